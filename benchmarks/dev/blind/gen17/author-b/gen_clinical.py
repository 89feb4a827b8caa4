"""Generator: blind-clinical-trial-site-coordination (English)."""
import datetime as dt
import random
import sys

sys.path.insert(0, "/work/blind17/author-b")
from lib import Conv  # noqa: E402

rnd = random.Random(17114)
D = dt.date.fromisoformat
TODAY = D("2026-03-03")


def iso(d):
    return d.isoformat()


SYSTEM = """You are SiteOps, a research-coordination assistant for Lakeshore Cardiology Research (Site 114), an investigative site in Milwaukee, WI.
You work for the site manager and act through the site's systems: the CTMS (screening log, subject records, visit scheduler), the EDC, the IWRS (drug supply), the regulatory/delegation system, the IRB portal, the CAPA tracker, the e-signature service and the site mailbox.
Rules:
- Never enter data into the EDC on behalf of an investigator; you can read queries and draft responses.
- Anything that requires investigator judgement (eligibility, causality, re-consent) must be routed to the PI or a delegated sub-investigator.
- Confirm before sending anything outside the site. Keep an audit-friendly note on every record you change.
Current date: Tuesday 2026-03-03. Time zone: America/Chicago."""

c = Conv("blind-clinical-trial-site-coordination",
         "Site 114 (VLX-302 HORIZON-HF): IMV #6 findings, Amendment 4, drug excursion, sub-I departure",
         SYSTEM)

# ---------------------------------------------------------------- data
SUBJECTS = [
    # id, status, detail, randomization, ICF version, sub-I, day1
    ("114-001", "Randomized", "", "R-30211", "v4.0", "R. Osei", "2025-05-20"),
    ("114-002", "Screen fail", "I/E 4: NT-proBNP 412 pg/mL (< 600)", "", "v3.0", "M. Feld", ""),
    ("114-003", "Randomized", "", "R-30247", "v4.0", "P. Nandakumar", "2025-06-17"),
    ("114-004", "Screen fail", "I/E 9: eGFR 24 mL/min/1.73m2 (< 30)", "", "v3.0", "R. Osei", ""),
    ("114-005", "Screen fail", "I/E 2: LVEF 46% on screening echo (> 40%)", "", "v3.0", "M. Feld", ""),
    ("114-006", "Randomized", "", "R-30262", "v3.0", "R. Osei", "2025-07-02"),
    ("114-007", "Randomized", "", "R-30298", "v4.0", "P. Nandakumar", "2025-08-12"),
    ("114-008", "Screen fail", "I/E 11: SBP 176 mmHg uncontrolled", "", "v3.0", "R. Osei", ""),
    ("114-009", "Randomized", "", "R-30355", "v4.0", "R. Osei", "2025-12-23"),
    ("114-010", "Randomized", "", "R-30311", "v4.0", "M. Feld", "2025-09-19"),
    ("114-011", "Screen fail", "Withdrew consent before randomization", "", "v4.0", "R. Osei", ""),
    ("114-012", "Randomized", "", "R-30327", "v4.0", "P. Nandakumar", "2025-10-28"),
    ("114-013", "Screen fail", "I/E 6: K+ 5.6 mmol/L at screening", "", "v4.0", "M. Feld", ""),
    ("114-014", "Randomized", "", "R-30361", "v4.0", "R. Osei", "2026-01-08"),
    ("114-015", "Screen fail", "I/E 4: NT-proBNP 388 pg/mL (< 600)", "", "v4.0", "R. Osei", ""),
    ("114-016", "Randomized", "", "R-30349", "v4.0", "M. Feld", "2025-12-16"),
    ("114-017", "Randomized", "", "R-30372", "v4.0", "R. Osei", "2026-01-20"),
    ("114-018", "Randomized", "", "R-30388", "v4.0", "P. Nandakumar", "2026-02-03"),
    ("114-019", "Screen fail", "I/E 13: prior SGLT2i intolerance (exclusion)", "", "v4.0", "R. Osei", ""),
    ("114-020", "In screening", "Echo done 2026-02-26; labs pending central lab", "", "v4.0", "P. Nandakumar", ""),
    ("114-021", "In screening", "Awaiting screening echo read (LVEF)", "", "v4.0", "R. Osei", ""),
    ("114-022", "In screening", "Central labs drawn 2026-02-27, results pending", "", "v4.0", "M. Feld", ""),
    ("114-023", "In screening", "Consented 2026-03-02; screening visit 2026-03-10", "", "v4.0", "R. Osei", ""),
    ("114-024", "Pre-screen", "Consent visit scheduled 2026-03-09", "", "-", "R. Osei", ""),
]
INITIALS = ["J.K.", "M.R.", "L.T.", "D.W.", "A.P.", "B.S.", "C.H.", "E.M.", "R.B.", "G.N.", "S.O.", "T.L.",
            "H.V.", "K.D.", "P.F.", "N.A.", "W.C.", "Y.E.", "F.G.", "O.J.", "M.Q.", "L.Z.", "I.U.", "V.X."]


def screening_log():
    lines = ["CTMS | Screening & Enrollment Log | Study VLX-302 (HORIZON-HF) | Site 114 Lakeshore Cardiology Research",
             "PI: Raymond Osei, MD | Export: 2026-03-03 08:41 CST | Rows: 24",
             "",
             "Subject  | Init | Pre-screen  | ICF signed  | ICF ver | Status        | Rand #  | Day 1      | Sub-I          | Notes",
             "---------|------|-------------|-------------|---------|---------------|---------|------------|----------------|------------------------------"]
    base = D("2025-04-14")
    for i, (sid, st, det, rn, icf, subi, d1) in enumerate(SUBJECTS):
        pre = base + dt.timedelta(days=i * 13 + rnd.randint(0, 4))
        if d1:
            icf_d = D(d1) - dt.timedelta(days=rnd.randint(14, 26))
            pre = icf_d - dt.timedelta(days=rnd.randint(3, 9))
        else:
            icf_d = pre + dt.timedelta(days=rnd.randint(2, 8))
        if sid == "114-024":
            icf_s = "-"
        elif sid == "114-023":
            icf_s = "2026-03-02"
        else:
            icf_s = iso(min(icf_d, TODAY - dt.timedelta(days=5)))
        lines.append(f"{sid:8} | {INITIALS[i]:4} | {iso(min(pre, TODAY - dt.timedelta(days=6)))}  | {icf_s:11} | {icf:7} | {st:13} | {rn or '-':7} | {d1 or '-':10} | {subi:14} | {det}")
    lines += ["",
              "Totals: pre-screened 24 | consented 23 | screen failures 9 | in screening 4 | randomized 11 | early terminated 0",
              "Screen-failure rate (of completed screenings): 45.0%",
              "Site enrollment target (sponsor, per CTA addendum 2): 14 randomized | Enrollment close (projected): 2026-05-29",
              "ICF current IRB-approved version: v4.0 (approved 2025-10-28). Subjects consented on superseded versions must be re-consented at next visit."]
    return "\n".join(lines)


VISITS = [("Screening", -14, 14), ("Day 1", 0, 0), ("Week 2", 14, 3), ("Week 4", 28, 3), ("Week 8", 56, 7),
          ("Week 12", 84, 7), ("Week 24", 168, 7), ("Week 36", 252, 14), ("Week 52", 364, 14)]
BOOKED = {("114-009", "Week 12"): "2026-03-23", ("114-014", "Week 12"): "2026-03-27",
          ("114-016", "Week 12"): "2026-03-09", ("114-006", "Week 36"): "2026-03-11",
          ("114-010", "Week 24"): "2026-03-06", ("114-018", "Week 4"): "2026-03-03",
          ("114-017", "Week 8"): "2026-03-16", ("114-018", "Week 8"): "2026-03-31",
          ("114-012", "Week 24"): "2026-04-14", ("114-003", "Week 52"): "2026-06-15"}
ACTUAL_FIX = {("114-012", "Week 12"): "2026-01-19"}


def visit_schedule():
    out = ["EDC/CTMS Visit Schedule | VLX-302 | Site 114 | randomized subjects (11) | protocol version in effect: v4.0 (Amendment 3)",
           "Window column = protocol v4.0 window. Status: DONE (actual date), BOOKED (scheduler), OPEN (not booked).",
           ""]
    for sid, st, det, rn, icf, subi, d1 in SUBJECTS:
        if st != "Randomized":
            continue
        day1 = D(d1)
        out.append(f"== {sid} ({rn}) | Day 1 {d1} | Sub-I {subi}")
        out.append("Visit     | Target     | Window  | Status | Date       | Dev (d)")
        for name, off, win in VISITS:
            tgt = day1 + dt.timedelta(days=off)
            key = (sid, name)
            if key in ACTUAL_FIX:
                d = D(ACTUAL_FIX[key]); status = "DONE"
            elif key in BOOKED:
                d = D(BOOKED[key]); status = "BOOKED"
            elif tgt < TODAY - dt.timedelta(days=3):
                d = tgt + dt.timedelta(days=rnd.randint(-min(win, 2), min(win, 2))); status = "DONE"
            else:
                d = None; status = "OPEN"
            if name == "Screening" and status == "DONE":
                d = tgt + dt.timedelta(days=rnd.randint(-6, 0))
            dev = "" if d is None else f"{(d - tgt).days:+d}"
            win_s = "-28/-1" if name == "Screening" else ("0" if win == 0 else f"±{win}")
            out.append(f"{name:9} | {iso(tgt)} | {win_s:7} | {status:6} | {iso(d) if d else '-':10} | {dev}")
        out.append("")
    return "\n".join(out)


MVR = """MONITORING VISIT REPORT — FOLLOW-UP LETTER
Report ID: MVR-114-06 | Visit type: Interim Monitoring Visit (IMV #6) | Visit dates: 2026-02-24 to 2026-02-25
Study: VLX-302 "HORIZON-HF" — A Phase 3, randomized, double-blind, placebo-controlled study of velnacept in HFrEF
Sponsor: Velora Therapeutics | CRO: Meridian Clinical (CRA: Tom Becker, tom.becker@meridiancro.com)
Site: 114 — Lakeshore Cardiology Research | PI: Raymond Osei, MD | Attendees: D. Whitfield (site manager), J. Ortiz (CRC), K. Liu (pharmacist), R. Osei (exit interview 2026-02-25 15:30)

1. ENROLLMENT STATUS
Screened 23 | Screen failed 9 | In screening 4 | Randomized 11 | Target 14. The site is at 79% of target with 13 weeks of enrollment remaining. Screen-failure rate is above the study median (31%); most failures are NT-proBNP below threshold and eGFR. CRA recommends pre-screening NT-proBNP from the local lab before consent where standard of care allows.

2. SOURCE DATA VERIFICATION
SDV completed for 114-014, 114-016, 114-017, 114-018 (all visits to date) and 114-009 (Day 1 to Week 8). 100% of critical data points verified. 38 data points corrected by site during visit. 14 queries remain open > 30 days (see F-05).

3. INVESTIGATIONAL PRODUCT
IP accountability reconciled for kits dispensed through 2026-02-20. 6 kits on hand (lot VX24-097, exp 2027-02-28). Storage: pharmacy refrigerator PH-FR-02, 2-8°C, continuous logger LG-2281 with weekday manual download.

4. SUBJECTS REVIEWED
{SUBJ_REVIEW}

5. FINDINGS
F-01 (Major) Informed consent — Subject 114-006 remains on ICF v3.0. ICF v4.0 was IRB-approved on 2025-10-28 and sponsor instructed re-consent at the next visit; 114-006 attended Week 24 (2025-12-16) and an unscheduled visit (2026-01-14) without re-consent. Required: re-consent at next visit, note to file, protocol deviation entry.
F-02 (Major) Delegation — Dr. Priya Nandakumar performed and signed the physical examination for 114-012 at Week 12 (2026-01-19). Her delegation log entry for task 3 (physical exam) starts 2026-01-20 and was initialled by the PI on 2026-01-22. Required: note to file, PD entry, retraining on delegation before task performance.
F-03 (Minor) IP storage — Temperature record for PH-FR-02 has no readings from 2026-02-07 18:00 to 2026-02-09 07:40 (weekend). The logger memory shows no data for the period. Cause not documented. Required: investigate, document, assess IP impact with sponsor.
F-04 (Major) Safety reporting — SAE (hospitalization, worsening heart failure) for 114-017. Site awareness date recorded in source as 2026-02-09; SAE form submitted to Velora Safety 2026-02-13. Protocol requires submission within 24 hours of awareness. Logged as protocol deviation PD-114-031 (category: safety reporting; importance classification pending sponsor medical review).
F-05 (Minor) Data management — 14 EDC queries open longer than 30 days (oldest 61 days). Required: resolve or answer all by the response due date.
F-06 (Minor) Source/EDC consistency — 114-016 Week 8 sitting BP recorded in source as 132/84 mmHg; EDC shows 123/84 mmHg. Required: correct EDC per source (source is original), review transcription process.
F-07 (Minor) Essential documents — CV on file for sub-investigator Dr. Mark Feld is dated 2023-11-02 (older than 2 years per sponsor SOP); GCP certificate in the regulatory binder expired 2026-02-15. Required: updated CV and current GCP certificate before any further delegated tasks.

6. ACTION ITEMS / FOLLOW-UP
- Written response to all findings, with CAPA for Major findings, due to the CRA by 2026-03-12.
- Amendment 4 (protocol v5.0): site to submit to local IRB (Northstar IRB) promptly; sponsor target implementation 2026-04-15.
- Next IMV (#7) tentatively 2026-03-24; CRA will confirm.
- Repeat findings from IMV #5: F-05 (queries) — second occurrence; escalation to sponsor if it recurs at IMV #7.

7. CRA COMMENTS
The site remains a strong enroller. The three Major findings are each single-event but two relate to investigator oversight (F-02, F-04). The sponsor may place the site on the Quality Watch list if the Major findings are not closed with an effective CAPA by IMV #7.

Signed: Tom Becker, CRA II, Meridian Clinical — 2026-02-27"""

AMENDMENT = """DOCUMENT VLX-302-AMD4 | Clinical Study Protocol VLX-302, Version 5.0 (Amendment 4), dated 2026-02-12
Section: SUMMARY OF CHANGES (Appendix 14)

Rationale: Interim PK analysis (DMC meeting 2025-12-04) showed that exposure at the Week 12 titration endpoint is sensitive to visit timing. The window is narrowed so that the Week 12 PK sample and the titration assessment fall within 3 days of the target day. A Day 14 safety laboratory is added following two cases of early hyperkalaemia across the program.

| # | Section | Was (v4.0) | Now (v5.0) |
|---|---------|-----------|------------|
| 1 | 6.2 Schedule of Activities | Week 12 visit window ±7 days | Week 12 visit window ±3 days |
| 2 | 6.2, 8.3 | No visit between Day 1 and Week 2 | New Day 14 safety lab (±2 days): serum potassium, creatinine, eGFR; may be drawn at a local lab; applies to subjects randomized after site implementation of v5.0 |
| 3 | 7.4 Stopping rules | Interrupt IP if K+ > 6.0 mmol/L | Interrupt IP if K+ ≥ 5.8 mmol/L; repeat within 72 h |
| 4 | 5.2 Exclusion 9 | eGFR < 30 mL/min/1.73m2 | eGFR < 30 mL/min/1.73m2 or dialysis planned within 6 months |
| 5 | 9.1 PK sampling | Week 12 PK pre-dose | Week 12 PK pre-dose and 2 h post-dose |
| 6 | 10.3 Statistics | Per-protocol set excludes Week 12 outside ±7 d | Per-protocol set excludes Week 12 outside ±3 d (v5.0 subjects) and ±7 d (visits before implementation) |
| 7 | Appendix 3 ICF | ICF v4.0 | ICF v5.0 (Day 14 blood draw, ~5 mL; updated hyperkalaemia risk language) |

Implementation:
- Sites must not implement v5.0 before local IRB approval. The effective date at a site is the date of IRB approval letter receipt, notified to the CRA.
- Visits occurring after implementation follow v5.0 windows, including visits of subjects randomized earlier. A Week 12 visit outside ±3 days after implementation is a protocol deviation (non-important unless the PK sample is missed).
- Subjects currently in follow-up must be re-consented on ICF v5.0 at their next visit after implementation.
- Sponsor target implementation date for all US sites: 2026-04-15.
- Site submission package: protocol v5.0 clean and tracked-changes, summary of changes, ICF v5.0 (site-localized), PI signature page, IRB submission form.

SCHEDULE OF ACTIVITIES (v5.0, Section 6.2 — extract)
| Procedure              | Scr | D1 | D14* | W2 | W4 | W8 | W12 | W24 | W36 | W52 | ET |
|------------------------|-----|----|------|----|----|----|-----|-----|-----|-----|----|
| Window (days)          | -28/-1 | 0 | ±2 | ±3 | ±3 | ±7 | ±3 | ±7 | ±14 | ±14 | - |
| Informed consent       | X   |    |      |    |    |    |     |     |     |     |    |
| Eligibility review     | X   | X  |      |    |    |    |     |     |     |     |    |
| Physical examination   | X   | X  |      |    |    |    | X   | X   |     | X   | X  |
| Vital signs, weight    | X   | X  |      | X  | X  | X  | X   | X   | X   | X   | X  |
| 12-lead ECG            | X   | X  |      |    | X  |    | X   | X   |     | X   | X  |
| Echocardiogram         | X   |    |      |    |    |    | X   |     |     | X   | X  |
| NT-proBNP (central)    | X   | X  |      |    | X  |    | X   | X   | X   | X   | X  |
| K+, creatinine, eGFR   | X   | X  | X    | X  | X  | X  | X   | X   | X   | X   | X  |
| Hematology, chemistry  | X   | X  |      |    | X  |    | X   | X   |     | X   | X  |
| PK sample              |     | X  |      |    | X  |    | X** |     |     |     |    |
| KCCQ-12                |     | X  |      |    | X  |    | X   | X   | X   | X   | X  |
| IP dispensing (IWRS)   |     | X  |      |    | X  | X  | X   | X   | X   |     |    |
| IP accountability      |     |    |      | X  | X  | X  | X   | X   | X   | X   | X  |
| AE / conmed review     | X   | X  | X    | X  | X  | X  | X   | X   | X   | X   | X  |
* D14 applies to subjects randomized after site implementation of v5.0; may be drawn at local lab.
** W12 PK pre-dose and 2 h post-dose (v5.0).

Other editorial changes (not requiring re-consent): correction of typographical errors in Sections 2.1, 4.3, 8.7; updated medical monitor contact (Section 1.2); updated SAE fax number for EU sites; clarification that home health visits are not permitted for Week 12."""


def subj_review():
    rows = ["Subject | Visits reviewed          | SDV %  | ICF check | AE/SAE review | IP compliance | Comments",
            "--------|--------------------------|--------|-----------|---------------|---------------|---------"]
    comments = {"114-006": "ICF v3.0 only — see F-01", "114-012": "Week 12 PE signed by P. Nandakumar — see F-02",
                "114-017": "SAE worsening HF, hospitalized 2026-02-09 to 2026-02-14 — see F-04", "114-016": "Week 8 BP mismatch — see F-06",
                "114-009": "SDV through Week 8; Week 12 not yet done", "114-014": "All visits verified, 2 data corrections on site"}
    for sid, st, det, rn, icf, subi, d1 in SUBJECTS:
        if st != "Randomized":
            continue
        nv = rnd.randint(3, 8)
        sdv = "100%" if sid in ("114-014", "114-016", "114-017", "114-018") else f"{rnd.choice([60, 75, 80, 90])}%"
        comp = f"{rnd.randint(88, 100)}%"
        rows.append(f"{sid} | Day 1 to visit {nv} of 9         | {sdv:6} | {'FAIL' if sid == '114-006' else 'OK':9} | {'SAE late' if sid == '114-017' else 'OK':13} | {comp:13} | {comments.get(sid, 'No issues')}")
    rows.append("Screen failures reviewed: 114-013, 114-015, 114-019 — eligibility documentation complete; screen-fail reasons consistent with source.")
    rows.append("Essential documents reviewed: delegation log (DL rev 13), training log, 1572 (FDA1572-114-v6), IRB correspondence, lab normal ranges (expire 2026-06-30), pharmacy temperature logs Jan-Feb.")
    return "\n".join(rows)


def templog():
    start = dt.datetime(2026, 3, 1, 22, 0)
    rows = ["TempTale4 USB download | Device TT4-7730198 | Shipment SHP-114-0047 | Range 2.0-8.0 °C | Interval 10 min",
            "Started 2026-03-01 22:00 CST (Velora depot, Memphis TN; pack-out pre-conditioning) | Stopped 2026-03-03 09:10 CST (Site 114 pharmacy)",
            "ALARM: High > 8.0 °C — TRIGGERED (cumulative 2h 40m; limit 30 min)",
            "Summary: min 3.1 °C | max 11.2 °C | mean 5.6 °C | time above 8.0 °C: 2h 40m (16 readings) | time below 2.0 °C: 0",
            "",
            "Timestamp         | °C   | Flag"]
    exc = {0: 8.4, 1: 9.0, 2: 9.7, 3: 10.3, 4: 10.8, 5: 11.2, 6: 11.1, 7: 10.9, 8: 10.6, 9: 10.2,
           10: 9.8, 11: 9.4, 12: 9.0, 13: 8.7, 14: 8.4, 15: 8.2}
    t = start
    k = 0
    while t <= dt.datetime(2026, 3, 3, 9, 10):
        ex_start = dt.datetime(2026, 3, 2, 22, 30)
        idx = int((t - ex_start).total_seconds() // 600)
        if 0 <= idx < 16:
            v = exc[idx]; flag = "HIGH"
        elif t > dt.datetime(2026, 3, 3, 9, 0):
            v = round(6.8 + rnd.random(), 1); flag = ""
        else:
            v = round(4.4 + rnd.random() * 2.2, 1); flag = ""
            if k == 3:
                v = 3.1
            if v > 6.5 and idx in (-1, 16):
                v = 6.5
        rows.append(f"{t:%Y-%m-%d %H:%M} | {v:4.1f} | {flag}")
        t += dt.timedelta(minutes=10)
        k += 1
    rows.append("")
    rows.append("Note: device was removed from the shipper at 09:10 on receipt; readings after 09:00 reflect unpacking at room temperature (acceptable per receipt SOP, < 15 min).")
    return "\n".join(rows)


def dispensing_history():
    rows = ["Site 114 kit history (last 30 transactions)",
            "Date       | Kit   | Lot      | Transaction      | Subject | Visit   | By"]
    d = D("2025-11-03")
    kit = 49820
    rand_subj = [x[0] for x in SUBJECTS if x[1] == "Randomized"]
    for i in range(30):
        d += dt.timedelta(days=rnd.randint(1, 4))
        if d > D("2026-02-20"):
            d = D("2026-02-20")
        kit += rnd.randint(1, 3)
        if i % 10 == 0:
            rows.append(f"{iso(d)} | -     | VX24-097 | Received (12)    | -       | -       | K. Liu")
        rows.append(f"{iso(d)} | {kit} | VX24-097 | Dispensed        | {rnd.choice(rand_subj)} | {rnd.choice(['Week 4', 'Week 8', 'Week 12', 'Week 24'])} | K. Liu")
    rows.append("Returns pending reconciliation: 0 | Last reconciliation by CRA: 2026-02-25 (IMV #6)")
    return "\n".join(rows)


def delegation_log():
    rows = [
        ("Raymond Osei, MD", "PI", "1-12", "2025-03-01", "-", "RO", "2025-03-01", "2027-04-30", "2025-01-09"),
        ("Priya Nandakumar, MD", "Sub-I", "1,2,3,4,7,10", "2026-01-20", "-", "RO 2026-01-22", "2026-01-15", "2028-01-15", "2025-12-02"),
        ("Priya Nandakumar, MD", "Sub-I", "1,2,4,7", "2025-06-02", "2026-01-19", "RO", "2025-06-02", "(see above)", ""),
        ("Mark Feld, MD", "Sub-I", "1,2,3,4,7,10", "2025-03-01", "-", "RO", "2025-03-01", "2026-02-15 EXPIRED", "2023-11-02"),
        ("Elena Ruiz, MD", "Sub-I", "2,4,7", "2025-09-08", "-", "RO", "2025-09-08", "2027-06-30", "2025-08-19"),
        ("Jasmine Ortiz, RN, CCRC", "CRC", "1,5(vitals),6,7,8,9", "2025-03-01", "-", "RO", "2025-03-01", "2027-01-31", "2025-02-11"),
        ("Marcus Hale, BS", "CRC", "6,7,8,9", "2025-08-18", "-", "RO", "2025-08-18", "2027-08-10", "2025-08-01"),
        ("Kevin Liu, PharmD", "Pharmacist", "11,12", "2025-03-01", "-", "RO", "2025-03-01", "2026-11-30", "2024-10-21"),
        ("Tanya Brooks, RDCS", "Echo tech", "13", "2025-03-01", "-", "RO", "2025-03-01", "2026-09-15", "2024-06-03"),
        ("Dana Whitfield, MBA", "Site manager", "9,14", "2025-03-01", "-", "RO", "2025-03-01", "2027-03-31", "2025-01-20"),
    ]
    out = ["REGULATORY | Delegation of Authority Log | VLX-302 | Site 114 | Current revision: DL rev 13 (2026-01-22)",
           "Task codes: 1 informed consent | 2 eligibility confirmation | 3 physical examination | 4 AE/SAE assessment | 5 vital signs/ECG | 6 EDC entry | 7 source documentation | 8 query resolution | 9 regulatory binder | 10 IP prescribing | 11 IP receipt/storage | 12 IP dispensing/accountability | 13 echocardiography | 14 IWRS",
           "",
           "Name                    | Role         | Tasks          | Start      | End        | PI initials    | Training   | GCP expiry         | CV dated",
           "------------------------|--------------|----------------|------------|------------|----------------|------------|--------------------|-----------"]
    for r in rows:
        out.append(f"{r[0]:23} | {r[1]:12} | {r[2]:14} | {r[3]:10} | {r[4]:10} | {r[5]:14} | {r[6]:10} | {r[7]:18} | {r[8]}")
    out += ["",
            "Warnings:",
            "- Mark Feld, MD: GCP certificate expired 2026-02-15; CV older than 24 months (2023-11-02). System blocks new task assignment until both are current.",
            "- Priya Nandakumar, MD: task 3 start 2026-01-20 (see IMV #6 F-02).",
            "",
            "Revision history:",
            "rev 9  2025-06-02 added P. Nandakumar (tasks 1,2,4,7)",
            "rev 10 2025-08-18 added M. Hale (tasks 6,7,8,9)",
            "rev 11 2025-09-08 added E. Ruiz (tasks 2,4,7)",
            "rev 12 2025-11-10 J. Ortiz task 5 limited to vital signs (ECG by cardiology tech)",
            "rev 13 2026-01-22 P. Nandakumar tasks 3,10 added (start 2026-01-20) — PI initialled 2026-01-22",
            "",
            "Subjects by assigned sub-I: Nandakumar 114-003, 114-007, 114-012, 114-018, 114-020 | Feld 114-002, 114-005, 114-010, 114-013, 114-016, 114-022 | Ruiz none | Osei all others"]
    return "\n".join(out)


def training_record():
    return """TRAINING RECORDS | site 114 | queried: Mark Feld, MD; Elena Ruiz, MD
Mark Feld, MD
- CITI GCP (Social/Behavioral + Biomedical) completed 2023-02-15, expiry 2026-02-15 — EXPIRED. Refresher assigned 2025-12-01, status: Not started (3 reminders sent: 2026-01-05, 2026-02-02, 2026-03-01).
- VLX-302 protocol v4.0 training: signed 2025-10-30. Protocol v5.0 training: not assigned.
- IATA dangerous goods: n/a.
- CV on file 2023-11-02; request for updated CV sent 2026-02-26 (no response).
Elena Ruiz, MD
- CITI GCP completed 2024-06-30, expiry 2027-06-30 — CURRENT.
- VLX-302 protocol v4.0 training: signed 2025-09-05. Protocol v5.0 training: not assigned.
- Informed consent process training (site SOP-CON-002 rev 5): completed 2025-09-05.
- Physical examination — licensed MD, no study-specific requirement.
- Currently delegated VLX-302 tasks 2, 4, 7 (no subjects assigned). Also sub-I on VLX-118 (closed to enrollment, 3 subjects in follow-up).
- Medical licence WI #67492-20 valid to 2027-10-31. Financial disclosure form for VLX-302 on file 2025-09-08."""


def queries():
    fields = ["VS.SYSBP", "VS.DIABP", "LB.K", "LB.CREAT", "CM.CMDOSE", "AE.AESTDTC", "AE.AEREL", "EX.EXSTDTC",
              "ECHO.LVEF", "EX.KITNO", "CM.CMINDC", "MH.MHTERM", "VS.WEIGHT", "QS.KCCQ12"]
    texts = ["Value differs from source per CRA SDV; please confirm.", "Out of expected range; please confirm or correct.",
             "Date is after visit date; please verify.", "Causality missing for AE; investigator assessment required.",
             "Kit number does not match IWRS dispensing record.", "Indication missing for concomitant medication.",
             "Dose unit inconsistent with previous visit.", "Missing value; please enter or mark not done."]
    subj = ["114-003", "114-006", "114-007", "114-009", "114-010", "114-012", "114-014", "114-016", "114-017", "114-001"]
    out = ["EDC | Open queries > 30 days | VLX-302 | Site 114 | as of 2026-03-03", "",
           "Query ID   | Subject | Visit   | Field        | Age (d) | Assigned to  | Text"]
    ages = sorted([rnd.randint(31, 61) for _ in range(14)], reverse=True)
    ages[0] = 61
    for i in range(14):
        s = subj[i % len(subj)]
        v = rnd.choice(["Week 2", "Week 4", "Week 8", "Week 12", "Week 24", "Day 1"])
        who = "Osei" if fields[i] in ("AE.AEREL",) else rnd.choice(["Ortiz", "Hale", "Ortiz"])
        out.append(f"Q-{48210 + i * 7:<8} | {s} | {v:7} | {fields[i]:12} | {ages[i]:7} | {who:12} | {rnd.choice(texts)}")
    out += ["", "Total: 14 open > 30 days (Ortiz 8, Hale 5, Osei 1). Median age 43 d. 3 queries answered but not yet closed by CRA are excluded.",
            "", "Other open queries (<= 30 days), for information:",
            "Query ID   | Subject | Visit   | Field        | Age (d) | Assigned to  | Text"]
    for i in range(22):
        s_ = subj[(i * 3) % len(subj)]
        f_ = rnd.choice(fields)
        out.append(f"Q-{48420 + i * 5:<8} | {s_} | {rnd.choice(['Week 2', 'Week 4', 'Week 8', 'Week 24', 'Unscheduled']):7} | {f_:12} | {rnd.randint(1, 30):7} | {rnd.choice(['Ortiz', 'Hale']):12} | {rnd.choice(texts)}")
    out.append("Open total: 36 | answered awaiting CRA close: 3 | closed this month: 41")
    return "\n".join(out)


# ---------------------------------------------------------------- conversation
u_goal = c.user(
    "Morning. I'm Dana Whitfield, site manager here for HORIZON-HF (VLX-302). Tom Becker, our CRA, was on site last week "
    "for IMV #6 and his follow-up letter landed yesterday. What I need: every finding either closed or with a documented CAPA "
    "before his next visit, which he's pencilled for March 24, so we stay off Velora's Quality Watch list. And enrollment has to "
    "keep moving while we do it — we're at 11 randomized against a target of 14.\n\n"
    "Can you pull the screening log and Tom's visit report so we're looking at the same thing?")

c.step("I'll pull both.", [
    ("ctms_screening_log_get", {"study_id": "VLX-302", "site_id": "114", "include_screen_fails": True, "format": "table"}),
    ("ctms_document_get", {"doc_type": "monitoring_visit_report", "report_id": "MVR-114-06"}),
], [screening_log(), MVR.replace("{SUBJ_REVIEW}", subj_review())])

c.model(
    "## Where Site 114 stands\n\n"
    "**Enrollment** — 11 randomized / target 14, 4 in screening, 1 pre-screen:\n\n"
    "| Subject | Status | What it's waiting on |\n|---|---|---|\n"
    "| 114-020 | In screening (Sub-I Nandakumar) | central labs |\n"
    "| 114-021 | In screening | screening echo read (LVEF) |\n"
    "| 114-022 | In screening | central labs drawn 2026-02-27 |\n"
    "| 114-023 | In screening | screening visit 2026-03-10 |\n"
    "| 114-024 | Pre-screen | consent visit 2026-03-09 |\n\n"
    "If three of those randomize you hit 14. Screen-fail rate is 45% (study median 31%), mostly NT-proBNP and eGFR — Tom suggests local NT-proBNP pre-screening.\n\n"
    "**IMV #6 findings (MVR-114-06)** — written response due to Tom by **2026-03-12**:\n\n"
    "| # | Sev. | Finding | Needs |\n|---|---|---|---|\n"
    "| F-01 | Major | 114-006 still on ICF v3.0 | re-consent at next visit, NTF, PD |\n"
    "| F-02 | Major | Nandakumar did 114-012 PE on 2026-01-19, delegated from 01-20 | NTF, PD, retraining |\n"
    "| F-03 | Minor | PH-FR-02 temp gap 02-07 18:00 → 02-09 07:40 | investigate, IP impact |\n"
    "| F-04 | Major | 114-017 SAE reported 4 days late (PD-114-031) | CAPA on SAE reporting |\n"
    "| F-05 | Minor | 14 queries > 30 days (repeat finding) | resolve by due date |\n"
    "| F-06 | Minor | 114-016 Wk 8 BP 132/84 source vs 123/84 EDC | correct EDC |\n"
    "| F-07 | Minor | Feld CV 2023 + GCP expired 2026-02-15 | updated CV/GCP |\n\n"
    "Also in the letter: **Amendment 4 (protocol v5.0)** needs to go to Northstar IRB; sponsor target implementation is 2026-04-15.\n\n"
    "Where do you want to start — findings, or the amendment?")

c.user("Start with the amendment, that's the one with a clock on it. Pull the summary of changes and tell me which of our active subjects it actually touches.")

c.step("Pulling the v5.0 summary of changes and the current visit schedule for all randomized subjects.", [
    ("protocol_doc_get", {"doc_id": "VLX-302-AMD4", "section": "summary_of_changes"}),
    ("edc_visit_schedule_list", {"study_id": "VLX-302", "site_id": "114", "subject_status": "randomized", "include_booked": True}),
], [AMENDMENT, visit_schedule()])

c.model(
    "## Amendment 4 — what changes for us\n\n"
    "1. **Week 12 window: ±7 days → ±3 days.** Applies to any Week 12 visit that happens *after* we implement, including subjects already randomized.\n"
    "2. **New Day 14 safety lab** (K+, creatinine, eGFR, ±2 d) — only for subjects randomized after implementation.\n"
    "3. K+ stopping rule tightened to ≥ 5.8 mmol/L; extra 2 h post-dose PK at Week 12.\n"
    "4. **ICF v5.0** → re-consent everyone in follow-up at the next visit after implementation.\n\n"
    "We can't implement before the Northstar approval letter, so today v4.0 windows still apply.\n\n"
    "### Subjects with a booked Week 12 that would fail ±3 days\n\n"
    "| Subject | Week 12 target | Booked | Dev. | v4.0 (±7) | v5.0 (±3) |\n|---|---|---|---|---|---|\n"
    "| 114-009 | Tue Mar 17 | Mon Mar 23 | +6 d | ✅ | ❌ |\n"
    "| 114-014 | Thu Apr 2 | Fri Mar 27 | −6 d | ✅ | ❌ |\n"
    "| 114-016 | Tue Mar 10 | Mon Mar 9 | −1 d | ✅ | ✅ |\n\n"
    "114-017 (Apr 14) and 114-018 (Apr 28) aren't booked yet — I'll keep them inside ±3 when they are.\n\n"
    "**114-014** is the one most likely to fall after implementation (early April). Dates inside ±3 (Mar 30 – Apr 5), clinic days:\n\n"
    "| Option | Date | Note |\n|---|---|---|\n| 1 | Mon Mar 30 | −3 d, edge of window |\n| 2 | Wed Apr 1 | −1 d |\n| 3 | Thu Apr 2 | on target; Dr. Osei clinic is full that AM |\n\n"
    "**114-009**: moving him to Mar 16–20 would satisfy both windows. Or we keep Mar 23, which is fine as long as we haven't implemented v5.0 by then.\n\n"
    "How do you want to handle each?")

u_keep009 = c.user("Keep 009 on the 23rd — v4.0 is what's approved right now, and his daughter drives him and can only do Mondays. For 014, the Wednesday one.")

m_014, t_014 = c.step("Updating both records.", [
    ("scheduler_visit_update", {"subject_id": "114-014", "visit": "Week 12", "visit_id": "VIS-88213",
                                "new_date": "2026-04-01", "time": "09:00", "room": "Exam 3",
                                "reason": "Amendment 4 (v5.0) narrows Week 12 window to ±3 d; moved inside both v4.0 and v5.0 windows (target 2026-04-02)."}),
    ("ctms_note_add", {"subject_id": "114-009", "category": "visit_planning",
                       "note": "Week 12 kept on 2026-03-23 (+6 d, within v4.0 ±7 d). Caregiver transport available Mondays only. Re-check if Amendment 4 is implemented before this date (±3 d window would apply).",
                       "author": "SiteOps for D. Whitfield"}),
], [
    "OK visit VIS-88213 updated | subject 114-014 | Week 12\n  date: was 2026-03-27 (Fri) now 2026-04-01 (Wed) 09:00, Exam 3\n  deviation from target: was -6 d now -1 d\n  reminders: SMS to subject re-queued for 2026-03-30; IWRS visit forecast updated (kit need unchanged)\n  audit: rev 4, user siteops-svc on behalf of dwhitfield, 2026-03-03 09:22 CST",
    "OK note N-114-009-0041 added to subject 114-009 (category visit_planning). Visible to: site staff, CRA (read-only).",
])

c.model(
    "Done.\n\n- **114-014** Week 12 moved **Fri Mar 27 → Wed Apr 1, 09:00** (VIS-88213, −1 d from target; inside both windows). SMS reminder re-queued.\n"
    "- **114-009** stays **Mon Mar 23** (+6 d, fine under v4.0); note N-114-009-0041 records the caregiver constraint and the re-check if v5.0 goes live first.")

u_irb = c.user(
    "Next, the IRB side. Northstar's cutoff was March 10 for the March 19 board meeting, so I thought we had a week. Check the portal for where our "
    "Amendment 4 submission stands and start building the package: protocol v5.0 clean + tracked, the summary of changes, and the localized ICF v5.0 "
    "because of the Day 14 draw. Don't submit anything — Dr. Osei has to sign off first, and he's out all day Thursday.")

c.step("Checking the portal and the inbox for anything from Northstar or Tom about this.", [
    ("irb_portal_search", {"irb": "Northstar IRB", "study": "VLX-302", "site": "114", "submission_type": "amendment"}),
    ("email_inbox_search", {"mailbox": "site114-regulatory@lakeshorecardio.org", "query": "Northstar OR \"Amendment 4\" OR v5.0", "since": "2026-02-20", "limit": 10}),
], [
    "Northstar IRB Portal — search results (1)\n"
    "Submission NSIRB-SUB-558120 | Type: Amendment / Protocol modification | Study: VLX-302 HORIZON-HF (Northstar study #2025-0417) | PI: Raymond Osei\n"
    "Status: DRAFT (created 2026-02-26 by J. Ortiz) | Target board: 2026-03-19 Panel B\n"
    "Documents attached (2):\n  1. VLX-302_Protocol_v5.0_clean.pdf (2026-02-12) \n  2. IRB_Amendment_Form_draft.docx (incomplete: sections 4, 6, 9)\n"
    "Missing for submission: tracked-changes protocol; summary of changes; revised consent (ICF v5.0 site-localized); PI attestation (e-signature)\n"
    "Revision: 2 | Last saved 2026-02-26 16:02",
    "Results: 4 messages\n\n"
    "[1] From: Northstar IRB Submissions <submissions@northstarirb.org>\n    To: site114-regulatory@lakeshorecardio.org\n    Date: 2026-03-02 16:48 CST\n"
    "    Subject: SCHEDULE CHANGE — March board meetings\n"
    "    Body: Due to a quorum conflict, the Panel B meeting scheduled for Thursday March 19 has been moved to Monday March 16. "
    "The submission deadline for items to be reviewed at this meeting is now Thursday March 5, 5:00 PM CT. Items received after the deadline will be "
    "reviewed at the April 2 meeting (deadline March 20). Approval letters are normally issued within 2 business days of the meeting.\n\n"
    "[2] From: Tom Becker <tom.becker@meridiancro.com>\n    Date: 2026-02-27 11:05 CST\n    Subject: VLX-302 Amendment 4 — site package\n"
    "    Body: Hi Dana, attached: tracked-changes protocol v5.0, summary of changes, ICF v5.0 master template (doc VLX-302-ICF-M-5.0). "
    "Please localize the ICF (site contacts, compensation, HIPAA block) and send me the localized draft before IRB submission if you can — not mandatory. "
    "Attachments: VLX-302_Protocol_v5.0_tracked.pdf; VLX-302_AMD4_Summary_of_Changes.pdf; VLX-302-ICF-M-5.0.docx\n\n"
    "[3] From: Velora Clinical Supplies <clinical.supplies@velora-tx.com>\n    Date: 2026-03-02 06:31 CST\n    Subject: Shipment SHP-114-0047 dispatched\n"
    "    Body: 24 kits (lot VX24-118), courier ColdLine 7731-220-884, expected delivery 2026-03-03 AM. TempTale TT4-7730198 included. Do not use kits until receipt is confirmed in IWRS.\n\n"
    "[4] From: CITI Program <no-reply@citiprogram.org>\n    To: mark.feld@lakeshorecardio.org; Cc: site114-regulatory@lakeshorecardio.org\n    Date: 2026-03-01 07:00 CST\n"
    "    Subject: Reminder: GCP refresher course overdue\n    Body: Your GCP refresher is overdue (expired 2026-02-15). Estimated time 3-4 hours.\n\n"
    "[5] From: Jasmine Ortiz <jasmine.ortiz@lakeshorecardio.org>\n    Date: 2026-02-26 16:10 CST\n    Subject: Amendment 4 draft in Northstar\n"
    "    Body: Started the Northstar draft for Amendment 4 and uploaded the clean protocol. I didn't localize the ICF yet - our v4.0 site text (compensation $75/visit, parking validation, HIPAA block rev 2024) should carry over unchanged. "
    "The amendment form needs the risk section and the re-consent plan.\n\n"
    "[6] From: Velora Study Team <horizonhf.studyteam@velora-tx.com>\n    Date: 2026-02-20 09:00 CST\n    Subject: HORIZON-HF Newsletter #14\n"
    "    Body: 1,148 of 1,600 subjects randomized across 212 sites. Reminder: Amendment 4 target implementation date 2026-04-15; sites should submit to their IRB as soon as possible. "
    "Top enrolling sites this month: 087, 114, 203. Query aging remains the most frequent monitoring finding study-wide.",
])

c.model(
    "## ⚠️ The IRB deadline moved\n\n"
    "Northstar e-mailed yesterday at 16:48: the **March 19 Panel B meeting is now Monday March 16**, and the **submission deadline is Thursday March 5, 5:00 PM CT** — the day Dr. Osei is out. "
    "Miss it and we go to the April 2 meeting (deadline March 20), which would put implementation after the sponsor's 2026-04-15 target.\n\n"
    "### Submission NSIRB-SUB-558120 (draft, rev 2)\n\n"
    "| Item | Status |\n|---|---|\n"
    "| Protocol v5.0 clean | ✅ attached |\n"
    "| Protocol v5.0 tracked | in Tom's 02-27 e-mail → can attach |\n"
    "| Summary of changes | in Tom's 02-27 e-mail → can attach |\n"
    "| ICF v5.0 localized | master VLX-302-ICF-M-5.0 needs site localization (contacts, compensation, HIPAA) |\n"
    "| Amendment form | sections 4, 6, 9 incomplete |\n"
    "| PI attestation | needs Dr. Osei's e-signature |\n\n"
    "**Proposal:** I attach the tracked protocol and summary now, localize the ICF from the master using our v4.0 site text, complete the form, and send Dr. Osei an e-signature request due **Wednesday March 4** so you can submit Thursday morning without him. "
    "I won't press submit. OK?")

u_esign = c.user("Ugh. Yes, do it — attach everything and send Osei the signature request today, mark it urgent and cc me.")

c.step("Building the package and routing the signature.", [
    ("irb_submission_update", {"submission_id": "NSIRB-SUB-558120",
                               "attach": ["VLX-302_Protocol_v5.0_tracked.pdf", "VLX-302_AMD4_Summary_of_Changes.pdf",
                                          "VLX-302_ICF_v5.0_Site114_localized.docx"],
                               "form_sections": {"4": "Changes: Week 12 window ±3 d; Day 14 safety lab; K+ stopping rule ≥5.8 mmol/L; PK 2 h post-dose; ICF v5.0.",
                                                 "6": "Re-consent of all subjects in follow-up at next visit after approval. 11 subjects in follow-up, 4 in screening.",
                                                 "9": "No change to risk category. Additional blood draw ~5 mL at Day 14."},
                               "target_board": "2026-03-16", "submit": False}),
    ("esign_request_send", {"document_ids": ["NSIRB-SUB-558120/PI-attestation", "VLX-302_ICF_v5.0_Site114_localized.docx"],
                            "signer": "raymond.osei@lakeshorecardio.org", "cc": ["dana.whitfield@lakeshorecardio.org"],
                            "priority": "urgent", "due": "2026-03-04T17:00:00-06:00",
                            "message": "Dr. Osei — Northstar moved the deadline for the March 16 board to Thu March 5, 5 PM (you're out that day). Please sign the Amendment 4 PI attestation and approve the localized ICF v5.0 by Wed March 4, 5 PM so Dana can submit Thursday morning. — SiteOps for Dana"}),
], [
    "OK NSIRB-SUB-558120 saved | rev 3 (was rev 2)\nDocuments: 5 attached (+3)\nForm: sections 4, 6, 9 complete; all required sections complete\nTarget board: 2026-03-16 Panel B (deadline 2026-03-05 17:00 CT)\nStatus: DRAFT — ready to submit once PI attestation is signed\nValidation: ICF v5.0 localized — version footer reads 'v5.0 Site 114 03Mar2026'\n\n"
    "ICF localization report (VLX-302-ICF-M-5.0 → VLX-302_ICF_v5.0_Site114_localized.docx)\n"
    "Section | Master text | Site text applied | Source\n"
    "Cover   | [SITE NAME], [PI NAME] | Lakeshore Cardiology Research; Raymond Osei, MD | ICF v4.0 site\n"
    "2 Why is this study being done | unchanged | unchanged | master\n"
    "5 What will happen | NEW Day 14 blood draw (~1 teaspoon / 5 mL), may be done at a local lab | kept; local lab = Lakeshore Outpatient Lab, 2nd floor | master + site\n"
    "6 Risks | UPDATED hyperkalaemia language, K+ >= 5.8 rule | kept verbatim (sponsor-mandated) | master\n"
    "9 Costs | [SITE COSTS] | No cost for study procedures; parking validated | ICF v4.0 site\n"
    "10 Payment | [COMPENSATION] | $75 per completed visit; $25 for Day 14 lab visit (NEW — confirm with contracts) | v4.0 site + new\n"
    "12 Injury | sponsor template | unchanged from v4.0 site text | ICF v4.0 site\n"
    "14 Contacts | [SITE CONTACTS] | Dr. Osei 414-555-0172; study line 414-555-0190; Northstar IRB 1-877-555-0144 | ICF v4.0 site\n"
    "15 HIPAA authorization | [INSTITUTION BLOCK] | Lakeshore HIPAA block rev 2024 | ICF v4.0 site\n"
    "Signature page | adds 'version 5.0' line | kept | master\n"
    "Warnings: (1) Section 10 Day 14 payment amount is not in the current CTA budget — contracts office should confirm before approval. (2) Reading level grade 8.1 (Northstar limit 8.0) — minor.",
    "OK envelope ES-20931 sent | signer raymond.osei@lakeshorecardio.org | cc dana.whitfield@lakeshorecardio.org | priority URGENT | due 2026-03-04 17:00 CST | documents 2 | status: delivered 09:41",
])

c.model(
    "Done.\n\n- **NSIRB-SUB-558120** is now rev 3: all 5 documents attached, form complete, target board **March 16**. Still in DRAFT — nothing submitted.\n"
    "- E-signature envelope **ES-20931** delivered to Dr. Osei (urgent, due **Wed Mar 4, 5 PM**), you're cc'd.\n\n"
    "Next step once he signs: you submit on Thursday before **5:00 PM CT**. I'll watch ES-20931.")

u_excursion = c.user("Pharmacy just called. The shipment from the depot came in this morning and the TempTale is showing an alarm. Kevin put the kits in the fridge. What do we do?")

c.step("Let me look at the shipment record and pull the logger data.", [
    ("iwrs_shipment_get", {"study_id": "VLX-302", "shipment_id": "SHP-114-0047"}),
    ("templog_download", {"device_serial": "TT4-7730198", "format": "csv_table"}),
], [
    "IWRS | Shipment SHP-114-0047 | Site 114\nShipped 2026-03-02 06:12 (Velora depot Memphis) | Courier ColdLine 7731-220-884 | Received (site scan) 2026-03-03 09:12 by K. Liu\n"
    "Status: RECEIVED — PENDING CONFIRMATION\nContents: 24 kits, lot VX24-118, expiry 2027-08-31\n"
    "  Carton A: kits 50311-50322 (12)\n  Carton B: kits 50323-50334 (12)\n"
    "Site inventory before this shipment: 6 kits Available (lot VX24-097, exp 2027-02-28): 49872, 49873, 49880, 49881, 49886, 49890\n"
    "Upcoming dispensing forecast (14 days): 114-016 Week 12 (2026-03-09) 1 kit; 114-010 Week 24 (2026-03-06) 1 kit; 114-017 Week 8 (2026-03-16) 1 kit; new randomization(s) 1 kit each\n"
    "Action required: confirm receipt condition (Acceptable / Temperature excursion / Damaged).\n\n" + dispensing_history(),
    templog(),
])

c.model(
    "## Shipment SHP-114-0047 — confirmed excursion\n\n"
    "- Logger **TT4-7730198**: **max 11.2 °C**, **2h 40m above 8.0 °C** (16 readings, 2026-03-02 22:30 → 03-03 01:10, in transit). Everything else 3.1–6.5 °C.\n"
    "- 24 kits, lot VX24-118: carton A 50311-50322, carton B 50323-50334.\n\n"
    "### What to do\n"
    "1. **Don't use any of the 24 kits.** Keep them in PH-FR-02 but physically segregated and labelled *QUARANTINE — DO NOT DISPENSE*.\n"
    "2. In IWRS, confirm receipt as **Temperature excursion** → the system sets the kits to *Quarantined* so they can't be assigned.\n"
    "3. File a temperature excursion report with the logger file; Velora QA decides (usually 2 business days).\n\n"
    "**Supply risk is low:** 6 kits of lot VX24-097 are available and the next two weeks need ~3 plus any new randomizations.\n\n"
    "Shall I quarantine in IWRS and file the excursion report? I'll need the name of the pharmacist who received it.")

c.user("Yes, quarantine and file it. Kevin Liu received it, he's the pharmacist of record. Kevin already tagged the cartons.")

c.step("Quarantining and filing.", [
    ("iwrs_kit_status_update", {"shipment_id": "SHP-114-0047", "kits": "50311-50334", "new_status": "Quarantined",
                                "receipt_condition": "Temperature excursion", "reason": "TempTale TT4-7730198 high alarm: max 11.2 °C, 2h 40m > 8.0 °C in transit",
                                "performed_by": "Kevin Liu, PharmD"}),
    ("iwrs_excursion_report_create", {"shipment_id": "SHP-114-0047", "location": "in transit", "device_serial": "TT4-7730198",
                                      "min_c": 3.1, "max_c": 11.2, "duration_above_range": "2h 40m", "kits": "50311-50334",
                                      "current_storage": "PH-FR-02, 2-8 °C, segregated, quarantine-labelled",
                                      "reporter": "Kevin Liu, PharmD", "attachments": ["TT4-7730198.csv"],
                                      "notify": ["tom.becker@meridiancro.com"]}),
], [
    "OK 24 kits updated (SHP-114-0047)\n  50311-50334: status was Received-Pending now Quarantined\n  shipment status: was RECEIVED — PENDING CONFIRMATION now RECEIVED — EXCURSION\n  available site inventory: 6 kits (lot VX24-097)\n  audit rev 1, 2026-03-03 10:05 CST",
    "OK excursion report TE-114-0047-01 created | status: Submitted to Velora QA | SLA: assessment within 2 business days (by 2026-03-05) | notified: tom.becker@meridiancro.com, clinical.supplies@velora-tx.com",
])

c.model(
    "Done.\n\n- Kits **50311-50334** → *Quarantined* in IWRS; shipment marked *Received — Excursion*.\n"
    "- Excursion report **TE-114-0047-01** submitted to Velora QA (answer due by **2026-03-05**), Tom notified.\n"
    "- Dispensable stock until QA answers: **6 kits** (lot VX24-097).")

u_priya = c.user(
    "Another one. Priya Nandakumar gave notice this morning — her last day is March 13. She's sub-I on five of our subjects. "
    "Mark Feld will take over her subjects. Can you end-date her on the delegation log and draft the 1572 change? This ties into F-02 too.")

c.step("Pulling the delegation log and training records first so the handover is clean.", [
    ("delegation_log_get", {"study_id": "VLX-302", "site_id": "114", "include_history": True}),
    ("training_record_get", {"site_id": "114", "people": ["Mark Feld, MD", "Elena Ruiz, MD"], "include": ["gcp", "protocol", "cv"]}),
], [delegation_log(), training_record()])

c.model(
    "## Problem with Dr. Feld\n\n"
    "The delegation system **blocks new task assignments to Mark Feld**: his GCP certificate expired **2026-02-15** and his CV is from 2023-11-02 (this is also finding **F-07**). "
    "His CITI refresher has been assigned since December and not started (3 reminders).\n\n"
    "Priya's subjects: **114-003, 114-007, 114-012, 114-018, 114-020** (020 still in screening).\n\n"
    "| | Option A — Mark Feld | Option B — Elena Ruiz |\n|---|---|---|\n"
    "| GCP | expired 2026-02-15 | current to 2027-06-30 |\n"
    "| CV | 2023 (F-07) | 2025-08-19 |\n"
    "| Already delegated | 1,2,3,4,7,10 | 2,4,7 |\n"
    "| Needs | CITI refresher (3-4 h) + new CV before any task | add tasks 1, 3, 10 + PI initials |\n"
    "| Current load | 6 subjects | 0 subjects on VLX-302 |\n\n"
    "**Recommendation: B.** With A, Priya's subjects would have no eligible sub-I if Mark hasn't finished CITI by the 13th, and we'd repeat F-02 (tasks before delegation).\n\n"
    "Want me to go with Elena?")

u_elena = c.user("Go with Elena. Mark's been dragging his feet on CITI for months. End-date Priya on the 13th, give Elena Priya's tasks, and I'll talk to Mark myself.")

m_deleg, t_deleg = c.step("Updating the delegation log, the subject assignments and drafting the 1572.", [
    ("delegation_log_update", {"study_id": "VLX-302", "site_id": "114", "changes": [
        {"person": "Priya Nandakumar, MD", "action": "end_date", "end_date": "2026-03-13", "reason": "Leaving the institution"},
        {"person": "Elena Ruiz, MD", "action": "add_tasks", "tasks": [1, 3, 10], "start_date": "2026-03-04",
         "reason": "Assumes sub-I responsibilities of P. Nandakumar; training current (GCP to 2027-06-30)"}],
        "require_pi_initials": True}),
    ("ctms_subject_update", {"subjects": ["114-003", "114-007", "114-012", "114-018", "114-020"], "field": "sub_investigator",
                             "value": "Elena Ruiz, MD", "effective": "2026-03-04", "note": "Reassigned from P. Nandakumar (leaving 2026-03-13)."}),
    ("form1572_draft_create", {"study_id": "VLX-302", "site_id": "114", "base_version": "FDA1572-114-v6",
                               "section6_remove": ["Priya Nandakumar, MD"], "section6_add": [],
                               "note": "Elena Ruiz, MD already listed in section 6 since v5. Removal of Nandakumar effective 2026-03-13."}),
], [
    "OK Delegation log saved as DL rev 14 (was rev 13)\n"
    "  Priya Nandakumar, MD — end date: was '-' now 2026-03-13\n"
    "  Elena Ruiz, MD — tasks: was 2,4,7 now 1,2,3,4,7,10 (start 2026-03-04)\n"
    "  PI initials: PENDING for both lines — routed to R. Osei's task queue (item DLI-3390)\n"
    "  Warning: tasks may not be performed by Elena Ruiz, MD until PI initials are recorded.",
    "OK 5 subjects updated — sub_investigator: was P. Nandakumar now E. Ruiz (114-003, 114-007, 114-012, 114-018, 114-020); effective 2026-03-04. Visit calendars updated for 3 upcoming visits (114-018 Week 8 2026-03-31; 114-012 Week 24 2026-04-14; 114-020 Day 1 TBD).",
    "OK draft FDA1572-114-v7 created from FDA1572-114-v6\n  Section 6: removed Priya Nandakumar, MD; Elena Ruiz, MD retained\n  Status: DRAFT — requires PI signature; submit signed copy to sponsor via CRA\n  Note: Mark Feld, MD remains on section 6 (no change requested)",
])

c.model(
    "Done.\n\n| Item | Result |\n|---|---|\n"
    "| Delegation log | **DL rev 14**: Priya end-dated **2026-03-13**; Elena Ruiz tasks now 1,2,3,4,7,10 from 2026-03-04 |\n"
    "| PI initials | pending — item **DLI-3390** in Dr. Osei's queue; Elena can't perform the new tasks until he initials |\n"
    "| Subjects | 114-003, -007, -012, -018, -020 reassigned to Elena |\n"
    "| 1572 | draft **FDA1572-114-v7** (Priya removed); needs Osei signature, then goes to Velora via Tom |\n\n"
    "Since he's signing ES-20931 by Wednesday anyway, it'd be efficient to get DLI-3390 and the 1572 done in the same sitting. Mark Feld stays on the log as-is; you're handling that conversation.")

u_side = c.user(
    "Quick side question while I think of it: the late SAE for 017 — is that something we have to report to Northstar, or only to Velora? "
    "If you can't tell from our SOP, ask Tom. And a standing rule: never email the sponsor's medical monitor directly, everything goes through Tom.")

c.step("Checking our SOP first.", [
    ("sop_search", {"library": "Lakeshore Cardiology Research SOPs", "query": "reporting protocol deviations non-compliance to IRB timelines", "top_k": 3}),
], [
    "[1] SOP-REG-014 rev 7 'Protocol Deviations and Non-compliance' §5.3 (effective 2025-07-01):\n"
    "'Deviations are reported to the sponsor per protocol. Deviations are reported to the IRB of record when (a) they were made to eliminate an immediate hazard, (b) the sponsor classifies them as "
    "important/major, or (c) they constitute serious or continuing non-compliance as determined by the PI. Report within 10 working days of the site becoming aware of the classification. "
    "Northstar IRB: use the 'Reportable New Information' form (RNI).'\n\n"
    "[2] SOP-SAF-006 rev 4 'Safety Reporting' §4.1: 'SAEs are reported to the sponsor within 24 hours of site awareness. Awareness = first contact of any site staff with the information (phone, portal, records).'\n\n"
    "[3] Northstar IRB Investigator Manual (HRP-103, 2025 ed.) §12 'Reportable New Information': 'Report within 5 business days: (1) information indicating a new or increased risk; (2) a protocol deviation that harmed a subject or placed subjects at increased risk, or that the sponsor requires to be reported; "
    "(3) non-compliance with federal regulations or IRB requirements that is serious or continuing. Information not meeting these criteria does not need to be reported and may be summarized at continuing review.' "
    "Note: where the site SOP and the IRB manual differ, the shorter timeline applies.",
])

m_email_tom1, t_email_tom1 = c.step(
    "Per SOP-REG-014 §5.3 it hinges on Velora's classification of PD-114-031, which the MVR says is still pending. Asking Tom.",
    [("email_send", {"from": "site114-regulatory@lakeshorecardio.org", "to": ["tom.becker@meridiancro.com"],
                     "cc": ["dana.whitfield@lakeshorecardio.org"],
                     "subject": "VLX-302 Site 114 — classification of PD-114-031 (114-017 late SAE)",
                     "body": "Hi Tom,\n\nFollowing up on IMV #6 finding F-04. Could you let us know whether Velora has classified PD-114-031 (late SAE submission, subject 114-017) as important? "
                             "Under our SOP-REG-014 we report important deviations to Northstar IRB within 10 working days of learning the classification, so we'd like to plan for it.\n\n"
                             "Also FYI: temperature excursion TE-114-0047-01 was filed this morning for shipment SHP-114-0047; kits are quarantined.\n\nThanks,\nDana Whitfield (sent by SiteOps)"})],
    ["OK sent | message-id <20260303.104417.5521@lakeshorecardio.org> | to tom.becker@meridiancro.com | cc dana.whitfield@lakeshorecardio.org"])

c.model(
    "**Short answer:** only if Velora classifies it as important. Our SOP-REG-014 §5.3 says deviations go to Northstar when they're sponsor-classified important/major, eliminate an immediate hazard, or are serious/continuing non-compliance. Our SOP allows 10 working days, but Northstar's manual (HRP-103 §12) says **5 business days** and the shorter one wins — so if it's classified important, the RNI is due within 5 business days of hearing. The SAE itself already went to Velora.\n\n"
    "PD-114-031's classification is still pending, so I e-mailed Tom (cc you) to ask. Noted the rule: **all sponsor contact goes through Tom, never the medical monitor directly.**")

u_capa = c.user("OK, findings. Draft CAPA entries for F-01 through F-07 and create the follow-up tasks. For F-01 we re-consent 114-006 at her next visit. Check what's actually booked for her.")

c.step("Checking 114-006's next visit and the open query list for F-05.", [
    ("scheduler_visit_list", {"subject_id": "114-006", "from": "2026-03-03", "to": "2026-06-30"}),
    ("edc_query_list", {"study_id": "VLX-302", "site_id": "114", "status": "open", "sort": "age_desc"}),
], [
    "Subject 114-006 (R-30262) | Day 1 2025-07-02 | ICF on file: v3.0 signed 2025-06-12 | Sub-I R. Osei\n"
    "Past visits: Week 2 2025-07-16, Week 4 2025-07-31, Week 8 2025-08-27, Week 12 2025-09-24, Week 24 2025-12-16, Unscheduled 2026-01-14 (dose check, K+ 5.2)\n"
    "Upcoming visits:\n  VIS-87702 | Week 36 | 2026-03-11 (Wed) 10:30 | Exam 2 | CRC J. Ortiz | Investigator R. Osei | status BOOKED | transport: self\n  Week 52 | target 2026-07-01 | not booked\n"
    "Flags: ICF version superseded (v3.0 < v4.0) — re-consent required at next visit.",
    queries(),
])

c.model(
    "## Draft CAPA plan — MVR-114-06\n\n"
    "| # | Root cause (draft) | Corrective | Preventive | Owner | Due |\n|---|---|---|---|---|---|\n"
    "| F-01 | v4.0 re-consent list not checked at visit prep | Re-consent 114-006 on ICF v4.0 at **Week 36, Wed Mar 11 10:30** (VIS-87702); NTF; PD | ICF-version check added to visit-prep checklist | J. Ortiz / R. Osei | 2026-03-11 |\n"
    "| F-02 | Delegation log updated after task start | NTF, PD for 114-012 PE 2026-01-19 | Delegation must be initialled before first task; Elena's new tasks wait for DLI-3390 | D. Whitfield | 2026-03-12 |\n"
    "| F-03 | Logger LG-2281 battery failure over the weekend | Replace battery; NTF; send IP impact assessment to Velora | Add Monday logger check | K. Liu | 2026-03-09 |\n"
    "| F-04 | SAE awareness 2026-02-09 (phone call not logged to PI) | NTF for PD-114-031 | SAE awareness retraining; phone log reviewed daily | R. Osei / J. Ortiz | 2026-03-12 |\n"
    "| F-05 | Query backlog — no weekly review (repeat) | Close 14 queries (Ortiz 8, Hale 5, Osei 1) | Weekly query huddle, Tuesdays | J. Ortiz | 2026-03-10 |\n"
    "| F-06 | Transcription error | Correct 114-016 Wk 8 BP in EDC to 132/84 | 10% second-person transcription check | M. Hale | 2026-03-06 |\n"
    "| F-07 | Training tracker not monitored | Updated CV + GCP for M. Feld | Monthly expiry report to site manager | D. Whitfield | 2026-03-12 |\n\n"
    "4 days late on F-04 counts from awareness 02-09 to submission 02-13. Shall I create these?")

u_corr = c.user(
    "Two corrections before you create them. Awareness for 017's SAE was Feb 10, not Feb 9 — the daughter called Tuesday the 10th, the 9th is just when "
    "he was admitted. So three days late, not four; fix the root cause text. And on F-03 don't put the battery down as a root cause — facilities is still "
    "checking whether the logger on PH-FR-02 got unplugged during the weekend floor cleaning. Leave the root cause as under investigation. Otherwise fine, create them.")

m_capa, t_capa = c.step("Creating the seven CAPAs with your corrections, plus the tasks.", [
    ("capa_batch_create", {"source": "MVR-114-06", "study_id": "VLX-302", "site_id": "114", "items": [
        {"finding": "F-01", "severity": "Major", "root_cause": "Re-consent list for ICF v4.0 not checked during visit preparation",
         "corrective": "Re-consent 114-006 on ICF v4.0 at Week 36 visit 2026-03-11 (VIS-87702); note to file; PD entry", "preventive": "ICF version check on visit-prep checklist", "owner": "Jasmine Ortiz", "due": "2026-03-11"},
        {"finding": "F-02", "severity": "Major", "root_cause": "Delegation log entry initialled after first task performance",
         "corrective": "Note to file and PD for 114-012 Week 12 PE 2026-01-19", "preventive": "No task before PI initials; enforced via DLI workflow", "owner": "Dana Whitfield", "due": "2026-03-12"},
        {"finding": "F-03", "severity": "Minor", "root_cause": "UNDER INVESTIGATION — facilities checking whether logger LG-2281 on PH-FR-02 was unplugged during weekend floor cleaning",
         "corrective": "Document gap 2026-02-07 18:00 to 2026-02-09 07:40; IP impact assessment to Velora via CRA", "preventive": "TBD after root cause", "owner": "Kevin Liu", "due": "2026-03-09"},
        {"finding": "F-04", "severity": "Major", "root_cause": "SAE awareness 2026-02-10 (daughter's phone call) not escalated same day; submitted 2026-02-13, 3 days late",
         "corrective": "Note to file for PD-114-031", "preventive": "SAE awareness retraining; daily phone-log review by CRC", "owner": "Raymond Osei", "due": "2026-03-12"},
        {"finding": "F-05", "severity": "Minor", "root_cause": "No scheduled query review (repeat finding)",
         "corrective": "Resolve 14 queries > 30 days", "preventive": "Weekly query huddle (Tuesdays)", "owner": "Jasmine Ortiz", "due": "2026-03-10"},
        {"finding": "F-06", "severity": "Minor", "root_cause": "Transcription error", "corrective": "Correct 114-016 Week 8 BP in EDC to 132/84 mmHg per source",
         "preventive": "10% second-person transcription check", "owner": "Marcus Hale", "due": "2026-03-06"},
        {"finding": "F-07", "severity": "Minor", "root_cause": "Training/CV expiry not monitored", "corrective": "Updated CV and GCP certificate for Mark Feld, MD",
         "preventive": "Monthly expiry report to site manager", "owner": "Dana Whitfield", "due": "2026-03-12"}]}),
    ("task_create", {"assignee": "jasmine.ortiz@lakeshorecardio.org", "title": "Re-consent 114-006 on current ICF at Week 36 (VIS-87702, 2026-03-11 10:30)",
                     "due": "2026-03-11", "links": ["CAPA F-01", "VIS-87702"],
                     "description": "Use the IRB-approved ICF current on the visit date. If Amendment 4 were approved before then, use v5.0 instead. Dr. Osei to sign; file NTF."}),
    ("task_create", {"assignee": "kevin.liu@lakeshorecardio.org", "title": "F-03: get facilities finding on PH-FR-02 logger gap and draft IP impact note",
                     "due": "2026-03-09", "links": ["CAPA F-03"], "description": "Root cause still open (possible unplugging during weekend floor cleaning). Do not record a root cause until facilities confirms."}),
], [
    "OK 7 CAPA records created (source MVR-114-06)\n"
    "  CAPA-114-2026-011 F-01 Major owner J. Ortiz due 2026-03-11\n  CAPA-114-2026-012 F-02 Major owner D. Whitfield due 2026-03-12\n"
    "  CAPA-114-2026-013 F-03 Minor owner K. Liu due 2026-03-09 (root cause: UNDER INVESTIGATION)\n  CAPA-114-2026-014 F-04 Major owner R. Osei due 2026-03-12\n"
    "  CAPA-114-2026-015 F-05 Minor owner J. Ortiz due 2026-03-10\n  CAPA-114-2026-016 F-06 Minor owner M. Hale due 2026-03-06\n  CAPA-114-2026-017 F-07 Minor owner D. Whitfield due 2026-03-12\n"
    "Effectiveness check scheduled: IMV #7.\n\n"
    "Linked records created automatically:\n"
    "  PD-114-034 (F-01 re-consent not performed at 2 visits, 114-006) — category: informed consent — classification: pending sponsor\n"
    "  PD-114-035 (F-02 task before delegation, 114-012 Week 12 PE) — category: delegation — classification: pending sponsor\n"
    "  NTF-114-2026-007 .. NTF-114-2026-010 drafted (F-01, F-02, F-03, F-04) — awaiting PI signature\n"
    "CAPA tracker summary for site 114: open 7 (Major 3, Minor 4) | overdue 0 | closed in last 12 months 9 | repeat findings flagged: F-05 (query aging, IMV #5 and IMV #6)\n"
    "Reminder rules: owners e-mailed 3 days before due date; site manager digest every Monday 07:00.",
    "OK task TSK-22817 created for jasmine.ortiz@lakeshorecardio.org, due 2026-03-11",
    "OK task TSK-22818 created for kevin.liu@lakeshorecardio.org, due 2026-03-09",
])

c.model(
    "Done — **CAPA-114-2026-011 … -017** created (one per finding), with your corrections:\n\n"
    "- **F-04**: awareness **2026-02-10**, submitted 2026-02-13 → **3 days late**.\n"
    "- **F-03**: root cause left as *under investigation* (facilities checking whether the PH-FR-02 logger was unplugged during floor cleaning).\n\n"
    "Tasks: **TSK-22817** (Jasmine — re-consent 114-006 at Week 36, Wed Mar 11) and **TSK-22818** (Kevin — F-03 facilities follow-up, due Mar 9).\n\n"
    "The written response to Tom is due **2026-03-12**; I can draft it from these CAPAs once the QA and PD answers come in.")

u_inbox = c.user("Check the regulatory inbox — QA should have come back on the excursion by now, and maybe Tom on the PD.")

m_inbox, t_inbox = c.step("Searching the inbox.", [
    ("email_inbox_search", {"mailbox": "site114-regulatory@lakeshorecardio.org", "query": "TE-114-0047-01 OR PD-114-031 OR \"IMV #7\" OR PH-FR-02", "since": "2026-03-03", "limit": 10}),
], [
    "Results: 4 messages\n\n"
    "[1] From: Tom Becker <tom.becker@meridiancro.com>\n    Date: 2026-03-03 15:52 CST\n    Subject: FW: Excursion assessment TE-114-0047-01 — SHP-114-0047\n"
    "    Body: Dana — forwarding Velora QA's decision below. ---- Forwarded (Velora Quality Assurance, qa.clinical@velora-tx.com, 2026-03-03 15:30): "
    "Assessment of TE-114-0047-01. Cumulative allowable excursion for velnacept kits (lot VX24-118) is 72 h at ≤ 25 °C per stability report STB-VX-0192. "
    "Primary logger TT4-7730198 max 11.2 °C for 2h 40m — within allowance. However the courier's secondary probe in carton B (position B-top) recorded 14.8 °C for 55 min, "
    "with the failed gel pack adjacent to kits 50331-50334. Decision: kits 50311-50330 (20) are RELEASED for use; excursion allowance consumed recorded in IWRS. "
    "Kits 50331-50334 (4) are NOT acceptable: do not dispense, return to depot for destruction using an IWRS return request. Replacement kits will be added to the next resupply automatically.\n"
    "    Kit-level assessment:\n      50311 | carton A | A | 11.2 °C max | RELEASE\n      50312 | carton A | A | 11.2 °C max | RELEASE\n      50313 | carton A | A | 11.2 °C max | RELEASE\n      50314 | carton A | A | 11.2 °C max | RELEASE\n      50315 | carton A | A | 11.2 °C max | RELEASE\n      50316 | carton A | A | 11.2 °C max | RELEASE\n      50317 | carton A | A | 11.2 °C max | RELEASE\n      50318 | carton A | A | 11.2 °C max | RELEASE\n      50319 | carton A | A | 11.2 °C max | RELEASE\n      50320 | carton A | A | 11.2 °C max | RELEASE\n      50321 | carton A | A | 11.2 °C max | RELEASE\n      50322 | carton A | A | 11.2 °C max | RELEASE\n      50323 | carton B | B-mid | 11.2 °C max | RELEASE\n      50324 | carton B | B-mid | 11.2 °C max | RELEASE\n      50325 | carton B | B-mid | 11.2 °C max | RELEASE\n      50326 | carton B | B-mid | 11.2 °C max | RELEASE\n      50327 | carton B | B-mid | 11.2 °C max | RELEASE\n      50328 | carton B | B-mid | 11.2 °C max | RELEASE\n      50329 | carton B | B-mid | 11.2 °C max | RELEASE\n      50330 | carton B | B-mid | 11.2 °C max | RELEASE\n      50331 | carton B | B-top | 14.8 °C max | REJECT\n      50332 | carton B | B-top | 14.8 °C max | REJECT\n      50333 | carton B | B-top | 14.8 °C max | REJECT\n      50334 | carton B | B-top | 14.8 °C max | REJECT\n"
    "    Excursion allowance remaining for released kits: 69h 20m. Record in pharmacy accountability log; no label change required.\n\n"
    "[2] From: Tom Becker <tom.becker@meridiancro.com>\n    Date: 2026-03-03 16:10 CST\n    Subject: RE: VLX-302 Site 114 — classification of PD-114-031 (114-017 late SAE)\n"
    "    Body: Hi Dana, I've passed PD-114-031 to the medical monitor for classification; they review PDs weekly and I expect an answer by Mar 9. I'll tell you as soon as I hear. "
    "Two other things: (1) I have to move IMV #7 — can we do Thursday March 26 instead of the 24th? Same two days, 26-27. (2) Good news — given your screening pipeline, "
    "Velora has raised Site 114's enrollment target from 14 to 16 randomized (CTA addendum 3 will follow from contracts). Tom\n\n"
    "[3] From: Facilities Work Orders <facilities@lakeshorecardio.org>\n    Date: 2026-03-03 14:02 CST\n    Subject: WO-55817 Pharmacy fridge PH-FR-02 logger — update\n"
    "    Body: Technician inspected outlet and logger LG-2281. No fault found on outlet; cleaning contractor log for 2026-02-07 not yet received. Status: OPEN, awaiting contractor records.\n\n"
    "[4] From: Northstar IRB Submissions <submissions@northstarirb.org>\n    Date: 2026-03-03 12:00 CST\n    Subject: Weekly digest\n    Body: No new determinations for your studies this week.\n\n"
    "[5] From: Covance Central Lab Results <results@centrallab-portal.com>\n    Date: 2026-03-03 13:17 CST\n    Subject: VLX-302 Site 114 — results available: 114-020, 114-022\n"
    "    Body: Accession 7741-0219 (114-020): NT-proBNP 1,284 pg/mL; K+ 4.6 mmol/L; eGFR 51. Accession 7741-0233 (114-022): NT-proBNP 2,010 pg/mL; K+ 5.1 mmol/L; eGFR 38. No alert values. Investigator review required in portal.\n\n"
    "[6] From: Priya Nandakumar <priya.nandakumar@lakeshorecardio.org>\n    Date: 2026-03-03 11:02 CST\n    Subject: Handover notes\n"
    "    Body: Dana, for whoever takes my VLX-302 patients: 114-018 is anxious about the Week 8 draw (hard stick, use butterfly); 114-007 prefers afternoon visits; 114-020's labs should come back this week. "
    "I'm happy to do a handover call with Elena on Thursday. My last clinical day is the 13th, but I'm on PTO the 12th.\n\n"
    "[7] From: Contracts Office <contracts@lakeshorecardio.org>\n    Date: 2026-03-03 10:20 CST\n    Subject: VLX-302 invoice Q4 paid\n"
    "    Body: Velora remittance received for Q4 2025 visits ($48,215.00). Screen-failure payments capped at 1:1 ratio per CTA; 2 screen-fail visits not reimbursed.",
])

c.model(
    "## Inbox update\n\n"
    "**1. Excursion TE-114-0047-01 — Velora QA decided (via Tom):**\n"
    "- Kits **50311-50330 (20) released** — the 2h 40m at max 11.2 °C is within the 72 h ≤ 25 °C allowance (STB-VX-0192).\n"
    "- Kits **50331-50334 (4) rejected** — carton B's secondary probe hit 14.8 °C for 55 min next to the failed gel pack. Return to depot for destruction via IWRS; replacements come with the next resupply.\n\n"
    "**2. PD-114-031** — with the medical monitor; Tom expects the classification **by Mar 9**. Until then we don't know if Northstar needs an RNI.\n\n"
    "**3. Tom's other news:**\n- IMV #7 moves to **Thursday March 26–27** (from the 24th) — he's asking if that works.\n- Velora raised our enrollment target **from 14 to 16** randomized (CTA addendum 3 to follow).\n\n"
    "**4. PH-FR-02 (WO-55817)** — facilities found no outlet fault; still waiting for the cleaning contractor's log. F-03 root cause stays open.\n\n"
    "Shall I update IWRS — release 50311-50330 and raise the return for 50331-50334?")

u_yes = c.user("yes")

m_rel, t_rel = c.step(None, [
    ("iwrs_kit_status_update", {"shipment_id": "SHP-114-0047", "kits": "50311-50330", "new_status": "Available",
                                "reason": "Released by Velora QA per TE-114-0047-01 (2026-03-03)", "performed_by": "Kevin Liu, PharmD"}),
    ("iwrs_kit_status_update", {"shipment_id": "SHP-114-0047", "kits": "50331-50334", "new_status": "Damaged - Do Not Use",
                                "reason": "Rejected by Velora QA per TE-114-0047-01 (secondary probe 14.8 °C)", "performed_by": "Kevin Liu, PharmD"}),
    ("iwrs_return_create", {"site_id": "114", "kits": "50331-50334", "reason": "Temperature excursion — QA rejected (TE-114-0047-01)",
                            "destination": "Velora depot Memphis", "pickup_window": "2026-03-05 AM", "contact": "kevin.liu@lakeshorecardio.org"}),
], [
    "OK 20 kits updated\n  50311-50330: status was Quarantined now Available\n  excursion time recorded against kits: 2h 40m (allowance remaining 69h 20m)\n  site available inventory: was 6 now 26",
    "OK 4 kits updated\n  50331-50334: status was Quarantined now Damaged - Do Not Use",
    "OK return RTN-114-0193 created | 4 kits (50331-50334) | courier pickup booked 2026-03-05 08:00-12:00 | shipping label and return form emailed to kevin.liu@lakeshorecardio.org | status: Awaiting pickup",
])

c.model(
    "Done.\n\n| Kits | Was | Now |\n|---|---|---|\n| 50311-50330 (20) | Quarantined | **Available** |\n| 50331-50334 (4) | Quarantined | **Damaged – Do Not Use** → return **RTN-114-0193** |\n\n"
    "- Available inventory: **26 kits** (6 × VX24-097 + 20 × VX24-118).\n"
    "- Courier pickup for RTN-114-0193 **Thu Mar 5, 08:00–12:00**; Kevin has the label. Those 4 kits must stay segregated until then.\n\n"
    "I haven't replied to Tom about March 26 yet — want me to confirm it?")

u_021 = c.user(
    "Hold that, I'll check Osei's calendar first. Good news meanwhile: 114-021's echo read came back — LVEF 32%, Dr. Osei signed off eligibility. "
    "Book her Day 1 / randomization for Friday March 6, 9:30, with Jasmine, and update the log.")

m_021, t_021 = c.step("Booking Day 1 and updating the screening log.", [
    ("ctms_subject_update", {"subject_id": "114-021", "field": "status", "value": "Eligible - pending randomization",
                             "note": "Screening echo LVEF 32% (≤ 40%); eligibility confirmed by R. Osei 2026-03-03."}),
    ("scheduler_visit_create", {"subject_id": "114-021", "visit": "Day 1 / Randomization", "date": "2026-03-06", "time": "09:30",
                                "staff": ["Jasmine Ortiz", "Raymond Osei"], "room": "Exam 2", "duration_min": 180,
                                "notes": "Randomize in IWRS; dispense kit from available stock; protocol v4.0 applies (no Day 14 lab unless v5.0 implemented before Day 1)."}),
], [
    "OK subject 114-021 updated\n  status: was In screening now Eligible - pending randomization\n  screening log totals: in screening was 4 now 3; eligible pending randomization 1\n\n"
    "Eligibility checklist snapshot (protocol v4.0) — 114-021 (init L.Z.), ICF v4.0 signed 2026-02-17\n"
    "IN1  Age >= 18 years ................................ MET (67 y)\n"
    "IN2  LVEF <= 40% within 12 months (screening echo) ... MET (32%, echo 2026-03-02, read 2026-03-03 by T. Brooks / over-read R. Osei)\n"
    "IN3  NYHA class II-IV ............................... MET (III)\n"
    "IN4  NT-proBNP >= 600 pg/mL (>= 900 if AF) .......... MET (1,760 pg/mL, sinus rhythm)\n"
    "IN5  Stable GDMT >= 4 weeks ......................... MET (sacubitril/valsartan 97/103 mg BID, carvedilol 25 mg BID, spironolactone 25 mg)\n"
    "IN6  Hospitalization for HF within 12 months ........ MET (2025-10-22)\n"
    "EX1  Acute decompensated HF at screening ............ NOT MET\n"
    "EX4  SBP < 95 or > 160 mmHg ......................... NOT MET (118/72)\n"
    "EX6  K+ > 5.0 mmol/L ................................ NOT MET (4.7)\n"
    "EX9  eGFR < 30 mL/min/1.73m2 ........................ NOT MET (44)\n"
    "EX11 Uncontrolled hypertension ...................... NOT MET\n"
    "EX13 Prior SGLT2i intolerance ....................... NOT MET (on dapagliflozin 10 mg, tolerated)\n"
    "EX15 Pregnancy / childbearing potential without contraception ... N/A (post-menopausal)\n"
    "Investigator sign-off: R. Osei 2026-03-03 11:58 | Screening window closes 2026-03-16 (Day -28 from ICF +27)",
    "OK visit VIS-88390 created | 114-021 | Day 1 / Randomization | 2026-03-06 09:30-12:30 | Exam 2 | J. Ortiz, R. Osei | IWRS randomization slot reserved | reminder SMS queued 2026-03-05 10:00",
])

c.model(
    "Done.\n\n- **114-021**: *Eligible – pending randomization* (LVEF 32%, eligibility confirmed by Dr. Osei).\n"
    "- Day 1 booked: **Fri 2026-03-06 09:30**, Exam 2, Jasmine + Dr. Osei (**VIS-88390**). Kit comes from the 26 available.\n\n"
    "Once she's randomized you're at **12 / 16**. Protocol v4.0 applies to her Day 1 — no Day 14 lab, since v5.0 can't be implemented before the March 16 board.")

u_009 = c.user(
    "Actually, I've been thinking about 114-009. If Northstar approves on the 16th and we implement right away, Monday the 23rd is outside ±3 and we eat a deviation "
    "— on top of everything Tom already found. Move him to Wednesday the 18th after all. I called the daughter, she can swing a Wednesday that one week.")

m_009, t_009 = c.step("Moving 114-009's Week 12.", [
    ("scheduler_visit_update", {"subject_id": "114-009", "visit": "Week 12", "visit_id": "VIS-88104", "new_date": "2026-03-18", "time": "10:00",
                                "reason": "Keep Week 12 within ±3 d in case Amendment 4 is implemented after the 2026-03-16 IRB board; caregiver confirmed Wednesday availability."}),
    ("ctms_note_add", {"subject_id": "114-009", "category": "visit_planning",
                       "note": "Supersedes N-114-009-0041: Week 12 moved from 2026-03-23 to 2026-03-18 (+1 d) to satisfy both v4.0 and v5.0 windows. Caregiver (daughter) confirmed.",
                       "author": "SiteOps for D. Whitfield"}),
], [
    "OK visit VIS-88104 updated | subject 114-009 | Week 12\n  date: was 2026-03-23 (Mon) now 2026-03-18 (Wed) 10:00, Exam 1\n  deviation from target: was +6 d now +1 d\n  conflicts: none (R. Osei clinic 08:00-12:00)\n  IWRS visit forecast updated",
    "OK note N-114-009-0044 added to subject 114-009 (category visit_planning).",
])

c.model(
    "Done. **114-009** Week 12: **Mon Mar 23 → Wed Mar 18, 10:00** (VIS-88104, +1 d from target — inside both the ±7 and ±3 windows). "
    "Note N-114-009-0044 supersedes the earlier one.\n\nBoth booked Week 12 visits (009 and 014) are now safe whichever protocol version is in effect.")

u_wrap = c.user(
    "Osei's calendar is clear on the 26th and 27th. Reply to Tom that IMV #7 on March 26 works, and tell him about the excursion outcome and the 1572 coming. "
    "Then give me a handover list of what's still open — I'm out tomorrow afternoon and Jasmine will pick up.")

m_final_mail, t_final_mail = c.step(None, [
    ("email_send", {"from": "site114-regulatory@lakeshorecardio.org", "to": ["tom.becker@meridiancro.com"], "cc": ["dana.whitfield@lakeshorecardio.org", "jasmine.ortiz@lakeshorecardio.org"],
                    "subject": "RE: VLX-302 Site 114 — IMV #7 dates, excursion, 1572",
                    "body": "Hi Tom,\n\nIMV #7 on Thursday March 26-27 works for us; Dr. Osei is available both days.\n\n"
                            "Excursion TE-114-0047-01: kits 50311-50330 released in IWRS; kits 50331-50334 set to Damaged and returned under RTN-114-0193 (pickup Mar 5).\n"
                            "1572: Dr. Nandakumar leaves on March 13; draft FDA1572-114-v7 is with Dr. Osei for signature and we will send the signed copy through you. Dr. Elena Ruiz takes over her subjects (DL rev 14).\n"
                            "Amendment 4: submission NSIRB-SUB-558120 going to the March 16 board (new deadline March 5).\n"
                            "We'll wait for the PD-114-031 classification you expect by Mar 9.\n\nThanks,\nDana (sent by SiteOps)"}),
], [
    "OK sent | message-id <20260303.163925.5588@lakeshorecardio.org> | to tom.becker@meridiancro.com | cc dana.whitfield@lakeshorecardio.org, jasmine.ortiz@lakeshorecardio.org",
])

c.model(
    "Sent to Tom (cc you and Jasmine): **IMV #7 confirmed Thu March 26–27**, excursion outcome, 1572 and Amendment 4 status.\n\n"
    "# Handover — Site 114, VLX-302 (as of Tue 2026-03-03 16:40)\n\n"
    "## Deadlines\n"
    "| When | What | Who |\n|---|---|---|\n"
    "| **Wed Mar 4, 5 PM** | Dr. Osei signs **ES-20931** (PI attestation + ICF v5.0); also initial **DLI-3390** and sign **FDA1572-114-v7** | R. Osei |\n"
    "| **Thu Mar 5, before 5 PM CT** | Submit **NSIRB-SUB-558120** to Northstar (board **Mar 16**) | Dana / Jasmine |\n"
    "| Thu Mar 5 AM | Courier pickup of RTN-114-0193 (kits 50331-50334) | K. Liu |\n"
    "| Fri Mar 6 09:30 | 114-021 Day 1 / randomization (VIS-88390) | J. Ortiz |\n"
    "| Wed Mar 11 10:30 | Re-consent 114-006 at Week 36 (TSK-22817) | J. Ortiz |\n"
    "| **Thu Mar 12** | Written response to MVR-114-06 with CAPA-114-2026-011…017 | Dana |\n"
    "| Fri Mar 13 | Priya's last day | — |\n"
    "| Thu Mar 26–27 | IMV #7 | Tom |\n\n"
    "## Open issues\n"
    "- **PD-114-031** classification — Tom expects it by Mar 9. If *important* → RNI to Northstar within 5 business days (HRP-103 §12, shorter than SOP-REG-014's 10).\n"
    "- **F-03 root cause** (PH-FR-02 gap) — WO-55817 still waiting on the cleaning contractor's log; TSK-22818 with Kevin.\n"
    "- **Mark Feld** — GCP expired, CV outdated (F-07); you're talking to him.\n\n"
    "## Key state\n"
    "- Enrollment: 11 randomized (12 after Friday), target **16**.\n"
    "- IP: 26 kits available; 4 awaiting return.\n"
    "- Week 12: 114-009 → **Mar 18**, 114-014 → **Apr 1** — both inside ±3.\n"
    "- Sponsor contact only via Tom — never the medical monitor directly.")

# ---------------------------------------------------------------- labels
L = c.label
L("user_goal", "Close or CAPA every IMV #6 finding before the next monitoring visit to stay off Velora's Quality Watch list, while keeping enrollment moving", ["IMV #6", "Quality Watch"], expect=u_goal)
L("user_goal", "Constraint: never email the sponsor's medical monitor directly; all sponsor communication goes through CRA Tom Becker", ["medical monitor directly"], expect=u_side)
L("fact", "Amendment 4 (protocol v5.0) narrows the Week 12 window from ±7 to ±3 days; cannot be implemented before Northstar IRB approval; sponsor target implementation 2026-04-15", ["±3 days", "2026-04-15"])
L("fact", "Shipment SHP-114-0047 temperature excursion: logger TT4-7730198 max 11.2 °C, 2h 40m above 8 °C", ["TT4-7730198", "2h 40m"])
L("fact", "Mark Feld's GCP certificate expired 2026-02-15 and his CV is dated 2023-11-02 (F-07), so he cannot be delegated new tasks", ["Feld", "2026-02-15"])
L("fact", "114-017 SAE awareness was 2026-02-10 (daughter's call), submitted 2026-02-13: 3 days late (PD-114-031)", ["Feb 10", "three days late"], expect=u_corr)
L("fact", "114-021 screening echo LVEF 32%; eligibility confirmed by Dr. Osei", ["114-021", "LVEF 32%"], expect=u_021)
L("fact", "Velora raised Site 114 enrollment target to 16 randomized; IMV #7 moved to Thursday March 26-27", ["from 14 to 16", "March 26"], expect=t_inbox)
L("fact", "Northstar IRB: Panel B board moved to March 16; submission deadline Thursday March 5, 5:00 PM CT (Dr. Osei out that day)", ["March 16", "March 5, 5:00 PM"])
L("decision", "114-014 Week 12 moved to Wed 2026-04-01 (VIS-88213) to fit both ±7 and ±3 windows", ["VIS-88213", "2026-04-01"], expect=m_014)
L("decision", "114-009 Week 12 moved to Wed 2026-03-18 (VIS-88104) so it is inside ±3 days if Amendment 4 is implemented after the March 16 board", ["VIS-88104", "2026-03-18"], expect=m_009)
L("decision", "Elena Ruiz replaces Priya Nandakumar (last day 2026-03-13) as sub-I for 114-003/-007/-012/-018/-020; not Mark Feld", ["Elena Ruiz", "2026-03-13"], expect=m_deleg)
L("decision", "Velora QA: kits 50311-50330 released to Available; kits 50331-50334 rejected and returned under RTN-114-0193", ["50311-50330", "RTN-114-0193"], expect=t_rel)
L("decision", "F-03 CAPA root cause recorded as under investigation (possible unplugged logger), not battery; F-04 root cause uses awareness 2026-02-10", ["CAPA-114-2026-013", "UNDER INVESTIGATION"], expect=t_capa)
L("decision", "114-021 Day 1 / randomization booked Fri 2026-03-06 09:30 (VIS-88390)", ["VIS-88390"], expect=t_021)
L("decision", "IMV #7 confirmed with Tom for Thursday March 26-27", ["IMV #7 on Thursday March 26"], expect=m_final_mail)
L("pending_action", "Dr. Osei to sign e-signature envelope ES-20931 by Wed 2026-03-04 5 PM, then submit NSIRB-SUB-558120 before Thu March 5 5 PM CT", ["ES-20931", "NSIRB-SUB-558120"])
L("pending_action", "Re-consent 114-006 at Week 36 visit 2026-03-11 10:30 (VIS-87702, task TSK-22817)", ["TSK-22817", "114-006"], expect=t_capa)
L("pending_action", "Dr. Osei to initial DLI-3390 (Elena Ruiz tasks) and sign 1572 draft FDA1572-114-v7, then send to sponsor via Tom", ["DLI-3390", "FDA1572-114-v7"], expect=t_deleg)
L("pending_action", "Written response to MVR-114-06 with CAPAs due to Tom by 2026-03-12", ["MVR-114-06", "2026-03-12"])
L("open_issue", "PD-114-031 importance classification pending with medical monitor (expected by Mar 9); if important, RNI to Northstar within 5 business days (Northstar HRP-103 is stricter than SOP-REG-014)", ["PD-114-031", "by Mar 9"], expect=t_inbox)
L("open_issue", "F-03 root cause of PH-FR-02 logger gap unknown: facilities WO-55817 awaiting cleaning contractor log (possibly unplugged)", ["WO-55817", "PH-FR-02"], expect=t_inbox)
L("reference", "CRA Tom Becker, tom.becker@meridiancro.com (all sponsor communication)", ["tom.becker@meridiancro.com"])
L("reference", "Excursion report TE-114-0047-01 for shipment SHP-114-0047", ["TE-114-0047-01", "SHP-114-0047"])
L("reference", "CAPA records CAPA-114-2026-011 to -017 for IMV #6 findings", ["CAPA-114-2026-011"], expect=t_capa)

S = c.stale_item
S("Northstar submission deadline March 10 / board March 19 (moved to deadline March 5, board March 16)", ["March 10"], at=c.first_index(["March 5, 5:00 PM"]))
S("114-014 Week 12 booked 2026-03-27 (moved to 2026-04-01)", ["114-014", "2026-03-27"], at=m_014)
S("114-009 Week 12 kept on 2026-03-23 (moved to 2026-03-18)", ["114-009", "2026-03-23"], at=u_009)
S("Mark Feld to take over Priya's subjects (replaced by Elena Ruiz)", ["Mark Feld", "take over"], at=u_elena)
S("SAE awareness 2026-02-09 / 4 days late (corrected to 2026-02-10, 3 days late)", ["2026-02-09"], at=u_corr)
S("Next IMV on March 24 (moved to March 26)", ["March 24"], at=t_inbox)
S("Site enrollment target 14 (raised to 16)", ["target of 14"], at=t_inbox)
S("Kits 50311-50334 all quarantined (20 released, 4 rejected)", ["50311-50334", "Quarantined"], at=m_rel)

c.dump("/work/blind17/out/blind-clinical-trial-site-coordination.json")

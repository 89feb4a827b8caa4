"""Generator: blind-biotech-ind-submission (English). Deterministic; run with python3."""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from convkit import Conv  # noqa: E402
import bio_tables as T  # noqa: E402
from bio_minutes import MINUTES  # noqa: E402

OUT = "/work/blind23/out/blind-biotech-ind-submission.json"

SYSTEM = """You are RegOps, the regulatory operations assistant for Corvane Bio, Inc. (Cambridge, MA). You work for the Regulatory Affairs team and act through tools:
- vault_* : the document management system (controlled documents, versions, lifecycle states)
- ectd_* : the eCTD publishing tool (applications, sequences, leaves, builds, validation)
- email_* : the user's mailbox and sending on the team's behalf
- tasks_* : the project task tracker
- cro_portal_* : contract research organization portals (study records, documents, messages)
Company SOP RA-SOP-014 applies: only Regulatory Operations transmits submissions to FDA, through the ESG, after the RA lead signs. Keep answers concise, show ids for anything you change, and say clearly when something is an assumption. Dates are US Eastern. The user's client supplies today's date: Wednesday 2025-03-19."""


def build():
    c = Conv("blind-biotech-ind-submission",
             "CVB-217 initial IND: sequence 0000 slips two weeks, dog tox amendment, pre-IND minutes cut the starting dose",
             SYSTEM)

    # ---------------------------------------------------------------- turn 1
    c.user("""Hi — Dana here (RA lead). I need help pulling the CVB-217 initial IND together.

Context: CVB-217 is our oral LPA1 antagonist for IPF. First-in-human is a SAD/MAD in healthy adults, protocol CVB217-101, at Northbridge Clinical Research. The pre-IND (Type B) meeting was Feb 20 under PIND 162345; we're still waiting on the official minutes. The plan is to submit sequence 0000 on April 14.

What I want today: a real status of every module in the sequence and in the tracker, where the gaps are, and then start chasing them.

Two ground rules:
1. Nothing goes to FDA — not even an informal email to the RPM — without my sign-off.
2. We do NOT email Veritox staff directly. Everything with Veritox goes through VeriLink, their portal. It's in the MSA and they've already complained once.""", name="u1")

    c.model("I'll pull sequence 0000 as it stands in the publishing tool and the open IND tasks from the tracker.",
            [("ectd_get_sequence", {"application_id": "APP-CVB217-IND", "sequence": "0000",
                                    "include": ["leaves", "section_owners", "planned_dates", "build_status"]}),
             ("tasks_list", {"project": "CVB-217 IND", "status": ["open", "in_progress", "blocked"],
                             "sort": "due_date", "limit": 50})], name="m2")
    c.tool([T.toc_output() + T.hyperlink_output() + T.audit_trail(), T.tasks_output_full()], name="t3")

    c.model("""## Sequence 0000 — status as of today (Wed Mar 19)

**Planned submission: April 14** via ESG, publishing freeze April 7. The last draft build (#6, Mar 12) has never been validated.

### By module
| Module | Owner | Where it is | Gaps |
|---|---|---|---|
| **m1** Regional | you | meeting request + briefing package final; DMF 038871 LoA final | 1571 (VV-REG-00502) and 3674 still v0.1 drafts; cover letter v0.2; **m1.6.3 empty** (no minutes yet); IB Edition 1 still v0.9 |
| **m2** Summaries | you / Priya Raman | 2.6.1 final, 2.4 v0.6 in review, 2.6.2–2.6.6 drafts | **2.6.7 on hold** until the dog amendment lands (REG-114); 2.4 margins still use the v1.0 dog TK |
| **Module 3** CMC | Kevin Brandt | 5 of 16 leaves approved | **3.2.P.8.3 stability data is an empty placeholder**; 3.2.R batch record not placed; 1.12.14 categorical exclusion in review |
| **m4** Nonclinical | Priya Raman | rat VTX-4468 and dog VTX-4471 in as v1.0; safety pharm except hERG final | dog report **VV-REG-00412 is v1.0** — the TK amendment (REG-112) was due Mar 10 and is overdue; **hERG VTX-4490 is only a placeholder** (draft issued Mar 5, final forecast Apr 2) |
| **m5** Clinical | Farah / Jonah | protocol CVB217-101 v0.8 (VV-CLN-00133), ICF v0.6 | protocol still written around a **starting dose of 25 mg** and the 25–400 mg SAD from the briefing package |

### What I'd flag first
1. **REG-112 (dog amendment) is 9 days overdue** and blocks 2.6.7 and the margins table in 2.4. I don't see a revised date anywhere in the tracker.
2. **Module 3 is all on Kevin** — five open tasks (REG-131, -132, -133, -135, -136), most due in the next two weeks.
3. **The minutes.** Meeting was Feb 20, so FDA's 30-day window for minutes closes **Mar 22**. If the minutes touch the starting dose, the protocol, IB, 2.4 and the cover letter all move together, and that's the longest chain in the plan.
4. Publishing has 37 unresolved hyperlinks, almost all pointing at drafts or placeholders — expected at this stage, but REG-140 (hyperlinking) only starts after Priya's summaries are final.

Want me to check VeriLink for where the dog amendment actually stands? That's the date everything else hangs on.""", name="m4")

    # ---------------------------------------------------------------- turn 2
    c.user("""Yes, check VeriLink for the dog study.

Also — Kevin gave notice on Friday and today is his last day, he's not doing any more IND work. Module 3 goes to Marisol Ortega (marisol.ortega@corvanebio.com), effective now. Move all his open IND tasks to her and change the m3 section owner in the publishing tool.""", name="u5")

    c.model("On it — VeriLink first, then the reassignment in the tracker and the publishing tool.",
            [("cro_portal_get_study", {"portal": "VeriLink", "study_id": "VTX-4471",
                                       "include": ["summary", "milestones", "documents", "messages", "related_studies"]}),
             ("tasks_bulk_update", {"project": "CVB-217 IND",
                                    "filter": {"assignee": "kevin.brandt@corvanebio.com", "status": ["open", "in_progress", "blocked"]},
                                    "set": {"assignee": "marisol.ortega@corvanebio.com"},
                                    "comment": "Reassigned: Kevin Brandt leaves Corvane 2025-03-19. Module 3 (CMC) owner is now Marisol Ortega per Dana Whitfield."}),
             ("ectd_update_section_owner", {"application_id": "APP-CVB217-IND", "sequence": "0000", "section": "m3",
                                            "owner": "marisol.ortega@corvanebio.com",
                                            "reason": "Kevin Brandt departure; ownership transferred per RA lead (D. Whitfield)."})],
            name="m6")
    c.tool([
        """VeriLink — Study VTX-4471
Title: A 28-Day Oral (Gavage) Toxicity and Toxicokinetic Study of CVB-217 in Beagle Dogs with a 14-Day Recovery Period
GLP: yes (21 CFR Part 58)   Test facility: Veritox Labs, Ashland, OH
Sponsor: Corvane Bio, Inc.   Sponsor monitor: Priya Raman, PhD, DABT (Raman Tox Consulting)
Study Director: Hannah Ferris, PhD, DABT   QAU contact: Miguel Santos
Status: FINAL REPORT ISSUED (v1.0, 2025-01-31) — AMENDMENT 1 IN PROGRESS

Summary (from final report v1.0)
  Groups: 0 (vehicle), 3, 10, 30 mg/kg/day; 4/sex/group main + 2/sex/group recovery (control, high dose)
  NOAEL: 3 mg/kg/day
  Findings: emesis and soft/liquid feces at >= 10 mg/kg/day; gastric (fundic) mucosal hyperplasia, minimal-mild at 10, mild-moderate at 30 mg/kg/day; partial reversal at 30 mg/kg/day after recovery. No ECG changes (Day 1, Day 26).
  TK: see Amendment 1 note below.

Milestones
  milestone                                   | planned     | forecast/actual | status
  Dosing start                                | 2024-10-07  | 2024-10-07      | done
  Terminal necropsy                           | 2024-11-04  | 2024-11-04      | done
  Recovery necropsy                           | 2024-11-18  | 2024-11-18      | done
  Draft report                                | 2024-12-20  | 2024-12-19      | done
  Final report v1.0 (signed)                  | 2025-01-31  | 2025-01-31      | done
  Final report Amendment 1 (TK re-integration)| 2025-03-10  | 2025-03-21      | SLIPPED
      was: 2025-03-10   now: 2025-03-21   changed: 2025-03-14 09:12 by H. Ferris
      reason: Bioanalytical re-integration of Day 28 TK samples (BA phase VTX-4471-BA, analytical run 14, internal standard drift) requires a QAU re-audit of the BA report and of the TK section of the final report.

Documents (sponsor-visible)
  VTX-4471_Protocol_signed.pdf                          2024-09-30  v1.0
  VTX-4471_Protocol_Amendment1_signed.pdf               2024-10-15  v1.0
  VTX-4471_DraftReport.pdf                              2024-12-19  draft
  VTX-4471_28d_Dog_GLP_FinalReport_v1_signed_incl_appendices_1-9.pdf   2025-01-31  v1.0 (final)
  VTX-4471_Notice_of_Amendment.pdf                      2025-02-26  notice

Messages (latest 3)
  2025-03-14  Hannah Ferris (Study Director) -> Corvane Bio team
    "Dear Corvane team, as notified on Feb 26, we are issuing Amendment 1 to the final report of VTX-4471 to correct the Day 28 toxicokinetic values following re-integration of analytical run 14. The corrected TK tables will change Day 28 AUC0-24 and Cmax for the 3 and 10 mg/kg/day groups. We do not expect the NOAEL or the study conclusions to change. Because the BA report must be re-audited, the amended report is now forecast for March 21. We apologize for the delay. Kind regards, Hannah"
  2025-02-26  Hannah Ferris -> Corvane Bio team
    "Notice of intent to amend the final report (TK section). Details attached."
  2025-02-03  Priya Raman -> Hannah Ferris
    "Thanks for the final. Please confirm the electronic TK data will be provided as SEND datasets by end of month."

Related studies (program CVB-217 at Veritox)
  study    | type                            | status        | final report
  VTX-4468 | 28-day rat, GLP                 | final         | 2025-01-29
  VTX-4480 | Ames, GLP                       | final         | 2024-12-06
  VTX-4481 | in vitro micronucleus, GLP      | final         | 2024-12-18
  VTX-4490 | hERG patch clamp, GLP           | draft issued  | forecast 2025-04-02
  VTX-4493 | Irwin/FOB rat, GLP              | final         | 2025-01-24
  VTX-4494 | respiratory, rat, GLP           | final         | 2025-01-24
  VTX-4495 | CV telemetry, dog, GLP          | final         | 2025-02-07""" + T.verilink_history(),
        """tasks_bulk_update: matched 5, updated 5
id      | title | assignee was | assignee now | due
REG-131 | m3.2.S drug substance sections — final | Kevin Brandt | Marisol Ortega | 2025-03-28
REG-133 | m3.2.R executed batch record — redact and place | Kevin Brandt | Marisol Ortega | 2025-03-26
REG-132 | m3.2.P drug product sections — final | Kevin Brandt | Marisol Ortega | 2025-04-02
REG-135 | m1.12.14 categorical exclusion claim — final | Kevin Brandt | Marisol Ortega | 2025-03-31
REG-136 | CoA clinical DP lot + DS lot — final, into m3.2.S.4/m3.2.P.5 | Kevin Brandt | Marisol Ortega | 2025-03-28
comment added to all 5; watchers updated (kevin.brandt@corvanebio.com removed); notification sent to marisol.ortega@corvanebio.com""",
        """ectd_update_section_owner: OK
application: APP-CVB217-IND   sequence: 0000   section: m3 (and all child leaves, 16)
owner was: Kevin Brandt   owner now: Marisol Ortega
also updated: m1.4.4 (DMF 038871 LoA) and m1.12.14 leaf owners (were Kevin Brandt, matched by author)
audit: AUD-2025-03-19-0311"""], name="t7")

    c.model("""Done on the handover, and the dog study news isn't great.

**Module 3 → Marisol Ortega**
- 5 tasks moved to her (REG-131, -132, -133, -135, -136); due dates unchanged, Kevin removed as watcher.
- Publishing tool: m3 plus its 16 leaves, and the two m1 leaves Kevin authored (1.4.4 DMF LoA, 1.12.14 categorical exclusion), now show Marisol. Audit AUD-2025-03-19-0311.

**Dog study VTX-4471 (VeriLink)**
- Amendment 1 (TK re-integration of Day 28 samples) **slipped from Mar 10 to Mar 21**. Hannah Ferris changed it on Mar 14; the BA report needs a QAU re-audit.
- Veritox expects Day 28 AUC and Cmax to change for the 3 and 10 mg/kg/day groups. They don't expect the **NOAEL (3 mg/kg/day)** or the conclusions to change.
- hERG VTX-4490: still a draft, final forecast Apr 2.

### What Mar 21 does to April 14
Working back from April 14: freeze Apr 7 → Priya needs the corrected TK by about Mar 24 to finish 2.6.7, fix the margins in 2.4 and get them through review (she estimated 5 working days in REG-114). Mar 21 only works if Veritox hits it exactly and the minutes don't change anything. Neither is safe.

| | **A — hold April 14** | **B — 2-week delay** | **C — 1-week delay** |
|---|---|---|---|
| Submit | Mon Apr 14 | Mon Apr 28 | Mon Apr 21 |
| Dog report in 0000 | v1.0, which we know is being corrected; Amendment 1 follows as an information amendment | Amendment 1 | Amendment 1 *if* Veritox delivers on Mar 21 |
| 2.4 / 2.6.7 | built on the old TK, corrected later | corrected TK throughout | corrected, ~3 days slack |
| Room for the minutes | none | ~2 weeks to absorb a dose change | a few days |
| Main risk | FDA reviews numbers we've already said are wrong, during the 30-day safety review | FPI at Northbridge moves ~2 weeks | zero buffer if anything else slips |

**My recommendation: B.** A puts known-wrong exposure numbers in front of the pharm/tox reviewer at exactly the point they judge the starting dose. C only works if nothing else goes wrong.""", name="m8")

    # ---------------------------------------------------------------- turn 3 (terse decision)
    c.user("go with the 2-week delay.", name="u9")

    c.model("Moving sequence 0000 out two weeks and shifting the dependent tasks to match.",
            [("ectd_update_sequence", {"application_id": "APP-CVB217-IND", "sequence": "0000",
                                       "set": {"planned_submission_date": "2025-04-28", "publishing_freeze": "2025-04-21"},
                                       "reason": "Two-week delay approved by D. Whitfield 2025-03-19 so that VTX-4471 Final Report Amendment 1 (TK re-integration; Veritox forecast 2025-03-21) is included in the original submission."}),
             ("tasks_shift_dates", {"project": "CVB-217 IND",
                                    "filter": {"due_after": "2025-03-20", "status": ["open", "in_progress", "blocked"]},
                                    "shift_days": 14, "exclude": ["REG-112", "REG-150"],
                                    "comment": "Sequence 0000 moved to 2025-04-28 (2-week delay, D. Whitfield)."})],
            name="m10")
    c.tool(["""ectd_update_sequence: OK   application APP-CVB217-IND   sequence 0000
field                    | was        | now
planned_submission_date  | 2025-04-14 | 2025-04-28
publishing_freeze        | 2025-04-07 | 2025-04-21
reason recorded; audit AUD-2025-03-19-0316; ESG transmission slot request REQ-ESG-0451 updated (was 2025-04-14 09:00, now 2025-04-28 09:00)""",
            T.shifted_output()], name="t11")

    c.model("""Done. Sequence 0000 is now planned for **Mon Apr 28**; the tracker is shifted to match.

| Milestone | Was | Now |
|---|---|---|
| Publishing freeze | Apr 7 | **Apr 21** |
| Final build + QC (REG-141/-142) | Apr 7–9 | Apr 21–23 |
| ESG test (REG-143) | Apr 11 | Apr 25 |
| 1571/3674 signature (REG-125/-126) | Apr 10 | Apr 24 |
| **Submission (REG-144)** | Apr 14 | **Apr 28** |

- I set the freeze one week before submission, same gap as before. The ESG slot request REQ-ESG-0451 moved with it.
- 25 tasks shifted +14 days. I left out **REG-112** (Veritox sets that date, Mar 21) and **REG-150** (minutes impact assessment, still Mar 24).
- One thing the shift can't fix: **REG-116 (hERG final)** depends on Veritox's Apr 2 forecast, which doesn't move with our dates. Its due date is now Apr 16, which leaves two weeks of slack.""", name="m12")

    # ---------------------------------------------------------------- turn 4 (side question)
    c.user("Side question while I think of it — on the 1571, field 14 is the CRO question. Do we list Veritox there, or only Northbridge?", name="u13")

    c.model("""**Only Northbridge.** Veritox doesn't belong in field 14.

**Why:**
- Field 14 asks whether any part of the *clinical study* will be conducted by a contract research organization, and if so whether any sponsor obligations under 21 CFR Part 312 are transferred to it. Veritox ran nonclinical GLP studies. They're covered by the GLP compliance statements in the m4 reports, not by the 1571.
- **Northbridge** runs the clinical conduct of CVB217-101. If Corvane transfers any 312 obligations to them (typically monitoring, data management, site selection, sometimes IND safety reporting), you answer *yes* and attach a statement naming the CRO and listing each obligation transferred. The minutes ask for exactly that (Additional Comment c, once we have the minutes in hand: "complete list of any sponsor obligations transferred").
- Any obligation **not** listed stays with Corvane.

**Related fields to line up at the same time:**
- **Field 15**: the person responsible for monitoring the study. If Northbridge monitors, this is still a named individual, usually their clinical operations lead. We'd need a name from them.
- **Field 16**: the person(s) responsible for reviewing and evaluating safety information. Normally Elena as CMO, plus the Northbridge medical monitor if safety review is shared.

**What the attachment usually looks like.** It's a table of each Part 312 sponsor obligation and who holds it:

| Obligation (21 CFR) | Typical split for a Phase 1 unit CRO |
|---|---|
| 312.53 selecting qualified investigators, collecting 1572s/CVs | Northbridge (site = their own unit) |
| 312.55 informing investigators (IB, new safety info) | Corvane; Northbridge distributes |
| 312.56 monitoring / reviewing ongoing investigations | **Northbridge** (monitoring plan) |
| 312.57 recordkeeping and record retention | shared; data management usually Northbridge |
| 312.58 FDA inspection of sponsor records | shared |
| 312.59 disposition of unused supply | Northbridge pharmacy, Corvane approves |
| 312.32 IND safety reporting to FDA and investigators | **often kept by the sponsor** |
| 312.33 annual reports | Corvane |

Anything not named in the statement stays with Corvane, so it's better to list fewer items and be exact than to list "all obligations" loosely.

**A gap I can see:** I didn't find a **TORO** (transfer of regulatory obligations) for Northbridge, either in Vault or on the tracker. REG-153 only covers the site contract and budget. If the TORO isn't signed, we can't answer field 14 accurately, and the attached list would be a guess. Is it executed? If not, I can add a tracker item so it's visible against the new Apr 24 signature date.""", name="m14")

    # ---------------------------------------------------------------- turn 5
    c.user("""Not signed. Northbridge legal is sitting on the TORO — they want to carve out IND safety reporting and keep only monitoring and data management. I'll chase them myself, don't add a task.

Anyway: I think the minutes came in this morning. Check my inbox — from FDA, PIND 162345.""", name="u15")

    c.model("Searching your mailbox for FDA mail on PIND 162345, with attachment text.",
            [("email_search", {"mailbox": "dana.whitfield@corvanebio.com", "query": "PIND 162345 minutes",
                               "from_domain": "fda.hhs.gov", "received_after": "2024-12-01",
                               "include_body": True, "include_attachment_text": True, "max_results": 5})],
            name="m16")
    c.tool(["""email_search: 3 results (sorted newest first)

[1] id: EM-20250319-0087   received: 2025-03-19 08:47 ET
    from: Grant, Aisha (CDER) <aisha.grant@fda.hhs.gov>
    to: dana.whitfield@corvanebio.com
    subject: PIND 162345 - Meeting Minutes - Type B Pre-IND Meeting February 20, 2025
    body:
      Good morning Ms. Whitfield,
      Please find attached the official meeting minutes for the February 20, 2025 Type B pre-IND meeting for CVB-217 (PIND 162345). Please confirm receipt of this email. If you identify any significant differences in understanding of the meeting outcomes, please notify me in writing.
      Regards,
      Aisha
      LCDR Aisha Grant, PharmD | Senior Regulatory Health Project Manager | DPACC/OII/OND/CDER
    attachments: PIND162345_Meeting_Minutes_Final.pdf (11 pages, 188 KB) — text extracted below
    ----- attachment text -----
""" + MINUTES + """
    ----- end attachment -----

[2] id: EM-20250218-0112   received: 2025-02-18 16:05 ET
    from: Grant, Aisha (CDER) <aisha.grant@fda.hhs.gov>
    subject: PIND 162345 - Preliminary Responses - Type B Meeting February 20, 2025
    body:
      Please find attached the Division's preliminary responses to the questions in your meeting package. If these responses are sufficient and you wish to cancel the meeting, please notify me...
      Please note that the preliminary responses are not final; the meeting minutes will reflect the final agreements. Questions not selected for discussion will be considered final as written unless the minutes state otherwise.
      Regards,
      Aisha
    attachments: PIND162345_Preliminary_Responses.pdf (8 pages) — [not expanded: attachment text limited to the top result]

[3] id: EM-20241223-0041   received: 2024-12-23 11:30 ET
    from: Grant, Aisha (CDER) <aisha.grant@fda.hhs.gov>
    subject: PIND 162345 - Meeting Granted - Type B Pre-IND
    body:
      Dear Ms. Whitfield,
      Please refer to your December 9, 2024, request for a Type B pre-IND meeting for CVB-217. We have granted your request. The meeting is scheduled as a teleconference on February 20, 2025, 11:00 AM - 12:00 PM ET. Please submit your meeting package no later than January 20, 2025, to the PIND, in eCTD format, and send a courtesy copy by email. We anticipate the following FDA attendees: Rachel Dunmore (Clinical Team Leader), Victor Alsop (Clinical), Helen Ma and Oluwaseun Bakare (Pharmacology/Toxicology), Gregory Tanaka (Clinical Pharmacology), Mei-Ling Foster (CMC), and the RPM. Please provide a list of your attendees one week before the meeting. Preliminary responses will be sent no later than two days before the meeting.
      Regards, Aisha
    attachments: none"""],
           name="t17")

    c.model("""The minutes are in: official minutes from LCDR Aisha Grant, received 08:47 today (EM-20250319-0087). They match what you heard on the call for most questions, but **Q3 and Q4 change the clinical plan**.

## What the minutes say, question by question

| Q | Topic | FDA position | Impact on sequence 0000 |
|---|---|---|---|
| 1 | Nonclinical adequacy | **Yes**, but the **final audited hERG report (VTX-4490)** must be *in the initial IND*. Draft summaries are OK for other studies (finals within 120 days), not for hERG | REG-116 becomes a hard gate for the submission |
| 2 | Genotox | In vitro battery adequate; **in vivo micronucleus** (can be built into a repeat-dose study) before Phase 2 | Nothing for 0000; note for the development plan |
| 3 | Starting dose | **Disagree with 25 mg.** Dog is the more sensitive species: NOAEL 3 mg/kg/day → HED 1.7 mg/kg → with a 10× safety factor, ~10 mg. "The starting dose should not exceed 10 mg." | Protocol, IB, 2.4, cover letter |
| 4 | Escalation | SRC-based escalation OK in principle, but no escalation beyond the dose predicted to reach the **dog-NOAEL mean Day 28 AUC0-24 (4,120 ng·h/mL per the briefing package)** until blinded safety/PK from completed cohorts is submitted to the IND **and DPACC has had 10 business days** | Protocol must state the exposure limit, the prediction method and the stopping rules |
| 5 | Cardiac monitoring | **Continuous 12-lead Holter**, −1 h to 24 h, all SAD cohorts, ECG extraction matched to PK (for C-QTc) | Protocol schedule of assessments; Northbridge budget |
| 6 | DP stability | 1 month is **not enough**: ≥ **3 months long-term and accelerated** on the clinical lot (or a representative lot) + stability protocol + re-test period | Marisol: m3.2.P.8.1 / 8.3 |
| AC | Admin | eCTD; cite PIND 162345; **list transferred obligations (21 CFR 312.52)** | The Northbridge TORO again |

## The dose question in numbers

The exposure limit in Q4 translates into a cap on dose. Using the human PK projection in IB v0.9 §5.3 (linear, ~**20 ng·h/mL per mg**), the dog-NOAEL AUC of 4,120 ng·h/mL puts the predicted cap at **~206 mg**. Any cohort above that needs the submit-and-wait step (10 business days plus assembly time, so realistically ~3 weeks of pause in the SAD).

The old scheme (25 → 400 mg) doesn't work any more. Two ways to rebuild it:

| Cohort | **Option 1 — keep 6 cohorts** | **Option 2 — 7 cohorts, finer steps** |
|---|---|---|
| 1 | 10 mg | 10 mg |
| 2 | 25 mg | 20 mg |
| 3 | 60 mg | 40 mg |
| 4 | 120 mg | 80 mg |
| 5 | 200 mg | 150 mg |
| 6 | 300 mg *(above cap → FDA pause before dosing)* | 250 mg *(above cap → pause)* |
| 7 | — | 400 mg |
| Top dose vs old plan | 300 mg (was 400) | 400 mg (unchanged) |
| Escalation steps | 2.5×, 2.4×, 2×, 1.7×, 1.5× | ≤ 2× throughout |
| SAD duration (est.) | ~10 weeks incl. one FDA pause | ~13 weeks incl. one FDA pause |
| Capsules (5/25/100 mg) | all doses made from existing strengths | all doses made from existing strengths |

**My take:** Option 1 keeps the study length and budget close to what Northbridge quoted. The first step (10 → 25 mg, 2.5×) is a little steep but defensible at exposures far below the NOAEL. Option 2 is the more conservative escalation if Elena wants the 400 mg top dose kept for the MAD range-finding.

**What changes either way:** protocol CVB217-101 (starting dose, cohorts, exposure limit + prediction method, stopping rules, Holter), IB §5.3 and §7, 2.4 safety margins, the cover letter (must cite PIND 162345 and say how we addressed Q3/Q4), and a Northbridge budget change for Holter.

Which cohort scheme do you want? And I'll file the minutes in m1.6.3 as soon as you say go.""", name="m18")

    # ---------------------------------------------------------------- turn 6
    c.user("""Option 1. But Elena has to approve the starting-dose change in writing before Jonah touches the protocol — send her the summary and ask for her OK. And yes, file the minutes.""", name="u19")

    c.model("Sending Elena the approval request and filing the minutes into Vault, linked to m1.6.3.",
            [("email_send", {"from": "regops-assistant@corvanebio.com", "on_behalf_of": "dana.whitfield@corvanebio.com",
                             "to": ["elena.marsh@corvanebio.com"], "cc": ["dana.whitfield@corvanebio.com"],
                             "subject": "Approval needed: CVB217-101 starting dose 10 mg + revised SAD cohorts (FDA pre-IND minutes, PIND 162345)",
                             "body": "Elena,\n\nThe official minutes for the Feb 20 pre-IND meeting arrived this morning (attached). Two points change CVB217-101:\n\n1) Starting dose (Q3): FDA does not agree with 25 mg. Based on the dog NOAEL (3 mg/kg/day, HED 1.7 mg/kg, 10x safety factor) the starting dose should not exceed 10 mg.\n2) Escalation (Q4): no escalation beyond the dose predicted to reach the dog-NOAEL mean Day 28 AUC0-24 (4,120 ng*h/mL) until blinded safety/PK from completed cohorts is submitted to the IND and DPACC has had 10 business days. With the IB PK projection (~20 ng*h/mL per mg) that cap is ~206 mg.\n\nProposed SAD (Dana has chosen this option): Cohorts 1-6: 10/25/60/120/200/300 mg; Cohort 6 only after the FDA data submission and 10-business-day review. Also per Q5: continuous 12-lead Holter -1 h to 24 h in all SAD cohorts.\n\nDana needs your written approval of the starting dose change and cohort scheme before Jonah revises the protocol. A reply to this email is sufficient.\n\nThanks,\nRegOps (for Dana Whitfield)",
                             "attachments": ["email-attachment://EM-20250319-0087/PIND162345_Meeting_Minutes_Final.pdf"]}),
             ("vault_create_document", {"title": "FDA Meeting Minutes — Type B Pre-IND Meeting 2025-02-20 (PIND 162345)",
                                        "doc_type": "Regulatory Correspondence / Agency Meeting Minutes",
                                        "source_file": "email-attachment://EM-20250319-0087/PIND162345_Meeting_Minutes_Final.pdf",
                                        "product": "CVB-217", "lifecycle_state": "Approved",
                                        "metadata": {"agency": "FDA/CDER/DPACC", "received": "2025-03-19", "meeting_date": "2025-02-20"},
                                        "ectd_link": {"application_id": "APP-CVB217-IND", "sequence": "0000", "section": "m1.6.3"}})],
            name="m20")
    c.tool(["""email_send: sent   message-id: EM-20250319-0104   2025-03-19 10:22 ET
from: regops-assistant@corvanebio.com (on behalf of Dana Whitfield)
to: elena.marsh@corvanebio.com   cc: dana.whitfield@corvanebio.com
subject: Approval needed: CVB217-101 starting dose 10 mg + revised SAD cohorts (FDA pre-IND minutes, PIND 162345)
attachments: PIND162345_Meeting_Minutes_Final.pdf (188 KB)""",
            """vault_create_document: OK
doc_id: VV-REG-00538   version: v1.0   state: Approved (external correspondence, no review workflow)
title: FDA Meeting Minutes — Type B Pre-IND Meeting 2025-02-20 (PIND 162345)
rendition: PDF/A-1b generated, text searchable, bookmarks: 6
eCTD link: APP-CVB217-IND / 0000 / m1.6.3 — placeholder leaf replaced by document leaf (leaf id LF-0000-1063-01)
file name (published): pind162345-meeting-minutes-2025-02-20.pdf (41 chars)
related: VV-REG-00371 (meeting background package) linked as 'responds to'"""], name="t21")

    c.model("""Done.
- **Elena**: approval request sent (EM-20250319-0104). It covers the 10 mg start, Option 1 cohorts, the ~206 mg exposure cap and the Holter requirement. I said a reply email is enough for her written OK.
- **Minutes** filed as **VV-REG-00538 v1.0**. The m1.6.3 placeholder in 0000 is now a real leaf, and the doc is linked to the briefing package.
- REG-150 (minutes: file + impact assessment) I've left open. The impact table above is the assessment; it can close once Elena signs off.""", name="m22")

    # ---------------------------------------------------------------- turn 7
    c.user("While we wait on Elena, run a validation on 0000 as it stands so we know what else is broken.", name="u23")

    c.model("Building from current Vault versions and validating.",
            [("ectd_validate", {"application_id": "APP-CVB217-IND", "sequence": "0000", "build": "new_draft",
                                "ruleset": ["fda-ectd-validation-criteria", "corvane-house-CB-PUB-2"],
                                "include_states": ["Approved"], "report_format": "summary+findings"})],
            name="m24")
    c.tool([T.validation_output() + T.annex_c()], name="t25")

    c.model("""Validation run **VR-0000-0007** (draft build #7): **failed, 3 high / 6 warnings**, which is normal for a mid-project build. Of the three "high" findings, only one is a real problem.

### High
| # | Rule | What | Real problem? | Fix / owner |
|---|---|---|---|---|
| 1 | 1027 | Dog report file name is 66 characters (limit 64) — `vtx-4471-28d-dog-glp-finalreport-v1-…pdf` | **Yes** | Rename at source. It will come back with Amendment 1 anyway, so fix it when v2.0 goes in → Sam |
| 2 | 1052 | No 1571 in m1.1.1 | No — Draft docs are excluded from builds | You, by Apr 24 (REG-125) |
| 3 | 1055 | No cover letter in m1.2 | No — same reason | You (REG-127) |

### Warnings worth acting on
| Rule | What | Fix / owner |
|---|---|---|
| 1041 | Dog report **Appendix 7 (pp. 212–260, individual TK) is image-only** | Ask Veritox for a text-based PDF via **VeriLink**, ideally as part of Amendment 1 (that appendix is being reissued anyway) → Sam |
| 1047 | **9 broken links in m2.6.6** pointing to named destinations like `VTX4471_Tab14` that don't exist in the m4 PDFs | Priya's document. Easiest to fix when she updates for Amendment 1 |
| 1045 | m2.4 (63 pp) has no bookmarks below level 1 | Priya, when 2.4 goes final |
| 1061 | Empty leaves: m3.2.P.8.3, m3.2.R, hERG, and m1.3.1.1, which is marked n/a and should be deleted | m3 → Marisol; hERG → REG-116; delete 1.3.1.1 → Sam |
| 1043 | 11 PDFs without fast web view (old Vault rendition profile) | Sam: re-render with the current profile. Cosmetic, but the QC checklist requires it |

### Not a finding, but the biggest CMC gap
The validator doesn't know about the minutes. **m3.2.P.8.3 now needs ≥3 months of long-term and accelerated data** (Q6), and Marisol has inherited that with no task for it.

Shall I log these as tracker tasks: file rename + Appendix 7 OCR request (Sam), m2.6.6 links (Priya), m1.3.1.1 cleanup (Sam), and the 3-month stability data (Marisol)?""", name="m26")

    # ---------------------------------------------------------------- turn 8
    c.user("Yes log them. Also Elena says she replied — check it.", name="u27")

    c.model("Creating the tasks and pulling Elena's reply.",
            [("tasks_create_batch", {"project": "CVB-217 IND", "tasks": [
                {"title": "Dog report VTX-4471: published file name <= 64 chars; request text-based Appendix 7 (pp. 212-260) from Veritox via VeriLink with Amendment 1",
                 "assignee": "sam.okafor@corvanebio.com", "due": "2025-03-28", "links": ["VR-0000-0007", "REG-112"]},
                {"title": "m2.6.6 (VV-REG-00454): fix 9 broken named-destination links to VTX-4471 tables (rule 1047)",
                 "assignee": "priya@ramantox.com", "due": "2025-04-11", "links": ["VR-0000-0007", "REG-117"]},
                {"title": "Delete n/a leaf m1.3.1.1; re-render 11 PDFs with current rendition profile (fast web view)",
                 "assignee": "sam.okafor@corvanebio.com", "due": "2025-04-14", "links": ["VR-0000-0007"]},
                {"title": "m3.2.P.8.1/8.3: include >= 3 months long-term (25C/60%RH) and accelerated (40C/75%RH) DP stability on clinical lot + stability protocol + re-test period (FDA minutes Q6, VV-REG-00538)",
                 "assignee": "marisol.ortega@corvanebio.com", "due": "2025-04-11", "priority": "high", "links": ["VV-REG-00538", "REG-132"]}]}),
             ("email_search", {"mailbox": "dana.whitfield@corvanebio.com", "query": "starting dose 10 mg CVB217-101",
                               "from": "elena.marsh@corvanebio.com", "received_after": "2025-03-19", "include_body": True, "max_results": 3})],
            name="m28")
    c.tool(["""tasks_create_batch: 4 created
id      | title | assignee | due | priority
REG-161 | Dog report VTX-4471: published file name <= 64 chars; request text-based Appendix 7 ... | Sam Okafor | 2025-03-28 | normal
REG-162 | m2.6.6 (VV-REG-00454): fix 9 broken named-destination links ... | Priya Raman (ext.) | 2025-04-11 | normal
REG-163 | Delete n/a leaf m1.3.1.1; re-render 11 PDFs ... | Sam Okafor | 2025-04-14 | normal
REG-164 | m3.2.P.8.1/8.3: >= 3 months long-term and accelerated DP stability ... (FDA minutes Q6) | Marisol Ortega | 2025-04-11 | high
warning: REG-164 — Marisol Ortega now has 6 open tasks due within 23 days (load check threshold: 5)""",
            """email_search: 1 result
[1] id: EM-20250319-0139   received: 2025-03-19 13:58 ET
    from: Marsh, Elena <elena.marsh@corvanebio.com>
    to: dana.whitfield@corvanebio.com   cc: regops-assistant@corvanebio.com, jonah.pike@corvanebio.com
    subject: RE: Approval needed: CVB217-101 starting dose 10 mg + revised SAD cohorts (FDA pre-IND minutes, PIND 162345)
    body:
      Dana,
      Approved: starting dose 10 mg and the six-cohort SAD as proposed, with one condition. Add a 48-hour sentinel observation (2 subjects: 1 active, 1 placebo) for Cohort 1 and for every cohort above 120 mg before the rest of the cohort is dosed. The rest of each cohort can be dosed together.
      Holter as FDA asked is fine; please make sure Northbridge re-quotes it quickly so it doesn't hold up the contract.
      Jonah can start on the protocol.
      Elena
      --
      Elena Marsh, MD | Chief Medical Officer | Corvane Bio

      > From: regops-assistant@corvanebio.com (on behalf of Dana Whitfield)
      > Sent: Wednesday, March 19, 2025 10:22 AM
      > Subject: Approval needed: CVB217-101 starting dose 10 mg + revised SAD cohorts (FDA pre-IND minutes, PIND 162345)
      > Elena,
      > The official minutes for the Feb 20 pre-IND meeting arrived this morning (attached). Two points change CVB217-101:
      > 1) Starting dose (Q3): FDA does not agree with 25 mg. Based on the dog NOAEL (3 mg/kg/day, HED 1.7 mg/kg, 10x safety factor) the starting dose should not exceed 10 mg.
      > 2) Escalation (Q4): no escalation beyond the dose predicted to reach the dog-NOAEL mean Day 28 AUC0-24 (4,120 ng*h/mL) until blinded safety/PK from completed cohorts is submitted to the IND and DPACC has had 10 business days. With the IB PK projection (~20 ng*h/mL per mg) that cap is ~206 mg.
      > Proposed SAD (Dana has chosen this option): Cohorts 1-6: 10/25/60/120/200/300 mg; Cohort 6 only after the FDA data submission and 10-business-day review. Also per Q5: continuous 12-lead Holter -1 h to 24 h in all SAD cohorts.
      > Dana needs your written approval of the starting dose change and cohort scheme before Jonah revises the protocol. A reply to this email is sufficient.
      > Thanks,
      > RegOps (for Dana Whitfield)"""], name="t29")

    c.model("""**Tasks logged:** REG-161 (Sam: file name + Appendix 7 OCR request), REG-162 (Priya: m2.6.6 links), REG-163 (Sam: m1.3.1.1 + re-render), **REG-164 (Marisol: 3-month DP stability, high priority, due Apr 11)**.
- The tracker warned that Marisol now has 6 open tasks due in the next 23 days. That's worth a word with her manager, given she inherited Kevin's five today.

**Elena approved** (EM-20250319-0139, 13:58), with a condition:
- ✅ Starting dose **10 mg**, six-cohort SAD as proposed (Option 1)
- ➕ **48-hour sentinel** observation (1 active + 1 placebo) for **Cohort 1 and every cohort above 120 mg**, so in practice Cohorts 1, 5 and 6
- ✅ Holter per FDA Q5. She wants Northbridge to re-quote it quickly.
- She cc'd Jonah and says he can start.

Shall I send Jonah the go-ahead with a revision brief (the changes from the minutes + Elena's sentinel condition) and open a tracker task for the protocol revision?""", name="m30")

    # ---------------------------------------------------------------- turn 9 (terse)
    c.user("yes, do it. due the 28th.", name="u31")

    c.model("Taking \"the 28th\" as **Friday March 28**. The protocol has to be final well before the Apr 21 freeze, so April 28 can't be meant. Tell me if I've got that wrong.",
            [("email_send", {"from": "regops-assistant@corvanebio.com", "on_behalf_of": "dana.whitfield@corvanebio.com",
                             "to": ["jonah.pike@corvanebio.com"], "cc": ["dana.whitfield@corvanebio.com", "elena.marsh@corvanebio.com"],
                             "subject": "Go-ahead: CVB217-101 protocol v0.9 (FDA pre-IND minutes + Elena's sentinel condition) — due Mar 28",
                             "body": "Jonah,\n\nElena has approved (her email EM-20250319-0139). Please revise protocol CVB217-101 (VV-CLN-00133) to v0.9 by Fri 2025-03-28:\n\n1. Starting dose 10 mg; SAD Cohorts 1-6: 10/25/60/120/200/300 mg.\n2. Exposure limit (FDA Q4): state the dog-NOAEL mean Day 28 AUC0-24 (4,120 ng*h/mL), the human exposure prediction method (IB 5.3 projection updated with observed PK after each cohort), and that no cohort predicted to exceed it is dosed until blinded safety/PK of completed cohorts is submitted to the IND and DPACC has had 10 business days.\n3. Sentinel dosing (Elena): 48-hour sentinel observation, 1 active + 1 placebo, for Cohort 1 and every cohort above 120 mg.\n4. Continuous 12-lead Holter -1 h to 24 h post-dose in all SAD cohorts, ECG extraction matched to PK time points (FDA Q5).\n5. Stopping rules: align with the exposure limit and sentinel section.\n6. IB: please also update IB Section 7 (guidance for the investigator) and the 5.3 dose table to the same numbers.\n\nMinutes are in Vault as VV-REG-00538.\n\nThanks,\nRegOps (for Dana Whitfield)"}),
             ("tasks_create", {"project": "CVB-217 IND",
                               "title": "Protocol CVB217-101 v0.9: 10 mg start, cohorts 10/25/60/120/200/300 mg, exposure limit per FDA Q4, 48-h sentinels, Holter",
                               "assignee": "jonah.pike@corvanebio.com", "due": "2025-03-28",
                               "links": ["VV-CLN-00133", "VV-REG-00538", "EM-20250319-0139", "REG-120"],
                               "description": "Per FDA minutes (PIND 162345) Q3-Q5 and Elena Marsh approval 2025-03-19."})],
            name="m32")
    c.tool(["""email_send: sent   message-id: EM-20250319-0152   2025-03-19 14:20 ET
to: jonah.pike@corvanebio.com   cc: dana.whitfield@corvanebio.com, elena.marsh@corvanebio.com""",
            """tasks_create: OK
id: REG-165   title: Protocol CVB217-101 v0.9: 10 mg start, cohorts 10/25/60/120/200/300 mg, exposure limit per FDA Q4, 48-h sentinels, Holter
assignee: Jonah Pike   due: 2025-03-28   status: open
links: VV-CLN-00133, VV-REG-00538, EM-20250319-0139, REG-120 (REG-120 'Protocol v1.0 final' now depends on REG-165; REG-120 due 2025-04-14)"""],
           name="t33")

    c.model("""Done.
- **Jonah** has the go-ahead and the brief (EM-20250319-0152, Elena and you cc'd). It covers the start dose, cohorts, exposure-limit wording, sentinels, Holter, stopping rules and the IB.
- **REG-165**: protocol v0.9 due **Fri Mar 28**, linked to the minutes and Elena's approval. REG-120 (v1.0 final, Apr 14) now depends on it.""", name="m34")

    # ---------------------------------------------------------------- turn 10 (correction)
    c.user("Hang on — why is the IB in Jonah's email? The IB is Farah's. Jonah only does the protocol. Fix that.", name="u35")

    c.model("You're right, my mistake: the IB (VV-CLN-00120, REG-121) is Farah Qureshi's. I'll tell Jonah to drop item 6 and give the IB update to Farah as its own task.",
            [("email_send", {"from": "regops-assistant@corvanebio.com", "on_behalf_of": "dana.whitfield@corvanebio.com",
                             "to": ["jonah.pike@corvanebio.com"], "cc": ["dana.whitfield@corvanebio.com", "farah.qureshi@corvanebio.com"],
                             "subject": "Correction: CVB217-101 protocol v0.9 brief — IB item removed",
                             "body": "Jonah,\n\nCorrection to my earlier email (EM-20250319-0152): please ignore item 6. The IB is Farah's document and she is updating it separately. Your scope is the protocol (items 1-5) only, still due Fri 2025-03-28.\n\nApologies for the confusion.\nRegOps (for Dana Whitfield)"}),
             ("tasks_create", {"project": "CVB-217 IND",
                               "title": "IB Edition 1 (VV-CLN-00120): update 5.3 dose/exposure table and Section 7 to 10 mg start, cohorts 10/25/60/120/200/300 mg, exposure limit (FDA Q4), 48-h sentinels, Holter",
                               "assignee": "farah.qureshi@corvanebio.com", "due": "2025-04-03",
                               "links": ["VV-CLN-00120", "VV-REG-00538", "EM-20250319-0139", "REG-121", "REG-165"],
                               "description": "Keep consistent with protocol v0.9 (REG-165, Jonah Pike)."})],
            name="m36")
    c.tool(["""email_send: sent   message-id: EM-20250319-0158   2025-03-19 14:31 ET
to: jonah.pike@corvanebio.com   cc: dana.whitfield@corvanebio.com, farah.qureshi@corvanebio.com""",
            """tasks_create: OK
id: REG-166   title: IB Edition 1 (VV-CLN-00120): update 5.3 dose/exposure table and Section 7 ...
assignee: Farah Qureshi   due: 2025-04-03   status: open
links: VV-CLN-00120, VV-REG-00538, EM-20250319-0139, REG-121, REG-165
note: REG-121 'IB Edition 1 final' (due 2025-04-14) now depends on REG-166"""], name="t37")

    c.model("""Fixed, and sorry about that.
- **Jonah**: correction sent (EM-20250319-0158). His scope is the protocol only, still due Mar 28. Farah is cc'd so she knows the IB is hers.
- **Farah**: **REG-166** — IB 5.3 table + Section 7 to the new dose plan, due **Apr 3**. I picked that date myself: it's 4 working days after Jonah's v0.9, so she can copy his final numbers, and it's ahead of the IB final (REG-121, Apr 14). Change it if she needs longer.""", name="m38")

    # ---------------------------------------------------------------- turn 11 (two days later)
    c.user("Morning (it's Friday the 21st). Veritox says the amended dog report is up on VeriLink — get it into Vault and the sequence.", name="u39")

    c.model("Checking what Veritox posted on VeriLink since Wednesday.",
            [("cro_portal_list_documents", {"portal": "VeriLink", "study_id": "VTX-4471", "posted_after": "2025-03-19",
                                            "include_change_summary": True, "include_program_milestones": True})],
            name="m40")
    c.tool(["""VeriLink — documents for VTX-4471 posted after 2025-03-19 (1)

document: VTX-4471_FinalReport_Amendment1_signed.pdf
  version: 2.0 (supersedes VTX-4471_28d_Dog_GLP_FinalReport_v1_signed_incl_appendices_1-9.pdf, v1.0, 2025-01-31)
  posted: 2025-03-21 07:55 ET by Hannah Ferris   size: 41.8 MB   pages: 274   text-searchable: yes (all pages, incl. Appendix 7)
  signatures: Study Director (H. Ferris, 2025-03-20); QAU statement (M. Santos, 2025-03-20)
  download token: vl-dl-7f3c19a2 (valid 72 h)

  CHANGE SUMMARY (Amendment 1)
  Reason: re-integration of Day 28 TK samples, analytical run 14 (internal standard drift). No changes to in-life, clinical pathology, or histopathology data.
  parameter (Day 28, combined sexes, mean)  | group          | was (v1.0)      | now (v2.0)
  AUC0-24                                   | 3 mg/kg/day    | 4,120 ng*h/mL   | 3,860 ng*h/mL
  Cmax                                      | 3 mg/kg/day    | 612 ng/mL       | 588 ng/mL
  AUC0-24                                   | 10 mg/kg/day   | 15,900 ng*h/mL  | 15,100 ng*h/mL
  Cmax                                      | 10 mg/kg/day   | 2,140 ng/mL     | 2,060 ng/mL
  AUC0-24 / Cmax                            | 30 mg/kg/day   | unchanged       | unchanged
  Day 1 values                              | all            | unchanged       | unchanged
  NOAEL: 3 mg/kg/day (unchanged). Conclusions: unchanged.
  Sections replaced: 4.6 (Toxicokinetics), Tables 14-16, Appendix 7 (individual TK data, now text-based), Appendix 8 (TK report).
  SEND dataset: PC/PP domains reissued (VTX-4471_SEND_v2.zip, posted 2025-03-21).
""" + T.tk_tables() + T.changed_pages() + """

PROGRAM MILESTONES — changes since 2025-03-19
  study    | milestone                   | was         | now         | changed by / note
  VTX-4471 | Final report Amendment 1    | 2025-03-21  | 2025-03-21  | delivered
  VTX-4490 | hERG final audited report   | 2025-04-02  | 2025-05-02  | H. Ferris, 2025-03-20: "QAU audit of the hERG report rescheduled behind the VTX-4471 BA re-audit and two other sponsor audits; final now forecast 2025-05-02."
  VTX-4471 | SEND v2                     | —           | 2025-03-21  | delivered"""], name="t41")

    c.model("""Amendment 1 is there: **v2.0**, signed by Hannah Ferris and QAU on Mar 20, text-searchable throughout (so the Appendix 7 OCR problem from REG-161 goes away). Checking it into Vault as a new version of VV-REG-00412 and replacing the leaf in 0000. I'll publish it under a short file name so rule 1027 clears too.""",
            [("vault_checkin_version", {"doc_id": "VV-REG-00412", "source": "verilink://VTX-4471/vl-dl-7f3c19a2",
                                        "new_version": "2.0", "lifecycle_state": "Approved",
                                        "version_note": "VTX-4471 Final Report Amendment 1 (TK re-integration, run 14). Day 28 AUC0-24 at NOAEL 3 mg/kg/day: 3,860 ng*h/mL (v1.0: 4,120). NOAEL and conclusions unchanged.",
                                        "supersede_previous": True}),
             ("ectd_replace_leaf", {"application_id": "APP-CVB217-IND", "sequence": "0000", "section": "m4.2.3.2",
                                    "doc_id": "VV-REG-00412", "to_version": "2.0",
                                    "published_file_name": "vtx-4471-28d-dog-tox-final-amend1.pdf",
                                    "leaf_title": "Repeat-dose toxicity: 28-day oral, dog, with recovery (VTX-4471) — Final Report Amendment 1"})],
            name="m42")
    c.tool(["""vault_checkin_version: OK
doc_id: VV-REG-00412   version was: v1.0   version now: v2.0   state: Approved
v1.0 state was: Approved   now: Superseded (retained, not publishable)
version note recorded; rendition: PDF 1.7, text searchable, bookmarks 5 levels
where-used: eCTD APP-CVB217-IND/0000 m4.2.3.2 (updated by separate call); cited by VV-REG-00450 (m2.4, v0.6), VV-REG-00454 (m2.6.6, v0.7), VV-REG-00455 (m2.6.7, v0.5), VV-CLN-00120 (IB, v0.9)""",
            """ectd_replace_leaf: OK
sequence 0000 (original; operation remains 'new')   section m4.2.3.2
leaf LF-0000-4232-02: document VV-REG-00412 was v1.0 now v2.0
published file name was: vtx-4471-28d-dog-glp-finalreport-v1-signed-incl-appendices-1-9.pdf (66 chars)
published file name now: vtx-4471-28d-dog-tox-final-amend1.pdf (37 chars)
STF updated: study-id VTX-4471, title unchanged, categories: final-report, amendment
WARNINGS
  W-311 m2.6.7 VV-REG-00455 v0.5 and m2.4 VV-REG-00450 v0.6 cite TK values from a superseded version (v1.0) of VV-REG-00412: 'AUC0-24 4,120 ng*h/mL' found in 3 places:
        VV-REG-00450 p.41, Table 4 'Safety margins at the proposed clinical doses': '... dog NOAEL 3 mg/kg/day, AUC0-24 4,120 ng*h/mL ...'
        VV-REG-00450 p.44, Section 6.2 text: '... the exposure at the dog NOAEL (AUC0-24 4,120 ng*h/mL) provides a margin of ...'
        VV-REG-00455 p.18, Table 2.6.7.7B 'Repeat-dose toxicity: dog', TK row Day 28, 3 mg/kg/day
        also cited (no TK values): VV-REG-00454 m2.6.6 pp. 22-31; VV-CLN-00120 IB v0.9 Section 4.3 and Table 12 (IB is not part of the W-311 scan: not an m2 summary)
  W-318 9 named destinations referenced from m2.6.6 ('VTX4471_Tab14' ...) — 4 now resolve in v2.0, 5 still unresolved."""], name="t43")

    c.model("""## Dog report replaced
- **VV-REG-00412 is now v2.0** (Amendment 1). v1.0 is superseded and can't be published. In 0000, leaf m4.2.3.2 points to v2.0 under a 37-character file name, so **rule 1027 is cleared**. REG-161 can shrink to just confirming that at the next build.
- NOAEL unchanged at 3 mg/kg/day; only Day 28 TK moved.

## What the new numbers do to the dose plan
| Day 28, dog NOAEL (3 mg/kg/day) | v1.0 | **v2.0** |
|---|---|---|
| Mean AUC0-24 | 4,120 ng·h/mL | **3,860 ng·h/mL** |
| Mean Cmax | 612 ng/mL | 588 ng/mL |
| Predicted human cap (÷ ~20 ng·h/mL per mg) | ~206 mg | **~193 mg** |

The FDA wrote the exposure limit using the briefing-package number (4,120), but that number is now officially wrong. If the protocol and 2.4 use the corrected NOAEL exposure, the cap drops to **~193 mg**. That puts **Cohort 5 (200 mg) above the cap**, and Elena's approval assumed it was below.

Two ways to handle Cohort 5:
- **A — keep 200 mg** and move the FDA data submission + 10-business-day pause to *before Cohort 5* (the pause already sits before Cohort 6). Adds roughly 3 weeks to the SAD, possibly a second pause.
- **B — trim Cohort 5** to just under the amended cap. The 5/25/100 mg capsules allow 5 mg steps. One FDA pause as planned; the step 120 → Cohort 5 is a bit smaller.

Either way, the protocol, IB, 2.4 and cover letter should use the **amended** numbers, with one sentence in the cover letter explaining why they differ from the minutes. (W-311: 2.4 and 2.6.7 still quote 4,120 in 3 places.)

## Also from VeriLink — not good
**hERG VTX-4490 final slipped from Apr 2 to May 2**: Veritox's QAU put it behind the dog BA re-audit. That's **after our Apr 21 freeze and even after the Apr 28 submission**, and the minutes (Q1) want the final hERG report *in* the initial IND. More on that whenever you want it; I haven't done anything about it yet.

Which way on Cohort 5?""", name="m44")

    # ---------------------------------------------------------------- turn 12 (terse + constraint)
    c.user("B. 190. Send Elena the change for re-approval, and get Priya going on 2.4/2.6.7 with the amended numbers — she has till April 4.", name="u45")

    c.model("Cohort 5 → 190 mg. Sending Elena the re-approval request, briefing Priya (external; email is fine, she's our consultant, not Veritox) and logging her task.",
            [("email_send", {"from": "regops-assistant@corvanebio.com", "on_behalf_of": "dana.whitfield@corvanebio.com",
                             "to": ["elena.marsh@corvanebio.com"], "cc": ["dana.whitfield@corvanebio.com", "jonah.pike@corvanebio.com", "farah.qureshi@corvanebio.com"],
                             "subject": "Re-approval needed: CVB217-101 Cohort 5 reduced to 190 mg (amended dog TK)",
                             "body": "Elena,\n\nVeritox issued Amendment 1 of the dog study VTX-4471 today (Vault VV-REG-00412 v2.0). NOAEL is unchanged (3 mg/kg/day), but the Day 28 mean AUC0-24 at the NOAEL is now 3,860 ng*h/mL (was 4,120). With the IB projection (~20 ng*h/mL per mg) the FDA exposure cap falls from ~206 mg to ~193 mg, so Cohort 5 at 200 mg would sit above it.\n\nDana has decided to trim Cohort 5 to 190 mg. Revised SAD: Cohorts 1-6: 10/25/60/120/190/300 mg. Cohort 6 still only after the FDA data submission and 10-business-day review. Your sentinel condition is unchanged (48 h, Cohort 1 and every cohort above 120 mg, i.e. Cohorts 1, 5 and 6).\n\nPlease confirm by reply that you approve the 190 mg Cohort 5.\n\nThanks,\nRegOps (for Dana Whitfield)"}),
             ("email_send", {"from": "regops-assistant@corvanebio.com", "on_behalf_of": "dana.whitfield@corvanebio.com",
                             "to": ["priya@ramantox.com"], "cc": ["dana.whitfield@corvanebio.com"],
                             "subject": "CVB-217 IND: update m2.4 and m2.6.7 to VTX-4471 Amendment 1 TK — due Apr 4",
                             "body": "Priya,\n\nAmendment 1 of VTX-4471 is in Vault as VV-REG-00412 v2.0 (your copy is on VeriLink too). Please update:\n- m2.6.7 Tox tabulated summary (VV-REG-00455): Day 28 TK tables to the v2.0 values.\n- m2.4 Nonclinical Overview (VV-REG-00450): safety margins table and text. Use the amended dog NOAEL exposure (AUC0-24 3,860 ng*h/mL) throughout, and the new dose plan: 10 mg start, SAD 10/25/60/120/190/300 mg, predicted exposure cap ~193 mg (FDA minutes Q4, VV-REG-00538). The publishing tool found 'AUC0-24 4,120' in 3 places (warning W-311).\n- While you're in m2.6.6: REG-162 (9 broken links; 4 resolve now with v2.0).\n\nDana's deadline for m2.4 and m2.6.7: Fri 2025-04-04.\n\nThanks,\nRegOps (for Dana Whitfield)"}),
             ("tasks_create", {"project": "CVB-217 IND",
                               "title": "m2.4 + m2.6.7: update to VTX-4471 Amendment 1 (AUC0-24 3,860 ng*h/mL), dose plan 10/25/60/120/190/300 mg, cap ~193 mg",
                               "assignee": "priya@ramantox.com", "due": "2025-04-04",
                               "links": ["VV-REG-00412", "VV-REG-00450", "VV-REG-00455", "REG-114", "REG-115", "W-311"]})],
            name="m46")
    c.tool(["""email_send: sent   message-id: EM-20250321-0021   2025-03-21 09:14 ET
to: elena.marsh@corvanebio.com   cc: dana.whitfield@corvanebio.com, jonah.pike@corvanebio.com, farah.qureshi@corvanebio.com
auto-reply received: "I'm at ATS in San Francisco until Tuesday with limited email. For urgent clinical matters contact Farah Qureshi." (Elena Marsh)""",
            """email_send: sent   message-id: EM-20250321-0022   2025-03-21 09:14 ET
to: priya@ramantox.com (external — DLP check passed, no restricted attachments)""",
            """tasks_create: OK
id: REG-167   title: m2.4 + m2.6.7: update to VTX-4471 Amendment 1 (AUC0-24 3,860 ng*h/mL) ...
assignee: Priya Raman (ext.)   due: 2025-04-04   status: open
note: REG-114 (blocked) unblocked — dependency REG-112 closed by VeriLink delivery; REG-114 and REG-115 linked as subtasks of REG-167"""],
           name="t47")

    c.model("""Done.
- **Dose plan** is now **10/25/60/120/190/300 mg** (Cohort 5 at 190 mg, under the ~193 mg cap). The 190 mg dose is 100 + 3×25 + 3×5 capsules: awkward but workable. Jonah and Farah are cc'd, so REG-165/-166 should pick up 190.
- **Elena**: re-approval request sent (EM-20250321-0021). ⚠️ Her auto-reply says she's at ATS **until Tuesday** with limited email. Her first approval stands for everything except Cohort 5; I'd expect her reply early next week.
- **Priya**: briefed (EM-20250321-0022). **REG-167** covers m2.4 + m2.6.7 on the amended TK, due **Apr 4**. REG-114 is unblocked now that the amendment is in.""", name="m48")

    # ---------------------------------------------------------------- turn 13 (question)
    c.user("What's the hERG situation? If it's not final till May 2 we're past the submission date, never mind the freeze.", name="u49")

    c.model("""Right: as forecast, the hERG final lands **9 working days after the freeze and 4 days after the planned submission**. That doesn't work as it stands.

## Where it stands
- **VTX-4490** (GLP hERG patch clamp): draft issued Mar 5, IC50 ~9 µM. Final was forecast Apr 2; Veritox moved it to **May 2** on Mar 20 because their QAU is doing the dog BA re-audit (and two other sponsors' audits) first.
- **The minutes (Q1a)** are explicit: the *final, quality-assured* hERG report goes in the **initial** IND, so the Division can review it during the 30-day review. The usual "draft now, final within 120 days" route is offered for other studies, **not for hERG**. And at the meeting we told them early April.
- On our side, m2.4/2.6.2 and the cover letter all describe the hERG result, so a late final also means late updates to those.

## Options
| | **A — submit the draft + commitment** | **B — ask Veritox to expedite** | **C — move again** |
|---|---|---|---|
| What | audited-draft hERG in m4.2.1.3, cover letter commits to the final within ~2 weeks of submission | ask Veritox to put the hERG QAU audit ahead of other work so the final is issued by ~Apr 16 (before freeze) | push freeze/submission to fit May 2 (submit ~May 12) |
| Against the minutes | **contradicts Q1a**, real risk of a clinical hold or a 30-day clock argument | fully compliant | compliant |
| Depends on | you being comfortable arguing it in the cover letter | Veritox QAU capacity (they just told us it's the bottleneck) | nothing external, but FPI slips again |
| Cost | none | maybe a rush fee | another ~1–2 weeks |

**Recommendation:** B now, with A as the fallback only if Veritox can't commit. I'd ask for the final by about Apr 16, which gives Priya and Sam 3 working days before the freeze. C only if both fail.

For completeness, if it ever came to A, the cover letter would need something like:

> *"The final quality-assured report of study VTX-4490 (hERG) is not yet available. The audited draft report is provided in Module 4.2.1.3; the final report will be submitted to the IND by [date], before dosing of any subject at a dose predicted to exceed [x] mg. No changes to the results or conclusions are expected."*

That's a hard sell right after minutes that said the opposite, which is why I'd only use it as a last resort. I have **not** drafted it anywhere.

One practical point: Hannah's note came through VeriLink, so the request should too (your MSA rule). Shall I post the expedite request on VeriLink?""", name="m50")

    # ---------------------------------------------------------------- turn 14 (terse + constraint)
    c.user("B, ask on the portal. Don't commit to the fallback yet — I want to talk to Elena first.", name="u51")

    c.model("Posting the expedite request on VeriLink. No mention of a draft-submission fallback.",
            [("cro_portal_post_message", {"portal": "VeriLink", "study_id": "VTX-4490",
                                          "to_roles": ["study_director", "qau", "project_manager"],
                                          "subject": "CVB-217 / VTX-4490 hERG — request to expedite QAU audit and final report to 2025-04-16",
                                          "body": "Dear Dr. Ferris and Veritox QAU,\n\nThank you for the update of 2025-03-20 on VTX-4490. FDA has asked (pre-IND meeting minutes, PIND 162345, Question 1a) that the final, quality-assured hERG report be included in our initial IND, which is now scheduled for submission on 2025-04-28 with an internal publishing freeze on 2025-04-21.\n\nThe current forecast of 2025-05-02 is after both dates. We would be grateful if the QAU audit of VTX-4490 could be scheduled so that the signed final report is issued no later than 2025-04-16. Please let us know whether this is feasible and whether an expedite fee applies.\n\nKind regards,\nDana Whitfield\nSenior Director, Regulatory Affairs, Corvane Bio",
                                          "priority": "high", "request_read_receipt": True})],
            name="m52")
    c.tool(["""cro_portal_post_message: OK
message id: VL-MSG-88213   study: VTX-4490   posted: 2025-03-21 09:41 ET   priority: high
recipients: Hannah Ferris (Study Director), Miguel Santos (QAU), Tessa Lindqvist (Project Manager)
auto-replies:
  Hannah Ferris: out of office until 2025-03-24. "For urgent study matters contact the Project Manager, Tessa Lindqvist."
  Miguel Santos: (none)
  Tessa Lindqvist: (none)
read receipts: pending
VeriLink SLA for sponsor requests: first response within 2 business days

Study record VTX-4490 (for reference)
  Title: Effect of CVB-217 on hERG Potassium Channel Current in Stably Transfected HEK293 Cells (GLP)
  Study Director: Hannah Ferris, PhD, DABT   Test facility: Veritox Labs, Ashland, OH
  Status: DRAFT REPORT ISSUED (2025-03-05); QAU audit of draft: scheduled 2025-04-21 to 2025-04-29
  Draft results: concentrations 0.3, 1, 3, 10, 30 uM (n=5 cells each); inhibition 4%, 11%, 27%, 52%, 78%; IC50 approx. 9.1 uM; positive control E-4031 IC50 14 nM (within historical range)
  Milestones
    milestone                   | planned     | forecast    | status
    Draft report                | 2025-03-05  | 2025-03-05  | done
    QAU audit                   | 2025-03-17  | 2025-04-21  | rescheduled
    Final report (signed)       | 2025-04-02  | 2025-05-02  | SLIPPED
  Open sponsor requests: VL-MSG-88213 (new)"""], name="t53")

    c.model("""Posted on VeriLink: **VL-MSG-88213**, high priority, to Hannah Ferris, Miguel Santos (QAU) and Tessa Lindqvist (PM).
- Asks for the signed hERG final by **Apr 16** and whether an expedite fee applies. No fallback mentioned.
- Hannah is **out until Mon Mar 24**. VeriLink's SLA is a first response within 2 business days, so expect something by **Tue Mar 25** at the latest. Tessa is the contact until then.
- The fallback (draft + commitment) is **not** committed anywhere. It's parked until you've talked to Elena.""", name="m54")

    # ---------------------------------------------------------------- turn 15 (change of mind)
    c.user("Priya just called — April 4 is too tight with the amended tables plus the links. Give her till the 8th. Update the task.", name="u55")

    c.model("Moving REG-167 to Tuesday April 8.",
            [("tasks_update", {"task_id": "REG-167", "set": {"due": "2025-04-08"},
                               "comment": "Due moved at Priya Raman's request (amended TK tables + m2.6.6 links), agreed by D. Whitfield 2025-03-21."})],
            name="m56")
    c.tool(["""tasks_update: OK
REG-167   due was: 2025-04-04   due now: 2025-04-08
subtasks REG-114, REG-115: due aligned (was 2025-04-04, now 2025-04-08)
dependency check: REG-140 'Publishing: hyperlinks m2 -> m4/m5' (Sam Okafor, due 2025-04-18) starts after REG-167 — slack was 10 business days, now 8. No conflict."""],
           name="t57")

    c.model("""Done. **REG-167** is now due **Tue Apr 8** (was Apr 4), with REG-114/-115 aligned. Sam's hyperlinking (REG-140, Apr 18) still has 8 working days of slack, so nothing else moves.""", name="m58")

    # ---------------------------------------------------------------- turn 16 (handover)
    c.user("Last thing for today: write me a handover I can paste into the team channel — what's decided, who owes what by when, and what's still open.", name="u59")

    c.model("""**CVB-217 IND (sequence 0000) — status, Fri Mar 21**

**Timeline**
- Submission moved **2 weeks → Mon Apr 28** (ESG). Publishing freeze **Mon Apr 21**; forms signed Apr 24; ESG test Apr 25.

**Decided**
- **Starting dose 10 mg**, per FDA pre-IND minutes Q3 (filed as VV-REG-00538, m1.6.3).
- **SAD cohorts 10/25/60/120/190/300 mg.** Cohort 5 was cut from 200 to 190 mg to stay under the exposure cap, now ~193 mg based on the amended dog TK. Cohort 6 only after the FDA data submission + 10 business days.
- Elena's condition: **48-hour sentinels** (1 active + 1 placebo) for Cohort 1 and every cohort above 120 mg. Holter −1 h to 24 h in all SAD cohorts.
- Amended dog TK (**AUC0-24 3,860 ng·h/mL**) is used in protocol, IB, 2.4, 2.6.7 and the cover letter.
- Dog report VTX-4471 **Amendment 1 (VV-REG-00412 v2.0)** is in m4.2.3.2.
- **Module 3 owner: Marisol Ortega** (Kevin's 5 tasks moved to her).

**Who owes what**
| Who | What | Due |
|---|---|---|
| Jonah | Protocol CVB217-101 v0.9 (REG-165) | Mar 28 |
| Farah | IB 5.3 + Section 7 (REG-166) | Apr 3 |
| Priya | m2.4 + m2.6.7 on amended TK (REG-167); m2.6.6 links (REG-162) | Apr 8 / Apr 11 |
| Marisol | ≥3-month DP stability for m3.2.P.8 (REG-164, high) + 5 inherited m3 tasks | Apr 11 |
| Sam | Confirm file-name fix at next build (REG-161); m1.3.1.1 + re-render (REG-163) | Mar 28 / Apr 14 |
| Elena | Re-approve Cohort 5 at 190 mg (EM-20250321-0021). She's at ATS until Tue | — |
| Veritox | Answer the expedite request for the hERG final by Apr 16 (VL-MSG-88213) | reply by Mar 25 |
| Dana | TORO with Northbridge (needed for 1571 field 14) | — |

**Open**
- **hERG VTX-4490** final is forecast **May 2**, after the freeze and the submission date, and the minutes want it in the initial IND. Expedite requested; whether to fall back to draft + commitment is undecided until Dana talks to Elena.
- **Northbridge TORO** is unsigned: Northbridge legal wants to keep IND safety reporting out of it. Field 14/15 and the 312.52 list depend on it.
- Holter re-quote from Northbridge (Elena asked for it quickly); nobody owns it yet.

Reminder of the ground rules: nothing to FDA without Dana's sign-off; Veritox only via VeriLink.""", name="m60")

    # ================================================================ labels
    L = c.label
    L("user_goal", "Assemble and submit the CVB-217 initial IND (eCTD sequence 0000 of APP-CVB217-IND) for FIH protocol CVB217-101; nothing goes to FDA (not even informal RPM email) without Dana's sign-off",
      ["CVB-217", "sequence 0000"], "u1")
    L("user_goal", "Constraint: never email Veritox staff directly; all Veritox communication goes through the VeriLink portal (MSA requirement)",
      ["VeriLink"], "u1")
    L("fact", "Dog 28-day GLP study VTX-4471: NOAEL 3 mg/kg/day (emesis, GI findings, gastric mucosal hyperplasia at >=10 mg/kg/day); NOAEL unchanged by Amendment 1",
      ["VTX-4471", "3 mg/kg/day"], "t7")
    L("fact", "FDA minutes Q3: dog is the more sensitive species; starting dose should not exceed 10 mg (HED 1.7 mg/kg, 10x safety factor)",
      ["not exceed 10 mg"], "t17")
    L("fact", "FDA minutes Q4: no escalation beyond dose predicted to reach dog-NOAEL mean Day 28 AUC until blinded safety/PK submitted to IND and DPACC has had 10 business days",
      ["10 business days"], "t17")
    L("fact", "FDA minutes Q2: in vitro genotox battery adequate; in vivo micronucleus needed before Phase 2",
      ["in vivo micronucleus"], "t17")
    L("fact", "FDA minutes Q6: IND must include at least 3 months of long-term and accelerated DP stability data on the clinical (or representative) lot",
      ["3 months of long-term"], "t17")
    L("fact", "VTX-4471 Amendment 1 (v2.0): Day 28 mean AUC0-24 at dog NOAEL is 3,860 ng*h/mL (Cmax 588 ng/mL)",
      ["3,860"], "t41")
    L("fact", "Veritox Study Director Hannah Ferris out of office until 2025-03-24; VeriLink SLA first response within 2 business days; PM contact Tessa Lindqvist",
      ["out of office until 2025-03-24"], "t53")
    L("fact", "Elena Marsh (CMO) is at ATS until Tuesday with limited email (auto-reply to re-approval request)",
      ["ATS in San Francisco"], "t47")
    L("decision", "Two-week delay chosen: sequence 0000 planned submission moved to 2025-04-28",
      ["2025-04-28"], "m10")
    L("decision", "Publishing freeze set to 2025-04-21 (agent's choice, one week before submission; accepted without comment)",
      ["2025-04-21"], "m10")
    L("decision", "Module 3 (CMC) owner is now Marisol Ortega; Kevin Brandt's 5 open tasks reassigned to her",
      ["Marisol Ortega"], "u5")
    L("decision", "Elena Marsh approved 10 mg starting dose and six-cohort SAD, with a 48-hour sentinel (1 active + 1 placebo) for Cohort 1 and every cohort above 120 mg",
      ["48-hour sentinel", "above 120 mg"], "t29")
    L("decision", "Final SAD scheme: 10 mg start, cohorts 10/25/60/120/190/300 mg (Option 1, Cohort 5 trimmed to 190 mg under amended cap ~193 mg); Cohort 6 only after FDA data submission",
      ["10/25/60/120/190/300 mg"], "m46")
    L("decision", "Dog report VV-REG-00412 replaced by v2.0 (Amendment 1) in m4.2.3.2 with short file name vtx-4471-28d-dog-tox-final-amend1.pdf",
      ["vtx-4471-28d-dog-tox-final-amend1.pdf"], "m42")
    L("decision", "IB update belongs to Farah Qureshi (not Jonah): REG-166, due 2025-04-03",
      ["REG-166"], "t37")
    L("pending_action", "Jonah Pike to revise protocol CVB217-101 to v0.9 (REG-165) by 2025-03-28",
      ["REG-165", "2025-03-28"], "t33")
    L("pending_action", "Priya Raman to update m2.4 and m2.6.7 to amended TK (REG-167), due 2025-04-08",
      ["REG-167", "2025-04-08"], "m56")
    L("pending_action", "Marisol Ortega to add >=3-month DP stability data to m3.2.P.8 (REG-164, high priority), due 2025-04-11",
      ["REG-164"], "t29")
    L("pending_action", "Awaiting Elena's written re-approval of Cohort 5 at 190 mg (email EM-20250321-0021)",
      ["EM-20250321-0021"], "t47")
    L("pending_action", "Awaiting Veritox reply on VeriLink VL-MSG-88213 asking to expedite hERG VTX-4490 final to 2025-04-16",
      ["VL-MSG-88213"], "t53")
    L("open_issue", "Transfer of regulatory obligations (TORO) with Northbridge unsigned — Northbridge legal wants to carve out IND safety reporting; blocks 1571 field 14 and 312.52 list; Dana chasing herself",
      ["TORO", "Northbridge legal"], "u15")
    L("open_issue", "hERG VTX-4490 final slipped to 2025-05-02, after the 2025-04-21 freeze and 2025-04-28 submission, but FDA minutes Q1a require the final in the initial IND; fallback (draft + commitment) undecided until Dana talks to Elena",
      ["VTX-4490", "2025-05-02"], "t41")
    L("reference", "eCTD application APP-CVB217-IND, pre-assigned PIND 162345",
      ["APP-CVB217-IND", "PIND 162345"], "m2")
    L("reference", "Dog tox report Vault doc VV-REG-00412 at m4.2.3.2", ["VV-REG-00412", "m4.2.3.2"], "t3")
    L("reference", "Protocol CVB217-101 in Vault VV-CLN-00133; IB VV-CLN-00120", ["VV-CLN-00133", "VV-CLN-00120"], "t3")
    L("reference", "FDA pre-IND minutes filed as VV-REG-00538 (m1.6.3); source email EM-20250319-0087 from LCDR Aisha Grant",
      ["VV-REG-00538"], "t21")
    L("reference", "Validation run VR-0000-0007 (3 high, 6 warnings) report", ["VR-0000-0007"], "t25")

    S = c.stale_item
    S("Planned submission April 14 (2025-04-14) replaced by 2025-04-28 after the 2-week delay decision",
      ["submission", "2025-04-14"], "u9")
    S("Module 3 owner Kevin Brandt replaced by Marisol Ortega", ["Kevin Brandt", "Module 3"], "u5")
    S("VTX-4471 Amendment 1 forecast 2025-03-10 slipped to 2025-03-21", ["2025-03-10"], "t7")
    S("Starting dose 25 mg (briefing package / protocol v0.8) replaced by 10 mg per FDA minutes", ["starting dose", "25 mg"], "t17")
    S("Dog NOAEL Day 28 AUC0-24 4,120 ng*h/mL (v1.0) replaced by 3,860 ng*h/mL (Amendment 1)", ["4,120"], "t41")
    S("Dog report VV-REG-00412 v1.0 superseded by v2.0", ["VV-REG-00412", "v1.0"], "t43")
    S("Predicted exposure cap ~206 mg replaced by ~193 mg after amended TK", ["206 mg"], "m44")
    S("Cohort scheme 10/25/60/120/200/300 mg replaced by 10/25/60/120/190/300 mg (Cohort 5 200 -> 190 mg)",
      ["10/25/60/120/200/300 mg"], "u45")
    S("hERG VTX-4490 final forecast 2025-04-02 replaced by 2025-05-02", ["2025-04-02", "VTX-4490"], "t41")
    S("Priya's REG-167 due 2025-04-04 moved to 2025-04-08", ["REG-167", "2025-04-04"], "u55")
    return c


if __name__ == "__main__":
    build().build(OUT)

"""Seeded long tool outputs for blind-cell-line-contamination."""
import datetime as dt
import random

OWNERS = {"Virology": "Dr. Sam Whitfield", "Breast Cancer": "Dr. Lena Fischer", "Lung": "Dr. Omar Haddad",
          "Immunology": "Dr. Mei Lin", "Stem Cell": "Dr. Tom Reyes", "Neuro": "Dr. Hugo Brandt",
          "Gut Biology": "Dr. Chiara Conti", "Oncology": "Dr. Ravi Menon", "Cell Biology": "Dr. Elin Sandberg",
          "Vascular": "Dr. Kofi Asante"}

# (id, name, group, incubator, source, received, passage)
KEY = [("CL-0056", "Jurkat (clone E6-1)", "Immunology", "INC-5", "Univ. of Aberdeen (Dr. K. Fraser) - collaborator gift, no mycoplasma certificate; intake quarantine: SKIPPED", "2025-09-02", 7),
       ("CL-0112", "HEK293T", "Virology", "INC-5", "ATCC CRL-3216 via LGC", "2023-02-14", 23),
       ("CL-0140", "MCF-7", "Breast Cancer", "INC-5", "ATCC HTB-22 via LGC", "2022-11-03", 31),
       ("CL-0203", "A549", "Lung", "INC-5", "ATCC CCL-185 via LGC", "2024-01-22", 18),
       ("CL-0311", "NIBR-iPS-07 (patient-derived iPSC)", "Stem Cell", "INC-5", "derived in-house from donor D-0417 (2024)", "2024-06-30", 21),
       ("CL-0199", "SH-SY5Y", "Neuro", "INC-5", "ECACC 94030304", "2023-05-10", 14),
       ("CL-0250", "THP-1", "Immunology", "INC-5", "ATCC TIB-202 via LGC", "2024-08-19", 11),
       ("CL-0133", "K562", "Oncology", "INC-5", "ECACC 89121407", "2023-03-07", 26),
       ("CL-0261", "HCT116", "Gut Biology", "INC-5", "ATCC CCL-247 via LGC", "2024-10-01", 12),
       ("CL-0274", "Calu-3", "Lung", "INC-5", "ATCC HTB-55 via LGC", "2025-01-15", 9),
       ("CL-0288", "hTERT RPE-1", "Cell Biology", "INC-5", "ATCC CRL-4000 via LGC", "2025-03-04", 10)]

OTHER = ["U2OS", "HepG2", "Caco-2", "PC-3", "LNCaP", "SW480", "MDA-MB-231", "T47D", "RAW 264.7", "NIH/3T3",
         "CHO-K1", "Vero", "HUVEC (primary, donor pool 12)", "BEAS-2B", "HaCaT", "A375", "U87 MG", "HT-29",
         "Panc-1", "MIA PaCa-2", "NCI-H1299", "HAP1", "NIBR-iPS-03", "HEK293 (parental)", "HeLa", "Huh7", "SK-N-SH"]

# MycoAlert PLUS ratio (B/A): <0.9 negative, 0.9-1.2 borderline, >1.2 positive
KEY_RATIO = {"CL-0056": 6.84, "CL-0112": 4.12, "CL-0140": 2.71, "CL-0203": 1.08, "CL-0311": 1.93}


def roster():
    r = random.Random(311)
    rows = []
    for cid, name, grp, inc, src, rec, p in KEY:
        rows.append({"id": cid, "name": name, "grp": grp, "inc": inc, "src": src, "rec": rec, "p": p})
    used = {int(k[0][3:]) for k in KEY}
    for name in OTHER:
        n = r.randint(20, 330)
        while n in used:
            n = r.randint(20, 330)
        used.add(n)
        grp = r.choice(list(OWNERS))
        inc = r.choice(["INC-1", "INC-2", "INC-3", "INC-3", "INC-4", "INC-6"])
        rec = dt.date(2021, 1, 1) + dt.timedelta(days=r.randint(0, 1600))
        rows.append({"id": "CL-%04d" % n, "name": name, "grp": grp, "inc": inc,
                     "src": r.choice(["ATCC via LGC", "ECACC via Merck", "DSMZ", "in-house", "collaborator (certified)"]),
                     "rec": rec.isoformat(), "p": r.randint(5, 40)})
    return rows


def mycoalert_output():
    r = random.Random(1017)
    rows = roster()
    out = ["LIMS run MS-2025-10  assay: MycoAlert PLUS (Lonza LT07-710)  run date: 2025-10-17  operator: J. Okoye",
           "instrument: GloMax Navigator GM-02  kit lot 0000881452  positive control ratio 38.2 (pass)  negative control ratio 0.41 (pass)",
           "interpretation: ratio <0.9 NEGATIVE; 0.9-1.2 BORDERLINE (re-test); >1.2 POSITIVE",
           "SAMPLE      CELL LINE                            INC    PASSAGE  FLASK      MEDIUM                 SERUM LOT      DAYS SINCE FEED  READ A (RLU)  READ B (RLU)  RATIO  RESULT"]
    media = ["DMEM + 10% FBS", "RPMI-1640 + 10% FBS", "DMEM/F12 + 10% FBS", "McCoy's 5A + 10% FBS", "EMEM + 10% FBS", "F-12K + 10% FBS"]
    for i, c in enumerate(sorted(rows, key=lambda x: x["id"])):
        a = r.randint(1800, 9500)
        ratio = KEY_RATIO.get(c["id"], round(r.uniform(0.32, 0.78), 2))
        b = int(a * ratio)
        res = "POSITIVE" if ratio > 1.2 else ("BORDERLINE" if ratio >= 0.9 else "NEGATIVE")
        med = "mTeSR Plus (serum-free)" if "iPS" in c["name"] else r.choice(media)
        lot = "-" if "iPS" in c["name"] else r.choice(["FBS-2230417", "FBS-2230417", "FBS-2230417", "FBS-2251190"])
        out.append("MS10-%03d    %-36s %-6s P%-7d T75-%04d   %-22s %-14s %-16d %-13d %-13d %-6.2f %s" % (
            i + 1, c["id"] + " " + c["name"][:28], c["inc"], c["p"], r.randint(1000, 9999), med, lot, r.randint(2, 4), a, b, ratio, res))
    out.append("summary: %d samples; POSITIVE 4; BORDERLINE 1; NEGATIVE %d. Flagged samples auto-routed to LIMS queue QC-MYCO."
               % (len(rows), len(rows) - 5))
    out.append("serum lot note: FBS-2230417 is in use in all six general incubators (supplier CoA: mycoplasma not detected, 2025-06)")
    return "\n".join(out)


def registry_output():
    r = random.Random(2025)
    rows = roster()
    out = ["LIMS cell line registry - active cultures (Tissue Culture Core, Building B level 2)",
           "LINE     NAME                                 GROUP          OWNER               INC    P    RECEIVED    LAST NEG TEST  STR AUTH    BSL  SOURCE"]
    for c in sorted(rows, key=lambda x: x["id"]):
        owner = OWNERS[c["grp"]]
        last = "2025-09-12" if c["id"] != "CL-0056" else "never"
        strd = "pending" if c["id"] == "CL-0056" else "%d-%02d" % (r.randint(2023, 2025), r.randint(1, 12))
        bsl = "2" if c["name"].startswith(("HEK", "293", "Vero", "HeLa", "Huh7", "HepG2")) or "iPS" in c["name"] else "1"
        out.append("%-8s %-36s %-14s %-19s %-6s %-4d %-11s %-14s %-11s %-4s %s" % (
            c["id"], c["name"][:36], c["grp"], owner, c["inc"], c["p"], c["rec"], last, strd, bsl, c["src"]))
    out.append("note: monthly screen MS-2025-09 (2025-09-12) was negative for all lines in culture at that date; "
               "CL-0056 was in its first week and not included.")
    out.append("")
    out.append("intake record CL-0056 (form TC-F-014a, SOP TC-SOP-014 v3):")
    out += ["  received 2025-09-02 11:20 by mlin; shipped on dry ice, 1 cryovial, arrived frozen",
            "  sender: Dr. K. Fraser, School of Medicine, Univ. of Aberdeen; MTA: institutional letter only",
            "  mycoplasma certificate: NOT SUPPLIED (sender states tested 2025-06)",
            "  STR profile: not supplied; STR authentication requested 2025-09-03 (pending)",
            "  intake quarantine (Q-INC-1 until two negative tests): SKIPPED - placed in INC-5 on 2025-09-02",
            "  manager sign-off: not recorded"]
    out.append("")
    out.append("LN2 banks for lines in INC-5 (tank LN2-B, vapour phase):")
    out.append("LINE     BANK          PASSAGE  FROZEN      VIALS  POSITION            MYCO STATUS AT FREEZE")
    banks = [("CL-0056", "none", "-", "-", 0, "-", "-"),
             ("CL-0112", "WB-0112-C", "P8", "2025-06-18", 4, "LN2-B R3 B7 A1-A4", "NEGATIVE (MS-2025-06)"),
             ("CL-0140", "WB-0140-D", "P24", "2025-04-02", 7, "LN2-B R2 B4 C1-C7", "NEGATIVE (MS-2025-04)"),
             ("CL-0203", "WB-0203-B", "P11", "2024-12-05", 5, "LN2-B R2 B9 A1-A5", "NEGATIVE (MS-2024-12)"),
             ("CL-0311", "MB-0311-A", "P12", "2025-03-14", 6, "LN2-B R1 B2 D1-D6", "NEGATIVE (MS-2025-03)"),
             ("CL-0311", "WB-0311-B", "P19", "2025-09-10", 3, "LN2-B R1 B2 E1-E3", "NOT TESTED (frozen after 2025-09-02)")]
    for b in banks:
        out.append("%-8s %-13s %-8s %-11s %-6d %-19s %s" % b)
    for c in rows[5:11]:
        frozen = dt.date.fromisoformat(c["rec"]) + dt.timedelta(days=r.randint(20, 60))
        vials = r.randint(3, 9)
        out.append("%-8s %-13s %-8s %-11s %-6d %-19s %s" % (
            c["id"], "WB-%s-A" % c["id"][3:], "P%d" % r.randint(4, 9), frozen.isoformat(),
            vials, "LN2-B R%d B%d A1-A%d" % (r.randint(1, 4), r.randint(1, 9), vials), "NEGATIVE"))
    return "\n".join(out)


def equipment_log():
    r = random.Random(5518)
    out = ["equipment_log_get: assets=Q-INC-1,INC-5 from=2025-07-15 to=2025-10-20 (newest last)",
           "TIMESTAMP          ASSET   EVENT                          DETAIL"]
    events = []
    d = dt.datetime(2025, 7, 15, 7, 0)
    while d < dt.datetime(2025, 10, 20):
        for asset in ("Q-INC-1", "INC-5"):
            if asset == "Q-INC-1" and dt.datetime(2025, 8, 29) <= d < dt.datetime(2025, 9, 9):
                continue
            if r.random() < 0.85:
                events.append((d + dt.timedelta(minutes=r.randint(0, 600)), asset, "daily check",
                               "T %.1f C, CO2 %.1f%%, RH %d%%, water pan OK" % (r.uniform(36.8, 37.2), r.uniform(4.8, 5.2), r.randint(90, 96))))
            if asset == "INC-5" and r.random() < 0.22:
                events.append((d + dt.timedelta(minutes=r.randint(0, 600)), asset, "door-open alarm",
                               "door open %d s (limit 60 s), user %s" % (r.randint(61, 240), r.choice(["mlin", "swhitfield", "jokoye", "ahaddad", "treyes", "lfischer"]))))
        d += dt.timedelta(days=1)
    events += [(dt.datetime(2025, 8, 29, 9, 12), "Q-INC-1", "OUT OF SERVICE", "CO2 sensor drift; work order WO-5518 raised (vendor: Thermo service)"),
               (dt.datetime(2025, 9, 2, 14, 5), "INC-5", "new culture logged", "CL-0056 Jurkat P5, shelf 2 left, user mlin"),
               (dt.datetime(2025, 9, 8, 16, 40), "Q-INC-1", "RETURNED TO SERVICE", "WO-5518 closed: CO2 sensor replaced, calibration cert CAL-25-1193"),
               (dt.datetime(2025, 9, 30, 10, 15), "INC-5", "water pan change", "copper sulfate not added (stock out) - note by jokoye"),
               (dt.datetime(2025, 10, 17, 8, 30), "INC-5", "sampling", "MS-2025-10 supernatants collected, 11 flasks")]
    events.sort()
    for t, a, e, det in events:
        out.append("%s  %-7s %-30s %s" % (t.strftime("%Y-%m-%d %H:%M"), a, e, det))
    return "\n".join(out)


NOISE = [("facilities.helpdesk@nibr.ac.uk", "Building B lift maintenance 27-28 Oct"),
         ("procurement@nibr.ac.uk", "Reminder: year-end purchasing cut-off 5 Dec"),
         ("safety@nibr.ac.uk", "Biosafety committee minutes - September"),
         ("lgc.orders@lgcstandards.example", "Your quote Q-LGC-88213"),
         ("seminars@nibr.ac.uk", "Friday seminar: organoid models of lung fibrosis"),
         ("it.support@nibr.ac.uk", "LIMS upgrade to v9.4 scheduled for 8 Nov"),
         ("waste@nibr.ac.uk", "Autoclave 2 out of service Weds AM"),
         ("hr@nibr.ac.uk", "Leaver notification: Dr. Tom Reyes (last day 24 Oct)"),
         ("stores@nibr.ac.uk", "Low stock: copper sulfate (incubator water pans)"),
         ("training@nibr.ac.uk", "Aseptic technique refresher - dates for November"),
         ("jokoye@nibr.ac.uk", "Rota for TC room cleaning w/c 27 Oct"),
         ("flowcore@nibr.ac.uk", "Sorter availability next week"),
         ("thermo.service@thermo.example", "Service visit report - CO2 incubator (ref TS-88412)"),
         ("newsletter@nibr.ac.uk", "Institute news - October"),
         ("library@nibr.ac.uk", "New journal subscriptions for 2026"),
         ("estates@nibr.ac.uk", "Building B fire alarm test Thursday 10:00"),
         ("lab.supplies@nibr.ac.uk", "Tip and serological pipette delivery delayed"),
         ("grants@nibr.ac.uk", "Internal pump-priming call closes 21 Nov"),
         ("biorepository@nibr.ac.uk", "LN2 top-up schedule for November"),
         ("events@nibr.ac.uk", "Open day volunteers needed")]

BODY = ["Please find the details below and let me know if you have any questions.",
        "This is a reminder only; no action is needed if you have already responded.",
        "We apologise for any inconvenience this may cause.",
        "Could you circulate this to your team, please?",
        "The attached document has the full schedule.",
        "Replies to this mailbox are monitored during working hours.",
        "If this affects any critical equipment, contact the helpdesk on ext. 4400.",
        "Thanks in advance for your help with this."]


def inbox_noise(n, seed):
    r = random.Random(seed)
    return [(NOISE[i % len(NOISE)][0], NOISE[i % len(NOISE)][1], " ".join(r.sample(BODY, 4))) for i in range(n)]


def plate_export(run, samples, seed):
    """samples: list of (sample_id, line, ct or None, iac or None). Returns a well-level qPCR export."""
    r = random.Random(seed)
    out = ["well-level export %s (QuantStudio 5, 96-well, FAM = Mollicutes 16S target, VIC = internal amplification control)" % run,
           "WELL  SAMPLE     LINE      DYE  CT      TM (C)  FLAG"]
    wells = iter("%s%d" % (row, col) for row in "ABCDEFGH" for col in range(1, 13))
    for sid, line, ct, iac in samples + [("PC", "pos ctrl", 22.2, 28.0), ("NTC", "no template", None, 28.3),
                                         ("EXC", "extraction ctrl", None, 28.6)]:
        for rep in range(3):
            w = next(wells)
            fam = "%.2f" % (ct + r.uniform(-0.35, 0.35)) if ct else "Undet."
            tm = "%.1f" % r.uniform(78.2, 78.9) if ct else "-"
            vic = "%.2f" % (iac + r.uniform(-0.3, 0.3)) if iac else "Undet."
            flag = "" if (iac or ct) else "IAC FAIL"
            out.append("%-5s %-10s %-9s FAM  %-7s %-7s %s" % (w, sid, line, fam, tm, flag))
            out.append("%-5s %-10s %-9s VIC  %-7s %-7s" % (w, sid, line, vic, "-"))
    out.append("threshold FAM 0.12 / VIC 0.08 (auto); baseline cycles 3-15; analysis software v2.6.0")
    return "\n".join(out)

"""Messages 23-34 of blind-cell-line-contamination: iPS-07 treatment, inbox, facilities, root cause."""
import cell_data as D


def inbox():
    key = [
        ("ruth.baptiste@nibr.ac.uk", "Ruth Baptiste (Quality Assurance)", "2025-10-21 12:14",
         "Audit date change + DEV-2025-044",
         "Hi Ines, the external auditor can only attend on Thu 6 Nov, so the TC Core audit moves from 14 Nov to 6 Nov. "
         "For DEV-2025-044 I need the CAPA plan in the QMS by Mon 27 Oct so I can review it before the audit. Please include: "
         "containment evidence, root cause with supporting evidence, corrective and preventive actions with owners and dates, "
         "and an effectiveness check. Open actions are acceptable at audit if they are planned and owned. Thanks, Ruth\n"
         "     Audit scope (attached plan QA-AUD-2025-TC): TC Core cell culture operations; cell line intake and authentication; "
         "mycoplasma testing programme and records; equipment maintenance and decontamination records (incubators, BSCs); LN2 "
         "inventory and bank release records; training records for TC Core users; deviations and CAPAs opened in the last 12 months. "
         "Auditors: R. Baptiste (lead), external auditor from the institute's certification body. Opening meeting 09:30, B2 seminar room."),
        ("gareth.lowe@nibr.ac.uk", "Gareth Lowe (Facilities - Labs)", "2025-10-21 13:02",
         "RE: FAC-7731 Decontamination of INC-5 and BSC-2",
         "Hi Ines, INC-5: hydrogen peroxide vapour decon by our in-house team booked for Thu 23 Oct 08:00 (about 4h; room B2.11 "
         "closed 08:00-12:00 - we will tape off INC-3 and not open it). BSC-2: needs fumigation by our external contractor "
         "BioClean Services followed by recertification; their earliest slot is Tue 28 Oct 07:30 and the cost is GBP 720. I need a "
         "cost code before I can confirm the BioClean booking. Gareth"),
        ("mlin@nibr.ac.uk", "Dr. Mei Lin", "2025-10-21 12:47",
         "Jurkat - where it came from",
         "Ines, the Jurkat came from Kirsty Fraser's lab in Aberdeen on 2 Sep. They told me it was tested in June but they "
         "can't find the certificate. I put it straight into INC-5 because Q-INC-1 was full that week. My fault, sorry. Mei\n"
         "     > On 21 Oct 2025 10:31, LIMS notifications wrote: Your line CL-0056 Jurkat (clone E6-1) has been set to QUARANTINED "
         "and moved from INC-5 to Q-INC-1 by icarvalho. Reason: MS-2025-10 mycoplasma positives in INC-5. CL-0250 THP-1 has been set "
         "to QUARANTINED and moved from INC-5 to Q-INC-1 by icarvalho. Please do not open quarantined flasks outside BSC-1 and "
         "contact the TC Core manager before any further work."),
        ("lfischer@nibr.ac.uk", "Dr. Lena Fischer", "2025-10-21 14:55",
         "MCF-7 - can we keep our experiment going?",
         "Hi Ines, I hear our MCF-7 came back PCR-negative. Can we take it out of quarantine? Our drug screen is due to start "
         "on Mon 27 Oct and we have plates booked on the Incucyte. Lena"),
        ("k.fraser@abdn.example.ac.uk", "Dr. Kirsty Fraser (Univ. of Aberdeen)", "2025-10-21 15:20",
         "RE: Jurkat E6-1 sent 2 Sep - mycoplasma status",
         "Dear Ines, I'm very sorry to hear this. We are still looking for the June test record; the technician who ran it has "
         "left. We will test our parent stock (and the two other lines we shipped this autumn) this week and send you the "
         "results. Best wishes, Kirsty"),
    ]
    out = ["email_search: mailbox=tc-core@nibr.ac.uk since=2025-10-20 results=%d (newest first)" % (len(key) + 24)]
    for i, (frm, name, ts, subj, body) in enumerate(key):
        out.append("[%02d] %s  From: %s <%s>\n     Subject: %s\n     %s" % (i + 1, ts, name, frm, subj, body))
    for i, (frm, subj, body) in enumerate(D.inbox_noise(24, 4)):
        out.append("[%02d] 2025-10-%02d %02d:%02d  From: %s\n     Subject: %s\n     %s" % (
            i + 6, 20 + i % 2, 8 + i % 9, (i * 11) % 60, frm, subj, body))
    return "\n".join(out)


def build(c):
    c.user(
        "Aisha replied about iPS-07, pasting it:\n\n"
        "> Ines, please don't discard iPS-07, that donor can't be re-derived. Treat the current culture with "
        "Plasmocin at 25 ug/mL for two weeks, and in parallel thaw one vial of the P12 master bank (MB-0311-A) "
        "into the quarantine incubator. If the treated culture is still positive after treatment we go back to "
        "P12 and drop the treated line. The P19 vials are to be tested before anyone uses them. - Aisha\n\n"
        "Do what she says. Order the Plasmocin.")
    c.act("Recording the treatment plan, the thaw and the hold on the P19 bank, and ordering Plasmocin.", [
        ("lims_update", {"action": "treatment_plan", "record": "CL-0311",
                         "treatment": {"agent": "Plasmocin treatment (InvivoGen ant-mpt)", "concentration": "25 ug/mL",
                                       "start": "2025-10-23", "duration_days": 14, "location": "Q-INC-1"},
                         "thaw": {"bank": "MB-0311-A", "vials": 1, "position": "LN2-B R1 B2 D1", "destination": "Q-INC-1", "date": "2025-10-22"},
                         "bank_hold": {"bank": "WB-0311-B", "status": "HOLD - mycoplasma test before use"},
                         "reason": "Decision by line owner Dr. A. Mensah (e-mail 2025-10-21): treat, do not discard"},
         "CL-0311 treatment TRT-0311-01 created: Plasmocin 25 ug/mL, 2025-10-23 to 2025-11-06 (14 days), Q-INC-1\n"
         "  post-treatment test: earliest 2025-11-20 (requires 14 days antibiotic-free culture after 2025-11-06)\n"
         "thaw TH-0311-07 scheduled 2025-10-22: MB-0311-A vial D1 -> Q-INC-1; MB-0311-A remaining: 5 vials\n"
         "WB-0311-B (P19, 3 vials): status was AVAILABLE, now HOLD (test before use)\n"
         "protocol attached (TC-WI-031 Mycoplasma elimination, v2):\n"
         "  1. Culture in mTeSR Plus + Plasmocin 25 ug/mL; full medium change daily (iPSC), fresh Plasmocin each change\n"
         "  2. Passage as normal (ReLeSR) but keep split ratios conservative (1:6 max) during treatment\n"
         "  3. Work last in the day in the quarantine cabinet; dedicated media bottle labelled TRT-0311-01\n"
         "  4. After day 14: 14 days antibiotic-free culture, then MycoAlert + qPCR; two consecutive negatives 7 days apart required to release\n"
         "  5. Record morphology and karyotype check (G-band) before release - Plasmocin can select abnormal clones\n"
         "thaw protocol TH-0311-07: vial into 37 C bath, dropwise into mTeSR Plus + 10 uM Y-27632, plate on Matrigel-coated 6-well; "
         "Q-INC-1 shelf 3 right"),
        ("po_create", {"vendor": "InvivoGen Europe", "cost_code": "TC-CORE-CONS",
                       "lines": [{"catalogue": "ant-mpt-1", "description": "Plasmocin treatment, 50 mg (2 x 1 ml at 25 mg/ml)", "qty": 1, "unit_gbp": 285.00}],
                       "delivery": "next day", "note": "iPS-07 mycoplasma treatment (DEV-2025-044)"},
         "PO-NIBR-40121 created - InvivoGen Europe - GBP 285.00 - status APPROVED\nexpected delivery: 2025-10-22 (next-day courier, ambient)"),
    ])
    c.say(
        "Done, as Aisha asked:\n\n"
        "- **TRT-0311-01**: Plasmocin **25 ug/mL**, **23 Oct to 6 Nov**, in Q-INC-1.\n"
        "- **TH-0311-07**: one P12 vial (MB-0311-A, D1) thaws into Q-INC-1 tomorrow; **5 P12 vials** left.\n"
        "- **WB-0311-B** (P19) is on **HOLD** until it has been tested.\n"
        "- **PO-NIBR-40121**: Plasmocin, GBP 285, arriving tomorrow. Re-orders are now **GBP 1,427** of 2,500.\n\n"
        "One consequence: the post-treatment test can't run until **20 Nov** (14 days off antibiotic), so "
        "**the iPS-07 outcome won't be known at the audit on 14 Nov**. The CAPA should show it as a planned, owned action.")
    c.user("Check the inbox: Ruth from QA sent something, and facilities should have come back on the decon.")
    c.act(None, [("email_search", {"mailbox": "tc-core@nibr.ac.uk", "since": "2025-10-20", "limit": 20}, inbox())])
    c.say(
        "## Inbox: five that matter\n\n"
        "1. **Ruth Baptiste (QA): the audit moves from 14 Nov to Thu 6 Nov.** She wants the **CAPA plan for DEV-2025-044 in the QMS "
        "by Mon 27 Oct**, covering containment evidence, root cause with evidence, CAPA actions with owners and dates, and an effectiveness check. "
        "Open actions are acceptable if they're planned and owned.\n"
        "2. **Gareth Lowe (FAC-7731):** INC-5 hydrogen peroxide vapour decon **Thu 23 Oct 08:00** (B2.11 closed until 12:00; INC-3 will be taped off and left shut). "
        "BSC-2 needs **BioClean Services** fumigation plus recertification, earliest **Tue 28 Oct 07:30**, **GBP 720**, and he **needs a cost code** to confirm.\n"
        "3. **Mei Lin:** the Jurkat came from Kirsty Fraser's lab in Aberdeen on 2 Sep, and it went into INC-5 \"because Q-INC-1 was full that week\".\n"
        "4. **Kirsty Fraser (Aberdeen):** can't find the June test record; they're testing their parent stock this week.\n"
        "5. **Lena Fischer:** wants MCF-7 out of quarantine for a drug screen starting **Mon 27 Oct**. That's the day before its re-test.\n\n"
        "### Revised timeline\n| Date | Item |\n|---|---|\n"
        "| Thu 23 Oct 08:00 | INC-5 VHP decon (FAC-7731) |\n| Thu 23 Oct | iPS-07 Plasmocin starts |\n"
        "| **Mon 27 Oct** | **CAPA plan due to Ruth** |\n| Tue 28 Oct | MCF-7 re-test (PCR-2025-10-28A); BSC-2 fumigation 07:30 (needs cost code) |\n"
        "| 31 Oct | INC-3 hypoxia run ends |\n| 4-5 Nov | HEK293T and Jurkat arrive |\n"
        "| **Thu 6 Nov** | **QA audit**; Plasmocin course ends |\n| 20 Nov | earliest iPS-07 post-treatment test |\n\n"
        "To move on I need: **a cost code for the BioClean job**, and **your answer to Lena**.")
    c.user(
        "Use TC-CORE-OPS for the fumigation. Lena waits: MCF-7 stays put until the 28th re-test, I'll tell "
        "her myself. And a correction: Q-INC-1 wasn't full that week, it was down for service. Check the "
        "equipment log before anything goes into the CAPA.")
    c.act("Pulling the equipment log for Q-INC-1 and INC-5 and confirming the BioClean booking with Gareth.", [
        ("equipment_log_get", {"assets": ["Q-INC-1", "INC-5"], "from": "2025-07-15", "to": "2025-10-20"}, D.equipment_log()),
        ("facilities_ticket_update", {"ticket": "FAC-7731", "status": "APPROVED",
                                      "comment": "Approved by I. Carvalho: BSC-2 fumigation and recertification by BioClean Services on Tue 28 Oct 07:30, "
                                                 "GBP 720, cost code TC-CORE-OPS. INC-5 VHP Thu 23 Oct 08:00 confirmed. INC-3 must stay closed."},
         "FAC-7731 updated\n  status: was AWAITING COST CODE, now SCHEDULED\n"
         "  BSC-2: BioClean Services fumigation 2025-10-28 07:30, recertification same day (certificate to follow), GBP 720.00 on TC-CORE-OPS\n"
         "  INC-5: VHP decontamination 2025-10-23 08:00 (Facilities in-house), release test: biological indicators read 2025-10-24\n"
         "  notes: INC-3 do-not-open tag added to job sheet"),
    ])
    c.say(
        "You're right, and the log shows it:\n\n"
        "| When | Asset | Event |\n|---|---|---|\n"
        "| 29 Aug 09:12 | Q-INC-1 | **OUT OF SERVICE**: CO2 sensor drift, work order **WO-5518** |\n"
        "| 2 Sep 14:05 | INC-5 | **CL-0056 Jurkat P5 logged in** (user mlin) |\n"
        "| 8 Sep 16:40 | Q-INC-1 | **Returned to service**: WO-5518 closed, calibration CAL-25-1193 |\n"
        "| 30 Sep 10:15 | INC-5 | water pan changed without copper sulfate (stock-out) |\n\n"
        "So the quarantine incubator was **down for service from 29 Aug to 8 Sep**, and the Jurkat arrived in the middle of that. "
        "Mei had nowhere compliant to put it, and **the intake SOP has no fallback** for when Q-INC-1 is out of service. "
        "That is the root cause I'd write, not an individual's error. INC-5 also logged frequent door-open alarms (over 60 s) from several users. "
        "That wouldn't cause mycoplasma, but an auditor will see it.\n\n"
        "**FAC-7731 is scheduled**: BioClean on **Tue 28 Oct 07:30**, GBP 720 on TC-CORE-OPS; INC-5 VHP Thu 23 Oct, with biological indicators read on 24 Oct. "
        "MCF-7 stays quarantined until the 28 Oct re-test, and you'll speak to Lena.")

"""Messages 35-52 of blind-cell-line-contamination: CAPA, A549 result, e-mail to QA, wrap-up."""
import cell_data as D

CAPA_SECTIONS = {
    "problem": "Monthly mycoplasma screen MS-2025-10 (MycoAlert PLUS, 2025-10-17) flagged 4 positive and 1 borderline culture, all "
               "in incubator INC-5. qPCR PCR-2025-10-21 confirmed Mycoplasma hyorhinis in CL-0056 Jurkat, CL-0112 HEK293T and CL-0311 "
               "NIBR-iPS-07; CL-0140 MCF-7 PCR-negative (re-test 2025-10-28); CL-0203 A549 inconclusive (repeat PCR-2025-10-21B).",
    "containment": ["2025-10-21: all 11 INC-5 cultures quarantined in Q-INC-1 (BU-2025-1021-01)",
                    "2025-10-21: INC-5 and BSC-2 locked out",
                    "2025-10-21: CL-0112 and CL-0056 cultures autoclaved (AC1-1021-3)",
                    "2025-10-23: INC-5 hydrogen peroxide vapour decontamination (FAC-7731)",
                    "2025-10-28: BSC-2 fumigation and recertification by BioClean Services (FAC-7731)"],
    "root_cause": "CL-0056 Jurkat received 2025-09-02 from an external collaborator without a mycoplasma certificate. The quarantine "
                  "incubator Q-INC-1 was out of service 2025-08-29 to 2025-09-08 (WO-5518), and the intake SOP (TC-SOP-014 v3) has no "
                  "fallback when Q-INC-1 is unavailable; the line was placed directly into INC-5. All confirmed positives carry the "
                  "same species (M. hyorhinis, 99.4-99.6% identity), consistent with a single source. Supplier confirmation pending.",
    "corrective": [{"action": "Replace CL-0112 (ATCC CRL-3216, PO-NIBR-40117) and CL-0056 (ECACC 88042803, PO-NIBR-40118)", "owner": "Ines Carvalho", "due": "2025-11-05"},
                   {"action": "CL-0311: Plasmocin treatment TRT-0311-01 and parallel thaw of P12 bank MB-0311-A; post-treatment test", "owner": "Dr. Aisha Mensah", "due": "2025-11-20"},
                   {"action": "Test held bank WB-0311-B (P19) before any use", "owner": "Dr. Aisha Mensah", "due": "2025-11-20"},
                   {"action": "Decontaminate INC-5 and BSC-2; recertify BSC-2", "owner": "Gareth Lowe", "due": "2025-10-28"}],
    "preventive": [{"action": "Fortnightly mycoplasma testing (MycoAlert + qPCR on any non-negative) for all active lines, replacing monthly screening, until 2026-01-31", "owner": "Ines Carvalho", "due": "2026-01-31"},
                   {"action": "Revise intake SOP to TC-SOP-014 v4: no incoming line enters a general incubator until PCR-negative; if Q-INC-1 is out of service, incoming lines stay frozen until it is back", "owner": "Ines Carvalho", "due": "2025-11-03"},
                   {"action": "Retrain TC Core users on revised intake SOP (sign-off sheet)", "owner": "Ines Carvalho", "due": "2025-11-05"}],
}


def capa_echo(version, extra=""):
    s = CAPA_SECTIONS
    out = ["CAPA-2025-019 draft v%d - linked deviation DEV-2025-044 - owner Ines Carvalho - QA reviewer Ruth Baptiste" % version,
           "PROBLEM STATEMENT\n  " + s["problem"], "CONTAINMENT"]
    out += ["  - " + x for x in s["containment"]]
    out.append("ROOT CAUSE\n  " + s["root_cause"])
    out.append("CORRECTIVE ACTIONS")
    out += ["  CA%d  %-118s owner: %-18s due: %s" % (i + 1, a["action"], a["owner"], a["due"]) for i, a in enumerate(s["corrective"])]
    out.append("PREVENTIVE ACTIONS")
    out += ["  PA%d  %-118s owner: %-18s due: %s" % (i + 1, a["action"], a["owner"], a["due"]) for i, a in enumerate(s["preventive"])]
    return "\n".join(out) + extra


def build(c):
    c.user(
        "Good. Draft the CAPA in the QMS: factual, no blame on Mei. Actions: fortnightly mycoplasma testing "
        "for all lines until 31 Jan instead of monthly; new intake rule: nothing goes into a general incubator "
        "until it's PCR-negative, and if Q-INC-1 is down, incoming lines stay frozen until it's back. Owners: "
        "me for testing and the intake SOP, Aisha for iPS-07, Gareth for decon.")
    c.act("Creating the CAPA against DEV-2025-044.", [
        ("qms_capa_create", {"deviation": "DEV-2025-044",
                             "title": "Mycoplasma hyorhinis contamination in INC-5 - intake quarantine gap",
                             "problem_statement": CAPA_SECTIONS["problem"], "containment": CAPA_SECTIONS["containment"],
                             "root_cause": CAPA_SECTIONS["root_cause"], "corrective_actions": CAPA_SECTIONS["corrective"],
                             "preventive_actions": CAPA_SECTIONS["preventive"], "qa_reviewer": "Ruth Baptiste"},
         capa_echo(1, "\nVALIDATION: 2 warnings\n  W1 effectiveness check: criteria and date required before submission\n"
                      "  W2 root cause cites equipment records (WO-5518) - attach supporting evidence\n"
                      "status: DRAFT (not submitted); QA submission deadline set by reviewer: 2025-10-27")),
    ])
    c.say(
        "**CAPA-2025-019** is drafted (v1) and linked to DEV-2025-044. The root cause is written as a **procedural gap** (Q-INC-1 out of service under WO-5518, "
        "no fallback in TC-SOP-014), with no individual named.\n\n"
        "| | Action | Owner | Due |\n|---|---|---|---|\n"
        "| CA1 | Replace HEK293T and Jurkat | you | 5 Nov |\n| CA2 | iPS-07 Plasmocin + P12 thaw, post-treatment test | Aisha | 20 Nov |\n"
        "| CA3 | Test P19 bank WB-0311-B before use | Aisha | 20 Nov |\n| CA4 | Decon INC-5, fumigate and recertify BSC-2 | Gareth | 28 Oct |\n"
        "| PA1 | **Fortnightly** testing of all lines until **31 Jan 2026** | you | 31 Jan |\n"
        "| PA2 | TC-SOP-014 v4: PCR-negative before a general incubator; stay frozen if Q-INC-1 is down | you | 3 Nov |\n"
        "| PA3 | Retrain users on v4 | you | 5 Nov |\n\n"
        "The QMS won't let it be submitted yet:\n- **W1**: an effectiveness check is needed. I'd propose: *no positive result in any fortnightly screen "
        "from 4 Nov 2025 to 31 Jan 2026, and every new intake PCR-negative before release*, reviewed on 31 Jan.\n"
        "- **W2**: the equipment log needs attaching as evidence.\n\nOK with that effectiveness check?")
    c.user("Yes, that effectiveness check is fine. Anything back on A549?")
    c.act(None, [
        ("lims_query", {"query": "request_results", "request_id": "PCR-2025-10-21B"},
         "PCR-2025-10-21B results (run 15:35-18:20, operator J. Okoye, instrument QS5-01)\n"
         "controls: positive control Ct 22.0 (pass); NTC no amplification (pass)\n"
         "SAMPLE   LINE      DILUTION  TARGET Ct   IAC Ct   RESULT     SPECIES (melt + Sanger)\n"
         "P21B-01  CL-0203   1:10      27.6        29.0     POSITIVE   Mycoplasma hyorhinis (99.5% identity)\n"
         "comment: inhibition resolved by dilution; result valid.\n\n" +
         D.plate_export("PCR-2025-10-21B", [("P21B-01", "CL-0203", 27.6, 29.0)], 22)),
    ])
    c.say(
        "**A549 (CL-0203) is positive**: Ct 27.6, *M. hyorhinis*, valid after the 1:10 dilution. That makes **4 confirmed** positives "
        "(Jurkat, HEK293T, iPS-07, A549), all the same species.\n\n"
        "| A549 option | Cost | Notes |\n|---|---|---|\n"
        "| Discard and re-order ATCC CCL-185 (LGC) | 598 + 95 = **693** | re-orders would total **2,120**, still under 2,500 |\n"
        "| Discard and thaw bank WB-0203-B (P11, 5 vials, negative Dec 2024) | 0 | faster, but it uses up Omar's bank |\n\n"
        "Either way the CAPA needs updating: A549 goes into the problem statement and CA1, then the effectiveness check and the log attachment go in. "
        "Which way for A549? Omar owns it.")
    c.user("Bin it and re-order, same as HEK. Omar's fine with it, he told me at lunch. Then finish the CAPA.")
    c.act("Disposing of the A549 culture, ordering the replacement and updating the CAPA.", [
        ("lims_update", {"action": "dispose", "records": ["CL-0203"], "method": "autoclave (Autoclave 1, B2.05)",
                         "reason": "M. hyorhinis confirmed by PCR-2025-10-21B; owner Dr. O. Haddad agreed (verbal, to I. Carvalho 2025-10-21)"},
         "CL-0203 A549 culture: status was QUARANTINED, now DISPOSAL SCHEDULED (autoclave run AC1-1022-1, 2025-10-22 09:00)\n"
         "bank WB-0203-B (P11, 5 vials) unaffected"),
        ("po_create", {"vendor": "LGC Standards", "cost_code": "TC-CORE-CONS",
                       "lines": [{"catalogue": "ATCC CCL-185", "description": "A549", "qty": 1, "unit_gbp": 598.00},
                                 {"description": "Dry-ice shipping", "qty": 1, "unit_gbp": 95.00}],
                       "deliver_to": "TC Core, B2 goods-in; receive into quarantine",
                       "note": "Replacement for contaminated CL-0203 (DEV-2025-044); could not be added to PO-NIBR-40117 (already released to warehouse)"},
         "PO-NIBR-40126 created - LGC Standards - GBP 693.00 - status APPROVED\nexpected delivery: 2025-11-05"),
        ("qms_capa_update", {"capa": "CAPA-2025-019",
                             "changes": {"problem_statement": "append: repeat PCR-2025-10-21B (1:10) confirmed M. hyorhinis in CL-0203 A549; 4 confirmed positive lines in total",
                                         "corrective_actions.CA1": "Replace CL-0112 (PO-NIBR-40117), CL-0056 (PO-NIBR-40118) and CL-0203 (ATCC CCL-185 from LGC, PO raised 2025-10-21)",
                                         "effectiveness_check": {"criteria": "No positive result in any fortnightly screen from 2025-11-04 to 2026-01-31; every new intake PCR-negative before release",
                                                                 "review_date": "2026-01-31", "owner": "Ines Carvalho"}},
                             "attachments": ["equipment_log_Q-INC-1_INC-5_2025-07-15_2025-10-20.csv", "WO-5518_service_report.pdf",
                                             "PCR-2025-10-21_report.pdf", "PCR-2025-10-21B_report.pdf", "MS-2025-10_report.pdf"]},
         capa_echo(2, "\n  + CA1 now includes CL-0203 (ATCC CCL-185); problem statement updated with PCR-2025-10-21B\n"
                      "EFFECTIVENESS CHECK\n  No positive result in any fortnightly screen 2025-11-04 to 2026-01-31; every new intake PCR-negative "
                      "before release. Review 2026-01-31, owner Ines Carvalho.\nATTACHMENTS: 5 files\n"
                      "VALIDATION: passed (0 warnings)\nstatus: DRAFT v2 - ready to submit to QA reviewer Ruth Baptiste")),
    ])
    c.say(
        "Done.\n- A549 culture goes on autoclave run **AC1-1022-1** (tomorrow 09:00); Omar's bank WB-0203-B is untouched.\n"
        "- **PO-NIBR-40126**: A549, ATCC CCL-185, GBP 693, due **5 Nov**. Re-orders total **GBP 2,120** of 2,500, so no sign-off from Dev is needed.\n"
        "- **CAPA-2025-019 v2** now covers 4 confirmed lines, carries the effectiveness check (review 31 Jan 2026) and 5 attachments. "
        "Validation passes and it's ready to submit.")
    c.user(
        "Send Ruth the CAPA for review and a short containment summary. cc Dev. Be upfront that the "
        "iPS-07 result won't be in before the audit.")
    body = ("Hi Ruth,\n\nCAPA-2025-019 (v2) for DEV-2025-044 is submitted for your review in the QMS: "
            "https://qms.nibr.ac.uk/capa/CAPA-2025-019\n\nContainment summary:\n"
            "- MS-2025-10 (17 Oct) flagged 5 cultures, all in INC-5. qPCR confirmed Mycoplasma hyorhinis in 4 lines: "
            "CL-0056 Jurkat, CL-0112 HEK293T, CL-0311 NIBR-iPS-07 and CL-0203 A549. CL-0140 MCF-7 was PCR-negative and stays "
            "quarantined until its re-test on 28 Oct.\n"
            "- All 11 INC-5 cultures were quarantined in Q-INC-1 on 21 Oct; INC-5 and BSC-2 are locked out. INC-5 VHP decon is on "
            "23 Oct and BSC-2 fumigation and recertification on 28 Oct (FAC-7731).\n"
            "- Jurkat, HEK293T and A549 cultures are autoclaved and replacements are ordered (PO-NIBR-40117, -40118, -40126; due 4-5 Nov).\n"
            "- Root cause: the Jurkat arrived on 2 Sep without a certificate while Q-INC-1 was out of service (WO-5518), and the intake "
            "SOP had no fallback. TC-SOP-014 v4 and fortnightly testing to 31 Jan are in the CAPA.\n\n"
            "To be upfront: iPS-07 is being treated with Plasmocin (TRT-0311-01, to 6 Nov) at the owner's request, and the "
            "post-treatment test cannot run before 20 Nov, so that result will not be available at the audit on 6 Nov. It is "
            "planned and owned in the CAPA (CA2, Dr. Aisha Mensah). The Aberdeen lab is still testing its parent stock.\n\n"
            "Best wishes,\nInes")
    c.act(None, [
        ("email_send", {"to": ["ruth.baptiste@nibr.ac.uk"], "cc": ["dev.patel@nibr.ac.uk"],
                        "subject": "DEV-2025-044 / CAPA-2025-019 submitted for review - containment summary",
                        "body": body, "qms_action": {"capa": "CAPA-2025-019", "submit_for_review": True}},
         "SENT msg-id <20251021.7731.tccore@nibr.ac.uk> to ruth.baptiste@nibr.ac.uk, cc dev.patel@nibr.ac.uk\n"
         "QMS: CAPA-2025-019 status was DRAFT v2, now SUBMITTED - IN QA REVIEW (reviewer Ruth Baptiste, review due 2025-10-31)"),
    ])
    c.say(
        "Sent to Ruth, cc Dev. **CAPA-2025-019 is now in QA review**, with Ruth's review due **31 Oct**, ahead of the **6 Nov** audit. "
        "The e-mail says plainly that the iPS-07 post-treatment result can't be in before the audit.")
    c.user("Thanks. Before I go: what's still open?")
    c.say(
        "## Still open (DEV-2025-044 / CAPA-2025-019)\n\n"
        "| When | Item | Owner |\n|---|---|---|\n"
        "| Thu 23 Oct 08:00 | INC-5 VHP decon (FAC-7731); biological indicators read 24 Oct before release | Gareth |\n"
        "| Thu 23 Oct | Start Plasmocin 25 ug/mL on iPS-07 (TRT-0311-01); P12 vial thaws 22 Oct | Aisha / TC Core |\n"
        "| Fri 24 Oct | Reassign CL-0298 HeLa from Tom Reyes before he leaves | you |\n"
        "| - | Tell Lena MCF-7 stays in quarantine until the re-test | you |\n"
        "| Tue 28 Oct | MCF-7 re-test **PCR-2025-10-28A**; BSC-2 BioClean fumigation + recert 07:30 | J. Okoye / Gareth |\n"
        "| Fri 31 Oct | Ruth's CAPA review due | Ruth |\n"
        "| 3 Nov | TC-SOP-014 v4 (intake rule) | you |\n"
        "| 4-5 Nov | Receive PO-NIBR-40117 / -40118 / -40126 into quarantine | TC Core |\n"
        "| **Thu 6 Nov** | **QA audit** | - |\n"
        "| 20 Nov | iPS-07 post-treatment test; test P19 bank WB-0311-B | Aisha |\n"
        "| 31 Jan 2026 | Fortnightly testing ends; effectiveness review | you |\n\n"
        "**Unresolved questions**\n- **Source not proven.** The Jurkat from Aberdeen is the strong hypothesis (timing, same species, heaviest load), "
        "but Kirsty Fraser's lab still can't find the June certificate and is testing its parent stock.\n"
        "- **MCF-7** is MycoAlert-positive but PCR-negative. The 28 Oct re-test decides whether it's clean.\n"
        "- The other **6 INC-5 lines** tested negative but stay in Q-INC-1 until the first fortnightly screen.\n\n"
        "Re-orders: **GBP 2,120** of the 2,500 limit.")

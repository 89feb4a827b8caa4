"""Messages 0-22 of blind-cell-line-contamination: screen results, containment, PCR, re-orders."""
import cell_data as D

SYSTEM = (
    "You are the lab operations assistant for the Tissue Culture Core (TC Core) at the Northfield "
    "Institute for Biomedical Research (NIBR), Building B level 2. You can query and update the LIMS, "
    "set equipment status, raise QMS deviations and CAPAs, open facilities tickets, request vendor "
    "quotes, raise purchase orders and send e-mail on behalf of the TC Core manager. Record a reason "
    "on every LIMS change. Do not discard cultures or order anything without the manager's go-ahead. "
    "Today is Tuesday 21 October 2025.")

INC5 = ["CL-0056", "CL-0112", "CL-0140", "CL-0203", "CL-0311", "CL-0199", "CL-0250", "CL-0133", "CL-0261", "CL-0274", "CL-0288"]


def bulk_quarantine_output():
    names = {k[0]: k[1] for k in D.KEY}
    owners = {k[0]: D.OWNERS[k[2]] for k in D.KEY}
    lines = ["Bulk update BU-2025-1021-01 applied to 11 records (reason: MS-2025-10 mycoplasma positives in INC-5)"]
    for cid in INC5:
        lines.append("  %s %-36s status: was ACTIVE, now QUARANTINED | location: was INC-5, now Q-INC-1 | owner notified: %s"
                     % (cid, names[cid], owners[cid]))
        lines.append("           audit trail: user icarvalho, 2025-10-21 10:%02d, reason code QC-MYCO-HOLD; open work orders on this line paused: %d"
                     % (INC5.index(cid) * 3 + 2, (INC5.index(cid) * 7) % 3))
    lines.append("Q-INC-1 occupancy: 11 of 24 shelf positions used. Culture labels re-printed with red QUARANTINE banner (printer TC-LBL-2).")
    return "\n".join(lines)


def lockout_output():
    users = ["mlin", "swhitfield", "jokoye", "ahaddad", "treyes", "lfischer", "hbrandt", "cconti", "esandberg"]
    out = ["INC-5 (Heracell VIOS 160i, s/n 42189311, room B2.11): status was IN SERVICE, now LOCKED OUT",
           "  bookings cancelled: none (incubators are not bookable)",
           "BSC-2 (Class II cabinet, s/n MSC-2291-B, room B2.11): status was IN SERVICE, now LOCKED OUT",
           "  bookings cancelled (users notified by e-mail):"]
    slot = 0
    for day in ("2025-10-21", "2025-10-22", "2025-10-23", "2025-10-24"):
        for h in ("09:00-11:00", "11:00-13:00", "14:00-16:00", "16:00-18:00"):
            if (slot * 7) % 5 != 0:
                out.append("    %s %s  %s" % (day, h, users[slot % len(users)]))
            slot += 1
    out.append("  suggested alternative cabinets: BSC-1 (B2.10), BSC-4 (B2.12) - note BSC-4 is reserved for primary cells")
    return "\n".join(out)


def build(c):
    c.user(
        "Morning. The MycoAlert results from Friday's monthly screen are in LIMS and it looks bad. Pull "
        "run MS-2025-10 and the registry and tell me what we're dealing with. The QA audit is Fri 14 Nov, "
        "so this has to be contained and documented properly. One thing: don't touch INC-3. The hypoxia "
        "time-course in there runs until 31 Oct and it can't be opened more than it already is.")
    c.act("Pulling the run results and the active-culture registry.", [
        ("lims_query", {"query": "assay_run", "run_id": "MS-2025-10", "include": ["raw_reads", "controls"]},
         D.mycoalert_output()),
        ("lims_query", {"query": "cell_line_registry", "status": "active", "include": ["owner", "location", "ln2_banks"]},
         D.registry_output()),
    ])
    c.say(
        "## MS-2025-10 (MycoAlert PLUS, run 17 Oct): 38 cultures\n\n"
        "| Line | Name | Incubator | Ratio | Result | Owner |\n|---|---|---|---|---|---|\n"
        "| CL-0056 | Jurkat E6-1 | INC-5 | 6.84 | **POSITIVE** | Dr. Mei Lin |\n"
        "| CL-0112 | HEK293T | INC-5 | 4.12 | **POSITIVE** | Dr. Sam Whitfield |\n"
        "| CL-0140 | MCF-7 | INC-5 | 2.71 | **POSITIVE** | Dr. Lena Fischer |\n"
        "| CL-0311 | NIBR-iPS-07 (patient iPSC) | INC-5 | 1.93 | **POSITIVE** | Dr. Tom Reyes |\n"
        "| CL-0203 | A549 | INC-5 | 1.08 | BORDERLINE | Dr. Omar Haddad |\n\n"
        "- **Every flagged culture is in INC-5.** The other 6 cultures in INC-5 are negative for now, and nothing in INC-1/2/3/4/6 "
        "is positive. INC-3 is clean, so leaving it alone costs us nothing.\n"
        "- The previous screen (MS-2025-09, 12 Sep) was negative for everything in culture then, so the contamination arose between 12 Sep and 17 Oct.\n"
        "- Controls passed (positive 38.2, negative 0.41), so this isn't a kit problem.\n\n"
        "### Most likely source (hypothesis)\n"
        "**CL-0056 Jurkat** was a gift from Univ. of Aberdeen (Dr. K. Fraser), received **2 Sep** with **no mycoplasma certificate**. "
        "The registry shows intake quarantine **SKIPPED**, it has never been tested before this run, and it has the highest ratio. "
        "It went straight into INC-5, where every positive lives. PCR with species ID would tell us whether the positives share one organism.\n\n"
        "**Why not the serum?** FBS lot FBS-2230417 is used in all six general incubators, so a contaminated lot would show "
        "positives outside INC-5 as well, and there are none. iPS-07 is in serum-free mTeSR Plus and is still positive. That points to "
        "spread inside INC-5 and the cabinet used with it, not to a reagent.\n\n"
        "**INC-5 cultures that tested negative** (still exposed):\n\n"
        "| Line | Name | Owner | Ratio |\n|---|---|---|---|\n"
        "| CL-0133 | K562 | Dr. Ravi Menon | < 0.8 |\n| CL-0199 | SH-SY5Y | Dr. Hugo Brandt | < 0.8 |\n"
        "| CL-0250 | THP-1 | Dr. Mei Lin | < 0.8 |\n| CL-0261 | HCT116 | Dr. Chiara Conti | < 0.8 |\n"
        "| CL-0274 | Calu-3 | Dr. Omar Haddad | < 0.8 |\n| CL-0288 | hTERT RPE-1 | Dr. Elin Sandberg | < 0.8 |\n\n"
        "A negative MycoAlert at a low load doesn't clear them. They share the incubator, so I'd treat them as exposed.\n\n"
        "### Proposed containment, today\n"
        "1. Quarantine all **11 INC-5 cultures** into **Q-INC-1** (positives and negatives alike).\n"
        "2. Lock out **INC-5** and **BSC-2**, the cabinet the INC-5 users work in.\n"
        "3. Send the 5 flagged cultures for **qPCR with species ID**.\n"
        "4. Raise a **QMS deviation** (a major deviation needs a CAPA) and a **facilities decon** request for INC-5 and BSC-2.\n\n"
        "Shall I go ahead?")
    c.user(
        "Yes to all of it. Quarantine everything in INC-5 into Q-INC-1, lock out INC-5 and BSC-2, send "
        "the five for PCR today, raise the deviation and get facilities to decon.")
    five = ["CL-0056", "CL-0112", "CL-0140", "CL-0203", "CL-0311"]
    c.act("Doing all five now.", [
        ("lims_update", {"action": "bulk_status", "records": INC5, "status": "QUARANTINED", "location": "Q-INC-1",
                         "reason": "MS-2025-10 mycoplasma positives in INC-5; whole incubator quarantined pending PCR",
                         "notify_owners": True},
         bulk_quarantine_output()),
        ("equipment_status_set", {"assets": ["INC-5", "BSC-2"], "status": "LOCKED_OUT",
                                  "reason": "Mycoplasma contamination (MS-2025-10); no use until decontaminated and released by TC Core manager"},
         lockout_output()),
        ("lims_request_create", {"type": "mycoplasma_qPCR", "samples": five, "priority": "urgent",
                                 "species_id": True, "requested_by": "Ines Carvalho"},
         "Request PCR-2025-10-21 created: 5 samples (CL-0056, CL-0112, CL-0140, CL-0203, CL-0311)\n"
         "assay: in-house 16S rRNA qPCR (Venor GeM qEP) with internal amplification control; species ID by melt curve + Sanger on positives\n"
         "run slot: today 11:00, bench 4 (J. Okoye); results expected approx. 15:00"),
        ("qms_deviation_create", {"title": "Mycoplasma contamination of cultures in INC-5 (TC Core)", "category": "Contamination",
                                  "severity": "Major", "detected": "2025-10-17 monthly screen MS-2025-10",
                                  "affected": five, "owner": "Ines Carvalho",
                                  "immediate_actions": ["11 INC-5 cultures quarantined in Q-INC-1 (LIMS bulk update)",
                                                        "INC-5 and BSC-2 locked out", "qPCR confirmation PCR-2025-10-21 requested",
                                                        "Facilities decontamination requested"]},
         "Deviation DEV-2025-044 created - status OPEN, severity MAJOR\n"
         "QA reviewer (auto-assigned): Ruth Baptiste <ruth.baptiste@nibr.ac.uk>\n"
         "CAPA required: YES (major deviation) - link a CAPA within 10 working days (by 2025-11-04)\n"
         "Record: https://qms.nibr.ac.uk/deviations/DEV-2025-044\n"
         "Fields: area TC Core (B2.11); equipment INC-5, BSC-2; detection method routine screen; product impact: research "
         "cultures only (no GMP material); notification list: TC Core users (41), group leaders of affected lines (6), Biosafety Officer\n"
         "Workflow: OPEN -> INVESTIGATION -> CAPA LINKED -> QA REVIEW -> CLOSED. Investigation summary required before CAPA submission.\n"
         "Reminder: deviations open at the time of an audit must show containment evidence and an owned plan."),
        ("facilities_ticket_create", {"title": "Decontamination of INC-5 and BSC-2 (mycoplasma)", "priority": "high",
                                      "location": "Building B, room B2.11",
                                      "details": "Mycoplasma contamination confirmed by screen; INC-5 (Heracell VIOS 160i) and BSC-2 (Class II) are locked out. "
                                                 "Request full decontamination of both and recertification of BSC-2. INC-3 in the same room must NOT be opened or "
                                                 "disturbed before 31 Oct (hypoxia time-course).",
                                      "contact": "Ines Carvalho"},
         "FAC-7731 created - status NEW, assigned to Gareth Lowe (Facilities - Labs). Response SLA: 1 working day."),
    ])
    c.say(
        "Done.\n\n| Action | Reference |\n|---|---|\n"
        "| 11 INC-5 cultures moved to Q-INC-1, status QUARANTINED, owners notified | BU-2025-1021-01 |\n"
        "| INC-5 and BSC-2 **locked out**; 12 BSC-2 bookings cancelled this week; alternatives are BSC-1 or BSC-4 | - |\n"
        "| qPCR + species ID on the 5 flagged lines, results ~15:00 today | **PCR-2025-10-21** |\n"
        "| Major deviation, QA reviewer Ruth Baptiste; a CAPA must be linked by 4 Nov | **DEV-2025-044** |\n"
        "| Decon request to Gareth Lowe, with INC-3 marked do-not-disturb until 31 Oct | **FAC-7731** |")
    c.user("While PCR runs: who owns iPS-07, and how many clean vials of it do we have in the tank?")
    c.say(
        "From the registry:\n\n- **Owner:** Dr. Tom Reyes (Stem Cell group).\n"
        "- **Clean bank:** **MB-0311-A**, master bank at **P12**, **6 vials**, frozen **2025-03-14**, negative on MS-2025-03. Position LN2-B R1 B2 D1-D6.\n"
        "- **Suspect bank:** **WB-0311-B**, P19, 3 vials, frozen **2025-09-10**. That's eight days after the Jurkat arrived in INC-5, "
        "and it has never been tested. I'd treat those three vials as potentially contaminated.\n\n"
        "So the real fallback for iPS-07 is the six P12 vials.")
    c.user(
        "Tom's leaving on Friday; Aisha Mensah takes over his iPSC lines. Change the owner in LIMS. "
        "PCR should be back by now, pull it.")
    c.act("Updating the owner and pulling the PCR results.", [
        ("lims_update", {"action": "set_owner", "records": ["CL-0311", "MB-0311-A", "WB-0311-B"], "owner": "Dr. Aisha Mensah",
                         "reason": "Dr. Tom Reyes leaving NIBR 2025-10-24; iPSC lines transferred to Dr. Aisha Mensah"},
         "CL-0311 NIBR-iPS-07: owner was Dr. Tom Reyes, now Dr. Aisha Mensah\n"
         "MB-0311-A (bank): owner was Dr. Tom Reyes, now Dr. Aisha Mensah\n"
         "WB-0311-B (bank): owner was Dr. Tom Reyes, now Dr. Aisha Mensah\n"
         "note: Dr. Tom Reyes still owns 1 other active line (CL-0298 HeLa) - reassign before 2025-10-24"),
        ("lims_query", {"query": "request_results", "request_id": "PCR-2025-10-21"},
         "PCR-2025-10-21 results (run 11:05-14:40, operator J. Okoye, instrument QS5-01)\n"
         "controls: positive control Ct 22.3 (pass); NTC no amplification (pass); extraction control pass\n"
         "SAMPLE   LINE      TARGET Ct   IAC Ct   RESULT          SPECIES (melt + Sanger)\n"
         "P21-01   CL-0056   21.4        27.9     POSITIVE        Mycoplasma hyorhinis (99.6% identity)\n"
         "P21-02   CL-0112   24.9        28.2     POSITIVE        Mycoplasma hyorhinis (99.4% identity)\n"
         "P21-03   CL-0140   no amp      28.1     NEGATIVE        -\n"
         "P21-04   CL-0203   no amp      no amp   INCONCLUSIVE    internal control failed (inhibition) - repeat with 1:10 dilution\n"
         "P21-05   CL-0311   29.8        28.4     POSITIVE        Mycoplasma hyorhinis (99.5% identity)\n"
         "comment: CL-0140 MycoAlert/PCR discordant; luminescence interference possible (high metabolic activity at P31). "
         "Recommend re-test in 7 days from a fresh passage.\n\n" +
         D.plate_export("PCR-2025-10-21", [("P21-01", "CL-0056", 21.4, 27.9), ("P21-02", "CL-0112", 24.9, 28.2),
                                           ("P21-03", "CL-0140", None, 28.1), ("P21-04", "CL-0203", None, None),
                                           ("P21-05", "CL-0311", 29.8, 28.4)], 21)),
    ])
    c.say(
        "Owner updated: **CL-0311 and both banks now belong to Dr. Aisha Mensah** (was Tom Reyes). LIMS flags that Tom still owns "
        "CL-0298 HeLa, which needs reassigning before Friday.\n\n"
        "## PCR-2025-10-21: 3 confirmed positives\n\n"
        "| Line | PCR | Species | Clean bank? | Options | My suggestion |\n|---|---|---|---|---|---|\n"
        "| CL-0056 Jurkat | POS, Ct 21.4 (heavy) | *M. hyorhinis* | none | discard; re-source | **discard + re-order** |\n"
        "| CL-0112 HEK293T | POS, Ct 24.9 | *M. hyorhinis* | WB-0112-C, P8, 4 vials | discard; re-order to rebuild the bank | **discard + re-order** |\n"
        "| CL-0311 iPS-07 | POS, Ct 29.8 (low load) | *M. hyorhinis* | MB-0311-A, P12, 6 vials | treat with Plasmocin, or discard and thaw P12 | **owner's call**: this donor line can't be re-bought |\n"
        "| CL-0140 MCF-7 | **NEG** (IAC fine) | - | WB-0140-D | keep quarantined, re-test | **re-test 28 Oct** from a fresh passage |\n"
        "| CL-0203 A549 | **INCONCLUSIVE** (inhibition) | - | WB-0203-B | repeat at 1:10 | **repeat today** |\n\n"
        "All three positives are the same species, *M. hyorhinis*, with 99.4-99.6% identity. That fits a single source, and the "
        "heaviest load is in the Jurkat. It's still circumstantial until Aberdeen's stock is tested.\n\n"
        "How do you want to handle each line?")
    c.user(
        "Agree on HEK and Jurkat: bin both and re-order. iPS-07 I need Aisha's view first, so don't touch "
        "it. MCF-7 and A549 as you say. And keep the re-orders under GBP 2,500 in total or it needs Dev "
        "Patel's sign-off.")
    c.act("Recording the disposals, booking the A549 repeat and the MCF-7 re-test, and getting a quote from LGC.", [
        ("lims_update", {"action": "dispose", "records": ["CL-0112", "CL-0056"], "method": "autoclave (Autoclave 1, B2.05)",
                         "reason": "Mycoplasma hyorhinis confirmed by PCR-2025-10-21; disposal approved by I. Carvalho; re-order to follow"},
         "CL-0112 HEK293T culture: status was QUARANTINED, now DISPOSAL SCHEDULED (autoclave run AC1-1021-3, 16:30)\n"
         "CL-0056 Jurkat culture: status was QUARANTINED, now DISPOSAL SCHEDULED (autoclave run AC1-1021-3, 16:30)\n"
         "bank WB-0112-C (HEK293T P8, 4 vials) unaffected; CL-0056 has no LN2 stock - line will be INACTIVE after disposal"),
        ("lims_request_create", {"requests": [
            {"type": "mycoplasma_qPCR", "samples": ["CL-0203"], "priority": "urgent", "note": "repeat with 1:10 dilution (IAC failed on PCR-2025-10-21)"},
            {"type": "mycoplasma_qPCR", "samples": ["CL-0140"], "scheduled": "2025-10-28", "note": "discordant MycoAlert/PCR; re-test from fresh passage"}]},
         "PCR-2025-10-21B created: CL-0203, run slot today 15:30, results approx. 18:30\n"
         "PCR-2025-10-28A created: CL-0140, scheduled 2025-10-28 10:00"),
        ("vendor_quote_request", {"vendor": "LGC Standards (ATCC distributor)", "account": "NIBR-TC-CORE",
                                  "items": [{"catalogue": "ATCC CRL-3216", "description": "293T [HEK-293T]", "qty": 1},
                                            {"catalogue": "ATCC TIB-152", "description": "Jurkat, Clone E6-1", "qty": 1}],
                                  "delivery": "TC Core, Building B level 2, NIBR"},
         "Quote Q-LGC-88213 (valid 30 days)\n"
         "  ATCC CRL-3216  293T [HEK-293T], 1 vial      GBP 598.00   in stock (Teddington), lead time 10 working days\n"
         "  ATCC TIB-152   Jurkat, Clone E6-1, 1 vial   GBP 598.00   BACKORDER at ATCC - estimated 6-8 weeks\n"
         "  Dry-ice shipping                            GBP 95.00 per consignment\n"
         "  Material transfer: ATCC MTA accepted on account NIBR-TC-CORE (2024)\n"
         "  Certificates of analysis include mycoplasma testing (ATCC method: direct culture + Hoechst)\n"
         "  Product notes:\n"
         "    CRL-3216: BSL-2; adherent; DMEM + 10% FBS; 1 x 10^6 cells/vial; thaw into T25, first split at 80% confluence; "
         "STR profile on CoA; contains SV40 large T antigen - check institutional biosafety approval covers use\n"
         "    TIB-152: BSL-1; suspension; RPMI-1640 + 10% FBS; 5 x 10^6 cells/vial; backorder reason: production lot failed QC release\n"
         "  Terms: prices exclude VAT; account on 30-day terms; returns not accepted for biological material; dry-ice shipments "
         "dispatched Monday-Wednesday only\n"
         "  Account manager: Helen Marsh, helen.marsh@lgcstandards.example, +44 20 8943 7000"),
    ])
    c.say(
        "Done: HEK293T and Jurkat cultures are on autoclave run **AC1-1021-3** at 16:30, the A549 repeat is **PCR-2025-10-21B** (results ~18:30), "
        "and the MCF-7 re-test is **PCR-2025-10-28A** on **28 Oct**.\n\n"
        "## LGC quote Q-LGC-88213\nHEK293T (CRL-3216) is fine: GBP 598, 10 working days. **ATCC Jurkat (TIB-152) is backordered 6-8 weeks.**\n\n"
        "| Jurkat option | Cost | Arrives | Notes |\n|---|---|---|---|\n"
        "| A. Wait for ATCC TIB-152 | 598 + 95 | mid-Dec | Mei's work stalls until after the audit |\n"
        "| B. **ECACC 88042803** (Jurkat E6.1) via Merck | 389 + 60 | ~2 weeks | ECACC CoA includes mycoplasma testing |\n"
        "| C. Fresh vial from Aberdeen | free | unknown | same supply chain that failed; they still can't show a certificate |\n\n"
        "With **B**: HEK 693 + Jurkat 449 = **GBP 1,142**, well under the 2,500 limit. Shall I order HEK from LGC and Jurkat from ECACC?")
    c.user("ECACC for Jurkat. HEK from LGC. Go ahead and order.")
    c.act("Raising both POs on the TC Core consumables code.", [
        ("po_create", {"vendor": "LGC Standards", "quote_ref": "Q-LGC-88213", "cost_code": "TC-CORE-CONS",
                       "lines": [{"catalogue": "ATCC CRL-3216", "qty": 1, "unit_gbp": 598.00},
                                 {"description": "Dry-ice shipping", "qty": 1, "unit_gbp": 95.00}],
                       "deliver_to": "TC Core, B2 goods-in; receive straight into Q-INC-1 / LN2-B quarantine rack",
                       "note": "Replacement for contaminated CL-0112 (DEV-2025-044)"},
         "PO-NIBR-40117 created - LGC Standards - GBP 693.00 - status APPROVED (single approver, under GBP 1,000)\n"
         "expected delivery: 2025-11-04; order confirmation to tc-core@nibr.ac.uk"),
        ("po_create", {"vendor": "Merck Life Science UK (ECACC)", "cost_code": "TC-CORE-CONS",
                       "lines": [{"catalogue": "ECACC 88042803-1VL", "description": "Jurkat E6.1", "qty": 1, "unit_gbp": 389.00},
                                 {"description": "Shipping (dry ice)", "qty": 1, "unit_gbp": 60.00}],
                       "deliver_to": "TC Core, B2 goods-in; receive into quarantine",
                       "note": "Replacement for contaminated CL-0056 (DEV-2025-044); ATCC TIB-152 backordered"},
         "PO-NIBR-40118 created - Merck Life Science UK - GBP 449.00 - status APPROVED (single approver, under GBP 1,000)\n"
         "expected delivery: 2025-11-05; ECACC certificate of analysis (incl. mycoplasma PCR) supplied with vial"),
    ])
    c.say(
        "Done.\n\n| PO | Item | GBP | Expected |\n|---|---|---|---|\n"
        "| **PO-NIBR-40117** | HEK293T, ATCC CRL-3216 (LGC) + shipping | 693 | **4 Nov** |\n"
        "| **PO-NIBR-40118** | Jurkat E6.1, ECACC 88042803 (Merck) + shipping | 449 | **5 Nov** |\n"
        "| | **Re-orders so far** | **1,142** of 2,500 | |\n\n"
        "Both are charged to TC-CORE-CONS and will be received straight into quarantine.")

"""Builds /work/blind20/out/blind-cell-line-contamination.json."""
import sys
from common import Conv, Labels, write
import cell_part1, cell_part2, cell_part3

c = Conv(cell_part1.SYSTEM)
cell_part1.build(c)
cell_part2.build(c)
cell_part3.build(c)

if "--index" in sys.argv:
    for i, m in enumerate(c.messages):
        t = " | ".join(p.get("text", "")[:70] or ("CALL " + p["toolRequest"]["name"] if "toolRequest" in p else "RESP " + p["toolResponse"]["name"]) for p in m["content"])
        print(i, m["role"], t[:150].replace("\n", " "))
    sys.exit()

L = Labels(c)
L.add("user_goal", "Contain the mycoplasma contamination found by monthly screen MS-2025-10 and document it for the QA audit; "
      "do not touch INC-3 (hypoxia time-course running to 31 Oct)", ["MS-2025-10", "INC-3"], expect=1)
L.add("user_goal", "Constraint: re-orders must stay under GBP 2,500 in total, otherwise Dev Patel must sign off", ["2,500", "Dev Patel"], expect=15)
# facts
L.add("fact", "PCR-2025-10-21 confirmed Mycoplasma hyorhinis in CL-0056 Jurkat, CL-0112 HEK293T and CL-0311 iPS-07; MCF-7 PCR-negative",
      ["PCR-2025-10-21", "hyorhinis"], expect=13)
L.add("fact", "A549 repeat PCR-2025-10-21B positive: 4 confirmed positive lines in total, all M. hyorhinis", ["PCR-2025-10-21B", "4 confirmed"], expect=42)
L.add("fact", "Jurkat CL-0056 arrived 2 Sep from Univ. of Aberdeen (Dr. K. Fraser) without a mycoplasma certificate; intake quarantine skipped",
      ["CL-0056", "Aberdeen"], expect=3)
L.add("fact", "Q-INC-1 was out of service 29 Aug to 8 Sep 2025 (work order WO-5518), when the Jurkat arrived", ["WO-5518"], expect=33)
L.add("fact", "Clean iPS-07 master bank MB-0311-A (P12, frozen 2025-03-14, at LN2-B R1 B2) has 5 vials left after one thaw",
      ["MB-0311-A", "5 vials"], expect=25)
L.add("fact", "QA audit moved to Thu 6 Nov (external auditor availability)", ["audit", "Thu 6 Nov"], expect=29)
L.add("fact", "iPS-07 line and its banks now owned by Dr. Aisha Mensah (Tom Reyes leaves 24 Oct)", ["Aisha Mensah"], expect=11)
L.add("fact", "Re-orders total GBP 2,120 of the 2,500 limit (POs 40117, 40118, 40121, 40126)", ["2,120", "PO-NIBR-40126"], expect=45)
# decisions
L.add("decision", "All 11 INC-5 cultures quarantined in Q-INC-1 (BU-2025-1021-01); INC-5 and BSC-2 locked out",
      ["BU-2025-1021-01", "BSC-2"], expect=7)
L.add("decision", "HEK293T culture discarded; replacement ATCC CRL-3216 ordered from LGC on PO-NIBR-40117 (GBP 693, due 4 Nov)",
      ["PO-NIBR-40117", "CRL-3216"], expect=21)
L.add("decision", "Jurkat discarded; replacement sourced from ECACC 88042803 via Merck on PO-NIBR-40118 (GBP 449) because ATCC was backordered",
      ["88042803", "PO-NIBR-40118"], expect=21)
L.add("decision", "iPS-07 treated with Plasmocin 25 ug/mL for 14 days (TRT-0311-01, 23 Oct-6 Nov) plus thaw of one P12 vial, per owner Aisha Mensah",
      ["TRT-0311-01", "25 ug/mL"], expect=25)
L.add("decision", "A549 discarded and re-ordered: ATCC CCL-185 from LGC on PO-NIBR-40126", ["PO-NIBR-40126", "CCL-185"], expect=45)
L.add("decision", "Fortnightly mycoplasma testing for all lines until 31 Jan 2026, replacing monthly screening", ["fortnightly", "31 Jan"], expect=35)
L.add("decision", "Intake SOP TC-SOP-014 v4: no line into a general incubator until PCR-negative; stay frozen if Q-INC-1 is down",
      ["TC-SOP-014 v4"], expect=36)
L.add("decision", "BSC-2 fumigation and recertification by BioClean charged to cost code TC-CORE-OPS (GBP 720)", ["TC-CORE-OPS", "BioClean"], expect=31)
L.add("decision", "Replacement cell lines and Plasmocin charged to TC-CORE-CONS (agent's choice, accepted)", ["TC-CORE-CONS"], expect=20)
# pending actions
L.add("pending_action", "MCF-7 (CL-0140) stays quarantined; re-test PCR-2025-10-28A on 28 Oct", ["PCR-2025-10-28A", "28 Oct"], expect=17)
L.add("pending_action", "INC-5 hydrogen peroxide vapour decon Thu 23 Oct 08:00 under FAC-7731", ["FAC-7731", "23 Oct 08:00"], expect=29)
L.add("pending_action", "BSC-2 fumigation and recertification by BioClean on Tue 28 Oct 07:30", ["BioClean", "07:30"], expect=29)
L.add("pending_action", "iPS-07 post-treatment mycoplasma test not before 20 Nov (after the audit)", ["CL-0311", "20 Nov"], expect=26)
L.add("pending_action", "P19 bank WB-0311-B on hold until tested", ["WB-0311-B", "test before use"], expect=24)
L.add("pending_action", "Reassign CL-0298 HeLa from Tom Reyes before he leaves on 24 Oct", ["CL-0298", "reassign"], expect=13)
L.add("pending_action", "Revise intake SOP TC-SOP-014 to v4 by 3 Nov", ["TC-SOP-014 v4", "3 Nov"], expect=38)
L.add("pending_action", "CAPA-2025-019 in QA review with Ruth Baptiste (review due 31 Oct)", ["CAPA-2025-019", "Ruth"], expect=37)
# open issues
L.add("open_issue", "Source not proven: Aberdeen (Kirsty Fraser) cannot find the June certificate and is testing its parent stock",
      ["Kirsty Fraser", "parent stock"], expect=29)
L.add("open_issue", "MCF-7 MycoAlert-positive but PCR-negative (discordant), unresolved until re-test", ["CL-0140", "discordant"], expect=13)
L.add("open_issue", "INC-5 water pan changed without copper sulfate (stock-out) and frequent door-open alarms, visible to auditor",
      ["copper sulfate", "door-open"], expect=33)
# references
L.add("reference", "QMS deviation", ["DEV-2025-044"], expect=7)
L.add("reference", "Facilities ticket for decontamination", ["FAC-7731"], expect=7)
L.add("reference", "QA reviewer e-mail", ["ruth.baptiste@nibr.ac.uk"], expect=7)
L.add("reference", "LN2 position of iPS-07 P12 master bank", ["LN2-B R1 B2"], expect=3)
# stale
L.add_stale("QA audit was 14 Nov; moved to 6 Nov", ["audit", "14 Nov"], 29)
L.add_stale("iPS-07 owner was Dr. Tom Reyes; now Dr. Aisha Mensah", ["iPS-07", "Tom Reyes"], 11)
L.add_stale("Jurkat replacement planned from ATCC TIB-152 (LGC); switched to ECACC 88042803", ["TIB-152"], 19)
L.add_stale("Mei said Q-INC-1 was full; corrected: it was out of service (WO-5518)", ["Q-INC-1 was full"], 31)
L.add_stale("A549 PCR was inconclusive; repeat is positive", ["A549", "inconclusive"], 41)
L.add_stale("3 confirmed positives; now 4 with A549", ["3 confirmed"], 41)
L.add_stale("Re-order total GBP 1,142 then 1,427; now 2,120", ["1,142"], 25)
L.add_stale("Re-order total GBP 1,427; now 2,120", ["1,427"], 45)
L.report()
write("blind-cell-line-contamination", "Mycoplasma contamination across cell lines in the TC Core (NIBR)", c, L,
      {"domain": "research lab operations / cell culture QA", "language": "en", "author": "a"})

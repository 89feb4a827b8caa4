"""Generator for blind-ngo-field-clinic-supply (English).

Hand-written dialogue, decisions and labels; long tool outputs (stock tables,
logger readings, mailboxes, grant terms, manifests) are generated with a fixed seed.
"""
import json
import random
import sys

sys.path.insert(0, "/work/blind21/author-a")
from lib import Conv  # noqa: E402

rng = random.Random(20250311)

c = Conv("blind-ngo-field-clinic-supply",
         "Restocking three rural field clinics after the D-117 washout (Luvale District)")

# ---------------------------------------------------------------------------
# system
# ---------------------------------------------------------------------------
c.system(
    "You are FieldOps Assistant for Tumaini Health Alliance (THA), Kasenga field office, Luvale District. "
    "You help the logistics team plan and execute supply movements to THA-supported health facilities.\n\n"
    "Tools: warehouse inventory (wh_inventory_query), facility stock reports (clinic_stock_report), the "
    "logistics mailbox logistics.kasenga@tumaini-health.org (inbox_search, email_send), charter and courier "
    "bookings (charter_hold, charter_confirm, courier_book), customs broker portal (customs_entry_get), "
    "cold-chain loggers (coldchain_logger_read), grant management (grant_terms_get), finance (po_create), "
    "facility directory (facility_contact_update), documents (doc_create), tasks and tickets (task_create, "
    "ticket_create), load planning (manifest_build).\n\n"
    "Rules: follow THA cold-chain SOP CC-04 (vaccines kept at +2 to +8 C; freeze-sensitive vaccines are never "
    "packed against frozen ice packs - use conditioned packs). Every cost must be eligible under the grant that "
    "funds it. Ask before committing funds over USD 1,000 or sending external e-mail unless the user has told "
    "you to. Today is Tuesday 11 March 2025, local time UTC+2."
)

# ---------------------------------------------------------------------------
# generated data: hub inventory
# ---------------------------------------------------------------------------
COLD = [
    # sku, description, uom, doses per unit, unit kg, loc, fixed batches [(batch, exp, vvm, qty_units)]
    ("VAC-MR10", "Measles-Rubella vaccine, 10-dose vial (lyophilised)", "vial", 10, 0.012, "CR-1",
     [("MR-24K118", "2025-05-31", 1, 240), ("MR-25A031", "2025-11-30", 1, 300)]),
    ("DIL-MR10", "Diluent for MR 10-dose (5 ml) - store ambient, chill before use", "vial", 0, 0.011, "DS-1",
     [("DMR-24K118", "2025-05-31", None, 240), ("DMR-25A031", "2025-11-30", None, 300)]),
    ("VAC-PEN10", "DTP-HepB-Hib (pentavalent), 10-dose liquid - FREEZE SENSITIVE", "vial", 10, 0.013, "CR-1",
     [("PV-24J207", "2025-09-30", 1, 95), ("PV-25B012", "2026-01-31", 1, 140)]),
    ("VAC-PCV4", "Pneumococcal conjugate (PCV13), 4-dose vial - FREEZE SENSITIVE", "vial", 4, 0.010, "CR-1",
     [("PC-24L331", "2025-12-31", 1, 210)]),
    ("VAC-OPV20", "bOPV, 20-dose dropper vial", "vial", 20, 0.009, "CR-2",
     [("OP-24H090", "2025-07-31", 2, 60), ("OP-25A114", "2026-02-28", 1, 90)]),
    ("VAC-IPV5", "IPV, 5-dose vial - FREEZE SENSITIVE", "vial", 5, 0.010, "CR-1",
     [("IP-24K020", "2026-03-31", 1, 120)]),
    ("VAC-BCG20", "BCG, 20-dose ampoule (lyophilised)", "amp", 20, 0.006, "CR-1",
     [("BC-24G311", "2025-06-30", 1, 40), ("BC-25A007", "2026-01-31", 1, 60)]),
    ("VAC-ROTA1", "Rotavirus, 1-dose oral", "dose", 1, 0.025, "CR-2",
     [("RT-24L118", "2025-10-31", 1, 900)]),
    ("VAC-TD10", "Td, 10-dose vial - FREEZE SENSITIVE", "vial", 10, 0.012, "CR-2",
     [("TD-24I155", "2025-08-31", 1, 150)]),
    ("VAC-HPV1", "HPV, 1-dose vial - FREEZE SENSITIVE", "vial", 1, 0.008, "CR-2",
     [("HP-24E090", "2025-05-31", 1, 300)]),
    ("MED-OXY10", "Oxytocin 10 IU/ml injection, 1 ml amp (store +2 to +8 C)", "amp", 0, 0.004, "CR-2",
     [("OX-24M410", "2026-04-30", None, 1800)]),
]
DRY = [
    ("INJ-AD05", "AD syringe 0.5 ml, with needle", "pc", 0.006),
    ("INJ-AD005", "AD syringe 0.05 ml (BCG)", "pc", 0.004),
    ("INJ-RUP5", "Reconstitution syringe 5 ml (RUP)", "pc", 0.008),
    ("SBX-5L", "Safety box 5 L", "pc", 0.32),
    ("ORS-20", "ORS low-osmolarity 20.5 g sachet", "sachet", 0.022),
    ("ZNC-20", "Zinc 20 mg dispersible tab, blister 10", "strip", 0.006),
    ("AMX-250", "Amoxicillin 250 mg DT, blister 10", "strip", 0.009),
    ("AL-2012", "Artemether-lumefantrine 20/120 mg, pack 6x1", "pack", 0.011),
    ("RDT-MAL", "Malaria RDT Pf/Pan, kit of 25", "kit", 0.48),
    ("PCM-500", "Paracetamol 500 mg tab, tin 1000", "tin", 0.72),
    ("IVF-RL5", "Ringer's lactate 500 ml", "bag", 0.54),
    ("GLV-EXM", "Examination gloves nitrile M, box 100", "box", 0.62),
    ("CTX-480", "Cotrimoxazole 480 mg tab, tin 1000", "tin", 0.79),
    ("IFA-60", "Iron-folic acid 60/0.4 mg, tin 1000", "tin", 0.5),
    ("VTA-200", "Vitamin A 200,000 IU caps, bottle 500", "bottle", 0.21),
    ("ALB-400", "Albendazole 400 mg chewable, tin 100", "tin", 0.14),
    ("MUAC-C", "MUAC tape, child (colour-coded)", "pc", 0.01),
    ("RUTF-CT", "RUTF paste 92 g, carton 150", "carton", 14.2),
    ("ICE-06", "Ice pack / water pack 0.6 L", "pc", 0.62),
    ("VCR-17", "Vaccine carrier 1.7 L (PQS E004)", "pc", 2.6),
    ("CBX-25", "Cold box RCW25 long-range (PQS E004)", "pc", 17.0),
    ("LOG-FT2", "30-day electronic temperature logger", "pc", 0.09),
    ("TLY-MR", "MR campaign tally sheets, pad 50", "pad", 0.3),
]


def hub_inventory():
    lines = ["WH-KSG  Kasenga Hub Warehouse  --  stock on hand as of 2025-03-11 08:14 (UTC+2)",
             "Cold rooms: CR-1 +4.6 C / CR-2 +5.1 C (last alarm: none in 30 days)   Freezer FZ-1 -19.8 C",
             "",
             f"{'SKU':<10} {'Description':<66} {'Batch':<11} {'Expiry':<10} {'VVM':<4} {'Qty':>6} {'UoM':<7} {'Loc':<5} {'Doses':>6}",
             "-" * 134]
    for sku, desc, uom, dpu, _kg, loc, batches in COLD:
        for b, exp, vvm, q in batches:
            doses = q * dpu if dpu else ""
            lines.append(f"{sku:<10} {desc[:66]:<66} {b:<11} {exp:<10} {str(vvm or '-'):<4} {q:>6} {uom:<7} {loc:<5} {str(doses):>6}")
    for sku, desc, uom, _kg in DRY:
        nb = 1 if sku in ("SBX-5L", "ICE-06", "VCR-17", "CBX-25", "LOG-FT2", "TLY-MR", "MUAC-C") else rng.choice([1, 2])
        for _ in range(nb):
            b = f"{sku.split('-')[0][:2]}{rng.randint(24, 25)}{rng.choice('ABCDEFGHIJKL')}{rng.randint(10, 999):03d}"
            exp = f"{rng.choice([2025, 2026, 2027])}-{rng.randint(1, 12):02d}-{rng.choice([28, 30])}"
            if sku in ("ICE-06", "VCR-17", "CBX-25", "LOG-FT2", "TLY-MR", "MUAC-C", "GLV-EXM", "SBX-5L"):
                exp = "n/a"
            q = {"ICE-06": 1180, "VCR-17": 46, "CBX-25": 14, "LOG-FT2": 22, "TLY-MR": 160}.get(sku, rng.randint(40, 4800))
            loc = rng.choice(["DS-1", "DS-2", "DS-3"])
            lines.append(f"{sku:<10} {desc[:66]:<66} {b:<11} {exp:<10} {'-':<4} {q:>6} {uom:<7} {loc:<5} {'':>6}")
    lines += ["-" * 134,
              "Notes:",
              " - CBX-25: 14 on hand, of which 2 tagged 'lid seal worn - use for short runs only' (CBX-25 #09, #13).",
              " - ICE-06: 1,180 on hand; freezer FZ-1 capacity for simultaneous freezing approx. 420 packs / 24 h.",
              " - Reserved: VAC-HPV1 HP-24E090 x 300 reserved for school programme (res. RSV-0219).",
              " - Pending inbound: customs entry C-2025-118734 (NordCold SDD-55 x3, VCR-17 x120) - status HELD (broker: Kestrel Clearing).",
              ]
    return "\n".join(lines)


# clinic requisitions (units as per SKU UoM); hand-set key lines
CLINICS = {
    "KBW": {
        "name": "Kibwe Health Post", "focal": "Esnart Mbewe (HSA)", "phone": "+265 991 204 118",
        "cce": "No fridge. Vaccine carriers VCR-17 x4 (outreach). Receives monthly, session-based.",
        "catch": "Catchment 6,380; under-1 target 255; 9-59 months MR campaign target 1,020",
        "dist": "38 km from hub via D-117 (crosses Mwera drift at km 22)",
        "req": {"VAC-MR10": 35, "DIL-MR10": 35, "VAC-PEN10": 12, "VAC-PCV4": 24, "VAC-OPV20": 10,
                "VAC-BCG20": 3, "VAC-IPV5": 8, "MED-OXY10": 40, "INJ-AD05": 900, "INJ-RUP5": 40,
                "SBX-5L": 10, "ORS-20": 400, "ZNC-20": 200, "AMX-250": 300, "AL-2012": 240, "RDT-MAL": 8,
                "TLY-MR": 12, "VTA-200": 2, "ALB-400": 10},
    },
    "MBT": {
        "name": "Mbatu Field Clinic", "focal": "Peter Banda (Clinical Officer i/c)", "phone": "+265 884 377 210",
        "cce": "Ice-lined refrigerator ILR (grid + genset backup), logger FT2-MBT-0193. HIGH ALARM active since 2025-03-08.",
        "catch": "Catchment 9,940; under-1 target 398; 9-59 months MR campaign target 1,590",
        "dist": "61 km from hub via D-117 / D-122",
        "req": {"VAC-MR10": 50, "DIL-MR10": 50, "VAC-PEN10": 18, "VAC-PCV4": 36, "VAC-OPV20": 14,
                "VAC-BCG20": 4, "VAC-IPV5": 10, "VAC-ROTA1": 160, "MED-OXY10": 60, "INJ-AD05": 1400,
                "INJ-AD005": 80, "INJ-RUP5": 60, "SBX-5L": 16, "ORS-20": 600, "ZNC-20": 300, "AMX-250": 500,
                "AL-2012": 420, "RDT-MAL": 14, "IVF-RL5": 40, "GLV-EXM": 10, "TLY-MR": 20, "RUTF-CT": 2},
    },
    "SRN": {
        "name": "Sorano Clinic", "focal": "Dr. Samuel Mwale (Medical Officer)", "phone": "+265 995 610 032",
        "cce": "Solar direct-drive fridge SDD (2022), logger FT2-SRN-0071, last 30 days in range.",
        "catch": "Catchment 11,200; under-1 target 448; 9-59 months MR campaign target 1,790",
        "dist": "74 km from hub via D-117 / D-122 (last 9 km track)",
        "req": {"VAC-MR10": 40, "DIL-MR10": 40, "VAC-PEN10": 20, "VAC-PCV4": 40, "VAC-OPV20": 16,
                "VAC-BCG20": 5, "VAC-IPV5": 12, "VAC-ROTA1": 180, "MED-OXY10": 60, "INJ-AD05": 1600,
                "INJ-AD005": 100, "INJ-RUP5": 50, "SBX-5L": 18, "ORS-20": 500, "ZNC-20": 250, "AMX-250": 450,
                "AL-2012": 380, "RDT-MAL": 12, "IVF-RL5": 30, "GLV-EXM": 8, "TLY-MR": 18},
    },
}
DESC = {s: d for s, d, *_ in COLD}
DESC.update({s: d for s, d, _u, _k in DRY})
UOM = {s: u for s, _d, u, *_ in COLD}
UOM.update({s: u for s, _d, u, _k in DRY})
KG = {s: k for s, _d, _u, _dp, k, *_ in COLD}
KG.update({s: k for s, _d, _u, k in DRY})
COLD_SKUS = {s for s, *_ in COLD if s != "DIL-MR10"}


def clinic_report():
    out = ["FACILITY STOCK REPORT  period 2025-02 (submitted via eLMIS)  generated 2025-03-11 08:15", ""]
    for code, cl in CLINICS.items():
        out.append(f"=== {code}  {cl['name']} ===")
        out.append(f"Focal person : {cl['focal']}  tel {cl['phone']}")
        out.append(f"Cold chain   : {cl['cce']}")
        out.append(f"Population   : {cl['catch']}")
        out.append(f"Access       : {cl['dist']}")
        out.append(f"{'SKU':<10} {'Description':<52} {'SOH':>6} {'AMC':>6} {'MOS':>5} {'Req':>6} {'UoM':<7} Flag")
        for sku, req in cl["req"].items():
            amc = max(1, int(req * rng.uniform(0.45, 0.8)))
            soh = int(amc * rng.uniform(0.05, 0.9))
            if code == "MBT" and sku in COLD_SKUS:
                flag = "QUERY-EXCURSION"
            elif soh / amc < 0.25:
                flag = "BELOW-EOP"
            else:
                flag = ""
            out.append(f"{sku:<10} {DESC[sku][:52]:<52} {soh:>6} {amc:>6} {soh / amc:>5.1f} {req:>6} {UOM[sku]:<7} {flag}")
        out.append("")
    out += [
        "INBOUND SHIPMENTS (all three facilities)",
        "  KH-TRK-55812  Kilima Haulage Ltd  7 t rigid truck  scheduled 2025-03-12 05:30 ex WH-KSG",
        "                route WH-KSG > KBW > MBT > SRN   load 1,140 kg / 9.6 m3 (incl. 9 RCW25, 61 cartons)",
        "                status CANCELLED  (by carrier, 2025-03-11 06:02)  reason: 'route impassable - D-117 km 22 washout'",
        "                cancellation fee: none (force majeure, contract clause 8)  commitment released: USD 1,850 (grant HF-2024-117 line 4.1)",
        "  KH-TRK-55790  Kilima Haulage Ltd  delivered 2025-02-11 (routine Feb round)  POD on file",
        "",
        "Requisition notes from facilities:",
        "  SRN (S. Mwale, 2025-03-03): 'MR 40 vials = 400 doses for the campaign + routine; please include extra tally sheets.'",
        "  MBT (P. Banda, 2025-03-04): 'Fridge alarm beeping on and off since the storms - genset fuel low. Please advise.'",
        "  KBW (E. Mbewe, 2025-03-05): 'Need carriers serviced - two lids cracked.'",
    ]
    return "\n".join(out)


# weights for the load discussion
HELI_LEGS = {
    "MBT": {"VAC-MR10": 50, "DIL-MR10": 50, "VAC-PEN10": 18, "VAC-PCV4": 36, "VAC-OPV20": 14, "VAC-BCG20": 4,
            "VAC-IPV5": 10, "VAC-ROTA1": 160, "MED-OXY10": 60, "INJ-AD05": 1400, "INJ-AD005": 80, "INJ-RUP5": 60,
            "SBX-5L": 16, "ORS-20": 600, "ZNC-20": 300, "AMX-250": 500, "AL-2012": 420, "RDT-MAL": 14,
            "IVF-RL5": 40, "GLV-EXM": 10, "TLY-MR": 20, "LOG-FT2": 2, "RUTF-CT": 1},
    "SRN": {"VAC-MR10": 60, "DIL-MR10": 60, "VAC-PEN10": 20, "VAC-PCV4": 40, "VAC-OPV20": 16, "VAC-BCG20": 5,
            "VAC-IPV5": 12, "VAC-ROTA1": 180, "MED-OXY10": 60, "INJ-AD05": 1800, "INJ-AD005": 100, "INJ-RUP5": 70,
            "SBX-5L": 20, "ORS-20": 500, "ZNC-20": 250, "AMX-250": 450, "AL-2012": 380, "RDT-MAL": 12,
            "IVF-RL5": 30, "GLV-EXM": 8, "TLY-MR": 24},
    "KBW": {"VAC-MR10": 35, "DIL-MR10": 35, "VAC-PEN10": 12, "VAC-PCV4": 24, "VAC-OPV20": 10, "VAC-BCG20": 3,
            "VAC-IPV5": 8, "MED-OXY10": 40, "INJ-AD05": 900, "INJ-RUP5": 40, "SBX-5L": 10, "ORS-20": 400,
            "ZNC-20": 200, "AMX-250": 300, "AL-2012": 240, "RDT-MAL": 8, "TLY-MR": 12, "VTA-200": 2, "ALB-400": 10},
}
CONTAINERS = {"MBT": ("CBX-25", 3), "SRN": ("CBX-25", 4), "KBW": ("VCR-17", 6)}
PACKS = {"CBX-25": 24, "VCR-17": 4}


def leg_weight(code, container=None):
    items = HELI_LEGS[code]
    kg = sum(KG[s] * q for s, q in items.items())
    ctype, n = container or CONTAINERS[code]
    kg += n * (KG[ctype] + PACKS[ctype] * KG["ICE-06"])
    cartons = 0.9 * sum(1 for s in items if s not in COLD_SKUS and s != "DIL-MR10")  # carton tare
    return round(kg + cartons, 1)


W_MBT, W_SRN = leg_weight("MBT"), leg_weight("SRN")
W_KBW_CB = leg_weight("KBW", ("CBX-25", 2))
W_KBW = leg_weight("KBW")
assert W_MBT + W_SRN < 450, (W_MBT, W_SRN)
assert W_MBT + W_SRN + W_KBW_CB > 520, W_KBW_CB
W_HELI = W_MBT + W_SRN


def dry_kg(code):
    return round(sum(KG[s] * q for s, q in HELI_LEGS[code].items() if s not in COLD_SKUS and s != 'DIL-MR10'), 0)



# ---------------------------------------------------------------------------
# conversation
# ---------------------------------------------------------------------------
u1 = c.user(
    "Morning. Bad news: the D-117 washed out at the Mwera drift overnight - the river took the whole crossing "
    "around km 22. Kilima rang at 6 to say tomorrow's truck for the three clinics is off. So we need a new plan to "
    "restock Kibwe, Mbatu and Sorano before the MR follow-up campaign starts on Monday 17 March.\n\n"
    "Constraints: vaccines stay 2-8 °C end to end, nothing freeze-sensitive gets frozen (penta, PCV, IPV), and every "
    "dollar we spend has to stand up under the Halvorsen grant HF-2024-117 because that's where the transport money "
    "is. Can you pull the hub stock and what each clinic has and asked for, so we know exactly what was meant to be "
    "on that truck?"
)

c.calls(
    "I'll pull the hub stock at WH-KSG and the latest facility reports for the three clinics (the report also "
    "carries the inbound shipment status, so we'll see the Kilima booking there).",
    [
        ("wh_inventory_query", {"warehouse": "WH-KSG", "include": ["cold_chain", "dry"], "as_of": "2025-03-11",
                                "show_reservations": True}, hub_inventory()),
        ("clinic_stock_report", {"facilities": ["KBW", "MBT", "SRN"], "period": "2025-02",
                                 "include_requisitions": True, "include_inbound": True}, clinic_report()),
    ],
)

m4 = c.model(
    "## Where we stand\n\n"
    "**Kilima booking KH-TRK-55812 is CANCELLED** by the carrier at 06:02 (\"route impassable - D-117 km 22\"). "
    "No fee (force majeure, clause 8), and the USD 1,850 commitment on line 4.1 is released. It was a 7 t truck "
    "carrying 1,140 kg / 9.6 m³ for all three clinics, including 9 RCW25 cold boxes.\n\n"
    "### What each clinic asked for (the core of it)\n\n"
    "| | **Kibwe (KBW)** | **Mbatu (MBT)** | **Sorano (SRN)** |\n"
    "|---|---|---|---|\n"
    "| Focal person | Esnart Mbewe (HSA) | Peter Banda (CO i/c) | Dr. Samuel Mwale |\n"
    "| Cold chain on site | none - carriers only | ILR, **HIGH alarm since 8 Mar** | SDD fridge, in range |\n"
    "| MR requested | 350 doses | 500 doses | 400 doses |\n"
    "| Penta / PCV / IPV (vials) | 12 / 24 / 8 | 18 / 36 / 10 | 20 / 40 / 12 |\n"
    "| Oxytocin (amp, 2-8 °C) | 40 | 60 | 60 |\n"
    "| Dry goods (approx.) | ~35 kg | ~95 kg | ~75 kg |\n"
    "| Road distance from hub | 38 km (drift at km 22) | 61 km | 74 km |\n\n"
    "**The hub can cover every line.** MR is the tight one only in terms of expiry: we hold 5,400 doses in two "
    "batches, **MR-24K118 (exp 31 May 2025, 2,400 doses)** and MR-25A031 (exp 30 Nov 2025, 3,000 doses). I'd issue "
    "MR-24K118 first - earliest-expiry-first-out (EEFO) - because the campaign will use it up well before May, "
    "and keep the November batch for routine. Same logic for bOPV (OP-24H090 is already at VVM stage 2).\n\n"
    "### Things that jump out\n"
    "- **Mbatu's fridge.** Logger FT2-MBT-0193 has been in HIGH alarm since 8 Mar and Peter flagged genset fuel. "
    "Every cold-chain line at MBT is marked QUERY-EXCURSION. We shouldn't send 500 doses of MR into a fridge that "
    "can't hold temperature - the replacement SDD-55 is stuck in customs (entry C-2025-118734).\n"
    "- **Sorano's MR request looks low.** 400 doses against a 9-59 month target of 1,790 only makes sense if they "
    "still hold stock; their SOH says otherwise. Worth a call to Dr. Mwale.\n"
    "- **Cold boxes.** 14 RCW25 on hand, two with worn lid seals (#09, #13) - usable for short runs only. "
    "Freezer FZ-1 can condition ~420 ice packs per 24 h, which is enough for about 17 boxes, so packs are not the "
    "bottleneck.\n\n"
    "### Options to get the stock out\n\n"
    "| | **A. Wait for the road** | **B. Air for MBT + SRN, Kibwe on foot across the drift** | **C. Air for all three** |\n"
    "|---|---|---|---|\n"
    "| How | Hold everything at hub until D-117 reopens | Helicopter to Mbatu and Sorano; Kibwe by our vehicle to the west bank, porters across, motorbikes beyond | Helicopter with three landings |\n"
    "| Timing | Unknown - depends on repair | Before the campaign if a slot exists this week | Same as B |\n"
    "| Cost driver | none | charter (2 landings) + small courier fee | charter (3 landings, likely 2 rotations) |\n"
    "| Risk | Campaign starts without stock | Footbridge crossing for Kibwe | Payload, cost vs grant |\n\n"
    "I don't want to recommend until I know the repair estimate and whether a charter is available. Shall I check "
    "the logistics inbox - District Works usually sends a road bulletin, and we asked Skyline about availability "
    "last month?"
)

u5 = c.user(
    "Yes, check the inbox. And you're right about Sorano - Dr. Mwale called me at 7. They have 9 suspected measles "
    "cases in the Sorano catchment and want to start outreach early, so Sorano needs 600 doses of MR, not 400. "
    "Everything else for Sorano as per the requisition."
)

# ---- mailbox 1 --------------------------------------------------------------
NOISE = [
    ("finance.kasenga@tumaini-health.org", "Fuel price circular March", "Pump price at Kasenga Total now USD 1.62/l diesel. Please update trip costings."),
    ("hr@tumaini-health.org", "Staff meeting moved to Thursday 15:00", "The monthly all-staff meeting moves to Thursday 15:00 in the big room."),
    ("it-support@tumaini-health.org", "eLMIS maintenance window", "eLMIS will be unavailable Sunday 02:00-04:00 for patching."),
    ("procurement@tumaini-health.org", "Framework agreements - renewal reminder", "Kilima Haulage and Kasenga Riders Cooperative frameworks expire 30 June 2025."),
    ("wash.team@tumaini-health.org", "Chlorine stock request", "Can logistics confirm 40 kg HTH chlorine for the Sorano borehole programme?"),
    ("fleet@tumaini-health.org", "KSG-LC-04 service due", "Land Cruiser KSG-LC-04 is at 148,900 km; 150,000 km service due. "
     "Please avoid long runs after 150,000 until serviced. Workshop slot offered Monday 17 March."),
    ("security.focal@tumaini-health.org", "Movement advisory - river levels", "Met service forecasts further heavy rain on "
     "the Mwera catchment Wednesday night. Staff should not attempt to ford any river crossing; footbridges only in "
     "daylight and only when water is below the deck. Report all field movements to the radio room before departure."),
    ("grace.phiri@tumaini-health.org", "Cold room CR-2 door seal", "CR-2 door seal replaced yesterday, temperature stable "
     "at +5 C overnight. FZ-1 has space for about 420 packs if you need to condition for a big run."),
    ("epi.luvale@luvale-dho.gov.example", "MR follow-up campaign - district micro-plan v3", "Dear partners, attached is "
     "micro-plan v3 for the MR follow-up campaign (target 9-59 months). Facility teams should have vaccines, diluent, "
     "AD syringes, reconstitution syringes, safety boxes and tally sheets in place by the day before start."),
]


def mailbox1():
    mails = [
        ("2025-03-11 07:48", "roads.bulletin@luvale-works.gov.example", "Road bulletin 11/03 - D-117 closed",
         "ROAD BULLETIN - Luvale District Works Office - 11 March 2025 07:30\n\n"
         "D-117 Kasenga-Mbatu: CLOSED at Mwera drift (km 22). Drift structure and approaches washed out "
         "overnight 10/11 March. Estimated reopening: temporary Bailey bridge installation 10-14 days from "
         "today, subject to river level and availability of the bridging unit from the provincial depot.\n"
         "Pedestrian footbridge 300 m upstream of the drift is intact. LIGHT LOADS ONLY, no motorcycles on the "
         "bridge. Crossing at own risk; do not cross when water is over the lower deck marker.\n"
         "D-122 Mbatu-Sorano: open, muddy, 4x4 only.\n"
         "Alternative route via Chisoka (D-140/D-131): closed at km 61 since February (landslide)."),
        ("2025-03-11 06:10", "dispatch@kilimahaulage.example", "Cancellation KH-TRK-55812",
         "Dear THA Logistics,\nWe confirm cancellation of KH-TRK-55812 (12/03, 7 t, WH-KSG > KBW > MBT > SRN) due to "
         "the D-117 washout. No charge under clause 8 (force majeure). We can rebook once the route reopens.\n"
         "Regards, Kilima Dispatch"),
        ("2025-03-10 16:22", "charter.ops@skylinehumair.example", "RE: Helicopter availability March - Luvale",
         "Hi Amara,\nFollowing your enquiry: our AS350 B3 (5Y-SHA) is available Thursday 13 March, slot 07:30 "
         "departure from Kasenga helipad. Indicative price USD 6,850 all-in for Kasenga - Mbatu - Sorano - Kasenga "
         "(2 landings, approx. 2.5 flight hours incl. positioning). Usable payload at current density altitude and "
         "fuel for the round trip: approx. 450 kg. Cargo must be in boxes under 40 kg each. We can hold the slot "
         "for 24 h on request at no cost.\n"
         "Best, Marco Vieira\nCharter Operations, Skyline Humanitarian Air"),
        ("2025-03-10 14:05", "daniel.otieno@kestrelclearing.example", "Entry C-2025-118734 - query",
         "Dear Amara,\nYour consignment under entry C-2025-118734 (NordCold refrigerators and carriers) is held at "
         "Chanza border post. Customs have raised a query. I will send details once I have the officer's notes. "
         "There may be a way to move things faster; let's discuss by phone.\n"
         "Regards, Daniel Otieno, Kestrel Clearing Ltd"),
        ("2025-03-07 09:30", "ingrid.solberg@halvorsenfdn.org", "HF-2024-117 - Q1 reporting and reminders",
         "Dear Amara and Thomas,\nA friendly reminder that the Q1 narrative and financial report for HF-2024-117 is due "
         "30 April. Also, as per the grant agreement, any single transport cost above USD 5,000 needs my written "
         "approval in advance, and all grant costs must be incurred by 30 April 2025 (grant end date).\n"
         "Kind regards, Ingrid Solberg, Programme Officer, Halvorsen Foundation"),
        ("2025-03-11 07:02", "peter.banda@tumaini-health.org", "Automatic reply: Mbatu requisition",
         "I am on leave until 7 April. For Mbatu Field Clinic matters please contact Ruth Tembo, Nurse-Midwife, "
         "tel +265 882 561 904."),
    ]
    for i, (frm, subj, body) in enumerate(NOISE):
        mails.append((f"2025-03-{rng.randint(7, 10):02d} {rng.randint(8, 17):02d}:{rng.randint(0, 59):02d}", frm, subj, body))
    out = ["inbox_search: 11 results (folder: INBOX, since 2025-03-07, query: road OR D-117 OR helicopter OR charter OR "
           "customs OR Halvorsen OR Mbatu OR Kilima)", ""]
    for n, (ts, frm, subj, body) in enumerate(sorted(mails, key=lambda m: m[0], reverse=True), 1):
        out.append(f"[{n}] {ts}  From: {frm}\n    Subject: {subj}\n    ---\n    " + body.replace("\n", "\n    ") + "\n")
    return "\n".join(out)


c.calls(
    "Noted - **Sorano MR goes from 400 to 600 doses** (60 vials). Checking the inbox now.",
    [("inbox_search", {"mailbox": "logistics.kasenga@tumaini-health.org", "since": "2025-03-07",
                       "query": "road OR D-117 OR helicopter OR charter OR customs OR Halvorsen OR Mbatu OR Kilima",
                       "include_body": True, "limit": 20}, mailbox1())],
)

c.model(
    "## What the inbox tells us\n\n"
    "- **Road:** District Works says D-117 is **closed at Mwera drift (km 22)**; a Bailey bridge is **10-14 days** "
    "away, *subject to river level and the bridging unit* - so realistically after the campaign starts. The "
    "**footbridge 300 m upstream is intact, light loads only, no motorbikes on the bridge.** The Chisoka detour "
    "(D-140/D-131) is still closed by the February landslide. **Option A is out.**\n"
    "- **Charter:** Skyline (Marco Vieira) offered their AS350 B3 for **Thursday 13 Mar, 07:30 from Kasenga helipad**, "
    "**USD 6,850** all-in for two landings (Mbatu, Sorano), ~450 kg payload, boxes under 40 kg. Free 24 h hold on request.\n"
    "- **Donor:** Ingrid's reminder of 7 Mar - any single transport cost **above USD 5,000 needs her written approval "
    "in advance**; costs must be incurred by 30 April.\n"
    "- **Customs:** Daniel at Kestrel says entry C-2025-118734 is held at Chanza, details to follow, and hints there "
    "\"may be a way to move things faster\" - I'd like to see exactly what he means before anyone picks up the phone.\n"
    "- **Mbatu:** Peter Banda is on leave until 7 April; auto-reply points to **Ruth Tembo** (nurse-midwife).\n\n"
    "## Recommendation: Option B\n\n"
    "| Leg | Mode | Load (est.) | Cost (est.) | Grant line |\n"
    "|---|---|---|---|---|\n"
    "| Kasenga → Mbatu → Sorano | Skyline AS350, 2 landings | ~430 kg incl. 7 RCW25 | USD 6,850 | 4.2 Emergency transport |\n"
    "| Kasenga → Mwera west bank | our Land Cruiser | ~110 kg | fuel only | 4.1 |\n"
    "| Footbridge crossing | porters (hand-carry) | boxes ≤ 33 kg | ~USD 40 | 4.1 |\n"
    "| East bank → Kibwe (16 km) | motorbike couriers | 2 bikes | ~USD 180 | 4.1 |\n\n"
    "Why not C: Kibwe's load on top of Mbatu + Sorano would push us well past 450 kg, so it would mean a second "
    "rotation at roughly double the cost - and the charter alone is already above Ingrid's USD 5,000 threshold.\n\n"
    "**Two things I need from you:**\n"
    "1. Shall I put Skyline's Thursday slot on a 24 h hold (no cost)?\n"
    "2. The charter needs Ingrid's prior written approval. Shall I draft the request?"
)

u9 = c.user(
    "B. Put a hold on the Skyline slot but do NOT confirm or pay anything until Ingrid says yes in writing. And pull "
    "the grant terms so we don't trip over anything else - draft the request to Ingrid for me to see first."
)

GRANT_TERMS = """GRANT AGREEMENT HF-2024-117 - Halvorsen Foundation / Tumaini Health Alliance
"Last-mile vaccine and essential medicines logistics, Luvale District"   Period: 1 May 2024 - 30 April 2025
Programme Officer: Ingrid Solberg (ingrid.solberg@halvorsenfdn.org)   Grantee signatory: Thomas Achieng, Country Director

SECTION 4 - BUDGET (extract, USD)
  Line  Description                                   Approved    Spent to date   Committed   Available
  3.1   Programme supplies (vaccines ancillaries,      41,000        29,410          3,200       8,390
        cold chain consumables, essential medicines)
  4.1   In-country transport - road                    18,500        12,960          0           5,540   (incl. 1,850 released from KH-TRK-55812)
  4.2   Emergency transport - air/charter/other        15,000         4,120          0          10,880
  5.1   Cold chain equipment                           22,000        19,450          2,300         250
  6.1   Personnel (logistics)                          30,000        25,000          0           5,000
  Reallocation between lines above 10% of the receiving line requires prior written approval (clause 4.4).

SECTION 6 - PRIOR APPROVAL
  6.1  The Grantee shall obtain the Programme Officer's prior written approval (e-mail suffices) for:
       (a) any single cost above USD 5,000 charged to lines 4.1 or 4.2;
       (b) any change of implementation area;
       (c) any sub-grant.
  6.2  Approval may be given with conditions. Conditions form part of this Agreement. Costs incurred without
       required prior approval are ineligible.

SECTION 7 - PROCUREMENT
  7.1  The Grantee shall follow its own procurement policy insofar as it is consistent with this section.
  7.2  Up to USD 2,500: one written quotation.
  7.3  Above USD 2,500: three written quotations, OR a documented single-source justification (urgency,
       sole availability, safety) approved and signed by the Grantee's Country Director before any payment is made.
       The justification and all quotations received shall be kept on the grant file.
  7.4  Suppliers shall not appear on the consolidated sanctions lists (screening record to be kept).

SECTION 9 - PROHIBITED PRACTICES
  9.1  No part of the grant may be used, directly or indirectly, for facilitation payments, including so-called
       "expediting", "speed" or "release" fees paid to public officials or through intermediaries, whether or not
       customary. Customs duties, taxes and fees are eligible only where paid to the revenue authority against an
       official receipt.
  9.2  The Grantee shall report any request for such a payment to the Programme Officer within 5 working days.
  9.3  Breach of 9.1 entitles the Foundation to recover the amount concerned and to suspend disbursement.

SECTION 11 - REPORTING AND EVIDENCE
  11.1 Quarterly narrative and financial reports within 30 days of quarter end (Q1 2025 due 30 April 2025).
  11.2 For emergency transport (line 4.2): evidence of delivery (signed proof of delivery per site) to be kept.
       The Programme Officer may set additional evidence requirements in the approval.
  11.3 Photographs of grant-funded deliveries may be used by the Foundation with consent of those pictured.

SECTION 10 - ASSETS, INSURANCE AND SAFETY
  10.1 Goods in transit funded by this grant shall be insured or the risk accepted in writing by the Grantee.
  10.2 The Grantee shall not require staff or contractors to travel where its own security rules prohibit it.
  10.3 Charter operators shall hold a valid air operator certificate; a copy shall be kept on file.

SECTION 12 - ELIGIBILITY
  12.1 Costs are eligible if incurred between 1 May 2024 and 30 April 2025 and paid by 31 May 2025.
  12.2 Costs for assets above USD 1,000 require the asset to be entered in the Grantee's asset register.
  12.3 Ineligible: fines and penalties, interest, entertainment, costs covered by another donor, and any amount
       paid in breach of Section 9.

SECTION 13 - VISIBILITY
  13.1 Grant-funded cold-chain equipment shall carry the Foundation's sticker. Press releases require consent.
"""

c.calls(
    "Placing the hold (hold only, no confirmation) and pulling the grant terms.",
    [
        ("charter_hold", {"operator": "Skyline Humanitarian Air", "aircraft": "AS350 B3 5Y-SHA", "date": "2025-03-13",
                          "departure": "07:30", "route": ["KSG-HP", "MBT-LZ", "SRN-LZ", "KSG-HP"],
                          "payload_kg_est": 430, "contact": "charter.ops@skylinehumair.example",
                          "note": "HOLD ONLY - no confirmation or payment until donor approval (Halvorsen HF-2024-117)."},
         "HOLD PLACED\n  hold_ref      : SHA-H-3391\n  operator      : Skyline Humanitarian Air\n  aircraft      : AS350 B3 5Y-SHA\n"
         "  slot          : 2025-03-13 07:30 ex KSG-HP\n  route         : KSG-HP > MBT-LZ > SRN-LZ > KSG-HP (2 landings)\n"
         "  indicative    : USD 6,850.00 (quote Q-SHA-0310-02)\n  hold_expires  : 2025-03-12 16:00\n"
         "  status        : HELD (not confirmed, no charge)\n  remarks       : Landing zones MBT-LZ and SRN-LZ last surveyed 2024-11; "
         "operator requests ground contact with VHF or phone at each LZ."),
        ("grant_terms_get", {"grant_id": "HF-2024-117",
                             "sections": ["budget", "prior_approval", "procurement", "prohibited_practices",
                                          "reporting", "eligibility"]}, GRANT_TERMS),
    ],
)

c.model(
    "**Hold placed: SHA-H-3391** - Thursday 13 Mar 07:30, USD 6,850 indicative, **expires Wed 12 Mar 16:00**. Not "
    "confirmed, no charge. Skyline wants a ground contact with a phone at each landing zone.\n\n"
    "## Grant terms that bite\n\n"
    "| Clause | What it says | What it means for us |\n"
    "|---|---|---|\n"
    "| **6.1(a)** | Single cost > USD 5,000 on 4.1/4.2 needs prior written approval | Charter needs Ingrid's e-mail **before** we confirm |\n"
    "| **6.2** | Approval can come with conditions | Watch for conditions in her reply |\n"
    "| **7.3** | > USD 2,500: three quotes **or** a single-source justification signed by the Country Director **before payment** | We have one quote. Either get more quotes or Thomas signs a justification |\n"
    "| **9.1** | No facilitation payments - explicitly including \"expediting\" fees - customs only against official receipts | Relevant to Daniel's \"faster way\" hint |\n"
    "| **9.2** | Report any such request to Ingrid within 5 working days | Ditto |\n"
    "| **11.2** | Signed proof of delivery per site for line 4.2 | PODs at Mbatu and Sorano |\n"
    "| **4.2 budget** | USD 10,880 available | Charter fits |\n\n"
    "## Draft to Ingrid\n\n"
    "> **To:** ingrid.solberg@halvorsenfdn.org  \n"
    "> **Subject:** HF-2024-117 - prior approval request (clause 6.1a): emergency helicopter charter, USD 6,850\n>\n"
    "> Dear Ingrid,\n>\n"
    "> Road D-117 washed out at the Mwera drift (km 22) overnight on 10/11 March; District Works estimates 10-14 days "
    "for a temporary bridge and the only alternative route (via Chisoka) has been closed since February. Our road "
    "delivery for Kibwe, Mbatu and Sorano (Kilima, 12 March) was cancelled by the carrier.\n>\n"
    "> The district MR follow-up campaign starts on 17 March and Sorano has 9 suspected measles cases. We request "
    "approval to charter a helicopter from Skyline Humanitarian Air for Mbatu and Sorano (two landings, ~430 kg of "
    "vaccines, cold-chain and essential medicines), indicative cost **USD 6,850**, to be charged to **budget line 4.2** "
    "(available USD 10,880). Kibwe will be supplied by road to the washout and by footbridge and motorbike beyond it.\n>\n"
    "> We are seeking a second quotation and will keep the quotations and, if needed, a single-source justification on "
    "the grant file as per clause 7.3. Signed proofs of delivery will be filed per clause 11.2.\n>\n"
    "> Because the slot is held only until 12 March 16:00, we would be grateful for your reply by then.\n>\n"
    "> Kind regards,  \n> Amara Okafor, Logistics Coordinator, THA Kasenga\n\n"
    "Shall I send it? And do you want it cc'd to Thomas Achieng as the grant signatory?"
)

u13 = c.user(
    "Looks good. Send it, cc me and Thomas. And yes, ask Ridgeline for a quote too - same route, Thursday or Friday. "
    "That gets us a second quote at least."
)

c.calls(
    "Sending both.",
    [
        ("email_send", {"from": "logistics.kasenga@tumaini-health.org", "to": ["ingrid.solberg@halvorsenfdn.org"],
                        "cc": ["amara.okafor@tumaini-health.org", "thomas.achieng@tumaini-health.org"],
                        "subject": "HF-2024-117 - prior approval request (clause 6.1a): emergency helicopter charter, USD 6,850",
                        "body": "Dear Ingrid,\n\nRoad D-117 washed out at the Mwera drift (km 22) overnight on 10/11 March; "
                                "District Works estimates 10-14 days for a temporary bridge and the only alternative route "
                                "(via Chisoka) has been closed since February. Our road delivery for Kibwe, Mbatu and Sorano "
                                "(Kilima, 12 March) was cancelled by the carrier.\n\nThe district MR follow-up campaign starts "
                                "on 17 March and Sorano has 9 suspected measles cases. We request approval to charter a "
                                "helicopter from Skyline Humanitarian Air for Mbatu and Sorano (two landings, ~430 kg of vaccines, "
                                "cold-chain and essential medicines), indicative cost USD 6,850, to be charged to budget line 4.2 "
                                "(available USD 10,880). Kibwe will be supplied by road to the washout and by footbridge and "
                                "motorbike beyond it.\n\nWe are seeking a second quotation and will keep the quotations and, if "
                                "needed, a single-source justification on the grant file as per clause 7.3. Signed proofs of "
                                "delivery will be filed per clause 11.2.\n\nBecause the slot is held only until 12 March 16:00, "
                                "we would be grateful for your reply by then.\n\nKind regards,\nAmara Okafor\nLogistics "
                                "Coordinator, THA Kasenga"},
         "SENT  message_id <20250311.0912.a81f@tumaini-health.org>  to ingrid.solberg@halvorsenfdn.org  cc 2  size 1.9 KB"),
        ("email_send", {"from": "logistics.kasenga@tumaini-health.org", "to": ["charters@ridgelineair.example"],
                        "subject": "Quotation request - helicopter charter Kasenga-Mbatu-Sorano, 13 or 14 March",
                        "body": "Dear Ridgeline team,\n\nTumaini Health Alliance requests a written quotation for a "
                                "helicopter charter: Kasenga helipad - Mbatu Field Clinic LZ - Sorano Clinic LZ - Kasenga, "
                                "on Thursday 13 or Friday 14 March 2025, early morning departure. Cargo approx. 430 kg "
                                "(vaccines in cold boxes of max. 33 kg each, plus medical supplies). Please state aircraft "
                                "type, usable payload, all-in price in USD, cancellation terms and earliest availability.\n\n"
                                "We would appreciate your reply today if possible.\n\nRegards,\nLogistics, THA Kasenga"},
         "SENT  message_id <20250311.0913.b204@tumaini-health.org>  to charters@ridgelineair.example  size 0.9 KB"),
    ],
)

c.model(
    "Done.\n\n"
    "- **Approval request** sent to Ingrid (cc you and Thomas) - asks for a reply before the hold expires Wed 16:00.\n"
    "- **Quote request** sent to Ridgeline for Thu 13 or Fri 14 March, same route.\n\n"
    "Two quotes still isn't three, so unless a third operator turns up we'll need Thomas's single-source "
    "justification under clause 7.3 before anything is paid. I'll flag it when we get there."
)

u17 = c.user(
    "OK, now the customs thing. Daniel's email was vague. What's actually holding the fridges? One of those SDDs is "
    "Mbatu's replacement, right? And how bad is Mbatu's fridge right now?"
)


# ---- customs + logger -------------------------------------------------------
def logger_series():
    """Mbatu ILR logger FT2-MBT-0193, 30-min readings 2025-03-07 00:00 .. 2025-03-11 09:00."""
    rows = []
    t0 = 0  # half-hours since 2025-03-07 00:00
    n = (4 * 24 + 9) * 4 + 1
    for i in range(n):
        day = 7 + i // 96
        hh, mm = divmod((i % 96) * 15, 60)
        # baseline
        temp = 4.8 + 0.9 * rng.random()
        power = "GRID"
        # outage 1: 08 Mar 14:00 -> 09 Mar 08:30 (genset ran 08 Mar 19:00-22:00)
        h = (i * 0.25)
        if 38.0 <= h < 56.5:  # 08 Mar 14:00 .. 09 Mar 08:30
            power = "NONE"
            if 43.0 <= h < 46.0:
                power = "GENSET"
            rise = min(1.0, (h - 38.0) / 14.0)
            temp = min(14.3, 5.4 + 8.6 * rise - (2.4 if power == "GENSET" else 0) + 0.3 * rng.random())
            if abs(h - 51.5) < 0.01:
                temp = 14.6
        elif 56.5 <= h < 61.0:
            power = "GRID"
            temp = 12.8 - (h - 56.5) * 1.7 + 0.2 * rng.random()
        elif 84.0 <= h < 96.5:  # 10 Mar 12:00 .. 11 Mar 00:30
            power = "NONE"
            rise = min(1.0, (h - 84.0) / 9.0)
            temp = 5.6 + 5.8 * rise + 0.3 * rng.random()
        elif 96.5 <= h < 99.0:
            power = "GENSET"
            temp = 10.9 - (h - 96.5) * 1.6
        rows.append((f"2025-03-{day:02d} {hh:02d}:{mm:02d}", round(temp, 1), power))
    return rows


LOG = logger_series()
above = [r for r in LOG if r[1] > 8.0]
hours_above = len(above) * 0.25
tmax = max(r[1] for r in LOG)
tmax_at = next(r[0] for r in LOG if r[1] == tmax)
assert tmax == 14.6, tmax


def logger_text():
    out = ["FT2 logger FT2-MBT-0193  |  site MBT Mbatu Field Clinic  |  device ILR (ice-lined refrigerator)",
           "range 2025-03-07 00:00 .. 2025-03-11 09:00 (UTC+2), interval 15 min, source: SMS relay",
           "alarm config: HIGH if > +8.0 C for >= 10 h cumulative / 24 h ; LOW if <= -0.5 C for >= 60 min", "",
           "timestamp         temp_C  power   flag"]
    for ts, t, p in LOG:
        flag = "HI" if t > 8.0 else ""
        out.append(f"{ts}   {t:>5.1f}   {p:<6}  {flag}")
    out += ["",
            "SUMMARY",
            f"  readings            : {len(LOG)}",
            f"  min / max           : {min(r[1] for r in LOG):.1f} C / {tmax:.1f} C (max at {tmax_at})",
            f"  cumulative > +8 C   : {hours_above:.1f} h (2 episodes)",
            "  cumulative <= -0.5 C: 0 min",
            "  alarms              : HIGH 2025-03-08 22:30 (active), HIGH 2025-03-10 21:00 (active)",
            "  acknowledged        : no"]
    return "\n".join(out)


CUSTOMS = """KESTREL CLEARING LTD - client portal        entry C-2025-118734        retrieved 2025-03-11 09:41
Importer        : Tumaini Health Alliance (TIN 10-447-2231)     Broker ref: KCL/THA/0307
Port of entry   : Chanza border post (road)    Arrival: 2025-03-06 11:20   Transporter: Trans-Rift Freight, trailer TRF-2214
Supplier        : NordCold Systems ApS, invoice NC-INV-88417 dated 2025-02-18, CIP Chanza, USD 16,940.00
Funding (per PO): HF-2024-117 line 5.1 (PO-KSG-2025-0318)

LINES
  #  Description                                           Qty   HS declared   HS assessed   Value USD   Destination
  1  Solar direct-drive refrigerator NordCold SDD-55 (PQS)    1    8418.50       8418.69        5,120.00   MBT (replacement)
  2  Solar direct-drive refrigerator NordCold SDD-55 (PQS)    1    8418.50       8418.69        5,120.00   KBW (new installation)
  3  Solar direct-drive refrigerator NordCold SDD-55 (PQS)    1    8418.50       8418.69        5,120.00   WH-KSG spare
  4  Vaccine carrier 1.7 L (PQS E004)                       120    3923.10       3923.10        1,080.00   WH-KSG
  5  Solar array mounting kits                                3    7308.90       7308.90          500.00   with lines 1-3

HOLDS
  H1  Duty/VAT exemption not evidenced. Importer claims exemption under Fifth Schedule item 12 (medical
      equipment for public health programmes); requires letter of the Ministry of Health (Chief Pharmacist)
      confirming the goods are for public health use, addressed to the Commissioner of Customs.
      If not provided: duty 15% + VAT 16.5% on CIF (est. USD 5,620).
  H2  Tariff classification query. Officer assesses refrigerators under 8418.69 (other refrigerating equipment)
      not 8418.50 as declared. Classification change alone does not alter the exemption but the commercial
      invoice and packing list must show the assessed code ("documents must agree").
STORAGE
  Chanza bonded shed: free period ends 2025-03-13 23:59. From 2025-03-14: USD 45/day per trailer-load,
  payable to Chanza Bonded Warehouses Ltd against official invoice.
BROKER NOTES (D. Otieno, 2025-03-11 08:50)
  - Exemption letter: suggest request to MoH pharmacy (Dr. Esther Kamau) today; usually 2-3 working days.
  - Shed supervisor indicated release "could be expedited" on payment of USD 300 cash. Client instruction
    required before we proceed. No receipt would be issued.
  - Physical inspection completed 2025-03-10, no discrepancies in quantities.
"""

c.calls(
    "Pulling the customs entry from Kestrel's portal and Mbatu's fridge logger for the last few days.",
    [
        ("customs_entry_get", {"entry_no": "C-2025-118734", "broker": "Kestrel Clearing Ltd", "include_notes": True},
         CUSTOMS),
        ("coldchain_logger_read", {"logger_id": "FT2-MBT-0193", "from": "2025-03-07T00:00", "to": "2025-03-11T09:00",
                                   "interval": "15m", "summary": True}, logger_text()),
    ],
)

c.model(
    "## Customs - entry C-2025-118734 (Chanza border post)\n\n"
    "Yes: **line 1 is Mbatu's replacement SDD-55**; line 2 is the new unit for Kibwe, line 3 a hub spare, plus 120 "
    "vaccine carriers. Two holds:\n\n"
    "| Hold | Problem | Fix | Who |\n"
    "|---|---|---|---|\n"
    "| **H1** | Duty/VAT exemption not evidenced (Fifth Schedule item 12) | Letter from the MoH Chief Pharmacist to the Commissioner of Customs | Dr. Esther Kamau, MoH |\n"
    "| **H2** | Fridges declared **8418.50**, officer assesses **8418.69** | Invoice and packing list must show the assessed code (\"documents must agree\") | NordCold / Kestrel |\n\n"
    "- Without the exemption we'd owe ~USD 5,620 duty + VAT - not budgeted, and line 5.1 has only USD 250 left.\n"
    "- **Storage: free until Thu 13 Mar 23:59, then USD 45/day** (official invoice, so eligible - but avoidable).\n\n"
    "**The red flag:** Daniel's note says the shed supervisor indicated release *\"could be expedited\" on payment of "
    "USD 300 cash, no receipt*. That is exactly what **grant clause 9.1** prohibits (an \"expediting\" fee to a public "
    "official through an intermediary), and **9.2** says we must report the request to Ingrid within 5 working days. "
    "I'd recommend a clear written refusal to Kestrel and a short note to Ingrid.\n\n"
    "## Mbatu fridge - logger FT2-MBT-0193\n\n"
    f"- **Two excursions above +8 °C, {hours_above:.1f} h cumulative** since 7 Mar; **max {tmax:.1f} °C** at "
    f"{int(tmax_at[8:10])} Mar {tmax_at[11:]} during the 8-9 Mar outage (the genset only ran 19:00-22:00 on the 8th).\n"
    "- Second episode started 10 Mar midday and is still only just recovering - the genset came on after midnight.\n"
    "- No freezing (0 min below -0.5 °C), so the freeze-sensitive vaccines are not at risk from cold, only heat.\n"
    "- Both HIGH alarms are **unacknowledged** - nobody at site has responded on the system since Peter left.\n\n"
    "### What I'd do at Mbatu\n"
    "1. **Quarantine everything in the ILR** (label \"do not use - excursion under review\") until checked.\n"
    "2. **VVM check** of every vial: stage 1-2 usable, stage 3-4 discard. Heat-stable MR will probably pass; OPV and "
    "rota are the most heat-sensitive and may not.\n"
    "3. Report the excursion to the district EPI officer (Felix Chanda) for the formal assessment.\n"
    "4. Until the SDD-55 arrives, **send Mbatu only what it uses in ~10 days** in cold boxes with a fresh pack "
    "rotation, and keep the rest at hub.\n\n"
    "Who should I be talking to at Mbatu - Ruth Tembo, as Peter's auto-reply says?"
)

u21 = c.user(
    "Absolutely no 'expediting fee'. Tell Daniel in writing that we go the official route only, and get from him the "
    "exact list of what customs needs. Ask Dr. Kamau at MoH for the exemption letter - she did ours last year, her "
    "address is esther.kamau@health.luvale.gov.example. And yes - Peter is on leave till April, the Mbatu focal person "
    "is Ruth Tembo now. Update the contact and get her to quarantine the vaccines in that fridge and do the VVM check "
    "today."
)

c.calls(
    "On it - e-mail to Daniel, request to Dr. Kamau, contact update for Mbatu, and a task for Ruth.",
    [
        ("email_send", {"from": "logistics.kasenga@tumaini-health.org", "to": ["daniel.otieno@kestrelclearing.example"],
                        "cc": ["amara.okafor@tumaini-health.org"],
                        "subject": "Entry C-2025-118734 - official route only, no expediting payment",
                        "body": "Dear Daniel,\n\nThank you for the portal notes on entry C-2025-118734. Please note our "
                                "instruction in writing: Tumaini Health Alliance will NOT make the USD 300 cash payment "
                                "suggested by the shed supervisor, or any other unofficial or 'expediting' payment, directly "
                                "or through Kestrel. We go the official route only. Any duty, tax or storage charge must be "
                                "invoiced officially and receipted.\n\nFor hold H1 we are requesting the exemption letter "
                                "from the MoH Chief Pharmacist today. For H2 (8418.50 vs 8418.69) please send us the exact "
                                "list of documents customs requires - including whether NordCold has to reissue any "
                                "supplier documents, and in what form.\n\nPlease also confirm the "
                                "storage start date and the daily rate.\n\nRegards,\nAmara Okafor, Logistics Coordinator, "
                                "THA Kasenga"},
         "SENT  message_id <20250311.1002.c9e1@tumaini-health.org>  to daniel.otieno@kestrelclearing.example  cc 1"),
        ("email_send", {"from": "logistics.kasenga@tumaini-health.org", "to": ["esther.kamau@health.luvale.gov.example"],
                        "cc": ["amara.okafor@tumaini-health.org"],
                        "subject": "Request: duty exemption letter - NordCold SDD refrigerators, customs entry C-2025-118734",
                        "body": "Dear Dr. Kamau,\n\nWe would be grateful for a letter from your office to the Commissioner "
                                "of Customs confirming that the following goods, imported by Tumaini Health Alliance under "
                                "customs entry C-2025-118734 (Chanza border post), are for public health use in Luvale "
                                "District and qualify for exemption under Fifth Schedule item 12:\n- 3 x solar direct-drive "
                                "vaccine refrigerators NordCold SDD-55 (WHO PQS), for Mbatu Field Clinic, Kibwe Health Post "
                                "and Kasenga hub\n- 120 x vaccine carriers 1.7 L\n- 3 x solar mounting kits\nSupplier invoice "
                                "NC-INV-88417 (USD 16,940, CIP Chanza) is attached.\n\nThe Mbatu unit replaces a failing "
                                "refrigerator ahead of the MR follow-up campaign, so any speed would be much appreciated. "
                                "Our broker is Kestrel Clearing (Daniel Otieno).\n\nWith thanks and kind regards,\nAmara Okafor"},
         "SENT  message_id <20250311.1003.d3aa@tumaini-health.org>  to esther.kamau@health.luvale.gov.example  cc 1  attachments 1 (NC-INV-88417.pdf)"),
        ("facility_contact_update", {"facility": "MBT", "role": "focal_person",
                                     "new": {"name": "Ruth Tembo", "title": "Nurse-Midwife",
                                             "phone": "+265 882 561 904", "email": "ruth.tembo@tumaini-health.org"},
                                     "reason": "Peter Banda on leave until 2025-04-07", "effective": "2025-03-11"},
         "UPDATED facility MBT (Mbatu Field Clinic)  revision 14\n  field         was                                  now\n"
         "  focal_person  Peter Banda (Clinical Officer i/c)   Ruth Tembo (Nurse-Midwife)\n"
         "  phone         +265 884 377 210                     +265 882 561 904\n"
         "  email         peter.banda@tumaini-health.org       ruth.tembo@tumaini-health.org\n"
         "  note          -                                    Peter Banda on leave until 2025-04-07\n"
         "  alert routing: logger FT2-MBT-0193 alarms now routed to +265 882 561 904"),
        ("task_create", {"assignee": "ruth.tembo@tumaini-health.org", "facility": "MBT", "priority": "urgent",
                         "title": "Quarantine ILR vaccines + VVM check (excursion FT2-MBT-0193)",
                         "description": "1) Move all vaccines and oxytocin in the ILR into a marked box 'DO NOT USE - "
                                        "excursion under review' and keep cold. 2) VVM check every vial today; record "
                                        "batch, quantity and VVM stage per line on form CC-04/F3. 3) Acknowledge both HIGH "
                                        "alarms on the logger. 4) Send photo of the form to logistics by 12 Mar 12:00. "
                                        "Do not use or discard anything before logistics and the district EPI officer reply.",
                         "due": "2025-03-12T12:00"},
         "TASK CREATED  TSK-4462  assignee ruth.tembo@tumaini-health.org  due 2025-03-12 12:00  status OPEN  "
         "notify: SMS + e-mail sent"),
    ],
)

c.model(
    "Done.\n\n"
    "| Action | Result |\n"
    "|---|---|\n"
    "| Written refusal to Daniel: **official route only**, no USD 300 payment; asked for the exact document list for H2 | Sent |\n"
    "| Exemption letter request to Dr. Kamau (with invoice NC-INV-88417) | Sent |\n"
    "| Mbatu focal person | **Ruth Tembo** now (rev. 14); logger alarms now go to her phone |\n"
    "| Task **TSK-4462** for Ruth: quarantine ILR stock, VVM check, acknowledge alarms | Due **Wed 12 Mar 12:00** |\n\n"
    "One thing still to do under clause 9.2: tell Ingrid that an expediting payment was *requested* (and refused). "
    "I'd fold it into the next e-mail to her rather than send a separate one today, unless you prefer otherwise."
)

u25 = c.user("Fine, fold it in. Anything back from Ingrid or the charter people yet?")


def mailbox2():
    mails = [
        ("2025-03-11 12:47", "ingrid.solberg@halvorsenfdn.org",
         "RE: HF-2024-117 - prior approval request (clause 6.1a): emergency helicopter charter, USD 6,850",
         "Dear Amara,\n\nThank you for the clear request. Under clause 6.1(a) I approve an emergency air charter for "
         "Mbatu and Sorano up to a maximum of USD 6,500 all-in, charged to budget line 4.2, with the following conditions:\n"
         "  1. Quotations received and, where fewer than three, the single-source justification signed by Thomas must be "
         "on the grant file BEFORE any payment is released (clause 7.3).\n"
         "  2. Within 7 days after the flight, please send me: the operator's flight log, the signed proof of delivery / "
         "cargo manifest for each site, and at least three photographs of the delivery.\n"
         "  3. No part of the charter may be charged to line 3.1.\n"
         "Anything above USD 6,500 would need a fresh request. I hope the campaign goes well.\n\n"
         "Best regards,\nIngrid"),
        ("2025-03-11 11:58", "charter.ops@skylinehumair.example", "SHA-H-3391 - slot change",
         "Hi Amara,\nApologies - the Disaster Management Office has tasked 5Y-SHA for a medevac standby on Thursday "
         "13 March, so we can no longer offer the 07:30 Thursday slot. We can offer Friday 14 March, 06:45 departure "
         "from Kasenga helipad, same aircraft, same route and price (USD 6,850). We have moved your hold SHA-H-3391 to "
         "the Friday slot and extended it to Thursday 13 March 12:00.\nBest, Marco"),
        ("2025-03-11 11:31", "charters@ridgelineair.example",
         "RE: Quotation request - helicopter charter Kasenga-Mbatu-Sorano, 13 or 14 March",
         "Dear THA Logistics,\nWe can offer a Bell 412 on Saturday 15 March, 07:00 departure (earliest availability). "
         "All-in price USD 7,400 for Kasenga - Mbatu - Sorano - Kasenga, usable payload 1,100 kg. Cancellation: 50% "
         "inside 48 h. Quote RA-Q-25-0188 valid 5 days.\nKind regards, Ridgeline Air Charters"),
        ("2025-03-11 11:12", "ruth.tembo@tumaini-health.org", "RE: TSK-4462 Quarantine ILR vaccines + VVM check",
         "Received. All ILR contents moved to a marked box this morning; genset now running with fuel from the "
         "council. Sister Chisomo returns at 14:00 and we will do the VVM check together - I will send the form "
         "tomorrow morning. Some MR vials look darker but I am not sure. Ruth"),
        ("2025-03-11 10:40", "felix.chanda@luvale-dho.gov.example", "MR campaign - Kibwe micro-plan",
         "Amara, Kibwe micro-plan attached; fixed post at Kibwe plus 3 outreach sites. I can help with the Mwera "
         "crossing if you need someone there. Felix (District EPI Officer)"),
    ]
    out = ["inbox_search: 5 results (folder: INBOX, since 2025-03-11 09:00)", ""]
    for n, (ts, frm, subj, body) in enumerate(mails, 1):
        out.append(f"[{n}] {ts}  From: {frm}\n    Subject: {subj}\n    ---\n    " + body.replace("\n", "\n    ") + "\n")
    return "\n".join(out)


_, T_MAIL2 = c.calls(
    "Checking the inbox since 09:00.",
    [("inbox_search", {"mailbox": "logistics.kasenga@tumaini-health.org", "since": "2025-03-11T09:00",
                       "include_body": True, "limit": 20}, mailbox2())],
)

m28 = c.model(
    "Quite a bit came in.\n\n"
    "## Ingrid approved - with a cap and conditions\n"
    "- **Approved up to USD 6,500 all-in on budget line 4.2** (anything above needs a fresh request).\n"
    "- **Condition 1:** quotes + Thomas's signed single-source justification on the grant file **before any payment**.\n"
    "- **Condition 2:** within **7 days after the flight** - operator's flight log, signed POD / cargo manifest per "
    "site, **≥ 3 photos**.\n"
    "- **Condition 3:** nothing charged to line 3.1.\n\n"
    "## Skyline moved us\n"
    "Thursday's aircraft has gone to a medevac standby. Marco moved hold SHA-H-3391 to **Friday 14 Mar, 06:45**, "
    "same price, hold now expires **Thu 13 Mar 12:00**.\n\n"
    "## The two quotes side by side\n\n"
    "| | **Skyline (SHA)** | **Ridgeline** |\n"
    "|---|---|---|\n"
    "| Aircraft | AS350 B3 | Bell 412 |\n"
    "| Date / time | **Fri 14 Mar 06:45** | Sat 15 Mar 07:00 |\n"
    "| Price | USD 6,850 | USD 7,400 |\n"
    "| vs Ingrid's cap (6,500) | **+350 over** | +900 over |\n"
    "| Payload | ~450 kg | 1,100 kg |\n"
    "| Cancellation | free hold until Thu 12:00 | 50% inside 48 h |\n"
    "| Days before campaign (17 Mar) | 3 | 2 (weekend) |\n\n"
    "**Neither fits the approval as it stands.** Options:\n"
    "1. **Ask Skyline to come down to ≤ USD 6,500** - cheapest fix, keeps Friday.\n"
    "2. Go back to Ingrid for a higher cap - costs a day, and Ridgeline would need it anyway.\n"
    "3. Cut a landing - not sensible; both clinics need the stock.\n\n"
    "I'd go with 1. \n\n"
    "## Also\n"
    "- **Ruth** has quarantined the ILR stock; the genset is running again. VVM check this afternoon with Sister "
    "Chisomo, form tomorrow morning - she thinks *some MR vials look darker*, which may mean stage 3. We won't know "
    "until the form arrives.\n"
    "- **Felix Chanda** (District EPI) offers to help at the Mwera crossing - useful for Kibwe."
)

u29 = c.user(
    "Ask Marco to do it for 6,400 - Skyline matched that rate for us in the cholera response in November. If they "
    "won't, we go Ridgeline on Saturday and I'll go back to Ingrid myself."
)

c.calls(
    "",
    [("email_send", {"from": "logistics.kasenga@tumaini-health.org", "to": ["charter.ops@skylinehumair.example"],
                     "cc": ["amara.okafor@tumaini-health.org"],
                     "subject": "SHA-H-3391 - Friday 14 March 06:45 - price",
                     "body": "Hi Marco,\n\nThank you for moving hold SHA-H-3391 to Friday 14 March 06:45 - Friday works "
                             "for us.\n\nOur donor has approved this charter up to a fixed ceiling that is below your "
                             "indicative USD 6,850. Could Skyline do the Kasenga - Mbatu - Sorano - Kasenga rotation (2 "
                             "landings, ~430 kg) for USD 6,400 all-in? That is the rate you kindly matched for us during "
                             "the cholera response in November 2024.\n\nIf you can confirm USD 6,400 before the hold "
                             "expires (Thursday 12:00) we will issue the PO immediately.\n\nMany thanks,\nAmara Okafor, "
                             "Logistics Coordinator, THA Kasenga"},
      "SENT  message_id <20250311.1318.e55b@tumaini-health.org>  to charter.ops@skylinehumair.example  cc 1")],
)

c.model(
    "Sent to Marco: **USD 6,400 all-in** for Friday 06:45, citing the November cholera rate, reply requested before "
    "the hold expires Thu 12:00. Fallback noted: **Ridgeline Sat 15 Mar (quote RA-Q-25-0188, valid 5 days)** and you "
    "go back to Ingrid."
)

c.user(
    "While we wait for Marco - Thomas just asked me whether, if Skyline won't move, we could put the USD 350 "
    "difference on 3.1 instead. There's money there. Can we?"
)

c.model(
    "**No - not without going back to Ingrid.** Three separate reasons, any one of which is enough:\n\n"
    "1. **Her approval says so explicitly.** Condition 3 of her 11 March e-mail: *no part of the charter may be "
    "charged to line 3.1*. Under clause 6.2, approval conditions form part of the grant agreement.\n"
    "2. **The cap is all-in.** She approved *up to USD 6,500 all-in*. Splitting the invoice so that 6,500 sits on 4.2 "
    "and 350 elsewhere is still a USD 6,850 charter - above the approved amount, and anything above needs *a fresh "
    "request*. Costs incurred without a required approval are ineligible (6.2).\n"
    "3. **Line 3.1 is the wrong line anyway.** It's programme supplies (ancillaries, consumables, medicines), and its "
    "USD 8,390 is what we'd use to replace any Mbatu vaccines that fail the VVM check. Moving money into transport "
    "would be a reallocation, which above 10% of the receiving line also needs prior approval (4.4).\n\n"
    "If Skyline won't come down, the clean options are the ones you already set: **Ridgeline on Saturday with a new "
    "request to Ingrid**, or ask Ingrid to raise the ceiling to USD 6,850 for Skyline (quicker than it sounds - she "
    "answered the first request in under four hours). I can draft either in a couple of minutes if we need it."
)

u33 = c.user(
    "Thinking about Kibwe again - I really don't like porters carrying vaccine boxes across that footbridge with the "
    "river this high. Can we just add Kibwe as a third landing on the Skyline flight?"
)

c.model(
    "I understand the worry. Here's what a third landing does to the flight:\n\n"
    "## Payload\n\n"
    "| Leg | Containers | Est. weight |\n"
    "|---|---|---|\n"
    f"| Mbatu | 3 × RCW25 + dry cartons | {W_MBT:.0f} kg |\n"
    f"| Sorano (with 600 MR) | 4 × RCW25 + dry cartons | {W_SRN:.0f} kg |\n"
    f"| **Subtotal (current plan)** | | **{W_MBT + W_SRN:.0f} kg** of ~450 kg |\n"
    f"| Kibwe (2 × RCW25 + dry) | | +{W_KBW_CB:.0f} kg |\n"
    f"| **Total with Kibwe** | | **{W_MBT + W_SRN + W_KBW_CB:.0f} kg** |\n\n"
    f"That's ~{W_MBT + W_SRN + W_KBW_CB - 450:.0f} kg over the AS350's payload. A third landing therefore means a "
    "**second rotation**, not just an extra stop. Using Skyline's November rate card (USD ~2,560/flight hour, +1.1 h, "
    "plus a USD 450 landing fee) that's roughly **+USD 3,250**, i.e. ~USD 9,650 total - **far above Ingrid's USD 6,500 "
    "cap**, so it would need a new approval and probably lose the Friday slot.\n\n"
    "## Alternatives\n"
    "| | Third landing (2 rotations) | Kibwe vaccines only on the heli | Footbridge, de-risked |\n"
    "|---|---|---|---|\n"
    "| Extra cost | ~USD 3,250 | ~USD 0 but … | ~USD 220 (riders + porters) |\n"
    "| Payload | over | still ~40 kg over unless Sorano dry goods wait | n/a |\n"
    "| Donor | new approval | tight | within line 4.1 |\n"
    "| Crossing risk | none | none for vaccines | managed |\n\n"
    "**De-risking the footbridge** would mean: 1.7 L vaccine carriers (~5 kg each packed, one per porter) instead of 33 kg "
    "cold boxes, daylight crossing only, a go/no-go call on the river level in the morning, a spare carrier, and an "
    "escort - Felix has just offered to be there.\n\n"
    "My recommendation is the de-risked footbridge route. Which way do you want to go?"
)

u35 = c.user(
    "Fine, forget the third landing. Kibwe stays on the footbridge route - vaccine carriers not the big cold boxes, "
    "daylight crossing only, and Felix escorting. Book the riders for Thursday. And check whether Marco has answered."
)

_, T_MARCO = c.calls(
    "Booking the riders and checking for Marco's reply.",
    [
        ("courier_book", {"provider": "Kasenga Riders Cooperative", "framework": "KRC-FA-2024-03", "date": "2025-03-13",
                          "bikes": 2, "pickup": "Mwera drift - east bank (D-117 km 22), 08:30",
                          "dropoff": "Kibwe Health Post (KBW)",
                          "cargo": "6 x vaccine carriers VCR-17 (2-8 C, do not expose to sun) + 4 dry cartons, approx. "
                                   f"{W_KBW:.0f} kg total",
                          "escort": "Felix Chanda, District EPI Officer (+265 999 118 402)",
                          "conditions": "Daylight crossing only. Go/no-go call on river level by Felix Chanda at 06:00 "
                                        "on 13 Mar; if no-go, booking moves to 14 Mar at no charge.",
                          "grant_line": "HF-2024-117 / 4.1"},
         "BOOKED  KRC-0788\n  provider   : Kasenga Riders Cooperative (framework KRC-FA-2024-03)\n"
         "  date       : 2025-03-13  pickup 08:30 Mwera drift east bank  ->  KBW (16 km)\n  bikes      : 2 (riders: "
         "J. Phiri, M. Zulu)  with top boxes, shaded\n  fee        : USD 180.00 (2 bikes x USD 90 day rate)\n"
         "  conditions : go/no-go by Felix Chanda 06:00 13 Mar; free move to 14 Mar if no-go\n  status     : CONFIRMED\n"
         "  warning    : motorbikes may not cross the footbridge - cargo handover on east bank; porters not "
         "included in booking"),
        ("inbox_search", {"mailbox": "logistics.kasenga@tumaini-health.org", "since": "2025-03-11T13:18",
                          "from": "charter.ops@skylinehumair.example", "include_body": True},
         "inbox_search: 1 result\n\n[1] 2025-03-11 14:36  From: charter.ops@skylinehumair.example\n"
         "    Subject: RE: SHA-H-3391 - Friday 14 March 06:45 - price\n    ---\n"
         "    Hi Amara,\n    Fair point on November. We can do USD 6,400 all-in for Friday 14 March, 06:45 from Kasenga "
         "helipad,\n    KSG-HP > MBT-LZ > SRN-LZ > KSG-HP, 2 landings, max payload 450 kg, boxes under 40 kg. Please send "
         "the PO\n    to confirm before the hold expires (Thursday 13 March 12:00). Revised quote Q-SHA-0310-03 attached.\n"
         "    We need a ground contact with phone at each LZ from 06:30.\n    Best, Marco"),
    ],
)

c.model(
    "## Kibwe - booked\n"
    "**KRC-0788** (Kasenga Riders Cooperative): **Thu 13 Mar**, 2 bikes, pickup **08:30 at the Mwera drift east bank**, "
    f"16 km to Kibwe, USD 180 on line 4.1. Cargo: 6 vaccine carriers + 4 dry cartons (~{W_KBW:.0f} kg). Felix Chanda "
    "escorts and makes the **go/no-go call on the river at 06:00**; if it's a no-go the booking moves to Friday at no "
    "charge.\n\n"
    "⚠️ The riders can't cross the bridge, so **porters aren't in the booking** - we need ~6 people on the west bank "
    "for the hand-carry. I'll put that on the Kibwe leg of the manifest; Esnart may be able to organise community "
    "porters.\n\n"
    "## Skyline said yes\n"
    "Marco agreed **USD 6,400 all-in** for **Fri 14 Mar 06:45**, 2 landings, 450 kg max (revised quote Q-SHA-0310-03). "
    "That's **USD 100 under Ingrid's cap**. He needs a **PO before Thu 13 Mar 12:00** and a ground contact with a phone "
    "at each LZ from 06:30 (Ruth at Mbatu, Dr. Mwale at Sorano).\n\n"
    "Before payment (not before the PO) we still need Thomas's **single-source justification** on the grant file - "
    "Ingrid's condition 1.\n\n"
    "**Shall I confirm Skyline and raise the PO for USD 6,400 on line 4.2?**"
)

u39 = c.user("Yes - confirm Skyline and raise the PO against 4.2. Thomas will sign the justification; draft it later.")

c.calls(
    "Raising the PO first, so the booking can reference it.",
    [
        ("po_create", {"vendor": "Skyline Humanitarian Air", "vendor_id": "V-0931", "amount": 6400.00, "currency": "USD",
                       "grant": "HF-2024-117", "budget_line": "4.2",
                       "description": "Emergency helicopter charter AS350 B3, 14 Mar 2025 06:45, KSG-HP > MBT-LZ > "
                                      "SRN-LZ > KSG-HP, 2 landings, quote Q-SHA-0310-03",
                       "approvals": {"donor_prior_approval": "Ingrid Solberg e-mail 2025-03-11 12:47 (cap USD 6,500)"},
                       "quotes_on_file": ["Q-SHA-0310-03", "RA-Q-25-0188"],
                       "payment_release_condition": "Single-source justification signed by Country Director on grant file"},
         "PO CREATED  PO-KSG-2025-0412\n  vendor          : Skyline Humanitarian Air (V-0931)  sanctions screen: CLEAR "
         "(2025-03-11)\n  amount          : USD 6,400.00\n  charge          : HF-2024-117 / 4.2 Emergency transport\n"
         "  budget 4.2      : available was 10,880.00  now 4,480.00 (committed 6,400.00)\n"
         "  status          : APPROVED (commitment)  |  PAYMENT BLOCKED - missing document: single-source justification "
         "(clause 7.3)\n  attachments     : Q-SHA-0310-03.pdf, RA-Q-25-0188.pdf, donor-approval-20250311.eml"),
    ],
)

c.calls(
    "PO-KSG-2025-0412 is raised (payment blocked until the justification is filed, as expected). Confirming the booking "
    "against it.",
    [
        ("charter_confirm", {"hold_ref": "SHA-H-3391", "po_number": "PO-KSG-2025-0412", "agreed_price": 6400.00,
                             "date": "2025-03-14", "departure": "06:45",
                             "ground_contacts": {"MBT-LZ": "Ruth Tembo +265 882 561 904",
                                                 "SRN-LZ": "Dr. Samuel Mwale +265 995 610 032"}},
         "BOOKING CONFIRMED  SHA-FLT-3391  (from hold SHA-H-3391)  revision 2\n"
         "  field        was                          now\n"
         "  status       HELD                         CONFIRMED\n"
         "  slot         2025-03-13 07:30             2025-03-14 06:45\n"
         "  price        USD 6,850.00 (Q-SHA-0310-02) USD 6,400.00 (Q-SHA-0310-03)\n"
         "  po           -                            PO-KSG-2025-0412\n"
         "  route        KSG-HP > MBT-LZ > SRN-LZ > KSG-HP\n"
         "  cargo cut-off: 2025-03-14 05:45 at KSG-HP (weighed on operator scale)\n"
         "  cancellation : free until 2025-03-13 06:45; 100% thereafter\n"
         "  ground contacts: MBT-LZ Ruth Tembo / SRN-LZ Dr. Samuel Mwale"),
    ],
)

c.model(
    "Done.\n\n"
    "- **PO-KSG-2025-0412** - USD 6,400 on HF-2024-117 / **4.2** (line 4.2 available now USD 4,480). Sanctions "
    "screen clear. **Payment is blocked** until the single-source justification is on file.\n"
    "- **Skyline booking SHA-FLT-3391 confirmed** (rev. 2): **Fri 14 Mar, 06:45** from Kasenga helipad, cargo cut-off "
    "**05:45** on their scale. Free cancellation until Thu 06:45.\n"
    "- Ground contacts set: Ruth at Mbatu LZ, Dr. Mwale at Sorano LZ.\n\n"
    "Next useful step is the manifests and packing plan so Grace's team can start conditioning ice packs tonight."
)

u43 = c.user(
    "Yes, build the manifests and the cold box packing plan for all three legs. Remember Sorano is 600 MR. For Mbatu, "
    "given the fridge, send the full requisition anyway - they can keep it in the cold boxes until the SDD arrives."
)


def manifests():
    out = ["MANIFEST BUILD  run MB-20250311-03  source WH-KSG  generated 2025-03-11 15:02", ""]
    legs = [("KBW", "KRC-0788", "Land Cruiser KSG-LC-04 to Mwera west bank 06:30 > porters > KRC riders 08:30", "VCR-17"),
            ("MBT", "SHA-FLT-3391", "Helicopter AS350 B3 5Y-SHA, landing 1 (MBT-LZ), ETA 07:25", "CBX-25"),
            ("SRN", "SHA-FLT-3391", "Helicopter AS350 B3 5Y-SHA, landing 2 (SRN-LZ), ETA 08:05", "CBX-25")]
    totals = {}
    for code, ref, mode, ctype in legs:
        items = HELI_LEGS[code]
        _, ncont = CONTAINERS[code]
        out.append(f"=== LEG {code} - {CLINICS[code]['name']} | transport ref {ref} | {mode}")
        consignee = "Ruth Tembo" if code == "MBT" else ("Dr. Samuel Mwale" if code == "SRN" else "Esnart Mbewe")
        out.append(f"    consignee: {consignee}")
        out.append(f"    {'Line':<5}{'SKU':<11}{'Description':<50}{'Batch':<12}{'Expiry':<11}{'Qty':>6} {'UoM':<7}{'Cont.':<8}{'kg':>7}")
        cold_items = [s for s in items if s in COLD_SKUS]
        ci = 0
        ln = 0
        for sku, q in items.items():
            ln += 1
            if sku in COLD_SKUS or sku == "DIL-MR10":
                batches = [b for s, *_r, bs in COLD if s == sku for b in bs]
                batch, exp = batches[0][0], batches[0][1]
                if sku == "VAC-OPV20":
                    batch, exp = "OP-24H090", "2025-07-31"
                if sku in COLD_SKUS:
                    cont = f"{'CB' if ctype == 'CBX-25' else 'VC'}-{code}-{ci % ncont + 1:02d}"
                    ci += 1
                else:
                    cont = "DRY-D"
            else:
                batch = f"{sku.split('-')[0][:2]}{rng.randint(24, 25)}{rng.choice('ABCDEFGHJK')}{rng.randint(10, 999):03d}"
                exp = f"{rng.choice([2026, 2027])}-{rng.randint(1, 12):02d}"
                cont = f"CTN-{code}-{rng.randint(1, 4)}"
            kg = round(KG[sku] * q, 1)
            out.append(f"    {ln:<5}{sku:<11}{DESC[sku][:49]:<50}{batch:<12}{exp:<11}{q:>6} {UOM[sku]:<7}{cont:<8}{kg:>7.1f}")
        pk = PACKS[ctype]
        cont_kg = ncont * (KG[ctype] + pk * KG["ICE-06"])
        tot = leg_weight(code)
        totals[code] = tot
        out.append(f"    containers: {ncont} x {ctype} ({'RCW25' if ctype == 'CBX-25' else 'vaccine carrier 1.7 L'}), "
                   f"{pk} conditioned 0.6 L packs each -> {ncont * pk} packs; container+packs {cont_kg:.1f} kg")
        out.append(f"    leg total (incl. carton tare): {tot:.1f} kg")
        if code == "KBW":
            out.append("    handling: porters x6 west bank -> east bank (hand-carry, 1 carrier per porter); NOT in KRC-0788")
        out.append("")
    out += [
        f"FLIGHT SHA-FLT-3391 cargo: MBT {totals['MBT']:.1f} kg + SRN {totals['SRN']:.1f} kg = "
        f"{totals['MBT'] + totals['SRN']:.1f} kg  (limit 450 kg)  OK",
        "ICE PACK PLAN: 3x24 + 4x24 + 6x4 = 192 packs  -> freeze from 2025-03-11 18:00 (FZ-1), condition from "
        "2025-03-12 17:00 (KBW) / 2025-03-13 17:00 (MBT, SRN) until packs slosh (approx. 30-60 min at ambient)",
        "WARNINGS:",
        "  W1 VAC-OPV20 OP-24H090 is VVM stage 2 - issue first, use within 4 weeks.",
        "  W2 VAC-MR10 MR-24K118 exp 2025-05-31: 1,450 doses allocated here; hub balance of this batch 950 doses.",
        "  W3 CBX-25 #09 and #13 (worn seals) excluded from allocation.",
        "  W4 Freeze-sensitive items (PEN10, PCV4, IPV5) packed with CONDITIONED packs only - SOP CC-04 s.5.",
        "  W5 MBT: receiving fridge under excursion review (FT2-MBT-0193) - consignee to store in RCW25, re-pack every 4 days.",
    ]
    return "\n".join(out)


c.calls(
    "Building the three manifests with the packing plan (EEFO batches, conditioned packs for freeze-sensitive lines).",
    [("manifest_build", {"source": "WH-KSG", "batch_policy": "EEFO",
                         "legs": [{"facility": "KBW", "transport_ref": "KRC-0788", "container": "VCR-17", "count": 6},
                                  {"facility": "MBT", "transport_ref": "SHA-FLT-3391", "container": "CBX-25", "count": 3,
                                   "note": "full requisition; store in RCW25 until SDD-55 installed"},
                                  {"facility": "SRN", "transport_ref": "SHA-FLT-3391", "container": "CBX-25", "count": 4,
                                   "overrides": {"VAC-MR10": 60, "DIL-MR10": 60}}],
                         "exclude_containers": ["CBX-25#09", "CBX-25#13"], "ice_pack_mode": "conditioned",
                         "weight_limit_kg": {"SHA-FLT-3391": 450}}, manifests())],
)

c.model(
    "Manifests are built (run MB-20250311-03).\n\n"
    "| Leg | Transport | Containers | MR doses | Weight |\n"
    "|---|---|---|---|---|\n"
    f"| Kibwe | KRC-0788 (Thu) | 6 vaccine carriers | 350 | {leg_weight('KBW'):.0f} kg |\n"
    f"| Mbatu | SHA-FLT-3391 landing 1 | 3 × RCW25 | 500 | {W_MBT:.0f} kg |\n"
    f"| Sorano | SHA-FLT-3391 landing 2 | 4 × RCW25 | **600** | {W_SRN:.0f} kg |\n"
    f"| **Flight total** | | | | **{W_MBT + W_SRN:.0f} kg / 450** |\n\n"
    "- **MR batch:** all 1,450 doses from **MR-24K118** (EEFO); 950 doses of that batch stay at hub, plus the "
    "November batch.\n"
    "- **Ice packs:** 192 packs into FZ-1 from **18:00 tonight**; conditioning starts Wed 17:00 for Kibwe and Thu 17:00 "
    "for the flight. Freeze-sensitive lines only with conditioned packs (SOP CC-04 s.5).\n"
    "- **Mbatu:** full requisition as you asked, with instructions to keep it in the RCW25s and re-pack every 4 days "
    "until the SDD-55 is in.\n"
    "- **Kibwe:** 6 porters needed on the west bank - not in the KRC booking.\n\n"
    "Shall I send the packing lists to Grace at the warehouse?"
)

u47 = c.user(
    "Grace can pull them from the system herself. Two things: if Skyline slips again by a day, how long do the "
    "RCW25s actually hold? And has anything come back from Dr. Kamau or Daniel?"
)


def mailbox3():
    mails = [
        ("2025-03-11 16:05", "esther.kamau@health.luvale.gov.example",
         "RE: Request: duty exemption letter - NordCold SDD refrigerators, customs entry C-2025-118734",
         "Dear Amara,\nPlease find attached the signed letter to the Commissioner of Customs, our ref "
         "MOH/PHARM/EXM/2025/0316, confirming the goods under entry C-2025-118734 are for public health use. I have "
         "copied Kestrel Clearing so they can lodge it directly.\nRegards,\nDr. Esther Kamau, Chief Pharmacist"),
        ("2025-03-11 16:40", "daniel.otieno@kestrelclearing.example",
         "RE: Entry C-2025-118734 - official route only, no expediting payment",
         "Dear Amara,\nNoted, official route only - we have informed the shed supervisor that no such payment will be "
         "made. We have received MoH letter MOH/PHARM/EXM/2025/0316 and lodged it; H1 should clear tomorrow.\n\n"
         "For H2, customs require:\n"
         "  (a) a corrected commercial invoice from NordCold showing HS 8418.69 for lines 1-3 (same values), signed and "
         "stamped, referencing the original NC-INV-88417;\n"
         "  (b) a matching corrected packing list;\n"
         "  (c) an amendment request on form C.18, which we will file once (a) and (b) arrive.\n"
         "Release is typically 2 working days after the corrected documents are lodged. Storage charges apply from "
         "14 March at USD 45/day; we will pass on the official invoice at cost.\n"
         "Regards, Daniel"),
        ("2025-03-11 16:52", "noreply@elmis.luvale.example", "eLMIS: requisition SRN-2025-03 amended",
         "Requisition SRN-2025-03 line VAC-MR10 amended by amara.okafor: 40 -> 60 vials."),
    ]
    out = ["inbox_search: 3 results (folder: INBOX, since 2025-03-11 14:36)", ""]
    for n, (ts, frm, subj, body) in enumerate(mails, 1):
        out.append(f"[{n}] {ts}  From: {frm}\n    Subject: {subj}\n    ---\n    " + body.replace("\n", "\n    ") + "\n")
    return "\n".join(out)


c.calls(
    "Checking the inbox.",
    [("inbox_search", {"mailbox": "logistics.kasenga@tumaini-health.org", "since": "2025-03-11T14:36",
                       "include_body": True}, mailbox3())],
)

c.model(
    "## RCW25 holdover\n"
    "With a full set of 24 conditioned packs, an RCW25 is rated for roughly **4-5 days below +10 °C at +43 °C ambient** "
    "(PQS cold life); at Luvale March temperatures (~28-32 °C) we'd expect more, but SOP CC-04 only lets us count "
    "**72 hours** from packing before a re-pack. Packing at 17:00 Thursday for a Friday 06:45 departure uses ~14 h, so "
    "**a one-day slip is fine if the boxes stay closed and in the shade**; a two-day slip means re-packing with fresh "
    "conditioned packs on Saturday evening (we'd have the packs - FZ-1 freezes ~420/day). Not re-opening boxes to "
    "\"check\" matters more than anything else.\n\n"
    "## Customs\n"
    "- **H1 sorted:** Dr. Kamau signed the exemption letter, **ref MOH/PHARM/EXM/2025/0316**, and copied Kestrel; "
    "Daniel has lodged it and expects H1 to clear tomorrow.\n"
    "- **Daniel confirmed in writing** that the shed supervisor has been told no payment will be made.\n"
    "- **H2 is still open.** Customs want (a) a **corrected commercial invoice** from NordCold showing **HS 8418.69** for "
    "lines 1-3, signed and stamped, referencing NC-INV-88417; (b) a matching packing list; then (c) Kestrel files form "
    "C.18. Release ~2 working days after lodging.\n"
    "- **Storage from 14 March at USD 45/day** - so every day NordCold takes costs us. Realistically the fridges won't "
    "be out before Monday/Tuesday.\n\n"
    "Shall I write to NordCold now asking for the corrected invoice and packing list?"
)

u51 = c.user(
    "Yes, write to NordCold. Also heads-up: the district just moved the campaign start to Wednesday 19 March - so we "
    "have two more days of slack, but keep Friday's flight. Draft the single-source justification for Thomas to sign, "
    "and set me a reminder to call Ruth Thursday morning about the VVM results - the form hasn't come in."
)

MEMO = f"""[doc id on save]   SINGLE-SOURCE JUSTIFICATION (Grant HF-2024-117, clause 7.3)   DRAFT v1
Purchase: Emergency helicopter charter, Skyline Humanitarian Air, AS350 B3, 14 March 2025
PO: PO-KSG-2025-0412   Amount: USD 6,400.00   Budget line: 4.2 Emergency transport
Donor prior approval: Ingrid Solberg, Halvorsen Foundation, e-mail of 11 March 2025 12:47 (ceiling USD 6,500)

1. Need. Road D-117 closed at Mwera drift (km 22) since 11 March 2025 (District Works bulletin 11/03: Bailey
   bridge 10-14 days); alternative route D-140/D-131 closed since February. Vaccines and essential medicines
   for Mbatu Field Clinic and Sorano Clinic are required before the district MR follow-up campaign
   (start 19 March 2025); Sorano reports 9 suspected measles cases.
2. Market. Three operators approached or known: Skyline Humanitarian Air (quote Q-SHA-0310-03, USD 6,400, Fri
   14 March); Ridgeline Air Charters (quote RA-Q-25-0188, USD 7,400, earliest Sat 15 March); the Disaster
   Management Office helicopter is not available to NGOs for cargo (medevac tasking).
3. Justification. Urgency and sole availability within the required window at a price within the donor ceiling.
   Skyline is the lowest of the quotations received and the only operator available before 15 March.
4. Value for money. Price negotiated from USD 6,850 to USD 6,400 (rate previously applied, November 2024).
5. Kibwe Health Post is supplied by road/footbridge/motorbike (KRC-0788, USD 180, line 4.1), not by air.

Prepared by: Amara Okafor, Logistics Coordinator          Date: 11 March 2025
Approved by: ____________________ Thomas Achieng, Country Director    Date: __________
"""

c.calls(
    "Noted: **campaign start is now Wed 19 March**; flight stays Friday 14 March. Doing those three now - and I'm also "
    "opening a ticket for Ingrid's post-flight evidence so it can't slip.",
    [
        ("email_send", {"from": "logistics.kasenga@tumaini-health.org", "to": ["export.docs@nordcold.example"],
                        "cc": ["amara.okafor@tumaini-health.org", "daniel.otieno@kestrelclearing.example"],
                        "subject": "URGENT: corrected commercial invoice + packing list - NC-INV-88417 - HS 8418.69 (customs entry C-2025-118734)",
                        "body": "Dear NordCold export team,\n\nOur shipment under your invoice NC-INV-88417 (3 x SDD-55, "
                                "120 x vaccine carriers, 3 mounting kits) is held at Chanza customs (entry C-2025-118734). "
                                "Customs have reclassified the refrigerators (lines 1-3) from HS 8418.50 to HS 8418.69 and "
                                "require documents that agree with the assessed code.\n\nPlease issue, as soon as possible:\n"
                                "1. A corrected commercial invoice showing HS 8418.69 for lines 1-3, with unchanged values, "
                                "signed and stamped, referencing the original NC-INV-88417;\n2. A matching corrected packing "
                                "list.\n\nPlease send PDFs to us and to our broker Daniel Otieno (Kestrel Clearing, in copy). "
                                "Storage charges start on 14 March, and one of the units replaces a failing vaccine fridge, "
                                "so speed matters a great deal.\n\nThank you,\nAmara Okafor, Logistics Coordinator, THA Kasenga"},
         "SENT  message_id <20250311.1711.f0c2@tumaini-health.org>  to export.docs@nordcold.example  cc 2"),
        ("doc_create", {"template": "single_source_justification", "grant": "HF-2024-117",
                        "folder": "GrantFiles/HF-2024-117/Procurement/", "title": "SSJ - Skyline charter 14 Mar 2025",
                        "signatory": "thomas.achieng@tumaini-health.org", "content": MEMO},
         "DOCUMENT CREATED  THA-KSG-SSJ-2025-007  v1 (DRAFT)\n  path: GrantFiles/HF-2024-117/Procurement/"
         "THA-KSG-SSJ-2025-007_SSJ-Skyline-charter.docx\n  signature request: thomas.achieng@tumaini-health.org "
         "(status: NOT SENT - draft)\n  linked PO: PO-KSG-2025-0412 (payment block clears when status = SIGNED)"),
        ("task_create", {"assignee": "amara.okafor@tumaini-health.org", "title": "Call Ruth Tembo re VVM results (TSK-4462)",
                         "description": "VVM form for quarantined Mbatu ILR stock (FT2-MBT-0193 excursion) not received. "
                                        "Call Ruth +265 882 561 904; if MR vials stage 3+, agree discard list with Felix "
                                        "Chanda and adjust the Mbatu top-up.",
                         "due": "2025-03-13T08:30", "reminder": "2025-03-13T08:00"},
         "TASK CREATED  TSK-4471  assignee amara.okafor@tumaini-health.org  due 2025-03-13 08:30  reminder 08:00  status OPEN"),
        ("ticket_create", {"queue": "LOGISTICS", "type": "donor_compliance", "priority": "high",
                           "title": "HF-2024-117: post-flight evidence to Ingrid Solberg for SHA-FLT-3391",
                           "description": "Donor condition 2 (approval e-mail 11 Mar 12:47): within 7 days after the flight "
                                          "of 14 Mar send ingrid.solberg@halvorsenfdn.org (a) operator flight log, (b) signed "
                                          "POD / cargo manifest for MBT and SRN, (c) at least 3 photos. Deadline 21 March "
                                          "2025. Also: clause 9.2 note on the refused expediting request (C-2025-118734). "
                                          "Also: signed single-source justification (drafted today) must be on the grant file before "
                                          "PO-KSG-2025-0412 payment.",
                           "due": "2025-03-21", "watchers": ["amara.okafor@tumaini-health.org",
                                                             "thomas.achieng@tumaini-health.org"]},
         "TICKET CREATED  LOG-1187  queue LOGISTICS  priority high  due 2025-03-21  watchers 2  status NEW"),
    ],
)

c.model(
    "Done.\n\n"
    "| | Ref | Status |\n"
    "|---|---|---|\n"
    "| Corrected invoice + packing list request to NordCold (HS 8418.69, ref NC-INV-88417), Daniel in copy | sent | waiting on NordCold |\n"
    "| Single-source justification for Thomas | **THA-KSG-SSJ-2025-007** (draft v1) | signature request **not sent yet** - say the word and I'll send it, or you walk it over |\n"
    "| Reminder: call Ruth about VVM results | **TSK-4471** | Thu 13 Mar 08:30 (reminder 08:00) |\n"
    "| Post-flight evidence to Ingrid | **LOG-1187** | due **21 March** |\n\n"
    "## Still open\n"
    "- **Customs H2** on C-2025-118734 - depends on NordCold; storage USD 45/day from 14 March.\n"
    "- **Mbatu VVM results** - Ruth's form hasn't arrived; some MR vials may be stage 3.\n"
    "- **Payment of PO-KSG-2025-0412** stays blocked until THA-KSG-SSJ-2025-007 is signed.\n"
    "- **Kibwe porters** (6) for Thursday's crossing - not yet arranged.\n"
    "- **Clause 9.2 note to Ingrid** about the refused expediting request - to go with the next e-mail to her (in LOG-1187)."
)

u55 = c.user(
    "Good. Don't send the signature request - Thomas is in the office tomorrow, I'll walk it over to him myself. And "
    "remind me exactly what Ingrid wants after the flight - I want to brief Ruth and Dr. Mwale on the photos."
)

c.model(
    "OK - I won't send it; **THA-KSG-SSJ-2025-007** stays a draft for you to take to Thomas tomorrow. Remember "
    "Skyline's free cancellation ends Thu 06:45 and the PO payment stays blocked until his signature is on file.\n\n"
    "## What Ingrid wants after the flight (condition 2 of her 11 March approval)\n"
    "Deadline: **within 7 days of the flight → by Fri 21 March** (ticket LOG-1187).\n\n"
    "1. **Operator's flight log** for SHA-FLT-3391 - we ask Marco for it on the day.\n"
    "2. **Signed proof of delivery / cargo manifest for each site** - Ruth signs the Mbatu manifest, Dr. Mwale the "
    "Sorano one (clause 11.2 wants per-site PODs anyway). Printed copies go in the boxes.\n"
    "3. **At least three photographs of the delivery** - for Ruth and Dr. Mwale: helicopter at the LZ with boxes "
    "unloading, cold boxes arriving at the clinic, and stock going into storage. Clause 11.3: the Foundation may use "
    "the photos, so **no identifiable patients, and consent from anyone pictured**.\n\n"
    "Plus, unrelated to the flight but for the same e-mail: the clause 9.2 note that an expediting payment was "
    "requested at Chanza and refused.\n\n"
    "Want me to draft a short WhatsApp-style brief for Ruth and Dr. Mwale with the LZ timing (06:30 ground contact, "
    "Mbatu ETA ~07:25, Sorano ~08:05) and the photo list?"
)

# ---------------------------------------------------------------------------
# labels
# ---------------------------------------------------------------------------
L = c.label
L("user_goal", "Restock Kibwe, Mbatu and Sorano clinics before the MR follow-up campaign after the D-117 washout, "
  "keeping vaccines at 2-8 °C (no freezing of penta/PCV/IPV) and keeping every cost eligible under Halvorsen grant "
  "HF-2024-117.", ["Kibwe", "2-8 °C", "HF-2024-117"], expect=1)
L("fact", "Kilima truck booking KH-TRK-55812 (12 Mar) was cancelled by the carrier because of the washout; no fee.",
  ["KH-TRK-55812", "CANCELLED"], expect=3)
L("fact", "D-117 is closed at Mwera drift (km 22); Bailey bridge estimated 10-14 days; footbridge 300 m upstream takes "
  "light loads only, no motorbikes.", ["Mwera", "10-14 days"], expect=7)
L("fact", "Sorano needs 600 doses of MR (9 suspected measles cases), not 400.", ["600 doses"], expect=5)
L("fact", "Mbatu ILR logger FT2-MBT-0193 shows two heat excursions, max 14.6 C; no freezing.",
  ["FT2-MBT-0193", "14.6"], expect=19)
L("fact", "Grant clause 9.1 prohibits facilitation payments including 'expediting' fees; 9.2 requires reporting any "
  "request to the Programme Officer within 5 working days.", ["9.1", "facilitation payments"], expect=11)
L("fact", "Ingrid Solberg approved the charter up to USD 6,500 all-in on budget line 4.2, with conditions (signed "
  "single-source justification before payment; flight log, signed PODs and 3+ photos within 7 days; nothing on line 3.1).",
  ["USD 6,500", "line 4.2"], expect=27)
L("fact", "MoH exemption letter signed by Dr. Esther Kamau, ref MOH/PHARM/EXM/2025/0316, lodged by Kestrel; hold H1 "
  "expected to clear.", ["MOH/PHARM/EXM/2025/0316"], expect=53)
L("fact", "Customs storage at Chanza is charged from 14 March at USD 45/day.", ["USD 45/day"], expect=19)
L("fact", "The district moved the MR campaign start to Wednesday 19 March.", ["19 March"], expect=55)
L("decision", "Chose option B: helicopter for Mbatu and Sorano; Kibwe by road to the washout, footbridge and "
  "motorbikes (not a third landing) - final Kibwe plan: vaccine carriers, daylight crossing, Felix Chanda escorting, "
  "riders booked KRC-0788 for Thu 13 Mar.", ["KRC-0788", "Felix Chanda"], expect=39)
L("decision", "No expediting / USD 300 cash payment at customs: official route only (grant clause 9.1).",
  ["USD 300", "official route only"], expect=21)
L("decision", "Skyline charter confirmed as SHA-FLT-3391: Fri 14 Mar 06:45 from Kasenga helipad, USD 6,400 all-in, "
  "2 landings (Mbatu, Sorano).", ["SHA-FLT-3391", "6,400"], expect=45)
L("decision", "Charter charged to HF-2024-117 budget line 4.2 on PO PO-KSG-2025-0412 (payment blocked until the SSJ is "
  "signed).", ["PO-KSG-2025-0412"], expect=43)
L("decision", "Issue MR from batch MR-24K118 (exp 31 May 2025) first, earliest-expiry-first-out.",
  ["MR-24K118", "EEFO"], expect=4)
L("decision", "Quarantine all vaccines in the Mbatu ILR and do a VVM check (task TSK-4462 for Ruth Tembo).",
  ["TSK-4462"], expect=23)
L("decision", "Send Mbatu its full requisition anyway, to be kept in RCW25 cold boxes (re-pack every 4 days) until "
  "the SDD-55 arrives.", ["full requisition", "re-pack every 4 days"], expect=49)
L("pending_action", "Amara to take single-source justification THA-KSG-SSJ-2025-007 to Thomas Achieng for signature "
  "(on paper, no e-signature request) so the PO payment can be released.", ["THA-KSG-SSJ-2025-007"], expect=57)
L("pending_action", "Send Ingrid the post-flight evidence (flight log, signed PODs per site, 3+ photos) plus the clause "
  "9.2 note, by 21 March (ticket LOG-1187).", ["LOG-1187"], expect=57)
L("pending_action", "Amara to call Ruth Tembo Thursday 13 Mar 08:30 about the VVM results (TSK-4471).",
  ["TSK-4471"], expect=57)
L("pending_action", "NordCold to issue a corrected commercial invoice and packing list with HS 8418.69 so Kestrel can "
  "file form C.18 and clear hold H2.", ["corrected commercial invoice", "8418.69"], expect=53)
L("pending_action", "Arrange ~6 porters on the Mwera west bank for Thursday's Kibwe hand-carry (not in the KRC booking).",
  ["porters x6"], expect=49)
L("open_issue", "Customs entry C-2025-118734 (3 SDD-55 fridges incl. Mbatu's replacement) still held on H2; storage "
  "charges accrue from 14 March.", ["C-2025-118734", "8418.69"], expect=19)
L("open_issue", "Whether the quarantined Mbatu vaccines are usable is unknown - VVM form not received; some MR vials "
  "may look darker (stage 3?).", ["look darker"], expect=27)
L("open_issue", "Whether Thursday's Kibwe footbridge crossing can go ahead is open: heavy rain forecast on the Mwera catchment "
  "Wednesday night; Felix Chanda makes the 06:00 go/no-go call, fallback is Friday at no charge.",
  ["go/no-go by Felix Chanda"], expect=39)
L("reference", "Programme Officer at the Halvorsen Foundation: ingrid.solberg@halvorsenfdn.org",
  ["ingrid.solberg@halvorsenfdn.org"], expect=7)
L("reference", "Mbatu focal person contact: Ruth Tembo, ruth.tembo@tumaini-health.org, +265 882 561 904",
  ["ruth.tembo@tumaini-health.org"], expect=22)
L("reference", "Kestrel broker Daniel Otieno: daniel.otieno@kestrelclearing.example; supplier invoice NC-INV-88417.",
  ["daniel.otieno@kestrelclearing.example", "NC-INV-88417"], expect=19)

S = c.stale_item
S("Sorano MR requisition was 400 doses; replaced by 600 doses (message 5).", ["Sorano", "400 doses"], u5)
S("Mbatu focal person was Peter Banda; replaced by Ruth Tembo (message 21).", ["focal", "Peter Banda"], u21)
S("Skyline slot was Thursday 13 Mar 07:30; moved to Friday 14 Mar 06:45 by Skyline (message 27).",
  ["13 Mar", "07:30"], T_MAIL2)
S("Skyline price was USD 6,850; renegotiated to USD 6,400 (message 37).", ["6,850"], T_MARCO)
S("Kibwe as a third landing on the helicopter was proposed, then dropped for the footbridge route (message 35).",
  ["Kibwe", "third landing"], u35)
S("MR campaign start was Monday 17 March; moved to Wednesday 19 March (message 51).", ["campaign", "17 March"], u51)

c.finish(meta={"domain": "humanitarian logistics / cold chain", "language": "en", "author": "author-a",
               "generator": "gen_ngo_field_clinic_supply.py", "seed": 20250311})

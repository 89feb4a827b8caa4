"""Seeded, generated tool outputs for blind-zh-crossborder-3pl-switch."""
import random

SKUS = [
    "TW-TENT-2P-GRN", "TW-TENT-2P-GRY", "TW-TENT-2P-ORG", "TW-TENT-4P-GRN", "TW-TENT-4P-GRY", "TW-TENT-6P-GRN",
    "TW-SB-0C-REG", "TW-SB-0C-LNG", "TW-SB-10C-REG", "TW-SB-10C-LNG", "TW-SB-KID-BLU", "TW-SB-KID-PNK",
    "TW-CHAIR-STD-BLK", "TW-CHAIR-STD-GRN", "TW-CHAIR-STD-BLU", "TW-CHAIR-LOW-BLK", "TW-CHAIR-LOW-TAN",
    "TW-CHAIR-XL-BLK", "TW-HL-300-BLK", "TW-HL-600-BLK", "TW-HL-600-RED", "TW-HL-KID-YLW", "TW-POLE-AL-BLK",
    "TW-POLE-AL-BLU", "TW-POLE-CF-BLK", "TW-STOVE-MINI", "TW-STOVE-2B", "TW-COOK-SET-2P", "TW-COOK-SET-4P",
    "TW-HYD-2L-BLK", "TW-HYD-2L-BLU", "TW-HYD-3L-BLK", "TW-PAD-SELF-REG", "TW-PAD-SELF-XL", "TW-PAD-FOAM",
    "TW-LANT-USB", "TW-LANT-SOLAR", "TW-TARP-3X3", "TW-TARP-4X4", "TW-HAMM-SGL", "TW-HAMM-DBL",
    "TW-COOLER-25L", "TW-COOLER-45L", "TW-FILTER-STRAW", "TW-KNIFE-MULTI", "TW-SEAT-PAD",
]
TOP = {"TW-TENT-2P-GRN", "TW-CHAIR-STD-BLK", "TW-HL-300-BLK", "TW-SB-10C-REG", "TW-HYD-2L-BLK"}
SHORT = {"TW-HL-300-BLK": 64, "TW-HL-600-BLK": 41, "TW-FILTER-STRAW": 52, "TW-KNIFE-MULTI": 38,
         "TW-HYD-2L-BLK": 27, "TW-LANT-USB": 24, "TW-POLE-CF-BLK": 19, "TW-HL-KID-YLW": 11, "TW-TENT-2P-GRN": 7}
COST = {"TW-HL-300-BLK": 6.80, "TW-HL-600-BLK": 11.20, "TW-FILTER-STRAW": 4.10, "TW-KNIFE-MULTI": 7.90,
        "TW-HYD-2L-BLK": 9.60, "TW-LANT-USB": 8.30, "TW-POLE-CF-BLK": 21.50, "TW-HL-KID-YLW": 5.20,
        "TW-TENT-2P-GRN": 38.40}
CC_NOTES = {"TW-TENT-2P-GRN": "possible mis-ship", "TW-HL-KID-YLW": "possible mis-ship", "TW-LANT-USB": "possible mis-ship",
            "TW-HL-300-BLK": "recount x2 confirmed", "TW-FILTER-STRAW": "recount x2 confirmed",
            "TW-HL-600-BLK": "no adjustment record", "TW-KNIFE-MULTI": "no adjustment record",
            "TW-HYD-2L-BLK": "damaged-bin check done", "TW-POLE-CF-BLK": "no adjustment record"}
SYSTEM_TOTAL = 18420
assert sum(SHORT.values()) == 283


def inventory():
    rng = random.Random(20250707)
    rows = []
    for s in SKUS:
        big = s.startswith(("TW-TENT", "TW-COOLER", "TW-CHAIR", "TW-SB"))
        units = rng.randint(180, 420) if not (s in TOP) else rng.randint(700, 1100)
        per_ctn = rng.choice([4, 6, 8]) if big else rng.choice([20, 24, 30, 40])
        cuft = round(rng.uniform(2.6, 4.2), 1) if big else round(rng.uniform(1.1, 2.0), 1)
        sales = int(units * (rng.uniform(0.55, 0.7) if s in TOP else rng.uniform(0.25, 0.75)))
        rows.append([s, units, per_ctn, cuft, sales])
    diff = SYSTEM_TOTAL - sum(r[1] for r in rows)
    k = 0
    while diff:
        step = 1 if diff > 0 else -1
        rows[k % len(rows)][1] += step
        diff -= step
        k += 1
    for i, r in enumerate(rows):  # keep the shortage total (283) unambiguous
        if r[1] == 283:
            r[1] += 1
            rows[i + 1][1] -= 1
    return rows


def inventory_output():
    rows = inventory()
    out = ["EastWind Fulfillment · Client Portal API  GET /v2/inventory?client=EW-C-20417&warehouse=EW-ONT",
           "as_of: 2025-07-07T08:00:00-07:00   sku_count: %d   status_filter: available+reserved" % len(rows), "",
           "| SKU | On hand | Reserved | Available | Units/ctn | Cartons | Cu ft/ctn | 30d sales | Days cover |",
           "|---|---|---|---|---|---|---|---|---|"]
    tu = tc = tcf = 0
    for s, u, pc, cf, sales in rows:
        res = max(0, int(sales / 30 * 2))
        ctn = -(-u // pc)
        tu += u
        tc += ctn
        tcf += ctn * cf
        out.append("| %s | %d | %d | %d | %d | %d | %.1f | %d | %d |" % (
            s, u, res, u - res, pc, ctn, cf, sales, int(u / max(sales, 1) * 30)))
    out.append("| **TOTAL** | **%d** | | | | **%d** | | | |" % (tu, tc))
    out += ["", "storage_cuft_total: %.0f   pallets_est: 98 (40x48, avg 17.4 ctn/pallet)" % tcf,
            "last_cycle_count: 2025-03-14 (full)   next_scheduled: 2025-07-10 (client requested, exit count)",
            "notes: 3 SKUs flagged slow-moving (>180 days): TW-TARP-4X4, TW-HAMM-DBL, TW-SB-KID-PNK"]
    return "\n".join(out)


def cycle_count_output():
    rows = {r[0]: r[1] for r in inventory()}
    out = ["EastWind Fulfillment · Cycle Count Result  CC-EW-250710   client EW-C-20417   warehouse EW-ONT",
           "type: FULL (exit count, client requested)   counted: 2025-07-10 06:00-17:40   supervisor: R. Alvarez",
           "", "| SKU | System qty | Counted qty | Variance | Location(s) | Note |", "|---|---|---|---|---|---|"]
    rng = random.Random(710)
    shown = 0
    for s in SKUS:
        sys_q = rows[s]
        var = -SHORT.get(s, 0)
        loc = "%s-%02d-%s" % (rng.choice("ABCDEFG"), rng.randint(1, 38), rng.choice(["A1", "B2", "C1", "C3"]))
        note = CC_NOTES.get(s, "") if var else ""
        if True:
            out.append("| %s | %d | %d | %d | %s | %s |" % (s, sys_q, sys_q + var, var, loc, note))
            shown += 1
    out += ["| **TOTAL (all 46 SKUs)** | **18420** | **18137** | **-283** | | |", "",
            "All %d SKUs shown. Counters: 6 (2 teams x 3), blind count, variances > 2 units recounted by supervisor." % shown,
            "Adjustment status: PENDING CLIENT APPROVAL — system qty will be set to counted qty upon approval.",
            "EW comment: variance -283 units (1.54% of system qty). Shrink allowance per MSA §12.1 = 0.5% x trailing-12-month",
            "  avg on hand 19040 units = 95 units; variance beyond allowance = 188 units. Claims under §12.2 within 30 days."]
    return "\n".join(out)


def shortage_table():
    out = ["| SKU | 短少 | 落地成本/件 | 可赔单价（§12.2 取低，上限 $25） | 索赔金额 |", "|---|---|---|---|---|"]
    total = 0.0
    for s, q in sorted(SHORT.items(), key=lambda x: -x[1]):
        unit = min(COST[s], 25.0)
        amt = q * unit
        total += amt
        out.append("| %s | %d | $%.2f | $%.2f | $%.2f |" % (s, q, COST[s], unit, amt))
    out.append("| **合计** | **283** | | | **$%s** |" % format(total, ",.2f"))
    return "\n".join(out), total


PROFILE = {"orders": 9200, "extra_items": 2760, "cuft": 5600, "cartons_in": 900}


def monthly(pick, extra, storage, recv, postage):
    p = PROFILE
    parts = [("Pick & pack (first item)", p["orders"], pick), ("Additional item", p["extra_items"], extra),
             ("Storage (cu ft / month)", p["cuft"], storage), ("Receiving (per carton)", p["cartons_in"], recv),
             ("Avg postage per order", p["orders"], postage)]
    return [(n, q, r, round(q * r, 2)) for n, q, r in parts]


def rate_compare_output():
    ew = monthly(3.10, 0.55, 0.72, 1.10, 9.84)
    pb = monthly(2.85, 0.45, 0.68, 0.85, 8.71)
    out = ["rate_card_compare  profile=TW-2025H1 (Jan-Jun 2025 actuals, monthly avg)",
           "profile: orders 9200/mo (Shopify 6100, Amazon MFN 3100); units/order 1.30; storage 5600 cu ft (avg incl. inbound);",
           "         inbound 900 ctn/mo; avg billable weight 4.6 lb; ship-to mix West 31% / Central 24% / East 45%",
           "monthly orders 2024-07..2025-06: 11800, 10900, 9400, 8800, 10200, 12600, 6900, 7100, 8300, 8600, 9100, 10700",
           "", "| Line | Qty | EastWind EW-ONT (rate from 2025-08-01) | EW cost | ParcelBridge PB-DFW (quote PB-Q-0703) | PB cost |",
           "|---|---|---|---|---|---|"]
    for (n, q, r1, c1), (_, _, r2, c2) in zip(ew, pb):
        out.append("| %s | %d | $%.2f | $%s | $%.2f | $%s |" % (n, q, r1, format(c1, ",.2f"), r2, format(c2, ",.2f")))
    te, tp = sum(x[3] for x in ew), sum(x[3] for x in pb)
    out.append("| **Total / month** | | | **$%s** | | **$%s** |" % (format(te, ",.2f"), format(tp, ",.2f")))
    out += ["", "delta: PB saves $%s / month (%.1f%%)" % (format(te - tp, ",.2f"), 100 * (te - tp) / te),
            "ship-to distribution (H1 2025, orders/month) and avg zone:",
            "| Region | States (top) | Orders | Share | Zone from EW-ONT | Zone from PB-DFW | Avg postage EW | Avg postage PB |",
            "|---|---|---|---|---|---|---|---|",
            "| West | CA, WA, OR, AZ, NV | 2852 | 31% | 2.9 | 5.4 | $7.62 | $9.48 |",
            "| Mountain | CO, UT, ID, MT | 460 | 5% | 4.6 | 4.1 | $9.10 | $8.55 |",
            "| Central | TX, IL, MN, MO, OK | 1748 | 19% | 5.9 | 2.8 | $10.05 | $7.20 |",
            "| Southeast | FL, GA, NC, TN | 1656 | 18% | 7.4 | 4.6 | $11.32 | $8.50 |",
            "| Northeast | NY, PA, NJ, MA, VA | 2484 | 27% | 7.8 | 5.5 | $11.40 | $9.05 |",
            "postage model: UPS Ground / USPS Ground Advantage blended, 2025 list less client discount 18%;",
            "  avg zone from EW-ONT 5.7 → from PB-DFW 4.7 (East 45% of volume drives the difference)",
            "EW note: current pick & pack $2.75 rises to $3.10 effective 2025-08-01 (EW notice dated 2025-06-02)",
            "PB quote PB-Q-0703 extras: minimum 8000 orders/mo not stated in quote (to be set in MSA); liability cap",
            "  $50/package (MSA draft v2 §8.2); payment Net 15; peak surcharge Nov 15-Dec 31 $0.25/order;",
            "  FBA prep & LTL to Amazon FC: $0.60/unit label+prep, carrier pass-through"]
    return "\n".join(out), te, tp


CONTAINER_LINES = [
    ("TW-TENT-2P-GRN", 1400, "6306.22.9030", 38.40 * 0.55, "8.8%", "7.5% (List 4A)"),
    ("TW-SB-10C-REG", 1200, "9404.30.8000", 24.90 * 0.55, "9.0%", "7.5% (List 4A)"),
    ("TW-CHAIR-STD-BLK", 1400, "9401.71.0011", 17.60 * 0.55, "Free", "25% (List 3)"),
    ("TW-HL-300-BLK", 1100, "8513.10.4000", 6.80 * 0.55, "12.5%", "25% (List 3)"),
    ("TW-HYD-2L-BLK", 1100, "4202.92.3131", 9.60 * 0.55, "17.6%", "25% (List 3)"),
]


def customs_output():
    out = ["Meridian Customs Brokerage · Client Portal   importer: Shenzhen Tuoye Outdoor Technology Co., Ltd. (IOR #CN-99-7731204)",
           "entry: 9KT-0458812-3   type 01 (consumption)   port: 5301 Houston/Galveston   broker contact: Linda Park <lpark@meridiancb.com>",
           "container: MSKU7781234 (40HQ)   vessel: MAERSK KOWLOON / 527E   B/L: MAEU 254887310   origin: Ningbo (CNNGB)",
           "ISF filed: 2025-06-30 (on time)   arrival: 2025-07-16 05:40 CT, Barbours Cut Terminal", "",
           "STATUS TIMELINE",
           "  2025-07-16 06:12  Entry filed / ACE cargo release requested",
           "  2025-07-16 14:30  CBP HOLD – CET (Contraband Enforcement Team) INTENSIVE EXAM ordered",
           "  2025-07-16 15:05  Exam location assigned: Gulf Coast CES (Centralized Examination Station), La Porte, TX",
           "  2025-07-17 08:10  Drayage to CES booked for 2025-07-21 (earliest CES appointment)",
           "  est.               Exam completion 2025-07-25 .. 2025-07-29 (CES backlog 4-8 business days)",
           "", "HOLDS: CBP CET exam (open) · FDA: n/a · USDA: n/a (no wood packaging declared; ISPM-15 stamps on pallets)",
           "", "FREE TIME & FEES (estimates)",
           "  terminal last free day (LFD): 2025-07-21   demurrage after LFD: $175/day (Maersk tariff, days 1-4), $260/day thereafter",
           "  CES exam & devanning: $1,200 - $1,850 (depends on % devanned)   drayage terminal→CES→terminal: $450",
           "  per diem (chassis/container) after 2025-07-23: $95/day", "",
           "LINE ITEMS", "| # | SKU | Units | HTS | Entered value | MFN duty | Sec. 301 |", "|---|---|---|---|---|---|---|"]
    tot_u = tot_v = 0
    for i, (sku, u, hts, unit_v, mfn, s301) in enumerate(CONTAINER_LINES, 1):
        v = round(u * unit_v, 2)
        tot_u += u
        tot_v += v
        out.append("| %d | %s | %d | %s | $%s | %s | %s |" % (i, sku, u, hts, format(v, ",.2f"), mfn, s301))
    out.append("| | **Total** | **%d** | | **$%s** | | |" % (tot_u, format(tot_v, ",.2f")))
    out += ["", "estimated duties & fees: $13,900 (duty + Sec. 301 + MPF + HMF), payable via ACH statement 2025-08-15",
            "broker note: CET exams at Houston are mostly random this month; no classification query received. We will request",
            "  a demurrage waiver from Maersk only if exam delay is documented; waivers are discretionary.",
            "", "importer exam history (last 12 months, IOR #CN-99-7731204):",
            "| Entry | Arrival | Port | Exam | Days held | Result |", "|---|---|---|---|---|---|",
            "| 9KT-0431177-6 | 2024-09-02 | LA/LB | VACIS (x-ray) | 2 | released |",
            "| 9KT-0440290-1 | 2024-12-11 | LA/LB | none | 0 | released |",
            "| 9KT-0447713-8 | 2025-03-19 | LA/LB | none | 0 | released |",
            "| 9KT-0452006-4 | 2025-05-07 | LA/LB | MET (tailgate) | 3 | released |",
            "| 9KT-0458812-3 | 2025-07-16 | Houston | CET intensive | open | — |"]
    return "\n".join(out)


def wave1_plan():
    inv = {r[0]: r for r in inventory()}
    rng = random.Random(714)
    non_top = [s for s in SKUS if s not in TOP]
    plan = [int(inv[s][1] * rng.uniform(0.62, 0.72)) for s in non_top]
    k = 0
    while sum(plan) != 9460:
        plan[k % len(plan)] += 1 if sum(plan) < 9460 else -1
        k += 1
    return dict(zip(non_top, plan))


def erp_precheck():
    plan = wave1_plan()
    out = ["| SKU | Shopify | Amazon MFN | PB-DFW on hand (07-17) | Next inbound | Routing from 08-11 00:00 CT |",
           "|---|---|---|---|---|---|"]
    for s in SKUS:
        if s in TOP:
            out.append("| %s | active | active | 0 | MSKU7781234 (CBP exam) | PB-DFW; fail-over EW-ONT while PB avail = 0 |" % s)
        else:
            out.append("| %s | active | %s | %d (ASN-PB-0714, receiving) | ASN-PB-0721 | PB-DFW |" % (
                s, "active" if sum(map(ord, s)) % 3 else "n/a", plan[s]))
    return "\n".join(out)


def asn_receipt():
    plan = wave1_plan()
    rng = random.Random(7140)
    dmg = {"TW-LANT-SOLAR": 6, "TW-COOLER-25L": 2}
    rows, exp_t, rec_t = [], 0, 0
    for s, q in plan.items():
        d = dmg.get(s, 0)
        rows.append("| %s | %d | %d | %d | %s | %s |" % (
            s, q, q - d, d, "%s-%02d-%d" % (rng.choice("PQRS"), rng.randint(1, 60), rng.randint(1, 4)),
            "crushed carton, photo on file" if d else "putaway done"))
        exp_t += q
        rec_t += q - d
    return rows, exp_t, rec_t

"""Seeded generators for the long tool outputs of the brewery conversation."""
import random

R = random.Random(2103)

def table(headers, rows, sep="  "):
    cols = list(zip(*([headers] + [[str(c) for c in r] for r in rows])))
    w = [max(len(x) for x in c) for c in cols]
    line = lambda r: sep.join(str(c).ljust(w[i]) for i, c in enumerate(r)).rstrip()
    out = [line(headers), sep.join("-" * x for x in w)]
    out += [line(r) for r in rows]
    return "\n".join(out)

LOTS = [
    # lot, packaged, batch, recipe, cases, label job, rolls
    ("VH-2503", "2025-02-04", "B-25-011", "v3", 288, "SLP-43880", "R03-R04"),
    ("VH-2504", "2025-02-11", "B-25-015", "v3", 305, "SLP-43880", "R05-R06"),
    ("VH-2505", "2025-02-18", "B-25-019", "v3", 296, "SLP-43880", "R06-R07"),
    ("VH-2506", "2025-02-25", "B-25-024", "v3", 301, "SLP-43880", "R08-R09"),
    ("VH-2507", "2025-03-11", "B-25-031", "v4", 310, "SLP-44107", "R01-R02"),
    ("VH-2508", "2025-03-13", "B-25-033", "v4", 295, "SLP-44107", "R02-R03"),
    ("VH-2509", "2025-03-14", "B-25-034", "v4", 320, "SLP-44107", "R03"),
]
OPS = ["k.marsh", "d.alvarez", "j.pruitt", "s.okonkwo"]

def erp_lot_search():
    rows = []
    for lot, d, b, rv, cs, job, rolls in LOTS:
        rows.append([lot, d, "L2", b, f"VH {rv}" + (" (lactose)" if rv == "v4" else ""), cs, cs * 24, job, rolls, "RELEASED"])
    head = ("ERP  >  Lots  >  search   sku=KH-VH-164 (Velvet Hour Oat Cream IPA 16oz 4pk, 6x4/case)\n"
            "packaged 2025-02-01 .. 2025-03-17   include=recipe_version,label_job,qa_release\n\n")
    t = table(["LOT", "PACKAGED", "LINE", "BREW BATCH", "RECIPE", "CASES", "CANS", "LABEL JOB", "ROLLS", "STATUS"], rows)
    qa = ["\n\nQA RELEASE DETAIL (per lot)"]
    for lot, d, b, rv, cs, job, rolls in LOTS:
        qa.append(f"\n-- {lot}  ({d}, brew {b}, recipe {rv})")
        checks = []
        for i in range(4):
            hh = 7 + i * 2
            checks.append([f"{d} {hh:02d}:{R.choice(['05','12','20','34','41','50'])}",
                           f"{R.uniform(3.0, 3.3):.2f}", f"{R.randint(18, 41)}",
                           f"{R.uniform(16.05, 16.30):.2f}", f"{R.uniform(0.094, 0.104):.3f}/{R.uniform(0.049, 0.055):.3f}",
                           "PASS"])
        qa.append(table(["CHECK TIME", "CO2 vol", "TPO ppb", "FILL oz", "SEAM T/W in", "RESULT"], checks))
        lblrev = "C" if job == "SLP-43880" else "D"
        qa.append(f"label on line: job {job}, roll core tag 'KH-VH-164 REV {lblrev}' -- verified by core tag (visual)")
        if rv == "v4":
            qa.append("allergen matrix: recipe v4 contains LACTOSE (milk) -> label must carry CONTAINS: MILK (LACTOSE) per spec PKG-SPEC-VH-164 rev D")
        else:
            qa.append("allergen matrix: recipe v3 -- no major food allergens")
        qa.append(f"released by t.reyes {d} {R.randint(15,17)}:{R.choice(['02','18','33','47'])}")
        cans = cs * 24
        mat = [["CAN-16-BRT", "16oz bright can (Ball)", cans + R.randint(40, 160), "ea"],
               ["END-202-CDL", "202 CDL end", cans + R.randint(30, 120), "ea"],
               ["LBL-KH-VH-164", f"wrap label, job {job}", cans + R.randint(60, 140), "ea"],
               ["PT-4-16", "PakTech 4-pack carrier, black", cs * 6 + R.randint(5, 25), "ea"],
               ["CS-24-16", "24/16oz tray + shrink", cs + R.randint(1, 6), "ea"],
               ["INK-VJ-01", "lot code ink (Videojet)", f"{R.uniform(0.08, 0.2):.2f}", "L"]]
        qa.append("material consumption:\n" + table(["ITEM", "DESCRIPTION", "QTY", "UOM"], mat))
    foot = ("\n\n7 lots returned.\n"
            "NOTE: 1 packaging record for 2025-03-15 (Sat shift, Line 2, operator k.marsh) is PENDING POSTING and is not included.\n"
            "      SKU(s) on that record are unknown until posted.")
    return head + t + "\n".join(qa) + foot

def label_job_history():
    jobs = [
        ["SLP-42611", "2024-06-10", "B", "PRF-2987", "2024-06-07 t.reyes", "40,000", "2024-06-24", "R01-R08", "CONSUMED"],
        ["SLP-43204", "2024-10-02", "B", "PRF-3055", "2024-09-30 t.reyes", "40,000", "2024-10-15", "R01-R08", "CONSUMED"],
        ["SLP-43880", "2025-01-06", "C", "PRF-3190", "2025-01-08 t.reyes", "60,000", "2025-01-20", "R01-R10", "CONSUMED"],
        ["SLP-44107", "2025-02-27", "D", "PRF-3318", "2025-02-26 t.reyes", "45,000", "2025-03-07", "R01-R06", "IN USE"],
    ]
    t = table(["JOB", "ORDERED", "ARTWORK REV", "PROOF", "PROOF APPROVED", "QTY", "DELIVERED", "ROLLS", "STATUS"], jobs)
    revs = """
ARTWORK REVISIONS  KH-VH-164 (16oz wrap, 8.25" x 5.0", 4-color + white)
  rev B  2024-05-28  original design (recipe v2/v3). Back panel: gov't warning, 6.8% ABV, 16 FL OZ, no allergen line.
  rev C  2025-01-03  redesign (new front illustration, new UPC placement). Back panel unchanged -- NO allergen statement.
  rev D  2025-02-24  for recipe v4 (lactose added, first brew B-25-031). Back panel adds bold line
                     "CONTAINS: MILK (LACTOSE)" under the ABV statement; ingredient line adds "lactose (milk)".
                     COLA updated 2025-02-25 (TTB ID 25056001000412).

JOB SLP-44107 DETAIL
  vendor:            Summit Label & Print, Hendersonville NC (rep: Carla Nunez, cnunez@summitlabel.com)
  ordered artwork:   rev D, proof PRF-3318 (PDF, 2 pp) approved 2025-02-26 09:40 by t.reyes
  qty / rolls:       45,000 labels, 6 rolls x 7,500, 3" core, unwind #4
  core tags:         "KH-VH-164 REV D  JOB SLP-44107  R0x/06"
  delivered:         2025-03-07, receiving RCV-25-0291, stored packaging store PS-2
  retained samples:  QA library shelf L-14 -- 5 labels from R01 pulled at receiving (not compared to proof at receiving)

BACK PANEL TEXT -- rev C vs rev D (from PRF-3190 / PRF-3318)
  line  rev C                                             rev D
  1     VELVET HOUR                                        VELVET HOUR
  2     OAT CREAM IPA                                      OAT CREAM IPA
  3     Brewed with oats, Citra and Mosaic hops.           Brewed with oats, lactose, Citra and Mosaic hops.
  4     6.8% ALC/VOL   16 FL OZ                            6.8% ALC/VOL   16 FL OZ
  5     --                                                 CONTAINS: MILK (LACTOSE)          <-- added, bold 9 pt
  6     INGREDIENTS: water, malted barley, oats,           INGREDIENTS: water, malted barley, oats, lactose (milk),
        hops, yeast                                        hops, yeast
  7     GOVERNMENT WARNING: (1) ACCORDING TO THE SURGEON GENERAL ... (unchanged)
  8     Brewed & canned by Kestrel Hollow Brewing Co., Asheville NC (unchanged)
  9     UPC 8 60004 21734 6 (unchanged)

QA NOTE 2025-03-17 08:31 (t.reyes): compared retained R01 sample to PRF-3318 -- back panel has NO "CONTAINS: MILK (LACTOSE)"
  line and no "lactose (milk)" in ingredients. Layout/text match rev C exactly. Front panel identical between C and D, which is
  why nobody noticed on the line. Core tags say REV D.
"""
    return ("Label / packaging job history   sku=KH-VH-164   since 2024-10-01 (showing 2024-06 onward for context)\n\n"
            + t + "\n" + revs)

SD_ACCOUNTS = [
    ("INV-SD-3381", "Wedge & Pint Bottle Shop", "VH-2507", 4),
    ("INV-SD-3382", "Sly Grog Taproom", "VH-2507", 6),
    ("INV-SD-3390", "Fernway Market", "VH-2508", 8),
    ("INV-SD-3391", "Laurel Street Deli", "VH-2508", 5),
    ("INV-SD-3394", "Broadway Growler Co.", "VH-2508", 7),
    ("INV-SD-3399", "Hominy Creek Provisions", "VH-2509", 8),
]

def shipment_query():
    bols = [
        ["BOL-25-0688", "2025-03-12 06:50", "Blue Ridge Beverage Distributors -- Fletcher WH", "VH-2507", 180, "DELIVERED"],
        ["BOL-25-0694", "2025-03-13 05:45", "Piedmont Craft Distributing -- Charlotte WH", "VH-2507", 90, "DELIVERED"],
        ["BOL-25-0701", "2025-03-14 06:40", "Blue Ridge Beverage Distributors -- Fletcher WH", "VH-2507", 30, "DELIVERED"],
        ["BOL-25-0701", "2025-03-14 06:40", "Blue Ridge Beverage Distributors -- Fletcher WH", "VH-2508", 150, "DELIVERED"],
        ["BOL-25-0705", "2025-03-14 07:15", "Piedmont Craft Distributing -- Charlotte WH", "VH-2508", 95, "DELIVERED"],
        ["BOL-25-0709", "2025-03-15 06:30", "Blue Ridge Beverage Distributors -- Fletcher WH", "VH-2509", 180, "DELIVERED"],
        ["BOL-25-0710", "2025-03-15 07:05", "Piedmont Craft Distributing -- Charlotte WH", "VH-2509", 70, "DELIVERED"],
    ]
    t1 = table(["BOL", "SHIPPED", "CONSIGNEE", "LOT", "CASES", "STATUS"], bols)
    det = []
    for b in bols:
        left = b[4]
        k = 1
        while left > 0:
            q = min(left, 60)
            det.append([b[0], f"PLT-{R.randint(40000, 49999)}", b[3], q, f"{R.uniform(34.0, 37.5):.1f}F", R.choice(["T-07 (reefer)", "T-11 (reefer)", "T-04 (reefer)"]), R.choice(["R. Diaz", "M. Fenn", "A. Cobb"])])
            left -= q; k += 1
    t1 += "\n\nPALLET DETAIL\n" + table(["BOL", "PALLET", "LOT", "CASES", "LOAD TEMP", "TRAILER", "DRIVER"], det)
    sd = []
    for inv, acct, lot, cs in SD_ACCOUNTS:
        day = {"VH-2507": "2025-03-12", "VH-2508": "2025-03-14", "VH-2509": "2025-03-15"}[lot]
        sd.append([inv, day, acct + ", Asheville NC", lot, cs, "self-distribution (van 2)"])
    t2 = table(["INVOICE", "DATE", "ACCOUNT", "LOT", "CASES", "ROUTE"], sd)
    onhand = [
        ["CR-1 / B2", "P-1182", "VH-2508", 30, "QA HOLD", "2025-03-17 07:58 t.reyes"],
        ["CR-1 / B3", "P-1190", "VH-2509", 40, "QA HOLD", "2025-03-17 07:58 t.reyes"],
        ["CR-1 / B3", "P-1191", "VH-2509", 22, "QA HOLD", "2025-03-17 07:58 t.reyes"],
    ]
    t3 = table(["LOCATION", "PALLET", "LOT", "CASES", "STATUS", "SET"], onhand)
    summ = table(["LOT", "PACKAGED", "SHIPPED TO DIST.", "SELF-DIST.", "ON HAND", "TOTAL"], [
        ["VH-2507", 310, "300 (BRB 210, PCD 90)", 10, 0, 310],
        ["VH-2508", 295, "245 (BRB 150, PCD 95)", 20, 30, 295],
        ["VH-2509", 320, "250 (BRB 180, PCD 70)", 8, 62, 320],
    ])
    contacts = """
CONSIGNEE CONTACTS (CRM)
  Blue Ridge Beverage Distributors (BRB), 410 Old Airport Rd, Fletcher NC 28732
     primary: Dale Summers, Supplier Operations Manager   dsummers@blueridgebev.com   (828) 555-0143   updated 2025-01-14
     recall/QA line: (828) 555-0100 ext 4
  Piedmont Craft Distributing (PCD), 2200 Westinghouse Blvd, Charlotte NC 28273
     primary: Greg Tolliver, Brand Manager   gtolliver@piedmontcraft.com   (704) 555-0178   updated 2024-08-02
"""
    return ("Shipments for lots VH-2507, VH-2508, VH-2509 (source: ERP shipping + self-distribution invoices)\n\n"
            "DISTRIBUTOR SHIPMENTS\n" + t1 + "\n\nSELF-DISTRIBUTED (6 accounts)\n" + t2 +
            "\n\nON HAND\n" + t3 + "\n  hold reason: 'label -- possible undeclared allergen'  linked recall case: RC-2025-003 (opened 2025-03-17 07:55 by t.reyes)\n"
            "\nSUMMARY (cases)\n" + summ + "\n" + contacts)

STREETS = ["Merrimon Ave", "Tunnel Rd", "Hendersonville Rd", "Patton Ave", "Haywood Rd", "Smokey Park Hwy", "Brevard Rd",
           "Charlotte Hwy", "Main St", "Church St", "Broad St", "Sweeten Creek Rd", "Airport Rd", "Weaverville Hwy",
           "Long Shoals Rd", "Leicester Hwy", "New Leicester Hwy", "Riverside Dr", "Market St", "Spartanburg Hwy"]
TOWNS_W = ["Asheville", "Black Mountain", "Weaverville", "Hendersonville", "Waynesville", "Brevard", "Canton", "Marshall",
           "Fletcher", "Arden", "Mills River", "Sylva", "Burnsville", "Marion"]
TOWNS_P = ["Charlotte", "Matthews", "Concord", "Huntersville", "Gastonia", "Mooresville", "Rock Hill", "Fort Mill",
           "Cornelius", "Pineville", "Monroe", "Kannapolis"]
BIZ = ["Bottle Shop", "Market", "Taproom", "Grocery", "Beer & Wine", "Pub", "Provisions", "Growler Station", "Food Mart",
       "Kitchen & Bar", "Deli", "Tavern"]
NAMES = ["Oak", "Ridge", "Pine", "River", "Summit", "Hollow", "Copper", "Maple", "Laurel", "Bluff", "Cedar", "Falls",
         "Stone", "Mill", "Creek", "Hill", "Valley", "Aspen", "Birch", "Harbor"]

def split_total(total, n, lo=2, hi=14):
    vals = [R.randint(lo, hi) for _ in range(n)]
    s = sum(vals)
    vals = [max(1, round(v * total / s)) for v in vals]
    diff = total - sum(vals)
    i = 0
    while diff != 0:
        j = i % n
        if diff > 0:
            vals[j] += 1; diff -= 1
        elif vals[j] > 1:
            vals[j] -= 1; diff += 1
        i += 1
    return vals

def accounts(prefix, n, towns, total, hb_first=None, statuses=None):
    vals = split_total(total, n)
    statuses = statuses or ["pulled to truck", "pulled to truck", "pickup sched 03/18", "pickup sched 03/19",
                            "in backroom, tagged HOLD", "pulled to truck"]
    rows = []
    used = set()
    for i in range(n):
        town = R.choice(towns)
        if hb_first and i < len(hb_first):
            nm = hb_first[i]
            t = nm.split("(")[-1].rstrip(")")
            town = "Asheville" if t.startswith("Asheville") or t == "Tunnel Rd" else t
        else:
            while True:
                a, b = R.sample(NAMES, 2)
                nm = f"{a} {b} {R.choice(BIZ)}"
                if nm not in used:
                    break
        used.add(nm)
        rows.append([f"{prefix}{R.randint(10000, 99999)}", nm, f"{R.randint(12, 2890)} {R.choice(STREETS)}, {town}",
                     vals[i], R.choice(statuses)])
    return rows

def mailbox_1():
    brb_accts = accounts("BRB-A", 41, TOWNS_W, 328, hb_first=[
        "Harvest Basket #114 (Asheville-Merrimon)", "Harvest Basket #121 (Weaverville)", "Harvest Basket #108 (Tunnel Rd)",
        "Harvest Basket #131 (Hendersonville)"])
    pcd_accts = accounts("PCD-", 23, TOWNS_P, 154)
    t_brb = table(["ACCT", "NAME", "ADDRESS", "CASES", "STATUS"], brb_accts)
    t_pcd = table(["ACCT", "NAME", "ADDRESS", "CASES", "STATUS"], pcd_accts)
    msgs = []
    msgs.append("""[1] 2025-03-17 16:48  From: Carla Nunez <cnunez@summitlabel.com>
    To: ops@kestrelhollow.com   Cc: maren@kestrelhollow.com, tom.reyes@kestrelhollow.com
    Subject: RE: RFQ-25-0319 allergen over-sticker -- Quote Q-SLP-2291

Maren, Tom --

First, I'm sorry. I confirmed with our press room this afternoon: plate set KH-VH-C-16 (your rev C) was pulled and mounted for
job SLP-44107 instead of the new rev D set. The core tags were generated from the work order, which is why they read REV D.
We are running a full investigation and will send a formal corrective action report.

Quote Q-SLP-2291 (rev 1) for RFQ-25-0319:
  Item:      allergen over-sticker, 2.00" x 0.75", white gloss BOPP, permanent acrylic adhesive (cold/wet rated),
             1-color black, text "CONTAINS: MILK (LACTOSE)", rolls of 2,500 on 3" core
  Qty:       25,000
  Unit:      $0.031  -> $775.00
  Plate:     $350.00 (new 1-color plate)
  Total:     $1,125.00 + freight (est. $38 LTL)
  Ship:      Mar 26 (proof today, approval by 10am tomorrow)
  Terms:     net 30

Proof attached: PRF-3342-overstick.pdf

Carla Nunez | Account Manager | Summit Label & Print | (828) 555-0119
""")
    msgs.append("""[2] 2025-03-18 07:12  From: Ben Ortiz <quotes@crescentflexo.com>
    To: ops@kestrelhollow.com
    Subject: Quote Q-CF-1180 -- RFQ-25-0319 over-sticker 2 x 0.75

Hello,

Thank you for the RFQ. Pricing below.

  Q-CF-1180   25,000 pcs  2.000 x 0.750 in, white BOPP 2.3 mil, all-temp permanent adhesive, 1/0 black
              unit $0.026  ext $650.00
              plate/tooling $480.00 (includes new rotary die 2x0.75 r.0625)
              TOTAL $1,130.00, freight prepaid and added
  Lead time: 10 business days from proof approval -> ships Apr 3 if approved today.
  Valid 30 days.

Ben Ortiz, Estimating, Crescent Flexo Inc., Greenville SC
""")
    msgs.append(f"""[3] 2025-03-18 07:40  From: Dale Summers <dsummers@blueridgebev.com>
    To: ops@kestrelhollow.com   Cc: tom.reyes@kestrelhollow.com, maren@kestrelhollow.com
    Subject: RE: STOP SALE / HOLD -- Velvet Hour Oat Cream IPA 16oz 4pk, lots VH-2507, VH-2508, VH-2509

Maren,

Hold is in place. All 540 cases accounted for:
  - 212 cases in our Fletcher warehouse, slotted to hold location H-07 (tagged, out of pick)
  - 328 cases had delivered to 41 accounts -- pickups started yesterday 5pm, list below

IMPORTANT: one of our drivers found Velvet Hour cans coded VH-2510 on shelf at Harvest Basket #114 and #121.
Same label, no milk statement on the back. That lot is not on your notice. Is it included? We received VH-2510 on
BOL-25-0716 Monday morning along with your Hollow Hazy Mixer pack. I've told the warehouse to hold VH-2510 too
until you tell me otherwise.

Harvest Basket's category team is asking questions -- they want to know if this is a recall. I said we'd confirm.

By-account (lots VH-2507/2508/2509):
{t_brb}

Dale Summers | Supplier Operations | Blue Ridge Beverage Distributors | (828) 555-0143
""")
    msgs.append(f"""[4] 2025-03-18 08:05  From: Alicia Brandt <abrandt@piedmontcraft.com>
    To: ops@kestrelhollow.com   Cc: tom.reyes@kestrelhollow.com
    Subject: RE: STOP SALE / HOLD -- Velvet Hour 16oz -- Piedmont counts

Hi Maren -- thanks for sending this to me directly (Greg's inbox isn't monitored anymore).

Piedmont has 255 cases of VH-2507/2508/2509:
  - 101 in our Charlotte warehouse, on hold
  - 154 at 23 accounts -- pickups scheduled Wed 3/19 and Thu 3/20
We also received 60 cases of VH-2510 on Monday; those are still in the warehouse and I've put them on hold too, just in case.

{t_pcd}

Alicia Brandt | Supplier Relations & Compliance | Piedmont Craft Distributing | (704) 555-0162
""")
    msgs.append("""[5] 2025-03-18 08:20  From: Hartline Mutual Claims <claims@hartlinemutual.com>
    To: maren@kestrelhollow.com   Cc: ops@kestrelhollow.com
    Subject: Claim HM-CL-778120 acknowledged -- Product Recall Expense coverage

Dear Ms. Lindqvist,

We acknowledge your notice of loss under policy PRX-44-20931 (Product Contamination & Recall Expense).
  Claim number:  HM-CL-778120
  Adjuster:      Keith Barlow, (704) 555-0131, kbarlow@hartlinemutual.com
  Inspection:    Monday, Mar 24, 10:00 AM at 18 Riverside Dr, Asheville (brewery)

Please retain all affected product, packaging and labels, including product returned from distributors and retailers.
Do not destroy, rework or relabel any affected product prior to inspection without the adjuster's written consent.
Keep records of all costs (freight, labor, relabel materials, retailer deductions).

Hartline Mutual Insurance Company -- Commercial Claims
""")
    noise = [
        ("2025-03-17 17:30", "Yakima Chief Hops <contracts@ych-mail.com>", "2026 contract window -- forward contract review",
         "Reminder: your 2026 forward contract review is due Apr 15. Current contracted: Citra 1,100 lb, Mosaic 880 lb, Strata 440 lb. Reply to schedule a call with your rep."),
        ("2025-03-17 18:02", "Airgas Order Desk <orders@airgas-notify.com>", "Delivery confirmation -- bulk CO2",
         "Order 7731-2209 delivered 2025-03-17 14:10. Bulk CO2 6.2 tons to tank T-1 (level now 84%). Next auto-fill est. 2025-04-02."),
        ("2025-03-18 06:15", "KegTrack <noreply@kegtrack.io>", "Weekly keg float report",
         "Kegs out: 1/2bbl 412 (+9), 1/6bbl 288 (-4). Overdue >60 days: 37 (BRB 22, PCD 11, SD 4). Lost/written off YTD: 6."),
        ("2025-03-18 06:55", "Jonah Whitfield <jonah@kestrelhollow.com>", "FW: Velvet Hour",
         "Saw the notices go out. Keep me posted, I want to make the call on the label vendor. -J"),
    ]
    sd_replies = [
        ("2025-03-17 16:10", "Hominy Creek Provisions <buyer@hominycreekprov.com>", "RE: Velvet Hour -- please hold",
         "Got your call. 8 cases pulled off the floor, in the walk-in with a HOLD sign on them. Van can grab them tomorrow. We sold maybe 5-6 four-packs since Saturday, no complaints that I know of."),
        ("2025-03-17 16:35", "Laurel Street Deli <laurelstdeli@gmail.com>", "velvet hour",
         "We have 5 cases, 1 is open (2 four-packs sold). Holding all of it. Call before you come, we close at 3 on Tuesdays."),
        ("2025-03-17 19:22", "Harvest Basket Category Mgmt <bevcategory@harvestbasket.com>", "Kestrel Hollow -- Velvet Hour -- is this a recall?",
         "Hello Kestrel Hollow team, our stores are seeing distributor pulls on Velvet Hour Oat Cream IPA. Please confirm within 24 hours whether this is a recall, the lot codes involved and the reason. Our food safety team needs this to decide on store-level action. -- R. Castellano, Category Manager, Beer/Wine/Spirits"),
    ]
    for d, f, s_, b in sd_replies:
        noise.insert(0, (d, f, s_, b))
    for i, (d, f, s, b) in enumerate(noise, start=6):
        msgs.append(f"[{i}] {d}  From: {f}\n    To: ops@kestrelhollow.com\n    Subject: {s}\n\n{b}\n")
    return ("mailbox: ops@kestrelhollow.com   since 2025-03-17T15:00   9 messages (newest last within importance)\n\n"
            + "\n".join(msgs))

def roll_log():
    # segments: roll, lot, labels applied, waste
    segs = [
        ("R01", "VH-2507", "2025-03-11", 7420, 80),
        ("R02", "VH-2507", "2025-03-11", 20, 5),
        ("R02", "VH-2508", "2025-03-13", 7080, 95),
        ("R03", "VH-2508", "2025-03-13", 0, 0),
        ("R03", "VH-2509", "2025-03-14", 7380, 120),
        ("R04", "VH-2509", "2025-03-14", 300, 10),
        ("R04", "VH-2510", "2025-03-15", 7080, 110),
        ("R05", "VH-2510", "2025-03-15", 120, 40),
        ("R05", "MX-2503", "2025-03-15", 900, 60),
    ]
    rows = []
    clock = {}
    for roll, lot, d, applied, waste in segs:
        if applied == 0:
            continue
        n = max(1, applied // 450)
        chunks = split_total(applied, n, 5, 9) if n > 1 else [applied]
        hh, mm = clock.get(d, (7, R.randint(0, 20)))
        if d in clock:
            mm += 6; hh += mm // 60; mm %= 60
        for c in chunks:
            start = f"{d} {hh:02d}:{mm:02d}"
            mm += R.randint(12, 19)
            hh += mm // 60; mm = mm % 60
            rows.append([start, "L2-LBL1", roll, lot, c, R.randint(0, max(1, waste // n)), R.choice(OPS)])
        clock[d] = (hh, mm)
    t = table(["TIME", "LABELLER", "ROLL", "LOT", "APPLIED", "WASTE", "OPERATOR"], rows)
    summary = table(["ROLL", "START QTY", "USED (applied+waste)", "REMAINING", "LOCATION", "LOTS"], [
        ["R01", 7500, 7500, 0, "core scrapped", "VH-2507"],
        ["R02", 7500, 7200, "300 (spliced out, scrapped)", "--", "VH-2507, VH-2508"],
        ["R03", 7500, 7500, 0, "core scrapped", "VH-2509"],
        ["R04", 7500, 7500, 0, "core scrapped", "VH-2509, VH-2510"],
        ["R05", 7500, 1120, 6380, "PS-2 shelf 3 (open roll)", "VH-2510, MX-2503"],
        ["R06", 7500, 0, 7500, "PS-2 shelf 3 (sealed)", "--"],
    ])
    return ("Label roll usage   job SLP-44107 (KH-VH-164)   source: labeller L2-LBL1 counter + splice log\n\n" + t +
            "\n\nROLL SUMMARY\n" + summary +
            "\n\nNote: MX-2503 uses KH-VH-164 wrap labels on the 2 Velvet Hour cans per 8-pack (6 VH cans per case).")

def erp_lot_get():
    return """ERP  >  Lots  >  VH-2510, MX-2503

VH-2510   Velvet Hour Oat Cream IPA 16oz 4pk (KH-VH-164)
  packaged:        2025-03-15 (Sat shift), Line 2, operator k.marsh
  posted:          2025-03-18 07:41 by k.marsh  (late posting -- paper record from Saturday)
  brew batch:      B-25-034 (same batch as VH-2509)   recipe: VH v4 (lactose)
  cases:           300 (7,200 cans)
  label:           job SLP-44107, rolls R04-R05
  QA release:      2025-03-15 16:05 t.reyes (core tag verified 'REV D')
  shipments:
     BOL-25-0714   2025-03-17 06:10   Piedmont Craft Distributing -- Charlotte WH     60 cases   DELIVERED
     BOL-25-0716   2025-03-17 06:40   Blue Ridge Beverage Distributors -- Fletcher WH 180 cases  DELIVERED
  on hand:         60 cases, CR-1 / B4, pallet P-1196   status: AVAILABLE   (no hold)

MX-2503   Hollow Hazy Mixer 16oz 8-pack (KH-MX-168)  -- 3 x 8-pack per case
  packaged:        2025-03-15 (Sat shift), Line 2 hand-pack station, operator d.alvarez
  posted:          2025-03-18 07:44 by k.marsh
  components per 8-pack:
     2 x Velvet Hour 16oz   (from VH-2510 bright cans, label SLP-44107 roll R05)   <-- recipe v4 (lactose)
     2 x Hazy Daze 16oz     (HD-2509)
     2 x Kettle Line Pils 16oz (KL-2506)
     2 x Night Shift Oat Stout 16oz (NS-2502)
  8-pack carton:   KH-MX-168-CTN rev A, ingredient/allergen panel lists components -- Velvet Hour listed WITHOUT milk
  cases:           150 (450 eight-packs; 900 Velvet Hour cans)
  shipments:
     BOL-25-0716   2025-03-17 06:40   Blue Ridge Beverage Distributors -- Fletcher WH 150 cases  DELIVERED
  on hand:         0
"""

def hb_chargeback():
    stores = [101, 102, 104, 105, 108, 110, 111, 114, 115, 117, 119, 121, 122, 124, 126, 127, 129, 131, 133, 135, 138, 140, 142, 144]
    vh = split_total(94, 24, 1, 7)
    mx = split_total(64, 24, 1, 5)
    destroyed_idx = [2, 5, 7, 10, 11, 14, 17, 20, 22]
    dcases = split_total(46, 9, 3, 7)
    # make destroyed <= pulled
    rows = []
    tot_prod = tot_hand = tot_disp = tot_lm = 0
    lm_total = 4510.90
    pc_total = 6912.50
    lm_w = [R.uniform(0.8, 1.2) for _ in stores]
    pc_sum = 0.0
    cases_all = [v + m for v, m in zip(vh, mx)]
    di = dict(zip(destroyed_idx, dcases))
    for i, s in enumerate(stores):
        if i in di and di[i] > cases_all[i]:
            extra = di[i] - cases_all[i]
            vh[i] += extra
            # take back from a non-destroyed store
            for j in range(len(stores)):
                if j not in di and vh[j] > extra:
                    vh[j] -= extra; break
            cases_all = [v + m for v, m in zip(vh, mx)]
    wsum = sum(lm_w[i] * cases_all[i] for i in range(len(stores)))
    lms = [round(lm_total * lm_w[i] * cases_all[i] / wsum, 2) for i in range(len(stores))]
    lms[-1] = round(lm_total - sum(lms[:-1]), 2)
    pcs = [round(pc_total * cases_all[i] / 158, 2) for i in range(len(stores))]
    pcs[-1] = round(pc_total - sum(pcs[:-1]), 2)
    for i, s in enumerate(stores):
        d = di.get(i, 0)
        rows.append([f"#{s}", vh[i], mx[i], cases_all[i], d, f"{pcs[i]:,.2f}", f"{cases_all[i]*12.5:,.2f}",
                     f"{d*32:,.2f}", f"{lms[i]:,.2f}"])
    assert sum(vh) == 94 and sum(mx) == 64 and sum(cases_all) == 158 and sum(dcases) == 46
    rows.append(["TOTAL", 94, 64, 158, 46, "6,912.50", "1,975.00", "1,472.00", "4,510.90"])
    return table(["STORE", "VH cs", "MX cs", "PULLED", "DESTROYED", "PRODUCT $", "HANDLING $", "DISPOSAL $", "LOST MARGIN $"], rows)

def schedule_week():
    rows = []
    days = ["2025-03-31", "2025-04-01", "2025-04-02", "2025-04-03", "2025-04-04"]
    res = ["LINE-2", "LINE-1", "WH-BAY-1", "WH-BAY-2", "WH-BAY-3", "BH-10BBL", "BH-30BBL"]
    jobs = {"LINE-2": ["Can HD-2511 Hazy Daze", "Can KL-2507 Kettle Line", "CIP + seamer PM", "Can NS-2503 Night Shift", "--"],
            "LINE-1": ["Keg fill HD", "Keg fill KL", "--", "Keg fill VH (HOLD?)", "Keg fill NS"],
            "WH-BAY-1": ["BRB pickup 08:00", "Inbound glass (Ardagh)", "PCD pickup 09:30", "--", "BRB pickup 08:00"],
            "WH-BAY-2": ["Returns intake (RC-2025-003)", "Returns intake (RC-2025-003)", "--", "--", "--"],
            "WH-BAY-3": ["(new)", "(new)", "free", "free", "Spring seasonal depal"],
            "BH-10BBL": ["Brew pilot P-112", "--", "Brew pilot P-113", "--", "--"],
            "BH-30BBL": ["Brew B-25-041 HD", "Brew B-25-042 KL", "Brew B-25-043 VH v4", "Brew B-25-044 NS", "--"]}
    for r in res:
        rows.append([r] + jobs[r])
    t = table(["RESOURCE"] + days, rows)
    crew = [["d.alvarez", "packaging tech", "M-F 06:30-15:00", "PTO 04-04"], ["j.pruitt", "packaging tech", "M-F 06:30-15:00", "--"],
            ["s.okonkwo", "warehouse lead", "M-F 07:00-15:30", "--"], ["k.marsh", "line 2 operator", "T-S 06:00-14:30", "--"],
            ["r.diaz", "driver", "M-F 05:00-13:30", "--"], ["m.fenn", "driver", "M-F 05:00-13:30", "--"],
            ["a.cobb", "driver / van", "M-F 08:00-16:30", "--"], ["t.lowe", "cellar", "M-F 07:00-15:30", "--"],
            ["h.baptiste", "cellar", "Tu-Sa 07:00-15:30", "--"], ["p.natarajan", "QA", "M-F 08:00-16:30", "--"],
            ["t.reyes", "QA lead", "--", "LEAVE 03-20 .. ~04-10"]]
    return t + "\n\n  crew roster (week of 2025-03-31):\n" + table(["USER", "ROLE", "SHIFT", "EXCEPTIONS"], crew)


def dispute_store_table():
    R2 = random.Random(77)
    stores = [101, 102, 104, 105, 108, 110, 111, 114, 115, 117, 119, 121, 122, 124, 126, 127, 129, 131, 133, 135, 138, 140, 142, 144]
    lines = hb_chargeback().splitlines()[2:-1]
    rows = []
    for ln in lines:
        f = ln.split()
        st, pulled, destroyed = f[0], int(f[3]), int(f[4])
        t = f"2025-03-18 {R2.randint(8, 13):02d}:{R2.choice(['10', '22', '35', '48', '55'])}" if destroyed else "--"
        rows.append([st, pulled, f"{pulled*12.5:,.2f}", f"{pulled*8:,.2f}", destroyed, f"{destroyed*32:,.2f}", t,
                     "HB-FS-12 store alert" if destroyed else "held backroom, picked up by BRB"])
    rows.append(["TOTAL", 158, "1,975.00", "1,264.00", 46, "1,472.00", "", ""])
    return table(["STORE", "PULLED", "HANDLING was", "HANDLING now", "DESTROYED", "DISPOSAL", "DESTROYED AT", "NOTE"], rows)

def brb_returns_2510():
    accts = accounts("BRB-A", 34, TOWNS_W, 289, statuses=["pulled to truck", "pulled to truck", "pickup sched 03/19", "pickup sched 03/20", "in backroom, tagged HOLD", "back at Fletcher WH"], hb_first=[
        "Harvest Basket #114 (Asheville-Merrimon)", "Harvest Basket #121 (Weaverville)", "Harvest Basket #110 (Black Mountain)",
        "Harvest Basket #138 (Arden)"])
    for r in accts:
        r.insert(3, R.choice(["VH-2510", "VH-2510", "MX-2503", "VH-2510 + MX-2503"]))
    return table(["ACCT", "NAME", "ADDRESS", "LOTS", "CASES", "STATUS"], accts)

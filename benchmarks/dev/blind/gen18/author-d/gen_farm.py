"""Generator: blind-farm-irrigation-season-plan (English)."""
import random, sys
sys.path.insert(0, "/work/blind18/author-d")
from convlib import Conv

R = random.Random(1807)


def monthly_sheet():
    months = ["Oct", "Nov", "Dec", "Jan", "Feb", "Mar", "Apr"]
    prof = {"wheat": [1.2, 0, 0, 0, 0, 0, 0], "cotton": [1.0, 0.3, 1.4, 1.9, 1.7, 0.9, 0],
            "maize": [0, 0.8, 1.6, 2.1, 2.0, 1.3, 0], "lucerne": [1.1, 1.2, 1.4, 1.5, 1.4, 1.1, 0.8], "fallow": [0]*7}
    out = "Sheet 'Monthly' (July plan, at-field ML by paddock; net irrigable ha)\n"
    out += f"{'ID':<7}{'Crop':<9}{'net ha':>7}" + "".join(f"{m:>7}" for m in months) + f"{'Total':>8}\n"
    tot = [0.0]*7
    for (pid, n, ha, soil), pl in zip(paddocks, plan_cycle):
        net = round(ha * R.choice([0.82, 0.85, 0.88, 0.9]), 1)
        row = [round(net * x, 1) for x in prof[pl]]
        tot = [a + b for a, b in zip(tot, row)]
        out += f"{pid:<7}{pl:<9}{net:>7}" + "".join(f"{v:>7}" for v in row) + f"{round(sum(row),1):>8}\n"
    out += f"{'':<7}{'TOTAL':<9}{'':>7}" + "".join(f"{round(v,1):>7}" for v in tot) + f"{round(sum(tot),1):>8}\n"
    out += "\nSheet 'ETo' (Griffith AWS, long-term mean, mm/day)\nMonth  ETo   Rain(mm)  Crop coeff cotton  Crop coeff lucerne\n"
    for m, e, rn, kc, kl in [("Oct", 5.1, 38, 0.35, 0.95), ("Nov", 6.6, 31, 0.55, 0.95), ("Dec", 7.8, 27, 0.95, 0.95),
                             ("Jan", 8.4, 30, 1.15, 0.95), ("Feb", 7.3, 29, 1.10, 0.95), ("Mar", 5.4, 33, 0.80, 0.90), ("Apr", 3.4, 30, 0.0, 0.85)]:
        out += f"{m:<7}{e:<6}{rn:<10}{kc:<19}{kl}\n"
    return out


def rotation_history():
    out = "\nSheet 'History' (net ha, crop, yield, at-field water ML/ha)\nID     Season    Crop       ha    Yield         ML/ha  Notes\n"
    crops = {"cotton": ("bales/ha", 9.5, 12.5, 6.4, 8.1), "wheat": ("t/ha", 5.2, 7.4, 1.5, 2.8), "maize": ("t/ha", 10.2, 13.4, 7.2, 8.6),
             "lucerne": ("t/ha", 11.0, 16.0, 9.5, 12.5), "sorghum": ("t/ha", 6.0, 8.4, 3.6, 4.8), "fallow": ("-", 0, 0, 0, 0)}
    notes = ["", "", "", "waterlogging bottom bays", "late sown", "hail 12-Dec", "", "good year", "aphids, 2 sprays", ""]
    for (pid, n, ha, soil) in paddocks:
        for season in ["2018-19", "2019-20", "2020-21", "2021-22", "2022-23", "2023-24", "2024-25"]:
            cr = R.choice(list(crops))
            u, lo, hi, wl, wh = crops[cr]
            net = round(ha * 0.86, 1)
            y = "-" if cr == "fallow" else f"{round(R.uniform(lo, hi), 1)} {u}"
            w = "-" if cr == "fallow" else round(R.uniform(wl, wh), 1)
            out += f"{pid:<7}{season:<10}{cr:<11}{net:<6}{y:<14}{str(w):<7}{R.choice(notes)}\n"
    return out


def asset_history():
    out = "\nASSET HISTORY - P2 River lift pump (from Yarran Flat maintenance register)\nDate         Work                                                        By            Cost ex GST\n"
    works = ["Annual service: grease bearings, check alignment", "Replace gland packing with mechanical seal",
             "Impeller wear ring replaced", "Motor IR test 48 MOhm - OK", "Foot valve cleared (carp/debris)",
             "Annual service: vibration 3.1 mm/s - OK", "Coupling insert replaced", "Motor IR test 11 MOhm - monitor",
             "Suction hose replaced after flood", "Annual service: vibration 4.6 mm/s - watch DE bearing",
             "Starter contactor replaced", "Motor IR test 2.1 MOhm - marginal (Ridgeway site visit)"]
    y = 2016
    for w in works:
        y += R.choice([0, 1])
        y = min(y, 2025)
        d = f"{R.randint(1,28):02d}-{R.choice(['Mar','May','Jun','Aug','Sep'])}-{y}"
        if "2.1 MOhm" in w:
            d = "26-Sep-2025"
        who = R.choice(["Ridgeway P&E", "Farm staff", "Ridgeway P&E", "Griffith Electrical"])
        out += f"{d:<13}{w:<60}{who:<14}{R.randint(180, 2600) if who != 'Farm staff' else 0:>8}\n"
    out += ("\nRidgeway site notes 26-Sep-2025 (S. Ridgeway): vibration DE bearing 9.8 mm/s velocity (ISO 10816 zone D), audible "
            "growl at start-up, mechanical seal weeping ~1 drop/sec, shaft end-float within limits. Motor IR 2.1 MOhm at 1 kV "
            "(phase-earth, all phases), windings warm from running - retest cold on bench. Recommend remove for workshop rebuild.\n")
    return out


def mr_table():
    out = "\nAttachment: MR-2025-112 reconciliation summary (Outlet 14/2, meter LW-M-22871, 2024-25)\nDO no.     Date         Ordered ML  Metered ML  Reference meter ML  Adjusted ML\n"
    tot_m = tot_a = 0.0
    for k in range(28):
        ordered = R.choice([8.0, 10.0, 12.0, 14.0, 16.0, 18.0, 20.0, 22.0, 24.0])
        metered = round(ordered * R.uniform(0.95, 1.03), 1)
        adj = round(metered * 1.023, 1)
        tot_m += metered; tot_a += adj
        m = ["Aug", "Sep", "Oct", "Nov", "Dec", "Jan", "Feb", "Mar", "Apr"][min(k // 3, 8)]
        yr = 2024 if m in ("Aug", "Sep", "Oct", "Nov", "Dec") else 2025
        out += f"DO-{61000 + k*37:<7}{R.randint(1,28):02d}-{m}-{yr}  {ordered:>10}  {metered:>10}  {round(adj - R.uniform(-0.2, 0.2),1):>18}  {adj:>11}\n"
    out += f"Totals (sample of 28 of 41 DOs shown)  metered {round(tot_m,1)} ML  adjusted {round(tot_a,1)} ML\n"
    out += "Season total metered 608.7 ML; reference-adjusted 622.7 ML; difference +14.0 ML (2.3%). Tolerance +/-2.0%: EXCEEDED.\n"
    return out


def noise_emails(start_no, dates):
    pool = [
        ("accounts@lwid.com.au", "Tax invoice INV-LW-{n} - fixed charges Q2 2025-26",
         "Your quarterly fixed charges for account 40127-YF are now available. Entitlement charge 1,200 ML x $7.85 = $9,420.00; "
         "access fee $412.00; total $9,832.00 inc GST due 14 November 2025. Pay via BPAY biller code 20417."),
        ("news@cottoninfo.com.au", "CottonInfo Riverina update - planting window and soil temps",
         "Soil temperatures at 10 cm reached 14 C at Griffith and Hillston this week. Growers planning to plant in the second half "
         "of October should watch for cold fronts forecast for 19-21 October. Seed treatment reminders and thrips monitoring inside."),
        ("noreply@aquaexchange.com.au", "Lower Wirra temporary water - weekly price report",
         "Zone 14 GS temporary trades this week: 11 trades, 486 ML, VWAP $306/ML (range $289-$322). Forward bids for Feb delivery "
         "at $335/ML. Listing fee 1.1%."),
        ("admin@riverinafieldday.org.au", "Riverina Irrigation Field Day - your registration RFD-2025-1184",
         "Thanks for registering for the Riverina Irrigation Field Day, Thursday 23 and Friday 24 October, Leeton Showground. "
         "Sessions include bankless channel systems, pump efficiency testing and ROFEG Round 4 Q&A with the program team."),
        ("orders@elders-griffith.com.au", "Order confirmation EG-55719 - cotton seed",
         "Order EG-55719: Sicot 748B3F, 20 bags, delivery Yarran Flat 06-Oct. Note: treated seed, non-returnable once opened."),
        ("service@ridgewaypumps.com.au", "Invoice RPE-INV-8812 - site visit 26-Sep",
         "Site call-out and diagnostic, P2 river pump: $385.00 ex GST. This will be credited against RPE-Q-2209 if the job proceeds."),
    ]
    out = ""
    for k, d in enumerate(dates):
        frm, subj, body = pool[(start_no + k) % len(pool)]
        out += f"\n[{k+start_no}] From: {frm}  Date: {d}\nSubject: {subj.format(n=R.randint(300000,399999))}\n{body}\n"
    return out


def ponding():
    out = ("\n[7] From: megan@tullyagronomy.com.au  Date: 10 Oct 2025 11:20\nSubject: MSC-1 ponding test - preliminary results\n"
           "Dan - preliminary numbers from yesterday. 200 m test section below the Top Bay 2 turnout, wetted perimeter 4.6 m,\n"
           "surface width 3.2 m. Evaporation from the Class A pan at the homestead corrected with 0.8 pan factor.\n"
           "Time   Level (mm below peg)  Drop since start (mm)  Pan evap corr. (mm)  Net seepage (mm)\n")
    lvl = 112.0
    for h in range(0, 25, 1):
        if h:
            lvl += R.choice([1.6, 1.7, 1.8, 1.9, 2.0]) if 8 <= (7 + h) % 24 <= 18 else R.choice([1.3, 1.4, 1.5])
        ev = round(0.0 if h == 0 else min(h, 11) * 0.33, 1)
        out += f"{(7+h)%24:02d}:00  {round(lvl,1):>20}  {round(lvl-112.0,1):>21}  {ev:>19}  {round(lvl-112.0-ev,1):>16}\n"
    out += ("Net seepage over 24 h: ~37 mm/day over the wetted perimeter -> ~0.034 ML/day per 200 m at full supply level.\n"
            "Scaled to 1,900 m and ~150 running days this is ~48 ML/yr through MSC-1. Lining typically removes 80-90% -> I'll\n"
            "probably land the statement at 38-43 ML/yr once I've cross-checked against the reconciliation. Formal statement by 27 Oct.\n- M\n")
    return out


def rev8_monthly():
    out = "\nSheet 'Monthly' recalculated (revision 8, at-field ML)\nRow  Crop                 ha    Oct    Nov    Dec    Jan    Feb    Mar    Apr   Total\n"
    rows = [("Wheat finishing", 40, [48.0, 0, 0, 0, 0, 0, 0]),
            ("Cotton", 38, [45.0, 11.4, 53.2, 72.2, 64.6, 27.2, 0.0]),
            ("Lucerne (deficit)", 8, [5.3, 5.8, 6.7, 7.2, 6.7, 5.3, 11.0]),
            ("Sorghum", 0, [0]*7), ("Maize", 0, [0]*7)]
    tot = [0.0]*7
    for k, (n, ha, v) in enumerate(rows, 10):
        tot = [a+b for a, b in zip(tot, v)]
        out += f"{k:<5}{n:<20}{ha:>4}" + "".join(f"{x:>7}" for x in v) + f"{round(sum(v),1):>8}\n"
    out += f"{'':<5}{'TOTAL':<20}{'':>4}" + "".join(f"{round(x,1):>7}" for x in tot) + f"{round(sum(tot),1):>8}\n"
    out += "Check: Monthly total 369.6 = Budget demand 369.6  OK\nPivot 'Outlet view' refreshed; chart 'Balance by month' refreshed.\n"
    return out


def oct_deliveries():
    out = "\nDelivery orders 2025-26 (all outlets)\nDO no.    Date         Outlet  Ordered  Delivered  Status   Use\n"
    rows = [("DO-74411", "02-Aug-2025", "14/2", 15.0, 14.6, "wheat"), ("DO-75102", "19-Aug-2025", "14/2", 22.0, 22.3, "wheat"),
            ("DO-76540", "03-Sep-2025", "14/2", 19.0, 18.9, "wheat"), ("DO-77218", "17-Sep-2025", "14/2", 26.0, 26.4, "wheat"),
            ("DO-78120", "03-Oct-2025", "14/2", 28.0, 28.4, "wheat"), ("DO-78166", "07-Oct-2025", "14/1", 18.0, 17.6, "cotton pre-irr"),
            ("DO-78170", "09-Oct-2025", "14/1", 0.5, 0.4, "ponding test"), ("DO-78193", "11-Oct-2025", "14/1", 14.0, 13.5, "cotton pre-irr"),
            ("DO-78240", "17-Oct-2025", "14/2", 27.0, 0.0, "ORDERED"), ]
    for r in rows:
        out += f"{r[0]:<10}{r[1]:<13}{r[2]:<8}{r[3]:>7}  {r[4]:>9}  {'OPEN' if r[4]==0 else 'CLOSED':<8} {r[5]}\n"
    out += "Meter readings (cumulative ML): 14/1 LW-M-30455 1,204.7 | 14/2 LW-M-22871 3,881.2 | 14/3 LW-M-30471 972.4\n"
    return out

SYSTEM = """You are FarmOps, an operations assistant for Yarran Flat Pastoral Co. (Lower Wirra Irrigation District, NSW).
You help the farm manager with water budgeting, crop planning, maintenance, contractors, grants and correspondence.
Tools: water_account_get, email_search, email_send, file_read, sheet_update, workorder_create, workorder_update,
equipment_hire_quote, equipment_hire_book, equipment_hire_amend, grant_portal_get, grant_portal_update, calendar_create.
Rules: confirm before sending external e-mails or committing spend; quote ML to one decimal place; the farm's
financial delegation is set by the owner. Today is Monday 29 September 2025 unless the user says otherwise."""

c = Conv("blind-farm-irrigation-season-plan",
         "Yarran Flat 2025-26 irrigation season under LWID allocation cut", SYSTEM)

# ---------------------------------------------------------------- turn 1
c.user("""Morning. Need a hand planning the irrigation season at Yarran Flat, and it's turned into a bit of a mess.

Background: we hold 1,200 ML general security in LWID, account 40127-YF. At the July announcement the district gave us 45% opening, so 540 ML, plus we carried over 85 ML from last year. I built the crop plan on that:
- wheat finishing: 40 ha, last two waterings in October
- cotton: 45 ha
- maize: 15 ha
- lucerne: 8 ha (the stand in the river paddock)

Now I'm hearing the district has revised the allocation down. On top of that Pump 2 at the river is grinding, I've got three quotes in for relining the main supply channel, and there's a grant closing end of October that might pay for half the relining.

Ground rules: I always want 30 ML left unallocated as a buffer for a hot February, and Sandra (the owner) signs off anything over $25k. Can you pull the water account and whatever the district has sent us lately?""")

stmt_rows = [
    ("01-Jul-2025", "Carryover credit 2024-25", "+85.0", "85.0"),
    ("01-Jul-2025", "Opening allocation AA-2025-01 (45% GS)", "+540.0", "625.0"),
    ("14-Jul-2025", "Stock & domestic S&D-07", "-1.8", "623.2"),
]
bal = 623.2
for d, ml in [("02-Aug-2025", 14.6), ("19-Aug-2025", 22.3), ("03-Sep-2025", 18.9), ("17-Sep-2025", 26.4)]:
    bal = round(bal - ml, 1)
    stmt_rows.append((d, f"Delivery order DO-{R.randint(70000,79999)} Outlet 14/2 (wheat)", f"-{ml}", f"{bal}"))
stmt_rows.append(("29-Sep-2025", "Allocation revision AA-2025-07 (45% -> 36% GS)", "-108.0", f"{round(bal-108,1)}"))
bal2 = round(bal - 108, 1)
stmt = "LWID WATER ACCOUNT STATEMENT\nAccount: 40127-YF  Holder: Yarran Flat Pastoral Co.  Category: General Security\nEntitlement: 1,200.0 ML\n\n"
stmt += f"{'Date':<13}{'Transaction':<58}{'ML':>8}{'Balance':>10}\n" + "-" * 89 + "\n"
for r in stmt_rows:
    stmt += f"{r[0]:<13}{r[1]:<58}{r[2]:>8}{r[3]:>10}\n"
stmt += f"""\nSummary 2025-26 to date:
  Carryover credited ........ 85.0 ML  (status: UNDER AUDIT - meter reconciliation MR-2025-112 pending)
  Allocation credited ....... 432.0 ML (was 540.0 ML; AA-2025-07 applied 29-Sep-2025)
  Current allocation % ...... 36%
  Used to date .............. 84.0 ML
  Available balance ......... {bal2} ML
  Trade in/out .............. 0.0 ML
Notes: Outlet 14/2 meter serial LW-M-22871 due for validation 11/2025.

Prior season 2024-25 (closed 30-Jun-2025)
  Opening allocation 30% -> final 62% (6 increments)   Allocation 744.0 ML
  Carryover in 2023-24 -> 2024-25 .................... 120.0 ML
  Temporary trade in (TT-24-0912, $198/ML) ........... 40.0 ML
  Usage (metered, 41 delivery orders) ................ 608.7 ML
  Forfeited (carryover cap 30% of entitlement = 360 ML not exceeded) 0.0
  Carryover to 2025-26 ............................... 85.0 ML (subject to reconciliation)"""

inbox = """3 messages matching from:(@lwid.com.au) after:2025-09-01

[1] From: announcements@lwid.com.au  Date: 29 Sep 2025 07:12
Subject: LWID Allocation Revision AA-2025-07 - General Security reduced to 36%
Dear Customer,
Following the annual storage accounting review, WaterNSW has advised a correction of 96 GL to
available resource in the Lower Wirra system (evaporation and transmission losses were under-estimated
for 2024-25). As a result the Lower Wirra General Security allocation is revised from 45% to 36%,
effective immediately. Accounts have been debited accordingly. High Security remains at 100%.
The next scheduled resource assessment is 15 October 2025. Further improvement depends on inflows
to Lake Corran; the district will not guarantee any increase.
Customers with carryover under audit (meter reconciliation program) will be notified individually.
Regards, Customer Operations, Lower Wirra Irrigation District

[2] From: water.accounts@lwid.com.au  Date: 22 Sep 2025 15:40
Subject: Meter reconciliation MR-2025-112 - account 40127-YF
Dear Mr Kowalski,
Your account has been selected for meter reconciliation of 2024-25 usage at Outlet 14/2 (meter
LW-M-22871). Carryover for 2025-26 may be adjusted once the reconciliation is finalised. We expect to
complete this within 3 weeks. No action is required at this stage.
Regards, Water Accounts Team (ref MR-2025-112)

[3] From: announcements@lwid.com.au  Date: 05 Sep 2025 09:00
Subject: Channel maintenance shutdown - Channel 14 (14-20 Sep)
Channel 14 will be dewatered for regulator works from 14 to 20 September. Outlets 14/1-14/6 will be
unavailable. Deliveries resume 21 September.

(older, outside date range - shown because thread continues)
[4] From: announcements@lwid.com.au  Date: 01 Jul 2025 08:00
Subject: LWID 2025-26 Opening Allocation AA-2025-01 - General Security 45%
The opening General Security allocation for 2025-26 is 45%. High Security 100%. Carryover from 2024-25 will be
credited on 1 July subject to the 30% carryover limit. Ordering rules: delivery orders must be placed 4 days in
advance via the customer portal; minimum order 2 ML/day per outlet; outlet share on shared outlets (e.g. 14/5,
14/6) is allocated pro rata to entitlement when demand exceeds capacity. Channel 14 capacity 320 ML/day.
Customers are reminded that allocation forecasts are indicative and may go down as well as up following the
annual storage accounting review in September."""

c.model("I'll pull the account statement and the district's recent mail.", [
    ("water_account_get", {"account_id": "40127-YF", "season": "2025-26", "include_transactions": True}, stmt),
    ("email_search", {"mailbox": "dan@yarranflat.com.au", "query": "from:(@lwid.com.au) after:2025-09-01", "limit": 10}, inbox),
])

c.model("""## Where the water actually stands (29 Sep)

The rumour is right. The district issued **AA-2025-07** this morning: General Security is revised from **45% to 36%**, and your account has already been debited.

| Item | July plan | Now |
|---|---|---|
| Allocation % | 45% | **36%** |
| Allocation volume (1,200 ML GS) | 540.0 ML | **432.0 ML** |
| Carryover | 85.0 ML | 85.0 ML *(under audit, MR-2025-112)* |
| Total water for the season | 625.0 ML | **517.0 ML** |
| Used to date (wheat, Aug-Sep) | - | 84.0 ML (incl. 1.8 ML S&D) |
| Available balance | - | **433.0 ML** |

Two warnings before we plan anything:

1. **Carryover isn't safe yet.** Water Accounts put 40127-YF into meter reconciliation MR-2025-112 on 22 Sep (Outlet 14/2, meter LW-M-22871). The 85 ML could come down. Until that's finalised I'd treat it as at risk.
2. **The next resource assessment is 15 October.** The district says improvement depends on inflows to Lake Corran and won't promise anything, so I'll plan on 36% and treat any increase as upside.

### The original plan doesn't fit anymore
Rough check of the July plan against the new total (at-field rates I'll confirm with you):

| Crop | Area | Rough at-field use |
|---|---|---|
| Wheat finishing | 40 ha | ~48 ML |
| Cotton | 45 ha | ~324 ML |
| Maize | 15 ha | ~117 ML |
| Lucerne | 8 ha | ~68 ML |
| **Total** | | **~557 ML** |

Against roughly 517 ML at the outlet before losses and your 30 ML buffer, that is well over — something has to give, probably 100+ ML.

### A few things I need from you before I build options
- **Delivery/on-farm losses** — what did last season's meter reconciliation show between the outlet and the fields? I've assumed nothing yet.
- **Wheat**: is it still two waterings on the 40 ha, and roughly how much per watering?
- **Gross margins** — do you have current per-hectare numbers (Megan's?) so I can rank crops by return per ML rather than per hectare?
- Is the **lucerne** area fixed (established stand) or can it be deficit-irrigated?""")

# ---------------------------------------------------------------- turn 2
c.user("""Losses: we use 10% between the outlet and the paddocks, that's what the last reconciliation came out at. Mostly the main supply channel seeping, which is exactly why I want it relined.

Wheat is two waterings at 0.6 ML/ha each, so 1.2 ML/ha, and some of it's already gone on — no, actually the 84 used so far was the earlier wheat waterings, the two in October are still ahead of us.

Megan's gross margins are in the shared drive, /farm/plans/2025-26/gross_margins_megan_v2.csv. The water budget workbook is /farm/plans/2025-26/crop_water_budget_v3.xlsx. Use her water use numbers too, she's more careful than me.

Lucerne: it's an established stand, I can push it into deficit but I'm not ploughing it out.""")

gm_csv = """crop,yield_unit,expected_yield_per_ha,price,gross_income_per_ha,variable_costs_per_ha,gross_margin_per_ha,at_field_water_ML_per_ha,gm_per_ML,notes
cotton (irrigated),bales,11.5,$640/bale,"$7,360","$4,458","$2,902",7.2,$403,"Sow 6-25 Oct; pre-irrigate ~1.0 ML/ha included in 7.2"
maize (grain),t,12.0,$390/t,"$4,680","$2,980","$1,700",7.8,$218,"Sow by 15 Nov for full yield"
grain sorghum,t,7.5,$330/t,"$2,475","$1,525","$950",4.2,$226,"Sow Nov-Dec; tolerates late-season deficit"
lucerne hay (established),t,14.0,$260/t,"$3,640","$2,240","$1,400",8.5,$165,"Full water Oct-Apr; deficit 6.0 ML/ha drops yield to ~10.5 t"
lucerne hay (deficit),t,10.5,$260/t,"$2,730","$1,950","$780",6.0,$130,"Stand survives; fewer cuts"
wheat (finishing),t,6.8,$345/t,-,-,sunk,1.2,-,"2 waterings x 0.6 ML/ha in Oct; skipping = ~1.6 t/ha loss"
# prepared by M. Tully, Tully Agronomy, 18 Sep 2025. Prices: Sep forward curves. GM excludes water cost."""

paddocks = []
names = ["River 1", "River 2", "Boundary N", "Boundary S", "Channel E", "Channel W", "Homestead", "Lagoon",
         "Top Bay 1", "Top Bay 2", "Old Dairy", "Red Gate", "Mulga", "Kirk's"]
soils = ["grey clay", "red-brown earth", "grey clay", "self-mulching clay", "loam over clay"]
for i, n in enumerate(names):
    paddocks.append((f"PD-{i+1:02d}", n, R.choice([6, 8, 10, 12, 14, 15, 16, 18]), R.choice(soils)))
sheet = "Workbook: /farm/plans/2025-26/crop_water_budget_v3.xlsx  (revision 6, last edited 12-Sep-2025 by dan)\n\n"
sheet += "Sheet 'Paddocks'\nID     Name         ha   Soil                  2024-25 crop     Plan 2025-26    Outlet\n"
plan_cycle = ["wheat", "wheat", "cotton", "cotton", "cotton", "maize", "lucerne", "wheat", "cotton", "wheat",
              "fallow", "wheat", "maize", "fallow"]
prev = ["cotton", "maize", "wheat", "wheat", "fallow", "wheat", "lucerne", "cotton", "wheat", "cotton",
        "cotton", "fallow", "wheat", "sorghum"]
for (pid, n, ha, s), pl, pv in zip(paddocks, plan_cycle, prev):
    sheet += f"{pid:<7}{n:<13}{ha:<5}{s:<22}{pv:<17}{pl:<16}14/{R.randint(1,3)}\n"
sheet += """
Sheet 'Budget' (July basis)
Allocation 45% x 1,200 ML ....... 540.0
Carryover ........................  85.0
Total at outlet .................. 625.0
Losses 10% ....................... -62.5
At field ......................... 562.5
Crop demand (at field)
  Wheat finish 40 ha x 1.2 ......  48.0
  Cotton 45 ha x 7.2 ............ 324.0
  Maize 15 ha x 7.8 ............. 117.0
  Lucerne 8 ha x 8.5 ............  68.0
  Total ......................... 557.0
Buffer (target 30.0) ............   5.5   << BELOW TARGET
Note: the paddock sheet areas are gross; the Budget sheet uses net irrigable ha.

"""
sheet += monthly_sheet() + rotation_history()

c.model("Pulling Megan's margins and the budget workbook.", [
    ("file_read", {"path": "/farm/plans/2025-26/gross_margins_megan_v2.csv"}, gm_csv),
    ("file_read", {"path": "/farm/plans/2025-26/crop_water_budget_v3.xlsx", "sheets": ["Paddocks", "Budget"]}, sheet),
])

c.model("""## Budget on the 36% basis

Using your 10% loss and Megan's water use numbers:

| | ML |
|---|---|
| Allocation 36% × 1,200 | 432.0 |
| Carryover (at risk, MR-2025-112) | 85.0 |
| **Total at outlet** | **517.0** |
| Already used (Aug-Sep wheat + S&D) | -84.0 |
| Remaining at outlet | 433.0 |
| Losses 10% | -43.3 |
| **Remaining at field** | **389.7** |

Hmm — wait. The July workbook budgets the *whole season* (625 ML including the early wheat water) but the wheat line only carries the October finishing water. The 84 ML already delivered is outside the plan. So I'll budget from what's left: **389.7 ML at field**, less your **30 ML buffer = 359.7 ML to allocate**.

Note the July sheet was already running thin: even at 45% the buffer was only 5.5 ML, which is below your 30 ML rule once the early wheat water is counted.

### Return per megalitre (Megan, Sep forward prices)

| Crop | GM $/ha | ML/ha | **GM $/ML** |
|---|---|---|---|
| Cotton | $2,902 | 7.2 | **$403** |
| Grain sorghum | $950 | 4.2 | $226 |
| Maize | $1,700 | 7.8 | $218 |
| Lucerne (full) | $1,400 | 8.5 | $165 |
| Lucerne (deficit) | $780 | 6.0 | $130 |

Cotton is clearly the best use of water per ML; maize is the worst annual crop per ML and it also needs nearly 8 ML/ha. Wheat finishing is a must-do (skipping costs ~1.6 t/ha on a crop that's already grown).

### Three options (at-field ML, 359.7 ML available after the buffer)

| | **A – cotton-heavy** | **B – cotton + sorghum** | **C – no cotton** |
|---|---|---|---|
| Wheat finishing | 40 ha · 48.0 | 40 ha · 48.0 | 40 ha · 48.0 |
| Cotton | 36 ha · 259.2 | **28 ha · 201.6** | – |
| Sorghum | – | **14 ha · 58.8** | 50 ha · 210.0 |
| Maize | dropped | dropped | dropped |
| Lucerne 8 ha | deficit · 48.0 | deficit · 48.0 | full · 68.0 |
| **Total** | **355.2** | **356.4** | **326.0** |
| Headroom after buffer | 4.5 | 3.3 | 33.7 |
| Gross margin (excl. wheat) | ~$110,700 | ~$100,800 | ~$58,700 |
| Risk | all eggs in cotton; if carryover is cut there's no lever left except cutting cotton water mid-season | sorghum is sown Nov-Dec, so you can still **shrink or drop it** after the carryover audit and the 15 Oct assessment | lowest return, lots of spare water |

### My recommendation: **B**
A earns about $10k more on paper, but it commits everything in October, before we know the carryover result. In B the 14 ha of sorghum is the shock absorber: it's sown late, so if MR-2025-112 takes water off you, you cut sorghum rather than stressing cotton at flowering. If 15 Oct brings good news, the spare water can go back into cotton while the sowing window is still open (to ~25 Oct).

Things to note:
- Gross areas on the paddock sheet (e.g. Boundary N, Channel E) are bigger than net irrigable; I'll keep working in net ha like the Budget sheet.
- Under B I'd put cotton on the bays closest to Outlet 14/1 to reduce channel run length while the channel is unlined.

Which way do you want to go?""")

# ---------------------------------------------------------------- turn 3
c.user("""B. Lucerne stays at 8 ha deficit like you've got it.

Side question — the broker (Aqua Exchange) reckons temp water's trading at $310/ML in the Lower Wirra zone. Is it worth buying 40 ML to get some of the maize back?""")

c.model("Updating the workbook to option B.", [
    ("sheet_update", {"path": "/farm/plans/2025-26/crop_water_budget_v3.xlsx", "sheet": "Budget",
                      "changes": [
                          {"cell": "B2", "label": "Allocation %", "value": "36%"},
                          {"cell": "B4", "label": "Carryover", "value": 85.0, "note": "at risk - MR-2025-112"},
                          {"cell": "B6", "label": "Used to date", "value": -84.0},
                          {"cell": "C10", "label": "Cotton ha", "value": 28},
                          {"cell": "C11", "label": "Maize ha", "value": 0},
                          {"cell": "C12", "label": "Sorghum ha", "value": 14},
                          {"cell": "D13", "label": "Lucerne ML/ha", "value": 6.0},
                          {"cell": "B20", "label": "Buffer target", "value": 30.0}],
                      "comment": "Option B adopted 29-Sep: cotton 28 ha, sorghum 14 ha, maize dropped, lucerne 8 ha deficit (6.0 ML/ha). 36% allocation basis."},
     "OK  workbook crop_water_budget_v3.xlsx saved as revision 7 (was revision 6)\n"
     "changed: B2 45% -> 36%; B6 (blank) -> -84.0; C10 45 -> 28; C11 15 -> 0; C12 (blank) -> 14; D13 8.5 -> 6.0; B20 (blank) -> 30.0\n"
     "recalculated: At field 389.7 | Demand 356.4 | Buffer 33.3 (target 30.0) OK\n"
     "warning: row 12 'Sorghum' had no water-use rate; used Gross Margins!H4 = 4.2 ML/ha"),
])

c.model("""**Done.** Workbook is at **revision 7**: cotton 28 ha, sorghum 14 ha, maize dropped, lucerne 8 ha on deficit (6.0 ML/ha). Demand 356.4 ML at field, buffer 33.3 ML against your 30 ML target.

## Temp water at $310/ML — I wouldn't, for maize

The sums, for 40 ML bought at the outlet:
- 40 ML × 90% (after losses) = **36 ML at field**
- 36 ML ÷ 7.8 ML/ha = **4.6 ha of maize**
- 4.6 ha × $1,700 GM = **~$7,800 gross margin** for **$12,400** of water → **loses ~$4,600**

Maize returns $218 per at-field ML; bought water costs $310 per outlet ML, i.e. about **$344 per at-field ML**. Maize can't pay for it.

Cotton is the only crop here that covers that price ($403/ML at field, so ~$59/ML margin after water) — and that's thin against yield risk. So:

| Use of 40 ML temp water | Water cost | Extra GM | Net |
|---|---|---|---|
| Maize (4.6 ha) | $12,400 | ~$7,800 | **-$4,600** |
| Sorghum (8.6 ha) | $12,400 | ~$8,100 | **-$4,300** |
| Cotton (5.0 ha) | $12,400 | ~$14,500 | **+$2,100** |

My suggestion: **don't buy now.** Wait for the 15 Oct assessment and the carryover result; if you do want more cotton after that, cotton is the only crop worth buying water for, and only below about $300/ML. The February buffer is also a better reason to buy than maize — temp prices usually climb through summer, though, so if you want February insurance that's a different conversation.""")

# ---------------------------------------------------------------- turn 4
c.user("""Fair enough, no temp water for now.

Pump 2. Ridgeway Pump & Electrical came out Friday. Their note says: drive-end bearing failed, mechanical seal weeping, and they meggered the motor at 2.1 MΩ which Sean says is "marginal, not dead". Quote is $7,860 to pull it, rebuild the pump end and test the motor properly. Earliest they can do it is Tuesday 14 Oct. Book it.

Problem is I need to get the wheat finished and pre-water the cotton in the first half of October and Pump 1 only gives me about 7.5 ML a day. What are my options?""")

wo_out = """WORK ORDER CREATED
Work order: RPE-WO-5531
Supplier: Ridgeway Pump & Electrical Pty Ltd (ABN 61 088 412 907)  Contact: Sean Ridgeway, 0428 117 340, service@ridgewaypumps.com.au
Asset: P2 - River lift pump (Southern Cross 250x200 end-suction, 75 kW WEG motor, S/N SC-250-14-0937)
Scope: Remove pump & motor; replace drive-end bearing set and mechanical seal; inspect impeller/wear rings;
       full motor insulation resistance & polarisation index test; reinstall and commission.
Quoted: $7,860.00 ex GST (quote RPE-Q-2209)   PO: YF-PO-2025-061
Scheduled: Tue 14-Oct-2025 07:00 (est. 2 days on site, pump out of service from 13-Oct)
Status: BOOKED
Note from supplier system: Motor winding repair/rewind is NOT included in quote RPE-Q-2209. If PI test fails, a
separate quote will be issued before any rewind work."""
wo_out += """
Quote RPE-Q-2209 line items (ex GST):
  Crane truck & crew - remove/reinstall pump and motor (2 x 0.5 day) ...... $1,980.00
  Workshop strip, clean, inspect pump end ................................... $  860.00
  SKF bearing set DE/NDE + mechanical seal (John Crane T21) ................. $1,645.00
  Wear rings (2) machine & fit ............................................... $  520.00
  Shaft check/straighten, dynamic balance impeller ........................... $  690.00
  Motor test: IR, PI (10 min), winding resistance, surge comparison ......... $  480.00
  Laser alignment & commissioning, vibration baseline ....................... $  915.00
  Consumables, freight ....................................................... $  770.00
  TOTAL ..................................................................... $7,860.00
"""
wo_out += asset_history()
hire_out = """Coates Hire - Griffith branch - quote request HQ-77120
Options for portable irrigation pumping, delivery to Yarran Flat (River 1 bank), available from 06-Oct-2025:

Option  Unit                                   Flow (indicative, 8 m head)   Weekly rate   Fuel/day (est.)
1       150 mm diesel centrifugal (Cat C3.4)   ~70 L/s  (~6.0 ML/day)        $1,150        ~95 L
2       200 mm diesel centrifugal (Cummins)    ~120 L/s (~10.4 ML/day)       $1,680        ~160 L
3       150 mm electric submersible + genset   ~65 L/s  (~5.6 ML/day)        $1,940        ~120 L

Delivery/pick-up: $420 each way (float). Minimum hire 1 week. Suction & discharge hose kits included (Option 1: 20 m lay-flat).
Damage waiver 9% of hire. Fuel not included.

Key hire conditions (extract): hirer responsible for daily checks (oil, coolant, fuel, fan belt); unit must be placed on
level ground at least 1 m above water level with spill tray (supplied); refuelling only with engine stopped; report
faults to branch within 2 hours - breakdown replacement within 24 hours in Griffith/Leeton area; hire charges continue
until the unit is returned or off-hired in writing; off-hire after 12:00 on the last day is charged a further full day;
cleaning fee $180 if returned with mud/debris in the pump casing; lost hoses charged at replacement cost."""

c.model("Booking Ridgeway and getting hire options for a temporary pump in parallel.", [
    ("workorder_create", {"supplier": "Ridgeway Pump & Electrical", "asset_id": "P2", "quote_ref": "RPE-Q-2209",
                          "amount_ex_gst": 7860.00, "scheduled_start": "2025-10-14T07:00", "po_number": "YF-PO-2025-061",
                          "notes": "Accept quote RPE-Q-2209. Bearing + seal rebuild, full motor IR/PI test. Call Dan before any rewind work."},
     wo_out),
    ("equipment_hire_quote", {"supplier": "Coates Hire", "branch": "Griffith", "category": "portable irrigation pump",
                              "delivery_site": "Yarran Flat - River 1 bank", "from": "2025-10-06", "duration_weeks": 2}, hire_out),
])

c.model("""## Pump 2 is booked
- Work order **RPE-WO-5531** with Ridgeway, quote RPE-Q-2209, **$7,860 ex GST**, PO YF-PO-2025-061.
- On site **Tue 14 Oct**, pump out of service from 13 Oct, ~2 days.
- Note: a **motor rewind is not in the quote**. If the polarisation-index test fails, they'll quote separately first — I put "call Dan before any rewind" on the order. With a 2.1 MΩ reading on a 75 kW motor, a rewind is a real possibility; budget roughly $3-4k in your head until we know.

## Can Pump 1 carry October on its own?
Water you need to move in the first half of October (at the outlet, so adding the 10% back):

| Job | At field | At outlet | Timing |
|---|---|---|---|
| Wheat finishing, 2 × 0.6 ML/ha on 40 ha | 48.0 ML | 53.3 ML | watering 1 by ~8 Oct, watering 2 by ~20 Oct |
| Cotton pre-irrigation 28 ha × ~1.0 ML/ha | 28.0 ML | 31.1 ML | 6-16 Oct, before sowing |
| **Total** | **76.0 ML** | **84.4 ML** | |

Pump 1 at 7.5 ML/day would need **~11.3 pumping days** with no breakdowns, no rain delays and no other demand. Wheat watering 1 and the cotton pre-water overlap in the same 10 days, and a wheat watering has to go on in about 3 days per block or the tail end stresses. On one pump it's too tight, and if Pump 1 has a hiccup you lose the cotton sowing window.

### Hire options (Coates Griffith, quote HQ-77120)

| | Option 1: 150 mm diesel | Option 2: 200 mm diesel | Option 3: electric sub + genset |
|---|---|---|---|
| Flow | ~6.0 ML/day | ~10.4 ML/day | ~5.6 ML/day |
| 2 weeks hire | $2,300 | $3,360 | $3,880 |
| Delivery + pick-up | $840 | $840 | $840 |
| Fuel (14 days) | ~1,330 L | ~2,240 L | ~1,680 L |
| Combined with P1 | **13.5 ML/day → 84 ML in ~6.3 days** | 17.9 ML/day → ~4.7 days | 13.1 ML/day |

**Recommendation: Option 1, the 150 mm diesel, for two weeks from Mon 6 Oct.** It roughly halves the pumping time and leaves slack for weather. The 200 mm is overkill for a 10-day crunch, and your channel from the river to the head ditch probably can't take 18 ML/day anyway.

### Draft pumping schedule with the hire pump (6-17 Oct)

| Day | P1 (7.5 ML/d) | Hire (6.0 ML/d) | Where | Cumulative at outlet |
|---|---|---|---|---|
| Mon 6 | wheat | set-up, afternoon only (3 ML) | River 1 wheat | 10.5 |
| Tue 7 | wheat | cotton pre-water | River 1 wheat / Top Bay 1 | 24.0 |
| Wed 8 | wheat | cotton pre-water | River 2 wheat / Top Bay 1 | 37.5 |
| Thu 9 | wheat | cotton pre-water | River 2 wheat / Boundary S | 51.0 |
| Fri 10 | – (S&D, maintenance) | cotton pre-water | Boundary S | 57.0 |
| Sat 11 | cotton | cotton pre-water | Channel E | 70.5 |
| Sun 12 | cotton | spare | Channel E | 78.0 |
| 13-17 | wheat watering 2 | wheat watering 2 | Homestead / Lagoon wheat | 84.4 + watering 2 |

It leaves Mon 13 - Fri 17 for the second wheat watering and for slack — rain on a single day won't sink it.

Shall I book Option 1, 6-17 Oct?""")

# ---------------------------------------------------------------- turn 5
c.user("yes do it, 150 for two weeks from Monday the 6th")

c.model(None, [
    ("equipment_hire_book", {"supplier": "Coates Hire", "quote_ref": "HQ-77120", "option": 1,
                             "start": "2025-10-06", "end": "2025-10-17", "delivery_site": "Yarran Flat - River 1 bank",
                             "site_contact": "Dan Kowalski 0417 552 903", "damage_waiver": True, "po_number": "YF-PO-2025-062"},
     "BOOKING CONFIRMED  HIRE-CO-88412\nItem: 150 mm diesel centrifugal pump (Cat C3.4), fleet no. CP150-0417, incl. 20 m lay-flat kit\n"
     "Hire period: Mon 06-Oct-2025 to Fri 17-Oct-2025 (2 weeks)\nRate: $1,150.00/wk x 2 = $2,300.00; delivery $420.00; pick-up $420.00; damage waiver $207.00\n"
     "Estimated total: $3,347.00 ex GST  PO: YF-PO-2025-062\nDelivery window: Mon 06-Oct 07:00-10:00. Driver will call site contact 30 min prior.\n"
     "Extensions: call branch 02 6962 4410 or amend online before 12:00 on last hire day."),
])
c.model("""**Done.** Coates booking **HIRE-CO-88412**: 150 mm diesel (fleet CP150-0417), **Mon 6 Oct - Fri 17 Oct**, ~$3,347 ex GST incl. delivery, pick-up and damage waiver, PO YF-PO-2025-062. Delivery Monday 7-10 am to the River 1 bank; driver rings you half an hour before.

Worth knowing: extensions have to be arranged before **midday on the last hire day** (17 Oct). Since P2 doesn't go back in until 14-15 Oct, that's a tight margin if Ridgeway slips — I'll keep an eye on it.""")

# ---------------------------------------------------------------- turn 6
c.user("""Good. Now the channel. Three quotes for relining MSC-1, the main supply channel from Outlet 14/1 down to the top bays — about 1.9 km. They're in /farm/quotes/MSC-1/. Compare them properly, Sandra will want to see it laid out. For what it's worth Mallee Civil told me on the phone they could start 3 November.""")


def quote_doc(company, qref, contact, lines, total, start, validity, extras):
    s = f"{company}\nQUOTATION {qref}\nTo: Yarran Flat Pastoral Co. - Attn Dan Kowalski\nProject: Relining of Main Supply Channel MSC-1 (Outlet 14/1 to Top Bay 1 head ditch), approx. 1,900 m\nContact: {contact}\n\n"
    s += f"{'Item':<4}{'Description':<62}{'Qty':>8}{'Unit':>6}{'Rate':>10}{'Amount':>12}\n"
    for i, (d, q, u, r) in enumerate(lines, 1):
        s += f"{i:<4}{d:<62}{q:>8}{u:>6}{r:>10,.2f}{q*r:>12,.2f}\n"
    s += f"\nTOTAL (ex GST): ${total:,.2f}\nProposed start: {start}\nQuote valid: {validity}\n" + extras
    s += ("Payment terms: " + R.choice(["progress claims fortnightly, 14 days", "30% on mobilisation, balance on completion", "monthly claims, 30 days EOM"]) + ".\n"
          "Insurances: public liability $20M; contract works; workers compensation - certificates on request.\n"
          "Site conditions assumed: channel dry and free of standing water; access for 20 t excavator and tipper along the bank; "
          "no underground services within the works area other than those marked by the client.\n"
          "Variations: rock, buried services, wet ground or client-requested changes charged at schedule rates: excavator 20 t "
          + R.choice(["$165", "$170", "$158"]) + "/hr, operator incl.; tipper $125/hr; labourer $68/hr.\n"
          "Weather: rain delays > 2 days extend the programme; standing time not charged for the first 3 wet days.\n")
    return s

qd = quote_doc("DELTA EARTHWORKS PTY LTD", "Q-DE-2291", "Mark Delaney, 0412 660 918, mark@deltaearthworks.com.au",
               [("Mobilisation / demobilisation", 1, "item", 3200.00),
                ("Desilt and reshape channel prism, compact base", 1900, "m", 6.80),
                ("Supply & install 1.0 mm HDPE liner incl. anchor trench", 1900, "m", 14.20),
                ("Replace 3 x 450 mm culvert crossings", 3, "ea", 1350.00),
                ("Survey & as-constructed drawings", 1, "item", 1200.00)],
               48200.00, "late January 2026 (after current commitments)", "60 days",
               "Exclusions: dewatering beyond 1 day; rock excavation. Liner warranty 10 yrs (manufacturer).\n")
qm = quote_doc("MALLEE CIVIL & IRRIGATION", "MC-Q-1147", "Jess Carter, 0438 204 551, jess@malleecivil.com.au",
               [("Establishment", 1, "item", 2400.00),
                ("Clean out and reshape channel, trim batters 1.5:1", 1900, "m", 6.10),
                ("Supply & install 0.75 mm HDPE liner, keyed anchor trench both sides", 1900, "m", 12.40),
                ("Culvert crossings - reuse existing, reset 3 x 450 mm", 3, "ea", 650.00),
                ("Set-out survey (as-constructed by client if required)", 1, "item", 0.00)],
               41750.00, "Mon 3 November 2025 (crew available 3 Nov - 28 Nov)", "30 days from 25-Sep-2025",
               "Exclusions: as-constructed drawings (+$950 if required); replacement of culverts; dewatering.\n"
               "Liner: 0.75 mm HDPE, manufacturer warranty 8 yrs. Option: 1.0 mm liner available - price on request.\n"
               "Channel must be dry and isolated at Outlet 14/1 for the duration (approx. 3 weeks).\n")
qh = quote_doc("HUTCHINS & SONS EARTHMOVING", "HS-0925-04", "Bill Hutchins, 0427 331 086, office@hutchinsearthmoving.com.au",
               [("Mobilise plant", 1, "item", 2850.00),
                ("Reshape channel & compact", 1900, "m", 7.40),
                ("Supply/lay 1.0 mm HDPE liner", 1900, "m", 13.00),
                ("Supply & install 3 new 450 mm culverts with headwalls", 3, "ea", 1400.00),
                ("As-constructed survey", 1, "item", 0.00)],
               44900.00, "Mon 17 November 2025", "45 days",
               "Exclusions: none noted. Note: we will need the channel isolated for ~4 weeks. 5% retention acceptable.\n")

c.model("Reading all three.", [
    ("file_read", {"path": "/farm/quotes/MSC-1/", "recursive": True, "extract_text": True},
     "3 files in /farm/quotes/MSC-1/\n\n=== DeltaEarthworks_Q-DE-2291.pdf ===\n" + qd + "\n=== MalleeCivil_MC-Q-1147.pdf ===\n" + qm + "\n=== Hutchins_HS-0925-04.pdf ===\n" + qh),
])

c.model("""## MSC-1 relining — three quotes side by side

| | **Delta Earthworks** | **Mallee Civil & Irrigation** | **Hutchins & Sons** |
|---|---|---|---|
| Quote | Q-DE-2291 | **MC-Q-1147** | HS-0925-04 |
| Price ex GST | $48,200 | **$41,750** | $44,900 |
| Liner | 1.0 mm HDPE | **0.75 mm** HDPE | 1.0 mm HDPE |
| Liner warranty | 10 yrs | 8 yrs | not stated |
| Culverts | 3 new | reuse & reset existing | 3 new with headwalls |
| As-constructed survey | included | **excluded (+$950)** | included |
| Start | late Jan 2026 | **3 Nov 2025** | 17 Nov 2025 |
| Channel out of service | not stated | ~3 weeks | ~4 weeks |
| Quote valid | 60 days | **30 days from 25 Sep → 25 Oct** | 45 days |

### Making them comparable
Mallee is cheapest, but it isn't like-for-like:
- **Liner**: 0.75 mm vs 1.0 mm. On a clay-based channel with livestock kept out, 0.75 mm is commonly used; 1.0 mm matters more where there's rock, roots or machinery crossing. Mallee has a 1.0 mm option "price on request".
- **Culverts**: the others replace all three 450 mm crossings; Mallee resets the old ones. If the existing pipes are sound that's fine; if one collapses in two years you're paying ~$1,400 each.
- **Survey**: the grant will almost certainly want as-constructed evidence, so add **$950** to Mallee → **$42,700** comparable.

### Per metre
| | Total | $/m (1,900 m) | Liner $/m | Earthworks $/m |
|---|---|---|---|---|
| Delta | $48,200 | $25.37 | $14.20 | $6.80 |
| Mallee (+survey) | $42,700 | $22.47 | $12.40 | $6.10 |
| Hutchins | $44,900 | $23.63 | $13.00 | $7.40 |

Hutchins' liner rate for 1.0 mm ($13.00/m) is below Delta's and not far above Mallee's 0.75 mm, which suggests Mallee's 1.0 mm option should come in somewhere around $2-3k more — useful to know when Jess answers.

### Timing is the real differentiator
- Your channel has to be **dry and isolated at Outlet 14/1** while they work. Mallee's 3-28 Nov window is *after* the cotton pre-water and *before* the heavy December irrigations — almost ideal. But cotton's first in-crop irrigation on heavy clay is usually mid-to-late December, so a 3-week job starting 3 Nov is fine; Hutchins' 4 weeks from 17 Nov runs to ~15 Dec, which is cutting it fine.
- **Delta in late January** is the worst case — mid-season, peak demand. You'd have to pump around it. I'd rule Delta out on timing alone.

### Recommendation
**Mallee Civil**, subject to (a) asking them to sharpen the price and (b) getting the 1.0 mm option priced so Sandra can see the difference. Their quote lapses **25 Oct**, so we shouldn't sit on it.

One thing to check before anyone signs: **the grant**. Most efficiency grants refuse to fund works that start before the application or the funding agreement — if that's the case here, a 3 Nov start could cost you the grant. I'd like to read the guidelines before committing Mallee.

Want me to e-mail Mallee now to ask for a sharper price and the 1.0 mm option?""")

# ---------------------------------------------------------------- turn 7
c.user("""Yeah email Jess at Mallee. Ask if they can get it under $40k and what the 1.0 mm would cost. Tell her we're keen on the 3 Nov start but can't confirm until we sort out a grant, a couple of weeks. cc me.""")

c.model(None, [
    ("email_send", {"from": "farmops@yarranflat.com.au", "to": ["jess@malleecivil.com.au"], "cc": ["dan@yarranflat.com.au"],
                    "subject": "MSC-1 channel relining - quote MC-Q-1147",
                    "body": "Hi Jess,\n\nThanks for quote MC-Q-1147 for relining our main supply channel MSC-1 (approx. 1,900 m). "
                            "We've now compared three quotes and Mallee is our preferred contractor, particularly for the 3 November start.\n\n"
                            "Two questions before we can take it to the owner:\n"
                            "1. Is there any room on price? We'd be looking to get the job under $40,000 ex GST on the 0.75 mm liner spec.\n"
                            "2. Could you price the 1.0 mm HDPE liner option as an alternative?\n\n"
                            "We're keen on the 3 November start but can't confirm for a couple of weeks, as we are applying for an efficiency grant "
                            "and need to make sure the timing doesn't affect eligibility. We'd also want as-constructed drawings included (your +$950 item).\n\n"
                            "Regards,\nDan Kowalski\nManager, Yarran Flat Pastoral Co.\n0417 552 903"},
     "SENT  message-id <20250929.0412.mcq1147@yarranflat.com.au>  to jess@malleecivil.com.au  cc dan@yarranflat.com.au  at 29-Sep-2025 11:48"),
])
c.model("""Sent to Jess Carter (cc you): asked for a price **under $40k** on the 0.75 mm spec, a price for the **1.0 mm** option, as-constructed drawings included, and flagged that the **3 Nov** start can't be confirmed for a couple of weeks because of the grant.""")

# ---------------------------------------------------------------- turn 8
c.user("""Right, the grant. It's the Riverina On-Farm Efficiency Grant, Round 4. I started an application in the portal months ago and never finished it. Guidelines are at /farm/grants/ROFEG4_guidelines.pdf. Main worry is what you said — do we blow eligibility if Mallee starts on the 3rd?""")

guide = """RIVERINA ON-FARM EFFICIENCY GRANT (ROFEG) - ROUND 4 - PROGRAM GUIDELINES (v1.2, July 2025)

1. Purpose
   Co-funds on-farm infrastructure that produces measurable, ongoing water savings on irrigated farms in the
   Murrumbidgee and Lower Wirra valleys.
2. Key dates
   2.1 Applications open 1 July 2025 and close 5:00 pm AEDT, Friday 31 October 2025. Late applications will not be accepted.
   2.2 Outcomes are expected to be notified in February 2026.
3. Funding
   3.1 Grants of $5,000 to $50,000 (ex GST).
   3.2 Applicants must co-contribute at least 50% of eligible project costs (cash). Maximum grant = 50% of eligible costs.
4. Eligible and ineligible activities
   4.1 Eligible: channel lining/piping; conversion to pressurised or automated systems; pump upgrades that improve
       energy or water efficiency (e.g. VSDs) where a baseline efficiency test is supplied; tailwater return systems.
   4.2 Ineligible: routine maintenance or like-for-like repair of existing infrastructure; purchase of water; land;
       works required by a compliance order.
   4.3 Timing of works: Works must not commence before the application is lodged. Works commenced after lodgement
       and before notification of outcome are undertaken at the applicant's own risk and, if the application is
       successful, eligible costs incurred after the lodgement date may be claimed. Costs incurred before lodgement
       are not eligible under any circumstances.
5. Application requirements
   5.1 Project description and farm map showing location of works.
   5.2 Two written quotes from independent suppliers for each major item (> $10,000).
   5.3 Water savings statement prepared by a qualified agronomist, irrigation designer or CID, estimating annual
       savings in ML with method (e.g. ponding test, meter reconciliation).
   5.4 Evidence of water entitlement (current account statement).
   5.5 ABN and GST registration details.
6. Assessment criteria: water saved per $ of grant (40%); project readiness (25%); value for money (20%);
   regional benefit (15%).
7. Payment: 100% on completion against tax invoices, as-constructed evidence and photos.
8. Project completion: funded works must be completed and acquitted by 30 June 2027. Extensions may be requested in
   writing at least 30 days before the completion date.
9. Reporting: a final report (template provided) including (a) as-constructed drawings or equivalent survey, (b) before
   and after photos taken from marked photo points, (c) tax invoices and proof of payment, (d) a post-project water
   savings verification using the same method as the original statement, within 12 months of completion.
10. Water savings: the Program may require that a proportion of verified savings is not used to expand irrigated area
    for 3 years (see FAQ 7). Savings are not transferred to the Government under this Round.
11. Conflicts of interest: quotes from related parties must be declared. Applicant may not engage a related party
    contractor without prior written approval.
12. Privacy: application information may be shared with WaterNSW, DCCEEW and the Lower Wirra Irrigation District
    for verification of entitlement and usage.

FREQUENTLY ASKED QUESTIONS
FAQ 1. Can I apply for more than one project? Yes, up to two projects per ABN per round, total grant capped at $50,000.
FAQ 2. Can my contribution be in-kind (own labour/machinery)? No. Co-contribution must be cash (3.2).
FAQ 3. Do quotes have to be current? Quotes must be dated within 90 days of lodgement.
FAQ 4. What if the contractor's price changes after lodgement? Grant is capped at 50% of the eligible cost in the
       application. Price increases are at the applicant's cost; decreases reduce the grant pro rata.
FAQ 5. I have started works already. Costs before lodgement are not eligible (4.3); later stages may be.
FAQ 6. Who can sign the water savings statement? An agronomist with tertiary qualifications and 3+ years irrigation
       experience, a Certified Irrigation Designer (CID), or an engineer with irrigation experience.
FAQ 7. Can I use the saved water to irrigate more land? For Round 4 there is no restriction on use of saved water.
       (This replaces the 3-year condition referenced in clause 10 of v1.0.)
FAQ 8. Is GST included? All amounts are ex GST.
FAQ 9. Will I be visited? A random 10% of projects are inspected before payment.
FAQ 10. How do I lodge? Via the online portal only. Lodgement is complete when the status shows SUBMITTED and a
        receipt number is issued. Saved drafts are not lodged."""

portal = """ROFEG Round 4 - Application ROFEG4-0883 (DRAFT)
Applicant: Yarran Flat Pastoral Co.   ABN: 43 612 775 018   Contact: Dan Kowalski
Created: 14-Jul-2025   Last saved: 14-Jul-2025   Completion: 2 of 7 sections

Section 1 Applicant details ........... COMPLETE
Section 2 Project description ......... INCOMPLETE  (text: "Reline main channel - TBC")
Section 3 Budget & co-contribution .... EMPTY
Section 4 Quotes (min 2 per item) ..... EMPTY  (0 files)
Section 5 Water savings statement ..... EMPTY  (requires qualified professional's signed statement)
Section 6 Entitlement evidence ........ EMPTY
Section 7 Declarations ................ COMPLETE (must be re-confirmed on submission)
Closing: 31-Oct-2025 17:00 AEDT (32 days remaining)

Section guidance (portal help text)
  2 Project description: max 500 words. Describe current infrastructure, proposed works, location (attach farm map
    with works marked), expected life of asset, and how savings will be measured.
  3 Budget: list each eligible item with supplier and ex-GST amount. Grant requested must not exceed 50% of eligible
    costs or $50,000. State source of co-contribution (cash reserves, finance).
  4 Quotes: upload PDF quotes (min 2 independent suppliers per item > $10,000). Quotes must be dated within 90 days.
  5 Water savings statement: upload signed statement (template WSS-4) with method, baseline data and calculation.
  6 Entitlement evidence: upload current water account statement showing entitlement and allocation (PDF).
  7 Declarations: conflict of interest, no duplicate funding, compliance with water laws, consent to site inspection.
Lodgement: the Submit button is enabled only when all 7 sections are COMPLETE. A receipt number (RFG4-R-xxxxx) is
issued on submission; drafts are not lodged."""

c.model("Reading the guidelines and the draft application.", [
    ("file_read", {"path": "/farm/grants/ROFEG4_guidelines.pdf"}, guide),
    ("grant_portal_get", {"program": "ROFEG-R4", "application_id": "ROFEG4-0883"}, portal),
])

c.model("""## Short answer: a 3 Nov start is OK **if we lodge before 3 Nov**

**Clause 4.3**: works must not start before the application is lodged. Works started *after lodgement* but before the outcome are at your own risk, and if you're successful, costs incurred after lodgement can be claimed. Costs before lodgement are never eligible.

So the sequence has to be:
1. **Lodge ROFEG4-0883 before Mallee mobilises** — realistically by **Fri 31 Oct 5:00 pm AEDT** (the closing time anyway, clause 2.1).
2. Mallee starts 3 Nov → eligible, but **at Sandra's risk**: outcomes aren't due until **February 2026** (2.2). If the grant fails, Yarran Flat pays 100%.
3. Don't pay Mallee a deposit or sign anything that incurs cost before lodgement — pre-lodgement costs are ineligible "under any circumstances".

## What else the guidelines mean for us
- **Pump 2 repair is out** — that's like-for-like repair (4.2). Don't put RPE-WO-5531 in the budget.
- A **VSD on Pump 2** would be eligible (4.1) but needs a baseline pump efficiency test, and we have no time to get one done and quoted before 31 Oct. I'd keep this application to the relining.
- **Two quotes** per major item (5.2): we have three; attach Mallee plus Hutchins (the closest like-for-like). Delta is fine to include too.
- **Water savings statement** (5.3) must come from a qualified agronomist/irrigation designer with a method. This is the long pole — Megan is the obvious person; the meter reconciliation (your 10% loss figure) is exactly the kind of method they want.
- **Entitlement evidence** (5.4): the account statement I pulled this morning will do.
- Scoring is 40% on **water saved per grant dollar**, so a lower Mallee price directly helps the score.

## The draft (ROFEG4-0883)
2 of 7 sections done (applicant details, declarations). Missing: project description, budget, quotes, water savings statement, entitlement evidence.

### Rough water-savings number to sanity-check with Megan
Last season's 10% loss at ~560 ML through the outlet is ~56 ML. If most of that is MSC-1 seepage and lining removes, say, 70% of it, that's **~38 ML/yr**. At a $20k grant that's ~1.9 ML per $1,000 — respectable.

### Critical path to 3 Nov
| Date | Step |
|---|---|
| this week | Megan engaged for the statement; draft sections 2, 3, 4, 6 |
| ~1-10 Oct | Mallee's revised price in; Sandra's approval |
| by 27 Oct | Megan's signed statement (section 5) |
| **28 Oct** | Lodge → receipt number → written confirmation to Mallee |
| 31 Oct 5 pm | hard close |
| 3 Nov | Mallee mobilises (after lodgement, at own risk) |

How would you like to handle it? My suggestion: relining only, I ask Megan for the savings statement, and I fill in sections 2, 3, 4 and 6 now with the current Mallee price, then update the numbers when Jess comes back.""")

# ---------------------------------------------------------------- turn 9
c.user("""Agree. Relining only, forget the VSD. Email Megan for the statement, she did the reconciliation with me so she knows the channel — megan@tullyagronomy.com.au. And fill in what you can in the draft.""")

c.model(None, [
    ("email_send", {"from": "farmops@yarranflat.com.au", "to": ["megan@tullyagronomy.com.au"], "cc": ["dan@yarranflat.com.au"],
                    "subject": "Water savings statement for ROFEG Round 4 - MSC-1 relining (Yarran Flat)",
                    "body": "Hi Megan,\n\nWe're applying to ROFEG Round 4 (application ROFEG4-0883) to co-fund relining of the main supply channel MSC-1 "
                            "(Outlet 14/1 to the Top Bay 1 head ditch, approx. 1,900 m, 0.75 mm HDPE).\n\n"
                            "Clause 5.3 of the guidelines requires a water savings statement from a qualified agronomist/irrigation designer, "
                            "estimating annual savings in ML with the method used. Dan suggested you, since you did the 2024-25 meter reconciliation "
                            "that showed ~10% loss between Outlet 14/2 and the paddocks.\n\n"
                            "Our rough working is ~38 ML/yr (about 70% of ~56 ML annual loss attributed to MSC-1 seepage), but we'd like your "
                            "professional estimate and method.\n\nThe application closes 5:00 pm AEDT Friday 31 October, so ideally we'd have the "
                            "signed statement by Monday 27 October. Please let us know your fee.\n\nThanks,\nDan Kowalski (sent by FarmOps)"},
     "SENT  message-id <20250929.0415.rofeg@yarranflat.com.au>  to megan@tullyagronomy.com.au  cc dan@yarranflat.com.au  at 29-Sep-2025 12:20"),
    ("grant_portal_update", {"program": "ROFEG-R4", "application_id": "ROFEG4-0883",
                             "sections": {
                                 "2_project_description": "Relining of Main Supply Channel MSC-1 (approx. 1,900 m) from LWID Outlet 14/1 to the Top Bay 1 head ditch with 0.75 mm HDPE liner keyed into anchor trenches, reshaping of channel prism and resetting of three 450 mm culvert crossings. Seepage from the unlined earthen channel is the main component of the ~10% conveyance loss measured in the 2024-25 meter reconciliation.",
                                 "3_budget": {"eligible_cost_ex_gst": 41750.00, "grant_requested": 20875.00, "applicant_contribution": 20875.00, "note": "Provisional - contractor price under negotiation"},
                                 "4_quotes": ["/farm/quotes/MSC-1/MalleeCivil_MC-Q-1147.pdf", "/farm/quotes/MSC-1/Hutchins_HS-0925-04.pdf", "/farm/quotes/MSC-1/DeltaEarthworks_Q-DE-2291.pdf"],
                                 "6_entitlement_evidence": "LWID statement 40127-YF dated 29-Sep-2025"}},
     "SAVED  ROFEG4-0883 (DRAFT)  Completion: 5 of 7 sections\nSection 2 Project description ......... COMPLETE\nSection 3 Budget ...................... COMPLETE  grant requested $20,875.00 (50.0% of eligible $41,750.00)\nSection 4 Quotes ...................... COMPLETE  3 files\nSection 5 Water savings statement ..... EMPTY\nSection 6 Entitlement evidence ........ COMPLETE\nWarning: Section 6 - please upload the statement as PDF; text reference accepted for draft only."),
])
c.model("""**Done.**

- **Megan** e-mailed (cc you): asked for a signed clause 5.3 water savings statement with method, our rough ~38 ML/yr as a starting point, **by Mon 27 Oct**, and her fee.
- **ROFEG4-0883** is now **5 of 7** sections:
  - Project description — written (MSC-1, ~1,900 m, 0.75 mm HDPE, culverts reset).
  - Budget — provisional at Mallee's current **$41,750**, so grant requested **$20,875** (50%). I'll change this when Jess comes back with a new price.
  - Quotes — all three attached.
  - Entitlement — referenced; the portal wants the statement as a **PDF** before submission, so I'll need to export it.
- Still missing: **section 5** (Megan's statement) and re-confirming **section 7** declarations at submission.""")

# ---------------------------------------------------------------- turn 10
c.user("It's Thursday now (2 Oct). Anything back from Mallee? Check the inbox.")

inbox2 = """4 messages matching to:dan@yarranflat.com.au after:2025-09-29

[1] From: jess@malleecivil.com.au  Date: 01 Oct 2025 16:05
Subject: RE: MSC-1 channel relining - quote MC-Q-1147
Hi Dan,
Thanks for coming back to us. We've had another look and can do the job for $39,900 ex GST on the 0.75 mm
spec, and that now includes as-constructed drawings. This is revision 2 of MC-Q-1147 (attached).
The 1.0 mm HDPE option would be $44,300 ex GST (liner supply is the difference, same labour).
We can hold the 3 November start until Friday 24 October - after that I'll have to give the crew to another
job and the next window would be February. Quote validity extended to 31 October.
Cheers, Jess Carter | Mallee Civil & Irrigation | 0438 204 551

[2] From: water.accounts@lwid.com.au  Date: 01 Oct 2025 10:31
Subject: Meter reconciliation MR-2025-112 finalised - carryover adjusted (account 40127-YF)
Dear Mr Kowalski,
The reconciliation of meter LW-M-22871 at Outlet 14/2 is complete. The meter was found to be under-reading by
2.3% over the 2024-25 season. Your 2024-25 usage has been adjusted by +14.0 ML and your 2025-26 carryover
has been reduced accordingly:
   Carryover credited: was 85.0 ML, now 71.0 ML (adjustment -14.0 ML, transaction CA-2025-0388)
The meter will be replaced at no cost to you during the week of 10 November 2025.
You may request a review within 28 days of this notice.
Regards, Water Accounts Team" + mr_table() + "

[3] From: megan@tullyagronomy.com.au  Date: 30 Sep 2025 08:47
Subject: RE: Water savings statement for ROFEG Round 4 - MSC-1 relining (Yarran Flat)
Happy to do it. I'll use the reconciliation data plus a ponding test on a 200 m section of MSC-1 if you can
keep that section full and isolated for 24 hours sometime next week. Fee $1,450 + GST. Realistically the
statement will be with you by 27 October. - Megan

[4] From: orders@coateshire.com.au  Date: 29 Sep 2025 12:02
Subject: Booking confirmation HIRE-CO-88412
Your hire of CP150-0417 is confirmed for 06/10/2025 - 17/10/2025. Delivery Mon 06/10 07:00-10:00."""
inbox2 = inbox2.replace("4 messages", "7 messages") + noise_emails(5, ["30 Sep 2025 06:10", "29 Sep 2025 17:45", "29 Sep 2025 13:30"])

c.model(None, [
    ("email_search", {"mailbox": "dan@yarranflat.com.au", "query": "to:dan@yarranflat.com.au after:2025-09-29", "limit": 10}, inbox2),
])

c.model("""## Three useful replies

### 1. Mallee — under $40k
Jess came back with **revision 2 of MC-Q-1147: $39,900 ex GST** on the 0.75 mm spec, **now including as-constructed drawings** (was $41,750 + $950). The **1.0 mm** option is **$44,300**.
- She'll hold the **3 Nov start until Fri 24 Oct**; after that the next window is **February**, which would put relining into peak season or next winter.
- Quote validity extended to 31 Oct.

| | 0.75 mm (rev 2) | 1.0 mm option |
|---|---|---|
| Price ex GST | **$39,900** | $44,300 |
| Grant (50%) | $19,950 | $22,150 |
| Yarran Flat share | $19,950 | $22,150 |
| Warranty | 8 yrs | likely 10 yrs (to confirm) |

The extra $4,400 for the thicker liner costs you **$2,200 net** if the grant comes through, $4,400 if not.

### 2. Carryover cut — budget check
MR-2025-112 is finalised: meter LW-M-22871 under-read by 2.3%, so carryover is **now 71.0 ML, was 85.0 ML** (transaction CA-2025-0388). You have 28 days to request a review; a 2.3% meter error is a fairly normal finding, I wouldn't expect a review to change it.

Re-running option B on 36% + 71 ML:

| | ML |
|---|---|
| Allocation 36% | 432.0 |
| Carryover | **71.0** |
| Total at outlet | 503.0 |
| Used to date | -84.0 |
| Remaining at outlet | 419.0 |
| Losses 10% | -41.9 |
| **At field** | **377.1** |
| Option B demand | 356.4 |
| **Buffer** | **20.7** ❗ |

That's **below your 30 ML buffer rule** by 9.3 ML. This is exactly the situation sorghum was for: dropping sorghum from 14 ha to **12 ha** saves 8.4 ML; lucerne stays on deficit. I'd suggest:
- **Sorghum 12 ha** (was 14) → demand 348.0 ML → buffer **29.1 ML** — still a hair under 30; or
- **Sorghum 11 ha** → demand 343.8 → buffer **33.3 ML** ✅

Sorghum doesn't go in until November, so no need to decide today — but I'd pencil in 11 ha and wait for the 15 Oct assessment.

### 3. Megan's in
She'll do it: reconciliation data + a **24-hour ponding test on a 200 m section of MSC-1** next week (needs that section full and isolated), fee **$1,450 + GST**, statement by **27 Oct**. That leaves 4 days to lodge before the 31 Oct close — fine, but not much slack.

### Next step
Mallee at $39,900 is over your $25k line, so it needs **Sandra's sign-off**. Shall I send her a summary with the comparison, asking her to approve Mallee at $39,900 and choose 0.75 mm vs 1.0 mm?""")

# ---------------------------------------------------------------- turn 11
c.user("""0.75. The 1.0 isn't worth another 4 grand on a channel that's mostly clay, no stock go near it. Sorghum to 11 ha, fine.

Send it to Sandra for sign-off — sandra.yeo@yarranflat.com.au. Be clear the 3 Nov start is at our risk if the grant fails. And fix the grant budget to the new price.""")

c.model(None, [
    ("email_send", {"from": "farmops@yarranflat.com.au", "to": ["sandra.yeo@yarranflat.com.au"], "cc": ["dan@yarranflat.com.au"],
                    "subject": "Approval needed: MSC-1 channel relining - Mallee Civil $39,900 ex GST",
                    "body": "Hi Sandra,\n\nDan is asking for your approval (over the $25k delegation) to engage Mallee Civil & Irrigation to reline "
                            "the main supply channel MSC-1 (~1,900 m).\n\nQuotes received (ex GST):\n"
                            "- Mallee Civil, MC-Q-1147 rev 2: $39,900, 0.75 mm HDPE liner, as-constructed drawings included, start 3 Nov 2025\n"
                            "- Hutchins & Sons, HS-0925-04: $44,900, 1.0 mm liner, start 17 Nov 2025\n"
                            "- Delta Earthworks, Q-DE-2291: $48,200, 1.0 mm liner, start late Jan 2026 (mid-season - not workable)\n\n"
                            "Recommendation: Mallee at $39,900 on the 0.75 mm spec (1.0 mm option was $44,300; not justified on a clay channel with no stock access).\n\n"
                            "Grant: we are applying to ROFEG Round 4 (application ROFEG4-0883) for 50% = $19,950. Under clause 4.3 works can start after "
                            "we lodge, but outcomes are not announced until February 2026. If Mallee starts on 3 Nov and the grant is unsuccessful, "
                            "Yarran Flat pays the full $39,900. Nothing will be signed or paid before the application is lodged.\n\n"
                            "Mallee will only hold the 3 Nov start until Friday 24 October (next window February).\n\n"
                            "Context: the district cut GS allocation to 36% and our carryover was reduced to 71 ML after the meter audit. "
                            "The channel loses ~10% of everything we pump, so relining is worth ~38 ML/yr (Megan Tully to confirm).\n\n"
                            "Could you reply with approval (or questions)?\n\nThanks,\nDan (via FarmOps)"},
     "SENT  message-id <20251002.0501.msc1@yarranflat.com.au>  to sandra.yeo@yarranflat.com.au  cc dan@yarranflat.com.au  at 02-Oct-2025 09:14"),
    ("grant_portal_update", {"program": "ROFEG-R4", "application_id": "ROFEG4-0883",
                             "sections": {"3_budget": {"eligible_cost_ex_gst": 39900.00, "grant_requested": 19950.00, "applicant_contribution": 19950.00,
                                                       "note": "Mallee Civil MC-Q-1147 rev 2, includes as-constructed drawings"},
                                          "4_quotes_replace": {"/farm/quotes/MSC-1/MalleeCivil_MC-Q-1147.pdf": "/farm/quotes/MSC-1/MalleeCivil_MC-Q-1147_rev2.pdf"}}},
     "SAVED  ROFEG4-0883 (DRAFT)  Completion: 5 of 7 sections\nSection 3 Budget: grant requested was $20,875.00 now $19,950.00 (50.0% of eligible $39,900.00)\nSection 4 Quotes: 3 files (MalleeCivil_MC-Q-1147.pdf replaced by MalleeCivil_MC-Q-1147_rev2.pdf)"),
])
c.model("""**Done.**
- **Sandra** has the approval request (cc you): Mallee **MC-Q-1147 rev 2 at $39,900**, 0.75 mm, all three quotes listed, and spelled out that a 3 Nov start means Yarran Flat carries the full cost if the grant fails; nothing signed or paid before lodgement; Mallee's **24 Oct** hold date.
- **ROFEG4-0883** budget: grant requested **$19,950** (was $20,875), eligible cost $39,900; Mallee rev 2 quote swapped in.
- **Workbook**: I haven't touched it yet for the carryover cut and sorghum 11 ha — the 15 Oct assessment may change things again, so I'll do one update then rather than two. Working numbers: carryover 71.0 ML, sorghum **11 ha**, buffer 33.3 ML ✅.

Also on the calendar for Megan's ponding test: she needs a 200 m section of MSC-1 full and isolated for 24 hours next week. That clashes a little with the wheat/cotton pre-watering traffic through the same channel — I'd suggest the section below the Top Bay 2 turnout on a day Pump 1 + the Coates pump are feeding River 1/2 instead. Let me know a day and I'll confirm it with her.""")

# ---------------------------------------------------------------- turn 12
c.user("""Different thing. Graham Pell next door (Boorook) rang last night. He wants an easement along our northern boundary — the Boundary N paddock — to run a 300 mm poly line about 640 m from the LWID offtake at 14/3 across to his place. He's offering $6,000 one-off. He says it'd be buried, we'd never know it's there.

Bit more from the call: he's converting his back block to drip for almonds and his own channel from 14/5 is "too slow and leaks like a sieve". He wants to lay the pipe this summer, before Christmas if he can get a contractor. He said his solicitor can "draw something up quick". He also asked whether we'd be OK with his contractor using our headland track to get the trencher in. I said I'd think about it and get back to him.

Sandra hasn't heard about it yet. What should I be thinking about?""")

c.model("""## Graham Pell's easement request — what to think about

Nothing here is urgent on your side; the main thing is not to agree to anything on the phone. Here's how I'd break it down.

### 1. What exactly is being asked
- **Registered easement** (on title, permanent, runs with the land, binds future owners) vs. a **licence/access agreement** (contractual, can be time-limited or terminated). Graham will want a registered easement because it gives his water security value on his title; that's also exactly why it has a real value to *your* land.
- **Width and rights**: a 300 mm line usually comes with a 3-6 m corridor, plus the right to enter with machinery to repair it. Over 640 m, a 5 m corridor is about **0.32 ha** that you can't build on, dig into or put a channel across without his consent.

| | Registered easement | Licence / access agreement |
|---|---|---|
| Lasts | forever, on title, binds future owners | fixed term (e.g. 10-20 yrs), renewable |
| Can you end it? | only by agreement / court | yes, per its termination clauses |
| Effect on sale value | real (buyers' solicitors will ask) | smaller, if terminable |
| Graham's security | high (what he'll want) | lower |
| Survey & registration cost | ~$3-6k (grantee should pay) | minimal |
| Usual payment | one-off compensation | annual fee, indexed |

### 2. Interaction with your own plans
- **Boundary N is a cotton paddock in the rotation.** Laser-levelled bays don't mix well with a buried line: future re-levelling, deep ripping and bankers' cuts would all need to keep off it or cover him.
- **Offtake 14/3 capacity**: if he's drawing from the same LWID offtake that feeds part of your system, check whether LWID treats it as a **shared offtake**. On a hot week you don't want to be competing for delivery share at the same structure. That's a question for LWID, not Graham.
- **MSC-1 relining**: your relined channel doesn't run along Boundary N, but if you ever pipe from 14/3 yourself (the next efficiency project?), you'd want that corridor free.

### 3. Money
- $6,000 one-off for a permanent easement over 640 m is on the low side. Easement compensation is usually a combination of land value of the affected strip, injurious affection to the rest of the paddock (working around it forever), and your costs (solicitor, survey, registration) — which the grantee normally pays on top.
- An annual fee instead of one-off is common for water lines, and lets you review it.

### 4. Risk and liability
- Who fixes your land if the line bursts and scours a bay? Who pays if your header or ripper damages it?
- Indemnity and insurance from Graham; depth of cover (at least 900 mm under cultivation); marker posts; notice period for access.

### 5. Process
1. **Talk to Sandra first** — it's her title.
2. Get a **solicitor** to advise on easement vs licence and the terms. Do you have someone you use for the farm?
3. Ask Graham for a **plan** showing the proposed route, corridor width, depth and the offtake details, in writing.
4. Check with **LWID** about the 14/3 offtake arrangement.

### Suggested holding reply to Graham (e-mail)
> Hi Graham, thanks for the call about the pipeline easement along our northern boundary. We're open to talking about it, but we'll need to run it past Sandra and get some advice before we can give you an answer. Could you send through a sketch of the proposed route, corridor width and depth, and how you'd be connecting at the 14/3 offtake? We'll come back to you once we've had a proper look. Cheers, Dan

Want me to send that?""")

# ---------------------------------------------------------------- turn 13
c.user("""Send Graham the holding reply, graham.pell@boorook.net.au, but don't mention any money. I'll ring Ruth Okafor, our solicitor, next week about it. And yes I'll tell Sandra.""")

c.model(None, [
    ("email_send", {"from": "farmops@yarranflat.com.au", "to": ["graham.pell@boorook.net.au"], "cc": ["dan@yarranflat.com.au"],
                    "subject": "Pipeline easement - northern boundary",
                    "body": "Hi Graham,\n\nThanks for the call about the pipeline easement along our northern boundary. We're open to talking about it, "
                            "but we'll need to run it past Sandra and get some advice before we can give you an answer.\n\n"
                            "Could you send through a sketch of the proposed route, the corridor width and depth of the line, and how you'd be "
                            "connecting at the 14/3 offtake?\n\nWe'll come back to you once we've had a proper look.\n\nCheers,\nDan"},
     "SENT  message-id <20251002.0533.easement@yarranflat.com.au>  to graham.pell@boorook.net.au  cc dan@yarranflat.com.au  at 02-Oct-2025 15:02"),
])
c.model("""Sent to Graham — no mention of money, asks for route sketch, corridor width/depth and the 14/3 connection details.

Open on the easement:
- Your call to **Ruth Okafor** next week (easement vs licence, terms, compensation).
- Telling **Sandra**.
- Whether LWID treats **offtake 14/3** as shared — worth asking Water Accounts when you speak to them next.""")

# ---------------------------------------------------------------- turn 14
c.user("It's Friday 10 Oct. Sandra says she's replied, and I think Ridgeway sent something too. Check? The Coates pump's been going flat out since Monday, wheat watering 1 is done on River 1 and 2, and we got 10 ha of cotton pre-watered before Megan's ponding test held up the channel for a day.")

inbox3 = """3 messages matching to:dan@yarranflat.com.au after:2025-10-02

[1] From: sandra.yeo@yarranflat.com.au  Date: 07 Oct 2025 21:40
Subject: RE: Approval needed: MSC-1 channel relining - Mallee Civil $39,900 ex GST
Dan - approved. Go with Mallee at $39,900 on the 0.75 mm liner, 3 November start, and I accept the risk on the
grant. Two conditions: the application must be lodged before they put a machine on the ground, and I want a
5% retention held until the as-constructed drawings are in.
Re Graham's pipeline - you mentioned it on the phone. Don't agree to anything or even discuss terms until I've
spoken with Ruth myself. I'd rather we're not seen to be negotiating yet.
Sandra

[2] From: service@ridgewaypumps.com.au  Date: 07 Oct 2025 14:22
Subject: RPE-WO-5531 - P2 river pump - schedule change
Hi Dan,
Bad news on the bearings - the SKF set for the drive end is on back-order from Melbourne, won't land in
Griffith until Friday 17th. We'll have to move your job from Tue 14 Oct to Tue 21 Oct, 7 am.
On the motor: 2.1 MΩ on a 75 kW is borderline. We'll do the PI test once it's on the bench. If it's under 2.0 we'd
recommend a rewind - ballpark $3,400-$3,900 and adds about 8 working days. We'll ring you before doing anything.
Sorry for the hassle.
Sean Ridgeway, Ridgeway Pump & Electrical

[3] From: megan@tullyagronomy.com.au  Date: 06 Oct 2025 17:55
Subject: Ponding test MSC-1
Ponding test booked for Thursday 9 Oct on the section below the Top Bay 2 turnout as you suggested. Need it
filled by 7 am and left isolated until 7 am Friday. - M"""
inbox3 = inbox3.replace("3 messages", "7 messages") + noise_emails(4, ["06 Oct 2025 09:02", "04 Oct 2025 12:15", "03 Oct 2025 08:30"]) + ponding()

c.model(None, [
    ("email_search", {"mailbox": "dan@yarranflat.com.au", "query": "to:dan@yarranflat.com.au after:2025-10-02", "limit": 10}, inbox3),
])

c.model("""## Sandra — approved, with conditions
- ✅ **Mallee at $39,900, 0.75 mm, 3 Nov start**; she accepts the grant risk.
- Condition 1: **ROFEG4-0883 must be lodged before Mallee puts a machine on the ground.**
- Condition 2: **5% retention** (= **$1,995**) held until as-constructed drawings are delivered.
- **Graham's easement: don't agree to or even discuss terms until Sandra has spoken with Ruth herself.** (So your call to Ruth next week — Sandra may want to make it. The holding e-mail we sent Graham is consistent with that.)

## Ridgeway — Pump 2 slips a week
- Bearings on back-order; RPE-WO-5531 moves **from Tue 14 Oct to Tue 21 Oct, 7 am**.
- Motor: PI test on the bench; **if under 2.0, rewind recommended: ~$3,400-$3,900, +8 working days**. They'll ring first. If a rewind happens, P2 wouldn't be back until roughly **early November** — right when Mallee has the channel out.

### Knock-on: the Coates hire ends 17 Oct
P2 won't be back before ~22-23 Oct at best. Second wheat watering (by ~20 Oct) plus cotton watering-up would be on Pump 1 alone after 17 Oct. I'd extend **HIRE-CO-88412** by a week to **Fri 24 Oct** (+$1,150 plus waiver ≈ **$1,254**). If the motor needs a rewind we can extend again, but you wouldn't need much pumping during the Mallee works anyway because the channel is shut.

### How the dates now stack up
| Date | Event | Risk |
|---|---|---|
| 17 Oct | Coates hire ends (as booked) | P2 not back → P1 alone for wheat watering 2 |
| 21 Oct | Ridgeway on site | bearings must arrive 17 Oct as promised |
| ~23 Oct | P2 back (no rewind) | — |
| 24 Oct | Mallee's hold deadline | Sandra's approval is in, so fine |
| 27-28 Oct | Megan's statement → lodge | tight but workable |
| ~4 Nov | P2 back (with rewind) | channel shut anyway 3-28 Nov |

## Megan — ponding test
The test ran **Thu 9 Oct** as booked, and she's already sent **preliminary results** this morning:
- Net seepage about **37 mm/day** over the wetted perimeter in the 200 m section below the Top Bay 2 turnout.
- Scaled to 1,900 m and ~150 running days: **~48 ML/yr** lost through MSC-1.
- With lining removing 80-90%, she expects to land the statement at **38-43 ML/yr** — our 38 ML rough figure was on the conservative side, which is good for the "water saved per grant dollar" criterion: at $19,950 that's roughly **1.9-2.2 ML per $1,000**.
- Formal statement still due **27 Oct**.

Sanity check against the meter reconciliation: 10% of ~560 ML through the outlet is ~56 ML; MSC-1 seepage of ~48 ML would be most of it, which fits what you've always said about that channel.

## Suggested actions
1. Extend Coates to **24 Oct**.
2. Confirm the new date with Ridgeway and the rewind approval process.
3. Write to Mallee: accept rev 2 at $39,900 for 3 Nov, **subject to lodgement of the grant first**, 5% retention until as-constructed, contract to follow.

Go ahead with all three?""")

# ---------------------------------------------------------------- turn 15
c.user("""Yes all three. For Ridgeway — if it needs the rewind, tell them I approve up to $3,900 and they can just get on with it, don't wait for me. Tell Mallee we'll lodge the grant by the 28th at the latest.""")

c.model(None, [
    ("equipment_hire_amend", {"booking_id": "HIRE-CO-88412", "new_end": "2025-10-24", "reason": "Main pump repair delayed (bearing back-order); need temporary pumping to 24 Oct"},
     "AMENDED  HIRE-CO-88412\nEnd date: was Fri 17-Oct-2025, now Fri 24-Oct-2025\nAdditional charge: $1,150.00 hire + $103.50 damage waiver = $1,253.50 ex GST\nRevised estimated total: $4,600.50 ex GST\nPick-up: Fri 24-Oct-2025 after 13:00"),
    ("workorder_update", {"work_order": "RPE-WO-5531", "scheduled_start": "2025-10-21T07:00",
                          "notes": "Date moved per Ridgeway e-mail 07-Oct (bearing back-order). Motor: if PI test < 2.0, rewind pre-approved up to $3,900 ex GST - proceed without further approval, advise Dan same day. Anything above $3,900 needs Dan's approval.",
                          "approved_variation_limit": 3900.00},
     "UPDATED  RPE-WO-5531  revision 2\nScheduled start: was Tue 14-Oct-2025 07:00, now Tue 21-Oct-2025 07:00\nApproved variation limit: was $0.00, now $3,900.00 (motor rewind, conditional on PI < 2.0)\nPO YF-PO-2025-061 total authorised: $11,760.00 ex GST (quote $7,860.00 + variation $3,900.00)\nSupplier notified: service@ridgewaypumps.com.au"),
    ("email_send", {"from": "farmops@yarranflat.com.au", "to": ["jess@malleecivil.com.au"], "cc": ["dan@yarranflat.com.au"],
                    "subject": "RE: MSC-1 channel relining - quote MC-Q-1147 rev 2 - acceptance",
                    "body": "Hi Jess,\n\nGood news - the owner has approved. We accept MC-Q-1147 revision 2 at $39,900 ex GST (0.75 mm HDPE, as-constructed drawings included) "
                            "with a start of Monday 3 November 2025.\n\nConditions:\n"
                            "1. Acceptance is subject to us lodging our ROFEG grant application first. We will lodge by Tuesday 28 October at the latest and will "
                            "confirm to you in writing the same day. Please don't mobilise or incur costs on our account before that confirmation.\n"
                            "2. We'll hold a 5% retention ($1,995) until the as-constructed drawings are received.\n\n"
                            "A written contract/PO will follow. Can you confirm you're holding the 3 Nov crew on that basis?\n\nThanks,\nDan Kowalski"},
     "SENT  message-id <20251010.0610.mcq1147@yarranflat.com.au>  to jess@malleecivil.com.au  cc dan@yarranflat.com.au  at 10-Oct-2025 10:31"),
])
c.model("""**Done — all three.**

| Action | Result |
|---|---|
| Coates **HIRE-CO-88412** | end date **24 Oct** (was 17 Oct), +$1,253.50, total ~$4,600.50 ex GST; pick-up after 1 pm on the 24th |
| Ridgeway **RPE-WO-5531** rev 2 | start **Tue 21 Oct 7 am** (was 14 Oct); rewind **pre-approved to $3,900** if PI < 2.0, proceed and tell you same day; PO YF-PO-2025-061 now authorised to $11,760 |
| Mallee acceptance | rev 2 at **$39,900**, start **3 Nov**, subject to grant lodgement **by 28 Oct** (we'll confirm in writing that day), 5% retention **$1,995**; no mobilisation or costs before our confirmation; contract/PO to follow |

Still waiting on Jess to confirm she's holding the crew. The lodgement commitment is now the critical path: **Megan's statement due 27 Oct → lodge 28 Oct → confirm to Mallee the same day.**""")

# ---------------------------------------------------------------- turn 16
c.user("""16 Oct. District's put out a new announcement, GS up to 40% from yesterday's assessment. Can you check the account and redo the budget? If it's real I want the extra into cotton — we're still in the sowing window till about the 25th. Seed's not a problem, Megan says we can get another 10 ha worth.

Also from the field walk with Megan yesterday: the cotton on Top Bay 1 and Boundary S went in on the 13th and 14th, 28 ha, soil was 16 degrees, looks good. Top Bay 2 is worked up and ready if we want it. She reckons the ponding test numbers will put the statement at about 40 ML a year. And Jess from Mallee rang me — she's holding the crew for the 3rd, just needs the grant confirmation.""")

stmt3 = """LWID WATER ACCOUNT - 40127-YF (General Security, entitlement 1,200.0 ML) - as at 16-Oct-2025 08:00

Recent transactions
  29-Sep-2025  AA-2025-07 allocation revision (45% -> 36%)          -108.0 ML
  01-Oct-2025  CA-2025-0388 carryover adjustment (MR-2025-112)        -14.0 ML
  03-Oct-2025  DO-78120 Outlet 14/2 wheat (River 1, River 2)          -28.4 ML
  07-Oct-2025  DO-78166 Outlet 14/1 cotton pre-irrigation              -17.6 ML
  09-Oct-2025  DO-78170 Outlet 14/1 ponding test MSC-1 (Tully)          -0.4 ML
  11-Oct-2025  DO-78193 Outlet 14/1 cotton pre-irrigation              -13.5 ML
  15-Oct-2025  AA-2025-08 allocation increase (36% -> 40%)            +48.0 ML

Summary
  Carryover credited ........ 71.0 ML   (was 85.0 ML; CA-2025-0388)
  Allocation credited ....... 480.0 ML  (was 432.0 ML; AA-2025-08 applied 15-Oct-2025)
  Current allocation % ...... 40%
  Total season water ........ 551.0 ML
  Used to date .............. 143.9 ML
  Available balance ......... 407.1 ML
Notice: AA-2025-08 - "Improved inflows to Lake Corran. Next assessment 3 November 2025."

LWID announcement AA-2025-08 (15-Oct-2025): Following rainfall in the upper catchment in late September and early
October, inflows to Lake Corran of 141 GL have been recorded since the last assessment. The Lower Wirra General
Security allocation increases by 4% to 40%. High Security remains 100%. Conveyance reserve is fully provisioned for
2025-26. The carryover limit remains 30% of entitlement. Customers are reminded that the allocation announced is
the volume available for the whole water year; further increases are possible but not assured, and customers should
plan on current allocations. Next assessment: 3 November 2025. """ + oct_deliveries()

c.model(None, [
    ("water_account_get", {"account_id": "40127-YF", "season": "2025-26", "include_transactions": True, "since": "2025-09-29"}, stmt3),
])

c.model("""## It's real: **40%**, credited yesterday (AA-2025-08)

| | Was | Now |
|---|---|---|
| Allocation | 432.0 ML (36%) | **480.0 ML (40%)** |
| Carryover | 71.0 ML | 71.0 ML |
| **Total season water** | 503.0 ML | **551.0 ML** |

Used to date is now 143.9 ML (84.0 before the plan + 59.9 ML of October wheat/pre-water/ponding), leaving **407.1 ML at the outlet**.

### Re-basing the budget on the season total
Easier to do it on the whole season so nothing is double-counted:

| | ML |
|---|---|
| Total season water | 551.0 |
| Pre-plan use (Aug-Sep wheat + S&D) | -84.0 |
| Water for the plan, at outlet | 467.0 |
| Losses 10% | -46.7 |
| **At field for the plan** | **420.3** |
| Buffer | -30.0 |
| **Available for crops** | **390.3** |

### Putting the extra into cotton
Current working plan (workbook rev 7 plus the 71 ML carryover and sorghum at 11 ha) uses 343.8 ML: wheat 48.0 + cotton 28 ha 201.6 + sorghum 11 ha 46.2 + lucerne 48.0. That leaves **46.5 ML** spare at field.

46.5 ÷ 7.2 = **6.4 ha** more cotton. Options:

| | Cotton | Sorghum | Demand | Buffer | Note |
|---|---|---|---|---|---|
| a | **34 ha** | 11 ha | 387.0 | **33.3** | uses the extra, keeps buffer over 30 |
| b | 36 ha | 9 ha | 393.0 | 27.3 | below 30 ❌ |
| c | 35 ha | 11 ha | 394.2 | 26.1 | below 30 ❌ |

So **cotton 34 ha, sorghum 11 ha** is the most cotton that keeps the 30 ML buffer. That's +6 ha (~+$17,400 GM).

### Caveats
- Next assessment **3 Nov**; could go up again — that would be the time to put sorghum back up, not more cotton (sowing window shut).
- The 6 extra ha need pre-irrigation now (~6.7 ML at outlet) — with the Coates pump until the 24th that's about a day's pumping.
- Which bays? Top Bay 2 is next to the ones already pre-watered on 14/1 — I'd use that.

Go with 34 ha?""")

# ---------------------------------------------------------------- turn 17
c.user("""Your 36 ha rows are wrong, you've taken sorghum down but forgotten the lucerne's on 6 not 8.5 — actually no, you're right, I checked. But I want more cotton than 34. Drop sorghum altogether if you need to, sorghum's a marginal crop for us anyway. What's the most cotton with zero sorghum and the 30 ML buffer?""")

c.model("""You're right to push — sorghum at $226/ML is well under cotton's $403/ML, and with the 3 Nov assessment still to come there's less need for the shock absorber.

### Max cotton, no sorghum, 30 ML buffer
Available for crops: 390.3 ML at field
- Wheat finishing: 48.0
- Lucerne 8 ha deficit: 48.0
- Left for cotton: **294.3 ML ÷ 7.2 = 40.9 ha**

| Cotton | Demand | Buffer | |
|---|---|---|---|
| 40 ha | 384.0 | 36.3 | ✅ |
| **41 ha** | 391.2 | **29.1** | just under ❌ |
| 38 ha | 369.6 | 50.7 | ✅ comfortable |

**40 ha is the maximum** that keeps the 30 ML buffer.

### But I'd hesitate at 40 ha, for one reason
The relining. Mallee has MSC-1 out **3-28 Nov**, and if Ridgeway rewinds the P2 motor it's back ~early Nov. Early cotton on heavy clay may want its first in-crop watering late Nov / early Dec; the more cotton you have, the more a late finish by Mallee hurts. Also, the February buffer is what protects 40 ha in a heatwave — with zero sorghum you have nothing left to cut except cotton itself.

A middle path: **38 ha cotton, no sorghum** → buffer **50.7 ML**, which also covers a hot February or a slip on the relining. If the 3 Nov assessment goes up, there's no crop to put it into — but you could sell the surplus temp water (at ~$300/ML that's worth more than growing sorghum on it).

| | Cotton | Sorghum | Buffer | Est. GM (cotton) |
|---|---|---|---|---|
| Max | 40 ha | 0 | 36.3 ML | ~$116,100 |
| **Suggested** | **38 ha** | **0** | **50.7 ML** | ~$110,300 |

Your call.""")

# ---------------------------------------------------------------- turn 18
c.user("""38, no sorghum. Update the plan. Sandra will like the bigger buffer. Then tell me what's still outstanding — I'm away Thurs-Fri next week at the field day and want a list.""")

c.model(None, [
    ("sheet_update", {"path": "/farm/plans/2025-26/crop_water_budget_v3.xlsx", "sheet": "Budget",
                      "changes": [{"cell": "B2", "label": "Allocation %", "value": "40%", "note": "AA-2025-08 15-Oct"},
                                  {"cell": "B4", "label": "Carryover", "value": 71.0, "note": "MR-2025-112 final, CA-2025-0388"},
                                  {"cell": "C10", "label": "Cotton ha", "value": 38},
                                  {"cell": "C12", "label": "Sorghum ha", "value": 0}],
                      "comment": "40% allocation. Cotton 38 ha (was 28), sorghum dropped (was 11 ha). Wheat 40 ha finish, lucerne 8 ha deficit. Buffer 50.7 ML."},
     "OK  saved as revision 8 (was revision 7)\nchanged: B2 36% -> 40%; B4 85.0 -> 71.0; C10 28 -> 38; C12 14 -> 0\nrecalculated: At field (plan) 420.3 | Demand 369.6 | Buffer 50.7 (target 30.0) OK\n" + rev8_monthly()),
    ("calendar_create", {"calendar": "dan@yarranflat.com.au", "title": "Lodge ROFEG4-0883 (needs Megan's statement) + confirm to Mallee",
                         "start": "2025-10-28T09:00", "end": "2025-10-28T10:00",
                         "description": "Megan's water savings statement due 27 Oct. Upload as Section 5, export LWID statement PDF for Section 6, re-confirm declarations, lodge. Then e-mail Jess (Mallee) confirming lodgement so 3 Nov start can proceed. Hard close 31 Oct 5 pm AEDT.",
                         "reminders_minutes": [1440, 60]},
     "CREATED  event EV-20251028-0093  Tue 28-Oct-2025 09:00-10:00  reminders: 1 day, 1 hour before"),
])

c.model("""**Done.** Workbook **revision 8**: 40% allocation, **cotton 38 ha**, sorghum dropped, wheat 40 ha finishing, lucerne 8 ha on deficit — demand **369.6 ML**, buffer **50.7 ML**. I also put a calendar event on **Tue 28 Oct 9 am** (EV-20251028-0093) to lodge the grant.

## Season plan as it stands
| Crop | Area | ML/ha (field) | ML |
|---|---|---|---|
| Wheat finishing | 40 ha | 1.2 | 48.0 |
| Cotton | **38 ha** | 7.2 | 273.6 |
| Lucerne (deficit) | 8 ha | 6.0 | 48.0 |
| Maize / sorghum | – | – | – |
| **Total** | | | **369.6** |
| Buffer | | | **50.7** |

Water: 40% = **480.0 ML** + carryover **71.0 ML** = **551.0 ML** on 40127-YF; next assessment **3 Nov**.

## Decision log (so far)
| Date | Decision | By |
|---|---|---|
| 29 Sep | Option B adopted (cotton + sorghum, maize dropped, lucerne deficit) | Dan |
| 29 Sep | No temporary water purchase at $310/ML | Dan |
| 29 Sep | Ridgeway RPE-WO-5531 booked, $7,860 | Dan |
| 29 Sep | Coates 150 mm diesel hire HIRE-CO-88412 | Dan |
| 29 Sep | Grant ROFEG4-0883 = relining only, no VSD | Dan |
| 2 Oct | Mallee 0.75 mm liner (not 1.0 mm); sorghum 11 ha | Dan |
| 7 Oct | Mallee $39,900, 3 Nov start, 5% retention, lodge first | Sandra |
| 7 Oct | No discussion of easement terms until Sandra has seen Ruth | Sandra |
| 10 Oct | Coates extended to 24 Oct; rewind pre-approved to $3,900 | Dan |
| 16 Oct | 40% allocation → cotton 38 ha, sorghum dropped | Dan |

## Outstanding — while you're at the field day
**Pending actions**
1. **Pre-water the extra 10 ha of cotton** (Top Bay 2) — ~11 ML at the outlet, while the Coates pump is still here (returns **Fri 24 Oct**, HIRE-CO-88412).
2. **Ridgeway, Tue 21 Oct** (RPE-WO-5531): P2 rebuild; PI test on the motor. Rewind pre-approved to $3,900 if PI < 2.0 — they'll tell you the same day. If rewound, P2 is back ~early Nov.
3. **Megan's water savings statement** due **Mon 27 Oct** — chase on the 24th if nothing's come.
4. **Lodge ROFEG4-0883** on **Tue 28 Oct** (calendar set): section 5 (Megan), section 6 (statement PDF), declarations. Request is **$19,950**.
5. **Confirm to Jess at Mallee** in writing the day we lodge; then issue the contract/PO for **$39,900** with the 5% retention **$1,995**. (Jess has confirmed by phone she's holding the 3 Nov crew pending that confirmation.)
6. Channel MSC-1 must be **shut and dry at Outlet 14/1 from 3 Nov** — make sure the cotton's watered up before then.

**Open issues**
- **Graham Pell's easement** (Boundary N, 300 mm line from offtake 14/3): on hold. Sandra wants to speak to **Ruth Okafor** herself before anyone discusses terms. Graham hasn't sent his route sketch yet. Also unanswered: whether LWID treats 14/3 as a shared offtake.
- **P2 motor**: 2.1 MΩ reading — rewind or not is unknown until Ridgeway's PI test on the 21st.
- **Carryover review**: 28-day window on MR-2025-112 closes ~29 Oct; I haven't recommended a review and nobody has asked for one — let it lapse unless you say otherwise.

Anything you want me to chase while you're away?""")

# ---------------------------------------------------------------- turn 19
c.user("""No that's good. One correction though — I'm not going to be the one ringing Ruth, leave that to Sandra like she said. And leave the carryover review, not worth it. Thanks.""")

c.model("""Noted:
- **Ruth Okafor / easement** — Sandra's to handle; I've taken it off your list. The easement stays on hold; no one discusses terms with Graham until Sandra has spoken to Ruth.
- **Carryover review (MR-2025-112)** — not pursuing; carryover stays at **71.0 ML**.

Enjoy the field day. I'll watch for Ridgeway's PI result on the 21st and Megan's statement on the 27th, and have the lodgement confirmation to Jess ready for the 28th.""")

# ---------------------------------------------------------------- turn 20
c.user("""One more before I go. Give me month by month how the water gets used from here, at the outlet, with what's left in the account each month — Sandra always asks "when do we run out". Include the pumps, so I can see if P1 alone can cope if the P2 rewind drags.""")

c.model("""## Month-by-month water use, 2025-26 (from 16 Oct, at the outlet)

Basis: account balance **407.1 ML** at 16 Oct; plan = wheat 40 ha finishing, cotton **38 ha**, lucerne 8 ha on deficit; 10% losses added back (outlet = field ÷ 0.9); 30 ML buffer sitting unused until February. Cotton profile from Megan's sheet (pre-water + ~6.2 ML/ha in-crop, peaking Jan), lucerne spread Oct-Apr.

| Month | Wheat | Cotton | Lucerne | **Outlet total** | Balance after | Pump days needed* |
|---|---|---|---|---|---|---|
| 16-31 Oct | 26.7 | 18.9 (pre-water, extra 10 ha + top-ups) | 5.9 | **51.5** | 355.6 | 6.9 (P1 only) |
| Nov | – | 12.7 (1-2 and 29-30 Nov only) | 6.4 | **19.1** | 336.5 | 2.5 — *channel shut 3-28 Nov* |
| Dec | – | 59.1 | 7.5 | **66.6** | 269.9 | 8.9 |
| Jan | – | 80.2 | 8.0 | **88.2** | 181.7 | 11.8 |
| Feb | – | 71.8 | 7.5 | **79.3** | 102.4 | 10.6 |
| Mar | – | 38.0 | 5.9 | **43.9** | 58.5 | 5.9 |
| Apr | – | – | 4.3 | **4.3** | **54.2** | 0.6 |

\*at P1's 7.5 ML/day; with P2 back the combined capacity is ~16 ML/day, so the peak (January, 88 ML) is about 5.5 days of both pumps or 11.8 days of P1 alone.

Closing balance **~54 ML**: that's the 50.7 ML buffer plus rounding, and it's still in the account at the end of April. Under LWID carryover rules (cap 30% of entitlement), anything unused carries over to 2026-27 subject to the usual carryover accounting.

### "When do we run out?"
- **On this plan, we don't.** The tightest point is the end of February with ~102 ML left and ~48 ML still to apply.
- A hot February (+25% cotton demand) uses about **18 ML** more — the buffer covers it with room to spare.
- If the 3 Nov assessment goes up, the extra is unallocated; options then are carry it over or sell temp water (weekly VWAP ~$306/ML).

### Can Pump 1 cope alone if the P2 rewind drags?
- **October**: yes, just — 51.5 ML in ~6.9 days on P1, with the Coates pump until 24 Oct covering the wheat watering crunch.
- **November**: the channel is shut for relining 3-28 Nov anyway; cotton establishment water only. P1 is fine.
- **December-January**: P1 alone would need ~12 days of pumping in January — feasible on paper, but with no redundancy. If P2 isn't back by **1 December**, I'd book another hire pump rather than risk cotton at squaring/flowering.

### For Sandra in one line
> 551 ML for the season (40% + 71 ML carryover); plan uses ~369.6 ML at the field on 40 ha wheat, 38 ha cotton and 8 ha lucerne; we finish April with ~54 ML in hand.""")

# =================================================================== labels
L = c.label
L("user_goal", "Plan Yarran Flat's 2025-26 irrigation season under the reduced LWID allocation, always keeping 30 ML unallocated as a February buffer; Sandra (owner) must sign off any spend over $25k",
  ["30 ML", "over $25k"])
L("fact", "Entitlement is 1,200 ML general security on LWID account 40127-YF; on-farm losses are taken as 10% outlet-to-paddock",
  ["1,200 ML", "10% between the outlet"])
L("fact", "Final allocation is 40% (AA-2025-08, credited 15 Oct) = 480.0 ML; with 71.0 ML carryover the season total is 551.0 ML",
  ["480.0 ML (40%)", "551.0 ML"])
L("fact", "Carryover was cut to 71.0 ML after meter reconciliation MR-2025-112 (meter LW-M-22871 under-read 2.3%), transaction CA-2025-0388",
  ["now 71.0 ML", "CA-2025-0388"])
L("fact", "Megan Tully's gross margins per at-field ML: cotton $403/ML, sorghum $226, maize $218 — cotton is the best use of water",
  ["$403", "$218"])
L("fact", "ROFEG guideline clause 4.3: works may start after lodgement at applicant's own risk; pre-lodgement costs never eligible; closes 5:00 pm AEDT Fri 31 October 2025, outcomes February 2026",
  ["4.3", "31 October 2025"])
L("fact", "Pump 2 repair (like-for-like) is ineligible for the grant under clause 4.2; VSD excluded from the application",
  ["4.2", "Pump 2 repair is out"])
L("fact", "Mallee Civil will hold the 3 Nov crew only until Fri 24 Oct; MSC-1 must be dry and isolated at Outlet 14/1 during works (3-28 Nov)",
  ["Friday 24 October", "3-28 Nov"])
L("decision", "Final crop plan (workbook rev 8): cotton 38 ha, sorghum dropped, maize dropped, wheat 40 ha finishing, lucerne 8 ha deficit 6.0 ML/ha; demand 369.6 ML, buffer 50.7 ML",
  ["38 ha", "369.6", "50.7 ML"])
L("decision", "No temporary water purchase at $310/ML (maize/sorghum lose money on bought water)",
  ["no temp water for now"])
L("decision", "Hired Coates 150 mm diesel pump (HIRE-CO-88412), extended to Fri 24 Oct because of the P2 delay",
  ["HIRE-CO-88412", "now Fri 24-Oct-2025"])
L("decision", "Mallee Civil chosen for MSC-1 relining: quote MC-Q-1147 rev 2 at $39,900 ex GST, 0.75 mm liner, start 3 Nov, approved by Sandra with 5% retention ($1,995) and lodgement first",
  ["$39,900", "$1,995"])
L("decision", "Grant ROFEG4-0883 is for the relining only, requesting $19,950 (50% of $39,900)",
  ["$19,950"])
L("decision", "Motor rewind on P2 pre-approved up to $3,900 if PI < 2.0, Ridgeway to proceed without waiting",
  ["$3,900", "RPE-WO-5531"])
L("decision", "Carryover review of MR-2025-112 not pursued",
  ["leave the carryover review"])
L("pending_action", "Ridgeway to rebuild P2 on Tue 21 Oct 7 am (RPE-WO-5531) and run the PI test",
  ["RPE-WO-5531", "Tue 21 Oct"])
L("pending_action", "Get Megan Tully's water savings statement (due Mon 27 Oct) and lodge ROFEG4-0883 on Tue 28 Oct (event EV-20251028-0093), before 31 Oct close",
  ["ROFEG4-0883", "EV-20251028-0093"])
L("pending_action", "Confirm lodgement to Jess at Mallee in writing the same day, then issue contract/PO for $39,900 with 5% retention; Jess has not yet confirmed holding the 3 Nov crew",
  ["jess@malleecivil.com.au", "contract/PO"])
L("pending_action", "Pre-water the extra 10 ha cotton (Top Bay 2) before Coates pump returns on 24 Oct and before MSC-1 shuts on 3 Nov",
  ["extra 10 ha", "Top Bay 2"])
L("open_issue", "Graham Pell's easement request (300 mm line, 640 m along Boundary N from offtake 14/3) is on hold; Sandra to speak with solicitor Ruth Okafor before any terms are discussed",
  ["Graham Pell", "Ruth Okafor"])
L("open_issue", "Whether LWID treats offtake 14/3 (Graham's proposed connection point) as a shared offtake is unanswered",
  ["offtake 14/3", "shared offtake"])
L("open_issue", "P2 motor insulation (2.1 MΩ) — whether a rewind is needed is unknown until the PI test",
  ["2.1 MΩ", "PI test"])
L("reference", "LWID water account 40127-YF", ["40127-YF"])
L("reference", "Crop water budget workbook /farm/plans/2025-26/crop_water_budget_v3.xlsx (revision 8)",
  ["/farm/plans/2025-26/crop_water_budget_v3.xlsx"])
L("reference", "Mallee quote MC-Q-1147 rev 2; contact Jess Carter jess@malleecivil.com.au",
  ["MC-Q-1147", "jess@malleecivil.com.au"])
L("reference", "Owner Sandra Yeo sandra.yeo@yarranflat.com.au", ["sandra.yeo@yarranflat.com.au"])
L("reference", "Agronomist Megan Tully megan@tullyagronomy.com.au", ["megan@tullyagronomy.com.au"])

S = c.stale_item
S("GS allocation 45% = 540 ML (replaced by 36% in AA-2025-07, then 40%)", ["45%", "540"], "Allocation revision AA-2025-07")
S("GS allocation 36% = 432 ML (replaced by 40% / 480 ML, AA-2025-08)", ["36%", "432"], "AA-2025-08 allocation increase")
S("Carryover 85 ML (replaced by 71.0 ML after MR-2025-112)", ["carryover", "85"], "was 85.0 ML, now 71.0 ML")
S("Pump 2 repair booked Tue 14 Oct (moved to Tue 21 Oct)", ["14 Oct", "RPE-WO-5531"], "move your job from Tue 14 Oct to Tue 21 Oct")
S("Mallee quote $41,750 (revised to $39,900)", ["$41,750"], "$39,900 ex GST on the 0.75 mm")
S("Grant request $20,875 (reduced to $19,950)", ["$20,875"], "now $19,950.00")
S("Cotton area 28 ha with sorghum under option B (later 38 ha, no sorghum)", ["28 ha", "sorghum"], "38, no sorghum")
S("Sorghum 14 ha then 11 ha (dropped entirely)", ["sorghum", "11 ha"], "38, no sorghum")
S("Coates hire ending Fri 17 Oct (extended to 24 Oct)", ["HIRE-CO-88412", "17 Oct"], "was Fri 17-Oct-2025, now Fri 24-Oct-2025")

c.dump("/work/blind18/out/blind-farm-irrigation-season-plan.json")
print(len(c.messages), "messages", len(c.labels), "labels", len(c.stale), "stale")

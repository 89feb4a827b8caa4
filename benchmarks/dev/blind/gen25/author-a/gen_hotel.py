"""Generator: blind-hotel-revenue-overbooking (deterministic)."""
import random, sys
sys.path.insert(0, "/work/blind25/author-a")
from common import Conv

R = random.Random(2517)
FIRST = "James Olivia Liam Emma Noah Ava Ethan Sophia Mason Isabella Lucas Mia Henry Amelia Leo Harper Jack Evelyn Owen Abigail Samuel Emily Daniel Ella Wyatt Grace Julian Chloe Levi Zoe Caleb Nora Isaac Lily Aaron Hannah Adrian Layla Nathan Riley Ravi Mei Tomasz Ingrid Kwame Yara Diego Anika Felix Sanne Omar Keiko Pablo Freya Arjun Lucia Mateo Elif Kofi Signe".split()
LAST = "Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Thompson White Harris Clark Lewis Robinson Walker Young Allen King Wright Scott Nguyen Hill Flores Green Adams Nelson Baker Hall Campbell Mitchell Carter Roberts Kowalski Haddad Mensah Sato Novak Berg Costa Iyer Schultz Dubois Rossi Yilmaz Okoye Lindgren Fischer".split()
def name():
    return f"{R.choice(FIRST)} {R.choice(LAST)}"

c = Conv("blind-hotel-revenue-overbooking",
         "Calder Hotel Boston: overbooked NEXA MedTech Summit weekend (Oct 16-18)",
         "You are Ledger, a revenue-management assistant for The Calder Hotel Boston (312 rooms). "
         "You work through the hotel's tools: the PMS (reservations, inventory, group blocks), the RMS "
         "(rates, forecasts, history), the channel manager (OTA allotments), the walk-list module, the "
         "sister-property connector, the task board and e-mail. Confirm before changes that affect guests "
         "directly; report every change with its record id. Today is Monday, October 6, 2025.")

# ---------------------------------------------------------------- turn 1
c.user("""Morning. We've got a problem with the NEXA MedTech Summit weekend at the convention center (Oct 16–18). Friday **Oct 17** is showing ~108% on the books and I need it under control before we start pre-walk calls on Wednesday Oct 15.

What I want:
- Get us to an oversell cap of 12 rooms on Friday (on the books vs sellable), no worse.
- Don't walk anyone Platinum or Titanium, and nobody on the NEXA speaker/faculty list.
- Don't push Friday BAR below our floor of $389 whatever you do — ownership will kill me.
- Thursday is tight too but Friday is the one that matters.

Pull the inventory for the 15th–19th and the NEXA block (code NEXA1025) and tell me where we stand.""")

# inventory table
dates = [("Wed", "Oct 15"), ("Thu", "Oct 16"), ("Fri", "Oct 17"), ("Sat", "Oct 18"), ("Sun", "Oct 19")]
inv = {  # phys, ooo, transient, nexa block, nexa picked, other groups, BAR
    "Oct 15": (312, 4, 201, 38, 31, 0, 329),
    "Oct 16": (312, 4, 176, 132, 109, 12, 369),
    "Oct 17": (312, 4, 172, 140, 118, 20, 399),
    "Oct 18": (312, 4, 158, 96, 71, 20, 359),
    "Oct 19": (312, 4, 97, 0, 0, 0, 249),
}
lines = ["PMS INVENTORY  property=CAL-BOS  range=2025-10-15..2025-10-19  run=2025-10-06 08:12 EDT  user=rm.ledger",
         "",
         "DATE        DOW  PHYS  OOO  SELLABLE  TRANS_OTB  GRP_BLOCK  GRP_PICKED  GRP_UNPICKED  COMMITTED  AVAIL  OCC%    BAR     ADR_OTB",
         "----------  ---  ----  ---  --------  ---------  ---------  ----------  ------------  ---------  -----  ------  ------  -------"]
for dow, d in dates:
    p, o, t, nb, npk, og, bar = inv[d]
    s = p - o; blk = nb + og; picked = npk + og; com = t + blk
    adr = R.randint(291, 338)
    lines.append(f"2025-10-{d[-2:]}  {dow}  {p:>4}  {o:>3}  {s:>8}  {t:>9}  {blk:>9}  {picked:>10}  {blk-picked:>12}  {com:>9}  {s-com:>5}  {100*com/s:5.1f}%  ${bar:<5}  ${adr}")
lines += ["", "OOO ROOMS (all dates): 1412, 1414 (bathroom renovation, ENG-WO-88231, return TBD), 903 (HVAC, ENG-WO-88307), 617 (carpet, ENG-WO-88310)",
          "", "ROOM TYPE DETAIL"]
rtypes = [("KNG", "King", 148), ("DQQ", "Double Queen", 112), ("KST", "King Suite", 24), ("ADA", "Accessible King", 14), ("PRS", "Presidential/Specialty", 14)]
for dow, d in dates:
    p, o, t, nb, npk, og, bar = inv[d]
    lines.append(f"  {d} ({dow})")
    lines.append("    TYPE  NAME                    PHYS  OOO  TRANS  GRP   COMMIT  AVAIL  BAR_TYPE")
    remt, remg = t, nb + og
    ooo_map = {"KNG": 2, "DQQ": 1, "KST": 1}
    for i, (code, nm, cnt) in enumerate(rtypes):
        oo = ooo_map.get(code, 0)
        if i < len(rtypes) - 1:
            tt = round(t * cnt / 312 + R.randint(-3, 3)); gg = round((nb + og) * cnt / 312 + R.randint(-2, 2))
            tt = max(0, min(tt, remt)); gg = max(0, min(gg, remg))
        else:
            tt, gg = remt, remg
        remt -= tt; remg -= gg
        av = cnt - oo - tt - gg
        lines.append(f"    {code}   {nm:<22}  {cnt:>4}  {oo:>3}  {tt:>5}  {gg:>4}  {tt+gg:>6}  {av:>5}  ${bar + {'KNG':0,'DQQ':20,'KST':180,'ADA':0,'PRS':420}[code]}")
lines += ["", "CHANNEL ALLOTMENTS (channel manager SiteLink, open/unsold)",
          "  CHANNEL        OCT15  OCT16  OCT17  OCT18  RATE PLANS",
          "  Expedia          6     10     10      8    EXPNR, EXPPKG, EXPFLX (Hotel Collect + Expedia Collect)",
          "  Booking.com      5      8      8      6    BKGNR, BKGFLX",
          "  GDS (Sabre/Amadeus)  open  open  open  open  LNR-*, BAR, AAA",
          "  Brand.com        open  open  open  open  BAR, AAA, PKG-PARK, MEMBER",
          "",
          "WARNINGS",
          "  W-217  2025-10-16 committed exceeds sellable by 9 rooms (102.9%)",
          "  W-217  2025-10-17 committed exceeds sellable by 24 rooms (107.8%)",
          "  W-402  OTA allotment still open on oversold dates: Expedia (Oct16 10, Oct17 10), Booking.com (Oct16 8, Oct17 8)"]
lines += ["", "RESERVATION ACTIVITY LOG  stay dates 2025-10-16..2025-10-17  last 72h (newest first)",
          "  TIMESTAMP            ACTION  CONF         GUEST                 CHANNEL        RATE_CODE  STAY          RM  USER"]
import datetime as _dt0
ts = _dt0.datetime(2025, 10, 6, 8, 5)
for k in range(150):
    ts -= _dt0.timedelta(minutes=R.randint(8, 41))
    act = R.choice(["NEW", "NEW", "NEW", "NEW", "MOD", "CXL", "NEW", "REINST"])
    ch = R.choice(["Expedia", "Booking.com", "Brand.com", "GDS", "Voice", "Group-link", "Hotels.com"])
    rc = {"Expedia": "EXPNR", "Booking.com": R.choice(["BKGNR", "BKGFLX"]), "Brand.com": R.choice(["BAR", "MEMBER", "AAA"]), "GDS": R.choice(["LNR-IBM", "LNR-PFE", "BAR", "GOV"]),
          "Voice": "BAR", "Group-link": "NEXA1025", "Hotels.com": "HCOM"}[ch]
    stay = R.choice(["10/16-10/17", "10/17-10/18", "10/16-10/18", "10/17-10/19", "10/15-10/18"])
    lines.append(f"  {ts:%Y-%m-%d %H:%M}     {act:<6}  CNF-48{R.randint(10000,29999)}{R.randint(0,9)}  {name():<20}  {ch:<13}  {rc:<9}  {stay}   {R.randint(1,1)}  {R.choice(['SITELINK', 'SITELINK', 'GDS-IF', 'res.agent3', 'res.agent7', 'WEB'])}")
inv_out = "\n".join(lines)

grp = ["GROUP BLOCK  NEXA1025  \"NEXA MedTech Summit 2025\"",
       "Account: NEXA Events LLC   Planner: Priya Raman <priya.raman@nexaevents.com>   Sales mgr: Tessa Grant",
       "Contract: CT-2025-0419 (signed 2025-03-14)   Group rate: $329 run-of-house, single/double",
       "Cutoff date: 2025-10-09   Attrition: 80% of final block (clause 7.1)   Review clause 7.2: hotel may reduce unpicked block at 14-day review without penalty",
       "Comp policy: 1 per 40 picked-up room nights   Billing: individual pays own (room+tax), master acct MA-77120 for 14 faculty rooms",
       "",
       "NIGHT       BLOCK  PICKED  UNPICKED  PICKUP%  RATE",
       "2025-10-15     38      31         7    81.6%  $329",
       "2025-10-16    132     109        23    82.6%  $329",
       "2025-10-17    140     118        22    84.3%  $329",
       "2025-10-18     96      71        25    74.0%  $329",
       "",
       "Pickup pace (Fri Oct 17): 30d ago 96 | 21d ago 104 | 14d ago 111 | 7d ago 116 | today 118",
       "",
       "ROOMING LIST (Fri 2025-10-17 in-house, 118 names)  FAC = faculty/speaker flag",
       "CONF        GUEST                      ARR     DEP     TYPE  FAC  BILL"]
fac_names = ["Dr. Helen Okonjo", "Dr. Marcus Feld", "Prof. Anna Brisk", "Dr. Samir Qureshi", "Dr. Lena Holt",
             "Dr. Vikram Sethi", "Prof. Claire Monet", "Dr. Jonah Weiss", "Dr. Ruth Adeyemi", "Dr. Tomas Varga",
             "Prof. Ines Cardoso", "Dr. Peter Lund", "Dr. Grace Obi", "Dr. Alan Mercer"]
for i in range(118):
    fac = i < 14
    nm = fac_names[i] if fac else name()
    arr = R.choice(["10-15", "10-16", "10-16", "10-16", "10-17"]) if not fac else "10-16"
    dep = R.choice(["10-18", "10-18", "10-19"])
    grp.append(f"G-{5530100 + i*7}  {nm:<25}  {arr}   {dep}   {R.choice(['KNG','KNG','DQQ','DQQ','KST'])}   {'Y' if fac else '-'}    {'MA-77120' if fac else 'IND'}")
grp.append("END OF LIST")
grp_out = "\n".join(grp)

c.call("Pulling the 5-night inventory and the NEXA1025 block.", [
    ("pms_inventory_query", {"property": "CAL-BOS", "from": "2025-10-15", "to": "2025-10-19", "detail": ["room_type", "channels", "ooo"]}, inv_out),
    ("group_block_get", {"property": "CAL-BOS", "block_code": "NEXA1025", "include": ["nights", "pace", "rooming_list"], "rooming_night": "2025-10-17"}, grp_out),
])

c.model("""## Where Friday Oct 17 stands

| | Rooms |
|---|---|
| Physical | 312 |
| Out of order (1412, 1414, 903, 617) | 4 |
| **Sellable** | **308** |
| Transient on the books | 172 |
| NEXA1025 block (118 picked + 22 unpicked) | 140 |
| Other groups (fully picked) | 20 |
| **Committed** | **332** |
| **Oversold** | **24 (107.8%)** |

Thursday Oct 16 is oversold by 9 (102.9%). Saturday is fine.

**What's driving it**
- **The NEXA block is the biggest lever.** 22 Friday rooms are still unpicked with cutoff on **Oct 9**. Their pace has flattened (116 → 118 in the last 7 days). Clause 7.2 of CT-2025-0419 lets us cut unpicked rooms at the 14-day review with no penalty, and we're inside that window.
- **The OTAs are still selling into an oversold night.** Expedia has 10 and Booking.com 8 open for both Thu and Fri (warning W-402).
- **BAR at $399 is cheap for a citywide night.** It's $10 above your $389 floor, on a night we're 24 over.

## Options

| | A: Rate only | B: Wash + close OTAs + rate | C: Wash all unpicked |
|---|---|---|---|
| NEXA block | unchanged (140) | release **14** unpicked → 126 | release all 22 → 118 |
| Expedia / Booking | close both | close both | close both |
| Friday BAR | $399 → $459 | $399 → $459 | $399 → $429 |
| Oversold after | 24 (only stops growth) | **10** | 2 |
| Risk | walk exposure stays huge | leaves NEXA 8 rooms of headroom for late registrations | NEXA has no room for late regs; relationship risk before their cutoff |

I'd go with **B**. It gets us inside your cap of 12. It also leaves Priya some headroom for the late registrations that usually turn up in the last week before a medical conference. $459 is still in line with citywide compression.

Which way do you want to go?""")

# ---------------------------------------------------------------- turn 2
c.user("B. But leave Booking.com at 2 for Thu and Fri instead of closing it fully — their rate parity team is already on us. Expedia fully closed.")

c.call("Applying option B with Booking.com left at 2.", [
    ("group_block_update", {"property": "CAL-BOS", "block_code": "NEXA1025", "changes": [{"night": "2025-10-17", "block": 126}], "reason": "14-day review per clause 7.2 CT-2025-0419; unpicked Friday rooms reduced 22 -> 8 due to oversell", "notify_sales": True}, 
     "OK  block NEXA1025 revision 14 -> 15\n  night 2025-10-17  block was 140  now 126  picked 118  unpicked was 22 now 8\n  inventory returned to house: 14 (applied against oversell, not released to sale)\n  sales manager Tessa Grant notified (msg NTF-99120)\n  NOTE: planner is not auto-notified; clause 7.2 requires written notice within 48h"),
    ("channel_allotment_update", {"channel": "Expedia", "property": "CAL-BOS", "dates": ["2025-10-16", "2025-10-17"], "allotment": 0, "stop_sell": True, "reason": "Oversold citywide NEXA"},
     "SiteLink CHG-4471803  Expedia  CAL-BOS\n  2025-10-16  allotment was 10  now 0  stop_sell=Y\n  2025-10-17  allotment was 10  now 0  stop_sell=Y\n  pushed to partner: 08:31:07 EDT (ack 200)"),
    ("channel_allotment_update", {"channel": "Booking.com", "property": "CAL-BOS", "dates": ["2025-10-16", "2025-10-17"], "allotment": 2, "stop_sell": False, "reason": "Oversold citywide NEXA; parity - keep minimal availability"},
     "SiteLink CHG-4471804  Booking.com  CAL-BOS\n  2025-10-16  allotment was 8  now 2\n  2025-10-17  allotment was 8  now 2\n  pushed to partner: 08:31:09 EDT (ack 200)"),
    ("rms_rate_override", {"property": "CAL-BOS", "date": "2025-10-17", "rate_plan": "BAR", "room_type": "KNG", "amount": 459, "derive_others": True, "reason": "Citywide NEXA compression; oversold", "expires": "2025-10-17"},
     "RMS override OVR-220915  BAR 2025-10-17\n  KNG was $399 now $459 | DQQ was $419 now $479 | KST was $579 now $639 | ADA was $399 now $459\n  floor check: $459 >= floor $389 OK\n  derived plans updated: AAA (-10%) $413, MEMBER (-5%) $436, PKG-PARK $479\n  pricing pushed to brand.com, GDS, Booking.com"),
])

c.model("""Done. Option B is live:

- **NEXA1025**: Friday block **140 → 126**, so 8 unpicked remain (block revision 15). The 14 rooms went back against the oversell and were not released to sale.
- **Expedia**: stop-sell Thu 16 & Fri 17, allotment 10 → **0** (CHG-4471803).
- **Booking.com**: allotment 8 → **2** Thu & Fri (CHG-4471804).
- **Friday BAR**: $399 → **$459** KNG (OVR-220915). Derived rates followed, and it clears the $389 floor.

Friday is now **10 oversold** (318 committed vs 308 sellable), inside the cap of 12.

⚠️ Clause 7.2 requires **written notice to the planner within 48h** of the block reduction, and the PMS didn't notify Priya. Want me to draft that notice?""")

# ---------------------------------------------------------------- turn 3
c.user("Tessa will handle the notice, she owns the relationship. Side question — what's our real no-show/late cancel on conference Fridays? I want to know how much of the 10 will take care of itself.")

hist = ["RMS HISTORY  report=noshow_latecxl  property=CAL-BOS  filter=citywide_event AND dow=Fri  years=2022-2025",
        "",
        "DATE        EVENT                              OTB_DOA  NOSHOW  NS%    LATE_CXL(<24h)  LC%    WALKED  DENIALS  OCC_FINAL",
        "----------  ---------------------------------  -------  ------  -----  --------------  -----  ------  -------  ---------"]
events = ["AAOS Regional", "BIO Partnering", "HIMSS Northeast", "NEXA MedTech Summit", "ASCO Breakthrough", "RSNA Satellite",
          "Boston Marathon Expo", "MassRobotics Summit", "AHA Scientific", "Head of the Charles", "PAX East", "NEJM Forum",
          "BioProcess Intl", "ACS Fall Meeting", "MIT Reunion", "Harvard Commencement"]
tot_otb = tot_ns = tot_lc = 0
for y in (2022, 2023, 2024, 2025):
    for k in range(9 if y < 2025 else 6):
        m = R.randint(1, 12); d = R.randint(1, 28)
        otb = R.randint(296, 331); ns = round(otb * R.uniform(0.018, 0.045)); lc = round(otb * R.uniform(0.008, 0.021))
        walked = max(0, otb - ns - lc - 308 + R.randint(-3, 2))
        tot_otb += otb; tot_ns += ns; tot_lc += lc
        hist.append(f"{y}-{m:02d}-{d:02d}  {R.choice(events):<33}  {otb:>7}  {ns:>6}  {100*ns/otb:4.1f}%  {lc:>14}  {100*lc/otb:4.1f}%  {walked:>6}  {R.randint(0,40):>7}  {min(100.0, 100*(otb-ns-lc)/308):7.1f}%")
hist += ["", "SAME EVENTS - THURSDAY NIGHTS (context)", "DATE        OTB_DOA  NOSHOW  NS%    LATE_CXL  LC%"]
for k in range(33):
    otb = R.randint(270, 322); ns = round(otb * R.uniform(0.015, 0.04)); lc = round(otb * R.uniform(0.006, 0.02))
    hist.append(f"{R.randint(2022,2025)}-{R.randint(1,12):02d}-{R.randint(1,28):02d}  {otb:>7}  {ns:>6}  {100*ns/otb:4.1f}%  {lc:>8}  {100*lc/otb:4.1f}%")
hist += ["", f"SUMMARY  n=33 Fridays  avg OTB {tot_otb/33:.0f}  no-show 3.1%  late-cxl 1.4%  combined 4.5%  stdev(combined) 1.2pp",
         "  NEXA MedTech Summit only (n=3): no-show 2.4%, late-cxl 1.1%  (medical attendees, high show rate)",
         "  P10 combined 2.9%  P50 4.4%  P90 6.3%",
         "  Walk cost model (2024 actuals): avg relocation cost $338/walk incl. sister-property rate, taxi, F&B credit; brand penalty $0 (non-loyalty), $250 (Gold+)"]
c.call("Pulling 2022–2025 conference Fridays from RMS history.", [
    ("rms_report_run", {"report": "noshow_latecxl", "property": "CAL-BOS", "filter": {"citywide_event": True, "dow": "Fri"}, "from": "2022-01-01", "to": "2025-10-05"}, "\n".join(hist)),
])

c.model("""## Conference-Friday attrition (33 Fridays, 2022–2025)

| Metric | All citywides | NEXA only (n=3) |
|---|---|---|
| No-show | **3.1%** | 2.4% |
| Late cancel (<24h) | 1.4% | 1.1% |
| Combined | 4.5% | 3.5% |
| P10 / P90 combined | 2.9% / 6.3% | n/a |

**What it means for Friday (318 committed):**
- On the typical citywide rate, about **14 rooms** wash on the day. NEXA's own history gives about **11**.
- On a bad day (P10, 2.9%) it's about **9**.

So the 10 oversold will *probably* sort itself out, but not reliably. NEXA attendees are medical people with a high show rate, and on a P10 day we're still 1 short. I wouldn't go into Friday with zero walk capacity. A pre-arranged walk list of about 10–12 rooms at a sister property gives cover if the day goes badly.

Also worth knowing: our 2024 walk cost averaged **$338 per walk**, plus a $250 brand penalty on Gold and above.""")

# ---------------------------------------------------------------- turn 4
c.user("Agreed. Build me walk candidates for Friday. Rules on top of the ones I gave you: Friday-only stays (1 night), nobody arriving Thursday, no group rooms, lowest net rate first. Pull everything that qualifies and shortlist ~16.")

# hand-written shortlist embedded in a generated list
SHORT = [
    ("CNF-4821107", "Daniel Ferreira", "Expedia (Hotel Collect)", "EXPPKG", 349, "-"),
    ("CNF-4821133", "Aisha Bello", "Booking.com", "BKGNR", 359, "-"),
    ("CNF-4821160", "Tom Hallworth", "Brand.com", "BAR", 399, "Member"),
    ("CNF-4821178", "Mei-Ling Cho", "Expedia (Hotel Collect)", "EXPNR", 339, "-"),
    ("CNF-4821192", "Gareth Pryce", "GDS", "LNR-VRTX", 315, "Gold"),
    ("CNF-4821205", "Sofia Marchetti", "Booking.com", "BKGFLX", 379, "-"),
    ("CNF-4821219", "Raj Patel", "Brand.com", "BAR", 399, "Member"),
    ("CNF-4821236", "Chloe Dumont", "GDS", "LNR-DLT", 329, "Silver"),
    ("CNF-4821241", "Emeka Okafor", "Brand.com", "BAR", 399, "Gold"),
    ("CNF-4821258", "Hannah Lindqvist", "Expedia Collect (prepaid)", "EXPNR", 339, "-"),
    ("CNF-4821264", "Lucas Brandt", "GDS", "LNR-ACN", 335, "Member"),
    ("CNF-4821279", "Priyanka Nair", "Booking.com", "BKGNR", 359, "-"),
    ("CNF-4821283", "Owen McCarthy", "Brand.com", "PKG-PARK", 419, "-"),
    ("CNF-4821290", "Yuki Tanabe", "Expedia (Hotel Collect)", "EXPPKG", 349, "-"),
    ("CNF-4821302", "Beatriz Alvarez", "Booking.com", "BKGNR", 359, "Member"),
    ("CNF-4821317", "Noah Kessler", "Brand.com", "AAA", 369, "-"),
]
rs = ["PMS RESERVATION SEARCH  property=CAL-BOS  stay_date=2025-10-17  filter: block IS NULL AND status IN (RES,GTD)  eligibility: nights=1 AND arr=2025-10-17",
      "sort: eligible first, net_rate ASC   results: 172 (74 eligible)",
      "",
      "CONF         GUEST                 CHANNEL                    RATE_CODE  RATE   NET    NTS  TIER      TYPE  ETA    FLAGS / NOTES",
      "-----------  --------------------  -------------------------  ---------  -----  -----  ---  --------  ----  -----  -------------------------"]
rows = []
for conf, nm, ch, rc, rate, tier in SHORT:
    comm = 0.18 if "Expedia" in ch else (0.15 if "Booking" in ch else (0.10 if ch == "GDS" else 0.0))
    rows.append((conf, nm, ch, rc, rate, round(rate * (1 - comm)), tier, R.choice(["KNG", "DQQ"]), f"{R.randint(15,22)}:{R.choice(['00','30'])}", ""))
notes_pool = ["", "", "", "", "late arr", "crib req", "anniversary - do not move", "NEXA attendee (non-block)", "repeat guest", "high floor req", "VIP2 - GM guest", "accessible req ADA"]
for i in range(58):
    ch = R.choice(["Brand.com", "Expedia (Hotel Collect)", "Booking.com", "GDS", "Brand.com", "Hotels.com", "Voice"])
    rc = {"Brand.com": R.choice(["BAR", "MEMBER", "AAA", "PKG-BFST"]), "Expedia (Hotel Collect)": R.choice(["EXPNR", "EXPFLX"]), "Booking.com": R.choice(["BKGNR", "BKGFLX"]),
          "GDS": R.choice(["LNR-IBM", "LNR-PFE", "LNR-BCG", "LNR-MCK", "GOV"]), "Hotels.com": "HCOM", "Voice": R.choice(["BAR", "AAA"])}[ch]
    rate = R.randint(329, 529); tier = R.choice(["-", "-", "-", "Member", "Silver", "Gold", "Platinum", "Titanium"])
    comm = 0.18 if "Expedia" in ch or ch == "Hotels.com" else (0.15 if "Booking" in ch else (0.10 if ch == "GDS" else 0.0))
    note = R.choice(notes_pool)
    if tier in ("Platinum", "Titanium"):
        note = (note + "; " if note else "") + "EXCLUDED tier"
    rows.append((f"CNF-48{R.randint(20000, 29999)}{R.randint(0,9)}", name(), ch, rc, rate, round(rate * (1 - comm)), tier, R.choice(["KNG", "DQQ", "KST"]), f"{R.randint(13,23)}:{R.choice(['00','15','30','45'])}", note))
inel = ["multi-night (arr 10/16)", "multi-night (arr 10/17, 2 nts)", "multi-night (arr 10/17, 3 nts)", "Thu arrival", "multi-night (arr 10/15)"]
for i in range(98):
    ch = R.choice(["Brand.com", "Expedia (Hotel Collect)", "Booking.com", "GDS", "Voice"])
    rate = R.randint(319, 559)
    rows.append((f"CNF-48{R.randint(10000, 29999)}{R.randint(0,9)}", name(), ch, R.choice(["BAR", "MEMBER", "EXPNR", "BKGFLX", "LNR-IBM", "LNR-MCK", "GOV", "AAA"]), rate, rate - R.randint(0, 80),
                 R.choice(["-", "-", "Member", "Silver", "Gold", "Platinum"]), R.choice(["KNG", "DQQ", "KST"]), f"{R.randint(13,23)}:{R.choice(['00','30'])}", "INELIGIBLE: " + R.choice(inel)))
rows.sort(key=lambda r: (r[9].startswith("INELIGIBLE"), r[5]))
for r in rows:
    rs.append(f"{r[0]:<11}  {r[1]:<20}  {r[2]:<25}  {r[3]:<9}  ${r[4]:<4}  ${r[5]:<4}  {1 if not r[9].startswith('INEL') else R.randint(2,4)}    {r[6]:<8}  {r[7]:<4}  {r[8]:<5}  {r[9]}")
rs += ["", "Speaker cross-check vs NEXA1025 FAC list: 0 matches in results",
       "Excluded automatically: 9 Thu arrivals (multi-night), 31 multi-night Fri arrivals, 118 group rooms"]
c.call("Searching Friday-only, non-group reservations, lowest net rate first.", [
    ("pms_reservation_search", {"property": "CAL-BOS", "stay_date": "2025-10-17", "filters": {"nights": 1, "arrival": "2025-10-17", "block": None, "status": ["RES", "GTD"]}, "sort": "net_rate_asc", "cross_check": "NEXA1025:FAC", "limit": 200}, "\n".join(rs)),
])

c.model("""74 reservations qualify. After taking out Platinum/Titanium, VIP2/anniversary/ADA flags and NEXA non-block attendees, here's the **shortlist of 16**, lowest net first:

| # | Conf | Guest | Channel | Rate | Tier |
|---|---|---|---|---|---|
| 1 | CNF-4821192 | Gareth Pryce | GDS LNR-VRTX | $315 | Gold |
| 2 | CNF-4821236 | Chloe Dumont | GDS LNR-DLT | $329 | Silver |
| 3 | CNF-4821264 | Lucas Brandt | GDS LNR-ACN | $335 | Member |
| 4 | CNF-4821178 | Mei-Ling Cho | Expedia HC | $339 | – |
| 5 | CNF-4821258 | Hannah Lindqvist | Expedia Collect | $339 | – |
| 6 | CNF-4821107 | Daniel Ferreira | Expedia HC | $349 | – |
| 7 | CNF-4821290 | Yuki Tanabe | Expedia HC | $349 | – |
| 8 | CNF-4821133 | Aisha Bello | Booking.com | $359 | – |
| 9 | CNF-4821279 | Priyanka Nair | Booking.com | $359 | – |
| 10 | CNF-4821302 | Beatriz Alvarez | Booking.com | $359 | Member |
| 11 | CNF-4821317 | Noah Kessler | Brand AAA | $369 | – |
| 12 | CNF-4821205 | Sofia Marchetti | Booking.com | $379 | – |
| 13 | CNF-4821160 | Tom Hallworth | Brand BAR | $399 | Member |
| 14 | CNF-4821219 | Raj Patel | Brand BAR | $399 | Member |
| 15 | CNF-4821241 | Emeka Okafor | Brand BAR | $399 | Gold |
| 16 | CNF-4821283 | Owen McCarthy | Brand PKG-PARK | $419 | – |

Notes:
- **Lindqvist (#5)** is an *Expedia Collect* prepaid booking. Relocating her needs an Expedia partner case, so I'd leave her off unless you want to open one.
- The standard relocation package (SOP FO-14) is: first night paid at the receiving hotel, a taxi, and a **$50 F&B credit**.
- We need somewhere to send them. Calder Seaport is the sister property. Shall I check its Friday availability?""")

# ---------------------------------------------------------------- turn 5
c.user("Yes — check Calder Seaport for Friday and put a hold on 15 rooms. Our intercompany walk rate with them is $219.")

sp = ["SISTER PROPERTY CONNECTOR  target=CAL-SEA (Calder Seaport, 188 rooms)  date=2025-10-17",
      "",
      "TYPE  NAME                PHYS  OTB   HELD  AVAIL  PUBLIC_BAR",
      f"KNG   King                  92   {92-7}    0      7    $389",
      f"DQQ   Double Queen          70   {70-4}    0      4    $409",
      f"KST   Suite                 18    18    0      0    $589",
      f"ADA   Accessible King        8     8    0      0    $389",
      "TOTAL                        188   177    0     11",
      "",
      "Seaport groups Fri 10/17: HARLOW25 (Harlow Pharma) block 40, picked 31, cutoff 2025-10-14",
      "Intercompany agreement: ICA-SEA-BOS-2025 amendment 2 (effective 2025-09-01)"]
hold = ["HOLD REQUEST  from=CAL-BOS  to=CAL-SEA  date=2025-10-17  requested=15",
        "RESULT: PARTIAL",
        "  hold id: HLD-SP-20417",
        "  rooms held: 11 (KNG 7, DQQ 4)  - requested 15, only 11 available",
        "  walk rate: $229 net per room/night (ICA-SEA-BOS-2025 amendment 2, effective 2025-09-01; was $219 under 2024 agreement)",
        "  billing: intercompany, charged to CAL-BOS cost center 4410-FO-WALK",
        "  hold terms: guest names required by 2025-10-15 18:00 EDT; unnamed rooms auto-release at that time",
        "  Seaport contact: Dana Whitfield, Revenue Manager <dana.whitfield@calderseaport.com>"]
c.call("Checking Seaport and placing the hold.", [
    ("sister_property_availability", {"from_property": "CAL-BOS", "to_property": "CAL-SEA", "date": "2025-10-17", "nights": 1}, "\n".join(sp)),
    ("sister_property_hold", {"from_property": "CAL-BOS", "to_property": "CAL-SEA", "date": "2025-10-17", "nights": 1, "rooms": 15, "rate": 219, "purpose": "walk/relocation - NEXA oversell", "cost_center": "4410-FO-WALK"}, "\n".join(hold)),
])

c.model("""Partial hold placed: **HLD-SP-20417**

- **11 rooms** at Seaport (7 King, 4 Double Queen). We asked for 15, but they're full after that.
- **Rate is $229, not $219.** Amendment 2 of the intercompany agreement (ICA-SEA-BOS-2025) took effect Sep 1, and the hold priced it at $229.
- **Names are due by Oct 15, 18:00 EDT.** Any room still unnamed then auto-releases.
- Seaport has its own group (Harlow Pharma, 9 unpicked, cutoff **Oct 14**). That's the likely source of any extra rooms.

With 10 oversold, 11 Seaport rooms covers us even on a bad no-show day. Do you want to take the 11 and fill the walk list from the shortlist?""")

# ---------------------------------------------------------------- turn 6
c.user("""Fine, take the 11. Build the walk list from the top of your shortlist but skip Lindqvist like you said. Email Dana at Seaport, ask whether she can free 4 more once Harlow washes. CC Marcus Bell (marcus.bell@calderhotels.com), the GM wants to see everything on this weekend. And make a task for the pre-walk calls on Wed Oct 15, assign to Lena Ortiz — front office manager, she'll run the calls. Don't call any guest before the 15th.""")

WL1 = ["CNF-4821192", "CNF-4821236", "CNF-4821264", "CNF-4821178", "CNF-4821107", "CNF-4821290", "CNF-4821133", "CNF-4821279", "CNF-4821302", "CNF-4821317", "CNF-4821205"]
bymap = {s[0]: s for s in SHORT}
wl_out = ["WALK LIST WL-1017-01 created  property=CAL-BOS  date=2025-10-17  status=DRAFT (pre-walk)",
          "  receiving hotel: CAL-SEA via HLD-SP-20417 (11 rooms)",
          "  package: SOP FO-14 (1st night paid, taxi, $50 F&B credit)",
          "  POS  CONF         GUEST              RATE_CODE  RATE  TIER     SEA_TYPE"]
for i, cf in enumerate(WL1):
    s = bymap[cf]
    wl_out.append(f"  {i+1:>3}  {cf}  {s[1]:<17}  {s[3]:<9}  ${s[4]}  {s[5]:<7}  {'KNG' if i < 7 else 'DQQ'}")
wl_out += ["  guest contact lock: no outbound contact before 2025-10-15 08:00 (set by rm.ledger)",
           "  WARNING WL-31: 3 entries on negotiated corporate rates (LNR-VRTX, LNR-DLT, LNR-ACN) - account manager approval recommended"]
c.call("Creating the walk list, emailing Dana and creating the task.", [
    ("walk_list_create", {"property": "CAL-BOS", "date": "2025-10-17", "receiving_hold": "HLD-SP-20417", "reservations": WL1, "package": "SOP FO-14", "contact_lock_until": "2025-10-15T08:00:00-04:00", "note": "Pre-walk list for NEXA oversell; Lindqvist CNF-4821258 excluded (Expedia Collect)"}, "\n".join(wl_out)),
    ("email_send", {"from": "revenue@calderhotelboston.com", "to": ["dana.whitfield@calderseaport.com"], "cc": ["marcus.bell@calderhotels.com"],
                    "subject": "Fri Oct 17 relocations - HLD-SP-20417 + possible 4 more",
                    "body": "Hi Dana,\n\nThanks for the 11 rooms for Friday Oct 17 (hold HLD-SP-20417, $229 per ICA amendment 2). We're oversold on the NEXA MedTech Summit night and would like 4 more rooms if you can free them up once your Harlow Pharma block (HARLOW25) washes at its Oct 14 cutoff.\n\nNames for the 11 will reach you before the Oct 15 18:00 deadline.\n\nBest,\nRevenue Management, The Calder Hotel Boston"},
     "SENT  message-id <20251006.0912.88341@calderhotelboston.com>  to dana.whitfield@calderseaport.com  cc marcus.bell@calderhotels.com"),
    ("task_create", {"board": "FO-OPS", "title": "Pre-walk calls for WL-1017-01 (Fri Oct 17, NEXA)", "assignee": "Lena Ortiz", "due": "2025-10-15T12:00:00-04:00", "description": "Call 11 guests on WL-1017-01, offer relocation to Calder Seaport (HLD-SP-20417) with SOP FO-14 package. No contact before Oct 15. Send final names to Seaport by Oct 15 18:00.", "links": ["WL-1017-01", "HLD-SP-20417"]},
     "TASK TSK-5511 created  board=FO-OPS  assignee=Lena Ortiz  due=2025-10-15 12:00 EDT  watchers: rm.ledger"),
])

c.model("""Done.

- **Walk list WL-1017-01** (draft): 11 guests, all going to Seaport on HLD-SP-20417. Guest contact is locked until Oct 15 08:00.
- **Email to Dana** sent (cc Marcus), asking for 4 more rooms once HARLOW25 washes.
- **TSK-5511**: pre-walk calls, assigned to Lena Ortiz, due Oct 15 12:00.

⚠️ The walk module flagged **3 corporate negotiated rates** on the list: Pryce (LNR-VRTX), Dumont (LNR-DLT) and Brandt (LNR-ACN). They're the cheapest to walk, but their account managers may object. Tell me if you want them swapped.""")

# ---------------------------------------------------------------- turn 7
i_gm = c.user("""Marcus just sent this:

> **From:** Marcus Bell <marcus.bell@calderhotels.com>
> **Subject:** NEXA Friday – walk policy, effective now
>
> Team — after this morning's ownership call, for Oct 17:
> 1. Oversell cap is **8 rooms net of confirmed relocations**. Not 12.
> 2. We do **not** walk anyone on a negotiated corporate rate (LNR-*). Vertex, Deloitte and Accenture are all in RFP renewal for 2026.
> 3. Relocation package goes up: first night at Seaport, taxi both ways, **$75 F&B credit** and 2,500 Calder Rewards points.
> 4. Pre-walk calls are made by the MOD, not front desk agents.
>
> Marcus

Adjust whatever needs adjusting.""")

c.model("""## What Marcus's policy changes

**1. Cap of 8, net of confirmed relocations.** The metric has changed: it's now *committed − sellable − confirmed Seaport rooms*.
Today: 318 − 308 = 10 oversold, less 11 confirmed relocations = **−1 net**. We're within the cap today, but only while all 11 relocations hold.

**2. No LNR walks.** Three names have to come off WL-1017-01:
- CNF-4821192 Gareth Pryce (LNR-VRTX)
- CNF-4821236 Chloe Dumont (LNR-DLT)
- CNF-4821264 Lucas Brandt (LNR-ACN)

Next eligible from the shortlist, lowest net first, skipping Lindqvist (Expedia Collect):

| Replace with | Conf | Rate | Tier |
|---|---|---|---|
| Tom Hallworth | CNF-4821160 | $399 | Member |
| Raj Patel | CNF-4821219 | $399 | Member |
| Emeka Okafor | CNF-4821241 | $399 | Gold |

Okafor is Gold, so the $250 brand penalty applies. McCarthy (#16, $419) is the alternative.

**3. Package**: I'll change WL-1017-01 to the new package: $75 F&B, taxi both ways, 2,500 points.

**4. MOD makes the calls**: TSK-5511 should get "MOD to place calls" added. Lena's team can still prepare the scripts.

Shall I apply this?""")

# ---------------------------------------------------------------- turn 8
i_swap = c.user("Yes, except swap Okafor for Lindqvist. Okafor's a repeat guest, I know him, not walking him. I'll open the Expedia case for Lindqvist myself.")

WL_REMOVE = ["CNF-4821192", "CNF-4821236", "CNF-4821264"]
WL_ADD = ["CNF-4821160", "CNF-4821219", "CNF-4821258"]
c.call("Applying the policy changes to the walk list and the task.", [
    ("walk_list_update", {"walk_list_id": "WL-1017-01", "remove": WL_REMOVE, "add": WL_ADD, "package": {"first_night": "paid at CAL-SEA", "taxi": "both ways", "fnb_credit_usd": 75, "points": 2500, "sop_override": "GM directive 2025-10-06"}, "reason": "GM policy: no LNR walks; package upgrade"},
     "WALK LIST WL-1017-01  revision 1 -> 2\n  removed: CNF-4821192 Gareth Pryce (LNR-VRTX), CNF-4821236 Chloe Dumont (LNR-DLT), CNF-4821264 Lucas Brandt (LNR-ACN)\n  added:   CNF-4821160 Tom Hallworth (BAR $399), CNF-4821219 Raj Patel (BAR $399), CNF-4821258 Hannah Lindqvist (EXPNR $339)\n  package: was SOP FO-14 ($50 F&B credit)  now GM directive ($75 F&B credit, taxi both ways, 2,500 pts)\n  count: 11 (matches HLD-SP-20417)\n  WARNING WL-44: CNF-4821258 is Expedia Collect - partner case required before relocation (status: no case linked)\n  est. walk cost: 11 x ($229 + $75 + ~$48 taxi) = $3,872"),
    ("task_update", {"task_id": "TSK-5511", "append_description": "Per GM (Marcus Bell, Oct 6): calls placed by MOD only; Lena's team prepares scripts. New package: $75 F&B, taxi both ways, 2,500 points. Lindqvist CNF-4821258 needs Expedia case (owner: revenue manager) before call."},
     "TASK TSK-5511 updated  revision 2  assignee=Lena Ortiz  due=2025-10-15 12:00 EDT"),
])

c.model("""Done. **WL-1017-01** is now at revision 2 with 11 names:

| In | Out |
|---|---|
| Tom Hallworth CNF-4821160 | Gareth Pryce (LNR-VRTX) |
| Raj Patel CNF-4821219 | Chloe Dumont (LNR-DLT) |
| Hannah Lindqvist CNF-4821258 | Lucas Brandt (LNR-ACN) |

- The package is now $75 F&B credit, taxi both ways and 2,500 points. Estimated walk cost is **$3,872** if all 11 go.
- TSK-5511 notes now say the MOD places the calls.
- ⚠️ WL-44: Lindqvist still needs the **Expedia case** you're opening before anyone can call her.""")

# ---------------------------------------------------------------- turn 9
c.user("Priya from NEXA emailed something this morning about more rooms — can you find it and tell me what she wants?")

mail = ["MAILBOX revenue@calderhotelboston.com  search: from:priya.raman@nexaevents.com newer_than:3d  (2 results)",
        "",
        "[1] 2025-10-06 07:48  From: Priya Raman <priya.raman@nexaevents.com>",
        "    To: revenue@calderhotelboston.com, tessa.grant@calderhotelboston.com",
        "    Subject: NEXA Summit - Friday rooms + cutoff",
        "",
        "    Hi Tessa and team,",
        "",
        "    Quick update ahead of the summit. Our registration system now shows 126 attendees who need a room",
        "    at the Calder on Friday Oct 17. Your system says 118, so about 8 reservations should come through the",
        "    booking link in the next day or two (several people registered but haven't booked yet).",
        "",
        "    Separately, we've added a late panel and need 6 additional rooms on Friday Oct 17 only",
        "    for confirmed faculty (names by Thursday). These would be billed to the master account MA-77120.",
        "",
        "    Could we also extend the cutoff from Oct 9 to Oct 13? We get a lot of late registrations in the final week.",
        "",
        "    Thanks so much,",
        "    Priya Raman | Director, Meetings & Events | NEXA Events LLC | +1 617 555 0142",
        "",
        "[2] 2025-10-03 16:20  From: Priya Raman <priya.raman@nexaevents.com>",
        "    Subject: RE: NEXA Summit - F&B BEO v3",
        "    (BEO discussion re: Oct 17 lunch count 640 -> 655; no rooms content)",
        "",
        "PMS live check (09:22): NEXA1025 Fri 2025-10-17 block 126 picked 124 unpicked 2  (+6 picked since 08:12)"]
c.call("Searching the revenue mailbox for Priya's email.", [
    ("email_search", {"mailbox": "revenue@calderhotelboston.com", "query": "from:priya.raman@nexaevents.com newer_than:3d", "include_body": True, "cross_check_block": "NEXA1025"}, "\n".join(mail)),
])

c.model("""## What Priya wants (email 07:48 today)

1. **Friday pickup will reach 126, not 118.** Attendees who registered late are now booking. The PMS already shows **124 picked** of the 126-room block. Only 2 unpicked rooms are left, so the 8 rooms of headroom from this morning's wash are almost gone.
2. **6 extra faculty rooms Friday**, billed to master account MA-77120, names by Thursday.
3. **Extend the cutoff from Oct 9 to Oct 13.**

## Impact on Friday

| Scenario | Committed | Oversold | Net of 11 Seaport |
|---|---|---|---|
| Now (block 126) | 318 | 10 | −1 |
| + 6 faculty rooms (block 132) | 324 | 16 | **5** |
| + 4 faculty rooms (block 130) | 322 | 14 | **3** |

Both are under Marcus's cap of 8 today. But transient pickup is still open on Booking.com (2), brand.com and GDS, so the margin will shrink.

**Suggestion:** give 4 rooms now at the group rate, with any more on request. Extending the cutoff to Oct 13 would keep the block open during the week we're trying to close it, so I'd agree to Oct 10 at most.

How do you want to answer her?""")

# ---------------------------------------------------------------- turn 10
c.user("Give her 4 at the group rate, count them in the block, not new inventory. Cutoff to Oct 10, no later. Reply to her and cc Tessa and Marcus.")

c.call("Updating the block and replying to Priya.", [
    ("group_block_update", {"property": "CAL-BOS", "block_code": "NEXA1025", "changes": [{"night": "2025-10-17", "block": 130, "rate": 329, "note": "4 faculty rooms, billing MA-77120"}], "cutoff": "2025-10-10", "reason": "Planner request 2025-10-06; approved 4 of 6 faculty rooms; cutoff extension limited to Oct 10"},
     "OK  block NEXA1025 revision 15 -> 16\n  night 2025-10-17  block was 126  now 130  picked 124  unpicked 6\n  cutoff was 2025-10-09  now 2025-10-10\n  rate $329 unchanged; 4 rooms routed to MA-77120\n  house impact 2025-10-17: committed 322, sellable 308, oversold 14"),
    ("email_send", {"from": "revenue@calderhotelboston.com", "to": ["priya.raman@nexaevents.com"], "cc": ["tessa.grant@calderhotelboston.com", "marcus.bell@calderhotels.com"],
                    "subject": "RE: NEXA Summit - Friday rooms + cutoff",
                    "body": "Hi Priya,\n\nThanks for the update. For Friday Oct 17 we've added 4 faculty rooms to the NEXA1025 block at the group rate of $329, billed to master account MA-77120. Friday is at full capacity citywide, so we can't do all 6. If another room frees up we'll tell you straight away.\n\nWe've moved the cutoff to Oct 10, which is as far as we can take it. Please send the 4 faculty names by Thursday Oct 9 so we can attach them to the rooms.\n\nBest regards,\nRevenue Management, The Calder Hotel Boston"},
     "SENT  message-id <20251006.0931.88377@calderhotelboston.com>  to priya.raman@nexaevents.com  cc tessa.grant@calderhotelboston.com, marcus.bell@calderhotels.com"),
])

c.model("""Done.

- **NEXA1025** revision 16: Friday block **126 → 130** at $329, with the 4 faculty rooms on MA-77120. Cutoff moved **Oct 9 → Oct 10**.
- **Reply sent to Priya** (cc Tessa, Marcus). It asks for the 4 faculty names by **Thursday Oct 9**.

Friday is now 322 committed vs 308 sellable, **14 oversold**. Net of the 11 Seaport rooms that's **3**, under the cap of 8.""")

# ---------------------------------------------------------------- turn 11
c.user("Has Dana come back?")

dmail = ["MAILBOX revenue@calderhotelboston.com  search: from:dana.whitfield@calderseaport.com newer_than:1d  (1 result)",
         "",
         "[1] 2025-10-06 11:05  From: Dana Whitfield <dana.whitfield@calderseaport.com>",
         "    To: revenue@calderhotelboston.com   Cc: marcus.bell@calderhotels.com",
         "    Subject: RE: Fri Oct 17 relocations - HLD-SP-20417 + possible 4 more",
         "",
         "    Hi,",
         "",
         "    Confirming HLD-SP-20417 for 11 (7 K / 4 QQ) at $229. The amendment rate applies to all 2025 stays,",
         "    sorry if the $219 is still in your notes.",
         "",
         "    Harlow Pharma (HARLOW25) has 9 unpicked rooms on Friday and their cutoff is Oct 14. History says",
         "    they wash about a third. I can realistically give you 3 more King rooms, not 4, once their block",
         "    washes. I'll confirm by noon on Tuesday Oct 14 and add them to the same hold.",
         "",
         "    Please keep to the 18:00 Oct 15 naming deadline; our system auto-releases after that.",
         "",
         "    Dana Whitfield | Revenue Manager | Calder Seaport | +1 617 555 0188"]
c.call(None, [
    ("email_search", {"mailbox": "revenue@calderhotelboston.com", "query": "from:dana.whitfield@calderseaport.com newer_than:1d", "include_body": True}, "\n".join(dmail)),
])

c.model("""Yes, at 11:05:

- **HLD-SP-20417 confirmed**: 11 rooms (7 K / 4 QQ) at **$229**. She confirms the amendment rate applies to every 2025 stay.
- **Extra rooms: 3 King, not 4**, once HARLOW25 washes. She'll **confirm by noon Tue Oct 14** and add them to the same hold.
- The names deadline stays **Oct 15 18:00**.

If Dana delivers, the Friday net position goes from 3 to **0**.

Want me to create a follow-up task so someone chases Dana on the 14th if she hasn't confirmed by noon?""")

# ---------------------------------------------------------------- turn 12
i_owner = c.user("Yes, task for Oct 14 noon. And Lena's out from Wednesday — family thing — so reassign her stuff on this to Kenji Mori (kenji.mori@calderhotelboston.com), he's covering FO.")

c.call("Creating the Dana follow-up and moving TSK-5511 to Kenji.", [
    ("task_create", {"board": "FO-OPS", "title": "Chase Dana Whitfield (Calder Seaport) for +3 King rooms Fri Oct 17", "assignee": "Kenji Mori", "due": "2025-10-14T12:00:00-04:00", "description": "Dana to confirm by noon Oct 14 whether 3 extra King rooms free up after HARLOW25 washes; to be added to HLD-SP-20417 at $229. If confirmed, add 3 names to WL-1017-01: CNF-4821283 McCarthy (last shortlist name; CNF-4821241 Okafor excluded by RM), then 2 more from the remaining eligible Friday-only reservations, lowest net first, no LNR.", "links": ["HLD-SP-20417", "WL-1017-01"]},
     "TASK TSK-5512 created  board=FO-OPS  assignee=Kenji Mori  due=2025-10-14 12:00 EDT"),
    ("task_update", {"task_id": "TSK-5511", "assignee": "Kenji Mori", "comment": "Reassigned: Lena Ortiz out from Oct 8; Kenji covering FO."},
     "TASK TSK-5511 updated  revision 3  assignee was Lena Ortiz  now Kenji Mori  due=2025-10-15 12:00 EDT\n  notification sent to kenji.mori@calderhotelboston.com"),
])

c.model("""Done.

- **TSK-5512**: chase Dana for the +3 King rooms, assigned to **Kenji Mori**, due **Oct 14 12:00**.
- **TSK-5511** (pre-walk calls): reassigned from Lena Ortiz to **Kenji Mori**. He's been notified.

If Dana's 3 come through, McCarthy (CNF-4821283) is the only shortlist name left that we can walk. The other two would come from the remaining eligible Friday-only reservations (no LNR). I've put that in the TSK-5512 notes.""")

# ---------------------------------------------------------------- turn 13
c.user("Run the final position for Friday and draft a summary for Marcus. Don't send yet, I want to read it first.")

pace = ["RMS FORECAST  property=CAL-BOS  stay_date=2025-10-17  run=2025-10-06 14:40 EDT",
        "",
        "POSITION",
        "  physical 312 | OOO 4 (1412, 1414, 903, 617) | sellable 308",
        "  transient OTB 178 (+6 since 08:12: Booking.com 2, brand.com 3, GDS 1)",
        "  NEXA1025 block 130 (picked 126, unpicked 4) | other groups 20",
        "  committed 328 | oversold 20 | occupancy 106.5%",
        "  confirmed relocations: HLD-SP-20417 x 11  -> net oversold 9",
        "  GM cap (net of confirmed relocations): 8  -> OVER BY 1",
        "",
        "FORECAST (unconstrained demand)",
        "  transient demand fcst 191 (+13 remaining pickup at current BAR $459)",
        "  no-show fcst 3.1% (10 rooms)  late-cxl fcst 1.4% (5 rooms)",
        "",
        "ENGINEERING",
        "  ENG-WO-88231 rooms 1412/1414: tile cure complete 10/14 est., inspection 10/15; return-to-service NOT CONFIRMED",
        "  ENG-WO-88307 room 903: parts ETA 10/20 (stays OOO)",
        "  ENG-WO-88310 room 617: carpet install 10/09 -> expected back 10/10",
        "",
        "DAILY PICKUP PACE (transient, stay date 10/17)",
        "  DAYS_OUT  DATE        OTB   PICKUP  BAR    STLY_OTB"]
import datetime as _dt
otb = 96
for d in range(40, 10, -1):
    day = _dt.date(2025, 10, 17) - _dt.timedelta(days=d)
    pu = R.randint(0, 4) if d > 11 else 6
    otb = min(otb + pu, 172 if d > 11 else 178)
    pace.append(f"  {d:>8}  {day.isoformat()}  {otb:>4}  {pu:>6}  ${399 if d > 11 else 459}   {max(80, otb - R.randint(4, 14))}")
pace += ["", "COMP SET (BAR, KNG, 1 night Fri 10/17, shopped 14:30)",
         "  HOTEL                          RATE    STATUS    CHANGE_24H"]
for h, r, st, chg in [("Hyatt Regency Boston", 449, "open", "+40"), ("Westin Copley Place", 479, "open", "+30"), ("Boston Marriott Long Wharf", 519, "open", "+20"),
                ("Omni Parker House", 439, "open", "0"), ("Kimpton Nine Zero", 469, "LOS2", "+50"), ("Sheraton Boston", 0, "sold out", "n/a"), ("The Langham", 589, "open", "+60")]:
    pace.append(f"  {h:<30}  {('$'+str(r)) if r else '-':<6}  {st:<8}  {chg}")
pace += ["", "FORECAST BY SEGMENT (rooms, constrained at sellable)", "  DATE        SEGMENT          OTB  FCST  PICKUP_EXP  ADR_FCST"]
for dd in range(13, 21):
    for seg in ["Transient-BAR", "Transient-OTA", "Corporate-LNR", "Group-NEXA", "Group-Other", "Government", "Package", "Comp/House"]:
        o = R.randint(0, 90); f_ = o + R.randint(0, 12)
        pace.append(f"  2025-10-{dd:02d}  {seg:<15}  {o:>3}  {f_:>4}  {f_-o:>10}  ${R.randint(219, 489)}")
pace += ["  Calder Hotel Boston            $459    open     +60",
         "  comp set median $474 (Sheraton excl.)  -> Calder index 96.8"]

c.call("Pulling the live Friday position and the forecast.", [
    ("rms_forecast_get", {"property": "CAL-BOS", "stay_date": "2025-10-17", "include": ["position", "pace", "compset", "engineering", "relocations"], "cap_rule": "GM-2025-10-06"}, "\n".join(pace)),
])

c.model("""## Friday Oct 17: live position (14:40)

| | Rooms |
|---|---|
| Sellable | 308 |
| Transient OTB | **178** (+6 since this morning) |
| NEXA1025 (block 130, 126 picked) | 130 |
| Other groups | 20 |
| **Committed** | **328** → **20 oversold** |
| Confirmed relocations (HLD-SP-20417) | 11 |
| **Net oversold vs cap of 8** | **9, one over** |

Transient is still selling: 6 more today, and the forecast expects about 13 more at $459. We sit just under the comp set median ($474, Calder index 96.8).

**Ways back under the cap:**
1. Dana's **+3** (TSK-5512, Oct 14) → net 6.
2. Rooms **1412/1414** back from renovation → +2 sellable. Engineering hasn't confirmed; inspection is Oct 15.
3. Raise Friday BAR / add a MinLOS to slow transient pickup.

---

### Draft to Marcus (not sent)

> **Subject:** NEXA Friday Oct 17 – position and actions
>
> Marcus,
>
> Where Friday stands after today's actions:
> - NEXA1025 reduced 140 → 126 under clause 7.2, then 4 faculty rooms added at the planner's request (block 130, cutoff Oct 10).
> - Expedia closed Thu/Fri; Booking.com limited to 2; Friday BAR raised to $459.
> - Walk list WL-1017-01: 11 guests, no LNR, your new package ($75 F&B, taxi both ways, 2,500 pts), going to Calder Seaport on HLD-SP-20417 at $229.
> - Pre-walk calls Oct 15 by the MOD, coordinated by Kenji Mori (TSK-5511).
>
> Position: 328 committed vs 308 sellable = 20 oversold; net of 11 relocations = **9, one over your cap of 8**. Dana will confirm 3 more Seaport rooms by noon Oct 14, which would bring us to 6.
>
> Revenue Management

Want any changes before I send?""")

# ---------------------------------------------------------------- turn 14
i_bar = c.user("$459 isn't slowing anything down. Push Friday BAR to $489 and put a 2-night minimum on Friday arrivals. Then update the draft with that and send it.")

c.call("Raising Friday BAR, adding MinLOS 2, and sending the summary to Marcus.", [
    ("rms_rate_override", {"property": "CAL-BOS", "date": "2025-10-17", "rate_plan": "BAR", "room_type": "KNG", "amount": 489, "derive_others": True, "restrictions": {"min_los_arrival": 2}, "reason": "Transient pickup +6/day at $459; net oversold 9 vs GM cap 8", "expires": "2025-10-17"},
     "RMS override OVR-220961 (supersedes OVR-220915)  BAR 2025-10-17\n  KNG was $459 now $489 | DQQ was $479 now $509 | KST was $639 now $669 | ADA was $459 now $489\n  restriction: MinLOS(arrival) was none  now 2\n  floor check: $489 >= floor $389 OK\n  derived plans: AAA $440, MEMBER $465, PKG-PARK $509\n  pushed to brand.com, GDS, Booking.com (Expedia remains stop-sell)"),
    ("email_send", {"from": "revenue@calderhotelboston.com", "to": ["marcus.bell@calderhotels.com"], "cc": ["kenji.mori@calderhotelboston.com", "tessa.grant@calderhotelboston.com"],
                    "subject": "NEXA Friday Oct 17 - position and actions",
                    "body": "Marcus,\n\nWhere Friday stands after today's actions:\n- NEXA1025 reduced 140 -> 126 under clause 7.2, then 4 faculty rooms added at the planner's request (block 130, cutoff Oct 10).\n- Expedia closed Thu/Fri; Booking.com limited to 2; Friday BAR now $489 with a 2-night minimum on Friday arrivals.\n- Walk list WL-1017-01: 11 guests, no LNR, your new package ($75 F&B, taxi both ways, 2,500 pts), going to Calder Seaport on HLD-SP-20417 at $229.\n- Pre-walk calls Oct 15 by the MOD, coordinated by Kenji Mori (TSK-5511).\n\nPosition: 328 committed vs 308 sellable = 20 oversold; net of 11 relocations = 9, one over your cap of 8. Dana will confirm 3 more Seaport rooms by noon Oct 14 (TSK-5512), which would bring us to 6. Rooms 1412/1414 may also come back after the Oct 15 inspection.\n\nRevenue Management"},
     "SENT  message-id <20251006.1452.88419@calderhotelboston.com>  to marcus.bell@calderhotels.com  cc kenji.mori@calderhotelboston.com, tessa.grant@calderhotelboston.com"),
])

c.model("""Done.

- **Friday BAR $459 → $489** KNG, with **MinLOS 2** on Friday arrivals (OVR-220961, replaces OVR-220915). Floor check passed. Expedia stays stop-sell.
- **Summary sent to Marcus** (cc Kenji, Tessa) with the new rate in it.

### Still open
| Item | Owner | When |
|---|---|---|
| Net oversold **9 vs cap 8**, one over | RM | until Dana / engineering come through |
| Dana's +3 King rooms on HLD-SP-20417 | Kenji (TSK-5512) | Oct 14 12:00 |
| Rooms 1412/1414 return to service (ENG-WO-88231) | Engineering | inspection Oct 15 |
| Pre-walk calls for WL-1017-01 by the MOD | Kenji (TSK-5511) | Oct 15 |
| 11 names to Seaport | Kenji | Oct 15 18:00 (auto-release) |
| Expedia partner case for Lindqvist CNF-4821258 | you | before Oct 15 calls |
| 4 NEXA faculty names | Priya | Oct 9 |

I'll re-run the position after the 1412/1414 inspection if you want.""")

# ---------------------------------------------------------------- labels
L = c.label
L("user_goal", "Bring Friday Oct 17 (NEXA MedTech Summit) oversell under control before the Oct 15 pre-walk calls; no walks of Platinum/Titanium or NEXA speakers; Friday BAR never below the $389 floor", ["NEXA", "$389"])
L("fact", "Friday Oct 17 sellable inventory is 308 (312 physical, 4 OOO: 1412, 1414, 903, 617)", ["308", "1412, 1414"])
L("fact", "Conference-Friday history: no-show 3.1%, late cancel 1.4% (NEXA only 2.4%/1.1%); 2024 walk cost avg $338", ["3.1%", "$338"])
L("fact", "Seaport walk rate is $229 under ICA-SEA-BOS-2025 amendment 2 (effective Sep 1)", ["$229", "ICA-SEA-BOS-2025"])
L("fact", "Seaport hold names due Oct 15 18:00 or rooms auto-release", ["HLD-SP-20417", "18:00"])
L("fact", "Dana can give 3 more King rooms (not 4) after HARLOW25 washes; will confirm by noon Oct 14", ["3 more King", "HARLOW25"])
L("fact", "Final position: 328 committed vs 308 sellable = 20 oversold; net of 11 relocations = 9 vs GM cap 8 (one over)", ["committed 328", "net oversold 9"])
L("fact", "GM Marcus policy: oversell cap 8 net of confirmed relocations, no walks on LNR corporate rates, package $75 F&B credit + taxi both ways + 2,500 points, MOD makes calls", ["8 rooms net of confirmed relocations", "$75 F&B credit"])
L("decision", "Expedia stop-sell Thu/Fri (allotment 0), Booking.com allotment reduced to 2", ["CHG-4471803", "CHG-4471804"])
L("decision", "NEXA1025 Friday block washed 140->126 under clause 7.2 (Tessa handles planner notice)", ["clause 7.2", "block was 140"])
L("decision", "Friday BAR raised to $489 with MinLOS 2 on Friday arrivals (OVR-220961)", ["OVR-220961", "$489"])
L("decision", "Walk list WL-1017-01 rev 2: LNR guests removed; Hallworth, Patel, Lindqvist added (Okafor kept off)", ["WL-1017-01", "Hannah Lindqvist (EXPNR $339)"])
L("decision", "Hold 11 rooms at Calder Seaport (HLD-SP-20417) at $229 for relocations", ["HLD-SP-20417", "11 rooms"])
L("decision", "NEXA given 4 of 6 requested faculty rooms at $329 in the block (130), billed MA-77120; cutoff extended to Oct 10 only", ["now 130", "now 2025-10-10"])
L("decision", "Pre-walk call task TSK-5511 reassigned to Kenji Mori", ["TSK-5511", "now Kenji Mori"])
L("pending_action", "Kenji to chase Dana for +3 King rooms by Oct 14 12:00 (TSK-5512)", ["TSK-5512", "2025-10-14 12:00"])
L("pending_action", "MOD pre-walk calls for WL-1017-01 on Oct 15, coordinated by Kenji (TSK-5511); no guest contact before Oct 15", ["TSK-5511", "calls placed by MOD"])
L("pending_action", "User to open Expedia partner case for Lindqvist CNF-4821258 before calls", ["Expedia case", "Lindqvist"])
L("pending_action", "Priya to send the 4 faculty names by Thursday Oct 9", ["4 faculty names", "Oct 9"])
L("open_issue", "Friday is still net 9 oversold vs the GM cap of 8 (one over) until Dana's rooms or OOO rooms come back", ["net oversold 9", "OVER BY 1"])
L("open_issue", "Rooms 1412/1414 return to service not confirmed (ENG-WO-88231, inspection Oct 15)", ["ENG-WO-88231", "NOT CONFIRMED"])
L("reference", "Contacts: Dana Whitfield dana.whitfield@calderseaport.com; Marcus Bell marcus.bell@calderhotels.com; Priya Raman priya.raman@nexaevents.com; Kenji Mori", ["dana.whitfield@calderseaport.com", "marcus.bell@calderhotels.com"])
L("reference", "NEXA group block code NEXA1025, contract CT-2025-0419, master account MA-77120", ["NEXA1025", "MA-77120"])
L("reference", "Planner Priya Raman email", ["priya.raman@nexaevents.com"])
L("reference", "Kenji Mori email", ["kenji.mori@calderhotelboston.com"])

S = c.stale_item
S("Oversell cap was 12 rooms on the books; GM changed it to 8 net of confirmed relocations", ["oversell cap", "12"], i_gm)
S("Seaport walk rate was assumed $219; actual $229 under amendment 2", ["walk rate", "$219"], 19 - 0 if False else c.messages.index(next(m for m in c.messages if m["role"] == "tool" and "HLD-SP-20417" in str(m))))
S("Relocation package had $50 F&B credit; GM raised it to $75", ["$50 F&B credit"], i_gm)
S("Friday BAR was $459 (OVR-220915); raised to $489", ["BAR", "$459"], i_bar)
S("Pre-walk calls owner was Lena Ortiz; now Kenji Mori", ["Lena Ortiz"], i_owner)
S("Okafor proposed as walk replacement; user swapped him for Lindqvist", ["Okafor"], i_swap)
S("NEXA Friday block was 126 after the wash; now 130 with 4 faculty rooms", ["block", "126"], c.messages.index(next(m for m in c.messages if m["role"] == "tool" and "revision 15 -> 16" in str(m))))
S("NEXA cutoff was Oct 9; moved to Oct 10", ["cutoff", "Oct 9"], c.messages.index(next(m for m in c.messages if m["role"] == "tool" and "revision 15 -> 16" in str(m))))
c.write()

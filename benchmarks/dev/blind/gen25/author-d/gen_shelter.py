"""Generator: blind-nonprofit-volunteer-disaster-shelter (English). Deterministic."""
import random
from convlib import Conv

R = random.Random(2511)
C = Conv("blind-nonprofit-volunteer-disaster-shelter",
         "Flood shelter SH-0417: volunteer shifts, supplies, county contract, reimbursement")

FIRST = ["Ana","Ben","Carla","Devon","Elena","Farid","Grace","Hector","Ines","Jon","Keisha","Liam","Maya",
         "Nate","Olga","Pete","Quinn","Rita","Sam","Tara","Umar","Vera","Wes","Ximena","Yusuf","Zoe","Abby",
         "Brandon","Celia","Dario","Erin","Felix","Gwen","Hank","Iris","Joel","Kara","Leon","Mina","Owen"]
LAST = ["Alvarez","Brooks","Chen","Dawson","Ellis","Fischer","Gomez","Hughes","Ivanov","Jensen","Kowalski",
        "Lindqvist","Moreno","Nguyen","Osei","Park","Quintero","Reyes","Stone","Tran","Underwood","Vasquez",
        "Wallace","Yamada","Zielinski","Harper","Bishop","Carver","Duarte","Ferris"]
SKILLS = ["intake","kitchen","childcare","logistics","first aid","translation (ES)","translation (VI)",
          "driver","pet care","cleaning","registration","mental health first aid","ASL"]

ROSTER = []

def roster():
    rows = []
    fixed = {7: ("PIERCE, Jamal", "Shelter Ops (RC SO-101), CPR", "night lead; Wed-Sat nights"),
             19: ("RAMAN, Priya", "Shelter Ops (RC SO-101), Psych First Aid", "prefers nights; NO Saturdays (family)"),
             31: ("BECKETT, Tom", "Shelter Ops (RC SO-101), CPR, forklift", "retired firefighter; any shift"),
             44: ("ORTEGA, Luis", "Shelter Ops (RC SO-101), Shelter Mgr", "day coordinator backup")}
    used = set()
    for i in range(1, 73):
        vid = f"V-{1100 + i:04d}"
        if i in fixed:
            name, cert, note = fixed[i]
        else:
            while True:
                n = f"{R.choice(LAST).upper()}, {R.choice(FIRST)}"
                if n not in used:
                    used.add(n); break
            name = n
            cert = R.choice(["Shelter Ops (RC SO-101)", "none", "none", "CPR", "Shelter Ops (RC SO-101), CPR",
                             "none", "Food handler", "CPR, Food handler", "none"])
            note = R.choice(["", "", "weekends only", "after 17:00 weekdays", "mornings only", "student, flexible",
                             "needs ride from Eastgate", "max 20 h/week", "Spanish speaker", "", "evenings",
                             "on call only", "back from leave Jun 14"])
        skills = ", ".join(sorted(R.sample(SKILLS, R.randint(1, 3))))
        avail = R.choice(["D E", "D", "E N", "N", "D E N", "E", "D N", "weekend D E"])
        hrs = R.choice([0, 0, 4, 8, 8, 12, 16, 16, 20, 24])
        phone = f"(555) {R.randint(200,989):03d}-{R.randint(1000,9999)}"
        last = f"Jun {R.choice([9,10,10,11,11])} {R.choice(['D','E','N','setup'])}"
        ROSTER.append((vid, name, "SO-101" in cert, avail))
        rows.append(f"{vid} | {name:<24} | {cert:<38} | {skills:<44} | {avail:<10} | {hrs:>3} h | {phone} | {last:<12} | {note}")
    head = ("VOLUNTEER ROSTER  org=Riverbend Community Relief  site=SH-0417 (Millbrook High School gym)\n"
            "filter: status=active, deployed_or_available  count=72  as_of=2024-06-11 08:12\n"
            "avail codes: D=day 07-15, E=evening 15-23, N=night 23-07\n"
            "ID     | NAME                     | CERTS                                  | SKILLS                                       | AVAIL      | WK HRS | PHONE          | LAST SHIFT   | NOTES\n")
    return head + "\n".join(rows)

def draft_detail():
    rr = random.Random(55)
    out = ["", "draft assignments (revision 0):"]
    for d in ["Wed 12 Jun","Thu 13 Jun","Fri 14 Jun","Sat 15 Jun","Sun 16 Jun","Mon 17 Jun","Tue 18 Jun"]:
        for sh, win in [("DAY12", "07:00-19:00"), ("NIGHT12", "19:00-07:00")]:
            picks = rr.sample(ROSTER, 7)
            tr = sum(1 for r in picks if r[2])
            out.append(f"{d} {sh:<7} {win}  assigned 7  trained {tr}{'  <-- below 2 trained' if tr < 2 else ''}")
            for k, r in enumerate(picks, 1):
                h = rr.choice([12, 12, 14, 14, 12])
                out.append(f"    slot {k}  {r[0]}  {r[1]:<24} {'trained' if r[2] else '       '}  hrs_24h: {h}{'  <-- >12h (setup/turnover)' if h > 12 else ''}")
    return "\n".join(out)

def schedule(rev, overnight, leads, note, detail=False):
    days = ["Wed 12 Jun","Thu 13 Jun","Fri 14 Jun","Sat 15 Jun","Sun 16 Jun","Mon 17 Jun","Tue 18 Jun"]
    out = [f"schedule_id: SCHED-SH0417-W1   revision: {rev}   status: published   {note}",
           "shift          | window       | need | filled | trained | lead            | open slots"]
    rr = random.Random(100 + rev)
    for d in days:
        for sh, win, need in [("DAY", "07:00-15:00", 8), ("EVE", "15:00-23:00", 7), ("NIGHT", "23:00-07:00", overnight)]:
            filled = need - rr.choice([0, 0, 0, 1, 1, 2])
            trained = rr.choice([2, 2, 3, 3, 4])
            lead = leads.get((d, sh), rr.choice(["Ortega, L.", "Chen, A.", "Gomez, R.", "Nguyen, T.", "Hughes, K."]))
            out.append(f"{d} {sh:<5} | {win} | {need:>4} | {filled:>6} | {trained:>7} | {lead:<15} | {need-filled}")
            if detail:
                pool = [r for r in ROSTER if sh[0] in r[3] or (sh == "DAY" and "D" in r[3])] or ROSTER
                picks = rr.sample(pool, min(filled, len(pool)))
                picks.sort(key=lambda r: not r[2])
                for k, r in enumerate(picks, 1):
                    role = rr.choice(["floor", "floor", "intake", "kitchen", "family area", "runner", "floor"]) if k > 1 else "senior"
                    out.append(f"    slot {k:<2} {r[0]}  {r[1]:<24} {'trained' if r[2] else '       '}  role: {role:<11} hrs_24h: 8")
                for k in range(filled + 1, need + 1):
                    out.append(f"    slot {k:<2} --OPEN--")
    return "\n".join(out)

ITEMS = [("cots (folding, adult)","ea"),("blankets (fleece)","ea"),("pillows","ea"),("air mattresses","ea"),
         ("bottled water 16.9oz","case/24"),("toilet paper","roll"),("paper towels","roll"),("hand sanitizer 12oz","btl"),
         ("adult diapers L","pk/18"),("baby diapers size 3","pk/31"),("baby diapers size 4","pk/27"),("baby wipes","pk/80"),
         ("infant formula standard 12.4oz","can"),("infant formula sensitive 12.4oz","can"),("toothbrushes","ea"),
         ("toothpaste travel","ea"),("bath towels","ea"),("shampoo travel","ea"),("bar soap","ea"),("feminine pads","pk/20"),
         ("tampons","box/18"),("deodorant","ea"),("socks adult","pr"),("underwear adult asst","ea"),("trash bags 39gal","box/50"),
         ("nitrile gloves M","box/100"),("nitrile gloves L","box/100"),("disinfectant wipes","tub"),("bleach 121oz","btl"),
         ("masks surgical","box/50"),("cots (child)","ea"),("flashlights","ea"),("AA batteries","pk/24"),("phone chargers multi","ea"),
         ("power strips","ea"),("ear plugs","pr"),("eye masks","ea"),("first aid kits","ea"),("ice packs","ea"),
         ("thermometers","ea"),("reading glasses asst","ea"),("snack packs","ea"),("juice boxes","case/32"),("coffee 2lb","bag"),
         ("paper plates","pk/100"),("utensil kits","ea"),("cups 12oz","pk/50"),("laundry detergent","btl"),("pet food (dog) 15lb","bag"),
         ("crates (medium)","ea")]

def inventory():
    rr = random.Random(77)
    lines = ["INVENTORY  site=SH-0417  census=86  burn rates = trailing 48h avg  as_of 2024-06-11 09:00",
             "SKU       | ITEM                              | UNIT      | ON HAND | BURN/DAY | DAYS LEFT | REORDER PT | LOC"]
    for i, (name, unit) in enumerate(ITEMS):
        sku = f"INV-{3000 + i*7}"
        on = rr.randint(4, 260)
        burn = max(1, rr.randint(1, 40))
        if name.startswith("cots (folding"): on, burn = 124, 0
        if name.startswith("infant formula sensitive"): on, burn = 3, 2
        if name.startswith("infant formula standard"): on, burn = 14, 3
        if name.startswith("air mattresses"): on, burn = 2, 0
        if name.startswith("pet food"): on, burn = 1, 1
        days = "inf" if burn == 0 else f"{on / burn:.1f}"
        rp = rr.choice([10, 20, 24, 30, 40, 50])
        loc = rr.choice(["gym storage A", "gym storage B", "kitchen", "nurse office", "loading dock"])
        flag = "  <-- LOW" if burn and on / burn < 3 else ""
        lines.append(f"{sku:<9} | {name:<33} | {unit:<9} | {on:>7} | {burn:>8} | {days:>9} | {rp:>10} | {loc}{flag}")
    return "\n".join(lines)

CONTRACT = """DOCUMENT HC-EM-2024-0318  (PDF, 14 pages, extracted text)
MEMORANDUM OF AGREEMENT FOR EMERGENCY CONGREGATE SHELTER OPERATIONS
between HALE COUNTY OFFICE OF EMERGENCY MANAGEMENT ("County") and RIVERBEND COMMUNITY RELIEF ("Operator")
Incident: Cedar River Flood, DR-24-06.  Site: Millbrook High School gymnasium, 2200 Alder St (Shelter SH-0417)
Term: 9 June 2024 through the earlier of 7 July 2024 or written demobilization notice.

1. PURPOSE. The Operator shall staff and operate a general-population congregate shelter ...
1.1 Rated capacity is set by the County Fire Marshal's walk-through and may be adjusted by written notice from the
    County EOC. Initial rated capacity: 120 cots.
1.2 The Operator shall not admit residents above rated capacity without written EOC approval.

2. STAFFING.
2.1 The Operator shall maintain at least two (2) shelter-trained personnel (Red Cross SO-101 or equivalent) on every shift.
2.2 Overnight (23:00-07:00) staffing shall be no less than one trained volunteer per 25 residents (1:25), rounded up,
    plus one shift lead.
2.3 No individual volunteer shall be scheduled for more than twelve (12) hours in any 24-hour period.
2.4 The Operator shall submit a weekly volunteer-hours log on County form EM-121 by 17:00 each Monday.

3. FEEDING.
3.1 Three meals per day plus snacks. Meals procured by the Operator are reimbursable at a flat $9.50 per resident per day
    based on the midnight census.
3.2 If the County arranges mass-care feeding by a partner agency, the Operator shall reduce or cancel its own meal
    procurement from the date feeding is assumed; meal costs after that date are not reimbursable.

4. REIMBURSABLE COSTS.
4.1 Consumable supplies, sanitation, bedding and hygiene items, not to exceed $9,000 per 14-day operational period
    without prior written approval of the County Finance Officer.
4.2 Not reimbursable: (a) alcohol or tobacco; (b) capital equipment over $500 per unit; (c) pet food, pet supplies or
    animal care (household pets are sheltered under the Hale County Animal Services co-location plan);
    (d) volunteer stipends; (e) costs without an itemized receipt.
4.3 Equipment rental is reimbursable only where listed in Annex B or approved in writing by the EOC.
4.4 Claims shall be submitted on County form EM-114 within thirty (30) days of the expense, with itemized receipts and
    the census log for the period.

5. REPORTING.
5.1 Daily census to the EOC by 08:00 via the WebEOC shelter board.
5.2 Significant incidents (medical transport, police contact, capacity breach) reported within 1 hour.

6. CONTACTS.
County EOC Mass Care Lead: Ray Okafor, rokafor@halecounty.gov, (555) 014-2290
County Finance Officer: Deborah Nash, dnash@halecounty.gov
Animal Services co-location: Marcus Lee, mlee@halecounty.gov

7. RECORDS. The Operator shall retain sign-in sheets, census logs, incident reports, volunteer hours (EM-121) and
   procurement records for three (3) years after close-out and make them available to County, State and FEMA auditors.
8. INSURANCE. The Operator maintains general liability of $1,000,000 per occurrence and volunteer accident coverage;
   certificates on file with County Risk Management (COI-RCR-2024-07). The school district is named additional insured.
9. INDEMNIFICATION. Each party is responsible for the acts and omissions of its own personnel to the extent permitted by law.
10. PRIVACY. Resident registration data is confidential; disclosure only to County EOC, Red Cross reunification, or as
    required by law. No photographs of residents on social media.
11. SITE CONDITIONS. The school district retains custody of the building. Operator shall not use classrooms, the
    auditorium or the science wing. Use of locker rooms is limited to showers (4 working heads as of 9 June) and
    restrooms. Damage shall be reported to the district facilities office within 24 hours (facilities@millbrookschools.org).
12. DEMOBILIZATION. On written notice the Operator shall close intake within 24 hours, assist the County with
    relocation of remaining residents, and return the site broom-clean within 72 hours. Final claim due 45 days after
    demobilization.
13. AMENDMENT. Changes to capacity, feeding arrangements or cost caps are made by written notice from the EOC or the
    County Finance Officer; e-mail from an @halecounty.gov address constitutes written notice.
14. TERMINATION. Either party on 48 hours' written notice.

ANNEX A. Site layout (gym floor 94 x 60 ft; north half adjacent to locker rooms; south half adjacent to cafeteria).
ANNEX B. Pre-approved rentals: light towers (2), handwash stations (4), portable toilets (6), dumpster 20yd (1).
   [Annex B does not list shower trailers or portable shower units.]
ANNEX C. Signature page: K. Mills (County Administrator), D. Whitfield for Riverbend Community Relief.
"""

def receipts():
    rr = random.Random(4242)
    vendors = ["Walmart #2291", "Dollar General", "Costco Business #611", "CVS #8810", "Target #1422", "Aldi",
               "Family Dollar", "Sam's Club #6620", "Walgreens #03391", "Kroger #448"]
    cats = ["hygiene", "bedding", "sanitation", "consumables", "baby care", "cleaning", "snacks"]
    rows, total = [], 0.0
    for i in range(1, 47):
        d = 9 + (i % 6)
        v = rr.choice(vendors)
        amt = round(rr.uniform(18, 260), 2)
        total += amt
        rows.append(f"R-{i:03d} | 2024-06-{d:02d} | {v:<22} | {rr.choice(cats):<11} | ${amt:>8.2f} | itemized | rcpt_{i:03d}.pdf")
    specials = [("R-047", "2024-06-10", "Home Depot #0417", "sanitation", 214.77, "CARD SLIP ONLY", "hd_0610.jpg"),
                ("R-048", "2024-06-10", "Tractor Supply", "pet", 86.20, "itemized", "tsc_0610.pdf"),
                ("R-049", "2024-06-09", "Rosa's Kitchen", "meals", 1634.00, "itemized", "rosas_inv_1182.pdf"),
                ("R-050", "2024-06-11", "Rosa's Kitchen", "meals", 1634.00, "itemized", "rosas_inv_1190.pdf")]
    for s in specials:
        rows.append(f"{s[0]} | {s[1]} | {s[2]:<22} | {s[3]:<11} | ${s[4]:>8.2f} | {s[5]} | {s[6]}")
        total += s[4]
    head = ("/Shared/SH-0417/receipts/week1/  (50 files)   sum(all)=$" + f"{total:,.2f}" + "\n"
            "note: Rosa's Kitchen invoices are under catering order for meals Jun 9 - Jun 22 (deposit-billed every 2 days)\n"
            "ID    | DATE       | VENDOR                 | CATEGORY    | AMOUNT    | RECEIPT  | FILE\n")
    return head + "\n".join(rows), total

def sms_log(n):
    rr = random.Random(9)
    lines = [f"sms_broadcast id=BC-7712  recipients={n}  template=extra-overnight  sent 2024-06-11 13:41",
             "TO           | STATUS    | REPLY"]
    for i in range(n):
        st = rr.choice(["delivered", "delivered", "delivered", "failed: landline", "delivered"])
        rep = rr.choice(["", "", "YES Wed", "YES Thu Fri", "NO", "", "YES Sat", "can do Sun", "", "YES any"]) if st == "delivered" else ""
        lines.append(f"+1555{rr.randint(1000000,9999999)} | {st:<9} | {rep}")
    lines.append("summary: delivered 44, failed 4, replies so far 17 (YES 11, NO 3, other 3)")
    return "\n".join(lines)

# ------------------------------------------------------------------ conversation
C.system("You are ShelterDesk, an operations assistant for Riverbend Community Relief, a nonprofit running emergency "
         "shelters for county governments. You can read and change the volunteer roster and shift schedules, "
         "inventory, purchase orders, vendor bookings, the county shelter portal, reimbursement claims, e-mail, SMS "
         "and reminders through tools. Confirm money-moving or outward-facing actions with the coordinator unless "
         "they have clearly told you to go ahead. Today is Tuesday 11 June 2024.")

C.user("Morning. I'm Dana Whitfield, volunteer coordinator for the Cedar River flood shelter at Millbrook High gym — "
       "that's shelter SH-0417, we opened Sunday under the county agreement. We have 120 cots set up and 86 people "
       "sleeping here as of last night. I need the volunteer schedule for Wed through next Tue built properly: three "
       "shifts a day, at least 2 shelter-trained people on every shift, and nobody scheduled more than 12 hours in a "
       "day — people are burning out already. Jamal Pierce is my night lead Wed–Sat. Can you pull the roster and the "
       "current draft and tell me what we're working with?")

C.calls("Pulling the active roster and the current draft schedule for SH-0417.", [
    ("roster_query", {"site_id": "SH-0417", "status": ["active", "deployed_or_available"], "include": ["certs", "skills", "availability", "hours_this_week", "notes"]}, roster()),
    ("schedule_get", {"schedule_id": "SCHED-SH0417-W1", "include_gaps": True},
     "schedule_id: SCHED-SH0417-W1  revision: 0 (DRAFT, not published)  created_by: dwhitfield  2024-06-10 21:14\n"
     "pattern: 2 x 12h (07:00-19:00 / 19:00-07:00)\n"
     "gaps: 9 of 14 shifts below 2 trained; 23 volunteer-days exceed 12h when combined with setup tasks\n"
     "warnings:\n - HC-EM-2024-0318 s2.3: 12h cap breached for 11 volunteers (shift + 2h setup/turnover)\n"
     " - night shifts Thu, Fri have 1 trained volunteer\n - lead unassigned: Sun-Tue nights" + draft_detail()),
])

C.model("""## What we're working with

**Roster:** 72 active volunteers. The constraint that bites is training, not headcount:

| | Count |
|---|---|
| Active volunteers | 72 |
| Shelter-trained (SO-101) | 23 |
| Available for nights (N) | 31 |
| Trained **and** night-available | 9 |
| Already at 16 h+ this week | 21 |

**Current draft (revision 0, unpublished)** is a 2 × 12 h pattern. It can't pass the county agreement as written: with the 2 h setup/turnover overlap it puts 11 people over the 12 h cap (s2.3 of HC-EM-2024-0318), and Thu/Fri nights only have one trained person.

### Options

| | **A — three 8-hour shifts** | **B — 2 × 12 h, shortened turnover** | **C — hybrid** |
|---|---|---|---|
| Windows | 07:00–15:00, 15:00–23:00, 23:00–07:00 | 07:00–19:00, 19:00–07:00 | 8 h days/evenings, 12 h nights |
| Volunteer-shifts/week | ~147 | ~98 | ~126 |
| Meets 12 h cap | Yes, with margin | Only if turnover drops to 0 | Nights borderline |
| Trained ≥2 per shift | Yes (23 trained cover 21 shifts) | Yes | Yes |
| Risk | More handovers (3/day) | Fatigue, no buffer | Night crew still tired |

**My recommendation is A.** It is the only pattern that stays inside the 12 h cap with room for the turnover briefing, and it matches how people listed their availability (D/E/N), so fewer phone calls.

With A, Jamal stays as night lead Wed–Sat; Sun–Tue nights still need a lead. Want me to publish A?""")

C.user("A. Publish it. Sun-Tue night lead, just put Luis Ortega down for now.")

C.calls("", [("schedule_publish", {"schedule_id": "SCHED-SH0417-W1", "pattern": "3x8h",
      "windows": ["07:00-15:00", "15:00-23:00", "23:00-07:00"], "min_trained_per_shift": 2, "max_hours_per_24h": 12,
      "overnight_min": 5,
      "leads": {"NIGHT Wed 12 Jun-Sat 15 Jun": "V-1107 Jamal Pierce", "NIGHT Sun 16 Jun-Tue 18 Jun": "V-1144 Luis Ortega"},
      "notify": "assigned_volunteers", "note": "Replaces 2x12h draft; compliant with HC-EM-2024-0318 s2.1-2.3"},
     "OK published SCHED-SH0417-W1 revision 1 (pattern 3x8h). 21 shifts, 147 slots, 139 filled, 8 open.\n"
     "night staffing: 5 overnight volunteers + lead per night (census 86 -> 1:25 requires 4)\n"
     "notifications queued: 61 volunteers (sms+email)\n\n" +
     schedule(1, 5, {("Wed 12 Jun", "NIGHT"): "Pierce, J.", ("Thu 13 Jun", "NIGHT"): "Pierce, J.", ("Fri 14 Jun", "NIGHT"): "Pierce, J.",
                     ("Sat 15 Jun", "NIGHT"): "Pierce, J.", ("Sun 16 Jun", "NIGHT"): "Ortega, L.", ("Mon 17 Jun", "NIGHT"): "Ortega, L.",
                     ("Tue 18 Jun", "NIGHT"): "Ortega, L."}, "published_at: 2024-06-11 09:37", detail=True))])

C.model("""Done. **SCHED-SH0417-W1 revision 1** is published.

- Three 8-hour shifts, 07:00–15:00 / 15:00–23:00 / 23:00–07:00, 2+ trained on every shift.
- Nights: 5 overnight volunteers plus the lead (1:25 at 86 residents needs 4, so one spare).
- Night leads: **Jamal Pierce** Wed–Sat, **Luis Ortega** Sun–Tue.
- 139 of 147 slots filled; 8 open, mostly Sunday day shifts. 61 volunteers notified.

I can send a call-out for the 8 open slots whenever you like.""")

C.user("Leave the open ones for now, Sunday people usually show up from church. Next thing is supplies. We're at 86 "
       "residents. Check inventory and anything below 3 days, let's order. Keep this week's supply spend under $4,500 — "
       "and check what the county contract actually lets us claim, I don't want to eat costs we could get back.")

C.calls("Checking stock against burn rates and pulling the agreement text.", [
    ("inventory_query", {"site_id": "SH-0417", "metrics": ["on_hand", "burn_per_day", "days_left", "reorder_point"], "census": 86}, inventory()),
    ("document_get", {"doc_id": "HC-EM-2024-0318", "format": "text"}, CONTRACT),
])

C.model("""## Supplies — below 3 days of stock

I filtered the inventory to items under 3 days at the current burn, then priced them with our two standing vendors.

| Item | On hand | Burn/day | Days left | Order qty (7 days) |
|---|---|---|---|---|
| Infant formula, sensitive | 3 cans | 2 | 1.5 | 14 cans |
| Infant formula, standard | 14 cans | 3 | 4.7 | top-up 8 |
| Baby diapers size 3 / 4 | low | — | <3 | 6 pk each |
| Toilet paper | low | — | <3 | 10 cases |
| Adult diapers L | low | — | <3 | 8 pk |
| Disinfectant wipes, gloves M/L | low | — | <3 | per par |
| Air mattresses | 2 | 0 | — | (requested by night crew: 10) |
| Pet food (dog) | 1 bag | 1 | 1.0 | see note |

**Vendor comparison (same basket):**

| | Tri-County Wholesale | Costco Business |
|---|---|---|
| Basket total | **$3,812.40** (incl. 10 air mattresses $389.50) | $3,655.10 + $180 delivery |
| Delivery | Next morning, free over $1,500 | 2 days |
| Itemized invoice | Yes, net-30 | Card receipt, itemized |
| Formula, sensitive | in stock (TCW-44810) | 6 cans only |

### What the county will pay back (HC-EM-2024-0318)

- **Supplies (s4.1):** consumables, sanitation, bedding, hygiene up to **$9,000 per 14-day period** without prior approval.
- **Meals (s3.1):** flat **$9.50 per resident per day** on the midnight census — not our actual catering cost.
- **Not reimbursable (s4.2):** pet food/supplies (4.2(c)), capital equipment over $500/unit, anything **without an itemized receipt** (4.2(e)).
- **Rentals (s4.3):** only what's in Annex B (light towers, handwash stations, portable toilets, dumpster) unless the EOC approves in writing.
- **Claims (s4.4):** form **EM-114**, within **30 days** of the expense, with itemized receipts and the census log.
- Also worth knowing: s2.2 overnight ratio is **1:25**, s2.4 weekly hours log on **EM-121** every Monday by 17:00.

Pet food I'd leave off the order — it's excluded, and Animal Services handles pets under the co-location plan.

Tri-County is under your $4,500 for the week and gets it here tomorrow. Go with Tri-County?""")

C.user("Tri-County. Drop the air mattresses, we have cots. And for formula, definitely the sensitive kind — two of the "
       "families asked for it specifically.")

C.calls("Placing the order without air mattresses and sending the delivery note.", [
    ("supply_order_create", {"vendor_id": "VEN-TCW-01", "vendor": "Tri-County Wholesale", "site_id": "SH-0417", "bill_to": "Riverbend Community Relief",
      "lines": [{"sku": "TCW-44810", "desc": "Infant formula sensitive 12.4oz", "qty": 14}, {"sku": "TCW-44802", "desc": "Infant formula standard 12.4oz", "qty": 8},
                {"sku": "TCW-20331", "desc": "Baby diapers sz3", "qty": 6}, {"sku": "TCW-20332", "desc": "Baby diapers sz4", "qty": 6},
                {"sku": "TCW-11020", "desc": "Toilet paper 96ct case", "qty": 10}, {"sku": "TCW-20410", "desc": "Adult diapers L", "qty": 8},
                {"sku": "TCW-30118", "desc": "Disinfectant wipes tub", "qty": 24}, {"sku": "TCW-30201", "desc": "Nitrile gloves M", "qty": 10},
                {"sku": "TCW-30202", "desc": "Nitrile gloves L", "qty": 10}, {"sku": "TCW-11877", "desc": "Trash bags 39gal", "qty": 6}],
      "delivery": {"date": "2024-06-12", "window": "08:00-10:00", "location": "Millbrook High loading dock, door 4", "contact": "Dana Whitfield (555) 014-7730"},
      "po_note": "Cedar River flood DR-24-06 / county agreement HC-EM-2024-0318. Itemized invoice required."},
     "OK order created PO-88213  vendor=Tri-County Wholesale  status=confirmed\n"
     "lines: 10   subtotal $3,422.90   tax $0.00 (exempt cert EX-55120 on file)   delivery $0.00   total $3,422.90\n"
     "delivery: 2024-06-12 08:00-10:00, Millbrook High loading dock, door 4\n"
     "budget check: week spend to date $611.35 + $3,422.90 = $4,034.25  (limit set by user: $4,500)  OK"),
    ("email_send", {"to": ["orders@tricountywholesale.com"], "cc": ["dana.whitfield@riverbendrelief.org"],
      "subject": "PO-88213 delivery — Millbrook High shelter, Wed 12 Jun 08:00-10:00",
      "body": "Hi Karen,\n\nPO-88213 is in for tomorrow. Please deliver to the loading dock at door 4 (east side, off Alder St), 08:00-10:00. "
              "The gym entrance is for residents only. Please make sure the invoice is itemized — it goes to the county for reimbursement.\n\n"
              "Thanks,\nDana Whitfield\nRiverbend Community Relief"},
     "sent message_id <a81f2c@riverbendrelief.org> 2024-06-11 10:05"),
])

C.model("""Done.

- **PO-88213** with Tri-County Wholesale — **$3,422.90**, 10 lines, no air mattresses, 14 cans of sensitive formula (TCW-44810).
- Delivery **Wed 12 Jun 08:00–10:00 at the loading dock, door 4** — I routed it away from the gym entrance so trucks don't block residents. Vendor e-mailed with an itemized-invoice request.
- Week spend now **$4,034.25** against your $4,500, leaving $465.75.""")

C.user("Quick side question — does the contract cover pet stuff at all? A few people brought dogs and they're in crates by the bleachers.")

C.model("""No. Section **4.2(c)** excludes pet food, pet supplies and animal care from reimbursement. The agreement says household pets are handled under the **Hale County Animal Services co-location plan**, contact **Marcus Lee** (mlee@halecounty.gov).

Practically, that means:
- Anything we buy for the dogs comes out of Riverbend's own money.
- Animal Services may be able to supply crates, food and a vet check if we ask. Co-location usually means pets stay on site in a separate area, not by the bleachers, because of allergies and the fire lanes.

Want me to e-mail Marcus and ask what they can provide?""")

C.user("Yes, email him — we need proper crates and food for 4 dogs. Also check my inbox, I think Ray from the county sent something this morning.")

INBOX = """INBOX dana.whitfield@riverbendrelief.org  unread=6  showing newest first

[1] 2024-06-11 10:48  From: Ray Okafor <rokafor@halecounty.gov>
    Subject: SH-0417 capacity increase + Fairview transfer
    Dana — Fire Marshal walked Millbrook yesterday evening. Effective today we're raising SH-0417's rated capacity to 175 cots (was 120).
    Reason: Fairview Elementary shelter (SH-0409) is closing — their HVAC failed. We'll move their 40 residents to you Thursday 14:00
    by county bus. Please confirm you can staff for it and update the shelter board in WebEOC. Extra cots (55) arrive from the
    county warehouse Thursday morning. Ray

[2] 2024-06-11 10:31  From: Karen Voss <orders@tricountywholesale.com>
    Subject: RE: PO-88213 delivery — Millbrook High shelter
    Hi Dana, got it, door 4 tomorrow 8-10. Heads up: the sensitive formula (TCW-44810) is on backorder from the manufacturer,
    we can ship 3 cans tomorrow and the rest "early next week", no firm date. We could substitute TCW-44815 (gentle/partially
    hydrolyzed, same brand) — want us to? Karen

[3] 2024-06-11 09:58  From: WebEOC <noreply@webeoc.halecounty.gov>
    Subject: Daily census reminder — SH-0417 submitted 07:52 (86)

[4] 2024-06-11 08:20  From: Gloria Matsuda <gmatsuda@riverbendrelief.org>
    Subject: Board call tonight
    Dana, I'm putting the shelter budget on tonight's board call — the $4,500/week supply limit looks too tight now. I'll send the
    outcome. Also asking about shower rental since the school locker room only has 4 working heads. G.

[5] 2024-06-10 22:05  From: Jamal Pierce <jpierce.vol@gmail.com>
    Subject: tonight
    All quiet, 2 late arrivals placed on row F. Bit of a sore throat, will see how I feel tomorrow. J

[6] 2024-06-10 17:40  From: Rosa Delgado <rosa@rosaskitchen.com>
    Subject: Catering schedule confirmed
    Confirming breakfast/lunch/dinner for SH-0417 Jun 9 - Jun 22 at headcount + 10%, billed every 2 days.

--- read (older) ---
[7] 2024-06-10 15:02  From: Millbrook HS Facilities <facilities@millbrookschools.org>
    Subject: Gym use reminders
    Reminder: no tape on the gym floor finish, use the blue painter's tape only. Custodian on site 06:00-22:00 (Earl, ext 214).
    Locker room: 4 of 9 shower heads working, parts on order, no ETA. Please keep the science wing doors closed.
[8] 2024-06-10 11:47  From: Ray Okafor <rokafor@halecounty.gov>
    Subject: Daily EOC shelter call — 09:30
    Shelter leads join the 09:30 call daily (dial-in on WebEOC). Today's notes: SH-0409 Fairview HVAC issues, SH-0412 Eastgate at
    capacity, Red Cross ERV feeding route adding Millbrook from Thursday for snacks only.
[9] 2024-06-10 09:15  From: Luis Ortega <luis.ortega@riverbendrelief.org>
    Subject: setup done
    Cots rows A-F set, 120 total, aisles 4 ft per fire marshal. Registration table at the east doors. Kids' corner by the stage.
[10] 2024-06-09 20:30  From: United Way 211 <dispatch@uw211.org>
    Subject: Referrals to SH-0417
    We've referred 23 households tonight. Families with infants: 5. Medical needs flagged: 3 (oxygen, dialysis transport, insulin fridge).
[11] 2024-06-09 18:04  From: Deborah Nash <dnash@halecounty.gov>
    Subject: Reimbursement packet
    Attached: EM-114 claim form, EM-121 hours log template, census log template. Please use the agreement number on every claim.
[12] 2024-06-09 16:40  From: Gloria Matsuda <gmatsuda@riverbendrelief.org>
    Subject: Card for the shelter
    Program card ending 4471 is loaded for shelter purchases. Keep every receipt itemized; card slips alone won't pass the county.
"""

C.calls("", [
    ("email_send", {"to": ["mlee@halecounty.gov"], "cc": ["dana.whitfield@riverbendrelief.org"],
      "subject": "SH-0417 Millbrook High — pet co-location support for 4 dogs",
      "body": "Hi Marcus,\n\nWe have 4 dogs with their owners at the Millbrook High shelter (SH-0417), currently in owners' crates by the bleachers. "
              "Under the co-location plan in HC-EM-2024-0318, could Animal Services provide proper crates (medium/large), food for 4 dogs, "
              "and advise on a separate pet area? We can set one up in the wrestling room off the north corridor.\n\nThanks,\nDana Whitfield"},
     "sent message_id <c3d981@riverbendrelief.org> 2024-06-11 11:02"),
    ("email_inbox_list", {"mailbox": "dana.whitfield@riverbendrelief.org", "unread_only": True, "limit": 10, "include_body": True}, INBOX),
])

C.model("""E-mail to Marcus Lee is sent (crates and food for 4 dogs, wrestling room suggested as the pet area).

## Your inbox — three things that change the plan

**1. Capacity increase (Ray Okafor, 10:48).** SH-0417's rated capacity goes **from 120 to 175 cots** today. Fairview Elementary (SH-0409) is closing, and **40 residents** arrive by county bus **Thursday 14:00**. 55 extra cots come from the county warehouse Thursday morning. Ray wants a staffing confirmation and the WebEOC board updated.

**2. Formula backorder (Karen, Tri-County).** Sensitive formula **TCW-44810** is backordered: 3 cans tomorrow, the rest "early next week". She offers substitute **TCW-44815** (partially hydrolyzed, same brand).

**3. Board budget call tonight (Gloria Matsuda).** She's taking the $4,500/week limit and a shower rental to the board.

Also: Jamal mentioned a sore throat last night. Worth keeping an eye on.

### Staffing for 126 residents (86 + 40)

Agreement s2.2: overnight needs 1 trained volunteer per 25 residents, rounded up. 126 / 25 → **6**, plus a lead. Revision 1 has 5. We need at least one more per night, and a second intake desk on Thursday afternoon.

| | Option 1 — ask the county | Option 2 — roster call-out | Option 3 — staffing agency |
|---|---|---|---|
| How | Request 2 county CERT members per night | Lift nights to seven, SMS the 48 night-available volunteers | Hire 2 agency shelter aides/night |
| Cost | $0 | $0 | ~$38/h → ~$4,256/week, not reimbursable (s4.2(d) is stipends; agency pay needs EOC approval) |
| Speed | 24–48 h, not guaranteed | Replies within hours | Same day |
| Margin at 175 | None | 7 covers up to 150 | Depends |

I'd go with **Option 2**. It costs nothing, our people already know the site, and it leaves one spare on each night.""")

C.user("2. And put the Fairview people on the north side of the gym, families nearest the locker rooms — they'll need the showers most.")

C.calls("Updating the county board, the schedule and sending the call-out.", [
    ("shelter_portal_update", {"system": "WebEOC", "shelter_id": "SH-0417",
      "changes": {"rated_capacity": 175, "expected_arrivals": {"count": 40, "from": "SH-0409 Fairview Elementary", "eta": "2024-06-13 14:00"},
                  "layout_note": "Fairview residents -> north side of gym, families nearest locker rooms"},
      "reason": "EOC notice R. Okafor 2024-06-11 10:48"},
     "OK WebEOC shelter board SH-0417 updated rev 14\n"
     "rated_capacity: was 120  now 175\nexpected_arrivals: 40 from SH-0409 ETA 2024-06-13 14:00\n"
     "layout_note: Fairview residents -> north side of gym, families nearest locker rooms\n"
     "census (last submitted): 86   headroom: 89"),
    ("schedule_update", {"schedule_id": "SCHED-SH0417-W1", "base_revision": 1,
      "changes": [{"field": "overnight_min", "from": 5, "to": 7, "scope": "all nights"},
                  {"add_slot": "Thu 13 Jun 13:00-17:00 intake desk #2", "qty": 2}],
      "reason": "Capacity 175 / Fairview transfer; s2.2 1:25 ratio"},
     "OK SCHED-SH0417-W1 revision 2\novernight_min: 5 -> 7 (7 overnight volunteers + lead, all nights)\n"
     "new open slots: 14 night + 2 intake (Thu 13:00-17:00)\n\n" +
     schedule(2, 7, {("Wed 12 Jun", "NIGHT"): "Pierce, J.", ("Thu 13 Jun", "NIGHT"): "Pierce, J.", ("Fri 14 Jun", "NIGHT"): "Pierce, J.",
                     ("Sat 15 Jun", "NIGHT"): "Pierce, J.", ("Sun 16 Jun", "NIGHT"): "Ortega, L.", ("Mon 17 Jun", "NIGHT"): "Ortega, L.",
                     ("Tue 18 Jun", "NIGHT"): "Ortega, L."}, "published_at: 2024-06-11 11:26", detail=True)),
    ("sms_broadcast", {"audience": "SH-0417 volunteers avail=N, not at 12h cap", "template": "extra-overnight",
      "body": "Riverbend/Millbrook shelter: we're taking 40 more residents Thu. Need 2 extra overnight volunteers (23:00-07:00) each night Wed-Tue. "
              "Reply YES + nights you can do. Thank you! -Dana"}, sms_log(48)),
])

C.model("""Done.

- **WebEOC board (rev 14):** rated capacity **175** (was 120), 40 arrivals from SH-0409 logged, layout note: Fairview residents on the **north side**, families nearest the locker rooms.
- **Schedule revision 2:** **7 overnight** volunteers plus the lead on every night. 2 intake slots added Thu 13:00–17:00.
- **Call-out BC-7712:** 44 delivered, 17 replies so far, **11 YES**. That's enough to fill 11 of the 14 new night slots once I match them. Thursday is the tightest.

Still open: **Ray wants confirmation** we can staff for the transfer. I'd reply once the Thursday night slots are filled. And **Karen is waiting on the formula substitute question**.""")

C.user("Ugh. Jamal just texted — he's got a fever, doctor says stay home, probably out through Sunday at least. Make Priya Raman "
       "night lead Wed through Fri, and Tom Beckett takes Saturday — Priya can't do Saturdays. Let them both know. Mark Jamal "
       "unavailable, don't delete him.")

C.calls("", [
    ("schedule_update", {"schedule_id": "SCHED-SH0417-W1", "base_revision": 2,
      "changes": [{"field": "lead", "shift": "NIGHT Wed 12 Jun-Fri 14 Jun", "from": "V-1107 Jamal Pierce", "to": "V-1119 Priya Raman"},
                  {"field": "lead", "shift": "NIGHT Sat 15 Jun", "from": "V-1107 Jamal Pierce", "to": "V-1131 Tom Beckett"}],
      "volunteer_status": [{"volunteer_id": "V-1107", "status": "unavailable", "until": "2024-06-16", "reason": "illness (fever), per self-report 2024-06-11"}],
      "notify": ["V-1119", "V-1131"]},
     "OK SCHED-SH0417-W1 revision 3\n"
     "NIGHT Wed 12 Jun lead: was Pierce, J.  now Raman, P.\nNIGHT Thu 13 Jun lead: was Pierce, J.  now Raman, P.\n"
     "NIGHT Fri 14 Jun lead: was Pierce, J.  now Raman, P.\nNIGHT Sat 15 Jun lead: was Pierce, J.  now Beckett, T.\n"
     "V-1107 Pierce, Jamal: status active -> unavailable (until 2024-06-16); 0 remaining assignments; record kept\n"
     "check: Raman, P. hours Wed-Fri 8h/24h OK; Beckett, T. Sat 8h + Sat DAY? no; OK\n"
     "warning: Raman, P. also on Thu 13 Jun EVE (15:00-23:00) -> 16h in 24h, breaches 12h cap. Removed from Thu EVE; Thu EVE now 1 open slot.\n"
     "notifications: V-1119 sms+email sent; V-1131 sms+email sent"),
])

C.model("""Done. **Revision 3:**

| Night | Lead |
|---|---|
| Wed 12 – Fri 14 Jun | **Priya Raman** (was Jamal) |
| Sat 15 Jun | **Tom Beckett** (was Jamal) |
| Sun 16 – Tue 18 Jun | Luis Ortega (unchanged) |

- Jamal (V-1107) is marked **unavailable until 16 Jun**. His record is kept, he has no assignments left.
- The schedule caught a clash: Priya was also on **Thu evening**, which would have been 16 h. I took her off that shift, so **Thu EVE now has 1 open slot**.
- Priya and Tom have been notified by SMS and e-mail from the schedule.

Shall I offer the Thu evening slot to the call-out YES replies?""")

C.user("Yes fill it from the YES list. Oh and correction on Fairview — Ray just called. The transfer moved to Friday 10:00, "
       "not Thursday, and it's 52 people now, not 40, they folded in a few from the church hall. Cots still come Thursday. "
       "Reply to Ray confirming. And tell Karen to hold off on the substitute formula until I've asked the two families.")

C.calls("", [
    ("shelter_portal_update", {"system": "WebEOC", "shelter_id": "SH-0417",
      "changes": {"expected_arrivals": {"count": 52, "from": "SH-0409 Fairview Elementary + St. Anne's hall", "eta": "2024-06-14 10:00"}},
      "reason": "Phone call R. Okafor 2024-06-11 ~12:30"},
     "OK WebEOC shelter board SH-0417 updated rev 15\nexpected_arrivals: was 40 ETA 2024-06-13 14:00  now 52 ETA 2024-06-14 10:00\n"
     "projected census after arrival: 138 (rated 175)"),
    ("schedule_update", {"schedule_id": "SCHED-SH0417-W1", "base_revision": 3,
      "changes": [{"move_slot": "intake desk #2", "from": "Thu 13 Jun 13:00-17:00", "to": "Fri 14 Jun 09:00-13:00", "qty": 2},
                  {"fill": "Thu 13 Jun EVE", "volunteer_id": "V-1158", "source": "BC-7712 YES"}]},
     "OK SCHED-SH0417-W1 revision 4\nintake desk #2: was Thu 13 Jun 13:00-17:00  now Fri 14 Jun 09:00-13:00 (2 slots, 0 filled)\n"
     "Thu 13 Jun EVE: filled by V-1158 Reyes, Sam (BC-7712 reply 'YES any') -> 0 open\nnight ratio check @138: 1:25 needs 6 + lead; scheduled 7 + lead OK"),
    ("email_send", {"to": ["rokafor@halecounty.gov"], "cc": ["dana.whitfield@riverbendrelief.org"],
      "subject": "RE: SH-0417 capacity increase + Fairview transfer — confirmed",
      "body": "Ray,\n\nConfirming per our call: SH-0417 can take the 52 residents from Fairview/St. Anne's on Friday 14 Jun at 10:00. "
              "WebEOC updated (rated capacity 175, projected census 138). Overnight staffing is 7 trained-or-supervised volunteers + lead, "
              "second intake desk 09:00-13:00 Friday. Arrivals go to the north side of the gym. We'll receive the 55 cots Thursday morning at "
              "the loading dock, door 4.\n\nDana"},
     "sent message_id <f4410e@riverbendrelief.org> 2024-06-11 12:41"),
    ("email_send", {"to": ["orders@tricountywholesale.com"], "subject": "RE: PO-88213 — sensitive formula backorder",
      "body": "Hi Karen, please ship the 3 cans of TCW-44810 tomorrow as planned and HOLD on substituting TCW-44815 for the rest — "
              "I need to check with the families first and will confirm. Dana"},
     "sent message_id <0b7c55@riverbendrelief.org> 2024-06-11 12:43"),
])

C.model("""Done.

- **Fairview transfer** is now **Friday 14 Jun 10:00, 52 people** (was Thursday 14:00, 40). WebEOC rev 15 shows a projected census of **138 residents** against 175 rated.
- **Intake desk #2** moved to Fri 09:00–13:00 (2 slots, not yet filled).
- **Thu evening** gap filled by Sam Reyes (V-1158) from the call-out.
- Night staffing still works: at 138, 1:25 needs 6 plus a lead, and we have 7 plus a lead.
- **Ray** has the confirmation.
- **Karen**: ship the 3 cans of TCW-44810, hold the TCW-44815 substitute. That waits on you talking to the two families.""")

rtxt, rtotal = receipts()
C.user("Good. Let's get the first reimbursement claim going for week one so the money's moving. Receipts are all in "
       "/Shared/SH-0417/receipts/week1/. Meals too if we can.")

C.calls("", [("drive_list", {"path": "/Shared/SH-0417/receipts/week1/", "fields": ["id", "date", "vendor", "category", "amount", "receipt_type", "file"]}, rtxt)])

elig = rtotal - 214.77 - 86.20 - 3268.00
C.model(f"""## Week-one claim — what's eligible

The folder has 50 receipts totalling **${rtotal:,.2f}**. Against HC-EM-2024-0318:

| Group | Amount | Eligible? |
|---|---|---|
| 46 itemized supply receipts (R-001–R-046) | ${elig:,.2f} | Yes, s4.1 |
| **R-047 Home Depot #0417, 10 Jun** | **$214.77** | **No, not yet.** Card slip only, no itemization (s4.2(e)) |
| **R-048 Tractor Supply, 10 Jun (dog food)** | **$86.20** | **No.** Pet supplies, s4.2(c) |
| R-049/R-050 Rosa's Kitchen invoices | $3,268.00 | Not claimed at cost. Meals are paid at the flat rate instead |

**Meals at the flat rate (s3.1):** midnight census 9 Jun 61, 10 Jun 79, 11 Jun 86 → 226 resident-days × $9.50 = **$2,147.00**.

**Proposed EM-114 claim:** ${elig:,.2f} supplies + $2,147.00 meals = **${elig + 2147:,.2f}**, with the census log attached.

Note the gap on meals: Rosa's Kitchen costs us more than the county pays ($3,268 billed against $2,147 reimbursable for the same days).

Leave R-047 and R-048 out and submit the rest?""")

C.user("Yes leave both out and submit the rest. I'll dig up the itemized Home Depot receipt — it's in someone's truck. Pet food we just eat.")

CLAIM_TOTAL = elig + 2147.00
C.calls("", [("reimbursement_claim_submit", {"agreement_id": "HC-EM-2024-0318", "form": "EM-114", "period": "2024-06-09/2024-06-11",
      "claimant": "Riverbend Community Relief", "site_id": "SH-0417",
      "lines": [{"type": "supplies", "receipts": "R-001..R-046", "amount": round(elig, 2)},
                {"type": "meals_flat_rate", "resident_days": 226, "rate": 9.50, "amount": 2147.00}],
      "excluded": [{"receipt": "R-047", "amount": 214.77, "reason": "awaiting itemized receipt; to be added as supplement"},
                   {"receipt": "R-048", "amount": 86.20, "reason": "pet supplies, s4.2(c)"}],
      "attachments": ["/Shared/SH-0417/receipts/week1/rcpt_001.pdf..rcpt_046.pdf", "census_log_2024-06-09_11.csv"],
      "submitted_by": "dana.whitfield@riverbendrelief.org"},
     f"OK claim RC-2024-00961 submitted to Hale County Finance (D. Nash)\nform: EM-114   period 2024-06-09..2024-06-11\n"
     f"amount claimed: ${CLAIM_TOTAL:,.2f} (supplies ${elig:,.2f}; meals $2,147.00)\nattachments: 47 files\n"
     "status: RECEIVED  review SLA 10 business days\nsupplement deadline for R-047 (expense dated 2024-06-10, s4.4 30 days): 2024-07-10\n"
     "excluded lines recorded: R-047 $214.77, R-048 $86.20")])

C.model(f"""Done. **Claim RC-2024-00961** is submitted on EM-114 for **${CLAIM_TOTAL:,.2f}** (supplies ${elig:,.2f} + meals $2,147.00). Status is RECEIVED, with a 10-business-day review.

**Still to do:** once you find the itemized Home Depot receipt (**R-047, $214.77**), I'll file it as a supplement to RC-2024-00961. Deadline is **10 Jul**.""")

C.user("Gloria said the board decided last night — can you check her email and tell me what changed?")

BOARD = """From: Gloria Matsuda <gmatsuda@riverbendrelief.org>
To: Dana Whitfield; cc: Exec Director M. Farouk
Date: 2024-06-12 07:15
Subject: Board decisions — Millbrook shelter

Dana, the board approved last night:
  1. Shelter supply spending limit raised from $4,500/week to $6,000/week, effective this week, while census > 100.
  2. Rental of two portable shower units for Millbrook up to $1,400 total for 14 days. Get two quotes; go with the cheaper one if it
     meets ADA. Please ask the county whether they'll reimburse — it's not in their Annex B.
  3. Any single purchase over $2,500 still needs my sign-off (unchanged).
Minutes to follow. G.

--- attached quotes forwarded by Gloria ---
Q1  Hale Site Services     2 units (1 ADA), 14 days, delivery+pickup, weekly service   $1,180.00   avail Thu 13 Jun
Q2  AquaTrail Mobile       2 units (both ADA), 14 days, delivery+pickup, service x2/wk   $1,365.00   avail Fri 14 Jun
"""
C.calls("", [("email_read", {"mailbox": "dana.whitfield@riverbendrelief.org", "from": "gmatsuda@riverbendrelief.org", "newest": 1}, BOARD)])

C.model("""## Board decisions (Gloria, 12 Jun 07:15)

1. **Supply limit raised to $6,000/week** (from $4,500), effective this week while census is over 100. You have about $1,965 of headroom this week after PO-88213.
2. **Two portable shower units approved, up to $1,400 for 14 days.** Gloria says take the cheaper quote if it meets ADA, and ask the county about reimbursement. Showers aren't in Annex B, so under s4.3 we need the EOC's written OK.
3. Single purchases over **$2,500** still need Gloria's sign-off.

### Shower quotes

| | Hale Site Services | AquaTrail Mobile |
|---|---|---|
| Price (14 days) | **$1,180.00** | $1,365.00 |
| ADA units | 1 of 2 | 2 of 2 |
| Service | weekly | twice a week |
| Available | Thu 13 Jun | Fri 14 Jun |

Hale Site Services is cheaper, meets the ADA requirement with one accessible unit, and arrives the day before the Fairview group. Want me to book it?""")

C.user("the cheaper one, book it for Thursday. Put them by the north doors.")

C.calls("", [("rental_booking_create", {"vendor": "Hale Site Services", "quote_ref": "Q1", "item": "portable shower unit", "qty": 2, "ada_units": 1,
      "start": "2024-06-13", "days": 14, "site": "Millbrook High School, 2200 Alder St — outside north doors (gym)", "price_total": 1180.00,
      "approval_ref": "Board 2024-06-11 (G. Matsuda email 2024-06-12)", "po_note": "Not in HC-EM-2024-0318 Annex B — reimbursement pending EOC approval"},
     "OK booking RNT-20931 confirmed  vendor=Hale Site Services\n2 x portable shower (1 ADA)  2024-06-13 -> 2024-06-27 (14 days)\n"
     "drop-off: Thu 13 Jun 07:00-09:00, outside north doors; needs 2 x 20A outlets + hose bib within 75 ft\n"
     "total $1,180.00  deposit $295.00 charged to card ending 4471\nweek spend check: $4,034.25 + $295.00 deposit = $4,329.25 / $6,000 OK")])

C.model("""Done. **RNT-20931** with Hale Site Services: 2 shower units (1 ADA), **Thu 13 Jun – 27 Jun**, **$1,180**. $295 deposit is paid, and drop-off is 07:00–09:00 outside the north doors.

The site needs **two 20 A outlets and a hose bib within 75 ft**. Worth checking with the school custodian before Thursday.""")

C.user("Change on food. County's switching meals to the Salvation Army canteen starting Saturday the 15th, so cancel Rosa's Kitchen "
       "from Saturday on — keep through Friday. Be nice about it, Rosa's been great.")

C.calls("", [("vendor_order_amend", {"order_id": "CAT-5521", "vendor": "Rosa's Kitchen",
      "changes": [{"field": "end_date", "from": "2024-06-22", "to": "2024-06-14", "note": "last service Fri 14 Jun dinner"}],
      "reason": "County EOC assigning mass-care feeding to Salvation Army canteen from Sat 15 Jun (HC-EM-2024-0318 s3.2)",
      "notify_vendor": True,
      "message": "Rosa, thank you so much for feeding everyone through the worst of it. The county is moving meals to the Salvation Army "
                 "canteen from Saturday, so Friday 14 Jun dinner will be our last service from you. Friday's count will be higher — about 138 "
                 "with the Fairview group arriving at 10:00. Please send the final invoice itemized. — Dana"},
     "OK CAT-5521 amended rev 2\nend_date: was 2024-06-22  now 2024-06-14\nremaining services: 9 (Wed B/L/D, Thu B/L/D, Fri B/L/D)\n"
     "order value: was $11,438.00  now $5,719.00   deposit billed to date $3,268.00\nvendor notified: rosa@rosaskitchen.com (email) 2024-06-12 09:02\n"
     "note: s3.2 — meals after 2024-06-14 are not reimbursable to Operator")])

C.model("""Done. **CAT-5521 (Rosa's Kitchen)** is amended to revision 2:

- **Ends Fri 14 Jun after dinner** (was 22 Jun). The Salvation Army canteen takes over **Sat 15 Jun**.
- Order value **$5,719** (was $11,438). $3,268 has been billed so far.
- Rosa has the thank-you note, and I gave her a heads-up that Friday's count will be about 138.

That also closes most of the meal cost gap I flagged earlier. From Saturday, feeding is the county's partner's job.""")

C.user("Does the county reimburse the showers? Ask Ray properly in writing. Then write up a handover for Luis Ortega — he's coordinator "
       "on the day shift tomorrow while I'm at the county EOC — and email it to him, cc me. Keep it tight.")

HANDOVER = """Luis — handover for SH-0417 (Millbrook High), Thu 13 Jun day shift. Dana is at the county EOC, reachable by phone.

NUMBERS
- Census 86; rated capacity 175 (WebEOC rev 15). Fairview/St. Anne's transfer: 52 people, FRIDAY 14 Jun 10:00 -> projected 138.
- Fairview arrivals go to the north side of the gym, families nearest the locker rooms.
- 55 county cots arrive Thu morning at loading dock door 4.

STAFFING (SCHED-SH0417-W1 rev 4, 3x8h)
- Nights: 7 overnight + lead. Leads: Priya Raman Wed-Fri, Tom Beckett Sat, you Sun-Tue.
- Jamal Pierce (V-1107) out sick, unavailable until 16 Jun. Do not schedule him.
- Fri intake desk #2 09:00-13:00: 2 slots still unfilled. Fill from call-out BC-7712 YES list.

SUPPLIES / VENDORS
- PO-88213 Tri-County delivered Wed. Sensitive formula TCW-44810: only 3 cans came, rest backordered. Substitute TCW-44815 is ON HOLD until Dana checks with the two families.
- Showers RNT-20931 (Hale Site Services): drop-off Thu 07:00-09:00 outside north doors, needs 2 x 20A outlets + hose bib within 75 ft. Custodian not yet asked.
- Rosa's Kitchen CAT-5521 ends after Fri dinner. Salvation Army canteen from Sat 15 Jun.
- Supply limit now $6,000/week. Purchases over $2,500 need Gloria.

MONEY / PAPERWORK
- Claim RC-2024-00961 (EM-114) submitted. R-047 Home Depot $214.77 to be added as a supplement once the itemized receipt is found (deadline 10 Jul).
- EM-121 weekly volunteer-hours log due Mon 17 Jun 17:00.
- Asked Ray whether the shower rental is reimbursable. No answer yet.
- Pets: 4 dogs. Asked Marcus Lee (Animal Services) for crates + food. No answer yet. Pet costs are not reimbursable.
"""
C.calls("", [
    ("email_send", {"to": ["rokafor@halecounty.gov"], "cc": ["dana.whitfield@riverbendrelief.org", "dnash@halecounty.gov"],
      "subject": "SH-0417 — request for written approval: portable shower rental (s4.3)",
      "body": "Ray,\n\nWith census going to ~138 on Friday and only 4 working shower heads in the Millbrook locker rooms, Riverbend has rented two "
              "portable shower units (1 ADA) from Hale Site Services, booking RNT-20931, 13-27 Jun, $1,180.00 total. Shower units are not "
              "listed in Annex B of HC-EM-2024-0318, so per s4.3 we're requesting the EOC's written approval to claim this rental. "
              "Quote and booking attached.\n\nThanks,\nDana Whitfield"},
     "sent message_id <1d9e30@riverbendrelief.org> 2024-06-12 09:20  attachments: RNT-20931.pdf, quote_Q1.pdf"),
    ("email_send", {"to": ["luis.ortega@riverbendrelief.org"], "cc": ["dana.whitfield@riverbendrelief.org"],
      "subject": "Handover — SH-0417 Thu 13 Jun day shift", "body": HANDOVER},
     "sent message_id <2a71f8@riverbendrelief.org> 2024-06-12 09:24"),
])

C.model("""Done. Both sent.

- **Ray (cc Deborah Nash):** written request for s4.3 approval of the shower rental RNT-20931, $1,180, with the quote and booking attached.
- **Luis:** handover for Thursday's day shift (you're cc'd).

### Still open after today
| Item | Waiting on |
|---|---|
| Shower rental reimbursable? | Ray Okafor (EOC) |
| Sensitive formula — substitute TCW-44815 or wait? | You, after talking to the two families |
| Crates + food for 4 dogs | Marcus Lee, Animal Services |
| R-047 Home Depot $214.77 supplement to RC-2024-00961 | You finding the itemized receipt (deadline 10 Jul) |
| Fri intake desk #2, 2 slots | Call-out replies |
| EM-121 hours log | Due Mon 17 Jun 17:00 |
| Shower hookups (2 × 20 A, hose bib) | School custodian |""")

C.user("Thanks. Last thing — Jamal says he'll know Monday whether he's cleared to come back. Set me a reminder for Monday 9am to call him, "
       "and if he's back he should go on nights from Wednesday, not before.")

C.calls("", [("reminder_create", {"owner": "dana.whitfield@riverbendrelief.org", "when": "2024-06-17T09:00:00-05:00",
      "title": "Call Jamal Pierce (V-1107) re return to duty",
      "notes": "If cleared: put him back on nights from Wed 19 Jun, not before. Update SCHED-SH0417-W1 / week 2 schedule and lift his unavailable status."},
     "OK reminder REM-3307 set for Mon 17 Jun 2024 09:00 (America/Chicago) -> dana.whitfield@riverbendrelief.org (push + email)")])

C.model("""Done. Reminder **REM-3307** is set for **Mon 17 Jun, 9am**: call Jamal. If he's cleared, he goes back on nights **from Wed 19 Jun**, not before. Until then he stays unavailable and off the schedule.""")

# ------------------------------------------------------------------ labels
L = C.label
L("user_goal", "Run volunteer staffing/supplies for flood shelter SH-0417 (Millbrook High gym): 3 shifts/day, >=2 shelter-trained per shift, nobody over 12 hours/day, recover costs under the county agreement",
  ["SH-0417", "12 hours"])
L("fact", "County agreement HC-EM-2024-0318: claims on form EM-114 within 30 days with itemized receipts; meals reimbursed at flat $9.50/resident/day",
  ["EM-114", "$9.50"])
L("fact", "Agreement s2.2 overnight ratio 1 trained volunteer per 25 residents (1:25) plus a lead", ["1:25", "s2.2"])
L("fact", "Pet food/supplies not reimbursable (s4.2(c)); pets go through Hale County Animal Services", ["4.2(c)"])
L("fact", "Fairview/St. Anne's transfer is Friday 14 Jun 10:00 with 52 people; projected census 138 against rated 175",
  ["52 residents", "Friday 14 Jun"])
L("fact", "Rated capacity of SH-0417 raised to 175 by the county EOC (WebEOC updated)", ["175 cots"])
L("fact", "Jamal Pierce (V-1107) out sick, marked unavailable until 2024-06-16", ["V-1107", "until 2024-06-16"])
L("fact", "Board raised the supply spending limit to $6,000/week; purchases over $2,500 need Gloria Matsuda's sign-off", ["$6,000", "$2,500"])
L("fact", "Shower units are not in Annex B; s4.3 requires EOC written approval for the rental to be reimbursable", ["Annex B does not list shower"])
L("decision", "Schedule pattern: three 8-hour shifts (option A), published SCHED-SH0417-W1", ["3x8h"])
L("decision", "Supplies ordered from Tri-County Wholesale, PO-88213 $3,422.90, no air mattresses, sensitive formula", ["PO-88213", "$3,422.90"])
L("decision", "Deliveries routed to loading dock door 4 (agent's choice, accepted)", ["door 4"])
L("decision", "Option 2: overnight staffing raised to 7 overnight volunteers + lead via roster SMS call-out BC-7712", ["7 overnight", "BC-7712"])
L("decision", "Fairview residents placed on the north side of the gym, families nearest the locker rooms", ["north side", "locker rooms"])
L("decision", "Night leads: Priya Raman Wed-Fri, Tom Beckett Saturday (replacing Jamal)", ["Priya Raman", "Tom Beckett"])
L("decision", "Week-one claim RC-2024-00961 submitted excluding R-047 Home Depot and R-048 pet food", ["RC-2024-00961"])
L("decision", "Shower rental booked with cheaper vendor Hale Site Services, RNT-20931, $1,180, from Thu 13 Jun", ["RNT-20931", "$1,180"])
L("decision", "Rosa's Kitchen CAT-5521 ends Fri 14 Jun; Salvation Army canteen takes over meals Sat 15 Jun", ["CAT-5521", "Salvation Army"])
L("pending_action", "File the itemized Home Depot receipt R-047 ($214.77) as a supplement to RC-2024-00961 by 10 Jul", ["R-047", "$214.77", "10 Jul"])
L("pending_action", "Call Jamal Monday 9am (reminder REM-3307); if cleared, nights from Wed 19 Jun only", ["REM-3307", "Wed 19 Jun"])
L("pending_action", "Submit EM-121 weekly volunteer-hours log by Mon 17 Jun 17:00", ["EM-121", "Mon 17 Jun 17:00"])
L("pending_action", "Fill the 2 intake desk #2 slots Fri 14 Jun 09:00-13:00", ["intake desk #2", "Fri 14 Jun 09:00-13:00"])
L("pending_action", "Check shower hookups (2 x 20A outlets + hose bib within 75 ft) with the school custodian", ["20A", "hose bib"])
L("open_issue", "Sensitive formula TCW-44810 backordered; substitute TCW-44815 on hold until Dana asks the two families", ["TCW-44810", "TCW-44815"])
L("open_issue", "Whether the EOC approves the shower rental for reimbursement (asked Ray, no answer)", ["RNT-20931", "Ray Okafor"])
L("open_issue", "Animal Services (Marcus Lee) has not replied about crates and food for 4 dogs", ["Marcus Lee", "4 dogs"])
L("reference", "County agreement id", ["HC-EM-2024-0318"])
L("reference", "Volunteer schedule id", ["SCHED-SH0417-W1"])
L("reference", "Receipts folder for week one", ["/Shared/SH-0417/receipts/week1/"])
L("reference", "County EOC mass care lead Ray Okafor", ["rokafor@halecounty.gov"])

S = C.stale_value
S("Rated capacity was 120 cots (raised to 175)", ["120 cots"], "rated capacity to 175 cots")
S("Overnight staffing was 5 volunteers + lead (now 7)", ["5 overnight"], "overnight_min: 5 -> 7")
S("Jamal Pierce was night lead Wed-Sat (replaced by Priya Raman / Tom Beckett)", ["Jamal", "night lead Wed"], "Make Priya Raman")
S("Fairview transfer was Thursday 14:00 (moved to Friday 10:00)", ["Thursday 14:00"], "moved to Friday 10:00")
S("Fairview transfer was 40 residents (now 52)", ["40 residents"], "it's 52 people now")
S("Supply spend limit was $4,500/week (raised to $6,000)", ["$4,500"], "raised from $4,500/week to $6,000/week")
S("Rosa's Kitchen catering ran through Jun 22 (now ends Fri 14 Jun)", ["Rosa's Kitchen", "Jun 22"], "cancel Rosa's Kitchen")

C.dump("/work/blind25/out/blind-nonprofit-volunteer-disaster-shelter.json")

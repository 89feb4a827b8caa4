"""Generator: blind-theatre-tech-week (English).

Production manager of a regional theatre + agent, tech week after the automated revolve's
drive motor fails. Dialogue, facts, changes and labels are hand-written; long tool outputs
(controller log, order listings, timesheets, inspection checklist, contract text) are
generated with a fixed seed so the output is deterministic.
"""
import random
import sys

sys.path.insert(0, "/work/blind19/author-c")
from lib import Conv  # noqa: E402

R = random.Random(19031)

FIRST = ["Alice", "Ben", "Carla", "Dev", "Elena", "Frank", "Grace", "Hiro", "Isla", "Jamal",
         "Kate", "Luis", "Maya", "Noah", "Olga", "Pete", "Quinn", "Rhea", "Sam", "Tara",
         "Umar", "Vera", "Walt", "Xena", "Yusuf", "Zoe", "Aaron", "Bea", "Cole", "Dina",
         "Eli", "Fern", "Gabe", "Hana", "Ivan", "June", "Kurt", "Lila", "Milo", "Nina"]
LAST = ["Abbott", "Brennan", "Castillo", "Doyle", "Eriksen", "Flores", "Gupta", "Hale",
        "Ibarra", "Jensen", "Kowal", "Larsen", "Moreau", "Nakamura", "O'Neill", "Patel",
        "Quiroga", "Rossi", "Schultz", "Tanaka", "Ueda", "Vance", "Whitfield", "Xu",
        "Yates", "Zielinski", "Adler", "Bishop", "Chen", "Dufresne"]


def person():
    return f"{R.choice(FIRST)} {R.choice(LAST)}"


# --------------------------------------------------------------------------------------
# generated data
# --------------------------------------------------------------------------------------

def controller_log():
    rows = ["time      cue    pos_deg  vel_dps  I_A    I2t%  T_mot_C  status"]
    pos = 0.0
    temp = 71.0
    t_min, t_sec = 21 * 60 + 4, 0
    cues = [("Q201", 0, 45), ("Q203", 45, 90), ("Q205", 90, 135), ("Q207", 135, 45),
            ("Q209", 45, 212), ("Q211", 212, 90), ("Q212", 90, 212), ("Q214", 212, 300)]
    lines = 0
    for ci, (cue, a, b) in enumerate(cues):
        steps = 12 if ci < len(cues) - 1 else 9
        for s in range(steps):
            frac = s / (steps - 1)
            pos = a + (b - a) * frac
            moving = 0 < s < steps - 1
            vel = (8.0 if b > a else -8.0) * (1 if moving else 0)
            cur = (11.8 + R.uniform(-0.6, 0.9) + ci * 0.35) if moving else 2.1 + R.uniform(0, 0.3)
            temp += (0.9 + ci * 0.25) if moving else -0.2
            i2t = min(100, 52 + ci * 6 + s * 1.5) if moving else max(40, 48 + ci * 5)
            status = "RUN" if moving else "IDLE"
            if ci == len(cues) - 1:
                if s == 3:
                    status = "WARN I2T_85"
                if s == 4:
                    status = "WARN MOTOR_TEMP_HI"
                if s >= 5:
                    temp += 4.5
                    cur += 2.5
                    status = "WARN MOTOR_TEMP_HI"
                if s == 6:
                    pos = 212.4
                    vel = 0.0
                    status = "FAULT F07 MOTOR_OVERTEMP -> RAMP STOP, BRAKE SET"
                if s > 6:
                    pos = 212.4
                    vel = 0.0
                    cur = 0.0
                    status = "FAULT F07 (latched) ESTOP_SM" if s == 7 else "FAULT F07 (latched) LOTO"
            if ci == len(cues) - 1 and s > 6:
                pass
            t_sec += R.randint(12, 40)
            while t_sec >= 60:
                t_sec -= 60
                t_min += 1
            hh, mm = divmod(t_min, 60)
            rows.append(f"{hh:02d}:{mm:02d}:{t_sec:02d}  {cue:<5}  {pos:7.1f}  {vel:7.1f}  {cur:5.1f}  {i2t:5.1f}  {temp:7.1f}  {status}")
            lines += 1
    return "\n".join(rows)


def schedule_rev6():
    return """SCHEDULE SCHED-SR  rev 6  (published 2026-02-27 by Rosa Delgado, PSM)
Production: The Salt Road — Main Stage — Tech / previews / opening
Day          Date        Cast call         Crew call         Type / notes
Mon          2 Mar       12:00–24:00       08:00–24:00       Tech day 1 (Act 1)
Tue          3 Mar       12:00–24:00       08:00–24:00       Tech day 2 (Act 2) — 10/12
Wed          4 Mar       13:00–21:00       09:00–21:30       Tech day 3 (Act 2 cont., Q2Q)
Thu          5 Mar       13:00–23:00       09:00–23:00       Dress 1 (8/10)
Fri          6 Mar       13:00–23:00       09:00–23:00       Dress 2 (8/10)
Sat          7 Mar       14:00–22:30       10:00–23:00       Notes + PREVIEW 1 19:30 (PERF-2603-07E)
Sun          8 Mar       —                 —                 Day off (all)
Mon          9 Mar       —                 —                 Dark (crew day off — Local 58 scheduled day off)
Tue         10 Mar       14:00–22:30       10:00–23:00       Notes + PREVIEW 2 19:30 (PERF-2603-10E)
Wed         11 Mar       14:00–22:30       10:00–23:00       Notes + PREVIEW 3 19:30 (PERF-2603-11E)
Thu         12 Mar       14:00–22:30       10:00–23:00       Notes + PREVIEW 4 19:30 (PERF-2603-12E)
Fri         13 Mar       16:00–22:30       12:00–23:00       PRESS / OPENING 19:00 (PERF-2603-13E)
Sat         14 Mar       12:00–22:30       09:00–23:00       Perfs 14:00 (PERF-2603-14M) + 19:30 (PERF-2603-14E)
Sun         15 Mar       12:00–17:30       09:00–18:00       Perf 14:00 (PERF-2603-15M)
Notes:
- Revolve R1 in use: Act 1 sc. 2, 5; Act 2 sc. 1, 3, 4, 6 (Q 118–Q 131, Q 201–Q 219).
- Lantern bar (fly line 14) flies in over the deck Act 1 sc. 5 and Act 2 sc. 6.
- Equity deputy: Joel Marsh. Local 58 steward: Dave Kowalski.
- Changes to this schedule must be published as a new revision and sent to cast-crew-sr@northgaterep.org.

RUN OF SHOW — sales snapshot 2026-03-04 06:00 (capacity 412)
perf_id          date / time            type        sold   comps  held  available  status
PERF-2603-07E    Sat 7 Mar 19:30        preview       297     18     0        97   on_sale
PERF-2603-10E    Tue 10 Mar 19:30       preview       256      6     4       146   on_sale
PERF-2603-11E    Wed 11 Mar 19:30       preview       231      4     4       173   on_sale
PERF-2603-12E    Thu 12 Mar 19:30       preview       288      6     4       114   on_sale
PERF-2603-13E    Fri 13 Mar 19:00       press         176    202    12        22   on_sale
PERF-2603-14M    Sat 14 Mar 14:00       regular       341      3     4        64   on_sale
PERF-2603-14E    Sat 14 Mar 19:30       regular       388      2     4        18   on_sale
PERF-2603-15M    Sun 15 Mar 14:00       regular       368      2     4        38   on_sale
PERF-2603-17E    Tue 17 Mar 19:30       regular       214      2     4       192   on_sale
PERF-2603-18E    Wed 18 Mar 19:30       regular       265      2     4       141   on_sale
PERF-2603-19E    Thu 19 Mar 19:30       regular       302      2     4       104   on_sale
PERF-2603-20E    Fri 20 Mar 19:30       regular       377      2     4        29   on_sale
PERF-2603-21M    Sat 21 Mar 14:00       regular       322      2     4        84   on_sale
PERF-2603-21E    Sat 21 Mar 19:30       regular       395      2     4        11   on_sale
PERF-2603-22M    Sun 22 Mar 14:00       regular       289      2     4       117   on_sale"""


AGREEMENT = """DOCUMENT: Northgate Repertory Theatre / IATSE Local 58 — House Agreement 2024–2027 (stagehands, Main Stage & Studio)
[search hits: 7 articles]

ARTICLE 9 — HOURS OF WORK AND OVERTIME
9.1 The regular work day shall be eight (8) hours, exclusive of meal periods. The regular work week shall be forty (40) hours within the Employer's payroll week (Monday 00:00 to Sunday 24:00).
9.2 All hours worked in excess of eight (8) in a day or forty (40) in a payroll week shall be paid at one and one-half (1.5) times the straight-time rate.
9.3 All hours worked in excess of twelve (12) in a day shall be paid at two (2) times the straight-time rate.
9.4 Where any employee is scheduled to work more than fifty (50) hours in a payroll week, the Employer shall notify the Union Steward in writing no later than twenty-four (24) hours before the start of the call that takes the employee past fifty (50) hours, stating the employee(s), the hours and the reason.
9.5 Overtime rates shall not be pyramided; where more than one premium applies the higher shall be paid.

ARTICLE 11 — REST PERIODS
11.1 Employees shall have a rest period of not less than twelve (12) hours between the end of one call and the start of the next, except as provided in 11.2.
11.2 During technical rehearsal periods (first technical rehearsal through first public performance) the rest period may be reduced to ten (10) hours. There shall be no further reduction. A 10-hour turnaround is the minimum in all circumstances.
11.3 Any hours worked within the rest period ("encroachment") shall be paid at two (2) times the straight-time rate, in addition to the normal pay for the call, and the rest period shall restart at the end of the call.

ARTICLE 12 — MEAL PERIODS
12.1 A meal period of not less than one (1) hour and not more than one and one-half (1.5) hours shall be given not later than five (5) hours after the start of the call or the end of the previous meal period.
12.2 With the agreement of the Steward a meal period of thirty (30) minutes may be given on technical rehearsal days, provided a hot meal is supplied by the Employer.
12.3 Meal penalty: twenty-five dollars ($25.00) per employee for each half hour or part thereof worked beyond the five (5) hour limit.

ARTICLE 14 — SIXTH AND SEVENTH DAYS; SCHEDULED DAYS OFF
14.1 Each employee shall have two scheduled days off in each payroll week. For Main Stage production crews the scheduled days off are Sunday and Monday unless otherwise posted fourteen (14) days in advance.
14.2 Work on the sixth (6th) day of a payroll week shall be paid at one and one-half (1.5) times the straight-time rate for all hours.
14.3 Work performed on an employee's scheduled day off that is a Monday ("dark day") shall be paid at two (2) times the straight-time rate for all hours worked, with a minimum call of four (4) hours (see 16.1), regardless of hours worked earlier in the payroll week.
14.4 No employee shall be disciplined for declining a call on a scheduled day off.

ARTICLE 16 — MINIMUM CALLS
16.1 The minimum call shall be four (4) hours at the applicable rate.
16.2 A call cancelled less than twenty-four (24) hours before its start shall be paid as a minimum call.

ARTICLE 18 — AUTOMATED AND POWERED SCENERY
18.1 Only employees trained on the specific system, or supervising personnel approved by the Head of Department, may operate automated or powered scenery.
18.2 During any load test or commissioning of powered scenery a minimum of two (2) qualified persons shall be present on deck in addition to the operator, and the deck shall be clear of all other persons.
18.3 Manual operation of powered scenery (brake released, moved by hand) requires a minimum of four (4) employees and a spotter, and a written method statement approved by the Head of Department.

ARTICLE 22 — GRIEVANCE AND STEWARD
22.1 The Union shall appoint a Steward for each production. For The Salt Road: Dave Kowalski.
22.4 Notices to the Steward under this Agreement may be given by e-mail and take effect on sending.

ARTICLE 19 — SAFETY
19.1 The Employer shall maintain a register of lifting equipment and accessories and ensure thorough examination by a competent person at intervals not exceeding six (6) months for equipment used to lift persons or over persons, and twelve (12) months otherwise.
19.2 No employee shall be required to operate equipment that is subject to an open defect report or whose examination certificate has lapsed.
19.3 Following any failure of powered scenery or flying equipment, the equipment shall not be returned to use until examined by a competent person and, where the examination so requires, load tested.

ARTICLE 20 — HOLIDAYS
20.1 Work on a recognised holiday shall be paid at two (2) times the straight-time rate.

ARTICLE 21 — CALL-BACKS AND TRAVEL
21.1 An employee recalled after leaving the premises shall be paid a minimum of four (4) hours at the applicable rate.
21.2 Where a call ends after 00:30, the Employer shall reimburse reasonable taxi fare home on production of a receipt.

SCHEDULE A — WAGE RATES 2025–26 (straight time, per hour)
  Head of Department ............................ $62.50
  Assistant Head / Automation Operator .......... $58.00
  Journeyperson Stagehand ....................... $54.00
  Apprentice (year 2) ........................... $41.50
"""


def equity_tracker():
    return """EQUITY TRACKER — The Salt Road (LORT rider, tech period)
Production contract: LORT B  |  Equity deputy: Joel Marsh  |  PSM: Rosa Delgado
10-out-of-12 days permitted before first paid public performance: 3
Logged 10-out-of-12 days:
  Tue 3 Mar   12:00–24:00   logged by R. Delgado 2026-03-04 00:41
Used: 1 of 3   Remaining: 2
Rest between days (performers): 12 hours minimum.  Days off: 1 in 7 (Sun 8 Mar scheduled).
Last sync: 2026-03-04 08:00"""


def p1_orders():
    """Return (listing text, totals dict, sub orders list)."""
    orders = []
    used_ids = set()

    def oid():
        while True:
            x = f"NR-{R.randint(260100, 260399)}{R.randint(10, 99)}"
            if x not in used_ids:
                used_ids.add(x)
                return x

    singles = [1] * 134
    extra = 205 - 134
    while extra:
        i = R.randrange(134)
        if singles[i] < 4:
            singles[i] += 1
            extra -= 1
    zones = [("A", 78), ("B", 64), ("C", 48)]
    for n in singles:
        z, p = R.choice(zones)
        orders.append({"id": oid(), "type": "single", "name": person(), "seats": n, "zone": z,
                       "amount": n * p, "channel": R.choice(["web", "web", "web", "phone", "counter"])})
    subs = [2] * 32
    # make 64 seats with variety
    for i in range(0, 10):
        subs[i] = 1
    for i in range(10, 20):
        subs[i] = 3
    R.shuffle(subs)
    sub_orders = []
    for n in subs:
        o = {"id": oid(), "type": "subscriber", "name": person(), "seats": n, "zone": R.choice(["A", "B"]),
             "amount": n * 46, "channel": "season", "tenure": R.randint(1, 28)}
        orders.append(o)
        sub_orders.append(o)
    orders.append({"id": "GRP-1187", "type": "group", "name": "Riverside Seniors Club (M. Quinn)",
                   "seats": 28, "zone": "B", "amount": 28 * 39, "channel": "group sales"})
    comps = [2] * 9
    for i in range(9):
        orders.append({"id": oid(), "type": "comp", "name": person(), "seats": comps[i], "zone": "A",
                       "amount": 0, "channel": R.choice(["staff", "donor", "artist"])})
    R.shuffle(orders)
    lines = ["order_id     type        seats zone  amount     channel        patron"]
    for o in orders:
        lines.append(f"{o['id']:<12} {o['type']:<11} {o['seats']:>5} {o['zone']:<5} ${o['amount']:>8,.2f}  {o['channel']:<14} {o['name']}")
    tot = {
        "orders": len(orders),
        "seats": sum(o["seats"] for o in orders),
        "gross": sum(o["amount"] for o in orders),
        "single_orders": 134, "single_seats": 205,
        "single_gross": sum(o["amount"] for o in orders if o["type"] == "single"),
        "sub_orders": 32, "sub_seats": sum(subs),
        "sub_gross": sum(o["amount"] for o in orders if o["type"] == "subscriber"),
        "comp_seats": 18,
    }
    return "\n".join(lines), tot, sub_orders, [o for o in orders if o["type"] == "single"]


def exchange_result(sub_orders):
    cap = 38
    placed_mat, placed_wed = [], []
    left = cap
    for o in sorted(sub_orders, key=lambda o: (-o["tenure"], o["id"])):
        if o["seats"] <= left:
            placed_mat.append(o)
            left -= o["seats"]
        else:
            placed_wed.append(o)
    rows = ["order_id     tenure_yrs  seats  from            to              new seats"]
    row_letters = "DEFGHJKLMN"
    seatno = {"PERF-2603-15M": [0, 0], "PERF-2603-18E": [0, 0]}

    def seats_for(perf, n):
        r, s = seatno[perf]
        out = []
        for _ in range(n):
            s += 1
            if s > 14:
                r += 1
                s = 1
            out.append(f"{row_letters[r % len(row_letters)]}{s}")
        seatno[perf] = [r, s]
        return ",".join(out)

    for o in sorted(sub_orders, key=lambda o: (-o["tenure"], o["id"])):
        perf = "PERF-2603-15M" if o in placed_mat else "PERF-2603-18E"
        rows.append(f"{o['id']:<12} {o['tenure']:>10}  {o['seats']:>5}  PERF-2603-07E   {perf}   {seats_for(perf, o['seats'])}")
    mat = sum(o["seats"] for o in placed_mat)
    wed = sum(o["seats"] for o in placed_wed)
    return "\n".join(rows), mat, wed, len(placed_mat), len(placed_wed), cap - mat


def delivery_log(single_orders, bounce, deferred):
    rows = ["order_id     recipient                               status      smtp           ts"]
    sec = 0
    for o in single_orders:
        first, last = o["name"].split(" ", 1)
        dom = R.choice(["gmail.com", "yahoo.com", "outlook.com", "comcast.net", "verizon.net", "icloud.com"])
        addr = f"{first.lower()}.{last.lower().replace(chr(39), '')}{R.randint(1, 99)}@{dom}"
        sec += R.randint(0, 3)
        st, code = "delivered", "250 2.0.0"
        if o["id"] == bounce:
            st, code, addr = "bounced", "550 5.1.1", "(none on file)"
        elif o["id"] == deferred:
            st, code = "deferred", "452 4.2.2"
        rows.append(f"{o['id']:<12} {addr:<39} {st:<11} {code:<14} 11:06:{sec % 60:02d}")
    return "\n".join(rows)


R1_HISTORY = """Maintenance history — Revolve R1 (asset NR-A-0117), last 12 entries
2025-08-11  annual service: castors cleaned, pivot regreased, drive wheel tyre inspected (ok)            B. Sorensen
2025-08-12  VFD-R1 parameter backup taken (file R1_params_2025-08-12.mvb), current limit = 150%          M. Lee
2025-09-02  Salt Road build: deck re-skinned, SL steps added, drag chain rerouted                         H. Brandt
2025-12-15  load test for previous show (Winter's Tale): 1,600 kg, pass                                   Aldridge / T. Reyes
2026-01-20  Salt Road programming: axis REV-1 cues Q118–Q131, Q201–Q219 loaded                           M. Lee
2026-02-09  first movement in rehearsal room mock-up (n/a — R1 not in RR)                                 —
2026-02-23  on-stage commissioning: speeds raised to 8°/s for Act 2 per director request                  M. Lee
2026-02-24  nuisance trip F11 (following error) during Act 2 sequence; accel ramp eased 2.0 → 2.5 s        M. Lee
2026-02-26  second F11 trip; 'current limit raised to stop trips' — no parameter record filed             (unsigned)
2026-03-02  tech day 1: 41 moves, no faults                                                               B. Sorensen
2026-03-03  tech day 2: F07 motor over-temperature 21:40, INC-0412                                        M. Lee
2026-03-03  LOTO LT-33 applied to VFD-R1                                                                  M. Lee"""


CREW = [
    # name, dept, grade, rate, Mon-Wed actual hours (wk 2 Mar), wk-of-9-Mar scheduled w/o install
    ("Gus Hendry", "Technical Director", "staff", None),
    ("Hal Brandt", "Carpentry", "Head", 62.50),
    ("Lena Fischer", "Carpentry", "Journeyperson", 54.00),
    ("Omar Haddad", "Carpentry", "Journeyperson", 54.00),
    ("Priya Raman", "Carpentry", "Journeyperson", 54.00),
    ("Tomás Vidal", "Carpentry", "Journeyperson", 54.00),
    ("Bea Sorensen", "Automation", "Automation Operator", 58.00),
    ("Kwame Asante", "Automation", "Journeyperson", 54.00),
    ("Ruth Oyelaran", "Flys", "Head", 62.50),
    ("Dan Whitcombe", "Flys", "Journeyperson", 54.00),
    ("Jules Park", "Flys", "Journeyperson", 54.00),
    ("Marta Lindqvist", "Electrics", "Head", 62.50),
    ("Ray Okoye", "Electrics", "Journeyperson", 54.00),
    ("Sofia Greco", "Props", "Head", 62.50),
    ("Ned Farrow", "Props", "Journeyperson", 54.00),
    ("Ivy Chu", "Sound", "Head", 62.50),
    ("Leo Martins", "Carpentry", "Apprentice (yr 2)", 41.50),
]


def timesheet():
    lines = ["TIMESHEET QUERY — The Salt Road — Local 58 crew — payroll week 2026-03-02 and projection week 2026-03-09",
             "(actual = clocked; sched = per SCHED-SR rev 8; Monday 9 Mar shown WITHOUT any install call)",
             "",
             "name              dept        grade                 rate     Mon2  Tue3  Wed4  Thu5  Fri6  Sat7  | wk02 total | wk09 sched (Tue–Sun) | OT hrs wk02"]
    proj = {}
    for name, dept, grade, rate in CREW:
        if rate is None:
            continue
        mon = 16.0 if dept in ("Carpentry", "Automation", "Flys") else 15.0
        tue = 16.0 if dept != "Props" else 14.5
        wed = 11.5 if dept != "Sound" else 10.0
        thu = 12.0 if name not in ("Lena Fischer", "Omar Haddad") else 13.0
        fri = 10.0 if dept not in ("Carpentry", "Flys") else 15.5  # includes 07:00 inspection call
        sat = 10.0 if dept != "Electrics" else 11.0
        wk = mon + tue + wed + thu + fri + sat
        nxt = {"Lena Fischer": 44.0, "Omar Haddad": 42.5}.get(name, round(R.uniform(34.0, 39.5) * 2) / 2)
        proj[name] = nxt
        ot = max(0, wk - 40)
        lines.append(f"{name:<17} {dept:<11} {grade:<21} ${rate:>6.2f}  {mon:>4.1f}  {tue:>4.1f}  {wed:>4.1f}  {thu:>4.1f}  {fri:>4.1f}  {sat:>4.1f}  | {wk:>10.1f} | {nxt:>20.1f} | {ot:>6.1f}")
    lines += ["", "CLOCK RECORDS — payroll week 2026-03-02 (badge reader, stage door)"]
    for name, dept, grade, rate in CREW:
        if rate is None:
            continue
        recs = []
        for day, start, end in (("Mon", "08:0", "23:5"), ("Tue", "07:5", "23:5"), ("Wed", "08:5", "21:2")):
            recs.append(f"{day} in {start}{R.randint(0, 9)} out {end}{R.randint(0, 9)}")
        lines.append(f"  {name:<17} " + " | ".join(recs) + f" | meal breaks taken: {R.choice(['3/3', '3/3', '3/3', '2/3 (penalty Tue, $25.00)'])}")
    lines += [
        "",
        "Day-off status Mon 9 Mar: all Local 58 crew scheduled OFF (Art. 14.1). Any call = Art. 14.3 double time, 4h minimum.",
        "Not on Local 58 payroll: Inés Carvalho (Automation Lead, on loan from Lyric Stage — recharged at cost, $560/day flat per loan letter LS-2026-07).",
        "Flags:",
        "  - wk02: 14 of 16 crew already past 40 h by Sat 7 Mar (expected for tech).",
        "  - wk09: Lena Fischer 44.0 h and Omar Haddad 42.5 h scheduled Tue–Sun before any Monday call.",
    ]
    return "\n".join(lines)


def inspection_items():
    items = [
        ("1.01", "Revolve R1 — deck structure, fixings to sub-deck", "SATISFACTORY", ""),
        ("1.02", "Revolve R1 — centre pivot bearing, play & lubrication", "SATISFACTORY", "0.4 mm radial play, within spec"),
        ("1.03", "Revolve R1 — perimeter castors (24)", "SATISFACTORY", "2 castors flat-spotted, replace at next maintenance"),
        ("1.04", "Revolve R1 — drive wheel & tyre (friction drive)", "SATISFACTORY", "tyre glazed; clean before re-commissioning"),
        ("1.05", "Revolve R1 — drive unit M2 (KA77 gearmotor)", "DEFECT", "motor winding failed (0.2 MΩ IR); unit removed from service; LOTO LT-33 verified"),
        ("1.06", "Revolve R1 — motor brake BE5", "SATISFACTORY", "holds at 150% show torque (manual test)"),
        ("1.07", "Revolve R1 — deck pins (2) and locating sockets", "ADVISORY A-1", "pin socket at 212° shows wear; monitor"),
        ("1.08", "Revolve R1 — edge guards / trip hazards at SL steps", "SATISFACTORY", ""),
        ("1.09", "Revolve R1 — cable management (drag chain, slip ring)", "SATISFACTORY", ""),
        ("1.10", "Revolve R1 — e-stop circuit (3 stations)", "SATISFACTORY", "all 3 stations tested, cat 3 chain OK"),
        ("2.01", "VFD-R1 — enclosure, isolation, LOTO", "SATISFACTORY", ""),
        ("2.02", "VFD-R1 — parameter set", "CONDITION C-3", "P-0310 current limit at 180% vs 150% default; not verified against motor data; must be checked before energising"),
        ("2.03", "VFD-R1 — thermal protection input (motor PTC)", "NOT TESTED", "requires new motor fitted"),
        ("2.04", "Show control axis REV-1 — soft limits, following-error limits", "SATISFACTORY", ""),
        ("2.05", "Show control — fault log review (3 Mar)", "SATISFACTORY", "log consistent with thermal failure under repeated Act 2 moves"),
        ("3.01", "Counterweight system — arbors, locks, line sets 1–40 (visual)", "SATISFACTORY", ""),
        ("3.02", "Line 7 (Act 1 gauze) — lock & rope", "SATISFACTORY", ""),
        ("3.03", "Line 12 (sky border) — lock & rope", "SATISFACTORY", ""),
        ("3.04", "Line 14 (lantern bar, motorised hoist LH-14) — primary brake", "SATISFACTORY", ""),
        ("3.05", "Line 14 (lantern bar, motorised hoist LH-14) — secondary brake", "ADVISORY A-2", "certificate lapsed 27 Feb 2026; recertify within 30 days; do not fly line 14 over performers until recertified"),
        ("3.06", "Line 19 (header) — lock & rope", "SATISFACTORY", ""),
        ("3.07", "Line 23 (Act 2 cloud) — lock & rope", "SATISFACTORY", ""),
        ("3.08", "Loading gallery — toe boards, handrail", "SATISFACTORY", ""),
        ("3.09", "Grid — point loads vs rated (drawing NR-G-04)", "SATISFACTORY", ""),
        ("4.01", "Manual operation method statement MS-R1-01 (rev A)", "SATISFACTORY", "4 operators + spotter, brake released, 2°/s max, no persons on moving deck"),
        ("4.02", "Manual operation — trial, 3 moves witnessed", "SATISFACTORY", "push force 140–160 N, controlled stop achieved"),
        ("4.03", "Operator training records (automation dept)", "SATISFACTORY", "B. Sorensen, K. Asante; I. Carvalho (Lyric) — records seen"),
        ("5.01", "LOLER register — lifting accessories in use on SR", "SATISFACTORY", "37 items, all in date except LH-14 secondary brake (see A-2)"),
    ]
    lines = [f"{a:<5} {b:<68} {c:<16} {d}" for a, b, c, d in items]
    lines += ["", "LOLER REGISTER EXTRACT — lifting accessories and equipment in use on The Salt Road",
              "item     description                                        SWL        cert no.       next due     status"]
    kinds = [("shackle 3/4in bow", "4.75 t"), ("wire rope sling 1.5 m", "1.0 t"), ("round sling 2 m", "2.0 t"),
             ("chain hoist 1 t (D8+)", "1.0 t"), ("spanset 1 m", "1.0 t"), ("truss clamp 50 mm", "0.5 t"),
             ("steel wire rope 6 mm (line set)", "0.5 t"), ("arbor lock rail (line set)", "n/a")]
    for k in range(1, 38):
        d, swl = kinds[k % len(kinds)]
        due = f"2026-{R.randint(4, 12):02d}-{R.randint(1, 28):02d}"
        status = "in date"
        if k == 14:
            d, swl, due, status = "motorised hoist LH-14 secondary brake", "0.75 t", "2026-02-27", "LAPSED (A-2)"
        lines.append(f"NR-L{k:03d}  {d:<50} {swl:<10} AR-{R.randint(100000, 999999)}    {due}   {status}")
    return "\n".join(lines)


# --------------------------------------------------------------------------------------
# conversation
# --------------------------------------------------------------------------------------

def build():
    c = Conv("blind-theatre-tech-week", "Salt Road tech week: revolve motor failure, previews, overtime")
    order_listing, tot, sub_orders, single_orders = p1_orders()
    bounce = single_orders[41]["id"]
    deferred = single_orders[97]["id"]
    exch_rows, mat_seats, wed_seats, mat_orders, wed_orders, mat_left = exchange_result(sub_orders)

    c.system(
        "You are the production-office assistant for Northgate Repertory Theatre, a LORT regional theatre "
        "with a 412-seat Main Stage. You work for the production manager and act through the tools you are "
        "given: scheduling, ticketing and box office, procurement, crew rostering and timesheets, the "
        "incident log, inspection bookings and e-mail. Read before you write; never contact patrons, "
        "suppliers or the union without the production manager's go-ahead unless she has delegated it. "
        "Be concise. Use tables for options. Today is Wednesday 4 March 2026 unless the user says otherwise.")

    c.user(
        "Morning. Bad night in tech on *The Salt Road* — the revolve drive motor died at 21:40 in the "
        "cue-to-cue, smoke and a burnt smell, Marcus says the winding is gone. Nobody hurt, the deck's pinned.\n\n"
        "What I need: we still open press night Fri 13 Mar as planned, and nobody stands on that revolve under "
        "power until an independent inspector has seen it. Pull Marcus's incident report, the motor order he "
        "raised this morning and the current tech schedule, and tell me where we actually are.")

    inc = (
        "INCIDENT INC-0412   status: OPEN   severity: 2 (equipment failure, no injury)\n"
        "Production: The Salt Road (SR)   Venue: Main Stage   Reported: 2026-03-03 22:18 by Marcus Lee (Automation Lead)\n"
        "Equipment: Revolve R1, drive unit M2 — SEW-Eurodrive KA77 DRN132M4 helical-bevel gearmotor, 5.5 kW, 400 V, brake BE5\n"
        "Drive: VFD-R1 (Movitrac B 0075)   Controller: show control axis REV-1\n"
        "Summary: During cue-to-cue (Act 2, Q214, revolve move 212° -> 300° at 8°/s, 6 performers on deck) axis REV-1 "
        "went to FAULT F07 motor over-temperature. Ramp stop, brake set. SM called hold at 21:40:12; performers cleared "
        "the deck via SL steps. Revolve stopped at 212.4°. Smell of burnt insulation in the trap-room drive pit.\n"
        "Checks (M. Lee, 22:05): insulation resistance U/V/W to earth 0.2 MΩ (FAIL, min 1 MΩ). Brake coil OK. Gearbox "
        "oil level OK. No mechanical bind: turned by hand with brake released, 2 crew, approx. 140 N.\n"
        "Notes (M. Lee): VFD current limit parameter P-0310 found at 180% (default 150%). Don't know who changed it or "
        "when — to check. Could have let the motor run hot through the Act 2 sequence again and again. Not confirmed.\n"
        "Actions taken: revolve pinned at 212.4° with two deck pins; LOTO tag LT-33 on VFD-R1 isolator; replacement "
        "motor requested (see PO).\n"
        "Attachments: photo x4, controller log REV-1 (excerpt below)\n\n"
        "Controller log REV-1 — 2026-03-03\n" + controller_log() + "\n\n" + R1_HISTORY)
    po = (
        "PURCHASE ORDER PO-24117   rev 1   status: SUBMITTED — awaiting supplier confirmation\n"
        "Created: 2026-03-04 07:52 by Marcus Lee <marcus.lee@northgaterep.org>   Cost centre: 4410 Production – Salt Road\n"
        "Supplier: Stagetech Automation Ltd — Ken Whitaker <ken.whitaker@stagetech-automation.com>, +1 412 555 0187\n"
        "Line 1  SEW-Eurodrive KA77 DRN132M4/BE5 gearmotor, 5.5 kW, i=28.37, mounting M1, like-for-like   qty 1   unit $4,950.00   $4,950.00\n"
        "Line 2  Freight — standard ground                                                              $0.00\n"
        "Total   $4,950.00 (excl. tax)\n"
        "Supplier quote: Q-88310 (verbal, phone 07:40) — motor delivery Thu 5 Mar 12:00, \"subject to stock at regional warehouse\"\n"
        "Approvals: budget holder (D. Okafor) — not yet requested\n"
        "History: rev 1 created 07:52; sent to supplier 07:55; no acknowledgement yet")
    c.calls(
        "Pulling the incident, the purchase order and the schedule.",
        [("incident_search", {"venue": "Main Stage", "department": "automation", "date_from": "2026-03-03",
                              "include": ["attachments_text", "controller_log"]}, inc),
         ("procurement_po_search", {"requester": "marcus.lee@northgaterep.org", "created_after": "2026-03-04T00:00",
                                    "status": ["draft", "submitted", "confirmed"]}, po),
         ("schedule_get", {"production": "salt-road", "schedule_id": "SCHED-SR", "revision": "current"},
          schedule_rev6())])

    c.model(
        "## Where we are — Wed 4 Mar, 09:10\n\n"
        "**The failure (INC-0412)**\n"
        "- Revolve R1's drive unit M2 — a SEW KA77 5.5 kW gearmotor — tripped on over-temperature (F07) at 21:40 during Q214. "
        "Insulation reads **0.2 MΩ** against a 1 MΩ minimum, so the motor is scrap, not a reset.\n"
        "- Deck pinned at **212.4°**, drive isolated under LOTO LT-33. The brake, gearbox and mechanics look fine; it turns by hand at ~140 N.\n"
        "- The log shows the temperature climbing through the whole Act 2 sequence (Q201–Q214) before the trip, which fits Marcus's note.\n\n"
        "> ⚠️ The part that worries me most: **VFD current limit P-0310 was at 180%** (default 150%). If that's why it cooked, a new motor "
        "on the same drive settings could fail the same way. Nobody should energise a new motor until that's checked.\n\n"
        "**The motor order (PO-24117)**\n"
        "- $4,950, like-for-like, from Stagetech (Ken Whitaker). Status **submitted, not confirmed**; Thursday-noon delivery was a verbal "
        "estimate \"subject to stock\". Your budget approval hasn't been asked for yet.\n\n"
        "### What it does to the schedule (rev 6)\n"
        "| Day | Planned | Realistic now |\n|---|---|---|\n"
        "| Wed 4 | Tech 3, Act 2 Q2Q | Tech with revolve pinned; re-block the revolve scenes static |\n"
        "| Thu 5 | Dress 1 | Dress without the revolve, *if* the motor turns up it can't be fitted the same day |\n"
        "| Fri 6 | Dress 2 | Possible motor install if it arrived Thu, but only after an inspection |\n"
        "| Sat 7 | **Preview 1** | At risk — first time the public would see it |\n"
        "| Mon 9 | Dark (crew day off) | Best install day if the motor is late: no cast in the way, but double time |\n"
        "| Tue 10 | **Preview 2** | Depends entirely on the delivery date |\n"
        "| Fri 13 | **Press night** | Protected in every plan below |\n\n"
        "### What I'd do now\n"
        "1. **Independent inspection.** The Aldridge Rigging portal shows a free slot on **Thu 5 Mar 08:00**. I'd book it as a post-incident "
        "examination of R1 plus the flying system, so we also get sign-off for hand-pushing the revolve if we need to.\n"
        "2. **Get Stagetech to confirm the delivery in writing**. Right now it's a verbal estimate.\n"
        "3. **Decide previews before the end of today.** P1 goes on sale-day reminders tomorrow morning.\n\n"
        "Unless you object I'll book the Thursday 08:00 slot when I next touch the schedule.")

    c.user(
        "Before we get to previews — what does the Local 58 agreement actually say about using Monday, the crew's dark day, for "
        "an install? And how many Equity 10 out of 12s have we got left?")

    c.calls(
        "",
        [("doc_search", {"collection": "contracts", "doc": "IATSE Local 58 House Agreement 2024-2027",
                         "query": "scheduled day off Monday overtime turnaround rest period meal penalty steward notice automation",
                         "max_hits": 10}, AGREEMENT),
         ("equity_tracker_get", {"production": "salt-road", "period": "tech"}, equity_tracker())])

    c.model(
        "## Monday install — what the agreement says\n\n"
        "| Rule | Clause | What it means for a Mon 9 Mar call |\n|---|---|---|\n"
        "| Scheduled day off | **Art. 14.3** | Monday is the crew's posted day off → **double time for every hour**, 4-hour minimum (16.1), regardless of earlier hours that week |\n"
        "| Turnaround | **Art. 11.2** | In tech the rest period can drop to **10 hours**, never less; encroachment is paid at double time on top (11.3) |\n"
        "| Long weeks | **Art. 9.4** | Anyone scheduled past **50 hours** in a payroll week → written notice to the steward (Dave Kowalski) 24 h before the call |\n"
        "| Meals | Art. 12.1 / 12.3 | Meal within 5 hours of call, else $25 per person per half hour |\n"
        "| Powered scenery | Art. 18.2 / 18.3 | Load test: operator + 2 qualified people on deck, deck otherwise clear. Hand-pushing: 4 crew + spotter + written method statement |\n\n"
        "So a Monday install is allowed and nobody can be disciplined for declining (14.4). It's just expensive: a journeyperson at "
        "$54.00/h costs **$108/h** on Monday.\n\n"
        "## Equity 10-out-of-12s\n"
        "The tracker shows **1 of 3** used (Tue 3 Mar), so on paper we have **2 left** before the first paid performance. "
        "Performers need 12 hours between days, and Sun 8 Mar is their day off.")

    c.user(
        "Right. Whatever we do, keep the extra overtime from this mess under $9,000 — that's Ellen's sign-off limit in finance, "
        "above that it goes to the board and I'm not having that conversation this week. Give me the preview options.")

    c.model(
        "## Preview options\n\n"
        "Assumptions: the motor lands no earlier than Thursday, it needs about 5 hours to fit plus a test, and no performers go on a "
        "powered revolve before an independent sign-off.\n\n"
        "| | **A — cancel P1 and P2** | **B — cancel P1, play P2 hand-pushed** | **C — play every preview static** |\n|---|---|---|---|\n"
        "| P1 Sat 7 Mar | cancelled | cancelled | plays, revolve pinned |\n"
        "| P2 Tue 10 Mar | cancelled | plays; 4 crew + spotter push the revolve at ≤2°/s (Art. 18.3) | plays, revolve pinned |\n"
        "| Patron impact | two houses to exchange or refund | one house | none, but previews see a compromised show |\n"
        "| Extra crew overtime (est.) | Monday install only, roughly $6–7k | Monday install + 5 extra bodies on P2, roughly $8.5–9.5k | small, roughly $2–3k for re-blocking |\n"
        "| Safety / sign-off | cleanest | needs the inspector to approve manual operation and a method statement | no revolve risk |\n"
        "| Risk to press night | low | low–medium | **high**: the powered revolve would first run in front of an audience on press week |\n"
        "| Fits the $9,000 cap? | yes | only just, possibly not | yes |\n\n"
        "**My read:** B keeps one more house, but it stretches the overtime cap and puts performers next to a hand-pushed deck that nobody "
        "independent has seen yet. A is the safe default. C protects revenue but pushes all the automation risk into press week.\n\n"
        "Which way do you want to go?")

    c.user(
        "A, for now. I'm not putting actors near a hand-pushed revolve before anyone independent has looked at it. Cancel P1 properly. "
        "P2 — don't tell patrons anything yet, just stop selling it until we know the motor date.")

    upd = (
        "BATCH UPD-5581 — 2 performances updated by dana.okafor@northgaterep.org (via assistant)\n\n"
        "PERF-2603-07E  The Salt Road — Preview 1 — Sat 7 Mar 2026 19:30\n"
        f"  status: on_sale -> cancelled   cancellation ref CXL-26-0307   patrons notified: NO\n"
        f"  affected orders: {tot['orders']}   seats: {tot['seats']}   gross: ${tot['gross']:,.2f}\n"
        f"  by type: single {tot['single_orders']} orders / {tot['single_seats']} seats (${tot['single_gross']:,.2f}); "
        f"subscriber {tot['sub_orders']} orders / {tot['sub_seats']} seats (${tot['sub_gross']:,.2f}); group 1 order / 28 seats ($1,092.00, GRP-1187); "
        f"comp 9 orders / {tot['comp_seats']} seats\n"
        "  funds held in box office clearing until refund or exchange\n\n"
        "PERF-2603-10E  The Salt Road — Preview 2 — Tue 10 Mar 2026 19:30\n"
        "  status: on_sale -> sales_hold   web/phone/counter sales stopped 09:42   sold to date: 262 seats\n"
        "  WARNING: 3 orders were in checkout when the hold was applied and were allowed to complete (sold now 265).\n\n"
        "ORDER LISTING — PERF-2603-07E (cancelled)\n" + order_listing)
    insp = (
        "BOOKING CONFIRMED   INSP-7781\n"
        "Provider: Aldridge Rigging Services (bookings@aldridgerigging.com)\n"
        "Inspector: Tom Reyes — ETCP Certified Rigger (Theatre), LEEA\n"
        "Slot: Thu 5 Mar 2026 08:00–12:00   Site: Northgate Rep Main Stage, 310 Canal Street — stage door\n"
        "Scope: post-incident thorough examination — Revolve R1 (drive, brake, pins, e-stops), VFD-R1 parameters, counterweight and "
        "motorised flying (LOLER register), manual-operation method statement review\n"
        "Reference: INC-0412\n"
        "Fee: $1,150.00 half-day + report (PO to follow)\n"
        "Site requirements: revolve accessible, drive pit open, LOTO key holder present, flys crew x2 available from 08:00")
    c.calls(
        "Cancelling P1, putting P2 on a sales hold with no patron contact, and booking the Thursday 08:00 inspection slot I flagged.",
        [("ticketing_performances_update", {"updates": [
            {"performance_id": "PERF-2603-07E", "status": "cancelled",
             "reason": "Technical: automation failure (INC-0412)", "notify_patrons": False},
            {"performance_id": "PERF-2603-10E", "status": "sales_hold",
             "reason": "Pending replacement motor delivery date (PO-24117)", "notify_patrons": False}]},
          upd),
         ("inspection_book", {"provider": "Aldridge Rigging Services", "slot": "2026-03-05T08:00",
                              "type": "post-incident thorough examination + powered scenery",
                              "scope": ["Revolve R1", "VFD-R1 parameters", "flying system / LOLER register",
                                        "manual operation method statement MS-R1-01"],
                              "site": "Northgate Rep Main Stage, 310 Canal Street",
                              "contact": "dana.okafor@northgaterep.org", "reference": "INC-0412"},
          insp)])

    c.model(
        "Done.\n\n"
        "| | Result |\n|---|---|\n"
        f"| **P1 Sat 7 Mar** (PERF-2603-07E) | **Cancelled**, ref CXL-26-0307. {tot['orders']} orders / {tot['seats']} seats / ${tot['gross']:,.2f}. Nobody told yet |\n"
        "| **P2 Tue 10 Mar** (PERF-2603-10E) | On **sales hold** since 09:42, 265 sold (3 slipped through checkout). No patron contact |\n"
        "| **Inspection** | **INSP-7781**, Aldridge, Tom Reyes, Thu 5 Mar 08:00–12:00, $1,150. Needs flys crew x2 from 08:00 |\n\n"
        "P1 breaks down as:\n"
        f"- **{tot['single_orders']} single-ticket orders** ({tot['single_seats']} seats)\n"
        f"- **{tot['sub_orders']} subscriber orders** ({tot['sub_seats']} seats)\n"
        "- **GRP-1187** Riverside Seniors Club, 28 seats\n"
        f"- {tot['comp_seats']} comps\n\n"
        "Before I contact anyone: **do we lead with exchanges or refunds?** Our standard policy allows either. Exchange-first keeps the "
        "money in the building, but it means setting a deadline for people who never reply.")

    c.user(
        "Exchange first. Anyone who hasn't picked a new date by Sat 14 Mar gets refunded automatically. Subscribers don't choose — move "
        "them straight to the Sun 15 Mar matinee if there's room, otherwise Wed 18 Mar evening. Single buyers get an email from Box Office; "
        "you write it and send it, and don't make it grovelling. Leave the Riverside group out of the mass mail, Marjorie will want a phone call.")

    body = (
        "Dear {first_name},\n\n"
        "We're sorry to tell you that Preview 1 of The Salt Road on Saturday 7 March at 7:30pm has been cancelled. A piece of stage "
        "machinery failed during technical rehearsals, and we won't perform until it has been replaced and independently inspected.\n\n"
        "Your tickets ({order_id}, {seats} seat(s)) can be moved to any other performance of The Salt Road at no charge, subject to "
        "availability. Choose a new date here: {exchange_link} or call the Box Office on (412) 555-0140.\n\n"
        "If you haven't chosen a new date by 23:59 on Sat 14 Mar, we'll refund you in full to your original payment method. "
        "There's nothing else you need to do.\n\n"
        "Thank you for your patience; we look forward to welcoming you.\n\nNorthgate Rep Box Office")
    camp = (
        "CAMPAIGN CMP-5520 — SENT 11:06\n"
        "From: Northgate Rep Box Office <boxoffice@northgaterep.org>\n"
        "Subject: Your tickets for The Salt Road, Sat 7 March: performance cancelled\n"
        f"Audience: PERF-2603-07E, order_type=single, excluding GRP-1187 → {tot['single_orders']} orders, 129 unique e-mail addresses "
        "(5 orders share an address with another order; merged)\n"
        "Delivered: 127   Deferred: 1 (mailbox full, retrying)   Bounced: 1 (" + bounce + ", no valid address → flagged for phone call)\n"
        "Exchange deadline set on orders: 2026-03-14T23:59 → auto-refund job RFJ-0307 (queued, runs 2026-03-15 06:00, requires box-office manager release)\n"
        "Merge fields validated: first_name, order_id, seats, exchange_link\n\nDELIVERY LOG\n" + delivery_log(single_orders, bounce, deferred))
    exch = (
        "EXCHANGE BATCH EXB-0307-01 — COMPLETED 11:05\n"
        "Source: PERF-2603-07E (cancelled)   Order type: subscription   Fee: waived   Parties kept together: yes\n"
        "Allocation rule: subscriber tenure, longest first; target 1 PERF-2603-15M (Sun 15 Mar 14:00) then target 2 PERF-2603-18E (Wed 18 Mar 19:30)\n"
        f"Availability at start: PERF-2603-15M 38 seats (best available, stalls); PERF-2603-18E 141 seats\n"
        f"Result: {mat_orders} orders / {mat_seats} seats → PERF-2603-15M;  {wed_orders} orders / {wed_seats} seats → PERF-2603-18E;  "
        f"PERF-2603-15M remaining: {mat_left}\n"
        "Subscribers notified: yes (standard 'your seats have moved' template SUB-MOVE-02)\n\n" + exch_rows)
    c.calls(
        "I'll allocate the matinee seats by subscriber tenure, longest-standing first, and keep parties together. Sending the single-buyer e-mail now.",
        [("ticketing_exchange_batch", {"source_performance": "PERF-2603-07E", "order_type": "subscription",
                                       "targets": [{"performance_id": "PERF-2603-15M", "priority": 1},
                                                   {"performance_id": "PERF-2603-18E", "priority": 2}],
                                       "allocation": "subscriber_tenure_desc", "keep_party_together": True,
                                       "fee_waived": True, "notify_template": "SUB-MOVE-02"}, exch),
         ("email_campaign_send", {"from": "Northgate Rep Box Office <boxoffice@northgaterep.org>",
                                  "audience": {"performance_id": "PERF-2603-07E", "order_type": "single"},
                                  "exclude_orders": ["GRP-1187"],
                                  "subject": "Your tickets for The Salt Road, Sat 7 March: performance cancelled",
                                  "body": body, "exchange_deadline": "2026-03-14T23:59",
                                  "after_deadline": "auto_refund_original_payment"}, camp)])

    c.model(
        "Done.\n\n"
        "**Subscribers (EXB-0307-01)**\n"
        f"- {mat_orders} orders / **{mat_seats} seats → Sun 15 Mar matinee**, longest-standing subscribers first\n"
        f"- {wed_orders} orders / **{wed_seats} seats → Wed 18 Mar evening**\n"
        "- The matinee is now **full**. Everyone got the standard \"your seats have moved\" notice\n\n"
        "**Single buyers (CMP-5520)**\n"
        f"- Sent at 11:06 to {tot['single_orders']} orders (129 addresses): 127 delivered, 1 deferred\n"
        f"- **1 bounce: {bounce}**, flagged for a phone call by Box Office\n"
        "- Deadline **Sat 14 Mar 23:59**; after that the auto-refund job RFJ-0307 is queued\n\n"
        "**Still to do**\n"
        "- **Refund run: Sun 15 Mar 06:00 (RFJ-0307).** It only runs once the box-office manager releases it, so someone has to press the button Sunday.\n"
        "- Riverside (GRP-1187) wasn't mailed; Marjorie still needs a call.")

    c.user(
        "Thanks. Two things. Marcus just rang — family emergency, he's out until further notice. Inés Carvalho is coming over from the "
        "Lyric to run automation from tomorrow; put her on the crew list as automation lead in his place and give her the incident. "
        "And has Stagetech confirmed the motor yet? Marcus was chasing them.")

    roster = (
        "ROSTER UPDATE — salt-road — rev 14\n"
        "Role: Automation Lead\n"
        "  was: Marcus Lee <marcus.lee@northgaterep.org> (staff)\n"
        "  now: Inés Carvalho <ines.carvalho@lyricstage.org> (on loan from Lyric Stage, start 2026-03-05, loan letter LS-2026-07)\n"
        "Marcus Lee: status → leave (from 2026-03-04), access to show control suspended per policy\n"
        "Incident INC-0412 owner:  was: Marcus Lee   now: Inés Carvalho (notified by e-mail)\n"
        "Building access: day pass requested for I. Carvalho (security ticket SEC-2291), show-control login pending IT (ticket IT-7730)")
    mail = (
        "MAILBOX dana.okafor@northgaterep.org — 9 results (newest first)\n\n"
        "[1] Wed 4 Mar 11:52  From: Ken Whitaker <ken.whitaker@stagetech-automation.com>  To: marcus.lee@northgaterep.org; Cc: dana.okafor@northgaterep.org\n"
        "    Subject: RE: PO-24117 KA77 gearmotor — delivery\n"
        "    Marcus, Dana — apologies. The KA77 DRN132M4/BE5 we had at the Pittsburgh warehouse was allocated to another job overnight. "
        "Earliest delivery from factory stock (Hamburg) is now Tue 10 Mar, standard freight.\n"
        "    Alternative: we hold one at our Atlanta depot. We can send it express air and guarantee delivery Mon 9 Mar by 10:00 for a $380 "
        "surcharge. Motor price is unchanged at $4,950.\n"
        "    I need your answer by Thu 5 Mar 12:00 to hold the Atlanta unit. Regards, Ken Whitaker, Account Manager, Stagetech Automation Ltd\n\n"
        "[2] Wed 4 Mar 10:15  From: Marjorie Quinn <marjorie.quinn@riversideseniors.org>  To: boxoffice@northgaterep.org; Cc: dana.okafor@northgaterep.org\n"
        "    Subject: Our group booking GRP-1187 — Saturday 7th\n"
        "    We've heard a rumour the Saturday preview may not go ahead. If so, could our group of 28 move to the Sunday 15 March matinee? "
        "Several of our members don't go out in the evening. I'd appreciate a phone call — (412) 555-0199. Marjorie\n\n"
        "[3] Wed 4 Mar 09:58  From: bookings@aldridgerigging.com\n"
        "    Subject: Booking confirmation INSP-7781 — Thu 5 Mar 08:00 — Northgate Rep\n"
        "    Your inspector will be Tom Reyes. Please have the LOTO key holder and two flys crew on site. Pre-visit checklist attached.\n\n"
        "[4] Wed 4 Mar 09:31  From: Priya Shah (Press) <pshah@northgaterep.org>\n"
        "    Subject: Press night seating plan — v3\n"
        "    Critics list is up to 34 now. Can we keep row F clear on the 13th? No action needed from production.\n\n"
        "[5] Tue 3 Mar 23:02  From: Marcus Lee\n"
        "    Subject: Revolve down — INC-0412\n"
        "    Motor's cooked. Will raise a PO first thing and call Stagetech. Don't let anyone touch VFD-R1.\n\n"
        "[6] Tue 3 Mar 17:40  From: Costume shop <costumes@northgaterep.org>\n"
        "    Subject: Act 2 quick-change booth\n"
        "    We need the SR booth moved 600 mm off the revolve edge. Not urgent.\n\n"
        "[7] Tue 3 Mar 16:12  From: Front of House <foh@northgaterep.org>\n"
        "    Subject: Preview week ushers\n"
        "    Rota for 7–12 Mar attached. We're two short for Tue 10th; I'll cover from the volunteer list.\n\n"
        "[8] Tue 3 Mar 14:47  From: Gus Hendry <gus.hendry@northgaterep.org>\n"
        "    Subject: Lantern bar\n"
        "    Reminder: LH-14 (lantern bar hoist) paperwork is with Aldridge for renewal. Chase if we haven't heard by Friday.\n\n"
        "[9] Tue 3 Mar 11:20  From: Development <development@northgaterep.org>\n"
        "    Subject: Donor comps, Preview 1\n"
        "    Six donor comps on P1 are for the Whitfield family foundation; please handle personally if anything changes.")
    c.calls(
        "",
        [("crew_roster_update", {"production": "salt-road", "changes": [
            {"role": "Automation Lead", "remove": "Marcus Lee", "reason": "leave (family emergency)",
             "add": {"name": "Inés Carvalho", "email": "ines.carvalho@lyricstage.org",
                     "employer": "Lyric Stage (loan)", "start": "2026-03-05"}}],
            "incident_owner": {"incident_id": "INC-0412", "owner": "Inés Carvalho"}}, roster),
         ("email_search", {"mailbox": "dana.okafor@northgaterep.org",
                           "query": "from:stagetech-automation.com OR PO-24117 OR from:aldridgerigging.com OR Riverside OR GRP-1187",
                           "since": "2026-03-03", "limit": 20}, mail)], mark="m_roster", tool_mark="t_roster")

    c.model(
        "**Roster:** done. Inés Carvalho is automation lead from tomorrow (rev 14) and owns INC-0412. Marcus is on leave and his "
        "show-control access is suspended. She still needs her building pass (SEC-2291) and a show-control login (IT-7730); both are open.\n\n"
        "## Motor: Stagetech has moved the date\n"
        "Ken Whitaker wrote at 11:52: the Pittsburgh unit went to another job. **Thursday is off.**\n\n"
        "| | Standard (Hamburg) | Express (Atlanta) |\n|---|---|---|\n"
        "| Delivery | Tue 10 Mar | **Mon 9 Mar by 10:00, guaranteed** |\n"
        "| Cost | $4,950 | $4,950 + $380 = $5,330 |\n"
        "| Install | Tue daytime → P2 impossible, test Wed | Mon with crew (double time) → test Mon afternoon |\n"
        "| Effect on press night | powered revolve first runs Wed, two days before press | powered revolve in from Tue |\n"
        "| Decide by | — | **Thu 5 Mar 12:00** |\n\n"
        "Express looks like the only version that leaves real rehearsal time on the revolve before the 13th. Also note they still "
        "want the full $4,950 for a delivery they've already missed.\n\n"
        "**Riverside:** Marjorie e-mailed Box Office at 10:15 asking to move the 28 to the **Sun 15 Mar matinee**. After the subscriber "
        "exchange that matinee is full, so it can't take the group. I'll come back to this.")

    c.user(
        "Take the express, but push them on price. $4,950 was for a Thursday delivery they've now missed — I want it knocked down. "
        "Offer $4,400 all-in including the express.")

    c.calls(
        "Sending the counter-offer to Ken. I've copied purchasing so the revised PO can follow quickly.",
        [("email_send", {"from": "dana.okafor@northgaterep.org", "to": ["ken.whitaker@stagetech-automation.com"],
                         "cc": ["purchasing@northgaterep.org"],
                         "subject": "RE: PO-24117 KA77 gearmotor — delivery",
                         "body": "Ken,\n\nThanks for the options. We'd like the Atlanta unit by express air, delivered Mon 9 Mar by 10:00.\n\n"
                                 "The $4,950 price was quoted against a Thursday 5 March delivery that we relied on to plan our tech week, and "
                                 "the slip has already cost us a public performance. We can confirm today at $4,400 all-in, express included. "
                                 "If that works, reply and our purchasing team will issue the revised PO straight away.\n\n"
                                 "Best,\nDana Okafor\nProduction Manager, Northgate Repertory Theatre"},
          "SENT  msg-id <20260304.1224.77131@northgaterep.org>  to ken.whitaker@stagetech-automation.com  cc purchasing@northgaterep.org  "
          "thread: RE: PO-24117 KA77 gearmotor — delivery")])

    c.model(
        "Sent at 12:24 with purchasing copied. I'll watch for Ken's reply; his deadline for holding the Atlanta unit is **Thu 12:00**.\n\n"
        "## Proposed schedule rev 7 (assumes express, Mon 9 Mar install)\n\n"
        "| Day | Cast | Crew | Content |\n|---|---|---|---|\n"
        "| Wed 4 | 13:00–21:00 | 09:00–21:30 | Tech 3: re-block revolve scenes static, revolve pinned at 212.4° |\n"
        "| Thu 5 | 11:00–23:00 **(10/12)** | 07:30–23:00 | INSP-7781 08:00–12:00 (flys crew x2), then tech/dress without revolve |\n"
        "| Fri 6 | 13:00–23:00 | 09:00–23:00 | Dress 1, static |\n"
        "| Sat 7 | 12:00–24:00 **(10/12)** | 09:00–24:00 | Dress 2 in P1's slot (no audience) |\n"
        "| Sun 8 | off | off | — |\n"
        "| Mon 9 | — | install call | Motor in 10:00, fit + commission, load test |\n"
        "| Tue 10 | 13:00–17:00 | 10:00–23:00 | Revolve spacing rehearsal; P2 slot stays a closed dress (P2 on hold) |\n"
        "| Wed 11 → Fri 13 | as rev 6 | as rev 6 | P3, P4, press night |\n\n"
        "This uses the **two remaining 10/12s** on Thu and Sat. Shall I publish it?")

    c.user(
        "Close, but your 10/12 count is wrong — Monday was a 10 out of 12 too, Rosa just logged it late. So we've only got one left. "
        "Use it Thursday, make Saturday a regular 8 out of 10. Otherwise fine, put it in.")

    sched7 = (
        "SCHEDULE SCHED-SR rev 7 PUBLISHED 13:02 (base rev 6) — sent to cast-crew-sr@northgaterep.org, rosa.delgado@northgaterep.org, gus.hendry@northgaterep.org\n"
        "Changes:\n"
        "  Wed 4 Mar   content  was: Tech 3 (Act 2 cont., Q2Q)            now: Tech 3 — revolve scenes re-blocked static, R1 pinned 212.4°\n"
        "  Thu 5 Mar   cast     was: 13:00–23:00 (8/10)                   now: 11:00–23:00 (10/12)\n"
        "              crew     was: 09:00–23:00                          now: 07:30–23:00 (INSP-7781 08:00–12:00, flys x2)\n"
        "              content  was: Dress 1                              now: Tech/dress without revolve\n"
        "  Fri 6 Mar   content  was: Dress 2                              now: Dress 1 (static)\n"
        "  Sat 7 Mar   cast     was: 14:00–22:30 + PREVIEW 1              now: 13:00–23:00 (8/10)\n"
        "              crew     was: 10:00–23:00                          now: 09:00–23:00\n"
        "              content  was: Notes + PREVIEW 1 19:30              now: Dress 2 (closed; P1 cancelled CXL-26-0307)\n"
        "  Mon 9 Mar   crew     was: dark (day off)                       now: INSTALL CALL — times TBC (motor ETA 10:00)\n"
        "  Tue 10 Mar  cast     was: 14:00–22:30                          now: 13:00–17:00 revolve spacing; evening closed dress (P2 on hold)\n"
        "Equity tracker: 10/12 logged Mon 2 Mar (R. Delgado, late entry 12:47) → used 2 of 3; Thu 5 Mar planned → 3 of 3 after Thursday.\n"
        "Turnaround check (crew): Wed 21:30 → Thu 07:30 = 10.0 h OK (Art. 11.2 minimum).")
    c.calls(
        "Noted, my mistake: I went by the tracker before Rosa's late entry. Publishing rev 7 with Thursday as the last 10/12 and Saturday as an 8 out of 10.",
        [("schedule_update", {"schedule_id": "SCHED-SR", "base_rev": 6, "changes": [
            {"date": "2026-03-04", "content": "Tech 3 — revolve scenes re-blocked static, R1 pinned 212.4°"},
            {"date": "2026-03-05", "cast": "11:00-23:00", "cast_type": "10/12", "crew": "07:30-23:00",
             "content": "Tech/dress without revolve; INSP-7781 08:00-12:00"},
            {"date": "2026-03-06", "content": "Dress 1 (static)"},
            {"date": "2026-03-07", "cast": "13:00-23:00", "cast_type": "8/10", "crew": "09:00-23:00",
             "content": "Dress 2 (closed)"},
            {"date": "2026-03-09", "crew": "INSTALL CALL — times TBC"},
            {"date": "2026-03-10", "cast": "13:00-17:00", "content": "Revolve spacing; evening closed dress (P2 on hold)"}],
            "notify": ["cast-crew-sr@northgaterep.org", "rosa.delgado@northgaterep.org", "gus.hendry@northgaterep.org"],
            "note": "Revolve R1 out of service (INC-0412). Replacement motor due Mon 9 Mar."}, sched7)])

    c.model(
        "Done. **SCHED-SR rev 7** is published and has gone to the cast/crew list, Rosa and Gus.\n"
        "- Thu 5 Mar: 11:00–23:00 cast, the **third and last 10/12** (3 of 3 once Thursday is done)\n"
        "- Sat 7 Mar: Dress 2, **8 out of 10**, 13:00–23:00, closed\n"
        "- Mon 9 Mar: install call, times still to be set\n"
        "- Crew turnaround Wed→Thu is exactly 10.0 h, so it's compliant")

    c.user("Anything from Aldridge or Stagetech since?")

    mail2 = (
        "MAILBOX dana.okafor@northgaterep.org — 3 new results since 12:24\n\n"
        "[1] Wed 4 Mar 16:40  From: bookings@aldridgerigging.com\n"
        "    Subject: CHANGE to INSP-7781 — Northgate Rep\n"
        "    Unfortunately Tom Reyes is unwell and can't attend tomorrow. We've moved INSP-7781 to Fri 6 Mar 07:30 with Hannah Booth "
        "(ETCP Certified Rigger – Theatre; SEW drives experience). Same scope and fee. Please have crew on site from 07:00 with the "
        "revolve accessible and the drive pit open. We have no other slot this week.\n\n"
        "[2] Wed 4 Mar 15:18  From: Ken Whitaker <ken.whitaker@stagetech-automation.com>\n"
        "    Subject: RE: PO-24117 KA77 gearmotor — delivery\n"
        "    Dana — understood, and sorry again. I can't get to $4,400; the Atlanta unit carries a depot transfer cost. Best I can do is "
        "$4,420 for the motor plus the $380 express, so $4,800 total, delivery guaranteed Mon 9 Mar by 10:00 (signature on receipt). "
        "I need the revised PO by Thu 5 Mar 12:00 to hold the unit. Ken\n\n"
        "[3] Wed 4 Mar 14:05  From: Joel Marsh (Equity deputy)\n"
        "    Subject: Thursday 10/12\n"
        "    Cast are fine with Thursday as the last 10 of 12. Please make sure Saturday stays an 8 of 10 as published.")
    c.calls("", [("email_search", {"mailbox": "dana.okafor@northgaterep.org",
                                   "query": "from:stagetech-automation.com OR from:aldridgerigging.com OR INSP-7781 OR 10/12",
                                   "since": "2026-03-04T12:24", "limit": 20}, mail2)])

    c.model(
        "Two changes, one of which breaks the schedule.\n\n"
        "### 1. Inspection moved: INSP-7781 is now **Fri 6 Mar 07:30**, with **Hannah Booth** instead of Tom Reyes\n"
        "Same scope and fee, crew on site from **07:00**, and Aldridge has nothing else this week.\n\n"
        "**Conflict:** rev 7 has the crew on until **23:00 Thursday**. 23:00 → 07:00 is only **8 hours**, and Art. 11.2 sets 10 hours "
        "as the floor in tech.\n\n"
        "| Option | What happens | Cost |\n|---|---|---|\n"
        "| **1. Crew wraps 21:00 Thu** | Cast keeps its 10/12 to 23:00, but 21:00–23:00 becomes cast-only work (notes, a line run, the Act 2 "
        "work-through) in **Rehearsal Room B**, no crew | $0; we lose 2 h of crew time on stage |\n"
        "| 2. Keep crew to 23:00 and pay encroachment | 2 h inside the rest period at double time (11.3), and the rest period restarts | ~8 crew × 2 h × $108 = **$1,728**, on top of Monday |\n"
        "| 3. Ask Aldridge for later | they say no other slot | — |\n\n"
        "Option 2 on top of a Monday install probably breaks the $9,000 cap. **I'd take option 1.**\n\n"
        "### 2. Stagetech's counter: **$4,420 + $380 express = $4,800**\n"
        "- Delivery guaranteed **Mon 9 Mar by 10:00**, signature on receipt\n"
        "- That's $530 off their original $5,330 all-in, but $400 above your $4,400\n"
        "- Revised PO needed by **Thu 12:00**\n\n"
        "Also: Joel Marsh (Equity deputy) has confirmed Thursday as the last 10/12.\n\n"
        "Accept Ken's $4,420, and go with option 1?")

    c.user("Accept 4,420. Option 1 — crew wraps 21:00 Thursday, no penalties.")

    po3 = (
        "PO-24117 UPDATED → PO-24117-R3   status: APPROVED (D. Okafor, budget holder) → TRANSMITTED to supplier 16:58\n"
        "Changes:\n"
        "  Line 1 unit price      was: $4,950.00                      now: $4,420.00\n"
        "  Line 2 freight         was: standard ground $0.00          now: express air, Atlanta depot → Main Stage dock, $380.00\n"
        "  Delivery promise       was: Thu 5 Mar 12:00 (verbal)       now: Mon 9 Mar 2026 10:00, guaranteed, signature on receipt\n"
        "  Total                  was: $4,950.00                      now: $4,800.00\n"
        "Revision history: R1 07:52 created (M. Lee) · R2 16:57 requester changed M. Lee → I. Carvalho · R3 16:58 price/freight/delivery\n"
        "Transmission: e-mail to ken.whitaker@stagetech-automation.com with PDF + supplier message; cc purchasing@northgaterep.org\n"
        "Receiving: dock notified (Mon 9 Mar 10:00, signature: I. Carvalho or G. Hendry)")
    sched8 = (
        "SCHEDULE SCHED-SR rev 8 PUBLISHED 17:01 (base rev 7) — sent to cast-crew-sr@northgaterep.org, rosa.delgado@northgaterep.org, gus.hendry@northgaterep.org, bookings@aldridgerigging.com\n"
        "Changes:\n"
        "  Thu 5 Mar   crew     was: 07:30–23:00 (INSP-7781 08:00–12:00)   now: 09:00–21:00 (crew wrap 21:00)\n"
        "              cast     was: 11:00–23:00 on stage                  now: 11:00–21:00 on stage; 21:00–23:00 cast-only work-through, Rehearsal Room B (no crew)\n"
        "  Fri 6 Mar   crew     was: 09:00–23:00                           now: 07:00–23:00 (INSP-7781 07:30, Hannah Booth, Aldridge; flys x2, LOTO key holder)\n"
        "Turnaround check (crew): Thu 21:00 → Fri 07:00 = 10.0 h OK (Art. 11.2). Encroachment: none.\n"
        "Equity: Thu 5 Mar remains the 10/12 (3 of 3).")
    c.calls(
        "",
        [("procurement_po_update", {"po_id": "PO-24117", "changes": {
            "requester": "ines.carvalho@lyricstage.org",
            "line_1_unit_price": 4420.00,
            "line_2": {"description": "Express air freight, Atlanta depot to Main Stage dock", "amount": 380.00},
            "delivery_promise": "2026-03-09T10:00", "delivery_terms": "guaranteed, signature on receipt"},
            "reason": "Supplier missed the quoted Thu 5 Mar delivery; renegotiated per Ken Whitaker e-mail 4 Mar 15:18",
            "approve_as": "dana.okafor@northgaterep.org", "transmit_to_supplier": True,
            "supplier_message": "Ken, confirmed at $4,420 + $380 express, delivery Mon 9 Mar by 10:00. Revised PO attached. Thanks for finding the Atlanta unit. Dana"},
          po3),
         ("schedule_update", {"schedule_id": "SCHED-SR", "base_rev": 7, "changes": [
             {"date": "2026-03-05", "crew": "09:00-21:00",
              "cast": "11:00-21:00 on stage; 21:00-23:00 cast-only work-through, Rehearsal Room B (no crew)"},
             {"date": "2026-03-06", "crew": "07:00-23:00",
              "content": "INSP-7781 07:30 (Hannah Booth, Aldridge) then Dress 1 (static)"}],
             "notify": ["cast-crew-sr@northgaterep.org", "rosa.delgado@northgaterep.org",
                        "gus.hendry@northgaterep.org", "bookings@aldridgerigging.com"],
             "note": "Inspection moved by Aldridge; crew wrap 21:00 Thursday to keep the 10-hour turnaround (Art. 11.2)."},
          sched8)])

    c.model(
        "Done.\n\n"
        "| Item | Now |\n|---|---|\n"
        "| **PO-24117-R3** | $4,420 motor + $380 express = **$4,800**, approved and sent to Ken 16:58. Delivery **Mon 9 Mar 10:00**, signature on receipt (Inés or Gus). Requester is now Inés |\n"
        "| **SCHED-SR rev 8** | Thu crew **09:00–21:00**; cast 21:00–23:00 in Rehearsal Room B. Fri crew 07:00 for INSP-7781 at 07:30 |\n"
        "| Turnaround | Thu 21:00 → Fri 07:00 = 10.0 h, no encroachment |\n\n"
        "One side effect: moving Thursday's crew call to 09:00 removed the early inspection call, so Thursday now has a normal crew start.")

    c.user("Now the Monday install. Who do we actually need, and what does it cost us?")

    c.calls("", [("timesheet_query", {"production": "salt-road", "union": "IATSE Local 58",
                                      "weeks": ["2026-03-02", "2026-03-09"],
                                      "include": ["actual_hours", "scheduled_hours", "rates", "day_off_status", "ot_hours"]},
                  timesheet())])

    c.model(
        "## Monday 9 Mar install — proposal\n\n"
        "**Call:** 07:00–17:00. Prep and strip the old motor before delivery; motor lands 10:00; fit, wire and commission; load test in the "
        "afternoon. The meal falls at 12:00, inside the 5-hour rule.\n\n"
        "| Who | Why |\n|---|---|\n"
        "| Hal Brandt (Head Carpenter) | removal, mounting, deck |\n"
        "| Bea Sorensen (Automation Op) | VFD-R1, show control, commissioning |\n"
        "| Kwame Asante | automation, second trained operator |\n"
        "| Priya Raman | carpentry, drive pit |\n"
        "| Tomás Vidal | carpentry, drive pit |\n"
        "| Dan Whitcombe | flys: lantern bar clear of the revolve during tests |\n"
        "| Inés Carvalho | lead (Lyric loan, **not Local 58**, $560/day flat recharge) |\n\n"
        "**Cost (Local 58 only, Art. 14.3 double time):**\n"
        "- Brandt: 10 h × $125.00 = $1,250\n"
        "- Sorensen: 10 h × $116.00 = $1,160\n"
        "- 4 journeypersons: 10 h × $108 = $1,080 each → $4,320\n"
        "- **Total ≈ $6,730** (6 crew). With Inés's $560 recharge that's **$7,290**, still under the $9,000 cap.\n\n"
        "I've left Lena Fischer and Omar Haddad out on purpose: they're already scheduled for 44.0 h and 42.5 h the rest of that week, so "
        "a Monday call would take both past 50 h and trigger the Art. 9.4 steward notice.\n\n"
        "Shall I raise the overtime request for these 6 crew?")

    c.user(
        "Inés says she needs two more on the deck for the load test (18.2, operator plus two, plus pushers for the manual moves before it's "
        "powered) — make it 8. Lena and Omar know the revolve best, use them. Still under the cap?")

    ot = (
        "OVERTIME REQUEST OT-2026-031 — CREATED 17:40   status: PENDING_APPROVAL (approver: Ellen Marsh, Finance <ellen.marsh@northgaterep.org>)\n"
        "Production: The Salt Road   Date: Mon 9 Mar 2026   Call: 07:00–17:00 (meal 12:00–12:30, steward agreement Art. 12.2 requested)\n"
        "Basis: Art. 14.3 scheduled day off (Monday), double time, 4 h minimum\n"
        "Crew (8):\n"
        "  Hal Brandt       Head             10.0 h × $125.00 = $1,250.00\n"
        "  Bea Sorensen     Automation Op    10.0 h × $116.00 = $1,160.00\n"
        "  Kwame Asante     Journeyperson    10.0 h × $108.00 = $1,080.00\n"
        "  Priya Raman      Journeyperson    10.0 h × $108.00 = $1,080.00\n"
        "  Tomás Vidal      Journeyperson    10.0 h × $108.00 = $1,080.00\n"
        "  Dan Whitcombe    Journeyperson    10.0 h × $108.00 = $1,080.00\n"
        "  Lena Fischer     Journeyperson    10.0 h × $108.00 = $1,080.00\n"
        "  Omar Haddad      Journeyperson    10.0 h × $108.00 = $1,080.00\n"
        "  Subtotal Local 58: $8,890.00\n"
        "  Non-Local: Inés Carvalho (Lyric loan LS-2026-07) — $560.00 flat, charged to loan recharge, NOT included in OT total\n"
        "Estimated OT total: $8,890.00   Cost centre 4410\n"
        "WARNINGS:\n"
        "  [9.4] Lena Fischer — week of 9 Mar scheduled 54.0 h (> 50). Steward notice due by Sun 8 Mar 07:00.\n"
        "  [9.4] Omar Haddad  — week of 9 Mar scheduled 52.5 h (> 50). Steward notice due by Sun 8 Mar 07:00.\n"
        "  [12.2] 30-minute meal requires steward agreement and a hot meal supplied.")
    c.calls(
        "Adding Lena and Omar: 2 × 10 h × $108 = $2,160, so the Local 58 total goes from $6,730 to **$8,890**. That's under $9,000 with "
        "$110 to spare. Inés's $560 recharge sits on the Lyric loan line, not the overtime line. Raising it for Ellen's approval.",
        [("overtime_request_create", {"production": "salt-road", "date": "2026-03-09", "call": "07:00-17:00",
                                      "basis": "Art. 14.3 scheduled day off (Monday) — double time",
                                      "crew": ["Hal Brandt", "Bea Sorensen", "Kwame Asante", "Priya Raman", "Tomás Vidal",
                                               "Dan Whitcombe", "Lena Fischer", "Omar Haddad"],
                                      "estimate_usd": 8890.00, "cost_centre": "4410",
                                      "approver": "ellen.marsh@northgaterep.org",
                                      "reason": "Replacement revolve motor install + witnessed load test after INC-0412 (PO-24117-R3 delivery Mon 9 Mar 10:00)",
                                      "meal": {"start": "12:00", "minutes": 30, "hot_meal": True}}, ot)])

    c.model(
        "Raised **OT-2026-031**: 8 crew, Mon 9 Mar 07:00–17:00, **$8,890**, now waiting for **Ellen Marsh**.\n\n"
        "It flagged two things:\n"
        "1. **Art. 9.4 notice to the steward** for Lena Fischer (54.0 h) and Omar Haddad (52.5 h), due **by Sun 8 Mar 07:00**.\n"
        "2. The 30-minute meal (12.2) needs Dave's agreement and a hot meal. Otherwise it's a full hour and the day runs to 17:30.\n\n"
        "Shall I send Dave Kowalski the 9.4 notice and ask about the 30-minute meal in the same e-mail?")

    c.user(
        "Yes, send Dave both. It's Friday morning now by the way — Hannah's been and gone, her report's in the portal.")

    report = (
        "INSPECTION REPORT INSP-7781 — Aldridge Rigging Services — issued Fri 6 Mar 2026 10:48\n"
        "Inspector: Hannah Booth, ETCP Certified Rigger (Theatre) #R-20417\n"
        "Site: Northgate Rep Main Stage   Attended: G. Hendry (TD), I. Carvalho (Automation Lead), R. Oyelaran (Head Flys), D. Whitcombe, J. Park\n"
        "Overall result: SATISFACTORY WITH CONDITIONS\n\n"
        "CONDITIONS\n"
        "C-1 Revolve R1 may be moved MANUALLY only (brake released, method statement MS-R1-01 rev A: 4 operators + spotter, max 2°/s), with no "
        "persons on the moving deck, until the replacement drive is fitted and C-2 is met.\n"
        "C-2 Powered operation of R1 with performers on the deck only after a witnessed load test (110% of maximum show load, full Act 2 "
        "sequence x3, motor temperature logged) following motor replacement, witnessed by an Aldridge inspector.\n"
        "C-3 Before the replacement motor is energised, VFD-R1 parameters (in particular P-0310 current limit, motor thermal model, PTC input) "
        "to be set and verified against the manufacturer's data for the KA77 DRN132M4, and the settings recorded. Root cause of the "
        "3 Mar failure not established; a drive parameter cannot be excluded.\n\n"
        "ADVISORIES\n"
        "A-1 Deck pin socket at 212° worn; monitor, replace at next maintenance.\n"
        "A-2 Fly line 14 (lantern bar, motorised hoist LH-14): secondary brake certificate lapsed 27 Feb 2026. Recertify within 30 days. "
        "Until recertified, line 14 must not be flown over performers.\n\n"
        "ITEMS EXAMINED\n" + inspection_items() + "\n\n"
        "Next action: Aldridge to witness C-2 load test on request (48 h notice preferred).")
    c.calls(
        "",
        [("email_send", {"from": "dana.okafor@northgaterep.org", "to": ["dkowalski@iatse58.org"],
                         "cc": ["gus.hendry@northgaterep.org", "ines.carvalho@lyricstage.org"],
                         "subject": "Art. 9.4 notice + meal request — The Salt Road, Mon 9 Mar install call",
                         "body": "Dave,\n\nFormal notice under Art. 9.4 of the house agreement:\n"
                                 "- Lena Fischer: scheduled 54.0 hours in the payroll week beginning Mon 9 Mar\n"
                                 "- Omar Haddad: scheduled 52.5 hours in the same week\n"
                                 "Reason: Monday 9 Mar install call, 07:00–17:00 (Art. 14.3, double time), to fit the replacement revolve "
                                 "motor and run the witnessed load test after the 3 Mar failure (INC-0412). Both were asked and agreed.\n\n"
                                 "Under Art. 12.2 we'd also like to agree a 30-minute meal at 12:00 on that call, with a hot meal supplied. "
                                 "Can you confirm?\n\nThanks,\nDana Okafor, Production Manager"},
          "SENT  msg-id <20260306.0912.80422@northgaterep.org>  to dkowalski@iatse58.org  cc gus.hendry@northgaterep.org, "
          "ines.carvalho@lyricstage.org   (Art. 22.4: notice effective on sending, Fri 6 Mar 09:12)"),
         ("inspection_report_get", {"booking_id": "INSP-7781", "format": "text"}, report)])

    c.model(
        "**Steward notice sent** to Dave at 09:12. Under 22.4 it takes effect on sending, so we're well inside the Sun 07:00 deadline. "
        "The 30-minute meal request is in the same e-mail; no reply yet.\n\n"
        "## INSP-7781: satisfactory with conditions\n"
        "| | What it means for us |\n|---|---|\n"
        "| **C-1** | Hand-pushing R1 is fine under MS-R1-01: 4 + spotter, ≤2°/s, **nobody on the moving deck** |\n"
        "| **C-2** | **No performers on a powered revolve until a witnessed load test** after the new motor is in: 110% show load, Act 2 sequence x3, temperatures logged |\n"
        "| **C-3** | **P-0310 and the drive's thermal settings must be checked against SEW's data before the new motor is energised.** She explicitly hasn't ruled out the drive as the cause |\n"
        "| A-1 | worn pin socket at 212°, monitor only |\n"
        "| **A-2** | **Line 14 (lantern bar) secondary brake cert lapsed 27 Feb.** Until it's recertified, the lantern can't fly in over performers, and it does in Act 1 sc. 5 and Act 2 sc. 6 |\n\n"
        "**Next steps:**\n"
        "- **Book the C-2 witness test.** Aldridge prefers 48 h notice, so Monday afternoon should be requested today.\n"
        "- **C-3 is for Inés** on Monday morning, before power goes on.\n"
        "- **A-2 needs a decision**: recertify LH-14 before previews, or re-stage both lantern moves.")

    c.user(
        "Book Hannah for the witness test Monday 15:00 — motor's due at 10:00, Inés says five hours is enough to fit it. And change of "
        "plan on P2: if it passes Monday, we play Tuesday. Take P2 off hold. Line 14 I'll sort out with Gus, leave it with me.")

    insp2 = (
        "BOOKING CONFIRMED   INSP-7790\n"
        "Provider: Aldridge Rigging Services   Inspector: Hannah Booth (requested, confirmed)\n"
        "Slot: Mon 9 Mar 2026 15:00–17:00   Type: witnessed load test, Revolve R1, per INSP-7781 condition C-2\n"
        "Test plan: 110% max show load (sandbags 1,980 kg distributed per MS-R1-LT), Act 2 sequence Q201–Q219 x3, motor temp + current logged\n"
        "Prerequisites: C-3 parameter record available on arrival; deck clear except operator + 2 (Art. 18.2)\n"
        "Note: if the test fails or cannot start by 16:00, re-test earliest Wed 11 Mar 08:00 (inspector availability).\n"
        "Fee: $680.00")
    rel = (
        "BATCH UPD-5602 — 1 performance updated\n"
        "PERF-2603-10E  The Salt Road — Preview 2 — Tue 10 Mar 2026 19:30\n"
        "  status: sales_hold -> on_sale   hold released 09:31 (release ref REL-0310)   patrons notified: NO (no change for existing bookers)\n"
        "  sold: 265   comps: 6   house seats: 4   available: 137\n"
        "  Schedule link: SCHED-SR rev 8 shows Tue 10 Mar evening as 'closed dress (P2 on hold)' — update schedule to match?")
    c.calls(
        "",
        [("inspection_book", {"provider": "Aldridge Rigging Services", "inspector": "Hannah Booth",
                              "slot": "2026-03-09T15:00", "type": "witnessed load test — Revolve R1 (INSP-7781 condition C-2)",
                              "site": "Northgate Rep Main Stage, 310 Canal Street",
                              "contact": "ines.carvalho@lyricstage.org", "reference": "INSP-7781"}, insp2),
         ("ticketing_performances_update", {"updates": [
             {"performance_id": "PERF-2603-10E", "status": "on_sale",
              "reason": "Replacement motor due Mon 9 Mar; plays subject to witnessed load test INSP-7781 C-2",
              "notify_patrons": False}]}, rel)])

    c.model(
        "Done.\n"
        "- **INSP-7790**: Hannah Booth, **Mon 9 Mar 15:00–17:00**, witnessed load test under C-2, $680. Inés must have the C-3 parameter "
        "record ready when Hannah arrives.\n"
        "- **P2 (PERF-2603-10E) is back on sale** (REL-0310): 265 sold, 137 available. Existing bookers weren't contacted because nothing changed for them.\n\n"
        "Two loose ends:\n"
        "1. Rev 8 still shows Tuesday evening as a closed dress. I'll put P2 back in **SCHED-SR rev 9** together with the Monday call times, unless you want it done now.\n"
        "2. **There's no fallback if the test fails.** Aldridge's next slot for a re-test is **Wed 11 Mar 08:00**, which would put P2 at risk "
        "again with patrons already holding tickets.\n\n"
        "Line 14 is noted as yours and Gus's.")

    c.user(
        "Ellen replied on the overtime, pasting it: \"Dana — Approved OT-2026-031 at $8,890. Note the Riverside Seniors group: if you end up "
        "refunding them, that comes out of the marketing contingency (code 6120), not the box office line. E.\"\n\n"
        "What's the situation with the Riverside group anyway?")

    c.model(
        "Good news on the overtime: **OT-2026-031 is approved at $8,890**, $110 under the cap.\n\n"
        "## Riverside Seniors Club: GRP-1187\n"
        "- **28 seats** on the cancelled P1, $1,092 at the group rate. Deliberately left out of the mass e-mail, and nobody has called Marjorie yet.\n"
        "- Marjorie Quinn asked (Wed 10:15) to move the group to the **Sun 15 Mar matinee**, because several members don't go out in the evening.\n"
        "- **The Sun 15 Mar matinee can't take them**: the subscriber exchange filled it.\n\n"
        "### Options\n"
        "| Option | Fits \"no evenings\"? | Notes |\n|---|---|---|\n"
        "| **Sat 14 Mar 14:00 matinee** (PERF-2603-14M) | yes | the only other matinee before the run's second week; I'd need to check 28 together |\n"
        "| Sun 22 Mar matinee | yes | week 2, 8 days later; more seats |\n"
        "| Full refund | — | $1,092 from **marketing contingency 6120** per Ellen |\n\n"
        "Marjorie wanted a phone call. I can hold seats and e-mail her an offer so that Box Office has something concrete when they ring.")

    c.user(
        "Offer her the Sat 14 matinee, 28 together if you can get them, rear stalls is fine, and comp their programmes. If she says no, "
        "full refund from 6120 like Ellen said. Hold the seats and email her, copy me. Box Office can ring her after.")

    hold = (
        "SEAT HOLD HLD-3321 — CREATED 10:12\n"
        "Performance: PERF-2603-14M — The Salt Road — Sat 14 Mar 2026 14:00\n"
        "Seats: 28 together — Stalls rows R (R5–R14), S (S4–S13), T (T6–T13)   zone B   price basis: group rate $39.00 (transfer from GRP-1187, no balance due)\n"
        "Held for: GRP-1187 Riverside Seniors Club   Expires: Thu 12 Mar 17:00 (then seats return to general sale)\n"
        "Add-ons: 28 x programme ($8.00) comped — charged to marketing 6120 on confirmation")
    c.calls(
        "",
        [("ticketing_hold_seats", {"performance_id": "PERF-2603-14M", "quantity": 28, "together": True,
                                   "zone_preference": "rear stalls", "hold_for": "GRP-1187",
                                   "expires": "2026-03-12T17:00",
                                   "add_ons": [{"item": "programme", "qty": 28, "comp": True, "cost_centre": "6120"}]},
          hold),
         ("email_send", {"from": "boxoffice@northgaterep.org", "to": ["marjorie.quinn@riversideseniors.org"],
                         "cc": ["dana.okafor@northgaterep.org"],
                         "subject": "Your group booking GRP-1187 — The Salt Road",
                         "body": "Dear Marjorie,\n\nYou heard right, I'm afraid: the Saturday 7 March preview has been cancelled after a "
                                 "piece of stage machinery failed in rehearsal. We're very sorry.\n\n"
                                 "The Sunday 15 March matinee is now full, but we've set aside 28 seats together in the rear stalls for "
                                 "the Saturday 14 March matinee at 2:00pm, at no extra cost, and programmes for the whole group are on us. "
                                 "We're holding them until Thursday 12 March at 5:00pm.\n\n"
                                 "If that date doesn't suit, we'll refund the group in full. Someone from the Box Office will call you "
                                 "today on (412) 555-0199 to talk it through.\n\nWarm regards,\nNorthgate Rep Box Office (for Dana Okafor, "
                                 "Production Manager)"},
          "SENT  msg-id <20260306.1014.80517@northgaterep.org>  to marjorie.quinn@riversideseniors.org  cc dana.okafor@northgaterep.org")])

    c.model(
        "Done.\n"
        "- **HLD-3321**: 28 together on Sat 14 Mar 14:00, stalls rows R–T, at the group rate with no balance due and 28 comp programmes. "
        "**Held until Thu 12 Mar 17:00**, after which the seats go back on sale.\n"
        "- E-mail to Marjorie sent 10:14 (you're copied); it tells her Box Office will call today.\n"
        "- If she declines: full refund of $1,092 from **6120**.\n\n"
        "Box Office still needs to **ring Marjorie today** on (412) 555-0199.")

    c.user("Good. Production meeting now — I'll check back Monday when the motor lands.")

    c.model(
        "Understood. For Monday, the order of play is:\n"
        "1. 07:00 crew call (OT-2026-031, 8 crew)\n"
        "2. 10:00 motor delivery (PO-24117-R3)\n"
        "3. C-3 parameter check before power\n"
        "4. 15:00 witness test INSP-7790\n\n"
        "I'll look for Dave's reply on the 30-minute meal and for Marjorie's answer in the meantime.")

    # ----------------------------------------------------------------------------------
    # labels
    # ----------------------------------------------------------------------------------
    M = {}
    for i, m in enumerate(c.messages):
        M[i] = m
    L = c.label
    L("user_goal", "Open The Salt Road press night Fri 13 Mar as planned; no performers on the revolve under power until an independent "
      "inspector has signed it off; keep extra overtime from the failure under $9,000 (Ellen's sign-off limit, else board)",
      ["Fri 13 Mar", "$9,000"], 9)
    L("fact", "INC-0412: revolve R1 drive M2 (SEW KA77 5.5 kW) failed on over-temperature 3 Mar 21:40; winding 0.2 MΩ; revolve pinned at 212.4°, LOTO LT-33",
      ["INC-0412", "212.4°"], 3)
    L("open_issue", "Root cause not established: VFD-R1 current limit P-0310 was at 180% (default 150%); could kill the new motor too",
      ["P-0310", "180%"], 3)
    L("reference", "Motor order PO-24117 with Stagetech Automation (Ken Whitaker)", ["PO-24117"], 3)
    L("reference", "Stagetech account manager e-mail", ["ken.whitaker@stagetech-automation.com"], 3)
    L("fact", "Local 58 rules: Monday dark-day work is double time (Art. 14.3, 4 h min); 10-hour minimum turnaround in tech (Art. 11.2); "
      "steward notice if >50 h/week (9.4)", ["Art. 14.3", "10-hour turnaround"], 8)
    L("decision", "Preview 1 Sat 7 Mar (PERF-2603-07E) cancelled, ref CXL-26-0307 (option A)", ["CXL-26-0307"], 13)
    L("decision", "Exchange-first for P1 single buyers via e-mail CMP-5520; auto-refund for anyone not exchanged by Sat 14 Mar 23:59",
      ["CMP-5520", "23:59"], 17)
    L("fact", "Subscriber exchange EXB-0307-01: subscribers moved by tenure to Sun 15 Mar matinee (PERF-2603-15M), rest to Wed 18 Mar evening",
      ["EXB-0307-01"], 17)
    L("pending_action", "Refund run RFJ-0307 on Sun 15 Mar 06:00 needs box-office manager release", ["RFJ-0307"], 17)
    L("decision", "Inés Carvalho (Lyric loan) is automation lead in place of Marcus Lee and owns INC-0412", ["Inés Carvalho"], 19)
    L("decision", "Saturday 7 Mar is a regular 8 out of 10; the last Equity 10/12 is used on Thursday 5 Mar", ["8 out of 10"], 27)
    L("fact", "Equity 10/12s: Mon 2 and Tue 3 Mar used; Thu 5 Mar makes 3 of 3", ["3 of 3"], 29)
    L("decision", "Motor PO revised to PO-24117-R3: $4,420 + $380 express = $4,800, guaranteed delivery Mon 9 Mar 10:00",
      ["PO-24117-R3", "$4,420"], 37)
    L("decision", "Thursday crew wraps 21:00, cast 21:00–23:00 in Rehearsal Room B, to keep a 10-hour turnaround before Fri 07:00 inspection call (SCHED-SR rev 8)",
      ["SCHED-SR rev 8", "21:00"], 37)
    L("decision", "Monday 9 Mar install call 07:00–17:00 with 8 crew (incl. Lena Fischer and Omar Haddad), OT-2026-031 $8,890",
      ["OT-2026-031", "$8,890"], 45)
    L("fact", "Lena Fischer (54.0 h) and Omar Haddad (52.5 h) over 50 h in week of 9 Mar; Art. 9.4 steward notice required",
      ["Lena Fischer", "54.0 h"], 45)
    L("reference", "Local 58 steward Dave Kowalski", ["dkowalski@iatse58.org"], 48)
    L("fact", "INSP-7781 (Hannah Booth, Fri 6 Mar) result: satisfactory with conditions; manual only until witnessed load test (C-2)",
      ["INSP-7781", "SATISFACTORY WITH CONDITIONS"], 49)
    L("pending_action", "Before energising new motor, verify VFD-R1 parameters incl. P-0310 against SEW data (condition C-3) — Inés, Monday morning",
      ["C-3"], 49)
    L("open_issue", "Fly line 14 (lantern bar, LH-14) secondary brake certificate lapsed (A-2); can't fly over performers; Dana to sort with Gus",
      ["line 14", "A-2"], 49)
    L("pending_action", "Witnessed load test INSP-7790 Mon 9 Mar 15:00 with Hannah Booth after motor fitted", ["INSP-7790"], 53)
    L("decision", "P2 Tue 10 Mar (PERF-2603-10E) taken off hold and back on sale (REL-0310); plays if Monday test passes", ["REL-0310"], 53)
    L("pending_action", "Publish SCHED-SR rev 9: Tue 10 Mar evening back to P2 and Monday install call times", ["SCHED-SR rev 9"], 54)
    L("open_issue", "No fallback if the load test fails: re-test earliest Wed 11 Mar 08:00, P2 at risk with tickets sold",
      ["re-test", "Wed 11 Mar 08:00"], 53)
    L("fact", "Ellen approved OT-2026-031; any Riverside refund comes from marketing contingency 6120", ["6120"], 55)
    L("decision", "Riverside group GRP-1187 offered 28 seats Sat 14 Mar 14:00 rear stalls + comp programmes, hold HLD-3321; else full refund from 6120",
      ["HLD-3321"], 59)
    L("pending_action", "Await Marjorie Quinn's answer; hold expires Thu 12 Mar 17:00; Box Office to ring her", ["Marjorie", "12 Mar 17:00"], 59)

    S = c.stale_item
    S("Motor delivery Thu 5 Mar (verbal) — replaced when Stagetech moved it (Tue 10 Mar standard / Mon 9 Mar express)", ["motor", "Thu 5 Mar"],
      c.marks["t_roster"])
    S("Automation lead Marcus Lee — replaced by Inés Carvalho", ["Marcus Lee", "lead"], 19)
    S("Equity 10/12 count '1 of 3 used, 2 left' — corrected: Monday also a 10/12, 2 of 3 used", ["1 of 3"], 27)
    S("Inspection INSP-7781 Thu 5 Mar 08:00 with Tom Reyes — moved to Fri 6 Mar 07:30 with Hannah Booth", ["Thu 5 Mar 08:00"], 33)
    S("Inspector Tom Reyes — replaced by Hannah Booth", ["Tom Reyes"], 33)
    S("Motor price $4,950 — renegotiated to $4,420 (+$380 express)", ["$4,950"], 35)
    S("Monday install with 6 crew (~$6,730) — changed to 8 crew, $8,890", ["6 crew"], 43)
    S("P2 on sales hold / cancelled under option A — reversed, back on sale", ["P2", "sales hold"], 51)
    return c


if __name__ == "__main__":
    conv = build()
    conv.write()

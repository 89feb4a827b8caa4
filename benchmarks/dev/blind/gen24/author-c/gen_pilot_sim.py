"""Generator: blind-pilot-sim-recurrent-training (English).

Regional airline training office schedules recurrent ATR 72-600 simulator checks at a
third-party sim centre. Dialogue, facts, value changes and labels are hand-written; the long
tool outputs (training records, sim grid, instructor roster, mailboxes) are generated with a
fixed seed so the script is deterministic.
"""
import datetime as dt
import random
import sys

sys.path.insert(0, "/work/blind24/author-c")
from common import Conv  # noqa: E402

OUT = "/work/blind24/out/blind-pilot-sim-recurrent-training.json"
rng = random.Random(24031)

D = dt.date
WD = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def days(a, b):
    d = a
    while d <= b:
        yield d
        d += dt.timedelta(days=1)


# ---------------------------------------------------------------------------
# Data: pilots
# ---------------------------------------------------------------------------
DUE = [
    # crew_id, name, rank, base, opc, tr, medical, line check, sep, crm
    ("P0377", "Aoife Ni Bhriain", "FO", "BHD", "2025-08-31", "2025-03-27", "2026-01-31", "2025-11-30", "2025-10-31", "2025-12-31"),
    ("P0412", "Raj Patel", "CPT", "GLA", "2025-03-31", "2025-03-31", "2025-09-30", "2025-06-30", "2025-08-31", "2025-09-30"),
    ("P0489", "Ewan MacLeod", "FO", "GLA", "2025-03-31", "2025-08-31", "2025-11-30", "2025-07-31", "2025-05-31", "2025-11-30"),
    ("P0455", "Kasia Kowalczyk", "FO", "JER", "2025-04-13", "2025-10-13", "2025-04-10", "2025-12-31", "2025-09-30", "2026-01-31"),
    ("P0333", "Fiona Drummond", "CPT", "BHD", "2025-07-31", "2025-04-20", "2025-07-31", "2025-09-30", "2025-06-30", "2025-10-31"),
    ("P0540", "Priya Raman", "FO", "BHD", "2025-04-20", "2025-10-20", "2026-02-28", "2025-08-31", "2025-10-31", "2025-08-31"),
    ("P0367", "Niall Gallagher", "CPT", "JER", "2025-04-25", "2025-10-25", "2025-12-31", "2025-05-31", "2025-11-30", "2025-07-31"),
    ("P0501", "Liam Brodie", "FO", "GLA", "2025-04-25", "2025-10-25", "2025-10-31", "2026-01-31", "2025-09-30", "2025-12-31"),
    ("P0298", "Dario Ferreira", "CPT", "JER", "2025-04-30", "2025-10-31", "2025-08-31", "2025-10-31", "2025-07-31", "2025-09-30"),
    ("P0310", "Sean O'Connell", "CPT", "JER", "2025-04-30", "2025-07-31", "2025-12-31", "2025-06-30", "2025-12-31", "2025-11-30"),
    ("P0278", "Morag Sinclair", "CPT", "GLA", "2025-04-30", "2025-04-30", "2025-06-30", "2025-09-30", "2025-10-31", "2026-02-28"),
    ("P0522", "Tom Achterberg", "FO", "GLA", "2025-04-30", "2025-10-31", "2025-11-30", "2025-12-31", "2025-08-31", "2025-10-31"),
]
FIRST = ["Alasdair", "Bronagh", "Callum", "Ciara", "Douglas", "Eilidh", "Fergus", "Grainne", "Hamish", "Isla",
         "Jamie", "Kirsty", "Lachlan", "Mairi", "Neil", "Orla", "Padraig", "Rhona", "Struan", "Tara", "Euan",
         "Freya", "Gavin", "Heather", "Iain", "Joanne", "Kieran", "Lorna", "Martin", "Nicola", "Owen", "Rachel",
         "Stuart", "Siobhan", "Thomas", "Una", "Victor", "Wendy", "Yusuf", "Zofia", "Andrea", "Ben", "Chloe"]
LAST = ["Anderson", "Buchanan", "Campbell", "Doherty", "Ewing", "Fraser", "Gillespie", "Henderson", "Irvine",
        "Johnston", "Kerr", "Lennox", "McAllister", "Morrison", "Nolan", "O'Hare", "Paterson", "Quinn",
        "Robertson", "Stewart", "Thomson", "Urquhart", "Wallace", "Young", "Le Cornu", "de Gruchy", "Renouf",
        "Mauger", "Hamon", "Baudains", "Novak", "Lindqvist", "Moreau", "Kaminski", "Okafor", "Silva"]


def month_end(y, m):
    n = D(y + (m // 12), m % 12 + 1, 1)
    return n - dt.timedelta(days=1)


def rand_end(lo_month, hi_month):
    # month index from 2025-01
    k = rng.randint(lo_month, hi_month)
    y, m = 2025 + (k - 1) // 12, (k - 1) % 12 + 1
    return month_end(y, m).isoformat()


pilots = []
used_ids = {d[0] for d in DUE}
used_names = set()
for d in DUE:
    pilots.append(d)
while len(pilots) < 84:
    cid = f"P0{rng.randint(205, 589)}"
    if cid in used_ids:
        continue
    name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
    if name in used_names:
        continue
    used_ids.add(cid)
    used_names.add(name)
    rank = "CPT" if rng.random() < 0.48 else "FO"
    base = rng.choice(["GLA", "GLA", "BHD", "JER", "BHD", "GLA"])
    opc = rand_end(5, 8)
    tr_m = rng.randint(5, 14)
    tr = rand_end(tr_m, tr_m)
    med = rand_end(5, 18)
    lc = rand_end(5, 16)
    sep = rand_end(5, 14)
    crm = rand_end(5, 16)
    pilots.append((cid, name, rank, base, opc, tr, med, lc, sep, crm))


def records_output():
    today = D(2025, 3, 3)

    def key(p):
        return min(p[4], p[5])

    rows = sorted(pilots, key=key)
    lines = [
        "TRAX crew training records - fleet AT76 (ATR 72-600) - active flight crew: 84",
        "query: status=active, sort=earliest_check_expiry, flag_expiring_before=2025-04-30  | generated 2025-03-03T08:41:12Z",
        "legend: OPC=operator proficiency check (ORO.FC.230)  TR=type rating validity (LPC, FCL.740)  MED=Class 1 medical  "
        "LC=line check  SEP=safety & emergency procedures  CRM=CRM recurrent",
        "",
        "crew_id | name                  | rk  | base | OPC_valid_to | TR_valid_to | MED_valid_to | LC_valid_to | SEP_valid_to | CRM_valid_to | last_OPC   by      | days_to_first_check_expiry | flag",
        "--------+-----------------------+-----+------+--------------+-------------+--------------+-------------+--------------+--------------+--------------------+----------------------------+-----------------",
    ]
    for p in rows:
        cid, name, rk, base, opc, tr, med, lc, sep, crm = p
        first = min(opc, tr)
        dte = (D.fromisoformat(first) - today).days
        flag = ""
        if first <= "2025-04-30":
            which = []
            if opc <= "2025-04-30":
                which.append("OPC")
            if tr <= "2025-04-30":
                which.append("LPC")
            flag = "DUE " + "+".join(which)
        last = (D.fromisoformat(opc) - dt.timedelta(days=rng.randint(182, 200))).isoformat()
        exm = rng.choice(["I-07", "I-11", "I-15", "I-19", "EXT-MSC"])
        if cid == "P0298" and exm == "I-11":
            exm = "I-07"
        lines.append(f"{cid:<7} | {name:<21} | {rk:<3} | {base:<4} | {opc:<12} | {tr:<11} | {med:<12} | {lc:<11} | "
                     f"{sep:<12} | {crm:<12} | {last:<10} {exm:<7} | {dte:>26} | {flag}")
    lines += ["", "rows: 84  flagged DUE: 12  (OPC only: 9, LPC only: 2, OPC+LPC: 1)",
              "note: record P0377 last edited 2024-05-02 by a.kerr (manual entry of LPC form)"]
    return "\n".join(lines)


# ---------------------------------------------------------------------------
# Meridian FFS-2 grid
# ---------------------------------------------------------------------------
SLOTS = ["02:00", "06:00", "10:00", "14:00", "18:00", "22:00"]
CUSTOMERS = ["AUR", "LOG", "FIN", "NWA", "ATO", "BLX", "EZR"]
FORCE_FREE = {("2025-03-12", "10:00"), ("2025-03-18", "06:00"), ("2025-03-14", "14:00"), ("2025-03-20", "10:00"),
              ("2025-04-03", "14:00"), ("2025-04-04", "10:00"), ("2025-04-07", "10:00"), ("2025-04-08", "10:00"),
              ("2025-04-08", "06:00"), ("2025-04-09", "14:00"), ("2025-04-15", "06:00"), ("2025-04-16", "14:00"),
              ("2025-04-22", "10:00")}


def grid_output():
    lines = [
        "Meridian Sim Centre Copenhagen (MSC-CPH) - customer portal - availability",
        "device: FFS-2  ATR 72-600 (DK-ATR-0062, EASA/UK CAA qualified Level D, PW127M, -600 glass cockpit, HUD n/a)",
        "window: 2025-03-05 .. 2025-04-30  slot length 4 h (times UTC)  customer: Skerry Air (SKA)",
        "rates (EUR per device hour, wet = incl. technician, excl. instructor):  standard 660  |  "
        "w/c 2025-04-21 (Easter peak): 690 INDICATIVE - to be confirmed by MSC bookings",
        "status codes: FREE | BKD/<cust> booked by other customer | SKA booked by you | MX scheduled maintenance | HOLD tentative",
        "",
        "date       dow | 02:00    | 06:00    | 10:00    | 14:00    | 18:00    | 22:00",
        "---------------+----------+----------+----------+----------+----------+----------",
    ]
    free_count = 0
    for d in days(D(2025, 3, 5), D(2025, 4, 30)):
        iso = d.isoformat()
        row = []
        for s in SLOTS:
            if (iso, s) in FORCE_FREE:
                st = "FREE"
            elif d.weekday() == 0 and s == "02:00":
                st = "MX"
            elif D(2025, 3, 10) <= d <= D(2025, 3, 21) and s in ("06:00", "10:00", "14:00", "18:00"):
                st = "BKD/" + rng.choice(CUSTOMERS)
            elif s in ("02:00", "22:00"):
                st = "FREE" if rng.random() < 0.55 else "BKD/" + rng.choice(CUSTOMERS)
            else:
                r = rng.random()
                st = "FREE" if r < 0.28 else ("HOLD" if r < 0.33 else "BKD/" + rng.choice(CUSTOMERS))
            if st == "FREE":
                free_count += 1
            row.append(f"{st:<8}")
        lines.append(f"{iso} {WD[d.weekday()]} | " + " | ".join(row))
    lines += ["", f"free slots in window: {free_count}   (day slots 06:00-18:00 only: see grid)",
              "cancellation terms: >14 days free; 14-3 days 50 %; <72 h 100 % (device unserviceability: no charge)",
              "bookings made via portal are CONFIRMED on submission subject to device status"]
    return "\n".join(lines)


# ---------------------------------------------------------------------------
# Instructor roster
# ---------------------------------------------------------------------------
INSTR = [("I-07", "Marcus Hale", "TRE/TRI", "GLA"), ("I-11", "Ingrid Solberg", "TRE/TRI", "JER"),
         ("I-15", "Ruth Adeyemi", "TRE (0.4 FTE, Tue/Wed)", "BHD"), ("I-19", "Tomasz Wrona", "TRI + OPC examiner", "GLA")]
FORCE_AVL = {("I-07", "2025-03-12"), ("I-07", "2025-04-07"), ("I-07", "2025-04-22"), ("I-07", "2025-04-08"),
             ("I-15", "2025-03-18"), ("I-15", "2025-04-15"), ("I-19", "2025-04-03"), ("I-19", "2025-04-04"),
             ("I-19", "2025-04-08"), ("I-11", "2025-04-09"), ("I-11", "2025-04-22"), ("I-19", "2025-03-14")}


SECTORS = {"I-07": ["GLA-SOU-GLA", "GLA-BHD-GLA", "GLA-EXT-GLA", "GLA-KOI-GLA"],
           "I-11": ["JER-LGW-JER", "JER-GCI-JER", "JER-SOU-JER", "JER-EXT-JER"],
           "I-15": ["BHD-LCY-BHD", "BHD-EXT-BHD"],
           "I-19": ["GLA-BHD-GLA", "GLA-SOU-GLA", "GLA-LCY-GLA"]}


def roster_output():
    lines = [
        "Instructor/examiner roster - fleet AT76 - 2025-03-10 .. 2025-04-30 (source: CRS training module)",
        "I-07 Marcus Hale      TRE/TRI  base GLA  examiner cert UK.FCL.TRE.0418 valid 2026-06-30  (LPC+OPC)",
        "I-11 Ingrid Solberg   TRE/TRI  base JER  examiner cert UK.FCL.TRE.0533 valid 2025-11-30  (LPC+OPC)",
        "I-15 Ruth Adeyemi     TRE      base BHD  examiner cert UK.FCL.TRE.0291 valid 2025-09-30  (LPC+OPC) part-time 0.4 FTE: Tue/Wed only",
        "I-19 Tomasz Wrona     TRI      base GLA  operator-nominated OPC examiner (OM-D 2.3.4)  - may NOT conduct LPC",
        "codes: AVL available for sim duty | LINE line flying | OFF | LVE leave | CRS course | STBY standby | n/w non-working day | SIMx external sim",
        "",
        "date       dow | I-07 Hale        | I-11 Solberg     | I-15 Adeyemi     | I-19 Wrona",
        "---------------+------------------+------------------+------------------+-----------------",
    ]
    for d in days(D(2025, 3, 10), D(2025, 4, 30)):
        iso = d.isoformat()
        cells = []
        for iid, _, _, _ in INSTR:
            if (iid, iso) in FORCE_AVL:
                c = "AVL"
            elif iid == "I-11" and D(2025, 3, 10) <= d <= D(2025, 3, 14):
                c = "CRS"
            elif iid == "I-15" and d.weekday() not in (1, 2):
                c = "n/w"
            elif d.weekday() >= 5:
                c = rng.choice(["OFF", "OFF", "LINE " + rng.choice(SECTORS[iid]), "STBY AM"])
            else:
                c = rng.choice(["AVL", "LINE " + rng.choice(SECTORS[iid]), "LINE " + rng.choice(SECTORS[iid]), "OFF",
                                "AVL", "STBY PM", "SIMx LOG/CPH", "GND office"])
            cells.append(c)
        lines.append(f"{iso} {WD[d.weekday()]} | {cells[0]:<16} | {cells[1]:<16} | {cells[2]:<16} | {cells[3]}")
    lines += ["", "notes:",
              "- I-11 Solberg: TRE standardisation seminar (Gatwick) 2025-03-10..14",
              "- I-19 Wrona: OPC examiner nomination accepted by CAA 2024-11-04 (ref OM-D amdt 31); LPC privileges not held",
              "- Conflict-of-interest register (OM-D 1.6): I-11 Solberg declared relationship with P0298; I-07 none; I-15 none; I-19 none"]
    return "\n".join(lines)


# ---------------------------------------------------------------------------
# Mailboxes
# ---------------------------------------------------------------------------
def email(n, when, frm, to, subj, body, flags="read"):
    return (f"[{n}] {when}  From: {frm}\n    To: {to}\n    Subject: {subj}\n    Flags: {flags}\n    ---\n"
            + "\n".join("    " + ln for ln in body.strip("\n").split("\n")) + "\n")


NOISE = [
    ("crewing@skerryair.co.uk", "Crewing", "Roster publication period 7 (31/03 - 27/04) - cut-off reminder",
     "Hi all,\nReminder that requests for roster period 7 close on Friday 7 March at 12:00. Training releases entered in CRS\n"
     "after that will be treated as post-publication changes and need crew consent under the FTL agreement (clause 9.3).\n\nCrewing Team"),
    ("it-servicedesk@skerryair.co.uk", "IT Service Desk", "Planned outage: TRAX and CRS, Sat 8 March 22:00-02:00 UTC",
     "TRAX (training records) and CRS (crew rostering) will be unavailable during the maintenance window on Saturday\n"
     "8 March 22:00 - Sunday 02:00 UTC for a database upgrade. Please avoid bulk edits that evening.\nRef CHG-20418"),
    ("safety@skerryair.co.uk", "Safety Office", "Safety Bulletin 25/04 - unstable approaches JER RWY 26",
     "Please circulate to TRI/TREs for inclusion in the spring recurrent briefing: three unstable approach events at JER RWY 26\n"
     "in February (tailwind component > 10 kt at 500 ft). Suggested sim scenario: RNP approach 26 with late tailwind shift."),
    ("newsletter@caa.co.uk", "UK Civil Aviation Authority", "Skywise alert: changes to examiner senior examiner assessments",
     "SkyWise 2025/031. From 1 April 2025 the CAA will require examiner assessment-of-competence forms (SRG2140) to be\n"
     "submitted electronically via the Licensing Portal. Paper forms received after 30 April will be returned."),
    ("a.lebrocq@skerryair.co.uk", "Alan Le Brocq (Base Captain JER)", "Spring checks - Jersey manning",
     "Helen,\nJust to repeat what I said at the base captains' meeting: with the Guernsey rotations starting 24 March I can release\n"
     "one Jersey captain per day for training, not two. I know it's a pain. FOs are less of a problem.\nAlan"),
    ("hotels@cph-airporthotel.dk", "Copenhagen Airport Hotel - Groups", "Corporate rate 2025 - Skerry Air",
     "Dear Ms Marsh,\nYour 2025 corporate rate is confirmed at DKK 1,190 per room/night incl. breakfast (ref CORP-SKA-25).\n"
     "Block bookings of more than 6 rooms require 14 days' notice."),
    ("m.hale@skerryair.co.uk", "Marcus Hale", "Re: spring LPCs",
     "Helen - happy to take the GLA LPCs in March/April as discussed. FYI my knee is booked for surgery sometime in the\n"
     "spring, date tbc from the hospital, I'll let you know as soon as I hear.\nMarcus"),
    ("finance-ap@skerryair.co.uk", "Accounts Payable", "PO 4500-7781 Meridian - balance statement",
     "PO 4500-7781 (Meridian Sim Centre, FFS hours Q1-Q2 2025): ordered 96.0 h, invoiced 72.0 h, remaining 24.0 h.\n"
     "Any call-off above the remaining hours needs an approved PO variation (approver: Accountable Manager)."),
    ("r.adeyemi@skerryair.co.uk", "Ruth Adeyemi", "Availability spring",
     "Hi Helen, I'm Tue/Wed as usual through April. I can do the 15th and the 18th-type Tuesdays if needed, just not\n"
     "Easter week. Ruth"),
    ("ops-control@skerryair.co.uk", "Ops Control", "Fleet status 03 Mar 06:00Z",
     "G-SKRA..G-SKRN: 13 serviceable, G-SKRF AOG BHD (prop de-ice timer, part ETA 04 Mar 14:00Z). Spare crews: GLA 2 CPT / 3 FO,\n"
     "BHD 1 CPT / 1 FO, JER 0 CPT / 2 FO. Reminder: JER captain cover is thin until the Guernsey rotations are fully crewed."),
    ("t.wrona@skerryair.co.uk", "Tomasz Wrona", "OPC dates",
     "Helen, I can take OPC-only sessions any weekday in early April, ideally not more than two days in a row. I don't have\n"
     "LPC privileges so please don't put me on anything with a type rating check. Tomasz"),
    ("ingrid.solberg@skerryair.co.uk", "Ingrid Solberg", "Seminar next week",
     "Hi Helen, reminder that I'm at the TRE standardisation seminar at Gatwick 10-14 March. Back on the roster from the 15th.\n"
     "Available for sim duty most of April. Ingrid"),
    ("payroll@skerryair.co.uk", "Payroll", "Training allowance claims - March cut-off",
     "Sim duty allowance (GBP 95/day) and positioning per diems for March must be submitted by 25 March to be paid in April.\n"
     "Claims for Copenhagen should include the hotel folio."),
    ("trainingsys@skerryair.co.uk", "TRAX notifications", "Daily digest: 4 records expiring within four weeks",
     "P0412 TR 2025-03-31 | P0412 OPC 2025-03-31 | P0489 OPC 2025-03-31 | P0377 TR 2025-03-27\n"
     "(automatic notification - do not reply)"),
]


def mailbox1():
    items = []
    items.append(email(1, "2025-03-03 09:52Z", "Meridian Sim Centre Operations <ops@meridiansim.dk>",
                       "training@skerryair.co.uk", "FFS-2 (ATR 72-600) withdrawn from service - motion system defect", """
Dear customer,

During the session on Sunday 2 March, FFS-2 (ATR 72-600, device DK-ATR-0062) developed a hydraulic leak on
motion actuator #4. Inspection has found scoring on the actuator rod and the unit must be replaced
(tech log MSC-TL-0931).

FFS-2 is withdrawn from service with immediate effect. Our current estimate is that the device will be back in
service no earlier than 26 March 2025. This depends on delivery of the replacement actuator from the manufacturer
and on the post-maintenance re-qualification check, which Trafikstyrelsen (Danish CAA) has to witness.

All FFS-2 bookings from 3 March up to and including 31 March are SUSPENDED without charge. Bookings from 1 April
onwards are not affected at present.

Skerry Air bookings affected: MSC-BK-24817 and MSC-BK-24818. We note both were placed this morning through the
portal before the device status had been updated - our apologies for that.

Alternatives we can offer:
 - FFS-1 (ATR 72-500, DK-ATR-0031) has availability in March. FFS-1 is qualified for the ATR 72-212A '-500'
   standard only; whether it can be used for checks of -600 crews is a matter for your authority.
 - Re-accommodation on FFS-2 from 1 April onwards: please request through the portal; suspended bookings will be
   given priority over new requests.

We will update you as soon as the parts are confirmed.

Kind regards
Jonas Vestergaard
Operations Manager, Meridian Sim Centre Copenhagen
""", "Important, unread"))
    items.append(email(2, "2025-03-03 09:31Z", "Meridian Bookings <bookings@meridiansim.dk>", "training@skerryair.co.uk",
                       "Easter week rates 2025 (w/c 21 April)", """
Dear Helen,

Following your enquiry: the device-hour rate for FFS-2 in the week commencing 21 April is confirmed at
EUR 725 per hour (the 690 quoted in the portal was indicative). Demand that week is high, we currently have two
requests for the 22 April 10:00-14:00Z slot. Let us know if you wish to proceed.

Best regards
Camilla Holm, Customer Bookings
""", "unread"))
    n = 3
    when = ["2025-03-03 08:12Z", "2025-03-02 19:40Z", "2025-03-02 11:05Z", "2025-03-01 16:22Z", "2025-03-01 10:03Z",
            "2025-03-01 09:18Z", "2025-02-28 17:45Z", "2025-02-28 15:02Z", "2025-02-28 11:30Z", "2025-03-03 06:05Z",
            "2025-02-28 09:40Z", "2025-02-27 16:15Z", "2025-02-27 10:02Z", "2025-03-03 06:00Z"]
    for (addr, nm, subj, body), w in zip(NOISE, when):
        items.append(email(n, w, f"{nm} <{addr}>", "training@skerryair.co.uk", subj, body))
        n += 1
    head = ("mailbox: training@skerryair.co.uk  folder: Inbox  since: 2025-03-01T00:00:00Z  results: 16 (newest Meridian first, "
            "then by date)\n\n")
    return head + "\n".join(items)


NOISE2 = [
    ("crewing@skerryair.co.uk", "Crewing", "CRW-3391 / CRW-3392 acknowledged",
     "Both tickets are in the crewing queue. CRW-3392 (P0540 rest-day displacement 9 Apr) needs the crew member's written\n"
     "consent or a payback day agreed before the period 7 roster is published; we'll contact Priya unless you prefer to.\nCrewing"),
    ("p.raman@skerryair.co.uk", "Priya Raman", "Out of office",
     "I'm on leave until Monday 10 March with limited access to email."),
    ("tre-standards@skerryair.co.uk", "TRE Standards", "Spring OPC scenario pack v3",
     "Attached: OPC scenario pack v3 (RNP 26 JER tailwind, engine fire after V1 at BHD, dual bleed loss). Please use v3 for all\n"
     "spring checks; v2 is withdrawn."),
    ("it-servicedesk@skerryair.co.uk", "IT Service Desk", "RESOLVED: exemption portal login issue",
     "The intermittent SSO failure on the exemption portal (INC-77120) has been fixed."),
    ("hotels@cph-airporthotel.dk", "Copenhagen Airport Hotel - Groups", "Availability April",
     "Dear Ms Marsh, we still have rooms for all of April except 16-17 April (congress)."),
    ("a.kerr@skerryair.co.uk", "Alison Kerr (Training Records)", "V-2291 verification",
     "Hi Helen, I see V-2291 (P0377 TR date correction) in the queue. I entered the original record last May so I shouldn't be\n"
     "the one to verify it - can someone else pick it up? I'm happy to pull the paper file for whoever does."),
    ("ops@meridiansim.dk", "Meridian Sim Centre Operations", "Customer notice: FFS-1 availability March",
     "FFS-1 (ATR 72-500) has additional day slots available 10-28 March for customers affected by the FFS-2 outage,\n"
     "at the standard rate of EUR 610 per hour. Please note device qualification limits (-500 standard only)."),
    ("crewing@skerryair.co.uk", "Crewing", "Pairing restrictions - how to request",
     "For any crew pairing restriction (e.g. training captain only, minimum hours on type) please raise it in CRS under\n"
     "Restrictions > Pairing with an end date; restrictions without an end date are rejected by the optimiser."),
    ("newsletter@caa.co.uk", "UK Civil Aviation Authority", "Exemptions: processing times",
     "Current processing time for Art. 71 exemption requests from AOC holders is 10 working days from acknowledgement.\n"
     "Requests must be countersigned by the Accountable Manager and include mitigations and the alternatives considered."),
]


def mailbox2():
    items = [
        email(1, "2025-03-04 07:58Z", "Graham Lowther <graham.lowther@skerryair.co.uk>", "helen.marsh@skerryair.co.uk; training@skerryair.co.uk",
              "Re: Countersignature requested - EXR-2025-006 (rev 2)", """
Helen,

I've countersigned rev 2 of EXR-2025-006 in the portal this morning - 30 days is right, and I agree Aoife comes out.

One addition before it goes to the CAA, please: as a mitigation, Raj is to be rostered only with a line training
captain in the other seat until his check is done, and Ewan only with captains with more than 1,000 hours on type.
Crewing can build that in. The inspector will ask what we're doing in the meantime and I'd rather we told them.

Once that's in, submit it. No need to send it back to me.

Graham
Graham Lowther | Accountable Manager | Skerry Air
""", "unread"),
        email(2, "2025-03-04 07:21Z", "Meridian Bookings <bookings@meridiansim.dk>", "training@skerryair.co.uk",
              "Re: Easter week rate - 22 April", """
Dear Helen,

Thank you for your message. We cannot go down to 700, but as a long-standing customer we can offer EUR 705 per
hour for FFS-2 in the week of 21 April. I have put a HOLD on 22 April 10:00-14:00Z for Skerry Air until Friday
7 March 17:00 CET; after that the slot goes to the next request.

Best regards
Camilla Holm, Customer Bookings
""", "unread"),
        email(3, "2025-03-03 16:40Z", "Meridian Sim Centre Operations <ops@meridiansim.dk>", "training@skerryair.co.uk",
              "FFS-2 update - revised RTS", """
Dear customer,

Update on FFS-2 (tech log MSC-TL-0931): the replacement actuator has been dispatched and is due here on 25 March.
Fitting and functional tests take two days, and Trafikstyrelsen has given us a witness date for the re-qualification
check. Our revised RTS is 28 March 2025 (18:00Z), still subject to the re-qualification check being passed. We will
confirm RTS in writing once the check has been completed.

Bookings from 1 April onwards remain unaffected.

Jonas Vestergaard
Operations Manager
""", "unread"),
        email(4, "2025-03-03 18:05Z", "Marcus Hale <m.hale@skerryair.co.uk>", "helen.marsh@skerryair.co.uk",
              "Knee op date", """
Helen - the hospital has brought my knee operation forward. I'm off from Saturday 12 April for about three weeks, so
anything I had after the 11th needs someone else. Sorry. The 7 April GLA one is fine.

Marcus
""", "unread"),
    ]
    n = 5
    when = ["2025-03-04 07:02Z", "2025-03-03 20:11Z", "2025-03-03 15:30Z", "2025-03-03 13:12Z", "2025-03-03 12:48Z",
            "2025-03-03 12:20Z", "2025-03-03 11:55Z", "2025-03-03 11:30Z", "2025-03-03 10:15Z"]
    for (addr, nm, subj, body), w in zip(NOISE2, when):
        items.append(email(n, w, f"{nm} <{addr}>", "training@skerryair.co.uk", subj, body))
        n += 1
    head = ("mailbox: training@skerryair.co.uk  folder: Inbox  since: 2025-03-03T10:00:00Z  results: 13\n\n")
    return head + "\n".join(items)


# ---------------------------------------------------------------------------
# Oslo
# ---------------------------------------------------------------------------
def oslo_output():
    lines = [
        "Nordic Sim Academy Oslo-Gardermoen (NSA-OSL) - availability (partner API)",
        "device: NSA-ATR2  ATR 72-600 FFS Level D (CAA Norway; UK CAA accepted under UK ORO.FC.145 via operator approval list: "
        "NOT on Skerry Air OM-D list - one-off addition needed)",
        "window: 2025-03-10 .. 2025-03-31  slot 4 h (UTC)  rate EUR 780 per device hour; seat-filler pilot EUR 450 per session",
        "",
        "date       dow | 02:00    | 06:00    | 10:00    | 14:00    | 18:00    | 22:00",
        "---------------+----------+----------+----------+----------+----------+----------",
    ]
    free_night = {("2025-03-19", "22:00"), ("2025-03-25", "02:00")}
    for d in days(D(2025, 3, 10), D(2025, 3, 31)):
        iso = d.isoformat()
        row = []
        for s in SLOTS:
            if (iso, s) in free_night:
                st = "FREE"
            else:
                st = "BKD" if rng.random() < 0.85 else ("MX" if s in ("02:00",) else "BKD")
            row.append(f"{st:<8}")
        lines.append(f"{iso} {WD[d.weekday()]} | " + " | ".join(row))
    lines += ["", "free slots in window: 2 (2025-03-19 22:00-02:00, 2025-03-25 02:00-06:00)",
              "note: demand high following FFS-2 outage at MSC-CPH; waiting list open for day slots (position 7)"]
    return "\n".join(lines)


def booking_conf(bid, sess, date, start, end, crew, instr, po_after, note=""):
    return (f"booking_id: {bid}\nstatus: CONFIRMED\ncentre: MSC-CPH  device: FFS-2 (DK-ATR-0062)\n"
            f"customer_ref: SKA-REC25-{sess}\ndate: {date}  {start}-{end}Z (4.0 h device time; brief 1 h before, debrief after)\n"
            f"crew: {crew}\ninstructor: {instr}\nrate: EUR 660/h  charge: EUR 2,640.00\n"
            f"po: 4500-7781  hours drawn this booking: 4.0  PO hours remaining after: {po_after}\n"
            f"created: 2025-03-03T09:{rng.randint(10, 29):02d}:{rng.randint(0, 59):02d}Z by training@skerryair.co.uk{note}")


# ---------------------------------------------------------------------------
# Conversation
# ---------------------------------------------------------------------------
SYSTEM = """You are the training-office assistant for Skerry Air, a regional airline operating 14 ATR 72-600 aircraft from Glasgow (GLA), Belfast City (BHD) and Jersey (JER). You support the Crew Training Manager in planning and administering recurrent training and checking of flight crew.

You act through tools: TRAX training records (training_records_query, training_record_amend), the Meridian Sim Centre customer portal and partner centres (sim_centre_availability, sim_booking_create, sim_booking_amend), the crew rostering system CRS (crew_roster_update), the instructor roster (instructor_roster_query), the regulatory exemption portal (exemption_request_create, exemption_request_update, exemption_request_submit), the training office mailbox training@skerryair.co.uk (mailbox_search, email_send, email_draft_create) and the task list (task_create).

Rules: times are UTC unless stated. Confirm before committing spend, submitting anything to the authority or sending e-mail to external parties, unless the user has already told you to go ahead. Keep records accurate and say when a record looks wrong. Today is Monday 3 March 2025."""

c = Conv("blind-pilot-sim-recurrent-training",
         "Skerry Air spring recurrent sim checks: Meridian FFS-2 outage, exemption request", SYSTEM)

# 1
c.user("""Morning. I need to get this spring's recurrent checks sorted. Everyone on the ATR whose OPC or LPC runs out on or before 30 April needs a sim check at Meridian in Copenhagen - it has to be FFS-2, that's the -600 device; FFS-1 is the old -500 one and the CAA won't accept it for our checks.

We've got 24 sim hours left on the Meridian block, PO 4500-7781. Anything beyond that needs Graham's sign-off and I'd rather not go there. Can you pull who's due and what Meridian has free over March and April and come back with a plan? Pair captains with FOs where you can - same base is nice but not essential.""")

# 2
c.model("I'll pull the fleet's check status from TRAX and the FFS-2 availability for 5 March - 30 April in parallel.", [
    ("training_records_query", {"fleet": "AT76", "status": "active",
                                "fields": ["rank", "base", "opc_valid_to", "tr_valid_to", "medical_valid_to",
                                           "line_check_valid_to", "sep_valid_to", "crm_valid_to"],
                                "sort": "earliest_check_expiry", "flag_expiring_before": "2025-04-30", "limit": 100}),
    ("sim_centre_availability", {"centre_id": "MSC-CPH", "device_id": "FFS-2", "from": "2025-03-05", "to": "2025-04-30",
                                 "slot_length_h": 4, "include_rates": True}),
])
# 3
c.tool([records_output(), grid_output()])

# 4
c.model("""## Who's due (OPC or LPC on or before 30 Apr)

TRAX flags **12 pilots** - 6 captains, 6 FOs, which pairs up neatly into **6 sessions of 4 h = 24 h**, exactly what's left on PO 4500-7781.

| Crew ID | Name | Rank | Base | Check due | Expires |
|---|---|---|---|---|---|
| P0377 | Aoife Ní Bhriain | FO | BHD | LPC | **27 Mar** |
| P0412 | Raj Patel | CPT | GLA | LPC + OPC | **31 Mar** |
| P0489 | Ewan MacLeod | FO | GLA | OPC | **31 Mar** |
| P0455 | Kasia Kowalczyk | FO | JER | OPC | 13 Apr |
| P0333 | Fiona Drummond | CPT | BHD | LPC | 20 Apr |
| P0540 | Priya Raman | FO | BHD | OPC | 20 Apr |
| P0367 | Niall Gallagher | CPT | JER | OPC | 25 Apr |
| P0501 | Liam Brodie | FO | GLA | OPC | 25 Apr |
| P0298 | Dario Ferreira | CPT | JER | OPC | 30 Apr |
| P0310 | Sean O'Connell | CPT | JER | OPC | 30 Apr |
| P0278 | Morag Sinclair | CPT | GLA | LPC + OPC | 30 Apr |
| P0522 | Tom Achterberg | FO | GLA | OPC | 30 Apr |

Three people expire in March, so those two sessions are the critical ones. Everyone else has until mid/late April.

## Proposed pairings

| Session | Captain | FO | Check | Examiner needed |
|---|---|---|---|---|
| S1 | Patel (GLA) | MacLeod (GLA) | LPC+OPC / OPC | **TRE** (LPC) |
| S2 | Drummond (BHD) | Ní Bhriain (BHD) | LPC / LPC | **TRE** |
| S3 | Ferreira (JER) | Kowalczyk (JER) | OPC | TRE or OPC examiner |
| S4 | O'Connell (JER) | Brodie (GLA) | OPC | TRE or OPC examiner |
| S5 | Gallagher (JER) | Raman (BHD) | OPC | TRE or OPC examiner |
| S6 | Sinclair (GLA) | Achterberg (GLA) | LPC+OPC / OPC | **TRE** (LPC) |

S4 and S5 are mixed-base, but that's the only way to keep every session at one captain + one FO.

## FFS-2 availability - two ways to schedule

The 10-21 Mar fortnight is almost fully booked by other customers: only **4 free day slots** (12 Mar 10:00, 14 Mar 14:00, 18 Mar 06:00, 20 Mar 10:00), the rest is night slots. April is much more open.

| | **A - Front-load** (all six in March) | **B - Spread by expiry** |
|---|---|---|
| When | S1-S6 between 10 Mar and 21 Mar | S1, S2 in March; S3-S6 in April, each before the pair's expiry |
| Slots | 4 day slots + 2 night slots (22:00Z) | all day slots |
| Buffer if a session is lost | 5-6 weeks for the April pilots | ~2 weeks for the March pilots, 1-4 weeks for April |
| Jersey | 3 JER captains inside 8 days | spread over three weeks |
| Cost (device hours) | 24 h × EUR 660 = **EUR 15,840** | 20 h × 660 + 4 h × 690 = **EUR 15,960** (if S6 falls in Easter week, where the 690 rate is only *indicative*) |
| Risk | two LPC/OPC sessions at night; heavy instructor load in March | any disruption in late March hits the tight pilots with little room |

Checks done early are still within the three-month revalidation window for everyone due in April, so nobody loses validity with A.

**My recommendation: B**, but with S1 and S2 as early as possible in March so the three March expiries have room to rebook if something goes wrong. Which way do you want to go? Once you pick, I'll match the slots against TRE/TRI availability.""")

# 5
c.user("""B. Two things though - Dario Ferreira and Ingrid Solberg are married, so she can't examine him, full stop. And Jersey can't release two captains on the same day, Alan's been very clear about that.""")

# 6
c.model("""Noted:
- **Solberg is excluded from Ferreira's session** (S3).
- **No two Jersey captains (Ferreira, O'Connell, Gallagher) on the same day.**

Checking instructor availability against the candidate slots.""", [
    ("instructor_roster_query", {"fleet": "AT76", "roles": ["TRE", "TRI", "OPC_EXAMINER"],
                                 "from": "2025-03-10", "to": "2025-04-30", "include_conflict_register": True}),
])
# 7
c.tool([roster_output()])

# 8
c.model("""## Plan B - slots matched to examiners

| Session | Crew | Check | Date / time (UTC) | Examiner | Notes |
|---|---|---|---|---|---|
| S1 | Patel + MacLeod | LPC+OPC / OPC | **Wed 12 Mar 10:00-14:00Z** | Marcus Hale (TRE) | earliest March day slot |
| S2 | Drummond + Ní Bhriain | LPC / LPC | **Tue 18 Mar 06:00-10:00Z** | Ruth Adeyemi (TRE) | Ruth only works Tue/Wed; Ní Bhriain's 27 Mar is the tightest date |
| S4 | O'Connell + Brodie | OPC | **Thu 3 Apr 14:00-18:00Z** | Tomasz Wrona (OPC examiner) | |
| S3 | Ferreira + Kowalczyk | OPC | **Tue 8 Apr 10:00-14:00Z** | Tomasz Wrona (OPC examiner) | Solberg not used - conflict register also lists her against P0298 |
| S5 | Gallagher + Raman | OPC | **Wed 9 Apr 14:00-18:00Z** | Ingrid Solberg (TRE) | |
| S6 | Sinclair + Achterberg | LPC+OPC / OPC | **Tue 22 Apr 10:00-14:00Z** | Marcus Hale (TRE) | Easter week - EUR 690/h is indicative only |

**Checks against your constraints**
- Jersey captains: O'Connell 3 Apr, Ferreira 8 Apr, Gallagher 9 Apr - never two on the same day.
- LPCs (S1, S2, S6) all have a TRE; Wrona only does OPC-only sessions, which his nomination allows (OM-D 2.3.4).
- Solberg is away 10-14 March on the standardisation seminar, so she isn't needed in March at all.
- Hours: 6 × 4 h = **24 h**, exactly the PO balance. Cost **EUR 15,960** if the Easter rate stays at 690.

Hale has also mentioned a knee operation sometime in spring (date not fixed) - worth keeping in mind for S1 and S6.

Shall I book all six on FFS-2 against PO 4500-7781?""")

# 9
c.user("""Yes, book them. Hold off on the 22 April one though - I'm not committing to Easter week until Meridian confirms the rate. Same PO for all of them.""")

# 10
bookings = [
    ("S1", "2025-03-12", "10:00", [("P0412", "LHS"), ("P0489", "RHS")], "I-07", "LPC+OPC",
     "P0412 LPC+OPC (TR and OPC expire 2025-03-31); P0489 OPC (expires 2025-03-31)."),
    ("S2", "2025-03-18", "06:00", [("P0333", "LHS"), ("P0377", "RHS")], "I-15", "LPC",
     "P0377 LPC (TR expires 2025-03-27); P0333 LPC (TR expires 2025-04-20)."),
    ("S4", "2025-04-03", "14:00", [("P0310", "LHS"), ("P0501", "RHS")], "I-19", "OPC",
     "OPC both. Use OPC scenario pack current version."),
    ("S3", "2025-04-08", "10:00", [("P0298", "LHS"), ("P0455", "RHS")], "I-19", "OPC",
     "OPC both. Examiner must not be I-11 (conflict of interest, OM-D 1.6)."),
    ("S5", "2025-04-09", "14:00", [("P0367", "LHS"), ("P0540", "RHS")], "I-11", "OPC",
     "OPC both."),
]
calls = []
for sess, date, start, crew, instr, typ, note in bookings:
    calls.append(("sim_booking_create", {"centre_id": "MSC-CPH", "device_id": "FFS-2", "date": date, "start_utc": start,
                                         "duration_h": 4, "session_type": typ,
                                         "crew": [{"crew_id": a, "seat": s} for a, s in crew],
                                         "instructor_id": instr, "customer_ref": f"SKA-REC25-{sess}",
                                         "po_number": "4500-7781", "notes": note}))
c.model("Booking S1-S5 now on PO 4500-7781; S6 (22 Apr) stays unbooked until Meridian confirms the Easter-week rate.", calls)

# 11
c.tool([
    booking_conf("MSC-BK-24817", "S1", "2025-03-12 Wed", "10:00", "14:00", "P0412 Patel R. (LHS), P0489 MacLeod E. (RHS)",
                 "I-07 Hale M. (customer-provided TRE)", "20.0"),
    booking_conf("MSC-BK-24818", "S2", "2025-03-18 Tue", "06:00", "10:00", "P0333 Drummond F. (LHS), P0377 Ni Bhriain A. (RHS)",
                 "I-15 Adeyemi R. (customer-provided TRE)", "16.0"),
    booking_conf("MSC-BK-24819", "S4", "2025-04-03 Thu", "14:00", "18:00", "P0310 O'Connell S. (LHS), P0501 Brodie L. (RHS)",
                 "I-19 Wrona T. (customer-provided TRI/OPC examiner)", "12.0"),
    booking_conf("MSC-BK-24820", "S3", "2025-04-08 Tue", "10:00", "14:00", "P0298 Ferreira D. (LHS), P0455 Kowalczyk K. (RHS)",
                 "I-19 Wrona T. (customer-provided TRI/OPC examiner)", "8.0"),
    booking_conf("MSC-BK-24821", "S5", "2025-04-09 Wed", "14:00", "18:00", "P0367 Gallagher N. (LHS), P0540 Raman P. (RHS)",
                 "I-11 Solberg I. (customer-provided TRE)", "4.0"),
])

# 12
c.model("""Done. Five sessions booked and confirmed on FFS-2:

| Session | Booking | Date / time (UTC) | Crew | Examiner |
|---|---|---|---|---|
| S1 | **MSC-BK-24817** | Wed 12 Mar 10:00-14:00Z | Patel + MacLeod | Hale |
| S2 | **MSC-BK-24818** | Tue 18 Mar 06:00-10:00Z | Drummond + Ní Bhriain | Adeyemi |
| S4 | **MSC-BK-24819** | Thu 3 Apr 14:00-18:00Z | O'Connell + Brodie | Wrona |
| S3 | **MSC-BK-24820** | Tue 8 Apr 10:00-14:00Z | Ferreira + Kowalczyk | Wrona |
| S5 | **MSC-BK-24821** | Wed 9 Apr 14:00-18:00Z | Gallagher + Raman | Solberg |
| S6 | *not booked* | Tue 22 Apr 10:00-14:00Z (target) | Sinclair + Achterberg | Hale |

- PO 4500-7781: 20.0 h drawn, **4.0 h left** - reserved for S6.
- Charges so far: 5 × EUR 2,640 = EUR 13,200.

Still to do: release the crews in CRS for the sim days and positioning, and tell the crews. Do you want me to do the CRS releases now?""")

# 13
c.user("""Yes, release them in CRS for the sim days plus a positioning day before each. Don't notify the crews yet, I'll do a proper note once everything's settled.

Side question while you do that: if Raj's LPC slipped past 31 March, what actually happens? Does he lose the rating?""")

# 14
changes = []
crews = {"S1": (["P0412", "P0489"], "2025-03-12", "2025-03-11", "GLA"),
         "S2": (["P0333", "P0377"], "2025-03-18", "2025-03-17", "BHD"),
         "S4": (["P0310", "P0501"], "2025-04-03", "2025-04-02", None),
         "S3": (["P0298", "P0455"], "2025-04-08", "2025-04-07", "JER"),
         "S5": (["P0367", "P0540"], "2025-04-09", "2025-04-08", None)}
base_of = {p[0]: p[3] for p in pilots}
for sess, (ids, sim, pos, _) in crews.items():
    for cid in ids:
        changes.append({"crew_id": cid, "date": pos, "duty_code": "DH", "detail": f"{base_of[cid]}-CPH positioning",
                        "ref": f"SKA-REC25-{sess}"})
        changes.append({"crew_id": cid, "date": sim, "duty_code": "SIM", "detail": "Meridian CPH FFS-2 recurrent check",
                        "ref": f"SKA-REC25-{sess}"})
c.model("Releasing the ten crew in CRS (positioning day + sim day each, no crew notification).", [
    ("crew_roster_update", {"changes": changes, "reason": "Recurrent sim check at Meridian CPH - spring 2025 (SKA-REC25)",
                            "notify_crew": False, "requested_by": "helen.marsh@skerryair.co.uk"}),
])

# 15
prev_duties = {"GLA": ["LINE GLA-SOU-GLA", "LINE GLA-BHD-GLA", "LINE GLA-KOI-GLA"],
               "BHD": ["LINE BHD-EXT-BHD", "LINE BHD-LCY-BHD", "LINE BHD-GLA-BHD"],
               "JER": ["LINE JER-LGW-JER", "LINE JER-GCI-JER", "LINE JER-SOU-JER"]}
lines = ["CRS bulk roster update  batch RB-250303-118  requested_by helen.marsh@skerryair.co.uk  notify_crew=false",
         "", "#  | crew_id | date       | was                          | now                                  | result"]
lines.append("---+---------+------------+------------------------------+--------------------------------------+--------")
k = 0
for ch in changes:
    k += 1
    was = rng.choice(prev_duties[base_of[ch["crew_id"]]] + ["RSV", "OFF", "STBY AM", "STBY PM"])
    result = "OK"
    if ch["crew_id"] == "P0455" and ch["date"] == "2025-04-07":
        was = "NS JER-LGW (night-stop LGW, rpt 2025-04-08 06:10L)"
        result = "CONFLICT -> CRW-3391"
    if ch["crew_id"] == "P0540" and ch["date"] == "2025-04-09":
        was = "OFF (granted request RQ-7731)"
        result = "WARN -> CRW-3392"
    if ch["crew_id"] == "P0333" and ch["date"] == "2025-03-17":
        was = "OFF"
    now = f"{ch['duty_code']} {ch['detail']}"
    lines.append(f"{k:<2} | {ch['crew_id']}   | {ch['date']} | {was:<28} | {now:<36} | {result}")
lines += ["",
          "applied: 19 (18 OK, 1 with warning)  not applied (conflict): 1",
          "CRW-3391 opened (crewing): P0455 Kowalczyk - 2025-04-07 DH JER-CPH not applied: crew is rostered on night-stop at LGW "
          "2025-04-07/08; cannot position to CPH for 2025-04-08 10:00Z sim. Crewing to re-plan the night-stop or the positioning.",
          "CRW-3392 opened (crewing): P0540 Raman - 2025-04-09 was a granted day-off request (RQ-7731): SIM applied, but under FTL "
          "agreement cl. 9.3 displacing a granted day off needs crew consent or an agreed payback day.",
          "roster period 7 publication: 2025-03-07 12:00Z - changes after that need crew consent."]
c.tool(["\n".join(lines)])

# 16
c.model("""Done - 19 of 20 roster changes applied in CRS (batch RB-250303-118), no crew notified. Two need attention:

- **CRW-3391 - Kowalczyk (S3, 8 Apr):** she's on a Gatwick night-stop the evening before, so the JER-CPH positioning wasn't applied. Crewing has the ticket to re-plan either the night-stop or the positioning.
- **CRW-3392 - Raman (S5, 9 Apr):** the sim lands on a day off she had requested and been granted (RQ-7731). It's applied, but under FTL clause 9.3 she has to consent or agree a payback day. Crewing will contact her unless you'd rather do it.

## If Raj's LPC lapses after 31 March

Short answer: he doesn't lose the rating for good, but he can't use it until it's renewed.

- **From 1 April he can't act as a pilot on the ATR.** An expired type rating means no privileges - no line flying, not even as PF with a TRI next to him.
- **Renewal instead of revalidation.** If it has been expired for **less than three months**, renewal is normally just the proficiency check itself with a TRE - no extra refresher training required (AMC1 FCL.740(b)). Beyond three months, the ATO has to assess and give refresher training before the check, which costs more sim time.
- **Licence paperwork.** For a renewal the examiner must hold renewal privileges and the licence may need re-endorsement by the CAA - more admin than a normal revalidation.
- **The OPC lapses on the same day** (his OPC also ends 31 March), so even with a valid rating he couldn't be rostered until a new OPC is done.
- **Revalidating early costs nothing.** A check inside the three months before expiry carries the validity forward from 31 March, which is why S1 sits in March.

The usual alternative to a lapse, if the sim falls over, is an exemption from the CAA extending validity, but they expect you to show you tried to find another device first. I'd double-check the details with your CAA inspector if it ever comes to that.""")

# 17
c.user("""Meridian emailed something this morning about FFS-2, can you have a look? Check the rest of the inbox while you're at it.""")

# 18
c.model(None, [("mailbox_search", {"mailbox": "training@skerryair.co.uk", "folder": "Inbox",
                                   "since": "2025-03-01T00:00:00Z", "limit": 25, "sort": "priority_then_date"})])
# 19
c.tool([mailbox1()])

# 20
c.model("""That's bad news for the March sessions.

## FFS-2 is out of service (tech log MSC-TL-0931)

- Motion actuator #4 failed on 2 March; **FFS-2 withdrawn immediately**.
- **Earliest RTS: 26 March**, and only if the part arrives and Trafikstyrelsen witnesses a re-qualification check.
- **All FFS-2 bookings 3-31 March are suspended** (no charge): that's **MSC-BK-24817 (S1, 12 Mar)** and **MSC-BK-24818 (S2, 18 Mar)**. Our bookings went through because the portal status hadn't been updated yet.
- April bookings (S3, S4, S5) are not affected for now.
- Offered alternatives: FFS-1 (-500 only, which you've said the CAA won't accept), or re-accommodation on FFS-2 from 1 April, with suspended bookings getting priority.

## Who this hurts

| Pilot | Session | Expires | Can wait until April? |
|---|---|---|---|
| Ní Bhriain (FO, BHD) | S2 | LPC 27 Mar | **No** |
| Patel (CPT, GLA) | S1 | LPC + OPC 31 Mar | **No** |
| MacLeod (FO, GLA) | S1 | OPC 31 Mar | **No** |
| Drummond (CPT, BHD) | S2 | LPC 20 Apr | Yes - April slot before the 20th |

Even if FFS-2 comes back on 26 March exactly, getting all three through between then and 31 March means betting on an RTS estimate that has conditions attached.

## Options for the three March pilots

| | Option | For | Against |
|---|---|---|---|
| 1 | Wait for RTS, book 27-31 Mar | cheap, same centre | depends on an unconfirmed RTS; no fallback if it slips |
| 2 | Another ATR 72-600 sim in March (e.g. Nordic Sim Academy, Oslo) | keeps everyone valid | higher rate, outside the PO, travel; device needs adding to our OM-D list |
| 3 | Art. 71 exemption request to the CAA to extend validity, then rebook on FFS-2 in early April | no lapse, uses PO hours | CAA's decision isn't in our hands; needs Accountable Manager countersignature |

## Other mail

- **Meridian bookings - Easter week rate is EUR 725/h, not 690.** At 725, S6 would cost EUR 2,900 instead of 2,760, and two other customers want the 22 Apr 10:00 slot.
- Alan Le Brocq repeats the one-JER-captain-per-day rule (Guernsey rotations start 24 March).
- Crewing: period 7 roster requests close **Fri 7 Mar 12:00** - after that, releases need crew consent.
- Accounts Payable confirms **24.0 h** remaining on PO 4500-7781 (before today's bookings) and says anything above it needs a PO variation approved by the Accountable Manager.
- Hale: knee surgery date still not fixed.
- Rest is routine (IT outage Sat 8 Mar 22:00-02:00 for TRAX/CRS, safety bulletin on JER RWY 26 for the OPC scenario, CAA SkyWise, hotel corporate rate DKK 1,190).

How do you want to handle the three March pilots, and what do you want to say to Meridian about 725?""")

# 21
c.user("""Fiona Drummond can wait till April. Check Oslo for Raj, Ewan and Aoife before we go anywhere near an exemption. And tell Meridian 725 is a no - we'll go to 700 for Easter week, no higher, and ask them to hold the 22nd for us meanwhile.""")

# 22
c.model("""Checking Nordic Sim Academy's ATR 72-600 for the rest of March, and writing to Meridian bookings about the Easter rate.""", [
    ("sim_centre_availability", {"centre_id": "NSA-OSL", "device_id": "NSA-ATR2", "from": "2025-03-10", "to": "2025-03-31",
                                 "slot_length_h": 4, "include_rates": True}),
    ("email_send", {"from": "training@skerryair.co.uk", "to": ["bookings@meridiansim.dk"], "cc": ["helen.marsh@skerryair.co.uk"],
                    "subject": "Re: Easter week rates 2025 (w/c 21 April)",
                    "body": "Dear Camilla,\n\nThank you for confirming the Easter-week rate. EUR 725 per hour is above what we can accept: "
                            "our ceiling for the week of 21 April is EUR 700 per hour on FFS-2.\n\nIf you can meet that, we would like "
                            "to book 22 April 10:00-14:00Z for one LPC/OPC crew (customer ref SKA-REC25-S6). Could you please hold "
                            "that slot for us while you consider it?\n\nSeparately, we will be requesting re-accommodation for the "
                            "suspended bookings MSC-BK-24817 and MSC-BK-24818 once our plan is settled.\n\nKind regards\n"
                            "Helen Marsh\nCrew Training Manager, Skerry Air"}),
])
# 23
c.tool([oslo_output(),
        "message_id: <20250303T1022.7f31@skerryair.co.uk>\nstatus: SENT\nto: bookings@meridiansim.dk\ncc: helen.marsh@skerryair.co.uk\n"
        "subject: Re: Easter week rates 2025 (w/c 21 April)\nsent_at: 2025-03-03T10:22:41Z"])

# 24
c.model("""Email to Meridian sent - 700 ceiling, hold requested on 22 Apr 10:00Z.

## Oslo (Nordic Sim Academy, NSA-ATR2) - not good

Only **two free slots in the whole of March, both at night**:

| Slot (UTC) | Who it could take | Cost |
|---|---|---|
| Wed 19 Mar 22:00-02:00 | Patel + MacLeod (LPC+OPC / OPC) | 4 h × EUR 780 = EUR 3,120 |
| Tue 25 Mar 02:00-06:00 | Ní Bhriain + NSA seat-filler captain | EUR 3,120 + 450 seat-filler = EUR 3,570 |

Also worth knowing:
- **Total ~EUR 6,690 plus travel and two hotel nights each**, all **outside PO 4500-7781** - so it would need Graham's approval for a PO variation anyway.
- NSA-ATR2 **isn't on our OM-D list of approved devices**; it would need a one-off addition before the checks.
- Day slots have a waiting list (we'd be 7th) because every Meridian customer is now trying Oslo.
- An LPC at 02:00Z after positioning the same day is a poor test of anyone, and the TRE would have to be flown over as well.

So the realistic choice is: Oslo night slots (approx. EUR 6,700 extra, PO variation, OM-D addition) **or** an Art. 71 exemption for the three, with rebooking on FFS-2 in early April. I'd lean towards the exemption, but it's your call.""")

# 25
c.user("""No - I'm not putting an LPC on a 02:00 slot. Forget Oslo. Raise the Art. 71 exemption for the three of them and ask for 45 days. Graham Lowther has to countersign it as Accountable Manager before it goes to the CAA, so route it to him, don't submit.""")

# 26
c.model("Drafting the exemption in the portal and routing it to Graham for countersignature - not submitting.", [
    ("exemption_request_create", {
        "authority": "UK CAA", "type": "Article 71 exemption (flexibility provision)", "operator": "Skerry Air (UK.AOC.0117)",
        "applicant": "helen.marsh@skerryair.co.uk",
        "requirements": ["UK ORO.FC.230(b) operator proficiency check validity", "UK FCL.740(b) type rating revalidation"],
        "crew": [{"crew_id": "P0412", "name": "Raj Patel", "items": ["TR ATR 72 (LPC) 2025-03-31", "OPC 2025-03-31"]},
                 {"crew_id": "P0489", "name": "Ewan MacLeod", "items": ["OPC 2025-03-31"]},
                 {"crew_id": "P0377", "name": "Aoife Ni Bhriain", "items": ["TR ATR 72 (LPC) 2025-03-27"]}],
        "extension_days": 45,
        "justification": "The only UK-approved ATR 72-600 FFS available to the operator (Meridian Sim Centre CPH, FFS-2) was withdrawn "
                         "from service on 2025-03-02 (motion actuator failure, MSC tech log MSC-TL-0931) and all bookings to 31 March "
                         "were suspended, including MSC-BK-24817 and MSC-BK-24818. The alternative ATR 72-600 device in Oslo offers "
                         "night slots only and is not on the operator's approved device list. FFS-1 at Meridian is a -500 device.",
        "mitigations": ["Checks rebooked at the first available FFS-2 slot after return to service",
                        "Crew remain current on line; no extension of any other recurrent item is requested"],
        "attachments": ["MSC ops notice 2025-03-03 (FFS-2 withdrawn)", "NSA-OSL availability 2025-03-10..31",
                        "TRAX records P0412, P0489, P0377"],
        "countersignatory": {"role": "Accountable Manager", "email": "graham.lowther@skerryair.co.uk"},
        "submit": False}),
])
# 27
c.tool(["""request_id: EXR-2025-006
revision: 1
status: AWAITING_COUNTERSIGNATURE
authority: UK CAA  type: Article 71 exemption
crew: P0412 (TR+OPC 2025-03-31), P0489 (OPC 2025-03-31), P0377 (TR 2025-03-27)
extension requested: 45 days  -> validity sought: P0412 TR/OPC to 2025-05-15, P0489 OPC to 2025-05-15, P0377 TR to 2025-05-11
countersignatory: Graham Lowther (Accountable Manager) - notified by e-mail 2025-03-03T10:41:09Z
portal link: https://exemptions.skerryair.co.uk/requests/EXR-2025-006
pre-submission checklist:
  [x] requirement references present (ORO.FC.230(b), FCL.740(b))
  [x] justification present (device unserviceability, alternatives considered: NSA-OSL, MSC FFS-1)
  [x] supporting documents attached (3)
  [x] mitigations present (2)
  [ ] Accountable Manager countersignature
  [ ] CAA flight operations inspector informally consulted (recommended)
warning: CAA guidance CAP 1868 para 4.2 - extensions for device unserviceability are normally limited; justify any period beyond the shortest workable one
audit: created 2025-03-03T10:41:02Z by helen.marsh@skerryair.co.uk via training assistant"""])

# 28
c.model("""Done. **EXR-2025-006** (rev 1) is drafted and waiting for Graham's countersignature - **not submitted**.

- Crew: Patel (LPC+OPC), MacLeod (OPC), Ní Bhriain (LPC)
- Extension: **45 days** -> Patel and MacLeod to 15 May, Ní Bhriain to 11 May
- Graham was notified at 10:41Z with the portal link.

One thing the portal flagged: CAA guidance (CAP 1868 para 4.2) says extensions for device unserviceability are normally limited and we should justify anything beyond the shortest workable period. With FFS-2 due back at the end of March and re-accommodation from 1 April, 45 days is more than we strictly need - worth a look before Graham signs.""")

# 29
c.user("""Two corrections. I rang our CAA inspector - they won't go beyond 30 days for sim unserviceability, so make it 30 days.

And Aoife's record is wrong. Her last LPC was on 29 April 2024, not 27 March - the form's in her crew file, someone keyed in the date of the check before. So she's valid to 29 April 2025 and she comes out of the exemption.""")

# 30
c.model("Fixing Ní Bhriain's TRAX record and revising the exemption (30 days, Patel and MacLeod only).", [
    ("training_record_amend", {"crew_id": "P0377", "field": "tr_valid_to", "new_value": "2025-04-29",
                               "related_fields": {"last_lpc_date": "2024-04-29"},
                               "evidence": "LPC form (SRG1157) dated 2024-04-29, examiner UK.FCL.TRE.0291, held in crew file",
                               "reason": "Data entry error: previous check date (2023-03-27 cycle) keyed instead of 2024-04-29 LPC. "
                                         "Correction requested by Crew Training Manager."}),
    ("exemption_request_update", {"request_id": "EXR-2025-006",
                                  "changes": {"extension_days": 30, "remove_crew": ["P0377"]},
                                  "change_note": "Extension reduced to 30 days per CAA inspector guidance; P0377 removed - TRAX "
                                                 "record corrected, type rating valid to 2025-04-29."}),
])
# 31
c.tool(["""TRAX record amended  audit_id: TRX-AUD-2025-03-03-0457
crew_id: P0377  Ni Bhriain, Aoife  (FO, BHD)
field               was          now
tr_valid_to         2025-03-27   2025-04-29
last_lpc_date       2024-03-27   2024-04-29
flag                DUE LPC (24 days)   DUE LPC (57 days)
note: amendment of a validity date requires second-person verification in TRAX within 7 days (queue: training-records, item V-2291)""",
        """request_id: EXR-2025-006
revision: 2  (was 1)
status: AWAITING_COUNTERSIGNATURE (countersignature reset by change)
changes:
  extension_days       was 45   now 30
  crew                 was P0412, P0489, P0377   now P0412, P0489
validity sought: P0412 TR/OPC to 2025-04-30, P0489 OPC to 2025-04-30
countersignatory: Graham Lowther - re-notified 2025-03-03T11:02:37Z
portal link: https://exemptions.skerryair.co.uk/requests/EXR-2025-006"""])

# 32
c.model("""Done.

- **Ní Bhriain (P0377):** TRAX now shows type rating valid to **29 Apr 2025** (was 27 Mar). Audit TRX-AUD-2025-03-03-0457. TRAX needs a second person to verify the change within 7 days (item V-2291 in the training-records queue) - someone other than me or you has to tick it.
- **EXR-2025-006 -> rev 2:** 30 days, Patel and MacLeod only -> validity sought to **30 Apr**. Because the request changed, Graham's countersignature was reset and he's been notified again.

## Rebooking the two suspended sessions

With Ní Bhriain valid to 29 Apr, S2 can move to April together with Drummond (20 Apr). FFS-2 day slots I can see after 1 April:

| Session | Booking | Proposed new slot (UTC) | Examiner | Why |
|---|---|---|---|---|
| S1 Patel + MacLeod | MSC-BK-24817 | **Mon 7 Apr 10:00-14:00Z** | Hale (AVL) | free day slot with Hale available, about a week after the RTS estimate; inside the 30-day exemption |
| S2 Drummond + Ní Bhriain | MSC-BK-24818 | **Tue 15 Apr 06:00-10:00Z** | Adeyemi (Tue, AVL) | before Drummond's 20 Apr and Ní Bhriain's 29 Apr |

S1 on 7 Apr only works if the CAA grants the exemption; if they refuse, Patel and MacLeod lapse on 31 March whatever we do. Shall I move both bookings?""")

# 33
c.user("Yes to both.")

# 34
c.model(None, [
    ("sim_booking_amend", {"booking_id": "MSC-BK-24817",
                           "changes": {"date": "2025-04-07", "start_utc": "10:00", "status": "reinstate"},
                           "reason": "Re-accommodation of booking suspended due to FFS-2 unserviceability (MSC-TL-0931)",
                           "sync_roster": True}),
    ("sim_booking_amend", {"booking_id": "MSC-BK-24818",
                           "changes": {"date": "2025-04-15", "start_utc": "06:00", "status": "reinstate"},
                           "reason": "Re-accommodation of booking suspended due to FFS-2 unserviceability (MSC-TL-0931)",
                           "sync_roster": True}),
])
# 35
c.tool(["""booking_id: MSC-BK-24817  (SKA-REC25-S1)
status       was SUSPENDED            now CONFIRMED
date         was 2025-03-12 10:00Z    now 2025-04-07 10:00-14:00Z
instructor   I-07 Hale M. (unchanged)
charge       EUR 2,640.00 (unchanged)  PO 4500-7781 hours unchanged (4.0 h remaining)
priority     re-accommodation (suspended booking) - slot secured
roster sync (CRS): P0412, P0489  2025-03-11 DH / 2025-03-12 SIM removed -> restored to RSV;  2025-04-06 DH GLA-CPH, 2025-04-07 SIM applied
warning: device FFS-2 currently U/S (RTS estimate). Booking stands; MSC will confirm device status 7 days before.""",
        """booking_id: MSC-BK-24818  (SKA-REC25-S2)
status       was SUSPENDED            now CONFIRMED
date         was 2025-03-18 06:00Z    now 2025-04-15 06:00-10:00Z
instructor   I-15 Adeyemi R. (unchanged)
charge       EUR 2,640.00 (unchanged)
roster sync (CRS): P0333, P0377  2025-03-17 DH / 2025-03-18 SIM removed -> restored;  2025-04-14 DH BHD-CPH, 2025-04-15 SIM applied
note: P0377 2025-04-14 previously OFF (period 7 not yet published - no consent required)"""])

# 36
c.model("""Done - both sessions reinstated and moved, rosters synced:

| Session | Booking | Was | Now | Examiner |
|---|---|---|---|---|
| S1 Patel + MacLeod | MSC-BK-24817 | 12 Mar (suspended) | **Mon 7 Apr 10:00-14:00Z** | Hale |
| S2 Drummond + Ní Bhriain | MSC-BK-24818 | 18 Mar (suspended) | **Tue 15 Apr 06:00-10:00Z** | Adeyemi |

No change to the PO (still 4.0 h left for S6). Meridian will confirm device status a week before each session.

**Still open:** Graham's countersignature on EXR-2025-006 rev 2, then submission to the CAA; Meridian's answer on the 700 ceiling for 22 Apr; CRW-3391 (Kowalczyk positioning) and CRW-3392 (Raman rest day) with crewing.""")

# 37
c.user("""Morning - picking this up again. Graham says he's done his bit. Check the inbox, and if he's signed it, send it to the CAA.""")

# 38
c.model(None, [("mailbox_search", {"mailbox": "training@skerryair.co.uk", "folder": "Inbox",
                                   "since": "2025-03-03T10:00:00Z", "limit": 25, "sort": "priority_then_date"})])
# 39
c.tool([mailbox2()])

# 40
c.model("""Graham countersigned rev 2 and asked for one more mitigation before it goes, then to submit without sending it back to him. Adding his mitigation and submitting.""", [
    ("exemption_request_update", {"request_id": "EXR-2025-006",
                                  "changes": {"add_mitigations": [
                                      "Until the check is completed, P0412 Patel is rostered only with a line training captain in the other seat",
                                      "Until the check is completed, P0489 MacLeod is rostered only with captains with more than 1,000 hours on type"]},
                                  "change_note": "Mitigations added at the request of the Accountable Manager (e-mail 2025-03-04 07:58Z)",
                                  "keep_countersignature": True}),
    ("exemption_request_submit", {"request_id": "EXR-2025-006", "submitted_by": "helen.marsh@skerryair.co.uk",
                                  "cover_note": "Art. 71 exemption request for two flight crew following unserviceability of our "
                                                "only approved ATR 72-600 FFS. Checks rebooked for 7 April 2025 (MSC-BK-24817). "
                                                "Discussed with our CAA flight operations inspector."}),
])
# 41
c.tool(["""request_id: EXR-2025-006
revision: 3  (was 2)
changes:
  mitigations   was 2 items   now 4 items (+ line training captain pairing P0412; + >1,000 h captain pairing P0489)
countersignature: RETAINED - change requested by countersignatory (comment c-2, G. Lowther 2025-03-04 07:58Z)
status: READY_TO_SUBMIT""",
        """request_id: EXR-2025-006  revision 3
status: SUBMITTED  2025-03-04T08:26:51Z
authority: UK CAA - Flight Operations (Exemptions)  reference: CAA-EXM-25-0193
acknowledgement: automatic; case officer to be assigned
target decision date: 2025-03-17 (10 working days)
validity sought: P0412 TR ATR 72 + OPC to 2025-04-30; P0489 OPC to 2025-04-30
copy sent to: helen.marsh@skerryair.co.uk, graham.lowther@skerryair.co.uk
next: crewing must apply the pairing restrictions (mitigations 3-4) from 2025-04-01 if the exemption is granted"""])

# 42
c.model("""Done. **EXR-2025-006 (rev 3) is submitted** to the CAA - reference **CAA-EXM-25-0193**, target decision **17 Mar**.

- Graham's mitigations added: Patel only with a **line training captain**, MacLeod only with captains **> 1,000 h on type**, until their checks. His countersignature stayed on because he asked for the change.
- If it's granted, crewing has to apply those pairing restrictions from 1 April.

## Other new mail

| From | What | Impact |
|---|---|---|
| Meridian ops | **Revised RTS 28 Mar (18:00Z)**, still subject to the Trafikstyrelsen re-qualification check; written confirmation to follow | S1 (7 Apr) and S4 (3 Apr) depend on it; 3 Apr is only a few days after RTS |
| Meridian bookings | Won't do 700, offer **EUR 705/h** for Easter week; **22 Apr 10:00Z held until Fri 7 Mar 17:00 CET** | S6 at 705 = EUR 2,820 (vs 2,760 at the old 690) |
| Marcus Hale | Knee op brought forward - **off from Sat 12 Apr for ~3 weeks**; 7 Apr is fine | **S6 (22 Apr) needs another TRE** |
| Crewing | CRW-3391/3392 in their queue; they'll ask Raman for consent unless you do | - |
| Others | Raman out of office until 10 Mar; OPC scenario pack v3 (use v3, v2 withdrawn); hotel full 16-17 Apr | - |

## S6 - two decisions

1. **Rate:** 705 is 5 over your 700 ceiling. Accept, or let the slot go?
2. **Examiner:** S6 has an LPC (Sinclair), so it needs a TRE. On 22 Apr **Ingrid Solberg is available**; Adeyemi isn't working Easter week. No conflict - Solberg has no link to Sinclair or Achterberg.

With both settled I can book S6 on the last 4.0 h of PO 4500-7781.""")

# 43
c.user("705 is fine, take it. Put Solberg on the 22nd and book it.")

# 44
c.model(None, [
    ("sim_booking_create", {"centre_id": "MSC-CPH", "device_id": "FFS-2", "date": "2025-04-22", "start_utc": "10:00",
                            "duration_h": 4, "session_type": "LPC+OPC",
                            "crew": [{"crew_id": "P0278", "seat": "LHS"}, {"crew_id": "P0522", "seat": "RHS"}],
                            "instructor_id": "I-11", "customer_ref": "SKA-REC25-S6", "po_number": "4500-7781",
                            "convert_hold": True, "agreed_rate_eur_per_h": 705,
                            "rate_reference": "MSC bookings e-mail C. Holm 2025-03-04 07:21Z",
                            "notes": "P0278 LPC+OPC (TR and OPC expire 2025-04-30); P0522 OPC (2025-04-30). "
                                     "Examiner changed from I-07 (unavailable from 2025-04-12) to I-11."}),
])
# 45
c.tool(["""booking_id: MSC-BK-24833
status: CONFIRMED (converted from HOLD H-5507)
centre: MSC-CPH  device: FFS-2 (DK-ATR-0062)
customer_ref: SKA-REC25-S6
date: 2025-04-22 Tue  10:00-14:00Z (4.0 h device time)
crew: P0278 Sinclair M. (LHS), P0522 Achterberg T. (RHS)
instructor: I-11 Solberg I. (customer-provided TRE)
rate: EUR 705/h (agreed, Easter peak)  charge: EUR 2,820.00
po: 4500-7781  hours drawn this booking: 4.0  PO hours remaining after: 0.0
acknowledgement e-mailed to training@skerryair.co.uk and bookings@meridiansim.dk
warning: PO 4500-7781 fully drawn - any further booking requires a PO variation"""])

# 46
c.model("""Done. **S6 booked - MSC-BK-24833**, Tue 22 Apr 10:00-14:00Z, Sinclair + Achterberg, **Ingrid Solberg** examining, **EUR 705/h** (EUR 2,820). Meridian's hold was converted, so the rate is now part of the booking.

PO 4500-7781 is now **fully drawn (0.0 h)**. Total device cost for the six sessions: **EUR 16,020**. Any rebooking that adds hours (e.g. if S1 has to be repeated) would need a PO variation from Graham.""")

# 47
c.user("""Hang on - Kasia Kowalczyk. I've a feeling her medical is due around now too. Is she OK for her sim?""")

# 48
c.model("""Good catch - TRAX has it, and I should have flagged it in the first pass.

- **Kowalczyk (P0455): Class 1 medical valid to 10 Apr 2025.** OPC valid to 13 Apr.
- Her sim (S3, MSC-BK-24820) is **Tue 8 Apr**, so she's **medically valid on the day** - the check itself is fine.
- The issue is afterwards: if the medical isn't renewed by 10 Apr she can't fly from the 11th, **whatever the sim result**, and TRAX has **no AME appointment** recorded for her.
- She also still has the CRW-3391 conflict: Gatwick night-stop the night before the sim, so her positioning isn't in place yet.

I'd suggest an e-mail asking her to confirm her AME renewal date and send the certificate as soon as she has it, copied to Alan Le Brocq as her base captain. Want me to send it?""")

# 49
c.user("""Yes, email her, cc Alan. And another one from Jersey - Alan says Dario's on leave 7-11 April, so move S3 to the 16th, same time.""")

# 50
c.model("Sending Kowalczyk the medical e-mail now. I'll come back to the S3 move once it's gone - there's a snag with the 16th.", [
    ("email_send", {"from": "training@skerryair.co.uk", "to": ["k.kowalczyk@skerryair.co.uk"],
                    "cc": ["a.lebrocq@skerryair.co.uk", "helen.marsh@skerryair.co.uk"],
                    "subject": "Class 1 medical renewal - please confirm your AME date",
                    "body": "Hi Kasia,\n\nOur records show your Class 1 medical certificate is valid until 10 April 2025, and we "
                            "don't have an AME appointment on file for the renewal. Could you please let us know the date of your "
                            "renewal appointment and send a copy of the new certificate to training@skerryair.co.uk as soon as you "
                            "have it?\n\nWithout a renewed medical you can't be rostered for flying duty from 11 April.\n\n"
                            "Your recurrent sim check details will follow separately.\n\nThanks,\nHelen Marsh\n"
                            "Crew Training Manager, Skerry Air"}),
])
# 51
c.tool(["message_id: <20250304T0912.a4c8@skerryair.co.uk>\nstatus: SENT\nto: k.kowalczyk@skerryair.co.uk\n"
        "cc: a.lebrocq@skerryair.co.uk, helen.marsh@skerryair.co.uk\nsubject: Class 1 medical renewal - please confirm your AME date\n"
        "sent_at: 2025-03-04T09:12:18Z\nauto-reply: none"])

# 52
c.model("""Sent to Kasia (cc Alan) - asks for her AME renewal date and the new certificate.

## S3 on 16 April doesn't work

**Kowalczyk's OPC expires 13 Apr**, so a check on 16 Apr would leave her lapsed for three days, on top of the medical question. Ferreira alone could go on the 16th, but then they'd be split and each would need a seat-filler.

Options that keep the pair together and avoid Dario's leave (7-11 Apr):

| Option | Slot (UTC) | Examiner | Kowalczyk | Jersey rule | Notes |
|---|---|---|---|---|---|
| **a** | **Fri 4 Apr 10:00-14:00Z** | Wrona (AVL) | before OPC (13 Apr) and medical (10 Apr) expiry | O'Connell is in the sim on Thu 3 Apr, so Ferreira would be *positioning* on the same day O'Connell is in the sim | Also clears CRW-3391 (no night-stop clash) |
| b | Split: Ferreira 16 Apr 14:00Z, Kowalczyk with a seat-filler before 13 Apr | Wrona / TBC | OK | OK | 2 sessions -> 4 h more than the PO has; needs a PO variation |

I'd go for **(a)**, if Alan counts a positioning day as a release under his rule. Which one?""")

# 53
c.user("4th then. Positioning days don't count for Alan's rule, only the sim day itself.")

# 54
c.model(None, [
    ("sim_booking_amend", {"booking_id": "MSC-BK-24820",
                           "changes": {"date": "2025-04-04", "start_utc": "10:00"},
                           "reason": "Crew leave (P0298 7-11 Apr); keep pair together before P0455 OPC expiry 2025-04-13",
                           "sync_roster": True}),
])
# 55
c.tool(["""booking_id: MSC-BK-24820  (SKA-REC25-S3)
status       CONFIRMED
date         was 2025-04-08 10:00Z    now 2025-04-04 10:00-14:00Z
instructor   I-19 Wrona T. (unchanged)
charge       EUR 2,640.00 (unchanged; amendment > 14 days before session - no fee)
roster sync (CRS):
  P0298  2025-04-07 DH removed, 2025-04-08 SIM removed (now LVE 07-11 Apr per leave record); 2025-04-03 DH JER-CPH, 2025-04-04 SIM applied
  P0455  2025-04-08 SIM removed; 2025-04-03 DH JER-CPH applied (was RSV), 2025-04-04 SIM applied (was LINE JER-GCI-JER)
  CRW-3391 closed automatically: conflict no longer applies (night-stop 07/08 Apr unaffected)
info: same-day JER captain check (sim day): 2025-04-03 P0310 SIM, P0298 DH -> 1 captain in SIM
info: OPC examiner I-19 on consecutive days 2025-04-03 / 2025-04-04 - within instructor duty limits"""])

# 56
c.model("""Done. **S3 (MSC-BK-24820) moved to Fri 4 Apr 10:00-14:00Z**, Ferreira + Kowalczyk, Wrona examining. No fee (more than 14 days out).

- CRS synced: both position JER-CPH on 3 Apr; Ferreira's 7-11 Apr leave is untouched.
- **CRW-3391 closed** - the Gatwick night-stop clash is gone.
- Jersey: O'Connell sim 3 Apr, Ferreira sim 4 Apr, Gallagher sim 9 Apr - one captain per sim day.

## Schedule as it stands

| Session | Booking | Date / time (UTC) | Crew | Examiner | Condition |
|---|---|---|---|---|---|
| S4 | MSC-BK-24819 | Thu 3 Apr 14:00-18:00Z | O'Connell + Brodie | Wrona | FFS-2 RTS 28 Mar |
| S3 | MSC-BK-24820 | Fri 4 Apr 10:00-14:00Z | Ferreira + Kowalczyk | Wrona | Kowalczyk medical renewal |
| S1 | MSC-BK-24817 | Mon 7 Apr 10:00-14:00Z | Patel + MacLeod | Hale | **CAA-EXM-25-0193 granted** |
| S5 | MSC-BK-24821 | Wed 9 Apr 14:00-18:00Z | Gallagher + Raman | Solberg | CRW-3392 (Raman consent) |
| S2 | MSC-BK-24818 | Tue 15 Apr 06:00-10:00Z | Drummond + Ní Bhriain | Adeyemi | - |
| S6 | MSC-BK-24833 | Tue 22 Apr 10:00-14:00Z | Sinclair + Achterberg | Solberg | EUR 705/h |""")

# 57
c.user("""Great. Last thing for today: draft the crew notification for all six sessions, but don't send it until the CAA answers on the exemption. And put a reminder in for me on the 17th to chase the CAA if nothing's come in.""")

# 58
notif_body = """Dear colleagues,

Your spring recurrent simulator check at Meridian Sim Centre Copenhagen (FFS-2, ATR 72-600) is scheduled as follows. Please report for the briefing one hour before the slot. Positioning is rostered in CRS the day before; hotel: Copenhagen Airport Hotel (corporate ref CORP-SKA-25).

S4  Thu 3 Apr   14:00-18:00Z  Capt S. O'Connell / FO L. Brodie        - OPC, examiner T. Wrona    (MSC-BK-24819)
S3  Fri 4 Apr   10:00-14:00Z  Capt D. Ferreira / FO K. Kowalczyk      - OPC, examiner T. Wrona    (MSC-BK-24820)
S1  Mon 7 Apr   10:00-14:00Z  Capt R. Patel / FO E. MacLeod           - LPC+OPC / OPC, examiner M. Hale (MSC-BK-24817)
S5  Wed 9 Apr   14:00-18:00Z  Capt N. Gallagher / FO P. Raman         - OPC, examiner I. Solberg  (MSC-BK-24821)
S2  Tue 15 Apr  06:00-10:00Z  Capt F. Drummond / FO A. Ni Bhriain     - LPC, examiner R. Adeyemi  (MSC-BK-24818)
S6  Tue 22 Apr  10:00-14:00Z  Capt M. Sinclair / FO T. Achterberg     - LPC+OPC / OPC, examiner I. Solberg (MSC-BK-24833)

The OPC scenario pack v3 applies to all sessions. Please bring your licence, medical certificate and logbook.

[Patel / MacLeod only] Your checks are covered by an exemption granted by the UK CAA (ref CAA-EXM-25-0193) - details and the pairing restrictions that apply until your check will follow.

Regards,
Helen Marsh
Crew Training Manager, Skerry Air"""
c.model(None, [
    ("email_draft_create", {"from": "training@skerryair.co.uk",
                            "to": ["s.oconnell@skerryair.co.uk", "l.brodie@skerryair.co.uk", "d.ferreira@skerryair.co.uk",
                                   "k.kowalczyk@skerryair.co.uk", "r.patel@skerryair.co.uk", "e.macleod@skerryair.co.uk",
                                   "n.gallagher@skerryair.co.uk", "p.raman@skerryair.co.uk", "f.drummond@skerryair.co.uk",
                                   "a.nibhriain@skerryair.co.uk", "m.sinclair@skerryair.co.uk", "t.achterberg@skerryair.co.uk"],
                            "cc": ["a.lebrocq@skerryair.co.uk", "crewing@skerryair.co.uk"],
                            "subject": "Spring recurrent sim checks 2025 - Meridian CPH FFS-2 - your session",
                            "body": notif_body,
                            "hold_note": "DO NOT SEND until the CAA decision on CAA-EXM-25-0193 is received; adjust the Patel/MacLeod "
                                         "paragraph to the decision."}),
    ("task_create", {"owner": "helen.marsh@skerryair.co.uk", "due": "2025-03-17T09:00:00Z",
                     "title": "Chase UK CAA on exemption CAA-EXM-25-0193 (EXR-2025-006) if no decision received",
                     "description": "Target decision date 17 Mar. S1 (MSC-BK-24817, 7 Apr) depends on it. Crew notification draft is "
                                    "waiting for the decision.",
                     "links": ["https://exemptions.skerryair.co.uk/requests/EXR-2025-006"]}),
])
# 59
c.tool(["""draft_id: DRF-88213
status: DRAFT (not sent)  folder: training@skerryair.co.uk/Drafts
to: 12 recipients  cc: a.lebrocq@skerryair.co.uk, crewing@skerryair.co.uk
subject: Spring recurrent sim checks 2025 - Meridian CPH FFS-2 - your session
hold_note saved: DO NOT SEND until the CAA decision on CAA-EXM-25-0193 is received
size: 2.1 kB  attachments: none""",
        """task_id: TSK-5521
owner: helen.marsh@skerryair.co.uk  due: 2025-03-17 09:00Z
title: Chase UK CAA on exemption CAA-EXM-25-0193 (EXR-2025-006) if no decision received
status: OPEN  reminder: e-mail + Teams at due time"""])

# 60
c.model("""Done.

- **Crew notification drafted - DRF-88213** (12 pilots, cc Alan and crewing). **Not sent**; the draft carries a "do not send until the CAA decides" note, and the Patel/MacLeod paragraph assumes approval, so it must be edited if the CAA says no.
- **Reminder TSK-5521** for you on **Mon 17 Mar 09:00Z**: chase the CAA on CAA-EXM-25-0193 if nothing has arrived.

## Where things stand

**Open / waiting on others**
- **CAA decision on CAA-EXM-25-0193** (EXR-2025-006, Patel + MacLeod, 30 days to 30 Apr). If it's refused, S1 on 7 Apr is a renewal, not a revalidation, and they're off the line from 1 April.
- **FFS-2 RTS** - Meridian's revised estimate is 28 Mar 18:00Z, not yet confirmed in writing; S4 on 3 Apr is the first session after it.
- **Kowalczyk's medical** (valid to 10 Apr) - no reply yet to today's e-mail.
- **CRW-3392** - Raman's rest-day consent for 9 Apr, with crewing.
- **TRAX V-2291** - second-person check of the Ní Bhriain correction within 7 days.

**Next actions**
1. When the CAA decides: update DRF-88213 and send it; if granted, tell crewing to apply the pairing restrictions for Patel and MacLeod from 1 April.
2. Watch for Meridian's written RTS confirmation and their 7-day device-status notice before S4.

PO 4500-7781 is fully used (24.0 h); anything extra needs Graham.""")

# ---------------------------------------------------------------------------
# Labels
# ---------------------------------------------------------------------------
L = c.label
L("user_goal", "Get every ATR 72-600 pilot whose OPC or LPC expires on or before 30 April through a recurrent check on Meridian "
  "FFS-2 (-600 device; FFS-1 not acceptable), staying within the 24 sim hours left on PO 4500-7781 (more needs Graham's sign-off); "
  "pair captains with FOs.", ["PO 4500-7781", "24 sim hours"], 1)
L("fact", "Dario Ferreira and Ingrid Solberg are married: Solberg may not examine Ferreira.", ["Ferreira", "Solberg", "married"], 5)
L("fact", "Jersey can release only one captain per sim day; positioning days do not count towards that rule.",
  ["two captains", "Positioning days don't count"], 53)
L("fact", "FFS-2 was withdrawn after a motion actuator failure (tech log MSC-TL-0931); all FFS-2 bookings 3-31 March suspended.",
  ["MSC-TL-0931"], 19)
L("fact", "Ni Bhriain's TRAX record was wrong: last LPC 29 April 2024, type rating valid to 29 Apr 2025; removed from the exemption.",
  ["Bhriain", "29 Apr"], 29)
L("fact", "Patel (LPC+OPC) and MacLeod (OPC) both expire 31 Mar.", ["Patel", "31 Mar"], 4)
L("fact", "Marcus Hale is off sick from Sat 12 Apr for about three weeks (knee operation); 7 April session unaffected.",
  ["Hale", "12 Apr"], 39)
L("fact", "Kowalczyk's Class 1 medical is valid to 10 Apr 2025 with no AME appointment on record; her OPC expires 13 Apr.",
  ["Kowalczyk", "10 Apr"], 48)
L("fact", "PO 4500-7781 is fully drawn (0.0 h left) after S6; total device cost EUR 16,020.", ["EUR 16,020"], 46)
L("decision", "Scheduling approach: option B, spread by expiry (March-critical pairs first, April pairs before their expiry).",
  ["Spread by expiry"], 4)
L("decision", "S3 Ferreira + Kowalczyk examined by Tomasz Wrona (not Solberg), booking MSC-BK-24820.",
  ["MSC-BK-24820", "Wrona"], 11)
L("decision", "Oslo (Nordic Sim Academy) night slots rejected; instead an Art. 71 exemption EXR-2025-006 for Patel and MacLeod, "
  "30 days (validity to 30 Apr).", ["EXR-2025-006", "30 days"], 29)
L("decision", "S1 Patel + MacLeod (MSC-BK-24817) moved to Mon 7 Apr 10:00-14:00Z with Hale.", ["MSC-BK-24817", "7 Apr"], 32)
L("decision", "S2 Drummond + Ni Bhriain (MSC-BK-24818) moved to Tue 15 Apr 06:00-10:00Z with Adeyemi.", ["MSC-BK-24818", "15 Apr"], 32)
L("decision", "Mitigations added at Graham's request: Patel only with a line training captain, MacLeod only with captains >1,000 h on type.",
  ["line training captain"], 39)
L("decision", "S6 Sinclair + Achterberg booked MSC-BK-24833 on 22 Apr 10:00Z, examiner Ingrid Solberg (replacing Hale), at EUR 705/h.",
  ["MSC-BK-24833", "705"], 45)
L("decision", "S3 moved to Fri 4 Apr 10:00-14:00Z (not 16 Apr, which is after Kowalczyk's OPC expiry) to avoid Ferreira's 7-11 Apr leave.",
  ["MSC-BK-24820", "4 Apr"], 52)
L("pending_action", "Send crew notification draft DRF-88213 only after the CAA decides on the exemption (edit the Patel/MacLeod paragraph).",
  ["DRF-88213"], 59)
L("pending_action", "Reminder TSK-5521: chase the CAA on 17 Mar if no decision.", ["TSK-5521"], 59)
L("pending_action", "Crewing to obtain Raman's consent or a payback day for the displaced 9 Apr rest day (CRW-3392).", ["CRW-3392"], 15)
L("pending_action", "Second-person verification of the Ni Bhriain TRAX correction within 7 days (item V-2291).", ["V-2291"], 31)
L("open_issue", "CAA decision on exemption CAA-EXM-25-0193 outstanding (target 17 Mar); S1 on 7 Apr depends on it.",
  ["CAA-EXM-25-0193", "17 Mar"], 42)
L("open_issue", "Kowalczyk's medical renewal not confirmed; e-mail sent asking for her AME date, no reply yet.",
  ["Kowalczyk", "AME renewal"], 48)
L("open_issue", "FFS-2 return to service revised to 28 Mar 18:00Z but not yet confirmed: subject to the Trafikstyrelsen "
  "re-qualification check; S4 on 3 Apr is the first session after it.", ["re-qualification", "28 Mar"], 39)
L("reference", "Meridian bookings: S4 MSC-BK-24819, S5 MSC-BK-24821 (plus S1 24817, S2 24818, S3 24820, S6 24833).",
  ["MSC-BK-24819", "MSC-BK-24821"], 11)
L("reference", "Accountable Manager / countersignatory: graham.lowther@skerryair.co.uk.", ["graham.lowther@skerryair.co.uk"], 26)
L("reference", "Exemption portal link for EXR-2025-006.", ["https://exemptions.skerryair.co.uk/requests/EXR-2025-006"], 27)
L("reference", "Meridian contacts: ops@meridiansim.dk (device status), bookings@meridiansim.dk (rates/bookings).",
  ["ops@meridiansim.dk", "bookings@meridiansim.dk"], 19)

S = c.stale_item
S("Ni Bhriain's type rating shown as expiring 27 Mar (record error) - corrected to 29 Apr 2025", ["Bhriain", "27 Mar"], 29)
S("Exemption extension of 45 days - reduced to 30 days", ["45 days"], 29)
S("S1 Patel + MacLeod on 12 Mar - moved to 7 Apr after FFS-2 outage", ["Patel", "12 Mar"], 33)
S("S2 Drummond + Ni Bhriain on 18 Mar - moved to 15 Apr", ["Drummond", "18 Mar"], 33)
S("FFS-2 earliest RTS 26 Mar - revised to 28 Mar", ["RTS", "26 Mar"], 39)
S("Easter-week rate EUR 690/h (indicative) - Meridian quoted 725", ["690"], 19)
S("Easter-week rate EUR 725/h - Meridian offered 705, accepted", ["725"], 39)
S("S6 examiner Marcus Hale - replaced by Ingrid Solberg (Hale off from 12 Apr)", ["S6", "Hale"], 43)
S("S3 Ferreira + Kowalczyk on 8 Apr - moved to 4 Apr", ["Ferreira", "8 Apr"], 53)

ok = c.write(OUT, meta={"domain": "airline crew training / simulator scheduling", "language": "en", "author": "author-c",
                        "generator": "author-c/gen_pilot_sim.py"})
sys.exit(0 if ok else 1)

"""Seeded long tool outputs for blind-sports-team-charter-travel."""
import datetime as dt
import random

RNG = random.Random(20250908)

FIRST = ["Jack", "Harry", "Callum", "Lewis", "Owen", "Ryan", "Nathan", "Josh", "Connor", "Liam",
         "Ethan", "Jordan", "Kieran", "Tyler", "Aaron", "Sam", "Declan", "Reece", "Brandon", "Luke",
         "Sophie", "Hannah", "Chloe", "Rachel", "Amy", "Laura", "Gemma", "Nadia", "Femi", "Tomasz",
         "Mateus", "Kwame", "Andre", "Yusuf", "Rhys", "Ciaran", "Stefan", "Ibrahim", "Marco", "Oskar"]
LAST = ["Walsh", "Hughes", "Barker", "Fletcher", "Holt", "Marsden", "Crowther", "Oduya", "Lindqvist",
        "Kowalski", "Ferreira", "Mensah", "Doherty", "Gallagher", "Shaw", "Priestley", "Ackroyd",
        "Sutcliffe", "Nwosu", "Haigh", "Whiteley", "Brook", "Ramsden", "Okafor", "Lund", "Varga",
        "Quigley", "Hardcastle", "Boateng", "Pearce", "Thornton", "Dyson", "Illingworth", "Moran"]

OPPONENTS = [("Harwich Borough", "H"), ("Kestrel Town", "A"), ("Ribble Valley United", "H"),
             ("Mercia City", "A"), ("Portland Athletic", "H"), ("Wyre Forest FC", "A"),
             ("Stourbridge Albion", "H"), ("Fenland United", "A"), ("Tamar Valley", "H"),
             ("Cheviot Rangers", "A"), ("Glamorgan Town", "H"), ("Humber City", "A"),
             ("Solway Athletic", "H"), ("Chiltern Rovers", "A"), ("Brecon Borough", "H"),
             ("Wensleydale FC", "A"), ("Severn Vale", "H"), ("Medway Town", "A"),
             ("Pendle Athletic", "H"), ("Thames Estuary FC", "A")]

GROUNDS = {"Kestrel Town": "Kestrel Park, Lincoln", "Mercia City": "The Mercian, Worcester",
           "Wyre Forest FC": "Aggborough Lane, Kidderminster", "Fenland United": "Fen Road, Wisbech",
           "Cheviot Rangers": "Glendale Park, Berwick", "Humber City": "Anlaby Road, Hull",
           "Chiltern Rovers": "Vale Meadow, Aylesbury", "Wensleydale FC": "Bishopdale Road, Leyburn",
           "Medway Town": "Priestfield Lane, Gillingham", "Thames Estuary FC": "Roots Hall Way, Southend"}


def fixtures_output():
    fixed = {
        dt.date(2025, 9, 20): ("FX-2291", "Torbay Rovers", "A", "Kingsway Park, Torquay", "15:00",
                               "League", "291 mi / 5h05 by road", "not selected"),
        dt.date(2025, 9, 30): ("FX-2304", "Solent City", "A", "Ocean Road, Southampton", "19:45",
                               "League", "236 mi / 4h20 by road", "not selected"),
        dt.date(2025, 10, 4): ("FX-2310", "Tynemouth United", "A", "Priory Lane, North Shields",
                               "15:00", "League", "104 mi / 1h55 by road",
                               "TV pick pending - may move to Fri 3 Oct 19:45, announcement due 2025-09-19"),
    }
    dates = []
    d = dt.date(2025, 8, 9)
    while d < dt.date(2026, 5, 3):
        dates.append(d)
        if RNG.random() < 0.18:
            dates.append(d + dt.timedelta(days=3))
        d += dt.timedelta(days=7)
    dates = sorted(set(dates) - {dt.date(2025, 9, 23), dt.date(2025, 9, 27)} | set(fixed))
    dates = [x for x in dates if not (dt.date(2025, 9, 14) <= x <= dt.date(2025, 10, 5)) or x in fixed]
    rows = []
    n = 2240
    opp_i = 0
    for d in dates:
        n += RNG.randint(2, 5)
        if d in fixed:
            fid, opp, ha, ground, ko, comp, dist, tv = fixed[d]
        else:
            if d > dt.date(2025, 10, 4) and n < 2316:
                n = 2316 + RNG.randint(0, 3)
            fid = "FX-%d" % n
            opp, ha = OPPONENTS[opp_i % len(OPPONENTS)]
            opp_i += 1
            ground = "Calder Road, Halifax" if ha == "H" else GROUNDS.get(opp, "TBC")
            ko = "19:45" if d.weekday() == 1 else RNG.choice(["15:00", "15:00", "15:00", "17:30"])
            comp = "League" if RNG.random() > 0.12 else "League Cup"
            tv = "not selected" if RNG.random() > 0.15 else "Sky - confirmed"
            dist = "-" if ha == "H" else "%d mi" % RNG.randint(60, 290)
        alloc = "-" if ha == "H" else "%d" % (RNG.randint(6, 30) * 100)
        ref = "%s %s" % (RNG.choice(["A.", "J.", "M.", "S.", "R.", "D."]), RNG.choice(LAST))
        rows.append("%-8s %s %-3s %-22s %-2s %-32s %-6s %-11s %-24s %-6s %-14s %s" % (
            fid, d.isoformat(), d.strftime("%a"), opp, ha, ground, ko, comp, dist, alloc, ref, tv))
    head = ("fixtures_get: team=first-team season=2025-26 club=Calder Vale FC  (%d rows)\n"
            "ID       DATE       DAY OPPONENT               HA GROUND                           KO     "
            "COMP        DISTANCE (away)          ALLOC  REFEREE        TV\n" % len(rows))
    return head + "\n".join(rows) + "\nsource: EFL fixture feed, last sync 2025-09-09 06:00"


ROLES_STAFF = ["Head Coach", "Assistant Head Coach", "First-Team Coach", "Goalkeeping Coach",
               "Head of Performance", "Sports Scientist", "Head Physio", "Physio", "Club Doctor",
               "Soft-Tissue Therapist", "Performance Analyst", "Performance Analyst", "Kit Manager",
               "Assistant Kit Manager", "Team Chef", "Player Liaison", "Head of Security",
               "Security", "Team Administrator", "Nutritionist", "Sports Psychologist",
               "Opposition Scout", "Media Officer", "Videographer"]
ROLES_GUEST = ["Chair", "Director", "Director", "Director", "CEO", "Sporting Director",
               "Club Chaplain", "Sponsor Guest"]
DIET = ["-", "-", "-", "-", "vegetarian", "no pork", "gluten-free", "nut allergy (EpiPen)",
        "halal", "lactose-free"]


TNC = ["Prices include UK Air Passenger Duty at the rate in force on the date of quotation, airport landing, "
       "parking and handling fees at LBA and the destination airport, and standard crew overnight allowances "
       "unless stated otherwise. Any change in APD or airport charges after quotation is passed on at cost.",
       "Catering: a hot meal service is included on return sectors; cold snacks and soft drinks on outbound "
       "sectors. The client's team chef may supply catering subject to galley weight limits and a food "
       "hygiene declaration submitted 48 hours before departure.",
       "Cancellation by the client: 0%% of the charter price more than 21 days before the first sector; 50%% "
       "between 21 and 8 days; 100%% within 7 days. Cancellation charges are calculated on the total price "
       "including taxes.",
       "Schedule changes requested by the client (including changes caused by fixture rescheduling by a "
       "league or broadcaster) are subject to aircraft and crew availability and may be re-quoted. The "
       "original schedule remains binding until a re-quote is accepted in writing.",
       "Passenger names, dates of birth and identity document type are required for security screening no "
       "later than 72 hours before departure. Passengers without acceptable identification will be refused.",
       "Dangerous goods (including CO2 cylinders, cryotherapy units, lithium batteries over 100 Wh and "
       "aerosols in quantity) must be declared with a manufacturer's statement; undeclared items will be "
       "offloaded.",
       "De-icing, if required, and any additional handling caused by late passenger arrival are charged at cost.",
       "Night operations at LBA (23:30-06:00) require a slot from the airport and may be refused; the "
       "operator will request the slot but cannot guarantee it. A refused slot is not a cancellation by "
       "the operator.",
       "Hold baggage allowances are stated per aircraft and include sports equipment; excess weight may be "
       "offloaded at the captain's discretion.",
       "Payment: deposit on confirmation, balance 7 days before the first sector unless the client has an "
       "approved credit account. Late payment may result in cancellation of the charter.",
       "Substitution: the operator may substitute an aircraft of equal or greater capacity without notice; "
       "a substitution of lower capacity entitles the client to a proportional refund.",
       "Liability is limited in accordance with the Montreal Convention and the operator's conditions of carriage."]


def tnc_block(seed):
    r = random.Random(seed)
    items = TNC[:]
    r.shuffle(items)
    return "\n".join("  %d. %s" % (i + 1, t) for i, t in enumerate(items))


HOTEL_WORDS = ["Bay", "Harbour", "Cliff", "Park", "Manor", "Court", "Lodge", "Grange", "House",
               "Quay", "Vale", "Heights"]


def hotel_search_output(area, night, fixed):
    """fixed: list of dicts placed at given positions."""
    r = random.Random(area)
    rows = []
    towns = {"Torquay": ["Torquay", "Paignton", "Babbacombe", "Brixham", "Newton Abbot", "Exeter"],
             "Southampton": ["Southampton", "Chilworth", "Eastleigh", "Romsey", "Winchester", "Hedge End"]}[area]
    for i in range(30):
        town = r.choice(towns)
        name = "%s %s %s" % (r.choice(["The", "Royal", "Grand", "Old"]), r.choice(HOTEL_WORDS),
                             r.choice(["Hotel", "Hotel & Spa", "Inn", "Resort"]))
        rows.append({"id": "HTL-%s-%04d" % (area[:2].upper(), r.randint(1000, 9999)), "name": name,
                     "town": town, "rooms": r.randint(8, 35), "rate": r.choice([99, 109, 115, 119, 125, 135, 145, 159, 169]),
                     "pdr": r.choice(["yes", "no", "no", "yes (seats 30)"]),
                     "drive": r.randint(6, 55), "gym": r.choice(["yes", "no"]),
                     "rating": round(r.uniform(3.6, 4.7), 1), "note": r.choice(["", "", "wedding on site", "pool closed for refurb", "coach parking on street", "breakfast from 07:30"])})
    for pos, h in fixed:
        rows.insert(pos, h)
    out = ["hotel_search: area=%s night=%s rooms_min=36 results=%d (sorted by relevance)" % (area, night, len(rows)),
           "HOTEL-ID      NAME                              TOWN          ROOMS AVAIL  RATE B&B   PRIVATE DINING  DRIVE TO GROUND  GYM  RATING  NOTES"]
    for h in rows:
        out.append("%-13s %-33s %-13s %-12d GBP %-6d %-15s %-16s %-4s %-7s %s" % (
            h["id"], h["name"], h["town"], h["rooms"], h["rate"], h["pdr"], "%d min" % h["drive"],
            h["gym"], h["rating"], h["note"]))
    out.append("filters not met are shown; rooms_min applies to confirmable inventory only")
    return "\n".join(out)


NOISE_SENDERS = [("season.tickets@caldervalefc.co.uk", "Away allocation - Torbay - sales update"),
                 ("no-reply@efl-fixtures.example", "Fixture feed: weekly digest"),
                 ("kitroom@caldervalefc.co.uk", "Third kit delivery slipped to w/c 22 Sep"),
                 ("stadium.ops@caldervalefc.co.uk", "Calder Road pitch renovation schedule"),
                 ("accounts@westcountrycoaches.co.uk", "Booking WCC-3318 - invoice to follow"),
                 ("hr@caldervalefc.co.uk", "Reminder: annual leave requests for October"),
                 ("bookings@solenttravel.co.uk", "STC-7702 driver details"),
                 ("media@caldervalefc.co.uk", "Pre-match press conference rota"),
                 ("academy.admin@caldervalefc.co.uk", "U21 fixture clash - 21 Sep"),
                 ("security@caldervalefc.co.uk", "Away travel risk assessment template v3"),
                 ("firstteam.admin@caldervalefc.co.uk", "Player appearances at the sponsor dinner on 2 Oct"),
                 ("groundsman@caldervalefc.co.uk", "Training pitch 2 out of use until 26 Sep"),
                 ("ticketing@torbayrovers.co.uk", "Away end allocation and coach parking for supporters"),
                 ("noreply@travelportal.example", "Your weekly travel spend report (CC-4410)"),
                 ("community@caldervalefc.co.uk", "School visit request - first-team players"),
                 ("it.helpdesk@caldervalefc.co.uk", "Planned outage: booking portal Sat 13 Sep 02:00-04:00"),
                 ("nutrition@caldervalefc.co.uk", "Updated dietary sheet - first team (v7)"),
                 ("medical@caldervalefc.co.uk", "Cryotherapy unit - travel case and battery spec"),
                 ("commercial@caldervalefc.co.uk", "Sponsor guest for Solent - name to follow"),
                 ("sales@skyhaulcharters.example", "Autumn availability - special rates for clubs"),
                 ("fleet@pennine-exec.co.uk", "New executive minibus in service from 15 Sep"),
                 ("welfare@caldervalefc.co.uk", "Academy players travelling with the first team - guidance")]

FILLER = ["Thanks for the quick turnaround on the last one.",
          "I've copied in the relevant people so everyone has the same information.",
          "Apologies for the short notice; we only heard this morning ourselves.",
          "Let me know by end of day if you need anything different and we'll adjust.",
          "This replaces the version sent last week, which had the wrong dates on page 2.",
          "Please see the attached for details and let me know if anything needs changing.",
          "We will confirm final arrangements nearer the time.",
          "No action needed from ops at this stage; for information only.",
          "Can you make sure this is reflected in the travel pack for the players?",
          "Happy to jump on a call if easier.",
          "The usual terms apply; invoice will be raised against the booking reference."]


def inbox_noise(n, seed):
    r = random.Random(seed)
    items = []
    for i in range(n):
        frm, subj = NOISE_SENDERS[i % len(NOISE_SENDERS)]
        body = " ".join(r.sample(FILLER, 5))
        items.append((frm, subj, body))
    return items


def aircraft_sheet(reg, typ, seats, hold_kg, seed):
    r = random.Random(seed)
    rows = ["Aircraft specification - %s %s" % (typ, reg),
            "  cabin: %d seats, pitch %d in, %s" % (seats, r.choice([29, 30, 31]), "2-2 layout" if seats > 80 else "2-2 layout, rear door boarding"),
            "  hold: allowance %s kg, door %d x %d cm, bulk loading" % (format(hold_kg, ","), r.randint(80, 110), r.randint(60, 90)),
            "  max single item: %d kg / %d cm longest side" % (r.choice([45, 50, 60]), r.choice([180, 200, 220])),
            "  galley: %s; ovens %d; chiller drawers %d" % (r.choice(["forward", "rear"]), r.randint(2, 4), r.randint(4, 8)),
            "  cabin crew: %d; Wi-Fi: %s; power: USB-A at every seat pair" % (2 if seats < 80 else 3, r.choice(["no", "yes (paid)"])),
            "  last C-check: %d-%02d; base: %s" % (r.choice([2023, 2024]), r.randint(1, 12), r.choice(["Southend", "Leeds Bradford", "Exeter", "Norwich"]))]
    seatmap = []
    for row in range(1, (seats // 4) + 1):
        seatmap.append("%2d  %s" % (row, " ".join(r.choice(["AC", "AC", "AC", "XL"]) for _ in range(4))))
    return "\n".join(rows) + "\n  seat map (AC = available, XL = extra legroom):\n    " + "\n    ".join(seatmap)


def hotel_details(h, seed):
    r = random.Random(seed)
    fac = r.sample(["indoor pool", "spa (closed 21:00)", "gym 24h", "ice machine on each floor", "meeting room for 40",
                    "secure luggage room", "EV charging", "rooftop terrace", "laundry service (same day)",
                    "physio-friendly ground-floor room", "dedicated team entrance"], 5)
    return ("DETAIL %s - %s, %s\n  rooms free: %d; rate GBP %d B&B; private dining: %s; drive to ground %d min\n"
            "  facilities: %s\n  group policy: rooming list 7 days before arrival; breakfast from %s; quiet floor on request\n"
            "  coach access: %s\n  reviews (last 12 months, sports teams): %s" % (
                h["id"], h["name"], h["town"], h["rooms"], h["rate"], h["pdr"], h["drive"], ", ".join(fac),
                r.choice(["06:30", "07:00"]), r.choice(["on-site bay", "drop-off at front, park at depot"]),
                r.choice(["'quiet, good food, flexible meal times'", "'staff used to teams, good gym'",
                          "'rooms small but kitchen accommodated all diets'"])))


def trip_history():
    r = random.Random(99)
    trips = [("2025-08-16", "Kestrel Town", "coach", "Pennine"), ("2025-08-30", "Mercia City", "coach", "Pennine"),
             ("2025-09-06", "Wyre Forest FC", "coach + overnight", "Pennine"),
             ("2025-04-26", "Reading (pre-season friendly)", "charter + kit van", "Northline / Pennine"),
             ("2025-04-12", "Bristol", "charter", "Skyhaul (diverted to Cardiff, 3h delay)"),
             ("2025-03-15", "Plymouth", "charter", "Aurora"), ("2025-02-22", "Ipswich", "charter", "Aurora"),
             ("2025-01-18", "Portsmouth", "charter", "Northline"), ("2024-12-26", "Sunderland", "coach", "Pennine"),
             ("2024-11-30", "Norwich", "charter", "Aurora")]
    out = ["recent trips using TP-FT-STD:", "DATE        FIXTURE                         MODE                SUPPLIER                                  PAX  COST GBP"]
    for d, fx, mode, sup in trips:
        out.append("%-11s %-31s %-19s %-41s %-4d %s" % (d, fx, mode, sup, r.randint(52, 60), format(r.randint(2, 52) * 1000 + r.randint(0, 999), ",")))
    return "\n".join(out)

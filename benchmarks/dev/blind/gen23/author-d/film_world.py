"""Seeded world data for the LBIFF25 film-festival conversation (long tool outputs)."""
import random

DAYS = {"Wed": "Wed 8 Oct", "Thu": "Thu 9 Oct", "Fri": "Fri 10 Oct", "Sat": "Sat 11 Oct", "Sun": "Sun 12 Oct"}
DAY_ORDER = ["Wed", "Thu", "Fri", "Sat", "Sun"]

VENUES = {
    "REG-1": ("Regent Cinema, Screen 1", 320),
    "REG-2": ("Regent Cinema, Screen 2", 148),
    "HAC-MAIN": ("Harbour Arts Centre, Main Auditorium", 410),
    "VESTA": ("Kino Vesta", 96),
    "LIB": ("Central Library Theatre", 120),
    "DOCK": ("Dock Warehouse (outdoor strand)", 250),
}

# competition films: sub id, title, director, country, runtime, distributor/sales
COMP = [
    ("SUB-25-0233", "Quiet Harbours", "Maeve Doherty", "IE", 88, "Brightwater Films (IE)"),
    ("SUB-25-0412", "The Salt Line", "Ilse Vandermeer", "NL/BE", 104, "Vanguard Pictures BV"),
    ("SUB-25-0149", "Paper Moons", "Kwame Asante", "GH/UK", 92, "Kente Road Pictures"),
    ("SUB-25-0761", "A Map of Small Fires", "Lucía Ferrán", "AR/UY", 121, "Cono Sur Sales"),
    ("SUB-25-0587", "Nightjar", "Tomasz Wierzba", "PL", 97, "Kinoteka Dystrybucja"),
    ("SUB-25-0904", "Winter Orchard", "Hana Sato", "JP", 110, "Hoshizora International"),
    ("SUB-25-0655", "The Ferryman's Daughter", "Rasmus Lind", "DK", 99, "Nordvind Sales"),
    ("SUB-25-0826", "Low Tide Radio", "Priya Raman", "IN", 94, "Monsoon Reel"),
]
RUNTIME = {c[1]: c[4] for c in COMP}
SUB = {c[1]: c[0] for c in COMP}

# (scr, title, day, start, venue, qa, booking, fee, status)
COMP_SCREENINGS = [
    ("SCR-111", "Quiet Harbours", "Wed", "19:00", "REG-1", True, "VB-2025-0301", 980, "CONFIRMED"),
    ("SCR-112", "Quiet Harbours", "Fri", "14:00", "REG-2", False, "VB-2025-0302", 640, "CONFIRMED"),
    ("SCR-114", "The Salt Line", "Fri", "19:00", "REG-2", True, "VB-2025-0318", 640, "PROVISIONAL"),
    ("SCR-115", "The Salt Line", "Sun", "13:00", "REG-1", False, "VB-2025-0319", 980, "CONFIRMED"),
    ("SCR-121", "Paper Moons", "Thu", "10:00", "REG-1", False, "VB-2025-0305", 980, "CONFIRMED"),
    ("SCR-122", "Paper Moons", "Sat", "18:30", "REG-1", True, "VB-2025-0306", 980, "CONFIRMED"),
    ("SCR-131", "A Map of Small Fires", "Thu", "18:00", "HAC-MAIN", True, "VB-2025-0309", 1900, "CONFIRMED"),
    ("SCR-132", "A Map of Small Fires", "Sat", "12:30", "REG-2", False, "VB-2025-0310", 640, "CONFIRMED"),
    ("SCR-141", "Nightjar", "Thu", "20:30", "REG-1", False, "VB-2025-0312", 980, "CONFIRMED"),
    ("SCR-142", "Nightjar", "Sun", "19:00", "REG-1", True, "VB-2025-0313", 980, "CONFIRMED"),
    ("SCR-151", "Winter Orchard", "Wed", "21:15", "REG-2", False, "VB-2025-0314", 640, "CONFIRMED"),
    ("SCR-152", "Winter Orchard", "Sat", "18:45", "HAC-MAIN", True, "VB-2025-0315", 1900, "CONFIRMED"),
    ("SCR-161", "The Ferryman's Daughter", "Thu", "15:00", "REG-2", False, "VB-2025-0316", 640, "CONFIRMED"),
    ("SCR-162", "The Ferryman's Daughter", "Fri", "21:30", "REG-1", True, "VB-2025-0317", 980, "CONFIRMED"),
    ("SCR-171", "Low Tide Radio", "Wed", "16:00", "VESTA", False, "VB-2025-0320", 310, "CONFIRMED"),
    ("SCR-172", "Low Tide Radio", "Sat", "20:45", "VESTA", True, "VB-2025-0321", 310, "CONFIRMED"),
]


def hm(t):
    h, m = t.split(":")
    return int(h) * 60 + int(m)


def fmt(mins):
    return f"{(mins // 60) % 24:02d}:{mins % 60:02d}"


# windows that must stay free (used later in the story)
RESERVED = [
    ("HAC-MAIN", "Fri", "17:30", "23:59"),
    ("REG-2", "Fri", "15:45", "23:59"),
    ("REG-1", "Sat", "20:40", "23:05"),
    ("HAC-MAIN", "Sat", "21:10", "23:59"),
    ("REG-2", "Sun", "17:30", "20:30"),
    ("REG-1", "Thu", "09:00", "12:00"),
    ("REG-1", "Fri", "09:00", "12:00"),
    ("LIB", "Thu", "12:30", "14:50"),
    ("HAC-MAIN", "Fri", "09:00", "14:40"),
]

FIXED_OTHER = [
    # scr, strand, title, day, start, venue, runtime
    ("SCR-001", "OPENING", "The Lighthouse Keepers (Opening Night Gala)", "Wed", "19:30", "HAC-MAIN", 112),
    ("SCR-009", "CLOSING", "Borrowed Summers (Closing Night Gala)", "Sun", "19:30", "HAC-MAIN", 106),
    ("SCH-031", "SCHOOLS", "Schools programme: Animated Shorts 7-11", "Wed", "09:45", "REG-1", 70),
    ("SCH-033", "SCHOOLS", "Schools programme: Documentary Lab 12-15", "Fri", "09:45", "REG-1", 85),
    ("SCR-290", "MIDNIGHT", "Teeth of the Marsh", "Sat", "23:15", "REG-1", 89),
    ("SCR-224", "PANORAMA", "Via Appia Nights", "Fri", "18:00", "LIB", 101),
    ("SCR-301", "NORDIC VOICES", "Restless Weather at Dusk", "Fri", "17:00", "REG-1", 124),
    ("SCR-337", "DOCS", "The Borrowed Letters", "Fri", "15:00", "HAC-MAIN", 103),
    ("SCR-225", "PANORAMA", "Via Appia Nights", "Sun", "16:00", "REG-2", 101),
]

_ADJ = ["Blue", "Silent", "Borrowed", "Northern", "Iron", "Hollow", "Wild", "Distant", "Burning",         "Lost", "Sleeping", "Amber", "Green", "Broken", "Late", "Bright", "Restless", "Hidden", "Cold", "Quiet-Eyed"]
_NOUN = ["Hours", "Kingdom", "Weather", "Rooms", "Letters", "Gardens", "Engines", "Rivers", "Houses", "Birds",
         "Bridges", "Mirrors", "Summers", "Voices", "Fields", "Islands", "Hands", "Lanterns", "Horses", "Streets"]
_STRANDS = ["PANORAMA", "NORDIC VOICES", "DOCS", "SHORTS", "FAMILY", "RETRO", "LOCAL HEROES"]


def other_screenings(seed=2025):
    rnd = random.Random(seed)
    occupied = []  # (venue, day, start, end)
    for s in COMP_SCREENINGS:
        st = hm(s[3])
        occupied.append((s[4], s[2], st - 20, st + RUNTIME[s[1]] + (30 if s[5] else 0) + 20))
    for v, d, a, b in RESERVED:
        occupied.append((v, d, hm(a), hm(b)))
    rows = []
    for scr, strand, title, d, st, v, rt in FIXED_OTHER:
        rows.append((scr, strand, title, d, st, v, rt))
        occupied.append((v, d, hm(st) - 20, hm(st) + rt + 20))
    used_titles = set(RUNTIME) | {r[2] for r in rows}
    n = 100
    tries = 0
    while len(rows) < 86 and tries < 20000:
        tries += 1
        a, b = rnd.choice(_ADJ), rnd.choice(_NOUN)
        title = rnd.choice(["The {} {}", "{} {}", "A House of {1}", "{} {} at Dusk", "Songs for {1}"]).format(a, b)
        if title in used_titles:
            continue
        strand = rnd.choice(_STRANDS)
        v = rnd.choice(["REG-1", "REG-2", "HAC-MAIN", "VESTA", "LIB", "LIB", "DOCK", "VESTA"])
        d = rnd.choice(DAY_ORDER)
        if v == "DOCK":
            st = rnd.choice([hm("19:30"), hm("20:00"), hm("20:30")])
        else:
            st = rnd.choice(range(hm("11:00"), hm("21:31"), 15))
        rt = rnd.choice([75, 82, 88, 91, 95, 98, 103, 107, 115, 124]) if strand != "SHORTS" else 80
        if v == "VESTA" and st + rt > hm("22:55"):
            continue
        if v in ("REG-1",) and d in ("Thu", "Fri") and st < hm("12:00"):
            continue
        clash = any(o[0] == v and o[1] == d and not (st + rt + 20 <= o[2] or st - 20 >= o[3]) for o in occupied)
        if clash:
            continue
        n += 1
        scr = f"SCR-{400 + n}" if strand != "SHORTS" else f"SHO-{n:03d}"
        rows.append((scr, strand, title, d, fmt(st), v, rt))
        occupied.append((v, d, st - 20, st + rt + 20))
        used_titles.add(title)
    return rows


def vb_for(scr_id):
    for i, r in enumerate(other_screenings()):
        if r[0] == scr_id:
            return f"VB-2025-{400 + i:04d}"
    raise KeyError(scr_id)


def schedule_table():
    rows = []
    for s in COMP_SCREENINGS:
        scr, title, d, st, v, qa, vb, fee, status = s
        rt = RUNTIME[title]
        rows.append((DAY_ORDER.index(d), hm(st), scr, "COMPETITION*", title, d, st, v, rt, SUB[title],
                     "yes" if qa else "-", vb))
    for i, (scr, strand, title, d, st, v, rt) in enumerate(other_screenings()):
        vb = f"VB-2025-{400 + i:04d}" if v != "DOCK" else "DOCK-OPS"
        rows.append((DAY_ORDER.index(d), hm(st), scr, strand, title, d, st, v, rt, "-", "-", vb))
    rows.sort()
    out = ["LBIFF25 master schedule - revision 13 (last edited 2025-09-26 16:42 by j.okafor)",
           "Filter: strand=ALL, days=Wed 8 Oct..Sun 12 Oct. Competition rows marked *. Times local.",
           "",
           "SCR-ID  | Day        | Start | End   | Venue    | Strand        | Title                                      | Sub ID      | Q&A | Booking",
           "--------+------------+-------+-------+----------+---------------+--------------------------------------------+-------------+-----+-------------"]
    for _, stm, scr, strand, title, d, st, v, rt, sub, qa, vb in rows:
        out.append(f"{scr:<7} | {DAYS[d]:<10} | {st} | {fmt(stm + rt)} | {v:<8} | {strand:<13} | {title[:42]:<42} | {sub:<11} | {qa:<3} | {vb}")
    out.append("")
    out.append(f"{len(rows)} screenings ({len(COMP_SCREENINGS)} competition). Venue capacities: "
               + "; ".join(f"{k} {v[1]}" for k, v in VENUES.items()) + ".")
    out.append("Unresolved flags: SCR-114 booking PROVISIONAL (hold expires Tue 30 Sep 12:00).")
    out.append("")
    out.append("Revision log (latest 10):")
    log = [
        ("rev 13", "2025-09-26 16:42", "j.okafor", "SCR-152 Q&A flag set (Winter Orchard Q&A moved to HAC Sat); SCR-121 placed Thu 10:00 REG-1 (placeholder)"),
        ("rev 12", "2025-09-26 11:10", "j.okafor", "SCR-114 linked to provisional booking VB-2025-0318"),
        ("rev 11", "2025-09-25 17:55", "r.achterberg", "PANORAMA: SCR-224/SCR-225 Via Appia Nights times confirmed"),
        ("rev 10", "2025-09-25 09:30", "outdoor.team", "DOCK: weather-contingency notes added (no time changes)"),
        ("rev 9", "2025-09-24 15:02", "m.ostby", "COMPETITION: SCR-172 moved 21:15 -> 20:45 (Vesta 23:00 hard stop)"),
        ("rev 8", "2025-09-23 12:40", "schools.team", "SCHOOLS: SCH-031 / SCH-033 confirmed; Thu morning block pending"),
        ("rev 7", "2025-09-22 18:05", "j.okafor", "COMPETITION: SCR-131 moved to HAC-MAIN (A Map of Small Fires, long runtime)"),
        ("rev 6", "2025-09-22 10:14", "r.achterberg", "SHORTS: 6 programmes placed"),
        ("rev 5", "2025-09-19 16:20", "m.ostby", "OPENING/CLOSING galas fixed at HAC-MAIN 19:30"),
        ("rev 4", "2025-09-18 09:45", "m.ostby", "MIDNIGHT: SCR-290 Sat 23:15 REG-1"),
    ]
    for r, ts, who, what in log:
        out.append(f"  {r:<6} {ts}  {who:<13} {what}")
    return "\n".join(out)


def bookings_table():
    out = ["venue_bookings_list - festival LBIFF25, strand filter COMPETITION (+ shared holds)",
           "Booking      | Venue    | Day        | Window        | Linked  | Status      | Fee (EUR) | Terms",
           "-------------+----------+------------+---------------+---------+-------------+-----------+-----------------------------"]
    total = 0
    for s in sorted(COMP_SCREENINGS, key=lambda x: x[6]):
        scr, title, d, st, v, qa, vb, fee, status = s
        a = hm(st) - 15
        b = hm(st) + RUNTIME[title] + (30 if qa else 0) + 15
        b = (b + 14) // 15 * 15
        b = {"VB-2025-0306": hm("20:45"), "VB-2025-0315": hm("21:15")}.get(vb, b)  # tightened by venue ops
        terms = {"REG-1": "Regent std: 25% fee if cancelled <14 days", "REG-2": "Regent std: 25% fee if cancelled <14 days",
                 "HAC-MAIN": "HAC partner card 2025", "VESTA": "Vesta: hard stop 23:00"}[v]
        if status == "PROVISIONAL":
            terms = "provisional hold, free release; expires Tue 30 Sep 12:00"
        out.append(f"{vb} | {v:<8} | {DAYS[d]:<10} | {fmt(a)}-{fmt(b)}   | {scr} | {status:<11} | {fee:>9,} | {terms}")
        total += fee
    out.append("")
    out.append("Shared / non-competition holds touching competition venues (read-only for this strand):")
    others = other_screenings()
    for i, r in enumerate(others):
        scr, strand, title, d, st, v, rt = r
        if v in ("REG-1", "REG-2", "HAC-MAIN") and d in ("Fri", "Sat", "Sun"):
            a = hm(st) - 15
            b = (hm(st) + rt + 15 + 14) // 15 * 15
            out.append(f"VB-2025-{400 + i:04d} | {v:<8} | {DAYS[d]:<10} | {fmt(a)}-{fmt(b)}   | {scr} | CONFIRMED   | {'(other)':>9} | billed to {strand}")
    out.append("DOCK-OPS     | DOCK     | all days   | 18:00-00:00   | outdoor | CONFIRMED   |   (other) | managed by Outdoor team - do not amend from COMP")
    out.append("")
    out.append(f"COMPETITION committed venue hire (incl. provisional): EUR {total:,}")
    out.append("Strand cap on file: EUR 16,500 (set by M. Ostby, 2025-08-14)")
    return "\n".join(out), total


DCP_EXTRA_TITLES = None


def dcp_table():
    rnd = random.Random(4242)
    rows = [
        ("DCP-0233-A", "Quiet Harbours", "Brightwater Films (IE)", "Download (Aspera)", "DELIVERED 2025-09-19", "5.1", "INGESTED REG-1, REG-2", "2025-10-06..2025-10-13"),
        ("DCP-0412-A", "The Salt Line", "Vanguard Pictures BV", "Drive (courier)", "DELIVERED 2025-09-24", "Atmos+7.1", "INGESTED REG-1, REG-2", "2025-10-07..2025-10-13 (REG servers only)"),
        ("DCP-0149-A", "Paper Moons", "Kente Road Pictures", "Download (Aspera)", "DELIVERED 2025-09-22", "5.1", "INGESTED REG-1, REG-2", "2025-10-06..2025-10-13"),
        ("DCP-0761-A", "A Map of Small Fires", "Cono Sur Sales", "Drive (courier)", "DELIVERED 2025-09-25", "5.1", "INGESTED HAC-MAIN, REG-2", "2025-10-07..2025-10-12"),
        ("DCP-0587-A", "Nightjar", "Kinoteka Dystrybucja", "Drive (DHL 4417 2093 58)", "IN TRANSIT, ETA 2025-10-07", "5.1", "-", "pending (KDM on arrival)"),
        ("DCP-0904-A", "Winter Orchard", "Hoshizora International", "Download (Signiant)", "DELIVERED 2025-09-18", "7.1", "INGESTED HAC-MAIN, REG-2", "2025-10-06..2025-10-13"),
        ("DCP-0655-A", "The Ferryman's Daughter", "Nordvind Sales", "Download (Aspera)", "DELIVERED 2025-09-23", "5.1", "INGESTED REG-1, REG-2", "2025-10-06..2025-10-13"),
        ("DCP-0826-A", "Low Tide Radio", "Monsoon Reel", "Drive (courier)", "DELIVERED 2025-09-26", "5.1", "INGESTED VESTA", "2025-10-07..2025-10-12"),
    ]
    extra = []
    for i, r in enumerate(other_screenings()):
        if r[1] in ("SCHOOLS",) or r[0].startswith("SHO"):
            continue
        if r[2] in [e[1] for e in extra]:
            continue
        d = rnd.choice(["DELIVERED 2025-09-1" + str(rnd.randint(2, 9)), "DELIVERED 2025-09-2" + str(rnd.randint(0, 7)),
                        "DELIVERED 2025-09-2" + str(rnd.randint(0, 7)), "IN TRANSIT, ETA 2025-10-0" + str(rnd.randint(1, 3)),
                        "AWAITING LINK"])
        extra.append((f"DCP-P{300 + i:03d}", r[2][:30], rnd.choice(["festival print lib.", "sales agent", "distributor", "filmmaker direct"]),
                      rnd.choice(["Download (Aspera)", "Download (Signiant)", "Drive (courier)", "Drive (post)"]), d,
                      rnd.choice(["5.1", "5.1", "7.1", "stereo"]), "-" if "DELIVERED" not in d else "INGESTED",
                      "2025-10-06..2025-10-13" if "DELIVERED" in d else "pending"))
    out = ["dcp_tracker_list - LBIFF25 (all strands, 2025-09-29 09:05)",
           "DCP ID     | Title                          | Supplier                | Route                       | Status                      | Audio     | Size GB | Server                   | KDM window",
           "-----------+--------------------------------+-------------------------+-----------------------------+-----------------------------+-----------+---------+--------------------------+-----------"]
    srnd = random.Random(31)
    for r in rows + extra:
        size = {"DCP-0412-A": 389, "DCP-0587-A": 412}.get(r[0], srnd.randint(118, 460))
        out.append(f"{r[0]:<10} | {r[1][:30]:<30} | {r[2][:23]:<23} | {r[3]:<27} | {r[4]:<27} | {r[5]:<9} | {size:>7} | {r[6][:24]:<24} | {r[7]}")
    out.append("")
    out.append("Notes: DCP-0587-A courier note 2025-09-27: 'clearance pending - documents requested'. "
               "KDMs are server-specific; a venue change needs a new KDM for that server's certificate.")
    return "\n".join(out)


def interest_report():
    rnd = random.Random(99)
    out = ["ticketing_interest_report - LBIFF25 pre-sale interest registrations (as of 2025-09-29 10:40)",
           "Event      | Title                          | Screening | Venue cap | Interest | Members pre-booked | Ratio",
           "-----------+--------------------------------+-----------+-----------+----------+--------------------+------"]
    figures = {"SCR-111": 287, "SCR-112": 96, "SCR-114": 612, "SCR-115": 241, "SCR-121": 58, "SCR-122": 205,
               "SCR-131": 331, "SCR-132": 88, "SCR-141": 143, "SCR-142": 198, "SCR-151": 121, "SCR-152": 377,
               "SCR-161": 74, "SCR-162": 189, "SCR-171": 49, "SCR-172": 102}
    for s in COMP_SCREENINGS:
        scr, title = s[0], s[1]
        cap = VENUES[s[4]][1]
        inter = figures[scr]
        mem = min(cap // 5, inter // 4)
        out.append(f"EVT-25{scr[4:]}  | {title[:30]:<30} | {scr}   | {cap:>9} | {inter:>8} | {mem:>18} | {inter / cap:.2f}")
    out.append("")
    ratios = sorted(((figures[x[0]] / VENUES[x[4]][1], x[0]) for x in COMP_SCREENINGS), reverse=True)[:5]
    out.append("Top 5 by ratio: " + ", ".join(f"{k} {r:.2f}" for r, k in ratios))
    out.append("Note: interest registrations are not sales; historical conversion 38-46% for competition titles.")
    out.append("")
    out.append("Interest by day (competition only):  Wed 8: 457 | Thu 9: 606 | Fri 10: 897 | Sat 11: 772 | Sun 12: 439")
    out.append("Interest by time band:  before 15:00: 483 | 15:00-18:00: 123 | after 18:00: 2,565")
    out.append("Comparison LBIFF24 (same point, T-9 days): competition interest 2,560 -> 3,171 this year (+24%)")
    out.append("Waitlist behaviour: registrations on sold-out events in 2024 converted to other screenings of the same title at 31%.")
    return "\n".join(out)


SUBMISSION_DETAILS = {
    "SUB-25-0233": dict(orig="Cuanta Ciúin", year=2025, aspect="1.85 flat", sound="5.1", lang="English, Irish", subs="EN (for Irish passages)",
                        prem="International premiere", fee="EUR 800", rights="Brightwater Films (IE)", contact="Orla Quinn <hello@brightwaterfilms.ie>",
                        guest="Maeve Doherty (dir.) attending Wed 8 - Fri 10 Oct", notes="Director requests an accessible-captioned screening if possible."),
    "SUB-25-0412": dict(orig="De Zoutlijn", year=2025, aspect="2.39 scope", sound="Dolby Atmos (7.1 fallback)", lang="Dutch, French", subs="EN burnt-in",
                        prem="International premiere (world premiere: Rotterdam, Big Screen)", fee="EUR 1,200", rights="Vanguard Pictures BV (NL) - festivals@vanguardpictures.nl",
                        contact="Daan Visser <festivals@vanguardpictures.nl>", guest="Ilse Vandermeer (dir.) attending, travel via Harbour Travel (ref HT-LBIFF-0412)",
                        notes="Sales agent asks for Atmos-equipped room where possible; 3 press interviews requested."),
    "SUB-25-0149": dict(orig="Paper Moons", year=2024, aspect="1.85 flat", sound="5.1", lang="English, Twi", subs="EN for Twi",
                        prem="European premiere", fee="EUR 650", rights="Kente Road Pictures (UK)", contact="Efua Mensah <sales@kenteroad.co.uk>",
                        guest="Kwame Asante (dir.) attending Fri 10 - Sun 12 Oct", notes="Producer also attending Saturday."),
    "SUB-25-0761": dict(orig="Un mapa de pequeños incendios", year=2025, aspect="1.66", sound="5.1", lang="Spanish", subs="EN burnt-in",
                        prem="European premiere", fee="EUR 1,000", rights="Cono Sur Sales (AR)", contact="Martín Ruiz <festivales@conosursales.com.ar>",
                        guest="Lucía Ferrán (dir.) attending Wed 8 - Sat 11 Oct", notes="Long runtime (121 min): allow 30 min Q&A plus turnaround."),
    "SUB-25-0587": dict(orig="Lelek", year=2025, aspect="1.85 flat", sound="5.1", lang="Polish", subs="EN burnt-in",
                        prem="International premiere", fee="EUR 800", rights="Kinoteka Dystrybucja (PL)", contact="Agnieszka Marek (see DCP tracker)",
                        guest="Tomasz Wierzba (dir.) attending - dates TBC", notes="Print by physical drive; supplier prefers drives over download for first delivery."),
    "SUB-25-0904": dict(orig="Fuyu no kajuen", year=2025, aspect="1.85 flat", sound="7.1", lang="Japanese", subs="EN burnt-in",
                        prem="European premiere", fee="EUR 1,000", rights="Hoshizora International (JP)", contact="Kenji Mori <festivals@hoshizora-intl.jp>",
                        guest="Hana Sato (dir.) attending Fri 10 - Sun 12 Oct; JP-EN interpreter requested", notes="Requests moderator briefing 1 day ahead."),
    "SUB-25-0655": dict(orig="Færgemandens datter", year=2025, aspect="2.39 scope", sound="5.1", lang="Danish", subs="EN burnt-in",
                        prem="UK & Ireland premiere", fee="EUR 650", rights="Nordvind Sales (DK)", contact="Sofie Holm <festivals@nordvindsales.dk>",
                        guest="Rasmus Lind (dir.) attending Thu 9 - Sat 11 Oct", notes="-"),
    "SUB-25-0826": dict(orig="Bhaata Radio", year=2024, aspect="1.85 flat", sound="5.1", lang="Malayalam, English", subs="EN burnt-in",
                        prem="European premiere", fee="EUR 500", rights="Monsoon Reel (IN)", contact="Anil Menon <fest@monsoonreel.in>",
                        guest="Priya Raman (dir.) attending Sat 11 - Sun 12 Oct", notes="Small room preferred by director (intimate film)."),
}


def submissions_list():
    out = ["submissions_list - LBIFF25, section COMPETITION, status SELECTED (8 of 1,942 submissions)", ""]
    for sub, title, director, country, rt, dist in COMP:
        d = SUBMISSION_DETAILS[sub]
        out.append(f"{sub}  {title}  ({d['orig']})")
        out.append(f"  director: {director} | country: {country} | year: {d['year']} | runtime: {rt} min | aspect: {d['aspect']} | sound: {d['sound']}")
        out.append(f"  language: {d['lang']} | subtitles: {d['subs']} | premiere status: {d['prem']}")
        out.append(f"  rights/sales: {d['rights']} | screening fee: {d['fee']} (x2 screenings)")
        out.append(f"  festival contact: {d['contact']}")
        out.append(f"  guest: {d['guest']}")
        out.append(f"  notes: {d['notes']}")
        out.append("")
    out.append("Selection committee sign-off: 2025-08-29 (M. Ostby, J. Okafor, R. Achterberg). Screening fees are billed to the Programme budget, not to strand venue hire.")
    return "\n".join(out)

"""Seeded travelling-party data: lists, rooming lists and manifests (blind-sports-team-charter-travel)."""
import random
from charter_data import FIRST, LAST, ROLES_STAFF, ROLES_GUEST, DIET

SINGLES = {"Head Coach", "Assistant Head Coach", "Club Doctor", "Head of Performance",
           "Chair", "CEO", "Sporting Director", "Sponsor Guest"}
NATS = ["GBR"] * 7 + ["IRL", "NGA", "POR", "POL", "GHA", "NOR", "JAM", "FRA"]
_CACHE = {}


def party_rows():
    if "rows" in _CACHE:
        return _CACHE["rows"]
    r = random.Random(4101)
    used = {"Dan Price"}

    def name(firsts=FIRST):
        while True:
            n = "%s %s" % (r.choice(firsts), r.choice(LAST))
            if n not in used:
                used.add(n)
                return n
    spec = []
    for i in range(22):
        nm = "Dan Price" if i == 13 else name(FIRST[:20])
        spec.append(("P", nm, "Player (%s)" % r.choice(["GK", "DEF", "DEF", "MID", "MID", "FWD"]), "single", (1991, 2006)))
    for role in ROLES_STAFF:
        spec.append(("S", name(), role, "single" if role in SINGLES else "twin-share", (1965, 1999)))
    for role in ROLES_GUEST:
        spec.append(("G", name(), role, "single" if role in SINGLES else "twin-share", (1950, 1985)))
    for role in ["Club Photographer", "Radio Commentator", "Radio Summariser", "Digital Producer"]:
        spec.append(("M", name(), role, "twin-share", (1970, 2000)))
    rows = []
    for k, (g, nm, role, room, yrs) in enumerate(spec):
        idt = "passport" if r.random() > 0.1 else "driving licence"
        rows.append({"pid": "PX-%d" % (4101 + k), "grp": g, "name": nm, "role": role, "room": room,
                     "diet": r.choice(DIET), "id": idt,
                     "dob": "%d-%02d-%02d" % (r.randint(*yrs), r.randint(1, 12), r.randint(1, 28)),
                     "nat": r.choice(NATS), "idexp": "%d-%02d" % (r.randint(2026, 2034), r.randint(1, 12))})
    _CACHE["rows"] = rows
    return rows


def _row(p):
    return "%-8s %s   %-22s %-26s %-20s %-11s %-10s %-4s %-15s %s" % (
        p["pid"], p["grp"], p["name"], p["role"], p["diet"], p["room"], p["dob"], p["nat"], p["id"], p.get("idexp", "-"))


HEAD = ("PAX-ID   GRP NAME                   ROLE                       DIET                 ROOM        "
        "DOB        NAT  ID ON FILE      ID EXPIRY")

KIT = [("Match kit skips (home/away/third)", 3, 72), ("Training kit skip", 1, 78), ("Boot trunk", 2, 49),
       ("Medical bed (folding)", 1, 38), ("Ice bath (inflatable) + pump", 2, 31), ("Physio trunk", 2, 47),
       ("Doctor's bag + defib", 1, 22), ("Analysis flight case (cameras, laptops)", 2, 36),
       ("Drone case", 1, 14), ("Nutrition / supplements cases", 3, 16), ("Team chef equipment", 2, 38),
       ("Balls (bags of 12)", 4, 9), ("Goalkeeping equipment bag", 2, 17), ("Warm-up equipment (cones, poles, mannequins)", 3, 26),
       ("Recovery boots + compression units", 2, 24), ("Dressing-room consumables", 2, 33), ("Water/electrolyte stock", 4, 10),
       ("Media kit (backdrop, lights)", 2, 27), ("Security equipment case", 1, 12), ("Spare kit / player-issue trunk", 1, 54)]


def party_output():
    rows = party_rows()
    out = ["travel_party_get: list=TP-FT-STD (first-team standard away party) version=14", HEAD]
    out += [_row(p) for p in rows]
    out.append("totals: 58 pax (22 players, 24 staff, 8 directors/guests, 4 media); rooms required: 44 "
               "(22 player singles, 4 staff singles + 10 staff twins, 4 guest singles + 2 guest twins, 2 media twins)")
    out.append("kit & equipment manifest KM-FT-STD (last weighed 2025-05-03):")
    total = 0
    n = 0
    for item, qty, kg in KIT:
        out.append("  %-46s x%d  %4d kg" % (item, qty, qty * kg))
        total += qty * kg
        n += qty
    out.append("  TOTAL %d items  %s kg" % (n, format(total, ",")))
    return "\n".join(out)


ADDED = [("PX-4159", "P", "Kai Ashworth", "Player (Academy)", "twin-share", "2007-03-14", "GBR", "passport", "2031-06"),
         ("PX-4160", "P", "Reuben Tait", "Player (Academy)", "twin-share", "2006-11-02", "GBR", "passport", "2030-02"),
         ("PX-4161", "P", "Ollie Brennan", "Player (Academy)", "single", "2007-08-21", "IRL", "NONE ON FILE", "-"),
         ("PX-4162", "S", "Sasha Quinn", "Physio (contract)", "twin-share", "1994-05-09", "GBR", "passport", "2029-09"),
         ("PX-4163", "S", "Marcus Bell", "Physio (contract)", "twin-share", "1989-12-30", "GBR", "driving licence", "2027-04")]


def torbay_rows():
    rows = [p for p in party_rows() if p["name"] != "Dan Price"]
    for pid, g, nm, role, room, dob, nat, idt, exp in ADDED:
        rows.append({"pid": pid, "grp": g, "name": nm, "role": role, "room": room, "diet": "-",
                     "dob": dob, "nat": nat, "id": idt, "idexp": exp})
    return rows


def party_update_listing():
    return "\n".join(["current list TP-FX2291 (62 rows):", HEAD] + [_row(p) for p in torbay_rows()])


def rooming_list(rows, prefix, first_room):
    singles = [p for p in rows if p["room"] == "single"]
    twins = [p for p in rows if p["room"] == "twin-share"]
    out = ["ROOMING LIST %s" % prefix, "ROOM  TYPE    OCCUPANT(S)                                  NOTES"]
    def room_no(i):
        return first_room + (i // 20) * 100 + i % 20
    i = 0
    for p in singles:
        note = p["diet"] if p["diet"] != "-" else ""
        out.append("%-5d single  %-44s %s" % (room_no(i), p["name"], note))
        i += 1
    for a, b in zip(twins[0::2], twins[1::2]):
        notes = ", ".join(x for x in (a["diet"], b["diet"]) if x != "-")
        out.append("%-5d twin    %-44s %s" % (room_no(i), a["name"] + " / " + b["name"], notes))
        i += 1
    if len(twins) % 2:
        out.append("TBC   twin    %-44s awaiting pairing" % twins[-1]["name"])
    return "\n".join(out)


def manifest_check(rows):
    out = ["manifest draft CH-25-0917 (Aurora template v4) - %d passengers" % len(rows),
           "SEQ  SURNAME          FORENAME     DOB         NAT  ID TYPE          STATUS"]
    for i, p in enumerate(rows):
        fn, sn = p["name"].split(" ", 1)
        status = "OK" if p["id"] in ("passport", "driving licence") else "MISSING ID"
        out.append("%-4d %-16s %-12s %-11s %-4s %-16s %s" % (i + 1, sn.upper(), fn, p["dob"], p["nat"], p["id"], status))
    return "\n".join(out)

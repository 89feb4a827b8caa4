"""Seeded long tool outputs for the snow-removal dispute conversation."""
import random

R = random.Random(20250304)

CONTRACT_SECTIONS = """CITY OF MARLOW HEIGHTS - DEPARTMENT OF PUBLIC WORKS
CONTRACT NO. PW-2024-117
RESIDENTIAL SNOW AND ICE CONTROL - ZONES 3, 4 AND 5
Contractor: Northline Snow & Ice Services LLC (Vendor V-10442)
Term: November 1, 2024 through April 15, 2025 (the "Season")
Amendments on file: PW-2024-117-A1 (insurance certificate, 2024-09-12), PW-2024-117-A2 (service standard and damages, effective 2024-10-01)
Document status: CONFORMED BASE TEXT (amendments NOT merged into this view)

SECTION 4 - COMPENSATION
4.1 Monthly standby fee. The City shall pay a monthly standby fee of $42,000.00 for the availability of equipment and crews for the 24 residential routes listed in Schedule A (R-01 through R-24), equal to $1,750.00 per route per month, prorated for partial months.
4.2 Event rates. For each storm event declared by DPW Operations, the City shall pay for equipment actually deployed at the hourly rates in Schedule B: Class A plow truck with spreader $165.00/hr; Class B front loader $210.00/hr; Class C dump truck (hauling) $140.00/hr; pickup with plow $95.00/hr. Hours are supported by AVL records.
4.3 Materials. Contractor-furnished de-icing salt is paid at $96.00 per ton applied, supported by scale tickets. Salt drawn from City facilities (Salt Dome A, Gannet Street; Salt Dome B, Ferris Yard) is City-furnished material and shall not be billed; application effort is compensated under 4.2.
4.4 Additional routes. Routes added by the City during the Season shall be compensated at the per-route standby rate in 4.1 unless otherwise agreed in writing.

SECTION 7 - PERFORMANCE STANDARDS
7.1 Mobilization. Contractor shall have all assigned equipment on route within 2 hours of a call-out by DPW Operations.
7.2 Storm end. The storm end time for each event is the time declared by the DPW Operations duty supervisor and recorded in the Operations log.
7.3 Service standard. Each residential route shall be plowed curb-to-curb, with intersections salted, within 12 hours after the declared storm end.
7.4 Liquidated damages. For each route not completed within the service standard, Contractor shall pay liquidated damages of $1,200.00 per route for each six-hour period, or portion thereof, beyond the standard. Total liquidated damages in any month shall not exceed 10% of the Contractor's invoice for that month.
7.5 Not a penalty. The parties agree the damages in 7.4 are a reasonable estimate of the City's costs of complaints, emergency access and supplemental crews, and are not a penalty.
7.6 Offset. The City may deduct liquidated damages and any overpayment from any amount due or to become due to the Contractor under this Contract.
7.7 Equipment failure. Equipment breakdown does not excuse performance. Contractor shall notify the DPW Operations desk by phone within 30 minutes of any breakdown and deploy substitute equipment.
7.8 AVL. All equipment deployed under this Contract, including substitute equipment, shall carry an operating automatic vehicle location (AVL) unit reporting to the City's fleet system. Where AVL data for a route is missing, the City's records (including inspector verification) control.

SECTION 12 - INVOICES AND DISPUTES
12.1 Invoices. Contractor shall invoice monthly by the 5th business day after month end.
12.2 Notice of dispute. If the City disputes any part of an invoice, it shall give the Contractor written notice of dispute within 10 business days of receipt of the invoice, stating the amount disputed and the reasons. The parties shall meet and confer within 15 business days after the notice.
12.3 Failure to notice. Any part of an invoice not disputed under 12.2 is deemed accepted for purposes of payment, without prejudice to the City's rights under Section 15.
12.4 Undisputed amounts. The City shall pay undisputed amounts within 30 days of receipt of the invoice in accordance with the Prompt Payment Ordinance (MHMC 3.14).
12.5 Default. Before declaring a default, the City shall issue a written cure notice allowing 5 business days to cure.

SECTION 15 - RECORDS AND AUDIT
15.1 Audit. The City may audit Contractor's records relating to this Contract for three (3) years after final payment. Any overpayment found shall be refunded within 30 days or recovered by offset under 7.6.

SECTION 18 - NOTICES
18.1 Notices to Contractor: Northline Snow & Ice Services LLC, 4410 Quarry Road, Marlow Heights, attention: designated contract representative, with a copy by e-mail. Notices to the City: Contracts Office, DPW, 200 Civic Plaza, Room 310.
"""

AMENDMENT_2 = """CITY OF MARLOW HEIGHTS - CONTRACT AMENDMENT
Amendment No.: PW-2024-117-A2
Contract: PW-2024-117 Residential Snow and Ice Control - Zones 3, 4 and 5
Effective date: 2024-10-01
Executed: City 2024-09-27 (D. Okafor for the Director of Public Works); Contractor 2024-09-25 (G. Tamsin, Contract Manager)

1. Section 7.3 is amended by adding subsection (b):
   "(b) Time during which City-furnished materials were unavailable at the designated City facility serving a route, as recorded in the DPW Operations log, shall be excluded from the computation of the service standard for that route."
2. Section 7.4 is deleted and replaced with:
   "7.4 Liquidated damages. For each route not completed within the service standard, Contractor shall pay liquidated damages of $950.00 per route for each six-hour period, or portion thereof, beyond the standard. Total liquidated damages in any month shall not exceed 12% of the Contractor's invoice for that month."
3. Schedule A is amended to assign Salt Dome B (Ferris Yard) as the designated City facility for Zone 5 routes R-17 through R-24, and Salt Dome A (Gannet Street) for Zones 3 and 4.
4. All other terms remain unchanged.
Recitals note: the reduced rate reflects the Contractor's agreement to the 12-hour standard for Zone 5 cul-de-sac routes, previously 16 hours under the 2023 contract.
"""

ZONES = {**{"R-%02d" % i: 3 for i in range(1, 9)},
         **{"R-%02d" % i: 4 for i in range(9, 17)},
         **{"R-%02d" % i: 5 for i in range(17, 25)}}


def _hhmm(base_h, hours):
    """base_h = (day, hour) of storm end; returns 'YYYY-MM-DD HH:MM' after `hours`."""
    day0, month, h0 = base_h
    total_min = int(round((h0 + hours) * 60))
    d, m = divmod(total_min, 24 * 60)
    return "2025-%02d-%02d %02d:%02d" % (month, day0 + d, m // 60, m % 60)


def avl_report():
    events = [("SE-07", (21, 1, 6.0), "2025-01-21 06:00",
               {"R-12": 25.5, "R-14": 15.0}),
              ("SE-09", (11, 2, 18.0), "2025-02-11 18:00",
               {"R-12": 29.0, "R-21": 13.5})]
    lines = ["FLEET AVL - ROUTE COMPLETION REPORT",
             "Contract: PW-2024-117   Vendor: V-10442 Northline Snow & Ice Services LLC",
             "Standard: 12.0 h after declared storm end (base contract 7.3; amendments not applied by this report)",
             "Completion = last segment of route polygon covered with plow-down status; hours = completion - storm end", ""]
    for ev, base, end, late in events:
        lines.append("EVENT %s   declared storm end %s   routes 24" % (ev, end))
        lines.append("route | zone | unit   | truck  | first pass        | completion        | hours | pings | km    | status")
        for i in range(1, 25):
            r = "R-%02d" % i
            truck = "NL-T%02d" % (i + 3)
            unit = "AVL-%d" % (7700 + i * 3)
            first = R.uniform(0.6, 2.4)
            if ev == "SE-09" and r == "R-19":
                lines.append("%s | %d | %s | NL-T22 | %s | -- NO AVL COMPLETION -- | --    | %4d  | %5.1f | MISSING DATA"
                             % (r, ZONES[r], unit, _hhmm(base, first), R.randint(180, 260), R.uniform(9, 14)))
                continue
            h = late.get(r, round(R.uniform(6.2, 11.7), 1))
            status = "LATE" if h > 12 else "OK"
            lines.append("%s | %d | %s | %s | %s | %s | %5.1f | %4d  | %5.1f | %s"
                         % (r, ZONES[r], unit, truck, _hhmm(base, first), _hhmm(base, h), h,
                            R.randint(420, 1900), R.uniform(18, 46), status))
        lines.append("")
    lines += ["EXCEPTIONS",
              "SE-09 R-19: unit AVL-7757 on NL-T22 last ping 2025-02-11 23:41 at Larchmont Ct / Dale Ave, stationary until 2025-02-12 04:10 (tow). "
              "No other AVL unit reported on R-19 polygon for SE-09.",
              "SE-09 R-19: DPW inspector field verification (Insp. K. Marsh, ticket FV-0212-031): route found complete at 2025-02-13 15:30 = 45.5 h after storm end.",
              "SE-07: no exceptions. Two routes LATE (R-12, R-14).",
              "SE-09: three routes LATE or MISSING (R-12, R-19, R-21)."]
    return "\n".join(lines)


def invoice():
    rows = [(1, "Monthly standby fee, February 2025 (24 routes x $1,750.00)", "1 mo", 42000.00)]
    ev = [("SE-08 (Feb 03-04)", [(180, 165, "Class A plow truck"), (38, 210, "Class B loader"), (44, 95, "Pickup w/ plow"), (16, 140, "Class C dump (hauling)")]),
          ("SE-09 (Feb 11-12)", [(200, 165, "Class A plow truck"), (52, 210, "Class B loader"), (51, 95, "Pickup w/ plow"), (22, 140, "Class C dump (hauling)")]),
          ("SE-10 (Feb 19-20)", [(118, 165, "Class A plow truck"), (8, 210, "Class B loader"), (26, 95, "Pickup w/ plow")])]
    n = 2
    for name, items in ev:
        for hrs, rate, what in items:
            rows.append((n, "%s - %s, %d hrs @ $%d.00" % (name, what, hrs, rate), "%d h" % hrs, hrs * rate))
            n += 1
    salt = 212 * 96.0
    sub = sum(r[3] for r in rows) + salt
    mob = 186420.00 - sub
    rows.append((n, "SE-10 (Feb 19-20) - Class C dump (hauling), mobilization and hauling, lump sum", "1 ls", mob))
    rows.append((14, "De-icing salt applied, February events, 212 tons @ $96.00/ton", "212 t", salt))
    assert rows[-2][0] == 13, rows[-2][0]
    out = ["INVOICE INV-NL-2025-0214",
           "From: Northline Snow & Ice Services LLC, 4410 Quarry Road, Marlow Heights   Vendor V-10442",
           "To: City of Marlow Heights, DPW Contracts Office   Contract PW-2024-117   PO 4500-88172",
           "Invoice date: 2025-02-27   Received (AP stamp): 2025-02-28   Terms: Net 30 (due 2025-03-30)",
           "Period: 2025-02-01 to 2025-02-28", "",
           "line | description | qty | amount"]
    for r in rows:
        out.append("%d | %s | %s | $%s" % (r[0], r[1], r[2], format(r[3], ",.2f")))
    total = sum(r[3] for r in rows)
    assert abs(total - 186420.0) < 0.005
    out += ["", "TOTAL DUE: $186,420.00",
            "Liquidated damages: none applicable per contractor records.",
            "Remit to: Northline Snow & Ice Services LLC, acct ****4471",
            "",
            "ERP status: Received / Pending approval   AP clerk: J. Whitfield   Approver: D. Okafor",
            "Related: INV-NL-2025-0117 (January, $201,365.00) paid 2025-02-10 in payment run PR-2025-02-07, no deductions taken.",
            "Next scheduled payment run: PR-2025-03-21 (Fri 2025-03-21)"]
    return "\n".join(out)


def ops_log():
    out = ["DPW OPERATIONS LOG - search: date 2025-02-11..2025-02-12, keywords: salt, dome, closure, Zone 5",
           "entry | time | author | text"]
    fixed = [("01", "11 14:05", "NWS upgrades to winter storm warning, 6-9 in. expected, ending early evening"),
             ("02", "11 15:40", "Call-out issued to all residential contractors (Northline zones 3-5, Keller Bros zones 1-2)"),
             ("03", "11 16:55", "Northline confirms 24 trucks mobilizing; Dome A and Dome B staffed"),
             ("04", "11 18:00", "STORM END declared for SE-09 by duty supervisor R. Dunn (snowfall < 0.1 in/hr all gauges)"),
             ("05", "11 18:20", "Residential service clock starts for SE-09: standard completion 2025-02-12 06:00"),
             ("06", "11 19:05", "Dome A loader L-4 fueling, 10 min hold"),
             ("07", "11 19:45", "Dome B inventory 1,180 t; loader L-7 in service"),
             ("08", "11 20:02", "Dome B loader L-7 hydraulic leak reported by yard attendant")]
    for n, when, text in fixed:
        out.append("OPS-2025-0211-%s | 2025-02-%s | duty desk | %s" % (n, when, text))
    early = ["Keller Bros truck KB-09 loaded Dome A", "Plow complaint Ridge Rd, routed to zone 2",
             "City crew 14 reassigned to Main St bridge", "Dome A line 3 trucks waiting",
             "Radio check zone 4 supervisors OK"]
    R.shuffle(early)
    for i in range(9, 14):
        out.append("OPS-2025-0211-%02d | 2025-02-11 20:%02d | duty desk | %s" % (i, i - 6, early[i - 9]))
    out.append("OPS-2025-0211-14 | 2025-02-11 20:10 | R. Dunn | SALT DOME B CLOSED - loader L-7 out of service, no backup loader on site. "
               "Zone 5 routes R-17 to R-24 cannot reload. Contractors instructed to hold or divert to Dome A (35 min). "
               "REOPENED 2025-02-12 02:40 with loader L-2 from Gannet St. Closure duration 6 h 30 min.")
    late = ["Dome A queue 6 trucks", "Northline supervisor reports zone 4 on schedule",
            "Pothole report Elm/3rd forwarded to streets", "Fuel delivery Ferris Yard postponed",
            "Keller Bros zone 1 complete 70%", "Zone 3 arterials complete, residential 40%",
            "Wind advisory, drifting on Hilltop Dr", "Inspector Marsh to start zone 5 checks at 07:00",
            "Dome A queue down to 2 trucks", "Zone 4 residential 65% per Northline supervisor",
            "Keller Bros zone 2 complete", "Zone 3 residential 80%"]
    R.shuffle(late)
    for i in range(15, 27):
        hh, mm = divmod(20 * 60 + 40 + (i - 15) * 29, 60)
        dd = 11 + hh // 24
        out.append("OPS-2025-02%02d-%02d | 2025-02-%02d %02d:%02d | duty desk | %s" % (dd, i, dd, hh % 24, mm, late[i - 15]))
    out.append("OPS-2025-0212-27 | 2025-02-12 02:40 | R. Dunn | Dome B reopened (loader L-2). Zone 5 contractors notified by radio.")
    out.append("")
    out.append("27 entries matched; 1 entry tagged MATERIALS-UNAVAILABLE (OPS-2025-0211-14).")
    return "\n".join(out)


def call_log():
    out = ["DPW OPERATIONS DESK - RECORDED CALL LOG",
           "window: 2025-02-11 23:00 to 2025-02-12 01:00   line: ops desk (555-0100)",
           "call id | start | dur | caller | summary (transcribed by desk)"]
    t = 23 * 60 + 2
    n = 104
    callers = ["resident (Elm St)", "Keller Bros dispatch", "MHPD dispatch", "resident (Hilltop Dr)",
               "City crew 14", "Northline dispatch", "resident (Birch Ln)", "Fire Stn 3"]
    texts = ["unplowed street complaint", "truck KB-11 back in service", "request plow for Main/4th accident scene",
             "drifting on Hilltop, asks for second pass", "bridge deck salted", "zone 3 residential at 55%",
             "car stuck, plow blocked", "access request Oak Ct medical call"]
    while n < 118:
        k = R.randrange(len(callers))
        out.append("CALL-0211-%03d | 2025-02-11 %02d:%02d | %d:%02d | %s | %s" % (
            n, t // 60, t % 60, R.randint(0, 4), R.randint(5, 59), callers[k], texts[k]))
        n += 1
        t += R.randint(3, 4)
    out.append("CALL-0211-118 | 2025-02-11 23:58 | 2:41 | Northline dispatch (S. Pruitt) | Truck NL-T22 down on R-19, "
               "hydraulic failure at approx 23:40 at Larchmont Ct. Substitute NL-T31 being sent from Quarry Rd yard, ETA 01:15. "
               "Desk asked if NL-T31 has AVL - caller: 'it's one of the spares, I don't think it's got a unit yet'. Desk logged, no further action.")
    t = 24 * 60 + 6
    n = 1
    while t < 25 * 60:
        k = R.randrange(len(callers))
        out.append("CALL-0212-%03d | 2025-02-12 %02d:%02d | %d:%02d | %s | %s" % (
            n, (t // 60) % 24, t % 60, R.randint(0, 3), R.randint(5, 59), callers[k], texts[k]))
        n += 1
        t += R.randint(4, 9)
    out.append("")
    out.append("Breakdown calls from contractors in window: 1 (CALL-0211-118). 7.7 notice window: breakdown 23:40, call 23:58 = 18 min.")
    return "\n".join(out)


def materials_log():
    out = ["MATERIALS ISSUE LOG - SALT   period 2025-02-01..2025-02-28   facilities: Dome A (Gannet St), Dome B (Ferris Yard)",
           "ticket | date time | dome | vendor / crew | truck | tons (scale)"]
    nl_target = 148.0
    nl = []
    left = nl_target
    trucks = ["NL-T%02d" % i for i in range(4, 28)] + ["NL-T31"]
    for ev, day in (("SE-08", 3), ("SE-09", 11), ("SE-10", 19)):
        k = {"SE-08": 14, "SE-09": 18, "SE-10": 8}[ev]
        for j in range(k):
            nl.append([day + (j > 9), ev, R.choice(trucks), round(R.uniform(2.8, 5.6), 1)])
    scale = nl_target / sum(x[3] for x in nl)
    for x in nl:
        x[3] = round(x[3] * scale, 1)
    nl[-1][3] = round(nl[-1][3] + nl_target - sum(x[3] for x in nl), 1)
    rows = []
    for d, ev, trk, tons in nl:
        rows.append((d, R.randint(0, 23), R.randint(0, 59), "V-10442 Northline", trk, tons))
    for _ in range(22):
        d = R.choice([3, 4, 11, 12, 19, 20])
        who = R.choice(["City crew 14", "City crew 9", "V-10218 Keller Bros", "V-10218 Keller Bros"])
        rows.append((d, R.randint(0, 23), R.randint(0, 59), who, R.choice(["CT-204", "CT-311", "KB-09", "KB-11"]),
                     round(R.uniform(3, 6), 1)))
    rows.sort()
    for n, (d, h, m, who, trk, tons) in enumerate(rows, 1):
        dome = "B" if (who.startswith("V-10442") and R.random() < 0.6) else "A"
        out.append("MT-25-%04d | 2025-02-%02d %02d:%02d | Dome %s | %s | %s | %.1f" % (2100 + n, d, h, m, dome, who, trk, tons))
    total = sum(x[5] for x in rows if x[3].startswith("V-10442"))
    assert abs(total - nl_target) < 0.05, total
    out += ["", "Summary by vendor/crew:",
            "Total issued to vendor V-10442 (Northline): 148.0 tons on %d tickets" % len(nl),
            "Total issued to V-10218 (Keller Bros) and City crews: see rows above",
            "Contractor-furnished salt is not recorded in this log (contractor scale tickets required under 4.3)."]
    return "\n".join(out)


STREETS = ["Hawthorne", "Larchmont", "Dale", "Birchwood", "Quincy", "Aster", "Fulton", "Granger", "Hollis", "Irving",
           "Juniper", "Kestrel", "Linden", "Marlow", "Norwood", "Orchard", "Pembroke", "Ridgeview", "Sumner", "Tamarack",
           "Upland", "Vesper", "Willow", "Yardley", "Alder", "Beacon", "Cedar", "Dover", "Elgin", "Fairmount"]
SUFFIX = ["Ave", "St", "Ct", "Dr", "Ln", "Pl", "Way", "Cir"]


def schedule_a():
    rr = random.Random(117)
    out = ["", "SCHEDULE A - RESIDENTIAL ROUTES (base contract; A2 facility assignments shown in brackets)",
           "route | zone | lane-mi | cul-de-sacs | designated facility | principal streets"]
    for i in range(1, 25):
        r = "R-%02d" % i
        z = ZONES[r]
        fac = "Dome B (Ferris Yard)" if z == 5 else "Dome A (Gannet St)"
        names = rr.sample(STREETS, 4)
        streets = ", ".join("%s %s" % (n, rr.choice(SUFFIX)) for n in names)
        if r == "R-12":
            streets = "Hawthorne Hill loop (Hawthorne Ave, Summit Ct, Ridge Ln), " + streets
        if r == "R-19":
            streets = "Larchmont Ct, Dale Ave, " + streets
        out.append("%s | %d | %4.1f | %d | %s [A2] | %s" % (r, z, rr.uniform(9.5, 21.0), rr.randint(0, 9), fac, streets))
    out.append("Total: 24 routes, standby fee basis $1,750.00 per route per month (Section 4.1).")
    return "\n".join(out)


def invoice_backup():
    rr = random.Random(214)
    out = ["", "INVOICE BACKUP (vendor-supplied, attached to INV-NL-2025-0214): equipment hours by truck",
           "event | truck | class | call-out | released | hours billed | AVL hours | variance"]
    for ev, day in (("SE-08", "02-03"), ("SE-09", "02-11"), ("SE-10", "02-19")):
        for t in range(4, 28):
            cls = "A" if t < 24 else ("B" if t < 26 else "P")
            h = rr.randint(4, 14) if ev == "SE-10" else rr.randint(7, 16)
            avl = h - rr.choice([0, 0, 0, 0, 0.5, 1])
            if ev == "SE-09" and t == 22:
                out.append("%s | NL-T22 | A | 2025-%s 16:10 | 2025-02-12 04:10 (tow) | 12 | 7.5 | 4.5 (breakdown 23:40, towed)" % (ev, day))
                continue
            out.append("%s | NL-T%02d | %s | 2025-%s %02d:%02d | +%dh | %d | %.1f | %.1f" % (
                ev, t, cls, day, rr.randint(15, 17), rr.choice([0, 10, 20, 30, 40, 50]), h, h, avl, h - avl))
        if ev == "SE-09":
            out.append("SE-09 | NL-T31 | A | 2025-02-12 00:40 | 2025-02-12 10:15 | 10 | -- no AVL unit -- | n/a (spare)")
    out.append("Vendor note: hours per truck from driver timesheets; AVL hours from City fleet export where available.")
    return "\n".join(out)


def breadcrumb():
    rr = random.Random(2211)
    out = ["", "BREADCRUMB - SE-09 route R-19, all AVL units inside route polygon, 2025-02-11 18:00 to 2025-02-12 12:00",
           "time | unit | truck | lat | lon | speed mph | plow | spreader | segment"]
    segs = ["Larchmont Ct", "Dale Ave N", "Dale Ave S", "Sumner Pl", "Orchard Way", "Kestrel Ln", "Vesper Cir"]
    lat, lon = 41.8812, -87.9423
    t = 18 * 60 + 42
    covered = 0
    while t <= 23 * 60 + 41:
        lat += rr.uniform(-0.0009, 0.0011)
        lon += rr.uniform(-0.0011, 0.0010)
        spd = 0 if rr.random() < 0.1 else rr.randint(6, 19)
        seg = segs[min(covered // 9, len(segs) - 1)]
        if t >= 23 * 60 + 36:
            seg, spd = "Larchmont Ct", 0
        out.append("2025-02-11 %02d:%02d | AVL-7757 | NL-T22 | %.5f | %.5f | %d | %s | %s | %s" % (
            t // 60, t % 60, lat, lon, spd, "DOWN" if spd else "UP", "ON" if spd > 8 else "OFF", seg))
        covered += 1
        t += 5
    for stamp in ("2025-02-12 00:00", "2025-02-12 01:00", "2025-02-12 02:00", "2025-02-12 03:00", "2025-02-12 04:05"):
        out.append("%s | AVL-7757 | NL-T22 | 41.88431 | -87.93918 | 0 | UP | OFF | Larchmont Ct (stationary)" % stamp)
    out.append("2025-02-12 04:10 | AVL-7757 | NL-T22 | 41.88431 | -87.93918 | 4 | UP | OFF | (moving, tow)")
    out.append("2025-02-12 04:10 - 12:00 | no AVL unit reported inside the R-19 polygon")
    out.append("Segments of R-19 with plow-down coverage by AVL during SE-09: 41 of 118 (34.7%).")
    return "\n".join(out)


DRIVER_LOG = """
--- attachment text: NL-T31_driver_log_2025-02-12.pdf (OCR) ---
NORTHLINE SNOW & ICE - DRIVER DAILY LOG      Truck: NL-T31 (spare)   Driver: D. Kowalczyk   Date: 02/11-02/12/25
00:40  left Quarry Rd yard, full load (own pile)      01:20  arrived Larchmont Ct, took over R-19 from T22
01:20-03:05  Larchmont Ct, Dale Ave N/S                03:05  Dome B closed - loaded at Dome A (Gannet), back 03:55
03:55-07:10  Sumner Pl, Orchard Way, Kestrel Ln        07:10-09:30  Vesper Cir + intersections salted, route complete
09:30  called dispatch - R-19 done                     10:15  back at yard       Signature: D.K.   Supervisor: L. Ortega
(no odometer or GPS printout attached)
--- attachment text: NL-T22_repair_order_RO-4471.pdf ---
Quarry Rd Fleet Services RO-4471  Unit NL-T22  In: 02/12/25 05:02 (tow)  Complaint: loss of hydraulic pressure, plow/spreader inop.
Cause: ruptured pressure hose at pump outlet. Repair: replace hose assy, refill 11 gal hydraulic fluid. Out: 02/13/25 14:00."""

A3_PREVIEW = """
--- preview, PW-2024-117-A3 v1 ---
AMENDMENT NO. 3 TO CONTRACT PW-2024-117 (Residential Snow and Ice Control - Zones 3, 4 and 5)
Recitals: A. The City issued Notice of Dispute DOC-NTC-0312 on 2025-03-05 regarding Invoice INV-NL-2025-0214.
B. The parties met and conferred under Section 12.2 on 2025-03-24 and wish to resolve the dispute and add a route.
1. Waiver (SE-07). The City waives liquidated damages for event SE-07, routes R-12 and R-14, in the amount of $3,800.00.
2. Added route. Schedule A is amended to add route R-25 (Birch Hollow subdivision: Birch Hollow Dr, Fernbrook Ct, Saddle Ridge Ln;
   approx. 6.2 lane-miles; Zone 5; designated facility Salt Dome B) for the period 2025-03-25 through 2025-04-15.
   Notwithstanding Sections 4.1 and 4.4, no standby fee is payable for R-25. Event rates under Section 4.2 apply. Section 7 applies to R-25.
3. Conditional waiver (SE-09 R-19). The City waives liquidated damages for event SE-09, route R-19, in the amount of $4,750.00,
   provided that operating AVL units reporting to the City fleet system are installed on NL-T31 and all spare and substitute
   trucks by 2025-04-04. If this condition is not met, the waiver is void and the City may deduct the amount under Section 7.6.
4. Damages retained. Liquidated damages of $2,850.00 for event SE-09, route R-12, are final and are retained from Invoice INV-NL-2025-0214.
5. Release. Upon execution, the City will release the balance held on Invoice INV-NL-2025-0214 in excess of the amount in clause 4.
6. Except as amended, the Contract remains in full force. Section 15 is unaffected.
Signatures: City of Marlow Heights ____________  Northline Snow & Ice Services LLC ____________ (designated contract representative)"""

TRAKWISE = """
--- attachment text: Trakwise_quote_Q-22817.pdf ---
TRAKWISE FLEET TELEMATICS   Quote Q-22817   Customer: Northline Snow & Ice Services LLC   Valid 30 days
Install TW-400 AVL unit with plow/spreader sensor harness, City of Marlow Heights fleet feed provisioning:
  NL-T29, NL-T30, NL-T31, NL-T32, NL-T33   5 units x $1,185.00 = $5,925.00   install labor 5 x 2.5 h incl.
Earliest install slot: Wed 9 Apr 2025, 07:00, Trakwise shop, 88 Industrial Pkwy (all 5 units same day).
Feed activation with City fleet system: same day, subject to City IT whitelisting of unit IMEIs (send 48 h before install)."""

"""Generator: blind-nonprofit-fundraising-gala (English). Deterministic (seeded)."""
import random
import sys

sys.path.insert(0, "/work/blind17/author-d")
from convlib import Conv  # noqa: E402

R = random.Random(1708)

FIRST = ["Alicia", "Ben", "Carmen", "Derek", "Elena", "Farah", "Gavin", "Hana", "Isaac", "Jolene",
         "Kwame", "Lena", "Marcus", "Nadia", "Omar", "Paula", "Quinn", "Rosa", "Samir", "Tessa",
         "Umar", "Vera", "Wes", "Ximena", "Yusuf", "Zoe", "Aaron", "Bianca", "Caleb", "Daria",
         "Elliot", "Fiona", "Grant", "Helena", "Ivan", "June", "Kenji", "Lucia", "Mateo", "Noor"]
LAST = ["Abernathy", "Brooks", "Chen", "Delgado", "Eriksen", "Fujita", "Garza", "Holloway", "Iqbal",
        "Jansen", "Kowalski", "Lindqvist", "Mbeki", "Nakamura", "Olsen", "Prescott", "Quiroga",
        "Ramirez", "Sandoval", "Thornton", "Ueda", "Vasquez", "Whitaker", "Yamada", "Zielinski",
        "Armitage", "Bhatt", "Castro", "Dunleavy", "Eng", "Ferreira", "Gallagher", "Haddad", "Ibarra"]


def name():
    return f"{R.choice(FIRST)} {R.choice(LAST)}"


SYSTEM = """You are GalaDesk, the events operations agent for Harbor Light Literacy Alliance, a nonprofit in Seattle, WA. You work for the development team and act through the tools listed below. You can read and amend vendor records, update the CRM, manage ticketing and the auction catalog, keep the event budget sheet, and send e-mail on behalf of the development office (events@harborlightliteracy.org).

Rules:
- Confirm before committing money or signing anything on the organisation's behalf unless the user has already told you the value.
- Show the budget impact of every change that moves cost.
- Never e-mail a donor or sponsor without the development director's approval of the draft.
- Be concise. Use tables when comparing options.

Tools: venue_contract_get, venue_contract_amend, catering_order_get, catering_order_update, ticketing_sales_report, ticketing_update_price, promo_code_update, budget_sheet_get, budget_sheet_update, crm_search, crm_update, sponsorship_tier_update, auction_item_create, auction_item_update, auction_catalog_list, email_inbox_search, email_send, speaker_contract_create, task_create.

Today is Monday, September 29, 2025. Time zone: America/Los_Angeles."""


def venue_contract():
    clauses = [
        ("1. PARTIES", "This Event Services Agreement (\"Agreement\") is entered into between Alder Glasshouse LLC, 1120 Lakeview Avenue East, Seattle, WA 98102 (\"Venue\") and Harbor Light Literacy Alliance, a Washington nonprofit corporation (\"Client\"). Venue contact: Corinne Hale, Senior Event Manager, corinne.hale@alderglasshouse.com, (206) 555-0148. Client contact: Dana Whitfield, Director of Development, dana.whitfield@harborlightliteracy.org."),
        ("2. EVENT", "Event name: Turn the Page Gala 2025. Event date: Saturday, November 8, 2025. Spaces: Main Conservatory Hall and North Terrace (covered). Guest arrival 5:00 PM; event end 11:00 PM. Load-in for Client vendors from 1:00 PM; load-out complete by 12:30 AM. Maximum capacity for a seated dinner with stage and auction display: 300 guests. Standing reception capacity: 420."),
        ("3. RENTAL FEE", "Facility rental fee: $12,500.00 (nonprofit rate; standard rate $16,800.00). The fee includes: tables (60\" rounds) for up to 300, Chiavari chairs, house linens (ivory), the house AV package (two wireless handheld microphones, one lectern microphone, one 7,000-lumen projector with 12' screen, house sound system), one house technician for the event hours, standard cleaning, and coat check staffing for up to 250 coats. Additional coat check staffing is $180.00 per attendant."),
        ("4. PAYMENT SCHEDULE", "Deposit of 50% ($6,250.00) due on signature; received August 4, 2025 (receipt AG-RCPT-7731). Balance of $6,250.00 due no later than October 24, 2025. Payment by ACH to the account on the attached remittance sheet or by check payable to Alder Glasshouse LLC. Late balance payments incur a 1.5% monthly service charge and the Venue may release the date if the balance is more than 10 days overdue."),
        ("5. OVERTIME", "Event time beyond the contracted end time is billed at $850.00 per hour or part thereof, including house technician and security. Overtime must be requested by the Client's designated on-site contact no later than 10:15 PM on the event date."),
        ("6. OUTSIDE CATERING", "Client may use an approved outside caterer. Saffron & Sage Catering is on the Venue's approved list. Caterer must provide its own certificate of insurance and health permit seven (7) days before the event. A kitchen use fee of $0.00 applies for approved caterers under the nonprofit rate. No open flame cooking inside the Conservatory Hall. All food waste must be removed by the caterer on the event night."),
        ("7. INSURANCE", "Client shall provide a certificate of insurance (COI) for general liability of not less than $2,000,000 per occurrence, naming Alder Glasshouse LLC and its landlord as additional insured with the Venue's required wording, no later than fourteen (14) days before the event. Liquor liability of not less than $1,000,000 is required if alcohol is served; this may be provided by the licensed bar service. Status: COI NOT RECEIVED."),
        ("8. ALCOHOL", "Alcohol service must be provided by a licensed and insured bartending service. Client-donated wine may be served by the licensed service with a corkage fee of $0.00 under the nonprofit rate. Bar closes no later than 10:30 PM."),
        ("9. DECOR AND SIGNAGE", "No nails, tacks, glitter, confetti or loose petals. Freestanding signage and easels are permitted. Hanging installations require Venue approval 21 days in advance. Candles must be enclosed in glass and not exceed 8 inches in height."),
        ("10. CANCELLATION", "Cancellation more than 120 days before the event: deposit refunded less $500. 60-120 days: deposit forfeited. Less than 60 days: 100% of the rental fee is due. Force majeure as defined in Schedule B."),
        ("11. AUCTION AND RAFFLE", "Client is responsible for compliance with Washington State Gambling Commission rules for raffles. Silent auction displays may use up to 24 linear feet of the North Terrace wall. Live auction may use the main stage."),
        ("12. ACCESSIBILITY", "The Venue is ADA accessible; an accessible restroom is on the main level and the North Terrace is step-free. Client should advise the Venue of any guests requiring special seating no later than 7 days before the event."),
        ("13. PARKING AND VALET", "The Venue's lot holds 64 cars. Valet service, if used, must be provided by a licensed operator with its own insurance; the Venue recommends Emerald Valet Co. Street parking on Lakeview Avenue is limited after 6:00 PM."),
        ("14. AMENDMENTS", "Changes to this Agreement must be made in writing as a numbered amendment signed by both parties. Amendment history: none."),
    ]
    out = ["ALDER GLASSHOUSE LLC - EVENT SERVICES AGREEMENT", "Contract ID: VC-2291    Revision: 1    Status: EXECUTED (signed 2025-08-01)", ""]
    for h, b in clauses:
        out.append(h)
        out.append(b)
        out.append("")
    out.append("SCHEDULE A - FLOOR PLAN NOTES")
    for i in range(1, 31):
        out.append(f"  Table {i:>2}: 60\" round, seats 10, zone {'A' if i <= 10 else 'B' if i <= 20 else 'C'}, "
                   f"{'stage-adjacent' if i <= 6 else 'center' if i <= 20 else 'terrace side'}, power drop {'yes' if i % 5 == 0 else 'no'}")
    out.append("")
    out.append("SCHEDULE B - FORCE MAJEURE: acts of God, fire, flood, earthquake, government order, public health emergency, utility failure exceeding 4 hours, or civil unrest that makes the event impossible or unlawful. In such case the deposit is credited toward a new date within 12 months.")
    out.append("")
    out.append("OPEN ITEMS FLAGGED BY VENUE SYSTEM: [1] COI not received (due 2025-10-25). [2] Final floor plan due 2025-10-25. [3] Vendor list with arrival times due 2025-11-01.")
    return "\n".join(out)


def catering_order():
    lines = [
        "SAFFRON & SAGE CATERING - EVENT ORDER",
        "Order: SS-CAT-5512   Revision: 2   Status: CONFIRMED",
        "Client: Harbor Light Literacy Alliance   Event: Turn the Page Gala 2025   Date: 2025-11-08   Venue: Alder Glasshouse",
        "Account manager: Leo Brandt (leo.brandt@saffronandsage.com)",
        "",
        "MENU (plated, three course)",
        "  Starter: roasted beet and citrus salad, whipped chevre, pistachio",
        "  Main (guest choice at RSVP): pan-seared king salmon, beurre blanc | braised short rib, celery root puree | wild mushroom risotto (V, GF)",
        "  Dessert: dark chocolate pot de creme, hazelnut tuile",
        "  Passed appetizers during reception (3 per guest): dungeness crab cakes, caprese skewers (V), mushroom tartlets (V)",
        "",
        "PRICING",
        "  Plated dinner incl. passed appetizers ........ $118.00 per person",
        "  Service charge ............................... 22%",
        "  WA sales tax (Seattle) ....................... 10.25% on food + service",
        "  Effective all-in per guest ................... $158.72",
        "",
        "HEADCOUNT",
        "  Guaranteed headcount: 220 guests",
        "  Vendor meals (band, photographer, AV): 9 @ $32.00 (billed separately, included in AV/vendor budget lines)",
        "  Final guarantee due: 2025-10-24 (10 business days prior). Headcount may increase after guarantee subject to availability; it may not decrease.",
        "",
        "DIETARY (from RSVP data as of 2025-09-26)",
        "  Vegetarian 23 | Vegan 6 | Gluten-free 11 | Nut allergy 4 | Shellfish allergy 7 | Kosher-style 2",
        "",
        "ESTIMATED TOTAL at 220: $34,917.00 (deposit paid $8,000.00 on 2025-08-12; balance due 3 days after event)",
        "",
        "STAFFING: 1 captain, 1 per 10 guests servers, 4 kitchen, 2 dish. Staff arrive 2:00 PM.",
        "RENTALS: china, flatware, glassware included. Linens supplied by venue.",
        "REVISION LOG:",
        "  r1 2025-07-30 order created (headcount 180)",
        "  r2 2025-09-02 headcount 180 -> 220, added mushroom risotto option",
    ]
    return "\n".join(lines)


def sales_report(asof, n_ind, n_tables, comps, seed_rows):
    rows = []
    rr = random.Random(seed_rows)
    for i in range(n_ind):
        d = f"2025-{rr.choice(['08', '09'])}-{rr.randint(1, 28):02d}"
        rows.append(f"  ORD-{51000 + i*7 + rr.randint(0, 6)} | {d} | Individual | 1 | $175.00 | "
                    f"{rr.choice(FIRST)} {rr.choice(LAST)} | {rr.choice(['salmon', 'short rib', 'risotto'])}"
                    f"{' | promo EARLYBIRD25' if rr.random() < 0.18 else ''}")
    for t in range(n_tables):
        rows.append(f"  ORD-{52000 + t*11} | 2025-{rr.choice(['08', '09'])}-{rr.randint(1, 28):02d} | Table of 10 | 10 | $1,600.00 | "
                    f"{rr.choice(['Lakeside Realty', 'Puget Family Dental', 'Northwest Paper Co.', 'Green Lantern Books', 'Summit Engineering', 'Orca Law Group', 'Rainier Credit Services', 'Westlake Pediatrics', 'Canal Street Bakery', 'Harbor Rotary Club'])} (host: {rr.choice(FIRST)} {rr.choice(LAST)})")
    seats = n_ind + 10 * n_tables + comps
    head = [f"TICKETING SALES REPORT - event EVT-TTP25 (Turn the Page Gala 2025) - as of {asof}",
            "Ticket types:",
            f"  IND   Individual .......... $175.00   sold {n_ind}",
            f"  TBL10 Table of 10 ......... $1,600.00 sold {n_tables} ({n_tables*10} seats)",
            f"  COMP  Complimentary ....... $0.00     issued {comps} (sponsor seats, board, honorees)",
            f"TOTAL SEATS COMMITTED: {seats}",
            f"Gross ticket revenue: ${n_ind*175 + n_tables*1600:,.2f}   Processing fees absorbed: ${(n_ind*175 + n_tables*1600)*0.029:,.2f}",
            "Active promo codes: EARLYBIRD25 (25% off IND, no end date), BOARDGUEST (comp), STAFF50 (50% off IND, limit 10)",
            "",
            "ORDERS (order | date | type | qty | amount | purchaser | meal)"]
    daily = ["", "DAILY SALES (date | IND | TBL10 | gross | page views | conversion)"]
    for d in range(1, 61):
        mo, dd = (8, d) if d <= 31 else (9, d - 31)
        if mo == 9 and dd > 30:
            break
        ni, nt = rr.randint(0, 6), (1 if rr.random() < 0.12 else 0)
        pv = rr.randint(40, 420)
        daily.append(f"  2025-{mo:02d}-{dd:02d} | {ni} | {nt} | ${ni*175 + nt*1600:,} | {pv} | {((ni+nt)/pv*100):.1f}%")
    return "\n".join(head + rows + daily)


def budget_sheet(rev, lines, note):
    out = [f"BUDGET SHEET GALA25-BUDGET  (revision {rev})  - Turn the Page Gala 2025",
           "line | category | vendor | status | amount | notes"]
    tot = 0
    for i, (cat, vendor, status, amt, n) in enumerate(lines, 1):
        tot += amt
        out.append(f"B{i:02d} | {cat} | {vendor} | {status} | ${amt:,.0f} | {n}")
    out.append(f"PROJECTED TOTAL EXPENSES: ${tot:,.0f}")
    out.append(note)
    return "\n".join(out), tot


BASE_LINES = [
    ("Venue rental", "Alder Glasshouse (VC-2291)", "contracted", 12500, "deposit $6,250 paid 8/4; balance $6,250"),
    ("Catering", "Saffron & Sage (SS-CAT-5512)", "contracted", 34917, "220 x $158.72 all-in"),
    ("AV upgrade", "Cascade Stage & Sound", "quoted", 2400, "LED uplights x24, second screen for auction, livestream-ready mixer"),
    ("Florals", "Fern & Fable Floral", "contracted", 3800, "30 centerpieces + stage arrangement"),
    ("Printed programs", "Minuteman Press Capitol Hill", "quoted", 2150, "320 copies, 16pp, saddle-stitched"),
    ("Photo booth", "SnapHappy Booths", "quoted", 1450, "4 hrs, digital + prints"),
    ("Photographer", "Mireille Tran Photography", "contracted", 1900, "5 hrs + edited gallery"),
    ("Entertainment", "Lakeview Jazz Trio", "contracted", 2200, "reception + dinner sets"),
    ("Auction platform", "BidBright", "contracted", 1400, "license + 60 bid tablets"),
    ("Keynote honorarium", "Dr. Miriam Okafor", "confirmed", 2500, "keynote speaker; honorarium only, travel local"),
    ("Decor and rentals", "Emerald Event Rentals", "contracted", 3150, "lounge furniture, lanterns, stage riser"),
    ("Signage", "SignCraft Seattle", "quoted", 780, "easels, sponsor board, table numbers"),
    ("Event insurance", "Brightline Insurance Brokers", "bound", 1150, "GL $2M policy; COI to be issued"),
    ("Staffing and security", "Sentinel Event Security", "contracted", 1700, "2 guards, 6 hrs; volunteer meals"),
    ("Valet", "Emerald Valet Co.", "contracted", 1200, "6 attendants"),
    ("Contingency", "-", "reserve", 1500, "held by finance"),
]


def crm_listing():
    rows = ["CRM SEARCH: segment='Gala 2025 sponsors + major donors'  (results: 64)",
            "record | organisation / donor | contact | email | tier/ask | status | last touch | owner"]
    named = [
        ("DON-40118", "Harmon Bank", "Ruth Castellanos", "ruth.castellanos@harmonbank.com", "Platinum $25,000", "verbal yes (call 9/25), no agreement", "2025-09-25", "D. Whitfield"),
        ("DON-40231", "Cascade Dental Group", "Dr. Evan Moreau", "emoreau@cascadedental.com", "Gold $10,000", "SIGNED, invoice paid", "2025-09-10", "D. Whitfield"),
        ("DON-40307", "Northlight Credit Union", "Sharon Ibe", "sibe@northlightcu.org", "Gold $10,000", "proposal sent, awaiting committee 10/14", "2025-09-19", "M. Osei"),
        ("DON-40412", "Pike & Vine Wine Co.", "Tomas Lindgren", "tomas@pikeandvine.com", "Silver $5,000", "SIGNED, invoice open", "2025-09-12", "M. Osei"),
        ("DON-40415", "Ballard Printworks", "Amy Cho", "amy@ballardprintworks.com", "Silver $5,000", "SIGNED, paid", "2025-08-28", "M. Osei"),
        ("DON-40502", "Sound Transit Federal Credit", "Luis Ortega", "lortega@stfcu.org", "Platinum $25,000", "declined for 2025 (budget), open to 2026", "2025-09-08", "D. Whitfield"),
    ]
    for r in named:
        rows.append(" | ".join(r))
    statuses = ["cultivating", "ask scheduled", "gave 2024, not yet asked", "proposal sent", "pledged (individual)", "declined", "no response"]
    asks = ["Individual $2,500", "Individual $1,000", "Individual $5,000", "Silver $5,000", "Table host", "Individual $10,000", "Auction donor"]
    for i in range(84):
        rid = f"DON-{40600 + i*13}"
        nm = name()
        em = nm.lower().replace(" ", ".") + R.choice(["@gmail.com", "@outlook.com", "@comcast.net", "@uw.edu"])
        rows.append(f"{rid} | {nm} (individual) | {nm.split()[0]} | {em} | {R.choice(asks)} | {R.choice(statuses)} | 2025-0{R.choice([7, 8, 9])}-{R.randint(1, 28):02d} | {R.choice(['D. Whitfield', 'M. Osei', 'K. Baptiste'])}")
    rows.append("")
    rows.append("SPONSORSHIP TIERS (config sponsorship_tiers_2025):")
    rows.append("  SP25-PLAT  Platinum  $25,000  slots 2  benefits: 2 tables (20 seats), stage mention, logo on all screens, full-page program ad, keynote intro")
    rows.append("  SP25-GOLD  Gold      $10,000  slots 4  benefits: 1 table (10 seats), logo on screens, half-page program ad")
    rows.append("  SP25-SILV  Silver    $5,000   slots 6  benefits: 4 seats, logo on sponsor board, name in program")
    return "\n".join(rows)


AUCTION_SEED = [
    ("Seattle Kraken suite for 12 (one regular-season game)", "Climate Pledge Arena corporate partner", 4800, 2000),
    ("Week in a Maui condo (Kaanapali, sleeps 6)", "The Abernathy family", 3500, 1400),
    ("Private wine tasting for 10 at Pike & Vine", "Pike & Vine Wine Co.", 1800, 700),
    ("Signed Seahawks helmet", "Lakeside Realty", 900, 300),
    ("Family portrait session + 16x20 print", "Mireille Tran Photography", 1200, 450),
    ("Orcas Island kayak tour for 4", "Shearwater Adventures", 760, 300),
    ("One year of monthly flowers", "Fern & Fable Floral", 1440, 500),
    ("Cooking class for 6 with chef Ana Beltran", "Canal Street Bakery", 1100, 400),
    ("Round of golf for 4 at Sahalee", "Dr. Evan Moreau", 2000, 800),
    ("Children's library of 100 books", "Green Lantern Books", 1500, 500),
    ("Spa day for 2 at Olympic Wellness", "Olympic Wellness Spa", 650, 250),
    ("Whistler ski weekend, 2 nights", "The Eriksen family", 2600, 1000),
    ("Seattle Symphony season subscription for 2", "Anonymous", 1300, 500),
    ("Custom bike fitting and tune-up", "Ballard Cycle Works", 480, 180),
    ("Reserved parking spot for a year at HQ", "Harbor Light board", 1200, 400),
    ("Walla Walla winery tour for 4", "Pike & Vine Wine Co.", 2200, 850),
    ("Dinner for 6 cooked in your home", "Chef Marcus Holloway", 1800, 700),
    ("Original watercolor 'Elliott Bay at Dusk'", "Lena Fujita (artist)", 2400, 900),
    ("Seaplane tour for 2 over the San Juans", "Kenmore Air partner", 1100, 450),
    ("Book club visit from a local author", "Elliot Bay Book Co. friends", 500, 150),
    ("Private yoga series (6 sessions)", "Tessa Ramirez", 540, 200),
    ("Ferry-side cabin weekend, Vashon", "The Nakamura family", 900, 350),
    ("Mariners Diamond Club seats for 4", "Orca Law Group", 2800, 1100),
    ("Backyard landscaping consult + plants", "Cedar & Moss Gardens", 1000, 350),
    ("Tech bundle: tablet + e-reader", "Summit Engineering", 850, 300),
    ("Brewery takeover party for 20", "Fremont Brewing friends", 2500, 950),
    ("Jewelry: silver tide-pool pendant", "Rosa Quiroga Studio", 620, 220),
    ("Pet-care package (grooming x6)", "Westlake Pet Spa", 480, 160),
    ("Hot-air balloon flight for 2 (Woodinville)", "Anonymous", 700, 280),
    ("Pie of the month for a year", "Canal Street Bakery", 600, 200),
]


def auction_catalog(chef_size):
    rows = ["BIDBRIGHT CATALOG - Turn the Page Gala 2025 (event EVT-TTP25)",
            "item | title | donor | FMV | opening bid | increment | type | status"]
    tot_fmv = 0
    for i, (t, d, fmv, ob) in enumerate(AUCTION_SEED, 1):
        tot_fmv += fmv
        typ = "LIVE" if fmv >= 2500 else "SILENT"
        rows.append(f"AUC-{i:03d} | {t} | {d} | ${fmv:,} | ${ob:,} | ${max(25, round(ob*0.1/25)*25):,} | {typ} | published")
    extra = [
        ("AUC-031", "Lake Chelan lakefront cabin, 3 nights (sleeps 8)", "The Ostrander family", 2400, 900, "LIVE", "published - WARNING in-kind gift form unsigned"),
        ("AUC-032", f"Chef's table for {chef_size} at Brasa Norte", "Brasa Norte restaurant", 3200, 1200, "LIVE", "published"),
        ("AUC-033", "Signed first-edition set: 'The Salt Road' trilogy", "Jansen Rare Books", 1350, 500, "SILENT", "published"),
    ]
    for e in extra:
        tot_fmv += e[3]
        rows.append(f"{e[0]} | {e[1]} | {e[2]} | ${e[3]:,} | ${e[4]:,} | ${max(25, round(e[4]*0.1/25)*25):,} | {e[5]} | {e[6]}")
    rows.append(f"ITEMS: 33 (LIVE 10, SILENT 23)   TOTAL FMV: ${tot_fmv:,}")
    rows.append("Platform note: items with opening bid above 45% of FMV tend to close without bids (BidBright benchmark).")
    return "\n".join(rows), tot_fmv


def inbox(query, crucial):
    R2 = random.Random(sum(map(ord, query)) + 17)
    noise_subj = ["Volunteer shift sign-up reminder", "Re: Table 14 seating request", "BidBright: weekly item digest",
                  "Invoice 2209 from SignCraft Seattle", "Re: board packet for Oct meeting", "Newsletter proofs v3",
                  "Re: parking for the band", "Lakeview Jazz Trio set list", "Fwd: photo release forms",
                  "Re: dietary question from a table host", "Auction donor thank-you letters", "Re: wine pairing"]
    out = [f"INBOX SEARCH q=\"{query}\" mailbox=events@harborlightliteracy.org  (showing newest first)"]
    items = list(crucial)
    for i in range(17):
        s = R2.choice(noise_subj)
        who = name()
        body = (f"Hi Dana, quick note on {s.lower().replace('re: ', '')}. "
                + R2.choice(["Nothing urgent, just keeping you in the loop.",
                             "Let me know if you need anything else from me before the gala.",
                             "I've attached the latest version; changes are highlighted in yellow.",
                             "We can discuss at Thursday's check-in if easier."])
                + " " + R2.choice(["I also wanted to flag that two volunteers asked whether they can bring a plus-one to the after-party; I told them I'd check with you.",
                                   "The committee liked last year's format, so we kept the same order of events and the same timing for the paddle raise.",
                                   "Please let me know if the table assignments need to change because of the new sponsor commitments.",
                                   "For the record, we are still waiting on two item photos from donors, but they promised them by the end of the week.",
                                   "I double-checked the numbers against the spreadsheet and everything reconciles except one refund, which is now processed."])
                + f" Thanks, {who.split()[0]}")
        items.append((f"2025-09-{R2.randint(20, 29):02d} {R2.randint(8, 18):02d}:{R2.randint(0, 59):02d}",
                      f"{who} <{who.lower().replace(' ', '.')}@example.org>", s, body))
    for dt, frm, subj, body in items:
        out.append("-" * 60)
        out.append(f"Date: {dt}\nFrom: {frm}\nSubject: {subj}\n\n{body}")
    return "\n".join(out)


def build():
    c = Conv("blind-nonprofit-fundraising-gala",
             "Harbor Light 'Turn the Page Gala 2025': venue, catering, sponsors, auction, keynote swap, budget cap",
             SYSTEM)

    # ---------------- turn 1
    u1 = c.user("Hi. I'm Dana Whitfield, development director. We're running the Turn the Page Gala on Saturday Nov 8 at the Alder Glasshouse and I need help getting it over the line in the next six weeks. The goal is $240,000 gross raised across tickets, sponsorships and auction. Hard rule from the board: total event expenses cannot go over $85,000. Start by pulling the venue contract and the catering order and tell me where we stand.")
    c.model("I'll pull both records.", [
        ("venue_contract_get", {"contract_id": "VC-2291", "include": ["clauses", "schedules", "open_items"]}),
        ("catering_order_get", {"order_id": "SS-CAT-5512"}),
    ])
    c.tool(venue_contract(), catering_order())
    c.model("""## Where we stand

**Venue - Alder Glasshouse (contract VC-2291, executed)**
| Item | Status |
|---|---|
| Date / hours | Sat **Nov 8**, guests 5:00-11:00 PM, load-in from 1:00 PM |
| Capacity | **300** seated with stage + auction display |
| Rental | $12,500 (nonprofit rate); deposit $6,250 paid Aug 4, **balance $6,250 due Oct 24** |
| Overtime | $850/hour or part, must be requested by 10:15 PM |
| Insurance | **COI not received** - $2M GL naming Alder Glasshouse LLC + landlord, venue wording, due 14 days out |

**Catering - Saffron & Sage (order SS-CAT-5512, rev 2)**
| Item | Status |
|---|---|
| Menu | plated 3-course + 3 passed apps, salmon / short rib / risotto |
| Price | $118 pp + 22% service + 10.25% tax = **$158.72 all-in per guest** |
| Guarantee | **220 guests**, final number due Oct 24, can go up after that but never down |
| Estimated total | $34,917 |
| Account manager | Leo Brandt |

**Things that need attention**
1. The COI is the only hard blocker on the venue side.
2. 220 may be low. I don't know where ticket sales are yet, and the catering guarantee should follow sales.

Want me to pull the ticket sales report and the budget sheet so we can check headcount against the $85,000 cap?""")

    # ---------------- turn 2
    c.user("Yes, both.")
    c.model(None, [
        ("ticketing_sales_report", {"event_id": "EVT-TTP25", "include_orders": True}),
        ("budget_sheet_get", {"sheet_id": "GALA25-BUDGET"}),
    ])
    b1, tot1 = budget_sheet(6, BASE_LINES, "Cap (board, 2025-09-15): $85,000. Headroom: $10,303. Last edited by K. Baptiste 2025-09-26.")
    c.tool(sales_report("2025-09-29 09:12", 128, 9, 18, 11), b1)
    c.model(f"""## Headcount vs. catering

| | Seats |
|---|---|
| Individual tickets ($175) | 128 |
| Tables of 10 ($1,600) | 9 tables = 90 |
| Comps (sponsors, board, honorees) | 18 |
| **Committed today** | **236** |
| Catering guarantee | 220 |

We're already **16 seats over** the catering guarantee, with six weeks of sales still to go.

## Budget (GALA25-BUDGET rev 6)
Projected expenses **${tot1:,}** against the $85,000 cap, so **$10,303 of headroom**. Catering is the line that moves: each extra guest costs $158.72 all-in.

| Option | Guarantee | Catering cost | Projected total | Headroom |
|---|---|---|---|---|
| A - raise now | 250 | $39,679 | $79,459 | $5,541 |
| B - match sales only | 240 | $38,093 | $77,873 | $7,127 |
| C - wait for Oct 24 | 220 for now | $34,917 | $74,697 | $10,303 |

Raising is free until the guarantee date, but Saffron & Sage staff and order fish against the current number. I'd lean **A**, since 236 committed already and tables usually keep selling in the last month. Which one?""")

    # ---------------- turn 3
    u3 = c.user("Go to 250. Leo knows we're growing.")
    c.model("Raising the guarantee to 250.", [
        ("catering_order_update", {"order_id": "SS-CAT-5512", "changes": {"guaranteed_headcount": 250},
                                   "note": "Ticket sales at 236 committed seats on 9/29; raising guarantee ahead of final count due 10/24. Dietary split to follow from RSVP export.",
                                   "notify_account_manager": True}),
    ])
    c.tool("""ORDER UPDATED: SS-CAT-5512
Revision: 3 (was 2)
guaranteed_headcount: was 220 -> now 250
estimated_total: was $34,917.00 -> now $39,679.00
Notification sent to account manager.
NOTICE FROM VENDOR: Effective 2025-09-29, Leo Brandt has moved to our corporate accounts team. Your new account manager is Priya Natarajan (priya.natarajan@saffronandsage.com, 206-555-0193). All open orders have been reassigned; Leo is cc'd on this change for continuity.""")
    c.model("""Done.
- **SS-CAT-5512 rev 3**: guarantee **220 -> 250**, estimate now **$39,679**.
- Budget projection: **$79,459**, so $5,541 under the $85,000 cap.
- Heads-up: Saffron & Sage reassigned the account today. **Priya Natarajan** (priya.natarajan@saffronandsage.com) replaces Leo Brandt as our account manager, and the update notice went to her.""")
    c.stale_item("Catering guarantee 220 guests (raised to 250 in message 9)", ["guarantee", "220"], u3)

    # ---------------- turn 4
    c.user("Good. Now sponsorships. Current tiers are Platinum 25k, Gold 10k, Silver 5k. Pull who's committed from the CRM. And remember, nothing goes out to a sponsor without me seeing the draft.")
    c.model("Pulling the sponsor and major-donor segment.", [
        ("crm_search", {"segment": "Gala 2025 sponsors + major donors", "fields": ["tier", "status", "last_touch", "owner", "email"], "limit": 100}),
    ])
    c.tool(crm_listing())
    c.model("""## Sponsorship status

| Tier | Price | Slots | Signed | Pending | Open |
|---|---|---|---|---|---|
| Platinum | $25,000 | 2 | 0 | Harmon Bank (verbal yes 9/25, no agreement) | 1 (Sound Transit FCU declined) |
| Gold | $10,000 | 4 | Cascade Dental Group (paid) | Northlight Credit Union (committee 10/14) | 2 |
| Silver | $5,000 | 6 | Pike & Vine (invoice open), Ballard Printworks (paid) | - | 4 |

**Signed cash: $20,000** ($10,000 paid + $5,000 paid + $5,000 invoiced). If Harmon Bank and Northlight both close, that rises to $55,000.

**A pricing observation on Gold.** A Gold sponsor gets a table of 10, and a table sells for $1,600. That means Gold buys $8,400 of visibility plus a half-page ad, while Silver gets 4 seats for $5,000. There is a big gap between Gold and Platinum.

| | Option 1 (keep) | Option 2 | Option 3 |
|---|---|---|---|
| Gold price | $10,000 | **$12,000** | $15,000 |
| Add to Gold | - | live-auction paddle raise mention + logo on bid tablets | stage mention + full-page ad |
| Risk | leaves money on the table | Northlight's proposal was at $10,000, so honour it | likely slows Northlight and new prospects |

Option 2 would apply to new Gold deals only. Cascade stays at $10,000 and Northlight keeps its quoted price. Your call.""")

    # ---------------- turn 5
    u5 = c.user("Option 2 for gold. Keep silver at 5. Also log Harmon Bank's verbal as a pledge, 25k, contact is Ruth Castellanos.")
    c.model(None, [
        ("sponsorship_tier_update", {"tier_id": "SP25-GOLD", "changes": {"price_usd": 12000, "benefits_add": ["live-auction paddle raise mention", "logo on bid tablets"]},
                                     "grandfather": ["DON-40231", "DON-40307"], "reason": "Gold underpriced vs table value ($1,600); approved by D. Whitfield 9/29"}),
        ("crm_update", {"record_id": "DON-40118", "changes": {"pledge_amount": 25000, "pledge_status": "verbal", "tier": "Platinum", "primary_contact": "Ruth Castellanos"},
                        "activity_note": "Verbal Platinum commitment from Ruth Castellanos on 9/25 call. Agreement not yet sent/signed."}),
    ])
    c.tool("""TIER UPDATED: SP25-GOLD  revision 2
price_usd: was 10,000 -> now 12,000
benefits: + live-auction paddle raise mention, + logo on bid tablets
grandfathered at prior price: DON-40231 (Cascade Dental Group), DON-40307 (Northlight Credit Union)
Sponsor deck 'Gala25_Sponsorship_Deck.pdf' flagged as OUT OF DATE (tier table).""",
           """CRM RECORD UPDATED: DON-40118 Harmon Bank
pledge_amount: was - -> now $25,000.00
pledge_status: was - -> now verbal
tier: was prospect -> now Platinum
primary_contact: Ruth Castellanos (ruth.castellanos@harmonbank.com)
activity logged: ACT-88213""")
    c.model("""Done.
- **Gold (SP25-GOLD rev 2)** is now **$12,000** and adds the paddle-raise mention and a logo on the bid tablets. Cascade Dental (DON-40231) and Northlight (DON-40307) stay at $10,000. Silver is unchanged at $5,000.
- **Harmon Bank (DON-40118)**: $25,000 Platinum pledge logged with status **verbal**, contact Ruth Castellanos (ACT-88213).
- The sponsor deck `Gala25_Sponsorship_Deck.pdf` still shows Gold at the old price. I can draft the corrected deck and a cover note for you to review. I won't send anything.""")
    c.stale_item("Gold sponsorship tier priced at $10,000 for new deals (raised to $12,000, SP25-GOLD rev 2)", ["Gold", "$10,000"], u5)

    # ---------------- turn 6
    c.user("Yes draft it, I'll look later. Auction next: add three items that came in this week. 1) Lake Chelan lakefront cabin, 3 nights, sleeps 8, from the Ostrander family, FMV 2,400, opening bid 900. 2) Chef's table at Brasa Norte, FMV 3,200, opening 1,200. 3) Signed first-edition set of The Salt Road trilogy from Jansen Rare Books, FMV 1,350, opening 500, silent.")
    c.model("Creating the three items in BidBright.", [
        ("auction_item_create", {"event_id": "EVT-TTP25", "title": "Lake Chelan lakefront cabin, 3 nights (sleeps 8)", "donor": "The Ostrander family", "fmv_usd": 2400, "opening_bid_usd": 900, "type": "LIVE"}),
        ("auction_item_create", {"event_id": "EVT-TTP25", "title": "Chef's table for 6 at Brasa Norte", "donor": "Brasa Norte restaurant", "fmv_usd": 3200, "opening_bid_usd": 1200, "type": "LIVE"}),
        ("auction_item_create", {"event_id": "EVT-TTP25", "title": "Signed first-edition set: 'The Salt Road' trilogy", "donor": "Jansen Rare Books", "fmv_usd": 1350, "opening_bid_usd": 500, "type": "SILENT"}),
    ])
    c.tool("ITEM CREATED: AUC-031 'Lake Chelan lakefront cabin, 3 nights (sleeps 8)' LIVE, FMV $2,400, opening $900, increment $100. WARNING: in-kind gift acknowledgment form not on file for donor 'The Ostrander family'. Item is published but cannot be receipted for tax purposes until the form is signed.",
           "ITEM CREATED: AUC-032 'Chef's table for 6 at Brasa Norte' LIVE, FMV $3,200, opening $1,200, increment $100.",
           "ITEM CREATED: AUC-033 \"Signed first-edition set: 'The Salt Road' trilogy\" SILENT, FMV $1,350, opening $500, increment $50.")
    c.model("""Done. All three are in the catalog:

| Item | Title | FMV | Opening | Type |
|---|---|---|---|---|
| AUC-031 | Lake Chelan cabin, 3 nights | $2,400 | $900 | Live |
| AUC-032 | Chef's table at Brasa Norte | $3,200 | $1,200 | Live |
| AUC-033 | The Salt Road first editions | $1,350 | $500 | Silent |

**Warning on AUC-031:** the Ostrander family hasn't signed the in-kind gift acknowledgment form, so the winner can't get a receipt until it's on file.

The sponsor deck draft with Gold at $12,000 is saved as `Gala25_Sponsorship_Deck_v2-DRAFT.pdf` in the shared Gala folder for you to review. Nothing has been sent.""")

    # ---------------- turn 7
    c.user("Show me the whole catalog with opening bids, I want to sanity-check total FMV.")
    c.model(None, [("auction_catalog_list", {"event_id": "EVT-TTP25", "fields": ["title", "donor", "fmv", "opening_bid", "increment", "type", "status"]})])
    cat, fmv = auction_catalog(6)
    c.tool(cat)
    c.model(f"""## Catalog check: 33 items, total FMV **${fmv:,}**

- **Live (10 items):** Kraken suite, Maui week, Whistler, Mariners seats, and the other high-value items, plus AUC-031 and AUC-032.
- **Silent (23 items).**
- Typical galas raise 60-80% of FMV on auction, which puts the expected range at roughly **${round(fmv*0.6, -2):,.0f}-${round(fmv*0.8, -2):,.0f}**.

**Opening bids above 45% of FMV** (BidBright says these tend to close with no bids):
| Item | FMV | Opening | % |
|---|---|---|---|
| AUC-003 Pike & Vine tasting | $1,800 | $700 | 39% (ok) |
| AUC-019 Seaplane tour | $1,100 | $450 | 41% (ok) |
| AUC-005 Portrait session | $1,200 | $450 | 38% (ok) |

Nothing crosses 45%, so the openings look fine. The only open problem in the catalog is the unsigned gift form on AUC-031.""")

    # ---------------- turn 8
    c.user("Wait, the chef's table is for 8 people, not 6. Fix that. Then check my inbox, I think Miriam Okafor's office emailed this morning and I have a bad feeling.")
    okafor_mail = ("2025-09-29 08:41", "Janelle Brooks <jbrooks@okaforpolicy.org>", "Dr. Okafor - Turn the Page Gala keynote",
                   "Dear Dana,\n\nI'm so sorry to write this. Dr. Okafor has been called to testify before the U.S. Senate HELP Committee, and the hearing has been scheduled for November 7 with a follow-up session on the morning of November 8 in Washington, D.C. She will not be able to deliver the keynote at the Turn the Page Gala and has asked me to withdraw her with her sincere apologies. She would be glad to record a 3-minute video greeting if that is helpful, at no cost, and she waives the honorarium.\n\nWarmly,\nJanelle Brooks, Chief of Staff to Dr. Miriam Okafor")
    venue_mail = ("2025-09-29 07:55", "Corinne Hale <corinne.hale@alderglasshouse.com>", "VC-2291 - updated payment schedule (fiscal calendar change)",
                  "Hi Dana,\n\nHeads-up: Alder Glasshouse is closing its fiscal year early this year, so all Q4 event balances are being pulled forward. For VC-2291 the balance of $6,250.00 is now due on October 17, 2025 (previously October 24). I've issued this as Amendment 1 to your agreement, no other terms change. The updated remittance sheet is attached.\n\nAlso still waiting on your COI, no rush yet but it's on my list.\n\nBest,\nCorinne")
    harmon_mail = ("2025-09-28 16:20", "Ruth Castellanos <ruth.castellanos@harmonbank.com>", "Re: Turn the Page Platinum",
                   "Dana, we're in! Our legal team needs to review the sponsorship agreement before I can sign. They've told me it will be October 10 at the earliest. Please send the agreement to me and to legal-contracts@harmonbank.com. Ruth")
    c.model(None, [
        ("auction_item_update", {"item_id": "AUC-032", "changes": {"title": "Chef's table for 8 at Brasa Norte", "description_append": "Seats 8 guests; chef-paired tasting menu with wine."}, "reason": "Correction from D. Whitfield: party size is 8, not 6"}),
        ("email_inbox_search", {"mailbox": "events@harborlightliteracy.org", "query": "Okafor OR keynote OR VC-2291 OR Harmon", "since": "2025-09-26", "limit": 20}),
    ])
    c.tool("ITEM UPDATED: AUC-032 revision 2\ntitle: was \"Chef's table for 6 at Brasa Norte\" -> now \"Chef's table for 8 at Brasa Norte\"\ndescription: appended 'Seats 8 guests; chef-paired tasting menu with wine.'",
           inbox("Okafor OR keynote OR VC-2291 OR Harmon", [okafor_mail, venue_mail, harmon_mail]))
    # index of the tool message with venue date change
    idx_inbox = len(c.messages) - 1
    c.model("""Fixed: **AUC-032** is now "Chef's table for **8** at Brasa Norte" (rev 2). Sorry about that, I typed 6.

Your bad feeling was right. Three e-mails matter:

### 1. Keynote withdrawn
Janelle Brooks (Dr. Okafor's chief of staff) writes that **Dr. Miriam Okafor can't do the keynote**. She has Senate HELP Committee testimony in D.C. on Nov 7-8. She offers a free 3-minute video greeting and waives the $2,500 honorarium.

### 2. Venue balance moved earlier
Corinne Hale issued **Amendment 1 to VC-2291**: the **$6,250 balance is now due Oct 17** (was Oct 24) because the venue changed its fiscal calendar. She's also still waiting on our COI.

### 3. Harmon Bank
Ruth Castellanos confirms the Platinum sponsorship, but **Harmon's legal team won't finish reviewing the agreement before Oct 10**. She wants the agreement sent to her and to legal-contracts@harmonbank.com.

## Replacement keynote options
From the speaker shortlist in your planning doc:

| | Jonah Reyes | Dr. Alana Whitcomb | Councilmember Teresa Liu |
|---|---|---|---|
| Who | Author, *The Salt Road*; grew up in a literacy program | Reading-science researcher, UW | Seattle City Council, literacy caucus |
| Available Nov 8 | yes (agent confirmed in Sept) | yes | probably, unconfirmed |
| Fee | $6,000 + travel (Portland) | $9,500 | none (can't accept honoraria) |
| Fit | strong story, ties to AUC-033 | data-heavy | political, may put off some donors |
| Budget impact vs. Okafor's $2,500 | +$3,500 + travel | +$7,000 | -$2,500 |

Jonah is the best fit for a fundraising room, and his books are already in the auction. Whitcomb would push us close to the cap. Which way do you want to go?""")
    c.stale_item("Venue VC-2291 balance due October 24 (moved to October 17 by Amendment 1)", ["balance", "Oct 24"], idx_inbox)

    # ---------------- turn 9
    u9 = c.user("Jonah. His fee is fine, but cap travel at $800. Send the offer to his agent and use Okafor's video greeting too, that's a nice touch.")
    c.model("Creating the speaker agreement and sending the offer to his agent, Mara Quinn at Bellwether Speakers.", [
        ("speaker_contract_create", {"speaker": "Jonah Reyes", "agency": "Bellwether Speakers", "agent_email": "mara.quinn@bellwetherspeakers.com",
                                     "event_id": "EVT-TTP25", "role": "keynote", "date": "2025-11-08", "slot": "7:45-8:10 PM",
                                     "fee_usd": 6000, "travel_cap_usd": 800, "terms": "Fee payable within 15 days after the event; travel reimbursed at cost up to cap with receipts; 1 hotel night covered inside travel cap."}),
        ("email_send", {"from": "events@harborlightliteracy.org", "to": ["mara.quinn@bellwetherspeakers.com"], "cc": ["dana.whitfield@harborlightliteracy.org"],
                        "subject": "Keynote offer - Turn the Page Gala, Nov 8, Seattle",
                        "body": "Hi Mara,\n\nHarbor Light Literacy Alliance would love Jonah Reyes to deliver the keynote at the Turn the Page Gala on Saturday, November 8, 2025 at the Alder Glasshouse in Seattle (keynote slot 7:45-8:10 PM).\n\nOffer: $6,000 speaking fee plus travel reimbursed at cost up to $800 (including one hotel night). The agreement SPK-2025-014 is attached for e-signature.\n\nWe'd be grateful for an answer by Friday, October 3, as we're finalising the program.\n\nWith thanks,\nDana Whitfield, Director of Development"}),
    ])
    c.tool("""SPEAKER CONTRACT CREATED: SPK-2025-014
speaker: Jonah Reyes (Bellwether Speakers)
role: keynote, 2025-11-08 7:45-8:10 PM
fee: $6,000.00   travel cap: $800.00
status: SENT FOR SIGNATURE (DocuSign envelope 3F2A-77C1) - awaiting speaker/agent signature
note: previous keynote record SPK-2025-009 (Dr. Miriam Okafor) set to WITHDRAWN; honorarium waived.""",
           "EMAIL SENT: message id <msg-20250929-1142-7d1e@harborlightliteracy.org> to mara.quinn@bellwetherspeakers.com cc dana.whitfield@harborlightliteracy.org, attachment SPK-2025-014.pdf")
    c.model("""Done.
- **SPK-2025-014** was created for **Jonah Reyes**: keynote 7:45-8:10 PM, **$6,000 fee + travel capped at $800**. It's out for signature, and I asked Mara Quinn (Bellwether) to answer by **Fri Oct 3**.
- Okafor's record (SPK-2025-009) is marked withdrawn. I'll put her 3-minute video greeting into the program right before Jonah.

**Budget impact:** the speaker line goes from $2,500 to $6,800, which brings the projection to **$83,759**. That is $1,241 under the $85,000 cap. We still need to reply to Janelle to accept the video. Want me to draft that reply?""")
    c.stale_item("Keynote speaker was Dr. Miriam Okafor (withdrew; replaced by Jonah Reyes)", ["Okafor", "keynote"], u9)

    # ---------------- turn 10
    u10 = c.user("Draft it, I'll send it myself. Bigger problem: board call just ended. They trimmed the expense cap to $82,500 because of the audit finding. They also want individual tickets to go from $175 to $195 starting Oct 6; tables stay at $1,600. What do we cut? Pull the budget fresh, K. may have changed things.")
    c.model(None, [("budget_sheet_get", {"sheet_id": "GALA25-BUDGET"})])
    lines2 = [list(x) for x in BASE_LINES]
    lines2[1] = ("Catering", "Saffron & Sage (SS-CAT-5512)", "contracted", 39679, "250 x $158.72 all-in (rev 3)")
    lines2[9] = ("Keynote fee + travel", "Jonah Reyes (SPK-2025-014)", "sent for signature", 6800, "$6,000 fee + travel cap $800")
    lines2[0] = ("Venue rental", "Alder Glasshouse (VC-2291)", "contracted", 12500, "deposit $6,250 paid 8/4; balance $6,250 due 10/17 (Amendment 1)")
    lines2 = [tuple(x) for x in lines2]
    b2, tot2 = budget_sheet(8, lines2, "Cap: $82,500 (board, 2025-09-29, was $85,000). OVER CAP by $1,259. Last edited by K. Baptiste 2025-09-29 (cap updated, keynote line).")
    c.tool(b2)
    c.model(f"""The reply to Janelle accepting the video greeting is in your Drafts folder.

## Budget: GALA25-BUDGET rev 8
K. already updated the cap. Projected **${tot2:,}** against the **$82,500** cap, so we're **$1,259 over**.

## Cut options
| Option | Line | Saves | Trade-off |
|---|---|---|---|
| **A** | Printed programs -> digital program (QR on tables + screens) | $2,150 | older donors like paper; the sponsor ads move to screens |
| **B** | Florals -> smaller centerpieces | ~$2,600 (3,800 -> 1,200) | weaker room look; Fern & Fable is contracted |
| **C** | Drop photo booth | $1,450 | one less sponsor-activation spot |
| **D** | Valet -> shuttle from the Lakeview lot | ~$500 | guest experience in November rain |

Any one of A, B or C fixes the overage on its own. **A + C** would give **$2,341** of headroom, and we'll probably need it, because catering will grow again if sales keep going.

**Ticket price:** the change from $175 to $195 on Oct 6 is a ticketing setting. I'll schedule it with whatever you choose here.""")
    c.stale_item("Board expense cap $85,000 (trimmed to $82,500 on 9/29)", ["$85,000", "cap"], u10)
    c.stale_item("Individual ticket price $175 (raised to $195 from Oct 6)", ["$175", "Individual"], u10)

    # ---------------- turn 11
    u11 = c.user("A and C. Not the flowers, the florist is a board member's daughter.")
    c.model("Applying A + C and scheduling the price change.", [
        ("budget_sheet_update", {"sheet_id": "GALA25-BUDGET", "changes": [
            {"line": "B05", "action": "set_amount", "amount": 0, "status": "cut", "note": "Replaced by digital program (QR cards on tables + screens). Decision D. Whitfield 9/29."},
            {"line": "B06", "action": "set_amount", "amount": 0, "status": "cut", "note": "Photo booth dropped to meet $82,500 cap. Decision D. Whitfield 9/29."},
            {"line": "B04", "action": "annotate", "note": "DO NOT CUT - keep Fern & Fable as contracted (per D. Whitfield)."}],
            "reason": "Board cap trimmed to $82,500"}),
        ("ticketing_update_price", {"event_id": "EVT-TTP25", "ticket_type": "IND", "new_price_usd": 195, "effective_at": "2025-10-06T00:00:00-07:00", "keep_existing_orders": True}),
    ])
    c.tool("""BUDGET UPDATED: GALA25-BUDGET revision 9 (was 8)
B05 Printed programs: was $2,150 -> now $0 (cut)
B06 Photo booth: was $1,450 -> now $0 (cut)
B04 Florals: annotation added
PROJECTED TOTAL: was $83,759 -> now $80,159
CAP: $82,500   HEADROOM: $2,341""",
           """PRICE CHANGE SCHEDULED: EVT-TTP25 / IND
price: $175.00 -> $195.00 effective 2025-10-06 00:00 PDT (schedule id PCS-5530)
existing orders unaffected.
TBL10 unchanged at $1,600.00.
WARNING: promo code EARLYBIRD25 (25% off IND, no end date) will keep applying after the change and will compute against $195.00 (=$146.25). 23 redemptions so far.""")
    c.model("""Done.
- **GALA25-BUDGET rev 9**: printed programs and photo booth are cut. Projection is now **$80,159** against the $82,500 cap, so **$2,341 of headroom**. I marked the florals line "do not cut".
- **Ticket price**: IND goes to **$195** from **Oct 6** 00:00 PDT (PCS-5530). Tables stay at $1,600 and existing orders aren't affected.

**One question: EARLYBIRD25.** It has no end date, so after Oct 6 it would give $195 tickets for $146.25, which is less than the current $175 early price. Should I end it the night before the price change?""")

    # ---------------- turn 12
    c.user("Kill it on the 5th, yes. Side question, did the COI from Brightline ever arrive? Corinne keeps asking.")
    c.model(None, [
        ("promo_code_update", {"event_id": "EVT-TTP25", "code": "EARLYBIRD25", "changes": {"expires_at": "2025-10-05T23:59:00-07:00"}, "reason": "Early-bird ends before IND price rises to $195 on 10/6"}),
        ("email_inbox_search", {"mailbox": "events@harborlightliteracy.org", "query": "certificate of insurance OR COI OR Brightline", "since": "2025-09-01", "limit": 20}),
    ])
    broker_mail = ("2025-09-26 14:03", "Devon Marsh <dmarsh@brightlinebrokers.com>", "Re: COI for Alder Glasshouse",
                   "Hi Dana,\n\nThe policy is bound (GL-4471902, $2M per occurrence). I can issue the certificate the same day, but I need the exact additional insured wording the venue requires: the legal name of their landlord entity and whether they need primary/non-contributory and waiver of subrogation language. Their contract just says 'the Venue's required wording' and doesn't include it. Once I have that I'll issue it by October 3.\n\nDevon Marsh, Account Executive, Brightline Insurance Brokers")
    c.tool("PROMO UPDATED: EARLYBIRD25 expires_at: was (none) -> now 2025-10-05 23:59 PDT. Redemptions to date: 23.",
           inbox("certificate of insurance OR COI OR Brightline", [broker_mail]))
    c.model("""Done: **EARLYBIRD25** ends **Oct 5, 23:59 PDT**.

**COI: not issued yet.** The policy is bound: Brightline GL-4471902, $2M per occurrence. Devon Marsh at Brightline wrote on Sept 26 that he's **blocked on the venue's additional-insured wording**. He needs:
1. the legal name of the venue's **landlord entity**
2. whether they require **primary/non-contributory** and **waiver of subrogation** language

Once he has that, he can issue the certificate by Oct 3. The venue's deadline is Oct 25 (14 days out), so we have time, but this is on us to chase.

Shall I e-mail Corinne for the exact wording and cc Devon so he gets it directly?""")

    # ---------------- turn 13
    c.user("yes, do it")
    c.model(None, [("email_send", {"from": "events@harborlightliteracy.org", "to": ["corinne.hale@alderglasshouse.com"], "cc": ["dmarsh@brightlinebrokers.com", "dana.whitfield@harborlightliteracy.org"],
                                   "subject": "VC-2291 - additional insured wording for our COI",
                                   "body": "Hi Corinne,\n\nThanks for the Amendment 1 notice; we'll pay the $6,250 balance by October 17.\n\nOn the COI: our broker (Devon Marsh, Brightline, cc'd) is ready to issue, but needs the exact additional insured wording required under section 7 of VC-2291:\n1. the full legal name of your landlord entity, and\n2. whether you require primary/non-contributory and waiver of subrogation endorsements.\n\nCould you reply-all with the wording? Devon will issue within a day of receiving it.\n\nThank you,\nDana Whitfield / Harbor Light events team"})])
    c.tool("EMAIL SENT: message id <msg-20250929-1530-a91f@harborlightliteracy.org> to corinne.hale@alderglasshouse.com cc dmarsh@brightlinebrokers.com, dana.whitfield@harborlightliteracy.org")
    c.model("Sent to Corinne, with Devon and you cc'd. The email also confirms we'll pay the **$6,250 balance by Oct 17**. The COI stays open until she replies with the wording.")

    # ---------------- turn 14 (next morning)
    u14 = c.user("Morning. Priya from Saffron & Sage called. She said the final guarantee deadline is Oct 27 now, not Oct 24, and she needs our dietary split with it. Check the latest sales. If we're over 250, bump the guarantee to the committed number plus a 3% buffer, but tell me first if it breaks the cap.")
    c.model("Pulling current sales and Priya's written confirmation.", [
        ("ticketing_sales_report", {"event_id": "EVT-TTP25", "include_orders": True}),
        ("email_inbox_search", {"mailbox": "events@harborlightliteracy.org", "query": "from:priya.natarajan@saffronandsage.com", "since": "2025-09-29", "limit": 5}),
    ])
    priya_mail = ("2025-09-30 08:05", "Priya Natarajan <priya.natarajan@saffronandsage.com>", "SS-CAT-5512 - guarantee date + intro",
                  "Hi Dana,\n\nLovely to speak this morning. As discussed, I've moved your final guarantee deadline to Monday, October 27 (from Oct 24) to give you the extra weekend of sales. Please send the final number together with the dietary split (veg / vegan / GF / allergies) by 5 PM that day. Pricing stays at $118 pp + 22% service + tax.\n\nPriya Natarajan, Account Manager")
    c.tool(sales_report("2025-09-30 08:30", 140, 10, 18, 12), inbox("from:priya.natarajan@saffronandsage.com", [priya_mail]))
    c.model("""## Sales as of Sep 30, 08:30
| | Seats |
|---|---|
| Individual | 140 |
| Tables of 10 | 10 tables = 100 |
| Comps | 18 |
| **Committed** | **258** |

Priya confirmed in writing: **final guarantee due Mon Oct 27, 5 PM** (was Oct 24), with the dietary split. Pricing is unchanged.

## Your rule: 258 + 3% = 265.7, so **266**
| | Guarantee | Catering | Projected total | vs. $82,500 cap |
|---|---|---|---|---|
| Your rule | **266** | $42,218 | $82,698 | **over by $198** |
| Alt 1: smaller buffer | 262 | $41,584 | $82,064 | under by $436 |
| Alt 2: 266 + trim contingency $1,500 -> $1,300 | 266 | $42,218 | $82,698 - $200 | under by $2 |

So yes, it breaks the cap, by $198. Alt 1 keeps about 1.5% buffer. Alt 2 keeps your 3% but leaves almost no slack, and the contingency would drop to $1,300. I haven't changed anything yet.""")
    c.stale_item("Catering final guarantee due Oct 24 (moved to Oct 27 by Priya Natarajan)", ["guarantee", "Oct 24"], u14)

    # ---------------- turn 15
    u15 = c.user("the second one")
    c.model("Going with 266 and trimming contingency.", [
        ("catering_order_update", {"order_id": "SS-CAT-5512", "changes": {"guaranteed_headcount": 266, "final_guarantee_due": "2025-10-27T17:00:00-07:00"},
                                   "note": "258 committed seats on 9/30 + 3% buffer. Final confirmation + dietary split by Oct 27 5 PM.", "notify_account_manager": True}),
        ("budget_sheet_update", {"sheet_id": "GALA25-BUDGET", "changes": [
            {"line": "B02", "action": "set_amount", "amount": 42218, "note": "266 x $158.72 (SS-CAT-5512 rev 4)"},
            {"line": "B16", "action": "set_amount", "amount": 1300, "note": "Contingency trimmed $200 to fund catering buffer; approved D. Whitfield 9/30"}],
            "reason": "Catering guarantee 250 -> 266"}),
    ])
    c.tool("""ORDER UPDATED: SS-CAT-5512
Revision: 4 (was 3)
guaranteed_headcount: was 250 -> now 266
final_guarantee_due: was 2025-10-24 -> now 2025-10-27 17:00
estimated_total: was $39,679.00 -> now $42,218.00
Notification sent to Priya Natarajan.""",
           """BUDGET UPDATED: GALA25-BUDGET revision 10 (was 9)
B02 Catering: was $39,679 -> now $42,218
B16 Contingency: was $1,500 -> now $1,300
PROJECTED TOTAL: was $80,159 -> now $82,498
CAP: $82,500   HEADROOM: $2
WARNING: headroom below 1% of cap. Any further cost increase requires a cut or board approval.""")
    c.model("""Done.
- **SS-CAT-5512 rev 4**: guarantee **250 -> 266**, final confirmation due **Oct 27 5 PM**, estimate $42,218.
- **GALA25-BUDGET rev 10**: contingency is **$1,300** (was $1,500). Projection **$82,498**, **$2 under** the $82,500 cap.

⚠️ With $2 of headroom, any new cost now needs an offsetting cut or board approval. That includes overtime at $850/hr, extra coat check, and Jonah going over his travel cap.""")
    c.stale_item("Catering guarantee 250 guests (raised to 266)", ["guarantee", "250"], u15)
    c.stale_item("Contingency reserve $1,500 (trimmed to $1,300)", ["Contingency", "$1,500"], u15)

    # ---------------- turn 16
    c.user("Great. I'm out Thursday-Friday. Put the open stuff on the task board with owners so Marcus can follow it, and give me a short handover list.")
    c.model(None, [
        ("task_create", {"board": "Gala 2025", "title": "Pay Alder Glasshouse balance $6,250 (VC-2291 Amendment 1)", "owner": "K. Baptiste", "due": "2025-10-17", "notes": "ACH per updated remittance sheet from Corinne Hale. Late = 1.5%/month + risk of date release."}),
        ("task_create", {"board": "Gala 2025", "title": "COI: get venue additional-insured wording to Brightline (GL-4471902)", "owner": "M. Osei", "due": "2025-10-03", "notes": "Waiting on Corinne Hale's reply re landlord entity + primary/non-contributory + waiver of subrogation. Devon Marsh issues within a day. Venue deadline 10/25."}),
        ("task_create", {"board": "Gala 2025", "title": "Chase Jonah Reyes signature on SPK-2025-014", "owner": "M. Osei", "due": "2025-10-03", "notes": "Envelope 3F2A-77C1 with Mara Quinn (Bellwether). Then update digital program + slot Okafor video before keynote."}),
        ("task_create", {"board": "Gala 2025", "title": "Harmon Bank Platinum agreement to Ruth Castellanos + legal-contracts@harmonbank.com", "owner": "D. Whitfield", "due": "2025-10-10", "notes": "Verbal only (DON-40118). Legal review not before 10/10. Dana to approve draft before sending."}),
        ("task_create", {"board": "Gala 2025", "title": "Final catering guarantee + dietary split to Priya Natarajan (SS-CAT-5512)", "owner": "M. Osei", "due": "2025-10-27", "notes": "Currently 266. Can go up, never down. Budget headroom only $2 - any increase needs a cut first."}),
    ])
    c.tool("TASK CREATED: T-1187 due 2025-10-17 owner K. Baptiste",
           "TASK CREATED: T-1188 due 2025-10-03 owner M. Osei",
           "TASK CREATED: T-1189 due 2025-10-03 owner M. Osei",
           "TASK CREATED: T-1190 due 2025-10-10 owner D. Whitfield",
           "TASK CREATED: T-1191 due 2025-10-27 owner M. Osei")
    c.model("""Done. Five tasks are on the **Gala 2025** board.

## Handover for Marcus
| Task | What | Owner | Due |
|---|---|---|---|
| T-1187 | Pay venue balance **$6,250** (VC-2291 Amendment 1) | K. Baptiste | **Oct 17** |
| T-1188 | COI: venue wording -> Brightline (GL-4471902) | M. Osei | Oct 3 |
| T-1189 | Jonah Reyes signature on **SPK-2025-014** | M. Osei | Oct 3 |
| T-1190 | Harmon Bank Platinum agreement (Dana approves the draft first) | D. Whitfield | Oct 10 |
| T-1191 | Final guarantee + dietary split to Priya (**SS-CAT-5512**, now 266) | M. Osei | **Oct 27 5 PM** |

**Still open, not on the board**
- **AUC-031** (Lake Chelan cabin): the Ostrander family's in-kind gift form is unsigned, so the item can't be receipted.
- Two drafts are waiting for your review: the Gold sponsor deck at $12,000 (`Gala25_Sponsorship_Deck_v2-DRAFT.pdf`) and the reply to Janelle accepting Okafor's video.
- Northlight Credit Union (Gold, $10,000 grandfathered) decides at its committee on **Oct 14**.

**Numbers to remember:** 258 seats committed, IND goes to $195 on Oct 6, EARLYBIRD25 ends Oct 5, and the budget is $82,498 against the $82,500 cap.""")

    # ---------------- labels
    L = c.label
    L("user_goal", "Run Harbor Light's Turn the Page Gala (Nov 8, Alder Glasshouse) raising $240,000 gross across tickets, sponsorships and auction while keeping total expenses within the board cap (now $82,500)", ["Turn the Page Gala", "$240,000"])
    L("decision", "Board trimmed the expense cap to $82,500 (from $85,000) because of an audit finding", ["$82,500", "audit finding"])
    L("fact", "Venue VC-2291: capacity 300 seated, rental $12,500, deposit $6,250 paid, overtime $850/hour requested by 10:15 PM", ["300", "$850"])
    L("fact", "Catering pricing: $118 pp + 22% service + 10.25% tax = $158.72 all-in per guest", ["$158.72"])
    L("fact", "Ticket sales as of 9/30: 258 seats committed (140 individual, 10 tables, 18 comps)", ["258", "140"])
    L("fact", "Auction catalog has 33 items (10 live, 23 silent); no opening bids above 45% of FMV", ["33 items", "45%"])
    L("fact", "Dr. Okafor offered a free 3-minute video greeting and waived the honorarium; user wants to use the video", ["3-minute video"])
    L("fact", "Brightline policy GL-4471902 bound ($2M); broker Devon Marsh can issue COI by Oct 3 once venue's additional insured wording is provided", ["GL-4471902", "Devon Marsh"])
    L("fact", "Harmon Bank legal review of the Platinum agreement won't finish before October 10; send to Ruth and legal-contracts@harmonbank.com", ["legal-contracts@harmonbank.com", "October 10"])
    L("fact", "Venue balance $6,250 now due Oct 17 per Amendment 1 to VC-2291", ["Amendment 1", "October 17"])
    L("fact", "Catering account manager is now Priya Natarajan (replaced Leo Brandt)", ["Priya Natarajan"])
    L("decision", "Catering guarantee set to 266 (258 committed + 3% buffer), order SS-CAT-5512 rev 4", ["266", "rev 4"])
    L("decision", "Contingency trimmed to $1,300 to fund the buffer; budget rev 10 projection $82,498 ($2 headroom)", ["$1,300", "$82,498"])
    L("decision", "Gold sponsorship tier raised to $12,000 for new deals (SP25-GOLD rev 2); Cascade Dental and Northlight grandfathered at $10,000; Silver stays $5,000", ["12,000", "grandfathered"])
    L("decision", "Replacement keynote Jonah Reyes: $6,000 fee, travel capped at $800, contract SPK-2025-014 sent for signature", ["SPK-2025-014", "$800"])
    L("decision", "Budget cuts A+C: printed programs (digital program instead) and photo booth cut; florals must not be cut (florist is a board member's daughter)", ["Photo booth", "board member's daughter"])
    L("decision", "Individual ticket price raised to $195 effective Oct 6 (PCS-5530); tables stay $1,600", ["$195", "PCS-5530"])
    L("decision", "Promo code EARLYBIRD25 expires Oct 5 23:59 PDT", ["EARLYBIRD25", "Oct 5"])
    L("decision", "AUC-032 corrected to Chef's table for 8 at Brasa Norte", ["AUC-032", "Chef's table for 8"])
    L("pending_action", "Pay Alder Glasshouse balance $6,250 by Oct 17 (task T-1187, K. Baptiste)", ["T-1187"])
    L("pending_action", "Chase Jonah Reyes signature on SPK-2025-014 via Mara Quinn by Oct 3 (T-1189)", ["T-1189"])
    L("pending_action", "Send Harmon Bank Platinum agreement after Dana approves the draft (T-1190, due Oct 10)", ["T-1190"])
    L("pending_action", "Send final catering guarantee + dietary split to Priya by Oct 27 5 PM (T-1191)", ["T-1191"])
    L("pending_action", "Dana to review drafts: Gold sponsor deck at $12,000 and reply to Janelle accepting Okafor's video", ["Gala25_Sponsorship_Deck_v2-DRAFT.pdf"])
    L("open_issue", "COI not issued: waiting on Corinne Hale's additional insured wording (landlord entity, primary/non-contributory, waiver of subrogation) (T-1188)", ["waiver of subrogation", "T-1188"])
    L("open_issue", "AUC-031 Lake Chelan cabin: Ostrander family in-kind gift form unsigned, item cannot be receipted", ["AUC-031", "Ostrander"])
    L("open_issue", "Harmon Bank $25,000 Platinum still only verbal, no signed agreement", ["Harmon Bank", "no agreement"])
    L("open_issue", "Northlight Credit Union Gold decision at committee Oct 14", ["Northlight", "10/14"])
    L("reference", "Venue contract VC-2291, contact Corinne Hale corinne.hale@alderglasshouse.com", ["VC-2291", "corinne.hale@alderglasshouse.com"])
    L("reference", "Catering order SS-CAT-5512; Priya's email priya.natarajan@saffronandsage.com", ["SS-CAT-5512", "priya.natarajan@saffronandsage.com"])
    L("reference", "Budget sheet GALA25-BUDGET; ticketing event EVT-TTP25", ["GALA25-BUDGET", "EVT-TTP25"])
    L("reference", "Jonah's agent Mara Quinn mara.quinn@bellwetherspeakers.com", ["mara.quinn@bellwetherspeakers.com"])

    c.build("/work/blind17/out/blind-nonprofit-fundraising-gala.json")


if __name__ == "__main__":
    build()

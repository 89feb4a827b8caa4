"""Generator: blind-wedding-venue-flood-rebooking (English).

Hand-written dialogue, facts, value changes and labels; long tool outputs (venue
listing, broadcast log, gauge history, ledger) are generated with a fixed seed.
"""
import json
import random

from convlib import Conv

rng = random.Random(20250901)
OUT = "/work/blind15/out/blind-wedding-venue-flood-rebooking.json"

c = Conv("blind-wedding-venue-flood-rebooking",
         "Wedding rebooking after venue flood (Okafor–Whitcombe, EV-2025-0417)")

c.system(
    "You are Evie, the operations agent for Evergreen & Vine Events, a wedding and events "
    "planning company in Cheltenham, UK. You work for the planners through tools connected to "
    "the firm's CRM (events, contacts, ledgers), the VenueLink marketplace, the vendor portal, "
    "the shared inbox (planning@evergreenvine.co.uk), the client-account payments system, guest "
    "messaging (email and SMS), insurer portals and the reminder/task system.\n\n"
    "Rules:\n"
    "- Confirm with the planner before committing client money, signing or booking anything, or "
    "messaging guests, unless the planner has already told you to.\n"
    "- Record every change on the CRM event file with a short note.\n"
    "- Money is GBP. Be concise; planners are busy. Use tables when comparing options.\n"
    "- Today is Monday 1 September 2025; local time Europe/London."
)

# ---------------------------------------------------------------- turn 1
c.user("Millbrook Barn flooded overnight. Okafor/Whitcombe wedding, Sat 13 Sep, file "
       "EV-2025-0417. Need a new venue, fast. 142 guests, within 40 miles of Stroud, and the "
       "couple want to keep Hearth & Hare and Velvet Tides if at all possible. Venue can't come "
       "in more than £2k over what Millbrook cost. Go.", tag="u1")

c.model("On it — pulling the event file and anything Millbrook has sent.", [
    ("crm_get_event", {"event_id": "EV-2025-0417",
                       "include": ["contacts", "vendors", "payments", "insurance", "documents", "notes"]}),
    ("inbox_search", {"mailbox": "planning@evergreenvine.co.uk",
                      "query": "Millbrook OR flood OR Okafor OR Whitcombe",
                      "since": "2025-08-29T00:00", "limit": 20}),
])

CRM = """EVENT EV-2025-0417   rev 13   (last modified 2025-08-27 16:02 by priya.raman)
Title:        Okafor–Whitcombe Wedding
Status:       CONFIRMED
Event date:   2025-09-13 (Saturday)   ceremony 14:00, carriages 00:00
Venue:        Millbrook Barn, Mill Lane, Stroud GL5 3JR   (VEN-0231)
Guest count:  142 (128 adults, 14 children)   day + evening, no separate evening list
Planner:      Priya Raman      Support: Sam Kerr
Budget:       £48,500 (client-approved 14 Feb 2025)

CLIENTS
  Hannah Okafor     hannah.okafor@fastmail.co.uk    07700 900412   primary contact, policyholder
  James Whitcombe   j.whitcombe@outlook.com         07700 900587

VENDORS
  id       vendor                          contact                                   contract       value                      paid                              balance
  VND-118  Millbrook Barn (venue)          Gareth Lowe  gareth@millbrookbarn.co.uk     MB-2025-044    £9,800.00                  £4,900.00 deposit (PAY-77120, 12 Feb 2025)   £4,900.00 due 2025-09-06
  VND-204  Hearth & Hare Catering          Tomasz Nowak tomasz@hearthandhare.co.uk     HH-3391 rev 2  £8,449.00 (142 x £59.50)   £2,500.00 (PAY-77488, 03 Mar 2025)           £5,949.00 due 2025-09-06
  VND-311  Velvet Tides (band, 7-piece)    Marcus Bell  bookings@velvettides.com       VT-2025-088    £3,200.00                  £800.00 (PAY-77502, 05 Mar 2025)             £2,400.00 on the night
  VND-097  Lena Marsh Photography          Lena Marsh   lena@lenamarsh.photo           LM-25-061      £2,100.00                  £500.00 (PAY-77140, 18 Feb 2025)             £1,600.00 due 2025-09-06
  VND-152  Wild Stem Florals               Ruth Adeyemi ruth@wildstemflorals.co.uk     WS-0719        £1,650.00                  £400.00 (PAY-78210, 02 May 2025)             £1,250.00 due 2025-09-10
  VND-066  Cotswold Cake Co.               orders@cotswoldcake.co.uk                   CC-5521        £520.00                    £520.00 (PAY-78355, 20 May 2025)             —
  VND-240  Paper & Thistle (stationery)    Nia Pryce    studio@paperandthistle.co.uk   PT-8810        £385.00                    £385.00 (PAY-78902, 11 Jul 2025)             — (order of service not yet printed)
  INT      Evergreen & Vine planning fee                                               EVV-0417       £4,800.00                  £4,800.00 (3 instalments)                    —

WEDDING PARTY
  Tom Whitcombe (best man, lead usher)   tom.whitcombe@gmail.com        +65 8123 4471 (Singapore until 10 Sep)
  Kwame Mensah (best man)                kwame.mensah@outlook.com       07700 900346
  Chioma Okafor (maid of honour)         chioma.okafor@gmail.com        07700 900129
  Emmanuel Okafor (father of bride)      e.okafor@btinternet.com        07700 900851
  Martin Whitcombe (father of groom)     martin.whitcombe@gmail.com     07700 900218   (Edith's carer on the day)
  Registrar booking: Gloucestershire Registration Service GRS-25-3318, ceremony 14:00

INSURANCE
  Bellwether Insurance — Wedding Plus (Gold), policy BW-WED-778214
  Policyholder: Hannah Okafor. Nominated planner contact: Priya Raman. Purchased 10 Mar 2025.

DOCUMENTS
  MB-2025-044.pdf (Millbrook contract, signed 12 Feb 2025)      HH-3391_rev2.pdf      VT-2025-088.pdf
  LM-25-061.pdf      WS-0719.pdf      table_plan_v4.xlsx      run_of_day_v6.docx      guest_list_2025-08-27.csv

TABLE PLAN v4 (142)  — top table 8 + 14 round tables
  Top table: Hannah, James, Tom Whitcombe, Kwame Mensah, Chioma Okafor, Emmanuel & Grace Okafor, Martin Whitcombe
  T1 Severn 10 (Okafor family)          T2 Cotswold 10 (Whitcombe family, Edith – exit side)   T3 Frome 10 (uni friends)
  T4 Painswick 10 (Hannah's work)       T5 Slad 9 (James's work)                               T6 Rodborough 10 (family friends, nut allergy)
  T7 Selsley 10 (Lagos cousins)         T8 Amberley 9 (school friends)                         T9 Bisley 10 (football club)
  T10 Nailsworth 10 (neighbours)        T11 Woodchester 9 (Okafor aunties/uncles)              T12 Chalford 10 (children's table, 10)
  T13 Sapperton 9 (mixed)               T14 Minchinhampton 8 (children 4 + parents)
  Evening-only guests: none (day guests stay for evening)
  Dietary (sheet 2025-08-29): veg 9 (T1 x2, T3 x3, T4 x2, T8, T13), vegan 3 (T3, T7 x2), coeliac 2 (top table: Chioma; T11),
    nut allergy 1 (T6, Rosie Harding – severe, EpiPen), no pork 6 (T7 x4, T11 x2), children's menu 14

RUN OF DAY v6 (for Millbrook Barn, 13 Sep)
  10:00  Wild Stem set-up (ceremony arch, 15 table centres, buttonholes x8)      11:00  Hearth & Hare arrive, kitchen block
  12:30  Cake delivery (Cotswold Cake Co.)                                        13:00  Lena Marsh – bridal prep at The Bear of Rodborough
  13:30  Guests arrive; ushers x4 (Tom Whitcombe lead)                            14:00  Ceremony (registrar: Gloucestershire Registration Service, booking GRS-25-3318)
  14:40  Confetti, group photos (list of 14 groupings)                            15:00  Drinks reception, canapés x4 pp, lawn games
  17:00  Wedding breakfast, 15 tables of 8-10 + top table                          19:00  Speeches (father of bride, groom, best men x2)
  19:45  Velvet Tides load-in / sound check                                      20:30  Cake cut, first dance "Harvest Moon"
  21:00  Evening food (wood-fired pizza)                                          23:45  Last song      00:00  Carriages
  Registrar note: ceremony location must be a licensed room; changes of venue require 7 days' notice to GRS.

NOTES (latest first)
  2025-08-27 priya   Final numbers 142 confirmed to Hearth & Hare. Table plan v4 sent to couple.
  2025-08-20 sam     James's grandmother Edith Whitcombe uses a wheelchair — need step-free route ceremony -> drinks -> dinner, and a table near an exit.
  2025-08-12 priya   Order of service proof v3 with couple; Paper & Thistle to print once approved.
  2025-07-30 priya   Band: first dance "Harvest Moon"; Velvet Tides to learn it. Curfew at Millbrook 00:00.
  2025-06-18 sam     Couple's hotel block: The Bear of Rodborough (22 rooms) and Stroud Premier Inn (15 rooms), release date 30 Aug.
  2025-03-05 priya   Band deposit paid. Insurance purchased by couple 10 Mar — copy of schedule on file."""

INBOX = """10 messages (newest first)

[1] 2025-09-01 07:40  From: Hannah Okafor <hannah.okafor@fastmail.co.uk>
    Subject: Millbrook??
    Priya, Gareth just rang us. I'm in bits. Please tell us what we can do — we'd rather keep the
    date but honestly we just want it to happen, with our people. Everything via you, we trust you.
    H x

[2] 2025-09-01 06:12  From: Gareth Lowe <gareth@millbrookbarn.co.uk>
    Subject: URGENT – Millbrook Barn closed – your event 13 September (Okafor/Whitcombe)
    Dear Priya,
    I'm so sorry to be writing this. The River Frome burst its banks at around 02:00 this morning
    and the barn and kitchen block are under roughly 60 cm of water. Stroud District Council
    building control have closed the site, and our surveyor's first view is that we will be
    unusable until at least mid-November. We cannot host Hannah and James on the 13th.
    Under clause 14.2 (force majeure) of your contract MB-2025-044 we will refund the deposit of
    £4,900 in full, and of course no balance is due. Our insurer's loss adjuster is coming out
    this week; once they have been I can give you a formal letter on letterhead for the couple's
    insurers. Again, truly sorry.
    Gareth Lowe, Operations Manager, Millbrook Barn

[3] 2025-08-31 18:03  From: VenueLink <noreply@venuelink.co.uk>
    Subject: Weekly digest – 3 new venues near Cheltenham
    (digest — no action)

[4] 2025-08-29 16:20  From: Nia Pryce <studio@paperandthistle.co.uk>
    Subject: Okafor-Whitcombe order of service – proof v3
    Hi Priya, proof v3 attached with the hymn change. If Hannah approves by Wed 3 Sep we print
    Thursday and deliver to Millbrook on the 11th. Nia

[5] 2025-08-29 14:51  From: Tomasz Nowak <tomasz@hearthandhare.co.uk>
    Subject: Re: Okafor–Whitcombe final numbers
    Got 142, thanks — 128 adults, 14 kids' menus. Dietary sheet updated (9 veg, 3 vegan, 2 coeliac,
    1 nut allergy – table 6). Balance invoice to follow, due 6 Sep. T

[6] 2025-08-29 11:08  From: Ferreira Lund <ferreira.lund@gmail.com>
    Subject: Re: 6 Sep timings
    (different event EV-2025-0392 — not related) Hi both, could the first look move to 12:15? The
    hairdresser is running late on the morning schedule and we'd rather not rush. Also Gran's taxi needs
    to be at the Old Rectory by 13:00 — is there parking? Thanks, Marta & Jonas

[7] 2025-08-29 09:30  From: Bear of Rodborough Reservations <events@bearofrodborough.co.uk>
    Subject: Okafor-Whitcombe room block – released rooms
    22 rooms in block; 19 taken by guests, 3 released back to general sale on 30 Aug as agreed.
    Guests in the block are booked for the nights of 12 and 13 September; changes to stay dates are
    subject to availability and our standard 7-day amendment policy.

[8] 2025-08-28 17:45  From: Velvet Tides <bookings@velvettides.com>
    Subject: Okafor/Whitcombe – set list
    Hi Priya, set list draft attached (2 x 60 min + DJ to midnight). "Harvest Moon" arranged for the first
    dance. Marcus

[9] 2025-08-28 16:30  From: Lena Marsh <lena@lenamarsh.photo>
    Subject: Shot list – Okafor/Whitcombe
    Thanks for the groupings list (14). I'll scout Millbrook on the 11th for the golden-hour spot by the mill race.

[10] 2025-08-28 15:02  From: Gloucestershire Registration Service <ceremonies@gloucestershire.gov.uk>
    Subject: Booking GRS-25-3318 – Okafor/Whitcombe – final interview reminder
    The couple's final interview with the registrar is confirmed for Tuesday 9 September at 10:30,
    Gloucester Register Office. Please remind them to bring ID. Any change of date or venue must be
    notified to us at least 7 days before the ceremony and the new venue must hold an approved premises
    licence."""

c.tool([CRM, INBOX])

c.model("""## Where we stand
- **Millbrook is out**: River Frome flood at ~02:00, site closed by building control, unusable until at least mid-November (Gareth Lowe, 06:12).
- **Money back**: Millbrook will refund the **£4,900** deposit in full under clause 14.2 of MB-2025-044; the £4,900 balance (due 6 Sep) is no longer payable.
- **Cap for the replacement venue**: £9,800 + £2,000 = **£11,800**.
- **Insurance**: Bellwether Wedding Plus, policy **BW-WED-778214** (Hannah is policyholder, you're the nominated contact) — worth notifying today.
- From the file: Edith Whitcombe uses a wheelchair, so the new venue needs a step-free route. The order of service isn't printed yet, so no reprint cost.
- Registrar (GRS-25-3318): any new venue must hold an approved-premises licence, and the change must reach Gloucestershire Registration Service at least 7 days before the ceremony.
- Hannah says they'd rather keep the date but mainly want it to happen.

Searching VenueLink for the 13th and the next three Saturdays, within 40 miles of Stroud, 142+ seated.""", [
    ("venue_search", {"marketplace": "VenueLink",
                      "dates": ["2025-09-13", "2025-09-20", "2025-09-27", "2025-10-04"],
                      "origin_postcode": "GL5 3JR", "radius_miles": 40,
                      "min_seated_capacity": 142, "event_type": "wedding_day_evening",
                      "styles": ["barn", "country_house", "estate", "marquee_site"],
                      "sort": "distance", "include_details_for_top": 4}),
])

# venue listing: hand-picked key venues + seeded filler venues that are booked/held
KEY = [
    ("VEN-0412", "Hollowmere House", "Painswick", 4.1, 150, "£11,200",
     "approved list; external caterer buyout £1,500", "B", "A", "A", "B"),
    ("VEN-0388", "Bisley Grange", "Bisley", 6.5, 145, "£10,900", "in-house only", "B", "B", "H", "B"),
    ("VEN-0295", "Frampton Reach Barn", "Frampton on Severn", 8.2, 160, "£12,950",
     "in-house only", "B", "H", "B", "A"),
    ("VEN-0377", "Ashcombe Tithe Barn", "nr Tetbury", 13.8, 180, "£10,400",
     "any insured caterer, no fee", "B", "B", "A", "A"),
    ("VEN-0450", "Kelmscott Meadow (marquee site)", "nr Lechlade", 31.5, 220,
     "£7,900 + marquee", "any caterer; marquee hire compulsory (from £4,800)", "A", "A", "A", "A"),
]
FILL_NAMES = ["Cranham Court", "Slad Valley Mill", "Uley Long Barn", "Sapperton Park",
              "Minchinhampton Hall", "Stinchcombe Orangery", "Hailes Abbey Barn", "Coaley Manor",
              "Cowley Lakes", "Daneway Estate", "Brockworth Priory", "Westonbirt Lodge",
              "Kingscote Barns"]
TOWNS = ["Cranham", "Slad", "Uley", "Sapperton", "Minchinhampton", "Stinchcombe", "Winchcombe",
         "Coaley", "Cowley", "Sapperton", "Brockworth", "Westonbirt", "Kingscote"]
rows = []
for i, (n, t) in enumerate(zip(FILL_NAMES, TOWNS)):
    dist = round(rng.uniform(3.0, 38.0), 1)
    cap = rng.choice([144, 150, 160, 170, 180, 200, 240])
    fee = rng.randrange(95, 168) * 100
    cat = rng.choice(["in-house only", "approved list", "approved list; buyout £2,000",
                      "any insured caterer"])
    av = [rng.choice(["B", "B", "B", "H"]) for _ in range(4)]
    if i in (3, 8):
        av[3] = "A"
    rows.append((f"VEN-0{rng.randrange(100, 499)}", n, t, dist, cap, f"£{fee:,}", cat, *av))
allrows = KEY + rows
allrows.sort(key=lambda r: r[3])
lines = ["VenueLink search q-88231   dates 13/09, 20/09, 27/09, 04/10 (Sat)   origin GL5 3JR   radius 40 mi   min seated 142",
         f"{len(allrows)} venues match capacity and radius. Availability: A = available, H = on hold (other client, may release), B = booked",
         "3 further venues available on 13/09 hidden: seated capacity below 142 (Stanway Court Orangery 120, The Woolpack Rooms 96, Nailsworth Mill Loft 110)",
         "",
         " #  venue_id  venue                             town                  dist mi  seated  fee (Sat day+eve)   catering policy                                      13/09 20/09 27/09 04/10"]
for k, r in enumerate(allrows, 1):
    lines.append(f"{k:>2}  {r[0]}  {r[1]:<32}  {r[2]:<20}  {r[3]:>6}  {r[4]:>6}  {r[5]:<18}  {r[6]:<52} {r[7]:^5} {r[8]:^5} {r[9]:^5} {r[10]:^5}")
lines += ["", "DETAILS (top matches with any availability)", "",
          """VEN-0412 Hollowmere House, Painswick GL6 — Georgian house and walled garden, exclusive use Sat 11:00–00:00
  Spaces: Orangery (ceremony up to 160 seated), Long Gallery (ceremony 130 / dinner 150 / evening 190), Walled Garden (drinks)
  Catering: approved caterers list (4); other caterers permitted with external caterer buyout £1,500 + proof of £5m public liability
  Kitchen: finishing kitchen (2 ovens, 6-ring hob, no blast chiller)
  Music: amplified music via 90 dB(A) sound limiter in the Long Gallery; 23:00 curfew for amplified music; carriages 23:30
  Access: step-free from car park to Long Gallery; Orangery reached via courtyard (garden door has 3 steps, portable ramp on request)
  Licence: approved premises for civil ceremonies (Orangery and Long Gallery)
  Parking: 60 cars on gravel + overflow paddock; coach drop-off in courtyard
  Accommodation: 8 bedrooms in house; 3.9 mi to The Bear of Rodborough
  Fees: Saturday £11,200 (Sep); 50% deposit on booking, balance 7 days before event
  Cancellation by client: deposit non-refundable; Events manager: Saskia Brent""",
          "",
          """VEN-0377 Ashcombe Tithe Barn, nr Tetbury GL8 — 15th-century tithe barn with courtyard and meadow
  Spaces: Barn (ceremony 200 / dinner 180 / evening 250), Cart Shed (drinks)
  Catering: any insured caterer, no fee; prep kitchen with 4 ovens and cold room
  Music: no limiter; curfew 00:00
  Access: step-free throughout (level courtyard, accessible WC)
  Licence: approved premises (Barn)
  Parking: 120 cars; 13.8 mi from Stroud, no public transport after 19:00
  Fees: Saturday £10,400; 30% deposit on booking, balance 14 days before""",
          "",
          """VEN-0450 Kelmscott Meadow, nr Lechlade GL7 — riverside meadow licensed for marquee weddings
  Site fee £7,900 (Sat); marquee, flooring, lighting and power compulsory via Thames Valley Marquees, from £4,800 for 150 guests
  Catering: any caterer; field kitchen required (caterer to supply)
  Music: generator power; curfew 23:30
  Access: marquee matting; accessible WC trailer +£320; ground can be soft after rain
  Note: 31.5 mi from Stroud (approx. 50 min by road)""",
          "",
          """VEN-0295 Frampton Reach Barn, Frampton on Severn GL2 — barn and lakeside lawn
  Catering: in-house only (from £72 pp); available 04/10 only
  Note: external caterers not permitted under any circumstances""",
          "",
          """VEN-0388 Bisley Grange, Bisley GL6 — Arts & Crafts manor, 6.5 mi
  Catering: in-house only (from £68 pp). 27/09 on hold for another client until 05/09 (may release)
  Music: no limiter, curfew 00:00. Access: ceremony room on first floor, platform lift (max 250 kg)""",
          "",
          "Pricing note: VenueLink fees shown are the venue's published Saturday rate for the date; seasonal discounts for"
          " late-availability dates may be negotiable directly with the venue. Holds are free and last 48-72 hours depending"
          " on venue policy; a venue may ask to convert or release a hold early if another enquiry arrives."]
c.tool(["\n".join(lines)])

c.model("""## Nothing workable on the 13th
Only **Kelmscott Meadow** is free on 13 Sep, and with its compulsory marquee it's **£12,700** — over the £11,800 cap — and 31.5 miles out, with soft ground after rain. Everything else in range is booked or held that day.

## Best options (date would move)
| | **A. Hollowmere House** | **B. Ashcombe Tithe Barn** | **C. Kelmscott Meadow** |
|---|---|---|---|
| Date | Sat 20 Sep | Sat 27 Sep | Sat 13 Sep (original) |
| Distance from Stroud | 4.1 mi | 13.8 mi | 31.5 mi |
| Seated (dinner) | 150 | 180 | 220 (marquee) |
| Venue fee | £11,200 | £10,400 | £7,900 + £4,800 marquee |
| Hearth & Hare allowed? | Yes, with £1,500 external-caterer buyout | Yes, no fee | Yes (needs field kitchen) |
| All-in vs £11,800 cap | £12,700 — **£900 over** | £10,400 — **£1,400 under** | £12,700 — **£900 over** |
| Music | 90 dB(A) limiter, 23:00 curfew | no limiter, 00:00 | generator, 23:30 |
| Step-free | Yes (Orangery via ramp on request) | Yes, throughout | Partial (matting) |

Hollowmere is closest to Millbrook and to the guests' hotel block; the buyout is the problem, and buyouts are often negotiable in a situation like this. Ashcombe is the safe-on-budget choice but a fortnight later.

Shall I check Hearth & Hare, Velvet Tides, Lena Marsh, Wild Stem and the cake for the 20th and the 27th?""")

# ---------------------------------------------------------------- turn 2
c.user("Yes. Both dates. Forget C.")
c.model("Checking the vendor portal for both dates.", [
    ("vendor_availability_check", {
        "event_id": "EV-2025-0417",
        "vendor_ids": ["VND-204", "VND-311", "VND-097", "VND-152", "VND-066"],
        "dates": ["2025-09-20", "2025-09-27"],
        "venue_candidates": {"2025-09-20": "VEN-0412 Hollowmere House, Painswick",
                             "2025-09-27": "VEN-0377 Ashcombe Tithe Barn, nr Tetbury"},
        "message_to_vendors": "Millbrook Barn has flooded; we are rebooking Okafor/Whitcombe. "
                              "Please confirm availability for the dates below — no commitment yet."}),
])
c.tool(["""Vendor availability check VAC-6120 (5 vendors x 2 dates)   responses collected 2025-09-01 11:58

vendor                       2025-09-20 (Hollowmere)            2025-09-27 (Ashcombe)
VND-204 Hearth & Hare        AVAILABLE (soft-held to 3 Sep)      AVAILABLE
VND-311 Velvet Tides         AVAILABLE                           BOOKED (private event, Bath)
VND-097 Lena Marsh Photo.    LENA BOOKED; associate AVAILABLE    AVAILABLE (Lena)
VND-152 Wild Stem Florals    AVAILABLE                           AVAILABLE (+£90 travel beyond 10 mi)
VND-066 Cotswold Cake Co.    AVAILABLE                           AVAILABLE

Vendor calendars (Saturdays, from portal)
vendor              06/09   13/09            20/09        27/09          04/10        11/10
VND-204 H&H         booked  EV-2025-0417     free (soft)  free           booked       free
VND-311 Velvet T.   booked  EV-2025-0417     free         booked (Bath)  booked       free
VND-097 Lena Marsh  booked  EV-2025-0417     Devon (LM)   free           free         booked
   associate O.Grant booked  —               free         free           booked       free
VND-152 Wild Stem   booked  EV-2025-0417     free         free           free         booked
VND-066 Cake Co.    —       EV-2025-0417     free         free           free         free
Note: the 13/09 slots above are still held for EV-2025-0417 and will be released when the vendor is moved.

Vendor comments
- Hearth & Hare (Tomasz Nowak): "So sorry to hear. We're not on Hollowmere's approved list so their buyout
  will apply. Their kitchen is small from what I remember — I'd want to look before committing to hot mains."
- Velvet Tides (auto-reply from bookings@velvettides.com): "Calendar is live. A member of the team will confirm
  within 24 hours."
- Lena Marsh Photography (Lena): "I'm shooting in Devon on the 20th, can't move it. My associate Ollie Grant is
  free that day. 27th I'm free."
- Wild Stem Florals (Ruth Adeyemi): "Either works. Ashcombe is outside our 10-mile zone so +£90 travel."
- Cotswold Cake Co.: "Both fine — just need the delivery address 7 days before.\""""])

c.model("""## Vendor check
| Vendor | **Sat 20 Sep** — Hollowmere | **Sat 27 Sep** — Ashcombe |
|---|---|---|
| Hearth & Hare | ✅ (buyout £1,500 applies; wants to see the kitchen) | ✅ |
| Velvet Tides | ✅ | ❌ booked (Bath) |
| Photography | ⚠️ Lena away — associate Ollie Grant free | ✅ Lena |
| Wild Stem | ✅ | ✅ (+£90 travel) |
| Cotswold Cake Co. | ✅ | ✅ |

**A (20th)** keeps every vendor the couple asked for, but is £900 over the cap unless Hollowmere moves on the buyout. **B (27th)** is comfortably on budget but loses Velvet Tides.

Suggest three things now:
1. Put free holds on **both** venues (VenueLink holds last 48–72 h).
2. Ask Hollowmere to waive or cut the £1,500 buyout given the circumstances.
3. Ask Hannah and James which date the families can actually do.

Go ahead?""")

# ---------------------------------------------------------------- turn 3
c.user("Do it. All three.")
c.model("Placing the holds and sending both e-mails.", [
    ("venue_hold", {"venue_id": "VEN-0412", "date": "2025-09-20", "event_id": "EV-2025-0417",
                    "guests": 142, "package": "Saturday day+evening",
                    "note": "Replacing flooded Millbrook Barn booking. External caterer (Hearth & Hare) requested."}),
    ("venue_hold", {"venue_id": "VEN-0377", "date": "2025-09-27", "event_id": "EV-2025-0417",
                    "guests": 142, "package": "Saturday day+evening",
                    "note": "Replacing flooded Millbrook Barn booking. Second option."}),
    ("email_send", {"from": "planning@evergreenvine.co.uk", "to": ["events@hollowmerehouse.co.uk"],
                    "cc": ["priya@evergreenvine.co.uk"],
                    "subject": "Hold for Sat 20 Sep – Okafor/Whitcombe wedding – external caterer buyout",
                    "body": "Dear Saskia,\n\nWe've just placed a VenueLink hold on Saturday 20 September for Hannah Okafor and James Whitcombe, whose wedding venue (Millbrook Barn, Stroud) flooded overnight and is closed until November. 142 guests, day and evening.\n\nThe couple are very keen to keep their caterer, Hearth & Hare Catering (fully insured, £5m public liability). Given the circumstances, would Hollowmere consider waiving or reducing the £1,500 external caterer buyout? It is the one thing keeping us from confirming.\n\nTwo practical questions: one of the grandparents uses a wheelchair, so we need a step-free route for the ceremony, drinks and dinner; and could you share your sound policy for live bands?\n\nMany thanks,\nPriya Raman\nEvergreen & Vine Events"}),
    ("email_send", {"from": "planning@evergreenvine.co.uk",
                    "to": ["hannah.okafor@fastmail.co.uk", "j.whitcombe@outlook.com"],
                    "subject": "Your wedding – the two dates we can make work",
                    "body": "Hi Hannah, hi James,\n\nSo sorry about Millbrook. Nothing suitable is free on the 13th within reach of Stroud, so we're looking at two options and have put holds on both:\n\n1) Saturday 20 September – Hollowmere House, Painswick (4 miles from Stroud). Hearth & Hare, Velvet Tides and the florist can all do it; Lena is away but her associate Ollie Grant could shoot.\n2) Saturday 27 September – Ashcombe Tithe Barn near Tetbury. Everyone except Velvet Tides, who are booked.\n\nCould you check with both families which date works? The Hollowmere hold runs out on Wednesday afternoon.\n\nPriya"}),
])
c.tool([
    "HOLD-HM-5521 created. VEN-0412 Hollowmere House, Sat 2025-09-20, 142 guests. Status: PROVISIONAL. "
    "Expires 2025-09-03 17:00. Venue contact: Saskia Brent (Events Manager).",
    "HOLD-AC-0982 created. VEN-0377 Ashcombe Tithe Barn, Sat 2025-09-27, 142 guests. Status: PROVISIONAL. "
    "Expires 2025-09-04 12:00. Venue contact: Will Ashby (Estate Office).",
    "Sent 2025-09-01 12:07. message-id <ev.20250901.120704.4411@evergreenvine.co.uk> to events@hollowmerehouse.co.uk",
    "Sent 2025-09-01 12:07. message-id <ev.20250901.120709.4412@evergreenvine.co.uk> to hannah.okafor@fastmail.co.uk, j.whitcombe@outlook.com",
])
c.model("""Done.
| Hold | Venue | Date | Expires |
|---|---|---|---|
| HOLD-HM-5521 | Hollowmere House | Sat 20 Sep | Wed 3 Sep 17:00 |
| HOLD-AC-0982 | Ashcombe Tithe Barn | Sat 27 Sep | Thu 4 Sep 12:00 |

- Buyout request sent to Saskia Brent at Hollowmere (also asked about step-free route and sound policy).
- Hannah and James asked which date works for the families.

Bellwether policies usually want prompt notification — shall I open the insurance claim now?""")

# ---------------------------------------------------------------- turn 4
c.user("Yes, start the claim. And get the Millbrook refund moving.")
c.model("Pulling the policy wording, opening the claim, raising the refund, and asking Gareth for the letter the insurer will want.", [
    ("insurance_policy_get", {"insurer": "Bellwether", "policy_number": "BW-WED-778214",
                              "sections": ["schedule", "section_3", "exclusions", "claims_conditions"]}),
    ("insurance_claim_file", {"insurer": "Bellwether", "policy_number": "BW-WED-778214",
                              "claimant": "Hannah Okafor", "submitted_by": "Priya Raman (nominated planner contact)",
                              "incident_date": "2025-09-01", "section": "3 – Failure of venue",
                              "description": "Wedding venue Millbrook Barn, Stroud GL5 3JR flooded when the River Frome burst its banks at c. 02:00 on 1 Sep 2025. Site closed by Stroud District Council building control; venue says unusable until at least mid-November. Wedding of 13 Sep 2025 cannot proceed there. Rebooking at an alternative venue in progress; additional costs to follow.",
                              "estimated_amount_gbp": 3500,
                              "attachments": ["email_gareth_lowe_2025-09-01_0612.eml", "MB-2025-044.pdf"]}),
    ("payment_refund_request", {"original_payment_id": "PAY-77120", "payee": "Millbrook Barn (VND-118)",
                                "amount_gbp": 4900, "refund_to": "client account – EV-2025-0417",
                                "reason": "Venue unusable after flood; full deposit refund offered under contract MB-2025-044 clause 14.2 (force majeure)",
                                "contact": "gareth@millbrookbarn.co.uk"}),
    ("email_send", {"from": "planning@evergreenvine.co.uk", "to": ["gareth@millbrookbarn.co.uk"],
                    "subject": "Okafor/Whitcombe – deposit refund and letter for insurers",
                    "body": "Dear Gareth,\n\nThank you for letting us know so quickly, and I'm sorry for what you're dealing with.\n\nWe've raised the refund of the £4,900 deposit (PAY-77120) through our payments system; you should receive a confirmation request. Please also cancel the balance invoice due 6 September.\n\nThe couple's insurer (Bellwether) will need a letter on Millbrook letterhead confirming the cancellation of the 13 September booking and the reason (flood, building closed). Whenever the loss adjuster has been is fine.\n\nBest wishes,\nPriya Raman"}),
])
POLICY = """Bellwether Insurance — Wedding Plus   Policy BW-WED-778214   Cover level: GOLD
SCHEDULE
  Policyholder: Hannah Okafor      Insured event: wedding of Hannah Okafor and James Whitcombe
  Wedding date (at purchase): 13/09/2025     Venue (at purchase): Millbrook Barn, Stroud
  Policy purchased: 10/03/2025     Premium paid: £164.50
  Nominated contact: Priya Raman, Evergreen & Vine Events (authorised to act on claims)
  Section limits (Gold):  1 Cancellation £25,000   2 Rearrangement £10,000   3 Failure of venue £15,000
                          4 Failure of suppliers £7,500   5 Attire £3,000   6 Rings £3,000   7 Public liability £2m
  Excess: £250 per claim (Sections 1–6)

SECTION 3 – FAILURE OF VENUE
  3.1 If your booked venue cannot hold your wedding because of fire, flood, structural damage, insolvency or
      a decision of a public authority, we will pay the additional costs you reasonably incur in rearranging
      the wedding to a similar standard (including additional venue charges, supplier surcharges and guest
      transport), up to £15,000.
  3.2 If the wedding cannot be rearranged, we will pay your irrecoverable deposits and payments instead.
  3.3 We will deduct any refund you receive or are entitled to receive from the venue.
  3.4 Changes to the wedding date resulting from a valid Section 3 claim do not invalidate cover; tell us
      the new date and venue as soon as they are confirmed.

SECTION 2 – REARRANGEMENT
  2.1 If your wedding must be rearranged for a reason covered under Section 1 (illness, injury, bereavement of a
      close relative, adverse weather preventing all of the bridal party from reaching the venue), we will pay the
      additional costs of rearrangement up to £10,000. Sections 2 and 3 cannot both be claimed for the same event.

SECTION 4 – FAILURE OF SUPPLIERS
  4.1 We will pay the additional costs of finding an alternative supplier, or irrecoverable deposits, if a booked
      supplier ceases trading or cannot supply because of illness or injury, up to £7,500.

GENERAL CONDITIONS (extract)
  G2 You must take reasonable steps to minimise any loss (for example, choosing a comparable alternative venue
     rather than a more expensive one where one is available).
  G5 We may appoint a loss adjuster; you must give them reasonable assistance.
  G7 Fraudulent claims void the policy.

GENERAL EXCLUSIONS (extract)
  7.1 Any claim caused by your change of mind or disinclination to proceed.
  7.2 Financial failure of a supplier where the supplier was known to be in difficulty when you booked.
  7.3 Any costs recoverable from another source, including the venue's own insurance.
  7.4 Any claim arising from circumstances known to you, or which could reasonably have been foreseen, at
      the time the policy was purchased or the booking was made — including any flood alert or flood warning
      issued by the Environment Agency affecting the location of the venue.
  7.5 Claims where the venue was not licensed for weddings at the time of booking.

CLAIMS CONDITIONS (extract)
  C1 Notify us within 14 days of becoming aware of the circumstances.
  C2 Send the documents we ask for within 30 days of notification, at your expense.
  C3 Keep receipts and contracts; we may ask to see originals.
  C4 A planner nominated in the schedule may act on your behalf.
  C5 If another insurance policy covers the same loss, we will pay only our proportional share.

HOW TO CLAIM: online at claims.bellwether-insurance.co.uk or 0345 600 2281 (Mon–Fri 8:30–18:00). Quote your
policy number. Claims are usually decided within 10 working days of receiving all documents."""
c.tool([
    POLICY,
    """Claim CLM-BW-2025-11873 registered 2025-09-01 12:21.
Policy BW-WED-778214 (Gold) – Section 3 Failure of venue.
Status: NOTIFIED – AWAITING DOCUMENTS
Claims handler: Dana Whitfield  dana.whitfield@bellwether-insurance.co.uk  0345 600 2281
Documents required by 2025-10-01:
  (1) written confirmation from the venue of the cancellation and its cause, on venue letterhead
  (2) original venue contract (received: MB-2025-044.pdf)
  (3) new venue contract and itemised invoices for additional costs
  (4) evidence of any refund received from the original venue
Estimated amount recorded: £3,500.00 (provisional)""",
    """Refund request RF-3307 raised against PAY-77120 (£4,900.00 to Millbrook Barn, 12 Feb 2025).
Refund to: client account EV-2025-0417.   Status: AWAITING PAYEE CONFIRMATION
Payee contact notified: gareth@millbrookbarn.co.uk.   Typical settlement: within 14 days of payee confirmation.""",
    "Sent 2025-09-01 12:24. message-id <ev.20250901.122402.4419@evergreenvine.co.uk> to gareth@millbrookbarn.co.uk",
])
c.model("""Done.
- **Claim CLM-BW-2025-11873** opened under Section 3 (Failure of venue). Handler: **Dana Whitfield**. Cover up to **£15,000**, **£250 excess**; the Millbrook refund gets deducted (3.3). Documents due by **1 Oct 2025**: Millbrook's letter on letterhead, both venue contracts, itemised extra costs, proof of the refund.
- **Refund RF-3307** (£4,900 against PAY-77120) raised — waiting for Millbrook to confirm.
- Asked Gareth to cancel the balance invoice and send the letterhead letter once their loss adjuster has been.

⚠️ One to keep in mind: **exclusion 7.4** excludes claims where an Environment Agency flood alert or warning affecting the venue was known or foreseeable when the booking was made (12 Feb 2025) or the policy bought (10 Mar 2025). Bellwether may ask about Millbrook's flood history.""")

# ---------------------------------------------------------------- turn 5
c.user("Noted. Anything from Hollowmere or Hannah yet?", tag="u5")
c.model(None, [
    ("inbox_search", {"mailbox": "planning@evergreenvine.co.uk",
                      "query": "Hollowmere OR Okafor OR Whitcombe OR Millbrook OR RF-3307",
                      "since": "2025-09-01T12:30", "limit": 20}),
])
c.tool(["""9 messages (newest first)

[1] 2025-09-02 09:05  From: Saskia Brent <events@hollowmerehouse.co.uk>
    Subject: Re: Hold for Sat 20 Sep – Okafor/Whitcombe wedding – external caterer buyout
    Hi Priya,
    So sorry to hear about Millbrook — the whole valley is talking about it. We can't waive the external
    caterer buyout entirely (it covers our kitchen porter and insurance), but we can reduce it to £600 if
    you confirm the booking by Wed 3 Sep, 5pm.
    A few practical points:
    – The Long Gallery seats 130 for ceremonies, so with your numbers the ceremony would be in the Orangery
      (seats 160) and dinner in the Long Gallery (up to 150).
    – Our kitchen is a finishing kitchen (2 ovens, no blast chiller). Hearth & Hare may want to see it.
    – Amplified music goes through a 90 dB(A) limiter; curfew 23:00, carriages 23:30.
    – Step-free: the route from the Orangery to the Long Gallery is level via the courtyard, but the Orangery
      garden door has three steps. We have a portable ramp; I need to check with maintenance whether it is
      rated for a powered wheelchair if that's what your guest uses.
    Deposit is 50% of the venue fee on booking, balance one week before.
    Best, Saskia

[2] 2025-09-02 08:10  From: Gareth Lowe <gareth@millbrookbarn.co.uk>
    Subject: Re: Okafor/Whitcombe – deposit refund and letter for insurers
    Priya — confirmed the refund (your ref RF-3307) in your portal this morning; our finance team pays
    within 14 days. Balance invoice cancelled. The loss adjuster is coming Friday 5 Sep; I'll send the
    letter on letterhead straight after. G

[3] 2025-09-01 19:30  From: Hannah Okafor <hannah.okafor@fastmail.co.uk>
    Subject: Re: Your wedding – the two dates we can make work
    Hi Priya, talked to both families tonight. The 27th is a no — James's brother Tom flies back to
    Singapore on the 24th and is not missing this. The 20th works for everyone we've asked, including Edith.
    Go with Hollowmere on the 20th if you can make it work — we trust you.
    Also (good news in a bad week!) six more RSVPs came in from the 'maybe' pile, so we're at 148 now.
    Sorry!! Hannah x

[4] 2025-09-01 17:02  From: VenueLink <noreply@venuelink.co.uk>
    Subject: Your hold HOLD-HM-5521 expires in 48 hours

[5] 2025-09-01 16:22  From: Hearth & Hare Catering <office@hearthandhare.co.uk>
    Subject: Soft hold – 20 September
    Tomasz has asked us to soft-hold 20 September for you until Wednesday 3 September 17:00. After that the
    date is released to other enquiries (we have one pending for a corporate lunch).

[6] 2025-09-01 14:10  From: Sam Kerr <sam@evergreenvine.co.uk>
    Subject: Millbrook
    Just heard — anything I can take off you? I've got the Ferreira–Lund rehearsal Thursday but free otherwise.
    Sam

[7] 2025-09-01 13:40  From: Dana Whitfield <dana.whitfield@bellwether-insurance.co.uk>
    Subject: CLM-BW-2025-11873 – acknowledgement
    Thank you, we've logged the claim. I'll be in touch once I've reviewed the file. Please keep all receipts
    for additional costs and let us know the new date and venue once confirmed (policy condition 3.4). Dana

[8] 2025-09-01 13:05  From: Will Ashby <estateoffice@ashcombeestate.co.uk>
    Subject: Hold HOLD-AC-0982 – Ashcombe Tithe Barn 27/09
    Hi Priya, hold noted until Thursday noon. We've had another enquiry for the 27th, so if you decide
    earlier please let us know either way. The barn is fully step-free and there's no sound limiter. Will

[9] 2025-09-01 12:48  From: Cotswold Cake Co. <orders@cotswoldcake.co.uk>
    Subject: Re: Okafor/Whitcombe – availability
    Sorry to hear about Millbrook. Three-tier lemon & elderflower is baked on the Thursday before, so any
    Saturday works — just confirm the address a week ahead."""], tag="t_updates1")

c.model("""## Updates
- **Hollowmere** will cut the buyout from £1,500 to **£600** if we confirm by **Wed 3 Sep 17:00**. Venue all-in: £11,200 + £600 = **£11,800 — exactly on your cap**.
- **Hannah & James**: the 27th is out (Tom flies back to Singapore on the 24th). They want **Hollowmere on Sat 20 Sep**.
- **Numbers up**: 148 guests now (was 142). Hollowmere seats 150 for dinner; the ceremony goes in the Orangery (160), since the Long Gallery only takes 130.
- **Millbrook**: refund RF-3307 confirmed, paid within 14 days; balance invoice cancelled; letterhead letter after the loss adjuster's visit on Fri 5 Sep.

Watch-points at Hollowmere:
- 90 dB(A) limiter, 23:00 curfew — need to check with Velvet Tides.
- Finishing kitchen only (2 ovens) — Hearth & Hare will want a look.
- Orangery garden door has 3 steps; Saskia is checking the ramp for a powered wheelchair (Edith).

**Recommendation:** book Hollowmere for Sat 20 Sep at 148 guests and release the Ashcombe hold. Book it?""")

# ---------------------------------------------------------------- turn 6
c.user("Book it. Release Ashcombe.")
c.model("Booking now.", [
    ("venue_book", {"hold_id": "HOLD-HM-5521", "event_id": "EV-2025-0417", "date": "2025-09-20",
                    "guests": 148, "package": "Saturday day+evening",
                    "ceremony_space": "Orangery", "dinner_space": "Long Gallery",
                    "venue_fee_gbp": 11200,
                    "external_caterer": {"name": "Hearth & Hare Catering", "buyout_gbp": 600,
                                         "agreed_by": "Saskia Brent, email 2025-09-02 09:05"},
                    "special_requirements": "Step-free route for a guest using a wheelchair; Orangery garden-door ramp to be confirmed by venue",
                    "booked_by": "Priya Raman"}),
    ("venue_hold_release", {"hold_id": "HOLD-AC-0982",
                            "reason": "Client chose Sat 20 Sep at another venue"}),
    ("crm_update_event", {"event_id": "EV-2025-0417",
                          "changes": {"event_date": "2025-09-20",
                                      "venue": "Hollowmere House, Painswick GL6 (VEN-0412)",
                                      "guest_count": 148, "status": "CONFIRMED – REBOOKED"},
                          "note": "Millbrook Barn flooded 1 Sep (closed to mid-Nov). Rebooked at Hollowmere House for Sat 20 Sep per Hannah's email 1 Sep 19:30. External caterer buyout reduced to £600 (Saskia, 2 Sep). Ashcombe hold released. Guests 148 per Hannah."}),
], tag="m_book")
c.tool([
    """Booking HM-BK-20913 CONFIRMED (converted from HOLD-HM-5521)
Venue: Hollowmere House, Painswick GL6 (VEN-0412)   Date: Sat 20 Sep 2025   Guests: 148
Spaces: Orangery (ceremony 14:00), Walled Garden (drinks), Long Gallery (dinner/evening)
Venue fee                     £11,200.00
External caterer buyout       £600.00   (Hearth & Hare Catering)
Total                         £11,800.00
Deposit (50% of venue fee)    £5,600.00   due by 2025-09-05
Balance                       £6,200.00   (venue £5,600.00 + buyout £600.00) due by 2025-09-13
Contract HM-CT-20913.pdf issued to planner for countersignature (unsigned).
Conditions: amplified music 90 dB(A) limiter, curfew 23:00; external caterer to supply proof of £5m PL by 2025-09-13.

HM-CT-20913 – key terms (extract)
  2.1  Exclusive use of house and grounds Sat 20 Sep 11:00 – Sun 21 Sep 00:00; suppliers' access from 09:00, and from
       16:00 on the preceding day by prior arrangement.
  3.2  Maximum numbers: 150 seated in the Long Gallery, 160 in the Orangery, 190 evening. Numbers may fall by up to 5
       without amendment; any increase must be agreed in writing.
  4.1  Deposit 50% of venue fee on booking; balance of venue fee plus any buyout 7 days before the event.
  4.4  Cancellation by the client: deposit non-refundable; 100% of venue fee payable within 28 days of the event.
  5.3  External caterers: buyout as agreed (here £600); caterer to provide public liability certificate (min £5m),
       food hygiene rating 5 and risk assessment; kitchen to be left clean by 00:30.
  6.1  Amplified music only in the Long Gallery, via the house limiter; acoustic music permitted in the Orangery
       and Walled Garden until 19:00.
  7.2  No confetti other than dried petals; no sky lanterns; candles in hurricane glass only.
  8.1  Damage deposit: none for planner-managed events; damage charged at cost.
  9.4  Force majeure: if the venue cannot host the event, all monies are refunded in full.

SUPPLIER INFORMATION PACK (Hollowmere House)
  Access: service gate on Vicarage Lane (height limit 3.8 m); suppliers park in the stable yard (6 vans max).
  Load-in: Long Gallery via the east door (double doors 1.6 m wide, level); Orangery via courtyard.
  Power: Long Gallery 4 x 13A double sockets on the south wall, 1 x 16A commando by the fireplace (stage end);
         no 32A supply — field kitchens must bring their own generator (pitch: stable yard, 20 m from house).
  Kitchen: finishing kitchen 6 m x 4 m, 2 x electric fan ovens, 6-ring induction hob, 2 x upright fridges,
           dishwasher; no blast chiller, no gas.
  Waste: caterer removes food waste; glass recycling bins in stable yard.
  Contacts on the day: Saskia Brent (events manager), duty manager mobile 07700 900640.""",
    "HOLD-AC-0982 released 2025-09-02 10:14. Ashcombe Tithe Barn estate office notified.",
    """EV-2025-0417 updated -> rev 14 (2025-09-02 10:14, by evie on behalf of priya.raman)
field         was                                                   now
event_date    2025-09-13                                            2025-09-20
venue         Millbrook Barn, Mill Lane, Stroud GL5 3JR (VEN-0231)  Hollowmere House, Painswick GL6 (VEN-0412)
guest_count   142                                                   148
status        CONFIRMED                                             CONFIRMED – REBOOKED
WARNINGS
  5 vendor contracts still reference event_date 2025-09-13: HH-3391 (Hearth & Hare), VT-2025-088 (Velvet Tides),
    LM-25-061 (Lena Marsh Photography), WS-0719 (Wild Stem Florals), CC-5521 (Cotswold Cake Co.)
  1 supplier order references the old venue: PT-8810 (Paper & Thistle, order of service proof v3)""",
], tag="t_book")
c.model("""Done. **Hollowmere House is booked for Sat 20 Sep — HM-BK-20913.**

| Item | Amount | Due |
|---|---|---|
| Deposit (50% of venue fee) | £5,600 | Fri 5 Sep |
| Balance (venue £5,600 + buyout £600) | £6,200 | by 13 Sep |
| **Total** | **£11,800** | |

- Ashcombe hold released.
- CRM EV-2025-0417 now rev 14: date 20 Sep, Hollowmere, 148 guests.
- Contract **HM-CT-20913.pdf** is waiting for your countersignature.

Still on the old date: 5 vendor contracts, plus Paper & Thistle's order of service (PT-8810). Shall I pay the £5,600 deposit from the client account and move the vendors?""")

# ---------------------------------------------------------------- turn 7
c.user("Pay the deposit. Move everyone to the 20th. If Lena vouches for Ollie, take him. "
       "Draft the guest notice but don't send yet.")
NOTICE_V1 = """Subject: Hannah & James — new date and venue: Saturday 20 September, Hollowmere House

Dear {first_name},

We have some unexpected news. Millbrook Barn, where Hannah and James were due to marry on Saturday 13 September, was badly flooded on the night of 31 August and will be closed for several months.

Unfortunately this means the original plans cannot go ahead, and we know this may disrupt your travel and accommodation, for which Hannah and James are truly sorry. Most hotels will move a booking free of charge if you contact them directly.

The good news: the wedding will now take place on Saturday 20 September 2025 at Hollowmere House, Painswick, Gloucestershire GL6 — just four miles from Stroud. The ceremony is at 14:00 in the Orangery; please arrive from 13:30. Drinks in the Walled Garden, then dinner, speeches and dancing in the Long Gallery. Carriages at 23:30.

Everything else — the food, the music, the dress code — stays the same. Please reply to this message by Friday 12 September to let us know you can still join us.

With love,
Hannah & James
(sent on their behalf by Evergreen & Vine Events)"""
c.model("Paying the deposit, moving the vendors in one batch and drafting the notice.", [
    ("payment_send", {"from_account": "client-account EV-2025-0417",
                      "payee": "Hollowmere House Ltd (VEN-0412)", "amount_gbp": 5600,
                      "reference": "HM-BK-20913 deposit", "due_date": "2025-09-05",
                      "approved_by": "Priya Raman"}),
    ("vendor_rebook_batch", {
        "event_id": "EV-2025-0417", "new_date": "2025-09-20",
        "new_venue": "Hollowmere House, Painswick GL6 (VEN-0412)",
        "reason": "Original venue Millbrook Barn flooded 1 Sep 2025",
        "items": [
            {"vendor_id": "VND-204", "contract": "HH-3391", "guests": 148,
             "note": "Buyout agreed with Hollowmere. Finishing kitchen only (2 ovens, no blast chiller) – please advise, site visit welcome."},
            {"vendor_id": "VND-311", "contract": "VT-2025-088",
             "note": "Hollowmere: amplified music through 90 dB(A) limiter, curfew 23:00. Please advise on line-up."},
            {"vendor_id": "VND-097", "contract": "LM-25-061",
             "note": "Lena unavailable 20 Sep. Client will accept associate Ollie Grant if Lena is happy to vouch for him; same package please."},
            {"vendor_id": "VND-152", "contract": "WS-0719",
             "note": "Ceremony in the Orangery, dinner in the Long Gallery."},
            {"vendor_id": "VND-066", "contract": "CC-5521", "note": "Deliver to Hollowmere House by 14:00."},
            {"supplier_id": "VND-240", "order": "PT-8810",
             "note": "Please update proof v3: Saturday 20 September 2025, Hollowmere House, Painswick. Hold printing."},
            {"registrar": "Gloucestershire Registration Service", "booking": "GRS-25-3318",
             "note": "Change of ceremony date and venue: Sat 20 Sep 2025 14:00, Hollowmere House (Orangery), Painswick GL6."},
        ]}),
    ("doc_generate", {"template": "guest_notice_change_of_date_venue", "event_id": "EV-2025-0417",
                      "status": "draft",
                      "fields": {"couple": "Hannah & James", "old_venue": "Millbrook Barn",
                                 "old_date": "2025-09-13", "new_venue": "Hollowmere House, Painswick GL6",
                                 "new_date": "2025-09-20", "ceremony_time": "14:00",
                                 "ceremony_space": "Orangery", "rsvp_by": "2025-09-12",
                                 "carriages": "23:30"}}),
])
c.tool([
    "PAY-81544 SENT 2025-09-02 10:31. £5,600.00 -> Hollowmere House Ltd (sort 40-12-76), ref 'HM-BK-20913 deposit'. "
    "Client account EV-2025-0417 balance after payment: £18,214.50.",
    """Rebook batch RB-2291 – 6 items – completed 2025-09-02 13:48

VND-204 Hearth & Hare Catering — DATE MOVED. HH-3391 rev 3. guests 142 -> 148; value £8,449.00 -> £8,806.00 (148 x £59.50)
  Vendor note (Tomasz Nowak): "Happy to do the 20th. Their kitchen won't cope with hot mains for 148 on two ovens —
  we'll bring our mobile field kitchen (trailer, generator, extra chef). That's a £380 surcharge. I need a site visit
  first — Thursday 4 Sep in the morning?"

VND-311 Velvet Tides — DATE MOVED. VT-2025-088 rev A.
  Vendor note: "Please note Marcus Bell left Velvet Tides on 31 Aug. Bookings are now handled by Dee Harper
  (dee@velvettides.com, 07700 900733). Our full 7-piece will trip a 90 dB(A) limiter within minutes. For Hollowmere we
  recommend our 4-piece 'Tides Unplugged' line-up (vocals, acoustic guitar, double bass, cajón, plus DJ set to 23:00)
  at £2,450 instead of £3,200. Your £800 deposit carries over. Please confirm which line-up you want."

VND-097 Lena Marsh Photography — ASSOCIATE SUBSTITUTION. LM-25-061 rev 2.
  Vendor note (Lena Marsh): "I'm so sorry I can't do the 20th. Ollie Grant has shot alongside me for six years —
  40+ weddings, including Hannah's cousin Chioma's. He'll shoot the day, I'll do the edit myself. Same package, £2,100;
  nothing changes for Hannah and James."
  Associate profile: Ollie Grant — 6 years with Lena Marsh Photography, second shooter on 40+ weddings, lead on 11;
  portfolio lenamarsh.photo/ollie; same kit and editing workflow; DBS checked; £5m PL under Lena's policy.

VND-152 Wild Stem Florals — DATE MOVED. WS-0719 rev 2. No price change.
  Vendor note (Ruth Adeyemi): "We'd like to set the Orangery arch on Fri 19 Sep from 16:00 if Hollowmere allow."
  Order (unchanged): bridal bouquet (garden roses, cosmos, astrantia); 4 bridesmaids' posies; 8 buttonholes; 2 corsages;
  ceremony arch (meadow style, dahlias and grasses); 15 table centres (bud vases x5 per table) -> now 15 tables + top
  table garland; Orangery windowsills x6 jam jars; cake flowers. Arch and windowsills to be reused in Long Gallery.

VND-066 Cotswold Cake Co. — DATE MOVED. CC-5521 rev 1. Delivery Hollowmere 14:00.

VND-240 Paper & Thistle — ORDER AMENDED. PT-8810: printing on hold; proof v4 within 24 h; no charge (not yet printed).

GRS-25-3318 Gloucestershire Registration Service — CHANGE ACCEPTED. Hollowmere House holds an approved premises
  licence (Orangery, Long Gallery). Registrars available Sat 20 Sep 14:00. Final interview unchanged: Tue 9 Sep 10:30,
  Gloucester Register Office. Notice of marriage remains valid (issued 2025-06-02, valid 12 months).

Hearth & Hare attachment: HH-3391 rev 3 schedule (summary)
  Canapés (x4 pp): beetroot & goat's curd tartlet; smoked trout blini; ham hock croquette; wild mushroom arancini (v)
  Starter: heritage tomato, burrata, basil oil (v) / coeliac: same without crostini
  Main: slow-roast Gloucester Old Spot belly, cider jus, crushed potatoes, hispi cabbage
        veg/vegan: roast squash, lentil & walnut wellington (nut-free version for table 6)
  Pudding: sticky toffee pudding, clotted cream / vegan: poached pear, oat crumble
  Children (14): chicken goujons or pasta pomodoro, ice cream
  Evening: wood-fired pizza, 3 varieties, for 148 + 20 evening-only est.
  Staffing: 1 head chef, 3 chefs, 12 front of house, 2 KP — field kitchen adds 1 chef
  Dietary: 9 veg, 3 vegan, 2 coeliac, 1 nut allergy (table 6)""",
    "DOC-5531 created (draft, rev 1): Guest notice – change of date and venue\n\n" + NOTICE_V1,
], tag="t_rebook")
c.model("""## Done
- **Deposit paid**: PAY-81544, £5,600 to Hollowmere. Client account now £18,214.50.
- **Vendors moved to Sat 20 Sep** (batch RB-2291):

| Vendor | Status | Needs a decision? |
|---|---|---|
| Hearth & Hare | moved, 148 covers (£8,806) | **£380 field-kitchen surcharge**; wants a site visit Thu 4 Sep am |
| Velvet Tides | moved | **Marcus Bell has left — contact is now Dee Harper.** Full 7-piece will trip the limiter; they suggest the 4-piece 'Tides Unplugged' + DJ at **£2,450** (vs £3,200) |
| Lena Marsh Photography | **Ollie Grant will shoot**, Lena edits — she vouches for him (6 yrs, 40+ weddings); same £2,100 | — |
| Wild Stem | moved; arch set Fri 19 Sep from 16:00 | — (I'll clear with Saskia) |
| Cotswold Cake Co. | moved; delivery 14:00 | — |
| Paper & Thistle | printing held, proof v4 in 24 h, no charge | — |
| Registrar (GRS-25-3318) | change accepted — Hollowmere is licensed; 14:00 confirmed; final interview still Tue 9 Sep 10:30 | — |

## Guest notice — draft DOC-5531 rev 1
> **Subject: Hannah & James — new date and venue: Saturday 20 September, Hollowmere House**
>
> Dear {first_name},
>
> We have some unexpected news. Millbrook Barn, where Hannah and James were due to marry on Saturday 13 September, was badly flooded on the night of 31 August and will be closed for several months.
>
> *Unfortunately this means the original plans cannot go ahead, and we know this may disrupt your travel and accommodation, for which Hannah and James are truly sorry. Most hotels will move a booking free of charge if you contact them directly.*
>
> The good news: the wedding will now take place on **Saturday 20 September 2025** at **Hollowmere House, Painswick, Gloucestershire GL6** — just four miles from Stroud. The ceremony is at 14:00 in the Orangery; please arrive from 13:30. Drinks in the Walled Garden, then dinner, speeches and dancing in the Long Gallery. Carriages at 23:30.
>
> Everything else — the food, the music, the dress code — stays the same. Please reply by Friday 12 September to let us know you can still join us.
>
> With love, Hannah & James

Two decisions for you: the **£380 surcharge**, and **7-piece vs 4-piece**. Any edits to the notice?""")

# ---------------------------------------------------------------- turn 8
c.user("Offer Tomasz £300. 4-piece. Notice: drop the 'unfortunately' para, add a shuttle from "
       "Stroud station. Then send it — email and SMS.", tag="u8")
NOTICE_V2 = NOTICE_V1.replace(
    "Unfortunately this means the original plans cannot go ahead, and we know this may disrupt your travel and accommodation, for which Hannah and James are truly sorry. Most hotels will move a booking free of charge if you contact them directly.\n\n", ""
).replace(
    "Carriages at 23:30.",
    "Carriages at 23:30.\n\nA free shuttle coach will run from Stroud railway station to Hollowmere before the ceremony and back to the station after carriages. We'll send exact times next week.")
SMS = ("Hannah & James's wedding has moved (Millbrook Barn flooded): now Sat 20 Sep, 14:00, Hollowmere House, "
       "Painswick GL6. Free shuttle from Stroud station - times to follow. Details by email; please reply by 12 Sep. "
       "Evergreen & Vine")
c.model("Sending the counter-offer, confirming the 4-piece with Dee, finalising the notice, sending it, and getting coach quotes for the shuttle.", [
    ("email_send", {"from": "planning@evergreenvine.co.uk", "to": ["tomasz@hearthandhare.co.uk"],
                    "subject": "Okafor/Whitcombe 20 Sep – field kitchen",
                    "body": "Hi Tomasz,\n\nThanks for jumping on this. Could you do the mobile field kitchen for £300 rather than £380? The couple's budget has taken a knock this week.\n\nSite visit: Saskia Brent at Hollowmere can do Thu 4 Sep 10:00 — does that suit? Please bring your PL certificate, Hollowmere need proof of £5m cover by the 13th.\n\nPriya"}),
    ("vendor_contract_amend", {"contract": "VT-2025-088", "vendor_id": "VND-311",
                               "vendor_contact": "Dee Harper <dee@velvettides.com>",
                               "changes": {"line_up": {"was": "7-piece", "now": "4-piece 'Tides Unplugged' + DJ set to 23:00"},
                                           "fee_gbp": {"was": 3200, "now": 2450},
                                           "deposit_paid_gbp": 800, "balance_due_gbp": 1650},
                               "reason": "Hollowmere House 90 dB(A) limiter and 23:00 curfew",
                               "approved_by": "Priya Raman"}),
    ("doc_update", {"doc_id": "DOC-5531", "status": "final",
                    "changes": ["Remove paragraph beginning 'Unfortunately this means…'",
                                "Add after carriages: free shuttle coach from Stroud railway station before the ceremony and back after carriages; exact times to follow next week"]}),
    ("message_broadcast", {"event_id": "EV-2025-0417", "doc_id": "DOC-5531", "doc_rev": 2,
                           "audience": "guest_list:all", "channels": ["email", "sms"],
                           "sms_text": SMS, "reply_to": "planning@evergreenvine.co.uk",
                           "send_at": "now"}),
    ("coach_quote_request", {"suppliers": ["Cotswold Coaches", "Marchants Coaches"], "date": "2025-09-20",
                             "passengers_estimate": 60,
                             "legs": [{"from": "Stroud railway station", "to": "Hollowmere House, Painswick GL6",
                                       "depart_window": "13:00-13:45"},
                                      {"from": "Hollowmere House, Painswick GL6", "to": "Stroud railway station",
                                       "depart": "23:30"}],
                             "accessibility": "at least one wheelchair-accessible vehicle preferred",
                             "reply_by": "2025-09-03T12:00"}),
], tag="m_send")

# broadcast log: households summing to 148 guests
FIRST = ["Amelia", "Oliver", "Chloe", "Harry", "Grace", "George", "Ella", "Jack", "Isla", "Noah", "Sophie",
         "Leo", "Freya", "Oscar", "Ruby", "Arthur", "Mia", "Alfie", "Zara", "Samuel", "Ngozi", "Emeka",
         "Chidi", "Funmi", "Tobi", "Kemi", "Rosie", "Ben", "Lucy", "Tom", "Hattie", "Will", "Ife", "Dami",
         "Priti", "Callum", "Eleanor", "Rory", "Maeve", "Dylan"]
LAST = ["Whitcombe", "Okafor", "Hughes", "Bennett", "Adeyemi", "Clarke", "Foster", "Nwosu", "Harding",
        "Price", "Ellis", "Turner", "Eze", "Morgan", "Reid", "Shaw", "Walsh", "Obi", "Palmer", "Lloyd",
        "Campbell", "Iwu", "Barker", "Dawson", "Fletcher", "Kaur", "Moss", "Stevens"]
sizes = []
total = 0
while total < 148:
    s = rng.choice([1, 2, 2, 2, 2, 3, 4])
    s = min(s, 148 - total)
    sizes.append(s)
    total += s
# force household count to 86 by merging/splitting
while len(sizes) > 86:
    i = sizes.index(1) if 1 in sizes else len(sizes) - 1
    v = sizes.pop(i)
    sizes[rng.randrange(len(sizes))] += v
while len(sizes) < 86:
    i = max(range(len(sizes)), key=lambda k: sizes[k])
    sizes[i] -= 1
    sizes.append(1)
assert sum(sizes) == 148 and len(sizes) == 86
special = {7: ("Graham & Irene Pollard", "g.pollard@btinternet.con", None, 2),
           31: ("Adaeze Okafor", "adaeze.okafor@yahoo.co", None, 1),
           2: ("Edith Whitcombe (c/o Martin Whitcombe)", "martin.whitcombe@gmail.com", "07700 900218", 2)}
no_mobile_other = set(rng.sample([i for i in range(86) if i not in special], 5))
log = ["Broadcast BC-4471   EV-2025-0417   doc DOC-5531 rev 2 (FINAL)   started 2025-09-02 15:10, completed 15:12",
       "Audience: guest_list:all — 148 guests in 86 households (children reached via parent contact)",
       "Email: 86 attempted, 84 delivered, 2 bounced",
       "SMS:   79 sent, 79 delivered; 7 households have no mobile on file",
       "",
       "hh   household                                   guests  email                                   email status                          sms"]
used = set()
for i in range(86):
    if i in special:
        name, em, mob, sz = special[i]
        # keep totals: swap size with the generated one
    else:
        while True:
            fn, ln = rng.choice(FIRST), rng.choice(LAST)
            if (fn, ln) not in used:
                used.add((fn, ln))
                break
        sz = sizes[i]
        if sz == 1:
            name = f"{fn} {ln}"
        elif sz == 2:
            name = f"{fn} & {rng.choice([x for x in FIRST if x != fn])} {ln}"
        else:
            others = rng.sample([x for x in FIRST if x != fn], sz - 1)
            name = f"{fn}, {', '.join(others[:-1])} & {others[-1]} {ln}" if sz > 2 else name
            if len(name) > 42:
                name = f"{fn} {ln} + {sz - 1} (family)"
        em = f"{fn.lower()}.{ln.lower()}{rng.choice(['', '', '82', '1', '.home'])}@{rng.choice(['gmail.com', 'outlook.com', 'icloud.com', 'btinternet.com', 'yahoo.co.uk', 'hotmail.co.uk'])}"
        mob = None if i in no_mobile_other else f"07700 900{rng.randrange(0, 1000):03d}"
    sizes[i] = sz
    if i in (7, 31):
        status = "BOUNCED 550 5.1.2 domain not found" if i == 7 else "BOUNCED 550 5.1.1 no such user"
    else:
        status = "delivered"
    sms = f"sent {mob}" if mob else "— no mobile"
    log.append(f"{i + 1:>3}  {name:<42}  {sz:>5}  {em:<38}  {status:<36}  {sms}")
# fix header totals to reflect the actual sums after special overrides
tot_guests = sum(sizes)
assert tot_guests == 148, tot_guests
nomob = sum(1 for l in log[6:] if l.endswith("no mobile"))
log[1] = f"Audience: guest_list:all — {tot_guests} guests in 86 households (children reached via parent contact)"
log[3] = f"SMS:   {86 - nomob} sent, {86 - nomob} delivered; {nomob} households have no mobile on file"
BROADCAST = "\n".join(log)

c.tool([
    "Sent 2025-09-02 14:55. message-id <ev.20250902.145511.4477@evergreenvine.co.uk> to tomasz@hearthandhare.co.uk",
    """VT-2025-088 rev B issued 2025-09-02 14:56 (vendor VND-311 Velvet Tides)
line_up   7-piece  ->  4-piece 'Tides Unplugged' + DJ set to 23:00
fee       £3,200.00  ->  £2,450.00
deposit   £800.00 (PAY-77502) carried over
balance   £2,400.00  ->  £1,650.00, due on the night
Status: AWAITING VENDOR COUNTERSIGNATURE (sent to dee@velvettides.com)""",
    "DOC-5531 rev 2 FINAL (2025-09-02 15:04)\n\n" + NOTICE_V2,
    BROADCAST,
    "Quote request CQ-118 sent to 2 suppliers (Cotswold Coaches, Marchants Coaches). Replies requested by 2025-09-03 12:00.",
], tag="t_send")

c.model(f"""Done.
- **Hearth & Hare**: counter-offer of **£300** sent to Tomasz, with a site visit proposed for **Thu 4 Sep 10:00** at Hollowmere.
- **Velvet Tides**: 4-piece 'Tides Unplugged' + DJ at **£2,450** — contract VT-2025-088 rev B, waiting for Dee Harper's signature. Balance £1,650 on the night.
- **Guest notice sent** (BC-4471, DOC-5531 rev 2): email delivered to 84 of 86 households; SMS to {86 - nomob}.
- **2 households have NOT heard** — their e-mails bounced and neither has a mobile on file:
  - Graham & Irene Pollard — g.pollard@btinternet.con (looks like a typo for .com)
  - Adaeze Okafor — adaeze.okafor@yahoo.co (probably yahoo.co.uk or .com)
- **Shuttle**: quotes requested from Cotswold Coaches and Marchants (CQ-118), replies due tomorrow noon.""")

# ---------------------------------------------------------------- turn 9
_conf = [l for l in log[6:] if "delivered" in l and "BOUNCED" not in l]
RSVP_ROWS = []
RSVP_CONF = 0
for _l in rng.sample(_conf, 37):
    _name = _l[5:47].strip()
    _n = int(_l[49:54])
    RSVP_CONF += _n
    RSVP_ROWS.append(f"  CONFIRMED  {_name:<42} {_n} guest{'s' if _n > 1 else ''}  via {rng.choice(['email reply', 'email reply', 'SMS reply', 'RSVP link'])}")
c.user("Get the right addresses off Hannah. Anything back from Tomasz?")
c.model(None, [
    ("email_send", {"from": "planning@evergreenvine.co.uk", "to": ["hannah.okafor@fastmail.co.uk"],
                    "subject": "Two guests we couldn't reach",
                    "body": "Hi Hannah,\n\nThe new-date notice went out to everyone, but two e-mails bounced and we have no mobile numbers for them:\n- Graham & Irene Pollard (we have g.pollard@btinternet.con)\n- Adaeze Okafor (we have adaeze.okafor@yahoo.co)\n\nCould you send correct e-mails or mobiles, or let them know yourselves?\n\nThanks, Priya"}),
    ("inbox_search", {"mailbox": "planning@evergreenvine.co.uk",
                      "query": "Hearth OR Velvet OR CQ-118 OR CLM-BW-2025-11873 OR Hollowmere",
                      "since": "2025-09-02T15:00", "limit": 20}),
])
c.tool([
    "Sent 2025-09-03 09:58. message-id <ev.20250903.095812.4502@evergreenvine.co.uk> to hannah.okafor@fastmail.co.uk",
    """11 messages (newest first)

[1] 2025-09-03 09:47  From: Dana Whitfield <dana.whitfield@bellwether-insurance.co.uk>
    Subject: CLM-BW-2025-11873 – query before acceptance
    Dear Ms Raman,
    Thank you for the notification. Before we can accept liability under Section 3, I need to draw your
    attention to exclusion 7.4. Our records show that the Environment Agency issued a flood alert for the
    River Frome at Stroud on 14 January 2024. Please confirm whether the policyholder or the venue was aware
    of flood risk at Millbrook Barn when the booking was made (12 February 2025) or when the policy was
    purchased (10 March 2025), and provide any information you hold. We will also need the venue's letter
    as listed in our acknowledgement.
    Kind regards, Dana Whitfield, Claims Handler

[2] 2025-09-03 09:20  From: Cotswold Coaches <bookings@cotswoldcoaches.co.uk>
    Subject: Quote CQ-118-A – wedding shuttle 20/09
    2 x 33-seat coaches, one with rear wheelchair lift. Outbound from Stroud station 13:00 and 13:30
    (approx 15 min run). Return from Hollowmere House 23:30, both vehicles. £640.00 incl. VAT.
    25% deposit to confirm, balance 7 days after the event. Quote valid 5 days.

[3] 2025-09-03 08:51  From: Marchants Coaches <sales@marchantscoaches.com>
    Subject: Quote CQ-118-B
    1 x 49-seat coach + 1 x 16-seat minibus. Single outbound run 13:15, return 23:30. No wheelchair-accessible
    vehicle available that date. £585.00 incl. VAT, full payment 14 days before.

[4] 2025-09-03 08:22  From: Tomasz Nowak <tomasz@hearthandhare.co.uk>
    Subject: Re: Okafor/Whitcombe 20 Sep – field kitchen
    £300 is fine — deal. HH-3391 rev 4 attached: 148 covers x £59.50 = £8,806 + field kitchen £300
    = £9,106; £2,500 paid, balance £6,606 due 13 Sep. Thursday 10:00 at Hollowmere works, PL cert attached.
    Cheers, T

[5] 2025-09-02 19:12  From: Dee Harper <dee@velvettides.com>
    Subject: VT-2025-088 rev B signed
    All signed — Tides Unplugged for the 20th. We'll need a 16A socket within 10 m of where we set up in
    the Long Gallery, and 45 min for load-in from 17:30. Dee

[6] 2025-09-02 17:36  From: Saskia Brent <events@hollowmerehouse.co.uk>
    Subject: Re: HM-BK-20913
    Deposit received with thanks. Still checking the ramp with maintenance for a powered chair — will come
    back to you by Friday. Florist is welcome to set Friday 19th from 16:00. S

[7] 2025-09-02 16:40  From: Nia Pryce <studio@paperandthistle.co.uk>
    Subject: PT-8810 proof v4 – Okafor/Whitcombe order of service
    Proof v4 attached — new date and venue. Text below for a quick check; we print on approval.
      Front:  Hannah & James · Saturday 20th September 2025 · Hollowmere House, Painswick
      Inside: The Arrival of the Bride — "A Thousand Years" (string arrangement, recorded)
              Welcome — The Registrar, Gloucestershire Registration Service
              Reading — "Sonnet 116", read by Chioma Okafor
              The Declarations and Contracting Words
              The Exchange of Rings
              Reading — "Ibeji" (Yoruba blessing), read by Emmanuel Okafor
              The Signing of the Register — "Harvest Moon" (acoustic)
              The Recessional — "Signed, Sealed, Delivered"
      Back:   "Thank you for being here, twice over." Drinks in the Walled Garden follow the ceremony.
    Nia

[10] 2025-09-03 07:00  From: Evergreen & Vine guest replies <replies@evergreenvine.co.uk>
    Subject: Daily digest – replies to BC-4471 (EV-2025-0417)
""" + f"    38 households replied so far ({RSVP_CONF + 2} guests). Confirmed for Sat 20 Sep: 37 households / {RSVP_CONF} guests." + """
    Unsure: 1 household / 2 guests ("Tom W + partner – partner checking if she can get leave, will confirm").
    Declined: 0.   Questions: 3 (parking at Hollowmere; children's entertainer?; can the shuttle take a pushchair?)
""" + "\n".join("    " + r for r in RSVP_ROWS) + """

[11] 2025-09-02 18:20  From: Bear of Rodborough Reservations <events@bearofrodborough.co.uk>
    Subject: Okafor-Whitcombe room block – date change
    We can move 14 of the 19 block rooms to the nights of 19 and 20 September at the same rate. 5 rooms are
    waitlisted (we are full on the 20th for a conference). Guests can call us directly on 01453 878522.

[8] 2025-09-02 16:05  From: Marta Ferreira <ferreira.lund@gmail.com>
    Subject: Re: 6 Sep timings
    (EV-2025-0392 — not related) Thanks Priya, 12:15 first look is perfect. See you Saturday!

[9] 2025-09-02 15:47  From: VenueLink <noreply@venuelink.co.uk>
    Subject: HOLD-AC-0982 released – confirmation
    Your hold at Ashcombe Tithe Barn for 27/09/2025 has been released. No charge."""], tag="t_updates2")
c.model("""Asked Hannah for the Pollards' and Adaeze's details.

## Updates
- **Hearth & Hare**: £300 accepted — HH-3391 rev 4: 148 × £59.50 = £8,806 + field kitchen £300 = **£9,106**; £2,500 paid, **£6,606 due 13 Sep**. Site visit **Thu 4 Sep 10:00** confirmed; PL certificate received.
- **Velvet Tides**: Dee signed rev B. They need a **16A socket within 10 m** of the Long Gallery set-up and load-in from 17:30.
- **Hollowmere**: deposit received; florist OK for Fri 19 Sep 16:00; ramp answer by Friday.
- **RSVPs to the notice**: 37 households confirmed for the 20th, none declined; Tom + partner unsure (she's checking leave). Guests are asking about parking, a children's entertainer and pushchairs on the shuttle.
- **Hotel block**: The Bear of Rodborough can move 14 of the 19 rooms to 19–20 Sep; **5 rooms are waitlisted** (conference on the 20th). Those guests may need the Premier Inn or Hollowmere's 8 bedrooms.
- **Paper & Thistle**: proof v4 (new date/venue) is in — needs Hannah's OK before printing.

## Shuttle quotes
| | **Cotswold Coaches (CQ-118-A)** | **Marchants (CQ-118-B)** |
|---|---|---|
| Vehicles | 2 × 33-seat | 49-seat + 16-seat minibus |
| Wheelchair lift | ✅ one coach | ❌ none |
| Outbound | 13:00 and 13:30 | one run 13:15 |
| Return | 23:30 | 23:30 |
| Price | £640 | £585 |
| Payment | 25% deposit, balance after | full 14 days before |

## ⚠️ Insurer query
Dana Whitfield won't accept liability yet: she cites **exclusion 7.4** and an Environment Agency **flood alert for the River Frome at Stroud on 14 January 2024**, and asks whether the couple or Millbrook knew of flood risk at booking (12 Feb 2025) or purchase (10 Mar 2025).

Which coach — and how do you want to answer Dana?""")

# ---------------------------------------------------------------- turn 10
c.user("Cotswold, the lift matters. On Dana: that alert was for the whole river, nothing at Millbrook "
       "itself. Pull the EA history and prove it.")

# gauge table (generated)
months = []
for y, m in [(2023, k) for k in range(1, 13)] + [(2024, k) for k in range(1, 13)] + [(2025, k) for k in range(1, 9)]:
    base = {1: 0.92, 2: 0.88, 3: 0.74, 4: 0.55, 5: 0.46, 6: 0.38, 7: 0.35, 8: 0.41, 9: 0.48, 10: 0.63, 11: 0.81, 12: 0.90}[m]
    peak = round(base + rng.uniform(-0.12, 0.25), 2)
    if (y, m) == (2024, 1):
        peak = 1.42
    if (y, m) == (2023, 12):
        peak = 1.18
    months.append(f"  {y}-{m:02d}   {peak:>5.2f} m   {round(peak * 0.45, 2):>5.2f} m")
QUARTERS = []
_lvl = 0.52
for _q in range(0, 76):
    _h, _m = divmod(18 * 60 + _q * 15, 60)
    _day = "08-31" if _h < 24 else "09-01"
    _h = _h % 24
    if _q < 20:
        _lvl += rng.uniform(0.01, 0.04)
    elif _q < 33:
        _lvl += rng.uniform(0.06, 0.12)
    elif _q < 37:
        _lvl = min(2.61, _lvl + rng.uniform(0.02, 0.08))
    else:
        _lvl -= rng.uniform(0.01, 0.03)
    if _q == 33:
        _lvl = 2.61
    flag = "  > property threshold 2.10 m" if _lvl > 2.10 else ""
    QUARTERS.append(f"  2025-{_day} {_h:02d}:{_m:02d}   {_lvl:4.2f}{flag}")
FLOOD = """Environment Agency – flood history extract (via EA Flood Monitoring API / historic warnings archive)
Location: Millbrook Barn, Mill Lane, Stroud GL5 3JR   (51.7381, -2.2294)   Period: 2023-01-01 to 2025-09-01

TARGET AREAS CONTAINING THIS LOCATION
  031WAF214     Flood ALERT area   "River Frome and its tributaries in Gloucestershire"   area 94.3 km²   (covers Stroud valleys, Chalford to Frampton)
  031FWF214MB   Flood WARNING area "River Frome at Millbrook and Dudbridge"               area 0.41 km²   (properties at Mill Lane, Dudbridge Road)

MESSAGES ISSUED FOR THESE AREAS
  issued               type            area          severity  removed              notes
  2023-12-21 14:05     Flood Alert     031WAF214     3         2023-12-23 09:40     heavy rain, river levels rising in upper catchment
  2024-01-14 06:20     Flood Alert     031WAF214     3         2024-01-16 11:15     Storm Henk aftermath; no warning issued for 031FWF214MB
  2025-08-30 17:55     Flood Alert     031WAF214     3         —                    exceptional rainfall forecast 30–31 Aug
  2025-08-31 22:10     Flood Warning   031FWF214MB   2         —                    first Flood Warning for this target area since it was created (2006)
  2025-09-01 03:05     Severe Flood W. 031FWF214MB   1         2025-09-01 19:30     property flooding confirmed Mill Lane
  (no messages for 031FWF214MB between 2006-04-01 and 2025-08-31)

GAUGE 2161 – River Frome at Dudbridge (0.3 km downstream)   typical range 0.18–1.10 m   property flooding threshold 2.10 m
  record high: 2.61 m on 2025-09-01 02:15 (previous record 1.74 m, 2007-07-20)
  month     peak stage   mean stage
""" + "\n".join(months) + """
  2025-09   2.61 m      (partial)

GAUGE 2161 – 15-minute readings around the event (stage, m)
""" + "\n".join(QUARTERS) + """
HISTORIC FLOOD MAP – recorded flood outlines intersecting GL5 3JR: 2007-07 (garden and car park only, no building entry)
FLOOD ZONE (planning): Zone 2 (medium probability, 0.1–1% annual chance)"""

c.model("Booking Cotswold and pulling the Environment Agency record for Millbrook's location.", [
    ("coach_book", {"quote_id": "CQ-118-A", "supplier": "Cotswold Coaches", "event_id": "EV-2025-0417",
                    "date": "2025-09-20",
                    "vehicles": [{"type": "33-seat, wheelchair lift", "depart": "13:00", "from": "Stroud railway station"},
                                 {"type": "33-seat", "depart": "13:30", "from": "Stroud railway station"}],
                    "return": {"from": "Hollowmere House, Painswick GL6", "depart": "23:30"},
                    "price_gbp": 640, "lead_passenger_contact": "Priya Raman 07700 900101",
                    "notes": "Wedding guests. One guest uses a powered wheelchair – please use the lift vehicle at 13:00."}),
    ("flood_history_lookup", {"source": "Environment Agency",
                              "location": {"name": "Millbrook Barn, Mill Lane, Stroud", "postcode": "GL5 3JR"},
                              "from": "2023-01-01", "to": "2025-09-01",
                              "include": ["target_areas", "flood_alerts", "flood_warnings", "gauge_peaks",
                                          "historic_flood_map", "flood_zone"]}),
])
c.tool([
    """Booking CC-BK-6610 CONFIRMED – Cotswold Coaches
Sat 20 Sep 2025   EV-2025-0417 (Okafor/Whitcombe)
Vehicle 1  33-seat with wheelchair lift   dep Stroud railway station 13:00 -> Hollowmere House
Vehicle 2  33-seat                        dep Stroud railway station 13:30 -> Hollowmere House
Return     both vehicles                  dep Hollowmere House 23:30 -> Stroud railway station
Price £640.00 incl. VAT.  Deposit £160.00 due 2025-09-10.  Balance £480.00 due 2025-09-27.
Driver contact issued 48 h before.
Terms: vehicles wait max 20 min at pick-up; additional waiting £45/hr; no red wine or confetti on board;
cancellation more than 7 days before: deposit retained; within 7 days: 100%. Wheelchair lift vehicle carries one
powered chair up to 300 kg combined, secured by 4-point restraint; passenger to travel in chair.""",
    FLOOD,
], tag="t_coach")
c.model("""## Shuttle booked — CC-BK-6610
Cotswold Coaches, 2 × 33-seat (lift on the 13:00 run) from Stroud station at **13:00 and 13:30**, back at **23:30**. **£640**; deposit **£160 due 10 Sep**, balance £480 due 27 Sep.

## EA history — it supports the couple
- **14 Jan 2024 was a Flood *Alert* for the whole catchment** — area 031WAF214, "River Frome and its tributaries", 94 km² from Chalford to Frampton. Alerts are the lowest tier ("flooding is possible").
- **No warning was ever issued for Millbrook's own target area (031FWF214MB) before 31 Aug 2025 22:10** — the first since that area was created in 2006.
- In Jan 2024 the Dudbridge gauge peaked at **1.42 m**, well below the **2.10 m** property-flooding threshold. The 1 Sep 2025 peak was a record **2.61 m**.
- Caveat: Millbrook is in planning Flood Zone 2 and the 2007 flood reached its garden and car park (no building entry). Dana may see that too — better we mention it than she finds it.

## Draft reply to Dana
> Dear Ms Whitfield — *(short version)*: the 14 Jan 2024 message was a Flood Alert for the whole 94 km² Frome catchment (031WAF214), not a warning for the venue; no warning had ever been issued for Millbrook's target area (031FWF214MB) until 31 Aug 2025, after both the booking (12 Feb 2025) and the purchase (10 Mar 2025). Neither the couple nor, to our knowledge, the venue had any notice of risk beyond the general Zone 2 designation. EA extract attached.

Send it, cc Hannah?""")

# ---------------------------------------------------------------- turn 11
c.user("Send it. cc Hannah. And put the extra costs on the claim.")
c.model("Sending the reply and itemising the costs on the claim. I'm netting off the band saving — Bellwether will spot it anyway, and it keeps the claim clean.", [
    ("email_send", {"from": "planning@evergreenvine.co.uk",
                    "to": ["dana.whitfield@bellwether-insurance.co.uk"],
                    "cc": ["hannah.okafor@fastmail.co.uk", "priya@evergreenvine.co.uk"],
                    "subject": "Re: CLM-BW-2025-11873 – exclusion 7.4 / flood history at Millbrook Barn",
                    "body": "Dear Ms Whitfield,\n\nThank you for your email. On exclusion 7.4:\n\n1. The message of 14 January 2024 was a Flood Alert for target area 031WAF214, 'River Frome and its tributaries in Gloucestershire' — a 94 km² catchment-wide alert covering the Stroud valleys from Chalford to Frampton. It was not a warning for the venue.\n2. Millbrook Barn sits in flood warning area 031FWF214MB ('River Frome at Millbrook and Dudbridge'). No message of any kind was issued for that area between its creation in 2006 and the Flood Warning of 31 August 2025 at 22:10 — after both the booking (12 February 2025) and the policy purchase (10 March 2025).\n3. In January 2024 the Dudbridge gauge peaked at 1.42 m against a property-flooding threshold of 2.10 m; the flood of 1 September 2025 set a record of 2.61 m.\n4. For completeness: the site is in planning Flood Zone 2 and the EA's historic map records water in the garden and car park in July 2007, with no building entry. The couple were not aware of any flood risk when booking or buying the policy, and Millbrook had no flood event in their time of operating weddings there.\n\nThe EA extract is attached. Millbrook's letter on letterhead will follow after their loss adjuster's visit on 5 September.\n\nKind regards,\nPriya Raman\nEvergreen & Vine Events (nominated planner contact)",
                    "attachments": ["EA_flood_history_GL5_3JR_2023-2025.pdf"]}),
    ("insurance_claim_update", {"claim_id": "CLM-BW-2025-11873",
                                "new_event": {"date": "2025-09-20", "venue": "Hollowmere House, Painswick GL6",
                                              "booking": "HM-BK-20913"},
                                "additional_costs": [
                                    {"item": "Venue fee difference (Hollowmere £11,200 vs Millbrook £9,800)", "gbp": 1400},
                                    {"item": "External caterer buyout, Hollowmere House", "gbp": 600},
                                    {"item": "Mobile field kitchen surcharge, Hearth & Hare (HH-3391 rev 4)", "gbp": 300},
                                    {"item": "Guest shuttle coaches, Cotswold Coaches (CC-BK-6610)", "gbp": 640}],
                                "offsets": [{"item": "Band fee reduced, Velvet Tides VT-2025-088 rev B (£3,200 -> £2,450)", "gbp": -750}],
                                "documents": ["HM-CT-20913.pdf", "HH-3391_rev4.pdf", "VT-2025-088_revB.pdf",
                                              "CC-BK-6610.pdf", "EA_flood_history_GL5_3JR_2023-2025.pdf"],
                                "note": "Millbrook deposit refund RF-3307 (£4,900) pending; venue letter to follow after loss adjuster visit 5 Sep."}),
])
c.tool([
    "Sent 2025-09-03 11:36. message-id <ev.20250903.113604.4519@evergreenvine.co.uk> to dana.whitfield@bellwether-insurance.co.uk; cc hannah.okafor@fastmail.co.uk, priya@evergreenvine.co.uk",
    """CLM-BW-2025-11873 updated -> rev 3 (2025-09-03 11:38)
New event recorded: Sat 20 Sep 2025, Hollowmere House (HM-BK-20913)
Additional costs claimed      £2,940.00
Offsets                       -£750.00
Net additional costs          £2,190.00
Excess                        -£250.00
Net claim                     £1,940.00   (was: £3,500.00 provisional)
Documents: 6 of 8 received. Outstanding: (1) venue cancellation letter on letterhead (Millbrook Barn);
(4) evidence of refund from original venue (RF-3307).
Status: UNDER REVIEW – EXCLUSION 7.4 QUERY OPEN. Documents deadline 2025-10-01.
Document checklist
  (1) venue cancellation letter on letterhead ............ OUTSTANDING
  (2) original venue contract MB-2025-044 ................ received 2025-09-01
  (3a) new venue contract HM-CT-20913 .................... received 2025-09-03 (unsigned copy – signed copy required)
  (3b) supplier invoices HH-3391 rev 4, VT-2025-088 rev B . received 2025-09-03
  (3c) transport CC-BK-6610 ............................. received 2025-09-03
  (4) evidence of refund from original venue (RF-3307) .. OUTSTANDING
  (5) EA flood history extract ........................... received 2025-09-03
  (6) correspondence re exclusion 7.4 .................... received 2025-09-03 — referred to technical team""",
])
c.model("""Done.
- Reply sent to **Dana Whitfield** (cc Hannah) with the EA extract.
- Claim **CLM-BW-2025-11873** rev 3: extra costs £2,940 − £750 band saving − £250 excess = **net claim £1,940**.
- Still owed to Bellwether: Millbrook's letterhead letter and proof of the £4,900 refund (RF-3307). Dana still has to rule on 7.4.""")

# ---------------------------------------------------------------- turn 12
c.user("Where are we on money? Quick table.")
c.model(None, [
    ("crm_get_ledger", {"event_id": "EV-2025-0417", "view": "vendor_summary",
                        "include_pending": True, "include_transactions": True}),
])
LEDGER = """LEDGER EV-2025-0417 — Okafor–Whitcombe Wedding (event date 2025-09-20)   as at 2025-09-03 12:02
Client account balance: £18,214.50      Client-approved budget: £48,500.00

VENDOR SUMMARY
vendor                         contract           value        paid         outstanding   next due
Hollowmere House (venue)       HM-BK-20913        £11,800.00   £5,600.00    £6,200.00     2025-09-13
Hearth & Hare Catering         HH-3391 rev 4      £9,106.00    £2,500.00    £6,606.00     2025-09-13
Velvet Tides                   VT-2025-088 rev B  £2,450.00    £800.00      £1,650.00     2025-09-20 (on the night)
Lena Marsh Photography         LM-25-061 rev 2    £2,100.00    £500.00      £1,600.00     2025-09-13
Wild Stem Florals              WS-0719 rev 2      £1,650.00    £400.00      £1,250.00     2025-09-17
Cotswold Cake Co.              CC-5521 rev 1      £520.00      £520.00      £0.00         —
Paper & Thistle                PT-8810            £385.00      £385.00      £0.00         —
Cotswold Coaches               CC-BK-6610         £640.00      £0.00        £640.00       2025-09-10 (£160 deposit), 2025-09-27 (£480)
Evergreen & Vine planning fee  EVV-0417           £4,800.00    £4,800.00    £0.00         —
Millbrook Barn (cancelled)     MB-2025-044        £0.00        £4,900.00    refund due    RF-3307 £4,900.00 expected by 2025-09-16
TOTAL COMMITTED                                   £33,451.00   £20,405.00   £17,946.00

BUDGET LINES (client-approved £48,500)
  line                          budget       committed    note
  Venue                         £10,000.00   £11,800.00   over by £1,800 (flood rebooking; buyout incl.)
  Catering & drinks             £12,500.00   £9,106.00    drinks package bought by couple direct (Majestic, £2,350 – not on ledger)
  Music                         £3,500.00    £2,450.00
  Photography                   £2,200.00    £2,100.00
  Flowers                       £1,800.00    £1,650.00
  Cake                          £600.00      £520.00
  Stationery                    £450.00      £385.00
  Transport                     £500.00      £640.00      guest shuttle (new)
  Planning fee                  £4,800.00    £4,800.00
  Contingency                   £2,150.00    £0.00
  Client-direct (not on ledger) £10,000.00   n/a          attire, rings, hair & make-up, favours, drinks

PENDING IN / OUT
  in   RF-3307   Millbrook Barn deposit refund        £4,900.00   confirmed by payee 2025-09-02, settlement within 14 days
  in   CLM-BW-2025-11873  Bellwether claim (net)       £1,940.00   under review – not counted in balance

TRANSACTIONS (latest first)
  2025-09-02 10:31  PAY-81544  out  £5,600.00   Hollowmere House Ltd – HM-BK-20913 deposit
  2025-08-14 09:12  DEP-3302   in   £8,000.00   client top-up (H. Okafor)
  2025-07-11 15:40  PAY-78902  out  £385.00     Paper & Thistle – PT-8810
  2025-06-30 10:05  DEP-3187   in   £6,000.00   client top-up (J. Whitcombe)
  2025-05-20 11:22  PAY-78355  out  £520.00     Cotswold Cake Co. – CC-5521
  2025-05-02 16:48  PAY-78210  out  £400.00     Wild Stem Florals – WS-0719 deposit
  2025-04-01 09:00  PAY-77990  out  £1,600.00   Evergreen & Vine – planning fee instalment 3
  2025-03-05 14:30  PAY-77502  out  £800.00     Velvet Tides – VT-2025-088 deposit
  2025-03-03 12:10  PAY-77488  out  £2,500.00   Hearth & Hare – HH-3391 deposit
  2025-02-18 10:44  PAY-77140  out  £500.00     Lena Marsh Photography – LM-25-061 deposit
  2025-02-14 09:30  PAY-77031  out  £1,600.00   Evergreen & Vine – planning fee instalment 2
  2025-02-12 13:02  PAY-77120  out  £4,900.00   Millbrook Barn – MB-2025-044 deposit
  2025-02-10 10:00  DEP-3001   in   £24,619.50  client opening deposit (H. Okafor & J. Whitcombe)
  2025-01-20 09:15  PAY-76888  out  £1,600.00   Evergreen & Vine – planning fee instalment 1 (paid direct, reimbursed)
CHECK: outstanding £17,946.00 vs client account £18,214.50 -> headroom £268.50 before RF-3307 refund."""
c.tool([LEDGER])
c.model("""## Money — EV-2025-0417
| Vendor | Value | Paid | Outstanding | Due |
|---|---|---|---|---|
| Hollowmere (HM-BK-20913) | £11,800 | £5,600 | **£6,200** | 13 Sep |
| Hearth & Hare (HH-3391 rev 4) | £9,106 | £2,500 | **£6,606** | 13 Sep |
| Lena Marsh Photography | £2,100 | £500 | **£1,600** | 13 Sep |
| Cotswold Coaches (CC-BK-6610) | £640 | — | **£160** / £480 | 10 Sep / 27 Sep |
| Wild Stem | £1,650 | £400 | **£1,250** | 17 Sep |
| Velvet Tides (rev B) | £2,450 | £800 | **£1,650** | on the night |
| Cake, stationery, our fee | £5,705 | £5,705 | — | — |
| **Total (live contracts)** | **£33,451** | **£15,505** | **£17,946** | |

- Client account **£18,214.50** → only **£268.50 headroom** until Millbrook's **£4,900 refund (RF-3307)** lands, expected by 16 Sep. Everything due by the 13th (£14,566) is covered, so no top-up needed unless the refund slips past 17 Sep.
- Committed £33,451 against the £48,500 budget (venue line £1,800 over, absorbed by contingency). Millbrook’s £4,900 sits outside these totals until RF-3307 is repaid.
- Bellwether net claim **£1,940** not counted.""")

# ---------------------------------------------------------------- turn 13
c.user("Hannah rang — Tom's girlfriend can't get leave, so 147. And Edith's chair is the big powered "
       "one, about 140 kg with her in it. Make sure Saskia and Tomasz have what they need.", tag="u13")
c.model("Updating the file to 147 guests and briefing Hollowmere and Hearth & Hare together.", [
    ("crm_update_event", {"event_id": "EV-2025-0417", "changes": {"guest_count": 147},
                          "note": "One cancellation (Tom Whitcombe's partner). Edith Whitcombe: powered wheelchair, c. 140 kg occupied – Orangery garden-door ramp must be rated for this."}),
    ("email_send", {"from": "planning@evergreenvine.co.uk",
                    "to": ["events@hollowmerehouse.co.uk", "tomasz@hearthandhare.co.uk"],
                    "subject": "Okafor/Whitcombe 20 Sep – final numbers 147, accessibility, power",
                    "body": "Hi Saskia, hi Tomasz,\n\nA few updates ahead of Thursday's 10:00 site visit:\n\n1. Numbers are now 147 (one cancellation). Tomasz – please reissue HH-3391 at 147 covers; dietary sheet unchanged.\n2. Accessibility: Edith Whitcombe uses a large powered wheelchair, about 140 kg with her in it. Saskia – could you confirm the Orangery garden-door ramp is rated for that, or suggest an alternative route? She also needs a table near an exit in the Long Gallery.\n3. Power: Velvet Tides need a 16A socket within 10 m of their set-up in the Long Gallery, load-in from 17:30. Tomasz's field kitchen brings its own generator – Saskia, where would you like it pitched?\n4. Wild Stem will set the Orangery arch on Fri 19 Sep from 16:00 (thanks for confirming).\n\nSee you Thursday.\nPriya"}),
], tag="m_147")
c.tool([
    """EV-2025-0417 updated -> rev 15 (2025-09-03 14:20)
field         was    now
guest_count   148    147
WARNINGS
  HH-3391 rev 4 still states 148 covers (vendor to reissue).
  HM-BK-20913 booked for 148 guests (within tolerance: venue permits -5 without amendment).""",
    "Sent 2025-09-03 14:21. message-id <ev.20250903.142107.4533@evergreenvine.co.uk> to events@hollowmerehouse.co.uk, tomasz@hearthandhare.co.uk",
])
c.model("""Done.
- CRM rev 15: **147 guests** (was 148). Hollowmere booking stays as is (within their −5 tolerance).
- Tomasz asked to reissue HH-3391 at 147 covers — that should bring catering to 147 × £59.50 + £300 = £9,046.50 (£59.50 less than now).
- Saskia has Edith's chair details (~140 kg, powered) and the ramp question, plus the band's 16A socket and where to pitch the field kitchen — all for Thursday's site visit.""")

# ---------------------------------------------------------------- turn 14
c.user("Good. Remind me Thursday morning about the site visit, and before the 13th about the balances.")
c.model(None, [
    ("reminder_create", {"owner": "priya.raman", "event_id": "EV-2025-0417", "reminders": [
        {"when": "2025-09-04T08:30",
         "text": "Hollowmere site visit 10:00 with Tomasz (H&H) and Saskia: field kitchen pitch + generator, 16A socket for Velvet Tides, Orangery ramp for Edith's powered chair (~140 kg), exit-side table."},
        {"when": "2025-09-05T17:00",
         "text": "Chase Gareth Lowe for Millbrook letterhead letter after loss adjuster visit; forward to Dana Whitfield (CLM-BW-2025-11873)."},
        {"when": "2025-09-09T09:00",
         "text": "Pay Cotswold Coaches deposit £160 (CC-BK-6610) – due 10 Sep."},
        {"when": "2025-09-11T09:00",
         "text": "Balances due 13 Sep: Hollowmere £6,200 (HM-BK-20913), Hearth & Hare (HH-3391, reissued at 147 covers), Lena Marsh £1,600. Check RF-3307 refund has landed."}]}),
])
c.tool(["""4 reminders created for priya.raman (EV-2025-0417)
REM-20931  Thu 2025-09-04 08:30  Hollowmere site visit 10:00 with Tomasz (H&H) and Saskia: field kitchen pitch + generator,
                                  16A socket for Velvet Tides, Orangery ramp for Edith's powered chair (~140 kg), exit-side table.
REM-20932  Fri 2025-09-05 17:00  Chase Gareth Lowe for Millbrook letterhead letter after loss adjuster visit; forward to
                                  Dana Whitfield (CLM-BW-2025-11873).
REM-20933  Tue 2025-09-09 09:00  Pay Cotswold Coaches deposit £160 (CC-BK-6610) – due 10 Sep.
REM-20934  Thu 2025-09-11 09:00  Balances due 13 Sep: Hollowmere £6,200 (HM-BK-20913), Hearth & Hare (HH-3391, reissued at
                                  147 covers), Lena Marsh £1,600. Check RF-3307 refund has landed.
Notifications: e-mail + push to priya.raman; copy to sam.kerr (watcher on EV-2025-0417)."""])
c.model("""Done — four reminders set (Thu 08:30 site visit; Fri 17:00 chase Millbrook letter; Tue 9 Sep coach deposit; Thu 11 Sep balances).

Still open:
- Bellwether's decision on exclusion 7.4 (CLM-BW-2025-11873).
- Orangery ramp for Edith's chair — Saskia by Friday (the site visit is the moment to test it).
- Pollards and Adaeze Okafor haven't received the notice — waiting on Hannah.
- 5 Bear of Rodborough rooms still waitlisted for the 20th.
- Hannah's OK on the order of service proof v4 (PT-8810) before Paper & Thistle print.
- Your countersignature on **HM-CT-20913.pdf** — Bellwether also want the signed copy.""")

# ================================================================ labels
L = c.label
L("user_goal", "Rebook the Okafor/Whitcombe wedding after Millbrook Barn flooded: venue within 40 miles of Stroud, "
  "keep caterer Hearth & Hare and band Velvet Tides, replacement venue no more than £2k over Millbrook's £9,800 fee.",
  ["40 miles", "Hearth & Hare"], "u1")
L("fact", "Millbrook Barn closed by building control until at least mid-November; deposit £4,900 refunded in full under "
  "clause 14.2 (force majeure) of MB-2025-044; balance invoice cancelled.", ["clause 14.2", "mid-November"], 3)
L("fact", "Venue budget cap is £11,800 (Millbrook £9,800 + £2,000); Hollowmere all-in £11,200 + £600 buyout lands exactly on it.",
  ["£11,800"], 4)
L("fact", "Edith Whitcombe (James's grandmother) uses a wheelchair — needs a step-free route and a table near an exit.",
  ["Edith Whitcombe"], 3)
L("fact", "Hollowmere conditions: amplified music through a 90 dB(A) limiter, 23:00 curfew, carriages 23:30; ceremony in the Orangery "
  "(Long Gallery seats only 130 for ceremonies).", ["90 dB(A)", "23:00 curfew"], 5)
L("fact", "Bellwether Section 3 (Failure of venue) covers up to £15,000 of additional rearrangement costs; £250 excess; "
  "venue refund is deducted; documents due by 1 Oct 2025.", ["£15,000", "£250"], 17)
L("fact", "Hollowmere deposit £5,600 paid (PAY-81544); client account balance after was £18,214.50.",
  ["PAY-81544"], "t_rebook")
L("fact", "Guest notice (DOC-5531 rev 2) sent as broadcast BC-4471: 84 of 86 households delivered by email, plus SMS.",
  ["BC-4471"], "t_send")
L("fact", "EA history: 14 Jan 2024 message was a catchment-wide Flood Alert (031WAF214); no warning ever issued for "
  "Millbrook's target area 031FWF214MB before 31 Aug 2025 22:10.", ["031WAF214", "031FWF214MB"], "t_coach")
L("fact", "Guest count is now 147 (Tom's partner cancelled).", ["147 guests"], "m_147")
L("fact", "Only £268.50 headroom in the client account until the Millbrook refund lands; £17,946 outstanding to vendors.",
  ["£268.50"], 49)
L("decision", "Hannah & James chose Sat 20 Sep at Hollowmere House (27th impossible); booked as HM-BK-20913 for 148, "
  "total £11,800; Ashcombe hold released.", ["HM-BK-20913", "Hollowmere"], "t_book")
L("decision", "Hollowmere reduced the external-caterer buyout to £600 (Saskia Brent, on confirming by Wed 3 Sep 17:00).",
  ["£600", "Saskia"], "t_updates1")
L("decision", "Velvet Tides changed to the 4-piece 'Tides Unplugged' + DJ at £2,450 (contract VT-2025-088 rev B, balance £1,650 on the night).",
  ["VT-2025-088 rev B", "£2,450"], "t_send")
L("decision", "Photographer: Lena's associate Ollie Grant shoots 20 Sep, Lena edits, same £2,100 package (LM-25-061 rev 2).",
  ["Ollie Grant", "LM-25-061 rev 2"], "t_rebook")
L("decision", "Hearth & Hare field-kitchen surcharge agreed at £300 (HH-3391 rev 4).", ["HH-3391 rev 4", "£300"], "t_updates2")
L("decision", "Shuttle: Cotswold Coaches chosen for the wheelchair lift — booking CC-BK-6610, £640, 13:00/13:30 from Stroud station, return 23:30.",
  ["CC-BK-6610", "£640"], "t_coach")
L("decision", "Insurance claim itemised net of the £750 band saving: net claim £1,940 after £250 excess.", ["£1,940"], 45)
L("pending_action", "Pay Hollowmere balance £6,200 (venue £5,600 + buyout £600) by 13 Sep.", ["£6,200"], "t_book")
L("pending_action", "Priya to countersign the Hollowmere contract HM-CT-20913.pdf.", ["HM-CT-20913"], "t_book")
L("pending_action", "Site visit at Hollowmere Thu 4 Sep 10:00 with Tomasz and Saskia (field kitchen, 16A socket for band, ramp).",
  ["Thu 4 Sep 10:00"], "m_send")
L("pending_action", "Get Millbrook's letter on letterhead (after loss adjuster's visit Fri 5 Sep) and send it with proof of refund to Bellwether for CLM-BW-2025-11873.",
  ["letterhead", "CLM-BW-2025-11873"], 17)
L("pending_action", "Millbrook deposit refund RF-3307 (£4,900) confirmed by payee, still to be received (expected by 16 Sep).",
  ["RF-3307"], 17)
L("pending_action", "Pay Cotswold Coaches deposit £160 by 10 Sep (balance £480 by 27 Sep).", ["£160", "CC-BK-6610"], "t_coach")
L("pending_action", "Hearth & Hare to reissue HH-3391 at 147 covers (expected £9,046.50).", ["£9,046.50"], 54)
L("open_issue", "Bellwether (Dana Whitfield) has not accepted liability: exclusion 7.4 query about the 14 Jan 2024 flood alert; "
  "reply with EA evidence sent, decision awaited.", ["exclusion 7.4", "14 January 2024"], "t_updates2")
L("open_issue", "Whether Hollowmere's portable ramp at the Orangery garden door (3 steps) is rated for Edith's ~140 kg powered wheelchair — Saskia to confirm.",
  ["powered wheelchair", "140 kg"], "u13")
L("open_issue", "Two households never received the new-date notice (emails bounced, no mobile): Graham & Irene Pollard and Adaeze Okafor — correct contacts requested from Hannah.",
  ["g.pollard@btinternet.con", "adaeze.okafor@yahoo.co"], "t_send")
L("open_issue", "5 of the 19 Bear of Rodborough block rooms are waitlisted for 20 Sep (conference); those guests need alternative rooms.",
  ["Bear of Rodborough", "waitlisted"], "t_updates2")
L("pending_action", "Hannah to approve the order of service proof v4 (Paper & Thistle PT-8810) before printing.",
  ["proof v4", "PT-8810"], "t_rebook")
L("reference", "Event file EV-2025-0417 (CRM).", ["EV-2025-0417"], "u1")
L("reference", "Bellwether policy BW-WED-778214; claim handler Dana Whitfield dana.whitfield@bellwether-insurance.co.uk.",
  ["BW-WED-778214"], 3)
L("reference", "Hollowmere events manager Saskia Brent, events@hollowmerehouse.co.uk.", ["events@hollowmerehouse.co.uk"], 12)
L("reference", "Velvet Tides bookings now Dee Harper, dee@velvettides.com (Marcus Bell left).", ["dee@velvettides.com"], "t_rebook")

S = c.stale_item
S("Wedding date was Sat 13 Sep 2025 at Millbrook; moved to Sat 20 Sep 2025.", ["Sat 13 Sep"], "m_book")
S("Venue was Millbrook Barn, Stroud; now Hollowmere House, Painswick.", ["Venue: Millbrook Barn"], "m_book")
S("Guest count was 142; rose to 148 (Hannah's email).", ["142 guests"], "t_updates1")
S("Guest count 148 replaced by 147 (one cancellation).", ["148 guests"], "u13")
S("Hollowmere external caterer buyout was £1,500; reduced to £600.", ["buyout", "£1,500"], "t_updates1")
S("Velvet Tides contact was Marcus Bell; he left, now Dee Harper.", ["Marcus Bell"], "t_rebook")
S("Band was the 7-piece at £3,200; now 4-piece at £2,450.", ["7-piece", "£3,200"], "u8")
S("Hearth & Hare field-kitchen surcharge was £380; agreed at £300.", ["£380"], "t_updates2")

c.write(OUT)

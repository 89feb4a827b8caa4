"""Generator for blind-home-purchase-mortgage (author-a). Deterministic."""
import random
from convlib import Conv

R = random.Random(1807)

SYSTEM = """You are Nestwise, a home-buying assistant working for Maya Okafor and Daniel Reyes, first-time buyers.
You can read and send e-mail from the couple's shared inbox (maya.daniel.home@fastmail.com), look up MLS listings,
read their Harborline Mortgage loan file, request and modify rate locks, upload documents to the lender portal,
pull inspection reports, create calendar events and tasks, and bind insurance quotes the couple has obtained.
Never send anything to the seller or the seller's agent directly: all negotiation goes through the couple's buyer's agent.
Confirm money-moving or binding actions with the user before doing them unless they already told you to.
Today is Monday, June 24, 2024. Time zone: America/New_York."""

c = Conv("blind-home-purchase-mortgage",
         "First home purchase: 41 Alder Lane vs Birchwood townhouse, rate lock, inspection credits, appraisal gap, closing move",
         SYSTEM)

# --------------------------------------------------------------------------------------
# generated tool outputs
# --------------------------------------------------------------------------------------

def listing_alder():
    rows = []
    rows.append("""MLS #2217843  |  ACTIVE  |  Listed 2024-06-14  |  DOM 10
Address: 41 Alder Lane, Westbrook, CT 06498
List price: $585,000   (original list $599,000, reduced 2024-06-20)
Type: Single-family, Colonial   Year built: 1962   Style: 2-story
Beds/Baths: 3 / 2 full   Living area: 1,720 sq ft   Lot: 0.21 ac (9,148 sq ft)
Heating: Oil-to-gas conversion 2015, forced hot air (Carrier, 2015)   Cooling: central air (2015)
Water: public   Sewer: public (lateral age unknown)   Electric: 100A service
Roof: asphalt architectural shingle, installed 2009 (per seller disclosure)
Garage: 1-car detached   Basement: full, partially finished, sump pump
Annual property tax (2023 grand list): $7,412   HOA: none
School district: Westbrook Public — Daisy Ingersoll Elementary (0.6 mi)
Listing agent: Carla Benedetti, Shoreline Homes Group (do not contact directly — buyer's agent: Tom Whitaker)
Seller disclosure highlights:
  - Basement water "once, in 2018 storm; sump installed 2018"
  - Electrical: "original panel, no known problems"
  - Sewer: "no known problems"
  - Windows replaced 2012 (Harvey vinyl, double-hung)
  - Kitchen updated 2016 (quartz, new cabinets), baths original except half-updated primary 2019
Price history:
  2024-06-20  Price change   $599,000 -> $585,000
  2024-06-14  Listed         $599,000
  2011-08-03  Sold           $318,500
  1994-05-17  Sold           $162,000
Showing feedback (agent-only): "buyers like kitchen, concerned about 100A service"; "nice yard, busy-ish road at rush hour"
Comparable sales, 0.75 mi radius, last 6 months (MLS CMA auto-pull):""")
    comps = [
        ("18 Juniper Rd", "1958", 3, 1.5, 1610, 552000, "2024-05-30", "updated kitchen, roof 2019"),
        ("7 Hawthorn Ct", "1965", 3, 2, 1785, 579000, "2024-04-12", "new roof 2022, 200A"),
        ("220 Old Mill Rd", "1971", 4, 2, 1940, 604500, "2024-03-08", "larger lot, dated baths"),
        ("56 Alder Lane", "1960", 3, 2, 1690, 566000, "2024-02-21", "same street, original kitchen"),
        ("9 Fairmont St", "1955", 3, 1, 1480, 521000, "2024-01-19", "needs updating"),
        ("133 Quarry Hill", "1968", 3, 2.5, 1820, 589900, "2023-12-15", "finished basement"),
        ("4 Linden Pl", "1963", 3, 2, 1705, 571500, "2024-05-02", "septic->sewer conversion 2020"),
        ("310 Ridgeway Ave", "1959", 3, 2, 1650, 558000, "2024-06-03", "busy road"),
    ]
    rows.append("  Address            Built  Bd  Ba   SqFt   Sold price   Date        $/sqft  Notes")
    for a, y, b, ba, s, p, d, n in comps:
        rows.append(f"  {a:<18} {y:<6} {b:<3} {ba:<4} {s:<6} ${p:,}     {d}  ${p/s:,.0f}    {n}")
    rows.append("  Median $/sqft of comps: $341   Subject at list: $340/sqft")
    rows.append("Room list:")
    rooms = [("Living room", "14x18", "1", "fireplace (wood, not inspected by seller)"),
             ("Dining room", "11x12", "1", "hardwood"), ("Kitchen", "12x14", "1", "2016 remodel, gas range"),
             ("Half bath", "5x6", "1", "powder room converted to full bath 2019"),
             ("Primary bedroom", "13x16", "2", "walk-in closet"), ("Bedroom 2", "11x12", "2", "hardwood"),
             ("Bedroom 3", "10x11", "2", "hardwood"), ("Full bath", "7x8", "2", "original 1962 tile"),
             ("Rec room", "12x22", "B", "carpet, partially finished"), ("Laundry", "8x9", "B", "gas dryer hookup")]
    for r, d, lv, n in rooms:
        rows.append(f"  {r:<16} {d:<7} level {lv}  {n}")
    rows.append("Utilities (seller-provided 12 mo avg): gas $142/mo, electric $118/mo, water/sewer $71/mo")
    rows.append("")
    rows.append("CT RESIDENTIAL PROPERTY CONDITION DISCLOSURE REPORT (seller: Robert & Ellen Kowalczyk, signed 2024-06-12)")
    qa = [
        ("Length of occupancy", "Since August 2011 (13 years)"),
        ("Does the property have a private well?", "No — public water (Connecticut Water Co.)"),
        ("Public sewer? Any known problems with the sewer line?", "Yes, public. No known problems."),
        ("Any flooding, drainage or grading problems?", "Water in basement once (2018 storm), sump installed 2018."),
        ("Roof: age, any leaks?", "Approx. 2009, installed by prior owner; no known leaks."),
        ("Any known problems with chimney/fireplace?", "Not used since 2015."),
        ("Heating system type / age", "Gas forced hot air, Carrier, 2015 (converted from oil; oil tank removed 2015, certificate available)."),
        ("Underground storage tanks?", "Removed 2015 — closure report from Tri-State Environmental on file."),
        ("Central air? Age", "Yes, 2015."),
        ("Electrical: amperage, panel type, known problems", "100 amp, original panel. No known problems."),
        ("Aluminum wiring?", "Unknown."),
        ("Plumbing: any known problems?", "No."),
        ("Hot water heater: type/age", "Gas, approx. 2009."),
        ("Any known lead-based paint?", "Unknown; house built before 1978 — lead disclosure attached."),
        ("Asbestos?", "Unknown. Basement pipe wrap removed 2012."),
        ("Radon tested?", "No."),
        ("Urea formaldehyde insulation?", "No."),
        ("Termites/wood-destroying insects?", "Treated for carpenter ants 2020 (Orkin)."),
        ("Structural problems (foundation, walls)?", "No."),
        ("Additions or renovations without permits?", "Basement rec room finished 2013 — no permit."),
        ("Building/zoning violations?", "None known."),
        ("Easements or encroachments?", "Utility easement along rear lot line (Eversource)."),
        ("Is property in a flood zone?", "No — Zone X."),
        ("Pending assessments / HOA?", "None."),
        ("Smoke and CO detectors?", "Smoke yes; CO on main level only."),
        ("Pool / hot tub?", "No."),
        ("Any rodent or pest problems?", "Mice in attic 2021, sealed and trapped."),
        ("Is property subject to a tax abatement?", "No."),
        ("Solar panels / leased equipment?", "No."),
        ("Any pending litigation affecting property?", "No."),
    ]
    for i, (q, a) in enumerate(qa, start=1):
        rows.append(f"  Q{i:02d}. {q}\n       A: {a}")
    return "\n".join(rows)


def listing_birch():
    return """MLS #2219056  |  ACTIVE  |  Listed 2024-06-17  |  DOM 7
Address: 1187 Birchwood Ct, Unit 4, Westbrook, CT 06498
List price: $559,000
Type: Townhouse / condominium (Birchwood Commons, 48 units)   Year built: 2008
Beds/Baths: 3 / 2.5   Living area: 1,610 sq ft   End unit: yes   Garage: 1-car attached
Heating/Cooling: gas forced air + central air (Lennox, replaced 2021)
Annual property tax: $6,980   HOA dues: $385/month (includes exterior maintenance, snow, landscaping, master insurance)
HOA reserves: $212,400 (reserve study 2022 recommended $390,000 — underfunded 46%)
HOA special assessment: PROPOSED — $3,200 per unit for siding and trim replacement, board vote scheduled 2024-07-16,
  payable in 2 installments (Oct 2024, Apr 2025). Disclosure: "buyer to assume if passed after closing"
Owner-occupancy: 71% (lender warrantability review required for conventional financing; FNMA limited review eligible if >= 50%)
Pets: 2 per unit, dogs under 40 lb
Rental cap: 20% of units, waitlist
Listing agent: Derek Han, Coastline Realty
Price history:
  2024-06-17  Listed         $559,000
  2019-09-30  Sold           $398,000
  2008-11-14  Sold (new)     $344,900
Comparable sales within Birchwood Commons, last 12 months:
  Unit 11  3/2.5  1,610 sf  $548,000  2024-04-26  interior unit
  Unit 29  2/2.5  1,340 sf  $489,000  2024-03-11  updated kitchen
  Unit 2   3/2.5  1,610 sf  $561,500  2023-12-01  end unit, finished basement
  Unit 37  3/2.5  1,610 sf  $553,000  2023-08-22  end unit
Condo questionnaire (lender form 1076): not yet ordered (fee $250, 10 business days)
Utilities (seller-provided avg): gas $96/mo, electric $104/mo, water included in HOA
""" + _hoa_docs()


def _hoa_docs():
    lines = ["HOA DOCUMENTS (attached to listing): Birchwood Commons Association — 2024 operating budget (approved 2023-11-20)",
             "  Line item                              2023 actual    2024 budget"]
    items = [("Landscaping & grounds", 61200), ("Snow removal", 48800), ("Master insurance policy", 96400),
             ("Management fee (Pinnacle CMS)", 34560), ("Water / sewer (common meter)", 52100), ("Common electric", 9800),
             ("Repairs & maintenance", 38900), ("Legal & accounting", 7400), ("Trash & recycling", 21600),
             ("Pool & clubhouse", 18300), ("Reserve contribution", 31000), ("Bad debt allowance", 4000)]
    tot_a = tot_b = 0
    for n, v in items:
        b = int(round(v * R.uniform(1.02, 1.09), -2))
        tot_a += v; tot_b += b
        lines.append(f"  {n:<38} ${v:>10,}    ${b:>10,}")
    lines.append(f"  {'TOTAL':<38} ${tot_a:>10,}    ${tot_b:>10,}")
    lines.append("  Dues: $385/unit/mo x 48 units = $221,760/yr (2024). Budget gap covered by transfer from reserves ($" + f"{tot_b-221760:,}" + ").")
    lines.append("")
    lines.append("BOARD MINUTES EXCERPTS")
    lines.append("  2024-03-14: Siding contractor bids received: Coastal Exteriors $286,000; Northeast Siding $241,500. Reserve study flags siding/trim at end of life (2008 install).")
    lines.append("  2024-04-11: Motion to fund siding via special assessment of $3,200/unit plus $88,000 from reserves — tabled pending second bid review.")
    lines.append("  2024-05-09: Owner comments: several units report water intrusion at window trim (units 12, 19, 33). Board to engage engineer.")
    lines.append("  2024-06-13: Engineer report (Hollis Engineering) recommends full siding and window flashing replacement within 24 months; assessment vote scheduled for July 16 annual meeting.")
    lines.append("  2024-06-13: Treasurer notes dues increase of 8-12% likely for 2025 budget.")
    return "\n".join(lines)


def _tradelines():
    tl = [("Okafor", "Nelnet (student loan, IBR)", "Installment", 38210, 286), ("Okafor", "Chase Sapphire", "Revolving", 1840, 0),
          ("Okafor", "Discover it", "Revolving", 312, 0), ("Okafor", "Ridgeway FCU auto (closed 2022)", "Installment", 0, 0),
          ("Reyes", "Ally Financial auto", "Installment", 14880, 412), ("Reyes", "Capital One Quicksilver", "Revolving", 960, 0),
          ("Reyes", "Apple Card (Goldman Sachs)", "Revolving", 0, 0), ("Reyes", "Honda Powersports/Synchrony (closed 2021, paid)", "Installment", 0, 0),
          ("Reyes", "Navient (paid in full 2020)", "Installment", 0, 0), ("Okafor", "Target RedCard", "Revolving", 0, 0)]
    out = ["", "  Borrower  Creditor                                    Type         Balance    Pmt    Late 30/60/90  Opened"]
    for who, cr, ty, bal, pmt in tl:
        opened = f"{R.randint(2011, 2021)}-{R.randint(1, 12):02d}"
        out.append(f"  {who:<9} {cr:<43} {ty:<12} ${bal:>8,}  ${pmt:>4}   0/0/0          {opened}")
    out.append("  Inquiries (last 120 days): Harborline Mortgage 2024-06-07 (both); Ally 2024-02-11 (Reyes)")
    out.append("  Public records / collections: none")
    return "\n".join(out)


def preapproval():
    return """HARBORLINE MORTGAGE — LOAN FILE HL-24-118372
Status: PRE-APPROVED (underwriter-reviewed, DU Approve/Eligible)   Issued: 2024-06-10   Valid through: 2024-09-08
Borrowers: Maya A. Okafor (primary), Daniel J. Reyes (co-borrower)
Loan officer: Priya Natarajan, NMLS #1187204, priya.natarajan@harborlinemortgage.com, (203) 555-0186
Processor: Jenna Li, jenna.li@harborlinemortgage.com
Program: Conventional 30-year fixed, 10% down, borrower-paid monthly PMI
Max purchase price: $640,000   Max loan amount: $576,000
Quoted rate (not locked, floating): 6.625% / 0 points, APR 6.81%  (pricing as of 2024-06-21)
Qualifying income (monthly gross):
  Maya Okafor — RN, Westbrook Regional Hospital, base $7,450 + shift differential $550 (2-yr history) = $8,000
  Daniel Reyes — systems analyst, Corvell Systems Inc., base $5,950 + annual bonus averaged $1,250/mo = $7,200 (bonus pending VOE)
  Total qualifying income: $15,200/mo  (base-only fallback: $12,950/mo w/o bonus & differential)
Monthly liabilities (credit report 2024-06-07):
  Auto loan — Daniel (Ally, bal $14,880) $412/mo
  Student loan — Maya (Nelnet, IBR) $286/mo
  Credit cards (3) min payments $0 (paid in full monthly)
Max DTI allowed for this approval: 45%
Credit scores (mid): Maya 771, Daniel 738 — pricing uses lower mid score: 738
Assets verified (2 months statements):
  Joint checking/savings (Ridgeway Federal CU)  $64,180
  Maya 403(b) (not used for closing funds)     $41,900
  Planned gift — Grace & Samuel Okafor          $25,000 (gift letter + transfer evidence required)
TRADELINE SUMMARY (tri-merge 2024-06-07, Equifax/Experian/TransUnion):""" + _tradelines() + """
Notes:
  - Pre-approval conditional on satisfactory appraisal, title, and property insurance
  - Large deposit 2024-06-03 $4,500 into Ridgeway checking — explanation required at application
  - Condo purchases require project review (limited review OK if owner-occupancy >= 50% and no pending litigation)"""


def _psa_extract():
    secs = [
        ("1. PARTIES", "Seller: Robert J. Kowalczyk and Ellen M. Kowalczyk. Buyer: Maya A. Okafor and Daniel J. Reyes, as joint tenants with right of survivorship."),
        ("2. PROPERTY", "41 Alder Lane, Westbrook, CT 06498, Assessor Map 14 Block 3 Lot 22, together with fixtures and the personal property listed in Sec. 3."),
        ("3. INCLUSIONS", "Range, refrigerator, dishwasher, clothes washer and dryer, window treatments, wall-mounted TV bracket (not TV). Exclusions: dining room chandelier (to be replaced with a standard fixture)."),
        ("4. PURCHASE PRICE", "$578,500 payable: (a) $10,000 deposit within 2 business days of acceptance to Shoreline Homes Group escrow; (b) proceeds of first mortgage per Sec. 5; (c) balance at closing by wire or bank check."),
        ("5. FINANCING CONTINGENCY", "Conventional first mortgage of not more than 90% of purchase price, 30-yr term, initial rate not to exceed 7.25%. Buyer to apply within 5 days. Written commitment by July 26, 2024, or buyer may terminate and recover deposit."),
        ("6. APPRAISAL", "If the appraised value is less than the purchase price, Buyer may (a) proceed, (b) renegotiate, or (c) terminate by written notice by the commitment date."),
        ("7. INSPECTION CONTINGENCY", "Buyer may conduct inspections within 10 days of acceptance. Buyer may, by written notice by 5:00 PM on the 10th day, request repairs/credits or terminate. Failure to give notice waives this contingency."),
        ("8. RADON / WATER / SEPTIC", "Radon test included in inspection period. Property served by public water and sewer."),
        ("9. LEAD PAINT", "Buyer acknowledges receipt of lead-based paint disclosure; waives 10-day lead inspection opportunity except as part of general inspection."),
        ("10. TITLE", "Marketable title, free of encumbrances except utility easements of record, zoning, and the Eversource easement at rear lot line."),
        ("11. CLOSING", "On or before August 15, 2024 at the office of Buyer's lender's closing agent (Clearwater Title & Escrow). Time is NOT of the essence unless made so by written notice."),
        ("12. POSSESSION", "At closing, broom clean, free of occupants and personal property not included."),
        ("13. RISK OF LOSS", "Remains with Seller until closing. If material damage, Buyer may terminate or accept insurance proceeds."),
        ("14. ADJUSTMENTS", "Real estate taxes (Westbrook, paid in arrears July/January), water/sewer use charges, and fuel adjusted as of closing date."),
        ("15. CONVEYANCE TAX", "Seller pays state and municipal conveyance taxes."),
        ("16. FINAL WALK-THROUGH", "Buyer may inspect within 48 hours before closing to verify condition and completion of any agreed repairs."),
        ("17. DEFAULT", "If Buyer defaults, Seller retains deposit as liquidated damages. If Seller defaults, Buyer may seek specific performance or return of deposit."),
        ("18. ATTORNEY REVIEW", "Each party may be represented by counsel; buyer's attorney: Hannah Schell, Esq."),
        ("19. NOTICES", "Notices in writing to the parties' agents by e-mail are effective upon sending."),
        ("20. SELLER CONCESSIONS", "None."),
        ("21. HOME WARRANTY", "Not included."),
        ("22. ENTIRE AGREEMENT", "This agreement and its addenda constitute the entire agreement. Amendments must be in writing and signed by all parties."),
        ("23. ADDENDA", "Addendum A (lead paint), Addendum B (seller disclosure acknowledgment)."),
        ("24. ACCEPTANCE", "Executed by all parties 2024-06-26 18:54 (DocuSign envelope 7B2E-41A0-99C3)."),
    ]
    return "\n".join(f"{h}: {t}" for h, t in secs)


def inbox_contract():
    noise = [
        ("2024-06-25 08:12", "Ridgeway Federal CU", "alerts@ridgewayfcu.org", "Your statement is ready", "Your June e-statement for account ending 4471 is available."),
        ("2024-06-25 09:40", "Zillow", "no-reply@mail.zillow.com", "3 new homes match 'Westbrook under 625k'", "14 Cedar St — $612,000 ..."),
        ("2024-06-25 17:03", "Greenleaf Property Mgmt", "office@greenleafpm.com", "Lease renewal notice — 22 Fenwick St Apt 3B", "Your lease ends 2024-08-31. Please let us know by July 31 whether you intend to renew; month-to-month after that is $2,740/mo (+$350)."),
    ]
    out = ["INBOX search: newer_than:2d  (6 results)", ""]
    out.append("""[1] 2024-06-26 19:22  From: Tom Whitaker <tom.whitaker@keystonerealty.com>
Subject: EXECUTED — 41 Alder Lane purchase agreement (fully signed)
Attachments: 41-Alder-PSA-executed.pdf (28 pp), Lead-paint-disclosure.pdf, Seller-property-disclosure.pdf

Maya, Daniel — congrats, we're under contract! Fully executed PSA attached. Key terms:
  Purchase price:          $578,500
  Earnest money deposit:   $10,000 to Shoreline Homes escrow, due within 2 business days (by Fri 6/28)
  Inspection contingency:  10 days from acceptance -> expires Mon 7/8, 5:00 PM
  Mortgage contingency:    commitment by Fri 7/26
  Appraisal contingency:   yes (tied to mortgage contingency)
  Seller concessions:      none
  Closing date:            on or before Thu 8/15/2024
  Closing/title:           Clearwater Title & Escrow, file CWT-88214 (closer: Anita Ruiz)
  Inclusions:              range, fridge, dishwasher, washer/dryer, window treatments
I've pencilled Brightline Home Inspections for Tue 7/2 at 9:00 AM (3.5 hrs, includes radon + sewer scope, $865 total).
Let me know if that works. — Tom

--- attachment text extract: 41-Alder-PSA-executed.pdf (sections 1-24, abbreviated) ---
""" + _psa_extract())
    out.append("""[2] 2024-06-26 20:05  From: Priya Natarajan <priya.natarajan@harborlinemortgage.com>
Subject: RE: Co-signer question — HL-24-118372
Hi Maya,
Good question. Short answer: you don't need Rosa, and I wouldn't add her.
 - A co-signer on a conventional loan is a non-occupant co-borrower: she'd sign the note, her full income/assets/debts
   go into the file, and her credit is pulled. Pricing uses the LOWEST middle score among all borrowers.
 - Rosa has her own mortgage (you mentioned ~$1,900/mo) — that debt comes in with her income, so the net DTI benefit
   is small, and if her mid score is below Daniel's 738 your rate could actually get worse.
 - At $578,500 with 10% down you're at roughly 33-34% DTI with both incomes. Well inside our 45% max.
 - It also adds 1-2 weeks of paperwork.
Rates today (6/26), 30-yr fixed, 738 score, 90% LTV:
   45-day lock: 6.625% / 0 pts
   60-day lock: 6.750% / 0 pts,  or 6.625% / 0.25 pts
   60-day lock: 6.500% / 0.875 pts
Note a 45-day lock from tomorrow expires 8/11, which is before your 8/15 closing. Let me know how you want to lock.
Priya""")
    for i, (d, n, e, s, b) in enumerate(noise, start=3):
        out.append(f"[{i}] {d}  From: {n} <{e}>\nSubject: {s}\n{b}")
    out.append("""[6] 2024-06-26 21:47  From: Daniel Reyes <dreyes.codes@gmail.com>
Subject: fwd: mom says no worries
fwd from Rosa: "Mijo whatever you two need, but if the bank lady says you don't need me that's fine too. Love you" """)
    return "\n\n".join(out)


def _noise_mail():
    senders = [("Ridgeway Federal CU", "alerts@ridgewayfcu.org", "Large transaction alert", "A debit of {amt} posted to account ending 4471."),
               ("Wayfair", "orders@wayfair.com", "Your cart is waiting", "Still thinking about the 3-seat sofa? Prices drop this weekend."),
               ("Eversource", "noreply@eversource.com", "Start service at a new address", "Moving? Start electric service at 41 Alder Lane online in 5 minutes."),
               ("U-Haul", "reservations@uhaul.com", "Reservation quote", "15' truck, Westbrook CT, Aug 30 — quote {amt} + mileage."),
               ("Comcast Xfinity", "offers@xfinity.com", "New home? Get 1 Gig for $60/mo", "Service available at 41 Alder Lane."),
               ("Westbrook Regional Hospital", "scheduling@wrhct.org", "Shift swap approved", "Your swap for 8/28 (day shift) has been approved — you are OFF on 8/28."),
               ("Zillow", "no-reply@mail.zillow.com", "Your home's Zestimate", "41 Alder Lane Zestimate: $582,300."),
               ("Home Depot", "promo@homedepot.com", "New homeowner? 10% off moving supplies", "Boxes, tape and more — offer ends 8/31.")]
    out = ["", "(also matched by date filter, not by sender — shown for context)"]
    for i, (n, e, sub, body) in enumerate(senders, start=4):
        amt = f"${R.randint(90, 2400):,}.{R.randint(0, 99):02d}"
        day = R.randint(1, 6)
        out.append(f"[{i}] 2024-08-0{day} {R.randint(7, 21):02d}:{R.randint(0, 59):02d}  From: {n} <{e}>\nSubject: {sub}\n{body.format(amt=amt)}")
    return "\n\n".join(out)


def _rate_hist():
    out = ["  Date        Par rate   10-yr UST   Note"]
    r = 6.75
    for d in range(1, 25):
        r = max(6.25, min(6.9, r + R.choice([-0.125, 0, 0, -0.125, 0.125, 0])))
        ust = 4.10 + (r - 6.5) * 0.8 + R.uniform(-0.04, 0.04)
        note = R.choice(["", "", "CPI release", "", "Fed minutes", "", "jobs report", ""])
        out.append(f"  2024-07-{d:02d}  {r:.3f}%    {ust:.2f}%       {note}")
    out.append("  2024-07-24  6.375%    3.98%       (today)")
    return "\n".join(out)


def inspection_report():
    hdr = """BRIGHTLINE HOME INSPECTIONS — REPORT BHI-24-3391
Property: 41 Alder Lane, Westbrook, CT 06498     Client: Maya Okafor & Daniel Reyes
Inspector: Luis Ferreira, CT HOI #0001294     Date: 2024-07-02 09:00-12:40    Weather: 71F, overcast, dry
Ancillary: radon (48-hr CRM, results below), sewer scope (camera, 62 ft to city main)
Ratings: SAFETY = safety hazard; MAJOR = major defect / costly (> $2,500); REPAIR = repair/replace; MAINT = maintenance; FYI
-----------------------------------------------------------------------------------------------"""
    key = {
        "ELECTRICAL": [
            ("4.1", "SAFETY", "Main panel is a Federal Pacific Electric (FPE) Stab-Lok, 100A, original 1962. FPE Stab-Lok breakers have a documented history of failing to trip under overload. Recommend replacement by licensed electrician. Many insurers decline or surcharge FPE panels. Contractor estimate on site (Volt Brothers Electric, verbal): $4,200 for 200A panel + service upgrade incl. permit."),
            ("4.2", "REPAIR", "Double-tapped breaker (15A, kitchen circuit) — correct when panel replaced."),
            ("4.3", "SAFETY", "No GFCI protection at kitchen counter receptacles (4), exterior (2), basement (3). Install GFCI."),
            ("4.4", "REPAIR", "Ungrounded 3-prong receptacles in bedrooms 2 & 3 (open ground)."),
            ("4.5", "MAINT", "Smoke detectors older than 10 years in hall and bedroom 3; no CO detector on level 2."),
        ],
        "PLUMBING / SEWER": [
            ("5.1", "MAJOR", "Sewer scope: cast-iron lateral with clay section from 31 ft. Heavy root intrusion at clay joint at 34 ft; pipe belly (standing water ~1.5 in) from 36-41 ft, lowest point at 38 ft. Recommend evaluation by licensed sewer contractor. Estimate (Rooter Pros, from video): $6,800 spot repair (excavate & replace 12 ft with PVC); full lateral replacement $14,500-$18,000."),
            ("5.2", "REPAIR", "Water heater: Bradford White 40 gal gas, manufactured 2009 (15 yrs). Beyond typical service life; budget for replacement ($1,600-$2,200). TPR discharge pipe terminates 14 in above floor (should be within 6 in)."),
            ("5.3", "MAINT", "Slow drain, second floor bath sink."),
            ("5.4", "FYI", "Main water shutoff: basement front wall, gate valve, operated — OK."),
        ],
        "ROOF": [
            ("2.1", "REPAIR", "Architectural asphalt shingles, 2009 per disclosure (15 yrs). Moderate granule loss on south slope, 3 lifted shingles at ridge. Estimated remaining life 3-5 years. Budget for replacement ($14,000-$17,000)."),
            ("2.2", "MAINT", "Gutters clogged, downspout at NE corner disconnected and discharging at foundation."),
            ("2.3", "FYI", "Chimney flashing sealed with roofing cement — monitor."),
        ],
    }
    filler_sections = ["GROUNDS", "EXTERIOR", "STRUCTURE", "HVAC", "INTERIOR", "KITCHEN", "BATHROOMS",
                       "ATTIC / INSULATION", "BASEMENT", "GARAGE", "FIREPLACE"]
    filler_items = {
        "GROUNDS": ["Negative grading at rear patio, slopes toward foundation ~1 in/10 ft", "Retaining wall (railroad ties) at side yard leaning, rot at base", "Window well at rear lacks cover, debris accumulation", "Walkway heave at front steps, trip hazard 3/4 in", "Tree limbs overhanging roof at rear (oak)", "Driveway asphalt cracking, seal recommended", "Fence gate latch broken"],
        "EXTERIOR": ["Vinyl siding loose at north gable", "Wood trim rot at garage door jamb", "Exterior hose bibb leaking at packing nut", "Caulk gaps at window perimeters (6)", "Paint peeling on rear door frame", "Deck ledger flashing missing — attached with nails, recommend lag bolts"],
        "STRUCTURE": ["Minor vertical shrinkage cracks in poured foundation, north wall, < 1/8 in — typical", "Efflorescence at basement east wall", "Floor joists with notching at bath drain — previously sistered, OK"],
        "HVAC": ["Carrier furnace 2015, gas, operating, filter dirty", "A/C condenser 2015, delta-T 17F — OK", "Duct joint disconnected in basement, rec room branch", "Recommend annual service"],
        "INTERIOR": ["Hardwood wear in hall", "Several windows painted shut, 2nd floor (egress concern in bedroom 3)", "Interior doors rub at jamb (seasonal)", "Attic access hatch not insulated or weatherstripped", "Bedroom 3 window sash cord broken", "Closet door off track", "Minor drywall crack over living room doorway", "Stair handrail loose at top"],
        "KITCHEN": ["Dishwasher drain lacks high loop", "Range anti-tip bracket missing", "Disposal splash guard torn", "Range hood recirculating — FYI"],
        "BATHROOMS": ["Upstairs bath exhaust fan vents into attic (should exhaust outdoors)", "Caulk deteriorated at tub", "Toilet loose at floor, primary bath", "Original tile grout worn, 2nd floor"],
        "ATTIC / INSULATION": ["Approx. R-19 fiberglass batts — below current R-49 recommendation", "Minor staining at roof sheathing near bath fan vent (dry at time of inspection)", "Evidence of past rodent activity (droppings), no current activity observed"],
        "BASEMENT": ["Sump pump (2018) operated, discharge to side yard OK", "Dehumidifier recommended — RH 68%", "Rec room carpet on slab — musty odor", "Dryer vent foil flex — replace with rigid metal"],
        "GARAGE": ["Detached garage door opener lacks auto-reverse", "Roof on garage 3-tab, older than house roof, curling", "Garage subpanel — fed from FPE main, see 4.1"],
        "FIREPLACE": ["Wood fireplace, damper operational, flue not inspected — recommend Level 2 chimney inspection before use", "Firebox mortar joints eroded"],
    }
    ratings = ["REPAIR", "MAINT", "FYI", "MAINT", "REPAIR"]
    lines = [hdr, "SUMMARY OF SAFETY / MAJOR ITEMS: 4.1 (FPE panel), 4.3 (GFCI), 5.1 (sewer lateral). See full report.", ""]
    secno = {"GROUNDS": 1, "EXTERIOR": 3, "STRUCTURE": 6, "HVAC": 7, "INTERIOR": 8, "KITCHEN": 9,
             "BATHROOMS": 10, "ATTIC / INSULATION": 11, "BASEMENT": 12, "GARAGE": 13, "FIREPLACE": 14}
    order = ["GROUNDS", "ROOF", "EXTERIOR", "ELECTRICAL", "PLUMBING / SEWER"] + filler_sections[2:]
    for sec in order:
        lines.append(f"== {sec} ==")
        if sec in key:
            for num, rat, txt in key[sec]:
                lines.append(f"  {num:<5} [{rat}] {txt}")
        else:
            for j, txt in enumerate(filler_items[sec], start=1):
                rat = R.choice(ratings)
                photo = R.randint(1, 240)
                loc = R.choice(["front", "rear", "north side", "south side", "east side", "west side", "interior", "throughout"])
                rec = {"REPAIR": "Recommend repair by a qualified contractor.",
                       "MAINT": "Routine maintenance item; homeowner-level task.",
                       "FYI": "For your information; no action required at this time."}[rat]
                lines.append(f"  {secno[sec]}.{j:<3} [{rat}] {txt}. Location: {loc}. {rec} Photo #{photo}.")
        lines.append("")
    lines.append("""== RADON ==
  Continuous radon monitor, basement, 48 hr (6/30 09:00 - 7/2 09:00): average 2.1 pCi/L (EPA action level 4.0) — OK.
== SEWER SCOPE LOG ==""")
    for ft in range(0, 63, 3):
        if ft < 31:
            mat, obs = "cast iron", R.choice(["light scale", "OK", "light scale", "minor tuberculation"])
        elif ft in (33, 36, 39):
            mat, obs = "clay", {33: "joint offset 1/4 in, roots", 36: "belly start, standing water 0.5 in", 39: "belly, standing water 1.5 in (low point ~38 ft)"}[ft]
        elif ft < 45:
            mat, obs = "clay", R.choice(["roots at joint", "standing water", "OK"])
        else:
            mat, obs = "clay", R.choice(["OK", "light debris", "OK"])
        lines.append(f"  {ft:>3} ft  {mat:<10} {obs}")
    lines.append("  62 ft  tie-in to city main (PVC saddle, 2011?)")
    lines.append("\nCost guidance is approximate and for negotiation planning only. Obtain licensed contractor quotes.")
    return "\n".join(lines)


def conditions_list(status_overrides=None):
    conds = [
        ("PTA-01", "Prior to approval", "Fully executed purchase agreement incl. all addenda", "CLEARED", "rec'd 6/27"),
        ("PTA-02", "Prior to approval", "Evidence of earnest money $10,000 clearing Ridgeway acct", "CLEARED", "rec'd 7/1"),
        ("PTA-03", "Prior to approval", "Two most recent paystubs — Daniel Reyes (Corvell Systems)", "OUTSTANDING", "June 14 & June 28 stubs"),
        ("PTA-04", "Prior to approval", "Letter of explanation + source: $4,500 deposit 6/3/2024 Ridgeway checking", "OUTSTANDING", "LOE signed by both + bill of sale or similar"),
        ("PTA-05", "Prior to approval", "Written VOE from Corvell Systems incl. YTD + 2-year bonus breakdown (Daniel)", "ORDERED", "sent to employer 7/3 via The Work Number; employer not in TWN, manual VOE faxed"),
        ("PTA-06", "Prior to approval", "Gift letter — $25,000 from Grace & Samuel Okafor, signed by donors and borrowers", "OUTSTANDING", "Harborline form GL-2"),
        ("PTA-07", "Prior to docs", "Evidence of gift transfer: donor bank statement showing withdrawal AND receipt into borrower acct or wire to title", "OUTSTANDING", "can be satisfied at closing by wire to Clearwater Title"),
        ("PTA-08", "Prior to approval", "Appraisal supporting value >= purchase price", "ORDERED", "AMC: ValueLink; inspection appt 7/11"),
        ("PTA-09", "Prior to docs", "Homeowners insurance binder, 12-mo paid receipt, mortgagee clause: Harborline Mortgage ISAOA/ATIMA, loan # HL-24-118372", "OUTSTANDING", "dwelling >= loan amount or RCE"),
        ("PTA-10", "Prior to docs", "Title commitment + CPL from Clearwater Title (CWT-88214)", "RECEIVED", "under review"),
        ("PTA-11", "Prior to funding", "Verbal VOE both borrowers within 10 business days of closing", "OPEN", "processor will complete"),
        ("PTA-12", "Prior to docs", "Final repair/credit addendum signed, if any", "OPEN", "provide if inspection amendment executed"),
    ]
    status_overrides = status_overrides or {}
    out = ["HARBORLINE MORTGAGE — CONDITIONS LIST  Loan HL-24-118372  Rev 4  (generated 2024-07-09 08:55)",
           "Processor: Marcus Bell <marcus.bell@harborlinemortgage.com>  (reassigned from Jenna Li 2024-07-08)",
           "Underwriter: K. Osei   Loan amount: $520,650   Rate: 6.625% LOCKED exp 2024-08-26",
           "",
           f"{'ID':<7} {'Stage':<18} {'Condition':<100} {'Status':<12} Notes"]
    for cid, st, d, s, n in conds:
        s = status_overrides.get(cid, s)
        out.append(f"{cid:<7} {st:<18} {d:<100} {s:<12} {n}")
    out.append("")
    out.append("CONDITION HISTORY (latest 30 events)")
    evts = ["Condition created", "Document requested", "Reminder e-mail sent", "Assigned to processor", "Reviewed by UW — more info needed",
            "Status set OUTSTANDING", "Note added", "Third-party order placed"]
    ids = [x[0] for x in conds]
    for k in range(30):
        d = f"2024-0{R.choice([6, 7])}-{R.randint(10, 28):02d} {R.randint(8, 18):02d}:{R.randint(0, 59):02d}"
        who = R.choice(["system", "J.Li", "K.Osei", "M.Bell", "system"])
        out.append(f"  {d}  {R.choice(ids):<7} {R.choice(evts):<40} by {who}")
    out.append("")
    out.append("Upload via borrower portal > Conditions. Docs must be legible PDFs, all pages, no screenshots.")
    out.append("Underwriting turn time currently 48-72 business hours after all PTA conditions received.")
    return "\n".join(out)


# ---- closing-cost math for the LE v3 -----------------------------------------------
LOAN = 513_900
PRICE = 574_000
DOWN = PRICE - LOAN  # 60,100
pi_amt = 3248.20
pmi = 124.19
tax_m = 617.67
ins_m = 178.33
monthly_total = round(pi_amt + pmi + tax_m + ins_m, 2)
A = [("Origination / underwriting fee", 1_195.00), ("Processing fee", 400.00), ("Discount points 0.25% of loan", 1_284.75),
     ("Float-down fee (one-time)", 750.00), ("Appraisal (paid outside closing)", 0.00), ("Credit report", 65.00),
     ("Flood certification", 12.00), ("Tax service", 79.00)]
B = [("Title — settlement/closing fee (Clearwater)", 895.00), ("Title — lender's policy", 1_210.00), ("Title — owner's policy (optional)", 1_145.00),
     ("Title — search & exam", 425.00), ("Title — CPL", 75.00), ("Attorney review (buyer)", 1_100.00), ("Survey (mortgage inspection plot)", 450.00),
     ("Recording fees (deed + mortgage)", 310.00), ("Municipal lien certificate", 75.00)]
P = [("Homeowners insurance premium, 12 mo (Lakeshore Mutual)", 2_140.00), ("Prepaid interest 4 days @ $91.52/day", 366.07)]
E = [("Homeowners insurance 2 mo @ $178.33", 356.66), ("Property tax 3 mo @ $617.67", 1_853.01)]
closing_costs = round(sum(v for _, v in A + B + P + E), 2)
seller_credit = 5_000.00
emd = 10_000.00
cash_to_close_total = round(DOWN + closing_costs - seller_credit, 2)
cash_due_at_closing = round(cash_to_close_total - emd, 2)
funds = 89_180.00  # 64,180 + 25,000 gift
reserves = round(funds - cash_to_close_total, 2)


def _amort():
    bal = LOAN
    i = 0.065 / 12
    out = []
    for k in range(1, 37):
        y, m = 2024 + (9 + k) // 12, (9 + k) % 12 + 1
        intr = round(bal * i, 2)
        prin = round(pi_amt - intr, 2)
        bal = round(bal - prin, 2)
        out.append(f"  {k:<3} {y}-{m:02d}-01  ${pi_amt:,.2f}  ${intr:,.2f}  ${prin:,.2f}     ${bal:,.2f}")
    out.append("  PMI cancellation: scheduled at 78% LTV of original value ($445,380 balance) — est. payment #124 (Jan 2035);")
    out.append("  borrower may request at 80% LTV ($456,800) with good payment history, or earlier with new appraisal after 2 yrs at 75% LTV.")
    return out


def le_v3():
    lines = ["HARBORLINE MORTGAGE — REVISED LOAN ESTIMATE (LE v3)   Loan HL-24-118372   Issued 2024-08-02",
             "Reason for revision: changed circumstance — sales price $578,500 -> $574,000; appraised value $571,000; loan amount $520,650 -> $513,900; rate relock (float-down) 6.625% -> 6.500%",
             f"Sale price: ${PRICE:,}   Appraised value: $571,000   LTV basis: $571,000 (lower of)   LTV 90.00%",
             f"Loan amount: ${LOAN:,}   Term: 360 mo   Rate: 6.500% fixed, locked through 2024-09-06   APR: 6.71%",
             "",
             "PROJECTED PAYMENTS (years 1-9, PMI drops at 78% LTV)",
             f"  Principal & interest         ${pi_amt:,.2f}",
             f"  Mortgage insurance (0.29%)   ${pmi:,.2f}",
             f"  Escrow: property tax         ${tax_m:,.2f}",
             f"  Escrow: homeowners insurance ${ins_m:,.2f}",
             f"  ESTIMATED TOTAL MONTHLY      ${monthly_total:,.2f}",
             "",
             "A. ORIGINATION CHARGES"]
    for n, v in A:
        lines.append(f"    {n:<55} ${v:>10,.2f}")
    lines.append("B/C. SERVICES (title, settlement, government)")
    for n, v in B:
        lines.append(f"    {n:<55} ${v:>10,.2f}")
    lines.append("F. PREPAIDS")
    for n, v in P:
        lines.append(f"    {n:<55} ${v:>10,.2f}")
    lines.append("G. INITIAL ESCROW AT CLOSING")
    for n, v in E:
        lines.append(f"    {n:<55} ${v:>10,.2f}")
    lines += [f"  TOTAL CLOSING COSTS                                         ${closing_costs:>10,.2f}",
              "",
              "CALCULATING CASH TO CLOSE",
              f"  Down payment / funds from borrower                        ${DOWN:>10,.2f}",
              f"  Total closing costs                                       ${closing_costs:>10,.2f}",
              f"  Seller credit (inspection amendment #2)                  -${seller_credit:>10,.2f}",
              f"  Cash to close (total)                                     ${cash_to_close_total:>10,.2f}",
              f"  Less earnest money already deposited                     -${emd:>10,.2f}",
              f"  Estimated funds due at closing (wire)                     ${cash_due_at_closing:>10,.2f}",
              "",
              "AMORTIZATION (first 36 payments, first due 2024-10-01)",
              "  #   Date        Payment    Interest   Principal   Balance"] + _amort() + [
              "",
              "Comparison: LE v2 (2024-06-28): loan $520,650, rate 6.625%, P&I $3,333.78, total monthly $4,268.62, cash to close $70,806.40",
              "This is an estimate. Your Closing Disclosure will be issued at least 3 business days before consummation."]
    return "\n".join(lines)


# --------------------------------------------------------------------------------------
# conversation
# --------------------------------------------------------------------------------------

U1 = c.user("""Hi! Daniel and I are finally doing this. We're trying to buy our first home and we're down to two places in Westbrook:
41 Alder Lane (the colonial, MLS #2217843) and the townhouse at 1187 Birchwood Ct #4 (MLS #2219056).
We're pre-approved with Harborline, loan file HL-24-118372, our loan officer is Priya Natarajan.

Our rules: the all-in monthly payment (mortgage + taxes + insurance + PMI + HOA if any) has to stay at or under $4,350,
and after closing we want at least $15,000 left in savings as a cushion. Our lease at 22 Fenwick St ends Aug 31 and we really
don't want to go month-to-month. Can you pull both listings and our pre-approval and tell us honestly how they compare?""")

c.model("I'll pull both listings and your Harborline pre-approval so I'm working from the actual numbers.",
        [("mls_listing_get", {"mls_number": "2217843", "include": ["price_history", "comps", "disclosures", "rooms"]}),
         ("mls_listing_get", {"mls_number": "2219056", "include": ["price_history", "comps", "hoa", "disclosures"]}),
         ("loan_file_get", {"loan_id": "HL-24-118372", "sections": ["status", "program", "income", "liabilities", "assets", "pricing", "notes"]})])
c.tool(listing_alder(), listing_birch(), preapproval())

c.model("""## Side-by-side: 41 Alder Lane vs 1187 Birchwood Ct #4

I ran both at **list price, 10% down, 6.625% (Priya's current float quote)**, with PMI estimated at ~0.32%/yr for a 738 score at 90% LTV. Insurance is my estimate until you get real quotes.

| | **41 Alder Lane** (MLS #2217843) | **1187 Birchwood Ct #4** (MLS #2219056) |
|---|---|---|
| List price | $585,000 (cut from $599k on 6/20) | $559,000 |
| Type / year | Single-family colonial, 1962 | End-unit townhouse, 2008 |
| Size | 3 bd / 2 ba, 1,720 sq ft, 0.21 ac | 3 bd / 2.5 ba, 1,610 sq ft |
| Loan (90%) | $526,500 | $503,100 |
| Principal & interest | $3,371.24 | $3,221.40 |
| Property tax /mo | $617.67 | $581.67 |
| Insurance /mo (est.) | ~$150 (HO-3) | ~$50 (HO-6; HOA master policy) |
| PMI /mo (est.) | ~$140 | ~$134 |
| HOA | none | **$385** |
| **All-in monthly** | **≈ $4,279** | **≈ $4,372** |
| vs your $4,350 cap | ✅ ~$71 under | ❌ ~$22 over |

### What stands out

**Birchwood, despite the lower price, is the more expensive place to live.** The $385 HOA pushes it over your cap even at list. And there's more:
- **Proposed special assessment of $3,200/unit** for siding, board vote **July 16** — if it passes after you close, you pay it.
- **Reserves are 46% underfunded** ($212k vs. $390k recommended). Underfunded associations tend to come back with more assessments or dues increases.
- Condo financing needs a **project review** (form 1076 questionnaire, 10 business days). Owner-occupancy is 71%, so a limited review should work, but it's one more thing that can slip.

**Alder Lane fits the budget, but it's a 1962 house and the disclosure has some flags:**
- **"Original panel"** with **100A service**. In a 1962 Connecticut house that's often a Federal Pacific or Zinsco panel. Showing feedback also mentions the 100A service. The inspection needs to look hard at this.
- **Roof from 2009** (15 years old). Probably 5-10 years left, but we'll know after inspection.
- **Sewer lateral age unknown.** Order a sewer scope. It's about $250-300 and catches the expensive surprises.
- One basement water event (2018), sump installed since.
- The comps support roughly **$560k-$580k**: same-street 56 Alder sold for $566k in February with an original kitchen; 7 Hawthorn (new roof, 200A) got $579k. At $585k they're at $340/sqft against a comp median of $341, so the list is fair but has little padding. It also just got a price cut after 6 days with no offer, which is leverage.

### Your money
- Verified funds: **$64,180** in Ridgeway + **$25,000** gift from Maya's parents = **$89,180** available.
- At a $578k-ish price: down ≈ $57,850 + closing costs ≈ $13,500 ≈ **$71,350**, leaving ≈ **$17,800**. That clears your $15,000 cushion, but not by a lot. Every $1,000 of extra price or cost comes straight out of the cushion.
- DTI ≈ 33-34%, well under Harborline's 45% max.

### Two things in the loan file to deal with now
1. **$4,500 deposit on June 3**: the lender will want a letter of explanation and a paper trail.
2. **Daniel's bonus is "pending VOE"**. If Corvell can't document two years of bonus, Harborline drops to base income. You'd still qualify (≈37-38% DTI), but it's a condition to watch.

**My honest read:** Alder Lane is the one that fits your rules. Birchwood only works if the seller came down ~$15k *and* the assessment got resolved before closing. Do you want to make an offer on Alder? If so, tell me what number you're thinking and I'll draft terms for Tom.""")

U5 = c.user("""Yeah, Alder. We hated the HOA vibe at Birchwood anyway and I refuse to buy into a special assessment.

Two things. Daniel's mom Rosa offered to co-sign — would that get us a better rate or let us stretch? And for the offer, we're thinking $572,000. Our agent is Tom Whitaker at Keystone, tom.whitaker@keystonerealty.com.""")

c.model("""Good, Alder it is.

## Rosa co-signing: what it actually does

On a conventional loan a "co-signer" is a **non-occupant co-borrower**. Rosa would be on the **note** (fully liable for the debt), and Harborline would underwrite her like you:
- **Her whole credit file comes in.** Pricing uses the **lowest middle score of all borrowers**. Today that's Daniel's 738. If Rosa's mid score is lower, **your rate gets worse, not better**.
- **Her debts come in with her income.** If she has her own mortgage, most of her income is already spoken for, so the net DTI gain is small.
- **It doesn't fix anything you actually have a problem with.** You qualify at ~34% DTI. Your tight spot is **cash/reserves**, not income, and a co-borrower doesn't add cash unless she gives a gift.
- It adds paperwork and 1-2 weeks, and it puts her on the hook for 30 years.

So no, it won't get you a better rate, and you don't need the stretch. I'd still get Priya to confirm that in writing, so you can tell Rosa "thanks, the lender said it's not needed" and everyone's covered.

## Offer at $572,000: my take

$572k is reasonable. It's $13k under list, close to the $566k same-street sale, and below 7 Hawthorn's $579k (which had a new roof and a 200A panel). The recent price cut suggests motivation. Expect a counter in the $578k-$582k range.

Suggested terms:

| Term | Proposed |
|---|---|
| Price | **$572,000** |
| Earnest money | $10,000 (within 2 business days) |
| Inspection contingency | 10 days, including sewer scope and radon |
| Mortgage/appraisal contingency | 30 days |
| Closing | on or before **Aug 15** (two weeks of buffer before your Aug 31 lease end) |
| Seller concessions | ask for 2% toward closing costs? (optional) |
| Inclusions | appliances, washer/dryer |

A 2% seller concession (~$11,400) would take pressure off your cushion. But sellers usually treat a concession as price, so a $572k offer with 2% back reads like a $560k offer.

### If there's competition
Tom will know whether other offers are coming. If there are, your options are an **escalation clause** ("$1,000 over any competing offer, up to $580,000") or a short, personal **buyer letter**. Some agents avoid letters for fair-housing reasons, so let Tom decide. I'd skip the escalation clause unless Tom says there's a second buyer, because it reveals your ceiling.

Shall I send these to Tom, and e-mail Priya about Rosa?""")

U7 = c.user("""Send it to Tom but no concessions — it makes us look weak and we'd rather win the house. $572,000, close by Aug 15. And yes, ask Priya about Rosa.""")

c.model("Sending both now.",
        [("email_send", {"from": "maya.daniel.home@fastmail.com", "to": ["tom.whitaker@keystonerealty.com"],
                         "cc": ["dreyes.codes@gmail.com"],
                         "subject": "Offer terms — 41 Alder Lane (MLS #2217843)",
                         "body": "Hi Tom,\n\nWe'd like to make an offer on 41 Alder Lane:\n- Price: $572,000\n- Earnest money: $10,000 within 2 business days of acceptance\n- Inspection contingency: 10 days (general + radon + sewer scope)\n- Mortgage/appraisal contingency: 30 days\n- Closing: on or before August 15, 2024\n- No seller concessions\n- Inclusions: range, refrigerator, dishwasher, washer/dryer, window treatments\n\nFinancing: Harborline Mortgage pre-approval HL-24-118372 (letter attached), 10% down conventional.\n\nPlease let us know how they respond. Thanks!\nMaya & Daniel",
                         "attachments": ["Harborline-preapproval-HL-24-118372.pdf"]}),
         ("email_send", {"from": "maya.daniel.home@fastmail.com", "to": ["priya.natarajan@harborlinemortgage.com"],
                         "subject": "Co-signer question — HL-24-118372",
                         "body": "Hi Priya,\n\nWe're making an offer on 41 Alder Lane around $572,000-$580,000. Daniel's mother, Rosa Reyes, has offered to co-sign. She owns her home (mortgage approx. $1,900/mo). Would adding her help our rate or approval in any way, or would it hurt (credit score / paperwork)? Also, what are lock options for an Aug 15 closing?\n\nThanks,\nMaya Okafor"})])
c.tool("""SENT  message-id <a81f2c@fastmail.com>  to tom.whitaker@keystonerealty.com (cc dreyes.codes@gmail.com)  2024-06-24 14:32  attachments: 1""",
       """SENT  message-id <a81f31@fastmail.com>  to priya.natarajan@harborlinemortgage.com  2024-06-24 14:32""")
c.model("""Done.
- **Offer terms** went to Tom: $572,000, $10k EMD, 10-day inspection, 30-day mortgage/appraisal, close by Aug 15, no concessions. Pre-approval letter attached.
- **Co-signer question** went to Priya, along with a request for lock options that cover an Aug 15 closing.

I'll watch the inbox. Once you're under contract, the next steps are locking the rate, booking the inspection, and getting your earnest money wired within 2 business days.""")

U11 = c.user("""TOM CALLED. Seller countered at $581,000, we came back at $578,500 and they took it!! Tom said there was one other showing scheduled for the weekend so he thought we shouldn't haggle over the last couple thousand, and honestly we agreed. He also said the sellers (the Kowalczyks) are moving to North Carolina and were relieved we're pre-approved with a local lender. Contract's signed. Can you check the inbox for the executed contract and whatever Priya said, and then let's get the rate locked.""")

c.model("Congratulations! Pulling the inbox now.",
        [("email_search", {"mailbox": "maya.daniel.home@fastmail.com", "query": "newer_than:2d", "limit": 10})])
c.tool(inbox_contract())

c.model("""🎉 You're under contract on 41 Alder Lane at **$578,500**.

## Executed contract: key dates

| Item | Detail | Deadline |
|---|---|---|
| Earnest money | $10,000 to Shoreline Homes escrow | **Fri 6/28** |
| Inspection contingency | Brightline, Tue 7/2 9:00 AM ($865 incl. radon + sewer scope) | **Mon 7/8, 5:00 PM** |
| Mortgage commitment | Harborline | **Fri 7/26** |
| Closing | Clearwater Title & Escrow, file **CWT-88214**, closer Anita Ruiz | **on or before Thu Aug 15** |

Also in the inbox: **Greenleaf says you must tell them by July 31** whether you're renewing at 22 Fenwick. Month-to-month after Aug 31 is $2,740/mo.

## Priya's answer on Rosa
Same as my read: **don't add her.** Pricing would use the lowest mid score, her ~$1,900 mortgage comes in with her income, you're at ~33-34% DTI anyway, and it adds 1-2 weeks. Rosa's forwarded note says she's fine either way. ❤️

## Locking: the options Priya quoted (6/26)

One catch: **a 45-day lock from tomorrow expires Aug 11, four days before your Aug 15 closing.** You need a 60-day lock (expires **Aug 26**), which also leaves ~11 days if closing slips.

Loan amount at $578,500 with 10% down = **$520,650**.

| Option | Rate | Points (cost) | P&I /mo | Covers Aug 15? |
|---|---|---|---|---|
| 45-day | 6.625% | 0 | $3,333.78 | ❌ expires 8/11 |
| 60-day A | 6.750% | 0 | $3,376.93 | ✅ exp 8/26 |
| **60-day B** | **6.625%** | **0.25 ($1,301.63)** | **$3,333.78** | ✅ exp 8/26 |
| 60-day C | 6.500% | 0.875 ($4,555.69) | $3,290.88 | ✅ exp 8/26 |

- **B vs A:** the 0.25 point saves **$43.15/mo**, so it pays for itself in ~30 months. Worth it if you'll keep the loan 3+ years without refinancing.
- **C:** $4,556 upfront to save ~$43 more per month takes ~8.8 years to break even, and it eats about a quarter of your cushion. I wouldn't.

**Recommendation: 60-day B, 6.625% with 0.25 points.** All-in monthly ≈ **$4,240** with my insurance estimate, under your $4,350 cap.

### How the lock works (so there are no surprises)
- A lock guarantees the **rate and points** for a specific **loan amount and property** until the expiration date. If rates go up, you're protected. If they go down, you don't benefit automatically. Some lenders offer a one-time "float-down", and I'll ask what Harborline's policy is.
- If **closing slips past the expiration**, you pay for an extension (usually a fraction of a point per few days) or re-lock at the current market, whichever is worse.
- If the **loan amount changes** (say the appraisal comes in low and the price drops), the lock usually survives, but the lender re-discloses the Loan Estimate and the pricing may shift slightly.
- Locking now doesn't commit you to Harborline. You could still walk away from the loan, but the lock would be lost.

Want me to lock B? I can also put the earnest money deadline and the inspection on your calendar.""")

U15 = c.user("""Lock B, we'll pay the quarter point. And decided: no co-signer, Rosa's relieved honestly. Put the inspection and EMD deadline on the calendar too, Daniel's sending the wire tomorrow.""")

c.model("Locking option B and adding the calendar items.",
        [("rate_lock_request", {"loan_id": "HL-24-118372", "product": "CONV30FIX", "lock_days": 60, "rate": 6.625,
                                "discount_points": 0.25, "loan_amount": 520650, "purchase_price": 578500,
                                "property": "41 Alder Lane, Westbrook, CT 06498", "borrower_ack": "Maya Okafor (chat, 2024-06-27)",
                                "notes": "Closing scheduled on/before 2024-08-15. No non-occupant co-borrower (borrowers declined)."}),
         ("calendar_create_events", {"calendar": "Home purchase", "events": [
             {"title": "EMD $10,000 due — Shoreline Homes escrow (Daniel wiring)", "start": "2024-06-28T12:00", "all_day": True, "reminders": ["2024-06-27T18:00"]},
             {"title": "Home inspection — Brightline (41 Alder Lane)", "start": "2024-07-02T09:00", "end": "2024-07-02T12:30", "location": "41 Alder Lane, Westbrook CT", "notes": "Includes radon + sewer scope. $865."},
             {"title": "Inspection contingency expires 5:00 PM", "start": "2024-07-08T17:00", "reminders": ["2024-07-05T09:00", "2024-07-08T09:00"]},
             {"title": "Mortgage commitment deadline", "start": "2024-07-26", "all_day": True},
             {"title": "Tell Greenleaf re lease renewal (22 Fenwick)", "start": "2024-07-31", "all_day": True}]})])
c.tool("""RATE LOCK CONFIRMED
Lock ID: RL-240627-0419        Loan: HL-24-118372
Product: Conventional 30-yr fixed   Rate: 6.625%   Discount points: 0.250 ($1,301.63)
Lock period: 60 days   Locked: 2024-06-27 10:14 ET   EXPIRES: 2024-08-26 (Mon) 11:59 PM ET
Loan amount: $520,650   LTV: 90.00% (on $578,500 purchase price)   Est. P&I: $3,333.78
Extension policy: 0.0625% per 5 days (max 15 days). One-time float-down available if market improves >= 0.25%, fee $750.
Loan officer notified: priya.natarajan@harborlinemortgage.com
Warning: lock is tied to property address and loan amount; a change in sales price or appraised value > 1% may require re-disclosure (LE).""",
       """Created 5 events in calendar "Home purchase":
  evt_9f12  2024-06-28 (all day)   EMD $10,000 due — Shoreline Homes escrow (Daniel wiring)
  evt_9f13  2024-07-02 09:00-12:30 Home inspection — Brightline (41 Alder Lane)
  evt_9f14  2024-07-08 17:00       Inspection contingency expires 5:00 PM
  evt_9f15  2024-07-26 (all day)   Mortgage commitment deadline
  evt_9f16  2024-07-31 (all day)   Tell Greenleaf re lease renewal (22 Fenwick)""")
c.model("""Done. ✅

**Rate locked.** Lock ID **RL-240627-0419**: **6.625%**, 0.25 points ($1,301.63), 60 days, **expires Aug 26**. P&I $3,333.78 on $520,650.
- Extensions cost 0.0625% per 5 days if you need one. There's also a **one-time float-down** (fee $750) if rates drop ≥0.25%. I'll keep that in mind.
- I put "no non-occupant co-borrower" in the lock notes, so Rosa is out of the file.

**Calendar** ("Home purchase"): EMD due 6/28, inspection 7/2 9:00-12:30, contingency deadline 7/8 5 PM, commitment 7/26, Greenleaf notice 7/31.

Tell Daniel to **call Shoreline to confirm the escrow wire instructions by phone** before he sends the $10k. Wire-fraud e-mails are very common at exactly this stage.""")

U19 = c.user("""Inspection was yesterday. Daniel is freaking out about "the panel" — the inspector kept saying Federal Pacific. Luis (the inspector) also ran a camera down the sewer and made a face, said something about a "belly" and roots, and told us the roof "has a few years but not many". He said the furnace and AC are fine, and that the rest is "normal old-house stuff". Tom says the seller's agent already hinted they won't do "a laundry list". The report is in, can you pull it and tell us what actually matters vs what's noise?""")

c.model("Pulling the Brightline report.",
        [("inspection_report_get", {"report_id": "BHI-24-3391", "format": "full", "include_ancillary": ["radon", "sewer_scope"]})])
c.tool(inspection_report())

c.model("""## Inspection BHI-24-3391: what matters

Daniel's right to care about the panel. It's the headline, together with the sewer line. Most of the rest is normal for a 1962 house.

### 🔴 Tier 1: negotiate these (safety or big money)

| # | Item | Why it matters | Cost |
|---|---|---|---|
| **4.1** | **Federal Pacific Stab-Lok panel, 100A, original** | FPE breakers are known for **not tripping** under overload (a fire risk). Many insurers **won't write a policy** or surcharge it, which can hold up your loan (Harborline needs an insurance binder). | **$4,200** (Volt Brothers, 200A upgrade incl. permit) |
| **5.1** | **Sewer lateral: root intrusion at the clay joint (34 ft), belly from 36-41 ft, lowest point at 38 ft** | A belly collects solids, and roots will keep coming back. Eventually it backs up into your basement. | **$6,800** spot repair; $14.5k-$18k full replacement |

### 🟠 Tier 2: real, but budget for them rather than fight over them
- **2.1 Roof (2009)**: 3-5 years left, $14k-$17k to replace. Sellers rarely pay for an aging (not failing) roof, and **insurers may ask about roof age**. Keep it in mind when you shop insurance.
- **5.2 Water heater (2009)**: at end of life, $1,600-$2,200. The TPR pipe fix is small.
- **4.3 GFCIs / 4.4 open grounds**: cheap ($300-$600). They get fixed automatically if the panel is replaced with a permit.

### ⚪ Tier 3: normal for a 60-year-old house
Gutters, grading at the patio, caulking, the deck ledger, bath fan venting into the attic, R-19 insulation, dryer vent, chimney Level 2 before you use the fireplace. This is your first-year to-do list, not negotiation material.

**Radon 2.1 pCi/L: fine.** ✅

## How to ask

| Approach | What you ask | Pros | Cons |
|---|---|---|---|
| **A. Repairs** | Seller replaces the panel and fixes the sewer before closing | Gets done before you move in | Seller picks the cheapest contractor; you have to check quality |
| **B. Credit** | ~$11,000 credit at closing | Simple; you choose contractors | Credit can only offset *closing costs/prepaids* (max 6% at 90% LTV). It doesn't put cash in your pocket for repairs, though it does protect your cushion. You'd also have to find a way to insure with the FPE panel for day one. |
| **C. Price reduction** | ~$11,000 off the price | Lower loan | Saves only ~$1,100 in cash (10%); changes the loan amount → re-disclosure |
| **D. Hybrid** | Seller replaces the **panel** (licensed, permitted) + **credit for the sewer** | Fixes the insurance/safety issue before closing; sewer on your schedule | Two moving parts |

**My recommendation: D.** The panel has to be fixed *before* closing anyway to keep insurance and the lender happy. The sewer is a repair you'll want to control, and a $6,800 credit protects your cushion.

### Why the panel has to be fixed before closing, not after
- **Insurance:** several CT carriers won't bind a new HO-3 policy on an FPE Stab-Lok panel, or they require an electrician's letter. Without a binder, Harborline can't clear **PTA-09**, so you can't close. Fixing the panel *after* closing means you'd have to find insurance for a house that has the panel.
- **Service upgrade:** the new 200A service needs Eversource to set a new meter and service drop. That's on the utility's schedule, often 2-4 weeks. If the seller does it, the timing risk is theirs.
- **Permit:** insist on a **town final inspection**, not just "work done". An unpermitted panel swap causes trouble at resale and with insurers.

### What to ask Tom before you send anything
1. Does the listing agent's "no laundry list" comment mean they'll consider **one or two big items**? Usually yes. Keeping the ask short helps.
2. Can we attach **Volt Brothers' verbal $4,200** and **Rooter Pros' $6,800** as written estimates? Sellers respond better to numbers on letterhead.
3. If they say no to the panel work, would they accept a **price reduction** instead of a credit? Since the credit can only go to closing costs, a large credit might not be fully usable.

### Things I'd leave out of the ask on purpose
Gutters, grading, GFCIs (they come with the panel), caulk, the deck ledger, the bath fan, insulation, the fireplace. Asking for them signals you'll nickel-and-dime, and the total is under $3k anyway.

Your deadline to respond is **Mon 7/8, 5:00 PM**. What do you want to ask for?""")

U23 = c.user("""D. Panel replaced by a licensed electrician with a permit, finished before closing, and $6,800 credit for the sewer. If they fight the panel, fall back to $11,000 total credit. Send it to Tom today please.""")

c.model("Sending the inspection response to Tom and adding a follow-up task.",
        [("email_send", {"from": "maya.daniel.home@fastmail.com", "to": ["tom.whitaker@keystonerealty.com"], "cc": ["dreyes.codes@gmail.com"],
                         "subject": "Inspection response — 41 Alder Lane (contingency exp 7/8 5 PM)",
                         "body": "Hi Tom,\n\nAfter reviewing the Brightline report (BHI-24-3391, attached), our requests:\n\n1. Electrical (item 4.1): Seller to replace the Federal Pacific Stab-Lok panel with a new 200A panel/service, performed by a CT-licensed electrician under permit, with the permit finaled by the Town of Westbrook, completed before closing. Copy of permit and final sign-off to us before closing.\n2. Sewer lateral (item 5.1): Seller credit of $6,800 at closing toward closing costs (Rooter Pros spot-repair estimate for root intrusion/belly at 34-41 ft).\n\nFallback if the seller won't do the panel work: $11,000 total seller credit at closing in lieu of all repairs.\n\nWe're not asking for anything else in the report. Please send back by Monday 7/8 before the 5 PM deadline — let us know if they need an extension.\n\nThanks,\nMaya & Daniel",
                         "attachments": ["BHI-24-3391.pdf"]}),
         ("task_create", {"list": "Home purchase", "title": "Chase Tom for seller's inspection response", "due": "2024-07-08T12:00",
                          "notes": "Contingency expires 7/8 5 PM. Ask: panel replaced (permit) + $6,800 sewer credit; fallback $11,000 credit."})])
c.tool("""SENT  message-id <b2201e@fastmail.com>  to tom.whitaker@keystonerealty.com (cc dreyes.codes@gmail.com)  2024-07-03 11:06  attachments: 1""",
       """Task created: tsk_5531 "Chase Tom for seller's inspection response" due 2024-07-08 12:00 (list: Home purchase)""")
c.model("""Done.
- **Inspection response sent to Tom.** Ask: panel replaced with a **licensed, permitted, town-finaled 200A upgrade before closing**, plus a **$6,800 sewer credit**. Fallback: **$11,000 total credit**. Report attached.
- **Task tsk_5531**: chase Tom Monday at noon if nothing's back. Contingency expires 5 PM.

If the seller agrees to the panel, the signed amendment also goes to Harborline as a loan condition. I'll handle that when it comes.""")

U27 = c.user("""Tom says the seller answered — can you pull his email? Also did Harborline send anything, I thought I saw something about a new person.""")

c.model(None, [("email_search", {"mailbox": "maya.daniel.home@fastmail.com", "query": "from:(keystonerealty.com OR harborlinemortgage.com) newer_than:4d", "limit": 10})])
c.tool("""INBOX search: from:(keystonerealty.com OR harborlinemortgage.com) newer_than:4d  (4 results)

[1] 2024-07-08 10:41  From: Tom Whitaker <tom.whitaker@keystonerealty.com>
Subject: Seller response — inspection (41 Alder)
Maya/Daniel — seller's answer:
  - Panel: YES. Seller will have Volt Brothers Electric replace the FPE panel with 200A service under permit, work complete
    and town final inspection by Aug 1.
  - Sewer: they'll do a $5,000 seller credit, not $6,800. Listing agent says seller "already came down on price".
This is actually a good response — most sellers in this market won't touch the panel. If you accept, I'll prepare the repair/credit
amendment today; we need it signed before 5 PM to be safe. — Tom

[2] 2024-07-08 08:02  From: Jenna Li <jenna.li@harborlinemortgage.com>
Subject: Out of office — new processor on your file
Hi both, I'm starting medical leave today. Your file HL-24-118372 has been reassigned to Marcus Bell
(marcus.bell@harborlinemortgage.com, 203-555-0192), who has everything. Conditions list will be updated in the portal. Best of luck! Jenna

[3] 2024-07-08 09:15  From: Marcus Bell <marcus.bell@harborlinemortgage.com>
Subject: Intro + conditions — HL-24-118372
Hi Maya and Daniel, I'm your processor now. Underwriting issued conditions (Rev 4) — please check the portal. Priority items:
Daniel's paystubs, the $4,500 deposit explanation, and the signed gift letter. Appraisal is ordered (ValueLink), inspection 7/11.
Marcus

[4] 2024-07-05 16:20  From: Harborline Mortgage <noreply@harborlinemortgage.com>
Subject: Your Loan Estimate (LE v2) is ready
Revised LE reflecting locked rate 6.625% / 0.25 pts, lock RL-240627-0419.""")

c.model("""## Seller's response

| | You asked | Seller offers |
|---|---|---|
| FPE panel | Replace, licensed + permitted, before closing | ✅ **Yes.** Volt Brothers, 200A, permit, **town final by Aug 1** |
| Sewer | $6,800 credit | **$5,000 credit** |
| Gap | | **$1,800** |

Tom's right: getting the panel done is the big win. That was the item most likely to cause insurance and lender trouble.

**Should you fight for the $1,800?**
- Arguments for: the Rooter Pros number is real, and the belly could turn into a full lateral replacement ($14.5k+).
- Arguments against: you'd be negotiating against a deadline **today at 5 PM**, the seller has already given on the panel, and $1,800 isn't worth risking the deal or your goodwill. Your cushion after closing still clears $15k with $5,000.
- Middle option: counter at $6,000. It's probably accepted, but it burns hours you don't have.

I'd **accept**.

### What to lock down in the amendment wording
- **Licensed electrician named** (Volt Brothers) and **permit pulled in the seller's name**, with **town final inspection passed**, not just "work completed".
- **Completion date (Aug 1)** plus **copies of the permit and final** delivered to you before closing.
- The credit worded as a **"seller credit toward buyer's closing costs and prepaids"** so Harborline's underwriter accepts it. A credit "for sewer repairs" reads as cash for repairs, which lenders don't allow.
- The seller's right to **access the property** for Eversource if the service drop needs a utility visit.

## Harborline: new processor
**Jenna Li is on leave. Your processor is now Marcus Bell** (marcus.bell@harborlinemortgage.com, 203-555-0192). He flagged three priority conditions: **Daniel's paystubs, the $4,500 deposit explanation, and the signed gift letter.** The appraisal inspection is **7/11**.

Do you want to accept the $5,000? And should I pull the full conditions list so we know everything Marcus needs?""")

U31 = c.user("""Take the 5k, not worth fighting. Tell Tom to do the amendment. And yes pull the conditions.""")

c.model("Telling Tom to prepare Amendment #2 and pulling the conditions list.",
        [("email_send", {"from": "maya.daniel.home@fastmail.com", "to": ["tom.whitaker@keystonerealty.com"], "cc": ["dreyes.codes@gmail.com"],
                         "subject": "RE: Seller response — inspection (41 Alder) — ACCEPT",
                         "body": "Tom — we accept. Please prepare Amendment #2: (1) seller replaces FPE panel with 200A service by a licensed electrician (Volt Brothers) under permit, work complete and Town of Westbrook final inspection passed by Aug 1, 2024, copies of permit + final to buyers; (2) $5,000 seller credit at closing toward buyers' closing costs/prepaids. We'll e-sign as soon as it arrives. Please also send a copy to Marcus Bell at Harborline (marcus.bell@harborlinemortgage.com) for condition PTA-12.\nThanks! Maya & Daniel"}),
         ("lender_conditions_list", {"loan_id": "HL-24-118372", "include_cleared": True})])
c.tool("""SENT  message-id <b22f90@fastmail.com>  to tom.whitaker@keystonerealty.com (cc dreyes.codes@gmail.com)  2024-07-08 11:02""",
       conditions_list())

c.model("""Done. Tom has the go-ahead for **Amendment #2**: panel by **Aug 1** with town final, plus the **$5,000 seller credit**. I asked him to copy Marcus so it covers **PTA-12**. Watch for the DocuSign.

## Harborline conditions (Rev 4)

| ID | What | Status | Who / what I need from you |
|---|---|---|---|
| PTA-01 / 02 | Contract, EMD | ✅ Cleared | — |
| **PTA-03** | Daniel's 2 latest paystubs (6/14, 6/28) | ⏳ Outstanding | Daniel: PDFs from Corvell payroll |
| **PTA-04** | Explanation + source for the **$4,500** deposit on 6/3 | ⏳ Outstanding | Letter signed by both of you + proof (bill of sale, etc.). What was it? |
| **PTA-05** | Written VOE incl. **2-year bonus breakdown** (Corvell) | Ordered | Corvell isn't in The Work Number, so it was faxed. **Daniel should ping his HR.** If it stalls, the bonus can't be counted. |
| **PTA-06** | Gift letter, $25,000 (Grace & Samuel Okafor), form GL-2 | ⏳ Outstanding | Signed by your parents **and** both of you |
| **PTA-07** | Proof of gift transfer: **donor bank statement showing the withdrawal** + receipt in your account (or wire straight to Clearwater Title) | ⏳ Outstanding (prior to docs) | Your parents' statement |
| PTA-08 | Appraisal | Ordered, inspection 7/11 | — |
| **PTA-09** | **Homeowners insurance binder**, 12 months paid, mortgagee clause *Harborline Mortgage ISAOA/ATIMA, loan # HL-24-118372* | ⏳ Outstanding | You need to shop insurance **now**, especially given the roof age |
| PTA-10 | Title commitment (CWT-88214) | Received | — |
| PTA-11 | Verbal VOE within 10 days of closing | Open | Marcus does this |
| PTA-12 | Repair/credit addendum | Open | Amendment #2 via Tom |

**Fastest wins this week:** PTA-03, 04 and 06. Send me the files and I'll upload them to the portal. What was the $4,500?""")

U35 = c.user("""OK. Daniel's paystubs and our June statement are in the shared drive under /Home Purchase/Lender Docs. The $4,500 was Daniel selling his motorcycle to his cousin Marco, there's a bill of sale and a Venmo screenshot — we wrote the letter last night, it's in the same folder as LOE-4500.pdf. My parents signed the gift letter Sunday (Gift-Letter-GL2-signed.pdf). Upload it all. My parents haven't moved the money yet, they're waiting till closing is close.""")

c.model("Uploading the documents to the Harborline portal against the matching conditions.",
        [("lender_portal_upload", {"loan_id": "HL-24-118372", "uploads": [
            {"condition_id": "PTA-03", "file": "/Home Purchase/Lender Docs/Corvell-paystub-2024-06-14.pdf"},
            {"condition_id": "PTA-03", "file": "/Home Purchase/Lender Docs/Corvell-paystub-2024-06-28.pdf"},
            {"condition_id": "PTA-04", "file": "/Home Purchase/Lender Docs/LOE-4500.pdf", "note": "Proceeds from sale of Daniel's motorcycle (2017 Honda CB500F) to cousin Marco Reyes, 6/2/2024. Bill of sale + Venmo receipt included."},
            {"condition_id": "PTA-04", "file": "/Home Purchase/Lender Docs/Motorcycle-bill-of-sale.pdf"},
            {"condition_id": "PTA-06", "file": "/Home Purchase/Lender Docs/Gift-Letter-GL2-signed.pdf"},
            {"condition_id": "ASSETS", "file": "/Home Purchase/Lender Docs/Ridgeway-statement-2024-06.pdf"}],
            "message_to_processor": "Hi Marcus — paystubs, LOE + bill of sale for the $4,500, signed gift letter, and June Ridgeway statement uploaded. Gift funds will be wired by the donors closer to closing; we'll provide the donor statement for PTA-07 then. Amendment #2 coming from Tom Whitaker. — Maya"})])
c.tool("""UPLOAD RESULTS — HL-24-118372
  PTA-03  Corvell-paystub-2024-06-14.pdf      OK  (2 pp)   status OUTSTANDING -> RECEIVED
  PTA-03  Corvell-paystub-2024-06-28.pdf      OK  (2 pp)
  PTA-04  LOE-4500.pdf                        OK  (1 p)    status OUTSTANDING -> RECEIVED
  PTA-04  Motorcycle-bill-of-sale.pdf         OK  (2 pp)   WARNING: page 2 is an image of a phone screen (Venmo). Underwriter may request an official Venmo transaction statement.
  PTA-06  Gift-Letter-GL2-signed.pdf          OK  (2 pp)   status OUTSTANDING -> RECEIVED
          auto-check: gift amount $25,000 matches file; donor signatures 2 of 2; borrower signatures 2 of 2
          reminder: PTA-07 requires donor bank statement showing withdrawal + evidence of receipt (or wire to title) — still OUTSTANDING
  ASSETS  Ridgeway-statement-2024-06.pdf      OK  (6 pp)   balance 06/30: $54,212.37 (after EMD $10,000)
Message delivered to processor Marcus Bell (marcus.bell@harborlinemortgage.com).""")
c.model("""Done. Everything's in the portal:
- **PTA-03** paystubs → Received
- **PTA-04** $4,500 motorcycle sale (LOE + bill of sale) → Received. ⚠️ The Venmo page is a phone screenshot, and Harborline says "no screenshots", so the underwriter may ask for an **official Venmo statement**. Daniel can download a monthly statement PDF from Venmo (Settings → Statements). Worth doing now.
- **PTA-06** gift letter → Received. $25,000, all 4 signatures check out.
- June Ridgeway statement: **$54,212.37** after the $10k EMD.

Also, quick read of your LOE: it's good. It states the date, amount, buyer (Marco), item (2017 Honda CB500F), and that the money went into the joint Ridgeway account. That's what underwriters want.

**Still open on the gift:** **PTA-07**. When your parents move the money, Harborline needs **their bank statement showing the $25,000 leaving** plus proof it arrived. The cleanest route is for them to **wire it straight to Clearwater Title** (CWT-88214) a few days before closing. I told Marcus that's the plan.""")

U39 = c.user("""Ugh. Tom just called — appraisal came in at $571,000. Seven and a half thousand under the contract price. He read me the comps the appraiser used: 56 Alder ($566k), 18 Juniper ($552k), 4 Linden ($571.5k) and 7 Hawthorn ($579k) with a big negative adjustment for its new roof and 200A service. The appraiser rated the condition C4 and specifically mentioned the old panel and the roof age. Tom says the seller's agent is "disappointed" and is talking to the sellers tonight. What now? Don't tell me we lose the house.""")

c.model("""You don't lose the house. This is common and fixable, and you have an appraisal contingency, so you hold leverage here.

## Why it matters
Harborline lends on the **lower** of price and appraised value. At $578,500 with a $571,000 appraisal:
- 90% LTV of $571,000 = **$513,900** max loan (not $520,650).
- To keep the loan at 90% LTV, you'd need to bring **$578,500 − $513,900 = $64,600** as down payment instead of $57,850. That's **$6,750 more cash**. Even after the $5,000 seller credit, your cushion would land around **$15.7k**. That's technically above your $15,000 line, but it leaves nothing for lock costs or any surprise at closing.

Rough cash math below: funds $89,180, closing costs ≈ $13,900 minus the $5,000 credit ≈ **$8,900 net**.

| Option | Price | Down payment | Cushion after (≈) | Notes |
|---|---|---|---|---|
| 1. Seller drops to appraisal | $571,000 | $57,100 | ~$23.2k | Best for you; seller may refuse |
| 2. Split the gap | ~$574k-$575k | ~$60.1k-$61.1k | ~$19.2k-$20.2k | Most common outcome |
| 3. You cover the gap | $578,500 | $64,600 | ~$15.7k | ⚠️ razor-thin vs your rule |
| 4. Challenge the appraisal (ROV) | — | — | — | Needs better comps. 7 Hawthorn ($579k) had a new roof + 200A, so weak. Takes 1-2 weeks, rarely moves much. |
| 5. Walk (appraisal contingency) | — | — | — | Get EMD back. Nuclear option. |

### Is a reconsideration of value (ROV) worth it?
Honestly, no. The appraiser's comp set is reasonable: 56 Alder is the same street, and the C4 rating with the old panel and roof is defensible. The panel adjustment might have been smaller if the new panel had been in at the time of the appraisal, but appraisers value the house **as it is on the inspection date** unless the appraisal is made "subject to" repairs. An ROV rarely moves a value by more than 1%, and it costs you a week you'd rather use negotiating.

### Leverage you actually have
- The **appraisal contingency** (tied to the 7/26 mortgage commitment date). The seller knows any buyer with financing will hit the same number.
- The seller has already committed to the panel and a $5,000 credit. If the deal falls apart, they relist with a known low appraisal that the next buyer's lender may see.
- Any cash buyer would also have seen the FPE panel and the sewer video in their own inspection.

**Recommendation:** ask Tom to go for **$571,000** and to cite the appraisal and the FPE panel the seller is already fixing. Be ready to settle in the **$574k-$575k** range. Don't go above that without talking to me first.

One more thing: a new price means a new loan amount, and that triggers a **re-disclosed Loan Estimate**. Your lock (RL-240627-0419) is tied to the loan amount, which is fine since it's going down, but Marcus has to process it.""")

U41 = c.user("""Tom got them to $574,000. BUT the sellers asked to push closing to Aug 28 because their new place isn't ready — we said ok, it's still before our lease ends. We'll bring the extra cash. Our lock expires the 26th though, right? Fix that.""")

c.model("""$574,000 is a good result. That's right in the range, and the cushion should still clear $15k. You're right about the lock: **RL-240627-0419 expires Aug 26**, two days before an **Aug 28** closing. Let me get the options from Harborline.""",
        [("rate_lock_options", {"lock_id": "RL-240627-0419", "loan_id": "HL-24-118372", "target_closing": "2024-08-28",
                                "new_purchase_price": 574000, "appraised_value": 571000, "new_loan_amount": 513900,
                                "scenarios": ["extension", "float_down"]})])
c.tool("""LOCK OPTIONS — RL-240627-0419 (current: 6.625% / 0.25 pts, exp 2024-08-26)
Market (2024-07-24, CONV30FIX, 738, 90% LTV, 60-day): 6.375% / 0.25 pts
Eligible for one-time float-down: YES (market improvement 0.250% >= 0.25% threshold)

 Opt  Action                          New rate  Points    Fee/cost             New expiration   P&I on $513,900
 E1   Extend 5 days                   6.625%    0.25      0.0625% = $321.19    08/31/2024       $3,290.56
 E2   Extend 10 days                  6.625%    0.25      0.125%  = $642.38    09/05/2024       $3,290.56
 F1   Float-down + new 45-day term    6.500%    0.25      flat $750            09/06/2024       $3,248.20
      (float-down relocks at market + 0.125% float-down spread; may be used once per loan)
Note: loan amount change $520,650 -> $513,900 requires LE re-disclosure; processor Marcus Bell notified.

Harborline 60-day par rate history (CONV30FIX, 740 FICO, 90% LTV):
""" + _rate_hist())

c.model("""## Lock options for an Aug 28 closing

| Option | Rate | Cost | Expires | P&I ($513,900) | vs today |
|---|---|---|---|---|---|
| E1: extend 5 days | 6.625% | $321 | **Aug 31** | $3,290.56 | 3-day buffer only |
| E2: extend 10 days | 6.625% | $642 | Sep 5 | $3,290.56 | 8-day buffer |
| **F1: float-down** | **6.500%** | **$750** | **Sep 6** | **$3,248.20** | **−$42.36/mo** + 9-day buffer |

Rates moved in your favor (market is 6.375% today), so the float-down is available, but only once.

- **F1 vs E2:** it costs $108 more and saves **$42.36 every month**. It pays for itself in under 3 months.
- **F1 vs E1:** $429 more, but you get a real buffer. With E1, a closing that slips 4 days puts you into a second extension at worse terms.
- The risk: you can only float down once. If rates keep falling you can't float down again, but you could refinance someday.

**Recommendation: F1.** New all-in monthly ≈ **$4,168** (I'll confirm with the new LE). Shall I do it?""")

U43 = c.user("""F1. Do it. And send Tom + title the new date so everyone's aligned.""")

c.model("Executing the float-down and notifying Tom and Clearwater Title.",
        [("rate_lock_modify", {"lock_id": "RL-240627-0419", "action": "float_down", "option": "F1", "loan_amount": 513900,
                               "purchase_price": 574000, "appraised_value": 571000, "target_closing": "2024-08-28",
                               "borrower_ack": "Maya Okafor (chat, 2024-07-24)"}),
         ("email_send", {"from": "maya.daniel.home@fastmail.com",
                         "to": ["tom.whitaker@keystonerealty.com", "anita.ruiz@clearwatertitle.com"],
                         "cc": ["marcus.bell@harborlinemortgage.com", "dreyes.codes@gmail.com"],
                         "subject": "41 Alder Lane — new closing date Aug 28 + price $574,000 (CWT-88214)",
                         "body": "Hi Tom and Anita,\n\nConfirming for everyone: per Amendment #3 (appraisal), the purchase price is now $574,000 and closing moves to Wednesday, August 28, 2024 at seller's request. Our rate lock has been modified to cover the new date (Harborline lock RL-240627-0419, expires Sept 6). Anita, please update file CWT-88214 and let us know the closing time/location. Marcus, updated loan amount is $513,900.\n\nThanks,\nMaya & Daniel"})])
c.tool("""LOCK MODIFIED — RL-240627-0419 (rev 2)
  field            was                 now
  rate             6.625%              6.500%
  points           0.250               0.250 ($1,284.75 on new amount)
  expiration       2024-08-26          2024-09-06
  loan_amount      $520,650            $513,900
  purchase_price   $578,500            $574,000
  appraised_value  —                   $571,000
  closing_target   2024-08-15          2024-08-28
  fee              —                   float-down $750 (to be charged at closing)
  float_down_used  no                  YES (no further float-downs)
Re-disclosure: LE v3 queued (changed circumstance: price/appraisal/relock). Borrowers must e-sign intent within 3 business days of receipt.""",
       """SENT  message-id <c40a7d@fastmail.com>  to tom.whitaker@keystonerealty.com, anita.ruiz@clearwatertitle.com (cc marcus.bell@harborlinemortgage.com, dreyes.codes@gmail.com)  2024-07-24 15:48""")
c.model("""Done. ✅

**Lock RL-240627-0419 (rev 2):**
- Rate **6.625% → 6.500%**
- Expires **Aug 26 → Sep 6**
- Loan **$520,650 → $513,900** (90% of the $571,000 appraisal)
- Price $574,000, closing target Aug 28
- Float-down fee **$750** is added to closing costs. The float-down is now used up.

**Everyone's aligned:** Tom and Anita Ruiz at Clearwater (CWT-88214) have the new price and date, with Marcus cc'd. I asked Anita for the closing time and location.

**Next from Harborline:** an **LE v3** is coming, and you need to **e-sign intent within 3 business days** of getting it. Watch for it.

Your new down payment is **$60,100** ($574,000 − $513,900), up $2,250 from the original plan.""")

U47 = c.user("""Insurance. We got a quote from Lakeshore Mutual for $2,140/yr (quote LM-Q-7734120), but the agent said because the roof is 15 years old they'll only cover the roof at actual cash value (ACV endorsement) unless we get a roof certification. Will Harborline accept that? Also Daniel asked — now that the appraisal came in low, should we revisit having Rosa co-sign so we can borrow more? I said that's silly but he wanted me to ask.""")

c.model("""Two good questions.

## ACV roof endorsement: does Harborline care?
Possibly. Conventional guidelines (Fannie Mae B7-3) require dwelling coverage at least equal to the lesser of 100% of insurable value or the unpaid principal balance, with a maximum deductible. Fannie allows roof ACV *settlement* endorsements in some cases, but **each lender can be stricter**, and condition **PTA-09** mentions "dwelling >= loan amount or RCE". That part's about coverage amount, not the roof endorsement. I'd rather get a yes from Marcus in writing than guess, so I'm asking him now.

What ACV means for you in practice: if a storm wrecks the roof in year 3, Lakeshore pays the **depreciated value** (maybe 30-40% of replacement) instead of the full ~$15k. With a roof that has 3-5 years left, the real risk is modest, but it's there.

Your alternatives if Harborline says no:
- **Roof certification** from a roofer (~$150-$300) stating 3+ years of remaining life. Lakeshore might then give full replacement cost.
- Quote another carrier (some don't apply roof-age rules until 20 years).""",
        [("email_send", {"from": "maya.daniel.home@fastmail.com", "to": ["marcus.bell@harborlinemortgage.com"],
                         "subject": "HL-24-118372 — PTA-09 insurance: ACV roof endorsement OK?",
                         "body": "Hi Marcus,\n\nOur homeowners quote is from Lakeshore Mutual (quote LM-Q-7734120), $2,140/yr, dwelling coverage $468,000 (replacement cost estimate), $2,500 deductible. Because the roof is from 2009, Lakeshore will only write the roof on an actual cash value (ACV) settlement endorsement unless we provide a roof certification. Does Harborline accept an ACV roof endorsement for PTA-09? If not, we'll get a roof cert.\n\nAlso: what's the deadline for the binder given our Aug 28 closing?\n\nThanks, Maya"})])
c.tool("""SENT  message-id <c51e02@fastmail.com>  to marcus.bell@harborlinemortgage.com  2024-07-25 09:12""")
c.model("""Sent to Marcus, asking whether the **ACV roof endorsement** satisfies **PTA-09** and what the binder deadline is for Aug 28. I included the quote number, coverage ($468k RCE) and deductible.

## Rosa, round two
Tell Daniel it was a reasonable question, but the answer is still no:
- **The appraisal caps the loan, not your income.** Harborline lends 90% of **$571,000** no matter how many people sign. A co-signer adds income, and income isn't what's limiting you. The loan is already at the most the appraisal allows.
- To borrow more you'd need a **smaller down payment** (e.g. 5% down), which means higher PMI and a new approval. Not worth it for ~$3k.
- The earlier downsides still apply: the lowest mid score sets pricing (and you just got **6.5%**), her mortgage comes into the DTI, and it would delay an Aug 28 closing.

So **no co-signer** stands. The gap is already handled by the $574k price plus your extra ~$2,250.""")

U51 = c.user("""Got the LE v3 email and e-signed it. Can you pull the final-ish numbers — monthly and cash to close? And remind me whether we still keep our $15k.""")

c.model(None, [("loan_estimate_get", {"loan_id": "HL-24-118372", "version": "latest"})])
c.tool(le_v3())

c.model(f"""## LE v3: where you land

### Monthly
| | LE v2 (old) | **LE v3 (now)** |
|---|---|---|
| Rate | 6.625% | **6.500%** |
| Loan | $520,650 | **$513,900** |
| P&I | $3,333.78 | **${pi_amt:,.2f}** |
| PMI | $138.84 | ${pmi:,.2f} |
| Tax | $617.67 | ${tax_m:,.2f} |
| Insurance | $150 (est.) | ${ins_m:,.2f} (Lakeshore $2,140/yr) |
| **Total** | $4,268.62 | **${monthly_total:,.2f}** |

✅ **${monthly_total:,.2f}/mo** is about **${4350 - monthly_total:,.0f} under your $4,350 cap.** PMI drops off once you pay down to 78% LTV.

### Cash
| | |
|---|---|
| Down payment | ${DOWN:,.2f} |
| Closing costs (incl. $750 float-down, $1,284.75 points, 12-mo insurance, escrows) | ${closing_costs:,.2f} |
| Seller credit (Amendment #2) | −$5,000.00 |
| **Cash to close (total)** | **${cash_to_close_total:,.2f}** |
| Already paid (EMD) | −$10,000.00 |
| **Wire at closing** | **${cash_due_at_closing:,.2f}** |

### Your $15,000 cushion
- Funds: $64,180 (Ridgeway, including the EMD you already paid) + $25,000 gift = **$89,180**
- Minus total cash to close ${cash_to_close_total:,.2f} = **${reserves:,.2f} left** ✅

That clears the $15,000 line by about ${reserves-15000:,.0f}. Two caveats:
1. The **owner's title policy ($1,145) is optional**, though I'd keep it. The **attorney review ($1,100)** is normal in CT.
2. Moving costs, the first month of overlap rent (you're paying Fenwick through Aug 31) and the **water heater** are all on top of this. If a surprise pulls you under $15k, the water heater can wait a few months.

The wire amount, **${cash_due_at_closing:,.2f}**, is what actually goes to Clearwater. The $25,000 gift should arrive there directly from your parents, so **your own wire will be about ${cash_due_at_closing-25000:,.2f}**.""")

U53b = c.user("""Side question while we wait. The Harborline mailers keep pushing a "biweekly payment program" and Daniel's dad says we should throw every spare dollar at the mortgage to kill PMI. Is either of those smart for us, or should we keep the cushion?""")

c.model("""Short version: **keep the cushion first, then be strategic about PMI.** Here's why.

## Biweekly payment programs
- Paying half your P&I every two weeks adds up to **13 full payments a year** instead of 12. That one extra payment a year is what shortens the loan, roughly 30 → 25 years at 6.5%.
- The **programs** often charge a setup fee ($295-$400) and sometimes hold your money until a full payment accumulates. You get **exactly the same result for free** by adding 1/12 of a payment (≈ $271) to each monthly payment, or by making one extra principal payment a year.
- **Verdict:** skip the program. If you want the effect, do the DIY version later, once your cushion is rebuilt.

## Killing PMI faster
Your PMI is **$124.19/mo** and goes away:
| Trigger | Balance needed | When (no extra payments) |
|---|---|---|
| Automatic (78% of original value) | $445,380 | ~payment #124 (early 2035) |
| On request (80%, good history) | $456,800 | ~payment #100 (2033) |
| New appraisal, after 2 yrs, at 75% of **new** value | depends on market | could be 2026-2027 if values rise |

- **Prepaying to 80%** means knocking ~$57k off the balance. At ~$124/mo saved, that's about a 2.6% "return" on the PMI piece alone. Prepaying also saves 6.5% interest, so it isn't a bad deal, but it competes with your emergency fund, the water heater and eventually the roof.
- **The appreciation route is often cheaper:** once you've owned for 2 years, if the house appraises so that your balance is ≤75% of the new value, Harborline (like most conventional servicers) will drop PMI for the cost of an appraisal (~$650). Doing the panel and sewer work helps that value.

## What I'd actually do, in order
1. **Rebuild the cushion** back toward 3-6 months of expenses (you'll be at ~$19.9k after closing).
2. **Sewer spot repair** in year one (budget the Rooter Pros number) and the **water heater**.
3. **Roof fund:** ~$300/mo into a separate savings account, since it has 3-5 years left and it's on ACV coverage.
4. *Then* extra principal, and check a PMI-removal appraisal around summer 2026.

Daniel's dad isn't wrong that paying down a 6.5% loan is a good use of money. It's just fourth on the list for a 1962 house with a ticking roof.""")

U55 = c.user("""Did Marcus answer about the roof thing? And any news on the electrician — Tom said the work was last week.""")

c.model(None, [("email_search", {"mailbox": "maya.daniel.home@fastmail.com", "query": "newer_than:7d (from:harborlinemortgage.com OR from:keystonerealty.com OR from:clearwatertitle.com)", "limit": 10})])
c.tool("""INBOX search (3 results)

[1] 2024-08-05 16:30  From: Marcus Bell <marcus.bell@harborlinemortgage.com>
Subject: RE: HL-24-118372 — PTA-09 insurance: ACV roof endorsement OK?
Hi Maya — checked with underwriting: the ACV roof settlement endorsement is ACCEPTABLE as long as (a) dwelling coverage
>= $468,000 RCE (yours is), (b) deductible <= 5% of dwelling (yours is $2,500), (c) Harborline Mortgage ISAOA/ATIMA listed
as mortgagee with loan # HL-24-118372. Please send the binder + paid receipt by Fri Aug 16 so we can clear to close.
Also still outstanding: PTA-05 (Corvell VOE — employer hasn't returned it; I've re-faxed twice, please have Daniel
nudge HR: Corvell HR contact is payroll@corvellsys.com) and PTA-07 (gift transfer evidence). Marcus

[2] 2024-08-02 11:18  From: Tom Whitaker <tom.whitaker@keystonerealty.com>
Subject: Panel done at 41 Alder
Volt Brothers finished the panel swap Wed 7/31 — new 200A Square D panel, permit #E-24-07713. Town electrical inspector
came Thu 8/1 and did a ROUGH sign-off only; the final inspection is scheduled Aug 20 because the utility (Eversource) still
has to set the new meter/service drop (scheduled Aug 14). So technically not "finaled by Aug 1" as the amendment says.
Listing agent says it'll be done well before closing. Want me to send a notice, or just hold them to it at walkthrough? — Tom

[3] 2024-08-06 10:02  From: Anita Ruiz <anita.ruiz@clearwatertitle.com>
Subject: CWT-88214 — closing scheduled
Closing confirmed: Wednesday, August 28, 2024, 10:00 AM, Clearwater Title & Escrow, 300 Harbor Blvd, Suite 210, Westbrook.
WIRE INSTRUCTIONS will be delivered ONLY through our secure portal (SafeWire). Clearwater will NEVER e-mail wiring changes.
Before sending any funds, call our office at a number you find independently — our main line is (203) 555-0143 — to verify.
Gift funds may be wired directly by donors; donors must reference CWT-88214 and the borrower names.
Title commitment CWT-88214 (effective 2024-07-30) — Schedule B-I requirements / B-II exceptions:
  B-I 1  Release of mortgage to Citizens Bank recorded Vol. 812 Pg. 144 (payoff to be obtained by Clearwater)
  B-I 2  Deed from Robert J. and Ellen M. Kowalczyk to Maya A. Okafor and Daniel J. Reyes
  B-I 3  Mortgage to Harborline Mortgage in the amount of $513,900
  B-I 4  Municipal lien certificate; final water/sewer reading (Westbrook WPCA)
  B-I 5  Payoff/closure of open electrical permit #E-24-07713 OR escrow agreement acceptable to lender
  B-II 1 Eversource utility easement, Vol. 201 Pg. 77 (rear 10 ft)
  B-II 2 Rights of others in and to the drainage swale along the easterly line
  B-II 3 Taxes for the grand list of 2023, second half due January 2025, not yet payable
  B-II 4 Survey matters: shed encroaches 0.8 ft into side setback (per 2011 mortgage inspection plot)""" + _noise_mail())

c.model("""## Updates

### ✅ Roof ACV: approved
Marcus says underwriting **accepts the ACV roof endorsement**: dwelling $468k RCE, deductible ≤5% (yours is $2,500), Harborline as mortgagee. **The binder plus paid receipt is due by Fri Aug 16.**

### ⚠️ Panel: done, but not finaled
- Volt Brothers installed a **200A Square D panel on 7/31**, permit **#E-24-07713**.
- The town gave only a **rough** sign-off on 8/1. **The final is Aug 20**, after Eversource sets the meter on **Aug 14**.
- Strictly speaking the seller missed Amendment #2's "finaled by Aug 1". I wouldn't declare a breach. I'd **have Tom send a written notice** that you expect the final sign-off before closing and a copy at walkthrough. That costs nothing and protects you if Eversource slips.

### 📅 Closing is set
**Wed Aug 28, 10:00 AM**, Clearwater Title, 300 Harbor Blvd, Suite 210 (file **CWT-88214**).
- **Wire instructions come ONLY through SafeWire.** Before sending anything, **call (203) 555-0143** to verify. Never trust an e-mail that "updates" wire details.
- Your parents can wire the gift directly. They must reference **CWT-88214** and your names. Their bank statement showing that wire is your **PTA-07** evidence.

### ⏳ Still outstanding at Harborline
- **PTA-05 Corvell VOE**: HR hasn't returned it after two faxes. **Daniel needs to chase payroll@corvellsys.com today.** Without it the bonus isn't counted. You'd still qualify on base income, but underwriting won't clear to close with the VOE open.
- **PTA-07** gift transfer evidence.
- **PTA-09** insurance binder (due Aug 16).

### Title commitment: one item to note
Clearwater's commitment (Schedule B-I 5) lists the **open electrical permit #E-24-07713** as a requirement: it has to be **closed, or an escrow agreement acceptable to the lender** must be in place at closing. That's the practical backstop if the Aug 20 final slips. The shed encroaching 0.8 ft into the side setback (B-II 4) is minor and typical. It's an exception to your owner's policy coverage, not a problem for closing.

Want me to tell Lakeshore to **bind the policy** (effective Aug 28, Harborline as mortgagee) and send the binder to Marcus? I can also ask Tom to send the panel notice and set up the walkthrough.""")

U59 = c.user("""Yes bind it, effective the 28th, pay the full year on the card ending 2291. Tell Tom yes send the notice. Walkthrough the evening before, Aug 27, 6 PM. Also put a reminder to review the Closing Disclosure — when do we get it?""")

c.model("Binding the Lakeshore policy, sending the binder to Marcus, and setting up Tom's notice and the calendar.",
        [("insurance_bind", {"carrier": "Lakeshore Mutual", "quote_id": "LM-Q-7734120", "effective_date": "2024-08-28",
                             "property": "41 Alder Lane, Westbrook, CT 06498", "named_insureds": ["Maya A. Okafor", "Daniel J. Reyes"],
                             "endorsements": ["ROOF-ACV"], "dwelling_coverage": 468000, "deductible": 2500,
                             "mortgagee": {"name": "Harborline Mortgage ISAOA/ATIMA", "loan_number": "HL-24-118372"},
                             "payment": {"plan": "annual", "method": "card", "card_last4": "2291", "amount": 2140.00},
                             "send_binder_to": ["marcus.bell@harborlinemortgage.com", "anita.ruiz@clearwatertitle.com"]}),
         ("email_send", {"from": "maya.daniel.home@fastmail.com", "to": ["tom.whitaker@keystonerealty.com"], "cc": ["dreyes.codes@gmail.com"],
                         "subject": "41 Alder — panel final (permit #E-24-07713) + walkthrough Aug 27 6 PM",
                         "body": "Hi Tom,\n\nYes, please send the listing agent written notice under Amendment #2: the town final on permit #E-24-07713 was due by Aug 1; we expect the final inspection (scheduled Aug 20) to pass and a copy of the final sign-off delivered before closing on Aug 28. If it isn't finaled, we'll want to discuss an escrow holdback at closing.\n\nAlso please set the final walkthrough for Tuesday Aug 27 at 6:00 PM.\n\nThanks, Maya & Daniel"}),
         ("calendar_create_events", {"calendar": "Home purchase", "events": [
             {"title": "Final walkthrough — 41 Alder Lane (check panel final #E-24-07713, appliances, credit items)", "start": "2024-08-27T18:00", "end": "2024-08-27T19:00", "location": "41 Alder Lane, Westbrook CT"},
             {"title": "Review Closing Disclosure vs LE v3 (must be received by Fri Aug 23)", "start": "2024-08-23T09:00", "reminders": ["2024-08-22T09:00"]},
             {"title": "Call Clearwater (203) 555-0143 to verify SafeWire instructions BEFORE wiring", "start": "2024-08-26T10:00"},
             {"title": "CLOSING — Clearwater Title, 300 Harbor Blvd Ste 210 (CWT-88214)", "start": "2024-08-28T10:00", "end": "2024-08-28T12:00"}]})])
c.tool("""POLICY BOUND — Lakeshore Mutual Insurance Co.
Policy #: LMH-3318-20457   (from quote LM-Q-7734120)   Form: HO-3 with ROOF-ACV endorsement (roof surfacing settled at ACV)
Effective: 2024-08-28 12:01 AM to 2025-08-28   Premium: $2,140.00 — PAID IN FULL (Visa ****2291, auth 884120)
Dwelling A: $468,000   Other structures B: $46,800   Personal property C: $234,000   Loss of use D: $93,600   Liability E: $300,000
Deductible: $2,500 all perils   Wind/hail: $2,500
Mortgagee: Harborline Mortgage ISAOA/ATIMA, loan # HL-24-118372
Evidence of insurance + paid receipt e-mailed to: marcus.bell@harborlinemortgage.com, anita.ruiz@clearwatertitle.com
Note: underwriting may schedule an exterior inspection within 60 days of effective date.""",
       """SENT  message-id <d0913b@fastmail.com>  to tom.whitaker@keystonerealty.com (cc dreyes.codes@gmail.com)  2024-08-06 13:27""",
       """Created 4 events in calendar "Home purchase":
  evt_a201  2024-08-27 18:00-19:00  Final walkthrough — 41 Alder Lane (check panel final #E-24-07713, appliances, credit items)
  evt_a202  2024-08-23 09:00        Review Closing Disclosure vs LE v3 (must be received by Fri Aug 23)
  evt_a203  2024-08-26 10:00        Call Clearwater (203) 555-0143 to verify SafeWire instructions BEFORE wiring
  evt_a204  2024-08-28 10:00-12:00  CLOSING — Clearwater Title, 300 Harbor Blvd Ste 210 (CWT-88214)""")

c.model("""Done. ✅
- **Insurance bound:** Lakeshore Mutual policy **LMH-3318-20457**, HO-3 with ROOF-ACV, effective **Aug 28**, **$2,140 paid** (Visa ****2291). The binder and receipt went straight to Marcus (PTA-09) and Anita. Heads-up: Lakeshore may send someone to look at the exterior within 60 days.
- **Tom** will send the written notice on permit **#E-24-07713**: final expected Aug 20, sign-off copy before closing, and a holdback if it isn't done. He's also setting the **walkthrough for Tue Aug 27, 6 PM**.
- **Calendar:** walkthrough 8/27 6 PM, CD review 8/23, call Clearwater to verify the wire 8/26, closing 8/28 10 AM.

**When do you get the Closing Disclosure?** Federal rules (TRID) say you must *receive* it **at least 3 business days before closing**. For a Wednesday Aug 28 closing that means **by Friday Aug 23** at the latest. Compare it line by line to LE v3. Lender fees can't go up. Title fees can go up at most 10% in total. Prepaids can change.""")

U63 = c.user("""I'm going to be slammed at the hospital for the next week. Write me a where-we-stand so Daniel and I know what's still hanging.""")

c.model(f"""# 41 Alder Lane: where we stand (as of Aug 6)

## The deal
| | |
|---|---|
| Property | 41 Alder Lane, Westbrook (MLS #2217843) |
| Price | **$574,000** (was $578,500; reduced after the **$571,000** appraisal) |
| Closing | **Wed Aug 28, 10:00 AM**, Clearwater Title, 300 Harbor Blvd Ste 210, file **CWT-88214** (Anita Ruiz) |
| Loan | Harborline **HL-24-118372**, **$513,900**, 30-yr fixed **6.500%**, lock **RL-240627-0419** expires **Sep 6** (float-down used) |
| Monthly | **${monthly_total:,.2f}** all-in (cap $4,350 ✅) |
| Wire at closing | ≈ **${cash_due_at_closing:,.2f}** (incl. the $25k gift), cushion after ≈ **${reserves:,.0f}** (≥ $15k ✅) |
| Seller items | Panel replaced (permit **#E-24-07713**) + **$5,000 seller credit** (Amendment #2) |
| Insurance | Lakeshore **LMH-3318-20457**, bound, paid, ACV roof accepted by Harborline |
| Co-signer | None. Rosa is not on the loan. |

## ⏳ Waiting on others / open
1. **PTA-05: Corvell VOE with bonus breakdown.** HR hasn't returned it. **Daniel must chase payroll@corvellsys.com.** This is the one most likely to block clear-to-close.
2. **Panel town final (permit #E-24-07713) on Aug 20**, after Eversource sets the meter Aug 14. If it isn't finaled by closing, we ask for an escrow holdback. Tom is sending the notice.
3. **Possible Venmo statement** for PTA-04 if the underwriter rejects the screenshot.

## ✅ Your to-dos
- **Your parents: wire the $25,000 gift to Clearwater** (reference **CWT-88214** + your names) the week of Aug 19, and send their **bank statement showing the wire** → **PTA-07**.
- **Review the Closing Disclosure** when it arrives, by **Fri Aug 23** at the latest (calendar reminder set).
- **Aug 26:** call Clearwater at **(203) 555-0143** to verify the SafeWire instructions, then send your wire.
- **Aug 27, 6 PM:** final walkthrough. Check the panel final sign-off, appliances, and that the house is as agreed.
- **By July 31 (passed?):** did you tell **Greenleaf** you're *not* renewing 22 Fenwick? Your lease ends Aug 31. Please confirm.

## Key contacts
- Processor **Marcus Bell**, marcus.bell@harborlinemortgage.com, 203-555-0192 (Jenna Li is on leave)
- LO Priya Natarajan, priya.natarajan@harborlinemortgage.com
- Buyer's agent Tom Whitaker, tom.whitaker@keystonerealty.com
- Closer Anita Ruiz, anita.ruiz@clearwatertitle.com, (203) 555-0143

Good luck at the hospital. I'll watch the inbox for the VOE, the panel final and the CD.""")

U65 = c.user("""Oh — I did tell Greenleaf on July 20 we're not renewing, forgot to mention. And Daniel says Corvell HR promised the VOE by Friday Aug 9. Thanks!""")

c.model("""Got it, updating the picture:
- **Greenleaf notice: done** (July 20). Nothing more to do there. Your lease ends Aug 31, three days after closing. 👍
- **PTA-05 Corvell VOE**: HR promised it by **Fri Aug 9**. I'll check with Marcus on Monday Aug 12 that it arrived and that the bonus was counted. If it hasn't shown up by then, it's the one thing that could push clear-to-close, so Daniel should escalate that day.

Everything else in the where-we-stand note is unchanged. Go be a hero at work.""",
        [("task_create", {"list": "Home purchase", "title": "Confirm with Marcus Bell that Corvell VOE (PTA-05) was received", "due": "2024-08-12T10:00",
                          "notes": "Corvell HR promised VOE by Fri Aug 9 (per Daniel). If not received, Daniel escalates with payroll@corvellsys.com same day. Blocks clear-to-close for Aug 28."})])
c.tool("""Task created: tsk_5602 "Confirm with Marcus Bell that Corvell VOE (PTA-05) was received" due 2024-08-12 10:00 (list: Home purchase)""")
c.model("Done. Task **tsk_5602** is set for Mon Aug 12 to confirm PTA-05 with Marcus.")

# --------------------------------------------------------------------------------------
# labels
# --------------------------------------------------------------------------------------
c.label("user_goal", "Buy first home (41 Alder Lane) with all-in monthly payment <= $4,350, keep >= $15,000 savings after closing, close before the 22 Fenwick St lease ends Aug 31; all negotiation via buyer's agent Tom Whitaker",
        ["$4,350", "$15,000", "Aug 31"])
c.label("fact", "Appraisal came in at $571,000, below the $578,500 contract price; loan limited to 90% of $571,000 = $513,900",
        ["$571,000", "$513,900"])
c.label("fact", "Inspection BHI-24-3391 found a Federal Pacific Stab-Lok 100A panel (safety) and a sewer lateral with root intrusion and a belly at 38 ft",
        ["BHI-24-3391", "Stab-Lok", "38 ft"])
c.label("fact", "The $4,500 deposit on June 3 was proceeds from Daniel selling his motorcycle to cousin Marco; LOE + bill of sale uploaded (PTA-04); Venmo page is a screenshot",
        ["$4,500", "motorcycle"])
c.label("fact", "Gift of $25,000 from Grace & Samuel Okafor; signed gift letter GL-2 uploaded and accepted (PTA-06)",
        ["$25,000", "Gift-Letter-GL2-signed.pdf"])
c.label("fact", "Harborline underwriting accepts the ACV roof endorsement (dwelling $468,000, deductible $2,500); binder + paid receipt were due Fri Aug 16",
        ["ACV", "Aug 16"])
c.label("fact", "LE v3: all-in monthly payment and cash to close; funds $89,180, cushion after closing stays above $15k",
        [f"${monthly_total:,.2f}", f"${cash_to_close_total:,.2f}"])
c.label("fact", "Closing confirmed Wed Aug 28, 2024 10:00 AM at Clearwater Title, 300 Harbor Blvd Suite 210; wire instructions only via SafeWire portal",
        ["300 Harbor Blvd", "SafeWire"])
c.label("fact", "Panel replaced 7/31 with 200A Square D by Volt Brothers; only rough sign-off on 8/1, town final scheduled Aug 20 after Eversource meter set Aug 14",
        ["Square D", "Aug 20"])
c.label("fact", "Greenleaf already told on July 20 that the couple is not renewing the 22 Fenwick lease",
        ["July 20", "Greenleaf"])
c.label("decision", "Purchase price renegotiated after appraisal to $574,000; buyers bring the extra down payment ($60,100 down)",
        ["$574,000"])
c.label("decision", "Float-down (option F1): lock RL-240627-0419 now 6.500%, expires 2024-09-06, $750 fee",
        ["6.500%", "2024-09-06"])
c.label("decision", "Accepted seller's inspection response: seller replaces FPE panel (licensed, permitted) and gives $5,000 seller credit (Amendment #2) instead of $6,800",
        ["$5,000", "Amendment #2"])
c.label("decision", "No co-signer: Rosa will not be a non-occupant co-borrower",
        ["Rosa", "no co-signer"])
c.label("decision", "Closing moved to Aug 28 at sellers' request; buyers agreed (still before lease end)",
        ["Aug 28"])
c.label("decision", "Bound Lakeshore Mutual HO-3 policy LMH-3318-20457 with ROOF-ACV endorsement, effective Aug 28, $2,140 paid on card ending 2291",
        ["LMH-3318-20457"])
c.label("pending_action", "Maya's parents to wire the $25,000 gift to Clearwater referencing CWT-88214 and provide donor bank statement for PTA-07",
        ["PTA-07"])
c.label("pending_action", "Review the Closing Disclosure against LE v3; must be received by Fri Aug 23",
        ["Closing Disclosure", "Aug 23"])
c.label("pending_action", "Before wiring, call Clearwater at (203) 555-0143 to verify SafeWire instructions (Aug 26)",
        ["555-0143"])
c.label("pending_action", "Final walkthrough Tue Aug 27 6 PM: check panel final sign-off for permit E-24-07713, appliances",
        ["walkthrough", "Aug 27"])
c.label("pending_action", "Mon Aug 12: confirm with Marcus that Corvell VOE (PTA-05) arrived (HR promised by Fri Aug 9); task tsk_5602",
        ["tsk_5602"])
c.label("open_issue", "Corvell VOE with 2-year bonus breakdown (PTA-05) not yet received; blocks clear-to-close; bonus not counted without it",
        ["PTA-05", "payroll@corvellsys.com"])
c.label("open_issue", "Panel permit #E-24-07713 not yet finaled (town final Aug 20); seller missed Amendment #2 Aug 1 deadline; escrow holdback if not finaled by closing",
        ["E-24-07713", "holdback"])
c.label("open_issue", "Underwriter may reject the Venmo screenshot for PTA-04 and ask for an official Venmo statement",
        ["Venmo statement"])
c.label("reference", "Harborline loan file HL-24-118372; processor Marcus Bell marcus.bell@harborlinemortgage.com",
        ["HL-24-118372", "marcus.bell@harborlinemortgage.com"])
c.label("reference", "Clearwater Title file CWT-88214, closer Anita Ruiz anita.ruiz@clearwatertitle.com",
        ["CWT-88214", "anita.ruiz@clearwatertitle.com"])
c.label("reference", "Rate lock id RL-240627-0419", ["RL-240627-0419"])
c.label("reference", "Buyer's agent Tom Whitaker tom.whitaker@keystonerealty.com; property MLS #2217843",
        ["tom.whitaker@keystonerealty.com", "2217843"])

# stale
c.stale_item("Contract price $578,500 (replaced by $574,000 after appraisal, message U41)", ["$578,500"], U41)
c.stale_item("Closing on or before Aug 15 (moved to Aug 28)", ["closing", "Aug 15"], U41)
c.stale_item("Rate 6.625% (replaced by 6.500% via float-down)", ["6.625%"], U43 + 2)
c.stale_item("Lock expires Aug 26 (now 2024-09-06)", ["2024-08-26"], U43 + 2)
c.stale_item("Loan amount $520,650 (now $513,900)", ["$520,650"], U43 + 2)
c.stale_item("Processor Jenna Li (replaced by Marcus Bell)", ["Jenna Li"], U27 + 2)

c.finalize()

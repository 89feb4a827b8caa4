"""Generator: blind-newsroom-investigation-factcheck (English).

Hand-written dialogue, facts, value changes and labels. Long tool outputs (invoice
ledger, board minutes, mailbox listings) are generated with a fixed seed.
"""
import random
import sys

sys.path.insert(0, "/work/blind18/author-b")
from builder import Conv  # noqa: E402

rng = random.Random(18021)

SYSTEM = """You are Ledger Desk Assistant, an AI research and production assistant for the investigations team of the Tri-County Ledger, a regional daily newspaper.
You work for the reporter in this session. You can search and send e-mail from the reporter's mailbox, read and edit drafts in the newsroom drive, query public procurement data, search court records, track public-records requests, read legal review memos, update the fact-check tracker, schedule stories in the CMS and create tasks.
Rules: never publish or schedule anything without the reporter's instruction; never contact the subject of a story except as the reporter directs; keep confidential sources out of anything that leaves the newsroom; when you change a document or record, report what changed (was/now) and the new revision.
Today is Monday, March 10, 2025. Times are US Eastern."""

c = Conv("blind-newsroom-investigation-factcheck",
         "Fact-checking the Calloway / Meridian Housing Authority no-bid contracts story",
         SYSTEM)

# ---------------------------------------------------------------------------
# 1. goal
c.user("""Morning. I need your help getting the Calloway story through fact-check before it goes to legal and then to print. Quick context in case you don't have it: Meridian County Housing Authority has been handing "emergency" no-bid repair contracts to Calloway Build Group since 2021, and the owner, Rick Dunmore, has a family tie to the Authority's board chair, Helen Pryce. It's slotted for Sunday, March 16, A1, with Marcus Feld editing.

What I need: every factual claim in the draft checked against documents — not just against my notes — and the tracker kept honest so Marcus and legal can see where each claim stands.

Ground rules, and these are hard:
- Teresa Voight is on background. Her name stays in the tracker and my notes only. It never goes in an e-mail, a draft, a records request or anything that leaves the building.
- We do not contact Calloway or Dunmore directly. Everything goes through their lawyer, Sandra Okoye (sokoye@okoyelaw.com).
- Anything to the Housing Authority goes either through Gerald Min, the executive director, or through the records office.

Start by pulling the tracker and the current draft so we're looking at the same thing.""")

TRACKER = """FACT-CHECK TRACKER  FC-2025-031  "Calloway / MCHA emergency contracts"
Owner: Dana Okafor   Editor: Marcus Feld   Legal: Joel Brandt (Harmon & Pike LLP)
Last modified: 2025-03-07 18:42 by dana.okafor   Rows: 14

ID    | Claim (as in draft v3)                                                        | Source(s) on file                          | Status        | Notes
------+-------------------------------------------------------------------------------+--------------------------------------------+---------------+-----------------------------------------------
C-01  | MCHA used its emergency procurement exception to award Calloway contracts      | MCHA procurement policy §4.7; contract list| VERIFIED      | Policy PDF in /docs/policy
      | without competitive bidding since 2021                                         |                                            |               |
C-02  | Calloway received $4.2 million in seven no-bid emergency contracts since 2021  | SRC-TV spreadsheet (Voight, Feb 27)        | UNVERIFIED    | Need county contracts DB cross-check
C-03  | Emergency exception requires a signed declaration by the executive director    | MCHA policy §4.7(b)                        | VERIFIED      |
      | before work begins                                                             |                                            |               |
C-04  | In at least three jobs, declarations were signed after crews were on site      | SRC-TV interview INT-0227-TV               | SINGLE SOURCE | Needs docs (PRR-2024-0318 part 2)
C-05  | Calloway is the only vendor to receive more than one emergency contract        | Contracts DB export 2025-02-11             | VERIFIED      | Next-highest vendor: 1 contract
      | from MCHA in the period                                                        |                                            |               |
C-06  | Rick Dunmore is the sole member of Calloway Build Group LLC                    | State SOS filing 2020 + 2024 annual report | VERIFIED      |
C-07  | Dunmore is board chair Helen Pryce's brother-in-law                            | SRC-TV interview (hearsay)                 | SINGLE SOURCE | Legal will want a document
C-08  | Pryce voted to ratify Calloway emergency contracts                             | Board minutes (CLK-5521 release)           | IN PROGRESS   | Only 2021-2022 minutes reviewed
C-09  | Birch Terrace tenants reported mold for 14 months before remediation           | Tenant assoc. letters; 311 log             | VERIFIED      | 311 log export in /docs/311
C-10  | Calloway had no prior public-housing contracts before 2021                     | Contracts DB; SOS filing                   | VERIFIED      |
C-11  | Gerald Min signed every emergency declaration                                  | SRC-TV                                     | UNVERIFIED    | Needs declarations
C-12  | Alder Street boiler failed inspection twice after Calloway's replacement       | County inspection records INS-22-4471/4502 | VERIFIED      |
C-13  | Calloway's invoices list mobilization dates before contract dates              | PRR-2024-0318 part 1 (invoices)            | IN PROGRESS   | Ledger not fully reconciled
C-14  | Housing Authority has not rebid any of the repair categories since 2021        | MCHA board agendas 2021-2024               | UNVERIFIED    |"""

DRAFT_V3 = """ledger-drive://investigations/calloway/draft-v3.docx   (revision r3, 2,188 words, last edited 2025-03-07 17:55 by dana.okafor)

HED: Housing authority steered millions in no-bid 'emergency' work to chair's relative
DEK: Records show Meridian County's housing agency repeatedly skipped competitive bidding for a contractor tied to its board chair
BYLINE: Dana Okafor, Ledger Investigations

[1] When the roof over Linden Court began leaking into third-floor apartments in the spring of 2021, the Meridian County Housing Authority declared an emergency. The declaration allowed the agency to skip competitive bidding and hand the job directly to a contractor of its choosing.

[2] It chose Calloway Build Group, a two-year-old company with no public-housing experience. Over the next two years, the Authority would make the same choice again and again: Calloway received $4.2 million in seven no-bid emergency contracts since 2021, more than any other vendor in the agency's history, according to records reviewed by the Ledger.

[3] Calloway's sole owner, Rick Dunmore, is the brother-in-law of Helen Pryce, who has chaired the Authority's board since 2019 and voted to ratify several of the contracts.

[4] The Authority's own policy says an emergency declaration must be signed by the executive director before work begins. In at least three jobs, according to a former procurement official with direct knowledge of the contracts, the declarations were signed after Calloway's crews were already on site.

[5] "Emergency was the word you used when you didn't want a bid," the former official said. The official spoke on condition of anonymity because they still work in public procurement in the region.

[6] Neither Dunmore nor Pryce responded to detailed questions sent last week. Executive Director Gerald Min said in a brief statement that "all procurements complied with HUD and Authority requirements."

[7] THE EMERGENCIES
At Birch Terrace, a 96-unit complex for seniors on the county's east side, tenants had complained about mold for 14 months before the Authority declared an emergency in February 2022 and hired Calloway to remediate it. A tenant association letter from December 2020 describes "black growth behind every bathroom wall on the second floor."

[8] At Alder Street, Calloway replaced the boiler serving 48 family units under an emergency contract in the fall of 2021. County inspectors failed the new installation twice, in January and March 2022, citing improper venting. Tenants went without reliable heat for much of that winter.

[9] At Linden Court, the roof contract grew after it was signed: a change order added more than $87,000 three months later.

[10] Federal rules allow public housing agencies to use noncompetitive procurement when "the public exigency or emergency will not permit a delay resulting from competitive solicitation." Procurement experts interviewed by the Ledger said the exception is meant for burst pipes and collapsed ceilings — not for problems that sit unaddressed for more than a year.

[11] "If you've known about it for 14 months, it is not an emergency. It's a decision," said Maren Holt, a former HUD procurement compliance officer who now teaches at Eastern State University.

[12] THE BOARD
Pryce, a retired school administrator, joined the board in 2015 and became chair in 2019. Board minutes show she voted to ratify Calloway contracts at least twice. The minutes record no recusal and no disclosure of a family relationship.

[13] The Authority's ethics policy requires board members to disclose "any familial or financial relationship" with a vendor and to abstain from votes involving that vendor.

[14] THE MONEY
Calloway's invoices, obtained by the Ledger through a public-records request, show the company billed for "mobilization" on several jobs before the date of the contract that authorized the work.

[15] The kickback arrangement, if confirmed, would be among the largest procurement scandals in the Authority's history. [NOTE DO: soften? ask Marcus]

[16] Calloway did not have a single public-housing contract before 2021. Its state filings list a residential address in Fenwick Township as its headquarters.

[17] THE RESPONSE
Asked in February about the pattern of emergency contracts, Min said the Authority faced "an unprecedented backlog of deferred maintenance" after the pandemic and that emergency procurement "kept families safe."

[18] The Authority has not rebid any of the affected repair categories since 2021, according to board agendas reviewed by the Ledger.

[19] [PHOTO: Birch Terrace bathroom wall, Feb 2022, courtesy of tenant family — caption TK]

[20] [GRAPHIC: Calloway contracts timeline — TK after numbers are final]

[END v3]"""

c.call("Pulling both now.", [
    ("factcheck_tracker_query", {"sheet_id": "FC-2025-031", "rows": "all", "include_notes": True}, TRACKER),
    ("docs_get", {"path": "ledger-drive://investigations/calloway/draft-v3.docx", "format": "text_with_para_numbers"}, DRAFT_V3),
])

c.model("""Here's where things stand.

## Draft
**draft-v3.docx**, revision r3, 2,188 words, last edited Friday 17:55. Twenty numbered paragraphs; the photo (¶19) and the contracts graphic (¶20) are still TK.

## Tracker FC-2025-031 — 14 claims

| Status | Count | Claims |
|---|---|---|
| VERIFIED | 7 | C-01, C-03, C-05, C-06, C-09, C-10, C-12 |
| IN PROGRESS | 2 | C-08 (Pryce votes), C-13 (mobilization before contract dates) |
| SINGLE SOURCE | 2 | C-04 (declarations signed late), C-07 (brother-in-law) |
| UNVERIFIED | 3 | C-02 (**$4.2M / seven contracts**), C-11 (Min signed every declaration), C-14 (no rebids) |

## What worries me before legal sees it
1. **C-02 is in the lede (¶2) and rests only on the source's spreadsheet.** It's the most-quoted number in the piece and it hasn't been checked against the county contracts database. That should be first.
2. **C-07 is in ¶3 and is hearsay.** The hed ("chair's relative") depends on it. We need a document — a marriage record, probate filing, something.
3. **C-04 and C-11** both depend on the emergency declarations, which are the outstanding half of the records request. If those don't arrive before Sunday, ¶4 stands on one anonymous source.
4. **¶15 uses "kickback."** Nothing in the tracker supports a kickback, and your own margin note flags it. I'd expect legal to strike it.
5. **¶6 says Dunmore and Pryce "did not respond to detailed questions sent last week."** Per your rules, anything to Dunmore should have gone through Okoye — worth confirming that's how it went and that the right-of-reply deadline is stated correctly before that sentence runs.

I'd suggest this order: C-02 (money) → records request status → C-04/C-07 source material → board minutes (C-08) → legal. Want me to start on the contracts database?""")

# ---------------------------------------------------------------------------
c.user("""Yes, start with the money. The $4.2 million is from Teresa's spreadsheet — she built it from memory and a few PDFs she kept, so I always knew it needed checking. Run Calloway against the county contracts database, MCHA only, 2021 to now.""")

contracts = [
    ("HA-2021-088", "2021-06-14", "Linden Court — roof replacement, bldgs A-C", "Emergency / sole source", "612,400", "Closed", "Ratified 2021-07-20"),
    ("HA-2021-088-CO1", "2021-09-02", "Linden Court — change order 1 (deck repair, flashing)", "Change order to HA-2021-088", "87,350", "Closed", "Admin approval"),
    ("HA-2021-131", "2021-10-04", "Alder Street — boiler replacement (48 units)", "Emergency / sole source", "418,900", "Closed", "Ratified 2021-11-16"),
    ("HA-2022-019", "2022-02-11", "Birch Terrace — mold remediation, 2nd floor", "Emergency / sole source", "735,600", "Closed", "Ratified 2022-03-15"),
    ("HA-2022-117", "2022-07-28", "Westgate — window replacement (112 units)", "Competitive IFB (4 bids)", "1,104,500", "Closed", "Board award 2022-07-19"),
    ("HA-2022-203", "2022-11-07", "Cedar Row — sewer lateral repair", "Emergency / sole source", "296,000", "Closed", "Ratified 2022-12-13"),
    ("HA-2023-044", "2023-02-27", "Harbor View — elevator modernization, car 2", "Emergency / sole source", "581,250", "Closed", "See board 2023-01-18"),
    ("HA-2023-102", "2023-06-19", "Linden Court — stormwater / foundation drainage", "Emergency / sole source", "354,750", "Open (retainage)", "Ratified 2023-07-18"),
]
rows = "\n".join(f"{a:<16}| {b} | {d_:<52}| {m:<28}| ${v:>10} | {s:<16}| {r}" for a, b, d_, m, v, s, r in contracts)
# payments per contract, seeded
pay_lines = []
for cid, date, desc, meth, val, st, rat in contracts:
    total = int(val.replace(",", ""))
    n = rng.randint(3, 6)
    cuts = sorted(rng.sample(range(1, 100), n - 1))
    shares = [b - a for a, b in zip([0] + cuts, cuts + [100])]
    amounts = [round(total * s / 100 / 50) * 50 for s in shares]
    amounts[-1] = total - sum(amounts[:-1])
    y, m, d = map(int, date.split("-"))
    for k, amt in enumerate(amounts):
        mm = m + 1 + k
        yy = y + (mm - 1) // 12
        mm = (mm - 1) % 12 + 1
        pay_lines.append(f"  {cid:<16} PMT-{yy}{mm:02d}{rng.randint(10, 28):02d}-{rng.randint(100, 999)}  {yy}-{mm:02d}-{rng.randint(1, 28):02d}  ${amt:>10,}  ACH  check-run {rng.randint(4000, 4999)}")

CONTRACTS_OUT = f"""Meridian County Open Procurement — contracts query
Query: vendor="Calloway Build Group LLC" (vendor_id V-20417)  agency="MCHA"  award_date>=2021-01-01
Data current as of 2025-03-09 02:00 (nightly load)   Results: 8 rows

CONTRACT NO.    | AWARD DATE | DESCRIPTION                                         | PROCUREMENT METHOD          |      VALUE  | STATUS          | BOARD ACTION
{rows}

SUMMARY BY METHOD
  Emergency / sole source ........ 6 contracts   $2,998,900
  Change orders (to emergency) ... 1 amendment   $87,350
  Emergency incl. change orders .. 6 contracts + 1 CO   $3,086,250
  Competitive IFB ................ 1 contract    $1,104,500
  ALL ROWS ....................... 8 rows        $4,190,750

PAYMENTS (from county AP ledger, same vendor/agency)
{chr(10).join(pay_lines)}

Notes:
  - Change orders are recorded as separate rows but are amendments to their parent contract; they are not separate procurements.
  - HA-2022-117 was awarded through invitation for bids IFB-22-06; bid tabulation available on request (4 bidders, Calloway low bid).
  - Board action "See board 2023-01-18" indicates a board item referenced in the contract file; the minutes link is not populated for this record."""

c.call("Running the query.", [
    ("contracts_db_query", {"vendor": "Calloway Build Group LLC", "agency": "MCHA", "award_date_from": "2021-01-01",
                            "include": ["procurement_method", "board_action", "payments"]}, CONTRACTS_OUT),
])

c.model("""The lede number doesn't hold up as written. The database shows **8 rows for Calloway at MCHA since 2021, totalling $4,190,750**, which is where Teresa's "$4.2 million" comes from. But not all of that money is no-bid.

## What the records show

| Contract | Awarded | Job | Method | Value |
|---|---|---|---|---|
| HA-2021-088 | 2021-06-14 | Linden Court roof | Emergency | $612,400 |
| HA-2021-088-CO1 | 2021-09-02 | Linden Court change order | *Amendment to 088* | $87,350 |
| HA-2021-131 | 2021-10-04 | Alder Street boiler | Emergency | $418,900 |
| HA-2022-019 | 2022-02-11 | Birch Terrace mold | Emergency | $735,600 |
| **HA-2022-117** | 2022-07-28 | Westgate windows | **Competitive IFB, 4 bids** | **$1,104,500** |
| HA-2022-203 | 2022-11-07 | Cedar Row sewer | Emergency | $296,000 |
| HA-2023-044 | 2023-02-27 | Harbor View elevator | Emergency | $581,250 |
| HA-2023-102 | 2023-06-19 | Linden Court stormwater | Emergency | $354,750 |

## Two errors in ¶2
1. **The money.** $4.2M includes **HA-2022-117 ($1,104,500)**, which was competitively bid — Calloway was the low bidder of four. Calling it "no-bid" would be flatly wrong, and Calloway's lawyer would find it in five minutes. The no-bid emergency total, including the Linden Court change order, is **$3,086,250 → "$3.1 million."**
2. **The count.** "Seven" counts the change order as its own contract. The county's own note says change orders are amendments, not separate procurements. It's **six emergency contracts**.

So the corrected claim would be: *"Calloway received $3.1 million through six no-bid emergency contracts since 2021."* The trend still holds — six emergency contracts is still far more than any other vendor (C-05) — it's just smaller.

## Other things the query turned up
- **HA-2023-044 (Harbor View elevator)** has "See board 2023-01-18" as its board action instead of a ratification date, and the minutes link is empty. That's a board meeting a month *before* the award date, which is odd for an emergency contract. Worth keeping in mind for C-08.
- The AP payments match the contract values row for row, so the totals aren't a data-load artefact.
- ¶9 ("a change order added more than $87,000") checks out: $87,350.

Shall I change C-02 and the lede to $3.1 million / six contracts?""")

c.user("""Ugh. OK — the lede is wrong and I'd rather find it now than in a correction. Go with $3.1 million and six contracts. Update C-02 in the tracker and fix the draft: the lede graf and anywhere else the number or "seven" appears. Mark C-02 as corrected so Marcus sees it came from us, not legal.""", anchor="dec_money")

c.call("""Updating the tracker row and applying the edits to the draft. I'll also add one sentence mentioning the competitively bid Westgate contract so the piece doesn't look like it's hiding the larger total — easy to strike if you don't want it.""", [
    ("factcheck_tracker_update", {"sheet_id": "FC-2025-031", "row": "C-02",
        "changes": {"claim": "Calloway received $3.1 million through six no-bid emergency contracts since 2021",
                    "sources": "County contracts DB query 2025-03-10 (V-20417); AP ledger",
                    "status": "CORRECTED",
                    "notes": "Was $4.2M / seven contracts (SRC spreadsheet). $4.2M included HA-2022-117 ($1,104,500, competitive IFB-22-06) and counted CO1 as a contract. Corrected by reporter 3/10."}},
     """OK  sheet FC-2025-031  row C-02  updated by dana.okafor (via assistant)  2025-03-10 09:41
  claim   was: "Calloway received $4.2 million in seven no-bid emergency contracts since 2021"
          now: "Calloway received $3.1 million through six no-bid emergency contracts since 2021"
  sources was: "SRC-TV spreadsheet (Voight, Feb 27)"
          now: "County contracts DB query 2025-03-10 (V-20417); AP ledger"
  status  was: UNVERIFIED   now: CORRECTED
  notes   appended.
Watchers notified: marcus.feld@tricountyledger.com"""),
    ("docs_apply_edits", {"path": "ledger-drive://investigations/calloway/draft-v3.docx", "save_as": "ledger-drive://investigations/calloway/draft-v4.docx",
        "edits": [
            {"para": 2, "find": "Calloway received $4.2 million in seven no-bid emergency contracts since 2021, more than any other vendor in the agency's history",
             "replace": "Calloway received $3.1 million through six no-bid emergency contracts since 2021, more than any other vendor in the agency's history"},
            {"para": 2, "append": " Calloway also won a $1.1 million window contract in 2022 through competitive bidding."},
            {"para": 20, "find": "TK after numbers are final", "replace": "six emergency contracts + CO1 + HA-2022-117 (shaded as competitive); source: county contracts DB"},
        ],
        "comment": "C-02 corrected per county contracts DB (reporter decision 3/10)"},
     """OK  saved ledger-drive://investigations/calloway/draft-v4.docx  revision r4 (from r3)
  3 edits applied, 0 failed
  ¶2  was: "...Calloway received $4.2 million in seven no-bid emergency contracts since 2021, more than any other vendor..."
      now: "...Calloway received $3.1 million through six no-bid emergency contracts since 2021, more than any other vendor... Calloway also won a $1.1 million window contract in 2022 through competitive bidding."
  ¶20 was: "[GRAPHIC: Calloway contracts timeline — TK after numbers are final]"
      now: "[GRAPHIC: Calloway contracts timeline — six emergency contracts + CO1 + HA-2022-117 (shaded as competitive); source: county contracts DB]"
  Scan: no other occurrences of "4.2", "seven" or "7 contracts" in body text.
  Word count: 2,201"""),
])

c.model("""Done.

- **Tracker C-02** → status **CORRECTED**; claim now reads "$3.1 million through six no-bid emergency contracts since 2021", source switched to the county DB, note explains the $4.2M/seven origin. Marcus was notified as a watcher.
- **Draft → draft-v4.docx (r4).** ¶2 corrected, plus one added sentence on the $1.1 million competitively bid Westgate contract. ¶20 graphic spec filled in (Westgate shaded as competitive). No other instances of "4.2" or "seven" in the body.

Next: the records request. Do you want me to check PRR-2024-0318?""")

# ---------------------------------------------------------------------------
c.user("""Yes. Where's PRR-2024-0318? They owed us the emergency declarations by last Friday, the 7th, and I've heard nothing.""")

inv_rows = []
jobs = [("HA-2021-088", "Linden Court", "2021-06-02"), ("HA-2021-131", "Alder Street", "2021-09-27"),
        ("HA-2022-019", "Birch Terrace", "2022-02-03"), ("HA-2022-117", "Westgate", "2022-08-15"),
        ("HA-2022-203", "Cedar Row", "2022-11-14"), ("HA-2023-044", "Harbor View", "2023-03-06"),
        ("HA-2023-102", "Linden Court", "2023-06-26")]
inv_no = 1100
for cid, site, first in jobs:
    y, m, d = map(int, first.split("-"))
    for k in range(rng.randint(10, 15)):
        inv_no += rng.randint(1, 7)
        dd = min(28, d + 9 * k) if k < 3 else rng.randint(1, 28)
        mm = m + (k // 3)
        yy = y + (mm - 1) // 12
        mm = (mm - 1) % 12 + 1
        desc = "Mobilization / site setup" if k == 0 else rng.choice([
            "Labor — progress billing", "Materials — progress billing", "Equipment rental", "Disposal / haul-off",
            "Subcontract — electrical", "Subcontract — plumbing", "Permits & inspection fees", "Retainage release"])
        amt = rng.randint(8, 140) * 500
        inv_rows.append(f"  CBG-{inv_no}  {cid:<12} {site:<14} {yy}-{mm:02d}-{dd:02d}  {desc:<32} ${amt:>9,}")

PRR_OUT = f"""MCHA Public Records Portal — request PRR-2024-0318
Requester: Dana Okafor, Tri-County Ledger      Filed: 2024-12-19
Subject: Records relating to emergency procurements awarded to Calloway Build Group LLC, Jan 2021 - present
Items requested:
  (1) All invoices submitted by Calloway Build Group LLC
  (2) All emergency declarations (Form PR-7) for contracts awarded to Calloway, including signature pages and any routing/approval history
  (3) Correspondence between the Executive Director's office and Calloway regarding scheduling of work start

STATUS: PARTIALLY FULFILLED
  Release 1 of 2   2025-02-21   items (1)  — 1 file: CBG_invoices_2021-2024.xlsx (redactions: bank account numbers, §6(b))
  Release 2 of 2   PENDING      items (2), (3)

DUE DATE (release 2)
  was: 2025-03-07
  now: 2025-03-20
  reason: Extension invoked under Public Records Act §11(c) — "review of records for attorney-client privilege and deliberative-process exemptions"
  extended by: Lena Cho, Records Officer, on 2025-03-06 16:58
  note: one extension permitted per request; further delay requires requester consent

ACTIVITY LOG
  2024-12-19 09:12  Request submitted via portal
  2024-12-20 10:40  Acknowledged (L. Cho)
  2025-01-10 15:02  Fee estimate $0 (electronic records)
  2025-02-21 11:30  Release 1 posted — invoices
  2025-03-06 16:58  Due date extended for release 2 (see above); notice e-mailed to requester
  2025-03-06 16:58  Status changed: IN REVIEW (Counsel)

RELEASE 1 CONTENT INDEX — CBG_invoices_2021-2024.xlsx  (rows extracted)
  INVOICE    CONTRACT     SITE           INV DATE    DESCRIPTION                      AMOUNT
{chr(10).join(inv_rows)}"""

MAIL1 = """mailbox: dana.okafor@tricountyledger.com   query: from:records@meridianha.org newer_than:30d   results: 2

[1] 2025-03-06 17:01  From: Lena Cho <records@meridianha.org>
    Subject: PRR-2024-0318 — notice of extension
    Ms. Okafor,
    Pursuant to §11(c) of the Public Records Act, the Authority is extending the time to respond to items (2) and (3) of your request to March 20, 2025. The responsive records are undergoing review by counsel for privilege and deliberative-process exemptions. We anticipate releasing them on or before that date. Please let me know if you wish to narrow the request, which may allow an earlier release.
    Regards, Lena Cho, Records Officer, Meridian County Housing Authority
    (landed in folder: Notifications — not in Inbox)

[2] 2025-02-21 11:33  From: Lena Cho <records@meridianha.org>
    Subject: PRR-2024-0318 — release 1 posted
    Release 1 of 2 (invoices) is available on the portal. Bank account numbers have been redacted under §6(b)."""

c.call("Checking the portal and your mail from the records office.", [
    ("records_request_status", {"portal": "mcha", "request_id": "PRR-2024-0318", "include_index": True}, PRR_OUT),
    ("mail_search", {"mailbox": "dana.okafor@tricountyledger.com", "query": "from:records@meridianha.org newer_than:30d"}, MAIL1),
], tool_anchor="prr_ext")

c.model("""Found it — they extended, and the notice went to your Notifications folder, which is why you didn't see it.

## PRR-2024-0318
- **Release 1** (invoices) came on Feb 21 — that's the spreadsheet we already have.
- **Release 2** (item 2 emergency declarations PR-7 with signature pages; item 3 scheduling correspondence) — due date **moved from March 7 to March 20**. Lena Cho invoked the §11(c) extension on March 6 for "privilege and deliberative-process" review.
- Only **one extension is allowed**; any further delay needs your consent. So March 20 is their hard date unless you agree to more.

## The problem
March 20 is four days *after* the March 16 publication date. As things stand, ¶4 (declarations signed after crews were on site) and C-11 (Min signed every declaration) would run without the declarations.

## Options
| | Option | Pros | Cons |
|---|---|---|---|
| A | Accept March 20 | No friction with records office | Declarations arrive after we publish |
| B | **Narrow the request** to the six PR-7 declarations + signature pages, drop item (3) | Lena's own notice says narrowing "may allow an earlier release"; PR-7 forms are unlikely to be privileged, so counsel review should be fast | We lose the scheduling correspondence (could refile later) |
| C | Object to the extension | Puts them on notice | Weak — the statute allows one extension |

## Something useful in release 1 already
The invoice index has a **"Mobilization / site setup"** line for each job. For three jobs it predates the award date:
- Linden Court (HA-2021-088): mobilization invoice **2021-06-02**, contract awarded **2021-06-14**
- Alder Street (HA-2021-131): **2021-09-27** vs award **2021-10-04**
- Birch Terrace (HA-2022-019): **2022-02-03** vs award **2022-02-11**

That's documentary support for C-13 and partial support for C-04 even without the declarations — the same three jobs Teresa named. I'd recommend B.""")

c.user("""Narrow it — B. Just the six declarations and the signature pages, drop item 3 for now. Tell Lena we publish on the 16th, so anything after Friday the 14th is no use to us. Polite, but make it clear.""")

c.call("Sending to the records office now (no mention of any source, just the narrowing and the date).", [
    ("mail_send", {"from": "dana.okafor@tricountyledger.com", "to": ["records@meridianha.org"],
        "subject": "RE: PRR-2024-0318 — notice of extension (request to narrow)",
        "body": "Dear Ms. Cho,\n\nThank you for the notice of March 6. To help the Authority respond sooner, I am narrowing the outstanding portion of PRR-2024-0318 as follows:\n\n- Item (2): only the six emergency declarations (Form PR-7) for contracts HA-2021-088, HA-2021-131, HA-2022-019, HA-2022-203, HA-2023-044 and HA-2023-102, with their signature pages. Routing history is no longer requested.\n- Item (3): withdrawn for now.\n\nThe Ledger plans to publish on Sunday, March 16. Records released after Friday, March 14 would arrive too late to be reflected in our reporting, so I would be grateful for anything you can release before then, even on a rolling basis.\n\nThank you for your help.\n\nDana Okafor\nInvestigations, Tri-County Ledger\n(555) 210-4418",
        "in_reply_to": "PRR-2024-0318 — notice of extension"},
     """SENT  message-id <20250310.0952.a81f@tricountyledger.com>
  to: records@meridianha.org
  subject: RE: PRR-2024-0318 — notice of extension (request to narrow)
  thread: PRR-2024-0318 (3 messages)
  portal sync: comment added to PRR-2024-0318 as "Requester narrowed request" (2025-03-10 09:52)"""),
])

c.model("""Done. Narrowing sent to Lena Cho and logged on the portal as a requester comment:
- Item (2) now **only the six PR-7 declarations + signature pages** (listed by contract number, change order excluded).
- Item (3) withdrawn for now.
- Asked for release **by Friday, March 14**, rolling if possible, and told her we publish March 16.

I'll update C-13 in the tracker to point at the invoice dates when we next touch the tracker. Next up would be Teresa's interview for C-04 and C-07.""")

# ---------------------------------------------------------------------------
c.user("""Pull the Teresa transcript from Feb 27. I want to see exactly what she said on the declarations — whether she saw it or heard it — and the brother-in-law thing, because I'm honestly not sure how she knows that.""")

TRANSCRIPT = """TRANSCRIPT  INT-0227-TV   (confidential — source on background; do not circulate)
Date: 2025-02-27, 18:10-19:32   Location: phone, recorded with consent   Interviewer: D. Okafor
Speaker codes: DO = Dana Okafor; TV = source
Transcribed by Otter, corrected by D. Okafor 2025-02-28

[00:00:12] DO: Thanks for doing this again. Same terms as last time — background, you're a former procurement official, nothing that identifies you by role or dates.
[00:00:21] TV: Right. And nothing about which year I left. There are only three people it could be if you say the year.
[00:00:29] DO: Understood. I want to go through the emergency contracts one at a time. Start with Linden Court.
[00:00:37] TV: Linden Court was the first one. June '21. The roof had been bad for years, honestly, but there was a storm in late May and water came through into 3C and 3D. So there was a real leak. I'm not saying it wasn't real.
[00:00:55] DO: And the declaration?
[00:00:58] TV: So the way it's supposed to work, the property manager writes it up, it comes to procurement, procurement drafts the PR-7, the ED signs it, and then you call the vendor. With Linden Court, Calloway was on the roof before I ever saw a PR-7. I know that because I drove out there on — it was the first week of June — to look at the scope, and there was a Calloway truck and a dumpster already there.
[00:01:24] DO: You saw that yourself.
[00:01:26] TV: I saw it myself. And then the PR-7 came to me, I want to say the 10th or the 11th, already signed, with a date on it. I didn't date it. Gerald's office dated it.
[00:01:39] DO: What date was on it?
[00:01:41] TV: I don't remember exactly. Early June. But after I'd been out there. That I'm sure of.
[00:01:49] DO: Okay. Alder Street.
[00:01:52] TV: Alder Street, same thing but I didn't go out. The property manager at Alder, she called me and said "the boiler guys are here, do I let them in the mechanical room," and I said what boiler guys, and it was Calloway. The PR-7 came over I think four or five days later.
[00:02:14] DO: So for Alder you're relying on the property manager.
[00:02:17] TV: For Alder, yes, I'm relying on what she told me on the phone. But I remember the call because I was annoyed.
[00:02:25] DO: Birch Terrace?
[00:02:27] TV: Birch Terrace I have an e-mail. I kept a few things. The property manager e-mailed on February 4th, 2022, saying Calloway had "started tear-out on the second floor." The PR-7 came through procurement on the 9th.
[00:02:44] DO: Can you send me that e-mail?
[00:02:46] TV: I can show it to you. I don't want to send it. It has my name on the thread.
[00:02:51] DO: Fair. I'll come look. The other three — Cedar Row, Harbor View, the stormwater job?
[00:02:58] TV: I don't know about those from my own knowledge. I'd left procurement by then — well, I'd moved. I don't want to say more. People told me it kept happening but I can't tell you I saw it.
[00:03:10] DO: So it's three you can speak to. One you saw, one from a phone call, one from an e-mail.
[00:03:15] TV: Three. Don't write "every one of them." I know that's how it'll get written.
[00:03:21] DO: Noted. What about Gerald signing — did he sign all of them?
[00:03:25] TV: The three I saw, yes, his signature. The later ones, I assume so, but assume is the word.
[00:03:31] DO: Okay. The spreadsheet you gave me — the four-point-two.
[00:03:35] TV: That's everything Calloway got. I pulled it from the vendor report before I left and then added the later ones from the board agendas. It might include the window job. The windows were bid, I think. I'm not sure. Check it.
[00:03:48] DO: I will. Now, Dunmore and Pryce.
[00:03:52] TV: Everyone in the building knew Rick was Helen's brother-in-law. That was just — it was known.
[00:03:58] DO: How did you know?
[00:04:00] TV: Mostly from Ray. Ray Esposito, he was on the board until 2020. He told me at a retirement party that Helen's sister was married to "the Calloway guy." And Rick himself, at a pre-construction meeting, said something like "tell Helen I said hi" in a way that — you know.
[00:04:19] DO: Did you ever see anything in writing? A disclosure form, anything?
[00:04:23] TV: No. And that's the point, right? There should have been a disclosure form and there wasn't one. Not that I ever saw.
[00:04:31] DO: Do you know if they're still married — Dunmore and the sister?
[00:04:35] TV: I don't. I heard something about a divorce a while ago but I don't know when. Honestly, I don't know.
[00:04:42] DO: Would Esposito talk to me?
[00:04:45] TV: Maybe. He's bitter about how he left the board. That cuts both ways.
[00:04:52] DO: Understood. The quote from last time — "emergency was the word you used when you didn't want a bid." Are you comfortable with that running?
[00:05:00] TV: Yes. Read it back to me before it runs, though. The exact words and what's around it. I want to hear it in context.
[00:05:08] DO: I'll do that before we publish.
[00:05:10] TV: Before. Not the night before.
[00:05:13] DO: Got it.
[00:05:16] DO: Let's talk about the 2020 audit. You mentioned it last time.
[00:05:20] TV: The state auditor did a procurement review in 2020, before any of this. Finding 2020-03 was about emergency procurements — not Calloway, this was before Calloway — it said the Authority was using the emergency exception for things that were "foreseeable and recurring." Roofs, boilers. Stuff that breaks on a schedule.
[00:05:41] DO: And the response?
[00:05:43] TV: Management response said they'd adopt a written emergency procedure and train staff. That's where §4.7(b) came from — the signed declaration before work begins. That language is new as of late 2020. So in 2021 everybody knew the rule. It wasn't some old dusty policy.
[00:06:01] DO: Was there training?
[00:06:03] TV: One session. January 2021. Gerald was there, I was there, the property managers were there. There's a sign-in sheet somewhere. The slide said, in red, "NO WORK BEFORE SIGNATURE."
[00:06:15] DO: Do you have the slides?
[00:06:17] TV: No. Ask for them. They'd be in the training folder. It was a PowerPoint from the compliance consultant — Brightline, I think.
[00:06:26] DO: Okay. Staffing — how many people were in procurement in 2021?
[00:06:30] TV: Three, and then two. One position was frozen. That's part of why things got sloppy, honestly, I'll give them that. We were buried. But sloppy is one thing. Calling the same guy every time is another.
[00:06:44] DO: Did anyone ever suggest a different contractor for the emergency jobs?
[00:06:48] TV: I did, for Alder. There's a mechanical contractor, Ridgeline, they'd done boilers for the county schools. I put them in an e-mail as an option. I was told the decision had been made.
[00:06:59] DO: Told by whom?
[00:07:01] TV: By the deputy director. I'm not going to say more on that one, it's too close to me.
[00:07:06] DO: That's fine. Was there ever any pushback from finance?
[00:07:10] TV: Rafael — the CFO — asked once why we didn't just put boilers on a term contract. A standing contract you can call off. Which is the right answer. It never happened.
[00:07:22] DO: Do you know why?
[00:07:24] TV: No. I know it was on a finance committee agenda at least once and got tabled. You could check that.
[00:07:31] DO: I will. Anything about how the invoices were approved?
[00:07:35] TV: Invoices came to the property manager first, then to the project manager, then to finance. Procurement didn't see invoices. So I never saw the mobilization lines you're asking about. If they're dated before the contract, that's something you found, not something I told you.
[00:07:52] DO: Understood, that's useful. It means the invoices are independent of you.
[00:07:56] TV: Exactly. I'd rather you had paper than me.
[... 00:08:00-01:21:40 covers the Brightline training, the finance committee, and the source's departure; see full file ...]
[01:21:44] DO: Anything I haven't asked that I should?
[01:21:48] TV: Ask about the elevator. Harbor View. Everybody talks about it like it was an emergency but it went to the board before it was awarded. I don't know what that means. I just know it was weird.
[01:22:02] DO: Went to the board how?
[01:22:04] TV: I don't know. I wasn't there. Somebody said it was on an agenda in January. Check.
[01:22:10] END OF RECORDING"""

c.call("Pulling INT-0227-TV.", [
    ("transcript_get", {"id": "INT-0227-TV", "range": "key_passages_plus_full_index"}, TRANSCRIPT),
])

c.model("""Here's what Teresa actually said, and how strong each part is.

## C-04 — declarations signed after work began
She speaks to **three jobs only**, and explicitly asks us not to write "every one of them" ([00:03:15]).

| Job | Her basis | Strength | Independent support we already have |
|---|---|---|---|
| Linden Court (HA-2021-088) | **Saw it herself** — Calloway truck and dumpster on site in the first week of June 2021, before the PR-7 reached her (~June 10-11) | First-hand | Mobilization invoice 2021-06-02 vs award 2021-06-14 |
| Alder Street (HA-2021-131) | **Phone call** from the property manager ("the boiler guys are here") | Second-hand | Mobilization invoice 2021-09-27 vs award 2021-10-04 |
| Birch Terrace (HA-2022-019) | **E-mail** from the property manager, Feb 4, 2022: Calloway had "started tear-out"; PR-7 came through Feb 9 | Documentary, but she'll only show it, not send it | Mobilization invoice 2022-02-03 vs award 2022-02-11 |

The draft's "at least three jobs" is accurate to her account. The invoices independently back all three, which matters a lot for legal.

## C-11 — Min signed every declaration
She only saw **three** signed by Min and says for the rest "assume is the word" ([00:03:25]). C-11 as worded ("every") is not supported. Either we get all six PR-7s from the narrowed request, or it becomes "signed the three declarations reviewed by the Ledger."

## C-07 — brother-in-law
This is weak as sourced:
- Her knowledge comes from **Ray Esposito** (ex-board member, left 2020) at a retirement party, plus an offhand remark by Dunmore.
- She has never seen a disclosure form.
- Critically, she says she'd **"heard something about a divorce"** but doesn't know when. If Dunmore and Pryce's sister divorced before 2021, the draft's present tense — "is the brother-in-law" — is wrong for the entire contract period.

## Also
- She wants the quote **read back in context before publication — "not the night before"** ([00:05:10]). That's a commitment we need to keep.
- She flags **Harbor View** going to the board "in January" before award — matches the "See board 2023-01-18" entry we saw in the contracts database.

I'd suggest searching court records for a marriage and any divorce before we do anything else with C-07. Want me to run Dunmore and Pryce?""")

c.user("""Yes, do it. Dunmore and Pryce — Meridian plus Fenwick and Ashby counties, since I think the sister lived in Ashby at some point. Marriage, divorce, probate, anything.""")

COURT_OUT = """State Judicial Records Search (public index)   query: party~"Dunmore, Richard" OR party~"Dunmore, Rick" OR party~"Pryce"
Counties: Meridian, Fenwick, Ashby   Case types: Family, Probate, Civil, Vital records index   Date range: 2000-present
Results: 9 (5 shown as relevant, 4 name collisions suppressed — expand=true to show)

[1] ASHBY COUNTY — Vital Records Index — MARRIAGE LICENSE ML-2011-03387
    Filed 2011-05-20   Parties: DUNMORE, RICHARD ALLEN (b. 1976) ; PRYCE, CLAIRE MARIE (b. 1979)
    Officiant: Ashby County Clerk of Court   Status: Recorded

[2] ASHBY COUNTY — Family Court — FD-2019-00412   DUNMORE, CLAIRE M. v. DUNMORE, RICHARD A.
    Case type: Dissolution of marriage   Filed 2019-01-14   Disposition: FINAL DECREE OF DIVORCE entered 2019-08-23
    Docket excerpts:
      2019-01-14 Complaint for dissolution filed (Pet. Claire M. Dunmore)
      2019-03-02 Answer filed
      2019-06-11 Marital settlement agreement filed (sealed)
      2019-08-23 Final decree; petitioner's former name PRYCE restored
    Attorneys: for petitioner — H. Lindqvist; for respondent — S. Okoye (Okoye Litigation Group)

[3] MERIDIAN COUNTY — Probate — PR-2016-01145   IN RE ESTATE OF MARGARET E. PRYCE
    Filed 2016-04-04   Closed 2017-02-10
    Petition lists heirs: HELEN PRYCE WHITFIELD (daughter, Meridian County); CLAIRE PRYCE DUNMORE (daughter, Ashby County)
    Personal representative: Helen Pryce Whitfield

[4] FENWICK COUNTY — Civil — CV-2022-0781   CALLOWAY BUILD GROUP LLC v. HOLLIS SUPPLY CO.
    Filed 2022-05-09   Collection action, $18,420   Dismissed (settled) 2022-09-30
    Attorney for plaintiff: S. Okoye

[5] MERIDIAN COUNTY — Civil — CV-2023-2210   PRYCE, HELEN v. MERIDIAN COUNTY BOARD OF ELECTIONS
    Filed 2023-09-18   Petition re ballot access (unrelated); Dismissed 2023-10-02

Note: Helen Pryce appears as "Helen Pryce Whitfield" in probate filings; MCHA board records use "Helen Pryce"."""

c.call("Searching the three counties.", [
    ("court_records_search", {"parties": ["Dunmore, Richard", "Dunmore, Rick", "Pryce"], "counties": ["Meridian", "Fenwick", "Ashby"],
                              "case_types": ["family", "probate", "civil", "vital_records"], "date_from": "2000-01-01"}, COURT_OUT),
])

c.model("""This settles the relationship — and changes it.

## What the records establish
1. **Marriage:** Richard Allen Dunmore married **Claire Marie Pryce** in Ashby County, license **ML-2011-03387** (May 2011).
2. **Sisters:** The probate of **Margaret E. Pryce** (PR-2016-01145) lists two daughters as heirs: **Helen Pryce Whitfield** and **Claire Pryce Dunmore**. That's the documentary link Helen ↔ Claire. (Helen uses "Pryce" on the board, "Pryce Whitfield" in probate.)
3. **Divorce:** Claire filed in January 2019; **final decree entered 2019-08-23**, case **FD-2019-00412**, and her maiden name was restored.

## What that means for the story
- Dunmore was Helen Pryce's brother-in-law **from 2011 to August 2019**. Every Calloway contract with MCHA dates from **June 2021 onward**, so throughout the contract period he was her **former** brother-in-law.
- ¶3's "is the brother-in-law" and the hed's "chair's relative" are both wrong in present tense. This is the kind of thing that turns into a libel claim.
- The conflict angle isn't dead, but it's different: the question becomes whether the **ethics policy's "familial relationship" language covers a former in-law**, and whether Pryce should have disclosed it anyway. That's an argument, not a fact — legal will have a view.

## Worth noting
- **Sandra Okoye represented Dunmore in the divorce.** She's also Calloway's lawyer on the Hollis Supply collection case. So she knows the 2019 date — assume her reply to us will lead with it.
- Calloway's first MCHA contract came **less than two years** after the divorce, and Pryce became chair in 2019. Whether the relationship continued socially or financially after the divorce is unknown; Esposito might know.

## Suggested wording for ¶3
> Calloway's sole owner, Rick Dunmore, is the former brother-in-law of Helen Pryce, who has chaired the Authority's board since 2019. Dunmore was married to Pryce's sister from 2011 until their divorce in 2019, court records show.

Want me to make that change and update C-07?""")

c.user("""Damn. Marcus is going to hate this, it takes the air out of the hed. But yes — "former brother-in-law", say the divorce was 2019, use your wording for ¶3. Hed needs to change too, give me something that doesn't say relative. Then check the board minutes for recusals, because if she voted on these without saying a word, that's still the story.""", anchor="dec_former")

MINUTES = []
meetings = ["2021-05-18", "2021-07-20", "2021-09-21", "2021-10-19", "2021-11-16", "2022-01-18", "2022-02-15", "2022-03-15",
            "2022-05-17", "2022-07-19", "2022-09-20", "2022-10-18", "2022-12-13"]
items_pool = ["Approval of prior minutes", "Executive Director's report", "Finance committee report — monthly variance",
              "Resident council update", "HUD REAC inspection schedule", "Capital fund plan amendment",
              "Section 8 payment standards", "Personnel committee — closed session", "Public comment"]
ratify = {"2021-07-20": ("HA-2021-088", "Linden Court roof replacement", "$612,400"),
          "2021-11-16": ("HA-2021-131", "Alder Street boiler replacement", "$418,900"),
          "2022-03-15": ("HA-2022-019", "Birch Terrace mold remediation", "$735,600"),
          "2022-07-19": ("HA-2022-117", "Westgate window replacement (award, IFB-22-06)", "$1,104,500"),
          "2022-12-13": ("HA-2022-203", "Cedar Row sewer lateral repair", "$296,000")}
votes = {"2021-07-20": "Ayes: Pryce, Garrity, Holm, Nwosu, Teague (5-0). Recusals: none. Disclosures: none.",
         "2021-11-16": "Ayes: Garrity, Holm, Nwosu, Teague (4-0). Absent: Pryce. Recusals: none.",
         "2022-03-15": "Ayes: Garrity, Holm, Nwosu, Teague; Pryce (chair) did not vote — minutes: 'Chair stepped out during item 7.' Recusal not recorded.",
         "2022-07-19": "Ayes: Pryce, Garrity, Holm, Nwosu, Teague (5-0). Recusals: none.",
         "2022-12-13": "Ayes: Pryce, Garrity, Holm, Teague (4-0). Absent: Nwosu. Recusals: none. Disclosures: none."}
for mt in meetings:
    lines = [f"--- MCHA Board of Commissioners — regular meeting {mt} (approved minutes) ---",
             f"Present: {'Pryce (chair), ' if mt != '2021-11-16' else ''}Garrity, Holm, Nwosu, Teague   Staff: G. Min (ED), R. Alvarez (CFO), board clerk"]
    n = 1
    for it in rng.sample(items_pool, 5):
        lines.append(f"  Item {n}. {it}. {rng.choice(['Received and filed.', 'Approved 5-0.', 'Discussion; no action.', 'Approved 4-0.', 'Tabled to next meeting.'])}")
        n += 1
    if mt in ratify:
        cn, desc, amt = ratify[mt]
        verb = "Award of contract" if cn == "HA-2022-117" else "Ratification of emergency contract"
        lines.append(f"  Item {n}. {verb} {cn} — {desc}, Calloway Build Group LLC, {amt}. Motion Holm / second Teague.")
        lines.append(f"          Vote: {votes[mt]}")
        n += 1
    lines.append(f"  Item {n}. Adjournment {rng.randint(7, 9)}:{rng.randint(10, 59)} p.m.")
    MINUTES.append("\n".join(lines))

MINUTES_OUT = f"""ledger-drive://investigations/calloway/records/CLK-5521/   (County Clerk release CLK-5521, received 2025-02-14)
Files: MCHA_board_minutes_2021.pdf, MCHA_board_minutes_2022.pdf, MCHA_board_minutes_2023_partial.pdf
Extract: meetings containing items referencing "Calloway" or contract numbers HA-20xx, plus adjacent meetings

{chr(10).join(MINUTES)}

--- MCHA_board_minutes_2023_partial.pdf ---
  Contains: 2023-03-21, 2023-05-16, 2023-07-18, 2023-09-19, 2023-11-21
  MISSING from release: 2023-01-18 (regular meeting). Clerk's cover letter: "Minutes for January 18, 2023 were not located in the Clerk's files at time of release."
--- MCHA Board — 2023-07-18 ---
  Item 6. Ratification of emergency contract HA-2023-102 — Linden Court stormwater / foundation drainage, Calloway Build Group LLC, $354,750.
          Vote: Ayes: Pryce, Garrity, Holm, Nwosu (4-0). Absent: Teague. Recusals: none. Disclosures: none.
--- MCHA Board — 2023-03-21 ---
  Item 4. ED report mentions "Harbor View car 2 modernization underway (see January action)". No vote on HA-2023-044 recorded at this meeting."""

c.call("""Making the ¶3 and hed changes and updating C-07, then pulling the board minutes from the clerk's release. For the hed I've gone with something that keeps the conflict question without asserting a current relationship — change it freely.""", [
    ("docs_apply_edits", {"path": "ledger-drive://investigations/calloway/draft-v4.docx",
        "edits": [
            {"para": "HED", "replace_all": "Housing authority steered $3.1 million in no-bid 'emergency' work to board chair's former in-law"},
            {"para": 3, "replace_all": "Calloway's sole owner, Rick Dunmore, is the former brother-in-law of Helen Pryce, who has chaired the Authority's board since 2019. Dunmore was married to Pryce's sister from 2011 until their divorce in 2019, court records show."},
        ],
        "comment": "C-07: relationship is former (divorce 2019, FD-2019-00412)"},
     """OK  saved ledger-drive://investigations/calloway/draft-v4.docx  revision r5 (from r4)   [same file, minor revision]
  HED was: "Housing authority steered millions in no-bid 'emergency' work to chair's relative"
      now: "Housing authority steered $3.1 million in no-bid 'emergency' work to board chair's former in-law"
  ¶3  was: "Calloway's sole owner, Rick Dunmore, is the brother-in-law of Helen Pryce, who has chaired the Authority's board since 2019 and voted to ratify several of the contracts."
      now: "Calloway's sole owner, Rick Dunmore, is the former brother-in-law of Helen Pryce, who has chaired the Authority's board since 2019. Dunmore was married to Pryce's sister from 2011 until their divorce in 2019, court records show."
  Warning: removed clause "and voted to ratify several of the contracts" — check ¶12 carries the voting claim."""),
    ("factcheck_tracker_update", {"sheet_id": "FC-2025-031", "row": "C-07",
        "changes": {"claim": "Dunmore is the former brother-in-law of board chair Helen Pryce (married to her sister 2011-2019)",
                    "sources": "Ashby ML-2011-03387; Ashby FD-2019-00412 (final decree 2019-08-23); Meridian probate PR-2016-01145 (heirs)",
                    "status": "VERIFIED (revised)"}},
     """OK  sheet FC-2025-031  row C-07  updated 2025-03-10 10:31
  claim  was: "Dunmore is board chair Helen Pryce's brother-in-law"
         now: "Dunmore is the former brother-in-law of board chair Helen Pryce (married to her sister 2011-2019)"
  status was: SINGLE SOURCE   now: VERIFIED (revised)
Watchers notified: marcus.feld@tricountyledger.com"""),
    ("docs_get", {"path": "ledger-drive://investigations/calloway/records/CLK-5521/", "extract": "meetings referencing Calloway or HA- contract numbers, with votes"}, MINUTES_OUT),
])

c.model("""Done on the draft and tracker, and the minutes are in.

- **HED** now: "Housing authority steered $3.1 million in no-bid 'emergency' work to board chair's former in-law"
- **¶3** uses the former-brother-in-law wording with the 2011–2019 marriage and the 2019 divorce.
- **C-07** → VERIFIED (revised), sourced to ML-2011-03387, FD-2019-00412 and PR-2016-01145.
- Note the editor's warning: the old ¶3 ended with "and voted to ratify several of the contracts". That claim now lives only in ¶12, which is correct given what the minutes show (below).

## Pryce's votes on Calloway items (CLK-5521)

| Meeting | Item | Pryce | Recusal / disclosure recorded |
|---|---|---|---|
| 2021-07-20 | Ratify **HA-2021-088** Linden Court roof | **Aye** (5-0) | None / none |
| 2021-11-16 | Ratify HA-2021-131 Alder Street | Absent | — |
| 2022-03-15 | Ratify HA-2022-019 Birch Terrace | Did not vote — "Chair stepped out during item 7" | Recusal **not** recorded |
| 2022-07-19 | Award HA-2022-117 Westgate (competitive) | Aye | None |
| 2022-12-13 | Ratify **HA-2022-203** Cedar Row | **Aye** (4-0) | None / none |
| 2023-07-18 | Ratify **HA-2023-102** Linden Court stormwater | **Aye** (4-0) | None / none |
| **2023-01-18** | *(Harbor View / HA-2023-044?)* | **Unknown — minutes missing from the release** | — |

## Read
- Pryce voted **aye on three emergency ratifications** (HA-2021-088, HA-2022-203, HA-2023-102) with no recusal and no disclosure. That's stronger than ¶12's "at least twice" — it's at least **three**. C-08 can be updated.
- Birch Terrace: she "stepped out". Could be an informal recusal; we shouldn't characterize it either way without asking her.
- **The January 18, 2023 minutes are missing.** The clerk says they "were not located." That's exactly the meeting the contracts DB points to for Harbor View and the one Teresa called "weird." It's a gap we need to close or carefully write around.

Want ¶12 changed to "at least three times" now, or hold until we know what happened on January 18?""")

# ---------------------------------------------------------------------------
c.user("""Hold ¶12 for now, I don't want to change it twice. Marcus just pinged me that there's stuff in my inbox I need to read — can you check what's come in this morning? Anything from him, Priya, Brandt or Okoye.""")

INBOX = """mailbox: dana.okafor@tricountyledger.com   query: (from:marcus.feld OR from:priya.raman OR from:harmonpike.com OR from:okoyelaw.com) newer_than:2d
results: 4

[1] 2025-03-10 08:02  From: Marcus Feld <marcus.feld@tricountyledger.com>
    To: investigations@tricountyledger.com
    Subject: Out from tomorrow — handoffs
    Team — I'm going on medical leave starting tomorrow (Tue 3/11), probably four to six weeks. Nothing dramatic, back surgery finally scheduled.
    Handoffs: Priya Raman takes over as editor on Calloway (Dana) and on the jail-contracts piece (Omar). She has the files and is up to speed on both. Please cc her on everything from now on, and take legal questions to her, not me.
    Dana — sorry to do this the week of. You're in good hands. — M

[2] 2025-03-10 09:15  From: Priya Raman <priya.raman@tricountyledger.com>
    To: Dana Okafor
    Cc: Joel Brandt <jbrandt@harmonpike.com>
    Subject: Calloway — new pub date
    Dana, as of today I'm your editor on this. I've read v3 and Joel's memo (he sent it to Marcus Friday; forwarding below).
    I'm moving publication to Sunday, March 23. Two reasons: Joel wants a second full pass after his changes are in, and I don't want the declarations arriving four days after we run. I've already told the A1 meeting. The slot on the 16th goes to Omar's jail piece.
    Let's talk at 2 today. — P

    ---------- Forwarded message ----------
    From: Joel Brandt <jbrandt@harmonpike.com>
    Date: Fri, Mar 7, 2025 at 6:20 PM
    Subject: Calloway draft v3 — legal review memo LR-0307
    Marcus — memo attached (LR-0307, six comments). The two that matter most are LR-2 (relationship sourcing) and LR-3 ("backdated"/after work began). Happy to do a second pass once revisions are in. — Joel

[3] 2025-03-10 09:48  From: Sandra Okoye <sokoye@okoyelaw.com>
    To: Dana Okafor
    Subject: Calloway Build Group — your letter of March 5
    Ms. Okafor,
    I represent Calloway Build Group LLC and Mr. Dunmore. Your letter of March 5 sets a response deadline of Wednesday, March 12 at 5:00 p.m. and contains fourteen separate allegations, several of which concern events more than three years old. My client cannot gather the relevant records in that time.
    I request an extension to Wednesday, March 19. I would also note that at least one premise of your letter concerning Mr. Dunmore's family relationships is inaccurate, and I would expect any publication to reflect that.
    Sandra Okoye, Okoye Litigation Group

[4] 2025-03-10 10:02  From: Joel Brandt <jbrandt@harmonpike.com>
    To: Dana Okafor; Priya Raman
    Subject: RE: Calloway draft v3 — legal review memo LR-0307
    Dana — looping you in directly now that Priya has it. Memo is LR-0307 in the legal folder. I'm available for the second pass Thursday or Friday. — J"""

c.call("Checking.", [
    ("mail_search", {"mailbox": "dana.okafor@tricountyledger.com",
                     "query": "(from:marcus.feld OR from:priya.raman OR from:harmonpike.com OR from:okoyelaw.com) newer_than:2d"}, INBOX),
], tool_anchor="inbox")

c.model("""Four messages, and three of them change the plan.

## What changed
| | Was | Now | Source |
|---|---|---|---|
| **Editor** | Marcus Feld | **Priya Raman** (priya.raman@tricountyledger.com) — Marcus on medical leave from Tue 3/11, 4–6 weeks | Marcus, 08:02 |
| **Publication** | Sun March 16 | **Sun March 23** — the 16th goes to Omar's jail piece | Priya, 09:15 |
| **Legal** | — | Brandt's memo **LR-0307** (six comments) is in; he can do a second pass **Thursday or Friday** | Brandt, 10:02 |
| **Right of reply (Calloway)** | Deadline Wed March 12, 5 p.m. | Okoye **requests Wed March 19** | Okoye, 09:48 |

Priya wants to talk at **2 p.m. today**, and Marcus asks that she be cc'd on everything from now on.

## Okoye's letter
- She's asking for March 19. With publication now on the 23rd, the 19th is technically possible, but it would leave us only Thursday–Saturday to absorb her response, re-verify anything she disputes and get Brandt's sign-off — and Brandt's second pass is Thursday/Friday.
- She says "at least one premise... concerning Mr. Dunmore's family relationships is inaccurate." That's the divorce — she was Dunmore's divorce lawyer (FD-2019-00412). We've already fixed ¶3, but the **March 5 letter** still says "brother-in-law". Whatever we send her next should restate that allegation correctly so she can't later say we never put the accurate version to her.
- She says the letter had **fourteen** allegations. Two of them (the $4.2M/seven and the present-tense relationship) have since changed; those need to be restated too.

## My suggestion
Counter-offer **Monday, March 17 at noon**: a week longer than the original, still leaves time for one round of follow-up and for Brandt's second pass to reflect her answers. Put the corrected $3.1M/six-contracts figure and the former-brother-in-law framing in the same reply, and cc Priya.

Also: the records request narrowing I sent this morning told Lena Cho we publish on the 16th and need things by the 14th. That's still a useful deadline for us, so I wouldn't correct it unless she asks.

How do you want to answer Okoye?""")

c.user("""Offer her Monday noon, the 17th. Not the 19th. Restate the two corrected allegations like you said, cc Priya. And put the 23rd in the CMS so nobody schedules something on top of us.""", anchor="dec_ror")

c.call("Sending the reply to Okoye and moving the CMS slot.", [
    ("mail_send", {"from": "dana.okafor@tricountyledger.com", "to": ["sokoye@okoyelaw.com"], "cc": ["priya.raman@tricountyledger.com"],
        "subject": "RE: Calloway Build Group — your letter of March 5",
        "body": "Ms. Okoye,\n\nThank you for your letter. We can extend the deadline for your client's response to Monday, March 17, at 12:00 p.m. Eastern. We are not able to extend it to March 19.\n\nTwo of the points in our March 5 letter have been restated, and we would welcome your client's response to them in their current form:\n\n1. We intend to report that Calloway Build Group received $3.1 million through six no-bid emergency contracts from the Meridian County Housing Authority since 2021 (contracts HA-2021-088, HA-2021-131, HA-2022-019, HA-2022-203, HA-2023-044 and HA-2023-102, including change order HA-2021-088-CO1). We also intend to note that Calloway won contract HA-2022-117 through competitive bidding.\n\n2. We intend to report that Mr. Dunmore is the former brother-in-law of Helen Pryce, chair of the Authority's board, and that Mr. Dunmore was married to Ms. Pryce's sister from 2011 until their divorce in 2019.\n\nThe remaining points in our March 5 letter stand as stated. If your client believes any of them is inaccurate, please tell us specifically which and why, and provide any documents that support that view.\n\nPriya Raman is now the editor on this story and is copied here.\n\nSincerely,\nDana Okafor\nInvestigations, Tri-County Ledger"},
     """SENT  message-id <20250310.1052.c07e@tricountyledger.com>
  to: sokoye@okoyelaw.com   cc: priya.raman@tricountyledger.com
  subject: RE: Calloway Build Group — your letter of March 5
  thread: "Calloway Build Group — your letter of March 5" (3 messages)"""),
    ("cms_schedule_update", {"story_slug": "calloway-mcha-contracts", "section": "A1", "edition": "print+web",
        "publish_at": "2025-03-23T05:00:00-04:00", "editor": "priya.raman", "note": "Moved from 3/16 per P. Raman; legal second pass Thu/Fri"},
     """OK  story calloway-mcha-contracts   revision 7
  publish_at  was: 2025-03-16T05:00:00-04:00   now: 2025-03-23T05:00:00-04:00
  editor      was: marcus.feld                now: priya.raman
  section A1 print+web   status: IN EDIT
  Conflict check: 2025-03-16 A1 slot now held by jail-contracts-audit (O. Haddad)"""),
])

c.model("""Done.

- **Okoye** — reply sent, cc Priya. Deadline now **Monday, March 17, 12:00 p.m.**, 19th declined. Restated: (1) **$3.1M through six no-bid emergency contracts**, listing all six contract numbers plus CO1, and noting HA-2022-117 was competitive; (2) **former brother-in-law**, married to Pryce's sister 2011–2019. The other twelve allegations stand as sent.
- **CMS** — `calloway-mcha-contracts` revision 7: publish **2025-03-23 05:00**, editor switched from marcus.feld to **priya.raman**. The 16th A1 slot is Omar's.

Want to go through Brandt's memo LR-0307 before your 2 p.m. with Priya?""")

# ---------------------------------------------------------------------------
c.user("Yes, go through Brandt's comments. All six.")

LEGAL = """LEGAL REVIEW MEMO  LR-0307
Matter: Tri-County Ledger — "Housing authority steered millions..." (draft v3)
From: Joel Brandt, Harmon & Pike LLP  <jbrandt@harmonpike.com>
To: Marcus Feld (cc file)          Date: March 7, 2025          Privileged & confidential — attorney-client communication

Overall: The story is publishable once the items below are resolved. The core procurement narrative is well-documented. My concerns are concentrated on the relationship claim, characterizations of intent, and the anonymous source.

LR-1  ¶15 — "The kickback arrangement, if confirmed..."
      Nothing in the file supports a kickback (a payment or thing of value returned to a decision-maker). Even hedged with "if confirmed," this implies a criminal act for which we have no evidence. STRIKE the sentence. If the intent is to convey the scale of the procurement failure, say that in factual terms.

LR-2  ¶3 and HED — relationship
      The brother-in-law claim is single-sourced to an anonymous official relaying what others said. I will not clear it on that basis. Need a document (vital record, probate, court filing) or a named on-record second source. Also confirm the relationship is current; if not, the tense matters and the HED must change.
      Additionally: the relationship claim must be put to Ms. Pryce herself, not only to Calloway. It concerns her conduct. Send her a separate right-of-reply letter.

LR-3  ¶4 — "declarations were signed after Calloway's crews were already on site"
      This is an allegation that public records were falsified or that the ED acted improperly. Two acceptable approaches:
        Option A — drop the source's account and say only: "Invoices show Calloway billed for mobilization before the contracts were awarded on three jobs." (Documentary, lowest risk.)
        Option B — keep the source's account, but lead with the invoices and attribute the source's account as corroborating, limited to the three jobs: "Invoices show Calloway billed for mobilization before three of the contracts were awarded. A former procurement official said that on those jobs, Calloway's crews were on site before the emergency declarations were signed." Requires that the source has re-confirmed the quote and the three-job limitation before publication.
      Do NOT use the word "backdated" anywhere, including in the right-of-reply letters.

LR-4  ¶5 — anonymous source description
      "still work in public procurement in the region" narrows the pool considerably. Combined with "former procurement official with direct knowledge of the contracts," this may identify the source to MCHA. Recommend: "a former Authority employee with direct knowledge of the contracts" and delete the reason clause, or replace with "because they feared professional retaliation."

LR-5  ¶19 — photo of Birch Terrace bathroom "courtesy of tenant family"
      We need a written license or release from the photographer, and the family's consent if any family member is identifiable. If we cannot get both in writing by the second pass, pull the photo.

LR-6  ¶6 — "Neither Dunmore nor Pryce responded to detailed questions sent last week."
      Check this is accurate as of publication. If deadlines have been extended or responses received, this must be updated. Also, confirm the questions to Pryce were actually sent to Pryce (see LR-2) — my understanding is that only Calloway (through counsel) and the ED received letters.

— J.B.

APPENDIX — provisions cited (MCHA Procurement Policy, rev. Nov 2020)
  §4.7 Emergency procurement.
    (a) An emergency exists when a threat to life, health, safety or property requires immediate action and the delay of a competitive solicitation would cause further harm. Conditions that were known and reported for a substantial period before action is taken shall not ordinarily constitute an emergency.
    (b) Before any work is authorized under this section, the Executive Director shall sign a declaration of emergency (Form PR-7) stating the nature of the emergency, the reason competitive procurement is impracticable, the vendor selected and the basis for the selection. In the Executive Director's absence, the Deputy Executive Director may sign under a written delegation filed with the Board Clerk.
    (c) Every emergency procurement exceeding $100,000 shall be presented to the Board for ratification at its next regular meeting.
    (d) Emergency procurement shall be limited to the work necessary to address the emergency. Follow-on or related work shall be competitively procured unless a further declaration is made under (b).
  §9.2 Conflicts of interest.
    Commissioners and employees shall disclose in writing to the Board Clerk any familial or financial relationship with a vendor, bidder or proposer, and shall abstain from discussion of and voting on any matter involving that vendor. "Familial relationship" includes a spouse, parent, child, sibling, and the spouse of any of them.
  Note (J.B.): §9.2's definition does not expressly address former in-laws. Whether the policy reaches a former brother-in-law is a question of interpretation; the story should present it as a question, not as a violation, unless MCHA or Ms. Pryce concedes the point."""

c.call("Pulling LR-0307.", [
    ("legal_review_get", {"memo_id": "LR-0307", "matter": "calloway-mcha-contracts"}, LEGAL),
])

c.model("""## LR-0307 — Brandt's six comments, with where we are on each

| # | Para | Brandt's ask | Status after this morning | Proposed fix |
|---|---|---|---|---|
| **LR-1** | ¶15 | Strike "kickback" sentence | Open | Delete ¶15 entirely. The scale point is already made by the $3.1M figure in ¶2 and the policy in ¶4. |
| **LR-2** | ¶3, HED | Document for relationship; check tense; **separate letter to Pryce** | Document ✅ (ML-2011-03387, PR-2016-01145, FD-2019-00412), tense ✅ (former), HED ✅ | **Still open: no letter has gone to Pryce.** |
| **LR-3** | ¶4 | Option A (invoices only) or B (invoices first + source as corroboration, three jobs, quote re-confirmed); **never "backdated"** | Open | See options below |
| **LR-4** | ¶5 | Source description too narrow | Open | "a former Authority employee with direct knowledge of the contracts", delete the reason clause |
| **LR-5** | ¶19 | Photo needs written license + family consent or pull it | Open | Get releases or pull |
| **LR-6** | ¶6 | "Did not respond" must be accurate; letters only went to Calloway and Min | Open — and it's **wrong now**: Okoye has responded (asking for time), and Pryce was never sent questions | Rewrite once deadlines pass; for now flag ¶6 as TK |

## LR-3 in detail — the important one
| | Option A | Option B |
|---|---|---|
| Text | "Invoices show Calloway billed for mobilization before the contracts were awarded on three jobs." | Invoices sentence **+** "A former [Authority employee] said that on those jobs, Calloway's crews were on site before the emergency declarations were signed." |
| Sourcing | Documents only (CBG mobilization invoices 2021-06-02, 2021-09-27, 2022-02-03) | Documents + one anonymous source |
| Risk | Lowest | Moderate; conditional on Teresa re-confirming the quote and the three-job limit **before** publication |
| Story | Loses the human account of the declarations | Keeps the strongest line in the piece |

Teresa already asked us to read her quote back in context and explicitly said "three, don't write every one of them" — so B's conditions fit what she wants anyway. If the declarations arrive by the 20th, they may strengthen either option.

## Two things in Brandt's appendix worth using
- **§9.2 doesn't expressly cover former in-laws.** "Familial relationship" is spouse, parent, child, sibling "and the spouse of any of them". Dunmore *was* the spouse of Pryce's sibling until August 2019. After the divorce he falls outside the literal definition. Brandt's note is clear: present it as a question, not a violation. ¶13 currently quotes the policy and sits right after "no recusal and no disclosure", which reads as an accusation. I'd add a line after ¶13: *"The policy does not say whether it applies to former relatives by marriage."* — or let Pryce's answer frame it.
- **§4.7(d): follow-on work must be competitively procured.** HA-2023-102 (Linden Court stormwater/foundation drainage, $354,750) is a second emergency contract at the **same complex** as HA-2021-088, two years later. If the drainage work is related to the 2021 roof job, it arguably should have been bid. That's a new angle, not a claim in the draft — flagging it rather than recommending we chase it before the 23rd.
- §4.7(a) ("conditions known and reported for a substantial period... shall not ordinarily constitute an emergency") is the Authority's own language for what Maren Holt says in ¶11. Quoting the policy would be stronger than quoting the expert alone, and Birch Terrace's 14 months of complaints (C-09) is the cleanest example.

## Knock-on
- **C-11** ("Min signed every declaration") can't stay in any form until we have the six PR-7s.
- **"Backdated"** — I checked: it isn't in the draft, but your March 5 letter to Min should be checked for it too (LR-3 says "including in the right-of-reply letters").

Which option on LR-3, and are you taking the rest as he wrote them?""")

c.user("""Take all of them except LR-5 — we're keeping the Birch Terrace photo. Priya already got the family's signed consent and the photographer's license on Friday, she told me on Slack, it's in the legal folder. LR-3, option B. ¶6 becomes TK. Do the draft as v5.""", anchor="dec_legal")

c.call("""Applying LR-1, LR-2 (already done in the text), LR-3 option B, LR-4 and LR-6 to a new v5, keeping the photo, and updating the affected tracker rows.""", [
    ("docs_apply_edits", {"path": "ledger-drive://investigations/calloway/draft-v4.docx", "save_as": "ledger-drive://investigations/calloway/draft-v5.docx",
        "edits": [
            {"para": 15, "delete": True, "reason": "LR-1"},
            {"para": 4, "replace_all": "The Authority's own policy says an emergency declaration must be signed by the executive director before work begins. Invoices show Calloway billed for mobilization before three of the contracts were awarded. A former Authority employee with direct knowledge of the contracts said that on those jobs, Calloway's crews were on site before the emergency declarations were signed.", "reason": "LR-3 option B"},
            {"para": 5, "replace_all": "\"Emergency was the word you used when you didn't want a bid,\" the former employee said. The former employee spoke on condition of anonymity because they feared professional retaliation.", "reason": "LR-4"},
            {"para": 6, "replace_all": "[TK — right-of-reply responses: Calloway via counsel (deadline Mon 3/17 noon); Min; Pryce. Do not run 'did not respond' without checking. LR-6]", "reason": "LR-6"},
            {"para": 19, "keep": True, "comment": "LR-5 cleared by P. Raman: family consent + photographer license on file (legal folder, 3/7)"},
        ],
        "comment": "Legal LR-0307 applied: LR-1, LR-3(B), LR-4, LR-6; LR-2 text done in r5; LR-5 not applied (releases on file)"},
     """OK  saved ledger-drive://investigations/calloway/draft-v5.docx  revision r6 (from r5)
  ¶15 DELETED (was: "The kickback arrangement, if confirmed, would be among the largest procurement scandals in the Authority's history. [NOTE DO: soften? ask Marcus]")
  ¶4  was: "...In at least three jobs, according to a former procurement official with direct knowledge of the contracts, the declarations were signed after Calloway's crews were already on site."
      now: "...Invoices show Calloway billed for mobilization before three of the contracts were awarded. A former Authority employee with direct knowledge of the contracts said that on those jobs, Calloway's crews were on site before the emergency declarations were signed."
  ¶5  was: "...The official spoke on condition of anonymity because they still work in public procurement in the region."
      now: "...The former employee spoke on condition of anonymity because they feared professional retaliation."
  ¶6  was: "Neither Dunmore nor Pryce responded to detailed questions sent last week. Executive Director Gerald Min said..."
      now: "[TK — right-of-reply responses: Calloway via counsel (deadline Mon 3/17 noon); Min; Pryce. Do not run 'did not respond' without checking. LR-6]"
  ¶19 unchanged; comment added.
  Paragraphs renumbered: old ¶16-¶20 are now ¶15-¶19.
  Scan: "backdat" — 0 occurrences.  "kickback" — 0 occurrences.
  Word count: 2,166"""),
    ("factcheck_tracker_update", {"sheet_id": "FC-2025-031", "rows": {
        "C-04": {"claim": "Invoices show mobilization billed before award on three jobs (HA-2021-088, HA-2021-131, HA-2022-019); former employee says crews on site before declarations signed on those jobs",
                 "status": "VERIFIED (docs) + SOURCE — quote re-read pending", "notes": "LR-3 option B. Source must re-confirm quote + three-job limit before pub."},
        "C-11": {"status": "HOLD", "notes": "Not in draft v5. Needs six PR-7s (PRR-2024-0318 release 2)."},
        "C-13": {"status": "VERIFIED", "sources": "PRR-2024-0318 release 1: CBG mobilization invoices dated 2021-06-02, 2021-09-27, 2022-02-03"}}},
     """OK  sheet FC-2025-031  3 rows updated 2025-03-10 11:24
  C-04 status was: SINGLE SOURCE   now: VERIFIED (docs) + SOURCE — quote re-read pending
  C-11 status was: UNVERIFIED      now: HOLD
  C-13 status was: IN PROGRESS     now: VERIFIED
  Watchers: marcus.feld@tricountyledger.com (OUT OF OFFICE auto-reply), priya.raman@tricountyledger.com added as watcher"""),
])

c.model("""Done — **draft-v5.docx (r6)**.

| Comment | Applied | Result |
|---|---|---|
| LR-1 | ✅ | ¶15 "kickback" sentence deleted |
| LR-2 | ✅ (text) | Former brother-in-law + 2019 divorce in ¶3 and HED — **Pryce letter still to send** |
| LR-3 | ✅ **Option B** | ¶4 leads with invoices, then the former employee's account limited to three jobs |
| LR-4 | ✅ | "former Authority employee"; reason now "feared professional retaliation" |
| LR-5 | ❌ not applied | Photo kept — consent + license on file per Priya (comment added to ¶19) |
| LR-6 | ✅ | ¶6 is now a TK placeholder |

Paragraphs after old ¶15 are renumbered (¶16→¶15 etc.), so the photo is now ¶18 and the graphic ¶19. "Backdat-" and "kickback" both appear zero times.

Tracker: **C-04** verified on documents, with the quote read-back still outstanding; **C-11** on HOLD until the PR-7s arrive; **C-13** verified from the invoices. Priya was added as a watcher (Marcus's auto-reply fired).

Two things from this that aren't done yet:
1. **Read Teresa her quote in context** — that's now a condition of LR-3 option B, not just a courtesy.
2. **Letter to Pryce** (LR-2/LR-6).""")

# ---------------------------------------------------------------------------
c.user("""Right, Pryce. Before that — the letter to Gerald Min. Did we send it, and when's his deadline? I honestly can't remember if it went on the 5th with Calloway's.""")

SENT = """mailbox: dana.okafor@tricountyledger.com   query: in:sent to:gmin@meridianha.org   results: 2

[1] 2025-03-05 16:40  To: Gerald Min <gmin@meridianha.org>   Cc: Marcus Feld
    Subject: Tri-County Ledger — request for comment, MCHA emergency procurements
    Attachments: MCHA_questions_0305.pdf (11 questions)
    Body (excerpt): "...We intend to report that the Authority awarded Calloway Build Group $4.2 million in seven no-bid emergency contracts since 2021... that emergency declarations for several of these contracts were backdated... and that board chair Helen Pryce, who voted to ratify the contracts, is Mr. Dunmore's sister-in-law... Please respond by Wednesday, March 12, at 5:00 p.m."
    Delivery: delivered 16:40; read receipt: none
    Replies in thread: 0

[2] 2025-02-18 10:05  To: Gerald Min <gmin@meridianha.org>
    Subject: Interview request — maintenance backlog
    Replies in thread: 1 (2025-02-19, statement: "all procurements complied with HUD and Authority requirements")"""

c.call("Checking sent mail to Min.", [
    ("mail_search", {"mailbox": "dana.okafor@tricountyledger.com", "query": "in:sent to:gmin@meridianha.org"}, SENT),
])

c.model("""Yes, it went on **March 5 at 16:40**, the same afternoon as Calloway's, with an 11-question PDF. **Deadline: Wednesday, March 12, 5:00 p.m.** No reply, no read receipt.

But the letter has three problems now:
1. It says **"$4.2 million in seven no-bid emergency contracts"** — since corrected.
2. It uses **"backdated"** — which LR-3 specifically bans, "including in the right-of-reply letters."
3. It calls Pryce Dunmore's **"sister-in-law"** (sic — the wrong way round) and states the relationship as current.

If that letter is the only thing Min ever gets from us, his lawyers could fairly say we put inaccurate allegations to him. I'd send a **superseding letter** that:
- restates the contract allegation as **$3.1 million / six contracts**, naming HA-2022-117 as competitive;
- rewrites the declarations point in LR-3 option B terms (invoices show mobilization before award on HA-2021-088, HA-2021-131, HA-2022-019; a former employee says crews were on site before the declarations were signed);
- puts C-11 as a question rather than an assertion ("Did you sign each of the six declarations?");
- gives him the **same deadline as Calloway, Monday March 17, noon**, so ¶6 can be written once;
- cc's Priya.

Shall I draft and send it, with the relationship point as well, and then do Pryce?""")

c.user("""Yes send it, but leave the brother-in-law point out of Min's letter entirely — Brandt's right that it's about Pryce's conduct, it goes to her directly. Do a separate letter to Pryce through the board clerk, same deadline, and ask her specifically about the votes and whether she ever disclosed. cc Priya on both. And put Joel on the Pryce one.""")

c.call("Sending both.", [
    ("mail_send", {"from": "dana.okafor@tricountyledger.com", "to": ["gmin@meridianha.org"], "cc": ["priya.raman@tricountyledger.com"],
        "subject": "Tri-County Ledger — revised request for comment (supersedes March 5 letter)",
        "body": "Dear Mr. Min,\n\nThis letter supersedes our letter of March 5. Several points have been revised after further review of public records, and we want you to have an accurate statement of what we intend to report.\n\n1. The Authority awarded Calloway Build Group $3.1 million through six no-bid emergency contracts since 2021 (HA-2021-088 and its change order CO1, HA-2021-131, HA-2022-019, HA-2022-203, HA-2023-044 and HA-2023-102). Contract HA-2022-117 was competitively bid and we will say so.\n2. Calloway's invoices, released under PRR-2024-0318, show the company billed for mobilization before the contracts were awarded on HA-2021-088, HA-2021-131 and HA-2022-019. A former Authority employee with direct knowledge of the contracts says that on those jobs, Calloway's crews were on site before the emergency declarations were signed.\n3. Did you personally sign each of the six emergency declarations (Form PR-7)? If not, who did?\n4. Contract HA-2023-044 (Harbor View elevator) refers to a board action on January 18, 2023, before the award date of February 27, 2023. What action did the board take on that date?\n\nThe other questions in our March 5 attachment remain open, except those concerning the relationship between board members and the contractor, which we are putting to the individuals concerned.\n\nPlease respond by Monday, March 17, at 12:00 p.m. Eastern.\n\nSincerely,\nDana Okafor\nInvestigations, Tri-County Ledger"},
     """SENT  message-id <20250310.1142.9d2b@tricountyledger.com>
  to: gmin@meridianha.org   cc: priya.raman@tricountyledger.com
  subject: Tri-County Ledger — revised request for comment (supersedes March 5 letter)"""),
    ("mail_send", {"from": "dana.okafor@tricountyledger.com", "to": ["boardclerk@meridianha.org"], "cc": ["priya.raman@tricountyledger.com", "jbrandt@harmonpike.com"],
        "subject": "For Commissioner Helen Pryce — request for comment, Tri-County Ledger",
        "body": "To the Board Clerk: please forward this letter to Commissioner Helen Pryce, Chair of the Board.\n\nDear Ms. Pryce,\n\nI am a reporter with the Tri-County Ledger preparing a story about emergency contracts the Housing Authority awarded to Calloway Build Group LLC. We intend to report the following and would like your response:\n\n1. Calloway's owner, Richard Dunmore, is your former brother-in-law; he was married to your sister from 2011 until their divorce in 2019.\n2. Board minutes show you voted to ratify emergency contracts HA-2021-088 (July 20, 2021), HA-2022-203 (December 13, 2022) and HA-2023-102 (July 18, 2023). The minutes record no recusal or disclosure.\n3. At the March 15, 2022 meeting, the minutes state you stepped out during the vote on HA-2022-019. Was that a recusal?\n4. Did you at any time disclose your relationship with Mr. Dunmore to the board or to Authority staff, in writing or otherwise? Do you consider the Authority's ethics policy on familial relationships to apply to a former in-law?\n5. Did the board take any action on contract HA-2023-044 at its January 18, 2023 meeting, and did you vote?\n\nPlease respond by Monday, March 17, at 12:00 p.m. Eastern. You can reach me at this address or at (555) 210-4418.\n\nSincerely,\nDana Okafor\nInvestigations, Tri-County Ledger"},
     """SENT  message-id <20250310.1149.4e11@tricountyledger.com>
  to: boardclerk@meridianha.org   cc: priya.raman@tricountyledger.com, jbrandt@harmonpike.com
  subject: For Commissioner Helen Pryce — request for comment, Tri-County Ledger
  auto-reply from boardclerk@meridianha.org: "Received. Correspondence for commissioners is forwarded within one business day." """),
])

c.model("""Done — both sent.

**Gerald Min** (gmin@meridianha.org, cc Priya) — *supersedes the March 5 letter*:
- $3.1M / six emergency contracts, HA-2022-117 noted as competitive
- mobilization-before-award on HA-2021-088, HA-2021-131, HA-2022-019 + the former employee's account (LR-3 B wording; no "backdated")
- asked whether he signed all six PR-7s, and what the board did on **January 18, 2023** re HA-2023-044
- relationship questions explicitly carved out
- **deadline Mon March 17, noon**

**Helen Pryce** via boardclerk@meridianha.org (cc Priya, Joel Brandt):
- former brother-in-law, 2011–2019
- her aye votes on HA-2021-088, HA-2022-203, HA-2023-102 with no recusal/disclosure
- whether "stepped out" on HA-2022-019 was a recusal
- whether she ever disclosed, and whether she thinks the policy covers a former in-law
- January 18, 2023
- **deadline Mon March 17, noon**

The clerk's auto-reply says commissioners get forwarded mail within one business day, so realistically Pryce sees it Tuesday. That's still six days. All three right-of-reply deadlines are now the same: **Monday 17th, 12:00 p.m.**""")

# ---------------------------------------------------------------------------
c.user("""Okoye's answered already, I just saw it on my phone. She accepts the 17th. But she also says HA-2023-044 wasn't a no-bid award "in any meaningful sense" because the board approved it by vote on January 18, 2023 — the exact meeting we don't have minutes for. She says she'll send the board resolution number with their full response. What do you make of that?""", anchor="okoye_claim")

c.model("""It's a smart move, and it's aimed at the one gap in our records. Here's how I'd think about it.

## What her claim does and doesn't change
**A board vote doesn't make a contract competitively bid.** "No-bid" describes the procurement method: whether vendors were invited to compete. The county database lists HA-2023-044 as **"Emergency / sole source"**. A board can approve a sole-source award in advance; it's still sole-source. So even if she's right about the vote, the "$3.1 million through six no-bid emergency contracts" sentence holds — *unless* the resolution shows the board ran or authorized some kind of solicitation.

**But it does matter in three other ways:**
1. **The "emergency" label.** If the board approved Harbor View on **January 18**, more than five weeks before the **February 27** award, it's hard to argue the job couldn't wait for a bid. That actually *strengthens* the misuse-of-emergency-procurement angle — which is probably not what she intends.
2. **Pryce.** If Pryce chaired that meeting and voted aye on a Calloway item, that's a **fourth** vote without disclosure. If she recused, it cuts the other way and we'd need to reflect it.
3. **The "missing" minutes.** The clerk said the January 18, 2023 minutes "were not located." If Okoye has a resolution number from that meeting, the record exists somewhere — possibly at MCHA rather than the County Clerk.

## What we know vs. don't
| Point | Status |
|---|---|
| HA-2023-044 is sole-source in the county DB | Confirmed |
| Contract file references a board item on 2023-01-18 | Confirmed (contracts DB) |
| Board voted to approve it on that date | **Okoye's claim — unverified** |
| How Pryce voted | **Unknown** |
| Whether minutes exist | **Unknown** — clerk couldn't find them |

## What I'd do
1. **Don't wait for Okoye's resolution number.** File a records request with the **County Clerk** (they handled CLK-5521) specifically for the January 18, 2023 minutes, agenda, board packet and any resolutions, and ask for expedited handling given publication. If the clerk doesn't have them, MCHA's board clerk should.
2. **Hold ¶12** (you already are) until we know whether Pryce voted on January 18.
3. When Okoye's response comes, check the resolution number against whatever the clerk produces — don't take her characterization.

Want me to file that with the clerk?""")

c.user("""File it with the county clerk, expedited, cite the 23rd. And set up tasks: me to read Teresa her quote in context by Thursday — she said not the night before and I'm holding myself to that. And one for Priya: sign off on v5 after Joel's second pass Friday. Also remind me to chase Lena if nothing comes by the 14th.""")

c.call("Filing the request and creating the tasks.", [
    ("records_request_create", {"agency": "Meridian County Clerk", "portal": "meridian-clerk",
        "subject": "MCHA Board of Commissioners — January 18, 2023 regular meeting records",
        "items": ["Approved or draft minutes of the MCHA Board of Commissioners regular meeting of January 18, 2023",
                  "Agenda and board packet for that meeting",
                  "Any resolutions adopted at that meeting, including any concerning contract HA-2023-044 (Harbor View elevator modernization)",
                  "Roll call and vote records for that meeting"],
        "expedite": True,
        "expedite_reason": "These records were requested in CLK-5521 but were not located at the time of release. They are needed for a news story scheduled for publication on March 23, 2025.",
        "related_requests": ["CLK-5521"], "requester": "Dana Okafor, Tri-County Ledger"},
     """OK  request CLK-5590 created 2025-03-10 12:07
  agency: Meridian County Clerk — Records Division
  status: SUBMITTED   expedite: REQUESTED (decision within 2 business days)
  standard due date: 2025-03-31   related: CLK-5521
  auto-note: "Clerk's office holds board minutes as received from MCHA; if not located, the requester may also apply to the MCHA Board Clerk." """),
    ("task_create_batch", {"project": "calloway-mcha-contracts", "tasks": [
        {"assignee": "dana.okafor", "title": "Read source quote + context back to confidential source (C-04/LR-3 B)",
         "due": "2025-03-13T17:00:00-04:00",
         "notes": "Source asked for read-back before publication, not the night before. Confirm: ¶5 quote exact wording; ¶4 account limited to three jobs (HA-2021-088, HA-2021-131, HA-2022-019). Record outcome in FC-2025-031 C-04."},
        {"assignee": "priya.raman", "title": "Editor sign-off on draft-v5 after legal second pass",
         "due": "2025-03-14T18:00:00-04:00",
         "notes": "Joel Brandt second pass (LR-0307 follow-up) scheduled Fri 3/14. Sign off on ledger-drive://investigations/calloway/draft-v5.docx once his comments are resolved. ¶6 TK until right-of-reply deadline Mon 3/17 noon."},
        {"assignee": "dana.okafor", "title": "Chase Lena Cho (MCHA records) if PR-7 declarations not released",
         "due": "2025-03-14T12:00:00-04:00",
         "notes": "PRR-2024-0318 release 2, narrowed 3/10 to six PR-7s + signature pages. Statutory due date 3/20. Asked for release by 3/14."}]},
     """OK  3 tasks created in project calloway-mcha-contracts
  TSK-8812  assignee dana.okafor   due Thu 2025-03-13 17:00   "Read source quote + context back to confidential source (C-04/LR-3 B)"
  TSK-8813  assignee priya.raman   due Fri 2025-03-14 18:00   "Editor sign-off on draft-v5 after legal second pass"   (notification sent)
  TSK-8814  assignee dana.okafor   due Fri 2025-03-14 12:00   "Chase Lena Cho (MCHA records) if PR-7 declarations not released" """),
])

c.model("""Done.

- **CLK-5590** filed with the Meridian County Clerk for the **January 18, 2023** minutes, agenda, packet, resolutions and roll calls, **expedite requested** (decision within 2 business days), citing the March 23 publication and the gap in CLK-5521. Standard due date is March 31, so the expedite matters. The clerk notes that if they don't have them, we can go to the MCHA board clerk — I'll suggest that if CLK-5590 comes back empty.
- **TSK-8812** — you: read Teresa the quote and context, **due Thu March 13, 5 p.m.** The note covers the exact ¶5 wording and the three-job limit in ¶4.
- **TSK-8813** — Priya: sign off on draft-v5 after Joel's second pass, **due Fri March 14, 6 p.m.**
- **TSK-8814** — you: chase Lena Cho on the PR-7s, **due Fri March 14, noon**.

Source's name appears in none of these; the tasks say "confidential source".""")

c.user("""Good. One more side question before my 2 o'clock — if the declarations come in on the 20th and they show Min signed all six, can C-11 go back in? And if they show somebody else signed some, what does that do to ¶4?""")

c.model("""## If all six PR-7s are signed by Min
Yes, C-11 can go back in, but phrase it from the documents, not the source: *"Min signed all six emergency declarations, records show."* It would also give ¶4 a cleaner structure: policy requires the ED's signature before work → invoices show mobilization before award on three jobs → the declarations carry his signature. One caution: we should look at **the dates on the PR-7s themselves**. If the declaration dates fall *after* the mobilization invoices (e.g., a Linden Court PR-7 dated after 2021-06-02), that's direct documentary support for Teresa's account and Brandt might let us lean on it more. If the PR-7 dates fall *before* the invoices, then the source's account and the documents conflict and ¶4 needs rethinking — we'd have to ask why a declaration would predate a site visit she says she made.

## If someone else signed some of them
- **C-11 stays out**, obviously, or becomes "Min signed four of the six..." etc.
- **¶4's first sentence** ("policy says... must be signed by the executive director") becomes a new finding: declarations signed by someone other than the ED would themselves breach §4.7(b) unless there's a written delegation. We'd need to ask MCHA whether one exists.
- The source's account is limited to the three early jobs, and she said those three had Min's signature ([00:03:25]). If the documents show otherwise for any of those three, that's a **credibility problem** with the source, and it should go to Priya and Brandt before anything else.

## Timing
The 20th is a Thursday; publication is Sunday the 23rd. That's tight but workable for a paragraph-level change — not for restructuring the story. If the declarations materially change ¶4, Priya has to decide whether to hold again. Worth flagging at your 2 o'clock.""")

c.user("""Ok. Last thing — give me a status note I can paste straight to Priya before 2. Where everything stands, what's open, who owes what. Keep Teresa's name out of it.""")

c.model("""Here's a note you can paste as is. It doesn't name the source.

---

**Calloway / MCHA — status as of Mon 3/10, 12:15**

**Publication:** Sun **March 23**, A1 print + web (CMS `calloway-mcha-contracts` rev 7). Editor: **Priya Raman**.
**Current draft:** `ledger-drive://investigations/calloway/draft-v5.docx` (r6). Tracker: **FC-2025-031**.

**Changed since v3**
- Lede corrected: **$3.1 million through six no-bid emergency contracts** (was $4.2M / seven). $4.2M had included **HA-2022-117** ($1,104,500, competitively bid) and counted change order CO1 as a contract. Westgate now mentioned as competitive.
- Relationship corrected: Dunmore is Pryce's **former** brother-in-law, married to her sister 2011–2019; **divorce final 2019-08-23 (FD-2019-00412)**; sister link via probate **PR-2016-01145**. HED changed to "...to board chair's former in-law".
- Legal memo **LR-0307** applied: LR-1 (kickback graf cut), LR-2, **LR-3 option B** (invoices first, source account limited to three jobs), LR-4 (source description), LR-6 (¶6 now TK). **LR-5 not applied — photo kept**, releases on file.

**Right of reply — all due Mon March 17, 12:00 p.m.**
| Party | Channel | Status |
|---|---|---|
| Calloway / Dunmore | Sandra Okoye (sokoye@okoyelaw.com) | Accepted the 17th; says HA-2023-044 was board-approved 1/18/2023; resolution number promised |
| Gerald Min | gmin@meridianha.org | Superseding letter sent 3/10 (replaces 3/5 letter, which had the old numbers and "backdated"); no response yet |
| Helen Pryce | via boardclerk@meridianha.org | Letter sent 3/10 (relationship, votes, disclosure, 1/18/2023); forwarded within 1 business day |

**Records**
- **PRR-2024-0318** (MCHA): invoices received; six PR-7 declarations pending — narrowed 3/10; statutory due **March 20**; we asked for them by the 14th.
- **CLK-5590** (County Clerk): Jan 18, 2023 board minutes/resolutions, expedite requested; standard due March 31.

**Open questions**
1. **What happened at the Jan 18, 2023 board meeting?** Okoye says HA-2023-044 was approved by vote; minutes missing from CLK-5521. Even if true it's still sole-source, but it matters for the "emergency" framing and for whether Pryce voted.
2. **Pryce's votes / disclosure.** Minutes show aye votes on HA-2021-088, HA-2022-203, HA-2023-102, no recusal or disclosure; "stepped out" on HA-2022-019. ¶12 ("at least twice") **on hold** until 1/18/2023 is known.
3. **C-11** (Min signed every declaration) held until the PR-7s arrive.

**Who owes what**
- Dana: read quote + context back to source by **Thu 3/13** (TSK-8812) — condition of LR-3 B; chase MCHA records if no PR-7s by **Fri 3/14 noon** (TSK-8814).
- Joel: second pass Thu/Fri.
- Priya: sign-off on v5 after Joel's pass, **Fri 3/14** (TSK-8813).
- All: ¶6 stays TK until after the Monday noon deadline.

---

Want me to send it to her, or will you paste it?""")

c.user("""I'll paste it myself. Thanks — that's everything for this morning.""")

c.model("""Sounds good. Quick recap of what's still open after your 2 p.m.:
- **TSK-8812** read-back (Thu), **TSK-8814** records chase (Fri noon), **TSK-8813** Priya sign-off (Fri).
- Waiting on: PR-7s (PRR-2024-0318, due March 20), Jan 18, 2023 records (CLK-5590), right-of-reply answers from Okoye, Min and Pryce (Mon March 17, noon).
- ¶12 and ¶6 on hold; C-11 on hold.

Ping me when anything comes in and I'll update the tracker and draft.""")

# ---------------------------------------------------------------------------
# Labels
L = c.label
L("user_goal", "Fact-check every claim in the Calloway/MCHA no-bid contracts story against documents before legal and publication; Voight is on background and must never be named outside tracker/notes; contact Calloway/Dunmore only through lawyer Sandra Okoye; MCHA only via Gerald Min or records office",
  ["Voight", "Okoye", "fact-check"], expect=1)
L("fact", "County contracts DB: Calloway's no-bid emergency total is $3,086,250 (six contracts + change order CO1); all 8 rows total $4,190,750",
  ["$3,086,250", "$4,190,750"])
L("fact", "HA-2022-117 (Westgate windows, $1,104,500) was competitively bid (IFB-22-06, 4 bids) — why $4.2M was wrong",
  ["HA-2022-117", "IFB-22-06"])
L("fact", "Mobilization invoices predate award on three jobs: Linden Court 2021-06-02 vs 2021-06-14; Alder Street 2021-09-27 vs 2021-10-04; Birch Terrace 2022-02-03 vs 2022-02-11",
  ["2021-06-02", "2021-09-27", "2022-02-03"])
L("fact", "Dunmore married Claire Pryce (ML-2011-03387); divorce final 2019-08-23 (FD-2019-00412); probate PR-2016-01145 shows Claire and Helen are sisters",
  ["FD-2019-00412", "2019-08-23", "PR-2016-01145"])
L("fact", "Pryce voted aye with no recusal/disclosure on HA-2021-088, HA-2022-203 and HA-2023-102 ratifications; 'stepped out' on HA-2022-019",
  ["stepped out", "HA-2023-102"])
L("fact", "January 18, 2023 board minutes are missing from the CLK-5521 release (clerk: not located)",
  ["January 18, 2023", "not located"])
L("fact", "Source (INT-0227-TV) speaks only to three jobs and asked to have her quote read back in context before publication, not the night before",
  ["INT-0227-TV", "not the night before"])
L("fact", "Marcus Feld on medical leave from 3/11; Priya Raman is now editor", ["Priya Raman", "medical leave"])
L("decision", "Lede corrected to $3.1 million through six no-bid emergency contracts (C-02 marked CORRECTED)",
  ["$3.1 million", "C-02"])
L("decision", "Agent's choice, accepted: add sentence that Calloway also won a $1.1 million window contract through competitive bidding",
  ["$1.1 million", "Westgate"])
L("decision", "Narrow PRR-2024-0318 to the six PR-7 declarations + signature pages; item 3 withdrawn",
  ["PRR-2024-0318", "narrowed"])
L("decision", "Describe Dunmore as Pryce's 'former brother-in-law', divorce 2019; hed changed to 'former in-law'",
  ["former brother-in-law", "FD-2019-00412"])
L("decision", "Publication moved to Sunday March 23 (Priya's decision), scheduled in CMS",
  ["March 23"])
L("decision", "Right-of-reply deadline for Calloway (and Min, Pryce) is Monday March 17, 12:00 p.m.; March 19 request declined",
  ["March 17", "Okoye"])
L("decision", "Legal memo LR-0307 accepted except LR-5 (Birch Terrace photo kept, releases on file); LR-3 option B; ¶6 becomes TK",
  ["LR-5", "LR-3 option B"])
L("decision", "Relationship allegation put to Pryce directly via board clerk, excluded from Min's superseding letter",
  ["boardclerk@meridianha.org"])
L("pending_action", "Dana to read quote and context back to the confidential source by Thu March 13 (TSK-8812)", ["TSK-8812"])
L("pending_action", "Priya to sign off on draft-v5 after Joel Brandt's second pass, Fri March 14 (TSK-8813)", ["TSK-8813"])
L("pending_action", "Chase Lena Cho if PR-7 declarations not released by Fri March 14 noon (TSK-8814); statutory due March 20",
  ["TSK-8814"])
L("pending_action", "Await CLK-5590 (Jan 18, 2023 minutes/resolutions) with expedite; fall back to MCHA board clerk if not located",
  ["CLK-5590"])
L("pending_action", "Await right-of-reply responses from Okoye, Min and Pryce by Monday March 17 noon, then write ¶6",
  ["boardclerk@meridianha.org", "March 17"])
L("open_issue", "Okoye claims HA-2023-044 was approved by board vote on January 18, 2023 (resolution number promised); unverified, minutes missing",
  ["resolution number", "HA-2023-044"])
L("open_issue", "Whether Pryce voted/recused at the Jan 18, 2023 meeting; whether she ever disclosed; whether ethics policy covers a former in-law",
  ["§9.2", "former in-law"])
L("open_issue", "C-11 (Min signed every declaration) held pending the six PR-7s; PR-7 dates vs mobilization invoices may confirm or conflict with the source",
  ["C-11", "six PR-7s"])
L("reference", "Fact-check tracker sheet FC-2025-031", ["FC-2025-031"])
L("reference", "Current draft path", ["ledger-drive://investigations/calloway/draft-v5.docx"])
L("reference", "Records request PRR-2024-0318 (MCHA records officer Lena Cho, records@meridianha.org)", ["PRR-2024-0318", "records@meridianha.org"])
L("reference", "Legal review memo LR-0307 from Joel Brandt (jbrandt@harmonpike.com)", ["LR-0307", "jbrandt@harmonpike.com"])
L("reference", "Editor Priya Raman's address", ["priya.raman@tricountyledger.com"])
L("reference", "CMS story slug", ["calloway-mcha-contracts"])

S = c.stale_item
S("Lede figure $4.2 million (replaced by $3.1 million)", ["$4.2 million"], "dec_money")
S("Seven no-bid emergency contracts (replaced by six)", ["seven no-bid"], "dec_money")
S("PRR-2024-0318 release 2 due March 7 (extended to March 20)", ["2025-03-07"], "prr_ext")
S("Publication Sunday March 16 (moved to March 23)", ["March 16"], "inbox")
S("Marcus Feld as editor (replaced by Priya Raman)", ["Marcus Feld", "editor"], "inbox")
S("Right-of-reply deadline March 12, 5 p.m. (replaced by March 17 noon)", ["March 12"], "dec_ror")
S("Dunmore described as Pryce's current brother-in-law / 'chair's relative' (now former in-law)", ["chair's relative"], "dec_former")

if __name__ == "__main__":
    doc = c.write("/work/blind18/out/blind-newsroom-investigation-factcheck.json")
    print(len(doc["messages"]), "messages", len(doc["labels"]), "labels", len(doc["stale"]), "stale")

"""Snow-removal dispute, part A: invoice review, LD computation, notice of dispute."""
import snow_data as D

SYSTEM = """You are the contracts assistant for the City of Marlow Heights Department of Public Works (DPW), Contracts Office.
You work for the contracts officer who is talking to you and act through the tools provided: contract and document
repository (contract_doc_get, document_create), ERP accounts payable (invoice_get, erp_invoice_hold, erp_invoice_hold_amend,
erp_offset_create), vendor master (vendor_contacts_get), fleet AVL (avl_route_report), DPW operations records
(ops_log_search, materials_issue_log), city e-mail (email_send, email_search), calendar and rooms (calendar_create_event,
calendar_update_event), the dispute case register (case_create, case_update) and contract amendments
(contract_amendment_draft, contract_amendment_update).
Rules: cite contract sections when you rely on them; never send anything to a contractor without the officer's go-ahead;
money in US dollars; business days exclude weekends and City holidays. Today is Tuesday 2025-03-04."""


def part_a(c):
    c.user("""Northline's February invoice landed on my desk — INV-NL-2025-0214, $186,420. I don't think we owe them anywhere near that. They blew the 12-hour standard on several routes in SE-07 (January) and again in SE-09, and we never took a dime of damages off January.

What I want out of this: settle that invoice with the liquidated damages applied properly, and keep the Northline contract running to the end of the season (April 15) — I'm not terminating, we have no backup contractor for zones 3-5 this late in the winter. And nothing goes to Northline without me seeing it first.

Can you pull the damages clause, the invoice itself and the AVL completion data for SE-07 and SE-09?""", tag="u1")

    c.calls("I'll pull the contract sections, the invoice and the AVL completion report in one go.", [
        ("contract_doc_get", {"contract_id": "PW-2024-117", "sections": ["4", "7", "12", "15", "18"], "view": "conformed"},
         D.CONTRACT_SECTIONS + D.schedule_a()),
        ("invoice_get", {"invoice_id": "INV-NL-2025-0214", "include": ["lines", "erp_status", "related", "backup"]}, D.invoice() + D.invoice_backup()),
        ("avl_route_report", {"contract_id": "PW-2024-117", "events": ["SE-07", "SE-09"], "metric": "route_completion",
                              "standard_hours": 12, "breadcrumb_for": [{"event": "SE-09", "route": "R-19"}]},
         D.avl_report() + D.breadcrumb()),
    ], tag="pull")

    c.model("""## What the records show

**Invoice INV-NL-2025-0214** — $186,420.00, dated 2025-02-27, AP-stamped **received 2025-02-28**, status *Pending approval*. It states "Liquidated damages: none applicable". January's invoice INV-NL-2025-0117 ($201,365.00) was paid 2025-02-10 with **no deductions**, so any SE-07 damages are still uncollected.

**Contract clauses that matter** (base text — note the view says amendments A1/A2 are *not* merged in):

| § | What it says | Why it matters |
|---|---|---|
| 7.3 | Residential routes done within **12 h** of declared storm end | the standard |
| 7.4 | **$1,200 per route per 6-hour period** (or portion) beyond standard, capped at **10%** of the month's invoice | the damages |
| 7.6 | City may deduct LDs/overpayments from *any* amount due | lets us take January's damages off February |
| 7.8 | Substitute equipment must carry AVL; if AVL is missing, City records control | relevant to R-19 |
| 12.2 | Written notice of dispute within **10 business days** of receipt; meet-and-confer within 15 business days after notice | our clock |
| 12.4 | Undisputed amounts paid within 30 days (Prompt Payment Ordinance) | we must still pay the rest |

**Deadline:** received Fri 2025-02-28 → 10 business days → **Friday March 14** is the last day for our written notice.

## Late routes (AVL)

| Event | Route | Hours after storm end | Over standard | 6-h periods | LDs @ $1,200 |
|---|---|---|---|---|---|
| SE-07 | R-12 | 25.5 | 13.5 h | 3 | $3,600 |
| SE-07 | R-14 | 15.0 | 3.0 h | 1 | $1,200 |
| SE-09 | R-12 | 29.0 | 17.0 h | 3 | $3,600 |
| SE-09 | R-19 | no AVL completion; inspector FV-0212-031 found it done 2025-02-13 15:30 = **45.5 h** | 33.5 h | 6 | $7,200 |
| SE-09 | R-21 | 13.5 | 1.5 h | 1 | $1,200 |
| **Total** | | | | **14** | **$16,800** |

Cap check: 10% of $186,420 = $18,642, so $16,800 is under the cap and fully recoverable against this invoice.

**Caveats before we commit to a number**
- **R-19 (SE-09)** is the soft spot. AVL shows NL-T22 parked at Larchmont Ct from 23:41 and towed at 04:10 — Northline will almost certainly say the route was finished by a substitute truck. Under §7.8 a substitute without AVL doesn't help them, but expect the argument.
- The report applied the base 12-hour standard only. I haven't yet checked whether an amendment changes anything.

## Suggested next steps
1. Put the invoice on a **partial hold** for the disputed $16,800 in the ERP so the rest can move on normal terms.
2. Draft the **notice of dispute** under §12.2 for your review, well ahead of March 14.

Shall I place the hold and draft the notice?""", tag="analysis1")

    c.user("""Yes — hold only the disputed part, the undisputed balance gets paid on normal terms, I don't want AP or the Prompt Payment people on my back. Then draft the notice.

Side question: who's their contract manager these days? It used to be Greg Tamsin, he signed everything last year.""", tag="u2")

    c.calls("Placing the partial hold and checking the vendor master for Northline's current contacts.", [
        ("erp_invoice_hold", {"invoice_id": "INV-NL-2025-0214", "hold_type": "partial", "hold_amount": 16800.00,
                              "reason_code": "LD-DISPUTE",
                              "note": "Liquidated damages PW-2024-117 s.7.4/7.6: SE-07 R-12 (3 periods), R-14 (1); SE-09 R-12 (3), R-19 (6), R-21 (1). 14 periods x $1,200. Notice of dispute to follow under s.12.2.",
                              "release_undisputed": True},
         """HOLD PLACED
hold_id: HLD-55821
invoice: INV-NL-2025-0214 (vendor V-10442 Northline Snow & Ice Services LLC)
type: partial   reason: LD-DISPUTE   revision: 1
held amount: $16,800.00
undisputed amount: $169,620.00 -> released to approval queue, scheduled payment run PR-2025-03-21 (due date 2025-03-30 satisfied)
invoice status: was "Received / Pending approval", now "Partially held"
audit: created by dokafor (via contracts-assistant) 2025-03-04 10:42
warning: Prompt Payment Ordinance MHMC 3.14 requires written notice of the disputed amount to the vendor within 10 business days of receipt (by 2025-03-14). Hold will be flagged OVERDUE-NOTICE if no notice document is linked by then."""),
        ("vendor_contacts_get", {"vendor_id": "V-10442", "include_inactive": True},
         """VENDOR V-10442  Northline Snow & Ice Services LLC   status ACTIVE   W-9 on file 2024-08-30
address: 4410 Quarry Road, Marlow Heights   AP remit: acct ****4471   1099: yes
contracts: PW-2024-117 (active, ends 2025-04-15), PW-2022-063 (closed 2023-04-15)

contacts:
 role                          | name            | email                        | phone     | status
 Contract Manager (designated) | Greg Tamsin     | gtamsin@northlinesnow.com    | 555-0139  | INACTIVE since 2025-02-14 - left company (vendor letter rcvd 2025-02-18)
 Operations Director           | Marisol Vega    | mvega@northlinesnow.com      | 555-0142  | ACTIVE - designated contract representative from 2025-02-14 per vendor letter
 Dispatch desk (24h in season) | S. Pruitt / rotating | dispatch@northlinesnow.com | 555-0150 | ACTIVE
 Accounts receivable           | Hannah Ostrowski| ar@northlinesnow.com         | 555-0131  | ACTIVE
 Outside counsel (FYI only)    | Ben Achebe, Harper & Lisle LLP | bachebe@harperlisle.com | 555-0188 | listed by vendor 2025-02-18

notes: vendor letter 2025-02-18 asks that notices under contract s.18 go to Marisol Vega by mail and e-mail.

performance history (contracts office records):
 season  | contract    | storm events | LDs assessed | LDs collected | notes
 2022-23 | PW-2022-063 | 11           | $6,400.00    | $6,400.00     | 2 late routes zone 4 (R-12 twice); deducted from March 2023 invoice
 2023-24 | PW-2022-063 | 7 (ext.)     | $0.00        | $0.00         | light winter; one complaint escalation (Hawthorne hill)
 2024-25 | PW-2024-117 | 10 to date   | not yet assessed | -          | Jan invoice INV-NL-2025-0117 paid in full 2025-02-10

insurance: COI on file (A1), general liability $2M/$4M, auto $1M, expires 2025-10-31
payment terms: Net 30, ACH; no open offsets; no other holds"""),
    ], tag="hold")

    c.model("""Done — **HLD-55821** holds $16,800.00; the undisputed **$169,620.00** is queued for payment run PR-2025-03-21, inside the 30-day window. The ERP will flag the hold if no notice is linked by 2025-03-14.

**Contract manager:** Greg Tamsin left Northline — inactive since 2025-02-14. Their designated contract representative is now **Marisol Vega**, Operations Director (mvega@northlinesnow.com, 555-0142). Their letter asks that §18 notices go to her by mail and e-mail. They also listed outside counsel (Ben Achebe, Harper & Lisle) "FYI".

## Draft — Notice of Dispute (for your review)

> **City of Marlow Heights — Department of Public Works, Contracts Office**
> 200 Civic Plaza, Room 310
>
> March 4, 2025 — *by e-mail and first-class mail*
>
> Marisol Vega, Operations Director, Northline Snow & Ice Services LLC, 4410 Quarry Road, Marlow Heights
>
> **Re: Notice of Dispute — Invoice INV-NL-2025-0214 — Contract PW-2024-117**
>
> Under Section 12.2 of the Contract, the City gives notice that it disputes **$16,800.00** of the above invoice ($186,420.00, received February 28, 2025).
>
> The disputed amount is liquidated damages under Section 7.4 for residential routes not completed within the 12-hour service standard of Section 7.3, deducted under Section 7.6:
>
> | Event | Route | Hours | Periods | Amount |
> |---|---|---|---|---|
> | SE-07 | R-12 | 25.5 | 3 | $3,600 |
> | SE-07 | R-14 | 15.0 | 1 | $1,200 |
> | SE-09 | R-12 | 29.0 | 3 | $3,600 |
> | SE-09 | R-19 | 45.5 (inspector verified; no AVL) | 6 | $7,200 |
> | SE-09 | R-21 | 13.5 | 1 | $1,200 |
>
> The undisputed balance will be paid in accordance with Section 12.4. The City proposes to meet and confer within 15 business days as provided in Section 12.2.
>
> Dana Okafor, Contracts Officer

I'd send it to Marisol with a cc to Ben Achebe since they listed him, plus a mailed copy to Quarry Road. Want me to send it?""", tag="draft1")

    c.user("""Two problems. The rate's wrong — Amendment 2 changed the damages, it's $950 per period now, not twelve hundred. Check the amendment, there may be other stuff in it.
And do NOT cc their lawyer. It goes to Marisol only, cc our side: Rachel Lindqvist at the City Attorney's office.""", tag="u3")

    c.calls("Pulling Amendment 2.", [
        ("contract_doc_get", {"contract_id": "PW-2024-117", "document": "PW-2024-117-A2", "view": "full"}, D.AMENDMENT_2),
    ], tag="a2")

    c.calls("""You're right — Amendment 2 replaced §7.4: **$950 per route per 6-hour period**, and the monthly cap rose from 10% to **12%**. It also added **§7.3(b)**: time when City-furnished salt was unavailable at the route's designated City facility (per the Operations log) is excluded from the service clock. For Zone 5 (R-17 to R-24) the designated facility is **Salt Dome B**, so that could affect R-19 and R-21 in SE-09.

At $950 the 14 periods come to **$13,300**. I'm amending the hold to that now and searching the Operations log for any Dome B outage during SE-09.""", [
        ("erp_invoice_hold_amend", {"hold_id": "HLD-55821", "new_amount": 13300.00,
                                    "note": "Rate corrected per Amendment PW-2024-117-A2 s.7.4: 14 periods x $950.00. Cap now 12% ($22,370.40)."},
         """HOLD AMENDED
hold_id: HLD-55821   revision: 2
held amount: was $16,800.00, now $13,300.00
undisputed amount: was $169,620.00, now $173,120.00 (payment run PR-2025-03-21)
audit: amended by dokafor (via contracts-assistant) 2025-03-04 11:20"""),
        ("ops_log_search", {"date_from": "2025-02-11", "date_to": "2025-02-12",
                            "keywords": ["salt", "dome", "closure", "Zone 5"], "limit": 50}, D.ops_log()),
    ], tag="a2fix")

    c.model("""## Dome B was closed for 6.5 hours during SE-09

Entry **OPS-2025-0211-14** (R. Dunn): *Salt Dome B closed 20:10 Feb 11 → reopened 02:40 Feb 12 (loader L-7 failure), Zone 5 routes R-17 to R-24 could not reload.* It is tagged MATERIALS-UNAVAILABLE, which is exactly what §7.3(b) refers to. The closure falls entirely inside the SE-09 service window (storm end 18:00 Feb 11).

Applying the 6.5-hour exclusion to the two Zone 5 routes:

| Route | Raw hours | Excluded | Counted hours | Over 12 h | Periods |
|---|---|---|---|---|---|
| R-19 | 45.5 | 6.5 | 39.0 | 27.0 | 5 (was 6) |
| R-21 | 13.5 | 6.5 | 7.0 | — | 0 (was 1) |

R-12 and R-14 are Zone 4 (Dome A), so no change for them.

## Two ways to go

| | **Option A — apply §7.3(b)** | **Option B — claim without exclusion** |
|---|---|---|
| Periods | 12 | 14 |
| Amount | **$11,400** | $13,300 |
| Basis | Matches the amendment as written | Leaves it to Northline to raise the exclusion |
| Risk | Lowest; nothing for them to knock down | They'll cite OPS-2025-0211-14 at the meeting and we lose credibility on the rest |
| Cap (12% = $22,370.40) | under | under |

I'd go with **A**: the exclusion is mandatory ("shall be excluded"), the log entry is our own record, and claiming money we know isn't owed weakens our position on R-19, which is the contested item anyway.""", tag="options")

    c.user("A. Fix the hold and redo the notice.", tag="u4")

    c.calls("Amending the hold to the Option A figure and saving the revised notice as a document.", [
        ("erp_invoice_hold_amend", {"hold_id": "HLD-55821", "new_amount": 11400.00,
                                    "note": "Option A: s.7.3(b) exclusion applied (Dome B closed 6.5 h, OPS-2025-0211-14). R-19 5 periods, R-21 0. 12 periods x $950."},
         """HOLD AMENDED
hold_id: HLD-55821   revision: 3
held amount: was $13,300.00, now $11,400.00
undisputed amount: was $173,120.00, now $175,020.00 (payment run PR-2025-03-21)
audit: amended by dokafor (via contracts-assistant) 2025-03-04 14:05"""),
        ("document_create", {"template": "notice-of-dispute", "contract_id": "PW-2024-117", "invoice_id": "INV-NL-2025-0214",
                             "addressee": "Marisol Vega, Operations Director, Northline Snow & Ice Services LLC",
                             "disputed_amount": 11400.00, "link_hold": "HLD-55821",
                             "body_items": ["SE-07 R-12 25.5 h 3 periods $2,850", "SE-07 R-14 15.0 h 1 period $950",
                                            "SE-09 R-12 29.0 h 3 periods $2,850",
                                            "SE-09 R-19 45.5 h less 6.5 h excluded under s.7.3(b) = 39.0 h, 5 periods $4,750",
                                            "SE-09 R-21 13.5 h less 6.5 h = 7.0 h, within standard, no damages"],
                             "legal_basis": "Sections 7.3, 7.3(b) as amended, 7.4 as amended by PW-2024-117-A2, 7.6, 7.8, 12.2",
                             "signatory": "Dana Okafor, Contracts Officer"},
         """DOCUMENT CREATED
doc_id: DOC-NTC-0312   version: 1   template: notice-of-dispute (legal-approved 2023)
title: Notice of Dispute - Invoice INV-NL-2025-0214 - Contract PW-2024-117
linked: hold HLD-55821 (ERP notice flag cleared), contract PW-2024-117
pages: 2   status: DRAFT - not sent
preview: "...the City disputes $11,400.00 of the above invoice... liquidated damages under Section 7.4, as amended by Amendment PW-2024-117-A2 ($950.00 per route per six-hour period)... the City has excluded 6 hours 30 minutes from the service computation for routes R-19 and R-21 in event SE-09 under Section 7.3(b)..." """),
    ], tag="notice")

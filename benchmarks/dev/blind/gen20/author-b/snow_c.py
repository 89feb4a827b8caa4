"""Snow-removal dispute, part C: term sheet, meeting outcome, salt overbilling, amendment."""
import snow_data as D

TERMS_BODY = """Ms. Vega,

Thank you for your e-mail of March 10. After review with the City Attorney's office, the City proposes the following to resolve the Notice of Dispute on Invoice INV-NL-2025-0214 (case DSP-2025-009). This is a settlement proposal for discussion at our March 24 meeting and is not binding until a written amendment is executed.

1. Liquidated damages for SE-07 R-12 ($2,850.00), SE-07 R-14 ($950.00) and SE-09 R-12 ($2,850.00), total $6,650.00, stand as noticed.
2. The City will waive the liquidated damages for SE-09 R-19 ($4,750.00), on condition that Northline installs operating AVL units reporting to the City fleet system on truck NL-T31 and on every spare or substitute truck used under the Contract by April 4, 2025.
3. Items 1 and 2 will be recorded in a formal Amendment 3 to Contract PW-2024-117. If the AVL condition is not met, the waiver lapses and the City will deduct the R-19 amount under Section 7.6.
4. On execution of Amendment 3 the City will release $4,750.00 of the amount currently held on the invoice.

The meeting is confirmed for Monday, March 24 at 9:30 am in DPW conference room B.

Regards,
Dana Okafor
Contracts Officer, DPW"""

SALT_BODY = """Ms. Vega,

Thank you for the productive meeting on March 24. To confirm where we landed and one further item:

1. Settlement (to be recorded in Amendment 3 to Contract PW-2024-117):
   - The City waives the SE-07 liquidated damages (R-12 and R-14, $3,800.00) in exchange for Northline adding route R-25 (Birch Hollow) to Schedule A from March 25, 2025 through the end of the season at no additional standby fee.
   - The City waives the SE-09 R-19 liquidated damages ($4,750.00) on condition that operating AVL units are installed on NL-T31 and all spare trucks by April 4, 2025.
   - Liquidated damages of $2,850.00 for SE-09 R-12 stand.
   The City expects Amendment 3 to be signed before the AVL deadline. On execution, the City will release $8,550.00 of the amount held on Invoice INV-NL-2025-0214 and retain $2,850.00.

2. Invoice line 14 (de-icing salt, 212 tons at $96.00/ton, $20,352.00): Section 4.3 allows billing only for contractor-furnished salt. The City's materials issue log records 148.0 tons drawn by Northline trucks from City Salt Domes A and B in February. The City therefore considers $14,208.00 (148 tons at $96.00) to have been overbilled. Because the undisputed balance has already been paid, the City will recover this amount under Sections 15.1 and 7.6 by offset against Northline's March 2025 invoice. If Northline's scale tickets show a different split, please send them and we will reconcile.

Regards,
Dana Okafor
Contracts Officer, DPW"""

MARISOL_2 = """From: Marisol Vega <mvega@northlinesnow.com>
To: Dana Okafor <dokafor@marlowheights.gov>
Cc: rlindqvist@marlowheights.gov, Tom Reyes <treyes@northlinesnow.com>
Date: 2025-03-26 11:03
Subject: RE: Meet and confer follow-up - PW-2024-117 - settlement terms and invoice line 14
Attachments: Trakwise_quote_Q-22817.pdf

Dana,

1. Amendment 3: we agree with the terms as you set them out - the SE-07 waiver for R-25, the R-19 waiver with the AVL condition and the $2,850 for R-12. One problem: Trakwise, our AVL installer, cannot fit the units on NL-T31 and the four other spares (NL-T29, NL-T30, NL-T32, NL-T33) before April 9 - quote attached, they are booked solid with the county fleet. Can the amendment say April 9? We will have the trucks at their shop first thing that morning.

2. Salt: we don't agree with 148 tons. Our own scale records show 121 tons drawn from your domes in February; the rest of what we billed came from our Quarry Road pile. Some of the City tickets look like they were keyed to our vendor number for Keller Bros loads on the 19th. We'll send copies of all our February scale tickets by March 28 so we can reconcile line by line. Please don't take any offset until we've done that.

3. I'm on leave from April 1 for three weeks. Tom Reyes, our Deputy Operations Manager (treyes@northlinesnow.com, 555-0147), will sign Amendment 3 for Northline and is your contact while I'm out. Please send the signature copy to him.

Thanks for getting this moving.

Marisol

-----Original Message-----
From: Dana Okafor <dokafor@marlowheights.gov>
Sent: Monday, March 24, 2025 3:44 PM
To: Marisol Vega <mvega@northlinesnow.com>
Cc: rlindqvist@marlowheights.gov
Subject: Meet and confer follow-up - PW-2024-117 - settlement terms and invoice line 14

""" + "\n".join("> " + ln for ln in SALT_BODY.splitlines()) + D.TRAKWISE


def part_c(c):
    c.user("""Talked to Rachel. Her view: we waive the SE-09 R-19 damages, but ONLY if Northline puts working AVL units on NL-T31 and every spare truck by March 31, and we write it up as a formal Amendment 3 — not a side letter. Everything else in the notice stands.

Also Rachel can't do the 20th. Move the meeting to Monday March 24, 9:30 am, same room.""", tag="u9")

    c.calls("Moving the meeting first.", [
        ("calendar_update_event", {"event_id": "EVT-88213", "start": "2025-03-24T09:30:00-05:00", "end": "2025-03-24T11:00:00-05:00",
                                   "room": "DPW-3-ConfB", "send_updates": "all",
                                   "message": "Rescheduled at the City's request (City Attorney's availability). Same room and dial-in."},
         """EVENT UPDATED
event_id: EVT-88213   revision: 2
when: was Thursday 2025-03-20 15:30-17:00, now Monday 2025-03-24 09:30-11:00 (CT)
room: DPW-3-ConfB - BOOKED (released 2025-03-20 slot)
updates sent: mvega@northlinesnow.com (external), rlindqvist@marlowheights.gov
case DSP-2025-009: task T2 note added 'meet and confer 2025-03-24 09:30 (inside s.12.2 window ending 2025-03-26)'"""),
    ], tag="move")

    c.model("""Done — **EVT-88213** moved to **Monday March 24, 9:30–11:00**, room B, updates sent to Marisol and Rachel. Still inside the §12.2 window (ends March 26).

## Draft settlement proposal (for your review)

| Item | Amount | Treatment |
|---|---|---|
| SE-07 R-12 | $2,850 | stands |
| SE-07 R-14 | $950 | stands |
| SE-09 R-12 | $2,850 | stands |
| SE-09 R-19 | $4,750 | **waived**, conditional on AVL on NL-T31 + all spares by **March 31** |
| **Net damages** | **$6,650** | SE-07 subtotal $3,800; SE-09 subtotal $2,850 |

- Everything recorded in **Amendment 3** to PW-2024-117; if the AVL condition isn't met, the waiver lapses and we deduct R-19 under §7.6.
- HLD-55821 stays at $11,400 until Amendment 3 is executed; then we release the $4,750.
- Marked "settlement proposal — not binding until amendment executed", per Rachel's usual language.

Shall I send it to Marisol with Rachel in cc?""", tag="terms")

    c.user("""Make the AVL deadline April 4, not March 31 — Marisol called me, their install shop is slammed. Otherwise fine. Send it to her, cc Rachel.""", tag="u10")

    c.calls("", [
        ("email_send", {"from": "dokafor@marlowheights.gov", "to": ["mvega@northlinesnow.com"], "cc": ["rlindqvist@marlowheights.gov"],
                        "subject": "Settlement proposal - Notice of Dispute INV-NL-2025-0214 - PW-2024-117",
                        "body": TERMS_BODY, "link_case": "DSP-2025-009"},
         """MESSAGE SENT
message_id: <20250313101544.9120@mail.marlowheights.gov>
to: mvega@northlinesnow.com   cc: rlindqvist@marlowheights.gov
subject: Settlement proposal - Notice of Dispute INV-NL-2025-0214 - PW-2024-117
sent: 2025-03-13 10:15
case DSP-2025-009: correspondence linked; case note 'settlement proposal sent: R-19 waiver conditional on AVL by 2025-04-04'"""),
    ], tag="termsent")

    c.model("Sent to Marisol at 10:15 with Rachel in cc, AVL deadline **April 4**, and logged on DSP-2025-009. Good luck on the 24th.", tag="termsok")

    c.user("""Meeting's done. Mostly good. They accept the terms we sent — SE-09 R-12 stands, R-19 waived with the AVL condition, April 4.

But Marisol wants the January SE-07 damages dropped too. In exchange they'd pick up a new route, R-25 — that's Birch Hollow, the new subdivision we just accepted — with no extra standby fee through the end of the season. I said we'd think about it.

And Rachel spotted something: line 14 of the invoice bills 212 tons of salt at $96/ton. I'm pretty sure a big chunk of that came out of our own domes. Can you check the materials issue log for February?""", tag="u11")

    c.calls("Pulling the February salt issues from City domes.", [
        ("materials_issue_log", {"material": "salt", "period_from": "2025-02-01", "period_to": "2025-02-28",
                                 "facilities": ["Dome A", "Dome B"], "include_all_vendors": True}, D.materials_log()),
    ], tag="salt")

    c.model("""## Salt — line 14 is overbilled

- Invoice line 14: **212 tons × $96 = $20,352**, billed as salt applied.
- §4.3: only **contractor-furnished** salt is payable at $96/ton; salt drawn from City domes "shall not be billed".
- Materials issue log: **148.0 tons** issued to Northline trucks (V-10442) from Domes A and B in February, on 40 tickets.

So at most 64 tons can be Northline's own salt. Overbilled: **148 × $96 = $14,208**; payable on line 14: no more than $6,144.

**Timing problem.** Our §12.2 dispute window closed on March 14, and this wasn't in the notice. But §12.3 says deemed acceptance is "without prejudice to the City's rights under Section 15", and **Section 15.1** lets us recover any overpayment found on audit by refund or by offset under §7.6. So we can still recover it, as an overpayment claim rather than an invoice dispute. Rachel should confirm she's comfortable with that basis — Northline's counsel may argue 12.3.

## The R-25 trade — what it's worth

| | Keep SE-07 damages | Trade for R-25 |
|---|---|---|
| SE-07 damages recovered | $3,800 | $0 |
| R-25 standby (§4.4: $1,750/month, prorated) | City pays ≈ $1,242 for Mar 25 – Apr 15 | $0 |
| Net to the City | +$3,800 − $1,242 = **+$2,558** | $0 |
| Other effects | January fight stays open (the §12.3 argument) | January argument goes away; Birch Hollow covered with no procurement |

Financially keeping the damages is ~$2,558 better, but the trade removes the weakest part of our claim (January was paid without deduction) and gets Birch Hollow plowed without an emergency procurement. Either is defensible; the trade is the cleaner close.""", tag="saltcalc")

    c.user("""Go with the trade — waive SE-07 and take R-25 at no standby fee. For the salt, put a second hold on the invoice for $14,208 and tell Marisol we're disputing line 14 under the audit clause. Let me see the e-mail before it goes.""", tag="u12")

    c.calls("""Placing the salt hold. On HLD-55821 I'll leave it at $11,400 for now rather than cutting it today: once Amendment 3 is executed we release $8,550 ($4,750 for R-19 plus $3,800 for SE-07) and keep $2,850 for SE-09 R-12. That way nothing is released before the waivers are in writing.""", [
        ("erp_invoice_hold", {"invoice_id": "INV-NL-2025-0214", "hold_type": "partial", "hold_amount": 14208.00,
                              "reason_code": "OVERBILL-MATERIALS",
                              "note": "Line 14 salt: 148.0 t drawn from City domes (materials issue log, Feb 2025) billed at $96/t contrary to s.4.3. Recovery under s.15.1."},
         """ERROR 409 HOLD_EXCEEDS_OPEN_BALANCE
invoice: INV-NL-2025-0214   status: Partially paid / Partially held
invoice total: $186,420.00
paid: $175,020.00 - payment run PR-2025-03-21, disbursed 2025-03-21 (ACH trace 0217-55310)
open balance: $11,400.00 - fully held under HLD-55821 (rev 3)
requested hold: $14,208.00 - exceeds open balance by $2,808.00
no hold created.
hint: to recover amounts already paid use erp_offset_create (applies against future invoices of vendor V-10442) or a vendor refund request."""),
    ], tag="hold2")

    c.model(f"""The hold was refused: payment run PR-2025-03-21 already **disbursed $175,020.00 on March 21**, and the only money left on this invoice is the $11,400 already held under HLD-55821. We can't hold $14,208 against it.

**Fix:** record an **offset** against Northline's next invoice (March, due by the 5th business day of April — about April 7) under §7.6 and Section 15.1. That's what the ERP suggests, and it matches the wording already in the e-mail.

## Draft e-mail to Marisol (not sent)

> **Subject:** Meet and confer follow-up — PW-2024-117 — settlement terms and invoice line 14
>
{chr(10).join("> " + line if line else ">" for line in SALT_BODY.splitlines())}

OK to send, and to create the offset for $14,208 against the March invoice?""", tag="offsetplan")

    c.user("""Ugh, right, the run went out Friday. Fine — offset against the March invoice. The e-mail is good, it already says we expect the amendment signed before the AVL deadline. Send it, and get Amendment 3 drafted so Rachel can review it.""", tag="u13")

    c.calls("Creating the offset, sending the e-mail and drafting Amendment 3.", [
        ("erp_offset_create", {"vendor_id": "V-10442", "contract_id": "PW-2024-117", "amount": 14208.00,
                               "apply_to": "next_invoice", "source_invoice": "INV-NL-2025-0214", "source_line": 14,
                               "reason": "Overpayment - City-furnished salt billed as contractor salt (148.0 t x $96), s.4.3; recovery under s.15.1 and s.7.6",
                               "case_id": "DSP-2025-009"},
         """OFFSET CREATED
offset_id: OFS-2025-0031   status: PENDING (applies to next posted invoice of V-10442)
amount: $14,208.00   vendor: V-10442 Northline Snow & Ice Services LLC
source: INV-NL-2025-0214 line 14   basis: s.4.3 / s.15.1 / s.7.6
expected target: March 2025 invoice (not yet received)
note: AP will show the offset as a deduction line on the remittance advice; vendor is notified automatically on application."""),
        ("email_send", {"from": "dokafor@marlowheights.gov", "to": ["mvega@northlinesnow.com"], "cc": ["rlindqvist@marlowheights.gov"],
                        "subject": "Meet and confer follow-up - PW-2024-117 - settlement terms and invoice line 14",
                        "body": SALT_BODY, "link_case": "DSP-2025-009"},
         """MESSAGE SENT
message_id: <20250324154402.1180@mail.marlowheights.gov>
to: mvega@northlinesnow.com   cc: rlindqvist@marlowheights.gov
sent: 2025-03-24 15:44   case DSP-2025-009: correspondence linked"""),
        ("contract_amendment_draft", {"contract_id": "PW-2024-117", "amendment_no": 3, "template": "amendment-standard",
                                      "clauses": [
                                          "City waives liquidated damages for SE-07 routes R-12 and R-14 ($3,800.00) noticed in DOC-NTC-0312.",
                                          "Route R-25 (Birch Hollow subdivision, Zone 5, designated facility Salt Dome B) is added to Schedule A from 2025-03-25 to 2025-04-15; no standby fee is payable for R-25 notwithstanding s.4.4; event rates under s.4.2 apply.",
                                          "City waives liquidated damages for SE-09 route R-19 ($4,750.00) on condition that operating AVL units reporting to the City fleet system are installed on NL-T31 and all spare and substitute trucks by 2025-04-04. If not, the waiver lapses and the City deducts the amount under s.7.6.",
                                          "Liquidated damages of $2,850.00 for SE-09 route R-12 are final and are retained from Invoice INV-NL-2025-0214."],
                                      "route_to": ["rlindqvist@marlowheights.gov"], "case_id": "DSP-2025-009"},
         """AMENDMENT DRAFT CREATED
amendment_id: PW-2024-117-A3   version: 1   status: DRAFT - LEGAL REVIEW
contract: PW-2024-117   template: amendment-standard
clauses: 4   schedule changes: Schedule A + R-25 (Birch Hollow)
routed to: rlindqvist@marlowheights.gov (legal review, SLA 3 business days)
signature blocks: City - Director of Public Works (or delegate D. Okafor); Contractor - designated contract representative
case DSP-2025-009: linked""" + D.A3_PREVIEW),
    ], tag="offset")

    c.model("""Done.

- **Offset OFS-2025-0031** — $14,208.00, pending; it will come off Northline's March invoice.
- **E-mail** to Marisol sent 15:44 (Rachel cc): settlement terms, line 14 overbilling, offset notice.
- **Amendment 3** drafted as **PW-2024-117-A3** v1 and routed to Rachel for legal review (3-business-day SLA): SE-07 waiver for R-25, conditional R-19 waiver (AVL by 2025-04-04), $2,850 final for SE-09 R-12.

HLD-55821 stays at $11,400 until A3 is signed.""", tag="offsetdone")

    c.user("Marisol wrote back — read it.", tag="u14")

    c.calls("", [
        ("email_search", {"mailbox": "dokafor@marlowheights.gov", "query": "from:mvega@northlinesnow.com after:2025-03-24", "limit": 1},
         MARISOL_2),
    ], tag="read2")

"""Snow-removal dispute, part B: sending the notice, R-19 argument, meeting, term sheet."""
import snow_data as D

NOTICE_BODY = """Ms. Vega,

Please find attached the City's Notice of Dispute (DOC-NTC-0312) concerning Invoice INV-NL-2025-0214 under Contract PW-2024-117.

In summary, the City disputes $11,400.00 of the invoice total of $186,420.00. The disputed amount is liquidated damages under Section 7.4 of the Contract as amended by Amendment PW-2024-117-A2 ($950.00 per route per six-hour period), deducted under Section 7.6, for the following routes:

- SE-07 R-12: 25.5 h after storm end, 3 periods, $2,850.00
- SE-07 R-14: 15.0 h, 1 period, $950.00
- SE-09 R-12: 29.0 h, 3 periods, $2,850.00
- SE-09 R-19: 45.5 h (inspector verified; no AVL record), less 6.5 h excluded under Section 7.3(b), 5 periods, $4,750.00
- SE-09 R-21: 13.5 h less 6.5 h excluded = within standard, no damages

The undisputed balance of $175,020.00 will be paid under Section 12.4. A paper copy follows by first-class mail to 4410 Quarry Road under Section 18.

The City proposes to meet and confer within 15 business days as provided in Section 12.2; I will follow up with dates.

Regards,
Dana Okafor
Contracts Officer, Department of Public Works, City of Marlow Heights
200 Civic Plaza, Room 310 | dokafor@marlowheights.gov"""

MARISOL_1 = """THREAD: "Re: Notice of Dispute - Invoice INV-NL-2025-0214 - Contract PW-2024-117"   3 messages

[1] 2025-03-05 09:12  From: Dana Okafor <dokafor@marlowheights.gov>  To: mvega@northlinesnow.com  Cc: rlindqvist@marlowheights.gov
    (original notice, attachment DOC-NTC-0312.pdf)

[2] 2025-03-06 16:40  From: Dana Okafor  To: mvega@northlinesnow.com  Cc: rlindqvist@marlowheights.gov
    Subject: Meet and confer - PW-2024-117 - proposed dates  (Tue March 18 10:00 or Thu March 20 14:00, DPW conference room B)

[3] 2025-03-10 17:55  From: Marisol Vega <mvega@northlinesnow.com>  To: Dana Okafor  Cc: dispatch@northlinesnow.com
    Attachments: NL-T31_driver_log_2025-02-12.pdf (1 page), NL-T22_repair_order_RO-4471.pdf (2 pages)

Dana,

Thanks for the notice. We have gone through it with our route supervisors.

1. SE-07 R-12 and R-14, and SE-09 R-12: we don't dispute the AVL times. R-12 is the Hawthorne hill loop and we had a truck stuck on the grade both times. We accept those in principle and would like to talk about them at the meeting.

2. SE-09 R-19: we dispute this one entirely. Truck NL-T22 had a hydraulic failure at about 23:40 on Feb 11 on Larchmont Ct. Our dispatcher called your ops desk at 23:58 - well inside the 30 minutes in 7.7 - and sent our spare NL-T31, which finished R-19 at 09:30 on Feb 12 (driver log attached). That is 15.5 hours after storm end, and with the Dome B closure you already excluded, 9.0 hours - inside the standard. Your inspector did not get to Larchmont until the afternoon of the 13th, so 45.5 hours reflects when the City looked, not when we finished. NL-T31 is a spare and its AVL unit was on order; that is a paperwork point under 7.8, not a service failure.

3. Meeting: Thursday March 20 works, but could we make it 3:30 pm instead of 2:00? I'll bring Luis Ortega (zone 5 supervisor). Our counsel may dial in.

We'd like this settled quickly - the crews have worked hard this winter and the undisputed payment on the 21st matters to us.

Marisol Vega
Operations Director, Northline Snow & Ice Services LLC
mvega@northlinesnow.com | 555-0142"""
MARISOL_1 += D.DRIVER_LOG


def part_b(c):
    c.model("""Done.

- **HLD-55821** is now revision 3: **$11,400.00** held, **$175,020.00** undisputed in payment run PR-2025-03-21.
- Revised notice saved as **DOC-NTC-0312** v1 (draft, not sent) and linked to the hold, which clears the ERP's overdue-notice flag.

**What changed in the notice**

| Route | Before | Now |
|---|---|---|
| SE-07 R-12 | 3 × $1,200 | 3 × $950 = $2,850 |
| SE-07 R-14 | 1 × $1,200 | $950 |
| SE-09 R-12 | 3 × $1,200 | $2,850 |
| SE-09 R-19 | 6 periods | 5 periods (6.5 h excluded, §7.3(b)) = $4,750 |
| SE-09 R-21 | 1 period | none — within standard after exclusion |

The notice cites Amendment 2 for the rate and for the exclusion, so Northline can see we applied it in their favour.

Ready to go to **mvega@northlinesnow.com**, cc Rachel Lindqvist, with a paper copy by first-class mail to 4410 Quarry Road (§18 says notices go by mail too). Shall I send it?""", tag="ready")

    c.user("""Rachel read it first thing this morning, she's fine with it. Send it. And open a dispute case so Legal can track this — mailroom can do the paper copy off the case.""", tag="u5")

    c.calls("Sending the notice and opening the dispute case.", [
        ("email_send", {"from": "dokafor@marlowheights.gov", "to": ["mvega@northlinesnow.com"],
                        "cc": ["rlindqvist@marlowheights.gov"],
                        "subject": "Notice of Dispute - Invoice INV-NL-2025-0214 - Contract PW-2024-117",
                        "body": NOTICE_BODY, "attachments": ["DOC-NTC-0312"], "request_read_receipt": True},
         """MESSAGE SENT
message_id: <20250305091208.7731@mail.marlowheights.gov>
from: dokafor@marlowheights.gov   to: mvega@northlinesnow.com   cc: rlindqvist@marlowheights.gov
subject: Notice of Dispute - Invoice INV-NL-2025-0214 - Contract PW-2024-117
attachments: DOC-NTC-0312.pdf (2 pages, 118 KB)
sent: 2025-03-05 09:12
document DOC-NTC-0312: status was DRAFT, now ISSUED (v1, issued 2025-03-05)
read receipt: requested"""),
        ("case_create", {"type": "contract-dispute", "title": "Northline - INV-NL-2025-0214 liquidated damages (SE-07, SE-09)",
                         "contract_id": "PW-2024-117", "vendor_id": "V-10442", "owner": "dokafor",
                         "legal_contact": "rlindqvist@marlowheights.gov", "amount_in_dispute": 11400.00,
                         "links": ["INV-NL-2025-0214", "HLD-55821", "DOC-NTC-0312"],
                         "tasks": [{"assignee": "mailroom", "text": "First-class mail copy of DOC-NTC-0312 to Northline Snow & Ice Services LLC, 4410 Quarry Road, attn Marisol Vega (s.18)", "due": "2025-03-06"},
                                   {"assignee": "dokafor", "text": "Meet and confer under s.12.2 - within 15 business days of 2025-03-05", "due": "2025-03-26"}]},
         """CASE CREATED
case_id: DSP-2025-009   type: contract-dispute   status: OPEN
title: Northline - INV-NL-2025-0214 liquidated damages (SE-07, SE-09)
owner: dokafor   legal: rlindqvist@marlowheights.gov   amount in dispute: $11,400.00
links: INV-NL-2025-0214, HLD-55821, DOC-NTC-0312, contract PW-2024-117
tasks:
  T1 mailroom  - first-class copy of DOC-NTC-0312 to 4410 Quarry Road   due 2025-03-06   OPEN
  T2 dokafor   - meet and confer (s.12.2)                                due 2025-03-26   OPEN
watchers added: rlindqvist, dpw-contracts-shared"""),
    ], tag="send")

    c.model("""Done.

- Notice e-mailed to Marisol Vega at 09:12 (cc Rachel); **DOC-NTC-0312** is now *ISSUED* — well inside the March 14 deadline.
- Dispute case **DSP-2025-009** opened: mailroom task T1 for the paper copy (due tomorrow), and T2 for the meet-and-confer, which under §12.2 must happen **by March 26** (15 business days after today's notice).

Want me to propose meeting dates to Marisol?""", tag="sent")

    c.user("""Offer her Tue March 18 at 10:00 or Thu March 20 at 2:00 pm, DPW conference room B.

Side question while I think of it — can we really take the January SE-07 damages off the February invoice when January was paid in full? Feels like something they'll fight.""", tag="u6")

    c.calls("""**On January (SE-07):** yes, with one soft spot.

- **§7.6** lets the City deduct liquidated damages "from any amount due or to become due", so the February invoice is a proper place to recover January damages.
- The soft spot is **§12.3**: anything not disputed within 10 business days is "deemed accepted for purposes of payment". Northline could argue that by paying INV-NL-2025-0117 in full we accepted January. The answer is that LDs are a City claim under §7.4/§7.6, not a dispute over January's billed amounts, and §12.3 itself is "without prejudice" to the City's rights — but expect them to push on it, and it's worth asking Rachel to be ready for it.

Sending the date proposal now.""", [
        ("email_send", {"from": "dokafor@marlowheights.gov", "to": ["mvega@northlinesnow.com"], "cc": ["rlindqvist@marlowheights.gov"],
                        "subject": "Meet and confer - PW-2024-117 - proposed dates",
                        "body": "Ms. Vega,\n\nFurther to the City's Notice of Dispute of March 5 (DOC-NTC-0312), the City proposes to meet and confer under Section 12.2 on either:\n\n- Tuesday, March 18, 2025 at 10:00 am, or\n- Thursday, March 20, 2025 at 2:00 pm\n\nat DPW conference room B, 200 Civic Plaza, 3rd floor. Please let me know which works for Northline and who will attend.\n\nRegards,\nDana Okafor\nContracts Officer, DPW"},
         """MESSAGE SENT
message_id: <20250306164011.2207@mail.marlowheights.gov>
to: mvega@northlinesnow.com   cc: rlindqvist@marlowheights.gov
subject: Meet and confer - PW-2024-117 - proposed dates
sent: 2025-03-06 16:40
case DSP-2025-009: correspondence linked (auto, matched contract id)"""),
    ], tag="propose")

    c.user("Marisol answered. Pull it up.", tag="u7")

    c.calls("", [
        ("email_search", {"mailbox": "dokafor@marlowheights.gov", "query": "from:mvega@northlinesnow.com subject:\"INV-NL-2025-0214\"",
                          "include_thread": True, "newest_first": False}, MARISOL_1),
    ], tag="read1")

    c.model("""## Marisol's reply (March 10)

**Accepted in principle:** SE-07 R-12, SE-07 R-14, SE-09 R-12 — the AVL times aren't disputed (R-12 is the Hawthorne hill loop; they had a truck stuck on the grade both times).

**Disputed: SE-09 R-19** — their story:
- NL-T22 hydraulic failure ~23:40 Feb 11 on Larchmont Ct (matches our AVL: NL-T22 stationary from 23:41, towed 04:10).
- Dispatcher called our ops desk at **23:58** — within the 30 minutes required by §7.7.
- Spare truck **NL-T31** finished R-19 at **09:30 Feb 12** per their driver log → 15.5 h, or 9.0 h after the Dome B exclusion, i.e. *inside* the standard.
- NL-T31's AVL unit "was on order"; they call §7.8 a paperwork point.

**Meeting:** Thursday March 20 works, but she asks for **3:30 pm** instead of 2:00. She'll bring Luis Ortega (zone 5 supervisor); their counsel may dial in.

## How strong is their R-19 argument?

| Point | Their side | Our side |
|---|---|---|
| Breakdown notice (§7.7) | Called within 18 min — if our log shows it, this point is theirs | Needs checking in the desk call log |
| Completion time | Driver log says 09:30 Feb 12 | §7.8: substitute equipment *must* carry AVL; where AVL is missing, **City records control** — our only record is the inspector at 15:30 Feb 13 |
| Equities | They did send a substitute and probably did plow it | A self-made driver log is exactly what §7.8 was written to avoid |

On the contract, we win R-19: §7.8 expressly covers substitute equipment. On the equities it's closer, and it's $4,750 of the $11,400. I'd confirm the 23:58 call before the meeting so we aren't surprised.""", tag="r19")

    c.user("Check the desk's call log for that call. And confirm Thursday 3:30 with her — book room B.", tag="u8")

    c.calls("Checking the ops desk call log and booking the meeting (the invite goes to Marisol and Rachel as confirmation).", [
        ("ops_log_search", {"log": "ops_desk_calls", "from": "2025-02-11T23:00", "to": "2025-02-12T01:00",
                            "keywords": ["Northline", "NL-T22", "breakdown"]}, D.call_log()),
        ("calendar_create_event", {"organizer": "dokafor@marlowheights.gov",
                                   "title": "Meet and confer - Northline / PW-2024-117 (INV-NL-2025-0214)",
                                   "start": "2025-03-20T15:30:00-05:00", "end": "2025-03-20T17:00:00-05:00",
                                   "room": "DPW-3-ConfB",
                                   "attendees": ["mvega@northlinesnow.com", "rlindqvist@marlowheights.gov"],
                                   "description": "Section 12.2 meet and confer on Notice of Dispute DOC-NTC-0312 (case DSP-2025-009). Northline attending: Marisol Vega, Luis Ortega; counsel may dial in.",
                                   "send_invites": True, "add_dial_in": True},
         """EVENT CREATED
event_id: EVT-88213
title: Meet and confer - Northline / PW-2024-117 (INV-NL-2025-0214)
when: Thursday March 20, 2025 3:30 pm - 5:00 pm (CT)
room: DPW-3-ConfB (conference room B, capacity 10) - BOOKED
dial-in: +1 555-0199 x 448211
invites sent: mvega@northlinesnow.com (external), rlindqvist@marlowheights.gov
linked to case DSP-2025-009"""),
    ], tag="callcheck")

    c.model("""## Call confirmed — with a twist

**CALL-0211-118**, 23:58 Feb 11, Northline dispatch (S. Pruitt): *"Truck NL-T22 down on R-19, hydraulic failure at approx 23:40 … Substitute NL-T31 being sent … ETA 01:15."* So the §7.7 notice was given **18 minutes** after the breakdown — that point is Northline's.

But the same entry records the desk asking about AVL, and the dispatcher saying: *"it's one of the spares, I don't think it's got a unit yet."* So Northline **knew** on the night that NL-T31 had no AVL, which is exactly what §7.8 prohibits. That strengthens our position that the City's record (inspector, 45.5 h) controls.

**Meeting booked:** **EVT-88213**, Thursday March 20, 3:30–5:00 pm, conference room B, dial-in added; invites sent to Marisol and Rachel, linked to DSP-2025-009.

**Where R-19 stands:** contractually ours; practically, they gave proper notice and probably did plow the route. A reasonable landing might be to trade the R-19 damages for something we actually want (AVL on their spare fleet, for one). Worth deciding with Rachel before the 20th.""", tag="confirmed")

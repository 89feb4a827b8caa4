"""Conversation 1: blind-film-festival-programming (English)."""
from lib import Conv
import film_world as W

SYSTEM = """You are Reel, the programming-operations assistant for the Lantern Bay International Film Festival (LBIFF), 8-12 October 2025.
You work for the programming team through tools: the master schedule (schedule_*), venue booking (venue_*), the DCP delivery tracker (dcp_*), the jury and guest systems (jury_*, guest_travel_*), the programming mailbox (email_*), the submission platform (submissions_*) and ticketing (ticketing_*).
Act through the tools when asked. Confirm before spending festival money or contacting anyone outside the festival unless the user has already told you to. Report every change with its record id.
Mailbox: programming@lbiff.org. Current date: Monday 29 September 2025 (local time)."""


def build():
    c = Conv("blind-film-festival-programming",
             "LBIFF 2025: finalising the competition screening schedule", SYSTEM)

    # ---------------------------------------------------------------- turn 1
    c.user("""Morning. Box office wants the competition strand locked by Thu 2 Oct 17:00 so they can open sales Fri 3 Oct 10:00, so this is the week. Can you pull the current draft and check it against the rules:

- every competition film gets two screenings, and the one with the director Q&A has to start after 18:00
- no competition screenings before 12:00 on weekdays (the schools programme has Regent Screen 1 in the mornings)
- venue hire for the strand stays inside the €16,500 cap
- every film needs a DCP that's either in the building or definitely arriving before its first screening, with a KDM that covers the venue it plays in

And please: no emails to filmmakers or their reps until I've signed off the schedule. Distributors about prints are fine.""", mark="u_goal")

    c.model("I'll pull the master schedule, the competition venue bookings, the DCP tracker and the selected-film records, then check each film against your four rules.",
            [("schedule_get", {"festival": "LBIFF25", "strand": "ALL", "from": "2025-10-08", "to": "2025-10-12", "include_bookings": True}),
             ("venue_bookings_list", {"festival": "LBIFF25", "strand": "COMPETITION", "include_shared": True}),
             ("dcp_tracker_list", {"festival": "LBIFF25", "strand": "ALL", "fields": ["route", "status", "audio", "server", "kdm_window"]}),
             ("submissions_list", {"festival": "LBIFF25", "section": "COMPETITION", "status": "SELECTED", "fields": ["tech", "premiere", "fees", "contacts", "guests"]})])
    bookings_txt, total0 = W.bookings_table()
    assert total0 == 14480
    c.tool([W.schedule_table(), bookings_txt, W.dcp_table(), W.submissions_list()], mark="t_first")

    c.model("""## Competition strand vs. your rules (schedule rev 13)

| Film | Screening 1 | Screening 2 | Q&A screening | Status |
|---|---|---|---|---|
| Quiet Harbours | SCR-111 Wed 19:00, REG-1 | SCR-112 Fri 14:00, REG-2 | SCR-111 (19:00) | ✅ |
| The Salt Line | SCR-114 Fri 19:00, REG-2 | SCR-115 Sun 12 Oct 13:00, REG-1 | SCR-114 (19:00) | ⚠️ provisional hold, 148 seats |
| Paper Moons | SCR-121 Thu 9 Oct 10:00, REG-1 | SCR-122 Sat 18:30, REG-1 | SCR-122 (18:30) | ❌ weekday morning |
| A Map of Small Fires | SCR-131 Thu 18:00, HAC-MAIN | SCR-132 Sat 12:30, REG-2 | SCR-131 (18:00) | ✅ |
| Nightjar | SCR-141 Thu 20:30, REG-1 | SCR-142 Sun 19:00, REG-1 | SCR-142 (19:00) | ⚠️ DCP not in the building |
| Winter Orchard | SCR-151 Wed 21:15, REG-2 | SCR-152 Sat 18:45, HAC-MAIN | SCR-152 (18:45) | ✅ |
| The Ferryman's Daughter | SCR-161 Thu 15:00, REG-2 | SCR-162 Fri 21:30, REG-1 | SCR-162 (21:30) | ✅ |
| Low Tide Radio | SCR-171 Wed 16:00, VESTA | SCR-172 Sat 20:45, VESTA | SCR-172 (20:45) | ✅ ends ~22:45, inside Vesta's 23:00 stop |

**Budget:** €14,480 committed against the €16,500 cap (that includes the €640 provisional hold on Screen 2), so €2,020 headroom.

### Competition by day and venue (rev 13)
| | REG-1 (320) | REG-2 (148) | HAC-MAIN (410) | VESTA (96) |
|---|---|---|---|---|
| **Wed 8** | 19:00 Quiet Harbours (Q&A) | 21:15 Winter Orchard | (Opening Gala 19:30) | 16:00 Low Tide Radio |
| **Thu 9** | 10:00 Paper Moons ❌ · 20:30 Nightjar | 15:00 Ferryman's Daughter | 18:00 A Map of Small Fires (Q&A) | — |
| **Fri 10** | 21:30 Ferryman's Daughter (Q&A) | 14:00 Quiet Harbours · 19:00 The Salt Line (Q&A, provisional) | — | — |
| **Sat 11** | 18:30 Paper Moons (Q&A) | 12:30 A Map of Small Fires | 18:45 Winter Orchard (Q&A) | 20:45 Low Tide Radio (Q&A) |
| **Sun 12** | 13:00 The Salt Line · 19:00 Nightjar (Q&A) | — | (Closing Gala 19:30) | — |

### 1. The Salt Line (SCR-114): needs a decision by tomorrow noon
The Q&A screening sits in Regent Screen 2 (148 seats) on **provisional hold VB-2025-0318, which lapses Tue 30 Sep 12:00**. The print is fine (DCP-0412-A delivered 24 Sep, Atmos+7.1), but its KDMs cover the Regent servers only.

| | A. Keep REG-2 | B. Move to HAC Main, Fri evening | C. Swap into REG-1 Fri 19:00 |
|---|---|---|---|
| Seats | 148 | 410 | 320 |
| Cost | €0 (confirm the hold) | release €640; HAC evening slot is €1,900 on the rate card, plus whatever surcharges apply | REG-1 is taken by SCR-301 (Nordic Voices) from 17:00, so another strand would have to move |
| Q&A after 18:00 | ✅ | ✅ | ✅ |
| Risks | turns people away for our likely best-seller | new KDM for HAC's server; HAC's sound format needs checking | touches another strand's booking |

I'd go with **B** if HAC is free. A Map of Small Fires already plays there on Thursday, so the room works for us.

### 2. Paper Moons (SCR-121): breaks the weekday-morning rule
Thursday 10:00 in Screen 1 is exactly the schools block. Two places it fits without touching another strand:
- **Thursday 13:00, Central Library Theatre** (120 seats; LIB is free until 15:15)
- **Friday 16:30, Regent Screen 2** (148 seats; free after Quiet Harbours clears at 15:28, and Regent lets us amend the existing booking across its screens)

Neither is the Q&A screening, so both are fine under the 18:00 rule. The Q&A stays on SCR-122 on Saturday.

### 3. Nightjar (SCR-141): print risk
DCP-0587-A is still on a DHL drive, **ETA 2025-10-07**, with a courier note from 27 Sep: "clearance pending - documents requested". That's one day before Thursday's SCR-141. It doesn't break the rule yet, but it's tight. I'll look at it in detail once the two fixes above are settled.

### 4. KDMs
Every delivered competition print has a KDM window covering the venues it's currently booked into. The only gap would come from moving Salt Line.

Which way on Salt Line, and which Paper Moons slot?""", mark="m_analysis1")

    # ---------------------------------------------------------------- turn 2
    c.user("B. What does it do to the budget? And what's the real interest number on Salt Line? Jonah keeps saying \"hundreds\".", mark="u_b")
    hac_fri = """venue_availability - HAC-MAIN, Harbour Arts Centre (Main Auditorium)
Date: Fri 10 Oct 2025   window requested: 17:00-23:59
Capacity: 410 seated (incl. 8 wheelchair spaces), stage 11 m, house lights DMX
Tech: Barco DP4K-32B projector, Dolby IMS3000 (certificate s/n 302114), Dolby CP950 processor - sound 5.1 only (no Atmos renderer, no 7.1 surround split)

Existing bookings on this date:
  09:00-13:30  CONFIRMED  HAC internal - Schools Dance Showcase rehearsal
  14:45-17:00  CONFIRMED  """ + W.vb_for("SCR-337") + """ (LBIFF25 DOCS, SCR-337 The Borrowed Letters)
  17:00-17:30  turnaround / cleaning (house rule, not bookable)
Free: 17:30-23:59 (building closes 00:30)

Rates - LBIFF partner card 2025 (rev. 2025-09-01):
  evening slot (start 17:30-21:00, max 4 h)              EUR 1,900
  technician surcharge, any slot running after 18:00     EUR   250   <- new in rev. 2025-09-01
  late finish, any minute after 23:00                    EUR   200
Quote for 18:30-21:30: EUR 1,900 + EUR 250 = EUR 2,150 (no late finish)
Confirmation: immediate on request. Cancellation < 10 days before date: 50% of fee."""
    c.model("Checking HAC Main for Friday evening and pulling the pre-sale interest figures.",
            [("venue_availability", {"venue": "HAC-MAIN", "date": "Fri 10 Oct", "from": "17:00", "to": "23:59", "include_rates": True, "include_tech_spec": True}),
             ("ticketing_interest_report", {"festival": "LBIFF25", "strand": "COMPETITION", "metric": ["interest", "member_prebook", "ratio"]})])
    c.tool([hac_fri, W.interest_report()], mark="t_hac")

    c.model("""HAC Main is free on Friday from 17:30. The numbers:

| Item | € |
|---|---|
| HAC evening slot (18:30-21:30) | 1,900 |
| Technician surcharge after 18:00 (new on their card since 1 Sep) | 250 |
| **HAC total** | **2,150** |
| Release Regent provisional hold VB-2025-0318 (free release) | −640 |
| **Strand total after the move** | **15,990** of 16,500 (€510 headroom) |

**Interest:** Jonah is right. SCR-114 has **612 interest registrations** against 148 seats (ratio 4.14, by far the highest in the strand). At the usual 38-46% conversion that's roughly 230-280 tickets. That fits HAC's 410 easily and would never fit Screen 2.

Before you commit, two things:
- **Sound:** HAC is **5.1 only**. DCP-0412-A is Atmos+7.1. Most Atmos packages carry a fallback that will play on a 5.1 chain, but the tracker doesn't say which. Worth asking Vanguard.
- **KDM:** the current Salt Line KDMs are for the Regent servers only. HAC's IMS3000 (s/n 302114) needs its own key. I can request it from Vanguard now, since distributors are fine to contact.

Shall I book HAC 18:30-21:30 and release the Regent hold?""", mark="m_quote")

    # ---------------------------------------------------------------- turn 3
    c.user("yes, book it. Release the Regent hold too, and ask Vanguard for the KDM and the 5.1 question in the same message.", mark="u_book")
    c.model("Booking HAC and releasing the Screen 2 hold in one step (the booking is linked to SCR-114 so the master schedule syncs), and sending the KDM request with the audio question.",
            [("venue_booking_create", {"festival": "LBIFF25", "strand": "COMPETITION", "venue": "HAC-MAIN", "date": "Fri 10 Oct",
                                       "window": "18:30-21:30", "rate": "partner card 2025: evening + technician", "linked_screening": "SCR-114",
                                       "release_booking_id": "VB-2025-0318",
                                       "notes": "SCR-114 The Salt Line moved from REG-2 for capacity (612 interest vs 148 seats). Director Q&A. House seats 40 (jury 6 / guests 14 / press 20).",
                                       "requested_by": "m.ostby"}),
             ("dcp_kdm_request", {"dcp_id": "DCP-0412-A", "supplier": "Vanguard Pictures BV", "target_server": "HAC-MAIN Dolby IMS3000 s/n 302114",
                                  "window_from": "2025-10-09 12:00", "window_to": "2025-10-13 23:59",
                                  "message": "Hello Vanguard team, The Salt Line's Friday screening (with Ilse's Q&A) has moved to the Harbour Arts Centre, Main Auditorium. Could you issue a KDM for the server above for the window given? Also: HAC's sound chain is 5.1 only (Dolby CP950, no Atmos renderer). Does the OV you sent us (DCP-0412-A) carry a 5.1-compatible track, or is there a 5.1 version file we should ingest? Many thanks, LBIFF Programming"})])
    c.tool(["""venue_booking_create: OK
booking_id: VB-2025-0342
venue: HAC-MAIN (Harbour Arts Centre, Main Auditorium, 410 seats)
date/window: Fri 10 Oct 2025, 18:30-21:30
status: CONFIRMED (LBIFF partner card 2025)
fee: EUR 1,900 evening slot + EUR 250 technician surcharge = EUR 2,150
cancellation terms: 50% of fee if cancelled < 10 days before date
released: VB-2025-0318 (REG-2 Fri 10 Oct 18:45-21:30, PROVISIONAL) - released without charge, Regent notified 11:02
schedule sync (linked SCR-114): master schedule revision 13 -> 14
  SCR-114 The Salt Line   venue: was REG-2 (148 seats) -> now HAC-MAIN (410 seats)
                          start 19:00 (unchanged), Q&A yes (unchanged), booking VB-2025-0342
  ticketing: EVT-25114 flagged 'venue/capacity changed - re-publish needed' (not published)
strand committed venue hire: EUR 15,990 / cap EUR 16,500""",
            """dcp_kdm_request: SENT
request_id: KDMR-5521
dcp: DCP-0412-A The Salt Line (SUB-25-0412), supplier Vanguard Pictures BV
target: HAC-MAIN Dolby IMS3000 s/n 302114 (certificate thumbprint 7f:3a:19:c0:...:e2)
window: 2025-10-09 12:00 -> 2025-10-13 23:59 (local)
sent to: kdm@vanguardpictures.nl  cc: programming@lbiff.org
message: included (audio question)
status: AWAITING SUPPLIER (typical turnaround 1-3 working days)"""], mark="t_book")

    c.model("""Done.

- **VB-2025-0342**: HAC Main, Fri 10 Oct 18:30-21:30, **€2,150**, confirmed.
- **VB-2025-0318** (Regent Screen 2) released at no charge.
- Schedule **rev 14**: SCR-114 The Salt Line is now in HAC-MAIN at 19:00 with the Q&A. Capacity went from 148 to 410.
- I set **40 house seats** on it (jury 6, guests 14, press 20), our usual for a gala-sized room, so ticketing will have 370 to sell once it's re-published.
- **KDMR-5521** sent to Vanguard for the HAC server (window 9-13 Oct), with the 5.1 question in the same message.
- Strand total: **€15,990** of €16,500.

Paper Moons is still open: **Thursday 13:00 at the Library Theatre**, or **Friday 16:30 in Regent Screen 2**?""", mark="m_house")

    # ---------------------------------------------------------------- turn 4 (terse)
    c.user("The Friday slot.", mark="u_friday")
    c.model("Amending Paper Moons' Regent booking to Screen 2 on Friday. It's linked to SCR-121, so the schedule follows.",
            [("venue_booking_amend", {"booking_id": "VB-2025-0305", "linked_screening": "SCR-121",
                                      "changes": {"venue": "REG-2", "date": "Fri 10 Oct", "window": "16:15-18:15", "screening_start": "16:30"},
                                      "reason": "Competition may not play before 12:00 on weekdays (schools programme holds REG-1 mornings)"})])
    c.tool(["""venue_booking_amend: OK
booking_id: VB-2025-0305 -> revision 2
  was: REG-1  Thu 9 Oct   09:45-12:00   EUR 980
  now: REG-2  Fri 10 Oct  16:15-18:15   EUR 640
  amendment fee: EUR 245 (Regent standard terms: change of screen inside 14 days of the date = 25% of original fee;
                 same-screen date changes are free once per booking)
  net change to strand: -EUR 95
released slot: REG-1 Thu 9 Oct 09:45-12:00 returned to Regent -> offered to LBIFF Schools programme (hold SCH-HOLD-12, 48 h)
schedule sync (linked SCR-121): revision 14 -> 15
  SCR-121 Paper Moons   was Thu 9 Oct 10:00 REG-1   now Fri 10 Oct 16:30 REG-2 (148 seats), ends 18:02
  ticketing: EVT-25121 flagged 're-publish needed'
strand committed venue hire: EUR 15,895 / cap EUR 16,500"""], mark="t_friday")
    c.model("""Done. **SCR-121 Paper Moons is now Fri 10 Oct 16:30, Regent Screen 2** (schedule rev 15, booking VB-2025-0305 rev 2).

One thing I didn't flag beforehand: Regent charges **€245** to move a booking to a different screen inside 14 days, so the net saving is only €95. Strand total is now **€15,895** of €16,500. The Thursday morning slot went back to Regent, who have offered it to the schools programme (hold SCH-HOLD-12).""", mark="m_friday")

    # ---------------------------------------------------------------- turn 5
    c.user("Fine. Nightjar next. Agnieszka at Kinoteka told me the drive shipped last week. Where is it actually?", mark="u_nightjar")
    c.model("Pulling the full tracker record for DCP-0587-A, with courier events and the supplier thread.",
            [("dcp_tracker_get", {"dcp_id": "DCP-0587-A", "include_courier_events": True, "include_supplier_messages": True, "include_lab_notes": True})])
    c.tool(["""dcp_tracker_get: DCP-0587-A
title: Nightjar (SUB-25-0587), dir. Tomasz Wierzba, PL, 97 min, 2K flat, 5.1, PL with EN subtitles burnt-in
supplier: Kinoteka Dystrybucja (Warsaw)
contact: Agnieszka Marek <agnieszka.marek@kinoteka-dist.pl>, +48 22 611 40 87
route: physical drive (CRU DX115 caddy, ext3), DHL Express waybill 4417 2093 58
status: CUSTOMS HOLD
ETA: was 2025-10-07 -> now 2025-10-10 (revised by DHL 2025-09-29 07:52)
linked screenings: SCR-141 (Thu 9 Oct 20:30, REG-1), SCR-142 (Sun 12 Oct 19:00, REG-1, Q&A)

courier events:
  2025-09-24 16:10  Warsaw PL          shipment picked up
  2025-09-25 03:44  Warsaw hub         processed
  2025-09-25 22:18  Leipzig hub DE     arrived at facility
  2025-09-26 09:02  Leipzig hub DE     clearance event: documents requested (commercial invoice value / temporary import)
  2025-09-27 11:30  Leipzig hub DE     held: awaiting importer documentation
  2025-09-29 07:52  Leipzig hub DE     estimated delivery revised

supplier messages:
  [2025-09-19 10:02] LBIFF (j.okafor): "Hi Agnieszka, print request for Nightjar attached: 2 screenings, Regent Screen 1 (Doremi IMS2000). Drive or download, whatever suits you."
  [2025-09-19 15:47] Agnieszka Marek: "Thanks Jonah. We'll send the drive - our lab prefers physical for first delivery. Expect it end of next week."
  [2025-09-26 14:20] Agnieszka Marek: "Drive left Warsaw on Wednesday, tracking above. Should be with you early next week."
  [2025-09-27 09:15] LBIFF (j.okafor): "Tracking shows a customs event in Leipzig - anything we need to send from our side?"
  [2025-09-27 16:40] Agnieszka Marek: "I think it's only the invoice value. I'll deal with it Monday, DHL office closed for the weekend."
  [2025-09-29 08:31] Agnieszka Marek: "Bad news: DHL in Leipzig want a pro-forma stating 'no commercial value, temporary import for festival screening, to be re-exported'. I've sent one this morning but they are slow and it's their third request. If you want to be safe we can give you the OV by Aspera today: NIGHTJAR_FTR-1_F_PL-EN-XX_51_2K_KIN_20250904_SMPTE_OV, 412 GB. KDMs can be issued for any server you name, window up to 8-13 Oct. Just tell me which."

lab notes (Northlight DCP Lab, festival contractor):
  Northlight can ingest and QC an Aspera package within 48 h of a completed download; QC = full play-through on the target screen, subtitle and sync check.
  Current Northlight queue: 3 packages (PANORAMA x2, RETRO x1), next free QC slots Tue 7 Oct 10:00, Tue 7 Oct 15:00, Wed 8 Oct 09:00 (too late for Wed screenings)."""], mark="t_dcp")

    c.model("""## Nightjar: where the drive is
It's **held by customs at DHL's Leipzig hub**, and has been since 26 Sep, over import paperwork (they want a "no commercial value, temporary import" pro-forma; Agnieszka sent one this morning, their third request). DHL has moved the ETA from 2025-10-07 to **2025-10-10**. That's *after* SCR-141 (Thu 9 Oct 20:30) and only two days before the Q&A screening SCR-142 (Sun 12 Oct 19:00).

Agnieszka has offered the OV by **Aspera today** (412 GB), with KDMs for any server we name.

### Options
| | What | Covers the Thursday screening? | Cost / risk |
|---|---|---|---|
| **A** | Take the Aspera OV now; Northlight ingests and QCs it | Yes, if QC passes (next Northlight slots Tue 7 Oct 10:00 or 15:00) | lab time only; no schedule change |
| **B** | Move SCR-141 off Thursday | not needed | Regent can move VB-2025-0312 to **Saturday at 21:00 in Screen 1** (free after Paper Moons' Q&A; the Midnight strand starts 23:15). Same-screen date change is free, but Saturday evening carries a +€150 premium |
| **C** | A + B | belt and braces | both |

I'd recommend **C**. The download takes customs out of the picture, and moving the Thursday screening gives us slack if the download or QC goes wrong. It would also put both Nightjar screenings on the weekend. Do you know when Tomasz is in town?

Budget check for B: €15,895 + €150 = €16,045, still inside €16,500.""", mark="m_nightjar_opts")

    # ---------------------------------------------------------------- turn 6
    c.user("C. Tomasz is only here Saturday and Sunday anyway, so a Saturday screening is better for him. Don't tell him yet though, he's a filmmaker, same rule.", mark="u_tomasz")
    c.model("Requesting the Aspera delivery with a Regent Screen 1 KDM and booking Northlight's Tuesday QC slot. Then moving SCR-141 to Saturday.",
            [("dcp_aspera_request", {"dcp_id": "DCP-0587-A", "package": "NIGHTJAR_FTR-1_F_PL-EN-XX_51_2K_KIN_20250904_SMPTE_OV", "size_gb": 412,
                                     "deliver_to": "Northlight DCP Lab (LBIFF contractor)", "qc_slot": "Tue 7 Oct 10:00, REG-1",
                                     "kdm_servers": ["REG-1 Doremi IMS2000 s/n 201877"], "kdm_window": "2025-10-07 08:00..2025-10-13 23:59",
                                     "message_to_supplier": "Thanks Agnieszka, yes please: Aspera today as a backup, and please keep pushing the DHL clearance too. KDM for Regent Screen 1 (server above) for the window given. The first Nightjar screening is moving to the weekend; we'll confirm the final times once our schedule is signed off."}),
             ("venue_booking_amend", {"booking_id": "VB-2025-0312", "linked_screening": "SCR-141",
                                      "changes": {"date": "Sat 11 Oct", "window": "20:45-22:45", "screening_start": "21:00"},
                                      "reason": "DCP-0587-A held in customs (ETA slipped); weekend suits the director's visit"})])
    c.tool(["""dcp_aspera_request: OK
job_id: ASP-77120
package: NIGHTJAR_FTR-1_F_PL-EN-XX_51_2K_KIN_20250904_SMPTE_OV (412 GB, 1 reel-set, SMPTE, 5.1)
supplier notified: agnieszka.marek@kinoteka-dist.pl (message attached)
destination: Northlight DCP Lab, Aspera node nl-lbiff-01 (1 Gbit/s, est. 1 h 50 min at full rate)
QC booked: Tue 7 Oct 10:00, REG-1 (Northlight tech: Joel Haddad), status HELD pending download completion
KDM request: KDMR-5530, REG-1 Doremi IMS2000 s/n 201877, 2025-10-07 08:00 -> 2025-10-13 23:59, to Kinoteka
physical shipment DHL 4417 2093 58: remains tracked; tracker will mark it SPARE once QC passes""",
            """venue_booking_amend: OK
booking_id: VB-2025-0312 -> revision 2
  was: REG-1  Thu 9 Oct   20:15-22:30   EUR 980
  now: REG-1  Sat 11 Oct  20:45-22:45   EUR 1,130 (Saturday evening premium +EUR 150)
  amendment fee: none (same screen, first date change)
schedule sync (linked SCR-141): revision 15 -> 16
  SCR-141 Nightjar   was Thu 9 Oct 20:30 REG-1   now Sat 11 Oct 21:00 REG-1, ends 22:37
  check: preceding SCR-122 Paper Moons + Q&A clears ~20:35; following SCR-290 (MIDNIGHT) 23:15, turnaround 38 min - OK
  ticketing: EVT-25141 flagged 're-publish needed'
strand committed venue hire: EUR 16,045 / cap EUR 16,500"""], mark="t_aspera")
    c.model("""Done.

- **Aspera job ASP-77120**: Kinoteka is sending the 412 GB OV to Northlight today. QC is booked for **Tue 7 Oct 10:00 in Regent Screen 1** (Joel Haddad). The Screen 1 KDM was requested as **KDMR-5530** (7-13 Oct).
- **SCR-141 Nightjar is now Sat 11 Oct 21:00, Regent Screen 1** (VB-2025-0312 rev 2, schedule rev 16). It ends 22:37, before the Midnight strand's 23:15.
- The DHL drive stays tracked and becomes the spare once QC passes.
- Strand total: **€16,045** of €16,500 (€455 headroom).
- Nothing has gone to Tomasz. My note to Agnieszka only says the first screening is moving to the weekend, with final times after sign-off.""", mark="m_aspera")

    # ---------------------------------------------------------------- turn 7: inbox
    c.user("Anything in the inbox I should know about before lunch?", mark="u_inbox")
    inbox = """email_search: programming@lbiff.org, query "is:unread newer_than:3d", 12 results (newest first)

[1] 2025-09-29 10:51  From: Regent Cinema Accounts <accounts@regentcinema.co>
    Subject: Pro-forma PF-25-1187 - LBIFF25 (updated)
    Body: Please find attached the updated pro-forma reflecting today's changes (VB-2025-0305 amendment fee, VB-2025-0318 released). Balance due 14 days after the event. Kind regards, Ruth Ellery, Accounts

[2] 2025-09-29 10:20  From: Olu Bankole <olu.bankole@lbiff.org>
    Subject: board on Wednesday
    Body: Maren - the board meets Wednesday morning. I'd like one line per strand on venue spend vs cap, and anything that's going to bite us. Keep it short please. O.

[3] 2025-09-29 09:58  From: Kino Vesta Operations <ops@kinovesta.org>
    Subject: Reminder: hard stop 23:00 during LBIFF
    Body: Hi all, a friendly reminder after last year: due to the residents' agreement, projection and house lights must be off by 23:00 sharp. Any screening or Q&A still running at 23:00 will be stopped by our duty manager. Thanks for understanding. - Petra Lund, Ops

[4] 2025-09-29 09:40  From: Harbour Travel - Guest Desk <guests@harbourtravel.co>
    Subject: SCHEDULE CHANGE - Ilse Vandermeer (The Salt Line) - KL1123
    Body: Dear LBIFF team,
      KLM has cancelled KL1123 AMS-LNB on Fri 10 Oct (dep 11:50, arr 14:05) as part of a schedule consolidation.
      We have protected your guest on the next available service:
        KL1127  Sat 11 Oct  dep AMS 07:55  arr LNB 09:40   (seat 4C, 1 x 23 kg)
      Return unchanged: KL1130 Mon 13 Oct dep LNB 15:20.
      Ms Vandermeer has been informed by KLM directly. Her hotel (Harbourside Hotel) is currently held Fri 10 - Mon 13 Oct (3 nights); please let us know if you would like the dates changed.
      Best regards, Nadia Kerr, Guest Desk, Harbour Travel (ref HT-LBIFF-0412)

[5] 2025-09-29 08:58  From: Rafael Ibarra <rafael.ibarra@ficmadrid.es>
    Subject: LBIFF jury - I'm so sorry
    Body: Dear Maren,
      I have to withdraw from the jury. My surgeon has brought forward the knee operation to 6 October and I won't be able to travel for at least three weeks. I am truly sorry to do this so late; I was looking forward to it very much.
      If it helps: Sunniva Dahl would be a natural chair. She ran the FIPRESCI jury in Bergen with a firm and kind hand.
      Un abrazo, Rafael Ibarra

[6] 2025-09-28 19:12  From: Hoshizora International <festivals@hoshizora-intl.jp>
    Subject: Winter Orchard - Q&A moderator?
    Body: Dear programmers,
      Thank you again for selecting Winter Orchard. Ms Sato asks whether the Saturday Q&A will have a JP-EN interpreter (she is comfortable in English for short answers but prefers to think in Japanese), and who will moderate. She would also like to know the running order of the evening, and whether she may bring her producer, Mr Ueda, on stage.
      Also: could you confirm the subtitle file in the DCP has been checked on your system? Last festival the subtitles were positioned too low on a scope screen.
      Thank you, Kenji Mori, Festival Relations, Hoshizora International, Tokyo

[7] 2025-09-28 17:45  From: Press Office <press@lbiff.org>
    Subject: accreditation numbers
    Body: FYI 214 press accreditations approved so far (last year 187): 61 national, 98 regional/local, 55 international. We'll need the usual press allocation on the competition galas (20 per gala-size screening, 8 in the smaller rooms), and three interview slots with Ilse Vandermeer that Vanguard asked for. Press screenings are in LIB on Mon 6 - Tue 7 Oct as usual. - Ada Nwosu, Press Office

[8] 2025-09-28 15:30  From: Nordhavn Bank Sponsorship <sponsorship@nordhavnbank.com>
    Subject: Logo placement - final artwork by 1 Oct
    Body: Dear LBIFF, as per the partnership agreement (clause 4.2), Nordhavn Bank's 30-second pre-roll runs before every Competition screening, and the Nordhavn Audience Award ballot is handed out at the door. Please confirm the pre-roll slot for the competition screenings and send final artwork approval for the ballot cards by 1 Oct. Regards, Tove Brandt, Partnerships

[9] 2025-09-28 11:02  From: Volunteers <volunteers@lbiff.org>
    Subject: Ushers rota v4
    Body: Rota v4 attached. Still short of 6 ushers on Saturday evening at HAC and Regent. - Sam

[10] 2025-09-27 22:40  From: newsletter@filmfestivalbiz.com
    Subject: This week in festival business: 10 ways to cut print traffic costs
    Body: (newsletter, 3,400 words)

[11] 2025-09-27 16:05  From: Brightwater Films <hello@brightwaterfilms.ie>
    Subject: Quiet Harbours - posters
    Body: 40 A1 posters are on their way by An Post, tracking RX 2281 0090 IE. Best, Orla

[12] 2025-09-26 17:03  From: Jonah Okafor <j.okafor@lbiff.org>
    Subject: rev 13 - what I changed
    Body: Maren, quick notes on rev 13 before the weekend:
      - Winter Orchard Q&A moved to the Saturday HAC screening (Hoshizora asked for the bigger room).
      - Paper Moons first screening is parked on Thu 10:00 in Screen 1 as a PLACEHOLDER. I know it clashes with the schools rule, I just needed it somewhere so the grid would validate. Needs a real home.
      - Salt Line Friday is still on the provisional Regent hold. Regent said they can't hold it past Tuesday noon.
      - I haven't touched the Dock bookings, they're the Outdoor team's.
      Have a good weekend. J.
    > (thread: 6 earlier messages collapsed)"""
    c.model("Checking the programming mailbox for unread mail from the last three days.",
            [("email_search", {"mailbox": "programming@lbiff.org", "query": "is:unread newer_than:3d", "limit": 20, "include_body": True})])
    c.tool([inbox], mark="t_inbox")

    c.model("Rafael has pulled out of the jury, so I'm getting the roster before I lay out the options.",
            [("jury_roster_get", {"festival": "LBIFF25", "jury": "COMPETITION", "include_reserves": True, "include_conflict_rules": True})])
    c.tool(["""jury_roster_get: LBIFF25 Competition Jury, roster revision 5 (2025-09-22, by m.ostby)
role     | name               | based in  | profession                              | status    | fee_eur | travel (inbound)        | notes
---------+--------------------+-----------+-----------------------------------------+-----------+---------+-------------------------+------------------------------------------
CHAIR    | Ibarra, Rafael     | Madrid    | programmer, FIC Madrid                  | CONFIRMED | 2000    | IB3702 Wed 8 Oct 10:15  | contract schedule B (chair)
MEMBER   | Dahl, Sunniva      | Oslo      | film critic, Morgenbladet               | CONFIRMED | 1500    | SK4601 Wed 8 Oct 12:30  | chaired FIPRESCI jury, Bergen 2023
MEMBER   | Okoye, Daniel      | Lagos     | cinematographer                         | CONFIRMED | 1500    | via LHR, Tue 7 Oct      | -
MEMBER   | Chao, Mei-Lin      | Taipei    | producer                                | CONFIRMED | 1500    | via AMS, Tue 7 Oct      | vegetarian
MEMBER   | de Wit, Joost      | Rotterdam | actor                                   | CONFIRMED | 1500    | train, Wed 8 Oct        | declared: no ties to competition titles
RESERVE  | Ferri, Marco       | Rome      | film editor                             | AVAILABLE | 1500    | -                       | can travel at 5 days' notice
RESERVE  | Virtanen, Anneli   | Tampere   | festival director, Tampere Film Days    | AVAILABLE | 1500    | -                       | available 7-13 Oct

rules:
  - 5 voting members including the chair; chair holds the casting vote
  - chair fee and duties per contract schedule B; members per schedule A
  - conflict of interest: any credit (director, producer, writer, editor, DoP, cast) on any LBIFF25 title in ANY strand must be declared; a declared conflict bars a juror from that year's competition jury
  - deliberation: Sun 12 Oct 10:00-13:00, Harbourside Hotel, Fjord Room; awards at Closing Night Gala (SCR-009, HAC-MAIN 19:30)
  - jury dinner: Sat 11 Oct 22:00, Salt & Smoke (Quay Street), jury + competition directors in town

short bios (for catalogue, 60 words max):
  Ibarra, Rafael - Head of programming at FIC Madrid since 2016; previously at San Sebastián's Zabaltegi section. Has served on juries in Karlovy Vary and Mar del Plata.
  Dahl, Sunniva - Chief film critic at Morgenbladet (Oslo); author of "The Patient Eye" (2021) on Nordic slow cinema. Chaired the FIPRESCI jury at Bergen IFF 2023.
  Okoye, Daniel - Cinematographer (Lagos/London); shot "Harmattan" (2022) and "The Quiet Year" (2024). BAFTA Breakthrough 2023.
  Chao, Mei-Lin - Producer, Taipei; co-founder of Lantern Frame Pictures; produced four features selected at Busan and Rotterdam.
  de Wit, Joost - Actor, Rotterdam; stage and screen, lead in "Brackish" (2023). First festival jury.
  Ferri, Marco - Film editor, Rome; long-time collaborator of several Italian auteurs; 2025 credits include a feature selected for LBIFF Panorama (title on request).
  Virtanen, Anneli - Festival director, Tampere Film Days (since 2019); previously head of industry at a Nordic co-production market."""], mark="t_roster")

    c.model("""## Inbox: what matters

| # | From | What | Action |
|---|---|---|---|
| 5 | Rafael Ibarra | **Withdraws as jury chair** (surgery moved to 6 Oct) | new chair, see below |
| 4 | Harbour Travel | **KLM cancelled Ilse Vandermeer's KL1123** (Fri 10 Oct, arr 14:05). Rebooked on **KL1127, Sat 11 Oct, arr 09:40** | she'll miss Friday's Salt Line Q&A (SCR-114); hotel dates |
| 2 | Olu | wants one line per strand, venue spend vs cap, for the board on Wednesday morning | I can prep this |
| 3 | Kino Vesta | hard stop at 23:00, enforced | no change needed: SCR-172 ends ~22:45 |
| 6 | Hoshizora | Hana Sato asks about a JP-EN interpreter and a moderator for Saturday's Winter Orchard Q&A | this is a filmmaker's rep, so I won't reply until you sign off |
| 7 | Press office | 214 press accreditations; wants 20 press seats per gala-size screening; 3 interviews with Ilse | covered by the 40 house seats at HAC; interviews now need Saturday |
| 12 | Jonah | explains rev 13: Paper Moons' Thursday 10:00 was a placeholder, and the Dock bookings are the Outdoor team's | none: both already handled |
| 8 | Nordhavn Bank | 30-second pre-roll before every Competition screening; ballot artwork by 1 Oct | adds 30 s to each start, which still fits all turnarounds |
| 1, 9-11 | accounts, ushers rota (short 6 on Saturday evening), newsletter, posters | no action for the schedule | — |

## Jury chair
Roster rule: 5 voting members including the chair. Options:
- **Promote Sunniva Dahl.** She's already on the jury and chaired FIPRESCI in Bergen in 2023, and Rafael suggests her himself. A reserve then moves up to keep five. The reserves are Ferri (editor, Rome, can travel at 5 days' notice) and Virtanen (festival director, Tampere, free 7-13 Oct).
- Promote Daniel Okoye. No chairing experience on file.
- Bring in an outside chair. There's nobody on the roster, and it's very late for a schedule B contract.

## Ilse's Q&A
She now lands **Saturday 09:40**, so she can't do SCR-114 (Fri 19:00). The other Salt Line screening, SCR-115, is Sunday 13:00, which fails the after-18:00 rule for a Q&A. Options:

| | Option 1 | Option 2 | Option 3 |
|---|---|---|---|
| What | Move SCR-115 to **Saturday 21:30, HAC Main** (after Winter Orchard's Q&A clears) | Move SCR-115 to **Sunday 18:15, Regent Screen 2** | Keep the schedule; Ilse does Friday's Q&A by video |
| Seats | 410 | 148 | n/a |
| Cost | HAC €1,900 + €250 technician + €200 late finish, minus the REG-1 booking (€980) plus Regent's 25% cancellation fee (€245) = **+€1,615** | REG-2 €640 − €980 + €245 = **−€95** | €0 |
| Cap | **over €16,500 by €1,160**, so it needs Olu's approval | inside | inside |
| Notes | best for demand (612 interest); the Q&A runs to ~23:45, so she'd miss the 22:00 jury dinner | small room again; nothing clashes | video Q&As at a gala go down badly |

Hotel: whichever option, she no longer needs Friday night at the Harbourside.

How do you want to handle the chair, and which option for Ilse?""", mark="m_inbox")

    # ---------------------------------------------------------------- turn 8: jury
    c.user("Jury first: Sunniva chairs. Bring Marco Ferri up from the reserves so we stay at five. Draft the note to Sunniva, I want to see it before it goes out.", mark="u_jury")
    c.model("""Here's the draft:

---
**To:** sunniva.dahl@morgenbladet.no
**Cc:** programming@lbiff.org
**Subject:** LBIFF 2025: would you chair the Competition jury?

Dear Sunniva,

I'm sorry to bring you news and a favour in the same email. Rafael Ibarra has had to withdraw from the jury for medical reasons; his surgery has been brought forward and he can't travel.

We would be delighted if you would take over as **chair of the Competition jury**. Rafael himself suggested you, and after Bergen we can think of no one better. In practice it means:
- chairing deliberations on **Sun 12 Oct, 10:00-13:00** (Harbourside Hotel, Fjord Room), with the casting vote;
- presenting the awards on stage at the Closing Night Gala (Sun 12 Oct, 19:30, Harbour Arts Centre);
- a short welcome at the jury dinner on Saturday.

The chair's fee would be **€1,500**. Your travel (SK4601 on Wed 8 Oct) and hotel stay exactly as arranged.

Could you let us know by Wednesday? Of course, ring me if you'd like to talk it through.

Warm regards,
Maren Ostby
Head of Programming, Lantern Bay International Film Festival
---

On the roster side I'll make Sunniva chair, mark Rafael withdrawn, and move Marco Ferri to member with the standard portal invitation. Shall I send it?""", mark="m_draft")
    c.user("Chair fee is €2,000, not €1,500. It's in her contract schedule B, same as Rafael's. Otherwise fine, send it. And do the roster now, don't wait for her yes.", mark="u_fee")
    c.model("Sending with the fee corrected to €2,000 and updating the roster now.",
            [("email_send", {"from": "programming@lbiff.org", "to": ["sunniva.dahl@morgenbladet.no"], "cc": ["programming@lbiff.org"],
                             "subject": "LBIFF 2025: would you chair the Competition jury?",
                             "body": "Dear Sunniva,\n\nI'm sorry to bring you news and a favour in the same email. Rafael Ibarra has had to withdraw from the jury for medical reasons; his surgery has been brought forward and he can't travel.\n\nWe would be delighted if you would take over as chair of the Competition jury. Rafael himself suggested you, and after Bergen we can think of no one better. In practice it means:\n- chairing deliberations on Sun 12 Oct, 10:00-13:00 (Harbourside Hotel, Fjord Room), with the casting vote;\n- presenting the awards on stage at the Closing Night Gala (Sun 12 Oct, 19:30, Harbour Arts Centre);\n- a short welcome at the jury dinner on Saturday.\n\nThe chair's fee would be EUR 2,000 (contract schedule B). Your travel (SK4601 on Wed 8 Oct) and hotel stay exactly as arranged.\n\nCould you let us know by Wednesday? Of course, ring me if you'd like to talk it through.\n\nWarm regards,\nMaren Ostby\nHead of Programming, Lantern Bay International Film Festival"}),
             ("jury_update", {"festival": "LBIFF25", "jury": "COMPETITION",
                              "changes": [{"person": "Ibarra, Rafael", "status": "WITHDRAWN", "reason": "medical (surgery 6 Oct)", "cancel_travel": True},
                                          {"person": "Dahl, Sunniva", "role": "CHAIR", "contract": "schedule B", "fee_eur": 2000, "status": "OFFERED"},
                                          {"person": "Ferri, Marco", "role": "MEMBER", "status": "INVITED", "send_portal_invitation": True}]})])
    c.tool(["""email_send: SENT
message_id: <20250929.1138.7781@lbiff.org>
to: sunniva.dahl@morgenbladet.no  cc: programming@lbiff.org
subject: LBIFF 2025: would you chair the Competition jury?
size: 1.4 KB, no attachments""",
            """jury_update: OK - roster revision 5 -> 6
  CHAIR    was: Ibarra, Rafael (CONFIRMED)   now: Dahl, Sunniva (OFFERED, awaiting reply)
  Ibarra, Rafael: WITHDRAWN (medical). Travel IB3702 flagged for cancellation -> Harbour Travel ticket HT-CX-2209
  Dahl, Sunniva: contract schedule A -> schedule B, fee_eur 1500 -> 2000
  Ferri, Marco: RESERVE -> MEMBER (INVITED). Portal invitation JI-2025-017 sent 11:39, response requested by Tue 30 Sep 18:00
  conflict check (automatic, against LBIFF25 credits): pending - runs nightly at 02:00
  voting members once all accept: 5 (Dahl, Okoye, Chao, de Wit, Ferri)"""], mark="t_jury")
    c.model("""Done.

- Email to Sunniva **sent** with the chair's fee at **€2,000** (schedule B).
- Roster **rev 6**: Rafael withdrawn and his IB3702 flight flagged for cancellation (Harbour Travel HT-CX-2209). **Sunniva Dahl** is entered as chair, status *offered*, fee 2000. Marco Ferri moved up to member, with portal invitation **JI-2025-017** (reply requested by Tue 30 Sep 18:00).
- Note: the roster's automatic conflict check only runs overnight.

That leaves Ilse's Q&A: option 1, 2 or 3?""", mark="m_jury")

    # ---------------------------------------------------------------- turn 9: Olu
    c.user("Option 1 if Olu okays the money, otherwise 2. Email him, keep it short, he reads on his phone.", mark="u_opt1")
    c.model("Emailing Olu for the cap approval. Since Ilse now arrives Saturday, I'm also asking Harbour Travel to move her hotel check-in so we're not paying for an empty Friday night.",
            [("email_send", {"from": "programming@lbiff.org", "to": ["olu.bankole@lbiff.org"], "cc": ["programming@lbiff.org"],
                             "subject": "Approval needed: COMP venue cap +EUR 1,160",
                             "body": "Olu, KLM cancelled Ilse Vandermeer's Friday flight, so she lands Sat 09:40 and misses her Salt Line Q&A on Friday. The fix is to move the second Salt Line screening (SCR-115) from Sunday 13:00 to Saturday 21:30 at HAC Main: 410 seats, 612 people registered interest. That's +EUR 1,615 and takes COMP venue hire EUR 1,160 over the EUR 16,500 cap. Can you approve? If not we fall back to Regent Screen 2 (148 seats, cost-neutral). Maren"}),
             ("guest_travel_update", {"guest": "Ilse Vandermeer", "film": "SUB-25-0412", "agency_ref": "HT-LBIFF-0412",
                                      "changes": [{"item": "hotel", "property": "Harbourside Hotel", "check_in": "Sat 11 Oct", "check_out": "Mon 13 Oct", "nights": 2}],
                                      "reason": "KL1123 cancelled; guest now arrives KL1127 Sat 11 Oct 09:40. Friday night not needed.", "via": "Harbour Travel"})])
    c.tool(["""email_send: SENT
message_id: <20250929.1146.7790@lbiff.org>
to: olu.bankole@lbiff.org  cc: programming@lbiff.org
subject: Approval needed: COMP venue cap +EUR 1,160""",
            """guest_travel_update: REQUESTED
request_id: HAM-3390 (via Harbour Travel, agency ref HT-LBIFF-0412)
guest: Ilse Vandermeer (The Salt Line, SUB-25-0412)
hotel: Harbourside Hotel
  was: Fri 10 Oct -> Mon 13 Oct (3 nights)
  requested: Sat 11 Oct -> Mon 13 Oct (2 nights)
status: PENDING HOTEL CONFIRMATION (Harbourside usually confirms within 24 h)
penalty: none if released before Fri 3 Oct 12:00 (festival block terms)
flights on file: KL1127 Sat 11 Oct AMS 07:55 -> LNB 09:40; KL1130 Mon 13 Oct LNB 15:20 -> AMS
ground transfer: LNB airport pick-up re-timed to Sat 11 Oct 09:55 (driver pool, was Fri 10 Oct 14:20) - auto-adjusted from flight change
per diem: 3 days -> 2 days (Sat-Mon), EUR 45/day
guest schedule (guest desk view):
  Fri 10 Oct  19:00 SCR-114 The Salt Line, HAC-MAIN - Q&A WITH DIRECTOR  <- CONFLICT: guest not in Lantern Bay (arrives Sat)
  Sat 11 Oct  09:40 arrive LNB -> hotel
              14:00-15:30 press interviews x3 (press office to confirm room)
  Sun 12 Oct  13:00 SCR-115 The Salt Line, REG-1 (guest ticket)
              19:30 Closing Night Gala (guest ticket held)
  Mon 13 Oct  15:20 KL1130 to AMS (hotel check-out 12:00)
note: guest schedule follows the master schedule; Q&A assignment to be resolved by programming"""], mark="t_olu")
    c.model("""Done.

- Approval request **sent to Olu** (short version: +€1,615, €1,160 over the cap, with the fallback spelled out). When he answers I'll do **option 1 if he approves, option 2 if not**.
- I also asked Harbour Travel to move Ilse's Harbourside check-in to **Sat 11 Oct** (2 nights). Request **HAM-3390** is pending the hotel's confirmation. There's no penalty as long as it's released before Fri 3 Oct 12:00.""", mark="m_olu")

    # ---------------------------------------------------------------- turn 10: change of mind
    c.user("Scratch Marco. I just remembered he cut 'Via Appia Nights' for Panorama, so that's a conflict under our own rules. Invite Anneli Virtanen instead and let Marco down gently, it's not his fault.", mark="u_anneli")
    c.model("Withdrawing Marco's invitation with a personal note and inviting Anneli Virtanen through the jury portal.",
            [("jury_update", {"festival": "LBIFF25", "jury": "COMPETITION",
                              "changes": [{"person": "Ferri, Marco", "role": "RESERVE", "status": "INVITATION_WITHDRAWN", "invitation": "JI-2025-017",
                                           "portal_message": "Dear Marco, I owe you an apology: I invited you to the Competition jury this morning without checking our conflict rule. Since you edited Via Appia Nights, which plays in Panorama this year, our rules don't allow you to sit on the jury, so I have to withdraw the invitation. It's entirely our mistake, and we'd love to have you in Lantern Bay as our guest for the Panorama screenings. Warmly, Maren"},
                                          {"person": "Virtanen, Anneli", "role": "MEMBER", "status": "INVITED", "send_portal_invitation": True}]})])
    c.tool(["""jury_update: OK - roster revision 6 -> 7
  Ferri, Marco: MEMBER (INVITED) -> RESERVE. Invitation JI-2025-017 withdrawn 11:52, personal message delivered via portal.
  Virtanen, Anneli: RESERVE -> MEMBER (INVITED). Portal invitation JI-2025-019 sent 11:52, response requested by Wed 1 Oct 12:00
  conflict check (on demand):
    Ferri, Marco: credit found - editor, "Via Appia Nights" (PANORAMA, SCR-224 / SCR-225) -> CONFLICT
    Virtanen, Anneli: no credits on LBIFF25 titles -> CLEAR
  CHAIR: Dahl, Sunniva (OFFERED, awaiting reply)
  voting members once all accept: 5 (Dahl, Okoye, Chao, de Wit, Virtanen)"""], mark="t_anneli")
    c.model("""Done. Marco's invitation (JI-2025-017) is withdrawn and your note went to him through the portal. **Anneli Virtanen** is invited as the fifth member (JI-2025-019), with a reply requested by **Wed 1 Oct 12:00**. The portal's conflict check confirms Marco's editor credit on *Via Appia Nights* and finds nothing for Anneli.""", mark="m_anneli")

    # ---------------------------------------------------------------- turn 11: side question (no tools)
    c.user("While we wait on Olu: how long is Winter Orchard? Hana asked whether she can make the jury dinner at 22:00 after her HAC Q&A on Saturday.", mark="u_side")
    c.model("""**Winter Orchard runs 110 minutes.** On Saturday:

- SCR-152 starts **18:45** at HAC Main, so the film ends at **20:35**.
- Q&A, 30 minutes as scheduled: done around **21:05**.
- The jury dinner is at **22:00** at Salt & Smoke on Quay Street, about ten minutes' walk from HAC. So yes, she has close to an hour in hand.

One dependency: if Olu approves option 1, **Salt Line plays the same room at 21:30**, so Hana's Q&A can't overrun much past 21:05. Whoever moderates should hold a hard stop.

Since Hoshizora is a filmmaker's rep, I haven't replied to them. Their interpreter and moderator questions are parked until you sign off.""", mark="m_side")

    # ---------------------------------------------------------------- turn 12: third-party approval
    c.user("Has Olu replied?", mark="u_olu_q")
    c.model("Checking the mailbox for Olu, and for replies from Sunniva and Vanguard.",
            [("email_search", {"mailbox": "programming@lbiff.org", "query": "newer_than:1d (from:olu.bankole@lbiff.org OR from:sunniva.dahl@morgenbladet.no OR from:kdm@vanguardpictures.nl)", "limit": 10, "include_body": True})])
    c.tool(["""email_search: 3 results (newest first)

[1] 2025-09-29 13:12  From: Olu Bankole <olu.bankole@lbiff.org>
    Subject: Re: Approval needed: COMP venue cap +EUR 1,160
    Body: Approved. Raise the COMP venue cap to €18,000 - not a cent more. Anything else this week comes out of Shorts. Put it in the board line. O.
    > Olu, KLM cancelled Ilse Vandermeer's Friday flight, so she lands Sat 09:40 ...

[2] 2025-09-29 12:47  From: Sunniva Dahl <sunniva.dahl@morgenbladet.no>
    Subject: Re: LBIFF 2025: would you chair the Competition jury?
    Body: Dear Maren, poor Rafael, please send him my best. Honoured to step in, and yes, I accept. Schedule B is fine. Could someone send me the deliberation rules from last year so I can read them on the plane? All best, Sunniva

[3] 2025-09-29 11:05  From: Vanguard Pictures - KDM desk <kdm@vanguardpictures.nl>
    Subject: RE: KDMR-5521 The Salt Line / HAC-MAIN
    Body: Hi LBIFF, noted. The KDM for IMS3000 s/n 302114 will be issued on Fri 3 Oct, once our key manager is back from leave. On audio: the OV is Atmos with a 7.1 PCM fallback on the main sound track; we don't believe there is a 5.1 in the package. We are checking with Filmfabriek Post whether a 5.1 VF exists and will revert. Groet, Daan Visser, Vanguard Pictures"""], mark="t_olu_reply")

    c.model("Olu approved and raised the cap to €18,000, so I'm going ahead with option 1 as you said: booking HAC for Saturday night linked to SCR-115, releasing its Sunday Regent booking, and moving the Q&A flag from SCR-114 to SCR-115.",
            [("venue_booking_create", {"festival": "LBIFF25", "strand": "COMPETITION", "venue": "HAC-MAIN", "date": "Sat 11 Oct",
                                       "window": "21:15-23:59", "rate": "partner card 2025: evening + technician + late finish", "linked_screening": "SCR-115",
                                       "release_booking_id": "VB-2025-0319",
                                       "notes": "SCR-115 The Salt Line moved for director Q&A (Ilse Vandermeer arrives Sat on KL1127). House seats 40. Cap raise approved by O. Bankole 29 Sep 13:12.",
                                       "requested_by": "m.ostby"}),
             ("schedule_update", {"festival": "LBIFF25", "changes": [{"scr_id": "SCR-114", "qa": False, "note": "no director Q&A: Ilse Vandermeer arrives Saturday"},
                                                                     {"scr_id": "SCR-115", "qa": True, "house_seats": 40, "note": "director Q&A with Ilse Vandermeer"}],
                                  "strand_cap": {"strand": "COMPETITION", "cap_eur": 18000, "approved_by": "olu.bankole@lbiff.org", "approval_ref": "email 2025-09-29 13:12"}})])
    c.tool(["""venue_booking_create: OK
booking_id: VB-2025-0361
venue: HAC-MAIN (Harbour Arts Centre, Main Auditorium, 410 seats)
date/window: Sat 11 Oct 2025, 21:15-23:59
status: CONFIRMED (LBIFF partner card 2025)
fee: EUR 1,900 evening slot + EUR 250 technician + EUR 200 late finish = EUR 2,350
released: VB-2025-0319 (REG-1 Sun 12 Oct 12:45-15:00) - cancellation fee EUR 245 (Regent std, < 14 days)
schedule sync (linked SCR-115): master schedule revision 16 -> 17
  SCR-115 The Salt Line   was Sun 12 Oct 13:00 REG-1 (320 seats)   now Sat 11 Oct 21:30 HAC-MAIN (410 seats), ends 23:14
  check: preceding SCR-152 Winter Orchard + Q&A clears ~21:05 - turnaround 25 min (house minimum 20) - OK
  KDM: KDMR-5521 (HAC server, 2025-10-09 12:00 -> 2025-10-13 23:59, awaiting supplier) covers this screening
  ticketing: EVT-25115 flagged 're-publish needed'
strand committed venue hire: EUR 17,660 / cap EUR 16,500 -> WARNING over cap (see schedule_update)""",
            """schedule_update: OK - master schedule revision 17 -> 18
  SCR-114 The Salt Line  Q&A: was yes -> now no   (note added)
  SCR-115 The Salt Line  Q&A: was no  -> now yes  house seats: 0 -> 40
  strand cap COMPETITION: was EUR 16,500 -> now EUR 18,000 (approved by olu.bankole@lbiff.org, email 2025-09-29 13:12)
  strand committed venue hire: EUR 17,660 / cap EUR 18,000 - OK (headroom EUR 340)
  rule check COMPETITION: 8 films x 2 screenings OK; Q&A screenings start >= 18:00 OK (8/8); weekday < 12:00: none"""], mark="t_opt1")
    c.model("""Done. Olu approved, with a condition.

- **Olu:** COMP cap raised to **€18,000**, "not a cent more". Anything else this week comes out of Shorts, and he wants it in the board line.
- **VB-2025-0361**: HAC Main, Sat 11 Oct 21:15-23:59, €2,350 (including the late-finish €200). Regent's Sunday booking VB-2025-0319 was released, with a €245 cancellation fee.
- **SCR-115 The Salt Line is now Sat 11 Oct 21:30 at HAC Main**, with Ilse's Q&A and 40 house seats. SCR-114 on Friday keeps HAC but has no Q&A now. Schedule **rev 18**.
- Strand total: **€17,660** of €18,000 (€340 headroom). The rule check passes on all four counts.
- **Sunniva accepted** the chair ("Honoured to step in"). She'd like last year's deliberation rules to read on the plane.
- **Vanguard:** the HAC KDM (KDMR-5521) will be issued **Fri 3 Oct**, and it already covers both HAC screenings. On sound, the OV is **Atmos with a 7.1 PCM fallback**, and they don't think there's a 5.1 in the package. They're asking Filmfabriek Post whether a 5.1 VF exists. So the 5.1 question is **still open**, and it now affects both Salt Line screenings at HAC.""", mark="m_opt1")

    # ---------------------------------------------------------------- turn 12b: Sunniva's request
    c.user("Send Sunniva last year's deliberation rules, they're in the jury folder on the drive. Tell her the fifth seat is still being confirmed, no names.", mark="u_rules")
    c.model("Sending Sunniva the 2024 deliberation rules from the jury folder, without naming the fifth juror.",
            [("email_send", {"from": "programming@lbiff.org", "to": ["sunniva.dahl@morgenbladet.no"], "cc": ["programming@lbiff.org"],
                             "subject": "Re: LBIFF 2025: would you chair the Competition jury?",
                             "attachments": ["drive:/Programming/Jury/2024/LBIFF24_Competition_Jury_Deliberation_Rules_v2.pdf"],
                             "body": "Dear Sunniva,\n\nThank you so much, and I'll pass your wishes on to Rafael. Last year's deliberation rules are attached; the 2025 version is identical apart from the dates (deliberation Sun 12 Oct, 10:00-13:00, Fjord Room at the Harbourside).\n\nThe jury will be five, including you; the fifth seat is being confirmed this week and I'll send you the full line-up as soon as it is.\n\nSafe travels on the 8th.\n\nWarm regards,\nMaren"})])
    c.tool(["""email_send: SENT
message_id: <20250929.1331.7842@lbiff.org>
to: sunniva.dahl@morgenbladet.no  cc: programming@lbiff.org
subject: Re: LBIFF 2025: would you chair the Competition jury?
attachments: LBIFF24_Competition_Jury_Deliberation_Rules_v2.pdf (212 KB, PDF, 6 pages)
thread: 3 messages"""], mark="t_rules")
    c.model("Sent. The 2024 rules are attached (6-page PDF), the 2025 dates are in the body, and the fifth seat is described only as \"being confirmed this week\".", mark="m_rules")

    # ---------------------------------------------------------------- turn 13: drafts, no publish
    c.user("Good. Draft the ticketing changes now but DO NOT publish, I'll sign off Thursday morning. And draft the filmmaker confirmation emails and park them somewhere I can see.", mark="u_drafts")
    c.model("Staging the ticketing changes as an unpublished batch, and parking the eight filmmaker confirmations as drafts (send disabled).",
            mark="m_drafts_call", calls=[("ticketing_event_update", {"festival": "LBIFF25", "batch_label": "COMP final schedule (master rev 18)", "publish": False,
                                         "events": [{"event_id": "EVT-25114", "venue": "HAC-MAIN", "capacity": 410, "house_seats": 40, "qa": False},
                                                    {"event_id": "EVT-25115", "venue": "HAC-MAIN", "day": "Sat 11 Oct", "start": "21:30", "capacity": 410, "house_seats": 40, "qa": True},
                                                    {"event_id": "EVT-25121", "venue": "REG-2", "day": "Fri 10 Oct", "start": "16:30", "capacity": 148},
                                                    {"event_id": "EVT-25141", "venue": "REG-1", "day": "Sat 11 Oct", "start": "21:00", "capacity": 320}]}),
             ("email_draft_create", {"mailbox": "programming@lbiff.org", "folder": "COMP-CONFIRM-HOLD", "template": "comp_screening_confirmation_v3", "send": False,
                                     "source": "master schedule rev 18",
                                     "recipients": [{"film": "SUB-25-0233", "to": "hello@brightwaterfilms.ie"},
                                                    {"film": "SUB-25-0412", "to": "festivals@vanguardpictures.nl", "cc": "ilse.vandermeer@gmail.com"},
                                                    {"film": "SUB-25-0149", "to": "sales@kenteroad.co.uk"},
                                                    {"film": "SUB-25-0761", "to": "festivales@conosursales.com.ar"},
                                                    {"film": "SUB-25-0587", "to": "agnieszka.marek@kinoteka-dist.pl", "cc": "tomasz.wierzba@wierzbafilm.pl"},
                                                    {"film": "SUB-25-0904", "to": "festivals@hoshizora-intl.jp"},
                                                    {"film": "SUB-25-0655", "to": "festivals@nordvindsales.dk"},
                                                    {"film": "SUB-25-0826", "to": "fest@monsoonreel.in"}]})])
    c.tool(["""ticketing_event_update: SAVED AS DRAFT
batch_id: TCB-2291  label: "COMP final schedule (master rev 18)"  publish: false
  EVT-25114 The Salt Line    venue was REG-2 -> now HAC-MAIN; capacity was 148 -> now 410; house seats 40 -> sellable 370; Q&A flag removed
  EVT-25115 The Salt Line    was Sun 12 Oct 13:00 REG-1 -> now Sat 11 Oct 21:30 HAC-MAIN; capacity 320 -> 410; house seats 40 -> sellable 370; Q&A flag added
  EVT-25121 Paper Moons      was Thu 9 Oct 10:00 REG-1 -> now Fri 10 Oct 16:30 REG-2; capacity 320 -> 148
  EVT-25141 Nightjar         was Thu 9 Oct 20:30 REG-1 -> now Sat 11 Oct 21:00 REG-1; capacity 320 (unchanged)
price tiers (unchanged from strand defaults): Standard EUR 12.50 | Concession EUR 9.00 | Member EUR 8.00 | Under-26 EUR 6.00; booking fee EUR 0.75 online
access: EVT-25114/25115 HAC - 8 wheelchair spaces + companions, hearing loop; EVT-25121 REG-2 - 4 wheelchair spaces
sponsor: Nordhavn pre-roll attached to all 4 events (inherited from strand template)
validation: 4/4 OK. Member pre-bookings affected: EVT-25121 (14 members, auto-rebook offered on publish), EVT-25141 (28 members, auto-rebook offered on publish)
publish: NOT PUBLISHED. Public on-sale for the COMPETITION strand is set for Fri 3 Oct 10:00; unpublished drafts are not included.
to publish: ticketing_event_publish(batch_id="TCB-2291")""",
            """email_draft_create: 8 drafts created, send disabled
folder: programming@lbiff.org / COMP-CONFIRM-HOLD
  DRF-9101  Quiet Harbours          -> hello@brightwaterfilms.ie
  DRF-9102  The Salt Line           -> festivals@vanguardpictures.nl (cc ilse.vandermeer@gmail.com)   note: template text 'Q&A after your Friday screening' auto-replaced by 'Q&A after your Saturday 21:30 screening'
  DRF-9103  Paper Moons             -> sales@kenteroad.co.uk
  DRF-9104  A Map of Small Fires    -> festivales@conosursales.com.ar
  DRF-9105  Nightjar                -> agnieszka.marek@kinoteka-dist.pl (cc tomasz.wierzba@wierzbafilm.pl)
  DRF-9106  Winter Orchard          -> festivals@hoshizora-intl.jp   note: open questions from 28 Sep (interpreter, moderator) not answered by template
  DRF-9107  The Ferryman's Daughter -> festivals@nordvindsales.dk
  DRF-9108  Low Tide Radio          -> fest@monsoonreel.in
each draft lists both screenings, venue, house-seat allocation for the team, and Q&A call time (45 min before).

preview DRF-9102 (The Salt Line):
  Subject: LBIFF 2025 Competition - your screenings of The Salt Line
  Dear Daan, dear Ilse,
  We're delighted to confirm the two Competition screenings of The Salt Line at the 2025 Lantern Bay International Film Festival:
    1) Fri 10 Oct, 19:00 - Harbour Arts Centre, Main Auditorium (410 seats)
    2) Sat 11 Oct, 21:30 - Harbour Arts Centre, Main Auditorium (410 seats) - followed by a Q&A with Ilse Vandermeer
  Team allocation: 6 complimentary seats per screening (please send names by Fri 3 Oct).
  Q&A call time: 20:45 at the HAC stage door, where our guest team will meet you.
  Technical: the DCP is ingested; we will test playback in the venue ahead of the screenings.
  We look forward to welcoming you in Lantern Bay.
  Maren Ostby, Head of Programming"""], mark="t_drafts")
    c.model("""Both are staged, and nothing is public or sent.

- **Ticketing batch TCB-2291** saved as a **draft**. It holds four event changes (EVT-25114, EVT-25115, EVT-25121, EVT-25141), all validated. Salt Line sells 370 per screening after the 40 house seats. Publishing also offers auto-rebooking to the 14 + 28 members whose pre-bookings moved. Until it's published, Friday's 10:00 on-sale would **leave these four events out**, so it needs to go after your Thursday sign-off.
- **Eight confirmation drafts** are in **programming@lbiff.org / COMP-CONFIRM-HOLD** (DRF-9101 to DRF-9108), with send disabled. The Salt Line draft already says Saturday 21:30 for the Q&A. Hoshizora's draft still doesn't answer their interpreter and moderator questions, so you'll want to add a line there.""", mark="m_drafts")

    # ---------------------------------------------------------------- turn 13b: board line (no tools)
    c.user("Also give me Olu's board line for COMP so I can paste it in. I only own our strand, so just ours plus the risks.", mark="u_board")
    c.model("""Here's a paste-ready version. He asked for one line, so the risks are kept to a second line:

> **Competition:** venue hire €17,660 committed against an €18,000 cap (raised from €16,500 on 29 Sep to put The Salt Line's second screening and its director Q&A into HAC Main after KLM cancelled the director's flight). All 8 films have 2 screenings that meet the schedule rules; lock Thu 2 Oct 17:00, on sale Fri 3 Oct 10:00.
> **Risks:** (1) Nightjar's print is stuck in customs in Leipzig. An Aspera copy is on its way to Northlight with QC on 7 Oct, and the first screening has been moved to Saturday for slack. (2) The Salt Line is mixed in Atmos/7.1 and HAC is 5.1 only; the distributor is checking for a 5.1 version, and an in-room test is planned. (3) Jury: new chair Sunniva Dahl accepted; one juror invitation still awaiting reply.

If you'd rather not name the flight issue to the board, cut the bracket in the first line and it still reads fine.""", mark="m_board")

    # ---------------------------------------------------------------- turn 14: plan B (no tools)
    c.user("If Vanguard can't confirm a 5.1 track by Wednesday, what's plan B for the HAC screenings?", mark="u_planb")
    c.model("""## Plan B for Salt Line's sound at HAC

Where we stand: HAC's chain is **5.1 only** (CP950, no Atmos renderer). Vanguard says the OV carries **Atmos + a 7.1 PCM fallback** and probably no 5.1. Both Salt Line screenings (Fri SCR-114 and Sat SCR-115) are now at HAC.

| | Plan | What it takes | Risk | Cost |
|---|---|---|---|---|
| **B1** | **Get a 5.1 VF** from Filmfabriek Post (a small supplemental package that adds a 5.1 track) | Vanguard/Filmfabriek make it; Northlight ingests it; needs its own KDM | depends on the post house's turnaround; tight if it lands after the weekend | usually a post-house fee, paid by the distributor or us |
| **B2** | **Play the 7.1 PCM track on HAC's 5.1 chain** | many IMS/processor setups fold 7.1 down to 5.1 (the back surrounds fold into the side surrounds) | must be **tested in the room**; some configurations drop the back channels silently | €0 if HAC's tech does it in an existing slot |
| **B3** | **Hire in a 7.1-capable processor** for the weekend | HAC's tech team + rental house | install/test time, and HAC may not allow it | likely €600-1,200, which we don't have: headroom is €340, and Olu said anything extra comes out of Shorts |
| **B4** | **Move Salt Line back to Regent** | REG-1 is busy Friday evening and Saturday night with SCR-301, Paper Moons, Nightjar and Midnight | undoes today's work; smaller room | more Regent fees |

**My recommendation:** pursue **B1 and B2 in parallel**. B2 is free and quick to verify. Once the HAC KDM arrives on Fri 3 Oct, HAC's projectionist can play a few minutes of the 7.1 track through their chain early next week and listen for the back channels. If it sounds right, B1 becomes optional.

Want me to ask HAC for a test slot?""", mark="m_planb")

    # ---------------------------------------------------------------- turn 15: handover
    c.user("Ask HAC about a test on Mon 6 Oct next time you write to them, not now, there's nothing to test until the KDM lands. Then write me the handover. I'm out tomorrow and Jonah covers.", mark="u_handover")
    c.model("""# Handover: LBIFF25 Competition schedule (for Jonah, Tue 30 Sep)

**Goal:** lock the competition strand by **Thu 2 Oct 17:00**; box office opens **Fri 3 Oct 10:00**. Rules: 2 screenings per film; the Q&A screening starts after 18:00; no weekday screenings before 12:00; venue hire within the cap; a DCP plus KDM for every venue. **No emails to filmmakers or their reps until Maren signs off** (distributors about prints are fine).

## Current state: master schedule rev 18
| Film | Screening 1 | Screening 2 (Q&A in bold) |
|---|---|---|
| Quiet Harbours | **SCR-111 Wed 19:00 REG-1** | SCR-112 Fri 14:00 REG-2 |
| The Salt Line | SCR-114 Fri 19:00 HAC-MAIN (VB-2025-0342, no Q&A) | **SCR-115 Sat 11 Oct 21:30 HAC-MAIN** (VB-2025-0361, Ilse Vandermeer) |
| Paper Moons | SCR-121 Fri 10 Oct 16:30 REG-2 | **SCR-122 Sat 18:30 REG-1** |
| A Map of Small Fires | **SCR-131 Thu 18:00 HAC-MAIN** | SCR-132 Sat 12:30 REG-2 |
| Nightjar | SCR-141 Sat 11 Oct 21:00 REG-1 | **SCR-142 Sun 19:00 REG-1** |
| Winter Orchard | SCR-151 Wed 21:15 REG-2 | **SCR-152 Sat 18:45 HAC-MAIN** |
| The Ferryman's Daughter | SCR-161 Thu 15:00 REG-2 | **SCR-162 Fri 21:30 REG-1** |
| Low Tide Radio | SCR-171 Wed 16:00 VESTA | **SCR-172 Sat 20:45 VESTA** |

**Budget:** €17,660 committed of **€18,000** (cap raised by Olu today, "not a cent more"; extras come out of Shorts). 40 house seats on both HAC Salt Line screenings.

**Jury:** Sunniva Dahl is **chair** and accepted today (schedule B, €2,000). Rafael Ibarra withdrew. **Anneli Virtanen** is invited as fifth member (JI-2025-019). Marco Ferri's invitation was withdrawn because of his *Via Appia Nights* editor credit.

## Pending
1. **Thursday, after Maren signs off:** publish ticketing batch **TCB-2291** (`ticketing_event_publish`) before the Fri 3 Oct 10:00 on-sale. Unpublished, EVT-25114/25115/25121/25141 stay off sale.
2. **After sign-off:** send the 8 filmmaker drafts in **COMP-CONFIRM-HOLD** (DRF-9101 to 9108). Add the interpreter and moderator answer to Hoshizora's DRF-9106. Tomasz hasn't been told about Saturday yet.
3. **Hotel:** Harbourside confirmation of Ilse's new check-in (Sat 11 Oct, 2 nights), request **HAM-3390**. It must be released before Fri 3 Oct 12:00 to avoid a penalty.
4. **Nightjar:** Aspera **ASP-77120** to Northlight; QC **Tue 7 Oct 10:00**, REG-1 (Joel Haddad); Screen 1 KDM **KDMR-5530**.
5. **Salt Line KDM for HAC:** **KDMR-5521**, promised by Vanguard for Fri 3 Oct. Check it arrives.
6. **HAC sound test on Mon 6 Oct:** ask HAC next time we write to them (not before the KDM lands).
7. Olu's board line for Wednesday morning: Maren has the paste-ready COMP text (€17,660 / €18,000 plus three risks).

Done today and needing no follow-up: Sunniva has last year's deliberation rules (sent 13:31).

## Open issues
- **Salt Line audio at HAC:** HAC is 5.1 only; the OV is Atmos + 7.1 PCM; Vanguard is checking with Filmfabriek Post for a 5.1 VF. Plan B is the 7.1 fold-down test in the room.
- **Anneli Virtanen** hasn't replied yet (due Wed 1 Oct 12:00). If she declines, the only other name is an outside juror; Marco is conflicted.
- **Nightjar physical drive** is still in customs at DHL Leipzig (waybill 4417 2093 58, ETA 2025-10-10). It's only the spare now, if the Aspera copy passes QC.

## Contacts
Agnieszka Marek (Kinoteka), agnieszka.marek@kinoteka-dist.pl · Vanguard KDM desk, kdm@vanguardpictures.nl (Daan Visser) · Olu Bankole, olu.bankole@lbiff.org · Harbour Travel, guests@harbourtravel.co (ref HT-LBIFF-0412) · Northlight, Joel Haddad.""", mark="m_handover")

    # ================================================================ labels
    L = c.label
    L("l1", "user_goal", "Lock the LBIFF25 competition strand schedule by Thu 2 Oct 17:00 (box office on-sale Fri 3 Oct 10:00): two screenings per film, the Q&A screening starting after 18:00, no weekday competition screenings before 12:00, venue hire within the cap, a DCP and KDM covering each venue; no emails to filmmakers/reps until Maren signs off (distributors about prints are OK)",
      ["Thu 2 Oct 17:00", "after 18:00"], "u_goal")
    # facts
    L("l2", "fact", "The Salt Line (SCR-114) has 612 pre-sale interest registrations against 148 seats in Regent Screen 2 (ratio 4.14)", ["Salt Line", "612"], "t_hac")
    L("l3", "fact", "HAC Main Auditorium Friday evening quote: EUR 1,900 slot + EUR 250 technician surcharge = EUR 2,150; 410 seats", ["2,150"], "t_hac")
    L("l4", "fact", "Nightjar drive DCP-0587-A is held in customs at DHL Leipzig; ETA revised to 2025-10-10", ["DCP-0587-A", "2025-10-10"], "t_dcp")
    L("l5", "fact", "Tomasz Wierzba (Nightjar director) is in Lantern Bay only Saturday and Sunday; he must not be told of the change before sign-off", ["Tomasz", "Saturday and Sunday"], "u_tomasz")
    L("l6", "fact", "Ilse Vandermeer's KL1123 was cancelled; she is rebooked on KL1127 arriving Sat 11 Oct 09:40 (return KL1130 Mon 13 Oct)", ["KL1127", "09:40"], "t_inbox")
    L("l7", "fact", "The Salt Line print DCP-0412-A (Vanguard Pictures BV) is Atmos+7.1, delivered 24 Sep; its original KDMs covered the Regent servers only", ["DCP-0412-A", "Atmos+7.1"], "t_first")
    L("l8", "fact", "Competition strand committed venue hire is EUR 17,660 of the EUR 18,000 cap (EUR 340 headroom)", ["17,660"], "t_opt1")
    L("l9", "fact", "Vanguard: The Salt Line OV is Atmos with a 7.1 PCM fallback, probably no 5.1; HAC KDM (KDMR-5521) to be issued Fri 3 Oct", ["7.1 PCM"], "t_olu_reply")
    # decisions
    L("l10", "decision", "The Salt Line SCR-114 moved from Regent Screen 2 to HAC Main, Fri 10 Oct 19:00, booking VB-2025-0342 (EUR 2,150); Regent provisional hold VB-2025-0318 released", ["VB-2025-0342"], "t_book")
    L("l11", "decision", "Paper Moons SCR-121 moved to Fri 10 Oct 16:30 in Regent Screen 2 (booking VB-2025-0305 amended, EUR 245 fee) - 'the Friday slot'", ["SCR-121", "Fri 10 Oct 16:30"], "t_friday")
    L("l12", "decision", "Nightjar SCR-141 moved to Sat 11 Oct 21:00 in Regent Screen 1 (VB-2025-0312 amended, +EUR 150) and the OV is taken by Aspera as a backup (option C)", ["SCR-141", "Sat 11 Oct 21:00"], "t_aspera")
    L("l13", "decision", "Ilse's Q&A moved to the second Salt Line screening: SCR-115 now Sat 11 Oct 21:30 at HAC Main (VB-2025-0361); SCR-114 has no Q&A", ["SCR-115", "Sat 11 Oct 21:30"], "t_opt1")
    L("l14", "decision", "Sunniva Dahl replaces Rafael Ibarra as jury chair at the schedule B fee of EUR 2,000 (corrected by Maren from 1,500)", ["Sunniva Dahl", "2,000"], "u_fee")
    L("l15", "decision", "Anneli Virtanen invited as fifth juror instead of Marco Ferri (Ferri conflicted: editor of Via Appia Nights in Panorama)", ["Anneli Virtanen"], "u_anneli")
    L("l16", "decision", "Agent set 40 house seats (jury 6, guests 14, press 20) on the HAC Salt Line screenings; accepted without comment", ["40 house seats"], "m_house")
    L("l17", "decision", "Olu Bankole approved raising the COMP venue cap to EUR 18,000, 'not a cent more'; anything further comes out of Shorts", ["18,000"], "t_olu_reply")
    # pending
    L("l18", "pending_action", "Publish ticketing draft batch TCB-2291 only after Maren's Thursday-morning sign-off, before the Fri 3 Oct 10:00 on-sale", ["TCB-2291"], "t_drafts")
    L("l19", "pending_action", "Send the 8 filmmaker confirmation drafts parked in COMP-CONFIRM-HOLD after sign-off (add interpreter/moderator answer for Hoshizora)", ["COMP-CONFIRM-HOLD"], "m_drafts_call")
    L("l20", "pending_action", "Harbourside Hotel must confirm moving Ilse's check-in to Sat 11 Oct (request HAM-3390), release before Fri 3 Oct 12:00", ["HAM-3390"], "t_olu")
    L("l21", "pending_action", "Northlight QC of the Aspera Nightjar package (job ASP-77120) on Tue 7 Oct 10:00 in REG-1", ["ASP-77120", "Tue 7 Oct 10:00"], "t_aspera")
    L("l22", "pending_action", "Check that Vanguard issues the HAC KDM (request KDMR-5521) on Fri 3 Oct", ["KDMR-5521"], "t_book")
    L("l23", "pending_action", "Ask HAC for a sound test of the Salt Line 7.1 track on Mon 6 Oct, next time we write to them (after the KDM lands)", ["Mon 6 Oct"], "u_handover")
    # open issues
    L("l24", "open_issue", "HAC Main sound is 5.1 only while The Salt Line DCP is Atmos/7.1; Vanguard checking with Filmfabriek Post for a 5.1 VF - unresolved", ["5.1 only", "DCP-0412-A"], "t_hac")
    L("l25", "open_issue", "Anneli Virtanen has not yet replied to the jury invitation (JI-2025-019, due Wed 1 Oct 12:00)", ["Anneli Virtanen", "Wed 1 Oct"], "t_anneli")
    L("l26", "open_issue", "Nightjar physical drive still held in customs at DHL Leipzig (waybill 4417 2093 58)", ["Leipzig"], "t_dcp")
    # references
    L("l27", "reference", "The Salt Line submission id SUB-25-0412", ["SUB-25-0412"], "t_first")
    L("l28", "reference", "Kinoteka contact for Nightjar: agnieszka.marek@kinoteka-dist.pl", ["agnieszka.marek@kinoteka-dist.pl"], "t_dcp")
    L("l29", "reference", "Festival director Olu Bankole: olu.bankole@lbiff.org", ["olu.bankole@lbiff.org"], "t_inbox")
    L("l30", "reference", "HAC Saturday booking for SCR-115: VB-2025-0361", ["VB-2025-0361"], "t_opt1")

    S = c.stale_item
    S("s1", "The Salt Line SCR-114 was in Regent Screen 2 (REG-2, 148 seats); moved to HAC-MAIN", ["SCR-114", "REG-2"], "t_book")
    S("s2", "Nightjar DCP-0587-A ETA was 2025-10-07; now 2025-10-10", ["DCP-0587-A", "2025-10-07"], "t_dcp")
    S("s3", "Nightjar SCR-141 was Thu 9 Oct 20:30; now Sat 11 Oct 21:00", ["SCR-141", "Thu 9 Oct 20:30"], "t_aspera")
    S("s4", "Paper Moons SCR-121 was Thu 9 Oct 10:00 in REG-1; now Fri 10 Oct 16:30 REG-2", ["SCR-121", "Thu 9 Oct 10:00"], "t_friday")
    S("s5", "Ilse Vandermeer was to arrive on KL1123 Fri 10 Oct 14:05; now KL1127 Sat 11 Oct 09:40", ["KL1123", "14:05"], "t_inbox")
    S("s6", "Rafael Ibarra was jury chair; replaced by Sunniva Dahl", ["Rafael Ibarra", "chair"], "u_jury")
    S("s7", "COMP venue cap was EUR 16,500; raised to EUR 18,000 by Olu", ["16,500"], "t_olu_reply")
    S("s8", "Marco Ferri was to be the fifth juror; replaced by Anneli Virtanen", ["Marco Ferri"], "u_anneli")
    S("s9", "Sunniva's chair fee was drafted as EUR 1,500; corrected to EUR 2,000", ["Sunniva", "1,500"], "u_fee")
    S("s10", "The Salt Line SCR-115 was Sun 12 Oct 13:00 in REG-1; now Sat 11 Oct 21:30 HAC-MAIN", ["SCR-115", "Sun 12 Oct 13:00"], "t_opt1")
    return c.build()

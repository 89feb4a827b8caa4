"""Messages 37-54 of blind-sports-team-charter-travel: R2 accepted, Solent fallback, handover."""
import charter_people as P


def build(c):
    c.user(
        "What time do we land back in Leeds on Sunday on their new schedule? The chairman's asking. "
        "And leave Jim Pascoe's parking thing, I'll ring him myself tomorrow.")
    c.say(
        "On Aurora's R1 schedule the return is **EXT 16:45, landing LBA 18:05 on Sun 21 Sep** (out on Sat 20 Sep, "
        "LBA 11:30 to EXT 12:40). The counter only disputes the price, so those times should hold.\n\n"
        "Noted on the parking: I'll leave Jim Pascoe to you. When you ring him he'll want the regs for **both** "
        "vehicles (Westcountry coach + minibus on WCC-3318), and Westcountry haven't issued them yet.")
    c.user(
        "Aurora came back, and Priya replied on the thread. Pasting both:\n\n"
        "> **From:** Ben Ashdown <charters@auroraaircharter.co.uk>\n"
        "> **Subject:** RE: CH-25-0917 / AQ-5531-R1 - counter-proposal\n"
        "> Megan, we can't get to 50k, the positioning from Southend is a real cost to us. Best and final is "
        "GBP 50,900, issued as AQ-5531-R2, same schedule as R1, 62 pax. I can hold it until Thu 11 Sep 17:00. Ben\n\n"
        "> **From:** Priya Nair <priya.nair@caldervalefc.co.uk>\n"
        "> Megan, approved up to GBP 51,000 for the Torbay charter given the Sky move. Get a PO raised against "
        "CC-4410 and I'll put the deposit in Thursday's pay run. Priya")
    c.say(
        "Aurora's best and final, **AQ-5531-R2 at GBP 50,900**, is inside Priya's approval of **GBP 51,000**.\n\n"
        "| Budget (CC-4410) | GBP |\n|---|---|\n| Committed before R2 (van cancelled, Aurora at 48,200) | 98,140 |\n"
        "| Aurora 48,200 to 50,900 | +2,700 |\n| **Committed with R2** | **100,840** |\n| Headroom | 4,160 |\n\n"
        "Accepting R2 also re-issues the deposit invoice at 30% of the new price. Shall I accept R2 and raise the PO?")
    c.user("yes do it")
    c.act(None, [
        ("charter_amend", {"booking_id": "CH-25-0917", "action": "accept_requote", "quote_id": "AQ-5531-R2",
                           "price_gbp": 50900, "pax": 62,
                           "approval": "Priya Nair (Head of Finance), e-mail 2025-09-09, limit GBP 51,000",
                           "raise_po": {"cost_centre": "CC-4410", "approver": "priya.nair@caldervalefc.co.uk"}},
         "Aurora Air Charter - CH-25-0917 rev 3 CONFIRMED (quote AQ-5531-R2)\n"
         "  aircraft : was G-AURE, now G-AURF (E190, 100 seats)\n"
         "  S1       : was Fri 19 Sep LBA 14:00, now Sat 20 Sep 2025 LBA 11:30 -> EXT 12:40\n"
         "  S2       : was Sat 20 Sep EXT 19:30, now Sun 21 Sep 2025 EXT 16:45 -> LBA 18:05\n"
         "  pax      : was 58, now 62\n"
         "  price    : was GBP 48,200.00, now GBP 50,900.00\n"
         "  deposit  : INV-AUR-20931 VOIDED; new invoice INV-AUR-20931-A GBP 15,270.00 due 2025-09-11\n"
         "  balance  : GBP 35,630.00 due 2025-09-13\n"
         "  manifest : due Wed 17 Sep 2025 12:00 (names, DOB, ID type for all 62 pax)\n"
         "  PO       : PO-77342 raised on CC-4410, approver Priya Nair, status APPROVED\n"
         "  crew     : 2 flight crew + 3 cabin crew, night stop Exeter Sat 20 Sep (included)\n"
         "  catering : S1 cold snack box; S2 hot meal (team chef menu to be sent 48h before)\n"
         "  contacts : Aurora ops 24h +44 113 496 0700; charter desk Ben Ashdown charters@auroraaircharter.co.uk\n"
         "  handling : EXT - Exeter Aviation Services, coach airside access requested for WCC-3318\n\n"
         "Passenger manifest pre-filled from club travel party TP-FX2291 (TMS link):\n" + P.manifest_check(P.torbay_rows())),
    ])
    c.say(
        "Done. **CH-25-0917 is at rev 3 on AQ-5531-R2:**\n\n"
        "| | |\n|---|---|\n| Aircraft | E190 G-AURF |\n| Out | Sat 20 Sep, LBA 11:30 to EXT 12:40 |\n"
        "| Back | Sun 21 Sep, EXT 16:45 to LBA 18:05 |\n| Price | **GBP 50,900** (PO-77342, approved by Priya) |\n"
        "| Deposit | **INV-AUR-20931-A, GBP 15,270, due Thu 11 Sep** (the old 14,460 invoice is void) |\n"
        "| Balance | GBP 35,630 due Sat 13 Sep |\n| Manifest | due **Wed 17 Sep 12:00**, 62 names. Still missing: Ollie Brennan's ID |\n\n"
        "Block total **GBP 100,840** against 105,000.")
    c.user(
        "OK. Now Solent: where are we with that late landing? Training's at 10 on Wednesday and I "
        "don't want us stuck.")
    c.say(
        "## Solent return (CH-25-0918, SOU 23:05, LBA 00:25 Wed 1 Oct)\n\n"
        "The slot request **SR-LBA-4471** is still *submitted*. LBA expects to decide by **Wed 24 Sep**, six days out. "
        "If it's refused, the ATR can't land at LBA after 23:30.\n\n"
        "| | A. Wait for the slot | B. Fallback: land at Manchester + coach | C. Stay Tuesday night, fly Wed morning |\n|---|---|---|---|\n"
        "| Lands | LBA 00:25 | MAN ~00:20, Calder Road ~01:45 | LBA ~10:10 Wed |\n"
        "| Extra cost | none | coach ~GBP 1,150; Northline re-files at no charge | 44 rooms x 139 = 6,116 + Northline re-quote |\n"
        "| Training at 10:00 | fine | tight but fine | **missed** |\n| Budget (4,160 headroom) | fine | fits | **breaks it** |\n\n"
        "My suggestion is **A, with B held as a fallback**: a provisional coach hold at Manchester that costs nothing unless we confirm it "
        "after LBA decides. C breaks both the budget and training.")
    c.user("B as the fallback, yes, but nothing we pay for yet. Hold it, don't book it.")
    c.act(None, [
        ("ground_transport_hold", {"supplier": "Pennine Executive Coaches", "fixture": "FX-2304",
                                   "pickup": {"place": "Manchester Airport T2 coach park", "time": "2025-10-01 00:30"},
                                   "dropoff": "Calder Road training ground", "pax": 58, "vehicle": "59-seat executive",
                                   "payment": "none - provisional hold only", "cost_centre": "CC-4410",
                                   "notes": "Fallback if LBA refuses night slot SR-LBA-4471 for CH-25-0918"},
         "HOLD PEC-H-2093 created - Pennine Executive Coaches\n"
         "  59-seat executive coach, Manchester Airport T2 -> Calder Road, Wed 1 Oct 2025 00:30\n"
         "  price if confirmed: GBP 1,150.00; no charge while on hold\n"
         "  hold expires: 2025-09-25 17:00 (confirm or release before then)"),
    ])
    c.say(
        "Done. Provisional hold **PEC-H-2093** (Manchester T2 to Calder Road, 00:30 Wed 1 Oct, GBP 1,150 only if confirmed). "
        "It expires **Thu 25 Sep 17:00**, the day after LBA's expected decision. If the slot is refused, we confirm the hold "
        "and ask Northline to re-file CH-25-0918 into MAN.")
    c.user(
        "Right. I'm off from tomorrow, so Tom Keane (assistant ops) picks this up. Set him up with tasks "
        "for everything still open, and give me a summary I can forward.")
    tasks = [
        {"title": "Aurora deposit INV-AUR-20931-A GBP 15,270 - confirm paid in Priya's Thursday pay run", "due": "2025-09-11"},
        {"title": "Headland Grand HB-61207: chase Karen Vosper on 2 waitlisted twins for Sat 20 Sep", "due": "2025-09-15"},
        {"title": "Get Ollie Brennan (PX-4161) ID from academy, then send Aurora manifest for CH-25-0917 (62 pax)", "due": "2025-09-17 12:00"},
        {"title": "Confirm Solent numbers to Northline for CH-25-0918 (currently 58) with Megan", "due": "2025-09-22"},
        {"title": "Cryo unit DG statement to Northline (48h before CH-25-0918)", "due": "2025-09-27"},
        {"title": "LBA night slot SR-LBA-4471 decision; confirm or release coach hold PEC-H-2093", "due": "2025-09-25 17:00"},
        {"title": "FX-2310 Tynemouth TV pick (announced 19 Sep): amend PEC-55120 if moved to Fri 3 Oct 19:45", "due": "2025-09-19"},
    ]
    c.act(None, [
        ("task_create", {"assignee": "tom.keane@caldervalefc.co.uk", "project": "Away travel Sep-Oct 2025",
                         "watchers": ["megan.doyle@caldervalefc.co.uk"], "tasks": tasks},
         "Created 7 tasks in project 'Away travel Sep-Oct 2025' (assignee Tom Keane):\n" +
         "\n".join("  TSK-%d  due %-16s  %s\n          status: OPEN  priority: %s  watchers: megan.doyle@caldervalefc.co.uk\n"
                   "          link: https://ops.caldervalefc.co.uk/tasks/TSK-%d" % (3101 + i, t["due"], t["title"],
                   "high" if i in (0, 2, 5) else "normal", 3101 + i) for i, t in enumerate(tasks))),
    ])
    c.say(
        "Tasks **TSK-3101 to TSK-3107** are created for Tom. Here's the summary to forward:\n\n"
        "## Away travel, 20 Sep to 4 Oct: handover (budget CC-4410, GBP 105,000)\n\n"
        "### Torbay Rovers (FX-2291): now **Sun 21 Sep, 12:30 KO** (Sky)\n"
        "- **Charter CH-25-0917** (Aurora, E190 G-AURF, AQ-5531-R2): out Sat 20 Sep LBA 11:30, back Sun 21 Sep EXT 16:45, LBA 18:05. "
        "**GBP 50,900**, PO-77342, approved by Priya Nair.\n"
        "- **Party 62 pax** (TP-FX2291): 3 academy + 2 contract physios added, Dan Price out.\n"
        "- **Hotel HB-61207** Headland Grand, Sat 20 Sep, GBP 149 a room: 44 confirmed, 2 twins waitlisted (answer by 15 Sep).\n"
        "- **Coach WCC-3318** + minibus: leaves the hotel for the ground 10:15 Sun.\n\n"
        "### Solent City (FX-2304): Tue 30 Sep, 19:45\n"
        "- **Charter CH-25-0918** (Northline, ATR 72 G-NLAT): GBP 31,400, back LBA 00:25 Wed 1 Oct, **slot SR-LBA-4471 pending** (~24 Sep); "
        "fallback hold PEC-H-2093 via Manchester.\n"
        "- Kit (1,380 kg) now flies in the hold; the van was cancelled.\n"
        "- **Hotel HB-61208** Chilworth Park House, Mon 29 Sep, 44 rooms; **coach STC-7702**. Party 58 until Megan confirms (Northline deadline 22 Sep).\n\n"
        "### Tynemouth (FX-2310): Sat 4 Oct, 15:00, TV pick pending\n- **Coach PEC-55120** (coach + minibus), GBP 2,180.\n\n"
        "### Money\n| | GBP |\n|---|---|\n| Committed | **100,840** |\n| Headroom | 4,160 (the MAN coach would use 1,150 of it if confirmed) |\n\n"
        "### Open items\n| Due | Item | Task |\n|---|---|---|\n"
        "| 11 Sep | Aurora deposit INV-AUR-20931-A, GBP 15,270 | TSK-3101 |\n"
        "| 15 Sep | Headland waitlist, 2 twins | TSK-3102 |\n| 17 Sep 12:00 | Aurora manifest (Ollie Brennan's ID missing) | TSK-3103 |\n"
        "| 19 Sep | Tynemouth TV pick | TSK-3107 |\n| 22 Sep | Solent numbers to Northline | TSK-3104 |\n"
        "| 24-25 Sep | LBA slot; confirm or release PEC-H-2093 by 25 Sep 17:00 | TSK-3106 |\n"
        "| 27 Sep | Cryo DG statement to Northline | TSK-3105 |\n"
        "| (Megan) | Coach parking with Jim Pascoe: Lymington Road car park, send both vehicle regs | not a task |")

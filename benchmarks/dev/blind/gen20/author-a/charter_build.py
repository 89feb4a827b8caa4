"""Builds /work/blind20/out/blind-sports-team-charter-travel.json."""
import sys
from common import Conv, Labels, write
import charter_part1, charter_part2, charter_part3

c = Conv(charter_part1.SYSTEM)
charter_part1.build(c)
charter_part2.build(c)
charter_part3.build(c)

if "--index" in sys.argv:
    for i, m in enumerate(c.messages):
        t = " | ".join(p.get("text", "")[:70] or ("CALL " + p["toolRequest"]["name"] if "toolRequest" in p else "RESP " + p["toolResponse"]["name"]) for p in m["content"])
        print(i, m["role"], t[:150].replace("\n", " "))
    sys.exit()

L = Labels(c)
L.add("user_goal", "Arrange travel for away fixtures at Torbay (FX-2291), Solent (FX-2304) and Tynemouth (FX-2310): fly if over 4h by road, "
      "else coach; whole block under GBP 105,000 on cost centre CC-4410; hotels with private dining room within 30 min of ground; "
      "never use Skyhaul", ["105,000", "CC-4410", "Skyhaul"], expect=1)
# facts
L.add("fact", "Torbay fixture FX-2291 moved by Sky to Sun 21 Sep 2025, 12:30 KO", ["FX-2291", "Sun 21 Sep"], expect=21)
L.add("fact", "Torbay travelling party is 62 pax (TP-FX2291): 3 academy players and 2 contract physios added, Dan Price out injured",
      ["62 pax"], expect=28)
L.add("fact", "Torbay charter schedule (R1/R2): E190 G-AURF, out Sat 20 Sep LBA 11:30-EXT 12:40, back Sun 21 Sep EXT 16:45-LBA 18:05",
      ["G-AURF", "18:05"], expect=31)
L.add("fact", "Headland Grand Saturday group rate is GBP 149 per room (HB-61207 moved to Sat 20 Sep)", ["GBP 149"], expect=23)
L.add("fact", "Northline swapped to ATR 72 G-NLAT with 2,200 kg hold; declared hold 2,080 kg (kit 1,380 kg + ~700 kg bags)",
      ["G-NLAT", "2,080 kg"], expect=34)
L.add("fact", "Graham Whitlock is on leave until 26 Sep; travel spend approvals go to Priya Nair (Head of Finance)",
      ["Priya Nair", "26 Sep"], expect=31)
L.add("fact", "Priya Nair approved up to GBP 51,000 for the Torbay charter", ["51,000"], expect=39)
L.add("fact", "Block committed GBP 100,840 against the GBP 105,000 budget (headroom 4,160)", ["100,840"], expect=40)
# decisions
L.add("decision", "Accepted Aurora best-and-final AQ-5531-R2 at GBP 50,900 for Torbay charter CH-25-0917 (rev 3), PO-77342 approved by Priya",
      ["50,900", "PO-77342"], expect=43)
L.add("decision", "Solent charter booked with Northline, CH-25-0918 at GBP 31,400 (return lands LBA 00:25 Wed 1 Oct)",
      ["CH-25-0918", "31,400"], expect=11)
L.add("decision", "Torbay hotel: Headland Grand Hotel, booking HB-61207", ["Headland Grand", "HB-61207"], expect=19)
L.add("decision", "Solent hotel: Chilworth Park House (second option), booking HB-61208", ["Chilworth Park House", "HB-61208"], expect=19)
L.add("decision", "Ground transport: Westcountry WCC-3318 (Exeter), Solent Travel STC-7702, Pennine PEC-55120 for Tynemouth",
      ["STC-7702", "PEC-55120"], expect=11)
L.add("decision", "Kit van PEC-55121 cancelled; the 1,380 kg kit flies in the Northline hold instead", ["PEC-55121", "1,380 kg"], expect=33)
L.add("decision", "Torbay coach leaves the hotel for the ground at 10:15 on Sun 21 Sep (agent's choice, accepted)", ["WCC-3318", "10:15"], expect=22)
L.add("decision", "Solent late landing: wait for LBA slot, with provisional Manchester coach hold PEC-H-2093 as fallback, nothing paid",
      ["PEC-H-2093", "Manchester"], expect=49)
# pending actions
L.add("pending_action", "Aurora deposit invoice INV-AUR-20931-A GBP 15,270 due 11 Sep (Priya's Thursday pay run)",
      ["INV-AUR-20931-A", "15,270"], expect=43)
L.add("pending_action", "Send Aurora the passenger manifest for 62 pax by Wed 17 Sep 12:00", ["manifest", "17 Sep"], expect=43)
L.add("pending_action", "Confirm Solent numbers (58 for now) to Northline for CH-25-0918 by Mon 22 Sep", ["CH-25-0918", "22 Sep"], expect=11)
L.add("pending_action", "Send the cryo unit's dangerous-goods statement to Northline 48h before departure", ["DG statement"], expect=35)
L.add("pending_action", "Megan to ring Jim Pascoe (Torbay Rovers) about coach parking at Lymington Road car park and send both vehicle regs",
      ["Jim Pascoe", "Lymington Road"], expect=31)
L.add("pending_action", "Confirm or release Manchester coach hold PEC-H-2093 before it expires 25 Sep 17:00", ["PEC-H-2093", "25 Sep"], expect=50)
# open issues
L.add("open_issue", "LBA night slot SR-LBA-4471 for the Solent return is still pending; decision expected Wed 24 Sep",
      ["SR-LBA-4471", "24 Sep"], expect=31)
L.add("open_issue", "2 twin rooms waitlisted at Headland Grand (HB-61207) for Sat 20 Sep; hotel to answer by 15 Sep",
      ["HB-61207", "waitlist"], expect=27)
L.add("open_issue", "Tynemouth FX-2310 TV pick pending; may move to Fri 3 Oct 19:45 (announcement 19 Sep), PEC-55120 may need amending",
      ["FX-2310", "Fri 3 Oct"], expect=3)
L.add("open_issue", "Academy player Ollie Brennan has no ID on file, needed for the Aurora manifest", ["Ollie Brennan", "no ID"], expect=27)
# references
L.add("reference", "Aurora charter desk e-mail (Ben Ashdown)", ["charters@auroraaircharter.co.uk"], expect=6)
L.add("reference", "Finance approver e-mail", ["priya.nair@caldervalefc.co.uk"], expect=31)
L.add("reference", "Torbay charter booking and accepted quote", ["CH-25-0917", "AQ-5531-R2"], expect=39)
L.add("reference", "Handover tasks TSK-3101 to TSK-3107 assigned to Tom Keane", ["TSK-3101", "Tom Keane"], expect=53)
L.add("reference", "Torbay travel party list", ["TP-FX2291"], expect=27)
# stale values
L.add_stale("Torbay KO was Sat 20 Sep 15:00; moved to Sun 21 Sep 12:30", ["Sat 20 Sep, 15:00"], 21)
L.add_stale("Aurora price GBP 48,200 replaced by re-quote R1 GBP 53,400", ["48,200"], 31)
L.add_stale("Aurora R1 GBP 53,400 replaced by best-and-final R2 GBP 50,900", ["53,400"], 39)
L.add_stale("Headland Grand rate GBP 129 (Fri 19 Sep) replaced by GBP 149 (Sat 20 Sep)", ["GBP 129"], 23)
L.add_stale("Torbay aircraft G-AURE replaced by G-AURF", ["G-AURE"], 43)
L.add_stale("Aurora deposit GBP 14,460 (INV-AUR-20931) replaced by GBP 15,270 (INV-AUR-20931-A)", ["14,460"], 43)
L.add_stale("Finance approver Graham Whitlock replaced by Priya Nair while on leave", ["Graham Whitlock"], 31)
L.add_stale("Kit weight 1,240 kg replaced by 1,380 kg", ["1,240 kg"], 33)
L.add_stale("Northline hold allowance 1,050 kg replaced by 2,200 kg on G-NLAT", ["1,050 kg"], 31)
L.report()
write("blind-sports-team-charter-travel", "Charter flights, hotels and coaches for three away fixtures (Calder Vale FC)", c, L,
      {"domain": "sports team travel operations", "language": "en", "author": "a"})

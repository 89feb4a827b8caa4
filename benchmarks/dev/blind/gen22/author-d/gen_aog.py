"""Generator: blind-aircraft-aog-parts (English). Deterministic (seeded)."""
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from common import Conv  # noqa: E402
import gen_aog_data as D  # noqa: E402

# generate all long outputs once, in fixed order (shared seeded RNG)
TECHLOG = D.techlog()
PFR = D.cfds_pfr()
TSM = D.tsm_task()
MEL = D.mel_item()
DEFERRALS = D.deferral_list()
DD_HIST = D.deferral_history()
IPC = D.ipc_lookup()
PARTS = D.parts_search()
ROSTER = D.crew_roster()
RELIAB = D.reliability()
TL_OPEN = [l.split()[0] for l in TECHLOG.splitlines() if "STATUS OPEN" in l][0]

SYSTEM = """You are MCC Assist, the maintenance-control assistant of Nordvik Air (A320 fleet, AOC NO-044, Part-CAMO NO.CAMO.0107). You work with the duty maintenance controller in the Maintenance Control Centre (MCC) in Oslo.

You can read the tech log, CFDS reports, TSM/AMM/IPC/MEL, deferrals, stores and external parts sources, reliability data, crew rosters and the schedule, and you can create and update work orders, RFQs, loan/repair orders, engineering requests, schedule changes, cancellations, deferral extensions and e-mails.

Conventions: all times are UTC with a Z suffix. You never certify anything: only a licensed engineer issues a CRS, and only CAMO engineering issues technical dispositions. Spend goes to MCC cost centre 4410 within the controller's approval limit. When a choice has trade-offs, lay out the options and ask; when a step is routine and agreed, do it and report briefly."""

c = Conv("blind-aircraft-aog-parts",
         "OY-NVK AOG at Tromsø: ENG 1 bleed PRV, loaner sourcing, schedule swap, engineering sign-off",
         SYSTEM)

# ---------------------------------------------------------------- turn 1
c.user("""Evening. Jonas Berg on the MCC desk. OY-NVK is AOG in Tromsø after NVA 731 (OSL-TOS, on blocks 15:42Z). Crew wrote up AIR ENG 1 BLEED FAULT in climb passing FL250, did the QRH reset, it came back twice, they finished the flight with ENG 1 bleed off. Line maintenance at TOS is Arctic Line Services (ALS), the mech on shift is Erik Nilsen.

What I want: NVK back in service for NVA 732 tomorrow at 06:10Z if at all possible, and if not, protect the rest of tomorrow's flying with as little disruption as we can. Part spend up to USD 40,000 I can sign myself; anything above goes to Hanne Sørli (Director Technical) and she's at a conference in Toulouse, so let's not go there unless we have to.

Start with the tech log for ATA 36 and the CFDS for the last leg.""", anchor="u1")

c.model("Pulling NVK's ATA 21/36 tech log (90 days) and the PFR for NVA 731.", [
    ("techlog_get", {"registration": "OY-NVK", "ata": ["21", "36"], "days": 90, "include_actions": True}, TECHLOG),
    ("cfds_report_get", {"registration": "OY-NVK", "flight": "NVA731", "date": "2024-11-18", "report": "PFR",
                         "include_snapshots": True, "previous_legs": 10}, PFR),
], anchor="m1")

c.model(f"""## OY-NVK — first look

**This is a repeat defect.** ENG 1 bleed has been written up three times in just over two weeks:

| Date | Flight / station | What happened | What was done |
|---|---|---|---|
| 02 Nov | NVA 455, OSL | ENG 1 BLEED FAULT in climb FL210, reset OK | BMC1 BITE clean, ops check OK, monitor |
| 11 Nov | NVA 182, BGO | ENG 1 BLEED FAULT in cruise, bleed temp 290 C | PRV 4001HA1 class 2 stored and cleared; sense line + 7HA1 connector checked |
| 18 Nov | NVA 731, TOS | fault in climb FL250, two resets failed, bleed OFF | **open — AOG** ({TL_OPEN}) |

That's **3 write-ups in 16 days**, which trips the MOE 2.16 repetitive-defect rule, so Reliability will want a report however we fix it.

**The PFR points hard at the PRV:**
- `PRV 4001HA1 / BMC1` as a **class 1 hard** fault at 14:12, 14:15 and 14:31Z, plus `BLEED OVERPRESS ENG 1 (REG P > 57 PSI, 15 S)`.
- In both BMC1 snapshots regulated pressure climbs from the mid-40s to the low 60s psig while PRV position goes to OPEN with the HPV closed. That's a valve that has stopped regulating, not a transducer drifting — transfer pressure and precooler outlet temperature rise with it.
- The OPV 4002HA1 class 2 at 14:31Z is most likely the overpressure valve reacting, not a second fault.
- There were also intermittent PRV class 2 hits on NVA 612 (16 Nov) and NVA 455 (17 Nov) that nobody wrote up.

**Most likely:** PRV 4001HA1. Less likely: regulated pressure transducer 8HA1 or BMC1 itself — the TSM isolation separates these with an idle run and the ground pneumatic test set.

### Suggested next steps
1. Work order to ALS for Erik: TSM 36-11-00-810-801-A (BITE, sense line, idle run with pressures recorded, PRV closure test).
2. In parallel, look at the MEL for the engine bleed, so we know whether a deferral is an option if no part reaches TOS tonight.
3. Start the parts search for the PRV now rather than after Erik's result.

Shall I raise the WO and pull the MEL?""", anchor="m1b")

# ---------------------------------------------------------------- turn 2
c.user("""Yes to both, raise the WO. On the MEL: if we can defer it and fly it home to OSL that's my preferred plan — Oslo has the hangar slot and the people, TOS only has Erik. Hold the parts search until we know what Erik finds.""", anchor="u2")

WO_CREATE_OUT = f"""WORK ORDER CREATED
WO: WO-TOS-24-3317   rev 1   status OPEN - AOG
A/C: OY-NVK (A320-214 MSN 5112)   station TOS   techlog ref {TL_OPEN}
Vendor: Arctic Line Services AS (Part-145 NO.145.0221)   assignee: Erik Nilsen (B1 N-3318)
Title: ENG 1 BLEED FAULT - fault isolation IAW TSM 36-11-00-810-801-A
Cost centre: 4410   labour: ALS call-out rate NOK 1,450/h, minimum 3 h; AOG night surcharge 50% 22:00-06:00 local
Notification: sent 17:12Z to ops.tos@arcticline.no (ALS TOS duty), read 17:13Z
Estimated elapsed (TSM): 2.5 h isolation
Ops ticket: AOG-NVK-1118 opened and linked (OCC visibility)"""

c.model("Raising the WO for Erik and pulling the TSM task and the MEL item.", [
    ("tsm_task_get", {"task": "36-11-00-810-801-A", "effectivity": "OY-NVK"}, TSM),
    ("mel_lookup", {"item": "36-11-01", "registration": "OY-NVK", "include_procedures": True}, MEL),
    ("workorder_create", {
        "station": "TOS", "registration": "OY-NVK", "vendor": "Arctic Line Services", "assignee": "Erik Nilsen",
        "priority": "AOG", "title": "ENG 1 BLEED FAULT - fault isolation",
        "task_refs": ["TSM 36-11-00-810-801-A"], "techlog_ref": TL_OPEN,
        "instructions": "1) BMC1 BITE, record all messages and class. 2) Inspect sense line PRV 4001HA1 -> 8HA1 and connector 4001HA1-A. 3) Idle engine run: record regulated pressure, transfer pressure, PRV position (60 s stabilised). 4) PRV closure test with ground pneumatic test set. Call MCC +47 64 81 20 00 with results BEFORE any component change.",
        "cost_centre": "4410", "notify": ["ops.tos@arcticline.no"]}, WO_CREATE_OUT),
], anchor="m2")

c.model("""WO-TOS-24-3317 is with ALS; Erik has the TSM steps and will call you before changing anything.

### MEL 36-11-01 (engine bleed), Cat C — what a deferral would need
- **(M):** HPV and PRV 4001HA1 secured closed with the manual lock, X BLEED ops test, **APU bleed ops test ≥ 32 psi**, placard.
- **(O):** start ENG 2 on APU bleed, cross-bleed start ENG 1, **FL315 max**, no known or forecast severe icing, 2–3% fuel penalty.
- **Outstation rule (OM-B 2.3):** TOS has no Nordvik B1, so it needs MCC approval plus written (M) certification by the ALS B1 — Erik is B1, so that part is doable.
- Condition **b) APU bleed operative** is the one to verify before we call this a plan — checking NVK's open deferrals.""", [
    ("deferral_list", {"registration": "OY-NVK", "status": ["OPEN", "EXTENDED", "CLOSED_7D"], "mel_crosscheck": "36-11-01"}, DEFERRALS),
], anchor="m2b")

c.model("""## Plan A (defer and fly it to OSL) is blocked

NVK already carries **DD-2024-1187 — APU BLEED INOP (MEL 49-52-01, Cat C)**, raised 09 Nov. MEL 36-11-01A b) requires the APU bleed to be operative, and the item's related-items note says 36-11-01 is *not applicable* with the APU bleed inoperative. The deferral system flags the conflict as well.

So as things stand we **cannot** dispatch NVK from TOS under 36-11-01. Two more things from the list:
- DD-2024-1187 is **due tomorrow (19 Nov)**, and its rectification part (PO 4500087744) only reaches OSL on 22 Nov.
- DD-2024-1179 (aft lav flush) is past its due date with an extension pending — separate, but it needs sorting before NVK flies anywhere.

### Where that leaves us
| Option | What it takes | Problem |
|---|---|---|
| A. Defer ENG 1 bleed, fly to OSL | serviceable APU bleed | APU bleed is deferred INOP → not allowed |
| B. Fix the ENG 1 bleed at TOS | PRV (or 8HA1/BMC1) to TOS + ALS B1 | part logistics, ALS night capacity |
| C. Fix the APU bleed at TOS first, then defer ENG 1 | APU part at TOS | part not in Norway before 22 Nov |

Realistically it's **B**. I'd start the parts search now after all, even before Erik reports — want me to?""", anchor="m2c")

# ---------------------------------------------------------------- turn 3
c.user("""Hang on, DD-2024-1187 should be closed — Oslo changed the APU bleed valve last Wednesday night, Kjetil did it himself. Check the history before we write off the MEL.""", anchor="u3")

c.model("Checking the full history of DD-2024-1187.", [
    ("deferral_get", {"dd": "DD-2024-1187", "include_history": True}, DD_HIST),
], anchor="m3")

c.model("""The valve was changed on 13 Nov, but it didn't fix it:

- **13 Nov 22:15Z** — K. Dahl replaced the APU load control valve (P/N 3214552-2).
- **13 Nov 23:50Z** — APU bleed ops test **FAILED: 28 psi vs 32 psi minimum**.
- **14 Nov 00:20Z** — re-deferred with the same due date; the removed valve went to the bench and was NFF.
- **15 Nov** — Tom Reyes (engineering, ATA 36/49) suspects the APU IGV actuator, P/N 3888512-3 on PO 4500087744, ETA OSL 22 Nov.

So DD-2024-1187 is still **OPEN**, the APU bleed is still inoperative, and Plan A stays blocked. Worth keeping in mind: the DD is due **19 Nov 23:59Z**, and an extension needs Hanne or her deputy (MOE 2.21) — someone will have to pick that up whatever happens with the ENG 1 bleed.

I'm holding the parts search until you've heard from Erik, as you said.""", anchor="m3b")

# ---------------------------------------------------------------- turn 4
c.user("""Erik just called. BMC1 BITE confirms PRV 4001HA1 class 1. Sense line and connector fine, no leaks. On the idle run he got 61 psi regulated pressure, stable, limit is 45 ± 5. And the PRV won't close on command with the test set. So it's the valve, TSM step B(6).

OK — forget flying it home, we change the valve in TOS. Our unit is S/N VT-18834. Find me a PRV: check the IPC for what we can fit, then our stores, the loan pools and the usual suppliers.""", anchor="u4")

c.model("Understood — PRV replacement at TOS. First the IPC, to see what we can fit.", [
    ("ipc_lookup", {"chapter": "36-11-42", "figure": "01", "registration": "OY-NVK", "fin": "4001HA1"}, IPC),
], anchor="m4")

c.model("IPC gives -3/-4 (two-way) and -5 (one-way, with a catch — see below). Searching all three dash numbers plus the gasket and clamp.", [
    ("parts_search", {"part_numbers": ["3291228-3", "3291228-4", "3291228-5", "3291301-1", "D1350-0462"],
                      "aog": True, "ship_to": "TOS", "include_loan_pools": True, "include_own_stores": True}, PARTS),
], anchor="m4p")

c.model("""## PRV 4001HA1 — what we can fit
- IPC: **3291228-3 / -4** are two-way interchangeable; NVK has a -4 (S/N VT-18834).
- **3291228-5** is one-way interchangeable and — the catch — NVK has BMC std 6 (1HA-4590-11), SB 36-1087 not embodied. IPC note (3): a -5 on a std 6 BMC needs an **operator engineering assessment** (Valvetronic SIL 36-044 rev B) before installation. Any -5 option therefore needs an engineering sign-off first.

## Sourcing options
| # | Source | P/N / cond | Commercial | To TOS | Notes |
|---|---|---|---|---|---|
| 1 | AvioStock GmbH (HAM) | -4 OH | exchange USD 31,900 + core, BER cap 14,000 | 48h + ~1 day freight | straight fit, no engineering |
| 2 | Skyline Component Pool (CPH) | -5 SV | loan USD 1,650/day, min 10 days + handling 950 | NFO — could be at TOS tomorrow morning | needs engineering assessment |
| 3 | Pacific Rotables (MIA) | -5 NE | USD 58,400 outright | 3–4 days | above your USD 40,000 → Hanne; needs engineering |
| 4 | AeroHub Leasing (DUB) | -4 SV | loan USD 1,900/day, min 15 days + 1,200 | 48h | straight fit, expensive (≥ USD 29,700) |
| 5 | Jet Parts Asia (SIN) | -4 OH | USD 27,800 outright | 5–7 days | QA approved-conditional |
| — | Own stores OSL | no serviceable unit | — | — | last -4 issued to OY-NVF on 21 Oct |

Gaskets (3291301-1) are in the ALS consignment store at TOS; the V-band clamps (D1350-0462) aren't — they'd go COMAT from OSL.

### My read
Only **option 2** realistically gets a valve onto NVK before tomorrow's first wave, and it depends on engineering accepting a -5 on a std 6 BMC. Option 1 is the clean permanent fit but lands Thursday at the earliest. A sensible pair: **Skyline loaner now**, then a permanent -4 (AvioStock exchange, or our own VT-18834 back from repair) to release the loaner.

Shall I send RFQs to AvioStock and Skyline to firm up price and availability? Pacific's outright is over your limit, but I could ask them for an exchange price.""", anchor="m4b")

# ---------------------------------------------------------------- turn 5
c.user("""Send RFQs to AvioStock and Skyline, and ask Pacific for an exchange price instead of outright. Not Jet Parts Asia — QA had a paperwork scare with them last year, I don't want that on an AOG. Copy stores@nordvikair.no on everything.""", anchor="u5")

RFQ_OUT = """RFQ BATCH RFQ-24-7781 CREATED 18:21Z   type AOG   need-by 2024-11-19 06:00Z   ship-to TOS (ALS Hangar 3)
LINE  RFQ NO          VENDOR                   CONTACT                P/N         QTY  TYPE      STATUS
 1    RFQ-24-7781-01  AvioStock GmbH           sales@aviostock.de     3291228-4   1    EXCHANGE  SENT 18:21Z
 2    RFQ-24-7781-02  Skyline Component Pool   loans@skylinepool.dk   3291228-5   1    LOAN      SENT 18:21Z
 3    RFQ-24-7781-03  Pacific Rotables Inc     sales@pacrot.com       3291228-5   1    EXCHANGE  SENT 18:21Z
CC on all lines: stores@nordvikair.no
Replies threaded into MCC inbox with tag [RFQ-24-7781]. Reminder if no reply: 19:21Z."""

c.model("Sending the RFQs.", [
    ("rfq_create", {
        "rfq_type": "AOG", "registration": "OY-NVK", "need_by": "2024-11-19T06:00Z",
        "ship_to": "Arctic Line Services, Hangar 3, Tromsø Airport (TOS), 9015 Tromsø, Norway",
        "cc": ["stores@nordvikair.no"],
        "lines": [
            {"vendor": "AvioStock GmbH", "contact": "sales@aviostock.de", "pn": "3291228-4", "qty": 1, "type": "EXCHANGE",
             "notes": "Confirm OH unit tag date, firm lead time to TOS and BER cap."},
            {"vendor": "Skyline Component Pool", "contact": "loans@skylinepool.dk", "pn": "3291228-5", "qty": 1, "type": "LOAN",
             "notes": "Confirm daily rate, minimum period, handling fee, NFO routing CPH-TOS and the latest PO time for tonight's uplift. EASA Form 1 required."},
            {"vendor": "Pacific Rotables Inc", "contact": "sales@pacrot.com", "pn": "3291228-5", "qty": 1, "type": "EXCHANGE",
             "notes": "Please quote EXCHANGE instead of outright, core P/N 3291228-4; lead time to TOS."}],
        "message": "AOG - A320 OY-NVK at TOS (ENG 1 PRV). Please reply within 1 hour if at all possible."}, RFQ_OUT),
], anchor="m5")

c.model("""Done. **RFQ-24-7781** is out to AvioStock (-01), Skyline (-02, loan) and Pacific Rotables (-03, exchange instead of outright), stores@nordvikair.no copied on all three. Jet Parts Asia left out. Replies thread into the MCC inbox under [RFQ-24-7781]; I'll go through them when they land.""", anchor="m5b")

# ---------------------------------------------------------------- turn 6
c.user("""While we wait — tomorrow. What does NVK's day look like and who's flying it? Lind and Haugen are night-stopping in TOS, right?""", anchor="u6")

c.model(None, [
    ("crew_roster_query", {"date": "2024-11-19", "registrations": ["OY-NVK"],
                           "flights": ["NVA 732", "NVA 181", "NVA 182", "NVA 455", "NVA 456", "NVA 733", "NVA 734", "NVA 735", "NVA 736", "NVA 731"],
                           "include_standby": True, "include_fleet_status": True, "fdp_check": True}, ROSTER),
], anchor="m6")

c.model("""## Tomorrow (19 Nov) — NVK's line
| Flight | Sector | STD–STA | Crew |
|---|---|---|---|
| NVA 732 | TOS–OSL | 06:10–07:55Z | Lind / Haugen (night-stop TOS) |
| NVA 181 / 182 | OSL–BGO–OSL | 08:50–11:25Z | Berge / Holm |
| NVA 455 / 456 | OSL–CPH–OSL | 13:00–16:10Z | Berge / Holm |

Yes — Lind and Haugen are in TOS (Scandic Ishavshotel, rooms to 12:00 local). NVA 732 has **96 pax** booked. TOS–OSL alternatives tomorrow: NVA 734 (12:35Z, 61 seats free) and NVA 736 (18:40Z, 33 seats free).

Even if a loaner comes NFO tomorrow morning, NVK won't make 06:10Z. The spare is **OY-NVR**, free at OSL from 05:00Z (OY-NVS is in its A-check until 12:00Z).

### Options
| Option | OSL line (181/182/455/456) | NVA 732 | Crew | Downside |
|---|---|---|---|---|
| **A — cancel 732** | OY-NVR | cancelled, 96 pax onto 734/736 (2 short) | Lind/Haugen deadhead home | 96 pax disrupted now |
| **B — swap + retime** | OY-NVR | retimed to **14:10Z**, flown by NVK if CRS by 13:00Z; go/no-go at **10:00Z**, else cancel + rebook | Lind/Haugen legal (report 13:10Z) | pax wait ~8h, late-cancel risk |
| **C — spare to TOS** | no aircraft until NVR is back (~11:00Z) → 181/182 cancelled or badly late | OY-NVR positions OSL–TOS 05:30Z, flies 732 ~08:45Z | SBY-OSL-A ferries, Lind/Haugen fly 732 | no spare left for the day |

I'd go **B**: the OSL line stays whole on OY-NVR, and NVK gets a fair shot at 732 if the Skyline loaner arrives NFO. Which way?""", anchor="m6b")

# ---------------------------------------------------------------- turn 7
c.user("""B, but make the decision point 09:00Z, not 10:00Z — customer service need the lead time to rebook if it goes.""", anchor="u7")

SWAP_OUT = """SCHEDULE CHANGE SWP-1119-04 CREATED   status PUBLISHED 18:58Z   author MCC/jberg
FLIGHT   DATE   SECTOR   FIELD  WAS        NOW
NVA 181  19NOV  OSL-BGO  A/C    OY-NVK     OY-NVR
NVA 182  19NOV  BGO-OSL  A/C    OY-NVK     OY-NVR
NVA 455  19NOV  OSL-CPH  A/C    OY-NVK     OY-NVR
NVA 456  19NOV  CPH-OSL  A/C    OY-NVK     OY-NVR
NVA 732  19NOV  TOS-OSL  STD    06:10Z     14:10Z
NVA 732  19NOV  TOS-OSL  STA    07:55Z     15:55Z      A/C OY-NVK (AOG - subject to CRS)
Decision point: 2024-11-19 09:00Z (MCC). Fallback: cancel NVA 732, rebook onto NVA 734 / NVA 736.
Crew: NV1187 M. Lind, NV2064 I. Haugen - new report 13:10Z TOS, FDP 3:15 / max 13:00 OK. Hotel extension requested HTL-TOS-77120.
Crew Berge/Holm: aircraft change only, no duty change.
Pax NVA 732: 96 - delay SMS queued 19:15Z (customer service to confirm wording).
WARNING: OY-NVR operating NVA 416 TRD-OSL, STA 19:10Z. Spare status from 19 Nov 05:00Z subject to turnaround check.
Notified: occ@nordvikair.no, crewcontrol@nordvikair.no, customerservice@nordvikair.no"""

c.model("Publishing option B with the 09:00Z decision point.", [
    ("schedule_swap", {
        "date": "2024-11-19",
        "swap": [{"flights": ["NVA 181", "NVA 182", "NVA 455", "NVA 456"], "from": "OY-NVK", "to": "OY-NVR"}],
        "retime": [{"flight": "NVA 732", "std_was": "06:10Z", "std_now": "14:10Z", "sta_now": "15:55Z"}],
        "decision_point": "2024-11-19T09:00Z",
        "fallback": "Cancel NVA 732 and rebook onto NVA 734/736",
        "crew_notes": "NVA 732 crew Lind (NV1187)/Haugen (NV2064): new report 13:10Z; hotel extension TOS",
        "reason": "OY-NVK AOG TOS, ENG 1 bleed PRV, WO-TOS-24-3317",
        "notify": ["occ@nordvikair.no", "crewcontrol@nordvikair.no", "customerservice@nordvikair.no"]}, SWAP_OUT),
], anchor="m7")

c.model("""Done — **SWP-1119-04** is published:
- OY-NVR takes NVA 181/182/455/456.
- NVA 732 retimed to **14:10Z** (STA 15:55Z), go/no-go at **09:00Z**, fallback cancel and rebook onto 734/736.
- Lind/Haugen report 13:10Z; hotel extension requested.

One flag from the system: NVR is still flying NVA 416 in from TRD tonight (STA 19:10Z), so its spare status depends on the turnaround check.""", anchor="m7b")

# ---------------------------------------------------------------- turn 8
c.user("Anything back from the suppliers yet?", anchor="u8")

INBOX1 = """MCC INBOX  folder: MCC  since 2024-11-18 18:20Z  7 messages (newest last)

[1] 19:02Z  From: Katrin Vogel <sales@aviostock.de>
    To: mcc@nordvikair.no  Cc: stores@nordvikair.no
    Subject: RE: [RFQ-24-7781-01] AOG 3291228-4 OY-NVK
    Dear Jonas,
    thank you for your RFQ. Unfortunately the overhauled 3291228-4 we listed (tag 2024-10-29) was reserved this
    afternoon by another customer, and our second unit failed its final functional test (regulation out of limits).
    We can offer the next 3291228-4 OH from the current shop batch: exchange USD 31,900 + core, BER cap USD 14,000,
    ready to ship in 96h (Friday 22 Nov), delivery TOS Saturday 23 Nov by courier.
    Quote AV-Q-24-5562, valid 7 days. Sorry we cannot do better on this one.
    Best regards, Katrin Vogel - AOG Desk, AvioStock GmbH, Hamburg

[2] 19:05Z  From: AMOS <noreply-amos@nordvikair.no>
    Subject: Daily due list - fleet - items due within 24h
    OY-NVB  TC 05-21-01 daily check              due 2024-11-19 23:59Z
    OY-NVK  DD-2024-1187 MEL 49-52-01 (C)        due 2024-11-19 23:59Z
    OY-NVK  DD-2024-1179 MEL 38-31-01 (C)        OVERDUE - extension EXT-0426 pending
    OY-NVP  TC 12-13-21 oil servicing IDG 2      due 2024-11-19 18:00Z

[3] 19:07Z  From: Crew Control <crewcontrol@nordvikair.no>
    Subject: RE: SWP-1119-04 - hotel TOS
    Hotel extension HTL-TOS-77120 confirmed, Scandic Ishavshotel, 2 rooms (Lind, Haugen) to 19 Nov 14:00 local.

[4] 19:10Z  From: Rasmus Holm <loans@skylinepool.dk>
    To: mcc@nordvikair.no  Cc: stores@nordvikair.no
    Subject: RE: [RFQ-24-7781-02] AOG loan 3291228-5
    Hi Jonas,
    confirmed available: 3291228-5 S/N SK-5521, serviceable, EASA Form 1 dated 2024-09-12 (Skyline Part-145
    DK.145.0093); last shop visit was a bench test after an NFF removal.
    Terms per our loan pool agreement LPA-2022-07: USD 1,650/day, minimum 10 days, handling USD 950, freight at cost.
    Loan period starts on receipt at your station. Quote LQ-88120.
    NFO routing: SK1467 CPH 19:55Z -> OSL 21:05Z, then SK4416 OSL 07:50Z -> TOS 09:45Z tomorrow.
    For tonight's uplift we need your PO no later than 20:15Z.
    Please note the -5 has the post SB 36-1087 poppet spring - your engineering should check your BMC standard.
    Rgds, Rasmus Holm - Loans & AOG, Skyline Component Pool, Kastrup

[5] 19:15Z  From: Stores OSL <stores@nordvikair.no>
    Subject: RE: [RFQ-24-7781] COMAT for OY-NVK
    Noted. 2x V-band clamp D1350-0462 and 2x gasket 3291301-1 set aside as COMAT-24-1180, ready at OSL cargo
    terminal for the first TOS flight. Tell us which flight. /Bjørn

[6] 19:21Z  From: Luis Ortega <sales@pacrot.com>
    To: mcc@nordvikair.no  Cc: stores@nordvikair.no
    Subject: RE: [RFQ-24-7781-03] 3291228-5 exchange
    Jonas, we can do 3291228-5 NEW on exchange: USD 36,750 flat + your -4 core (core must be repairable,
    BER cap USD 18,000). Ships Wednesday 20 Nov from MIA, ETA TOS 23 Nov. Quote PR-24-10977, valid until 22 Nov.
    Luis Ortega, Pacific Rotables Inc., Miami

[7] 19:34Z  From: OCC Nordvik <occ@nordvikair.no>
    To: mcc@nordvikair.no
    Subject: OY-NVR birdstrike - NOT available as spare / SWP-1119-04
    MCC, OY-NVR reported a birdstrike on landing OSL (NVA 416, 19:12Z), No 2 engine ingestion suspected (remains in
    fan/booster inlet). Borescope required per AMM 05-51-14; OSL line estimates NVR not available before
    19 Nov 12:00Z. OY-NVS A-check WP-NVS-A14 is running ahead, CRS expected 18 Nov 23:30Z - NVS can be spare from
    19 Nov 05:00Z. Please advise on SWP-1119-04.
    /Anne-Lise, OCC duty"""

c.model(None, [
    ("email_inbox_list", {"folder": "MCC", "since": "2024-11-18T18:20Z", "include_body": True}, INBOX1),
], anchor="m8")

c.model("""## Replies to RFQ-24-7781 — and a problem with the spare

| | AvioStock (-01) | Skyline (-02) | Pacific Rotables (-03) |
|---|---|---|---|
| Unit | 3291228-4 OH | 3291228-5 SV, S/N SK-5521 | 3291228-5 NEW |
| Terms | exchange USD 31,900 + core | loan USD 1,650/day, min 10 days, handling 950 | exchange USD 36,750 + core |
| Lead | **now 96h** (ready Fri 22 Nov, TOS Sat 23 Nov) | NFO: SK4416 → **TOS 19 Nov 09:45Z** | ships 20 Nov, TOS 23 Nov |
| Quote | AV-Q-24-5562 | LQ-88120 — **PO needed by 20:15Z** | PR-24-10977 (valid to 22 Nov) |
| Engineering | not needed | **needed** (-5 on BMC std 6) | needed |

AvioStock lost their unit, so their lead time has gone from 48h to 96h. **Skyline is now the only way to get a valve onto NVK tomorrow.** With SK-5521 on SK4416 at 09:45Z and ~3h for install, leak check and ops test, that gives **ETR 19 Nov 13:00Z** — inside the 14:10Z retime, but only if engineering accepts the -5.

**Spare aircraft:** OCC reports **OY-NVR took a birdstrike** on NVA 416 and won't be available before 12:00Z tomorrow. **OY-NVS** comes out of its A-check tonight (CRS expected 23:30Z) and can be spare from 05:00Z — so SWP-1119-04 needs to move to NVS.

Stores have the clamps and gaskets set aside as COMAT-24-1180 at OSL cargo.

### What I'd do now (PO deadline 20:15Z)
1. Place the Skyline loan (LQ-88120): PO, NFO routing.
2. Re-do the swap with OY-NVS instead of OY-NVR.
3. Raise an AOG engineering request for the -5 assessment to **Tom Reyes** (ATA 36 engineer, already on DD-2024-1187).

At list, the loan is 10 × 1,650 + 950 = USD 17,450 plus freight — within your limit. OK to go?""", anchor="m8b")

# ---------------------------------------------------------------- turn 9
c.user("""Go. I phoned Rasmus at Skyline — they'll do 1,400/day and waive the handling if we commit to the 10 days. Get that in writing on the order. Swap to NVS, fine. And yes, engineering request to Tom.""", anchor="u9")

LOAN_OUT = """LOAN ORDER CREATED
Order: LO-24-0917   PO 4500088213   status SENT 20:04Z
Vendor: Skyline Component Pool ApS (DK) - loan pool agreement LPA-2022-07 - quote LQ-88120
Unit: 3291228-5  S/N SK-5521  cond SV  EASA Form 1 2024-09-12
Rate: USD 1,400/day (list USD 1,650/day)   minimum 10 days   handling USD 0 (list USD 950, waived)
Commercial note on order: "Rate USD 1,400/day and handling waived as agreed by phone R. Holm / J. Berg 18 Nov 19:50Z against committed 10-day minimum."
Committed value: USD 14,000 + freight at cost
Approval: within MCC limit (J. Berg, USD 40,000) - auto-approved
Loan start: on receipt at TOS. Return: within 5 days of off-hire, Skyline CPH, Form 1/8130 of removal required.
Routing: NFO SK1467 CPH-OSL 18NOV / SK4416 OSL-TOS 19NOV
Vendor acknowledgement 20:06Z (R. Holm): "Confirmed at 1,400/day, handling waived. AWB to follow."
CC: stores@nordvikair.no"""

SWAP2_OUT = """SCHEDULE CHANGE SWP-1119-04 SUPERSEDED by SWP-1119-07   status PUBLISHED 20:05Z
FLIGHT   DATE   SECTOR   FIELD  WAS        NOW
NVA 181  19NOV  OSL-BGO  A/C    OY-NVR     OY-NVS
NVA 182  19NOV  BGO-OSL  A/C    OY-NVR     OY-NVS
NVA 455  19NOV  OSL-CPH  A/C    OY-NVR     OY-NVS
NVA 456  19NOV  CPH-OSL  A/C    OY-NVR     OY-NVS
NVA 732  19NOV  TOS-OSL  retime 14:10Z and decision point 09:00Z carried over unchanged
WARNING: OY-NVS A-check WP-NVS-A14 CRS not yet issued (expected 23:30Z). Swap valid subject to CRS.
Notified: occ@nordvikair.no, crewcontrol@nordvikair.no, customerservice@nordvikair.no"""

ENGRQ_OUT = """ENGINEERING REQUEST ENG-RQ-5521 CREATED 20:06Z
Type: AOG technical assessment   A/C: OY-NVK   Priority: HIGH   Due: 2024-11-19 07:00Z
Assignee: Tom Reyes (t.reyes@nordvikair.no)   Status: NEW
Linked: WO-TOS-24-3317
Auto-reply 20:06Z from t.reyes@nordvikair.no: "I am on annual leave until 25 November with limited access to
e-mail. For urgent matters please contact the engineering duty phone +47 64 81 20 45." """

c.model("Placing the loan at the agreed terms, moving the swap to NVS and raising the engineering request.", [
    ("loaner_order_create", {
        "vendor": "Skyline Component Pool", "quote_ref": "LQ-88120", "agreement": "LPA-2022-07",
        "pn": "3291228-5", "sn": "SK-5521", "daily_rate_usd": 1400, "minimum_days": 10, "handling_fee_usd": 0,
        "commercial_note": "Rate USD 1,400/day and handling waived as agreed by phone R. Holm / J. Berg 18 Nov 19:50Z against committed 10-day minimum.",
        "ship_to": "Arctic Line Services, Hangar 3, Tromsø Airport (TOS)",
        "routing": "NFO SK1467 CPH-OSL 18NOV / SK4416 OSL-TOS 19NOV", "cost_centre": "4410", "aog": True,
        "cc": ["stores@nordvikair.no"]}, LOAN_OUT),
    ("schedule_swap_amend", {
        "change_id": "SWP-1119-04", "action": "supersede", "replace_aircraft": {"from": "OY-NVR", "to": "OY-NVS"},
        "reason": "OY-NVR birdstrike NVA 416, borescope required; OY-NVS released from A-check early (OCC 19:34Z)",
        "notify": ["occ@nordvikair.no", "crewcontrol@nordvikair.no", "customerservice@nordvikair.no"]}, SWAP2_OUT),
    ("engineering_request_create", {
        "type": "AOG technical assessment", "registration": "OY-NVK", "assignee": "Tom Reyes",
        "assignee_email": "t.reyes@nordvikair.no", "priority": "HIGH",
        "subject": "Installation of PRV P/N 3291228-5 (loan, S/N SK-5521) on OY-NVK ENG 1 with BMC std 6",
        "details": "OY-NVK AOG TOS. PRV 4001HA1 (P/N 3291228-4 S/N VT-18834) failed per TSM 36-11-00-810-801-A: regulated pressure 61 psi at idle (limit 45 +/- 5), PRV does not close on command. Only unit available before 22 Nov is a -5 loaner. IPC 36-11-42 note (3): -5 on BMC P/N 1HA-4590-11 (STD 6) requires operator engineering assessment (Valvetronic SIL 36-044 rev B). Disposition with any conditions needed by 19 Nov 07:00Z (loaner ETA TOS 09:45Z).",
        "attachments": ["WO-TOS-24-3317", "Skyline quote LQ-88120", "IPC 36-11-42 fig 01", "CFDS PFR NVA731"]}, ENGRQ_OUT),
], anchor="m9")

c.model("""Done:
- **Loaner:** LO-24-0917 / PO 4500088213 — SK-5521 at **USD 1,400/day**, handling waived, 10-day minimum (USD 14,000 committed), with your phone agreement written into the order; Rasmus acknowledged at 20:06Z, AWB to follow.
- **Swap:** SWP-1119-04 is superseded by **SWP-1119-07** — OY-NVS on NVA 181/182/455/456; the 732 retime and 09:00Z decision point carried over. NVS still needs its A-check CRS (expected 23:30Z).
- **Engineering:** ENG-RQ-5521 raised to Tom Reyes, due 07:00Z — **but Tom is on leave until 25 Nov** (auto-reply). Who's covering ATA 36?""", anchor="m9b")

# ---------------------------------------------------------------- turn 10
c.user("""Saw that. Marta Kowalczyk is covering powerplant this week. Move it to her, and make it AOG priority, not just HIGH.""", anchor="u10")

ENGUPD_OUT = """ENG-RQ-5521 UPDATED 20:12Z   rev 2
FIELD      WAS                                  NOW
assignee   Tom Reyes (t.reyes@nordvikair.no)    Marta Kowalczyk (m.kowalczyk@nordvikair.no)
priority   HIGH                                 AOG  (engineering duty pager alert sent)
due        2024-11-19 07:00Z                    2024-11-19 07:00Z (unchanged)
comment    -                                    "Reassigned from T. Reyes (on leave to 25 Nov). Loaner SK-5521 ETA TOS 19 Nov 09:45Z."
Assignee status: AVAILABLE - acknowledged 20:13Z"""

c.model(None, [
    ("engineering_request_update", {"id": "ENG-RQ-5521", "assignee": "Marta Kowalczyk",
                                    "assignee_email": "m.kowalczyk@nordvikair.no", "priority": "AOG",
                                    "comment": "Reassigned from T. Reyes (on leave to 25 Nov). Loaner SK-5521 ETA TOS 19 Nov 09:45Z."}, ENGUPD_OUT),
], anchor="m10")

c.model("Done — ENG-RQ-5521 is with **Marta Kowalczyk** at **AOG** priority (pager alert sent); she acknowledged at 20:13Z. Due time still 07:00Z.", anchor="m10b")

# ---------------------------------------------------------------- turn 11
c.user("""Side question while she looks at it — Reliability will ask me tomorrow morning: how often has NVK had this, is VT-18834 a rogue unit, and is anyone else in the fleet seeing it?""", anchor="u11")

c.model(None, [
    ("reliability_query", {"ata": "36", "fleet": "A320", "period_days": 90,
                           "component": {"pn": "3291228-4", "sn": "VT-18834"}, "removals_months": 24,
                           "engine_trends": {"registration": "OY-NVK", "position": 1, "weeks": 12}}, RELIAB),
], anchor="m11")

c.model("""## ATA 36 reliability — answers for tomorrow

**NVK:** four 36-11 entries in 90 days, three of them in the last 16 days → MOE 2.16 repetitive-defect rule triggered. NVK is the worst aircraft in the fleet on 36-11 (4, everyone else 0–2).

**VT-18834:** overhauled by Valvetronic Dec 2023, on NVK ENG 1 since 02 Jun 2024, **1,104 FH** / 796 FC. Nothing on its own record says "rogue".

**But the pattern is the position, not the serial.** NVK ENG 1 has now had three PRVs fail:

| Removed | S/N | Time on wing | Shop finding |
|---|---|---|---|
| 30 Sep 2023 | VT-16210 | 3,377 FH | worn piston ring, oil residue in reference chamber |
| 01 Jun 2024 | VT-16688 | 1,508 FH | sticky poppet, carbon/oil deposits |
| 18 Nov 2024 | VT-18834 | 1,104 FH | (to shop) |

Each valve lasts less than the one before, and the findings mention **oil**. NVK's ENG 1 (ESN 577-412) oil consumption has gone from 0.27 to **0.41 qt/h** in 12 weeks, while ENG 2 sits steady around 0.23; precooler outlet temperature in climb is creeping up too.

### Hypothesis (not verified)
Oil contamination of ENG 1 bleed air — e.g. a weeping bearing seal feeding oil mist into the HP bleed — is fouling the PRVs. If that's right, SK-5521 will go the same way in a few hundred hours. To confirm or kill it we need the **teardown report** on VT-18834 (oil/carbon in the reference chamber?) and a powerplant look at the oil trend (review limit 0.50 qt/h).

**Rest of the fleet:** unremarkable, but OY-NVF's ENG 1 PRV came off on 21 Oct with the shop report still pending — worth comparing.

### Suggest
- Repair order to Valvetronic for VT-18834 **with a full teardown/strip report**, not just a bench test and re-tag.
- A repetitive-defect note on WO-TOS-24-3317 so the paperwork references MOE 2.16.
- I can draft the reliability report once the teardown is in.""", anchor="m11b")

# ---------------------------------------------------------------- turn 12
c.user("""Good. Raise the repair order to Valvetronic for VT-18834 with the teardown report. Don't ship the unit until the loaner's fitted though — ALS keeps it in quarantine at TOS till then.""", anchor="u12")

RO_OUT = """REPAIR ORDER RO-24-2290 CREATED 20:31Z
Vendor: Valvetronic Aerospace, Toulouse (EASA.145.0312)
Unit: 3291228-4  S/N VT-18834   TSO 1,104 FH
Warranty: EXPIRED (12 months from 2023-12-04 OR 1,000 FH, whichever first - 1,000 FH exceeded)
Workscope: repair/overhaul as required + full teardown/strip report with photos (oil/carbon contamination, reference chamber, poppet)
Estimate: USD 14,200 (standard repair, price list 2024)
Expedite: YES - surcharge USD 2,100, TAT 7 days from receipt (standard 21 days)
Target return OSL: 2024-11-27
Shipping: HOLD - release condition "loaner SK-5521 installed and CRS issued on OY-NVK". ALS to keep unit U/S-tagged in quarantine at TOS.
Shipping label / AWB: generated on release
PO: 4500088230 - within MCC limit, approved"""

c.model(None, [
    ("repair_order_create", {
        "vendor": "Valvetronic Aerospace (Toulouse)", "pn": "3291228-4", "sn": "VT-18834",
        "removed_from": "OY-NVK ENG 1 (4001HA1)",
        "removal_reason": "Repeat ENG 1 BLEED FAULT; regulated pressure 61 psi at idle; fails to close on command (TSM 36-11-00-810-801-A). Third PRV removal from this position since Sep 2023.",
        "workscope": "Repair/overhaul as required + full teardown/strip report with photos; report specifically on oil/carbon contamination in reference chamber and poppet.",
        "expedite": True, "target_return": "2024-11-27", "ship_from": "ALS TOS",
        "ship_release_condition": "Hold in ALS quarantine at TOS until loaner SK-5521 installed and CRS issued on OY-NVK",
        "cost_centre": "4410", "warranty_check": True}, RO_OUT),
], anchor="m12")

c.model("""Done. **RO-24-2290** to Valvetronic for VT-18834: repair as required + teardown report with photos. Shipping is on **hold** — ALS keeps the unit U/S-tagged in quarantine at TOS until SK-5521 is fitted and NVK has its CRS. Warranty is gone (1,000 FH limit passed), estimate USD 14,200.

I set it to **expedite** (+USD 2,100, 7-day TAT, back at OSL 27 Nov). Reasoning: at the standard 21 days we'd be paying the loaner well into December at USD 1,400/day; expedited, we can fit VT-18834 back on 28 Nov and off-hire SK-5521 the same day — exactly the 10-day minimum. Say if you'd rather not pay the expedite.""", anchor="m12b")

# ---------------------------------------------------------------- turn 13
c.user("Marta's replied I think, and I've had a missed call from Skyline. Check the inbox.", anchor="u13")

INBOX2 = """MCC INBOX  folder: MCC  since 2024-11-18 20:10Z  6 messages (newest last)

[1] 20:34Z  From: Valvetronic Aerospace <repairs@valvetronic-aero.fr>
    Subject: ACK RO-24-2290 / PO 4500088230 - 3291228-4 S/N VT-18834
    Your repair order has been received. Expedite slot reserved (TAT 7 days from receipt). Shipping instructions
    will be issued when you release the unit. Reference VTA-R-24-07718.

[2] 20:52Z  From: Marta Kowalczyk <m.kowalczyk@nordvikair.no>
    To: mcc@nordvikair.no  Cc: engineering@nordvikair.no, ops.tos@arcticline.no
    Subject: RE: ENG-RQ-5521 [AOG] OY-NVK PRV -5 on BMC std 6 - DISPOSITION
    Jonas, all -
    Disposition TD-36-0412 (attached to ENG-RQ-5521):
    Installation of PRV P/N 3291228-5 S/N SK-5521 (loan) on OY-NVK ENG 1 (4001HA1), with BMC1 P/N 1HA-4590-11
    (STD 6), is ACCEPTABLE as a temporary installation under the following conditions:
     1. Install per AMM 36-11-42-400-801; leak test AMM 36-11-42-790-801; operational test AMM 36-11-42-710-801.
        Regulated pressure at idle must be 43-47 psi (tighter than the AMM 45 +/- 5) - record the actual value on the WO.
     2. Record in AMOS as configuration deviation CD-NVK-0031, valid until removal of SK-5521 or 31 Dec 2024,
        whichever is first.
     3. After the first flight: BMC1 BITE and download of BMC1 specific data (regulated pressure in climb and
        cruise); send to me.
     4. No other operational restriction. MEL 36-11-01 must NOT be applied to ENG 1 while CD-NVK-0031 is open
        (std 6 logic with a secured -5 has not been assessed).
    Basis: Valvetronic SIL 36-044 rev B para 3.2 (std 6 regulation schedule within the -5 spring range below 50 psi)
    and phone confirmation from Valvetronic engineering (P. Garnier) 20:40Z.
    Marta Kowalczyk - Powerplant Engineering (ATA 36, 71-80), Nordvik Air CAMO

[3] 20:58Z  From: Rasmus Holm <loans@skylinepool.dk>
    To: mcc@nordvikair.no  Cc: stores@nordvikair.no
    Subject: Shipment SK-5521 / AWB 117-44820315 - customs problem
    Jonas, I tried to call. SK-5521 was accepted on SK1467 under AWB 117-44820315 and arrives OSL 21:05Z.
    However our forwarder's pre-lodgement for Norwegian import was rejected: the pro-forma invoice had no customs
    value for the loan unit. Our broker Nordic Customs (ref NC-OSL-55817) is re-lodging with a corrected pro-forma
    tonight, but OSL customs will not process it before 06:00Z and the broker cannot guarantee release in time
    for SK4416 (07:50Z). The next SAS cargo capacity OSL-TOS after that is SK4424, OSL 21:10Z -> TOS 22:55Z on
    19 Nov - we have booked that as the fallback. Very sorry about this.
    Rasmus

[4] 21:03Z  From: Nordic Customs <import@nordiccustoms.no>
    To: mcc@nordvikair.no, loans@skylinepool.dk
    Subject: NC-OSL-55817 / AWB 117-44820315 - status
    Status: DOCUMENTS UNDER REVIEW. Corrected pro-forma received 20:59Z. Import declaration will be lodged when the
    office opens at 06:00Z; we will advise the release time. This will be declared as temporary import (loan,
    re-export within 30 days): please confirm re-export intention and Nordvik Air's organisation number.

[5] 21:05Z  From: Customer Service Duty <customerservice@nordvikair.no>
    Subject: NVA 732 19NOV - need decision tonight
    MCC, a 09:00Z go/no-go gives passengers less than 5 hours notice for a 14:10Z departure. If NVA 732 is going
    to cancel, please tell us by 21:45Z and we will rebook onto 734/736 and send SMS before 22:00Z.
    /Camilla, CS duty

[6] 21:06Z  From: Crew Control <crewcontrol@nordvikair.no>
    Subject: FYI OY-NVS crew 19NOV
    Berge/Holm informed of aircraft change to OY-NVS (SWP-1119-07). No further action."""

c.model(None, [
    ("email_inbox_list", {"folder": "MCC", "since": "2024-11-18T20:10Z", "include_body": True}, INBOX2),
], anchor="m13")

c.model("""## Two pieces of news — one good, one bad

**✅ Engineering approved, with conditions.** Marta's disposition **TD-36-0412** accepts SK-5521 (-5) on NVK's std 6 BMC as a temporary installation:
1. Install AMM 36-11-42-400-801, leak test -790-801, ops test **AMM 36-11-42-710-801** — idle regulated pressure must be **43-47 psi** (tighter than the AMM), actual value on the WO.
2. Configuration deviation **CD-NVK-0031** in AMOS, valid until SK-5521 comes off or 31 Dec 2024.
3. BMC1 BITE + data download after the first flight, sent to Marta.
4. **No MEL 36-11-01 on ENG 1 while CD-NVK-0031 is open.**

**❌ Loaner held up by customs.** AWB **117-44820315** lands OSL 21:05Z tonight, but the import pre-lodgement was rejected (no customs value on the pro-forma). Nordic Customs (**NC-OSL-55817**) re-lodge at 06:00Z; release in time for SK4416 (07:50Z) isn't guaranteed, so Skyline has booked **SK4424, arriving TOS 19 Nov 22:55Z** as the fallback. Nordic Customs also want a re-export confirmation (temporary import, 30 days) and our organisation number.

### What that does to the timeline (fallback case)
| Step | Time |
|---|---|
| SK4424 on blocks TOS | 19 Nov 22:55Z |
| Cargo release, valve to the hangar | ~23:40Z |
| Removal, install, leak test, ops test with engine runs | ~3h → ~02:45Z |
| WO close-out, CD-NVK-0031, CRS | ~04:30Z |

New **ETR 20 Nov 04:30Z** (was ETR 19 Nov 13:00Z). Consequences:
- **NVA 732 on 19 Nov can't be flown by NVK**, even at 14:10Z — and customer service want a decision by **21:45Z**, not at 09:00Z.
- The install becomes a **night job at TOS** — ALS will need a B1 on nights 19/20 Nov.
- **DD-2024-1187 (APU bleed) expires 19 Nov 23:59Z.** NVK can't fly on the 20th unless it's extended.
- Upside: if Nordic Customs release early, the valve could go COMAT on our own **NVA 733** (OSL 10:05Z → TOS 11:50Z) — ETR mid-afternoon 19 Nov. Still too late for a 14:10Z 732, but NVK would be free that evening.

### Recommendation
Cancel NVA 732 for 19 Nov now and rebook onto 734/736 (61 + 33 seats free for 96 booked — about 2 short). Then decide how NVK gets back to OSL on the 20th. How do you want to play it?""", anchor="m13b")

# ---------------------------------------------------------------- turn 14
c.user("""Cancel 732 for tomorrow. Rebook onto 734 and 736 — anyone left over, 732 on the 20th or refund, customer service's call. Lind and Haugen stay in TOS and ferry NVK back to OSL on the 20th once it's signed off; NVS stays on NVK's OSL line through the first wave on the 20th. Ask OCC to set up the ferry and tell customer service now, they're waiting.""", anchor="u14")

CX_OUT = """CANCELLATION CX-241119-732 CONFIRMED 21:31Z
NVA 732 19NOV TOS-OSL   status WAS retimed 14:10Z (SWP-1119-07)   NOW CANCELLED   reason TECH-AOG
SWP-1119-07: NVA 732 retime line withdrawn; swap lines (OY-NVS on NVA 181/182/455/456) unchanged
Pax 96 -> rebooked NVA 734 19NOV: 61 | NVA 736 19NOV: 33 | unaccommodated: 2 (offered NVA 732 20NOV, waitlisted; refund option)
SSR: 1 WCHR moved to NVA 734; 2 INF travel with parents on NVA 736
Passenger rights: cancellation < 7 days' notice, technical - compensation eligibility flagged for customer service review
Crew: NV1187 M. Lind, NV2064 I. Haugen released from NVA 732, held TOS; hotel HTL-TOS-77120 extended to 20 Nov 12:00 local;
      available for duty from 20 Nov 05:30Z (rest OK)
Pax SMS: queued 21:40Z"""

FERRY_MAIL = """OCC / Customer service,

NVA 732 TOS-OSL on 19 Nov is cancelled (CX-241119-732). 96 pax: 61 rebooked on NVA 734, 33 on NVA 736, 2 unaccommodated - offered NVA 732 on 20 Nov or refund, customer service's discretion. Pax SMS queued 21:40Z.

OY-NVK: PRV replacement at TOS overnight 19/20 Nov with loan unit SK-5521 (arriving SK4424 22:55Z, customs permitting). ETR 20 Nov 04:30Z.

OCC: please set up a non-revenue ferry NVA 9732 TOS-OSL on 20 Nov, ETD 06:30Z subject to CRS, crew Lind (NV1187) / Haugen (NV2064), held in TOS. OY-NVS stays on NVK's OSL line (SWP-1119-07) through the 20 Nov first wave; NVK rejoins from NVA 457 OSL-CPH 10:15Z if the ferry runs on time.

Note: the ferry also depends on an extension of DD-2024-1187 (APU bleed, due 19 Nov 23:59Z) - MCC is on it.

Jonas Berg / MCC"""

c.model("Cancelling NVA 732 for the 19th and briefing OCC and customer service.", [
    ("flight_cancel", {
        "flight": "NVA 732", "date": "2024-11-19", "reason_code": "TECH-AOG",
        "reason": "OY-NVK AOG TOS - ENG 1 PRV replacement, loan part delayed by customs. WO-TOS-24-3317.",
        "rebook": {"priority": ["NVA 734 19NOV", "NVA 736 19NOV"], "overflow": "NVA 732 20NOV or refund - customer service discretion"},
        "crew": {"NV1187": "hold TOS, hotel extension, ferry duty 20 Nov", "NV2064": "hold TOS, hotel extension, ferry duty 20 Nov"},
        "supersedes": "SWP-1119-07 retime of NVA 732"}, CX_OUT),
], anchor="m14")

c.model("Cancelled and rebooked — now the e-mail to OCC and customer service.", [
    ("email_send", {
        "to": ["occ@nordvikair.no", "customerservice@nordvikair.no"],
        "cc": ["crewcontrol@nordvikair.no", "stores@nordvikair.no"],
        "subject": "OY-NVK AOG TOS - NVA 732 19NOV cancelled (CX-241119-732); ferry request 20NOV",
        "body": FERRY_MAIL},
     "SENT 21:33Z  message-id <mcc-20241118-213312@nordvikair.no>\nTo: occ@nordvikair.no, customerservice@nordvikair.no  Cc: crewcontrol@nordvikair.no, stores@nordvikair.no\nRead receipts: OCC duty (Anne-Lise) 21:34Z, Customer Service Duty (Camilla) 21:35Z"),
], anchor="m14e")

c.model("""Done.
- **CX-241119-732:** NVA 732 (19 Nov) cancelled — 61 pax onto NVA 734, 33 onto NVA 736, 2 unaccommodated (offered 732 on the 20th or refund). SMS queued 21:40Z, so customer service are inside their 22:00Z window. The 14:10Z retime is withdrawn; OY-NVS keeps NVK's OSL flying under SWP-1119-07.
- **Crew:** Lind and Haugen held in TOS, hotel extended to 20 Nov 12:00 local, available from 05:30Z.
- **Ferry:** OCC asked to set up **NVA 9732** TOS–OSL on 20 Nov, ETD 06:30Z subject to CRS; NVK rejoins from NVA 457 (10:15Z). Both OCC and customer service have read it.

⚠️ The ferry still hinges on **DD-2024-1187** being extended before 19 Nov 23:59Z — otherwise NVK has an expired Cat C item and can't go anywhere. That needs Hanne or her deputy. And per TD-36-0412 the first flight after the install (that'll be the ferry) needs a BMC1 BITE and data download to Marta at OSL.""", anchor="m14b")

# ---------------------------------------------------------------- turn 15
c.user("""Per Strand is deputising for Hanne, he'll sign the extension — raise it to him. Update the WO with the new ETR, Marta's conditions and the repeat-defect note. And get ALS to cover the night: Erik's on days tomorrow and finishes at 23:00Z, so they need another B1 from 22:30Z until the job's done.""", anchor="u15")

WOUPD_OUT = """WO-TOS-24-3317 UPDATED 21:52Z   rev 1 -> rev 3 (rev 2 = ETR auto-sync)
FIELD   WAS                   NOW
ETR     2024-11-19 13:00Z     2024-11-20 04:30Z
Tasks added (seq 20-70):
  20 AMM 36-11-42-000-801 remove PRV 4001HA1 P/N 3291228-4 S/N VT-18834 - U/S tag, quarantine for RO-24-2290
  30 AMM 36-11-42-400-801 install PRV P/N 3291228-5 S/N SK-5521 (LO-24-0917)
  40 AMM 36-11-42-790-801 leak test (idle and 75% N2)
  50 AMM 36-11-42-710-801 ops test - idle regulated pressure 43-47 psi per TD-36-0412, record actual
  60 BMC1 BITE - no message stored
  70 AMOS: raise configuration deviation CD-NVK-0031 (TD-36-0412)
Notes appended: REPETITIVE DEFECT flag set (MOE 2.16) -> Reliability notified, draft RA-24-0311 created
Parts/COMAT: COMAT-24-1180 (2x D1350-0462, 2x 3291301-1) booked on NVA 733 19NOV OSL-TOS
Vendor request VR-TOS-2215 sent 21:52Z to ops.tos@arcticline.no - status AWAITING VENDOR CONFIRMATION
Linked: LO-24-0917, RO-24-2290, ENG-RQ-5521 / TD-36-0412, CX-241119-732
Ops ticket AOG-NVK-1118 synced (ETR 2024-11-20 04:30Z)"""

EXT_OUT = """EXTENSION REQUEST EXT-0431 for DD-2024-1187 SUBMITTED 21:53Z
Item: MEL 49-52-01 (C) APU BLEED INOP   A/C OY-NVK
Current due: 2024-11-19 23:59Z   Requested due: 2024-11-29 23:59Z (one-time Cat C extension, 10 days)
Approver: Per Strand, deputy Technical Director (p.strand@nordvikair.no)   status PENDING APPROVAL
CAA notification: not required (within MOE 2.21 limits)
Reminder: 2024-11-19 18:00Z if not approved"""

c.model("Updating the WO (with the ALS night-cover request) and raising the extension to Per Strand.", [
    ("workorder_update", {
        "wo": "WO-TOS-24-3317", "etr": "2024-11-20T04:30Z",
        "add_tasks": [
            "AMM 36-11-42-000-801 remove PRV 4001HA1 P/N 3291228-4 S/N VT-18834 - U/S tag, quarantine for RO-24-2290",
            "AMM 36-11-42-400-801 install PRV P/N 3291228-5 S/N SK-5521 (LO-24-0917)",
            "AMM 36-11-42-790-801 leak test",
            "AMM 36-11-42-710-801 ops test - idle regulated pressure 43-47 psi per TD-36-0412, record actual",
            "BMC1 BITE - no message stored",
            "AMOS: raise configuration deviation CD-NVK-0031 (TD-36-0412)"],
        "notes": "REPETITIVE DEFECT (MOE 2.16) - third ENG 1 PRV removal since Sep 2023; report to Reliability. Engineering disposition TD-36-0412 (M. Kowalczyk): do NOT apply MEL 36-11-01 to ENG 1 while CD-NVK-0031 is open. After first flight (ferry NVA 9732): BMC1 BITE + BMC1 data download to m.kowalczyk@nordvikair.no. COMAT-24-1180 clamps/gaskets on NVA 733 19 Nov.",
        "vendor_request": {"to": "ops.tos@arcticline.no",
                           "text": "Night cover required: B1 (A320/CFM56) from 22:30Z 19 Nov until job complete (est. 04:30Z 20 Nov) for PRV replacement incl. engine runs. Loan part arrives SK4424 22:55Z. Please confirm engineer's name by 19 Nov 18:00Z."}},
     WOUPD_OUT),
    ("deferral_extension_request", {
        "dd": "DD-2024-1187", "registration": "OY-NVK", "current_due": "2024-11-19T23:59Z",
        "requested_due": "2024-11-29T23:59Z", "approver": "Per Strand", "approver_email": "p.strand@nordvikair.no",
        "justification": "APU bleed INOP (MEL 49-52-01 Cat C). Rectification part IGV actuator P/N 3888512-3 on PO 4500087744, ETA OSL 22 Nov. Aircraft AOG TOS until ETR 20 Nov 04:30Z (ENG 1 PRV); ferry NVA 9732 to OSL planned 20 Nov, rectification at OSL after return. One-time extension per MOE 2.21."},
     EXT_OUT),
], anchor="m15")

c.model("""Done.
- **WO-TOS-24-3317** (rev 3): ETR **20 Nov 04:30Z**; six tasks added (removal to quarantine, install SK-5521, leak test, ops test at 43-47 psi per TD-36-0412, BITE, CD-NVK-0031); repetitive-defect flag set (Reliability draft RA-24-0311); first-flight BITE on NVA 9732 noted; COMAT-24-1180 booked on NVA 733 tomorrow. Ops ticket AOG-NVK-1118 synced.
- **ALS night cover:** request **VR-TOS-2215** asks for a B1 from 22:30Z 19 Nov until the job's done, name by 18:00Z tomorrow — **awaiting ALS confirmation**.
- **DD-2024-1187:** extension **EXT-0431** to Per Strand, new due 29 Nov 23:59Z requested — **pending approval**, reminder set for 19 Nov 18:00Z.""", anchor="m15b")

# ---------------------------------------------------------------- turn 16
c.user("""Thanks. I've mailed Nordic Customs the org number and the re-export confirmation myself, so that bit's done — but they still haven't said when it'll be released, and that's the real risk for tonight's plan. I'm handing over to Siri on the night desk in 15 minutes: write me a handover note she can work from.""", anchor="u16")

c.model("""# MCC handover — OY-NVK AOG TOS (Jonas → Siri, 18 Nov ~22:00Z)

## Goal
Get **OY-NVK** back into service with minimum disruption. Part spend ≤ USD 40,000 is within Jonas's limit; anything above goes to Hanne Sørli (away) — avoid.

## Status
- **Fault:** PRV 4001HA1 (P/N 3291228-4, S/N VT-18834) confirmed failed by Erik/ALS — 61 psi regulated at idle (limit 45 ± 5), doesn't close on command. Repeat defect (3 write-ups in 16 days, MOE 2.16).
- **MEL route closed:** DD-2024-1187 (APU bleed INOP) blocks MEL 36-11-01; TD-36-0412 also forbids MEL 36-11-01 on ENG 1 while CD-NVK-0031 is open.
- **Part:** Skyline loan **SK-5521** (P/N 3291228-5), **LO-24-0917 / PO 4500088213**, USD 1,400/day, handling waived, 10-day minimum. AWB **117-44820315**, customs hold at OSL (Nordic Customs **NC-OSL-55817**), fallback flight **SK4424 → TOS 19 Nov 22:55Z**.
- **Engineering:** **TD-36-0412** (Marta Kowalczyk, ENG-RQ-5521) approves the -5 with conditions: ops test AMM 36-11-42-710-801 at **43-47 psi** idle, config deviation **CD-NVK-0031**, BMC1 BITE + data after first flight.
- **ETR 20 Nov 04:30Z** (WO-TOS-24-3317 rev 3).

## Schedule
| Item | State |
|---|---|
| NVA 181/182/455/456 on 19 Nov | OY-NVS (SWP-1119-07) |
| NVA 732 on 19 Nov | **cancelled** CX-241119-732: 61 → NVA 734, 33 → NVA 736, 2 unaccommodated (CS handling) |
| NVK back to OSL | ferry **NVA 9732** 20 Nov ETD 06:30Z subject to CRS, Lind/Haugen (held in TOS); OCC setting it up |
| NVS | stays on NVK's OSL line through the 20 Nov first wave; NVK rejoins at NVA 457 10:15Z |

## Pending actions
1. **ALS night B1** — VR-TOS-2215, B1 from 22:30Z 19 Nov until done; confirmation due by 18:00Z 19 Nov. Chase if silent.
2. **DD-2024-1187 extension** — EXT-0431 with Per Strand (deputy TD), must be approved before **19 Nov 23:59Z** or NVK can't ferry.
3. **Install + CRS overnight 19/20 Nov** — WO tasks 20–70, ops test AMM 36-11-42-710-801 at 43-47 psi, CD-NVK-0031 in AMOS.
4. **After the ferry (NVA 9732):** BMC1 BITE + BMC1 data download at OSL → m.kowalczyk@nordvikair.no.
5. **VT-18834** stays quarantined at TOS; release **RO-24-2290** (Valvetronic, expedite +USD 2,100, back 27 Nov) only after SK-5521 is fitted and CRS issued.
6. **Loaner return** — fit VT-18834 back on 28 Nov and off-hire SK-5521 the same day (10-day minimum).
7. COMAT-24-1180 (clamps, gaskets) goes on NVA 733 tomorrow — check it's loaded.

## Open issues / risks
- **Customs release (NC-OSL-55817)** — org number and re-export confirmation sent by Jonas; no release time yet. If released before ~08:30Z, consider COMAT on NVA 733 (OSL 10:05Z → TOS 11:50Z) instead of waiting for SK4424.
- **Root cause** — hypothesis: oil contamination of ENG 1 bleed (ENG 1 oil consumption up to 0.41 qt/h; oil deposits on the last two PRVs). Unverified; needs the VT-18834 teardown report + powerplant review. SK-5521 may not last if it's true.
- **Pacific Rotables** -5 exchange (PR-24-10977, USD 36,750, valid to 22 Nov) — not decided; would be a permanent option if the repair of VT-18834 slips.
- AvioStock -4 exchange (AV-Q-24-5562) now 96h — not pursued.
- DD-2024-1179 (aft lav) is overdue with extension EXT-0426 pending — not ours tonight, but NVK needs it before it flies revenue.

## Key references
WO-TOS-24-3317 · ops ticket AOG-NVK-1118 · LO-24-0917 / PO 4500088213 · RO-24-2290 / PO 4500088230 · ENG-RQ-5521 / TD-36-0412 · CD-NVK-0031 · EXT-0431 · SWP-1119-07 · CX-241119-732 · AWB 117-44820315 · RFQ-24-7781 · stores@nordvikair.no · ops.tos@arcticline.no

Shall I e-mail this to the night desk as well?""", anchor="m16")

# ================================================================ labels
L = c.label
L("user_goal", "Get OY-NVK (AOG at TOS) back into service with minimum schedule disruption; controller may approve part spend up to USD 40,000 — above that needs Hanne Sørli (Director Technical), to be avoided",
  ["OY-NVK", "USD 40,000"], "u1")

L("fact", "Repeat defect: ENG 1 bleed fault written up 3 times in 16 days (02, 11, 18 Nov) — MOE 2.16 repetitive-defect rule triggered",
  ["3 write-ups in 16 days"], "m1b")
L("fact", "Open deferral DD-2024-1187 (APU bleed INOP, MEL 49-52-01) makes MEL 36-11-01 deferral of ENG 1 bleed impossible; the 13 Nov valve change did not fix it",
  ["DD-2024-1187"], "m2b.tool")
L("fact", "Erik's fault isolation: PRV 4001HA1 regulates at 61 psi at idle (limit 45 ± 5) and doesn't close on command — valve replacement (TSM step B(6))",
  ["61 psi", "4001HA1"], "u4")
L("fact", "IPC: P/N 3291228-5 is one-way interchangeable; on NVK's BMC std 6 it needs an operator engineering assessment (Valvetronic SIL 36-044)",
  ["3291228-5", "SIL 36-044"], "m4.tool")
L("fact", "AvioStock can now only ship its -4 exchange unit in 96h (Fri 22 Nov, TOS 23 Nov)",
  ["AvioStock", "96h"], "m8.tool")
L("fact", "VT-18834 had 1,104 FH on wing since 02 Jun 2024 (third PRV failure at NVK ENG 1 position)",
  ["1,104 FH"], "m11.tool")
L("fact", "Engineering disposition TD-36-0412 (Marta Kowalczyk) accepts SK-5521 (-5) as temporary installation; config deviation CD-NVK-0031; no MEL 36-11-01 on ENG 1 while open",
  ["TD-36-0412", "CD-NVK-0031"], "m13.tool")
L("fact", "Loaner held by customs at OSL; fallback routing SK4424 arrives TOS 19 Nov 22:55Z",
  ["SK4424", "22:55Z"], "m13.tool")

L("decision", "Skyline loan of PRV 3291228-5 S/N SK-5521: order LO-24-0917 at USD 1,400/day, handling waived, 10-day minimum",
  ["LO-24-0917", "1,400/day"], "m9.tool")
L("decision", "OY-NVS replaces OY-NVK (and the birdstruck OY-NVR) on NVA 181/182/455/456 under SWP-1119-07",
  ["SWP-1119-07", "OY-NVS"], "m9.tool")
L("decision", "Engineering request ENG-RQ-5521 reassigned to Marta Kowalczyk at AOG priority (Tom Reyes on leave)",
  ["ENG-RQ-5521", "Marta Kowalczyk"], "u10")
L("decision", "Repair order RO-24-2290 to Valvetronic for VT-18834 with teardown report, expedited (+USD 2,100, back 27 Nov); unit held in ALS quarantine until loaner fitted and CRS issued",
  ["RO-24-2290", "2,100"], "m12.tool")
L("decision", "NVA 732 on 19 Nov cancelled (CX-241119-732); pax rebooked onto NVA 734/736, leftovers 732 on the 20th or refund",
  ["CX-241119-732"], "m14.tool")
L("decision", "NVK returns to OSL as ferry NVA 9732 on 20 Nov (ETD 06:30Z, subject to CRS) with Lind/Haugen; OY-NVS stays on NVK's OSL line through the 20 Nov first wave",
  ["NVA 9732"], "m14e")

L("pending_action", "Overnight install of SK-5521 at TOS: leak test and ops test AMM 36-11-42-710-801 with idle regulated pressure 43-47 psi, then CRS",
  ["AMM 36-11-42-710-801", "43-47 psi"], "m13.tool")
L("pending_action", "After the first flight (ferry NVA 9732): BMC1 BITE + data download sent to Marta",
  ["NVA 9732", "BMC1 BITE"], "m14e")
L("pending_action", "ALS must confirm a night B1 engineer from 22:30Z 19 Nov (vendor request VR-TOS-2215)",
  ["VR-TOS-2215", "22:30Z"], "m15.tool")
L("pending_action", "DD-2024-1187 extension EXT-0431 awaiting Per Strand's approval before 19 Nov 23:59Z (ferry depends on it)",
  ["EXT-0431", "Per Strand"], "m15.tool")
L("pending_action", "Fit repaired VT-18834 back on 28 Nov and off-hire loaner SK-5521 the same day (10-day minimum)",
  ["SK-5521", "28 Nov"], "m12b")

L("open_issue", "Customs release of the loaner (Nordic Customs ref NC-OSL-55817) — release time still unknown; the main risk to the night plan",
  ["NC-OSL-55817"], "m13.tool")
L("open_issue", "Unverified root-cause hypothesis: oil contamination of ENG 1 bleed (oil consumption up to 0.41 qt/h) fouling the PRVs; needs teardown report and powerplant review",
  ["0.41 qt/h"], "m11b")
L("open_issue", "Pacific Rotables -5 exchange offer (PR-24-10977, USD 36,750, valid to 22 Nov) undecided",
  ["PR-24-10977", "36,750"], "m8.tool")

L("reference", "Work order for the AOG at TOS", ["WO-TOS-24-3317"], "m2.tool")
L("reference", "Loan purchase order", ["PO 4500088213"], "m9.tool")
L("reference", "Air waybill of the loaner shipment", ["117-44820315"], "m13.tool")
L("reference", "Failed PRV: P/N 3291228-4 S/N VT-18834", ["3291228-4", "VT-18834"], "m4.tool")
L("reference", "Stores copied on all supplier correspondence", ["stores@nordvikair.no"], "u5")
L("reference", "Marta Kowalczyk's address for the post-flight BITE data", ["m.kowalczyk@nordvikair.no"], "m10")

S = c.stale_item
S("Plan to defer ENG 1 bleed under MEL 36-11-01 and fly NVK home to OSL — dropped (APU bleed deferred), valve changed at TOS instead",
  ["defer", "MEL 36-11-01"], "u4")
S("Decision point for NVA 732 was 10:00Z — changed to 09:00Z by the user", ["decision point", "10:00Z"], "u7")
S("AvioStock lead time was 48h — now 96h", ["AvioStock", "48h"], "m8.tool")
S("Skyline loan rate was USD 1,650/day (+950 handling) — renegotiated to 1,400/day, handling waived", ["1,650/day"], "u9")
S("Spare OY-NVR was to fly NVA 181/182/455/456 (SWP-1119-04) — replaced by OY-NVS after birdstrike", ["OY-NVR", "NVA 181"], "u9")
S("ENG-RQ-5521 assigned to Tom Reyes — reassigned to Marta Kowalczyk", ["Tom Reyes", "ENG-RQ-5521"], "u10")
S("ETR was 19 Nov 13:00Z — now 20 Nov 04:30Z after the customs delay", ["ETR 19 Nov 13:00Z"], "m13b")
S("NVA 732 on 19 Nov retimed to 14:10Z — then cancelled (CX-241119-732)", ["NVA 732", "14:10Z"], "u14")

c.write("/work/blind22/out/blind-aircraft-aog-parts.json",
        meta={"domain": "airline maintenance control / AOG", "language": "en", "author": "author-d",
              "generator": "author-d/gen_aog.py"})

"""Generator: blind-fab-tool-requalification (English, semiconductor fab etch-tool particle excursion)."""
import random, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from convlib import Conv

rng = random.Random(19031)
OUT = "/work/blind19/out/blind-fab-tool-requalification.json"

SYSTEM = """You are FabOps Assistant, an AI agent embedded in the Etch module of Kestrel Foundry, Fab 2 (300 mm logic, 28 nm / 22 nm).
You act for process and equipment engineers through tools: the MES (lot holds, dispositions, dispatch, tool states), the defect/inspection database, the requalification planner, the QMS (NCRs), the vendor service portal and the engineer's mailbox.
Rules:
- Follow Fab 2 excursion procedure FP-ETCH-031: contain first (hold lots, take the chamber down), then disposition, then requalify.
- Never execute a scrap without the module owner's explicit approval. Lot release and customer release need QA sign-off.
- Keep customer communication factual; customer-facing texts are sent only when the engineer says so.
- When you change a record, report the record id and what changed. Be concise; use tables when comparing options."""

c = Conv("blind-fab-tool-requalification",
         "ETX-14 PM2 particle excursion: containment, wafer disposition and requalification",
         SYSTEM)

# ---------------------------------------------------------------- data
LOTS = [  # lot, customer, product, wafers, pm2 start, pm2 end
    ("HX24871.1", "Helix Semi", "HXM-220", 25, "22:41", "23:58"),
    ("HX24872.1", "Helix Semi", "HXM-220", 25, "00:06", "01:22"),
    ("AR10933.1", "Aeris Microsystems", "AMS-7P", 25, "01:30", "02:47"),
    ("EN55102.1", "internal (eng)", "TQV-28G", 12, "02:55", "03:36"),
    ("HX24880.1", "Helix Semi", "HXM-220", 25, "03:44", "05:01"),
]
REWORK = {"HX24871.1": [2, 5, 8, 11, 14, 19, 23],
          "HX24872.1": [1, 3, 6, 9, 12, 15, 18, 20, 22, 24],
          "AR10933.1": [4, 9, 17],
          "EN55102.1": [3, 9],
          "HX24880.1": [2, 6, 9, 13, 17, 20, 24]}
SCRAP = {"HX24871.1": [16, 21], "HX24872.1": [10, 13], "AR10933.1": [],
         "EN55102.1": [7, 11], "HX24880.1": [5, 11, 22]}
FALSE37 = [1, 6, 9, 15, 18, 22, 24]  # HX24872.1 wafers that drop below spec at 45 nm

def monitor_history():
    days = [f"2025-02-{d:02d}" for d in range(24, 29)] + [f"2025-03-{d:02d}" for d in range(1, 10)]
    pm2_tail = {("2025-03-06", "N"): 8, ("2025-03-07", "D"): 9, ("2025-03-07", "N"): 10,
                ("2025-03-08", "D"): 11, ("2025-03-08", "N"): 9, ("2025-03-09", "D"): 10,
                ("2025-03-09", "N"): 7}
    rows = []
    for d in days:
        for sh, hh in (("D", 6), ("N", 22)):
            for ch, off in (("PM1", 0), ("PM2", 5), ("PM3", 10)):
                mm = off + rng.randint(0, 4)
                if ch == "PM2" and d == "2025-03-09" and sh == "N":
                    t = "22:10"
                else:
                    t = f"{hh:02d}:{mm:02d}"
                v = pm2_tail.get((d, sh)) if ch == "PM2" else None
                if v is None:
                    v = rng.randint(2, 8) if ch != "PM3" else rng.randint(1, 7)
                    if ch == "PM1" and d == "2025-02-27" and sh == "D":
                        v = 10
                big = max(0, v // 4 + rng.randint(-1, 1))
                mid = f"PWP-{ch}-{d[5:7]}{d[8:10]}{sh}"
                rows.append(f"{mid:<16} {d} {t}  {ch}  PWP-GATE-45  {v:>4}  {big:>4}  PASS   SP3-02")
    rows.append(f"{'PWP-PM1-0310D':<16} 2025-03-10 05:50  PM1  PWP-GATE-45  {6:>4}  {1:>4}  PASS   SP3-02")
    rows.append(f"{'PWP-PM3-0310D':<16} 2025-03-10 05:55  PM3  PWP-GATE-45  {4:>4}  {0:>4}  PASS   SP3-02")
    rows.append(f"{'PWP-PM2-0310U':<16} 2025-03-10 05:20  PM2  PWP-GATE-45  {184:>4}  {41:>4}  FAIL   SP3-02   (unscheduled, requested by night shift J. Kowalski)")
    head = ("defect_query: source=pwp_monitor tool=ETX-14 chambers=PM1,PM2,PM3 window=2025-02-24T00:00..2025-03-10T06:40\n"
            "layer: GATE-ETCH (PG-ME-0412)   monitor recipe: PWP-GATE-45   spec: adders>=45nm <= 15 / monitor wafer\n"
            f"{'monitor_id':<16} {'date':<10} {'time':<6} ch   recipe       >=45  >=90  result tool\n" + "-" * 86)
    return head + "\n" + "\n".join(rows) + f"\n{len(rows)} rows. PM2 scheduled monitor PWP-PM2-0310D not run (chamber state change pending)."

def tool_history():
    ev = []
    def add(t, s):
        ev.append((t, s))
    # other chambers' lots
    other = ["MK31873.1", "MK31879.1", "HX24866.1", "TQ70412.1", "MK31885.1", "HX24869.1", "AR10930.1", "TQ70415.1", "MK31890.1"]
    tm = 20 * 60 + 3
    for i, lot in enumerate(other):
        ch = "PM1" if i % 2 == 0 else "PM3"
        st = tm + i * 68 % 600 + rng.randint(0, 9)
        en = st + 70 + rng.randint(0, 8)
        def hm(x):
            x %= 1440
            return f"{x//60:02d}:{x%60:02d}:{rng.randint(0,59):02d}"
        add(st if st < 1440 else st, f"{ch}  TRACK_IN   {lot:<10} 25 wfr  recipe PG-ME-0412  operator {rng.choice(['jkowalski','mbauer','tnguyen'])}")
        add(en, f"{ch}  TRACK_OUT  {lot:<10} 25 wfr  status OK  next ASH-0{rng.randint(1,3)}")
    add(20 * 60 + 14, "PM2  TRACK_IN   MK31877.1  25 wfr  recipe PG-ME-0412  operator mbauer")
    add(21 * 60 + 31, "PM2  TRACK_OUT  MK31877.1  25 wfr  status OK  next ASH-02")
    add(22 * 60 + 10, "PM2  MONITOR    PWP-PM2-0309N  recipe PWP-GATE-45  -> SP3-02")
    add(22 * 60 + 29, "PM2  MONITOR_RESULT PWP-PM2-0309N  adders>=45nm 7  PASS")
    for lot, cust, prod, n, s, e in LOTS:
        sh, sm = map(int, s.split(":"))
        st = sh * 60 + sm + (1440 if sh < 12 else 0)
        add(st, f"PM2  TRACK_IN   {lot:<10} {n} wfr  recipe PG-ME-0412  operator {'mbauer' if st < 1500 else 'jkowalski'}")
        for w in range(1, n + 1):
            add(st + 3 * (w - 1) + 1, f"PM2    PROC_END {lot} W{w:02d} step GATE-ME  endpoint {rng.uniform(41.5, 44.0):.1f}s  RF fwd {rng.randint(1196,1204)}W refl {rng.randint(4,12)}W")
        eh, em = map(int, e.split(":"))
        add(eh * 60 + em + (1440 if eh < 12 else 0), f"PM2  TRACK_OUT  {lot:<10} {n} wfr  status OK  next ASH-0{rng.randint(1,3)}")
    add(23 * 60 + 12, "PM2  ALARM      ALM-4410 ESC backside He leak 2.9 sccm (warn 2.5) - auto-cleared 23:13")
    add(27 * 60 + 58, "PM2  ALARM      ALM-2207 RF match reflected power 38 W > 30 W (warn) - self-cleared after 6 s")
    add(28 * 60 + 35, "FAB  NOTE       SP3-02 post-etch sample HX24871.1 W05/W16/W21: adders high, flagged by J. Kowalski")
    add(29 * 60 + 9, "PM2  STATE      PRODUCTIVE -> ENG_STANDBY (operator jkowalski: 'await PWP')")
    add(29 * 60 + 20, "PM2  MONITOR    PWP-PM2-0310U  recipe PWP-GATE-45  -> SP3-02 (unscheduled)")
    add(29 * 60 + 44, "PM2  MONITOR_RESULT PWP-PM2-0310U  adders>=45nm 184  FAIL  (edge-weighted)")
    add(29 * 60 + 46, "PM2  STATE      ENG_STANDBY -> PRODUCTIVE (auto-return timer 0 min; no hold flag set)  ** check **")
    add(29 * 60 + 50, "PM1  MONITOR    PWP-PM1-0310D  6 adders PASS")
    add(29 * 60 + 55, "PM3  MONITOR    PWP-PM3-0310D  4 adders PASS")
    ev.sort(key=lambda x: x[0])
    lines = []
    for t, s in ev:
        day = "03-09" if t < 1440 else "03-10"
        t %= 1440
        lines.append(f"2025-{day} {t//60:02d}:{t%60:02d}  {s}")
    head = "mes_tool_history ETX-14 (Novara K3 3-chamber conductor etch, bay E2) 2025-03-09T20:00 .. 2025-03-10T06:40  events=" + str(len(lines))
    return head + "\n" + "\n".join(lines) + "\n-- current chamber states: PM1 PRODUCTIVE | PM2 PRODUCTIVE (idle, no WIP) | PM3 PRODUCTIVE"

W37 = {}

def wafer_table():
    rows = []
    ring = over = 0
    for lot, cust, prod, n, s, e in LOTS:
        rec = "SP3-PE-HX37" if lot == "HX24872.1" else "SP3-PE-STD45"
        for w in range(1, n + 1):
            if w in SCRAP[lot]:
                a = rng.randint(170, 640); cl = "EDGE-RING"; band = ">150"
            elif w in REWORK[lot]:
                if lot == "HX24872.1" and w in FALSE37:
                    a = rng.randint(16, 24); cl = "RANDOM"; W37[w] = a
                else:
                    a = rng.randint(18, 148); cl = "EDGE-RING" if a > 40 else "EDGE"
                band = "16-150"
            else:
                a = rng.randint(1, 13); cl = "-"; band = "<=15"
            big = max(0, int(a * rng.uniform(0.12, 0.25)))
            if band != "<=15":
                over += 1
                ring += cl == "EDGE-RING"
            rows.append(f"{lot:<10} W{w:02d}  {rec:<13} {a:>4}  {big:>4}  {cl:<9} {band}")
    head = ("defect_query: source=post_etch_inspection step=GATE-ME tool=SP3-02 lots=HX24871.1,HX24872.1,AR10933.1,EN55102.1,HX24880.1 (100%)\n"
            "inspected 2025-03-10 05:35..08:52 by night/day shift\n"
            f"{'lot':<10} wfr  {'recipe':<13} >=45  >=90  {'cluster':<9} band\n" + "-" * 62)
    tail = ("\nsummary: wafers=112  band <=15: 74  band 16-150: 29  band >150: 9\n"
            f"spatial: {ring} of {over} over-spec wafers show dense adders concentrated at r = 138-148 mm (EDGE-RING signature); {over - ring} edge/random")
    return head + "\n" + "\n".join(rows) + tail

# ---------------------------------------------------------------- conversation
c.user("""Morning. Night shift flagged a particle excursion on ETX-14, chamber PM2 (poly gate main etch, recipe PG-ME-0412). Post-etch sampling on HX24871.1 came back with big adder counts around 04:35 and they ran an unscheduled PWP that also failed. I'm module owner on this.

What I need: contain it, get every affected wafer dispositioned, and get PM2 requalified and back in production by Wed 12 Mar night shift — we're already short on gate etch capacity this week. Ground rules: nothing gets scrapped without my OK, and nothing is released to a customer without QA sign-off from Marta Lindqvist.

Start by pulling the PM2 particle monitor history and the tool log so we know which lots ran since the last good monitor.""", tag="u_goal")

c.model("Pulling the PWP monitor history for all three chambers and the ETX-14 event log since yesterday evening.",
        calls=[("defect_query", {"source": "pwp_monitor", "tool": "ETX-14", "chambers": ["PM1", "PM2", "PM3"],
                                 "from": "2025-02-24T00:00", "to": "2025-03-10T06:40", "size_bins_nm": [45, 90]}),
               ("mes_tool_history", {"tool": "ETX-14", "from": "2025-03-09T20:00", "to": "2025-03-10T06:40",
                                     "include": ["track_in", "track_out", "wafer_events", "alarms", "state_changes", "monitors"]})])
c.tool([monitor_history(), tool_history()])

c.model("""## What the data says

- **Last good PM2 monitor:** `PWP-PM2-0309N` at 2025-03-09 22:10 — 7 adders ≥45 nm (pass).
- **Failure:** unscheduled `PWP-PM2-0310U` at 05:20 today — **184 adders** ≥45 nm (41 ≥90 nm), edge-weighted. Night shift's flag on HX24871.1 (W05/W16/W21) at 04:35 is consistent with it.
- **PM1 / PM3:** 05:50 and 05:55 monitors pass (6 and 4 adders).
- Two PM2 alarms in the window, both warnings: ALM-4410 (ESC He leak 2.9 sccm, 23:12) and ALM-2207 (RF reflected power 38 W, 03:58). Neither is a particle alarm, but I'd give both to the FE.

⚠️ **PM2 is currently back in PRODUCTIVE** — at 05:46 the ENG_STANDBY state auto-returned (timer 0 min, no hold flag). It has no WIP right now, but dispatch could send it a lot at any moment.

### Exposure window on PM2: 22:10 → 05:20

| Lot | Customer | Product | Wafers | PM2 in → out | Now at |
|---|---|---|---|---|---|
| HX24871.1 | Helix Semi | HXM-220 | 25 | 22:41 → 23:58 | ASH queue |
| HX24872.1 | Helix Semi | HXM-220 | 25 | 00:06 → 01:22 | ASH queue |
| AR10933.1 | Aeris Microsystems | AMS-7P | 25 | 01:30 → 02:47 | ASH queue |
| EN55102.1 | internal (eng) | TQV-28G | 12 | 02:55 → 03:36 | ASH queue |
| HX24880.1 | Helix Semi | HXM-220 | 25 | 03:44 → 05:01 | ASH queue |

**Total: 5 lots, 112 wafers.** MK31877.1 ran on PM2 before the 22:10 monitor, so I'm treating it as clean.

### Proposed containment (FP-ETCH-031)
1. Hold all five lots before they get ashed — ashing won't remove the adders and makes rework harder.
2. Set PM2 to `UNSCHED_DOWN` so dispatch can't use it; PM1 and PM3 stay productive.
3. Open an NCR for the excursion.
4. Pull the 100 % post-etch inspection for all 112 wafers.

Shall I hold the five lots and take PM2 down?""", tag="m_window")

c.user("Yes — hold all five, hold code PRT-EXC, and take PM2 down. Leave PM1 and PM3 running. Open an NCR while you're at it, I'm the owner.", tag="u_hold")

c.model("Holding the lots, taking PM2 down and opening the NCR.",
        calls=[("mes_lot_hold", {"lots": [l[0] for l in LOTS], "hold_code": "PRT-EXC",
                                 "reason": "Particle excursion ETX-14 PM2 (PWP-PM2-0310U 184 adders). Lots processed on PM2 between 2025-03-09 22:10 and 2025-03-10 05:20. Hold before ASH.",
                                 "requested_by": "hannah.okafor", "release_authority": "QA"}),
               ("tool_state_set", {"tool": "ETX-14", "chamber": "PM2", "state": "UNSCHED_DOWN", "reason_code": "PARTICLE",
                                   "comment": "PWP fail 184 adders >=45nm, edge-ring signature. Down pending vendor + requal. Owner H. Okafor.",
                                   "block_dispatch": True}),
               ("qms_ncr_create", {"title": "Particle excursion ETX-14 PM2 gate main etch", "area": "ETCH", "tool": "ETX-14/PM2",
                                   "owner": "hannah.okafor", "severity": "MAJOR",
                                   "description": "Unscheduled PWP-PM2-0310U failed with 184 adders >=45 nm (spec <=15). 5 lots / 112 wafers processed since last good monitor PWP-PM2-0309N (22:10). Lots held PRT-EXC.",
                                   "affected_lots": [l[0] for l in LOTS], "customers": ["Helix Semi", "Aeris Microsystems"]})])
c.tool(["\n".join(["mes_lot_hold: 5 of 5 lots held"] +
                  [f"  {l[0]:<10} hold_id HLD-250310-{417+i:04d}  code PRT-EXC  state WAIT(ASH-0{1+i%3}) -> ON_HOLD  wafers {l[3]}  release_authority QA"
                   for i, l in enumerate(LOTS)] +
                  ["  total wafers on hold: 112", "  note: AR10933.1 carries customer flag CUST-WAIVER-REQ (Aeris quality agreement QA-AMS-2023-07)"]),
        "tool_state_set: ETX-14/PM2\n  was: PRODUCTIVE (since 2025-03-10 05:46, auto-return)\n  now: UNSCHED_DOWN  reason PARTICLE  block_dispatch=true\n  event_id TSE-88412  effective 2025-03-10 06:52\n  PM1: PRODUCTIVE  PM3: PRODUCTIVE (unchanged)\n  warning: auto-return timer for PM2 ENG_STANDBY was 0 min - consider raising a ticket with equipment automation",
        "qms_ncr_create: created NCR-2025-0188 (rev 1)\n  title: Particle excursion ETX-14 PM2 gate main etch\n  severity MAJOR  owner hannah.okafor  QA reviewer marta.lindqvist\n  containment due 2025-03-10 18:00 | 8D required: yes (customer lots affected)\n  link: https://qms.kestrelfab.local/ncr/NCR-2025-0188"], tag="t_hold")

c.model("""Done.

| Action | Record | Result |
|---|---|---|
| Lot holds (code PRT-EXC) | HLD-250310-0417 … 0421 | 5 lots / 112 wafers ON_HOLD, release authority QA |
| PM2 state | TSE-88412 | PRODUCTIVE → **UNSCHED_DOWN**, dispatch blocked; PM1/PM3 untouched |
| NCR | **NCR-2025-0188** | MAJOR, owner you, QA reviewer Marta; containment due 18:00 today; 8D required |

Two things the records flagged:
- **AR10933.1** carries `CUST-WAIVER-REQ` under Aeris quality agreement QA-AMS-2023-07 — worth keeping in mind before we decide anything on that lot.
- The PM2 ENG_STANDBY auto-return timer is set to 0 min, which is how the chamber slipped back to PRODUCTIVE at 05:46. Separate from this excursion, but probably worth a ticket to equipment automation later.""")

c.user("Remind me what the actual PWP spec is for this layer — and are we sure PM1 and PM3 are clean? I don't want to find out Thursday that they were shedding too.")

c.model(tag="m_spec", text="""**Spec for gate etch PWP (`PWP-GATE-45`):** USL 15 adders ≥45 nm per monitor wafer; the SPC control limit is UCL 11. A single point above UCL 11 triggers a re-measure; above USL is a chamber-down event.

**PM1 and PM3 over the last 14 days** (from the monitor history above):

| Chamber | Monitors | Mean adders | Max | Trend |
|---|---|---|---|---|
| PM1 | 29 | ≈5 | 10 | flat; one 10 on 02-27, no run above UCL |
| PM3 | 29 | ≈4 | 7 | flat |
| PM2 | 28 (+1 unscheduled) | ≈5 until 03-06 | 11 | **rising from 03-06 N: 8, 9, 10, 11, 9, 10**, then 7 at 22:10 |

So PM1 and PM3 look genuinely clean, and this morning's monitors confirm it.

PM2 is the interesting one: it sat at 9–11 for four shifts without ever crossing UCL 11, so SPC never fired. That creeping edge count looks like an early sign of whatever failed overnight (a focus ring or edge ring starting to shed would look exactly like this). I'd mention the trend to the FE and in the NCR — it also means the 22:10 "good" monitor at 7 may have been a lucky wafer rather than a clean chamber.""")

c.user("Good catch on the drift. Get Novara in — open an SR, severity 2, I want an FE on site today. Night shift already ran 100% post-etch inspection on all five lots on SP3-02 after the PWP failed, so pull the wafer-level results too.")

c.model("Opening the Novara service request and pulling the wafer-level inspection for the five lots.",
        calls=[("vendor_sr_create", {"vendor": "Novara Plasma Systems", "site": "Kestrel Fab 2", "tool_serial": "NPS-K3-10774",
                                     "tool_id": "ETX-14", "module": "PM2", "severity": 2,
                                     "summary": "Particle excursion PM2 gate main etch - PWP 184 adders >=45nm, edge-ring signature",
                                     "details": "Last good PWP 7 adders 2025-03-09 22:10. Unscheduled PWP 05:20 184 adders (41 >=90nm), adders at r=138-148 mm. PWP trend on PM2 rising 8-11 since 2025-03-06. Warnings in window: ALM-4410 ESC He leak 2.9 sccm (23:12), ALM-2207 RF refl 38 W (03:58). Chamber UNSCHED_DOWN since 06:52. Request FE on site today.",
                                     "contact": {"name": "Hannah Okafor", "email": "hannah.okafor@kestrelfab.com", "phone": "+49 351 4410 2273"},
                                     "requested_onsite": "2025-03-10"}),
               ("defect_query", {"source": "post_etch_inspection", "step": "GATE-ME", "tool": "SP3-02",
                                 "lots": [l[0] for l in LOTS], "level": "wafer", "fields": ["recipe", "adders_45", "adders_90", "cluster", "band"]})])
c.tool(["vendor_sr_create: Novara Plasma Systems service portal\n  SR-4471902 created 2025-03-10 07:04 CET  severity 2 (production impacting)\n  entitlement: Gold contract NPS-GLD-2291 (4 h on-site response)\n  assigned FE: Tomasz Brandt (tomasz.brandt@novaraplasma.com, +49 171 883 2041)\n  planned on-site: 2025-03-10 11:00\n  service manager: Claire Dubois (claire.dubois@novaraplasma.com)\n  status: DISPATCHED",
        wafer_table()], tag="t_sr")

c.model("""## Novara
**SR-4471902** is open, severity 2 under the Gold contract. FE **Tomasz Brandt** is assigned and due on site at **11:00**. Service manager is Claire Dubois.

## Wafer-level inspection — 112 wafers

| Lot | Wafers | ≤15 (in spec) | 16–150 | >150 | Over spec |
|---|---|---|---|---|---|
| HX24871.1 | 25 | 16 | 7 | 2 | 9 |
| HX24872.1 | 25 | 13 | 10 | 2 | 12 |
| AR10933.1 | 25 | 22 | 3 | 0 | 3 |
| EN55102.1 | 12 | 8 | 2 | 2 | 4 |
| HX24880.1 | 25 | 15 | 7 | 3 | 10 |
| **Total** | **112** | **74** | **29** | **9** | **38 wafers** |

Signature: most of the over-spec wafers carry the **EDGE-RING** cluster at r = 138–148 mm, which again points at the focus ring area. The nine >150 wafers have dense edge clusters that will short adjacent gate lines. A scrub won't save those.

## Disposition options

| | **A — Scrap all over-spec** | **B — Scrub + re-inspect, scrap >150** | **C — Continue all under deviation** |
|---|---|---|---|
| 16–150 band (29 wafers) | scrap | rework on `WCL-MEG-SC1-R2` (single-wafer megasonic SC1 scrub, WCL-03), then re-inspect on SP3-02 | continue, screen at probe |
| >150 band (9 wafers) | scrap | scrap (needs your approval) | continue |
| ≤15 band (74 wafers) | continue | continue | continue |
| Wafers lost | 38 | 9 (+ any that fail re-inspection) | 0 up front |
| Added cycle time | 0 | ~1.5 days for rework lots | 0 |
| Risk | highest loss | low; scrub is qualified for post-gate-etch particles (PCN-WCL-0117) | killer defects go to customer; Helix agreement forbids shipping known excursion material without a waiver |

**Recommendation: B.** It recovers most of the 29 mid-band wafers with a qualified rework, and only the edge-clustered wafers are lost. C isn't really on the table for Helix material.

If you pick B, I'll set the dispositions in MES. The scrap batch will stay **pending your approval**, and nothing will be executed until you release it.""", tag="m_options")

c.user("B. Scrap list comes to me before anything gets executed though.")

def disp_actions():
    acts = []
    for lot, *_ in LOTS:
        if REWORK[lot]:
            acts.append({"lot": lot, "wafers": [f"W{w:02d}" for w in REWORK[lot]], "disposition": "REWORK",
                         "route": "WCL-MEG-SC1-R2", "then": "REINSPECT SP3-02"})
        if SCRAP[lot]:
            acts.append({"lot": lot, "wafers": [f"W{w:02d}" for w in SCRAP[lot]], "disposition": "SCRAP",
                         "status": "PENDING_APPROVAL", "approver": "hannah.okafor"})
    return acts

c.model("Setting option B in MES. The scrap batch is created as pending your approval.",
        calls=[("mes_wafer_disposition", {"ncr": "NCR-2025-0188", "option": "B",
                                          "actions": disp_actions(),
                                          "default_for_unlisted": "CONTINUE",
                                          "note": "Option B per H. Okafor 2025-03-10: scrub 16-150 band, scrap >150 pending owner approval, <=15 continue."})])
c.tool(["""mes_wafer_disposition: NCR-2025-0188 option B
  DSP-0310-R01  REWORK  route WCL-MEG-SC1-R2 -> REINSPECT SP3-02   29 wafers
      HX24871.1 W02 W05 W08 W11 W14 W19 W23
      HX24872.1 W01 W03 W06 W09 W12 W15 W18 W20 W22 W24
      AR10933.1 W04 W09 W17
      EN55102.1 W03 W09
      HX24880.1 W02 W06 W09 W13 W17 W20 W24
      status QUEUED (WCL-03), starts when lot hold allows split; est. queue 6 h
  DSP-0310-S01  SCRAP   9 wafers  status PENDING_APPROVAL  approver hannah.okafor
      HX24871.1 W16 W21 | HX24872.1 W10 W13 | EN55102.1 W07 W11 | HX24880.1 W05 W11 W22
  DSP-0310-C01  CONTINUE  74 wafers (unlisted)  status WAIT_HOLD_RELEASE (PRT-EXC)
  warning: AR10933.1 has CUST-WAIVER-REQ - rework on this lot may need customer deviation waiver (QA-AMS-2023-07 s.4.2)
  lots remain ON_HOLD PRT-EXC; split children will inherit the hold"""], tag="t_disp")

c.model("""Done — option B is in MES under NCR-2025-0188:

- **DSP-0310-R01** — REWORK via `WCL-MEG-SC1-R2`, then re-inspection on SP3-02: **29 wafers**, queued on WCL-03 (≈6 h queue)
- **DSP-0310-S01** — SCRAP: 9 wafers, **PENDING_APPROVAL** (approver: you). Nothing will be executed until you approve.
- **DSP-0310-C01** — CONTINUE: 74 wafers. They stay on PRT-EXC hold until QA releases them.

MES raised the same Aeris warning again: rework on AR10933.1 may need a customer deviation waiver under QA-AMS-2023-07 §4.2. I've left it in the rework batch for now, but it probably needs checking before WCL-03 picks those wafers up.

**Customer notice:** Helix's quality agreement requires excursion notification within 24 h of detection, so by 04:35 tomorrow. In CRM the Helix account contact is Mark Ellison (purchasing). Draft:

> Subject: Excursion notification — Kestrel Fab 2, gate etch, lots HX24871.1 / HX24872.1 / HX24880.1
> We detected a particle excursion on one etch chamber on 2025-03-10 04:35. Three HXM-220 lots (75 wafers) were processed in the affected window and are on hold. 100 % inspection is complete; affected wafers are being dispositioned under NCR-2025-0188. The chamber is down pending vendor repair and requalification. We will send an 8D and wafer-level data; no material will ship without QA release.

Send it to Helix?""")

c.user("Send it, but to their quality contact Jenna Whitfield, not Mark — purchasing doesn't need to see it yet. cc Marta. Nothing to Aeris until Marta has seen the wording.")

HELIX_BODY = """Dear Jenna,

In line with our quality agreement, this is a notification of a process excursion affecting Helix material at Kestrel Foundry Fab 2.

What happened: on 2025-03-10 at 04:35 we detected a particle excursion on one chamber of a gate etch tool (ETX-14 PM2). The chamber has been taken out of production and our equipment vendor is on site today.

Affected Helix material: HXM-220 lots HX24871.1, HX24872.1 and HX24880.1 (75 wafers) were processed in the affected window. All three lots are on hold. 100 % post-etch inspection is complete; wafers above our particle limit are being dispositioned (qualified scrub rework or scrap) under NCR-2025-0188.

Next steps: we will share wafer-level inspection data and an 8D report, and we will confirm any impact on delivery dates. No affected material will ship without QA release.

Best regards,
Hannah Okafor
Etch Process Engineering, Kestrel Foundry Fab 2
hannah.okafor@kestrelfab.com | +49 351 4410 2273"""

c.model("Sending to Jenna Whitfield with Marta on cc. Nothing goes to Aeris.",
        calls=[("email_send", {"from": "hannah.okafor@kestrelfab.com", "to": ["jenna.whitfield@helixsemi.com"],
                               "cc": ["marta.lindqvist@kestrelfab.com"],
                               "subject": "Excursion notification - Kestrel Fab 2 gate etch - HX24871.1 / HX24872.1 / HX24880.1 (NCR-2025-0188)",
                               "body": HELIX_BODY})])
c.tool(["""email_send: queued 1 message  message_id <20250310.0741.a1f3@kestrelfab.com>  delivered 07:41
-- auto-reply received 07:41 --
From: Jenna Whitfield <jenna.whitfield@helixsemi.com>
Subject: Automatic reply: Excursion notification - Kestrel Fab 2 gate etch ...
Thank you for your message. I am on leave until 31 Mar with limited access to e-mail.
For supplier quality matters, escalations and excursion notices please contact Owen Park, Supplier Quality Engineer, owen.park@helixsemi.com, +1 408 555 0192. For urgent shipment topics contact supply-ops@helixsemi.com."""], tag="t_jenna")

c.model("""Sent to Jenna (message id `<20250310.0741.a1f3@kestrelfab.com>`), cc Marta. But her auto-reply says she is **on leave until 31 Mar**, and supplier quality escalations and excursion notices go to **Owen Park**, Supplier Quality Engineer (owen.park@helixsemi.com).

To be sure the 24 h notification actually reaches someone, should I resend the same text to Owen, with Jenna and Marta on cc?""")

c.user("yes")

c.model("Resending to Owen Park.",
        calls=[("email_send", {"from": "hannah.okafor@kestrelfab.com", "to": ["owen.park@helixsemi.com"],
                               "cc": ["jenna.whitfield@helixsemi.com", "marta.lindqvist@kestrelfab.com"],
                               "subject": "Excursion notification - Kestrel Fab 2 gate etch - HX24871.1 / HX24872.1 / HX24880.1 (NCR-2025-0188)",
                               "body": HELIX_BODY.replace("Dear Jenna,", "Dear Owen,\n\nJenna's auto-reply pointed us to you; she is on copy.")})])
c.tool(["email_send: queued 1 message  message_id <20250310.0746.c09e@kestrelfab.com>  delivered 07:46  (no auto-reply)"])

c.model("""Done. Resent to **Owen Park** (`<20250310.0746.c09e@kestrelfab.com>`) with Jenna and Marta on cc, so Helix has been notified inside the 24 h window. I'll log it on NCR-2025-0188 when we next update the NCR.

Aeris hasn't been contacted. I'll draft their notice for Marta once we know what we're doing with AR10933.1.""")

c.user("FE's been on the chamber for a couple of hours. Tomasz said he'd email his findings — check the inbox. Sven was also running the yield impact, see if that's in.")

c.model("Checking the inbox.",
        calls=[("mail_inbox", {"mailbox": "hannah.okafor@kestrelfab.com", "since": "2025-03-10T11:00",
                               "query": "SR-4471902 OR ETX-14 OR NCR-2025-0188 OR yield", "limit": 10})])
c.tool(["""mail_inbox: 3 messages

[1] 2025-03-10 14:12  From: Tomasz Brandt <tomasz.brandt@novaraplasma.com>
    To: hannah.okafor@kestrelfab.com  Cc: claire.dubois@novaraplasma.com
    Subject: SR-4471902 ETX-14 PM2 - findings after chamber open
    Hannah,
    Chamber vented 11:40, lid open 12:05. Findings:
    1. Focus ring (P/N 839-0127-A, quartz) eroded to 2.1 mm at the inner step (new 3.4 mm, replace at 2.5 mm). Hairline crack on the inner lip around 7 o'clock, ~18 mm long, with chipped fragments. Loose quartz flakes found on the ESC edge seal band and in the pump foreline screen. This matches your edge-ring signature at r=138-148 mm.
    2. The ring's RF-hour counter reads 1,488 h; PM interval is 1,400 h. The counter was reset at the 02-12 PM although the ring was NOT replaced then (PM record shows "inspect only"). That is why the replacement never came due.
    3. ESC: He leak 2.9 sccm is from flakes on the seal band, not ESC damage; leak test after cleaning 1.1 sccm (ok).
    4. RF match: reflected power spike at 03:58 consistent with arcing at the cracked lip. Match itself checks ok.
    5. Upper electrode: visually ok, no spalling seen. Will check hours in the log.
    Plan: full wet clean of PM2, new focus ring, ESC seal band clean, foreline screen replacement, then seasoning + your requal.
    Parts: 839-0127-A is not in your consignment stock. Fremont stock is allocated; next available unit ships to arrive Fri 14 Mar. Singapore depot has 2 units but they are reserved for another account - releasing one needs service manager approval and expedite freight (customer-paid).
    With the Fremont part: install Fri 14 Mar evening, seasoning + requal over the weekend, realistic release Mon 17 Mar.
    Regards, Tomasz

[2] 2025-03-10 14:30  From: Sven Adler <sven.adler@kestrelfab.com>
    Subject: RE: ETX-14 PM2 excursion - yield impact estimate (NCR-2025-0188)
    Hannah, first pass from the D2Y model using the SP3-02 wafer data:
      scrub-reworked wafers (29): expected die-yield loss 4.2% vs baseline 91.6% (HXM-220) / 88.9% (AMS-7P)
      scrap (9 wafers): n/a
      continue (74 wafers): no measurable impact expected (<0.3%)
    Lot level HXM-220: HX24871.1 -1.4%, HX24872.1 -1.9%, HX24880.1 -1.5% on lot mean.
    Assumptions: edge exclusion 3 mm, kill ratio 0.42 for edge-ring adders post-scrub. Will refine once post-scrub inspection is in.
    Sven

[3] 2025-03-10 13:02  From: Fab2 Facilities <facilities-f2@kestrelfab.com>
    Subject: Planned DI water loop maintenance Bay E 2025-03-15 02:00-04:00
    No impact to etch bays expected. Wet benches WCL-01..03 on bypass supply."""], tag="t_tomasz")

c.model("""## Tomasz's findings (SR-4471902)

**Root cause (probable):** the quartz **focus ring P/N 839-0127-A** is worn to 2.1 mm (replace at 2.5 mm) and has an ~18 mm crack on the inner lip. Flakes were found on the ESC seal band and in the foreline screen, which matches the r = 138–148 mm edge-ring signature and the creeping PWP trend.

**Why it was missed:** the ring's RF-hour counter was **reset at the 02-12 PM** even though the ring was only inspected, not replaced. It now reads 1,488 h against a 1,400 h interval. That's a PM-procedure gap and belongs in the 8D.

The two alarms are explained: the He leak came from flakes on the seal band (1.1 sccm after cleaning), and the 03:58 RF spike is arcing at the cracked lip.

### Schedule impact

| | Your target | Novara, Fremont part |
|---|---|---|
| Part on site | — | Fri 14 Mar |
| Install + wet clean | — | Fri 14 Mar evening |
| Seasoning + requal | — | weekend |
| **PM2 release** | **Wed 12 Mar night shift** | **Mon 17 Mar** |

Your Wednesday target is gone unless the ring comes from somewhere else. The only other stock is the **Singapore depot** (2 units, reserved for another account). Using it needs Claire Dubois's approval and customer-paid expedite freight.

### Yield (Sven, first pass)
Scrub-reworked wafers: **4.2 %** expected die-yield loss vs baseline; HXM-220 lot-level impact −1.4 to −1.9 %. This is a first pass with a 3 mm edge exclusion and a 0.42 kill ratio.

### Proposed requal plan for PM2
1. Wet clean, new focus ring, ESC seal-band clean, foreline screen replacement (Novara)
2. Leak check: rate-of-rise < 2 mTorr/min
3. Seasoning: 25 wafers `SEASON-PG-ME`
4. Particle monitors ×3 (`PWP-Q1`…`PWP-Q3`), each ≤15 adders ≥45 nm
5. Etch rate / uniformity monitor `ER-Q1`: 2,150–2,250 Å/min, NU < 3 % 1σ
6. Short-loop lot (6 wafers, product recipe) with 100 % post-etch inspection, 0 wafers over spec
7. QA sign-off (Marta) → PM2 to PRODUCTIVE

Should I create this in the requal planner with the Mon 17 Mar target, or push Novara on the Singapore unit first?""", tag="m_findings")

c.user("Create the plan, but I'm not accepting the 17th. Ask Novara to expedite the ring from the Singapore depot — we'll pay the freight, put it on PO 4500221873. Copy Claire, she has to approve it. And 4.2 sounds high for a scrub rework, I'll ping Sven myself.", tag="u_expedite")

c.model("Creating the requal plan and sending the expedite request to Tomasz and Claire.",
        calls=[("requal_plan_create", {"tool": "ETX-14", "chamber": "PM2", "trigger": "NCR-2025-0188", "owner": "hannah.okafor",
                                       "qa_approver": "marta.lindqvist", "vendor_sr": "SR-4471902", "vendor_contact": "Tomasz Brandt",
                                       "target_release": "2025-03-17T06:00",
                                       "steps": [
                                           {"n": 1, "name": "Wet clean + focus ring 839-0127-A + ESC seal band + foreline screen", "by": "Novara"},
                                           {"n": 2, "name": "Leak check", "criteria": "rate-of-rise < 2 mTorr/min"},
                                           {"n": 3, "name": "Seasoning", "recipe": "SEASON-PG-ME", "wafers": 25},
                                           {"n": 4, "name": "Particle monitors PWP-Q1..PWP-Q3", "criteria": "each <= 15 adders >=45nm"},
                                           {"n": 5, "name": "Etch rate/uniformity ER-Q1", "criteria": "2150-2250 A/min, NU < 3% 1-sigma"},
                                           {"n": 6, "name": "Short-loop lot, 6 wafers PG-ME-0412, 100% SP3-02", "criteria": "0 wafers over spec"},
                                           {"n": 7, "name": "QA sign-off", "by": "marta.lindqvist"}]}),
               ("email_send", {"from": "hannah.okafor@kestrelfab.com", "to": ["tomasz.brandt@novaraplasma.com"],
                               "cc": ["claire.dubois@novaraplasma.com"],
                               "subject": "SR-4471902 - expedite focus ring 839-0127-A from Singapore depot (PO 4500221873)",
                               "body": "Tomasz, Claire,\n\nThanks for the fast diagnosis. A Monday 17 Mar release is not acceptable for us - PM2 is a bottleneck chamber for gate etch this week.\n\nPlease release one focus ring 839-0127-A from the Singapore depot and ship it with expedite freight. Kestrel will pay the freight; please invoice against PO 4500221873. Claire, this needs your approval per Tomasz - could you confirm today?\n\nPlease send the flight/ETA as soon as it is booked so we can line up the wet clean, seasoning and requal.\n\nAlso please include in your service report the focus-ring RF-hour counter reset at the 02-12 PM; we will cover it in our 8D.\n\nBest regards,\nHannah Okafor"})])
c.tool(["""requal_plan_create: RQ-ETX14-PM2-0311 rev 1 created
  tool ETX-14 / PM2   trigger NCR-2025-0188   vendor SR-4471902 (contact: Tomasz Brandt)
  owner hannah.okafor   QA approver marta.lindqvist
  target_release 2025-03-17 06:00   status WAITING_PARTS
  steps 7 (1 vendor, 5 measurement gates, 1 approval) - gate criteria locked at rev 1
  link https://mes.kestrelfab.local/requal/RQ-ETX14-PM2-0311""",
        "email_send: queued 1 message  message_id <20250310.1448.77d2@kestrelfab.com>  delivered 14:48"], tag="t_rq")

c.model("""Done.
- **RQ-ETX14-PM2-0311** (rev 1) created with 7 steps and criteria locked. Status WAITING_PARTS. The target is the vendor's Mon 17 Mar for now; I'll move it once Novara confirms the Singapore unit.
- Expedite request sent to Tomasz, cc Claire, asking for a Singapore depot ring on expedite freight against **PO 4500221873**. I also asked them to put the counter reset in their service report.

Noted that you'll follow up with Sven on the 4.2 % yourself.""")

# ---------------- day 2
c.user("Morning. What came in overnight from Novara, Sven and metrology? Anything from Helix?")

c.model("Checking the inbox since yesterday afternoon.",
        calls=[("mail_inbox", {"mailbox": "hannah.okafor@kestrelfab.com", "since": "2025-03-10T14:50",
                               "query": "SR-4471902 OR ETX-14 OR NCR-2025-0188 OR HX2487 OR HX24880", "limit": 10})])
LENA_ROWS = "\n".join(f"      HX24872.1 W{w:02d}   {W37[w]:>3}        {rng.randint(5,13):>3}" for w in FALSE37)
c.tool([f"""mail_inbox: 4 messages

[1] 2025-03-10 19:26  From: Claire Dubois <claire.dubois@novaraplasma.com>
    To: hannah.okafor@kestrelfab.com  Cc: tomasz.brandt@novaraplasma.com, ravi.menon@novaraplasma.com
    Subject: RE: SR-4471902 - expedite focus ring 839-0127-A from Singapore depot (PO 4500221873)
    Hannah,
    Approved - one 839-0127-A released from Singapore depot, shipping on SQ 326 tonight, customs pre-cleared, courier to Fab 2 ETA Tue 11 Mar 21:30. Freight billed to PO 4500221873.
    Staffing change: Tomasz has been pulled to a line-down at another customer site from tomorrow morning. Ravi Menon (ravi.menon@novaraplasma.com, +49 160 552 7719) takes over SR-4471902 and has Tomasz's notes. Ravi will install the ring tonight when it lands, wet clean overnight and start seasoning; requal gates Wednesday, target release Thu 13 Mar 06:00.
    Claire Dubois, Service Manager DACH, Novara Plasma Systems

[2] 2025-03-10 21:05  From: Sven Adler <sven.adler@kestrelfab.com>
    Subject: RE: ETX-14 PM2 excursion - yield impact estimate (CORRECTION)
    Hannah - correction to my 14:30 numbers. The D2Y run applied the 3 mm edge exclusion twice (once in the die map, once in the kill-ratio table), so edge-ring adders were over-weighted.
    Corrected: scrub-reworked wafers expected die-yield loss 2.7% vs baseline (was 4.2%). Lot level HXM-220: HX24871.1 -0.9%, HX24872.1 -1.2%, HX24880.1 -1.0%.
    Please use these for the 8D. Sven

[3] 2025-03-11 06:58  From: Lena Fischer <lena.fischer@kestrelfab.com>
    Subject: HX24872.1 inspection recipe - wrong threshold, re-inspected
    Hannah,
    While reviewing the SP3-02 data for NCR-2025-0188 I found HX24872.1 was inspected with recipe SP3-PE-HX37, which has the size threshold at 37 nm instead of 45 nm (the recipe was edited on 2025-02-27, change ticket not found yet). We re-inspected HX24872.1 overnight with SP3-PE-STD45:
      wafer      @37nm(old)  @45nm(new)
{LENA_ROWS}
    These 7 wafers are now within spec (<=15). The other wafers in the lot are unchanged in band.
    Updated total for the five lots: 31 wafers over spec (22 in 16-150 band, 9 in >150 band), 81 within spec.
    I am checking which other lots were inspected with SP3-PE-HX37 since 02-27 - will report back; could be more than this NCR.
    Lena (Metrology)

[4] 2025-03-11 07:15  From: Owen Park <owen.park@helixsemi.com>
    Subject: RE: Excursion notification - Kestrel Fab 2 gate etch - HX24871.1 / HX24872.1 / HX24880.1 (NCR-2025-0188)
    Hannah, thanks for the prompt notice. For our records please send (a) per-wafer adder maps for all three lots and (b) the 8D report, both by 18 Mar.
    Also: HX24880.1 is committed to ship on 21 Mar and feeds a customer build for us. Does that date still hold, and with how many wafers?
    Regards, Owen Park, Supplier Quality Engineer, Helix Semi"""], tag="t_overnight")

c.model("""## Overnight changes

| Item | Was | Now | Source |
|---|---|---|---|
| Focus ring source | Fremont, arrives Fri 14 Mar | **Singapore depot**, SQ 326, ETA **Tue 11 Mar 21:30** | Claire (approved, on PO 4500221873) |
| PM2 release target | Mon 17 Mar | **Thu 13 Mar 06:00** | Claire |
| Novara FE on SR-4471902 | Tomasz Brandt | **Ravi Menon** (ravi.menon@novaraplasma.com, +49 160 552 7719) | Claire |
| Yield loss, scrubbed wafers | 4.2 % | **2.7 %** (edge exclusion was applied twice) | Sven |
| Wafers over spec | 38 | **31** (22 rework band, 9 scrap band) | Lena |
| HX24872.1 over spec | 12 | 5 (W03, W12, W20 rework; W10, W13 scrap) | Lena |

Still short of your Wednesday target, but Thursday 06:00 is four days better than the Fremont part.

### Metrology issue
HX24872.1 was inspected with **SP3-PE-HX37**, a recipe whose threshold had been edited to 37 nm on 02-27 with no change ticket found yet. At 45 nm, seven wafers (W01, W06, W09, W15, W18, W22, W24) are in spec, so they shouldn't be scrubbed. Lena is now checking which other lots went through that recipe since 02-27, which could reach beyond this NCR.

### Helix (Owen)
- Wants **per-wafer adder maps + 8D by 18 Mar**.
- Asks whether **HX24880.1 still ships 21 Mar**, and with how many wafers. I'd answer that once requal results are in.

### Proposed updates
1. Amend the dispositions: move the seven HX24872.1 wafers from REWORK to CONTINUE (the rework batch drops from 29 to 22).
2. Update RQ-ETX14-PM2-0311: target 2025-03-13 06:00, vendor contact Ravi Menon, status PARTS_IN_TRANSIT.

Go ahead with both?""", tag="m_overnight")

c.user("Go ahead with both.")

c.model("Amending the dispositions and the requal plan.",
        calls=[("mes_wafer_disposition", {"ncr": "NCR-2025-0188", "amend": "DSP-0310-R01",
                                          "actions": [{"lot": "HX24872.1", "wafers": [f"W{w:02d}" for w in FALSE37],
                                                       "from": "REWORK", "to": "CONTINUE",
                                                       "reason": "Re-inspected with SP3-PE-STD45 (45 nm): within spec. Original inspection used SP3-PE-HX37 (37 nm threshold). Ref. L. Fischer 2025-03-11."}]}),
               ("requal_plan_update", {"plan_id": "RQ-ETX14-PM2-0311",
                                       "changes": {"target_release": "2025-03-13T06:00", "vendor_contact": "Ravi Menon",
                                                   "status": "PARTS_IN_TRANSIT"},
                                       "comment": "Focus ring expedited from Singapore depot (SQ 326, ETA 2025-03-11 21:30). FE change Tomasz Brandt -> Ravi Menon per Novara."})])
c.tool(["""mes_wafer_disposition: amendment DSP-0311-A01 applied to DSP-0310-R01
  HX24872.1 W01 W06 W09 W15 W18 W22 W24   REWORK -> CONTINUE
  DSP-0310-R01 wafer count   was 29   now 22   (status QUEUED WCL-03, not started: lot hold PRT-EXC)
  DSP-0310-C01 wafer count   was 74   now 81
  DSP-0310-S01 unchanged     9 wafers PENDING_APPROVAL""",
        """requal_plan_update: RQ-ETX14-PM2-0311 rev 1 -> rev 2
  target_release   was 2025-03-17 06:00   now 2025-03-13 06:00
  vendor_contact   was Tomasz Brandt      now Ravi Menon
  status           was WAITING_PARTS      now PARTS_IN_TRANSIT
  gate criteria unchanged (locked)"""], tag="t_amend")

c.model("""Done.

- **DSP-0311-A01**: the seven HX24872.1 wafers moved REWORK → CONTINUE. Rework batch DSP-0310-R01 is now **22 wafers** and continue is 81. Scrap DSP-0310-S01 is unchanged at 9 wafers, still waiting for your approval.
- **RQ-ETX14-PM2-0311 rev 2**: target **2025-03-13 06:00**, vendor contact Ravi Menon, status PARTS_IN_TRANSIT.

The scrap list is on you whenever you're ready:
HX24871.1 W16, W21 · HX24872.1 W10, W13 · EN55102.1 W07, W11 · HX24880.1 W05, W11, W22 (all >150 adders, edge-ring clusters).""")

c.user("""Scrap list: approved, except EN55102.1 wafers 07 and 11 — send those two to the FA lab instead, I want cross-sections of the defects for the 8D. And I just remembered why that Aeris flag is there: their contract says no rework on their material without a signed deviation waiver. Pull AR10933.1 out of the scrub and keep those three wafers on hold.""")

c.model(tag="m_scrapcall", text="Approving the scrap for seven wafers, routing the two EN55102.1 wafers to FA and pulling AR10933.1 out of the rework batch.",
        calls=[("mes_wafer_disposition", {"ncr": "NCR-2025-0188", "approver": "hannah.okafor",
                                          "actions": [
                                              {"batch": "DSP-0310-S01", "approve": True,
                                               "exclude": [{"lot": "EN55102.1", "wafers": ["W07", "W11"]}]},
                                              {"lot": "EN55102.1", "wafers": ["W07", "W11"], "disposition": "FA",
                                               "fa_lab": "FA Lab B4", "fa_request": {"type": "FIB cross-section + EDX", "priority": "HIGH",
                                                                                     "question": "Composition and origin of edge-ring particles (suspected quartz focus-ring flakes); input for 8D NCR-2025-0188"}},
                                              {"batch": "DSP-0310-R01", "remove": [{"lot": "AR10933.1", "wafers": ["W04", "W09", "W17"]}],
                                               "new_disposition": "HOLD-WAIVER",
                                               "reason": "Aeris QA-AMS-2023-07 s.4.2: rework requires signed customer deviation waiver"}]})])
c.tool(["""mes_wafer_disposition: NCR-2025-0188 3 actions applied
  [1] DSP-0310-S01 APPROVED by hannah.okafor 2025-03-11 08:21
      scrap authorization SA-0311-0093 issued: 7 wafers
        HX24871.1 W16 W21 | HX24872.1 W10 W13 | HX24880.1 W05 W11 W22
      was 9 wafers -> now 7 wafers (EN55102.1 W07 W11 excluded)
      execution: split + scrap at next lot move (after PRT-EXC hold release for scrap children)
  [2] DSP-0311-F01  EN55102.1 W07 W11 -> FA
      FA request FA-25-0442 created: FIB cross-section + EDX, priority HIGH, lab FA Lab B4, est. turnaround 3 working days
  [3] DSP-0310-R01 AR10933.1 W04 W09 W17 removed -> HOLD-WAIVER
      waiver reference reserved: DWR-25-017 (draft, customer Aeris Microsystems)
      DSP-0310-R01 wafer count was 22 now 19 (HX24871.1 x7, HX24872.1 x3, EN55102.1 x2, HX24880.1 x7), queue WCL-03
  summary: rework 19 | scrap 7 (authorized) | FA 2 | hold-waiver 3 | continue 81   total 112"""], tag="t_scrap")

AERIS_DRAFT = """Subject: Excursion notification and deviation waiver request DWR-25-017 - lot AR10933.1 (AMS-7P)

Dear Luc,

In line with quality agreement QA-AMS-2023-07, we are notifying you of a particle excursion on one chamber of a gate etch tool at Kestrel Foundry Fab 2, detected on 2025-03-10 at 04:35.

Affected Aeris material: lot AR10933.1 (AMS-7P, 25 wafers) was processed in the affected window and is on hold. 100 % post-etch inspection found 3 wafers (W04, W09, W17) above our particle limit (16-150 adders >=45 nm); the other 22 wafers are within limits. No wafers are proposed for scrap.

Proposed disposition: single-wafer megasonic SC1 scrub (qualified rework WCL-MEG-SC1-R2, PCN-WCL-0117) followed by 100 % re-inspection. Per section 4.2 of the agreement we request your approval via deviation waiver DWR-25-017 (attached). Until it is signed, the three wafers stay on hold and will not be reworked.

Root cause (preliminary): a worn and cracked quartz focus ring in the etch chamber; the chamber is down and will be requalified before returning to production. No reliability impact is expected for wafers that pass re-inspection.

Best regards,
Hannah Okafor, Etch Process Engineering, Kestrel Foundry Fab 2"""

c.model(f"""Done.

| Disposition | Record | Wafers |
|---|---|---|
| Scrap (approved) | **SA-0311-0093** under DSP-0310-S01 | 7: HX24871.1 W16, W21 · HX24872.1 W10, W13 · HX24880.1 W05, W11, W22 |
| FA (FIB cross-section + EDX) | DSP-0311-F01 / **FA-25-0442** | 2: EN55102.1 W07, W11 (≈3 working days, FA Lab B4) |
| Hold for Aeris waiver | HOLD-WAIVER, waiver **DWR-25-017** (draft) | 3: AR10933.1 W04, W09, W17 |
| Rework (scrub + re-inspect) | DSP-0310-R01 | **19 wafers**, queued on WCL-03 |
| Continue | DSP-0310-C01 | 81 |

The scrap children are split off once QA releases PRT-EXC for them, so Marta still has a gate there.

### Draft for Aeris (for Marta's review)
Contact on the Aeris account for quality: **Luc Moreau <l.moreau@aerismicro.com>**.

> {AERIS_DRAFT.replace(chr(10), chr(10) + '> ')}

Should I send this draft to Marta for review?""", tag="m_scrap")

c.user("Send it to Marta for review. Tell her it needs to go out today if possible.")

c.model("Sending the draft to Marta.",
        calls=[("email_send", {"from": "hannah.okafor@kestrelfab.com", "to": ["marta.lindqvist@kestrelfab.com"],
                               "subject": "For review: Aeris excursion notice + deviation waiver DWR-25-017 (AR10933.1, NCR-2025-0188)",
                               "body": "Marta,\n\nBelow is the draft notification and deviation waiver request for Aeris (AR10933.1, 3 wafers W04/W09/W17 proposed for scrub rework). Under QA-AMS-2023-07 s.4.2 we can't rework their wafers without a signed waiver, so the three wafers are on HOLD-WAIVER. Could you review the wording today if possible so we can send it to Luc Moreau (l.moreau@aerismicro.com)?\n\nThanks,\nHannah\n\n---\n" + AERIS_DRAFT})])
c.tool(["email_send: queued 1 message  message_id <20250311.0833.5be0@kestrelfab.com>  delivered 08:33"])

c.model("Done. The draft is with Marta (`<20250311.0833.5be0@kestrelfab.com>`), marked as needed today. Nothing has gone to Aeris yet.")

# ---------------- day 3
c.user("Ravi says the ring's in, wet clean done, seasoning finished around 05:00. Pull the requal results.")

c.model("Pulling the requal gate results for RQ-ETX14-PM2-0311.",
        calls=[("requal_results_get", {"plan_id": "RQ-ETX14-PM2-0311", "include": ["step_log", "measurements", "vendor_notes", "chamber_counters"]})])
SEASON = "\n".join(f"    2025-03-12 {3 + (i*4)//60:02d}:{(i*4)%60:02d}  SEASON-PG-ME  wafer S{i+1:02d}  OES CO/F ratio {rng.uniform(0.81, 0.93):.3f}" for i in range(25))
c.tool([f"""requal_results_get: RQ-ETX14-PM2-0311 rev 2   status IN_QUAL
step 1  Novara work (R. Menon)                          DONE 2025-03-12 01:50
    2025-03-11 21:41  part 839-0127-A received (SN 7Q2-00418), inspection ok
    2025-03-11 22:05  chamber vented, wet clean IPA/DI, ESC seal band clean, foreline screen replaced
    2025-03-12 01:10  new focus ring installed, RF-hour counter reset to 0 (part change recorded in PM log PM-ETX14-2025-0311)
    2025-03-12 01:50  pump-down, base pressure 0.31 mTorr
step 2  Leak check                                       PASS  rate-of-rise 0.8 mTorr/min (crit < 2)
step 3  Seasoning 25 wafers SEASON-PG-ME                 DONE 2025-03-12 04:56
{SEASON}
step 4  Particle monitors
    PWP-Q1  2025-03-12 05:18   adders>=45nm 22   FAIL  (17 of 22 within 10 mm of edge)
            vendor action: +10 seasoning wafers, 2x pump/purge cycles (R. Menon 05:40)
    PWP-Q2  2025-03-12 07:02   adders>=45nm 6    PASS
    PWP-Q3  2025-03-12 07:31   adders>=45nm 9    PASS
    gate rule: 3 consecutive passes required? NO (rev 2 criteria: each of Q1..Q3 <= 15) -> Q1 re-measured under deviation RQ-DEV-01 (Q1b)
    PWP-Q1b 2025-03-12 07:58   adders>=45nm 5    PASS
step 5  ER-Q1  2025-03-12 08:20   etch rate 2,184 A/min (2150-2250)   NU 2.1% 1-sigma (<3%)   PASS
step 6  Short-loop lot                                   NOT STARTED  (lot SL-ETX14-0312 created, 6 wafers, at stocker)
step 7  QA sign-off                                       OPEN  (marta.lindqvist)
chamber counters: focus ring 4.6 RF-h | upper electrode 612 RF-hours (limit 800) | ESC 2,930 RF-h (limit 6,000)
vendor note (R. Menon): Q1 fail edge-weighted, likely residual debris dislodged during first plasma after wet clean. Upper electrode shows light discoloration at outer zone; recommend we discuss replacement timing."""], tag="t_requal")

c.model("""## Requal status: RQ-ETX14-PM2-0311

| Gate | Criteria | Result | |
|---|---|---|---|
| 1 Novara work | ring, wet clean, seal band, foreline | done 01:50, ring SN 7Q2-00418 | ✅ |
| 2 Leak check | < 2 mTorr/min | 0.8 mTorr/min | ✅ |
| 3 Seasoning | 25 wafers | done 04:56 (+10 extra after Q1) | ✅ |
| 4 PWP-Q1 | ≤ 15 adders | **22 adders — FAIL** (edge-weighted) | ❌ → re-measured |
| 4 PWP-Q1b / Q2 / Q3 | ≤ 15 adders | 5 / 6 / 9 | ✅ |
| 5 ER-Q1 | 2,150–2,250 Å/min, NU < 3 % | 2,184 Å/min, 2.1 % | ✅ |
| 6 Short loop | 0 wafers over spec | SL-ETX14-0312 (6 wafers) not started | ⏳ |
| 7 QA sign-off | Marta | open | ⏳ |

**On the Q1 failure:** Ravi's reading is that residual debris was dislodged on the first plasma after the wet clean. The 10 extra seasoning wafers and two pump/purge cycles fixed it, and three monitors in a row have passed since. That's plausible. Note, though, that Q1 was re-measured as Q1b under deviation **RQ-DEV-01**, so Marta will want to see that when she signs.

**Open question:** the upper electrode is at **612 RF-hours** of its 800 limit and shows light discoloration at the outer zone, and Q1 was edge-weighted. Ravi wants to talk about replacement timing. It doesn't block the requal on the numbers, but it's the obvious next suspect if the edge counts creep up again.

**Next:** run the short-loop lot SL-ETX14-0312 (6 wafers, PG-ME-0412, 100 % SP3-02). That's about 25 min of chamber time plus roughly 1 h of inspection. Dispatch it now?""", tag="m_requal")

c.user("Run the short loop. PM2 does not go back to production until Marta signs the requal — she's here until 16:00. And Owen asked about the HX24880.1 ship date — what do we tell him?")

c.model("Dispatching the short-loop lot to PM2 only. The chamber stays out of production dispatch.",
        calls=[("mes_lot_dispatch", {"lot": "SL-ETX14-0312", "tool": "ETX-14", "chamber": "PM2", "recipe": "PG-ME-0412",
                                     "mode": "ENGINEERING_ONLY", "requal_plan": "RQ-ETX14-PM2-0311", "step": 6,
                                     "post": {"inspection": "SP3-02", "recipe": "SP3-PE-STD45", "sampling": "100%"},
                                     "note": "PM2 remains UNSCHED_DOWN for production dispatch until QA sign-off (M. Lindqvist)."})])
c.tool(["""mes_lot_dispatch: SL-ETX14-0312 dispatched 2025-03-12 09:14
  route: ETX-14/PM2 (PG-ME-0412, engineering-only override EO-5521) -> SP3-02 (SP3-PE-STD45, 100%)
  est. PM2 complete 09:45, inspection complete ~10:50
  PM2 production state: UNSCHED_DOWN (unchanged) - production dispatch blocked"""], tag="t_sl")

c.model("""Done. **SL-ETX14-0312** is running on PM2 under engineering override EO-5521. PM2 is still UNSCHED_DOWN for production, and inspection results are due around 10:50.

## HX24880.1 for Owen

| | Wafers |
|---|---|
| Lot size | 25 |
| Scrap (SA-0311-0093) | −3 (W05, W11, W22) |
| Scrub rework (W02, W06, W09, W13, W17, W20, W24) | 7, back in the lot if they pass re-inspection |
| **Max shippable** | **22 of 25** |

**Timing:** the scrub plus re-inspection adds about 1.5 days to the rework wafers. HX24880.1 only needs ash, clean and two metrology steps after gate etch before it goes to probe, so **21 Mar is still achievable** as long as PRT-EXC is released by Friday. Continue wafers could move as soon as Marta releases them.

Draft reply:

> Owen, HX24880.1 remains planned to ship on 21 Mar. Three wafers were scrapped (dense edge-particle clusters); seven are being reworked with a qualified scrub and re-inspected, so we expect to ship 22 of 25 wafers. Per-wafer adder maps and the 8D will follow by 18 Mar as requested.

Send it?""", tag="m_ship")

c.user("Send it, but don't promise 22 — say at least 20. Probe may cull more. And don't mention the scrub by name, just 'qualified rework'.", tag="u_atleast")

c.model("Sending the reply to Owen with those two changes.",
        calls=[("email_send", {"from": "hannah.okafor@kestrelfab.com", "to": ["owen.park@helixsemi.com"],
                               "cc": ["marta.lindqvist@kestrelfab.com"],
                               "subject": "RE: Excursion notification - Kestrel Fab 2 gate etch - HX24871.1 / HX24872.1 / HX24880.1 (NCR-2025-0188)",
                               "body": "Owen,\n\nHX24880.1 remains planned to ship on 21 Mar. Three wafers were scrapped due to dense edge-particle clusters; seven are going through a qualified rework and 100 % re-inspection. We expect to ship at least 20 wafers from this lot; the final count will be confirmed after probe.\n\nPer-wafer adder maps for HX24871.1, HX24872.1 and HX24880.1 and the 8D report will follow by 18 Mar as requested.\n\nBest regards,\nHannah Okafor"})])
c.tool(["email_send: queued 1 message  message_id <20250312.0921.e4a7@kestrelfab.com>  delivered 09:21"])

c.model("Done. Owen has the reply (`<20250312.0921.e4a7@kestrelfab.com>`, cc Marta): 21 Mar still holds, **at least 20** wafers from HX24880.1 with the final count after probe, and the rework described only as \"qualified rework\". It also confirms maps and the 8D by 18 Mar.")

c.user("Short loop should be through by now. Check it, and see if Marta's replied on the Aeris text and the requal.")

c.model("Checking the short-loop results and the inbox.",
        calls=[("requal_results_get", {"plan_id": "RQ-ETX14-PM2-0311", "step": 6, "include": ["measurements"]}),
               ("mail_inbox", {"mailbox": "hannah.okafor@kestrelfab.com", "since": "2025-03-12T08:00",
                               "query": "DWR-25-017 OR RQ-ETX14-PM2-0311 OR SR-4471902 OR Aeris", "limit": 10})])
SL_VALS = [4, 7, 3, 6, 5, 7]
SL_ROWS = "\n".join(f"    SL-ETX14-0312 W{i+1:02d}   {v:>3}   {max(0,v//4):>2}    {rng.uniform(27.6, 28.4):.2f} nm   {rng.uniform(0.9, 1.4):.2f} nm   PASS" for i, v in enumerate(SL_VALS))
c.tool([f"""requal_results_get: RQ-ETX14-PM2-0311 step 6 short-loop lot SL-ETX14-0312
  PM2 processed 09:16-09:44, SP3-02 (SP3-PE-STD45) 100% complete 10:41, CD-SEM 3 sites/wafer
    wafer            >=45  >=90   CD mean    CD 3-sigma  result
{SL_ROWS}
  wafers over spec: 0 of 6   mean adders 5.3 adders/wafer   max 7
  step 6: PASS   plan status: AWAITING_QA_SIGNOFF (step 7)""",
        """mail_inbox: 2 messages

[1] 2025-03-12 11:02  From: Marta Lindqvist <marta.lindqvist@kestrelfab.com>
    Subject: RE: For review: Aeris excursion notice + deviation waiver DWR-25-017 (AR10933.1, NCR-2025-0188)
    Hannah,
    Aeris text: approved with one change. Replace "No reliability impact is expected for wafers that pass re-inspection." with "Any reliability impact is being assessed and will be reported in the 8D." We shouldn't pre-empt the FA result. Otherwise fine to send to Luc.
    Requal: I've seen Q1 and RQ-DEV-01. I'll review the short-loop data and sign RQ-ETX14-PM2-0311 at 15:30 today if it's clean. Please make sure the PM log shows the focus ring counter fix (PM-ETX14-2025-0311) - I want that referenced in the NCR.
    Lot release: I'll release the CONTINUE wafers of the Helix lots after sign-off; rework wafers only after post-scrub re-inspection.
    Marta

[2] 2025-03-12 10:47  From: Ravi Menon <ravi.menon@novaraplasma.com>
    Subject: SR-4471902 - upper electrode recommendation
    Hannah,
    Upper electrode (P/N 716-0342-C) is at 612 RF-h of the 800 h limit; outer-zone discoloration suggests it is nearer end of life than the counter says. My recommendation is to replace it at the next planned PM rather than now - it did not cause this excursion - but if you prefer to do it now I can hold a unit (list price EUR 48,300, 6 h chamber downtime + reseason/requal). Please let me know by Friday so I can reserve the part.
    Service report for SR-4471902 (incl. the 02-12 counter reset) will follow tomorrow.
    Ravi"""], tag="t_final")

c.model("""## Short loop: PASS
SL-ETX14-0312: **0 of 6 wafers over spec**, mean **5.3 adders**/wafer (max 7), CD within limits. Step 6 is closed and RQ-ETX14-PM2-0311 now shows **AWAITING_QA_SIGNOFF**.

## Marta
- **Aeris text:** approved with one change. Replace the "no reliability impact is expected" sentence with *"Any reliability impact is being assessed and will be reported in the 8D."* Otherwise it's OK to send to Luc.
- **Requal:** she'll sign RQ-ETX14-PM2-0311 at **15:30 today** if the short loop is clean, which it is. She wants PM log PM-ETX14-2025-0311 (the counter fix) referenced in the NCR.
- **Lot release:** after sign-off she'll release the CONTINUE wafers of the Helix lots. Rework wafers go only after their post-scrub re-inspection.

## Ravi: upper electrode
P/N 716-0342-C, 612 of 800 RF-h, outer-zone discoloration. He recommends replacing at the **next planned PM**, not now, because it didn't cause this excursion. If we want it now: **EUR 48,300**, 6 h downtime plus reseason/requal. He needs an answer **by Friday** to reserve the part. His service report follows tomorrow.

Should I send the Aeris notice with Marta's change and update the NCR (customer notices, PM log reference, requal status)?""", tag="m_final")

c.user("Send the Aeris notice with Marta's change, and update the NCR. The electrode question stays open — I'll take it to Friday's module review, don't answer Ravi yet.", tag="u_electrode")

AERIS_FINAL = AERIS_DRAFT.replace("No reliability impact is expected for wafers that pass re-inspection.",
                                  "Any reliability impact is being assessed and will be reported in the 8D.")
c.model("Sending the Aeris notice and updating NCR-2025-0188.",
        calls=[("email_send", {"from": "hannah.okafor@kestrelfab.com", "to": ["l.moreau@aerismicro.com"],
                               "cc": ["marta.lindqvist@kestrelfab.com"],
                               "subject": AERIS_FINAL.split("\n")[0].replace("Subject: ", ""),
                               "body": AERIS_FINAL.split("\n", 2)[2],
                               "attachments": ["DWR-25-017_AR10933.1.pdf"]}),
               ("qms_ncr_update", {"ncr": "NCR-2025-0188",
                                   "changes": {
                                       "customer_notifications": [
                                           {"customer": "Helix Semi", "contact": "owen.park@helixsemi.com", "sent": "2025-03-10 07:46", "followup": "2025-03-12 09:21 (ship date HX24880.1)"},
                                           {"customer": "Aeris Microsystems", "contact": "l.moreau@aerismicro.com", "sent": "2025-03-12", "waiver": "DWR-25-017"}],
                                       "root_cause_prelim": "Focus ring 839-0127-A worn (2.1 mm) and cracked; RF-hour counter reset at 02-12 PM without part change",
                                       "references": ["SR-4471902", "RQ-ETX14-PM2-0311", "PM-ETX14-2025-0311", "FA-25-0442", "SA-0311-0093", "DSP-0311-A01"],
                                       "requal_status": "Steps 1-6 PASS (Q1 re-measured under RQ-DEV-01); awaiting QA sign-off 15:30",
                                       "wafer_summary": "rework 19 | scrap 7 | FA 2 | hold-waiver 3 | continue 81",
                                       "open_items": ["Aeris waiver DWR-25-017", "FA-25-0442 results", "SP3-PE-HX37 recipe scope (Metrology)", "8D + maps to Helix by 18 Mar", "Upper electrode timing (module review)"]}})])
c.tool(["email_send: queued 1 message (1 attachment, 212 KB)  message_id <20250312.1118.3c61@kestrelfab.com>  delivered 11:18",
        """qms_ncr_update: NCR-2025-0188 rev 1 -> rev 2
  customer_notifications   was: none recorded     now: Helix Semi (owen.park@helixsemi.com), Aeris Microsystems (l.moreau@aerismicro.com)
  root_cause_prelim        was: -                 now: Focus ring 839-0127-A worn (2.1 mm) and cracked; RF-hour counter reset at 02-12 PM without part change
  references               +6
  requal_status            was: -                 now: Steps 1-6 PASS ...; awaiting QA sign-off 15:30
  wafer_summary            was: -                 now: rework 19 | scrap 7 | FA 2 | hold-waiver 3 | continue 81
  open_items               5
  8D due (customer): 2025-03-18"""], tag="t_ncr")

c.model("""Done.
- **Aeris notice** sent to Luc Moreau with Marta's wording and DWR-25-017 attached (`<20250312.1118.3c61@kestrelfab.com>`, cc Marta). AR10933.1 W04/W09/W17 stay on HOLD-WAIVER until Aeris signs.
- **NCR-2025-0188 rev 2**: both customer notices logged, preliminary root cause recorded, PM-ETX14-2025-0311 and the other references linked, wafer summary and five open items added. The customer 8D is due 2025-03-18.
- Ravi has **not** been answered. The electrode goes to Friday's module review.""")

c.user("Last thing — write me a handover for night shift: what's done, what's open, what's waiting on whom.")

c.model("""# Handover — ETX-14 PM2 particle excursion (NCR-2025-0188)
*2025-03-12, ~11:30. Owner: Hannah Okafor. QA: Marta Lindqvist.*

## Status in one line
PM2 has passed requal steps 1–6 and is **still UNSCHED_DOWN** until Marta signs RQ-ETX14-PM2-0311 (planned **15:30 today**). The release target is **Thu 13 Mar 06:00**.

## Done
- 5 lots / 112 wafers held under **PRT-EXC** (HLD-250310-0417…0421)
- Root cause (prelim): focus ring **839-0127-A** worn and cracked; the RF-hour counter was wrongly reset at the 02-12 PM. New ring installed (SN 7Q2-00418, PM log PM-ETX14-2025-0311)
- Requal: leak 0.8 mTorr/min; PWP-Q1 **22 adders FAIL** → re-measured under RQ-DEV-01, Q1b/Q2/Q3 = 5/6/9; ER 2,184 Å/min, NU 2.1 %; short loop SL-ETX14-0312 0/6 over spec, mean 5.3 adders
- Dispositions (31 wafers over spec after Lena's re-inspection):

| Disposition | Record | Wafers |
|---|---|---|
| Rework (scrub `WCL-MEG-SC1-R2` + re-inspect) | DSP-0310-R01 | 19, queued on WCL-03 |
| Scrap (approved) | SA-0311-0093 | 7 |
| FA (cross-section) | FA-25-0442 | 2 (EN55102.1 W07, W11) |
| Hold for Aeris waiver | DWR-25-017 | 3 (AR10933.1 W04, W09, W17) |
| Continue | DSP-0310-C01 | 81 |

- Customers notified: Helix via **Owen Park** (Jenna Whitfield is on leave); Aeris via Luc Moreau, with Marta's wording.
- Helix told that HX24880.1 still ships **21 Mar** with **at least 20** wafers.
- Yield impact for scrubbed wafers: **2.7 %** (Sven's corrected figure).

## Waiting on others
| What | Who | When |
|---|---|---|
| Requal sign-off RQ-ETX14-PM2-0311 → PM2 PRODUCTIVE | Marta | 15:30 today; release Thu 13 Mar 06:00 |
| Release of CONTINUE wafers (Helix lots) from PRT-EXC | Marta | after sign-off |
| Signed deviation waiver DWR-25-017, then rework AR10933.1 W04/W09/W17 | Aeris (Luc Moreau) | open |
| FIB/EDX results FA-25-0442 | FA Lab B4 | ~3 working days |
| Which other lots used SP3-PE-HX37 (37 nm threshold) since 02-27 | Lena Fischer | open — could widen the NCR |
| Novara service report SR-4471902 (incl. counter reset) | Ravi Menon | tomorrow |

## Still to do (us)
- Rework 19 wafers on WCL-03, then re-inspect; rework wafers are released only after re-inspection (Marta)
- **8D + per-wafer adder maps to Owen Park by 18 Mar**
- Execute the scrap splits once QA releases them

## Open decision
- **Upper electrode 716-0342-C** (612 RF-hours / 800, outer-zone discoloration): replace now (EUR 48,300, 6 h down + requal) or at the next PM? Goes to **Friday's module review**. Ravi needs an answer by Friday. **Don't reply to him before then.**

## Watch items for night shift
- If PM2 goes PRODUCTIVE, run the scheduled PWP on the first night-shift slot and escalate anything > UCL 11. Q1 was edge-weighted.
- PM2's ENG_STANDBY auto-return timer is still 0 min (no ticket raised yet).""", tag="m_handover")

# ---------------------------------------------------------------- labels
L = c.label
L("user_goal", "Contain the ETX-14 PM2 particle excursion, disposition every affected wafer and requalify PM2 back to production; nothing scrapped without Hannah's OK, nothing released to customers without QA sign-off from Marta Lindqvist",
  ["PM2", "Marta Lindqvist"], "u_goal")
L("fact", "Last good PM2 monitor PWP-PM2-0309N (22:10, 7 adders); unscheduled PWP-PM2-0310U failed with 184 adders >=45 nm", ["PWP-PM2-0309N", "184 adders"], "m_window")
L("fact", "Exposure window 22:10-05:20 on PM2: 5 lots, 112 wafers (HX24871.1, HX24872.1, AR10933.1, EN55102.1, HX24880.1)", ["112 wafers", "EN55102.1"], "m_window")
L("fact", "PWP spec for gate etch: USL 15 adders >=45 nm, SPC UCL 11; PM1 and PM3 clean, PM2 had been drifting 8-11 since 03-06", ["USL 15", "UCL 11"], "m_spec")
L("fact", "Probable root cause: focus ring P/N 839-0127-A worn to 2.1 mm and cracked; RF-hour counter was reset at the 02-12 PM without replacing the ring", ["839-0127-A", "02-12 PM"], "t_tomasz")
L("fact", "After re-inspection at 45 nm, 31 wafers are over spec (22 in 16-150 band, 9 in >150 band)", ["31 wafers"], "t_overnight")
L("fact", "Corrected yield impact for scrub-reworked wafers is 2.7% die-yield loss (Sven Adler)", ["2.7%"], "t_overnight")
L("fact", "Requal results: PWP-Q1 failed with 22 adders, re-measured under RQ-DEV-01; Q1b/Q2/Q3 passed (5/6/9); ER 2,184 A/min, NU 2.1%", ["22 adders", "RQ-DEV-01"], "m_requal")
L("fact", "Short-loop lot SL-ETX14-0312 passed: 0 of 6 wafers over spec, mean 5.3 adders", ["SL-ETX14-0312", "5.3 adders"], "t_final")
L("decision", "Held all 5 lots with hold code PRT-EXC and set PM2 to UNSCHED_DOWN (PM1/PM3 left running)", ["PRT-EXC", "UNSCHED_DOWN"], "u_hold")
L("decision", "Disposition option B: scrub rework on WCL-MEG-SC1-R2 for 16-150 band, scrap >150 pending approval, continue <=15 (DSP-0310-R01)", ["WCL-MEG-SC1-R2", "DSP-0310-R01"], "t_disp")
L("decision", "Expedite the focus ring from Novara's Singapore depot with Kestrel paying freight on PO 4500221873", ["Singapore depot", "4500221873"], "u_expedite")
L("decision", "Seven HX24872.1 wafers moved from REWORK to CONTINUE after 45 nm re-inspection (amendment DSP-0311-A01)", ["DSP-0311-A01"], "t_amend")
L("decision", "Scrap approved for 7 wafers (SA-0311-0093); EN55102.1 W07 and W11 sent to FA instead (FA-25-0442)", ["SA-0311-0093", "FA-25-0442"], "t_scrap")
L("decision", "AR10933.1 W04/W09/W17 pulled from rework and held as HOLD-WAIVER until Aeris signs a deviation waiver", ["AR10933.1", "HOLD-WAIVER"], "m_scrapcall")
L("decision", "Tell Helix HX24880.1 still ships 21 Mar with at least 20 wafers (not 22), rework called 'qualified rework'", ["at least 20", "21 Mar"], "u_atleast")
L("pending_action", "Marta to sign requal RQ-ETX14-PM2-0311 at 15:30; only then PM2 returns to production (target Thu 13 Mar 06:00)", ["15:30", "13 Mar"], "t_final")
L("pending_action", "Send per-wafer adder maps and the 8D to Owen Park (Helix) by 18 Mar", ["8D", "18 Mar"], "t_overnight")
L("pending_action", "After Aeris signs deviation waiver DWR-25-017, rework AR10933.1 W04/W09/W17", ["DWR-25-017"], "t_scrap")
L("pending_action", "Rework 19 wafers on WCL-03 then re-inspect; rework wafers released only after re-inspection", ["19 wafers", "WCL-03"], "m_scrap")
L("pending_action", "FA Lab B4 FIB cross-section + EDX results on EN55102.1 W07/W11 (FA-25-0442) for the 8D", ["FA-25-0442", "cross-section"], "t_scrap")
L("open_issue", "Replace upper electrode (612 RF-hours of 800) now (EUR 48,300) or at next PM - deferred to Friday module review; Ravi not yet answered", ["612 RF-hours", "module review"], "u_electrode")
L("open_issue", "Recipe SP3-PE-HX37 had a 37 nm threshold since 02-27; Lena checking which other lots were inspected with it", ["SP3-PE-HX37", "37 nm"], "t_overnight")
L("reference", "NCR for the excursion", ["NCR-2025-0188"], "t_hold")
L("reference", "Novara service request (FE now Ravi Menon)", ["SR-4471902"], "t_sr")
L("reference", "Requal plan id", ["RQ-ETX14-PM2-0311"], "t_rq")
L("reference", "Helix quality contact Owen Park", ["owen.park@helixsemi.com"], "t_jenna")
L("reference", "Aeris quality contact Luc Moreau", ["l.moreau@aerismicro.com"], "m_scrap")

S = c.stale_item
S("PM2 back in production by Wed 12 Mar night shift (replaced by vendor's Mon 17 Mar, later Thu 13 Mar)", ["12 Mar"], "t_tomasz")
S("PM2 release Mon 17 Mar (replaced by Thu 13 Mar 06:00 after Singapore expedite)", ["17 Mar"], "t_overnight")
S("38 wafers over spec (corrected to 31 after re-inspection at 45 nm)", ["38 wafers"], "t_overnight")
S("29 wafers in the rework batch (now 22, then 19)", ["29 wafers"], "t_overnight")
S("Yield loss estimate 4.2% for scrubbed wafers (corrected to 2.7%)", ["4.2%"], "t_overnight")
S("Novara FE Tomasz Brandt (replaced by Ravi Menon)", ["Tomasz Brandt"], "t_overnight")
S("Helix quality contact Jenna Whitfield (on leave; replaced by Owen Park)", ["Jenna Whitfield"], "t_jenna")

c.write(OUT)

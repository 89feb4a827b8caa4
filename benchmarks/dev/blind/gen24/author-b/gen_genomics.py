#!/usr/bin/env python3
"""Generator: blind-genomics-core-sample-rerun (English).

Deterministic: every generated table uses random.Random with a fixed seed.
Run: python3 gen_genomics.py  ->  /work/blind24/out/blind-genomics-core-sample-rerun.json
"""
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from convlib import Conv  # noqa: E402

CID = "blind-genomics-core-sample-rerun"
OUT = f"/work/blind24/out/{CID}.json"
R = random.Random(24_0418)

c = Conv(CID, "Genomics core: failed NovaSeq X flow cell, re-run planning, billing dispute, reagent lot change")

# ---------------------------------------------------------------- system
c.system(
    "You are CoreOps, the operations assistant of the Hollis Genomics Core at Northbrook University. "
    "You work for the core's staff through tools: the LIMS (runs, samples, projects, flow-cell plans, "
    "re-run requests, demultiplexing jobs), instrument logs, reagent inventory, the core's billing system, "
    "the shared core mailbox (core-seq@nbu.edu) and the facilities ticket queue.\n"
    "Rules: never change an invoice without recording a reason; credits or voids above the approval limit "
    "are routed to the Associate Director; do not send e-mail to PIs unless the staff member asks you to; "
    "keep replies short unless asked for an analysis; when you change a record, report the record id and "
    "what changed. Instruments: NVX-A and NVX-B (NovaSeq X Plus), NSQ-1 (NextSeq 2000). "
    "Today is Monday 9 December 2024."
)

# ---------------------------------------------------------------- turn 1
c.user(
    "Morning. NVX-B aborted overnight on RUN-24-0418 (flow cell 22KTWFLT4, the 25B we loaded Saturday). "
    "I need to know what we actually lost and which samples have to go back on. Two ground rules before you "
    "start: don't promise any PI a date until we've checked reagent stock, and anything we credit over $1,000 "
    "needs Paul Renner's sign-off, no exceptions.",
    tag="u_goal",
)

# instrument log --------------------------------------------------------
def instrument_log():
    lines = ["# instrument_log_query NVX-B (LH00417) run=RUN-24-0418 level>=INFO (sampled, 1 of 5 cycle lines)",
             "2024-12-07 13:38:55 INFO  RunSetup   Consumables scanned: FlowCell 22KTWFLT4 (25B), Reagent cartridge lot 24A061-2, Buffer cartridge lot 24A044-7",
             "2024-12-07 13:41:02 INFO  RunSetup   Recipe 151-8-8-151 (318 cycles), Operator: J. Whitaker, Sample sheet RUN-24-0418_v2.csv",
             "2024-12-07 13:42:10 INFO  RunStart   Run RUN-24-0418 started on NVX-B side A",
             "2024-12-07 13:58:44 INFO  Fluidics   Pre-run FlowCheck PASS L1-L8 (max delta 1.1 psi)",
             "2024-12-07 15:06:31 INFO  Clustering ExAmp complete; occupancy estimate L1 96.1% L2 95.8% L3 96.4% L4 95.2% L5 94.9% L6 95.5% L7 96.0% L8 93.7%"]
    t_h, t_m = 15, 20
    for cyc in range(1, 215):
        t_m += R.choice([4, 5, 5, 6])
        while t_m >= 60:
            t_m -= 60
            t_h += 1
        day = 7 if t_h < 24 else 8
        hh = t_h if t_h < 24 else t_h - 24
        ts = f"2024-12-{day:02d} {hh:02d}:{t_m:02d}:{R.randint(0, 59):02d}"
        if cyc <= 151:
            rd, rc = "R1", cyc
        elif cyc <= 159:
            rd, rc = "I1", cyc - 151
        elif cyc <= 167:
            rd, rc = "I2", cyc - 159
        else:
            rd, rc = "R2", cyc - 167
        if cyc % 5 == 0 or cyc in (151, 159, 167):
            temp = 39.9 + R.choice([-0.1, 0.0, 0.0, 0.1])
            lines.append(f"{ts} INFO  Imaging    Cycle {cyc:03d} ({rd} c{rc}) complete; focus OK L1-L8; FC temp {temp:.1f}C")
        if cyc == 151:
            lines.append(f"{ts} INFO  Metrics    Read 1 complete; %>=Q30 (R1) L1 94.1 L2 93.8 L3 93.6 L4 94.3 L5 92.0 L6 91.7 L7 93.9 L8 94.4")
        if cyc == 167:
            lines.append(f"{ts} INFO  Chemistry  Paired-end turnaround complete; resynthesis L1-L8 OK")
        if 140 <= cyc < 171 and cyc % 6 == 0:
            ds = " ".join(f"L{ln} {R.uniform(0.9, 1.6) + (0.9 if ln in (5, 6) and cyc > 160 else 0):.2f}" for ln in range(1, 9))
            lines.append(f"{ts} INFO  Fluidics   FlowCheck deltas (psi): {ds}")
        if 171 <= cyc < 214 and cyc % 3 == 0:
            d5 = 3.1 + (cyc - 171) * 0.035 + R.random() * 0.2
            d6 = 3.3 + (cyc - 171) * 0.04 + R.random() * 0.2
            lines.append(f"{ts} WARN  Fluidics   FlowCheck L5 delta {d5:.2f} psi, L6 delta {d6:.2f} psi (limit 3.00); retry scheduled")
        if cyc in (188, 201):
            lines.append(f"{ts} WARN  Imaging    L5/L6 tile intensity drop {R.randint(18, 31)}% vs c{cyc - 20}; cluster loss suspected")
    lines += [
        "2024-12-08 04:14:52 WARN  Fluidics   FlowCheck retry 2/3 L5 delta 4.71 psi, L6 delta 5.02 psi",
        "2024-12-08 04:16:37 WARN  Fluidics   FlowCheck retry 3/3 L5 delta 4.88 psi, L6 delta 5.19 psi",
        "2024-12-08 04:17:03 ERROR Fluidics   E-FLC-3027 FlowCheck failed on lanes L5,L6 after 3 retries (surface B, manifold port 3)",
        "2024-12-08 04:17:04 ERROR RunControl Run RUN-24-0418 aborted at cycle 214 of 318 (Read 2 cycle 46 of 151)",
        "2024-12-08 04:17:40 INFO  RunControl BCL files written through cycle 214; RTA completed cycles 1-214 for L1-L8",
        "2024-12-08 04:18:02 INFO  RunControl Post-run wash queued (maintenance wash, 0.5% NaOCl); flow cell retained in holder",
        "2024-12-08 04:52:19 INFO  Maintenance Post-run wash complete; NVX-B side A state: IDLE / ERROR-FLAGGED",
        "2024-12-08 04:52:20 WARN  Service    Side A locked for new runs until FlowCheck self-test passes (last self-test: FAIL L5,L6)",
    ]
    return "\n".join(lines)

RUN_METRICS = """RUN-24-0418 | NVX-B (LH00417) side A | FlowCell 22KTWFLT4 (25B) | Recipe 151-8-8-151 | status: ABORTED (cycle 214/318)
started 2024-12-07 13:42  aborted 2024-12-08 04:17  operator J. Whitaker  sample sheet RUN-24-0418_v2.csv

Lane | Project(s)                       | Libs | Clusters PF (M) | %PF  | R1 %>=Q30 | R2 %>=Q30 (c1-46) | R1 err % | Phas/Prephas %   | Yield so far (Gb)
L1   | P-2298 Vance (WES)               |  32  |   3,104         | 81.2 |   93.8    |   94.6            |  0.31    | 0.082 / 0.061    | 583.6
L2   | P-2304 Lindqvist (WGS 30x)       |   8  |   3,212         | 82.0 |   93.6    |   94.1            |  0.33    | 0.085 / 0.060    | 603.9
L3   | P-2304 Lindqvist (WGS 30x)       |   8  |   3,187         | 81.7 |   93.7    |   94.3            |  0.32    | 0.084 / 0.062    | 599.2
L4   | P-2291 Okafor (bulk RNA-seq)     |  48  |   3,051         | 80.6 |   94.3    |   95.0            |  0.29    | 0.080 / 0.058    | 573.6
L5   | P-2315 Mehta (ATAC-seq)          |  24  |   2,402 (was 2,980 @c150) | 63.1 |   92.0    |   61.4   |  0.58    | 0.141 / 0.097    | 451.6
L6   | P-2310 Harcourt (10x GEM-X 3')   |   8  |   2,266 (was 3,011 @c150) | 60.2 |   91.7    |   57.9   |  0.64    | 0.152 / 0.104    | 426.0
L7   | P-2319 Ng (CUT&Tag)              |  40  |   1,622         | 83.4 |   93.9    |   94.8            |  0.30    | 0.079 / 0.057    | 304.9
L8   | P-2300 Core internal (val pool)  |  12  |   2,744         | 79.9 |   94.4    |   95.2            |  0.28    | 0.081 / 0.060    | 515.9

Reads available: R1 151 cycles (complete), I1 8, I2 8 (complete), R2 cycles 1-46 only.
PhiX (1% spike): aligned L1-L4,L7,L8 0.9-1.1%; L5 0.6%, L6 0.5%; PhiX error rate L5 0.71%, L6 0.83% (others 0.24-0.29%).
Note: L5/L6 cluster loss began between c171 and c188 (see instrument log E-FLC-3027)."""

c.model(
    "Pulling the run metrics and the instrument log for RUN-24-0418.",
    calls=[("run_metrics_get", {"run_id": "RUN-24-0418", "group_by": "lane", "include": ["pf", "q30", "error_rate", "phasing", "yield"]}),
           ("instrument_log_query", {"instrument": "NVX-B", "run_id": "RUN-24-0418", "level": "INFO", "sample_cycle_lines": 5})],
)
c.tool([RUN_METRICS, instrument_log()], tag="t_runlog")

c.model(
    "## What happened on RUN-24-0418\n\n"
    "- The run stopped at **cycle 214 of 318** (Read 2 cycle 46). NVX-B logged **E-FLC-3027**: flow check failed on "
    "**lanes 5 and 6** (surface B, manifold port 3) after three retries. Pressure deltas on those two lanes had been "
    "creeping over the 3.0 psi limit since about cycle 171.\n"
    "- Read 1 (151), both 8-bp indexes and the **first 46 cycles of Read 2** are written for all eight lanes, so every "
    "lane can be demultiplexed, but Read 2 is short.\n"
    "- Side A of NVX-B is **locked** until the flow-check self-test passes, so nothing can go on that side until that's fixed.\n\n"
    "## Lane by lane\n\n"
    "| Lane | Project | Libs | State | My read |\n|---|---|---|---|---|\n"
    "| L1 | P-2298 Vance (WES) | 32 | clean, R2 = 46 cycles | contract is 2x150 at stated coverage → **re-run** |\n"
    "| L2–L3 | P-2304 Lindqvist (WGS 30x) | 16 | clean, R2 = 46 cycles | short R2 loses ~35% of bases → **re-run** |\n"
    "| L4 | P-2291 Okafor (bulk RNA-seq) | 48 | clean | gene counting works on R1 + 46-bp R2 → **could ship truncated** |\n"
    "| L5 | P-2315 Mehta (ATAC) | 24 | cluster loss, R2 Q30 61% | **re-run** |\n"
    "| L6 | P-2310 Harcourt (10x GEM-X) | 8 | cluster loss, R2 Q30 58% | cDNA read is Read 2 → **re-run** |\n"
    "| L7 | P-2319 Ng (CUT&Tag) | 40 | clean | CUT&Tag is often run 2x25–2x50 → **could ship truncated** |\n"
    "| L8 | P-2300 core validation pool | 12 | clean | internal, no re-run needed |\n\n"
    "So the certain re-runs are **Vance, Lindqvist, Mehta and Harcourt (80 libraries)**. Okafor and Ng are judgement "
    "calls: the data is good, it's just a 151 + 46 paired read instead of 2x151. That needs the PIs' OK, and for any "
    "library we ship truncated I'd still re-run those that fall under the read floor — I'll use the core's default "
    "**10M read pairs** unless a submission says otherwise.\n\n"
    "Want me to pull per-sample demux numbers for L4 and L7 so we know how many of those libraries would need topping up?"
)

c.user(
    "Yes, pull L4 and L7. Correction though: Ng's floor is 8M pairs, not 10M, it's on her submission form. "
    "And agreed on the four definite re-runs."
)

def demux_table():
    out = ["demux_stats RUN-24-0418 (bcl-convert 4.2.7, --override-cycles Y151;I8;I8;Y46, mismatches 1)",
           "", "Lane L4 — P-2291 Okafor (bulk RNA-seq, target 60M pairs, floor 20M pairs)",
           "Sample   | Index (i7-i5)          | Read pairs (M) | % of lane | %>=Q30 R1 | %>=Q30 R2 | Mean Q | Adapter % | Mean insert (bp) | Dup %",
           ]
    tot = 0.0
    for i in range(1, 49):
        rp = round(R.uniform(49.0, 71.5), 1)
        if i == 17:
            rp = 22.4
        if i == 33:
            rp = 38.9
        tot += rp
        out.append(f"OKF-{i:02d}   | UDP{i:04d}               | {rp:6.1f}         | {rp / 30.51:5.2f}     | {R.uniform(93.6, 95.0):5.1f}     | {R.uniform(94.2, 95.6):5.1f}     | {R.uniform(36.4, 37.2):4.1f}   | {R.uniform(0.4, 3.1):5.2f}     | {R.randint(182, 264):16d} | {R.uniform(18, 41):4.1f}")
    out.append(f"Undetermined | -                    | {3051 - tot:6.1f}         | {100 - tot / 30.51:5.2f}")
    out.append("Lowest: OKF-17 22.4M (above floor), OKF-33 38.9M. All 48 >= 20M floor.")
    out += ["", "Lane L7 — P-2319 Ng (CUT&Tag, target 35M pairs, floor 8M pairs per submission form SF-2319)",
            "Sample    | Index (i7-i5)          | Read pairs (M) | % of lane | %>=Q30 R1 | %>=Q30 R2 | Dup rate % | Adapter % | Mean insert (bp)"]
    low = {4: 6.1, 11: 3.8, 19: 7.2, 23: 5.5, 31: 2.9, 37: 7.7}
    tot = 0.0
    for i in range(1, 41):
        rp = low.get(i, round(R.uniform(29.0, 47.5), 1))
        tot += rp
        out.append(f"NG-CT-{i:02d}  | {''.join(R.choice('ACGT') for _ in range(8))}-{''.join(R.choice('ACGT') for _ in range(8))}      | {rp:6.1f}         | {rp / 16.22:5.2f}     | {R.uniform(93.4, 94.6):5.1f}     | {R.uniform(94.1, 95.4):5.1f}     | {R.uniform(11, 48):4.1f}       | {R.uniform(2.0, 9.5):5.2f}     | {R.randint(148, 231):d}")
    out.append(f"Undetermined | -                     | {1622 - tot:6.1f}         | {100 - tot / 16.22:5.2f}")
    out.append("Below floor (8M): NG-CT-04 6.1M, NG-CT-11 3.8M, NG-CT-19 7.2M, NG-CT-23 5.5M, NG-CT-31 2.9M, NG-CT-37 7.7M (6 of 40)")
    return "\n".join(out)

c.model(
    "Running demux stats on L4 and L7 with the 8M floor for Ng.",
    calls=[("demux_stats_get", {"run_id": "RUN-24-0418", "lanes": ["L4", "L7"], "override_cycles": "Y151;I8;I8;Y46", "floors": {"P-2291": "20M", "P-2319": "8M"}})],
)
c.tool([demux_table()], tag="t_demux")

c.model(
    "## L4 and L7 demux\n\n"
    "**Okafor (L4):** all 48 libraries are above their 20M floor. Lowest is OKF-17 at 22.4M pairs, everything else "
    "is 38.9M or more. If Okafor accepts 151 + 46 reads, nothing in P-2291 needs to go back on.\n\n"
    "**Ng (L7):** 34 of 40 are fine (29–47M pairs). Six are under the 8M floor:\n\n"
    "| Library | Read pairs |\n|---|---|\n| NG-CT-04 | 6.1M |\n| NG-CT-11 | 3.8M |\n| NG-CT-19 | 7.2M |\n"
    "| NG-CT-23 | 5.5M |\n| NG-CT-31 | 2.9M |\n| NG-CT-37 | 7.7M |\n\n"
    "Those six are low because of pooling, not the failure (L7 was a clean lane), so they'd need topping up whatever "
    "happens.\n\n"
    "**Proposed re-run set:** Vance 32 + Lindqvist 16 + Mehta 24 + Harcourt 8 + Ng 6 = **86 libraries**, "
    "with Okafor and the other 34 Ng libraries shipped truncated if the PIs agree.\n\n"
    "Shall I e-mail Okafor and Ng to ask whether 151 + 46 works for them?"
)

c.user("Yes, email both. Keep it short, no dates, cc me.")

c.model(
    calls=[
        ("email_send", {
            "from": "core-seq@nbu.edu", "to": ["cokafor@nbu.edu"], "cc": ["dkowalczyk@nbu.edu"],
            "subject": "P-2291 – RUN-24-0418 instrument fault: can you use 151+46 reads?",
            "body": "Dear Dr. Okafor,\n\nOur NovaSeq X run RUN-24-0418 stopped early on Sunday because of an instrument fault. "
                    "Your 48 libraries (P-2291) sequenced cleanly for Read 1 (151 bp) and the first 46 bp of Read 2, and every "
                    "library is above your 20M read-pair floor (lowest 22.4M).\n\nFor gene-level counting this data is normally "
                    "fine. Would you accept it as your delivery (Read 2 trimmed to 46 bp), or do you need full 2x151? If you need "
                    "2x151 we will re-sequence; we'll confirm timing separately.\n\nBest regards,\nHollis Genomics Core"}),
        ("email_send", {
            "from": "core-seq@nbu.edu", "to": ["wng@nbu.edu"], "cc": ["dkowalczyk@nbu.edu"],
            "subject": "P-2319 – RUN-24-0418 instrument fault: can you use 151+46 reads?",
            "body": "Hi Wendy,\n\nOur NovaSeq X run RUN-24-0418 stopped early on Sunday because of an instrument fault. Your "
                    "CUT&Tag lane was not affected in quality, but Read 2 stops at 46 bp (Read 1 is the full 151 bp).\n\n"
                    "34 of your 40 libraries are above your 8M floor. Six are below it for pooling reasons and we will re-sequence "
                    "those at no charge: NG-CT-04, -11, -19, -23, -31, -37.\n\nCould you let us know whether the 34 passing "
                    "libraries can be delivered as 151 + 46 reads? We'll confirm timing separately.\n\nBest,\nHollis Genomics Core"}),
    ],
)
c.tool([
    "sent: message_id <20241209.0931.7f2a@core-seq.nbu.edu> to cokafor@nbu.edu cc dkowalczyk@nbu.edu | thread T-88412",
    "sent: message_id <20241209.0931.7f2b@core-seq.nbu.edu> to wng@nbu.edu cc dkowalczyk@nbu.edu | thread T-88413",
])

c.model("Done — both sent, you're cc'd (threads T-88412 Okafor, T-88413 Ng). No dates given. "
        "Next I'd check library volumes for the 86 and the flow-cell kits we have.")

c.user("Go ahead, check whether we have enough library left for everything, and the 25B and 10B kits.")

def sample_volumes():
    out = ["lims_sample_query: projects P-2298,P-2304,P-2315,P-2310,P-2319(subset) | fields: lib_id, conc_nM, vol_remaining_uL, frag_bp, status",
           "Re-run requirement (SOP-LIB-007): >= 5.0 uL at >= 1.5 nM remaining per library",
           "", "lib_id    | project | submitted    | qubit_ng_uL | conc_nM | vol_remaining_uL | frag_bp | loc          | status"]
    def row(lid, proj, conc, vol, frag, status="OK"):
        sub = f"2024-11-{R.randint(12, 26):02d}"
        loc = f"B114-F2-R{R.randint(1, 6)}-{R.choice('ABCDEFGH')}{R.randint(1, 12):02d}"
        qb = conc * frag * 660 / 1e6
        out.append(f"{lid:<9} | {proj}  | {sub}   | {qb:11.2f} | {conc:7.2f} | {vol:16.1f} | {frag:7d} | {loc:<12} | {status}")
    for i in range(1, 33):
        row(f"VAN-{i:02d}", "P-2298", R.uniform(3.1, 9.8), R.uniform(11, 19), R.randint(310, 380))
    for i in range(1, 17):
        row(f"LQ-{i:02d}", "P-2304", R.uniform(4.5, 12.2), R.uniform(16, 28), R.randint(520, 610))
    for i in range(1, 25):
        v = R.uniform(7.5, 14.0)
        st = "OK"
        if i == 8:
            v, st = 5.2, "OK (borderline)"
        row(f"MEH-{i:02d}", "P-2315", R.uniform(2.2, 7.4), v, R.randint(240, 420), st)
    for i in range(1, 9):
        v = R.uniform(6.0, 9.5)
        st = "OK"
        if i == 5:
            v, st = 2.1, "INSUFFICIENT"
        if i == 8:
            v, st = 1.4, "INSUFFICIENT"
        row(f"HC-{i:02d}", "P-2310", R.uniform(2.6, 6.1), v, R.randint(430, 520), st)
    for i in (4, 11, 19, 23, 31, 37):
        row(f"NG-CT-{i:02d}", "P-2319", R.uniform(1.9, 4.6), R.uniform(9, 15), R.randint(280, 360))
    out.append("")
    out.append("Summary: 86 libraries; 84 OK (1 borderline: MEH-08 5.2 uL); 2 INSUFFICIENT: HC-05 (2.1 uL), HC-08 (1.4 uL).")
    out.append("Submission record P-2310: 8 libraries received 2024-11-22, 12 uL each, submission form 'SEQ-SUB' (see attachment).")
    return "\n".join(out)

INVENTORY = """inventory_query: category=NovaSeq X reagent kits, location=Hollis B-114 freezer/fridge
item                                   | catalog   | lot        | qty | expiry     | status    | reserved_for
NovaSeq X 25B Reagent Kit (300 cycles) | 20104706  | 24A117-3   | 1   | 2025-02-28 | available | -
NovaSeq X 10B Reagent Kit (300 cycles) | 20085594  | 24A098-1   | 2   | 2025-03-31 | available | -
NovaSeq X 1.5B Reagent Kit (300 cycles)| 20104705  | 24A102-4   | 3   | 2025-01-31 | available | -
PhiX Control v3                        | FC-110-3001| 24P031    | 6   | 2025-06-30 | available | -
Open purchase orders: PO-77120 25B Reagent Kit x2 (vendor ETA 2025-01-08).
Queue (awaiting flow cell): P-2327 Abara (shotgun metagenomics, 24 libs), P-2331 Fenwick (RNA-seq, 36 libs), P-2333 Kwan (WGS 10x, 12 libs)."""

c.model(
    calls=[("lims_sample_query", {"lib_ids": "VAN-01..32,LQ-01..16,MEH-01..24,HC-01..08,NG-CT-04,NG-CT-11,NG-CT-19,NG-CT-23,NG-CT-31,NG-CT-37",
                                  "fields": ["conc_nM", "vol_remaining_uL", "frag_bp", "status"], "check_against": "SOP-LIB-007"}),
           ("inventory_query", {"category": "NovaSeq X reagent kits", "include_open_po": True, "include_queue": True})],
)
c.tool([sample_volumes(), INVENTORY], tag="t_vol")

c.model(
    "## Library volumes\n\n"
    "- **84 of 86 are fine.** MEH-08 is borderline (5.2 µL) but passes.\n"
    "- **HC-05 (2.1 µL) and HC-08 (1.4 µL)** don't have enough left for a reload. They'd need re-amplification "
    "(a few PCR cycles off the remaining material) before we can pool them.\n\n"
    "## Kits\n\n"
    "One **25B** kit (lot 24A117-3), two **10B** kits, and the next two 25B kits aren't due until 8 January (PO-77120). "
    "Abara, Fenwick and Kwan are in the queue waiting for a flow cell.\n\n"
    "## Options\n\n"
    "| | **A: one 25B now** | **B: 10B now, WGS later** |\n|---|---|---|\n"
    "| What goes on | all 86 libraries, plus queue projects in the spare lanes | Vance, Mehta, Harcourt, Ng-6 on a 10B (~89% of nominal output); Lindqvist WGS goes on the 25B on Wed the 18th with Abara |\n"
    "| Load | Wed Dec 11 (NVX-B side B) | Wed Dec 11 (10B), Wed 18th (25B) |\n"
    "| Delivery | Dec 17 non-WGS, WGS a couple of days later | Dec 17 non-WGS, **WGS Dec 27** (pipeline + holiday week) |\n"
    "| Kits used now | our only 25B | one 10B, keeps the 25B for the queue |\n"
    "| Risk | none on yield; uses the last 25B until January | 10B is tight; WGS waits ten more days |\n\n"
    "Both options need HC-05/HC-08 re-amplified first. I lean **A** because it clears everything in one go, but B "
    "is reasonable if keeping the 25B for the queue matters more. Which one?"
)

c.user("B.")

PLAN_0731 = """flowcell_plan_create: PLAN-0731 rev 1 created (status: DRAFT → SCHEDULED)
flow cell type: 10B (kit 20085594 lot 24A098-1, reserved RSV-24-0381) | instrument: NVX-B side B | recipe 151-8-8-151 | spike-in: 1% PhiX
load: Wed Dec 11, 2024 09:00 | operator: Marcus Bell | est. completion Thu Dec 12, 2024 ~07:00

Lane | Libraries                              | Target pairs (M) | Loading (pM)
L1   | VAN-01..VAN-16 (P-2298)                | 1,440            | 160
L2   | VAN-17..VAN-32 (P-2298)                | 1,440            | 160
L3   | MEH-01..MEH-12 (P-2315)                | 1,440            | 150
L4   | MEH-13..MEH-24 (P-2315)                | 1,440            | 150
L5   | HC-01..HC-04 (P-2310)                  | 1,500            | 170
L6   | HC-05..HC-08 (P-2310) [after re-amp]   | 1,500            | 170
L7   | NG-CT-04,11,19,23,31,37 (P-2319) + P-2300 val pool | 210 + 600 | 140
L8   | spare (P-2300 val pool overflow)       | -                | 140
Capacity check: 8,970M pairs requested vs 10,000M nominal (89.7%) — WARNING: above 85% planning guideline.

Re-run request RR-24-0192 created: reason "RUN-24-0418 aborted (E-FLC-3027) / below floor", 70 libraries on PLAN-0731, 16 libraries (LQ-01..LQ-16, P-2304) deferred to next 25B run, target load Wed 18th (placeholder PLAN-0732, with P-2327).
Re-amplification task RA-1142 created: HC-05, HC-08 (P-2310), assigned Library Prep, due Tue Dec 10 17:00.
Billing: re-amplification charge posted to P-2310 (auto rule BR-11 'library rescue') -> invoice INV-24-1187.
Project target delivery (internal, not sent to PIs): P-2298, P-2315, P-2310, P-2319 → Dec 17 | P-2304 → Dec 27."""

c.model(
    "Going with B: 10B now for everything except the WGS, Lindqvist deferred to the 25B on the 18th.",
    calls=[("flowcell_plan_create", {
        "flowcell_type": "10B", "instrument": "NVX-B", "side": "B", "recipe": "151-8-8-151", "phix_percent": 1,
        "load_at": "2024-12-11T09:00", "operator": "Marcus Bell",
        "lanes": {"L1": "VAN-01..VAN-16", "L2": "VAN-17..VAN-32", "L3": "MEH-01..MEH-12", "L4": "MEH-13..MEH-24",
                  "L5": "HC-01..HC-04", "L6": "HC-05..HC-08", "L7": "NG-CT-04,NG-CT-11,NG-CT-19,NG-CT-23,NG-CT-31,NG-CT-37+P-2300",
                  "L8": "P-2300"},
        "rerun_request": {"reason": "RUN-24-0418 aborted (E-FLC-3027) / below floor", "source_run": "RUN-24-0418",
                          "deferred": {"libs": "LQ-01..LQ-16", "to": "next 25B run (Wed 18th) with P-2327"}},
        "reamp": ["HC-05", "HC-08"], "target_delivery_internal": True})],
)
c.tool([PLAN_0731], tag="t_plan0731")

c.model(
    "Done.\n\n"
    "- **PLAN-0731** (10B, NVX-B side B), load **Wed Dec 11 09:00**, operator Marcus Bell, 1% PhiX.\n"
    "- Re-run request **RR-24-0192**: 70 libraries on the 10B; LQ-01..16 deferred to the 25B on Wed the 18th (placeholder PLAN-0732, with Abara).\n"
    "- Re-amp task **RA-1142** for HC-05/HC-08, due Tue 17:00.\n"
    "- Internal target delivery: Dec 17 for Vance/Mehta/Harcourt/Ng, Dec 27 for Lindqvist. Not sent to anyone.\n\n"
    "Two things to know: the 10B is at **89.7%** of nominal capacity, above our 85% planning line, so expect a few "
    "libraries to land a bit under target. And the billing rule BR-11 automatically posted a re-amplification charge "
    "to Harcourt's invoice. You may want to look at that before she does."
)

c.user("Too late, she's seen it. Harcourt forwarded something to the core inbox, subject has INV-24-1187 in it. Have a look.")

HARCOURT_MAIL = """mailbox core-seq@nbu.edu | query: "INV-24-1187" | 2 results

[1] 2024-12-09 11:02  From: Miriam Harcourt <mharcourt@nbu.edu>  To: core-seq@nbu.edu  Cc: dkowalczyk@nbu.edu, lab-harcourt-admin@nbu.edu
Subject: RE: [Hollis Billing] INV-24-1187 updated – P-2310
Body:
  To whom it may concern,
  I have just been sent an updated invoice INV-24-1187 for project P-2310. It charges my grant $3,950 for a
  NovaSeq lane on a run that, as I understand from my postdoc, your instrument aborted, and now a further
  $1,240 to "re-amplify" two of my libraries that your failed run consumed. I will not be approving either line.
  Our libraries were prepared at considerable cost from irreplaceable patient-derived organoids; we sent what
  your form asked for. I expect both charges removed and a date for the data.
  Prof. Miriam Harcourt
  Department of Cell Biology
  > ---- Forwarded automatic notice ----
  > INV-24-1187 (P-2310) has been updated. New line: Library rescue / re-amplification (HC-05, HC-08). Balance due: $5,370.00

[2] 2024-12-09 10:47  From: Hollis Billing <billing-noreply@nbu.edu>  To: mharcourt@nbu.edu
Subject: [Hollis Billing] INV-24-1187 updated – P-2310
Body: (automatic notice, see [1] quoted)"""

INVOICE = """billing_invoice_get INV-24-1187
Project: P-2310 (Harcourt, 10x GEM-X 3' scRNA) | PI: Miriam Harcourt | chartstring 5-31880-GR-114 | status: OPEN (not yet posted to ledger)
Line | Date       | Item                                                        | Qty | Amount
1    | 2024-11-25 | Library QC (TapeStation + qPCR), 8 libraries                  | 1   | $180.00
2    | 2024-12-08 | NovaSeq X 25B lane, 2x151 (RUN-24-0418, L6) [auto: run end]   | 1   | $3,950.00
3    | 2024-12-09 | Library rescue / re-amplification, HC-05 + HC-08 (rule BR-11)| 1   | $1,240.00
Total: $5,370.00
Audit: line 2 posted automatically when RUN-24-0418 changed to state ABORTED (rule BR-04 treats ABORTED as run end).
Submission record: SEQ-SUB received 2024-11-22, 12 uL per library declared (current form SEQ-SUB v4 minimum: 20 uL).
Policy refs: Core billing policy §3.2 (instrument failure: no charge for affected lanes); §5.1 (library rescue chargeable if submitted volume below form minimum)."""

c.model(
    calls=[("email_search", {"mailbox": "core-seq@nbu.edu", "query": "INV-24-1187", "limit": 5}),
           ("billing_invoice_get", {"invoice_id": "INV-24-1187", "include_audit": True})],
)
c.tool([HARCOURT_MAIL, INVOICE], tag="t_invoice")

c.model(
    "## Harcourt's dispute (INV-24-1187)\n\n"
    "She's disputing both charged lines:\n\n"
    "| Line | Amount | What policy says | My view |\n|---|---|---|---|\n"
    "| L6 lane on RUN-24-0418 | **$3,950** | §3.2: no charge for lanes hit by instrument failure | She's right. It was posted by rule BR-04, which treats ABORTED as a normal run end (that's a bug in the rule). **Void it.** |\n"
    "| Re-amp HC-05 + HC-08 | **$1,240** | §5.1: chargeable if submitted volume was below the form minimum | She declared 12 µL/library; SEQ-SUB v4 asks for 20 µL, so it's technically chargeable. But the run we're repeating failed on our side. |\n\n"
    "**Approval limits:** the $3,950 void is over $1,000, so it has to go to Paul. On the re-amp, a **50% goodwill "
    "credit ($620)** stays under the limit and I can apply it straight away. A full credit ($1,240) would also need Paul.\n\n"
    "Suggested reply (no dates, per your rule):\n\n"
    "> Dear Prof. Harcourt, you're right about the lane: RUN-24-0418 failed because of our instrument, and that "
    "charge is being removed. On the re-amplification, the submitted volume was below our current form minimum, "
    "but given the circumstances we're crediting half of it. We'll confirm the new data date once the re-run is "
    "scheduled.\n\n"
    "Shall I go ahead: void line 2 (routed to Paul), credit $620 on line 3, and send that reply?"
)

c.user(
    "Void the lane charge and do the 50% on the re-amp. Send her the reply, but add that the re-amp is going ahead "
    "regardless so her data isn't held up by the billing question. Sign it from me."
)

c.model(
    calls=[
        ("billing_adjustment_create", {"invoice_id": "INV-24-1187", "line": 2, "type": "void", "amount": "-3950.00",
                                      "reason": "Policy §3.2: lane L6 on RUN-24-0418 lost to instrument failure E-FLC-3027; BR-04 posted ABORTED run as completed.",
                                      "requested_by": "dkowalczyk@nbu.edu", "approver": "prenner@nbu.edu"}),
        ("billing_adjustment_create", {"invoice_id": "INV-24-1187", "line": 3, "type": "credit", "amount": "-620.00",
                                      "reason": "Goodwill 50% credit on re-amplification of HC-05/HC-08; re-run caused by core instrument failure.",
                                      "requested_by": "dkowalczyk@nbu.edu"}),
        ("email_send", {"from": "core-seq@nbu.edu", "to": ["mharcourt@nbu.edu"], "cc": ["dkowalczyk@nbu.edu", "lab-harcourt-admin@nbu.edu"],
                        "subject": "RE: [Hollis Billing] INV-24-1187 updated – P-2310",
                        "body": "Dear Prof. Harcourt,\n\nYou're right about the lane. RUN-24-0418 failed because of our instrument, and the "
                                "$3,950 lane charge is being removed from INV-24-1187.\n\nOn the re-amplification of HC-05 and HC-08: the volume "
                                "submitted was below our current form minimum, but given the circumstances we are crediting half of that charge. "
                                "The re-amplification is going ahead regardless, so your data will not be held up by the billing question.\n\n"
                                "We will confirm the new delivery date as soon as the re-run is scheduled.\n\nKind regards,\n"
                                "Dana Kowalczyk\nSequencing Operations Manager, Hollis Genomics Core"}),
    ],
)
c.tool([
    "adjustment ADJ-24-0533 created | INV-24-1187 line 2 | void -$3,950.00 | status: PENDING_APPROVAL (limit $1,000.00 exceeded) | approver: prenner@nbu.edu notified 11:26",
    "adjustment ADJ-24-0534 created | INV-24-1187 line 3 | credit -$620.00 | status: APPLIED (within staff limit) | invoice balance now $4,750.00 ($800.00 once ADJ-24-0533 approved)",
    "sent: message_id <20241209.1127.91c0@core-seq.nbu.edu> to mharcourt@nbu.edu cc dkowalczyk@nbu.edu, lab-harcourt-admin@nbu.edu | thread T-88377",
], tag="t_adj")

c.model(
    "Done.\n\n"
    "- **ADJ-24-0533**: void of the $3,950 lane charge. **Pending Paul's approval** (over the $1,000 limit), and he's been notified.\n"
    "- **ADJ-24-0534**: $620 credit on the re-amp, applied. The balance drops to $800 (QC $180 + half the re-amp) once Paul approves.\n"
    "- Reply sent to Harcourt from you, saying the re-amp goes ahead regardless. No date given.\n\n"
    "Separately, BR-04 charging ABORTED runs is a billing-rule bug. Every PI on RUN-24-0418 probably got a lane "
    "charge. Want me to check the other five projects' invoices?"
)

c.user(
    "Later. Any replies from Okafor or Ng yet? Lindqvist's postdoc also called me about timing, I think they "
    "emailed too. Side question while you're in there: how long does our WGS pipeline take from BCLs to BAMs for 16 genomes?"
)

REPLIES = """mailbox core-seq@nbu.edu | query: after:2024-12-09 -from:billing-noreply | 9 results (newest last)

[a] 2024-12-09 09:12  From: Ines Abara <iabara@nbu.edu>  To: core-seq@nbu.edu
Subject: P-2327 metagenomics – any news on a run slot?
Body:
  Hello, our 24 shotgun libraries have been in your queue since 27 November. Is there any estimate yet for when
  they will go on? We are flexible, just trying to plan the analysis. Thanks, Ines

[b] 2024-12-09 09:48  From: Raj Patel <rpatel@nbu.edu> (Vance lab manager)  To: core-seq@nbu.edu
Subject: P-2298 exomes
Body:
  Hi, Eleanor saw the run status page shows RUN-24-0418 as "aborted". Are our exomes affected? Nothing urgent on
  our side before January, we just want to know what to expect. Raj

[c] 2024-12-09 10:05  From: Illumina Customer Care <no-reply@illumina.example>  To: core-seq@nbu.edu
Subject: Shipment notification – order 8841207 (PO-77120, partial)
Body:
  Your order 8841207 has been processed. Item 20104706 NovaSeq X 25B Reagent Kit (300 cycles) x2: backordered,
  estimated ship date 2025-01-06. Item FC-110-3001 PhiX Control v3 x2: shipped, tracking 1Z88A0E40312874410.

[d] 2024-12-09 12:31  From: Arjun Mehta <amehta@nbu.edu>  To: core-seq@nbu.edu
Subject: ATAC libraries P-2315
Body:
  Saw the failed run on the status page. Please re-run ours whenever you can, same depth. If you need more library
  I have about 8 uL of each in the freezer still. Arjun

[e] 2024-12-09 12:58  From: Hollis Scheduling <nvx-booking@nbu.edu>  To: core-seq@nbu.edu
Subject: [Booking] NVX-B side A blocked
Body:
  Automated notice: NVX-B side A has been blocked for new bookings by the instrument (state ERROR-FLAGGED since
  2024-12-08 04:52). Existing side A bookings in the next 14 days: none. Side B bookings: PLAN-0731 (Wed 09:00).

[1] 2024-12-09 13:15  From: Chidi Okafor <cokafor@nbu.edu>  To: core-seq@nbu.edu  Cc: dkowalczyk@nbu.edu  (thread T-88412)
Subject: RE: P-2291 – RUN-24-0418 instrument fault: can you use 151+46 reads?
Body:
  Thanks for the quick heads-up. We only do gene-level counts with STAR/featureCounts on these, so 151 + 46 is fine
  for us, please deliver as is. If you can get the FASTQs out this week (by Friday 13th) that would be great, our
  bioinformatician is away from the 16th.
  Chidi

[2] 2024-12-09 13:40  From: Tomas Berg <tberg@nbu.edu>  To: core-seq@nbu.edu  Cc: slindqvist@nbu.edu
Subject: P-2304 WGS – timing after the failed run
Body:
  Hi, following up on my call with Dana this morning. Sofia's R01 resubmission uses the 16 genomes for the
  preliminary-data figure, and the internal grants office deadline is Friday the 20th. We need the BAMs and the
  coverage QC by the 20th at the latest, earlier if at all possible. Could you tell us whether that is realistic?
  Tomas Berg, postdoc, Lindqvist lab

[3] 2024-12-09 14:02  From: Sofia Lindqvist <slindqvist@nbu.edu>  To: tberg@nbu.edu, core-seq@nbu.edu
Subject: RE: P-2304 WGS – timing after the failed run
Body:
  Just to underline Tomas's note, the 20th is a hard stop for us. If there's any chance our samples can go on
  the very next run, please prioritise them. Happy to discuss.
  Sofia

(no reply yet on thread T-88413 / wng@nbu.edu)"""

c.model(
    calls=[("email_search", {"mailbox": "core-seq@nbu.edu", "query": "after:2024-12-09 -from:billing-noreply", "limit": 20})],
)
c.tool([REPLIES], tag="t_replies")

c.model(
    "## Replies\n\n"
    "- **Okafor: yes.** 151 + 46 is fine, deliver as is. He'd like FASTQs **by Friday the 13th** because his bioinformatician is away from the 16th.\n"
    "- **Lindqvist (Tomas Berg + Sofia): problem.** The 16 genomes are preliminary data for an **R01** resubmission. "
    "They need BAMs plus coverage QC **by Fri the 20th**, a hard stop. Under option B their WGS waits for the 25B on the 18th and lands "
    "on Dec 27, so B misses their deadline by a week.\n"
    "- **Ng:** no reply yet on T-88413.\n\n"
    "Other mail since this morning, nothing that needs a decision:\n"
    "- **Abara** (P-2327) is asking for a run slot. They're flexible.\n"
    "- **Raj Patel** (Vance lab) asks whether the exomes are affected. They don't need anything before January.\n"
    "- **Mehta** says re-run at the same depth, and he has ~8 µL of each ATAC library spare if we need it.\n"
    "- **Illumina:** the two 25B kits on PO-77120 are backordered, now shipping 6 January.\n\n"
    "## If we switch to option A (one 25B on Wed the 11th)\n\n"
    "| Lane | Libraries | Note |\n|---|---|---|\n"
    "| L1 | Vance VAN-01..32 | |\n| L2–L3 | Lindqvist LQ-01..16 | WGS at ~380M pairs each |\n"
    "| L4 | Mehta MEH-01..24 + Ng's six (P-2319) | both small Tn5 libraries, fits comfortably |\n"
    "| L5 | Harcourt HC-01..08 | after RA-1142 |\n| L6 | Fenwick P-2331 (queue) | |\n"
    "| L7 | Kwan P-2333 (queue) | |\n| L8 | Abara P-2327 (queue) | |\n\n"
    "The run would finish Friday morning. The WGS pipeline doesn't run unattended over the weekend, so WGS delivery lands on Thu the 19th, one day of margin. The 10B kit goes back on the shelf, and the "
    "queue projects get sequenced anyway.\n\n"
    "**Side question:** our WGS pipeline (DRAGEN germline + coverage QC) takes about **30 hours** for 16 genomes "
    "at 30x from finished BCLs, plus roughly half a day for the delivery QC sign-off. So plan on two days from the end of the run.\n\n"
    "Want me to switch the plan to the 25B and submit Okafor's truncated demux?"
)

c.user("Ugh. OK, switch to the 25B, cancel the 10B plan, and Abara can have lane 8 like you have it. Submit the Okafor truncated demux too.", tag="u_switch25b")

PLAN_0738 = """flowcell_plan_create: PLAN-0738 rev 1 created (status: SCHEDULED) | supersedes PLAN-0731 (status → CANCELLED, RSV-24-0381 10B kit released) and placeholder PLAN-0732 (CANCELLED)
flow cell type: 25B | instrument: NVX-B side B | recipe 151-8-8-151 | spike-in: 1% PhiX
load: Wed Dec 11, 2024 09:00 | operator: Marcus Bell | est. completion Fri Dec 13, 2024 ~06:00

Lane | Libraries                                        | Libs | Target pairs (M) | Loading (pM)
L1   | VAN-01..VAN-32 (P-2298)                          | 32   | 2,880            | 150
L2   | LQ-01..LQ-08 (P-2304)                            | 8    | 3,040            | 165
L3   | LQ-09..LQ-16 (P-2304)                            | 8    | 3,040            | 165
L4   | MEH-01..MEH-24 (P-2315) + NG-CT-04,11,19,23,31,37 (P-2319) | 30 | 2,880 + 210  | 150
L5   | HC-01..HC-08 (P-2310) [HC-05, HC-08 after RA-1142] | 8  | 3,000            | 170
L6   | P-2331 Fenwick (queue)                           | 36   | 2,160            | 150
L7   | P-2333 Kwan (queue)                              | 12   | 3,000            | 165
L8   | P-2327 Abara (queue)                             | 24   | 2,400            | 155
Capacity check: 24,650M pairs vs 26,000M nominal (94.8% lane-weighted; per-lane max 3,090M) — OK
RR-24-0192 updated: 86 libraries now on PLAN-0738 (LQ-01..LQ-16 no longer deferred).
Project target delivery (internal): P-2298, P-2315, P-2310, P-2319 → Dec 17 | P-2304 → Dec 19 (was Dec 27)."""

DMX = """demux_job_submit: job DMX-24-0912 queued (priority: normal → high, requested)
run: RUN-24-0418 | lane: L4 | project: P-2291 (48 libraries) | bcl-convert 4.2.7 | --override-cycles Y151;I8;I8;Y46
output: /seq/deliver/P-2291/RUN-24-0418_truncated/ | FASTQ + MultiQC | delivery note template: TRUNCATED_R2
estimated completion: Tue Dec 10, 2024 04:00 | delivery to PI: after QC sign-off (requested by Fri Dec 13)"""

RESERVE = """inventory_reserve: RSV-24-0388 created — NovaSeq X 25B Reagent Kit (300 cycles) 20104706 lot 24A117-3, qty 1, for PLAN-0738
*** WARNING: lot 24A117 has an active vendor advisory attached 2024-12-09 08:14 ***
  VA-2024-118 (Illumina Field Notice, 25B 300-cycle kits, lots 24A112 through 24A119): elevated risk of %PF drop
  (>10 points) after cycle 150 on 2x151 runs due to an SBS reagent fill-volume deviation. Vendor recommendation:
  do not use for critical runs; free replacement shipped on request.
  Replacement lot for this site: 24B203 (1 kit, requested automatically by vendor portal), carrier ETA Fri Dec 13, 2024 by 12:00.
  Lot change note: a change of reagent lot triggers SOP-SEQ-014 §4.2 — first run on a new lot is loaded with 2% PhiX
  and passes incoming QC (kit inspection + lot certificate check) before use.
Reservation status: ACTIVE — FLAGGED (advisory). Override required to load a flagged lot: manager approval."""

c.model(
    calls=[
        ("flowcell_plan_create", {
            "flowcell_type": "25B", "instrument": "NVX-B", "side": "B", "recipe": "151-8-8-151", "phix_percent": 1,
            "load_at": "2024-12-11T09:00", "operator": "Marcus Bell", "supersedes": ["PLAN-0731", "PLAN-0732"],
            "lanes": {"L1": "VAN-01..VAN-32", "L2": "LQ-01..LQ-08", "L3": "LQ-09..LQ-16",
                      "L4": "MEH-01..MEH-24+NG-CT-04,NG-CT-11,NG-CT-19,NG-CT-23,NG-CT-31,NG-CT-37",
                      "L5": "HC-01..HC-08", "L6": "P-2331", "L7": "P-2333", "L8": "P-2327"},
            "rerun_request": "RR-24-0192"}),
        ("demux_job_submit", {"run_id": "RUN-24-0418", "lanes": ["L4"], "project": "P-2291",
                              "override_cycles": "Y151;I8;I8;Y46", "delivery_template": "TRUNCATED_R2",
                              "priority": "high", "note": "PI accepted 151+46 (T-88412); wants FASTQs by Fri Dec 13."}),
        ("inventory_reserve", {"catalog": "20104706", "lot": "24A117-3", "qty": 1, "for": "25B re-run plan for RUN-24-0418 (superseding PLAN-0731)"}),
    ],
)
c.tool([PLAN_0738, DMX, RESERVE], tag="t_plan0738")

c.model(
    "Done, with one red flag.\n\n"
    "- **PLAN-0738** (25B, NVX-B side B) replaces PLAN-0731, which is cancelled and the 10B kit released. Lanes are as in "
    "the table: Abara in **L8**, Ng's six in L4 with Mehta. RR-24-0192 now covers all 86 libraries. Internal WGS "
    "delivery moved from Dec 27 to **Dec 19**.\n"
    "- **DMX-24-0912**: Okafor's L4 truncated demux (Y151;I8;I8;Y46), done by about 04:00 tomorrow. He asked for delivery by Fri Dec 13.\n\n"
    "**⚠ Red flag on the kit.** The reservation (RSV-24-0388) on our only 25B, **lot 24A117-3**, came back "
    "flagged. Illumina's field notice **VA-2024-118**, posted this morning, covers lots 24A112–24A119: risk of a >10-point "
    "%PF drop after cycle 150 on 2x151 runs. That's exactly the part of the run where RUN-24-0418 died. A free "
    "replacement, **lot 24B203**, arrives **Fri Dec 13 by noon**. Note that a lot change triggers **SOP-SEQ-014 §4.2** "
    "(2% PhiX on the first run of a new lot, plus incoming QC).\n\n"
    "Loading the flagged lot needs your override. I haven't done anything further."
)

c.user("No way. We're not putting a re-run on a flagged lot. What are the alternatives?")

c.model(
    "## Alternatives to lot 24A117-3\n\n"
    "| | **1. Wait for 24B203** | **2. Borrow a 25B from the Medical Campus core** | **3. Go back to the 10B plan** |\n|---|---|---|---|\n"
    "| Kit | replacement lot, arrives Fri 13th by noon | they'd lend one against PO-77120; not confirmed, and their lot is unknown (could be under VA-2024-118 too) | 10B lot 24A098-1 is not in the advisory |\n"
    "| Load | Monday morning (16th) after incoming QC on Friday afternoon | Wed 11th at best, if they say yes today | Wed 11th |\n"
    "| WGS BAMs | on the 20th itself, **zero slack** against Lindqvist's deadline | ~19th | misses the 20th (WGS waits for a 25B) |\n"
    "| Other projects | delivered on the 20th | ~17th | ~17th |\n"
    "| SOP-SEQ-014 | 2% PhiX (new lot), costs ~1% of yield, still fits | depends on their lot | n/a |\n"
    "| Operator | next week's rota | this week's | this week's |\n\n"
    "My recommendation is **1**. Option 2 depends on a favour and might hand us another advisory lot, and option 3 "
    "fails Lindqvist. The weak spot of option 1 is that there's no margin. If 24B203 fails incoming QC on Friday, or "
    "NVX-B side B has a problem, Lindqvist misses the 20th.\n\n"
    "Options 1 and 2 also both need side B to be healthy. The E-FLC-3027 lock is on side A only, but Illumina should "
    "look at the instrument before we load it again."
)

c.user(
    "Option 1. Release the flagged reservation. Marcus is out all next week, so Priya runs it. Update the plan and "
    "put the new delivery dates in LIMS: Dec 20 for everyone on the re-run, Okafor stays as agreed. Don't send the "
    "PI notifications yet though, hold them until the new lot passes incoming QC on Friday.",
    tag="u_lot",
)

c.model(
    tag="m_lot",
    calls=[
        ("inventory_release", {"reservation_id": "RSV-24-0388", "reason": "Lot 24A117-3 under vendor advisory VA-2024-118; not used for re-run."}),
        ("flowcell_plan_update", {"plan_id": "PLAN-0738", "changes": {
            "reagent_lot": "24B203 (on arrival; incoming QC Fri 2024-12-13 PM)", "phix_percent": 2,
            "load_at": "2024-12-16T09:00", "operator": "Priya Raman"},
            "reason": "Lot 24A117-3 flagged (VA-2024-118); SOP-SEQ-014 §4.2 for new lot; M. Bell on leave next week."}),
        ("lims_project_bulk_update", {"projects": ["P-2298", "P-2304", "P-2315", "P-2310", "P-2319"],
                                      "field": "delivery_date", "value": "2024-12-20", "notify_pi": "hold",
                                      "hold_until": "24B203 incoming QC pass",
                                      "note": "Re-run of RUN-24-0418 on PLAN-0738; P-2291 unchanged (truncated delivery, DMX-24-0912)."}),
    ],
)
c.tool([
    "inventory_release: RSV-24-0388 RELEASED — lot 24A117-3 back to stock, status QUARANTINE (advisory VA-2024-118); vendor return label requested RMA-IL-558201",
    """flowcell_plan_update: PLAN-0738 rev 1 → rev 2
  reagent lot : was 24A117-3 (flagged)            → now 24B203 (pending receipt, incoming QC Fri Dec 13 PM)
  spike-in    : was 1% PhiX                        → now 2% PhiX (SOP-SEQ-014 §4.2, first run on new lot)
  load        : was Wed Dec 11, 2024 09:00         → now Mon Dec 16, 2024 09:00
  operator    : was Marcus Bell                    → now Priya Raman
  est. completion: Wed Dec 18, 2024 ~07:00 | instrument booking BK-NVXB-2412-16 (side B, Dec 16 08:30 – Dec 18 10:00)
  lanes unchanged (L1 VAN, L2–L3 LQ, L4 MEH + Ng six, L5 HC, L6 P-2331, L7 P-2333, L8 P-2327)
  warning: RA-1142 (HC-05, HC-08) due Tue Dec 10 17:00 — OK for new load date""",
    """lims_project_bulk_update: delivery_date
  P-2298 Vance      was 2024-12-17 → now 2024-12-20
  P-2304 Lindqvist  was 2024-12-19 → now 2024-12-20
  P-2315 Mehta      was 2024-12-17 → now 2024-12-20
  P-2310 Harcourt   was 2024-12-17 → now 2024-12-20
  P-2319 Ng         was 2024-12-17 → now 2024-12-20 (6 re-run libraries only)
  PI notifications: HELD as batch NTF-0447 (5 messages), release condition: '24B203 incoming QC pass'.
  P-2291 not changed.""",
], tag="t_lot")

c.model(
    "Done.\n\n"
    "| Item | Was | Now |\n|---|---|---|\n"
    "| Kit reservation RSV-24-0388 (lot 24A117-3) | reserved | released, lot quarantined, return RMA-IL-558201 |\n"
    "| PLAN-0738 | rev 1 | **rev 2** |\n"
    "| Reagent lot | 24A117-3 | **24B203** (incoming QC Fri afternoon) |\n"
    "| PhiX | 1% | **2%** |\n"
    "| Load | Wed Dec 11 | **Mon Dec 16, 09:00** (booking BK-NVXB-2412-16) |\n"
    "| Operator | Marcus Bell | **Priya Raman** |\n"
    "| Delivery, P-2298/2304/2315/2310/2319 | Dec 17 (WGS Dec 19) | **Dec 20** |\n\n"
    "PI notifications are **held as batch NTF-0447** until 24B203 passes incoming QC. Okafor (P-2291) is untouched: "
    "DMX-24-0912, FASTQs by Friday.\n\n"
    "One thing to keep in mind: the run finishes Wednesday morning, so Lindqvist's BAMs land on the 20th with no slack at all."
)

c.user(
    "Paul replied on the billing, pasting it: \"Approved the void on ADJ-24-0533, that one's obvious. On the re-amp: "
    "I checked, Harcourt's lab submitted on form v3, which said 10 µL minimum. v4 with the 20 µL minimum went live "
    "on 1 December, after her submission. So she met the form she was given. Waive it in full and tell her. "
    "— Paul, 10 Dec 08:05\"",
    tag="u_paul",
)

c.model(
    "That changes the re-amp picture. Under §5.1, re-amplification is only chargeable if the submitted volume was "
    "below the minimum on **the form the lab was given**. Her lab used **form v3** (10 µL), and 12 µL was above that. "
    "The BR-11 charge should never have posted.\n\n"
    "What I'd do:\n\n"
    "1. **Amend ADJ-24-0534** from a $620 credit to a credit of the **full $1,240**, quoting Paul's approval. It's over $1,000, "
    "and his message is the sign-off.\n"
    "2. Check that ADJ-24-0533 shows as approved, so the invoice comes down to **$180** (QC only).\n"
    "3. Send Harcourt a short note from you: both lines removed, and the re-amp is done or underway.\n\n"
    "Shall I?"
)

c.user("yes do it")

c.model(
    tag="m_waive",
    calls=[
        ("billing_adjustment_amend", {"adjustment_id": "ADJ-24-0534", "changes": {"amount": "-1240.00"},
                                      "reason": "Re-amp fully waived per P. Renner: lab submitted on SEQ-SUB form v3 (10 uL minimum), 12 uL met the form in force; §5.1 not applicable.",
                                      "approval": {"approver": "prenner@nbu.edu", "evidence": "e-mail 2024-12-10 08:05 (pasted by D. Kowalczyk)"}}),
        ("email_send", {"from": "core-seq@nbu.edu", "to": ["mharcourt@nbu.edu"], "cc": ["dkowalczyk@nbu.edu", "lab-harcourt-admin@nbu.edu", "prenner@nbu.edu"],
                        "subject": "RE: [Hollis Billing] INV-24-1187 updated – P-2310",
                        "body": "Dear Prof. Harcourt,\n\nA follow-up on INV-24-1187. Your lab submitted on our previous form, whose minimum volume "
                                "your libraries met, so the re-amplification charge has been removed in full, as has the lane charge for RUN-24-0418. "
                                "The invoice now shows only the original library QC ($180.00).\n\nThe re-amplification of HC-05 and HC-08 is "
                                "underway. We'll confirm your delivery date shortly.\n\nApologies for the confusion.\n\nKind regards,\n"
                                "Dana Kowalczyk\nSequencing Operations Manager, Hollis Genomics Core"}),
    ],
)
c.tool([
    """billing_adjustment_amend: ADJ-24-0534 amended (revision 2)
  amount   : was -$620.00 → now -$1,240.00
  approval : recorded prenner@nbu.edu (e-mail 2024-12-10 08:05) — limit $1,000.00 satisfied
  note     : Re-amp fully waived per P. Renner (form v3)
related: ADJ-24-0533 status APPROVED by prenner@nbu.edu 2024-12-10 08:03
INV-24-1187 balance: $180.00 (lines 2 and 3 fully credited) | status: OPEN""",
    "sent: message_id <20241210.0822.04d1@core-seq.nbu.edu> to mharcourt@nbu.edu cc dkowalczyk@nbu.edu, lab-harcourt-admin@nbu.edu, prenner@nbu.edu | thread T-88377",
], tag="t_waive")

c.model(
    "Done. **ADJ-24-0534** now credits the full $1,240 (re-amp fully waived, Paul's approval recorded), and "
    "**ADJ-24-0533** shows approved by Paul at 08:03. INV-24-1187 is down to **$180.00**. Harcourt has the follow-up, with Paul cc'd."
)

c.user(
    "Good. I rang Illumina myself about the lane 5/6 flow check failure: case number 07834521, their FSE is "
    "coming Thursday morning to look at side A. Put in a facilities ticket so Priya has a pre-run checklist for "
    "Monday, and reference the case."
, tag="u_fse")

c.model(
    calls=[("ticket_create", {
        "queue": "facilities-seq", "title": "NVX-B pre-run checklist for PLAN-0738 (Mon Dec 16) + Illumina case 07834521",
        "assignee": "praman@nbu.edu", "watchers": ["dkowalczyk@nbu.edu", "prenner@nbu.edu"], "priority": "high",
        "body": "Context: RUN-24-0418 aborted at cycle 214 with E-FLC-3027 (flow check failure L5/L6, side A, manifold port 3). "
                "Illumina case 07834521 open; FSE on site Thu Dec 12 AM for side A.\n\n"
                "Pre-run checklist for PLAN-0738 rev 2 (side B, Mon Dec 16 09:00):\n"
                "1. Confirm FSE report for case 07834521 and that side B passed its own flow-check self-test.\n"
                "2. Confirm lot 24B203 passed incoming QC (Fri Dec 13) and lot certificate filed.\n"
                "3. Load with 2% PhiX per SOP-SEQ-014 §4.2.\n"
                "4. Confirm RA-1142 re-amp of HC-05/HC-08 complete and pooled into L5.\n"
                "5. Run index collision check on the final sample sheet before loading.\n"
                "6. Do not use lot 24A117-3 (quarantined, VA-2024-118).",
        "links": ["RUN-24-0418", "PLAN-0738", "RR-24-0192", "BK-NVXB-2412-16"]})],
)
c.tool(["ticket_create: FAC-3391 created | queue facilities-seq | assignee Priya Raman | priority high | due 2024-12-16 08:30 | links: RUN-24-0418, PLAN-0738, RR-24-0192, BK-NVXB-2412-16 | external ref: Illumina 07834521"], tag="t_ticket")

c.model("Done. **FAC-3391** is assigned to Priya, due Mon 08:30. It has a six-point checklist (FSE outcome, 24B203 QC, 2% PhiX, "
        "RA-1142, index check, don't use 24A117-3) and references Illumina case 07834521.")

c.user("Actually, run the index collision check on PLAN-0738 now rather than leaving it to Priya on Monday.")

def index_check():
    out = ["index_check PLAN-0738 rev 2 | mode: per-lane, dual index 8+8, min Hamming distance 3 (warn < 3, error = 0)", ""]
    SEQ = {}
    n7 = [f"N7{i:02d}" for i in range(1, 13)]
    s5 = [f"S5{i:02d}" for i in range(1, 9)]
    def lane(name, libs):
        out.append(f"Lane {name}: {len(libs)} libraries")
        for lid, i7, i5 in libs:
            q7 = SEQ.setdefault(i7, "".join(R.choice("ACGT") for _ in range(8)))
            q5 = SEQ.setdefault(i5, "".join(R.choice("ACGT") for _ in range(8)))
            out.append(f"  {lid:<10} {i7:<10} {q7}  {i5:<10} {q5}")
    lane("L1", [(f"VAN-{i:02d}", f"UDI{i:04d}i7", f"UDI{i:04d}i5") for i in range(1, 33)])
    out.append("  result: OK (min distance 4)")
    lane("L2", [(f"LQ-{i:02d}", f"UDI{100 + i:04d}i7", f"UDI{100 + i:04d}i5") for i in range(1, 9)])
    out.append("  result: OK (min distance 5)")
    lane("L3", [(f"LQ-{i:02d}", f"UDI{100 + i:04d}i7", f"UDI{100 + i:04d}i5") for i in range(9, 17)])
    out.append("  result: OK (min distance 5)")
    meh = []
    k = 0
    for i in range(1, 25):
        i7, i5 = n7[k % 12], s5[k // 12]
        k += 1
        meh.append((f"MEH-{i:02d}", i7, i5))
    # MEH-11 is N711? force the collision with NG-CT-19 on N705/S503
    meh[10] = ("MEH-11", "N705", "S503")
    ng = [("NG-CT-04", "N702", "S506"), ("NG-CT-11", "N709", "S507"), ("NG-CT-19", "N705", "S503"),
          ("NG-CT-23", "N712", "S508"), ("NG-CT-31", "N704", "S505"), ("NG-CT-37", "N710", "S506")]
    lane("L4", meh + ng)
    out.append("  result: ERROR — NG-CT-19 (N705/S503) identical to MEH-11 (N705/S503): distance 0, reads cannot be assigned")
    out.append("  result: WARN  — NG-CT-04 (N702/S506) vs MEH-02 (N702/S501): i7 identical, i5 distance 3 (OK at 1 mismatch, flagged)")
    out.append("  note: P-2315 and P-2319 both use Nextera N7xx/S5xx indexes; 2 more pairs at distance 3")
    lane("L5", [(f"HC-{i:02d}", f"SI-TT-B{i}", f"SI-TT-B{i}") for i in range(1, 9)])
    out.append("  result: OK (10x dual index set TT, min distance 6)")
    lane("L6", [(f"FEN-{i:02d}", f"UDP{200 + i:04d}", f"UDP{200 + i:04d}") for i in range(1, 37)])
    out.append("  result: OK (min distance 4)")
    lane("L7", [(f"KWN-{i:02d}", f"UDI{300 + i:04d}i7", f"UDI{300 + i:04d}i5") for i in range(1, 13)])
    out.append("  result: OK (min distance 5)")
    lane("L8", [(f"ABR-{i:02d}", f"UDI{400 + i:04d}i7", f"UDI{400 + i:04d}i5") for i in range(1, 25)])
    out.append("  result: OK (min distance 4); capacity after adding 6 x 35M would be 2,610M pairs (OK)")
    out.append("")
    out.append("SUMMARY: 1 ERROR (L4), 1 WARN (L4). All other lanes OK.")
    return "\n".join(out)

c.model(calls=[("index_check", {"plan_id": "PLAN-0738", "min_hamming": 3, "report": "per_lane"})])
c.tool([index_check()], tag="t_index")

c.model(
    "## Index check: one hard collision in L4\n\n"
    "- **NG-CT-19 and MEH-11 both carry N705/S503.** That's distance 0, so their reads can't be separated. Ng's "
    "CUT&Tag and Mehta's ATAC both use Nextera N7xx/S5xx sets, so putting them in one lane was my mistake.\n"
    "- There's also a warning: NG-CT-04 vs MEH-02 share the i7 (i5 distance 3). It demultiplexes, but it's close.\n"
    "- All other lanes are clean. L8 (Abara, IDT UDIs) has room for 6 × 35M.\n\n"
    "Two fixes:\n\n"
    "1. **Move only NG-CT-19** to L8. Smallest change, but it leaves the NG-CT-04/MEH-02 near-miss and splits Ng's six across two lanes.\n"
    "2. **Move all six Ng libraries to L8** with Abara. L4 becomes Mehta only, the warning goes away, and Ng's re-run stays in one lane "
    "(one demux, one delivery).\n\n"
    "Which one?"
)

c.user("the second one")

c.model(
    tag="m_rev3",
    calls=[("flowcell_plan_update", {"plan_id": "PLAN-0738", "changes": {
        "lanes": {"L4": "MEH-01..MEH-24", "L8": "P-2327+NG-CT-04,NG-CT-11,NG-CT-19,NG-CT-23,NG-CT-31,NG-CT-37"}},
        "reason": "Index collision NG-CT-19 = MEH-11 (N705/S503) in L4; move all six P-2319 libraries to L8 (IDT UDI lane).",
        "recheck_indexes": True})],
)
c.tool(["""flowcell_plan_update: PLAN-0738 rev 2 → rev 3
  L4 : was MEH-01..MEH-24 + NG-CT-04,11,19,23,31,37 (30 libs)  → now MEH-01..MEH-24 (24 libs), target 2,880M
  L8 : was P-2327 Abara (24 libs)                                → now P-2327 Abara (24) + NG-CT-04,11,19,23,31,37 (P-2319) (30 libs), target 2,610M
  index re-check: L4 OK (min distance 4), L8 OK (min distance 3) — 0 errors, 0 warnings
  load/operator/lot unchanged: Mon Dec 16, 2024 09:00, Priya Raman, 24B203, 2% PhiX
  FAC-3391 checklist item 5 auto-updated: 'index check passed on rev 3 (2024-12-10)'"""], tag="t_rev3")

c.model("Done. PLAN-0738 is now at **rev 3**: Ng's six moved to **L8** with Abara and L4 is Mehta only. The index re-check "
        "is clean (0 errors, 0 warnings), and item 5 on FAC-3391 is ticked.")

c.user(
    "Great. Write me a status summary I can paste to Paul, and list what's still open. Keep the FSE stuff "
    "internal, nothing about it goes to PIs."
)

c.model(
    "## Status for Paul: RUN-24-0418 recovery (as of Tue 10 Dec)\n\n"
    "**What happened.** NVX-B aborted RUN-24-0418 (flow cell 22KTWFLT4, 25B) at cycle 214 of 318 with E-FLC-3027, a flow-check "
    "failure on lanes 5–6, side A. Side A is locked. Illumina case 07834521 is open, with the FSE on site Thursday.\n\n"
    "**Re-run.** 86 libraries under RR-24-0192, on **PLAN-0738 rev 3** (25B, side B), loading **Mon Dec 16 09:00** "
    "(Priya Raman) with replacement lot **24B203** and **2% PhiX** (SOP-SEQ-014). We didn't use our on-hand lot 24A117-3 because "
    "it falls under Illumina advisory VA-2024-118. It's quarantined and going back to Illumina.\n\n"
    "| Lane | Content |\n|---|---|\n| L1 | Vance P-2298 (32) |\n| L2–L3 | Lindqvist P-2304 WGS (16) |\n"
    "| L4 | Mehta P-2315 (24) |\n| L5 | Harcourt P-2310 (8, incl. re-amped HC-05/HC-08) |\n"
    "| L6 | Fenwick P-2331 (queue) |\n| L7 | Kwan P-2333 (queue) |\n| L8 | Abara P-2327 (queue) + Ng P-2319 six low-read libraries |\n\n"
    "**Not re-run.** Okafor P-2291 accepted 151 + 46 reads. Truncated demux is DMX-24-0912, for delivery by Fri Dec 13.\n\n"
    "**Delivery.** Dec 20 for all re-run projects, entered in LIMS. PI notices are held (NTF-0447) until 24B203 passes incoming QC on Friday.\n\n"
    "**Billing.** On INV-24-1187 (Harcourt), the lane void ADJ-24-0533 ($3,950) is approved and the re-amp was fully waived on ADJ-24-0534 ($1,240). "
    "The balance is $180. Rule BR-04 bills ABORTED runs as completed, so the other RUN-24-0418 projects were probably charged too.\n\n"
    "## Still open\n\n"
    "- **Root cause of E-FLC-3027** (Illumina 07834521). We need the FSE's findings Thursday, and confirmation that side B is healthy before Monday. Internal only.\n"
    "- **24B203 incoming QC** on Friday afternoon. If it fails, we have no 25B kit for Monday, and Lindqvist's Dec 20 goes with it.\n"
    "- **Lindqvist WGS has zero slack.** The run ends Wednesday morning and BAMs take about two days.\n"
    "- **Ng (P-2319)** hasn't answered whether her 34 passing libraries can ship as 151 + 46 (T-88413).\n"
    "- **BR-04 lane charges** on the other RUN-24-0418 invoices: not yet checked (you said later).\n\n"
    "## Pending actions\n\n"
    "- RA-1142: re-amp of HC-05/HC-08 (due today 17:00).\n"
    "- DMX-24-0912: QC and deliver Okafor's truncated FASTQs by Friday.\n"
    "- Release NTF-0447 once 24B203 passes QC.\n"
    "- Priya: work through FAC-3391, then load PLAN-0738 on Monday.\n"
    "- Chase Ng if there's still no reply by Thursday.\n\n"
    "Shall I check the BR-04 invoices for Vance, Lindqvist, Mehta, Ng and Okafor now?"
)

# ================================================================ labels
L = c.label
L("user_goal", "Recover from the failed 25B flow cell 22KTWFLT4 (RUN-24-0418): decide which samples re-run, plan lanes, keep PIs informed; "
  "no delivery dates promised to PIs before reagent stock is checked; any credit over $1,000 needs Paul Renner's sign-off.",
  ["22KTWFLT4", "$1,000"], "u_goal")
L("fact", "RUN-24-0418 aborted at cycle 214 of 318 (Read 2 cycle 46) with E-FLC-3027, flow-check failure on lanes 5-6 (side A); side A locked.",
  ["cycle 214", "E-FLC-3027"], "t_runlog")
L("fact", "Six Ng CUT&Tag libraries below the 8M-pair floor: NG-CT-04, -11, -19, -23, -31, -37 (all others and all 48 Okafor libs pass).",
  ["NG-CT-04", "NG-CT-37"], "t_demux")
L("fact", "HC-05 (2.1 uL) and HC-08 (1.4 uL) lack volume for reload; re-amplification needed.",
  ["HC-05", "HC-08"], "t_vol")
L("fact", "Lindqvist lab needs WGS BAMs + coverage QC by Friday the 20th for an R01 resubmission (hard stop).",
  ["Lindqvist", "R01"], "t_replies")
L("fact", "On-hand 25B lot 24A117-3 falls under Illumina advisory VA-2024-118 (PF drop after cycle 150); quarantined, RMA requested.",
  ["24A117", "VA-2024-118"], "t_plan0738")
L("fact", "SOP-SEQ-014 §4.2: first run on a new reagent lot uses 2% PhiX and requires incoming QC.",
  ["SOP-SEQ-014", "2% PhiX"], "t_plan0738")
L("fact", "Harcourt's invoice INV-24-1187 had a $3,950 lane charge (auto-posted by rule BR-04 on the aborted run) and a $1,240 re-amp charge.",
  ["INV-24-1187", "$3,950"], "t_invoice")
L("fact", "Harcourt's lab submitted on form v3 (10 uL minimum); v4 (20 uL) went live 1 December, so she met the form she was given.",
  ["form v3"], "u_paul")
L("fact", "NG-CT-19 and MEH-11 share index N705/S503 (Nextera sets collide), found by index check.",
  ["MEH-11", "N705"], "t_index")
L("decision", "Okafor (P-2291) accepted 151+46 truncated data: no re-run; truncated demux job DMX-24-0912 submitted.",
  ["P-2291", "DMX-24-0912"], "t_plan0738")
L("decision", "Re-run all 86 libraries on one 25B flow cell, plan PLAN-0738 (10B plan PLAN-0731 cancelled), queue projects fill spare lanes.",
  ["PLAN-0738", "25B"], "t_plan0738")
L("decision", "Do not use flagged lot; wait for replacement lot 24B203 and load Mon Dec 16 09:00 on NVX-B side B.",
  ["24B203", "Dec 16"], "t_lot")
L("decision", "Priya Raman replaces Marcus Bell as operator for the re-run.",
  ["Priya Raman"], "m_lot")
L("decision", "Delivery date Dec 20 for all re-run projects (P-2298, P-2304, P-2315, P-2310, P-2319); Okafor unchanged.",
  ["Dec 20"], "u_lot")
L("decision", "Harcourt lane charge voided: ADJ-24-0533 -$3,950, approved by Paul.",
  ["ADJ-24-0533", "$3,950"], "t_adj")
L("decision", "Harcourt re-amp charge fully waived (ADJ-24-0534 amended to -$1,240) per Paul; INV-24-1187 balance $180.",
  ["ADJ-24-0534", "waived"], "m_waive")
L("decision", "All six Ng libraries moved from L4 to L8 with Abara to fix the index collision (PLAN-0738 rev 3); L4 Mehta only.",
  ["rev 3", "L8"], "t_rev3")
L("pending_action", "Deliver Okafor's truncated FASTQs (DMX-24-0912) after QC by Fri Dec 13.",
  ["DMX-24-0912", "Dec 13"], "t_plan0738")
L("pending_action", "Re-amplify HC-05/HC-08 (task RA-1142) before pooling into the re-run.",
  ["RA-1142"], "t_plan0731")
L("pending_action", "Release held PI delivery notifications (batch NTF-0447) once lot 24B203 passes incoming QC on Friday.",
  ["NTF-0447"], "t_lot")
L("pending_action", "Priya loads PLAN-0738 on Mon Dec 16 (checklist ticket FAC-3391).",
  ["Priya", "Dec 16"], "t_lot")
L("open_issue", "Ng (P-2319) has not said whether her 34 passing libraries can be delivered as truncated 151+46 data.",
  ["P-2319", "truncated"], 4)
L("open_issue", "Root cause of E-FLC-3027 on NVX-B side A; Illumina case 07834521, FSE visit Thursday; side B health to confirm before Monday.",
  ["07834521"], "u_fse")
L("open_issue", "Lot 24B203 incoming QC on Friday not yet done; if it fails there is no 25B kit and the zero-slack Dec 20 WGS delivery is at risk.",
  ["24B203", "incoming QC"], "t_plan0738")
L("open_issue", "Billing rule BR-04 posts lane charges for ABORTED runs; other RUN-24-0418 projects' invoices likely affected, not yet checked (Dana said 'later').",
  ["BR-04"], "t_invoice")
L("reference", "Failed run id RUN-24-0418 on NVX-B.", ["RUN-24-0418"], "u_goal")
L("reference", "Re-run request RR-24-0192 covering the 86 libraries.", ["RR-24-0192"], "t_plan0731")
L("reference", "Facilities ticket FAC-3391: Priya's pre-run checklist for PLAN-0738.", ["FAC-3391"], "t_ticket")
L("reference", "NVX-B instrument serial LH00417.", ["LH00417"], "t_runlog")

S = c.stale_item
S("Re-run planned on a 10B flow cell as PLAN-0731 (option B); replaced by a single 25B PLAN-0738.", ["PLAN-0731", "10B"], "u_switch25b")
S("Lindqvist WGS deferred to a later 25B with delivery Dec 27; replaced when the switch to one 25B put WGS on the re-run.", ["Dec 27"], "u_switch25b")
S("Re-run load Wed Dec 11; replaced by Mon Dec 16 after the lot change.", ["Dec 11"], "u_lot")
S("Operator Marcus Bell; replaced by Priya Raman.", ["Marcus Bell"], "u_lot")
S("Internal delivery Dec 17 for non-WGS projects; replaced by Dec 20.", ["Dec 17"], "u_lot")
S("1% PhiX spike-in; replaced by 2% PhiX (SOP-SEQ-014, new lot).", ["1% PhiX"], "m_lot")
S("25B kit lot 24A117-3 reserved for the re-run (RSV-24-0388); released and quarantined.", ["RSV-24-0388"], "m_lot")
S("Re-amp credit of $620 (50%) on ADJ-24-0534; replaced by full waiver of $1,240.", ["$620"], "m_waive")
S("Ng's six libraries in lane L4 with Mehta; moved to L8.", ["P-2319", "L4"], "m_rev3")

doc = c.build(OUT, meta={"domain": "university genomics sequencing core", "language": "en", "author": "author-b",
                         "generator": "author-b/gen_genomics.py"})
print("wrote", OUT, len(doc["messages"]), "messages")
for t, i in sorted(c.tags.items(), key=lambda x: x[1]):
    print(f"  {i:3d} {t}")

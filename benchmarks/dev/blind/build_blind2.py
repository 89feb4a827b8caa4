"""Blind labelled conversations by blind2 (dev data).

Writes benchmarks/dev/blind/blind-*.json. The dialogue, facts, value changes and labels
are written by hand below; only the long, noisy tool outputs come from seeded
generators. Each label is declared right after the message where it becomes true, and
the build checks that its evidence completes exactly there.

Run from the worktree root:  .venv/bin/python benchmarks/dev/blind/build_blind2.py
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent


# -- builder -------------------------------------------------------------------------------


class Conv:
    def __init__(self, cid: str, title: str, system: str, seed: int) -> None:
        self.id, self.title = cid, title
        self.rng = random.Random(seed)
        self.messages: list[dict] = [{"role": "system", "content": [{"text": system}]}]
        self.labels: list[dict] = []
        self.stale: list[dict] = []
        self.ref = 0

    @property
    def last(self) -> int:
        return len(self.messages) - 1

    def user(self, text: str) -> None:
        self.messages.append({"role": "user", "content": [{"text": text}]})

    def say(self, text: str) -> None:
        self.messages.append({"role": "model", "content": [{"text": text}]})

    def tools(self, text: str, *calls: tuple[str, dict, str]) -> None:
        parts: list[dict] = [{"text": text}] if text else []
        responses = []
        for name, args, output in calls:
            self.ref += 1
            ref = f"call-{self.ref}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": args}})
            responses.append({"toolResponse": {"name": name, "ref": ref, "output": output}})
        self.messages.append({"role": "model", "content": parts})
        self.messages.append({"role": "tool", "content": responses})

    def label(self, kind: str, text: str, evidence: list[str], back: int = 0) -> None:
        self.labels.append(
            {
                "id": f"l{len(self.labels) + 1}",
                "kind": kind,
                "text": text,
                "evidence": evidence,
                "message_index": self.last - back,
            }
        )

    def replaced(self, text: str, terms: list[str], back: int = 0) -> None:
        self.stale.append(
            {
                "id": f"s{len(self.stale) + 1}",
                "text": text,
                "terms": terms,
                "message_index": self.last - back,
            }
        )

    def doc(self) -> dict:
        return {
            "id": self.id,
            "title": self.title,
            "source": "authored-blind",
            "messages": self.messages,
            "labels": self.labels,
            "stale": self.stale,
            "meta": {"author": "blind2", "generator": "benchmarks/dev/blind/build_blind2.py"},
        }


# -- noise ---------------------------------------------------------------------------------


def pick(rng: random.Random, seq):
    return seq[rng.randrange(len(seq))]


def hhmm(minutes: int) -> str:
    minutes %= 24 * 60
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def fixed_table(header: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(str(r[i])) for r in [header, *rows]) for i in range(len(header))]
    lines = [" | ".join(str(c).ljust(w) for c, w in zip(header, widths, strict=True))]
    lines.append("-+-".join("-" * w for w in widths))
    lines += [" | ".join(str(c).ljust(w) for c, w in zip(r, widths, strict=True)) for r in rows]
    return "\n".join(lines)


def spliced(rng: random.Random, noise: list[str], keep: list[str]) -> list[str]:
    """Insert the hand-written lines in `keep` at seeded positions among `noise`, in order."""
    out = list(noise)
    slots = sorted(rng.sample(range(len(out) + 1), len(keep)))
    for offset, (slot, line) in enumerate(zip(slots, keep, strict=True)):
        out.insert(slot + offset, line)
    return out


# -- 1. crew roster disruption (en) --------------------------------------------------------

CREW_FIRST = [
    "Aino",
    "Bram",
    "Cato",
    "Dilys",
    "Esme",
    "Farid",
    "Greta",
    "Hal",
    "Ines",
    "Joss",
    "Kamal",
    "Lorna",
    "Mirek",
    "Nadia",
    "Orrin",
    "Pella",
    "Quill",
    "Rosa",
    "Sten",
    "Tova",
    "Ulli",
    "Vesna",
    "Wim",
    "Yara",
]
CREW_LAST = [
    "Aberle",
    "Brisk",
    "Corvo",
    "Dunmore",
    "Eldan",
    "Fairlie",
    "Gorsky",
    "Hewitt",
    "Jarrow",
    "Kettle",
    "Lomax",
    "Marsh",
    "Nyberg",
    "Oakes",
    "Pruett",
    "Quarles",
    "Rook",
    "Strand",
    "Underhill",
    "Vance",
    "Wexley",
    "Yelland",
]
BASES = ["KVL", "DRM", "OSB", "PNT", "HLG"]
KEY_PAIRINGS = {"P-4471", "P-4488", "P-4502", "P-4519", "P-4533", "P-4540"}


def crew_name(rng: random.Random) -> str:
    return f"{pick(rng, CREW_FIRST)[0]}. {pick(rng, CREW_LAST)}"


def roster_table(rng: random.Random, keep: list[list[str]]) -> str:
    rows = []
    for n in range(4420, 4580, 3):
        pid = f"P-{n}"
        if pid in KEY_PAIRINGS:
            continue
        rep = rng.randrange(4 * 60, 11 * 60, 5)
        legs = rng.randrange(2, 5)
        route = "-".join(["KVL", *[pick(rng, BASES[1:]) for _ in range(legs - 1)], "KVL"])
        status = pick(rng, ["OK", "OK", "OK", "OK", "CNX-14FEB", "OK", "DELAY-ACK"])
        rows.append(
            [
                pid,
                route,
                hhmm(rep),
                hhmm(rep + rng.randrange(420, 760, 5)),
                "CPT FO CC CC",
                status,
                f"v{rng.randrange(1, 4)}",
            ]
        )
    rows = spliced(rng, rows, keep)
    head = [
        "crewops roster query --date 2027-02-15 --base KVL --window 04:00-12:00 --include-broken",
        "source: CROSS (Crew Roster Operations System) build 9.14.2  tz=UTC  generated 2027-02-14T18:42:07Z",
        "legend: CNX = leg cancelled, OPEN = seat not covered, FDP! = planned FDP above limit",
        "",
    ]
    table = fixed_table(
        ["pairing", "route", "report", "release", "positions", "status", "rev"], rows
    )
    tail = [
        "",
        f"rows: {len(rows)}  broken-in-window: 6  cancelled legs on 14FEB at KVL: 37",
        "warnings: 3 crew with rest ending after scheduled report (see ftl check)",
    ]
    return "\n".join(head) + "\n" + table + "\n" + "\n".join(tail)


def reserve_table(rng: random.Random, keep: list[list[str]], base_note: str) -> str:
    rows = []
    for _ in range(34):
        base = pick(rng, BASES[1:])
        rank = pick(rng, ["CPT", "FO", "FO", "CC", "CC", "CC", "SCCM"])
        start = rng.randrange(0, 20 * 60, 30)
        rows.append(
            [
                f"R{rng.randrange(10000, 99999)}",
                crew_name(rng),
                rank,
                base,
                f"{hhmm(start)}-{hhmm(start + 720)}",
                pick(rng, ["AVAIL", "AVAIL", "CALLED", "REST"]),
                f"{rng.randrange(20, 95)}h",
            ]
        )
    rows = spliced(rng, rows, keep)
    return (
        "reserve-pool list --date 2027-02-15 --all-bases\n"
        "pool snapshot 2027-02-14T18:55:40Z (refresh every 10 min)\n\n"
        + fixed_table(["id", "name", "rank", "base", "window", "state", "28d block"], rows)
        + f"\n\n{base_note}\n"
    )


def ftl_report(rng: random.Random, who: str, pairing: str, key: list[str]) -> str:
    lines = [f"ftl-check --crew '{who}' --pairing {pairing} --ruleset NMA-OM-A-7.2", ""]
    lines.append("duty history (last 7 days):")
    for d in range(8, 15):
        rep = rng.randrange(4 * 60, 14 * 60, 5)
        lines.append(
            f"  2027-02-{d:02d}  report {hhmm(rep)}  off {hhmm(rep + rng.randrange(300, 700, 5))}  "
            f"sectors {rng.randrange(1, 5)}  fdp={rng.randrange(5, 12)}h{rng.randrange(0, 60, 5):02d}  "
            f"acclim=B  tz=0"
        )
    lines.append("")
    lines.append("cumulative limits:")
    for name, cap in (
        ("duty 7d", 60),
        ("duty 14d", 110),
        ("duty 28d", 190),
        ("block 28d", 100),
        ("block 12m", 900),
    ):
        lines.append(
            f"  {name:<10} used {rng.randrange(int(cap * 0.3), int(cap * 0.8))}h / {cap}h  OK"
        )
    lines.append("")
    lines.append("planned pairing legs:")
    for i in range(rng.randrange(3, 5)):
        lines.append(
            f"  leg {i + 1}: NM {rng.randrange(200, 400)}  {pick(rng, BASES)}-{pick(rng, BASES)}  "
            f"std {hhmm(rng.randrange(300, 900))}  block {rng.randrange(45, 150)}m"
        )
    lines.append("")
    lines += key
    lines.append("")
    lines.append("trace:")
    for _ in range(40):
        lines.append(
            f"  rule {pick(rng, ['ORO.FTL.205', 'ORO.FTL.210', 'ORO.FTL.235', 'OM-A 7.2.4', 'OM-A 7.2.9'])}"
            f"({pick(rng, ['b', 'c', 'd', 'e'])}) eval={pick(rng, ['pass', 'pass', 'n/a'])} "
            f"t={rng.randrange(1, 40)}ms"
        )
    return "\n".join(lines)


def mailbox(rng: random.Random, full: list[str], subjects: list[str]) -> str:
    noise_subj = [
        "De-icing fluid stock at KVL stand 14",
        "Re: catering uplift for NM 402",
        "Fuel ticket mismatch",
        "Crew portal maintenance window 03:00",
        "OCC shift swap request",
        "Re: ACARS message backlog",
        "Ground power unit GPU-7 unserviceable",
        "Snow clearance runway 09/27 status",
        "Re: passenger rebooking queue",
        "FW: weekly safety bulletin SB-27-06",
    ]
    lines = ["mail list --folder ops-control --since 2027-02-14T12:00Z", ""]
    items = [
        f"{hhmm(rng.randrange(720, 1380))}  {pick(rng, ['occ', 'stations', 'mx-control', 'catering', 'ramp'])}"
        f"@northmere.example  {pick(rng, noise_subj)}"
        for _ in range(40)
    ]
    lines += spliced(rng, items, subjects)
    lines.append("")
    lines += full
    lines.append("")
    lines.append("-- quoted earlier messages --")
    for _ in range(30):
        lines.append(
            f"> {pick(rng, ['Thanks', 'Noted', 'Copy', 'Please confirm'])}, "
            f"{pick(rng, ['stand', 'gate', 'tail', 'crew bus'])} {rng.randrange(1, 60)} "
            f"{pick(rng, ['is clear', 'remains blocked', 'needs a tow', 'is confirmed for 06:00'])}. "
            f"Ref {pick(rng, ['STN', 'RMP', 'MX'])}-{rng.randrange(1000, 9999)}."
        )
    return "\n".join(lines)


def hotel_blocks(rng: random.Random, keep: list[list[str]]) -> str:
    hotels = [
        "Airport Lodge KVL",
        "Fenwick Park Hotel",
        "Marlow House",
        "Station Court",
        "Harbour Rise DRM",
        "Northgate Inn OSB",
    ]
    rows = []
    for _ in range(22):
        rows.append(
            [
                f"HB-{rng.randrange(80000, 89999)}",
                pick(rng, hotels),
                f"2027-02-{rng.randrange(10, 20)}",
                str(rng.randrange(2, 16)),
                pick(rng, ["CONFIRMED", "CONFIRMED", "RELEASED", "PENDING"]),
                pick(rng, ["crew", "crew", "pax-distressed"]),
            ]
        )
    rows = spliced(rng, rows, keep)
    return (
        "hotel-portal blocks --station KVL --from 2027-02-13 --to 2027-02-16\n\n"
        + fixed_table(["block", "hotel", "night", "rooms", "state", "type"], rows)
        + "\n\nnote: rates per contract NMA-HTL-2026; cancellations inside 6h are billed as no-show\n"
    )


def solver_log(rng: random.Random, keep: list[str]) -> str:
    lines = []
    for i in range(100):
        lines.append(
            f"2027-02-14T{19 + i // 60}:{(i * 7) % 60:02d}:{rng.randrange(60):02d}Z solver[{rng.randrange(3000, 3999)}] "
            f"iter={i} cost={rng.randrange(40000, 90000)} open_seats={rng.randrange(1, 9)} "
            f"moves={pick(rng, ['swap', 'split', 'merge', 'dh-insert', 'noop'])} gap={rng.random():.4f}"
        )
    return "\n".join(spliced(rng, lines, keep))


def build_crew() -> dict:
    c = Conv(
        "blind-crew-roster-disruption",
        "Re-rostering KVL crews after Storm Ilse",
        "You are the crew-operations assistant for Northmere Air's Operations Control Centre. "
        "You can query the crew roster (CROSS), the reserve pool, the FTL checker, the hotel "
        "portal, ground transport and the ops-control mailbox, hold and publish roster changes. "
        "Never publish a pairing that fails the FTL check. Times are UTC.",
        seed=7101,
    )
    r = c.rng
    c.user(
        "Storm Ilse grounded everything at KVL from 15:10 today, 37 departures cancelled. My job "
        "tonight: get tomorrow's first wave (15 Feb, departures 05:30-09:00 out of KVL) crewed and "
        "legal. Start by pulling the pairings in that window that are broken."
    )
    c.label(
        "user_goal",
        "Crew the 15 Feb first wave (KVL departures 05:30-09:00) legally after Storm Ilse",
        ["Storm Ilse", "first wave", "05:30-09:00"],
    )
    keep = [
        [
            "P-4471",
            "KVL-DRM-KVL",
            "05:05",
            "15:40",
            "CPT(OPEN) FO CC CC",
            "OPEN: CPT stuck DRM",
            "v2",
        ],
        ["P-4488", "KVL-PNT-KVL", "05:20", "13:10", "CPT FO CC(OPEN) CC(OPEN)", "OPEN: 2xCC", "v2"],
        [
            "P-4502",
            "KVL-OSB-KVL-OSB-KVL",
            "06:00",
            "19:50",
            "CPT FO CC CC",
            "FDP! 13:50 > 13:00",
            "v3",
        ],
        ["P-4519", "KVL-HLG-KVL", "06:35", "14:05", "CPT FO(OPEN) CC CC", "OPEN: FO", "v1"],
        ["P-4533", "KVL-DRM-PNT-KVL", "06:10", "17:25", "CPT FO(OPEN) CC CC", "OPEN: FO", "v2"],
        ["P-4540", "KVL-HLG-KVL", "07:45", "15:00", "CPT FO SCCM(OPEN) CC", "OPEN: SCCM", "v1"],
    ]
    c.tools(
        "Pulling the first-wave window from CROSS.",
        (
            "crew_roster",
            {"date": "2027-02-15", "base": "KVL", "window": "04:00-12:00", "broken": True},
            roster_table(r, keep),
        ),
    )
    c.label(
        "fact",
        "Six first-wave pairings are broken: P-4471, P-4488, P-4502, P-4519, P-4533, P-4540",
        ["P-4488", "P-4540", "P-4533"],
    )
    c.say(
        "Six pairings in the 05:30-09:00 window are broken:\n"
        "- P-4471 (KVL-DRM-KVL, report 05:05): captain seat open, the rostered captain is stuck in DRM.\n"
        "- P-4488 (KVL-PNT-KVL, report 05:20): two cabin crew seats open.\n"
        "- P-4502 (KVL-OSB-KVL-OSB-KVL, report 06:00): crew complete, but with the storm delays the "
        "planned FDP is 13:50 against a 13:00 limit.\n"
        "- P-4519 (KVL-HLG-KVL, report 06:35): first officer open.\n"
        "- P-4533 (KVL-DRM-PNT-KVL, report 06:10): first officer open.\n"
        "- P-4540 (KVL-HLG-KVL, report 07:45): senior cabin crew (SCCM) open.\n\n"
        "So the gaps are 1 CPT, 2 FO, 1 SCCM, 2 CC, plus the FDP problem on P-4502. Shall I look at "
        "the KVL reserve pool?"
    )

    c.user("Yes, reserves at KVL. Only people who are available from 04:00.")
    res = [
        ["R40117", "R. Lindqvist", "CPT", "KVL", "04:00-16:00", "AVAIL", "61h"],
        ["R40122", "M. Adeyemi", "CPT", "KVL", "04:00-16:00", "AVAIL", "48h"],
        ["R40310", "J. Castellanos", "FO", "KVL", "04:00-16:00", "AVAIL", "55h"],
        ["R40315", "K. Varga", "FO", "KVL", "04:00-16:00", "AVAIL", "39h"],
        ["R40318", "S. Nakashima", "FO", "KVL", "04:00-16:00", "AVAIL", "72h"],
        ["R40560", "E. Moreau-Dale", "SCCM", "KVL", "04:00-16:00", "AVAIL", "44h"],
        ["R40571", "P. Ojukwu", "CC", "KVL", "04:00-16:00", "AVAIL", "51h"],
        ["R40574", "L. Haverkamp", "CC", "KVL", "04:00-16:00", "AVAIL", "33h"],
        ["R40579", "D. Sarrazin", "CC", "KVL", "04:00-16:00", "AVAIL", "58h"],
    ]
    c.tools(
        "Querying the pool.",
        (
            "reserve_pool",
            {"date": "2027-02-15", "base": "all", "available_from": "04:00"},
            reserve_table(r, res, "KVL: 9 reserves AVAIL from 04:00 (2 CPT, 3 FO, 1 SCCM, 3 CC)"),
        ),
    )
    c.say(
        "KVL has 9 reserves available from 04:00: captains R. Lindqvist and M. Adeyemi; first officers "
        "J. Castellanos, K. Varga and S. Nakashima; SCCM E. Moreau-Dale; cabin crew P. Ojukwu, "
        "L. Haverkamp and D. Sarrazin. On paper that covers every open seat (1 CPT, 2 FO, 1 SCCM, "
        "2 CC) with one captain, one FO and one CC left over. Who do you want on P-4471?"
    )

    c.user(
        "Lindqvist on 4471, he's at the airport hotel anyway. Castellanos on 4519, Nakashima on 4533, "
        "Moreau-Dale on 4540, Ojukwu and Haverkamp on 4488. Hold them all and FTL-check each."
    )
    holds = "\n".join(
        [
            "roster hold --batch",
            "HLD-20411  P-4471 CPT  R. Lindqvist      held 2027-02-14T19:08:12Z",
            "HLD-20412  P-4519 FO   J. Castellanos    held 2027-02-14T19:08:12Z",
            "HLD-20413  P-4533 FO   S. Nakashima      held 2027-02-14T19:08:13Z",
            "HLD-20414  P-4540 SCCM E. Moreau-Dale    held 2027-02-14T19:08:13Z",
            "HLD-20415  P-4488 CC   P. Ojukwu         held 2027-02-14T19:08:13Z",
            "HLD-20416  P-4488 CC   L. Haverkamp      held 2027-02-14T19:08:14Z",
            "holds expire after 6h unless published",
        ]
    )
    c.tools(
        "Placing the holds, then running the FTL check on each.",
        (
            "roster_hold",
            {
                "batch": [
                    ["P-4471", "CPT", "R40117"],
                    ["P-4519", "FO", "R40310"],
                    ["P-4533", "FO", "R40318"],
                    ["P-4540", "SCCM", "R40560"],
                    ["P-4488", "CC", "R40571"],
                    ["P-4488", "CC", "R40574"],
                ]
            },
            holds,
        ),
        (
            "ftl_check",
            {"batch": [["R40117", "P-4471"], ["R40310", "P-4519"], ["R40318", "P-4533"]]},
            ftl_report(
                r,
                "R. Lindqvist",
                "P-4471",
                [
                    "RESULT: FAIL",
                    "  ORO.FTL.235(a) minimum rest: previous duty off 20:25 (NM 377 diversion), rest ends 06:10,",
                    "  pairing report 05:05 -> rest short by 1:05. Not waivable (no discretion on rest before report).",
                ],
            )
            + "\n\n"
            + ftl_report(r, "J. Castellanos", "P-4519", ["RESULT: PASS  FDP 7:30 / limit 13:00"])
            + "\n\n"
            + ftl_report(r, "S. Nakashima", "P-4533", ["RESULT: PASS  FDP 11:15 / limit 12:30"]),
        ),
    )
    c.label(
        "fact",
        "Lindqvist fails the minimum-rest rule for P-4471: rest ends 06:10, report 05:05",
        ["rest ends 06:10", "ORO.FTL.235"],
    )
    c.label("reference", "FTL ruleset used for checks: NMA-OM-A-7.2", ["NMA-OM-A-7.2"])
    c.say(
        "All six holds are placed (HLD-20411 to HLD-20416, they expire after 6h unless published). "
        "FTL results so far:\n"
        "- Lindqvist on P-4471: FAIL. He came off the NM 377 diversion at 20:25, so his minimum rest "
        "ends 06:10 and P-4471 reports 05:05 (short by 1:05). Rest before report cannot be reduced "
        "with discretion.\n"
        "- Castellanos on P-4519: pass, FDP 7:30 of 13:00.\n"
        "- Nakashima on P-4533: pass, FDP 11:15 of 12:30.\n\n"
        "I'll check Moreau-Dale and the two cabin crew next, but P-4471 needs another captain. The "
        "only other one is Adeyemi."
    )

    c.user(
        "Ugh. Fine, Adeyemi on 4471 instead, release Lindqvist's hold. Check the cabin ones too."
    )
    c.tools(
        "Swapping the captain and checking the remaining crew.",
        (
            "roster_hold",
            {"release": "HLD-20411", "hold": ["P-4471", "CPT", "R40122"]},
            "released HLD-20411 (R. Lindqvist)\nHLD-20417  P-4471 CPT  M. Adeyemi  held 2027-02-14T19:21:40Z",
        ),
        (
            "ftl_check",
            {
                "batch": [
                    ["R40122", "P-4471"],
                    ["R40560", "P-4540"],
                    ["R40571", "P-4488"],
                    ["R40574", "P-4488"],
                ]
            },
            ftl_report(
                r,
                "M. Adeyemi",
                "P-4471",
                ["RESULT: PASS  FDP 10:35 / limit 13:00  rest OK (ends 23:50)"],
            )
            + "\n\n"
            + ftl_report(
                r,
                "Moreau-Dale/Ojukwu/Haverkamp",
                "P-4540,P-4488",
                ["RESULT: PASS x3  FDP 7:15 / 13:00 (P-4540), 7:50 / 13:00 (P-4488 both)"],
            ),
        ),
    )
    c.replaced(
        "Captain for P-4471 was R. Lindqvist; replaced by M. Adeyemi after the rest failure",
        ["Lindqvist"],
        back=2,
    )
    c.label(
        "decision",
        "Capt. M. Adeyemi covers P-4471 (hold HLD-20417) because Lindqvist failed rest",
        ["HLD-20417", "Adeyemi"],
    )
    c.label("fact", "Adeyemi passes FTL on P-4471 with FDP 10:35 of 13:00", ["FDP 10:35"])
    c.say(
        "Done: Lindqvist's hold released, Adeyemi held on P-4471 as HLD-20417. He passes: FDP 10:35 "
        "of 13:00, rest ends 23:50. Moreau-Dale (P-4540) and Ojukwu and Haverkamp (P-4488) all pass "
        "too. That leaves P-4502, whose own crew would run 13:50 against a 13:00 limit."
    )

    c.user(
        "On 4502: Captain Okonjo called in and says she's fine to use commander's discretion. Plan it "
        "with one hour of discretion, FDP 14:00 max, and keep the original crew."
    )
    c.tools(
        "Recording the discretion plan on P-4502 and re-running the check with it.",
        (
            "ftl_check",
            {"pairing": "P-4502", "crew": "original", "discretion_minutes": 60},
            ftl_report(
                r,
                "B. Okonjo + 3",
                "P-4502",
                [
                    "RESULT: PASS WITH DISCRETION  planned FDP 13:50 / limit 13:00 + discretion 1:00 = 14:00",
                    "  commander's discretion report (CDR) required within 24h; form OCC-CDR-11",
                    "  note: crew on airport standby 2027-02-14 15:40-19:40 (storm hold) counted 50% towards FDP",
                ],
            ),
        ),
    )
    c.say(
        "With 60 minutes of discretion P-4502 passes: planned FDP 13:50 against 13:00 + 1:00 = FDP "
        "14:00. Okonjo would need to file a commander's discretion report (form OCC-CDR-11) within "
        "24h. One thing from the trace: the crew sat on airport standby 15:40-19:40 today during the "
        "storm hold, counted at 50% towards FDP. Next: the stranded inbound crews need rooms tonight."
    )

    c.user("Right, hotels. What do we have blocked for tonight at KVL?")
    hb = [
        ["HB-88140", "Ridgeline Inn", "2027-02-14", "18", "CONFIRMED", "crew"],
        ["HB-88141", "Ridgeline Inn", "2027-02-15", "6", "PENDING", "crew"],
    ]
    c.tools(
        "Looking at the hotel portal and the mailbox for anything from the hotels.",
        (
            "hotel_portal",
            {"station": "KVL", "from": "2027-02-13", "to": "2027-02-16"},
            hotel_blocks(r, hb),
        ),
        (
            "mail",
            {"folder": "ops-control", "since": "2027-02-14T12:00Z", "filter": "hotel"},
            mailbox(
                r,
                [
                    "=== message 2027-02-14 19:02 from reservations@ridgelineinn.example ===",
                    "Subject: URGENT block HB-88140 tonight",
                    "Dear Northmere crew desk, due to a storm-related power failure in our east wing we can only",
                    "honour 10 of the 18 rooms in block HB-88140 tonight. We apologise. The remaining 8 rooms",
                    "are released without charge. Generator power for the west wing is confirmed.",
                    "Regards, Front Office Manager, Ridgeline Inn",
                ],
                ["19:02  reservations@ridgelineinn.example  URGENT block HB-88140 tonight"],
            ),
        ),
    )
    c.say(
        "Tonight's crew block is HB-88140 at the Ridgeline Inn, 18 rooms, confirmed. But the Ridgeline "
        "Inn emailed at 19:02: a power failure in the east wing means they can only honour 10 of the "
        "18 rooms; the other 8 are released without charge. We have 18 crew needing rooms (the P-4502 "
        "crew, the two DRM inbound crews and the reserves called in from home). Options: keep 10 at "
        "the Ridgeline and find 8 elsewhere, or move the whole block."
    )

    c.user(
        "Don't split crews across hotels, it's a nightmare for pickups. Move the whole block to Cedar "
        "Court, 22 rooms so we have slack, they have their own shuttle. Cancel the Ridgeline block."
    )
    c.tools(
        "Booking Cedar Court and cancelling the Ridgeline block.",
        (
            "hotel_portal",
            {
                "action": "book",
                "hotel": "Cedar Court Hotel",
                "night": "2027-02-14",
                "rooms": 22,
                "type": "crew",
            },
            "BOOKED block HB-88163  Cedar Court Hotel  night 2027-02-14  rooms 22  rate NMA-HTL-2026/B\n"
            "hotel ack: 2027-02-14T19:37:02Z  contact: duty manager, ext 4410\n"
            "shuttle: on request, see hotel desk",
        ),
        (
            "hotel_portal",
            {"action": "cancel", "block": "HB-88140"},
            "CANCELLED HB-88140 (Ridgeline Inn, 18 rooms) at 2027-02-14T19:37:30Z\n"
            "warning: cancellation inside 6h of check-in; no-show billing may apply unless waived by hotel",
        ),
    )
    c.replaced(
        "Tonight's crew block was 18 rooms at the Ridgeline Inn (HB-88140); moved to Cedar Court, 22 rooms",
        ["Ridgeline Inn", "18 rooms"],
        back=2,
    )
    c.label(
        "decision",
        "All stranded crews go to Cedar Court Hotel, block HB-88163 with 22 rooms, not split across hotels",
        ["HB-88163", "22 rooms"],
    )
    c.say(
        "Booked: Cedar Court Hotel, block HB-88163, 22 rooms for tonight (duty manager ext 4410). "
        "Ridgeline block HB-88140 cancelled. The portal warns that a cancellation inside 6h may be "
        "billed as no-show unless the hotel waives it; their email said the 8 rooms they couldn't "
        "honour are free, but it says nothing about the other 10."
    )

    c.user(
        "Tom Reyes from the FCU just messaged me about 4502. Read what he sent to the ops inbox and "
        "tell me if he has a point."
    )
    c.tools(
        "Reading it.",
        (
            "mail",
            {"folder": "ops-control", "from": "t.reyes@fcu-union.example"},
            mailbox(
                r,
                [
                    "=== message 2027-02-14 19:44 from t.reyes@fcu-union.example ===",
                    "Subject: Objection - planned discretion on P-4502 (grievance FCU-2291)",
                    "To OCC duty controller. The P-4502 crew were held on airport standby from 15:40 to 19:40",
                    "today. Under clause 14.3 of the 2025 Flight Crew Agreement, airport standby exceeding 3h",
                    "before a duty bars planning commander's discretion for that duty. Discretion is for",
                    "unforeseen circumstances on the day, not for building the roster. I am logging this as",
                    "grievance FCU-2291 and ask that the plan be withdrawn before the roster is published.",
                    "Tom Reyes, FCU crew representative KVL",
                ],
                ["19:44  t.reyes@fcu-union.example  Objection - planned discretion on P-4502"],
            ),
        ),
    )
    c.label(
        "fact",
        "FCU rep Tom Reyes objects to planned discretion on P-4502 under clause 14.3 (standby over 3h), grievance FCU-2291",
        ["FCU-2291", "clause 14.3"],
    )
    c.say(
        "He has a point. The crew were on airport standby 15:40-19:40, which is 4h, and clause 14.3 "
        "of the 2025 Flight Crew Agreement bars *planning* discretion for a duty after more than 3h "
        "of airport standby. Discretion is meant for the day of operation, not for building the "
        "roster. He has logged it as grievance FCU-2291 and wants the plan withdrawn before "
        "publication. If we drop discretion, P-4502 at 13:50 is illegal as one pairing, so we'd need "
        "to split it."
    )

    c.user(
        "Yeah, he's right. Drop the discretion completely. Split 4502: Okonjo's crew keeps the first "
        "two sectors, and the back half (NM 227/228) goes to reserves."
    )
    c.tools(
        "Running the pairing solver to split P-4502 without discretion.",
        (
            "pairing_solver",
            {
                "split": "P-4502",
                "keep_sectors": [1, 2],
                "discretion": 0,
                "fill_from": "reserve:KVL",
            },
            solver_log(
                r,
                [
                    "2027-02-14T19:58:41Z solver[3411] SPLIT P-4502 -> P-4502A (NM 225/226, FDP 7:05) + P-4502B (NM 227/228, report 12:20, FDP 6:40)",
                    "2027-02-14T19:58:43Z solver[3411] P-4502B needs CPT FO CC CC; candidates CPT: none free after HLD-20417; FO: K. Varga",
                    "2027-02-14T19:58:44Z solver[3411] suggestion: P-4502B CPT from DRM deadhead on NM 204 (arr KVL 07:10): Capt. F. Ilsley",
                ],
            ),
        ),
    )
    c.replaced(
        "P-4502 was planned as one pairing with 1h commander's discretion (FDP 14:00); discretion dropped and the pairing split",
        ["FDP 14:00"],
        back=2,
    )
    c.label(
        "decision",
        "No commander's discretion: P-4502 split into P-4502A (Okonjo crew, NM 225/226) and P-4502B (NM 227/228, from reserves)",
        ["P-4502A", "P-4502B"],
    )
    c.say(
        "Split done with zero discretion:\n"
        "- P-4502A: Okonjo's crew, NM 225/226, FDP 7:05.\n"
        "- P-4502B: NM 227/228, report 12:20, FDP 6:40, needs a full crew.\n\n"
        "For P-4502B the solver finds FO K. Varga and our last two cabin crew (Sarrazin plus one), but "
        "no free captain at KVL after Adeyemi. It suggests deadheading Capt. F. Ilsley from DRM on "
        "NM 204, arriving KVL 07:10, well before the 12:20 report. Want me to go with that?"
    )

    c.user("Yes, deadhead Ilsley on 204. Varga and Sarrazin onto 4502B, and find a second CC.")
    c.tools(
        "Refreshing the pool first, in case anything changed.",
        (
            "reserve_pool",
            {"date": "2027-02-15", "base": "KVL", "available_from": "04:00"},
            reserve_table(
                r,
                [
                    ["R40315", "K. Varga", "FO", "KVL", "04:00-16:00", "SICK 20:04", "39h"],
                    ["R40579", "D. Sarrazin", "CC", "KVL", "04:00-16:00", "SICK 20:06", "58h"],
                ],
                "KVL: 7 reserves remain after 2 sick calls (K. Varga, D. Sarrazin); AVAIL now: none unassigned in FO/CC",
            ),
        ),
    )
    c.replaced("KVL had 9 available reserves; two called sick, 7 remain", ["9 reserves"])
    c.label(
        "fact",
        "FO K. Varga and CC D. Sarrazin called in sick at 20:04/20:06; KVL down to 7 reserves",
        ["SICK 20:04", "7 reserves"],
    )
    c.say(
        "Bad news: both Varga and Sarrazin called in sick (20:04 and 20:06), so KVL is down to 7 "
        "reserves and every FO and CC reserve is already assigned. P-4502B now has a captain (Ilsley "
        "by deadhead) but no FO and no cabin crew."
    )

    c.user(
        "Move Nakashima from 4533 to 4502B then; 4502B is the later report and has the connecting "
        "passengers. For cabin, ask crew scheduling to call the two volunteers from the day-off list."
        " And what does that do to 4533?"
    )
    c.tools(
        "Re-holding Nakashima and asking scheduling for volunteers.",
        (
            "roster_hold",
            {
                "release": "HLD-20413",
                "hold": ["P-4502B", "FO", "R40318"],
                "deadhead": ["P-4502B", "CPT", "DRM:F. Ilsley", "NM 204"],
            },
            "released HLD-20413 (S. Nakashima on P-4533)\n"
            "HLD-20421  P-4502B FO   S. Nakashima   held 2027-02-14T20:15:02Z\n"
            "HLD-20422  P-4502B CPT  F. Ilsley      held (DH NM 204 DRM-KVL, arr 07:10)",
        ),
        (
            "mail",
            {
                "action": "send",
                "to": "crew-scheduling@northmere.example",
                "subject": "2 CC volunteers for P-4502B (report 12:20)",
            },
            "sent 2027-02-14T20:16:11Z\nauto-reply: ticket SCH-6680 opened, volunteer calls in progress",
        ),
    )
    c.say(
        "Nakashima is now held on P-4502B (HLD-20421) and Ilsley as deadhead captain (HLD-20422, "
        "NM 204 arrives 07:10). Crew scheduling opened SCH-6680 and is calling day-off volunteers for "
        "the two P-4502B cabin seats. Consequence: P-4533 (report 06:10) has an open FO seat again, "
        "and there is no FO left in the KVL pool."
    )

    c.user(
        "Ops just told me NM 318 got an ATC slot, it's off at 08:15 now instead of 06:40. That's "
        "4533's first sector, isn't it? If that opens anything up, hold whoever fits and tell me "
        "what's still uncovered."
    )
    c.tools(
        "Yes, NM 318 is P-4533's first leg. Checking whether a DRM FO can deadhead in on NM 204 and "
        "still make the later departure.",
        (
            "ftl_check",
            {
                "crew": "DRM:FO L. Brandt",
                "pairing": "P-4533",
                "deadhead_in": "NM 204",
                "first_std": "08:15",
            },
            ftl_report(
                r,
                "L. Brandt (DRM)",
                "P-4533",
                [
                    "RESULT: PASS  FDP 11:20 / limit 12:30 (deadhead NM 204 counted as duty)",
                    "  report DRM 05:30 for NM 204, arr KVL 07:10, NM 318 std 08:15 (ATC slot CTOT 08:15)",
                ],
            ),
        ),
    )
    c.replaced(
        "NM 318 (P-4533 first sector) was due off at 06:40; ATC slot moved it to 08:15",
        ["06:40"],
        back=2,
    )
    c.label(
        "fact",
        "With NM 318 off at 08:15, DRM FO L. Brandt deadheading on NM 204 is legal on P-4533 (FDP 11:20 of 12:30)",
        ["L. Brandt", "FDP 11:20"],
    )
    c.tools(
        "Yes: NM 318 is P-4533's first sector. With the slot at 08:15, FO L. Brandt from DRM can "
        "deadhead in on NM 204 (arrives 07:10) and operate. FTL passes: FDP 11:20 of 12:30, counting "
        "the deadhead as duty. Brandt fits, so I'm holding him and re-running coverage.",
        (
            "roster_hold",
            {"hold": ["P-4533", "FO", "DRM:L. Brandt"], "deadhead": "NM 204"},
            "HLD-20425  P-4533 FO  L. Brandt  held (DH NM 204 DRM-KVL)",
        ),
        (
            "crew_roster",
            {"coverage": "2027-02-15", "base": "KVL", "window": "04:00-12:00"},
            roster_table(
                r,
                [
                    [
                        "P-4519",
                        "KVL-HLG-KVL",
                        "06:35",
                        "14:05",
                        "CPT FO(OPEN) CC CC",
                        "OPEN: FO (HLD-20412 conflict)",
                        "v3",
                    ],
                    [
                        "P-4502B",
                        "KVL-OSB-KVL",
                        "12:20",
                        "19:00",
                        "CPT FO CC(SCH-6680) CC(SCH-6680)",
                        "CC pending volunteers",
                        "v1",
                    ],
                ],
            ),
        ),
    )
    c.say(
        "Brandt held on P-4533 (HLD-20425). Coverage now shows two gaps:\n"
        "- P-4519 FO: CROSS flags a conflict on Castellanos's hold HLD-20412, he is also "
        "rostered on a simulator check at 13:00 that overlaps the 14:05 release, so the seat shows "
        "OPEN again.\n"
        "- P-4502B cabin crew: both seats waiting for volunteers under SCH-6680.\n"
        "Everything else in the first wave is covered and legal."
    )

    c.user(
        "The sim check can't move, and I'm not taking him off it. Leave 4519 open for now; Marcus Feld "
        "on the morning desk will chase a FO from OSB. Publish everything else as v3."
    )
    c.label(
        "open_issue",
        "P-4519 first-officer seat still unassigned; Marcus Feld to find an OSB FO",
        ["P-4519", "Marcus Feld", "OSB"],
    )
    c.tools(
        "Publishing the covered pairings.",
        (
            "roster_publish",
            {"version": "v3", "date": "2027-02-15", "base": "KVL", "exclude": ["P-4519"]},
            "\n".join(
                [
                    f"2027-02-14T20:{41 + i // 20:02d}:{(i * 3) % 60:02d}Z publish[772] notify crew_id={r.randrange(10000, 99999)} "
                    f"channel={pick(r, ['app', 'app', 'sms'])} status={pick(r, ['sent', 'sent', 'delivered'])}"
                    for i in range(38)
                ]
                + [
                    "2027-02-14T20:43:10Z publish[772] wrote /crewops/rosters/2027-02-15/kvl_recovery_v3.csv (31 pairings)",
                    "2027-02-14T20:43:11Z publish[772] change ticket OPS-77310 created",
                    "2027-02-14T20:43:12Z publish[772] excluded: P-4519 (OPEN FO)",
                    "2027-02-14T20:43:12Z publish[772] acknowledgements: 21 of 23 notified crew; missing: P. Ojukwu, E. Moreau-Dale",
                ]
            ),
        ),
    )
    c.label(
        "decision",
        "P-4519 left out of the v3 publication; Castellanos stays on his sim check",
        ["excluded: P-4519"],
    )
    c.label(
        "reference", "Published roster file and change ticket", ["kvl_recovery_v3.csv", "OPS-77310"]
    )
    c.say(
        "Published v3: /crewops/rosters/2027-02-15/kvl_recovery_v3.csv (31 pairings), change ticket "
        "OPS-77310. P-4519 was excluded. 21 of 23 notified crew have acknowledged; P. Ojukwu and "
        "E. Moreau-Dale haven't yet."
    )

    c.user(
        "Reply to Tom Reyes: discretion on 4502 withdrawn, pairing split, roster published under "
        "OPS-77310. Copy me. Then check whether Cedar Court's shuttle can do an early run for the "
        "4471 crew, they report 05:05. If it can't, book two taxis from Cedar Court at 04:15."
    )
    c.tools(
        "Sending the reply and asking Cedar Court.",
        (
            "mail",
            {
                "action": "send",
                "to": "t.reyes@fcu-union.example",
                "cc": "ops-controller@northmere.example",
                "subject": "Re: Objection - planned discretion on P-4502 (grievance FCU-2291)",
                "body": "Planned discretion on P-4502 withdrawn; pairing split into P-4502A/P-4502B "
                "without discretion; roster published under OPS-77310.",
            },
            "sent 2027-02-14T20:52:40Z\nauto-reply from t.reyes@fcu-union.example: Out of office until "
            "06:00 15 Feb. Grievances are closed only on written confirmation by the rep.",
        ),
        (
            "mail",
            {
                "action": "send",
                "to": "dutymanager@cedarcourt.example",
                "subject": "Block HB-88163 - shuttle for crew reporting 05:05",
            },
            "sent 2027-02-14T20:53:05Z\nreply 2027-02-14T21:06:47Z from dutymanager@cedarcourt.example:\n"
            "Our first shuttle run is 04:45 and cannot go earlier - the driver starts at 04:30. "
            "Travel time to the crew centre is 20-25 minutes in current conditions.",
        ),
    )
    c.label(
        "fact",
        "Cedar Court's first shuttle is 04:45 (20-25 min ride), too late for the 05:05 report",
        ["04:45", "20-25 minutes"],
    )
    c.label(
        "pending_action",
        "Get Tom Reyes's written confirmation after 06:00 to close grievance FCU-2291",
        ["FCU-2291", "06:00", "written confirmation"],
    )
    c.tools(
        "Reply sent to Tom Reyes with you in copy. His auto-reply: out of office until 06:00, and "
        "grievances are only closed on his written confirmation, so FCU-2291 stays open until he "
        "answers. Cedar Court: first shuttle 04:45, can't go earlier, and the ride is 20-25 minutes, "
        "which puts the P-4471 crew at the crew centre around 05:10, after their 05:05 report, so "
        "as you said I'm booking taxis.",
        (
            "ground_transport",
            {
                "pickup": "Cedar Court Hotel",
                "time": "2027-02-15T04:15Z",
                "vehicles": 2,
                "drop": "KVL crew centre",
                "cost_centre": "OCC-IRR",
            },
            "BOOKED GT-51904 (2 x taxi, Kestrel Cabs) pickup 04:15 Cedar Court Hotel -> KVL crew centre\n"
            "driver details sent by SMS 30 min before pickup; cancellation free until 03:15",
        ),
    )
    c.label(
        "decision",
        "Two taxis at 04:15 from Cedar Court for the P-4471 crew (GT-51904) instead of the shuttle",
        ["GT-51904", "04:15"],
    )
    c.say(
        "Booked GT-51904: two Kestrel Cabs taxis at 04:15 from Cedar Court to the crew centre, free "
        "cancellation until 03:15."
    )

    c.user(
        "Good. I'm off at 22:00, Marcus Feld takes over. Write the handover: what's open, what he has "
        "to do, and anything we still don't know. Tell him that if there's no OSB FO by 04:30 he's to "
        "cancel NM 311/312 on 4519 and rebook the passengers."
    )
    c.tools(
        "Checking the last state of SCH-6680 and the acknowledgements before writing it.",
        (
            "mail",
            {"folder": "ops-control", "filter": "SCH-6680 OR acknowledgement"},
            mailbox(
                r,
                [
                    "=== message 2027-02-14 21:31 from crew-scheduling@northmere.example ===",
                    "Subject: SCH-6680 volunteers",
                    "One volunteer confirmed for P-4502B: CC A. Tull (day off, accepted 2.0x premium). Still",
                    "calling for the second seat; list exhausted for KVL, trying PNT-based crew for a positioning.",
                    "=== message 2027-02-14 21:35 from crewops-publisher ===",
                    "Acknowledged: E. Moreau-Dale 21:34, P. Ojukwu 21:40. All 23 notified crew have acknowledged v3.",
                ],
                ["21:31  crew-scheduling@northmere.example  SCH-6680 volunteers"],
            ),
        ),
    )
    c.label(
        "fact",
        "CC A. Tull volunteered for P-4502B at 2.0x premium; second P-4502B cabin seat still open",
        ["A. Tull", "2.0x"],
    )
    c.label(
        "fact",
        "P. Ojukwu acknowledged at 21:40; all 23 notified crew have acknowledged the v3 roster",
        ["Ojukwu 21:40", "All 23 notified crew"],
    )
    c.replaced("v3 acknowledgements were 21 of 23; now all 23 acknowledged", ["21 of 23"])
    c.say(
        "Handover for Marcus Feld (15 Feb first wave, KVL):\n\n"
        "Covered and published (v3, OPS-77310, /crewops/rosters/2027-02-15/kvl_recovery_v3.csv): "
        "all 23 notified crew have acknowledged. P-4471 with Capt. Adeyemi; P-4488, P-4540, P-4502A (Okonjo's crew, no discretion), P-4533 with "
        "FO L. Brandt deadheading on NM 204, and NM 318 now off at 08:15. Crew hotel: Cedar Court, "
        "HB-88163, 22 rooms; taxis GT-51904 at 04:15 for the P-4471 crew.\n\n"
        "To do:\n"
        "1. P-4519 FO is still unassigned: find a FO from OSB (Castellanos stays on his 13:00 sim check).\n"
        "2. P-4502B second cabin seat: SCH-6680 has A. Tull confirmed (2.0x premium); scheduling is "
        "trying a PNT-based CC positioning for the other seat.\n"
        "3. If there is no OSB first officer for P-4519 by 04:30, cancel NM 311/312 and rebook the "
        "passengers.\n"
        "4. Grievance FCU-2291 stays open until Tom Reyes confirms in writing (he is back at 06:00).\n\n"
        "Unknown: whether the Ridgeline Inn bills the 10 rooms of the cancelled block as no-show; "
        "their email only waived the 8 they couldn't honour."
    )
    c.label(
        "pending_action",
        "Find a second CC for P-4502B via SCH-6680 (PNT positioning being tried)",
        ["SCH-6680", "PNT-based"],
        back=1,
    )
    c.label(
        "open_issue",
        "Unknown whether the Ridgeline Inn bills the 10 rooms of the cancelled block as no-show",
        ["no-show", "10 rooms"],
    )

    c.label(
        "pending_action",
        "If no OSB FO for P-4519 by 04:30, cancel NM 311/312 and rebook passengers",
        ["04:30", "NM 311/312"],
        back=3,
    )
    return c.doc()


# -- 2. pharmacy formulary switch (zh) -----------------------------------------------------

WARDS = [
    "心内科一病区",
    "心内科二病区",
    "CCU",
    "神经内科",
    "骨科一病区",
    "骨科二病区",
    "普外科",
    "胸外科",
    "呼吸内科",
    "ICU",
    "肾内科",
    "血液透析中心",
    "老年医学科",
    "肿瘤科",
    "妇产科",
    "泌尿外科",
    "血管外科",
    "急诊科",
    "内分泌科",
    "消化内科",
    "康复医学科",
    "神经外科",
]
DRUGS = [
    "头孢呋辛钠",
    "注射用泮托拉唑钠",
    "阿托伐他汀钙片",
    "低分子肝素钙",
    "硫酸氢氯吡格雷片",
    "甲钴胺注射液",
    "奥美拉唑肠溶胶囊",
    "氨氯地平片",
    "注射用头孢曲松钠",
    "左氧氟沙星注射液",
    "那屈肝素钙注射液",
    "瑞舒伐他汀钙片",
    "盐酸二甲双胍片",
    "注射用兰索拉唑",
    "复方氯化钠注射液",
]


def ward_usage(rng: random.Random, keep: dict[str, list[int]]) -> str:
    rows = []
    for w in WARDS:
        vals = keep.get(w) or [rng.randrange(20, 160) for _ in range(6)]
        rows.append([w, *[str(v) for v in vals], str(sum(vals) // 6)])
    detail = []
    for _ in range(60):
        detail.append(
            f"  {pick(rng, ['2027-02', '2027-01', '2026-12'])}-{rng.randrange(1, 29):02d} "
            f"{pick(rng, WARDS):<8} 发药单 FY{rng.randrange(1000000, 9999999)} 数量 {rng.randrange(1, 30)} "
            f"退药 {pick(rng, ['0', '0', '0', '1', '2'])} 医嘱医生 {pick(rng, ['王', '李', '赵', '钱', '孙', '吴', '郑'])}"
            f"{pick(rng, ['建', '敏', '磊', '芳', '涛', '静', '斌'])}"
        )
    lines = [
        "HIS 药品消耗统计  药品: 依诺肝素钠注射液(克赛宁) 0.4ml  HIS编码 YP-0457",
        "统计区间 2026-09-01 至 2027-02-28  单位: 支  口径: 病区发药+门诊发药-退药",
        "",
        fixed_table(["科室", "9月", "10月", "11月", "12月", "1月", "2月", "月均"], rows),
        "",
        "合计月均: 2150 支 (其中 肾内科+血液透析中心 月均 480 支)",
        "",
        "近三个月发药明细(抽样 60 条):",
        *detail,
        "",
        "同期其他抗凝药消耗(对照):",
    ]
    for d in DRUGS * 3:
        lines.append(
            f"  {d:<12} 月均 {rng.randrange(200, 9000)} {pick(rng, ['支', '片', '盒', '瓶'])}  "
            f"金额 ¥{rng.randrange(10000, 400000):,}"
        )
    lines.append("")
    lines.append("查询耗时 2.31s  操作人: zhoumin  终端 PHA-WS-07")
    return "\n".join(lines)


def stock_lots(rng: random.Random, keep: list[list[str]], summary: str) -> str:
    rows = []
    for _ in range(75):
        rows.append(
            [
                pick(rng, DRUGS),
                f"{rng.randrange(20250000, 20269999)}",
                f"202{rng.randrange(7, 9)}-{rng.randrange(1, 13):02d}",
                f"A-{rng.randrange(1, 40):02d}-{rng.randrange(1, 8)}",
                str(rng.randrange(10, 900)),
                str(rng.randrange(10, 900)),
                pick(rng, ["一致", "一致", "差异"]),
            ]
        )
    rows = spliced(rng, rows, keep)
    return (
        "药库盘点结果  盘点单号 PD-20270305-02  盘点人: 药库 刘晓燕 / 复核: 马骏\n"
        "范围: 一级库 冷藏区 + 常温区 A 排\n\n"
        + fixed_table(["品名", "批号", "效期", "货位", "账面数", "实盘数", "结果"], rows)
        + f"\n\n{summary}\n"
    )


def price_platform(rng: random.Random, keep: list[dict]) -> str:
    items = []
    for _ in range(40):
        items.append(
            {
                "药品通用名": pick(rng, DRUGS),
                "规格": pick(rng, ["0.4ml", "20mg*7片", "40mg", "1g", "0.5g", "10ml"]),
                "生产企业": pick(rng, ["鼎泰制药", "安和药业", "北辰生物", "江南医药", "恒远制药"]),
                "挂网价": round(rng.uniform(0.5, 120), 2),
                "集采批次": pick(rng, ["第七批", "第八批", "省联盟", "未集采"]),
                "状态": pick(rng, ["在网", "在网", "暂停"]),
            }
        )
    items = spliced(rng, items, keep)
    return "省医药集中采购平台 查询结果 (2027-03-05 10:14)\n" + json.dumps(
        {"total": len(items), "records": items}, ensure_ascii=False, indent=1
    )


def label_doc(rng: random.Random, title: str, key: list[str]) -> str:
    filler = [
        "本品为低分子量肝素，由肝素经碱性解聚制得，平均分子量约为4500道尔顿。",
        "动物实验中未见明显致畸作用，但妊娠期用药应权衡利弊。",
        "与其他抗凝药、抗血小板药合用时，出血风险增加，应密切监测。",
        "贮藏：25℃以下保存，不得冷冻。",
        "少数患者可出现注射部位血肿、瘀斑及轻度疼痛。",
        "罕见血小板减少症，用药期间建议监测血小板计数。",
        "本品不可肌内注射。预灌封注射器在使用前无需排气。",
        "老年患者（≥75岁）在治疗急性ST段抬高型心肌梗死时不予静脉推注负荷剂量。",
    ]
    lines = [f"【{title}】", ""]
    for sect in [
        "成份",
        "性状",
        "适应症",
        "规格",
        "用法用量",
        "不良反应",
        "禁忌",
        "注意事项",
        "药物相互作用",
        "药理毒理",
        "药代动力学",
        "贮藏",
        "有效期",
    ]:
        lines.append(f"【{sect}】")
        for _ in range(rng.randrange(5, 10)):
            lines.append("  " + pick(rng, filler) + pick(rng, filler))
        if sect == "规格":
            lines += ["  " + k for k in key]
    return "\n".join(lines)


def oa_mail(rng: random.Random, full: list[str], heads: list[str]) -> str:
    subj = [
        "关于开展三月份处方点评工作的通知",
        "冷链设备巡检安排",
        "临床药师轮转排班",
        "医保飞行检查自查材料",
        "静配中心耗材申领",
        "抗菌药物专项整治月报",
        "药品不良反应上报汇总",
        "下周行政查房安排",
    ]
    items = [
        f"2027-03-0{rng.randrange(1, 6)} {hhmm(rng.randrange(480, 1080))}  {pick(rng, ['医务处', '院办', '药学部', '护理部', '信息科'])}  "
        f"{pick(rng, subj)}"
        for _ in range(40)
    ]
    lines = (
        ["OA 收件箱  用户: 周敏(药剂科)", ""]
        + spliced(rng, items, heads)
        + ["", *full, "", "—— 历史往来 ——"]
    )
    for _ in range(30):
        lines.append(
            f"> {pick(rng, ['收到', '好的', '已阅', '请各科室知悉'])}，{pick(rng, ['按原计划执行', '下周一前反馈', '附件已更新', '请药库配合'])}。"
            f"（{pick(rng, ['医务处', '护理部', '药学部'])} {rng.randrange(1, 28)}日）"
        )
    return "\n".join(lines)


def projection(rng: random.Random, stock: int, days: int, month: int, day: int) -> str:
    rows = []
    for _ in range(days):
        out = rng.randrange(58, 88)
        rows.append([f"2027-{month:02d}-{day:02d}", str(stock), str(out), "0", str(stock - out)])
        stock -= out
        day += 1
        if day > 31 or (month == 3 and day > 31):
            month, day = month + 1, 1
    return "库存推演(按近 30 日日均出库随机波动, 不含补货):\n" + fixed_table(
        ["日期", "期初", "出库", "入库", "期末"], rows
    )


def ward_split(rng: random.Random) -> str:
    rows = [
        [w, str(rng.randrange(40, 160)), pick(rng, ["替换", "替换", "替换"])]
        for w in WARDS
        if w not in ("肾内科", "血液透析中心")
    ]
    rows += [["肾内科", "179", "保留原研"], ["血液透析中心", "301", "保留原研"]]
    return "按科室拆分(月均, 支):\n" + fixed_table(["科室", "月均", "方案"], rows)


def build_pharmacy() -> dict:
    c = Conv(
        "blind-zh-pharmacy-formulary",
        "依诺肝素原研替换为仿制药（处方集调整）",
        "你是江临市第二人民医院药剂科的助手，可以查询 HIS 用量与库存、药库盘点结果、省集采平台价格、"
        "药品说明书库、OA 邮件与会议日历，并能起草采购订单和信息科工单。金额单位为人民币。",
        seed=7202,
    )
    r = c.rng
    c.user(
        "院里定了，处方集里的依诺肝素要从原研克赛宁换成华康制药的仿制药，省钱。我负责落地，前提是"
        "切换期间临床不能断药，库存至少留两周的量。你先帮我看看现在的用量和库存。"
    )
    c.label(
        "user_goal",
        "把处方集里的依诺肝素从原研克赛宁换成华康仿制药，切换期间不断药，库存至少留两周",
        ["克赛宁", "华康", "两周"],
    )
    usage = ward_usage(
        r,
        {
            "肾内科": [182, 175, 190, 168, 171, 186],
            "血液透析中心": [301, 296, 310, 288, 305, 302],
            "心内科一病区": [260, 255, 270, 248, 266, 259],
        },
    )
    c.tools(
        "先查 HIS 里的用量和账面库存。",
        (
            "his_query",
            {
                "report": "consumption",
                "drug_code": "YP-0457",
                "from": "2026-09-01",
                "to": "2027-02-28",
            },
            usage,
        ),
        (
            "his_query",
            {"report": "stock", "drug_code": "YP-0457"},
            "HIS 库存查询  YP-0457 依诺肝素钠注射液(克赛宁) 4000AxaIU/0.4ml\n"
            + fixed_table(
                ["库房", "账面数量", "在途", "最近入库"],
                [
                    ["一级库(药库)", "1240", "0", "2027-02-21"],
                    ["门诊药房", "96", "0", "2027-03-01"],
                    ["住院药房", "212", "0", "2027-03-02"],
                ],
            )
            + "\n一级库账面 1240 支；二级库合计 308 支\n单价(采购) ¥39.80/支",
        ),
    )
    c.label(
        "fact",
        "依诺肝素月均用量 2150 支，其中肾内科+血液透析中心月均 480 支",
        ["2150 支", "480 支"],
        back=0,
    )
    c.label("reference", "原研克赛宁的 HIS 编码 YP-0457", ["YP-0457"], back=1)
    c.say(
        "现状如下：\n"
        "- 用量：近 6 个月月均 2150 支，其中肾内科和血液透析中心合计月均 480 支，心内科一病区约 260 支。\n"
        "- 库存：药库（一级库）账面 1240 支，门诊药房 96 支、住院药房 212 支。\n"
        "- 原研采购单价 ¥39.80/支。\n"
        "按日均约 72 支算，药库账面 1240 支大约够 17 天。不过这是账面数，药库今天在做盘点，最好以实盘为准。"
    )

    c.user("对，刘晓燕上午刚盘完，你看下盘点结果。")
    c.tools(
        "查盘点单。",
        (
            "inventory_count",
            {"count_id": "PD-20270305-02"},
            stock_lots(
                r,
                [
                    [
                        "依诺肝素钠注射液(克赛宁)",
                        "KX2606118",
                        "2028-06",
                        "C-02-1",
                        "640",
                        "560",
                        "差异",
                    ],
                    [
                        "依诺肝素钠注射液(克赛宁)",
                        "KX2609034",
                        "2028-09",
                        "C-02-2",
                        "600",
                        "526",
                        "差异",
                    ],
                ],
                "依诺肝素钠注射液(克赛宁) 账面 1240 支，实盘 1086 支，差异 -154 支（原因待查：疑为 3/3 住院药房调拨未过账）",
            ),
        ),
    )
    c.replaced("药库克赛宁库存按账面为 1240 支；盘点后实盘为 1086 支", ["1240 支"])
    c.label(
        "fact",
        "药库盘点 PD-20270305-02 实盘克赛宁 1086 支（两个批号），比账面少 154 支",
        ["1086 支", "PD-20270305-02"],
    )
    c.say(
        "盘点结果：克赛宁实盘 1086 支（批号 KX2606118 560 支、KX2609034 526 支），比账面少 154 支，"
        "盘点单备注疑似 3 月 3 日住院药房调拨未过账。按实盘算，药库只够大约 15 天。差异的原因需要药库核实，"
        "但库存计划我先按 1086 支来做。"
    )

    c.user(
        "行，按 1086 算。华康那个仿制药集采平台上挂的什么价？跟原研比一年能省多少？还有药事会（药事管理与药物治疗学委员会）"
        "什么时候开？这个得上会才能改处方集。"
    )
    c.tools(
        "查省集采平台。",
        (
            "price_platform",
            {"keyword": "依诺肝素钠注射液", "spec": "0.4ml"},
            price_platform(
                r,
                [
                    {
                        "药品通用名": "依诺肝素钠注射液",
                        "规格": "40mg/0.4ml",
                        "生产企业": "华康制药",
                        "挂网价": 18.60,
                        "集采批次": "省联盟",
                        "状态": "在网",
                        "一致性评价": "通过",
                        "平台编码": "XJ2271-0413",
                    },
                    {
                        "药品通用名": "依诺肝素钠注射液",
                        "规格": "4000AxaIU/0.4ml",
                        "生产企业": "克赛宁(原研)",
                        "挂网价": 39.80,
                        "集采批次": "未集采",
                        "状态": "在网",
                        "平台编码": "XJ1038-0022",
                    },
                ],
            ),
        ),
    )
    c.label(
        "fact", "华康依诺肝素省联盟集采在网、通过一致性评价，平台编码 XJ2271-0413", ["XJ2271-0413"]
    )
    c.tools(
        "平台上华康依诺肝素 40mg/0.4ml 挂网价 ¥18.60/支，省联盟集采、通过一致性评价，平台编码 XJ2271-0413；"
        "原研 ¥39.80/支。每支差 ¥21.20，按月均 2150 支全部替换，一年大约省 ¥54.7 万。接着查药事会日历。",
        (
            "calendar",
            {"calendar": "药事管理与药物治疗学委员会", "from": "2027-03-01", "to": "2027-04-30"},
            "\n".join(
                [
                    f"2027-{pick(r, ['03', '04'])}-{r.randrange(1, 29):02d} {hhmm(r.randrange(480, 1020))}  "
                    f"{pick(r, ['抗菌药物管理小组例会', '临床药学周会', '处方点评反馈会', '药库月结', 'PIVAS 质控会'])}  "
                    f"地点: {pick(r, ['行政楼 302', '门诊 5F 会议室', '线上'])}"
                    for _ in range(60)
                ]
                + [
                    "2027-03-12 14:30  药事管理与药物治疗学委员会 第一季度会议  地点: 行政楼 301  秘书: 孙倩",
                    "  已报议题: PTC-2027-04 抗菌药物分级目录调整; PTC-2027-05 静配中心收费; PTC-2027-06 依诺肝素品种替换(药剂科)",
                ]
            ),
        ),
    )
    c.label(
        "reference",
        "依诺肝素替换的药事会议题编号 PTC-2027-06，会议秘书孙倩",
        ["PTC-2027-06", "孙倩"],
    )
    c.say(
        "药事会第一季度会议在 3月12日 14:30，行政楼 301，秘书孙倩。我们的议题已经报上去了：PTC-2027-06 "
        "依诺肝素品种替换。如果 3月12日通过，留两周给采购到货、信息科改字典和通知临床，可以 4月1日 切换。"
    )

    c.user("就按 4月1日 切换。华康首批先订 3000支，够一个多月。")
    c.say(
        "好，计划：4月1日 全院切换到华康，首批订 3000支。订单等会议通过后再正式提交。"
        "另外提醒一下：从现在到 4月1日 还有 27 天，日均 72 支要 1940 支左右，实盘 1086 支不够，需要补一批克赛宁。"
    )

    c.user(
        "心内科那边有医生在问，原研写的是 4000AxaIU，华康写的是 40mg，剂量怎么换算，会不会搞错。你查下两个说明书。"
    )
    c.tools(
        "调取两份说明书的规格和用法用量。",
        (
            "drug_label",
            {"product": "克赛宁 依诺肝素钠注射液"},
            label_doc(
                r,
                "克赛宁 依诺肝素钠注射液 说明书 (修订日期 2025-08-14)",
                ["0.4ml:4000AxaIU（相当于依诺肝素钠 40mg）", "0.6ml:6000AxaIU", "0.8ml:8000AxaIU"],
            ),
        ),
        (
            "drug_label",
            {"product": "华康 依诺肝素钠注射液"},
            label_doc(
                r,
                "依诺肝素钠注射液（华康制药）说明书 (修订日期 2026-04-02)",
                ["0.4ml:40mg（4000AxaIU）", "0.6ml:60mg", "按抗Xa活性计 1mg 相当于 100AxaIU"],
            ),
        ),
    )
    c.label(
        "fact",
        "两个说明书一致：1mg 依诺肝素钠相当于 100AxaIU，40mg/0.4ml 即 4000AxaIU/0.4ml，剂量一对一",
        ["1mg 相当于 100AxaIU"],
    )
    c.say(
        "两份说明书写法不同但剂量一致：克赛宁标 0.4ml:4000AxaIU（相当于依诺肝素钠 40mg），华康标 0.4ml:40mg"
        "（4000AxaIU），并写明按抗Xa活性计 1mg 相当于 100AxaIU。所以 0.4ml 对 0.4ml 一对一替换，医嘱按 mg "
        "开就行。建议在 HIS 医嘱里两种单位都显示，避免有人把 4000 当成 mg。"
    )

    c.user("好。另外肾内科韩立群主任给我发了邮件，好像不同意，你看一下。")
    c.tools(
        "读邮件。",
        (
            "oa_mail",
            {"folder": "收件箱", "from": "韩立群"},
            oa_mail(
                r,
                [
                    "=== 2027-03-05 11:42  发件人: 韩立群(肾内科主任)  主题: 关于依诺肝素替换的意见 ===",
                    "周老师：",
                    "我科和血液透析中心的患者多数 CrCl<30ml/min，部分需要按抗Xa水平调整剂量。我们积累的抗Xa 监测数据",
                    "和剂量方案都基于克赛宁，仿制药在重度肾功能不全人群中没有我们自己的数据。透析中心还用它做",
                    "透析管路抗凝。建议肾内科和透析中心暂不替换，至少观察半年。这个意见请一并提交药事会。",
                    "韩立群",
                ],
                ["2027-03-05 11:42  韩立群(肾内科)  关于依诺肝素替换的意见"],
            ),
        ),
    )
    c.label(
        "fact",
        "肾内科韩立群主任反对替换：患者多为 CrCl<30ml/min，抗Xa 监测数据基于克赛宁",
        ["韩立群", "CrCl<30ml/min"],
    )
    c.say(
        "韩立群主任的意见：肾内科和血液透析中心的患者多为 CrCl<30ml/min，部分按抗Xa 水平调剂量，现有监测数据"
        "和方案都基于克赛宁；透析中心还用于透析管路抗凝。他建议这两个科室暂不替换、至少观察半年，并要求把意见"
        "提交药事会。可选方案：1）全院替换，肾内科加强抗Xa 监测；2）肾内科和透析中心保留原研，其余科室替换；"
        "3）整体推迟。"
    )

    c.user("第二个。肾内科和透析中心继续用克赛宁，其他科室换。那华康首批订多少合适？")
    c.label(
        "decision",
        "肾内科和血液透析中心继续用原研克赛宁，其他科室替换为华康",
        ["继续用克赛宁", "透析中心"],
    )
    c.tools(
        "按排除肾内科和透析中心后的用量重算。",
        (
            "calc",
            {"expr": "(2150 - 480) * 1.4", "note": "非肾科月均 x 1.4 个月(首批覆盖到第二批到货)"},
            "(2150 - 480) * 1.4 = 2338.0\n取整到整箱(每箱 100 支): 2400\n\n" + ward_split(r),
        ),
    )
    c.replaced("华康首批订量原为 3000支，排除肾内科后改为 2400支", ["3000支"])
    c.say(
        "按方案二：肾内科和透析中心保留原研，其余科室月均 1670 支。首批覆盖 1.4 个月，约 2338 支，按整箱 100 支"
        "取整为 2400支，首批从 3000支 改为 2400支。克赛宁以后只供这两个科室，月均 480 支。"
    )

    c.user("刚收到孙倩通知，药事会改期了，你看下邮件。")
    c.tools(
        "查看通知。",
        (
            "oa_mail",
            {"folder": "收件箱", "from": "孙倩"},
            oa_mail(
                r,
                [
                    "=== 2027-03-05 15:20  发件人: 孙倩(医务处/药事会秘书)  主题: 【改期】药事会第一季度会议 ===",
                    "各位委员：因院长 3月12日 参加市卫健委会议，药事会第一季度会议改期至 3月19日(周五) 14:30，",
                    "地点不变（行政楼 301）。议题材料请于 3月16日 17:00 前提交至医务处邮箱。",
                ],
                ["2027-03-05 15:20  孙倩(医务处)  【改期】药事会第一季度会议"],
            ),
        ),
    )
    c.replaced("药事会原定 3月12日；改期至 3月19日", ["3月12日"])
    c.label(
        "fact",
        "药事会改到 3月19日 14:30，议题材料 3月16日 17:00 前交医务处",
        ["3月19日", "3月16日 17:00"],
    )
    c.say(
        "药事会改到 3月19日（周五）14:30，地点不变；议题材料要在 3月16日 17:00 前交医务处。会后两周"
        "准备期的话，4月1日 切换就太紧了，我建议切换日往后挪一周到 4月8日。"
    )

    c.user("同意，切换改到 4月8日。那克赛宁要补多少才能撑到那天？别忘了肾内科以后也一直要用。")
    c.tools(
        "算一下到 4月8日 的缺口。",
        (
            "calc",
            {"expr": "72 * 34 - 1086", "note": "3/5 至 4/8 共 34 天，全院日均 72 支，减实盘"},
            "72 * 34 - 1086 = 1362\n另加肾内科+透析中心 4/8 后两周安全库存: 480 / 30 * 14 = 224\n合计建议 1586，取整箱(每箱 50 支): 1600\n\n"
            + projection(r, 1086, 34, 3, 5),
        ),
    )
    c.replaced("全院切换日原定 4月1日；因药事会改期改为 4月8日", ["4月1日"], back=2)
    c.label("decision", "全院切换日定为 4月8日", ["切换改到 4月8日"], back=2)
    c.say(
        "从今天到 4月8日 共 34 天，按日均 72 支需要约 2448 支，扣掉实盘 1086 支，缺口 1362 支；再加肾内科和透析中心"
        "切换后两周的安全库存 224 支，合计 1586 支，按整箱 50 支取整：补订克赛宁 1600 支。"
    )

    c.user(
        "采购科老方刚才说华康那边松口了，年采购量承诺 2 万支以上的话单价降到 ¥17.20。我们一年两万出头，"
        "应该够。按新价格重算一下节省。"
    )
    c.tools(
        "重算年度节省。",
        (
            "calc",
            {"expr": "(39.80 - 17.20) * 1670 * 12", "note": "非肾科月均 1670 支"},
            "(39.80 - 17.20) * 1670 * 12 = 452904.0\n年采购量 1670 * 12 = 20040 支 (>= 20000 承诺量)\n\n"
            + fixed_table(
                ["月份", "非肾科用量(预测)", "原研金额", "华康金额", "差额"],
                [
                    [
                        f"2027-{m:02d}",
                        str(q),
                        f"{q * 39.8:.2f}",
                        f"{q * 17.2:.2f}",
                        f"{q * 22.6:.2f}",
                    ]
                    for m, q in ((m, 1670 + r.randrange(-90, 90)) for m in range(4, 13))
                ],
            )
            + "\n注: 预测值仅供参考, 年度合计以 1670 x 12 计",
        ),
    )
    c.replaced(
        "华康单价原为挂网价 ¥18.60；谈判后 ¥17.20（年采购量承诺 2 万支以上）", ["¥18.60"], back=2
    )
    c.label(
        "fact",
        "华康单价 ¥17.20（年承诺量 2 万支），年采购 20040 支，年节省约 ¥452,904",
        ["¥17.20", "452904"],
    )
    c.say(
        "按 ¥17.20、非肾科月均 1670 支算：年采购 20040 支，刚好过 2 万支的承诺线，年节省 ¥452,904，约 45.3 万。"
        "余量很薄：如果用量降 0.2% 就够不上承诺量，合同里最好写明未达量的处理方式。"
    )
    c.label(
        "open_issue",
        "年采购量 20040 支仅略高于 2 万支承诺线，合同里未达量如何处理尚未明确",
        ["20040 支", "未达量"],
    )

    c.user("那两张采购单你起草好，先别提交，华康的那张交货日期写 4月6日。")
    c.tools(
        "起草两张采购订单（草稿状态）。",
        (
            "purchase_order",
            {
                "action": "draft",
                "supplier": "华康制药",
                "item": "依诺肝素钠注射液 40mg/0.4ml",
                "platform_code": "XJ2271-0413",
                "qty": 2400,
                "unit_price": 17.20,
                "delivery": "2027-04-06",
            },
            "草稿已保存  订单号 PO-20270305-118  状态: 草稿(未提交)\n供应商: 华康制药  数量 2400 支  单价 ¥17.20  "
            "金额 ¥41,280.00  交货 2027-04-06\n审批流: 药剂科主任 -> 采购科 -> 分管院长",
        ),
        (
            "purchase_order",
            {
                "action": "draft",
                "supplier": "国药控股江临",
                "item": "克赛宁 依诺肝素钠注射液 4000AxaIU/0.4ml",
                "platform_code": "XJ1038-0022",
                "qty": 1600,
                "unit_price": 39.80,
                "delivery": "2027-03-12",
            },
            "草稿已保存  订单号 PO-20270305-119  状态: 草稿(未提交)\n供应商: 国药控股江临  数量 1600 支  单价 ¥39.80  "
            "金额 ¥63,680.00  交货 2027-03-12",
        ),
    )
    c.label(
        "reference",
        "两张采购订单草稿：华康 PO-20270305-118、克赛宁 PO-20270305-119",
        ["PO-20270305-118", "PO-20270305-119"],
    )
    c.say(
        "两张草稿都存好了，都没提交：\n"
        "- PO-20270305-118：华康 2400 支 × ¥17.20 = ¥41,280，交货 4月6日。\n"
        "- PO-20270305-119：克赛宁 1600 支 × ¥39.80 = ¥63,680，交货 3月12日（药库实盘只够到 3月20日 左右，这张不用等药事会）。"
    )

    c.user("克赛宁那张现在就提交，不等了。华康那张等药事会通过再提。")
    c.label(
        "pending_action",
        "药事会通过后提交华康订单 PO-20270305-118（2400 支，4月6日交货）",
        ["PO-20270305-118", "药事会通过再提"],
    )
    c.tools(
        "提交克赛宁订单。",
        (
            "purchase_order",
            {"action": "submit", "po": "PO-20270305-119"},
            "PO-20270305-119 已提交  审批流: 药剂科主任(待审) -> 采购科 -> 分管院长\n提交时间 2027-03-05 16:48",
        ),
    )
    c.label(
        "decision",
        "克赛宁补货单 PO-20270305-119（1600 支）立即提交，不等药事会",
        ["已提交", "1600 支"],
    )
    c.say(
        "PO-20270305-119 已提交，现在在药剂科主任审批。华康的 PO-20270305-118 保持草稿，等 3月19日 会上通过再提交。"
    )

    c.user(
        "信息科那边要提前准备 HIS 字典，华康要新建编码，医嘱单位两种都显示，肾内科和透析中心的医嘱要限定只能开原研。"
        "帮我提个工单。"
    )
    c.tools(
        "提交信息科工单。",
        (
            "it_ticket",
            {
                "action": "create",
                "to": "信息科",
                "title": "依诺肝素品种替换 HIS 字典准备",
                "body": "1) 新建华康依诺肝素 40mg/0.4ml 药品字典; 2) 医嘱界面同时显示 mg 与 AxaIU; "
                "3) 肾内科、血液透析中心限定开具 YP-0457; 4) 4月8日 0:00 停用其他科室 YP-0457",
            },
            "工单 IT-2027-0388 已创建  状态: 待受理  处理组: HIS 药品字典组  预计响应 2 个工作日\n"
            "系统提示: 新药品编码需在药事会纪要发布后方可启用(规则 HIS-DICT-07)",
        ),
    )
    c.label(
        "pending_action",
        "信息科工单 IT-2027-0388：新建华康字典、双单位显示、肾科限开原研；需药事会纪要后启用",
        ["IT-2027-0388", "HIS-DICT-07"],
    )
    c.say(
        "工单 IT-2027-0388 已建，HIS 药品字典组处理，预计 2 个工作日响应。注意系统规则 HIS-DICT-07：新编码要等药事会"
        "纪要发布后才能启用，所以字典可以先建好，启用要等 3月19日 之后。"
    )

    c.user("医保那边呢？华康的医保编码对上了没有？医保办刘主任应该回过邮件。")
    c.tools(
        "查医保办的回复。",
        (
            "oa_mail",
            {"folder": "收件箱", "from": "医保办"},
            oa_mail(
                r,
                [
                    "=== 2027-03-05 16:55  发件人: 刘卫东(医保办)  主题: Re: 华康依诺肝素医保编码 ===",
                    "周老师：华康依诺肝素的国家医保编码在省平台查到两条（XL-B01AB05-H0213 和 XL-B01AB05-H0217），",
                    "规格描述都是 0.4ml:40mg，不确定哪条对应贵院将采购的批准文号。已向省医保局提问，回复时间不确定，",
                    "一般 1-2 周。在确认之前不建议在 HIS 里对码，否则可能出现结算拒付。",
                ],
                ["2027-03-05 16:55  刘卫东(医保办)  Re: 华康依诺肝素医保编码"],
            ),
        ),
    )
    c.label(
        "open_issue",
        "华康依诺肝素医保编码未确定：省平台有 XL-B01AB05-H0213 和 H0217 两条，待省医保局答复",
        ["XL-B01AB05-H0213", "省医保局"],
    )
    c.say(
        "还没对上。医保办刘卫东回复：省平台上有两条华康依诺肝素的医保编码（XL-B01AB05-H0213 和 XL-B01AB05-H0217），"
        "规格都写 0.4ml:40mg，不确定哪条对应我们要采购的批准文号；已经问省医保局，一般 1-2 周回复。确认前不建议对码，"
        "否则可能结算拒付。这个如果拖过 4月8日 就会卡切换。"
    )

    c.user(
        "我下周出差，这事交给陈昊跟。你把药事会的议题材料放到共享盘，然后给陈昊写个交接，说清楚哪些定了哪些还没办。"
    )
    c.label(
        "pending_action",
        "陈昊接手：3月16日 17:00 前把议题材料交医务处，3月19日上会",
        ["陈昊", "3月16日 17:00"],
    )
    c.tools(
        "保存议题材料。",
        (
            "file_write",
            {"path": "\\\\pharm-share\\formulary\\2027\\PTC-2027-06_依诺肝素替换方案_v2.docx"},
            "已写入 \\\\pharm-share\\formulary\\2027\\PTC-2027-06_依诺肝素替换方案_v2.docx (48 KB)\n"
            "内容: 1 背景与用量  2 价格与节省测算  3 剂量换算说明  4 肾内科意见及处理  5 切换时间表  6 库存与采购计划\n"
            "版本记录: v1 2027-03-05 10:40 (切换日 4月1日, 首批 3000 支) -> v2 2027-03-05 17:06",
        ),
    )
    c.label(
        "reference",
        "议题材料路径 \\\\pharm-share\\formulary\\2027\\PTC-2027-06_依诺肝素替换方案_v2.docx",
        ["PTC-2027-06_依诺肝素替换方案_v2.docx"],
        back=1,
    )
    c.say(
        "交接给陈昊：\n\n"
        "已定：\n"
        "1. 4月8日 全院切换到华康依诺肝素 40mg/0.4ml（剂量一对一，1mg=100AxaIU）；肾内科和血液透析中心保留原研克赛宁。\n"
        "2. 华康单价 ¥17.20（年承诺 2 万支，预计 20040 支），年节省约 ¥452,904。\n"
        "3. 克赛宁补货 PO-20270305-119（1600 支）已提交，在主任审批。\n"
        "4. 药库实盘 1086 支（盘点单 PD-20270305-02）。\n\n"
        "待办：\n"
        "1. 议题材料 3月16日 17:00 前交医务处（文件在共享盘 PTC-2027-06_依诺肝素替换方案_v2.docx）；3月19日 上药事会。\n"
        "2. 会议通过后提交华康订单 PO-20270305-118（2400 支，交货 4月6日）。\n"
        "3. 跟进信息科工单 IT-2027-0388，纪要发布后启用新字典。\n\n"
        "未解决：\n"
        "1. 华康医保编码两条待省医保局确认，确认前不能对码。\n"
        "2. 盘点差异 154 支原因未查清（疑为 3月3日 调拨未过账）。"
    )

    c.user(
        "差异那个不用挂着了，刘晓燕刚确认就是 3月3日 调拨 154 支没过账，已经补录。其他没问题，就这样。"
    )
    c.say(
        "收到：盘点差异已查明，3月3日 住院药房调拨的 154 支未过账，刘晓燕已补录，账实一致，交接里这项划掉。"
        "药库实盘 1086 支不变。其他按交接执行。"
    )
    c.label("fact", "盘点差异 154 支已查明为 3月3日 调拨未过账，已补录", ["154 支", "补录"], back=1)
    return c.doc()


# -- 3. open-source CVE backport (en) ------------------------------------------------------

C_IDENT = [
    "tile",
    "hdr",
    "buf",
    "len",
    "off",
    "stride",
    "plane",
    "row",
    "col",
    "pal",
    "ctx",
    "rd",
    "crc",
    "depth",
    "fmt",
    "scan",
    "blk",
    "lvl",
]
C_FUNCS = [
    "tessel_read_u32",
    "tessel_buf_reserve",
    "tessel_ctx_error",
    "tessel_log_debug",
    "tessel_crc32",
    "tessel_plane_init",
    "tessel_stream_skip",
    "tessel_free",
    "tessel_row_copy",
]


def c_line(rng: random.Random) -> str:
    a, b = pick(rng, C_IDENT), pick(rng, C_IDENT)
    return pick(
        rng,
        [
            f"    {a}_{b} = {pick(rng, C_FUNCS)}(ctx, {pick(rng, C_IDENT)});",
            f"    if ({a}->{b} == NULL)",
            f"        return TESSEL_E_{pick(rng, ['IO', 'NOMEM', 'FORMAT', 'RANGE'])};",
            f"    /* {pick(rng, ['keep in sync with', 'see', 'matches layout of'])} {a}_{b} in spec section {rng.randrange(2, 9)}.{rng.randrange(1, 12)} */",
            f"    {a}->{b} += {rng.randrange(1, 64)};",
            f"    for (i = 0; i < {a}->{b}; i++) {{",
            "    }",
            f'    {pick(rng, C_FUNCS)}(ctx, "{a} {b} %u", (unsigned){a}_{b});',
            "",
        ],
    )


def git_diff(rng: random.Random, header: list[str], hunks: list[tuple[str, list[str]]]) -> str:
    out = list(header)
    for path, body in hunks:
        out += [
            f"diff --git a/{path} b/{path}",
            f"index {rng.randrange(16**7):07x}..{rng.randrange(16**7):07x} 100644",
            f"--- a/{path}",
            f"+++ b/{path}",
        ]
        start = rng.randrange(40, 400)
        out.append(f"@@ -{start},{len(body) + 12} +{start},{len(body) + 14} @@")
        out += [" " + c_line(rng) for _ in range(30)]
        out += body
        out += [" " + c_line(rng) for _ in range(30)]
    return "\n".join(out)


def source_dump(rng: random.Random, path: str, keep: list[str], n: int = 160) -> str:
    lines = spliced(rng, [c_line(rng) for _ in range(n)], keep)
    return f"$ sed -n 1,{len(lines)}p {path}\n" + "\n".join(
        f"{i + 1:4d}  {t}" for i, t in enumerate(lines)
    )


def ci_log(rng: random.Random, run: str, jobs: list[tuple[str, str]], tail: list[str]) -> str:
    lines = [f"forge ci view {run} --log-failed --summary", ""]
    for name, status in jobs:
        lines.append(f"  {status:<8} {name:<40} {rng.randrange(2, 19)}m{rng.randrange(60):02d}s")
    lines.append("")
    for _ in range(190):
        lines.append(
            f"[{rng.randrange(100, 999)}/{rng.randrange(1000, 1400)}] {pick(rng, ['CC', 'CC', 'CC', 'AR', 'LD'])} "
            f"{pick(rng, ['src/tile', 'src/util', 'src/codec', 'src/io', 'tests'])}/"
            f"{pick(rng, C_IDENT)}_{pick(rng, C_IDENT)}.{pick(rng, ['c', 'c', 'o'])}"
        )
    lines += tail
    return "\n".join(lines)


def mail_thread(rng: random.Random, msgs: list[list[str]]) -> str:
    out = []
    for m in msgs:
        out += m + [""]
    out.append("-- older messages in thread --")
    for _ in range(60):
        out.append(
            f"> {pick(rng, ['On', 'Re:', 'FWIW'])} {pick(rng, ['the 2.2 branch', 'our packaging', 'the fuzz corpus', 'oss-fuzz', 'the ABI check'])} "
            f"{pick(rng, ['is unaffected as far as we can tell', 'needs a rebuild anyway', 'was last synced in March', 'runs nightly'])}. "
            f"Ref {pick(rng, ['TSN', 'BUG', 'PKG'])}-{rng.randrange(1000, 9999)}"
        )
    return "\n".join(out)


def build_cve() -> dict:
    c = Conv(
        "blind-oss-cve-backport",
        "Backporting the libtessel tile-header CVE fix to 2.4 and 2.3",
        "You help the maintainers of libtessel, an open-source C library for tiled image formats. "
        "You can run git and the forge CLI against the private security mirror "
        "(git.tessel.dev/security/libtessel), read CI logs, run the fuzzers, and read or send mail "
        "from security@tessel.dev. Nothing may be pushed to the public repository before the embargo ends.",
        seed=7303,
    )
    r = c.rng
    c.user(
        "We have CVE-2027-31874: heap overflow when parsing tile headers, reported privately by Ana Ruiz. "
        "I've fixed it on main in the security mirror (commit 3f9e2a1 on branch security/tile-count). "
        "I need it backported to release-2.4 and release-2.3, and both releases ready for the embargo on "
        "2027-05-20. Show me the fix first so we're on the same page."
    )
    c.label(
        "user_goal",
        "Backport the CVE-2027-31874 fix to release-2.4 and release-2.3 and have both releases ready for the embargo",
        ["CVE-2027-31874", "release-2.4", "release-2.3"],
    )
    c.tools(
        "Showing the commit.",
        (
            "git",
            {"args": "show 3f9e2a1", "repo": "security/libtessel"},
            git_diff(
                r,
                [
                    "commit 3f9e2a1c0d5e8b7a9f1e2d3c4b5a69788a7b6c5d",
                    "Author: Jonas Held <jonas@tessel.dev>",
                    "Date:   Mon May 3 10:14:52 2027 +0200",
                    "",
                    "    tile: reject tile_count above TESSEL_MAX_TILES (CVE-2027-31874)",
                    "",
                    "    tessel_tile_header_read() multiplied tile_count by sizeof(struct tile_entry)",
                    "    without a bound; a crafted header allocates a short table and the loop",
                    "    writes past it.",
                    "",
                ],
                [
                    (
                        "src/tile/header.c",
                        [
                            "     count = tessel_read_u32(ctx);",
                            "+    if (count > TESSEL_MAX_TILES)",
                            "+        return TESSEL_E_RANGE;",
                            "     entries = tessel_malloc(ctx, count * sizeof(struct tile_entry));",
                        ],
                    ),
                    (
                        "include/tessel/limits.h",
                        [
                            "+#define TESSEL_MAX_TILES 65536u",
                        ],
                    ),
                    (
                        "tests/tile/test_header.c",
                        [
                            "+static void test_header_rejects_huge_count(void)",
                            "+{",
                            '+    assert_int_equal(read_fixture("huge_count.tsl"), TESSEL_E_RANGE);',
                            "+}",
                        ],
                    ),
                ],
            ),
        ),
    )
    c.label(
        "fact",
        "The overflow is in tessel_tile_header_read() in src/tile/header.c: tile_count * sizeof(struct tile_entry) unbounded",
        ["tessel_tile_header_read", "src/tile/header.c"],
    )
    c.say(
        "The fix (3f9e2a1) is in tessel_tile_header_read() in src/tile/header.c: tile_count comes straight "
        "from the file and is multiplied by sizeof(struct tile_entry) for the allocation, so a crafted header "
        "gets a short table and the loop writes past it. The commit adds a bound, TESSEL_MAX_TILES = 65536 in "
        "include/tessel/limits.h, returns TESSEL_E_RANGE above it, and adds a fixture test "
        "(huge_count.tsl). Note it only bounds the count; the multiplication itself is unchanged."
    )

    c.user("Fine. Cherry-pick it onto both release branches in the mirror and tell me what breaks.")
    c.tools(
        "Cherry-picking onto release-2.4 and release-2.3.",
        (
            "git",
            {"args": "checkout release-2.4 && git cherry-pick -x 3f9e2a1"},
            "Switched to branch 'release-2.4'\n[release-2.4 6a0d3f4] tile: reject tile_count above TESSEL_MAX_TILES (CVE-2027-31874)\n"
            " 3 files changed, 9 insertions(+)",
        ),
        (
            "git",
            {"args": "checkout release-2.3 && git cherry-pick -x 3f9e2a1"},
            "Switched to branch 'release-2.3'\n"
            "Auto-merging src/tile/header.c\n"
            "CONFLICT (content): Merge conflict in src/tile/header.c\n"
            "error: could not apply 3f9e2a1... tile: reject tile_count above TESSEL_MAX_TILES (CVE-2027-31874)\n"
            "hint: after resolving the conflicts, mark the corrected paths with 'git add <paths>'\n\n"
            + source_dump(
                r,
                "src/tile/header.c",
                [
                    "<<<<<<< HEAD",
                    "static int tile_header_parse(struct tessel_ctx *ctx, struct tile_hdr *hdr)",
                    "=======",
                    "int tessel_tile_header_read(struct tessel_ctx *ctx, struct tile_hdr *hdr)",
                    ">>>>>>> 3f9e2a1 (tile: reject tile_count above TESSEL_MAX_TILES (CVE-2027-31874))",
                ],
            ),
        ),
    )
    c.say(
        "release-2.4: clean pick (6a0d3f4). release-2.3: conflict in src/tile/header.c, only because the "
        "function is still called tile_header_parse() there (the rename to tessel_tile_header_read() came in "
        "2.4.0). The body is the same, so the resolution is to keep the 2.3 name and take the new check. I "
        "haven't committed the 2.3 resolution yet."
    )

    c.user(
        "Hold on before resolving. Kasia Wrona reviewed the fix on the private MR. Read her comments first."
    )
    c.tools(
        "Reading the review.",
        (
            "forge",
            {"args": "mr view !212 --comments", "repo": "security/libtessel"},
            "\n".join(
                [
                    "!212  security/tile-count -> main   (confidential)   author: jheld   reviewers: kwrona",
                    "pipeline: passed   approvals: 0/1",
                    "",
                    *[
                        f"  {pick(r, ['jheld', 'ci-bot', 'kwrona'])} {r.randrange(1, 28)}d ago: "
                        f"{pick(r, ['rebased on main', 'pipeline #' + str(r.randrange(40000, 49999)) + ' passed', 'added fixture', 'marked as draft', 'ready for review'])}"
                        for _ in range(60)
                    ],
                    "",
                    "--- kwrona on src/tile/header.c line 212 (unresolved) ---",
                    "The bound is not enough. On 32-bit targets count * sizeof(struct tile_entry) still wraps: entry is",
                    "72 bytes in 2.4 (with the crc field), 65536 * 72 fits, but hdr->tile_w * hdr->tile_h * bpp below it",
                    "does not have a bound at all and feeds the same allocation path. Please use tessel_mul_overflow()",
                    "for both multiplications instead of a magic constant, and drop TESSEL_MAX_TILES.",
                    "",
                    "--- kwrona (general) ---",
                    "Also: this is a heap *write* with attacker-controlled length, not just an over-read. I'd score it",
                    "CVSS 8.1 (AV:N/AC:H/PR:N/UI:R/S:U/C:H/I:H/A:H), not the 7.5 in the CNA draft.",
                    "",
                    *[f"  > {c_line(r).strip()}" for _ in range(80)],
                ]
            ),
        ),
    )
    c.label(
        "reference",
        "Confidential merge request !212 (security/tile-count -> main) in the security mirror",
        ["!212"],
        back=1,
    )
    c.say(
        "Kasia's review on !212 has two points:\n"
        "1. The count bound doesn't close it: hdr->tile_w * hdr->tile_h * bpp further down has no bound and "
        "feeds the same allocation path, and on 32-bit it can still wrap. She wants tessel_mul_overflow() for "
        "both multiplications and TESSEL_MAX_TILES dropped.\n"
        "2. It's a heap write with an attacker-controlled length, so she scores it CVSS 8.1 "
        "(AV:N/AC:H/PR:N/UI:R/S:U/C:H/I:H/A:H) instead of the 7.5 in the CNA draft.\n"
        "Both look right to me; the current backports would ship an incomplete fix."
    )

    c.user(
        "She's right on both. Rewrite it the way she says, amend on security/tile-count, and redo the "
        "backports. CVSS is 8.1 from now on."
    )
    c.tools(
        "Rewriting the fix with tessel_mul_overflow() and amending.",
        (
            "git",
            {
                "args": "checkout security/tile-count && git commit --amend -a && git show --stat HEAD"
            },
            git_diff(
                r,
                [
                    "commit 8c41d07e2f3a9b1c6d5e4f3a2b1c0d9e8f7a6b5c",
                    "Author: Jonas Held <jonas@tessel.dev>",
                    "",
                    "    tile: check tile table and plane size multiplications (CVE-2027-31874)",
                    "",
                    "    Use tessel_mul_overflow() for count * sizeof(struct tile_entry) and for",
                    "    tile_w * tile_h * bpp. Reported-by: Ana Ruiz. Reviewed-by: Kasia Wrona.",
                    "",
                ],
                [
                    (
                        "src/tile/header.c",
                        [
                            "-    entries = tessel_malloc(ctx, count * sizeof(struct tile_entry));",
                            "+    if (tessel_mul_overflow(count, sizeof(struct tile_entry), &bytes))",
                            "+        return TESSEL_E_RANGE;",
                            "+    entries = tessel_malloc(ctx, bytes);",
                            "-    plane = tessel_malloc(ctx, hdr->tile_w * hdr->tile_h * bpp);",
                            "+    if (tessel_mul_overflow(hdr->tile_w, hdr->tile_h, &px) ||",
                            "+        tessel_mul_overflow(px, bpp, &bytes))",
                            "+        return TESSEL_E_RANGE;",
                            "+    plane = tessel_malloc(ctx, bytes);",
                        ],
                    ),
                    (
                        "tests/tile/test_header.c",
                        [
                            "+static void test_header_rejects_plane_overflow(void)",
                            "+{",
                            '+    assert_int_equal(read_fixture("plane_wrap.tsl"), TESSEL_E_RANGE);',
                            "+}",
                        ],
                    ),
                ],
            ),
        ),
        (
            "git",
            {
                "args": "checkout release-2.4 && git reset --hard origin/release-2.4 && git cherry-pick -x 8c41d07"
            },
            "HEAD is now at 2b77e01 Release 2.4.6\n[release-2.4 71c3e52] tile: check tile table and plane size multiplications (CVE-2027-31874)\n"
            " 2 files changed, 17 insertions(+), 3 deletions(-)",
        ),
        (
            "git",
            {"args": "checkout release-2.3 && git cherry-pick --abort; git cherry-pick -x 8c41d07"},
            "CONFLICT (content): Merge conflict in src/tile/header.c\n"
            "src/tile/header.c:231: error: implicit declaration of function 'tessel_mul_overflow'\n"
            "note: tessel_mul_overflow() is defined in src/util/overflow.h, added in v2.4.0 (commit 90ad1e2)\n",
        ),
    )
    c.replaced(
        "The fix commit on main was 3f9e2a1 (count bound TESSEL_MAX_TILES); replaced by 8c41d07 using tessel_mul_overflow()",
        ["3f9e2a1"],
    )
    c.replaced("CVSS was 7.5 in the CNA draft; now 8.1", ["CVSS", "7.5"], back=2)
    c.label(
        "decision",
        "Fix rewritten per Kasia Wrona's review: tessel_mul_overflow() for both multiplications, TESSEL_MAX_TILES dropped; commit 8c41d07",
        ["8c41d07", "tessel_mul_overflow"],
        back=1,
    )
    c.label("fact", "release-2.4 backport of the revised fix is commit 71c3e52", ["71c3e52"])
    c.say(
        "Amended: the fix on security/tile-count is now 8c41d07, using tessel_mul_overflow() for the tile table "
        "and the plane size, with a second fixture (plane_wrap.tsl). TESSEL_MAX_TILES is gone.\n"
        "- release-2.4: reset and re-picked cleanly as 71c3e52.\n"
        "- release-2.3: besides the rename conflict, tessel_mul_overflow() doesn't exist there; it lives in "
        "src/util/overflow.h, added in 2.4.0 (90ad1e2). Options: backport overflow.h as a whole (it also changes "
        "three other call sites), or add a minimal static inline copy of the one helper inside header.c."
    )

    c.user("Minimal. Static inline in header.c, don't drag overflow.h into 2.3.")
    c.tools(
        "Resolving the 2.3 pick with a local static inline helper and building.",
        (
            "git",
            {"args": "add src/tile/header.c && git -c core.editor=true cherry-pick --continue"},
            "[release-2.3 c19f5e8] tile: check tile table and plane size multiplications (CVE-2027-31874)\n"
            " 2 files changed, 29 insertions(+), 3 deletions(-)\n"
            "note: local helper tile_mul_overflow() added as static inline in src/tile/header.c",
        ),
        (
            "shell",
            {"cmd": "meson setup build-2.3 && ninja -C build-2.3 && meson test -C build-2.3"},
            ci_log(
                r,
                "local",
                [("local build (x86_64, gcc 13)", "ok")],
                [
                    "Ok:                 214",
                    "Expected Fail:      0",
                    "Fail:               0",
                    "Skipped:            3",
                ],
            ),
        ),
    )
    c.label(
        "decision",
        "On release-2.3 the helper is a static inline tile_mul_overflow() in header.c, overflow.h not backported",
        ["tile_mul_overflow", "static inline"],
    )
    c.say(
        "release-2.3 resolved as c19f5e8 with a static inline tile_mul_overflow() in src/tile/header.c; local "
        "build and 214 tests pass on x86_64. Shall I push both branches to the private CI?"
    )

    c.user("Yes, full matrix on both.")
    c.tools(
        "Pushing to the mirror's CI.",
        (
            "forge",
            {"args": "ci run --ref release-2.4 --ref release-2.3 --matrix full"},
            ci_log(
                r,
                "#48213",
                [
                    ("release-2.4 / linux-x86_64-gcc13", "passed"),
                    ("release-2.4 / linux-i386-gcc7", "passed"),
                    ("release-2.4 / macos-arm64-clang", "passed"),
                    ("release-2.4 / windows-msvc2022", "passed"),
                    ("release-2.3 / linux-x86_64-gcc13", "passed"),
                    ("release-2.3 / linux-i386-gcc7", "failed"),
                    ("release-2.3 / macos-arm64-clang", "passed"),
                    ("release-2.3 / windows-msvc2022", "passed"),
                ],
                [
                    "",
                    "=== release-2.3 / linux-i386-gcc7 (failed) ===",
                    "../src/tile/header.c: In function 'tile_mul_overflow':",
                    "../src/tile/header.c:58:15: error: comparison is always false due to limited range of data type "
                    "[-Werror=type-limits]",
                    "   58 |     if (a > SIZE_MAX / b)",
                    "cc1: all warnings being treated as errors",
                    "ninja: build stopped: subcommand failed.",
                ],
            ),
        ),
    )
    c.label(
        "fact",
        "CI run #48213: release-2.3 linux-i386-gcc7 fails with -Werror=type-limits in tile_mul_overflow",
        ["#48213", "linux-i386-gcc7", "type-limits"],
    )
    c.say(
        "CI #48213: release-2.4 is green on all four jobs. release-2.3 fails only on linux-i386-gcc7: gcc 7 "
        "warns that `a > SIZE_MAX / b` in tile_mul_overflow() is always false on 32-bit because the helper takes "
        "uint32_t, and 2.3 builds with -Werror. Options: drop the i386 job from the 2.3 matrix, or widen the "
        "helper's arguments to size_t."
    )

    c.user("We're not dropping i386, downstreams still ship it. Fix the helper.")
    c.tools(
        "Widening the arguments to size_t, amending the 2.3 backport and re-running that job.",
        ("git", {"args": "commit --amend -a && git log -1 --format=%h"}, "5d0b9aa"),
        (
            "forge",
            {"args": "ci run --ref release-2.3 --matrix full"},
            ci_log(
                r,
                "#48230",
                [
                    ("release-2.3 / linux-x86_64-gcc13", "passed"),
                    ("release-2.3 / linux-i386-gcc7", "passed"),
                    ("release-2.3 / macos-arm64-clang", "passed"),
                    ("release-2.3 / windows-msvc2022", "passed"),
                ],
                ["", "all jobs passed"],
            ),
        ),
    )
    c.label(
        "fact",
        "release-2.3 backport is commit 5d0b9aa (helper takes size_t); CI #48230 green including i386",
        ["5d0b9aa", "#48230"],
    )
    c.replaced(
        "The release-2.3 backport was c19f5e8; amended to 5d0b9aa after the i386 build failure",
        ["c19f5e8"],
    )
    c.say(
        "Fixed: tile_mul_overflow() now takes size_t, the 2.3 backport is amended to 5d0b9aa, and CI #48230 is "
        "green on all four 2.3 jobs, i386 included. So the backports are 71c3e52 (2.4) and 5d0b9aa (2.3)."
    )

    c.user("Marta Ilves from Corvid Linux wrote to security@ about the date. What does she want?")
    c.tools(
        "Reading security@.",
        (
            "mail",
            {"mailbox": "security@tessel.dev", "thread": "CVE-2027-31874 coordination"},
            mail_thread(
                r,
                [
                    [
                        "From: Marta Ilves <marta.ilves@corvidlinux.example>",
                        "Date: Thu, 6 May 2027 09:12:40 +0000",
                        "Subject: Re: [embargoed] CVE-2027-31874 libtessel",
                        "",
                        "Hi Jonas, our build infrastructure is frozen 17-24 May for the datacenter move, so we cannot stage",
                        "updated libtessel packages for 2.3 (Corvid 11) and 2.4 (Corvid 12) before the 20th. Could the embargo",
                        "move to Thursday 2027-05-27, 14:00 UTC? Two other distros on the list said they'd be fine with that.",
                        "Marta",
                    ]
                ],
            ),
        ),
    )
    c.say(
        "Marta (Corvid Linux) asks to move the embargo to Thursday 2027-05-27, 14:00 UTC: their build "
        "infrastructure is frozen 17-24 May for a datacenter move, so they can't stage updated 2.3 (Corvid 11) and "
        "2.4 (Corvid 12) packages before the 20th. She says two other distros are fine with the later date."
    )

    c.user(
        "Fine by me, but the reporter has to agree. Ask Ana, and if she says yes, confirm to Marta."
    )
    c.tools(
        "Asking Ana Ruiz.",
        (
            "mail",
            {
                "action": "send",
                "to": "ana.ruiz@mailbox.example",
                "subject": "CVE-2027-31874: embargo date",
                "body": "Would you agree to moving disclosure from 2027-05-20 to 2027-05-27 14:00 UTC?",
            },
            "sent 2027-05-06T10:02:11Z\n\nreply 2027-05-06T11:37:05Z from ana.ruiz@mailbox.example:\n"
            "Yes, the 27th is fine. I'll hold my write-up until 14:00 UTC that day. Please credit me as 'Ana Ruiz'.",
        ),
    )
    c.tools(
        "Ana agreed; confirming to Marta.",
        (
            "mail",
            {
                "action": "send",
                "to": "marta.ilves@corvidlinux.example",
                "subject": "Re: [embargoed] CVE-2027-31874 libtessel",
                "body": "Embargo moved to 2027-05-27 14:00 UTC, reporter agrees.",
            },
            "sent 2027-05-06T11:41:50Z",
        ),
    )
    c.replaced("Embargo was 2027-05-20; moved to 2027-05-27 14:00 UTC", ["2027-05-20"], back=2)
    c.label(
        "decision",
        "Embargo ends 2027-05-27 14:00 UTC (Corvid's build freeze); reporter Ana Ruiz agreed",
        ["2027-05-27", "the 27th is fine"],
        back=2,
    )
    c.label(
        "fact",
        "Ana Ruiz wants to be credited as 'Ana Ruiz' and holds her write-up until the embargo ends",
        ["credit me as 'Ana Ruiz'"],
        back=2,
    )
    c.say(
        "Ana agreed: the 27th is fine, she'll hold her write-up until 14:00 UTC that day and wants to be credited "
        "as 'Ana Ruiz'. I've confirmed 2027-05-27 14:00 UTC to Marta."
    )

    c.user("Version numbers: 2.4.7 and 2.3.12, right? Check nothing's tagged already.")
    c.tools(
        "Listing tags.",
        (
            "git",
            {
                "args": "tag --list 'v2.3.*' 'v2.4.*' --format='%(refname:short) %(taggerdate:short) %(subject)'"
            },
            "\n".join(
                [
                    f"v2.3.{i} 2026-{r.randrange(1, 13):02d}-{r.randrange(1, 29):02d} Release 2.3.{i}"
                    for i in range(0, 12)
                ]
                + ["v2.3.12 2027-03-02 2.3.12-rc1 (abandoned, see TSN-4471)"]
                + [
                    f"v2.4.{i} 2026-{r.randrange(6, 13):02d}-{r.randrange(1, 29):02d} Release 2.4.{i}"
                    for i in range(0, 7)
                ]
                + [
                    "",
                    "refs/tags/v2.3.12 is present on the public remote (pushed 2027-03-02 by ci-bot)",
                ]
            ),
        ),
    )
    c.say(
        "2.4.7 is free (latest is v2.4.6). But v2.3.12 already exists: an abandoned 2.3.12-rc1 tag pushed to the "
        "public remote on 2027-03-02 by ci-bot (TSN-4471). Re-tagging a public tag would break anyone who fetched "
        "it, so I'd use 2.3.13 for the fix release."
    )

    c.user("Yeah, go with 2.3.13. Bump the version files on both branches.")
    c.tools(
        "Bumping versions.",
        (
            "git",
            {
                "args": "checkout release-2.4 && ./scripts/bump-version 2.4.7 && git commit -am 'Release 2.4.7' "
                "&& git checkout release-2.3 && ./scripts/bump-version 2.3.13 && git commit -am 'Release 2.3.13'"
            },
            "meson.build: version '2.4.6' -> '2.4.7'\nNEWS.md: added section 2.4.7\n[release-2.4 e4d19b2] Release 2.4.7\n"
            "meson.build: version '2.3.11' -> '2.3.13'\nNEWS.md: added section 2.3.13 (note: 2.3.12 skipped, tag taken)\n"
            "[release-2.3 a8f62c1] Release 2.3.13",
        ),
    )
    c.replaced(
        "The 2.3 fix release was planned as 2.3.12; the tag is taken, so it is 2.3.13",
        ["2.3.12"],
        back=2,
    )
    c.label(
        "decision",
        "Fix releases are 2.4.7 and 2.3.13 (2.3.12 skipped: abandoned rc tag already public)",
        ["go with 2.3.13", "2.4.7"],
        back=2,
    )
    c.say(
        "Version bumps committed: release-2.4 e4d19b2 (2.4.7) and release-2.3 a8f62c1 (2.3.13), NEWS notes the skipped 2.3.12."
    )

    c.user(
        "Before we call it done: run the tile fuzzer on both branches for half an hour each, I want to know the "
        "fix holds."
    )
    c.tools(
        "Running fuzz_tile_header on both branches (30 min each).",
        (
            "fuzz",
            {"target": "fuzz_tile_header", "ref": "release-2.4", "seconds": 1800},
            "\n".join(
                [
                    f"#{r.randrange(10**5, 10**7)}\t{pick(r, ['NEW', 'REDUCE', 'pulse'])} cov: {r.randrange(1800, 2400)} "
                    f"ft: {r.randrange(6000, 9000)} corp: {r.randrange(900, 1400)}/{r.randrange(1, 90)}Mb exec/s: {r.randrange(2000, 9000)}"
                    for _ in range(140)
                ]
                + ["Done 11873302 runs in 1801 second(s)", "crashes: 0"]
            ),
        ),
        (
            "fuzz",
            {"target": "fuzz_tile_header", "ref": "release-2.3", "seconds": 1800},
            "\n".join(
                [
                    f"#{r.randrange(10**5, 10**7)}\t{pick(r, ['NEW', 'REDUCE', 'pulse'])} cov: {r.randrange(1700, 2300)} "
                    f"ft: {r.randrange(6000, 9000)} corp: {r.randrange(900, 1400)}/{r.randrange(1, 90)}Mb exec/s: {r.randrange(2000, 9000)}"
                    for _ in range(140)
                ]
                + [
                    "==31544==ERROR: AddressSanitizer: heap-buffer-overflow on address 0xf5a03f18",
                    "READ of size 4 at 0xf5a03f18 thread T0",
                    "    #0 0x8071c2e in tessel_palette_expand src/codec/palette.c:143",
                    "    #1 0x8069a10 in tile_decode_indexed src/tile/decode.c:388",
                    "    #2 0x80652f3 in LLVMFuzzerTestOneInput fuzz/fuzz_tile_header.c:41",
                    "artifact: crash-7be0c1d2 (312 bytes)",
                    "Done 10412977 runs in 1800 second(s)",
                    "crashes: 1",
                ]
            ),
        ),
    )
    c.label(
        "fact",
        "Fuzzing: release-2.4 no crashes; release-2.3 one heap over-read in tessel_palette_expand (src/codec/palette.c:143), artifact crash-7be0c1d2",
        ["tessel_palette_expand", "crash-7be0c1d2"],
    )
    c.say(
        "release-2.4: 11.9M runs, no crashes. release-2.3: one crash, but not in the header path: a 4-byte heap "
        "over-read in tessel_palette_expand (src/codec/palette.c:143) via tile_decode_indexed, artifact "
        "crash-7be0c1d2. The fixed code never appears in the stack. It could be a separate 2.3-only bug, or "
        "something the header fix now lets through to the decoder; I can't tell yet."
    )

    c.user(
        "Not part of this CVE unless proven otherwise. Open a confidential issue for it and assign Kasia."
    )
    c.tools(
        "Opening the issue.",
        (
            "forge",
            {
                "args": "issue create --confidential --assignee kwrona --label security,needs-triage "
                "--title 'release-2.3: heap over-read in tessel_palette_expand (fuzz crash-7be0c1d2)'"
            },
            "created issue #SEC-41 (confidential) https://git.tessel.dev/security/libtessel/-/issues/41\n"
            "assignee: kwrona  labels: security, needs-triage  milestone: none",
        ),
    )
    c.label(
        "open_issue",
        "Unclear whether the palette over-read (#SEC-41) is a separate 2.3 bug or related to the CVE; Kasia to triage",
        ["#SEC-41", "kwrona"],
    )
    c.say("Opened #SEC-41 (confidential), assigned to kwrona, labelled security and needs-triage.")

    c.user(
        "Marta just told me she's going on leave and Piet Somers takes over Corvid's side. Send Piet the final "
        "patches for both branches with the new date."
    )
    c.tools(
        "Exporting the patches and mailing Piet.",
        (
            "git",
            {
                "args": "format-patch -1 71c3e52 -o out/2.4 && git format-patch -1 5d0b9aa -o out/2.3"
            },
            "out/2.4/0001-tile-check-tile-table-and-plane-size-multiplications.patch\n"
            "out/2.3/0001-tile-check-tile-table-and-plane-size-multiplications.patch",
        ),
        (
            "mail",
            {
                "action": "send",
                "to": "piet.somers@corvidlinux.example",
                "cc": "marta.ilves@corvidlinux.example",
                "subject": "[embargoed] CVE-2027-31874 libtessel final patches",
                "attachments": [
                    "out/2.4/0001-tile-check-tile-table-and-plane-size-multiplications.patch",
                    "out/2.3/0001-tile-check-tile-table-and-plane-size-multiplications.patch",
                ],
                "body": "Final fixes: 2.4.7 (71c3e52) and 2.3.13 (5d0b9aa). Embargo 2027-05-27 14:00 UTC. CVSS 8.1.",
            },
            "sent 2027-05-06T15:20:33Z (encrypted, 2 attachments)\n"
            "auto-reply from piet.somers@corvidlinux.example: received; Corvid tracking bug CVD-88120",
        ),
    )
    c.replaced(
        "Corvid Linux's contact was Marta Ilves; Piet Somers took over",
        ["Marta Ilves", "Corvid"],
        back=2,
    )
    c.label(
        "reference",
        "Exported backport patches for Corvid",
        ["out/2.3/0001-tile-check-tile-table-and-plane-size-multiplications.patch"],
        back=1,
    )
    c.label(
        "fact",
        "Piet Somers (Corvid Linux contact) received the final patches; Corvid tracking bug CVD-88120",
        ["Piet Somers", "CVD-88120"],
    )
    c.say(
        "Sent to Piet Somers (Marta in copy), encrypted, with both patches, the release numbers, the new embargo "
        "and CVSS 8.1. His auto-reply gives Corvid's tracking bug CVD-88120."
    )

    c.user(
        "I'm away from the 20th. Kasia does the release on the 27th. Draft the advisory and write her the "
        "checklist for disclosure day."
    )
    c.tools(
        "Writing the advisory draft.",
        (
            "file_write",
            {"path": "docs/security/TSA-2027-003.md"},
            "wrote docs/security/TSA-2027-003.md (3.1 KB)\n"
            "---\nid: TSA-2027-003\ncve: CVE-2027-31874\nseverity: high (CVSS 8.1)\naffected: 2.3.0-2.3.11, 2.4.0-2.4.6\n"
            "fixed: 2.3.13, 2.4.7\ncredit: Ana Ruiz\npublish: 2027-05-27T14:00Z\n---\n"
            "status: draft (not pushed to public repository)",
        ),
    )
    c.label(
        "reference",
        "Advisory draft docs/security/TSA-2027-003.md",
        ["docs/security/TSA-2027-003.md"],
        back=1,
    )
    c.label(
        "fact", "Affected versions 2.3.0-2.3.11 and 2.4.0-2.4.6", ["2.3.0-2.3.11", "2.4.0-2.4.6"]
    )
    c.say(
        "Advisory draft at docs/security/TSA-2027-003.md (not public): CVE-2027-31874, CVSS 8.1, affected "
        "2.3.0-2.3.11 and 2.4.0-2.4.6, fixed in 2.3.13 and 2.4.7, credit Ana Ruiz, publish 2027-05-27T14:00Z.\n\n"
        "Checklist for Kasia, 2027-05-27 at 14:00 UTC:\n"
        "1. Merge security/tile-count (8c41d07) to public main; push release-2.4 and release-2.3.\n"
        "2. Push tags v2.4.7 and v2.3.13 and let the release pipeline build the tarballs.\n"
        "3. Publish TSA-2027-003 and ask the CNA to publish CVE-2027-31874.\n"
        "4. Tell Piet Somers (CVD-88120) and Ana Ruiz it's out.\n"
        "Beforehand: triage #SEC-41, and the CNA record still needs the new score."
    )
    c.label(
        "pending_action",
        "On 2027-05-27 14:00 UTC Kasia pushes tags v2.4.7 and v2.3.13 and publishes TSA-2027-003",
        ["v2.4.7", "v2.3.13", "TSA-2027-003"],
    )

    c.user("Do the CNA one now, it still says 7.5.")
    c.tools(
        "Updating the CNA record.",
        (
            "cna_portal",
            {
                "action": "update",
                "cve": "CVE-2027-31874",
                "cvss": "8.1 CVSS:3.1/AV:N/AC:H/PR:N/UI:R/S:U/C:H/I:H/A:H",
                "state": "RESERVED",
            },
            "CVE-2027-31874 updated  state: RESERVED (not public)\n"
            "metrics: CVSS:3.1 8.1 HIGH AV:N/AC:H/PR:N/UI:R/S:U/C:H/I:H/A:H\n"
            "affected: libtessel <2.3.13, >=2.4.0 <2.4.7\npublication request: not yet submitted",
        ),
    )
    c.label(
        "fact",
        "CNA record for CVE-2027-31874 now has CVSS 8.1 HIGH; still RESERVED, publication request not submitted",
        ["8.1 HIGH", "RESERVED"],
    )
    c.say(
        "The CNA record now shows CVSS:3.1 8.1 HIGH with the vector, affected <2.3.13 and >=2.4.0 <2.4.7. It stays "
        "RESERVED; the publication request is for Kasia on the 27th (step 3)."
    )
    c.label(
        "pending_action",
        "Kasia submits the CNA publication request for CVE-2027-31874 on disclosure day",
        ["publication request"],
        back=1,
    )
    return c.doc()


# -- 4. film location shoot reschedule (zh) ------------------------------------------------

ROLES = [
    "程朗",
    "苏晚晴",
    "老罗",
    "阿杰",
    "码头工人甲",
    "码头工人乙",
    "船老大",
    "小贩",
    "巡警",
    "群众",
]
SETS = [
    "青澜港旧渔码头",
    "码头仓库内",
    "渔船甲板",
    "港口茶楼",
    "旧灯塔",
    "棚内-老宅客厅",
    "棚内-审讯室",
]


def stripboard(rng: random.Random, keep: list[list[str]]) -> str:
    rows = []
    for n in range(1, 121):
        if 23 <= n <= 31:
            continue
        rows.append(
            [
                f"第{n}场",
                pick(rng, SETS),
                pick(rng, ["日", "夜", "晨", "黄昏"]),
                pick(rng, ["内", "外"]),
                f"{rng.randrange(1, 9)}/8页",
                "、".join(rng.sample(ROLES, rng.randrange(1, 4))),
                f"10月{rng.randrange(1, 31)}日",
                pick(rng, ["已拍", "待拍", "待拍", "补拍"]),
            ]
        )
    rows = spliced(rng, rows, keep)
    return (
        "《雾港》拍摄排期（统筹系统导出 2027-10-05 09:20）\n\n"
        + fixed_table(
            ["场次", "场景", "时段", "内外", "页数", "主要演员", "计划日期", "状态"], rows
        )
        + "\n\n外景组：青澜港旧渔码头 第23-31场 共 9 场，计划 3 天\n"
    )


def inbox(rng: random.Random, full: list[str], heads: list[str]) -> str:
    subj = [
        "道具车辆调度",
        "服装组加班申请",
        "明日通告单（棚内）",
        "场务采购报销",
        "美术置景进度",
        "剧照师排班",
        "餐车供应商报价",
        "演员公会通知",
        "后期调色测试",
        "车辆保险续保",
    ]
    items = [
        f"10-0{rng.randrange(1, 6)} {hhmm(rng.randrange(420, 1380))}  {pick(rng, ['制片组', '美术组', '摄影组', '场务', '演员统筹', '财务'])}  {pick(rng, subj)}"
        for _ in range(60)
    ]
    lines = (
        ["邮箱: linke@wugang-film.example  文件夹: 收件箱", ""]
        + spliced(rng, items, heads)
        + ["", *full, "", "—— 以往邮件 ——"]
    )
    for _ in range(60):
        lines.append(
            f"> {pick(rng, ['收到', '好的', '辛苦', '明白'])}，{pick(rng, ['车辆按原计划', '道具今晚进场', '发票已寄出', '明早七点集合', '请财务审批'])}"
            f"（{pick(rng, ['场务 老周', '美术 阿宁', '财务 陈会计', '演员统筹 小米'])}）"
        )
    return "\n".join(lines)


def weather_table(rng: random.Random, days: list[tuple[str, int, int]]) -> str:
    rows = []
    for day, wind_lo, wind_hi in days:
        for h in [x / 2 for x in range(10, 42)]:
            rows.append(
                [
                    day,
                    f"{int(h):02d}:{'30' if h % 1 else '00'}",
                    f"{rng.randrange(16, 25)}℃",
                    pick(rng, ["东北", "东", "北", "东南"]),
                    f"{rng.randrange(wind_lo, wind_hi + 1)}级",
                    f"{rng.randrange(0, 90)}%",
                    f"{rng.random() * (3 if wind_hi < 6 else 12):.1f}mm",
                ]
            )
    return (
        "青澜市气象台 逐时预报（接口 wx.qinglan.example/v2/hourly，站点 青澜港 58920）\n\n"
        + fixed_table(["日期", "时刻", "气温", "风向", "风力", "降水概率", "降水量"], rows)
    )


def rental_catalog(rng: random.Random, vendor: str, keep: list[list[str]]) -> str:
    items = [
        "ARRI SkyPanel S60",
        "Aputure 600d",
        "18K HMI",
        "4K HMI",
        "Steadicam M-2",
        "DJI Ronin 2",
        "轨道车 6米",
        "摇臂 Technocrane 15",
        "监视器 SmallHD 1703",
        "无线图传 Teradek Bolt 6",
        "发电车 200kW",
        "蝴蝶布 20x20",
        "Cooke S4 镜头组",
        "Zeiss Supreme 镜头组",
        "柔光箱 Chimera",
        "对讲机 30台",
    ]
    rows = [
        [
            pick(rng, items),
            f"¥{rng.randrange(300, 9000):,}/天",
            pick(rng, ["可租", "可租", "已预订", "维修中"]),
            f"{rng.randrange(1, 6)}",
        ]
        for _ in range(90)
    ]
    rows = spliced(rng, rows, keep)
    return (
        f"{vendor} 库存与报价查询  档期 2027-10-21 至 2027-10-24\n\n"
        + fixed_table(["器材", "日租价", "档期状态", "数量"], rows)
        + "\n\n报价含税，不含运输及器材助理；连续租用 3 天以上可议价。\n"
    )


def budget_sheet(rng: random.Random, keep: list[list[str]], total_line: str) -> str:
    cats = [
        "场地费",
        "交通车辆",
        "餐饮",
        "住宿",
        "场务杂支",
        "道具补充",
        "服装补充",
        "器材运输",
        "安保",
        "医疗保障",
        "发电燃油",
        "保洁",
        "通讯",
        "临时仓储",
    ]
    rows = [
        [
            pick(rng, cats),
            f"{rng.randrange(1, 40)}",
            f"¥{rng.randrange(200, 6000):,}",
            pick(rng, ["天", "人天", "车天", "项"]),
            pick(rng, ["", "", "含税", "预估"]),
        ]
        for _ in range(80)
    ]
    rows = spliced(rng, rows, keep)
    return (
        "外景预算表（青澜港旧渔码头）  /prod/雾港/预算/外景预算_2027Q4.xlsx  工作表: 外景组\n\n"
        + fixed_table(["科目", "数量", "单价", "单位", "备注"], rows)
        + f"\n\n{total_line}\n"
    )


def build_film() -> dict:
    c = Conv(
        "blind-zh-film-shoot-schedule",
        "《雾港》青澜港外景改期",
        "你是电影《雾港》剧组制片组的助手，可以查询统筹排期、收发邮件、查询港务局许可进度、天气预报、"
        "器材租赁公司库存报价，编辑预算表并生成通告单。",
        seed=7404,
    )
    r = c.rng
    c.user(
        "外景要改期。原计划 10月14-16日 在青澜港旧渔码头拍第23-31场，程朗那几天被另一个剧组借去补拍了。"
        "我要把这三天外景重新排，前提是程朗得在、港务局许可得跟着改、钱别超太多。先把排期拉出来看看。"
    )
    c.label(
        "user_goal",
        "把青澜港旧渔码头第23-31场外景重新排期：程朗必须在场，港务局许可随之变更，控制预算",
        ["第23-31场", "程朗", "港务局"],
    )
    c.tools(
        "拉统筹排期。",
        (
            "schedule",
            {"project": "雾港", "export": "stripboard"},
            stripboard(
                r,
                [
                    [
                        f"第{n}场",
                        "青澜港旧渔码头",
                        pick(r, ["日", "晨", "黄昏"]),
                        "外",
                        f"{r.randrange(2, 8)}/8页",
                        "程朗、" + pick(r, ["苏晚晴", "老罗", "船老大"]),
                        f"10月{14 + (n - 23) // 3}日",
                        "待拍",
                    ]
                    for n in range(23, 32)
                ],
            ),
        ),
    )
    c.say(
        "外景组是第23-31场共 9 场，全部在青澜港旧渔码头，每场都有程朗，原排 10月14-16日 每天 3 场，都还没拍。"
        "第25、28场是黄昏戏，对天光有要求。改期的关键是程朗哪几天能回来。"
    )

    c.user("他经纪人许蔓上午回邮件了，你看下。")
    c.tools(
        "查邮件。",
        (
            "mail",
            {"folder": "收件箱", "from": "许蔓"},
            inbox(
                r,
                [
                    "=== 10-05 10:48  许蔓（程朗经纪人）  主题：程朗十月档期 ===",
                    "林老师好，程朗 10月14-17日 在《北线》剧组补拍，已签确认函，没法调。",
                    "20日晚上回青澜，10月21-23日 整天可以给《雾港》，24日 之后要进另一个项目的围读，暂时不能排。",
                    "有变化随时联系。许蔓",
                ],
                ["10-05 10:48  演员统筹  程朗十月档期（许蔓）"],
            ),
        ),
    )
    c.label(
        "fact",
        "经纪人许蔓：程朗 10月14-17日 在《北线》补拍，10月21-23日 可给《雾港》",
        ["许蔓", "10月21-23日"],
    )
    c.say(
        "许蔓说：程朗 10月14-17日 在《北线》补拍，不能调；20日晚回青澜，10月21-23日 整天可以；24日之后进另一个项目围读，"
        "暂时不能排。所以外景最合适就是 10月21-23日，天数不变。"
    )

    c.user("那就 21-23日。去港务局系统把许可改了，现在的许可号你应该能查到。")
    c.tools(
        "查现有许可并提交变更。",
        (
            "permit_portal",
            {"action": "query", "applicant": "青澜雾港影视有限公司"},
            json.dumps(
                {
                    "records": spliced(
                        r,
                        [
                            {
                                "许可号": f"QL-港许-2027-{r.randrange(10, 99):03d}",
                                "申请人": pick(r, ["青澜渔业合作社", "港城物流", "蓝湾船务"]),
                                "事项": pick(r, ["临时占用码头", "船舶维修作业", "货物临时堆放"]),
                                "日期": f"2027-{r.randrange(6, 11):02d}-{r.randrange(1, 29):02d}",
                                "状态": pick(r, ["已批准", "已完成", "已撤回"]),
                            }
                            for _ in range(40)
                        ],
                        [
                            {
                                "许可号": "QL-港许-2027-118",
                                "申请人": "青澜雾港影视有限公司",
                                "事项": "影视拍摄临时占用旧渔码头 A、B 泊位",
                                "日期": "2027-10-14 至 2027-10-16",
                                "状态": "已批准",
                                "变更规则": "变更日期需提前 5 个工作日，变更费 ¥3,000",
                            }
                        ],
                    ),
                },
                ensure_ascii=False,
                indent=1,
            ),
        ),
        (
            "permit_portal",
            {
                "action": "change",
                "permit": "QL-港许-2027-118",
                "new_dates": "2027-10-21 至 2027-10-23",
            },
            "变更申请已提交  申请号 BG-20271005-0457  状态: 受理中  预计 5 个工作日内答复\n变更费 ¥3,000 待缴（答复后 3 日内）",
        ),
    )
    c.replaced("外景原定 10月14-16日；改为 10月21-23日", ["10月14-16日"], back=2)
    c.label(
        "decision",
        "外景改到 10月21-23日（程朗档期），许可 QL-港许-2027-118 提交变更",
        ["QL-港许-2027-118", "BG-20271005-0457"],
    )
    c.say(
        "现有许可 QL-港许-2027-118，旧渔码头 A、B 泊位，10月14-16日。已提交变更到 10月21-23日，申请号 BG-20271005-0457，"
        "受理中，5 个工作日内答复；变更费 ¥3,000，答复后 3 日内缴。"
    )

    c.user("天气呢？21到24日都看一下，这个季节有台风。")
    c.tools(
        "查逐时预报。",
        (
            "weather",
            {"station": "58920", "from": "2027-10-21", "to": "2027-10-24", "granularity": "hourly"},
            weather_table(r, [("10-21", 2, 3), ("10-22", 6, 7), ("10-23", 2, 4), ("10-24", 2, 3)])
            + "\n\n预警: 台风“白鹭”外围影响，10月22日 08-18时 青澜港沿海阵风 7 级，伴中雨；23日起减弱。",
        ),
    )
    c.label("fact", "台风白鹭外围：10月22日 08-18时 青澜港阵风 7 级伴中雨", ["白鹭", "阵风 7 级"])
    c.say(
        "21日和23日风力 2-4 级，可以拍。22日受台风“白鹭”外围影响，08-18时阵风 7 级还有中雨，码头外景基本拍不了；24日天气好。"
        "建议加一个天气备用日 10月24日，但程朗 24日之后有围读，要问许蔓；港务局许可也得把 24日 加上。"
    )

    c.user("问下许蔓 24日能不能挤出来，哪怕半天。")
    c.tools(
        "给许蔓发邮件。",
        (
            "mail",
            {
                "action": "send",
                "to": "许蔓",
                "subject": "程朗 10月24日 能否作为天气备用日",
                "body": "许老师，22日台风影响可能拍不了，24日能否给半天作为备用？",
            },
            "已发送 10-05 14:12\n\n回复 10-05 15:03 许蔓：\n24日 上午可以，13:00 前必须收工，他下午要飞上海围读。只作为备用日，"
            "用不上的话 20日前告诉我。",
        ),
    )
    c.label("decision", "天气备用日为 10月24日上午，程朗 13:00 前收工", ["24日 上午", "13:00 前"])
    c.label("pending_action", "不用备用日的话 20日前通知许蔓", ["20日前告诉我"])
    c.say(
        "许蔓回复：24日 上午可以，13:00 前必须收工（下午飞上海围读）；只做备用，用不上 20日前告诉她。那备用日定 10月24日上午，"
        "只够拍半天，22日的三场里优先挑不带黄昏的。"
    )

    c.user("器材呢？光影那边的 Alexa 35 套装，新日期还有没有？")
    c.tools(
        "查光影器材的库存。",
        (
            "rental",
            {"vendor": "光影器材", "from": "2027-10-21", "to": "2027-10-24"},
            rental_catalog(
                r,
                "光影器材",
                [
                    ["ARRI Alexa 35 套装", "¥12,500/天", "已预订（10-18 至 10-26）", "1"],
                    ["ARRI Alexa Mini LF 套装", "¥8,800/天", "可租", "2"],
                ],
            ),
        ),
        (
            "rental",
            {"vendor": "北辰影视器材", "from": "2027-10-21", "to": "2027-10-24"},
            rental_catalog(
                r,
                "北辰影视器材",
                [
                    ["Sony Venice 2 8K 套装", "¥9,800/天", "可租", "2"],
                    ["ARRI Alexa 35 套装", "¥13,200/天", "已预订", "1"],
                ],
            ),
        ),
    )
    c.label(
        "fact",
        "光影器材的 Alexa 35 套装 10-18 至 10-26 已被预订，北辰有 Venice 2 可租",
        ["10-18 至 10-26"],
        back=0,
    )
    c.say(
        "光影器材的 Alexa 35 套装 10-18 至 10-26 已被预订，只有 Alexa Mini LF（¥8,800/天）。我顺便查了北辰影视器材："
        "Sony Venice 2 8K 套装 ¥9,800/天可租，他们的 Alexa 35 也被订了。换机型要摄影指导韩冬点头。"
    )

    c.user("我问了韩冬，他把意见发邮件了，你看看。")
    c.tools(
        "看韩冬的邮件。",
        (
            "mail",
            {"folder": "收件箱", "from": "韩冬"},
            inbox(
                r,
                [
                    "=== 10-05 16:20  韩冬（摄影指导）  主题：Re: 外景换机 ===",
                    "Mini LF 和棚内 Alexa 35 的色彩接得上，但码头黄昏戏我要高感和 8K 裁切，Venice 2 更合适。",
                    "换 Venice 2 可以，条件：10月19日 下午要在北辰库房做一次机器和镜头测试，和调色一起看。",
                    "韩冬",
                ],
                ["10-05 16:20  摄影组  Re: 外景换机（韩冬）"],
            ),
        ),
    )
    c.say(
        "韩冬倾向 Venice 2：码头黄昏戏要高感和 8K 裁切。条件是 10月19日 下午在北辰库房做一次机器和镜头测试，调色一起看。"
    )

    c.user("那就换北辰的 Venice 2，光影那边 Alexa 35 的预订取消掉。下单吧，21-24日。")
    c.tools(
        "在北辰下单，取消光影的预订。",
        (
            "rental",
            {
                "action": "order",
                "vendor": "北辰影视器材",
                "item": "Sony Venice 2 8K 套装",
                "from": "2027-10-21",
                "to": "2027-10-24",
                "note": "10-24 为天气备用日，未使用按半价",
            },
            "订单 BC-RZ-20271005-07 已确认  Sony Venice 2 8K 套装 x1  10-21 至 10-23 ¥9,800/天，10-24 备用（未使用半价）\n"
            "押金 ¥30,000  联系人: 北辰 租赁部 杜峰",
        ),
        (
            "rental",
            {"action": "cancel", "vendor": "光影器材", "order": "GY-2027-0912"},
            "订单 GY-2027-0912（ARRI Alexa 35 套装 10-14 至 10-16）已取消，无违约金",
        ),
    )
    c.replaced(
        "器材原向光影器材租 Alexa 35 套装；换为北辰影视器材 Sony Venice 2",
        ["光影器材", "Alexa 35"],
        back=2,
    )
    c.label(
        "decision",
        "摄影机换成北辰影视器材 Sony Venice 2（订单 BC-RZ-20271005-07），韩冬同意",
        ["BC-RZ-20271005-07", "Venice 2"],
    )
    c.say(
        "北辰订单 BC-RZ-20271005-07 已确认：Venice 2 8K 套装 10-21 至 10-23 ¥9,800/天，24日备用、没用上按半价，押金 ¥30,000，"
        "联系人杜峰。光影的 GY-2027-0912 已取消，没有违约金。"
    )

    c.user("按新的安排把外景预算重算一遍，原来批的是 ¥486,000。")
    c.tools(
        "更新预算表。",
        (
            "budget",
            {"file": "/prod/雾港/预算/外景预算_2027Q4.xlsx", "sheet": "外景组", "action": "recalc"},
            budget_sheet(
                r,
                [
                    ["摄影机 Venice 2", "3.5", "¥9,800", "天", "含备用日半价"],
                    ["许可变更费", "1", "¥3,000", "项", "港务局"],
                    ["备用日场地/人员", "0.5", "¥46,000", "天", "10-24 上午"],
                    ["群众演员", "60", "¥350", "人天", "3天"],
                    ["吊车（25吨）", "3", "¥7,200", "天", ""],
                ],
                "合计: ¥512,400（原批复 ¥486,000，超出 ¥26,400）",
            ),
        ),
    )
    c.replaced("外景预算原为 ¥486,000；第一次重算为 ¥512,400", ["¥486,000"])
    c.label(
        "reference",
        "外景预算表 /prod/雾港/预算/外景预算_2027Q4.xlsx",
        ["外景预算_2027Q4.xlsx"],
        back=1,
    )
    c.say(
        "重算后外景合计 ¥512,400，比原批复 ¥486,000 多 ¥26,400。主要增加：备用日半天约 ¥46,000、许可变更费 ¥3,000；"
        "换 Venice 2 每天比 Alexa 35 省 ¥2,700 抵掉一部分。群众演员 60 人 × 3 天、吊车 3 天是大头。"
    )

    c.user(
        "郑总说外景上限 50万，超了不批。群演砍到 40 人，吊车只留 2 天，再跟北辰谈个 9 折。改完再算一遍。"
    )
    c.tools(
        "先问北辰折扣，再改预算。",
        (
            "mail",
            {
                "action": "send",
                "to": "杜峰（北辰租赁部）",
                "subject": "BC-RZ-20271005-07 议价",
                "body": "连续租用 3 天以上，能否按 9 折？",
            },
            "已发送 10-05 17:40\n\n回复 10-05 18:02 杜峰：可以，9 折，Venice 2 按 ¥8,820/天，订单已改。",
        ),
        (
            "budget",
            {
                "file": "/prod/雾港/预算/外景预算_2027Q4.xlsx",
                "sheet": "外景组",
                "action": "recalc",
                "changes": {"群众演员": 40, "吊车（25吨）": 2, "摄影机 Venice 2": "¥8,820"},
            },
            budget_sheet(
                r,
                [
                    ["摄影机 Venice 2", "3.5", "¥8,820", "天", "9折，含备用日半价"],
                    ["许可变更费", "1", "¥3,000", "项", "港务局"],
                    ["备用日场地/人员", "0.5", "¥46,000", "天", "10-24 上午"],
                    ["群众演员", "40", "¥350", "人天", "3天"],
                    ["吊车（25吨）", "2", "¥7,200", "天", "22日不用"],
                ],
                "合计: ¥498,600（上限 ¥500,000，余 ¥1,400）  版本: 外景预算_v3",
            ),
        ),
    )
    c.replaced("外景预算第一次重算 ¥512,400；第二次改为 ¥498,600", ["¥512,400"])
    c.replaced("群众演员原为 60 人；减到 40 人", ["60 人"], back=2)
    c.label(
        "fact",
        "第二版外景预算 ¥498,600，在郑总的 ¥500,000 上限内（余 ¥1,400）",
        ["¥498,600", "¥1,400"],
    )
    c.replaced("北辰 Venice 2 日租原为 ¥9,800；谈到 9 折 ¥8,820", ["¥9,800"])
    c.label(
        "decision",
        "群演减到 40 人、吊车只留 2 天、北辰 9 折 ¥8,820/天",
        ["¥8,820", "40 人"],
        back=1,
    )
    c.say(
        "北辰杜峰同意 9 折，Venice 2 现在 ¥8,820/天，订单已改。群演 40 人、吊车 2 天后，外景合计 ¥498,600，在郑总 ¥500,000 的"
        "上限内，只剩 ¥1,400 余量。备用日如果真用上，还有加班费没算进去，余量基本不够。"
    )
    c.label(
        "open_issue", "如果动用 24日备用日，加班费未计入预算，¥1,400 余量不够", ["加班费", "¥1,400"]
    )

    c.user("港务局那边有结果了吗？")
    c.tools(
        "查变更申请进度。",
        (
            "permit_portal",
            {"action": "status", "application": "BG-20271005-0457"},
            "申请号 BG-20271005-0457  状态: 已批准（2027-10-08 10:15）\n许可 QL-港许-2027-118 日期变更为 2027-10-21 至 2027-10-23\n"
            "变更费 ¥3,000 请于 2027-10-11 前缴纳\n备注: 10-24 不在本次变更范围内，如需使用请另行提交临时占用申请（需 A 泊位货轮靠泊计划确认）",
        ),
        (
            "permit_portal",
            {
                "action": "apply",
                "type": "临时占用",
                "berth": "A、B",
                "date": "2027-10-24 06:00-13:00",
                "reason": "影视拍摄天气备用日",
            },
            "临时占用申请已提交  申请号 LS-20271008-0113  状态: 待审核\n提示: 10-24 A 泊位有货轮“恒昌 9”计划靠泊（待船务确认），审核可能延后",
        ),
    )
    c.label(
        "fact",
        "许可变更 BG-20271005-0457 已批准：QL-港许-2027-118 改为 10月21-23日",
        ["已批准（2027-10-08 10:15）"],
        back=0,
    )
    c.label("pending_action", "10月11日前缴许可变更费 ¥3,000", ["2027-10-11 前缴纳"], back=0)
    c.label(
        "open_issue",
        "24日备用日的临时占用申请 LS-20271008-0113 待审核，A 泊位可能有货轮恒昌 9 靠泊",
        ["LS-20271008-0113", "恒昌 9"],
    )
    c.say(
        "变更批了：QL-港许-2027-118 已改为 10月21-23日（10月8日 10:15 批准），变更费 ¥3,000 要在 10月11日前缴。"
        "24日不在变更范围内，我已经另提了临时占用申请 LS-20271008-0113，待审核；问题是 24日 A 泊位可能有货轮“恒昌 9”靠泊，"
        "船务还没确认，审核可能会拖。"
    )

    c.user("先出 21日 的通告单，集合时间按 05:40，黄昏戏挪到 23日。")
    c.tools(
        "生成 21日通告单。",
        (
            "callsheet",
            {
                "date": "2027-10-21",
                "location": "青澜港旧渔码头 A、B 泊位",
                "call_time": "05:40",
                "scenes": ["第23场", "第24场", "第26场"],
                "notes": "黄昏戏第25、28场移至 10-23",
            },
            "\n".join(
                [
                    "通告单已生成 /prod/雾港/通告/通告单_20271021.pdf",
                    "《雾港》第 41 天通告  2027-10-21（周四）  日出 06:12  日落 17:31",
                    "集合 05:40 青澜港旧渔码头 停车区 P2    开机 07:00",
                    "场次: 第23场 / 第24场 / 第26场    主要演员: 程朗 06:10 化妆",
                    "摄影: Sony Venice 2（北辰 BC-RZ-20271005-07）  群演: 40 人 06:30 到场",
                    *[
                        f"  {pick(r, ['美术', '道具', '服装', '化妆', '录音', '灯光', '场务', '车辆'])}组: "
                        f"{pick(r, ['05:30 进场', '06:00 到位', '随组', '06:30 到位'])}  负责人 {pick(r, ['阿宁', '老周', '小米', '大刘', '阿康', '王姐'])} "
                        f"电话 139{r.randrange(10000000, 99999999)}"
                        for _ in range(80)
                    ],
                    "安全提示: 码头边缘作业必须穿救生衣；涨潮时间 11:42。",
                ]
            ),
        ),
    )
    c.label(
        "reference",
        "10月21日通告单 /prod/雾港/通告/通告单_20271021.pdf，集合 05:40",
        ["通告单_20271021.pdf", "05:40"],
        back=0,
    )
    c.label("fact", "10月21日涨潮 11:42，码头边缘作业须穿救生衣", ["涨潮时间 11:42"])
    c.say(
        "21日通告单已生成：/prod/雾港/通告/通告单_20271021.pdf。集合 05:40 停车区 P2，07:00 开机，拍第23、24、26场，"
        "程朗 06:10 化妆，群演 40 人 06:30 到场。黄昏戏第25、28场已移到 23日。涨潮 11:42，码头边作业要穿救生衣。"
    )

    c.user("韩冬那个测试，跟北辰确认一下 19日 下午。")
    c.tools(
        "确认测试时间。",
        (
            "rental",
            {
                "action": "book_test",
                "vendor": "北辰影视器材",
                "order": "BC-RZ-20271005-07",
                "date": "2027-10-19",
                "time": "14:00-18:00",
            },
            "测试已预约 2027-10-19 14:00-18:00 北辰库房 2 号测试间  参加: 韩冬 + 跟焦 + DIT + 调色（后期）\n确认号 BC-TS-1019-02",
        ),
    )
    c.label(
        "fact",
        "韩冬的 Venice 2 测试定在 10月19日 14:00-18:00 北辰库房 2 号测试间（BC-TS-1019-02）",
        ["BC-TS-1019-02"],
    )
    c.say(
        "测试约好了：10月19日 14:00-18:00，北辰库房 2 号测试间，确认号 BC-TS-1019-02，韩冬、跟焦、DIT 和调色参加。"
    )

    c.user(
        "我明天去勘下一个景，这事交给统筹唐悦。给她写个交接，定了的、没办完的、还悬着的都写清楚。"
    )
    c.say(
        "交接给唐悦（《雾港》青澜港外景）：\n\n"
        "已定：\n"
        "1. 外景 10月21-23日，第23-31场，许可 QL-港许-2027-118 已变更批准。\n"
        "2. 天气备用日 10月24日上午（程朗 13:00 前收工），22日台风“白鹭”外围阵风 7 级，22日的戏大概率要挪。\n"
        "3. 摄影机换北辰 Venice 2，订单 BC-RZ-20271005-07，9 折 ¥8,820/天；10月19日 测试 BC-TS-1019-02。\n"
        "4. 外景预算 ¥498,600（外景预算_v3，上限 ¥500,000），群演 40 人，吊车 2 天。\n"
        "5. 21日通告单已出，集合 05:40。\n\n"
        "待办：\n"
        "1. 10月11日前缴许可变更费 ¥3,000。\n"
        "2. 跟进 24日临时占用申请 LS-20271008-0113。\n"
        "3. 如果不用备用日，20日前通知许蔓。\n\n"
        "悬着的：24日 A 泊位可能有货轮“恒昌 9”靠泊；备用日的加班费不在预算里。"
    )
    c.label(
        "pending_action",
        "唐悦接手跟进 24日临时占用申请 LS-20271008-0113 及其余待办",
        ["唐悦", "LS-20271008-0113"],
        back=1,
    )

    c.user("对了，保险那边也要改日期，让唐悦记得给平安顺保险发变更，保单号 PAS-FLM-2027-3381。")
    c.say(
        "记下了，已加到唐悦的待办：给平安顺保险发拍摄日期变更（保单号 PAS-FLM-2027-3381），改为 10月21-23日，并把 24日备用日"
        "一起报上。"
    )
    c.label(
        "pending_action",
        "唐悦给平安顺保险发拍摄日期变更，保单 PAS-FLM-2027-3381",
        ["PAS-FLM-2027-3381"],
        back=1,
    )
    return c.doc()


def check(docs: list[dict]) -> int:
    from compaction.engine import TokenEstimator, context_text, load_conversations, normalize

    sys.path.insert(0, "tests/evaluation")
    from test_heldout_sets import labelled_problems

    bad = 0
    for doc in docs:
        [conv] = load_conversations(json.loads(json.dumps(doc)))
        problems = labelled_problems(conv)
        texts = ["" if m.role == "system" else context_text([m]) for m in conv.messages]
        for item in doc["stale"]:
            for label in doc["labels"]:
                for ev in label["evidence"]:
                    if any(normalize(t) in normalize(ev) for t in item["terms"]):
                        problems.append(
                            f"label {label['id']} evidence {ev!r} holds a term of {item['id']}"
                        )
        tokens = TokenEstimator("gpt-4o").count_all(conv.messages)
        users = sum(1 for m in conv.messages if m.role == "user")
        calls = sum(len(m.tool_requests) for m in conv.messages)
        kinds = "/".join(
            str(sum(1 for lab in doc["labels"] if lab["kind"] == k))
            for k in ("user_goal", "fact", "decision", "pending_action", "open_issue", "reference")
        )
        print(
            f"{doc['id']}: {tokens} tokens, {users} user turns, {calls} tool calls, "
            f"labels {kinds} ({len(doc['labels'])}), stale {len(doc['stale'])}, "
            f"{len(texts)} messages"
        )
        for p in problems:
            print("   ", p)
        bad += len(problems)
    return bad


def main() -> None:
    docs = [build_crew(), build_pharmacy(), build_cve(), build_film()]
    for doc in docs:
        (OUT / f"{doc['id']}.json").write_text(
            json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
        )
    if "--no-check" not in sys.argv:
        sys.exit(1 if check(docs) else 0)


if __name__ == "__main__":
    main()

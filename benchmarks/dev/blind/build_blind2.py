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
    for _ in range(26):
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
        for _ in range(22)
    ]
    lines += spliced(rng, items, subjects)
    lines.append("")
    lines += full
    lines.append("")
    lines.append("-- quoted earlier messages --")
    for _ in range(14):
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
    for i in range(60):
        lines.append(
            f"2027-02-14T{19 + i // 40}:{(i * 7) % 60:02d}:{rng.randrange(60):02d}Z solver[{rng.randrange(3000, 3999)}] "
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


# @@CONVS@@


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
                    if all(normalize(t) in normalize(ev) for t in item["terms"]):
                        problems.append(f"label {label['id']} evidence holds stale {item['id']}")
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
    docs = [build_crew()]
    for doc in docs:
        (OUT / f"{doc['id']}.json").write_text(
            json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
        )
    if "--no-check" not in sys.argv:
        sys.exit(1 if check(docs) else 0)


if __name__ == "__main__":
    main()

"""Blind labelled conversations by blind5 (dev data).

Writes four conversations to benchmarks/dev/blind/<id>.json. Dialogue, facts, value changes
and labels are written by hand; tool outputs are padded with seeded noise. Stdlib only.
Run: .venv/bin/python benchmarks/dev/blind/build_blind5.py
"""

from __future__ import annotations

import json
import random
from pathlib import Path

OUT = Path(__file__).resolve().parent


def norm(s: str) -> str:
    return " ".join(s.lower().split())


class Conv:
    def __init__(self, cid: str, title: str, system: str, seed: int) -> None:
        self.cid, self.title = cid, title
        self.rng = random.Random(seed)
        self.msgs: list[dict] = [{"role": "system", "content": [{"text": system}]}]
        self.labels: list[tuple[str, str, list[str], int]] = []
        self.stales: list[tuple[str, list[str], int]] = []
        self.ref = 0

    def user(self, text: str) -> None:
        self.msgs.append({"role": "user", "content": [{"text": text}]})

    def model(self, text: str) -> None:
        self.msgs.append({"role": "model", "content": [{"text": text}]})

    def tools(self, text: str, *calls: tuple[str, dict, str]) -> None:
        parts: list[dict] = [{"text": text}] if text else []
        answers = []
        for name, inp, out in calls:
            self.ref += 1
            ref = f"call-{self.ref}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            answers.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self.msgs.append({"role": "model", "content": parts})
        self.msgs.append({"role": "tool", "content": answers})

    def label(self, kind: str, text: str, *evidence: str) -> None:
        """Hand-written label; its index is checked against where I put it (the last message)."""
        self.labels.append((kind, text, list(evidence), len(self.msgs) - 1))

    def stale(self, text: str, *terms: str) -> None:
        """The value was replaced in the last message written."""
        self.stales.append((text, list(terms), len(self.msgs) - 1))

    def texts(self) -> list[str]:
        out = []
        for m in self.msgs:
            if m["role"] == "system":
                out.append("")
                continue
            bits = []
            for p in m["content"]:
                if "text" in p:
                    bits.append(p["text"])
                if "toolRequest" in p:
                    bits.append(json.dumps(p["toolRequest"]["input"], ensure_ascii=False))
                if "toolResponse" in p:
                    bits.append(p["toolResponse"]["output"])
            out.append(norm("\n".join(bits)))
        return out

    def write(self) -> Path:
        texts = self.texts()
        labels = []
        for n, (kind, text, ev, at) in enumerate(self.labels, 1):
            firsts = [next(i for i, t in enumerate(texts) if norm(e) in t) for e in ev]
            if at - 4 <= max(firsts) < at:  # placed after the model reply to the message
                at = max(firsts)
            if max(firsts) != at:
                raise SystemExit(f"{self.cid} l{n} {ev}: complete at {max(firsts)}, placed at {at}")
            for _, terms, _ in self.stales:
                if all(any(norm(t) in norm(e) for e in ev) for t in terms):
                    raise SystemExit(f"{self.cid} l{n} evidence holds stale terms {terms}")
            labels.append(
                {"id": f"l{n}", "kind": kind, "text": text, "evidence": ev, "message_index": at}
            )
        stale = [
            {"id": f"s{n}", "text": text, "terms": terms, "message_index": at}
            for n, (text, terms, at) in enumerate(self.stales, 1)
        ]
        doc = {
            "id": self.cid,
            "title": self.title,
            "source": "authored-blind",
            "messages": self.msgs,
            "labels": labels,
            "stale": stale,
            "meta": {"author": "blind5", "generator": "build_blind5.py"},
        }
        path = OUT / f"{self.cid}.json"
        path.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        return path


# -- seeded noise ---------------------------------------------------------------------------

WORDS = [
    "status",
    "sync",
    "queued",
    "retry",
    "batch",
    "window",
    "routed",
    "handler",
    "cache",
    "audit",
    "note",
    "entry",
    "review",
    "pending",
    "ok",
    "checked",
    "updated",
    "archived",
    "merged",
    "field",
    "record",
    "ledger",
    "scan",
    "export",
    "import",
]


def hexid(rng: random.Random, n: int = 8) -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def sprinkle(rng: random.Random, lines: list[str], keep: list[str]) -> str:
    """Insert the hand-written lines into the noise, in order, at seeded positions."""
    out = list(lines)
    slots = sorted(rng.sample(range(len(out) + 1), len(keep))) if keep else []
    for off, (slot, line) in enumerate(zip(slots, keep, strict=True)):
        out.insert(slot + off, line)
    return "\n".join(out)


def log_noise(rng: random.Random, n: int, svc: str, day: str = "2026-11-12") -> list[str]:
    lvls = ["INFO"] * 7 + ["DEBUG"] * 3 + ["WARN"]
    rows = []
    for _ in range(n):
        t = f"{day}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}.{rng.randint(0, 999):03d}Z"
        w = " ".join(rng.choice(WORDS) for _ in range(rng.randint(4, 9)))
        rows.append(
            f"{t} {rng.choice(lvls):5} [{svc}] req={hexid(rng)} {w} dur={rng.randint(2, 900)}ms"
        )
    return rows


def table_noise(rng: random.Random, n: int, cols: list[tuple[str, str]]) -> list[str]:
    head = " | ".join(c for c, _ in cols)
    rows = [head, "-" * len(head)]
    for _ in range(n):
        cells = []
        for _, kind in cols:
            if kind == "id":
                cells.append(hexid(rng, 6).upper())
            elif kind == "money":
                cells.append(f"{rng.randint(20, 4000)}.{rng.randint(0, 99):02d}")
            elif kind == "int":
                cells.append(str(rng.randint(1, 500)))
            elif kind == "date":
                cells.append(f"2026-{rng.randint(9, 11):02d}-{rng.randint(1, 28):02d}")
            else:
                cells.append(rng.choice(kind.split("/")))
        rows.append(" | ".join(cells))
    return rows


def json_noise(rng: random.Random, n: int, prefix: str) -> list[str]:
    rows = []
    for _ in range(n):
        obj = {
            "id": f"{prefix}-{hexid(rng, 10)}",
            "ts": f"2026-11-{rng.randint(1, 28):02d}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:00Z",
            "state": rng.choice(["open", "closed", "synced", "queued", "skipped"]),
            "attrs": {rng.choice(WORDS): rng.randint(0, 999) for _ in range(3)},
        }
        rows.append(json.dumps(obj))
    return rows


def email_noise(rng: random.Random, n: int, people: list[str], domain: str) -> list[str]:
    rows = []
    subjects = [
        "Re: weekly sync",
        "FW: reminder",
        "Out of office",
        "Re: invoice batch",
        "Newsletter",
    ]
    for _ in range(n):
        rows += [
            f"--- message {hexid(rng, 12)} ---",
            f"From: {rng.choice(people)} <{hexid(rng, 5)}@{domain}>",
            f"Date: 2026-11-{rng.randint(1, 28):02d} {rng.randint(7, 19):02d}:{rng.randint(0, 59):02d}",
            f"Subject: {rng.choice(subjects)}",
            " ".join(rng.choice(WORDS) for _ in range(rng.randint(12, 30))) + ".",
        ]
    return rows


# -- 1. insurance property claim -------------------------------------------------------------


def insurance() -> Conv:
    c = Conv(
        "blind-insurance-property-claim",
        "Water-damage homeowner claim CLM-26-448193: estimates, exclusion, reserve, ALE",
        "You are a claims assistant for Northbay Mutual's property desk. Tools: claims_db, "
        "doc_fetch, policy_lookup, reserve_update, calendar, mail. Be exact with amounts.",
        501,
    )
    r = c.rng
    lg = lambda n: log_noise(r, n, "claims-core")  # noqa: E731
    c.user(
        "Morning. I'm picking up CLM-26-448193 from Theo Varga, he's out on leave. Water damage at "
        "the Okafor-Lind house, 27 Wren Hollow Rd. Goal: get this to a settlement recommendation "
        "by Dec 15 without blowing my authority - my settlement authority is $75,000. Pull the file."
    )
    c.label(
        "user_goal",
        "Take over claim and reach a settlement recommendation by Dec 15 within $75,000 authority",
        "CLM-26-448193",
        "Dec 15",
        "$75,000",
    )
    c.tools(
        "Pulling the claim file and activity log.",
        (
            "claims_db",
            {"op": "get", "claim": "CLM-26-448193"},
            sprinkle(
                r,
                lg(70),
                [
                    "CLAIM CLM-26-448193 | policy HO3-7730-2291 | insured: Marisol Okafor-Lind | loss addr 27 Wren Hollow Rd, Ashby",
                    "loss_date=2026-11-03 cause_code=WTR-02 (water, plumbing) reported=2026-11-04 via phone",
                    "assigned_from=theo.varga assigned_to=(unassigned) status=OPEN-INVESTIGATION",
                    "reserve_indemnity=40000.00 reserve_expense=3500.00 set_by=theo.varga 2026-11-05",
                    "note 2026-11-06 (tvarga): kitchen + finished basement affected; supply line under kitchen sink suspected",
                    "note 2026-11-07 (tvarga): insured moved to Hearthstay Suites, ALE started 2026-11-06",
                ],
            ),
        ),
    )
    c.label(
        "fact", "Policy number and insured for the claim", "HO3-7730-2291", "Marisol Okafor-Lind"
    )
    c.model(
        "File summary: policy HO3-7730-2291, loss 2026-11-03, cause WTR-02 (plumbing). Current indemnity "
        "reserve is $40,000 (expense $3,500), set by Theo on Nov 5. Kitchen and finished basement damaged; "
        "Theo suspected the kitchen supply line. The insured has been at Hearthstay Suites since Nov 6 on "
        "ALE. Want me to pull the contractor estimate next?"
    )
    c.user("Yes, the contractor estimate and the policy declarations.")
    c.tools(
        "Fetching both documents.",
        (
            "doc_fetch",
            {"claim": "CLM-26-448193", "doc": "estimate_brightline_v1.pdf"},
            sprinkle(
                r,
                table_noise(
                    r,
                    60,
                    [
                        ("line", "id"),
                        ("item", "drywall/paint/trim/flooring/labor/baseboard/insulation"),
                        ("qty", "int"),
                        ("unit", "money"),
                    ],
                ),
                [
                    "BRIGHTLINE RESTORATION LLC - ESTIMATE BR-20931 v1 - prepared by Gus Pellham",
                    "Scope: kitchen cabinets lower run, subfloor, basement drywall 4ft flood cut, LVP flooring 640 sq ft",
                    "ESTIMATE TOTAL (incl. O&P 20%): $38,450.00",
                ],
            ),
        ),
        (
            "policy_lookup",
            {"policy": "HO3-7730-2291", "section": "declarations"},
            sprinkle(
                r,
                json_noise(r, 45, "endt"),
                [
                    "Coverage A Dwelling: $412,000 | Coverage D Loss of Use (ALE): $41,200 (10% of A)",
                    "Deductible (all perils): $2,500",
                    "Endorsement HO-04-95 water backup: NOT purchased",
                    "Exclusion HO-EX-14: continuous or repeated seepage or leakage over 14 days or more",
                    "Mold/fungi sublimit: $10,000",
                ],
            ),
        ),
    )
    c.model(
        "Brightline Restoration estimate BR-20931 v1 (Gus Pellham): $38,450.00 including 20% O&P. "
        "Declarations: Coverage A $412,000, ALE limit $41,200, deductible $2,500, no water-backup "
        "endorsement, seepage exclusion HO-EX-14 (14 days or more), mold sublimit $10,000. The reserve "
        "of $40,000 covers the estimate but not much else."
    )
    c.label(
        "fact", "Deductible is $2,500 and ALE (Coverage D) limit is $41,200", "$2,500", "$41,200"
    )
    c.label("reference", "Seepage exclusion clause in the policy", "HO-EX-14")
    c.user(
        "The HO-EX-14 thing worries me. Theo's notes mention the basement had an old stain. If the "
        "leak was slow we might only owe part of it. What does the plumber's report say?"
    )
    c.tools(
        "Looking for the plumber report in the file.",
        (
            "doc_fetch",
            {"claim": "CLM-26-448193", "doc": "plumber_report_keswick.pdf"},
            sprinkle(
                r,
                lg(60),
                [
                    "KESWICK PLUMBING - service ticket KP-77812 - tech: Rhona Adeyemi - 2026-11-04",
                    "Finding: braided stainless supply line to kitchen faucet burst at crimp fitting; line manufactured 2019",
                    "Finding: separate old mineral stain on basement wall near hose bib, dry, not related to this failure (tech opinion)",
                ],
            ),
        ),
        (
            "calendar",
            {"op": "list", "owner": "field-ops", "claim": "CLM-26-448193"},
            sprinkle(
                r,
                table_noise(
                    r,
                    55,
                    [
                        ("slot", "id"),
                        ("adjuster", "fa-ross/fa-lim/fa-doyle/fa-nunez"),
                        ("date", "date"),
                        ("state", "booked/held/free"),
                    ],
                ),
                [
                    "INSPECTION INS-5520 | CLM-26-448193 | field adjuster: Petra Lindqvist | Nov 18 10:00 | 27 Wren Hollow Rd | booked",
                ],
            ),
        ),
    )
    c.model(
        "Keswick Plumbing ticket KP-77812 (Rhona Adeyemi): the kitchen supply line burst at the crimp "
        "fitting - a sudden failure, which is covered. She calls the basement stain old and unrelated, "
        "but that's a tech opinion, not a cause-and-origin finding. I'd keep the exclusion question open "
        "until the field inspection looks at that wall. That's inspection INS-5520 with field adjuster "
        "Petra Lindqvist, booked Nov 18 at 10:00 at the property."
    )
    c.label(
        "fact",
        "Plumber found the kitchen supply line burst at the crimp fitting (sudden failure)",
        "KP-77812",
        "crimp fitting",
    )
    c.user(
        "Ok. Gus just called me - Brightline found wet subfloor under the dishwasher and the basement "
        "drywall has to come out to 8 ft, not 4. He's sending v2. Check the inbox."
    )
    c.tools(
        "Checking mail for the revised estimate.",
        (
            "mail",
            {"op": "search", "query": "BR-20931"},
            sprinkle(
                r,
                email_noise(
                    r, 20, ["Ops Digest", "Payroll", "Dana Whitcombe"], "northbaymutual.example"
                ),
                [
                    "From: Gus Pellham <gus@brightline-restoration.example> Subject: BR-20931 v2 revised",
                    "Revised after opening walls: subfloor replacement under dishwasher 48 sq ft, basement flood cut raised to 8 ft, added antimicrobial treatment.",
                    "REVISED TOTAL v2 (incl. O&P): $44,120.00",
                ],
            ),
        ),
    )
    c.model(
        "Revised estimate BR-20931 v2: $44,120.00 (was $38,450). It adds the dishwasher subfloor, the 8 ft "
        "flood cut and an antimicrobial treatment. With the deductible that's $41,620 net on the building "
        "alone, so the $40,000 reserve is now short."
    )
    c.stale("Brightline estimate was $38,450 (v1), revised to $44,120 (v2)", "$38,450")
    c.label("fact", "Brightline revised estimate BR-20931 v2 total", "$44,120")
    c.user(
        "Raise the reserve. Building at $44,120, plus ALE - she's at Hearthstay, what are we paying "
        "there?"
    )
    c.tools(
        "Pulling the ALE payments.",
        (
            "claims_db",
            {"op": "payments", "claim": "CLM-26-448193", "type": "ALE"},
            sprinkle(
                r,
                table_noise(
                    r,
                    50,
                    [
                        ("pay", "id"),
                        ("payee", "vendor/insured"),
                        ("amount", "money"),
                        ("date", "date"),
                    ],
                ),
                [
                    "ALE booking HS-30117 Hearthstay Suites Ashby | 1BR suite | rate $185/night | from Nov 6 | est. end Dec 12",
                    "per diem meals excess: $35/day to insured",
                ],
            ),
        ),
    )
    c.model(
        "Hearthstay booking HS-30117: 1-bedroom suite at $185/night from Nov 6, estimated end Dec 12, plus "
        "$35/day meal excess. Nov 6 to Dec 12 is 36 nights: $6,660 lodging + $1,260 meals = $7,920. "
        "Building $44,120 + ALE $7,920 - $2,500 deductible = $49,540. I'd set indemnity at $52,000 "
        "for some headroom."
    )
    c.user("Fine, do it. $52,000.")
    c.tools(
        "",
        (
            "reserve_update",
            {"claim": "CLM-26-448193", "indemnity": 52000, "reason": "BR-20931 v2 + ALE to Dec 12"},
            sprinkle(
                r,
                lg(45),
                [
                    "RESERVE CHANGE OK claim=CLM-26-448193 indemnity 40000.00 -> 52000.00 approver=self (within authority)",
                ],
            ),
        ),
    )
    c.model("Indemnity reserve raised from $40,000 to $52,000.")
    c.stale("indemnity reserve $40,000 (raised to $52,000)", "reserve", "$40,000")
    c.user(
        "Petra can't do the 18th, she's been pulled onto the hail cat. Move the inspection. Anything "
        "that week with her?"
    )
    c.tools(
        "",
        (
            "calendar",
            {"op": "free", "owner": "petra.lindqvist", "range": "Nov 18-22"},
            sprinkle(
                r,
                table_noise(r, 40, [("slot", "id"), ("date", "date"), ("state", "free/held/busy")]),
                [
                    "petra.lindqvist free: Nov 21 09:00-12:00 ; Nov 22 14:00-16:00",
                ],
            ),
        ),
    )
    c.model("Petra is free Nov 21 09:00-12:00 or Nov 22 14:00-16:00. Which one?")
    c.user("21st, 9am. Tell the insured.")
    c.tools(
        "Rebooking and notifying Ms. Okafor-Lind.",
        (
            "calendar",
            {"op": "move", "event": "INS-5520", "to": "Nov 21 09:00"},
            sprinkle(r, lg(30), ["INS-5520 moved: Nov 18 10:00 -> Nov 21 09:00 (Petra Lindqvist)"]),
        ),
        (
            "mail",
            {
                "op": "send",
                "to": "marisol.okaforlind@example.net",
                "subject": "Inspection moved to Nov 21 09:00",
            },
            sprinkle(r, lg(20), ["queued msg id m-7f21c0 to marisol.okaforlind@example.net"]),
        ),
    )
    c.model("INS-5520 is now Nov 21 at 09:00 with Petra; the insured has been emailed.")
    c.stale("field inspection was Nov 18 10:00 (moved to Nov 21 09:00)", "Nov 18 10:00")
    c.label(
        "fact",
        "Field inspection INS-5520 rescheduled with Petra Lindqvist",
        "INS-5520",
        "Nov 21 at 09:00",
    )
    c.user("Inspection notes from Petra are in. What did she find on the basement wall?")
    c.tools(
        "",
        (
            "doc_fetch",
            {"claim": "CLM-26-448193", "doc": "field_report_INS-5520.txt"},
            sprinkle(
                r,
                lg(75),
                [
                    "FIELD REPORT INS-5520 - P. Lindqvist - 2026-11-21",
                    "Moisture readings basement N wall: 11-13% (dry) except near hose bib stain 19%",
                    "Hose bib stain: efflorescence pattern, long-term seepage from exterior hose bib, predates loss",
                    "Mold growth observed behind basement drywall, approx 60 sq ft, consistent with 18+ days of moisture",
                    "Kitchen loss consistent with sudden supply-line burst. Recommend: cover kitchen + basement water; hose bib area excluded under HO-EX-14",
                ],
            ),
        ),
    )
    c.model(
        "Petra's report: the kitchen and basement water damage match the sudden burst - covered. The "
        "stain by the hose bib is long-term seepage from the exterior bib and predates the loss, so "
        "that section falls under HO-EX-14. She also found about 60 sq ft of mold behind the basement "
        "drywall; mold is capped by the $10,000 sublimit. Brightline's v2 includes work on the hose "
        "bib wall section, so that part needs carving out."
    )
    c.label(
        "fact",
        "About 60 sq ft of mold behind basement drywall; mold capped at $10,000 sublimit",
        "60 sq ft",
        "$10,000",
    )
    c.user(
        "Right. Ask Gus to split out the hose bib section and give me a mold remediation line separately. "
        "And Ms. Okafor-Lind emailed - Brightline told her repairs run to mid-January. Hearthstay runs out Dec 12."
    )
    c.tools(
        "Emailing Gus and checking Hearthstay availability.",
        (
            "mail",
            {
                "op": "send",
                "to": "gus@brightline-restoration.example",
                "subject": "BR-20931: split hose bib section + separate mold line",
            },
            sprinkle(r, lg(20), ["queued msg id m-80a3d4"]),
        ),
        (
            "claims_db",
            {
                "op": "vendor_query",
                "vendor": "Hearthstay Suites Ashby",
                "booking": "HS-30117",
                "extend_to": "Jan 9",
            },
            sprinkle(
                r,
                json_noise(r, 40, "inv"),
                [
                    '{"booking": "HS-30117", "extension_available_to": "Jan 9", "rate_after_Dec_12": "$162/night (30+ night rate)"}',
                ],
            ),
        ),
    )
    c.model(
        "Email sent to Gus. Hearthstay can extend HS-30117 to Jan 9, and after Dec 12 the long-stay rate "
        "is $162/night. Dec 12 to Jan 9 is 28 nights: $4,536 lodging + $980 meals = $5,516 more ALE. "
        "Total ALE would be about $13,436, well under the $41,200 limit. Extend?"
    )
    c.user("Extend to Jan 9.")
    c.tools(
        "",
        (
            "claims_db",
            {"op": "ale_extend", "booking": "HS-30117", "end": "Jan 9", "rate": 162},
            sprinkle(r, lg(25), ["HS-30117 end date Dec 12 -> Jan 9 confirmed, conf HS-X-55810"]),
        ),
    )
    c.model("Extended: HS-30117 now ends Jan 9 (confirmation HS-X-55810), $162/night from Dec 12.")
    c.stale("ALE housing end date Dec 12 (extended to Jan 9)", "HS-30117", "Dec 12")
    c.label(
        "decision",
        "Temporary housing extended to Jan 9 at long-stay rate",
        "HS-X-55810",
        "$162/night",
    )
    c.user("Gus's split came back?")
    c.tools(
        "",
        (
            "mail",
            {"op": "search", "query": "BR-20931 v3"},
            sprinkle(
                r,
                email_noise(
                    r, 18, ["Ops Digest", "Claims QA", "Facilities"], "northbaymutual.example"
                ),
                [
                    "From: Gus Pellham Subject: BR-20931 v3 split",
                    "v3: covered water scope $39,870.00 ; hose bib wall section (excluded) $2,310.00 ; mold remediation $7,640.00 ; total $49,820.00",
                ],
            ),
        ),
    )
    c.model(
        "BR-20931 v3: covered water scope $39,870.00, hose bib section $2,310.00 (excluded), mold "
        "remediation $7,640.00 (within the $10,000 sublimit). Payable building = $39,870 + $7,640 = "
        "$47,510. Add ALE ~$13,436 and subtract the $2,500 deductible: $58,446. The $52,000 reserve "
        "is short again; I'd go to $61,500."
    )
    c.label(
        "fact",
        "v3 split: covered water scope and mold remediation amounts",
        "$39,870.00",
        "$7,640.00",
    )
    c.label(
        "decision",
        "Indemnity reserve raised to $61,500 (v3 + ALE to Jan 9; user approved, within authority)",
        "$61,500",
    )
    c.label(
        "decision",
        "Hose bib wall section ($2,310.00) excluded under HO-EX-14 as long-term seepage",
        "$2,310.00",
        "HO-EX-14",
    )
    c.user("Yes, $61,500. Still inside my 75.")
    c.tools(
        "",
        (
            "reserve_update",
            {"claim": "CLM-26-448193", "indemnity": 61500, "reason": "BR-20931 v3 + ALE to Jan 9"},
            sprinkle(
                r,
                lg(40),
                [
                    "RESERVE CHANGE OK claim=CLM-26-448193 indemnity 52000.00 -> 61500.00 approver=self (within authority)",
                ],
            ),
        ),
    )
    c.model("Reserve now $61,500 indemnity.")
    c.stale("indemnity reserve $52,000 (raised to $61,500)", "reserve", "$52,000")
    c.user(
        "Good. Couple of things I'm not sure about: does the mold sublimit include the antimicrobial "
        "treatment Gus put in v2, or is that part of the water scope? I'll ask underwriting. Also I'm "
        "out Dec 8-10; Kwame Osei covers. Draft the settlement recommendation skeleton for me."
    )
    c.label(
        "open_issue",
        "Whether the antimicrobial treatment counts against the mold sublimit (asked underwriting)",
        "antimicrobial",
        "underwriting",
    )
    c.label(
        "decision",
        "Kwame Osei covers the claim while the adjuster is out Dec 8-10",
        "Kwame Osei",
        "Dec 8-10",
    )
    c.tools(
        "Drafting to the claim file.",
        (
            "doc_fetch",
            {"claim": "CLM-26-448193", "op": "create", "doc": "settlement_rec_draft.md"},
            sprinkle(
                r,
                lg(35),
                [
                    "created drafts/CLM-26-448193/settlement_rec_draft.md rev 1",
                ],
            ),
        ),
    )
    c.model(
        "Draft created at drafts/CLM-26-448193/settlement_rec_draft.md: covered building $39,870, mold "
        "$7,640, ALE to Jan 9, less $2,500 deductible, hose bib section denied under HO-EX-14. Open: "
        "whether the antimicrobial treatment counts against the mold sublimit - waiting on underwriting. "
        "Still to do: the partial-denial letter for the hose bib section, and a note to Kwame Osei for "
        "Dec 8-10."
    )
    c.label(
        "reference",
        "Settlement recommendation draft path",
        "drafts/CLM-26-448193/settlement_rec_draft.md",
    )
    c.user(
        "Write the partial denial letter for the hose bib section but don't send it - legal reviews "
        "first. And leave Kwame a handoff note."
    )
    c.tools(
        "",
        (
            "doc_fetch",
            {"claim": "CLM-26-448193", "op": "create", "doc": "partial_denial_hosebib.docx"},
            sprinkle(
                r,
                lg(30),
                [
                    "created drafts/CLM-26-448193/partial_denial_hosebib.docx rev 1 status=DRAFT-HOLD"
                ],
            ),
        ),
        (
            "claims_db",
            {
                "op": "note",
                "claim": "CLM-26-448193",
                "to": "kwame.osei",
                "text": "Cover Dec 8-10. Reserve $61,500. Awaiting underwriting on antimicrobial/mold sublimit. Denial letter on hold for legal.",
            },
            sprinkle(r, lg(15), ["note n-44102 saved"]),
        ),
    )
    c.model(
        "Partial denial letter drafted at drafts/CLM-26-448193/partial_denial_hosebib.docx (held, not "
        "sent). Handoff note n-44102 left for Kwame Osei."
    )
    c.label(
        "pending_action",
        "Partial denial letter for hose bib section awaits legal review before sending",
        "partial_denial_hosebib.docx",
        "legal",
    )
    c.user(
        "Last thing - she asked whether contents in the basement are covered. She's sending a list. "
        "Flag it as a to-do; we'll price it when it arrives."
    )
    c.model(
        "Noted as a to-do: price the basement contents list under Coverage C when Ms. Okafor-Lind sends "
        "it. It isn't in the reserve yet, so the $61,500 may need another look once the list is in."
    )
    c.label(
        "pending_action",
        "Price basement contents list (Coverage C) when the insured sends it",
        "Coverage C",
        "contents",
    )
    return c


# -- 2. zh e-commerce bulk return dispute ---------------------------------------------------


def ecommerce_zh() -> Conv:
    c = Conv(
        "blind-zh-ecommerce-return-dispute",
        "企业客户批量退货纠纷：数量、退款金额、上门取件与审批权限",
        "你是云栖商城企业客服部的助理。可用工具：order_query、wms_inspect、ticket、refund_calc、"
        "logistics、approval、im_send。回答用中文，金额精确到分。",
        502,
    )
    r = c.rng
    lg = lambda n: log_noise(r, n, "aftersale-svc", "2026-11-15")  # noqa: E731
    c.user(
        "我是企业客服组的林晓雯。恒岳智联科技（企业客户）上个月的大单 SO-20261028-5531 要批量退货，"
        "对方采购顾明哲说有380台QX-A7耳机有质量问题，要求全额退。工单是 AS-88317。目标：这周内把数量、"
        "退款金额和取件都敲定，别让客户升级到法务。先查订单。"
    )
    c.label(
        "user_goal",
        "本周内敲定恒岳智联科技批量退货的数量、退款金额和取件，避免客户升级法务",
        "SO-20261028-5531",
        "AS-88317",
    )
    c.tools(
        "先查订单和售后工单。",
        (
            "order_query",
            {"order": "SO-20261028-5531"},
            sprinkle(
                r,
                table_noise(
                    r,
                    95,
                    [
                        ("行号", "id"),
                        ("SKU", "QX-B2/QX-C1/配件包/充电仓"),
                        ("数量", "int"),
                        ("单价", "money"),
                        ("仓", "杭州仓/嘉兴仓/苏州仓"),
                    ],
                ),
                [
                    "订单 SO-20261028-5531 | 客户：恒岳智联科技有限公司 | 下单 2026-10-28 | 签收 2026-11-02",
                    "主商品 QX-A7 无线降噪耳机 数量 1200 | 企业协议价 ¥259.00/台 | 订单满减优惠 ¥6,000.00（按件分摊）",
                    "订单实付合计：¥304,800.00",
                ],
            ),
        ),
        (
            "ticket",
            {"op": "get", "id": "AS-88317"},
            sprinkle(
                r,
                lg(40),
                [
                    "AS-88317 created by 顾明哲(恒岳智联) claim: 380 units QX-A7 defective (左耳无声/充电仓接触不良), request full refund",
                    "AS-88317 attachments: 照片 46 张, 序列号清单 hy_return_sn.xlsx",
                ],
            ),
        ),
    )
    c.model(
        "订单 SO-20261028-5531：QX-A7 共1200台，企业协议价 ¥259.00/台，订单满减 ¥6,000.00 按件分摊，实付 ¥304,800.00，"
        "11月2日签收。工单 AS-88317：顾明哲申报380台故障（左耳无声、充电仓接触不良），附序列号清单 hy_return_sn.xlsx。"
        "按380台 × ¥259 粗算退款是 ¥98,420.00。要不要先核对序列号清单？"
    )
    c.label("fact", "QX-A7 企业协议价与满减分摊", "¥259.00", "¥6,000.00")
    c.label("reference", "客户提供的退货序列号清单文件", "hy_return_sn.xlsx")
    c.user("核对一下，序列号是不是都是我们这单发出去的。")
    c.tools(
        "",
        (
            "wms_inspect",
            {"op": "match_sn", "order": "SO-20261028-5531", "file": "hy_return_sn.xlsx"},
            sprinkle(
                r,
                table_noise(
                    r, 120, [("序列号", "id"), ("出库单", "id"), ("状态", "匹配/匹配/匹配/重复")]
                ),
                [
                    "汇总：清单 380 条；匹配本单出库 356 条；重复序列号 9 条；非本单序列号 15 条（属 SO-20260914-2207）",
                ],
            ),
        ),
    )
    c.model(
        "核对结果：380条里只有356条是本单出库的；9条是重复录入，15条属于另一个订单 SO-20260914-2207。"
        "所以本单可受理的上限是356台。"
    )
    c.stale("客户申报退货380台，核对后本单可受理上限为356台", "380台")
    c.label(
        "fact", "序列号核对：380条中356条属本单，9条重复，15条属另一订单", "356", "SO-20260914-2207"
    )
    c.user(
        "那15台另一个订单的已经过了30天退货期，不受理，让他们走保修。先按356台跟顾明哲沟通，"
        "同时安排顺达物流上门取件，地址是他们苏州工业园的仓库。"
    )
    c.label("decision", "另一订单的15台已过30天退货期，不受理退货，转保修", "30天", "保修")
    c.tools(
        "给顾明哲发消息，同时预约取件。",
        (
            "im_send",
            {
                "to": "顾明哲",
                "text": "经核对，贵司清单中356台为本单商品，9条重复，15条属订单SO-20260914-2207（已超30天，请走保修）。",
            },
            sprinkle(r, lg(20), ["msg_id=im-5f0c21 delivered"]),
        ),
        (
            "logistics",
            {
                "op": "book_pickup",
                "carrier": "顺达物流",
                "address": "苏州工业园区星湖街218号 恒岳智联2号仓",
                "qty": 356,
                "date": "11月20日",
            },
            sprinkle(
                r,
                json_noise(r, 45, "sd"),
                [
                    '{"pickup_no": "SD-PK-660931", "carrier": "顺达物流", "date": "11月20日", "window": "09:00-12:00", "vehicle": "4.2米厢货", "status": "已预约"}',
                ],
            ),
        ),
    )
    c.model("消息已送达顾明哲。顺达物流取件单 SD-PK-660931，11月20日 09:00-12:00，4.2米厢货。")
    c.label("reference", "顺达物流取件单号", "SD-PK-660931")
    c.user(
        "顾明哲回了，说356台认了，但他们觉得我们只按356算不公平，要求退款按单价不扣满减。"
        "你先按356台算一下两种口径。"
    )
    c.tools(
        "",
        (
            "refund_calc",
            {"order": "SO-20261028-5531", "qty": 356, "modes": ["协议价", "扣分摊满减"]},
            sprinkle(
                r,
                lg(85),
                [
                    "mode=协议价 qty=356 unit=259.00 refund=92204.00",
                    "mode=扣分摊满减 qty=356 unit=259.00 alloc_discount=5.00 refund_unit=254.00 refund=90424.00",
                ],
            ),
        ),
    )
    c.model(
        "356台两种口径：按协议价 ¥259.00 退 ¥92,204.00；扣掉每台 ¥5.00 的满减分摊（¥254.00/台）退 ¥90,424.00。"
        "平台规则是部分退货要扣分摊优惠。"
    )
    c.stale("退款按380台算 ¥98,420.00，已被356台口径取代", "¥98,420.00")
    c.user("按规则扣分摊。但先别发给客户，仓库那边说到货后还要质检，人为损坏的不退。")
    c.label("decision", "部分退货按规则扣除每台¥5.00满减分摊，按¥254.00/台退款", "¥254.00")
    c.model("好的，退款口径定为扣分摊（¥254.00/台），等质检结果再对客户出最终金额。")
    c.user("顺达那边打电话说20号车排不过来，最早24号。客户那边也说20号仓库盘点不方便。改到24号吧。")
    c.tools(
        "",
        (
            "logistics",
            {"op": "reschedule", "pickup_no": "SD-PK-660931", "date": "11月24日"},
            sprinkle(
                r,
                json_noise(r, 40, "sd"),
                [
                    '{"pickup_no": "SD-PK-660931", "old_date": "11月20日", "new_date": "11月24日", "window": "13:00-17:00", "status": "已改约"}',
                ],
            ),
        ),
        (
            "im_send",
            {"to": "顾明哲", "text": "取件改为11月24日13:00-17:00，单号SD-PK-660931。"},
            sprinkle(r, lg(15), ["msg_id=im-5f0d88 delivered"]),
        ),
    )
    c.model("SD-PK-660931 已改约到 11月24日 13:00-17:00，已通知顾明哲。")
    c.stale("取件日期原为11月20日，改为11月24日", "SD-PK-660931", "11月20日")
    c.label("fact", "取件改约时间", "11月24日 13:00-17:00")
    c.user("到货了吗？质检结果出来没有？")
    c.tools(
        "查一下仓库的收货和质检。",
        (
            "wms_inspect",
            {"op": "receipt", "pickup_no": "SD-PK-660931"},
            sprinkle(
                r,
                lg(100),
                [
                    "RECEIPT RV-20261125-0412 pickup=SD-PK-660931 cartons=30 units_counted=351 expected=356 short=5",
                    "QC batch QC-7731: tested 351; 左耳无声 211; 充电仓接触不良 102; 无故障 0; 人为损坏(外壳裂/进水) 38",
                ],
            ),
        ),
    )
    c.model(
        "收货单 RV-20261125-0412：实收351台，比356台少5台。质检批次 QC-7731：左耳无声211台、充电仓接触不良102台，"
        "另有38台判定为人为损坏（外壳裂、进水）。按规则可退的是 211 + 102 = 313台。"
    )
    c.label("fact", "实收351台，短少5台；质检QC-7731判38台人为损坏", "RV-20261125-0412", "QC-7731")
    c.user("38台人为损坏客户肯定不认。少的5台也得问清楚。先把退款金额按313台算出来，再看谁能批。")
    c.tools(
        "",
        (
            "refund_calc",
            {"order": "SO-20261028-5531", "qty": 313, "mode": "扣分摊满减"},
            sprinkle(
                r,
                lg(35),
                [
                    "mode=扣分摊满减 qty=313 unit=259.00 alloc_discount=5.00 refund_unit=254.00 refund=79502.00",
                ],
            ),
        ),
        (
            "approval",
            {"op": "limits", "dept": "企业客服部"},
            sprinkle(
                r,
                table_noise(r, 30, [("角色", "专员/组长/质检"), ("工号", "id"), ("额度", "money")]),
                [
                    "客服经理 赵可馨：单笔退款审批上限 ¥50,000.00",
                    "区域总监 宋立安：单笔退款审批上限 ¥200,000.00",
                ],
            ),
        ),
    )
    c.model(
        "313台 × ¥254.00 = ¥79,502.00。审批额度：客服经理赵可馨单笔上限 ¥50,000.00，区域总监宋立安上限 ¥200,000.00，"
        "所以这笔要走宋立安。"
    )
    c.stale("退款356台口径 ¥90,424.00，已按313台重算为 ¥79,502.00", "¥90,424.00")
    c.label(
        "fact", "客服经理赵可馨退款审批上限¥50,000.00，超额需区域总监宋立安", "¥50,000.00", "宋立安"
    )
    c.user("赵可馨说能不能拆成两笔各四万走她那边，快一点？")
    c.model(
        "不建议。拆单规避审批额度在审批规则里算违规，审计会查同一工单下的多笔退款。走宋立安的流程一般一个工作日内批。"
    )
    c.user("行，不拆，走宋立安。先提交，写清楚38台有争议暂不含在内。")
    c.tools(
        "",
        (
            "approval",
            {
                "op": "submit",
                "ticket": "AS-88317",
                "amount": 79502.00,
                "approver": "宋立安",
                "note": "313台；38台人为损坏争议未计入；短少5台待查",
            },
            sprinkle(
                r,
                lg(30),
                [
                    "approval AP-2026-11-04471 submitted approver=宋立安 amount=79502.00 status=待审批",
                ],
            ),
        ),
    )
    c.model("已提交审批 AP-2026-11-04471，金额 ¥79,502.00，审批人宋立安，状态待审批。")
    c.label("decision", "不拆单，退款走区域总监宋立安审批", "AP-2026-11-04471")
    c.user(
        "顾明哲发了照片，说那38台里有20台是运输途中压坏的，是顺达的责任，不是他们的。他还说少的5台是装车时"
        "顺达司机签收的，单子上写的356。"
    )
    c.tools(
        "查顺达的交接记录。",
        (
            "logistics",
            {"op": "handover", "pickup_no": "SD-PK-660931"},
            sprinkle(
                r,
                json_noise(r, 85, "sd"),
                [
                    '{"pickup_no": "SD-PK-660931", "driver": "马建川", "signed_qty": 356, "signed_cartons": 30, "damage_note": "3箱外箱破损", "photo_ids": ["ph-1182", "ph-1183", "ph-1190"]}',
                ],
            ),
        ),
    )
    c.model(
        "顺达交接记录：司机马建川签收356台、30箱，备注3箱外箱破损。所以短少的5台责任在顺达运输段，不在客户；"
        "外箱破损也支持客户说的部分压坏。这5台应按本单退给客户，再向顺达索赔；38台里哪些是运输压坏还要对照片。"
    )
    c.label("open_issue", "38台中多少属运输压坏未定，客户可能继续争议", "38台", "运输压坏")
    c.label(
        "fact",
        "顺达司机马建川签收356台、30箱，备注3箱外箱破损，短少5台属运输段责任",
        "马建川",
        "3箱外箱破损",
    )
    c.user("那5台加进退款，向顺达索赔。38台的事让质检的彭舒对一下照片再说。审批金额要改吗？")
    c.label("pending_action", "质检彭舒比对38台人为损坏照片，判定哪些属运输压坏", "彭舒", "38台")
    c.tools(
        "",
        (
            "refund_calc",
            {"order": "SO-20261028-5531", "qty": 318, "mode": "扣分摊满减"},
            sprinkle(
                r,
                lg(30),
                [
                    "mode=扣分摊满减 qty=318 unit=259.00 alloc_discount=5.00 refund_unit=254.00 refund=80772.00",
                ],
            ),
        ),
        (
            "approval",
            {
                "op": "amend",
                "id": "AP-2026-11-04471",
                "amount": 80772.00,
                "note": "加入运输短少5台，共318台",
            },
            sprinkle(
                r, lg(20), ["AP-2026-11-04471 amended amount 79502.00 -> 80772.00 status=待审批"]
            ),
        ),
        (
            "ticket",
            {
                "op": "create",
                "type": "承运商索赔",
                "carrier": "顺达物流",
                "ref": "SD-PK-660931",
                "qty": 5,
            },
            sprinkle(r, lg(20), ["claim ticket CC-30558 created carrier=顺达物流 amount=1270.00"]),
        ),
    )
    c.model(
        "已改：318台 × ¥254.00 = ¥80,772.00，审批单 AP-2026-11-04471 金额已更新，仍在宋立安处待批。"
        "向顺达的索赔单 CC-30558（5台，¥1,270.00）已建。38台照片比对待彭舒处理。"
    )
    c.stale("退款313台 ¥79,502.00，加入运输短少5台后改为318台 ¥80,772.00", "¥79,502.00")
    c.label("fact", "当前退款金额：318台共¥80,772.00，审批中", "¥80,772.00", "318")
    c.label("reference", "向顺达物流的承运商索赔单", "CC-30558")
    c.user("我明天请假，后面交给组员周启航跟。你给他留个交接，写清楚还差什么。")
    c.tools(
        "",
        (
            "ticket",
            {
                "op": "note",
                "id": "AS-88317",
                "to": "周启航",
                "text": "交接：审批AP-2026-11-04471待宋立安批（¥80,772.00/318台）；批后通知顾明哲并原路退款；38台待彭舒比对照片；CC-30558向顺达索赔跟进。",
            },
            sprinkle(r, lg(15), ["note nt-99120 saved on AS-88317"]),
        ),
    )
    c.model(
        "交接已写在 AS-88317（nt-99120）给周启航：1) 宋立安批完 AP-2026-11-04471 后通知顾明哲、原路退款 ¥80,772.00；"
        "2) 38台等彭舒比对照片，若认定运输压坏则追加退款并并入顺达索赔；3) 跟进 CC-30558。"
        "还没定的：38台里到底多少算运输责任，客户可能还会就剩下的部分继续争。"
    )
    c.label("pending_action", "宋立安审批通过后由周启航通知顾明哲并原路退款", "周启航", "原路退款")
    return c


# -- 3. k8s certificate rotation ----------------------------------------------------------


def k8s_certs() -> Conv:
    c = Conv(
        "blind-k8s-cert-rotation",
        "Rotating expiring TLS certs across three clusters; ingress break, CA bundle, partner mTLS pin",
        "You are a platform engineering assistant at Kestrel Freight. Tools: kubectl, openssl, git, "
        "vault, calendar, mail. Never apply to prod without the user's go.",
        503,
    )
    r = c.rng

    def kl(n: int, svc: str = "ingress-nginx") -> list[str]:
        return log_noise(r, n, svc, "2026-12-01")

    c.user(
        "The wildcard cert *.edge.kestrel-freight.example expires Dec 9 on all three clusters "
        "(prod-eu-1, prod-us-2, stg-ap-1). I need them rotated before then with zero downtime on the "
        "partner API. Ferrovia Logistics pins our intermediate for mTLS, so careful there. Start with an inventory."
    )
    c.label(
        "user_goal",
        "Rotate the expiring wildcard cert on three clusters before Dec 9 with zero partner API downtime",
        "*.edge.kestrel-freight.example",
        "Dec 9",
    )
    c.tools(
        "Listing certificates and secrets in each cluster.",
        (
            "kubectl",
            {"context": "prod-eu-1", "args": "get certificates,secrets -A -l tier=edge"},
            sprinkle(
                r,
                table_noise(
                    r,
                    70,
                    [
                        ("NAMESPACE", "kube-system/monitoring/payments/web"),
                        ("NAME", "id"),
                        ("READY", "True/True/False"),
                        ("AGE", "int"),
                    ],
                ),
                [
                    "edge        edge-wildcard-tls   True   kubernetes.io/tls   issuer=corp-ica-2024   notAfter=2026-12-09T11:59:59Z",
                ],
            ),
        ),
        (
            "kubectl",
            {"context": "prod-us-2", "args": "get certificates,secrets -A -l tier=edge"},
            sprinkle(
                r,
                table_noise(
                    r,
                    70,
                    [
                        ("NAMESPACE", "kube-system/monitoring/payments/web"),
                        ("NAME", "id"),
                        ("READY", "True/True/False"),
                        ("AGE", "int"),
                    ],
                ),
                [
                    "edge        edge-wildcard-tls   True   kubernetes.io/tls   issuer=corp-ica-2024   notAfter=2026-12-09T11:59:59Z",
                    "partner-gw  ferrovia-mtls-client-ca   Opaque   ca.crt from ca-bundle v2026.2",
                ],
            ),
        ),
        (
            "kubectl",
            {"context": "stg-ap-1", "args": "get certificates,secrets -A -l tier=edge"},
            sprinkle(
                r,
                table_noise(
                    r,
                    50,
                    [
                        ("NAMESPACE", "kube-system/monitoring/web"),
                        ("NAME", "id"),
                        ("READY", "True/False"),
                        ("AGE", "int"),
                    ],
                ),
                [
                    "edge        edge-wildcard-tls   True   kubernetes.io/tls   issuer=corp-ica-2024   notAfter=2026-12-09T11:59:59Z",
                    "cert-manager controller version v1.11.4",
                ],
            ),
        ),
    )
    c.model(
        "All three clusters serve secret edge/edge-wildcard-tls, issued by corp-ica-2024, notAfter "
        "2026-12-09T11:59:59Z. prod-us-2 also has partner-gw/ferrovia-mtls-client-ca built from CA bundle "
        "v2026.2. stg-ap-1 runs an old cert-manager, v1.11.4."
    )
    c.label("reference", "TLS secret name used by all three clusters", "edge/edge-wildcard-tls")
    c.user(
        "The new cert is already in Vault. Check it and the bundle repo. Plan is CA bundle v2026.2 stays, "
        "only the leaf changes."
    )
    c.tools(
        "",
        (
            "vault",
            {"op": "read", "path": "pki/edge/wildcard-2026-12"},
            sprinkle(
                r,
                json_noise(r, 30, "vlt"),
                [
                    '{"path": "pki/edge/wildcard-2026-12", "serial": "4f:1a:9c:02:77", "notAfter": "2027-12-08", "issuer": "Kestrel Issuing CA G3"}',
                ],
            ),
        ),
        (
            "openssl",
            {"args": "verify -CAfile ca-bundle/v2026.2/bundle.pem wildcard-2026-12.pem"},
            sprinkle(
                r,
                kl(25, "openssl"),
                [
                    "wildcard-2026-12.pem: verification failed: error 20 at 0 depth lookup: unable to get local issuer certificate",
                    "issuer: CN=Kestrel Issuing CA G3 (not present in ca-bundle/v2026.2)",
                ],
            ),
        ),
    )
    c.model(
        "The new leaf at pki/edge/wildcard-2026-12 (serial 4f:1a:9c:02:77, valid to 2027-12-08) was issued by a "
        "new intermediate, Kestrel Issuing CA G3, which is not in ca-bundle v2026.2 - verification fails "
        "with error 20. So the bundle has to change too, and Ferrovia's pin on the intermediate breaks."
    )
    c.label(
        "fact",
        "New leaf in Vault is valid until 2027-12-08",
        "pki/edge/wildcard-2026-12",
        "2027-12-08",
    )
    c.label(
        "fact",
        "New leaf issued by a new intermediate Kestrel Issuing CA G3, not in old bundle",
        "Kestrel Issuing CA G3",
        "4f:1a:9c:02:77",
    )
    c.user("Ugh. Is there a bundle with G3 in the repo?")
    c.tools(
        "",
        (
            "git",
            {
                "repo": "platform/ca-bundles",
                "args": "log --oneline -8 && diff v2026.2 v2026.3 --stat",
            },
            sprinkle(
                r,
                kl(40, "git"),
                [
                    "a91e3c0 (tag: v2026.3) add Kestrel Issuing CA G3, keep corp-ica-2024 for overlap",
                    "7d2b118 (tag: v2026.2) rotate root cross-sign",
                    " v2026.3/bundle.pem | 31 +++++++++++++++++++++++++++++++",
                ],
            ),
        ),
    )
    c.model(
        "Yes: tag v2026.3 (a91e3c0) adds Kestrel Issuing CA G3 and keeps corp-ica-2024 for overlap. I'd "
        "move every cluster to v2026.3 before swapping the leaf."
    )
    c.user("Go with v2026.3 then.")
    c.stale("CA bundle plan was to keep v2026.2 (moving to v2026.3)", "v2026.2", "stays")
    c.label(
        "decision",
        "Move all clusters to CA bundle v2026.3 (adds G3, keeps corp-ica-2024 for overlap)",
        "v2026.3",
        "a91e3c0",
    )
    c.user(
        "Window: we have change CHG-40912 for Thu Dec 3 22:00 UTC. Do stg-ap-1 first now, it's staging."
    )
    c.label("reference", "Change ticket for the rotation", "CHG-40912")
    c.tools(
        "Applying bundle v2026.3 and the new leaf on stg-ap-1.",
        (
            "kubectl",
            {
                "context": "stg-ap-1",
                "args": "apply -k overlays/stg-ap-1/edge-tls (bundle v2026.3, leaf wildcard-2026-12)",
            },
            sprinkle(
                r,
                kl(60),
                [
                    "secret/edge-wildcard-tls configured",
                    "configmap/ca-bundle configured (v2026.3)",
                    "cert-manager v1.11.4: Certificate edge-wildcard did not reconcile: unknown field spec.secretTemplate",
                ],
            ),
        ),
        (
            "openssl",
            {"args": "s_client -connect stg.edge.kestrel-freight.example:443 -showcerts"},
            sprinkle(
                r,
                kl(30, "openssl"),
                [
                    "depth=1 CN = Kestrel Issuing CA G3 ; verify return:1 ; notAfter=2027-12-08",
                ],
            ),
        ),
    )
    c.model(
        "stg-ap-1 now serves the new leaf with G3 and verifies. One warning: cert-manager v1.11.4 rejects "
        "spec.secretTemplate in our Certificate, so auto-renewal on stg-ap-1 won't work until it's upgraded. "
        "The secret was applied directly, so serving is fine."
    )
    c.label(
        "open_issue",
        "cert-manager v1.11.4 on stg-ap-1 can't reconcile the Certificate (spec.secretTemplate); auto-renewal broken",
        "v1.11.4",
        "spec.secretTemplate",
    )
    c.user("Ok, leave that for now. Mail Ferrovia about the new pin.")
    c.tools(
        "Computing the G3 SPKI pin and mailing Ferrovia.",
        (
            "openssl",
            {
                "args": "x509 -in g3.pem -pubkey | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64"
            },
            sprinkle(
                r,
                kl(10, "openssl"),
                [
                    "pin-sha256 G3 = Yk3vQ2nR8tLw0pZ5eJx1sD7uA4cH6mF9bN2gK0iV3oE=",
                    "pin-sha256 corp-ica-2024 (current) = Hq7Ls0dP2xW9mV4aR1tY6nC8bZ3fJ5kE0uG7iO2sQ1A=",
                ],
            ),
        ),
        (
            "mail",
            {
                "op": "send",
                "to": "integrations@ferrovia-logistics.example",
                "cc": "raj.menon@kestrel-freight.example",
                "subject": "mTLS pin update before Dec 3 22:00 UTC",
            },
            sprinkle(
                r,
                email_noise(r, 8, ["Kestrel Ops"], "kestrel-freight.example"),
                [
                    "Please add pin-sha256 Yk3vQ2nR8tLw0pZ5eJx1sD7uA4cH6mF9bN2gK0iV3oE= alongside the current one before Dec 3 22:00 UTC. Contact: Raj Menon.",
                ],
            ),
        ),
    )
    c.model(
        "Sent. New G3 pin Yk3vQ2nR8tLw0pZ5eJx1sD7uA4cH6mF9bN2gK0iV3oE=; current pin Hq7Ls0dP2xW9mV4aR1tY6nC8bZ3fJ5kE0uG7iO2sQ1A= "
        "should stay alongside it during overlap. Raj Menon is the contact on our side."
    )
    c.label(
        "reference",
        "New SPKI pin for the G3 intermediate sent to Ferrovia",
        "Yk3vQ2nR8tLw0pZ5eJx1sD7uA4cH6mF9bN2gK0iV3oE=",
    )
    c.user(
        "Ferrovia replied - they can't deploy pin changes until their Friday release. Move our window. "
        "Sat Dec 5 06:00 UTC works for us. Update CHG-40912."
    )
    c.tools(
        "",
        (
            "calendar",
            {"op": "update", "change": "CHG-40912", "start": "Sat Dec 5 06:00 UTC"},
            sprinkle(
                r,
                kl(25, "change-mgmt"),
                [
                    "CHG-40912 window Thu Dec 3 22:00 UTC -> Sat Dec 5 06:00 UTC (approved: cab-bot)",
                ],
            ),
        ),
    )
    c.model("CHG-40912 moved to Sat Dec 5 06:00 UTC. Still four days before the Dec 9 expiry.")
    c.stale("maintenance window Thu Dec 3 22:00 UTC (moved to Sat Dec 5 06:00 UTC)", "Dec 3 22:00")
    c.label(
        "fact", "Ferrovia can deploy pin changes only with their Friday release", "Friday release"
    )
    c.label(
        "decision",
        "Maintenance window moved to Sat Dec 5 06:00 UTC because Ferrovia can deploy pins only after their Friday release",
        "Sat Dec 5 06:00 UTC",
    )
    c.user(
        "Raj is moving teams on Monday. Mireille Ostrova takes over the Ferrovia contact. Tell Ferrovia."
    )
    c.tools(
        "",
        (
            "mail",
            {
                "op": "send",
                "to": "integrations@ferrovia-logistics.example",
                "subject": "New contact for Kestrel mTLS: Mireille Ostrova",
            },
            sprinkle(r, kl(10, "mail"), ["queued mid=k-7a10e2"]),
        ),
    )
    c.model("Done - Ferrovia told that Mireille Ostrova replaces Raj Menon as the contact.")
    c.stale("Ferrovia contact was Raj Menon (now Mireille Ostrova)", "Raj Menon", "contact")
    c.label("fact", "Mireille Ostrova is the Kestrel contact for Ferrovia", "Mireille Ostrova")
    c.user("Window's open (it's Sat 06:00). Go prod-eu-1 first, then prod-us-2.")
    c.tools(
        "Rolling prod-eu-1.",
        (
            "kubectl",
            {
                "context": "prod-eu-1",
                "args": "apply -k overlays/prod-eu-1/edge-tls && rollout status deploy/ingress-nginx-controller -n ingress-nginx",
            },
            sprinkle(
                r,
                kl(80),
                [
                    "configmap/ca-bundle configured (v2026.3)",
                    "secret/edge-wildcard-tls configured",
                    'deployment "ingress-nginx-controller" successfully rolled out',
                ],
            ),
        ),
        (
            "openssl",
            {"args": "s_client -connect eu.edge.kestrel-freight.example:443"},
            sprinkle(
                r, kl(20, "openssl"), ["depth=1 CN = Kestrel Issuing CA G3 ; verify return:1"]
            ),
        ),
    )
    c.model("prod-eu-1 done and verified. Moving to prod-us-2.")
    c.label(
        "fact", "prod-eu-1 rotated and verified with G3 chain", "eu.edge.kestrel-freight.example"
    )
    c.user("go")
    c.tools(
        "",
        (
            "kubectl",
            {
                "context": "prod-us-2",
                "args": "apply -k overlays/prod-us-2/edge-tls && rollout status deploy/ingress-nginx-controller -n ingress-nginx",
            },
            sprinkle(
                r,
                kl(90),
                [
                    "secret/edge-wildcard-tls configured",
                    'deployment "ingress-nginx-controller" successfully rolled out',
                    'E1205 06:41:12 controller.go:1190 error obtaining X.509 certificate: x509: certificate signed by unknown authority (possibly because of "crypto/rsa: verification error")',
                    "W1205 06:41:12 backend_ssl.go:47 using default fake certificate for edge/edge-wildcard-tls",
                ],
            ),
        ),
    )
    c.model(
        "prod-us-2 ingress broke: the controller logs 'x509: certificate signed by unknown authority' and "
        "falls back to the default fake certificate for edge/edge-wildcard-tls. Public traffic on us is "
        "getting the fake cert right now. Note the configmap line is missing - the overlay didn't update "
        "ca-bundle. Roll back or fix forward?"
    )
    c.label(
        "fact",
        "prod-us-2 ingress fell back to the fake certificate (x509 unknown authority) after the apply",
        "prod-us-2",
        "default fake certificate",
    )
    c.user("Fix forward if it's quick, otherwise roll back. Look at the overlay.")
    c.tools(
        "",
        (
            "git",
            {
                "repo": "platform/cluster-config",
                "args": "diff main -- overlays/prod-us-2/edge-tls/kustomization.yaml",
            },
            sprinkle(
                r,
                kl(30, "git"),
                [
                    "-  - ../../../bases/ca-bundle?ref=v2026.3",
                    "+  - ../../../bases/ca-bundle?ref=v2026.2   # pinned by PR #2231 for ferrovia gateway",
                    "secretGenerator edge-wildcard-tls: files tls.crt (leaf only, no chain)",
                ],
            ),
        ),
    )
    c.model(
        "Found it: overlays/prod-us-2/edge-tls/kustomization.yaml pins ca-bundle to v2026.2 (PR #2231, for the "
        "Ferrovia gateway), and the secret holds only the leaf with no chain. Fix: point it at v2026.3 and "
        "include the G3 intermediate in tls.crt. Two-line change."
    )
    c.label(
        "reference",
        "Overlay that pinned the old bundle on prod-us-2",
        "overlays/prod-us-2/edge-tls/kustomization.yaml",
        "PR #2231",
    )
    c.user("Do it.")
    c.tools(
        "",
        (
            "git",
            {
                "repo": "platform/cluster-config",
                "args": "commit -am 'prod-us-2: ca-bundle v2026.3, full chain in tls.crt' && push",
            },
            sprinkle(
                r,
                kl(15, "git"),
                ["[main 3c5e0fd] prod-us-2: ca-bundle v2026.3, full chain in tls.crt"],
            ),
        ),
        (
            "kubectl",
            {
                "context": "prod-us-2",
                "args": "apply -k overlays/prod-us-2/edge-tls && rollout restart deploy/ingress-nginx-controller -n ingress-nginx",
            },
            sprinkle(
                r,
                kl(70),
                [
                    "configmap/ca-bundle configured (v2026.3)",
                    "secret/edge-wildcard-tls configured",
                    'deployment "ingress-nginx-controller" successfully rolled out',
                ],
            ),
        ),
        (
            "openssl",
            {"args": "s_client -connect us.edge.kestrel-freight.example:443 -showcerts"},
            sprinkle(
                r,
                kl(20, "openssl"),
                [
                    "depth=1 CN = Kestrel Issuing CA G3 ; verify return:1 ; fake-cert errors since 06:52: 0",
                ],
            ),
        ),
    )
    c.model(
        "Fixed by commit 3c5e0fd: prod-us-2 serves the full G3 chain, no fake-cert errors since 06:52. "
        "Outage on us edge was about 11 minutes (06:41-06:52)."
    )
    c.stale(
        "edge wildcard cert expiring 2026-12-09T11:59:59Z, replaced on all clusters by the leaf valid to 2027-12-08",
        "2026-12-09T11:59:59Z",
    )
    c.label(
        "decision",
        "Fix forward on prod-us-2 with commit 3c5e0fd (bundle v2026.3 + full chain)",
        "3c5e0fd",
    )
    c.user("Partner API - is Ferrovia's mTLS working?")
    c.tools(
        "",
        (
            "kubectl",
            {"context": "prod-us-2", "args": "logs -n partner-gw deploy/ferrovia-gw --since=30m"},
            sprinkle(
                r,
                kl(70, "ferrovia-gw"),
                [
                    "06:58:03 mTLS handshake ok peer=gw01.ferrovia-logistics.example pinned=Yk3vQ2nR",
                    "06:41:20-06:52:10 handshake failures 212 (peer pin mismatch: presented chain without intermediate)",
                ],
            ),
        ),
    )
    c.model(
        "Ferrovia handshakes are OK since the fix (pin matches G3). During the 06:41-06:52 gap there were 212 "
        "failed handshakes, so the partner API did see an interruption - zero downtime was not met there."
    )
    c.label(
        "fact",
        "212 failed Ferrovia mTLS handshakes between 06:41 and 06:52",
        "212 failed handshakes",
    )
    c.user(
        "Write that into CHG-40912 as an incident note. Mireille needs to tell Ferrovia. And the old "
        "corp-ica-2024 pin: when can they drop it?"
    )
    c.model(
        "I'll add the note. For the old pin: corp-ica-2024 is still in v2026.3 for overlap; until stg-ap-1's "
        "cert-manager is fixed and nothing else chains to corp-ica-2024 we shouldn't tell them to drop it. "
        "I'd suggest 30 days, i.e. after Jan 4, but that's a guess until we check other consumers."
    )
    c.tools(
        "",
        (
            "calendar",
            {
                "op": "note",
                "change": "CHG-40912",
                "text": "prod-us-2 ingress fake-cert 06:41-06:52 UTC, 212 Ferrovia handshakes failed; fixed in 3c5e0fd",
            },
            sprinkle(r, kl(10, "change-mgmt"), ["note added to CHG-40912"]),
        ),
    )
    c.model("Incident note added to CHG-40912.")
    c.label(
        "open_issue",
        "When Ferrovia can drop the old corp-ica-2024 pin is undecided (maybe after Jan 4)",
        "corp-ica-2024",
        "Jan 4",
    )
    c.user(
        "Fine. To-dos: Mireille tells Ferrovia about the 11 minutes, and someone upgrades cert-manager on "
        "stg-ap-1 - give that one to Tomasz Wren. That's it for today."
    )
    c.label(
        "pending_action",
        "Tomasz Wren upgrades cert-manager on stg-ap-1",
        "Tomasz Wren",
        "cert-manager",
    )
    c.model(
        "Recorded: Mireille Ostrova to brief Ferrovia on the 11-minute interruption; Tomasz Wren to upgrade "
        "cert-manager on stg-ap-1 (v1.11.4). All three clusters now serve the new cert via bundle v2026.3."
    )
    c.label(
        "pending_action",
        "Mireille informs Ferrovia of the 11-minute interruption",
        "Mireille",
        "11-minute interruption",
    )
    return c


# -- 4. university lab procurement --------------------------------------------------------


def lab_procurement() -> Conv:
    c = Conv(
        "blind-university-lab-procurement",
        "Buying a confocal microscope on grant TRW-BIO-4471: quotes, discount, import, delivery, spec change",
        "You help the Sato Lab at Tarrow University with purchasing. Tools: grant_db, erp, mail, "
        "sheet, tariff, docs. Quote every amount in USD unless told otherwise.",
        504,
    )
    r = c.rng

    def nl(n: int, svc: str) -> list[str]:
        return log_noise(r, n, svc, "2026-11-09")

    c.user(
        "Hi, Hana Lindgren here, lab manager for the Sato Lab. We need to buy a confocal microscope on "
        "grant TRW-BIO-4471. Equipment line is what we have; it has to be a PO by Jan 31 or the money "
        "goes back. Three quotes are in the shared drive. First check the grant balance."
    )
    c.label(
        "user_goal",
        "Buy a confocal microscope on grant TRW-BIO-4471 with a PO issued by Jan 31",
        "TRW-BIO-4471",
        "Jan 31",
    )
    c.tools(
        "",
        (
            "grant_db",
            {"award": "TRW-BIO-4471", "view": "budget"},
            sprinkle(
                r,
                table_noise(
                    r,
                    101,
                    [
                        ("object", "supplies/travel/salary/fringe/services"),
                        ("code", "id"),
                        ("budget", "money"),
                        ("spent", "money"),
                    ],
                ),
                [
                    "AWARD TRW-BIO-4471 PI: Elias Sato | period end 2027-06-30 | equipment encumbrance deadline 2027-01-31",
                    "EQUIPMENT line 5400: budget $310,000.00 spent $0.00 encumbered $0.00 available $310,000.00",
                    "F&A: equipment over $5,000 exempt from indirects",
                ],
            ),
        ),
    )
    c.model(
        "TRW-BIO-4471 (PI Elias Sato): equipment line 5400 has $310,000.00 available, nothing spent. "
        "Encumbrance deadline 2027-01-31 - that's your Jan 31 PO deadline. Equipment is exempt from indirects."
    )
    c.label("fact", "Equipment line 5400 has $310,000.00 available", "5400", "$310,000.00")
    c.user("Now compare the three quotes.")
    c.tools(
        "Pulling the quotes and building a comparison.",
        (
            "docs",
            {"op": "read", "folder": "SatoLab/Procurement/confocal-2026"},
            sprinkle(
                r,
                email_noise(
                    r, 31, ["Veridian Sales", "Lumatek Sales", "Halcyon Imaging"], "vendors.example"
                ),
                [
                    "Q-VO-33817 Veridian Optics VX-880, 4 laser lines (405/488/561/640), 2 GaAsP detectors, install+training: $298,400.00, lead time 10 weeks, ship from Rochester NY",
                    "Q-HI-2026-118 Halcyon Imaging HC-5, 4 laser lines (405/488/561/640), 3 HyD detectors, install+training: $276,900.00, lead time 12 weeks, FCA Hamburg (Germany)",
                    "Q-LT-9042 Lumatek LS-9, 4 laser lines, 2 PMT + 1 GaAsP, install: $305,000.00, training extra $6,500.00, lead time 8 weeks",
                ],
            ),
        ),
        (
            "sheet",
            {"op": "create", "name": "confocal_quote_compare.xlsx"},
            sprinkle(
                r,
                table_noise(
                    r,
                    58,
                    [
                        ("criterion", "detectors/lasers/service/warranty/software"),
                        ("weight", "int"),
                        ("score", "int"),
                    ],
                ),
                [
                    "created SatoLab/Procurement/confocal-2026/confocal_quote_compare.xlsx",
                ],
            ),
        ),
    )
    c.model(
        "Comparison (saved to confocal_quote_compare.xlsx):\n- Veridian VX-880 (Q-VO-33817): $298,400.00, 2 GaAsP, 10 weeks, domestic.\n"
        "- Halcyon HC-5 (Q-HI-2026-118): $276,900.00, 3 HyD detectors, 12 weeks, FCA Hamburg - we'd handle import.\n"
        "- Lumatek LS-9 (Q-LT-9042): $305,000.00 + $6,500.00 training = $311,500.00, over the $310,000 line.\n"
        "Halcyon is cheapest with the best detectors; the import is the catch."
    )
    c.label("reference", "Quote comparison spreadsheet", "confocal_quote_compare.xlsx")
    c.label(
        "fact",
        "Lumatek LS-9 with training totals $311,500.00, over the equipment line",
        "Q-LT-9042",
        "$311,500.00",
    )
    c.user("Lumatek's out. Ask Halcyon for a better price - mention Veridian's number.")
    c.tools(
        "",
        (
            "mail",
            {
                "op": "send",
                "to": "jonas.feld@halcyon-imaging.example",
                "subject": "Q-HI-2026-118 pricing",
                "body": "We have a competing domestic quote. Can Halcyon improve Q-HI-2026-118?",
            },
            sprinkle(r, nl(24, "mail"), ["queued mid=t-55a1"]),
        ),
    )
    c.model("Sent to Jonas Feld at Halcyon asking for a better price on Q-HI-2026-118.")
    c.user("Jonas answered. Read it.")
    c.tools(
        "",
        (
            "mail",
            {"op": "search", "query": "from:jonas.feld Q-HI-2026-118"},
            sprinkle(
                r,
                email_noise(r, 29, ["Facilities", "Dept Admin", "EHS Office"], "tarrow.example"),
                [
                    "From: Jonas Feld <jonas.feld@halcyon-imaging.example> Subject: Re: Q-HI-2026-118 pricing",
                    "We can offer an academic discount of 7% if the PO is placed before Dec 18: revised Q-HI-2026-118 rev B $257,517.00. Terms still FCA Hamburg.",
                ],
            ),
        ),
    )
    c.model(
        "Halcyon offers 7% academic discount if the PO is placed before Dec 18: Q-HI-2026-118 rev B at "
        "$257,517.00, still FCA Hamburg."
    )
    c.stale("Halcyon HC-5 quote $276,900.00 (rev B discounted to $257,517.00)", "$276,900.00")
    c.label(
        "fact", "Halcyon 7% academic discount valid only for a PO before Dec 18", "7%", "Dec 18"
    )
    c.user(
        "Great, we go with Halcyon - they're already vendor V-30417 in our system. But FCA Hamburg means we arrange freight and customs. What duty would "
        "we pay on a confocal from Germany? I remember something about duty-free scientific instruments."
    )
    c.label(
        "decision",
        "Halcyon HC-5 chosen over Veridian VX-880 (cheaper, better detectors)",
        "Halcyon",
        "V-30417",
    )
    c.tools(
        "",
        (
            "tariff",
            {"hts": "9012.10", "origin": "DE"},
            sprinkle(
                r,
                json_noise(r, 58, "hts"),
                [
                    '{"hts": "9012.10.0000", "desc": "Microscopes other than optical microscopes", "general_rate": "Free"}',
                ],
            ),
        ),
        (
            "tariff",
            {"hts": "9011.80", "origin": "DE"},
            sprinkle(
                r,
                json_noise(r, 58, "hts"),
                [
                    '{"hts": "9011.80.0000", "desc": "Other compound optical microscopes", "general_rate": "7.2%", "note": "Chapter 98 9810.00.60 scientific instruments for nonprofit institutions: duty-free if no equivalent domestic instrument, requires Form ITA-338P application"}',
                ],
            ),
        ),
    )
    c.model(
        "A confocal is an optical microscope, so HTS 9011.80.0000 at 7.2% general rate - about $18,541 on "
        "$257,517. The duty-free route is 9810.00.60 for nonprofit scientific instruments, but it needs Form "
        "ITA-338P and no equivalent domestic instrument - and Veridian's VX-880 is domestic and comparable, "
        "so that exemption is doubtful. Simpler: ask Halcyon for DAP Tarrow so they handle freight."
    )
    c.label(
        "fact", "Confocal classifies under HTS 9011.80.0000 at 7.2% duty", "9011.80.0000", "7.2%"
    )
    c.user(
        "Ask Halcyon for DAP Tarrow, and separately have our customs broker, Ardent Brokerage, check whether the "
        "9810.00.60 route has any chance. Don't file ITA-338P yet."
    )
    c.tools(
        "",
        (
            "mail",
            {
                "op": "send",
                "to": "jonas.feld@halcyon-imaging.example",
                "subject": "Q-HI-2026-118 rev B: DAP Tarrow?",
            },
            sprinkle(r, nl(19, "mail"), ["queued mid=t-55c9"]),
        ),
        (
            "mail",
            {
                "op": "send",
                "to": "desk@ardent-brokerage.example",
                "subject": "9810.00.60 eligibility - confocal HC-5 from DE",
            },
            sprinkle(r, nl(19, "mail"), ["queued mid=t-55d0 ticket ARD-7718"]),
        ),
    )
    c.model(
        "Asked Halcyon for DAP Tarrow; Ardent Brokerage has the 9810.00.60 question as ticket ARD-7718."
    )
    c.label("reference", "Customs broker ticket for the duty exemption question", "ARD-7718")
    c.label(
        "open_issue",
        "Whether the 9810.00.60 duty exemption applies (Ardent Brokerage checking)",
        "9810.00.60",
        "Ardent",
    )
    c.user("Halcyon replied on DAP?")
    c.tools(
        "",
        (
            "mail",
            {"op": "search", "query": "from:jonas.feld DAP"},
            sprinkle(
                r,
                email_noise(r, 26, ["Dept Admin", "Library"], "tarrow.example"),
                [
                    "From: Jonas Feld Subject: Re: DAP Tarrow",
                    "DAP Tarrow University Loading Dock B is possible, freight adds $4,180.00: rev C $261,697.00. Duty and import clearance remain with the buyer under DAP. Delivery Feb 16.",
                ],
            ),
        ),
    )
    c.model(
        "Rev C: DAP Tarrow (Loading Dock B), freight +$4,180.00, total $261,697.00. Under DAP the duty and "
        "import clearance stay with us. Delivery Feb 16."
    )
    c.stale("Halcyon terms FCA Hamburg (now DAP Tarrow, rev C)", "FCA Hamburg", "rev B")
    c.user(
        "Ok, DAP is fine - Ardent can clear it. Hold on, Elias just came by. He wants a fifth laser line, 445 nm, "
        "for the CFP work. Ask for a rev with that."
    )
    c.tools(
        "",
        (
            "mail",
            {
                "op": "send",
                "to": "jonas.feld@halcyon-imaging.example",
                "subject": "Q-HI-2026-118: add 445 nm laser line",
            },
            sprinkle(r, nl(16, "mail"), ["queued mid=t-5611"]),
        ),
    )
    c.model("Asked Halcyon to add a 445 nm line to the quote.")
    c.label("decision", "PI Elias Sato added a fifth laser line, 445 nm, for CFP imaging", "445 nm")
    c.user("Got it? What's the damage?")
    c.tools(
        "",
        (
            "mail",
            {"op": "search", "query": "from:jonas.feld 445"},
            sprinkle(
                r,
                email_noise(r, 31, ["Dept Admin", "IT Help", "Safety"], "tarrow.example"),
                [
                    "From: Jonas Feld Subject: Re: add 445 nm",
                    "Rev D: HC-5 with 5 laser lines (405/445/488/561/640). 445 nm module list $11,600.00 less 7% = $10,788.00. New total DAP Tarrow: $272,485.00. Note: 445 nm module ships from our Munich site; delivery moves to Mar 23.",
                ],
            ),
        ),
        (
            "sheet",
            {
                "op": "update",
                "name": "confocal_quote_compare.xlsx",
                "row": "Halcyon",
                "value": 272485.00,
            },
            sprinkle(r, nl(32, "sheet"), ["updated confocal_quote_compare.xlsx rev 4"]),
        ),
    )
    c.model(
        "Rev D: five lines (405/445/488/561/640); the 445 nm module is $10,788.00 after the 7%. New total "
        "$272,485.00 DAP Tarrow. Delivery slips from Feb 16 to Mar 23 because the 445 module ships from Munich. "
        "Still under $310,000, even with ~7.2% duty ($19,619) if the exemption fails: $292,104."
    )
    c.stale("Halcyon total rev C $261,697.00 (rev D with 445 nm: $272,485.00)", "$261,697.00")
    c.stale("Delivery Feb 16 (slipped to Mar 23)", "Delivery Feb 16")
    c.label("fact", "Halcyon rev D total with 445 nm line, DAP Tarrow", "Rev D", "$272,485.00")
    c.label("fact", "Delivery date slipped to Mar 23 (445 nm module from Munich)", "Mar 23")
    c.user(
        "Mar 23 is fine for the grant, it's the PO date that matters. Does the duty come out of line 5400 too?"
    )
    c.tools(
        "",
        (
            "grant_db",
            {"award": "TRW-BIO-4471", "view": "allowability", "item": "import duty on equipment"},
            sprinkle(
                r,
                nl(64, "grants-policy"),
                [
                    "policy GP-12.4: import duty and freight on capital equipment are part of equipment acquisition cost; charge to equipment object code",
                ],
            ),
        ),
    )
    c.model(
        "Yes - policy GP-12.4: duty and freight are part of the acquisition cost, charged to the equipment line 5400."
    )
    c.label(
        "fact",
        "Policy GP-12.4: duty and freight are equipment acquisition cost, charged to line 5400",
        "GP-12.4",
    )
    c.user(
        "Create the requisition in the ERP at the rev D amount. Put a $20,000 duty reserve on it as a separate line."
    )
    c.tools(
        "",
        (
            "erp",
            {
                "op": "requisition",
                "award": "TRW-BIO-4471",
                "object": "5400",
                "vendor": "Halcyon Imaging GmbH (V-30417)",
                "lines": [
                    {"desc": "HC-5 confocal, 5 lasers, rev D, DAP Tarrow", "amount": 272485.00},
                    {"desc": "import duty reserve", "amount": 20000.00},
                ],
            },
            sprinkle(
                r,
                nl(96, "erp"),
                [
                    "REQ-2026-08812 created total=292485.00 approvers: dept (Carla Mbeki) -> sponsored programs -> purchasing",
                    "WARN foreign vendor: W-8BEN-E not on file for Halcyon Imaging GmbH",
                ],
            ),
        ),
    )
    c.model(
        "Requisition REQ-2026-08812 for $292,485.00 ($272,485.00 + $20,000.00 duty reserve), routing Carla Mbeki "
        "-> sponsored programs -> purchasing. Warning: no W-8BEN-E on file for Halcyon Imaging GmbH; purchasing "
        "will block the PO without it."
    )
    c.label("reference", "ERP requisition for the microscope", "REQ-2026-08812")
    c.label(
        "pending_action",
        "Get Halcyon's W-8BEN-E so purchasing can issue the PO before Dec 18",
        "W-8BEN-E",
    )
    c.user(
        "Ask Jonas for the W-8BEN-E. And I'm off from Dec 14; Marco Diaz covers purchasing follow-up. Note that "
        "the Dec 18 discount deadline is the real one, not Jan 31."
    )
    c.tools(
        "",
        (
            "mail",
            {
                "op": "send",
                "to": "jonas.feld@halcyon-imaging.example",
                "subject": "W-8BEN-E needed for PO",
            },
            sprinkle(r, nl(16, "mail"), ["queued mid=t-5702"]),
        ),
        (
            "erp",
            {
                "op": "note",
                "req": "REQ-2026-08812",
                "text": "Hana out from Dec 14; Marco Diaz follows up. PO must issue before Dec 18 for 7% discount.",
            },
            sprinkle(r, nl(16, "erp"), ["note saved"]),
        ),
    )
    c.model(
        "Asked Jonas for the W-8BEN-E; note on REQ-2026-08812 that Marco Diaz follows up from Dec 14 and the PO "
        "must issue before Dec 18. Still open: Ardent's answer on ARD-7718 (9810.00.60 exemption)."
    )
    c.label("decision", "Marco Diaz covers purchasing follow-up from Dec 14", "Marco Diaz")
    c.user("Thanks. Oh - Carla approved the dept step?")
    c.tools(
        "",
        (
            "erp",
            {"op": "status", "req": "REQ-2026-08812"},
            sprinkle(
                r,
                nl(80, "erp"),
                [
                    "REQ-2026-08812 step 1 dept: APPROVED by Carla Mbeki 2026-12-10 ; step 2 sponsored programs: PENDING (assignee: Owen Tracy)",
                ],
            ),
        ),
    )
    c.model(
        "Yes, Carla Mbeki approved Dec 10. It's now with sponsored programs, assignee Owen Tracy."
    )
    c.label(
        "pending_action",
        "Sponsored programs (Owen Tracy) approval of REQ-2026-08812 is pending",
        "Owen Tracy",
    )
    return c


if __name__ == "__main__":
    for build in (insurance, ecommerce_zh, k8s_certs, lab_procurement):
        print(build().write())

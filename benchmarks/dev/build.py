"""Builds the private dev set (benchmarks/dev/labelled/*.json) of the extractive summarizer.

    .venv/bin/python benchmarks/dev/build.py

Four small labelled conversations (FORMAT.md of the shared data) written for measuring
whether the summarizer's rules generalise: the dialogue, the facts in it and the labels
are hand-written in this file (phrasing chosen independently of the shared and shipped
sets); the bulky tool output (logs, tables, JSON, documents) is generated with a seeded
generator. Run it after editing a conversation; it checks every label before writing:
``message_index`` is the message by which every evidence string has appeared (or later,
when ``at`` says the label is established later, e.g. a decision on values offered
earlier), and every stale entry's terms have appeared by its ``message_index``.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from compaction.engine import Message, TokenEstimator, context_text, normalize  # noqa: E402

OUT = Path(__file__).resolve().parent / "labelled"


class Script:
    """A conversation as it is written: messages, then labels naming the message they are
    established at by a mark (``mark("name")`` after a message)."""

    def __init__(self, cid: str, title: str, system: str) -> None:
        self.cid, self.title = cid, title
        self.messages: list[dict[str, Any]] = [{"role": "system", "content": [{"text": system}]}]
        self.marks: dict[str, int] = {}
        self.labels: list[dict[str, Any]] = []
        self.stale: list[dict[str, Any]] = []
        self._calls = 0
        self._pending: list[tuple[str, str]] = []

    def user(self, text: str, mark: str | None = None) -> None:
        self.messages.append({"role": "user", "content": [{"text": text}]})
        if mark:
            self.marks[mark] = len(self.messages) - 1

    def model(self, text: str = "", calls: list[tuple[str, dict[str, Any]]] = (), mark=None):
        content: list[dict[str, Any]] = [{"text": text}] if text else []
        self._pending = []
        for name, args in calls:
            self._calls += 1
            ref = f"call-{self._calls}"
            content.append({"toolRequest": {"name": name, "ref": ref, "input": args}})
            self._pending.append((name, ref))
        self.messages.append({"role": "model", "content": content})
        if mark:
            self.marks[mark] = len(self.messages) - 1

    def tool(self, *outputs: Any, mark: str | None = None) -> None:
        assert len(outputs) == len(self._pending), "one output per pending call"
        self.messages.append(
            {
                "role": "tool",
                "content": [
                    {"toolResponse": {"name": name, "ref": ref, "output": out}}
                    for (name, ref), out in zip(self._pending, outputs, strict=True)
                ],
            }
        )
        self._pending = []
        if mark:
            self.marks[mark] = len(self.messages) - 1

    def label(self, kind: str, text: str, evidence: list[str], at: str | None = None) -> None:
        self.labels.append({"kind": kind, "text": text, "evidence": evidence, "at": at})

    def stale_value(self, text: str, terms: list[str], at: str) -> None:
        self.stale.append({"text": text, "terms": terms, "at": at})

    def build(self) -> dict[str, Any]:
        texts = [
            "" if m["role"] == "system" else context_text([Message.from_dict(m)])
            for m in self.messages
        ]

        def first(strings: list[str], what: str) -> int:
            found = []
            for s in strings:
                needle = normalize(s)
                at = next((i for i, t in enumerate(texts) if needle in t), None)
                if at is None:
                    raise SystemExit(f"{self.cid}: {what}: {s!r} never occurs")
                found.append(at)
            return max(found)

        labels = []
        for n, item in enumerate(self.labels, 1):
            index = first(item["evidence"], f"label {n}")
            if item["at"]:
                index = max(index, self.marks[item["at"]])
            labels.append(
                {
                    "id": f"l{n}",
                    "kind": item["kind"],
                    "text": item["text"],
                    "evidence": item["evidence"],
                    "message_index": index,
                }
            )
        stale = []
        for n, item in enumerate(self.stale, 1):
            index = self.marks[item["at"]]
            if first(item["terms"], f"stale {n}") > index:
                raise SystemExit(f"{self.cid}: stale {n} terms appear after it was replaced")
            stale.append(
                {
                    "id": f"s{n}",
                    "text": item["text"],
                    "terms": item["terms"],
                    "message_index": index,
                }
            )
        return {
            "id": self.cid,
            "title": self.title,
            "source": "authored (dev set)",
            "messages": self.messages,
            "labels": labels,
            "stale": stale,
        }


# -- bulk generators (seeded) --------------------------------------------------------------


def log_lines(rng: random.Random, n: int, service: str, start: str, inserts: dict[int, str]) -> str:
    levels = ["INFO"] * 8 + ["DEBUG"] * 3 + ["WARN"]
    verbs = ["processed", "scheduled", "heartbeat", "flushed", "polled", "committed", "synced"]
    hh, mm = (int(x) for x in start.split(":"))
    out = []
    for i in range(n):
        if i in inserts:
            out.append(inserts[i])
            continue
        sec = (mm * 60 + i * 7) % 3600
        out.append(
            f"2025-03-{11 + i // 400:02d}T{hh:02d}:{sec // 60:02d}:{sec % 60:02d}Z "
            f"{rng.choice(levels)} [{service}-{rng.randint(1, 4)}] {rng.choice(verbs)} "
            f"batch={rng.randint(1000, 9999)} took={rng.randint(3, 900)}ms "
            f"queue={rng.randint(0, 40)}"
        )
    return "\n".join(out)


def table(header: list[str], rows: list[list[Any]]) -> str:
    widths = [max(len(str(x)) for x in col) for col in zip(header, *rows, strict=False)]
    fmt = "  ".join(f"{{:<{w}}}" for w in widths)
    return "\n".join(fmt.format(*(str(x) for x in r)) for r in [header, *rows])


def filler_rows(rng: random.Random, n: int, make) -> list[list[Any]]:
    return [make(rng, i) for i in range(n)]


_NOISE = {
    "erp": (
        "{d} {id} {w} {n:,}.00 EUR {s}",
        ["audit", "sync", "posted", "reversed", "matched", "queued"],
        ["ok", "pending", "archived"],
    ),
    "ci": (
        "{d} step {id} {w} in {n}ms {s}",
        ["lint", "compile", "unit", "snapshot", "package", "upload"],
        ["ok", "cached", "skipped"],
    ),
    "zh": (
        "{d} 记录 {id} {w} {n} 元 {s}",
        ["同步", "归档", "抄送", "更新", "提醒", "校验"],
        ["正常", "完成", "已读"],
    ),
    "ops": (
        "{d} event {id} {w} latency={n}ms {s}",
        ["probe", "page", "ack", "retry", "note", "metric"],
        ["info", "resolved", "noise"],
    ),
}


def noise(rng: random.Random, n: int, kind: str) -> str:
    """``n`` lines of plausible, irrelevant tool output."""
    template, words, states = _NOISE[kind]
    return "\n".join(
        template.format(
            d=f"2025-{rng.randint(1, 5):02d}-{rng.randint(1, 28):02d} {rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}",
            id=f"{rng.choice('ABCDEFGH')}{rng.randint(10000, 99999)}",
            w=rng.choice(words),
            n=rng.randint(1, 9000),
            s=rng.choice(states),
        )
        for _ in range(n)
    )


# -- 1. procurement (English) --------------------------------------------------------------


def procurement() -> dict[str, Any]:
    rng = random.Random(101)
    s = Script(
        "dev-procure-laptops",
        "Laptops for new animation hires: quotes, a headcount change, a budget top-up, a PO",
        "You are the procurement assistant of Halvorsen Studio. Tools: erp (budgets, purchase "
        "requests, POs, approvers), vendor_quote, email, ticket. Never place an order without "
        "the requester's go-ahead.",
    )
    s.user(
        "Hey, we need 14 laptops for the new animation hires who start March 3. Spec floor: "
        "32 GB RAM, a GPU that can run Blender Cycles, 15-inch screen or bigger. The budget "
        "line is CAPEX-2291, I think there's about €42,000 left on it. Can you pull quotes "
        "from our approved vendors?",
        mark="ask",
    )
    s.model(
        "Pulling the budget line and the approved vendor list first.",
        [("erp", {"action": "budget", "line": "CAPEX-2291"}), ("erp", {"action": "vendors"})],
    )
    commitments = filler_rows(
        rng,
        120,
        lambda r, i: [
            f"2024-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}",
            f"PO-{7000 + r.randint(1, 699)}",
            r.choice(["monitors", "render RAM", "tablets", "licences", "chairs", "NAS disks"]),
            f"{r.randint(2, 90) * 10:,}.00",
            "closed",
        ],
    )
    s.tool(
        "line: CAPEX-2291\nname: Workstations FY25\nowner: Mirela Stan (approver)\n"
        "fiscal_year: FY25\nallocated: 60,000.00 EUR\nspent: 18,000.00 EUR\n"
        "committed: 3,600.00 EUR (PO-7713 render nodes, open)\navailable: 38,400.00 EUR\n"
        "currency: EUR\nlast_change: 2025-01-28 by m.stan\n\nhistory:\n"
        + table(["date", "po", "item", "amount", "status"], commitments),
        "approved vendors (category: IT hardware)\n"
        + table(
            ["vendor", "id", "frame agreement", "payment terms", "rating"],
            [
                ["Kestrel IT", "V-1042", "FA-2023-17", "30 days net", "A"],
                ["Brightwave Supplies", "V-1107", "FA-2024-03", "45 days net", "A"],
                ["Nordic Compute", "V-0988", "FA-2022-41", "30 days net", "B"],
            ],
        ),
    )
    s.model(
        "CAPEX-2291 has €38,400.00 available, not €42,000: €3,600 is already committed to the "
        "open render-node order PO-7713. Approved vendors are Kestrel IT, Brightwave Supplies "
        "and Nordic Compute. Asking all three for a quote on 14 units.",
        [
            ("vendor_quote", {"vendor": "V-1042", "qty": 14, "spec": "32GB, RTX, 15in+"}),
            ("vendor_quote", {"vendor": "V-1107", "qty": 14, "spec": "32GB, RTX, 15in+"}),
            ("vendor_quote", {"vendor": "V-0988", "qty": 14, "spec": "32GB, RTX, 15in+"}),
        ],
        mark="budget",
    )

    def quote(vendor: str, qid: str, model: str, unit: str, eta: str, extra: str) -> str:
        lines = filler_rows(
            rng,
            110,
            lambda r, i: [
                f"{i + 1}",
                r.choice(["config option", "accessory", "service", "software", "cable"]),
                r.choice(["USB-C hub", "sleeve", "imaging", "asset tag", "dock (optional)"]),
                f"{r.randint(5, 180)}.00",
                "optional",
            ],
        )
        return (
            f"QUOTE {qid}\nvendor: {vendor}\nvalid_until: 2025-02-28\nqty: 14\nmodel: {model}\n"
            f"unit_price: {unit} EUR\ndelivery: {eta}\nwarranty: {extra}\n\noptions:\n"
            + table(["#", "type", "item", "price", "status"], lines)
        )

    s.tool(
        quote(
            "Kestrel IT",
            "Q-KES-4471",
            "Lenovo ThinkPad P16s Gen 2, 32 GB, RTX A500",
            "2,710.00",
            "12 business days from PO",
            "per agreement",
        ),
        quote(
            "Brightwave Supplies",
            "Q-BW-22810",
            "Dell Precision 5680, 32 GB, RTX 2000 Ada",
            "3,180.00",
            "5 business days from PO",
            "3y on-site",
        ),
        quote(
            "Nordic Compute",
            "NC-Q-0907",
            "HP ZBook Power G10, 32 GB, RTX A1000",
            "2,590.00",
            "18 business days from PO",
            "3y on-site",
        ),
    )
    s.model(
        "Quotes for 14 units:\n"
        "- Kestrel IT (Q-KES-4471): ThinkPad P16s Gen 2, €2,710 per unit, €37,940 total, "
        "12 business days.\n"
        "- Brightwave (Q-BW-22810): Dell Precision 5680, €3,180 per unit, €44,520 total, "
        "5 business days.\n"
        "- Nordic Compute (NC-Q-0907): HP ZBook Power G10, €2,590 per unit, €36,260 total, "
        "18 business days.\n\n"
        "Brightwave is over the €38,400. Nordic is cheapest, but 18 business days from a PO "
        "placed this week lands after March 3. Kestrel fits both the budget and the date, "
        "so I'd go with Kestrel. One thing the quote doesn't say: whether the price includes "
        "a 3-year on-site warranty, it only reads 'per agreement'.",
        mark="quotes",
    )
    s.user(
        "Before I pick: how do those GPUs compare for Cycles? I don't want the cheapest one "
        "to be useless for the artists."
    )
    s.model(
        "For Cycles the GPU memory matters more than the raw speed, because a scene that does "
        "not fit in VRAM falls back to the CPU or fails. The RTX A500 in the ThinkPad has 4 GB, "
        "the RTX A1000 in the ZBook has 6 GB and the RTX 2000 Ada in the Precision has 8 GB. "
        "All three support OptiX, so denoising and viewport rendering work on each of them. "
        "For junior animators working on shots with proxy geometry 4 GB is usually enough; "
        "lighting or lookdev artists would feel the limit with heavy textures. If some of the "
        "hires do lighting, it may be worth giving them a render-farm queue rather than "
        "bigger laptops, since the farm already exists. In short: none of them is useless, "
        "the Dell is the most comfortable, the ThinkPad is the one that fits the money and "
        "the date."
    )
    s.user(
        "Sounds good, go with Kestrel. Ask them about the warranty though, we need on-site "
        "for 3 years and that's non-negotiable.",
        mark="kestrel",
    )
    s.model(
        "Writing to Kestrel's account manager.",
        [
            (
                "email",
                {
                    "to": "jonas.berg@kestrel-it.example",
                    "subject": "Q-KES-4471 warranty",
                    "body": "Does Q-KES-4471 include 3 years on-site warranty?",
                },
            )
        ],
    )
    s.tool("sent: message-id <7731.kes@halvorsen.example> to jonas.berg@kestrel-it.example")
    s.model(
        "Asked Jonas Berg at Kestrel whether Q-KES-4471 includes 3 years on-site. I'll raise "
        "the purchase request once he answers.",
        mark="asked",
    )
    s.user(
        "While we wait: Mirela is out until the 20th, so the approver for this one is "
        "Tobias Reinholt instead.",
        mark="approver",
    )
    s.model(
        "The ERP allows a delegate approver; setting Tobias on the line.",
        [("erp", {"action": "delegate", "line": "CAPEX-2291", "delegate": "t.reinholt"})],
    )
    s.tool(
        "delegate set\nline: CAPEX-2291\napprover: Tobias Reinholt (delegate for Mirela Stan)\n"
        "valid_until: 2025-02-20"
    )
    s.model("Done: Tobias Reinholt is the delegate approver on CAPEX-2291 until Feb 20.")
    s.user("Does the delegation leave an audit trail? Finance complained about that last year.")
    s.model(
        "Yes. The ERP writes a delegation record with who set it, for which line and until "
        "when, and every approval made under a delegation shows both names on the document, "
        "the delegate's and the original approver's. Last year's complaint was about approvals "
        "given by e-mail and typed in afterwards; those had no record at all. A delegation "
        "set in the ERP is exactly what finance asked for in the follow-up, so this one is "
        "clean. When Mirela is back the delegation simply expires, nothing to undo."
    )
    s.user("Another thing, the headcount went up. HR just confirmed 16 hires, not 14.", mark="hc")
    s.model(
        "At 16 units Kestrel's price would be 16 × €2,710 = €43,360, €4,960 over what's "
        "available. Their price list has a volume tier from 15 units; asking for it.",
        [("vendor_quote", {"vendor": "V-1042", "qty": 16, "ref": "Q-KES-4471"})],
    )
    s.tool(
        "QUOTE Q-KES-4471-R1\nvendor: Kestrel IT\nqty: 16\nmodel: Lenovo ThinkPad P16s Gen 2, "
        "32 GB, RTX A500\nunit_price: 2,540.00 EUR (tier 15+)\ntotal: 40,640.00 EUR\n"
        "delivery: 12 business days from PO\nvalid_until: 2025-02-28"
    )
    s.model(
        "Kestrel's 15+ tier brings the unit price to €2,540, so 16 units come to €40,640. "
        "That is still €2,240 over the €38,400. Options:\n"
        "a) ask Tobias for a €2,240 top-up;\n"
        "b) buy 14 now and 2 later from next quarter's budget;\n"
        "c) drop to a cheaper model, which misses the GPU floor.\n"
        "I'd take the tier price and ask for the top-up.",
        mark="options",
    )
    s.user("yes, option a for the gap. ping Tobias.", mark="topup")
    s.model(
        "Will do. Just so you know what happens if he says no: we would fall back to option b, "
        "order 14 now and 2 in April, and the two late hires would get loaner machines from "
        "the pool for about five weeks. The loaners are older and have no usable GPU, so "
        "they'd be stuck on layout work in that time."
    )
    s.model(
        "Opening a finance ticket for the top-up.",
        [
            (
                "ticket",
                {
                    "queue": "FIN",
                    "title": "Budget top-up CAPEX-2291 +2,240.00 EUR",
                    "assignee": "t.reinholt",
                },
            )
        ],
    )
    s.tool(
        "FIN-3318 created\ntitle: Budget top-up CAPEX-2291 +2,240.00 EUR\nassignee: Tobias Reinholt\nstatus: Open\n\nqueue FIN, recent activity:\n"
        + noise(rng, 160, "erp")
    )
    s.model(
        "Opened FIN-3318 for the €2,240 top-up, assigned to Tobias. Now waiting on his "
        "approval and on Kestrel's warranty answer.",
        mark="fin",
    )
    s.user("Any news from Kestrel?")
    s.model("Checking the inbox.", [("email", {"action": "inbox", "from": "kestrel-it.example"})])
    thread = "\n".join(
        f"> {rng.choice(['Thanks for your request.', 'Our stock levels change daily.', 'Please quote the reference in all replies.', 'Prices exclude VAT.', 'Delivery is DAP to the address on the PO.'])}"
        for _ in range(260)
    )
    s.tool(
        "From: Jonas Berg <jonas.berg@kestrel-it.example>\nSubject: RE: Q-KES-4471 warranty\n\n"
        "Hi, yes: the quoted price includes our Premier Support, 3 years on-site, next business "
        "day. Also good news on delivery: stock is confirmed in our Hamburg warehouse, so the "
        "lead time is 9 business days from PO instead of 12.\nBest, Jonas\n\n" + thread
    )
    s.model(
        "Kestrel confirms the price includes Premier Support: 3 years on-site, next business "
        "day. And the lead time is now 9 business days from PO (stock in Hamburg), down from 12.",
        mark="warranty",
    )
    s.user("Perfect. And FIN-3318?")
    s.model("Looking it up.", [("ticket", {"action": "show", "id": "FIN-3318"})])
    s.tool(
        "FIN-3318\nstatus: Approved\napproved_by: Tobias Reinholt\napproved_at: 2025-02-11 10:42\n"
        "comment: ok, but book the 2,240 on OPEX-118, not on the CAPEX line"
    )
    s.model(
        "Tobias approved FIN-3318 with one change: the €2,240 is booked on OPEX-118 instead of "
        "CAPEX-2291. So the order is split: €38,400 on CAPEX-2291 and €2,240 on OPEX-118.",
        mark="approved",
    )
    s.user(
        "fine. raise the PO then, split like that. Ship to the Gdańsk office, ul. Długa 14, "
        "not to Berlin.",
        mark="po_go",
    )
    s.model(
        "Raising the PO.",
        [
            (
                "erp",
                {
                    "action": "po_create",
                    "vendor": "V-1042",
                    "quote": "Q-KES-4471-R1",
                    "lines": [
                        {"budget": "CAPEX-2291", "amount": 38400},
                        {"budget": "OPEX-118", "amount": 2240},
                    ],
                    "ship_to": "Halvorsen Studio, ul. Długa 14, 80-827 Gdańsk",
                },
            )
        ],
    )
    s.tool(
        "PO-8120 created\nvendor: Kestrel IT (V-1042)\nquote: Q-KES-4471-R1\nqty: 16\n"
        "unit_price: 2,540.00 EUR\ntotal: 40,640.00 EUR\nsplit: CAPEX-2291 38,400.00 / "
        "OPEX-118 2,240.00\nship_to: ul. Długa 14, 80-827 Gdańsk\nstatus: sent to vendor\n\nterms and conditions (FA-2023-17):\n"
        + noise(rng, 220, "erp")
    )
    s.model(
        "PO-8120 is raised and sent to Kestrel: 16 ThinkPad P16s Gen 2 at €2,540, €40,640, split "
        "CAPEX-2291 / OPEX-118, shipping to ul. Długa 14 in Gdańsk. With 9 business days the "
        "laptops should arrive around Feb 24, a week before March 3.",
        mark="po",
    )
    s.user("Is the 40,640 net or gross? Finance will ask.")
    s.model(
        "Net. Kestrel invoices from Germany to our Polish entity, so it is an intra-EU B2B "
        "supply: no German VAT on the invoice, and our accounting books the Polish VAT under "
        "reverse charge. Cash-wise we pay the net amount to Kestrel; the VAT is a booking "
        "entry that nets to zero for us. If finance wants the gross figure for the board "
        "report, it is 40,640 plus 23%, but nobody pays that to the vendor."
    )
    s.user("Write a short note for the team channel so people know the laptops are coming.")
    s.model(
        "Here's a note:\n\nHi all, the laptops for our new animation colleagues are ordered. "
        "Sixteen ThinkPad P16s machines with 32 GB and an RTX GPU are on their way to the "
        "Gdańsk office and should arrive in the last week of February, before the first day "
        "on March 3. IT will set them up with our standard image and Blender before handing "
        "them out. Docking stations are still being chosen. If you're onboarding someone and "
        "need anything extra on their desk, tell me this week. Thanks!"
    )
    s.user(
        "Great. We still need docking stations, I'll send you the model tomorrow. And remind "
        "me to get IT to image the laptops before March 3.",
        mark="todo",
    )
    s.model(
        "Noted: docking stations wait for your model choice, and a reminder for IT to image "
        "the laptops before March 3. One open point: whether the Gdańsk office needs an EORI "
        "number on Kestrel's invoice. They ship from Hamburg, so probably not, but I haven't "
        "been able to confirm it.",
        mark="eori",
    )
    s.user("Can you check whether Kestrel has the order in their portal already?")
    s.model(
        "Looking at the vendor portal.",
        [("vendor_quote", {"vendor": "V-1042", "action": "order_status", "po": "PO-8120"})],
    )
    s.tool("PO-8120: received, in picking\n\nportal log:\n" + noise(rng, 260, "erp"))
    s.model("Kestrel has PO-8120 in picking; nothing shipped yet.")
    s.label(
        "user_goal",
        "14 (later 16) laptops for animation hires starting March 3, 32 GB RAM, Blender-capable GPU",
        ["March 3", "32 GB"],
    )
    s.label(
        "fact",
        "CAPEX-2291 has EUR 38,400 available (3,600 committed to PO-7713)",
        ["38,400"],
        at="budget",
    )
    s.label(
        "decision", "Go with Kestrel IT (ThinkPad P16s Gen 2)", ["Kestrel", "P16s"], at="kestrel"
    )
    s.label("user_goal", "3-year on-site warranty is non-negotiable", ["non-negotiable"])
    s.label(
        "fact",
        "Tobias Reinholt is the delegate approver until Feb 20",
        ["Tobias Reinholt"],
        at="approver",
    )
    s.label("fact", "HR confirmed 16 hires", ["16 hires"])
    s.label(
        "decision", "Kestrel volume tier: EUR 2,540 per unit, 40,640 total", ["2,540"], at="topup"
    )
    s.label("decision", "Top-up of EUR 2,240 approved, booked on OPEX-118", ["OPEX-118", "2,240"])
    s.label("reference", "Top-up ticket FIN-3318", ["FIN-3318"])
    s.label("fact", "Warranty included: Premier Support 3 years on-site", ["Premier Support"])
    s.label("fact", "Lead time 9 business days from PO", ["9 business days"])
    s.label("reference", "Purchase order PO-8120", ["PO-8120"])
    s.label("decision", "Ship to the Gdańsk office, ul. Długa 14", ["Długa 14"])
    s.label(
        "pending_action", "Requester sends the docking station model tomorrow", ["docking stations"]
    )
    s.label("pending_action", "Get IT to image the laptops before March 3", ["image the laptops"])
    s.label("open_issue", "Whether an EORI number is needed on the invoice", ["EORI"])
    s.stale_value("budget believed to be EUR 42,000", ["42,000"], at="budget")
    s.stale_value("Mirela Stan as approver", ["Mirela", "approver"], at="approver")
    s.stale_value("14 laptops", ["14 laptops"], at="hc")
    s.stale_value("unit price EUR 2,710", ["2,710"], at="options")
    s.stale_value("lead time 12 business days", ["12 business days"], at="warranty")
    return s.build()


# -- 2. data pipeline (English) -----------------------------------------------------------


def etl() -> dict[str, Any]:
    rng = random.Random(202)
    s = Script(
        "dev-etl-eu-orders",
        "A DAG failing after an upstream column rename: fix, review, backfill, a test threshold",
        "You are a data platform agent. Tools: airflow (CLI), sql (Snowflake, read-only unless "
        "told otherwise), git, ci. Ask before writing to any PROD schema.",
    )
    s.user(
        "The daily_orders_fact DAG has been failing since Tuesday and the finance dashboard "
        "shows zeros for EU. Work out why and get the missing days back in. We're on "
        "Snowflake, warehouse ANALYTICS_WH. Don't write to prod tables without asking me.",
        mark="ask",
    )
    s.model(
        "Listing the recent runs.",
        [("airflow", {"cmd": "dags list-runs -d daily_orders_fact --limit 12"})],
    )
    runs = [
        [
            f"scheduled__2025-03-{d:02d}T05:00:00",
            f"2025-03-{d:02d}",
            "success" if d < 11 else "failed",
        ]
        for d in range(3, 15)
    ]
    s.tool(table(["run_id", "logical_date", "state"], runs))
    s.model(
        "Runs fail from 2025-03-11 on. Reading the failed task's log.",
        [("airflow", {"cmd": "tasks logs daily_orders_fact load_eu_partition 2025-03-11"})],
    )
    s.tool(
        log_lines(
            rng,
            260,
            "worker",
            "05:00",
            {
                230: "2025-03-11T05:04:12Z ERROR [load_eu_partition] snowflake.connector.errors."
                "ProgrammingError: 000904 (42000): SQL compilation error: error line 14 at "
                "position 9 invalid identifier 'ORDER_TS_UTC'",
                231: "2025-03-11T05:04:12Z ERROR [load_eu_partition] while running "
                "models/orders/eu_orders.sql",
                232: "2025-03-11T05:04:13Z INFO Marking task as FAILED. dag_id=daily_orders_fact, "
                "task_id=load_eu_partition",
            },
        )
    )
    s.model(
        "The failing task is load_eu_partition, every run since 2025-03-11: invalid identifier "
        "ORDER_TS_UTC in models/orders/eu_orders.sql. Looks like the source column was "
        "renamed. Checking the source table.",
        [
            ("sql", {"query": "DESCRIBE TABLE RAW.EU_ORDERS"}),
            (
                "sql",
                {
                    "query": "SELECT start_time, user_name, query_text FROM "
                    "snowflake.account_usage.query_history WHERE query_text ILIKE "
                    "'%EU_ORDERS%RENAME%' ORDER BY start_time DESC LIMIT 5"
                },
            ),
        ],
        mark="task",
    )
    cols = [[c, t, "Y"] for c, t in [
        ("ORDER_ID", "VARCHAR(36)"), ("CUSTOMER_ID", "VARCHAR(36)"), ("ORDER_CREATED_AT_UTC", "TIMESTAMP_NTZ"),
        ("CURRENCY", "VARCHAR(3)"), ("NET_AMOUNT", "NUMBER(18,2)"), ("VAT_AMOUNT", "NUMBER(18,2)"),
        ("COUNTRY", "VARCHAR(2)"), ("CHANNEL", "VARCHAR(16)"), ("_LOADED_AT", "TIMESTAMP_NTZ"),
    ]]  # fmt: skip
    cols += [[f"ATTR_{i:02d}", "VARIANT", "Y"] for i in range(30)]
    s.tool(
        table(["name", "type", "null?"], cols),
        "start_time               user_name   query_text\n"
        "2025-03-10 21:14:03.118  SVC_INGEST  ALTER TABLE RAW.EU_ORDERS RENAME COLUMN "
        "ORDER_TS_UTC TO ORDER_CREATED_AT_UTC",
    )
    s.model(
        "RAW.EU_ORDERS.ORDER_TS_UTC was renamed to ORDER_CREATED_AT_UTC on 2025-03-10 at 21:14 "
        "by SVC_INGEST. The fix is on our side in models/orders/eu_orders.sql. Unknown so far: "
        "who on the ingestion side made the change, and whether other models still read the "
        "old name.",
        mark="rename",
    )
    s.user("Why didn't our alerting catch this on Tuesday? Four days is a long time.")
    s.model(
        "The DAG does alert on task failure, but the alert goes to the #dp-alerts channel "
        "through the default on_failure_callback, and that channel gets dozens of retries "
        "and flaky sensor timeouts every night, so people have muted it. There's no separate "
        "alert on the output: nothing checks that the EU partition of the fact table has rows "
        "after the load. Two things would have caught it the same morning: routing failures "
        "of the finance-critical DAGs to the on-call pager, and a row-count check on the "
        "output. I can sketch both later if you want."
    )
    s.user("Probably Ravi's ingestion team, no idea. Check for other references.")
    s.model("Searching the repo.", [("git", {"cmd": "grep -n ORDER_TS_UTC"})])
    s.tool(
        "models/orders/eu_orders.sql:14:    o.ORDER_TS_UTC as ordered_at,\n"
        "models/orders/eu_orders.sql:31:  where o.ORDER_TS_UTC >= '{{ ds }}'\n"
        "models/marketing/eu_attribution.sql:8:  date_trunc('day', ORDER_TS_UTC) as day,\n"
        "tests/schema/eu_orders.yml:22:      - name: ORDER_TS_UTC"
    )
    s.model(
        "Three files use the old name: models/orders/eu_orders.sql, "
        "models/marketing/eu_attribution.sql and tests/schema/eu_orders.yml. I'd fix all three "
        "in one PR.",
        mark="files",
    )
    s.user("do it. call the branch fix/eu-order-ts", mark="branch")
    diff = "\n".join(
        f"@@ -{i},3 +{i},3 @@\n-    o.ORDER_TS_UTC\n+    o.ORDER_CREATED_AT_UTC" for i in (14, 31)
    )
    s.model(
        "Patching on a branch and opening the PR.",
        [
            (
                "git",
                {
                    "cmd": "checkout -b fix/eu-order-ts && sed -i 's/ORDER_TS_UTC/ORDER_CREATED_AT_UTC/g' models/orders/eu_orders.sql models/marketing/eu_attribution.sql tests/schema/eu_orders.yml && git commit -am 'Follow RAW.EU_ORDERS column rename' && git push -u origin fix/eu-order-ts"
                },
            ),
            ("ci", {"cmd": "pr create --head fix/eu-order-ts --wait-checks"}),
        ],
    )
    ci_lines = "\n".join(
        f"PASSED tests/{rng.choice(['schema', 'models', 'macros'])}/test_{rng.choice(['orders', 'refunds', 'fx', 'customers', 'channels'])}_{i}.py"
        for i in range(41)
    )
    s.tool(
        "diff --git a/models/orders/eu_orders.sql b/models/orders/eu_orders.sql\n" + diff,
        "PR #482 opened (fix/eu-order-ts -> main)\n"
        + ci_lines
        + "\nFAILED "
        + "\n"
        + noise(rng, 200, "ci")
        + "\nFAILED "
        "tests/models/test_eu_attribution_row_count.py::test_eu_attribution_row_count - "
        "AssertionError: expected >= 1000 rows, got 0\n41 passed, 1 failed",
    )
    s.model(
        "PR #482 is open. CI: 41 passed, 1 failed. test_eu_attribution_row_count gets 0 rows "
        "because the fixture tests/fixtures/eu_orders.csv still has the ORDER_TS_UTC header. "
        "Fixing the fixture too.",
        [
            (
                "git",
                {
                    "cmd": "sed -i '1s/ORDER_TS_UTC/ORDER_CREATED_AT_UTC/' tests/fixtures/eu_orders.csv && git commit -am 'fixture header' && git push"
                },
            ),
            ("ci", {"cmd": "pr checks 482 --wait"}),
        ],
    )
    s.tool("[fix/eu-order-ts 5d0e7b1] fixture header", "42 passed in 318.4s")
    s.model(
        "CI is green now, 42 of 42. PR #482 needs an approval from data-platform before it can merge."
    )
    s.user("Lena approved it in GitHub a minute ago, have a look")
    s.model("Checking the review state.", [("ci", {"cmd": "pr view 482 --json reviews,mergeable"})])
    s.tool(
        '{"number": 482, "reviews": [{"author": "lena-k", "state": "APPROVED"}], "mergeable": "MERGEABLE"}'
    )
    s.model(
        "lena-k approved #482 and it is mergeable. Merging.",
        [("ci", {"cmd": "pr merge 482 --squash"})],
    )
    s.tool("Merged pull request #482 (squash) as a41f9c2 into main")
    s.model(
        "Merged as a41f9c2. Next the backfill: the runs from 2025-03-11 to 2025-03-14 failed, "
        "4 days. I'd run airflow dags backfill daily_orders_fact -s 2025-03-11 -e 2025-03-14 "
        "with max_active_runs 2. It writes to PROD.FACT_ORDERS, a prod table, so: OK to go?",
        mark="merged",
    )
    s.user(
        "go ahead, but with max_active_runs 1, the warehouse is busy with month-end.", mark="bf_go"
    )
    s.model(
        "Starting the backfill with one run at a time.",
        [
            (
                "airflow",
                {
                    "cmd": "dags backfill daily_orders_fact -s 2025-03-11 -e 2025-03-14 --max-active-runs 1"
                },
            )
        ],
    )
    s.tool(
        log_lines(
            rng,
            220,
            "backfill",
            "09:10",
            {
                90: "2025-03-17T09:21:44Z INFO [backfill] run 2025-03-11 success: 48,211 rows into PROD.FACT_ORDERS",
                200: "2025-03-17T09:34:05Z INFO [backfill] run 2025-03-12 success: 51,907 rows into PROD.FACT_ORDERS",
                219: "2025-03-17T09:34:09Z INFO [backfill] progress 2/4 runs done",
            },
        )
    )
    s.model(
        "Backfill running: 2 of 4 days loaded so far (2025-03-11: 48,211 rows, 2025-03-12: "
        "51,907 rows).",
        mark="half",
    )
    s.user("How much is this backfill costing us in credits, roughly?")
    s.model(
        "ANALYTICS_WH is a size M warehouse, 4 credits per hour. Each day's load took about "
        "twelve to thirteen minutes, so roughly 0.8 to 0.9 credits per day, a bit under 4 "
        "credits for the four days. Running them one at a time doesn't change the total, "
        "only the wall-clock time. The month-end jobs on the same warehouse will queue a "
        "little behind us, but the loads are short, so the delay should be minutes."
    )
    s.user("And explain to me what eu_attribution actually does, I never looked at it.")
    s.model(
        "It joins EU orders to the marketing touchpoints of the same customer in the seven "
        "days before the order and assigns each order to a channel: last paid click wins, "
        "and if there is none, the first organic touch. The result is one row per order with "
        "a channel, a campaign id and the attributed net amount. Marketing uses it for the "
        "weekly channel report, and a nightly job exports the paid-channel rows to the ad "
        "platform so it can optimise bids. It reads the order timestamp to build the "
        "seven-day window, which is why the rename broke it too."
    )
    s.user(
        "Also, Ravi got back to me: the rename was on purpose, they're keeping "
        "ORDER_CREATED_AT_UTC, and from now on they'll announce schema changes in "
        "#data-contracts.",
        mark="ravi",
    )
    s.model(
        "Good to know. Checking on the backfill.",
        [
            (
                "airflow",
                {"cmd": "dags list-runs -d daily_orders_fact --state running,success --limit 4"},
            )
        ],
    )
    s.tool(
        "backfill complete: 4/4 runs success\n2025-03-11 48,211 rows\n2025-03-12 51,907 rows\n"
        "2025-03-13 49,660 rows\n2025-03-14 50,118 rows\ntotal 199,896 rows"
    )
    s.model(
        "The backfill finished: all 4 days loaded, 199,896 rows in PROD.FACT_ORDERS. The "
        "finance dashboard picks them up at the 06:00 refresh. One thing I can't verify: "
        "eu_attribution feeds the nightly export to Adwise, and if that export ran on zero "
        "rows, Adwise got empty EU conversions for those days. I have no access to the "
        "Adwise logs.",
        mark="done",
    )
    s.user("Can you write me a short note for the finance team?")
    s.model(
        "Here it is:\n\nFinance dashboard, EU figures for March 11 to 14: the nightly load "
        "failed on those days after an upstream team renamed a column in the EU order feed. "
        "The pipeline is fixed and the four missing days were reloaded this morning; the "
        "dashboard shows them after the next refresh. No figures before March 11 were "
        "affected. We are adding a check so that a change like this stops the load with a "
        "clear error instead of producing empty numbers."
    )
    s.user(
        "thanks. two follow-ups: add a schema-change check so this fails loudly next time, and "
        "the row threshold in test_eu_attribution_row_count is 1000, make it 500, staging has "
        "fewer EU orders.",
        mark="followups",
    )
    s.model(
        "Lowering the threshold on a new branch.",
        [
            (
                "git",
                {
                    "cmd": "checkout -b chore/eu-row-threshold main && sed -i 's/min_rows: 1000/min_rows: 500/' tests/schema/eu_attribution.yml && git commit -am 'EU attribution min rows 500' && git push -u origin chore/eu-row-threshold"
                },
            ),
            ("ci", {"cmd": "pr create --head chore/eu-row-threshold --wait-checks"}),
        ],
    )
    s.tool(
        "diff --git a/tests/schema/eu_attribution.yml b/tests/schema/eu_attribution.yml\n-      min_rows: 1000\n+      min_rows: 500",
        "PR #487 opened (chore/eu-row-threshold -> main)\n"
        + noise(rng, 240, "ci")
        + "\n42 passed in 301.7s",
    )
    s.model(
        "test_eu_attribution_row_count now expects at least 500 rows (tests/schema/eu_attribution.yml), "
        "PR #487, CI green. The schema-change check is not done yet: I'd put a column contract "
        "on RAW.EU_ORDERS so a rename fails the ingestion job, and that needs Ravi's team to "
        "agree to the contract.",
        mark="pr487",
    )
    s.user("Show me how long each backfill task took, I want to size next month's window.")
    s.model(
        "Pulling the task durations.",
        [("airflow", {"cmd": "tasks states-for-dag-run daily_orders_fact --all-backfill"})],
    )
    s.tool(noise(rng, 300, "ci"))
    s.model("Each day's load took 11 to 14 minutes; the transform steps are under a minute each.")
    s.label(
        "user_goal",
        "Find why daily_orders_fact fails and backfill the missing EU days",
        ["daily_orders_fact"],
    )
    s.label(
        "fact",
        "load_eu_partition fails in every run since 2025-03-11",
        ["load_eu_partition", "2025-03-11"],
    )
    s.label(
        "fact",
        "ORDER_TS_UTC was renamed to ORDER_CREATED_AT_UTC by SVC_INGEST",
        ["ORDER_CREATED_AT_UTC", "SVC_INGEST"],
    )
    s.label(
        "reference",
        "models/orders/eu_orders.sql and models/marketing/eu_attribution.sql",
        ["models/orders/eu_orders.sql", "models/marketing/eu_attribution.sql"],
    )
    s.label(
        "decision",
        "Fix on branch fix/eu-order-ts, all three files in one PR",
        ["fix/eu-order-ts"],
        at="branch",
    )
    s.label("fact", "PR #482 approved by lena-k and merged as a41f9c2", ["a41f9c2"])
    s.label("decision", "Backfill 2025-03-11..14 with max_active_runs 1", ["max_active_runs 1"])
    s.label("fact", "Backfill complete: 4 days, 199,896 rows", ["199,896"])
    s.label(
        "fact",
        "Rename intentional; schema changes announced in #data-contracts",
        ["#data-contracts"],
    )
    s.label(
        "decision",
        "test_eu_attribution_row_count threshold lowered to 500",
        ["500", "test_eu_attribution_row_count"],
        at="followups",
    )
    s.label("reference", "PR #487", ["#487"])
    s.label(
        "pending_action",
        "Column contract on RAW.EU_ORDERS, needs Ravi's team",
        ["contract", "RAW.EU_ORDERS"],
    )
    s.label("open_issue", "Whether the Adwise export received empty EU conversions", ["Adwise"])
    s.label("reference", "Warehouse ANALYTICS_WH", ["ANALYTICS_WH"])
    s.stale_value("backfill with max_active_runs 2", ["max_active_runs 2"], at="bf_go")
    s.stale_value("backfill 2 of 4 days done", ["2 of 4 days"], at="done")
    s.stale_value("row threshold 1000", ["test_eu_attribution_row_count", "1000"], at="followups")
    return s.build()


# -- 3. event planning (Chinese) ----------------------------------------------------------


def offsite() -> dict[str, Any]:
    rng = random.Random(303)
    s = Script(
        "dev-zh-offsite",
        "部门团建：场地、人数变化、审批人变更、改期、大巴、预算",
        "你是公司的行政助理。工具：venue（场地查询与预订）、hotel（酒店）、approval（审批流）、"
        "payment（付款）、im（内部消息）。付款前必须有审批。",
    )
    s.user(
        "帮我们部门订一下年中团建的场地，6月21日周六，大概 120 人，预算控制在 8 万以内，"
        "最好在杭州周边，车程不超过两小时。",
        mark="ask",
    )
    s.model(
        "先查一下杭州周边可容纳 120 人以上的场地。",
        [("venue", {"action": "search", "city": "杭州", "date": "2025-06-21", "capacity": 120})],
    )
    names = ["临安", "桐庐", "富阳", "德清", "海宁", "诸暨", "绍兴", "嘉善", "长兴", "建德"]
    rows = filler_rows(
        rng,
        160,
        lambda r, i: [
            f"V{3000 + i}",
            f"{r.choice(names)}{r.choice(['山居', '湖畔', '农庄', '营地', '酒店'])}{i}",
            r.randint(60, 110),
            f"{r.randint(3, 9)}.{r.randint(0, 9)} 万",
            f"{r.choice([1, 1.5, 2, 2.5, 3])} 小时",
            "容量不足",
        ],
    )
    rows[5] = ["V3105", "千岛湖云栖度假村", 150, "6.8 万（含餐）", "2 小时", "可用"]
    rows[17] = ["V3117", "安吉竹溪营地", 200, "5.2 万（不含住宿）", "1.5 小时", "可用"]
    rows[29] = ["V3129", "莫干山松风山庄", 130, "7.9 万（含餐住）", "1.2 小时", "可用"]
    s.tool(table(["编号", "场地", "容量", "报价", "车程", "状态"], rows))
    s.model(
        "符合条件的有三个：\n1. 千岛湖云栖度假村，可容纳 150 人，报价 6.8 万（含餐），车程约 2 小时；\n"
        "2. 安吉竹溪营地，可容纳 200 人，报价 5.2 万（不含住宿），车程约 1.5 小时；\n"
        "3. 莫干山松风山庄，可容纳 130 人，报价 7.9 万（含餐住），车程约 1.2 小时。\n"
        "我建议方案二，价格最低，住宿可以另外订。",
        mark="options",
    )
    s.user("方案二住宿另订会不会超预算？先查一下附近的酒店。")
    s.model(
        "查营地附近的酒店。",
        [
            (
                "hotel",
                {"action": "search", "near": "安吉竹溪营地", "date": "2025-06-21", "rooms": 60},
            )
        ],
    )
    hotels = filler_rows(
        rng,
        150,
        lambda r, i: [
            f"H{700 + i}",
            f"安吉{r.choice(['竹海', '云上', '溪谷', '山舍'])}酒店{i}",
            r.randint(10, 45),
            f"{r.randint(300, 620)} 元",
            "房量不足",
        ],
    )
    hotels[8] = ["H708", "溪山酒店", 90, "380 元", "可订"]
    s.tool(table(["编号", "酒店", "剩余房量", "双床房价", "状态"], hotels))
    s.model(
        "营地附近的溪山酒店有 90 间双床房可订，每间 380 元。按 60 间算一晚 22,800 元，"
        "加上场地 5.2 万，总计 74,800 元，在 8 万以内。",
        mark="hotel",
    )
    s.user("三个方案各自的优缺点再帮我捋一下？")
    s.model(
        "千岛湖云栖度假村：含餐，湖景好，适合拍照和水上活动，但车程接近两小时，周六早上出城容易堵，"
        "实际可能超过两小时；报价 6.8 万不含住宿，如果要住一晚还得另加。\n"
        "安吉竹溪营地：场地最大，草坪和竹林适合做拓展和分组游戏，车程一个半小时左右；缺点是不含住宿，"
        "需要自己订附近酒店，餐饮也以烧烤和农家菜为主。\n"
        "莫干山松风山庄：最近，含餐住，省心，但容量只有 130 人，如果人数再增加就装不下；价格也最贵，"
        "接近预算上限，没有余量给大巴和其他开销。"
    )
    s.user("可以，就按方案二。另外人数变了，HR 说最终是 135 人。", mark="plan2")
    s.model(
        "135 人需要 68 间房，溪山酒店 68 × 380 = 25,840 元，总计 77,840 元，仍在预算内。"
        "我先提交场地预订和审批。",
        [
            ("venue", {"action": "book", "venue": "V3117", "date": "2025-06-21", "people": 135}),
            (
                "approval",
                {
                    "action": "submit",
                    "title": "年中团建 安吉竹溪营地",
                    "amount": 77840,
                    "approver": "王磊",
                },
            ),
        ],
        mark="68",
    )
    s.tool(
        "订单号：AJ-20250621-0457\n场地：安吉竹溪营地\n日期：2025-06-21\n人数：135\n状态：待付款",
        "审批单：SP-7781\n金额：77,840 元\n审批人：王磊\n状态：审批中",
    )
    s.model(
        "已提交：场地订单 AJ-20250621-0457（待付款），审批单 SP-7781 目前在王磊那里审批。审批通过后付 30% 定金。",
        mark="submitted",
    )
    s.user("王磊下周出差，审批人换成陈静吧。", mark="approver")
    s.model(
        "好的，转给陈静。",
        [("approval", {"action": "reassign", "id": "SP-7781", "approver": "陈静"})],
    )
    s.tool("审批单 SP-7781 审批人已变更：王磊 → 陈静\n\n近期流程记录：\n" + noise(rng, 200, "zh"))
    s.model("SP-7781 的审批人已经换成陈静。")
    s.user("还有，日期得改，6月21日那周有版本发布，改到6月28日。", mark="date")
    s.model(
        "查一下 6月28日 的场地和酒店。",
        [
            ("venue", {"action": "availability", "venue": "V3117", "date": "2025-06-28"}),
            ("hotel", {"action": "availability", "hotel": "H708", "date": "2025-06-28"}),
        ],
    )
    s.tool("安吉竹溪营地 2025-06-28：可用，改期费 0 元", "溪山酒店 2025-06-28：剩余 70 间")
    s.model(
        "两边都可以，改期。",
        [
            ("venue", {"action": "reschedule", "order": "AJ-20250621-0457", "date": "2025-06-28"}),
            ("hotel", {"action": "book", "hotel": "H708", "date": "2025-06-28", "rooms": 68}),
        ],
    )
    s.tool(
        "订单 AJ-20250621-0457 已改期至 2025-06-28",
        "酒店订单：XS-88213\n溪山酒店 2025-06-28 双床房 68 间\n总价：25,840 元",
    )
    s.model("已改到 6月28日，改期不收费；溪山酒店 68 间也订好了（订单 XS-88213）。", mark="moved")
    s.user("活动内容有什么建议吗？大家上次说太无聊了。")
    s.model(
        "可以这样安排：上午到达后分组做定向越野，竹林里有现成的点标，两个小时左右，按部门混编分组，"
        "能让平时不怎么合作的同事认识一下；中午营地午餐；下午自由活动加一个小型趣味运动会，比如拔河、"
        "两人三足和飞盘，营地可以提供器材；傍晚烧烤，晚上篝火和抽奖。第二天上午睡个懒觉，吃完早饭"
        "十点左右返程。如果有人不想运动，营地有茶室和竹编手作体验，可以作为备选。"
    )
    s.user("陈静那边批了吗？")
    s.model("查一下审批状态。", [("approval", {"action": "status", "id": "SP-7781"})])
    history = "\n".join(
        f"{rng.randint(1, 30):02d}日 {rng.randint(8, 19):02d}:{rng.randint(0, 59):02d} 系统：{rng.choice(['提醒已发送', '抄送行政', '附件已上传', '流程节点更新'])}"
        for _ in range(220)
    )
    s.tool(
        "审批单：SP-7781\n状态：已通过\n审批人：陈静\n时间：2025-05-20 14:05\n"
        "意见：同意，注意餐标每人不超过 150 元\n\n流转记录：\n" + history
    )
    s.model(
        "SP-7781 已由陈静批准，她的意见是餐标每人不超过 150 元。下一步付 30% 定金，约 23,352 元。",
        mark="approved",
    )
    s.user("发票怎么开？财务要专票。")
    s.model(
        "营地和酒店都能开增值税专用发票。需要提供公司全称、税号、开户行和账号、注册地址和电话，"
        "这些信息财务那边有标准模板，我可以直接从上次的报销单里取。场地费一般是服务费 6% 税率，"
        "酒店住宿也是 6%，大巴运输服务是 9%。发票抬头要和付款账户一致，所以定金和尾款最好都从"
        "公司对公账户付，不要个人垫付。"
    )
    s.user("好，付定金。另外大巴还没订，你先问问行政那边有没有合作的车队。", mark="bus_ask")
    s.model(
        "付定金，并问行政的刘洋。",
        [
            ("payment", {"order": "AJ-20250621-0457", "amount": 23352, "approval": "SP-7781"}),
            ("im", {"to": "刘洋", "text": "6月28日团建需要大巴接送约 135 人，有合作的车队吗？"}),
        ],
    )
    s.tool("付款成功，流水号 PAY-556120，金额 23,352.00 元", "消息已发送给 刘洋")
    s.model(
        "定金 23,352 元已付（流水号 PAY-556120）。已在 IM 上问了行政的刘洋，等她回复车队的事。"
        "另外有一点不确定：营地的烧烤算不算在餐标里，合同里没写清楚。",
        mark="paid",
    )
    s.user("刘洋回了，用之前合作的杭运车队，3 辆 45 座大巴，每辆 2,200 元。就这么办。", mark="bus")
    s.model(
        "好的，大巴定杭运车队 3 辆 45 座，每辆 2,200 元，共 6,600 元。这样总费用是 84,440 元，"
        "超出 8 万预算 4,440 元。",
        mark="over",
    )
    s.user("超了啊。那把酒店降到 55 间，部分同事住三人间。", mark="rooms")
    s.model("修改酒店订单。", [("hotel", {"action": "modify", "order": "XS-88213", "rooms": 55})])
    s.tool(
        "酒店订单 XS-88213 已修改：双床房 55 间，总价 20,900 元\n\n订单明细：\n"
        + noise(rng, 220, "zh")
    )
    s.model(
        "酒店已改为 55 间（20,900 元），总费用 79,500 元，回到 8 万以内。还没做的：跟营地确认烧烤"
        "是否含在餐标内；6月25日前把最终名单发给酒店。",
        mark="final",
    )
    s.user("把营地合同里的退改条款调出来我看看。")
    s.model("调取合同。", [("venue", {"action": "contract", "order": "AJ-20250621-0457"})])
    s.tool("合同 AJ-20250621-0457 全文\n" + noise(rng, 300, "zh"))
    s.model("合同规定活动前 7 天以上取消退还全部定金，7 天以内退还 50%。")
    s.label("user_goal", "年中团建场地，杭州周边，车程两小时内，预算 8 万以内", ["8 万以内"])
    s.label("decision", "选方案二：安吉竹溪营地", ["安吉竹溪营地"], at="plan2")
    s.label("fact", "最终人数 135 人", ["135 人"])
    s.label("reference", "场地订单 AJ-20250621-0457", ["AJ-20250621-0457"])
    s.label("reference", "审批单 SP-7781", ["SP-7781"])
    s.label("fact", "审批人为陈静，已批准", ["陈静"], at="approved")
    s.label("decision", "团建改到 6月28日", ["6月28日"])
    s.label("fact", "审批意见：餐标每人不超过 150 元", ["150 元"])
    s.label("fact", "定金 23,352 元已付，流水号 PAY-556120", ["PAY-556120"])
    s.label("decision", "大巴用杭运车队 3 辆 45 座", ["杭运车队"])
    s.label("decision", "酒店降到 55 间", ["55 间"])
    s.label("fact", "总费用 79,500 元", ["79,500"])
    s.label("open_issue", "营地烧烤是否含在餐标内", ["烧烤"])
    s.label("pending_action", "6月25日前把最终名单发给酒店", ["6月25日"])
    s.stale_value("约 120 人", ["120 人"], at="plan2")
    s.stale_value("审批人王磊", ["王磊"], at="approver")
    s.stale_value("日期 6月21日", ["6月21日"], at="date")
    s.stale_value("酒店 68 间", ["68 间"], at="rooms")
    s.stale_value("总费用 84,440 元", ["84,440"], at="rooms")
    return s.build()


# -- 4. support escalation with a contract (English) ---------------------------------------


def support() -> dict[str, Any]:
    rng = random.Random(404)
    s = Script(
        "dev-support-sla-credit",
        "An SLA credit claim: contract bands, an invoice change, a covering CSM, an RCA that slips",
        "You are a support engineer's assistant at Corvane (B2B SaaS). Tools: crm, incidents, "
        "billing, contract_search, email. Legal reviews anything that mentions liability.",
    )
    s.user(
        "Brightline Logistics (account ACC-20931) is escalating: their shipment API went down "
        "twice last week and they want SLA credits. I'm Ana, I'm running the escalation. Work "
        "out what they're actually owed under their contract and draft a reply. Keep it "
        "factual.",
        mark="ask",
    )
    s.model(
        "Pulling the account and the SLA schedule.",
        [
            ("crm", {"account": "ACC-20931"}),
            ("contract_search", {"account": "ACC-20931", "query": "service level credits"}),
        ],
    )
    clauses = "\n\n".join(
        f"{n}. {rng.choice(['Confidentiality', 'Assignment', 'Notices', 'Force Majeure', 'Governing Law', 'Data Processing', 'Audit'])}. "
        + " ".join(
            rng.choice(
                [
                    "Each party shall act in good faith.",
                    "Notices must be given in writing to the addresses in the Order Form.",
                    "Nothing in this Agreement limits liability for fraud.",
                    "The Customer may not assign without consent.",
                    "This clause survives termination.",
                    "Amounts are exclusive of taxes.",
                ]
            )
            for _ in range(6)
        )
        for n in range(4, 70)
    )
    s.tool(
        "account: ACC-20931\nname: Brightline Logistics GmbH\nplan: Enterprise\nmrr: 18,400 USD\n"
        "csm: Pieter de Vries\nsupport_tier: Premium\nrenewal: 2025-11-01",
        "MSA-2023-114 / Schedule 3 (Service Levels)\n1. Availability target: 99.9% per calendar "
        "month for the Shipment API.\n2. 'Downtime' means minutes in which the Shipment API is "
        "unavailable; scheduled maintenance is excluded.\n3. Service credits, as a percentage "
        "of the fees for the affected month: below 99.9% to 99.0%: 5%; below 99.0% to 95.0%: "
        "10%; below 95.0%: 25%. Credits are capped at 25% of the monthly fees.\n3.4 Claims "
        "must be made within 30 days of the incident.\n\n" + clauses,
    )
    s.model(
        "Brightline is on Enterprise, $18,400 a month, CSM Pieter de Vries. Schedule 3 of "
        "MSA-2023-114: 99.9% monthly availability; credits of 5% below 99.9%, 10% below 99.0%, "
        "25% below 95.0%, capped at 25%; claims within 30 days. Now the incidents.",
        [("incidents", {"service": "shipment-api", "from": "2025-04-07", "to": "2025-04-13"})],
        mark="sla",
    )
    s.tool(
        table(
            ["id", "start", "duration", "impact", "service"],
            [
                [
                    "INC-5510",
                    "2025-04-08 09:12",
                    "47 min",
                    "partial (elevated 5xx)",
                    "shipment-api",
                ],
                ["INC-5523", "2025-04-10 14:03", "2 h 12 min", "full outage", "shipment-api"],
            ]
            + filler_rows(
                rng,
                140,
                lambda r, i: [
                    f"INC-{5600 + i}",
                    f"2025-04-{r.randint(7, 13):02d} {r.randint(0, 23):02d}:{r.randint(0, 59):02d}",
                    f"{r.randint(2, 30)} min",
                    "none (internal)",
                    r.choice(["billing-ui", "reports", "sso"]),
                ],
            ),
        )
    )
    s.model(
        "Two incidents hit shipment-api: INC-5510 on Apr 8, 47 min of partial degradation, and "
        "INC-5523 on Apr 10, a full outage of 2 h 12 min. April has 43,200 minutes; with both "
        "counted, 179 minutes down is 99.59% availability, which is the 5% band: a credit of "
        "$920.",
        mark="inc",
    )
    s.user("How did you get 99.59%? Walk me through it.")
    s.model(
        "April has 30 days, so 30 × 24 × 60 = 43,200 minutes. INC-5510 lasted 47 minutes and "
        "INC-5523 lasted 2 h 12 min, which is 132 minutes; together 179 minutes. Availability "
        "is (43,200 - 179) / 43,200 = 99.586%, rounded 99.59%. That is below 99.9% and above "
        "99.0%, so the first credit band applies. If only the full outage counted, it would "
        "be 132 minutes and 99.69%, still the same band, so the answer doesn't depend on how "
        "the partial degradation is treated this time."
    )
    s.user("Have they claimed credits before?")
    s.model(
        "Checking the claim history.", [("crm", {"account": "ACC-20931", "history": "credits"})]
    )
    s.tool(
        table(
            ["claim", "date", "amount", "reason", "status"],
            [["CLM-0772", "2024-09-19", "460.00", "shipment-api latency SLA", "paid"]]
            + filler_rows(
                rng,
                60,
                lambda r, i: [
                    f"NOTE-{9000 + i}",
                    f"2024-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}",
                    "-",
                    r.choice(["QBR notes", "renewal call", "feature request", "support survey"]),
                    "info",
                ],
            ),
        )
    )
    s.model(
        "One earlier claim: CLM-0772 in September 2024, $460, for a latency breach on the "
        "same API, paid without dispute. The rest of the history is meeting notes and "
        "surveys. So this is their second claim in eight months, which the CSM will want to "
        "know before the renewal on November 1."
    )
    s.user(
        "ok, so $920. Wait, their fees went up in April, they added the customs module. Check billing."
    )
    s.model(
        "Checking the April invoice.",
        [("billing", {"account": "ACC-20931", "invoice_month": "2025-04"})],
    )
    s.tool(
        "invoice: INV-2025-04-20931\nperiod: 2025-04\nlines:\n  Enterprise platform  18,400.00\n"
        "  Customs module        3,100.00\ntotal: 21,500.00 USD\nstatus: paid"
    )
    s.model(
        "April's fees were $21,500 ($18,400 platform + $3,100 customs module). 5% of $21,500 "
        "is $1,075, so the credit is $1,075 rather than $920.",
        mark="credit",
    )
    s.user(
        "right. Draft the reply with $1,075. Pieter should send it, he owns the relationship.",
        mark="draft_ask",
    )
    s.model(
        "Draft:\n\nDear Brightline team,\nthank you for your patience. Under Schedule 3 of "
        "MSA-2023-114, April's availability of the Shipment API was 99.59% (INC-5510 on April 8 "
        "and INC-5523 on April 10). This falls in the 5% credit band; on April fees of $21,500 "
        "the credit is $1,075. A root-cause report for INC-5523 will follow. We regret the "
        "disruption and accept no further liability beyond the credit.\nKind regards"
    )
    s.user(
        "Looks fine. Actually hold on, Pieter is on leave until May 5, Sofia Marin is covering "
        "his accounts. Have Sofia send it.",
        mark="sofia",
    )
    s.model(
        "Saving the draft for Sofia.",
        [
            (
                "email",
                {
                    "action": "save_draft",
                    "owner": "sofia.marin",
                    "to": "escalations@brightline.example",
                },
            )
        ],
    )
    s.tool("draft DR-3307 saved\nowner: Sofia Marin\nto: escalations@brightline.example")
    s.model(
        "Draft DR-3307 is saved for Sofia Marin to send. Note the claim window: claims within "
        "30 days of the incident, so for INC-5510 it closes May 8.",
        mark="dr",
    )
    s.user("What should I tell their account lead on the call tomorrow?")
    s.model(
        "Talking points: first, acknowledge both incidents with their dates and durations "
        "and don't argue about the partial one; second, state the credit and how it was "
        "computed from Schedule 3, so it is clearly the contract and not a goodwill gesture; "
        "third, say when the root-cause report comes and what it will cover; fourth, ask "
        "whether they saw business impact beyond the API errors, for example missed pickups, "
        "because that shapes the renewal conversation. Avoid promising anything about "
        "future credits or about the customs module's reliability before engineering has "
        "finished the RCA."
    )
    s.user(
        "They also want a root-cause report. Engineering said the RCA should be ready Wednesday."
    )
    s.model("Checking the incident record.", [("incidents", {"id": "INC-5523", "fields": ["rca"]})])
    timeline = "\n".join(
        f"2025-04-10 {14 + i // 12:02d}:{(3 + i * 5) % 60:02d} {rng.choice(['ack by on-call', 'mitigation attempt', 'status page updated', 'customer comms sent', 'metrics checked'])}"
        for i in range(160)
    )
    s.tool(
        "INC-5523\nseverity: SEV-1\nrca_owner: Daniel Osei\nrca_due: 2025-04-16 (Wed)\nrca_status: drafting\n\ntimeline:\n"
        + timeline
    )
    s.model("The INC-5523 RCA is owned by Daniel Osei and due Wednesday, Apr 16.", mark="rca")
    s.user("Daniel just pinged me: the RCA slips, new ETA is Friday the 18th.", mark="slip")
    s.model(
        "Noted, the RCA is now expected Friday, Apr 18. Adding that to the draft.",
        [
            (
                "email",
                {
                    "action": "edit_draft",
                    "id": "DR-3307",
                    "append": "The root-cause report is expected on April 18.",
                },
            )
        ],
    )
    s.tool("DR-3307 updated\n\nmailbox activity:\n" + noise(rng, 200, "ops"))
    s.user(
        "Legal (Hannah) read the draft. Approved, but take out the sentence about no further liability.",
        mark="legal",
    )
    s.model(
        "Removing it.",
        [
            (
                "email",
                {
                    "action": "edit_draft",
                    "id": "DR-3307",
                    "remove": "We regret the disruption and accept no further liability beyond the credit.",
                },
            )
        ],
    )
    s.tool("DR-3307 updated: 1 sentence removed\nreviewed_by: Hannah Kroll (Legal), approved")
    s.model("Removed the liability sentence; DR-3307 shows Hannah Kroll's approval.")
    s.user(
        "Sofia sent it. Also they asked whether the credit can go against the May invoice "
        "instead of a refund. Can billing do that?",
        mark="sent",
    )
    s.model(
        "Creating a credit note against May.",
        [
            (
                "billing",
                {
                    "action": "credit_note",
                    "account": "ACC-20931",
                    "amount": 1075,
                    "apply_to": "next_invoice",
                },
            )
        ],
    )
    s.tool(
        "credit note CN-1184 created: 1,075.00 USD, applies to invoice INV-2025-05-20931\n\nledger:\n"
        + noise(rng, 200, "ops")
    )
    s.model(
        "Credit note CN-1184 for $1,075 is applied to the May invoice INV-2025-05-20931. The reply went out, so that part is done.",
        mark="cn",
    )
    s.user(
        "good. Last thing: once Daniel publishes the RCA, make sure it goes to Brightline.",
        mark="last",
    )
    s.model(
        "Will do: forward the INC-5523 RCA to Brightline once Daniel Osei publishes it, expected "
        "Friday, Apr 18. One question is still unresolved: whether partial degradation like "
        "INC-5510 counts as downtime under Schedule 3, section 2. The credit is 5% either way "
        "this time, but it matters for the next claim; worth asking legal.",
        mark="end",
    )
    s.user("Pull the full INC-5523 timeline, I want to skim it before the call.")
    s.model("Fetching the timeline.", [("incidents", {"id": "INC-5523", "fields": ["timeline"]})])
    s.tool(noise(rng, 300, "ops"))
    s.model(
        "The timeline is mostly paging and status-page updates; mitigation started 38 minutes in."
    )
    s.label(
        "user_goal",
        "Work out the SLA credit Brightline Logistics (ACC-20931) is owed and draft a reply",
        ["ACC-20931"],
    )
    s.label("fact", "Schedule 3: 99.9% target, 5% credit band below 99.9%", ["99.9%", "5%"])
    s.label("fact", "INC-5523: full outage of 2 h 12 min on Apr 10", ["INC-5523", "2 h 12 min"])
    s.label("fact", "April fees USD 21,500 with the customs module", ["21,500"])
    s.label("decision", "Credit USD 1,075", ["1,075"], at="draft_ask")
    s.label("decision", "Sofia Marin sends the reply (Pieter on leave)", ["Sofia Marin"])
    s.label("reference", "Draft DR-3307", ["DR-3307"])
    s.label("fact", "RCA owner Daniel Osei, now expected Apr 18", ["Daniel Osei", "Apr 18"])
    s.label(
        "decision", "Legal (Hannah) approved without the no-further-liability sentence", ["Hannah"]
    )
    s.label("fact", "Credit note CN-1184 applied to May invoice INV-2025-05-20931", ["CN-1184"])
    s.label("reference", "May invoice INV-2025-05-20931", ["INV-2025-05-20931"])
    s.label(
        "pending_action",
        "Forward the INC-5523 RCA to Brightline once published",
        ["forward the INC-5523 RCA"],
    )
    s.label(
        "open_issue",
        "Whether partial degradation counts as downtime under Schedule 3",
        ["partial degradation", "Schedule 3"],
        at="end",
    )
    s.stale_value("credit USD 920", ["920"], at="credit")
    s.stale_value("Pieter sends the reply", ["Pieter", "send"], at="sofia")
    s.stale_value("RCA due Apr 16", ["Apr 16"], at="slip")
    return s.build()


# -- 5. model selection (English); written after the rules, measured once -----------------


def ml_release() -> dict[str, Any]:
    rng = random.Random(505)
    s = Script(
        "dev-ml-checkpoint-release",
        "Picking a checkpoint for a support bot: a leaked eval set, more training, a moved date",
        "You are an ML engineer's assistant. Tools: runs (experiment tracker), eval (runs an "
        "eval suite), registry (model registry), chat (team messages).",
    )
    s.user(
        "We're picking the checkpoint for the support bot release. The eval suite is "
        "helpdesk-eval-v3, 2,400 prompts. Baseline is ckpt-4100 at 71.2% resolution rate, and "
        "the release needs at least 74%. Release date is June 12.",
        mark="ask",
    )
    s.model(
        "Listing the candidate checkpoints and their last eval.",
        [("runs", {"project": "support-bot", "eval": "helpdesk-eval-v3"})],
    )
    rows = [
        ["ckpt-4100", "71.2%", "0.3%"],
        ["ckpt-5200", "73.1%", "0.4%"],
        ["ckpt-5600", "74.4%", "0.4%"],
        ["ckpt-6000", "74.0%", "0.9%"],
    ]
    rows += filler_rows(
        rng,
        150,
        lambda r, i: [
            f"ckpt-{r.randint(1, 39) * 100}-ablation-{i}",
            f"{r.randint(60, 72)}.{r.randint(0, 9)}%",
            f"{r.randint(1, 9) / 10}%",
        ],
    )
    s.tool(table(["checkpoint", "resolution", "toxicity"], rows))
    s.model(
        "On helpdesk-eval-v3: ckpt-5200 reaches 73.1%, ckpt-5600 74.4%, ckpt-6000 74.0% but with "
        "0.9% toxicity, which is above the limit.",
        mark="first",
    )
    s.user("What's the toxicity limit again?")
    s.model("0.5% of responses, per the safety policy SP-12.", mark="limit")
    s.user("Let's take 5600 then.", mark="take5600")
    s.model(
        "Registering it as the release candidate.",
        [
            (
                "registry",
                {"action": "register", "name": "support-bot:rc1", "checkpoint": "ckpt-5600"},
            )
        ],
    )
    s.tool("registered support-bot:rc1 -> ckpt-5600\n\naudit:\n" + noise(rng, 200, "ci"))
    s.model("ckpt-5600 is registered as support-bot:rc1.", mark="rc1")
    s.user(
        "Hold on. Mei found that 180 prompts of helpdesk-eval-v3 leaked from the training data. "
        "Rerun on the clean split.",
        mark="leak",
    )
    s.model(
        "Running the clean split for the top candidates.",
        [
            (
                "eval",
                {
                    "suite": "helpdesk-eval-v3-clean",
                    "checkpoints": ["ckpt-4100", "ckpt-5600", "ckpt-6000"],
                },
            )
        ],
    )
    s.tool(
        "suite: helpdesk-eval-v3-clean (2,220 prompts)\nckpt-4100 resolution 70.4% toxicity 0.3%\n"
        "ckpt-5600 resolution 72.8% toxicity 0.4%\nckpt-6000 resolution 73.9% toxicity 0.9%\n\n"
        + noise(rng, 260, "ci")
    )
    s.model(
        "On the clean split (2,220 prompts) the baseline ckpt-4100 drops to 70.4%, ckpt-5600 is "
        "at 72.8% and ckpt-6000 at 73.9%, still with 0.9% toxicity. Neither meets 74%. "
        "Options:\n1. Ship ckpt-6000 behind a toxicity filter.\n"
        "2. Train 800 more steps from ckpt-6000, about 9 hours on 8 GPUs.\n"
        "3. Ask product to accept 73% for this release.",
        mark="clean",
    )
    s.user(
        "Go with 2, and ask Priya in product whether 73% would be acceptable as a fallback.",
        mark="opt2",
    )
    s.model(
        "Starting the continuation and asking Priya.",
        [
            (
                "runs",
                {"action": "start", "name": "ft-6000-cont", "from": "ckpt-6000", "steps": 800},
            ),
            ("chat", {"to": "priya", "text": "Would 73% resolution be acceptable as a fallback?"}),
        ],
    )
    s.tool("started ft-6000-cont (800 steps), ETA 03:40 UTC\n" + noise(rng, 120, "ci"), "sent")
    s.model(
        "ft-6000-cont is running, ETA 03:40 UTC. I've asked Priya whether 73% would do as a fallback; no answer yet.",
        mark="started",
    )
    s.user("Also the release moved to June 19, the app store review takes longer.", mark="moved")
    s.model("Noted, release on June 19.")
    s.user("Is the run done?")
    s.model(
        "Checking.", [("eval", {"suite": "helpdesk-eval-v3-clean", "checkpoints": ["ckpt-6800"]})]
    )
    s.tool(
        "ft-6000-cont finished: ckpt-6800\nsuite: helpdesk-eval-v3-clean\nckpt-6800 resolution 74.6% toxicity 0.4%\n\n"
        + noise(rng, 260, "ci")
    )
    s.model(
        "ckpt-6800 (the end of ft-6000-cont) reaches 74.6% on the clean split with 0.4% toxicity: it meets both bars.",
        mark="6800",
    )
    s.user("Great, register that one instead of 5600.", mark="swap")
    s.model(
        "Registering ckpt-6800.",
        [
            (
                "registry",
                {
                    "action": "register",
                    "name": "support-bot:rc2",
                    "checkpoint": "ckpt-6800",
                    "deprecate": "support-bot:rc1",
                },
            )
        ],
    )
    s.tool(
        "registered support-bot:rc2 -> ckpt-6800\ndeprecated support-bot:rc1\n"
        + noise(rng, 200, "ci")
    )
    s.model(
        "Registered ckpt-6800 as support-bot:rc2 and deprecated rc1. Priya hasn't answered, but "
        "we no longer need the 73% fallback.",
        mark="rc2",
    )
    s.user(
        "Write the release note draft. And someone has to rerun the red-team suite on rc2 before June 17.",
        mark="redteam",
    )
    s.model(
        "Draft: The support bot moves to ckpt-6800 (support-bot:rc2), resolving 74.6% of "
        "helpdesk requests on our clean evaluation, up from 70.4%, with toxicity at 0.4%. "
        "Nobody owns the red-team rerun on rc2 yet; it has to happen before June 17.",
        mark="draft",
    )
    s.user("Pull the full eval log of rc2 so I can attach it.")
    s.model("Fetching it.", [("eval", {"log": "support-bot:rc2"})])
    s.tool(noise(rng, 320, "ci"))
    s.model("Attached: 2,220 prompt results for rc2.")
    s.label(
        "user_goal",
        "Pick a support bot checkpoint with at least 74% resolution on helpdesk-eval-v3",
        ["helpdesk-eval-v3", "74%"],
    )
    s.label("fact", "Toxicity limit 0.5% per safety policy SP-12", ["SP-12"])
    s.label("fact", "180 prompts of the eval set leaked from training data", ["180 prompts"])
    s.label(
        "decision",
        "Continue training 800 steps from ckpt-6000 (option 2)",
        ["800 more steps"],
        at="opt2",
    )
    s.label("reference", "Continuation run ft-6000-cont", ["ft-6000-cont"])
    s.label("fact", "ckpt-6800: 74.6% resolution, 0.4% toxicity on the clean split", ["74.6%"])
    s.label("decision", "Register ckpt-6800 as support-bot:rc2", ["support-bot:rc2"])
    s.label("fact", "Release moved to June 19", ["June 19"])
    s.label(
        "pending_action", "Rerun the red-team suite on rc2 before June 17", ["red-team", "June 17"]
    )
    s.label("open_issue", "Nobody owns the red-team rerun yet", ["Nobody owns"])
    s.stale_value("ckpt-5600 at 74.4% (leaky eval)", ["74.4%"], at="clean")
    s.stale_value("release on June 12", ["June 12"], at="moved")
    s.stale_value("baseline 71.2%", ["71.2%"], at="clean")
    return s.build()


# -- 6. contract review (Chinese); written after the rules, measured once ------------------


def zh_contract() -> dict[str, Any]:
    rng = random.Random(606)
    s = Script(
        "dev-zh-contract-review",
        "供应商框架合同审核：账期、违约金、保密期限、对方还价、审批人变更",
        "你是法务助理。工具：contract（读取与修订合同）、approval（审批流）。修订稿要保留版本号。",
    )
    s.user(
        "帮我审核供应商框架合同 KJ-2025-031，重点看付款条款、违约金和保密期限。我们的底线："
        "付款账期不少于 60 天，违约金上限不超过合同总额的 10%。",
        mark="ask",
    )
    s.model("先读取合同全文。", [("contract", {"action": "read", "id": "KJ-2025-031"})])
    s.tool(
        "合同 KJ-2025-031 全文\n第 5.2 条 付款：买方于收到发票后 30 天内付款。\n第 9.1 条 违约金：违约方按合同总额的 20% 支付违约金。\n第 11 条 保密：保密期限为合同终止后 2 年。\n"
        + noise(rng, 300, "zh")
    )
    s.model(
        "第 5.2 条付款账期 30 天；第 9.1 条违约金为合同总额的 20%；第 11 条保密期限 2 年。前两条不符合底线。",
        mark="read",
    )
    s.user("账期改成 60 天，违约金按 10% 提出修改意见。保密期限我不确定，2 年够不够？", mark="ask2")
    s.model(
        "生成修订稿。",
        [
            (
                "contract",
                {
                    "action": "revise",
                    "id": "KJ-2025-031",
                    "changes": {"5.2": "60 天", "9.1": "10%"},
                },
            )
        ],
    )
    s.tool("修订稿 KJ-2025-031-v2 已生成\n" + noise(rng, 220, "zh"))
    s.model(
        "已生成修订稿 KJ-2025-031-v2：5.2 改为 60 天，9.1 改为 10%。保密期限一般建议 3 到 5 年，需要法务确认。",
        mark="v2",
    )
    s.user("法务张敏说保密期限至少 3 年。按 3 年改。", mark="three")
    s.model(
        "修改保密期限。",
        [("contract", {"action": "revise", "id": "KJ-2025-031-v2", "changes": {"11": "3 年"}})],
    )
    s.tool("修订稿 KJ-2025-031-v3 已生成\n" + noise(rng, 200, "zh"))
    s.model("已更新为 KJ-2025-031-v3：保密期限改为合同终止后 3 年。")
    s.user("对方回复了，账期最多只能接受 45 天。", mark="counter")
    s.model(
        "对方的 45 天低于我们 60 天的底线。两个选择：\n1. 坚持 60 天，签约可能拖延；\n"
        "2. 接受 45 天，但要求对方给 2% 的提前付款折扣。",
        mark="choices",
    )
    s.user("选 2。", mark="pick")
    s.model(
        "更新修订稿。",
        [
            (
                "contract",
                {
                    "action": "revise",
                    "id": "KJ-2025-031-v3",
                    "changes": {"5.2": "45 天，提前付款折扣 2%"},
                },
            )
        ],
    )
    s.tool("修订稿 KJ-2025-031-v4 已生成\n" + noise(rng, 240, "zh"))
    s.model("已更新为 KJ-2025-031-v4：账期 45 天，提前付款折扣 2%。", mark="v4")
    s.user("签约时间定在 4月18日，盖章要王总审批，你提一下审批。", mark="sign")
    s.model(
        "提交用印审批。",
        [("approval", {"action": "submit", "title": "KJ-2025-031 用印", "approver": "王总"})],
    )
    s.tool("审批单 SP-2290 已提交\n审批人：王总\n状态：审批中\n" + noise(rng, 200, "zh"))
    s.model(
        "审批单 SP-2290 已提交给王总。王总批准后安排盖章。另外，违约金 10% 对方还没有确认。",
        mark="sp",
    )
    s.user("对方确认违约金 10% 没问题。")
    s.model("好的，违约金按 10% 定稿。")
    s.user("王总下周休假，审批改由李副总处理。", mark="away")
    s.model(
        "转交审批。", [("approval", {"action": "reassign", "id": "SP-2290", "approver": "李副总"})]
    )
    s.tool("审批单 SP-2290 审批人变更：王总 → 李副总\n" + noise(rng, 260, "zh"))
    s.model("SP-2290 已改由李副总审批。")
    s.user("把 v4 全文导出来发我。")
    s.model("导出。", [("contract", {"action": "export", "id": "KJ-2025-031-v4"})])
    s.tool(noise(rng, 320, "zh"))
    s.model("已导出 KJ-2025-031-v4 全文。")
    s.label("user_goal", "审核供应商框架合同 KJ-2025-031", ["KJ-2025-031"])
    s.label("decision", "保密期限改为 3 年（法务张敏意见）", ["3 年"], at="three")
    s.label("fact", "法务张敏：保密期限至少 3 年", ["张敏"])
    s.label("decision", "账期 45 天，提前付款折扣 2%", ["45 天", "2%"], at="pick")
    s.label("reference", "修订稿 KJ-2025-031-v4", ["KJ-2025-031-v4"])
    s.label("decision", "签约时间 4月18日", ["4月18日"])
    s.label("reference", "审批单 SP-2290", ["SP-2290"])
    s.label("fact", "审批改由李副总处理", ["李副总"])
    s.label("pending_action", "审批通过后安排盖章", ["盖章"], at="sp")
    s.stale_value("账期 30 天", ["30 天"], at="ask2")
    s.stale_value("违约金 20%", ["20%"], at="ask2")
    s.stale_value("保密期限 2 年", ["2 年"], at="three")
    s.stale_value("审批人王总", ["王总"], at="away")
    return s.build()


# -- 7. Kafka consumer lag (English, written in the third round) --------------------------


def kafka_lag() -> dict[str, Any]:
    rng = random.Random(707)
    s = Script(
        "dev-ops-kafka-lag",
        "Consumer lag after a release: scaling, a rate limit, a dead-letter replay",
        "You are an SRE assistant. Tools: kafka (consumer groups, topics, replays), kubectl, "
        "grafana, git, chat. Never restart brokers without approval.",
    )
    s.user(
        "The invoice-writer consumer group on topic billing-events is 2.1M messages behind "
        "since this morning's deploy of invoice-writer v4.7.0. I need the lag under 50k before "
        "the 18:00 billing run, without skipping any message. Don't restart the brokers.",
        mark="ask",
    )
    s.model(
        "Describing the consumer group first.",
        [("kafka", {"action": "describe-group", "group": "invoice-writer"})],
    )
    parts = [
        [
            f"billing-events-{p}",
            r,
            f"{rng.randint(70, 99)},{rng.randint(100, 999)}",
            "c-" + str(p % 6),
        ]
        for p, r in zip(range(24), [rng.randint(1000, 9999) for _ in range(24)], strict=True)
    ]
    s.tool(
        "GROUP invoice-writer  STATE Stable  MEMBERS 6\nconsumer config: max.poll.records=500, "
        "session.timeout.ms=45000\nTOTAL LAG 2,143,880\n\n"
        + table(["partition", "offset", "lag", "consumer"], parts)
        + "\n\n"
        + log_lines(
            rng,
            260,
            "invoice-writer",
            "09:10",
            {
                40: "2025-03-11T09:14:40Z WARN [invoice-writer-2] batch took=1900ms (p99) after v4.7.0"
            },
        )
    )
    s.model(
        "Total lag is 2,143,880 over 24 partitions, with 6 consumers (max.poll.records=500). "
        "Batches now take about 1,900 ms at p99; before v4.7.0 they took 180 ms.",
        mark="lag1",
    )
    s.user("What changed in 4.7.0?")
    s.model("Diffing the release.", [("git", {"args": "diff v4.6.3..v4.7.0 --stat -p src/"})])
    s.tool(
        "src/main/java/billing/InvoiceHandler.java | 14 ++++++++---\n"
        "@@ -88,6 +88,12 @@ public void handle(BillingEvent e) {\n"
        "+    TaxQuote q = taxClient.quote(e.lines());   // synchronous, one call per message\n"
        "+    invoice.applyVatRounding(q);\n"
        + "\n".join(f"+    // generated mapping line {i}" for i in range(180))
        + "\n"
        + noise(rng, 120, "ci")
    )
    s.model(
        "v4.7.0 added a synchronous TaxClient.quote() call per message in InvoiceHandler.java; "
        "tax-service answers in about 1.6 s at p99. Options:\n"
        "1. Roll back to v4.6.3 (we lose the new VAT rounding).\n"
        "2. Scale invoice-writer from 6 to 24 consumers, one per partition.\n"
        "3. Batch the tax calls per poll (a code change, about a day).",
        mark="options",
    )
    s.user(
        "Do 2 now, and 3 as the real fix. Priya owns invoice-writer, have her take the batching.",
        mark="pick",
    )
    s.model(
        "Scaling and filing the follow-up.",
        [
            ("kubectl", {"args": "scale deploy/invoice-writer -n billing --replicas=24"}),
            (
                "chat",
                {
                    "action": "ticket",
                    "title": "Batch TaxClient.quote() per poll",
                    "assignee": "Priya",
                },
            ),
        ],
    )
    s.tool(
        "deployment.apps/invoice-writer scaled\n" + noise(rng, 60, "ops"),
        "created BILL-2291 (assignee: Priya Natarajan)\n" + noise(rng, 40, "ops"),
    )
    s.model(
        "invoice-writer now runs 24 replicas. I opened BILL-2291 for Priya to batch the "
        "TaxClient.quote() calls.",
        mark="scaled24",
    )
    s.user("Check the lag again in 20 minutes.")
    s.model(
        "Reading the lag and the tax-service panel.",
        [("grafana", {"dashboard": "billing-consumers", "range": "30m"})],
    )
    s.tool(
        "consumer_lag{group=invoice-writer}: 2,143,880 -> 1,320,400\n"
        "tax_service_http_responses{code=429,client=invoice-writer}: 4.1%\n"
        "tax_service_rate_limit{client=invoice-writer}: 400 req/s\n\n"
        + log_lines(
            rng,
            300,
            "tax-service",
            "09:40",
            {
                77: "2025-03-11T09:51:07Z WARN [tax-service-1] 429 Too Many Requests client=invoice-writer limit=400/s"
            },
        )
    )
    s.model(
        "Lag fell to 1,320,400, but tax-service now answers 429 Too Many Requests to 4.1% of "
        "our calls: invoice-writer's rate limit there is 400 req/s. I can't tell yet whether "
        "the rejected messages are retried or lost.",
        mark="ratelimit",
    )
    s.user(
        "Ask the tax team for a higher limit. Meanwhile bring it down to 16 replicas so we stop "
        "hammering them.",
        mark="sixteen",
    )
    s.model(
        "Scaling down and asking.",
        [
            ("kubectl", {"args": "scale deploy/invoice-writer -n billing --replicas=16"}),
            (
                "chat",
                {
                    "channel": "#tax-platform",
                    "text": "Can invoice-writer get 1,000 req/s until tonight's billing run?",
                },
            ),
        ],
    )
    s.tool("deployment.apps/invoice-writer scaled\n" + noise(rng, 50, "ops"), "message posted\n")
    s.model(
        "invoice-writer is at 16 replicas. I asked #tax-platform to raise our limit to "
        "1,000 req/s.",
        mark="asked",
    )
    s.user(
        "Jonas from tax raised it to 900 req/s. That should fit 24 consumers, right?", mark="jonas"
    )
    s.model(
        "Yes: 24 consumers at the current batch rate need about 780 req/s, under 900 req/s.",
        mark="fits",
    )
    s.user("Then go back to 24.", mark="back24")
    s.model(
        "Scaling.", [("kubectl", {"args": "scale deploy/invoice-writer -n billing --replicas=24"})]
    )
    s.tool("deployment.apps/invoice-writer scaled\n" + noise(rng, 50, "ops"))
    s.model("invoice-writer runs 24 replicas again.")
    s.user("Did the 429s lose anything?")
    s.model(
        "Checking the dead-letter topic.",
        [("kafka", {"action": "describe-topic", "topic": "billing-events.DLT"})],
    )
    s.tool(
        "TOPIC billing-events.DLT  PARTITIONS 3  MESSAGES 3,412\n"
        "header cause: TaxQuoteRateLimited (3,412)\n\n" + noise(rng, 220, "ops")
    )
    s.model(
        "Nothing was lost silently: 3,412 messages went to the dead-letter topic "
        "billing-events.DLT with cause TaxQuoteRateLimited. They have to be replayed once the "
        "lag is cleared.",
        mark="dlt",
    )
    s.user("Lag now?")
    s.model("Reading it.", [("kafka", {"action": "describe-group", "group": "invoice-writer"})])
    s.tool(
        "GROUP invoice-writer  STATE Stable  MEMBERS 24\nTOTAL LAG 38,200\n\n"
        + table(["partition", "offset", "lag", "consumer"], parts)
    )
    s.model("Total lag is 38,200 at 17:12, under the 50k target.", mark="under")
    s.user("Good. Replay the DLT now.", mark="replay")
    s.model(
        "Replaying.",
        [("kafka", {"action": "replay", "from": "billing-events.DLT", "to": "billing-events"})],
    )
    s.tool(
        "replayed 3,412 messages from billing-events.DLT to billing-events; 0 failures\n"
        + noise(rng, 80, "ops")
    )
    s.model(
        "All 3,412 messages were replayed from billing-events.DLT, with 0 failures.",
        mark="replayed",
    )
    s.user(
        "Priya says the batching PR is up, #5531, but Marek has to review it and he's back on "
        "Monday. Also: will the 18:00 run finish in time? The last one took 52 minutes.",
        mark="pr",
    )
    s.model(
        "Noted: PR #5531 waits for Marek's review on Monday. Whether the 18:00 run finishes in "
        "time is not known yet: at 24 consumers the throughput is about 2,600 msg/s, and the "
        "run's volume is not in the dashboards.",
        mark="unknown",
    )
    s.user("Ok. If it fails, what's the rollback?")
    s.model(
        "If it fails: scale invoice-writer to 0, roll back to v4.6.3, and restart from the "
        "committed offsets; nothing is skipped."
    )
    s.label(
        "user_goal",
        "invoice-writer lag under 50k before the 18:00 billing run",
        ["invoice-writer", "50k"],
    )
    s.label(
        "fact",
        "v4.7.0 added a synchronous TaxClient.quote() call per message",
        ["TaxClient.quote()", "v4.7.0"],
    )
    s.label(
        "decision", "Batch the tax calls as the real fix, owned by Priya (BILL-2291)", ["BILL-2291"]
    )
    s.label("decision", "invoice-writer at 24 replicas", ["24"], at="back24")
    s.label("fact", "tax-service limit raised to 900 req/s by Jonas", ["900 req/s"])
    s.label(
        "fact",
        "3,412 messages in billing-events.DLT (TaxQuoteRateLimited)",
        ["billing-events.DLT", "TaxQuoteRateLimited"],
    )
    s.label("fact", "lag 38,200 at 17:12", ["38,200"])
    s.label("fact", "DLT replayed with 0 failures", ["0 failures"])
    s.label("pending_action", "Marek reviews PR #5531 on Monday", ["#5531", "Marek"])
    s.label(
        "open_issue",
        "Whether the 18:00 run finishes in time (last took 52 minutes)",
        ["52 minutes"],
    )
    s.label("reference", "InvoiceHandler.java", ["InvoiceHandler.java"])
    s.stale_value("6 consumers", ["6 consumers"], at="pick")
    s.stale_value("16 replicas", ["16 replicas"], at="back24")
    s.stale_value("rate limit 400 req/s", ["400 req/s"], at="jonas")
    s.stale_value("lag 1,320,400", ["1,320,400"], at="under")
    return s.build()


# -- 8. office lease renewal (English, written in the third round) -------------------------


def lease() -> dict[str, Any]:
    rng = random.Random(808)
    s = Script(
        "dev-legal-lease-renewal",
        "Office lease renewal: rent counter-offers, a break clause, a service-charge question",
        "You are the legal and facilities assistant of Orla Robotics. Tools: docs (read and "
        "redline documents), email, calendar.",
    )
    s.user(
        "Our lease for floor 3 at 40 Harbour Street ends on 30 September. Renew it for five "
        "years, but I want a break option after year three and rent no higher than £52 per sq ft. "
        "The landlord's draft is HARBOUR-R1 in the shared drive.",
        mark="ask",
    )
    s.model("Reading the draft.", [("docs", {"action": "read", "id": "HARBOUR-R1"})])
    clauses = "\n".join(
        f"Clause {n}.{k}: "
        + rng.choice(
            [
                "The Tenant shall keep the Premises in good repair.",
                "Notices shall be in writing.",
                "The Landlord may enter on 48 hours' notice.",
                "Insurance rent is payable quarterly.",
            ]
        )
        for n in range(6, 30)
        for k in range(1, 9)
    )
    s.tool(
        "HARBOUR-R1 (landlord draft, 14 Feb)\nClause 2.1 Term: 10 years from 1 October.\n"
        "Clause 3.1 Rent: £58.50 per sq ft per annum, 12,400 sq ft.\n"
        "Clause 3.4 Rent review: upward only, open market, year 5.\n"
        "Clause 4.2 Service charge: per Schedule 3 (estimate £9.10 per sq ft).\n"
        "Clause 5 Break: none.\n" + clauses
    )
    s.model(
        "HARBOUR-R1 offers a 10-year term at £58.50 per sq ft on 12,400 sq ft, no break, an "
        "upward-only review in year 5 and a service charge estimated at £9.10 per sq ft. "
        "Term, rent and break are all off your brief.",
        mark="read",
    )
    s.user(
        "Counter with five years, break at year three on six months' notice, £50 per sq ft. "
        "And is HVAC maintenance inside the service charge? Schedule 3 is vague.",
        mark="counter1",
    )
    s.model(
        "Drafting the counter and asking the agent.",
        [
            (
                "docs",
                {
                    "action": "redline",
                    "id": "HARBOUR-R1",
                    "changes": {
                        "2.1": "5 years",
                        "3.1": "£50",
                        "5": "tenant break at year 3, 6 months' notice",
                    },
                },
            ),
            (
                "email",
                {
                    "to": "Graham Pike (Pike & Lowe, landlord's agent)",
                    "subject": "40 Harbour St renewal: counter-proposal HARBOUR-R2",
                },
            ),
        ],
    )
    s.tool("created HARBOUR-R2 (redline of HARBOUR-R1)\n" + clauses[:6000], "sent\n")
    s.model(
        "Sent HARBOUR-R2 to Graham Pike: 5 years, a tenant break at year 3 on 6 months' notice, "
        "£50 per sq ft. Whether HVAC maintenance is inside the service charge is still open; I "
        "asked Graham in the same email.",
        mark="r2",
    )
    s.user("Any reply from Graham?")
    s.model("Checking the inbox.", [("email", {"action": "search", "from": "Graham Pike"})])
    s.tool(
        "From: Graham Pike\nSubject: RE: 40 Harbour St renewal\n"
        "The landlord can accept five years and a break at year three, but only on nine months' "
        "notice and with a penalty of three months' rent. Rent: £55 per sq ft. HVAC: routine "
        "maintenance is in the service charge; replacement of plant is not.\n\n"
        + noise(rng, 200, "erp")
    )
    s.model(
        "Graham's answer: five years and a year-3 break are acceptable, but on 9 months' notice "
        "with a penalty of three months' rent; rent £55 per sq ft. HVAC routine maintenance is "
        "inside the service charge, plant replacement is not.",
        mark="reply1",
    )
    s.user(
        "Fine on the nine months. The penalty I don't like but I need to ask our CFO, Ruth, "
        "before we agree to it. Offer £53.",
        mark="counter2",
    )
    s.model(
        "Sending the counter.",
        [
            (
                "email",
                {
                    "to": "Graham Pike",
                    "subject": "RE: 40 Harbour St renewal",
                    "body": "9 months' notice accepted; rent £53 per sq ft; break penalty under review.",
                },
            )
        ],
    )
    s.tool("sent\n")
    s.model(
        "Sent: 9 months' notice accepted, £53 per sq ft offered, and the break penalty still "
        "under review with Ruth.",
        mark="sent2",
    )
    s.user("Pull the comparables report so I know if £53 is reasonable.")
    s.model("Reading it.", [("docs", {"action": "read", "id": "COMPS-Q1-harbour"})])
    s.tool(
        "Comparable lettings, Harbour district, Q1\n"
        + table(
            ["address", "sq ft", "rent £/sq ft", "term", "break"],
            [
                ["12 Quay Road", "9,800", "51.00", "5y", "y3"],
                ["1 Dock Square", "15,200", "54.50", "10y", "none"],
                ["22 Harbour Street", "11,000", "52.75", "5y", "y3"],
            ]
            + filler_rows(
                rng,
                160,
                lambda r, i: [
                    f"{r.randint(1, 90)} Backlane {i}",
                    f"{r.randint(2, 30)},000",
                    f"{r.randint(38, 49)}.{r.randint(0, 99):02d}",
                    "3y",
                    "none",
                ],
            ),
        )
    )
    s.model(
        "The closest comparable, 22 Harbour Street, let at £52.75 per sq ft on 5 years with a "
        "year-3 break; 12 Quay Road at £51.00. £53 is in line.",
        mark="comps",
    )
    s.user("Ruth is fine with the three-month penalty if rent lands at £53 or below.", mark="ruth")
    s.model(
        "Then the penalty is acceptable at £53 or lower. I will tell Graham once he answers "
        "the £53 offer."
    )
    s.user("Graham called: landlord accepts £53. Prepare the final version.", mark="accept")
    s.model(
        "Producing the final redline.",
        [
            (
                "docs",
                {
                    "action": "redline",
                    "id": "HARBOUR-R2",
                    "changes": {
                        "3.1": "£53",
                        "5": "break year 3, 9 months' notice, penalty 3 months' rent",
                    },
                },
            )
        ],
    )
    s.tool("created HARBOUR-R3\n" + clauses[:5000])
    s.model(
        "HARBOUR-R3 is ready: 5 years from 1 October, £53 per sq ft, tenant break at year 3 on "
        "9 months' notice with a penalty of three months' rent. It still needs signatures: ours "
        "by the CEO and the landlord's. Open: plant replacement for the HVAC is not covered by "
        "the service charge, and nobody has checked the age of the units.",
        mark="r3",
    )
    s.user(
        "Send R3 to Graham for signature and put the signing on my calendar for 24 March.",
        mark="sign",
    )
    s.model(
        "Sending and booking.",
        [
            ("email", {"to": "Graham Pike", "attach": "HARBOUR-R3"}),
            ("calendar", {"title": "Sign 40 Harbour St lease", "date": "24 March"}),
        ],
    )
    s.tool("sent\n", "event created: 24 March 10:00\n")
    s.model("HARBOUR-R3 sent to Graham; signing booked for 24 March at 10:00.")
    s.label(
        "user_goal",
        "Renew the 40 Harbour Street lease for five years with a year-3 break",
        ["40 Harbour Street"],
    )
    s.label("decision", "Rent £53 per sq ft", ["£53"], at="accept")
    s.label("decision", "Break at year 3 on 9 months' notice", ["9 months"], at="counter2")
    s.label(
        "decision",
        "Accept the break penalty of three months' rent (Ruth)",
        ["three months' rent"],
        at="ruth",
    )
    s.label(
        "fact",
        "HVAC routine maintenance inside the service charge, plant replacement not",
        ["plant replacement"],
    )
    s.label("fact", "22 Harbour Street let at £52.75", ["£52.75"])
    s.label("reference", "HARBOUR-R3", ["HARBOUR-R3"])
    s.label("pending_action", "Signing on 24 March", ["24 March"])
    s.label("open_issue", "Age of the HVAC units unchecked", ["age of the units"])
    s.label("reference", "Graham Pike, landlord's agent", ["Graham Pike"])
    s.stale_value("rent £58.50", ["£58.50"], at="counter1")
    s.stale_value("rent £55", ["£55"], at="accept")
    s.stale_value("term 10 years", ["10 years"], at="counter1")
    s.stale_value("6 months' notice", ["6 months"], at="counter2")
    return s.build()


# -- 9. MySQL upgrade (Chinese, written in the third round) --------------------------------


def zh_mysql() -> dict[str, Any]:
    rng = random.Random(909)
    s = Script(
        "dev-zh-mysql-upgrade",
        "订单库 MySQL 5.7 升级 8.0：字符集、灰度比例、窗口改期、回滚演练",
        "你是 DBA 助手。工具：dbcheck（兼容性检查）、proxysql（流量切换）、metrics、ticket、chat。",
    )
    s.user(
        "订单库 order-db 要从 MySQL 5.7 升级到 8.0，窗口是 3月22日 凌晨 2:00-4:00。要求：不丢数据，"
        "回滚必须能在 15 分钟内完成。先做兼容性检查。",
        mark="ask",
    )
    s.model("跑兼容性检查。", [("dbcheck", {"db": "order-db", "target": "8.0"})])
    s.tool(
        "upgrade checker order-db 5.7.41 -> 8.0.36\n"
        "[WARN] 37 tables use charset utf8 (utf8mb3)\n"
        "[WARN] routine sp_settle_daily relies on implicit GROUP BY ordering\n"
        "[OK] no reserved-word conflicts\n\n" + noise(rng, 320, "zh")
    )
    s.model(
        "兼容性检查结果：37 张表使用 utf8（utf8mb3）字符集；存储过程 sp_settle_daily 依赖 GROUP BY "
        "的隐式排序，8.0 下结果顺序可能变化。没有保留字冲突。",
        mark="check",
    )
    s.user("字符集统一改成 utf8mb4。sp_settle_daily 是谁负责的？", mark="charset")
    s.model("查一下负责人。", [("ticket", {"action": "owner", "object": "sp_settle_daily"})])
    s.tool("owner: 结算组 周强\n" + noise(rng, 80, "zh"))
    s.model("sp_settle_daily 归结算组的周强负责。")
    s.user("让周强周三前确认 sp_settle_daily 在 8.0 下结果对不对。", mark="askzq")
    s.model(
        "建工单。",
        [
            (
                "ticket",
                {
                    "action": "create",
                    "assignee": "周强",
                    "title": "确认 sp_settle_daily 在 8.0 下的结果",
                },
            )
        ],
    )
    s.tool("created DBA-4410\n" + noise(rng, 60, "zh"))
    s.model("已建工单 DBA-4410，请周强周三前确认 sp_settle_daily 在 8.0 下的结果。", mark="dba4410")
    s.user("灰度怎么做？")
    s.model(
        "两个方案：\n1. 先把 10% 只读流量切到 8.0 从库 order-db-80-r1，观察 24 小时再扩大；\n"
        "2. 窗口内直接全量切换。\n建议方案 1。",
        mark="plan",
    )
    s.user("按方案1，不过观察 12 小时就够了。", mark="plan1")
    s.model(
        "配置 ProxySQL。",
        [("proxysql", {"action": "weight", "hostgroup": "order-read", "order-db-80-r1": 10})],
    )
    s.tool(
        "hostgroup order-read weights updated: order-db-57-r1=90 order-db-80-r1=10\n"
        + noise(rng, 100, "zh")
    )
    s.model("已把 10% 只读流量切到 order-db-80-r1，观察 12 小时。", mark="ten")
    s.user("现在情况怎么样？")
    s.model("看监控。", [("metrics", {"db": ["order-db-57-r1", "order-db-80-r1"], "range": "12h"})])
    s.tool(
        "query_p99_ms order-db-57-r1=12 order-db-80-r1=19\n"
        "slow queries (80-r1): SELECT ... FROM order_item WHERE status=? ORDER BY created_at "
        "(index idx_order_status not used)\n\n" + noise(rng, 280, "zh")
    )
    s.model(
        "8.0 从库 p99 是 19 ms，5.7 是 12 ms。慢查询集中在 order_item，优化器没有用 idx_order_status "
        "索引。原因还不清楚，可能是统计信息的问题。",
        mark="slow",
    )
    s.user("先把灰度提到 30%，你同时查一下原因。", mark="thirty")
    s.model(
        "调权重，并分析表。",
        [
            ("proxysql", {"action": "weight", "hostgroup": "order-read", "order-db-80-r1": 30}),
            ("dbcheck", {"db": "order-db-80-r1", "sql": "ANALYZE TABLE order_item"}),
        ],
    )
    s.tool(
        "hostgroup order-read weights updated: order-db-57-r1=70 order-db-80-r1=30\n",
        "order_item analyze status OK\nquery_p99_ms order-db-80-r1=11\n" + noise(rng, 200, "zh"),
    )
    s.model(
        "灰度已调到 30%。执行 ANALYZE TABLE order_item 后，8.0 从库 p99 降到 11 ms：原因是统计信息过期，"
        "优化器现在走 idx_order_status 了。",
        mark="analyzed",
    )
    s.user("周强回复了：sp_settle_daily 在 8.0 下结果一致，他已经加上了显式 ORDER BY。", mark="zq")
    s.model("好的，DBA-4410 可以关闭了。", [("ticket", {"action": "close", "id": "DBA-4410"})])
    s.tool("DBA-4410 closed\n")
    s.model("DBA-4410 已关闭。")
    s.user("窗口改到 3月29日，3月22日 那天有大促。", mark="move")
    s.model(
        "更新变更单。",
        [("ticket", {"action": "update", "id": "CHG-7781", "window": "3月29日 02:00-04:00"})],
    )
    s.tool("CHG-7781 updated: window 3月29日 02:00-04:00\n" + noise(rng, 150, "zh"))
    s.model("变更单 CHG-7781 已更新：窗口 3月29日 02:00-04:00。", mark="chg")
    s.user("回滚演练做了吗？")
    s.model(
        "还没有。回滚需要 DBA 王磊在测试环境执行，按上次的记录预计要 40 分钟，超过 15 分钟的要求；"
        "能不能压到 15 分钟以内目前不确定。",
        mark="rollback",
    )
    s.user("让王磊 3月26日 前做一次回滚演练，目标 15 分钟以内。", mark="drill")
    s.model(
        "发给王磊。",
        [
            (
                "chat",
                {"to": "王磊", "text": "请在 3月26日 前完成 order-db 回滚演练，目标 15 分钟以内"},
            )
        ],
    )
    s.tool("message sent\n")
    s.model("已通知王磊：3月26日 前完成回滚演练，目标 15 分钟以内。")
    s.user("只读流量全部切到 8.0。", mark="full")
    s.model(
        "调权重。",
        [("proxysql", {"action": "weight", "hostgroup": "order-read", "order-db-80-r1": 100})],
    )
    s.tool(
        "hostgroup order-read weights updated: order-db-57-r1=0 order-db-80-r1=100\n"
        + noise(rng, 260, "zh")
    )
    s.model("只读流量已 100% 切到 order-db-80-r1，p99 11 ms。")
    s.label("user_goal", "order-db 升级 8.0，回滚 15 分钟内", ["order-db", "15 分钟"])
    s.label("decision", "字符集统一 utf8mb4", ["utf8mb4"])
    s.label("decision", "窗口改到 3月29日", ["3月29日"])
    s.label("decision", "只读流量 100% 切到 8.0", ["100%"], at="full")
    s.label("fact", "ANALYZE TABLE 后 p99 11 ms，统计信息过期", ["ANALYZE TABLE", "11 ms"])
    s.label(
        "fact",
        "sp_settle_daily 在 8.0 下结果一致，加了显式 ORDER BY",
        ["sp_settle_daily", "ORDER BY"],
        at="zq",
    )
    s.label("pending_action", "王磊 3月26日 前做回滚演练", ["王磊", "3月26日"])
    s.label("open_issue", "回滚预计 40 分钟，能否压到 15 分钟不确定", ["40 分钟"])
    s.label("reference", "变更单 CHG-7781", ["CHG-7781"])
    s.label("reference", "从库 order-db-80-r1", ["order-db-80-r1"])
    s.stale_value("窗口 3月22日", ["3月22日"], at="move")
    s.stale_value("灰度 10%", ["10%"], at="thirty")
    s.stale_value("灰度 30%", ["30%"], at="full")
    s.stale_value("观察 24 小时", ["24 小时"], at="plan1")
    return s.build()


# -- 10. SaaS billing dispute (English, written in the third round) -------------------------


def billing_dispute() -> dict[str, Any]:
    rng = random.Random(1010)
    s = Script(
        "dev-support-overage-credit",
        "A customer disputes API overage charges: usage logs, a credit that changes, an approval",
        "You are a support engineer's assistant at Relaymail. Tools: billing (invoices, plans, "
        "credits), usage (API usage logs), crm (accounts, contacts), chat. Credits above $500 "
        "need approval from finance.",
    )
    s.user(
        "Acme Robotics (account ACC-77120) disputes invoice INV-2025-0412: $2,340 in API "
        "overage for March. They say our SDK retried failed calls and they shouldn't pay for "
        "the retries. Figure out what happened and what we owe them. Keep them on the Growth "
        "plan, they're a reference customer.",
        mark="ask",
    )
    s.model(
        "Pulling the invoice and March usage.",
        [
            ("billing", {"action": "invoice", "id": "INV-2025-0412"}),
            ("usage", {"account": "ACC-77120", "month": "2025-03"}),
        ],
    )
    days = filler_rows(
        rng,
        200,
        lambda r, i: [
            f"2025-03-{1 + i % 31:02d} {r.randint(0, 23):02d}:00",
            f"{r.randint(8000, 14000):,}",
            f"{r.randint(0, 300):,}",
            r.choice(["200", "200", "200", "429", "503"]),
        ],
    )
    s.tool(
        "INV-2025-0412 account ACC-77120 plan Growth (500,000 calls included)\n"
        "calls: 734,000  overage: 234,000 x $0.01 = $2,340.00\n" + noise(rng, 120, "erp"),
        "usage ACC-77120 2025-03\ntotal calls 734,000; of which SDK retries (x-relay-retry>0): "
        "171,600\nretries by cause: 503 from relay-edge 168,200; 429 3,400\n\n"
        + table(["hour", "calls", "retries", "status"], days),
    )
    s.model(
        "March: 734,000 calls against 500,000 included, so 234,000 overage calls at $0.01 = "
        "$2,340. Of all calls, 171,600 were SDK retries, and 168,200 of those retried a 503 "
        "from relay-edge, which is our side.",
        mark="usage",
    )
    s.user("Were those 503s our incident?")
    s.model(
        "Checking the status history.",
        [("chat", {"action": "search", "channel": "#incidents", "query": "relay-edge 503 March"})],
    )
    s.tool(
        "INC-3381 relay-edge returned 503 for 6% of requests, 2025-03-11 to 2025-03-14, root "
        "cause: connection pool exhaustion after deploy 2025.03.11-2. Status: resolved.\n"
        + noise(rng, 150, "ops")
    )
    s.model(
        "Yes: INC-3381, relay-edge answered 503 to 6% of requests from March 11 to 14 (pool "
        "exhaustion after a deploy). The 168,200 retried 503s fall in those days.",
        mark="inc",
    )
    s.user(
        "Then we credit the retries caused by INC-3381. What's that worth?",
        mark="credit_rule",
    )
    s.model(
        "168,200 retried calls are all above the included 500,000 in billing order, so at "
        "$0.01 the credit is $1,682.00. It is above $500, so finance has to approve it.",
        mark="credit1",
    )
    s.user("Send it to finance for approval. Who's on the approval rota this week?")
    s.model(
        "Filing the credit request.",
        [
            (
                "billing",
                {
                    "action": "credit-request",
                    "account": "ACC-77120",
                    "amount": "1682.00",
                    "reason": "INC-3381 retries",
                },
            )
        ],
    )
    s.tool(
        "created CR-5521 amount $1,682.00 approver: Dana Whitfield (finance)\nstatus: pending\n"
        + noise(rng, 60, "erp")
    )
    s.model(
        "Credit request CR-5521 for $1,682.00 is filed; the approver this week is Dana "
        "Whitfield in finance. It is pending her approval.",
        mark="cr",
    )
    s.user(
        "Wait, the customer also says their own job double-sent on the 12th. Does that change "
        "anything?"
    )
    s.model(
        "Looking at the 12th.",
        [("usage", {"account": "ACC-77120", "day": "2025-03-12", "group_by": "idempotency_key"})],
    )
    s.tool(
        "2025-03-12 duplicate idempotency keys: 9,800 calls (client-side, no x-relay-retry)\n"
        "of which during INC-3381 window: 9,800\n" + noise(rng, 180, "ops")
    )
    s.model(
        "On the 12th their job sent 9,800 calls twice with the same idempotency keys, without "
        "our retry header, so those are client-side duplicates, not SDK retries. I can't tell "
        "from the logs whether their job re-sent because of our 503s: their job logs would "
        "show it.",
        mark="dups",
    )
    s.user(
        "Their CTO says the job re-sent on timeouts during our incident. Fine, include those: "
        "new credit amount please.",
        mark="include",
    )
    s.model(
        "168,200 + 9,800 = 178,000 calls, so the credit becomes $1,780.00. Updating CR-5521.",
        [("billing", {"action": "credit-update", "id": "CR-5521", "amount": "1780.00"})],
    )
    s.tool("CR-5521 amount updated: $1,682.00 -> $1,780.00\nstatus: pending\n")
    s.model("CR-5521 now asks for $1,780.00; still pending with Dana Whitfield.", mark="cr2")
    s.user("Dana is out until Monday. Route it to Tom Okafor instead.", mark="reroute")
    s.model(
        "Re-routing.",
        [("billing", {"action": "reassign", "id": "CR-5521", "approver": "Tom Okafor"})],
    )
    s.tool("CR-5521 approver: Dana Whitfield -> Tom Okafor\n" + noise(rng, 40, "erp"))
    s.model("CR-5521 is now with Tom Okafor.")
    s.user("Any news from Tom?")
    s.model("Checking.", [("billing", {"action": "status", "id": "CR-5521"})])
    s.tool(
        "CR-5521 status: approved by Tom Okafor 2025-04-18 15:02, amount $1,780.00\n"
        + noise(rng, 100, "erp")
    )
    s.model(
        "Tom Okafor approved CR-5521 for $1,780.00 on April 18 at 15:02. The credit applies to "
        "the next invoice.",
        mark="approved",
    )
    s.user(
        "Good. Draft the reply to Acme. And we still don't know whether the SDK's retry "
        "backoff is too aggressive; open a ticket for the SDK team to look at it.",
        mark="sdk",
    )
    s.model(
        "Opening the ticket and drafting.",
        [
            (
                "chat",
                {
                    "action": "ticket",
                    "team": "sdk",
                    "title": "Retry backoff on 503: too aggressive?",
                },
            )
        ],
    )
    s.tool("created SDK-908\n")
    s.model(
        "SDK-908 is open for the SDK team: is the retry backoff on 503 too aggressive? Draft "
        "for Acme: we credit $1,780.00 on the next invoice for the calls retried or re-sent "
        "during INC-3381; your plan stays Growth."
    )
    s.label(
        "user_goal",
        "Resolve Acme's overage dispute on INV-2025-0412, keep them on Growth",
        ["INV-2025-0412", "Growth"],
    )
    s.label("fact", "168,200 retries of relay-edge 503s", ["168,200"])
    s.label("fact", "INC-3381: relay-edge 503s March 11-14", ["INC-3381"])
    s.label(
        "decision", "Credit the calls retried or re-sent during INC-3381", ["9,800"], at="include"
    )
    s.label(
        "fact",
        "Tom Okafor approved CR-5521 for $1,780.00",
        ["Tom Okafor", "$1,780.00"],
        at="approved",
    )
    s.label("reference", "credit request CR-5521", ["CR-5521"])
    s.label("reference", "account ACC-77120", ["ACC-77120"])
    s.label("open_issue", "Whether the SDK retry backoff is too aggressive (SDK-908)", ["backoff"])
    s.label("pending_action", "Send the reply to Acme", ["Acme"], at="sdk")
    s.stale_value("credit $1,682.00", ["$1,682.00"], at="include")
    s.stale_value("approver Dana Whitfield", ["Dana Whitfield"], at="reroute")
    return s.build()


# -- 11. A/B test readout (English, written in the third round) -----------------------------


def ab_test() -> dict[str, Any]:
    rng = random.Random(1111)
    s = Script(
        "dev-research-ab-checkout",
        "Reading an A/B test of a one-page checkout: a metric redefined, a sample extended",
        "You are a product analyst's assistant. Tools: sql (warehouse), stats (power and "
        "significance), docs, chat.",
    )
    s.user(
        "Read out experiment EXP-214, the one-page checkout test. Primary metric is order "
        "conversion; we ship if the lift is at least +1.5 points with p < 0.05. Planned "
        "sample was 40,000 sessions per arm.",
        mark="ask",
    )
    s.model(
        "Querying the arms.",
        [("sql", {"query": "select arm, sessions, orders from exp_214_summary"})],
    )
    rows = [["control", "40,112", "3,209", "8.00%"], ["one_page", "39,987", "3,598", "9.00%"]]
    rows += filler_rows(
        rng,
        140,
        lambda r, i: [
            f"segment_{i}",
            f"{r.randint(100, 900)}",
            f"{r.randint(5, 90)}",
            f"{r.randint(4, 12)}.{r.randint(0, 99):02d}%",
        ],
    )
    s.tool(table(["arm", "sessions", "orders", "conversion"], rows))
    s.model(
        "Control converts at 8.00% (40,112 sessions), one_page at 9.00% (39,987): a lift of "
        "+1.0 points, below the +1.5 bar.",
        mark="first",
    )
    s.user(
        "Hmm. Finance says conversion must exclude orders cancelled within 24 hours, that's the "
        "company definition now. Redo it with that.",
        mark="redefine",
    )
    s.model(
        "Recomputing with cancellations excluded.",
        [("sql", {"query": "select arm, sessions, orders - cancelled_24h from exp_214_summary"})],
    )
    s.tool(
        "arm       sessions  net_orders  conversion\ncontrol   40,112    2,928       7.30%\n"
        "one_page  39,987    3,519       8.80%\n\n" + noise(rng, 200, "erp")
    )
    s.model(
        "With cancellations within 24 hours excluded: control 7.30%, one_page 8.80%, a lift of "
        "+1.5 points. Control had many more quick cancellations.",
        mark="net",
    )
    s.user("Is it significant?")
    s.model(
        "Testing.",
        [("stats", {"test": "two-proportion z", "a": [2928, 40112], "b": [3519, 39987]})],
    )
    s.tool("z = 7.78, p = 7e-15, 95% CI of lift: +1.1 to +1.9 points\n" + noise(rng, 60, "ci"))
    s.model(
        "Yes: p = 7e-15, 95% CI +1.1 to +1.9 points. But the lower bound is under +1.5, and the "
        "first week may carry a novelty effect; I can't rule that out with this data.",
        mark="sig",
    )
    s.user(
        "Extend the test to 60,000 sessions per arm so we see if the lift holds after the "
        "novelty wears off.",
        mark="extend",
    )
    s.model(
        "Updating the experiment config.",
        [
            (
                "docs",
                {
                    "action": "update",
                    "id": "EXP-214",
                    "field": "target_sessions_per_arm",
                    "value": 60000,
                },
            )
        ],
    )
    s.tool(
        "EXP-214 target_sessions_per_arm: 40000 -> 60000; projected end 2025-05-09\n"
        + noise(rng, 80, "ci")
    )
    s.model("EXP-214 now targets 60,000 sessions per arm; projected end May 9.", mark="extended")
    s.user(
        "Also the mobile app events from April 2-4 were missing, right? Have data eng backfill "
        "them before the final readout.",
        mark="backfill_ask",
    )
    s.model(
        "Asking data eng.",
        [
            (
                "chat",
                {
                    "channel": "#data-eng",
                    "text": "Can you backfill app events for April 2-4 into events_app?",
                },
            )
        ],
    )
    s.tool("message posted; Ravi Menon: on it, ticket DE-1290\n")
    s.model("Ravi Menon took it as DE-1290: backfill of app events April 2-4.", mark="de")
    s.user("Status of DE-1290?")
    s.model("Checking.", [("chat", {"action": "ticket", "id": "DE-1290"})])
    s.tool(
        "DE-1290 status: done. 412,300 rows backfilled into events_app for 2025-04-02..04\n"
        + noise(rng, 120, "ops")
    )
    s.model(
        "DE-1290 is done: 412,300 rows backfilled into events_app for April 2-4.", mark="backfilled"
    )
    s.user("Projected end moved? Marketing wants the result before May 6.", mark="mkt")
    s.model("Re-projecting.", [("stats", {"action": "project", "id": "EXP-214"})])
    s.tool("EXP-214 projected end at current traffic: 2025-05-12 (traffic dipped 8% in April)\n")
    s.model(
        "At April's traffic the test ends May 12, not May 9: traffic dipped 8%. That misses "
        "marketing's May 6.",
        mark="may12",
    )
    s.user(
        "Then we'll stop at 55,000 per arm, that lands around May 6. Tell marketing.",
        mark="stop55",
    )
    s.model(
        "Updating and telling marketing.",
        [
            (
                "docs",
                {
                    "action": "update",
                    "id": "EXP-214",
                    "field": "target_sessions_per_arm",
                    "value": 55000,
                },
            ),
            (
                "chat",
                {
                    "channel": "#marketing",
                    "text": "EXP-214 readout around May 6 (55,000 sessions per arm).",
                },
            ),
        ],
    )
    s.tool(
        "EXP-214 target_sessions_per_arm: 60000 -> 55000; projected end 2025-05-06\n", "posted\n"
    )
    s.model("EXP-214 targets 55,000 sessions per arm, ending around May 6; marketing is told.")
    s.label(
        "user_goal",
        "Read out EXP-214; ship if lift >= +1.5 points with p < 0.05",
        ["EXP-214", "+1.5"],
    )
    s.label(
        "decision",
        "Conversion excludes orders cancelled within 24 hours",
        ["24 hours"],
        at="redefine",
    )
    s.label("fact", "Net conversion control 7.30% vs one_page 8.80%", ["7.30%", "8.80%"])
    s.label("fact", "95% CI of the lift +1.1 to +1.9", ["+1.1 to +1.9"])
    s.label("open_issue", "A novelty effect cannot be ruled out", ["novelty"])
    s.label("decision", "Stop at 55,000 sessions per arm", ["55,000"], at="stop55")
    s.label("fact", "DE-1290 done: 412,300 rows backfilled", ["412,300"])
    s.label("reference", "events_app", ["events_app"])
    s.stale_value("40,000 sessions per arm", ["40,000"], at="extend")
    s.stale_value("60,000 sessions per arm", ["60,000"], at="stop55")
    s.stale_value("gross conversion 9.00%", ["9.00%"], at="net")
    s.stale_value("projected end May 9", ["May 9"], at="may12")
    return s.build()


# -- 12. 电商大促活动 (Chinese, written in the third round) -----------------------------------


def zh_promo() -> dict[str, Any]:
    rng = random.Random(1212)
    s = Script(
        "dev-zh-promo-launch",
        "618 大促满减活动上线：券面额调整、上线时间改期、负责人交接、文案法务审核",
        "你是电商运营助手。工具：promo（活动配置）、stock（库存）、ticket（工单）、chat。",
    )
    s.user(
        "618 大促要上一个满减活动 PROMO-618A：满 300 减 40，6月10日 20:00 上线，预算 80 万元。"
        "活动页文案要先过法务。帮我把配置建起来。",
        mark="ask",
    )
    s.model(
        "创建活动配置。",
        [
            (
                "promo",
                {
                    "action": "create",
                    "id": "PROMO-618A",
                    "rule": "满300减40",
                    "start": "6月10日 20:00",
                    "budget": "80 万元",
                },
            )
        ],
    )
    s.tool(
        "PROMO-618A created: rule 满300减40, start 6月10日 20:00, budget 80 万元, status draft\n"
        + noise(rng, 200, "zh")
    )
    s.model(
        "PROMO-618A 已建好（草稿）：满 300 减 40，6月10日 20:00 上线，预算 80 万元。",
        mark="created",
    )
    s.user("文案发给法务了吗？")
    s.model(
        "提交法务审核。",
        [("ticket", {"action": "create", "team": "法务", "title": "PROMO-618A 活动页文案审核"})],
    )
    s.tool("created LEGAL-5530 assignee 法务 赵敏 status 待审核\n" + noise(rng, 80, "zh"))
    s.model("已提交法务审核，工单 LEGAL-5530，法务赵敏处理，目前待审核。", mark="legal")
    s.user("核心商品 SKU-88021 的库存够不够？")
    s.model("查库存。", [("stock", {"sku": "SKU-88021"})])
    s.tool(
        "SKU-88021 可售库存 12,400 件；在途 5,000 件（预计 6月12日 到仓）\n" + noise(rng, 260, "zh")
    )
    s.model(
        "SKU-88021 可售库存 12,400 件，另有 5,000 件在途，预计 6月12日 到仓。按去年 618 的销量估算首日要 "
        "15,000 件左右，首日可能不够；在途那批能不能提前到仓还不确定。",
        mark="stock",
    )
    s.user("满减改成满 300 减 50，力度大一点。预算相应提到 95 万元。", mark="fifty")
    s.model(
        "更新配置。",
        [
            (
                "promo",
                {"action": "update", "id": "PROMO-618A", "rule": "满300减50", "budget": "95 万元"},
            )
        ],
    )
    s.tool(
        "PROMO-618A updated: rule 满300减40 -> 满300减50, budget 80 万元 -> 95 万元\n"
        + noise(rng, 150, "zh")
    )
    s.model("PROMO-618A 已改为满 300 减 50，预算 95 万元。", mark="updated")
    s.user("法务那边有结果了吗？")
    s.model("查工单。", [("ticket", {"action": "status", "id": "LEGAL-5530"})])
    s.tool(
        "LEGAL-5530 状态：已通过。意见：删除“全网最低价”字样。审核人 赵敏\n" + noise(rng, 100, "zh")
    )
    s.model("LEGAL-5530 已通过，法务要求删除“全网最低价”字样。", mark="legal_ok")
    s.user("删掉那几个字。另外上线时间改到 6月11日 0:00，10 号晚上服务器要扩容。", mark="move")
    s.model(
        "更新文案和上线时间。",
        [
            (
                "promo",
                {
                    "action": "update",
                    "id": "PROMO-618A",
                    "copy": "删除“全网最低价”",
                    "start": "6月11日 0:00",
                },
            )
        ],
    )
    s.tool(
        "PROMO-618A updated: start 6月10日 20:00 -> 6月11日 0:00; copy v3\n" + noise(rng, 180, "zh")
    )
    s.model("已删除“全网最低价”，上线时间改为 6月11日 0:00。", mark="moved")
    s.user(
        "我下周休假，活动交给孙悦跟进。让孙悦 6月9日 前确认在途库存能不能提前到仓。",
        mark="handover",
    )
    s.model(
        "更新负责人并通知孙悦。",
        [
            ("promo", {"action": "owner", "id": "PROMO-618A", "owner": "孙悦"}),
            (
                "chat",
                {"to": "孙悦", "text": "请 6月9日 前确认 SKU-88021 在途 5,000 件能否提前到仓"},
            ),
        ],
    )
    s.tool("PROMO-618A owner: 李婷 -> 孙悦\n", "message sent\n")
    s.model("PROMO-618A 负责人已改为孙悦；已通知她 6月9日 前确认在途库存能否提前到仓。")
    s.user("把最终配置导出来给我看一下。")
    s.model("导出。", [("promo", {"action": "export", "id": "PROMO-618A"})])
    s.tool(
        "PROMO-618A final: 满300减50, budget 95 万元, start 6月11日 0:00, owner 孙悦, copy v3\n"
        + noise(rng, 300, "zh")
    )
    s.model("最终配置：满 300 减 50，预算 95 万元，6月11日 0:00 上线，负责人孙悦，文案 v3。")
    s.label("user_goal", "618 满减活动 PROMO-618A 上线，文案先过法务", ["PROMO-618A"])
    s.label("decision", "满 300 减 50", ["减 50"], at="fifty")
    s.label("decision", "预算 95 万元", ["95 万元"], at="fifty")
    s.label("decision", "上线时间 6月11日 0:00", ["6月11日 0:00"], at="move")
    s.label(
        "fact", "LEGAL-5530 已通过，删除“全网最低价”", ["LEGAL-5530", "全网最低价"], at="legal_ok"
    )
    s.label("fact", "SKU-88021 可售库存 12,400 件", ["12,400"])
    s.label("open_issue", "首日库存可能不够（约 15,000 件）", ["15,000"])
    s.label("pending_action", "孙悦 6月9日 前确认在途库存能否提前到仓", ["孙悦", "6月9日"])
    s.label("reference", "SKU-88021", ["SKU-88021"])
    s.stale_value("满 300 减 40", ["减 40"], at="fifty")
    s.stale_value("预算 80 万元", ["80 万元"], at="fifty")
    s.stale_value("上线 6月10日 20:00", ["6月10日 20:00"], at="move")
    s.stale_value("法务待审核", ["待审核"], at="legal_ok")
    return s.build()


# -- 13. job offer negotiation (English, written in the third round) -----------------------


def hr_offer() -> dict[str, Any]:
    rng = random.Random(1313)
    s = Script(
        "dev-hr-offer-negotiation",
        "Negotiating an offer for a staff engineer: salary counters, a start date, a visa question",
        "You are a recruiting coordinator's assistant at Brightline. Tools: ats (candidates, "
        "offers, approvals), comp (salary bands), email, calendar.",
    )
    s.user(
        "We want to hire Noor Haddad (candidate CAND-5512) as Staff Engineer. Draft an offer "
        "inside the L6 band, start date June 2, and no signing bonus unless comp approves one.",
        mark="ask",
    )
    s.model(
        "Reading the band and the candidate's file.",
        [("comp", {"level": "L6", "location": "Berlin"}), ("ats", {"candidate": "CAND-5512"})],
    )
    s.tool(
        "band L6 Berlin: min €118,000  mid €132,000  max €146,000 (base)\n" + noise(rng, 90, "erp"),
        "CAND-5512 Noor Haddad, current base €121,000, expectation €140,000, notice period "
        "3 months, citizenship: Jordan (needs EU Blue Card)\n" + noise(rng, 160, "erp"),
    )
    s.model(
        "L6 in Berlin pays €118,000-€146,000 base (mid €132,000). Noor earns €121,000 now, expects "
        "€140,000, has a 3-month notice period, and needs an EU Blue Card. With 3 months' notice, "
        "June 2 is not reachable unless her employer releases her early.",
        mark="read",
    )
    s.user("Offer €132,000 base. Move the start to July 1 because of her notice.", mark="offer1")
    s.model(
        "Creating the offer.",
        [("ats", {"action": "offer", "candidate": "CAND-5512", "base": 132000, "start": "July 1"})],
    )
    s.tool(
        "created OFFER-2207 base €132,000 start 2025-07-01 status: draft\n" + noise(rng, 80, "erp")
    )
    s.model("Offer OFFER-2207 drafted: €132,000 base, start July 1.", mark="drafted")
    s.user("Send it.")
    s.model("Sending.", [("email", {"to": "Noor Haddad", "attach": "OFFER-2207"})])
    s.tool("sent\n")
    s.model("OFFER-2207 sent to Noor.")
    s.user(
        "Noor replied: she wants €142,000 and a €10,000 signing bonus. Thoughts?", mark="counter"
    )
    s.model(
        "€142,000 is inside the band (max €146,000) but above mid, so it needs comp approval. "
        "I would counter at €138,000 and ask comp about a €5,000 signing bonus.",
        mark="suggest",
    )
    s.user("Do that.", mark="do")
    s.model(
        "Asking comp and preparing the counter.",
        [
            (
                "ats",
                {
                    "action": "approval",
                    "offer": "OFFER-2207",
                    "base": 138000,
                    "signing_bonus": 5000,
                    "approver": "comp",
                },
            ),
        ],
    )
    s.tool(
        "approval APR-881 created, approver: Lena Fischer (comp), status: pending\n"
        + noise(rng, 60, "erp")
    )
    s.model(
        "Approval APR-881 is with Lena Fischer in comp: €138,000 base and a €5,000 signing "
        "bonus. I'll send the counter once she approves.",
        mark="apr",
    )
    s.user("Also start the background check now, it takes a week.", mark="bgc_ask")
    s.model("Starting it.", [("ats", {"action": "background-check", "candidate": "CAND-5512"})])
    s.tool("background check BGC-4410 started, vendor Sterling, ETA 7 business days\n")
    s.model("Background check BGC-4410 started with Sterling; about 7 business days.", mark="bgc")
    s.user("Any news on APR-881?")
    s.model("Checking.", [("ats", {"action": "status", "id": "APR-881"})])
    s.tool(
        "APR-881 status: approved by Lena Fischer with change: signing bonus €7,500 (paid "
        "after 6 months), base €138,000\n" + noise(rng, 120, "erp")
    )
    s.model(
        "Lena Fischer approved APR-881 with one change: base €138,000 and a €7,500 signing bonus, "
        "paid after 6 months.",
        mark="approved",
    )
    s.user("Great, send the counter with those numbers.", mark="send2")
    s.model(
        "Updating and sending.",
        [
            (
                "ats",
                {"action": "update", "id": "OFFER-2207", "base": 138000, "signing_bonus": 7500},
            ),
            ("email", {"to": "Noor Haddad", "attach": "OFFER-2207 v2"}),
        ],
    )
    s.tool("OFFER-2207 updated: base €132,000 -> €138,000; signing bonus €7,500\n", "sent\n")
    s.model("OFFER-2207 v2 sent: €138,000 base, €7,500 signing bonus after 6 months, start July 1.")
    s.user(
        "Noor accepted! How long does the Blue Card take? She can't start before it's issued.",
        mark="accepted",
    )
    s.model(
        "Reading the immigration guide.",
        [("ats", {"action": "doc", "id": "IMMIGRATION-DE"})],
    )
    s.tool(
        "EU Blue Card (Germany): fast-track via employer (§81a) 6-10 weeks after the "
        "pre-approval; Berlin LEA appointment backlog currently 4-8 weeks.\n"
        + noise(rng, 250, "erp")
    )
    s.model(
        "Via the employer fast-track the Blue Card takes 6-10 weeks after pre-approval, plus "
        "a 4-8 week appointment backlog in Berlin. Whether she can start on July 1 is therefore "
        "uncertain; it depends on when the pre-approval is filed.",
        mark="visa",
    )
    s.user(
        "File the fast-track pre-approval this week; Jonas in People Ops handles it. Keep July 1 "
        "for now.",
        mark="file",
    )
    s.model(
        "Assigning it.",
        [
            (
                "ats",
                {
                    "action": "task",
                    "assignee": "Jonas",
                    "title": "File §81a fast-track pre-approval for CAND-5512 this week",
                },
            )
        ],
    )
    s.tool("task TSK-9912 created for Jonas\n")
    s.model("Task TSK-9912 is with Jonas: file the §81a fast-track pre-approval this week.")
    s.user("BGC-4410 done?")
    s.model("Checking.", [("ats", {"action": "status", "id": "BGC-4410"})])
    s.tool("BGC-4410 status: complete, result: clear\n" + noise(rng, 100, "erp"))
    s.model("BGC-4410 is complete: clear.", mark="clear")
    s.label(
        "user_goal",
        "Hire Noor Haddad (CAND-5512) as Staff Engineer within the L6 band",
        ["CAND-5512", "L6"],
    )
    s.label("decision", "Base €138,000", ["€138,000"], at="send2")
    s.label("decision", "Start July 1", ["July 1"], at="offer1")
    s.label(
        "fact",
        "Lena Fischer approved APR-881 with a €7,500 signing bonus after 6 months",
        ["€7,500"],
    )
    s.label("fact", "Noor accepted", ["accepted"], at="accepted")
    s.label("fact", "BGC-4410 complete, clear", ["BGC-4410"], at="clear")
    s.label(
        "open_issue", "Whether she can start July 1 given the Blue Card timeline", ["6-10 weeks"]
    )
    s.label(
        "pending_action", "Jonas files the §81a pre-approval this week (TSK-9912)", ["TSK-9912"]
    )
    s.label("reference", "OFFER-2207", ["OFFER-2207"])
    s.stale_value("start June 2", ["June 2"], at="offer1")
    s.stale_value("base €132,000", ["€132,000 base"], at="send2")
    s.stale_value("signing bonus €5,000", ["€5,000"], at="approved")
    return s.build()


# -- 14. 物流货损理赔 (Chinese, written in the third round) ----------------------------------


def zh_freight_claim() -> dict[str, Any]:
    rng = random.Random(1414)
    s = Script(
        "dev-zh-freight-claim",
        "跨省货运货损理赔：索赔金额调整、照片补充、保险是否覆盖、对接人更换",
        "你是供应链助手。工具：wms（入库与验收记录）、claim（理赔单）、carrier（承运商工单）、email。",
    )
    s.user(
        "上周从苏州发到成都仓的一批显示器（运单 YD-66120394）到货有破损。帮我走承运商理赔，"
        "目标是月底前拿到赔款，索赔金额按破损件数乘以采购单价。",
        mark="ask",
    )
    s.model("查验收记录。", [("wms", {"waybill": "YD-66120394"})])
    s.tool(
        "入库单 RK-20250412-07 运单 YD-66120394 应收 240 台 实收 240 台\n验收：外箱破损 18 台，其中屏幕碎裂 11 台\n"
        "采购单价 1,250.00 元/台\n" + noise(rng, 300, "zh")
    )
    s.model(
        "入库单 RK-20250412-07：240 台全部到货，外箱破损 18 台，其中屏幕碎裂 11 台；采购单价 1,250 元/台。"
        "如果按 18 台算，索赔 22,500 元。",
        mark="wms",
    )
    s.user("外箱破损但屏幕完好的不算，只按屏幕碎裂的 11 台索赔。", mark="eleven")
    s.model(
        "建理赔单。",
        [
            (
                "claim",
                {"action": "create", "waybill": "YD-66120394", "qty": 11, "amount": "13,750.00 元"},
            )
        ],
    )
    s.tool(
        "理赔单 LP-3308 已创建：11 台 × 1,250.00 = 13,750.00 元，状态：待承运商确认\n"
        + noise(rng, 120, "zh")
    )
    s.model("理赔单 LP-3308 已创建：11 台，13,750 元，待承运商确认。", mark="lp")
    s.user("承运商那边谁对接？")
    s.model("查承运商工单。", [("carrier", {"waybill": "YD-66120394"})])
    s.tool(
        "承运商 顺达物流 对接人 刘强 电话 138****2201\n工单 SD-7781 要求：提供破损照片及开箱视频\n"
        + noise(rng, 150, "zh")
    )
    s.model(
        "承运商顺达物流，对接人刘强，工单 SD-7781。他们要求补充破损照片和开箱视频，没有这些不受理。",
        mark="sd",
    )
    s.user("让成都仓的王芳周三前把照片和视频传到 SD-7781。", mark="photos")
    s.model(
        "通知王芳。",
        [
            (
                "email",
                {"to": "王芳", "text": "请周三前把 YD-66120394 破损照片和开箱视频上传到 SD-7781"},
            )
        ],
    )
    s.tool("sent\n")
    s.model("已通知王芳：周三前把破损照片和开箱视频上传到 SD-7781。", mark="notified")
    s.user("另外，这批货有没有买运输险？保险能不能覆盖？")
    s.model("查保单。", [("claim", {"action": "policy", "waybill": "YD-66120394"})])
    s.tool(
        "保单 TB-2025-0091 货运险 保额 300,000.00 元 免赔额 5,000.00 元/次\n条款：包装不当导致的损失除外\n"
        + noise(rng, 200, "zh")
    )
    s.model(
        "有货运险，保单 TB-2025-0091，保额 30 万元，每次免赔 5,000 元；但包装不当导致的损失除外。"
        "承运商会不会主张是我们包装不当，目前不清楚。",
        mark="policy",
    )
    s.user("王芳传了吗？")
    s.model("查工单。", [("carrier", {"ticket": "SD-7781"})])
    s.tool(
        "SD-7781 附件：破损照片 22 张、开箱视频 3 段（王芳 上传）状态：已受理\n"
        + noise(rng, 100, "zh")
    )
    s.model("王芳已上传破损照片 22 张和开箱视频 3 段，SD-7781 已受理。", mark="uploaded")
    s.user("刘强离职了，顺达那边换成谁对接？")
    s.model("查一下。", [("carrier", {"ticket": "SD-7781", "field": "owner"})])
    s.tool("SD-7781 对接人变更：刘强 → 陈晨（理赔专员）\n")
    s.model("SD-7781 的对接人已换成陈晨（理赔专员）。", mark="chen")
    s.user("陈晨那边给结论了吗？")
    s.model("查理赔单。", [("claim", {"action": "status", "id": "LP-3308"})])
    s.tool(
        "LP-3308 承运商核定：认可 11 台，按残值扣减后赔付 12,100.00 元，预计 5月28日 到账\n"
        + noise(rng, 180, "zh")
    )
    s.model(
        "顺达核定认可 11 台，扣减残值后赔付 12,100 元，预计 5月28日 到账，在月底前。",
        mark="settled",
    )
    s.user("12,100 可以接受，同意。", mark="agree")
    s.model(
        "确认理赔结果。", [("claim", {"action": "accept", "id": "LP-3308", "amount": "12,100.00"})]
    )
    s.tool("LP-3308 状态：已确认，金额 12,100.00 元\n")
    s.model("LP-3308 已确认，赔付 12,100 元。")
    s.label("user_goal", "运单 YD-66120394 货损理赔，月底前拿到赔款", ["YD-66120394"])
    s.label("decision", "只按屏幕碎裂的 11 台索赔", ["11 台"], at="eleven")
    s.label("decision", "接受赔付 12,100 元", ["12,100"], at="agree")
    s.label("fact", "王芳已上传照片和视频，SD-7781 已受理", ["22 张"])
    s.label("fact", "保单 TB-2025-0091 包装不当除外", ["TB-2025-0091", "包装不当"])
    s.label("open_issue", "承运商会不会主张包装不当，不清楚", ["主张"])
    s.label("fact", "对接人换成陈晨", ["陈晨"])
    s.label("reference", "理赔单 LP-3308", ["LP-3308"])
    s.label("fact", "预计 5月28日 到账", ["5月28日"])
    s.stale_value("索赔 18 台 22,500 元", ["22,500"], at="eleven")
    s.stale_value("对接人刘强", ["刘强"], at="chen")
    s.stale_value("索赔 13,750 元", ["13,750"], at="settled")
    s.stale_value("SD-7781 待补充照片", ["开箱视频", "要求"], at="uploaded")
    return s.build()


# -- 15. a code change with a flaky test (English, written for the final check) -----------


def code_ratelimit() -> dict[str, Any]:
    rng = random.Random(1515)
    s = Script(
        "dev-code-ratelimit-middleware",
        "Adding a rate-limit middleware: a window changed, a reviewer swapped, a flaky test",
        "You are a coding agent in the repo api-gateway. Tools: bash, git, ci.",
    )
    s.user(
        "Add per-API-key rate limiting to api-gateway: 100 requests per 60-second window, "
        "answer 429 with a Retry-After header. Use the existing Redis client; no new "
        "dependencies.",
        mark="ask",
    )
    s.model(
        "Looking at the middleware stack.",
        [("bash", {"cmd": "grep -rn 'Middleware' src/gateway | head -50"})],
    )
    s.tool(
        "\n".join(
            f"src/gateway/mw/m{i}.py:{rng.randint(1, 300)}: class M{i}Middleware(BaseMiddleware):"
            for i in range(60)
        )
        + "\nsrc/gateway/app.py:41: MIDDLEWARE = [AuthMiddleware, TracingMiddleware]\n"
    )
    s.model(
        "Middlewares are listed in src/gateway/app.py (MIDDLEWARE, line 41). I'll add "
        "RateLimitMiddleware after AuthMiddleware, keyed by the API key, with a fixed window "
        "in Redis (INCR + EXPIRE).",
        mark="plan",
    )
    s.model(
        "Writing it.", [("bash", {"cmd": "cat > src/gateway/mw/ratelimit.py <<'EOF'\n...\nEOF"})]
    )
    s.tool("")
    s.model("Running the tests.", [("bash", {"cmd": "pytest -q tests/mw"})])
    s.tool(
        "".join(f"tests/mw/test_m{i}.py ....\n" for i in range(80))
        + "tests/mw/test_ratelimit.py ..F.\nFAILED tests/mw/test_ratelimit.py::test_window_resets - "
        "assert 429 == 200 (flaky: depends on wall clock)\n1 failed, 323 passed\n"
    )
    s.model(
        "test_window_resets fails: it sleeps across the window boundary and depends on the wall "
        "clock. I can inject a clock into RateLimitMiddleware so the test controls time.",
        mark="flaky",
    )
    s.user(
        "Yes, inject the clock. Also the product team changed their mind: 300 requests per 5-minute window.",
        mark="window",
    )
    s.model(
        "Updating.",
        [
            (
                "bash",
                {
                    "cmd": "sed -i 's/LIMIT = 100/LIMIT = 300/; s/WINDOW_S = 60/WINDOW_S = 300/' src/gateway/mw/ratelimit.py && pytest -q tests/mw"
                },
            )
        ],
    )
    s.tool(
        "".join(f"tests/mw/test_m{i}.py ....\n" for i in range(80))
        + "tests/mw/test_ratelimit.py ....\n324 passed\n"
    )
    s.model(
        "Done: LIMIT = 300 and WINDOW_S = 300 in src/gateway/mw/ratelimit.py, the clock is "
        "injected, and all 324 tests pass.",
        mark="pass",
    )
    s.user("Open the PR; Marta reviews gateway changes.", mark="pr")
    s.model(
        "Opening it.",
        [("git", {"cmd": "gh pr create --title 'Per-key rate limiting' --reviewer marta"})],
    )
    s.tool("https://git.example.com/api-gateway/pull/4471 created, reviewer: marta\n")
    s.model("PR #4471 is open with Marta as reviewer.", mark="opened")
    s.user("Marta is off this week. Make Kenji the reviewer instead.", mark="kenji")
    s.model(
        "Switching.",
        [("git", {"cmd": "gh pr edit 4471 --remove-reviewer marta --add-reviewer kenji"})],
    )
    s.tool("reviewers: kenji\n")
    s.model("Kenji is now the reviewer of PR #4471.")
    s.user("CI status?")
    s.model("Checking CI.", [("ci", {"pr": 4471})])
    s.tool(
        "pipeline 88120: lint ok, unit ok, integration FAILED: test_gateway_e2e::test_burst "
        "expected 100 allowed, got 300\n" + noise(rng, 160, "ci")
    )
    s.model(
        "Pipeline 88120 fails in integration: test_burst still expects 100 allowed requests; "
        "it has to follow the new limit of 300.",
        mark="ci_fail",
    )
    s.user("Fix the test, don't touch the limit.", mark="fix")
    s.model(
        "Fixing.",
        [
            (
                "bash",
                {
                    "cmd": "sed -i 's/expected=100/expected=300/' tests/e2e/test_gateway_e2e.py && git commit -am 'test_burst follows the 300 limit' && git push"
                },
            )
        ],
    )
    s.tool("[ratelimit 5c1e9a0] test_burst follows the 300 limit\n")
    s.model("Pushed 5c1e9a0: test_burst now expects 300.", [("ci", {"pr": 4471})])
    s.tool("pipeline 88131: lint ok, unit ok, integration ok\n" + noise(rng, 120, "ci"))
    s.model(
        "Pipeline 88131 is green. Still open: whether the Redis INCR/EXPIRE pair needs to be "
        "atomic under load; a race could let a key exceed 300 by a few requests. Kenji has not "
        "reviewed yet.",
        mark="green",
    )
    s.label(
        "user_goal",
        "Per-API-key rate limiting with 429 and Retry-After, no new dependencies",
        ["Retry-After"],
    )
    s.label("decision", "300 requests per 5-minute window", ["WINDOW_S = 300"], at="pass")
    s.label("decision", "Inject a clock into RateLimitMiddleware", ["inject"], at="window")
    s.label("fact", "test_burst fixed in 5c1e9a0, pipeline 88131 green", ["88131"])
    s.label("reference", "src/gateway/mw/ratelimit.py", ["src/gateway/mw/ratelimit.py"])
    s.label("reference", "PR #4471", ["#4471"])
    s.label("pending_action", "Kenji reviews PR #4471", ["Kenji"], at="green")
    s.label("open_issue", "Whether INCR/EXPIRE must be atomic", ["atomic"])
    s.stale_value("100 requests per 60 seconds", ["100 requests"], at="window")
    s.stale_value("reviewer Marta", ["Marta", "review"], at="kenji")
    s.stale_value("pipeline 88120 failing", ["88120"], at="green")
    return s.build()


# -- 16. 年会预算审批 (Chinese, written for the final check) ----------------------------------


def zh_annual_party() -> dict[str, Any]:
    rng = random.Random(1616)
    s = Script(
        "dev-zh-annual-party",
        "公司年会筹备：人数和预算调整、场地改选、审批人变更、待确认事项",
        "你是行政助手。工具：venue（场地询价与预订）、budget（预算与审批）、survey（报名统计）、chat。",
    )
    s.user(
        "帮我筹备 1 月 17 日的公司年会，预计 260 人，预算 28 万元以内，场地要在市区、能容纳 300 人。",
        mark="ask",
    )
    s.model("询价。", [("venue", {"date": "1月17日", "capacity": 300, "area": "市区"})])
    s.tool(
        "报价：\n1. 江畔酒店 宴会厅A 容纳 320 人 场租+餐饮 每人 780 元\n"
        "2. 城南会展中心 3 号厅 容纳 400 人 场租 6 万元 + 餐饮 每人 520 元\n"
        + noise(rng, 260, "zh")
    )
    s.model(
        "两个选项：\n1. 江畔酒店宴会厅A，容纳 320 人，每人 780 元，260 人约 20.3 万元；\n"
        "2. 城南会展中心 3 号厅，容纳 400 人，场租 6 万元加每人 520 元，260 人约 19.5 万元。",
        mark="options",
    )
    s.user("选 1，酒店服务省心。", mark="pick1")
    s.model(
        "预订。", [("venue", {"action": "hold", "venue": "江畔酒店 宴会厅A", "date": "1月17日"})]
    )
    s.tool(
        "江畔酒店 宴会厅A 1月17日 已预留，订单 JP-20250117-03，需 12月20日 前付定金 5 万元\n"
        + noise(rng, 120, "zh")
    )
    s.model(
        "江畔酒店宴会厅A 已预留，订单 JP-20250117-03，需要 12月20日 前付定金 5 万元。", mark="held"
    )
    s.user("报名统计出来了吗？")
    s.model("查报名。", [("survey", {"event": "年会"})])
    s.tool("报名人数 291 人（含外地分公司 34 人）\n" + noise(rng, 200, "zh"))
    s.model(
        "报名 291 人，含外地分公司 34 人，比预计的 260 人多 31 人；按每人 780 元约 22.7 万元。",
        mark="signup",
    )
    s.user("人数按 291 算，预算提到 32 万元，外地同事的差旅也从这里出。", mark="budget")
    s.model(
        "提交预算调整。",
        [
            (
                "budget",
                {"action": "adjust", "event": "年会", "amount": "32 万元", "approver": "赵总"},
            )
        ],
    )
    s.tool(
        "预算调整单 YS-8812 已提交，金额 32 万元，审批人 赵总，状态：审批中\n"
        + noise(rng, 100, "zh")
    )
    s.model("预算调整单 YS-8812 已提交：32 万元，审批人赵总，审批中。", mark="ys")
    s.user("赵总出差两周，审批改由钱总处理。", mark="qian")
    s.model("转审批。", [("budget", {"action": "reassign", "id": "YS-8812", "approver": "钱总"})])
    s.tool("YS-8812 审批人变更：赵总 → 钱总\n")
    s.model("YS-8812 已改由钱总审批。")
    s.user("定金付了吗？")
    s.model("查付款。", [("budget", {"action": "payments", "order": "JP-20250117-03"})])
    s.tool("JP-20250117-03 定金 5 万元 已支付 12月18日\n" + noise(rng, 160, "zh"))
    s.model("定金 5 万元已于 12月18日 支付。", mark="paid")
    s.user("节目单让市场部的周婷 1月5日 前定下来。抽奖奖品预算多少合适？", mark="show")
    s.model(
        "已通知周婷 1月5日 前定节目单。奖品预算一般占总预算的 10% 左右，约 3.2 万元；"
        "钱总会不会批这一块目前还不确定。",
        mark="prize",
    )
    s.label("user_goal", "1 月 17 日公司年会，市区场地容纳 300 人", ["1 月 17 日"])
    s.label("decision", "选江畔酒店宴会厅A", ["宴会厅A"], at="pick1")
    s.label("decision", "人数按 291，预算 32 万元", ["32 万元"], at="budget")
    s.label("fact", "定金 5 万元已于 12月18日 支付", ["12月18日"])
    s.label("fact", "YS-8812 改由钱总审批", ["钱总"], at="qian")
    s.label("reference", "订单 JP-20250117-03", ["JP-20250117-03"])
    s.label("pending_action", "周婷 1月5日 前定节目单", ["周婷", "1月5日"])
    s.label("open_issue", "钱总会不会批奖品预算不确定", ["3.2 万元"])
    s.stale_value("预计 260 人", ["260 人"], at="budget")
    s.stale_value("预算 28 万元", ["28 万元"], at="budget")
    s.stale_value("审批人赵总", ["赵总"], at="qian")
    s.stale_value("定金待付", ["前付定金"], at="paid")
    return s.build()


# -- 17-22. the fifth batch: written before the fourth round's rules, measured once first ---


def postmortem_dns() -> dict[str, Any]:
    rng = random.Random(1717)
    s = Script(
        "dev-ops-postmortem-dns",
        "Writing the postmortem of a DNS outage: timeline corrected, severity raised, owners",
        "You are an incident-review assistant. Tools: pager (incident timelines), grafana, git, "
        "statuspage, docs (Confluence). Postmortems are blameless.",
    )
    s.user(
        "I have to write the postmortem for INC-5521, the DNS resolution outage on 14 May, and "
        "circulate it by Friday. Keep it blameless, all times in UTC. Start with the timeline.",
        mark="ask",
    )
    s.model("Pulling the incident timeline.", [("pager", {"incident": "INC-5521"})])
    s.tool(
        "INC-5521  DNS resolution failures (api, checkout)  severity: SEV-3\n"
        "09:12 UTC  alert dns_nxdomain_ratio fired\n09:19 UTC  acked by on-call\n"
        "10:31 UTC  resolved by on-call\n\n" + noise(rng, 240, "ops")
    )
    s.model(
        "From the pager: the alert dns_nxdomain_ratio fired at 09:12 UTC, was acknowledged at "
        "09:19 UTC, and the incident was marked resolved at 10:31 UTC. It is filed as SEV-3.",
        mark="timeline1",
    )
    s.user("What triggered it?")
    s.model(
        "Looking at changes to kube-system that morning.",
        [("git", {"args": "log --since=2025-05-14T08:00 -p deploy/kube-system/coredns.yaml"})],
    )
    s.tool(
        "commit 9f3ab7e  2025-05-14 08:58 UTC\n    coredns: tune forward plugin\n"
        "-        forward . /etc/resolv.conf { max_concurrent 1000 }\n"
        "+        forward . /etc/resolv.conf { max_concurrent 150 }\n"
        + "\n".join(f"     # unchanged zone line {i}" for i in range(160))
        + "\n"
        + noise(rng, 100, "ci")
    )
    s.model(
        "Commit 9f3ab7e at 08:58 UTC lowered max_concurrent in the CoreDNS forward plugin from "
        "1000 to 150 in deploy/kube-system/coredns.yaml. Under the morning peak CoreDNS started "
        "refusing upstream queries, which the clients saw as SERVFAIL.",
        mark="cause",
    )
    s.user(
        "Customer impact? Support said about 12% of API calls failed, can you confirm from "
        "the dashboards?"
    )
    s.model(
        "Reading the API error panel.",
        [("grafana", {"dashboard": "api-overview", "from": "09:00", "to": "11:00"})],
    )
    s.tool(
        "api_requests_total: 4,810,220\napi_requests_failed{reason=dns}: 871,650 (18.1%)\n"
        "checkout_orders_failed: 2,304\n\n"
        + log_lines(
            rng,
            280,
            "api-gw",
            "09:00",
            {
                90: "2025-03-11T09:40:12Z WARN [api-gw-2] "
                "upstream resolve failed SERVFAIL host=payments.internal"
            },
        )
    )
    s.model(
        "The dashboards show more than support's figure: 871,650 of 4,810,220 API requests "
        "failed on DNS between 09:00 and 11:00, that is 18.1%, and 2,304 checkout orders "
        "failed. I'll use 18.1% in the impact section.",
        mark="impact",
    )
    s.user(
        "With 2,304 failed orders this isn't a SEV-3. Reclassify it as SEV-2. And the end "
        "time looks wrong to me, the status page stayed red longer.",
        mark="sev2",
    )
    s.model(
        "Reclassifying and checking the status page.",
        [
            ("pager", {"incident": "INC-5521", "set": {"severity": "SEV-2"}}),
            ("statuspage", {"incident": "dns-2025-05-14"}),
        ],
    )
    s.tool(
        "INC-5521 severity SEV-3 -> SEV-2\n",
        "status page incident dns-2025-05-14\n09:24 UTC investigating\n10:31 UTC monitoring\n"
        "10:47 UTC resolved (error rate back to baseline)\n" + noise(rng, 120, "ops"),
    )
    s.model(
        "INC-5521 is now SEV-2. You were right about the end: on-call marked it resolved at "
        "10:31 UTC while still monitoring, but errors only returned to baseline at 10:47 UTC, "
        "so the outage lasted from 09:12 to 10:47 UTC (95 minutes). I've corrected the "
        "timeline.",
        mark="end",
    )
    s.user(
        "Good. One thing bugs me: why didn't the alert fire earlier? Errors started before "
        "09:12 I think. Also who approved 9f3ab7e? Don't put the name in the doc, I just "
        "want to know if the review process was followed.",
        mark="why",
    )
    s.model(
        "Checking the alert rule and the review on the commit.",
        [
            ("git", {"args": "show 9f3ab7e --format=%an%n%b --no-patch"}),
            ("grafana", {"alert_rule": "dns_nxdomain_ratio"}),
        ],
    )
    s.tool(
        "coredns: tune forward plugin\nReviewed-by: 1 approval (platform-team)\n"
        "Change-Request: CHG-30418 (standard change, no load test required)\n",
        'rule dns_nxdomain_ratio: expr rate(coredns_dns_responses_total{rcode=~"NXDOMAIN|'
        'SERVFAIL"}[5m]) > 0.05 for 5m\nfirst breach 09:03 UTC\n' + noise(rng, 150, "ops"),
    )
    s.model(
        "The review was followed: 9f3ab7e had one approval and went in as standard change "
        "CHG-30418, which does not require a load test. The alert rule needs the ratio above "
        "5% for 5 minutes over a 5-minute rate window, and the first breach was at 09:03 UTC, "
        "so detection took 9 minutes. Whether a shorter window would page too often is "
        "something I can't answer from one incident.",
        mark="alert",
    )
    s.user(
        "Then the real gap is that a CoreDNS capacity change counts as a standard change. "
        "Action items so far: Omar adds a config lint for CoreDNS to CI by 28 May, and "
        "CHG policy: DNS changes need a load test. Who owns the policy change?",
        mark="actions",
    )
    s.model(
        "The change policy is owned by the change advisory board; its chair is Lena Fischer. "
        "I'll ask her whether DNS changes can move out of the standard-change list.",
        mark="askLena",
    )
    s.user(
        "Do that. Also where should the doc live? Last time we used Google Docs.",
    )
    s.model(
        "Two options:\n1. Google Docs, like the last postmortem;\n2. the Confluence space OPS, "
        "where the postmortem template and the action-item tracker are.",
        mark="docopts",
    )
    s.user("Second one.", mark="confluence")
    s.model(
        "Creating the page from the template.",
        [("docs", {"space": "OPS", "template": "postmortem", "title": "INC-5521 DNS outage"})],
    )
    s.tool("created page OPS/INC-5521-DNS-outage (id 884213)\n" + noise(rng, 60, "ops"))
    s.model(
        "The draft is at OPS/INC-5521-DNS-outage in Confluence, with the corrected timeline "
        "(09:12 to 10:47 UTC), 18.1% failed API requests, 2,304 failed orders, SEV-2.",
        mark="page",
    )
    s.user("Did Lena answer?")
    s.model("Checking chat.", [("docs", {"action": "messages", "from": "Lena Fischer"})])
    s.tool(
        "Lena Fischer 14:20: Agreed - DNS and service-mesh changes come off the standard list "
        "from 1 June, CAB will publish it. I'll own that item.\n" + noise(rng, 40, "ops")
    )
    s.model(
        "Lena agreed: DNS and service-mesh changes come off the standard-change list from "
        "1 June, and she owns that action item.",
        mark="lena",
    )
    s.user(
        "Great. Last thing, I still don't know whether the canary cluster runs the same "
        "CoreDNS config; if it does, why didn't it catch this? Leave that as an open question "
        "in the doc.",
        mark="canary",
    )
    s.model(
        "Added to the open questions: whether the canary cluster runs the same CoreDNS config "
        "and why it did not catch the max_concurrent change. Remaining before Friday: Omar's "
        "lint item by 28 May is tracked in the page."
    )
    s.user("Pull the on-call chat log of that morning for the appendix.")
    s.model("Fetching it.", [("docs", {"action": "chat-export", "channel": "#inc-5521"})])
    s.tool(noise(rng, 260, "ops"))
    s.model("The chat log (09:00-11:00 UTC) is attached to the page as an appendix, names removed.")
    s.user("Thanks, that's enough for today.")
    s.model("Ok. The draft stays in OPS/INC-5521-DNS-outage.")
    s.label(
        "user_goal",
        "Blameless postmortem of INC-5521 by Friday, times in UTC",
        ["INC-5521", "Friday"],
    )
    s.label(
        "fact",
        "Commit 9f3ab7e lowered max_concurrent from 1000 to 150",
        ["9f3ab7e", "max_concurrent"],
    )
    s.label("fact", "18.1% of API requests failed on DNS", ["18.1%"])
    s.label("fact", "2,304 checkout orders failed", ["2,304"])
    s.label("fact", "Outage ended at 10:47 UTC", ["10:47 UTC"])
    s.label("fact", "Alert first breach 09:03 UTC, detection took 9 minutes", ["09:03 UTC"])
    s.label("decision", "INC-5521 reclassified as SEV-2", ["SEV-2"], at="sev2")
    s.label("decision", "Postmortem lives in Confluence space OPS", ["OPS"], at="confluence")
    s.label("pending_action", "Omar adds a CoreDNS config lint to CI by 28 May", ["Omar", "28 May"])
    s.label("fact", "Lena: DNS changes off the standard list from 1 June", ["1 June"])
    s.label("open_issue", "Whether a shorter alert window would page too often", ["shorter window"])
    s.label("open_issue", "Whether the canary cluster runs the same CoreDNS config", ["canary"])
    s.label("reference", "deploy/kube-system/coredns.yaml", ["deploy/kube-system/coredns.yaml"])
    s.label("reference", "CHG-30418", ["CHG-30418"])
    s.label("reference", "Confluence page OPS/INC-5521-DNS-outage", ["OPS/INC-5521-DNS-outage"])
    s.stale_value("resolved at 10:31 UTC", ["10:31 UTC", "resolved"], at="end")
    s.stale_value("SEV-3", ["SEV-3"], at="sev2")
    s.stale_value("12% of API calls failed", ["12%"], at="impact")
    s.stale_value("Google Docs", ["Google Docs"], at="confluence")
    s.stale_value(
        "ask Lena whether DNS changes can leave the list",
        ["Lena", "whether DNS changes"],
        at="lena",
    )
    s.stale_value("why the alert did not fire earlier", ["alert fire earlier"], at="alert")
    return s.build()


def mobile_crash() -> dict[str, Any]:
    rng = random.Random(1818)
    s = Script(
        "dev-mobile-crash-triage",
        "iOS crash spike after 6.12.0: a remote flag, a hotfix renumbered, an owner swapped",
        "You are a mobile release assistant. Tools: crashlytics, flags (remote config), jira, "
        "git, appstore (App Store Connect), testflight.",
    )
    s.user(
        "Crash reports are spiking on iOS since we released 6.12.0 yesterday. Figure out what "
        "it is and whether we need a hotfix; the App Store submission cut-off for this week "
        "is Thursday 16:00 CET. Don't roll back the backend.",
        mark="ask",
    )
    s.model("Opening the crash dashboard.", [("crashlytics", {"app": "ios", "version": "6.12.0"})])
    rows = [
        [
            f"issue-{rng.randint(1000, 9999)}",
            rng.randint(3, 90),
            f"{rng.choice(['UIKit', 'Foundation', 'Networking'])}",
        ]
        for _ in range(60)
    ]
    s.tool(
        "iOS 6.12.0 (build 4471)  crash-free users 97.6%\n"
        "TOP: EXC_BAD_ACCESS CheckoutViewController.swift:212  events 18,440  users 9,812\n"
        "     iOS 17.4: 96% of events; iOS 16: 4%\n\n" + table(["issue", "events", "module"], rows)
    )
    s.model(
        "6.12.0 (build 4471) is at 97.6% crash-free users. The top crash is EXC_BAD_ACCESS at "
        "CheckoutViewController.swift:212, 18,440 events from 9,812 users, 96% of them on "
        "iOS 17.4.",
        mark="crash",
    )
    s.user("Line 212, what's there?")
    s.model(
        "Reading the file at the release tag.",
        [("git", {"args": "show v6.12.0:ios/Checkout/CheckoutViewController.swift"})],
    )
    s.tool(
        "\n".join(f"{i:4d}  // generated layout code {i}" for i in range(120, 205))
        + '\n 210  if FeatureFlags.isOn("apple_pay_express") {\n'
        " 211      let sheet = expressSheet!\n"
        " 212      sheet.present(from: self.paymentButton.unsafelyUnwrapped)\n"
        " 213  }\n" + "\n".join(f"{i:4d}  // generated layout code {i}" for i in range(214, 330))
    )
    s.model(
        "Line 212 force-unwraps paymentButton inside the apple_pay_express branch; on iOS 17.4 "
        "the button is not yet loaded when the express sheet opens. The whole path sits "
        "behind the remote flag apple_pay_express.",
        mark="line",
    )
    s.user(
        "Kill the flag for iOS. Then open a ticket for the fix and give it to Dana.",
        mark="kill",
    )
    s.model(
        "Turning the flag off and filing the ticket.",
        [
            ("flags", {"flag": "apple_pay_express", "platform": "ios", "value": False}),
            (
                "jira",
                {
                    "project": "MOB",
                    "summary": "Crash at CheckoutViewController.swift:212",
                    "assignee": "Dana",
                },
            ),
        ],
    )
    s.tool(
        "apple_pay_express ios: true -> false (propagation up to 60 min)\n",
        "created MOB-3318 assignee Dana Whitfield priority Highest\n" + noise(rng, 60, "ci"),
    )
    s.model(
        "apple_pay_express is off for iOS (it can take up to 60 minutes to reach every "
        "device). MOB-3318 is filed for Dana. The fix will need a new build: shall we plan it "
        "as 6.12.1?",
        mark="filed",
    )
    s.user(
        "Yes 6.12.1. Is iPadOS hit too? I didn't see it in the breakdown.",
        mark="v1",
    )
    s.model(
        "Checking the device breakdown.",
        [("crashlytics", {"issue": "CheckoutViewController.swift:212", "group_by": "device"})],
    )
    s.tool("device family  events\niPhone  18,402\niPad  38\n\n" + noise(rng, 160, "ci"))
    s.model(
        "iPad is barely affected: 38 of the events, against 18,402 on iPhone.",
        mark="ipad",
    )
    s.user(
        "Dana is out sick today, move MOB-3318 to Felix. And how is the crash rate now with "
        "the flag off?",
        mark="felix",
    )
    s.model(
        "Reassigning and reading the rate again.",
        [
            ("jira", {"issue": "MOB-3318", "assignee": "Felix"}),
            ("crashlytics", {"app": "ios", "version": "6.12.0", "window": "1h"}),
        ],
    )
    s.tool(
        "MOB-3318 assignee Dana Whitfield -> Felix Moreau\n",
        "iOS 6.12.0 (build 4471) last hour  crash-free users 99.1%\n"
        "EXC_BAD_ACCESS CheckoutViewController.swift:212  events last hour 41\n\n"
        + table(["issue", "events", "module"], rows[:40]),
    )
    s.model(
        "MOB-3318 is now Felix's. With the flag off, 6.12.0 is back to 99.1% crash-free users "
        "over the last hour; the :212 crash dropped to 41 events in the hour.",
        mark="recovered",
    )
    s.user(
        "Felix says the version number 6.12.1 is already taken by the enterprise build. Use "
        "6.12.2 for the hotfix. Can we ask Apple for an expedited review?",
        mark="v2",
    )
    s.model(
        "We can request one in App Store Connect; Apple decides case by case and usually "
        "answers within a day, so whether it is granted is open until they reply. Shall I "
        "request it once Felix's build is uploaded?",
        mark="expedite",
    )
    s.user("Please do, once the build is up.", mark="please")
    s.model("Agreed: I'll request the expedited review as soon as 6.12.2 is uploaded.")
    s.user("Felix pushed. Status?")
    s.model(
        "Checking CI and TestFlight.",
        [
            ("git", {"args": "log -1 --format=%h%n%s origin/hotfix/6.12.2"}),
            ("testflight", {"app": "ios"}),
        ],
    )
    s.tool(
        "c41d9e2\nguard paymentButton before presenting express sheet (MOB-3318)\n",
        "build 4480 (6.12.2) processed, available to internal testers\n" + noise(rng, 140, "ci"),
    )
    s.model(
        "Felix's fix is commit c41d9e2 on hotfix/6.12.2 (a guard instead of the force-unwrap), "
        "and build 4480 (6.12.2) is on TestFlight for internal testers. Requesting the "
        "expedited review now.",
        [("appstore", {"action": "submit", "build": 4480, "expedited": True, "reason": "crash"})],
        mark="build",
    )
    s.tool("build 4480 submitted for review; expedited review requested (case 10-29347)\n")
    s.model(
        "Build 4480 is submitted with expedited review requested, case 10-29347. Apple has "
        "not answered yet.",
        mark="submitted",
    )
    s.user(
        "Ok. QA must run the checkout regression on build 4480 tomorrow 9:00 before we "
        "release to everyone. And we turn apple_pay_express back on only after 6.12.2 "
        "reaches 50% of users.",
        mark="qa",
    )
    s.model(
        "Noted both: QA runs the checkout regression on build 4480 tomorrow at 9:00; "
        "apple_pay_express stays off until 6.12.2 is on 50% of users."
    )
    s.user("Export the crash list for the ticket, all issues of 6.12.0.")
    s.model("Exporting.", [("crashlytics", {"app": "ios", "version": "6.12.0", "export": "all"})])
    s.tool(table(["issue", "events", "module"], rows * 4) + "\n" + noise(rng, 120, "ci"))
    s.model("Attached the export (240 issues) to MOB-3318.")
    s.label(
        "user_goal",
        "Find the iOS 6.12.0 crash and decide on a hotfix before the Thursday 16:00 CET cut-off",
        ["Thursday 16:00 CET"],
    )
    s.label(
        "fact",
        "EXC_BAD_ACCESS at CheckoutViewController.swift:212, 96% on iOS 17.4",
        ["EXC_BAD_ACCESS", "iOS 17.4"],
    )
    s.label("fact", "iPad barely affected (38 events)", ["iPad", "38"], at="ipad")
    s.label("fact", "Crash-free users back to 99.1% with the flag off", ["99.1%"])
    s.label("decision", "Turn off apple_pay_express for iOS", ["apple_pay_express"], at="kill")
    s.label("decision", "Hotfix numbered 6.12.2", ["6.12.2"], at="v2")
    s.label(
        "decision",
        "apple_pay_express stays off until 6.12.2 reaches 50% of users",
        ["50% of users"],
    )
    s.label("fact", "Fix commit c41d9e2, build 4480 on TestFlight", ["c41d9e2"])
    s.label("open_issue", "Whether Apple grants the expedited review (case 10-29347)", ["10-29347"])
    s.label(
        "pending_action",
        "QA runs checkout regression on build 4480 tomorrow 9:00",
        ["4480", "9:00"],
    )
    s.label("reference", "MOB-3318", ["MOB-3318"])
    s.label("reference", "CheckoutViewController.swift", ["CheckoutViewController.swift"])
    s.stale_value("crash-free users 97.6%", ["97.6%"], at="recovered")
    s.stale_value("MOB-3318 assigned to Dana", ["Dana"], at="felix")
    s.stale_value("hotfix 6.12.1", ["6.12.1"], at="v2")
    s.stale_value("whether iPadOS is hit", ["iPadOS"], at="ipad")
    return s.build()


def gpu_capacity() -> dict[str, Any]:
    rng = random.Random(1919)
    s = Script(
        "dev-procure-gpu-capacity",
        "Reserving GPU capacity for Q3 training: quotes, a smaller quantity, a region change",
        "You are a cloud procurement assistant. Tools: quotes (provider price sheets), "
        "capacity (availability checks), finance (budgets, POs), mail.",
    )
    s.user(
        "We need reserved GPU capacity for the Q3 training runs: 64 H100 GPUs for 6 months "
        "starting 1 July, in eu-west-1 because the data can't leave the EU. Budget is "
        "$1.2M. Get me quotes from AWS and GCP.",
        mark="ask",
    )
    s.model(
        "Requesting both price sheets.",
        [
            (
                "quotes",
                {"provider": "aws", "instance": "p5.48xlarge", "term": "6 months", "gpus": 64},
            ),
            (
                "quotes",
                {"provider": "gcp", "instance": "a3-highgpu-8g", "term": "6 months", "gpus": 64},
            ),
        ],
    )
    s.tool(
        "AWS capacity block p5.48xlarge x8 (64 H100) eu-west-1 6 months: $1,412,000 total\n"
        "quote id Q-AWS-20931\n" + noise(rng, 200, "erp"),
        "GCP committed use a3-highgpu-8g x8 (64 H100) europe-west4 6 months: $1,296,000 total\n"
        "quote id Q-GCP-3391 includes 12% committed-use discount\n" + noise(rng, 200, "erp"),
    )
    s.model(
        "Both quotes are over the $1.2M budget for 64 GPUs:\n"
        "- AWS Q-AWS-20931: $1,412,000 (p5.48xlarge in eu-west-1);\n"
        "- GCP Q-GCP-3391: $1,296,000 (a3-highgpu-8g in europe-west4, with a 12% "
        "committed-use discount).",
        mark="quotes",
    )
    s.user(
        "Finance won't go above budget. Talked to the ML leads: 48 GPUs is enough if we "
        "stagger the runs. Re-quote for 48.",
        mark="q48",
    )
    s.model(
        "Re-quoting at 48 GPUs (6 nodes).",
        [
            (
                "quotes",
                {"provider": "aws", "instance": "p5.48xlarge", "term": "6 months", "gpus": 48},
            ),
            (
                "quotes",
                {"provider": "gcp", "instance": "a3-highgpu-8g", "term": "6 months", "gpus": 48},
            ),
        ],
    )
    s.tool(
        "AWS capacity block p5.48xlarge x6 (48 H100) eu-west-1 6 months: $1,059,000 total\n"
        "quote id Q-AWS-20944\nnote: eu-west-1 p5 capacity for July is waitlisted\n"
        + noise(rng, 200, "erp"),
        "GCP committed use a3-highgpu-8g x6 (48 H100) europe-west4 6 months: $972,000 total\n"
        "quote id Q-GCP-3402\n" + noise(rng, 200, "erp"),
    )
    s.model(
        "At 48 GPUs both fit: AWS Q-AWS-20944 is $1,059,000 but eu-west-1 p5 capacity for "
        "July is waitlisted; GCP Q-GCP-3402 is $972,000 in europe-west4 (Netherlands). "
        "Still open: whether the GCP commitment lets us move capacity to another EU region "
        "later.",
        mark="q48done",
    )
    s.user(
        "Waitlisted is useless for a 1 July start. Check if AWS has it in eu-central-1 "
        "instead, and find out the GCP region question.",
    )
    s.model(
        "Checking both.",
        [
            (
                "capacity",
                {
                    "provider": "aws",
                    "instance": "p5.48xlarge",
                    "region": "eu-central-1",
                    "start": "2025-07-01",
                },
            ),
            (
                "quotes",
                {
                    "provider": "gcp",
                    "question": "commitment region flexibility",
                    "quote": "Q-GCP-3402",
                },
            ),
        ],
    )
    s.tool(
        "eu-central-1 p5.48xlarge x6 available from 2025-07-01: yes, price $1,071,000 "
        "(quote Q-AWS-20951)\n" + noise(rng, 150, "erp"),
        "GCP account team: committed use discounts are regional; a commitment can be split "
        "or moved between regions only at renewal. europe-west4 only for this term.\n"
        + noise(rng, 80, "erp"),
    )
    s.model(
        "AWS has 6 p5 nodes in eu-central-1 (Frankfurt) from 1 July for $1,071,000 "
        "(Q-AWS-20951). GCP answered the region question: the commitment stays in "
        "europe-west4 for this term and can only move at renewal.",
        mark="answers",
    )
    s.user(
        "Europe-west4 is in the EU so that's fine for the data rule. Price decides: GCP's "
        "offer wins, book it. Hugo in procurement raises the PO.",
        mark="gcp",
    )
    s.model(
        "Asking Hugo for the PO against Q-GCP-3402.",
        [
            (
                "finance",
                {
                    "action": "po-request",
                    "quote": "Q-GCP-3402",
                    "amount": 972000,
                    "buyer": "Hugo Lambert",
                },
            )
        ],
    )
    s.tool("PO request PR-55102 created, buyer Hugo Lambert, status: awaiting buyer\n")
    s.model(
        "PO request PR-55102 is with Hugo Lambert for Q-GCP-3402 ($972,000).",
        mark="prq",
    )
    s.user(
        "Legal also needs to sign off the GCP data-processing addendum, I'm not sure they "
        "will accept the sub-processor list. Can you check where that is?",
        mark="legal",
    )
    s.model(
        "Looking for the legal thread.",
        [("mail", {"search": "GCP data processing addendum", "folder": "legal"})],
    )
    s.tool(
        "From: Ines Kowalski (Legal)  Subject: GCP DPA\n"
        "We are reviewing the sub-processor list (Annex 3). Expect our answer by 20 June.\n"
        + noise(rng, 120, "erp")
    )
    s.model(
        "Legal (Ines Kowalski) is reviewing Annex 3, the sub-processor list, and expects to "
        "answer by 20 June. Until then the DPA sign-off is open.",
        mark="ines",
    )
    s.user("And the PO?")
    s.model("Checking.", [("finance", {"action": "status", "id": "PR-55102"})])
    s.tool(
        "PR-55102 -> PO-77120 issued 2025-06-11, amount $972,000, vendor Google Cloud EMEA\n"
        + noise(rng, 90, "erp")
    )
    s.model(
        "Hugo issued it: PR-55102 became PO-77120 on 11 June for $972,000, vendor Google "
        "Cloud EMEA.",
        mark="po",
    )
    s.user(
        "Good. The order form has to be countersigned by our CFO before 30 June or the price "
        "expires. I'll send it to her, remind me on the 25th if it's not signed.",
        mark="cfo",
    )
    s.model(
        "Noted: the GCP order form needs the CFO's countersignature before 30 June; I'll "
        "remind you on 25 June if it isn't signed. Legal's DPA answer is expected by 20 June."
    )
    s.user("Pull the GPU-hour forecast of the staggered runs so I can show it to finance.")
    s.model("Fetching it.", [("finance", {"action": "forecast", "project": "ml-train-prod"})])
    s.tool(noise(rng, 280, "erp"))
    s.model(
        "The forecast uses about 97% of the 48 GPUs over the six months; I attached it to PO-77120."
    )
    s.label(
        "user_goal",
        "Reserved H100 capacity for Q3 training, 6 months from 1 July, data in the EU",
        ["H100", "1 July"],
    )
    s.label(
        "fact",
        "GCP commitment stays in europe-west4, moves only at renewal",
        ["renewal"],
        at="answers",
    )
    s.label("fact", "AWS eu-central-1 available for $1,071,000", ["Q-AWS-20951"])
    s.label("decision", "48 GPUs instead of 64 (staggered runs)", ["48 GPUs"], at="q48")
    s.label("decision", "Book the GCP offer Q-GCP-3402", ["Q-GCP-3402"], at="gcp")
    s.label("fact", "PO-77120 issued for $972,000", ["PO-77120"])
    s.label(
        "open_issue",
        "Whether legal accepts the sub-processor list (Annex 3), answer by 20 June",
        ["Annex 3"],
    )
    s.label("pending_action", "CFO countersigns the order form before 30 June", ["30 June"])
    s.label("pending_action", "Remind the user on 25 June if unsigned", ["25 June"])
    s.label("reference", "Q-GCP-3402", ["Q-GCP-3402"])
    s.label("reference", "PO-77120", ["PO-77120"])
    s.stale_value("64 GPUs", ["64 H100"], at="q48")
    s.stale_value("PO request awaiting buyer", ["awaiting buyer"], at="po")
    s.stale_value("whether GCP lets us move capacity", ["move capacity"], at="answers")
    return s.build()


def clinical_query() -> dict[str, Any]:
    rng = random.Random(2020)
    s = Script(
        "dev-clinical-ae-reconciliation",
        "Reconciling adverse-event counts for an interim analysis: late records, a dictionary "
        "version, a site excluded, data queries",
        "You are a clinical data assistant. Tools: sql (read-only access to the study's "
        "analysis datasets), edc (data queries to sites), docs. Never output patient-level "
        "identifiers.",
    )
    s.user(
        "For the CTX-204 interim analysis I need the serious adverse event counts by arm, "
        "reconciled between the safety database and the EDC, for the data cut of 30 April "
        "2025. Site-level numbers only, no subject IDs in anything you show me.",
        mark="ask",
    )
    s.model(
        "Counting SAEs by arm in the analysis datasets.",
        [
            (
                "sql",
                {
                    "query": "select trt01a, count(*) from adae where aeser='Y' and astdt<='2025-04-30' group by trt01a"
                },
            )
        ],
    )
    s.tool(
        "trt01a       count\nCTX-204 10mg  21\nplacebo      13\n(2 rows)\n"
        "ADSL: 412 randomized, 406 treated\n\n"
        + table(
            ["site", "subjects", "ae_rows"],
            [[100 + i, rng.randint(4, 40), rng.randint(10, 300)] for i in range(40)],
        )
    )
    s.model(
        "In ADAE: 34 SAEs up to the data cut, 21 in the 10 mg arm and 13 on placebo. ADSL has "
        "412 randomized and 406 treated subjects.",
        mark="sae34",
    )
    s.user("The safety database says 37. Where's the gap?")
    s.model(
        "Comparing against the safety database extract.",
        [
            (
                "sql",
                {
                    "query": "select site, count(*) from safety_sae s left join adae a using(caseid) where a.caseid is null group by site"
                },
            )
        ],
    )
    s.tool(
        "site  missing_in_adae\n108   3\n(1 row)\nnote: 3 SAE records at site 108 entered in EDC on "
        "2025-05-06, after the ADAE extract of 2025-05-02\n" + noise(rng, 180, "ci")
    )
    s.model(
        "All three missing SAEs are from site 108: they were entered in the EDC on 6 May, after "
        "the ADAE extract of 2 May. They may be duplicates of one event, as site 108 reported "
        "three SAEs on the same day; I can't tell without the narratives.",
        mark="gap",
    )
    s.user(
        "Re-run the extract so ADAE has them. And which MedDRA version is ADAE coded with? The "
        "SAP says 27.0.",
        mark="rerun",
    )
    s.model(
        "Re-extracting and checking the coding dictionary.",
        [
            ("sql", {"action": "refresh", "dataset": "adae", "cut": "2025-04-30"}),
            ("sql", {"query": "select distinct meddra_version from adae"}),
        ],
    )
    s.tool(
        "adae refreshed 2025-06-03 08:41, rows 5,918 (+3)\n" + noise(rng, 120, "ci"),
        "meddra_version\n26.1\n(1 row)\n",
    )
    s.model(
        "ADAE is refreshed (5,918 rows, the 3 site-108 records included). It is coded with "
        "MedDRA 26.1, not the 27.0 the SAP asks for.",
        mark="meddra261",
    )
    s.user(
        "Recode to 27.0 then, the SAP wins. Check the three site-108 records while it runs.",
        mark="recode",
    )
    s.model(
        "Recoding and reading the three narratives (summaries only).",
        [
            ("sql", {"action": "recode", "dataset": "adae", "dictionary": "MedDRA 27.0"}),
            (
                "docs",
                {
                    "action": "narratives",
                    "site": 108,
                    "received": "2025-05-06",
                    "fields": ["event", "onset", "outcome"],
                },
            ),
        ],
    )
    s.tool(
        "adae recoded with MedDRA 27.0: 5,918 rows, 14 preferred terms changed\n"
        + noise(rng, 100, "ci"),
        "narrative 1: pneumonia, onset 2025-04-11, hospitalised\n"
        "narrative 2: pneumonia (follow-up report of narrative 1), onset 2025-04-11\n"
        "narrative 3: atrial fibrillation, onset 2025-04-22, hospitalised\n",
    )
    s.model(
        "ADAE is on MedDRA 27.0 now (14 preferred terms changed). The site-108 question is "
        "answered: two of the three records are the same pneumonia event (a follow-up "
        "report), the third is a separate atrial fibrillation. So the reconciled count is 36 "
        "SAEs, not 37: 22 in the 10 mg arm and 14 on placebo.",
        mark="sae36",
    )
    s.user(
        "Fine, 36 it is, provided the safety team merges the duplicate on their side. Raise "
        "a data query to site 108 to confirm the follow-up link. Also, site 117 had the "
        "monitoring findings, should we keep them in?",
        mark="dq",
    )
    s.model(
        "Raising the query, and pulling the site-117 findings.",
        [
            (
                "edc",
                {
                    "action": "query",
                    "site": 108,
                    "text": "Please confirm narrative 2 is a follow-up of narrative 1 (pneumonia, onset 2025-04-11)",
                },
            ),
            ("docs", {"action": "monitoring-report", "site": 117}),
        ],
    )
    s.tool(
        "data query DQ-5590 opened at site 108, due 2025-06-10\n",
        "Monitoring visit report site 117 (2025-05-20): informed consent version 3 used for "
        "11 subjects after version 4 was approved; source data verification incomplete for "
        "AE pages. Follow-up visit planned 2025-06-24.\n" + noise(rng, 160, "ci"),
    )
    s.model(
        "DQ-5590 is open at site 108, due 10 June. Site 117's monitoring report: 11 subjects "
        "consented on an outdated form, and source data verification of the AE pages is "
        "incomplete; the follow-up visit is on 24 June. Options: keep site 117 in the interim "
        "dataset with a footnote, or leave it out until the follow-up visit.",
        mark="options117",
    )
    s.user(
        "Statistician agrees with me: 117 stays out until the follow-up visit. Note it in "
        "the analysis plan deviations log.",
        mark="ex117",
    )
    s.model(
        "Logging the deviation.",
        [
            (
                "docs",
                {
                    "action": "append",
                    "doc": "CTX-204 SAP deviations log",
                    "text": "Site 117 excluded from interim dataset pending follow-up monitoring visit 2025-06-24",
                },
            )
        ],
    )
    s.tool("appended entry DEV-12 to CTX-204 SAP deviations log\n")
    s.model(
        "Logged as DEV-12 in the CTX-204 SAP deviations log.",
        mark="dev12",
    )
    s.user("Without 117, what are the numbers?")
    s.model(
        "Recounting without site 117.",
        [
            (
                "sql",
                {
                    "query": "select trt01a, count(*) from adae where aeser='Y' and siteid<>117 group by trt01a"
                },
            )
        ],
    )
    s.tool(
        "trt01a       count\nCTX-204 10mg  21\nplacebo      13\n(2 rows)\nnote: counts include both "
        "site-108 pneumonia records\n" + noise(rng, 120, "ci")
    )
    s.model(
        "Without site 117 the query returns 21 and 13, but that still counts the duplicate "
        "pneumonia twice; net of it, 33 SAEs: 20 in the 10 mg arm and 13 on placebo.",
        mark="final",
    )
    s.user(
        "OK. I still don't know if the DSMB wants the by-site table in the interim package or "
        "only the arm totals; I'll ask Dr. Osei on Monday. Send me the arm totals now."
    )
    s.model(
        "Arm totals, data cut 30 April 2025, site 117 excluded, duplicate merged: CTX-204 10 mg "
        "20 SAEs, placebo 13 SAEs (33 in total). Open: DQ-5590 at site 108 (due 10 June) and "
        "whether the DSMB wants the by-site table."
    )
    s.user("Give me the site-level AE listing for the appendix, site totals only.")
    s.model("Listing.", [("sql", {"query": "select siteid, count(*) from adae group by siteid"})])
    s.tool(
        table(["site", "ae_rows"], [[100 + i, rng.randint(10, 300)] for i in range(40)])
        + "\n"
        + noise(rng, 200, "ci")
    )
    s.model("Site totals are attached: 40 sites, no subject identifiers.")
    s.label(
        "user_goal",
        "Reconciled SAE counts by arm for the CTX-204 interim, data cut 30 April 2025, no subject IDs",
        ["CTX-204", "30 April 2025"],
    )
    s.label("fact", "412 randomized, 406 treated", ["412 randomized"])
    s.label("fact", "Two site-108 records are the same pneumonia event", ["pneumonia"], at="sae36")
    s.label("decision", "Recode ADAE to MedDRA 27.0", ["27.0"], at="recode")
    s.label("decision", "Site 117 excluded until the follow-up visit", ["117"], at="ex117")
    s.label("fact", "Net of site 117 and the duplicate: 33 SAEs (20 vs 13)", ["33 SAEs"])
    s.label("pending_action", "DQ-5590 at site 108, due 10 June", ["DQ-5590"])
    s.label("open_issue", "Whether the DSMB wants the by-site table", ["DSMB"])
    s.label("reference", "DEV-12 in the SAP deviations log", ["DEV-12"])
    s.label("reference", "dataset ADAE", ["adae"])
    s.stale_value("34 SAEs in ADAE", ["34 SAEs"], at="sae36")
    s.stale_value("MedDRA 26.1", ["26.1"], at="recode")
    s.stale_value("36 SAEs", ["36 SAEs"], at="final")
    s.stale_value(
        "whether the three site-108 records are duplicates", ["may be duplicates"], at="sae36"
    )
    return s.build()


def zh_support_escalation() -> dict[str, Any]:
    rng = random.Random(2121)
    s = Script(
        "dev-zh-support-escalation",
        "物流客户投诉升级：赔付方案改了两次、负责人交接、回复期限调整、待打款",
        "你是客服升级处理助手。工具：ticket（工单系统）、order（订单与轨迹）、contract（合同条款）、"
        "finance（赔付与打款）、im（内部沟通）。",
    )
    s.user(
        "华锐物流投诉升级了：订单 WL-88213 的货物晚到 6 天，客户要求全额退运费 4,800 元，"
        "要我们 48 小时内给正式答复。这个单先由小林跟，你帮我把情况理清楚。",
        mark="ask",
    )
    s.model(
        "先看工单和订单轨迹。",
        [("ticket", {"id": "CS-20250607-114"}), ("order", {"id": "WL-88213", "track": True})],
    )
    s.tool(
        "工单 CS-20250607-114 客户 华锐物流 等级 P2 负责人 小林 回复期限 6月11日（周三）18:00\n",
        "WL-88213 上海→成都 运费 4,800 元 承诺时效 3 天 实际 9 天\n"
        "6月1日 上海嘉定中转仓 滞留（仓库爆仓）\n6月6日 出仓\n6月9日 签收\n"
        + noise(rng, 220, "zh"),
    )
    s.model(
        "工单 CS-20250607-114 目前是 P2，负责人小林，回复期限 6月11日（周三）18:00。"
        "WL-88213 上海到成都，运费 4,800 元，承诺 3 天实际 9 天，晚了 6 天，原因是货物在上海嘉定中转仓"
        "滞留（仓库爆仓）。",
        mark="facts1",
    )
    s.user("合同里延误怎么赔？")
    s.model("查合同条款。", [("contract", {"customer": "华锐物流", "clause": "延误"})])
    s.tool(
        "框架合同 HT-2024-0392 第 8.2 条：因承运方原因延误，每延误一天按运费的 5% 赔付，"
        "累计不超过运费的 30%。\n" + noise(rng, 180, "zh")
    )
    s.model(
        "框架合同 HT-2024-0392 第 8.2 条：每延误一天赔运费的 5%，上限 30%。晚了 6 天，按合同赔 "
        "30%，即 1,440 元。",
        mark="clause",
    )
    s.user(
        "先按合同给方案，赔 1,440 元。客户那边还提到有两箱货外包装破损，这个要不要单独理赔我还不确定，"
        "你先记下。",
        mark="offer1",
    )
    s.model(
        "记下了：方案一按合同赔 1,440 元；外包装破损的两箱是否单独走货损理赔，待确认。"
        "需要仓库的签收照片来判断破损情况，我去要。",
        [("im", {"to": "成都仓 收货组", "text": "请提供 WL-88213 签收时的外包装照片"})],
        mark="photos",
    )
    s.tool("消息已发送\n")
    s.model("已向成都仓收货组要 WL-88213 的签收照片。")
    s.user(
        "小林明天调岗，这个单转给王经理。另外客户说周三太赶，回复期限跟客户约到了周四 6月12日 中午。",
        mark="wang",
    )
    s.model(
        "改负责人和期限。",
        [("ticket", {"id": "CS-20250607-114", "owner": "王经理", "due": "6月12日 12:00"})],
    )
    s.tool("CS-20250607-114 负责人 小林 → 王经理；回复期限 6月11日 18:00 → 6月12日 12:00\n")
    s.model(
        "工单已转给王经理，回复期限改为 6月12日（周四）12:00。",
        mark="moved",
    )
    s.user("客户回话了，嫌 1,440 太少，说不给到一半就去平台投诉。王经理能批多少？")
    s.model(
        "查王经理的审批权限。",
        [("finance", {"action": "authority", "approver": "王经理", "type": "赔付"})],
    )
    s.tool("王经理 赔付审批上限：单笔 3,000 元；超过需总监审批\n" + noise(rng, 150, "zh"))
    s.model(
        "王经理单笔可批到 3,000 元。客户要的一半是 2,400 元，在他的权限内。",
        mark="authority",
    )
    s.user("王经理同意了，就按 2,400 元走，再送一张 500 元运费券。", mark="offer2")
    s.model(
        "提交赔付。",
        [
            (
                "finance",
                {
                    "action": "compensation",
                    "order": "WL-88213",
                    "amount": 2400,
                    "coupon": 500,
                    "approver": "王经理",
                },
            )
        ],
    )
    s.tool(
        "赔付单 PF-61877 已创建：2,400 元 + 500 元运费券，审批人 王经理，状态 已批准；"
        "打款需财务在 3 个工作日内完成\n" + noise(rng, 120, "zh")
    )
    s.model(
        "赔付单 PF-61877 已批准：2,400 元加 500 元运费券。财务要在 3 个工作日内打款。"
        "客户是否接受这个方案还要等回复。",
        mark="pf",
    )
    s.user("签收照片到了吗？")
    s.model("看一下。", [("im", {"from": "成都仓 收货组", "about": "WL-88213"})])
    s.tool(
        "成都仓 收货组：WL-88213 签收照片 3 张已上传至工单附件，两箱外包装压痕，内件完好，"
        "客户签收单备注“外箱破损”。\n" + noise(rng, 100, "zh")
    )
    s.model(
        "照片已上传到工单附件：两箱外包装有压痕，内件完好，客户签收单备注了“外箱破损”。",
        mark="photo",
    )
    s.user(
        "客户刚回复，接受 2,400 元加运费券的方案。货损那块客户说内件没坏就不追了。"
        "提醒财务 6月13日 前打款，打完我来结单。",
        mark="accept",
    )
    s.model(
        "好的：客户已接受 2,400 元加 500 元运费券，货损不单独理赔。PF-61877 需财务 6月13日 前打款，"
        "打款后由你结单。",
        [("im", {"to": "财务", "text": "PF-61877 请于 6月13日 前打款 2,400 元"})],
    )
    s.tool("消息已发送\n")
    s.model("已提醒财务 6月13日 前打款 PF-61877。")
    s.user("把华锐物流近三个月的工单拉一下，我看看是不是老问题。")
    s.model("查询。", [("ticket", {"customer": "华锐物流", "since": "3 个月"})])
    s.tool(noise(rng, 260, "zh"))
    s.model("近三个月华锐物流共 41 张工单，延误类只有这一张，其余是开票和改地址。")
    s.label("user_goal", "处理华锐物流对 WL-88213 延误的投诉并正式答复", ["华锐物流"])
    s.label("fact", "合同 8.2 条：每天 5%，上限 30%", ["8.2"])
    s.label("fact", "延误原因：上海嘉定中转仓爆仓", ["上海嘉定"])
    s.label("decision", "赔 2,400 元加 500 元运费券", ["2,400", "500 元运费券"], at="offer2")
    s.label("fact", "负责人王经理，期限 6月12日 12:00", ["王经理", "6月12日"], at="moved")
    s.label("fact", "客户接受方案，货损不单独理赔", ["接受 2,400"], at="accept")
    s.label("pending_action", "财务 6月13日 前打款 PF-61877", ["6月13日"])
    s.label("reference", "工单 CS-20250607-114", ["CS-20250607-114"])
    s.label("reference", "赔付单 PF-61877", ["PF-61877"])
    s.label("reference", "合同 HT-2024-0392", ["HT-2024-0392"])
    s.stale_value("赔 1,440 元", ["1,440"], at="offer2")
    s.stale_value("负责人小林", ["小林"], at="moved")
    s.stale_value("期限 6月11日", ["6月11日"], at="moved")
    s.stale_value("货损是否单独理赔待确认", ["单独", "待确认"], at="accept")
    s.stale_value("客户是否接受待回复", ["是否接受"], at="accept")
    return s.build()


def zh_redis_migration() -> dict[str, Any]:
    rng = random.Random(2222)
    s = Script(
        "dev-zh-redis-migration",
        "自建 Redis 迁移到云上 Tair：同步方案、实例规格、切换窗口改期、压测与兼容性",
        "你是运维迁移助手。工具：shell（跳板机命令）、cloud（云资源控制台 API）、monitor（监控）、"
        "ticket（变更工单）、im。",
    )
    s.user(
        "要把 IDC 自建的 Redis 集群 cache-prod 迁到阿里云 Tair，停机时间不能超过 5 分钟，6 月底前完成。"
        "切换窗口先定 6月21日 凌晨 2 点。先摸一下现在集群的底。",
        mark="ask",
    )
    s.model(
        "看集群信息。",
        [
            (
                "shell",
                {"host": "jump-01", "cmd": "redis-cli -c -h cache-prod info; redis-cli --bigkeys"},
            )
        ],
    )
    s.tool(
        "# Memory\nused_memory_human:186.40G\n# Keyspace\ndb0:keys=421337602,expires=90233110\n"
        "cluster_size:12 masters, 12 replicas\n"
        "Biggest hash found 'sess:agg:2025' has 18,220,411 fields\n"
        + log_lines(rng, 260, "cache-prod", "01:00", {})
    )
    s.model(
        "cache-prod：12 主 12 从，内存 186.4 GB，约 4.2 亿个 key；最大的 key 是 hash sess:agg:2025，"
        "有 1822 万个 field。",
        mark="base",
    )
    s.user("同步怎么做？双写还是用工具？")
    s.model(
        "两个方案：\n1. 业务双写，改代码，切换最平滑，但要改 14 个服务；\n"
        "2. 用 redis-shake 做全量加增量同步，不改代码，切换时停写几分钟。",
        mark="opts",
    )
    s.user("双写改动太大，不考虑。走 2。", mark="shake")
    s.model(
        "那就用 redis-shake。先开 Tair 实例。",
        [
            (
                "cloud",
                {
                    "action": "create",
                    "product": "tair",
                    "spec": "tair.rdb.64g",
                    "shards": 4,
                    "name": "cache-prod-tair",
                },
            )
        ],
    )
    s.tool(
        "实例 r-bp1x9k2 创建成功，规格 tair.rdb.64g × 4 分片（共 256 GB），状态 运行中\n"
        + noise(rng, 80, "zh")
    )
    s.model(
        "Tair 实例 r-bp1x9k2 已创建：tair.rdb.64g × 4 分片，共 256 GB。",
        mark="inst",
    )
    s.user(
        "186 GB 放 256 GB 太紧了，大促一来就满。升到 8 分片。",
        mark="eight",
    )
    s.model("变配。", [("cloud", {"action": "modify", "instance": "r-bp1x9k2", "shards": 8})])
    s.tool("r-bp1x9k2 变配完成：tair.rdb.64g × 8 分片（共 512 GB）\n" + noise(rng, 60, "zh"))
    s.model("r-bp1x9k2 已升到 8 分片，共 512 GB。", mark="512")
    s.user("开始同步吧。Lua 脚本在 Tair 上能不能跑我心里没底，我们有 23 个脚本。", mark="lua")
    s.model(
        "启动 redis-shake，同时把 Lua 兼容性记成待验证项。",
        [("shell", {"host": "jump-01", "cmd": "redis-shake -conf shake.toml"})],
    )
    s.tool(
        "[INFO] sync start: source cache-prod -> r-bp1x9k2\n[INFO] full sync progress 12%\n"
        "[INFO] full sync progress 47%\n[INFO] full sync done, 421,337,602 keys\n"
        "[INFO] incr sync lag 2.1s\n" + log_lines(rng, 240, "redis-shake", "03:00", {})
    )
    s.model(
        "全量同步完成（421,337,602 个 key），增量同步延迟 2.1 秒。",
        mark="sync1",
    )
    s.user("2.1 秒延迟太高，切换时要等它追平。能调吗？")
    s.model(
        "把增量并发从 4 调到 16 再看。",
        [
            (
                "shell",
                {
                    "host": "jump-01",
                    "cmd": "sed -i 's/incr_sync_parallel = 4/incr_sync_parallel = 16/' shake.toml && redis-shake reload",
                },
            )
        ],
    )
    s.tool(
        "[INFO] config reloaded incr_sync_parallel=16\n[INFO] incr sync lag 0.3s\n"
        + log_lines(rng, 200, "redis-shake", "04:00", {})
    )
    s.model(
        "incr_sync_parallel 从 4 调到 16 后，增量延迟降到 0.3 秒。",
        mark="lag03",
    )
    s.user(
        "可以。DBA 老周这周五前做一次压测，用线上流量回放，看 Tair 的 p99。Lua 那边也让他顺便测一下。",
        mark="zhou",
    )
    s.model(
        "已在变更工单里给老周派了压测任务。",
        [
            (
                "ticket",
                {
                    "action": "create",
                    "title": "cache-prod 迁移 Tair 压测 + Lua 兼容性",
                    "owner": "老周",
                    "due": "周五",
                },
            )
        ],
    )
    s.tool("变更工单 OPS-7731 已创建，负责人 老周，截止 6月13日（周五）\n")
    s.model(
        "变更工单 OPS-7731 已派给老周，6月13日（周五）前完成压测和 Lua 兼容性测试。", mark="ops"
    )
    s.user(
        "业务那边说 6月21日 有个活动，窗口改到 6月28日 凌晨 2 点吧。",
        mark="w28",
    )
    s.model(
        "改窗口。",
        [("ticket", {"action": "update", "id": "OPS-7731", "window": "6月28日 02:00"})],
    )
    s.tool("OPS-7731 切换窗口 6月21日 02:00 → 6月28日 02:00\n")
    s.model("切换窗口已改到 6月28日 凌晨 2 点。", mark="moved")
    s.user("老周压测做完了吗？")
    s.model("查工单。", [("ticket", {"id": "OPS-7731", "comments": True})])
    s.tool(
        "OPS-7731 评论（老周，6月13日）：压测完成，回放 3 万 QPS，Tair p99 1.8 ms（IDC 2.6 ms）。"
        "23 个 Lua 脚本全部通过。sess:agg:2025 迁移时 DEL 阻塞 4.2 秒，大 key 要拆。\n"
        + noise(rng, 140, "zh")
    )
    s.model(
        "老周的压测完成：回放 3 万 QPS，Tair p99 1.8 ms（IDC 是 2.6 ms）；23 个 Lua 脚本全部通过。"
        "但大 key sess:agg:2025 在迁移时 DEL 阻塞了 4.2 秒，需要拆分。",
        mark="bench",
    )
    s.user(
        "大 key 让会员组拆成按月分片，谁来拆我还没定，先挂着。切换前 6月27日 要通知所有业务方冻结发布，"
        "这个你来发。",
        mark="freeze",
    )
    s.model("记下：sess:agg:2025 拆分的负责人待定；6月27日 由我通知所有业务方冻结发布。")
    s.user("再拉一下 shake 的日志，看有没有报错。")
    s.model("看日志。", [("shell", {"host": "jump-01", "cmd": "tail -n 300 shake.log"})])
    s.tool(log_lines(rng, 300, "redis-shake", "06:00", {}))
    s.model("最近 300 行没有报错，增量延迟稳定在 0.3 秒左右。")
    s.label("user_goal", "cache-prod 迁到 Tair，停机不超过 5 分钟，6 月底前完成", ["5 分钟"])
    s.label("fact", "186.4 GB，约 4.2 亿 key", ["186.4 GB"])
    s.label("decision", "用 redis-shake 同步，不做双写", ["redis-shake"], at="shake")
    s.label("decision", "Tair 升到 8 分片 512 GB", ["512 GB"])
    s.label("fact", "incr_sync_parallel 16，延迟 0.3 秒", ["0.3 秒"])
    s.label("fact", "压测 p99 1.8 ms，Lua 脚本全部通过", ["1.8 ms"])
    s.label("decision", "切换窗口 6月28日 凌晨 2 点", ["6月28日"], at="w28")
    s.label("open_issue", "sess:agg:2025 拆分谁来做未定", ["sess:agg:2025", "拆"], at="freeze")
    s.label("pending_action", "6月27日 通知业务方冻结发布", ["6月27日"])
    s.label("reference", "实例 r-bp1x9k2", ["r-bp1x9k2"])
    s.label("reference", "工单 OPS-7731", ["OPS-7731"])
    s.stale_value("窗口 6月21日", ["6月21日"], at="w28")
    s.stale_value("4 分片 256 GB", ["256 GB"], at="512")
    s.stale_value("延迟 2.1 秒", ["2.1 秒"], at="lag03")
    s.stale_value("Lua 能不能跑待验证", ["Lua", "心里没底"], at="bench")
    s.stale_value("老周周五前压测（已完成）", ["老周", "周五前"], at="bench")
    return s.build()


# -- 23-25. the sixth batch: a check, written after the fourth round's rules, measured once --


def dsar_request() -> dict[str, Any]:
    rng = random.Random(2323)
    s = Script(
        "dev-privacy-dsar",
        "A data subject access request: systems searched, a deadline extended, a redaction "
        "policy chosen, a vendor still to answer",
        "You are a privacy-operations assistant. Tools: search (internal systems by email or "
        "customer id), tickets, vendors (processor contacts), docs.",
    )
    s.user(
        "We got a subject access request from a former customer, Ilse Brandt "
        "(customer id C-448102), received 2 May. GDPR gives us one month, so the answer is "
        "due 2 June. Find every system that holds her data and draft the response pack. "
        "Nothing about other customers may leak into it.",
        mark="ask",
    )
    s.model(
        "Searching the systems by email and customer id.",
        [("search", {"customer_id": "C-448102", "email": "ilse.brandt@example.org"})],
    )
    s.tool(
        "crm: 1 record (C-448102), 14 notes\nbilling: 37 invoices, 2 refunds\n"
        "support (Zendesk): 9 tickets\nanalytics warehouse: table events_raw 48,211 rows\n"
        "marketing (Brevo): subscribed until 2024-11-03\n\n" + noise(rng, 260, "erp")
    )
    s.model(
        "Her data is in five systems: CRM (1 record, 14 notes), billing (37 invoices, 2 "
        "refunds), Zendesk (9 tickets), the analytics warehouse (48,211 rows in events_raw) and "
        "Brevo, where she was subscribed until 3 November 2024.",
        mark="systems",
    )
    s.user("Do the support tickets mention other customers?")
    s.model(
        "Reading the 9 tickets.",
        [("search", {"system": "zendesk", "customer_id": "C-448102", "full_text": True})],
    )
    s.tool(
        "ticket ZD-77120: mentions order of another customer (C-501377) in a forwarded thread\n"
        "ticket ZD-78004: CC'd her husband's email address\n"
        "7 other tickets: only her own data\n\n" + noise(rng, 200, "erp")
    )
    s.model(
        "Two of the nine do: ZD-77120 forwards another customer's order (C-501377), and "
        "ZD-78004 has her husband's email address in CC. The other seven are only about her.",
        mark="tickets",
    )
    s.user(
        "Redact the third-party parts in those two rather than leaving the tickets out. "
        "Black boxes, not deletion, so she can see something was removed.",
        mark="redact",
    )
    s.model(
        "Redacting.",
        [("docs", {"action": "redact", "tickets": ["ZD-77120", "ZD-78004"], "style": "black box"})],
    )
    s.tool("2 documents redacted: ZD-77120 (4 boxes), ZD-78004 (1 box)\n")
    s.model("Done: ZD-77120 has 4 redaction boxes, ZD-78004 has 1.", mark="redacted")
    s.user(
        "The warehouse export, 48k rows of events, is that something we must give her? Legal "
        "hasn't told me."
    )
    s.model(
        "Probably yes, as personal data linked to her id, but it is raw clickstream; whether "
        "a summary is enough instead of the rows is a legal call I can't make."
    )
    s.user("Also our email processor, Brevo, has to confirm what they hold. Ask them.")
    s.model(
        "Writing to Brevo.",
        [
            (
                "vendors",
                {"vendor": "Brevo", "request": "confirm data held for ilse.brandt@example.org"},
            )
        ],
    )
    s.tool("request VR-2291 sent to Brevo DPO, SLA 10 business days\n" + noise(rng, 60, "erp"))
    s.model(
        "Sent to Brevo's DPO as VR-2291; their SLA is 10 business days, so around 17 May.",
        mark="brevo",
    )
    s.user(
        "Legal came back on the warehouse: a summary per event type is fine, no raw rows. "
        "And because of the volume they want to use the two-month extension, so the new "
        "deadline is 2 July. Tell her that by 31 May at the latest.",
        mark="legal",
    )
    s.model(
        "Building the summary.",
        [("search", {"system": "warehouse", "customer_id": "C-448102", "group_by": "event_type"})],
    )
    s.tool(
        table(
            ["event_type", "rows", "first", "last"],
            [
                [f"evt_{i:02d}", rng.randint(100, 9000), "2022-03-01", "2024-10-30"]
                for i in range(30)
            ],
        )
        + "\n"
        + noise(rng, 150, "erp")
    )
    s.model(
        "The warehouse summary has 30 event types, 2022-03-01 to 2024-10-30. Per legal, no "
        "raw rows go in the pack.",
        mark="summary",
    )
    s.user("Did Brevo answer?")
    s.model("Checking.", [("vendors", {"request": "VR-2291"})])
    s.tool(
        "VR-2291 answered by Brevo DPO on 2024-05-14: contact record, 212 campaign sends, "
        "open/click events, unsubscribe on 2024-11-03. Export attached (brevo_C-448102.csv).\n"
        + noise(rng, 80, "erp")
    )
    s.model(
        "Brevo answered VR-2291 on 14 May: her contact record, 212 campaign sends, open and "
        "click events, and the unsubscribe of 3 November 2024; the export is "
        "brevo_C-448102.csv.",
        mark="brevo_done",
    )
    s.user(
        "Good. Send her the extension notice now, and I'll review the full pack on Monday "
        "before it goes out."
    )
    s.model(
        "Sending the extension notice.",
        [
            (
                "docs",
                {
                    "action": "send",
                    "template": "dsar-extension",
                    "to": "ilse.brandt@example.org",
                    "deadline": "2 July",
                },
            )
        ],
    )
    s.tool("sent extension notice EXT-5520 to ilse.brandt@example.org\n" + noise(rng, 40, "erp"))
    s.model(
        "Extension notice EXT-5520 is sent; the new deadline is 2 July. The pack waits for your "
        "review on Monday."
    )
    s.label(
        "user_goal",
        "Answer Ilse Brandt's subject access request (C-448102) without leaking other customers' data",
        ["C-448102"],
    )
    s.label("fact", "Data in CRM, billing, Zendesk, warehouse (48,211 rows), Brevo", ["48,211"])
    s.label(
        "decision",
        "Redact third-party parts of ZD-77120 and ZD-78004 with black boxes",
        ["black box"],
        at="redact",
    )
    s.label(
        "decision",
        "Warehouse data as a summary per event type, no raw rows",
        ["per event type"],
        at="legal",
    )
    s.label("decision", "Use the extension: new deadline 2 July", ["2 July"], at="legal")
    s.label("fact", "Brevo answered VR-2291 on 14 May (212 campaign sends)", ["212 campaign sends"])
    s.label("pending_action", "User reviews the full pack on Monday", ["Monday"])
    s.label("reference", "ZD-77120", ["ZD-77120"])
    s.label("reference", "VR-2291", ["VR-2291"])
    s.label("fact", "Extension notice EXT-5520 sent", ["EXT-5520"])
    s.stale_value("due 2 June", ["2 June"], at="legal")
    s.stale_value("whether a summary is enough instead of rows", ["summary is enough"], at="legal")
    s.stale_value("Brevo to confirm (SLA around 17 May)", ["17 May"], at="brevo_done")
    return s.build()


def warehouse_recount() -> dict[str, Any]:
    rng = random.Random(2424)
    s = Script(
        "dev-ops-warehouse-recount",
        "A stock discrepancy in a warehouse: cycle counts, a bin moved, a write-off threshold",
        "You are an inventory-control assistant. Tools: wms (warehouse management queries), "
        "counts (cycle count tasks), erp (stock valuation, adjustments), mail.",
    )
    s.user(
        "The Tilburg DC shows 1,240 units of SKU 7731-BLK on hand but the pickers keep "
        "finding empty bins. I need the real number before Thursday's replenishment order, "
        "and any write-off above EUR 5,000 needs the controller's sign-off.",
        mark="ask",
    )
    s.model("Looking at the bins.", [("wms", {"sku": "7731-BLK", "site": "TIL", "by": "bin"})])
    s.tool(
        table(
            ["bin", "qty", "last_count"],
            [
                ["A-12-03", 480, "2025-01-14"],
                ["A-12-04", 400, "2025-01-14"],
                ["R-02-11", 360, "2024-11-02"],
            ]
            + [[f"X-{i:02d}-{rng.randint(1, 40):02d}", 0, "2025-02-01"] for i in range(60)],
        )
        + "\n"
        + noise(rng, 150, "erp")
    )
    s.model(
        "The 1,240 units sit in three bins: A-12-03 (480), A-12-04 (400) and reserve bin "
        "R-02-11 (360), which was last counted on 2 November.",
        mark="bins",
    )
    s.user("Count all three today.")
    s.model(
        "Creating cycle count tasks.",
        [("counts", {"bins": ["A-12-03", "A-12-04", "R-02-11"], "priority": "today"})],
    )
    s.tool("tasks CC-9011, CC-9012, CC-9013 created for shift B\n" + noise(rng, 60, "ops"))
    s.model("Count tasks CC-9011 to CC-9013 are queued for shift B today.", mark="tasks")
    s.user("Results?")
    s.model("Reading the counts.", [("counts", {"tasks": ["CC-9011", "CC-9012", "CC-9013"]})])
    s.tool(
        "CC-9011 A-12-03 counted 478 (system 480)\nCC-9012 A-12-04 counted 0 (system 400)\n"
        "CC-9013 R-02-11 counted 352 (system 360)\n\n" + noise(rng, 200, "ops")
    )
    s.model(
        "Counted: A-12-03 478, A-12-04 0, R-02-11 352. So 830 units are physically there, "
        "410 fewer than the system's 1,240; almost all of the gap is bin A-12-04.",
        mark="counted",
    )
    s.user(
        "400 units don't just vanish. Check the movements on A-12-04.",
    )
    s.model("Reading the movement log.", [("wms", {"bin": "A-12-04", "movements": "90d"})])
    s.tool(
        "2025-02-03 14:22 MOVE 400 x 7731-BLK A-12-04 -> QA-HOLD-2 user jvdberg reason: "
        "customer return inspection\n" + noise(rng, 220, "ops")
    )
    s.model(
        "Found them: on 3 February user jvdberg moved 400 units from A-12-04 to QA-HOLD-2 for "
        "a return inspection, but the move was booked in the WMS log only, not in the ERP "
        "stock location. I can't see whether QA released or scrapped them.",
        mark="qahold",
    )
    s.user("Ask QA what happened to them.", mark="askqa")
    s.model(
        "Asking QA.",
        [("mail", {"to": "qa-tilburg", "subject": "400 x 7731-BLK in QA-HOLD-2 since 3 Feb"})],
    )
    s.tool("mail sent, ticket QA-3318\n")
    s.model("Sent to QA as QA-3318.", mark="qa_sent")
    s.user("While we wait: what would the write-off be for the 8 and 2 missing in the other bins?")
    s.model("Valuing it.", [("erp", {"sku": "7731-BLK", "valuation": "moving average"})])
    s.tool("7731-BLK moving average cost EUR 23.40\n" + noise(rng, 120, "erp"))
    s.model(
        "10 units at EUR 23.40 moving average cost is EUR 234, well under the EUR 5,000 that "
        "needs the controller.",
        mark="value",
    )
    s.user("Book that adjustment.", mark="book")
    s.model(
        "Booking.",
        [("erp", {"action": "adjust", "sku": "7731-BLK", "qty": -10, "reason": "cycle count"})],
    )
    s.tool("adjustment ADJ-66120 posted: -10 x 7731-BLK, EUR -234.00\n")
    s.model("Adjustment ADJ-66120 posted: 10 units, EUR 234.", mark="adj")
    s.user("QA?")
    s.model("Checking QA-3318.", [("mail", {"ticket": "QA-3318"})])
    s.tool(
        "QA-3318 reply (M. Jansen): 400 units inspected; 385 released to stock on 12 Feb into "
        "bin B-07-02, 15 scrapped (damaged). Release booked in WMS only.\n" + noise(rng, 100, "ops")
    )
    s.model(
        "QA answered: of the 400, 385 were released on 12 February into bin B-07-02 and 15 "
        "scrapped as damaged. So the DC really holds 830 + 385 = 1,215 units; the 15 scrapped "
        "units (EUR 351) still need a write-off.",
        mark="qa_answer",
    )
    s.user(
        "Book the 15 as scrap too and fix the ERP location for the 385. Going forward every "
        "QA-HOLD move must be mirrored in the ERP the same day; Jeroen will put that in the "
        "SOP by the end of the month.",
        mark="sop",
    )
    s.model(
        "Booking both.",
        [
            ("erp", {"action": "adjust", "sku": "7731-BLK", "qty": -15, "reason": "scrap QA-3318"}),
            ("erp", {"action": "relocate", "sku": "7731-BLK", "qty": 385, "to": "B-07-02"}),
        ],
    )
    s.tool(
        "adjustment ADJ-66131 posted: -15 x 7731-BLK, EUR -351.00\n",
        "relocation RL-2207 posted: 385 -> B-07-02\n",
    )
    s.model(
        "Scrap booked as ADJ-66131 (EUR 351) and the 385 units relocated to B-07-02 (RL-2207). "
        "On hand is now 1,215. Jeroen's SOP change is due at the end of the month."
    )
    s.label(
        "user_goal",
        "Real stock of 7731-BLK at Tilburg before Thursday's replenishment order",
        ["7731-BLK", "Thursday"],
    )
    s.label("fact", "400 units moved A-12-04 -> QA-HOLD-2 on 3 February by jvdberg", ["QA-HOLD-2"])
    s.label("fact", "385 released into B-07-02, 15 scrapped", ["B-07-02"])
    s.label("decision", "Book the 10-unit count adjustment (EUR 234)", ["ADJ-66120"], at="adj")
    s.label("decision", "QA-HOLD moves mirrored in the ERP the same day", ["same day"], at="sop")
    s.label("pending_action", "Jeroen puts the rule in the SOP by end of month", ["Jeroen"])
    s.label("fact", "On hand 1,215", ["1,215"])
    s.label("reference", "QA-3318", ["QA-3318"])
    s.label("reference", "bin A-12-04", ["A-12-04"])
    s.label("fact", "Write-offs above EUR 5,000 need the controller", ["EUR 5,000"])
    s.stale_value("1,240 units on hand", ["1,240"], at="counted")
    s.stale_value("830 units physically there", ["830 units"], at="qa_answer")
    s.stale_value("whether QA released or scrapped", ["released or scrapped"], at="qa_answer")
    return s.build()


def zh_month_close() -> dict[str, Any]:
    rng = random.Random(2525)
    s = Script(
        "dev-zh-month-close",
        "月结对账：银行流水差异、暂估入账、汇率口径改了、待供应商回函",
        "你是财务共享中心的助手。工具：ledger（总账与明细账查询）、bank（银行流水）、"
        "ap（应付与供应商对账）、mail。",
    )
    s.user(
        "5 月月结，华东公司的银行存款余额对不上：总账 8,426,310.55 元，招商银行对账单 8,401,870.55 元，"
        "差 24,440 元。6月5日 前要关账，帮我找出差异。",
        mark="ask",
    )
    s.model(
        "拉 5 月的银行流水和总账明细。",
        [
            ("bank", {"account": "招行 尾号 6621", "month": "2025-05"}),
            ("ledger", {"account": "1002", "month": "2025-05"}),
        ],
    )
    s.tool(
        "招行 6621 2025-05 流水 1,284 笔\n" + noise(rng, 220, "zh"),
        "1002 银行存款 2025-05 明细 1,291 笔\n" + noise(rng, 220, "zh"),
    )
    s.model(
        "银行 1,284 笔，总账 1,291 笔，总账多 7 笔。逐笔匹配后：5 笔是 5 月 31 日的付款，银行 6 月 3 日才扣款（在途）；"
        "另外 2 笔对不上，合计 24,440 元里还有 3,200 元没找到来源。",
        mark="match1",
    )
    s.user("那 2 笔是什么？")
    s.model("查这两笔凭证。", [("ledger", {"vouchers": ["记-0531-118", "记-0531-121"]})])
    s.tool(
        "记-0531-118 付 苏州恒达 货款 21,240.00 元 摘要：预付\n"
        "记-0531-121 手续费 3,200.00 元 摘要：跨境汇款手续费（按 5 月 1 日汇率 7.21 折算）\n"
        + noise(rng, 120, "zh")
    )
    s.model(
        "记-0531-118 是付苏州恒达的预付款 21,240 元，银行还没扣；记-0531-121 是跨境汇款手续费 3,200 元，"
        "按 5 月 1 日汇率 7.21 折算的。银行实际扣的手续费金额要看回单。",
        mark="vouchers",
    )
    s.user("手续费按集团口径应该用月末汇率，不是月初。改成 5 月 31 日汇率重新算。", mark="fx")
    s.model("查月末汇率并重算。", [("ledger", {"fx": "USD/CNY", "date": "2025-05-31"})])
    s.tool("USD/CNY 2025-05-31 中间价 7.19\n" + noise(rng, 60, "zh"))
    s.model(
        "5 月 31 日中间价 7.19，手续费折算后为 3,191.12 元，比原来少 8.88 元。",
        mark="fx_done",
    )
    s.user("恒达那笔预付，银行到底扣了没有？我不确定是不是被退回了。", mark="hengda_q")
    s.model(
        "查 6 月初的流水。",
        [("bank", {"account": "招行 尾号 6621", "from": "2025-06-01", "to": "2025-06-04"})],
    )
    s.tool("2025-06-03 付 苏州恒达 21,240.00 元 成功\n" + noise(rng, 160, "zh"))
    s.model(
        "没有退回：6 月 3 日银行已付苏州恒达 21,240 元，属于在途，调节表里列为企业已付银行未付。",
        mark="hengda_a",
    )
    s.user(
        "好。在途的做调节表就行，不调账。手续费差额 8.88 元做一张调整凭证。另外 4 月有一笔暂估的物流费 "
        "56,000 元，供应商发票一直没来，让应付的小何跟供应商催一下，6月4日 前要回复。",
        mark="decide",
    )
    s.model(
        "做调整凭证并通知小何。",
        [
            ("ledger", {"action": "voucher", "amount": 8.88, "memo": "跨境手续费汇率调整"}),
            (
                "mail",
                {
                    "to": "小何",
                    "text": "请催顺丰供应链 4 月暂估物流费 56,000 元的发票，6月4日 前回复",
                },
            ),
        ],
    )
    s.tool("凭证 记-0531-140 已生成，金额 8.88 元\n", "邮件已发送\n")
    s.model("调整凭证 记-0531-140（8.88 元）已生成；已请小何 6月4日 前催回发票。", mark="sent")
    s.user("小何那边有消息吗？")
    s.model("看邮件。", [("mail", {"from": "小何"})])
    s.tool(
        "小何 6月4日 10:12：顺丰供应链回复，发票金额 54,300 元（比暂估少 1,700 元），今天寄出，单号 SF1409926631。\n"
        + noise(rng, 80, "zh")
    )
    s.model(
        "小何回复：顺丰供应链的发票金额是 54,300 元，比暂估的 56,000 元少 1,700 元，今天寄出，"
        "快递单号 SF1409926631。",
        mark="invoice",
    )
    s.user("暂估按 54,300 元冲回重估，差额进 5 月。发票到了以后让小何做应付挂账。", mark="reest")
    s.model("已记下：暂估按 54,300 元重估，差额 1,700 元冲减 5 月费用；发票到后由小何挂应付。")
    s.label("user_goal", "找出华东公司 5 月银行存款差异，6月5日 前关账", ["6月5日"])
    s.label("fact", "恒达预付 21,240 元 6 月 3 日已扣款，属在途", ["21,240"])
    s.label("decision", "手续费按月末汇率 7.19 折算", ["7.19"], at="fx")
    s.label("decision", "在途做调节表，不调账", ["调节表"], at="decide")
    s.label("fact", "调整凭证 记-0531-140（8.88 元）", ["记-0531-140"])
    s.label("decision", "暂估按 54,300 元重估", ["54,300"], at="reest")
    s.label("pending_action", "发票到后小何挂应付", ["挂账"], at="reest")
    s.label("reference", "快递单号 SF1409926631", ["SF1409926631"])
    s.label("reference", "招行 尾号 6621", ["6621"])
    s.stale_value("汇率 7.21", ["7.21"], at="fx")
    s.stale_value("手续费 3,200 元", ["3,200"], at="fx_done")
    s.stale_value("暂估 56,000 元", ["56,000"], at="reest")
    s.stale_value("恒达是否被退回", ["退回", "不确定"], at="hengda_a")
    s.stale_value("小何 6月4日 前催回发票", ["催", "6月4日 前"], at="invoice")
    return s.build()


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    estimator = TokenEstimator()
    for build in (
        procurement,
        etl,
        offsite,
        support,
        ml_release,
        zh_contract,
        kafka_lag,
        lease,
        zh_mysql,
        billing_dispute,
        ab_test,
        zh_promo,
        hr_offer,
        zh_freight_claim,
        code_ratelimit,
        zh_annual_party,
        postmortem_dns,
        mobile_crash,
        gpu_capacity,
        clinical_query,
        zh_support_escalation,
        zh_redis_migration,
        dsar_request,
        warehouse_recount,
        zh_month_close,
    ):
        doc = build()
        path = OUT / f"{doc['id']}.json"
        path.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        tokens = sum(estimator.count(Message.from_dict(m)) for m in doc["messages"])
        print(
            f"{path.name}: {len(doc['messages'])} messages, {tokens} tokens, "
            f"{len(doc['labels'])} labels, {len(doc['stale'])} stale"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

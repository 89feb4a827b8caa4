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


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    estimator = TokenEstimator()
    for build in (procurement, etl, offsite, support, ml_release, zh_contract):
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

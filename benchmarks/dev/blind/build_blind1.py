"""Blind labelled conversations by blind1 (dev data).

Writes four labelled conversations to benchmarks/dev/blind/<id>.json. The dialogue,
facts, value changes and labels are written by hand below; the long tool outputs come
from seeded generators. Each label's message_index is located as the first message by
which all its evidence has appeared, and the script asserts it is the message the label
was written for (given by hand as an anchor). Run: .venv/bin/python
benchmarks/dev/blind/build_blind1.py
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent


class Conv:
    def __init__(self, cid: str, title: str, system: str, seed: int) -> None:
        self.cid = cid
        self.title = title
        self.rng = random.Random(seed)
        self.messages: list[dict] = [{"role": "system", "content": [{"text": system}]}]
        self.marks: dict[str, int] = {}
        self.calls = 0
        self.labels: list[dict] = []
        self.stale: list[dict] = []

    def mark(self, name: str) -> None:
        # the index of the last message appended
        self.marks[name] = len(self.messages) - 1

    def user(self, text: str, mark: str | None = None) -> None:
        self.messages.append({"role": "user", "content": [{"text": text}]})
        if mark:
            self.mark(mark)

    def say(self, text: str, mark: str | None = None) -> None:
        self.messages.append({"role": "model", "content": [{"text": text}]})
        if mark:
            self.mark(mark)

    def act(
        self,
        text: str,
        calls: list[tuple[str, dict, str]],
        mark: str | None = None,
        req_mark: str | None = None,
    ) -> None:
        """A model step with tool calls, then the tool message answering them.

        mark names the tool message (where the outputs appear)."""
        parts: list[dict] = [{"text": text}] if text else []
        responses = []
        for name, inp, output in calls:
            self.calls += 1
            ref = f"call-{self.calls}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            responses.append({"toolResponse": {"name": name, "ref": ref, "output": output}})
        self.messages.append({"role": "model", "content": parts})
        if req_mark:
            self.mark(req_mark)
        self.messages.append({"role": "tool", "content": responses})
        if mark:
            self.mark(mark)

    def label(self, lid: str, kind: str, text: str, evidence: list[str], at: str) -> None:
        self.labels.append(
            {"id": lid, "kind": kind, "text": text, "evidence": evidence, "message_index": at}
        )

    def stale_value(self, sid: str, text: str, terms: list[str], at: str) -> None:
        self.stale.append({"id": sid, "text": text, "terms": terms, "message_index": at})

    def build(self) -> dict:
        labels = [dict(lab, message_index=self.marks[lab["message_index"]]) for lab in self.labels]
        stale = [dict(s, message_index=self.marks[s["message_index"]]) for s in self.stale]
        return {
            "id": self.cid,
            "title": self.title,
            "source": "authored-blind",
            "messages": self.messages,
            "labels": labels,
            "stale": stale,
            "meta": {"author": "blind1", "written_blind": True},
        }


# -- shared noise helpers ------------------------------------------------------------------

FIRST = [
    "Aisha",
    "Ben",
    "Carys",
    "Dario",
    "Elin",
    "Farid",
    "Greta",
    "Hugo",
    "Ines",
    "Jonah",
    "Kirsi",
    "Lars",
    "Mina",
    "Noor",
    "Otto",
    "Petra",
    "Quinn",
    "Rosa",
    "Sami",
    "Tova",
    "Umar",
    "Vera",
    "Wendell",
    "Ximena",
    "Yusuf",
    "Zora",
    "Bram",
    "Celia",
    "Dmitri",
    "Esme",
    "Fenna",
    "Gideon",
    "Hana",
    "Ivo",
    "Jules",
    "Kaito",
    "Leona",
    "Magnus",
    "Nadia",
    "Oriel",
]
LAST = [
    "Abernethy",
    "Bellweather",
    "Castellan",
    "Dunmore",
    "Everly",
    "Fairbrook",
    "Gansett",
    "Holloway",
    "Ingleby",
    "Jessop",
    "Kettering",
    "Lindqvist",
    "Marchetti",
    "Northcott",
    "Oyelaran",
    "Pemberton",
    "Quillon",
    "Radcliffe",
    "Sorensen",
    "Thackeray",
    "Underhill",
    "Vasquez",
    "Whitlow",
    "Yarrowby",
    "Zeller",
    "Ashdown",
    "Brannock",
    "Coldwell",
    "Delacroix",
    "Eastwood",
    "Fenwick",
    "Greaves",
    "Hartigan",
]


def person(rng: random.Random) -> str:
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def table(headers: list[str], rows: list[list[object]]) -> str:
    cols = list(zip(headers, *rows, strict=False))
    widths = [max(len(str(x)) for x in col) for col in cols]
    lines = [" | ".join(str(h).ljust(w) for h, w in zip(headers, widths, strict=False))]
    lines.append("-+-".join("-" * w for w in widths))
    for row in rows:
        lines.append(" | ".join(str(x).ljust(w) for x, w in zip(row, widths, strict=False)))
    return "\n".join(lines)


def log_lines(rng: random.Random, n: int, sources: list[str], msgs: list[str], day: str) -> str:
    out = []
    t = rng.randint(6 * 3600, 9 * 3600)
    for _ in range(n):
        t += rng.randint(3, 400)
        hh, mm, ss = t // 3600 % 24, t // 60 % 60, t % 60
        lvl = rng.choices(["INFO", "DEBUG", "WARN", "ERROR"], [70, 18, 9, 3])[0]
        out.append(
            f"{day}T{hh:02d}:{mm:02d}:{ss:02d}Z {lvl:5s} [{rng.choice(sources)}] "
            + rng.choice(msgs).format(n=rng.randint(1, 9999), h=rng.randint(0, 0xFFFFFF))
        )
    return "\n".join(out)


# == 1. vet clinic vaccine recall ============================================================

VET_CLINICS = ["Northgate", "Millbrook", "Eastfield"]
DOG_BREEDS = [
    "Labrador Retriever",
    "Border Collie",
    "Cockapoo",
    "Staffordshire Bull Terrier",
    "Cocker Spaniel",
    "Springer Spaniel",
    "Golden Retriever",
    "Dachshund",
    "French Bulldog",
    "Whippet",
    "Beagle",
    "Jack Russell",
    "German Shepherd",
    "Shih Tzu",
    "Boxer",
    "Cavapoo",
    "Lurcher",
    "Border Terrier",
    "Vizsla",
    "Crossbreed",
]
DOG_NAMES = [
    "Bramble",
    "Biscuit",
    "Nell",
    "Otis",
    "Skye",
    "Pepper",
    "Bonnie",
    "Rufus",
    "Luna",
    "Milo",
    "Tilly",
    "Bear",
    "Poppy",
    "Alfie",
    "Willow",
    "Murphy",
    "Daisy",
    "Hector",
    "Juno",
    "Ziggy",
    "Maple",
    "Barney",
    "Rosie",
    "Finn",
    "Tess",
    "Moss",
    "Olive",
    "Dexter",
    "Fudge",
    "Koda",
    "Hazel",
    "Loki",
    "Mabel",
    "Nico",
    "Pip",
    "Ruby",
    "Sable",
    "Toffee",
    "Wren",
    "Basil",
]
VET_INITIALS = {
    "Northgate": ["MT", "RK", "SJ"],
    "Millbrook": ["AF", "HO", "LB"],
    "Eastfield": ["DW", "PN", "CV"],
}


def vet_admin_rows(rng, lot, n, start_day, span, dups=0, site_extra=None, weights=(38, 27, 35)):
    rows = []
    for _ in range(n):
        clinic = rng.choices(VET_CLINICS, weights)[0]
        day = start_day + rng.randint(0, span)
        month, d = (11, day) if day <= 30 else ((12, day - 30) if day <= 61 else (1, day - 61))
        year = 2025 if month != 1 else 2026
        rows.append(
            [
                f"ADM-{rng.randint(100000, 999999)}",
                f"{year}-{month:02d}-{d:02d}",
                clinic,
                f"P{rng.randint(10000, 99999)}",
                rng.choice(DOG_NAMES),
                rng.choice(DOG_BREEDS),
                person(rng),
                "Caniguard L4 DHPPi",
                lot,
                rng.choices(["booster", "primary-1", "primary-2"], [80, 10, 10])[0],
                rng.choice(VET_INITIALS[clinic]),
                f"INV{rng.randint(300000, 399999)}",
            ]
        )
    for _ in range(dups):
        row = list(rng.choice([r for r in rows if r[2] == "Eastfield"]))
        row[0] = f"ADM-{rng.randint(100000, 999999)}"
        row[11] = "import"
        rows.append(row)
    if site_extra:
        rows.extend(site_extra)
    rows.sort(key=lambda r: (r[1], r[0]))
    return rows


ADM_HEAD = [
    "admin_id",
    "date",
    "site",
    "patient_id",
    "patient",
    "breed",
    "owner",
    "product",
    "batch",
    "dose",
    "vet",
    "invoice/src",
]


def vet_recall_notice(rev: int) -> str:
    base = [
        "VELDANE ANIMAL HEALTH LTD - FIELD SAFETY NOTICE / PRODUCT RECALL",
        f"Reference: VAH-RC-0412   Revision: {rev}   Classification: Class II (veterinary)",
        "Product: Caniguard L4 DHPPi suspension for injection for dogs (VM 40318/4012)",
        "",
        "Dear Veterinary Surgeon,",
        "",
        "Routine stability testing of retained samples identified that the leptospira "
        "fraction (L. interrogans serogroups Canicola and Icterohaemorrhagiae) of the batch(es) "
        "listed below fell below the minimum potency specification at the 9-month time point. "
        "The DHPPi components remain within specification. There is no indication of a safety "
        "issue; the concern is that vaccinated dogs may not have developed full immunity "
        "against leptospirosis.",
        "",
        "Affected batch(es):",
        "  VD-2291A   exp 2026-08   distributed 2025-11-10 to 2026-01-22",
    ]
    if rev >= 2:
        base.append(
            "  VD-2307C   exp 2026-10   distributed 2025-12-01 to 2026-02-06   (ADDED rev 2)"
        )
    base += [
        "",
        "Actions requested:",
        "  1. Quarantine all remaining stock of the affected batch(es) immediately.",
        "  2. Identify dogs vaccinated with the affected batch(es) and offer revaccination",
        "     (leptospira component) at the earliest opportunity. Veldane will supply",
        "     replacement doses free of charge.",
        "  3. Register your practice's claim on the Veldane Trade Portal (Recalls > Claims).",
        "  4. Return quarantined stock using the collection service; do not destroy on site.",
        "",
        "Distribution records show the following deliveries to your group:",
    ]
    base.append(
        table(
            ["account", "site", "batch", "doses", "delivery note"],
            [
                ["HVG-0031", "Northgate", "VD-2291A", 100, "DN-771205"],
                ["HVG-0032", "Millbrook", "VD-2291A", 60, "DN-771219"],
                ["HVG-0033", "Eastfield", "VD-2291A", 100, "DN-771240"],
            ]
            + (
                [
                    ["HVG-0031", "Northgate", "VD-2307C", 80, "DN-774410"],
                    ["HVG-0033", "Eastfield", "VD-2307C", 100, "DN-774455"],
                ]
                if rev >= 2
                else []
            ),
        )
    )
    base += [
        "",
        "Pharmacovigilance: report any suspected lack of efficacy to VMD and to "
        "pv@veldane-ah.example quoting VAH-RC-0412.",
        "Technical queries: Veldane Technical Veterinary Services, tvs@veldane-ah.example.",
        "",
        "This notice is issued in agreement with the Veterinary Medicines Directorate.",
        "Dr Helga Sturmann MRCVS, Head of Quality, Veldane Animal Health Ltd",
    ]
    return "\n".join(base)


def vet() -> dict:
    c = Conv(
        "blind-vet-clinic-vaccine-recall",
        "Vaccine lot recall across a three-clinic veterinary group",
        "You are the operations assistant for Harbourline Veterinary Group (three clinics: "
        "Northgate, Millbrook, Eastfield). You can query the VetNexus practice management "
        "database (pms_sql), the stock system (inventory), the Veldane trade portal "
        "(supplier_portal), the clinic calendars (calendar) and the shared drive (files). "
        "Be precise with counts; clinical wording must be checked by a vet before it goes "
        "to clients.",
        seed=4101,
    )
    r = c.rng
    c.user(
        "Morning. Veldane sent a recall notice overnight, VAH-RC-0412, for Caniguard L4 lot "
        "VD-2291A. I need this handled end to end: find every dog across the three clinics that "
        "got that lot, plan free re-vaccination, get our money back from Veldane, and write to "
        "the owners. Letters have to be out by Monday 9 March. Start by reading the notice and "
        "pulling the administrations.",
        mark="goal",
    )
    rows_a = vet_admin_rows(r, "VD-2291A", 198, 10, 73, dups=14)
    c.act(
        "I'll read the notice on the portal and pull every administration of that batch from "
        "VetNexus.",
        [
            (
                "supplier_portal",
                {"action": "get_notice", "ref": "VAH-RC-0412"},
                vet_recall_notice(1),
            ),
            (
                "pms_sql",
                {
                    "query": "SELECT a.admin_id, a.date, a.site, p.patient_id, p.name, p.breed, "
                    "o.full_name, a.product, a.batch, a.dose_label, a.vet_initials, a.invoice_ref "
                    "FROM administrations a JOIN patients p USING (patient_id) JOIN owners o "
                    "USING (owner_id) WHERE a.batch = 'VD-2291A' ORDER BY a.date"
                },
                table(ADM_HEAD, rows_a) + f"\n\n({len(rows_a)} rows, 0.41 s)",
            ),
        ],
        mark="notice",
    )
    c.say(
        "The notice is a Class II recall: the leptospira fraction of VD-2291A tested below "
        "minimum potency at the 9-month stability point; the DHPPi part is fine and there is no "
        "safety signal, only possibly incomplete leptospirosis protection. Veldane supplies "
        "replacement doses free and wants quarantined stock returned, not destroyed. VetNexus "
        "has 212 administrations of the batch between 10 Nov and 22 Jan across all three sites. "
        "That looks high against 260 doses delivered, so I'd like to check for duplicates "
        "before we treat 212 as the number of dogs."
    )
    c.user(
        "Yes, 212 is too many. Eastfield had that data import in December when they moved off "
        "the old system, I bet some of those are doubled. Check."
    )
    dup_rows = [row for row in rows_a if row[11] == "import"]
    dup_out = [
        "-- administrations of VD-2291A grouped by patient_id, date having count(*) > 1",
        table(
            ["patient_id", "date", "site", "n", "admin_ids", "sources"],
            [
                [
                    row[3],
                    row[1],
                    row[2],
                    2,
                    f"{row[0]}, ADM-{r.randint(100000, 999999)}",
                    "native, IMP-1207",
                ]
                for row in dup_rows
            ],
        ),
        f"\n({len(dup_rows)} rows)",
        "",
        "-- import batches touching administrations",
        table(
            ["import_id", "site", "run_at", "rows_in", "rows_merged", "rows_new", "operator"],
            [
                ["IMP-1188", "Eastfield", "2025-12-02 18:10", 4211, 4211, 0, "pnorth"],
                ["IMP-1207", "Eastfield", "2025-12-09 19:42", 1380, 1366, 14, "pnorth"],
                ["IMP-1213", "Eastfield", "2025-12-11 07:05", 212, 212, 0, "svc_migrate"],
            ],
        ),
    ]
    c.act(
        "Checking for the same patient vaccinated twice on the same day, and which import the "
        "extra rows came from.",
        [
            (
                "pms_sql",
                {
                    "query": "SELECT patient_id, date, site, count(*) n, string_agg(admin_id, ', '), "
                    "string_agg(source, ', ') FROM administrations WHERE batch='VD-2291A' GROUP BY "
                    "1,2,3 HAVING count(*) > 1; SELECT * FROM import_batches WHERE site='Eastfield' "
                    "AND run_at >= '2025-12-01'"
                },
                "\n".join(dup_out),
            )
        ],
        mark="dups",
    )
    site_counts = {
        s: sum(1 for row in rows_a if row[2] == s and row[11] != "import") for s in VET_CLINICS
    }
    c.say(
        "You were right: 14 rows are duplicates created by import batch IMP-1207 on 9 December "
        "(the import re-created administrations that had already been keyed natively). Removing "
        f"them leaves 198 animals that received VD-2291A: Northgate {site_counts['Northgate']}, "
        f"Millbrook {site_counts['Millbrook']}, Eastfield {site_counts['Eastfield']}. I haven't "
        "deleted anything in VetNexus; I've only excluded those 14 from our list. Of the 198, "
        "some will have died or left the practice since, I'll flag those when we build the letter "
        "run."
    )
    c.user("OK. What do we still have of the lot on the shelves? Quarantine whatever's left.")
    inv = []
    for site, held in (("Northgate", 12), ("Millbrook", 0), ("Eastfield", 34)):
        inv.append(
            [site, "Caniguard L4 DHPPi", "VD-2291A", held, "fridge-2" if held else "-", "2026-08"]
        )
    inv_other = [
        [
            s,
            p,
            f"{r.choice(['VD', 'KX', 'NB'])}-{r.randint(2100, 2399)}{r.choice('ABCDE')}",
            r.randint(0, 80),
            f"fridge-{r.randint(1, 3)}",
            f"2026-{r.randint(3, 12):02d}",
        ]
        for s in VET_CLINICS
        for p in [
            "Caniguard L4 DHPPi",
            "Caniguard KC intranasal",
            "Felivax RCP",
            "Rabiguard 3yr",
            "Felivax FeLV",
        ]
        for _ in range(2)
    ]
    c.act(
        "Pulling the stock position for the batch at each site, then moving what's on hand "
        "into quarantine.",
        [
            (
                "inventory",
                {"action": "stock_by_batch", "sites": VET_CLINICS, "product_family": "vaccines"},
                table(["site", "product", "batch", "on_hand", "location", "exp"], inv + inv_other),
            ),
            (
                "inventory",
                {
                    "action": "quarantine",
                    "batch": "VD-2291A",
                    "sites": ["Northgate", "Eastfield"],
                    "reason": "VAH-RC-0412",
                },
                "quarantine OK\n"
                "  Northgate  VD-2291A  12 doses  fridge-2 -> QTN-N1  (label printed, locked)\n"
                "  Eastfield  VD-2291A  34 doses  fridge-2 -> QTN-E1  (label printed, locked)\n"
                "  Millbrook  VD-2291A   0 doses  nothing to move\n"
                "stock movements: SM-55810, SM-55811\n"
                "note: quarantined stock is excluded from dispensing and from the PMS drop-down",
            ),
        ],
    )
    c.say(
        "Done. We held 46 doses of VD-2291A (Northgate 12, Eastfield 34, Millbrook none); they "
        "are now in quarantine locations QTN-N1 and QTN-E1 and blocked from dispensing "
        "(movements SM-55810/SM-55811). 260 delivered minus 198 given minus 46 held leaves 16 "
        "unaccounted for, probably breakages or doses used without the batch being recorded; "
        "I'll note it for the claim rather than chase it now.",
        mark="quar",
    )
    c.user(
        "Fine. Register the claim on the Veldane portal: the doses we gave plus the stock we're "
        "sending back."
    )
    c.act(
        "Registering the claim for 198 administered doses and 46 quarantined doses.",
        [
            (
                "supplier_portal",
                {
                    "action": "create_claim",
                    "notice": "VAH-RC-0412",
                    "account": "HVG-0031",
                    "lines": [
                        {"batch": "VD-2291A", "type": "administered", "qty": 198},
                        {"batch": "VD-2291A", "type": "quarantined_return", "qty": 46},
                    ],
                },
                json.dumps(
                    {
                        "claim_id": "CLM-88214",
                        "status": "SUBMITTED",
                        "notice": "VAH-RC-0412",
                        "account_group": ["HVG-0031", "HVG-0032", "HVG-0033"],
                        "lines": [
                            {
                                "batch": "VD-2291A",
                                "type": "administered",
                                "qty": 198,
                                "credit_basis": "list price",
                                "unit_credit_gbp": 18.40,
                            },
                            {
                                "batch": "VD-2291A",
                                "type": "quarantined_return",
                                "qty": 46,
                                "credit_basis": "list price",
                                "unit_credit_gbp": 18.40,
                            },
                        ],
                        "estimated_credit_gbp": 4489.60,
                        "replacement_doses": {"qty": 198, "status": "pending allocation"},
                        "account_manager": "Tomasz Wieczorek",
                        "messages": [],
                        "audit": [
                            {
                                "at": "2026-03-05T09:14:22Z",
                                "event": "claim.created",
                                "by": "m.tollefsen@harbourline-vets.example",
                            },
                            {"at": "2026-03-05T09:14:22Z", "event": "lines.priced", "by": "system"},
                        ],
                    },
                    indent=2,
                ),
            )
        ],
        mark="claim",
    )
    c.say(
        "Claim CLM-88214 is submitted. Veldane's portal priced it automatically at list price, "
        "£18.40 per dose, so £4,489.60 for 244 doses, plus 198 free replacement doses (not yet "
        "allocated). The account manager is Tomasz Wieczorek. That credit covers the vaccine "
        "only, not the appointment time for re-vaccinating."
    )
    c.user(
        "£18.40 doesn't touch the nurse time. Message Tomasz: we want £26 a dose including "
        "admin, plus the replacement doses. Be polite but firm."
    )
    c.act(
        "",
        [
            (
                "supplier_portal",
                {
                    "action": "message_claim",
                    "claim_id": "CLM-88214",
                    "to": "Tomasz Wieczorek",
                    "body": "Dear Tomasz, thank you for the prompt notice. Re-vaccinating ~200 dogs "
                    "across three sites costs us appointment and nurse time well beyond the vaccine "
                    "itself. We are asking for a credit of £26 per dose including administration, in "
                    "addition to the free replacement doses. Kind regards, Maren Tollefsen, Clinical "
                    "Director, Harbourline Veterinary Group",
                },
                "message sent (msg-id 3f2a9c1e) - auto-reply: Thank you for contacting Veldane "
                "Animal Health. Your account manager will respond within 2 working days. During "
                "the VAH-RC-0412 recall please expect longer response times.",
            )
        ],
    )
    c.say("Sent to Tomasz on CLM-88214; the auto-reply says up to 2 working days.")
    c.user(
        "Now the re-vax clinics. Saturday 14 March, all three sites, 9 to 4, 15 minute slots. "
        "Millbrook's list is Aidan's, he knows those clients."
    )
    cal_lines = []
    for site, vets in (
        ("Northgate", ["Dr Mei Tanaka", "Dr Rhys Kowalczyk"]),
        ("Millbrook", ["Dr Aidan Farrow", "Dr Hollis Okafor"]),
        ("Eastfield", ["Dr Dana Whitcombe", "Dr Priya Nandakumar"]),
    ):
        for v in vets:
            cal_lines.append(
                f"{site:10s} {v:22s} 2026-03-14 09:00-16:00  28 slots x 15 min  session RVX-{site[:2].upper()}-{r.randint(100, 999)}"
            )
    mill = [row for row in rows_a if row[2] == "Millbrook" and row[11] != "import"]
    c.act(
        "Creating the sessions and pulling the Millbrook list so Aidan can own it.",
        [
            (
                "calendar",
                {
                    "action": "create_sessions",
                    "date": "2026-03-14",
                    "sites": VET_CLINICS,
                    "hours": "09:00-16:00",
                    "slot_minutes": 15,
                    "type": "Recall revaccination (no charge)",
                },
                "created 6 sessions\n"
                + "\n".join(cal_lines)
                + "\ncapacity: 168 slots; online booking: disabled (reception-only)",
            ),
            (
                "pms_sql",
                {
                    "query": "SELECT ... FROM administrations WHERE batch='VD-2291A' AND site='Millbrook' AND source <> 'IMP-1207'"
                },
                table(ADM_HEAD, mill) + f"\n\n({len(mill)} rows)",
            ),
        ],
    )
    c.say(
        "Booked: six sessions on Saturday 14 March, two vets per site, 09:00-16:00, 168 slots "
        f"in total for 198 dogs, so some owners will need weekday slots too. The Millbrook list "
        f"({len(mill)} dogs) is assigned to Dr Aidan Farrow. Online booking is off so reception "
        "controls the slots."
    )
    c.user(
        "Letters now. Use the template on the drive. Email where we have email consent, post "
        "for everyone else."
    )
    tmpl = "\n".join(
        [
            "[Harbourline Veterinary Group letterhead]",
            "{{owner_salutation}}",
            "{{owner_address_block}}",
            "",
            "Re: {{patient_name}} - important information about a recent vaccination",
            "",
            "We have been informed by the manufacturer that a batch of the vaccine given to "
            "{{patient_name}} on {{admin_date}} (batch {{batch}}) may be ineffective against "
            "leptospirosis.",
            "",
            "We would like to offer {{patient_name}} a repeat leptospirosis vaccination free of "
            "charge on {{revax_date}} at {{site}}. Please call {{site_phone}} to book.",
            "",
            "Yours sincerely,",
            "{{vet_name}} on behalf of Harbourline Veterinary Group",
            "",
            "---- template metadata ----",
            "path: templates/letters/recall_revax_v1.docx",
            "owner: clinical.admin  last_modified: 2023-06-14  merge_fields: 9",
        ]
    )
    consent = table(
        ["site", "animals", "email_consent", "post_only", "no_valid_address"],
        [
            ["Northgate", site_counts["Northgate"], 58, site_counts["Northgate"] - 58, 0],
            ["Millbrook", site_counts["Millbrook"], 37, site_counts["Millbrook"] - 37, 1],
            ["Eastfield", site_counts["Eastfield"], 46, site_counts["Eastfield"] - 46, 2],
        ],
    )
    c.act(
        "Reading the template and counting consent by site.",
        [
            ("files", {"action": "read", "path": "templates/letters/recall_revax_v1.docx"}, tmpl),
            (
                "pms_sql",
                {
                    "query": "SELECT site, count(*), sum(email_consent::int), ... FROM recall_list_vd2291a GROUP BY site"
                },
                consent,
            ),
        ],
    )
    c.say(
        "The template (recall_revax_v1) merges patient, batch, date and site. Of the 198, 141 "
        "have email consent and 57 would get post; 3 have no valid postal address. One thing "
        "to flag: the template says the vaccine 'may be ineffective', which is stronger than "
        "the notice; Veldane says dogs may not have developed full immunity."
    )
    c.user(
        "Agreed, change it. Don't say ineffective. Say it 'may not give full protection against "
        "leptospirosis'. Save it as a v2, keep v1 as it is.",
        mark="wording",
    )
    diff = "\n".join(
        [
            "--- templates/letters/recall_revax_v1.docx (text)",
            "+++ templates/letters/recall_revax_v2.docx (text)",
            "@@ -7,3 +7,4 @@",
            " We have been informed by the manufacturer that a batch of the vaccine given to",
            "-{{patient_name}} on {{admin_date}} (batch {{batch}}) may be ineffective against",
            "-leptospirosis.",
            "+{{patient_name}} on {{admin_date}} (batch {{batch}}) may not give full protection against",
            "+leptospirosis. There is no safety concern with the vaccine and the other components",
            "+(distemper, hepatitis, parvovirus, parainfluenza) are not affected.",
            "@@ -10,2 +11,2 @@",
            "-We would like to offer {{patient_name}} a repeat leptospirosis vaccination free of",
            "-charge on {{revax_date}} at {{site}}. Please call {{site_phone}} to book.",
            "+We would like to offer {{patient_name}} a repeat leptospirosis vaccination free of",
            "+charge from {{revax_date}} at {{site}}. Please call {{site_phone}} to book a time.",
            "saved: templates/letters/recall_revax_v2.docx (11.2 KB); v1 unchanged",
        ]
    )
    c.act(
        "",
        [
            (
                "files",
                {
                    "action": "write_docx_from_template",
                    "source": "templates/letters/recall_revax_v1.docx",
                    "target": "templates/letters/recall_revax_v2.docx",
                    "edits": "see diff",
                },
                diff,
            )
        ],
        mark="v2",
        req_mark="v2_req",
    )
    c.say(
        "Saved as templates/letters/recall_revax_v2.docx with your wording, plus a sentence that "
        "the other components are unaffected and there's no safety concern; v1 is untouched. "
        "It still needs a vet's sign-off before the run."
    )
    c.user("Veldane just emailed something, check the portal.")
    portal2 = (
        vet_recall_notice(2)
        + "\n\n==== claim CLM-88214 - new messages ====\n"
        + json.dumps(
            {
                "from": "Tomasz Wieczorek",
                "at": "2026-03-06T15:48:03Z",
                "body": "Dear Maren, apologies for the second notice - batch VD-2307C has now failed "
                "the same test and is included in revision 2. On credit: we can't do 26, but for all "
                "lines on this claim we will credit 24.75 GBP/dose including administration, which "
                "is our best offer across the recall. Replacement doses (batch VD-2356D, 400 doses "
                "reserved for your group) are now due at your sites on 19 March; the earlier "
                "allocation was withdrawn because VD-2307C was to be the replacement stock. Sorry "
                "for the disruption. Tomasz",
            },
            indent=2,
        )
    )
    c.act(
        "",
        [
            (
                "supplier_portal",
                {"action": "get_updates", "claim_id": "CLM-88214", "notice": "VAH-RC-0412"},
                portal2,
            )
        ],
        mark="rev2",
    )
    c.say(
        "Two things changed. First, revision 2 of VAH-RC-0412 adds a second batch, VD-2307C "
        "(distributed 1 Dec - 6 Feb; 80 doses to Northgate, 100 to Eastfield), so the list "
        "grows. Second, Tomasz offers 24.75 GBP a dose including administration on every line "
        "instead of the list price, and says that is final. The catch: replacement stock "
        "(VD-2356D, 400 doses) now arrives 19 March, so on Saturday 14 March we would have "
        "nothing to vaccinate with."
    )
    c.user(
        "Ugh. Run the second batch across all sites, quarantine what's left of it, and yes, "
        "accept £24.75 per dose, it's close enough.",
        mark="accept",
    )
    rows_c = vet_admin_rows(r, "VD-2307C", 137, 31, 68, weights=(45, 0, 55))
    ev2 = []
    for _ in range(6):
        ev2.append(
            [
                f"ADM-{r.randint(100000, 999999)}",
                f"2026-01-{r.randint(10, 30):02d}",
                "EV-2",
                f"P{r.randint(10000, 99999)}",
                r.choice(DOG_NAMES),
                r.choice(DOG_BREEDS),
                person(r),
                "Caniguard L4 DHPPi",
                "(blank)",
                "booster",
                "DW",
                f"INV{r.randint(300000, 399999)}",
            ]
        )
    rows_c2 = vet_admin_rows(r, "VD-2307C", 8, 31, 60)
    for row in rows_c2:
        row[2] = "Eastfield"
        row[11] = "import"
    all_c = sorted(rows_c + rows_c2 + ev2, key=lambda x: x[1])
    c.act(
        "Running batch VD-2307C (plus Eastfield outreach rows with a blank batch in the same "
        "window, since the outreach van only stocked Caniguard from Eastfield's fridge), "
        "quarantining the remainder, accepting the offer, and exporting the combined list.",
        [
            (
                "pms_sql",
                {
                    "query": "SELECT ... FROM administrations WHERE batch='VD-2307C' OR (site='EV-2' AND product LIKE 'Caniguard L4%' AND coalesce(batch,'')='' AND date BETWEEN '2025-12-01' AND '2026-02-06')"
                },
                table(ADM_HEAD, all_c)
                + f"\n\n({len(all_c)} rows)  -- note: 8 rows source IMP-1213 already present natively; 6 rows site EV-2 with blank batch",
            ),
            (
                "inventory",
                {
                    "action": "quarantine",
                    "batch": "VD-2307C",
                    "sites": VET_CLINICS,
                    "reason": "VAH-RC-0412 rev 2",
                },
                "quarantine OK\n  Northgate  VD-2307C  22 doses  fridge-1 -> QTN-N1\n  Eastfield  VD-2307C   0 doses\n  Millbrook  VD-2307C   0 doses (never delivered)\nstock movements: SM-55902",
            ),
            (
                "supplier_portal",
                {
                    "action": "update_claim",
                    "claim_id": "CLM-88214",
                    "accept_offer": "24.75 GBP/dose incl. admin",
                    "add_lines": [
                        {"batch": "VD-2307C", "type": "administered", "qty": 143},
                        {"batch": "VD-2307C", "type": "quarantined_return", "qty": 22},
                    ],
                },
                json.dumps(
                    {
                        "claim_id": "CLM-88214",
                        "status": "OFFER_ACCEPTED",
                        "lines": [
                            {
                                "batch": "VD-2291A",
                                "type": "administered",
                                "qty": 198,
                                "unit_credit_gbp": 24.75,
                            },
                            {
                                "batch": "VD-2291A",
                                "type": "quarantined_return",
                                "qty": 46,
                                "unit_credit_gbp": 24.75,
                            },
                            {
                                "batch": "VD-2307C",
                                "type": "administered",
                                "qty": 143,
                                "unit_credit_gbp": 24.75,
                            },
                            {
                                "batch": "VD-2307C",
                                "type": "quarantined_return",
                                "qty": 22,
                                "unit_credit_gbp": 24.75,
                            },
                        ],
                        "total_qty": 409,
                        "credit_total_gbp": 10122.75,
                        "credit_note": "to be issued by Veldane finance within 30 days",
                        "collection": {
                            "ref": "COL-40127",
                            "sites": ["Northgate", "Eastfield"],
                            "window": "2026-03-23 to 2026-03-25",
                            "status": "REQUESTED",
                        },
                    },
                    indent=2,
                ),
            ),
            (
                "pms_sql",
                {
                    "query": "COPY (SELECT * FROM recall_list_combined) TO 'reports/recall/VAH-RC-0412_affected.csv' CSV HEADER"
                },
                "COPY 341\nwritten: reports/recall/VAH-RC-0412_affected.csv (62.4 KB)",
            ),
        ],
        mark="lot2",
        req_mark="lot2_req",
    )
    c.say(
        "Batch VD-2307C: 151 rows, of which 8 are import duplicates (IMP-1213), so 143 dogs. "
        "With the 198 from VD-2291A that makes 341 animals in total on the recall list, exported "
        "to reports/recall/VAH-RC-0412_affected.csv. Northgate had 22 doses of VD-2307C left; "
        "they are now in QTN-N1. The offer is accepted on CLM-88214: 409 doses (341 given + 68 "
        "returned) at £24.75 per dose = £10,122.75, credit note to follow within 30 days. Veldane "
        "will collect the quarantined stock under COL-40127, window 23-25 March. One gap: 6 "
        "administrations by the Eastfield outreach van (EV-2) in January have no batch recorded. "
        "They could be VD-2307C; I have not added them to the 341.",
        mark="total",
    )
    c.user(
        "Then the Saturday clinic moves to Saturday 21 March, stock lands on the 19th. And push "
        "the letters to Wednesday 11 March so they include both batches; I'd rather send them "
        "two days late than send them twice.",
        mark="move",
    )
    c.act(
        "",
        [
            (
                "calendar",
                {
                    "action": "move_sessions",
                    "from": "2026-03-14",
                    "to": "2026-03-21",
                    "type": "Recall revaccination (no charge)",
                },
                "moved 6 sessions 2026-03-14 -> 2026-03-21 (09:00-16:00); 0 bookings affected (booking not yet opened)\n"
                "added 2 sessions (Northgate, Eastfield: 2026-03-21 16:00-18:00, 8 slots each) to absorb VD-2307C volume\n"
                "capacity 2026-03-21: 184 slots",
            ),
            (
                "pms_sql",
                {
                    "query": "UPDATE letter_runs SET scheduled_for='2026-03-11', batches='{VD-2291A,VD-2307C}', template='recall_revax_v2' WHERE run_id='LR-0412'"
                },
                "UPDATE 1  (LR-0412 scheduled 2026-03-11 08:00, template recall_revax_v2, batches VD-2291A,VD-2307C)",
            ),
        ],
    )
    c.say(
        "Moved: the re-vaccination sessions are now on Saturday 21 March, and I added two "
        "evening sessions at Northgate and Eastfield, 184 slots that day. The remainder will "
        "have to book weekday appointments from 23 March. Letter run LR-0412 is set for "
        "Wednesday 11 March with template v2 and both batches."
    )
    c.user(
        "Aidan's going on leave from Monday, three weeks, family stuff. Lucia Brandt picks up "
        "Millbrook. Reassign his list and write a proper handover note so she isn't guessing.",
        mark="handover_user",
    )
    mill_all = [row for row in rows_a + all_c if row[2] == "Millbrook" and row[11] != "import"]
    handover = "\n".join(
        [
            "# Handover: Millbrook recall list (VAH-RC-0412)",
            "From: Dr Aidan Farrow (leave 9-27 March)   To: Dr Lucia Brandt   File: handover/HND-0309-recall.md",
            "",
            f"- Millbrook dogs on the recall list: {len(mill_all)} (both batches)",
            "- Revaccination: Saturday 21 March, 09:00-16:00, two vets (Lucia + Dr Hollis Okafor)",
            "- Letters: run LR-0412 on Wednesday 11 March, template recall_revax_v2 (needs vet sign-off)",
            "- Clients Aidan flagged personally: see table",
            "",
            table(
                ["patient_id", "patient", "owner", "note"],
                [
                    [
                        row[3],
                        row[4],
                        row[6],
                        r.choice(
                            [
                                "anxious owner, call first",
                                "dog needle-shy, muzzle",
                                "owner deaf - text only",
                                "farm dog, collect from yard",
                                "breeder, 3 dogs on list",
                                "prefers Lucia anyway",
                            ]
                        ),
                    ]
                    for row in mill_all[:14]
                ],
            ),
            "",
            "- Veldane technical questions: go to tvs@veldane-ah.example, quote CLM-88214",
        ]
    )
    c.act(
        "",
        [
            (
                "pms_sql",
                {
                    "query": "UPDATE recall_tasks SET owner='LB' WHERE site='Millbrook' AND owner='AF'"
                },
                f"UPDATE {len(mill_all)}",
            ),
            (
                "files",
                {"action": "write", "path": "handover/HND-0309-recall.md"},
                handover + "\n\nwritten 2.1 KB",
            ),
        ],
        mark="handover",
        req_mark="handover_req",
    )
    c.say(
        f"All {len(mill_all)} Millbrook recall tasks now belong to Lucia Brandt, and the "
        "handover note is at handover/HND-0309-recall.md: dates, letter run, the clients "
        "Aidan flagged, and who to contact at Veldane."
    )
    c.user(
        "Something Aidan raised before he left: puppies that had one of these batches as part "
        "of their primary course. Do we just give them a lepto dose or restart the course?"
    )
    pups = [row for row in rows_a + all_c if row[9].startswith("primary") and row[11] != "import"]
    c.act(
        "Pulling the primary-course dogs and asking Veldane's technical vets.",
        [
            (
                "pms_sql",
                {"query": "SELECT ... FROM recall_list_combined WHERE dose_label LIKE 'primary%'"},
                table(ADM_HEAD, pups) + f"\n\n({len(pups)} rows)",
            ),
            (
                "supplier_portal",
                {
                    "action": "technical_query",
                    "claim_id": "CLM-88214",
                    "question": "Dogs that received VD-2291A or VD-2307C as primary-1 or primary-2: is a single leptospira dose enough, or must the primary course be restarted (2 doses 4 weeks apart)?",
                },
                "query logged: TQ-5531 (Technical Veterinary Services)\nstatus: OPEN - expected response 3-5 working days\nnote: TVS is handling a high volume of recall queries",
            ),
        ],
        mark="pups",
    )
    c.say(
        f"There are {len(pups)} puppies who had a recalled batch as a primary-course dose. "
        "Veldane's technical vets have the question as TQ-5531 but answer in 3-5 working days, "
        "so before 21 March at best. Until then we can't tell those owners whether it's one dose "
        "or two.",
        mark="pups_say",
    )
    c.user(
        "Leave that with Lucia. Also: the ones that have died since - don't send them the "
        "standard letter, I'll phone those owners myself. What are the final numbers for the run?"
    )
    c.act(
        "",
        [
            (
                "pms_sql",
                {
                    "query": "SELECT status, channel, count(*) FROM recall_list_combined r JOIN patients p USING (patient_id) GROUP BY 1,2"
                },
                table(
                    ["status", "channel", "count"],
                    [
                        ["active", "email", 224],
                        ["active", "post", 94],
                        ["transferred", "email", 9],
                        ["transferred", "post", 5],
                        ["deceased", "-", 9],
                    ],
                )
                + "\n\ntotal 341\n-- transferred = registered elsewhere since vaccination; letter still goes to last known owner",
            )
        ],
    )
    c.say(
        "Final letter run LR-0412: 332 letters (341 minus the 9 deceased), 233 by email and 99 by "
        "post, including 14 dogs that have transferred to other practices since. The 9 deceased "
        "are excluded from the run and listed for you to phone.",
        mark="run_say",
    )
    c.user(
        "Good. Write me a short status for the partners. Deepa in finance will reconcile the "
        "credit note against CLM-88214 when Veldane issues it, put that in.",
        mark="deepa",
    )
    c.say(
        "Status for the partners - VAH-RC-0412 recall\n"
        "- Scope: batches VD-2291A and VD-2307C, 341 dogs (198 + 143 after removing import "
        "duplicates). List: reports/recall/VAH-RC-0412_affected.csv.\n"
        "- Stock: 68 doses quarantined (QTN-N1, QTN-E1); Veldane collection COL-40127, 23-25 "
        "March.\n"
        "- Money: claim CLM-88214 accepted at £24.75 per dose incl. admin, 409 doses, "
        "£10,122.75. Deepa (finance) to reconcile the credit note against CLM-88214 once "
        "issued.\n"
        "- Re-vaccination: Saturday 21 March at all sites (184 slots), weekday slots after; "
        "replacement batch VD-2356D due 19 March.\n"
        "- Letters: LR-0412 on Wednesday 11 March, 332 letters, template v2 awaiting vet "
        "sign-off. Maren to phone the 9 deceased dogs' owners.\n"
        "- Millbrook: Lucia Brandt (handover/HND-0309-recall.md) while Aidan is on leave.\n"
        "- Open: TQ-5531 (primary-course puppies, one dose or restart) with Veldane; 6 "
        "outreach-van (EV-2) administrations with no batch recorded.",
        mark="final",
    )

    c.label(
        "l1",
        "user_goal",
        "Handle the VAH-RC-0412 Caniguard recall end to end: identify dogs that got the lot, free re-vaccination, recover costs from Veldane, write to owners",
        ["VAH-RC-0412", "VD-2291A"],
        "goal",
    )
    c.label(
        "l2",
        "fact",
        "Recall reason: leptospira fraction below minimum potency; DHPPi fine, no safety issue",
        ["leptospira", "VAH-RC-0412"],
        "notice",
    )
    c.label(
        "l3",
        "fact",
        "14 duplicate VD-2291A rows came from Eastfield import batch IMP-1207",
        ["IMP-1207"],
        "dups",
    )
    c.label(
        "l4",
        "fact",
        "46 doses of VD-2291A quarantined (Northgate 12, Eastfield 34) in QTN-N1/QTN-E1",
        ["46 doses", "QTN-E1"],
        "quar",
    )
    c.label("l5", "reference", "Veldane portal claim id", ["CLM-88214"], "claim")
    c.label(
        "l6",
        "decision",
        "Letter wording: 'may not give full protection against leptospirosis' instead of 'ineffective'",
        ["full protection against leptospirosis"],
        "wording",
    )
    c.label(
        "l7",
        "reference",
        "Letter template v2 path",
        ["templates/letters/recall_revax_v2.docx"],
        "v2_req",
    )
    c.label("l8", "fact", "Recall revision 2 adds batch VD-2307C", ["VD-2307C"], "rev2")
    c.label(
        "l9",
        "fact",
        "Replacement doses: batch VD-2356D, 400 doses, due 19 March",
        ["VD-2356D", "19 March"],
        "rev2",
    )
    c.label(
        "l10",
        "fact",
        "Total recall list is 341 animals (198 VD-2291A + 143 VD-2307C)",
        ["341 animals"],
        "total",
    )
    c.label(
        "l11",
        "decision",
        "Accepted Veldane's £24.75/dose credit incl. admin: 409 doses, £10,122.75",
        ["£24.75 per dose", "£10,122.75"],
        "total",
    )
    c.label(
        "l12",
        "reference",
        "Combined affected-animals export",
        ["reports/recall/VAH-RC-0412_affected.csv"],
        "lot2_req",
    )
    c.label(
        "l13",
        "pending_action",
        "Veldane collects quarantined stock under COL-40127, 23-25 March",
        ["COL-40127"],
        "lot2",
    )
    c.label(
        "l14",
        "open_issue",
        "6 Eastfield outreach van (EV-2) administrations have no batch recorded; may be VD-2307C",
        ["EV-2", "6 administrations"],
        "total",
    )
    c.label(
        "l15",
        "decision",
        "Re-vaccination sessions moved to Saturday 21 March (stock lands 19th)",
        ["Saturday 21 March"],
        "move",
    )
    c.label(
        "l16",
        "decision",
        "Letters go out Wednesday 11 March covering both batches",
        ["Wednesday 11 March"],
        "move",
    )
    c.label(
        "l17",
        "decision",
        "Lucia Brandt takes over the Millbrook recall list while Aidan is on leave",
        ["Lucia Brandt"],
        "handover_user",
    )
    c.label(
        "l18",
        "reference",
        "Handover note for Millbrook",
        ["handover/HND-0309-recall.md"],
        "handover_req",
    )
    c.label(
        "l19",
        "open_issue",
        "Primary-course puppies: single lepto dose or restart? Veldane TQ-5531 unanswered",
        ["TQ-5531"],
        "pups",
    )
    c.label(
        "l20",
        "fact",
        "Letter run LR-0412: 332 letters, 233 email / 99 post; 9 deceased excluded",
        ["332 letters"],
        "run_say",
    )
    c.label(
        "l21",
        "pending_action",
        "Maren phones the owners of the 9 deceased dogs",
        ["9 deceased"],
        "run_say",
    )
    c.label(
        "l22",
        "pending_action",
        "Deepa in finance reconciles the Veldane credit note against CLM-88214",
        ["Deepa"],
        "deepa",
    )

    c.stale_value(
        "s1",
        "Recall list was 198 animals (replaced by 341 when VD-2307C was added)",
        ["198 animals"],
        "total",
    )
    c.stale_value(
        "s2",
        "Re-vaccination on Saturday 14 March (moved to Saturday 21 March)",
        ["Saturday 14 March"],
        "move",
    )
    c.stale_value(
        "s3",
        "Credit at list price £18.40 per dose (replaced by £24.75 incl. admin)",
        ["£18.40"],
        "accept",
    )
    c.stale_value(
        "s4",
        "Millbrook list owned by Aidan Farrow (handed to Lucia Brandt)",
        ["Aidan Farrow", "Millbrook"],
        "handover_user",
    )
    c.stale_value(
        "s5",
        "Letters due by Monday 9 March (moved to Wednesday 11 March)",
        ["Monday 9 March"],
        "move",
    )
    return c


# == main ==================================================================================


def check(doc: dict) -> list[str]:
    sys.path.insert(0, str(OUT.parents[2]))
    sys.path.insert(0, str(OUT.parents[2] / "tests" / "evaluation"))
    from test_heldout_sets import labelled_problems

    from compaction.engine import TokenEstimator, load_conversations, normalize

    [conv] = load_conversations(doc)
    problems = labelled_problems(conv)
    for lab in doc["labels"]:
        for ev in lab["evidence"]:
            for st in doc["stale"]:
                for term in st["terms"]:
                    if normalize(term) in normalize(ev):
                        problems.append(
                            f"label {lab['id']} evidence {ev!r} holds stale term {term!r}"
                        )
    tokens = TokenEstimator("gpt-4o").count_all(conv.messages)
    users = sum(1 for m in doc["messages"] if m["role"] == "user")
    calls = sum(1 for m in doc["messages"] for p in m["content"] if "toolRequest" in p)
    kinds = [lab["kind"] for lab in doc["labels"]]
    by = "/".join(
        str(kinds.count(k))
        for k in ("user_goal", "fact", "decision", "pending_action", "open_issue", "reference")
    )
    print(
        f"{doc['id']}: {len(doc['messages'])} msgs, {tokens} tokens, {users} user turns, "
        f"{calls} tool calls, labels {by}, stale {len(doc['stale'])}"
    )
    if "-v" in sys.argv:
        for lab in doc["labels"]:
            role = doc["messages"][lab["message_index"]]["role"]
            print(
                f"   {lab['id']:4s} {lab['kind']:15s} @{lab['message_index']:3d} {role:6s} {lab['evidence']}"
            )
        for st in doc["stale"]:
            role = doc["messages"][st["message_index"]]["role"]
            print(
                f"   {st['id']:4s} stale           @{st['message_index']:3d} {role:6s} {st['terms']}"
            )
    return problems


def main() -> None:
    builders = [vet]
    for extra in ("course", "fraud", "construction"):
        if extra in globals():
            builders.append(globals()[extra])
    bad = False
    for make in builders:
        doc = make().build()
        (OUT / f"{doc['id']}.json").write_text(
            json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
        )
        for problem in check(doc):
            bad = True
            print("   PROBLEM", problem)
    if bad:
        sys.exit(1)


if __name__ == "__main__":
    main()

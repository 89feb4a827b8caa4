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
    rows_c = vet_admin_rows(r, "VD-2307C", 143, 31, 68, weights=(45, 0, 55))
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
    rows_c2 = [list(row) for row in r.sample([x for x in rows_c if x[2] == "Eastfield"], 8)]
    for row in rows_c2:
        row[0] = f"ADM-{r.randint(100000, 999999)}"
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
        "Batch VD-2307C: 157 rows; 8 are import duplicates (IMP-1213) and 6 are outreach-van rows "
        "without a batch, leaving 143 dogs. "
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


# == 2. zh course timetable migration =======================================================

ZH_COURSES = [
    ("MA1101", "高等数学A(一)", "数学学院"),
    ("MA1203", "线性代数", "数学学院"),
    ("PH1102", "大学物理(一)", "物理学院"),
    ("CE2105", "材料力学", "土木学院"),
    ("CE2210", "结构力学", "土木学院"),
    ("CS2031", "数据结构", "计算机学院"),
    ("CS2047", "操作系统", "计算机学院"),
    ("CS3012", "编译原理", "计算机学院"),
    ("EN1001", "大学英语(一)", "外语学院"),
    ("EN1003", "大学英语(三)", "外语学院"),
    ("EC2101", "微观经济学", "经管学院"),
    ("EC2203", "会计学原理", "经管学院"),
    ("ME2301", "机械原理", "机械学院"),
    ("ME2402", "工程热力学", "机械学院"),
    ("PE1001", "体育(一)", "体育学院"),
    ("MX1005", "思想道德与法治", "马克思主义学院"),
    ("CH2104", "有机化学", "化学学院"),
    ("EE2201", "电路分析", "电气学院"),
]
ZH_SURNAMES = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾萧田董潘袁"
ZH_GIVEN = "建国立群晓明海燕子航雨桐文博思远嘉怡志强秀兰俊杰丽华永刚欣然浩然敏静宏伟婷婷"
ZH_BUILDINGS = ["A1", "A3", "A5", "主楼", "B2", "C1", "实验楼"]
ZH_WEEKDAYS = ["周一", "周二", "周三", "周四", "周五"]
ZH_PERIODS = ["1-2节", "3-4节", "5-6节", "7-8节", "9-10节", "11-12节"]


def zh_name(rng: random.Random) -> str:
    return rng.choice(ZH_SURNAMES) + "".join(rng.sample(ZH_GIVEN, rng.choice([1, 2])))


def zh_room(rng: random.Random) -> str:
    b = rng.choice(ZH_BUILDINGS)
    return f"{b}-{rng.randint(1, 5)}{rng.randint(0, 2)}{rng.randint(1, 9)}"


def zh_timetable_rows(rng: random.Random, n: int, only: str | None = None) -> list[list[object]]:
    rows = []
    for _ in range(n):
        code, name, school = rng.choice([c for c in ZH_COURSES if only is None or c[0] == only])
        cap = rng.choice([60, 80, 100, 120, 150])
        rows.append(
            [
                code,
                name,
                f"{code}-{rng.randint(1, 24):02d}",
                school,
                zh_name(rng),
                rng.choice(["1-16周", "1-8周", "9-16周", "1-16周(单)", "1-16周(双)", "2-17周"]),
                rng.choice(ZH_WEEKDAYS),
                rng.choice(ZH_PERIODS),
                zh_room(rng),
                cap,
                rng.randint(int(cap * 0.5), cap),
            ]
        )
    return rows


ZH_TT_HEAD = [
    "课程号",
    "课程名",
    "教学班",
    "开课学院",
    "教师",
    "周次",
    "星期",
    "节次",
    "教室",
    "容量",
    "人数",
]


def zh_conflicts(rng: random.Random, n: int, kinds: list[str]) -> str:
    out = []
    for i in range(n):
        kind = kinds[i % len(kinds)]
        a = zh_timetable_rows(rng, 1)[0]
        b = zh_timetable_rows(rng, 1)[0]
        if kind == "ROOM_CAPACITY":
            detail = f"教学班 {a[2]} 选课人数 {a[9] + rng.randint(3, 40)} > 教室 {a[8]} 容量 {a[9]}"
        elif kind == "TEACHER_CLASH":
            detail = f"教师 {a[4]} 同时段 {a[6]} {a[7]} 有 {a[2]} 与 {b[2]}"
        else:
            detail = f"行政班 {rng.choice(['土木', '计科', '机械', '会计', '电气'])}{rng.choice(['2401', '2402', '2301', '2302'])} {a[6]} {a[7]} 同时有 {a[2]} 与 {b[2]}"
        out.append(f"  [{i + 1:03d}] {kind:15s} {detail}")
    return "\n".join(out)


def course() -> dict:
    c = Conv(
        "blind-zh-course-timetable",
        "教务处：下学期课表迁移到新排课系统",
        "你是某大学教务处排课科的助理。可用工具：kbs_sql（旧排课系统KBS的数据库，只读）、"
        "klf_api（新排课系统“课立方”的接口，含测试环境sandbox和生产环境prod）、room_db"
        "（资产处教室台账）、mail（教务处公共邮箱）、files（共享盘）。回答用中文，数字要准确。",
        seed=4202,
    )
    r = c.rng
    c.user(
        "你好，我是排课科的周敏。下学期（2026-2027学年第一学期）的课表要从旧的KBS系统迁到课立方，"
        "原定8月18日上线，8月28日学生开始选课，这个不能动。先帮我把KBS里下学期的数据摸一下底：多少教学班、"
        "多少教室、多少老师。",
        mark="goal",
    )
    rows = zh_timetable_rows(r, 260)
    stats = "\n".join(
        [
            "-- 学期 2026-2027-1 统计",
            table(
                ["项目", "数量"],
                [
                    ["课程", 612],
                    ["教学班", 1284],
                    ["排课单元(周课时块)", 6902],
                    ["任课教师", 417],
                    ["使用教室", 318],
                    ["含单双周的教学班", 96],
                    ["体育类教学班(PE)", 88],
                    ["跨校区教学班", 23],
                ],
            ),
            "",
            "-- 教学班明细(前260行, 共1284行)",
            table(ZH_TT_HEAD, rows),
        ]
    )
    c.act(
        "我先从KBS导出下学期的统计和教学班明细。",
        [
            (
                "kbs_sql",
                {
                    "query": "SELECT ... FROM tt_section s JOIN tt_slot t ON ... WHERE term='2026-2027-1'"
                },
                stats,
            )
        ],
    )
    c.say(
        "KBS里2026-2027-1学期的底数：612门课程，1284个教学班，6902个排课单元，417位任课教师，"
        "使用318间教室。另外有96个教学班是单双周上课，88个体育类教学班，23个跨校区教学班，"
        "这几类迁移时最容易出问题，我会单独盯。",
        mark="stats",
    )
    c.user("先导到课立方的测试环境里，看看有多少冲突。")
    confl = zh_conflicts(
        r, 37, ["ROOM_CAPACITY", "ROOM_CAPACITY", "TEACHER_CLASH", "ROOM_CAPACITY", "CLASS_CLASH"]
    )
    imp1 = "\n".join(
        [
            "课立方 KeLiFang 4.2.1  sandbox  import job IMP-0812-01",
            "source: kbs_export_2026-2027-1.zip  mapping: /data/migration/kbs_klf_mapping_v1.xlsx",
            log_lines(
                r,
                60,
                ["importer", "validator", "mapper", "solver"],
                [
                    "row {n}: section mapped",
                    "room code normalized A{n} -> A-{n}",
                    "teacher id {h:06x} merged",
                    "WARN field 'week_parity' not supported in schema v7, defaulting to EVERY_WEEK",
                    "checkpoint {n} rows committed",
                    "slot grid 12 periods x 5 days loaded",
                ],
                "2026-08-03",
            ),
            "",
            "RESULT: 1284 sections, 6902 units imported; 37 conflicts; 96 warnings (week_parity ignored)",
            "conflicts by type: ROOM_CAPACITY 21, TEACHER_CLASH 9, CLASS_CLASH 7",
            confl,
        ]
    )
    c.act(
        "",
        [
            (
                "klf_api",
                {
                    "env": "sandbox",
                    "action": "import",
                    "file": "kbs_export_2026-2027-1.zip",
                    "mapping": "/data/migration/kbs_klf_mapping_v1.xlsx",
                },
                imp1,
            )
        ],
    )
    c.say(
        "测试环境导入完成（任务IMP-0812-01）：1284个教学班全部进来了，但有37处冲突——教室容量不足21处、"
        "教师时间冲突9处、行政班冲突7处。更麻烦的是96条警告：课立方4.2.1不认识KBS的单双周字段，"
        "96个单双周教学班都被当成每周上课导入了，这会让学生课表和教室占用全错。"
    )
    c.user("单双周的问题你去问供应商。容量冲突先帮我看一下是怎么回事。")
    cap_rows = [[zh_room(r), r.choice([60, 80, 100, 120]), r.randint(3, 40)] for _ in range(20)]
    cap_rows.insert(3, ["A3-204", 120, 12])
    c.act(
        "我在供应商工单系统提单，同时把容量冲突按教室汇总。",
        [
            (
                "klf_api",
                {
                    "env": "support",
                    "action": "create_ticket",
                    "title": "week_parity (单双周) ignored on import in 4.2.1",
                    "job": "IMP-0812-01",
                },
                json.dumps(
                    {
                        "ticket": "KLF-SUP-7781",
                        "status": "NEW",
                        "priority": "P2",
                        "sla": "2 business days",
                        "assignee": "课立方交付组 韩晓东",
                    },
                    ensure_ascii=False,
                ),
            ),
            (
                "klf_api",
                {
                    "env": "sandbox",
                    "action": "conflicts",
                    "job": "IMP-0812-01",
                    "type": "ROOM_CAPACITY",
                    "group_by": "room",
                },
                table(["教室", "KBS登记容量", "超员人数(最大)"], cap_rows)
                + "\n\n注: 教室容量来自KBS room表, 最后更新 2019-07-01",
            ),
        ],
        mark="ticket",
    )
    c.say(
        "已提工单KLF-SUP-7781，2个工作日内回复。容量冲突分布在21间教室，多数超员不到10人。其中A3-204"
        "按KBS登记是120人，材料力学那个大班选了132人。注意KBS的教室容量表最后更新是2019年，可能已经不准。"
    )
    c.user(
        "对，A3-204去年消防核定以后只能坐96人了，资产处的台账是新的，容量一律以资产处为准。",
        mark="a3",
    )
    rooms = [
        [
            zh_room(r),
            r.choice([40, 60, 80, 96, 100, 120, 150]),
            r.choice(["普通", "多媒体", "阶梯"]),
            r.choice(["正常", "正常", "正常", "正常", "维修"]),
            f"2025-{r.randint(1, 12):02d}",
        ]
        for _ in range(150)
    ]
    rooms.insert(5, ["A3-204", 96, "阶梯", "正常(消防核定)", "2025-11"])
    for k in range(1, 9):
        rooms.insert(10 + k, [f"B2-10{k}", 80, "多媒体", "装修(至2026-10-08)", "2026-06"])
    c.act(
        "我拉资产处台账和KBS对比。",
        [
            (
                "room_db",
                {"action": "export", "fields": ["room", "capacity", "type", "status", "checked"]},
                table(["教室", "核定容量", "类型", "状态", "核定时间"], rooms),
            ),
            (
                "kbs_sql",
                {"query": "SELECT room, capacity FROM room WHERE campus IN ('本部','东区')"},
                "对比结果: 资产处与KBS容量不一致 12 间; 资产处标记不可用 8 间 (博文楼B区 B2-101..B2-108, 装修至10月8日)\n"
                "按资产处容量重算后 ROOM_CAPACITY 冲突: 29 处 (原21处)\n受装修影响的排课单元: 34 个",
            ),
        ],
        mark="rooms",
    )
    c.say(
        "按资产处台账：A3-204核定容量96人；另有12间教室两边容量不一致。更要紧的是博文楼B区8间教室"
        "（B2-101到B2-108）在装修，要到10月8日才能用，上面排了34个排课单元。按新容量重算，"
        "容量冲突从21处变成29处。"
    )
    c.user(
        "材料力学那个班换个大点的教室。B区那8间的课先全部挪到主楼。冲突处理的原则：优先保证学生班级无冲突，"
        "教师的冲突让学院自己调，我们不替老师做主。",
        mark="principle",
    )
    free = table(
        ["教室", "容量", "周二3-4节", "周四1-2节", "楼宇"],
        [
            [
                zh_room(r),
                r.choice([120, 150, 180]),
                r.choice(["空", "占"]),
                r.choice(["空", "占"]),
                r.choice(["A5", "主楼", "A1"]),
            ]
            for _ in range(14)
        ],
    )
    c.act(
        "",
        [
            (
                "klf_api",
                {
                    "env": "sandbox",
                    "action": "find_rooms",
                    "min_capacity": 132,
                    "slots": ["TUE-3-4", "THU-1-2"],
                },
                free + "\n最佳匹配: A5-310 (150座, 阶梯, 两个时段均空)",
            ),
            (
                "klf_api",
                {
                    "env": "sandbox",
                    "action": "bulk_move",
                    "from_rooms": "B2-101..B2-108",
                    "to_building": "主楼",
                    "keep_slots": True,
                    "also": {"section": "CE2105-01", "room": "best_match"},
                },
                "moved 34 units from B2-101..B2-108 to 主楼 (31 same slot, 3 re-slotted within same day)\nmoved CE2105-01 材料力学 A3-204 -> A5-310 (best_match, 2 units)\nremaining conflicts: ROOM_CAPACITY 9, TEACHER_CLASH 9, CLASS_CLASH 7",
            ),
        ],
        mark="a5",
    )
    c.say(
        "材料力学（CE2105-01）已从A3-204换到A5-310，150座，原时段不变。B区34个排课单元已挪到主楼，"
        "其中3个在同一天内换了节次。剩余冲突：容量9处、教师9处、行政班7处。"
    )
    c.user("王立群老师刚打电话，说他周一上午不能上课，要去医院复查，帮他调一下。")
    c.act(
        "",
        [
            (
                "klf_api",
                {
                    "env": "sandbox",
                    "action": "add_teacher_constraint",
                    "teacher": "T20087",
                    "unavailable": ["MON-1-2", "MON-3-4"],
                },
                "teacher T20087 王立群 (土木学院) sections: CE2210-01, CE2210-02, CE3301-01\n"
                "units violating new constraint: 2 (CE2210-01 周一1-2节, CE3301-01 周一3-4节)\n"
                "auto-reslot: CE2210-01 -> 周三1-2节 A3-108; CE3301-01 -> 周二7-8节 A1-305\n"
                "new conflicts introduced: 0",
            )
        ],
    )
    c.say(
        "王立群老师（T20087）的约束已加：周一上午不排。受影响的2个排课单元已自动调到周三1-2节和周二7-8节，没有产生新冲突。"
    )
    c.user("还有个新政策：大学英语今年小班化，每班上限从60人改成45人。", mark="en45")
    en_rows = zh_timetable_rows(r, 58, only="EN1001")
    c.act(
        "我算一下大学英语按45人一班要多少教学班。",
        [
            (
                "kbs_sql",
                {
                    "query": "SELECT ... FROM tt_section WHERE course_code IN ('EN1001','EN1003') AND term='2026-2027-1'"
                },
                table(ZH_TT_HEAD, en_rows)
                + "\n\n(58 rows)  选课人数合计(预估, 按新生名单+重修): 2952",
            )
        ],
    )
    c.say(
        "大学英语现在是58个教学班，预计2952人。按每班45人算需要66个教学班，也就是要增开8个，"
        "需要外语学院出8个班的老师，另外还要8间能放下45人的语音教室。",
        mark="en_calc",
    )
    c.user("给外语学院发邮件，让他们8月14日前确认能不能出8个老师。")
    c.act(
        "",
        [
            (
                "mail",
                {
                    "action": "send",
                    "to": "外语学院教学办",
                    "subject": "关于大学英语小班化增开教学班的确认",
                    "body": "...",
                },
                "已发送 msg-20260806-0412 收件人: fl_jxb@univ.example 抄送: 周敏\n"
                "正文: 外语学院教学办：按新政策大学英语每班上限45人，2026-2027-1学期预计2952人，"
                "需由58个教学班增至66个，请于8月14日前确认能否安排8位任课教师及时段偏好。教务处排课科",
            )
        ],
    )
    c.say("邮件已发给外语学院教学办，要求8月14日前回复。")
    c.user("供应商回复单双周的问题了吗？")
    vend = "\n".join(
        [
            "KLF-SUP-7781  status: CONFIRMED  (韩晓东, 2026-08-07 16:22)",
            "问题确认：4.2.1版本导入器schema v7不支持week_parity字段，属于已知缺陷。",
            "修复版本：4.2.3（schema v8），计划8月20日发布；生产环境升级需停机2小时。",
            "临时办法：把每个单双周教学班手工拆成两个排课任务（单周、双周各一），上线后再合并；",
            "注意合并时学生名单要重新关联，拆分期间选课系统会显示为两门课。",
            "",
            "-- 附：4.2.3 release notes (draft)",
            log_lines(
                r,
                25,
                ["changelog"],
                [
                    "fix #{n}: importer edge case",
                    "perf: solver warm start #{n}",
                    "ui: room grid paging #{n}",
                    "fix #{n}: week_parity import (schema v8)",
                ],
                "2026-08-07",
            ),
        ]
    )
    c.act(
        "",
        [("klf_api", {"env": "support", "action": "get_ticket", "ticket": "KLF-SUP-7781"}, vend)],
        mark="vendor",
    )
    c.say(
        "供应商确认是4.2.1的已知缺陷，4.2.3修复，计划8月20日发布，比我们8月18日上线晚两天。"
        "两个选择：一是手工拆96个教学班，上线后再合并，工作量大，而且拆分期间学生看到的是两门课；"
        "二是等4.2.3发布后再上线，大约推迟一周，仍在8月28日选课之前。"
    )
    c.user(
        "不要手工拆，容易出错。上线推到8月25日，选课还是8月28日不变。通知各学院教学秘书。",
        mark="golive",
    )
    c.act(
        "",
        [
            (
                "files",
                {"action": "edit", "path": "/data/migration/cutover_plan.md"},
                "--- cutover_plan.md\n+++ cutover_plan.md\n-上线日期: 2026-08-18\n+上线日期: 2026-08-25 (等待课立方4.2.3, 见KLF-SUP-7781)\n 选课开放: 2026-08-28 (不变)\n-冻结KBS写入: 2026-08-17\n+冻结KBS写入: 2026-08-24",
            ),
            (
                "mail",
                {"action": "send", "to": "各学院教学秘书", "subject": "课立方上线时间调整"},
                "已发送 msg-20260807-0533 收件人 21 个学院教学秘书\n正文: 因供应商修复单双周缺陷，课立方上线调整为8月25日，选课8月28日开放不变，KBS自8月24日起停止写入。",
            ),
        ],
    )
    c.say(
        "已改上线计划（/data/migration/cutover_plan.md）：上线8月25日，KBS 8月24日起冻结写入，选课8月28日不变；通知已发21个学院的教学秘书。"
    )
    c.user(
        "王立群老师又变了：周一上午没问题了，复查改时间了。但他九月开始兼副院长，周四全天开会，周四都不能排。",
        mark="wang",
    )
    c.act(
        "",
        [
            (
                "klf_api",
                {
                    "env": "sandbox",
                    "action": "set_teacher_constraint",
                    "teacher": "T20087",
                    "replace": True,
                    "unavailable": ["THU-ALL"],
                },
                "teacher T20087 王立群: constraint replaced (was MON-1-2, MON-3-4; now THU-ALL)\n"
                "units violating: 3 (CE2210-02 周四3-4节, CE3301-01 周四5-6节, CE2210-01 周四7-8节)\n"
                "auto-reslot: CE2210-02 -> 周二5-6节 A3-110; CE3301-01 -> 周五3-4节 A1-305\n"
                "CE2210-01: no slot without CLASS_CLASH for 土木2301 -> placed 周一1-2节 A3-108 (teacher now available Monday)\n"
                "new conflicts introduced: 0",
            )
        ],
    )
    c.say(
        "王立群老师的约束已替换：取消周一上午的限制，改为周四全天不排。受影响3个单元已调开，其中CE2210-01回到周一1-2节，没有新冲突。"
    )
    c.user("外语学院回了吗？")
    fl = "\n".join(
        [
            "From: 外语学院教学办 <fl_jxb@univ.example>   Date: 2026-08-13 10:05",
            "Subject: Re: 关于大学英语小班化增开教学班的确认",
            "",
            "周老师好：",
            "经学院研究，同意增开8个教学班，任课教师："
            + "、".join(zh_name(r) for _ in range(8))
            + "。",
            "其中2个班希望排在周五晚上9-10节（两位老师白天在东区上课）。语音教室请教务处统筹。",
            "另：研究生英语（GE5001）今年是否也迁到课立方？往年是研究生院自己排的，我们不清楚这次的范围。",
            "",
            "外语学院教学办 " + zh_name(r),
            "",
            "> 原邮件 msg-20260806-0412 ...",
        ]
    )
    c.act(
        "",
        [("mail", {"action": "search", "folder": "inbox", "from": "fl_jxb@univ.example"}, fl)],
        mark="fl",
    )
    c.say(
        "外语学院回复了：同意增开8个教学班，老师名单已给，2个班希望排周五晚上9-10节。他们还问研究生英语"
        "（GE5001）这次是否也迁到课立方——这个范围我们之前没确定过。"
    )
    c.user(
        "研究生的我去问研究生院。你先把新的8个班加进去，全部重新导一次，看还剩多少冲突。",
        mark="ask_grad",
    )
    reimp = "\n".join(
        [
            "课立方 KeLiFang 4.2.1  sandbox  import job IMP-0819-02",
            "source: kbs_export_2026-2027-1_r3.zip  mapping: /data/migration/kbs_klf_mapping_v2.xlsx",
            "room capacities: room_db export 2026-08-04 (资产处)",
            log_lines(
                r,
                70,
                ["importer", "validator", "solver"],
                [
                    "row {n}: section mapped",
                    "constraint T{n} applied",
                    "solver iteration {n}: cost {h}",
                    "WARN field 'week_parity' not supported in schema v7, defaulting to EVERY_WEEK",
                    "room {n} marked unavailable until 2026-10-08",
                ],
                "2026-08-19",
            ),
            "",
            "RESULT: 1292 sections, 6934 units; 2 conflicts; 96 warnings (week_parity ignored - expected until 4.2.3)",
            "  [001] TEACHER_CLASH  教师 刘子航 周三 11-12节: CS2031-03 数据结构 与 继续教育学院 JX0412-01",
            "  [002] TEACHER_CLASH  教师 刘子航 周三 11-12节: CS2047-02 操作系统 与 继续教育学院 JX0415-01",
        ]
    )
    c.act(
        "",
        [
            (
                "klf_api",
                {
                    "env": "sandbox",
                    "action": "import",
                    "file": "kbs_export_2026-2027-1_r3.zip",
                    "mapping": "/data/migration/kbs_klf_mapping_v2.xlsx",
                },
                reimp,
            )
        ],
        mark="reimp",
        req_mark="reimp_req",
    )
    c.say(
        "重新导入（IMP-0819-02）：1292个教学班（含新增8个大学英语班），只剩2处冲突，都是计算机学院刘子航老师"
        "周三晚上11-12节的CS2031和CS2047，和继续教育学院的夜课撞了。之前剩下的容量冲突和行政班冲突，"
        "在用资产处容量重排后都由求解器消解了，其他学院的教师冲突各学院也已调完。按你定的原则，"
        "这两处教师冲突由学院调。"
    )
    c.user(
        "这两个让计算机学院自己调，联系人就是刘子航本人。另外上线以后旧的KBS怎么处理？", mark="liu"
    )
    c.say(
        "建议KBS不要马上关：上线后保留一段时间只读，用来核对成绩录入和教室占用，到9月底开学稳定后再下线。你定个日期？"
    )
    c.user("行，KBS只读保留到9月30日，之后下线。供应商4.2.3装好了没有？", mark="kbs")
    c.act(
        "",
        [
            (
                "klf_api",
                {"env": "sandbox", "action": "version"},
                "sandbox: 课立方 4.2.3 (schema v8) installed 2026-08-20 14:10\nprod: 4.2.1 - upgrade window booked 2026-08-24 22:00-24:00 (change CHG-5520)\n"
                "week_parity re-check on sandbox: 96/96 sections imported with correct parity",
            )
        ],
        mark="ver",
    )
    c.say(
        "测试环境已经是4.2.3，96个单双周教学班重新检查全部正确。生产环境还是旧版本，升级窗口定在8月24日 22:00，"
        "变更单CHG-5520，正好在8月25日上线前一晚。"
    )
    c.user("好。我下周休假，这块交接给陈浩，你给他写个交接摘要。", mark="handover")
    c.say(
        "交接摘要（周敏→陈浩）\n"
        "1. 目标：2026-2027-1学期课表从KBS迁到课立方，上线8月25日，选课8月28日开放。\n"
        "2. 现状：测试环境最新导入IMP-0819-02，1292个教学班，剩2处教师冲突（刘子航，CS2031/CS2047周三11-12节），"
        "已请计算机学院刘子航自行调整。\n"
        "3. 教室：容量以资产处台账为准（A3-204核定96人，材料力学已换A5-310）；博文楼B区8间装修至10月8日，课已挪主楼。\n"
        "4. 王立群老师：周四全天不排。\n"
        "5. 大学英语：每班45人，外语学院已同意增开8个教学班。\n"
        "6. 待办：生产环境8月24日 22:00升级4.2.3（CHG-5520）；研究生英语GE5001是否纳入，周敏问研究生院，尚无答复。\n"
        "7. KBS：上线后只读保留到9月30日。\n"
        "映射文件：/data/migration/kbs_klf_mapping_v2.xlsx；供应商工单KLF-SUP-7781。",
        mark="final",
    )

    c.label(
        "l1",
        "user_goal",
        "把2026-2027学年第一学期课表从KBS迁到课立方，8月28日选课不能动",
        ["2026-2027学年第一学期", "课立方"],
        "goal",
    )
    c.label(
        "l2", "fact", "KBS底数：1284个教学班，318间教室", ["1284个教学班", "318间教室"], "stats"
    )
    c.label("l3", "reference", "供应商工单", ["KLF-SUP-7781"], "ticket")
    c.label(
        "l4", "fact", "A3-204消防核定后容量96人，容量以资产处台账为准", ["消防核定", "96人"], "a3"
    )
    c.label("l5", "fact", "博文楼B区8间教室装修至10月8日", ["博文楼B区", "10月8日"], "rooms")
    c.label(
        "l6",
        "decision",
        "冲突原则：优先保证学生班级无冲突，教师冲突由学院自己调",
        ["学生班级无冲突"],
        "principle",
    )
    c.label("l7", "decision", "材料力学CE2105-01换到A5-310（150座）", ["CE2105-01", "A5-310"], "a5")
    c.label(
        "l8", "fact", "大学英语按45人一班需66个教学班，增开8个", ["45人", "66个教学班"], "en_calc"
    )
    c.label("l9", "fact", "4.2.3修复单双周导入缺陷（供应商确认）", ["4.2.3", "schema v8"], "vendor")
    c.label(
        "l10", "decision", "不手工拆单双周，上线推迟到8月25日，选课仍8月28日", ["8月25日"], "golive"
    )
    c.label("l11", "fact", "王立群老师周四全天不排（兼副院长）", ["周四全天"], "wang")
    c.label("l12", "fact", "外语学院同意增开8个教学班", ["同意增开8个教学班"], "fl")
    c.label("l13", "open_issue", "研究生英语GE5001是否纳入迁移范围未定", ["GE5001"], "fl")
    c.label(
        "l14", "pending_action", "周敏去问研究生院研究生课程的范围", ["我去问研究生院"], "ask_grad"
    )
    c.label("l15", "reference", "最新导入任务与映射文件", ["IMP-0819-02"], "reimp")
    c.label(
        "l16", "reference", "映射文件v2", ["/data/migration/kbs_klf_mapping_v2.xlsx"], "reimp_req"
    )
    c.label(
        "l17",
        "open_issue",
        "刘子航周三11-12节CS2031/CS2047与继续教育学院夜课冲突，剩余2处",
        ["CS2031-03", "CS2047-02"],
        "reimp",
    )
    c.label("l18", "pending_action", "计算机学院刘子航自行调整这两处冲突", ["刘子航本人"], "liu")
    c.label("l19", "decision", "KBS上线后只读保留到9月30日，之后下线", ["9月30日"], "kbs")
    c.label(
        "l20",
        "pending_action",
        "生产环境8月24日 22:00升级到4.2.3，变更单CHG-5520",
        ["CHG-5520"],
        "ver",
    )
    c.label("l21", "decision", "周敏休假，交接给陈浩", ["交接给陈浩"], "handover")

    c.stale_value("s1", "上线日期8月18日（改为8月25日）", ["8月18日"], "golive")
    c.stale_value("s2", "A3-204容量120人（消防核定后96人）", ["A3-204", "120人"], "a3")
    c.stale_value(
        "s3", "王立群老师周一上午不能排（改为周四全天不排）", ["王立群", "周一上午"], "wang"
    )
    c.stale_value("s4", "大学英语每班上限60人（改为45人）", ["60人"], "en45")
    c.stale_value("s5", "首次导入37处冲突（调整后剩25处，最终剩2处）", ["37处冲突"], "a5")
    return c


# == 3. fraud rule tuning ==================================================================

CB_REASONS = ["10.4", "10.4", "10.4", "10.5", "13.1", "13.2", "13.3", "4837", "4853", "4863"]
CATEGORIES = ["electronics", "gift cards", "apparel", "home", "beauty", "toys", "sports", "grocery"]


def cb_rows(rng: random.Random, n: int) -> list[list[object]]:
    rows = []
    for _ in range(n):
        rows.append(
            [
                f"CB-{rng.randint(1000000, 9999999)}",
                f"2025-10-{rng.randint(1, 31):02d}",
                f"ORD-{rng.randint(40000000, 49999999)}",
                rng.choice(CB_REASONS),
                rng.choice(CATEGORIES),
                f"{rng.uniform(18, 1900):.2f}",
                rng.choice(["web", "web", "app", "app", "app"]),
                rng.randint(0, 1400),
                rng.choice(["US", "US", "US", "CA", "GB"]),
                rng.randint(0, 900),
                rng.choice(["none", "R-112", "R-318", "none", "none"]),
            ]
        )
    return rows


CB_HEAD = [
    "cb_id",
    "date",
    "order",
    "reason",
    "category",
    "amount_usd",
    "channel",
    "acct_age_d",
    "country",
    "vigilo",
    "rule_hit",
]


def fraud() -> dict:
    c = Conv(
        "blind-fraud-rule-tuning",
        "Tuning fraud rules after a chargeback rise",
        "You are an assistant for the Trust & Risk team at Brightcart (online retailer). Tools: "
        "dw_sql (the data warehouse, schema fraud_dw), rules (the Sentinel rules engine: read "
        "config, diff, deploy, shadow, rollback), git (repo risk-rules), vigilo (the vendor "
        "fraud-score API and support portal), docs (shared drive), mail. Rule changes go through "
        "a change ticket; enforcement changes that can cost revenue need finance sign-off.",
        seed=4303,
    )
    r = c.rng
    c.user(
        "Chargebacks are climbing and I need them down before the card-scheme review on 15 "
        "January: get us under 0.65% without the manual review queue going over 1,200 orders a "
        "day, that's all the team can handle. Start with where we are: monthly rate, reason "
        "codes, and what rules are live.",
        mark="goal",
    )
    monthly = table(
        ["month", "orders", "chargebacks", "cb_rate_pct", "fraud_cb_pct", "cb_usd"],
        [
            ["2025-05", 1412033, 5650, 0.40, 71, "412,880"],
            ["2025-06", 1388410, 5831, 0.42, 72, "430,114"],
            ["2025-07", 1450977, 5949, 0.41, 70, "441,205"],
            ["2025-08", 1502448, 6610, 0.44, 73, "489,770"],
            ["2025-09", 1479002, 9170, 0.62, 79, "702,318"],
            ["2025-10", 1533860, 14112, 0.92, 84, "1,118,406"],
        ],
    )
    rules_cfg = "\n".join(
        [
            "# risk-rules/sentinel/rules (HEAD 9c41e0d)",
            "- id: R-112  file: risk-rules/sentinel/rules/r112_velocity.yaml  mode: enforce",
            "  when: count(orders by card_fingerprint, 1h) > 5   # 5 orders/hour",
            "  action: decline",
            "- id: R-207  file: risk-rules/sentinel/rules/r207_newacct_mismatch.yaml  mode: enforce  version: 1",
            "  when: account_age_days < 3 and billing_country != shipping_country",
            "  action: review",
            "- id: R-318  file: risk-rules/sentinel/rules/r318_hv_electronics.yaml  mode: enforce",
            "  when: first_order and category == 'electronics' and amount_usd > 1200",
            "  action: review",
            "- id: VIG-CUT  source: vigilo.score  mode: enforce",
            "  when: vigilo.score >= 850   # vendor score 0-1000, cut-off 850",
            "  action: decline",
        ]
    )
    c.act(
        "Pulling the monthly chargeback series, the reason-code split for October, and the live rule set.",
        [
            (
                "dw_sql",
                {
                    "query": "SELECT month, orders, chargebacks, ... FROM fraud_dw.chargebacks_monthly WHERE month >= '2025-05'"
                },
                monthly,
            ),
            (
                "dw_sql",
                {
                    "query": "SELECT * FROM fraud_dw.chargebacks_daily WHERE cb_date BETWEEN '2025-10-01' AND '2025-10-31' ORDER BY random() LIMIT 420"
                },
                table(CB_HEAD, cb_rows(r, 420)),
            ),
            ("rules", {"action": "list", "env": "prod"}, rules_cfg),
        ],
        mark="state",
    )
    c.say(
        "October closed at a 0.92% chargeback rate (14,112 chargebacks, $1.12M) against a "
        "0.40-0.44% baseline through August; the rise started in September. 84% of October "
        "chargebacks are fraud reason codes, mostly 10.4 (card-absent fraud). Live rules: R-112 "
        "velocity declines above 5 orders/hour per card, R-207 v1 sends new accounts with a "
        "billing/shipping country mismatch to review, R-318 reviews first-order electronics over "
        "$1,200, and the Vigilo score declines at cut-off 850.",
        mark="state_say",
    )
    c.user("Break the fraud ones down: account age, category, where it ships.")
    seg = "\n".join(
        [
            table(
                ["segment", "fraud_cbs", "share_pct", "cb_usd"],
                [
                    ["account_age < 7d", 6880, 58, "651,200"],
                    ["account_age 7-90d", 2730, 23, "229,010"],
                    ["account_age > 90d", 2244, 19, "112,880"],
                    ["category gift cards", 4131, 35, "402,114"],
                    ["category electronics", 3920, 33, "455,903"],
                    ["ship-to freight forwarder (list FF-2025-09)", 3305, 28, "377,460"],
                    ["same card >3 orders within 1h", 2010, 17, "188,420"],
                ],
            ),
            "",
            "-- non-fraud reason codes, October",
            table(
                ["reason", "count", "note"],
                [
                    ["13.1", 1602, "merchandise not received"],
                    ["13.3", 311, "not as described"],
                    ["13.2", 345, "cancelled recurring"],
                ],
            ),
            "",
            "-- top forwarder addresses (hashed)",
            table(
                ["addr_hash", "city", "orders_oct", "cbs_oct"],
                [
                    [
                        f"{r.getrandbits(40):010x}",
                        r.choice(
                            ["Miami FL", "Doral FL", "Wilmington DE", "Portland OR", "Newark NJ"]
                        ),
                        r.randint(200, 1400),
                        r.randint(40, 400),
                    ]
                    for _ in range(60)
                ],
            ),
        ]
    )
    c.act(
        "",
        [
            (
                "dw_sql",
                {
                    "query": "SELECT segment, count(*) ... FROM fraud_dw.chargebacks_daily JOIN fraud_dw.orders ... WHERE reason IN fraud_codes AND month='2025-10' GROUP BY segment"
                },
                seg,
            )
        ],
    )
    c.say(
        "The pattern is clear: 58% of fraud chargebacks come from accounts under 7 days old, "
        "gift cards and electronics make up two thirds, and 28% shipped to freight-forwarder "
        "addresses. 17% were the same card placing more than 3 orders in an hour, which R-112 at "
        "5/hour doesn't catch. Separately, 1,602 chargebacks are reason 13.1 (merchandise not "
        "received); that smells like a carrier problem rather than fraud, but I haven't verified it.",
        mark="seg",
    )
    c.user(
        "Tighten R-112 to 3 orders/hour right away. And write an R-207 v2 that also catches "
        "new accounts shipping to forwarders; shadow it for 24h first.",
        mark="r112_3",
    )
    diff = "\n".join(
        [
            "diff --git a/sentinel/rules/r112_velocity.yaml b/sentinel/rules/r112_velocity.yaml",
            "-  when: count(orders by card_fingerprint, 1h) > 5   # 5 orders/hour",
            "+  when: count(orders by card_fingerprint, 1h) > 3   # 3 orders/hour",
            "diff --git a/sentinel/rules/r207_newacct_mismatch.yaml b/sentinel/rules/r207_newacct_mismatch.yaml",
            "-  version: 1",
            "-  when: account_age_days < 3 and billing_country != shipping_country",
            "+  version: 2",
            "+  when: account_age_days < 7 and (billing_country != shipping_country or shipping_addr in list('FF-2025-09'))",
            "   action: review",
            "",
            "commit 5d0a7b2  RISK-2291 tighten R-112, add R-207 v2 (shadow)",
            "deploy prod: R-112 enforce (rev 5d0a7b2)  OK  2025-11-10T09:41:07Z",
            "deploy prod: R-207 v2 shadow (rev 5d0a7b2)  OK  2025-11-10T09:41:09Z  -- v1 stays enforcing until promotion",
        ]
    )
    c.act(
        "",
        [
            (
                "git",
                {
                    "action": "commit_and_deploy",
                    "ticket": "RISK-2291",
                    "files": [
                        "risk-rules/sentinel/rules/r112_velocity.yaml",
                        "risk-rules/sentinel/rules/r207_newacct_mismatch.yaml",
                    ],
                },
                diff,
            )
        ],
        mark="deploy1",
    )
    c.say(
        "Deployed under RISK-2291: R-112 now declines above 3 orders/hour per card; R-207 v2 (accounts under 7 days, country mismatch or forwarder address) runs in shadow while v1 keeps enforcing."
    )
    c.user("It's been a day. How did R-207 v2 do in shadow? If it's sane, promote it.")
    shadow = "\n".join(
        [
            "shadow report R-207 v2  window 2025-11-10T09:41Z .. 2025-11-11T09:41Z",
            table(
                ["metric", "value"],
                [
                    ["orders evaluated", 51204],
                    ["would-review", 566],
                    ["would-review rate", "1.11%"],
                    ["overlap with v1", 141],
                    ["of which later cancelled as fraud (so far)", 37],
                ],
            ),
            "",
            "sample of would-review orders:",
            table(
                ["order", "acct_age_d", "ship_to", "amount_usd", "category"],
                [
                    [
                        f"ORD-{r.randint(40000000, 49999999)}",
                        r.randint(0, 6),
                        r.choice(["FF list", "mismatch", "FF list"]),
                        f"{r.uniform(20, 1500):.2f}",
                        r.choice(CATEGORIES),
                    ]
                    for _ in range(90)
                ],
            ),
            "",
            "promote R-207 v2 -> enforce  OK  2025-11-11T10:02:44Z (rev 5d0a7b2)",
        ]
    )
    c.act(
        "Checking the shadow report, then promoting.",
        [
            (
                "rules",
                {"action": "shadow_report", "rule": "R-207", "version": 2},
                shadow.rsplit("\n", 1)[0],
            ),
            (
                "rules",
                {"action": "promote", "rule": "R-207", "version": 2},
                shadow.rsplit("\n", 1)[1],
            ),
        ],
    )
    c.say(
        "In 24h of shadow R-207 v2 would have sent 566 of 51,204 orders (1.11%) to review, and 37 of those have already been cancelled as fraud. I promoted it to enforce at 10:02 UTC."
    )
    c.user("Support is on fire this morning, loads of customers blocked. Is that us?")
    logs = log_lines(
        r,
        230,
        ["sentinel", "checkout", "review-queue"],
        [
            "order ORD-4{n} decision=review rule=R-207 v=2 reason=ship_to_ff",
            "order ORD-4{n} decision=approve score={n}",
            "review queue depth {n}",
            "order ORD-4{n} decision=decline rule=R-112 count_1h=4",
            "order ORD-4{n} auto-cancel after review SLA 6h rule=R-207",
        ],
        "2025-11-12",
    )
    c.act(
        "Checking the decision logs and the blocked orders since the promotion.",
        [
            (
                "rules",
                {"action": "logs", "since": "2025-11-11T10:02Z", "rules": ["R-207", "R-112"]},
                logs,
            ),
            (
                "dw_sql",
                {
                    "query": "SELECT ... FROM fraud_dw.decisions d JOIN fraud_dw.orders o ... WHERE d.rule='R-207' AND d.version=2 AND d.ts >= '2025-11-11 10:02'"
                },
                "R-207 v2 enforce since 2025-11-11 10:02: 1,322 orders sent to review, 612 auto-cancelled at 6h SLA\n"
                "of auto-cancelled: 340 from business accounts (B2B tier) shipping to office addresses that are on list FF-2025-09\n"
                "  -> FF-2025-09 contains 212 addresses tagged 'forwarder' that are shared office buildings\n"
                "review queue peak: 1,790 (2025-11-12 08:00)\n"
                "incident opened by support: INC-7731 'B2B customers auto-cancelled'",
            ),
        ],
        mark="inc",
    )
    c.say(
        "Yes, it's R-207 v2. Since promotion it sent 1,322 orders to review; the queue peaked at "
        "1,790 and 612 orders were auto-cancelled at the 6-hour SLA, including 340 legitimate "
        "orders from B2B accounts shipping to office buildings that sit on the forwarder list "
        "FF-2025-09. Support has it as INC-7731.",
        mark="inc_say",
    )
    c.user("Roll R-207 back to v1 now. We'll fix it properly later.")
    c.act(
        "",
        [
            (
                "rules",
                {"action": "rollback", "rule": "R-207", "to_version": 1, "link": "INC-7731"},
                "rollback R-207 -> v1 (rev 9c41e0d) OK 2025-11-12T09:15:31Z\nchange ticket RISK-2306 linked to INC-7731\n"
                "re-queued 340 auto-cancelled B2B orders for manual reinstatement (queue tag INC-7731)",
            )
        ],
        mark="rollback",
    )
    c.say(
        "Rolled back under RISK-2306: R-207 is on v1 again as of 09:15 UTC, and the 340 cancelled B2B orders are tagged INC-7731 in the queue for reinstatement."
    )
    c.user("Is R-112 at 3 hurting anyone too?")
    r112 = "\n".join(
        [
            "R-112 declines 2025-11-10 09:41 .. 2025-11-12 09:00 (at > 3/hour)",
            table(
                ["bucket", "declines", "confirmed_fraud", "good_customer_complaints"],
                [
                    ["count_1h = 4", 1190, 301, 212],
                    ["count_1h = 5", 402, 268, 9],
                    ["count_1h >= 6", 880, 842, 2],
                ],
            ),
            "",
            "backtest on October fraud: threshold >3 catches 2,010 fraud CBs; >4 catches 1,770 (88%); >5 catches 1,120",
            "false declines per day (est.): >3: 430; >4: 41; >5: 6",
        ]
    )
    c.act(
        "",
        [
            (
                "dw_sql",
                {
                    "query": "SELECT count_bucket, ... FROM fraud_dw.decisions WHERE rule='R-112' ..."
                },
                r112,
            )
        ],
    )
    c.say(
        "It is. At count 4 most declines are good customers (212 complaints, only 301 confirmed fraud). Allowing up to 4 an hour keeps 88% of what 3 catches and drops estimated false declines from about 430 to 41 a day."
    )
    c.user("go with 4", mark="r112_4")
    c.act(
        "",
        [
            (
                "git",
                {
                    "action": "commit_and_deploy",
                    "ticket": "RISK-2309",
                    "files": ["risk-rules/sentinel/rules/r112_velocity.yaml"],
                },
                "-  when: count(orders by card_fingerprint, 1h) > 3   # 3 orders/hour\n+  when: count(orders by card_fingerprint, 1h) > 4   # 4 orders/hour\ncommit a17f3c9 RISK-2309 relax R-112\ndeploy prod: R-112 enforce (rev a17f3c9) OK 2025-11-12T10:20:02Z",
            )
        ],
        mark="r112_done",
    )
    c.say("Deployed under RISK-2309: R-112 now declines above 4 orders/hour.")
    c.user("Now the Vigilo score. We decline at cut-off 850. What happens if we go lower?")
    bt_rows = []
    for thr in range(700, 901, 20):
        caught = max(5, int(88 - (thr - 700) * 0.29))
        bt_rows.append(
            [
                thr,
                f"{caught}%",
                f"{max(0.05, 1.9 - (thr - 700) * 0.0093):.2f}%",
                int(2600 - (thr - 700) * 11.5),
            ]
        )
    c.act(
        "Backtesting the score against October's orders with known outcomes.",
        [
            (
                "vigilo",
                {
                    "action": "score_backtest",
                    "from": "2025-10-01",
                    "to": "2025-10-31",
                    "thresholds": "700..900 step 20",
                },
                table(
                    [
                        "decline_at",
                        "fraud_usd_caught",
                        "good_orders_declined",
                        "orders_declined_per_day",
                    ],
                    bt_rows,
                )
                + "\n\nmodel: vigilo-ecom (current)  label source: fraud_dw.chargebacks_daily + confirmed cancels",
            ),
            (
                "dw_sql",
                {
                    "query": "SELECT score_bucket, count(*) FROM fraud_dw.orders WHERE vigilo_score IS NOT NULL AND month='2025-10' GROUP BY 1"
                },
                table(
                    ["score_bucket", "orders"],
                    [
                        [f"{b}-{b + 49}", r.randint(1000, 300000) // (1 + b // 100)]
                        for b in range(0, 1000, 50)
                    ],
                ),
            ),
        ],
    )
    c.say(
        "Lowering the cut-off buys a lot: 780 catches 64% of fraud dollars and declines about "
        "0.56% of good orders; 800 catches 58% with 0.37%. The current 850 catches only 44%. "
        "The scores between 700 and the cut-off would be good candidates for manual review "
        "rather than decline.",
        mark="bt",
    )
    c.user(
        "Decline at 780 and above, 700-779 goes to manual review. But check the queue can take it.",
        mark="vig780",
    )
    c.act(
        "",
        [
            (
                "dw_sql",
                {
                    "query": "WITH sim AS (...) SELECT day, review_r207, review_r318, review_vig_700_779, total FROM sim"
                },
                table(
                    ["day", "R-207 v1", "R-318", "VIG 700-779", "total"],
                    [
                        [f"2025-10-{d:02d}", a, b, v, a + b + v]
                        for d in range(1, 32)
                        for a, b, v in [
                            (r.randint(180, 240), r.randint(90, 140), r.randint(640, 720))
                        ]
                    ],
                )
                + "\n\naverage total review/day: 1,050 (max 1,162 on 2025-10-24)",
            )
        ],
        mark="queue",
    )
    c.say(
        "Simulated on October: the review queue would average 1,050 orders a day with a peak of "
        "1,162, under the 1,200 limit. One gate: policy FIN-POL-14 says any enforcement change "
        "expected to move more than $25k a month of revenue needs finance sign-off, and this "
        "one does; the approver under that policy is the CFO, Gideon Hartigan.",
        mark="pol",
    )
    c.user("Draft the sign-off memo for Gideon.")
    memo = "\n".join(
        [
            "# Sign-off request: Vigilo decline cut-off",
            "Requested by: Trust & Risk   Approver: Gideon Hartigan (CFO) per FIN-POL-14",
            "",
            "Change: decline at Vigilo score 780 and above; scores 700-779 to manual review.",
            "Projected monthly effect (October backtest):",
            table(
                ["item", "usd_per_month"],
                [
                    ["fraud chargeback losses avoided", "$182k"],
                    ["good orders declined (lost revenue, est.)", "$41k"],
                    ["added review cost (1,050/day avg)", "$9k"],
                    ["net", "$132k"],
                ],
            ),
            "",
            "Related: R-112 relaxed to 4 orders/hour (RISK-2309); R-207 back on v1 after INC-7731 (RISK-2306).",
            "Rollback: single flag, vigilo_cutoff, < 5 minutes.",
        ]
    )
    c.act(
        "",
        [
            (
                "docs",
                {"action": "write", "path": "docs/risk/signoff/vigilo-cutoff-780.md"},
                memo + "\n\nwritten docs/risk/signoff/vigilo-cutoff-780.md",
            )
        ],
        req_mark="memo_req",
        mark="memo",
    )
    c.say(
        "Memo is at docs/risk/signoff/vigilo-cutoff-780.md: $182k a month of fraud losses avoided against about $41k of lost good orders and $9k of review cost, net $132k."
    )
    c.user(
        "Gideon's out until the 24th. Nadia Lindqvist, the finance controller, has delegated "
        "authority - send it to her instead. Meanwhile put 780 in shadow so we have live numbers.",
        mark="nadia",
    )
    c.act(
        "",
        [
            (
                "mail",
                {
                    "action": "send",
                    "to": "nadia.lindqvist@brightcart.example",
                    "subject": "Sign-off request: Vigilo decline cut-off (FIN-POL-14)",
                    "attach": "docs/risk/signoff/vigilo-cutoff-780.md",
                },
                "sent msg 7c1e99a0 to nadia.lindqvist@brightcart.example; memo approver line updated to 'Nadia Lindqvist (Finance Controller, delegated under FIN-POL-14)'",
            ),
            (
                "rules",
                {
                    "action": "shadow",
                    "rule": "VIG-CUT",
                    "params": {"decline_at": 780, "review_from": 700},
                    "flag": "vigilo_cutoff_shadow",
                },
                "VIG-CUT shadow config active 2025-11-12T14:30:00Z (flag vigilo_cutoff_shadow); enforce config unchanged until sign-off",
            ),
        ],
        mark="shadow780",
        req_mark="shadow780_req",
    )
    c.say(
        "Sent to Nadia Lindqvist with the memo (approver line updated). The 780/700 configuration runs in shadow under flag vigilo_cutoff_shadow; enforcement stays as it is until she signs."
    )
    c.user(
        "Something odd: the analysts say app orders score higher than web lately. Can you check?"
    )
    drift = table(
        ["week", "channel", "orders", "median_score", "p90_score", "model_version"],
        [
            [
                f"2025-W{w}",
                ch,
                r.randint(80000, 160000),
                (410 if ch == "web" else 420)
                + (62 if (ch == "app" and w >= 45) else 0)
                + r.randint(-6, 6),
                (690 if ch == "web" else 700)
                + (70 if (ch == "app" and w >= 45) else 0)
                + r.randint(-8, 8),
                "v5.1" if w < 45 else "v5.2",
            ]
            for w in range(38, 47)
            for ch in ("web", "app")
        ],
    )
    c.act(
        "",
        [
            (
                "dw_sql",
                {
                    "query": "SELECT week, channel, count(*), percentile_cont(0.5) ..., model_version FROM fraud_dw.orders WHERE week >= '2025-W38' GROUP BY 1,2,6"
                },
                drift
                + "\n\nvendor changelog: vigilo-ecom v5.2 rolled out 2025-11-04 (device-signal features updated)",
            )
        ],
        mark="drift",
    )
    c.say(
        "Confirmed: since Vigilo's model v5.2 went live on 4 November, app orders' median score "
        "is about 60 points higher while web is flat. Fraud outcomes for app orders haven't "
        "changed, so it looks like a score shift, not more fraud - which would push good app "
        "orders over a 780 cut-off. I can't tell from our side whether it's intended."
    )
    c.user(
        "Ask Vigilo. And the R-207 fix goes to Jonah Pemberton - he'll write R-207 v3 with an "
        "allowlist for B2B accounts. Send him the incident notes.",
        mark="jonah",
    )
    c.act(
        "",
        [
            (
                "vigilo",
                {
                    "action": "open_case",
                    "subject": "v5.2 app-channel score shift (+60 median) since 2025-11-04",
                    "attach": "drift table",
                },
                "case VIG-CASE-40912 opened, severity 3, response target 3 business days",
            ),
            (
                "mail",
                {
                    "action": "send",
                    "to": "jonah.pemberton@brightcart.example",
                    "subject": "R-207 v3 handoff (INC-7731)",
                },
                "sent msg 2b7f0e14: INC-7731 timeline, R-207 v2 shadow vs enforce numbers, list FF-2025-09 (212 office addresses), RISK-2306 rollback, ask: v3 with B2B allowlist, shadow 48h before enforce",
            ),
        ],
        mark="case",
    )
    c.say(
        "Vigilo case VIG-CASE-40912 is open (3 business days). Jonah has the INC-7731 notes and the ask: R-207 v3 with a B2B allowlist, shadowed for 48 hours before enforcing."
    )
    c.user(
        "Good. Give me a status I can paste into the channel. We re-measure the chargeback rate on 12 December.",
        mark="status",
    )
    c.say(
        "Fraud tuning status\n"
        "- Goal: chargeback rate under 0.65% before the 15 January scheme review; review queue "
        "under 1,200/day. October was 0.92%.\n"
        "- R-112 velocity: declines above 4 orders/hour (RISK-2309).\n"
        "- R-207: back on v1 after INC-7731 (RISK-2306); Jonah Pemberton writing R-207 v3 with a "
        "B2B allowlist, 48h shadow first.\n"
        "- Vigilo: proposed decline at 780, 700-779 to review; in shadow (vigilo_cutoff_shadow) "
        "pending Nadia Lindqvist's sign-off (memo docs/risk/signoff/vigilo-cutoff-780.md). "
        "Queue sim 1,050/day.\n"
        "- Open: v5.2 app score shift (VIG-CASE-40912); whether the 1,602 reason-13.1 "
        "chargebacks are a carrier problem.\n"
        "- Next checkpoint: re-measure chargeback rate on 12 December.",
    )

    c.label(
        "l1",
        "user_goal",
        "Chargebacks under 0.65% before the 15 January scheme review, review queue under 1,200/day",
        ["0.65%", "1,200"],
        "goal",
    )
    c.label("l2", "fact", "October chargeback rate 0.92%", ["0.92%"], "state_say")
    c.label(
        "l3",
        "fact",
        "58% of fraud chargebacks from accounts under 7 days old",
        ["58% of fraud chargebacks"],
        "seg",
    )
    c.label(
        "l4",
        "open_issue",
        "1,602 reason 13.1 chargebacks may be a carrier problem, unverified",
        ["13.1", "1,602"],
        "seg",
    )
    c.label(
        "l5",
        "reference",
        "R-112 rule file",
        ["risk-rules/sentinel/rules/r112_velocity.yaml"],
        "state",
    )
    c.label(
        "l6",
        "fact",
        "R-207 v2 caused INC-7731: 340 legitimate B2B orders auto-cancelled",
        ["INC-7731", "340 legitimate"],
        "inc_say",
    )
    c.label("l7", "decision", "R-207 rolled back to v1 under RISK-2306", ["RISK-2306"], "rollback")
    c.label(
        "l8",
        "decision",
        "R-112 relaxed to 4 orders/hour (RISK-2309)",
        ["4 orders/hour", "RISK-2309"],
        "r112_done",
    )
    c.label(
        "l9", "fact", "Backtest: 780 catches 64% of fraud dollars", ["64% of fraud dollars"], "bt"
    )
    c.label(
        "l10",
        "decision",
        "Decline at Vigilo 780 and above; 700-779 to manual review",
        ["Decline at 780", "700-779"],
        "vig780",
    )
    c.label("l11", "fact", "Review queue simulated at 1,050/day, under 1,200", ["1,050"], "queue")
    c.label("l12", "reference", "Finance sign-off policy", ["FIN-POL-14"], "pol")
    c.label(
        "l13",
        "fact",
        "Memo: $182k/month fraud avoided vs $41k lost good orders",
        ["$182k", "$41k"],
        "memo",
    )
    c.label(
        "l14",
        "reference",
        "Sign-off memo path",
        ["docs/risk/signoff/vigilo-cutoff-780.md"],
        "memo_req",
    )
    c.label(
        "l15",
        "pending_action",
        "Finance sign-off from Nadia Lindqvist (delegated) on the Vigilo cut-off",
        ["Nadia Lindqvist"],
        "nadia",
    )
    c.label(
        "l16",
        "decision",
        "780/700 config runs in shadow until sign-off",
        ["vigilo_cutoff_shadow"],
        "shadow780_req",
    )
    c.label(
        "l17",
        "open_issue",
        "Vigilo v5.2 shifted app-channel scores ~60 points; cause unknown",
        ["v5.2"],
        "drift",
    )
    c.label("l18", "reference", "Vigilo support case", ["VIG-CASE-40912"], "case")
    c.label(
        "l19",
        "pending_action",
        "Jonah Pemberton writes R-207 v3 with a B2B allowlist",
        ["Jonah Pemberton", "R-207 v3"],
        "jonah",
    )
    c.label(
        "l20",
        "pending_action",
        "Re-measure chargeback rate on 12 December",
        ["12 December"],
        "status",
    )

    c.stale_value(
        "s1", "R-112 declined above 5 orders/hour (tightened to 3)", ["5 orders/hour"], "r112_3"
    )
    c.stale_value("s2", "R-112 at 3 orders/hour (relaxed to 4)", ["3 orders/hour"], "r112_4")
    c.stale_value("s3", "R-207 v2 enforcing (rolled back to v1)", ["R-207 v2"], "rollback")
    c.stale_value(
        "s4",
        "Sign-off approver Gideon Hartigan (now Nadia Lindqvist, delegated)",
        ["Gideon Hartigan"],
        "nadia",
    )
    return c


# == 4. construction change orders ==========================================================

TRADES = [
    "Sitework",
    "Concrete",
    "Structural steel",
    "Masonry",
    "Roofing",
    "Mechanical",
    "Plumbing",
    "Electrical",
    "Fire protection",
    "Drywall",
    "Flooring",
    "Casework",
    "Glazing",
    "Painting",
]


def co_log(rng: random.Random, open_rows: list[list[object]]) -> str:
    rows = []
    for n in range(1, 23):
        cid = f"CO-{n:03d}"
        fixed = next((row for row in open_rows if row[0] == cid), None)
        if fixed:
            rows.append(fixed)
            continue
        amt = rng.randint(1800, 42000)
        rows.append(
            [
                cid,
                rng.choice(
                    [
                        "Owner request",
                        "Unforeseen condition",
                        "Design error/omission",
                        "Code requirement",
                        "Value engineering",
                    ]
                ),
                rng.choice(TRADES),
                f"${amt:,}",
                f"${int(amt * 1.1):,}",
                rng.choice(["Approved", "Approved", "Approved", "Void", "Approved"]),
                f"2025-{rng.randint(8, 12):02d}-{rng.randint(1, 28):02d}",
                rng.randint(0, 3),
            ]
        )
    return table(
        ["co", "reason", "trade", "sub_price", "with_markup", "status", "date", "days"], rows
    )


def daily_reports(rng: random.Random, days: list[str]) -> str:
    out = []
    for d in days:
        out.append(
            f"== Daily report {d}  weather: {rng.choice(['clear', 'overcast', 'rain AM', 'cold, 28F start'])}"
        )
        crews = []
        for t in rng.sample(TRADES, 11):
            crews.append(
                [
                    t,
                    rng.choice(
                        [
                            "Hartigan Sitework",
                            "Brannock Concrete",
                            "Castellan Steel",
                            "Voltline Electric",
                            "Everly Roofing",
                            "Zeller Drywall",
                            "Kestrel self-perform",
                        ]
                    ),
                    rng.randint(0, 14),
                    rng.choice(
                        ["L1 east wing", "gym", "admin wing", "roof", "site north", "L2 classrooms"]
                    ),
                ]
            )
        if d < "2026-02-23":
            crews.append(["Mechanical", "Tidewater Mechanical", rng.randint(2, 5), "L2 ductwork"])
        else:
            crews.append(["Mechanical", "Tidewater Mechanical", 0, "- no crew on site -"])
        out.append(table(["trade", "company", "workers", "area"], crews))
        out.append(
            table(
                ["delivery", "supplier", "ticket", "received_by"],
                [
                    [
                        rng.choice(
                            [
                                "CMU 8in",
                                "rebar #5",
                                "drywall 5/8 type X",
                                "conduit EMT 3/4",
                                "roof insulation",
                                "door frames",
                                "ready-mix 4000psi",
                                "steel joists",
                            ]
                        ),
                        rng.choice(
                            [
                                "Ashdown Supply",
                                "Coldwell Materials",
                                "Greaves Lumber",
                                "Radcliffe Steel",
                            ]
                        ),
                        f"T{rng.randint(100000, 999999)}",
                        rng.choice(["site super", "asst super", "foreman"]),
                    ]
                    for _ in range(4)
                ],
            )
        )
        out.append(
            "safety: "
            + "; ".join(
                rng.sample(
                    [
                        "toolbox talk: ladders",
                        "housekeeping L2 corridor",
                        "guardrail gap roof NE corner fixed",
                        "hot work permit #" + str(rng.randint(100, 999)),
                        "2 workers without eye protection - corrected",
                        "fire extinguisher check done",
                    ],
                    3,
                )
            )
        )
        out.append(
            "notes: "
            + rng.choice(
                [
                    "inspection passed (framing L1 east)",
                    "delivery of CMU delayed to tomorrow",
                    "crane down 2h for wind",
                    "no mechanical manpower again; ductwork L2 idle",
                    "owner walk-through with Celia Ashdown",
                ]
            )
        )
    return "\n".join(out)


def cost_report(rng: random.Random) -> str:
    rows = []
    for div in [
        "01",
        "02",
        "03",
        "04",
        "05",
        "06",
        "07",
        "08",
        "09",
        "10",
        "11",
        "12",
        "21",
        "22",
        "23",
        "26",
        "27",
        "28",
        "31",
        "32",
        "33",
    ]:
        for _k in range(rng.randint(3, 6)):
            budget = rng.randint(20, 900) * 1000
            spent = int(budget * rng.uniform(0.1, 0.95))
            rows.append(
                [
                    f"{div} {rng.randint(10, 99)} {rng.randint(10, 99)}",
                    rng.choice(TRADES)
                    + " "
                    + rng.choice(["labor", "material", "sub", "equipment"]),
                    f"${budget:,}",
                    f"${spent:,}",
                    f"${int(budget * rng.uniform(0.95, 1.08)):,}",
                    f"{rng.uniform(-4, 6):.1f}%",
                ]
            )
    return "KB-2417 job cost report, period 2026-02 (cost codes by CSI division)\n" + table(
        ["cost_code", "description", "budget", "jtd_cost", "forecast", "var"], rows
    )


def oac_minutes(rng: random.Random) -> str:
    out = [
        "Alder Ridge Elementary (KB-2417) - OAC meeting 13 minutes, 2026-02-12",
        "Attendees: Brookfield USD (Celia Ashdown, facilities), Lumen Hart Architects (Bram Delacroix), Kestrel Build (Dario Fenwick, site super Lars Coldwell)",
        "",
    ]
    topics = [
        "masonry progress east wing",
        "roof membrane submittal",
        "playground grading",
        "kitchen equipment coordination",
        "fire alarm device layout",
        "parking lot striping phasing",
        "classroom casework samples",
        "gym bleacher shop drawings",
        "IT room power",
        "erosion control inspection",
        "utility easement",
        "window mock-up",
        "signage package",
        "furniture delivery window",
        "commissioning agent scope",
    ]
    for n in range(1, 46):
        topic = rng.choice(topics)
        out.append(
            f"13.{n:02d}  {topic}: "
            + rng.choice(
                [
                    "discussed; Kestrel to follow up next meeting",
                    "architect to respond by next OAC",
                    "closed",
                    "district reviewing",
                    "submittal resubmitted, under review",
                    "no change",
                ]
            )
            + f"  (ball in court: {rng.choice(['Kestrel', 'Lumen Hart', 'BUSD'])}, opened 2025-{rng.randint(9, 12):02d}-{rng.randint(1, 28):02d})"
        )
        out.append(
            "       "
            + " ".join(
                rng.choice(
                    [
                        "Discussion noted that",
                        "the",
                        "schedule",
                        "remains",
                        "subject to",
                        "weather",
                        "and",
                        "coordination",
                        "with",
                        "trades",
                        "on site",
                        "pending",
                        "confirmation",
                        "from",
                        "the district",
                        "as previously agreed",
                    ]
                )
                for _ in range(rng.randint(14, 30))
            )
            + "."
        )
    out.append("Next meeting: OAC-14 2026-03-12 10:00, site trailer")
    return "\n".join(out)


def submittal_log(rng: random.Random) -> str:
    rows = []
    for n in range(1, 111):
        rows.append(
            [
                f"23-{rng.randint(5, 82):02d}-{n:03d}",
                rng.choice(
                    [
                        "RTU data",
                        "ERV data",
                        "VAV schedule",
                        "duct construction",
                        "insulation",
                        "diffusers",
                        "controls sequences",
                        "TAB plan",
                        "fire dampers",
                        "pumps",
                        "boiler",
                        "hangers",
                    ]
                ),
                rng.choice(["Tidewater Mechanical", "Granite Peak HVAC"])
                if n > 100
                else "Tidewater Mechanical",
                rng.choice(
                    [
                        "Approved",
                        "Approved as noted",
                        "Revise & resubmit",
                        "Open",
                        "Void - sub terminated",
                    ]
                ),
                f"2025-{rng.randint(9, 12):02d}-{rng.randint(1, 28):02d}",
                rng.randint(3, 21),
            ]
        )
    return "Submittal log, Division 23\n" + table(
        ["submittal", "item", "by", "status", "submitted", "review_days"], rows
    )


def construction() -> dict:
    c = Conv(
        "blind-construction-change-orders",
        "School build: change orders, a replaced subcontractor and a late RFI",
        "You are the project assistant for Kestrel Build Co., general contractor. Tools: pm "
        "(the project management system: change order log, RFIs, daily reports, bids, "
        "documents), schedule (the CPM schedule), mail (project mailbox), docs (project drive). "
        "Contract: AIA-style stipulated sum; GC markup on subcontractor change orders is set in "
        "the contract. Figures must be exact; letters to the owner or sureties go out only when "
        "the PM says so.",
        seed=4404,
    )
    r = c.rng
    c.user(
        "I'm Dario Fenwick, PM on the Alder Ridge Elementary job, KB-2417. I need the open "
        "change orders sorted before the OAC meeting on March 12: priced, in the log, and ready "
        "for the district to sign. Contract substantial completion is July 24 and the LDs are "
        "$1,500 a day, so watch anything that touches the schedule. Start with the CO log.",
        mark="goal",
    )
    open_rows = [
        [
            "CO-014",
            "Unforeseen condition",
            "Sitework",
            "$48,200",
            "$53,020",
            "Pending pricing",
            "2026-02-11",
            2,
        ],
        [
            "CO-017",
            "Owner request",
            "Mechanical",
            "$112,400",
            "$123,640",
            "Pending owner",
            "2026-02-16",
            0,
        ],
        [
            "CO-019",
            "Owner request",
            "Flooring",
            "$38,900",
            "$42,790",
            "Pending owner",
            "2026-02-23",
            0,
        ],
    ]
    contract = "\n".join(
        [
            "KB-2417 contract summary",
            "  original contract sum ........ $18,640,000",
            "  approved COs (18) ............ $412,760",
            "  owner contingency (orig) ..... $650,000   remaining: $310,000",
            "  substantial completion ....... 2026-07-24",
            "  liquidated damages ........... $1,500 per calendar day",
            "  GC markup on sub COs ......... 10% OH&P combined (General Conditions §7.3.2)",
        ]
    )
    c.act(
        "Pulling the CO log and the contract summary.",
        [
            ("pm", {"action": "co_log", "project": "KB-2417"}, co_log(r, open_rows)),
            ("pm", {"action": "contract_summary", "project": "KB-2417"}, contract),
            ("pm", {"action": "get_document", "doc": "OAC-13 minutes"}, oac_minutes(r)),
        ],
        mark="log",
    )
    c.say(
        "Three change orders are open: CO-014 storm drainage at the playground (unforeseen "
        "condition, $48,200 from Hartigan Sitework, 2 days), CO-017 the district's MERV-13 and "
        "energy-recovery upgrade ($112,400 from Tidewater Mechanical) and CO-019 the maple gym "
        "floor ($38,900). Our markup is 10% OH&P on sub pricing under §7.3.2. Owner contingency "
        "has $310,000 left of $650,000.",
        mark="log_say",
    )
    c.user("Hartigan sent a revised number on CO-014 yesterday, find it.")
    mail1 = "\n".join(
        [
            "From: Ivo Hartigan <ivo@hartigansitework.example>   Date: 2026-03-03 16:44",
            "Subject: KB-2417 CO-014 storm drainage - REVISED",
            "",
            "Dario, we hit rock at the second catch basin (geotech rep on site confirmed, see field",
            "report GT-22). Revised price below replaces our 2/11 number.",
            "",
            table(
                ["item", "qty", "unit", "unit_price", "amount"],
                [
                    ["12in HDPE storm", 240, "LF", "$58.00", "$13,920"],
                    ["catch basin 4x4", 4, "EA", "$4,150.00", "$16,600"],
                    ["rock excavation", 38, "CY", "$96.00", "$3,648"],
                    ["trench restoration", 1, "LS", "$7,420.00", "$7,420"],
                    ["connection to existing MH-3", 1, "LS", "$5,300.00", "$5,300"],
                    ["bedding/stone", 1, "LS", "$6,862.00", "$6,862"],
                ],
            ),
            "TOTAL REVISED: $53,750   (was $48,200)   schedule: +2 days, unchanged",
            "",
            "Ivo",
        ]
    )
    c.act(
        "",
        [("mail", {"action": "search", "query": "CO-014 from:hartigansitework.example"}, mail1)],
        mark="co14",
    )
    c.say(
        "Found it: Hartigan re-quoted CO-014 at $53,750 (rock at the second catch basin, confirmed by the geotech, field report GT-22). With our 10% that's $59,125 to the district. Still 2 days."
    )
    c.user("Don't fight it, the rock is real. Put the new number in the log.")
    c.act(
        "",
        [
            (
                "pm",
                {
                    "action": "update_co",
                    "co": "CO-014",
                    "sub_price": 53750,
                    "markup_pct": 10,
                    "status": "Ready for owner",
                    "backup": ["GT-22", "Hartigan revised quote 2026-03-03"],
                },
                "CO-014 updated: sub $53,750, markup $5,375, total $59,125, status Ready for owner\nlog saved as KB-2417/COs/CO_log_rev6.xlsx",
            )
        ],
    )
    c.say(
        "CO-014 is in the log at $59,125 (sub $53,750 + $5,375), ready for the owner, backed by GT-22 and the revised quote."
    )
    c.user("Now Tidewater. They haven't had a crew here in over a week. Where are we with them?")
    corr = "\n".join(
        [
            daily_reports(
                r,
                [f"2026-02-{d}" for d in range(16, 21)]
                + [f"2026-02-{d}" for d in range(23, 28)]
                + [f"2026-03-0{d}" for d in range(2, 5)],
            ),
            "",
            "== correspondence: Tidewater Mechanical",
            "2026-02-18  Kestrel -> Tidewater  notice of default: failure to man the work (§14.2), 7-day cure",
            "2026-02-25  cure period expired, no crew mobilised",
            "2026-02-26  Tidewater -> Kestrel  'cash flow problems, seeking financing, expect to return 2-3 weeks'",
            "2026-03-02  Kestrel -> Northcott Surety  courtesy notice of potential claim, performance bond PB-88127",
            "2026-03-03  Northcott Surety -> Kestrel  acknowledged, claims handler Hana Sorensen",
            "",
            "== Tidewater subcontract: $2,210,000; paid to date $728,000; remaining work approx 67%",
        ]
    )
    c.act(
        "",
        [
            (
                "pm",
                {
                    "action": "daily_reports_and_correspondence",
                    "company": "Tidewater Mechanical",
                    "since": "2026-02-23",
                },
                corr,
            )
        ],
        mark="tide",
    )
    c.say(
        "Tidewater has had no crew on site in the daily reports since 23 February. We sent the "
        "notice of default on 18 February, the 7-day cure expired on the 25th, and their reply "
        "was cash-flow trouble, back in 2-3 weeks. Their performance bond is PB-88127 with "
        "Northcott Surety, who've acknowledged our courtesy notice. About two thirds of their "
        "$2.21M scope is still to do."
    )
    c.user("We're terminating them for default. Get me the backup mechanical bids.")
    bid_items = [
        "mobilization",
        "submittals & coordination drawings",
        "BIM clash resolution",
        "sheet metal shop labor",
        "fire dampers (38)",
        "diffusers & grilles",
        "ductwork gym",
        "ductwork admin",
        "ductwork kitchen",
        "refrigerant piping",
        "condensate piping",
        "pumps P-1..P-4",
        "expansion tanks",
        "water treatment",
        "seismic bracing",
        "hangers & supports",
        "access doors",
        "cleanup & protection",
        "general conditions",
        "warranty",
        "ductwork L1",
        "ductwork L2",
        "RTU-1..4 set & connect",
        "ERV-1/2",
        "VAV boxes (46)",
        "hydronic piping",
        "boiler plant",
        "controls rough-in",
        "test & balance",
        "startup & commissioning support",
        "insulation",
        "gym unit heaters",
        "kitchen exhaust",
        "close-out docs",
    ]
    bt = []
    for it in bid_items:
        a = r.randint(40, 220) * 1000
        bt.append([it, f"${a:,}", f"${a + r.randint(-15, 25) * 1000:,}"])
    bids = "\n".join(
        [
            "Bid tabulation - remaining mechanical scope (re-bid 2026-03-04)",
            table(["item", "Granite Peak HVAC", "Ridgeway Mechanical"], bt),
            table(
                ["", "Granite Peak HVAC", "Ridgeway Mechanical"],
                [
                    ["TOTAL", "$1,482,000", "$1,530,000"],
                    ["mobilize", "2026-03-16", "2026-03-30"],
                    ["bond", "yes (Fenwick Mutual)", "yes"],
                    [
                        "exclusions",
                        "building automation (BAS) integration with district head-end",
                        "none stated",
                    ],
                ],
            ),
        ]
    )
    c.act("", [("pm", {"action": "bid_tab", "package": "23-00-00 HVAC re-bid"}, bids)], mark="bids")
    c.say(
        "Two backup bids for the remaining scope: Granite Peak HVAC at $1,482,000, mobilising "
        "16 March, and Ridgeway Mechanical at $1,530,000, mobilising 30 March. Granite Peak is "
        "cheaper and two weeks sooner, but it excludes the BAS integration with the district's "
        "head-end, which Ridgeway includes; that could eat the $48,000 difference.",
        mark="bids_say",
    )
    c.user(
        "Go with Granite Peak. Ask them in writing whether BAS integration can go back in and at what price. Send the termination letter to Tidewater too.",
        mark="gp",
    )
    c.act(
        "",
        [
            (
                "mail",
                {
                    "action": "send",
                    "to": "estimating@granitepeakhvac.example",
                    "subject": "KB-2417 mechanical - LOI and BAS integration",
                },
                "sent 2026-03-05 09:12. Letter of intent LOI-2417-M02 attached (remaining mechanical scope, $1,482,000, mobilise 2026-03-16). Question: price to include BAS integration with the district head-end (spec 23 09 23)? Reply requested by 2026-03-10.",
            ),
            (
                "docs",
                {
                    "action": "generate_letter",
                    "template": "termination_for_default",
                    "to": "Tidewater Mechanical",
                },
                "generated KB-2417/legal/termination_tidewater_2026-03-05.pdf, sent by certified mail and email; copy to Northcott Surety (bond PB-88127)",
            ),
        ],
        mark="loi",
    )
    c.say(
        "Granite Peak has letter of intent LOI-2417-M02 for $1,482,000, mobilising 16 March, and a written question on BAS integration (spec 23 09 23) with a reply requested by 10 March. The termination letter went to Tidewater, copied to Northcott Surety."
    )
    c.user("CO-017 was Tidewater's price, that's dead now. Get Granite Peak to price it.")
    gp17 = "\n".join(
        [
            "Granite Peak HVAC - proposal GP-2417-017",
            "Scope: MERV-13 filtration upgrade (RTU-1..4), ERV-1/2 energy recovery, associated ductwork and controls points",
            table(
                ["item", "amount"],
                [
                    ["MERV-13 filter racks & filters", "$14,800"],
                    ["ERV-1 (4,200 cfm)", "$38,600"],
                    ["ERV-2 (3,600 cfm)", "$34,900"],
                    ["ductwork & dampers", "$21,700"],
                    ["controls points (field devices only)", "$9,400"],
                    ["TAB & startup", "$7,500"],
                ],
            ),
            "TOTAL: $126,900",
            "Lead time ERV units: 10 weeks from approved submittal. Excludes BAS integration (see LOI clarification).",
        ]
    )
    c.act(
        "",
        [
            ("mail", {"action": "search", "query": "GP-2417-017"}, gp17),
            ("pm", {"action": "submittal_log", "spec_division": "23"}, submittal_log(r)),
        ],
        mark="co17",
    )
    c.say(
        "Granite Peak priced CO-017 at $126,900 (proposal GP-2417-017), which is $14,500 more than Tidewater's old number; with markup $139,590. The ERV units are 10 weeks from approved submittal, so the district needs to sign quickly, and BAS integration is again excluded."
    )
    c.user("And RFI-041, the roof one. Bram was late on that, wasn't he?")
    rfis = []
    for n in range(1, 48):
        sub = f"2026-0{r.randint(1, 2)}-{r.randint(1, 27):02d}"
        rfis.append(
            [
                f"RFI-{n:03d}",
                r.choice(
                    [
                        "door hardware set 7",
                        "slab depression at kitchen",
                        "roof drain RD-4 location",
                        "stair rail height",
                        "fire damper access",
                        "casework backing",
                        "curtain wall anchor",
                        "gym wall padding blocking",
                        "electrical room clearance",
                        "toilet partition anchors",
                        "canopy drainage",
                        "elevator pit sump",
                    ]
                ),
                sub.replace("2026-02-2", "2026-02-1"),
                r.choice(["Bram Delacroix", "Lumen Hart (MEP)", "Lumen Hart (struct)"]),
                r.choice(["answered", "answered", "answered", "open"]),
                r.randint(2, 9),
            ]
        )
    rfis[40] = [
        "RFI-041",
        "RTU-2/RTU-3 curb openings vs joist layout",
        "2026-02-02",
        "Bram Delacroix",
        "answered 2026-02-27 (due 2026-02-09)",
        25,
    ]
    rfi_out = (
        table(["rfi", "subject", "submitted", "to", "status", "days_open"], rfis)
        + "\n\nRFI-041 answer (Lumen Hart Architects, B. Delacroix): relocate RTU-3 curb 6 ft north; add 2 headers and reinforce joists J-14/J-15 per sketch SK-S-12; revised structural sheets S-301/S-302 to follow as ASI-09."
    )
    c.act("", [("pm", {"action": "rfi_log", "project": "KB-2417"}, rfi_out)], mark="rfi")
    c.say(
        "Yes. RFI-041 (RTU curb openings vs joist layout) went to Bram Delacroix on 2 February, was due 9 February and was answered on 27 February, 18 days late. The answer moves the RTU-3 curb and adds headers and joist reinforcement, and the revised structural sheets are still to come as ASI-09.",
        mark="rfi_say",
    )
    c.user("Run the schedule update. What does that and the Tidewater mess do to July 24?")
    acts = []
    for k in range(380):
        acts.append(
            [
                f"A{1000 + k * 10}",
                r.choice(
                    [
                        "Frame",
                        "Rough-in",
                        "Hang board",
                        "Tape/finish",
                        "Set",
                        "Pour",
                        "Install",
                        "Inspect",
                        "Test",
                    ]
                )
                + " "
                + r.choice(["L1 east", "L2 west", "gym", "admin", "roof", "kitchen", "site"]),
                f"2026-{r.randint(3, 7):02d}-{r.randint(1, 28):02d}",
                r.randint(1, 25),
                r.randint(0, 30),
                r.choice(["", "", "", "critical"]),
            ]
        )
    sched = "\n".join(
        [
            "CPM update data date 2026-03-05 (P-KB2417-U09)",
            table(["id", "activity", "start", "dur", "total_float", "flag"], acts),
            "",
            "critical path: RFI-041 answer -> roof steel mods -> RTU-3 set -> mechanical startup -> TAB -> substantial completion",
            "forecast substantial completion: 2026-08-11 (contract 2026-07-24) = 18 calendar days late",
            "delay attribution (windows analysis): RFI-041 late response 18 cd; mechanical no-show (contractor risk) 4 cd concurrent",
        ]
    )
    c.act(
        "",
        [
            (
                "schedule",
                {
                    "action": "update",
                    "data_date": "2026-03-05",
                    "inputs": ["RFI-041 answered 2026-02-27", "Granite Peak mobilize 2026-03-16"],
                },
                sched,
            )
        ],
    )
    c.say(
        "The update forecasts substantial completion on 11 August, 18 calendar days past July 24. The whole slip runs through RFI-041 (roof steel mods before RTU-3 can be set), but 4 of those days overlap with Tidewater's no-show, which is our own risk; the district will argue concurrency on those."
    )
    c.user(
        "Ask for 14 calendar days, not 18 - we'd lose the concurrent days anyway. So substantial completion becomes August 7. Draft the time extension request.",
        mark="ter",
    )
    c.act(
        "",
        [
            (
                "docs",
                {
                    "action": "generate_letter",
                    "template": "time_extension_request",
                    "fields": {
                        "days": 14,
                        "cause": "RFI-041 late response",
                        "new_sc": "2026-08-07",
                    },
                },
                "generated KB-2417/letters/TER-03_RFI-041.docx (ref TER-03)\nTo: Lumen Hart Architects (B. Delacroix), cc Brookfield USD (Celia Ashdown)\nRequest: 14 calendar days, substantial completion 2026-07-24 -> 2026-08-07; basis RFI-041 answered 18 days after due date; contractor concurrent delay (4 cd) excluded\nstatus: DRAFT - not sent",
            ),
            (
                "schedule",
                {
                    "action": "set_target",
                    "milestone": "Substantial completion",
                    "date": "2026-08-07",
                    "note": "pending time extension request",
                },
                "target milestone set; float to target: 0 cd (forecast 2026-08-11 minus 4 cd recovery required: Granite Peak double shift weeks 12-13)",
            ),
        ],
        mark="ter_done",
    )
    c.say(
        "Drafted TER-03 asking for 14 calendar days, substantial completion to August 7, basis RFI-041, concurrent days excluded; it is a draft until you say send. The schedule target is now August 7, which means recovering 4 days; Granite Peak's double shift in weeks 12-13 would do it."
    )
    c.user("Send it. Anything from the district on CO-019?")
    dist = "\n".join(
        [
            "From: Celia Ashdown <cashdown@brookfieldusd.example>   Date: 2026-03-05 13:20",
            "Subject: RE: KB-2417 CO-019 gym flooring",
            "",
            "Dario, the board's facilities committee won't fund the maple floor out of this",
            "project. Please withdraw CO-019; we'll look at it as a separate job in summer 2027.",
            "CO-014 and CO-017 we expect to sign at the OAC, please have backup attached.",
            "Celia",
        ]
    )
    c.act(
        "",
        [
            (
                "mail",
                {"action": "send_draft", "ref": "TER-03"},
                "TER-03 sent 2026-03-05 14:02 to Lumen Hart Architects, cc Brookfield USD; response due within 10 days per §15.1",
            ),
            ("mail", {"action": "search", "query": "CO-019 from:brookfieldusd.example"}, dist),
        ],
        mark="co19",
    )
    c.say(
        "TER-03 is sent; the architect has 10 days to respond. Celia Ashdown says the district won't fund CO-019 from this project and asks us to withdraw it; they may do the maple floor as a separate job in summer 2027. She expects to sign CO-014 and CO-017 at the OAC with backup attached."
    )
    c.user("Withdraw CO-019, save the log as rev7, and tell me where contingency lands.")
    c.act(
        "",
        [
            (
                "pm",
                {
                    "action": "update_co",
                    "co": "CO-019",
                    "status": "Withdrawn",
                    "note": "district: separate project summer 2027",
                },
                "CO-019 status Withdrawn",
            ),
            (
                "pm",
                {
                    "action": "update_co",
                    "co": "CO-017",
                    "sub": "Granite Peak HVAC",
                    "sub_price": 126900,
                    "markup_pct": 10,
                    "status": "Ready for owner",
                    "backup": ["GP-2417-017"],
                },
                "CO-017 updated: sub $126,900, markup $12,690, total $139,590, status Ready for owner",
            ),
            (
                "pm",
                {"action": "cost_report", "project": "KB-2417", "period": "2026-02"},
                cost_report(r),
            ),
            (
                "pm",
                {"action": "save_log", "path": "KB-2417/COs/CO_log_rev7.xlsx"},
                co_log(
                    r,
                    [
                        [
                            "CO-014",
                            "Unforeseen condition",
                            "Sitework",
                            "$53,750",
                            "$59,125",
                            "Ready for owner",
                            "2026-03-04",
                            2,
                        ],
                        [
                            "CO-017",
                            "Owner request",
                            "Mechanical",
                            "$126,900",
                            "$139,590",
                            "Ready for owner",
                            "2026-03-05",
                            0,
                        ],
                        [
                            "CO-019",
                            "Owner request",
                            "Flooring",
                            "-",
                            "-",
                            "Withdrawn",
                            "2026-03-05",
                            0,
                        ],
                    ],
                )
                + "\n\nowner contingency: $310,000 - CO-014 $59,125 - CO-017 $139,590 = $111,285 remaining (if both signed)\nsaved KB-2417/COs/CO_log_rev7.xlsx",
            ),
        ],
        mark="rev7",
        req_mark="rev7_req",
    )
    c.say(
        "CO-019 is withdrawn and the log is saved as KB-2417/COs/CO_log_rev7.xlsx. If the district signs CO-014 ($59,125) and CO-017 ($139,590), owner contingency drops from $310,000 to $111,285."
    )
    c.user(
        "Change of plan: the OAC moved to March 19, Celia has a board meeting on the 12th. And Magnus Greaves will present the CO package, I'm tied up on the Westbrook job that week.",
        mark="oac",
    )
    c.act(
        "",
        [
            (
                "pm",
                {"action": "move_meeting", "meeting": "OAC-14", "to": "2026-03-19T10:00"},
                "OAC-14 moved to 2026-03-19 10:00, invitations updated (11 attendees)",
            ),
            (
                "mail",
                {
                    "action": "send",
                    "to": "magnus.greaves@kestrelbuild.example",
                    "subject": "KB-2417 OAC-14 CO package",
                },
                "sent: agenda items CO-014 ($59,125), CO-017 ($139,590, ERV 10-week lead time - signature needed at the meeting), CO-019 withdrawn, TER-03 status, contingency $111,285; files KB-2417/COs/CO_log_rev7.xlsx",
            ),
        ],
    )
    c.say(
        "OAC-14 is now March 19 at 10:00 and Magnus has the CO package: CO-014 and CO-017 for signature, CO-019 withdrawn, TER-03 status and the contingency figure."
    )
    c.user("Last thing: draft the claim notice to Northcott Surety on Tidewater's bond.")
    c.act(
        "",
        [
            (
                "docs",
                {
                    "action": "generate_letter",
                    "template": "performance_bond_claim",
                    "fields": {
                        "bond": "PB-88127",
                        "principal": "Tidewater Mechanical",
                        "completion_cost": 1482000,
                    },
                    "path": "KB-2417/legal/bond_claim_PB-88127_draft.docx",
                },
                "generated KB-2417/legal/bond_claim_PB-88127_draft.docx\nclaim basis: cost to complete $1,482,000 (Granite Peak) vs Tidewater unpaid balance $1,482,000 -> excess $0 + re-procurement costs + delay costs TBD\nNOTE: firm policy requires review by counsel (Greta Holloway, Holloway & Jessop) before a surety claim is sent",
            )
        ],
        req_mark="bond_req",
        mark="bond",
    )
    c.say(
        "Draft saved at KB-2417/legal/bond_claim_PB-88127_draft.docx. Granite Peak's price happens to match Tidewater's unpaid balance, so the claim is really for re-procurement and delay costs, still to be quantified. Firm policy says Greta Holloway (counsel) reviews it before it goes to Northcott."
    )
    c.user("Fine, leave it with Greta. Give me a status for Magnus.")
    c.say(
        "KB-2417 Alder Ridge Elementary - CO status for Magnus\n"
        "- OAC-14 March 19, 10:00: CO-014 $59,125 and CO-017 $139,590 for Celia Ashdown's "
        "signature; CO-019 withdrawn (district, summer 2027). Log: KB-2417/COs/CO_log_rev7.xlsx. "
        "Contingency after both: $111,285.\n"
        "- Mechanical: Tidewater terminated for default; Granite Peak HVAC on LOI-2417-M02 "
        "($1,482,000), mobilising March 16. BAS integration excluded - price asked, reply due "
        "March 10.\n"
        "- Schedule: TER-03 sent for 14 calendar days (substantial completion August 7); no "
        "answer yet; 4 days to recover with Granite Peak's double shift.\n"
        "- RFI-041 answered 18 days late; ASI-09 (revised S-301/S-302) still to come from Bram "
        "Delacroix.\n"
        "- Bond claim PB-88127: draft with Greta Holloway for review before sending.",
    )

    c.label(
        "l1",
        "user_goal",
        "Get Alder Ridge Elementary (KB-2417) open change orders priced, logged and ready for district signature; protect schedule (LDs)",
        ["Alder Ridge", "KB-2417"],
        "goal",
    )
    c.label(
        "l2", "reference", "GC markup 10% OH&P per General Conditions §7.3.2", ["§7.3.2"], "log"
    )
    c.label(
        "l3",
        "fact",
        "CO-014 re-quoted by Hartigan at $53,750 (rock, GT-22)",
        ["$53,750", "GT-22"],
        "co14",
    )
    c.label(
        "l4",
        "fact",
        "Tidewater cure period expired; performance bond PB-88127 with Northcott Surety",
        ["PB-88127", "Northcott Surety"],
        "tide",
    )
    c.label(
        "l5",
        "fact",
        "Backup bids: Granite Peak HVAC $1,482,000 vs Ridgeway $1,530,000",
        ["$1,482,000", "$1,530,000"],
        "bids",
    )
    c.label(
        "l6",
        "open_issue",
        "Granite Peak excludes BAS integration; price asked, no reply yet",
        ["BAS integration"],
        "bids_say",
    )
    c.label(
        "l7",
        "decision",
        "Granite Peak awarded remaining mechanical scope under LOI-2417-M02, mobilising 16 March",
        ["LOI-2417-M02"],
        "loi",
    )
    c.label(
        "l8",
        "fact",
        "CO-017 re-priced by Granite Peak at $126,900 (GP-2417-017); ERV lead time 10 weeks",
        ["$126,900", "GP-2417-017"],
        "co17",
    )
    c.label(
        "l9",
        "pending_action",
        "Architect to issue ASI-09 with revised structural sheets for RFI-041",
        ["ASI-09"],
        "rfi",
    )
    c.label(
        "l10",
        "fact",
        "RFI-041 answered 18 days late by Bram Delacroix",
        ["RFI-041", "18 days late"],
        "rfi_say",
    )
    c.label(
        "l11",
        "decision",
        "Request 14 calendar days; substantial completion August 7",
        ["14 calendar days", "August 7"],
        "ter",
    )
    c.label(
        "l12", "open_issue", "TER-03 time extension sent, no answer yet", ["TER-03"], "ter_done"
    )
    c.label(
        "l13",
        "decision",
        "CO-019 gym floor withdrawn; district may do it in summer 2027",
        ["CO-019", "summer 2027"],
        "co19",
    )
    c.label("l14", "reference", "CO log rev7", ["KB-2417/COs/CO_log_rev7.xlsx"], "rev7_req")
    c.label(
        "l15", "fact", "Owner contingency $111,285 after CO-014 and CO-017", ["$111,285"], "rev7"
    )
    c.label(
        "l16",
        "decision",
        "Magnus Greaves presents the CO package at the OAC",
        ["Magnus Greaves"],
        "oac",
    )
    c.label(
        "l17",
        "pending_action",
        "District to sign CO-014 and CO-017 at OAC March 19",
        ["March 19", "CO-017"],
        "oac",
    )
    c.label(
        "l18",
        "reference",
        "Bond claim draft",
        ["KB-2417/legal/bond_claim_PB-88127_draft.docx"],
        "bond_req",
    )
    c.label(
        "l19",
        "pending_action",
        "Greta Holloway (counsel) reviews the bond claim before it goes to Northcott",
        ["Greta Holloway"],
        "bond",
    )

    c.stale_value("s1", "CO-014 at $48,200 (re-quoted $53,750)", ["$48,200"], "co14")
    c.stale_value(
        "s2",
        "CO-017 at $112,400 from Tidewater (re-priced $126,900 by Granite Peak)",
        ["$112,400"],
        "co17",
    )
    c.stale_value(
        "s3",
        "Mechanical sub Tidewater Mechanical (replaced by Granite Peak HVAC)",
        ["Tidewater Mechanical"],
        "gp",
    )
    c.stale_value(
        "s4", "Substantial completion July 24 (now August 7 requested)", ["July 24"], "ter"
    )
    c.stale_value("s5", "OAC meeting March 12 (moved to March 19)", ["March 12"], "oac")
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

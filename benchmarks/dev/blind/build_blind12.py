#!/usr/bin/env python3
"""build_blind12.py -- writes four labelled agent conversations next to this script.

Stdlib only. Dialogue, facts, value changes and labels are written by hand below;
bulky tool output (documents, tables, logs, e-mails) comes from small seeded generators.
Each label is declared right after the message where its evidence becomes complete and
the builder asserts that this is exactly where the evidence first completes.
"""

import datetime
import json
import os
import random
import re

OUT = os.path.dirname(os.path.abspath(__file__))


def norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


def msg_text(m):
    parts = []
    for p in m["content"]:
        if "text" in p:
            parts.append(p["text"])
        if "toolRequest" in p:
            parts.append(
                json.dumps(p["toolRequest"]["input"], ensure_ascii=False, separators=(",", ":"))
            )
        if "toolResponse" in p:
            o = p["toolResponse"]["output"]
            parts.append(
                o
                if isinstance(o, str)
                else json.dumps(o, ensure_ascii=False, separators=(",", ":"))
            )
    return norm("\n".join(parts))


class Conv:
    def __init__(self, cid, title, system, ref_style="call_{:02d}"):
        self.cid = cid
        self.title = title
        self.messages = [{"role": "system", "content": [{"text": system}]}]
        self.labels = []
        self.stales = []
        self._ref = 0
        self._ref_style = ref_style

    @property
    def last(self):
        return len(self.messages) - 1

    def user(self, text):
        self.messages.append({"role": "user", "content": [{"text": text}]})
        return self.last

    def say(self, text):
        self.messages.append({"role": "model", "content": [{"text": text}]})
        return self.last

    def act(self, text, *calls):
        content = []
        if text:
            content.append({"text": text})
        resps = []
        for name, inp, out in calls:
            self._ref += 1
            ref = self._ref_style.format(self._ref)
            content.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            resps.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self.messages.append({"role": "model", "content": content})
        self.messages.append({"role": "tool", "content": resps})
        return self.last

    def label(self, kind, text, evidence, at=None):
        self.labels.append(
            {
                "kind": kind,
                "text": text,
                "evidence": list(evidence),
                "at": self.last if at is None else at,
            }
        )

    def stale(self, text, terms, at=None):
        self.stales.append(
            {"text": text, "terms": list(terms), "at": self.last if at is None else at}
        )

    def build(self, fname):
        texts = ["" if m["role"] == "system" else msg_text(m) for m in self.messages]

        def first(e):
            w = norm(e)
            for i, t in enumerate(texts):
                if w in t:
                    return i
            return None

        labels, stale, errors = [], [], []
        for n, lab in enumerate(self.labels, 1):
            idx = [first(e) for e in lab["evidence"]]
            if None in idx:
                errors.append(f"{self.cid} label {n} {lab['evidence']}: missing {idx}")
                continue
            if max(idx) != lab["at"]:
                errors.append(
                    f"{self.cid} label {n} {lab['evidence']}: complete at {max(idx)} (firsts {idx}), declared {lab['at']}"
                )
            labels.append(
                {
                    "id": f"l{n}",
                    "kind": lab["kind"],
                    "text": lab["text"],
                    "evidence": lab["evidence"],
                    "message_index": lab["at"],
                }
            )
        for n, st in enumerate(self.stales, 1):
            for t in st["terms"]:
                f = first(t)
                if f is None or f > st["at"]:
                    errors.append(
                        f"{self.cid} stale {n} term {t!r} first at {f}, replaced at {st['at']}"
                    )
            stale.append(
                {"id": f"s{n}", "text": st["text"], "terms": st["terms"], "message_index": st["at"]}
            )
        for lab in labels:
            for st in stale:
                for t in st["terms"]:
                    for e in lab["evidence"]:
                        if norm(t) in norm(e):
                            errors.append(
                                f"{self.cid} label {lab['id']} evidence {e!r} contains stale term {t!r}"
                            )
        if errors:
            raise SystemExit("\n".join(errors))
        doc = {
            "id": self.cid,
            "title": self.title,
            "source": "authored",
            "messages": self.messages,
            "labels": labels,
            "stale": stale,
            "meta": {
                "generator": "build_blind12.py",
                "language": "zh" if self.cid.startswith("blind-zh") else "en",
            },
        }
        path = os.path.join(OUT, fname)
        with open(path, "w", encoding="utf-8") as fh:
            json.dump(doc, fh, ensure_ascii=False, indent=1)
        return path


def pick(rng, seq, k):
    return rng.sample(seq, k)


FIRST_EN = [
    "Alicia",
    "Ben",
    "Carmen",
    "Devon",
    "Elena",
    "Farid",
    "Gwen",
    "Hector",
    "Imani",
    "Jonah",
    "Keiko",
    "Luis",
    "Maya",
    "Nate",
    "Olivia",
    "Pavel",
    "Quinn",
    "Rashida",
    "Sam",
    "Tessa",
    "Umar",
    "Valeria",
    "Wes",
    "Ximena",
    "Yusuf",
    "Zoe",
    "Aaron",
    "Bianca",
    "Caleb",
    "Dalia",
    "Ethan",
    "Fiona",
    "Grant",
    "Hana",
    "Isaac",
    "Jada",
    "Kyle",
    "Lena",
    "Marcy",
    "Noor",
    "Oscar",
    "Paige",
    "Reggie",
    "Sofia",
    "Trevor",
    "Uma",
    "Victor",
    "Willa",
    "Xavier",
    "Yara",
]
LAST_EN = [
    "Abbott",
    "Bui",
    "Castillo",
    "Dunn",
    "Esposito",
    "Fong",
    "Gallagher",
    "Huang",
    "Iverson",
    "Jimenez",
    "Kowalski",
    "Lindgren",
    "Mbeki",
    "Nguyen",
    "Ortega",
    "Patel",
    "Quintero",
    "Russo",
    "Salazar",
    "Tran",
    "Underwood",
    "Vasquez",
    "Whitaker",
    "Xu",
    "Yamada",
    "Zimmerman",
    "Adeyemi",
    "Brandt",
    "Choi",
    "Delgado",
    "Ellison",
    "Farrell",
    "Gupta",
    "Hollis",
    "Ibarra",
    "Jensen",
]


# =====================================================================================
# 1. Food bank warehouse move (English)
# =====================================================================================

LEASE_ARTICLES = [
    (
        "Premises, Parking and Common Areas",
        [
            "Lessor hereby leases to Lessee, and Lessee hereby leases from Lessor, the Premises for the Term, at the rental, and upon all of the terms, covenants and conditions set forth in this Lease.",
            "Lessee shall be entitled to use, on a non-exclusive basis, twenty-two (22) unreserved vehicle parking spaces and the truck court adjacent to Docks 1 through 3, subject to the Rules and Regulations.",
            "The Common Areas are those areas and facilities outside the Premises and within the exterior boundary lines of the Project that are provided for the non-exclusive use of Lessor, Lessee and other tenants.",
            "Lessor reserves the right from time to time to make changes to the Common Areas, including changes to the location, size and shape of driveways, entrances, parking spaces, loading and unloading areas and landscaped areas.",
        ],
    ),
    (
        "Term",
        [
            "The Commencement Date, Expiration Date and Original Term of this Lease are as specified in Paragraph 1.3.",
            "If Lessee totally or partially occupies the Premises prior to the Commencement Date, the obligation to pay Base Rent shall be abated for the period of such early possession, but all other terms of this Lease shall be in effect.",
            "If for any reason Lessor cannot deliver possession of the Premises to Lessee by the Early Access Date, Lessor shall not be subject to any liability therefor, nor shall such failure affect the validity of this Lease.",
            "Lessee shall have one (1) option to extend the Original Term for an additional sixty (60) months at the then fair market rent, exercisable by written notice given not less than nine (9) nor more than twelve (12) months prior to expiration.",
        ],
    ),
    (
        "Rent",
        [
            "Base Rent and other monetary obligations of Lessee to Lessor under the terms of this Lease are deemed to be rent.",
            "Rent for any period during the term hereof which is for less than one (1) full calendar month shall be prorated based upon the actual number of days of said month.",
            "Payment shall be made in lawful money of the United States, without offset or deduction, to Lessor at its address stated herein or to such other persons or places as Lessor may from time to time designate in writing.",
            "Acceptance of a payment which is less than the amount then due shall not be a waiver of Lessor's rights to the balance of such Rent, regardless of Lessor's endorsement of any check so stating.",
        ],
    ),
    (
        "Operating Expense Recovery",
        [
            "Lessee shall pay to Lessor during the term hereof, in addition to the Base Rent, Lessee's Share of all Common Area Operating Expenses.",
            "Common Area Operating Expenses include the operation, repair and maintenance of parking areas, loading and unloading areas, trash areas, roadways, sidewalks, walkways, parkways, driveways, landscaped areas, fences and gates, and exterior lighting.",
            "Lessor shall deliver to Lessee within sixty (60) days after the expiration of each calendar year a reasonably detailed statement showing Lessee's Share of the actual Common Area Operating Expenses incurred during the preceding year.",
        ],
    ),
    (
        "Security Deposit",
        [
            "Lessee shall deposit with Lessor upon execution hereof the Security Deposit as security for Lessee's faithful performance of its obligations under this Lease.",
            "If Lessee fails to pay Rent, or otherwise Defaults under this Lease, Lessor may use, apply or retain all or any portion of said Security Deposit for the payment of any amount due Lessor.",
            "Lessor shall, within fourteen (14) days after the expiration or termination of this Lease, return that portion of the Security Deposit not used or applied by Lessor.",
        ],
    ),
    (
        "Use",
        [
            "Lessee shall use and occupy the Premises only for the Agreed Use, or any other legal use which is reasonably comparable thereto, and for no other purpose.",
            "Lessee shall not use or permit the use of the Premises in a manner that is unlawful, creates damage, waste or a nuisance, or that disturbs occupants of or causes damage to neighboring premises or properties.",
            "Lessee shall comply with all applicable food safety, health department and fire code requirements relating to the storage and distribution of food products, including temperature-controlled storage.",
            "Lessee shall not store, on the exterior of the Premises, any pallets, trailers or equipment other than within the designated trailer parking area shown on Exhibit B.",
        ],
    ),
    (
        "Maintenance; Repairs; Utility Installations; Trade Fixtures and Alterations",
        [
            "Lessee shall, at Lessee's sole expense, keep the Premises, Utility Installations, Trade Fixtures and Alterations in good order, condition and repair, including plumbing, heating, ventilating and air-conditioning systems, electrical, lighting facilities, boilers, pressure vessels and fire protection systems within the Premises.",
            "Lessee shall, at Lessee's expense, procure and maintain a contract with copies to Lessor, with a qualified refrigeration contractor for the servicing of any walk-in coolers, freezers and condensing units installed by Lessee.",
            "Lessee shall not make any Alterations or Utility Installations to the Premises without Lessor's prior written consent, which shall not be unreasonably withheld for refrigeration equipment, racking and associated electrical work performed by licensed contractors.",
            "Utility Capacity. The Project is served by a 1,200 ampere 277/480 volt main service. The Premises are served by a separately metered distribution panel. Lessor makes no representation as to the capacity, voltage or phase of the service available at the Premises' distribution panel or its adequacy for Lessee's intended equipment. Any upgrade to distribution within the Premises shall be at Lessee's expense unless funded from the TI Allowance under Paragraph 54.",
            "Upon expiration of the term, Lessee shall remove its Trade Fixtures, including walk-in refrigeration boxes and racking, and repair any damage occasioned by the installation or removal thereof, unless Lessor elects in writing that such items shall remain.",
        ],
    ),
    (
        "Insurance; Indemnity",
        [
            "Lessee shall obtain and keep in force a Commercial General Liability policy of insurance protecting Lessee and Lessor as an additional insured against claims for bodily injury, personal injury and property damage, in an amount not less than $2,000,000 per occurrence.",
            "Lessee shall obtain and maintain property insurance covering its personal property, Trade Fixtures and inventory, including spoilage coverage for refrigerated and frozen food products, in an amount not less than full replacement cost.",
            "Lessee shall indemnify, protect, defend and hold harmless the Premises, Lessor and its agents from and against any and all claims, loss of rents and damages arising out of Lessee's use of the Premises.",
            "Lessor and Lessee each hereby release and relieve the other, and waive their entire right to recover damages against the other, for loss of or damage to its property arising out of or incident to the perils required to be insured against herein.",
        ],
    ),
    (
        "Damage or Destruction",
        [
            "If a Premises Partial Damage that is an Insured Loss occurs, then Lessor shall, at Lessor's expense, repair such damage as soon as reasonably possible and this Lease shall continue in full force and effect.",
            "In the event of damage described in this Paragraph, the Rent payable by Lessee for the period required for the repair shall be abated in proportion to the degree to which Lessee's use of the Premises is impaired.",
            "Lessee's spoilage of food inventory resulting from an interruption of utility service not caused by Lessor's gross negligence shall be Lessee's sole risk.",
        ],
    ),
    (
        "Real Property Taxes",
        [
            "Lessor shall pay the Real Property Taxes applicable to the Project, and Lessee's Share of such taxes shall be included in the calculation of Common Area Operating Expenses.",
            "Lessee shall pay, prior to delinquency, all taxes assessed against and levied upon Lessee-owned Alterations, Utility Installations, Trade Fixtures, furnishings, equipment and all personal property of Lessee.",
            "The parties acknowledge Lessee's status as a nonprofit public benefit corporation and Lessor shall reasonably cooperate with any application by Lessee for a welfare exemption.",
        ],
    ),
    (
        "Utilities and Services",
        [
            "Lessee shall pay for all water, gas, heat, light, power, telephone, trash disposal and other utilities and services supplied to the Premises, together with any taxes thereon.",
            "There shall be no abatement of Rent and Lessor shall not be liable in any respect whatsoever for the inadequacy, stoppage, interruption or discontinuance of any utility or service due to riot, strike, labor dispute, breakdown, accident, repair or other cause beyond Lessor's reasonable control.",
        ],
    ),
    (
        "Assignment and Subletting",
        [
            "Lessee shall not voluntarily or by operation of law assign, transfer, mortgage or encumber all or any part of Lessee's interest in this Lease or in the Premises without Lessor's prior written consent.",
            "Notwithstanding the foregoing, Lessee may permit partner agencies to make scheduled pickups at the Premises without such use being deemed a sublease, provided such use complies with the Rules and Regulations.",
        ],
    ),
    (
        "Default; Breach; Remedies",
        [
            "A Default is defined as a failure by Lessee to comply with or perform any of the terms, covenants, conditions or Rules and Regulations under this Lease.",
            "The failure by Lessee to make any payment of Rent when due, where such failure continues for a period of five (5) business days following written notice, shall constitute a Breach.",
            "In the event of a Breach, Lessor may, with or without further notice or demand, and without limiting Lessor in the exercise of any right or remedy which Lessor may have by reason of such Breach, terminate Lessee's right to possession of the Premises.",
            "Lessee hereby acknowledges that late payment by Lessee of Rent will cause Lessor to incur costs not contemplated by this Lease; accordingly a late charge equal to five percent (5%) of each such overdue amount shall apply.",
        ],
    ),
    (
        "Condemnation",
        [
            "If the Premises or any portion thereof are taken under the power of eminent domain or sold under the threat of the exercise of said power, this Lease shall terminate as to the part taken as of the date the condemning authority takes title or possession.",
        ],
    ),
    (
        "Estoppel Certificates; Subordination",
        [
            "Each Party shall within ten (10) days after written notice from the other Party execute, acknowledge and deliver to the requesting Party a statement in writing in form similar to the then most current Estoppel Certificate form.",
            "This Lease shall be subject and subordinate to any ground lease, mortgage, deed of trust or other hypothecation or security device now or hereafter placed upon the Project.",
        ],
    ),
    (
        "Hazardous Substances",
        [
            "Lessee shall not cause or permit any Hazardous Substance to be brought upon, kept or used in or about the Premises, other than ordinary cleaning supplies and refrigerants contained within sealed refrigeration systems installed and serviced in accordance with applicable law.",
            "Lessee shall promptly notify Lessor of any refrigerant release exceeding reportable quantities and shall be responsible for the cost of any required remediation.",
        ],
    ),
    (
        "Signs; Access; Rules and Regulations",
        [
            "Lessor may enter the Premises at any reasonable time upon forty-eight (48) hours prior notice, except in an emergency, for the purpose of inspecting the Premises or making repairs.",
            "Lessee may install signage at the Premises entry and on the building fascia subject to Lessor's approval and applicable municipal codes.",
            "Lessee shall faithfully observe and comply with the Rules and Regulations that Lessor shall from time to time promulgate, including truck court hours of 6:00 a.m. to 8:00 p.m. Monday through Saturday.",
        ],
    ),
]


RIDGELINE_RULES = [
    "No advertisement, sign or other notice shall be inscribed, painted or affixed on any part of the outside of the building without Lessor's prior written consent.",
    "Truck court use is limited to 6:00 a.m. to 8:00 p.m. Monday through Saturday; Sunday access requires 48 hours' notice to Lessor's property manager.",
    "No trailer may be parked in the truck court for longer than seventy-two (72) hours, and no trailer may be parked outside the designated trailer stalls shown on Exhibit B.",
    "Refrigerated trailers and box trucks with running reefer units may not idle within fifty (50) feet of Building B office windows between 8:00 p.m. and 6:00 a.m.",
    "Lessee shall keep dock aprons clear of pallets, debris and stored materials at all times; dock levelers shall be returned to the stored position after each use.",
    "Forklifts and powered pallet jacks shall be operated only by trained and certified operators; propane cylinders shall be stored in a locked exterior cage only.",
    "Visitors, volunteers and partner agency drivers shall check in at Lessee's designated entrance and shall not enter other tenants' premises or the common mechanical rooms.",
    "Pallets and cardboard shall be broken down and placed in Lessee's designated recycling containers; Lessor's containers are not available to Lessee.",
    "Food waste and spoiled product shall be placed in sealed containers and removed at least twice weekly, and more frequently if odor complaints are received.",
    "Lessee shall maintain pest control service by a licensed operator at least monthly and provide service reports to Lessor upon request.",
    "No person shall sleep or reside in the Premises; no cooking appliances other than employee break-room microwaves and coffee makers are permitted in the office area.",
    "Roof access is restricted to Lessor-approved contractors accompanied by or authorized by Lessor's building engineer; roof penetrations require prior written approval.",
    "The fire lanes shall be kept clear at all times. Vehicles parked in fire lanes will be towed at the owner's expense without notice.",
    "Lessee shall not overload the floor; the slab is rated at 500 psf uniform load. Rack post loads exceeding 8,000 lbs require engineering review.",
    "Lessee shall give Lessor's property manager at least 48 hours' notice before any move-in or move-out involving more than two (2) truck loads.",
    "Lessor may amend these Rules and Regulations upon thirty (30) days' written notice to all tenants of the Project.",
]


def food_lease_doc(rng):
    out = [
        "=== Facilities/Ridgeline/lease_draft_v3.docx (converted to text, 41 pages) ===",
        "RIDGELINE INDUSTRIAL PARK",
        "STANDARD INDUSTRIAL/COMMERCIAL MULTI-TENANT LEASE -- NET",
        "DRAFT v3 -- 2025-06-27 -- FOR DISCUSSION PURPOSES ONLY -- NOT AN OFFER -- SUBJECT TO LESSOR APPROVAL",
        "",
        "1. BASIC PROVISIONS",
        '1.1 Parties. This Lease is made by and between Ridgeline Properties LLC, a Delaware limited liability company ("Lessor"), and Harbor Valley Food Bank, a California nonprofit public benefit corporation ("Lessee").',
        "1.2 Premises. That certain portion of the Project commonly known as 2200 Ridgeline Industrial Pkwy, Unit C, consisting of approximately 18,400 rentable square feet, including approximately 1,650 square feet of office space, three (3) dock-high loading doors (Docks 1-3) and one (1) grade-level door, as outlined on Exhibit A.",
        '1.3 Term. Sixty (60) months ("Original Term") commencing August 1, 2025 ("Commencement Date") and ending July 31, 2030 ("Expiration Date").',
        '1.4 Early Possession. Lessee may enter the Premises commencing July 22, 2025 ("Early Access Date") for the sole purpose of installing Trade Fixtures, racking, refrigeration equipment and low-voltage cabling. No Base Rent shall be payable for the early possession period; Lessee shall carry the insurance required by Paragraph 8 from the Early Access Date.',
        '1.5 Base Rent. $14,250.00 per month ("Base Rent"), payable on the first (1st) day of each month commencing on the Commencement Date, subject to adjustment under Paragraph 50.',
        "1.6 Lessee's Share of Common Area Operating Expenses. Twenty-three and six tenths percent (23.6%), estimated at $0.31 per rentable square foot per month for calendar year 2025.",
        "1.7 Security Deposit. $28,500.00.",
        '1.8 Tenant Improvement Allowance. Lessor shall provide an allowance of up to $40,000.00 ("TI Allowance") toward permanent improvements to the Premises, disbursed in accordance with Paragraph 54.',
        "1.9 Agreed Use. Warehousing and distribution of donated and purchased food products, including refrigerated and frozen storage, volunteer sorting and packing, and scheduled pickups by partner agencies, together with related administrative office use.",
        "1.10 Real Estate Brokers. Lessor: Calder Commercial (Ines Marchetti). Lessee: unrepresented.",
        "1.11 Guarantor. None.",
        "1.12 Attachments. Addendum Paragraphs 50 through 56; Exhibit A (Premises); Exhibit B (Site Plan and Trailer Parking); Exhibit C (Rules and Regulations); Exhibit D (Work Letter).",
        "",
    ]
    for n, (title, paras) in enumerate(LEASE_ARTICLES, start=2):
        out.append(f"{n}. {title.upper()}")
        for k, p in enumerate(paras, 1):
            out.append(f"{n}.{k} {p}")
        out.append("")
    out += (
        [
            "ADDENDUM",
            "50. Rent Adjustments. On each anniversary of the Commencement Date the monthly Base Rent shall be increased by four percent (4%) over the Base Rent in effect immediately prior to such adjustment. [LESSOR NOTE: under discussion]",
            "51. Early Access Conditions. Lessee's early access is conditioned on the prior tenant's surrender of the Premises. Lessor shall give Lessee not less than five (5) business days' notice if the Early Access Date must be postponed.",
            "52. Refrigeration Equipment. Lessee may install a walk-in cooler/freezer of up to 1,400 square feet in the location shown on Exhibit A, with condensing units on the roof or on a pad at the rear of the building, subject to structural review at Lessee's cost.",
            "53. Dock Use. Lessee shall have exclusive use of Docks 1-3. Partner agency pickups shall be directed to Dock 3 and the adjacent walk-in door to keep Docks 1-2 clear for inbound freight.",
            "54. TI Allowance Disbursement. The TI Allowance shall be disbursed within thirty (30) days after Lessee delivers paid invoices, unconditional lien releases and a certificate of completion. The TI Allowance may not be applied to Trade Fixtures, moving costs or Lessee's personal property; racking that is anchored to the slab and permanent electrical distribution shall be deemed permanent improvements for this purpose.",
            "55. Signage. Lessee may place one monument panel at the park entry at Lessee's cost.",
            "56. Counterparts; Electronic Signature. This Lease may be executed in counterparts and by electronic signature.",
            "",
            "LESSOR: Ridgeline Properties LLC            LESSEE: Harbor Valley Food Bank",
            "By: ______________________                  By: ______________________",
            "Name: Marcus Pell, Asset Manager            Name: Rosa Delgado-Marsh, Executive Director",
            "",
            "",
            "EXHIBIT C -- RULES AND REGULATIONS FOR RIDGELINE INDUSTRIAL PARK",
        ]
        + [f"C.{i}. {r}" for i, r in enumerate(RIDGELINE_RULES, 1)]
        + [
            "",
            "[Exhibits A, B and D not included in text conversion]",
        ]
    )
    return "\n".join(out)


def food_inventory(rng):
    fridge_items = [
        ("Milk 1% gallon", "Sunrise Dairy Co-op"),
        ("Milk 2% half-gallon", "Sunrise Dairy Co-op"),
        ("Yogurt cups assorted 6oz", "Valley Grocers DC"),
        ("Eggs large 15-dozen case", "Costello Farms"),
        ("Cheddar block 5lb", "USDA TEFAP"),
        ("String cheese 24ct", "Valley Grocers DC"),
        ("Apples Gala 40lb", "Costello Farms"),
        ("Bagged salad mix", "FreshWay Markets"),
        ("Carrots 25lb", "Costello Farms"),
        ("Flour tortillas 10ct", "La Palma Bakery"),
        ("Hummus 10oz", "FreshWay Markets"),
        ("Deli turkey sliced 2lb", "Valley Grocers DC"),
        ("Butter 1lb", "USDA TEFAP"),
        ("Oranges navel 40lb", "Costello Farms"),
        ("Cottage cheese 24oz", "Sunrise Dairy Co-op"),
        ("Prepared meals (rescue)", "Bayview Hospital Kitchen"),
        ("Lettuce romaine case", "FreshWay Markets"),
        ("Strawberries flat", "Costello Farms"),
    ]
    frozen_items = [
        ("Chicken thighs IQF 40lb", "USDA TEFAP"),
        ("Ground beef 10lb chub", "USDA TEFAP"),
        ("Mixed vegetables 20lb", "Valley Grocers DC"),
        ("Fish fillets pollock 10lb", "Pacific Catch Co."),
        ("Whole turkey 12-14lb", "Valley Grocers DC"),
        ("Frozen pizza 12ct", "FreshWay Markets"),
        ("Pork loin 2pk", "USDA TEFAP"),
        ("Frozen berries 5lb", "Costello Farms"),
        ("Breakfast burritos 24ct", "La Palma Bakery"),
        ("Ice cream rescue mixed", "Sunrise Dairy Co-op"),
    ]

    def rows(items, total, prefix, locs, cls, n):
        vals = [rng.choice([0.5, 0.5, 0.5, 1.0]) for _ in range(n)]
        s = sum(vals)
        # adjust to hit total exactly in 0.5 steps
        i = 0
        while s != total:
            step = 0.5 if s < total else -0.5
            j = i % n
            if vals[j] + step >= 0.5:
                vals[j] += step
                s += step
            i += 1
        out = []
        for k in range(n):
            item, donor = items[k % len(items)]
            lot = f"L25-{rng.randint(10000, 99999)}"
            asof = datetime.date(2025, 7, 7)
            if cls == "REFRIG":
                recv = asof - datetime.timedelta(days=rng.randint(1, 12))
                best = asof + datetime.timedelta(days=rng.randint(3, 24))
            else:
                recv = asof - datetime.timedelta(days=rng.randint(5, 70))
                best = asof + datetime.timedelta(days=rng.randint(60, 240))
            cases = int(vals[k] * rng.choice([40, 48, 56, 60]))
            lbs = int(cases * rng.choice([18, 22, 25, 30, 36]))
            temp = (
                f"{rng.choice([34, 35, 36, 37])}F"
                if cls == "REFRIG"
                else f"{rng.choice([-8, -6, -4, 0])}F"
            )
            out.append(
                f"{lot:<10} {item:<30} {cls:<7} {rng.choice(locs):<7} {vals[k]:>5.1f} {cases:>5} {lbs:>6} {recv.isoformat()} {best.isoformat()} {temp:>5}  {donor}"
            )
        return out

    hdr = f"{'LOT':<10} {'ITEM':<30} {'CLASS':<7} {'LOC':<7} {'PLT':>5} {'CASES':>5} {'LBS':>6} {'RECEIVED':<10} {'BEST_BY':<10} {'TEMP':>5}  DONOR"
    fr = rows(
        fridge_items,
        38.0,
        "R",
        ["C-01", "C-02", "C-03", "C-04", "C-05", "C-06", "C-07", "C-08", "RT-2"],
        "REFRIG",
        58,
    )
    fz = rows(
        frozen_items, 22.0, "F", ["F-01", "F-02", "F-03", "F-04", "F-05", "F-06"], "FROZEN", 34
    )
    lines = (
        [
            "inventory-cli v2.3 :: site=CANNERY-412 :: query storage_class IN (REFRIG, FROZEN) :: as_of 2025-07-07 06:15 PT",
            "",
            hdr,
            "-" * len(hdr),
        ]
        + fr
        + ["-" * len(hdr)]
        + fz
        + [
            "-" * len(hdr),
            "SUMMARY",
            "  REFRIG  lots=58  pallet_equiv=38.0   i.e. 38 pallets  (cooler C-01..C-08 + reefer trailer RT-2)",
            "  FROZEN  lots=34  pallet_equiv=22.0   i.e. 22 pallets  (freezer F-01..F-06)",
            "  temperature log last 24h: cooler max 38.6F (door open 05:42-05:51), freezer max -1.2F",
            "  note: RT-2 is the rented reefer trailer, lease ends 2025-08-31",
            "92 rows returned (0.47s)",
        ]
    )
    return "\n".join(lines)


def food_temp_log(rng):
    out = [
        "templog export :: sensors COOLER-A (C-01..C-08), FREEZER-A (F-01..F-06), RT-2 (reefer trailer) :: 2025-07-05 06:00 to 2025-07-07 06:00 PT :: interval 15 min",
        "alert thresholds: COOLER-A high 41.0F (critical) / 39.0F (warning); FREEZER-A high 0.0F (critical) / -5.0F (warning); RT-2 high 41.0F (critical)",
        "",
        f"{'TIMESTAMP':<17} {'COOLER-A':>8} {'FREEZER-A':>9} {'RT-2':>6} {'DOOR-C':>6} {'DOOR-F':>6}  EVENTS",
    ]
    t = datetime.datetime(2025, 7, 5, 6, 0)
    for k in range(192):
        hour = t.hour
        busy = 7 <= hour <= 16 and t.weekday() < 6
        c = 35.2 + rng.random() * 1.2 + (rng.random() * 1.6 if busy else 0)
        f = -8.5 + rng.random() * 1.5 + (rng.random() * 2.0 if busy else 0)
        r = 36.0 + rng.random() * 1.4
        dc = rng.randint(2, 14) if busy else 0
        df = rng.randint(0, 5) if busy else 0
        ev = ""
        if k == 191:
            c, dc, ev = 38.6, 9, "WARN COOLER-A 38.6F door open 05:42-05:51 (inbound TEFAP load)"
        elif busy and rng.random() < 0.06:
            ev = "defrost cycle FREEZER-A"
            f += 3.1
        elif not busy and rng.random() < 0.03:
            ev = "compressor short-cycle COOLER-A (3 starts/10 min)"
        out.append(
            f"{t.strftime('%Y-%m-%d %H:%M'):<17} {c:>7.1f}F {f:>8.1f}F {r:>5.1f}F {dc:>6} {df:>6}  {ev}"
        )
        t += datetime.timedelta(minutes=15)
    out += [
        "",
        "SUMMARY 48h: COOLER-A min 35.2F max 38.6F mean 36.3F; FREEZER-A min -8.5F max -1.2F; RT-2 min 36.0F max 37.4F",
        "critical alerts: 0   warnings: 1   sensor health: OK (battery COOLER-A probe 3 at 18% -- replace)",
    ]
    return "\n".join(out)


FOOD_QUOTE = """=== Facilities/Ridgeline/PolarLine_quote_Q-4471.pdf (text extract) ===
POLAR LINE REFRIGERATION, INC.  |  CA Lic. #C38-884120  |  1740 Foundry Way, Suite B
QUOTATION Q-4471   Date: 2025-06-30   Valid for 45 days
Prepared for: Harbor Valley Food Bank -- Attn: Kwame Osei, Warehouse Manager
Project: New walk-in combination cooler/freezer, 2200 Ridgeline Industrial Pkwy, Unit C

SCOPE
 1. Supply and install 1,200 sq ft combination walk-in, 4" insulated panels (R-32), NSF listed:
      - Cooler section  800 sq ft, 12'-0" interior height, design temp 35F
      - Freezer section 400 sq ft, 12'-0" interior height, design temp -10F, insulated floor with heater mat
 2. Two (2) 5'x9' insulated sliding doors (cooler, freezer), one (1) 36" man door, strip curtains, LED lighting
 3. Remote condensing units: cooler 7.5 HP, freezer 10 HP, roof-mounted on curbs (structural letter by others)
 4. Refrigeration piping, evaporators (2 cooler / 1 freezer), electronic expansion valves, controls
 5. Start-up, refrigerant charge (R-448A), 48-hour pull-down and temperature validation before product load
 6. Removal and disposal of crating and packaging

EXCLUSIONS
 - Electrical power to condensing units and evaporators. Units require dedicated 208V 3-phase circuits
   (cooler CU 40A, freezer CU 60A) plus 120V for lighting/heaters. Electrical by owner's contractor.
 - Structural engineering, roof penetrations and roofing contractor tie-in
 - Permits (Polar Line will pull mechanical permit; fee passed through at cost)
 - Racking inside the walk-in
 - Relocation of existing equipment at 412 Cannery Rd

PRICING
  Walk-in box, doors, lighting ............................  $31,460
  Refrigeration systems (condensing units, evaporators) ....  $22,180
  Installation labor, start-up, pull-down .................   $9,160
  ---------------------------------------------------------------------
  TOTAL (excl. tax on equipment where applicable) ..........  $62,800

  OPTIONAL (not included above)
  A. Remote temperature monitoring + alarm dialer (cellular), 3 probes, 1 yr service ...  $5,800
  B. Extended parts and labor warranty, years 2-3 ....................................  $3,350

SCHEDULE
  Lead time: panels and condensing units in stock at our yard.
  On-site installation: 10 business days from site access, assuming power available by day 7.
  Pull-down and validation: 48 hours after start-up. Product may be loaded after validation sign-off.

TERMS
  50% deposit on acceptance, 40% on delivery of materials to site, 10% on completion.
  Warranty: 1 year parts and labor, 5 years compressor (manufacturer).

Accepted by: __________________   Date: __________
Polar Line contact: Trina Vo, Project Estimator, trina.vo@polarlinerefrig.com"""


def food_shifts(rng, days, target):
    roles = [
        ("Pallet crew", 0.35),
        ("Forklift/pallet jack (certified)", 0.15),
        ("Cold room crew", 0.2),
        ("Packing/labeling", 0.2),
        ("Check-in/safety", 0.1),
    ]
    lines = [
        "VolunteerHub export :: org=harbor-valley-fb :: event_group=WAREHOUSE MOVE :: generated 2025-07-07",
        "",
    ]
    summary = []
    used = set()
    for day, confirmed, extras in days:
        lines.append(f"## {day}  (target {target}; two shifts 07:00-12:30, 12:30-18:00)")
        lines.append(
            f"{'SHIFT':<12} {'ROLE':<34} {'VOLUNTEER':<22} {'TYPE':<11} {'STATUS':<10} {'HRS YTD':>7}  CERTS"
        )
        n = 0
        for i in range(confirmed):
            while True:
                nm = f"{rng.choice(FIRST_EN)} {rng.choice(LAST_EN)}"
                if nm not in used:
                    used.add(nm)
                    break
            r = rng.random()
            acc = 0
            role = roles[-1][0]
            for rn, w in roles:
                acc += w
                if r < acc:
                    role = rn
                    break
            shift = rng.choice(["07:00-12:30", "12:30-18:00", "07:00-18:00"])
            certs = (
                "PJ,FL" if "certified" in role else rng.choice(["-", "ServSafe", "-", "PJ", "-"])
            )
            lines.append(
                f"{shift:<12} {role:<34} {nm:<22} {'individual':<11} {'confirmed':<10} {rng.randint(4, 310):>7}  {certs}"
            )
            n += 1
        for ex in extras:
            lines.append(ex)
        summary.append(f"  {day}: {n} unique individual volunteers confirmed (target {target})")
        lines.append("")
        lines.append(f"  waitlist/declined for {day.split()[1]}:")
        for i in range(rng.randint(5, 8)):
            nm = f"{rng.choice(FIRST_EN)} {rng.choice(LAST_EN)}"
            lines.append(
                f"    {nm:<22} {rng.choice(['declined - travel', 'declined - work', 'waitlist - under 16, needs guardian', 'declined - no reason', 'cancelled (auto: waiver expired)', 'waitlist - wants cold room only'])}"
            )
        lines.append("")
    lines.append(
        "NOT YET CONTACTED -- past warehouse volunteers with pallet-jack cert (last 12 months):"
    )
    for i in range(14):
        nm = f"{rng.choice(FIRST_EN)} {rng.choice(LAST_EN)}"
        last = datetime.date(2025, rng.randint(1, 6), rng.randint(1, 28))
        lines.append(
            f"    {nm:<22} last shift {last.isoformat()}  hours YTD {rng.randint(6, 120):>3}  prefers {rng.choice(['Sat AM', 'Sat PM', 'Sun', 'weekday', 'any'])}"
        )
    lines.append("")
    lines.append("SUMMARY")
    lines += summary
    return "\n".join(lines)


PARTNER_FIXED = {
    "PA-007": ("St. Brigid's Pantry", "Pantry", "Mon", "Y", 18),
    "PA-012": ("Grace Table Community Meals", "Meal program", "Mon", "Y", 64),
    "PA-019": ("Northgate Seniors Center", "Senior center", "Mon", "Y", 22),
    "PA-023": ("Eastside Youth Kitchen", "Meal program", "Tue", "Y", 16),
    "PA-031": ("Riverside Mission", "Shelter", "Tue", "Y", 80),
}
PARTNER_WORDS_A = [
    "Hope",
    "Cornerstone",
    "New Life",
    "Harvest",
    "Bethel",
    "Open Door",
    "Valley",
    "Unity",
    "Good Shepherd",
    "Lincoln Elementary",
    "Cesar Chavez",
    "Westside",
    "Oak Park",
    "Mercy",
    "Sunrise",
    "Bridgeway",
    "Pine Hill",
    "Lighthouse",
    "Second Street",
    "Kingdom",
    "Maple Grove",
    "Bayview",
    "Community",
    "Faith",
    "Veterans",
    "Heritage",
    "Crossroads",
    "Green Acres",
    "St. Anne's",
    "Trinity",
    "Mt. Zion",
    "El Sol",
    "Fairview",
    "Golden Years",
    "Lakeside",
    "Hillcrest",
    "Pioneer",
    "Riverbend",
    "Summit",
    "Willow",
    "Canyon",
    "Elm Street",
]
PARTNER_WORDS_B = {
    "Pantry": ["Pantry", "Food Pantry", "Food Closet"],
    "Shelter": ["Shelter", "House"],
    "Meal program": ["Kitchen", "Community Meals", "Soup Kitchen"],
    "School pantry": ["School Pantry", "Family Resource Center"],
    "Senior center": ["Senior Center", "Seniors Club"],
}


def food_partners(rng):
    days = ["Mon"] * 11 + ["Tue"] * 9 + ["Wed"] * 10 + ["Thu"] * 9 + ["Fri"] * 8
    fixed = dict(PARTNER_FIXED)
    fixed_days = [v[2] for v in fixed.values()]
    for d in fixed_days:
        days.remove(d)
    rng.shuffle(days)
    # refrigeration: Mon/Tue must total 8 Y (5 fixed + 3 more)
    words = PARTNER_WORDS_A[:]
    rng.shuffle(words)
    rows = []
    mon_tue_cold_extra = 3
    ids = [f"PA-{i:03d}" for i in range(1, 48)]
    non_fixed = [i for i in ids if i not in fixed]
    for pid in ids:
        if pid in fixed:
            rows.append((pid,) + fixed[pid])
            continue
        d = days.pop()
        typ = rng.choice(
            [
                "Pantry",
                "Pantry",
                "Pantry",
                "Meal program",
                "School pantry",
                "Shelter",
                "Senior center",
            ]
        )
        name = f"{words.pop()} {rng.choice(PARTNER_WORDS_B[typ])}"
        if d in ("Mon", "Tue"):
            cold = "Y" if mon_tue_cold_extra > 0 and rng.random() < 0.45 else "N"
            if cold == "Y":
                mon_tue_cold_extra -= 1
        else:
            cold = "Y" if rng.random() < 0.4 else "N"
        cu = rng.choice([24, 36, 48, 72, 96]) if cold == "Y" else 0
        rows.append((pid, name, typ, d, cold, cu))
    # make sure the remaining Mon/Tue cold slots are used
    for k, r in enumerate(rows):
        if mon_tue_cold_extra <= 0:
            break
        if r[0] not in fixed and r[3] in ("Mon", "Tue") and r[4] == "N":
            rows[k] = r[:4] + ("Y", rng.choice([48, 72, 96]))
            mon_tue_cold_extra -= 1
    win = {
        "Mon": ["09:00-10:30", "10:30-12:00", "13:00-14:30"],
        "Tue": ["09:00-10:30", "10:30-12:00", "14:30-16:00"],
        "Wed": ["09:00-10:30", "13:00-14:30"],
        "Thu": ["09:00-10:30", "10:30-12:00"],
        "Fri": ["08:30-10:00", "10:30-12:00"],
    }
    hdr = f"{'ID':<7} {'AGENCY':<34} {'TYPE':<14} {'DAY':<4} {'WINDOW':<12} {'AVG LBS/WK':>10} {'HH SERVED':>9} {'COLD':<4} {'COLD CU FT':>10}  {'CONTACT':<20} {'PHONE':<15} ADDRESS"
    out = [
        "partners-cli list --active --fields all --sort day,window  (Agency Portal, 2025-07-07)",
        "",
        hdr,
        "-" * len(hdr),
    ]
    order = {"Mon": 0, "Tue": 1, "Wed": 2, "Thu": 3, "Fri": 4}
    rows.sort(key=lambda r: (order[r[3]], r[0]))
    cnt = {}
    for pid, name, typ, d, cold, cu in rows:
        cnt[d] = cnt.get(d, 0) + 1
        contact = f"{rng.choice(FIRST_EN)} {rng.choice(LAST_EN)}"
        addr = f"{rng.randint(100, 9899)} {rng.choice(['Mission', 'Alvarado', 'Harbor', 'Elm', 'Lincoln', 'Fremont', 'Cedar', 'Pacific', 'Grand', 'Bay', 'Orchard', 'Walnut'])} {rng.choice(['St', 'Ave', 'Blvd', 'Rd', 'Way'])}"
        phone = f"(555) 01{rng.randint(0, 9)}-{rng.randint(1000, 9999)}"
        out.append(
            f"{pid:<7} {name:<34} {typ:<14} {d:<4} {rng.choice(win[d]):<12} {rng.randint(9, 70) * 100:>10} {rng.randint(40, 900):>9} {cold:<4} {cu:>10}  {contact:<20} {phone:<15} {addr}"
        )
    out.append("-" * len(hdr))
    out.append(
        "47 active agencies. By pickup day: "
        + ", ".join(f"{d} {cnt[d]}" for d in ["Mon", "Tue", "Wed", "Thu", "Fri"])
    )
    out.append(
        "Agencies flagged COLD=Y have passed the 2025 cold-chain audit (thermometer log + unit >= 0.5 cu ft per HH)."
    )
    out.append("")
    out.append(
        "RECENT PICKUPS (lbs, weeks ending) "
        + "  ".join(["06-13", "06-20", "06-27", "07-04"])
        + "   no-shows  notes"
    )
    for pid, name, typ, d, cold, cu in rows:
        wk = [rng.randint(8, 75) * 100 for _ in range(4)]
        if rng.random() < 0.1:
            wk[rng.randrange(4)] = 0
        ns = sum(1 for w in wk if w == 0)
        note = rng.choice(
            [
                "",
                "",
                "",
                "",
                "sent volunteer driver",
                "requested extra produce",
                "van in shop 7/1",
                "new contact as of June",
                "holiday closure 7/4",
            ]
        )
        out.append(
            f"  {pid:<7} {name[:30]:<30} "
            + "  ".join(f"{w:>5}" for w in wk)
            + f"   {ns:>8}  {note}"
        )
    return "\n".join(out), [r for r in rows if r[3] in ("Mon", "Tue") and r[4] == "Y"]


def food_cold_check(rng, cold_rows):
    out = [
        "partners-cli list --day Mon,Tue --cold Y --fields id,name,day,cold_cu_ft,avg_cold_lbs_wk,last_audit",
        "",
        f"{'ID':<7} {'AGENCY':<34} {'DAY':<4} {'COLD CU FT':>10} {'AVG COLD LBS':>12} {'2x NEED CU FT':>13} {'FITS 2x':<7} LAST AUDIT",
    ]
    cant = {"PA-007", "PA-019", "PA-023"}
    for pid, name, typ, d, cold, cu in cold_rows:
        avg = rng.randint(3, 9) * 100 if pid not in cant else rng.randint(4, 6) * 100
        need = round(avg * 2 / 22)
        fits = "NO" if pid in cant else "yes"
        if pid in cant:
            cu_show = max(8, need - rng.randint(14, 30))
        else:
            cu_show = max(cu, need + rng.randint(6, 40))
        out.append(
            f"{pid:<7} {name:<34} {d:<4} {cu_show:>10} {avg:>12} {need:>13} {fits:<7} 2025-0{rng.randint(3, 6)}-{rng.randint(10, 28)}"
        )
    out.append("")
    out.append(
        f"{len(cold_rows)} rows. 2x need assumes ~22 lbs per cu ft usable (Agency Handbook sec. 4.3)."
    )
    return "\n".join(out)


FOOD_CHECKLIST = """=== Grants/SEFIG_2025/application_checklist.md ===
# SEFIG 2025 -- State Emergency Food Infrastructure Grant (Capital, Round 2)

Application ID: SEFIG-2025-0381     Portal: grants.state-ag.example/sefig
Internal owner: Priya Raman (Grants Manager)    Exec sponsor: Rosa Delgado-Marsh
Deadline: **Aug 15, 2025, 5:00 PM PT** -- portal locks at 5:00 PM, no late submissions.
Program officer: Denise Albright, SEFIG Program Unit

## Status (updated 2025-07-03 by P. Raman)
| Section | Status | Notes |
|---|---|---|
| A. Organization profile | done | copied from 2024 app, updated HH numbers |
| B. Project narrative (max 8 pp) | ~40% | need cold storage capacity numbers, move timeline |
| C. Budget form + justification | draft | see budget_form_draft.xlsx; request $85,000 |
| D. Site control documentation | NOT STARTED | "executed lease or letter of intent" -- check with Denise re capital > $50k |
| E. Vendor quotes (equipment > $5k) | have Q-4471 | need racking quote (Uline or Steel King) |
| F. Board resolution | pending | board meets 7/24 -- put on consent agenda |
| G. Audited financials FY24 | done | uploaded |
| H. Letters of support (2-4) | 1 of 3 | Grace Table, need 2 more partner letters |

## Budget draft (C)
| Line | Description | Amount |
|---|---|---|
| 1 | Walk-in combination cooler/freezer (Polar Line Q-4471) | $62,800 |
| 2 | Pallet racking for dry warehouse, 96 positions | $22,200 |
| | **Total request** | **$85,000** |
| | Match (in-kind: volunteer labor, TI allowance) | $40,000 |

## Scoring notes (from RFA)
- Capacity increase (cold storage cu ft per HH served) -- 30 pts
- Readiness to proceed (site control, quotes, timeline) -- 25 pts
- Equity / underserved areas -- 20 pts
- Sustainability (O&M plan, energy) -- 15 pts
- Budget reasonableness -- 10 pts

## Open questions
- [ ] Can in-kind TI allowance count as match? (asked Denise 6/30)
- [ ] Does the cooler need to be operational before the grant period starts? (period starts 10/1)
- [ ] Energy: do we need the utility rebate form for the condensing units?

## RFA excerpt (Section 3, Eligible and Ineligible Costs)
3.1 Eligible capital costs include purchase and installation of refrigeration equipment (walk-in coolers and freezers, reach-ins, blast chillers), refrigerated vehicles, material handling equipment (forklifts, pallet jacks, racking), and permanent facility improvements that directly increase the applicant's capacity to store or distribute food.
3.2 Electrical, plumbing and site work directly required to operate funded equipment are eligible up to ten percent (10%) of the funded equipment cost. Work beyond 10% must be funded from other sources and may be shown as leveraged funds.
3.3 Ineligible costs: rent, security deposits, utilities, moving costs, staff salaries, food purchases, vehicle fuel, insurance, and any cost incurred before the grant agreement is executed except as allowed under 3.6.
3.4 Costs reimbursed or paid by another source, including landlord tenant-improvement allowances, insurance proceeds or other grants, are not eligible and must be removed from the request. Such sources may be reported as leveraged funds in Section C.
3.5 Equipment purchased with SEFIG funds must remain in service for food distribution for at least five (5) years. Disposition within that period requires program approval and may require repayment.
3.6 Pre-award costs incurred after the application deadline for equipment ordered to meet an urgent capacity need may be reimbursed at the program's discretion if documented in the application.
3.7 Temperature monitoring, alarm and remote notification systems for cold storage are eligible and are considered in the sustainability score.
3.8 Applicants requesting more than $50,000 must demonstrate site control through an executed lease with a remaining term of at least five (5) years, or a deed.
3.9 Quotes: each equipment line over $5,000 requires at least one written vendor quote dated within 90 days of the application deadline."""


def email_block(frm, to, date, subject, body, cc=None, attach=None):
    h = [f"From: {frm}", f"To: {to}"]
    if cc:
        h.append(f"Cc: {cc}")
    h += [f"Date: {date}", f"Subject: {subject}"]
    if attach:
        h.append(f"Attachments: {attach}")
    return "\n".join(h) + "\n\n" + body.strip() + "\n"


FOOD_COLDHAUL_TERMS = """-- ColdHaul Rentals: summary of rental terms (sent with every reservation request) --
1. Renter must be 25+ with a valid Class C license; trucks under 26,001 lbs GVWR do not require a CDL. All drivers must be listed on the rental agreement before pickup.
2. Reefer units are pre-cooled to the requested setpoint for pickup (default 35F; frozen loads -10F). Renter is responsible for monitoring and for product loss; ColdHaul is not liable for spoilage.
3. Data loggers record box temperature every 5 minutes; a PDF report is emailed at return on request.
4. Fuel: return trucks full; reefer fuel is billed flat per truck per rental. Local mileage is unlimited within 150 miles of the branch.
5. Deposit: 25% of the estimated rental at reservation, non-refundable within 7 days of pickup. Balance and a $400 security hold at pickup.
6. Damage waiver available at $29/day/truck. Without the waiver, renter's commercial auto policy must list ColdHaul as loss payee (certificate required before pickup).
7. Late return: billed at the daily rate per started 12-hour period. After-hours return by arrangement only.
8. Liftgate capacity 3,000 lbs; pallet jacks available for $25/day each (4 in stock at the Foundry Way branch).
9. Cancellation more than 7 days before pickup: deposit refunded less $50 per truck."""


FOOD_V4_REDLINE = """COMPARISON OF LEASE DRAFT v3 (2025-06-27) TO EXECUTION VERSION v4 (2025-07-09)
Prepared by Hollister & Vance LLP for Ridgeline Properties LLC. Deletions shown [-like this-], insertions {+like this+}.

1.4 Early Possession. Lessee may enter the Premises commencing [-July 22, 2025-] {+July 29, 2025+} ("Early Access Date") for the sole purpose of installing Trade Fixtures, racking, refrigeration equipment and low-voltage cabling. No Base Rent shall be payable for the early possession period; Lessee shall carry the insurance required by Paragraph 8 from the Early Access Date.

1.5 Base Rent. [-$14,250.00-] {+$13,600.00+} per month ("Base Rent"), payable on the first (1st) day of each month commencing on the Commencement Date, subject to adjustment under Paragraph 50.

1.7 Security Deposit. [-$28,500.00-] {+$27,200.00+}.

50. Rent Adjustments. On each anniversary of the Commencement Date the monthly Base Rent shall be increased by [-four percent (4%)-] {+three percent (3%)+} over the Base Rent in effect immediately prior to such adjustment. [-[LESSOR NOTE: under discussion]-]

51. Early Access Conditions. Lessee's early access is conditioned on the prior tenant's surrender of the Premises. Lessor shall give Lessee not less than five (5) business days' notice if the Early Access Date must be postponed. {+If the Early Access Date is postponed beyond August 5, 2025, the Commencement Date shall be extended day-for-day and Base Rent shall abate accordingly.+}

52. Refrigeration Equipment. Lessee may install a walk-in cooler/freezer of up to 1,400 square feet in the location shown on Exhibit A, with condensing units on the roof or on a pad at the rear of the building, subject to structural review at Lessee's cost. {+Lessor approves the Polar Line Refrigeration layout dated 2025-06-30 (Q-4471) in concept, subject to roof penetration details.+}

54. TI Allowance Disbursement. (no change in v4) {+Lessor note to Lessee: requests to apply the TI Allowance to items other than slab-anchored racking require written approval of ownership.+}

{+57. Holdover of Prior Tenant. Lessee acknowledges that the Premises are currently occupied by Brennan Logistics Inc. under a lease permitting holdover through July 31, 2025. Lessor shall use commercially reasonable efforts to deliver early access on the Early Access Date.+}

Signature page: unchanged. DocuSign routing order: (1) Rosa Delgado-Marsh, Harbor Valley Food Bank; (2) Marcus Pell, Ridgeline Properties LLC; (3) copy to Ines Marchetti, Calder Commercial."""


def food_budget_form():
    return """=== Grants/SEFIG_2025/budget_form_draft.xlsx (sheet: Budget, exported as CSV) ===
line,category,description,vendor,quote_ref,unit_cost,qty,amount,eligible_category,notes
1,Equipment,Walk-in combination cooler/freezer 1200 sq ft,Polar Line Refrigeration,Q-4471,62800,1,62800,Capital equipment,"installed price, excl. electrical"
2,Equipment,Selective pallet racking 96 positions,TBD (Steel King / Uline),pending,231.25,96,22200,Capital equipment,"anchored to slab -- also eligible under lease TI para 54?"
3,Equipment,Remote temperature monitoring + alarm,Polar Line Refrigeration,Q-4471 opt A,5800,0,0,Capital equipment,"not included yet"
4,Construction,Electrical for condensing units,TBD,,0,0,0,Capital improvement,"allowed up to 10% of equipment cost per RFA 3.2"
,,,,,,,,,
,,TOTAL REQUEST,,,,,85000,,
,,MATCH - TI allowance (in-kind),Ridgeline Properties LLC,,,,40000,Match,"pending Denise confirmation"
,,MATCH - volunteer labor (in-kind),,,,,9600,Match,"320 hrs x $30"
,,,,,,,,,
RFA 3.2: Electrical and site work directly required to operate funded equipment is eligible up to 10% of equipment cost.
RFA 3.4: Costs reimbursed by another source (including landlord allowances) are not eligible and must be removed from the request.
RFA 3.7: Monitoring/alarm systems for cold storage are eligible and encouraged (sustainability score).

(sheet: Justification -- draft text, P. Raman 2025-07-03)
Line 1. Harbor Valley Food Bank currently operates a 340 sq ft walk-in cooler and a 180 sq ft freezer at 412 Cannery Rd, supplemented by a rented 28 ft reefer trailer (RT-2) at $1,150 per month. Refrigerated and frozen product now accounts for 31% of pounds distributed, up from 19% in FY22, and we turned away 14 loads of donated dairy and protein in the last 12 months for lack of space. The proposed 1,200 sq ft combination unit increases our cold capacity by roughly 130% and lets us retire the rented trailer.
Line 2. Selective pallet racking (96 positions) for the dry warehouse replaces floor stacking, which today limits us to 58 pallet positions and creates forklift safety issues identified in our 2024 OSHA consultation.
Energy. Both condensing units use R-448A with floating head pressure control; Polar Line estimates 21,400 kWh/year, and we will apply for the utility's commercial refrigeration rebate.
O&M. Annual preventive maintenance contract estimated at $2,400/yr, funded from the operating budget (facilities line 6120)."""


def food_reefer_csv():
    return """=== Facilities/Ridgeline/reefer_quotes.csv ===
option,vendor,unit,qty,length_ft,gvwr_lbs,cdl_required,liftgate,reefer_unit,temp_range,pickup,return,days,rate_per_day,mileage,fuel_reefer,driver_included,insurance,deposit,subtotal,notes
A,FreshFleet Logistics,refrigerated box truck,2,24,25950,no,yes,Thermo King T-680,-20F to 70F,Fri 8/15 07:00,Mon 8/18 17:00,3,358.00,0.45/mi after 100,included,no,$35/day/truck,$500,2148.00 + mileage,"quoted by J. Harlan 7/8; 2 trucks confirmed available"
B,ColdHaul Rentals,refrigerated box truck,2,26,25999,no,yes,Carrier Supra 850,-20F to 80F,Fri 8/15 07:00,Mon 8/18 17:00,3,306.67,unlimited local (<150 mi),$60 flat,no,included,$400,1840.00 + $120 fuel,"temp data logger included; reservation needs 25% deposit"
C,Metro Truck & Reefer,reefer trailer + tractor w/ driver,1,48,n/a,yes (driver),n/a,Thermo King Precedent,-20F to 80F,Sat 8/16 06:00,Sun 8/17 20:00,2,1150.00,included,included,yes,included,$0,2300.00,"1 trailer only; 2-day minimum; driver hours 06-18"
D,U-Move Pro,refrigerated cargo van,3,12,9500,no,no,Hwasung HT-250,32F to 50F,Sat 8/16 07:00,Sun 8/17 19:00,2,189.00,0.59/mi,included,no,$25/day/van,$300,1134.00 + mileage,"cooler only -- NOT rated for frozen"
,,,,,,,,,,,,,,,,,,,,
prepared by K. Osei 2025-07-09. Volume check: 26ft box holds 12 pallets; 24ft holds 10; 48ft trailer holds 24. Cold move = 38 refrig + 22 frozen pallets on day 1 (expect ~30% drawn down by double allocation week)."""


def food_tasks():
    tasks = [
        (
            "FB-301",
            "Finalize + submit SEFIG-2025-0381 (budget $72,500, narrative, site control = executed lease)",
            "Tom Becker",
            "2025-08-15",
            "high",
        ),
        (
            "FB-302",
            "Get lease v4 signed via DocuSign (Rosa) and file executed copy in Facilities/Ridgeline/",
            "Dana Okafor",
            "2025-07-14",
            "high",
        ),
        (
            "FB-303",
            "Confirm Lakeshore CU group (10) for Sat Aug 16 + fill Saturday gap to 24",
            "Dana Okafor",
            "2025-08-08",
            "high",
        ),
        (
            "FB-304",
            "Partner double allocation week of Aug 11 (Mon/Tue agencies) + cold exceptions PA-007/PA-019/PA-023",
            "Dana Okafor",
            "2025-08-11",
            "med",
        ),
        (
            "FB-305",
            "ColdHaul CH-55102: confirm reservation, pay 25% deposit, assign drivers",
            "Kwame Osei",
            "2025-07-18",
            "med",
        ),
        (
            "FB-306",
            "Polar Line Q-4471: sign acceptance, 50% deposit, schedule install from July 29",
            "Kwame Osei",
            "2025-07-15",
            "high",
        ),
        (
            "FB-307",
            "Moreno Electric: schedule 100A subpanel install before install day 7 (Aug 6)",
            "Kwame Osei",
            "2025-07-25",
            "high",
        ),
        (
            "FB-308",
            "Follow up Marcus Pell: TI allowance for subpanel ($3,900) -- answer needed before FB-301 budget lock",
            "Dana Okafor",
            "2025-07-18",
            "med",
        ),
        (
            "FB-309",
            "Cannery Rd move-out: reefer trailer RT-2 return, final cooler cleanout, keys",
            "Kwame Osei",
            "2025-08-29",
            "low",
        ),
    ]
    out = ["tasks-api POST /projects/WAREHOUSE-MOVE/tasks (batch) -> 201 Created", "["]
    for tid, title, owner, due, pri in tasks:
        out.append(
            "  {"
            + f'"id": "{tid}", "title": "{title}", "assignee": "{owner}", "due": "{due}", "priority": "{pri}", "status": "open", "project": "WAREHOUSE-MOVE", "created_by": "ops-assistant", "created_at": "2025-07-09T12:1{len(out) % 10}:0{len(out) % 7}-07:00", "labels": ["move-2025"], "watchers": ["dana.okafor", "rosa.delgado-marsh"], "url": "https://tasks.hvfb.example/t/{tid}"'
            + "},"
        )
    out[-1] = out[-1].rstrip(",")
    out.append("]")
    out.append("9 tasks created. Board: https://tasks.hvfb.example/p/WAREHOUSE-MOVE")
    return "\n".join(out)


def build_food():
    rng = random.Random(1201)
    c = Conv(
        "blind-food-bank-warehouse-move",
        "Harbor Valley Food Bank: move to Ridgeline warehouse",
        "You are the operations assistant for Harbor Valley Food Bank. You can read the shared drive, "
        "search and send email from ops@hvfb.example, query inventory, volunteer and partner-agency systems, "
        "and manage tasks. Ask before sending email to anyone outside the organization unless told to send.",
    )

    c.user(
        "we signed the LOI for the Ridgeline building. I need a real move plan -- lease, cold storage, volunteers, "
        "partner pickups, and the SEFIG grant app all collide in august. two hard constraints from the board: partner "
        "agencies can't go more than 2 days without a pickup, and nothing refrigerated goes above 41°F at any point "
        "during the move. start with the lease draft, Facilities/Ridgeline/lease_draft_v3.docx"
    )
    c.label(
        "user_goal",
        "Plan the move to the Ridgeline warehouse so partner agencies go no more than 2 days without pickups and refrigerated product never exceeds 41°F",
        ["2 days", "41°F"],
    )
    c.act(
        "Pulling the lease draft.",
        ("drive_read", {"path": "Facilities/Ridgeline/lease_draft_v3.docx"}, food_lease_doc(rng)),
    )
    c.label(
        "fact",
        "Lease: TI allowance up to $40,000 for permanent improvements (anchored racking and permanent electrical count)",
        ["$40,000"],
    )
    c.label(
        "reference",
        "New site: 2200 Ridgeline Industrial Pkwy, Unit C (18,400 RSF, Docks 1-3); landlord contact Marcus Pell, Ridgeline Properties LLC",
        ["2200 Ridgeline Industrial Pkwy", "Marcus Pell"],
    )
    c.say("""Key terms from **lease draft v3** (2200 Ridgeline Industrial Pkwy, Unit C):

| Term | Draft v3 | Why it matters for the move |
|---|---|---|
| Premises | ~18,400 RSF, 3 dock-high doors + 1 grade door | Dock 3 is reserved for partner pickups (para 53) |
| Commencement | Aug 1, 2025, 60 months | rent starts Aug 1 regardless of move date |
| Early access | **July 22, 2025** (para 1.4), no rent | this is the clock for the cooler install |
| Base rent | $14,250/mo, +4% per year (para 50, "under discussion") | |
| CAM share | 23.6%, ~$0.31/RSF/mo (~$5,700/mo) | not in our budget model yet |
| Security deposit | $28,500 | |
| TI allowance | up to $40,000 (para 54) | anchored racking and permanent electrical qualify; trade fixtures (the walk-in box itself) do **not** |

Things to flag:
1. **Early access is conditional** on the prior tenant leaving (para 51) -- landlord only owes us 5 business days' notice if it slips.
2. **Electrical is a blind spot.** Para 7.4 says the landlord makes no representation about voltage/phase at our panel. Whatever cooler we buy will need 3-phase; we don't know yet if Unit C's panel has it.
3. Spoilage from utility interruptions is our risk (9.3) -- relevant to the 41°F rule during the cutover.
4. Signature block has Marcus Pell for Ridgeline and Rosa for us.

Want me to look at cold storage next, or is anything in the lease already out of date?""")

    c.user(
        "rent's wrong in that draft. Marcus agreed 13.6k on the phone last week, should be in email somewhere. also is the TI still 40k or did that move"
    )
    c.stale(
        "Base rent $14,250/month in lease draft v3 (replaced by negotiated $13,600/month)",
        ["$14,250"],
    )
    c.act(
        None,
        (
            "email_search",
            {"query": "from:marcus.pell@ridgelineprops.example rent OR TI", "limit": 5},
            "5 results\n\n"
            + "\n---\n".join(
                [
                    email_block(
                        "Marcus Pell <marcus.pell@ridgelineprops.example>",
                        "Dana Okafor <dana.okafor@hvfb.example>",
                        "Thu, 3 Jul 2025 16:42",
                        "RE: Unit C - rent and escalator",
                        """Dana,

Following up on our call. Ownership approved the following for Unit C:

  - Base rent: $13,600/month (was $14,250 in v3)
  - Annual escalator: 3% (was 4%)
  - TI allowance: unchanged at $40,000, same disbursement terms (para 54)
  - Security deposit: reduced to $27,200 (two months at the new rate)

I've asked our counsel to turn v4 with these changes; you should have it by next Friday. Everything else in v3 stands.

Early access: Brennan Logistics is still on track to be out by July 18, so July 22 should hold. I'll confirm the week before.

Best,
Marcus Pell | Asset Manager | Ridgeline Properties LLC
(555) 014-2290""",
                        cc="Ines Marchetti <imarchetti@caldercre.example>",
                    ),
                    email_block(
                        "Dana Okafor <dana.okafor@hvfb.example>",
                        "Marcus Pell <marcus.pell@ridgelineprops.example>",
                        "Tue, 1 Jul 2025 09:15",
                        "Unit C - rent and escalator",
                        """Hi Marcus -- thanks for the time on the phone. To confirm what we discussed: we can make this work at $13,600 with a 3% bump, and we'd like the TI at $40k to stay as is since it's going into racking and electrical. Can you confirm in writing so I can take it to our finance committee?

Thanks,
Dana Okafor, Director of Operations, Harbor Valley Food Bank""",
                    ),
                    email_block(
                        "Marcus Pell <marcus.pell@ridgelineprops.example>",
                        "Dana Okafor <dana.okafor@hvfb.example>",
                        "Mon, 23 Jun 2025 11:03",
                        "Ridgeline Unit C - LOI countersigned",
                        """Dana, attached is the countersigned LOI. Counsel will send the first lease draft this week. Note the prior tenant (Brennan Logistics) has a holdover right through end of July in their lease, but they've told us they'll leave early. -- Marcus""",
                        attach="HVFB_Ridgeline_LOI_countersigned.pdf",
                    ),
                    email_block(
                        "Marcus Pell <marcus.pell@ridgelineprops.example>",
                        "Dana Okafor <dana.okafor@hvfb.example>",
                        "Thu, 19 Jun 2025 15:27",
                        "Ridgeline Unit C - CAM estimate 2025",
                        """Dana, per your question: 2025 CAM estimate for the park is $0.31/RSF/month. Breakdown: property tax 38%, insurance 19%, landscaping and lot sweeping 11%, roof and structural reserve 9%, management fee 14%, common utilities 9%. Reconciliation is done annually in Q1. Unit C's share is 23.6% based on 18,400 of 77,950 RSF in the building. Happy to walk through it. -- Marcus""",
                    ),
                    email_block(
                        "Marcus Pell <marcus.pell@ridgelineprops.example>",
                        "Dana Okafor <dana.okafor@hvfb.example>",
                        "Fri, 13 Jun 2025 10:05",
                        "Ridgeline tour follow-up",
                        """Thanks for coming out with Kwame yesterday. Answers to your list: (a) the slab is 6" reinforced, 500 psf; (b) roof was redone in 2021, 20-year warranty, penetrations need our roofer; (c) dock levelers are 30,000 lb hydraulic on all three doors; (d) the building has a monitored fire alarm, ESFR sprinklers; (e) I don't know what the unit panel is -- you'd want your electrician to look. -- Marcus""",
                    ),
                ]
            ),
        ),
    )
    c.label(
        "fact",
        "Negotiated rent: $13,600/month with 3% annual escalator (Marcus Pell email, lease v4 to reflect it)",
        ["$13,600", "3%"],
    )
    c.say(
        "Confirmed in Marcus's Jul 3 email: **$13,600/mo** with a **3%** escalator (down from $14,250 / 4%), deposit $27,200, and **TI stays at $40,000**. Counsel is turning lease v4 with those changes, due next Friday. He also says early access July 22 should hold -- but note the LOI email mentions Brennan Logistics has a holdover right through end of July, so that date isn't guaranteed."
    )

    c.user(
        "ok. cold storage next. how much refrigerated + frozen do we actually have on hand right now, and what did Polar Line quote for the walk-in"
    )
    c.act(
        "Running both.",
        (
            "inventory_query",
            {"site": "CANNERY-412", "storage_class": ["REFRIG", "FROZEN"], "fields": "all"},
            food_inventory(rng),
        ),
        ("drive_read", {"path": "Facilities/Ridgeline/PolarLine_quote_Q-4471.pdf"}, FOOD_QUOTE),
        (
            "templog_export",
            {"sensors": ["COOLER-A", "FREEZER-A", "RT-2"], "hours": 48, "interval_min": 30},
            food_temp_log(rng),
        ),
    )
    c.label(
        "fact",
        "On hand at Cannery Rd: 38 pallets refrigerated and 22 pallets frozen",
        ["38 pallets", "22 pallets"],
    )
    c.label(
        "fact",
        "Polar Line quote Q-4471: 1,200 sq ft combination walk-in for $62,800; 10 business days on site from access plus 48-hour pull-down; needs 208V 3-phase circuits (electrical excluded)",
        ["Q-4471", "$62,800"],
    )
    c.say("""**On hand (Cannery Rd, this morning):** 38 pallets refrigerated (incl. reefer trailer RT-2) and 22 pallets frozen.

**Polar Line Q-4471:** $62,800 installed for a 1,200 sq ft combo box -- 800 sq ft cooler at 35°F, 400 sq ft freezer at -10°F.

Capacity check (selective racking, 12' ceiling, 2 high):
- Cooler 800 sq ft ≈ 40 pallet positions -> 38 fits, barely.
- Freezer 400 sq ft ≈ 20 positions -> **22 frozen is 2 over**. We'd need to draw frozen down before the move or hold 2 pallets in a reefer.

Schedule math from July 22 access: 10 business days on site -> done **Aug 4**, 48 h pull-down/validation -> loadable **Aug 6-7**. A move on the weekend of Aug 9 works with a couple of days of slack.

Baseline from the temp logs: the current cooler peaked at 38.6°F over the last 48 h (a 9-minute door-open during a TEFAP delivery), so we're running close to the 41°F line even on a normal day -- door time during the move will be the risk.

Two things the quote pushes onto us:
- **Electrical is excluded.** Condensing units need dedicated 208V 3-phase (40A + 60A). Still unknown whether Unit C's panel has 3-phase and spare capacity -- and Polar Line assumes power by install day 7.
- Remote temp monitoring is an optional $5,800 add-on. Given the 41°F rule I'd want it, but it's not in anyone's budget yet.

Who should I ask about the panel -- Marcus, or do you have an electrician?""")

    c.user(
        "aug 9-10 works for me as the move. I'll get Sal from Moreno Electric out there about the panel. volunteers -- pull what we have for that weekend. we need 24 per day for the move, Kwame says less than 20 on the floor is unsafe with the pallet jacks"
    )
    c.act(
        None,
        (
            "volunteer_shifts",
            {"event_group": "WAREHOUSE MOVE", "date_from": "2025-08-09", "date_to": "2025-08-10"},
            food_shifts(
                rng,
                [
                    (
                        "Sat 2025-08-09",
                        17,
                        [
                            "07:00-18:00 Group: Lakeshore Credit Union (12)     group      tentative       -  coordinator Jenna Ruiz, not counted until confirmed"
                        ],
                    ),
                    ("Sun 2025-08-10", 11, []),
                ],
                24,
            ),
        ),
    )
    c.say("""Aug 9-10 signups right now:

| Day | Confirmed individuals | Tentative | vs 24 |
|---|---|---|---|
| Sat Aug 9 | 17 | Lakeshore Credit Union group (12), coordinator Jenna Ruiz | +5 if Lakeshore confirms |
| Sun Aug 10 | 11 | -- | **-13** |

Only a handful on each day are pallet-jack/forklift certified, so even with bodies we're thin on equipment operators. Sunday is the real problem.

Options: push a volunteer call now (newsletter + VolunteerHub), ask Lakeshore to confirm, and ask regulars from the Saturday sort shift to double up.""")

    c.user(
        "post the call for volunteers on the usual channels. and partner agencies -- get me the pickup schedule, I want to know who's affected by a weekend move. pretty sure it's mostly the monday folks because they pick up from the weekend load-in"
    )
    partners_txt, cold_rows = food_partners(rng)
    assert len(cold_rows) == 8, cold_rows
    c.act(
        "Posting the call and pulling the partner schedule.",
        (
            "volunteer_post",
            {
                "channels": ["volunteerhub", "newsletter", "facebook"],
                "event_group": "WAREHOUSE MOVE",
                "dates": ["2025-08-09", "2025-08-10"],
                "roles_needed": {
                    "Pallet crew": 10,
                    "Cold room crew": 4,
                    "Forklift/pallet jack (certified)": 3,
                },
                "message": "We're moving to our new warehouse! Help us carry 60+ pallets of food across town. Shifts 7:00-12:30 and 12:30-18:00. Closed-toe shoes required; certified pallet-jack operators especially needed.",
            },
            "VolunteerHub listing created: VH-22817 'Warehouse Move Weekend' (2 days, 4 shifts, 17 open roles)\n"
            "Newsletter: queued for Thu 2025-07-10 edition (list size 6,412)\nFacebook: post scheduled 2025-07-07 12:00 on 'Harbor Valley Food Bank' page\n"
            "Share link: https://volunteer.hvfb.example/e/VH-22817",
        ),
        ("partners_list", {"active": True, "fields": "all"}, partners_txt),
    )
    c.label(
        "reference",
        "VolunteerHub listing VH-22817 for the move weekend call for volunteers",
        ["VH-22817"],
    )
    c.label(
        "fact",
        "47 active partner agencies; 11 pick up on Monday and 9 on Tuesday",
        ["47 active agencies", "Mon 11"],
    )
    c.say("""Call is live -- **VolunteerHub VH-22817**, newsletter goes out Thursday, FB post at noon.

Partner schedule: **47 active agencies** -- Mon 11, Tue 9, Wed 10, Thu 9, Fri 8. There are no weekend pickups, so the weekend itself doesn't stop anyone; the gap is on the far side:

- Friday Aug 8: last full day at Cannery (pack-out starts afternoon -- Friday agencies should pick up in the morning).
- Mon Aug 11 and Tue Aug 12: new site won't be sorted/stocked yet -> **pause pickups both days**, resume Wednesday. That's exactly 2 days, inside the board limit.

So the affected group is the **Monday and Tuesday agencies (20 total)**. Proposal: give those 20 a doubled allocation the week before the move so they can cover their following week. Eight of them are cold-capable, so this also helps burn down the frozen overflow. Want me to set that up?""")

    c.user(
        "yes do the double allocation for the mon/tue agencies. the cold ones need to actually be able to hold double though, check that before we promise anything"
    )
    c.label(
        "decision",
        "Monday and Tuesday partner agencies get a double allocation the week before the move to cover the 2-day pickup pause",
        ["double allocation", "mon/tue"],
    )
    c.act(
        None,
        (
            "partners_list",
            {
                "day": ["Mon", "Tue"],
                "cold": "Y",
                "fields": ["id", "name", "day", "cold_cu_ft", "avg_cold_lbs_wk", "last_audit"],
            },
            food_cold_check(rng, cold_rows),
        ),
    )
    c.say("""5 of the 8 cold-capable Mon/Tue agencies can take double. Three can't:

- **PA-007** St. Brigid's Pantry (Mon)
- **PA-019** Northgate Seniors Center (Mon)
- **PA-023** Eastside Youth Kitchen (Tue)

Suggestion: those three get double *dry* plus their normal cold allocation, and we offer them a cold-only top-up on the first day we reopen. The two big cold partners (Grace Table PA-012, Riverside Mission PA-031) have the room to absorb the 2 extra frozen pallets.""")

    c.user(
        "fine. grant -- SEFIG app, where are we. Priya's on it I think. what's the deadline and what do they need from us"
    )
    c.act(
        "Checking the grant folder and recent mail.",
        ("drive_read", {"path": "Grants/SEFIG_2025/application_checklist.md"}, FOOD_CHECKLIST),
        (
            "email_search",
            {"query": "SEFIG site control OR deadline from:denise.albright", "limit": 3},
            "1 result\n\n"
            + email_block(
                "Denise Albright <denise.albright@state-ag.example>",
                "Priya Raman <priya.raman@hvfb.example>",
                "Wed, 2 Jul 2025 14:20",
                "RE: SEFIG-2025-0381 questions",
                """Hi Priya,

1. Site control: for capital requests over $50,000 we need an EXECUTED lease (or deed). An LOI is only acceptable for requests under $50,000. The executed lease must be uploaded by the deadline; we cannot accept it afterwards.
2. Match: landlord TI allowances can be shown as leveraged funds, but any item the TI pays for has to come out of the grant request (RFA 3.4).
3. The equipment does not need to be operational before the grant period; reimbursement starts 10/1.

Deadline remains August 15 at 5:00 PM, no extensions this round.

Denise Albright, SEFIG Program Unit""",
            ),
        ),
    )
    c.label(
        "fact",
        "SEFIG deadline Aug 15, 5:00 PM PT, no extensions; capital requests over $50,000 need an executed lease uploaded by the deadline",
        ["Aug 15", "5:00 PM", "EXECUTED lease"],
    )
    c.label(
        "reference",
        "SEFIG application ID SEFIG-2025-0381; program officer Denise Albright",
        ["SEFIG-2025-0381", "Denise Albright"],
    )
    c.say("""**SEFIG-2025-0381** -- deadline **Aug 15, 5:00 PM PT**, portal locks, no extensions.

Where it stands (Priya's checklist, Jul 3):
- Narrative ~40%, budget draft at **$85,000** (cooler $62,800 + dry racking $22,200)
- Site control **not started**
- 1 of 3 support letters; board resolution pending the 7/24 meeting

The catch is in Denise Albright's reply: since we're asking for more than $50k, **we need the executed lease uploaded by Aug 15** -- the LOI won't do. So lease v4 has to be signed before then. And per RFA 3.4 anything the TI allowance pays for has to come out of the request, which matters because Priya listed racking in both the budget and the TI.""")

    c.user(
        "bad news x2. Priya's out on medical leave starting monday, Tom Becker is taking over the grant. and Marcus called -- Brennan Logistics is overstaying, early access moves to July 29. what does that do to the schedule"
    )
    c.stale("Grant owner was Priya Raman (on leave; Tom Becker took over)", ["Priya Raman"])
    c.stale(
        "Early access date July 22 (moved to July 29 because Brennan Logistics overstayed)",
        ["July 22"],
    )
    c.label(
        "fact",
        "Early access to Unit C moved to July 29 because Brennan Logistics is overstaying",
        ["July 29"],
    )
    c.say("""It breaks the Aug 9-10 date.

**Cooler timeline from July 29 access**
| Step | Date |
|---|---|
| Install day 1 | Tue Jul 29 |
| Install day 7 (power must be live) | Wed Aug 6 |
| Install day 10 (complete) | **Mon Aug 11** |
| 48 h pull-down + validation | Wed Aug 13 |

So the cooler isn't loadable until mid-week after the planned move weekend.

**Options**
- **A. Move the whole thing one weekend later (Sat Aug 16 / Sun Aug 17).** Cooler has 2-3 days of slack, pickup pause becomes Mon Aug 18 + Tue Aug 19. One disruption, same 2-day pause. Costs us: rent on both buildings ~2 extra weeks (we hold Cannery Rd through Aug 31 anyway, so no real extra cost).
- **B. Split it:** dry goods on the original weekend, cold product on Thu Aug 14 with rented reefers. Two disruptions, and a weekday cold move collides with normal Thursday pickups -- the 2-day limit gets hard to keep.

I'd go with A. The grant isn't affected by the move date, only by the signed lease.

Also noted: Tom Becker now owns SEFIG -- I'll send him things instead of Priya.""")

    c.user(
        "A. move is aug 16-17. update the volunteer listing to the new dates and pull signups, and ping jenna at lakeshore about moving their group"
    )
    c.stale(
        "Move weekend Aug 9-10 (replaced by Aug 16-17 after early access slipped)", ["Aug 9-10"]
    )
    c.label(
        "decision", "Move weekend is Sat/Sun Aug 16-17 (option A, one weekend later)", ["Aug 16-17"]
    )
    c.act(
        None,
        (
            "volunteer_post",
            {
                "listing": "VH-22817",
                "action": "update",
                "dates": ["2025-08-16", "2025-08-17"],
                "note": "DATE CHANGE: the move is now Aug 16-17. If you signed up for Aug 9-10 please re-register.",
            },
            "VH-22817 updated: dates 2025-08-16, 2025-08-17. 28 existing signups for old dates moved to 'needs reconfirmation'; "
            "reconfirmation emails sent (28). Newsletter item for Thu 2025-07-10 updated.",
        ),
        (
            "volunteer_shifts",
            {"event_group": "WAREHOUSE MOVE", "date_from": "2025-08-16", "date_to": "2025-08-17"},
            food_shifts(rng, [("Sat 2025-08-16", 9, []), ("Sun 2025-08-17", 6, [])], 24),
        ),
        (
            "email_search",
            {"query": "from:jenna.ruiz@lakeshorecu.example volunteer", "limit": 2},
            "1 result\n\n"
            + email_block(
                "Jenna Ruiz <jenna.ruiz@lakeshorecu.example>",
                "volunteer@hvfb.example",
                "Mon, 30 Jun 2025 10:11",
                "Lakeshore team day - August",
                "Hi! Our Community Day team (12 people) would love to help with the warehouse move on Saturday 8/9. We can do 8am-4pm. We'll need a safety briefing and I'll send the waiver list the week before. -- Jenna Ruiz, Community Relations, Lakeshore Credit Union",
            ),
        ),
    )
    c.say("""Listing VH-22817 now shows Aug 16-17; the 28 people signed up for the old dates got reconfirmation emails.

Signups that already picked the new dates: **Sat Aug 16: 9**, **Sun Aug 17: 6**. That number will rise as reconfirmations come in, but we're starting from scratch on Sunday.

Jenna Ruiz had Lakeshore's 12-person team booked for Sat 8/9, 8am-4pm. Draft to her:

> Hi Jenna -- our building handover slipped a week, so the move is now **Saturday Aug 16** (and Sunday 17). Could your team shift to the 16th, same hours? Same safety briefing, waivers the week before. Sorry for the change! -- Dana

Send as is?""")

    c.user(
        "send it. then the partner notice -- draft it: pickups closed mon aug 18 + tue aug 19, resume wed aug 20 at the new address. mention the double allocation week of aug 11"
    )
    c.act(
        None,
        (
            "email_send",
            {
                "to": "jenna.ruiz@lakeshorecu.example",
                "from": "dana.okafor@hvfb.example",
                "subject": "Warehouse move moved to Sat Aug 16",
                "body": "Hi Jenna -- our building handover slipped a week, so the move is now Saturday Aug 16 (and Sunday 17). Could your team shift to the 16th, same hours? Same safety briefing, waivers the week before. Sorry for the change! -- Dana",
            },
            "Sent. message-id <20250708.1432.88f1@hvfb.example>",
        ),
    )
    c.say("""Sent to Jenna.

Draft partner notice:

---
**Subject: Pickup schedule change -- Harbor Valley Food Bank is moving (Aug 18-19 closed)**

Dear partners,

Harbor Valley Food Bank is moving to a new, larger warehouse at **2200 Ridgeline Industrial Pkwy, Unit C**. The new building gives us three times our current cold storage, made possible in part by a state infrastructure grant we are applying for this summer.

**What changes for you**
- **Week of Aug 11:** Monday and Tuesday partners will receive a double allocation to carry you through the closure. (If your cold storage can't hold double, we'll contact you separately.)
- **Mon Aug 18 and Tue Aug 19:** no pickups.
- **Wed Aug 20:** pickups resume at the new address, at your usual day and time window.

Parking and driving directions will follow the week before.

Thank you for your patience,
Dana Okafor, Director of Operations
---

Good to send to all 47?""")

    c.user(
        "shorter. drop the grant sentence, they don't care. and tell them pickups at the new site are at dock 3, not the front door. then send"
    )
    c.act(
        None,
        (
            "email_send",
            {
                "to": "partners-all@lists.hvfb.example",
                "from": "dana.okafor@hvfb.example",
                "subject": "Pickup schedule change -- we're moving (no pickups Aug 18-19)",
                "body": "Dear partners,\n\nHarbor Valley Food Bank is moving to 2200 Ridgeline Industrial Pkwy, Unit C.\n\n- Week of Aug 11: Monday and Tuesday partners get a double allocation to cover the closure (if your cold storage can't hold double, we'll call you).\n- Mon Aug 18 and Tue Aug 19: no pickups.\n- Wed Aug 20: pickups resume at the new site, same day and time window. Please pull up to Dock 3 at the side of the building, not the front door.\n\nDirections will follow the week before.\n\nThanks,\nDana Okafor, Director of Operations",
            },
            "Sent to list partners-all@lists.hvfb.example (47 members, 52 addresses). message-id <20250708.1519.a02c@hvfb.example>. 0 bounces so far.",
        ),
    )
    c.label(
        "decision",
        "Partner notice sent: no pickups Mon Aug 18 and Tue Aug 19; pickups resume Wed Aug 20 at the new site, Dock 3",
        ["partners-all@lists.hvfb.example", "Aug 20"],
        at=c.last - 1,
    )
    c.say(
        "Sent to all 47 agencies (52 addresses), no bounces so far. I'll call PA-007, PA-019 and PA-023 about the cold exception separately once you OK the wording."
    )

    c.user(
        "Tom says the budget has to come down, TI can cover the racking so it comes out of the grant. so what's the request, just the cooler + install? also did Sal ever send anything on the 3 phase thing"
    )
    c.act(
        "Checking for Sal's note and pulling the budget sheet.",
        (
            "email_search",
            {"query": "from:moreno-electric Ridgeline panel", "limit": 2},
            "1 result\n\n"
            + email_block(
                "Sal Moreno <sal@morenoelectric.example>",
                "Dana Okafor <dana.okafor@hvfb.example>",
                "Tue, 8 Jul 2025 07:58",
                "Ridgeline Unit C - panel walk",
                """Dana,

Walked Unit C yesterday with the building engineer.

- Service at the unit panel: 208Y/120V 3-phase, 400A main breaker. So yes, you have 3-phase.
- Problem: the panel (Square D NQ, 42 spaces) has no free 3-pole positions -- the old tenant's battery chargers and dock heaters filled it. Your two condensing units need a 40A and a 60A 3-pole breaker.
- Fix: tap a new 100A subpanel off the main (feed-through lugs are there) next to the cooler location, run the two CU circuits plus lighting/heater circuits from it.

Estimate: $3,900 for the 100A subpanel, feeders, breakers and the two CU disconnects. Permit included. 2 days of work; I can do it the first week you have access as long as the box walls are up so I know where the disconnects go.

-- Sal Moreno, Moreno Electric, C-10 #1029334""",
            ),
        ),
        (
            "drive_read",
            {"path": "Grants/SEFIG_2025/budget_form_draft.xlsx", "sheet": "Budget"},
            food_budget_form(),
        ),
    )
    c.label(
        "fact",
        "Unit C has 208V 3-phase 400A service but no free 3-pole slots; Moreno Electric will add a 100A subpanel for $3,900 (2 days, first week of access)",
        ["100A subpanel", "$3,900"],
    )
    c.say("""Sal came through: Unit C **does have 3-phase** (208Y/120V, 400A), but the panel is full, so we need a **100A subpanel -- $3,900**, 2 days, first week of access (has to land before Polar Line's day 7).

Revised request, following RFA 3.4 (drop anything the TI pays for) and 3.2/3.7 (electrical and monitoring are eligible):

| Line | Item | Amount |
|---|---|---|
| 1 | Walk-in cooler/freezer, Polar Line Q-4471 | $62,800 |
| 3 | Remote temp monitoring + alarm (Q-4471 option A) | $5,800 |
| 4 | Electrical: 100A subpanel + CU circuits (Moreno) | $3,900 |
| | **Total request** | **$72,500** |
| | Racking $22,200 -> moved to TI allowance (leveraged, not requested) | |

Electrical is 6.2% of equipment, under the 10% cap. Adding monitoring also helps the sustainability score and gives us the 41°F alarm we'd want anyway.""")
    c.label(
        "decision",
        "SEFIG request revised to $72,500: cooler $62,800 + monitoring $5,800 + subpanel $3,900; racking moved to the TI allowance",
        ["$72,500"],
    )

    c.user(
        "yes 72,500, send tom the breakdown. but the subpanel -- landlord should pay that out of TI imo, it's permanent electrical. ask marcus. if he says yes we pull it from the grant. and reefer trucks for move day, get me the quotes Kwame collected, we need at least 2"
    )
    c.stale("SEFIG budget request $85,000 incl. racking (replaced by $72,500)", ["$85,000"])
    c.act(
        None,
        (
            "email_send",
            {
                "to": "tom.becker@hvfb.example",
                "cc": "dana.okafor@hvfb.example",
                "subject": "SEFIG-2025-0381 budget -- revised to $72,500",
                "body": "Tom -- per Dana, revised request is $72,500: Polar Line Q-4471 cooler/freezer $62,800; Q-4471 option A remote temp monitoring $5,800; Moreno Electric 100A subpanel + CU circuits $3,900. Racking ($22,200) comes out of the request and is shown as TI-funded leveraged money (RFA 3.4). Note: the $3,900 subpanel may also move to TI if Marcus agrees -- then the request drops to $68,600. Also: Denise says the EXECUTED lease must be uploaded by Aug 15 5:00 PM since we're over $50k. Budget sheet: Grants/SEFIG_2025/budget_form_draft.xlsx.",
            },
            "Sent. message-id <20250708.1604.1b7e@hvfb.example>",
        ),
        (
            "email_send",
            {
                "to": "marcus.pell@ridgelineprops.example",
                "subject": "Unit C -- lease v4 timing + TI for electrical subpanel",
                "body": "Hi Marcus, two things. (1) When can we expect lease v4? We need it fully executed well before Aug 15. (2) Our electrician found the Unit C panel has no free 3-pole positions; we need a new 100A subpanel ($3,900). Since it's permanent electrical distribution (para 54), can it be paid from the $40,000 TI allowance alongside the anchored racking? Thanks, Dana",
            },
            "Sent. message-id <20250708.1606.c3d9@hvfb.example>",
        ),
        ("drive_read", {"path": "Facilities/Ridgeline/reefer_quotes.csv"}, food_reefer_csv()),
    )
    c.say("""Sent Tom the $72,500 breakdown (with the note that it drops to $68,600 if the subpanel moves to TI), and asked Marcus about v4 timing and the TI for the subpanel.

Reefer quotes from Kwame's sheet:

| Opt | Vendor | What | Dates | Cost | Notes |
|---|---|---|---|---|---|
| A | FreshFleet | 2 × 24' reefer box trucks | Fri 8/15 - Mon 8/18 | ~$2,148 + mileage | 10 pallets each |
| B | ColdHaul Rentals | 2 × 26' reefer box trucks | Fri 8/15 - Mon 8/18 | **$1,840 + $120 fuel** | 12 pallets each, data logger included, 25% deposit |
| C | Metro Truck | 1 × 48' trailer + driver | Sat-Sun only | $2,300 | only one unit, driver hours 06-18 |
| D | U-Move Pro | 3 cargo vans | Sat-Sun | $1,134 + mileage | **not rated for frozen** -- out |

B is cheapest, biggest box trucks, no CDL needed (under 26,001 lbs), and the included temperature logger gives us the record for the 41°F rule. 24 pallet positions per trip means the cold load goes in ~2-3 trips.""")

    c.user("ok go with B. book it for the 15th pickup, return the 18th")
    c.act(
        None,
        (
            "email_send",
            {
                "to": "reservations@coldhaul.example",
                "subject": "Reservation request -- 2x 26ft reefer, Aug 15-18",
                "body": "Hello, Harbor Valley Food Bank would like to reserve two 26ft refrigerated box trucks (quote per K. Osei), pickup Fri Aug 15 07:00, return Mon Aug 18 17:00, with temp data loggers. Please confirm and send the deposit invoice (25%). Contact: Kwame Osei, Warehouse Manager. Thanks, Dana Okafor",
            },
            'Sent. Auto-reply received 16:22:\n"Thank you for contacting ColdHaul Rentals. Your reservation request CH-55102 has been received. A coordinator will confirm availability and send a deposit invoice within 1 business day. Reservations are not held until the deposit is paid."\n\n'
            + FOOD_COLDHAUL_TERMS,
        ),
    )
    c.label(
        "decision",
        "Reefers: ColdHaul option B, 2 x 26ft trucks Fri Aug 15 to Mon Aug 18, request CH-55102 (held only once the 25% deposit is paid)",
        ["ColdHaul", "CH-55102"],
    )
    c.say(
        "Requested -- **ColdHaul CH-55102**, Fri Aug 15 07:00 to Mon Aug 18 17:00. Not held until the 25% deposit (~$490) is paid; they'll invoice within a business day."
    )

    c.user(
        "did marcus or jenna get back to us? and set up tasks in the tracker so nothing falls through while I'm out. owners: tom = grant, me = partners, volunteers, lease, marcus stuff. kwame = cooler, electrical, reefers, cannery move-out"
    )
    c.act(
        "Checking mail first so the tasks reflect it.",
        (
            "email_search",
            {
                "query": "(from:marcus.pell@ridgelineprops.example OR from:jenna.ruiz@lakeshorecu.example) newer_than:2d",
                "limit": 5,
            },
            "3 results\n\n"
            + email_block(
                "Marcus Pell <marcus.pell@ridgelineprops.example>",
                "Dana Okafor <dana.okafor@hvfb.example>",
                "Tue, 8 Jul 2025 17:50",
                "Automatic reply: Unit C -- lease v4 timing + TI for electrical subpanel",
                "I'm in property inspections until 11am Wednesday with limited email access. For urgent building matters at Ridgeline Industrial Park call the property management line at (555) 014-2200. -- Marcus Pell",
            )
            + "\n---\n"
            + email_block(
                "Jenna Ruiz <jenna.ruiz@lakeshorecu.example>",
                "Dana Okafor <dana.okafor@hvfb.example>",
                "Wed, 9 Jul 2025 09:02",
                "RE: Warehouse move moved to Sat Aug 16",
                "No problem! We can do Saturday Aug 16, but 2 of our folks are out that week so it'll be 10 people instead of 12. Same 8-4. I'll send the waiver list by Aug 11. -- Jenna",
            )
            + "\n---\n"
            + email_block(
                "Marcus Pell <marcus.pell@ridgelineprops.example>",
                "Dana Okafor <dana.okafor@hvfb.example>",
                "Wed, 9 Jul 2025 11:37",
                "RE: Unit C -- lease v4 timing + TI for electrical subpanel",
                """Dana,

(1) Lease v4 is attached and has been sent for signature through DocuSign (envelope 7F2A-91C4). Changes vs v3: rent $13,600, 3% escalator, deposit $27,200, early access date now July 29, 2025 in 1.4. Once your ED signs, we countersign same day.

(2) On the subpanel, I think it's reasonable but anything that isn't racking needs ownership sign-off on the TI. I've asked; I'll get back to you by next week.

Marcus""",
                attach="Ridgeline_UnitC_Lease_v4_EXECUTION.pdf",
            )
            + "\n[attachment text extract: Ridgeline_UnitC_Lease_v4_EXECUTION.pdf -- counsel's comparison page]\n"
            + FOOD_V4_REDLINE,
        ),
    )
    c.label(
        "fact",
        "Lakeshore Credit Union can send 10 people (not 12) on Sat Aug 16, 8-4; waiver list by Aug 11",
        ["10 people instead of 12"],
    )
    c.label(
        "reference",
        "Lease v4 out for signature via DocuSign envelope 7F2A-91C4 (rent $13,600, early access July 29)",
        ["7F2A-91C4"],
    )
    c.label(
        "open_issue",
        "Whether ownership will let the $3,900 subpanel be paid from the TI allowance (if yes it comes out of the grant request, which drops to $68,600)",
        ["subpanel", "ownership sign-off"],
    )
    c.act(
        """Both replied:

- **Jenna:** Lakeshore moves to **Sat Aug 16**, but **10 people instead of 12**, 8-4. Saturday is now 9 confirmed + 10 = **19 of 24** -- just under Kwame's 20 safety floor. Sunday still 6.
- **Marcus:** lease v4 is out in **DocuSign envelope 7F2A-91C4** (rent $13,600, 3%, deposit $27,200, early access July 29). Needs Rosa's signature; they countersign same day. **Subpanel TI: no answer yet** -- ownership has to approve anything that isn't racking, he'll reply next week.

Creating the tasks now.""",
        ("tasks_create", {"project": "WAREHOUSE-MOVE", "batch": True, "count": 9}, food_tasks()),
    )
    c.label(
        "open_issue",
        "Move-day volunteers short: Sat Aug 16 at 19 of 24 (below the 20 safety floor), Sun Aug 17 at 6",
        ["19 of 24"],
        at=c.last - 1,
    )
    c.label(
        "pending_action",
        "FB-301: Tom Becker to finalize and submit SEFIG-2025-0381 at $72,500 with the executed lease by Aug 15",
        ["FB-301", "Tom Becker"],
    )
    c.label(
        "pending_action",
        "FB-307: Kwame Osei to schedule Moreno Electric's 100A subpanel before install day 7 (Aug 6)",
        ["FB-307", "Aug 6"],
    )
    c.label(
        "pending_action",
        "FB-304: double allocation week of Aug 11 for Mon/Tue agencies plus cold exceptions for PA-007/PA-019/PA-023 (calls not yet made)",
        ["FB-304", "PA-023"],
    )
    c.say("""Created 9 tasks in **WAREHOUSE-MOVE**:

| ID | Task | Owner | Due |
|---|---|---|---|
| FB-301 | Submit SEFIG-2025-0381 ($72,500, executed lease) | Tom Becker | Aug 15 |
| FB-302 | Lease v4 signed via DocuSign (Rosa), file executed copy | Dana | Jul 14 |
| FB-303 | Lakeshore (10) for Aug 16 + fill Saturday to 24 | Dana | Aug 8 |
| FB-304 | Double allocation week of Aug 11 + cold exceptions PA-007/019/023 | Dana | Aug 11 |
| FB-305 | ColdHaul CH-55102 confirm + 25% deposit + drivers | Kwame Osei | Jul 18 |
| FB-306 | Polar Line Q-4471 acceptance + 50% deposit, install from Jul 29 | Kwame Osei | Jul 15 |
| FB-307 | Moreno 100A subpanel before install day 7 (Aug 6) | Kwame Osei | Jul 25 |
| FB-308 | Marcus: TI for subpanel ($3,900) | Dana | Jul 18 |
| FB-309 | Cannery Rd move-out, RT-2 return | Kwame Osei | Aug 29 |""")

    c.user(
        "Rosa's signing the docusign this afternoon. last thing -- what's still open? I'm out tomorrow, give me the short version"
    )
    c.say("""**Short version**

**Locked in**
- Move **Sat/Sun Aug 16-17**; early access July 29, cooler loadable ~Aug 13
- Rent $13,600/mo, 3%; TI $40k (racking)
- Pickups closed Mon Aug 18 + Tue Aug 19, resume Wed Aug 20 at Dock 3 (notice sent); Mon/Tue agencies doubled week of Aug 11
- SEFIG request $72,500, Tom owns it, due Aug 15 5 PM
- Reefers: ColdHaul CH-55102 (2 × 26')

**Still open**
1. **Rosa's signature** on DocuSign 7F2A-91C4 (this afternoon) -- then file the executed copy (FB-302); the grant can't be submitted without it.
2. **Subpanel TI** -- Marcus answers next week. Yes -> request drops to $68,600; Tom must know before he locks the budget.
3. **Volunteers** -- Sat 19 of 24, Sun 6. Reconfirmations from the old dates should help; Sunday needs a push.
4. **ColdHaul deposit** -- reservation isn't held until it's paid (FB-305).
5. **Polar Line acceptance + deposit** (FB-306) -- install can't start July 29 without it; Sal has to finish the subpanel by Aug 6.
6. Cold-exception calls to PA-007, PA-019, PA-023 -- not done yet.""")
    return c


# =====================================================================================
# 2. Console certification submission (English)
# =====================================================================================

PCR_CATALOG = [
    ("PCR-001", "Boot", "Title boots to interactive state within 20 s of launch"),
    ("PCR-003", "Boot", "No blank screen longer than 5 s without progress indicator"),
    ("PCR-007", "Boot", "Title handles launch with no network connection"),
    ("PCR-012", "System", "Title uses system software keyboard for text entry"),
    ("PCR-015", "System", "Home button returns to system menu at all times"),
    ("PCR-019", "System", "Title does not block system notifications"),
    ("PCR-024", "System", "Screenshots/video capture allowed except in flagged spoiler areas"),
    ("PCR-033", "Suspend", "Title suspends within 1 s of rest mode request"),
    ("PCR-038", "Suspend", "Title resumes correctly after short suspend (<5 min)"),
    (
        "PCR-041",
        "Suspend",
        "Title resumes correctly after long suspend (>30 min), incl. device reacquire",
    ),
    ("PCR-044", "Suspend", "Network sessions are re-established or user informed after resume"),
    (
        "PCR-052",
        "Controllers",
        "Controller disconnect pauses gameplay and shows system reconnect prompt",
    ),
    ("PCR-055", "Controllers", "Controller re-pairing to a different user handled"),
    ("PCR-058", "Controllers", "Button glyphs match the Polaris Nova controller"),
    ("PCR-061", "Store/Metadata", "Title name consistent between product page and in-game"),
    (
        "PCR-066",
        "Store/Metadata",
        "Age rating icons on product page match rating certificates for all regions",
    ),
    ("PCR-069", "Store/Metadata", "Product page screenshots captured from the submitted build"),
    ("PCR-072", "Store/Metadata", "Supported languages on product page match in-game"),
    ("PCR-081", "Display", "UI within title-safe area at 1080p and 2160p"),
    ("PCR-084", "Display", "HDR output respects system HDR calibration"),
    ("PCR-088", "Display", "No screen tearing or flicker in menus"),
    ("PCR-093", "Audio", "Audio respects system output device changes"),
    ("PCR-096", "Audio", "No audio artefacts on headset hot-plug"),
    ("PCR-101", "Save Data", "Save data stored only in title's save container"),
    ("PCR-104", "Save Data", "Save icon shown during writes; no write >3 s without indicator"),
    ("PCR-108", "Save Data", "Out-of-space condition handled with system dialog"),
    ("PCR-112", "Save Data", "Save data integrity preserved when active user changes during save"),
    ("PCR-115", "Save Data", "Corrupt save detected and handled without crash"),
    ("PCR-121", "User Accounts", "Title identifies the initial user correctly"),
    ("PCR-124", "User Accounts", "Sign-out of active user handled without crash or data loss"),
    ("PCR-127", "User Accounts", "Guest accounts restricted from online features"),
    (
        "PCR-131",
        "Parental Controls",
        "Title honours system parental control restrictions on online play",
    ),
    ("PCR-134", "Parental Controls", "Title honours communication restrictions (chat, UGC)"),
    ("PCR-141", "Accessibility", "Subtitles available for all spoken dialogue"),
    ("PCR-144", "Accessibility", "Text size of essential UI >= 26 px at 1080p"),
    ("PCR-147", "Accessibility", "System screen reader supported in main menus"),
    ("PCR-201", "Achievements", "Achievement list matches registered achievement set"),
    ("PCR-204", "Achievements", "All achievements are obtainable"),
    ("PCR-207", "Achievements", "Achievements unlock only when the registered condition is met"),
    ("PCR-210", "Achievements", "Platinum/completion achievement awarded after all others"),
    ("PCR-301", "Network", "Title uses Polaris Network sign-in for online features"),
    ("PCR-305", "Network", "Online features check entitlement before connecting"),
    ("PCR-311", "Network", "Matchmaking failures reported with clear messaging"),
    (
        "PCR-318",
        "Network",
        "Loss of connectivity reported via system network error dialog (localized)",
    ),
    ("PCR-322", "Network", "No crash or hang when PSN-equivalent service is in maintenance"),
    ("PCR-330", "Network", "Cross-play toggle honoured"),
    ("PCR-401", "Localization", "All supported languages complete, no placeholder strings"),
    ("PCR-404", "Localization", "Date/time/number formats follow system locale"),
    ("PCR-410", "Performance", "No frame rate below 20 fps for more than 2 s in normal play"),
    ("PCR-413", "Performance", "Memory within title allocation; no out-of-memory terminations"),
    ("PCR-420", "Stability", "No crash/hang in 4 h soak test"),
    ("PCR-423", "Stability", "No crash during rapid menu navigation (monkey test 30 min)"),
    ("PCR-501", "Patches", "Title runs correctly with and without day-one patch installed"),
    ("PCR-504", "Patches", "Patch size within limit for day-one patch (<= 8 GB)"),
    ("PCR-027", "System", "Title does not modify system settings"),
    ("PCR-029", "System", "System overlay (quick menu) usable during gameplay"),
    ("PCR-036", "Suspend", "Audio muted within 500 ms of suspend"),
    ("PCR-047", "Suspend", "Timers and cooldowns do not exploit suspend duration"),
    ("PCR-063", "Store/Metadata", "Product page description free of placeholder text"),
    ("PCR-075", "Store/Metadata", "Content descriptors match rating certificate"),
    ("PCR-091", "Display", "Brightness calibration screen shown on first boot"),
    ("PCR-098", "Audio", "Voice chat audio routed to headset when connected"),
    ("PCR-118", "Save Data", "Save data size within declared maximum (<= 512 MB)"),
    ("PCR-137", "Parental Controls", "In-game purchases honour spending limits"),
    ("PCR-150", "Accessibility", "Colour-blind modes do not hide essential information"),
    ("PCR-153", "Accessibility", "Controls fully remappable or alternative schemes offered"),
    ("PCR-213", "Achievements", "Hidden achievements flagged correctly"),
    ("PCR-216", "Achievements", "Achievement progress persists across sessions"),
    ("PCR-307", "Network", "Session invites delivered through system invite UI"),
    ("PCR-314", "Network", "Voice chat mute/block honoured across sessions"),
    ("PCR-326", "Network", "Reported player flow uses system reporting"),
    ("PCR-334", "Network", "Title handles NAT type 3 with clear messaging"),
    ("PCR-407", "Localization", "Fonts support all characters of supported languages"),
    ("PCR-416", "Performance", "Load times under 60 s from main menu to gameplay"),
    ("PCR-426", "Stability", "No crash when removing storage during install-while-play"),
    ("PCR-507", "Patches", "Patch does not reset user settings"),
]


def cert_report(rng):
    fails = {
        "PCR-041": (
            "MUST FIX",
            "Crash (SIGSEGV in render thread) on resume after >30 min rest mode. 3/10 attempts on retail-mode devkit rev C. Crash dump ID CD-7F31-0042.",
        ),
        "PCR-066": (
            "MUST FIX (metadata)",
            "Product page (EU) shows PEGI 12 icon; submitted rating certificate is PEGI 16. No build change required.",
        ),
        "PCR-112": (
            "MUST FIX",
            "Switching active user while autosave icon is shown results in loss of the previous user's last 2 save slots (slot_01, slot_02 zero-length). 2/5 attempts.",
        ),
        "PCR-207": (
            "MUST FIX",
            "Achievement 'Tidecaller' unlocked on entering the Drowned Quay area; registered condition is 'defeat the Tidecaller boss'. 5/5.",
        ),
        "PCR-318": (
            "MUST FIX",
            "On pulling the ethernet cable during co-op, title shows a custom dialog 'Error 0x8002' instead of invoking the system network error dialog.",
        ),
    }
    out = [
        "POLARIS PARTNER PORTAL -- CERTIFICATION RESULT",
        "Submission: SUB-88213        Title: Ember Tide        Title ID: PNX-40117",
        "Publisher: Brightwater Forge Ltd.        Platform: Polaris Nova (retail firmware 7.21)",
        "Build: 1.0.3.412 (package EMBERTIDE-PNX-1.0.3.412-RC2.pkg, sha256 9c4e1f0a...b71d)",
        "Submitted: 2025-09-04 16:20 UTC      Completed: 2025-09-12 09:05 UTC      Test lab: Polaris QA Osaka",
        "OVERALL RESULT: FAIL  (5 must-fix, 3 advisory)",
        "",
        f"{'REQ':<9} {'AREA':<18} {'RESULT':<10} REQUIREMENT",
    ]
    for code, area, title in PCR_CATALOG:
        if code in fails:
            res = "FAIL"
        else:
            res = (
                "ADVISORY"
                if code in ("PCR-088", "PCR-144", "PCR-413")
                else ("N/A" if code in ("PCR-134", "PCR-137", "PCR-326") else "PASS")
            )
        out.append(f"{code:<9} {area:<18} {res:<10} {title}")
    out += [
        "",
        "TEST ENVIRONMENT",
        "  Hardware: Polaris Nova retail-mode test kits (lab pool OSK-A), firmware 7.21.0-r4418, HDR and SDR displays (1080p/2160p)",
        "  Network: Polaris Network cert environment (sp-int), NAT type 2, packet loss injection 0-5%",
        "  Accounts: 4 test users (2 adult, 1 child with parental controls, 1 guest)",
        "  Languages tested: en-US, en-GB, fr-FR, de-DE, es-ES, it-IT, ja-JP, pt-BR, pl-PL",
        "",
        "REQUIREMENT TEST NOTES (abridged)",
    ]
    verbs = [
        "Verified across 3 kits",
        "Tested with 4 users",
        "Checked in 9 languages",
        "Soak 4 h on 2 kits",
        "Spot checked",
        "Automated suite v14",
        "Manual pass, 2 testers",
        "Tested SDR + HDR",
        "Tested 1080p + 2160p",
    ]
    for code, area, title in PCR_CATALOG:
        if code in fails:
            continue
        out.append(
            f"  {code}: {rng.choice(verbs)}; {rng.randint(3, 20)} attempts; {rng.choice(['no issues', 'no issues', 'no issues', 'see advisory', 'n/a for this title (no UGC)', 'observed within limits'])}."
        )
        out.append(
            f"           {rng.choice(['Kits OSK-A-03/07/12', 'Kits OSK-A-02/05', 'Kit OSK-A-11', 'Kits OSK-A-04/09'])}; "
            f"{rng.choice(['SDR 1080p', 'HDR 2160p', 'SDR+HDR', '1080p/2160p'])}; tester {rng.choice(['KF', 'MI', 'TN', 'YS', 'AH'])}; "
            f"duration {rng.randint(6, 95)} min; evidence {rng.choice(['video', 'screenshots', 'log only', 'video + log'])}"
        )
    out += ["", "MUST-FIX DETAILS", ""]
    for code, (sev, txt) in fails.items():
        title = next(t for c, a, t in PCR_CATALOG if c == code)
        out.append(f"[{code}] {title}")
        out.append(f"  Severity: {sev}")
        out.append(f"  Observed: {txt}")
        out.append("  Steps:")
        steps = {
            "PCR-041": [
                "Launch title, load save at Chapter 3 (Brinewatch).",
                "Press PS-equivalent power button, select Rest Mode.",
                "Wait 35 minutes.",
                "Resume from rest mode.",
                "Observe crash to system menu within 2-4 s of resume (3/10).",
            ],
            "PCR-066": [
                "Open product page in EU store region.",
                "Compare rating icon with certificate PEGI-2025-118872.",
            ],
            "PCR-112": [
                "Sign in User A and User B.",
                "As User A, trigger autosave by entering a new area.",
                "While save icon is visible, switch active user to User B via system menu.",
                "Switch back to User A and load.",
                "Observe slot_01 and slot_02 empty (2/5).",
            ],
            "PCR-207": [
                "Start new game, progress to Chapter 4.",
                "Enter Drowned Quay area.",
                "Observe 'Tidecaller' achievement unlock notification before boss encounter (5/5).",
            ],
            "PCR-318": [
                "Start online co-op session as host.",
                "Disconnect ethernet cable.",
                "Observe in-game dialog 'Error 0x8002 - Connection lost' with no system dialog (5/5).",
            ],
        }[code]
        for i, st in enumerate(steps, 1):
            out.append(f"    {i}. {st}")
        if code == "PCR-041":
            out += [
                "  Crash summary (CD-7F31-0042):",
                "    thread: RenderThread (tid 0x1c4)  signal: SIGSEGV  addr: 0x0000000000000018",
                "    #0 gfx::CommandQueue::Submit(gfx::CmdBuffer*) +0x6c",
                "    #1 gfx::FrameContext::EndFrame() +0x1f0",
                "    #2 render::Renderer::Present() +0x88",
                "    #3 core::ThreadMain(void*) +0x41",
                "    note: fence object 0x7f2a9c10 released during suspend; not re-created on resume",
                "  Other threads at time of crash:",
            ] + [
                f"    {tn:<18} tid 0x{rng.randint(0x100, 0x3FF):x}  state {rng.choice(['waiting', 'waiting', 'sleeping', 'running'])}  top: {top}"
                for tn, top in [
                    ("MainThread", "core::Scheduler::WaitForJobs +0x3c"),
                    ("AudioMixer", "audio::Mixer::Pump +0x210"),
                    ("StreamingIO", "io::Streamer::ServiceQueue +0x98"),
                    ("NetWorker", "net::Socket::Poll +0x44"),
                    ("SaveWorker", "save::Journal::Idle +0x18"),
                    ("JobWorker0", "core::JobQueue::Pop +0x60"),
                    ("JobWorker1", "core::JobQueue::Pop +0x60"),
                    ("JobWorker2", "anim::Blend::Evaluate +0x1c4"),
                    ("JobWorker3", "core::JobQueue::Pop +0x60"),
                    ("PhysicsStep", "phys::World::Step +0x8f0"),
                    ("ShaderCompile", "gfx::PipelineCache::Compile +0x2b8"),
                    ("Telemetry", "telemetry::Uploader::Sleep +0x10"),
                ]
            ]
        out.append("")
    out += ["ADVISORY (no resubmission needed, fix recommended)"]
    for code, area, title in PCR_CATALOG:
        pass
    out += [
        "  [PCR-088] Minor flicker on pause menu background blur at 2160p when HDR on.",
        "  [PCR-144] Two tooltip strings at 22 px in Options > Controls.",
        "  [PCR-413] Memory high-water 96.4% of allocation in Chapter 6 (Sunken Library); monitor.",
        "",
        "RESUBMISSION: Book a resubmission slot with your account manager. Include a change list mapping each must-fix to its fix.",
        "Waivers: must-fix items may be waived only by written approval (form WR-3). Metadata-only items may be corrected on the product page without a new build.",
        "Tester: K. Furukawa / Lead: M. Ishida",
    ]
    return "\n".join(out)


CERT_JIRA_1 = """jira search: project = EMB AND labels = cert-fail-88213 ORDER BY key   (5 issues)

EMB-2231  [Blocker]  PCR-041 crash on resume after long rest mode (RenderThread SIGSEGV)
  assignee: Marek Novak   status: In Progress   fixVersion: 1.0.4   component: Engine/Render
  updated: 2025-09-14 22:41
  last comment (Marek Novak, 2025-09-14): Root cause: GPU fence objects are destroyed by the OS on long suspend and we
    never recreate them. Fix recreates fences + command queue on the resume callback. Merging to release/1.0.4 tonight,
    should be in 1.0.4.458.

  earlier comments:
    (Tomasz Wilk, 2025-09-12) Repro'd 3/10 on DK-07 with 35 min rest. Crash dump matches cert CD-7F31-0042.
    (Marek Novak, 2025-09-13) Fence objects are OS-owned; on long suspend the driver reclaims them. We cache raw handles in
      FrameContext. Need to recreate on the lifecycle resume callback, not lazily.
    (Hannah Brooks, 2025-09-13) Cert blocker, adding to resubmission list.

EMB-2232  [Blocker]  PCR-112 save slots lost when active user switches during autosave
  assignee: Arjun Mehta   status: In Progress   fixVersion: 1.0.4   component: Online/SaveSystem
  updated: 2025-09-13 18:07
  last comment (Arjun Mehta, 2025-09-13): Repro'd. The user-change event tears down the save container mount while the
    journal commit is still running. Working on blocking the user-change handler until commit completes. ETA mid next week.

  earlier comments:
    (Tomasz Wilk, 2025-09-12) Repro 2/5 with User A/B switch during autosave icon. Slot files zero-length after switch.
    (Arjun Mehta, 2025-09-12) Save container is unmounted by the user-change handler; journal commit runs on SaveWorker
      and writes into an unmounted container -> zero-length files on remount. Not a corruption in the usual sense.

EMB-2233  [Critical] PCR-207 'Tidecaller' achievement unlocks on entering Drowned Quay
  assignee: Chloe Park   status: Reopened   fixVersion: 1.0.4   component: Gameplay/Progression
  updated: 2025-09-14 11:20
  last comment (Chloe Park, 2025-09-14): My fix (move unlock to boss-defeat event) went into .451 but it broke the quest
    'Lanterns Below' (EMB-2260) because that quest listens for the same flag. Reverted in .456. Need ~3 days to
    untangle the flag dependencies properly.

  earlier comments:
    (Chloe Park, 2025-09-12) The achievement listens for PROG_FLAG_QUAY_BOSS_ENGAGED, which is set on area entry (legacy from
      when the boss fight started at the gate). 'Lanterns Below' also uses that flag as a trigger.
    (Owen Fairley, 2025-09-14) Confirmed EMB-2260: Lanterns Below can't start on .451 builds.

EMB-2234  [Critical] PCR-318 custom 'Error 0x8002' dialog instead of system network error dialog
  assignee: Diego Alvarez   status: Resolved   fixVersion: 1.0.4   component: Online/Network
  updated: 2025-09-11 15:02
  last comment (Diego Alvarez, 2025-09-11): Now calling PolarisNet::ShowSystemErrorDialog with the mapped error code; our
    dialog only shows after the system dialog closes, with body text from the string table. In 1.0.4.448.

EMB-2235  [Major]    PCR-066 EU product page shows PEGI 12, certificate is PEGI 16
  assignee: Hannah Brooks   status: Open   fixVersion: (none)   component: Release/Metadata
  updated: 2025-09-12 10:30
  last comment (Hannah Brooks, 2025-09-12): Metadata only. Will update in partner portal product page editor."""


def cert_builds(rng):
    changes = {
        430: "Branch cut release/1.0.4 from main @ CL 88012",
        431: "Version bump 1.0.4, package metadata",
        432: "Fix: crash on quit during autosave (EMB-2177)",
        433: "Perf: water foam shader LOD",
        434: "Gameplay: Drowned Quay encounter tuning",
        435: "CI: nightly soak job on DK-14",
        436: "Fix: co-op revive prompt overlap",
        437: "Audio: music stinger ducking",
        438: "Loc: pl-PL font fallback",
        439: "Fix: controller glyphs on rebinding screen",
        440: "Merge loc drop LOC-0912 (all languages)",
        441: "Perf: Sunken Library streaming budget -6%",
        442: "Fix: tooltip font size Options>Controls (PCR-144 advisory)",
        443: "Audio: headset hot-plug fade",
        444: "CI only: symbol upload fix",
        445: "Fix: pause blur flicker HDR 2160p (PCR-088 advisory)",
        446: "Gameplay: Brinewatch checkpoint tweak",
        447: "Memory: texture pool trim Chapter 6 (PCR-413 advisory)",
        448: "EMB-2234 PCR-318 system network error dialog (D. Alvarez)",
        449: "Loc: fix truncated German strings in co-op lobby",
        450: "CI: package signing key rotation",
        451: "EMB-2233 PCR-207 move Tidecaller unlock to boss-defeat event (C. Park)",
        452: "Fix: rare softlock in Lanterns Below? (investigating EMB-2260)",
        453: "Gameplay: tuning pass Chapter 7",
        454: "Engine: shader cache warmup on first boot",
        455: "UI: credits update",
        456: "Revert EMB-2233 fix (broke quest 'Lanterns Below' progression, EMB-2260)",
        457: "Net: co-op reconnect timeout 20s->30s",
        458: "EMB-2231 PCR-041 recreate GPU fences + cmd queue on resume (M. Novak)",
        459: "Build in progress",
    }
    out = [
        "build-server: list --branch release/1.0.4 --platform pnx --limit 30",
        "",
        f"{'BUILD':<11} {'STARTED (UTC)':<17} {'DURATION':>8} {'STATUS':<10} {'SMOKE':<8} {'CL':<8} CHANGES",
    ]
    t = datetime.datetime(2025, 9, 4, 20, 10)
    for n in range(430, 460):
        t += datetime.timedelta(hours=rng.randint(4, 9), minutes=rng.randint(0, 59))
        dur = f"{rng.randint(48, 71)}m"
        status = "running" if n == 459 else "success"
        smoke = "--" if n == 459 else ("FAIL" if n == 452 else "pass")
        cl = 88012 + (n - 430) * rng.randint(6, 11)
        out.append(
            f"1.0.4.{n:<5} {t.strftime('%Y-%m-%d %H:%M'):<17} {dur:>8} {status:<10} {smoke:<8} {cl:<8} {changes[n]}"
        )
        if n != 459:
            for k in range(rng.randint(2, 5)):
                h = "".join(rng.choice("0123456789abcdef") for _ in range(9))
                who = rng.choice(
                    [
                        "mnovak",
                        "dalvarez",
                        "cpark",
                        "hbrooks",
                        "aribeiro",
                        "ytanaka",
                        "ofairley",
                        "pdas",
                        "lmoreau",
                        "ci-bot",
                    ]
                )
                msg = rng.choice(
                    [
                        "merge main -> release/1.0.4",
                        "fix typo in comment",
                        "update golden screenshots",
                        "bump content hash",
                        "tweak LOD bias for docks",
                        "add telemetry event for resume",
                        "unit test for save journal",
                        "remove dead code in lobby UI",
                        "clamp audio ducking",
                        "shader: fix NaN in water foam",
                        "loc: regenerate string ids",
                        "ci: retry flaky symbol upload",
                    ]
                )
                out.append(f"             {h} {who:<9} {msg}")
    out += [
        "",
        "Artifacts: \\\\bw-builds\\ember\\release-1.0.4\\<build>\\EMBERTIDE-PNX-<build>.pkg",
        "Nightly RC promotion: 02:00 UTC. Next scheduled builds: 1.0.4.460 (02:00), 1.0.4.461 (on commit).",
    ]
    return "\n".join(out)


CERT_KENJI_1 = """2 results

From: Kenji Sato <kenji.sato@polaris-partners.example>
To: Lena Voss <lena.voss@brightwaterforge.example>
Cc: Hannah Brooks <hannah.brooks@brightwaterforge.example>
Date: Mon, 15 Sep 2025 08:12 +0900
Subject: RE: Ember Tide (PNX-40117) - resubmission after SUB-88213

Hi Lena,

Sorry to see SUB-88213 come back as a fail. Here is what I can offer:

1. Resubmission slot: Tuesday Sep 23 (Osaka lab). Please upload the package by 09:00 JST that day. Standard turnaround
   for resubmissions is 5 business days, so you would have results by Sep 30.
2. PCR-066 is metadata only. Fix the rating icon in the product page editor; no build needed. Please make sure it is
   corrected before the resubmission is tested, since the lab re-checks the page.
3. PCR-207: achievement timing issues can sometimes be waived if the unlock has no impact on progression, online or
   save data. If you want to go that route, file a WR-3 through the portal with video evidence of the current
   behaviour. Waivers for achievements are usually granted on condition that the fix ships in the first patch.
4. Day-one patch: for the Oct 14 launch, the day-one patch must be submitted by Oct 6 at the latest (patch cert is
   3 business days, and the store needs 2 days to stage it).

Let me know which way you want to go on PCR-207.

Best regards,
Kenji Sato
Account Manager, Third-Party Relations EMEA | Polaris Entertainment

---

From: Polaris Partner Portal <no-reply@polaris-partners.example>
To: Lena Voss <lena.voss@brightwaterforge.example>
Date: Fri, 12 Sep 2025 09:06 +0900
Subject: [Portal] Certification result available: SUB-88213 (Ember Tide) - FAIL

A certification result is available for your submission SUB-88213. Sign in to the Polaris Partner Portal to view the
full report. This is an automated message; please do not reply.

---

From: Polaris Developer Relations <devrel-news@polaris-partners.example>
To: Lena Voss <lena.voss@brightwaterforge.example>
Date: Thu, 11 Sep 2025 18:00 +0900
Subject: [Partner Bulletin] Firmware 7.30 rollout, PCR v5.2 clarifications, holiday submission calendar

Partner Bulletin -- September 2025

1. Firmware 7.30 will roll out to retail consoles from Sep 16. Certification labs will move to 7.30 test firmware in
   stages; titles submitted before Oct 1 may be tested on 7.21 or 7.30 at the lab's discretion.
2. PCR v5.2 clarifications: PCR-041 now explicitly covers audio and input device reacquisition after long suspend, not
   only graphics resources. PCR-318 follow-up dialogs shown by the title after the system dialog must be localized in
   all languages listed on the product page.
3. Holiday submission calendar: lab capacity is limited between Oct 20 and Nov 7. Submit holiday patches early.
4. Reminder: waivers (WR-3) must be filed through the portal; waivers requested by email are not processed."""


CERT_PR918_DIFF = """!918 diff (3 files, +96 -21), truncated to 90 lines:
diff --git a/src/game/save/UserChangeHandler.cpp b/src/game/save/UserChangeHandler.cpp
--- a/src/game/save/UserChangeHandler.cpp
+++ b/src/game/save/UserChangeHandler.cpp
@@ -41,22 +41,48 @@ namespace save {
 void UserChangeHandler::OnActiveUserChanged(const platform::UserEvent& ev)
 {
-    // Tear down the old user's container immediately so the new user
-    // can't see stale data.
-    m_containers.Unmount(ev.previousUser);
-    m_containers.Mount(ev.newUser);
-    m_journal.Reset();
+    // PCR-112: never unmount while a journal commit is in flight.
+    // Block (bounded) until the commit completes, then swap containers.
+    const auto deadline = core::Clock::Now() + kCommitWaitCap;   // 2 s
+    while (m_journal.IsCommitting())
+    {
+        if (core::Clock::Now() >= deadline)
+        {
+            // Hung commit: spill the pending records to a side file in the
+            // previous user's container and finish on next mount.
+            m_journal.SpillPending(ev.previousUser);
+            LOG_WARN("save", "commit wait cap hit on user change; spilled %u records", m_journal.PendingCount());
+            break;
+        }
+        core::Thread::Sleep(core::Milliseconds(5));
+    }
+    m_journal.Flush();
+    m_containers.Unmount(ev.previousUser);
+    m_containers.Mount(ev.newUser);
+    m_journal.Reset();
+    m_journal.RecoverSpilled(ev.newUser);
 }
diff --git a/src/game/save/SaveJournal.cpp b/src/game/save/SaveJournal.cpp
--- a/src/game/save/SaveJournal.cpp
+++ b/src/game/save/SaveJournal.cpp
@@ -118,6 +118,34 @@ bool SaveJournal::IsCommitting() const
     return m_state.load(std::memory_order_acquire) == State::Committing;
 }
 
+void SaveJournal::SpillPending(platform::UserId user)
+{
+    core::ScopedLock lock(m_mutex);
+    auto path = ContainerPath(user) / "journal.pending";
+    io::File f(path, io::Mode::WriteTruncate);
+    for (const auto& rec : m_pending)
+        f.Write(rec.Serialize());
+    f.Sync();
+    m_spilled = true;
+}
+
+void SaveJournal::RecoverSpilled(platform::UserId user)
+{
+    auto path = ContainerPath(user) / "journal.pending";
+    if (!io::Exists(path))
+        return;
+    io::File f(path, io::Mode::Read);
+    while (auto rec = Record::Deserialize(f))
+        m_pending.push_back(*rec);
+    io::Remove(path);
+    BeginCommit();
+}
+
 void SaveJournal::Flush()
 {
-    BeginCommit();
+    if (!m_pending.empty())
+        BeginCommit();
     WaitForCommit();
 }
diff --git a/tests/save/test_user_change.cpp b/tests/save/test_user_change.cpp
new file mode 100644
--- /dev/null
+++ b/tests/save/test_user_change.cpp
@@ -0,0 +1,31 @@
+#include "save/UserChangeHandler.h"
+#include "testing/FakePlatform.h"
+
+TEST(UserChange, SwitchDuringCommitKeepsSlots)
+{
+    testing::FakePlatform plat;
+    save::UserChangeHandler h(plat);
+    plat.SignIn(kUserA); plat.SignIn(kUserB);
+    h.Journal().Append(MakeSlotRecord(kUserA, 1));
+    h.Journal().Append(MakeSlotRecord(kUserA, 2));
+    h.Journal().BeginCommit();
+    plat.RaiseUserChange(kUserA, kUserB);
+    EXPECT_EQ(plat.ReadSlotSize(kUserA, 1) > 0, true);
+    EXPECT_EQ(plat.ReadSlotSize(kUserA, 2) > 0, true);
+}
+
+TEST(UserChange, HungCommitSpillsAndRecovers)
+{
+    testing::FakePlatform plat;
+    plat.HangNextCommit();
+    save::UserChangeHandler h(plat);
+    h.Journal().Append(MakeSlotRecord(kUserA, 1));
+    h.Journal().BeginCommit();
+    plat.RaiseUserChange(kUserA, kUserB);
+    EXPECT_TRUE(plat.Exists(kUserA, "journal.pending"));
+    plat.RaiseUserChange(kUserB, kUserA);
+    EXPECT_FALSE(plat.Exists(kUserA, "journal.pending"));
+    EXPECT_EQ(plat.ReadSlotSize(kUserA, 1) > 0, true);
+}"""


CERT_MANIFEST = """Submission manifest (SUB-89140)
  package                EMBERTIDE-PNX-1.0.4.466.pkg
  content id             EP4417-PNX40117_00-EMBERTIDE0000001
  version                01.04 (app ver 1.0.4.466)
  master type            resubmission (previous SUB-88213)
  size                   41.83 GB (install 44.1 GB)
  languages              en-US, en-GB, fr-FR, de-DE, es-ES, it-IT, ja-JP, pt-BR, pl-PL
  age ratings            PEGI 16, ESRB T, USK 16, CERO C, ClassInd 14
  product page           EU/NA/JP pages locked for review at upload time (PCR-061/066/069/072 checked against snapshot)
  waivers                WVR-20931 (PCR-207, approved with conditions)
  change list            5 entries (PCR-041, PCR-066, PCR-112, PCR-207, PCR-318)
  known issues declared  none
  submitter              Lena Voss (producer), approved 2025-09-24 17:09 UTC
  test notes for lab     "Long-suspend fix covers graphics and audio device reacquisition (PCR v5.2 clarification)."
Checklist auto-validation: 18/18 OK (symbols uploaded, param file valid, trophy/achievement set v3 matches registration,
  save data max 384 MB <= declared 512 MB, patch slot reserved for day-one patch, PCR-504 limit n/a for master)."""


CERT_WR3 = """=== Cert/Polaris/forms/WR-3_template.md ===
# WR-3 Requirement Waiver Request

Title / Title ID: {title} / {title_id}
Submission affected: {submission}
Requirement: {req}
Build: {build}

## 1. Description of the non-conformance
(What the requirement says, what the title does instead, exact repro rate.)

## 2. Impact assessment
- Progression impact: yes / no -- explain
- Online / multiplayer impact: yes / no -- explain
- Save data impact: yes / no -- explain
- Player-facing visibility: (how likely a player sees it)

## 3. Root cause and fix plan
(Why it happens. Which patch will contain the fix and its planned submission date.)

## 4. Evidence
(Video showing current behaviour, <= 3 min, 1080p. Upload via portal, not email.)

## 5. Requested waiver scope
- Requirement ID and build(s) the waiver applies to
- Expiry (e.g. "until first patch, max 30 days after launch")

Signed (producer): ______________  Date: __________

Notes for filers (internal, Hannah):
- Polaris rejects waivers that describe the issue as "minor" or "cosmetic" without the impact table filled in.
- One WR-3 per requirement. Keep the description factual; no speculation on root cause you haven't confirmed.

Polaris Waiver Policy excerpt (PCR Handbook v5.2, section 9):
9.1 Waivers are exceptional. The following requirements are never waivable: stability (PCR-041, PCR-420, PCR-423, PCR-426),
    save data integrity (PCR-101 to PCR-118), parental controls (PCR-131 to PCR-137), and any requirement with legal or
    rating implications (PCR-066, PCR-075).
9.2 Achievement requirements (PCR-201 to PCR-216) may be waived where the non-conformance has no effect on progression,
    online functionality or save data, and where the publisher commits to a fix in a named patch.
9.3 Network requirements (PCR-301 to PCR-334) may be waived only for features disabled at launch.
9.4 Conditional waivers expire automatically when the condition date passes; the title may then be subject to delisting.
9.5 A waiver applies only to the requirement and build range stated; a new build outside the range needs a new request.
9.6 Decision time is typically 3 to 5 business days. Expedited review is not available for waivers."""


def cert_smoke_log(rng):
    out = [
        "build-server: smoke --build 1.0.4.460 --log",
        "SMOKE SUITE pnx-smoke-v14 on devkits DK-07 (rev C), DK-11 (rev C), DK-14 (rev B)   started 2025-09-16 02:58 UTC",
        "",
    ]
    tests = [
        "BOOT_COLD",
        "BOOT_NO_NETWORK",
        "MAINMENU_NAV",
        "NEWGAME_CH1",
        "LOAD_SAVE_CH3",
        "AUTOSAVE_WRITE",
        "USER_SIGNOUT",
        "CONTROLLER_DISCONNECT",
        "SUSPEND_RESUME_SHORT",
        "SUSPEND_RESUME_LONG",
        "COOP_HOST",
        "COOP_JOIN",
        "NET_CABLE_PULL",
        "ACHIEVEMENT_LIST",
        "HDR_TOGGLE",
        "SOAK_30M",
        "FAST_TRAVEL_LOOP",
        "PHOTO_CAPTURE_BLOCK",
        "SUBTITLE_TOGGLE",
        "LANG_SWITCH_PTBR",
        "LANG_SWITCH_JA",
        "SAVE_OUT_OF_SPACE",
        "GUEST_ONLINE_BLOCK",
        "PARENTAL_CHAT_BLOCK",
    ]
    t = datetime.datetime(2025, 9, 16, 2, 58, 10)
    for dk in ["DK-07", "DK-11", "DK-14"]:
        for tn in tests:
            dur = (
                rng.randint(20, 300)
                if tn not in ("SUSPEND_RESUME_LONG", "SOAK_30M")
                else (2160 if tn == "SUSPEND_RESUME_LONG" else 1800)
            )
            t += datetime.timedelta(seconds=rng.randint(2, 8))
            out.append(f"[{t.strftime('%H:%M:%S')}] {dk} {tn:<22} START")
            for k in range(rng.randint(1, 3)):
                t += datetime.timedelta(seconds=rng.randint(3, max(4, dur // 3)))
                out.append(
                    f"[{t.strftime('%H:%M:%S')}] {dk} {tn:<22}   {rng.choice(['frame avg 59.8 fps', 'mem 71.2% alloc', 'checkpoint ok', 'input replay step ok', 'screen hash match', 'save commit 412 ms', 'net rtt 38 ms', 'audio device ok'])}"
                )
            fail = tn == "SUSPEND_RESUME_LONG" and dk == "DK-11"
            if fail:
                out += [
                    f"[{t.strftime('%H:%M:%S')}] {dk} {tn:<22}   rest mode entered, waiting 2100 s",
                    f"[{(t + datetime.timedelta(seconds=2100)).strftime('%H:%M:%S')}] {dk} {tn:<22}   resume signal received",
                    f"[{(t + datetime.timedelta(seconds=2101)).strftime('%H:%M:%S')}] {dk} {tn:<22}   gfx: fences recreated (4), cmd queue recreated  <-- EMB-2231 path OK",
                    f"[{(t + datetime.timedelta(seconds=2106)).strftime('%H:%M:%S')}] {dk} {tn:<22}   ASSERT audio/AudioDevice.cpp:512 AudioDevice::Reacquire timeout after 5000 ms (device handle stale)",
                    f"[{(t + datetime.timedelta(seconds=2106)).strftime('%H:%M:%S')}] {dk} {tn:<22}   thread AudioMixer (tid 0x2a0) SIGABRT",
                    f"[{(t + datetime.timedelta(seconds=2107)).strftime('%H:%M:%S')}] {dk} {tn:<22}   crash dump uploaded: CD-8A02-0117",
                    f"[{(t + datetime.timedelta(seconds=2107)).strftime('%H:%M:%S')}] {dk} {tn:<22}   FAIL (crash)",
                ]
                t += datetime.timedelta(seconds=2110)
            else:
                t += datetime.timedelta(seconds=dur)
                out.append(f"[{t.strftime('%H:%M:%S')}] {dk} {tn:<22} PASS ({dur}s)")
        out.append("")
    out += [
        "SUMMARY 1.0.4.460: 71 PASS, 1 FAIL (DK-11 SUSPEND_RESUME_LONG), 0 SKIP",
        "SUSPEND_RESUME_LONG: DK-07 pass, DK-11 FAIL, DK-14 pass  (1 of 3 devkits)",
        "Build marked: SMOKE FAILED -- not eligible for RC promotion",
        "Crash dump CD-8A02-0117 callstack:",
        "  #0 abort()",
        "  #1 core::AssertHandler(char const*, int, char const*) +0x94",
        "  #2 audio::AudioDevice::Reacquire(audio::DeviceHandle) +0x1b8",
        "  #3 audio::AudioSystem::OnResume() +0x5c",
        "  #4 platform::LifecycleDispatcher::DispatchResume() +0x120",
        "  #5 core::ThreadMain(void*) +0x41",
    ]
    return "\n".join(out)


def cert_build_status(rng, build, includes, smoke_summary, extra=()):
    out = [
        f"build-server: show {build}",
        f"Build:        {build}",
        f"Branch:       release/1.0.4",
        f"Started:      2025-09-{16 if build.endswith('463') else 23} {rng.randint(10, 20)}:{rng.randint(10, 59)} UTC   Duration: {rng.randint(52, 68)}m",
        f"Package:      EMBERTIDE-PNX-{build}.pkg  (size 41.82 GB, sha256 {''.join(rng.choice('0123456789abcdef') for _ in range(16))}...)",
        "Status:       success",
        "",
        "Changes since previous RC-eligible build:",
    ]
    for inc in includes:
        out.append(f"  + {inc}")
    out += ["", "Files changed (diffstat vs previous RC):"]
    files = [
        "src/engine/audio/AudioDevice.cpp",
        "src/engine/audio/AudioSystem.cpp",
        "src/engine/audio/AudioSystem.h",
        "src/engine/gfx/FrameContext.cpp",
        "src/engine/platform/LifecycleDispatcher.cpp",
        "src/game/save/SaveJournal.cpp",
        "src/game/save/SaveJournal.h",
        "src/game/save/UserChangeHandler.cpp",
        "src/game/online/NetErrorDialog.cpp",
        "data/loc/pt-BR/strings_net.csv",
        "data/loc/en-US/strings_net.csv",
        "tests/save/test_user_change.cpp",
        "tests/audio/test_resume.cpp",
        "build/package/param.sfo.json",
        "build/package/version.txt",
        "tools/ci/smoke_pnx.yaml",
        "src/game/ui/LobbyStrings.cpp",
        "data/loc/de-DE/strings_lobby.csv",
    ]
    for f in rng.sample(files, 11):
        a, d = rng.randint(1, 140), rng.randint(0, 60)
        out.append(f"  {f:<48} | {a + d:>4} {'+' * min(30, a // 4)}{'-' * min(20, d // 4)}")
    out += [
        "",
        "Smoke (pnx-smoke-v14) per test:",
        f"  {'TEST':<22} {'DK-07':<6} {'DK-11':<6} {'DK-14':<6} AVG s",
    ]
    for tn in [
        "BOOT_COLD",
        "BOOT_NO_NETWORK",
        "MAINMENU_NAV",
        "NEWGAME_CH1",
        "LOAD_SAVE_CH3",
        "AUTOSAVE_WRITE",
        "USER_SIGNOUT",
        "USER_SWITCH_AUTOSAVE",
        "CONTROLLER_DISCONNECT",
        "SUSPEND_RESUME_SHORT",
        "SUSPEND_RESUME_LONG",
        "COOP_HOST",
        "COOP_JOIN",
        "NET_CABLE_PULL",
        "ACHIEVEMENT_LIST",
        "HDR_TOGGLE",
        "SOAK_30M",
        "FAST_TRAVEL_LOOP",
        "PHOTO_CAPTURE_BLOCK",
        "SUBTITLE_TOGGLE",
        "LANG_SWITCH_PTBR",
        "LANG_SWITCH_JA",
        "SAVE_OUT_OF_SPACE",
        "GUEST_ONLINE_BLOCK",
    ]:
        if tn == "USER_SWITCH_AUTOSAVE" and not build.endswith("466"):
            r = ["skip", "skip", "skip"]
        else:
            r = ["pass", "pass", "pass"]
        out.append(
            f"  {tn:<22} {r[0]:<6} {r[1]:<6} {r[2]:<6} {rng.randint(20, 400) if tn not in ('SOAK_30M', 'SUSPEND_RESUME_LONG') else (1800 if tn == 'SOAK_30M' else 2160)}"
        )
    out += ["", "Smoke summary:"] + [f"  {s}" for s in smoke_summary] + list(extra)
    return "\n".join(out)


def cert_jira_patch(rng):
    fixed = [
        (
            "EMB-2102",
            "Feature",
            "Photo mode (free camera, filters, frame overlays)",
            "Yuki Tanaka",
            "In Progress",
            "8d",
            "high risk: new UI + camera collision; needs its own cert pass for PCR-024 spoiler flags",
        ),
        (
            "EMB-2188",
            "Bug",
            "Co-op: host migration drops second player's inventory",
            "Diego Alvarez",
            "In Review",
            "1d",
            "",
        ),
        (
            "EMB-2190",
            "Bug",
            "Chapter 6 memory high-water (PCR-413 advisory follow-up)",
            "Marek Novak",
            "Open",
            "2d",
            "",
        ),
        (
            "EMB-2201",
            "Bug",
            "Rare softlock in Lanterns Below after reload (EMB-2260 related)",
            "Chloe Park",
            "Open",
            "1d",
            "",
        ),
        (
            "EMB-2215",
            "Balance",
            "Boss Tidecaller phase 2 HP -10%",
            "Chloe Park",
            "Done",
            "0.5d",
            "",
        ),
        (
            "EMB-2219",
            "Bug",
            "Subtitle timing drift in cutscene CS_07",
            "Ana Ribeiro",
            "Done",
            "0.5d",
            "",
        ),
    ]
    areas = ["Gameplay", "UI", "Audio", "Online", "Loc", "Render", "Progression", "Accessibility"]
    assignees = [
        "Yuki Tanaka",
        "Diego Alvarez",
        "Marek Novak",
        "Chloe Park",
        "Ana Ribeiro",
        "Owen Fairley",
        "Priyanka Das",
        "Lucas Moreau",
    ]
    summaries = [
        "Collision hole near Brinewatch lighthouse",
        "Controller glyph wrong on rebinding screen",
        "Music stinger cuts off on fast travel",
        "Lobby invite fails when host is in cutscene",
        "Missing pt-BR line in Chapter 5 barks",
        "Shadow cascade pop-in on docks",
        "Quest marker persists after Lanterns Below completion",
        "High-contrast mode misses map icons",
        "Fishing minigame input lag",
        "Save icon flicker on Options exit",
        "Tooltip overlaps at 150% text size",
        "Co-op ping display wrong region",
        "Reverb zone missing in Sunken Library",
        "Achievement tracker shows wrong counts after reload",
        "Crafting menu scroll jumps",
        "Weather transition hitch Chapter 8",
        "Credits skip button unresponsive",
        "Dialogue choice timer too short at 0.5x speed",
        "Haptics too strong on harpoon",
        "Leaderboard filter resets",
        "Camera clip in narrow corridors",
        "Typo in French codex entry 41",
        "Enemy spawner double spawn on reload",
        "Controller disconnect prompt behind pause menu",
        "DLC store link placeholder",
    ]
    rng.shuffle(summaries)
    out = [
        "jira search: project = EMB AND fixVersion = 1.0.5 ORDER BY priority DESC, key   (31 issues)",
        "",
        f"{'KEY':<9} {'TYPE':<8} {'PRI':<8} {'STATUS':<12} {'EST':>5} {'ASSIGNEE':<15} SUMMARY",
    ]
    for key, typ, summ, who, st, est, note in fixed:
        out.append(
            f"{key:<9} {typ:<8} {'High':<8} {st:<12} {est:>5} {who:<15} {summ}"
            + (f"   [{note}]" if note else "")
        )
    for i in range(25):
        key = f"EMB-{2236 + i * 2 + rng.randint(0, 1)}"
        if key == "EMB-2260":
            key = "EMB-2287"
        st = rng.choice(["Open", "Open", "In Progress", "In Review", "Done", "Done"])
        pri = rng.choice(["Medium", "Medium", "Low", "High"])
        est = rng.choice(["0.5d", "1d", "1d", "2d", "0.5d", "3d"])
        out.append(
            f"{key:<9} {'Bug':<8} {pri:<8} {st:<12} {est:>5} {rng.choice(assignees):<15} [{rng.choice(areas)}] {summaries[i]}"
        )
        out.append(
            f"          found: {rng.choice(['QA regression', 'playtest PT-14', 'community beta', 'cert advisory', 'internal soak', 'loc QA'])}, "
            f"repro {rng.choice(['always', '1/3', '1/5', 'rare', '2/10'])}, platforms: {rng.choice(['PNX', 'PNX, PC', 'all'])}, "
            f"risk: {rng.choice(['low', 'low', 'medium', 'high'])}"
        )
    out += [
        "",
        "Sum of remaining estimates (not Done): 41.5d across 8 assignees. Patch branch: release/1.0.5 (not yet branched from main).",
        "Dashboard: https://jira.brightwaterforge.example/secure/Dashboard.jspa?selectPageId=11842",
    ]
    return "\n".join(out)


def cert_precert(rng, build, fail_318, pending_112):
    out = [
        f"qa-reports: precert --build {build} --suite POLARIS-PRECERT-v9",
        f"Pre-certification checklist :: Ember Tide :: {build} :: run by QA (T. Wilk, R. Achebe, M. Sousa) :: devkits DK-03, DK-07, DK-14",
        "",
        f"{'REQ':<9} {'AREA':<18} {'RESULT':<8} {'DK':<12} NOTES",
    ]
    for code, area, title in PCR_CATALOG:
        res, notes = (
            "PASS",
            rng.choice(
                ["", "", "", "", "checked en/fr/de/es/ja", "10/10", "5/5 attempts", "retail mode"]
            ),
        )
        if code == "PCR-318" and fail_318:
            res, notes = (
                "FAIL",
                "System dialog OK in all langs. pt-BR: follow-up in-game dialog body shows raw key ERR_NET_DISCONNECT_BODY (string missing from pt-BR table)",
            )
        elif code == "PCR-401" and fail_318:
            res, notes = "FAIL", "see PCR-318: pt-BR placeholder ERR_NET_DISCONNECT_BODY"
        elif code == "PCR-112" and pending_112:
            res, notes = "KNOWN", "EMB-2232 not in this build -- expected fail, 2/5"
        elif code == "PCR-207":
            res, notes = (
                "WAIVER",
                (
                    "WVR-20931 pending; "
                    if build.endswith("463")
                    else "WVR-20931 (status: see portal); "
                )
                + "behaviour unchanged (Tidecaller unlocks on entering Drowned Quay)",
            )
        elif code == "PCR-041":
            res, notes = (
                "PASS",
                "SUSPEND_RESUME_LONG 20/20 on rev C (DK-03, DK-07); 10/10 on rev B (DK-14)"
                if build.endswith("463")
                else "SUSPEND_RESUME_LONG 40/40 rev C; rev B DK-14: 199/200 (1 crash, CD-8C19-0203, AudioDevice::Reacquire)",
            )
        elif code == "PCR-066":
            res, notes = "PASS", "EU product page now PEGI 16 (EMB-2235 resolved)"
        dk = rng.choice(["DK-03", "DK-07", "DK-14", "DK-03,DK-07"])
        out.append(f"{code:<9} {area:<18} {res:<8} {dk:<12} {notes}")
    return out


def cert_precert_463(rng):
    out = cert_precert(rng, "1.0.4.463", True, True)
    out += [
        "",
        "LOCALIZATION MATRIX (PCR-318 follow-up dialog / PCR-401 placeholder scan)",
        f"  {'LANG':<7} {'SYS DIALOG':<11} {'FOLLOW-UP BODY':<16} {'PLACEHOLDERS':>12} {'TRUNCATIONS':>11}",
    ]
    for lang in ["en-US", "en-GB", "fr-FR", "de-DE", "es-ES", "it-IT", "ja-JP", "pt-BR", "pl-PL"]:
        body = "RAW KEY" if lang == "pt-BR" else "ok"
        ph = 1 if lang == "pt-BR" else 0
        out.append(
            f"  {lang:<7} {'ok':<11} {body:<16} {ph:>12} {rng.randint(0, 2) if lang in ('de-DE', 'pl-PL') else 0:>11}"
        )
    out += ["", "Attachment loc_diff_ptBR_0912.txt (keys present in en-US, missing in pt-BR):"]
    keys = [
        "ERR_NET_DISCONNECT_BODY",
        "ERR_NET_RECONNECT_HINT",
        "LOBBY_HOST_MIGRATED",
        "CODEX_ENTRY_41_BODY",
        "CODEX_ENTRY_42_BODY",
        "TIP_HARPOON_CHARGE",
        "TIP_FISHING_REEL",
        "UI_OPTIONS_HAPTICS_DESC",
        "UI_OPTIONS_HDR_PEAK_DESC",
        "CS07_SUB_014",
        "CS07_SUB_015",
        "BARK_CH5_DOCKHAND_03",
        "BARK_CH5_DOCKHAND_04",
        "CREDITS_SPECIAL_THANKS_2",
    ]
    for k in keys:
        out.append(
            f"  {k:<28} reachable_in_cert_paths={'YES' if k == 'ERR_NET_DISCONNECT_BODY' else 'no'}   en-US len {rng.randint(12, 140)}"
        )
    out += [
        "",
        "RESULT: 72 PASS, 2 FAIL (PCR-318, PCR-401 -- same root cause), 1 KNOWN (PCR-112), 1 WAIVER (PCR-207)",
        "Blocking for submission: PCR-318/PCR-401 (pt-BR string), PCR-112 (EMB-2232).",
        "Note from T. Wilk: the pt-BR string table in LOC-0912 has 14 keys missing vs en-US; only ERR_NET_DISCONNECT_BODY is reachable in cert paths. Full diff attached: loc_diff_ptBR_0912.txt",
    ]
    return "\n".join(out)


def cert_precert_466(rng):
    out = cert_precert(rng, "1.0.4.466", False, False)
    out += [
        "",
        "RESULT: 75 PASS, 0 FAIL, 1 WAIVER (PCR-207)",
        "Extended suspend run (overnight, 200 cycles per devkit): rev C DK-03 200/200, DK-07 200/200; rev B DK-14 199/200 -- 1 crash in 200 cycles on rev B only.",
        "Crash CD-8C19-0203: audio::AudioDevice::Reacquire timeout (same signature as the 1.0.4.460 smoke failure). Not reproduced on rev C in 400 cycles.",
        "QA recommendation: OK to submit. Track the rev B crash separately (EMB-2301).",
        "",
        "Extended suspend run detail (blocks of 20 cycles, 35 min rest each, accelerated clock):",
        f"  {'BLOCK':<8} {'DK-03 (C)':<10} {'DK-07 (C)':<10} {'DK-14 (B)':<10} RESUME ms p50/p95 (B)",
    ]
    for b in range(10):
        crash = "19/20" if b == 6 else "20/20"
        out.append(
            f"  {b * 20 + 1:>3}-{b * 20 + 20:<4} {'20/20':<10} {'20/20':<10} {crash:<10} {rng.randint(1900, 2300)}/{rng.randint(3100, 4200)}"
            + ("   <- CD-8C19-0203 at cycle 127" if b == 6 else "")
        )
    out += [
        "  rev B resume p95 is ~1.4 s slower than rev C (older audio codec firmware on rev B boards)."
    ]
    return "\n".join(out)


def build_cert():
    rng = random.Random(1202)
    c = Conv(
        "blind-console-cert-submission",
        "Ember Tide: Polaris Nova cert resubmission",
        "You are a production assistant for Brightwater Forge's Ember Tide team. Tools: Jira, the build server, QA reports, "
        "the Polaris Partner Portal, email, Slack and the shared drive. Never submit anything to the platform holder "
        "without the producer's explicit OK.",
        ref_style="toolu_{:03d}",
    )

    c.user(
        "we failed polaris cert on SUB-88213. launch is oct 14, that doesn't move. I need a resubmission plan today. "
        "pull the failure report and tell me what's actually blocking"
    )
    c.label(
        "user_goal",
        "Get Ember Tide through Polaris cert after the SUB-88213 failure without moving the Oct 14 launch",
        ["Oct 14", "SUB-88213"],
    )
    c.act(
        None, ("cert_portal", {"action": "get_report", "submission": "SUB-88213"}, cert_report(rng))
    )
    c.label("reference", "Ember Tide title ID on Polaris: PNX-40117", ["PNX-40117"])
    c.label(
        "fact",
        "PCR-066 is metadata only: EU product page shows PEGI 12, certificate is PEGI 16; no build needed",
        ["PCR-066", "PEGI 16"],
    )
    c.say("""SUB-88213 (build 1.0.3.412) failed with **5 must-fix** items. 3 advisories don't block.

| Req | What failed | Repro | Needs a build? |
|---|---|---|---|
| **PCR-041** | Crash on resume after >30 min rest mode (RenderThread SIGSEGV, GPU fence released during suspend) | 3/10 | yes |
| **PCR-112** | Switching user during autosave wipes the previous user's slot_01/slot_02 | 2/5 | yes |
| **PCR-207** | 'Tidecaller' achievement unlocks on entering Drowned Quay instead of on boss kill | 5/5 | yes (or waiver) |
| **PCR-318** | Custom "Error 0x8002" dialog instead of the system network error dialog | 5/5 | yes |
| **PCR-066** | EU product page shows PEGI 12, certificate is PEGI 16 | -- | **no**, product page only |

The real blockers are the two stability/data ones, **041 and 112**: those are the ones Polaris never waives. 207 is an achievement-timing bug, and the report explicitly mentions WR-3 waivers for must-fix items. Advisories (pause blur flicker, 22 px tooltips, Chapter 6 memory at 96.4%) can wait for the patch.

Next I'd map each one to its Jira ticket and see which builds already have the fixes.""")

    c.user(
        "yes. who owns what in jira, and which builds have the fixes. we'd want to submit 1.0.4.460 -- marek said his fix lands in 458 or so"
    )
    c.act(
        "Pulling the tickets and the release/1.0.4 build list.",
        (
            "jira",
            {"action": "search", "jql": "project = EMB AND labels = cert-fail-88213 ORDER BY key"},
            CERT_JIRA_1,
        ),
        (
            "build_server",
            {"action": "list", "branch": "release/1.0.4", "platform": "pnx", "limit": 30},
            cert_builds(rng),
        ),
    )
    c.label(
        "reference",
        "EMB-2231 is the PCR-041 resume crash ticket, owned by Marek Novak",
        ["EMB-2231", "Marek Novak"],
    )
    c.label(
        "fact",
        "Chloe's PCR-207 fix went into 1.0.4.451 but broke quest 'Lanterns Below' (EMB-2260) and was reverted in 1.0.4.456",
        ["1.0.4.456", "Lanterns Below"],
    )
    c.say("""| Req | Ticket | Owner | Status | In build |
|---|---|---|---|---|
| PCR-041 | EMB-2231 | Marek Novak | In Progress | **1.0.4.458** (fences + cmd queue recreated on resume) |
| PCR-112 | EMB-2232 | Arjun Mehta | In Progress | not merged -- Arjun's ETA "mid next week" |
| PCR-207 | EMB-2233 | Chloe Park | **Reopened** | fix went into .451, **reverted in 1.0.4.456** (broke 'Lanterns Below', EMB-2260); she needs ~3 days |
| PCR-318 | EMB-2234 | Diego Alvarez | Resolved | 1.0.4.448 |
| PCR-066 | EMB-2235 | Hannah Brooks | Open | metadata, no build |

So tonight's **1.0.4.460** would carry 041 and 318. It would **not** carry 112 (Arjun) or 207 (reverted). 112 is the gating item for any submission -- 460 is only the right build if Arjun's fix is in it, otherwise it'll be a later number.

Worth checking what Polaris offers on the slot before we plan around Arjun's ETA.""")

    c.user("kenji emailed about a resubmission slot, find it. and see if they'd waive anything")
    c.act(
        None,
        (
            "email_search",
            {
                "query": "from:kenji.sato@polaris-partners.example OR subject:SUB-88213",
                "newer_than": "7d",
            },
            CERT_KENJI_1,
        ),
    )
    c.label(
        "fact",
        "Day-one patch must be submitted by Oct 6 for the Oct 14 launch (3 business days patch cert + 2 days staging)",
        ["Oct 6"],
    )
    c.label(
        "reference",
        "Kenji Sato, Polaris account manager (Third-Party Relations EMEA)",
        ["Kenji Sato"],
    )
    c.say("""From Kenji (this morning):

- **Resubmission slot: Tue Sep 23**, upload by 09:00 JST. 5 business-day turnaround -> **results by Sep 30**.
- **PCR-066**: fix on the product page; must be done before the lab retests.
- **PCR-207**: waivable if it doesn't affect progression, online or save data. File a **WR-3** in the portal with video. Usually granted on condition the fix ships in the first patch.
- **Day-one patch**: must be submitted by **Oct 6** for the Oct 14 launch.

That gives a path: waive 207 now, fix it properly in the day-one patch, and spend the engineering time on 112 and 041.""")

    c.user(
        "ok. we request the waiver for 207 instead of re-fixing, chloe has enough on her plate. hannah fixes 066 in the product page today. draft the waiver request, I'll review. find the video QA captured yesterday too"
    )
    c.act(
        None,
        ("drive_read", {"path": "Cert/Polaris/forms/WR-3_template.md"}, CERT_WR3),
        (
            "drive_search",
            {"query": "PCR-207 Tidecaller video", "folder": "Cert/Polaris"},
            "4 results\n"
            "Cert/Polaris/evidence/PCR207_tidecaller_unlock_2025-09-15.mp4      2:41  1080p  212 MB  modified 2025-09-15 17:42 by Tomasz Wilk\n"
            "Cert/Polaris/evidence/PCR207_tidecaller_unlock_2025-09-15_raw.mkv  14:09 2160p  3.9 GB  modified 2025-09-15 17:20 by Tomasz Wilk\n"
            "Cert/Polaris/SUB-88213/PCR-207_lab_notes.txt                        2 KB  modified 2025-09-12 09:40 by Hannah Brooks\n"
            "QA/Captures/2025-09/tidecaller_boss_phase2_balance.mp4              4:55  1080p  388 MB  modified 2025-09-09 11:03 by Rafael Achebe",
        ),
    )
    c.say("""Found the capture: **Cert/Polaris/evidence/PCR207_tidecaller_unlock_2025-09-15.mp4** (2:41, 1080p -- within the 3 min limit; the .mkv is the raw).

**Draft WR-3 -- PCR-207, Ember Tide (PNX-40117)**

**1. Non-conformance.** PCR-207 requires achievements to unlock only when the registered condition is met. 'Tidecaller' is registered as "defeat the Tidecaller boss" but unlocks on entering the Drowned Quay area, one encounter earlier. Repro 5/5.

**2. Impact.**
- Progression: no -- the boss encounter and all following content are unaffected
- Online: no -- single-player achievement, no online component
- Save data: no
- Visibility: every player who reaches Chapter 4 sees the unlock early; it's a minor cosmetic timing issue

**3. Root cause / fix plan.** The unlock listens to a shared progression flag also used by quest 'Lanterns Below'. A first fix broke that quest and was reverted. A proper fix will ship in the day-one patch 1.0.5 (submission by Oct 6).

**4. Evidence.** PCR207_tidecaller_unlock_2025-09-15.mp4

**5. Scope.** PCR-207 for build 1.0.4.x, until the first patch, max 30 days after launch.

Signed: Lena Voss, Producer""")

    c.user(
        "change the justification -- don't say minor or cosmetic, Hannah says polaris bounces those. say it doesn't affect progression, online play or save data and leave it there. attach the video and file it"
    )
    c.act(
        "Filing in the portal and giving Kenji a heads-up.",
        (
            "cert_portal",
            {
                "action": "file_waiver",
                "form": "WR-3",
                "title_id": "PNX-40117",
                "requirement": "PCR-207",
                "builds": "1.0.4.x",
                "scope": "until first patch, max 30 days after launch",
                "impact": {"progression": "no", "online": "no", "save_data": "no"},
                "description": "Achievement 'Tidecaller' (registered condition: defeat the Tidecaller boss) unlocks on entering the Drowned Quay area, one encounter earlier. Repro 5/5. The early unlock does not affect progression, online play or save data.",
                "fix_plan": "Unlock moves to the boss-defeat event after the shared progression flag is split from quest 'Lanterns Below'. Fix ships in day-one patch 1.0.5, submitted by Oct 6.",
                "evidence": "Cert/Polaris/evidence/PCR207_tidecaller_unlock_2025-09-15.mp4",
                "signed_by": "Lena Voss",
            },
            "Waiver request created.\n  ID: WVR-20931\n  Title: Ember Tide (PNX-40117)\n  Requirement: PCR-207\n  Status: SUBMITTED - pending review by Polaris Certification Policy\n"
            "  Evidence: PCR207_tidecaller_unlock_2025-09-15.mp4 (212 MB) uploaded, checksum OK\n  Linked submission: none yet (will apply to next submission of PNX-40117)\n"
            "  Typical review time: 3-5 business days",
        ),
        (
            "email_send",
            {
                "to": "kenji.sato@polaris-partners.example",
                "cc": "hannah.brooks@brightwaterforge.example",
                "subject": "Ember Tide (PNX-40117) - WR-3 filed for PCR-207 + Sep 23 slot",
                "body": "Hi Kenji, thanks for the options. We've filed a WR-3 in the portal for PCR-207 with video; the fix will ship in the day-one patch. Please book us the Sep 23 resubmission slot. PCR-066 is being corrected on the product page today. Best, Lena",
            },
            "Sent. message-id <CAF3.20250915.0931@brightwaterforge.example>",
        ),
    )
    c.label(
        "decision",
        "Request a waiver for PCR-207 instead of re-fixing now; filed as WVR-20931, fix to ship in the day-one patch",
        ["WVR-20931"],
    )
    c.say(
        'Filed: **WVR-20931** (PCR-207), video attached, impact table all "no" with no severity adjectives. Review is usually 3-5 business days. Kenji has the ID and a request to hold Sep 23.'
    )

    c.user("smoke on 460 just failed?? check")
    c.act(
        None, ("build_server", {"action": "smoke_log", "build": "1.0.4.460"}, cert_smoke_log(rng))
    )
    c.label(
        "fact",
        "1.0.4.460 smoke failed: SUSPEND_RESUME_LONG crash on DK-11, AudioDevice::Reacquire timeout (a second PCR-041 path; the GPU fence fix itself worked)",
        ["AudioDevice::Reacquire", "CD-8A02-0117"],
    )
    c.say("""It's PCR-041 again, but **not Marek's render bug** -- his fix worked (log shows "fences recreated (4), cmd queue recreated"). Five seconds later the **audio** side dies:

```
ASSERT audio/AudioDevice.cpp:512 AudioDevice::Reacquire timeout after 5000 ms (device handle stale)
thread AudioMixer SIGABRT  -> crash dump CD-8A02-0117
```

- 1 of 3 devkits (DK-11, rev C) on SUSPEND_RESUME_LONG; the other 71 test runs pass.
- Same trigger as the cert failure (long rest mode), different subsystem: the audio device handle goes stale during long suspend and `OnResume` waits on it instead of reopening.

460 can't be the submission build. Marek (or whoever owns audio) needs to make `AudioSystem::OnResume` reopen the device rather than reacquire the stale handle.""")

    c.user(
        "marek has a fix, 463 is building now. arjun is out sick all week so sofia lindqvist takes the user-switch bug -- update the ticket. submission build is 463 assuming smoke passes"
    )
    c.stale(
        "Planned submission build 1.0.4.460 (smoke failed; replaced by 1.0.4.463)", ["1.0.4.460"]
    )
    c.stale(
        "EMB-2232 / PCR-112 owner was Arjun Mehta (out sick; Sofia Lindqvist took over)",
        ["Arjun Mehta"],
    )
    c.label(
        "decision",
        "Sofia Lindqvist now owns EMB-2232 (PCR-112 user-switch save loss) while Arjun is out",
        ["Sofia Lindqvist", "EMB-2232"],
    )
    c.act(
        None,
        (
            "jira",
            {
                "action": "update",
                "key": "EMB-2232",
                "fields": {"assignee": "sofia.lindqvist"},
                "comment": "Reassigned from Arjun (out sick this week) per Lena. Arjun's analysis: user-change event tears down the save container mount while the journal commit is still running. Cert-blocking for the Polaris resubmission.",
            },
            "EMB-2232 updated: assignee Arjun Mehta -> Sofia Lindqvist; comment #11 added; watchers +lena.voss",
        ),
    )
    c.act(
        "Checking 463.",
        (
            "build_server",
            {"action": "show", "build": "1.0.4.463"},
            cert_build_status(
                rng,
                "1.0.4.463",
                [
                    "1.0.4.461  EMB-2231 follow-up: AudioSystem::OnResume reopens device instead of reacquiring stale handle (M. Novak)",
                    "1.0.4.462  Net: co-op lobby string fix (German)",
                    "1.0.4.463  EMB-2231 follow-up: 2 s backoff + retry on device reopen (M. Novak)",
                ],
                [
                    "72/72 PASS on DK-07, DK-11, DK-14; extra SUSPEND_RESUME_LONG x10 per devkit: 30/30 PASS",
                    "RESULT: PASS -- promoted to RC (RC-5)",
                ],
                ["", "Not in this build: EMB-2232 (PCR-112), EMB-2233 (PCR-207, waiver pending)"],
            ),
        ),
    )
    c.say("""Jira: EMB-2232 is now on **Sofia Lindqvist**, with Arjun's root-cause note copied into the comment so she doesn't start cold.

**1.0.4.463 passed smoke** and is promoted to RC-5: Marek's audio reopen + retry is in, SUSPEND_RESUME_LONG went 30/30 across all three devkits.

One catch: **463 still doesn't have the PCR-112 fix**. If we submit 463, 112 fails again for sure. So 463 is the submission build only if we accept that -- which we shouldn't. Realistically the submission build is "463 + Sofia's fix", whatever number that ends up being. How far along is she?""")

    c.user("morning. kenji sent something about the slot? and sofia says her fix is up for review")
    c.act(
        None,
        (
            "email_search",
            {"query": "from:kenji.sato@polaris-partners.example", "newer_than": "2d"},
            email_block(
                "Kenji Sato <kenji.sato@polaris-partners.example>",
                "Lena Voss <lena.voss@brightwaterforge.example>",
                "Wed, 17 Sep 2025 10:48 +0900",
                "RE: Ember Tide (PNX-40117) - WR-3 filed for PCR-207 + Sep 23 slot",
                """Hi Lena,

Thanks for filing WVR-20931 -- it is with the policy team now.

On the slot: the Osaka lab has a backlog from the firmware 7.30 rollout, so I have to move your resubmission from Sep 23 to Thursday Sep 25 (upload by 09:00 JST). Turnaround is still 5 business days, so you would have results no later than Oct 2. That still leaves you until Oct 6 for the day-one patch submission.

Sorry for the shuffle.

Kenji

> From: Lena Voss <lena.voss@brightwaterforge.example>
> Sent: Monday, September 15, 2025 16:31
> Subject: Ember Tide (PNX-40117) - WR-3 filed for PCR-207 + Sep 23 slot
>
> Hi Kenji, thanks for the options. We've filed a WR-3 in the portal for PCR-207 with video; the fix will ship in the
> day-one patch. Please book us the Sep 23 resubmission slot. PCR-066 is being corrected on the product page today.
> Best, Lena
>
>> From: Kenji Sato
>> Sent: Monday, September 15, 2025 08:12
>> Subject: RE: Ember Tide (PNX-40117) - resubmission after SUB-88213
>> ... (4 numbered points: Sep 23 slot, PCR-066 metadata, PCR-207 waiver via WR-3, day-one patch by Oct 6)""",
                cc="Hannah Brooks <hannah.brooks@brightwaterforge.example>",
            ),
        ),
        (
            "jira",
            {"action": "get", "key": "EMB-2232", "include": ["pull_requests", "comments:last3"]},
            "EMB-2232  [Blocker] PCR-112 save slots lost when active user switches during autosave\n"
            "assignee: Sofia Lindqvist   status: In Review   fixVersion: 1.0.4\n"
            "pull request: !918 'Block user-change handler until save journal commit completes; flush journal on user-change' "
            "(sofia.lindqvist -> release/1.0.4)  reviewers: Marek Novak (pending), Diego Alvarez (approved)  CI: green (unit 412/412, save-system integration 38/38)\n"
            "comments:\n"
            "  #12 Sofia Lindqvist 2025-09-16 19:02: Took Arjun's notes. Implemented the blocking approach; added a 2 s cap so a hung commit can't block user change forever (falls back to writing a .pending journal).\n"
            "  #13 Tomasz Wilk 2025-09-17 08:15: Ran the cert repro on a private build from !918: 0/20 slot loss. Also tried sign-out during autosave (PCR-124): OK.\n"
            "  #14 Sofia Lindqvist 2025-09-17 08:40: Waiting on Marek's review, then merge.\n\n"
            + CERT_PR918_DIFF,
        ),
    )
    c.stale("Resubmission slot Tue Sep 23 (moved by Polaris to Thu Sep 25)", ["Sep 23"])
    c.stale("Cert results expected by Sep 30 (now Oct 2 after the slot moved)", ["Sep 30"])
    c.label(
        "fact",
        "Polaris moved the resubmission slot to Thu Sep 25 (upload by 09:00 JST); results no later than Oct 2",
        ["Sep 25", "Oct 2"],
    )
    c.say("""**Slot moved: Thu Sep 25** (upload by 09:00 JST), results **no later than Oct 2**. Oct 6 for the day-one patch is unchanged.

| Date | What |
|---|---|
| Sep 24 | last safe day to cut + smoke + precert the submission build |
| **Sep 25** | upload by 09:00 JST |
| Oct 2 | cert result |
| Oct 6 | day-one patch 1.0.5 submitted |
| Oct 14 | launch |

Sofia's fix is PR **!918**: Diego approved, Marek's review pending, CI green, and Tomasz ran the cert repro on a private build -- **0/20** slot loss. The two extra days from the slot move give it room to merge without rushing.""")

    c.user(
        "good. patch schedule -- what's in 1.0.5 right now? I want to know what we can cut, 6 days of cert lab + patch is tight"
    )
    c.act(
        None,
        (
            "jira",
            {
                "action": "search",
                "jql": "project = EMB AND fixVersion = 1.0.5 ORDER BY priority DESC, key",
            },
            cert_jira_patch(rng),
        ),
    )
    c.say("""1.0.5 has **31 issues, ~41.5 dev-days remaining** across 8 people, and the branch isn't cut yet. Against an Oct 6 submission that's too much.

The one that stands out is **EMB-2102 photo mode** (Yuki, 8d, In Progress). It's a feature, not a fix: new UI, camera collision, and it drags in PCR-024 (capture/spoiler flags), so it adds cert surface to a patch we can't afford to fail. Cutting it alone takes the remaining work to ~33.5d.

Suggested:
- **Cut** EMB-2102 photo mode -> 1.1
- **Add** EMB-2233 (PCR-207 proper fix) -- it'll be required if the waiver comes back conditional, which Kenji says is normal
- Keep EMB-2188 (co-op inventory), EMB-2201 (Lanterns Below softlock), EMB-2190 (Ch.6 memory) -- they're all cert-adjacent""")

    c.user(
        "yes move photo mode to 1.1 (nov 18). keep the rest. and the 207 fix goes in 1.0.5 if the waiver comes back conditional"
    )
    c.label(
        "decision",
        "Photo mode (EMB-2102) moves out of the day-one patch to 1.1 on Nov 18",
        ["EMB-2102", "Nov 18"],
    )
    c.act(
        None,
        (
            "jira",
            {
                "action": "update",
                "key": "EMB-2102",
                "fields": {"fixVersion": "1.1"},
                "comment": "Moved out of day-one patch 1.0.5 to 1.1 (Nov 18) per Lena -- cert risk (PCR-024) and 8d estimate.",
            },
            "EMB-2102 updated: fixVersion 1.0.5 -> 1.1; comment #7 added. Version 1.1 release date: 2025-11-18.",
        ),
    )
    c.say(
        "Done -- EMB-2102 is on 1.1 (Nov 18). I'll put EMB-2233 into 1.0.5 once Polaris answers on WVR-20931."
    )

    c.user("QA ran the precert checklist on 463 last night, get me the results")
    c.act(
        None,
        (
            "qa_reports",
            {"action": "precert", "build": "1.0.4.463", "suite": "POLARIS-PRECERT-v9"},
            cert_precert_463(rng),
        ),
    )
    c.label(
        "fact",
        "Precert on 1.0.4.463: PCR-318/PCR-401 fail in pt-BR -- the follow-up dialog shows raw key ERR_NET_DISCONNECT_BODY (missing from the pt-BR string table)",
        ["ERR_NET_DISCONNECT_BODY"],
    )
    c.say("""Precert on 463: 72 pass, but two new fails with one cause:

- **PCR-318 / PCR-401 in pt-BR**: the system dialog is fine, but our follow-up dialog body shows the raw key **`ERR_NET_DISCONNECT_BODY`** -- the string is missing from the pt-BR table in loc drop LOC-0912. Polaris checks all supported languages, so this would fail cert.
- PCR-112: known, Sofia's fix isn't in 463.
- PCR-041: 20/20 on rev C and 10/10 on rev B, clean.

Tomasz says 14 pt-BR keys are missing in total but only this one is reachable in cert paths.

So we need one more build anyway: **pt-BR string + Sofia's !918** on top of 463. If both land today, tonight's build is the submission candidate and we still have Sep 24 for smoke + precert.""")

    c.user(
        "ugh. ok. ana fixes the pt-BR string today, sofia's PR merges as soon as marek signs off, and we cut 466 tonight as the submission build. make sure jira reflects all that"
    )
    c.stale(
        "Submission build 1.0.4.463 (pt-BR string missing, no PCR-112 fix; replaced by 1.0.4.466)",
        ["1.0.4.463"],
    )
    c.act(
        None,
        (
            "jira",
            {
                "action": "create",
                "project": "EMB",
                "type": "Bug",
                "priority": "Blocker",
                "summary": "pt-BR: ERR_NET_DISCONNECT_BODY missing from string table (PCR-318/PCR-401 precert fail on 1.0.4.463)",
                "assignee": "ana.ribeiro",
                "fixVersion": "1.0.4",
                "labels": ["cert-blocker"],
                "description": "Precert POLARIS-PRECERT-v9 on 1.0.4.463: follow-up network dialog shows raw key in pt-BR. Add string; also backfill the other 13 missing pt-BR keys from loc_diff_ptBR_0912.txt for 1.0.5. Must be in 1.0.4.466.",
            },
            "Created EMB-2290 (Blocker) assignee Ana Ribeiro, fixVersion 1.0.4, labels [cert-blocker]. https://jira.brightwaterforge.example/browse/EMB-2290",
        ),
        (
            "jira",
            {
                "action": "update",
                "key": "EMB-2232",
                "fields": {"labels+": ["target-1.0.4.466"]},
                "comment": "Per Lena: merge !918 as soon as Marek approves; must be in 1.0.4.466 (submission build for the Sep 25 slot).",
            },
            "EMB-2232 updated: labels +target-1.0.4.466; comment #15 added.",
        ),
    )
    c.label(
        "decision",
        "Submission build is 1.0.4.466: 463 + pt-BR ERR_NET_DISCONNECT_BODY string + Sofia's !918 user-switch fix",
        ["1.0.4.466"],
        at=c.last - 1,
    )
    c.label(
        "reference",
        "EMB-2290: pt-BR missing string ticket, assigned to Ana Ribeiro, must be in 1.0.4.466",
        ["EMB-2290", "Ana Ribeiro"],
    )
    c.say(
        "Jira updated: **EMB-2290** (pt-BR string, Ana Ribeiro, Blocker) created; EMB-2232 tagged `target-1.0.4.466` with the merge instruction. I'll check the build and precert in the morning."
    )

    c.user("466 is out. smoke + precert? and anything back on the waiver")
    c.act(
        None,
        (
            "build_server",
            {"action": "show", "build": "1.0.4.466"},
            cert_build_status(
                rng,
                "1.0.4.466",
                [
                    "1.0.4.464  EMB-2290 pt-BR ERR_NET_DISCONNECT_BODY added (A. Ribeiro)",
                    "1.0.4.465  EMB-2232 !918 block user-change until save journal commit completes (S. Lindqvist)",
                    "1.0.4.466  Version stamp + package metadata for submission (H. Brooks)",
                ],
                [
                    "72/72 PASS on DK-07, DK-11, DK-14 (USER_SWITCH_AUTOSAVE enabled, 3/3)",
                    "RESULT: PASS -- promoted to RC (RC-6)",
                ],
            ),
        ),
        (
            "qa_reports",
            {
                "action": "precert",
                "build": "1.0.4.466",
                "suite": "POLARIS-PRECERT-v9",
                "include_extended": True,
            },
            cert_precert_466(rng),
        ),
        (
            "cert_portal",
            {"action": "get_waiver", "id": "WVR-20931"},
            "Waiver WVR-20931  (PNX-40117, PCR-207)\n  Status: APPROVED WITH CONDITIONS  (decided 2025-09-23 16:02 JST by Certification Policy, reviewer R. Okada)\n"
            "  Conditions:\n    1. Fix must be included in the first patch for PNX-40117 and released no later than 30 days after launch.\n"
            "    2. The patch submission must reference WVR-20931 in its change list.\n    3. Waiver applies to builds 1.0.4.x submitted on or before 2025-10-06.\n"
            "  Note: conditionally approved waivers are void if the condition is missed; the title may be delisted until a compliant patch is live.",
        ),
    )
    c.label(
        "fact",
        "WVR-20931 conditionally approved: PCR-207 fix must be in the first patch, released within 30 days of launch, change list must reference WVR-20931",
        ["APPROVED WITH CONDITIONS", "30 days after launch"],
    )
    c.label(
        "open_issue",
        "Intermittent resume crash on rev B devkits only: 1 crash in 200 cycles (AudioDevice::Reacquire, CD-8C19-0203), tracked as EMB-2301; not reproduced on rev C",
        ["EMB-2301", "rev B"],
    )
    c.say("""**466 looks submittable.**

- Smoke 72/72, promoted to RC-6. Contains EMB-2290 (pt-BR string) and EMB-2232 (!918).
- Precert: **75 pass, 0 fail**, PCR-207 under waiver.
- **One wrinkle:** overnight extended suspend run -- rev C 400/400 clean, but **rev B (DK-14) crashed once in 200 cycles**, same `AudioDevice::Reacquire` signature (CD-8C19-0203). QA logged it as **EMB-2301** and still recommends submitting. What we don't know is which devkit/hardware revision the Osaka lab uses; if it's rev B, 1/200 is a real risk on a 10-attempt test.

**Waiver WVR-20931: approved with conditions.** The PCR-207 fix must be in the first patch and released within 30 days of launch, and the patch change list must cite WVR-20931. Since 1.0.5 is our first patch, EMB-2233 now has to go into 1.0.5.

Ready to submit 466 for Sep 25 on your OK.""")
    c.label(
        "open_issue",
        "Unknown which devkit hardware revision (rev B or rev C) the Polaris Osaka lab uses; asked Kenji, no answer yet",
        ["hardware revision"],
    )

    c.user(
        "submit 466 for the 25th, I approve. ask kenji which hardware rev their lab runs. put 2233 in 1.0.5 with chloe, and tell hannah in slack we branch-lock 1.0.5 on oct 3"
    )
    c.label(
        "pending_action",
        "Branch-lock 1.0.5 on Oct 3 ahead of the Oct 6 day-one patch submission (Hannah)",
        ["branch-lock", "Oct 3"],
    )
    c.act(
        None,
        (
            "cert_portal",
            {
                "action": "create_submission",
                "title_id": "PNX-40117",
                "build": "1.0.4.466",
                "package": "EMBERTIDE-PNX-1.0.4.466.pkg",
                "slot": "2025-09-25",
                "type": "resubmission",
                "previous": "SUB-88213",
                "waivers": ["WVR-20931"],
                "change_list": {
                    "PCR-041": "EMB-2231 (1.0.4.458, .461, .463)",
                    "PCR-112": "EMB-2232 (1.0.4.465)",
                    "PCR-318": "EMB-2234 (1.0.4.448), EMB-2290 (1.0.4.464)",
                    "PCR-066": "EMB-2235 product page corrected",
                    "PCR-207": "waiver WVR-20931",
                },
                "approved_by": "Lena Voss",
            },
            "Submission created: SUB-89140\n  Title: Ember Tide (PNX-40117)   Build: 1.0.4.466   Type: Resubmission of SUB-88213\n"
            "  Slot: 2025-09-25 (Osaka)   Package upload: 41.83 GB ... verified, signature OK\n  Waivers attached: WVR-20931\n"
            "  Status: QUEUED   Estimated completion: 2025-10-02\n\n" + CERT_MANIFEST,
        ),
    )
    c.label(
        "reference",
        "Resubmission SUB-89140 (build 1.0.4.466, Sep 25 slot, waiver WVR-20931 attached), estimated completion 2025-10-02",
        ["SUB-89140"],
    )
    c.act(
        "Submission is queued. Now Kenji, Jira and Slack.",
        (
            "email_send",
            {
                "to": "kenji.sato@polaris-partners.example",
                "subject": "Ember Tide SUB-89140 - quick question on lab hardware",
                "body": "Hi Kenji, our resubmission (1.0.4.466) is uploaded for the Sep 25 slot, with WVR-20931 attached. Quick question: which devkit hardware revision does the Osaka lab run resubmissions on (rev B or rev C)? We have a 1-in-200 resume issue we can only reproduce on rev B and want to know if it's in scope. Thanks, Lena",
            },
            "Sent. message-id <CAF3.20250924.1712@brightwaterforge.example>",
        ),
        (
            "jira",
            {
                "action": "update",
                "key": "EMB-2233",
                "fields": {
                    "fixVersion": "1.0.5",
                    "assignee": "chloe.park",
                    "labels+": ["waiver-condition"],
                },
                "comment": "WVR-20931 approved with conditions: fix must ship in first patch (1.0.5), released within 30 days of launch; 1.0.5 change list must reference WVR-20931.",
            },
            "EMB-2233 updated: fixVersion 1.0.4 -> 1.0.5; assignee Chloe Park; labels +waiver-condition; comment #9 added.",
        ),
        (
            "slack_post",
            {
                "channel": "#ember-release",
                "mention": "@hannah.brooks",
                "text": "Hannah -- we branch-lock 1.0.5 on Oct 3 (submission Oct 6). EMB-2233 (PCR-207 fix) is in 1.0.5 as a waiver condition; the patch change list must cite WVR-20931. Photo mode is out (1.1).",
            },
            "Posted to #ember-release (ts 1727190841.228119).",
        ),
    )
    c.label(
        "pending_action",
        "EMB-2233 (PCR-207 fix) must ship in 1.0.5 with Chloe Park as the waiver condition; change list cites WVR-20931",
        ["EMB-2233", "waiver-condition"],
        at=c.last - 1,
    )
    c.say("""Done:
- **SUB-89140** queued for Sep 25 with WVR-20931 attached, package verified. ETA for results Oct 2.
- Kenji asked about the lab's devkit revision.
- EMB-2233 -> 1.0.5, Chloe, labelled `waiver-condition`.
- Hannah pinged in #ember-release about the Oct 3 branch-lock.""")

    c.user("great. give me a status I can paste into #ember-leads, plus what's still on us")
    c.say("""**Ember Tide -- Polaris cert status (Sep 24)**

**Submitted:** SUB-89140, build **1.0.4.466**, slot Thu Sep 25, results by **Oct 2**. Launch Oct 14 unchanged.

**Fixed in 466**
- PCR-041 resume crash -- render fences (EMB-2231) + audio device reopen (.461/.463), Marek
- PCR-112 user-switch save loss -- EMB-2232, Sofia (!918)
- PCR-318 network dialog -- EMB-2234 (Diego) + pt-BR string EMB-2290 (Ana)
- PCR-066 -- product page now PEGI 16 (Hannah)
- PCR-207 -- **waived** (WVR-20931, approved with conditions)

**Still on us**
1. **PCR-207 fix in 1.0.5** (EMB-2233, Chloe). Waiver condition: in the first patch, live within 30 days of launch, change list cites WVR-20931. Miss it and the waiver is void.
2. **1.0.5 branch-lock Oct 3, submit by Oct 6.** Photo mode is out (1.1, Nov 18); ~33 dev-days still open in 1.0.5.
3. **EMB-2301 -- rev B resume crash, 1 in 200.** Not reproduced on rev C. Waiting on Kenji: which hardware the lab uses. Needs an owner.
4. Backfill the other 13 missing pt-BR keys for 1.0.5 (in EMB-2290's description).
5. Advisories from SUB-88213 (pause blur, tooltip size, Ch.6 memory) are in 1.0.5 or already fixed -- verify before Oct 3.""")
    return c


# =====================================================================================
# 3. 高校实验室危化品采购审批 (Chinese)
# =====================================================================================

ZH_CHEMS = [
    # name, cas, category, unit
    ("高锰酸钾", "7722-64-7", "易制毒(三类)/易制爆", "kg"),
    ("硝酸(65%)", "7697-37-2", "易制爆", "L"),
    ("过氧化氢(30%)", "7722-84-1", "易制爆", "L"),
    ("丙酮", "67-64-1", "易制毒(三类)", "L"),
    ("甲苯", "108-88-3", "易制毒(三类)", "L"),
    ("硫酸(98%)", "7664-93-9", "易制毒(三类)", "L"),
    ("盐酸(36%)", "7647-01-0", "易制毒(三类)", "L"),
    ("乙醚", "60-29-7", "易制毒(二类)", "L"),
    ("三氯甲烷", "67-66-3", "易制毒(二类)", "L"),
    ("硝酸银", "7761-88-8", "易制爆", "kg"),
    ("硼氢化钠", "16940-66-2", "易制爆", "kg"),
    ("镁粉", "7439-95-4", "易制爆", "kg"),
    ("锌粉", "7440-66-6", "易制爆", "kg"),
    ("氯酸钾", "3811-04-9", "易制爆", "kg"),
    ("硝酸钾", "7757-79-1", "易制爆", "kg"),
    ("高氯酸(70%)", "7601-90-3", "易制爆", "L"),
    ("重铬酸钾", "7778-50-9", "易制爆", "kg"),
    ("苯乙酸", "103-82-2", "易制毒(二类)", "kg"),
    ("醋酸酐", "108-24-7", "易制毒(二类)", "L"),
    ("哌啶", "110-89-4", "易制毒(二类)", "L"),
    ("溴素", "7726-95-6", "易制毒(二类)", "L"),
    ("甲基乙基酮", "78-93-3", "易制毒(三类)", "L"),
    ("氰化钠", "143-33-9", "剧毒", "kg"),
    ("叠氮化钠", "26628-22-8", "剧毒", "kg"),
]


def zh_quota(rng):
    fixed = {
        "高锰酸钾": (3.0, 1.0),
        "硝酸(65%)": (12.0, 7.0),
        "过氧化氢(30%)": (10.0, 2.0),
        "丙酮": (60.0, 38.0),
        "甲苯": (30.0, 12.0),
    }
    out = [
        "江临大学危险化学品管理平台 :: 管制类化学品年度额度查询",
        "课题组：ZLH-有机功能材料课题组（负责人 周立衡）   所属：化学与材料学院   年度：2025   查询时间：2025-10-09 09:41",
        "说明：额度按自然年核定；已用量 = 已审批通过的采购量（含在途）；超额度须提交《管制类化学品额度追加申请》，经学院分管院长、实验室与设备管理处审批，一般 10 个工作日。",
        "",
        f"{'化学品':<14}{'CAS号':<13}{'管制类别':<16}{'单位':<4}{'年度额度':>8}{'已用':>8}{'剩余':>8}  最近一次使用",
    ]
    for name, cas, cat, unit in ZH_CHEMS:
        if name in fixed:
            q, used = fixed[name]
        elif cat == "剧毒":
            q, used = 0.0, 0.0
        else:
            q = float(rng.choice([0.5, 1, 2, 5, 10, 20]))
            used = round(q * rng.choice([0, 0, 0.2, 0.4, 0.5, 0.8]), 1)
        last = "—" if used == 0 else f"2025-{rng.randint(1, 9):02d}-{rng.randint(1, 28):02d}"
        out.append(
            f"{name:<14}{cas:<13}{cat:<16}{unit:<4}{q:>8.1f}{used:>8.1f}{q - used:>8.1f}  {last}"
        )
    out += [
        "",
        "注：剧毒化学品本课题组未核定额度（额度 0），如需使用须另行申请。",
        "注：高锰酸钾同时列入《易制毒化学品的分类和品种目录》第三类与《易制爆危险化学品名录》，按两类要求同时管理。",
    ]
    return "\n".join(out)


def zh_inventory(rng):
    names = [
        ("无水乙醇", "普通", "L"),
        ("甲醇", "普通", "L"),
        ("乙酸乙酯", "普通", "L"),
        ("石油醚(60-90)", "普通", "L"),
        ("二氯甲烷", "普通", "L"),
        ("N,N-二甲基甲酰胺", "普通", "L"),
        ("四氢呋喃", "普通", "L"),
        ("乙腈", "普通", "L"),
        ("正己烷", "普通", "L"),
        ("碳酸钾", "普通", "kg"),
        ("氢氧化钠", "普通", "kg"),
        ("无水硫酸钠", "普通", "kg"),
        ("氯化钠", "普通", "kg"),
        ("碘", "普通", "kg"),
        ("三乙胺", "普通", "L"),
        ("吡啶", "普通", "L"),
        ("乙酸", "普通", "L"),
        ("二甲亚砜", "普通", "L"),
        ("钯碳(10%)", "普通", "g"),
        ("硅胶(200-300目)", "普通", "kg"),
        ("四(三苯基膦)钯", "普通", "g"),
        ("2-溴噻吩", "普通", "g"),
        ("正丁基锂(2.5M己烷)", "普通", "L"),
        ("N-溴代丁二酰亚胺", "普通", "kg"),
        ("三苯基膦", "普通", "kg"),
        ("氯化铵", "普通", "kg"),
        ("碳酸氢钠", "普通", "kg"),
        ("氘代氯仿", "普通", "g"),
        ("1,4-二氧六环", "普通", "L"),
        ("邻二氯苯", "普通", "L"),
        ("氯苯", "普通", "L"),
        ("异丙醇", "普通", "L"),
    ]
    out = [
        "江临大学危险化学品管理平台 :: 库存查询   房间：化学楼 B204（ZLH 课题组）   查询时间：2025-10-09 09:42",
        "",
        f"{'条码':<14}{'名称':<18}{'规格':<10}{'数量':>4}{'类别':<16}{'位置':<14}{'入库日期':<12}{'有效期至':<12}状态",
    ]
    fixed_rows = [
        (
            "JL23-031207",
            "硝酸(65%)",
            "2.5L/瓶",
            1,
            "易制爆",
            "B204-YZB-01",
            "2023-03-14",
            "2025-03-13",
            "已过期",
        ),
        (
            "JL23-031208",
            "硝酸(65%)",
            "2.5L/瓶",
            1,
            "易制爆",
            "B204-YZB-01",
            "2023-03-14",
            "2025-03-13",
            "已过期",
        ),
        (
            "JL25-052211",
            "硝酸(65%)",
            "2.5L/瓶",
            1,
            "易制爆",
            "B204-YZB-01",
            "2025-05-22",
            "2027-05-21",
            "在用",
        ),
        (
            "JL24-011903",
            "过氧化氢(30%)",
            "500mL/瓶",
            3,
            "易制爆",
            "B204-YZB-01",
            "2024-01-19",
            "2025-01-18",
            "已过期",
        ),
        (
            "JL25-040215",
            "过氧化氢(30%)",
            "500mL/瓶",
            2,
            "易制爆",
            "B204-YZB-01",
            "2025-04-02",
            "2026-04-01",
            "在用",
        ),
        (
            "JL25-061030",
            "高锰酸钾",
            "500g/瓶",
            1,
            "易制毒(三类)/易制爆",
            "B204-YZB-01",
            "2025-06-10",
            "2030-06-09",
            "在用",
        ),
        (
            "JL25-031118",
            "硝酸银",
            "25g/瓶",
            2,
            "易制爆",
            "B204-YZB-01",
            "2025-03-11",
            "2030-03-10",
            "在用",
        ),
        (
            "JL24-110704",
            "硼氢化钠",
            "100g/瓶",
            2,
            "易制爆",
            "B204-YZB-01",
            "2024-11-07",
            "2026-11-06",
            "在用",
        ),
        (
            "JL25-070801",
            "丙酮",
            "500mL/瓶",
            9,
            "易制毒(三类)",
            "B204-FH-02",
            "2025-07-08",
            "2028-07-07",
            "在用",
        ),
        (
            "JL25-070802",
            "甲苯",
            "500mL/瓶",
            4,
            "易制毒(三类)",
            "B204-FH-02",
            "2025-07-08",
            "2028-07-07",
            "在用",
        ),
        (
            "JL25-020603",
            "硫酸(98%)",
            "500mL/瓶",
            3,
            "易制毒(三类)",
            "B204-SJ-03",
            "2025-02-06",
            "2030-02-05",
            "在用",
        ),
        (
            "JL25-020604",
            "盐酸(36%)",
            "500mL/瓶",
            4,
            "易制毒(三类)",
            "B204-SJ-03",
            "2025-02-06",
            "2027-02-05",
            "在用",
        ),
    ]
    for r in fixed_rows:
        out.append(
            f"{r[0]:<14}{r[1]:<18}{r[2]:<10}{r[3]:>4}{r[4]:<16}{r[5]:<14}{r[6]:<12}{r[7]:<12}{r[8]}"
        )
    for i in range(188):
        nm, cat, unit = rng.choice(names)
        spec = {
            "L": rng.choice(["500mL/瓶", "2.5L/瓶", "4L/桶"]),
            "kg": rng.choice(["500g/瓶", "1kg/袋", "250g/瓶"]),
            "g": "5g/瓶",
        }[unit]
        d = datetime.date(2024, 1, 1) + datetime.timedelta(days=rng.randint(0, 640))
        exp = d + datetime.timedelta(days=rng.choice([730, 1095, 1825]))
        loc = rng.choice(["B204-FH-02", "B204-PT-04", "B204-PT-05", "B204-试剂架A", "B204-试剂架B"])
        bc = f"JL{d.year % 100}-{d.month:02d}{d.day:02d}{rng.randint(10, 99)}"
        out.append(
            f"{bc:<14}{nm:<18}{spec:<10}{rng.randint(1, 8):>4}{cat:<16}{loc:<14}{d.isoformat():<12}{exp.isoformat():<12}在用"
        )
    out += [
        "",
        "共 200 条记录；其中管制类 12 条，已过期 3 条（JL23-031207、JL23-031208、JL24-011903），请及时按危废流程处置。",
    ]
    return "\n".join(out)


ZH_REG = """《江临大学危险化学品安全管理办法》（2024年修订，江大实〔2024〕17号）节选

第一章 总则
第一条 为加强学校危险化学品安全管理，预防和减少危险化学品事故，保障师生生命财产安全，根据《危险化学品安全管理条例》《易制毒化学品管理条例》《易制爆危险化学品治安管理办法》等法规，结合学校实际，制定本办法。
第二条 本办法所称危险化学品，是指列入国家《危险化学品目录》的化学品；管制类危险化学品，是指剧毒化学品、易制毒化学品、易制爆危险化学品及精神麻醉类药品。
第三条 学校危险化学品安全管理实行"学校、学院、课题组"三级管理，坚持"谁使用、谁负责，谁主管、谁负责"的原则。课题组负责人是本课题组危险化学品安全第一责任人。
第四条 本办法适用于学校各教学、科研单位及附属机构在校内采购、运输、储存、使用和处置危险化学品的活动。

第二章 职责分工
第五条 实验室与设备管理处负责全校危险化学品的归口管理，负责平台建设与运行、协议供应商管理、采购审核、储存条件审核及安全检查。
第六条 保卫处负责管制类危险化学品的治安管理，负责与公安机关对接，办理易制毒化学品购买备案、易制爆危险化学品流向备案及剧毒化学品购买许可申请，并对储存场所的技防、物防措施进行监督检查。
第七条 各学院设实验室安全审核人，负责本学院危险化学品采购申请的首级审核，组织本学院危险化学品安全检查与危险废物集中收运。
第八条 课题组须指定实验室安全员，负责本课题组危险化学品台账、申购、验收、储存及危废申报的具体工作。
第九条 使用危险化学品的人员须参加学校组织的危险化学品安全培训并考核合格，培训合格证明有效期两年。

第三章 采购管理
第十二条 全校危险化学品一律通过学校危险化学品管理平台（以下简称"平台"）申请采购，严禁个人或课题组自行采购、接受赠送或从非协议渠道购入。
第十三条 管制类危险化学品（剧毒、易制毒、易制爆、精神麻醉类）实行年度额度管理。课题组年度采购量不得超过核定额度；确需追加的，填写《管制类化学品额度追加申请》，经学院分管院长签字、实验室与设备管理处（以下简称"实验室处"）审批后生效。
第十四条 管制类危险化学品采购审批流程：（一）课题组负责人或其授权的实验室安全员在平台提交申请，注明品名、规格、数量、用途、存放地点及双人保管人；（二）学院实验室安全审核人审核；（三）实验室处审核；（四）保卫处审核并办理公安备案手续；（五）审批通过后由平台向供应商下达订单。
第十五条 供应商须为学校协议供应商，且持有有效的《危险化学品经营许可证》，经营范围覆盖所购品种。购买易制爆危险化学品的，供应商资质须在到货之日仍在有效期内。
第十六条 第三类易制毒化学品购买前，须由保卫处向所在地县级公安机关办理购买备案，取得《第三类易制毒化学品购买备案证明》后方可下单。备案一般在材料齐全后3个工作日内完成。
第十七条 易制爆危险化学品购买后5日内，由课题组提供入库信息，保卫处通过易制爆危险化学品流向信息系统向公安机关备案，备案内容包括品种、数量、用途、流向及保管人信息。
第十八条 剧毒化学品购买须持公安机关核发的《剧毒化学品购买许可证》，按另行规定办理。

第四章 验收与储存
第二十一条 管制类危险化学品到货时，须由两名保管人共同验收，核对品名、规格、数量、包装完好及标签，在平台签收并打印条码贴于容器。
第二十二条 易制爆危险化学品须存放于专用储存柜（易制爆专柜），实行双人双锁管理，两把钥匙分别由两名保管人保管。专柜应有独立隔层，氧化剂与还原剂、强酸与有机物不得同格存放。
第二十三条 易制毒化学品应存放于防火柜或专用柜内，上锁管理，建立使用台账，做到日清月结、账物相符。
第二十四条 保管人须为学校在编教职工或经学院备案的长期在岗人员，须持有有效期内的危险化学品安全培训合格证明。保管人离岗、离校的，课题组须在离岗前完成交接并在平台变更保管人。
第二十五条 储存柜容量不足时，不得超量存放或在柜外临时存放管制类化学品。

第五章 使用与处置
第三十一条 过期、变质或不再使用的危险化学品，按危险废物处置，严禁自行倾倒或转让。学院每月15日集中收运一次，课题组须提前在平台提交危废申报。
第三十二条 管制类危险化学品的处置须在平台注销库存，并由保卫处同步更新备案信息。

第六章 责任
第四十一条 违反本办法擅自采购、超额度采购或未按规定储存管制类化学品的，暂停课题组平台采购权限3至6个月；造成后果的，依法依规追究责任。
第四十二条 发生管制类危险化学品被盗、丢失、误售、误用等情况的，课题组须立即报告保卫处，由保卫处按规定向公安机关报告，不得迟报、瞒报。

第七章 附则
第四十五条 本办法由实验室与设备管理处、保卫处负责解释。
第四十六条 本办法自印发之日起施行，原《江临大学危险化学品安全管理办法》（江大实〔2019〕9号）同时废止。

附表：管制类危险化学品储存要求速查
  类别          储存设施                    钥匙管理        台账
  剧毒          保险柜/专库，视频监控        双人双锁        每次使用登记，双人签字
  易制爆        易制爆专柜，独立隔层          双人双锁        出入库登记，5日内流向备案
  易制毒(二类)  专柜                         双人双锁        出入库登记，月度核对
  易制毒(三类)  防火柜/专用柜                单人上锁        使用台账，日清月结
"""

ZH_SDS = """SDS 摘要（供应商：江苏华晟化学品有限公司，版本 2024-11，第 2 部分 危险性概述 / 第 7 部分 操作处置与储存 / 第 10 部分 稳定性和反应性）

【高锰酸钾 KMnO4，CAS 7722-64-7】
  2 危险性：氧化性固体 类别2；急性毒性-经口 类别4；对水生环境危害 急性1/长期1。H272 可加剧燃烧；氧化剂。
  7 储存：储存于阴凉、干燥、通风良好的专用库房或专柜，远离火种、热源。应与还原剂、易(可)燃物、活性金属粉末、强酸分开存放，切忌混储。
  10 禁配物：强还原剂、醇类、浓硫酸、过氧化氢、易燃或可燃物、活性金属粉末、硫、磷。
     注：与浓硫酸接触可生成爆炸性的七氧化二锰；与过氧化氢接触剧烈分解。

【硝酸 HNO3（65%），CAS 7697-37-2】
  2 危险性：氧化性液体 类别3；皮肤腐蚀/刺激 类别1A；严重眼损伤 类别1。H272、H314。
  7 储存：储存于阴凉、通风的专用柜，耐酸托盘，容器密封。应与还原剂、碱类、醇类、碱金属、有机物分开存放，切忌混储。
  10 禁配物：还原剂、碱类、醇类、碱金属、铜、胺类、易燃或可燃物、金属粉末。

【过氧化氢 H2O2（30%），CAS 7722-84-1】
  2 危险性：氧化性液体 类别2（浓度>8%）；皮肤腐蚀/刺激 类别1B（视浓度）；严重眼损伤 类别1。
  7 储存：避光，储存温度不超过 30℃，容器须带透气盖，不得密闭。应与易(可)燃物、还原剂、活性金属粉末、高锰酸钾等强氧化剂分开存放。
  10 禁配物：易燃或可燃物、强还原剂、铜、铁、铁盐、锌、活性金属粉末、高锰酸钾。

【丙酮 CH3COCH3，CAS 67-64-1】
  2 危险性：易燃液体 类别2；严重眼刺激 类别2；特异性靶器官毒性-一次接触 类别3（麻醉效应）。H225、H319、H336。
  7 储存：储存于阴凉、通风的防火柜，远离火种、热源，库温不超过 35℃。保持容器密封。应与氧化剂、还原剂、碱类分开存放。
  10 禁配物：强氧化剂、强还原剂、碱。

【甲苯 C7H8，CAS 108-88-3】
  2 危险性：易燃液体 类别2；吸入危害 类别1；皮肤刺激 类别2；生殖毒性 类别2；特异性靶器官毒性-反复接触 类别2。
  7 储存：储存于阴凉、通风的防火柜，远离火种、热源，库温不超过 37℃。应与氧化剂分开存放，切忌混储。
  10 禁配物：强氧化剂。

对照 B204 存放方案：高锰酸钾（隔层1）与过氧化氢（隔层2）、硝酸（隔层3）分属不同隔层；丙酮、甲苯进防火柜 B204-FH-02，与全部氧化剂物理隔开。"""


ZH_GUIDE = """《管制类危险化学品采购操作指引》（实验室处，2025年3月版）

一、时间预估（材料齐全情况下）
  平台提交 → 学院审核：1个工作日
  学院 → 实验室处：1-2个工作日
  实验室处 → 保卫处：1个工作日
  保卫处办理易制毒购买备案：3个工作日（与保卫处审核可并行）
  下单 → 到货：视供应商，一般2-5个工作日（危险品专车配送）
  合计：约 8-12 个工作日
二、常见退回原因
  1. 用途说明过于简单（如"科研使用"），须写明实验项目、反应类型、预计用量。
  2. 双人保管人中有人培训过期或为学生。
  3. 供应商资质过期或经营范围不含所购品种。
  4. 存放地点填写的储存柜剩余容量不足。
  5. 同一申请单混合多个供应商导致备案信息不一致（建议管制类品种同一申请单使用同一供应商）。
三、联系人
  实验室处 危化品科：何静 0571-8820-3316
  保卫处 治安科（备案）：孙国栋 0571-8820-3102
"""


def zh_cabinets(rng):
    out = [
        "江临大学危险化学品管理平台 :: 储存柜查询   房间：化学楼 B204   查询时间：2025-10-09 10:20",
        "",
    ]
    cabs = [
        (
            "B204-YZB-01",
            "易制爆专柜（双人双锁，钢制，4 隔层）",
            "林晓 / 刘洋",
            "92%",
            "容积 320 L，可用约 26 L",
        ),
        ("B204-FH-02", "防火柜（易燃液体，45 加仑）", "林晓", "71%", "可用约 48 L"),
        ("B204-SJ-03", "酸柜（耐腐蚀 PP）", "林晓", "55%", "可用约 40 L"),
        ("B204-PT-04", "普通试剂柜", "课题组", "80%", "—"),
        ("B204-PT-05", "普通试剂柜", "课题组", "64%", "—"),
    ]
    for cid, typ, keep, occ, rem in cabs:
        out.append(f"■ {cid}  {typ}")
        out.append(
            f"   保管人：{keep}   占用：{occ}   {rem}   最近检查：2025-09-{rng.randint(10, 28)}（学院安全检查，{rng.choice(['合格', '合格', '合格，建议清理过期试剂'])}）"
        )
        if cid == "B204-YZB-01":
            out += [
                "   隔层 1（氧化剂-固体）：高锰酸钾 500g×1（JL25-061030）、硝酸银 25g×2（JL25-031118）",
                "   隔层 2（氧化剂-液体）：过氧化氢(30%) 500mL×2（JL25-040215，在用）、过氧化氢(30%) 500mL×3（JL24-011903，已过期）",
                "   隔层 3（酸/氧化性酸）：硝酸(65%) 2.5L×1（JL25-052211，在用）、硝酸(65%) 2.5L×2（JL23-031207/08，已过期）",
                "   隔层 4（还原剂）：硼氢化钠 100g×2（JL24-110704）",
                "   钥匙登记：钥匙A 林晓（实验师，在编）  钥匙B 刘洋（博士后）",
                "   备注：隔层 3 已满；隔层 2 剩余约 1.5 L；隔层 1 剩余约 3 kg 空间",
            ]
        out.append("")
    out += [
        "平台提示：申请单中填写的存放位置须有足够剩余容量，否则实验室处审核将退回（操作指引二-4）。",
        "平台提示：B204-YZB-01 中有 3 条已过期记录，处置后可释放约 40% 容量。",
    ]
    return "\n".join(out)


def zh_quote_table(rng, supplier, qno, items, note):
    out = [
        f"{supplier} 报价单  {qno}",
        f"报价日期：2025-10-{'09' if 'HK' in qno else '10'}   有效期：15 天   含税（13%）   含危险品专车配送费",
        "",
        f"{'序号':<4}{'品名':<14}{'规格':<10}{'品牌/等级':<14}{'数量':>6}{'单价(元)':>10}{'小计(元)':>10}  交期",
    ]
    total = 0
    for i, (nm, spec, brand, qty, price, lead) in enumerate(items, 1):
        sub = qty * price
        total += sub
        out.append(f"{i:<4}{nm:<14}{spec:<10}{brand:<14}{qty:>6}{price:>10.2f}{sub:>10.2f}  {lead}")
    out += [f"{'':<4}{'合计':<14}{'':<10}{'':<14}{'':>6}{'':>10}{total:>10.2f}", "", note]
    return "\n".join(out), total


HK_ITEMS = [
    ("高锰酸钾", "500g/瓶", "沪科 AR", 4, 48.00, "2天"),
    ("硝酸(65%)", "2.5L/瓶", "沪科 AR", 2, 96.00, "2天"),
    ("过氧化氢(30%)", "500mL/瓶", "沪科 AR", 10, 22.50, "2天"),
    ("丙酮", "500mL/瓶", "沪科 AR", 40, 18.00, "2天"),
    ("甲苯", "500mL/瓶", "沪科 AR", 20, 21.00, "2天"),
]
HS_ITEMS = [
    ("高锰酸钾", "500g/瓶", "华晟 AR", 4, 52.00, "3天"),
    ("硝酸(65%)", "2.5L/瓶", "华晟 AR", 2, 105.00, "3天"),
    ("过氧化氢(30%)", "500mL/瓶", "华晟 AR", 10, 24.00, "3天"),
    ("丙酮", "500mL/瓶", "华晟 AR", 40, 18.50, "3天"),
    ("甲苯", "500mL/瓶", "华晟 AR", 20, 22.00, "3天"),
]


def zh_ledger(rng):
    out = [
        "江临大学危险化学品管理平台 :: 易制毒化学品使用台账导出   课题组：ZLH   年度：2024   类别：易制毒(三类)   导出时间：2025-10-10 15:12",
        "（导出文件：ZLH_易制毒台账_2024.xlsx，已自动附入申请单 WH-2025-10-0342 备案材料）",
        "",
        f"{'日期':<12}{'品名':<10}{'领用(mL/g)':>10}{'结存':>10}  {'领用人':<8}{'用途':<26}复核",
    ]
    stock = {"丙酮": 16000, "甲苯": 9000, "高锰酸钾": 1500, "硫酸(98%)": 3000, "盐酸(36%)": 2500}
    users = ["林晓", "刘洋", "张子涵", "李一鸣", "陈思远", "黄雨桐", "吴浩然", "徐欣怡"]
    uses = {
        "丙酮": ["重结晶", "柱层析洗脱", "器皿清洗", "旋蒸冲洗"],
        "甲苯": ["Suzuki偶联溶剂", "Stille偶联溶剂", "重结晶"],
        "高锰酸钾": ["侧链氧化", "TLC显色剂配制"],
        "硫酸(98%)": ["酸化后处理", "干燥塔"],
        "盐酸(36%)": ["调pH", "酸洗"],
    }
    d = datetime.date(2024, 1, 3)
    rows = 0
    while d < datetime.date(2024, 12, 31) and rows < 150:
        nm = rng.choice(
            ["丙酮", "丙酮", "丙酮", "甲苯", "甲苯", "高锰酸钾", "硫酸(98%)", "盐酸(36%)"]
        )
        amt = {
            "丙酮": rng.choice([200, 300, 500, 500]),
            "甲苯": rng.choice([100, 200, 250]),
            "高锰酸钾": rng.choice([20, 35, 50]),
            "硫酸(98%)": rng.choice([50, 100]),
            "盐酸(36%)": rng.choice([50, 100]),
        }[nm]
        if stock[nm] - amt < 0:
            stock[nm] += {
                "丙酮": 10000,
                "甲苯": 6000,
                "高锰酸钾": 1000,
                "硫酸(98%)": 2000,
                "盐酸(36%)": 2000,
            }[nm]
            out.append(
                f"{d.isoformat():<12}{nm:<10}{'入库':>10}{stock[nm]:>10}  {'林晓':<8}{'采购入库':<26}刘洋"
            )
        stock[nm] -= amt
        u = rng.choice(users)
        out.append(
            f"{d.isoformat():<12}{nm:<10}{amt:>10}{stock[nm]:>10}  {u:<8}{rng.choice(uses[nm]):<26}{'林晓' if u != '林晓' else '刘洋'}"
        )
        rows += 1
        d += datetime.timedelta(days=rng.randint(1, 4))
    out += [
        "",
        "年末结存：" + "；".join(f"{k} {v}" for k, v in stock.items()),
        "月度核对：12/12 个月已核对，账物相符（核对人：林晓、刘洋）",
    ]
    return "\n".join(out)


def zh_inspection(rng):
    items = [
        ("危化品柜分类存放", "符合", ""),
        ("易制爆专柜双人双锁", "符合", "钥匙A 林晓 / 钥匙B 刘洋，登记本完整"),
        ("易制爆专柜出入库登记", "基本符合", "9月有 2 次领用未填写用途，已当场补登"),
        (
            "过期试剂",
            "不符合",
            "易制爆专柜内硝酸 2 瓶、过氧化氢 3 瓶已过期，限 10 月底前按危废处置",
        ),
        ("防火柜接地及自闭门", "符合", ""),
        ("通风橱风速", "符合", "FH-1 0.52 m/s，FH-2 0.48 m/s，FH-3 0.55 m/s"),
        ("气瓶固定", "符合", "N2×2、Ar×1 均双链固定"),
        ("洗眼器/喷淋", "符合", "周检记录完整"),
        ("危废暂存", "基本符合", "废液桶标签有 1 个未写产生日期"),
        ("安全信息牌", "符合", "责任人：周立衡，安全员：林晓"),
        ("灭火器", "符合", "2 具 4kg 干粉，压力正常，有效期 2026-05"),
        ("实验记录与台账", "符合", ""),
        ("人员培训", "基本符合", "赵敏培训证明已过期，建议尽快参加培训"),
    ]
    out = [
        "化学与材料学院 实验室安全检查记录表   检查日期：2025-09-23   房间：化学楼 B204   检查人：王丽娟、学院安全督导组（2 人）",
        "",
        f"{'序号':<4}{'检查项目':<20}{'结论':<8}说明",
    ]
    for i, (it, res, note) in enumerate(items, 1):
        out.append(f"{i:<4}{it:<20}{res:<8}{note}")
    out += [
        "",
        "整改要求：第 4 项限 2025-10-31 前完成；第 3、9、13 项当场/一周内整改。",
        "复查：学院 11 月安全检查时复查。",
        "课题组负责人签字：周立衡（电子签 2025-09-24）",
    ]
    return "\n".join(out)


def zh_history(rng):
    fixed = [
        (
            "2025-01-08",
            "WH-2025-01-0031",
            "硝酸(65%)",
            "500mL/瓶",
            4,
            "2.0 L",
            "上海沪科化学试剂有限公司",
            "已入库",
        ),
        (
            "2025-03-11",
            "WH-2025-03-0118",
            "硝酸银",
            "25g/瓶",
            2,
            "0.05 kg",
            "上海沪科化学试剂有限公司",
            "已入库",
        ),
        (
            "2025-04-02",
            "WH-2025-04-0092",
            "过氧化氢(30%)",
            "500mL/瓶",
            4,
            "2.0 L",
            "上海沪科化学试剂有限公司",
            "已入库",
        ),
        (
            "2025-05-22",
            "WH-2025-05-0207",
            "硝酸(65%)",
            "2.5L/瓶",
            2,
            "5.0 L",
            "上海沪科化学试剂有限公司",
            "已入库",
        ),
        (
            "2025-06-10",
            "WH-2025-06-0233",
            "高锰酸钾",
            "500g/瓶",
            2,
            "1.0 kg",
            "上海沪科化学试剂有限公司",
            "已入库",
        ),
        (
            "2025-07-08",
            "WH-2025-07-0311",
            "丙酮",
            "500mL/瓶",
            40,
            "20.0 L",
            "上海沪科化学试剂有限公司",
            "已入库",
        ),
        (
            "2025-07-08",
            "WH-2025-07-0311",
            "甲苯",
            "500mL/瓶",
            24,
            "12.0 L",
            "上海沪科化学试剂有限公司",
            "已入库",
        ),
        (
            "2025-02-06",
            "WH-2025-02-0064",
            "丙酮",
            "500mL/瓶",
            36,
            "18.0 L",
            "上海沪科化学试剂有限公司",
            "已入库",
        ),
    ]
    out = [
        "江临大学危险化学品管理平台 :: 采购记录   课题组：ZLH   年度：2025   范围：管制类   查询时间：2025-10-09 09:43",
        "",
        f"{'审批日期':<12}{'申请单号':<18}{'品名':<14}{'规格':<10}{'数量':>4}{'折合':>9}  {'供应商':<16}{'状态':<6}流向备案",
    ]
    for d, wid, nm, spec, q, eq, sup, st in sorted(fixed):
        fb = (
            "—"
            if "易制爆" not in next(c for n, cas, c, u in ZH_CHEMS if n == nm)
            else f"已备案 {d[:8]}{int(d[8:]) + rng.randint(1, 4):02d}"
        )
        out.append(f"{d:<12}{wid:<18}{nm:<14}{spec:<10}{q:>4}{eq:>9}  {sup:<16}{st:<6}{fb}")
    out += [
        "",
        "说明：硫酸、盐酸 2025-02-06 采购记录（WH-2025-02-0064 附单）已并入易制毒(三类)额度统计，未单列。",
        "",
        "普通危化品采购记录（近 90 天，节选）：",
    ]
    names = [
        "无水乙醇",
        "乙酸乙酯",
        "石油醚(60-90)",
        "二氯甲烷",
        "四氢呋喃",
        "正己烷",
        "N,N-二甲基甲酰胺",
        "乙腈",
        "甲醇",
        "三乙胺",
        "吡啶",
        "1,4-二氧六环",
        "氯苯",
    ]
    for i in range(64):
        d = datetime.date(2025, 7, 10) + datetime.timedelta(days=rng.randint(0, 88))
        out.append(
            f"{d.isoformat():<12}WH-2025-{d.month:02d}-{rng.randint(300, 999):04d}  {rng.choice(names):<14}{rng.choice(['500mL/瓶', '2.5L/瓶', '4L/桶']):<10}{rng.randint(2, 24):>4}  "
            f"{rng.choice(['上海沪科化学试剂有限公司', '杭州西溪科学仪器试剂有限公司', '南京科瑞生化试剂有限公司']):<16}已入库"
        )
    return "\n".join(out)


def zh_suppliers(rng):
    rows = [
        (
            "上海沪科化学试剂有限公司",
            "沪(浦)应急经字〔2022〕000318",
            "2025-10-18",
            "易燃液体/腐蚀品/氧化剂；易制毒三类；易制爆",
            "A",
            "平台默认",
        ),
        (
            "江苏华晟化学品有限公司",
            "苏(苏)应急经字〔2024〕001127",
            "2027-06-30",
            "易燃液体/腐蚀品/氧化剂/毒害品；易制毒二、三类；易制爆",
            "A",
            "自有危险品运输车队",
        ),
        (
            "杭州西溪科学仪器试剂有限公司",
            "浙(杭)应急经字〔2023〕000892",
            "2026-03-31",
            "易燃液体/腐蚀品；易制毒三类",
            "B",
            "不含易制爆",
        ),
        (
            "宁波甬辰化工贸易有限公司",
            "浙(甬)应急经字〔2023〕000415",
            "2026-08-15",
            "易燃液体/腐蚀品/氧化剂；易制爆",
            "B",
            "不含易制毒",
        ),
        (
            "南京科瑞生化试剂有限公司",
            "苏(宁)应急经字〔2021〕000233",
            "2025-12-31",
            "易燃液体/腐蚀品；易制毒三类",
            "B",
            "—",
        ),
        (
            "上海博纳化学技术有限公司",
            "沪(闵)应急经字〔2024〕000561",
            "2027-01-20",
            "易燃液体/腐蚀品/氧化剂；易制毒三类；易制爆",
            "B",
            "配送仅限工作日下午",
        ),
        (
            "杭州临平精细化工有限公司",
            "浙(杭)应急经字〔2022〕000774",
            "2025-11-30",
            "易燃液体；易制毒三类",
            "C",
            "近一年有 2 次配送延误记录",
        ),
        ("苏州德润实验耗材有限公司", "—", "—", "仅普通试剂与耗材", "A", "非危化品"),
    ]
    out = [
        "江临大学危险化学品管理平台 :: 协议供应商查询   条件：品类含 易制爆 且 易制毒(三类)   查询时间：2025-10-09 14:05",
        "",
        f"{'供应商':<18}{'危险化学品经营许可证':<26}{'有效期至':<12}{'评级':<4}经营范围（管制类）/备注",
    ]
    for name, lic, exp, scope, grade, note in rows:
        out.append(f"{name:<18}{lic:<26}{exp:<12}{grade:<4}{scope}；{note}")
    out += [
        "",
        "共 8 家；同时具备易制毒(三类)与易制爆经营范围且资质有效期晚于 2025-11-30 的：江苏华晟化学品有限公司、上海博纳化学技术有限公司。",
        "评级说明：A=近12个月无投诉无延误；B=有1次以内轻微问题；C=有2次及以上延误或投诉。",
    ]
    return "\n".join(out)


def zh_members(rng):
    out = [
        "江临大学危险化学品管理平台 :: 课题组人员与培训状态   课题组：ZLH   查询时间：2025-10-14 10:02",
        "",
        f"{'姓名':<8}{'身份':<16}{'人事状态':<22}{'危化品安全培训':<22}{'可任保管人'}",
    ]
    fixed = [
        ("周立衡", "教授/PI", "在编", "2024-09 合格（有效至 2026-09）", "是"),
        ("林晓", "实验师", "在编", "2025-03 合格（有效至 2027-03）", "是（现钥匙A）"),
        (
            "刘洋",
            "博士后",
            "合同至 2025-11-15（出站）",
            "2024-11 合格（有效至 2026-11）",
            "是（现钥匙B，将离校）",
        ),
        ("赵敏", "工程师", "在编", "2023-03 合格（已过期）", "否（培训过期）"),
        (
            "钱立",
            "副研究员",
            "在编（2025-10 至 2026-04 出国访学）",
            "2024-05 合格（有效至 2026-05）",
            "否（长期不在岗）",
        ),
    ]
    for r in fixed:
        out.append(f"{r[0]:<8}{r[1]:<16}{r[2]:<22}{r[3]:<22}{r[4]}")
    surn = "王李张刘陈杨黄吴周徐孙马朱胡郭何林罗高"
    given = [
        "子涵",
        "一鸣",
        "思远",
        "雨桐",
        "浩然",
        "欣怡",
        "俊杰",
        "梓萱",
        "宇航",
        "佳琪",
        "文博",
        "诗雨",
        "明轩",
        "可馨",
    ]
    for i in range(24):
        nm = rng.choice(surn) + rng.choice(given)
        role = rng.choice(["博士研究生", "博士研究生", "硕士研究生", "硕士研究生", "本科生(毕设)"])
        yr = rng.randint(2021, 2025)
        tr = rng.choice(["2025-09 合格", "2024-09 合格", "2025-03 合格", "未参加"])
        out.append(f"{nm:<8}{role:<16}{str(yr) + '级 在读':<22}{tr:<22}否（学生）")
    out += [
        "",
        "近期培训场次：2025-10-24（周五）14:00 化学楼报告厅，报名截止 10-22；2025-11-21（周五）14:00。培训当场考试，合格证次日在平台生效。",
        "变更保管人：在平台【储存柜管理】提交变更，经学院安全审核人确认；易制爆专柜同时须由保卫处更新流向系统中的保管人信息。",
    ]
    return "\n".join(out)


def build_hazchem():
    rng = random.Random(1203)
    c = Conv(
        "blind-zh-lab-hazchem-purchase",
        "ZLH 课题组管制类危化品采购审批",
        "你是江临大学化学与材料学院 ZLH 课题组的实验室管理助手。你可以查询学校危险化学品管理平台（额度、库存、储存柜、人员、协议供应商、审批流程），"
        "读取学校规章文件，提交平台申请与危废申报，向供应商询价下单，并发送企业微信消息。涉及提交、下单的操作须先征得用户同意。",
        ref_style="call-{}",
    )

    c.user(
        "我们组下个月开题实验要用一批危化品，帮我走一下学校的采购审批。清单：高锰酸钾 2 kg、硝酸(65%) 10 L、过氧化氢 30% 5 L、丙酮 20 L、甲苯 10 L。"
        "必须 10月20日 前到货。先帮我查一下额度和现有库存"
    )
    c.label(
        "user_goal",
        "为开题实验合规采购管制类危化品（高锰酸钾 2 kg、硝酸、过氧化氢 30% 5 L、丙酮 20 L、甲苯 10 L）并按时到货",
        ["高锰酸钾 2 kg", "丙酮 20 L"],
    )
    c.act(
        "我先查额度和 B204 的库存。",
        ("hazchem_platform", {"action": "quota", "group": "ZLH", "year": 2025}, zh_quota(rng)),
        (
            "hazchem_platform",
            {"action": "inventory", "room": "化学楼 B204", "group": "ZLH"},
            zh_inventory(rng),
        ),
        (
            "hazchem_platform",
            {"action": "purchase_history", "group": "ZLH", "year": 2025, "controlled_only": True},
            zh_history(rng),
        ),
    )
    c.say("""额度和库存查完了，结论先说：**硝酸超额度，其余都在额度内。**

| 品名 | 管制类别 | 本次申请 | 年度额度 | 已用 | 剩余 | 是否够 |
|---|---|---|---|---|---|---|
| 高锰酸钾 | 易制毒(三类)+易制爆 | 2 kg | 3.0 kg | 1.0 kg | 2.0 kg | 刚好够 |
| 硝酸(65%) | 易制爆 | 10 L | 12 L | 7 L | **5 L** | **超 5 L** |
| 过氧化氢(30%) | 易制爆 | 5 L | 10 L | 2 L | 8 L | 够 |
| 丙酮 | 易制毒(三类) | 20 L | 60 L | 38 L | 22 L | 够 |
| 甲苯 | 易制毒(三类) | 10 L | 30 L | 12 L | 18 L | 够 |

硝酸年度额度 12 L，已用 7 L，剩余 5 L。两个办法：
1. 这次只买 5 L（2 瓶 2.5 L）；
2. 提《管制类化学品额度追加申请》，要分管院长签字 + 实验室处审批，一般 10 个工作日，赶 10月20日 基本来不及。

库存方面：B204 现在有硝酸 3 瓶，其中 **2 瓶是 2023 年的、已过期**（JL23-031207/08），过氧化氢也有 3 瓶过期（JL24-011903）。平台提示要按危废流程处置，这个后面放柜子的时候也会用到。""")
    c.label("fact", "硝酸(65%) 年度额度 12 L，已用 7 L，剩余 5 L", ["剩余 5 L"])

    c.user(
        "硝酸改成 5 L 吧，追加额度来不及。流程具体怎么走？把学校的管理办法和操作指引翻一下，我要知道每一步要多久"
    )
    c.stale("硝酸原计划 10 L（超额度，改为 5 L）", ["硝酸(65%) 10 L"])
    c.label("decision", "硝酸只买 5 L（2 瓶），不申请追加额度", ["硝酸改成 5 L"])
    c.act(
        None,
        (
            "doc_read",
            {
                "path": "规章制度/江临大学危险化学品安全管理办法(2024修订).pdf",
                "sections": ["第三章", "第四章", "第五章", "第六章"],
            },
            ZH_REG,
        ),
        ("doc_read", {"path": "规章制度/管制类危险化学品采购操作指引_2025.03.pdf"}, ZH_GUIDE),
    )
    c.label(
        "fact",
        "易制爆购买后5日内须由保卫处通过易制爆危险化学品流向信息系统备案；第三类易制毒须先取得购买备案证明（约3个工作日）才能下单",
        ["易制爆危险化学品流向信息系统", "5日内"],
    )
    c.say("""按《管理办法》第十四至十七条和实验室处的操作指引，整理如下：

**审批链（平台内）**
1. 我们在平台提交申请（品名、规格、数量、**用途**、存放地点、**双人保管人**）
2. 学院实验室安全审核人审核 —— 约 1 个工作日
3. 实验室处审核 —— 1-2 个工作日
4. 保卫处审核 + 办理公安备案 —— 1 个工作日

**公安备案（两类要求不一样）**
- **易制毒（三类）**：高锰酸钾、丙酮、甲苯。必须**先**由保卫处办《第三类易制毒化学品购买备案证明》，拿到后才能下单，材料齐全后约 **3 个工作日**（可与保卫处审核并行）。
- **易制爆**：高锰酸钾、硝酸、过氧化氢。**买完以后 5日内**，由我们提供入库信息，保卫处在"易制爆危险化学品流向信息系统"里备案。

**到货与存放**
- 两名保管人共同验收、平台签收、贴条码（第二十一条）
- 易制爆必须进双人双锁专柜，**氧化剂与还原剂、强酸与有机物不能同格**（第二十二条）
- 储存柜剩余容量不够会被实验室处直接退回（指引 二-4）

**时间估算**：指引给的是 8-12 个工作日。今天 10月9日（周四）提交，顺利的话 10月14日 左右走完审批、10月17日 前后拿到备案证明，下单后供应商 2-5 个工作日 → **最快 10月21日 前后到货，10月20日 很悬。**

另外指引里列的常见退回原因值得注意：用途写得太简单、保管人培训过期、供应商资质问题、柜子容量不足、一张单混多个供应商。""")

    c.user("存放呢？我们B204那个易制爆柜子好像满了。查一下柜子情况")
    c.act(
        None,
        ("hazchem_platform", {"action": "cabinets", "room": "化学楼 B204"}, zh_cabinets(rng)),
        (
            "hazchem_platform",
            {"action": "inspection_report", "room": "化学楼 B204", "latest": True},
            zh_inspection(rng),
        ),
    )
    c.label(
        "fact",
        "易制爆专柜 B204-YZB-01 占用 92%，隔层 3（酸）已满；过期试剂处置后可释放约 40% 容量",
        ["B204-YZB-01", "92%"],
    )
    c.say("""**B204-YZB-01（易制爆专柜）占用 92%**，确实放不下：

- 隔层 3（酸/氧化性酸）已满 —— 新来的 2 瓶硝酸没地方放
- 隔层 2（液体氧化剂）只剩约 1.5 L —— 过氧化氢 5 L 放不下
- 隔层 1（固体氧化剂）还有约 3 kg —— 高锰酸钾 2 kg 可以放

丙酮、甲苯进防火柜 B204-FH-02（还有约 48 L），没问题。

解决办法：
1. **过期试剂走危废**：2 瓶过期硝酸 + 3 瓶过期过氧化氢，平台估计能腾出约 40%，正好空出隔层 2、3。学院每月 15 日集中收运，需要提前在平台申报 —— 下一次是 **10月15日**。
2. **长期**：再申购一个易制爆专柜。资产申购一般要 4-6 周，这次用不上，但组里管制类用量在涨，建议一起提。

注意：申请单上填的存放位置要有足够余量，否则实验室处会退回。所以危废申报最好今天就提，审核时能看到处置计划。""")

    c.user("过期的送危废，新柜子也申请一个，长期肯定不够。供应商这边平台默认是沪科，先让沪科报个价")
    hk_txt, hk_total = zh_quote_table(
        rng,
        "上海沪科化学试剂有限公司",
        "HK-Q-20251009-057",
        HK_ITEMS,
        "备注：易制毒、易制爆品种须凭采购单位公安备案证明发货；危险品专车配送，工作日 9:00-16:00 送达。联系人：蒋磊 139-1673-0285",
    )
    c.act(
        None,
        (
            "hazchem_platform",
            {
                "action": "waste_declare",
                "room": "化学楼 B204",
                "items": ["JL23-031207", "JL23-031208", "JL24-011903"],
                "reason": "过期",
                "pickup": "学院10月集中收运",
            },
            "危废申报已提交：FW-2025-1015-037\n  品目：硝酸(65%) 2.5L×2（JL23-031207、JL23-031208）；过氧化氢(30%) 500mL×3（JL24-011903）\n"
            "  废物类别：HW34 废酸 / HW49 其他废物（氧化性）\n  收运批次：化学与材料学院 10月集中收运（10月15日 9:00-11:30，化学楼北侧危废暂存间）\n"
            "  要求：原包装、标签完整、贴危废标签；管制类品种须两名保管人到场交接，交接后平台自动注销库存并通知保卫处更新备案。\n  状态：待学院审核",
        ),
        (
            "asset_platform",
            {
                "action": "purchase_request",
                "item": "易制爆危险化学品专用储存柜（双人双锁，钢制，≥4 隔层，耐腐蚀内衬）",
                "qty": 1,
                "location": "化学楼 B204",
                "budget_source": "课题组经费 ZLH-2025-KY-031",
                "est_price": 6800,
            },
            "资产申购单已创建：ZC-2025-0877\n  品名：易制爆危险化学品专用储存柜 ×1   预算：6,800.00 元   经费：ZLH-2025-KY-031\n"
            "  流程：课题组负责人确认 → 学院资产秘书 → 国资处（10万元以下走网上超市/框架协议）\n  状态：待课题组负责人（周立衡）确认\n  预计周期：4-6 周（含到货安装）\n"
            "  提示：放置位置须满足通风要求，危化品专柜需实验室处现场确认摆放点位。",
        ),
        (
            "supplier_quote",
            {
                "supplier": "上海沪科化学试剂有限公司",
                "items": [{"name": n, "spec": s, "qty": q} for n, s, b, q, p, l in HK_ITEMS],
            },
            hk_txt,
        ),
    )
    c.label(
        "decision",
        "过期硝酸 2 瓶和过氧化氢 3 瓶走危废，10月15日学院集中收运（申报 FW-2025-1015-037）",
        ["FW-2025-1015-037"],
    )
    c.label(
        "pending_action",
        "新易制爆专柜资产申购 ZC-2025-0877 待周老师确认及后续审批（4-6 周），放置点位需实验室处现场确认",
        ["ZC-2025-0877"],
    )
    c.say(f"""三件事都办了：

- **危废申报 FW-2025-1015-037**：过期硝酸 2 瓶 + 过氧化氢 3 瓶，**10月15日** 上午收运。管制类要两名保管人到场交接（你和刘洋）。
- **新专柜申购 ZC-2025-0877**：预算 6,800 元，走课题组经费，现在卡在**周老师确认**这一步，周期 4-6 周。另外摆放点位要实验室处现场看。
- **沪科报价**（HK-Q-20251009-057）：5 项合计 **{hk_total:,.2f} 元**，含税含危险品专车，交期 2 天。易制毒/易制爆凭我们的公安备案证明发货。

你要是没问题，我就按沪科这个报价在平台填申请单。""")

    c.user("行，按沪科的报价填申请单提交吧。学院那边审核人是王老师。保管人先写我和刘洋")
    c.act(
        None,
        (
            "hazchem_platform",
            {
                "action": "purchase_apply",
                "group": "ZLH",
                "applicant": "林晓",
                "supplier": "上海沪科化学试剂有限公司",
                "quote": "HK-Q-20251009-057",
                "items": [{"name": n, "spec": s, "qty": q} for n, s, b, q, p, l in HK_ITEMS],
                "storage": {"易制爆": "B204-YZB-01", "易制毒": "B204-FH-02"},
                "keepers": ["林晓", "刘洋"],
                "purpose": "开题实验（待补充详细用途）",
                "note": "B204-YZB-01 过期试剂已申报危废 FW-2025-1015-037",
            },
            "申请单已创建：WH-2025-10-0342（草稿→已提交）\n  课题组：ZLH   申请人：林晓   金额：1,749.00 元\n"
            "  审批流：[1] 学院实验室安全审核人 王丽娟（待审） → [2] 实验室处 危化品科 → [3] 保卫处 治安科（含易制毒购买备案）\n"
            "  ⚠ 平台自动校验：\n"
            "    [警告] 供应商 上海沪科化学试剂有限公司《危险化学品经营许可证》有效期至 2025-10-18（续证办理中）。本单含易制爆品种，按《管理办法》第十五条，"
            "供应商资质须在到货之日仍有效；按当前审批与备案周期，预计到货日晚于 2025-10-18，保卫处审核将退回。\n"
            "    [提示] 用途说明过于简单（'开题实验'），建议写明实验项目、反应类型、预计用量（操作指引 二-1）。\n"
            "    [提示] 存放位置 B204-YZB-01 当前占用 92%，已关联危废申报 FW-2025-1015-037，审核人可见。\n"
            "  可在审批人审核前撤回修改。",
        ),
    )
    c.label("reference", "危化品采购申请单 WH-2025-10-0342", ["WH-2025-10-0342"])
    c.label(
        "fact",
        "原供应商的危险化学品经营许可证 2025-10-18 到期，预计到货晚于此日，保卫处会退回",
        ["2025-10-18"],
    )
    c.say("""申请单 **WH-2025-10-0342** 已提交，但平台校验报了一个硬问题，我之前看报价时没注意到：

> **沪科的《危险化学品经营许可证》2025-10-18 到期**（续证办理中）。易制爆品种要求供应商资质在**到货当天**仍有效，按现在的审批+备案周期，到货肯定晚于 10-18，保卫处会退回。

另外两个提示：
- 用途写的"开题实验"太简单，会被退（指引二-1），需要补实验项目、反应类型、预计用量；
- 柜子容量问题平台已经关联了危废申报，审核人能看到。

建议趁王老师还没审，先撤回改供应商。要我查一下其他协议供应商吗？""")

    c.user("那就换供应商。看看有没有别的协议供应商能做易制爆的，价格也比一下")
    hs_txt, hs_total = zh_quote_table(
        rng,
        "江苏华晟化学品有限公司",
        "（平台挂牌价，非正式报价）",
        HS_ITEMS,
        "备注：华晟自有危险品运输车队，江临大学校区每周二、四、五配送；易制毒/易制爆品种凭公安备案证明发货，发货后提供随货清单用于流向备案。",
    )
    c.act(
        None,
        (
            "hazchem_platform",
            {"action": "suppliers", "scope": ["易制爆", "易制毒(三类)"]},
            zh_suppliers(rng),
        ),
        (
            "supplier_quote",
            {
                "supplier": "江苏华晟化学品有限公司",
                "mode": "catalog",
                "items": [{"name": n, "spec": s, "qty": q} for n, s, b, q, p, l in HS_ITEMS],
            },
            hs_txt,
        ),
    )
    c.say(f"""协议供应商里，**同时能做易制毒(三类)和易制爆、资质有效期又够长**的只有两家：

| 供应商 | 许可证有效期 | 评级 | 备注 |
|---|---|---|---|
| 江苏华晟化学品有限公司 | 2027-06-30 | A | 自有危险品车队，每周二/四/五送我们校区 |
| 上海博纳化学技术有限公司 | 2027-01-20 | B | 只在工作日下午配送 |

华晟挂牌价 5 项合计 **{hs_total:,.2f} 元**，比沪科（{hk_total:,.2f} 元）贵 {hs_total - hk_total:,.2f} 元，交期 3 天。

建议：**5 项全部换华晟**，而不是只把易制爆换掉 —— 指引二-5 提到一张单混多个供应商会导致备案信息不一致被退回；拆两张单又要走两遍审批。多花不到一百块，省一轮流程。

确认的话我找华晟出正式报价单，再改申请单。""")

    c.user(
        "全部换华晟。申请单改一下。另外王老师调去研究生院了，学院安全审核现在是陈志远老师，审核人也改一下"
    )
    c.stale("供应商原为上海沪科化学试剂有限公司（资质 10-18 到期，全部改为华晟）", ["沪科"])
    c.stale("学院安全审核人原为王丽娟（调研究生院，改为陈志远）", ["王丽娟"])
    c.label("fact", "学院实验室安全审核人现为陈志远老师", ["陈志远"])
    c.act(
        "先找华晟要正式报价。",
        (
            "supplier_quote",
            {
                "supplier": "江苏华晟化学品有限公司",
                "mode": "formal",
                "customer": "江临大学化学与材料学院 ZLH 课题组",
                "items": [{"name": n, "spec": s, "qty": q} for n, s, b, q, p, l in HS_ITEMS],
            },
            zh_quote_table(
                rng,
                "江苏华晟化学品有限公司",
                "HS-2025-1187",
                HS_ITEMS,
                "备注：本报价单可直接上传江临大学危险化学品管理平台。许可证：苏(苏)应急经字〔2024〕001127（有效期至 2027-06-30）。"
                "销售：顾婷 138-6215-0937。",
            )[0],
        ),
    )
    c.label(
        "decision",
        "5 项全部改由江苏华晟化学品有限公司供货（正式报价 HS-2025-1187，1,838.00 元）",
        ["华晟", "HS-2025-1187"],
    )
    c.act(
        "报价单到了，撤回申请单改供应商和审核人。",
        (
            "hazchem_platform",
            {
                "action": "purchase_update",
                "id": "WH-2025-10-0342",
                "withdraw_first": True,
                "supplier": "江苏华晟化学品有限公司",
                "quote": "HS-2025-1187",
                "reviewer_college": "陈志远",
            },
            "申请单 WH-2025-10-0342 已撤回并修改（版本 2）\n  变更：供应商 上海沪科化学试剂有限公司 → 江苏华晟化学品有限公司；报价单 HK-Q-20251009-057 → HS-2025-1187；金额 1,749.00 → 1,838.00 元\n"
            "  变更：学院审核人 王丽娟 → 陈志远（学院管理员已于 2025-10-08 更新审核人配置）\n"
            "  平台自动校验：供应商资质 ✓（有效期至 2027-06-30）  存放位置：⚠ 仍依赖危废处置（FW-2025-1015-037）  用途说明：⚠ 过于简单\n"
            "  状态：草稿（用途说明补充后可提交）",
        ),
    )
    c.say("""改好了，**WH-2025-10-0342 版本 2**：
- 供应商 → 江苏华晟化学品有限公司，正式报价 **HS-2025-1187**，1,838.00 元
- 学院审核人 → 陈志远
- 资质校验通过

现在还是**草稿**，差用途说明。你给我几句实验内容，我来写成符合指引要求的版本；或者我先按课题方向起草你再改？""")

    c.user(
        "你先起草。开题是做有机光电材料，高锰酸钾是氧化反应，硝酸是硝化，丙酮甲苯做溶剂和重结晶，过氧化氢是氧化和清洗。顺便问下易制毒备案保卫处要什么材料"
    )
    c.act(
        None,
        (
            "hazchem_platform",
            {"action": "ledger_export", "group": "ZLH", "year": 2024, "category": "易制毒(三类)"},
            zh_ledger(rng),
        ),
        (
            "doc_read",
            {"path": "保卫处/第三类易制毒化学品购买备案材料清单_校内版.docx"},
            "《第三类易制毒化学品购买备案材料清单》（江临大学保卫处 治安科，2025年版）\n\n"
            "由保卫处统一向江临市公安局西湖分局办理，课题组提供以下材料（平台上传）：\n"
            "1. 《第三类易制毒化学品购买备案申请表》（平台自动生成，课题组负责人电子签名）\n"
            "2. 用途说明：写明科研项目名称/编号、所用反应、各品种预计用量及用完时间，不少于 100 字\n"
            "3. 供应商《危险化学品经营许可证》复印件（平台从供应商档案自动调取）\n"
            "4. 经办人（实验室安全员）身份证复印件\n"
            "5. 储存条件说明：储存柜编号、照片、双人保管人名单及培训证明\n"
            "6. 上一年度本课题组易制毒化学品使用台账（平台导出）\n\n"
            "办理时限：材料齐全、保卫处审核通过后 3 个工作日。备案证明一次有效，有效期 3 个月，须在有效期内完成购买。\n"
            "注意：备案证明上的品种、数量、供应商须与申请单一致；任何一项变更须重新备案。\n"
            "联系人：孙国栋 0571-8820-3102（周一至周五 8:30-11:30，14:00-17:00）",
        ),
    )
    c.say("""**用途说明（草稿）**

> 本课题组开题实验项目"基于给体-受体结构的有机光电材料的合成与性能研究"（ZLH-2025-KY-031），2025年10月至2026年1月进行。
> - 高锰酸钾 2 kg：用于芳香侧链及烯烃的氧化反应，制备羧酸类中间体，预计每批次 100-200 g，共 10-12 批；
> - 硝酸(65%) 5 L：用于芳香化合物的硝化反应制备硝基中间体，预计每批次 200-300 mL；
> - 过氧化氢(30%) 5 L：用于硫醚氧化制备砜类化合物及玻璃器皿清洗；
> - 丙酮 20 L、甲苯 10 L：用作反应溶剂及产物重结晶溶剂。
> 以上试剂预计于 2026年1月前用完，存放于化学楼 B204 易制爆专柜（B204-YZB-01）及防火柜（B204-FH-02），由林晓、刘洋双人保管。

**保卫处备案材料**（大部分平台自动生成/调取）：
1. 备案申请表 —— 平台生成，**周老师电子签名**
2. 用途说明 —— 上面这段（≥100 字，已满足）
3. 供应商许可证 —— 平台自动调华晟档案
4. **你的身份证复印件**
5. 储存条件说明 —— 柜号、**柜子照片**、保管人名单和培训证明
6. 去年的易制毒使用台账 —— 我已经导出了（ZLH_易制毒台账_2024.xlsx），12 个月都有月度核对记录，平台自动附到申请单了

备案证明**一次有效、3 个月有效期**，而且品种/数量/供应商要和申请单一致 —— 幸好供应商是在备案前换的。""")

    c.user(
        "可以，用途就这么写，提交申请单，备案材料也一起报上去。另外开题推迟了一周，到货最晚 10月27日 就行"
    )
    c.stale("到货截止原为10月20日（开题推迟一周，改为10月27日）", ["10月20日"])
    c.label("fact", "开题推迟一周，到货截止改为10月27日", ["10月27日"])
    c.act(
        None,
        (
            "hazchem_platform",
            {
                "action": "purchase_submit",
                "id": "WH-2025-10-0342",
                "purpose": "（见用途说明全文，约 260 字）",
                "attachments": [
                    "用途说明",
                    "身份证复印件-林晓",
                    "B204-YZB-01照片",
                    "B204-FH-02照片",
                    "2024易制毒台账",
                ],
            },
            "申请单 WH-2025-10-0342（版本 2）已提交。\n  当前节点：[1] 学院实验室安全审核人 陈志远（待审）\n  自动校验：全部通过（存放位置依赖危废处置，已备注）\n  预计完成审批：2025-10-14",
        ),
        (
            "security_filing",
            {
                "action": "submit",
                "type": "第三类易制毒化学品购买备案",
                "apply_id": "WH-2025-10-0342",
                "items": ["高锰酸钾 2 kg", "丙酮 20 L", "甲苯 10 L"],
                "supplier": "江苏华晟化学品有限公司",
                "signer": "周立衡",
            },
            "保卫处备案受理：BW-YZD-2025-1031\n  品种：高锰酸钾 2 kg；丙酮 20 L；甲苯 10 L   供应商：江苏华晟化学品有限公司\n"
            "  状态：材料预审中（待申请单保卫处节点通过后正式报送公安分局）\n  负责人电子签名：周立衡 —— 待签（已向周立衡发送签名提醒）",
        ),
    )
    c.label("reference", "保卫处易制毒购买备案受理号 BW-YZD-2025-1031", ["BW-YZD-2025-1031"])
    c.say("""都报上去了：
- 申请单 WH-2025-10-0342 v2 已提交，现在在**陈志远老师**那儿，平台预计 10-14 审批走完。
- 易制毒购买备案受理号 **BW-YZD-2025-1031**，等申请单到保卫处节点后正式报公安分局。**周老师的电子签名还没签**，平台已经发了提醒，你最好再当面提一句。

按 10月27日 倒推：10-14 审批完 → 约 10-17 出备案证明 → 下单后华晟 3 天，最晚 10-22 左右到，有几天余量。""")

    c.user("周老师刚问，乙醚能不能顺便加进这一单？下学期做格氏反应要用")
    c.say("""不建议加进这一单，原因有三个：

1. **乙醚是易制毒第二类**，不是第三类。二类的购买备案材料和审批跟三类不一样，储存也要**专柜双人双锁**（管理办法附表），B204 现在没有空的二类专柜位置。
2. 保卫处的材料清单写明：**备案证明上的品种、数量、供应商必须和申请单一致，任何一项变更都要重新备案**。现在加品种 = 撤回 WH-2025-10-0342、重走三级审批、BW-YZD-2025-1031 重新报，10月27日 基本保不住。
3. 下学期才用，时间上不急。

建议：这一单保持原样，乙醚下学期另外提一张申请单，到时候和新专柜（ZC-2025-0877）一起考虑存放。""")

    c.user("行，那乙醚下学期单独申请，这单不动")
    c.label(
        "decision",
        "乙醚（易制毒二类）不加入本单，下学期单独申请，避免重走审批与备案",
        ["乙醚", "单独申请"],
    )
    c.say(
        "好的，WH-2025-10-0342 保持不变。乙醚的事我记在待办里，下学期提单时提醒你，连同二类专柜的存放一起准备。"
    )

    c.user("刘洋下个月15号出站，保管人得换人。换谁合适？学校对保管人有什么要求")
    c.label(
        "open_issue",
        "刘洋（钥匙B 保管人）11月中旬出站，易制爆专柜第二保管人需要更换",
        ["刘洋", "出站"],
    )
    c.act(
        None,
        (
            "hazchem_platform",
            {"action": "members", "group": "ZLH", "include": ["training", "hr_status"]},
            zh_members(rng),
        ),
    )
    c.say("""按《管理办法》第二十四条：保管人要是**在编教职工或经学院备案的长期在岗人员**，并且**危化品安全培训在有效期内**；离校前要完成交接、在平台变更。

组里能当保管人的人其实很少：

| 人员 | 情况 | 能否接钥匙B |
|---|---|---|
| 周立衡 | PI，培训有效 | 可以，但 PI 管钥匙不现实 |
| 林晓 | 已是钥匙A | 不能一人两把 |
| 刘洋 | 11-15 出站 | 要交出 |
| **赵敏** | 工程师，在编，但**培训 2023-03 已过期** | 培训后可以 |
| 钱立 | 10 月起出国访学半年 | 不行 |
| 学生 | —— | 不行 |

**建议赵敏**：报 **10月24日** 那场培训（10-22 截止报名），当场考试，第二天合格证生效，然后在平台提交保管人变更，陈老师确认，保卫处同步更新流向系统。11-15 之前完全来得及。

这次到货验收还是你和刘洋，不受影响。""")
    c.label(
        "pending_action",
        "赵敏参加 10月24日 危化品安全培训（10-22 前报名），合格后在平台变更为易制爆专柜钥匙B 保管人",
        ["赵敏", "10月24日"],
    )

    c.user("就赵敏吧，企业微信跟她说一下让她报名。备案证明下来没有？")
    c.act(
        None,
        (
            "wecom_send",
            {
                "to": "赵敏",
                "text": "赵老师好，刘洋11月15日出站，组里易制爆专柜（B204-YZB-01）的第二保管人想请您接任。按学校规定保管人需培训在有效期内，您的培训证明2023年已过期，麻烦报名10月24日（周五）14:00化学楼报告厅的危化品安全培训（10月22日前报名），合格后我们在平台提交保管人变更。谢谢！——林晓",
            },
            "消息已发送（企业微信，2025-10-14 10:31），对方状态：已读",
        ),
        (
            "security_filing",
            {"action": "status", "id": "BW-YZD-2025-1031"},
            "备案 BW-YZD-2025-1031\n  2025-10-10 16:22  周立衡 电子签名完成\n  2025-10-13 11:05  申请单 WH-2025-10-0342 保卫处节点审核通过（孙国栋）\n"
            "  2025-10-13 15:40  已报送江临市公安局西湖分局\n  2025-10-14 09:30  已出证\n"
            "  备案证明编号：JLGA-YZD-2025-0619   品种/数量：高锰酸钾 2 kg；丙酮 20 L；甲苯 10 L   供应商：江苏华晟化学品有限公司\n"
            "  有效期：2025-10-14 至 2026-01-13（一次有效）\n  电子证明已推送至平台申请单附件，并同步供应商发货系统。",
        ),
    )
    c.label(
        "reference",
        "第三类易制毒化学品购买备案证明 JLGA-YZD-2025-0619（有效期至 2026-01-13，一次有效）",
        ["JLGA-YZD-2025-0619"],
    )
    c.say("""- 赵敏那边消息已读。
- **备案证明下来了**：**JLGA-YZD-2025-0619**，今天 9:30 出证，有效期到 2026-01-13，一次有效，已经推到平台和华晟的发货系统。周老师 10-10 就签了，保卫处 10-13 审过。

只差确认实验室处那一步是不是也过了，过了就能下单。要我查完直接下单吗？""")

    c.user("好，审批都过了就直接下单")
    c.act(
        None,
        (
            "hazchem_platform",
            {"action": "purchase_status", "id": "WH-2025-10-0342"},
            "申请单 WH-2025-10-0342（版本 2）  状态：审批通过，可下单\n"
            "  [1] 学院实验室安全审核人 陈志远   通过  2025-10-13 09:12  意见：同意。\n"
            "  [2] 实验室处 危化品科 何静       通过  2025-10-13 10:47  意见：同意。存放要求：硝酸与高锰酸钾须分格存放，请确认专柜是否有独立隔层；"
            "危废 FW-2025-1015-037 处置完成前，新到易制爆品种不得入柜。\n"
            "  [3] 保卫处 治安科 孙国栋         通过  2025-10-13 11:05  意见：同意。易制毒购买备案已办结（JLGA-YZD-2025-0619）。易制爆品种到货入库后5日内提供入库信息办理流向备案。\n"
            "  订单：未下达",
        ),
    )
    c.label(
        "open_issue",
        "实验室处要求硝酸与高锰酸钾分格存放、需确认专柜是否有独立隔层，且危废处置完成前新易制爆品不得入柜",
        ["须分格存放"],
    )
    c.act(
        "三级都通过了，下单；顺便把五个品种的 SDS 储存要点调出来，核对一下分格的要求。",
        (
            "sds_lookup",
            {
                "cas": ["7722-64-7", "7697-37-2", "7722-84-1", "67-64-1", "108-88-3"],
                "sections": ["2", "7", "10"],
            },
            ZH_SDS,
        ),
        (
            "hazchem_platform",
            {
                "action": "place_order",
                "id": "WH-2025-10-0342",
                "supplier": "江苏华晟化学品有限公司",
                "quote": "HS-2025-1187",
                "delivery": {
                    "address": "江临大学化学楼 B204",
                    "receivers": ["林晓", "刘洋"],
                    "window": "工作日 9:00-16:00",
                },
            },
            "订单已下达：HS-SO-251014-22\n  供应商：江苏华晟化学品有限公司   金额：1,838.00 元   附件：报价单 HS-2025-1187、备案证明 JLGA-YZD-2025-0619\n"
            "  供应商确认：2025-10-14 11:20  预计送达：10月17日（周五）9:00-12:00，危险品专车，车牌 苏E·D3172\n"
            "  收货人：林晓、刘洋（须两人同时在场验收，凭工作证）\n  校门入校登记：已由平台推送保卫处东门岗",
        ),
    )
    c.label(
        "reference",
        "订单 HS-SO-251014-22，华晟预计10月17日上午危险品专车送达，林晓、刘洋双人验收",
        ["HS-SO-251014-22", "10月17日"],
    )
    c.say("""订单 **HS-SO-251014-22** 已下，华晟确认 **10月17日（周五）上午** 危险品专车送到 B204，你和刘洋两人凭工作证验收。比 10月27日 提前 10 天。

实验室处审批附了两个存放条件，要注意：
1. **硝酸和高锰酸钾必须分格放**，让我们确认专柜有独立隔层 —— YZB-01 有 4 个隔层，高锰酸钾在隔层 1、硝酸在隔层 3，按理是满足的，但他们要的是"确认"，可能会来现场看。SDS 也对得上：高锰酸钾的禁配物里有浓硫酸和**过氧化氢**，所以过氧化氢不能图方便塞进隔层 1，必须放隔层 2；丙酮、甲苯在防火柜，和氧化剂完全分开。
2. **危废 FW-2025-1015-037 处置完之前，新到的易制爆不能入柜** —— 收运是 10-15，货 10-17 到，顺序上刚好。15 号那天要你和刘洋两人到场交接。""")

    c.user("总结一下现在的状态和还没做完的事，我转给周老师")
    c.say("""**ZLH 课题组 管制类危化品采购 —— 进度（10月14日）**

**已完成**
- 申请单 **WH-2025-10-0342**（v2）三级审批通过：学院 陈志远 → 实验室处 何静 → 保卫处 孙国栋
- 供应商：**江苏华晟化学品有限公司**，报价 HS-2025-1187，1,838.00 元（原平台默认供应商资质 10-18 到期，已更换）
- 品种：高锰酸钾 2 kg、硝酸(65%) 5 L（受年度额度限制）、过氧化氢(30%) 5 L、丙酮 20 L、甲苯 10 L
- 易制毒购买备案证明 **JLGA-YZD-2025-0619**（至 2026-01-13，一次有效）
- 订单 **HS-SO-251014-22**，**10月17日** 上午送达（开题所需最晚 10月27日）

**待办**
1. **10月15日** 上午危废收运（FW-2025-1015-037）：林晓、刘洋到场交接 2 瓶过期硝酸、3 瓶过期过氧化氢 —— 不处置完新货不能入柜
2. **10月17日** 到货：林晓、刘洋双人验收、平台签收、贴条码；硝酸放隔层 3、高锰酸钾放隔层 1，分格存放
3. 到货入库后 5 日内（**最晚 10月22日**）向保卫处提供入库信息，办理易制爆流向备案（高锰酸钾、硝酸、过氧化氢）
4. 赵敏 10月24日 参加培训 → 平台变更钥匙B 保管人（刘洋 11-15 出站前完成交接）
5. 新专柜 ZC-2025-0877：**需周老师在资产平台确认**，之后 4-6 周；放置点位需实验室处现场确认

**未决**
- 实验室处要求确认专柜"独立隔层"是否满足硝酸/高锰酸钾分格 —— 还没回复他们，可能需要现场检查
- 刘洋出站后的第二保管人，要等赵敏培训合格才能落实""")
    c.label(
        "pending_action",
        "到货入库后5日内（最晚10月22日）向保卫处提供入库信息办理易制爆流向备案",
        ["最晚 10月22日"],
    )
    return c


# =====================================================================================
# 4. 健身连锁闭店会员迁移 (Chinese)
# =====================================================================================

ZH_SURN = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤"
ZH_GIVEN1 = "子一思雨浩欣俊梓宇佳文诗明可嘉晓志建国海春秋丽静伟磊敏婷军燕"
ZH_GIVEN2 = "涵鸣远桐然怡杰萱航琪博雨轩馨怡豪华平强芳娜勇霞刚洁琳彤阳"


def zh_name_masked(rng):
    return rng.choice(ZH_SURN) + "*" + rng.choice(ZH_GIVEN2)


def zh_phone(rng):
    return f"1{rng.choice('35789')}{rng.randint(0, 9)}****{rng.randint(1000, 9999)}"


def gym_counts(rng):
    out = [
        "member_db> SELECT card_type, status, COUNT(*) ... FROM members WHERE home_store='BJ01' AND status<>'已过期' GROUP BY 1,2;",
        "-- 会员中台 2.0（prod 只读副本） 2025-10-13 09:18:44  门店 BJ01 = 滨江店",
        "",
        f"{'card_type':<10}{'status':<8}{'count':>7}{'实付合计(元)':>14}{'剩余价值(元)':>14}",
        f"{'年卡':<10}{'有效':<8}{1203:>7}{4017720:>14,}{2406000:>14,}",
        f"{'季卡':<10}{'有效':<8}{318:>7}{318 * 1080:>14,}{158000:>14,}",
        f"{'月卡':<10}{'有效':<8}{97:>7}{97 * 399:>14,}{19400:>14,}",
        f"{'次卡(20次)':<10}{'有效':<8}{104:>7}{104 * 960:>14,}{62400:>14,}",
        f"{'储值卡':<10}{'有效':<8}{124:>7}{'—':>14}{186000:>14,}",
        f"{'合计':<10}{'':<8}{1846:>7,}",
        "",
        "(5 rows + total)  冻结: 0 rows",
        "",
        "member_db> SELECT COUNT(DISTINCT member_id), SUM(remaining_sessions) FROM pt_packages WHERE store='BJ01' AND remaining_sessions>0;",
        "count  remaining_sessions  remaining_value",
        "  176                2,931       1,120,000",
        "",
        "member_db> SELECT coach, COUNT(DISTINCT member_id) students, SUM(remaining_sessions) FROM pt_packages WHERE store='BJ01' AND remaining_sessions>0 GROUP BY coach;",
        f"{'coach':<8}{'students':>9}{'sessions':>10}",
    ]
    coaches = [
        ("赵磊", 31, 548),
        ("孙可", 27, 433),
        ("钱一帆", 24, 390),
        ("李娜", 22, 371),
        ("周航", 20, 322),
        ("吴思远", 19, 301),
        ("郑彤", 18, 296),
        ("冯博", 15, 270),
    ]
    for cname, st, ss in coaches:
        out.append(f"{cname:<8}{st:>9}{ss:>10}")
    out += [
        "",
        "member_db> SELECT member_id, name_masked, phone_masked, card_type, start_date, expire_date, paid, status FROM members WHERE home_store='BJ01' ORDER BY random() LIMIT 80;",
        f"{'member_id':<11}{'name':<6}{'phone':<13}{'card':<10}{'start':<12}{'expire':<12}{'paid':>7}  status",
    ]
    for i in range(80):
        ct = rng.choice(["年卡"] * 6 + ["季卡", "季卡", "月卡", "次卡(20次)", "储值卡"])
        st = datetime.date(2024, 11, 1) + datetime.timedelta(days=rng.randint(0, 340))
        dur = {"年卡": 365, "季卡": 90, "月卡": 30, "次卡(20次)": 180, "储值卡": 730}[ct]
        paid = {
            "年卡": rng.choice([2980, 3280, 3580, 3980]),
            "季卡": 1080,
            "月卡": 399,
            "次卡(20次)": 960,
            "储值卡": rng.choice([1000, 2000, 3000]),
        }[ct]
        exp = st + datetime.timedelta(days=dur)
        if exp < datetime.date(2025, 10, 14):
            exp = exp + datetime.timedelta(days=dur)
        out.append(
            f"LX{rng.randint(200000, 299999):07d} {zh_name_masked(rng):<5}{zh_phone(rng):<13}{ct:<10}{st.isoformat():<12}{exp.isoformat():<12}{paid:>7}  有效"
        )
    return "\n".join(out)


def gym_refund_est(
    fee, annual_rem=2406000, note="数据源：会员中台 2.0 prod 只读副本（未做迁移数据修正）"
):
    rows = [
        ("年卡", 1203, annual_rem),
        ("季卡", 318, 158000),
        ("月卡", 97, 19400),
        ("次卡(20次)", 104, 62400),
        ("储值卡", 124, 186000),
        ("私教课包", 176, 1120000),
    ]
    out = [
        "refund_calc estimate --store BJ01 --take-rate 0.30 "
        + ("--fee 0.05" if fee else "--fee 0"),
        f"规则：会籍卡 退款 = 剩余天数/总天数 × 实付{'，扣 5% 手续费' if fee else '，不扣手续费'}；次卡 = 剩余次数/总次数 × 实付；储值卡 = 余额；私教 = 剩余课时 × 购买单价",
        note,
        "",
        f"{'类型':<10}{'人数':>6}{'剩余价值':>12}{'30%退款':>12}{'手续费':>10}{'净退款':>12}",
    ]
    tot_g = tot_f = 0
    for name, n, rem in rows:
        g = round(rem * 0.3)
        f = round(g * 0.05) if fee and name not in ("储值卡", "私教课包") else 0
        tot_g += g
        tot_f += f
        out.append(f"{name:<10}{n:>6}{rem:>12,}{g:>12,}{f:>10,}{g - f:>12,}")
    out.append(f"{'合计':<10}{'':>6}{'':>12}{tot_g:>12,}{tot_f:>10,}{tot_g - tot_f:>12,}")
    out += ["", "按会员分布的敏感性（take-rate）：", f"{'退款比例':<10}{'净退款':>14}"]
    for r in [0.2, 0.25, 0.3, 0.35, 0.4, 0.5]:
        g = sum(round(rem * r) for _, _, rem in rows)
        f = (
            sum(
                round(round(rem * r) * 0.05)
                for nm, _, rem in rows
                if nm not in ("储值卡", "私教课包")
            )
            if fee
            else 0
        )
        out.append(f"{int(r * 100):>3}%      {g - f:>14,}")
    out += [
        "",
        "说明：年卡剩余价值按每位会员 剩余天数/365 × 实付 逐人计算后汇总；私教单价按购买时课包单价（168-320 元/节）。",
    ]
    return "\n".join(out), tot_g - tot_f


def gym_diff(rng):
    out = [
        "member_db> CALL migration.compare('BJ01', '/exports/BJ01_legacy_20251013.zip');",
        "",
        "迁移比对报告  老系统 FitPro 6.3 → 会员中台 2.0   门店：滨江店 BJ01   比对时间：2025-10-13 10:02",
        "",
        "【汇总】",
        "  会员数                 老系统 1,846   中台 1,846   一致",
        "  储值余额合计           老系统 186,000.00   中台 186,000.00   一致",
        "  到期日不一致           137 名（见明细 A）",
        "  手机号重复             42 组 / 89 条记录（见明细 B）",
        "  私教剩余课时不一致     9 名（见明细 C）",
        "  状态映射               老系统「冻结中」23 条 → 中台「有效」（映射规则 v1.2：中台无冻结状态，按有效处理）",
        "",
        "【明细 A】到期日不一致（中台 - 老系统 = +365 天，全部为 2025 年内有续费订单的年卡）",
        f"  {'member_id':<11}{'card':<6}{'老系统到期':<12}{'中台到期':<12}{'续费订单':<18}{'续费日期':<12}",
    ]
    for i in range(137):
        old = datetime.date(2026, 1, 1) + datetime.timedelta(days=rng.randint(0, 330))
        new = old + datetime.timedelta(days=365)
        rd = old - datetime.timedelta(days=365 + rng.randint(-20, 20))
        out.append(
            f"  LX{rng.randint(200000, 299999):07d} 年卡  {old.isoformat():<12}{new.isoformat():<12}RN{rd.strftime('%Y%m%d')}{rng.randint(1000, 9999):<6}{rd.isoformat():<12}"
        )
    out += [
        "  原因初判：迁移脚本 migrate_orders.py 对续费订单(order_type=RENEW)在导入会籍时又叠加了一次 365 天（续费记录重复累加）。",
        "",
        "【明细 B】手机号重复（中台以手机号作为登录唯一键，重复记录暂挂起，无法登录小程序）",
    ]
    for i in range(42):
        ph = zh_phone(rng)
        ids = [
            f"LX{rng.randint(200000, 299999):07d}" for _ in range(2 if rng.random() < 0.88 else 3)
        ]
        out.append(
            f"  {ph:<13} "
            + "  ".join(
                f"{x}({rng.choice(['年卡', '季卡', '次卡', '储值卡', '私教'])},{zh_name_masked(rng)})"
                for x in ids
            )
        )
    out += [
        "",
        "【明细 C】私教剩余课时不一致",
        f"  {'member_id':<11}{'coach':<8}{'老系统':>6}{'中台':>6}  备注",
    ]
    for i in range(9):
        a = rng.randint(4, 30)
        out.append(
            f"  LX{rng.randint(200000, 299999):07d} {rng.choice(['赵磊', '孙可', '李娜', '周航']):<8}{a:>6}{a - rng.choice([1, 2, 10]):>6}  {rng.choice(['赠课未迁移', '赠课未迁移', '签到撤销未同步'])}"
        )
    return "\n".join(out)


def gym_expire_sample(rng):
    out = [
        "member_db> SELECT m.member_id, l.expire_date legacy, m.expire_date zt, o.order_type, o.days, o.paid_at FROM members m JOIN legacy_bj01.members l USING(member_id) JOIN legacy_bj01.orders o USING(member_id) WHERE m.expire_date - l.expire_date = 365 ORDER BY m.member_id, o.paid_at LIMIT 30;",
        "",
        f"{'member_id':<11}{'legacy_expire':<14}{'zt_expire':<12}{'order_type':<11}{'days':>5}  paid_at",
    ]
    for i in range(10):
        mid = f"LX{rng.randint(200000, 299999):07d}"
        first = datetime.date(2024, rng.randint(1, 12), rng.randint(1, 28))
        renew = first + datetime.timedelta(days=365 - rng.randint(0, 25))
        legacy = first + datetime.timedelta(days=730)
        zt = legacy + datetime.timedelta(days=365)
        out.append(
            f"{mid:<11}{legacy.isoformat():<14}{zt.isoformat():<12}{'NEW':<11}{365:>5}  {first.isoformat()} 10:{rng.randint(10, 59)}"
        )
        out.append(
            f"{mid:<11}{legacy.isoformat():<14}{zt.isoformat():<12}{'RENEW':<11}{365:>5}  {renew.isoformat()} 19:{rng.randint(10, 59)}"
        )
        if rng.random() < 0.3:
            out.append(
                f"{mid:<11}{legacy.isoformat():<14}{zt.isoformat():<12}{'GIFT':<11}{rng.choice([7, 14, 30]):>5}  {renew.isoformat()} 19:{rng.randint(10, 59)}"
            )
    out += [
        "(30 rows)",
        "",
        '$ grep -n "RENEW" -A6 tools/migration/migrate_orders.py',
        "212:    if order.order_type == 'RENEW':",
        "213:        # 续费：在当前到期日基础上顺延",
        "214:        member.expire_date = member.expire_date + timedelta(days=order.days)",
        "215:        member.renew_count += 1",
        "216:    # 统一重算到期日（v1.2 新增）",
        "217:    member.expire_date = max(member.expire_date, legacy.expire_date + timedelta(days=sum_renew_days(orders)))",
        "218:    return member",
        "",
        "注：legacy.expire_date 在老系统中本身已包含续费顺延；第 217 行又加了一次续费天数。",
    ]
    return "\n".join(out)


def gym_tickets(rng):
    cats = [
        ("转店距离远/不方便", 29),
        ("退款金额/规则", 21),
        ("私教教练去向", 11),
        ("储值卡余额", 6),
        ("小程序登录不了", 9),
        ("冻结卡被扣天数", 4),
        ("其他", 6),
    ]
    out = [
        "ticket> search store:BJ01 tag:闭店 created:>=2025-10-01  (86 results, sorted by priority)",
        "",
        "分类统计：" + "；".join(f"{c} {n}" for c, n in cats),
        "",
        f"{'工单号':<18}{'优先级':<6}{'渠道':<8}{'会员':<11}{'分类':<16}{'状态':<8}摘要",
    ]
    out.append(
        f"{'TS-20251012-0087':<18}{'P0':<6}{'12315':<8}{'LX0231876':<11}{'退款金额/规则':<16}{'处理中':<8}王先生，年卡 2025-03 续费 3,980 元，要求全额退年卡并赔偿，已投诉至 12315，市场监管所要求 10月17日 前书面回复"
    )
    out.append(
        f"{'TS-20251011-0052':<18}{'P1':<6}{'电话':<8}{'LX0245518':<11}{'冻结卡被扣天数':<16}{'待处理':<8}会员 9 月初因手术冻结 60 天，迁移后小程序显示到期日提前了两个月"
    )
    out.append(
        f"{'TS-20251012-0064':<18}{'P1':<6}{'小程序':<8}{'LX0263307':<11}{'冻结卡被扣天数':<16}{'待处理':<8}冻结中的卡突然显示'有效'，担心在扣天数"
    )
    summaries = {
        "转店距离远/不方便": [
            "万象城店离家太远，通勤 40 分钟",
            "希望转西湖文化广场店",
            "万象城店晚高峰人太多",
            "能否转到钱江新城店",
            "老人腿脚不便，不想换店",
            "要求提供免费班车",
        ],
        "退款金额/规则": [
            "问退款怎么算",
            "不接受扣手续费",
            "年卡刚续费能否全退",
            "次卡剩余次数怎么折算",
            "要求退款到原支付方式",
            "退款多久到账",
        ],
        "私教教练去向": [
            "赵磊教练去哪个店",
            "想跟原教练走",
            "剩余课时能否换教练",
            "教练离职了课怎么办",
        ],
        "储值卡余额": ["储值卡余额能否转店使用", "储值卡余额退款", "储值卡赠送金额是否退"],
        "小程序登录不了": ["手机号登录提示账号异常", "一个手机号两个会员号", "家庭卡登录不上"],
        "冻结卡被扣天数": ["冻结的卡显示在扣天数"],
        "其他": ["寄存柜物品怎么取", "毛巾押金退还", "闭店后停车券", "发票重开"],
    }
    n = 3
    for cat, cnt in cats:
        k = cnt - (1 if cat == "退款金额/规则" else 0) - (2 if cat == "冻结卡被扣天数" else 0)
        for i in range(k):
            if n >= 86:
                break
            d = datetime.date(2025, 10, rng.randint(1, 12))
            out.append(
                f"{'TS-' + d.strftime('%Y%m%d') + '-' + str(rng.randint(1, 99)).zfill(4):<18}{rng.choice(['P2', 'P2', 'P3', 'P1']):<6}{rng.choice(['小程序', '电话', '前台', '大众点评']):<8}"
                f"{'LX' + str(rng.randint(200000, 299999)).zfill(7):<11}{cat:<16}{rng.choice(['待处理', '待处理', '处理中', '已回复']):<8}{rng.choice(summaries[cat])}"
            )
            n += 1
    out += [
        f"共 {n} 条",
        "",
        "SLA：P0 24 小时内首次回复；12315 转办件须在市场监管规定期限内书面回复并上传处理结果。",
    ]
    return "\n".join(out)


def gym_capacity(rng):
    stores = [
        ("WXC", "万象城店", 2200, 96),
        ("XH", "西湖文化广场店", 1800, 78),
        ("QJ", "钱江新城店", 2000, 71),
    ]
    out = [
        "member_db> SELECT store, hour, AVG(checkins) ... FROM checkins WHERE date >= '2025-09-01' GROUP BY 1,2;  + stores.capacity",
        "",
    ]
    for code, name, cap, peak in stores:
        out.append(
            f"■ {name}（{code}）  面积 {cap} ㎡  设计同时在场 {cap // 10} 人  当前会员 {rng.randint(2600, 3400)}  9月峰时满载率 {peak}%  距滨江店 {rng.choice(['4.1', '6.8', '9.5'])} km"
        )
        out.append("   时段    工作日均在场  周末均在场  满载率(工作日)")
        for h in [7, 9, 12, 17, 18, 19, 20, 21]:
            base = cap // 10
            wk = int(
                base
                * (peak / 100)
                * {7: 0.45, 9: 0.3, 12: 0.5, 17: 0.7, 18: 0.92, 19: 1.0, 20: 0.88, 21: 0.6}[h]
            )
            we = int(wk * rng.uniform(0.6, 0.9))
            out.append(f"   {h:02d}:00   {wk:>12}  {we:>10}  {wk * 100 // base:>10}%")
        out.append("")
    out += [
        "估算：若滨江店 1,846 人按历史到店率 38% 全部转入万象城店，工作日 19:00 峰时满载率将达 118%。",
        "若按会员住址就近分配（三店），三店 19:00 峰时满载率约为 万象城 101% / 西湖文化广场 89% / 钱江新城 84%。",
    ]
    return "\n".join(out)


GYM_PLAN_DOC = """《滨江店闭店会员处理方案》v1（区域运营部，2025-10-10，起草：何婷；审阅：法务、财务待会签）

一、背景
滨江店（BJ01）因商场整体改造、租约到期不再续签，定于 2025年10月31日 停止营业。截至 10月10日，门店有效会员约 1,850 人，私教在读约 180 人。
同期区域会员系统由 FitPro 6.3 切换至会员中台 2.0，滨江店会员数据已于 10月8日 随首批门店迁移。

二、处理原则
1. 会员权益不受损：可转店的全部转店，剩余权益等值保留；
2. 默认转到万象城店（距滨江店 4.1 km，面积最大）；会员不同意转店的可申请退款；
3. 一次告知、多渠道触达：短信 + 小程序 + 门店公告 + 电话回访（重点会员）。

三、退款规则（草案，待法务、财务会签）
1. 会籍卡（年卡/季卡/月卡）：退款 = 剩余天数 ÷ 总天数 × 实付金额 − 5% 手续费；
2. 次卡：剩余次数 ÷ 总次数 × 实付金额 − 5% 手续费；
3. 储值卡：退还余额（赠送金额不退）；
4. 私教课包：剩余课时 × 购买单价（赠课不折现）；
5. 退款原路退回，财务审批后 T+3 到账；审批人：财务部 孙经理。

四、私教
教练随调配去向，学员可选择跟随教练或在新门店更换教练；课时、单价保持不变。赵磊、孙可两位教练 11 月起调往其他门店（待人事确认）。

五、时间表
10月13日  数据核对、方案会签
10月14日  会员短信通知、小程序闭店服务上线
10月15日  首批退款批次
10月31日  停止营业
11月上旬  第二批退款、器械撤场
（退款申请截止日期待法务意见）

六、风险
1. 集中退款对区域现金流的影响（财务测算中）；
2. 万象城店晚高峰容量；
3. 12315 / 大众点评舆情；
4. 系统切换期的数据准确性（首批迁移门店尚无完整核对报告）。

附：客服话术 v1（略）"""


GYM_12315 = """工单 TS-20251012-0087   优先级 P0   渠道 12315 转办   门店 滨江店 BJ01   状态 处理中   负责人：区域运营（未指派具体人）
会员：LX0231876  王*强  138****6620   卡种：年卡（2024-03-18 开卡 3,580 元；2025-03-16 续费 3,980 元）   中台到期日：2027-03-18   老系统到期日：2026-03-18

【12315 转办单】编号 HZ-SCJG-20251012-04417   转办单位：杭州市上城区市场监督管理局 近江市场监管所
诉求：消费者于 2025年3月 续费年卡，10月 收到门店口头通知将于月底闭店，要求：1) 全额退还续费的 3,980 元；2) 赔偿往返其他门店的交通及时间损失 1,000 元；3) 书面道歉。
处理要求：请经营者于 2025年10月17日 前与消费者协商并书面回复处理结果，同时在平台上传处理情况说明。逾期未处理的，将依法进行调查。

【处理记录】
2025-10-12 14:20  系统  12315 转办件自动建单
2025-10-12 16:05  滨江店前台 陈*  电话联系会员，会员表示"不接受转店，要全退，还要赔偿"，情绪激动
2025-10-13 09:30  区域客服 刘*  查询会员信息：中台显示到期日 2027-03-18，与会员自述"明年 3 月到期"不一致，已备注
2025-10-13 09:42  区域客服 刘*  升级至区域运营，等待退款口径

【附件】
  1. 12315转办单_HZ-SCJG-20251012-04417.pdf
  2. 会员续费合同_LX0231876_20250316.pdf（第 9 条：因经营者原因无法继续提供服务的，按未履行部分退还费用）
  3. 前台通话录音_20251012_1605.mp3（3 分 41 秒）"""


def gym_fix_run(rng, env):
    out = [
        f"member_db[{env}]> BEGIN;",
        f"member_db[{env}]> CREATE TABLE fix_bj01_expire_bak_20251015 AS SELECT member_id, expire_date FROM members WHERE home_store='BJ01' AND member_id IN (SELECT member_id FROM migration.diff_bj01 WHERE field='expire_date' AND delta_days=365);",
        "SELECT 137",
        f"member_db[{env}]> UPDATE members m SET expire_date = l.expire_date, updated_by='fix-BJ01-expire', updated_at=now() FROM legacy_bj01.members l WHERE m.member_id=l.member_id AND m.home_store='BJ01' AND m.expire_date - l.expire_date = 365;",
        "UPDATE 137",
        f"member_db[{env}]> INSERT INTO audit_log(kind, ref, rows, note) VALUES ('data_fix', '{'CHG-2025-1019' if env == 'prod' else 'STG-TEST'}', 137, 'BJ01 到期日回退续费重复累加的 365 天');",
        "INSERT 0 1",
        f"member_db[{env}]> COMMIT;",
        "COMMIT",
        "",
        f"member_db[{env}]> SELECT COUNT(*) FROM members m JOIN legacy_bj01.members l USING(member_id) WHERE m.home_store='BJ01' AND m.expire_date <> l.expire_date;",
        " count",
        "-------",
        "     0",
        "",
        f"member_db[{env}]> -- 抽查 10 条",
        f"{'member_id':<11}{'legacy':<12}{'zt(after)':<12}{'backup(before)':<14}",
    ]
    for i in range(10):
        d = datetime.date(2026, 1, 1) + datetime.timedelta(days=rng.randint(0, 330))
        out.append(
            f"LX{rng.randint(200000, 299999):07d} {d.isoformat():<12}{d.isoformat():<12}{(d + datetime.timedelta(days=365)).isoformat():<14}"
        )
    if env == "staging":
        out += [
            "",
            "注意：staging 数据为 2025-10-12 夜间快照，与 prod 相差 1 天的续费订单（2 笔，均非 BJ01）。",
            "另：脚本未改动 migrate_orders.py 本身；其他门店后续迁移前须先修复第 217 行，否则会重复出现。",
        ]
    else:
        out += [
            "",
            "变更单 CHG-2025-1019 已关闭（执行人：ops-assistant，审批：何婷，2025-10-15 22:14）。回滚脚本：/ops/fix/BJ01_expire_rollback.sql",
        ]
    return "\n".join(out)


def gym_frozen(rng):
    out = [
        "member_db> SELECT l.member_id, l.freeze_start, l.freeze_days, l.freeze_remaining, l.expire_date legacy_expire, m.expire_date zt_expire, m.status FROM legacy_bj01.freeze l JOIN members m USING(member_id) WHERE l.status='冻结中';",
        "",
        f"{'member_id':<11}{'freeze_start':<13}{'days':>5}{'remaining':>10}  {'legacy_expire':<14}{'zt_expire':<12}status  note",
    ]
    for i in range(23):
        if i == 0:
            mid = "LX0245518"
            fs, days = datetime.date(2025, 9, 2), 60
        else:
            mid = f"LX{rng.randint(200000, 299999):07d}"
            if i == 1:
                mid = "LX0263307"
            days = rng.choice([15, 30, 30, 60, 90])
            fs = datetime.date(2025, 10, 15) - datetime.timedelta(days=rng.randint(1, days - 1))
        used = (datetime.date(2025, 10, 15) - fs).days
        rem = max(0, days - used)
        legacy_exp = datetime.date(2026, rng.randint(1, 9), rng.randint(1, 28))
        zt_exp = legacy_exp - datetime.timedelta(days=days)
        note = rng.choice(["医疗", "出差", "孕产", "出国", "伤病"])
        out.append(
            f"{mid:<11}{fs.isoformat():<13}{days:>5}{rem:>10}  {legacy_exp.isoformat():<14}{zt_exp.isoformat():<12}有效    {note}"
        )
    out += [
        "(23 rows)",
        "",
        "说明：老系统冻结期间到期日整体顺延（legacy_expire 已含冻结天数）；中台迁移时取的是冻结前的原始到期日（members.base_expire），且中台 2.0 无冻结状态/冻结剩余天数字段，",
        "因此 23 名冻结会员在中台：(1) 到期日比老系统早了整个冻结天数；(2) 状态为'有效'，冻结期未结束也在消耗会籍天数。",
    ]
    return "\n".join(out)


def gym_sms_report(rng):
    out = [
        "sms> send --template GYM_BJ01_CLOSE_V3 --audience 'home_store=BJ01 AND status=有效' --sign【力行健身】",
        "任务号：SMS-20251014-01   提交：2025-10-14 11:02   目标人数：1,846（去重手机号 1,804，重复手机号 42 组按 1 条发送）",
        "模板变量：{name} {card} {expire}  字数：186（计费 3 条/人）",
        "",
        "发送结果（截至 11:20）：成功 1,793   失败 11 条（空号/停机）",
        "",
        "失败明细：",
    ]
    for i in range(11):
        out.append(
            f"  LX{rng.randint(200000, 299999):07d}  {zh_phone(rng)}  {rng.choice(['空号', '停机', '空号', '关机超时'])}"
        )
    out += ["", "回复统计（11:20 前）：TD 退订 3；'转西湖' 17；'退款' 24；其他 9（已转人工）"]
    return "\n".join(out)


def gym_refund_batch(rng):
    out = [
        "finance> refund_batch create --store BJ01 --source 小程序退款申请 --cutoff '2025-10-15 18:00' --rule no_fee --approver 周倩",
        "退款批次：RF-2025-B01   状态：待审批（审批人：周倩，财务部）   支付通道：原路退回（微信/支付宝/银联）",
        "",
        f"{'申请号':<14}{'member_id':<11}{'类型':<10}{'实付':>7}{'剩余天数/次/课时':>14}{'退款金额':>10}  校验",
    ]
    total = 0
    n = 0
    for i in range(214):
        ct = rng.choice(
            ["年卡"] * 5 + ["季卡", "月卡", "次卡(20次)", "储值卡", "私教课包", "私教课包"]
        )
        if ct == "年卡":
            paid = rng.choice([2980, 3280, 3580, 3980])
            rem = rng.randint(40, 360)
            amt = round(paid * rem / 365, 2)
            rs = f"{rem}天"
        elif ct == "季卡":
            paid, rem = 1080, rng.randint(5, 88)
            amt = round(paid * rem / 90, 2)
            rs = f"{rem}天"
        elif ct == "月卡":
            paid, rem = 399, rng.randint(3, 28)
            amt = round(paid * rem / 30, 2)
            rs = f"{rem}天"
        elif ct == "次卡(20次)":
            paid, rem = 960, rng.randint(1, 18)
            amt = round(paid * rem / 20, 2)
            rs = f"{rem}次"
        elif ct == "储值卡":
            paid = rng.choice([1000, 2000, 3000])
            amt = float(rng.randint(80, paid))
            rs = "余额"
        else:
            price = rng.choice([168, 198, 240, 280, 320])
            rem = rng.randint(2, 30)
            paid = price * rng.choice([20, 30, 40])
            amt = float(price * rem)
            rs = f"{rem}节"
        total += amt
        n += 1
        chk = "OK" if rng.random() > 0.03 else "⚠重复手机号-已挂起"
        out.append(
            f"RA{20251013 + (i % 3):08d}{i:03d} LX{rng.randint(200000, 299999):07d} {ct:<10}{paid:>7}{rs:>14}{amt:>10,.2f}  {chk}"
        )
    out += [
        "",
        f"合计：{n} 笔   退款总额：{total:,.2f} 元（其中挂起 {sum(1 for l in out if '挂起' in l)} 笔待重复手机号核实后放行）",
        "说明：到期日已按 CHG-2025-1019 修正后的数据计算；冻结会员（23 名）本批次未申请。",
        "审批 SLA：1 个工作日；审批通过后 T+3 原路退回。",
    ]
    return "\n".join(out)


def gym_coach_transfer(rng):
    out = [
        "member_db> CALL pt.transfer_students(coach=>'赵磊', from_store=>'BJ01', to_store=>'XH', keep_price=>true, dry_run=>false);",
        "任务号：TR-BJ01-XH-031   执行：2025-10-16 10:40",
        "",
        f"{'member_id':<11}{'name':<6}{'剩余课时':>6}{'单价':>6}  {'会籍卡去向':<16}结果",
    ]
    dests = ["万象城店", "钱江新城店", "已申请退会籍", "万象城店"] + [
        rng.choice(["西湖文化广场店", "西湖文化广场店", "未选择(默认保留)"]) for _ in range(27)
    ]
    rng.shuffle(dests)
    for dest in dests:
        out.append(
            f"LX{rng.randint(200000, 299999):07d} {zh_name_masked(rng):<5}{rng.randint(2, 36):>6}{rng.choice([198, 240, 280]):>6}  {dest:<16}OK"
        )
    out += [
        "",
        "31 名学员私教课包已迁至 西湖文化广场店（XH），教练 赵磊，课时与单价保持不变；会籍卡去向不受影响（会籍与私教分别处理）。",
        "提醒：其中 4 名学员会籍卡选择了其他门店或退会籍，上课需到西湖文化广场店，已在学员端推送提示。",
    ]
    return "\n".join(out)


def build_gym():
    rng = random.Random(1204)
    c = Conv(
        "blind-zh-gym-membership-migration",
        "力行健身滨江店闭店：会员迁移、转店与退款",
        "你是力行健身杭州区域运营团队的助手。你可以查询会员中台 2.0（只读副本，数据修复须走变更单）、导出老系统 FitPro 数据、计算退款、"
        "查询和更新客诉工单、发送会员短信、创建财务退款批次、发企业微信。群发短信和生产数据修改须经用户确认。",
        ref_style="fc_{:02d}",
    )

    c.user(
        "滨江店 10月31日 闭店，会员要迁到新会员中台，转店或者退款。先帮我看看滨江店现在有效会员多少，按卡种分一下，私教也看一下"
    )
    c.label(
        "user_goal",
        "滨江店 10月31日闭店：把会员迁到会员中台 2.0，处理转店、退款和客诉",
        ["滨江店", "10月31日"],
    )
    c.act(
        None,
        (
            "member_db",
            {
                "sql": "SELECT card_type, status, COUNT(*), SUM(paid), SUM(remaining_value) FROM members WHERE home_store='BJ01' AND status<>'已过期' GROUP BY 1,2; -- + pt_packages 汇总 + 抽样40"
            },
            gym_counts(rng),
        ),
    )
    c.label(
        "fact",
        "滨江店有效会员 1,846 人（年卡 1,203、季卡 318、月卡 97、次卡 104、储值卡 124）；私教在读 176 人、剩余 2,931 课时",
        ["1,846", "2,931"],
    )
    c.say("""滨江店（BJ01）目前**有效会员 1,846 人**：

| 卡种 | 人数 | 剩余价值（元） |
|---|---|---|
| 年卡 | 1,203 | 2,406,000 |
| 季卡 | 318 | 158,000 |
| 月卡 | 97 | 19,400 |
| 次卡(20次) | 104 | 62,400 |
| 储值卡 | 124 | 186,000（余额） |

**私教**：176 人在读，剩余 **2,931 课时**，剩余价值约 112 万。教练里学员最多的是赵磊（31 人 / 548 节），其次孙可 27 人。

年卡占了大头，退款压力主要在年卡和私教。接下来要定转店/退款规则，我可以按你们的规则先估一下退款总额。""")

    c.user(
        "方案是这样：默认转到万象城店，不想转的可以退。退款先按这个算：会籍卡 剩余天数/总天数×实付 − 5% 手续费，次卡按剩余次数，储值卡退余额，私教按剩余课时×单价。"
        "先按 30% 的人退估一下总额，我要报给财务孙经理。方案文档在共享盘 运营/闭店/滨江店闭店会员处理方案v1.docx"
    )
    fee_txt, fee_net = gym_refund_est(True)
    c.act(
        None,
        ("doc_read", {"path": "运营/闭店/滨江店闭店会员处理方案v1.docx"}, GYM_PLAN_DOC),
        (
            "refund_calc",
            {
                "store": "BJ01",
                "take_rate": 0.30,
                "fee": 0.05,
                "fee_scope": ["年卡", "季卡", "月卡", "次卡"],
            },
            fee_txt,
        ),
    )
    c.say(f"""按你给的规则、30% 的人申请退款估算：

- 30% 退款总额（扣费前）：1,185,540 元
- 5% 手续费（只对会籍卡和次卡）：39,687 元
- **净退款约 {fee_net:,} 元**

其中私教 33.6 万、年卡 72.2 万是大头。敏感性：退款比例每多 5 个点，净退款多约 19 万。

有一点要提醒：这个数是直接用中台数据算的，**中台的数据还没和老系统核对过**。年卡剩余价值如果迁移有偏差，这个估算会跟着偏。报给孙经理前建议先做一次新老系统比对。""")

    c.user("对，你先把老系统导出来跟中台比一下，看看数据有没有问题")
    c.act(
        "导出老系统数据并跑比对。",
        (
            "legacy_export",
            {
                "store": "BJ01",
                "tables": ["members", "orders", "pt_packages", "freeze"],
                "format": "csv",
            },
            "导出完成：/exports/BJ01_legacy_20251013.zip  (members 1,846 / orders 4,912 / pt_packages 311 / freeze 23)  耗时 41s",
        ),
        (
            "member_db",
            {"sql": "CALL migration.compare('BJ01', '/exports/BJ01_legacy_20251013.zip');"},
            gym_diff(rng),
        ),
    )
    c.label(
        "fact",
        "迁移比对：手机号重复 42 组 / 89 条记录（中台以手机号为登录唯一键，重复记录挂起无法登录）",
        ["42 组"],
    )
    c.say("""比对结果，问题不少：

1. **到期日不一致 137 名** —— 全是 2025 年内续费过的年卡，中台到期日比老系统**多了整整 365 天**。初判是迁移脚本 migrate_orders.py 把续费又叠加了一次。**这个直接影响退款**：多出来的一年会被算进剩余价值，退款会多退。
2. **手机号重复 42 组 / 89 条** —— 中台用手机号做登录唯一键，这些人现在**小程序登录不了**（工单里"登录不了"可能就是这个）。
3. **私教课时不一致 9 名** —— 多是赠课没迁过来。
4. 储值余额、会员总数一致。

另外比对里有一行"冻结中 23 条 → 中台按有效处理（映射规则 v1.2，按设计）"，规则里写的是设计如此，我先记下。

建议先修 137 的到期日，再重算退款。""")

    c.user(
        "法务刚回复，闭店是我们单方原因，不能收手续费，退款按剩余价值全退。137 那个你确认一下到底是什么原因，然后不收手续费重新估一下"
    )
    c.stale("退款规则原为扣 5% 手续费（法务意见：闭店为单方原因，不能收手续费）", ["5% 手续费"])
    c.stale(f"30% 退款净额估算 {fee_net:,} 元（含 5% 手续费，已作废）", [f"{fee_net:,}"])
    c.label(
        "decision",
        "退款不收手续费，按剩余价值全额退（法务意见：闭店为我方单方原因）",
        ["不能收手续费"],
    )
    nofee_txt, nofee_net = gym_refund_est(
        False,
        note="数据源：会员中台 2.0 prod 只读副本（未做迁移数据修正，含 137 名到期日 +365 天）",
    )
    c.act(
        None,
        (
            "member_db",
            {
                "sql": "SELECT m.member_id, l.expire_date, m.expire_date, o.order_type, o.days, o.paid_at FROM ... WHERE m.expire_date - l.expire_date = 365 LIMIT 30; -- + grep migrate_orders.py"
            },
            gym_expire_sample(rng),
        ),
        ("refund_calc", {"store": "BJ01", "take_rate": 0.30, "fee": 0}, nofee_txt),
    )
    c.label(
        "fact",
        "137 名到期日多 365 天的原因：migrate_orders.py 第 217 行在老系统已含续费顺延的到期日上又加了一次续费天数",
        ["migrate_orders.py", "第 217 行"],
    )
    c.say(f"""**原因确认了**：`tools/migration/migrate_orders.py` 第 214 行已经按续费订单顺延了一次，**第 217 行**（v1.2 新增的"统一重算"）又拿老系统到期日——老系统里这个日期本身已含续费——再加一遍续费天数。所以凡是有续费订单的年卡都多了 365 天，抽样 30 行全部吻合。

两个后果：
- 这 137 人退款会多退（多出一整年）；
- **其他门店以后迁移会重复出这个问题**，217 行要让开发修掉。

不收手续费重算：30% 退款约 **{nofee_net:,} 元**。不过这个数还含着 137 人多出来的一年，修正到期日后会明显下降。修复脚本我可以先在 staging 跑。""")

    c.user("先等下修数据，看下客诉工单现在什么情况，听说有人打12315了")
    c.act(
        None,
        (
            "ticket",
            {
                "action": "search",
                "query": "store:BJ01 tag:闭店 created:>=2025-10-01",
                "sort": "priority",
            },
            gym_tickets(rng),
        ),
        (
            "ticket",
            {"action": "get", "id": "TS-20251012-0087", "include": ["history", "attachments"]},
            GYM_12315,
        ),
    )
    c.label(
        "reference",
        "12315 投诉工单 TS-20251012-0087（会员 LX0231876 王先生），市场监管所要求 10月17日 前书面回复",
        ["TS-20251012-0087", "LX0231876"],
    )
    c.say("""滨江店闭店相关工单 **86 张**：

| 分类 | 数量 |
|---|---|
| 转店距离远/不方便 | 29 |
| 退款金额/规则 | 21 |
| 私教教练去向 | 11 |
| 小程序登录不了 | 9 |
| 储值卡余额 | 6 |
| 冻结卡被扣天数 | 4 |
| 其他 | 6 |

**最急的是 P0：TS-20251012-0087**，会员 LX0231876 王先生，3 月刚续费年卡 3,980 元，要求全额退续费款 + 赔偿 1,000 元交通损失 + 书面道歉，已经投诉到 12315，**市场监管所要求 10月17日 前书面回复**。合同第 9 条写的是"因经营者原因……按未履行部分退还费用"，这和法务的口径一致，赔偿没有合同依据。另外他的中台到期日是 2027-03-18，老系统是 2026-03-18 —— 他正好是那 137 人之一，客服已经发现对不上。

另外几个信号：
- "转店距离远" 29 张是最大类，很多人点名要西湖文化广场店、钱江新城店 —— 默认转万象城可能要重新考虑；
- "登录不了" 9 张基本对应 42 组重复手机号；
- 有 4 张说**冻结的卡在扣天数**（TS-20251011-0052：9 月初手术冻结 60 天，现在到期日提前了两个月）。这和比对里"冻结中→有效，按设计"那一条对不上，可能不是"按设计"那么简单。""")

    c.user(
        "转店改成三选一：万象城店、西湖文化广场店、钱江新城店，会员自己选，不默认万象城了。万象城那边店长也说晚上人太多。你看下三个店容量"
    )
    c.stale("转店原方案：默认转到万象城店（改为三店自选）", ["默认转到万象城店"])
    c.label(
        "decision",
        "转店改为三选一（万象城店、西湖文化广场店、钱江新城店），会员自选，不再默认万象城",
        ["三选一"],
    )
    c.act(
        None,
        (
            "member_db",
            {
                "sql": "SELECT store, hour, AVG(checkins) FROM checkins WHERE date>='2025-09-01' AND store IN ('WXC','XH','QJ') GROUP BY 1,2; -- + capacity"
            },
            gym_capacity(rng),
        ),
    )
    c.label("fact", "若滨江店会员全转万象城店，工作日 19:00 峰时满载率将达 118%", ["118%"])
    c.say("""容量数据支持三选一：

| 门店 | 9 月峰时满载率 | 全部转入后 19:00 | 三店就近分流后 19:00 |
|---|---|---|---|
| 万象城店 | 96% | **118%** | 101% |
| 西湖文化广场店 | 78% | — | 89% |
| 钱江新城店 | 71% | — | 84% |

全部塞进万象城 19 点会到 118%，就近分流后万象城仍略超 100%，所以短信里可以引导晚间时段的会员优先选西湖或钱江。""")

    c.user("好，给会员的短信写一下，说清楚闭店时间、三个店可选、退款怎么申请")
    c.say("""短信草稿（【力行健身】签名，约 180 字，3 条计费）：

> 【力行健身】{name}您好，滨江店将于 10月31日 停止营业，感谢一直以来的陪伴。您的{card}（到期 {expire}）可免费转至**万象城店、西湖文化广场店、钱江新城店**任一门店，剩余权益全部保留；也可申请退款，按剩余价值全额退还、不收手续费。请在"力行健身"小程序-我的-闭店服务中选择。私教课程将随教练安排，详情可咨询 400-820-6677。

需要加截止日期吗？另外 42 组重复手机号的会员，同一个号码只会收到一条。""")

    c.user("加上退款申请截止 11月15日，转店不设截止。晚上人多那句不用写。发吧，有效会员全发")
    c.act(
        None,
        (
            "sms_send",
            {
                "template": "GYM_BJ01_CLOSE_V3",
                "audience": "home_store=BJ01 AND status=有效",
                "text": '【力行健身】{name}您好，滨江店将于10月31日停止营业，感谢一直以来的陪伴。您的{card}（到期{expire}）可免费转至万象城店、西湖文化广场店、钱江新城店任一门店，剩余权益全部保留；也可申请退款，按剩余价值全额退还、不收手续费，退款申请截止11月15日。请在"力行健身"小程序-我的-闭店服务中选择。私教课程详情可咨询400-820-6677。',
            },
            gym_sms_report(rng),
        ),
    )
    c.label(
        "reference",
        "闭店通知短信任务 SMS-20251014-01（成功 1,793，失败 11 条空号/停机）",
        ["SMS-20251014-01"],
    )
    c.say("""已发，任务 **SMS-20251014-01**：成功 1,793，**失败 11 条**（空号/停机），这 11 位需要门店电话或到店通知。

回复里已经有 17 人回"转西湖"、24 人回"退款"。另外 137 人收到的短信里 {expire} 还是中台那个**多了一年的到期日** —— 修数据之后最好给这 137 人补一条更正短信。""")

    c.user("那赶紧修。137 个先在 staging 跑脚本，没问题再上生产")
    c.act(
        None,
        (
            "member_db",
            {"env": "staging", "script": "/ops/fix/BJ01_expire_fix.sql", "backup": True},
            gym_fix_run(rng, "staging"),
        ),
    )
    c.say("""staging 跑完：**UPDATE 137**，修完后新老系统到期日不一致的数量为 **0**，抽查 10 条都回到了老系统日期，备份表 `fix_bj01_expire_bak_20251015` 已建。

两点：
- 脚本只修数据，**没改 migrate_orders.py**，其他门店迁移前得让开发修第 217 行；
- 上生产需要走变更单，我以你为审批人开 CHG 并执行，回滚脚本也准备好了。确认就上。""")

    c.user("上生产")
    c.act(
        None,
        (
            "member_db",
            {
                "env": "prod",
                "script": "/ops/fix/BJ01_expire_fix.sql",
                "backup": True,
                "change": "CHG-2025-1019",
                "approver": "何婷",
            },
            gym_fix_run(rng, "prod"),
        ),
    )
    c.label(
        "reference",
        "生产数据修复变更单 CHG-2025-1019：137 名到期日回退 365 天，回滚脚本 /ops/fix/BJ01_expire_rollback.sql",
        ["CHG-2025-1019"],
        at=c.last - 1,
    )
    c.say(
        "生产已修：**CHG-2025-1019**，137 条回退到老系统到期日，不一致数为 0，回滚脚本 /ops/fix/BJ01_expire_rollback.sql。更正短信还没发，等你定文案。"
    )

    c.user("冻结那几个工单你再查一下，到底有多少冻结会员受影响")
    c.act(
        None,
        (
            "member_db",
            {
                "sql": "SELECT ... FROM legacy_bj01.freeze l JOIN members m USING(member_id) WHERE l.status='冻结中';"
            },
            gym_frozen(rng),
        ),
        (
            "dev_ticket",
            {
                "action": "create",
                "project": "会员中台",
                "priority": "P1",
                "title": "中台 2.0 缺少冻结状态/冻结剩余天数字段，迁移后冻结会员到期日提前且持续扣天数（滨江店 23 名）",
                "body": "老系统冻结期间到期日顺延；中台迁移取 base_expire，无冻结字段，映射规则 v1.2 将冻结中映射为有效。需：1) 增加冻结状态与剩余冻结天数；2) 迁移时按老系统 legacy_expire 回填；3) 同时修复 migrate_orders.py 第 217 行续费重复累加（见 CHG-2025-1019）。",
            },
            "已创建 DEV-3382（P1）  指派：会员中台组 / 负责人 韩子墨  状态：待评估\n  韩子墨 自动回复：本周排期已满，冻结字段涉及小程序、前台收银和中台三端，评估后给出时间，预计不早于 10月24日。",
        ),
    )
    c.label(
        "open_issue",
        "23 名冻结会员在中台丢失冻结（到期日提前、仍在扣天数），需中台加冻结字段，DEV-3382 待评估、最早 10月24日 后才有排期",
        ["DEV-3382", "冻结"],
    )
    c.say("""**受影响的冻结会员是 23 名**，不是 4 个工单那么少：

- 老系统里冻结期间到期日会顺延；中台迁移时取的是冻结前的原始到期日，**到期日整体提前了冻结天数**；
- 中台 2.0 **根本没有冻结状态**，这些人现在是"有效"，冻结期没结束也在扣会籍天数。

比对报告里"按设计"的那一条其实就是这个问题，我当时没追下去。

已经提了 **DEV-3382**（P1，会员中台组韩子墨），但对方说本周排满，三端都要改，**最早 10月24日 后才有排期**。在中台改好之前：
- 不能简单把到期日改回老系统值 —— 没有冻结状态，天数照样会被扣；
- 这 23 人如果申请退款，需要人工按老系统数据计算。

建议先给这 23 人打电话说明，退款走人工。""")

    c.user(
        "行，23个冻结的退款先人工算。另外两件事：退款申请截止延到 11月30日，法务说 11月15日 太赶，短信补发时一起说；财务那边孙经理休产假了，审批换成周倩。"
        "先把截至今天已经申请的退款建一批给周倩审"
    )
    c.stale("退款申请截止原为 11月15日（延至 11月30日）", ["11月15日"])
    c.stale("退款审批人原为财务孙经理（休产假，改为周倩）", ["孙经理"])
    c.label("fact", "退款申请截止延至 11月30日", ["11月30日"])
    c.act(
        None,
        (
            "finance",
            {
                "action": "refund_batch_create",
                "store": "BJ01",
                "cutoff": "2025-10-15 18:00",
                "rule": "no_fee",
                "approver": "周倩",
                "exclude": "freeze_members(23)",
            },
            gym_refund_batch(rng),
        ),
        (
            "refund_calc",
            {"store": "BJ01", "take_rate": 0.30, "fee": 0, "data": "after CHG-2025-1019"},
            gym_refund_est(
                False,
                annual_rem=1933350,
                note="数据源：会员中台 2.0 prod（已按 CHG-2025-1019 修正 137 名到期日）",
            )[0],
        ),
    )
    fixed_net = gym_refund_est(False, annual_rem=1933350)[1]
    c.label("reference", "首批退款批次 RF-2025-B01（214 笔，审批人周倩）", ["RF-2025-B01", "周倩"])
    c.label(
        "fact", f"修正到期日后、不收手续费、30% 退款的估算为 {fixed_net:,} 元", [f"{fixed_net:,}"]
    )
    c.say(f"""- 首批退款 **RF-2025-B01** 已建：截至今天 18:00 的 **214 笔**，不收手续费，按修正后的到期日计算，审批人**周倩**，1 个工作日内审批，通过后 T+3 原路退回。有几笔因为重复手机号被挂起，要等核实后再放行；23 名冻结会员不在这批里。
- 重新估算（修正 137 人到期日后、不收手续费、30%）：**{fixed_net:,} 元**，比修正前少了约 14 万。

补发短信我会把**截止 11月30日** 和 137 人的到期日更正一起写进去。之后的申请等 11月30日 截止后再建第二批（RF-2025-B02）。""")
    c.label("pending_action", "11月30日截止后发起第二批退款 RF-2025-B02", ["RF-2025-B02"])
    c.label(
        "pending_action",
        "补发短信：退款截止改为 11月30日，并更正 137 人的到期日（文案待定）",
        ["补发短信", "11月30日"],
    )

    c.user(
        "12315 那个王先生，回复怎么写？他要全额退年卡加赔偿。我们的底线是按剩余价值全退、不收手续费，再送 4 节私教体验课，赔偿不给"
    )
    c.act(
        None,
        (
            "ticket",
            {
                "action": "update",
                "id": "TS-20251012-0087",
                "status": "待会员确认",
                "reply_to_member": "王先生您好，关于滨江店闭店给您带来的不便，我们深表歉意。您的年卡（2025年3月续费，实付3,980元）可按剩余价值全额退款，不收取任何手续费，剩余天数以老系统记录为准；如您选择转至万象城店、西湖文化广场店或钱江新城店，剩余权益全部保留。另为表歉意，我们将赠送您4节私教体验课（可在任一门店使用）。关于赔偿诉求，闭店属合同提前终止，我们按剩余价值全额退还已支付费用，不另行赔偿。如有疑问请致电区域运营何婷 0571-8677-2210。",
                "regulator_reply": "已上传《关于会员LX0231876投诉的处理情况说明》（PDF，2页）",
                "internal_note": "底线方案：全额退剩余价值、免手续费、赠 4 节私教体验课；不赔偿。王先生是 137 人之一，到期日已按 CHG-2025-1019 修正。",
            },
            "TS-20251012-0087 已更新：状态 处理中 → 待会员确认；会员回复已发送（短信+小程序消息）；市场监管处理说明已上传 12315 平台（回执号 12315-HZ-20251016-33871，2025-10-16 15:22）。\n"
            "会员端：消息已送达，未读。",
        ),
    )
    c.label(
        "open_issue",
        "12315 投诉会员 LX0231876 王先生尚未确认是否接受方案（全退剩余价值、免手续费、送 4 节私教体验课、不赔偿）",
        ["LX0231876", "待会员确认"],
        at=c.last - 1,
    )
    c.say("""已回复并结转：
- 给王先生的回复：按剩余价值全退、免手续费、可三店转、**送 4 节私教体验课**，明确不另行赔偿；
- 12315 平台的处理说明已上传，回执号 12315-HZ-20251016-33871，赶在 10月17日 之前；
- 工单状态 **待会员确认**，他还没读消息。

顺带发现王先生正好是那 137 人之一，到期日已经修正，退款按老系统日期算，不会出现口径不一致。""")

    c.user(
        "赵磊下个月去西湖文化广场店，他的学员跟着走，课时和单价不变。帮我批量转一下，也跟赵磊说一声。还有那42组重复手机号，让客服一个个人工核实后合并，10月31日前搞完"
    )
    c.label(
        "pending_action",
        "客服逐个人工核实 42 组重复手机号并在中台合并，10月31日前完成",
        ["人工核实", "10月31日前"],
    )
    c.act(
        None,
        (
            "member_db",
            {
                "call": "pt.transfer_students",
                "coach": "赵磊",
                "from_store": "BJ01",
                "to_store": "XH",
                "keep_price": True,
                "dry_run": False,
            },
            gym_coach_transfer(rng),
        ),
    )
    c.label(
        "decision",
        "赵磊的 31 名私教学员随教练转到西湖文化广场店，课时与单价不变（TR-BJ01-XH-031）",
        ["TR-BJ01-XH-031"],
    )
    c.act(
        "转好了，通知赵磊和客服组。",
        (
            "wecom",
            {
                "to": ["赵磊", "客服组-杭州"],
                "text": "@赵磊 你的 31 名学员私教课包已转到西湖文化广场店，课时和单价不变（任务 TR-BJ01-XH-031），其中 4 名学员会籍去了别的店或退会籍，上课请约西湖店。\n@客服组-杭州 滨江店 42 组重复手机号（89 条记录，清单见迁移比对报告明细 B）请逐个电话人工核实后在中台合并，10月31日前完成；合并前这些会员无法登录小程序、退款会被挂起。",
            },
            "消息已发送：赵磊（已读）、客服组-杭州（群消息，3 人已读）",
        ),
    )
    c.say("""- 赵磊 31 名学员已转到西湖文化广场店（**TR-BJ01-XH-031**），课时、单价不变；有 4 名学员会籍选了别的店或退会籍，系统已推送上课地点提示。赵磊已读。
- 客服组已收到 42 组重复手机号的核实任务，要求 10月31日前合并完。""")

    c.user("好，最后帮我列一下现在的状态和还没做的，我发区域群")
    c.say(f"""**滨江店闭店迁移 —— 进度（10月16日）**

**已定**
- 10月31日 闭店；转店**三选一**（万象城 / 西湖文化广场 / 钱江新城），不设截止
- 退款：按剩余价值全退，**不收手续费**；申请截止 **11月30日**
- 退款审批人：周倩（财务）
- 赵磊学员随教练转西湖文化广场店（TR-BJ01-XH-031）

**已完成**
- 闭店短信 SMS-20251014-01（1,793 成功 / 11 失败）
- 137 名年卡到期日多 365 天已修复（CHG-2025-1019）
- 首批退款 RF-2025-B01：214 笔，待周倩审批
- 12315（TS-20251012-0087）已在 10月17日 前回复并上传说明

**待办**
1. 补发短信：退款截止改 11月30日 + 137 人到期日更正（文案待定）
2. 11 个发送失败的号码 —— 门店电话/到店通知
3. 42 组重复手机号 —— 客服人工核实合并，10月31日前
4. 23 名冻结会员 —— 逐个电话说明，退款人工计算
5. 11月30日 后发起第二批退款 RF-2025-B02
6. 开发修 migrate_orders.py 第 217 行，**其他门店迁移前必须修**
7. 9 名私教课时不一致（赠课未迁移）—— 还没处理

**未决**
- DEV-3382：中台没有冻结字段，23 名冻结会员仍在扣天数，最早 10月24日 后排期
- 王先生（LX0231876）是否接受方案，待会员确认
- 30% 退款估算 {fixed_net:,} 元，实际比例还要看 11月30日 前申请量""")
    return c


if __name__ == "__main__":
    import sys

    for fn, name in [
        (build_food, "blind-food-bank-warehouse-move.json"),
        (build_cert, "blind-console-cert-submission.json"),
        (build_hazchem, "blind-zh-lab-hazchem-purchase.json"),
        (build_gym, "blind-zh-gym-membership-migration.json"),
    ]:
        print(fn().build(name))

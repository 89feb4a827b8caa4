"""build_blind7.py: writes four blind labelled conversations (stdlib only). Dialogue, facts, value changes and labels are hand-written; seeded randomness only fills bulky tool output."""

import json
import random
import re


def norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


class Conv:
    def __init__(self, cid, title, system, rng_seed):
        self.cid, self.title = cid, title
        self.msgs = [{"role": "system", "content": [{"text": system}]}]
        self.labels, self.stale = [], []
        self.n = 0
        self.rng = random.Random(rng_seed)

    def user(self, text):
        self.msgs.append({"role": "user", "content": [{"text": text}]})
        return len(self.msgs) - 1

    def model(self, text=None, calls=()):
        """calls: list of (tool_name, input_dict, output_str). Returns index of the model message;
        tool responses go into one tool message right after it."""
        parts = []
        if text:
            parts.append({"text": text})
        resp = []
        for name, inp, out in calls:
            self.n += 1
            ref = f"call-{self.n}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            resp.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self.msgs.append({"role": "model", "content": parts})
        i = len(self.msgs) - 1
        if resp:
            self.msgs.append({"role": "tool", "content": resp})
        return i

    def label(self, kind, text, evidence):
        self.labels.append(
            {
                "id": f"l{len(self.labels) + 1}",
                "kind": kind,
                "text": text,
                "evidence": evidence,
                "message_index": None,
            }
        )

    def stale_at(self, text, terms, index):
        self.stale.append(
            {"id": f"s{len(self.stale) + 1}", "text": text, "terms": terms, "message_index": index}
        )

    def _texts(self):
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
                    bits.append(
                        json.dumps(
                            p["toolRequest"]["input"], separators=(",", ":"), ensure_ascii=False
                        )
                    )
                if "toolResponse" in p:
                    bits.append(p["toolResponse"]["output"])
            out.append(norm("\n".join(bits)))
        return out

    def finish(self):
        texts = self._texts()

        def first(needle):
            w = norm(needle)
            return next((i for i, t in enumerate(texts) if w in t), None)

        terms = [t for s in self.stale for t in s["terms"]]
        for lab in self.labels:
            idx = [first(e) for e in lab["evidence"]]
            assert None not in idx, (self.cid, lab)
            lab["message_index"] = max(idx)
            for e in lab["evidence"]:
                for t in terms:
                    assert norm(t) not in norm(e), (self.cid, lab["id"], e, t)
        for s in self.stale:
            for t in s["terms"]:
                f = first(t)
                assert f is not None and f <= s["message_index"], (self.cid, s, f)
        return {
            "id": self.cid,
            "title": self.title,
            "source": "authored",
            "messages": self.msgs,
            "labels": self.labels,
            "stale": self.stale,
            "meta": {"author": "blind7", "lang": "zh" if "-zh-" in self.cid else "en"},
        }

    def report(self):
        for lab in self.labels:
            print(f"  {lab['id']:4} {lab['kind']:15} @{lab['message_index']:3} {lab['evidence']}")
        for s in self.stale:
            print(f"  {s['id']:4} stale           @{s['message_index']:3} {s['terms']}")


# ---------------------------------------------------------------- seeded filler
def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def bury(rng, lines, facts, lo=0.15, hi=0.85):
    """Insert fact lines at random positions in the middle part of lines."""
    lines = list(lines)
    for f in facts:
        pos = rng.randint(int(len(lines) * lo), max(int(len(lines) * lo), int(len(lines) * hi)))
        lines.insert(pos, f)
    return lines


def ts(rng, day="2025-02-11", h0=8, h1=18):
    return f"{day}T{rng.randint(h0, h1 - 1):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}.{rng.randint(0, 999):03d}Z"


def paragraphs(rng, pool, n, per=(3, 6)):
    out = []
    for _ in range(n):
        k = rng.randint(*per)
        out.append(" ".join(rng.sample(pool, min(k, len(pool)))))
    return out


def table(rng, header, rowfn, n, sep=" | "):
    lines = [sep.join(header), sep.join("-" * max(3, len(h)) for h in header)]
    for i in range(n):
        lines.append(sep.join(str(c) for c in rowfn(rng, i)))
    return lines


# ================================================================ 1. solar interconnection
SOLAR_BOILER = [
    "The Transmission Provider performed the analysis using the 2024 Series summer peak and shoulder cases.",
    "All facilities were evaluated against NERC TPL-001-5.1 planning events P0 through P7.",
    "Thermal overloads were monitored on all facilities 69 kV and above within the study area.",
    "Voltage criteria of 0.95 to 1.05 per unit for system intact conditions were applied.",
    "Post-contingency voltage limits of 0.92 to 1.08 per unit were applied to monitored buses.",
    "Costs are planning-level estimates in 2024 dollars and exclude AFUDC and income tax gross-up.",
    "The Interconnection Customer is responsible for all costs of Interconnection Facilities.",
    "Short-circuit analysis was performed with ASPEN OneLiner using the 2029 future case.",
    "Dynamic stability simulations were run for 20 seconds following each fault event.",
    "No adverse impacts on transient stability were identified for the study cases.",
    "Higher-queued projects were modelled at their full requested injection.",
    "Generation dispatch in the study area follows the regional merit order assumptions in Appendix C.",
    "Estimates carry an accuracy band of plus 50 percent to minus 25 percent at this stage.",
    "The study does not constitute a commitment to provide transmission service.",
    "Reactive power capability of 0.95 leading to lagging at the point of interconnection is required.",
    "Ride-through requirements per IEEE 2800-2022 apply to inverter-based resources.",
    "The Interconnection Customer shall provide revised PSCAD models within 30 days of request.",
    "Metering shall comply with the Transmission Provider's Metering Standard MS-204 revision 6.",
    "Telemetry to the Transmission Provider's EMS will be via DNP3 over a dedicated circuit.",
    "Contingency definitions were taken from the 2024 regional contingency database.",
]
SOLAR_BUSES = [
    "Harlan Creek 138",
    "Moreno 138",
    "Pine Ridge 69",
    "Dover Jct 138",
    "Kessling 345",
    "Ames Rd 69",
    "Tolliver 138",
    "Sandpoint 69",
    "Westmark Tie 138",
    "Cullen 345",
    "Bramble 69",
    "Fairlawn 138",
]


def solar_doc(rng, title, facts, n=14):
    lines = [title, "=" * len(title), ""]
    for p in paragraphs(rng, SOLAR_BOILER, n):
        lines += [p, ""]
    return "\n".join(bury(rng, lines, facts))


def contingency_table(rng, n, facts=()):
    def row(r, i):
        a, b = r.sample(SOLAR_BUSES, 2)
        return (
            f"P{r.randint(1, 7)}-{r.randint(100, 999)}",
            f"{a} - {b} ckt {r.randint(1, 2)}",
            f"{r.randint(80, 240)} MVA",
            f"{r.uniform(62, 99.4):.1f}%",
            f"{r.uniform(60, 99.6):.1f}%",
            "no",
        )

    lines = table(
        rng,
        [
            "Event",
            "Monitored element",
            "Rating",
            "Pre-project loading",
            "Post-project loading",
            "Violation",
        ],
        row,
        n,
    )
    return "\n".join(bury(rng, lines, facts, 0.3, 0.9))


def inbox(rng, n, facts):
    senders = [
        "noreply@gptc-coop.example",
        "newsletter@seia.example",
        "ops@larkspur-renewables.example",
        "hr@larkspur-renewables.example",
        "calendar@larkspur-renewables.example",
        "ap@larkspur-renewables.example",
        "jgoh@terrafirma-env.example",
        "alerts@procore.example",
    ]
    subj = [
        "Weekly queue digest",
        "Your invoice is ready",
        "Reminder: timesheets due",
        "Site visit photos",
        "Updated holiday schedule",
        "Module price index - week 7",
        "RE: racking submittal",
        "Accepted: Pipeline review",
        "Tracker vendor webinar",
        "Land lease payment confirmation",
    ]
    lines = []
    for _i in range(n):
        lines.append(
            f'- id: msg_{rng.randint(100000, 999999)}  from: {pick(rng, senders)}  date: 2025-0{rng.randint(1, 3)}-{rng.randint(10, 28)}  subject: {pick(rng, subj)}  snippet: "{" ".join(rng.sample(SOLAR_BOILER[0].split(), 6))}..."'
        )
    return "\n".join(bury(rng, lines, facts))


def build_solar():
    c = Conv(
        "blind-solar-interconnection",
        "Cedar Hollow Solar: GPTC interconnection, restudy and county CUP",
        "You are Larkspur Renewables' development assistant. You can search and read the shared document store, "
        "query the GPTC interconnection portal, read and send email, edit spreadsheets and create tasks. "
        "Be precise about numbers and dates; say when something is an estimate.",
        101,
    )
    r = c.rng

    c.user(
        "Hi. I'm Dana Whitlock, I've just inherited the Cedar Hollow Solar interconnection file from Owen, who left last week. "
        "I need to get my head around where we are. Board constraints as I understand them: commercial operation by December 2027 at the latest, "
        "and total network upgrade costs allocated to us can't go above $9M or the project doesn't pencil and we'd rather withdraw. "
        "Can you pull whatever is in the doc store on the interconnection and give me the short version?"
    )
    search_out = "\n".join(
        bury(
            r,
            [
                f"{i + 1}. /projects/{pick(r, ['cedar-hollow', 'bluestem', 'cedar-hollow', 'oak-flats'])}/{pick(r, ['land', 'env', 'interconnection', 'finance', 'permits'])}/{pick(r, ['notes', 'report', 'draft', 'memo', 'export'])}_{r.randint(100, 999)}.{pick(r, ['pdf', 'docx', 'xlsx', 'msg'])}  (score {r.uniform(0.3, 0.6):.2f})"
                for i in range(30)
            ],
            [
                "0. /projects/cedar-hollow/interconnection/Feasibility_Study_Q2291.pdf  (score 0.94)  modified 2024-06-03 by owen.park",
                "0. /projects/cedar-hollow/interconnection/SIS_Report_Q2291_rev1.pdf  (score 0.91)  modified 2025-02-07 by portal-sync",
                "0. /projects/cedar-hollow/finance/CH_budget_v7.xlsx  (score 0.77)  modified 2025-01-29 by priya.nand",
                "0. /projects/cedar-hollow/permits/CUP-24-0187_application.pdf  (score 0.71)  modified 2024-11-18 by marcus.oyelaran",
            ],
        )
    )
    feas = solar_doc(
        r,
        "FEASIBILITY STUDY REPORT - Interconnection Request Q-2291 (Cedar Hollow Solar)",
        [
            "Project: Cedar Hollow Solar, 80 MW AC photovoltaic with no storage, Interconnection Request Q-2291.",
            "Point of Interconnection (POI): Harlan Creek 138 kV substation, new breaker position on the east bus.",
            "Transmission Provider study engineer: Ray Castellano (ray.castellano@gptc-coop.example).",
            "Summary of Network Upgrades (planning level): $6.4M total, consisting of a 138 kV breaker position ($1.1M), "
            "protection and communications work ($0.6M) and a probable upgrade on the Harlan Creek - Moreno 138 kV line to be confirmed in the System Impact Study ($4.7M).",
            "Requested Commercial Operation Date: 2027-10-01.",
        ],
        16,
    )
    c.model(
        "I'll start with a search of the doc store for the Cedar Hollow interconnection material.",
        [
            (
                "docstore_search",
                {"query": "Cedar Hollow interconnection study", "limit": 34},
                search_out,
            )
        ],
    )
    c.model(
        "The feasibility study and a newer SIS report are both there. Reading the feasibility study first since it's the baseline.",
        [
            (
                "docstore_read",
                {"path": "/projects/cedar-hollow/interconnection/Feasibility_Study_Q2291.pdf"},
                feas,
            )
        ],
    )
    c.model(
        "Short version from the feasibility study (June 2024):\n\n"
        "- Cedar Hollow Solar is interconnection request **Q-2291**, 80 MW AC PV, no storage.\n"
        "- POI is the **Harlan Creek 138 kV** substation (new breaker position on the east bus).\n"
        "- Network upgrades were estimated at **$6.4M**, of which $4.7M was a *probable* Harlan Creek - Moreno line upgrade the feasibility study left to the System Impact Study.\n"
        "- GPTC's study engineer was Ray Castellano.\n\n"
        "There is also an `SIS_Report_Q2291_rev1.pdf` synced from the portal on 7 Feb, which would supersede that number. Want me to check the portal and read it?"
    )

    c.user("Yes please, check the portal status too - I don't even know what milestone we're at.")
    portal = json.dumps(
        {
            "request_id": "Q-2291",
            "project_name": "Cedar Hollow Solar",
            "customer": "Larkspur Renewables LLC",
            "status": "SIS_COMPLETE",
            "phase": "System Impact Study",
            "requested_mw": 80,
            "poi": "Harlan Creek 138 kV",
            "study_engineer": {
                "name": "Anjali Mehta",
                "email": "anjali.mehta@gptc-coop.example",
                "assigned": "2025-01-13",
                "note": "Reassigned from R. Castellano (transferred to Transmission Planning)",
            },
            "ticket": "GPTC-IR-58814",
            "documents": [
                {
                    "name": f"{n}",
                    "posted": f"2025-0{r.randint(1, 2)}-{r.randint(10, 28)}",
                    "size_kb": r.randint(80, 9000),
                }
                for n in [
                    "SIS_Report_Q2291_rev1.pdf",
                    "SIS_Appendix_B_sensitivities.xlsx",
                    "Contingency_list_2024S.csv",
                    "Study_scope_letter.pdf",
                    "Model_data_request.pdf",
                ]
            ],
            "history": [
                {
                    "date": f"202{r.randint(3, 5)}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}",
                    "event": e,
                }
                for e in [
                    "IR received",
                    "Deemed complete",
                    "Feasibility study agreement executed",
                    "Feasibility study posted",
                    "SIS agreement executed",
                    "SIS deposit received",
                    "Model data accepted",
                    "SIS kickoff",
                    "Engineer reassigned",
                    "SIS posted",
                ]
            ],
            "next_action": {
                "item": "Customer response to SIS results",
                "due": "2025-03-07",
                "options": [
                    "proceed to Facility Study",
                    "request MW reduction per Tariff 4.4.2",
                    "withdraw",
                ],
            },
            "queue_neighbours": [
                {
                    "id": f"Q-{r.randint(2000, 2400)}",
                    "type": pick(r, ["solar", "wind", "BESS", "solar+BESS"]),
                    "mw": r.randint(20, 300),
                    "poi": pick(r, SOLAR_BUSES),
                    "status": pick(r, ["FEAS", "SIS", "FAC", "IA_EXECUTED", "WITHDRAWN"]),
                }
                for _ in range(26)
            ],
        },
        indent=1,
    )
    c.model(None, [("gptc_portal", {"action": "get_request", "id": "Q-2291"}, portal)])
    sis_facts = [
        "Table 5-1 Network Upgrades allocated to Q-2291: (1) Harlan Creek 138 kV breaker replacement, 3 breakers with insufficient interrupting capability: $2.9M; "
        "(2) Reconductor Harlan Creek - Moreno 138 kV line, 14.3 miles, 795 ACSR to 795 ACSS: $7.1M; (3) POI Interconnection Facilities (customer funded, listed for completeness): $1.2M.",
        "TOTAL allocated Network Upgrade cost: $11.2M (excluding Interconnection Facilities $1.2M shown separately in Table 5-2).",
        "The Harlan Creek - Moreno 138 kV overload (118.4% of 239 MVA emergency rating) under P2-1 breaker fault appears only for injections above 74 MW at the POI; see Appendix B.",
        "Estimated in-service date for Network Upgrades: 30 months from execution of the Interconnection Agreement.",
        "Prepared by: Anjali Mehta, P.E., Interconnection Planning.",
    ]
    sis = (
        solar_doc(r, "SYSTEM IMPACT STUDY - Q-2291 rev1", sis_facts[:1], 10)
        + "\n\n"
        + contingency_table(r, 95, sis_facts[1:3])
        + "\n\n"
        + solar_doc(r, "Section 7 - Schedule", sis_facts[3:], 6)
    )
    i_sis = c.model(
        "We're at the SIS-complete stage and there's a customer response due. Reading the SIS report now.",
        [
            (
                "docstore_read",
                {"path": "/projects/cedar-hollow/interconnection/SIS_Report_Q2291_rev1.pdf"},
                sis,
            )
        ],
    )
    c.stale_at(
        "Network upgrade estimate $6.4M from the feasibility study (replaced by the SIS figure $11.2M)",
        ["$6.4M"],
        i_sis + 1,
    )
    c.stale_at(
        "GPTC study engineer Ray Castellano (reassigned; Anjali Mehta is the engineer now)",
        ["Ray Castellano"],
        i_sis - 1,
    )
    c.model(
        "Not good news:\n\n"
        "**Status:** `SIS_COMPLETE`. GPTC wants our response by **2025-03-07**: proceed to Facility Study, ask for a MW reduction under Tariff 4.4.2, or withdraw. "
        "The portal ticket is GPTC-IR-58814 and the study engineer is now **Anjali Mehta** (anjali.mehta@gptc-coop.example); Ray Castellano moved to Transmission Planning in January.\n\n"
        "**SIS cost:** allocated network upgrades are **$11.2M**, well above your $9M ceiling:\n"
        "- Harlan Creek 138 kV breaker replacement (3 breakers under-rated for fault duty): $2.9M\n"
        "- Reconductor Harlan Creek - Moreno 138 kV, 14.3 miles: $7.1M\n"
        "- POI interconnection facilities are another $1.2M, customer funded, shown separately\n\n"
        "One detail matters a lot: the report says the Moreno line overload only appears for injections **above 74 MW** at the POI. "
        "So the expensive reconductor is driven by the last few MW. Upgrades are also 30 months from IA execution, which is tight against December 2027."
    )

    c.user(
        "Ugh. OK so what are our options, realistically? I think the tariff lets us shrink the project without losing our place in line but I don't remember the rules. Look at the appendix too."
    )
    tariff = solar_doc(
        r,
        "GPTC Open Access Transmission Tariff - Attachment X, Section 4 (excerpt)",
        [
            "4.4.2 Prior to the return of an executed Facility Study Agreement, the Interconnection Customer may reduce the MW of its Interconnection Request by up to 15% of the originally requested amount without loss of Queue Position. "
            "The Transmission Provider may require a restudy at the Interconnection Customer's expense.",
            "4.4.3 Reductions greater than 15% shall be treated as a Material Modification.",
            "4.4.5 Affected System studies required as a result of a modification are at the Interconnection Customer's expense.",
        ],
        14,
    )
    appx = "\n".join(
        table(
            r,
            [
                "Case",
                "POI injection (MW)",
                "Harlan-Moreno loading P2-1",
                "Reconductor needed",
                "Alt. mitigation",
                "Est. cost",
            ],
            lambda rr, i: (
                f"S-{i + 1:02d}",
                60 + i,
                f"{88 + i * 1.9 + rr.uniform(-0.4, 0.4):.1f}%",
                "yes" if 60 + i > 74 else "no",
                "line relay upgrade + SPS" if 60 + i <= 74 else "-",
                "$1.4M" if 60 + i <= 74 else "$7.1M",
            ),
            21,
        )
    )
    appx += "\n\nNotes: Sensitivity cases re-dispatched higher-queued Q-2188 (wind, 150 MW) at 80%. Results below 74 MW are screening-level and must be confirmed by restudy.\n"
    appx += "\n".join(
        f"{pick(r, SOLAR_BUSES)} bus voltage case S-{r.randint(1, 21):02d}: {r.uniform(0.96, 1.04):.3f} pu"
        for _ in range(40)
    )
    c.model(
        "Let me pull the tariff section on MW reductions and the SIS Appendix B sensitivities.",
        [
            (
                "docstore_search",
                {"query": "GPTC tariff attachment X 4.4 reduction queue position"},
                tariff,
            ),
            (
                "spreadsheet_read",
                {
                    "path": "/projects/cedar-hollow/interconnection/SIS_Appendix_B_sensitivities.xlsx",
                    "sheet": "P2-1 sweep",
                },
                appx,
            ),
        ],
    )
    c.model(
        "Here's how I see it.\n\n"
        "Tariff **4.4.2** lets you cut the request by up to **15%** of the original MW before you return an executed Facility Study Agreement, without losing queue position; GPTC can require a restudy at our cost. "
        "15% of 80 MW is 12 MW, so the floor is 68 MW. More than that is a Material Modification (4.4.3).\n\n"
        "Appendix B (screening only) shows the Harlan-Moreno reconductor drops out at 74 MW and below; instead you'd need a line relay upgrade plus a special protection scheme at about **$1.4M** rather than $7.1M.\n\n"
        "Options:\n1. **Proceed at 80 MW**: ~$11.2M, over the cap. Not viable as-is.\n"
        "2. **Reduce to somewhere in 68-74 MW** under 4.4.2, ask for restudy. Screening says upgrades drop to roughly $2.9M + $1.4M, but the restudy could find something else.\n"
        "3. **Withdraw**: lose study deposits.\n\n"
        "I'd lean towards option 2 with some margin below 74 (e.g. 72), because the sweep is screening-level and injection at the POI includes a bit of collector-system slack. "
        "Unknowns: the restudy fee and timeline, and whether a change triggers an Affected System study (4.4.5)."
    )

    c.user(
        "72 sounds right in principle but before I commit, run the budget sheet for 72 vs 80. Use the SIS number for 80 and the appendix screening number for 72. I want to see NPV and the upgrade cost side by side."
    )
    budget = "\n".join(
        table(
            r,
            ["Row", "Item", "80 MW case", "72 MW case", "Note"],
            lambda rr, i: (
                i + 3,
                pick(
                    rr,
                    [
                        "Module supply",
                        "Tracker",
                        "Inverters",
                        "BOS electrical",
                        "Civil",
                        "Substation",
                        "Land lease NPV",
                        "O&M yr1",
                        "Insurance",
                        "Dev fee",
                        "Contingency",
                        "Property tax",
                    ],
                ),
                f"${rr.uniform(0.3, 14):.2f}M",
                f"${rr.uniform(0.3, 13):.2f}M",
                pick(rr, ["", "", "vendor quote Jan", "scaled per MW", "est."]),
            ),
            34,
        )
    )
    budget = budget.split("\n")
    budget = bury(
        r,
        budget,
        [
            "41 | Network upgrades (allocated) | $11.20M | $4.30M | SIS rev1 vs App. B screening",
            "52 | Project NPV @ 7.5% | $3.05M | $6.62M | 25-yr, PPA $41.50/MWh",
            "53 | Annual energy (GWh) | 184.6 | 166.1 | P50, 8760 model v3",
            "54 | Equity IRR | 7.9% | 9.8% | hurdle 9.0%",
        ],
        0.7,
        1.0,
    )
    c.model(
        None,
        [
            (
                "spreadsheet_calc",
                {
                    "path": "/projects/cedar-hollow/finance/CH_budget_v7.xlsx",
                    "sheet": "Scenarios",
                    "set": {"C41": 11.2, "D41": 4.3, "D6": 72},
                    "recalc": True,
                },
                "\n".join(budget),
            )
        ],
    )
    c.model(
        "From CH_budget_v7.xlsx (Scenarios tab, recalculated):\n\n"
        "| | 80 MW | 72 MW |\n|---|---|---|\n| Network upgrades | $11.20M | $4.30M (screening) |\n| Annual energy P50 | 184.6 GWh | 166.1 GWh |\n| NPV @ 7.5% | $3.05M | $6.62M |\n| Equity IRR | 7.9% | 9.8% |\n\n"
        "72 MW loses ~10% of energy but clears the 9.0% hurdle; 80 MW doesn't. Caveat: the 72 MW upgrade number is screening-level. "
        "Even if the restudy came back at double the screening number (~$8.6M) it would still be under your cap, just barely."
    )

    i_dec = c.user(
        "OK, decision made: we ask GPTC to reduce Q-2291 to 72 MWac under 4.4.2. Draft the request to Anjali and cc Marcus Oyelaran (he's our permitting lead and signs GPTC paperwork). "
        "Ask her for the restudy fee and how long the restudy takes. Keep it short and formal. Send it, don't wait for me."
    )
    c.stale_at("Project size 80 MW AC (reduced to 72 MWac under Tariff 4.4.2)", ["80 MW"], i_dec)
    c.model(
        "Sending now.",
        [
            (
                "email_send",
                {
                    "to": ["anjali.mehta@gptc-coop.example"],
                    "cc": ["marcus.oyelaran@larkspur-renewables.example"],
                    "subject": "Q-2291 Cedar Hollow Solar - request for MW reduction under Tariff 4.4.2",
                    "body": "Dear Ms. Mehta,\n\nFurther to the System Impact Study report (rev1) for Q-2291, Larkspur Renewables requests a reduction of the Interconnection Request from 80 MW to 72 MWac at the Point of Interconnection, pursuant to Section 4.4.2 of Attachment X. "
                    "This is a 10% reduction and is submitted before return of a Facility Study Agreement.\n\nPlease confirm (1) whether a restudy is required and the associated fee, and (2) the expected restudy duration.\n\nKind regards,\nDana Whitlock\nLarkspur Renewables",
                },
                "status: sent\nmessage_id: <CAH-7731.q2291@larkspur-renewables.example>\nthread: GPTC-IR-58814\nsent_at: 2025-02-12T15:04:11Z",
            )
        ],
    )
    c.model(
        "Sent to Anjali with Marcus in cc (message id `<CAH-7731.q2291@larkspur-renewables.example>`, threaded onto GPTC-IR-58814). "
        "It asks for the restudy fee and duration. I'll watch for her reply; the SIS response deadline of 7 March is covered by this request as far as I can tell, but worth confirming with her."
    )

    c.user(
        "While we wait: what's the status of the county permit? The conditional use permit hearing, I mean. Check the county agenda page."
    )
    agenda = "\n".join(
        bury(
            r,
            [
                f"Item {i + 1}: {pick(r, ['ZA-24-', 'CUP-24-', 'VAR-25-', 'SUB-24-'])}{r.randint(100, 999):04d} - {pick(r, ['Hendricks', 'Lomax Farms', 'Rt 9 Storage', 'Baylor', 'Green Acre Church', 'Kessling Quarry'])} - {pick(r, ['rezoning', 'variance', 'site plan', 'minor subdivision', 'special use'])} - {pick(r, ['continued', 'recommend approval', 'public hearing', 'consent'])}"
                for i in range(40)
            ],
            [
                "Item 17: CUP-24-0187 - Larkspur Renewables / Cedar Hollow Solar - conditional use permit for 640-acre solar energy facility, parcels 14-022-003, 14-022-007, 14-023-001 - PUBLIC HEARING scheduled March 12, 2025, 6:30 PM, Board Room A",
                "Staff contact for CUP-24-0187: Hollis Grant, Senior Planner, hgrant@lowell-county.example",
            ],
        )
    )
    agenda = (
        "LOWELL COUNTY PLANNING COMMISSION - UPCOMING AGENDA ITEMS (scraped 2025-02-12)\n" + agenda
    )
    c.model(
        None,
        [
            (
                "web_fetch",
                {"url": "https://lowell-county.example/planning/agenda?upcoming=1"},
                agenda,
            )
        ],
    )
    c.model(
        "The county agenda lists **CUP-24-0187** (Cedar Hollow Solar, 640 acres across parcels 14-022-003, 14-022-007 and 14-023-001) for a public hearing on **March 12, 2025** at 6:30 PM. "
        "Staff contact is Hollis Grant (hgrant@lowell-county.example). Nothing suggests a problem so far."
    )

    c.user("Anjali replied I think? Check the inbox for anything on Q-2291.")
    reply = (
        "From: Anjali Mehta <anjali.mehta@gptc-coop.example>\nTo: Dana Whitlock\nCc: Marcus Oyelaran\nDate: 2025-02-18\nSubject: RE: Q-2291 Cedar Hollow Solar - request for MW reduction under Tariff 4.4.2\n\n"
        "Dana,\n\nWe accept the reduction to 72 MWac under 4.4.2; your queue position is retained. A restudy is required. "
        "The restudy fee is a $75,000 deposit, payable by wire within 10 business days; the restudy will take 60 calendar days from receipt of the deposit. "
        "The 2025-03-07 SIS response deadline is suspended while the restudy runs.\n\n"
        "Please note: because the sensitivity relies on an SPS at Harlan Creek, Westmark Energy (the adjacent transmission owner) may need to run an affected-system screening. "
        "We have asked them; I do not yet know whether they will require a full study or what it would cost.\n\n"
        "Wire instructions attached (GPTC Study Deposit account, reference Q2291-RS1).\n\nRegards,\nAnjali\n"
    )
    c.model(
        None,
        [
            (
                "email_search",
                {"query": "Q-2291", "since": "2025-02-12"},
                inbox(r, 60, [reply.replace("\n", " \n  ")]),
            )
        ],
    )
    c.model(
        "Anjali replied on 18 Feb:\n\n"
        "- Reduction to 72 MWac **accepted**, queue position retained.\n"
        "- Restudy required: **$75,000** deposit by wire within 10 business days (reference `Q2291-RS1`), **60 calendar days** from receipt of deposit.\n"
        "- The 7 March SIS response deadline is suspended during the restudy.\n"
        "- New risk: **Westmark Energy** may require an affected-system screening because the mitigation relies on an SPS at Harlan Creek. No cost or scope known yet.\n\n"
        "Do you want me to get the wire moving?"
    )

    c.user(
        "Finance has to do the wire, not me. Make a task for Priya Nand in finance: wire the $75k with reference Q2291-RS1, due in a week. "
        "And update the budget sheet: add the restudy deposit as a dev cost line. Oh and change the PPA price to $42.10, we got the revised offtake term sheet yesterday."
    )
    c.model(
        "Creating the task and updating the sheet.",
        [
            (
                "task_create",
                {
                    "assignee": "priya.nand@larkspur-renewables.example",
                    "title": "Wire $75,000 GPTC restudy deposit for Q-2291 (ref Q2291-RS1)",
                    "due": "2025-02-25",
                    "attachments": ["GPTC_wire_instructions_Q2291.pdf"],
                },
                "task_id: FIN-2231\nstatus: open\nassignee: Priya Nand\ndue: 2025-02-25\nwatchers: dana.whitlock, marcus.oyelaran",
            ),
            (
                "spreadsheet_update",
                {
                    "path": "/projects/cedar-hollow/finance/CH_budget_v7.xlsx",
                    "sheet": "Scenarios",
                    "set": {"B44": "GPTC restudy deposit", "D44": 0.075, "C9": 42.10, "D9": 42.10},
                    "recalc": True,
                },
                "\n".join(
                    ["updated 5 cells, recalculated 212 formulas"]
                    + [
                        f"  {col}{row}: {r.uniform(0.1, 20):.3f} -> {r.uniform(0.1, 20):.3f}"
                        for col, row in ((pick(r, "CDEF"), r.randint(10, 80)) for _ in range(60))
                    ]
                    + [
                        "  D52 (Project NPV @ 7.5%, 72 MW): 6.62 -> 7.08",
                        "  C52 (Project NPV @ 7.5%, 80 MW): 3.05 -> 3.61",
                        "  D54 (Equity IRR, 72 MW): 9.8% -> 10.2%",
                    ]
                ),
            ),
        ],
    )
    c.model(
        "Done:\n- Task **FIN-2231** for Priya Nand, due 25 Feb, wire instructions attached.\n"
        "- CH_budget_v7.xlsx: restudy deposit added in row 44 ($0.075M), PPA price set to $42.10/MWh in both cases. 72 MW NPV is now $7.08M and equity IRR 10.2%."
    )

    c.user(
        "Env question. The consultant said something about wetlands on one of the parcels - what's the status? I need to know if it affects the layout."
    )
    env = solar_doc(
        r,
        "TerraFirma Environmental - Wetland Delineation Summary, Cedar Hollow Solar (draft 2, 2025-02-04)",
        [
            "Parcel 14-022-007: a 2.3 acres palustrine emergent wetland (Wetland W-3) was delineated along the unnamed tributary in the north-east quadrant. "
            "Hydrology indicators were observed; the feature appears to connect to Kessling Creek via a culvert and is likely jurisdictional. "
            "A USACE approved jurisdictional determination (AJD) is recommended before final layout.",
            "Parcels 14-022-003 and 14-023-001: no wetlands delineated; two ephemeral swales noted, non-jurisdictional.",
            "Contact: Jenna Goh, PWS (jgoh@terrafirma-env.example).",
        ],
        15,
    )
    c.model(
        None,
        [
            (
                "docstore_read",
                {"path": "/projects/cedar-hollow/env/Wetland_Delineation_draft2.pdf"},
                env,
            )
        ],
    )
    c.model(
        "TerraFirma's draft (4 Feb) found a **2.3 acres** emergent wetland (W-3) on parcel **14-022-007**, north-east corner, probably jurisdictional because it drains to Kessling Creek through a culvert. "
        "They recommend a USACE approved jurisdictional determination before final layout. The other two parcels are clear.\n\n"
        "Layout impact: at 72 MWac we need less land anyway, so we may be able to drop the NE block of 14-022-007 rather than permit a fill. "
        "But it's unresolved until someone decides whether to request the AJD, and an AJD can take months. Jenna Goh at TerraFirma is the contact."
    )

    c.user(
        "Hmm, leave the wetland question open for now, I'll talk to the engineering folks. Different thing - Hollis Grant emailed about the hearing? Marcus forwarded something."
    )
    county = (
        "From: Marcus Oyelaran  Fwd: CUP-24-0187 hearing  ----- Forwarded message ----- From: Hollis Grant <hgrant@lowell-county.example> Date: 2025-02-27 "
        "Subject: CUP-24-0187 - hearing continued. Marcus, our mailed notice to adjacent owners went to the 2023 assessor list and missed four parcels, so the March 12 hearing cannot proceed. "
        "The Commission will continue the item to April 9, 2025 (6:30 PM). The applicant must re-mail notices to all owners within 1,000 ft using the current assessor list no later than March 20 and file the affidavit of mailing with my office."
    )
    i_cty = c.model(
        None,
        [
            (
                "email_search",
                {"query": "CUP-24-0187 from:marcus.oyelaran", "since": "2025-02-20"},
                inbox(r, 38, [county]),
            )
        ],
    )
    c.stale_at(
        "CUP-24-0187 hearing date March 12, 2025 (continued to April 9, 2025)",
        ["March 12"],
        i_cty + 1,
    )
    c.model(
        "Yes: the hearing for CUP-24-0187 is **continued to April 9, 2025** (6:30 PM). The county's own notice used an outdated assessor list and missed four parcels. "
        "Our side has to **re-mail notices to all owners within 1,000 ft by March 20** using the current list and file the affidavit of mailing with Hollis Grant. "
        "Marcus forwarded it, so I assume he's handling the mailing; shall I put it on his task list?"
    )

    c.user("Yes, task for Marcus, due March 20. Affidavit too.")
    c.model(
        None,
        [
            (
                "task_create",
                {
                    "assignee": "marcus.oyelaran@larkspur-renewables.example",
                    "title": "CUP-24-0187: re-mail notices to owners within 1,000 ft (current assessor list) and file affidavit of mailing with Hollis Grant",
                    "due": "2025-03-20",
                },
                "task_id: PRM-0912\nstatus: open\nassignee: Marcus Oyelaran\ndue: 2025-03-20",
            )
        ],
    )
    c.model(
        "Task PRM-0912 created for Marcus, due March 20: re-mail the notices and file the affidavit."
    )

    c.user(
        "It's April now. GPTC posted the restudy, right? Pull it and tell me whether we're under the cap. Be honest if it's tight."
    )
    rs_facts = [
        "Table 3-1 Network Upgrades allocated to Q-2291 at 72 MWac: (1) Harlan Creek 138 kV breaker replacement: $2.9M; (2) Harlan Creek - Moreno line relay upgrade and SPS: $1.4M; "
        "(3) Moreno 138 kV substation bus work (ring bus conversion, identified in restudy due to Q-2188 dispatch change): $3.1M; (4) Harlan Creek 138 kV disconnect and CT replacements: $1.3M.",
        "TOTAL allocated Network Upgrade cost at 72 MWac: $8.7M. The Harlan Creek - Moreno reconductor is no longer required.",
        "Restudy deposit received 2025-02-24 (wire ref Q2291-RS1).",
        "Affected System: Westmark Energy screening is in progress; results expected mid-April. Any Westmark upgrades would be additional to the amounts above.",
    ]
    rs = (
        solar_doc(
            r,
            "RESTUDY REPORT - Q-2291 (72 MWac) - posted 2025-04-03",
            rs_facts[:1] + rs_facts[2:3],
            9,
        )
        + "\n\n"
        + contingency_table(r, 90, rs_facts[1:2])
        + "\n\n"
        + solar_doc(r, "Affected systems", rs_facts[3:], 5)
    )
    i_rs = c.model(
        None,
        [
            (
                "gptc_portal",
                {"action": "download", "id": "Q-2291", "document": "Restudy_Report_Q2291_72MW.pdf"},
                rs,
            )
        ],
    )
    c.stale_at(
        "SIS network upgrade estimate $11.2M at 80 MW (replaced by restudy total $8.7M at 72 MWac)",
        ["$11.2M"],
        i_rs + 1,
    )
    c.model(
        "Restudy (posted 3 April) at 72 MWac:\n\n"
        "- Reconductor is gone, as the screening predicted.\n"
        "- But a **new item**: Moreno 138 kV ring-bus conversion, **$3.1M**, because the dispatch of Q-2188 changed.\n"
        "- Plus Harlan Creek disconnects/CTs $1.3M, breaker replacement $2.9M, line relay + SPS $1.4M.\n"
        "- **Total: $8.7M**, so under the $9M cap by only $0.3M.\n\n"
        "Honest read: it's tight. Planning estimates are +50/-25%, and the Westmark affected-system screening is still pending (results expected mid-April) and would be *on top*. "
        "Any Westmark upgrade beyond $0.3M puts you over the cap."
    )

    c.user(
        "Right. What's next procedurally - facility study agreement? What do we have to sign and pay, and by when?"
    )
    ms = json.dumps(
        {
            "request_id": "Q-2291",
            "status": "RESTUDY_COMPLETE",
            "requested_mw": 72,
            "milestones": [
                {"code": "M1", "desc": "Study deposit", "status": "satisfied"},
                {"code": "M2", "desc": "Site control demonstration", "status": "satisfied"},
                {
                    "code": "M3",
                    "desc": "Facility Study Agreement (FSA) execution + security",
                    "due": "2025-05-02",
                    "security_amount_usd": 1350000,
                    "security_forms": [
                        "cash",
                        "irrevocable letter of credit",
                        "surety (A- rated surety company, bond form GPTC-SB-2)",
                    ],
                    "status": "open",
                },
                {"code": "M4", "desc": "Interconnection Agreement tender", "status": "pending"},
            ],
            "audit": [
                {
                    "ts": ts(r, "2025-04-0" + str(r.randint(1, 4))),
                    "user": pick(r, ["amehta", "portal-sync", "dwhitlock", "svc-docgen"]),
                    "action": pick(r, ["VIEW", "DOWNLOAD", "STATUS_UPDATE", "DOC_POST", "LOGIN"]),
                }
                for _ in range(70)
            ],
        },
        indent=1,
    )
    c.model(None, [("gptc_portal", {"action": "get_milestones", "id": "Q-2291"}, ms)])
    c.model(
        "Next is milestone **M3**: execute the **Facility Study Agreement (FSA)** and post security of **$1.35M** by **May 2, 2025**. "
        "Security can be cash, an irrevocable letter of credit, or a bond on form GPTC-SB-2 from an A- rated surety company. M4 (IA tender) follows the facility study. "
        "Since 4.4.2 reductions are only allowed before the FSA is returned, signing it locks in 72 MWac."
    )

    c.user(
        "Finance prefers a surety bond over cash, so use that. Marcus signs the FSA - I'll ask him to get it back to us by April 25 so we have a week of buffer. "
        "Now write a one-page status memo for the board and save it in the doc store next to the study reports. Keep it factual."
    )
    memo = (
        "# Cedar Hollow Solar - interconnection status (April 2025)\n\n"
        "- Q-2291 reduced to 72 MWac under Tariff 4.4.2; queue position retained.\n"
        "- Restudy (posted 2025-04-03): allocated network upgrades $8.7M vs. $9M board cap; includes new Moreno ring bus $3.1M.\n"
        "- Westmark Energy affected-system screening pending (mid-April); any cost is additional.\n"
        "- M3: FSA execution + $1.35M security due May 2, 2025; security via surety bond; Marcus Oyelaran to sign, internal target April 25.\n"
        "- County CUP-24-0187 hearing continued to April 9, 2025; notices re-mailed (PRM-0912).\n"
        "- Wetland W-3 (2.3 acres, parcel 14-022-007): AJD decision outstanding; may drop NE array block.\n"
        "- NPV at 72 MWac: $7.08M (CH_budget_v7.xlsx).\n"
    )
    c.model(
        "Here's the memo; saving it.",
        [
            (
                "docstore_write",
                {
                    "path": "/projects/cedar-hollow/interconnection/Board_status_memo_2025-04.md",
                    "content": memo,
                },
                "written: /projects/cedar-hollow/interconnection/Board_status_memo_2025-04.md (1,042 bytes)\nversion: 1\nshared_with: cedar-hollow-team",
            )
        ],
    )
    c.model(
        "Saved as `/projects/cedar-hollow/interconnection/Board_status_memo_2025-04.md`. It records the surety bond choice for the $1.35M M3 security and the April 25 internal target for Marcus's FSA signature. "
        "One thing I left factual rather than alarmed: the $0.3M headroom under the cap."
    )

    c.user("Good. Last thing - anything still open that I should be worrying about?")
    c.model(
        "Still open:\n\n"
        "1. **Westmark affected-system screening**: results expected mid-April. With only $0.3M headroom this is the biggest risk. I'll check the GPTC portal and the inbox for it on **April 14** and flag you the same day.\n"
        "2. **Wetland W-3 on 14-022-007**: you still need to decide with engineering whether to request the USACE AJD or drop the NE block.\n"
        "3. **FSA signature**: Marcus to return the signed FSA by April 25; the surety bond has to be in place for the May 2, 2025 deadline, so Priya should start the bond application now.\n"
        "4. **County hearing** April 9: confirm the affidavit of mailing was filed (PRM-0912).\n\n"
        "Restudy deposit and the MW reduction are closed."
    )

    L = c.label
    L(
        "user_goal",
        "Reach COD by December 2027 with allocated network upgrades no higher than $9M (else withdraw)",
        ["December 2027", "$9M"],
    )
    L(
        "reference",
        "Interconnection request Q-2291, GPTC portal ticket GPTC-IR-58814",
        ["Q-2291", "GPTC-IR-58814"],
    )
    L("fact", "POI is the Harlan Creek 138 kV substation", ["Harlan Creek 138 kV"])
    L(
        "reference",
        "GPTC study engineer Anjali Mehta, anjali.mehta@gptc-coop.example",
        ["anjali.mehta@gptc-coop.example"],
    )
    L("fact", "SIS: Moreno line overload only appears above 74 MW injection", ["above 74 MW"])
    L(
        "fact",
        "Tariff 4.4.2 allows reducing MW by up to 15% before FSA return without losing queue position",
        ["4.4.2", "15%"],
    )
    L(
        "decision",
        "Reduce Q-2291 to 72 MWac under 4.4.2 (reconductor drops out; NPV better)",
        ["72 MWac"],
    )
    L(
        "fact",
        "Restudy fee $75,000 deposit, 60 calendar days, wire ref Q2291-RS1 (task FIN-2231 for Priya)",
        ["$75,000", "Q2291-RS1"],
    )
    L(
        "open_issue",
        "Westmark Energy may require an affected-system study; cost unknown and additional",
        ["Westmark", "affected-system"],
    )
    L(
        "open_issue",
        "2.3-acre likely-jurisdictional wetland W-3 on parcel 14-022-007; AJD vs dropping NE block undecided",
        ["14-022-007", "2.3 acres"],
    )
    L(
        "fact",
        "CUP-24-0187 hearing continued to April 9, 2025 because of a notice defect",
        ["CUP-24-0187", "April 9, 2025"],
    )
    L(
        "fact",
        "Restudy at 72 MWac: total allocated network upgrades $8.7M, incl. new Moreno ring-bus $3.1M",
        ["$8.7M", "$3.1M"],
    )
    L("fact", "M3: FSA execution plus $1.35M security due May 2, 2025", ["$1.35M", "May 2, 2025"])
    L(
        "decision",
        "Post M3 security as a surety bond (finance preference) rather than cash",
        ["surety bond"],
    )
    L(
        "pending_action",
        "Marcus Oyelaran to sign and return the FSA by April 25",
        ["April 25", "FSA"],
    )
    L(
        "pending_action",
        "Agent to check the portal/inbox on April 14 for the Westmark screening result",
        ["April 14"],
    )
    L("fact", "Budget at 72 MW: NPV $7.08M with PPA $42.10/MWh", ["$7.08M", "$42.10"])
    L(
        "reference",
        "Budget workbook /projects/cedar-hollow/finance/CH_budget_v7.xlsx",
        ["CH_budget_v7.xlsx"],
    )
    L(
        "reference",
        "Board memo path",
        ["/projects/cedar-hollow/interconnection/Board_status_memo_2025-04.md"],
    )
    L(
        "fact",
        "Marcus's task PRM-0912 to re-mail notices within 1,000 ft by March 20 and file affidavit",
        ["PRM-0912", "March 20"],
    )
    return c


# ================================================================ 2. SaaS double billing escalation
SVC = [
    "renewal-worker",
    "billing-api",
    "payments-gw",
    "invoice-renderer",
    "webhook-dispatcher",
    "ledger-sync",
    "auth",
    "seat-service",
]
LOGMSG = [
    "request completed",
    "cache miss for plan catalog",
    "scheduled job heartbeat",
    "db pool stats active=12 idle=8",
    "rendered invoice pdf",
    "published event invoice.updated",
    "retrying ledger export (attempt 1)",
    "token refreshed",
    "GET /v2/accounts/{id}/usage 200",
    "POST /v2/events 202",
    "slow query 412ms on invoices_by_account",
    "queue depth 31",
    "seat snapshot stored",
    "dunning check skipped: account current",
    "tax quote received from provider",
]


def applog(rng, n, facts, day="2024-11-01"):
    lines = [
        f"{ts(rng, day, 5, 7)} {pick(rng, ['INFO', 'INFO', 'INFO', 'DEBUG', 'WARN'])} [{pick(rng, SVC)}] "
        f"trace={rng.randrange(16**12):012x} acct=ACC-{rng.randint(10000, 39999)} {pick(rng, LOGMSG)}"
        for _ in range(n)
    ]
    return "\n".join(sorted(bury(rng, lines, facts)))


def slack(rng, channel, n, facts):
    people = [
        "maya.lindqvist",
        "dev.patel",
        "ines.duarte",
        "j.wu",
        "support-bot",
        "r.hakimi",
        "lena.s",
        "tomas.reyes",
        "ops-alerts",
    ]
    chat = [
        "anyone seeing slow invoice pdfs?",
        "deploy of billing-api 4.18.2 done",
        "lunch?",
        "PTO reminder: submit by Friday",
        "can someone review my macro changes",
        "+1",
        "ack",
        "looking",
        "the dashboard is green again",
        "reminder: QBR deck due",
        "who owns the tax provider contract?",
        "I'll take the next escalation",
        "thanks!",
        "merged",
        "CI flaky again on payments-svc",
    ]
    lines = [
        f"[{rng.randint(8, 17):02d}:{rng.randint(0, 59):02d}] {pick(rng, people)}: {pick(rng, chat)}"
        for _ in range(n)
    ]
    return f"#{channel}\n" + "\n".join(bury(rng, lines, facts, 0.5, 1.0))


def build_saas():
    c = Conv(
        "blind-saas-double-billing",
        "Brightwater Analytics billed twice on renewal: refunds, BILL-4471, AM handover",
        "You are the support-escalations assistant at Tallyhub (B2B SaaS). Tools: zendesk (tickets), billing (invoices, charges, refunds, credit notes), "
        "logsearch, jira, crm, slack, calendar and a read-only SQL console on the billing replica. Never promise a refund date you have not confirmed. "
        "Refunds over policy limits need Finance approval.",
        202,
    )
    r = c.rng
    c.user(
        "Morning. Escalation came in overnight, ZD-88213, Brightwater Analytics. They say we charged their card twice for the annual renewal. "
        "I own this one. What I want: the duplicate refunded this week, the customer not churning (their renewal is a big one), and a proper root cause so it doesn't happen again. Start by reading the ticket."
    )
    thread = [
        f"--- comment {i + 1} | {pick(r, ['Nora Feldman (requester)', 'Tallyhub Bot', 'L. Sato (Tier 1)', 'Nora Feldman (requester)'])} | 2024-11-0{r.randint(2, 4)} {r.randint(8, 20):02d}:{r.randint(0, 59):02d}\n"
        + " ".join(
            r.sample(
                [
                    "Thanks for reaching out.",
                    "We have received your request.",
                    "Attaching the statement.",
                    "Could you confirm the last four digits?",
                    "Our AP team flagged this.",
                    "Please advise urgently.",
                    "I have escalated internally.",
                    "Auto-reply: we aim to respond within 4 business hours.",
                    "Here is the screenshot from our bank portal.",
                    "We are reviewing.",
                    "Ticket priority changed.",
                    "Macro applied: billing-dispute-v3.",
                ],
                5,
            )
        )
        for i in range(48)
    ]
    thread = bury(
        r,
        thread,
        [
            "--- comment 2 | Nora Feldman (requester) | 2024-11-02 09:14\nHi, our corporate card ending 4417 shows two charges of $18,240.00 from Tallyhub on Nov 1, matching invoices INV-2024-118832 and INV-2024-118833. "
            "Also, we reduced our plan to 95 seats on Oct 28 in the app before the renewal, so even one charge looks wrong. Please refund the duplicate ASAP. - Nora Feldman, Finance Director, nora.feldman@brightwater-analytics.example",
            "--- comment 9 | L. Sato (Tier 1) | 2024-11-03 10:02\nEscalating to Tier 3 / escalations. Customer is on Business Annual, account ACC-30417. Proposed a call Thursday 2pm ET with the customer; Nora accepted.",
        ],
    )
    c.model(
        "Reading ZD-88213.",
        [
            (
                "zendesk",
                {"action": "get_ticket", "id": "ZD-88213", "include_comments": True},
                "ticket ZD-88213 | status: open | priority: high | group: Escalations | requester: Nora Feldman | org: Brightwater Analytics\n\n"
                + "\n\n".join(thread),
            )
        ],
    )
    c.model(
        "What the ticket says:\n"
        "- Nora Feldman (Finance Director) sees **two $18,240.00 charges on Nov 1** on the card ending 4417, matching **INV-2024-118832** and **INV-2024-118833**.\n"
        "- She also says they dropped to **95 seats on Oct 28** in the app before the renewal, so even a single charge would be too high.\n"
        "- Account ACC-30417, Business Annual. Tier 1 has set up a call with her for **Thursday 2pm ET**.\n\n"
        "Next I'll confirm both invoices and charges in billing."
    )

    c.user("Yes, confirm in billing. Show me both invoices.")
    inv = {"account": "ACC-30417", "invoices": []}
    for _k in range(14):
        inv["invoices"].append(
            {
                "id": f"INV-20{r.randint(22, 24)}-{r.randint(100000, 118000)}",
                "status": "paid",
                "amount": f"{r.choice([1520, 3040, 15960, 17480]):,}.00",
                "period": f"{r.randint(2021, 2023)}-11-01/{r.randint(2022, 2024)}-10-31",
                "lines": [
                    {
                        "sku": pick(r, ["BUS-SEAT-ANNUAL", "ADDON-SSO", "ADDON-API"]),
                        "qty": r.randint(1, 120),
                    }
                ],
            }
        )
    for iid, ch, t in (
        ("INV-2024-118832", "ch_3QbX77Lk2aE0", "05:41:09"),
        ("INV-2024-118833", "ch_3QbX7ALk2aE9", "05:41:52"),
    ):
        inv["invoices"].append(
            {
                "id": iid,
                "status": "paid",
                "amount": "18,240.00",
                "currency": "USD",
                "created": f"2024-11-01T{t}Z",
                "period": "2024-11-01/2025-10-31",
                "charge": ch,
                "card_last4": "4417",
                "lines": [
                    {
                        "sku": "BUS-SEAT-ANNUAL",
                        "qty": 120,
                        "unit_price": "152.00",
                        "amount": "18,240.00",
                    }
                ],
                "metadata": {
                    "source": "renewal-worker",
                    "subscription": "sub_BW30417",
                    "idempotency_key": None,
                },
            }
        )
    inv["events"] = [
        {
            "ts": ts(r, "2024-11-01", 5, 6),
            "type": pick(
                r,
                [
                    "invoice.created",
                    "invoice.finalized",
                    "charge.succeeded",
                    "invoice.paid",
                    "customer.updated",
                ],
            ),
            "id": f"evt_{r.randrange(16**10):010x}",
        }
        for _ in range(110)
    ]
    c.model(
        None,
        [
            (
                "billing",
                {"action": "list_invoices", "account": "ACC-30417", "include_events": True},
                json.dumps(inv, indent=1),
            )
        ],
    )
    c.model(
        "Confirmed, it's a true duplicate:\n\n| Invoice | Created (UTC) | Charge | Amount | Seats |\n|---|---|---|---|---|\n"
        "| INV-2024-118832 | 2024-11-01 05:41:09 | ch_3QbX77Lk2aE0 | $18,240.00 | 120 x $152 |\n| INV-2024-118833 | 2024-11-01 05:41:52 | ch_3QbX7ALk2aE9 | $18,240.00 | 120 x $152 |\n\n"
        "Same period, same subscription (sub_BW30417), 43 seconds apart, both from renewal-worker and **both with no idempotency key**. "
        "Both were billed at 120 seats, which supports Nora's point about the seat reduction."
    )

    c.user(
        "43 seconds apart smells like a retry. Check the renewal-worker logs around 05:41 and tell me what happened. Also check whether this hit other accounts, roughly."
    )
    log = applog(
        r,
        320,
        [
            "2024-11-01T05:41:09.118Z INFO [renewal-worker] trace=9be1c0aa71f2 acct=ACC-30417 created invoice INV-2024-118832 sub=sub_BW30417 idempotency_key=null",
            "2024-11-01T05:41:39.120Z WARN [payments-gw] trace=9be1c0aa71f2 acct=ACC-30417 charge ch_3QbX77Lk2aE0 confirm webhook not acked within 30000ms (timeout)",
            "2024-11-01T05:41:52.004Z INFO [renewal-worker] trace=9be1c0aa71f2 acct=ACC-30417 job renew:sub_BW30417 retry 1/3 after webhook timeout; previous attempt state unknown",
            "2024-11-01T05:41:52.377Z INFO [renewal-worker] trace=9be1c0aa71f2 acct=ACC-30417 created invoice INV-2024-118833 sub=sub_BW30417 idempotency_key=null",
            "2024-11-01T05:41:52.910Z WARN [webhook-dispatcher] backlog 2,140 events, p99 ack latency 41s (degraded since 05:12)",
        ],
    )
    c.model(
        "Pulling the logs and a rough count of other duplicate pairs.",
        [
            (
                "logsearch",
                {
                    "query": "renewal-worker OR payments-gw OR webhook-dispatcher",
                    "from": "2024-11-01T05:00:00Z",
                    "to": "2024-11-01T07:00:00Z",
                    "limit": 160,
                },
                log,
            ),
            (
                "sql",
                {
                    "query": "select count(distinct account_id) from invoices where created between '2024-11-01 05:00' and '2024-11-01 07:00' and source='renewal-worker' group by subscription_id having count(*)>1"
                },
                "count\n-----\n(7 rows, first pass: sampled partition p_2024_11_01a only)\nnote: query hit 10s timeout on partitions p_2024_11_01b..d; results partial",
            ),
        ],
    )
    c.model(
        "Sequence for trace 9be1c0aa71f2:\n\n1. 05:41:09 renewal-worker creates INV-2024-118832 with `idempotency_key=null` and charges the card.\n"
        "2. 05:41:39 payments-gw: the charge-confirm webhook isn't acked within 30000 ms. webhook-dispatcher was degraded from 05:12 (backlog ~2,140 events, p99 ack 41 s).\n"
        "3. 05:41:52 the job retries (`retry 1/3 ... previous attempt state unknown`) and, with no idempotency key, creates **INV-2024-118833** and charges again.\n\n"
        "So the root cause is a **retry without an idempotency key** during a webhook-dispatcher slowdown. The blast radius query only covered one partition before timing out: 7 accounts there, so the real number is higher. I'll re-run it properly later."
    )

    c.user(
        "File the bug in Jira, BILL project. Link the ticket. Don't overthink priority, just default is fine for now."
    )
    c.model(
        None,
        [
            (
                "jira",
                {
                    "action": "create",
                    "project": "BILL",
                    "type": "Bug",
                    "summary": "renewal-worker retry after webhook timeout creates duplicate invoice+charge (idempotency_key=null)",
                    "links": ["ZD-88213"],
                    "labels": ["billing", "duplicate-charge"],
                },
                json.dumps(
                    {
                        "key": "BILL-4471",
                        "priority": "P3",
                        "status": "Open",
                        "assignee": None,
                        "component": "payments",
                        "url": "https://tallyhub.atlassian.example/browse/BILL-4471",
                        "watchers": ["sam.okafor"],
                        "sla": {"P3": "triage within 5 business days"},
                    },
                    indent=1,
                ),
            )
        ],
    )
    c.model(
        "Filed **BILL-4471** at priority P3 (the default), component payments, linked to ZD-88213: https://tallyhub.atlassian.example/browse/BILL-4471. Unassigned for now; P3 triage SLA is 5 business days."
    )

    c.user(
        "Who's the account manager for Brightwater? And check that seat reduction claim in CRM, I want to know if she's right."
    )
    crm = {
        "account": "ACC-30417",
        "name": "Brightwater Analytics",
        "owner_am": "Tomás Reyes",
        "csm": "Li Wu",
        "arr_usd": 18240,
        "plan": "Business Annual",
        "renewal_date": "2024-11-01",
        "health": "at-risk",
        "contacts": [
            {
                "name": "Nora Feldman",
                "role": "Finance Director",
                "email": "nora.feldman@brightwater-analytics.example",
            },
            {
                "name": "Harold Ng",
                "role": "VP Operations",
                "email": "harold.ng@brightwater-analytics.example",
            },
        ],
        "seat_history": [
            {
                "date": f"202{r.randint(2, 4)}-{r.randint(1, 9):02d}-{r.randint(1, 28):02d}",
                "seats": r.choice([80, 100, 110, 120]),
                "source": pick(r, ["sales", "in-app", "api"]),
            }
            for _ in range(12)
        ]
        + [
            {
                "date": "2024-10-28",
                "seats": 95,
                "source": "in-app",
                "requested_by": "nora.feldman",
                "seat_change_status": "SEAT_CHANGE_PENDING",
                "note": "scheduled for next renewal boundary; not applied before invoice generation",
            }
        ],
        "activities": [
            {
                "date": f"2024-{r.randint(6, 10):02d}-{r.randint(1, 28):02d}",
                "type": pick(r, ["email", "call", "QBR", "note"]),
                "by": pick(r, ["Tomás Reyes", "Li Wu", "support-bot"]),
                "summary": pick(
                    r,
                    [
                        "usage review",
                        "discussed SSO add-on",
                        "renewal reminder sent",
                        "budget pressure mentioned",
                        "intro to new finance contact",
                    ],
                ),
            }
            for _ in range(70)
        ],
    }
    c.model(
        None,
        [
            (
                "crm",
                {
                    "action": "get_account",
                    "id": "ACC-30417",
                    "expand": ["contacts", "seat_history", "activities"],
                },
                json.dumps(crm, indent=1, ensure_ascii=False),
            )
        ],
    )
    c.model(
        "- **AM:** Tomás Reyes (CSM Li Wu). Account is flagged at-risk; ARR $18,240.\n"
        '- **Nora is right.** CRM shows an in-app change to **95 seats** requested by her on **2024-10-28**, still in status `SEAT_CHANGE_PENDING` with the note "scheduled for next renewal boundary; not applied before invoice generation". '
        "So the renewal was billed at 120 seats when it should have been 95.\n\n"
        "That looks like a second, separate problem: a seat change requested 4 days before renewal wasn't applied to the renewal invoice. I don't know yet if that's intended behaviour or a bug in seat-service.\n\n"
        "Also in the contacts: Harold Ng, VP Operations."
    )

    c.user(
        "OK here's the plan. Refund INV-2024-118833 in full - that's the duplicate. On 118832, refund the difference between 120 and 95 seats. "
        "And give them a 10% goodwill credit on their next invoice for the hassle. What's the total refund and when would it land?"
    )
    c.model(
        "At $152/seat:\n- 95 seats x $152 = $14,440.00, so the over-charge on INV-2024-118832 is **$3,800** (25 seats).\n"
        "- INV-2024-118833 full refund: $18,240.00.\n- **Total refund: $22,040.00** to the card ending 4417.\n"
        "- Plus the 10% goodwill credit as a credit note against the next invoice.\n\n"
        "Card refunds usually settle in 5-10 business days; if I process today the bank should show them **by Nov 14**. "
        "One thing I should check first: Finance policy may put refunds over a threshold on hold. Shall I go ahead?"
    )

    c.user("Go ahead.")
    ref_out = json.dumps(
        {
            "results": [
                {
                    "refund": "re_3QcA01Lk2aF3",
                    "charge": "ch_3QbX77Lk2aE0",
                    "invoice": "INV-2024-118832",
                    "amount": "3,800.00",
                    "status": "succeeded",
                    "reason": "seat_adjustment",
                },
                {
                    "refund": "re_3QcA02Lk2aF4",
                    "charge": "ch_3QbX7ALk2aE9",
                    "invoice": "INV-2024-118833",
                    "amount": "18,240.00",
                    "status": "held",
                    "hold": {
                        "policy": "FIN-POL-12",
                        "rule": "single refund > $10,000.00 requires Controller approval",
                        "approver_group": "finance-controller",
                        "approver": "Ines Duarte",
                    },
                },
            ],
            "ledger_preview": [
                {
                    "acct": f"{r.randint(1000, 4999)}",
                    "dr": f"{r.uniform(1, 500):.2f}",
                    "cr": f"{r.uniform(1, 500):.2f}",
                    "memo": pick(r, ["fx", "tax", "refund", "fee", "reversal"]),
                }
                for _ in range(90)
            ],
        },
        indent=1,
    )
    c.model(
        None,
        [
            (
                "billing",
                {
                    "action": "refund",
                    "items": [
                        {
                            "charge": "ch_3QbX77Lk2aE0",
                            "amount": "3800.00",
                            "reason": "seat_adjustment",
                        },
                        {"charge": "ch_3QbX7ALk2aE9", "amount": "18240.00", "reason": "duplicate"},
                    ],
                },
                ref_out,
            )
        ],
    )
    c.model(
        "Partly done:\n- re_3QcA01Lk2aF3: **$3,800.00** on INV-2024-118832, **succeeded**.\n"
        "- re_3QcA02Lk2aF4: $18,240.00 on INV-2024-118833 is **held** under **FIN-POL-12** (single refund over $10,000 needs Controller approval). Approver is **Ines Duarte**.\n\n"
        "So the big one is waiting on Ines. I'd ping her directly and tell Nora what's happening so she isn't surprised by a partial refund."
    )

    c.user(
        "Ping Ines on Slack, nicely, with the ticket and refund id. And post a public reply on the ticket to Nora explaining the plan - don't promise a date for the held refund."
    )
    c.model(
        "Doing both.",
        [
            (
                "slack",
                {
                    "action": "post",
                    "channel": "@ines.duarte",
                    "text": "Hi Ines, could you approve refund re_3QcA02Lk2aF4 ($18,240.00, duplicate renewal charge on INV-2024-118833, Brightwater, ZD-88213)? It's held under FIN-POL-12. Root cause is BILL-4471. Thanks!",
                },
                "ok: true\nts: 1730819405.002100\nchannel: D04INESDM",
            ),
            (
                "zendesk",
                {
                    "action": "comment",
                    "id": "ZD-88213",
                    "public": True,
                    "body": "Hi Nora, we confirmed the duplicate renewal charge and the seat count issue. We have refunded $3,800.00 for the 25 seats on INV-2024-118832, and the full $18,240.00 for INV-2024-118833 is in our finance approval step; we will confirm the date as soon as it is released. We are also adding a goodwill credit to your next invoice. Sam Okafor, Escalations",
                },
                "comment_id: 55120934\nvisibility: public\nnotified: nora.feldman@brightwater-analytics.example",
            ),
        ],
    )
    c.model(
        "Sent the Slack DM to Ines (ts 1730819405.002100) and posted public comment 55120934 on ZD-88213; no date promised for the held refund, goodwill credit mentioned without the percentage."
    )

    i_am = c.user(
        "Heads-up from sales ops: Tomás is going on leave, Keiko Brandt takes over Brightwater as AM from today. Update CRM and add her to the ticket as a follower."
    )
    c.stale_at("Account manager Tomás Reyes (replaced by Keiko Brandt)", ["Tomás Reyes"], i_am)
    c.model(
        None,
        [
            (
                "crm",
                {
                    "action": "update_account",
                    "id": "ACC-30417",
                    "set": {"owner_am": "Keiko Brandt"},
                    "note": "AM handover: Tomás on leave",
                },
                "updated ACC-30417: owner_am 'Tomás Reyes' -> 'Keiko Brandt'\naudit_id: aud_7781202",
            ),
            (
                "zendesk",
                {
                    "action": "add_follower",
                    "id": "ZD-88213",
                    "user": "keiko.brandt@tallyhub.example",
                },
                "followers: sam.okafor, keiko.brandt, l.sato",
            ),
        ],
    )
    c.model(
        "CRM now shows **Keiko Brandt** as AM for ACC-30417 (audit aud_7781202), and she's a follower on ZD-88213."
    )

    c.user(
        "Engineering is asking how bad this is overall. Re-run that blast radius query properly, whole day, all partitions."
    )
    rows = [
        f"ACC-{r.randint(10000, 39999)} | sub_{r.randrange(16**6):06X} | {r.randint(2, 2)} | {r.choice([1520, 3040, 4560, 9120, 12160, 15200, 18240, 24320]):,}.00 | 2024-11-01 0{r.randint(5, 6)}:{r.randint(0, 59):02d}"
        for _ in range(36)
    ]
    rows.insert(r.randint(5, 30), "ACC-30417 | sub_BW30417 | 2 | 18,240.00 | 2024-11-01 05:41")
    sql = (
        "account_id | subscription_id | invoices | duplicate_amount_usd | first_created\n"
        + "\n".join(rows)
        + "\n\n(37 rows)  -- 37 accounts with duplicate renewal invoices on 2024-11-01; sum(duplicate_amount_usd) = $412,906.00\nall windows between 05:12 and 06:48 UTC (webhook-dispatcher degradation)"
    )
    c.model(
        None,
        [
            (
                "sql",
                {
                    "query": "select account_id, subscription_id, count(*) invoices, sum(amount)-max(amount) duplicate_amount_usd, min(created) first_created from invoices where created::date='2024-11-01' and source='renewal-worker' group by 1,2 having count(*)>1 order by 1",
                    "timeout_s": 120,
                },
                sql,
            )
        ],
    )
    c.model(
        "Full run: **37 accounts** got duplicate renewal invoices on Nov 1, all between 05:12 and 06:48 UTC, i.e. exactly the webhook-dispatcher degradation window. "
        "Total duplicated: **$412,906.00**. Brightwater is one of them; the other 36 probably haven't noticed yet.\n\n"
        "That's too big for P3. I'd raise BILL-4471 to P1 and get the payments on-call on it. There's also the question of whether we proactively refund the other 36 before they find it on their statements."
    )

    i_p1 = c.user(
        "Agreed. Bump to P1, assign to Dev Patel (payments on-call). On the other 36 - that's Maya Lindqvist's call as VP Support, not mine; I'll raise it with her but don't do anything yet."
    )
    c.model(
        None,
        [
            (
                "jira",
                {
                    "action": "update",
                    "key": "BILL-4471",
                    "set": {"priority": "P1", "assignee": "dev.patel"},
                    "comment": "Blast radius: 37 accounts, $412,906.00 duplicated on 2024-11-01 05:12-06:48 UTC. Raising to P1.",
                },
                json.dumps(
                    {
                        "key": "BILL-4471",
                        "priority": "P1",
                        "status": "In Progress",
                        "assignee": "Dev Patel",
                        "comments": [
                            {
                                "author": "Dev Patel",
                                "body": "Taking it. Fix: pass invoice idempotency key = sub_id+period_start from renewal-worker; PR payments-svc#2210 up for review, target deploy Wednesday. Also adding a dedupe guard in billing-api.",
                            }
                        ],
                        "changelog": [
                            {"field": "priority", "from": "P3", "to": "P1"},
                            {"field": "assignee", "from": None, "to": "dev.patel"},
                        ],
                    },
                    indent=1,
                ),
            )
        ],
    )
    c.stale_at("BILL-4471 at priority P3 (raised to P1)", ["priority P3"], i_p1 + 1)
    c.model(
        "BILL-4471 is now **P1**, assigned to **Dev Patel**. He's already on it: the fix passes an idempotency key (sub_id + period_start) from renewal-worker, **PR payments-svc#2210** is in review with a **Wednesday** deploy target, plus a dedupe guard in billing-api. "
        "I've left the other 36 accounts alone pending Maya Lindqvist's decision."
    )

    c.user("Did Ines approve? Check Slack and the refund.")
    sl = slack(
        r,
        "finance-approvals",
        170,
        [
            "[15:22] ines.duarte: approved re_3QcA02Lk2aF4 (BILL-4471 duplicate, Brightwater). Note it misses today's payout batch, goes in the Nov 18 batch, so the customer's bank should show it by Nov 19."
        ],
    )
    i_eta = c.model(
        None,
        [
            (
                "slack",
                {"action": "history", "channel": "finance-approvals", "since": "2024-11-05"},
                sl,
            ),
            (
                "billing",
                {"action": "get_refund", "id": "re_3QcA02Lk2aF4"},
                json.dumps(
                    {
                        "refund": "re_3QcA02Lk2aF4",
                        "status": "approved_pending_payout",
                        "approved_by": "Ines Duarte",
                        "payout_batch": "2024-11-18",
                        "amount": "18,240.00",
                    },
                    indent=1,
                ),
            ),
        ],
    )
    c.stale_at(
        "Refund expected to land by Nov 14 (now by Nov 19 via the Nov 18 payout batch)",
        ["Nov 14"],
        i_eta + 1,
    )
    c.model(
        "Ines approved re_3QcA02Lk2aF4. It missed today's payout, so it goes in the **Nov 18** batch and Brightwater's bank should show it **by Nov 19**, not the Nov 14 I estimated earlier. Status in billing: `approved_pending_payout`."
    )

    c.user(
        "Bad timing: Nora's boss Harold Ng just emailed Maya, pretty angry, threatening not to renew next year. Two things. "
        "Make the goodwill credit 15% instead of 10%, issue the credit note now against the 95-seat price. And he wants to be on the call - move it to Friday 11am ET, Keiko should join. Update the invite."
    )
    cn = json.dumps(
        {
            "credit_note": "CN-20241106-0042",
            "account": "ACC-30417",
            "amount": "2,166.00",
            "basis": "15% of 14,440.00 (95 seats x 152.00)",
            "apply_to": "next invoice",
            "status": "issued",
        },
        indent=1,
    )
    cal = "event: Brightwater Analytics - billing escalation\nold: Thursday 2pm ET (2024-11-07 14:00 America/New_York)\nnew: Friday 11am ET (2024-11-08 11:00 America/New_York)\nattendees: nora.feldman@brightwater-analytics.example, harold.ng@brightwater-analytics.example, sam.okafor@tallyhub.example, keiko.brandt@tallyhub.example\nupdates sent: 4"
    i_cn = c.model(
        "Issuing the credit note and moving the meeting.",
        [
            (
                "billing",
                {
                    "action": "create_credit_note",
                    "account": "ACC-30417",
                    "percent": 15,
                    "basis": "95 seats x 152.00",
                    "reason": "goodwill ZD-88213",
                },
                cn,
            ),
            (
                "calendar",
                {
                    "action": "update_event",
                    "id": "evt_bw_esc_1107",
                    "start": "2024-11-08T11:00:00-05:00",
                    "add_attendees": [
                        "harold.ng@brightwater-analytics.example",
                        "keiko.brandt@tallyhub.example",
                    ],
                },
                cal,
            ),
        ],
    )
    c.stale_at("Goodwill credit 10% (raised to 15%)", ["10% goodwill"], i_cn - 1)
    c.stale_at(
        "Customer call Thursday 2pm ET (moved to Friday 11am ET with Harold Ng and Keiko)",
        ["Thursday 2pm"],
        i_cn + 1,
    )
    c.model(
        "- Credit note **CN-20241106-0042** for **$2,166.00** (15% of $14,440.00) issued, applies to the next invoice.\n"
        "- Call moved to **Friday 11am ET** (Nov 8); Harold Ng and Keiko Brandt added, 4 updates sent.\n\n"
        "For the call: Keiko should probably own the renewal conversation with Harold; I can prepare a one-page timeline for her before Friday if you want."
    )

    c.user(
        "Yes do the timeline as an internal note on the ticket, private. Keep it to the facts and include what's still open."
    )
    note = (
        "INTERNAL - ZD-88213 timeline\n- 2024-11-01 05:41 UTC: renewal-worker retry after webhook timeout -> duplicate INV-2024-118833 (idempotency_key=null). BILL-4471 (P1, Dev Patel, PR payments-svc#2210).\n"
        "- 2024-10-28: customer requested 95 seats in-app; stuck in SEAT_CHANGE_PENDING, renewal billed at 120.\n- Refunds: $3,800.00 (re_3QcA01Lk2aF3, done); $18,240.00 (re_3QcA02Lk2aF4, approved by Ines Duarte, Nov 18 batch, by Nov 19). Total $22,040.00.\n"
        "- Goodwill: CN-20241106-0042, $2,166.00 (15%).\n- Call: Friday 11am ET with Nora Feldman, Harold Ng; Keiko Brandt (AM) leads renewal.\n"
        "- Open: seat-change bug? (not filed); other 36 accounts - Maya Lindqvist to decide on proactive refunds."
    )
    c.model(
        None,
        [
            (
                "zendesk",
                {"action": "comment", "id": "ZD-88213", "public": False, "body": note},
                "comment_id: 55121877\nvisibility: private",
            )
        ],
    )
    c.model("Private note 55121877 is on ZD-88213 with the timeline, for Keiko before Friday.")

    c.user("Thanks. Quick recap of what's still open and who owns it?")
    c.model(
        "Open items:\n\n"
        "- **Seat change not applied** (SEAT_CHANGE_PENDING on a change made 4 days before renewal): nobody has confirmed if this is by design or a seat-service bug. Nothing filed yet. I can file it in BILL once you want it tracked.\n"
        "- **Other 36 accounts**: Maya Lindqvist to decide on proactive refunds/outreach.\n"
        "- **Fix deploy**: Dev Patel, PR payments-svc#2210, targeting Wednesday.\n"
        "- **Refund re_3QcA02Lk2aF4** lands by Nov 19; I'll check its status on Nov 19 and post a public update to Nora once it shows as paid out.\n"
        "- **Friday 11am ET call**: Keiko leads, you and Harold Ng attend.\n\n"
        "Closed: $3,800.00 partial refund, Controller approval, credit note, AM handover."
    )

    L = c.label
    L(
        "user_goal",
        "Refund the duplicate renewal charge this week, keep Brightwater from churning, get a root cause (ticket ZD-88213)",
        ["ZD-88213"],
    )
    L(
        "fact",
        "Duplicate invoices INV-2024-118832 and INV-2024-118833, created 43 s apart on Nov 1",
        ["INV-2024-118832", "INV-2024-118833"],
    )
    L(
        "fact",
        "Root cause: renewal-worker retried after a 30000 ms webhook timeout with idempotency_key=null",
        ["idempotency_key=null", "30000ms"],
    )
    L("reference", "Bug ticket BILL-4471", ["BILL-4471"])
    L(
        "fact",
        "Customer requested 95 seats on 2024-10-28; change stuck in SEAT_CHANGE_PENDING so renewal billed at 120",
        ["95 seats", "2024-10-28"],
    )
    L(
        "open_issue",
        "Unclear if the seat change not being applied (SEAT_CHANGE_PENDING) is intended or a separate seat-service bug",
        ["SEAT_CHANGE_PENDING"],
    )
    L(
        "decision",
        "Refund INV-2024-118833 in full and $3,800 on 118832 (25 seats); total refund $22,040.00",
        ["$22,040.00", "$3,800"],
    )
    L(
        "fact",
        "Refunds over $10,000 are held under FIN-POL-12 for Controller approval (Ines Duarte)",
        ["FIN-POL-12", "Ines Duarte"],
    )
    L(
        "fact",
        "Ines approved re_3QcA02Lk2aF4; paid in the Nov 18 batch, arriving by Nov 19",
        ["re_3QcA02Lk2aF4", "Nov 19"],
    )
    L("fact", "New account manager for ACC-30417 is Keiko Brandt", ["Keiko Brandt"])
    L(
        "fact",
        "37 accounts had duplicate renewal invoices, $412,906.00 in total",
        ["37 accounts", "$412,906.00"],
    )
    L(
        "decision",
        "Raise BILL-4471 to P1 and assign to Dev Patel (payments on-call)",
        ["P1", "Dev Patel"],
    )
    L(
        "pending_action",
        "Dev Patel to deploy the idempotency fix PR payments-svc#2210 on Wednesday",
        ["payments-svc#2210"],
    )
    L(
        "open_issue",
        "Whether to proactively refund the other 36 accounts; Maya Lindqvist (VP Support) decides",
        ["Maya Lindqvist", "other 36"],
    )
    L(
        "decision",
        "Goodwill credit raised to 15%: credit note CN-20241106-0042 for $2,166.00",
        ["CN-20241106-0042", "$2,166.00"],
    )
    L(
        "pending_action",
        "Friday 11am ET call with Nora Feldman and Harold Ng, Keiko leads",
        ["Friday 11am ET", "Harold Ng"],
    )
    L(
        "pending_action",
        "Agent checks refund status on Nov 19 and posts a public update to Nora once paid out",
        ["on Nov 19"],
    )
    L(
        "reference",
        "Account ACC-30417; customer contact nora.feldman@brightwater-analytics.example",
        ["ACC-30417", "nora.feldman@brightwater-analytics.example"],
    )
    L("reference", "Partial refund id re_3QcA01Lk2aF3", ["re_3QcA01Lk2aF3"])
    return c


# ================================================================ 3. 家装翻新
HT_POOL = [
    "乙方应按照国家现行施工规范及验收标准组织施工。",
    "施工期间乙方负责施工现场的安全文明管理。",
    "甲方应按约定时间提供施工场地并保证水电供应。",
    "隐蔽工程完工后乙方应通知甲方进行验收，验收合格后方可进行下一道工序。",
    "所有材料进场时应由双方共同验收并签字确认。",
    "因不可抗力导致工期延误的，双方互不承担违约责任。",
    "乙方不得擅自拆改房屋承重结构及外墙。",
    "施工垃圾由乙方负责清运至物业指定地点。",
    "工程保修期为两年，防水工程保修期为五年。",
    "甲方如需变更设计，应以书面形式提出并签署变更单。",
    "本合同未尽事宜，双方可另行签订补充条款。",
    "乙方施工人员应遵守小区物业管理规定，施工时间为每日8:00至12:00、14:00至18:00。",
    "材料价格以双方签字确认的报价单为准。",
    "甲方提供的材料应符合国家环保标准，因甲供材料质量问题造成的损失由甲方承担。",
    "验收不合格的项目乙方应在七日内完成整改。",
    "双方发生争议时，应先协商解决；协商不成的，可向杭州市滨江区人民法院提起诉讼。",
    "乙方应对成品进行保护，因保护不当造成的损坏由乙方修复。",
]
WX_PEOPLE = [
    "王建国(项目经理)",
    "赵敏(设计师)",
    "林晓",
    "水电师傅老周",
    "瓦工小何",
    "匠心家装客服",
    "物业-江南花苑",
    "定制柜-索菲亚 陈经理",
]
WX_CHAT = [
    "收到",
    "好的",
    "明天上午师傅过去",
    "照片发群里了",
    "今天楼道电梯保护膜换了",
    "物业说周六不能打孔",
    "材料明天到，麻烦家里留个人",
    "这个位置的插座要不要往左挪10公分",
    "垃圾已经清运",
    "[图片]",
    "[语音 12秒]",
    "吊顶龙骨今天做完",
    "防水涂料用的是德高K11",
    "开关面板样品到了，您有空来看一下",
    "明天下雨，外墙那边先不动",
    "师傅说瓷砖要提前泡水",
    "橱柜复尺约在周四",
    "[文件] 现场照片.zip",
]


def wx(rng, n, facts, day="2024-05"):
    lines = [
        f"{day}-{rng.randint(1, 28):02d} {rng.randint(8, 21):02d}:{rng.randint(0, 59):02d} {pick(rng, WX_PEOPLE)}：{pick(rng, WX_CHAT)}"
        for _ in range(n)
    ]
    lines.sort()
    return "\n".join(bury(rng, lines, facts, 0.4, 0.95))


def yanshou(rng, title, n, facts):
    items = [
        "墙面平整度",
        "阴阳角方正",
        "瓷砖空鼓率",
        "地面找平",
        "吊顶平整",
        "门套垂直度",
        "插座高度",
        "开关通断",
        "给水管固定",
        "排水坡度",
        "防水涂刷高度",
        "窗台石安装",
    ]
    rows = table(
        rng,
        ["序号", "检查项", "位置", "标准", "实测", "结论"],
        lambda r, i: (
            i + 1,
            pick(r, items),
            pick(r, ["客厅", "主卧", "次卧", "厨房", "主卫", "客卫", "阳台", "玄关"]),
            pick(r, ["≤3mm/2m", "≤2mm", "≤5%", "1.3m", "0.3m", "≥1.8m"]),
            f"{r.uniform(0.5, 4):.1f}",
            pick(r, ["合格", "合格", "合格", "合格", "观察"]),
        ),
        n,
    )
    return title + "\n" + "\n".join(bury(rng, rows, facts, 0.3, 0.9))


def build_reno():
    c = Conv(
        "blind-zh-home-renovation",
        "江南花苑7幢1502 装修翻新：预算、地板更换、工期顺延与验收整改",
        "你是业主林晓的装修助理。可用工具：文档读取(合同、报价)、表格(预算表)、微信聊天记录检索与发送、建材价格搜索、验收报告查询、日历。"
        "回答要具体到金额、日期和责任人；不确定的事情说明不确定。",
        303,
    )
    r = c.rng
    c.user(
        "你好，我家江南花苑7幢1502在装修，89平，匠心家装做的半包加主材。我最近工作太忙，很多事情跟不过来，想让你帮我盯着。"
        "底线是：最晚8月1日要能入住（孩子9月开学，要留通风时间其实都嫌紧），总花费不能超过22万。先把合同看一下，告诉我关键条款。"
    )
    ht = "\n".join(
        bury(
            r,
            paragraphs(r, HT_POOL, 40, (2, 4)),
            [
                "合同编号：JX-HZ-2024-0316　甲方：林晓　乙方：杭州匠心家装工程有限公司　项目经理：王建国（电话 138-0571-2266）",
                "第三条 工程造价：本工程合同总价为人民币185,000元（大写：壹拾捌万伍仟元整），即18.5万元，含人工、辅材及附件一所列主材。",
                "第四条 工期：计划开工日期2024年4月1日，计划竣工日期2024年6月30日，工期91天。",
                "第五条 付款方式：签约付30%（55,500元）；水电验收合格且泥瓦完工付30%（中期款55,500元）；油漆完工付30%；竣工验收合格后付尾款10%（18,500元）。",
                "附件一 主材清单（节选）：地面 强化复合地板（圣象 F4 系列，12mm）约62㎡；厨卫墙地砖 马可波罗 CH8030 系列 300×600；洁具 TOTO；橱柜 索菲亚。",
                "第十二条 违约责任：因乙方原因导致工期延误的，每延误一日，乙方按合同总价的0.1%向甲方支付违约金；因甲方变更设计或甲供材料延误导致的工期顺延不计违约。",
            ],
        )
    )
    c.model(
        "我先把合同调出来。",
        [
            (
                "doc_read",
                {"path": "/家装/江南花苑1502/合同_JX-HZ-2024-0316.pdf"},
                "【家庭居室装饰装修工程施工合同】\n" + ht,
            )
        ],
    )
    c.model(
        "合同 JX-HZ-2024-0316 的关键点：\n\n"
        "- **总价**：185,000元（18.5万），含人工、辅材和附件一的主材。\n"
        "- **工期**：2024年4月1日开工，**6月30日**竣工，91天。\n"
        "- **付款**：30% / 30% / 30% / 10%。签约款55,500元应该已经付了；中期款55,500元的条件是水电验收合格且泥瓦完工。\n"
        "- **主材**：地板是强化复合（圣象F4，约62㎡），厨卫砖是马可波罗CH8030，洁具TOTO，橱柜索菲亚。\n"
        "- **违约**：第十二条，乙方原因延期每天按总价0.1%赔；甲方变更导致的顺延不算。\n"
        "- 项目经理王建国，138-0571-2266。\n\n"
        "按6月30日竣工算，到8月1日有一个月缓冲，比较紧但可行。"
    )

    c.user("预算表在 /家装/江南花苑1502/预算_v3.xlsx，看看现在实际付了多少、还有哪些是合同外的。")
    bud = table(
        r,
        ["日期", "项目", "类别", "金额(元)", "付款方式", "备注"],
        lambda rr, i: (
            f"2024-0{rr.randint(3, 5)}-{rr.randint(1, 28):02d}",
            pick(
                rr,
                [
                    "灯具",
                    "窗帘定金",
                    "五金",
                    "物业押金",
                    "垃圾清运",
                    "开关面板",
                    "水槽龙头",
                    "晾衣架",
                    "空调移机",
                    "淋浴房定金",
                    "油烟机",
                    "热水器",
                ],
            ),
            pick(rr, ["合同外", "甲供", "杂费"]),
            rr.randint(80, 4200),
            pick(rr, ["微信", "支付宝", "刷卡"]),
            pick(rr, ["", "", "已开发票", "待退"]),
        ),
        100,
    )
    bud = bury(
        r,
        bud,
        [
            "2024-03-20 | 签约款(30%) | 合同内 | 55,500 | 转账 | 匠心家装 收据 No.0087",
            "汇总 | 合同内已付 55,500 | 合同外/甲供已付 38,620 | 合计已付 94,120 | | 截至2024-05-06",
        ],
        0.85,
        1.0,
    )
    c.model(
        None,
        [
            (
                "sheet_read",
                {"path": "/家装/江南花苑1502/预算_v3.xlsx", "sheet": "支出明细"},
                "\n".join(bud),
            )
        ],
    )
    c.model(
        "预算_v3.xlsx 截至5月6日：\n- 合同内已付：**签约款55,500元**（收据No.0087）。\n- 合同外/甲供已付：38,620元（灯具、家电、窗帘定金等零散项目）。\n- 合计已付94,120元。\n\n"
        "注意：22万的上限是不是包括这些甲供和家电？如果包括，合同18.5万加上已经花掉的38,620元，已经是22.4万左右了。"
    )

    c.user(
        "哦这个我说得不清楚，22万只算给匠心的钱，家电家具另算。另外我想把地板换成实木复合的，强化的踩着太空，孩子在家跑来跑去吵楼下。帮我查一下大自然或者圣象的实木复合，62平大概差多少钱。"
    )
    sr = [
        f"{i + 1}. 【{pick(r, ['天猫', '京东', '线下门店报价', '小红书笔记'])}】{pick(r, ['圣象', '大自然', '德尔', '菲林格尔', '久盛', '安信'])} {pick(r, ['强化复合', '实木复合', '多层实木', '三层实木'])} {pick(r, ['橡木', '柚木', '胡桃木', '枫木'])} {r.choice([12, 14, 15])}mm ¥{r.randint(98, 420)}/㎡ {pick(r, ['含辅料', '不含踢脚线', '包安装', '满1000减50'])} 销量{r.randint(10, 5000)}"
        for i in range(95)
    ]
    sr = bury(
        r,
        sr,
        [
            "0. 【匠心家装合作价】大自然 实木复合 DZ-8812 橡木 15mm ENF级 ¥268/㎡（含安装、踢脚线），到货周期约30天",
            "0. 【匠心家装合作价】圣象 F4 强化复合 12mm ¥129/㎡（合同原选）",
            "0. 【匠心家装合作价】圣象 实木复合 SX-H305 15mm E0级 ¥289/㎡，现货",
        ],
    )
    c.model(
        None,
        [
            (
                "price_search",
                {"query": "实木复合地板 大自然 圣象 15mm 价格", "city": "杭州"},
                "\n".join(sr),
            )
        ],
    )
    c.model(
        "匠心的合作价里比较合适的两款：\n\n| 型号 | 单价 | 62㎡ 合计 | 与原强化地板差价 | 备注 |\n|---|---|---|---|---|\n"
        "| 大自然 DZ-8812 橡木 15mm ENF级 | ¥268/㎡ | 16,616元 | **+8,618元** | 含安装踢脚线，到货约30天 |\n| 圣象 SX-H305 15mm E0级 | ¥289/㎡ | 17,918元 | +9,920元 | 现货 |\n\n"
        "原选圣象F4强化是¥129/㎡（62㎡合7,998元）。大自然便宜一些、环保等级ENF更高，但要等30天到货，可能影响工期；圣象现货但贵1,302元。"
    )

    i_floor = c.user(
        "环保等级优先，要大自然DZ-8812。你帮我给王工发微信，让他出变更单，顺便问一下到货会不会拖工期。"
    )
    c.stale_at(
        "地面材料原为强化复合地板（圣象F4），改为大自然实木复合DZ-8812", ["强化复合"], i_floor
    )
    c.model(
        None,
        [
            (
                "wechat_send",
                {
                    "to": "王建国(项目经理)",
                    "text": "王工您好，1502的地板我们决定从合同里的圣象F4强化换成大自然实木复合DZ-8812（合作价268元/平，约62平）。麻烦出一张变更单给我们确认，另外这款到货要30天左右，会不会影响工期？谢谢！——林晓",
                },
                "发送成功 msg_id=wx_5f2a91c0 2024-05-07 09:12",
            )
        ],
    )
    c.model(
        "已发给王工（2024-05-07 09:12）。请他出变更单并说明到货对工期的影响。等他回复后我再核对变更单金额。"
    )

    c.user("水电验收是不是已经做了？结果怎么样")
    ys = yanshou(
        r,
        "【隐蔽工程（水电）验收记录】项目：江南花苑7幢1502　验收日期：2024-05-08　参加：王建国、水电师傅老周、业主代表林晓（视频）",
        110,
        [
            "给水管打压试验：试验压力0.8MPa，保压30分钟，压降0.00MPa，结论：合格",
            "强电：厨房插座回路采用2.5平方线，不满足设计要求（厨房应单独配4平方回路），结论：整改",
            "弱电：网线CAT6，电视及书房点位通断测试全部通过，结论：合格",
            "总体结论：水路合格；电路一项整改（厨房插座回路），整改后复查。",
        ],
    )
    c.model(None, [("inspection_query", {"project": "JX-HZ-2024-0316", "stage": "水电"}, ys)])
    c.model(
        "水电验收是5月8日做的：\n- 水路：打压0.8MPa保压30分钟无压降，**合格**。\n- 弱电：网线CAT6通断全部通过。\n"
        "- 强电有一项要**整改**：**厨房插座回路**用了2.5平方线，设计要求单独4平方回路。整改后复查。\n\n"
        "这个是乙方施工没按设计来，整改费用应该由匠心承担，我建议在变更单里确认这一点。"
    )

    c.user("王工回了没？变更单发过来没有")
    chat = wx(
        r,
        160,
        [
            "2024-05-09 18:40 王建国(项目经理)：林姐，变更单BG-003发您了：1）地板换大自然实木复合DZ-8812，增加8,618元；2）主卫防水从1.8米做到顶，增加2,400元；3）厨房插座回路改4平方，属于我们整改，不收费。",
            "2024-05-09 18:42 王建国(项目经理)：另外跟您说一声，马可波罗CH8030那个砖厂家停产了，我们给您换东鹏同规格300×600（YF36101），价格一样不加钱，样品明天带过去。",
            "2024-05-09 18:45 王建国(项目经理)：大自然的地板我问了，6月20日左右到货，地板是最后铺的，应该赶得上。",
        ],
    )
    i_tile = c.model(
        None, [("wechat_history", {"chat": "王建国(项目经理)", "since": "2024-05-07"}, chat)]
    )
    c.stale_at("厨卫砖原为马可波罗CH8030（停产），换为东鹏YF36101", ["马可波罗"], i_tile + 1)
    c.model(
        "王工5月9日回复了，变更单 **BG-003**：\n1. 地板换大自然DZ-8812：**+8,618元**（和我们算的一致）。\n2. 主卫防水从1.8米做到顶：+2,400元。\n3. 厨房插座回路改4平方：算他们整改，**不收费**。\n\n"
        "另外两件事：\n- 马可波罗CH8030停产，换成**东鹏YF36101**同规格300×600，不加价，样品会带到现场，你最好亲自看一下颜色。\n- 地板约**6月20日**到货，他认为赶得上6月30日。"
    )

    c.user(
        "防水做到顶是我上次口头说的，可以。然后我们之前还定了全屋定制柜从板式换多层实木，索菲亚那边加了14,200，还有开关插座升级1,800。帮我在表里算一下给匠心的总价现在是多少，还在22万以内吗"
    )
    sfy = "\n".join(
        bury(
            r,
            [
                f"{pick(r, ['主卧', '次卧', '书房', '玄关', '阳台'])}{pick(r, ['衣柜', '书柜', '鞋柜', '吊柜', '榻榻米'])} | {pick(r, ['多层实木', '颗粒板', '欧松板'])} {r.choice([18, 25])}mm | 展开面积 {r.uniform(0.8, 9.5):.2f}㎡ | 单价 {r.randint(480, 1280)} | 五金 {pick(r, ['百隆', '海蒂诗', '国产'])}"
                for _ in range(80)
            ],
            [
                "报价变更单 SFY-HZ-55210：全屋柜体由板式（颗粒板E1）升级为多层实木（ENF），增加14,200元，匠心代收，计入BG-002"
            ],
        )
    )
    c.model(
        "先核对一下索菲亚的报价单。",
        [("doc_read", {"path": "/家装/江南花苑1502/索菲亚报价_SFY-HZ-55210.pdf"}, sfy)],
    )
    calc = [
        f"  {pick(r, ['B', 'C', 'D', 'E'])}{r.randint(2, 90)}: 公式重算 {r.randint(10, 99999)}"
        for _ in range(80)
    ]
    calc = bury(
        r,
        calc,
        [
            "变更汇总: 原合同 185,000 + BG-001 开关插座升级 1,800 + BG-002 定制柜多层实木 14,200 + BG-003 地板 8,618 + BG-003 防水到顶 2,400 = 212,018",
            "与上限 220,000 差额: 7,982",
        ],
        0.9,
        1.0,
    )
    i_total = c.model(
        None,
        [
            (
                "sheet_update",
                {
                    "path": "/家装/江南花苑1502/预算_v3.xlsx",
                    "sheet": "合同及变更",
                    "append_rows": [
                        ["BG-001", "开关插座升级", 1800],
                        ["BG-002", "定制柜多层实木", 14200],
                        ["BG-003", "地板换实木复合", 8618],
                        ["BG-003", "主卫防水到顶", 2400],
                    ],
                },
                "已追加4行，重算公式\n" + "\n".join(calc),
            )
        ],
    )
    c.stale_at(
        "给匠心的总价原为合同185,000元（18.5万），加变更后为212,018元", ["18.5万"], i_total + 1
    )
    c.model(
        "更新后给匠心的总价：\n\n185,000（原合同）+ 1,800（BG-001 开关插座）+ 14,200（BG-002 定制柜）+ 8,618 + 2,400（BG-003）= **212,018元**\n\n"
        "离22万上限还剩**7,982元**。余量不多了，后面如果再有增项（比如返工之外的东西、灯具安装费）要先问价。"
    )

    c.user("今天物业打电话说楼下1402反映天花板有水印，是不是我们家卫生间漏了？查一下闭水试验的记录")
    bs = yanshou(
        r,
        "【防水工程闭水试验记录】项目：江南花苑7幢1502　试验区域：主卫、客卫、厨房、阳台　蓄水开始：2024-05-20 10:00",
        90,
        [
            "主卫：蓄水深度25mm，48小时，楼下1402卫生间天花板东北角发现水渍约0.3㎡，结论：不合格，需查明渗漏点并返工后重新闭水",
            "客卫：48小时无渗漏，结论：合格",
            "厨房、阳台：48小时无渗漏，结论：合格",
            "备注：楼下1402业主刘先生要求修复天花板并承担费用，已由物业登记（物业工单 WY-240522-17）",
        ],
    )
    wy = "\n".join(
        bury(
            r,
            [
                f"WY-2405{r.randint(10, 31)}-{r.randint(1, 40):02d} | {r.randint(1, 12)}幢{r.randint(1, 30)}{r.randint(1, 4):02d} | {pick(r, ['装修噪音投诉', '电梯保护', '垃圾堆放', '漏水', '门禁卡', '停车'])} | {pick(r, ['已处理', '处理中', '已回访'])}"
                for _ in range(70)
            ],
            [
                "WY-240522-17 | 7幢1402 | 漏水：卫生间天花板东北角水渍，疑似楼上1502装修所致；业主刘先生要求修复并赔偿 | 处理中 | 责任方待定"
            ],
        )
    )
    c.model(
        None,
        [
            ("inspection_query", {"project": "JX-HZ-2024-0316", "stage": "闭水试验"}, bs),
            (
                "property_tickets",
                {"community": "江南花苑", "building": "7幢", "since": "2024-05-10"},
                "物业工单列表（江南花苑 7幢）\n" + wy,
            ),
        ],
    )
    c.model(
        "是的，闭水试验（5月20日开始，48小时）：\n- **主卫不合格**：楼下1402卫生间天花板东北角有约0.3㎡水渍，要查明渗漏点、返工后重新闭水。\n- 客卫、厨房、阳台都合格。\n"
        "- 1402业主刘先生要求修天花板并承担费用，物业登记了工单WY-240522-17。\n\n"
        "渗漏点还没查出来：可能是地漏周边，也可能是墙地交界处的防水没收好。按合同这是乙方施工问题，返工和楼下的修复费应该由匠心承担，但刘先生那边具体要赔多少还不知道。"
    )

    c.user("气死了。王工那边说工期要顺延？你看下群里他最新说的")
    chat2 = wx(
        r,
        150,
        [
            "2024-05-24 20:15 王建国(项目经理)：林姐，主卫要把地面砖撬了重做防水，再闭水48小时，加上地板6月20日才到，铺完还要做收口和保洁，竣工我这边只能排到7月18日了，实在不好意思。",
            "2024-05-24 20:16 王建国(项目经理)：楼下刘先生天花板我们负责修，已经约了下周去看。",
        ],
        "2024-05",
    )
    i_date = c.model(
        None, [("wechat_history", {"chat": "江南花苑1502装修群", "since": "2024-05-21"}, chat2)]
    )
    c.stale_at("竣工日期原定6月30日，顺延至7月18日", ["6月30日"], i_date + 1)
    c.model(
        "王工5月24日在群里说：主卫要撬砖重做防水再闭水48小时，加上地板6月20日到货，**竣工推到7月18日**。楼下刘先生的天花板他们负责修，下周去看。\n\n"
        "按7月18日算，离8月1日只有两周，通风时间明显不够，这是个风险。顺延原因里，地板是你的变更（甲方原因），但主卫返工是乙方的问题。"
    )

    c.user("合同里延期违约怎么算的？帮我具体算下，我想知道我有多少谈判筹码")
    c.model(
        None,
        [
            (
                "doc_search",
                {
                    "path": "/家装/江南花苑1502/合同_JX-HZ-2024-0316.pdf",
                    "query": "违约 延误 工期顺延",
                },
                "\n".join(
                    bury(
                        r,
                        paragraphs(r, HT_POOL, 12, (2, 3)),
                        [
                            "第十二条 违约责任：因乙方原因导致工期延误的，每延误一日，乙方按合同总价的0.1%向甲方支付违约金；因甲方变更设计或甲供材料延误导致的工期顺延不计违约。",
                            "第十二条第三款：违约金累计不超过合同总价的5%。",
                        ],
                    )
                ),
            )
        ],
    )
    c.model(
        "第十二条：乙方原因延误每天按合同总价的**0.1%**，即185元/天，累计不超过5%（9,250元）。甲方变更导致的顺延不算。\n\n"
        "从6月30日到7月18日是18天。如果全部算乙方责任，是3,330元；但地板是你变更的，匠心会说6月20日到货本来就要顺延。真正归他们的是主卫返工那几天（撬砖、重做防水、再闭水，大概5-7天），也就是1,000元上下。\n\n"
        "所以筹码不在违约金本身，而在**中期款和尾款**的付款节点上。"
    )

    c.user(
        "那这样：违约金我不追了，只要7月18日能完工就行，但要写进补充协议，如果7月18日再拖就按合同算。中期款我先不付，等主卫闭水复验合格后再付。你帮我跟王工说清楚，语气客气点。"
    )
    c.model(
        None,
        [
            (
                "wechat_send",
                {
                    "to": "王建国(项目经理)",
                    "text": "王工，工期的事我们商量了一下：这次顺延到7月18日我们可以接受，之前的延期违约金不追究，但麻烦出一份补充协议，写明竣工日期7月18日，如再延误按合同第十二条执行。另外中期款55,500元我们等主卫闭水复验合格后再付，辛苦理解。楼下刘先生那边也麻烦您尽快处理。——林晓",
                },
                "发送成功 msg_id=wx_5f3b07d2 2024-05-25 10:03",
            )
        ],
    )
    c.model(
        "已发（2024-05-25 10:03）：接受7月18日、不追究违约金但要补充协议（再延误按第十二条）、中期款55,500元等主卫复验合格后再付、请他尽快处理1402。"
    )

    c.user("6月初了，复验结果出来没？漏水原因找到了吗")
    fy = yanshou(
        r,
        "【防水工程闭水复验记录】主卫　蓄水开始：2024-06-01 09:00　结束：2024-06-03 09:00",
        80,
        [
            "渗漏原因（返工时确认）：主卫地漏未安装止水节，水沿排水管外壁渗至楼板；已加装止水节并重做防水至顶。",
            "主卫复验：蓄水深度30mm，48小时，楼下1402无渗漏，结论：合格",
            "补充协议 BC-01 已签：竣工日期2024年7月18日，逾期按原合同第十二条执行。",
        ],
    )
    c.model(None, [("inspection_query", {"project": "JX-HZ-2024-0316", "stage": "闭水复验"}, fy)])
    c.model(
        "好消息：\n- 主卫**复验合格**（6月1日-3日，48小时，楼下无渗漏）。\n- 渗漏原因是**地漏没装止水节**，水顺着排水管外壁渗到楼板，已经加装并重做防水到顶。\n"
        "- 补充协议**BC-01**已签，竣工7月18日，逾期按第十二条。\n\n"
        "按你之前说的，复验合格后可以付中期款55,500元了。要我在预算表里记一笔吗？刘先生天花板修复费的事记录里没写结果。"
    )

    c.user("中期款我今天转了，你记一下。顺便看看油漆验收，王工说墙面有问题？")
    yq = yanshou(
        r,
        "【油漆工程验收记录】2024-06-26",
        100,
        [
            "客厅北墙（电视背景墙左侧）：敲击检查发现空鼓，面积约0.6㎡，结论：不合格，铲除重做",
            "乙方意见：下周三（7月3日）安排油漆工铲除空鼓部分重新批刮，7月8日前复查",
        ],
    )
    c.model(
        "先记账，再查油漆验收。",
        [
            (
                "sheet_update",
                {
                    "path": "/家装/江南花苑1502/预算_v3.xlsx",
                    "sheet": "支出明细",
                    "append_rows": [
                        ["2024-06-26", "中期款(30%)", "合同内", 55500, "转账", "主卫复验合格后支付"]
                    ],
                },
                "已追加1行；合同内已付 111,000",
            ),
            ("inspection_query", {"project": "JX-HZ-2024-0316", "stage": "油漆"}, yq),
        ],
    )
    c.model(
        None,
        [
            (
                "calendar_add",
                {
                    "events": [
                        {"date": "2024-07-03", "title": "1502 客厅北墙空鼓铲除重做（王工）"},
                        {"date": "2024-07-08", "title": "空鼓复查"},
                        {"date": "2024-07-15", "title": "整理竣工验收清单"},
                        {"date": "2024-07-18", "title": "竣工验收（补充协议BC-01）"},
                    ]
                },
                "已创建4个日程：cal_0703a, cal_0708b, cal_0715c, cal_0718d；提醒：提前1天 09:00",
            )
        ],
    )
    c.model(
        "- 中期款55,500元已记入，合同内累计已付**111,000元**。\n"
        "- 油漆验收（6月26日）：客厅北墙电视墙左侧**空鼓约0.6㎡**，不合格，要铲除重做。王工安排**下周三（7月3日）**处理，7月8日前复查。\n\n"
        "空鼓的原因记录里没写（可能是腻子层太厚或基层没处理好），要看铲开后的情况。"
    )

    c.user("好，最后帮我列一下现在的情况和还没解决的事，我要发给我老公看")
    c.model(
        "**江南花苑1502装修现状（6月底）**\n\n"
        "- 给匠心的总价212,018元（原合同+BG-001/002/003），22万以内，余7,982元；合同内已付111,000元。\n"
        "- 地板：大自然实木复合DZ-8812；瓷砖：东鹏YF36101（原款停产）。\n- 竣工：7月18日（补充协议BC-01）。\n- 主卫漏水：地漏止水节问题已修复，复验合格。\n\n"
        "**还没解决的**\n1. 客厅北墙空鼓0.6㎡：王工下周三（7月3日）铲除重做，7月8日前复查。\n"
        "2. 楼下1402刘先生天花板修复：匠心说负责，但费用和完成时间都还没有结论（物业工单WY-240522-17）。\n"
        "3. 通风时间：7月18日完工到8月1日入住只有两周，要不要晚一点入住或者先做一次甲醛检测，需要你们定。\n\n"
        "我这边会在7月15日前把竣工验收清单整理好，发给你们过目。"
    )

    L = c.label
    L("user_goal", "最晚8月1日入住，给匠心的总花费不超过22万（家电家具另算）", ["8月1日", "22万"])
    L(
        "reference",
        "装修合同编号 JX-HZ-2024-0316，项目经理王建国 138-0571-2266",
        ["JX-HZ-2024-0316", "138-0571-2266"],
    )
    L("fact", "合同第十二条：乙方原因延误每日按总价0.1%赔，累计不超过5%", ["第十二条", "0.1%"])
    L("decision", "地板换成大自然实木复合DZ-8812（环保等级优先）", ["大自然DZ-8812"])
    L(
        "fact",
        "水电验收：打压0.8MPa保压30分钟合格；厨房插座回路需改4平方（乙方整改不收费）",
        ["0.8MPa", "4平方"],
    )
    L("reference", "变更单BG-003（地板+8,618元，防水到顶+2,400元）", ["BG-003", "8,618"])
    L("fact", "马可波罗CH8030停产，换东鹏YF36101同规格不加价", ["YF36101"])
    L("fact", "变更后给匠心的总价212,018元，距22万余7,982元", ["212,018", "7,982"])
    L("fact", "竣工日期顺延至7月18日（补充协议BC-01）", ["7月18日", "BC-01"])
    L(
        "decision",
        "不追究此前延期违约金，但签补充协议：7月18日后再延误按第十二条执行",
        ["补充协议", "违约金"],
    )
    L("decision", "中期款等主卫闭水复验合格后再付（复验合格后已于6月26日支付）", ["复验合格后"])
    L("fact", "主卫渗漏原因：地漏未装止水节；复验合格", ["止水节"])
    L("fact", "合同内累计已付111,000元", ["111,000"])
    L("open_issue", "客厅北墙空鼓约0.6㎡需铲除重做，原因未明", ["空鼓", "0.6㎡"])
    L("pending_action", "王工7月3日（下周三）安排铲除空鼓重做，7月8日前复查", ["7月3日", "7月8日"])
    L(
        "open_issue",
        "楼下1402刘先生天花板修复费用和时间未定（物业工单WY-240522-17）",
        ["1402", "WY-240522-17"],
    )
    L("pending_action", "助理在7月15日前整理竣工验收清单", ["7月15日"])
    L("reference", "预算表路径", ["/家装/江南花苑1502/预算_v3.xlsx"])
    return c


# ================================================================ 4. 直播课事故复盘
EDGE = [
    "hz-edge-01",
    "hz-edge-02",
    "hz-edge-03",
    "sh-edge-01",
    "sh-edge-04",
    "nj-edge-02",
    "bj-edge-05",
    "gz-edge-03",
    "cd-edge-01",
]


def metrics(rng, n, facts):
    def row(r, i):
        m = 19 * 60 + 30 + i
        return (
            f"{m // 60:02d}:{m % 60:02d}",
            r.randint(9800, 12500),
            f"{r.uniform(0.3, 1.6):.2f}%",
            f"{r.uniform(2.4, 2.6):.2f} Mbps",
            f"{r.randint(180, 420)} ms",
            f"{r.uniform(0.0, 0.3):.2f}%",
        )

    rows = table(rng, ["时间", "在线人数", "卡顿率", "推流码率", "首帧耗时", "CDN 5xx"], row, n)
    return "\n".join(bury(rng, rows, facts, 0.3, 0.8))


def srvlog(rng, n, facts):
    comps = [
        "edge-proxy",
        "origin-gw",
        "push-ingest",
        "transcoder",
        "player-report",
        "im-gateway",
        "cdn-scheduler",
    ]
    msgs = [
        "upstream ok rt=38ms",
        f"segment uploaded seq={rng.randint(1, 9999)}",
        "heartbeat",
        "gop=2s bitrate=2500kbps",
        "player stall report batch=200",
        f"dispatch user to {pick(rng, EDGE)}",
        "token verify ok",
        "cache hit ratio 0.93",
        "m3u8 refreshed",
        "im broadcast delivered",
    ]
    lines = [
        f"2025-03-15 {rng.randint(19, 20)}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d} {pick(rng, ['INFO', 'INFO', 'WARN'])} {pick(rng, comps)} node={pick(rng, EDGE)} {pick(rng, msgs)}"
        for _ in range(n)
    ]
    return "\n".join(sorted(bury(rng, lines, facts)))


def build_live():
    c = Conv(
        "blind-zh-live-class-incident",
        "知行课堂 3月15日高考数学直播卡顿事故复盘：根因、补偿、补课排课与改进",
        "你是知行课堂运营团队的AI助手。可用工具：监控查询、日志检索、只读SQL、客服工单系统、排课系统、配置中心、媒体存储、文档库、企业微信、日历。"
        "复盘要以数据为准，区分已确认的事实和推测。",
        404,
    )
    r = c.rng
    c.user(
        "昨晚出事了。3月15日19:30的高考数学冲刺班第12讲（直播间 LIVE-20250315-M12，主讲张磊老师）中途卡得不行，群里学员骂声一片。"
        "我是运营负责人周航，今天要出初步复盘和补偿方案。要求：48小时内给学员一个正式交代，这周五前开复盘会。先看下监控，卡了多久、多严重。"
    )
    mt = metrics(
        r,
        75,
        [
            "19:52 | 11,904 | 38.70% | 2.48 Mbps | 4,810 ms | 41.20%   <-- 告警 ALERT-7731 触发（卡顿率>10%）",
            "20:15 | 9,126 | 1.10% | 2.51 Mbps | 260 ms | 0.04%   <-- 告警恢复",
            "汇总：卡顿率>10% 持续 19:52-20:15，共23分钟；峰值卡顿率 52.3%（20:03）",
        ],
    )
    c.model(
        "先拉监控。",
        [
            (
                "metrics_query",
                {
                    "room": "LIVE-20250315-M12",
                    "from": "2025-03-15 19:30",
                    "to": "2025-03-15 20:45",
                    "step": "1m",
                    "series": ["online", "stall_rate", "push_bitrate", "first_frame_ms", "cdn_5xx"],
                },
                mt,
            )
        ],
    )
    c.model(
        "监控结论：\n- 卡顿从**19:52**开始，**20:15**恢复，共**23分钟**，峰值卡顿率52.3%（20:03），告警ALERT-7731。\n"
        "- 在线人数从约11,900掉到9,100左右，有人直接退出了。\n"
        "- 首帧耗时从几百毫秒涨到近5秒。\n\n"
        "初步看，我倾向于是讲师端上行带宽不足，但推流码率那一列基本在2.5 Mbps没掉，这点和我的猜测对不上；同时CDN 5xx涨到了41%。需要看日志确认。"
    )

    c.user(
        "张老师说他那边网络完全没问题，他用的是公司配的专线。你查一下日志，到底是推流端还是CDN。"
    )
    lg = srvlog(
        r,
        520,
        [
            "2025-03-15 19:51:48 ERROR edge-proxy node=hz-edge-03 origin fetch failed: 502 Bad Gateway from origin-gw (retry 3/3)",
            "2025-03-15 19:52:05 WARN cdn-scheduler node=hz-edge-03 health score 0.21 < 0.5, failover candidate=sh-edge-04, auto_threshold_sec=300, waiting manual confirm",
            "2025-03-15 19:52:10 INFO push-ingest node=push-bj-01 stream=LIVE-20250315-M12 bitrate=2498kbps fps=25 packet_loss=0.01% (讲师推流正常)",
            "2025-03-15 20:13:40 INFO cdn-scheduler manual failover confirmed by oncall=wutao, hz-edge-03 -> sh-edge-04",
            "2025-03-15 20:15:02 INFO edge-proxy node=sh-edge-04 stall reports back to baseline",
        ],
    )
    i_rc = c.model(
        None,
        [
            (
                "log_search",
                {
                    "query": "LIVE-20250315-M12 OR hz-edge-03",
                    "from": "2025-03-15 19:40",
                    "to": "2025-03-15 20:30",
                    "limit": 300,
                },
                lg,
            )
        ],
    )
    c.stale_at(
        "初步根因假设：讲师端上行带宽不足（已被日志否定，根因为CDN节点hz-edge-03回源502）",
        ["讲师端上行带宽"],
        i_rc + 1,
    )
    c.model(
        "日志很清楚，**不是推流端的问题**，张老师的专线是好的：\n"
        "- 19:52:10 推流端 bitrate=2498kbps、丢包0.01%，推流正常。\n"
        "- 19:51:48 CDN节点 **hz-edge-03** 回源失败（502 Bad Gateway），健康分掉到0.21。\n"
        "- 19:52:05 调度器已经识别到需要切到 sh-edge-04，但配置是 **auto_threshold_sec=300** 且要**人工确认**。\n"
        "- 20:13:40 值班的吴涛手动确认切换，20:15恢复。\n\n"
        "所以根因是杭州边缘节点hz-edge-03回源故障，而23分钟里有20多分钟耗在等人工确认切换上。我之前说的讲师带宽的猜测是错的。"
    )

    c.user("好。受影响的学员有多少？先粗算一下就行，然后按这个数给我一个补偿建议。")
    c.model(
        None,
        [
            (
                "sql",
                {
                    "query": "select count(distinct user_id) from live_sessions where room_id='LIVE-20250315-M12' and node='hz-edge-03' and join_at<='2025-03-15 19:52'"
                },
                "count\n-------\n 1240\n(1 row)\n注：live_sessions 仅含 Web/PC 端会话；App 端会话在 app_live_sessions 表",
            )
        ],
    )
    c.model(
        "粗算：19:52前接入hz-edge-03的Web/PC学员有**1,240人**。不过这张表不含App端，真实数字会更大，我稍后再查全。\n\n补偿建议（基于1,240人的粗算）：\n1. 给受影响学员每人发放**50元优惠券**（下次续报可用），成本约6.2万元，操作最简单。\n"
        "2. 安排一次补课，把第12讲中断的内容（大约是导数压轴题那一段）重讲。\n3. 48小时内发正式致歉通知。\n\n"
        "风险：高三家长对优惠券不一定买账，他们更在乎课。"
    )

    c.user("先按50元优惠券走吧，补课也要。另外客服那边压力很大，看看工单情况")
    tk = "\n".join(
        bury(
            r,
            [
                f"TK-{r.randint(880000, 889999)} | {pick(r, ['App', 'Web', '电话', '微信公众号'])} | {pick(r, ['直播卡顿', '要求退款', '回放无法观看', '投诉讲师', '咨询补课', '账号登录', '发票'])} | {pick(r, ['待处理', '处理中', '已回复'])} | 03-1{r.randint(5, 6)} {r.randint(19, 23):02d}:{r.randint(0, 59):02d}"
                for _ in range(230)
            ],
            [
                "汇总（03-15 19:50 至 03-16 12:00）：事故相关工单共412条，其中要求退款186条、回放无法观看97条、咨询补课74条、其他55条。客服主管：孙婷。"
            ],
            0.9,
            1.0,
        )
    )
    c.model(
        None, [("ticket_search", {"tag": "LIVE-20250315-M12", "since": "2025-03-15 19:50"}, tk)]
    )
    c.model(
        "工单情况：事故相关**412条**，其中**要求退款186条**、回放看不了97条、问补课74条。客服主管是孙婷。\n\n"
        "要求退款的比例不低（45%），说明50元优惠券可能压不住，这个我提醒一下。回放问题我后面单独查。"
    )

    c.user("把受影响人数查全，App端也算上，还有中途进来的。")
    c.model(
        None,
        [
            (
                "sql",
                {
                    "query": "select platform, count(distinct user_id) from (select user_id,'web' platform from live_sessions where room_id='LIVE-20250315-M12' and node='hz-edge-03' and left_at>='2025-03-15 19:52' and join_at<='2025-03-15 20:15' union all select user_id,'app' from app_live_sessions where room_id='LIVE-20250315-M12' and edge_node='hz-edge-03' and left_at>='2025-03-15 19:52' and join_at<='2025-03-15 20:15') t group by rollup(platform)"
                },
                " platform | count\n----------+-------\n app      |   587\n web      |  1286\n (total)  |  1873\n(3 rows)\n说明：含19:52-20:15期间任意时刻连接 hz-edge-03 的学员；已去重",
            )
        ],
    )
    i_cnt = len(c.msgs) - 1
    c.stale_at("受影响学员初步粗算1,240人（全量核实后为1,873人）", ["1,240"], i_cnt)
    c.model(
        "全量口径（19:52-20:15任意时刻连在hz-edge-03上的，去重）：App 587人 + Web/PC 1,286人 = **1,873人**。比粗算多了600多，主要是App端和中途进入的。"
    )

    c.user(
        "1873人，50元券就是9万多，而且家长根本不买账，孙婷说好几个家长直接要求退整期课。改方案：不发券了，补课照上，另外这一讲的课时费89元可以申请全额退，申请制，截止3月31日。你看下退款系统能不能批量处理。"
    )
    c.model(
        None,
        [
            (
                "refund_api",
                {"action": "check_batch_support", "course": "C-MATH-2025S", "lesson": 12},
                json.dumps(
                    {
                        "batch_refund": True,
                        "unit_price": 89.0,
                        "mode": "申请制(学员在App提交)",
                        "approval": "金额<=100元自动审批",
                        "max_batch": 5000,
                        "form_id": "RF-2503-M12",
                        "deadline_configurable": True,
                    },
                    ensure_ascii=False,
                    indent=1,
                ),
            )
        ],
    )
    i_plan = len(c.msgs) - 3
    c.stale_at(
        "补偿方案原为每人50元优惠券（取消，改为补课+第12讲89元课时费申请制全额退款）",
        ["50元优惠券"],
        i_plan,
    )
    c.model(
        "退款系统支持：单讲课时费**89元**，学员在App提交申请，100元以内**自动审批**，单批最多5,000人，表单 **RF-2503-M12**，截止日期可配。1,873人全部申请最多约16.7万元。我按截止3月31日配置？"
    )

    c.user("配吧。然后补课排给张老师，3月18日晚上8点，看他有没有空。")
    sched = "\n".join(
        bury(
            r,
            [
                f"{pick(r, ['张磊', '李静', '王昊', '陈一鸣', '刘畅'])} | 3月{r.randint(17, 22)}日 {r.choice(['19:00', '19:30', '20:00', '21:00'])} | {pick(r, ['高考数学冲刺班', '高二物理培优', '高考英语写作', '初三数学'])} | {pick(r, ['已排课', '空闲', '请假'])}"
                for _ in range(170)
            ],
            ["张磊 | 3月18日 20:00 | — | 空闲（已确认）"],
        )
    )
    c.model(
        "先配退款表单，再查张老师档期。",
        [
            (
                "refund_api",
                {"action": "configure", "form_id": "RF-2503-M12", "deadline": "2025-03-31 23:59"},
                "ok: RF-2503-M12 已启用，截止 2025-03-31 23:59",
            ),
            (
                "schedule_query",
                {"teacher": "张磊", "from": "2025-03-17", "to": "2025-03-22"},
                "讲师档期\n" + sched,
            ),
        ],
    )
    c.model(
        None,
        [
            (
                "schedule_book",
                {
                    "teacher": "张磊",
                    "course": "C-MATH-2025S",
                    "title": "第12讲补课（导数压轴题）",
                    "start": "2025-03-18 20:00",
                    "room": "auto",
                },
                "booked: LIVE-20250318-M12R, 讲师 张磊, 2025-03-18 20:00-21:30",
            )
        ],
    )
    c.model(
        "退款表单RF-2503-M12已启用，截止3月31日23:59。补课已排：**张磊老师 3月18日 20:00**，直播间LIVE-20250318-M12R。"
    )

    i_tch = c.user(
        "刚接到教研通知，张老师18号要去外地出差录课，改不了。补课换李静老师，3月19日晚上8点，她教过这一讲。原来那个排课取消。"
    )
    c.model(
        None,
        [
            ("schedule_cancel", {"room": "LIVE-20250318-M12R"}, "cancelled: LIVE-20250318-M12R"),
            (
                "schedule_book",
                {
                    "teacher": "李静",
                    "course": "C-MATH-2025S",
                    "title": "第12讲补课（导数压轴题）",
                    "start": "2025-03-19 20:00",
                    "room": "auto",
                },
                "booked: LIVE-20250319-M12R, 讲师 李静, 2025-03-19 20:00-21:30, 冲突检查通过",
            ),
        ],
    )
    c.stale_at("补课原排张磊老师3月18日20:00（改为李静老师3月19日20:00）", ["3月18日"], i_tch)
    c.model(
        "已取消LIVE-20250318-M12R，新补课：**李静老师 3月19日 20:00-21:30**，直播间**LIVE-20250319-M12R**，无冲突。"
    )

    c.user(
        "让孙婷今天之内把通知发出去：致歉、原因简单说一句CDN故障、补课时间、退款申请入口和截止日期。你把通知稿发给她。"
    )
    c.model(
        None,
        [
            (
                "wecom_send",
                {
                    "to": "孙婷",
                    "text": "孙婷你好，3月15日事故的学员通知稿如下，请今天内通过App推送+班级群发出：\n【致歉】3月15日19:52-20:15高考数学冲刺班第12讲因CDN节点故障出现严重卡顿，非常抱歉。\n【补课】3月19日20:00由李静老师重讲第12讲后半部分（LIVE-20250319-M12R）。\n【退款】受影响学员可在App提交第12讲课时费89元全额退款申请（表单RF-2503-M12），截止3月31日。\n—周航",
                },
                "已送达 孙婷 2025-03-16 14:22；已读",
            )
        ],
    )
    c.model(
        "通知稿已发给孙婷（14:22送达、已读），内容包括致歉、CDN原因、李静老师3月19日补课和RF-2503-M12退款入口（截止3月31日）。"
    )

    c.user("技术上的改进：为什么切换要等人工确认？配置在哪，帮我看下")
    cfg = "\n".join(
        bury(
            r,
            [
                f"{pick(r, ['live', 'cdn', 'player', 'push', 'im'])}.{pick(r, ['retry', 'timeout', 'buffer', 'gop', 'log_level', 'sample_rate', 'max_conn'])}.{pick(r, ['ms', 'count', 'enabled', 'level'])}: {r.randint(1, 5000)}"
                for _ in range(200)
            ],
            [
                "cdn.failover.auto_threshold_sec: 300   # 修改人 wutao 2024-09-02，备注：避免抖动误切",
                "cdn.failover.require_manual_confirm: true",
                "cdn.failover.candidates: [sh-edge-04, nj-edge-02]",
                "# namespace: live-prod  file: cdn-scheduler/application-prod.yaml  version: 88",
            ],
        )
    )
    c.model(None, [("config_get", {"namespace": "live-prod", "app": "cdn-scheduler"}, cfg)])
    c.model(
        "配置在配置中心 live-prod 命名空间，`cdn-scheduler/application-prod.yaml`（version 88）：\n"
        "- `cdn.failover.auto_threshold_sec: 300`：去年9月吴涛为避免抖动误切调大的。\n- `cdn.failover.require_manual_confirm: true`：必须人工确认。\n\n"
        "这两项叠加，就是这次23分钟的主要原因。建议阈值改成60秒、取消人工确认，但改之前应该在预发环境验证误切率。"
    )

    c.user(
        "同意，阈值改60秒，取消人工确认，先改预发环境，吴涛验证没问题再上生产。另外多CDN同时推流这个方案让吴涛评估，4月15日前给结论。"
    )
    c.model(
        None,
        [
            (
                "config_set",
                {
                    "namespace": "live-staging",
                    "app": "cdn-scheduler",
                    "set": {
                        "cdn.failover.auto_threshold_sec": 60,
                        "cdn.failover.require_manual_confirm": False,
                    },
                },
                "live-staging cdn-scheduler/application-staging.yaml version 41 -> 42 已发布；生产环境未变更",
            ),
            (
                "wecom_send",
                {
                    "to": "吴涛",
                    "text": "吴涛，cdn-scheduler 预发已改 auto_threshold_sec=60、require_manual_confirm=false（version 42），请验证误切率后再决定是否上生产。另外周航希望你评估多CDN同时推流方案，4月15日前给结论。",
                },
                "已送达 吴涛 2025-03-16 15:05",
            ),
        ],
    )
    c.model(
        "预发已改（application-staging.yaml version 42）：阈值60秒、取消人工确认；**生产未动**，等吴涛验证。多CDN推流评估也已交给吴涛，4月15日前给结论。"
    )

    c.user("回放呢？97个工单说回放看不了")
    media = "\n".join(
        bury(
            r,
            [
                f"seg_{i:05d}.ts | {r.randint(900, 1400)} KB | {pick(r, ['ok', 'ok', 'ok', 'ok'])}"
                for i in range(300)
            ],
            [
                "seg_00660.ts - seg_00797.ts | 缺失 | 19:52-20:15 时段录制源来自 hz-edge-03 回源流，切片未写入 OSS（bucket zx-replay-prod）",
                "备份：讲师本地录制文件 可能存在（需张磊老师确认电脑上的 OBS 录像）",
            ],
            0.4,
            0.9,
        )
    )
    c.model(
        None, [("media_query", {"room": "LIVE-20250315-M12", "bucket": "zx-replay-prod"}, media)]
    )
    c.model(
        "回放确实有缺口：**19:52-20:15** 的切片（seg_00660-seg_00797）没有写入 zx-replay-prod，因为录制源走的就是故障节点。"
        "唯一可能的补救是张老师电脑上的OBS本地录像，但有没有、完整不完整都不确定。李静老师的补课录像可以先挂上作为替代。"
    )

    c.user("这个先挂着，等张老师回来问。CDN供应商那边，合同SLA能不能索赔？")
    sla = "\n".join(
        bury(
            r,
            paragraphs(
                r,
                [
                    "服务商应提供7x24小时技术支持。",
                    "服务可用性按自然月统计。",
                    "计划内维护应提前72小时通知客户。",
                    "客户应妥善保管账号信息。",
                    "本协议适用中华人民共和国法律。",
                    "服务费按月结算，客户应在收到发票后30日内付款。",
                    "因客户源站故障导致的不可用不计入服务商责任。",
                ],
                50,
                (2, 4),
            ),
            [
                "第7.2条 服务可用性承诺：单节点月度可用性不低于99.95%；低于该值时，按当月该区域服务费的10%予以赔偿，最高不超过当月服务费的30%。",
                "第7.4条 索赔应在故障发生后15个自然日内以书面形式提出。",
            ],
        )
    )
    c.model(
        None,
        [
            (
                "doc_search",
                {"path": "/合同/CDN/云瞻CDN服务协议_2024.pdf", "query": "SLA 可用性 赔偿 索赔"},
                sla,
            )
        ],
    )
    c.model(
        "云瞻CDN服务协议：\n- **第7.2条**：单节点月度可用性≥**99.95%**，不达标按该区域当月服务费10%赔，最高30%。\n- **第7.4条**：要在故障后**15个自然日内书面提出**，也就是3月30日前。\n\n"
        '不确定的地方：502是边缘节点回源失败，供应商可能会说是我们源站origin-gw的问题（协议排除了"客户源站故障"）。需要吴涛确认origin-gw当时是否正常、法务确认能否主张。'
    )

    c.user(
        "复盘会定在3月20日下午吧，拉上吴涛、孙婷、教研的刘主任。要是有人来不了，就改到21号下午2点，直接订，不用再问我。"
    )
    c.model(
        None,
        [
            (
                "calendar_query",
                {"attendees": ["吴涛", "孙婷", "刘主任"], "date": "2025-03-20"},
                "吴涛：3月20日 全天外出（供应商现场）\n孙婷：空闲\n刘主任：14:00-15:00 有会\n建议：3月21日 14:00-15:30 全员空闲",
            )
        ],
    )
    i_mt = c.model(
        "3月20日下午不行：吴涛全天在供应商现场，刘主任14点有会。按你说的改到21号14点。",
        [
            (
                "calendar_create",
                {
                    "title": "3·15直播卡顿事故复盘会",
                    "start": "2025-03-21 14:00",
                    "end": "2025-03-21 15:30",
                    "attendees": ["周航", "吴涛", "孙婷", "刘主任"],
                },
                "created: evt_fp_0321, 会议室 7F-远山, 已发邀请 4 人",
            )
        ],
    )
    c.stale_at("复盘会原定3月20日下午（改为3月21日14:00）", ["3月20日下午"], i_mt)
    c.model("已订：**3月21日 14:00-15:30**（周五），7F远山会议室，4人邀请已发。")

    c.user("最后把复盘文档写好存到文档库，会上用。")
    doc = (
        "# 3·15 高考数学冲刺班第12讲直播卡顿事故复盘（初稿）\n\n## 经过\n19:52-20:15 卡顿23分钟（ALERT-7731），峰值卡顿率52.3%。\n"
        "## 根因\nCDN节点 hz-edge-03 回源502；cdn.failover.auto_threshold_sec=300 且需人工确认，20:13 才手动切至 sh-edge-04。讲师推流正常。\n"
        "## 影响\n受影响学员1,873人（App 587 / Web 1,286）；工单412条，退款诉求186条；19:52-20:15回放缺失。\n"
        "## 补救\n李静老师3月19日20:00补课（LIVE-20250319-M12R）；第12讲课时费89元申请制全额退款（RF-2503-M12，截止3月31日）。\n"
        "## 改进\n预发已改阈值60秒+自动切换（待吴涛验证后上生产）；多CDN推流评估4月15日前；SLA索赔3月30日前提出（待法务）。\n"
    )
    c.model(
        None,
        [
            (
                "doc_write",
                {"path": "/运营/事故复盘/2025-03-15_直播卡顿复盘.md", "content": doc},
                "saved /运营/事故复盘/2025-03-15_直播卡顿复盘.md (v1)，已共享给复盘会参会人",
            )
        ],
    )
    c.model(
        "复盘文档已保存：`/运营/事故复盘/2025-03-15_直播卡顿复盘.md`，并共享给参会人。会前还没定的事：\n"
        "1. 生产环境切换配置：等吴涛在预发验证误切率。\n2. 回放缺口：等张老师出差回来确认有没有OBS本地录像。\n"
        "3. CDN索赔：origin-gw当时是否正常、法务能否主张，3月30日前必须书面提出。\n4. 多CDN推流：吴涛4月15日前给结论。\n\n"
        "我会在3月20日把退款申请的数量和金额汇总一次，放进文档给会上用。"
    )

    L = c.label
    L("user_goal", "48小时内给学员正式交代并在周五前开复盘会", ["48小时", "复盘会"])
    L("reference", "事故直播间 LIVE-20250315-M12", ["LIVE-20250315-M12"])
    L("fact", "卡顿持续19:52-20:15共23分钟，峰值卡顿率52.3%", ["23分钟", "52.3%"])
    L("fact", "根因：CDN节点hz-edge-03回源502，讲师推流正常", ["hz-edge-03", "502 Bad Gateway"])
    L(
        "fact",
        "故障切换慢：auto_threshold_sec=300且需人工确认，吴涛20:13手动切到sh-edge-04",
        ["auto_threshold_sec=300", "sh-edge-04"],
    )
    L("fact", "受影响学员全量1,873人（App 587 / Web 1,286）", ["1,873"])
    L("fact", "事故相关工单412条，其中要求退款186条", ["412条", "186条"])
    L(
        "decision",
        "补偿改为补课+第12讲课时费89元申请制全额退款，截止3月31日（表单RF-2503-M12）",
        ["89元", "RF-2503-M12"],
    )
    L(
        "decision",
        "补课由李静老师3月19日20:00讲（LIVE-20250319-M12R）",
        ["李静", "LIVE-20250319-M12R"],
    )
    L("decision", "阈值改60秒、取消人工确认，先改预发，吴涛验证后上生产", ["60秒", "预发"])
    L(
        "pending_action",
        "吴涛在预发验证误切率后决定是否上生产，并在4月15日前给出多CDN推流评估结论",
        ["4月15日"],
    )
    L(
        "reference",
        "配置文件 cdn-scheduler/application-prod.yaml（live-prod）",
        ["cdn-scheduler/application-prod.yaml"],
    )
    L(
        "open_issue",
        "19:52-20:15回放切片缺失，是否有张老师OBS本地录像可补不确定",
        ["seg_00660", "OBS"],
    )
    L(
        "open_issue",
        "能否按CDN协议第7.2条（99.95%）索赔，origin-gw是否正常及法务意见未定；须3月30日前书面提出",
        ["99.95%", "3月30日"],
    )
    L("fact", "复盘会定于3月21日14:00-15:30（7F远山）", ["3月21日 14:00", "7F-远山"])
    L("pending_action", "助理在3月20日汇总退款申请数量和金额放进复盘文档", ["3月20日把退款申请"])
    L("reference", "复盘文档路径", ["/运营/事故复盘/2025-03-15_直播卡顿复盘.md"])
    L("fact", "孙婷已收到学员通知稿并将当天发出", ["孙婷", "14:22"])
    return c


if __name__ == "__main__":
    import os

    here = os.path.dirname(os.path.abspath(__file__))
    for b in [globals()[n] for n in sorted(globals()) if n.startswith("build_")]:
        c = b()
        doc = c.finish()
        print(c.cid, len(c.msgs), "msgs")
        c.report()
        with open(os.path.join(here, c.cid + ".json"), "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)

#!/usr/bin/env python3
"""Generator for four blind labelled conversations (blind8). Stdlib only.

Dialogue, facts, value changes and labels are written by hand below; seeded randomness
only fills bulky tool output (table rows, log lines, search hits). Each label names the
message tag where it is meant to be established; the builder checks that the evidence
really completes exactly there (same normalisation as the format doc) and writes JSON.
"""

import json
import random
import re
from pathlib import Path

OUT = Path(__file__).resolve().parent


def norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


class Conv:
    def __init__(self, cid, title, system):
        self.cid, self.title = cid, title
        self.msgs = [{"role": "system", "content": [{"text": system}]}]
        self.tags = {}
        self.labels, self.stale = [], []
        self.ref = 0

    def _tag(self, tag):
        if tag:
            assert tag not in self.tags, tag
            self.tags[tag] = len(self.msgs) - 1

    def user(self, text, tag=None):
        self.msgs.append({"role": "user", "content": [{"text": text}]})
        self._tag(tag)

    def say(self, text, tag=None):
        self.msgs.append({"role": "model", "content": [{"text": text}]})
        self._tag(tag)

    def call(self, text, calls, tag=None, tooltag=None):
        """calls: list of (name, input, output). Adds model msg + tool msg."""
        parts = [{"text": text}] if text else []
        resp = []
        for name, inp, out in calls:
            self.ref += 1
            r = f"call-{self.ref}"
            parts.append({"toolRequest": {"name": name, "ref": r, "input": inp}})
            resp.append({"toolResponse": {"name": name, "ref": r, "output": out}})
        self.msgs.append({"role": "model", "content": parts})
        self._tag(tag)
        self.msgs.append({"role": "tool", "content": resp})
        self._tag(tooltag)

    def label(self, kind, text, evidence, at):
        self.labels.append(
            {
                "id": f"l{len(self.labels) + 1}",
                "kind": kind,
                "text": text,
                "evidence": evidence,
                "message_index": at,
            }
        )

    def old(self, text, terms, at):
        self.stale.append(
            {"id": f"s{len(self.stale) + 1}", "text": text, "terms": terms, "message_index": at}
        )

    def texts(self):
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
                            p["toolRequest"]["input"], ensure_ascii=False, separators=(",", ":")
                        )
                    )
                if "toolResponse" in p:
                    o = p["toolResponse"]["output"]
                    bits.append(o if isinstance(o, str) else json.dumps(o, ensure_ascii=False))
            out.append(norm("\n".join(bits)))
        return out

    def build(self):
        texts = self.texts()
        errors = []

        def first(e):
            w = norm(e)
            return next((i for i, t in enumerate(texts) if w in t), None)

        for lab in self.labels:
            at = lab["message_index"]
            want = self.tags[at] if isinstance(at, str) else at
            firsts = [first(e) for e in lab["evidence"]]
            if None in firsts:
                errors.append(f"{lab['id']} {lab['evidence']} missing {firsts}")
                continue
            got = max(firsts)
            if got != want:
                errors.append(
                    f"{lab['id']} {lab['evidence']} completes at {got} (firsts {firsts}), wanted {at}={want}"
                )
            lab["message_index"] = want
        for st in self.stale:
            at = st["message_index"]
            want = self.tags[at] if isinstance(at, str) else at
            for t in st["terms"]:
                f = first(t)
                if f is None or f > want:
                    errors.append(f"{st['id']} term {t!r} first at {f} > {want}")
            st["message_index"] = want
            for lab in self.labels:
                for e in lab["evidence"]:
                    for t in st["terms"]:
                        if norm(t) in norm(e):
                            errors.append(f"{lab['id']} evidence {e!r} contains stale term {t!r}")
        if errors:
            raise SystemExit(f"{self.cid}:\n  " + "\n  ".join(errors))
        doc = {
            "id": self.cid,
            "title": self.title,
            "source": "authored",
            "messages": self.msgs,
            "labels": self.labels,
            "stale": self.stale,
            "meta": {"author": "blind8"},
        }
        path = OUT / f"{self.cid}.json"
        path.write_text(json.dumps(doc, ensure_ascii=False, indent=1))
        print("wrote", path.name, len(self.msgs), "messages")


# ---------------------------------------------------------------- noise helpers
def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def ts(rng, day, base_h=8):
    return f"{day}T{rng.randint(base_h, 22):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}Z"


# ================================================================ 1. conference PC
FIRST = [
    "Ana",
    "Bruno",
    "Chen",
    "Dmitri",
    "Elif",
    "Farah",
    "Gustavo",
    "Hiro",
    "Ilse",
    "Joao",
    "Karin",
    "Luca",
    "Mei",
    "Nadia",
    "Oskar",
    "Paula",
    "Quentin",
    "Rosa",
    "Sven",
    "Tariq",
    "Ulla",
    "Viktor",
    "Wen",
    "Yusuf",
    "Zofia",
    "Amir",
    "Beatriz",
    "Colm",
    "Dara",
    "Emre",
]
LAST = [
    "Almeida",
    "Berg",
    "Costa",
    "Dvorak",
    "Eriksen",
    "Ferreira",
    "Gallo",
    "Hoffmann",
    "Ito",
    "Jensen",
    "Kowalski",
    "Lindqvist",
    "Moreau",
    "Nakamura",
    "Oliveira",
    "Petrov",
    "Quist",
    "Rossi",
    "Silva",
    "Tanaka",
    "Urban",
    "Varga",
    "Weber",
    "Yilmaz",
    "Zeman",
    "Brandt",
    "Castell",
    "Dumont",
    "Engel",
    "Falk",
]
INST = [
    "KTH Stockholm",
    "ETH Zurich",
    "INESC-ID",
    "Univ. of Porto",
    "TU Delft",
    "EPFL",
    "Inria Rennes",
    "Univ. of Edinburgh",
    "KU Leuven",
    "Politecnico di Milano",
    "TU Munich",
    "Aalto Univ.",
    "Charles Univ.",
    "Univ. of Twente",
    "IMDEA Software",
    "Univ. of Lisbon",
    "RWTH Aachen",
    "NTNU",
]
TOPICS = [
    "fault injection",
    "consensus",
    "edge orchestration",
    "formal verification",
    "log anomaly detection",
    "Byzantine replication",
    "energy-aware scheduling",
    "static analysis",
    "smart-contract auditing",
    "microservice tracing",
    "fuzzing",
    "model checking",
    "SDN reliability",
    "federated learning robustness",
    "storage durability",
    "real-time scheduling",
    "certified compilation",
    "chaos engineering",
]


def person(rng):
    return f"{pick(rng, FIRST)} {pick(rng, LAST)}"


def c1_ls(rng):
    lines = ["$ ls -la /srv/hotcrp/eurodse25/export/", "total 18244"]
    files = [
        "reviews.csv",
        "submissions.csv",
        "pc_members.csv",
        "conflicts.csv",
        "comments.jsonl",
        "authors.csv",
        "tags.csv",
        "decisions_draft.csv",
        "discussion_log.txt",
        "README.export",
    ]
    for f in files:
        lines.append(
            f"-rw-r----- 1 hotcrp pcchairs {rng.randint(12000, 4800000):>8} Jun  4 06:{rng.randint(10, 59)} {f}"
        )
    lines.append("")
    lines.append("$ head -n 141 /srv/hotcrp/eurodse25/export/reviews.csv")
    lines.append(
        "paper_id,review_id,reviewer,round,overall,confidence,expertise,submitted_at,status"
    )
    for _ in range(140):
        p = rng.randint(1, 214)
        lines.append(
            f"{p},R-{p}-{rng.randint(1, 3)},{person(rng)},R1,{rng.randint(1, 5)},{rng.randint(1, 5)},"
            f"{pick(rng, ['X', 'Y', 'Z'])},{ts(rng, '2025-05-' + str(rng.randint(10, 28)))},complete"
        )
    lines.append("")
    lines.append("$ wc -l /srv/hotcrp/eurodse25/export/*.csv")
    for f, n in [
        ("reviews.csv", 562),
        ("submissions.csv", 215),
        ("pc_members.csv", 71),
        ("conflicts.csv", 1388),
        ("authors.csv", 803),
        ("tags.csv", 419),
        ("decisions_draft.csv", 1),
    ]:
        lines.append(f"   {n} /srv/hotcrp/eurodse25/export/{f}")
    return "\n".join(lines)


def c1_stats(rng):
    head = [
        "-- summary over submissions.csv joined with reviews.csv",
        "status            | n",
        "------------------+-----",
        "submitted         | 214",
        "desk_rejected     |  27",
        "withdrawn         |   0",
        "under_review      | 187",
        "",
        "reviews complete: 561   reviews missing: 6   papers with <3 reviews: 6",
        "",
        "score distribution (confidence-weighted mean, papers under review):",
        " >=4.0 : 9   3.5-3.99 : 18   3.2-3.49 : 11   3.05-3.19 : 4   2.9-3.04 : 13   <2.9 : 132",
        "",
        "cumulative: cutoff 3.2 -> 38 papers (20.3%), cutoff 3.0 -> 47 papers (25.1%), cutoff 2.9 -> 55 papers (29.4%)",
        "",
        "paper | title (truncated)                                     | track | n_rev | mean  | wmean | min | max | tags",
        "------+-------------------------------------------------------+-------+-------+-------+-------+-----+-----+-----",
    ]
    for p in sorted(rng.sample(range(1, 215), 190)):
        if p in (63, 117, 142, 201, 88):
            continue
        sc = [rng.randint(1, 5) for _ in range(3)]
        m = sum(sc) / 3
        w = max(1.0, min(5.0, m + rng.uniform(-0.3, 0.3)))
        t = f"{pick(rng, ['Towards', 'Scalable', 'Practical', 'Revisiting', 'Lightweight', 'Provable'])} {pick(rng, TOPICS)} for {pick(rng, ['cloud', 'IoT', 'HPC', 'automotive', 'blockchain', 'datacenter'])} systems"
        head.append(
            f"{p:>5} | {t[:53]:<53} | {pick(rng, ['RES', 'RES', 'IND', 'TOOL'])}   |   3   | {m:.2f}  | {w:.2f}  |  {min(sc)}  |  {max(sc)}  | {pick(rng, ['', '', 'disc', 'shepherd?', 'artifact'])}"
        )
    head.append("... 19 more rows (use LIMIT/OFFSET)")
    head.append("")
    head.append(
        "papers with <3 complete reviews: #17 (R-17-3 late), #52, #117 (R-117-3 in progress), #133, #176, #190"
    )
    return "\n".join(head)


def c1_conflicts(rng):
    lines = [
        "query: reviewer-author overlap (same institution in last 3y, co-authorship in last 5y, declared COI) vs. review assignments",
        "source: conflicts.csv + authors.csv + pc_members.csv + DBLP coauthor cache (2025-05-30)",
        "",
        "paper | review_id | reviewer            | reviewer_affil        | author hit              | rule            | declared | flagged",
        "------+-----------+---------------------+-----------------------+-------------------------+-----------------+----------+--------",
    ]
    for _ in range(70):
        p = rng.randint(1, 214)
        if p in (63, 117, 142, 201, 88):
            p += 1
        lines.append(
            f"{p:>5} | R-{p}-{rng.randint(1, 3)}    | {person(rng):<19} | {pick(rng, INST):<21} | {person(rng):<23} | {pick(rng, ['coauthor-2019', 'advisor', 'same-inst-2021', 'coauthor-2020'])} | yes      | no (reassigned pre-bid)"
        )
    lines.insert(
        20,
        "  117 | R-117-2   | Marek Havel         | TU Brno               | Jana Novotna (TU Brno)  | same-inst-2025  | NO       | YES  <-- undeclared; review submitted 2025-05-21, overall 5, confidence 5",
    )
    lines += [
        "",
        "summary: 71 overlaps found; 70 declared and handled at bidding; 1 undeclared (paper 117).",
        "note: paper 117 complaint ticket PC-2025-014 (filed by reviewer Sofia Marques, 2025-06-02): 'R-117-2 reads like an advocacy letter'",
        "paper 117 reviews: R-117-1 overall 3 conf 4 | R-117-2 overall 5 conf 5 (Havel) | R-117-3 overall 3 conf 3",
    ]
    return "\n".join(lines)


def c1_borderline(rng):
    out = ["borderline band 2.90 <= wmean < 3.20 with discussion comments (comments.jsonl)", ""]
    special = {
        63: (
            "Incremental checkpointing for stateful serverless functions",
            3.01,
            "META (Rui Campos): I am championing this one. R2's low score is about presentation only; the artifact reproduced end-to-end on our testbed. Happy to shepherd.",
        ),
        142: (
            "Adaptive quorum leases for geo-replicated stores",
            3.41,
            "R-142-2 (Hana Kimura): Section 5 and Fig. 7 look very close to a workshop paper I reviewed elsewhere this spring; could be the same authors. Someone should check.",
        ),
        201: (
            "Deterministic replay of GPU kernels at scale",
            3.00,
            "META (Oskar Lind): Championing despite 3.00; big if true. R1 and R3 could not reproduce the 4.1x speedup, artifact fails on A100; authors' rebuttal says 'driver version'.",
        ),
    }
    ids = sorted(set(rng.sample(range(1, 215), 16)) - {63, 142, 201, 117, 88}) + [63, 201]
    rng.shuffle(ids)
    for p in ids:
        if p in special:
            t, w, c = special[p]
        else:
            t = f"{pick(rng, ['Towards', 'Scalable', 'Practical', 'Revisiting'])} {pick(rng, TOPICS)} under {pick(rng, ['partial synchrony', 'churn', 'load spikes', 'partitions'])}"
            w = round(rng.uniform(2.9, 3.19), 2)
            c = pick(
                rng,
                [
                    "R1: solid but incremental; related work misses two 2023 papers.",
                    "R2: evaluation only on synthetic traces; would like one production trace.",
                    "R3: writing needs work; idea is fine. Leaning weak accept after rebuttal.",
                    "META: no consensus; two weak accepts vs one reject with high confidence.",
                    "R1: the threat model is underspecified; rebuttal helped somewhat.",
                ],
            )
        out.append(f"#{p} | wmean {w:.2f} | {t}")
        for _k in range(rng.randint(4, 7)):
            out.append(
                f"   [{ts(rng, '2025-06-0' + str(rng.randint(1, 4)))}] {person(rng)}: {pick(rng, ['I read the rebuttal; it does not change my score.', 'Agree with R2 about baselines.', 'Would accept with shepherding.', 'Artifact badge requested, not yet evaluated.', 'Novelty is borderline but the engineering is careful.', 'I lowered my confidence after the discussion.'])}"
            )
        out.append(f"   >> {c}")
        out.append("")
    out.append("band summary: 17 papers in [2.90, 3.20); 4 in [3.05, 3.20): #31, #74, #158, #183")
    out.append("cutoff 3.05 -> 42 papers (22.5%) (includes #142 at 3.41)")
    return "\n".join(out)


def c1_sheet_write(rng, rows):
    out = [
        "spreadsheet.update: EuroDSE25-decisions (sheet id 1q8Xr-EDSE25-dec), tab 'research'",
        "",
    ]
    out.append("row | paper | wmean | decision | note")
    for i, p in enumerate(rows, start=2):
        out.append(
            f"{i:>3} | #{p:<4} | {rng.uniform(3.05, 4.6):.2f}  | accept   | {pick(rng, ['', '', 'artifact', 'shepherd'])}"
        )
    return "\n".join(out)


def c1_chairs_doc(rng):
    lines = [
        "# chairs_2025.md  (doc store: eurodse25/program/chairs_2025.md, last edited by Tomasz Wierzbicki)",
        "",
        "Session chairs volunteered at the PC kickoff. Prefer senior PC members; one chair per session.",
        "",
        "| name | affiliation | availability | topics | notes |",
        "|---|---|---|---|---|",
    ]
    names = [
        ("Lena Fischer", "TU Munich", "Sep 16-18", "verification, model checking", ""),
        (
            "Rafael Ortiz",
            "IMDEA Software",
            "Sep 16-17",
            "verification, static analysis",
            "leaves 17:00 on Sep 17",
        ),
        ("Sofia Marques", "INESC-ID", "Sep 16-18", "fault tolerance", "local organiser"),
        ("Kenji Mori", "NII Tokyo", "Sep 17-18", "consensus, replication", ""),
        ("Aisha Bello", "Univ. of Edinburgh", "Sep 16-18", "security, fuzzing", ""),
        ("Hana Kimura", "KTH Stockholm", "Sep 16", "storage", "only day 1"),
        ("Pieter de Vries", "TU Delft", "Sep 16-18", "edge/cloud", ""),
        ("Rui Campos", "Univ. of Porto", "Sep 16-18", "serverless, energy", ""),
        ("Oskar Lind", "Aalto Univ.", "Sep 17-18", "GPU, HPC", ""),
        ("Claire Dubois", "Inria Rennes", "Sep 16-18", "tracing, observability", ""),
        ("Mateo Ruiz", "Univ. of Lisbon", "Sep 18", "industry", ""),
    ]
    for n in names:
        lines.append("| " + " | ".join(n) + " |")
    lines += [
        "",
        "## Rooms (venue: Centro de Congressos, Lisbon)",
        "- Auditorio 1 (320 seats), all three days",
        "- Sala Rio (140 seats), Sep 16-17 only",
        "- Sala Tejo: not booked (venue said maybe on Sep 18 afternoon)",
        "",
        "## Slots",
        "- 20 min per talk incl. questions; sessions of 90 min",
        "- Keynote: 60 min",
        "",
    ]
    for k in range(90):
        lines.append(
            f"- old note {k}: {pick(rng, ['coffee order for 300', 'AV check 08:00', 'poster boards x30', 'badge printing', 'student volunteers x12', 'live-stream for Auditorio 1 only'])} ({person(rng)})"
        )
    return "\n".join(lines)


def c1_schedule(rng, nsess, chairs):
    out = [
        f"schedule draft v{nsess - 8}: {nsess} sessions, 20-min talks, keynote Sep 17 09:00 Auditorio 1",
        "",
    ]
    names = [
        "S1 Consensus & Replication",
        "S2 Fault Injection & Chaos",
        "S3 Storage & Durability",
        "S4 Verification",
        "S5 Serverless & Edge",
        "S6 Observability & Tracing",
        "S7 Systems Security",
        "S8 Scheduling & Energy",
        "S9 GPU & HPC Reliability",
        "S10 Industry & Experience",
    ]
    for i in range(nsess):
        n = 5 if i < (3 if nsess == 10 else 7) else 4
        out.append(
            f"{names[i]} | chair: {chairs[i]} | {pick(rng, ['Sep 16', 'Sep 17', 'Sep 18'])} {pick(rng, ['11:00', '14:00', '16:00'])} | {pick(rng, ['Auditorio 1', 'Sala Rio'])} | {n} talks ({n * 20} min)"
        )
        papers = rng.sample(range(1, 215), n)
        if i == 3:
            papers[0] = 88
        for p in papers:
            out.append(
                f"    #{p:<4} {pick(rng, ['Towards', 'Scalable', 'Practical', 'Revisiting', 'Lightweight'])} {pick(rng, TOPICS)} ({pick(rng, INST)})"
            )
    return "\n".join(out)


def c1_inbox(rng):
    out = [
        "mail.search folder=INBOX to=pc-chairs@eurodse2025.org since=2025-06-05 (48 results, showing 48)",
        "",
    ]
    for _k in range(46):
        out.append(
            f"[{ts(rng, '2025-06-0' + str(rng.randint(5, 9)))}] from {person(rng).lower().replace(' ', '.')}@{pick(rng, ['gmail.com', 'uni.example', 'lab.example'])} subj: {pick(rng, ['Re: review reminder', 'Visa letter request', 'Question about artifact badge', 'Out of office', 'Re: bidding', 'Travel grant application', 'Student volunteer sign-up'])}"
        )
        out.append(
            f"    {pick(rng, ['Thanks, will do by Friday.', 'Could you send an invitation letter for the Portuguese consulate?', 'Is the artifact deadline the same as camera-ready?', 'I am travelling until 15 June with limited email.', 'Attached my CV.'])}"
        )
    out.insert(
        9,
        "[2025-06-08T21:14:09Z] from ines.duarte@uc.example subj: Emergency review #117 submitted\n    Done - R-117-4 is in HotCRP: overall 4 (weak accept -> accept), confidence 4. Solid evaluation, the related-work gap R1 mentions is minor. -- Ines",
    )
    out.insert(
        15,
        "[2025-06-09T10:02:51Z] from priya.raman@eurodse2025.org subj: Proceedings: camera-ready + page limit\n    Calloway Press confirmed the camera-ready date of July 10 (their production slot moved). They have NOT yet confirmed whether the limit stays at 12 pages + references or goes to 14; I am chasing their production editor and will confirm by June 13. -- Priya (publication chair)",
    )
    return "\n".join(out)


def c1_similarity(rng):
    out = [
        "simcheck --paper 142 --against dblp,arxiv,workshops-2025 --min 0.2",
        "",
        "candidate                                                        | venue        | overlap | sections",
        "-----------------------------------------------------------------+--------------+---------+---------",
    ]
    out.append(
        "Lease-based quorum adaptation for WAN key-value stores (Zhang, Okoro, Lind?) | DSN-W 2025   |  61%    | 4, 5, Fig.7"
    )
    for _ in range(45):
        out.append(
            f"{pick(rng, ['Quorum', 'Lease', 'Geo', 'Replicated', 'Consistent'])} {pick(rng, TOPICS)} revisited ({person(rng)}) | {pick(rng, ['arXiv', 'SRDS 2023', 'EuroSys 2022', 'OPODIS 2024', 'arXiv'])} | {rng.randint(3, 19):>3}%    | {rng.randint(1, 7)}"
        )
    out += [
        "",
        "DSN-W 2025 workshop proceedings are not yet published (event 2025-06-23); PDF taken from workshop site preprint list.",
        "policy (CFP section 3.2): 'substantially overlapping work under review or published elsewhere' -> desk reject; workshop papers <= 6 pages without formal proceedings are exempt.",
        "DSN-W 2025 papers: 6 pages, proceedings published by IEEE (formal) -> exemption unclear.",
    ]
    return "\n".join(out)


def conv1():
    rng = random.Random(801)
    c = Conv(
        "blind-conference-program-committee",
        "EuroDSE 2025 PC: cutoff, conflicts and session schedule",
        "You are a research assistant for the program chairs of EuroDSE 2025. You can read the HotCRP export, "
        "query it with SQL, edit the chairs' Google Sheets, read and write the chairs' document store and send "
        "email from the chairs' alias. Never change anything inside HotCRP itself.",
    )
    c.user(
        "Hi. I'm co-chairing the EuroDSE 2025 research track with Tomasz Wierzbicki. Our PC meeting is June 12 and I "
        "want walk in with a proposed accept list. Rough target is an acceptance rate of about 22%, give or take. "
        "The export from HotCRP is under /srv/hotcrp/eurodse25/export/ - read only, please, don't touch HotCRP. "
        "Afterwards I need a first session schedule for the conference (Lisbon, Sept 16-18). For the record, "
        "camera-ready due July 3 per the CFP.",
        tag="u1",
    )
    c.call(
        "I'll start by looking at what's in the export and the shape of the reviews file.",
        [
            (
                "shell",
                {
                    "cmd": "ls -la /srv/hotcrp/eurodse25/export/ && head -n 141 /srv/hotcrp/eurodse25/export/reviews.csv && wc -l /srv/hotcrp/eurodse25/export/*.csv"
                },
                c1_ls(rng),
            )
        ],
    )
    c.call(
        "The export has reviews, submissions, conflicts and comments. Let me compute the per-paper confidence-weighted means and the distribution.",
        [
            (
                "sql",
                {
                    "db": "eurodse25_export",
                    "query": "SELECT ... FROM submissions s JOIN reviews r USING(paper_id) GROUP BY paper_id ORDER BY paper_id",
                },
                c1_stats(rng),
            )
        ],
        tooltag="t_stats",
    )
    c.say(
        "Here's where things stand:\n\n- 214 submissions, 27 desk rejects, so 187 papers under review.\n"
        "- 561 reviews complete, 6 papers still short of their third review (#17, #52, #117, #133, #176, #190).\n"
        "- On the confidence-weighted mean, a cutoff 3.2 gives 38 papers, i.e. 20.3%. A cutoff of 3.0 jumps to 47 (25.1%) because there's a cluster just above 3.0.\n\n"
        "So 3.2 is slightly under your 22% target, 3.0 is over. I'd suggest we use 3.2 as the working line and then look at the band just below it paper by paper. "
        "Do you want me to also look for conflict-of-interest problems in the assignments before we go further?"
    )
    c.user(
        "Go with cutoff 3.2 as a working number for now. And yes, check conflicts - we got a complaint about #117 from one of the reviewers."
    )
    c.call(
        None,
        [
            (
                "sql",
                {
                    "db": "eurodse25_export",
                    "query": "-- reviewer/author overlap check incl. undeclared; join conflicts, authors, pc_members, dblp_coauthors",
                },
                c1_conflicts(rng),
            )
        ],
        tooltag="t_coi",
    )
    c.say(
        "Found it. Paper #117 has an undeclared conflict: reviewer Marek Havel (TU Brno) reviewed a paper by Jana Novotna, also TU Brno. "
        "His review R-117-2 is a 5 with confidence 5, which is what is carrying the paper (the other two are 3 and 3). The complaint is ticket PC-2025-014 from Sofia Marques.\n\n"
        "The other 70 overlaps were declared and handled at bidding.\n\nOptions: (a) discard R-117-2 and get a fresh review, (b) keep it but down-weight. I'd go with (a) - with it the paper sits at 3.67, without it at 3.00, so it matters. "
        "Who should do the replacement review?"
    )
    c.user(
        "Discard it. Mark Havel's review as withdrawn-COI in our decisions sheet (not in HotCRP, Tomasz will do that part). "
        "Ask Ines Duarte for an emergency review, she's quick and has no conflict. She needs it back by June 10. Send from pc-chairs@eurodse2025.org and cc Tomasz.",
        tag="u_havel",
    )
    c.call(
        "Sending the request to Ines now.",
        [
            (
                "email_send",
                {
                    "from": "pc-chairs@eurodse2025.org",
                    "to": "ines.duarte@uc.example",
                    "cc": "tomasz.wierzbicki@eurodse2025.org",
                    "subject": "EuroDSE 2025 - emergency review request, paper #117",
                    "body": 'Dear Ines,\n\ncould you provide an emergency review for paper #117 ("Bounded-staleness caches for edge inference pipelines")? One of its reviews had to be withdrawn because of an undeclared conflict. We would need it in HotCRP by June 10 so it can be discussed at the PC meeting on June 12. You should have the assignment already.\n\nMany thanks,\nHannah & Tomasz',
                },
                "250 OK queued as 4F1A2C9B7E; message-id <20250605.0915.edse25-pc@eurodse2025.org>; recipients: 1 to, 1 cc",
            )
        ],
    )
    c.say(
        "Sent (message-id <20250605.0915.edse25-pc@eurodse2025.org>). I'll treat #117 as pending until Ines's review arrives; with the two remaining reviews it's at 3.00, below the working line. "
        "I haven't written to the sheet yet - I'll add the withdrawn-COI note when I write the decisions."
    )
    c.user(
        "Tomasz thinks 3.2 is too harsh - he says we'll have room for more talks than we think. Can you pull the borderline band, say 2.9 to 3.2, with the discussion comments, so we can decide where to cut properly? Also note the metas who are championing anything."
    )
    c.call(
        "Pulling the band with all comments and the meta-reviewer notes.",
        [
            (
                "sql",
                {
                    "db": "eurodse25_export",
                    "query": "SELECT p.id, p.title, s.wmean, c.* FROM ... WHERE s.wmean >= 2.90 AND s.wmean < 3.20 ORDER BY s.wmean DESC",
                },
                c1_borderline(rng),
            )
        ],
    )
    c.say(
        "Summary of the 2.9-3.2 band (17 papers):\n\n"
        "- Four papers sit in 3.05-3.19 (#31, #74, #158, #183) and all have at least one reviewer moving towards accept after the rebuttal. A cutoff of 3.05 would take us to 42 papers, 22.5%.\n"
        "- Two metas are championing papers below that line: Rui Campos for #63 (3.01; low score is presentation, artifact reproduced), and Oskar Lind for #201 (3.00; two reviewers couldn't reproduce the 4.1x speedup).\n"
        "- Separate flag: a reviewer on #142 (3.41, so already in) thinks it overlaps a workshop paper. Worth a look before we announce anything.\n\n"
        "My suggestion would be 3.05 plus #63. I'd be wary of #201 given the reproducibility issue."
    )
    c.user(
        "OK, let's do it: cutoff 3.05, plus a champion exception for #63 only. #201 stays out - the reproducibility story is too thin, I don't want that on us. Write the accept list into the decisions sheet.",
        tag="u_cut",
    )
    rows = sorted(
        rng.sample([x for x in range(1, 215) if x not in (63, 117, 142, 201, 88)], 40)
    ) + [63, 142, 88]
    c.call(
        "Writing 43 accepts into the research tab, with the notes.",
        [
            (
                "sheets",
                {
                    "spreadsheet": "EuroDSE25-decisions",
                    "sheet_id": "1q8Xr-EDSE25-dec",
                    "tab": "research",
                    "op": "replace_range",
                    "range": "A2:E44",
                },
                c1_sheet_write(rng, rows)
                + "\n\nnotes written: #63 'champion exception (Rui Campos)'; #117 'pending - R-117-2 withdrawn-COI, awaiting emergency review'; #201 'reject - reproducibility'\n43 accepted papers / 187 = 23.0%",
            )
        ],
        tooltag="t_sheet",
    )
    c.say(
        "Done: 43 accepted papers (23.0%) in EuroDSE25-decisions, research tab. #117 is noted as pending with R-117-2 marked withdrawn-COI; #201 as a reject for reproducibility."
    )
    c.user(
        "Now the schedule. Three days, Sept 16-18. Let's plan 9 sessions, 20-minute talks, keynote on day 2 morning. Chairs from chairs_2025.md in the doc store. Don't give anybody a session where they're an author, obviously.",
        tag="u_sched",
    )
    c.call(
        None, [("docstore_get", {"path": "eurodse25/program/chairs_2025.md"}, c1_chairs_doc(rng))]
    )
    chairs9 = [
        "Kenji Mori",
        "Sofia Marques",
        "Hana Kimura",
        "Lena Fischer",
        "Rui Campos",
        "Claire Dubois",
        "Aisha Bello",
        "Pieter de Vries",
        "Oskar Lind",
    ]
    c.call(
        "Chairs list loaded. Building a first draft with 9 sessions by topic.",
        [
            (
                "schedule_build",
                {
                    "papers_tab": "research",
                    "sessions": 9,
                    "talk_min": 20,
                    "keynote": "Sep 17 09:00",
                },
                c1_schedule(rng, 9, chairs9),
            )
        ],
        tooltag="t_sched9",
    )
    c.say(
        "Draft v1 is in. The problem with 9 sessions: 43 talks means seven sessions of 5 talks (100 min) in 90-minute slots, so seven sessions overrun by 10 minutes. "
        "Either we trim talks to 17 minutes or add a tenth session. The chairs doc says Sala Tejo might be available Sep 18 afternoon.\n\n"
        "I haven't yet checked chairs against author lists - next step unless you want to settle the session count first."
    )
    c.user(
        "Tenth session. I called the venue - Sala Tejo is ours on Sep 18 afternoon, 14:00-15:30. So 10 sessions. Then check chairs against authors.",
        tag="u_10",
    )
    chairs10 = chairs9 + ["Mateo Ruiz"]
    c.call(
        "Rebuilding with 10 sessions and Sala Tejo, then checking chairs against author lists.",
        [
            (
                "schedule_build",
                {
                    "papers_tab": "research",
                    "sessions": 10,
                    "talk_min": 20,
                    "keynote": "Sep 17 09:00",
                    "extra_rooms": ["Sala Tejo Sep 18 14:00-15:30"],
                },
                c1_schedule(rng, 10, chairs10),
            ),
            (
                "sql",
                {
                    "db": "eurodse25_export",
                    "query": "SELECT chair, session, paper_id FROM draft_schedule d JOIN authors a ON a.name = d.chair",
                },
                "chair        | session          | paper_id | author position\n-------------+------------------+----------+----------------\nLena Fischer | S4 Verification  | 88       | 3rd of 4 authors\n(1 row)\n\nother checks: chair co-authorship within 5y with any paper in own session (DBLP cache): 0 rows",
            ),
        ],
    )
    c.say(
        "With 10 sessions: three sessions of 5 talks and seven of 4, nothing overruns. S10 Industry & Experience goes in Sala Tejo, Mateo Ruiz chairs.\n\n"
        "One chair clash: Lena Fischer is a co-author of #88, which is in S4 Verification, the session she'd chair. "
        "Rafael Ortiz is the obvious swap (verification background), but he leaves 17:00 on Sep 17, so S4 has to be before that."
    )
    c.user(
        "Make it Rafael Ortiz chairs S4 instead, S4 stays Sep 16 so his leaving early is fine. Lena takes S7 then, Aisha can move to S8 and Pieter is free. Update the sheet.",
        tag="u_swap",
    )
    c.call(
        None,
        [
            (
                "sheets",
                {
                    "spreadsheet": "EuroDSE25-decisions",
                    "tab": "schedule",
                    "op": "update_cells",
                    "cells": {
                        "S4.chair": "Rafael Ortiz",
                        "S7.chair": "Lena Fischer",
                        "S8.chair": "Aisha Bello",
                    },
                },
                "updated 3 cells in 'schedule' (1q8Xr-EDSE25-dec): S4.chair Lena Fischer -> Rafael Ortiz; S7.chair Aisha Bello -> Lena Fischer; S8.chair Pieter de Vries -> Aisha Bello\nPieter de Vries now unassigned (listed as backup chair)",
            )
        ],
    )
    c.say(
        "Updated. Pieter de Vries is now listed as backup chair, which is handy if anyone drops out."
    )
    c.user(
        "Has Ines's review for 117 come in? Also Priya pinged me on Slack that the publisher wants camera-ready July 10 now, not the CFP date - can you check her email has the details?",
        tag="u_july",
    )
    c.call(
        None,
        [
            (
                "mail_search",
                {"mailbox": "pc-chairs@eurodse2025.org", "since": "2025-06-05"},
                c1_inbox(rng),
            )
        ],
        tooltag="t_inbox",
    )
    c.say(
        "Both are in:\n\n1. Ines submitted R-117-4: overall 4, confidence 4. With R-117-1 (3) and R-117-3 (3), #117's weighted mean is now 3.33 - above the 3.05 cutoff, so it's an accept unless you want to discuss it at the meeting.\n"
        "2. Priya confirms camera-ready is July 10 (Calloway Press moved their production slot). But the page limit isn't settled: still 12 pages + references unless Calloway Press says 14. Priya is chasing and will confirm by June 13.\n\n"
        "Shall I add #117 to the accept list and place it in a session?"
    )
    c.user(
        "Yes, accept 117 and slot it wherever it fits. Then look at #142 - the reviewer who said it looks like another paper."
    )
    c.call(
        "Adding #117 and running a similarity check on #142 in parallel.",
        [
            (
                "sheets",
                {
                    "spreadsheet": "EuroDSE25-decisions",
                    "tab": "research",
                    "op": "append_row",
                    "row": ["#117", "3.33", "accept", "R-117-2 withdrawn-COI; R-117-4 Ines Duarte"],
                },
                "appended row 45 to 'research'. accepted papers now 44 / 187 = 23.5%\nschedule: #117 placed in S6 Observability & Tracing (now 5 talks, 100 min -> slot Sep 17 14:00 extended to 15:40; coffee break shifted)",
            ),
            (
                "simcheck",
                {"paper": 142, "against": ["dblp", "arxiv", "workshops-2025"]},
                c1_similarity(rng),
            ),
        ],
        tooltag="t_117",
    )
    c.say(
        "#117 is in: 44 accepted papers, 23.5%. It landed in S6, which now has 5 talks, so that session runs to 15:40 and the afternoon coffee moves by ten minutes.\n\n"
        "#142: 61% overlap with a DSN-W 2025 workshop paper (sections 4, 5 and Fig. 7), apparently by overlapping authors. The CFP exempts short workshop papers without formal proceedings, but DSN-W has IEEE proceedings, so it's unclear which side of the rule it falls on. "
        "I don't think we can decide this without hearing from the authors."
    )
    c.user(
        "Agreed. Email the contact author of 142 - that's Wei Zhang - and ask them to explain the relation to the DSN-W paper by June 11, so we have it before the meeting. "
        "In the sheet, change 142 to 'conditional' rather than accept. We'll decide at the meeting.",
        tag="u_142",
    )
    c.call(
        None,
        [
            (
                "email_send",
                {
                    "from": "pc-chairs@eurodse2025.org",
                    "to": "wei.zhang@hku.example",
                    "cc": "tomasz.wierzbicki@eurodse2025.org",
                    "subject": "EuroDSE 2025 paper #142 - question on overlap with DSN-W 2025 paper",
                    "body": "Dear Dr. Zhang,\n\nduring discussion, the PC noticed substantial overlap between submission #142 and the DSN-W 2025 paper 'Lease-based quorum adaptation for WAN key-value stores' (sections 4-5, Fig. 7). Could you explain the relation between the two papers by June 11? The PC meets on June 12.\n\nBest regards,\nProgram chairs, EuroDSE 2025",
                },
                "250 OK queued as 9C2D11A0F3; message-id <20250609.1122.edse25-pc@eurodse2025.org>",
            ),
            (
                "sheets",
                {
                    "spreadsheet": "EuroDSE25-decisions",
                    "tab": "research",
                    "op": "update_cells",
                    "cells": {"#142.decision": "conditional"},
                },
                "updated 1 cell: #142 decision accept -> conditional. counts: accept 43, conditional 1, total 44",
            ),
        ],
    )
    c.say(
        "Sent to Wei Zhang, and #142 is 'conditional' in the sheet: 43 firm accepts plus 1 conditional. I'll keep the schedule slot for #142 in S1 for now, and remove it if the PC rejects it on the 12th."
    )
    c.user(
        "Last thing for today. Tomasz will send the notifications on Friday June 14, after the meeting. Can you draft the notification templates (accept / reject / conditional-shepherded) and put them in the doc store? Mention the July 10 camera-ready but leave the page limit as a placeholder until Priya confirms.",
        tag="u_notif",
    )
    c.call(
        "Drafting the three templates.",
        [
            (
                "docstore_put",
                {
                    "path": "eurodse25/program/notifications_v1.md",
                    "content": '# EuroDSE 2025 notification templates (v1)\n\n## Accept\nDear {authors},\n\nWe are pleased to inform you that your paper #{id} "{title}" has been accepted to the EuroDSE 2025 research track ... Camera-ready due July 10 (AoE). Page limit: {{PAGE_LIMIT - pending Calloway Press}} ...\n\n## Reject\nDear {authors},\n\nThank you for submitting ... 187 papers were reviewed ...\n\n## Conditional (shepherded)\n... your shepherd {shepherd} will contact you ...',
                },
                "stored eurodse25/program/notifications_v1.md (3 templates, 4,812 bytes), revision r1, visible to: pc-chairs",
            )
        ],
    )
    c.say(
        "Templates stored at eurodse25/program/notifications_v1.md. Where we are:\n\n"
        "- 43 firm accepts + #142 conditional (authors asked for an explanation by June 11).\n"
        "- #117 accepted after Ines Duarte's review (3.33).\n"
        "- Schedule: 10 sessions, Sala Tejo on Sep 18 afternoon, Rafael Ortiz on S4, Lena Fischer on S7, Pieter de Vries backup.\n"
        "- Waiting on Priya for the page limit (by June 13) - the templates have a placeholder.\n"
        "- Tomasz sends notifications on Friday June 14; I haven't scheduled anything to go out automatically.\n\n"
        "Still to do on my side: once the PC decides #142 on the 12th, I'll fix the sheet and the S1 slot and fill in the page limit."
    )
    c.user(
        "Perfect. Quick one: does Sala Tejo have enough seats for S10? Industry sessions pull crowds."
    )
    c.call(
        None,
        [
            (
                "docstore_get",
                {"path": "eurodse25/venue/rooms.md"},
                "# Centro de Congressos - rooms\n| room | seats (theatre) | AV | stream |\n|---|---|---|---|\n| Auditorio 1 | 320 | full | yes |\n| Sala Rio | 140 | projector+2 mics | no |\n| Sala Tejo | 90 | projector+1 mic | no |\n| Foyer | standing 400 | - | - |\n\nregistration estimate (Tomasz, 2025-06-01): 260-290 attendees\nnote from venue: Sala Tejo can be opened to the adjacent Sala Douro (+60 seats) for EUR 450, must be requested 30 days ahead",
            )
        ],
    )
    c.say(
        "Sala Tejo seats 90 theatre-style, and it has no streaming. With 260-290 attendees and an industry session, that could be tight. "
        "The venue can open it into Sala Douro for +60 seats at EUR 450, but that has to be requested 30 days ahead, so by about August 19. "
        "Alternatively swap S10 with a smaller-draw session in Auditorio 1. Your call - I haven't requested anything."
    )
    # labels
    c.label(
        "user_goal",
        "Walk into the June 12 PC meeting with a proposed accept list at roughly 22% acceptance; HotCRP read only",
        ["June 12", "22%"],
        "u1",
    )
    c.label(
        "user_goal",
        "Build the session schedule for Lisbon Sept 16-18 with 20-minute talks, keynote day 2 morning, no chair in a session with their own paper",
        ["Sept 16-18", "keynote"],
        "u_sched",
    )
    c.label(
        "fact",
        "214 submissions, 27 desk rejects, 187 papers under review",
        ["214", "187"],
        "t_stats",
    )
    c.label(
        "fact",
        "Undeclared conflict on #117: reviewer Marek Havel (TU Brno) and author Jana Novotna (TU Brno); complaint ticket PC-2025-014",
        ["Marek Havel", "PC-2025-014"],
        "t_coi",
    )
    c.label(
        "decision",
        "Havel's review R-117-2 discarded and marked withdrawn-COI in the decisions sheet; Tomasz handles HotCRP",
        ["withdrawn-COI"],
        "u_havel",
    )
    c.label(
        "decision",
        "Acceptance cutoff 3.05 on the weighted mean, plus a champion exception for #63; #201 rejected for reproducibility",
        ["3.05", "champion exception"],
        "u_cut",
    )
    c.label(
        "fact",
        "Ines Duarte's emergency review R-117-4 scored 4; #117 at 3.33 and accepted",
        ["R-117-4", "3.33"],
        "t_inbox",
    )
    c.label(
        "fact", "Camera-ready deadline moved to July 10 by Calloway Press", ["July 10"], "u_july"
    )
    c.label(
        "pending_action",
        "Priya to confirm with Calloway Press whether the page limit stays 12 pages + references or becomes 14, by June 13",
        ["Calloway Press", "June 13"],
        "t_inbox",
    )
    c.label(
        "decision",
        "10 sessions; Sala Tejo booked Sep 18 14:00-15:30 for the tenth session",
        ["Sala Tejo", "14:00-15:30"],
        "u_10",
    )
    c.label(
        "decision",
        "Rafael Ortiz chairs S4 Verification (Lena Fischer co-authors #88); Lena Fischer chairs S7, Aisha Bello S8, Pieter de Vries backup",
        ["Rafael Ortiz chairs S4"],
        "u_swap",
    )
    c.label(
        "fact",
        "#117 placed in S6, which now runs to 15:40; 44 accepted at 23.5% before #142 went conditional",
        ["S6", "15:40"],
        "t_117",
    )
    c.label(
        "open_issue",
        "#142 has 61% overlap with a DSN-W 2025 paper; unclear whether the workshop exemption applies; authors (Wei Zhang) asked to explain by June 11",
        ["#142", "DSN-W", "June 11"],
        "u_142",
    )
    c.label(
        "decision",
        "#142 changed from accept to conditional: 43 firm accepts plus 1 conditional, decided at the PC meeting",
        ["conditional", "43 firm accepts"],
        len(c.msgs) - 9,
    )
    c.label(
        "pending_action",
        "Tomasz sends the notifications on Friday June 14 after the meeting",
        ["June 14"],
        "u_notif",
    )
    c.label(
        "pending_action",
        "After the PC decides #142, agent updates the sheet and S1 slot and fills in the page limit",
        ["S1 slot"],
        len(c.msgs) - 5,
    )
    c.label(
        "open_issue",
        "Sala Tejo seats only 90; S10 industry session may overflow; Sala Douro extension (+60, EUR 450) must be requested 30 days ahead or swap rooms",
        ["Sala Tejo", "90", "Sala Douro"],
        len(c.msgs) - 2,
    )
    c.label("reference", "HotCRP export directory", ["/srv/hotcrp/eurodse25/export/"], "u1")
    c.label(
        "reference",
        "Decisions sheet EuroDSE25-decisions, id 1q8Xr-EDSE25-dec",
        ["1q8Xr-EDSE25-dec"],
        20,
    )
    c.label("reference", "Chairs' email alias", ["pc-chairs@eurodse2025.org"], "u_havel")
    c.label(
        "reference",
        "Notification templates in the doc store",
        ["eurodse25/program/notifications_v1.md"],
        len(c.msgs) - 7,
    )
    c.old(
        "working acceptance cutoff was 3.2 (38 papers) until replaced by 3.05 + #63",
        ["cutoff 3.2"],
        "u_cut",
    )
    c.old("camera-ready was July 3 per the CFP; moved to July 10", ["July 3"], "u_july")
    c.old("schedule planned with 9 sessions; changed to 10 sessions", ["9 sessions"], "u_10")
    c.old(
        "Lena Fischer was chair of S4 Verification; replaced by Rafael Ortiz",
        ["Lena Fischer", "S4 Verification"],
        "u_swap",
    )
    c.old(
        "accept count was 43 accepted papers / 23.0% before #117 was added",
        ["43 accepted papers"],
        "t_117",
    )
    c.build()


# ================================================================ 2. mobile game live-ops
def c2_earn(rng):
    out = [
        "-- analytics.events_daily  (Harvest Moon event, 2024-10-03..2024-10-15), replayed with Lunar Tide token table",
        "-- assumption: daily quest reward = 40 tokens per daily quest (current events.lunar_tide draft), 3 quests/day",
        "",
        "segment      | day | players  | p25 tokens | p50 tokens | p75 tokens | p90 tokens | tier@p50 | quests_done_p50 | sessions_p50",
        "-------------+-----+----------+------------+------------+------------+------------+----------+-----------------+-------------",
    ]
    for seg, mult in (
        ("f2p_casual", 0.6),
        ("f2p_core", 1.0),
        ("minnow", 1.15),
        ("dolphin", 1.35),
        ("whale", 1.6),
    ):
        cum = 0
        for d in range(1, 13):
            cum += int(425 * mult * rng.uniform(0.9, 1.1)) if seg != "f2p_core" else 425
            p50 = cum
            out.append(
                f"{seg:<12} | {d:>3} | {rng.randint(40000, 410000):>8} | {int(p50 * 0.7):>10} | {p50:>10} | {int(p50 * 1.3):>10} | {int(p50 * 1.6):>10} | {min(40, p50 // 220):>8} | {rng.randint(2, 3):>15} | {rng.randint(2, 6):>12}"
            )
    out += [
        "",
        "f2p_core (median F2P) at day 12: 5,100 tokens -> tier 24 (tier 30 needs 6,600 cumulative)",
        "sensitivity: +15 tokens per daily quest -> +45/day -> day 11: 5,225 + 495 = ... see model below",
        "",
        "tier table (events.lunar_tide.tiers, cumulative tokens):",
    ]
    cum = 0
    for t in range(1, 41):
        cum += 200 + (t // 10) * 40
        out.append(
            f"  tier {t:>2}: {cum:>5}  reward={pick(rng, ['gems x50', 'lantern shard x3', 'skin fragment', 'gold x5000', 'hero xp tome', 'summon ticket'])}"
        )
    return "\n".join(out)


def c2_config(rng):
    cfg = {
        "project": "starfall-prod",
        "key": "events.lunar_tide",
        "version": 37,
        "updated_by": "maya.chen",
        "event": {
            "id": "lunar_tide_2025",
            "start": "2025-02-06T00:00:00Z",
            "duration_days": 12,
            "daily_quest_reward": {"currency": "cur_lt_token", "amount": 40, "quests_per_day": 3},
            "milestones": [
                {
                    "id": f"lt_ms_{i}",
                    "tokens": 500 * i,
                    "chest": pick(rng, ["lantern_chest_s", "lantern_chest_m", "lantern_chest_l"]),
                }
                for i in range(1, 13)
            ],
            "premium_pass": {
                "sku": "com.starfall.lt_pass_2025",
                "base_price_usd": 9.99,
                "discount_pct": 30,
                "discount_window_h": 48,
            },
        },
        "shop": {"file": "shop_lunar_tide_v3.json", "items": []},
    }
    for i in range(110):
        cfg["shop"]["items"].append(
            {
                "id": f"shop_lt_{pick(rng, ['gold', 'xp', 'shard', 'emote', 'frame', 'banner'])}_{i:02d}",
                "currency_id": "cur_lt_token",
                "price": rng.choice([20, 40, 60, 80, 120, 200, 300]),
                "stock": rng.choice([1, 3, 5, 10, 99]),
                "tier_gate": rng.randint(0, 30),
            }
        )
    cfg["shop"]["items"].insert(
        17,
        {
            "id": "shop_lt_jade_lantern",
            "currency_id": "cur_gem",
            "price": 1200,
            "stock": 1,
            "tier_gate": 10,
            "display_currency": "cur_lt_token",
        },
    )
    return json.dumps(cfg, indent=1)


def c2_jira(rng):
    out = [
        "LIVE-4471  [Bug] Event shop: Jade Lantern bundle takes gems instead of event tokens",
        "Status: Open   Priority: P1   Reporter: Marco Bianchi (QA)   Assignee: unassigned",
        "Labels: lunar_tide, shop, economy",
        "",
        "Description:",
        "On staging (client 4.12.0 build 8790), buying 'Jade Lantern' in the Lunar Tide shop shows the token icon and price 120 but the wallet shows 1200 gems deducted. Reproduced 3/3 on iPhone 12 and Pixel 6.",
        "",
        "Comments:",
    ]
    for _k in range(40):
        out.append(
            f"  {ts(rng, '2025-01-' + str(rng.randint(27, 31)))} {pick(rng, ['Marco Bianchi', 'Jonas Weber', 'Li Na', 'Sam Okafor', 'Dmitri Volkov'])}: {pick(rng, ['+1 seen on Android too', 'could be the bundle template, the other items look fine', 'economy sheet says 120 tokens', 'attaching receipt json', 'is this server or client?', 'wallet ledger shows debit of cur_gem', 'blocked on me until Monday'])}"
        )
    out.append(
        '  2025-01-31T09:12:44Z Marco Bianchi: ledger entry: {"txn":"w-99120311","currency":"cur_gem","delta":-1200,"item":"shop_lt_jade_lantern"}'
    )
    return "\n".join(out)


def c2_diff(rng, env):
    out = [
        f"remote_config.diff project=starfall-{env} key=events.lunar_tide v37 -> v38",
        "--- v37",
        "+++ v38",
        "@@ event.daily_quest_reward @@",
        '-  "amount": 40,',
        '+  "amount": 55,',
        "@@ shop.items[17] @@",
        '   "id": "shop_lt_jade_lantern",',
        '-  "currency_id": "cur_gem",',
        '-  "price": 1200,',
        '+  "currency_id": "cur_lt_token",',
        '+  "price": 120,',
        "",
        "validation:",
    ]
    for _k in range(30):
        out.append(
            f"  [ok] rule {pick(rng, ['currency_exists', 'price_positive', 'tier_gate_le_max', 'sku_registered', 'milestone_monotonic', 'chest_table_valid', 'locale_keys_present'])} ({rng.randint(1, 60)} items)"
        )
    out.append(
        f"published to starfall-{env} as v38 at 2025-02-01T11:05:31Z (staging clients refresh within 5 min)"
    )
    return "\n".join(out)


def c2_ci(rng, build, extra=""):
    out = [f"ci.status pipeline=starfall-client-release branch=release/4.12.1 build={build}", ""]
    for _k in range(150):
        out.append(
            f"[{ts(rng, '2025-02-0' + str(rng.randint(1, 3)))}] {pick(rng, ['compile', 'unit', 'ui-tests', 'il2cpp', 'asset-bundle', 'sign', 'upload'])}: {pick(rng, ['ok', 'ok', 'ok', 'ok (cached)', 'warning: deprecated API UIWebView in 3rdparty/adsdk (ignored)', 'ok, 412 tests'])} ({rng.randint(3, 900)}s)"
        )
    out.append(extra)
    out.append(
        f"RESULT build {build}: SUCCESS  artifacts: Starfall-4.12.1-{build}.ipa (412.7 MB), Starfall-4.12.1-{build}.aab (286.3 MB)"
    )
    return "\n".join(out)


def c2_crash(rng):
    out = [
        "crashlytics.query app=starfall-ios version=4.12.1 (8812) channel=testflight since=2025-02-02",
        "",
        "issue 7f3a91c2  EXC_BAD_ACCESS (SIGSEGV) KERN_INVALID_ADDRESS at 0x0000000000000010",
        "  crash-free sessions: 96.9% (3.1% of sessions affected), 214 users, 100% iOS 15.x (15.4 - 15.7.9)",
        "",
        "Thread 0 Crashed:",
        "0  Starfall  LunarMapView::loadLanternNodes(NodeBatch const&) + 212",
        "1  Starfall  LunarMapView::OnEnable() + 88",
        "2  Starfall  UnityEngine_MonoBehaviour_Invoke + 44",
        "3  UnityFramework  il2cpp::vm::Runtime::Invoke + 120",
    ]
    for k in range(4, 80):
        out.append(
            f"{k:<2} {pick(rng, ['UnityFramework', 'libdispatch.dylib', 'CoreFoundation', 'Starfall', 'libsystem_pthread.dylib'])}  0x{rng.getrandbits(40):010x} {pick(rng, ['__CFRunLoopRun', '_dispatch_main_queue_drain', 'PlayerLoop', 'UnityBatchPlayerLoop', 'MetalRenderer::Present', 'GC_collect_inner'])} + {rng.randint(4, 900)}"
        )
    out += ["", "breadcrumbs (last 50):"]
    for _ in range(50):
        out.append(
            f"  {ts(rng, '2025-02-02')} {pick(rng, ['scene_load EventHub', 'tap lantern_node', 'asset_bundle lunar_map_hd loaded', 'memory_warning level=1', 'net ok 41ms'])}"
        )
    out += [
        "",
        "other issues in 8812: 3 (all < 0.1%)",
        "note: Jonas Weber PR #2291 'guard null NodeBatch on Metal2 devices' merged to release/4.12.1 at 2025-02-02T19:40Z -> first build containing it: 8815",
    ]
    return "\n".join(out)


def c2_serverlog(rng):
    out = [
        "$ kubectl -n lt-staging logs deploy/event-svc --since=24h | grep -E 'claim_milestone' | tail -n 206"
    ]
    for _ in range(200):
        pid = f"p{rng.randint(10**7, 10**8)}"
        out.append(
            f"{ts(rng, '2025-02-03')} INFO event-svc claim_milestone player={pid} ms=lt_ms_{rng.randint(1, 12)} idem_key={rng.getrandbits(48):012x} result=granted latency_ms={rng.randint(8, 90)}"
        )
    for k, pid in enumerate(["p41188213", "p55020931", "p41188213"]):
        out.insert(
            30 + k * 31,
            f"2025-02-03T1{k}:2{k}:0{k}Z WARN event-svc claim_milestone player={pid} ms=lt_ms_4 idem_key=<empty> result=granted latency_ms=61 note=reconnect_resume\n2025-02-03T1{k}:2{k}:0{k + 4}Z WARN event-svc claim_milestone player={pid} ms=lt_ms_4 idem_key=<empty> result=granted latency_ms=58 note=reconnect_resume dup_of_prev_within=4.1s",
        )
    out += [
        "",
        "$ grep -c 'idem_key=<empty>' event-svc-24h.log",
        "14",
        "$ grep 'dedupe' services/event-svc/config/staging.yaml",
        "  claim_dedupe_window_s: 5",
    ]
    return "\n".join(out)


def conv2():
    rng = random.Random(802)
    c = Conv(
        "blind-mobile-game-liveops-event",
        "Starfall Tactics: Lunar Tide event tuning, shop bug and 4.12.1 store review",
        "You are a live-ops assistant for the Starfall Tactics team. Tools: analytics (SQL over event tables), remote_config (get/diff/set/schedule for starfall-staging and starfall-prod), "
        "jira, ci, crashlytics, kubectl logs (read only), app_store_connect, play_console and slack. Ask before changing production.",
    )
    c.user(
        "Morning! Lunar Tide goes live Feb 6 and runs 12 days. Things I need from you this week:\n"
        "1) reward tuning - I want the median F2P player to hit tier 30 (that's 6,600 tokens) by day 11, not day 12, without handing out extra gems.\n"
        "2) there's a shop bug, LIVE-4471, QA found it yesterday.\n"
        "3) client hotfix 4.12.1 has to get through Apple review in time - our internal deadline to submit is Feb 3 18:00 PT.\n"
        "Config is the remote config key events.lunar_tide in project starfall-prod. Start with the tuning.",
        tag="u1",
    )
    c.call(
        "I'll replay the last comparable event (Harvest Moon) with the Lunar Tide token table to see where players land.",
        [
            (
                "analytics",
                {
                    "sql": "SELECT segment, day, ... FROM events_daily WHERE event='harvest_moon_2024' -- replay with lunar tide tiers"
                },
                c2_earn(rng),
            )
        ],
        tooltag="t_earn",
    )
    c.say(
        "With the current draft - 40 tokens per daily quest, 3 quests a day - the median F2P player (f2p_core) ends day 12 on 5,100 tokens, which is tier 24. So we're well short of tier 30.\n\n"
        "Daily quests are ~360 of the 425 tokens/day for that segment. To reach 6,600 by day 11 we need about 600/day, i.e. +175/day. Options:\n"
        "- raise the daily quest reward to 55 tokens (+45/day) and add a day-1 and day-6 login bonus;\n- or raise milestone chests (but they contain gems, which you don't want).\n\n"
        "With 55 plus two login bonuses of 400 I get 6,620 at day 11 in the replay. Want me to go with that?"
    )
    c.user(
        "Yes, 55 tokens per daily quest plus the two login bonuses, no gem changes. Now LIVE-4471 please.",
        tag="u_55",
    )
    c.call(
        "Pulling the ticket and the current config side by side.",
        [
            ("jira", {"op": "get", "issue": "LIVE-4471"}, c2_jira(rng)),
            (
                "remote_config",
                {"op": "get", "project": "starfall-prod", "key": "events.lunar_tide"},
                c2_config(rng),
            ),
        ],
        tooltag="t_cfg",
    )
    c.say(
        'Found the cause of LIVE-4471. In shop_lunar_tide_v3.json the item shop_lt_jade_lantern has "currency_id": "cur_gem" and "price": 1200, while every other item is priced in cur_lt_token. '
        "The client shows the display_currency (the token icon) and divides by 10 for the label, so players see 120 tokens and get charged 1200 gems. The ledger entry on the ticket (w-99120311) confirms a cur_gem debit.\n\n"
        "It's purely a config fix - set currency_id to cur_lt_token and price to 120. No client change needed. I also noticed the premium pass is configured with a 30% discount for 48h; just flagging in case that wasn't intended.\n\n"
        "Shall I apply both the tuning and the shop fix to staging?"
    )
    c.user("Staging first, yes, both changes. Not prod yet. Ignore the pass for now.")
    c.call(
        None,
        [
            (
                "remote_config",
                {
                    "op": "set",
                    "project": "starfall-staging",
                    "key": "events.lunar_tide",
                    "patch": {
                        "event.daily_quest_reward.amount": 55,
                        "event.login_bonus": [{"day": 1, "tokens": 400}, {"day": 6, "tokens": 400}],
                        "shop.items[shop_lt_jade_lantern]": {
                            "currency_id": "cur_lt_token",
                            "price": 120,
                        },
                    },
                },
                c2_diff(rng, "staging"),
            )
        ],
    )
    c.say(
        "Staging is on v38: daily quest 55, login bonuses day 1 and day 6, Jade Lantern at 120 cur_lt_token. All validation rules passed. Could Marco re-run the shop purchase on staging to close the loop?"
    )
    c.user(
        "Marco verified it on staging, wallet debits tokens now. Push to prod but as a scheduled publish - nothing should activate before the event starts. "
        "Oh and heads up, marketing moved the start: the event now starts 10:00 UTC on Feb 6 instead of midnight, to line up with the launch stream. Please make the config match.",
        tag="u_start",
    )
    c.call(
        "Scheduling the prod publish with the new start time.",
        [
            (
                "remote_config",
                {
                    "op": "schedule",
                    "project": "starfall-prod",
                    "key": "events.lunar_tide",
                    "from_version": 37,
                    "patch": {
                        "event.start": "2025-02-06T10:00:00Z",
                        "event.daily_quest_reward.amount": 55,
                        "event.login_bonus": "as staging v38",
                        "shop.items[shop_lt_jade_lantern]": {
                            "currency_id": "cur_lt_token",
                            "price": 120,
                        },
                    },
                    "activate_at": "2025-02-06T10:00:00Z",
                },
                "scheduled publish rc-pub-77120: starfall-prod events.lunar_tide v37 -> v38\n  activate_at: 2025-02-06T10:00:00Z\n  changes: event.start 2025-02-06T00:00:00Z -> 2025-02-06T10:00:00Z; daily_quest_reward.amount 40 -> 55; login_bonus added (2 entries); shop_lt_jade_lantern currency cur_gem -> cur_lt_token, price 1200 -> 120\n  approvals: 1/1 (maya.chen via assistant, logged)\n  rollback: remote_config rollback rc-pub-77120",
            )
        ],
        tooltag="t_pub",
    )
    c.say(
        "Scheduled as rc-pub-77120, activating 2025-02-06T10:00:00Z, so the event start, the 55-token quests and the shop fix all go live together. I'll leave LIVE-4471 open until it's live in prod, then resolve it."
    )
    c.user("Where is 4.12.1? If CI is green, submit to both stores.")
    c.call(
        None,
        [
            (
                "ci",
                {"op": "status", "pipeline": "starfall-client-release", "branch": "release/4.12.1"},
                c2_ci(rng, 8812),
            )
        ],
    )
    c.call(
        "Build 8812 is green. Submitting to App Store Connect and uploading the bundle to Play production review.",
        [
            (
                "app_store_connect",
                {
                    "op": "submit_for_review",
                    "app": "Starfall Tactics",
                    "version": "4.12.1",
                    "build": 8812,
                    "release": "manual",
                },
                "submission 4.12.1 (8812): state Waiting for Review\nsubmitted 2025-02-02T14:22:10-08:00\nexpected review time (trailing 7d median): 26h",
            ),
            (
                "play_console",
                {
                    "op": "upload_and_submit",
                    "package": "com.starfall.tactics",
                    "bundle": "Starfall-4.12.1-8812.aab",
                    "track": "production",
                    "rollout": "managed",
                },
                "release 4.12.1 (versionCode 8812) submitted for review on track production; managed publishing ON; status: In review",
            ),
        ],
    )
    c.say(
        "Both submitted: iOS 4.12.1 (8812) is Waiting for Review, Android is in review with managed publishing on, so nothing goes live without us pressing the button."
    )
    c.user(
        "Ugh. Crashlytics is showing a new crash in 8812 from TestFlight, iOS 15 only, something in the event map. Can you dig in?"
    )
    c.call(
        None,
        [
            (
                "crashlytics",
                {
                    "app": "starfall-ios",
                    "version": "4.12.1 (8812)",
                    "channel": "testflight",
                    "top": 1,
                },
                c2_crash(rng),
            )
        ],
        tooltag="t_crash",
    )
    c.say(
        "It's a null dereference in LunarMapView::loadLanternNodes when the event map opens, 3.1% of TestFlight sessions, all on iOS 15. "
        "Jonas's PR #2291 guards exactly that and is already merged on release/4.12.1; the first build with it is 8815.\n\n"
        "Since that's the event map, shipping 8812 would crash a few percent of iOS 15 players on event day. I'd pull 8812 from review and submit 8815 - we're still before the Feb 3 18:00 PT deadline if CI is green today. Android wasn't affected (different renderer path), but keeping both stores on the same build is cleaner."
    )
    c.user(
        "Agreed, pull 8812 on both and submit 8815 once it's green. If for some reason we miss the deadline, request expedited review with Apple."
    )
    c.call(
        None,
        [
            (
                "ci",
                {"op": "status", "pipeline": "starfall-client-release", "build": 8815},
                c2_ci(
                    rng,
                    8815,
                    "unit: LunarMapViewTests.testNullBatchOnMetal2 ... ok (new, PR #2291)",
                ),
            ),
            (
                "app_store_connect",
                {
                    "op": "remove_from_review_and_submit",
                    "version": "4.12.1",
                    "remove_build": 8812,
                    "build": 8815,
                    "release": "manual",
                },
                "4.12.1: build 8812 removed from review; build 8815 attached; state Waiting for Review\nsubmitted 2025-02-03T16:40:03-08:00 (before deadline)\nexpedited review: not requested",
            ),
            (
                "play_console",
                {
                    "op": "replace_release",
                    "package": "com.starfall.tactics",
                    "versionCode": 8815,
                    "track": "production",
                },
                "release 4.12.1 replaced: versionCode 8812 -> 8815; status: In review (clock restarted 2025-02-03T16:52Z)",
            ),
        ],
        tooltag="t_8815",
    )
    c.say(
        "Done. 8815 is green (including the new LunarMapViewTests case) and was submitted to Apple at 16:40 PT on Feb 3 - inside the deadline, so no expedite needed. Google restarted its review clock at 16:52 UTC with 8815."
    )
    c.user(
        "Finance pinged me - the premium pass should be a 20% discount, not 30. The 30 was the anniversary promo and someone copy-pasted. Fix that in the scheduled publish. And what does the gem sink look like now with the new quest rewards? Finance will ask.",
        tag="u_20",
    )
    c.call(
        "Amending rc-pub-77120 and running the gem economy projection.",
        [
            (
                "remote_config",
                {
                    "op": "amend_scheduled",
                    "publish": "rc-pub-77120",
                    "patch": {"event.premium_pass.discount_pct": 20},
                },
                "rc-pub-77120 amended: event.premium_pass.discount_pct 30 -> 20 (window 48h unchanged); activate_at unchanged 2025-02-06T10:00:00Z; revision 2",
            ),
            (
                "analytics",
                {
                    "sql": "-- projected gem sources/sinks during Lunar Tide, v38 config vs Harvest Moon actuals"
                },
                "metric                         | harvest_moon_actual | lunar_tide_v37 | lunar_tide_v38\n-------------------------------+---------------------+----------------+---------------\ngems granted/day (all sources) |     1,912,400       |   1,874,900    |   1,874,900\ngems spent/day (event shop)    |       388,200       |     412,000    |     402,500\ngems spent/day (pass upsell)   |       151,000       |     163,300    |     171,900\nnet gem inflation/day          |     1,373,200       |   1,299,600    |   1,300,500\n\nnote: v38 moves no gem rewards; event shop gem spend drops slightly because Jade Lantern no longer (wrongly) charges gems",
            ),
        ],
    )
    c.say(
        "Pass discount is now 20% (revision 2 of rc-pub-77120, still activating Feb 6 10:00 UTC).\n\nGem economy for finance: gems granted per day are unchanged at 1,874,900 with v38 - we didn't touch gem rewards. "
        "Net gem inflation is about 1,300,500/day, basically flat vs. the v37 draft and a bit below Harvest Moon's 1,373,200."
    )
    c.user(
        "Player support forwarded something odd from the beta group: a few testers say they got the lantern milestone chest twice after their app reconnected. Real, or testers being testers?"
    )
    c.call(
        None,
        [
            (
                "kubectl_logs",
                {
                    "namespace": "lt-staging",
                    "deployment": "event-svc",
                    "since": "24h",
                    "grep": "claim_milestone",
                },
                c2_serverlog(rng),
            )
        ],
        tooltag="t_dup",
    )
    c.say(
        "It's real on staging: 14 claims in the last 24h came in with an empty idem_key, all tagged reconnect_resume, and several were granted twice within ~4 seconds (e.g. player p41188213 got lt_ms_4 twice).\n\n"
        "What I can't tell from the logs is which side is wrong: either client 4.12.x drops the idempotency key when it resumes after a reconnect, or the server should dedupe empty-key claims and the claim_dedupe_window_s of 5 is too short or skipped for empty keys. Both are plausible; it needs someone from backend to look at the event-svc code. "
        "Chests contain gems, so this is an economy exploit if it ships."
    )
    c.user(
        "File it for Dmitri's backend team as P1 and link 4471 for context. Post a status in #liveops-lunar-tide too so people stop DMing me."
    )
    c.call(
        None,
        [
            (
                "jira",
                {
                    "op": "create",
                    "project": "LIVE",
                    "type": "Bug",
                    "priority": "P1",
                    "team": "backend (Dmitri Volkov)",
                    "summary": "Lantern milestone chest granted twice after reconnect (empty idem_key)",
                    "links": ["LIVE-4471"],
                },
                "created LIVE-4490 (P1, backend) assigned to Dmitri Volkov; linked: relates to LIVE-4471",
            ),
            (
                "slack",
                {
                    "channel": "#liveops-lunar-tide",
                    "text": "Lunar Tide status: config v38 scheduled (rc-pub-77120, Feb 6 10:00 UTC): quests 55 tokens, login bonuses, Jade Lantern fix, pass 20%. iOS 4.12.1 build 8815 in Apple review, Android 8815 in Play review. New P1 LIVE-4490: milestone chest double-claim on reconnect, backend investigating. Please post questions here, not DMs.",
                },
                "posted to #liveops-lunar-tide ts=1738632211.004900 (reactions: 0)",
            ),
        ],
    )
    c.say(
        "LIVE-4490 is filed (P1, Dmitri Volkov) and linked to LIVE-4471, and the status is posted in #liveops-lunar-tide. Until backend knows whether it's client or server, I'd treat the duplicate claim as unresolved."
    )
    c.user("Next morning - did Apple approve? Check both stores please.")
    c.call(
        None,
        [
            (
                "app_store_connect",
                {"op": "status", "version": "4.12.1"},
                "4.12.1 (8815): Pending Developer Release\napproved 2025-02-04T07:31:52-08:00\nrelease: manual",
            ),
            (
                "play_console",
                {"op": "status", "package": "com.starfall.tactics", "track": "production"},
                "release 4.12.1 (8815): In review since 2025-02-03T16:52Z (reviews taking longer than usual for some apps)",
            ),
        ],
        tooltag="t_apple",
    )
    c.say(
        "Apple approved 8815 - Pending Developer Release, since it's a manual release. Google is still In review since yesterday 16:52 UTC, nothing from them yet."
    )
    c.user(
        "Release iOS on Feb 5 15:00 UTC, full release not phased - we want everyone on 8815 before the event. For Google: if it isn't approved by Feb 5 noon UTC, escalate through Lucia, our Play partner manager. "
        "Also Marco still wants to run his Android low-end regression (Galaxy A12 and friends) on 8815 before we press release on Android.",
        tag="u_rel",
    )
    c.call(
        None,
        [
            (
                "app_store_connect",
                {
                    "op": "schedule_release",
                    "version": "4.12.1",
                    "at": "2025-02-05T15:00:00Z",
                    "phased": False,
                },
                "4.12.1 (8815) scheduled for release 2025-02-05T15:00:00Z, phased release OFF",
            )
        ],
    )
    c.say(
        "iOS 8815 is scheduled for Feb 5 15:00 UTC, full release. Open items:\n- Google Play review of 8815 - if still pending at Feb 5 noon UTC, you escalate via Lucia.\n- Marco's low-end Android regression on 8815 before the Android release.\n"
        "- LIVE-4490 (double milestone claim) with Dmitri's team, cause not yet known.\n- LIVE-4471 to be resolved once rc-pub-77120 activates Feb 6 10:00 UTC."
    )
    c.user(
        "One last sanity check: what price will players see for the Jade Lantern when the event goes live?"
    )
    c.call(
        None,
        [
            (
                "remote_config",
                {
                    "op": "preview_scheduled",
                    "publish": "rc-pub-77120",
                    "path": "shop.items[shop_lt_jade_lantern]",
                },
                '{"id": "shop_lt_jade_lantern", "currency_id": "cur_lt_token", "price": 120, "stock": 1, "tier_gate": 10, "display_currency": "cur_lt_token"}',
            )
        ],
    )
    c.say(
        "120 event tokens, charged in tokens (cur_lt_token), limit 1, unlocked from tier 10 - consistent with the economy sheet."
    )
    # labels
    c.label(
        "user_goal",
        "Tune Lunar Tide (12 days from Feb 6) so the median F2P player reaches tier 30 (6,600 tokens) by day 11 without extra gems; fix the shop bug; get 4.12.1 through store review",
        ["tier 30", "6,600", "day 11"],
        "u1",
    )
    c.label(
        "fact",
        "With the original draft the median F2P (f2p_core) reaches only 5,100 tokens, tier 24, by day 12",
        ["5,100", "tier 24"],
        "t_earn",
    )
    c.label(
        "decision",
        "Daily quests raised to 55 tokens plus two 400-token login bonuses (day 1 and day 6); gem rewards unchanged",
        ["55 tokens", "no gem changes"],
        "u_55",
    )
    c.label(
        "fact",
        "LIVE-4471 cause: shop_lt_jade_lantern priced in cur_gem (1200) instead of cur_lt_token; config-only fix",
        ["shop_lt_jade_lantern", "cur_gem"],
        "t_cfg",
    )
    c.label(
        "decision",
        "Prod config change shipped as scheduled publish rc-pub-77120, activating with the event start 2025-02-06T10:00:00Z",
        ["rc-pub-77120", "2025-02-06T10:00:00Z"],
        "t_pub",
    )
    c.label(
        "fact",
        "Event start moved by marketing to 10:00 UTC on Feb 6 to match the launch stream",
        ["10:00 UTC"],
        "u_start",
    )
    c.label(
        "fact",
        "Build had an iOS 15 crash in LunarMapView::loadLanternNodes (3.1% of TestFlight sessions); fixed by PR #2291",
        ["LunarMapView::loadLanternNodes", "#2291"],
        "t_crash",
    )
    c.label(
        "fact",
        "Build 8815 submitted to Apple at 16:40 PT on Feb 3, before the deadline; Google review restarted with 8815",
        ["8815", "2025-02-03T16:40:03"],
        "t_8815",
    )
    c.label(
        "decision",
        "Premium pass discount set to 20% (revision 2 of the scheduled publish)",
        ["discount_pct 30 -> 20"],
        33,
    )
    c.label(
        "fact",
        "Gem economy with v38: 1,874,900 gems granted per day unchanged, net inflation about 1,300,500/day",
        ["1,874,900", "1,300,500"],
        33,
    )
    c.label(
        "open_issue",
        "Duplicate lantern milestone claims after reconnect (empty idem_key); unknown whether client drops the key or server dedupe (claim_dedupe_window_s 5) fails",
        ["idem_key", "claim_dedupe_window_s"],
        "t_dup",
    )
    c.label(
        "pending_action",
        "Backend (Dmitri Volkov) to investigate P1 LIVE-4490 double claim",
        ["LIVE-4490", "Dmitri Volkov"],
        40,
    )
    c.label(
        "fact",
        "Apple approved 4.12.1 (8815); Pending Developer Release",
        ["Pending Developer Release"],
        "t_apple",
    )
    c.label(
        "decision",
        "iOS 8815 released Feb 5 15:00 UTC as a full (not phased) release",
        ["15:00 UTC", "phased"],
        "u_rel",
    )
    c.label(
        "pending_action",
        "If Google Play has not approved 8815 by Feb 5 noon UTC, escalate via Lucia (Play partner manager)",
        ["Lucia", "noon UTC"],
        "u_rel",
    )
    c.label(
        "pending_action",
        "Marco to run the Android low-end regression (Galaxy A12) on 8815 before the Android release",
        ["Galaxy A12"],
        "u_rel",
    )
    c.label(
        "pending_action",
        "Resolve LIVE-4471 once rc-pub-77120 activates",
        ["LIVE-4471 to be resolved"],
        50,
    )
    c.label(
        "reference",
        "Remote config key events.lunar_tide in project starfall-prod",
        ["events.lunar_tide", "starfall-prod"],
        "u1",
    )
    c.label("reference", "Slack channel for status", ["#liveops-lunar-tide"], 39)
    c.label("reference", "Shop config file", ["shop_lunar_tide_v3.json"], "t_cfg")
    c.old(
        "daily quest reward was 40 tokens per daily quest; raised to 55",
        ["40 tokens per daily quest"],
        "u_55",
    )
    c.old(
        "event start was midnight 2025-02-06T00:00:00Z; moved to 10:00 UTC",
        ["2025-02-06T00:00:00Z"],
        "u_start",
    )
    c.old(
        "iOS/Android submission was build 8812; replaced by 8815 after the iOS 15 crash",
        ["8812"],
        "t_8815",
    )
    c.old("premium pass discount was 30% discount; changed to 20%", ["30% discount"], "u_20")
    c.old(
        "Apple status Waiting for Review; became Pending Developer Release (approved)",
        ["Waiting for Review"],
        "t_apple",
    )
    c.build()


# ================================================================ 3. 企业采购招标
SUPP = ["中科信达", "博远科技", "华谷数码", "联拓网络"]
ITEMS = [
    ("通用机架服务器", "2U双路", 24),
    ("GPU服务器", "4U八卡", 8),
    ("全闪存储阵列", "双控", 2),
    ("分布式存储节点", "4U36盘", 6),
    ("万兆交换机", "48口", 6),
    ("管理交换机", "24口", 4),
    ("光模块", "25G SR", 160),
    ("机柜PDU", "32A", 20),
    ("KVM", "16口", 2),
    ("备件包", "硬盘/电源", 1),
    ("安装调试服务", "项", 1),
    ("原厂三年维保", "项", 1),
]


def c3_listing(rng):
    out = ["目录 /procurement/2025/HC-ZB-2025-031/", ""]
    for f in [
        "招标文件_正式版.pdf",
        "补遗文件第1号.pdf",
        "补遗文件第2号.pdf",
        "开标记录表.xlsx",
        "资格审查表.xlsx",
        "专家评分表.xlsx",
        "投标文件/中科信达/",
        "投标文件/博远科技/",
        "投标文件/华谷数码/",
        "投标文件/联拓网络/",
        "合同范本_设备采购.docx",
        "评标报告_模板.docx",
    ]:
        out.append(f"  {f:<34} {rng.randint(80, 9800)} KB  2025-03-{rng.randint(6, 18):02d}")
    out += [
        "",
        "== 开标记录表.xlsx / Sheet1 ==",
        "开标时间：2025年3月18日 9:30  地点：华澄制造 行政楼 302 会议室  监督：审计部 周敏",
        "序号 | 投标人 | 投标总价（元） | 交货期 | 质保期 | 投标保证金 | 密封情况 | 签字代表",
        "1 | 中科信达 | 4,356,000 | 合同签订后45日 | 5年 | 已缴 | 完好 | 孙立",
        "2 | 博远科技 | 4,120,000 | 合同签订后45日 | 3年 | 已缴 | 完好 | 郑凯",
        "3 | 华谷数码 | 4,590,000 | 合同签订后30日 | 3年 | 已缴 | 完好 | 何雨",
        "4 | 联拓网络 | 3,980,000 | 合同签订后40日 | 3年 | 已缴 | 完好 | 冯涛",
        "",
        "唱标记录（逐项）：",
    ]
    for sname in SUPP[:4]:
        for name, spec, q in ITEMS:
            out.append(
                f"  {sname} | {name} {spec} | 数量 {q} | 单价 {rng.randint(2, 300) * 1000:,} | 备注：{pick(rng, ['无', '含税13%', '含运输', '含三年原厂服务', '无偏离'])}"
            )
    return "\n".join(out)


def c3_boyuan_price(rng):
    out = [
        "== 投标文件/博远科技/分项报价表（第14-17页 OCR）==",
        "序号 | 品名 | 规格型号 | 数量 | 单价（元） | 小计（元） | 品牌/产地",
    ]
    rows = [
        ("通用机架服务器", "BY-R2280 G6 2U双路", 24, 38500, 924000),
        ("GPU服务器", "BY-G4800 4U八卡", 8, 268000, 2054000),
        ("全闪存储阵列", "OS-5600F 双控", 2, 186000, 372000),
        ("分布式存储节点", "OS-D36 4U36盘", 6, 52000, 312000),
        ("万兆交换机", "CE-6858 48口", 6, 36000, 216000),
        ("管理交换机", "S5735 24口", 4, 4500, 18000),
        ("光模块", "25G SR", 160, 350, 56000),
        ("机柜PDU", "32A", 20, 1200, 24000),
        ("KVM", "16口", 2, 9000, 18000),
        ("备件包", "硬盘/电源", 1, 46000, 46000),
        ("安装调试服务", "项", 1, 30000, 30000),
        ("原厂三年维保", "项", 1, 50000, 50000),
    ]
    for i, r in enumerate(rows, 1):
        out.append(
            f"{i} | {r[0]} | {r[1]} | {r[2]} | {r[3]:,} | {r[4]:,} | {pick(rng, ['国产/苏州', '国产/深圳', '国产/杭州'])}"
        )
    out.append("合计（大写）：肆佰壹拾贰万元整   合计（小写）：4,120,000")
    out += ["", "配置明细（节选）："]
    for _k in range(260):
        out.append(
            f"  {pick(rng, ['CPU', '内存', '系统盘', '数据盘', '网卡', 'RAID卡', '电源', 'GPU加速卡', '导轨', 'BMC'])}：{pick(rng, ['2×32核 2.6GHz', '16×64GB DDR5', '2×960GB SSD', '12×7.68TB NVMe', '2×25G 双口', '2GB缓存', '2×2000W 铂金', '8×加速卡 96GB', '免工具', '带外管理'])}  数量 {rng.randint(1, 24)}  （第{rng.randint(14, 60)}页）"
        )
    return "\n".join(out)


def c3_qual(rng):
    out = ["== 资格审查表.xlsx ==", "审查项 | 中科信达 | 博远科技 | 华谷数码 | 联拓网络"]
    checks = [
        "营业执照",
        "近三年无重大违法记录声明",
        "财务审计报告（2023）",
        "纳税证明",
        "社保缴纳证明",
        "信用中国查询截图",
        "类似项目业绩（≥2项）",
        "ISO9001",
        "ISO27001",
        "投标保证金",
        "法定代表人授权书",
        "投标函",
        "原厂授权函（服务器）",
        "原厂授权函（存储）",
        "技术偏离表",
        "商务偏离表",
    ]
    for ck in checks:
        row = ["合格"] * 4
        if ck == "原厂授权函（服务器）":
            row[3] = "缺失（投标文件未提供）"
        if ck == "类似项目业绩（≥2项）":
            row = ["3项", "2项", "4项", "2项"]
        out.append(f"{ck} | " + " | ".join(row))
    out += [
        "",
        "审查人：采购部 林晓、审计部 周敏   日期：2025-03-18",
        "备注：联拓网络称原厂授权函'正在办理，可于3月20日前补交'（见其澄清函草稿，未盖章）",
    ]
    for k in range(90):
        out.append(
            f"  附件核验 {k + 1:02d}：{pick(rng, SUPP)} {pick(rng, checks)} 原件与扫描件一致，核验人 {pick(rng, ['林晓', '周敏', '王强'])}"
        )
    return "\n".join(out)


def c3_tender_doc(rng):
    out = ["== 招标文件_正式版.pdf 检索：'补正' '算术错误' '评分' '付款' '交货' ==", ""]
    filler = [
        "投标人应仔细阅读招标文件的全部内容，按要求提交投标文件。",
        "投标文件应使用不能擦去的墨水书写或打印，并由法定代表人或其授权代表签字。",
        "评标委员会由采购人代表和评审专家共五人组成，其中技术、经济专家不少于成员总数的三分之二。",
        "投标有效期为开标之日起90日历天。",
        "投标人不得相互串通投标，不得以他人名义投标。",
        "中标候选人公示期不少于3日。",
        "采购人有权对中标人履约能力进行核查。",
    ]
    for _k in range(80):
        out.append(f"第{rng.randint(1, 9)}.{rng.randint(1, 12)}条  {pick(rng, filler)}")
    out += [
        "",
        "第3.5条  投标文件有下列情形之一的，评标委员会应当否决其投标：（一）未按招标文件要求提供原厂授权函的；（二）投标报价超过最高限价的；……上述实质性要求，开标后不得补正。",
        "第4.3条  投标报价有算术错误的，按下列原则修正：（一）单价与数量的乘积与小计不一致的，以单价为准修正小计；（二）……修正后的报价经投标人书面确认后产生约束力，投标人不确认的，其投标被否决。",
        "第5.1条  评分办法：综合评分法，满分100分，其中技术分50分、商务分20分、价格分30分。【注：本条已由补遗文件修改，以最新补遗为准】",
        "第5.4条  价格分计算：满足招标文件要求且投标价格最低的有效投标报价为评标基准价，其价格分为满分；其他投标人价格分=评标基准价/投标报价×价格分权重。",
        "第7.2条  付款方式：合同签订后支付30%预付款，到货验收合格后支付60%，剩余10%作为质保金，质保期满无质量问题后支付（简称30/60/10）。",
        "第7.4条  交货期：合同签订后45日内全部交付（计划合同签订日3月31日）。逾期交付的，每日按合同总价的0.5‰支付违约金，累计不超过合同总价的10%。",
        "",
    ]
    for _k in range(80):
        out.append(f"第{rng.randint(8, 12)}.{rng.randint(1, 12)}条  {pick(rng, filler)}")
    return "\n".join(out)


def c3_addendum(rng):
    out = [
        "== 补遗文件第2号.pdf ==",
        "华澄制造有限公司  HC-ZB-2025-031 数据中心服务器及存储设备采购项目  补遗文件（第2号）",
        "发布日期：2025年3月6日",
        "",
        "各潜在投标人：",
        "根据项目管理委员会意见，现对招标文件作如下修改：",
        "",
        "一、第5.1条修改为：评分办法采用综合评分法，满分100分，其中技术分45分、商务分15分、价格40分（即价格40分）。技术、商务细则相应等比例调整，见附表。",
        "二、第6.2条'投标截止时间'不变。",
        "三、其余内容不变。本补遗为招标文件的组成部分，与招标文件具有同等效力。",
        "",
        "附表：技术/商务评分细则（调整后）",
        "编号 | 评分项 | 分值 | 评分标准",
    ]
    for k in range(1, 31):
        out.append(
            f"T{k:02d} | {pick(rng, ['整机性能', '存储IOPS', '网络冗余', '能效比', '管理平台', '兼容性测试', '实施方案', '培训方案', '售后响应', '备件策略'])} | {rng.choice([1.5, 2, 2.5, 3, 4])} | {pick(rng, ['优得满分，良得70%，一般得40%', '满足得分，不满足不得分', '每提供一项加0.5分，最高得满分'])}"
        )
    out += [
        "",
        "回执确认情况：",
        "中科信达 2025-03-06 16:12 已确认 | 博远科技 2025-03-07 09:40 已确认 | 华谷数码 2025-03-06 17:55 已确认 | 联拓网络 2025-03-08 11:03 已确认",
    ]
    return "\n".join(out)


def c3_expert(rng):
    out = [
        "== 专家评分表.xlsx / 原始打分（5位专家：E1 钱卫东 E2 吕芳 E3 贾建国 E4 葛明 E5 汤颖）==",
        "评分项 | 供应商 | E1 | E2 | E3 | E4 | E5 | 平均",
    ]
    for k in range(1, 31):
        for sname in SUPP[:3]:
            sc = [round(rng.uniform(1, 4), 1) for _ in range(5)]
            out.append(
                f"T{k:02d} | {sname} | " + " | ".join(str(x) for x in sc) + f" | {sum(sc) / 5:.2f}"
            )
    for k in range(1, 9):
        for sname in SUPP[:3]:
            sc = [round(rng.uniform(0.5, 2), 1) for _ in range(5)]
            out.append(
                f"B{k:02d} | {sname} | " + " | ".join(str(x) for x in sc) + f" | {sum(sc) / 5:.2f}"
            )
    out += [
        "",
        "汇总（已按补遗文件第2号细则折算）：",
        "中科信达：技术 41.2 / 45，商务 13.0 / 15",
        "博远科技：技术 38.6 / 45，商务 12.5 / 15",
        "华谷数码：技术 42.5 / 45，商务 11.8 / 15",
        "",
        "汇总页'价格分'列：公式仍引用 $价格权重=30，评标基准价单元格引用 4,120,000（未更新）",
        "汇总页当前排名：博远科技 第1名（89.40），中科信达 第2名，华谷数码 第3名",
    ]
    return "\n".join(out)


def c3_inbox(rng):
    out = ["邮箱 purchase@huacheng-mfg.cn  收件箱  2025-03-20 ~ 2025-03-21  共 62 封", ""]
    for _k in range(60):
        out.append(
            f"[{ts(rng, '2025-03-2' + str(rng.randint(0, 1)))}] {pick(rng, ['行政部', '财务部 刘会计', '仓储 王强', '供应商 远航物流', 'IT部 何工', '审计部 周敏'])}：{pick(rng, ['会议室预订确认', '3月付款计划请审批', '到货入库单', '报价单（办公家具）', '机房改造进度', '请确认监督记录签字'])}"
        )
        out.append(
            f"    {pick(rng, ['详见附件。', '请于本周五前回复。', '已处理，谢谢。', '如有疑问请联系我。'])}"
        )
    out.insert(
        12,
        "[2025-03-20T16:45:10Z] 博远科技 郑凯：关于HC-ZB-2025-031报价算术修正的确认函（编号 BY-2025-0321）\n    我公司确认：GPU服务器小计按单价268,000元×8台修正为2,144,000元，投标总价修正为4,210,000元，我公司接受该修正。同时我公司认为原小计系排版错误，保留依法提出质疑的权利。（盖章扫描件见附件）",
    )
    out.insert(
        20,
        "[2025-03-21T09:02:33Z] 中科信达 孙立：商务偏离表补充说明\n    见附件《商务偏离说明_0321.pdf》。",
    )
    return "\n".join(out)


def c3_deviation(rng):
    out = [
        "== 投标文件/中科信达/商务偏离表 + 商务偏离说明_0321.pdf ==",
        "条款 | 招标要求 | 投标响应 | 偏离 | 说明",
    ]
    for _k in range(50):
        out.append(
            f"第{rng.randint(6, 11)}.{rng.randint(1, 9)}条 | {pick(rng, ['发票类型', '运输方式', '包装要求', '验收标准', '培训人数', '响应时间', '备件库位置'])} | {pick(rng, ['增值税专票', '送货上门', '原厂包装', '按国标', '10人次', '2小时响应', '本市'])} | 同左 | 无偏离"
        )
    out.insert(
        6,
        "第7.2条 | 30/60/10 | 预付40%，到货验收50%，质保金10% | 负偏离 | GPU加速卡需向原厂预付锁货",
    )
    out.insert(
        9,
        "第7.4条 | 45日内全部交付 | 通用服务器、存储、网络设备45日内；GPU服务器60日内 | 负偏离 | GPU加速卡原厂交期8周，附原厂交期函",
    )
    out += ["", "评标委员会意见（3月18日）：上述两项负偏离不属于实质性偏离，可在合同谈判中协商。"]
    return "\n".join(out)


def c3_report_tpl(rng):
    out = ["== 评标报告_模板.docx ==", "华澄制造有限公司 招标项目评标报告（模板 2024版）", ""]
    chapters = [
        "一、项目概况",
        "二、招标过程",
        "三、开标情况",
        "四、资格审查",
        "五、详细评审",
        "六、评标过程中的澄清与修正",
        "七、评标结果与推荐意见",
        "八、附件清单",
    ]
    for ch in chapters:
        out.append(ch)
        for k in range(18):
            out.append(
                f"  {ch[:2]}{k + 1}. {pick(rng, ['填写', '说明', '列明', '附'])}{pick(rng, ['项目名称、编号、预算及资金来源', '招标方式及公告发布媒介', '投标人名称及报价', '评标委员会组成及回避情况', '各评分项得分及理由', '澄清、说明、补正及算术修正情况', '否决投标的情形及依据条款', '推荐中标候选人及排序', '监督人员意见'])}；{pick(rng, ['如无则填无。', '须与原始记录一致。', '由评标委员会全体成员签字。', '附相关证明材料扫描件。', '金额以元为单位，保留两位小数。'])}"
            )
    out += ["", "填写说明：报告正文不超过15页；附件单独装订；提交时附电子版。"]
    return "\n".join(out)


def conv3():
    rng = random.Random(803)
    c = Conv(
        "blind-zh-procurement-tender-evaluation",
        "HC-ZB-2025-031 服务器及存储采购：评标、评分权重更正、合同条款与交付",
        "你是华澄制造有限公司采购部的助理，协助采购经理完成招标项目。可用工具：文档库检索与读取、表格读写、ERP查询、邮件收发、计算。对外发函须经用户同意。",
    )
    c.user(
        "你好，我是采购部的梁静。HC-ZB-2025-031（数据中心服务器及存储设备采购）上周二开标了，我需要在3月28日前把评标报告交上去，推荐中标候选人。"
        "预算上限是 ¥4,800,000。评分办法我记得是技术50分、商务20分、价格30分。资料都在文档库 /procurement/2025/HC-ZB-2025-031/ 下面，你先帮我把开标情况理一下。",
        tag="u1",
    )
    c.call(
        "好的，我先看目录和开标记录表。",
        [
            (
                "doc_list",
                {"path": "/procurement/2025/HC-ZB-2025-031/", "open": "开标记录表.xlsx"},
                c3_listing(rng),
            )
        ],
        tooltag="t_open",
    )
    c.say(
        "开标情况如下（3月18日，共4家投标）：\n\n| 投标人 | 投标总价 | 交货期 | 质保 |\n|---|---|---|---|\n| 中科信达 | ¥4,356,000 | 45日 | 5年 |\n| 博远科技 | ¥4,120,000 | 45日 | 3年 |\n| 华谷数码 | ¥4,590,000 | 30日 | 3年 |\n| 联拓网络 | ¥3,980,000 | 40日 | 3年 |\n\n"
        "四家报价都在预算上限以内。下一步建议先做两件事：核对各家分项报价有没有算术错误、再看资格审查表有没有问题。要我直接开始吗？"
    )
    c.user("对，先核对报价明细有没有算术错误，再看资格审查。博远最便宜，重点看一下。")
    c.call(
        None,
        [
            (
                "doc_read",
                {
                    "path": "/procurement/2025/HC-ZB-2025-031/投标文件/博远科技/分项报价表.pdf",
                    "pages": "14-17",
                },
                c3_boyuan_price(rng),
            ),
            (
                "sheet_read",
                {"path": "/procurement/2025/HC-ZB-2025-031/资格审查表.xlsx"},
                c3_qual(rng),
            ),
        ],
        tooltag="t_price",
    )
    c.say(
        "发现两个问题：\n\n1. **博远科技有算术错误**：GPU服务器单价 268,000 × 8台 = 2,144,000 元，但小计写成了 2,054,000 元，少了 90,000 元。按单价修正后，博远总价应为 ¥4,210,000（不是唱标的 4,120,000）。\n"
        "2. **联拓网络缺少服务器的原厂授权函**，资格审查表上标了'缺失'，他们说可以3月20日前补交。\n\n其他三家的资格项都合格。这两点怎么处理要看招标文件的规定，我去查一下条款？"
    )
    c.user("按招标文件规定处理，你查一下。联拓的授权函能不能补？他们昨天还打电话来问。")
    c.call(
        None,
        [
            (
                "doc_search",
                {
                    "path": "/procurement/2025/HC-ZB-2025-031/招标文件_正式版.pdf",
                    "query": "补正 算术错误 评分 付款 交货",
                },
                c3_tender_doc(rng),
            )
        ],
        tooltag="t_doc",
    )
    c.say(
        "查到了：\n\n- 第3.5条：未按要求提供原厂授权函的，应当否决投标，且开标后不得补正。所以联拓网络不能补交，应作否决处理。\n"
        "- 第4.3条：单价与小计不一致时以单价为准修正，修正后的报价要投标人书面确认才有约束力，不确认则否决。所以博远需要出书面确认函。\n\n"
        "另外要提醒一下：第5.1条的评分办法后面有个注，写着'本条已由补遗文件修改，以最新补遗为准'。你记得的50/20/30可能已经不是现行权重了，我建议看一下补遗文件。"
    )
    c.user("啊，对，好像发过补遗。你去看补遗第2号。", tag="u_add")
    c.call(
        None,
        [
            (
                "doc_read",
                {"path": "/procurement/2025/HC-ZB-2025-031/补遗文件第2号.pdf"},
                c3_addendum(rng),
            )
        ],
        tooltag="t_add",
    )
    c.say(
        "补遗文件第2号（3月6日发布）把评分权重改成了：技术分45分、商务分15分、价格分40分，四家投标人都回执确认过。所以评标应该按45/15/40来算。\n\n"
        "专家评分表我还没打开，如果它是按旧权重做的，汇总结果需要重算。"
    )
    c.user("按补遗重新算吧。专家的原始打分在专家评分表里。联拓就按否决，不进入评分。")
    c.call(
        None,
        [
            (
                "sheet_read",
                {"path": "/procurement/2025/HC-ZB-2025-031/专家评分表.xlsx"},
                c3_expert(rng),
            )
        ],
        tooltag="t_exp",
    )
    c.call(
        "技术和商务分已按补遗细则折算，但汇总页价格分还在用30分权重和旧的4,120,000。我按修正后的报价和40分权重重算价格分。",
        [
            (
                "calc",
                {
                    "expr": "base=min(4356000,4210000,4590000); price=[base/p*40 for p in (4356000,4210000,4590000)]; total=[41.2+13.0+price[0], 38.6+12.5+price[1], 42.5+11.8+price[2]]"
                },
                "base = 4210000\nprice = [38.6593, 40.0000, 36.6885]\ntotal = [92.8593, 91.1000, 90.9885]\nrounded: 中科信达 92.86 | 博远科技 91.10 | 华谷数码 90.99",
            )
        ],
        tooltag="t_calc",
    )
    c.say(
        "重算结果（评标基准价 = 博远修正后报价 4,210,000；价格分权重40）：\n\n| 排名 | 投标人 | 技术 | 商务 | 价格 | 总分 |\n|---|---|---|---|---|---|\n| 1 | 中科信达 | 41.2 | 13.0 | 38.66 | 92.86 |\n| 2 | 博远科技 | 38.6 | 12.5 | 40.00 | 91.10 |\n| 3 | 华谷数码 | 42.5 | 11.8 | 36.69 | 90.99 |\n\n"
        "原汇总页把博远排在第1（89.40），那是用了旧权重和未修正报价。注意前三名差距都不到2分，如果有人质疑，评分过程的每一步都要能说清楚。"
    )
    c.user(
        "好。推荐中科信达为第一中标候选人，博远第二，华谷第三。评分表汇总页你更新一下，写清楚依据补遗第2号。还有给博远发函，要他们书面确认算术修正，明天下班前回。",
        tag="u_rank",
    )
    c.call(
        None,
        [
            (
                "sheet_write",
                {
                    "path": "/procurement/2025/HC-ZB-2025-031/专家评分表.xlsx",
                    "sheet": "汇总",
                    "cells": {
                        "价格权重": 40,
                        "评标基准价": 4210000,
                        "备注": "依据补遗文件第2号（2025-03-06）调整权重；博远科技报价按第4.3条修正；联拓网络依第3.5条否决",
                    },
                },
                "已写入 汇总!B3:B5 和 汇总!H2；重新计算完成：中科信达 92.86 / 博远科技 91.10 / 华谷数码 90.99；版本 v4（修改人：助理，代梁静）",
            ),
            (
                "email_send",
                {
                    "to": "zhengkai@boyuan-tech.cn",
                    "cc": "liangjing@huacheng-mfg.cn",
                    "subject": "HC-ZB-2025-031 投标报价算术修正确认",
                    "body": "博远科技：贵司投标文件分项报价表中GPU服务器小计（2,054,000元）与单价×数量（268,000×8=2,144,000元）不一致。依据招标文件第4.3条，按单价修正后投标总价为4,210,000元。请于2025年3月20日17:00前书面确认（加盖公章）。逾期不确认的，依规定否决其投标。华澄制造采购部",
                },
                "发送成功 message-id <hc-20250319-0932@huacheng-mfg.cn>",
            ),
        ],
    )
    c.say(
        "评分表已更新到 v4，备注里写明了补遗第2号、第4.3条和第3.5条；确认函已发给博远的郑凯，截止3月20日17:00。"
    )
    c.user(
        "第二天了。博远回函了吗？另外中科信达昨天说对合同的付款和交货有意见，他们的商务偏离表也帮我看看。"
    )
    c.call(
        None,
        [
            (
                "mail_search",
                {"mailbox": "purchase@huacheng-mfg.cn", "since": "2025-03-20"},
                c3_inbox(rng),
            ),
            (
                "doc_read",
                {
                    "path": "/procurement/2025/HC-ZB-2025-031/投标文件/中科信达/商务偏离表.xlsx",
                    "with_attachment": "商务偏离说明_0321.pdf",
                },
                c3_deviation(rng),
            ),
        ],
        tooltag="t_reply",
    )
    c.say(
        "1. 博远已回函（编号 BY-2025-0321），确认按单价修正，总价 4,210,000 元。但函里有一句'保留依法提出质疑的权利'——他们认为原小计只是排版错误。结果公示后他们有可能提出质疑。\n\n"
        "2. 中科信达有两项负偏离：\n- 付款：要求预付40%、到货50%、质保金10%，理由是GPU加速卡要向原厂预付锁货；\n- 交货：GPU服务器要60日，其他设备45日内，原厂交期8周。\n\n"
        "评标委员会已认定这两项不是实质性偏离，可以在合同谈判中协商。你希望谈到什么底线？"
    )
    c.user(
        "付款：40%预付不接受。可以退一步，把质保金从10%降到5%，改成30/65/5，另外5%让他们开银行保函覆盖质保期。"
        "交货：同意分两批，存储、通用服务器和网络设备4月30日前交，GPU服务器5月20日前交，逾期违约金还是按每日0.5‰。你把合同草案改一下。",
        tag="u_terms",
    )
    c.call(
        None,
        [
            (
                "doc_edit",
                {
                    "path": "/procurement/2025/HC-ZB-2025-031/合同草案_v2.docx",
                    "base": "合同范本_设备采购.docx",
                    "changes": [
                        "7.2 付款 30/65/5 + 5% 银行保函",
                        "7.4 分批交付：第一批 2025-04-30，第二批（GPU服务器）2025-05-20",
                        "7.5 违约金 每日0.5‰，上限10%",
                    ],
                },
                "已生成 合同草案_v2.docx（修订模式）\n--- 合同范本_设备采购.docx 第7.2条\n+++ 合同草案_v2.docx 第7.2条\n- 合同签订后支付30%预付款，到货验收合格后支付60%，剩余10%作为质保金……\n+ 合同签订后支付30%预付款，到货验收合格后支付65%，剩余5%作为质保金；乙方另行提供金额为合同总价5%的银行保函，有效期覆盖质保期……\n"
                "--- 第7.4条\n- 合同签订后45日内全部交付。\n+ 分两批交付：第一批（存储、通用服务器、网络设备）于2025年4月30日前交付；第二批（GPU服务器8台）于2025年5月20日前交付。\n"
                "--- 第7.5条\n  逾期交付的，每日按未交付部分合同价的0.5‰支付违约金，累计不超过合同总价的10%。（'合同总价'改为'未交付部分合同价'——请确认）\n共修订 3 处，批注 1 条",
            )
        ],
        tooltag="t_v2",
    )
    c.say(
        "合同草案_v2.docx 已生成，三处修订。有一点需要你拍板：我在7.5条把违约金基数写成了'未交付部分合同价'，这对分批交付更合理，但比原文'合同总价'对我们宽松，我加了批注，没有定稿。"
    )
    c.user(
        "违约金基数用未交付部分合同价可以。草案发给法务陈律师审，请他3月27日前给意见。另外中标候选人公示要在交易平台上挂，3月24日到26日三天，你先把公示稿在平台上存成草稿，别发布。",
        tag="u_legal",
    )
    c.call(
        None,
        [
            (
                "email_send",
                {
                    "to": "chenlvshi@huacheng-mfg.cn",
                    "subject": "请审：HC-ZB-2025-031 合同草案_v2",
                    "body": "陈律师您好，附合同草案_v2.docx（修订模式），主要修改第7.2、7.4、7.5条。请于3月27日前反馈意见。梁静",
                    "attachments": ["合同草案_v2.docx"],
                },
                "发送成功 message-id <hc-20250321-1410@huacheng-mfg.cn>",
            ),
            (
                "ebid_platform",
                {
                    "op": "save_draft",
                    "project": "HC-ZB-2025-031",
                    "type": "中标候选人公示",
                    "period": "2025-03-24 ~ 2025-03-26",
                    "content": "第一中标候选人：中科信达（92.86分）；第二：博远科技（91.10分）；第三：华谷数码（90.99分）",
                },
                "草稿已保存 公示编号 GS-2025-0317（状态：草稿，未发布）；发布需经采购经理与监督人双人审批",
            ),
        ],
    )
    c.say(
        "- 草案已发陈律师，要求3月27日前反馈。\n- 公示稿在交易平台存为草稿 GS-2025-0317，公示期3月24日至26日，发布需要你和监督人周敏双人审批，我没有发布。"
    )
    c.user("等一下，ERP里中科信达的供应商档案你查一下，我记得去年他们有过一次扣分。")
    c.call(
        None,
        [
            (
                "erp_query",
                {"module": "供应商管理", "supplier": "中科信达"},
                "供应商编号 V-20817  中科信达信息技术有限公司  状态：合格供应商（正常）\n年度评价：2023 A / 2024 B\n2024年扣分记录：2024-08 机房UPS项目到货延迟6天，扣3分（已整改关闭）\n"
                "资质文件：\n  原厂授权函（GPU服务器，厂商：星算科技）有效期至2025-04-15\n  原厂授权函（存储）有效期至2026-03-31\n  ISO9001 有效期至2026-11-30\n历史合同：\n"
                + "\n".join(
                    f"  HT-{rng.randint(2021, 2024)}-{rng.randint(100, 999)} {pick(rng, ['网络设备', '服务器维保', 'UPS', '机柜', '存储扩容'])} ¥{rng.randint(80, 1900) * 1000:,} 履约{pick(rng, ['正常', '正常', '正常', '延迟2天'])}"
                    for _ in range(70)
                ),
            )
        ],
        tooltag="t_erp",
    )
    c.say(
        "中科信达（V-20817）是合格供应商，2024年评价B，扣分是去年8月UPS项目到货延迟6天，已整改关闭，不影响本次资格。\n\n"
        "但有个新问题：他们GPU服务器的原厂授权函（星算科技）有效期只到2025-04-15，而GPU服务器这批要5月20日才交付。授权到期后交付的设备能否享受原厂质保，目前不清楚。"
    )
    c.user(
        "那让中科信达补一份原厂出具的授权说明，覆盖到交付完成和质保期，你起草邮件，我来发。对了，中科的价格在预算内吧？算一下还剩多少。"
    )
    c.call(
        None,
        [("calc", {"expr": "4800000 - 4356000"}, "444000  (即 ¥444,000，占预算 9.25%)")],
        tooltag="t_budget",
    )
    c.say(
        "预算：中科信达 ¥4,356,000，低于上限 ¥4,800,000，剩余 ¥444,000（9.25%）。\n\n邮件草稿（请你发送）：\n\n"
        "> 主题：HC-ZB-2025-031 原厂授权说明补充\n> 中科信达 孙立先生：贵司提供的星算科技原厂授权函有效期至2025-04-15，而GPU服务器计划于2025年5月20日前交付。请提供星算科技出具的授权说明，明确授权覆盖本项目全部交付及质保期，盖章件请于3月26日前提供。华澄制造采购部 梁静",
        tag="m_auth",
    )
    c.user("评标报告模板你先看一下，需要哪些章节、附件，我好心里有数。")
    c.call(
        None,
        [
            (
                "doc_read",
                {"path": "/procurement/2025/HC-ZB-2025-031/评标报告_模板.docx"},
                c3_report_tpl(rng),
            )
        ],
    )
    c.say(
        "模板共8章，按本项目情况需要准备的附件：\n- 开标记录表、资格审查表（含联拓网络否决理由，引第3.5条）；\n- 专家评分表 v4（注明按补遗文件第2号折算）；\n"
        "- 博远科技算术修正确认函 BY-2025-0321；\n- 商务偏离及谈判结果（付款、分批交付）；\n- 监督人周敏的监督记录签字页。\n\n第6章'评标过程中的澄清与修正'要把补遗、算术修正和否决都写进去，这是日后应对质疑的关键。"
    )
    c.user("好，今天先到这。你总结一下哪些还没完成。")
    c.say(
        "还没完成的：\n1. 陈律师审合同草案_v2，3月27日前回复。\n2. 公示 GS-2025-0317 还是草稿，3月24日发布前需要你和周敏审批。\n"
        "3. 中科信达的原厂授权说明——邮件草稿已给你，你发出后等他们3月26日前回。授权覆盖不到5月20日的话要重新评估。\n"
        "4. 博远保留了质疑权利，公示期内可能提出质疑，需要准备好评分依据（补遗第2号、第4.3条）。\n5. 评标报告3月28日前提交，我可以在公示发布后起草。\n\n"
        "已完成：联拓网络否决；博远报价修正为4,210,000并已书面确认；评分按45/15/40重算，中科信达92.86第一；付款30/65/5加5%银行保函；分批交付4月30日/5月20日。"
    )
    # labels
    c.label(
        "user_goal",
        "3月28日前提交评标报告并推荐中标候选人，预算上限 ¥4,800,000",
        ["3月28日", "4,800,000"],
        "u1",
    )
    c.label("reference", "项目编号与文档库路径", ["/procurement/2025/HC-ZB-2025-031/"], "u1")
    c.label(
        "fact",
        "开标3月18日，4家投标：中科信达 4,356,000、华谷数码 4,590,000、联拓网络 3,980,000",
        ["4,356,000", "4,590,000"],
        "t_open",
    )
    c.label(
        "fact",
        "博远科技GPU服务器单价268,000×8=2,144,000，小计误写2,054,000，按单价修正总价为4,210,000",
        ["2,054,000", "4,210,000"],
        8,
    )
    c.label(
        "decision",
        "联拓网络缺服务器原厂授权函，依第3.5条开标后不得补正，作否决处理",
        ["第3.5条", "作否决处理"],
        12,
    )
    c.label(
        "fact",
        "补遗文件第2号（3月6日）将权重改为技术45、商务15、价格40，四家均已回执确认",
        ["补遗文件第2号", "技术分45分"],
        "t_add",
    )
    c.label(
        "fact",
        "重算总分：中科信达92.86、博远科技91.10、华谷数码90.99",
        ["92.86", "91.10", "90.99"],
        "t_calc",
    )
    c.label(
        "decision",
        "推荐中科信达为第一中标候选人，博远第二，华谷第三",
        ["推荐中科信达为第一中标候选人"],
        "u_rank",
    )
    c.label("fact", "博远回函BY-2025-0321确认修正后总价", ["BY-2025-0321"], "t_reply")
    c.label(
        "open_issue",
        "博远保留依法提出质疑的权利，公示期可能质疑",
        ["保留依法提出质疑的权利"],
        "t_reply",
    )
    c.label(
        "decision",
        "付款改为30/65/5，另5%银行保函覆盖质保期；不接受40%预付",
        ["30/65/5", "银行保函"],
        "u_terms",
    )
    c.label(
        "decision",
        "分批交付：第一批4月30日前，GPU服务器5月20日前；违约金每日0.5‰按未交付部分合同价计",
        ["5月20日", "未交付部分合同价"],
        "t_v2",
    )
    c.label("reference", "合同草案文件", ["合同草案_v2.docx"], 32)
    c.label(
        "pending_action", "法务陈律师3月27日前反馈合同草案意见", ["陈律师", "3月27日"], "u_legal"
    )
    c.label(
        "pending_action",
        "公示GS-2025-0317草稿，3月24-26日，发布需梁静与周敏双人审批",
        ["GS-2025-0317", "周敏"],
        37,
    )
    c.label(
        "open_issue",
        "中科信达GPU服务器原厂授权函（星算科技）有效期至2025-04-15，不覆盖5月20日交付",
        ["2025-04-15", "星算科技"],
        "t_erp",
    )
    c.label("reference", "中科信达ERP供应商编号", ["V-20817"], "t_erp")
    c.label(
        "pending_action",
        "梁静发送授权说明邮件，中科信达3月26日前提供星算科技授权说明",
        ["授权说明", "3月26日"],
        "m_auth",
    )
    c.label("fact", "中科信达报价在预算内，剩余 ¥444,000（9.25%）", ["444,000"], "t_budget")
    c.old(
        "评分权重原为技术50分、商务20分、价格30分，由补遗第2号改为45/15/40", ["价格30分"], "t_add"
    )
    c.old("博远科技报价原唱标 4,120,000，算术修正为 4,210,000", ["4,120,000"], 8)
    c.old("付款方式原为30/60/10，改为30/65/5", ["30/60/10"], "u_terms")
    c.old("交货期原为合同签订后45日内全部交付，改为分两批", ["45日内全部交付"], "u_terms")
    c.old("汇总页原排名博远科技第1名（89.40）", ["博远科技 第1名"], "t_calc")
    c.build()


# ================================================================ 4. 公益基金会助学项目
SURN = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤"
SCHOOLS = [
    ("云岭县第二中学", "高中"),
    ("云岭县第一中学", "高中"),
    ("黔山县民族中学", "高中"),
    ("石门镇中学", "初中"),
    ("白沙乡中学", "初中"),
    ("黔山县第三中学", "高中"),
    ("青溪镇中学", "初中"),
    ("云岭县职业高中", "高中"),
]


def stu_name(rng):
    return pick(rng, SURN) + "某" + pick(rng, "某某某明华丽军芳伟")


def c4_roster(rng):
    out = [
        "SELECT * FROM chunmiao_applicants WHERE term='2025秋' AND review_status='初审通过' ORDER BY school, grade;",
        "",
        "编号 | 姓名 | 学校 | 年级 | 学段 | 家庭类型 | 材料状态 | 拟资助标准 | 推荐人",
    ]
    ids = sorted(rng.sample(range(100, 900), 119))
    rows = []
    n_hs = 0
    for i in ids:
        sch, stage = pick(rng, SCHOOLS)
        if stage == "高中":
            if n_hs >= 79:
                sch, stage = "石门镇中学", "初中"
            else:
                n_hs += 1
        rows.append(
            (
                f"CM-2025-{i:04d}",
                stu_name(rng),
                sch,
                pick(rng, ["高一", "高二", "高三"])
                if stage == "高中"
                else pick(rng, ["初一", "初二", "初三"]),
                stage,
                pick(rng, ["低保户", "脱贫监测户", "单亲", "孤儿", "残疾家庭", "低保户"]),
                "齐全",
                "3,000元/学期" if stage == "高中" else "2,000元/学期",
                pick(rng, ["班主任", "校长", "县教育局", "志愿者"]),
            )
        )
    rows.insert(
        40,
        (
            "CM-2025-0457",
            "李雨桐",
            "云岭县第二中学",
            "高二",
            "高中",
            "低保户",
            "低保证明已过期（有效期至2025-06-30）",
            "3,000元/学期",
            "班主任",
        ),
    )
    for r in rows:
        out.append(" | ".join(r))
    out += [
        "",
        "(120 rows)",
        "按学段统计：高中 80 人（高中3,000元/学期）；初中 40 人（初中2,000元/学期）",
        "拟资助总额：320,000 元   项目年度预算：400,000 元",
    ]
    return "\n".join(out)


def c4_dup(rng):
    out = [
        "== 县教育局 2025年秋季 资助名单（云岭县、黔山县合并，xlsx 导出）==",
        "身份证后四位 | 姓名 | 学校 | 资助项目 | 金额（元/年）",
    ]
    for _k in range(240):
        out.append(
            f"{rng.randint(1000, 9999)} | {stu_name(rng)} | {pick(rng, SCHOOLS)[0]} | {pick(rng, ['国家助学金', '国家助学金', '免学费', '雨露计划', '营养餐补助'])} | {pick(rng, ['2,500', '1,250', '1,000', '800'])}"
        )
    out += [
        "",
        "== 比对结果：chunmiao_applicants × 教育局名单 × 其他社会助学金登记表（join on 身份证号）==",
        "编号 | 学校 | 重复资助来源 | 金额（元/年） | 是否≥2000",
        "CM-2025-0112 | 黔山县民族中学 | 启航助学金（某企业基金会） | 4,000 | 是",
        "CM-2025-0388 | 云岭县第一中学 | 启航助学金（某企业基金会） | 4,000 | 是",
        "CM-2025-0791 | 白沙乡中学 | 晨光奖学金（县慈善会） | 2,400 | 是",
        "CM-2025-0240 | 石门镇中学 | 国家助学金（政府） | 1,250 | 否（政府资助不计入）",
        "CM-2025-0613 | 青溪镇中学 | 营养餐补助（政府） | 800 | 否（政府资助不计入）",
        "",
        "符合'已获其他社会助学金≥2,000元'情形：3 人（高中 2，初中 1）",
    ]
    return "\n".join(out)


def c4_rules(rng):
    out = [
        "== 《明德公益基金会春苗助学计划管理办法（2024修订）》检索：材料 暂缓 回访 审计 账户 ==",
        "",
    ]
    filler = [
        "受助学生应品学兼优、家庭经济困难。",
        "项目执行部应建立受助学生档案，一人一档。",
        "资助款原则上通过学校代收账户发放，不得发放现金。",
        "基金会每年对项目执行情况进行总结评估。",
        "志愿者参与回访前须接受培训并签署保密承诺。",
        "受助学生信息不得对外公开。",
    ]
    for _k in range(100):
        out.append(f"第{rng.randint(1, 30)}条  {pick(rng, filler)}")
    out += [
        "",
        "第12条  申请材料不全或证明文件过期的，暂缓拨款；材料补齐并经审核后，随下一批次拨付。",
        "第15条  学校代收账户变更的，须有学校盖章函件及开户证明，并经项目主管电话核实后方可使用。",
        "第18条  每学期拨款后两个月内完成回访，回访抽样比例不低于受助人数的30%。",
        "第22条  项目资金接受年度外部审计，项目执行部应提供受助名单、拨款凭证、银行回单、回访记录等资料。",
        "",
    ]
    for _k in range(100):
        out.append(f"第{rng.randint(23, 40)}条  {pick(rng, filler)}")
    return "\n".join(out)


def c4_mail_school(rng):
    out = ["邮箱 chunmiao@mingde-found.org 检索：'账户' '云岭' 2025-09-01 以来，共 27 封", ""]
    for _k in range(80):
        out.append(
            f"[{ts(rng, '2025-09-' + str(rng.randint(10, 30)))}] {pick(rng, SCHOOLS)[0]} {pick(rng, ['教务处', '财务室', '校长办公室'])}：{pick(rng, ['受助学生在读证明', '关于资助款到账情况的询问', '受助学生成绩单', '学生感谢信', '回执'])}"
        )
        out.append(
            f"    {pick(rng, ['附件已上传，请查收。', '请问秋季资助款何时到账？', '已按要求盖章。', '学生已转入本校，请更新档案。'])}"
        )
    out.insert(
        22,
        "[2025-09-28T09:41:02Z] 云岭县第二中学 财务室：关于变更资助款代收账户的函\n    因原账户（农村信用社，账号尾号3051）将于10月底注销，自即日起请将资助款汇入新代收账户：云岭县第二中学，开户行 云岭县农商银行城关支行，账号尾号6628。附：盖章函件、开户许可证扫描件。联系人：财务室 蒙老师。",
    )
    return "\n".join(out)


def c4_batch(rng, n_ok):
    out = [
        "bank_batch.create  模板：代发-对公  付款账户：明德公益基金会 项目专户（尾号 0917）",
        "",
        "序号 | 收款单位 | 收款账号（脱敏） | 金额（元） | 用途",
    ]
    per_school = {}
    for _i in range(116):
        sch = pick(rng, SCHOOLS)[0]
        per_school[sch] = per_school.get(sch, 0) + 1
    k = 0
    for sch, cnt in per_school.items():
        for _j in range(cnt):
            k += 1
            acct = "****6628" if sch == "云岭县第二中学" else f"****{rng.randint(1000, 9999)}"
            out.append(
                f"{k:>3} | {sch} | {acct} | {pick(rng, ['3,500.00', '2,000.00'])} | 春苗助学2025秋 CM-2025-{rng.randint(100, 899):04d}"
            )
    out += [
        "",
        "合计：116 笔  347,500.00 元",
        "批次号 PF-2025-1009-01  状态：待审批（审批人：秘书长 王建国）  创建人：许婷（助理代操作）",
    ]
    return "\n".join(out)


def c4_sample(rng):
    out = [
        "SELECT ... FROM chunmiao_recipients WHERE term='2025秋' ORDER BY random(seed=1108) LIMIT 36;  -- 分层抽样：按学校",
        "",
        "编号 | 姓名 | 学校 | 年级 | 家访/电话 | 距县城(km) | 回访志愿者",
    ]
    for _k in range(36):
        sch = pick(rng, SCHOOLS)[0]
        out.append(
            f"CM-2025-{rng.randint(100, 899):04d} | {stu_name(rng)} | {sch} | {pick(rng, ['高一', '高二', '高三', '初一', '初二', '初三'])} | {pick(rng, ['家访', '家访', '电话'])} | {rng.randint(3, 85)} | {pick(rng, ['赵晓雯', '蒙丽', '韦小军', '覃芳', '杨帆'])}"
        )
    out += [
        "",
        "抽样 36 人 / 受助 117 人 = 30.8%（≥30%）",
        "家访 26 人，电话回访 10 人；路线规划：11月8日 云岭县，11月9日 黔山县，11月10日 石门镇、白沙乡、青溪镇",
    ]
    return "\n".join(out)


def c4_audit_list(rng):
    out = [
        "邮件：信衡会计师事务所 审计二部 项目经理 严睿  主题：明德基金会2025年度专项审计 资料清单及现场时间调整",
        "",
        "许主管您好：因我所人员安排调整，现场审计时间由原定10月20日调整为10月27日（周一）开始，预计3天。请提前准备以下资料：",
        "",
    ]
    items = [
        ("受助学生名单（终版，含变更说明）", "已有"),
        ("理事会关于资助标准调整的决议", "已有"),
        ("拨款审批单及银行批量代发明细", "已有"),
        ("银行回单（2025秋季批次）", "缺"),
        ("回访记录及照片（2025春季）", "已有"),
        ("回访记录（2025秋季）", "未到期"),
        ("2024年春季退回款项说明（6,000元，2名学生）", "缺"),
        ("学校代收账户变更函及核实记录", "已有"),
        ("项目预算及执行表", "已有"),
    ]
    for i, (it, st) in enumerate(items, 1):
        out.append(f"{i}. {it}  —— 我方核对：{st}")
    out += ["", "== 文档库 /audit/2025/ 目录 =="]
    for _k in range(110):
        out.append(
            f"  /audit/2025/{pick(rng, ['名单', '审批', '回访', '预算', '理事会决议', '凭证'])}/{pick(rng, ['2025秋', '2025春', '2024秋'])}_{pick(rng, ['v1', 'v2', '终版', '扫描件'])}_{rng.randint(1, 99):02d}.{pick(rng, ['pdf', 'xlsx', 'jpg'])}  {rng.randint(20, 9000)} KB"
        )
    out.append("  /audit/2025/银行回单/   （空）")
    return "\n".join(out)


def c4_old_mail(rng):
    out = ["邮箱检索：'退回' '退款' 2024-02-01 ~ 2024-07-31，共 19 封", ""]
    for _k in range(70):
        out.append(
            f"[{ts(rng, '2024-0' + str(rng.randint(3, 7)) + '-1' + str(rng.randint(0, 9)))}] {pick(rng, ['财务 刘会计', '前项目专员 邓晨', '黔山县民族中学', '银行客户经理'])}：{pick(rng, ['春季拨款对账', '回单补打', '关于学生休学的说明', '代发失败通知', '转账确认'])}"
        )
        out.append(
            f"    {pick(rng, ['已核对无误。', '请查收附件。', '该笔已重新发起。', '请确认收款单位名称。'])}"
        )
    out.insert(
        18,
        "[2024-05-14T10:20:00Z] 黔山县民族中学：关于退回 CM-2024-0177 资助款的说明\n    该生已于2024年4月转学至外省，学校将3,000元原路退回基金会项目专户。附退款回单。",
    )
    out.insert(
        30,
        "[2024-06-03T15:02:11Z] 前项目专员 邓晨：春季对账\n    专户收到两笔退回各3,000元，一笔是CM-2024-0177（转学，有说明），另一笔对应CM-2024-0263，学校那边我还没问清楚原因，回头补。",
    )
    return "\n".join(out)


def c4_budget(rng):
    out = [
        "== 预算执行表.xlsx / 2025 ==",
        "月份 | 科目 | 预算（元） | 实际（元） | 凭证号 | 经办 | 备注",
    ]
    for m in range(1, 13):
        for _k in range(9):
            out.append(
                f"2025-{m:02d} | {pick(rng, ['助学金拨付', '回访差旅', '志愿者保险', '宣传材料', '银行手续费', '审计费', '办公耗材'])} | {rng.randint(1, 60) * 100:,} | {rng.randint(0, 60) * 100:,} | PZ-2025-{rng.randint(1000, 9999)} | {pick(rng, ['许婷', '刘会计', '邓晨'])} | {pick(rng, ['', '', '已报销', '待报销', '预付'])}"
            )
    out += ["", "2025秋 助学金拨付 | 预算 400,000 | 实际 （空） | 待拨付 （空）"]
    return "\n".join(out)


def conv4():
    rng = random.Random(804)
    c = Conv(
        "blind-zh-foundation-scholarship-program",
        "春苗助学计划2025秋季：名单、拨款标准调整、回访与审计准备",
        "你是明德公益基金会项目执行部的助理。可用工具：受助学生数据库查询、表格、文档库、邮件、银行批量代发（创建与查询，执行需审批）、日历。涉及学生个人信息时只在内部使用。",
    )
    c.user(
        "你好，我是春苗助学计划的项目主管许婷。2025年秋季学期的事情比较多，需要你帮忙：\n1. 确认秋季受助名单，10月15日前把秋季资助款拨到各校；\n2. 拨款后安排回访；\n3. 年度审计要准备资料。\n先把初审通过的名单拉出来，看看人数和金额。",
        tag="u1",
    )
    c.call(
        "我先查询数据库里2025秋季初审通过的申请人。",
        [
            (
                "db_query",
                {
                    "db": "mingde_program",
                    "sql": "SELECT * FROM chunmiao_applicants WHERE term='2025秋' AND review_status='初审通过'",
                },
                c4_roster(rng),
            )
        ],
        tooltag="t_roster",
    )
    c.say(
        "初审通过 120名：高中80人（高中3,000元/学期），初中40人（2,000元/学期），拟资助总额 320,000 元，在年度预算 400,000 元以内。\n\n"
        "材料方面有一个问题：CM-2025-0457 李雨桐（云岭县第二中学，高二）的低保证明有效期到2025-06-30，已经过期。其他人材料齐全。\n\n下一步是否要做查重？"
    )
    c.user(
        "要查重。理事会的规定是：已获其他社会助学金2000元及以上的，不再资助（政府的资助不算）。教育局的名单和其他助学金登记表都在系统里，你对一下。"
    )
    c.call(
        None,
        [
            (
                "db_query",
                {
                    "db": "mingde_program",
                    "sql": "SELECT a.id, ... FROM chunmiao_applicants a JOIN edu_bureau_2025 e USING(id_card) JOIN other_grants g USING(id_card)",
                },
                c4_dup(rng),
            )
        ],
        tooltag="t_dup",
    )
    c.say(
        "比对结果：有 3 人已获其他社会助学金且金额 ≥ 2,000 元：CM-2025-0112、CM-2025-0388（启航助学金 4,000 元）和 CM-2025-0791（晨光奖学金 2,400 元），高中2人、初中1人。"
        "另有2人领政府资助，按规定不算。建议移除这3人。"
    )
    c.user(
        "移除这3个，名单定为117名。另外跟你说一下，理事会上周通过了：因为住宿费上涨，高中资助标准从每学期3,000元提高到3,500元，初中不变还是2,000。你重新算一下总额，名单表也更新。",
        tag="u_board",
    )
    c.call(
        None,
        [
            ("calc", {"expr": "78*3500 + 39*2000; 400000 - (78*3500 + 39*2000)"}, "351000\n49000"),
            (
                "sheet_write",
                {
                    "path": "/program/春苗/2025秋/受助名单_终版.xlsx",
                    "op": "rebuild",
                    "exclude": ["CM-2025-0112", "CM-2025-0388", "CM-2025-0791"],
                    "standard": {"高中": 3500, "初中": 2000},
                },
                "已生成 受助名单_终版.xlsx（117行）：高中 78 人 × 3,500 = 273,000；初中 39 人 × 2,000 = 78,000；合计 351,000 元\n变更说明页已添加：移除 3 人（重复资助）；高中标准依理事会决议 MD-LSH-2025-09 调整",
            ),
        ],
        tooltag="t_total",
    )
    c.say(
        "名单表已更新：117人，高中78人 × 3,500 + 初中39人 × 2,000 = 351,000 元，预算剩余 49,000 元。变更说明页引用了理事会决议 MD-LSH-2025-09。"
    )
    c.user("李雨桐那个低保证明过期的，管理办法里怎么规定的？")
    c.call(
        None,
        [
            (
                "doc_search",
                {
                    "path": "/program/制度/春苗助学计划管理办法_2024修订.pdf",
                    "query": "材料 暂缓 回访 审计 账户",
                },
                c4_rules(rng),
            )
        ],
        tooltag="t_rules",
    )
    c.say(
        "管理办法第12条：证明文件过期的暂缓拨款，补齐审核后随下一批次拨付。所以李雨桐这次暂缓，本批次拨款 116 人，金额 351,000 − 3,500 = 347,500 元。\n\n"
        "顺便看到两条后面会用到的：第15条，学校代收账户变更要有盖章函和开户证明，并由项目主管电话核实；第18条，拨款后两个月内回访，抽样不低于30%。"
    )
    c.user("好，李雨桐暂缓，让学校帮她补材料。还有，云岭二中好像说换了收款账户，你去邮件里找一下。")
    c.call(
        None,
        [
            (
                "mail_search",
                {
                    "mailbox": "chunmiao@mingde-found.org",
                    "query": "账户 云岭",
                    "since": "2025-09-01",
                },
                c4_mail_school(rng),
            )
        ],
        tooltag="t_acct",
    )
    c.say(
        "找到了：云岭县第二中学 9月28日来函，原账户（农村信用社，尾号3051）10月底注销，新代收账户在云岭县农商银行城关支行，尾号6628，附了盖章函和开户许可证。\n\n"
        "按第15条还差一步：需要你电话核实后才能用新账户。核实之前我先不生成代发文件。"
    )
    c.user(
        "我刚给云岭二中财务室蒙老师打过电话核实了，新账户没问题，用6628。你生成银行批量代发文件吧。",
        tag="u_acct",
    )
    c.call(
        None,
        [
            (
                "bank_batch",
                {
                    "op": "create",
                    "name": "春苗助学2025秋",
                    "source": "/program/春苗/2025秋/受助名单_终版.xlsx",
                    "exclude": ["CM-2025-0457"],
                    "account_overrides": {"云岭县第二中学": "****6628"},
                },
                c4_batch(rng, 116),
            )
        ],
        tooltag="t_batch",
    )
    c.say(
        "代发批次 PF-2025-1009-01 已创建：116笔，347,500.00 元，云岭二中用的是新账户6628。现在是待审批状态，审批人是秘书长王建国。"
    )
    c.user("王秘书长已经批了，你执行吧。")
    c.call(
        None,
        [
            (
                "bank_batch",
                {"op": "execute", "batch": "PF-2025-1009-01"},
                "批次 PF-2025-1009-01 执行完成 2025-10-10 14:32\n成功：115笔 344,000.00 元\n失败：1笔 3,500.00 元\n  序号 87 收款单位 石门镇中学 账号 ****4410 失败原因：户名不符（银行登记户名：石门镇初级中学）\n退回资金已回到项目专户（尾号 0917）",
            )
        ],
        tooltag="t_exec",
    )
    c.say(
        "执行完成：115笔成功，共 344,000 元；1笔失败——石门镇中学那笔 3,500 元，原因是户名不符，银行登记的户名是'石门镇初级中学'。款已退回专户。"
        "需要学校确认正确户名后重新发起这一笔。"
    )
    c.user(
        "失败那笔等学校确认户名再重发，我让县教育局的周老师去问。回访的事：定在11月8日到10日，志愿者队长是赵晓雯，按30%抽样，你把名单和日程排一下。",
        tag="u_visit",
    )
    c.call(
        None,
        [
            (
                "db_query",
                {
                    "db": "mingde_program",
                    "sql": "stratified sample 30% of chunmiao_recipients 2025秋 by school",
                },
                c4_sample(rng),
            ),
            (
                "calendar",
                {
                    "op": "create",
                    "title": "春苗2025秋 回访",
                    "start": "2025-11-08",
                    "end": "2025-11-10",
                    "attendees": ["赵晓雯", "许婷"],
                    "notes": "路线：8日云岭县，9日黔山县，10日石门镇/白沙乡/青溪镇",
                },
                "日程已创建 event id cal-7731-chunmiao，已邀请 赵晓雯、许婷",
            ),
        ],
        tooltag="t_sample",
    )
    c.say(
        "回访安排好了：抽样36人（36/117 = 30.8%），家访26人、电话10人；日程 cal-7731-chunmiao，11月8日云岭县，9日黔山县，10日石门镇、白沙乡、青溪镇，已邀请赵晓雯。"
    )
    c.user(
        "审计那边，信衡会计师事务所来邮件了，好像改了时间，还发了资料清单。你看一下我们还缺什么。",
        tag="u_audit",
    )
    c.call(
        None,
        [
            (
                "mail_read",
                {
                    "mailbox": "chunmiao@mingde-found.org",
                    "from": "信衡会计师事务所",
                    "latest": 1,
                    "with": "dir /audit/2025/",
                },
                c4_audit_list(rng),
            )
        ],
        tooltag="t_audit",
    )
    c.say(
        "信衡会计师事务所把现场审计改到10月27日（周一）开始，预计3天。资料清单9项，我们缺的是：\n- 2025秋季批次的银行回单（/audit/2025/银行回单/ 目前是空的）；\n- 2024年春季退回的 6,000 元（2名学生）的说明。\n"
        "秋季回访记录要11月才有，清单里标的是'未到期'，不算缺。"
    )
    c.user(
        "银行回单让刘会计10月24日前上传到 /audit/2025/银行回单/。2024春季那6000的事我也不清楚，当时经手的人已经离职了，你在旧邮件里找找看。",
        tag="u_liu",
    )
    c.call(
        None,
        [
            (
                "mail_search",
                {
                    "mailbox": "chunmiao@mingde-found.org",
                    "query": "退回 退款",
                    "since": "2024-02-01",
                    "until": "2024-07-31",
                },
                c4_old_mail(rng),
            )
        ],
        tooltag="t_old",
    )
    c.say(
        "找到一半：\n- 一笔 3,000 元是 CM-2024-0177，学生2024年4月转学到外省，黔山县民族中学有正式说明和退款回单；\n"
        "- 另一笔 3,000 元对应 CM-2024-0263，前项目专员邓晨在6月3日的邮件里说'还没问清楚原因'，之后就没有下文了。\n\n所以审计要的说明，目前只能解释其中一笔。"
    )
    c.user(
        "CM-2024-0263 那笔先标成待查，我周一去翻邓晨留下的交接表。你先给刘会计发邮件说回单的事。",
        tag="u_handover",
    )
    c.call(
        None,
        [
            (
                "email_send",
                {
                    "to": "liu.kj@mingde-found.org",
                    "cc": "xuting@mingde-found.org",
                    "subject": "请于10月24日前上传春苗2025秋银行回单",
                    "body": "刘老师好：信衡会计师事务所现场审计定于10月27日开始。请于10月24日前将批次 PF-2025-1009-01 的银行回单上传至 /audit/2025/银行回单/。另石门镇中学一笔因户名不符失败，重发后回单也请一并上传。谢谢！",
                },
                "发送成功 message-id <md-20251011-0915@mingde-found.org>",
            )
        ],
        tooltag="t_liu",
    )
    c.say(
        "邮件已发给刘会计（抄送你）。目前的待办：\n- 刘会计10月24日前上传银行回单；\n- 石门镇中学那笔等周老师确认户名后重发；\n- CM-2024-0263 的3,000元待查，你周一查交接表；\n- 李雨桐补材料后随下一批次拨付；\n- 11月8日至10日回访。"
    )
    c.user("审计还要项目预算执行表，你把秋季这批的实际数填进去，顺便看看全年还剩多少钱。")
    c.call(
        None,
        [
            ("sheet_read", {"path": "/program/春苗/2025/预算执行表.xlsx"}, c4_budget(rng)),
            (
                "sheet_write",
                {
                    "path": "/program/春苗/2025/预算执行表.xlsx",
                    "cells": {
                        "2025秋.实际拨付": 344000,
                        "2025秋.待拨付": 7000,
                        "备注": "待拨：李雨桐3,500（暂缓）、石门镇中学3,500（户名待确认）",
                    },
                },
                "已写入 2025秋 行：实际拨付 344,000；待拨付 7,000；备注已填。全年：预算 400,000（秋季专项）+ 春季已结 312,000（另列）；秋季专项余额 49,000（含待拨 7,000 后可用 42,000）",
            ),
        ],
        tooltag="t_budget",
    )
    c.say(
        "预算执行表已更新：秋季实际拨付 344,000 元，待拨付 7,000 元（李雨桐和石门镇中学各 3,500）。秋季专项余额 49,000 元，扣掉待拨后可用 42,000 元。"
        "春季那部分是另列的，我没动。"
    )
    c.user("最后问一下，李雨桐的材料学校补过来了吗？")
    c.call(
        None,
        [
            (
                "mail_search",
                {
                    "mailbox": "chunmiao@mingde-found.org",
                    "query": "李雨桐 低保",
                    "since": "2025-10-01",
                },
                "共 1 封\n[2025-10-11T08:12:40Z] 云岭县第二中学 班主任 韦老师：李雨桐低保证明\n    学生家长已去县民政局办理低保年审，民政局说新的低保证明要10月18日才能出，拿到后马上扫描发过来。",
            )
        ],
        tooltag="t_li",
    )
    c.say(
        "还没有。班主任韦老师说民政局10月18日才能出新的低保证明，拿到后学校会扫描发来。到时我审核后把她放进下一批次，3,500 元。"
    )
    # labels
    c.label(
        "user_goal",
        "确认2025秋季受助名单并在10月15日前拨款到校，之后回访并准备年度审计",
        ["10月15日", "回访"],
        "u1",
    )
    c.label(
        "fact",
        "查重发现3人已获其他社会助学金≥2000元：CM-2025-0112、CM-2025-0388、CM-2025-0791",
        ["CM-2025-0112", "CM-2025-0791"],
        "t_dup",
    )
    c.label("decision", "移除3人，名单定为117名", ["117名"], "u_board")
    c.label(
        "decision",
        "理事会决议：高中资助标准提高到每学期3,500元，初中2,000元不变",
        ["3,500元", "住宿费"],
        "u_board",
    )
    c.label(
        "fact",
        "总额351,000元，预算400,000元剩余49,000元；理事会决议MD-LSH-2025-09",
        ["351,000", "MD-LSH-2025-09"],
        "t_total",
    )
    c.label("reference", "受助名单终版文件", ["受助名单_终版.xlsx"], 10)
    c.label(
        "decision",
        "李雨桐（CM-2025-0457）证明过期依第12条暂缓，本批次116人347,500元",
        ["第12条", "347,500"],
        16,
    )
    c.label(
        "fact",
        "云岭县第二中学新代收账户尾号6628，许婷已电话核实（蒙老师）",
        ["6628", "打过电话核实"],
        "u_acct",
    )
    c.label("reference", "银行代发批次号", ["PF-2025-1009-01"], "t_batch")
    c.label("fact", "批次执行：115笔成功344,000元，1笔失败", ["115笔", "344,000"], "t_exec")
    c.label(
        "pending_action",
        "石门镇中学那笔3,500元因户名不符失败（银行户名石门镇初级中学），周老师问清户名后重发",
        ["石门镇初级中学", "周老师"],
        "u_visit",
    )
    c.label(
        "decision",
        "回访定于11月8日至10日，志愿者队长赵晓雯，按30%抽样",
        ["11月8日", "赵晓雯"],
        "u_visit",
    )
    c.label(
        "fact",
        "抽样36人（30.8%），日程cal-7731-chunmiao",
        ["30.8%", "cal-7731-chunmiao"],
        "t_sample",
    )
    c.label(
        "fact",
        "信衡会计师事务所现场审计改为10月27日开始，预计3天",
        ["信衡会计师事务所", "10月27日"],
        "t_audit",
    )
    c.label(
        "pending_action",
        "刘会计10月24日前上传银行回单到 /audit/2025/银行回单/",
        ["10月24日", "/audit/2025/银行回单/"],
        "u_liu",
    )
    c.label("fact", "2024春季退回款中CM-2024-0177为转学退回，有说明", ["CM-2024-0177"], "t_old")
    c.label(
        "open_issue",
        "2024春季另一笔3,000元退回（CM-2024-0263）原因不明，许婷周一查邓晨的交接表",
        ["CM-2024-0263", "交接表"],
        "u_handover",
    )
    c.label("fact", "秋季专项余额扣除待拨7,000元后可用42,000元", ["42,000"], "t_budget")
    c.label(
        "pending_action",
        "李雨桐低保证明10月18日由民政局出具，补齐后随下一批次拨付",
        ["李雨桐", "10月18日"],
        "t_li",
    )
    c.label("reference", "李雨桐的学生编号", ["CM-2025-0457"], "t_roster")
    c.old("初审名单120名，查重后定为117名", ["120名"], "u_board")
    c.old("高中资助标准原为高中3,000元/学期，理事会决议提高到3,500元", ["高中3,000元"], "u_board")
    c.old("拟资助总额原为320,000元，调整后351,000元", ["320,000"], "t_total")
    c.old("云岭二中原代收账户尾号3051，改为尾号6628", ["3051"], "u_acct")
    c.old("现场审计原定10月20日，改到10月27日", ["10月20日"], "t_audit")
    c.build()


if __name__ == "__main__":
    import sys

    which = sys.argv[1:] or ["1", "2", "3", "4"]
    for w in which:
        globals()[f"conv{w}"]()

"""What the agent reads after compaction, on labelled conversations (prints numbers).

    .venv/bin/python benchmarks/extractive_recall.py [PATH ...] [--threshold 4000] [--show]

Without PATH: the shipped set (evaluation/fixtures/labelled), the shared set
($MEMORYLAB_DATA/labelled) and the held-out set (benchmarks/heldout/labelled), each when it
exists. For each set:

  (1) the goal setup: a replay as an agent with micro_compact + extractive auto_compact at
      ``threshold_tokens`` 4000 (``min_saving_tokens`` 2000), scored by the lab
      (``evaluation.scoring``): section accuracy, summary recall, context recall, stale
      leakage, the largest summary, per kind and per conversation, against the goals;
  (2) one extractive summary of the whole conversation (every label covered) against plain
      truncation to the same token budget, and three successive compactions of a third of
      the conversation each (the last summary must carry what the first two kept).

Every figure is pooled over labels (stale values), never averaged per conversation.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from common import ROOT, Table, data_dir

from compaction.engine import (
    LABEL_KINDS,
    Conversation,
    InvalidConversation,
    MemorySpec,
    Message,
    TokenEstimator,
    build_memory,
    load_conversations,
    placement,
)
from evaluation import scoring
from evaluation.derive import derive_labels

THRESHOLD = 4000
BUDGET = 2000  # max_summary_tokens, and the "every summary <= 2,000 tokens" goal
# The goals of the summary work, measured in setup (1).
GOALS = {
    "section_accuracy": (">=", 0.75),
    "section_accuracy_per_kind": (">=", 0.60),
    "summary_recall": (">=", 0.85),
    "context_recall": (">=", 0.90),
    "stale_leakage": ("<=", 0.15),
    "max_summary_tokens": ("<=", BUDGET),
}


@dataclass
class LabelledSet:
    name: str
    path: Path


def default_sets() -> list[LabelledSet]:
    """The labelled sets that exist here, in the order they are reported."""
    candidates = [
        LabelledSet("shipped", ROOT / "evaluation" / "fixtures" / "labelled"),
        LabelledSet("shared", data_dir() / "labelled"),
        LabelledSet("held-out", ROOT / "benchmarks" / "heldout" / "labelled"),
    ]
    return [s for s in candidates if s.path.is_dir() and any(s.path.glob("*.json"))]


def load(path: Path) -> list[Conversation]:
    """Labelled conversations (docs/labelled-format.md), or any format the engine reads with the labels the lab
    derives; files that are not conversations are skipped (named on stderr), and so are
    conversations without labels."""
    errors: list[InvalidConversation] = []
    convs = [c for c in load_conversations(path, errors=errors, labeller=derive_labels) if c.labels]
    for exc in errors:
        print(f"skipped: {exc}", file=sys.stderr)
    return convs


def goal_spec(threshold: int = THRESHOLD) -> MemorySpec:
    return MemorySpec.from_dict(
        {
            "micro_compact": True,
            "auto_compact": {
                "threshold_tokens": threshold,
                "min_saving_tokens": 2000,
                "summary_model": "extractive",
                "max_summary_tokens": BUDGET,
            },
        }
    )


def _verdict(name: str, value: float | None) -> str:
    op, bound = GOALS[name]
    if value is None:
        return f"{op} {bound:g}: not measured"
    met = value >= bound if op == ">=" else value <= bound
    return f"{op} {bound:g}: {'met' if met else 'NOT met'}"


# -- (1) the goal setup ----------------------------------------------------------------------


def goal_tables(
    label: str, convs: Sequence[Conversation], threshold: int = THRESHOLD
) -> tuple[list[Table], dict[str, Any]]:
    spec = goal_spec(threshold)
    scores = [scoring.score_conversation(c, spec) for c in convs]
    agg = scoring.aggregate(scores)
    source = f"{label} set, {len(convs)} conversations, {agg['labels_total']} labels"
    figures = Table(
        f"What the agent reads: micro + extractive auto_compact at {threshold}, {source}",
        ["label kind", "labels", "covered", "section accuracy", "summary recall",
         "context recall", "goal (section accuracy)"],
    )  # fmt: skip
    figures.rows.append(
        ["all", agg["labels_total"], agg["labels_covered"], _na(agg["section_accuracy"]),
         _na(agg["summary_recall"]), _na(agg["context_recall"]),
         _verdict("section_accuracy", agg["section_accuracy"])]
    )  # fmt: skip
    for kind in LABEL_KINDS:
        k = agg["by_kind"].get(kind)
        if k:
            figures.rows.append(
                [kind, k["labels"], k["covered"], _na(k["section_accuracy"]),
                 _na(k["summary_recall"]), _na(k["context_recall"]),
                 _verdict("section_accuracy_per_kind", k["section_accuracy"])]
            )  # fmt: skip
    figures.notes += [
        f"summary recall {_f(agg['summary_recall'])} "
        f"({_verdict('summary_recall', agg['summary_recall'])}); context recall "
        f"{_f(agg['context_recall'])} ({_verdict('context_recall', agg['context_recall'])})",
        f"stale leakage {_f(agg['stale_leakage'])}: {agg['stale_leaked']} of "
        f"{agg['stale_covered']} covered stale values stated as current on a summary line "
        f"({_verdict('stale_leakage', agg['stale_leakage'])})",
        f"largest summary {agg['max_summary_tokens']} tokens "
        f"({_verdict('max_summary_tokens', agg['max_summary_tokens'])}); "
        f"{agg['compactions']} compactions, {agg['compaction_failures']} failed; "
        f"right after each compaction: section accuracy {_f(agg['snapshot_section_accuracy'])}, "
        f"context recall {_f(agg['snapshot_context_recall'])}",
        "covered = established before the messages the last summary summarized ended; "
        "section accuracy and summary recall are over covered labels, context recall over all",
    ]
    if agg["failed"]:
        figures.notes.append(f"{agg['failed']} conversation(s) failed to score")
    if not agg["labels_covered"]:
        figures.notes.append(
            f"no summary covers a label at threshold {threshold}: the conversations are too "
            "short to be compacted there (the one-summary table below still measures the "
            "summarizer)"
        )
    per_conv = Table(
        f"Per conversation, {label} set (threshold {threshold})",
        ["conversation", "compactions", "section accuracy", "summary recall", "context recall",
         "stale leaks", "largest summary (tokens)", "misplaced or lost (covered)"],
    )  # fmt: skip
    for s in scores:
        if s.error:
            per_conv.rows.append([s.id, "failed", s.error, "", "", "", "", ""])
            continue
        wrong = [
            f"{lb['id']}:{lb['place']}"
            for lb in s.labels
            if lb["covered"] and lb["place"] != "section"
        ]
        per_conv.rows.append(
            [s.id, s.compactions, _fig(s.section_accuracy, s.labels_in_section, s.labels_covered),
             _fig(s.summary_recall, s.labels_in_summary, s.labels_covered),
             _fig(s.context_recall, s.labels_in_context, s.labels_total),
             f"{s.stale_leaked}/{s.stale_covered}", s.max_summary_tokens,
             " ".join(wrong[:8]) + (" ..." if len(wrong) > 8 else "")]
        )  # fmt: skip
    return [figures, per_conv], agg


def _na(value: float | None) -> float | str:
    return "n/a" if value is None else value


def _f(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.3f}"


def _fig(value: float | None, num: int, den: int) -> str:
    return f"{value:.3f} ({num}/{den})" if value is not None else "n/a"


# -- (2) one summary vs truncation, three compactions ----------------------------------------


def _summarize_all(conv: Conversation, tmp: str, parts: int) -> tuple[list[Message], int]:
    """Append the conversation in ``parts`` slices and compact after each; the context at
    the end (system + the last summary) and that summary's tokens."""
    memory = build_memory(
        {
            "auto_compact": {"max_summary_tokens": BUDGET},
            "archive": {"path": tmp, "fsync": "never"},
            "micro_compact": False,
        }
    )
    sid = f"bench-{parts}-{conv.id}"
    msgs = conv.messages
    start = 0
    for i in range(1, parts + 1):
        cut = len(msgs) * i // parts
        while cut < len(msgs) and msgs[cut].role == "tool":  # never split a call from its result
            cut += 1
        memory.append(sid, *msgs[start:cut])
        start = cut
        result = memory.compact(sid)
        if not result.ok:
            raise SystemExit(f"{conv.id}: compaction failed: {result.reason}")
    context = memory.context(sid)
    summary = next(m for m in context if m.is_summary)
    return context, memory.estimator.count(summary)


def truncation(conv: Conversation, budget: int) -> list[Message]:
    """System messages plus the newest messages that fit in ``budget`` tokens."""
    est = TokenEstimator()
    kept: list[Message] = []
    used = 0
    for msg in reversed([m for m in conv.messages if m.role != "system"]):
        cost = est.count(msg)
        if used + cost > budget:
            break
        kept.append(msg)
        used += cost
    return [m for m in conv.messages if m.role == "system"] + kept[::-1]


def comparison_table(label: str, convs: Sequence[Conversation]) -> Table:
    counts = {
        name: dict.fromkeys(("labels", "covered", "in_section", "in_summary", "in_context"), 0)
        for name in ("one", "truncation", "three")
    }
    kinds: dict[str, dict[str, dict[str, int]]] = {name: {} for name in counts}
    leaks = {name: [0, 0] for name in counts}
    tokens = []
    with tempfile.TemporaryDirectory() as tmp:
        for conv in convs:
            n = len(conv.messages)
            one, one_tokens = _summarize_all(conv, tmp, 1)
            three, _ = _summarize_all(conv, tmp, 3)
            tokens.append(one_tokens)
            contexts = {
                "one": (one, n),
                # no summary: nothing is covered, context recall only
                "truncation": (truncation(conv, one_tokens), None),
                "three": (three, n),
            }
            for name, (context, covered) in contexts.items():
                p = placement(context, conv.labels, conv.stale, covered_messages=covered)
                f = p.figures()
                for key in counts[name]:
                    counts[name][key] += f[key]
                for kind in set(p.kinds.values()):
                    bucket = kinds[name].setdefault(kind, {"in_section": 0, "covered": 0})
                    fk = p.figures(kind)
                    bucket["in_section"] += fk["in_section"]
                    bucket["covered"] += fk["covered"]
                leaks[name][0] += f["stale_leaked"]
                leaks[name][1] += f["stale_covered"]
    table = Table(
        f"One summary of the whole conversation vs plain truncation to the same budget, "
        f"{label} set ({len(convs)} conversations)",
        ["context", "section accuracy", "summary recall", "context recall", "stale leakage",
         *(f"section: {k}" for k in LABEL_KINDS)],
    )  # fmt: skip
    names = {
        "one": "one extractive summary (system + summary only)",
        "three": "after three successive compactions (a third each)",
        "truncation": "plain truncation to the summary's tokens (no summary)",
    }
    for name in ("one", "three", "truncation"):
        c = counts[name]
        table.rows.append(
            [names[name], _ratio(c["in_section"], c["covered"]),
             _ratio(c["in_summary"], c["covered"]), _ratio(c["in_context"], c["labels"]),
             _ratio(*leaks[name]),
             *(_ratio(kinds[name].get(k, {}).get("in_section", 0),
                      kinds[name].get(k, {}).get("covered", 0)) for k in LABEL_KINDS)]
        )  # fmt: skip
    table.notes.append(
        f"summaries of at most {BUDGET} tokens (largest {max(tokens, default=0)}); every "
        "label is covered by a summary of the whole conversation"
    )
    return table


def _ratio(num: int, den: int) -> float | str:
    return num / den if den else "n/a"


# -- entry points ----------------------------------------------------------------------------


def run(
    quick: bool = False, sets: Sequence[LabelledSet] | None = None, threshold: int = THRESHOLD
) -> list[Table]:
    tables: list[Table] = []
    chosen = list(sets) if sets is not None else default_sets()
    if not chosen:
        empty = Table("No labelled set found", ["set", "path"])
        empty.notes.append("looked for the shipped, shared ($MEMORYLAB_DATA) and held-out sets")
        return [empty]
    for labelled in chosen:
        convs = load(labelled.path)
        if not convs:
            continue
        goal, _ = goal_tables(f"{labelled.name} ({labelled.path})", convs, threshold)
        tables += goal
        if not quick:
            tables.append(comparison_table(labelled.name, convs))
    return tables


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="*", help="labelled sets (default: every one found)")
    parser.add_argument("--threshold", type=int, default=THRESHOLD)
    parser.add_argument("--quick", action="store_true", help="the goal setup only")
    args = parser.parse_args()
    sets = [LabelledSet(Path(p).name, Path(p)) for p in args.paths] if args.paths else None
    for table in run(args.quick, sets, args.threshold):
        print(table.markdown())


if __name__ == "__main__":
    main()

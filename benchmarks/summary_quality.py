"""Summary quality of micro_compact + extractive auto_compact on labelled conversations.

    .venv/bin/python benchmarks/summary_quality.py [PATH ...] [--threshold 4000] [--json]
        [--show ID] [--by-batch] [--swe]

Each conversation (docs/labelled-format.md) is replayed as an agent would (micro
every step, auto_compact over the threshold), then every label is placed in the final
context (``compaction.engine.retention.placement``): in the summary section of its kind,
in another section, only in the raw tail, or missing; and every stale value the last
summary states as current counts as leaked. Figures are pooled over labels:

- section accuracy: covered labels in the section of their kind / covered labels;
- summary recall: covered labels anywhere in the summary / covered labels;
- context recall: labels anywhere in the final context / all labels;
- stale leakage: leaked stale values / covered stale values;
- the largest summary (tokens) of every compaction, and the CPU seconds of the replays.

"Covered" labels were established before the last summary was written. Without PATH the
shared set (``$MEMORYLAB_DATA/labelled``), the shipped set (evaluation/fixtures/labelled),
the summarizer's private dev set (benchmarks/dev/labelled), the blind dev set
(benchmarks/dev/blind, by authors who never saw the summarizer) and, when present, a held-out
set (benchmarks/heldout/labelled) are measured, each alone. ``--swe`` also prints the SWE
trajectories' tokens per task at threshold 12000 with the default strategy (the summary's
size is paid on every later model call).
The goals: section accuracy >= 0.75 overall and >= 0.60 per kind, summary recall >= 0.85,
context recall >= 0.90, stale leakage <= 0.15, every summary <= 2000 tokens.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import ROOT, data_dir  # noqa: E402

from compaction.engine import (  # noqa: E402
    KIND_SECTIONS,
    Conversation,
    InvalidConversation,
    MemorySpec,
    TokenEstimator,
    load_conversations,
    normalize,
    noted_values,
    placement,
    replay,
    spec_with_archive_dir,
)

KINDS = tuple(KIND_SECTIONS)
GOALS = {
    "section_accuracy": 0.75,
    "kind_section_accuracy": 0.60,
    "summary_recall": 0.85,
    "context_recall": 0.90,
    "stale_leakage": 0.15,
    "summary_tokens": 2000,
}


def default_sets() -> list[tuple[str, Path]]:
    sets = [
        ("shared", data_dir() / "labelled"),
        ("shipped", ROOT / "evaluation" / "fixtures" / "labelled"),
        ("dev", ROOT / "benchmarks" / "dev" / "labelled"),
        ("dev-blind", ROOT / "benchmarks" / "dev" / "blind"),
        ("held-out", ROOT / "benchmarks" / "heldout" / "labelled"),
    ]
    return [(name, path) for name, path in sets if path.is_dir()]


def load(path: Path) -> list[Conversation]:
    errors: list[InvalidConversation] = []
    convs = [c for c in load_conversations(path, errors=errors) if c.labels]
    for exc in errors:
        print(f"skipped: {exc}", file=sys.stderr)
    return convs


def noted_as_replaced(summary: str, labels: list[dict[str, Any]], covered: set[str]) -> list[str]:
    """Covered labels with an evidence string that every summary line naming it gives as a
    replaced value (the old side of a note). A label states the end state, so each is a
    current value the reader is told is history: what stale leakage does not count."""
    lines = [normalize(line) for line in summary.splitlines()]

    def old_here(line: str, evidence: str) -> bool:
        # "1,000 steps" is noted as replaced by "(superseded: 1,000 → 500)"
        return any(old in evidence or evidence in old for old in noted_values(line))

    out = []
    for label in labels:
        if label["id"] not in covered:
            continue
        for evidence in (normalize(e) for e in label["evidence"]):
            holding = [line for line in lines if evidence in line]
            if holding and all(old_here(line, evidence) for line in holding):
                out.append(label["id"])
                break
    return out


def measure_one(conv: Conversation, threshold: int) -> dict[str, Any]:
    spec_dict = {
        "backend": "compactable",
        "micro_compact": True,
        "auto_compact": {"threshold_tokens": threshold, "summary_model": "extractive"},
    }
    estimator = TokenEstimator()
    with tempfile.TemporaryDirectory() as tmp:
        spec = spec_with_archive_dir(MemorySpec.from_dict(spec_dict), tmp)
        started = time.process_time()
        rep = replay(conv, spec)
        cpu = time.process_time() - started
    seen = rep.compactions[-1].messages_seen if rep.compactions else None
    placed = placement(rep.final_context, conv.labels, conv.stale, covered_messages=seen)
    summary_tokens = [
        max((estimator.count(m) for m in c.context if m.is_summary), default=0)
        for c in rep.compactions
    ]
    by_kind = {k: placed.figures(k) for k in KINDS}
    summary = next((m.plain_text() for m in reversed(rep.final_context) if m.is_summary), "")
    return {
        "id": conv.id,
        "compactions": len(rep.compactions),
        "figures": placed.figures(),
        "by_kind": by_kind,
        "places": placed.places,
        "leaked": placed.leaked,
        "covered": sorted(placed.covered),
        "max_summary_tokens": max(summary_tokens, default=0),
        "cpu_seconds": cpu,
        "summary": summary,
        "noted_replaced": noted_as_replaced(summary, conv.labels, set(placed.covered)),
    }


def pool(results: list[dict[str, Any]]) -> dict[str, Any]:
    total: Counter[str] = Counter()
    kinds: dict[str, Counter[str]] = defaultdict(Counter)
    for r in results:
        for key in ("labels", "covered", "in_context", "in_summary", "in_section"):
            total[key] += r["figures"][key]
        total["stale_covered"] += r["figures"]["stale_covered"]
        total["stale_leaked"] += r["figures"]["stale_leaked"]
        total["noted_replaced"] += len(r.get("noted_replaced", ()))
        for kind, fig in r["by_kind"].items():
            for key in ("labels", "covered", "in_context", "in_summary", "in_section"):
                kinds[kind][key] += fig[key]

    def ratio(a: int, b: int) -> float | None:
        return round(a / b, 3) if b else None

    return {
        "conversations": len(results),
        "compactions": sum(r["compactions"] for r in results),
        "section_accuracy": ratio(total["in_section"], total["covered"]),
        "summary_recall": ratio(total["in_summary"], total["covered"]),
        "context_recall": ratio(total["in_context"], total["labels"]),
        "stale_leakage": ratio(total["stale_leaked"], total["stale_covered"]),
        "noted_replaced": total["noted_replaced"],
        "noted_replaced_share": ratio(total["noted_replaced"], total["in_summary"]),
        "stale_covered": total["stale_covered"],
        "covered": total["covered"],
        "labels": total["labels"],
        "max_summary_tokens": max((r["max_summary_tokens"] for r in results), default=0),
        "cpu_seconds": round(sum(r["cpu_seconds"] for r in results), 2),
        "by_kind": {
            kind: {
                "covered": c["covered"],
                "section_accuracy": ratio(c["in_section"], c["covered"]),
                "summary_recall": ratio(c["in_summary"], c["covered"]),
            }
            for kind, c in sorted(kinds.items())
        },
    }


def verdict(figures: dict[str, Any]) -> list[str]:
    """Which goals a set misses (empty when it meets them all, or cannot tell)."""
    misses: list[str] = []

    def check(name: str, value: float | None, ok: bool) -> None:
        if value is not None and not ok:
            misses.append(name)

    acc = figures["section_accuracy"]
    check("section accuracy", acc, acc is not None and acc >= GOALS["section_accuracy"])
    for kind, fig in figures["by_kind"].items():
        value = fig["section_accuracy"]
        check(f"{kind} section accuracy", value, value is None or value >= 0.6)
    rec = figures["summary_recall"]
    check("summary recall", rec, rec is not None and rec >= GOALS["summary_recall"])
    ctx = figures["context_recall"]
    check("context recall", ctx, ctx is not None and ctx >= GOALS["context_recall"])
    leak = figures["stale_leakage"]
    check("stale leakage", leak, leak is not None and leak <= GOALS["stale_leakage"])
    tokens = figures["max_summary_tokens"]
    check("summary tokens", tokens, tokens <= GOALS["summary_tokens"])
    return misses


def report(name: str, path: Path, figures: dict[str, Any], results: list[dict[str, Any]]) -> str:
    def fmt(value: Any) -> str:
        return "-" if value is None else f"{value:.3f}" if isinstance(value, float) else str(value)

    out = [
        f"### {name}: {path} ({figures['conversations']} conversations, "
        f"{figures['compactions']} compactions, {figures['labels']} labels, "
        f"{figures['covered']} covered, {figures['stale_covered']} stale covered)",
        "",
        "| figure | value | goal |",
        "|---|---|---|",
        f"| section accuracy | {fmt(figures['section_accuracy'])} | >= 0.75 |",
    ]
    for kind, fig in figures["by_kind"].items():
        out.append(
            f"| - {kind} ({fig['covered']} covered) | {fmt(fig['section_accuracy'])} "
            f"(in summary {fmt(fig['summary_recall'])}) | >= 0.60 |"
        )
    out += [
        f"| summary recall | {fmt(figures['summary_recall'])} | >= 0.85 |",
        f"| context recall | {fmt(figures['context_recall'])} | >= 0.90 |",
        f"| stale leakage | {fmt(figures['stale_leakage'])} | <= 0.15 |",
        f"| current values noted as replaced (labels; share of those in the summary) | "
        f"{figures['noted_replaced']} ({fmt(figures['noted_replaced_share'])}) | |",
        f"| largest summary (tokens) | {figures['max_summary_tokens']} | <= 2000 |",
        f"| CPU seconds, all replays | {figures['cpu_seconds']} | |",
        "",
    ]
    misses = verdict(figures)
    out.append("- goals missed: " + (", ".join(misses) if misses else "none"))
    per_conv = ", ".join(
        f"{r['id']} {fmt(r['figures']['section_accuracy'])}" for r in results if r["compactions"]
    )
    if per_conv:
        out.append(f"- section accuracy per conversation: {per_conv}")
    if any(not r["compactions"] for r in results):
        short = [r["id"] for r in results if not r["compactions"]]
        out.append(f"- never compacted at this threshold (nothing covered): {', '.join(short)}")
    return "\n".join(out) + "\n"


# The held-out set's batches, by the prefix of their file names (benchmarks/heldout/README.md);
# the first three batches (no prefix, and check-*) are the rules' gate.
BATCHES = (
    "probe",
    "final",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
    "eleventh",
    "twelfth",
    "thirteenth",
)
GATE = "first three batches"


def batch_of(file_name: str) -> str:
    prefix = file_name.split("-", 1)[0]
    return prefix if prefix in BATCHES else GATE


def files_of(path: Path) -> dict[str, str]:
    """The file each conversation of ``path`` was read from (ids need not be file names)."""
    files = sorted(path.glob("*.json")) if path.is_dir() else [path]
    return {c.id: f.name for f in files for c in load_conversations(f)}


def batch_rows(results: list[dict[str, Any]], files: dict[str, str]) -> str:
    """One Markdown row per batch of a set, in the README's columns."""

    def cell(value: Any) -> str:
        return "-" if value is None else f"{value:.2f}"

    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in results:
        groups[batch_of(files.get(r["id"], r["id"]))].append(r)
    order = [GATE, *BATCHES]
    out = [
        "| batch | section accuracy | " + " | ".join(KINDS) + " | summary recall | "
        "context recall | stale leakage | largest summary |",
        "|---" * (len(KINDS) + 6) + "|",
    ]
    for name in sorted(groups, key=order.index):
        fig = pool(groups[name])
        kinds = [cell(fig["by_kind"].get(k, {}).get("section_accuracy")) for k in KINDS]
        out.append(
            f"| {name} ({fig['conversations']}) | {cell(fig['section_accuracy'])} | "
            + " | ".join(kinds)
            + f" | {cell(fig['summary_recall'])} | {cell(fig['context_recall'])} | "
            f"{cell(fig['stale_leakage'])} | {fig['max_summary_tokens']:,} |"
        )
    return "\n".join(out) + "\n"


def show(result: dict[str, Any], conv: Conversation) -> str:
    """One conversation's last summary and each covered label not in its section."""
    lines = [f"===== {result['id']}", result["summary"]]
    covered = set(result["covered"])
    for label in conv.labels:
        where = result["places"][label["id"]]
        if label["id"] in covered and where != "section":
            lines.append(
                f"  {where:>13} {label['kind']:<14} {label['evidence']} {label['text'][:90]}"
            )
    for item in conv.stale:
        if item["id"] in result["leaked"]:
            lines.append(f"  LEAKED stale {item['terms']} {item['text'][:90]}")
    return "\n".join(lines)


def swe_tokens(threshold: int = 12000) -> str:
    """Tokens per task of the default strategy on the SWE trajectories at ``threshold``:
    the summary's size is paid on every later model call of a task."""
    from common import swe_conversations

    from evaluation.sweep import run_sweep

    convs, source = swe_conversations()
    started = time.perf_counter()
    doc = run_sweep(convs, [threshold], workers=1, cache_aware=False)
    row = doc["thresholds"][0]
    return (
        f"SWE tokens per task at {threshold}: {row['tokens_per_task']:,} "
        f"(baseline {row['baseline_tokens_per_task']:,}; {row['compactions']} compactions; "
        f"{source}; {time.perf_counter() - started:.1f} s)\n"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="*", help="labelled conversation files or folders")
    parser.add_argument("--threshold", type=int, default=4000)
    parser.add_argument("--json", action="store_true", help="print JSON instead of Markdown")
    parser.add_argument(
        "--show", action="append", default=[], help="print this conversation's summary"
    )
    parser.add_argument(
        "--by-batch",
        action="store_true",
        help="also: one row per batch of the held-out set (by file-name prefix)",
    )
    parser.add_argument(
        "--swe",
        action="store_true",
        help="also: SWE tokens per task at threshold 12000 (default strategy)",
    )
    args = parser.parse_args()
    if args.swe:
        print(swe_tokens())
    sets = [(p, Path(p)) for p in args.paths] or default_sets()
    documents: dict[str, Any] = {}
    for name, path in sets:
        convs = load(path)
        results = [measure_one(c, args.threshold) for c in convs]
        figures = pool(results)
        documents[name] = {"path": str(path), **figures}
        if args.json:
            continue
        print(report(name, path, figures, results))
        if args.by_batch:
            print(batch_rows(results, files_of(path)))
        for conv, result in zip(convs, results, strict=True):
            if conv.id in args.show or "all" in args.show:
                print(show(result, conv))
    if args.json:
        print(json.dumps({"threshold": args.threshold, "sets": documents}, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Retention scores of labelled conversations under one memory spec.

    python manage.py evaluate PATH --spec SPEC.yaml [--json]

PATH is a labelled conversation file or a directory of them (our format, or public data
whose labels ``evaluation.derive`` derives). Nothing is stored: this is the lab without the
database.
"""

from __future__ import annotations

import json
from typing import Any

from django.core.management.base import BaseCommand, CommandError

from compaction.engine import (
    LABEL_KINDS,
    EngineError,
    InvalidConversation,
    MemorySpec,
    load_conversations,
)
from evaluation import scoring
from evaluation.derive import derive_labels


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"


def _of(num: int, den: int) -> str:
    return f"{num}/{den}" if den else "-"


def _fig(value: float | None, num: int, den: int) -> str:
    """``0.667 4/6``; ``-`` when nothing counts."""
    return f"{_pct(value)} {num}/{den}" if den else "-"


def table(scores: list[scoring.ConversationScore], doc: dict[str, Any]) -> str:
    header = ("conversation", "labels", "section acc", "summary rec", "context rec",
              "stale leaks", "summary tok", "max summary", "compactions", "final ctx",
              "tokens/task", "baseline")  # fmt: skip
    rows = []
    for s in scores:
        if s.error:
            rows.append((s.id, "-", "failed", *("-",) * 9))
            continue
        rows.append(
            (s.id, str(s.labels_total),
             _fig(s.section_accuracy, s.labels_in_section, s.labels_covered),
             _fig(s.summary_recall, s.labels_in_summary, s.labels_covered),
             _fig(s.context_recall, s.labels_in_context, s.labels_total),
             _of(s.stale_leaked, s.stale_covered), str(s.summary_tokens),
             str(s.max_summary_tokens), str(s.compactions), str(s.final_context_tokens),
             str(s.tokens_per_task), str(s.baseline_tokens_per_task))
        )  # fmt: skip
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(header)]

    def line(cells: tuple[str, ...]) -> str:
        return "  ".join(
            c.ljust(w) if i == 0 else c.rjust(w)
            for i, (c, w) in enumerate(zip(cells, widths, strict=True))
        )

    out = [line(header), "  ".join("-" * w for w in widths), *(line(r) for r in rows)]
    agg = doc["aggregate"]
    out.append("")
    out.append(
        f"overall (pooled over labels; {agg['failed']} failed to score): "
        f"section accuracy {_pct(agg['section_accuracy'])} "
        f"({_of(agg['labels_in_section'], agg['labels_covered'])}), "
        f"summary recall {_pct(agg['summary_recall'])}, "
        f"context recall {_pct(agg['context_recall'])} "
        f"({_of(agg['labels_in_context'], agg['labels_total'])}), "
        f"stale leakage {_pct(agg['stale_leakage'])} "
        f"({_of(agg['stale_leaked'], agg['stale_covered'])}), "
        f"largest summary {agg['max_summary_tokens']} tokens, "
        f"tokens per task ratio {_pct(agg['tokens_per_task_ratio'])}"
    )
    out.append(f"  {'kind':<15} {'section acc':>16} {'summary rec':>16} {'context rec':>16}")
    for kind in LABEL_KINDS:
        k = agg["by_kind"].get(kind)
        if k:
            out.append(
                f"  {kind:<15} "
                f"{_fig(k['section_accuracy'], k['in_section'], k['covered']):>16} "
                f"{_fig(k['summary_recall'], k['in_summary'], k['covered']):>16} "
                f"{_fig(k['context_recall'], k['in_context'], k['labels']):>16}"
            )
    out.append(
        "section accuracy / summary recall: covered labels (established before the last "
        "summary's coverage) in the section of their kind / anywhere in the summary; context "
        "recall: all labels anywhere in the final context."
    )
    for s in scores:
        if s.error:
            out.append(f"{s.id}: failed to score: {s.error}")
        elif s.stopped:
            out.append(f"{s.id}: replay stopped: {s.stopped}")
    return "\n".join(out)


class Command(BaseCommand):
    help = (
        "Score what a memory spec keeps of labelled conversations: section accuracy, "
        "summary recall, context recall, stale leakage."
    )

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("path", help="a labelled conversation file or a directory of them")
        parser.add_argument("--spec", help="MemorySpec YAML file (default: the built-in spec)")
        parser.add_argument("--json", action="store_true", help="print JSON")

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            spec = MemorySpec.load(options["spec"]) if options["spec"] else MemorySpec()
        except EngineError as exc:
            raise CommandError(str(exc)) from exc
        try:
            conversations = load_conversations(options["path"], labeller=derive_labels)
        except (InvalidConversation, EngineError) as exc:
            raise CommandError(str(exc)) from exc
        if not any(c.labels for c in conversations):
            raise CommandError(f"{options['path']}: no labelled conversations (no labels found)")
        scores = [scoring.score_conversation(c, spec) for c in conversations]
        doc = scoring.evaluate_document(scores)
        if options["json"]:
            self.stdout.write(json.dumps(doc, indent=2))
        else:
            self.stdout.write(table(scores, doc))

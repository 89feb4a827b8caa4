"""Retention scores of labelled conversations under one memory spec.

    python manage.py evaluate PATH --spec SPEC.yaml [--json]

PATH is a labelled conversation file or a directory of them (our format, or public data
whose labels formats.py derives). Nothing is stored: this is the lab without the database.
"""

from __future__ import annotations

import json
from typing import Any

from django.core.management.base import BaseCommand, CommandError

from compaction.engine import EngineError, MemorySpec
from compaction.engine.formats import LABEL_KINDS, InvalidConversation, load_conversations
from evaluation import scoring


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"


def table(scores: list[scoring.ConversationScore], doc: dict[str, Any]) -> str:
    header = ("conversation", "labels", "kept", "recall", "stale", "compactions",
              "final ctx", "raw", "tokens/task", "baseline")  # fmt: skip
    rows = []
    for s in scores:
        if s.error:
            rows.append((s.id, "-", "-", "failed", "-", "-", "-", "-", "-", "-"))
            continue
        rows.append(
            (s.id, str(s.labels_total), str(s.labels_retained), _pct(s.recall),
             str(s.stale_mentions), str(s.compactions), str(s.final_context_tokens),
             str(s.raw_tokens), str(s.tokens_per_task), str(s.baseline_tokens_per_task))
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
        f"overall recall {_pct(agg['recall'])} (over labels; {agg['failed']} failed to score), "
        f"stale mentions {agg['stale_mentions']}, "
        f"tokens per task ratio {_pct(agg['tokens_per_task_ratio'])}"
    )
    for kind in LABEL_KINDS:
        k = agg["by_kind"].get(kind)
        if k:
            out.append(f"  {kind:<15} {k['retained']:>4}/{k['total']:<4} {_pct(k['recall'])}")
    for s in scores:
        if s.error:
            out.append(f"{s.id}: failed to score: {s.error}")
        elif s.stopped:
            out.append(f"{s.id}: replay stopped: {s.stopped}")
    return "\n".join(out)


class Command(BaseCommand):
    help = "Score what a memory spec keeps of labelled conversations (retention recall)."

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
            conversations = load_conversations(options["path"])
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

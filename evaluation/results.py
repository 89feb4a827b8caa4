"""An experiment's results: the figures per strategy (pooled over its cells), one summary
per cell, and the matrix of conversations by strategies with deltas against a baseline."""

from __future__ import annotations

from typing import Any

from compaction.engine import LABEL_KINDS

from . import scoring
from .experiments import progress
from .models import Cell, Experiment


def cells(experiment: Experiment) -> list[Cell]:
    return list(
        Cell.objects.filter(experiment=experiment)
        .select_related("strategy", "conversation")
        .order_by("conversation__slug", "strategy__name")
    )


def results(experiment: Experiment) -> dict[str, Any]:
    """Everything the results page, the API and the JSON export show."""
    rows = cells(experiment)
    by_strategy: dict[str, list[scoring.ConversationScore]] = {}
    for cell in rows:
        by_strategy.setdefault(cell.strategy.name, []).append(_cell_score(cell))
    return {
        "experiment": {
            "id": experiment.pk,
            "name": experiment.name,
            "status": experiment.status,
            "progress": progress(experiment),
        },
        "strategies": {
            name: scoring.aggregate(scores) for name, scores in sorted(by_strategy.items())
        },
        "cells": [cell_summary(cell) for cell in rows],
    }


def _cell_score(cell: Cell) -> scoring.ConversationScore:
    if cell.status == Cell.DONE and cell.result:
        return scoring.ConversationScore.from_dict(cell.result)
    reason = cell.error or f"cell is {cell.status}"
    return scoring.ConversationScore(id=cell.conversation.slug, error=reason)


def cell_result(cell: Cell) -> dict[str, Any]:
    """The stored result as this version reads it (older results lack the newer figures)."""
    return scoring.upgrade_result(cell.result or {})


def cell_summary(cell: Cell) -> dict[str, Any]:
    result = cell_result(cell)
    return {
        "cell": cell.pk,
        "conversation": cell.conversation.slug,
        "strategy": cell.strategy.name,
        "status": cell.status,
        "error": cell.error or None,
        **{key: result.get(key) for key in scoring.SUMMARY_KEYS},
    }


# Per kind, one CSV column each: ``section_accuracy_fact``, ``context_recall_decision``...
KIND_FIGURES = ("section_accuracy", "summary_recall", "context_recall")


def kind_columns() -> list[str]:
    return [f"{figure}_{kind}" for figure in KIND_FIGURES for kind in LABEL_KINDS]


# What a matrix cell shows, and compares against the baseline strategy of its row.
MATRIX_FIGURES = ("section_accuracy", "summary_recall", "context_recall", "stale_leakage")


def matrix(
    experiment: Experiment, *, baseline: str | None = None, different_only: bool = False
) -> dict[str, Any]:
    """Rows = conversations, columns = strategies; each cell's figures and tokens, with
    deltas against the baseline strategy of its row."""
    rows = cells(experiment)
    strategies = sorted({c.strategy.name for c in rows})
    if baseline not in strategies:
        baseline = strategies[0] if strategies else None
    table: dict[str, dict[str, Cell]] = {}
    for cell in rows:
        table.setdefault(cell.conversation.slug, {})[cell.strategy.name] = cell
    out_rows = []
    for slug, by_name in sorted(table.items()):
        base = by_name.get(baseline) if baseline else None
        base_result = cell_result(base) if base and base.status == Cell.DONE else {}
        entries = []
        for name in strategies:
            cell = by_name.get(name)
            entries.append(_matrix_entry(cell, base_result, is_baseline=name == baseline))
        signatures = {(*(e.get(f) for f in MATRIX_FIGURES), e["tokens_per_task"]) for e in entries}
        if different_only and len(signatures) <= 1:
            continue
        out_rows.append({"conversation": slug, "cells": entries})
    return {"strategies": strategies, "baseline": baseline, "rows": out_rows}


def _matrix_entry(cell: Cell | None, base: dict[str, Any], *, is_baseline: bool) -> dict[str, Any]:
    if cell is None:
        return {"cell": None, "status": "missing", "tokens_per_task": None,
                **dict.fromkeys(MATRIX_FIGURES)}  # fmt: skip
    result = cell_result(cell) if cell.status == Cell.DONE and cell.result else {}
    tokens = result.get("tokens_per_task")
    entry: dict[str, Any] = {
        "cell": cell,
        "status": cell.status,
        **{f: result.get(f) for f in MATRIX_FIGURES},
        "tokens_per_task": tokens,
        **{k: result.get(k) for k in scoring.SUMMARY_KEYS if k.startswith(("labels_", "stale_"))},
        "is_baseline": is_baseline,
        "tokens_ratio": None,
    }
    for f in MATRIX_FIGURES:
        entry[f"{f}_delta"] = None
        if not is_baseline and base and result.get(f) is not None and base.get(f) is not None:
            entry[f"{f}_delta"] = result[f] - base[f]
    if not is_baseline and base and tokens and base.get("tokens_per_task"):
        entry["tokens_ratio"] = tokens / base["tokens_per_task"]
    return entry


def recall_points(data: dict[str, Any]) -> list[dict[str, Any]]:
    """Context recall against tokens per task, one point per finished cell of ``results``."""
    return [
        {
            "strategy": c["strategy"],
            "label": c["conversation"],
            "tokens": c["tokens_per_task"],
            "value": c["context_recall"],
        }
        for c in data["cells"]
        if c["status"] == Cell.DONE
    ]


def optional_rows(strategies: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
    """The optional figures (semantic match, judge probes) per strategy, for a table."""
    rows = []
    for name, agg in strategies.items():
        if "semantic" in agg:
            s = agg["semantic"]
            rows.append({"strategy": name, "name": "semantic match", "recall": s["recall"],
                         "total": s["total"], "failed": s["failed"]})  # fmt: skip
        for probe, p in (agg.get("judge") or {}).items():
            rows.append({"strategy": name, "name": f"judge: {probe}", "recall": p["recall"],
                         "total": p["total"], "failed": p["failed"]})  # fmt: skip
    return rows

"""Exports people take away: an experiment's results as CSV (one row per cell) and JSON,
and a sweep as CSV, JSON and a standalone HTML report with every chart."""

from __future__ import annotations

import io
import json
from collections.abc import Mapping
from typing import Any

from django.template.loader import render_to_string

from compaction.engine import LABEL_KINDS

from . import scoring
from .charts import SWEEP_CHART_TITLES, sweep_charts
from .models import Experiment
from .results import KIND_FIGURES, cell_result, cell_summary, cells, kind_columns, results
from .sweep import RETENTION_COUNTS, RETENTION_FIGURES

# -- experiments ----------------------------------------------------------------------------


def results_frame(experiment: Experiment):
    """One row per cell (pandas): the columns of ``cell_summary`` plus section accuracy,
    summary recall and context recall per label kind."""
    import pandas as pd

    records = []
    for cell in cells(experiment):
        record = cell_summary(cell)
        by_kind = cell_result(cell).get("by_kind") or {}
        for figure in KIND_FIGURES:
            for kind in LABEL_KINDS:
                record[f"{figure}_{kind}"] = (by_kind.get(kind) or {}).get(figure)
        records.append(record)
    columns = ["cell", "conversation", "strategy", "status", "error", *scoring.SUMMARY_KEYS]
    columns += kind_columns()
    return pd.DataFrame.from_records(records, columns=columns)


def experiment_csv(experiment: Experiment) -> str:
    buffer = io.StringIO()
    results_frame(experiment).to_csv(buffer, index=False)
    return buffer.getvalue()


def experiment_json(experiment: Experiment) -> str:
    return json.dumps(experiment_document(experiment), indent=2)


def experiment_document(experiment: Experiment) -> dict[str, Any]:
    """``results`` with one flat record per cell (the CSV's columns), each with the place
    of every label and the stale items its summary leaked: the JSON export, and the
    ``results`` of a finished experiment over the API."""
    frame = results_frame(experiment)
    # pandas writes missing values as null, never NaN, in JSON.
    cells_json = json.loads(frame.to_json(orient="records"))
    by_pk = {cell.pk: cell_result(cell) for cell in cells(experiment)}
    for record in cells_json:
        result = by_pk.get(record["cell"], {})
        record["places"] = {str(lb.get("id")): lb.get("place") for lb in result.get("labels", [])}
        record["leaked"] = [str(x.get("id")) for x in result.get("stale", []) if x.get("leaked")]
    data = results(experiment)
    data["cells"] = cells_json
    return data


# -- threshold sweeps -------------------------------------------------------------------------


def csv_rows(doc: Mapping[str, Any]) -> list[dict[str, Any]]:
    rows = []
    for r in doc["thresholds"]:
        for c in r["conversations"]:
            row = {
                "threshold": r["threshold"],
                "conversation": c["id"],
                "tokens_per_task": c["tokens_per_task"],
                "baseline_tokens_per_task": c["baseline_tokens_per_task"],
                "savings_pct": c["savings_pct"],
                "compactions": c["compactions"],
                "unprofitable_compactions": c["unprofitable_compactions"],
                "compaction_request_tokens": c["compaction_request_tokens"],
                "compaction_response_tokens": c["compaction_response_tokens"],
                "compaction_cost_usd": c["compaction_cost_usd"],
                **{k: c.get(k) for k in (*RETENTION_FIGURES, *RETENTION_COUNTS)},
            }
            for model, cost in (c.get("costs") or {}).items():
                if cost:
                    row[f"{model} cost_usd"] = cost["cost_usd"]
                    row[f"{model} cost_cached_usd"] = cost["cost_cached_usd"]
            for model, aware in (c.get("cache_aware") or {}).items():
                cost = (aware.get("costs") or {}).get(model)
                row[f"{model} cache-aware tokens_per_task"] = aware["tokens_per_task"]
                if cost:
                    row[f"{model} cache-aware cost_cached_usd"] = cost["cost_cached_usd"]
            rows.append(row)
    return rows


def cache_aware_rows(doc: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Per model and threshold: the strategy as given (cache-blind by default) beside its
    cache-aware replay, for the side-by-side table."""
    out = []
    for model in doc.get("models", []):
        for r in doc["thresholds"]:
            aware = (r.get("cache_aware") or {}).get(model)
            blind = (r.get("costs") or {}).get(model)
            if not aware or not blind or not aware.get("costs"):
                continue
            out.append(
                {
                    "model": model,
                    "threshold": r["threshold"],
                    "blind_savings_pct": r["savings_pct"],
                    "aware_savings_pct": aware["savings_pct"],
                    "blind_cached_savings_pct": blind["cached_savings_pct"],
                    "aware_cached_savings_pct": aware["costs"]["cached_savings_pct"],
                    "blind_costlier": blind["conversations_costlier_than_baseline_cached"],
                    "aware_costlier": aware["costs"]["conversations_costlier_than_baseline_cached"],
                    "blind_section_accuracy": r["section_accuracy"],
                    "aware_section_accuracy": aware["section_accuracy"],
                    "micro_compactions": aware["micro_compactions"],
                    "compactions": aware["compactions"],
                }
            )
    return out


def sweep_csv(doc: Mapping[str, Any]) -> str:
    import pandas as pd

    buf = io.StringIO()
    pd.DataFrame(csv_rows(doc)).to_csv(buf, index=False)
    return buf.getvalue()


def sweep_html(doc: Mapping[str, Any], conversation_id: str | None, title: str) -> str:
    """A standalone report: plotly.js inlined once (works offline), every chart, the
    recommendation and the per-threshold table."""
    import plotly.graph_objects as go
    import plotly.io as pio

    figs = sweep_charts(doc, conversation_id)
    parts = []
    for i, (key, fig) in enumerate(figs.items()):
        parts.append(f"<h2>{SWEEP_CHART_TITLES[key]}</h2>")
        parts.append(
            pio.to_html(
                go.Figure(fig),
                include_plotlyjs="inline" if i == 0 else False,
                full_html=False,
                config={"displaylogo": False},
            )
        )
    return render_to_string(
        "evaluation/sweep_report.html",
        {
            "doc": doc,
            "title": title,
            "charts_html": "\n".join(parts),
            "cache_rows": cache_aware_rows(doc),
        },
    )

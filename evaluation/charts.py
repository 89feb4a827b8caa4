"""Plotly figures for the lab as plain JSON (data + layout). Pages embed them with
``json_script`` and draw them with the locally served plotly.js; nothing is fetched from a
CDN. Shared with the threshold sweep pages."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from compaction.engine import LABEL_KINDS

BASE_LAYOUT: dict[str, Any] = {
    "margin": {"l": 50, "r": 20, "t": 30, "b": 50},
    "legend": {"orientation": "h", "y": -0.2},
    "font": {"size": 12},
}


def figure_json(fig: Any) -> dict[str, Any]:
    """A plotly Figure as a JSON-safe dict (numpy values converted by plotly's encoder)."""
    return json.loads(fig.to_json())


# The by-kind figures a chart can show: (numerator, denominator, axis title).
KIND_CHARTS = {
    "section_accuracy": ("in_section", "covered", "section accuracy"),
    "summary_recall": ("in_summary", "covered", "summary recall"),
    "context_recall": ("in_context", "labels", "context recall"),
}


def by_kind(strategies: Mapping[str, Mapping[str, Any]], figure: str) -> dict[str, Any]:
    """Grouped bars: one figure (``KIND_CHARTS``) per label kind, one trace per strategy
    (from ``aggregate``). A kind no summary was asked to hold has no bar, not a zero."""
    import plotly.graph_objects as go

    num, den, title = KIND_CHARTS[figure]
    fig = go.Figure()
    for name, agg in strategies.items():
        kinds_of = agg.get("by_kind") or {}
        kinds = [k for k in LABEL_KINDS if k in kinds_of]
        fig.add_bar(
            name=name,
            x=[k.replace("_", " ") for k in kinds],
            y=[kinds_of[k].get(figure) for k in kinds],
            text=[f"{kinds_of[k].get(num, 0)}/{kinds_of[k].get(den, 0)}" for k in kinds],
            hovertemplate="%{x}: %{y:.2f} (%{text})",
            # outside: a zero bar still shows its count ("0/4"), which is the point
            textposition="outside",
            cliponaxis=False,
        )
    fig.update_layout(**BASE_LAYOUT, barmode="group", yaxis={"title": title, "range": [0, 1.12]})
    return figure_json(fig)


def section_accuracy_by_kind(strategies: Mapping[str, Mapping[str, Any]]) -> dict[str, Any]:
    return by_kind(strategies, "section_accuracy")


def context_recall_by_kind(strategies: Mapping[str, Mapping[str, Any]]) -> dict[str, Any]:
    return by_kind(strategies, "context_recall")


def figure_vs_tokens(
    points: Sequence[Mapping[str, Any]], title: str = "section accuracy"
) -> dict[str, Any]:
    """Scatter: x = tokens per task, y = a figure (``title`` names it); one trace per
    strategy. Each point is ``{strategy, label, tokens, value}``; points without both
    numbers are left out."""
    import plotly.graph_objects as go

    fig = go.Figure()
    by_strategy: dict[str, list[Mapping[str, Any]]] = {}
    for p in points:
        if p.get("value") is not None and p.get("tokens") is not None:
            by_strategy.setdefault(str(p["strategy"]), []).append(p)
    for name, pts in by_strategy.items():
        fig.add_scatter(
            name=name,
            mode="markers",
            x=[p["tokens"] for p in pts],
            y=[p["value"] for p in pts],
            text=[str(p.get("label", "")) for p in pts],
            hovertemplate="%{text}<br>tokens %{x}<br>" + title + " %{y:.2f}<extra></extra>",
            marker={"size": 10},
        )
    fig.update_layout(
        **BASE_LAYOUT,
        xaxis={"title": "tokens per task"},
        yaxis={"title": title, "range": [0, 1.05]},
    )
    return figure_json(fig)

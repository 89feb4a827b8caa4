"""Plotly figures for the lab as plain JSON (data + layout): the experiment charts (by
label kind, figure vs tokens) and the threshold sweep charts (savings, retention, the
savings/recall frontier, cumulative tokens, cost). Pages embed them with ``json_script``
and draw them with the locally served plotly.js; nothing is fetched from a CDN. The
sweep's HTML report (``evaluation.exports``) draws the same figures."""

from __future__ import annotations

import json
import math
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


# -- threshold sweeps ------------------------------------------------------------------


def savings_chart(doc: Mapping[str, Any]) -> dict[str, Any]:
    """Per threshold: the spread of per-conversation savings (box) and the median."""
    import plotly.graph_objects as go

    fig = go.Figure()
    rows = doc["thresholds"]
    for r in rows:
        fig.add_box(
            name=str(r["threshold"]),
            y=[c["savings_pct"] for c in r["conversations"] if c["savings_pct"] is not None],
            text=[c["id"] for c in r["conversations"] if c["savings_pct"] is not None],
            boxpoints="all",
            jitter=0.4,
            pointpos=0,
            marker={"size": 4, "color": "#2b59c3"},
            line={"color": "#2b59c3"},
            showlegend=False,
            hovertemplate="%{text}: %{y:.1f}%<extra></extra>",
        )
    fig.add_scatter(
        name="median",
        x=[str(r["threshold"]) for r in rows],
        y=[r["median_savings_pct"] for r in rows],
        mode="lines+markers",
        line={"color": "#b45309"},
    )
    fig.add_scatter(
        name="over all conversations (ratio of sums)",
        x=[str(r["threshold"]) for r in rows],
        y=[r["savings_pct"] for r in rows],
        mode="lines+markers",
        line={"color": "#15803d", "dash": "dot"},
    )
    fig.update_layout(
        **BASE_LAYOUT,
        xaxis={"title": "threshold_tokens", "type": "category"},
        yaxis={"title": "tokens per task saved (%)"},
    )
    return figure_json(fig)


# The retention lines of the per-threshold chart: key -> (name, colour, dash).
RETENTION_LINES = {
    "section_accuracy": ("section accuracy", "#15803d", "solid"),
    "summary_recall": ("summary recall", "#2b59c3", "dot"),
    "context_recall": ("context recall", "#6b7280", "dash"),
    "stale_leakage": ("stale leakage (lower is better)", "#b91c1c", "solid"),
}


def retention_chart(doc: Mapping[str, Any]) -> dict[str, Any]:
    """Per threshold: section accuracy, summary recall, context recall and stale leakage,
    each pooled over the labels of the labelled conversations."""
    import plotly.graph_objects as go

    rows = doc["thresholds"]
    fig = go.Figure()
    for key, (name, colour, dash) in RETENTION_LINES.items():
        fig.add_scatter(
            name=name,
            x=[str(r["threshold"]) for r in rows],
            y=[r.get(key) for r in rows],
            mode="lines+markers",
            line={"color": colour, "dash": dash},
            text=[f"{r.get('labelled_conversations', 0)} labelled conversations" for r in rows],
            hovertemplate="%{x}: %{y:.3f} (%{text})<extra>" + name + "</extra>",
        )
    layout: dict[str, Any] = {
        **BASE_LAYOUT,
        "xaxis": {"title": "threshold_tokens", "type": "category"},
        "yaxis": {"title": "fraction of labels (stale values)", "range": [0, 1.05]},
    }
    if all(r.get("context_recall") is None for r in rows):
        layout["annotations"] = [
            {"text": "no labelled conversations: retention unknown", "showarrow": False}
        ]
    fig.update_layout(**layout)
    return figure_json(fig)


def pareto(points: Sequence[tuple[float, float]]) -> list[int]:
    """Indexes (ascending) of the points no other point beats: none has at least their
    savings and recall and more of one. One sort and one pass, O(n log n): from the
    highest savings down, a point is beaten when a point with more savings has at least
    its recall, or one with the same savings has more recall."""
    order = sorted(range(len(points)), key=lambda i: -points[i][0])
    out: list[int] = []
    best_above = -math.inf  # the best recall among points with more savings
    start = 0
    while start < len(order):
        end = start
        savings = points[order[start]][0]
        while end < len(order) and points[order[end]][0] == savings:
            end += 1
        group = order[start:end]
        best_here = max(points[i][1] for i in group)
        out += [i for i in group if points[i][1] == best_here and best_here > best_above]
        best_above = max(best_above, best_here)
        start = end
    return sorted(out)


def frontier_chart(doc: Mapping[str, Any]) -> dict[str, Any]:
    """Savings vs context recall, one point per threshold; the Pareto frontier joined by a
    line."""
    import plotly.graph_objects as go

    rows = [
        r
        for r in doc["thresholds"]
        if r.get("context_recall") is not None and r["median_savings_pct"] is not None
    ]
    fig = go.Figure()
    rec = (doc.get("recommendation") or {}).get("tokens") or {}
    chosen = set(rec.get("thresholds") or [])
    pts = [(r["median_savings_pct"], r["context_recall"]) for r in rows]
    fig.add_scatter(
        name="threshold",
        x=[p[0] for p in pts],
        y=[p[1] for p in pts],
        text=[str(r["threshold"]) for r in rows],
        mode="markers+text",
        textposition="top center",
        marker={
            "size": 12,
            "color": ["#15803d" if r["threshold"] in chosen else "#2b59c3" for r in rows],
        },
        hovertemplate="threshold %{text}<br>median saving %{x:.1f}%<br>context recall %{y:.3f}"
        "<extra></extra>",
    )
    front = sorted((pts[i] for i in pareto(pts)), key=lambda p: p[0])
    fig.add_scatter(
        name="frontier",
        x=[p[0] for p in front],
        y=[p[1] for p in front],
        mode="lines",
        line={"color": "#b45309", "dash": "dash"},
    )
    layout: dict[str, Any] = {
        **BASE_LAYOUT,
        "xaxis": {"title": "median tokens per task saved (%)"},
        "yaxis": {"title": "context recall"},
    }
    if not rows:
        layout["annotations"] = [
            {"text": "no labelled conversations: no context recall to plot", "showarrow": False}
        ]
    fig.update_layout(**layout)
    return figure_json(fig)


def cumulative_chart(doc: Mapping[str, Any], conversation_id: str | None) -> dict[str, Any]:
    """Cumulative context tokens per model call of one conversation: raw vs each threshold."""
    import plotly.graph_objects as go

    fig = go.Figure()
    rows = doc["thresholds"]
    baseline: list[int] | None = None
    for r in rows:
        cell = next((c for c in r["conversations"] if c["id"] == conversation_id), None)
        if cell is None or "series" not in cell:
            continue
        baseline = baseline or cell["baseline_series"]
        fig.add_scatter(
            name=f"threshold {r['threshold']}",
            y=_cumsum(cell["series"]),
            mode="lines",
        )
    if baseline is not None:
        fig.add_scatter(
            name="no compaction",
            y=_cumsum(baseline),
            mode="lines",
            line={"color": "#111", "dash": "dot"},
        )
    fig.update_layout(
        **BASE_LAYOUT,
        xaxis={"title": "model call"},
        yaxis={"title": "cumulative context tokens"},
    )
    return figure_json(fig)


def cost_chart(doc: Mapping[str, Any]) -> dict[str, Any]:
    """Input cost per threshold and model, without and with prompt caching, vs no compaction."""
    import plotly.graph_objects as go

    fig = go.Figure()
    rows = doc["thresholds"]
    for model in doc.get("models", []):
        costs = [(r["costs"] or {}).get(model) for r in rows]
        if not any(costs):
            continue
        fig.add_scatter(
            name=f"{model}",
            x=[str(r["threshold"]) for r in rows],
            y=[c["cost_usd"] if c else None for c in costs],
            mode="lines+markers",
        )
        fig.add_scatter(
            name=f"{model}, prompt caching",
            x=[str(r["threshold"]) for r in rows],
            y=[c["cost_cached_usd"] if c else None for c in costs],
            mode="lines+markers",
            line={"dash": "dot"},
        )
        aware = [((r.get("cache_aware") or {}).get(model) or {}).get("costs") for r in rows]
        if any(aware):
            fig.add_scatter(
                name=f"{model}, prompt caching, cache-aware",
                x=[str(r["threshold"]) for r in rows],
                y=[c["cost_cached_usd"] if c else None for c in aware],
                mode="lines+markers",
                line={"dash": "dash"},
            )
    fig.update_layout(
        **BASE_LAYOUT,
        xaxis={"title": "threshold_tokens", "type": "category"},
        yaxis={"title": "input cost of all tasks (USD)"},
    )
    return figure_json(fig)


def _cumsum(values: Sequence[int]) -> list[int]:
    out, total = [], 0
    for v in values:
        total += v
        out.append(total)
    return out


def sweep_charts(doc: Mapping[str, Any], conversation_id: str | None) -> dict[str, dict[str, Any]]:
    """Every chart of a sweep document, by key (``SWEEP_CHART_TITLES``)."""
    return {
        "savings": savings_chart(doc),
        "retention": retention_chart(doc),
        "frontier": frontier_chart(doc),
        "cumulative": cumulative_chart(doc, conversation_id),
        "cost": cost_chart(doc),
    }


SWEEP_CHART_TITLES = {
    "savings": "Token savings per threshold (median and spread over conversations)",
    "retention": "Section accuracy, recall and stale leakage per threshold",
    "frontier": "Savings vs context recall",
    "cumulative": "Cumulative tokens per model call",
    "cost": "Input cost per threshold, with and without prompt caching, cache-blind and cache-aware",
}


def sweep_conversation_ids(doc: Mapping[str, Any] | None) -> list[str]:
    """The conversations of a sweep document, in its order."""
    if not doc or not doc.get("thresholds"):
        return []
    return [c["id"] for c in doc["thresholds"][0]["conversations"]]


def default_conversation(doc: Mapping[str, Any]) -> str | None:
    """The conversation with the most model calls: the one compaction matters most for."""
    if not doc.get("thresholds"):
        return None
    cells = doc["thresholds"][0]["conversations"]
    best = max(cells, key=lambda c: len(c.get("baseline_series") or []), default=None)
    return best["id"] if best else None


def chosen_conversation(doc: Mapping[str, Any], wanted: str | None) -> str | None:
    """The conversation the cumulative chart shows: the one asked for when the sweep has
    it, else ``default_conversation``."""
    return wanted if wanted in sweep_conversation_ids(doc) else default_conversation(doc)

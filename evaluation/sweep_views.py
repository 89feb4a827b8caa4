"""Threshold sweep pages under /lab/sweeps/: a form, a live progress bar (htmx polling),
the results with plotly charts, and exports (CSV, JSON, a standalone HTML report; PNG
from each chart's plotly modebar). Plain function views; every change goes through one
function of ``sweep_tasks``; another user's sweep is a 404."""

from __future__ import annotations

import io
import json
import math
from collections.abc import Mapping, Sequence
from typing import Any

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.template.loader import render_to_string
from django.views.decorators.http import require_GET, require_POST

from sessions.services import ServiceError

from . import sweep_tasks
from .charts import BASE_LAYOUT, figure_json
from .costs import DEFAULT_MODELS
from .sweep import DEFAULT_MIN_SAVING, DEFAULT_THRESHOLDS, RETENTION_COUNTS, RETENTION_FIGURES

# -- charts (plain plotly JSON, drawn by the locally served plotly.js) --------------------


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


def charts(doc: Mapping[str, Any], conversation_id: str | None) -> dict[str, dict[str, Any]]:
    return {
        "savings": savings_chart(doc),
        "retention": retention_chart(doc),
        "frontier": frontier_chart(doc),
        "cumulative": cumulative_chart(doc, conversation_id),
        "cost": cost_chart(doc),
    }


CHART_TITLES = {
    "savings": "Token savings per threshold (median and spread over conversations)",
    "retention": "Section accuracy, recall and stale leakage per threshold",
    "frontier": "Savings vs context recall",
    "cumulative": "Cumulative tokens per model call",
    "cost": "Input cost per threshold, with and without prompt caching, cache-blind and cache-aware",
}


# -- exports --------------------------------------------------------------------------------


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


def to_csv(doc: Mapping[str, Any]) -> str:
    import pandas as pd

    buf = io.StringIO()
    pd.DataFrame(csv_rows(doc)).to_csv(buf, index=False)
    return buf.getvalue()


def to_html(doc: Mapping[str, Any], conversation_id: str | None, title: str) -> str:
    """A standalone report: plotly.js inlined once (works offline), every chart, the
    recommendation and the per-threshold table."""
    import plotly.graph_objects as go
    import plotly.io as pio

    figs = charts(doc, conversation_id)
    parts = []
    for i, (key, fig) in enumerate(figs.items()):
        parts.append(f"<h2>{CHART_TITLES[key]}</h2>")
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


# -- views ----------------------------------------------------------------------------------


def _sweep_or_404(request: HttpRequest, pk: Any):
    try:
        return sweep_tasks.get_sweep(request.user, pk)
    except ServiceError as exc:
        raise Http404(exc.message) from exc


def _form_context(request: HttpRequest, **extra: Any) -> dict[str, Any]:
    from . import services as lab

    return {
        "sweeps": sweep_tasks.visible_sweeps(request.user)[:50],
        "conversations": lab.visible_conversations(request.user),
        "defaults": {
            "thresholds": ",".join(str(t) for t in DEFAULT_THRESHOLDS),
            "min_saving": DEFAULT_MIN_SAVING,
            "models": ",".join(DEFAULT_MODELS),
        },
        "form": request.POST if request.method == "POST" else {},
        "selected": [str(i) for i in request.POST.getlist("conversations")]
        if request.method == "POST"
        else [],
        **extra,
    }


@login_required
@require_GET
def index(request: HttpRequest) -> HttpResponse:
    return render(request, "evaluation/sweep_index.html", _form_context(request))


@login_required
@require_POST
def create(request: HttpRequest) -> HttpResponse:
    post = request.POST
    try:
        task = sweep_tasks.request_sweep(
            request.user,
            path=post.get("path", ""),
            conversation_ids=post.getlist("conversations"),
            thresholds=post.get("thresholds", "") or DEFAULT_THRESHOLDS,
            min_saving=post.get("min_saving", "") or DEFAULT_MIN_SAVING,
            strategy=post.get("strategy", "").strip() or None,
            models=post.get("models", "") or DEFAULT_MODELS,
            compare=post.get("compare") == "on",
            cache_aware=post.get("cache_aware") == "on",
        )
    except ServiceError as exc:
        ctx = _form_context(request, error=exc.message)
        return render(request, "evaluation/sweep_index.html", ctx, status=exc.status)
    return redirect("sweeps:detail", pk=task.pk)


def _conversation_ids(doc: Mapping[str, Any] | None) -> list[str]:
    if not doc or not doc.get("thresholds"):
        return []
    return [c["id"] for c in doc["thresholds"][0]["conversations"]]


def _default_conversation(doc: Mapping[str, Any]) -> str | None:
    """The conversation with the most model calls: the one compaction matters most for."""
    if not doc.get("thresholds"):
        return None
    cells = doc["thresholds"][0]["conversations"]
    best = max(cells, key=lambda c: len(c.get("baseline_series") or []), default=None)
    return best["id"] if best else None


@login_required
@require_GET
def detail(request: HttpRequest, pk: Any) -> HttpResponse:
    task = _sweep_or_404(request, pk)
    doc = task.result if task.status == task.DONE else None
    ctx: dict[str, Any] = {"task": task, "doc": doc}
    if doc:
        ids = _conversation_ids(doc)
        conv = request.GET.get("conversation")
        conv = conv if conv in ids else _default_conversation(doc)
        figs = charts(doc, conv)
        ctx.update(
            conversation_ids=ids,
            conversation=conv,
            chart_list=[
                {"key": k, "title": CHART_TITLES[k], "figure": fig, "dom_id": f"chart-{k}"}
                for k, fig in figs.items()
            ],
            compare=doc.get("compare"),
            cache_rows=cache_aware_rows(doc),
        )
    return render(request, "evaluation/sweep_detail.html", ctx)


@login_required
@require_GET
def progress(request: HttpRequest, pk: Any) -> HttpResponse:
    task = _sweep_or_404(request, pk)
    response = render(request, "evaluation/_sweep_progress.html", {"task": task})
    if task.is_finished and request.htmx:
        response["HX-Refresh"] = "true"  # show the results page
    return response


@login_required
@require_POST
def cancel(request: HttpRequest, pk: Any) -> HttpResponse:
    task = sweep_tasks.cancel_sweep(_sweep_or_404(request, pk))
    if request.htmx:
        return render(request, "evaluation/_sweep_progress.html", {"task": task})
    return redirect("sweeps:detail", pk=task.pk)


@login_required
@require_POST
def delete(request: HttpRequest, pk: Any) -> HttpResponse:
    task = _sweep_or_404(request, pk)
    try:
        sweep_tasks.delete_sweep(task)
    except ServiceError as exc:
        return JsonResponse({"code": exc.code, "message": exc.message}, status=exc.status)
    return redirect("sweeps:index")


@login_required
@require_GET
def export(request: HttpRequest, pk: Any, fmt: str) -> HttpResponse:
    task = _sweep_or_404(request, pk)
    if task.status != task.DONE or not task.result:
        return JsonResponse(
            {"code": "not_ready", "message": f"the sweep is {task.status}, nothing to export"},
            status=409,
        )
    doc = task.result
    name = f"sweep-{str(task.pk)[:8]}"
    if fmt == "json":
        response = HttpResponse(json.dumps(doc, indent=2), content_type="application/json")
    elif fmt == "csv":
        response = HttpResponse(to_csv(doc), content_type="text/csv; charset=utf-8")
    elif fmt == "html":
        conv = request.GET.get("conversation")
        conv = conv if conv in _conversation_ids(doc) else _default_conversation(doc)
        response = HttpResponse(
            to_html(doc, conv, f"Threshold sweep {name}"), content_type="text/html; charset=utf-8"
        )
    else:
        return JsonResponse(
            {"code": "bad_format", "message": f"format {fmt!r}: expected csv, json or html"},
            status=400,
        )
    response["Content-Disposition"] = f'attachment; filename="{name}.{fmt}"'
    return response

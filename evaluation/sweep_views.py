"""Threshold sweep pages under /lab/sweeps/: a form, a live progress bar (htmx polling),
the results with plotly charts, and exports (CSV, JSON, a standalone HTML report; PNG
from each chart's plotly modebar). Plain function views: charts come from
``evaluation.charts``, exports from ``evaluation.exports``, every change goes through one
function of ``sweep_tasks``; another user's sweep is a 404."""

from __future__ import annotations

import json
from typing import Any

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_POST

from memorylab.errors import ServiceError

from . import charts, exports, sweep_tasks
from .conversations import visible_conversations
from .costs import DEFAULT_MODELS
from .sweep import DEFAULT_MIN_SAVING, DEFAULT_THRESHOLDS


def _form_context(request: HttpRequest, **extra: Any) -> dict[str, Any]:
    return {
        "sweeps": sweep_tasks.visible_sweeps(request.user)[:50],
        "conversations": visible_conversations(request.user),
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
            min_saving=post.get("min_saving", "").strip() or None,
            strategy=post.get("strategy", "").strip() or None,
            models=post.get("models", "") or DEFAULT_MODELS,
            compare=post.get("compare") == "on",
            cache_aware=post.get("cache_aware") == "on",
        )
    except ServiceError as exc:
        ctx = _form_context(request, error=exc.message)
        return render(request, "evaluation/sweep_index.html", ctx, status=exc.status)
    return redirect("sweeps:detail", pk=task.pk)


@login_required
@require_GET
def detail(request: HttpRequest, pk: Any) -> HttpResponse:
    task = sweep_tasks.get_sweep(request.user, pk)
    doc = task.result if task.status == task.DONE else None
    ctx: dict[str, Any] = {"task": task, "doc": doc}
    if doc:
        conv = charts.chosen_conversation(doc, request.GET.get("conversation"))
        figs = charts.sweep_charts(doc, conv)
        ctx.update(
            conversation_ids=charts.sweep_conversation_ids(doc),
            conversation=conv,
            chart_list=[
                {
                    "key": k,
                    "title": charts.SWEEP_CHART_TITLES[k],
                    "figure": fig,
                    "dom_id": f"chart-{k}",
                }  # fmt: skip
                for k, fig in figs.items()
            ],
            compare=doc.get("compare"),
            cache_rows=exports.cache_aware_rows(doc),
        )
    return render(request, "evaluation/sweep_detail.html", ctx)


@login_required
@require_GET
def progress(request: HttpRequest, pk: Any) -> HttpResponse:
    task = sweep_tasks.get_sweep(request.user, pk)
    response = render(request, "evaluation/_sweep_progress.html", {"task": task})
    if task.is_finished and request.htmx:
        response["HX-Refresh"] = "true"  # show the results page
    return response


@login_required
@require_POST
def cancel(request: HttpRequest, pk: Any) -> HttpResponse:
    task = sweep_tasks.cancel_sweep(sweep_tasks.get_sweep(request.user, pk))
    if request.htmx:
        return render(request, "evaluation/_sweep_progress.html", {"task": task})
    return redirect("sweeps:detail", pk=task.pk)


@login_required
@require_POST
def delete(request: HttpRequest, pk: Any) -> HttpResponse:
    task = sweep_tasks.get_sweep(request.user, pk)
    try:
        sweep_tasks.delete_sweep(task)
    except ServiceError as exc:
        return JsonResponse({"code": exc.code, "message": exc.message}, status=exc.status)
    return redirect("sweeps:index")


@login_required
@require_GET
def export(request: HttpRequest, pk: Any, fmt: str) -> HttpResponse:
    task = sweep_tasks.get_sweep(request.user, pk)
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
        response = HttpResponse(exports.sweep_csv(doc), content_type="text/csv; charset=utf-8")
    elif fmt == "html":
        conv = charts.chosen_conversation(doc, request.GET.get("conversation"))
        response = HttpResponse(
            exports.sweep_html(doc, conv, f"Threshold sweep {name}"),
            content_type="text/html; charset=utf-8",
        )
    else:
        return JsonResponse(
            {"code": "bad_format", "message": f"format {fmt!r}: expected csv, json or html"},
            status=400,
        )
    response["Content-Disposition"] = f'attachment; filename="{name}.{fmt}"'
    return response

"""The lab's pages: plain function views under /lab/. Another user's rows are 404s (the
services' ``NotFound`` is Django's ``Http404``); every change goes through one service
function; every page works without JavaScript (htmx polls the progress bar, a script
prefills the label form from a text selection)."""

from __future__ import annotations

import json
from typing import Any

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from compaction.engine import LABEL_KINDS
from memorylab.errors import Invalid, ServiceError

from . import charts, conversations, drilldown, experiments, exports, labels, results, strategies
from .models import Experiment, LabelledConversation


def _index_context(request: HttpRequest, **extra: Any) -> dict[str, Any]:
    user = request.user
    return {
        "conversations": conversations.search_conversations(user, request.GET.get("q", "")[:200]),
        "strategies": strategies.visible_strategies(user),
        "experiments": experiments.visible_experiments(user)[:50],
        "kinds": LABEL_KINDS,
        "q": request.GET.get("q", "")[:200],
        **extra,
    }


def _index_error(request: HttpRequest, exc: ServiceError, **extra: Any) -> HttpResponse:
    ctx = _index_context(request, error=exc.message, **extra)
    return render(request, "evaluation/index.html", ctx, status=exc.status)


@login_required
@require_GET
def index(request: HttpRequest) -> HttpResponse:
    return render(request, "evaluation/index.html", _index_context(request))


# -- conversations -----------------------------------------------------------------------


@login_required
@require_POST
def upload(request: HttpRequest) -> HttpResponse:
    upload = request.FILES.get("file")
    derive = request.POST.get("derive") == "on"
    replace = request.POST.get("replace") == "on"
    try:
        if upload is None:
            raise Invalid("file: choose a JSON file to upload")
        # parsed whole in memory: bounded apart from the (streamed) session imports
        limit = settings.MEMORYLAB_MAX_LAB_UPLOAD_BYTES
        if upload.size > limit:
            raise Invalid(
                f"file: larger than {limit / 2**20:g} MB (MEMORYLAB_MAX_LAB_UPLOAD_BYTES)"
            )
        data = conversations.parse_upload(upload.read(), upload.name)
        rows = conversations.import_conversations(
            request.user, data, name=upload.name, derive=derive, replace=replace
        )
    except ServiceError as exc:
        return _index_error(request, exc)
    messages.success(request, f"Imported {len(rows)} conversation(s).")
    if len(rows) == 1:
        return redirect("evaluation:conversation", pk=rows[0].pk)
    return redirect("evaluation:index")


@login_required
@require_POST
def import_shipped(request: HttpRequest) -> HttpResponse:
    try:
        rows = conversations.import_shipped(
            request.user, replace=request.POST.get("replace") == "on"
        )
        strategies.ensure_default_strategies(request.user)
    except ServiceError as exc:
        return _index_error(request, exc)
    messages.success(request, f"Loaded {len(rows)} labelled conversation(s) and two strategies.")
    return redirect("evaluation:index")


def _conversation_page(
    request: HttpRequest, conv: LabelledConversation, *, status: int = 200, **extra: Any
) -> HttpResponse:
    ctx = {
        "conv": conv,
        "rows": conversations.message_rows(conv),
        "labels": conv.labels.all(),
        "kinds": LABEL_KINDS,
        "stale": conv.stale,
        **extra,
    }
    return render(request, "evaluation/conversation.html", ctx, status=status)


@login_required
@require_GET
def conversation(request: HttpRequest, pk: int) -> HttpResponse:
    return _conversation_page(request, conversations.get_conversation(request.user, pk))


@login_required
@require_GET
def conversation_export(request: HttpRequest, pk: int) -> HttpResponse:
    conv = conversations.get_conversation(request.user, pk)
    body = json.dumps(conversations.export_conversation(conv), indent=1, ensure_ascii=False)
    response = HttpResponse(body, content_type="application/json")
    response["Content-Disposition"] = f'attachment; filename="{conv.slug}.json"'
    return response


@login_required
@require_POST
def conversation_delete(request: HttpRequest, pk: int) -> HttpResponse:
    conv = conversations.get_conversation(request.user, pk)
    conversations.delete_conversation(conv)
    messages.success(request, f"Deleted {conv.slug}.")
    return redirect("evaluation:index")


def _label_fields(request: HttpRequest) -> dict[str, Any]:
    return {
        "kind": request.POST.get("kind", ""),
        "text": request.POST.get("text", "")[:2000],
        "evidence": request.POST.get("evidence", "")[:2000],
        "message_index": request.POST.get("message_index", ""),
    }


@login_required
@require_POST
def label_add(request: HttpRequest, pk: int) -> HttpResponse:
    conv = conversations.get_conversation(request.user, pk)
    fields = _label_fields(request)
    try:
        labels.add_label(conv, label_id=request.POST.get("label_id") or None, **fields)
    except ServiceError as exc:
        return _conversation_page(
            request, conv, status=exc.status, label_error=exc.message, form=fields
        )
    messages.success(request, "Label added.")
    return redirect(reverse("evaluation:conversation", args=[conv.pk]) + "#labels")


@login_required
def label_edit(request: HttpRequest, pk: int) -> HttpResponse:
    label = labels.get_label(request.user, pk)
    conv = label.conversation
    if request.method == "POST":
        fields = _label_fields(request)
        try:
            labels.update_label(label, **fields)
        except ServiceError as exc:
            ctx = {"label": label, "conv": conv, "kinds": LABEL_KINDS, "error": exc.message,
                   "form": fields}  # fmt: skip
            return render(request, "evaluation/label_edit.html", ctx, status=exc.status)
        messages.success(request, f"Label {label.label_id} saved.")
        return redirect(reverse("evaluation:conversation", args=[conv.pk]) + "#labels")
    form = {
        "kind": label.kind,
        "text": label.text,
        "evidence": "\n".join(label.evidence),
        "message_index": label.message_index,
    }
    ctx = {"label": label, "conv": conv, "kinds": LABEL_KINDS, "form": form}
    return render(request, "evaluation/label_edit.html", ctx)


@login_required
@require_POST
def label_delete(request: HttpRequest, pk: int) -> HttpResponse:
    label = labels.get_label(request.user, pk)
    conv = label.conversation
    labels.delete_label(label)
    messages.success(request, f"Label {label.label_id} deleted.")
    return redirect(reverse("evaluation:conversation", args=[conv.pk]) + "#labels")


# -- strategies --------------------------------------------------------------------------


@login_required
@require_POST
def strategy_create(request: HttpRequest) -> HttpResponse:
    try:
        strategies.create_strategy(
            request.user, request.POST.get("name", ""), request.POST.get("spec", "")[:20000]
        )
    except ServiceError as exc:
        return _index_error(
            request,
            exc,
            strategy_form={
                "name": request.POST.get("name", ""),
                "spec": request.POST.get("spec", ""),
            },  # fmt: skip
        )
    messages.success(request, "Strategy saved.")
    return redirect(reverse("evaluation:index") + "#strategies")


@login_required
@require_POST
def strategy_delete(request: HttpRequest, pk: int) -> HttpResponse:
    strategies.delete_strategy(strategies.get_strategy(request.user, pk))
    messages.success(request, "Strategy deleted.")
    return redirect(reverse("evaluation:index") + "#strategies")


# -- experiments -------------------------------------------------------------------------


@login_required
@require_POST
def experiment_create(request: HttpRequest) -> HttpResponse:
    try:
        experiment = experiments.create_experiment(
            request.user,
            request.POST.get("name", ""),
            request.POST.getlist("strategies"),
            request.POST.getlist("conversations"),
            options={
                key: request.POST.get(key, "")[:200]
                for key in experiments.OPTION_KEYS
                if request.POST.get(key, "").strip()
            },
        )
    except ServiceError as exc:
        return _index_error(request, exc)
    return redirect("evaluation:experiment", pk=experiment.pk)


def _progress_context(experiment: Experiment) -> dict[str, Any]:
    experiment.refresh_from_db()
    return {"experiment": experiment, "progress": experiments.progress(experiment)}


@login_required
@require_GET
def experiment_progress(request: HttpRequest, pk: int) -> HttpResponse:
    experiment = experiments.get_experiment(request.user, pk)
    response = render(request, "evaluation/_progress.html", _progress_context(experiment))
    if not experiment.is_active and request.headers.get("HX-Request"):
        # Finished while the page was open: reload it once to show the results.
        response["HX-Refresh"] = "true"
    return response


@login_required
@require_GET
def experiment(request: HttpRequest, pk: int) -> HttpResponse:
    exp = experiments.get_experiment(request.user, pk)
    different_only = request.GET.get("different") == "on"
    data = results.results(exp)
    matrix = results.matrix(
        exp, baseline=request.GET.get("baseline") or None, different_only=different_only
    )
    points = results.recall_points(data)
    by_strategy = data["strategies"]
    ctx = {
        **_progress_context(exp),
        "matrix": matrix,
        "aggregates": [
            {"name": name, "agg": agg, "kinds": [agg["by_kind"].get(k) for k in LABEL_KINDS]}
            for name, agg in by_strategy.items()
        ],
        "kinds": LABEL_KINDS,
        "different_only": different_only,
        "optional_rows": results.optional_rows(by_strategy),
        "chart_sections": charts.section_accuracy_by_kind(by_strategy) if points else None,
        "chart_kinds": charts.context_recall_by_kind(by_strategy) if points else None,
        "chart_scatter": charts.figure_vs_tokens(points, "context recall") if points else None,
    }
    return render(request, "evaluation/experiment.html", ctx)


@login_required
@require_POST
def experiment_cancel(request: HttpRequest, pk: int) -> HttpResponse:
    experiments.cancel_experiment(experiments.get_experiment(request.user, pk))
    messages.success(request, "Cancel requested: the cell in progress finishes, then it stops.")
    return redirect("evaluation:experiment", pk=pk)


@login_required
@require_POST
def experiment_resume(request: HttpRequest, pk: int) -> HttpResponse:
    exp = experiments.get_experiment(request.user, pk)
    try:
        experiments.resume_experiment(exp, force=request.POST.get("force") == "1")
    except ServiceError as exc:
        messages.error(request, exc.message)
    return redirect("evaluation:experiment", pk=pk)


@login_required
@require_POST
def experiment_delete(request: HttpRequest, pk: int) -> HttpResponse:
    experiments.delete_experiment(experiments.get_experiment(request.user, pk))
    messages.success(request, "Experiment deleted.")
    return redirect("evaluation:index")


@login_required
@require_GET
def experiment_export(request: HttpRequest, pk: int, fmt: str) -> HttpResponse:
    exp = experiments.get_experiment(request.user, pk)
    if fmt == "csv":
        response = HttpResponse(exports.experiment_csv(exp), content_type="text/csv")
    elif fmt == "json":
        response = HttpResponse(exports.experiment_json(exp), content_type="application/json")
    else:
        raise Http404(f"no export format {fmt!r} (csv or json)")
    response["Content-Disposition"] = f'attachment; filename="experiment-{exp.pk}.{fmt}"'
    return response


@login_required
@require_GET
def cell(request: HttpRequest, pk: int, cell_pk: int) -> HttpResponse:
    exp = experiments.get_experiment(request.user, pk)
    ctx = {"experiment": exp, **drilldown.cell_context(drilldown.get_cell(exp, cell_pk))}
    return render(request, "evaluation/cell.html", ctx)

"""The lab's pages: plain function views under /lab/. Another user's rows are 404s; every
change goes through one service function; every page works without JavaScript (htmx
polls the progress bar, a script prefills the label form from a text selection)."""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from compaction.engine import LABEL_KINDS, PLACEMENTS, EngineError, Message
from sessions.services import ServiceError

from . import charts, services
from .models import Cell, Experiment

MAX_UPLOAD_BYTES = 20 * 1024 * 1024
TEXT_PREVIEW = 4000
LONG_CHARS = 1200  # longer raw bodies are collapsed in the diff (<details>, no JS needed)


def _or_404(fn, request: HttpRequest, pk: Any):
    try:
        return fn(request.user, pk)
    except ServiceError as exc:
        raise Http404(exc.message) from exc


def _index_context(request: HttpRequest, **extra: Any) -> dict[str, Any]:
    user = request.user
    return {
        "conversations": services.search_conversations(user, request.GET.get("q", "")[:200]),
        "strategies": services.visible_strategies(user),
        "experiments": services.visible_experiments(user)[:50],
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
            raise services.Invalid("file: choose a JSON file to upload")
        if upload.size > MAX_UPLOAD_BYTES:
            raise services.Invalid(f"file: larger than {MAX_UPLOAD_BYTES // 2**20} MB")
        data = services.parse_upload(upload.read(), upload.name)
        rows = services.import_conversations(
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
        rows = services.import_shipped(request.user, replace=request.POST.get("replace") == "on")
        services.ensure_default_strategies(request.user)
    except ServiceError as exc:
        return _index_error(request, exc)
    messages.success(request, f"Loaded {len(rows)} labelled conversation(s) and two strategies.")
    return redirect("evaluation:index")


def _message_rows(conv) -> list[dict[str, Any]]:
    labels_at: dict[int, list] = {}
    for label in conv.labels.all():
        labels_at.setdefault(label.message_index, []).append(label)
    rows = []
    for i, raw in enumerate(conv.messages):
        try:
            text = Message.from_dict(raw).plain_text()
        except EngineError:
            text = str(raw)
        rows.append(
            {
                "index": i,
                "role": raw.get("role", "?"),
                "text": text,
                "long": len(text) > TEXT_PREVIEW,
                "labels": labels_at.get(i, []),
            }
        )
    return rows


def _conversation_page(request: HttpRequest, conv, *, status: int = 200, **extra: Any):
    ctx = {
        "conv": conv,
        "rows": _message_rows(conv),
        "labels": conv.labels.all(),
        "kinds": LABEL_KINDS,
        "stale": conv.stale,
        **extra,
    }
    return render(request, "evaluation/conversation.html", ctx, status=status)


@login_required
@require_GET
def conversation(request: HttpRequest, pk: int) -> HttpResponse:
    return _conversation_page(request, _or_404(services.get_conversation, request, pk))


@login_required
@require_GET
def conversation_export(request: HttpRequest, pk: int) -> HttpResponse:
    import json

    conv = _or_404(services.get_conversation, request, pk)
    body = json.dumps(services.export_conversation(conv), indent=1, ensure_ascii=False)
    response = HttpResponse(body, content_type="application/json")
    response["Content-Disposition"] = f'attachment; filename="{conv.slug}.json"'
    return response


@login_required
@require_POST
def conversation_delete(request: HttpRequest, pk: int) -> HttpResponse:
    conv = _or_404(services.get_conversation, request, pk)
    services.delete_conversation(conv)
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
    conv = _or_404(services.get_conversation, request, pk)
    fields = _label_fields(request)
    try:
        services.add_label(conv, label_id=request.POST.get("label_id") or None, **fields)
    except ServiceError as exc:
        return _conversation_page(
            request, conv, status=exc.status, label_error=exc.message, form=fields
        )
    messages.success(request, "Label added.")
    return redirect(reverse("evaluation:conversation", args=[conv.pk]) + "#labels")


@login_required
def label_edit(request: HttpRequest, pk: int) -> HttpResponse:
    label = _or_404(services.get_label, request, pk)
    conv = label.conversation
    if request.method == "POST":
        fields = _label_fields(request)
        try:
            services.update_label(label, **fields)
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
    label = _or_404(services.get_label, request, pk)
    conv = label.conversation
    services.delete_label(label)
    messages.success(request, f"Label {label.label_id} deleted.")
    return redirect(reverse("evaluation:conversation", args=[conv.pk]) + "#labels")


# -- strategies --------------------------------------------------------------------------


@login_required
@require_POST
def strategy_create(request: HttpRequest) -> HttpResponse:
    try:
        services.create_strategy(
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
    services.delete_strategy(_or_404(services.get_strategy, request, pk))
    messages.success(request, "Strategy deleted.")
    return redirect(reverse("evaluation:index") + "#strategies")


# -- experiments -------------------------------------------------------------------------


@login_required
@require_POST
def experiment_create(request: HttpRequest) -> HttpResponse:
    try:
        experiment = services.create_experiment(
            request.user,
            request.POST.get("name", ""),
            request.POST.getlist("strategies"),
            request.POST.getlist("conversations"),
            options={
                key: request.POST.get(key, "")[:200]
                for key in services.OPTION_KEYS
                if request.POST.get(key, "").strip()
            },
        )
    except ServiceError as exc:
        return _index_error(request, exc)
    return redirect("evaluation:experiment", pk=experiment.pk)


def _progress_context(experiment: Experiment) -> dict[str, Any]:
    experiment.refresh_from_db()
    return {"experiment": experiment, "progress": services.progress(experiment)}


@login_required
@require_GET
def experiment_progress(request: HttpRequest, pk: int) -> HttpResponse:
    experiment = _or_404(services.get_experiment, request, pk)
    response = render(request, "evaluation/_progress.html", _progress_context(experiment))
    if not experiment.is_active and request.headers.get("HX-Request"):
        # Finished while the page was open: reload it once to show the results.
        response["HX-Refresh"] = "true"
    return response


@login_required
@require_GET
def experiment(request: HttpRequest, pk: int) -> HttpResponse:
    exp = _or_404(services.get_experiment, request, pk)
    baseline = request.GET.get("baseline") or None
    different_only = request.GET.get("different") == "on"
    data = services.results(exp)
    matrix = services.matrix(exp, baseline=baseline, different_only=different_only)
    points = [
        {
            "strategy": c["strategy"],
            "label": c["conversation"],
            "tokens": c["tokens_per_task"],
            "value": c["context_recall"],
        }  # fmt: skip
        for c in data["cells"]
        if c["status"] == Cell.DONE
    ]
    ctx = {
        **_progress_context(exp),
        "matrix": matrix,
        "aggregates": [
            {"name": name, "agg": agg, "kinds": [agg["by_kind"].get(k) for k in LABEL_KINDS]}
            for name, agg in data["strategies"].items()
        ],
        "kinds": LABEL_KINDS,
        "different_only": different_only,
        "optional_rows": _optional_rows(data["strategies"]),
        "chart_sections": charts.section_accuracy_by_kind(data["strategies"]) if points else None,
        "chart_kinds": charts.context_recall_by_kind(data["strategies"]) if points else None,
        "chart_scatter": charts.figure_vs_tokens(points, "context recall") if points else None,
    }
    return render(request, "evaluation/experiment.html", ctx)


def _optional_rows(strategies: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
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


@login_required
@require_POST
def experiment_cancel(request: HttpRequest, pk: int) -> HttpResponse:
    services.cancel_experiment(_or_404(services.get_experiment, request, pk))
    messages.success(request, "Cancel requested: the cell in progress finishes, then it stops.")
    return redirect("evaluation:experiment", pk=pk)


@login_required
@require_POST
def experiment_resume(request: HttpRequest, pk: int) -> HttpResponse:
    try:
        services.resume_experiment(
            _or_404(services.get_experiment, request, pk), force=request.POST.get("force") == "1"
        )
    except ServiceError as exc:
        messages.error(request, exc.message)
    return redirect("evaluation:experiment", pk=pk)


@login_required
@require_POST
def experiment_delete(request: HttpRequest, pk: int) -> HttpResponse:
    services.delete_experiment(_or_404(services.get_experiment, request, pk))
    messages.success(request, "Experiment deleted.")
    return redirect("evaluation:index")


@login_required
@require_GET
def experiment_export(request: HttpRequest, pk: int, fmt: str) -> HttpResponse:
    exp = _or_404(services.get_experiment, request, pk)
    if fmt not in ("csv", "json"):
        raise Http404(f"no export format {fmt!r} (csv or json)")
    if fmt == "csv":
        response = HttpResponse(services.export_csv(exp), content_type="text/csv")
    else:
        response = HttpResponse(services.export_json(exp), content_type="application/json")
    response["Content-Disposition"] = f'attachment; filename="experiment-{exp.pk}.{fmt}"'
    return response


def _text(message: dict[str, Any] | None) -> str:
    if message is None:
        return ""
    try:
        return Message.from_dict(message).plain_text()
    except EngineError:
        return str(message)


def _diff_rows(raw: list[dict[str, Any]], context: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [
        {
            **row,
            "role": (row["raw"] or row["ctx"] or {}).get("role", "?"),
            "raw_text": _text(row["raw"]),
            "raw_long": len(_text(row["raw"])) > LONG_CHARS,
            "ctx_text": _text(row["ctx"]) if row["status"] != "same" else "",
        }
        for row in services.align_contexts(raw, context)
    ]


@login_required
@require_GET
def cell(request: HttpRequest, pk: int, cell_pk: int) -> HttpResponse:
    exp = _or_404(services.get_experiment, request, pk)
    item = (
        Cell.objects.filter(experiment=exp, pk=cell_pk)
        .select_related("strategy", "conversation")
        .first()
    )
    if item is None:
        raise Http404("no such cell")
    result = services.cell_result(item)
    labels = services.label_rows(item)
    ctx = {
        "experiment": exp,
        "cell": item,
        "result": result,
        "labels": labels,
        "place_counts": _place_counts(labels),
        "stale": services.stale_rows(item),
        "snapshots": result.get("snapshots", []),
        "diff": _diff_rows(item.conversation.messages, result.get("final_context", [])),
        "context_size": len(result.get("final_context", [])),
    }
    return render(request, "evaluation/cell.html", ctx)


def _place_counts(labels: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """How many labels sit at each place, in the engine's order (best first)."""
    counts: dict[str, int] = {}
    for label in labels:
        counts[label["place"]] = counts.get(label["place"], 0) + 1
    order = [*PLACEMENTS, *sorted(set(counts) - set(PLACEMENTS), key=str)]
    return [
        {"place": p, "mark": services.PLACE_MARKS.get(p, str(p)), "count": counts[p]}
        for p in order
        if p in counts
    ]

"""The lab over REST (/api/v1/evaluation/...): labelled conversations, strategies,
experiments and their results. Each operation calls one service function."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, HttpResponse
from ninja import Body, Router, Schema, Status

from . import services

router = Router(tags=["evaluation"])


class LabelIn(Schema):
    kind: str
    text: str = ""
    evidence: list[str]
    message_index: int
    id: str | None = None


class StrategyIn(Schema):
    name: str
    spec: dict[str, Any] | str


class ExperimentIn(Schema):
    name: str = ""
    strategies: list[int]
    conversations: list[int]
    # Optional scoring: judge_model, semantic_model, semantic_threshold (off when absent).
    options: dict[str, Any] = {}


def _conversation_dict(conv, *, full: bool = False) -> dict[str, Any]:
    out: dict[str, Any] = {
        "pk": conv.pk,
        "id": conv.slug,
        "title": conv.title,
        "source": conv.source,
        "messages": len(conv.messages),
        "labels": conv.labels.count(),
    }
    if full:
        out["document"] = services.export_conversation(conv)
    return out


def _experiment_dict(experiment) -> dict[str, Any]:
    return {
        "id": experiment.pk,
        "name": experiment.name,
        "status": experiment.status,
        "cancel_requested": experiment.cancel_requested,
        "progress": services.progress(experiment),
        "error": experiment.error or None,
        "options": experiment.options,
        "strategies": list(experiment.strategies.values_list("pk", flat=True)),
        "conversations": list(experiment.conversations.values_list("pk", flat=True)),
        "created": experiment.created.isoformat(),
    }


@router.post("/conversations", response={201: dict})
def import_conversations(
    request: HttpRequest,
    document: Any = Body(...),  # noqa: B008  (ninja's way to take the raw JSON body)
    derive: bool = False,
    replace: bool = False,
):
    """Import one labelled conversation, a list of them, or public data (``derive=true``
    keeps the labels derived from it)."""
    rows = services.import_conversations(
        request.user, document, name="body", derive=derive, replace=replace
    )
    return Status(201, {"imported": [_conversation_dict(r) for r in rows]})


@router.get("/conversations", response=dict)
def list_conversations(request: HttpRequest, q: str = ""):
    rows = services.search_conversations(request.user, q)
    return {"conversations": [_conversation_dict(r) for r in rows]}


@router.get("/conversations/{pk}", response=dict)
def get_conversation(request: HttpRequest, pk: int):
    return _conversation_dict(services.get_conversation(request.user, pk), full=True)


@router.delete("/conversations/{pk}", response={204: None})
def delete_conversation(request: HttpRequest, pk: int):
    services.delete_conversation(services.get_conversation(request.user, pk))
    return Status(204, None)


@router.post("/conversations/{pk}/labels", response={201: dict})
def add_label(request: HttpRequest, pk: int, payload: LabelIn):
    conv = services.get_conversation(request.user, pk)
    label = services.add_label(
        conv,
        kind=payload.kind,
        text=payload.text,
        evidence=payload.evidence,
        message_index=payload.message_index,
        label_id=payload.id,
    )
    return Status(201, {"pk": label.pk, **label.to_dict()})


@router.put("/labels/{pk}", response=dict)
def update_label(request: HttpRequest, pk: int, payload: LabelIn):
    label = services.update_label(
        services.get_label(request.user, pk),
        kind=payload.kind,
        text=payload.text,
        evidence=payload.evidence,
        message_index=payload.message_index,
    )
    return {"pk": label.pk, **label.to_dict()}


@router.delete("/labels/{pk}", response={204: None})
def delete_label(request: HttpRequest, pk: int):
    services.delete_label(services.get_label(request.user, pk))
    return Status(204, None)


@router.post("/strategies", response={201: dict, 409: dict})
def create_strategy(request: HttpRequest, payload: StrategyIn):
    strategy = services.create_strategy(request.user, payload.name, payload.spec)
    return Status(201, {"id": strategy.pk, "name": strategy.name, "spec": strategy.spec})


@router.get("/strategies", response=dict)
def list_strategies(request: HttpRequest):
    return {
        "strategies": [
            {"id": s.pk, "name": s.name, "spec": s.spec}
            for s in services.visible_strategies(request.user)
        ]
    }


@router.post("/experiments", response={202: dict, 404: dict, 429: dict})
def create_experiment(request: HttpRequest, payload: ExperimentIn):
    experiment = services.create_experiment(
        request.user,
        payload.name,
        payload.strategies,
        payload.conversations,
        options=payload.options,
    )
    return Status(202, _experiment_dict(experiment))


@router.get("/experiments/{pk}", response=dict)
def get_experiment(request: HttpRequest, pk: int):
    return _experiment_dict(services.get_experiment(request.user, pk))


@router.post("/experiments/{pk}/cancel", response=dict)
def cancel_experiment(request: HttpRequest, pk: int):
    experiment = services.cancel_experiment(services.get_experiment(request.user, pk))
    return _experiment_dict(experiment)


@router.post("/experiments/{pk}/resume", response={202: dict, 429: dict})
def resume_experiment(request: HttpRequest, pk: int, force: bool = False):
    """Run unfinished cells again; ``force`` when a pending/running one has no worker."""
    experiment = services.resume_experiment(services.get_experiment(request.user, pk), force=force)
    return Status(202, _experiment_dict(experiment))


@router.get("/experiments/{pk}/results", response=dict)
def experiment_results(request: HttpRequest, pk: int):
    return services.results(services.get_experiment(request.user, pk))


@router.get("/experiments/{pk}/export.csv")
def export_csv(request: HttpRequest, pk: int):
    experiment = services.get_experiment(request.user, pk)
    response = HttpResponse(services.export_csv(experiment), content_type="text/csv")
    response["Content-Disposition"] = f'attachment; filename="experiment-{experiment.pk}.csv"'
    return response

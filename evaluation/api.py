"""The lab over REST (/api/v1/evaluation/...): labelled conversations, strategies,
experiments and their results. Each operation calls one service function; the shapes
are in ``evaluation.schemas``."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, HttpResponse
from ninja import Body, Query, Router, Status

from memorylab.schemas import errors

from . import conversations, experiments, exports, labels, results, strategies
from .models import Experiment, Label, LabelledConversation, Strategy
from .schemas import (
    ConversationDetailOut,
    ConversationListOut,
    ExperimentDetailOut,
    ExperimentIn,
    ExperimentListOut,
    ImportedOut,
    LabelIn,
    LabelOut,
    ResultsOut,
    StrategyIn,
    StrategyListOut,
    StrategyOut,
)

router = Router(tags=["evaluation"])


def _conversation(conv: LabelledConversation, *, full: bool = False) -> dict[str, Any]:
    n_labels = getattr(conv, "n_labels", None)
    out: dict[str, Any] = {
        "pk": conv.pk,
        "id": conv.slug,
        "title": conv.title,
        "source": conv.source,
        "messages": len(conv.messages),
        "labels": conv.labels.count() if n_labels is None else n_labels,
    }
    if full:
        out["document"] = conversations.export_conversation(conv)
    return out


def _label(label: Label) -> dict[str, Any]:
    return {"pk": label.pk, **label.to_dict()}


def _strategy(strategy: Strategy) -> dict[str, Any]:
    return {"id": strategy.pk, "name": strategy.name, "spec": strategy.spec}


def _experiment(
    experiment: Experiment, *, detail: bool = False, with_results: bool = True
) -> dict[str, Any]:
    out = {
        "id": experiment.pk,
        "name": experiment.name,
        "status": experiment.status,
        "cancel_requested": experiment.cancel_requested,
        "progress": experiments.progress(experiment),
        "error": experiment.error or None,
        "options": experiment.options,
        "strategies": list(experiment.strategies.values_list("pk", flat=True)),
        "conversations": list(experiment.conversations.values_list("pk", flat=True)),
        "created": experiment.created,
    }
    if detail:
        out["url"] = f"/api/v1/experiments/{experiment.pk}"
        done = with_results and experiment.status == Experiment.DONE
        out["results"] = exports.experiment_document(experiment) if done else None
    return out


@router.post(
    "/conversations",
    response={201: ImportedOut, **errors(409, 422)},
    summary="Import labelled conversations",
)
def import_conversations(
    request: HttpRequest,
    document: Any = Body(...),  # noqa: B008  (ninja's way to take the raw JSON body)
    derive: bool = False,
    replace: bool = False,
) -> Any:
    """Import one labelled conversation, a list of them, or public data (``derive=true``
    keeps the labels derived from it)."""
    rows = conversations.import_conversations(
        request.user, document, name="body", derive=derive, replace=replace
    )
    return Status(201, {"imported": [_conversation(r) for r in rows]})


@router.get("/conversations", response={200: ConversationListOut, **errors(422)})
def list_conversations(request: HttpRequest, q: str = "") -> Any:
    rows = conversations.search_conversations(request.user, q[:200])
    return {"conversations": [_conversation(r) for r in rows]}


@router.get("/conversations/{pk}", response={200: ConversationDetailOut, **errors(404)})
def get_conversation(request: HttpRequest, pk: int) -> Any:
    return _conversation(conversations.get_conversation(request.user, pk), full=True)


@router.delete("/conversations/{pk}", response={204: None, **errors(404)})
def delete_conversation(request: HttpRequest, pk: int) -> Any:
    conversations.delete_conversation(conversations.get_conversation(request.user, pk))
    return Status(204, None)


@router.post("/conversations/{pk}/labels", response={201: LabelOut, **errors(404, 409, 422)})
def add_label(request: HttpRequest, pk: int, payload: LabelIn) -> Any:
    conv = conversations.get_conversation(request.user, pk)
    label = labels.add_label(
        conv,
        kind=payload.kind,
        text=payload.text,
        evidence=payload.evidence,
        message_index=payload.message_index,
        label_id=payload.id,
    )
    return Status(201, _label(label))


@router.put("/labels/{pk}", response={200: LabelOut, **errors(404, 422)})
def update_label(request: HttpRequest, pk: int, payload: LabelIn) -> Any:
    label = labels.update_label(
        labels.get_label(request.user, pk),
        kind=payload.kind,
        text=payload.text,
        evidence=payload.evidence,
        message_index=payload.message_index,
    )
    return _label(label)


@router.delete("/labels/{pk}", response={204: None, **errors(404)})
def delete_label(request: HttpRequest, pk: int) -> Any:
    labels.delete_label(labels.get_label(request.user, pk))
    return Status(204, None)


@router.post("/strategies", response={201: StrategyOut, **errors(409, 422)})
def create_strategy(request: HttpRequest, payload: StrategyIn) -> Any:
    strategy = strategies.create_strategy(request.user, payload.name, payload.spec)
    return Status(201, _strategy(strategy))


@router.get("/strategies", response={200: StrategyListOut})
def list_strategies(request: HttpRequest) -> Any:
    return {"strategies": [_strategy(s) for s in strategies.visible_strategies(request.user)]}


# Experiments live at /api/v1/experiments, beside /api/v1/sweeps. They were first served
# under /api/v1/evaluation/experiments: the same operations answer there too, for the
# clients that use it, and only the new paths are in the OpenAPI document.
experiments_router = Router(tags=["experiments"])


def experiment_operation(methods: list[str], path: str, **options: Any) -> Any:
    def register(view: Any) -> Any:
        experiments_router.api_operation(methods, path, **options)(view)
        router.api_operation(
            methods,
            path,
            include_in_schema=False,
            url_name=f"evaluation_{view.__name__}",
            **options,
        )(view)
        return view

    return register


MAX_PAGE = 100


@experiment_operation(
    ["POST"],
    "/experiments",
    response={202: ExperimentDetailOut, **errors(404, 422, 429)},
    summary="Start an experiment",
)
def create_experiment(request: HttpRequest, payload: ExperimentIn) -> Any:
    """Queue an experiment: every strategy on every conversation; a worker scores it."""
    experiment = experiments.create_experiment(
        request.user,
        payload.name,
        payload.strategies,
        payload.conversations,
        options=payload.options,
    )
    return Status(202, _experiment(experiment, detail=True))


@experiment_operation(
    ["GET"],
    "/experiments",
    response={200: ExperimentListOut, **errors(422)},
    summary="List experiments",
)
def list_experiments(
    request: HttpRequest,
    limit: int = Query(20, ge=1, le=MAX_PAGE),
    offset: int = Query(0, ge=0, le=2**31 - 1),
) -> Any:
    """Your experiments (staff: everybody's), newest first."""
    rows = experiments.visible_experiments(request.user).order_by("-created", "-pk")
    page = [_experiment(e, detail=True, with_results=False) for e in rows[offset : offset + limit]]
    return {"items": page, "count": rows.count()}


@experiment_operation(
    ["GET"], "/experiments/{pk}", response={200: ExperimentDetailOut, **errors(404)},
    summary="An experiment",
)  # fmt: skip
def get_experiment(request: HttpRequest, pk: int) -> Any:
    """Status and progress; when done, ``results`` is the lab's JSON export."""
    return _experiment(experiments.get_experiment(request.user, pk), detail=True)


@experiment_operation(
    ["POST"], "/experiments/{pk}/cancel", response={200: ExperimentDetailOut, **errors(404)}
)
def cancel_experiment(request: HttpRequest, pk: int) -> Any:
    experiment = experiments.cancel_experiment(experiments.get_experiment(request.user, pk))
    return _experiment(experiment, detail=True)


@experiment_operation(
    ["POST"],
    "/experiments/{pk}/resume",
    response={202: ExperimentDetailOut, **errors(404, 409, 422, 429)},
)
def resume_experiment(request: HttpRequest, pk: int, force: bool = False) -> Any:
    """Run unfinished cells again; ``force`` when a pending/running one has no worker."""
    experiment = experiments.resume_experiment(
        experiments.get_experiment(request.user, pk), force=force
    )
    return Status(202, _experiment(experiment, detail=True))


@experiment_operation(
    ["GET"], "/experiments/{pk}/results", response={200: ResultsOut, **errors(404)}
)
def experiment_results(request: HttpRequest, pk: int) -> Any:
    """Figures per strategy (pooled over its cells) and one summary per cell."""
    return results.results(experiments.get_experiment(request.user, pk))


@experiment_operation(
    ["GET"],
    "/experiments/{pk}/export.csv",
    response=errors(404),
    openapi_extra={
        "responses": {
            "200": {
                "description": "One row per cell: the figures, and per label kind",
                "content": {"text/csv": {"schema": {"type": "string"}}},
            }
        }
    },
)
def export_csv(request: HttpRequest, pk: int) -> Any:
    experiment = experiments.get_experiment(request.user, pk)
    response = HttpResponse(exports.experiment_csv(experiment), content_type="text/csv")
    response["Content-Disposition"] = f'attachment; filename="experiment-{experiment.pk}.csv"'
    return response

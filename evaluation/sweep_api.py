"""Threshold sweeps over REST (/api/v1/sweeps): what the sweep pages do, for agents and CI.
A request is checked by ``sweeps.clean_params`` and queued by ``sweep_tasks.request_sweep``
(the form's path too); a finished sweep's ``result`` is the document ``manage.py sweep
--json`` prints, built by the same ``sweeps`` functions. Another user's sweep is a 404."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest
from ninja import Query, Router, Status

from compaction.models import TaskRun
from memorylab.schemas import errors

from . import sweep_tasks
from .schemas import SweepIn, SweepListOut, SweepOut

router = Router(tags=["sweeps"])

MAX_PAGE = 100


def _user(request: HttpRequest) -> Any:
    return request.auth.user  # type: ignore[attr-defined]


def _sweep(task: TaskRun, *, result: bool = True) -> dict[str, Any]:
    return {
        "id": str(task.pk),
        "url": f"/api/v1/sweeps/{task.pk}",
        "owner": task.owner.get_username(),
        "status": task.status,
        "progress": task.progress,
        "message": task.message,
        "error": task.error or None,
        "created": task.created,
        "started": task.started,
        "finished": task.finished,
        "request": task.params,
        "result": task.result if result and task.status == TaskRun.DONE else None,
    }


@router.post(
    "/sweeps",
    response={202: SweepOut, **errors(403, 422, 429)},
    summary="Start a threshold sweep",
)
def create_sweep(request: HttpRequest, payload: SweepIn) -> Any:
    """Queue a sweep of your labelled conversations (``conversation_ids``) or, for staff, of
    a folder inside the server's data folders (``path``); poll ``url`` until ``status`` is
    done, failed or cancelled."""
    given = payload.dict(exclude_none=True)
    if "min_saving_tokens" in given:
        given["min_saving"] = given.pop("min_saving_tokens")
    task = sweep_tasks.request_sweep(_user(request), **given)
    return Status(202, _sweep(task))


@router.get("/sweeps", response={200: SweepListOut, **errors(422)}, summary="List sweeps")
def list_sweeps(
    request: HttpRequest,
    limit: int = Query(20, ge=1, le=MAX_PAGE),
    offset: int = Query(0, ge=0, le=2**31 - 1),
) -> Any:
    """Your sweeps (staff: everybody's), newest first."""
    rows = sweep_tasks.visible_sweeps(_user(request)).select_related("owner")
    page = rows.defer("result")[offset : offset + limit]
    return {"items": [_sweep(t, result=False) for t in page], "count": rows.count()}


@router.get("/sweeps/{task_id}", response={200: SweepOut, **errors(404)}, summary="A sweep")
def get_sweep(request: HttpRequest, task_id: str) -> Any:
    """Status and progress; when done, ``result`` is what ``manage.py sweep --json`` prints."""
    return _sweep(sweep_tasks.get_sweep(_user(request), task_id))


@router.post(
    "/sweeps/{task_id}/cancel", response={200: SweepOut, **errors(404)}, summary="Cancel a sweep"
)
def cancel_sweep(request: HttpRequest, task_id: str) -> Any:
    """Stop a queued or running sweep (a finished one stays as it is)."""
    return _sweep(sweep_tasks.cancel_sweep(sweep_tasks.get_sweep(_user(request), task_id)))


@router.delete(
    "/sweeps/{task_id}", response={204: None, **errors(404, 422)}, summary="Delete a sweep"
)
def delete_sweep(request: HttpRequest, task_id: str) -> Any:
    """Delete a finished sweep (cancel a running one first)."""
    sweep_tasks.delete_sweep(sweep_tasks.get_sweep(_user(request), task_id))
    return Status(204, None)

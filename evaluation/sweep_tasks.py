"""Threshold sweeps as background work: one TaskRun (kind "sweep") per request, run by
Celery (in process in eager mode), with progress and cancel. The sweep itself is
``evaluation.sweep.run_sweep``; the views and the task only call the functions here."""

from __future__ import annotations

import traceback
import uuid
from pathlib import Path
from typing import Any

from celery import shared_task
from django.db import transaction
from django.utils import timezone

from compaction.engine import EngineError, MemorySpec
from compaction.engine.formats import Conversation
from compaction.models import TaskRun
from compaction.reaper import Tracked, check_task
from sessions.services import NotFound, ServiceError

from . import baselines
from .costs import DEFAULT_MODELS
from .sweep import (
    DEFAULT_MIN_SAVING,
    DEFAULT_THRESHOLDS,
    SweepCancelled,
    SweepError,
    load_input,
    parse_thresholds,
    run_sweep,
)

KIND = "sweep"
MAX_CONVERSATIONS = 500


class InvalidSweep(ServiceError):
    status, code = 422, "invalid"


def visible_sweeps(user):
    qs = TaskRun.objects.filter(kind=KIND)
    return qs if user.is_staff else qs.filter(owner=user)


def get_sweep(user, task_id: Any) -> TaskRun:
    try:
        pk = uuid.UUID(str(task_id))
    except ValueError:
        pk = None
    task = visible_sweeps(user).filter(pk=pk).first() if pk else None
    if task is None:
        raise NotFound(f"no sweep {task_id!r}")
    return check_task(task)  # a sweep whose worker died is retried or failed, not "running"


def clean_params(
    user,
    *,
    path: str = "",
    conversation_ids: list[Any] | None = None,
    thresholds: Any = DEFAULT_THRESHOLDS,
    min_saving: Any = DEFAULT_MIN_SAVING,
    strategy: Any = None,
    models: Any = DEFAULT_MODELS,
    compare: bool = False,
    workers: int | None = None,
) -> dict[str, Any]:
    """Validate a sweep request; errors name the field."""
    from . import services as lab

    path = (path or "").strip()
    ids = [i for i in (conversation_ids or []) if str(i).strip()]
    if bool(path) == bool(ids):
        raise InvalidSweep("source: give a folder on the server or pick imported conversations")
    if path and not user.is_staff:
        # A server path reads files as the server: only staff may point at them.
        raise InvalidSweep("path: only staff users may sweep a folder on the server")
    if path and not Path(path).exists():
        raise InvalidSweep(f"path: {path} does not exist on the server")
    if ids:
        found = list(lab.visible_conversations(user).filter(pk__in=[_int(i) for i in ids]))
        if len(found) != len(set(ids)):
            raise InvalidSweep("conversations: some of them do not exist or are not yours")
        ids = [c.pk for c in found]
        if len(ids) > MAX_CONVERSATIONS:
            raise InvalidSweep(f"conversations: at most {MAX_CONVERSATIONS}")
    try:
        values = parse_thresholds(thresholds)
    except SweepError as exc:
        raise InvalidSweep(str(exc)) from exc
    try:
        saving = int(min_saving)
    except (TypeError, ValueError) as exc:
        raise InvalidSweep(f"min_saving: {min_saving!r} is not an integer") from exc
    if saving < 0:
        raise InvalidSweep("min_saving: must not be negative")
    spec_doc = None
    if strategy:
        try:
            spec = (
                MemorySpec.from_yaml(strategy)
                if isinstance(strategy, str)
                else MemorySpec.from_dict(strategy)
            )
        except EngineError as exc:
            raise InvalidSweep(f"strategy: {exc}") from exc
        spec_doc = spec.to_dict()
    model_list = [m.strip() for m in (models.split(",") if isinstance(models, str) else models)]
    return {
        "path": path,
        "conversation_ids": ids,
        "thresholds": values,
        "min_saving": saving,
        "strategy": spec_doc,
        "models": [m for m in model_list if m],
        "compare": bool(compare),
        "workers": workers,
    }


def _int(value: Any) -> int:
    try:
        return int(value)
    except (TypeError, ValueError) as exc:
        raise InvalidSweep(f"conversations: {value!r} is not an id") from exc


def request_sweep(user, **params: Any) -> TaskRun:
    """Queue a sweep; the TaskRun tells its progress and, when done, the sweep document."""
    clean = clean_params(user, **params)
    task = TaskRun.objects.create(kind=KIND, owner=user, params=clean, message="queued")
    # Enqueue after commit: a worker must find the row it is told about.
    transaction.on_commit(lambda: run_sweep_task.delay(str(task.pk)))
    return task


def cancel_sweep(task: TaskRun) -> TaskRun:
    """Stop a queued or running sweep; the worker notices at the next finished conversation."""
    TaskRun.objects.filter(pk=task.pk, status__in=[TaskRun.QUEUED, TaskRun.RUNNING]).update(
        status=TaskRun.CANCELLED, finished=timezone.now(), message="cancelled"
    )
    task.refresh_from_db()
    return task


def delete_sweep(task: TaskRun) -> None:
    if not task.is_finished:
        raise InvalidSweep("cancel the sweep before deleting it")
    task.delete()


def conversations_for(task: TaskRun) -> tuple[list[Conversation], list[str]]:
    from . import services as lab
    from .models import LabelledConversation

    params = task.params
    if params.get("path"):
        data = load_input(params["path"])
        return data.conversations, data.skipped
    rows = LabelledConversation.objects.filter(pk__in=params.get("conversation_ids") or [])
    return [lab.to_engine(c) for c in rows.order_by("slug")], []


def execute(task_id: str) -> TaskRun | None:
    """Claim the task (once), run the sweep with progress and cancel, store the result."""
    task = TaskRun.objects.filter(pk=task_id, kind=KIND).first()
    if task is None or not task.claim():
        return task
    pk = task.pk

    def progress(done: int, total: int) -> None:
        TaskRun.objects.filter(pk=pk, status=TaskRun.RUNNING).update(
            progress=round(done / total, 4) if total else 0.0,
            message=f"{done} / {total} conversations",
        )

    def cancelled() -> bool:
        return TaskRun.objects.filter(pk=pk, status=TaskRun.CANCELLED).exists()

    params = task.params
    try:
        conversations, skipped = conversations_for(task)
        if not conversations:
            raise SweepError("no conversations to sweep")
        strategy = MemorySpec.from_dict(params["strategy"]) if params.get("strategy") else None
        doc = run_sweep(
            conversations,
            params["thresholds"],
            strategy=strategy,
            min_saving=params.get("min_saving"),
            models=params.get("models") or DEFAULT_MODELS,
            workers=_workers(params),
            progress=progress,
            cancelled=cancelled,
            series=True,
        )
        if skipped:
            doc["skipped"] = skipped
        if params.get("compare"):
            budget = (doc["recommendation"].get("tokens") or {}).get("default") or 12000
            doc["compare"] = baselines.run_compare(
                conversations,
                baselines.BaselineOptions(
                    budget=budget, min_saving_tokens=params.get("min_saving", DEFAULT_MIN_SAVING)
                ),
                models=params.get("models") or DEFAULT_MODELS,
                workers=_workers(params),
                cancelled=cancelled,
            )
        _finish(pk, TaskRun.DONE, result=doc, message=_done_message(doc))
    except SweepCancelled:
        pass  # the row already says cancelled
    except (SweepError, EngineError, ValueError) as exc:
        _finish(pk, TaskRun.FAILED, error=str(exc))
    except Exception as exc:  # the row must say what went wrong, whatever it was
        _finish(pk, TaskRun.FAILED, error="".join(traceback.format_exception_only(exc)).strip())
    return TaskRun.objects.get(pk=pk)


def _workers(params: dict[str, Any]) -> int | None:
    from django.conf import settings

    return params.get("workers") or getattr(settings, "MEMORYLAB_SWEEP_WORKERS", None)


def _done_message(doc: dict[str, Any]) -> str:
    rec = doc["recommendation"].get("tokens") or {}
    return (
        f"{doc['conversation_count']} conversations x {len(doc['thresholds'])} thresholds in "
        f"{doc['elapsed_seconds']} s; recommended {rec.get('low')}-{rec.get('high')}"
    )[:500]


def _finish(
    pk: Any, status: str, *, result: Any = None, error: str = "", message: str = ""
) -> None:
    # Conditional: a cancel that came in meanwhile wins over a late result.
    TaskRun.objects.filter(pk=pk, status=TaskRun.RUNNING).update(
        status=status,
        result=result,
        error=error,
        message=(message or error)[:500],
        progress=1.0,
        finished=timezone.now(),
    )


@shared_task(
    name="evaluation.run_sweep", acks_late=True, base=Tracked, tracked_model="compaction.TaskRun"
)
def run_sweep_task(task_id: str) -> str:
    task = execute(task_id)
    return task.status if task else "missing"

"""Threshold sweeps as background work: one TaskRun (kind "sweep") per request, run by
Celery (in process in eager mode), with progress and cancel. What a sweep does is
``evaluation.sweeps`` (validated by ``clean_params``, run by ``run``); the views and the
task only call the functions here."""

from __future__ import annotations

import traceback
from typing import Any

from celery import shared_task
from django.db import transaction
from django.utils import timezone

from compaction.engine import EngineError
from compaction.models import TaskRun
from compaction.reaper import Tracked, check_task
from memorylab.errors import Invalid, ServiceError
from memorylab.jobs import job_slot
from memorylab.ownership import get_visible_or_404

from . import sweeps
from .sweep import SweepCancelled, SweepError

KIND = "sweep"


def visible_sweeps(user):
    return TaskRun.objects.visible_to(user).filter(kind=KIND)


def get_sweep(user, task_id: Any) -> TaskRun:
    task = get_visible_or_404(TaskRun.objects.filter(kind=KIND), user, task_id, name="sweep")
    return check_task(task)  # a sweep whose worker died is retried or failed, not "running"


def request_sweep(user, **params: Any) -> TaskRun:
    """Queue a sweep (``sweeps.clean_params`` checks the request); the TaskRun tells its
    progress and, when done, the sweep document."""
    clean = sweeps.clean_params(user, **params)
    with job_slot(user):
        task = TaskRun.objects.create(kind=KIND, owner=user, params=clean, message="queued")
        # Enqueue after commit: a worker must find the row it is told about.
        transaction.on_commit(lambda: run_sweep_task.delay(str(task.pk)))
    return task


def cancel_sweep(task: TaskRun) -> TaskRun:
    """Stop a queued or running sweep; the worker notices within a second or so, also in
    the middle of a conversation's replay."""
    TaskRun.objects.filter(pk=task.pk, status__in=[TaskRun.QUEUED, TaskRun.RUNNING]).update(
        status=TaskRun.CANCELLED, finished=timezone.now(), message="cancelled"
    )
    task.refresh_from_db()
    return task


def delete_sweep(task: TaskRun) -> None:
    if not task.is_finished:
        raise Invalid("cancel the sweep before deleting it")
    task.delete()


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

    try:
        conversations, skipped = sweeps.conversations_for(task.params)
        doc = sweeps.run(task.params, conversations, progress=progress, cancelled=cancelled)
        if skipped:
            doc["skipped"] = skipped
        _finish(pk, TaskRun.DONE, result=doc, message=_done_message(doc))
    except SweepCancelled:
        pass  # the row already says cancelled
    except (SweepError, EngineError, ValueError) as exc:
        _finish(pk, TaskRun.FAILED, error=str(exc))
    except ServiceError as exc:
        _finish(pk, TaskRun.FAILED, error=exc.message)
    except Exception as exc:  # the row must say what went wrong, whatever it was
        _finish(pk, TaskRun.FAILED, error="".join(traceback.format_exception_only(exc)).strip())
    return TaskRun.objects.get(pk=pk)


def _done_message(doc: dict[str, Any]) -> str:
    if "recommendation" not in doc:  # the baselines side by side, without a sweep
        return f"{doc['conversation_count']} conversations, baselines side by side"[:500]
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

"""The job runner every app uses for background work: one ``TaskRun`` row per job, run by
Celery (in process in eager mode), and nothing else. This app imports no other app: each
app registers its kinds of job (``register_kind``, from its ``AppConfig.ready``) and, for
runs kept in rows of its own (experiments), how to find and resume a lost one
(``register_reaper``, ``register_lost_task``).

A job's life, written once here:

* ``start`` creates the row and queues it after the transaction commits (a worker must
  find the row it is told about);
* ``execute`` claims it once (a conditional queued -> running update, whatever
  redeliveries happen), runs the app's function, captures any failure in the row and
  stamps it finished; a job that was cancelled meanwhile stays cancelled;
* ``report_progress`` / ``is_cancelled`` / ``cancel`` are the rest of the row's protocol;
* the reaper (``compaction.reaper``) retries or fails a run whose worker was lost.

A job may fan out into parts (``fan_out``): one Celery task per part, each part's result
in a row of its own (``TaskPart``, unique per run and index), gathered once when the last
part is done. See docs/design.md, "Background jobs".
"""

from __future__ import annotations

import functools
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from django.db import transaction
from django.utils import timezone

from memorylab.errors import ServiceError
from memorylab.ownership import get_visible_or_404

from . import reaper
from .models import TaskPart, TaskRun

Tracked = reaper.Tracked
heartbeat = reaper.heartbeat
current_worker = reaper.current_worker
lost_reason = reaper.lost_reason
stale_seconds = reaper.stale_seconds
max_attempts = reaper.max_attempts
check_task = reaper.check_task

__all__ = [
    "Cancelled",
    "MoreParts",
    "Outcome",
    "TaskPart",
    "TaskRun",
    "Tracked",
    "cancel",
    "check_task",
    "current_worker",
    "execute",
    "failure_text",
    "fan_out",
    "finish",
    "get_task",
    "heartbeat",
    "is_cancelled",
    "lost_reason",
    "max_attempts",
    "queue",
    "register_kind",
    "register_lost_task",
    "register_parts",
    "register_reaper",
    "report_progress",
    "run_part",
    "stale_seconds",
    "start",
]


class Cancelled(Exception):
    """Raised by a job's function that noticed its row was cancelled; the row says so."""


@dataclass
class Outcome:
    """What a job's function returns: the row's final state."""

    status: str = TaskRun.DONE
    result: Any = None
    message: str = ""
    error: str = ""


@dataclass
class MoreParts:
    """What a gatherer returns when its job needs another round of parts, planned from
    the first round's results (a sweep's baselines, at the budget its cells recommend):
    each dict is a new part's parameters. The job is gathered again when they are done."""

    parts: list[dict[str, Any]]


# -- registration (from each app's AppConfig.ready) -------------------------------------------


def register_kind(kind: str, task: Any) -> None:
    """``task`` (a Celery task taking the TaskRun id) runs the jobs of ``kind``: the reaper
    sends it again for a lost run that has attempts left."""
    reaper.KINDS[kind] = task


def register_parts(
    kind: str, task: Any, gather: Callable[[TaskRun, list[TaskPart]], Outcome | MoreParts]
) -> None:
    """Jobs of ``kind`` fan out: ``task`` (a Celery task taking the TaskRun id and a part
    index) runs one part; ``gather`` makes the job's outcome from its finished parts, or
    asks for another round of parts (``MoreParts``)."""
    reaper.PART_TASKS[kind] = task
    reaper.GATHERERS[kind] = gather


def register_reaper(reap: Callable[[], int]) -> None:
    """``reap()`` finds the lost runs an app keeps in rows of its own, resumes them and
    returns how many; every worker calls it with the TaskRun reaper."""
    if reap not in reaper.REAPERS:
        reaper.REAPERS.append(reap)


def register_lost_task(name: str, handler: Callable[[Sequence[Any], str], None]) -> None:
    """``handler(args, reason)`` takes up the run of Celery task ``name`` whose pool
    process died (instead of the TaskRun whose id is its first argument)."""
    reaper.LOST_HANDLERS[name] = handler


# -- one job ------------------------------------------------------------------------------------


def queue(task: TaskRun) -> TaskRun:
    """Send the job's Celery task once the current transaction commits."""
    celery_task = reaper.KINDS[task.kind]
    pk = str(task.pk)
    # Enqueue after commit: a worker must find the row it is told about.
    transaction.on_commit(lambda: celery_task.delay(pk))
    return task


def start(kind: str, owner: Any, **fields: Any) -> TaskRun:
    """Create a job of ``kind`` and queue it."""
    return queue(TaskRun.objects.create(kind=kind, owner=owner, **fields))


def failure_text(exc: BaseException) -> str:
    """What a failed row says: a service error's message, else the exception's last line."""
    if isinstance(exc, ServiceError):
        return exc.message
    return "".join(traceback.format_exception_only(exc)).strip()


def execute(
    task_id: Any, work: Callable[[TaskRun], Outcome | None], *, kind: str | None = None
) -> TaskRun | None:
    """Claim the job (once), run ``work(task)`` and store its outcome; any exception is
    captured in the row. ``work`` returning None leaves the row as it is (a job that fanned
    out: its parts finish it)."""
    rows = TaskRun.objects.filter(pk=task_id)
    task = (rows.filter(kind=kind) if kind else rows).first()
    if task is None or not task.claim():
        return task
    try:
        outcome = work(task)
    except Cancelled:
        outcome = None  # the row already says cancelled
    except Exception as exc:  # the row must say what went wrong, whatever it was
        outcome = Outcome(TaskRun.FAILED, error=failure_text(exc))
    if outcome is not None:
        finish(task.pk, outcome)
    return TaskRun.objects.filter(pk=task.pk).first()


def finish(pk: Any, outcome: Outcome) -> bool:
    """Store the outcome of a running job. Conditional: a cancel that came in meanwhile
    wins over a late result."""
    return bool(
        TaskRun.objects.filter(pk=pk, status=TaskRun.RUNNING).update(
            status=outcome.status,
            result=outcome.result,
            error=outcome.error,
            message=(outcome.message or outcome.error)[:500],
            progress=1.0,
            finished=timezone.now(),
        )
    )


def report_progress(pk: Any, fraction: float, message: str) -> None:
    TaskRun.objects.filter(pk=pk, status=TaskRun.RUNNING).update(
        progress=round(fraction, 4), message=message[:500]
    )


def is_cancelled(pk: Any) -> bool:
    return TaskRun.objects.filter(pk=pk, status=TaskRun.CANCELLED).exists()


def cancel(task: TaskRun) -> TaskRun:
    """Stop a queued or running job; its worker notices at its next check."""
    TaskRun.objects.filter(pk=task.pk, status__in=[TaskRun.QUEUED, TaskRun.RUNNING]).update(
        status=TaskRun.CANCELLED, finished=timezone.now(), message="cancelled"
    )
    task.refresh_from_db()
    return task


def get_task(user: Any, task_id: Any, *, kind: str | None = None, name: str = "task") -> TaskRun:
    """The user's job (another user's is a 404), after reaping it if its worker is lost."""
    rows = TaskRun.objects.filter(kind=kind) if kind else TaskRun.objects.all()
    task = get_visible_or_404(rows, user, task_id, name=name)
    return check_task(task)  # a job whose worker died is retried or failed, not "running"


# -- a job in parts -----------------------------------------------------------------------------


def fan_out(task: TaskRun, parts: Sequence[dict[str, Any]]) -> int:
    """Give the running job ``task`` its parts (``parts[i]`` is part i's parameters) and
    send every part not done yet; returns how many were sent.

    Idempotent: a job started again (after a lost part) keeps its parts and their results,
    and sends only the unfinished ones (a duplicate message is a claim that fails). The
    gathering is part ``GATHER`` (its claim is what makes it happen once)."""
    existing = set(TaskPart.objects.filter(run=task).values_list("index", flat=True))
    TaskPart.objects.bulk_create(
        [
            TaskPart(run=task, index=i, params=p, weight=float(p.get("weight", 1)))
            for i, p in enumerate(parts)
            if i not in existing
        ]
        + ([] if TaskPart.GATHER in existing else [TaskPart(run=task, index=TaskPart.GATHER)]),
        ignore_conflicts=True,
    )
    # A part left "running" by a lost worker was put back to pending by the reaper.
    pending = list(
        TaskPart.objects.filter(run=task, status=TaskPart.PENDING, index__gte=0)
        .order_by("index")
        .values_list("index", flat=True)
    )
    celery_task = reaper.PART_TASKS[task.kind]
    pk = str(task.pk)
    for i in pending:
        transaction.on_commit(functools.partial(celery_task.delay, pk, i))
    if not pending:
        _maybe_gather(task.pk)
    return len(pending)


def run_part(task_id: Any, index: int, work: Callable[[TaskRun, TaskPart], Any]) -> TaskPart | None:
    """Claim part ``index`` of a job (once), run ``work(task, part)`` and store what it
    returns as the part's result; the last part to finish gathers the job. A part whose
    job is cancelled or finished is not run."""
    if int(index) == TaskPart.GATHER:
        _maybe_gather(task_id)
        return None
    part = _claim_part(task_id, index)
    if part is None:
        return None
    task = part.run
    try:
        with heartbeat(TaskPart, part.pk, also=(TaskRun, task.pk)):
            result = work(task, part)
    except Cancelled:
        _end_part(part, TaskPart.FAILED, error="cancelled")
        return part
    except Exception as exc:  # one failed part fails the job: its figures would be missing
        error = failure_text(exc)
        if _end_part(part, TaskPart.FAILED, error=error):
            finish(task.pk, Outcome(TaskRun.FAILED, error=f"part {part.index}: {error}"))
        return part
    if _end_part(part, TaskPart.DONE, result=result):
        _report_parts(task.pk)
        _maybe_gather(task.pk)
    return part


def _next_round(task: TaskRun, gathering: TaskPart, done: list[TaskPart], parts: list) -> None:
    """Add the parts a gatherer asked for after the finished ones, hand the gathering back
    (pending: the last new part to finish gathers again) and send them; one transaction,
    conditional on this gatherer still holding its claim. A gatherer lost before it commits
    is reaped like any part, and the job, started again, gathers again and asks again."""
    first = max(p.index for p in done) + 1
    with transaction.atomic():
        handed_back = TaskPart.objects.filter(
            pk=gathering.pk,
            status=TaskPart.RUNNING,
            worker=gathering.worker,
            attempts=gathering.attempts,
        ).update(status=TaskPart.PENDING, heartbeat=None)
        if not handed_back:
            return
        TaskPart.objects.bulk_create(
            [
                TaskPart(run=task, index=first + i, params=p, weight=float(p.get("weight", 1)))
                for i, p in enumerate(parts)
            ]
        )
        celery_task = reaper.PART_TASKS[task.kind]
        for i in range(len(parts)):
            transaction.on_commit(functools.partial(celery_task.delay, str(task.pk), first + i))
    _report_parts(task.pk)


def _claim_part(task_id: Any, index: int) -> TaskPart | None:
    live = (TaskRun.QUEUED, TaskRun.RUNNING)
    now = timezone.now()
    me = current_worker()
    claimed = TaskPart.objects.filter(
        run_id=task_id, index=index, status=TaskPart.PENDING, run__status__in=live
    ).update(status=TaskPart.RUNNING, worker=me, heartbeat=now, started=now)
    if not claimed:
        return None
    part = TaskPart.objects.select_related("run").get(run_id=task_id, index=index)
    TaskPart.objects.filter(pk=part.pk).update(attempts=part.attempts + 1)
    part.attempts += 1
    # The job shows who works on it now (and the reaper's readers see a live heartbeat).
    TaskRun.objects.filter(pk=task_id, status__in=live).update(worker=me, heartbeat=now)
    return part


def _end_part(part: TaskPart, status: str, *, result: Any = None, error: str = "") -> bool:
    """Conditional on this claim still holding the part: a part taken over after its
    worker was presumed lost is stored once, by whoever holds it."""
    ended = TaskPart.objects.filter(
        pk=part.pk, status=TaskPart.RUNNING, worker=part.worker, attempts=part.attempts
    ).update(status=status, result=result, error=error[:2000], finished=timezone.now())
    if ended:
        part.status = status
    return bool(ended)


def _report_parts(task_pk: Any) -> None:
    parts = TaskPart.objects.filter(run_id=task_pk, index__gte=0)
    total = sum(parts.values_list("weight", flat=True)) or 1.0
    done = sum(parts.filter(status=TaskPart.DONE).values_list("weight", flat=True))
    count = parts.count()
    finished = parts.filter(status=TaskPart.DONE).count()
    report_progress(task_pk, done / total, f"{finished} / {count} parts")


def _maybe_gather(task_pk: Any) -> None:
    """Gather the job when every part is done: claimed through the gather part's row, so
    exactly one process does it; a gatherer that dies is reaped like any part."""
    parts = TaskPart.objects.filter(run_id=task_pk, index__gte=0)
    if parts.exclude(status=TaskPart.DONE).exists() or not parts.exists():
        return
    part = _claim_part(task_pk, TaskPart.GATHER)
    if part is None:
        return
    task = part.run
    try:
        with heartbeat(TaskPart, part.pk, also=(TaskRun, task.pk)):
            ordered = list(parts.order_by("index"))
            outcome = reaper.GATHERERS[task.kind](task, ordered)
    except Exception as exc:  # the row must say what went wrong, whatever it was
        outcome = Outcome(TaskRun.FAILED, error=failure_text(exc))
    if isinstance(outcome, MoreParts):
        if outcome.parts:
            _next_round(task, part, ordered, outcome.parts)
            return
        outcome = Outcome(TaskRun.FAILED, error="the gathering asked for no parts")
    # The job may be queued again (a part was lost and retried meanwhile): finish it anyway,
    # every part is done.
    TaskRun.objects.filter(pk=task.pk, status=TaskRun.QUEUED).update(status=TaskRun.RUNNING)
    finish(task.pk, outcome)
    _end_part(part, TaskPart.DONE)

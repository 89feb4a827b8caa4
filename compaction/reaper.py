"""Background work whose worker died is found, and retried or failed: never "running"
forever.

A running ``TaskRun`` (compaction, import, sweep) records the process that runs it
(``worker`` = "<host>:<pid>") and a ``heartbeat`` that process refreshes every
``MEMORYLAB_TASK_HEARTBEAT_SECONDS``; so does each running part of a job that fans out
(``TaskPart``). Apps that keep runs in rows of their own (experiments) register how to
find and resume theirs (``compaction.services.register_reaper``). A run is lost when

* Celery reports that the pool process running it died (``task_failure`` with
  ``WorkerLostError``, sent in the worker's main process),
* its worker process is gone (same host, the pid is not alive): checked when a worker
  starts (``worker_ready``), every half ``MEMORYLAB_TASK_STALE_SECONDS`` by every worker,
  and whenever someone reads the task,
* or its heartbeat is older than ``MEMORYLAB_TASK_STALE_SECONDS`` (a worker on another
  machine that died).

A lost TaskRun goes back to "queued" with a new broker message while it has attempts left
(``MEMORYLAB_TASK_MAX_ATTEMPTS``, counting the lost ones), else it fails; ``message`` and
``error`` say why. A lost part goes back to "pending" and its job is queued again the same
way: the job, started again, keeps its finished parts and sends the others. Claims are
conditional updates, so a message delivered twice (a late acknowledgement redelivered by
the broker, and ours) still runs the work once at a time.

This module imports no other app: the Celery task of each kind of job, and the reapers of
other kinds of runs, are registered by their apps (``compaction.services.register_*``).
"""

from __future__ import annotations

import contextlib
import logging
import os
import socket
import threading
from collections.abc import Callable, Iterator, Sequence
from datetime import timedelta
from typing import Any

from celery import Task
from django.apps import apps
from django.conf import settings
from django.db import close_old_connections, connection, transaction
from django.utils import timezone

log = logging.getLogger("memorylab.reaper")

HOST = socket.gethostname()
# Filled by the apps through compaction.services.register_*: the Celery task that (re)starts
# each kind of TaskRun, the part task and gatherer of kinds that fan out, the reapers of
# runs kept elsewhere, and what to do when the pool process of a given Celery task dies.
KINDS: dict[str, Any] = {}
PART_TASKS: dict[str, Any] = {}
GATHERERS: dict[str, Callable[..., Any]] = {}
REAPERS: list[Callable[[], int]] = []
LOST_HANDLERS: dict[str, Callable[[Sequence[Any], str], None]] = {}


def heartbeat_seconds() -> float:
    return float(getattr(settings, "MEMORYLAB_TASK_HEARTBEAT_SECONDS", 10))


def stale_seconds() -> float:
    return float(getattr(settings, "MEMORYLAB_TASK_STALE_SECONDS", 60))


def max_attempts() -> int:
    return int(getattr(settings, "MEMORYLAB_TASK_MAX_ATTEMPTS", 3))


def current_worker() -> str:
    return f"{HOST}:{os.getpid()}"


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def process_gone(worker: str) -> str | None:
    """Why ``worker`` ("<host>:<pid>") is known to be dead: a process of this host that
    is not alive; None when it lives or runs elsewhere."""
    host, _, pid = worker.rpartition(":")
    if host == HOST and pid.isdigit() and not _pid_alive(int(pid)):
        return f"its worker process ({worker}) is gone"
    return None


def lost_reason(worker: str, beat: Any, now: Any = None) -> str | None:
    """Why the run of ``worker`` with last heartbeat ``beat`` is lost, or None."""
    now = now or timezone.now()
    gone = process_gone(worker)
    if gone:
        return gone
    if beat is None or beat < now - timedelta(seconds=stale_seconds()):
        since = beat.isoformat(timespec="seconds") if beat else "ever"
        return f"no heartbeat from its worker ({worker or 'unknown'}) since {since}"
    return None


# -- the running side ------------------------------------------------------------------


@contextlib.contextmanager
def heartbeat(model: Any, pk: Any, *, also: tuple[Any, Any] | None = None) -> Iterator[None]:
    """Refresh ``model``'s heartbeat for row ``pk`` from a thread while the block runs; and
    that of row ``also`` = (model, pk) too (a part's job)."""
    stop = threading.Event()
    interval = heartbeat_seconds()
    mine = {"worker": current_worker()} if _has_field(model, "worker") else {}

    def beat() -> None:
        try:
            while not stop.wait(interval):
                try:
                    now = timezone.now()
                    model.objects.filter(pk=pk, status="running", **mine).update(heartbeat=now)
                    if also is not None:
                        also[0].objects.filter(pk=also[1], status="running").update(heartbeat=now)
                except Exception:  # a missed beat is not fatal; the next one may get through
                    log.warning("heartbeat of %s %s failed", model.__name__, pk, exc_info=True)
        finally:
            connection.close()  # this thread's own connection

    thread = threading.Thread(target=beat, name=f"heartbeat-{pk}", daemon=True)
    thread.start()
    try:
        yield
    finally:
        stop.set()
        thread.join()


def _has_field(model: Any, name: str) -> bool:
    return any(f.name == name for f in model._meta.get_fields())


class Tracked(Task):  # type: ignore[misc]
    """A Celery task whose first argument is the id of a ``tracked_model`` row (with
    ``status`` and ``heartbeat``): the row's heartbeat is refreshed while it runs on a
    worker (not in eager mode, where nothing can be lost)."""

    tracked_model = ""  # "compaction.TaskRun" or "evaluation.Experiment"

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if self.app.conf.task_always_eager or not args or not self.tracked_model:
            return super().__call__(*args, **kwargs)
        with heartbeat(apps.get_model(self.tracked_model), args[0]):
            return super().__call__(*args, **kwargs)


# -- the reaping side ------------------------------------------------------------------


def reap_task(task: Any, reason: str, *, same_worker: bool = True) -> bool:
    """Queue a lost TaskRun again, or fail it when it has no attempts left. Conditional
    on the row still being the lost run, so two reapers never both act. A job in parts
    (``same_worker`` False) is matched by its attempt alone: its parts change its worker."""
    from .models import TaskRun

    now = timezone.now()
    lost = TaskRun.objects.filter(pk=task.pk, status=TaskRun.RUNNING, attempts=task.attempts)
    if same_worker:
        lost = lost.filter(worker=task.worker)
    celery_task = KINDS.get(task.kind)
    if celery_task is not None and task.attempts < max_attempts():
        done = lost.update(
            status=TaskRun.QUEUED,
            message=(f"retrying: {reason} (attempt {task.attempts} of {max_attempts()} lost)")[
                :500
            ],
            heartbeat=None,
        )
        if done:
            pk = str(task.pk)
            transaction.on_commit(lambda: celery_task.delay(pk))
    else:
        error = (
            f"the worker running this {task.kind} was lost: {reason}; "
            f"not retried after {task.attempts} attempt(s)"
        )
        done = lost.update(
            status=TaskRun.FAILED, error=error, message=error[:500], finished=now, progress=1.0
        )
    if done:
        log.warning("%s %s lost: %s", task.kind, task.pk, reason)
    return bool(done)


def reap_part(part: Any, reason: str) -> bool:
    """A part whose worker is lost goes back to pending, and its job is queued again (or
    failed, out of attempts): started again, the job sends its unfinished parts."""
    from .models import TaskPart, TaskRun

    took = TaskPart.objects.filter(
        pk=part.pk, status=TaskPart.RUNNING, worker=part.worker, attempts=part.attempts
    ).update(status=TaskPart.PENDING, heartbeat=None)
    if not took:
        return False
    task = TaskRun.objects.filter(pk=part.run_id).first()
    if task is not None and task.status == TaskRun.RUNNING:
        what = "its gathering" if part.index == TaskPart.GATHER else f"part {part.index}"
        reap_task(task, f"{reason} ({what})", same_worker=False)
    return True


def lost_parts(task: Any) -> list[tuple[Any, str]]:
    """The running parts of ``task`` whose worker is lost, with why."""
    from .models import TaskPart

    found = []
    for part in TaskPart.objects.filter(run=task, status=TaskPart.RUNNING):
        reason = lost_reason(part.worker, part.heartbeat or part.started)
        if reason:
            found.append((part, reason))
    return found


def has_parts(task: Any) -> bool:
    from .models import TaskPart

    return TaskPart.objects.filter(run=task).exists()


def reap_run(task: Any) -> bool:
    """Reap ``task`` if it is lost. A job in parts is lost when one of its parts is, or
    when none runs and the process that last took up its work is gone (it died starting
    the job again). Not from its heartbeat alone: parts waiting behind other work in the
    queue do not beat, and are not lost."""
    from .models import TaskPart

    if has_parts(task):
        lost = lost_parts(task)
        if lost:
            return any([reap_part(part, reason) for part, reason in lost])
        running = TaskPart.objects.filter(run=task, status=TaskPart.RUNNING).exists()
        gone = None if running else process_gone(task.worker)
        return bool(gone) and reap_task(task, gone, same_worker=True)
    reason = lost_reason(task.worker, task.heartbeat or task.started)
    return bool(reason) and reap_task(task, reason)


def check_task(task: Any) -> Any:
    """The task as it is, after reaping it if its worker is lost (for readers)."""
    from .models import TaskRun

    if task.status == TaskRun.RUNNING and reap_run(task):
        task.refresh_from_db()
    return task


def reap_lost() -> int:
    """Every running TaskRun (and every run the apps registered reapers for) whose
    worker is lost; returns how many."""
    from .models import TaskRun

    reaped = sum(reap_run(task) for task in TaskRun.objects.filter(status=TaskRun.RUNNING))
    for reap in REAPERS:
        reaped += reap()
    return reaped


def on_worker_lost(task_name: str, args: Any, exc: BaseException) -> None:
    """Celery says the pool process running ``task_name`` died: reap that run now."""
    from .models import TaskPart, TaskRun

    if not args:
        return
    reason = f"its worker process died ({exc})"
    if task_name in LOST_HANDLERS:
        LOST_HANDLERS[task_name](args, reason)
        return
    if task_name in {t.name for t in PART_TASKS.values()} and len(args) > 1:
        part = TaskPart.objects.filter(
            run_id=args[0], index=args[1], status=TaskPart.RUNNING
        ).first()
        if part is not None:
            reap_part(part, reason)
        return
    task = TaskRun.objects.filter(pk=args[0], status=TaskRun.RUNNING).first()
    if task is not None:
        reap_task(task, reason)


class Sweeper(threading.Thread):
    """Runs ``reap_lost`` every half stale period in a worker's main process, so that a
    run lost on another machine is taken up even when nobody looks at it."""

    def __init__(self) -> None:
        super().__init__(name="memorylab-reaper", daemon=True)
        self.stop = threading.Event()

    def run(self) -> None:
        while not self.stop.wait(max(stale_seconds() / 2, 0.5)):
            try:
                close_old_connections()
                reap_lost()
            except Exception:
                log.warning("reaping lost tasks failed", exc_info=True)

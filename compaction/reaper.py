"""Background work whose worker died is found, and retried or failed: never "running"
forever.

A running ``TaskRun`` (compaction, import, sweep) records the process that runs it
(``worker`` = "<host>:<pid>") and a ``heartbeat`` that process refreshes every
``MEMORYLAB_TASK_HEARTBEAT_SECONDS``; a running ``Experiment`` has a heartbeat too. A run
is lost when

* Celery reports that the pool process running it died (``task_failure`` with
  ``WorkerLostError``, sent in the worker's main process),
* its worker process is gone (same host, the pid is not alive): checked when a worker
  starts (``worker_ready``), every half ``MEMORYLAB_TASK_STALE_SECONDS`` by every worker,
  and whenever someone reads the task,
* or its heartbeat is older than ``MEMORYLAB_TASK_STALE_SECONDS`` (a worker on another
  machine that died).

A lost TaskRun goes back to "queued" with a new broker message while it has attempts left
(``MEMORYLAB_TASK_MAX_ATTEMPTS``, counting the lost ones), else it fails; ``message`` and
``error`` say why. A lost experiment resumes: its finished cells are kept. Claims are
conditional updates, so a message delivered twice (a late acknowledgement redelivered by
the broker, and ours) still runs the work once at a time.
"""

from __future__ import annotations

import contextlib
import importlib
import logging
import os
import socket
import threading
from collections.abc import Iterator
from datetime import timedelta
from typing import Any

from celery import Task
from django.apps import apps
from django.conf import settings
from django.db import close_old_connections, connection, transaction
from django.utils import timezone

log = logging.getLogger("memorylab.reaper")

HOST = socket.gethostname()
# TaskRun kinds that can be queued again, and the Celery task (module, name) that runs each.
TASKS = {
    "compact": ("compaction.tasks", "run_compact"),
    "import": ("compaction.tasks", "run_import"),
    "sweep": ("evaluation.sweep_tasks", "run_sweep_task"),
}


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


def lost_reason(worker: str, beat: Any, now: Any = None) -> str | None:
    """Why the run of ``worker`` with last heartbeat ``beat`` is lost, or None."""
    now = now or timezone.now()
    host, _, pid = worker.rpartition(":")
    if host == HOST and pid.isdigit() and not _pid_alive(int(pid)):
        return f"its worker process ({worker}) is gone"
    if beat is None or beat < now - timedelta(seconds=stale_seconds()):
        since = beat.isoformat(timespec="seconds") if beat else "ever"
        return f"no heartbeat from its worker ({worker or 'unknown'}) since {since}"
    return None


# -- the running side ------------------------------------------------------------------


@contextlib.contextmanager
def heartbeat(model: Any, pk: Any) -> Iterator[None]:
    """Refresh ``model``'s heartbeat for row ``pk`` from a thread while the block runs."""
    stop = threading.Event()
    interval = heartbeat_seconds()
    mine = {"worker": current_worker()} if _has_field(model, "worker") else {}

    def beat() -> None:
        try:
            while not stop.wait(interval):
                try:
                    model.objects.filter(pk=pk, status="running", **mine).update(
                        heartbeat=timezone.now()
                    )
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


def reap_task(task: Any, reason: str) -> bool:
    """Queue a lost TaskRun again, or fail it when it has no attempts left. Conditional
    on the row still being the lost run, so two reapers never both act."""
    from .models import TaskRun

    now = timezone.now()
    lost = TaskRun.objects.filter(
        pk=task.pk, status=TaskRun.RUNNING, worker=task.worker, attempts=task.attempts
    )
    name = TASKS.get(task.kind)
    if name is not None and task.attempts < max_attempts():
        done = lost.update(
            status=TaskRun.QUEUED,
            message=(f"retrying: {reason} (attempt {task.attempts} of {max_attempts()} lost)")[
                :500
            ],
            heartbeat=None,
        )
        if done:
            transaction.on_commit(lambda: _send(name, str(task.pk)))
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


def _send(name: tuple[str, str], task_id: str) -> None:
    module, attr = name
    getattr(importlib.import_module(module), attr).delay(task_id)


def check_task(task: Any) -> Any:
    """The task as it is, after reaping it if its worker is lost (for readers)."""
    from .models import TaskRun

    if task.status != TaskRun.RUNNING:
        return task
    reason = lost_reason(task.worker, task.heartbeat or task.started)
    if reason and reap_task(task, reason):
        task.refresh_from_db()
    return task


def check_experiment(experiment: Any) -> Any:
    """The experiment as it is, after resuming it if its worker is lost (for readers)."""
    if experiment.status == "running":
        reason = _experiment_lost(experiment)
        if reason and reap_experiment(experiment, reason):
            experiment.refresh_from_db()
    return experiment


def reap_experiment(experiment: Any, reason: str) -> bool:
    from evaluation import experiments as lab
    from evaluation.models import Experiment

    # Take it over in one conditional update, so that only one reaper resumes it.
    taken = Experiment.objects.filter(
        pk=experiment.pk, status=Experiment.RUNNING, heartbeat=experiment.heartbeat
    ).update(status=Experiment.PENDING, heartbeat=None)
    if not taken:
        return False
    log.warning("experiment %s lost: %s", experiment.pk, reason)
    if experiment.cancel_requested:
        lab.finish(experiment, Experiment.CANCELLED)
    else:
        lab.resume_experiment(experiment, force=True)
    return True


def reap_lost() -> int:
    """Every running TaskRun and experiment whose worker is lost; returns how many."""
    from evaluation.models import Experiment

    from .models import TaskRun

    reaped = 0
    for task in TaskRun.objects.filter(status=TaskRun.RUNNING):
        reason = lost_reason(task.worker, task.heartbeat or task.started)
        if reason:
            reaped += reap_task(task, reason)
    for experiment in Experiment.objects.filter(status=Experiment.RUNNING):
        reason = _experiment_lost(experiment)
        if reason:
            reaped += reap_experiment(experiment, reason)
    return reaped


def _experiment_lost(experiment: Any) -> str | None:
    beat = experiment.heartbeat or experiment.started
    if beat is None or beat < timezone.now() - timedelta(seconds=stale_seconds()):
        return f"no heartbeat from its worker ({experiment.runner or 'unknown'})"
    return None


def on_worker_lost(task_name: str, args: Any, exc: BaseException) -> None:
    """Celery says the pool process running ``task_name`` died: reap that run now."""
    from evaluation.models import Experiment

    from .models import TaskRun

    if not args:
        return
    reason = f"its worker process died ({exc})"
    if task_name == "evaluation.run_experiment":
        experiment = Experiment.objects.filter(pk=args[0], status=Experiment.RUNNING).first()
        if experiment is not None:
            reap_experiment(experiment, reason)
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

"""Manual compaction as background work: one TaskRun row per request, run by Celery
(in-process in eager mode). The compaction itself is sessions.services.compact_session."""

from __future__ import annotations

import traceback

from django.db import transaction
from django.utils import timezone

from memorylab.errors import ServiceError
from memorylab.ownership import get_visible_or_404
from sessions import services as session_services
from sessions.models import AgentSession

from .models import TaskRun
from .reaper import check_task


def request_compact(session: AgentSession, user, *, instructions: str | None = None) -> TaskRun:
    """Queue a manual compact; the returned TaskRun tells its status and result."""
    from .tasks import run_compact

    task = TaskRun.objects.create(
        kind="compact", owner=user, session_id=session.id, params={"instructions": instructions}
    )
    # Enqueue after commit: a worker must find the row it is told about.
    transaction.on_commit(lambda: run_compact.delay(str(task.pk)))
    return task


def run_compact(task_id: str) -> TaskRun | None:
    """Claim the task (once, whatever redeliveries happen), compact, store the result."""
    task = TaskRun.objects.filter(pk=task_id).first()
    if task is None or not task.claim():
        return task
    try:
        session = AgentSession.objects.get(pk=task.session_id)
        result = session_services.compact_session(
            session, instructions=task.params.get("instructions")
        )
        task.result = result.to_dict()
        task.status = TaskRun.DONE if result.ok else TaskRun.FAILED
        task.error = result.error or ""
        task.message = result.reason[:500]
    except ServiceError as exc:
        task.status, task.error, task.message = TaskRun.FAILED, exc.message, exc.message[:500]
    except Exception as exc:  # the task row must say what went wrong, whatever it was
        task.status, task.error = (
            TaskRun.FAILED,
            "".join(traceback.format_exception_only(exc)).strip(),
        )
    task.progress = 1.0
    task.finished = timezone.now()
    task.save()
    return task


def get_task(user, task_id: str) -> TaskRun:
    task = get_visible_or_404(TaskRun.objects.all(), user, task_id, name="task")
    return check_task(task)  # a task whose worker died is retried or failed, not "running"

"""The sessions app's Celery tasks: each takes a job's id and calls one service function.
The names stay those the workers' logs and the deployments know."""

from celery import shared_task

from compaction.services import Tracked

from . import importing, services


@shared_task(
    name="compaction.run_compact", acks_late=True, base=Tracked, tracked_model="compaction.TaskRun"
)
def run_compact(task_id: str) -> str:
    task = services.run_compact(task_id)
    return task.status if task else "missing"


@shared_task(
    name="sessions.run_import", acks_late=True, base=Tracked, tracked_model="compaction.TaskRun"
)
def run_import(task_id: str) -> str:
    task = importing.run_import(task_id)
    return task.status if task else "missing"

from celery import shared_task

from .reaper import Tracked


@shared_task(
    name="compaction.run_compact", acks_late=True, base=Tracked, tracked_model="compaction.TaskRun"
)
def run_compact(task_id: str) -> str:
    from .services import run_compact as run

    task = run(task_id)
    return task.status if task else "missing"


@shared_task(
    name="sessions.run_import", acks_late=True, base=Tracked, tracked_model="compaction.TaskRun"
)
def run_import(task_id: str) -> str:
    from sessions.importing import run_import as run

    task = run(task_id)
    return task.status if task else "missing"

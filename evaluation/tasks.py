"""The lab's Celery tasks: each takes an id and calls one service function."""

from typing import Any

from celery import shared_task, signals

from compaction.services import Tracked


@shared_task(
    name="evaluation.run_experiment",
    acks_late=True,
    bind=True,
    base=Tracked,
    tracked_model="evaluation.Experiment",
)
def start_experiment(self: Any, experiment_id: int) -> str:
    """Starts an experiment: fans its cells out into ``run_experiment_cells`` tasks."""
    from .experiments import start_experiment as start

    experiment = start(experiment_id, runner=self.request.hostname or "")
    return experiment.status if experiment else "missing"


@shared_task(
    name="evaluation.run_experiment_cells",
    acks_late=True,
    bind=True,
    base=Tracked,
    tracked_model="evaluation.Experiment",
)
def run_experiment_cells(self: Any, experiment_id: int, cell_ids: list[int]) -> str:
    from .experiments import run_cells

    experiment = run_cells(experiment_id, cell_ids, runner=self.request.hostname or "")
    return experiment.status if experiment else "missing"


@shared_task(
    name="evaluation.run_sweep", acks_late=True, base=Tracked, tracked_model="compaction.TaskRun"
)
def run_sweep_task(task_id: str) -> str:
    """Starts a sweep: fans it out into ``run_sweep_part`` tasks (one per part)."""
    from .sweep_tasks import start

    task = start(task_id)
    return task.status if task else "missing"


@shared_task(name="evaluation.run_sweep_part", acks_late=True)
def run_sweep_part(task_id: str, index: int) -> str:
    """One part of a sweep (its own heartbeat: the job runner's ``run_part``)."""
    from .sweep_tasks import run_part

    part = run_part(task_id, index)
    return part.status if part else "skipped"


@signals.worker_ready.connect
def resume_interrupted(sender: Any = None, **kwargs: Any) -> None:
    """A worker that starts again resumes the experiments it was running when it died:
    finished cells are kept, the cell it was scoring and the rest run again."""
    from .experiments import resume_interrupted as resume

    resume(getattr(sender, "hostname", "") or "")

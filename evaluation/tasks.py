from typing import Any

from celery import shared_task, signals

from compaction.reaper import Tracked


@shared_task(
    name="evaluation.run_experiment",
    acks_late=True,
    bind=True,
    base=Tracked,
    tracked_model="evaluation.Experiment",
)
def run_experiment(self: Any, experiment_id: int) -> str:
    from .experiments import run_experiment as run

    experiment = run(experiment_id, runner=self.request.hostname or "")
    return experiment.status if experiment else "missing"


@signals.worker_ready.connect
def resume_interrupted(sender: Any = None, **kwargs: Any) -> None:
    """A worker that starts again resumes the experiments it was running when it died:
    finished cells are kept, the cell it was scoring and the rest run again."""
    from .experiments import resume_interrupted as resume

    resume(getattr(sender, "hostname", "") or "")

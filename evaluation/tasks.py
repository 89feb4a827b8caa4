from celery import shared_task


@shared_task(name="evaluation.run_experiment", acks_late=True)
def run_experiment(experiment_id: int) -> str:
    from .services import run_experiment as run

    experiment = run(experiment_id)
    return experiment.status if experiment else "missing"

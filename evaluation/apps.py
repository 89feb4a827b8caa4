from django.apps import AppConfig


class EvaluationConfig(AppConfig):
    name = "evaluation"
    label = "evaluation"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from compaction import services as jobs

        from . import experiments, sweep_tasks, tasks

        # The job runner imports no app: it learns our jobs and how to resume them here.
        jobs.register_kind(sweep_tasks.KIND, tasks.run_sweep_task)
        jobs.register_parts(sweep_tasks.KIND, tasks.run_sweep_part, sweep_tasks.gather)
        jobs.register_reaper(experiments.reap_lost_experiments)
        jobs.register_lost_task(tasks.start_experiment.name, experiments.on_runner_lost)
        jobs.register_lost_task(tasks.run_experiment_cells.name, experiments.on_cells_lost)

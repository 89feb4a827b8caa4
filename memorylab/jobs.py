"""Background jobs one user may have at once (``MEMORYLAB_MAX_JOBS_PER_USER``).

Sweeps, experiments and imports run on the shared workers; without a bound, one user's
queue would starve everybody else's. Compactions are not counted: they are short and an
agent's work depends on them.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction

from memorylab.errors import TooManyJobs

COUNTED_TASKS = ("sweep", "import")


def active_jobs(user) -> int:
    from compaction.models import TaskRun
    from evaluation.models import Experiment

    tasks = TaskRun.objects.filter(
        owner=user, kind__in=COUNTED_TASKS, status__in=(TaskRun.QUEUED, TaskRun.RUNNING)
    ).count()
    experiments = Experiment.objects.filter(
        owner=user, status__in=(Experiment.PENDING, Experiment.RUNNING)
    ).count()
    return tasks + experiments


@contextmanager
def job_slot(user) -> Iterator[None]:
    """A transaction in which the caller creates (or restarts) one job of ``user``; refused
    with 429 when the user already has the maximum queued or running. The user's row is
    locked first, so two requests at once cannot both take the last slot."""
    limit = settings.MEMORYLAB_MAX_JOBS_PER_USER
    with transaction.atomic():
        get_user_model().objects.select_for_update().filter(pk=user.pk).values("pk").first()
        if limit > 0 and active_jobs(user) >= limit:
            raise TooManyJobs(
                f"you have {limit} sweeps, experiments or imports queued or running "
                f"(MEMORYLAB_MAX_JOBS_PER_USER={limit}); wait for one to finish or cancel one"
            )
        yield

"""The Celery app. Tasks live in each app's tasks.py and call one service function each.

Broker: ``filesystem://`` by default (no server; see memorylab.broker), ``redis://...`` in
production. Either way a separate worker process (`celery -A memorylab worker`) runs the
tasks; eager mode is for the Django unit tests only.

A worker killed in the middle of a task never leaves it "running": compaction.reaper (the
job runner's, which each app tells about its jobs) retries or fails it, from the signals
below (a pool process died; a worker started) and from a thread in every worker's main
process.
"""

import os

from celery import Celery, signals
from kombu.transport import TRANSPORT_ALIASES

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memorylab.settings")

# Our filesystem transport fixes two task-losing races of kombu's; registering it under
# the stock scheme keeps CELERY_BROKER_URL=filesystem:// meaning "the local default".
TRANSPORT_ALIASES["filesystem"] = "memorylab.broker:Transport"

app = Celery("memorylab")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()


def ensure_broker_dirs() -> None:
    """The filesystem transport needs its folders before a producer or worker starts."""
    from django.conf import settings

    from .broker import ensure_folders

    if settings.CELERY_BROKER_URL.startswith("filesystem"):
        ensure_folders(settings.CELERY_BROKER_TRANSPORT_OPTIONS)


@signals.worker_init.connect
def _worker_folders(**kwargs: object) -> None:
    ensure_broker_dirs()


@signals.before_task_publish.connect
def _producer_folders(**kwargs: object) -> None:
    # Cheap (three mkdir calls) and it makes a fresh checkout or a wiped build/ just work.
    ensure_broker_dirs()


@signals.worker_ready.connect
def _reap_lost_tasks(**kwargs: object) -> None:
    # A worker that starts may replace one that was killed: what that one was running is
    # lost. Then keep looking, for runs lost on other machines.
    from compaction.reaper import Sweeper, reap_lost

    reap_lost()
    Sweeper().start()


@signals.task_failure.connect
def _reap_on_worker_lost(
    sender: object = None, exception: BaseException | None = None, args: object = None, **kw: object
) -> None:
    # Sent in the worker's main process when the pool process running a task died.
    from billiard.exceptions import WorkerLostError

    if isinstance(exception, WorkerLostError):
        from compaction.reaper import on_worker_lost

        on_worker_lost(getattr(sender, "name", ""), args, exception)

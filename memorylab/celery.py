import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memorylab.settings")

app = Celery("memorylab")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()


def ensure_broker_dirs() -> None:
    """The filesystem transport needs its folders before a producer or worker starts."""
    from django.conf import settings

    if settings.CELERY_BROKER_URL.startswith("filesystem"):
        for key in ("data_folder_in", "data_folder_out", "processed_folder"):
            os.makedirs(settings.CELERY_BROKER_TRANSPORT_OPTIONS[key], exist_ok=True)

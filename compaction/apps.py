from django.apps import AppConfig


class CompactionConfig(AppConfig):
    name = "compaction"
    label = "compaction"
    default_auto_field = "django.db.models.BigAutoField"

from django.apps import AppConfig


class SessionsConfig(AppConfig):
    name = "sessions"
    # django.contrib.sessions already owns the label "sessions" (the login cookie store
    # the dashboard needs), so our app of agent sessions is labelled "agent_sessions".
    label = "agent_sessions"
    verbose_name = "Agent sessions"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from compaction import services as jobs

        from . import (
            services,
            signals,  # noqa: F401  (connects the receivers)
            tasks,
        )

        # The job runner knows our kinds of job only from here (it imports no app).
        jobs.register_kind(services.COMPACT, tasks.run_compact)
        jobs.register_kind("import", tasks.run_import)

"""Background work (compactions, imports, experiments) tracked in our own rows, so task
status survives worker restarts and needs no Celery result backend."""

from __future__ import annotations

import uuid

from django.conf import settings
from django.db import models
from django.utils import timezone

from memorylab.fields import JSONTextField
from memorylab.ownership import OwnedQuerySet


class TaskRun(models.Model):
    QUEUED, RUNNING, DONE, FAILED, CANCELLED = "queued", "running", "done", "failed", "cancelled"
    STATUSES = [(s, s) for s in (QUEUED, RUNNING, DONE, FAILED, CANCELLED)]

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    kind = models.CharField(max_length=30)  # compact | import | experiment | sweep
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, models.CASCADE, related_name="task_runs")
    session_id = models.CharField(max_length=128, blank=True, db_index=True)
    params = JSONTextField(default=dict, blank=True)
    status = models.CharField(max_length=12, choices=STATUSES, default=QUEUED, db_index=True)
    progress = models.FloatField(default=0.0)
    message = models.CharField(max_length=500, blank=True)
    result = JSONTextField(null=True, blank=True)
    error = models.TextField(blank=True)
    created = models.DateTimeField(default=timezone.now)
    started = models.DateTimeField(null=True, blank=True)
    finished = models.DateTimeField(null=True, blank=True)
    # Who runs it ("<host>:<pid>"), when that process last said it is alive, and how many
    # times it was started: a run whose worker is lost is retried or failed (reaper.py).
    worker = models.CharField(max_length=200, blank=True)
    heartbeat = models.DateTimeField(null=True, blank=True)
    attempts = models.PositiveIntegerField(default=0)

    objects = OwnedQuerySet.as_manager()

    class Meta:
        ordering = ["-created"]

    def __str__(self) -> str:
        return f"{self.kind} {self.id} ({self.status})"

    @property
    def is_finished(self) -> bool:
        return self.status in (self.DONE, self.FAILED, self.CANCELLED)

    def claim(self) -> bool:
        """Move queued -> running exactly once, whichever worker gets here first."""
        from .reaper import current_worker

        now = timezone.now()
        claimed = TaskRun.objects.filter(pk=self.pk, status=self.QUEUED).update(
            status=self.RUNNING,
            started=now,
            heartbeat=now,
            worker=current_worker(),
            attempts=models.F("attempts") + 1,
        )
        if claimed:
            self.refresh_from_db()
        return bool(claimed)

    def to_dict(self) -> dict:
        return {
            "id": str(self.id),
            "kind": self.kind,
            "status": self.status,
            "progress": self.progress,
            "message": self.message,
            "session_id": self.session_id,
            "result": self.result,
            "error": self.error or None,
            "created": self.created.isoformat(),
            "finished": self.finished.isoformat() if self.finished else None,
            "attempts": self.attempts,
        }


class TaskPart(models.Model):
    """One part of a job that fans out over the workers (one Celery task each), with its
    result: a row per (job, index), so a part run twice (a lost worker's, retried) is
    stored once and the job's gathering reads each result once. Index ``GATHER`` is the
    gathering itself: claiming its row is what makes it happen exactly once."""

    GATHER = -1
    PENDING, RUNNING, DONE, FAILED = "pending", "running", "done", "failed"
    STATUSES = [(s, s) for s in (PENDING, RUNNING, DONE, FAILED)]

    run = models.ForeignKey(TaskRun, models.CASCADE, related_name="parts")
    index = models.IntegerField()
    params = JSONTextField(default=dict, blank=True)
    # The part's share of the job (e.g. the characters of its conversations), for progress.
    weight = models.FloatField(default=1.0)
    status = models.CharField(max_length=10, choices=STATUSES, default=PENDING, db_index=True)
    result = JSONTextField(null=True, blank=True)
    error = models.TextField(blank=True)
    worker = models.CharField(max_length=200, blank=True)
    heartbeat = models.DateTimeField(null=True, blank=True)
    attempts = models.PositiveIntegerField(default=0)
    started = models.DateTimeField(null=True, blank=True)
    finished = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["run", "index"]
        constraints = [
            models.UniqueConstraint(fields=["run", "index"], name="compaction_taskpart_unique")
        ]

    def __str__(self) -> str:
        return f"{self.run_id} part {self.index} ({self.status})"

"""The lab's data: labelled conversations, strategies (a MemorySpec each), experiments and
their cells (one strategy on one conversation, scored)."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils import timezone

from compaction.engine import LABEL_KINDS
from memorylab.fields import JSONTextField
from memorylab.ownership import OwnedQuerySet

KIND_CHOICES = [(k, k.replace("_", " ")) for k in LABEL_KINDS]


class LabelledConversation(models.Model):
    slug = models.SlugField(max_length=128)
    title = models.CharField(max_length=300, blank=True)
    source = models.CharField(max_length=60, blank=True)
    messages = JSONTextField(default=list)
    stale = JSONTextField(default=list, blank=True)
    meta = JSONTextField(default=dict, blank=True)
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, models.CASCADE, related_name="labelled_conversations"
    )
    created = models.DateTimeField(default=timezone.now)

    objects = OwnedQuerySet.as_manager()

    class Meta:
        ordering = ["slug"]
        constraints = [
            models.UniqueConstraint(fields=["owner", "slug"], name="evaluation_conv_owner_slug")
        ]

    def __str__(self) -> str:
        return self.slug


class LabelQuerySet(OwnedQuerySet):
    owner_field = "conversation__owner"


class Label(models.Model):
    conversation = models.ForeignKey(LabelledConversation, models.CASCADE, related_name="labels")
    label_id = models.CharField(max_length=64)
    kind = models.CharField(max_length=20, choices=KIND_CHOICES)
    text = models.TextField(blank=True)
    evidence = JSONTextField(default=list)
    message_index = models.PositiveIntegerField()

    objects = LabelQuerySet.as_manager()

    class Meta:
        ordering = ["message_index", "id"]
        constraints = [
            models.UniqueConstraint(
                fields=["conversation", "label_id"], name="evaluation_label_unique_id"
            )
        ]

    def __str__(self) -> str:
        return f"{self.label_id} ({self.kind})"

    def to_dict(self) -> dict:
        return {
            "id": self.label_id,
            "kind": self.kind,
            "text": self.text,
            "evidence": list(self.evidence),
            "message_index": self.message_index,
        }


class Strategy(models.Model):
    name = models.CharField(max_length=100)
    spec = JSONTextField(default=dict)  # MemorySpec document, as MemorySpec.from_dict reads it
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, models.CASCADE, related_name="strategies")
    created = models.DateTimeField(default=timezone.now)

    objects = OwnedQuerySet.as_manager()

    class Meta:
        ordering = ["name"]
        constraints = [
            models.UniqueConstraint(fields=["owner", "name"], name="evaluation_strategy_owner_name")
        ]

    def __str__(self) -> str:
        return self.name


class Experiment(models.Model):
    PENDING, RUNNING, DONE, FAILED, CANCELLED = "pending", "running", "done", "failed", "cancelled"
    STATUSES = [(s, s) for s in (PENDING, RUNNING, DONE, FAILED, CANCELLED)]

    name = models.CharField(max_length=200)
    strategies = models.ManyToManyField(Strategy, related_name="experiments")
    conversations = models.ManyToManyField(LabelledConversation, related_name="experiments")
    status = models.CharField(max_length=12, choices=STATUSES, default=PENDING, db_index=True)
    progress = models.FloatField(default=0.0)
    cancel_requested = models.BooleanField(default=False)
    # Optional extra scoring, off by default: {"judge_model": "<litellm model>",
    # "semantic_model": "<litellm embedding model>", "semantic_threshold": 0.8}
    options = JSONTextField(default=dict, blank=True)
    error = models.TextField(blank=True)
    # The Celery worker (node name) running it: when that worker starts again, the run it
    # had in hand is dead and is resumed (the filesystem broker never redelivers).
    runner = models.CharField(max_length=200, blank=True)
    # Refreshed by the running worker: a run without heartbeats is resumed (compaction.reaper).
    heartbeat = models.DateTimeField(null=True, blank=True)
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, models.CASCADE, related_name="experiments")
    created = models.DateTimeField(default=timezone.now)
    started = models.DateTimeField(null=True, blank=True)
    finished = models.DateTimeField(null=True, blank=True)

    objects = OwnedQuerySet.as_manager()

    class Meta:
        ordering = ["-created"]

    def __str__(self) -> str:
        return self.name

    @property
    def is_active(self) -> bool:
        return self.status in (self.PENDING, self.RUNNING)


class CellQuerySet(OwnedQuerySet):
    owner_field = "experiment__owner"


class Cell(models.Model):
    PENDING, RUNNING, DONE, FAILED = "pending", "running", "done", "failed"
    STATUSES = [(s, s) for s in (PENDING, RUNNING, DONE, FAILED)]

    experiment = models.ForeignKey(Experiment, models.CASCADE, related_name="cells")
    strategy = models.ForeignKey(Strategy, models.CASCADE, related_name="cells")
    conversation = models.ForeignKey(LabelledConversation, models.CASCADE, related_name="cells")
    status = models.CharField(max_length=10, choices=STATUSES, default=PENDING, db_index=True)
    result = JSONTextField(null=True, blank=True)
    error = models.TextField(blank=True)
    attempts = models.PositiveIntegerField(default=0)
    started = models.DateTimeField(null=True, blank=True)
    finished = models.DateTimeField(null=True, blank=True)

    objects = CellQuerySet.as_manager()

    class Meta:
        ordering = ["conversation__slug", "strategy__name"]
        constraints = [
            models.UniqueConstraint(
                fields=["experiment", "strategy", "conversation"], name="evaluation_cell_unique"
            )
        ]

    def __str__(self) -> str:
        return f"{self.strategy} x {self.conversation}"

    @property
    def is_finished(self) -> bool:
        return self.status in (self.DONE, self.FAILED)

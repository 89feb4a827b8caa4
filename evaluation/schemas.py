"""Request and response shapes of the lab's API (they also make the OpenAPI document).

Scores carry the figures every client reads typed; the pooled aggregate of a strategy has
more (snapshot figures, optional judge and semantic results, ``*_unscored`` counts...),
kept as they are (``extra="allow"``) so a new figure reaches clients without a schema
change."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from ninja import Field, Schema
from pydantic import BaseModel, ConfigDict

Count = int | float  # counts are integers; results stored by older versions may differ


class ConversationOut(Schema):
    pk: int = Field(description="The lab's id of the row (use it in URLs)")
    id: str = Field(description="The conversation's own id (its slug)")
    title: str
    source: str
    messages: int = Field(description="How many messages it has")
    labels: int = Field(description="How many labels it has")


class ConversationDetailOut(ConversationOut):
    document: dict[str, Any] = Field(description="The conversation in the labelled format")


class ConversationListOut(Schema):
    conversations: list[ConversationOut]


class ImportedOut(Schema):
    imported: list[ConversationOut]


class LabelIn(Schema):
    kind: str
    text: str = ""
    evidence: list[str]
    message_index: int
    id: str | None = None


class LabelOut(Schema):
    pk: int
    id: str
    kind: str
    text: str
    evidence: list[str]
    message_index: int


class StrategyIn(Schema):
    name: str
    spec: dict[str, Any] | str = Field(
        description="A MemorySpec (mapping or YAML text), or a baseline "
        '{"type": "baseline", "name": ..., "options": {...}}'
    )


class StrategyOut(Schema):
    id: int
    name: str
    spec: dict[str, Any]


class StrategyListOut(Schema):
    strategies: list[StrategyOut]


class ExperimentIn(Schema):
    name: str = ""
    strategies: list[int]
    conversations: list[int]
    options: dict[str, Any] = Field(
        {}, description="Optional scoring: judge_model, semantic_model, semantic_threshold"
    )


class ProgressOut(Schema):
    total: int
    finished: int
    done: int
    failed: int
    running: int
    pending: int
    fraction: float


class ExperimentOut(Schema):
    id: int
    name: str
    status: str = Field(description="pending, running, done, failed or cancelled")
    cancel_requested: bool
    progress: ProgressOut
    error: str | None
    options: dict[str, Any]
    strategies: list[int]
    conversations: list[int]
    created: datetime


class ExperimentRef(Schema):
    id: int
    name: str
    status: str
    progress: ProgressOut


class KindScoreOut(Schema):
    """One label kind's counts and figures."""

    labels: int
    covered: int
    in_section: int
    in_summary: int
    in_context: int
    section_accuracy: float | None
    summary_recall: float | None
    context_recall: float | None


class StrategyScoreOut(BaseModel):
    """A strategy's figures pooled over its cells (counts summed, then divided)."""

    # A plain pydantic model: ninja's Schema reads declared attributes only, which would
    # drop the figures kept as they are.

    model_config = ConfigDict(extra="allow")

    conversations: int
    failed: int
    section_accuracy: float | None
    summary_recall: float | None
    context_recall: float | None
    stale_leakage: float | None
    labels_total: Count
    labels_covered: Count
    labels_in_section: Count
    labels_in_summary: Count
    labels_in_context: Count
    tokens_per_task: Count
    baseline_tokens_per_task: Count
    tokens_per_task_ratio: float | None
    compactions: Count
    by_kind: dict[str, KindScoreOut]


class CellOut(Schema):
    """One strategy on one conversation; the figures are empty until the cell is done."""

    cell: int
    conversation: str
    strategy: str
    status: str = Field(description="pending, running, done or failed")
    error: str | None
    section_accuracy: float | None = None
    summary_recall: float | None = None
    context_recall: float | None = None
    stale_leakage: float | None = None
    labels_total: Count | None = None
    labels_covered: Count | None = None
    labels_in_section: Count | None = None
    labels_in_summary: Count | None = None
    labels_in_context: Count | None = None
    stale_total: Count | None = None
    stale_covered: Count | None = None
    stale_leaked: Count | None = None
    stale_mentions: Count | None = None
    compactions: Count | None = None
    failures: Count | None = None
    summary_tokens: Count | None = None
    max_summary_tokens: Count | None = None
    final_context_tokens: Count | None = None
    raw_tokens: Count | None = None
    compression_ratio: float | None = None
    tokens_per_task: Count | None = None
    baseline_tokens_per_task: Count | None = None
    tokens_per_task_ratio: float | None = None
    compaction_request_tokens: Count | None = None
    compaction_response_tokens: Count | None = None
    compaction_cost: float | None = None
    snapshot_section_accuracy: float | None = None
    snapshot_context_recall: float | None = None


class ResultsOut(Schema):
    experiment: ExperimentRef
    strategies: dict[str, StrategyScoreOut] = Field(description="By strategy name")
    cells: list[CellOut]

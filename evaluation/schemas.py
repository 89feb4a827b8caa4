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

from .experiments import MAX_EXPERIMENT_CONVERSATIONS, MAX_EXPERIMENT_STRATEGIES

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
    strategies: list[int] = Field(description="Strategy ids", max_length=MAX_EXPERIMENT_STRATEGIES)
    conversations: list[int] = Field(
        description="Labelled conversation pks", max_length=MAX_EXPERIMENT_CONVERSATIONS
    )
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


class ExperimentExportOut(Schema):
    """The lab's JSON export of an experiment."""

    experiment: ExperimentRef
    strategies: dict[str, StrategyScoreOut] = Field(description="By strategy name")
    cells: list[dict[str, Any]] = Field(
        description="One record per cell: the CSV's columns, ``places`` (label id -> place) "
        "and ``leaked`` (stale ids)"
    )


class ExperimentDetailOut(ExperimentOut):
    url: str = Field(description="This experiment in the API")
    results: ExperimentExportOut | None = Field(
        None,
        description="When done: the lab's JSON export (figures per strategy, one record per "
        "cell); GET .../results has the figures so far at any time",
    )


class ExperimentListOut(Schema):
    items: list[ExperimentDetailOut] = Field(description="Newest first, without results")
    count: int = Field(description="All the experiments you can see")


# -- threshold sweeps ------------------------------------------------------------------------

# Which fields a request may hold is checked here; what they may be worth, once, by the
# service (``evaluation.sweeps.clean_params``) that the form and the command call too.


class SweepIn(Schema):
    model_config = ConfigDict(extra="forbid")

    path: str | None = Field(
        None,
        description="Staff only: a file or folder of recorded runs inside the server's data "
        "folders (MEMORYLAB_DATA_DIRS)",
    )
    conversation_ids: list[int] | None = Field(
        None, description="Or: your labelled conversations (their pk), at most "
        "MEMORYLAB_MAX_SWEEP_CONVERSATIONS",
    )  # fmt: skip
    thresholds: list[int] | None = Field(
        None,
        description="threshold_tokens values to replay: 1 to 50, each from 1 to 10,000,000 "
        "(default: 4000, 8000, 12000, 16000, 24000)",
    )
    min_saving_tokens: int | None = Field(
        None, description="auto_compact.min_saving_tokens (default: the strategy's; 2000)"
    )
    models: list[str] | None = Field(
        None,
        description="Agent models to price, names in litellm's price map, at most 20 "
        "(default: gpt-4o, claude-sonnet-4-5, gemini-2.5-pro); never called",
    )
    strategy: dict[str, Any] | str | None = Field(
        None,
        description="A MemorySpec (mapping or YAML) to sweep (default: micro_compact + "
        "extractive auto_compact); its summary_model must be allowed",
    )
    cache_aware: bool = Field(True, description="Also replay with each model's cache rule")
    series: bool = Field(False, description="Per-call token series in every conversation")
    compare: bool | dict[str, Any] = Field(
        False,
        description="The baselines side by side: true, or their options: budget (their "
        "threshold; default: the recommended one), baselines (names; default: all), "
        "window_turns, llm_model and real_llm (call that allowed model instead of a mock)",
    )


class SweepResultOut(BaseModel):
    """The document ``manage.py sweep --json`` prints, as it is (``extra="allow"``)."""

    model_config = ConfigDict(extra="allow")

    conversation_count: int
    models: list[str]
    # Absent from a document of the baselines alone (``sweep --compare``).
    thresholds: list[dict[str, Any]] | None = Field(None, description="One row per threshold")
    recommendation: dict[str, Any] | None = None


class SweepOut(Schema):
    id: str
    url: str = Field(description="This sweep in the API")
    owner: str
    status: str = Field(description="queued, running, done, failed or cancelled")
    progress: float = Field(description="0 to 1")
    message: str
    error: str | None
    created: datetime
    started: datetime | None
    finished: datetime | None
    request: dict[str, Any] = Field(description="The request as the service checked it")
    result: SweepResultOut | None = Field(
        None, description="When done: the same document as manage.py sweep --json"
    )


class SweepListOut(Schema):
    items: list[SweepOut] = Field(description="Newest first, without results")
    count: int = Field(description="All the sweeps you can see")

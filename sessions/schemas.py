"""Request and response shapes of the sessions API (they also make the OpenAPI document)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from ninja import Field, Schema

# The error shape is the whole API's; routers written against this module keep working.
from memorylab.schemas import ErrorOut, errors  # noqa: F401


class SessionIn(Schema):
    id: str | None = Field(None, description="Optional; a random id is made when missing")
    spec: dict[str, Any] | None = Field(
        None, description='A MemorySpec as JSON, like the YAML: {"type":"memory","spec":{...}}'
    )
    title: str = ""


class SessionOut(Schema):
    id: str
    owner: str
    title: str
    source: str
    spec: dict[str, Any]
    created: datetime
    updated: datetime
    turn: int
    message_count: int
    context_tokens: int
    raw_tokens: int
    compactions: int
    micro_compactions: int
    last_compaction: datetime | None
    savings_pct: float

    @staticmethod
    def resolve_owner(obj: Any) -> str:
        return str(obj.owner.get_username())


class SessionPage(Schema):
    items: list[SessionOut]
    count: int


class AppendIn(Schema):
    messages: list[Any] = Field(
        description="Messages in genkit MessageData or OpenAI chat format",
    )


class AppendOut(Schema):
    appended: int
    context_tokens: int
    seqs: list[int | None]
    archived: bool
    archive_error: str | None = None
    replayed: bool = False


class ContextOut(Schema):
    messages: list[dict[str, Any]]
    tokens: int


class TurnOut(Schema):
    events: list[dict[str, Any]]
    context_tokens: int
    turn: int


class CompactIn(Schema):
    instructions: str | None = Field(None, max_length=4000)


class CompactOut(Schema):
    ok: bool
    reason: str
    tokens_before: int
    tokens_after: int
    summary: str | None
    archive_ref: str | None
    error: str | None
    trigger: str
    model: str | None
    request_tokens: int
    response_tokens: int
    cost: float


class TaskQueued(Schema):
    task_id: str
    status: str
    url: str


class HistoryOut(Schema):
    items: list[dict[str, Any]]
    count: int


class RecordOut(Schema):
    ref: str
    seq: int
    ts: str
    session: str
    type: str
    turn: int
    data: dict[str, Any]


class ToolsOut(Schema):
    openai: list[dict[str, Any]] | None = None
    genkit: list[dict[str, Any]] | None = None


class ToolResultOut(Schema):
    tool: str
    output: dict[str, Any]

"""Shapes every router of the API shares: the error body (``{"code", "message"}``, made
by ``memorylab.errors.error_response``) and its entries in the OpenAPI document, and the
status of a background job (a ``TaskRun`` of the job runner, whichever app queued it)."""

from __future__ import annotations

from typing import Any

from ninja import Field, Schema


class ErrorOut(Schema):
    code: str = Field(description="Stable machine-readable error code")
    message: str


def errors(*statuses: int) -> dict[int, type[ErrorOut]]:
    """Error responses for the OpenAPI document (401 applies to every operation)."""
    return {s: ErrorOut for s in (401, *statuses)}


class TaskOut(Schema):
    id: str
    kind: str
    status: str
    progress: float
    message: str
    session_id: str
    result: Any = None
    error: str | None
    created: str
    finished: str | None
    attempts: int = 0

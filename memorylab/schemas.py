"""Shapes every router of the API shares: the error body (``{"code", "message"}``, made
by the handlers in ``memorylab.api``) and its entries in the OpenAPI document."""

from __future__ import annotations

from ninja import Field, Schema


class ErrorOut(Schema):
    code: str = Field(description="Stable machine-readable error code")
    message: str


def errors(*statuses: int) -> dict[int, type[ErrorOut]]:
    """Error responses for the OpenAPI document (401 applies to every operation)."""
    return {s: ErrorOut for s in (401, *statuses)}

"""Background work over the API: the status of a queued compaction or import."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest
from ninja import Router

from memorylab.schemas import TaskOut, errors

from . import services

router = Router(tags=["tasks"])


@router.get("/tasks/{task_id}", response={200: TaskOut, **errors(404)}, summary="Task status")
def get_task(request: HttpRequest, task_id: str) -> Any:
    """queued -> running -> done | failed; ``result`` holds the CompactResult or the import
    report, ``progress`` goes from 0 to 1."""
    return services.get_task(request.auth.user, task_id).to_dict()  # type: ignore[attr-defined]

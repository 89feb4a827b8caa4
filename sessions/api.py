"""The REST API for agents: sessions, messages, context, turns, compaction, history,
archive records, memory tools and imports. Each operation calls one service function.

Session ids are matched with the ``path`` converter so that a bad id such as
``..%2F..`` reaches the service and gets a clear ``invalid_session_id`` error instead of
an unmatched URL. Routes with a suffix are declared before the bare ``/sessions/{id}``,
because Django tries URL patterns in order.
"""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest
from ninja import Body, File, Form, Header, Query, Router, Status
from ninja.files import UploadedFile

from memorylab.errors import Conflict
from memorylab.schemas import errors

from . import importing, services, tools
from .schemas import (
    AppendIn,
    AppendOut,
    CompactIn,
    CompactOut,
    ContextOut,
    HistoryOut,
    RecordOut,
    SessionIn,
    SessionOut,
    SessionPage,
    TaskQueued,
    ToolResultOut,
    ToolsOut,
    TurnOut,
)

router = Router(tags=["sessions"])
SID = "{path:session_id}"


def _user(request: HttpRequest) -> Any:
    return request.auth.user  # type: ignore[attr-defined]


def _session(request: HttpRequest, session_id: str) -> Any:
    return services.get_session(_user(request), session_id)


def _queued(task: Any) -> Status[dict[str, str]]:
    return Status(
        202,
        {"task_id": str(task.pk), "status": task.status, "url": f"/api/v1/tasks/{task.pk}"},
    )


@router.post(
    f"/sessions/{SID}/messages",
    response={200: AppendOut, **errors(400, 404, 409, 413, 422)},
    summary="Append messages (genkit or OpenAI format)",
)
def append_messages(
    request: HttpRequest,
    session_id: str,
    body: AppendIn,
    idempotency_key: str | None = Header(
        None,
        alias="Idempotency-Key",
        max_length=200,
        description="A retried request with the same key applies once",
    ),
) -> Any:
    session = _session(request, session_id)
    return services.append_messages(session, body.messages, idempotency_key=idempotency_key)


@router.get(
    f"/sessions/{SID}/context",
    response={200: ContextOut, **errors(400, 404)},
    summary="The context to send to the model now",
)
def get_context(
    request: HttpRequest,
    session_id: str,
    format: str = Query("genkit", pattern="^(genkit|openai)$"),
) -> Any:
    """``?format=openai`` returns OpenAI chat messages (tool_calls / role=tool)."""
    return services.context(_session(request, session_id), fmt=format)


@router.post(
    f"/sessions/{SID}/turns",
    response={200: TurnOut, **errors(400, 404, 409)},
    summary="A turn ended (after the final answer, before the next user message)",
)
def next_turn(request: HttpRequest, session_id: str) -> Any:
    return services.advance(_session(request, session_id), new_turn=True)


@router.post(
    f"/sessions/{SID}/steps",
    response={200: TurnOut, **errors(400, 404, 409)},
    summary="A step ended (after a tool result, before the next model call)",
)
def step(request: HttpRequest, session_id: str) -> Any:
    return services.advance(_session(request, session_id), new_turn=False)


@router.post(
    f"/sessions/{SID}/compact",
    response={200: CompactOut, 202: TaskQueued, **errors(400, 404, 409, 422)},
    summary="Compact now (memory_compact); ?async=true queues it on a worker",
)
def compact(
    request: HttpRequest,
    session_id: str,
    body: CompactIn | None = None,
    run_async: bool = Query(False, alias="async"),
) -> Any:
    session = _session(request, session_id)
    instructions = body.instructions if body else None
    if run_async:
        return _queued(services.request_compact(session, _user(request), instructions=instructions))
    result = services.compact_session(session, instructions=instructions)
    if not result.ok:
        raise Conflict(result.reason, code="compact_failed", extra={"result": result.to_dict()})
    return result.to_dict()


@router.get(
    f"/sessions/{SID}/history",
    response={200: HistoryOut, **errors(400, 404, 409, 422, 503)},
    summary="Full raw history, in order (memory_all_by_session_id)",
)
def get_history(
    request: HttpRequest,
    session_id: str,
    limit: int = Query(100, ge=1, le=tools.MAX_HISTORY_PAGE),
    offset: int = Query(0, ge=0, le=2**31 - 1),
) -> Any:
    return services.history(_session(request, session_id), limit=limit, offset=offset)


@router.get(
    f"/archive/{SID}/{{int:seq}}",
    response={200: RecordOut, **errors(400, 404, 409, 503)},
    summary="One raw archive event by its archive:// reference",
)
def get_record(request: HttpRequest, session_id: str, seq: int) -> Any:
    rec = services.record(_session(request, session_id), seq)
    return {**rec.to_json(), "ref": rec.ref}


@router.get("/sessions", response={200: SessionPage, **errors(422)}, summary="List sessions")
def list_sessions(
    request: HttpRequest,
    q: str = Query("", max_length=200, description="Text filter on id, title and source"),
    order: str = Query("-updated", max_length=30),
    limit: int = Query(50, ge=1, le=500),
    offset: int = Query(0, ge=0, le=2**31 - 1),
) -> Any:
    qs = services.search_sessions(_user(request), q, order).select_related("owner")
    return {"items": list(qs[offset : offset + limit]), "count": qs.count()}


@router.post(
    "/sessions",
    response={201: SessionOut, **errors(400, 409, 422)},
    summary="Create a session",
)
def create_session(request: HttpRequest, body: SessionIn) -> Any:
    session = services.create_session(
        _user(request), session_id=body.id, spec=body.spec, title=body.title
    )
    return Status(201, session)


@router.get(f"/sessions/{SID}", response={200: SessionOut, **errors(400, 404)})
def get_session(request: HttpRequest, session_id: str) -> Any:
    return _session(request, session_id)


@router.delete(
    f"/sessions/{SID}",
    response={204: None, **errors(400, 404, 409)},
    summary="Clear the runtime memory; ?purge=true also deletes the archive and the session",
)
def delete_session(request: HttpRequest, session_id: str, purge: bool = False) -> Any:
    services.delete_session(_session(request, session_id), purge=purge)
    return Status(204, None)


@router.get("/tools", response={200: ToolsOut, **errors(422)}, tags=["tools"])
def list_tools(request: HttpRequest, format: str | None = Query(None, pattern="^(openai|genkit)$")):
    """memory_compact and memory_all_by_session_id, as OpenAI function-calling schemas and
    genkit tool definitions: hand them to the model, then POST its calls to /tools/{name}."""
    return tools.definitions(format)


@router.post(
    "/tools/{name}",
    response={200: ToolResultOut, **errors(404, 409, 422, 503)},
    tags=["tools"],
    summary="Invoke a memory tool with the model's JSON arguments",
)
def invoke_tool(request: HttpRequest, name: str, arguments: dict[str, Any] = Body(...)) -> Any:  # noqa: B008
    return tools.invoke(_user(request), name, arguments)


@router.post(
    "/import",
    response={202: TaskQueued, **errors(400, 413, 422, 429)},
    tags=["import"],
    summary="Upload conversations (JSON/JSONL, any supported format); imported on a worker",
)
def import_conversations(
    request: HttpRequest,
    file: UploadedFile = File(...),  # noqa: B008
    spec: str | None = Form(None, description="Optional MemorySpec as JSON or YAML text"),
) -> Any:
    return _queued(importing.request_import(_user(request), file, spec=spec))

"""``POST /api/v1/openai/chat/completions``: OpenAI's chat completions API in front of a
memorylab session. Point an OpenAI client at ``/api/v1/openai`` with a memorylab API token
as its key and name the session in ``X-Memorylab-Session``."""

from __future__ import annotations

import json
import time
from typing import Any

from django.http import HttpRequest, HttpResponse, StreamingHttpResponse
from ninja import Field, Header, Router, Schema
from pydantic import ConfigDict

from memorylab.errors import error_response

from . import proxy
from .proxy_upstream import UpstreamError
from .schemas import errors

router = Router(tags=["openai"])

SESSION_HEADER = "X-Memorylab-Session"
TOOLS_HEADER = "X-Memorylab-Tools"


class ChatCompletionIn(Schema):
    """OpenAI's chat completion request. ``model`` is a litellm model name; the other
    fields go to the provider as they are. Unknown fields are refused by name."""

    model_config = ConfigDict(extra="forbid")

    model: str = Field(..., min_length=1, max_length=200, pattern=r"^[\w.:/@+-]+$")
    messages: list[dict[str, Any]] = Field(..., min_length=1, max_length=100_000)
    stream: bool = False
    n: int | None = Field(None, ge=1, le=1, description="Only 1: a session keeps one answer")
    frequency_penalty: float | None = None
    logit_bias: dict[str, Any] | None = None
    logprobs: bool | None = None
    max_completion_tokens: int | None = Field(None, ge=1)
    max_tokens: int | None = Field(None, ge=1)
    modalities: list[str] | None = None
    parallel_tool_calls: bool | None = None
    presence_penalty: float | None = None
    prediction: dict[str, Any] | None = None
    reasoning_effort: str | None = Field(None, max_length=20)
    response_format: dict[str, Any] | None = None
    seed: int | None = None
    service_tier: str | None = Field(None, max_length=20)
    stop: str | list[str] | None = None
    stream_options: dict[str, Any] | None = None
    temperature: float | None = None
    tool_choice: str | dict[str, Any] | None = None
    tools: list[dict[str, Any]] | None = Field(None, max_length=512)
    top_logprobs: int | None = None
    top_p: float | None = None
    user: str | None = Field(None, max_length=256)


def _missing_header(request: HttpRequest) -> HttpResponse:
    return error_response(
        400,
        "missing_session_header",
        f"the {SESSION_HEADER} header is required: it names the memorylab session of this "
        "conversation (an unknown id creates the session)",
    )


def _upstream_error(exc: UpstreamError) -> HttpResponse:
    return HttpResponse(
        json.dumps(exc.to_json()), status=exc.status, content_type="application/json"
    )


@router.post(
    "/chat/completions",
    response={200: dict[str, Any], **errors(400, 404, 409, 413, 422)},
    summary="OpenAI chat completion through the session's memory",
)
def chat_completions(
    request: HttpRequest,
    body: ChatCompletionIn,
    session_id: str | None = Header(
        None,
        alias=SESSION_HEADER,
        description="The memorylab session of this conversation; an unknown id creates it",
    ),
    tools_mode: str | None = Header(
        None,
        alias=TOOLS_HEADER,
        pattern="^inject$",
        description="`inject`: offer the memory tools to the model and run its calls here",
    ),
) -> Any:
    """Send the whole conversation each time, as to OpenAI. memorylab appends the messages
    the session does not have yet, sends the compacted context to the model, stores the
    answer and returns it as the provider sent it. A request whose earlier messages differ
    from the session's history gets 409 `history_mismatch`. Provider errors come back as
    OpenAI error objects (`{"error": {"message", "type", "code"}}`) with the provider's
    status; memorylab's own errors keep the API's `{"code", "message"}`."""
    started, cpu = time.perf_counter(), time.thread_time()
    if not session_id:
        return _missing_header(request)
    params = body.model_dump(exclude_unset=True, exclude={"model", "messages", "stream", "n"})
    proxy_request = proxy.ProxyRequest(
        model=body.model,
        messages=body.messages,
        params=params,
        stream=body.stream,
        inject=tools_mode == "inject",
    )
    try:
        outcome = proxy.chat_completion(request.auth.user, session_id, proxy_request)  # type: ignore[attr-defined]
    except UpstreamError as exc:
        return _upstream_error(exc)
    if proxy_request.stream and outcome.events is not None:
        response: HttpResponse = StreamingHttpResponse(
            outcome.events, content_type="text/event-stream"
        )
        response["Cache-Control"] = "no-cache"
        response["X-Accel-Buffering"] = "no"  # nginx: pass events on as they come
    else:
        response = HttpResponse(
            json.dumps(outcome.response, ensure_ascii=False), content_type="application/json"
        )
        # The model's time, and memorylab's own (wall and CPU) around it.
        upstream = outcome.upstream_seconds * 1000
        own = (time.perf_counter() - started) * 1000 - upstream
        response["Server-Timing"] = (
            f"upstream;dur={upstream:.2f}, memorylab;dur={own:.2f}, "
            f"cpu;dur={(time.thread_time() - cpu) * 1000:.2f}"
        )
    if outcome.replayed:
        response["X-Memorylab-Replayed"] = "true"
    return response

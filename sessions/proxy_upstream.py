"""The proxy's calls to the model provider, through litellm, and the shapes it returns.

Only the server chooses where a call goes: ``MEMORYLAB_PROXY_API_BASE`` (when set) and the
provider keys in the environment (``OPENAI_API_KEY``...). A request names a litellm model,
checked against ``MEMORYLAB_ALLOWED_MODELS`` when the server has such a list; it never
names a host, a key or any other litellm option.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from django.conf import settings

from memorylab import models_policy

from . import services

# OpenAI chat completion parameters the proxy passes on as they are. Anything else in a
# request is refused by name, so that no litellm option (api_base, api_key,
# mock_response, callbacks...) can be set by a client.
PASSTHROUGH = (
    "frequency_penalty",
    "logit_bias",
    "logprobs",
    "max_completion_tokens",
    "max_tokens",
    "modalities",
    "parallel_tool_calls",
    "presence_penalty",
    "prediction",
    "reasoning_effort",
    "response_format",
    "seed",
    "service_tier",
    "stop",
    "stream_options",
    "temperature",
    "tool_choice",
    "tools",
    "top_logprobs",
    "top_p",
    "user",
)
_LITELLM_ONLY = ("provider_specific_fields",)
MAX_ERROR_MESSAGE = 500


class UpstreamError(Exception):
    """The provider refused or failed: answered to the agent as an OpenAI error object
    with the provider's status."""

    def __init__(self, status: int, message: str, type_: str, code: Any = None) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.type = type_
        self.code = code

    def to_json(self) -> dict[str, Any]:
        return {"error": {"message": self.message, "type": self.type, "code": self.code}}


def check_model(model: str) -> None:
    if "://" in model:
        # Some litellm providers take an endpoint URL as the model name: the server must
        # not call a host a client named.
        raise services.ServiceError(
            f"model {model!r}: a model name may not contain a URL",
            code="invalid_model",
            status=422,
        )
    models_policy.check_model(model, "model")
    litellm = _litellm()
    try:
        litellm.get_llm_provider(model=model, api_base=api_base())
    except Exception as exc:  # litellm raises its BadRequestError for an unknown provider
        raise services.ServiceError(
            f"model {model!r}: litellm knows no provider for it; name one as provider/model, "
            "e.g. openai/gpt-4o-mini",
            code="invalid_model",
            status=422,
        ) from exc


def api_base() -> str | None:
    return getattr(settings, "MEMORYLAB_PROXY_API_BASE", "") or None


def _litellm() -> Any:
    # Imported on first use: it takes seconds, and the web process must start without it.
    import litellm

    litellm.suppress_debug_info = True
    return litellm


def _short(text: str) -> str:
    text = " ".join(str(text).split())
    if text.lstrip().startswith("<"):
        return "the provider answered with an HTML page"
    return text[:MAX_ERROR_MESSAGE]


def _strip_prefix(message: str) -> str:
    # litellm's own wording ("litellm.RateLimitError: RateLimitError: OpenAIException - ")
    # says nothing the status does not; keep what the provider said.
    return message.rsplit(" - ", 1)[-1] if " - " in message else message


_NOT_REACHED = {"APIConnectionError", "ConnectError", "ConnectionError", "RemoteProtocolError"}


def _chain(exc: BaseException) -> list[str]:
    """Class names along the exception's causes (litellm wraps openai wraps httpx)."""
    names: list[str] = []
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen and len(names) < 20:
        seen.add(id(current))
        names.append(type(current).__name__)
        current = current.__cause__ or current.__context__
    return names


def upstream_error(exc: Exception) -> UpstreamError:
    """An OpenAI-style error for whatever litellm raised: the provider's own error object
    when it sent one, else a short message (never a whole HTML page)."""
    status = getattr(exc, "status_code", None)
    response = getattr(exc, "response", None)
    causes = _chain(exc)
    if any("Timeout" in name for name in causes):
        return UpstreamError(504, "upstream timed out", "upstream_timeout", "timeout")
    # litellm reports a refused connection as a 500 with a made-up response.
    reached = response is not None and hasattr(response, "status_code")
    reached = reached and not any(name in _NOT_REACHED for name in causes)
    body = getattr(exc, "body", None)
    if isinstance(body, dict) and isinstance(body.get("error"), dict):
        body = body["error"]
    if reached and isinstance(status, int) and 400 <= status < 600:
        if isinstance(body, dict) and body.get("message"):
            return UpstreamError(
                status,
                _short(body["message"]),
                str(body.get("type") or "upstream_error"),
                body.get("code"),
            )
        return UpstreamError(
            status,
            f"upstream answered {status}: {_short(_strip_prefix(str(getattr(exc, 'message', exc))))}",
            "upstream_error",
            None,
        )
    # No answer from the provider at all: unreachable, or litellm refused before sending.
    detail = _short(_strip_prefix(str(getattr(exc, "message", exc))))
    return UpstreamError(502, f"upstream unreachable: {detail}", "upstream_error", "unreachable")


@dataclass
class Call:
    """One completion request upstream, and how long it took."""

    model: str
    messages: list[dict[str, Any]]
    params: dict[str, Any]
    stream: bool = False
    seconds: float = field(default=0.0)

    def run(self) -> Any:
        litellm = _litellm()
        kwargs: dict[str, Any] = dict(self.params)
        base = api_base()
        if base:
            kwargs["api_base"] = base
        started = time.perf_counter()
        try:
            # No retries here: the agent retries, and a retry after a lost answer is
            # answered from the session without a second model call.
            return litellm.completion(
                model=self.model,
                messages=self.messages,
                stream=self.stream,
                max_retries=0,
                timeout=getattr(settings, "MEMORYLAB_PROXY_TIMEOUT", 600),
                **kwargs,
            )
        except Exception as exc:
            raise upstream_error(exc) from exc
        finally:
            self.seconds += time.perf_counter() - started


def _clean(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _clean(v) for k, v in value.items() if v is not None and k not in _LITELLM_ONLY}
    if isinstance(value, list):
        return [_clean(v) for v in value]
    return value


def response_json(response: Any) -> dict[str, Any]:
    """The completion as the provider sent it (litellm's parse, minus its own fields)."""
    data = _clean(response.model_dump())
    for choice in data.get("choices", []):
        choice.get("message", {}).setdefault("content", None)
    return data


def chunk_json(chunk: Any) -> dict[str, Any]:
    return _clean(chunk.model_dump())


def sse(data: dict[str, Any]) -> bytes:
    return b"data: " + json.dumps(data, ensure_ascii=False).encode() + b"\n\n"


DONE = b"data: [DONE]\n\n"


def message_of(response: dict[str, Any]) -> dict[str, Any]:
    """The assistant message of a completion, as an OpenAI chat message to store."""
    choices = response.get("choices") or []
    if not choices:
        raise UpstreamError(502, "upstream answered no choice", "upstream_error", "no_choice")
    msg = choices[0].get("message") or {}
    out: dict[str, Any] = {"role": "assistant", "content": msg.get("content")}
    calls = [
        {
            "id": c.get("id"),
            "type": "function",
            "function": {
                "name": (c.get("function") or {}).get("name"),
                "arguments": (c.get("function") or {}).get("arguments") or "",
            },
        }
        for c in msg.get("tool_calls") or []
    ]
    if calls:
        out["tool_calls"] = calls
    return out


class Assembler:
    """Builds the completion a stream of chunks amounts to."""

    def __init__(self) -> None:
        self.chunks: list[dict[str, Any]] = []
        self.content: list[str] = []
        self.calls: dict[int, dict[str, Any]] = {}
        self.finish_reason: str | None = None
        self.usage: dict[str, Any] | None = None
        self.head: dict[str, Any] = {}

    def add(self, chunk: dict[str, Any]) -> None:
        self.chunks.append(chunk)
        if not self.head:
            self.head = {k: chunk[k] for k in ("id", "created", "model") if k in chunk}
        if chunk.get("usage"):
            self.usage = chunk["usage"]
        for choice in chunk.get("choices") or []:
            if choice.get("index", 0) != 0:
                continue
            delta = choice.get("delta") or {}
            if delta.get("content"):
                self.content.append(delta["content"])
            for call in delta.get("tool_calls") or []:
                slot = self.calls.setdefault(
                    call.get("index", 0), {"id": None, "name": "", "arguments": ""}
                )
                slot["id"] = call.get("id") or slot["id"]
                fn = call.get("function") or {}
                slot["name"] += fn.get("name") or ""
                slot["arguments"] += fn.get("arguments") or ""
            if choice.get("finish_reason"):
                self.finish_reason = choice["finish_reason"]

    def response(self) -> dict[str, Any]:
        message: dict[str, Any] = {"role": "assistant", "content": "".join(self.content) or None}
        if self.calls:
            message["tool_calls"] = [
                {
                    "id": c["id"],
                    "type": "function",
                    "function": {"name": c["name"], "arguments": c["arguments"]},
                }
                for _, c in sorted(self.calls.items())
            ]
        out = {
            **self.head,
            "object": "chat.completion",
            "choices": [{"index": 0, "message": message, "finish_reason": self.finish_reason}],
        }
        if self.usage:
            out["usage"] = self.usage
        return out


def chunks_of(response: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """A stored completion as a stream of chunks (for a replayed answer, or an answer the
    proxy had to change), in the order OpenAI sends them."""
    head = {
        "id": response.get("id", ""),
        "object": "chat.completion.chunk",
        "created": response.get("created", int(time.time())),
        "model": response.get("model", ""),
    }
    choice = (response.get("choices") or [{}])[0]
    message = choice.get("message") or {}
    yield {
        **head,
        "choices": [
            {
                "index": 0,
                "delta": {"role": "assistant", "content": message.get("content") or ""},
                "finish_reason": None,
            }
        ],
    }
    calls = message.get("tool_calls") or []
    if calls:
        yield {
            **head,
            "choices": [
                {
                    "index": 0,
                    "delta": {"tool_calls": [dict(c, index=i) for i, c in enumerate(calls)]},
                    "finish_reason": None,
                }
            ],
        }
    yield {
        **head,
        "choices": [{"index": 0, "delta": {}, "finish_reason": choice.get("finish_reason")}],
    }
    if response.get("usage"):
        yield {**head, "choices": [], "usage": response["usage"]}

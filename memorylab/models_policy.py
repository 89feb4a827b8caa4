"""Which LLMs the server calls on a user's behalf (``MEMORYLAB_ALLOWED_MODELS``).

A spec or option names a model as a litellm string; litellm turns some names into calls
to local services (``ollama/...``) or spends the provider keys in the server's
environment. So every model a user names is checked against the operator's list when it
is given (a 422 ``model_not_allowed``) and again when it would be called (the list may
have changed since). ``extractive`` needs no network and is always allowed.

Provider error bodies can be long and hold whatever the far end answered: users get the
status and the exception class; the details go to the server log.
"""

from __future__ import annotations

import fnmatch
import logging
import re
from typing import Any

from django.conf import settings

from compaction.engine import (
    MemorySpec,
    SummarizerError,
    SummaryRequest,
    SummaryResponse,
    quote,
)
from memorylab.errors import ModelNotAllowed

OFFLINE_MODEL = "extractive"
log = logging.getLogger("memorylab.models")


def allowed_models() -> list[str]:
    names = [m.strip() for m in settings.MEMORYLAB_ALLOWED_MODELS if m.strip()]
    return [OFFLINE_MODEL, *(m for m in names if m != OFFLINE_MODEL)]


def is_allowed(model: str) -> bool:
    """Listed by name, or matched by a shell pattern of the list (``openai/*``)."""
    name = model.strip()
    return any(fnmatch.fnmatchcase(name, allowed) for allowed in allowed_models())


def check_model(model: Any, field: str) -> None:
    if not isinstance(model, str) or not is_allowed(model):
        raise ModelNotAllowed(
            f"{field}: model {quote(model)} is not allowed on this server (allowed: "
            f"{', '.join(allowed_models())}; the operator sets MEMORYLAB_ALLOWED_MODELS)"
        )


def summary_model(spec: MemorySpec) -> str | None:
    """The model a spec's compactions would call; None for a sliding window."""
    return spec.auto_compact.summary_model if spec.backend == "compactable" else None


def check_spec(spec: MemorySpec, field: str = "spec") -> MemorySpec:
    model = summary_model(spec)
    if model is not None:
        check_model(model, f"{field}.auto_compact.summary_model")
    return spec


class RefusedSummarizer:
    """Stands in for the summarizer of a stored spec whose model is no longer allowed:
    compactions fail with a clear reason (nothing raw is lost), nothing is called."""

    def __init__(self, model: str) -> None:
        self.name = model

    def estimate_tokens(self, request: SummaryRequest) -> int:
        return request.max_tokens

    def summarize(self, request: SummaryRequest) -> SummaryResponse:
        raise SummarizerError(
            f"summary model {quote(self.name)} is not allowed on this server "
            "(MEMORYLAB_ALLOWED_MODELS)"
        )


def summarizer_override(spec: MemorySpec) -> dict[str, Any]:
    """``build_memory`` keyword arguments that keep a disallowed model from being called."""
    model = summary_model(spec)
    if model is None or is_allowed(model):
        return {}
    return {"summarizer": RefusedSummarizer(model)}


_EXCEPTION_NAME = re.compile(r"\b((?:[A-Z][A-Za-z]*)?(?:Error|Exception|Timeout))\b")


def short_upstream_error(text: str, where: str = "model call") -> str:
    """A provider error as users see it: the exception class (and status), never the
    body. ``text`` is an error message as a scorer recorded it; it goes to the log."""
    log.warning("%s failed: %s", where, text)
    name = _EXCEPTION_NAME.search(text or "")
    status = re.search(r"\b(?:status(?:_code)?[ =:]*|HTTP )([1-5]\d\d)\b", text or "")
    detail = name.group(1) if name else "error"
    if status:
        detail += f" (HTTP {status.group(1)})"
    return f"{where} failed: {detail}; details are in the server log"

"""The errors every service raises, one family for the whole project.

Each has a stable ``code`` and an HTTP ``status``; the API maps them to its JSON error
shape once (``memorylab.api``, through ``error_response``). ``NotFound`` is also Django's ``Http404``, so a view that
lets it through answers the 404 page: "not yours" and "does not exist" look the same.
This module imports no app: every app may raise these.
"""

from __future__ import annotations

import json
from typing import Any

from django.http import Http404, HttpResponse
from ninja.responses import NinjaJSONEncoder


class ServiceError(Exception):
    """A domain error with a stable code; the API maps it to HTTP once."""

    status = 400
    code = "bad_request"

    def __init__(
        self,
        message: str,
        *,
        code: str | None = None,
        status: int | None = None,
        extra: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.extra = extra or {}
        if code:
            self.code = code
        if status:
            self.status = status


class NotFound(ServiceError, Http404):
    """Does not exist, or belongs to another user (the answer never tells which)."""

    status, code = 404, "not_found"


class Forbidden(ServiceError):
    """Allowed to some users, not this one (a server path is for staff)."""

    status, code = 403, "forbidden"


class Conflict(ServiceError):
    status, code = 409, "conflict"


class TooLarge(ServiceError):
    status, code = 413, "too_large"


class Invalid(ServiceError):
    """Input that reads but does not make sense; the message names the field."""

    status, code = 422, "invalid"


class ModelNotAllowed(Invalid):
    """A model the operator's list (``MEMORYLAB_ALLOWED_MODELS``) does not hold."""

    code = "model_not_allowed"


class TooManyJobs(ServiceError):
    """The user already has ``MEMORYLAB_MAX_JOBS_PER_USER`` jobs queued or running."""

    status, code = 429, "too_many_jobs"


def error_response(status: int, code: str, message: str, **extra: Any) -> HttpResponse:
    """The API's error answer, ``{"code", "message", ...}``, for handlers and views that
    answer an error themselves (the API's exception handlers answer through it too)."""
    body = json.dumps({"code": code, "message": message, **extra}, cls=NinjaJSONEncoder)
    return HttpResponse(body, status=status, content_type="application/json; charset=utf-8")


__all__ = [
    "Conflict",
    "Forbidden",
    "Invalid",
    "ModelNotAllowed",
    "NotFound",
    "ServiceError",
    "TooLarge",
    "TooManyJobs",
    "error_response",
]

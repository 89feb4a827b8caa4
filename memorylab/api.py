"""The project's NinjaAPI under /api/v1/: one router per app, auth on every operation,
domain errors mapped to HTTP once, here."""

from __future__ import annotations

import json
import logging
from http import HTTPStatus
from typing import Any

from django.core.exceptions import RequestDataTooBig
from django.http import Http404, HttpRequest, HttpResponse
from ninja import NinjaAPI
from ninja.errors import AuthenticationError, HttpError, ValidationError

from compaction.engine import EngineError
from memorylab.errors import ServiceError, error_response
from sessions.auth import BearerToken


class MemorylabAPI(NinjaAPI):
    """Documents the errors the handlers below give any operation, so that the OpenAPI
    document matches what clients can get: 401 everywhere; 422 wherever there is input to
    validate; 400 (body not JSON) and 413 (body too big) wherever there is a body; 404
    wherever the path names something."""

    def get_openapi_schema(self, **kwargs: Any) -> Any:
        schema = super().get_openapi_schema(**kwargs)
        error_ref = next(
            (
                r["content"]["application/json"]["schema"]
                for ops in schema["paths"].values()
                for op in ops.values()
                for r in [op.get("responses", {}).get("401")]
                if r and "content" in r
            ),
            None,
        )
        for ops in schema["paths"].values():
            for op in ops.values():
                statuses = ["401"]
                if op.get("parameters") or "requestBody" in op:
                    statuses.append("422")
                if "requestBody" in op:
                    statuses += ["400", "413"]
                if any(p.get("in") == "path" for p in op.get("parameters", ())):
                    statuses.append("404")  # what the path names may not exist (or be yours)
                for status in statuses:
                    response: dict[str, Any] = {"description": HTTPStatus(int(status)).phrase}
                    if error_ref is not None:
                        response["content"] = {"application/json": {"schema": error_ref}}
                    op.setdefault("responses", {}).setdefault(status, response)
        return schema


api = MemorylabAPI(
    title="memorylab API",
    version="1",
    description="Layered context compaction for LLM agents: sessions, context, compaction, archive.",
    auth=BearerToken(),
    urls_namespace="api",
)


def error(
    request: HttpRequest, status: int, code: str, message: str, **extra: object
) -> HttpResponse:
    return error_response(status, code, message, **extra)


@api.exception_handler(ServiceError)
def on_service_error(request: HttpRequest, exc: ServiceError) -> HttpResponse:
    return error(request, exc.status, exc.code, exc.message, **exc.extra)


# Engine errors are about what was sent (422), except the ones about the session's state.
ENGINE_STATUS = {"archive_in_use": 409, "archive_corrupted": 409}


@api.exception_handler(EngineError)
def on_engine_error(request: HttpRequest, exc: EngineError) -> HttpResponse:
    return error(request, ENGINE_STATUS.get(exc.code, 422), exc.code, str(exc))


@api.exception_handler(ValidationError)
def on_validation_error(request: HttpRequest, exc: ValidationError) -> HttpResponse:
    first = exc.errors[0] if exc.errors else {}
    where = ".".join(str(p) for p in first.get("loc", ()) if p not in ("body", "payload"))
    message = (
        f"{where}: {first.get('msg', 'invalid')}"
        if where
        else str(first.get("msg", "invalid request"))
    )
    return error(request, 422, "invalid_request", message, detail=exc.errors)


@api.exception_handler(AuthenticationError)
def on_auth_error(request: HttpRequest, exc: AuthenticationError) -> HttpResponse:
    return error(request, 401, "unauthorized", "missing or invalid bearer token")


@api.exception_handler(Http404)
def on_not_found(request: HttpRequest, exc: Http404) -> HttpResponse:
    return error(request, 404, "not_found", str(exc) or "not found")


@api.exception_handler(HttpError)
def on_http_error(request: HttpRequest, exc: HttpError) -> HttpResponse:
    # django-ninja wraps a body it cannot parse into HttpError(400, "Cannot parse ...").
    cause = exc.__cause__
    if isinstance(cause, RecursionError):  # the JSON parser's own guard against deep nesting
        return error(request, 422, "too_deep", "request body: JSON nested too deep to read")
    if isinstance(cause, ValueError | UnicodeDecodeError):
        detail = (
            f"{cause.msg} (line {cause.lineno}, column {cause.colno})"
            if isinstance(cause, json.JSONDecodeError)
            else str(cause)
        )
        return error(request, 400, "invalid_json", f"request body is not valid JSON: {detail}")
    return error(request, exc.status_code, "http_error", str(exc))


@api.exception_handler(RequestDataTooBig)
def on_body_too_big(request: HttpRequest, exc: RequestDataTooBig) -> HttpResponse:
    return error(request, 413, "too_large", "request body exceeds MEMORYLAB_MAX_REQUEST_BYTES")


@api.exception_handler(Exception)
def on_unexpected(request: HttpRequest, exc: Exception) -> HttpResponse:
    # A bug, not bad input: log it with its traceback, answer in the API's error shape.
    logging.getLogger("memorylab.api").exception("unhandled error in %s", request.path)
    return error(request, 500, "internal_error", "internal server error (logged)")


def _mount() -> None:
    from compaction.api import router as compaction_router
    from evaluation.api import experiments_router
    from evaluation.api import router as evaluation_router
    from evaluation.sweep_api import router as sweeps_router
    from sessions.api import router as sessions_router
    from sessions.proxy_api import router as openai_router

    api.add_router("/", sessions_router)
    api.add_router("/openai", openai_router)
    api.add_router("/", compaction_router)
    api.add_router("/evaluation", evaluation_router)
    api.add_router("/", experiments_router)
    api.add_router("/", sweeps_router)

    # Last: any other URL under /api/v1/ gets the API's JSON 404, not Django's HTML page.
    from ninja import Router

    fallback = Router()

    @fallback.api_operation(
        ["GET", "POST", "PUT", "PATCH", "DELETE"], "/{path:rest}", include_in_schema=False
    )
    def unknown_endpoint(request: HttpRequest, rest: str) -> HttpResponse:
        return error(request, 404, "not_found", f"no API endpoint {request.path}")

    api.add_router("/", fallback)


_mount()

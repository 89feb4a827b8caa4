"""The MCP server over streamable HTTP at ``/mcp``, authenticated with an API token.

The SDK serves HTTP as an ASGI application; this project runs under WSGI (gunicorn), so
each request is handed to the SDK's session manager in *stateless, JSON-response* mode:
every POST is a complete JSON-RPC exchange answered with one JSON body, no server-sent
event stream stays open and no MCP session lives between requests (nothing to share
between gunicorn workers). What needs a long-lived stream (server-initiated requests,
resource subscriptions) is therefore not offered over HTTP; GET answers 405 as the
protocol allows.
"""

from __future__ import annotations

import json
from typing import Any

import anyio
from asgiref.sync import async_to_sync
from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.views.decorators.csrf import csrf_exempt

from .mcp import build_server
from .models import ApiToken


def _error(status: int, code: str, message: str) -> HttpResponse:
    response = HttpResponse(
        json.dumps({"code": code, "message": message}),
        status=status,
        content_type="application/json",
    )
    if status == 401:
        response["WWW-Authenticate"] = 'Bearer realm="memorylab"'
    return response


def _user(request: HttpRequest) -> Any:
    kind, _, token = request.headers.get("Authorization", "").partition(" ")
    api_token = ApiToken.authenticate(token.strip()) if kind.lower() == "bearer" else None
    return api_token.user if api_token else None


async def _serve(user: Any, scope: dict[str, Any], body: bytes) -> tuple[int, list[Any], bytes]:
    from mcp.server.streamable_http_manager import StreamableHTTPSessionManager

    manager = StreamableHTTPSessionManager(
        app=build_server(user),
        stateless=True,
        json_response=True,
        max_request_body_size=settings.DATA_UPLOAD_MAX_MEMORY_SIZE,
    )
    status, headers, chunks = 500, [], []
    sent_body = False

    async def receive() -> dict[str, Any]:
        nonlocal sent_body
        if not sent_body:
            sent_body = True
            return {"type": "http.request", "body": body, "more_body": False}
        # The client stays connected until the answer is written.
        await anyio.sleep_forever()
        raise AssertionError("unreachable")

    async def send(message: dict[str, Any]) -> None:
        nonlocal status, headers
        if message["type"] == "http.response.start":
            status, headers = message["status"], message.get("headers", [])
        elif message["type"] == "http.response.body":
            chunks.append(message.get("body", b""))

    async with manager.run():
        await manager.handle_request(scope, receive, send)
    return status, headers, b"".join(chunks)


@csrf_exempt
def mcp_endpoint(request: HttpRequest) -> HttpResponse:
    user = _user(request)
    if user is None:
        return _error(401, "unauthorized", "missing or invalid bearer token")
    if request.method != "POST":
        response = _error(
            405,
            "method_not_allowed",
            "this MCP endpoint is stateless: POST JSON-RPC messages (no GET event stream)",
        )
        response["Allow"] = "POST"
        return response
    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "POST",
        "scheme": request.scheme,
        "path": request.path,
        "raw_path": request.path.encode(),
        "root_path": "",
        "query_string": request.META.get("QUERY_STRING", "").encode("latin-1"),
        "headers": [
            (name.lower().encode("latin-1"), value.encode("latin-1"))
            for name, value in request.headers.items()
        ],
        "client": (request.META.get("REMOTE_ADDR", ""), 0),
        "server": (request.get_host(), 0),
    }
    status, headers, body = async_to_sync(_serve)(user, scope, request.body)
    response = HttpResponse(body, status=status)
    for name, value in headers:
        if name.lower() not in (b"content-length", b"connection", b"transfer-encoding"):
            response[name.decode("latin-1")] = value.decode("latin-1")
    return response

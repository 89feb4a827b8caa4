"""The memory tools and each session's context over MCP (the Model Context Protocol), for
coding assistants and agents that take their tools from MCP servers.

Tools: ``memory_compact`` and ``memory_all_by_session_id``, with the same arguments,
checks and results as ``POST /api/v1/tools/{name}`` (both run ``tools.invoke``).
Resources: ``memorylab://sessions/{session_id}/context``, the context the model would be
sent now (OpenAI chat messages and the token count, as JSON), one per session of the user.
Everything runs as one user, the way an API token does: their sessions, or all for staff.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

import mcp_types as types
from asgiref.sync import sync_to_async
from django.db import close_old_connections
from mcp.server.lowlevel.server import Server
from mcp.shared.exceptions import MCPError

from . import services, tools

CONTEXT_URI = "memorylab://sessions/{session_id}/context"
_CONTEXT_URI = re.compile(r"^memorylab://sessions/(?P<sid>[^/]+)/context$")
RESOURCE_NOT_FOUND = -32002  # the MCP specification's code for an unknown resource
MAX_LISTED_SESSIONS = 200


async def _db(fn: Callable[..., Any], *args: Any) -> Any:
    """Run ORM work off the event loop, in one thread, on a healthy connection."""

    def run() -> Any:
        close_old_connections()
        return fn(*args)

    return await sync_to_async(run, thread_sensitive=True)()


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, indent=1)


def _context_uri(session_id: str) -> str:
    return CONTEXT_URI.format(session_id=session_id)


def build_server(user: Any) -> Server[Any]:
    async def list_tools(ctx: Any, params: Any) -> types.ListToolsResult:
        return types.ListToolsResult(
            tools=[
                types.Tool(
                    name=tool.name,
                    description=tool.description,
                    input_schema=tool.parameters,
                    output_schema=tool.output,
                )
                for tool in tools.TOOLS.values()
            ]
        )

    async def call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        try:
            result = await _db(tools.invoke, user, params.name, params.arguments or {})
        except services.ServiceError as exc:
            # A tool error is a result the model reads (and can act on), not a crash.
            return types.CallToolResult(
                content=[types.TextContent(type="text", text=f"{exc.code}: {exc.message}")],
                is_error=True,
            )
        output = result["output"]
        return types.CallToolResult(
            content=[types.TextContent(type="text", text=_json(output))],
            structured_content=output,
        )

    def _sessions() -> list[types.Resource]:
        qs = services.search_sessions(user).only("id", "title", "context_tokens", "source")
        return [
            types.Resource(
                uri=_context_uri(s.id),
                name=s.id,
                title=s.title or None,
                description=f"Current context of session {s.id} ({s.context_tokens} tokens)",
                mime_type="application/json",
            )
            for s in qs[:MAX_LISTED_SESSIONS]
        ]

    async def list_resources(ctx: Any, params: Any) -> types.ListResourcesResult:
        return types.ListResourcesResult(resources=await _db(_sessions))

    async def list_templates(ctx: Any, params: Any) -> types.ListResourceTemplatesResult:
        return types.ListResourceTemplatesResult(
            resource_templates=[
                types.ResourceTemplate(
                    uri_template=CONTEXT_URI,
                    name="session-context",
                    title="Session context",
                    description=(
                        "What the model would be sent now for this session: the compacted "
                        "context as OpenAI chat messages, with its token count"
                    ),
                    mime_type="application/json",
                )
            ]
        )

    def _context(uri: str) -> str:
        match = _CONTEXT_URI.match(uri)
        if match is None:
            raise MCPError(RESOURCE_NOT_FOUND, f"unknown resource {uri!r} (expected {CONTEXT_URI})")
        try:
            session = services.get_session(user, match["sid"])
            return _json({"session_id": session.id, **services.context(session, fmt="openai")})
        except services.ServiceError as exc:
            raise MCPError(RESOURCE_NOT_FOUND, f"{exc.code}: {exc.message}", {"uri": uri}) from exc

    async def read_resource(
        ctx: Any, params: types.ReadResourceRequestParams
    ) -> types.ReadResourceResult:
        uri = str(params.uri)
        text = await _db(_context, uri)
        return types.ReadResourceResult(
            contents=[types.TextResourceContents(uri=uri, mime_type="application/json", text=text)]
        )

    return Server(
        "memorylab",
        instructions=(
            "memorylab keeps an agent's conversation memory. memory_compact replaces a "
            "session's working context by a structured summary; memory_all_by_session_id "
            "reads its full raw history. Each session's current context is a resource."
        ),
        on_list_tools=list_tools,
        on_call_tool=call_tool,
        on_list_resources=list_resources,
        on_list_resource_templates=list_templates,
        on_read_resource=read_resource,
    )


async def serve_stdio(user: Any) -> None:
    from mcp.server.stdio import stdio_server

    server = build_server(user)
    async with stdio_server() as (read_stream, write_stream):
        await server.run(read_stream, write_stream, server.create_initialization_options())

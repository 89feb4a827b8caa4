"""The same MCP server over streamable HTTP at /mcp (stateless, JSON responses) on the
live server, driven by the SDK's streamable HTTP client with an API token."""

from __future__ import annotations

import json
from typing import Any

import anyio
import httpx
import pytest
from mcp import ClientSession
from mcp.client.streamable_http import streamable_http_client

from sessions import services


def run(url: str, token: str, scenario) -> Any:
    import httpx2

    async def main() -> Any:
        async with (
            httpx2.AsyncClient(headers={"Authorization": f"Bearer {token}"}, timeout=60) as http,
            streamable_http_client(url, http_client=http) as (read, write),
            ClientSession(read, write) as client,
        ):
            await client.initialize()
            return await scenario(client)

    return anyio.run(main)


@pytest.fixture
def ledger(alice):
    session = services.create_session(alice, session_id="ledger")
    services.append_messages(
        session,
        [
            {"role": "system", "content": "You are terse."},
            {"role": "user", "content": "Lag must stay under 5000."},
            {"role": "assistant", "content": "Noted: under 5000."},
        ],
    )
    return session


def test_it_serves_tools_and_context_over_http_with_the_api_token(live_server, alice_token, ledger):
    async def scenario(client: ClientSession) -> Any:
        tools = (await client.list_tools()).tools
        page = await client.call_tool("memory_all_by_session_id", {"session_id": "ledger"})
        unknown = await client.call_tool("memory_compact", {"session_id": "nope"})
        context = await client.read_resource("memorylab://sessions/ledger/context")
        return tools, page, unknown, context

    tools, page, unknown, context = run(f"{live_server.url}/mcp", alice_token, scenario)
    assert {t.name for t in tools} == {"memory_compact", "memory_all_by_session_id"}
    assert page.structured_content["count"] == 3
    assert unknown.is_error and "not_found" in unknown.content[0].text
    assert (
        json.loads(context.contents[0].text)["messages"][1]["content"]
        == "Lag must stay under 5000."
    )


def test_it_refuses_http_without_a_valid_token(live_server, db):
    r = httpx.post(
        f"{live_server.url}/mcp", json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"}
    )
    assert r.status_code == 401 and r.json()["code"] == "unauthorized"
    r = httpx.post(
        f"{live_server.url}/mcp",
        json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
        headers={"Authorization": "Bearer ml_wrong"},
    )
    assert r.status_code == 401


def test_it_answers_get_with_405_as_a_stateless_server(live_server, alice_token):
    r = httpx.get(f"{live_server.url}/mcp", headers={"Authorization": f"Bearer {alice_token}"})
    assert r.status_code == 405 and r.headers["Allow"] == "POST"

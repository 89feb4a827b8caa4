"""``manage.py mcp`` driven by the MCP SDK's own stdio client: the client spawns the
command against a SQLite file prepared with the real commands (migrate, import)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import ClientSession, StdioServerParameters, stdio_client
from mcp.shared.exceptions import MCPError

ROOT = Path(__file__).resolve().parents[2]
LEDGER = ROOT / "evaluation" / "fixtures" / "labelled" / "ledger-lag.json"
DEMO = ROOT / "demo" / "flaky-test.json"


@pytest.fixture(scope="module")
def server_env(tmp_path_factory) -> dict[str, str]:
    home = tmp_path_factory.mktemp("mcp")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMORYLAB_", "CELERY_"))}
    env.update(
        DATABASE_URL=f"sqlite:///{home / 'db.sqlite3'}",
        MEMORYLAB_BUILD_DIR=str(home),
        DJANGO_SETTINGS_MODULE="memorylab.settings",
        LITELLM_LOCAL_MODEL_COST_MAP="True",
    )

    def manage(*args: str) -> str:
        done = subprocess.run(
            [sys.executable, "manage.py", *args],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert done.returncode == 0, done.stderr
        return done.stdout

    manage("migrate", "--noinput")
    manage(
        "shell",
        "-c",
        "from django.contrib.auth.models import User;"
        "User.objects.create_user('alice'); User.objects.create_user('bob')",
    )
    manage("import_conversations", str(LEDGER), "--user", "alice")
    manage("import_conversations", str(DEMO), "--user", "bob")
    return env


def run(env: dict[str, str], scenario, user: str = "alice") -> Any:
    """Spawn ``manage.py mcp --user USER`` through the SDK's stdio client; run ``scenario``."""
    params = StdioServerParameters(
        command=sys.executable, args=["manage.py", "mcp", "--user", user], env=env, cwd=ROOT
    )

    async def main() -> Any:
        async with stdio_client(params) as (read, write), ClientSession(read, write) as client:
            await client.initialize()
            return await scenario(client)

    return anyio.run(main)


def text_of(result: Any) -> str:
    return "".join(c.text for c in result.content if c.type == "text")


def test_it_lists_the_two_memory_tools_with_their_schemas(server_env):
    async def scenario(client: ClientSession) -> Any:
        return (await client.list_tools()).tools

    tools = {t.name: t for t in run(server_env, scenario)}
    assert set(tools) == {"memory_compact", "memory_all_by_session_id"}
    assert tools["memory_compact"].input_schema["required"] == ["session_id"]
    assert "limit" in tools["memory_all_by_session_id"].input_schema["properties"]
    assert "structured summary" in tools["memory_compact"].description


def test_it_reads_history_compacts_and_serves_the_context_resource(server_env):
    async def scenario(client: ClientSession) -> Any:
        page = await client.call_tool(
            "memory_all_by_session_id", {"session_id": "ledger-lag", "limit": 5}
        )
        before = await client.read_resource("memorylab://sessions/ledger-lag/context")
        compacted = await client.call_tool(
            "memory_compact", {"session_id": "ledger-lag", "instructions": "keep the lag target"}
        )
        after = await client.read_resource("memorylab://sessions/ledger-lag/context")
        whole = await client.call_tool(
            "memory_all_by_session_id", {"session_id": "ledger-lag", "limit": 1000}
        )
        listed = (await client.list_resources()).resources
        templates = (await client.list_resource_templates()).resource_templates
        return page, before, compacted, after, whole, listed, templates

    page, before, compacted, after, whole, listed, templates = run(server_env, scenario)
    assert not page.is_error
    assert page.structured_content["count"] == 21 and len(page.structured_content["items"]) == 5
    assert json.loads(text_of(page)) == page.structured_content
    assert page.structured_content["items"][1]["content"][0]["text"].startswith("The ledger-sync")

    assert compacted.structured_content["ok"] is True, compacted.structured_content
    assert "[memorylab summary" in compacted.structured_content["summary"]
    ctx_before = json.loads(before.contents[0].text)
    ctx_after = json.loads(after.contents[0].text)
    assert ctx_after["tokens"] < ctx_before["tokens"]
    assert "[memorylab summary" in ctx_after["messages"][1]["content"]
    assert ctx_after["messages"][0]["role"] == "system"
    # Lossless: the raw history is whole after the compaction.
    assert whole.structured_content["count"] == 21

    assert [r.name for r in listed] == ["ledger-lag"]  # not bob's session
    assert str(listed[0].uri) == "memorylab://sessions/ledger-lag/context"
    assert templates[0].uri_template == "memorylab://sessions/{session_id}/context"


def test_it_reports_unknown_sessions_and_bad_arguments_clearly(server_env):
    async def scenario(client: ClientSession) -> Any:
        unknown = await client.call_tool("memory_compact", {"session_id": "nope"})
        others = await client.call_tool("memory_all_by_session_id", {"session_id": "flaky-test"})
        invalid = await client.call_tool("memory_all_by_session_id", {"session_id": "../x"})
        bad_args = await client.call_tool(
            "memory_all_by_session_id", {"session_id": "ledger-lag", "limit": 0}
        )
        errors = []
        for uri in ("memorylab://sessions/nope/context", "memorylab://other"):
            try:
                await client.read_resource(uri)
            except MCPError as exc:
                errors.append(exc)
        return unknown, others, invalid, bad_args, errors

    unknown, others, invalid, bad_args, errors = run(server_env, scenario)
    assert unknown.is_error and "not_found" in text_of(unknown) and "'nope'" in text_of(unknown)
    assert others.is_error and "not_found" in text_of(others)  # bob's session
    assert invalid.is_error and "invalid_session_id" in text_of(invalid)
    assert bad_args.is_error and "limit" in text_of(bad_args)
    assert len(errors) == 2
    assert "no session 'nope'" in str(errors[0]) and "unknown resource" in str(errors[1])


def test_it_refuses_an_unknown_user(server_env):
    done = subprocess.run(
        [sys.executable, "manage.py", "mcp", "--user", "nobody"],
        cwd=ROOT,
        env=server_env,
        capture_output=True,
        text=True,
        timeout=120,
        stdin=subprocess.DEVNULL,
    )
    assert done.returncode != 0
    assert "no user 'nobody'" in done.stderr and done.stdout == ""

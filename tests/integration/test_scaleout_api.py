"""The API scaled out, for real: gunicorn (2 processes x 4 threads) and a Celery worker,
both separate processes on PostgreSQL and Redis. An agent drives a session through the
HTTP API until an async compaction, run by the worker, completes; an upload is imported
by the worker with progress. (Concurrent appends across web processes:
test_concurrent_api.py.)"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator

import httpx
import pytest

from memorylab.client import MemorylabClient

from .conftest import ROOT, api_token, swe_upload

sys.path.insert(0, str(ROOT / "benchmarks"))

from api_load import gunicorn  # noqa: E402

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def token(memorylab_env) -> str:
    return api_token(memorylab_env, "it-agent", "it-scaleout")


@pytest.fixture(scope="module")
def web_server(memorylab_env) -> Iterator[str]:
    with gunicorn(memorylab_env, workers=2, threads=4) as url:
        yield url


def tool_turn(i: int) -> list[dict]:
    log = "\n".join(
        f"{i}.{n} GET /orders 504 upstream timeout db-replica-{i % 3}" for n in range(80)
    )
    return [
        {
            "role": "user",
            "content": [{"text": f"Step {i}: check the orders service replica {i % 3}."}],
        },
        {
            "role": "model",
            "content": [{"toolRequest": {"name": "logs", "ref": f"c{i}", "input": {"n": i}}}],
        },
        {
            "role": "tool",
            "content": [{"toolResponse": {"name": "logs", "ref": f"c{i}", "output": log}}],
        },
        {
            "role": "model",
            "content": [{"text": f"Replica db-replica-{i % 3} times out (step {i})."}],
        },
    ]


def test_an_agent_drives_a_session_until_an_async_compact_completes(
    web_server, token, celery_worker, pg_query
):
    ml = MemorylabClient(web_server, token, timeout=30)
    ml.create_session("it-api", spec={"spec": {"auto_compact": {"enabled": False}}})
    sent: list[dict] = []
    for i in range(8):
        turn = tool_turn(i)
        ml.append("it-api", turn[:2])
        ml.context("it-api")
        ml.append("it-api", turn[2])
        ml.step("it-api")
        ml.append("it-api", turn[3])
        ml.next_turn("it-api")
        sent += turn
    before = ml.context("it-api")["tokens"]

    queued = ml.compact("it-api", "keep the replica names", run_async=True, wait=False)
    task = ml.wait_task(queued["task_id"], poll=0.2, timeout=60)
    assert task["status"] == "done", task
    assert task["result"]["ok"] is True
    assert task["result"]["tokens_before"] == before
    assert ml.context("it-api")["tokens"] == task["result"]["tokens_after"] < before
    assert list(ml.history("it-api", page_size=10)) == sent
    # The web processes and the worker wrote to this PostgreSQL database, not to SQLite.
    row = pg_query(
        "SELECT compactions, context_tokens FROM agent_sessions_agentsession WHERE id = %s",
        "it-api",
    )
    assert row == [(1, task["result"]["tokens_after"])]
    run = pg_query("SELECT status FROM compaction_taskrun WHERE id = %s", queued["task_id"])
    assert run == [("done",)]
    assert "compaction.run_compact[" in celery_worker.log()
    ml.close()


def test_an_upload_is_imported_by_the_worker(web_server, token, celery_worker, tmp_path):
    with MemorylabClient(web_server, token, timeout=30) as ml:
        task = ml.import_file(str(swe_upload(tmp_path)), timeout=60)
        assert task["status"] == "done", task
        assert task["progress"] == 1.0
        assert task["result"]["totals"]["imported"] == 1
        [row] = task["result"]["imported"]
        history = list(ml.history(row["id"]))
        assert len(history) == row["messages"]
        assert "sessions.run_import[" in celery_worker.log()


def test_errors_are_json_behind_gunicorn(web_server, token):
    headers = {"Authorization": f"Bearer {token}"}
    r = httpx.post(
        f"{web_server}/api/v1/sessions",
        content=b"{oops",
        headers={**headers, "Content-Type": "application/json"},
    )
    assert (r.status_code, r.json()["code"]) == (400, "invalid_json")
    r = httpx.get(f"{web_server}/api/v1/sessions/..%2F..%2Fetc/context", headers=headers)
    assert r.status_code in (400, 404)
    assert r.json()["code"] in ("invalid_session_id", "not_found")
    r = httpx.get(f"{web_server}/api/v1/sessions", headers={"Authorization": "Bearer nope"})
    assert (r.status_code, r.json()["code"]) == (401, "unauthorized")
    assert json.loads(httpx.get(f"{web_server}/api/v1/openapi.json").text)["paths"]

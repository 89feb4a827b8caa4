"""The same code on PostgreSQL and Redis: a manual compaction queued by the Django side is
executed by a separate Celery worker process, and its result lands in PostgreSQL."""

from __future__ import annotations

import json

import pytest

from .conftest import poll

pytestmark = pytest.mark.integration

PRODUCER = """
import json
from django.contrib.auth.models import User
from sessions import services
from sessions.services import request_compact

user, _ = User.objects.get_or_create(username="it-user")
session = services.create_session(user, session_id="it-session")
log = "\\n".join(f"line {i}: GET /health 503 upstream timeout on api-7" for i in range(300))
services.append_messages(session, [
    {"role": "user", "content": [{"text": "Why did the deploy of api-7 fail? Keep it running."}]},
    {"role": "model", "content": [{"toolRequest": {"name": "logs", "ref": "c1", "input": {}}}]},
    {"role": "tool", "content": [{"toolResponse": {"name": "logs", "ref": "c1", "output": log}}]},
    {"role": "model", "content": [{"text": "api-7 failed its health check: upstream timeout."}]},
])
task = request_compact(session, user, instructions="keep the service name")
print(json.dumps({"task": str(task.pk), "database": __import__("django.db").db.connection.vendor}))
"""


def wait_finished(pg_query, task_id: str, timeout: float = 90) -> tuple:
    [(status, error, result)] = poll(
        lambda: pg_query(
            "SELECT status, error, result FROM compaction_taskrun WHERE id = %s", task_id
        ),
        lambda rows: bool(rows) and rows[0][0] not in ("queued", "running"),
        timeout=timeout,
        what=f"task {task_id}",
    )
    # JSON columns are text (see memorylab.fields): parse what SQL hands back.
    return status, error, json.loads(result) if result is not None else None


def test_it_runs_a_queued_compaction_on_a_worker_and_stores_it_in_postgres(
    manage, celery_worker, pg_query
):
    produced = manage("shell", "--no-imports", "-c", PRODUCER)
    assert produced.returncode == 0, produced.stderr
    out = json.loads(produced.stdout.strip().splitlines()[-1])
    assert out["database"] == "postgresql"

    status, error, result = wait_finished(pg_query, out["task"])
    assert (status, error) == ("done", ""), error
    assert result["ok"] is True and result["tokens_after"] < result["tokens_before"]

    ((compactions, context_tokens, raw_tokens),) = pg_query(
        "SELECT compactions, context_tokens, raw_tokens FROM agent_sessions_agentsession"
        " WHERE id = 'it-session'"
    )
    assert compactions == 1 and context_tokens < raw_tokens
    # The summary is archived and indexed too: lossless on disk, findable by reference.
    types = {
        t
        for (t,) in pg_query(
            "SELECT type FROM agent_sessions_archiveentry WHERE session_id = 'it-session'"
        )
    }
    assert "manual_compact" in types and "tool_result" in types, types
    # And it was the worker process, over Redis, that ran it.
    log = celery_worker.log()
    assert "redis://" in log
    assert "compaction.run_compact[" in log and "succeeded" in log, log


def test_it_reports_postgres_and_redis_in_healthz(manage, celery_worker):
    checked = manage(
        "shell",
        "--no-imports",
        "-c",
        "import json; from django.test import Client;"
        " r = Client().get('/healthz', HTTP_HOST='localhost');"
        " print(json.dumps([r.status_code, r.json()]))",
    )
    assert checked.returncode == 0, checked.stderr
    status, body = json.loads(checked.stdout.strip().splitlines()[-1])
    assert status == 200
    assert body["database"] == {"ok": True, "detail": "postgresql"}
    assert body["broker"]["ok"] is True and body["broker"]["detail"] == "redis"

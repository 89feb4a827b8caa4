"""A sweep requested from the Django side fans out over a real Celery worker process
(2 pool processes, Redis, PostgreSQL): one task per part runs in the worker's pool, each
part's cells land in their own row, and the part that finishes last gathers them into the
document a sweep run in one process makes. The baselines it compares run as a second round
of parts in the pool too, not in the process that gathers."""

from __future__ import annotations

import json

import pytest

from .conftest import poll

pytestmark = pytest.mark.integration

PRODUCER = """
import json
from django.contrib.auth.models import User
from evaluation import conversations as lab, sweep_tasks

user, _ = User.objects.get_or_create(username="it-sweeper")
rows = list(lab.visible_conversations(user)) or lab.import_path(user, lab.SHIPPED_DIR)
task = sweep_tasks.request_sweep(
    user, conversation_ids=[c.pk for c in rows], thresholds="1500,3000,6000", models=["gpt-4o"],
    compare={"baselines": ["none", "window"]},
)
print(json.dumps({"task": str(task.pk), "conversations": len(rows), "pid": __import__("os").getpid()}))
"""

# The same request, run in this one process: the document to compare with.
IN_ONE_PROCESS = """
import json
from django.contrib.auth.models import User
from compaction.models import TaskRun
from evaluation import sweep_tasks

done = TaskRun.objects.get(pk=%r)
task = TaskRun.objects.create(kind="sweep", owner=done.owner, params=done.params)
print(json.dumps(sweep_tasks.execute(str(task.pk)).result))
"""

RUN_KEYS = ("elapsed_seconds", "cpu_seconds", "workers", "parts")


def same_document(doc: dict) -> str:
    doc = {k: v for k, v in doc.items() if k not in RUN_KEYS}
    doc["compare"] = {k: v for k, v in doc["compare"].items() if k not in RUN_KEYS}
    return json.dumps(doc, sort_keys=True)


def test_it_fans_a_sweep_out_over_the_workers_pool_and_gathers_it(manage, celery_worker, pg_query):
    produced = manage("shell", "--no-imports", "-c", PRODUCER)
    assert produced.returncode == 0, produced.stderr
    out = json.loads(produced.stdout.strip().splitlines()[-1])
    assert out["conversations"] >= 10
    pk = out["task"]

    [(status, error, result)] = poll(
        lambda: pg_query("SELECT status, error, result FROM compaction_taskrun WHERE id = %s", pk),
        lambda rows: rows[0][0] not in ("queued", "running"),
        timeout=240,
        what=f"sweep {pk}",
    )
    assert (status, error) == ("done", ""), error
    parts = pg_query(
        "SELECT index, status, worker, attempts, params::jsonb->>'round' FROM compaction_taskpart "
        "WHERE run_id = %s ORDER BY index",
        pk,
    )
    swept = [p for p in parts if p[0] >= 0 and p[4] is None]
    compared = [p for p in parts if p[4] == "compare"]
    # Several parts, each run once, in the worker's pool processes (not the producer);
    # the gathering twice (once per round).
    assert len(swept) > 2 and len(compared) == len(swept)
    assert {(p[1], p[3]) for p in swept + compared} == {("done", 1)}
    assert [(p[1], p[3]) for p in parts if p[0] < 0] == [("done", 2)]
    for round_ in (swept, compared):
        pids = {int(p[2].rpartition(":")[2]) for p in round_}
        assert out["pid"] not in pids and celery_worker.proc.pid not in pids
        assert len(pids) == 2  # both pool processes took parts: every process, each round
    log = celery_worker.log()
    real = swept + compared
    assert log.count("evaluation.run_sweep_part[") >= 2 * len(real)  # received, succeeded
    assert "evaluation.run_sweep[" in log

    doc = json.loads(result)
    assert doc["parts"] == len(swept) and doc["conversation_count"] == out["conversations"]
    assert doc["compare"]["conversation_count"] == out["conversations"]
    alone = manage("shell", "--no-imports", "-c", IN_ONE_PROCESS % pk)
    assert alone.returncode == 0, alone.stderr
    assert same_document(doc) == same_document(json.loads(alone.stdout.strip().splitlines()[-1]))

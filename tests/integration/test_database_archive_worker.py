"""Several machines without a shared disk: MEMORYLAB_ARCHIVE_BACKEND=database on
PostgreSQL and Redis, gunicorn (the web side) and a real Celery worker, each with its own
MEMORYLAB_ARCHIVE_DIR. An agent creates a session and appends through the API, the worker
runs the async compaction, and history, references and context are whole — with nothing
written in either archive directory."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from memorylab.client import MemorylabClient

from .conftest import ROOT, Worker, api_token, claimed_redis, run_manage, swe_upload

sys.path.insert(0, str(ROOT / "benchmarks"))

from api_load import gunicorn  # noqa: E402

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def own_broker() -> Iterator[str]:
    """A Redis database of its own: the suite's files-backend worker must not take these
    tasks."""
    with claimed_redis(range(15, 0, -1)) as url:
        yield url


@pytest.fixture(scope="module")
def machines(memorylab_env, own_broker, tmp_path_factory) -> dict[str, dict[str, str]]:
    """The environments of two machines: same database and broker, different disks."""
    base = {
        **memorylab_env,
        "CELERY_BROKER_URL": own_broker,
        "MEMORYLAB_ARCHIVE_BACKEND": "database",
    }
    out = {}
    for name in ("web", "worker", "worker2"):
        disk = tmp_path_factory.mktemp(f"machine-{name}")
        out[name] = {
            **base,
            "MEMORYLAB_BUILD_DIR": str(disk),
            "MEMORYLAB_ARCHIVE_DIR": str(disk / "memory-archive"),
        }
    return out


@pytest.fixture(scope="module")
def token(machines) -> str:
    return api_token(machines["web"], "it-db-agent", "it-db-archive")


@pytest.fixture(scope="module")
def web(machines) -> Iterator[str]:
    with gunicorn(machines["web"], workers=2, threads=2) as url:
        yield url


def start_worker(env: dict[str, str]) -> Worker:
    log_path = Path(env["MEMORYLAB_BUILD_DIR"]) / "worker.log"
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(
            [sys.executable, "-m", "celery", "-A", "memorylab", "worker", "--loglevel=INFO"]
            + ["--concurrency=1", "--without-gossip", "--without-mingle"]
            + ["--hostname", f"{Path(env['MEMORYLAB_BUILD_DIR']).name}@%h"],
            cwd=ROOT,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    return Worker(proc, log_path)


@pytest.fixture(scope="module")
def worker(machines) -> Iterator[Worker]:
    running = start_worker(machines["worker"])
    try:
        running.wait_ready()
        yield running
    finally:
        running.stop()


@pytest.fixture(scope="module")
def worker2(machines, worker) -> Iterator[Worker]:
    """A second worker machine (its own disk), for work that fans out."""
    running = start_worker(machines["worker2"])
    try:
        running.wait_ready()
        yield running
    finally:
        running.stop()


def tool_turn(i: int) -> list[dict]:
    log = "\n".join(f"{i}.{n} GET /cart 502 bad gateway from pod cart-{i % 4}" for n in range(80))
    return [
        {"role": "user", "content": [{"text": f"Step {i}: why does cart-{i % 4} answer 502?"}]},
        {
            "role": "model",
            "content": [{"toolRequest": {"name": "logs", "ref": f"c{i}", "input": {"n": i}}}],
        },
        {
            "role": "tool",
            "content": [{"toolResponse": {"name": "logs", "ref": f"c{i}", "output": log}}],
        },
        {"role": "model", "content": [{"text": f"cart-{i % 4} returns 502 (step {i})."}]},
    ]


def files_under(env: dict[str, str]) -> list[str]:
    root = Path(env["MEMORYLAB_ARCHIVE_DIR"])
    return [str(p) for p in root.rglob("*")] if root.exists() else []


def test_web_and_worker_share_only_the_database_for_archives(
    web, token, worker, machines, pg_query
):
    assert machines["web"]["MEMORYLAB_ARCHIVE_DIR"] != machines["worker"]["MEMORYLAB_ARCHIVE_DIR"]
    ml = MemorylabClient(web, token, timeout=30)
    ml.create_session("it-db", spec={"spec": {"auto_compact": {"enabled": False}}})
    sent: list[dict] = []
    for i in range(6):
        turn = tool_turn(i)
        ml.append("it-db", turn[:2])
        ml.append("it-db", turn[2])
        ml.step("it-db")
        ml.append("it-db", turn[3])
        ml.next_turn("it-db")
        sent += turn
    before = ml.context("it-db")["tokens"]

    queued = ml.compact("it-db", "keep the pod names", run_async=True, wait=False)
    task = ml.wait_task(queued["task_id"], poll=0.2, timeout=90)
    assert task["status"] == "done", task
    assert task["result"]["ok"] is True and task["result"]["tokens_before"] == before
    assert "compaction.run_compact[" in worker.log()

    # The worker's summary is read back by the web side, by its reference.
    summary = ml.record_by_ref(task["result"]["archive_ref"])
    assert summary["type"] == "manual_compact"
    context = ml.context("it-db")
    assert context["tokens"] == task["result"]["tokens_after"] < before
    assert context["messages"][0]["metadata"]["memorylab"]["kind"] == "summary"
    assert list(ml.history("it-db", page_size=7)) == sent
    # Appends after the worker's compaction go on from its seq.
    after = ml.append("it-db", tool_turn(6)[:1])
    assert after["seqs"] == [summary["seq"] + 1]
    assert list(ml.history("it-db"))[-1] == tool_turn(6)[0]
    ml.close()

    # Every record is a row in PostgreSQL, with its body; no machine wrote an archive file.
    [(count, bodies, last, raw)] = pg_query(
        "SELECT count(*), count(data), max(seq), count(*) FILTER (WHERE type IN"
        " ('message', 'tool_call', 'tool_result')) FROM agent_sessions_archiveentry"
        " WHERE session_id = 'it-db'"
    )
    assert count == bodies == last == summary["seq"] + 1 and raw == len(sent) + 1
    assert files_under(machines["web"]) == [] and files_under(machines["worker"]) == []


def test_concurrent_writers_get_contiguous_seqs_from_the_table(web, token, machines, pg_query):
    # Several web processes and threads append to one session at once: the row lock
    # orders them, so the table's seqs stay contiguous and each writer's order holds.
    import threading

    writers, each = 4, 15
    with MemorylabClient(web, token, timeout=60) as ml:
        ml.create_session("it-db-shared", spec={"spec": {"micro_compact": False}})
    failures: list[str] = []

    def write(w: int) -> None:
        with MemorylabClient(web, token, timeout=60) as ml:
            for n in range(each):
                try:
                    ml.append(
                        "it-db-shared", [{"role": "user", "content": [{"text": f"w{w} n{n}"}]}]
                    )
                except Exception as exc:  # reported below, with the others
                    failures.append(f"w{w} n{n}: {exc!r}")

    threads = [threading.Thread(target=write, args=(w,)) for w in range(writers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert failures == []
    seqs = [
        s
        for (s,) in pg_query(
            "SELECT seq FROM agent_sessions_archiveentry WHERE session_id = 'it-db-shared'"
            " ORDER BY seq"
        )
    ]
    assert seqs == list(range(1, writers * each + 1))
    with MemorylabClient(web, token, timeout=60) as ml:
        texts = [m["content"][0]["text"] for m in ml.history("it-db-shared")]
    for w in range(writers):
        assert [t for t in texts if t.startswith(f"w{w} ")] == [f"w{w} n{n}" for n in range(each)]
    assert files_under(machines["web"]) == []


def test_an_upload_reaches_the_worker_through_the_database(
    web, token, worker, machines, pg_query, tmp_path
):
    # The web machine keeps nothing for the worker on its disk: the file travels as rows.
    fixture = swe_upload(tmp_path)
    with MemorylabClient(web, token, timeout=30) as ml:
        task = ml.import_file(str(fixture), timeout=90)
        assert task["status"] == "done", task
        assert task["result"]["totals"]["imported"] == 1
        assert "sessions.run_import[" in worker.log()
        [imported] = task["result"]["imported"]
        assert ml.get_session(imported["id"])["message_count"] > 0
    for name in ("web", "worker"):
        uploads = Path(machines[name]["MEMORYLAB_BUILD_DIR"]) / "uploads"
        assert not uploads.exists() or not any(uploads.iterdir())
    assert pg_query("SELECT count(*) FROM agent_sessions_uploadchunk") == [(0,)]


LAB_CONVERSATIONS = """
from django.contrib.auth.models import User
from evaluation import conversations as lab

user = User.objects.get(username="it-db-agent")
rows = list(lab.visible_conversations(user)) or lab.import_path(user, lab.SHIPPED_DIR)
print(",".join(str(c.pk) for c in rows))
"""


def test_a_sweep_through_the_api_fans_out_over_two_worker_machines(
    web, token, worker, worker2, machines, pg_query
):
    made = run_manage(machines["web"], "shell", "--no-imports", "-c", LAB_CONVERSATIONS)
    assert made.returncode == 0, made.stderr
    ids = [int(i) for i in made.stdout.strip().splitlines()[-1].split(",")]
    assert len(ids) >= 10
    with MemorylabClient(web, token, timeout=30) as ml:
        done = ml.sweep(conversation_ids=ids, thresholds=[1500, 3000], timeout=240)
    assert done["status"] == "done", done
    assert done["result"]["conversation_count"] == len(ids)
    parts = pg_query(
        "SELECT status, worker FROM compaction_taskpart WHERE run_id = %s AND index >= 0",
        done["id"],
    )
    assert len(parts) > 2 and {status for status, _ in parts} == {"done"}
    # Both machines took parts of the one sweep (the worker column names host and pid).
    pids = {int(w.rpartition(":")[2]) for _, w in parts}
    assert len(pids) == 2
    assert "evaluation.run_sweep_part[" in worker.log()
    assert "evaluation.run_sweep_part[" in worker2.log()
    assert files_under(machines["worker2"]) == []

"""Many writers, one session, through the API on PostgreSQL: 8 threads with their own HTTP
connections append to the same session of a live gunicorn server (several worker
processes, so the row lock and the archive's flock both matter). Exactly 8 x N records
come out (a retried request among them applies once), seq contiguous, every line intact,
each writer's messages in its own order, and the index in PostgreSQL agrees. 8 x 40 here; `make soak` (SOAK=1) runs 8 x 2000."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import httpx
import pytest

from tests.archive_lines import archive_line

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))

from api_load import gunicorn, issue_token  # noqa: E402

pytestmark = pytest.mark.integration
SOAK = os.environ.get("SOAK") == "1"
WRITERS = 8
PER_WRITER = 2000 if SOAK else 40
# No compaction: the context must hold every message too.
SPEC = {"micro_compact": False, "auto_compact": {"enabled": False}, "max_turns": 100_000}


@pytest.fixture(scope="module")
def server(memorylab_env):
    env = dict(memorylab_env, DB_CONN_MAX_AGE="60")
    token = issue_token(env, "concurrent")
    with gunicorn(env, workers=4, threads=2) as url:
        yield url, token


def writer_text(writer: int, n: int) -> str:
    return f"writer {writer} message {n}"


@pytest.mark.soak
def test_it_keeps_every_append_of_concurrent_writers_in_order(server, memorylab_env, pg_query):
    url, token = server
    headers = {"Authorization": f"Bearer {token}"}
    with httpx.Client(base_url=f"{url}/api/v1", headers=headers, timeout=120) as http:
        r = http.post("/sessions", json={"id": "shared", "spec": SPEC})
        assert r.status_code == 201, r.text
    failures: list[str] = []
    acknowledged: dict[int, list[int]] = {w: [] for w in range(WRITERS)}
    start = threading.Barrier(WRITERS)

    def write(writer: int) -> None:
        # Each writer has its own connection (its own keep-alive socket to gunicorn).
        with httpx.Client(base_url=f"{url}/api/v1", headers=headers, timeout=120) as http:
            start.wait()
            for n in range(1, PER_WRITER + 1):
                msg = {"role": "user", "content": [{"text": writer_text(writer, n)}]}
                key = {"Idempotency-Key": f"{writer}-{n}"}
                body = {"messages": [msg]}
                r = http.post("/sessions/shared/messages", json=body, headers=key)
                if r.status_code != 200 or not r.json()["archived"]:
                    failures.append(f"writer {writer} #{n}: {r.status_code} {r.text[:200]}")
                    return
                acknowledged[writer] += r.json()["seqs"]
                if n == 1:
                    # A retried request, amid the others, applies once: it answers the
                    # first response again.
                    again = http.post("/sessions/shared/messages", json=body, headers=key)
                    if again.status_code != 200 or again.json() != {**r.json(), "replayed": True}:
                        failures.append(f"writer {writer} retry: {again.text[:200]}")
                        return

    threads = [threading.Thread(target=write, args=(w,)) for w in range(WRITERS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert failures == []

    total = WRITERS * PER_WRITER
    # The archive file: exactly total records, seq 1..total, every line intact.
    path = Path(memorylab_env["MEMORYLAB_ARCHIVE_DIR"]) / "shared.jsonl"
    records = [archive_line(line) for line in path.read_bytes().splitlines(keepends=True)]
    assert None not in records, "a line was torn or interleaved"
    assert [r["seq"] for r in records] == list(range(1, total + 1))
    # Each writer's messages in the order it sent them, at the seqs it was told.
    texts = [r["data"]["message"]["content"][0]["text"] for r in records]
    for writer in range(WRITERS):
        mine = [(i + 1, t) for i, t in enumerate(texts) if t.startswith(f"writer {writer} ")]
        assert [t for _, t in mine] == [writer_text(writer, n) for n in range(1, PER_WRITER + 1)]
        assert [seq for seq, _ in mine] == acknowledged[writer]
    # The PostgreSQL index and the API agree with the file.
    rows = pg_query(
        "SELECT seq FROM agent_sessions_archiveentry WHERE session_id = %s ORDER BY seq", "shared"
    )
    assert [seq for (seq,) in rows] == list(range(1, total + 1))
    with httpx.Client(base_url=f"{url}/api/v1", headers=headers, timeout=120) as http:
        history = http.get("/sessions/shared/history", params={"limit": 1, "offset": 0}).json()
        assert history["count"] == total
        context = http.get("/sessions/shared/context").json()["messages"]
        assert http.get("/sessions/shared").json()["message_count"] == total
    assert [m["content"][0]["text"] for m in context] == texts


@pytest.mark.soak
def test_the_load_script_holds_many_agents_without_losing_a_message(memorylab_env):
    # Tiny in CI (proves the script works); `make soak` runs the real 60 s x 50 agents.
    seconds, agents = ("60", "50") if SOAK else ("3", "5")
    done = subprocess.run(
        [sys.executable, "benchmarks/api_load.py", "--seconds", seconds, "--agents", agents]
        + ["--json", "--database-url", memorylab_env["DATABASE_URL"]],
        cwd=ROOT,
        env=memorylab_env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    print(json.dumps(report, indent=2))  # the numbers, in the test log
    assert report["errors"] == 0 and report["messages"] > 0
    assert {"append", "context", "step", "turn"} <= set(report["operations"])

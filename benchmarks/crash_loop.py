"""Exactly once under SIGKILL: the REST API behind gunicorn while its workers keep dying.

    .venv/bin/python benchmarks/crash_loop.py [--kills 100] [--database sqlite,postgres]
        [--backend files,database] [--json]

Each database runs with each archive backend (``MEMORYLAB_ARCHIVE_BACKEND``) by default.

For each database: a fresh database and archive directory, gunicorn with 2 workers (the
master forks a new one after each kill), and one agent that appends two messages per
request with an ``Idempotency-Key``, retries the same request after any error, ends a
step every 3 appends and a turn every 5, and asks for a manual compaction every 12 (the
spec compacts automatically too, and rotates its archive file). Meanwhile a random worker
is SIGKILLed every 50-400 ms, ``--kills`` times. Then the history is compared message by
message with what was sent, and the archive, index, history and context are checked
against each other. Prints kills, sent, held, duplicated, missing per database; exits
non-zero if anything was duplicated, missing, out of order or inconsistent.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import secrets
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from contextlib import contextmanager, nullcontext
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
sys.path.insert(0, str(ROOT))

from api_load import free_port, fresh_database, issue_token, manage, server_env  # noqa: E402

SPEC = {
    "micro_compact": {"keep_recent_tool_results": 1},
    "auto_compact": {"threshold_tokens": 3000, "min_saving_tokens": 300},
    "archive": {"rotate_bytes": 65536},
}
SESSION = "crash-loop"


@dataclass
class Report:
    database: str
    backend: str = "files"  # MEMORYLAB_ARCHIVE_BACKEND
    kills: int = 0
    busy_kills: int = 0  # of a worker that was running or in disk I/O
    sent: int = 0  # messages acknowledged to the agent (each batch once)
    held: int = 0  # messages in the history afterwards
    duplicated: int = 0
    missing: int = 0
    in_order: bool = False
    consistent: bool = False
    requests: int = 0
    retries: int = 0
    replayed: int = 0
    aborted_records: int = 0
    compactions: int = 0
    seconds: float = 0.0
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return (
            not self.problems
            and self.duplicated == 0
            and self.missing == 0
            and self.in_order
            and self.consistent
            and self.sent > 0
        )


# -- gunicorn and the killer --------------------------------------------------------------


@contextmanager
def gunicorn(env: dict[str, str], workers: int = 2):
    """gunicorn on a free port, the app loaded in the master (``--preload``) so that a
    killed worker is replaced in milliseconds, not after a Django start."""
    port = free_port()
    log_path = Path(env["MEMORYLAB_BUILD_DIR"]) / "gunicorn.log"
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "memorylab.wsgi:application", "--preload"]
            + ["--bind", f"127.0.0.1:{port}", "--workers", str(workers), "--timeout", "60"],
            cwd=ROOT,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    url = f"http://127.0.0.1:{port}"
    try:
        wait_healthy(url, proc, log_path)
        yield url, proc
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def wait_healthy(url: str, proc: subprocess.Popen, log_path: Path, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while True:
        if proc.poll() is not None:
            raise RuntimeError(f"gunicorn exited:\n{log_path.read_text()[-3000:]}")
        try:
            if httpx.get(f"{url}/healthz", timeout=2).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        if time.monotonic() > deadline:
            raise RuntimeError(f"gunicorn not ready:\n{log_path.read_text()[-3000:]}")
        time.sleep(0.1)


def workers_of(master: int) -> list[int]:
    pids: list[int] = []
    try:
        for task in Path(f"/proc/{master}/task").iterdir():
            pids += [int(p) for p in (task / "children").read_text().split()]
    except (FileNotFoundError, ValueError):
        pass
    return pids


CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def busy(pid: int) -> bool:
    """Running or waiting for the disk, and not just forked (a new worker runs while it
    starts up): most likely in the middle of a request."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        uptime = float(Path("/proc/uptime").read_text().split()[0])
    except (FileNotFoundError, IndexError, ValueError):
        return False
    age = uptime - int(fields[19]) / CLOCK_TICKS  # field 22: start time, in clock ticks
    return fields[0] in "RD" and age > 0.5


class Killer(threading.Thread):
    """SIGKILLs a random gunicorn worker every 50-400 ms, ``limit`` times. With
    ``busy_first`` it picks among the workers that are running (or in disk I/O) when there
    are any: killing an idle worker only tests that the agent reconnects."""

    def __init__(self, master: int, limit: int, rng: random.Random, busy_first: bool) -> None:
        super().__init__(daemon=True)
        self.master, self.limit, self.rng = master, limit, rng
        self.busy_first = busy_first
        self.kills = 0
        self.busy_kills = 0
        self.stop = threading.Event()

    def run(self) -> None:
        while self.kills < self.limit and not self.stop.wait(self.rng.uniform(0.05, 0.4)):
            pids = workers_of(self.master)
            working = [p for p in pids if busy(p)]
            if self.busy_first and working:
                pids = working
            if not pids:
                continue
            victim = self.rng.choice(pids)
            try:
                os.kill(victim, signal.SIGKILL)
            except ProcessLookupError:
                continue
            self.kills += 1
            self.busy_kills += victim in working


# -- the agent ----------------------------------------------------------------------------


def batch(i: int) -> list[dict[str, Any]]:
    """Two messages per request, each one unique, some of them large tool results."""
    if i % 3 == 1:
        out = "\n".join(f"batch {i}: src/pkg_{j}/mod.py:{j} warning W{j:03d}" for j in range(40))
        return [
            {
                "role": "model",
                "content": [{"toolRequest": {"name": "lint", "ref": f"c{i}", "input": {}}}],
            },
            {
                "role": "tool",
                "content": [{"toolResponse": {"name": "lint", "ref": f"c{i}", "output": out}}],
            },
        ]
    return [
        {"role": "user", "content": [{"text": f"batch {i} message a"}]},
        {"role": "model", "content": [{"text": f"batch {i} message b"}]},
    ]


class Agent:
    def __init__(self, url: str, token: str, report: Report, deadline: float) -> None:
        self.http = httpx.Client(
            base_url=f"{url}/api/v1",
            headers={"Authorization": f"Bearer {token}"},
            timeout=30,
        )
        self.report = report
        self.deadline = deadline

    def call(self, method: str, path: str, body: Any = None, key: str | None = None) -> Any:
        """One request, sent again (same key) until it gets an answer that is not an error
        of the server or the connection."""
        headers = {"Idempotency-Key": key} if key else {}
        while True:
            self.report.requests += 1
            if time.monotonic() > self.deadline:
                raise TimeoutError(f"{method} {path}: out of time")
            try:
                r = self.http.request(method, path, json=body, headers=headers)
            except httpx.HTTPError:
                self.report.retries += 1
                continue
            if r.status_code >= 500:
                self.report.retries += 1
                continue
            if r.status_code == 409 and r.json().get("code") == "compact_failed":
                return r.json()
            if r.status_code >= 300:
                self.report.problems.append(f"{method} {path}: {r.status_code} {r.text[:300]}")
                return None
            return r.json()

    def play(self, killer: Killer, min_batches: int) -> list[dict[str, Any]]:
        sent: list[dict[str, Any]] = []
        sid = SESSION
        i = 0
        while i < min_batches or killer.is_alive():
            messages = batch(i)
            done = self.call(
                "POST", f"/sessions/{sid}/messages", {"messages": messages}, key=f"batch-{i}"
            )
            if done is None:
                break
            if not done.get("archived"):
                self.report.problems.append(f"batch {i} not archived: {done}")
            self.report.replayed += bool(done.get("replayed"))
            sent += messages
            i += 1
            if i % 3 == 0:
                self.call("POST", f"/sessions/{sid}/steps")
            if i % 5 == 0:
                self.call("POST", f"/sessions/{sid}/turns")
            if i % 12 == 0:
                self.call(
                    "POST", f"/sessions/{sid}/compact", {"instructions": "keep batch numbers"}
                )
        return sent

    def history(self) -> list[dict[str, Any]]:
        items: list[dict[str, Any]] = []
        while True:
            page = self.call("GET", f"/sessions/{SESSION}/history?limit=1000&offset={len(items)}")
            items += page["items"]
            if len(items) >= page["count"] or not page["items"]:
                return items


def compare(report: Report, sent: list[dict[str, Any]], held: list[dict[str, Any]]) -> None:
    key = json.dumps
    counts = Counter(key(m, sort_keys=True) for m in held)
    wanted = {key(m, sort_keys=True) for m in sent}
    report.sent, report.held = len(sent), len(held)
    report.duplicated = sum(n - 1 for n in counts.values() if n > 1)
    report.missing = sum(1 for m in wanted if m not in counts)
    report.in_order = held == sent


def inspect_consistency(env: dict[str, str], report: Report) -> None:
    """The archive, the index, the history and the context agree (checked by a process
    that reads the database and the files directly)."""
    from tests.reliability.crashkit import assert_consistent, child

    code, results, err = child(env, [{"op": "inspect", "id": SESSION}])
    if code != 0 or not results or not results[0]["ok"]:
        report.problems.append(f"inspect failed: {err[-2000:]}")
        return
    ins = results[0]["result"]
    report.aborted_records = sum(1 for line in ins["lines"] if line.get("type") == "abort")
    report.compactions = ins["compactions"]
    if report.backend == "database" and ins["files"]:
        report.problems.append(f"files in the archive directory: {ins['files'][:5]}")
    try:
        assert_consistent(ins)
        report.consistent = True
    except AssertionError as exc:
        report.problems.append(f"inconsistent: {exc}")


# -- one run ------------------------------------------------------------------------------


def run(
    database: str,
    kills: int,
    *,
    seed: int = 0,
    database_url: str | None = None,
    migrate: bool = True,
    time_limit: float = 600,
    min_batches: int = 20,
    busy_first: bool = True,
    backend: str = "files",
) -> Report:
    """One kill loop on ``database`` ("sqlite" or "postgres"): a fresh database, or
    ``database_url`` (already migrated when ``migrate`` is false); ``backend`` is the
    archive backend (``MEMORYLAB_ARCHIVE_BACKEND``)."""
    report = Report(database=database, backend=backend)
    rng = random.Random(seed)
    build = Path(tempfile.mkdtemp(prefix=f"memorylab-crash-{database}-"))
    if database_url:
        db = nullcontext(database_url)
    elif database == "postgres":
        db = fresh_database()
    else:
        db = nullcontext(f"sqlite:///{build / 'crash.sqlite3'}")
    started = time.monotonic()
    with db as url:
        env = server_env(url, build)
        env["DB_CONN_MAX_AGE"] = "0" if database == "sqlite" else "60"
        env["MEMORYLAB_ARCHIVE_BACKEND"] = backend
        if migrate:
            manage(env, "migrate", "--noinput")
        token = issue_token(env, f"crash-{secrets.token_hex(3)}")
        with gunicorn(env) as (base, proc):
            agent = Agent(base, token, report, started + time_limit)
            if agent.call("POST", "/sessions", {"id": SESSION, "spec": SPEC}) is None:
                return report
            killer = Killer(proc.pid, kills, rng, busy_first)
            killer.start()
            try:
                sent = agent.play(killer, min_batches)
            finally:
                killer.stop.set()
                killer.join()
            report.kills, report.busy_kills = killer.kills, killer.busy_kills
            wait_healthy(base, proc, Path(env["MEMORYLAB_BUILD_DIR"]) / "gunicorn.log")
            compare(report, sent, agent.history())
        inspect_consistency(env, report)
    report.seconds = round(time.monotonic() - started, 1)
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kills", type=int, default=100, help="SIGKILLs per database")
    parser.add_argument("--database", default="sqlite,postgres", help="sqlite, postgres or both")
    parser.add_argument(
        "--backend", default="files,database", help="archive backend: files, database or both"
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--min-batches", type=int, default=100, help="requests the agent sends at least"
    )
    parser.add_argument(
        "--any-worker",
        action="store_true",
        help="kill any worker, not preferably a busy one",
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    reports = [
        run(
            db.strip(),
            args.kills,
            seed=args.seed,
            busy_first=not args.any_worker,
            min_batches=args.min_batches,
            backend=backend.strip(),
        )
        for db in args.database.split(",")
        for backend in args.backend.split(",")
    ]
    if args.json:
        print(json.dumps([asdict(r) | {"ok": r.ok} for r in reports]))
    else:
        print(
            "gunicorn (2 workers), one agent: 2 messages per request with an Idempotency-Key, "
            "a step every 3, a turn every 5, a manual compact every 12; a random worker "
            "SIGKILLed every 50-400 ms"
        )
        header = (
            "database",
            "archive",
            "kills",
            "sent",
            "held",
            "duplicated",
            "missing",
            "in order",
        )
        print(
            "  ".join(f"{h:>10}" for h in header)
            + "  busy kills  requests  retries  aborted  seconds"
        )
        for r in reports:
            cells = (
                r.database,
                r.backend,
                r.kills,
                r.sent,
                r.held,
                r.duplicated,
                r.missing,
                r.in_order,
            )
            print(
                "  ".join(f"{c!s:>10}" for c in cells)
                + f"  {r.busy_kills:>10}  {r.requests:>8}  {r.retries:>7}"
                + f"  {r.aborted_records:>7}  {r.seconds:>7}"
            )
            for problem in r.problems[:10]:
                print(f"  {r.database}: {problem}")
    return 0 if all(r.ok for r in reports) else 1


if __name__ == "__main__":
    sys.exit(main())

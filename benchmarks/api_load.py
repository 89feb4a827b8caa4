"""Load test of the REST API on PostgreSQL: many agents at once, nothing lost.

    .venv/bin/python benchmarks/api_load.py [--seconds 60] [--agents 50] [--workers 4]

Creates a fresh PostgreSQL database (on MEMORYLAB_TEST_PG_URL, default
postgres://postgres@127.0.0.1:5432/postgres), migrates it, issues an API token, and
starts gunicorn (``--workers`` processes x ``--threads`` threads) on a free port with a
throw-away archive directory. Then ``--agents`` threads, each with its own HTTP
connection (httpx), play an agent loop for ``--seconds``: create a session, then per round
append a user message, a tool call and its result, end the step, append the answer, end
the turn, and read the context. Auto compaction runs when a session passes its threshold.

At the end it checks that no request failed and that no message was lost (the history
of each session holds exactly the messages its agent sent, in order), prints throughput and
p50/p99 latency per operation, and exits non-zero on any error. The database is dropped.
"""

from __future__ import annotations

import argparse
import json
import os
import secrets
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import defaultdict
from collections.abc import Iterator
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parent.parent
PG_ADMIN_URL = os.getenv("MEMORYLAB_TEST_PG_URL", "postgres://postgres@127.0.0.1:5432/postgres")
# Low enough that busy sessions are compacted (extractively) during a 60 s run.
SPEC = {"auto_compact": {"threshold_tokens": 6000, "min_saving_tokens": 500}}


# -- servers ----------------------------------------------------------------------------


@contextmanager
def fresh_database(admin_url: str = PG_ADMIN_URL) -> Iterator[str]:
    import psycopg

    name = f"memorylab_load_{secrets.token_hex(4)}"
    with psycopg.connect(admin_url, autocommit=True, connect_timeout=5) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    try:
        yield admin_url.rsplit("/", 1)[0] + "/" + name
    finally:
        with psycopg.connect(admin_url, autocommit=True, connect_timeout=5) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def server_env(database_url: str, build_dir: Path) -> dict[str, str]:
    """A deployment's environment: settings from variables only, DEBUG off."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("MEMORYLAB_", "CELERY_", "DJANGO_ALLOW"))
        and k not in ("DEBUG", "SECRET_KEY")
    }
    env.update(
        DJANGO_SETTINGS_MODULE="memorylab.settings",
        DATABASE_URL=database_url,
        DB_CONN_MAX_AGE="60",
        MEMORYLAB_BUILD_DIR=str(build_dir),
        MEMORYLAB_ARCHIVE_DIR=str(build_dir / "memory-archive"),
        LITELLM_LOCAL_MODEL_COST_MAP="True",
        DEBUG="False",
        SECRET_KEY=secrets.token_urlsafe(40),
        SECURE_SSL_REDIRECT="False",
        SESSION_COOKIE_SECURE="False",
        CSRF_COOKIE_SECURE="False",
    )
    return env


def manage(env: dict[str, str], *args: str, cwd: Path = ROOT, timeout: float = 300) -> str:
    """``manage.py ARGS``'s output; ``cwd``: another checkout of memorylab."""
    out = subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    if out.returncode != 0:
        where = "" if cwd == ROOT else f"{cwd}: "
        raise RuntimeError(f"{where}manage.py {args[0]} failed:\n{out.stderr[-3000:]}")
    return out.stdout


def issue_token(env: dict[str, str], username: str = "loadtest") -> str:
    code = (
        "from django.contrib.auth import get_user_model;"
        "from sessions.models import ApiToken;"
        f"u, _ = get_user_model().objects.get_or_create(username={username!r});"
        "print(ApiToken.issue(u, 'load')[1])"
    )
    return manage(env, "shell", "-c", code).strip().splitlines()[-1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def gunicorn(env: dict[str, str], workers: int = 4, threads: int = 4) -> Iterator[str]:
    """Runs gunicorn on a free port; yields its base URL once /healthz answers."""
    port = free_port()
    log_path = Path(env["MEMORYLAB_BUILD_DIR"]) / "gunicorn.log"
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "memorylab.wsgi:application"]
            + ["--bind", f"127.0.0.1:{port}", "--workers", str(workers)]
            + ["--threads", str(threads), "--timeout", "120", "--backlog", "2048"],
            cwd=ROOT,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"gunicorn exited:\n{log_path.read_text()[-3000:]}")
            try:
                if httpx.get(f"{url}/healthz", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(f"gunicorn not ready:\n{log_path.read_text()[-3000:]}")
            time.sleep(0.2)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


# -- the agents -------------------------------------------------------------------------


@dataclass
class Stats:
    latencies: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    errors: list[str] = field(default_factory=list)
    sent: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def record(self, op: str, seconds: float) -> None:
        with self.lock:
            self.latencies[op].append(seconds)

    def error(self, text: str) -> None:
        with self.lock:
            self.errors.append(text)


def tool_output(agent: int, round_: int) -> str:
    return "\n".join(
        f"agent {agent} round {round_}: src/pkg_{i}/module.py:{i * 7}: warning W{i:03d}"
        for i in range(25)
    )


def round_messages(agent: int, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    ref = f"a{agent}-r{n}"
    before_step = [
        {"role": "user", "content": [{"text": f"agent {agent} round {n}: check the build"}]},
        {
            "role": "model",
            "content": [{"toolRequest": {"name": "bash", "ref": ref, "input": {"cmd": "make"}}}],
        },
        {
            "role": "tool",
            "content": [
                {"toolResponse": {"name": "bash", "ref": ref, "output": tool_output(agent, n)}}
            ],
        },
    ]
    answer = [{"role": "model", "content": [{"text": f"round {n} done for agent {agent}"}]}]
    return before_step, answer


class Clock:
    """Agents create their sessions first (which warms every gunicorn worker up), then the
    measured run starts for all of them at once: the barrier's action sets the deadline."""

    def __init__(self, parties: int, seconds: float) -> None:
        self.seconds = seconds
        self.until = 0.0
        self.ready = threading.Barrier(parties, action=self._start)

    def _start(self) -> None:
        self.until = time.monotonic() + self.seconds


def run_agent(base_url: str, token: str, agent: int, clock: Clock, stats: Stats) -> None:
    headers = {"Authorization": f"Bearer {token}"}
    with httpx.Client(base_url=base_url + "/api/v1", headers=headers, timeout=60) as http:

        def call(op: str, method: str, path: str, body: Any = None) -> Any:
            start = time.perf_counter()
            try:
                r = http.request(method, path, json=body)
            except httpx.HTTPError as exc:
                stats.error(f"agent {agent} {op}: {type(exc).__name__}: {exc}")
                return None
            stats.record(op, time.perf_counter() - start)
            if r.status_code >= 300:
                stats.error(f"agent {agent} {op}: HTTP {r.status_code} {r.text[:200]}")
                return None
            return r.json()

        sid = f"load-{agent}-{secrets.token_hex(3)}"
        created = call("create", "POST", "/sessions", {"id": sid, "spec": SPEC})
        clock.ready.wait(timeout=600)
        if created is None:
            return
        sent: list[dict[str, Any]] = []
        stats.sent[sid] = sent
        n = 0
        while n == 0 or time.monotonic() < clock.until:  # at least one round each
            n += 1
            before_step, answer = round_messages(agent, n)
            for op, batch, advance in (
                ("append", before_step, "steps"),
                ("append", answer, "turns"),
            ):
                done = call(op, "POST", f"/sessions/{sid}/messages", {"messages": batch})
                if done is None:
                    return
                if not done.get("archived", False):
                    stats.error(f"agent {agent} append not archived: {done}")
                sent.extend(batch)
                if call(advance[:-1], "POST", f"/sessions/{sid}/{advance}") is None:
                    return
            if call("context", "GET", f"/sessions/{sid}/context") is None:
                return


def verify(base_url: str, token: str, stats: Stats) -> None:
    """Every session's history is exactly what its agent sent, in order."""
    headers = {"Authorization": f"Bearer {token}"}
    with httpx.Client(base_url=base_url + "/api/v1", headers=headers, timeout=120) as http:
        for sid, sent in stats.sent.items():
            items: list[dict[str, Any]] = []
            while True:
                page = http.get(
                    f"/sessions/{sid}/history", params={"limit": 1000, "offset": len(items)}
                ).json()
                items += page["items"]
                if len(items) >= page["count"] or not page["items"]:
                    break
            if page["count"] != len(sent):
                stats.error(f"{sid}: history has {page['count']} messages, sent {len(sent)}")
            elif items != sent:
                first = next(i for i, (a, b) in enumerate(zip(items, sent, strict=True)) if a != b)
                stats.error(f"{sid}: history differs from what was sent at message {first}")


def percentile(values: list[float], pct: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(pct / 100 * (len(ordered) - 1))))]


def report(stats: Stats, seconds: float, agents: int, workers: int, threads: int) -> dict:
    total = sum(len(v) for v in stats.latencies.values())
    messages = sum(len(s) for s in stats.sent.values())
    out = {
        "agents": agents,
        "seconds": round(seconds, 1),
        "gunicorn": f"{workers} workers x {threads} threads",
        "requests": total,
        "requests_per_s": round(total / seconds, 1),
        "messages": messages,
        "messages_per_s": round(messages / seconds, 1),
        "errors": len(stats.errors),
        "operations": {
            op: {
                "count": len(v),
                "p50_ms": round(1000 * statistics.median(v), 1),
                "p99_ms": round(1000 * percentile(v, 99), 1),
            }
            for op, v in sorted(stats.latencies.items())
        },
    }
    return out


def print_report(out: dict, errors: list[str]) -> None:
    print(
        f"{out['agents']} agents for {out['seconds']} s against gunicorn ({out['gunicorn']}) "
        f"on PostgreSQL"
    )
    print(
        f"{out['requests']} requests ({out['requests_per_s']}/s), "
        f"{out['messages']} messages appended ({out['messages_per_s']}/s), "
        f"{out['errors']} errors"
    )
    print(f"{'operation':<10} {'count':>8} {'p50 ms':>9} {'p99 ms':>9}")
    for op, row in out["operations"].items():
        print(f"{op:<10} {row['count']:>8} {row['p50_ms']:>9} {row['p99_ms']:>9}")
    for line in errors[:20]:
        print("ERROR", line)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--agents", type=int, default=50)
    parser.add_argument("--workers", type=int, default=4, help="gunicorn worker processes")
    parser.add_argument("--threads", type=int, default=4, help="threads per gunicorn worker")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument(
        "--database-url",
        help="an existing, migrated PostgreSQL database (default: a fresh one, dropped after)",
    )
    args = parser.parse_args(argv)

    build = Path(tempfile.mkdtemp(prefix="memorylab-load-"))
    database = nullcontext(args.database_url) if args.database_url else fresh_database()
    with database as database_url:
        env = server_env(database_url, build)
        if not args.database_url:
            manage(env, "migrate", "--noinput")
        token = issue_token(env)
        with gunicorn(env, args.workers, args.threads) as url:
            stats = Stats()
            clock = Clock(args.agents + 1, args.seconds)
            agents = [
                threading.Thread(target=run_agent, args=(url, token, i, clock, stats))
                for i in range(args.agents)
            ]
            for t in agents:
                t.start()
            clock.ready.wait(timeout=600)
            start = clock.until - args.seconds
            for t in agents:
                t.join()
            elapsed = time.monotonic() - start
            verify(url, token, stats)
    out = report(stats, elapsed, args.agents, args.workers, args.threads)
    if args.json:
        print(json.dumps({**out, "error_samples": stats.errors[:20]}))
    else:
        print_report(out, stats.errors)
    ok = not stats.errors and len(stats.sent) == args.agents and out["messages"] > 0
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())

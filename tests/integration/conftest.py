"""The scaled-out setup, for real: a fresh PostgreSQL database, a Redis broker database and
a Celery worker process, all on this machine (PostgreSQL 127.0.0.1:5432, user postgres,
trust auth; Redis 127.0.0.1:6379).

Django code under test runs in subprocesses configured by environment variables only
(``DATABASE_URL``, ``CELERY_BROKER_URL``, ...), exactly as a deployment is; this pytest
process only creates the databases, starts the processes and reads PostgreSQL directly.

Fixtures for integration tests (all session-scoped unless noted):

* ``pg_database_url``  -- ``postgres://postgres@127.0.0.1:5432/memorylab_it_<random>``,
  created empty, dropped at the end;
* ``redis_broker_url`` -- ``redis://127.0.0.1:6379/<db>``, a Redis database claimed for
  this run (flushed before and after);
* ``memorylab_env``    -- the environment for any memorylab process against both, with
  the database migrated and a shared build/archive directory;
* ``manage`` (function) -- ``manage("shell", "-c", code)`` runs manage.py with that env;
* ``celery_worker``    -- a running ``celery -A memorylab worker`` with that env;
  ``celery_worker.log()`` is its output so far;
* ``pg_query`` (function) -- ``pg_query(sql, *params)`` -> list of rows, read from the
  test database;
* ``poll(fetch, done, timeout=, what=)`` -- fetch until a condition holds (a worker's
  rows), with a deadline.

Servers that are not reachable skip these tests, except in CI (``CI=true``), where that
is a failure: CI must prove the scaled-out setup works.

Which servers: ``MEMORYLAB_TEST_PG_URL`` (a PostgreSQL URL of a user allowed to create
databases; default ``postgres://postgres@127.0.0.1:5432/postgres``) and
``MEMORYLAB_TEST_REDIS_URL`` (default ``redis://127.0.0.1:6379``). The deployment's own
``DATABASE_URL`` and ``CELERY_BROKER_URL`` are deliberately not used: the tests create and
drop a database and flush a Redis database, so they only touch servers named for them. The
processes they start get none of the shell's deployment settings (``DEBUG``,
``ALLOWED_HOSTS``, ...), so they run the same from a production shell.
"""

from __future__ import annotations

import json
import os
import secrets
import subprocess
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
PG_ADMIN_URL = os.getenv("MEMORYLAB_TEST_PG_URL", "postgres://postgres@127.0.0.1:5432/postgres")
REDIS_URL = os.getenv("MEMORYLAB_TEST_REDIS_URL", "redis://127.0.0.1:6379")
REDIS_LOCK_KEY = "memorylab-integration-test-lock"
# The settings memorylab reads from the environment: the processes under test get the
# values this file chooses, never a deployment's (ALLOWED_HOSTS of a production shell would
# make every request to 127.0.0.1 a 400).
DEPLOYMENT_VARIABLES = (
    "DEBUG",
    "SECRET_KEY",
    "ALLOWED_HOSTS",
    "CSRF_TRUSTED_ORIGINS",
    "DATABASE_URL",
    "DB_CONN_MAX_AGE",
    "SESSION_COOKIE_SECURE",
    "CSRF_COOKIE_SECURE",
    "SECURE_SSL_REDIRECT",
    "SECURE_HSTS_SECONDS",
    "DJANGO_ALLOW_ASYNC_UNSAFE",
)


def _unavailable(what: str, exc: Exception) -> None:
    variable = (
        "MEMORYLAB_TEST_PG_URL" if what.startswith("PostgreSQL") else "MEMORYLAB_TEST_REDIS_URL"
    )
    message = f"{what} is not reachable ({variable} names it): {type(exc).__name__}: {exc}"
    if os.getenv("CI", "").lower() in ("1", "true", "yes"):
        pytest.fail(f"{message} (CI=true: integration servers are required)")
    pytest.skip(message)


@pytest.fixture(scope="session")
def pg_database_url() -> Iterator[str]:
    import psycopg

    name = f"memorylab_it_{secrets.token_hex(4)}"
    try:
        admin = psycopg.connect(PG_ADMIN_URL, autocommit=True, connect_timeout=3)
    except psycopg.Error as exc:
        _unavailable(f"PostgreSQL ({PG_ADMIN_URL})", exc)
    with admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    yield PG_ADMIN_URL.rsplit("/", 1)[0] + "/" + name
    with psycopg.connect(PG_ADMIN_URL, autocommit=True, connect_timeout=3) as admin:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@contextmanager
def claimed_redis(databases: Iterable[int]) -> Iterator[str]:
    """The URL of the first of ``databases`` nobody else uses, emptied; flushed after.
    A lock key claims the database, so concurrent runs never share a broker."""
    import redis

    token = f"{os.getpid()}-{secrets.token_hex(4)}"
    claimed = None
    try:
        for db in databases:
            client = redis.Redis.from_url(f"{REDIS_URL}/{db}", socket_connect_timeout=3)
            if client.set(REDIS_LOCK_KEY, token, nx=True, ex=3600):
                claimed = (db, client)
                break
    except redis.RedisError as exc:
        _unavailable(f"Redis ({REDIS_URL})", exc)
    if claimed is None:
        pytest.fail("no free Redis database (1-15) for the integration tests")
    db, client = claimed
    for key in client.scan_iter():
        if key != REDIS_LOCK_KEY.encode():
            client.delete(key)
    yield f"{REDIS_URL}/{db}"
    client.flushdb()


@pytest.fixture(scope="session")
def redis_broker_url() -> Iterator[str]:
    with claimed_redis(range(1, 16)) as url:
        yield url


@pytest.fixture(scope="session")
def memorylab_env(
    pg_database_url: str, redis_broker_url: str, tmp_path_factory: pytest.TempPathFactory
) -> dict[str, str]:
    build = tmp_path_factory.mktemp("memorylab-build")
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("MEMORYLAB_", "CELERY_")) and k not in DEPLOYMENT_VARIABLES
    }
    env.update(
        DJANGO_SETTINGS_MODULE="memorylab.settings",
        DEBUG="1",  # plain HTTP to the servers these tests start
        DATABASE_URL=pg_database_url,
        CELERY_BROKER_URL=redis_broker_url,
        MEMORYLAB_BUILD_DIR=str(build),
        MEMORYLAB_ARCHIVE_DIR=str(build / "memory-archive"),
        LITELLM_LOCAL_MODEL_COST_MAP="True",
    )
    migrate = run_manage(env, "migrate", "--noinput")
    assert migrate.returncode == 0, migrate.stderr
    return env


def run_manage(
    env: dict[str, str], *args: str, timeout: float = 180
) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


@pytest.fixture
def manage(memorylab_env: dict[str, str]) -> Callable[..., subprocess.CompletedProcess]:
    def run(*args: str, timeout: float = 180) -> subprocess.CompletedProcess:
        return run_manage(memorylab_env, *args, timeout=timeout)

    return run


class Worker:
    def __init__(self, proc: subprocess.Popen[bytes], log_path: Path) -> None:
        self.proc = proc
        self.log_path = log_path

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")

    def wait_ready(self, timeout: float = 90) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise AssertionError(f"worker exited ({self.proc.returncode}):\n{self.log()}")
            if " ready." in self.log():
                return
            time.sleep(0.2)
        raise AssertionError(f"worker not ready after {timeout}s:\n{self.log()}")

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


@pytest.fixture(scope="session")
def celery_worker(memorylab_env: dict[str, str]) -> Iterator[Worker]:
    log_path = Path(memorylab_env["MEMORYLAB_BUILD_DIR"]) / "worker.log"
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(
            [sys.executable, "-m", "celery", "-A", "memorylab", "worker", "--loglevel=INFO"]
            + ["--concurrency=2", "--without-gossip", "--without-mingle"],
            cwd=ROOT,
            env=memorylab_env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    worker = Worker(proc, log_path)
    try:
        worker.wait_ready()
        yield worker
    finally:
        worker.stop()


def poll(
    fetch: Callable[[], Any], done: Callable[[Any], bool], *, timeout: float, what: str
) -> Any:
    """``fetch()`` again until ``done`` holds for what it returned; that value. A worker
    in another process says nothing when it finishes: its rows do."""
    deadline = time.monotonic() + timeout
    while True:
        value = fetch()
        if done(value):
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"{what}: not done after {timeout}s, last seen {value!r}")
        time.sleep(0.3)


@pytest.fixture
def pg_query(pg_database_url: str) -> Callable[..., list[tuple[Any, ...]]]:
    import psycopg

    def query(sql: str, *params: Any) -> list[tuple[Any, ...]]:
        with psycopg.connect(pg_database_url, autocommit=True) as conn:
            return conn.execute(sql, params).fetchall()

    return query


def swe_upload(tmp_path: Path) -> Path:
    """The mini SWE run to upload, under an instance id of its own: the integration
    modules share one database per process, and an import skips a session id that
    exists."""
    fixture = ROOT / "tests" / "fixtures" / "api" / "import" / "swe-mini.traj.json"
    data = json.loads(fixture.read_text())
    data["instance_id"] = f"{data['instance_id']}-{secrets.token_hex(3)}"
    path = tmp_path / fixture.name
    path.write_text(json.dumps(data))
    return path


def api_token(env: dict[str, str], username: str, name: str) -> str:
    """A new API token of ``username`` (created when missing), through manage.py."""
    made = run_manage(
        env,
        "shell",
        "--no-imports",
        "-c",
        "from django.contrib.auth.models import User;"
        f"User.objects.filter(username={username!r}).exists() or "
        f"User.objects.create_user({username!r}, password='x')",
    )
    assert made.returncode == 0, made.stderr
    issued = run_manage(env, "create_api_token", name, "--user", username)
    assert issued.returncode == 0, issued.stderr
    return issued.stdout.strip().splitlines()[-1]

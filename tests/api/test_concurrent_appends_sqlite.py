"""The default setup (one SQLite file) under concurrent agents: gunicorn with 2 processes
x 4 threads, 8 client threads appending to one session. Every append succeeds (writers
queue on the database lock instead of failing with "database is locked") and the archive
seq stays contiguous."""

from __future__ import annotations

import os
import socket
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx

from memorylab.client import MemorylabClient, MemorylabError

ROOT = Path(__file__).resolve().parents[2]


def test_concurrent_appends_on_sqlite_keep_seq_contiguous(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMORYLAB_", "CELERY_"))}
    env.update(
        DATABASE_URL=f"sqlite:///{tmp_path / 'db.sqlite3'}",
        MEMORYLAB_BUILD_DIR=str(tmp_path),
        DJANGO_SETTINGS_MODULE="memorylab.settings",
    )
    env["DEBUG"] = "1"  # a development setup, as `make run` has

    def manage(*args: str) -> str:
        done = subprocess.run(
            [sys.executable, "manage.py", *args],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=180,
        )
        assert done.returncode == 0, done.stderr
        return done.stdout.strip().splitlines()[-1] if done.stdout.strip() else ""

    manage("migrate", "--noinput")
    manage(
        "shell", "-c", "from django.contrib.auth.models import User; User.objects.create_user('a')"
    )
    token = manage("create_api_token", "t", "--user", "a")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    url = f"http://127.0.0.1:{port}"
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "gunicorn",
            "memorylab.wsgi:application",
            "--bind",
            f"127.0.0.1:{port}",
            "--workers",
            "2",
            "--threads",
            "4",
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                httpx.get(f"{url}/healthz", timeout=2)
                break
            except httpx.HTTPError:
                assert time.monotonic() < deadline, "gunicorn did not start"
                time.sleep(0.2)
        MemorylabClient(url, token).create_session("c")
        errors: list[MemorylabError] = []

        def agent(t: int) -> None:
            with MemorylabClient(url, token, timeout=60) as ml:
                for k in range(8):
                    try:
                        ml.append("c", {"role": "user", "content": [{"text": f"{t}-{k}"}]})
                        if k % 3 == 0:
                            ml.step("c")
                    except MemorylabError as exc:
                        errors.append(exc)

        threads = [threading.Thread(target=agent, args=(t,)) for t in range(8)]
        for th in threads:
            th.start()
        for th in threads:
            th.join(120)
        assert errors == []
    finally:
        server.terminate()
        server.wait(20)
    with sqlite3.connect(tmp_path / "db.sqlite3") as db:
        seqs = [
            s
            for (s,) in db.execute(
                "SELECT seq FROM agent_sessions_archiveentry WHERE session_id='c' ORDER BY seq"
            )
        ]
        (count,) = db.execute(
            "SELECT message_count FROM agent_sessions_agentsession WHERE id='c'"
        ).fetchone()
    assert seqs == list(range(1, 65))
    assert count == 64

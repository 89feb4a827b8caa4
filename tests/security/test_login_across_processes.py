"""The login throttle counts across web processes: real separate Python processes of one
default deployment (SQLite, no CACHE_URL) share the failure count, so running several web
processes does not multiply an attacker's tries."""

from __future__ import annotations

import json
import subprocess
import sys

from tests.reliability.crashkit import ROOT, child, clean_env

# One web process: failed logins through the dashboard's login view.
FAIL = """
from django.test import Client
client = Client(REMOTE_ADDR="10.0.0.9", HTTP_HOST="localhost")
for _ in range({n}):
    page = client.post("/accounts/login/", {{"username": "alice", "password": "wrong"}})
    assert page.status_code == 200 and "_auth_user_id" not in client.session
"""
LOCKED = """
import json
from django.test import RequestFactory
from memorylab.login import is_locked
request = RequestFactory().post("/accounts/login/", REMOTE_ADDR="10.0.0.9")
print(json.dumps(is_locked("alice", request)))
"""


def _default_env(build) -> dict[str, str]:
    env = clean_env(build)
    env.pop("CACHE_URL", None)  # the default a new user gets
    return env


def _shell(env: dict[str, str], code: str) -> str:
    out = subprocess.run(
        [sys.executable, "manage.py", "shell", "--no-imports", "-c", code],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr[-3000:]
    return out.stdout.strip()


def test_it_locks_out_a_username_whose_failures_came_through_several_processes(tmp_path):
    env = _default_env(tmp_path)
    code, _, err = child(env, [{"op": "migrate"}])
    assert code == 0, err
    _shell(env, FAIL.format(n=3))  # one web process
    assert json.loads(_shell(env, LOCKED)) is False
    _shell(env, FAIL.format(n=2))  # another
    assert json.loads(_shell(env, LOCKED)) is True  # a third sees all five


def test_it_finds_its_table_when_cache_url_is_dropped_after_migrating(tmp_path):
    # Migrated while the counters lived in Redis (never reached: nothing is counted then).
    code, _, err = child(
        clean_env(tmp_path, CACHE_URL="redis://127.0.0.1:1/0"), [{"op": "migrate"}]
    )
    assert code == 0, err
    env = _default_env(tmp_path)  # then CACHE_URL is unset: the database holds the counters
    _shell(env, FAIL.format(n=5))
    assert json.loads(_shell(env, LOCKED)) is True

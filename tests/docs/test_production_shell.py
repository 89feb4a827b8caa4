"""The README's "Check it" step starts in the production shell it describes: `pytest -m
integration` there must at least collect, with DEBUG off, a production ALLOWED_HOSTS and
database and broker URLs that point at servers this machine does not have (pytest imports
every test module before it deselects; a module that talks to the app at import would
stop the run there)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PRODUCTION_SHELL = {
    "DEBUG": "0",
    "SECRET_KEY": "a-production-secret-key-that-is-long-enough-for-check-deploy-0123456789",
    "ALLOWED_HOSTS": "memorylab.example.org",
    "CSRF_TRUSTED_ORIGINS": "https://memorylab.example.org",
    # Port 1: nothing listens, as for a database and a broker on other machines.
    "DATABASE_URL": "postgres://memorylab:secret@127.0.0.1:1/memorylab",
    "DB_CONN_MAX_AGE": "60",
    "CELERY_BROKER_URL": "redis://127.0.0.1:1/0",
}


def test_it_collects_the_integration_tests_in_a_production_shell(tmp_path):
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("PYTEST_", "MEMORYLAB_", "CELERY_")) and k != "CI"
    }
    env.update(
        PRODUCTION_SHELL,
        MEMORYLAB_ARCHIVE_DIR=str(tmp_path / "archive"),
        MEMORYLAB_UPLOAD_DIR=str(tmp_path / "uploads"),
    )
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-m", "integration", "--collect-only", "-q"]
        + ["-p", "no:randomly", "-p", "no:cacheprovider"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    collected = [line for line in done.stdout.splitlines() if "::" in line]
    assert any(
        line.startswith("tests/integration/test_postgres_redis_worker.py::") for line in collected
    )
    # The integration marker stays on tests that need the servers: the integration folder,
    # and the kill loop on PostgreSQL.
    assert all(
        line.startswith(("tests/integration/", "tests/reliability/test_kill_loop.py::"))
        for line in collected
    ), collected

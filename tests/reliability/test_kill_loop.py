"""The random kill loop: gunicorn with 2 workers, one agent appending two messages per
request with an Idempotency-Key (retrying the same request after any error), ending steps
and turns and asking for manual compactions, while a worker is SIGKILLed every 50-400 ms
(benchmarks/crash_loop.py). History is compared message by message with what the agent
sent: nothing twice, nothing missing, in order; archive, index, history and context agree.
With both archive backends (the database one must also leave the archive directory empty).
A few dozen kills here; ``make soak`` (SOAK=1) runs 1,000 on each database."""

from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path

import pytest

from .crashkit import child, clean_env

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))

import crash_loop  # noqa: E402

SOAK = os.environ.get("SOAK") == "1"
KILLS = 1000 if SOAK else 30
LIMIT = 3600 if SOAK else 120


def check(report: crash_loop.Report) -> None:
    print(json.dumps(report.__dict__))  # the figures, in the test log
    assert report.problems == []
    assert report.kills == KILLS
    assert report.sent >= 40
    assert (report.duplicated, report.missing) == (0, 0)
    assert report.in_order and report.held == report.sent
    assert report.consistent


@pytest.mark.soak
@pytest.mark.parametrize("backend", ["files", "database"])
def test_it_holds_every_acknowledged_message_once_through_sigkills_on_sqlite(tmp_path, backend):
    code, _, err = child(clean_env(tmp_path), [{"op": "migrate"}])
    assert code == 0, err
    db = tmp_path / "kill-loop.sqlite3"
    shutil.move(tmp_path / "memorylab.sqlite3", db)
    report = crash_loop.run(
        "sqlite",
        KILLS,
        seed=1,
        database_url=f"sqlite:///{db}",
        migrate=False,
        time_limit=LIMIT,
        backend=backend,
    )
    check(report)


@pytest.mark.integration
@pytest.mark.soak
@pytest.mark.parametrize("backend", ["files", "database"])
def test_it_holds_every_acknowledged_message_once_through_sigkills_on_postgres(
    pg_database_url, backend
):
    # The fixture's database (it proves the server is there) serves one run; the other
    # backend's run gets a fresh database of its own (the session id would be taken).
    report = crash_loop.run(
        "postgres",
        KILLS,
        seed=2,
        database_url=pg_database_url if backend == "files" else None,
        time_limit=LIMIT,
        backend=backend,
    )
    check(report)

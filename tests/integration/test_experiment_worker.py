"""An experiment started from the Django side is run by a separate Celery worker process
over Redis, and every cell's score lands in PostgreSQL."""

from __future__ import annotations

import json

import pytest

from .conftest import poll

pytestmark = pytest.mark.integration

PRODUCER = """
import json
from django.contrib.auth.models import User
from evaluation import conversations as lab, experiments, strategies as lab_strategies

user, _ = User.objects.get_or_create(username="it-lab")
# Three short conversations of the shipped set: the worker, not the data, is under test.
conversations = [
    row
    for name in ("ledger-lag", "orders-region-migration", "vite-build-alias")
    for row in lab.import_path(user, lab.SHIPPED_DIR / f"{name}.json")
]
strategies = [
    lab_strategies.create_strategy(user, "extractive", {
        "micro_compact": True,
        "auto_compact": {"threshold_tokens": 1500, "min_saving_tokens": 200},
    }),
    lab_strategies.create_strategy(user, "window", {"backend": "chat_history", "max_turns": 2}),
]
# Outside a transaction the experiment is queued at once (on_commit runs immediately).
experiment = experiments.create_experiment(
    user, "on the worker", [s.pk for s in strategies], [c.pk for c in conversations]
)
print(json.dumps({"experiment": experiment.pk, "cells": experiment.cells.count()}))
"""


def wait_finished(pg_query, experiment_id: int, timeout: float = 120) -> tuple:
    [row] = poll(
        lambda: pg_query(
            "SELECT status, progress, runner, error FROM evaluation_experiment WHERE id = %s",
            experiment_id,
        ),
        lambda rows: rows[0][0] not in ("pending", "running"),
        timeout=timeout,
        what=f"experiment {experiment_id}",
    )
    return row


def test_it_runs_an_experiment_on_a_worker_and_stores_the_cells_in_postgres(
    manage, celery_worker, pg_query
):
    produced = manage("shell", "--no-imports", "-c", PRODUCER)
    assert produced.returncode == 0, produced.stderr
    out = json.loads(produced.stdout.strip().splitlines()[-1])
    assert out["cells"] >= 2

    status, progress, runner, error = wait_finished(pg_query, out["experiment"])
    assert (status, error) == ("done", ""), error
    assert progress == 1.0
    # The worker records its node name on the run it holds (to resume it after a crash).
    assert runner.startswith("celery@"), runner
    cells = pg_query(
        "SELECT status, attempts, result FROM evaluation_cell WHERE experiment_id = %s",
        out["experiment"],
    )
    assert len(cells) == out["cells"]
    for cell_status, attempts, result in cells:
        assert (cell_status, attempts) == ("done", 1)
        # JSON columns are text (see memorylab.fields): parse what SQL hands back.
        scored = json.loads(result)
        assert scored["labels_total"] > 0
        assert 0 <= scored["labels_in_context"] <= scored["labels_total"]
    log = celery_worker.log()
    assert "evaluation.run_experiment[" in log and "succeeded" in log, log

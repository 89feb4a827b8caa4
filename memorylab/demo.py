"""What ``make run`` leaves for a newcomer (``python manage.py load_demo``): a demo user
and API token, sessions on which compaction visibly happened, and a lab with finished
results, so that every Sessions, Lab and Sweeps page shows real numbers and charts on
first run.

It uses every app, which is why it lives in the project package: the sessions app knows
nothing of the lab. Each step runs, synchronously, through the services the web, the API
and the workers use (import, create_strategy, create_experiment + run_experiment,
clean_params + the sweep task's execute); none repeats their logic. Each step is skipped
when its result is there already, so running it twice adds nothing.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model

from compaction.models import TaskRun
from evaluation import conversations, experiments, strategies, sweep_tasks, sweeps
from evaluation.models import Experiment, LabelledConversation, Strategy
from sessions import importing
from sessions.demo import long_incident, swe_runs
from sessions.models import ApiToken

DEMO_USERNAME = "demo"
DEMO_PASSWORD = "memorylab"
DEMO_DIR = Path(settings.BASE_DIR) / "demo"
EXPERIMENT_NAME = "demo: layered compaction vs a sliding window"

# The strategies the demo experiment compares: layered compaction at a low and a high
# threshold, the same made cache-aware for one agent model, and today's sliding window.
DEMO_STRATEGIES: dict[str, dict[str, Any]] = {
    "micro + extractive @ 4000": {
        "micro_compact": True,
        "auto_compact": {"threshold_tokens": 4000, "min_saving_tokens": 1000},
    },
    "micro + extractive @ 12000": {
        "micro_compact": True,
        "auto_compact": {"threshold_tokens": 12000, "min_saving_tokens": 2000},
    },
    "cache-aware @ 12000 (claude-sonnet-4-5)": {
        "micro_compact": True,
        "auto_compact": {"threshold_tokens": 12000, "min_saving_tokens": 2000},
        "cache": {"model": "claude-sonnet-4-5"},
    },
    "window (20 turns)": {"backend": "chat_history", "max_turns": 20, "on_full": "evict"},
}

Say = Callable[[str], None]


def token_file() -> Path:
    return Path(settings.BUILD_DIR) / "demo-api-token"


def demo_user() -> tuple[Any, bool]:
    """The demo superuser; True when it was created now."""
    User = get_user_model()
    user = User.objects.filter(username=DEMO_USERNAME).first()
    if user is not None:
        return user, False
    return User.objects.create_superuser(DEMO_USERNAME, "demo@example.org", DEMO_PASSWORD), True


def demo_token(user: Any) -> tuple[str, bool]:
    """The demo API token (from the token file when still valid); True when new."""
    path = token_file()
    if path.exists():
        plain = path.read_text().strip()
        token = ApiToken.authenticate(plain)
        if token is not None and token.user_id == user.pk:
            return plain, False
    _, plain = ApiToken.issue(user, "demo")
    path.parent.mkdir(parents=True, exist_ok=True)
    # The plain token is a secret: readable by its owner only.
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as f:
        f.write(plain + "\n")
    return plain, True


def demo_documents() -> list[dict[str, Any]]:
    """The generated demo conversations: the long incident and the SWE-like runs."""
    return [long_incident(), *swe_runs()]


def load_sessions(user: Any) -> dict[str, Any]:
    """The demo conversations as sessions (each replayed as an agent would, so micro and
    auto compaction happen); ones imported before are skipped."""
    reports = [importing.import_payload(doc, user, "sessions/demo.py") for doc in demo_documents()]
    if DEMO_DIR.is_dir() and any(DEMO_DIR.glob("*.json*")):
        reports.append(importing.import_path(DEMO_DIR, user))
    return {
        "imported": sum(len(r.imported) for r in reports),
        "skipped": sum(len(r.skipped) for r in reports),
        "failed": [f for r in reports for f in r.failed],
    }


def load_lab_conversations(user: Any) -> list[LabelledConversation]:
    """The shipped labelled set and the demo conversations in the lab; returns the ones
    imported now."""
    rows = conversations.import_shipped(user, skip_existing=True)
    for doc in demo_documents():
        rows += conversations.import_conversations(
            user, doc, name="sessions/demo.py", skip_existing=True
        )
    if DEMO_DIR.is_dir():
        rows += conversations.import_path(user, DEMO_DIR, skip_existing=True)
    return rows


def demo_conversation_ids(user: Any) -> list[int]:
    """The lab's copies of the demo conversations (what the demo sweep replays)."""
    slugs = [doc["id"] for doc in demo_documents()]
    if DEMO_DIR.is_dir():
        slugs += [c.id for c in conversations.load_path(DEMO_DIR)]
    rows = LabelledConversation.objects.filter(owner=user, slug__in=slugs)
    return list(rows.order_by("slug").values_list("pk", flat=True))


def load_strategies(user: Any) -> list[Strategy]:
    return [
        Strategy.objects.filter(owner=user, name=name).first()
        or strategies.create_strategy(user, name, spec)
        for name, spec in DEMO_STRATEGIES.items()
    ]


def run_experiment(user: Any, chosen: list[Strategy]) -> Experiment:
    """Every demo strategy on every conversation of the shipped labelled set, scored here
    by the worker's own ``run_experiment``; an unfinished one left by an interrupted run
    is finished (its done cells are kept)."""
    experiment = Experiment.objects.filter(owner=user, name=EXPERIMENT_NAME).first()
    if experiment is None:
        shipped = [c.id for c in conversations.load_path(conversations.SHIPPED_DIR)]
        ids = LabelledConversation.objects.filter(owner=user, slug__in=shipped).values_list(
            "pk", flat=True
        )
        experiment = experiments.create_experiment(
            user, EXPERIMENT_NAME, [s.pk for s in chosen], list(ids), start=False
        )
    if experiment.status != Experiment.DONE:
        experiments.run_experiment(experiment.pk, runner="load_demo")
        experiment.refresh_from_db()
    return experiment


def run_sweep(user: Any) -> TaskRun:
    """A threshold sweep over the demo conversations, with the default thresholds and
    models, run here by the sweep task's own ``execute``. Skipped when the demo user has a
    finished sweep."""
    done = sweep_tasks.visible_sweeps(user).filter(owner=user, status=TaskRun.DONE).first()
    if done is not None:
        return done
    params = sweeps.clean_params(user, conversation_ids=demo_conversation_ids(user))
    # Not ``request_sweep``: that queues the run for a worker, and the demo wants it done
    # before the server starts.
    task = TaskRun.objects.create(
        kind=sweep_tasks.KIND, owner=user, params=params, message="queued"
    )
    return sweep_tasks.execute(str(task.pk)) or task


def load(*, conversations_too: bool = True, results: bool = True, say: Say = print) -> dict:
    """Everything above, in order; ``say`` reports each step (they take seconds)."""
    user, user_created = demo_user()
    password = DEMO_PASSWORD if user.check_password(DEMO_PASSWORD) else "(changed by you)"
    token, token_created = demo_token(user)
    out: dict[str, Any] = {
        "username": DEMO_USERNAME,
        "password": password,
        "user_created": user_created,
        "token": token,
        "token_created": token_created,
        "token_file": str(token_file()),
        "imported": 0,
        "skipped": 0,
        "failed": [],
        "lab_conversations": 0,
    }
    if not conversations_too:
        return out
    with _step(say, "demo sessions (replayed as an agent would: micro and auto compaction)"):
        out.update(load_sessions(user))
    with _step(say, "labelled conversations in the lab"):
        out["lab_conversations"] = len(load_lab_conversations(user))
    if not results:
        return out
    chosen = load_strategies(user)
    out["strategies"] = [s.name for s in chosen]
    with _step(say, f"experiment: {len(chosen)} strategies on the shipped labelled set"):
        experiment = run_experiment(user, chosen)
    out["experiment"] = {
        "id": experiment.pk,
        "status": experiment.status,
        "cells": experiment.cells.count(),
    }
    with _step(say, "threshold sweep over the demo conversations"):
        task = run_sweep(user)
    out["sweep"] = {"id": str(task.pk), "status": task.status, "message": task.message}
    return out


class _step:
    """Says what starts, and how long it took."""

    def __init__(self, say: Say, what: str) -> None:
        self.say, self.what = say, what

    def __enter__(self) -> None:
        self.started = time.perf_counter()
        self.say(f"{self.what} ...")

    def __exit__(self, *exc: object) -> None:
        if exc[0] is None:
            self.say(f"  done in {time.perf_counter() - self.started:.1f} s")

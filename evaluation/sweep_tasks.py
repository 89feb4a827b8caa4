"""Threshold sweeps as background work: one job (a ``TaskRun`` of kind "sweep") per
request, run by the job runner (``compaction.services``) with progress and cancel. What a
sweep does is ``evaluation.sweeps`` (validated by ``clean_params``, run by ``run``); the
views, the API and the Celery tasks (``evaluation.tasks``) only call the functions here.

On the workers a sweep fans out (``start``): its conversations are split into parts of
about equal replay work, the biggest first, one Celery task each (``run_part``: every
threshold of each of its conversations), and the part that finishes last gathers the
parts' cells into the sweep document (``gather``), the same document one process makes
(``execute``, for the command line and ``load_demo``). The baselines a sweep compares run
as a second round of parts, at the budget the first round's cells recommend. Each part's
cells are stored in its own row, so a part run twice (its worker was lost) counts once.
See docs/design.md, "Background jobs"."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from django.conf import settings
from django.utils import timezone

from compaction import services as jobs
from compaction.engine import Conversation, EngineError
from compaction.models import TaskPart, TaskRun
from memorylab.errors import Invalid
from memorylab.jobs import job_slot

from . import baselines, sweep, sweeps
from .sweep import SweepCancelled, SweepError

KIND = "sweep"
# The parts of a sweep's second round, when it compares baselines (their "round" param).
COMPARE_ROUND = "compare"
# A sweep of n conversations fans out into min(n, MEMORYLAB_SWEEP_PARTS) parts: enough for
# every worker process of a few machines to stay busy to the end (the biggest parts go
# first), few enough that a part's overhead (a message, two claims, loading the
# conversations once per process) stays small beside its replays (~0.1-1 s each).
DEFAULT_PARTS = 32


def visible_sweeps(user):
    return TaskRun.objects.visible_to(user).filter(kind=KIND)


def get_sweep(user, task_id: Any) -> TaskRun:
    # A sweep whose worker died is retried or failed, not "running".
    return jobs.get_task(user, task_id, kind=KIND, name="sweep")


def request_sweep(user, **params: Any) -> TaskRun:
    """Queue a sweep (``sweeps.clean_params`` checks the request); the TaskRun tells its
    progress and, when done, the sweep document."""
    clean = sweeps.clean_params(user, **params)
    with job_slot(user):
        return jobs.start(KIND, user, params=clean, message="queued")


def cancel_sweep(task: TaskRun) -> TaskRun:
    """Stop a queued or running sweep; the worker notices within a second or so, also in
    the middle of a conversation's replay."""
    return jobs.cancel(task)


def delete_sweep(task: TaskRun) -> None:
    if not task.is_finished:
        raise Invalid("cancel the sweep before deleting it")
    task.delete()


def execute(task_id: str) -> TaskRun | None:
    """Claim the job (once), run the whole sweep in this process with progress and
    cancel, store the result (``load_demo``, tests; the workers fan out: ``start``)."""
    return jobs.execute(task_id, _run_here, kind=KIND)


def _run_here(task: TaskRun) -> jobs.Outcome:
    pk = task.pk

    def progress(done: int, total: int) -> None:
        jobs.report_progress(pk, done / total if total else 0.0, f"{done} / {total} conversations")

    try:
        doc = sweeps.document(
            task.params, progress=progress, cancelled=lambda: jobs.is_cancelled(pk)
        )
    except SweepCancelled as exc:
        raise jobs.Cancelled() from exc
    except (SweepError, EngineError, ValueError) as exc:
        return jobs.Outcome(TaskRun.FAILED, error=str(exc))
    return jobs.Outcome(TaskRun.DONE, result=doc, message=done_message(doc))


def done_message(doc: dict[str, Any]) -> str:
    if "recommendation" not in doc:  # the baselines side by side, without a sweep
        return f"{doc['conversation_count']} conversations, baselines side by side"[:500]
    rec = doc["recommendation"].get("tokens") or {}
    return (
        f"{doc['conversation_count']} conversations x {len(doc['thresholds'])} thresholds in "
        f"{doc['elapsed_seconds']} s; recommended {rec.get('low')}-{rec.get('high')}"
    )[:500]


# -- a sweep in parts, on the workers ----------------------------------------------------------


def start(task_id: str) -> TaskRun | None:
    """The Celery side of a sweep: claim it (once) and fan it out into parts; a sweep of
    the baselines alone runs here. Started again after a lost part, it keeps the finished
    parts and sends the others."""

    def work(task: TaskRun) -> jobs.Outcome | None:
        if not task.params.get("sweep", True):
            return _run_here(task)
        try:
            conversations, _ = conversations_of(task)
            if not conversations:
                raise SweepError("no conversations to sweep")
            sweeps.setup_of(task.params)  # the operator's model list may have changed
        except (SweepError, EngineError, ValueError) as exc:
            return jobs.Outcome(TaskRun.FAILED, error=str(exc))
        jobs.fan_out(task, plan_parts(conversations))
        return None  # the part that finishes last gathers the sweep

    return jobs.execute(task_id, work, kind=KIND)


def plan_parts(conversations: list[Conversation], count: int | None = None) -> list[dict]:
    """The conversations (by position) of each part: about equal replay work each (the
    characters of their messages), the biggest conversations first and alone."""
    count = count or getattr(settings, "MEMORYLAB_SWEEP_PARTS", DEFAULT_PARTS)
    sizes = [max(1, sweep.conversation_size(c)) for c in conversations]
    target = sum(sizes) / max(1, min(len(conversations), count))
    parts: list[dict] = []
    current: list[int] = []
    for i in sorted(range(len(conversations)), key=lambda i: (-sizes[i], i)):
        current.append(i)
        if sum(sizes[j] for j in current) >= target:
            parts.append(current)
            current = []
    if current:
        parts.append(current)
    return [
        {
            "conversations": part,
            "ids": [conversations[i].id for i in part],
            "weight": sum(sizes[i] for i in part),
        }
        for part in parts
    ]


def run_part(task_id: str, index: int) -> TaskPart | None:
    """One part on a worker: every threshold of its conversations, or in the second round
    every baseline of them; its cells are stored in its row. Cancelling the sweep stops it
    at its next model call."""

    def work(task: TaskRun, part: TaskPart) -> dict[str, Any]:
        conversations, _ = conversations_of(task)
        mine = [conversations[i] for i in part.params["conversations"]]
        if [c.id for c in mine] != part.params["ids"]:
            raise SweepError("the sweep's conversations changed since it started")
        params = task.params
        setup = sweeps.setup_of(params, check_models=False)
        if part.params.get("round") == COMPARE_ROUND:
            return _compare_part(task, setup, mine, part.params["budget"])
        todo = sweep.sweep_jobs(
            mine,
            params["thresholds"],
            setup.strategy,
            params.get("min_saving"),
            sweep.priced_models(setup.models),
            setup.cache_aware,
        )
        return _cells(task, todo, sweep.run_sweep_job)

    return jobs.run_part(task_id, index, work)


def _compare_part(
    task: TaskRun, setup: sweeps.Setup, mine: list[Conversation], budget: int
) -> dict[str, Any]:
    todo = baselines.compare_jobs(mine, **sweeps.compare_arguments(task.params, setup, budget))
    sweep.warm_up(setup.strategy)
    return _cells(task, todo, baselines.run_compare_job)


def _cells(task: TaskRun, todo: list[Any], run_job: Callable[[Any], Any]) -> dict[str, Any]:
    """A part's jobs run in this worker process: their cells, for the part's row, and the
    CPU they took. Cancelling the sweep stops them at the next model call."""
    cpu = sweep.cpu_seconds()
    try:
        cells = sweep.run_jobs(
            todo, run_job, workers=1, cancelled=lambda: jobs.is_cancelled(task.pk)
        )
    except SweepCancelled as exc:
        raise jobs.Cancelled() from exc
    return {"cells": cells, "cpu_seconds": sweep.cpu_seconds() - cpu}


def _in_order(parts: list[TaskPart], count: int, what: str) -> list[Any]:
    """The parts' cells, in conversation order."""
    per_conv: list[Any] = [None] * count
    for part in parts:
        for i, cells in zip(part.params["conversations"], part.result["cells"], strict=True):
            per_conv[i] = cells
    if any(cells is None for cells in per_conv):
        raise SweepError(f"a part of the {what} is missing conversations")
    return per_conv


def gather(task: TaskRun, parts: list[TaskPart]) -> jobs.Outcome | jobs.MoreParts:
    """The sweep document from its parts' cells, in conversation order: the document
    ``execute`` makes in one process. A sweep that compares baselines asks for a second
    round of parts first, at the budget the swept cells recommend, and is gathered again
    with their cells."""
    params = task.params
    conversations, skipped = conversations_of(task)
    compared = [p for p in parts if p.params.get("round") == COMPARE_ROUND]
    parts = [p for p in parts if p.params.get("round") != COMPARE_ROUND]
    per_conv = _in_order(parts, len(conversations), "sweep")
    setup = sweeps.setup_of(params, check_models=False)
    started = min([task.started or task.created] + [p.started for p in parts if p.started])
    # the thresholds' time: gathered again after the baselines, it ended with its last part
    ended = max((p.finished for p in parts if p.finished), default=None) if compared else None
    doc = sweep.assemble_sweep(
        per_conv,
        params["thresholds"],
        strategy=setup.strategy,
        min_saving=params.get("min_saving"),
        models=sweep.priced_models(setup.models),
        series=params.get("series", True),
        cache_aware=setup.cache_aware,
        elapsed=((ended or timezone.now()) - started).total_seconds(),
        cpu=sum(p.result.get("cpu_seconds", 0.0) for p in parts),
        workers=len({p.worker for p in parts}),
    )
    doc["parts"] = len(parts)
    if setup.compare is not None:
        budget = sweeps.compare_budget(setup, doc)
        if not compared:
            return jobs.MoreParts(
                [
                    {**part, "round": COMPARE_ROUND, "budget": budget}
                    for part in plan_parts(conversations)
                ]
            )
        todo = baselines.compare_jobs(
            conversations, **sweeps.compare_arguments(params, setup, budget)
        )
        begun = min((p.started for p in compared if p.started), default=timezone.now())
        doc["compare"] = baselines.assemble_compare(
            todo,
            _in_order(compared, len(conversations), "baselines"),
            elapsed=(timezone.now() - begun).total_seconds(),
        )
    if skipped:
        doc["skipped"] = skipped
    return jobs.Outcome(TaskRun.DONE, result=doc, message=done_message(doc))


# Each worker process loads a sweep's conversations once for all the parts it runs.
_LOADED: OrderedDict[str, tuple[list[Conversation], list[str]]] = OrderedDict()


def conversations_of(task: TaskRun) -> tuple[list[Conversation], list[str]]:
    key = str(task.pk)
    if key not in _LOADED:
        _LOADED[key] = sweeps.conversations_for(task.params)
        while len(_LOADED) > 2:
            _LOADED.popitem(last=False)
    return _LOADED[key]

"""Experiments: every chosen strategy on every chosen labelled conversation, one cell each,
scored on the Celery workers with progress, cancel and resume.

On the workers an experiment fans out (``start_experiment``): its pending cells are sent
in parts, one Celery task each (``run_cells``), and the part that scores the last cell
finishes the experiment. Each cell is claimed by a conditional update and its score is
stored in its own row, so a part run again after its worker was lost never counts a cell
twice. ``run_experiment`` scores every cell in one process (``load_demo``)."""

from __future__ import annotations

import logging
import traceback
from collections.abc import Iterable
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import transaction
from django.db.models import Count, QuerySet
from django.utils import timezone

from compaction import services as jobs
from compaction.engine import MemorySpec, quote_key
from memorylab import models_policy
from memorylab.errors import Conflict, Invalid
from memorylab.jobs import job_slot
from memorylab.ownership import get_visible_or_404

from . import scoring
from .conversations import get_conversation, to_engine
from .models import Cell, Experiment
from .strategies import get_strategy, strategy_subject

log = logging.getLogger("memorylab.reaper")


# An experiment is every strategy on every conversation: one cell (a replay) each. Bounded
# here, where the API, the web form and the command all create one.
MAX_EXPERIMENT_STRATEGIES = 20
MAX_EXPERIMENT_CONVERSATIONS = 500


def visible_experiments(user) -> QuerySet[Experiment]:
    return Experiment.objects.visible_to(user)


def get_experiment(user, pk: Any) -> Experiment:
    experiment = get_visible_or_404(Experiment.objects.all(), user, pk)
    return check_experiment(experiment)  # a run whose worker died resumes


def create_experiment(
    user,
    name: str,
    strategy_ids: Iterable[Any],
    conversation_ids: Iterable[Any],
    *,
    start: bool = True,
    options: dict[str, Any] | None = None,
) -> Experiment:
    options = clean_options(options or {})
    strategy_ids = list(dict.fromkeys(strategy_ids))
    conversation_ids = list(dict.fromkeys(conversation_ids))
    if len(strategy_ids) > MAX_EXPERIMENT_STRATEGIES:
        raise Invalid(
            f"strategies: {len(strategy_ids)} chosen, at most {MAX_EXPERIMENT_STRATEGIES} "
            "per experiment"
        )
    if len(conversation_ids) > MAX_EXPERIMENT_CONVERSATIONS:
        raise Invalid(
            f"conversations: {len(conversation_ids)} chosen, at most "
            f"{MAX_EXPERIMENT_CONVERSATIONS} per experiment"
        )
    strategies = [get_strategy(user, pk) for pk in strategy_ids]
    conversations = [get_conversation(user, pk) for pk in conversation_ids]
    if not strategies:
        raise Invalid("strategies: choose at least one strategy")
    if not conversations:
        raise Invalid("conversations: choose at least one labelled conversation")
    with job_slot(user) if start else transaction.atomic():
        experiment = Experiment.objects.create(
            name=(name or "").strip()[:200] or f"experiment {timezone.now():%Y-%m-%d %H:%M}",
            owner=user,
            options=options,
        )
        experiment.strategies.set(strategies)
        experiment.conversations.set(conversations)
        Cell.objects.bulk_create(
            Cell(experiment=experiment, strategy=s, conversation=c)
            for c in conversations
            for s in strategies
        )
        if start:
            _enqueue(experiment)
    return experiment


OPTION_KEYS = ("judge_model", "semantic_model", "semantic_threshold")


def clean_options(options: dict[str, Any]) -> dict[str, Any]:
    """The optional LLM judge / semantic match of an experiment (both off when absent)."""
    unknown = sorted(set(options) - set(OPTION_KEYS))
    if unknown:
        raise Invalid(
            f"options.{quote_key(unknown[0])}: unknown option (expected {', '.join(OPTION_KEYS)})"
        )
    out: dict[str, Any] = {}
    for key in ("judge_model", "semantic_model"):
        value = options.get(key)
        if value is not None and not isinstance(value, str):
            raise Invalid(f"options.{key}: expected a litellm model name")
        if value and value.strip():
            models_policy.check_model(value.strip(), f"options.{key}")
            out[key] = value.strip()[:200]
    if options.get("semantic_threshold") not in (None, ""):
        try:
            threshold = float(options["semantic_threshold"])
        except (TypeError, ValueError) as exc:
            raise Invalid("options.semantic_threshold: expected a number") from exc
        if not 0 < threshold <= 1:
            raise Invalid("options.semantic_threshold: must be in (0, 1]")
        out["semantic_threshold"] = threshold
    return out


def _without_upstream_bodies(result: dict[str, Any]) -> dict[str, Any]:
    """The judge and the semantic match record a failed model call with its error text,
    which may be the provider's whole answer: keep its kind, log the rest."""
    semantic = result.get("semantic")
    if isinstance(semantic, dict) and semantic.get("error"):
        semantic["error"] = models_policy.short_upstream_error(semantic["error"], "embedding")
    judge = result.get("judge")
    for probe in (judge or {}).get("probes", {}).values() if isinstance(judge, dict) else ():
        if isinstance(probe, dict) and probe.get("error"):
            probe["error"] = models_policy.short_upstream_error(probe["error"], "judge")
    return result


def _extra_scorers(options: dict[str, Any]) -> dict[str, Any]:
    for key in ("judge_model", "semantic_model"):
        if options.get(key):
            models_policy.check_model(options[key], f"options.{key}")
    extra: dict[str, Any] = {}
    if options.get("judge_model"):
        extra["judge"] = scoring.Judge(model=options["judge_model"])
    if options.get("semantic_model"):
        extra["semantic"] = scoring.SemanticMatch(
            embed=scoring.litellm_embed(options["semantic_model"]),
            threshold=options.get("semantic_threshold", 0.8),
        )
    return extra


def _enqueue(experiment: Experiment) -> None:
    from .tasks import start_experiment as task

    pk = experiment.pk
    # Enqueue after commit: the worker must find the rows it is told about.
    transaction.on_commit(lambda: task.delay(pk))


def cancel_experiment(experiment: Experiment) -> Experiment:
    """Ask the runner to stop after the cell in progress; finished cells are kept."""
    Experiment.objects.filter(pk=experiment.pk).update(cancel_requested=True)
    if experiment.status == Experiment.PENDING:
        # Nothing is running it yet: cancel at once rather than wait for a worker.
        Experiment.objects.filter(pk=experiment.pk, status=Experiment.PENDING).update(
            status=Experiment.CANCELLED, finished=timezone.now()
        )
    experiment.refresh_from_db()
    return experiment


def resume_experiment(experiment: Experiment, *, force: bool = False) -> Experiment:
    """Run the unfinished cells again (after a cancel, a crash or a lost broker message).

    A pending or running experiment may still be in a worker's hands: resuming it would
    start a second runner, so that takes ``force`` (the user says no worker has it)."""
    if experiment.is_active and not force:
        raise Conflict(
            f"experiment is {experiment.status}; resume it only when no worker is running it "
            "(force)"
        )
    # A pending or running experiment holds its slot already; a finished one takes one.
    with transaction.atomic() if experiment.is_active else job_slot(experiment.owner):
        Cell.objects.filter(experiment=experiment, status=Cell.RUNNING).update(status=Cell.PENDING)
        Experiment.objects.filter(pk=experiment.pk).update(
            status=Experiment.PENDING, cancel_requested=False, finished=None, error=""
        )
        _enqueue(experiment)
    experiment.refresh_from_db()
    return experiment


def resume_interrupted(runner: str) -> list[Experiment]:
    """Called when the worker ``runner`` starts: the runs it had in hand died with it."""
    if not runner:
        return []
    resumed = []
    for experiment in Experiment.objects.filter(status=Experiment.RUNNING, runner=runner):
        if experiment.cancel_requested:
            finish(experiment, Experiment.CANCELLED)
            continue
        resumed.append(resume_experiment(experiment, force=True))
    return resumed


def delete_experiment(experiment: Experiment) -> None:
    experiment.delete()


def progress(experiment: Experiment) -> dict[str, Any]:
    counts = dict(
        Cell.objects.filter(experiment=experiment)
        .values_list("status")
        .annotate(n=Count("id"))
        .values_list("status", "n")
    )
    total = sum(counts.values())
    finished = counts.get(Cell.DONE, 0) + counts.get(Cell.FAILED, 0)
    return {
        "total": total,
        "finished": finished,
        "done": counts.get(Cell.DONE, 0),
        "failed": counts.get(Cell.FAILED, 0),
        "running": counts.get(Cell.RUNNING, 0),
        "pending": counts.get(Cell.PENDING, 0),
        "fraction": finished / total if total else 1.0,
    }


# An experiment fans out into at most MEMORYLAB_EXPERIMENT_PARTS parts of at least
# MIN_CELLS_PER_PART cells: a cell replays and scores one conversation (0.05 s to seconds),
# so a part of a few cells keeps a task's overhead (a message, the claims) small beside it.
MIN_CELLS_PER_PART = 4


def cell_parts(cell_ids: list[Any]) -> list[list[Any]]:
    """The cells of each part, in order."""
    if not cell_ids:
        return []
    count = max(1, getattr(settings, "MEMORYLAB_EXPERIMENT_PARTS", 16))
    size = max(MIN_CELLS_PER_PART, -(-len(cell_ids) // count))
    return [cell_ids[i : i + size] for i in range(0, len(cell_ids), size)]


def start_experiment(experiment_id: Any, runner: str = "") -> Experiment | None:
    """The Celery side of an experiment: mark it running and send its pending cells in
    parts (``run_cells``). Started again (a resume), it sends only the unfinished cells."""
    experiment = Experiment.objects.filter(pk=_int(experiment_id)).first()
    if experiment is None or experiment.status in (Experiment.DONE, Experiment.CANCELLED):
        return experiment
    Experiment.objects.filter(pk=experiment.pk).update(
        status=Experiment.RUNNING,
        started=experiment.started or timezone.now(),
        runner=runner,
        heartbeat=timezone.now(),
    )
    pending = list(
        Cell.objects.filter(experiment=experiment, status=Cell.PENDING)
        .order_by("pk")
        .values_list("pk", flat=True)
    )
    if not pending:
        _complete_if_done(experiment)
    for part in cell_parts(pending):
        _send_cells(experiment.pk, part)
    experiment.refresh_from_db()
    return experiment


def _send_cells(pk: int, cell_ids: list[int]) -> None:
    from .tasks import run_experiment_cells as task

    # Enqueue after commit: the worker must find the rows it is told about.
    transaction.on_commit(lambda: task.delay(pk, cell_ids))


def run_cells(experiment_id: Any, cell_ids: list[Any], runner: str = "") -> Experiment | None:
    """One part of an experiment on a worker: claim and score each of its cells still
    pending; the part that leaves no cell to score finishes the experiment."""
    experiment = Experiment.objects.filter(pk=_int(experiment_id)).first()
    if experiment is None or experiment.status != Experiment.RUNNING:
        return experiment
    if runner:  # the worker that holds it now (resumed when that worker starts again)
        Experiment.objects.filter(pk=experiment.pk, status=Experiment.RUNNING).update(runner=runner)
    try:
        for pk in cell_ids:
            flags = Experiment.objects.filter(pk=experiment.pk).values("cancel_requested").first()
            if flags is None:
                return None  # deleted while running: nothing left to report to
            if flags["cancel_requested"]:
                _end(experiment, Experiment.CANCELLED)
                return experiment
            cell = _claim(experiment, pk)
            if cell is not None:
                run_cell(cell)
                _update_progress(experiment)
    except Exception as exc:  # the row must say what went wrong, whatever it was
        _end(experiment, Experiment.FAILED, "".join(traceback.format_exception_only(exc)))
        return experiment
    _complete_if_done(experiment)
    return experiment


def on_cells_lost(args: Any, reason: str) -> None:
    """The pool process running ``run_cells(args[0], args[1])`` died: its cell in progress
    is scored again (failed after MEMORYLAB_TASK_MAX_ATTEMPTS tries) and its cells not
    scored yet are sent again."""
    experiment = Experiment.objects.filter(pk=_int(args[0]), status=Experiment.RUNNING).first()
    if experiment is None or len(args) < 2:
        return
    cells = Cell.objects.filter(experiment=experiment, pk__in=list(args[1]))
    log.warning("experiment %s: a part was lost: %s", experiment.pk, reason)
    cells.filter(status=Cell.RUNNING, attempts__gte=jobs.max_attempts()).update(
        status=Cell.FAILED,
        error=f"the worker scoring this cell was lost {jobs.max_attempts()} times: {reason}",
        finished=timezone.now(),
    )
    cells.filter(status=Cell.RUNNING).update(status=Cell.PENDING)
    pending = list(cells.filter(status=Cell.PENDING).order_by("pk").values_list("pk", flat=True))
    if pending:
        _send_cells(experiment.pk, pending)
    else:
        _complete_if_done(experiment)


def _claim(experiment: Experiment, pk: Any) -> Cell | None:
    claimed = Cell.objects.filter(pk=pk, experiment=experiment, status=Cell.PENDING).update(
        status=Cell.RUNNING, started=timezone.now()
    )
    if not claimed:
        return None  # scored already, or by another part
    return Cell.objects.select_related("strategy", "conversation", "experiment").get(pk=pk)


def _complete_if_done(experiment: Experiment) -> None:
    if not Cell.objects.filter(
        experiment=experiment, status__in=(Cell.PENDING, Cell.RUNNING)
    ).exists():
        _end(experiment, Experiment.DONE)


def _end(experiment: Experiment, status: str, error: str = "") -> None:
    """Finish a running experiment; conditional, so parts finishing at once agree."""
    Experiment.objects.filter(pk=experiment.pk, status=Experiment.RUNNING).update(
        status=status,
        error=error.strip(),
        finished=timezone.now(),
        progress=progress(experiment)["fraction"],
    )
    experiment.refresh_from_db()


def run_experiment(experiment_id: Any, runner: str = "") -> Experiment | None:
    """Every cell of the experiment in this process; idempotent.

    A cell still marked running when a run starts was left by a dead worker and is run
    again. Finished cells are never touched. Each cell is claimed (pending -> running) by
    a conditional update, so two runners never score the same cell.
    """
    experiment = Experiment.objects.filter(pk=_int(experiment_id)).first()
    if experiment is None or experiment.status in (Experiment.DONE, Experiment.CANCELLED):
        return experiment
    Cell.objects.filter(experiment=experiment, status=Cell.RUNNING).update(status=Cell.PENDING)
    Experiment.objects.filter(pk=experiment.pk).update(
        status=Experiment.RUNNING,
        started=experiment.started or timezone.now(),
        runner=runner,
        heartbeat=timezone.now(),
    )
    try:
        while True:
            flags = Experiment.objects.filter(pk=experiment.pk).values("cancel_requested").first()
            if flags is None:
                return None  # deleted while running: nothing left to report to
            if flags["cancel_requested"]:
                finish(experiment, Experiment.CANCELLED)
                return experiment
            cell = _claim_next(experiment)
            if cell is None:
                break
            run_cell(cell)
            _update_progress(experiment)
    except Exception as exc:  # the row must say what went wrong, whatever it was
        finish(experiment, Experiment.FAILED, "".join(traceback.format_exception_only(exc)))
        return experiment
    finish(experiment, Experiment.DONE)
    return experiment


def _claim_next(experiment: Experiment) -> Cell | None:
    for pk in Cell.objects.filter(experiment=experiment, status=Cell.PENDING).values_list(
        "pk", flat=True
    ):
        claimed = Cell.objects.filter(pk=pk, status=Cell.PENDING).update(
            status=Cell.RUNNING, started=timezone.now()
        )
        if claimed:
            return Cell.objects.select_related("strategy", "conversation", "experiment").get(pk=pk)
    return None


def run_cell(cell: Cell) -> Cell:
    """Score one strategy on one conversation and store the result on the cell."""
    Cell.objects.filter(pk=cell.pk).update(attempts=cell.attempts + 1)
    try:
        spec = strategy_subject(cell.strategy.spec)
        if isinstance(spec, MemorySpec):
            # Checked when the strategy was saved; the operator's list may have changed.
            models_policy.check_spec(spec, "strategy")
        result = scoring.score_conversation(
            to_engine(cell.conversation), spec, **_extra_scorers(cell.experiment.options)
        )
        cell.result = _without_upstream_bodies(result.to_dict())
        cell.status = Cell.FAILED if result.error else Cell.DONE
        cell.error = result.error or ""
    except Exception as exc:  # a broken cell must not stop the others
        cell.status, cell.result = Cell.FAILED, None
        cell.error = "".join(traceback.format_exception_only(exc)).strip()
    cell.attempts += 1
    cell.finished = timezone.now()
    # A conditional update, not save(): the experiment may have been deleted meanwhile.
    Cell.objects.filter(pk=cell.pk).update(
        status=cell.status,
        result=cell.result,
        error=cell.error,
        attempts=cell.attempts,
        finished=cell.finished,
    )
    return cell


def _update_progress(experiment: Experiment) -> None:
    Experiment.objects.filter(pk=experiment.pk).update(progress=progress(experiment)["fraction"])


def finish(experiment: Experiment, status: str, error: str = "") -> None:
    Experiment.objects.filter(pk=experiment.pk).update(
        status=status,
        error=error.strip(),
        finished=timezone.now(),
        progress=progress(experiment)["fraction"],
    )
    experiment.refresh_from_db()


# -- lost runs (registered with the job runner's reaper in apps.py) ------------------------


def lost_reason(experiment: Experiment) -> str | None:
    """Why a running experiment is lost (its heartbeat stopped), or None."""
    beat = experiment.heartbeat or experiment.started
    if beat is None or beat < timezone.now() - timedelta(seconds=jobs.stale_seconds()):
        return f"no heartbeat from its worker ({experiment.runner or 'unknown'})"
    return None


def check_experiment(experiment: Experiment) -> Experiment:
    """The experiment as it is, after resuming it if its worker is lost (for readers)."""
    if experiment.status == Experiment.RUNNING:
        reason = lost_reason(experiment)
        if reason and reap_experiment(experiment, reason):
            experiment.refresh_from_db()
    return experiment


def reap_experiment(experiment: Experiment, reason: str) -> bool:
    # Take it over in one conditional update, so that only one reaper resumes it.
    taken = Experiment.objects.filter(
        pk=experiment.pk, status=Experiment.RUNNING, heartbeat=experiment.heartbeat
    ).update(status=Experiment.PENDING, heartbeat=None)
    if not taken:
        return False
    log.warning("experiment %s lost: %s", experiment.pk, reason)
    if experiment.cancel_requested:
        finish(experiment, Experiment.CANCELLED)
    else:
        resume_experiment(experiment, force=True)
    return True


def reap_lost_experiments() -> int:
    """Every running experiment whose worker is lost, resumed; returns how many."""
    reaped = 0
    for experiment in Experiment.objects.filter(status=Experiment.RUNNING):
        reason = lost_reason(experiment)
        if reason:
            reaped += reap_experiment(experiment, reason)
    return reaped


def on_runner_lost(args: Any, reason: str) -> None:
    """The pool process running ``run_experiment(args[0])`` died: resume it now."""
    experiment = Experiment.objects.filter(pk=_int(args[0]), status=Experiment.RUNNING).first()
    if experiment is not None:
        reap_experiment(experiment, reason)


def _int(value: Any) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return -1

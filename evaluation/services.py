"""One function per change in the lab. Views, the API, Celery tasks and the management
commands all call these; scoring rules live in ``evaluation.scoring``."""

from __future__ import annotations

import io
import json
import traceback
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from django.db import IntegrityError, transaction
from django.db.models import Count, Q, QuerySet
from django.utils import timezone

from compaction.engine import EngineError, MemorySpec, Message
from compaction.engine.formats import (
    LABEL_KINDS,
    Conversation,
    InvalidConversation,
    load_conversations,
    slugify,
)
from compaction.engine.retention import context_text, normalize
from sessions.services import Conflict, NotFound, ServiceError

from . import scoring
from .models import Cell, Experiment, Label, LabelledConversation, Strategy

SHIPPED_DIR = Path(__file__).resolve().parent / "fixtures" / "labelled"
LABELLED_SOURCES = ("labelled", "authored")


class Invalid(ServiceError):
    status, code = 422, "invalid"


# -- visibility ---------------------------------------------------------------------------


def _visible(qs: QuerySet, user) -> QuerySet:
    return qs if user.is_staff else qs.filter(owner=user)


def visible_conversations(user) -> QuerySet[LabelledConversation]:
    return _visible(LabelledConversation.objects.all(), user).annotate(n_labels=Count("labels"))


def get_conversation(user, pk: Any) -> LabelledConversation:
    conv = visible_conversations(user).filter(pk=_int(pk)).first()
    if conv is None:
        raise NotFound(f"no labelled conversation {pk!r}")
    return conv


def visible_strategies(user) -> QuerySet[Strategy]:
    return _visible(Strategy.objects.all(), user)


def get_strategy(user, pk: Any) -> Strategy:
    strategy = visible_strategies(user).filter(pk=_int(pk)).first()
    if strategy is None:
        raise NotFound(f"no strategy {pk!r}")
    return strategy


def visible_experiments(user) -> QuerySet[Experiment]:
    return _visible(Experiment.objects.all(), user)


def get_experiment(user, pk: Any) -> Experiment:
    experiment = visible_experiments(user).filter(pk=_int(pk)).first()
    if experiment is None:
        raise NotFound(f"no experiment {pk!r}")
    from compaction.reaper import check_experiment

    return check_experiment(experiment)  # a run whose worker died resumes


def get_label(user, pk: Any) -> Label:
    label = Label.objects.filter(pk=_int(pk)).select_related("conversation").first()
    if label is None or not (user.is_staff or label.conversation.owner_id == user.id):
        raise NotFound(f"no label {pk!r}")
    return label


def _int(value: Any) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return -1


# -- labelled conversations ---------------------------------------------------------------


def parse_upload(data: bytes | str, name: str = "upload") -> Any:
    """JSON (or JSON lines) of an uploaded file; the error names the file and the line."""
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise Invalid(f"{name}: not UTF-8 text") from exc
    try:
        return json.loads(data)
    except json.JSONDecodeError as exc:
        lines = [ln for ln in data.splitlines() if ln.strip()]
        if name.endswith(".jsonl") or len(lines) > 1:
            try:
                return [json.loads(ln) for ln in lines]
            except json.JSONDecodeError:
                pass
        raise Invalid(f"{name}: not valid JSON: {exc.msg} (line {exc.lineno})") from exc


def load_source(
    source: Any, *, name: str | None = None, derive: bool = False
) -> list[Conversation]:
    """Conversations from a path or parsed JSON. Labels of our own format are kept; the
    labels formats.py derives from public data only with ``derive`` (they are a heuristic,
    so using them is a choice)."""
    try:
        conversations = load_conversations(source, name=name)
    except (InvalidConversation, EngineError) as exc:
        raise Invalid(str(exc), code=getattr(exc, "code", "invalid_conversation")) from exc
    for conv in conversations:
        derived = conv.source not in LABELLED_SOURCES and not _is_labelled_doc(conv)
        if derived and not derive:
            conv.labels = []
    return conversations


def _is_labelled_doc(conv: Conversation) -> bool:
    # A file in our format may name any source ("support-log"...); its labels are its own.
    return bool(conv.labels) and conv.source not in (
        "mini-swe-agent",
        "tau-bench",
        "locomo",
        "genkit",
        "openai",
    )


def import_conversations(
    user, source: Any, *, name: str | None = None, derive: bool = False, replace: bool = False
) -> list[LabelledConversation]:
    """Store every conversation of ``source``; an existing id is a conflict unless
    ``replace``. All or nothing: one bad conversation imports none."""
    conversations = load_source(source, name=name, derive=derive)
    stored = []
    with transaction.atomic():
        for conv in conversations:
            stored.append(_store(user, conv, replace=replace))
    return stored


def _store(user, conv: Conversation, *, replace: bool) -> LabelledConversation:
    existing = LabelledConversation.objects.filter(owner=user, slug=conv.id).first()
    if existing is not None:
        if not replace:
            raise Conflict(f"labelled conversation {conv.id!r} already exists")
        existing.delete()
    row = LabelledConversation.objects.create(
        slug=conv.id,
        title=conv.title[:300],
        source=conv.source[:60],
        messages=[m.to_dict() for m in conv.messages],
        stale=[dict(s) for s in conv.stale],
        meta=conv.meta,
        owner=user,
    )
    Label.objects.bulk_create(
        Label(
            conversation=row,
            label_id=str(label.get("id") or f"l{i + 1}")[:64],
            kind=label["kind"],
            text=str(label.get("text", "")),
            evidence=list(label["evidence"]),
            message_index=int(label["message_index"]),
        )
        for i, label in enumerate(conv.labels)
    )
    return row


def import_shipped(user, *, replace: bool = False) -> list[LabelledConversation]:
    """The small labelled set inside the project (demo and tests)."""
    return import_conversations(user, SHIPPED_DIR, replace=replace)


def to_engine(conv: LabelledConversation) -> Conversation:
    return Conversation(
        id=conv.slug,
        title=conv.title,
        source=conv.source,
        messages=[Message.from_dict(m) for m in conv.messages],
        labels=[label.to_dict() for label in conv.labels.order_by("pk")],
        stale=list(conv.stale),
        meta=dict(conv.meta),
    )


def export_conversation(conv: LabelledConversation) -> dict[str, Any]:
    """The labelled format of FORMAT.md, as import reads it back."""
    return to_engine(conv).to_dict()


def delete_conversation(conv: LabelledConversation) -> None:
    conv.delete()


# -- labels -------------------------------------------------------------------------------


def clean_evidence(evidence: Any) -> list[str]:
    """A list of strings, or text with one evidence string per line."""
    if isinstance(evidence, str):
        evidence = evidence.splitlines()
    if not isinstance(evidence, list):
        raise Invalid("evidence: expected a list of strings")
    out = []
    for item in evidence:
        if not isinstance(item, str):
            raise Invalid("evidence: every entry must be a string")
        if item.strip():
            out.append(item.strip())
    if not out:
        raise Invalid("evidence: at least one evidence string is required")
    return list(dict.fromkeys(out))


def _check_label(
    conv: LabelledConversation, kind: str, evidence: list[str], message_index: Any
) -> int:
    if kind not in LABEL_KINDS:
        raise Invalid(f"kind: expected one of {', '.join(LABEL_KINDS)}, got {kind!r}")
    try:
        index = int(message_index)
    except (TypeError, ValueError) as exc:
        raise Invalid(f"message_index: expected an integer, got {message_index!r}") from exc
    if not 0 <= index < len(conv.messages):
        raise Invalid(
            f"message_index: {index} is outside the conversation's {len(conv.messages)} messages"
        )
    # Evidence must be findable by the deterministic match, or the label could never count
    # as retained: it has to appear in the conversation up to the message it is set on.
    said = context_text(Message.from_dict(m) for m in conv.messages[: index + 1])
    for item in evidence:
        if normalize(item) not in said:
            raise Invalid(f"evidence: {item!r} does not occur in messages 0-{index}")
    return index


def add_label(
    conv: LabelledConversation,
    *,
    kind: str,
    text: str,
    evidence: Any,
    message_index: Any,
    label_id: str | None = None,
) -> Label:
    items = clean_evidence(evidence)
    index = _check_label(conv, kind, items, message_index)
    if not label_id:
        taken = set(conv.labels.values_list("label_id", flat=True))
        n = len(taken) + 1
        while f"l{n}" in taken:
            n += 1
        label_id = f"l{n}"
    label_id = slugify(label_id, fallback="label")[:64]
    try:
        with transaction.atomic():
            return Label.objects.create(
                conversation=conv,
                label_id=label_id,
                kind=kind,
                text=(text or "").strip(),
                evidence=items,
                message_index=index,
            )
    except IntegrityError as exc:
        raise Conflict(f"label {label_id!r} already exists in {conv.slug}") from exc


def update_label(label: Label, *, kind: str, text: str, evidence: Any, message_index: Any) -> Label:
    items = clean_evidence(evidence)
    label.message_index = _check_label(label.conversation, kind, items, message_index)
    label.kind, label.text, label.evidence = kind, (text or "").strip(), items
    label.save()
    return label


def delete_label(label: Label) -> None:
    label.delete()


# -- strategies ---------------------------------------------------------------------------


def parse_spec(spec: Any) -> MemorySpec:
    """A MemorySpec from a mapping or YAML text; the error names the key."""
    try:
        if isinstance(spec, str):
            return MemorySpec.from_yaml(spec)
        return MemorySpec.from_dict(spec)
    except EngineError as exc:
        raise Invalid(str(exc), code="invalid_spec") from exc


def _load_document(spec: Any) -> Any:
    if not isinstance(spec, str):
        return spec
    import yaml

    try:
        return yaml.safe_load(spec)
    except yaml.YAMLError as exc:
        raise Invalid(f"spec: not valid YAML: {exc}", code="invalid_spec") from exc


def is_baseline(document: Any) -> bool:
    return isinstance(document, dict) and document.get("type") == "baseline"


def baseline_document(document: dict[str, Any]) -> dict[str, Any]:
    """``{"type": "baseline", "name": "trim", "options": {...}}``: one of the comparison
    memories of evaluation.baselines (plain truncation, tool-use clearing...) as a
    strategy, so the matrix shows it beside the layered compaction."""
    from dataclasses import asdict

    from . import baselines

    unknown = sorted(set(document) - {"type", "name", "options"})
    if unknown:
        raise Invalid(
            f"{unknown[0]}: unknown key (expected type, name, options)", code="invalid_spec"
        )
    try:
        name = baselines.check_names([str(document.get("name") or "")])[0]
    except ValueError as exc:
        raise Invalid(f"name: {exc}", code="invalid_spec") from exc
    options = document.get("options") or {}
    if not isinstance(options, dict):
        raise Invalid("options: expected a mapping", code="invalid_spec")
    try:
        parsed = baselines.BaselineOptions(**options)
    except TypeError as exc:
        raise Invalid(f"options: {exc}", code="invalid_spec") from exc
    return {"type": "baseline", "name": name, "options": asdict(parsed)}


def strategy_subject(document: dict[str, Any]) -> Any:
    """What scoring runs: a MemorySpec, or a factory of a fresh baseline memory."""
    if not is_baseline(document):
        return parse_spec(document)
    from . import baselines

    checked = baseline_document(document)
    options = baselines.BaselineOptions(**checked["options"])
    return lambda: baselines.make_baseline(checked["name"], options)


def create_strategy(user, name: str, spec: Any) -> Strategy:
    name = (name or "").strip()
    if not name:
        raise Invalid("name: a strategy needs a name")
    loaded = _load_document(spec)
    document = baseline_document(loaded) if is_baseline(loaded) else parse_spec(loaded).to_dict()
    try:
        with transaction.atomic():
            return Strategy.objects.create(name=name[:100], spec=document, owner=user)
    except IntegrityError as exc:
        raise Conflict(f"strategy {name!r} already exists") from exc


def ensure_default_strategies(user) -> list[Strategy]:
    """Two strategies a new lab can compare at once: sliding window vs layered compaction."""
    defaults = {
        "chat history (20 turns)": {"backend": "chat_history", "max_turns": 20, "on_full": "evict"},
        "extractive @ 3000": {
            "micro_compact": True,
            "auto_compact": {
                "threshold_tokens": 3000,
                "min_saving_tokens": 500,
                "max_summary_tokens": 800,
            },
        },
    }
    out = []
    for name, spec in defaults.items():
        strategy = Strategy.objects.filter(owner=user, name=name).first()
        out.append(strategy or create_strategy(user, name, spec))
    return out


def delete_strategy(strategy: Strategy) -> None:
    strategy.delete()


# -- experiments --------------------------------------------------------------------------


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
    strategies = [get_strategy(user, pk) for pk in dict.fromkeys(strategy_ids)]
    conversations = [get_conversation(user, pk) for pk in dict.fromkeys(conversation_ids)]
    if not strategies:
        raise Invalid("strategies: choose at least one strategy")
    if not conversations:
        raise Invalid("conversations: choose at least one labelled conversation")
    with transaction.atomic():
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
        raise Invalid(f"options.{unknown[0]}: unknown option (expected {', '.join(OPTION_KEYS)})")
    out: dict[str, Any] = {}
    for key in ("judge_model", "semantic_model"):
        value = options.get(key)
        if value is not None and not isinstance(value, str):
            raise Invalid(f"options.{key}: expected a litellm model name")
        if value and value.strip():
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


def _extra_scorers(options: dict[str, Any]) -> dict[str, Any]:
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
    from .tasks import run_experiment as task

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
    with transaction.atomic():
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
            _finish(experiment, Experiment.CANCELLED)
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


def run_experiment(experiment_id: Any, runner: str = "") -> Experiment | None:
    """The Celery task's body; idempotent.

    One task per experiment, acknowledged late: Celery hands it out again only when the
    worker that held it died, so a cell still marked running when a run starts was left
    by a dead worker and is run again. Finished cells are never touched. Each cell is
    claimed (pending -> running) by a conditional update, so two runners never score the
    same cell.
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
                _finish(experiment, Experiment.CANCELLED)
                return experiment
            cell = _claim_next(experiment)
            if cell is None:
                break
            run_cell(cell)
            _update_progress(experiment)
    except Exception as exc:  # the row must say what went wrong, whatever it was
        _finish(experiment, Experiment.FAILED, "".join(traceback.format_exception_only(exc)))
        return experiment
    _finish(experiment, Experiment.DONE)
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
        result = scoring.score_conversation(
            to_engine(cell.conversation), spec, **_extra_scorers(cell.experiment.options)
        )
        cell.result = result.to_dict()
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


def _finish(experiment: Experiment, status: str, error: str = "") -> None:
    Experiment.objects.filter(pk=experiment.pk).update(
        status=status,
        error=error.strip(),
        finished=timezone.now(),
        progress=progress(experiment)["fraction"],
    )
    experiment.refresh_from_db()


# -- results ------------------------------------------------------------------------------


def cells(experiment: Experiment) -> list[Cell]:
    return list(
        Cell.objects.filter(experiment=experiment)
        .select_related("strategy", "conversation")
        .order_by("conversation__slug", "strategy__name")
    )


def results(experiment: Experiment) -> dict[str, Any]:
    """Everything the results page, the API and the JSON export show."""
    rows = cells(experiment)
    by_strategy: dict[str, list[scoring.ConversationScore]] = {}
    for cell in rows:
        by_strategy.setdefault(cell.strategy.name, []).append(_cell_score(cell))
    return {
        "experiment": {
            "id": experiment.pk,
            "name": experiment.name,
            "status": experiment.status,
            "progress": progress(experiment),
        },
        "strategies": {
            name: scoring.aggregate(scores) for name, scores in sorted(by_strategy.items())
        },
        "cells": [cell_summary(cell) for cell in rows],
    }


def _cell_score(cell: Cell) -> scoring.ConversationScore:
    if cell.status == Cell.DONE and cell.result:
        return scoring.ConversationScore.from_dict(cell.result)
    reason = cell.error or f"cell is {cell.status}"
    return scoring.ConversationScore(id=cell.conversation.slug, error=reason)


def cell_summary(cell: Cell) -> dict[str, Any]:
    result = cell.result or {}
    return {
        "cell": cell.pk,
        "conversation": cell.conversation.slug,
        "strategy": cell.strategy.name,
        "status": cell.status,
        "error": cell.error or None,
        **{key: result.get(key) for key in scoring.SUMMARY_KEYS},
    }


def results_frame(experiment: Experiment):
    """One row per cell (pandas), the columns of ``cell_summary`` plus recall per kind."""
    import pandas as pd

    records = []
    for cell in cells(experiment):
        record = cell_summary(cell)
        for kind in LABEL_KINDS:
            record[f"recall_{kind}"] = (
                ((cell.result or {}).get("by_kind") or {}).get(kind, {}).get("recall")
            )
        records.append(record)
    columns = ["cell", "conversation", "strategy", "status", "error", *scoring.SUMMARY_KEYS]
    columns += [f"recall_{k}" for k in LABEL_KINDS]
    return pd.DataFrame.from_records(records, columns=columns)


def export_csv(experiment: Experiment) -> str:
    buffer = io.StringIO()
    results_frame(experiment).to_csv(buffer, index=False)
    return buffer.getvalue()


def export_json(experiment: Experiment) -> str:
    frame = results_frame(experiment)
    # pandas writes missing values as null, never NaN, in JSON.
    cells_json = json.loads(frame.to_json(orient="records"))
    data = results(experiment)
    data["cells"] = cells_json
    return json.dumps(data, indent=2)


def matrix(
    experiment: Experiment, *, baseline: str | None = None, different_only: bool = False
) -> dict[str, Any]:
    """Rows = conversations, columns = strategies; each cell's recall and tokens, with its
    delta against the baseline strategy of its row."""
    rows = cells(experiment)
    strategies = sorted({c.strategy.name for c in rows})
    if baseline not in strategies:
        baseline = strategies[0] if strategies else None
    table: dict[str, dict[str, Cell]] = {}
    for cell in rows:
        table.setdefault(cell.conversation.slug, {})[cell.strategy.name] = cell
    out_rows = []
    for slug, by_name in sorted(table.items()):
        base = by_name.get(baseline) if baseline else None
        base_result = (base.result or {}) if base and base.status == Cell.DONE else {}
        entries = []
        for name in strategies:
            cell = by_name.get(name)
            entries.append(_matrix_entry(cell, base_result, is_baseline=name == baseline))
        signatures = {(e["recall"], e["tokens_per_task"]) for e in entries}
        if different_only and len(signatures) <= 1:
            continue
        out_rows.append({"conversation": slug, "cells": entries})
    return {"strategies": strategies, "baseline": baseline, "rows": out_rows}


def _matrix_entry(cell: Cell | None, base: dict[str, Any], *, is_baseline: bool) -> dict[str, Any]:
    if cell is None:
        return {"cell": None, "status": "missing", "recall": None, "tokens_per_task": None}
    result = cell.result if cell.status == Cell.DONE and cell.result else {}
    recall, tokens = result.get("recall"), result.get("tokens_per_task")
    entry: dict[str, Any] = {
        "cell": cell,
        "status": cell.status,
        "recall": recall,
        "tokens_per_task": tokens,
        "retained": result.get("labels_retained"),
        "total": result.get("labels_total"),
        "is_baseline": is_baseline,
        "recall_delta": None,
        "tokens_ratio": None,
    }
    if not is_baseline and base:
        if recall is not None and base.get("recall") is not None:
            entry["recall_delta"] = recall - base["recall"]
        if tokens and base.get("tokens_per_task"):
            entry["tokens_ratio"] = tokens / base["tokens_per_task"]
    return entry


def search_conversations(user, text: str = "") -> QuerySet[LabelledConversation]:
    qs = visible_conversations(user)
    if text:
        qs = qs.filter(Q(slug__icontains=text) | Q(title__icontains=text))
    return qs


def label_rows(cell: Cell) -> list[dict[str, Any]]:
    """The drill-down: each label kept or lost, with the message that established it."""
    result = cell.result or {}
    messages = cell.conversation.messages
    out = []
    for item in result.get("labels", []):
        index = item.get("message_index", 0)
        msg = messages[index] if 0 <= index < len(messages) else None
        out.append(
            {
                **item,
                "message_role": msg.get("role") if msg else None,
                "message_text": Message.from_dict(msg).plain_text()[:600] if msg else "",
            }
        )
    return out


def align_contexts(
    raw: Sequence[dict[str, Any]], context: Sequence[dict[str, Any]]
) -> list[dict[str, Any]]:
    """Raw messages beside the final context, for the drill-down's diff.

    Rows are ``{"status", "raw_index", "raw", "ctx"}`` with status ``same`` (the context
    shows the raw message), ``changed`` (micro_compact rewrote it: a placeholder, a
    shortened input or reasoning), ``summary`` (the summary message itself), ``gone``
    (folded into the summary or evicted) or ``extra`` (a context message we could not
    place). Order-preserving and greedy: the memory never reorders messages.
    """
    rows: list[dict[str, Any]] = []
    j = 0

    def memorylab(message: dict[str, Any]) -> dict[str, Any]:
        return (message.get("metadata") or {}).get("memorylab") or {}

    for i, message in enumerate(raw):
        while j < len(context) and memorylab(context[j]).get("kind") == "summary":
            rows.append({"status": "summary", "raw_index": None, "raw": None, "ctx": context[j]})
            j += 1
        if j < len(context) and context[j] == message:
            rows.append({"status": "same", "raw_index": i, "raw": message, "ctx": context[j]})
            j += 1
        elif j < len(context) and memorylab(context[j]) and _same_slot(context[j], message):
            rows.append({"status": "changed", "raw_index": i, "raw": message, "ctx": context[j]})
            j += 1
        else:
            rows.append({"status": "gone", "raw_index": i, "raw": message, "ctx": None})
    for message in context[j:]:
        status = "summary" if memorylab(message).get("kind") == "summary" else "extra"
        rows.append({"status": status, "raw_index": None, "raw": None, "ctx": message})
    return rows


def _tool_refs(message: dict[str, Any]) -> tuple[str, ...]:
    refs = []
    for part in message.get("content") or []:
        for key in ("toolRequest", "toolResponse"):
            if isinstance(part, dict) and isinstance(part.get(key), dict):
                refs.append(f"{key}:{part[key].get('ref')}")
    return tuple(refs)


def _same_slot(rewritten: dict[str, Any], message: dict[str, Any]) -> bool:
    """Is ``rewritten`` (a context message micro_compact changed) this raw message?"""
    return rewritten.get("role") == message.get("role") and _tool_refs(rewritten) == _tool_refs(
        message
    )

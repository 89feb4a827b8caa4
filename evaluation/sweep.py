"""Threshold sweeps (docs/design.md, the benefit rule): the same conversations replayed at several
``threshold_tokens``, measured in tokens per task, money (with and without prompt
caching), compactions, the benefit rule per compaction and retention recall.

Pure Python beside the engine (no Django): the ``sweep`` command, the Celery task and the
benchmarks all call ``run_sweep`` / ``run_compare``. The work is spread over a process
pool, one job per conversation (all thresholds), so each worker counts a conversation's
tokens once.

Definitions (the README repeats them):

- ``tokens_per_task``: the context tokens sent over all model calls of a conversation plus
  the compactions' request and response tokens (``replay``); ``baseline_tokens_per_task``
  the same calls with the raw history.
- ``savings_pct`` of a threshold = ``100 * (1 - sum(tokens_per_task) / sum(baseline))``,
  the ratio of the sums; ``median_savings_pct`` = the median of the per-conversation
  savings.
- benefit rule per compaction: ``saved_per_future_round * remaining_rounds > request +
  response`` where ``saved_per_future_round = tokens_before - tokens_after`` and
  ``remaining_rounds`` = the model calls after it. A compaction that fails it is counted
  in ``unprofitable_compactions``.
- retention, on the conversations that carry labels (our format, or the labels
  ``evaluation.derive`` derives from public data: for SWE runs, the files and symbols of the final patch, all of
  kind ``reference``), scored on the context the model sees at the end and pooled over
  labels, never averaged; null when no conversation carries labels. The lab's figures
  (``evaluation.scoring``): ``section_accuracy`` = covered labels in the summary section of
  their kind / covered labels (for SWE runs: patch files and symbols listed under
  Important References); ``summary_recall`` = covered labels anywhere in the summary /
  covered labels; ``context_recall`` = labels anywhere in the final context / all labels;
  ``stale_leakage`` = covered stale values stated as current on a summary line / covered
  stale values. Covered: established before the messages the last summary summarized
  ended.
"""

from __future__ import annotations

import concurrent.futures
import dataclasses
import math
import multiprocessing
import os
import resource
import statistics
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from compaction.engine import (
    CallContext,
    Conversation,
    Entry,
    InvalidConversation,
    Memory,
    MemorySpec,
    Message,
    ReplayReport,
    TokenEstimator,
    build_memory,
    ensure_offline_tiktoken,
    load_conversations,
    placement,
    replay,
)

from .costs import DEFAULT_MODELS, Prompt, TaskCost, compaction_usd, prices_for, task_cost
from .derive import derive_labels
from .scoring import figures, placement_counts, pool_by_kind

DEFAULT_THRESHOLDS = (4000, 8000, 12000, 16000, 24000)
DEFAULT_MIN_SAVING = 2000
# Each threshold is a full replay of every conversation, and a row on every chart.
MAX_THRESHOLDS = 50
# How often a running replay asks whether it was cancelled (the question may cost a query).
CANCEL_POLL_SECONDS = 0.5
# The recommendation's tolerances: a robust default range, not one optimum.
SAVINGS_TOLERANCE_PCT = 5.0  # median savings within 5 points of the best threshold's
RECALL_TOLERANCE = 0.05  # context recall within 0.05 of the best threshold's
SECTION_TOLERANCE = 0.05  # section accuracy within 0.05 of the best threshold's
LEAKAGE_TOLERANCE = 0.05  # stale leakage within 0.05 of the lowest threshold's

Progress = Callable[[int, int], None]
Cancelled = Callable[[], bool]


class SweepCancelled(Exception):
    """The caller asked to stop; finished conversations are dropped with the run."""


class SweepError(ValueError):
    """Bad sweep input (no conversations, bad thresholds); the text says which."""


# Whether the job this process is running was cancelled: set by ``run_jobs`` (in process)
# or by the pool's initializer (in a worker process, from a shared event). The replay asks
# it at every model call, so a cancel stops a long conversation in the middle.
_cancel_check: Cancelled | None = None


def check_cancelled() -> None:
    if _cancel_check is not None and _cancel_check():
        raise SweepCancelled("cancelled")


def _every(seconds: float, check: Cancelled) -> Cancelled:
    """``check`` asked at most once per ``seconds``; False in between."""
    last = time.monotonic()

    def throttled() -> bool:
        nonlocal last
        now = time.monotonic()
        if now - last < seconds:
            return False
        last = now
        return check()

    return throttled


# -- the default strategy ------------------------------------------------------------------


def default_strategy(min_saving_tokens: int = DEFAULT_MIN_SAVING) -> MemorySpec:
    """micro_compact + extractive auto_compact, ``min_saving_tokens`` 2000: the default
    configuration, what a sweep measures unless told otherwise."""
    return MemorySpec.from_dict(
        {
            "backend": "compactable",
            "micro_compact": {"enabled": True},
            "auto_compact": {
                "enabled": True,
                "summary_model": "extractive",
                "min_saving_tokens": min_saving_tokens,
            },
        }
    )


def sweep_spec(strategy: MemorySpec, threshold: int, min_saving: int | None) -> MemorySpec:
    """The strategy at one threshold, its archive kept in memory (a sweep writes no files)."""
    auto = dataclasses.replace(strategy.auto_compact, threshold_tokens=threshold)
    if min_saving is not None:
        auto = dataclasses.replace(auto, min_saving_tokens=min_saving)
    archive = dataclasses.replace(strategy.archive, enabled=False)
    return strategy.replace(auto_compact=auto, archive=archive)


def cache_aware_spec(strategy: MemorySpec, model: str) -> MemorySpec:
    """The strategy deciding its edits with ``model``'s prompt-cache prices (the
    cache-aware rule); the model's own prices, whatever ratios the strategy gave."""
    cache = dataclasses.replace(strategy.cache, enabled=True, model=model, read=None, write=None)
    return strategy.replace(cache=cache)


def parse_thresholds(text: str | Iterable[int]) -> list[int]:
    values: list[int] = []
    items = text.split(",") if isinstance(text, str) else list(text)
    if len(items) > MAX_THRESHOLDS:
        raise SweepError(f"thresholds: {len(items)} given, at most {MAX_THRESHOLDS} per sweep")
    for item in items:
        try:
            value = int(str(item).strip())
        except ValueError as exc:
            raise SweepError(f"thresholds: {item!r} is not an integer") from exc
        if value <= 0:
            raise SweepError(f"thresholds: {value} must be greater than 0")
        values.append(value)
    if not values:
        raise SweepError("thresholds: give at least one, e.g. 4000,8000,12000")
    return sorted(set(values))


# -- token counting, once per message ------------------------------------------------------


class MemoTokenEstimator(TokenEstimator):
    """Counts each message (and part) object once; the sweep replays one conversation at
    several thresholds with the same objects. Holds the objects so ids stay unique."""

    def __init__(self, model: str, calibration: float, per_message_overhead: int) -> None:
        super().__init__(model, calibration, per_message_overhead)
        self._messages: dict[int, tuple[Message, int]] = {}
        self._parts: dict[int, tuple[Any, int]] = {}
        self._texts: dict[str, int] = {}

    def count_text(self, text: str) -> int:
        # Summarizers count the same sentences at every threshold and every compaction.
        n = self._texts.get(text)
        if n is None:
            if len(self._texts) > 200_000:
                self._texts.clear()
            n = self._texts[text] = super().count_text(text)
        return n

    def count(self, message: Message) -> int:
        hit = self._messages.get(id(message))
        if hit is not None and hit[0] is message:
            return hit[1]
        n = super().count(message)
        self._messages[id(message)] = (message, n)
        return n

    def count_part(self, part: Mapping[str, Any]) -> int:
        hit = self._parts.get(id(part))
        if hit is not None and hit[0] is part:
            return int(hit[1])
        n = super().count_part(part)
        self._parts[id(part)] = (part, n)
        return n


def estimator_for(spec: MemorySpec) -> MemoTokenEstimator:
    t = spec.tokens
    return MemoTokenEstimator(t.model, t.calibration, t.per_message_overhead)


# -- one replay, measured ------------------------------------------------------------------


def entry_key(entry: Entry) -> tuple[Any, ...]:
    """What identifies a message for the prompt cache: the same key = the same bytes."""
    if entry.seq is None:
        return (entry.kind, entry.tokens, hash(entry.message.text))
    return (entry.seq, entry.kind, entry.tokens)


def replay_recorded(
    conversation: Conversation, memory: Memory, session_id: str | None = None
) -> tuple[ReplayReport, list[Prompt]]:
    """``replay``, also keeping each model call's prompt (keys and tokens), which the
    prompt-cache cost model needs."""
    prompts: list[Prompt] = []

    def record(sent: CallContext) -> None:
        # A cancel stops a long conversation at its next model call.
        check_cancelled()
        entries = sent.entries
        prompts.append(
            Prompt(tuple(entry_key(e) for e in entries), tuple(e.tokens for e in entries))
        )

    report = replay(conversation, memory, session_id=session_id or "sweep", on_call=record)
    return report, prompts


def baseline_prompts(conversation: Conversation, estimator: TokenEstimator) -> list[Prompt]:
    """The prompts without compaction: every message so far, before each model message."""
    prompts: list[Prompt] = []
    keys: list[int] = []
    tokens: list[int] = []
    for i, message in enumerate(conversation.messages):
        if message.role == "model":
            prompts.append(Prompt(tuple(keys), tuple(tokens)))
        keys.append(i)
        tokens.append(estimator.count(message))
    return prompts


def _pct(tokens: int, baseline: int) -> float | None:
    return round(100.0 * (1.0 - tokens / baseline), 2) if baseline else None


def measure(
    conversation: Conversation,
    report: ReplayReport,
    prompts: Sequence[Prompt],
    models: Sequence[str],
    baseline_costs: Mapping[str, TaskCost | None],
) -> dict[str, Any]:
    """One cell (a conversation at one threshold or under one strategy) as a dict."""
    totals = report.totals
    compactions = []
    unprofitable = unprofitable_llm = 0
    for point in report.compactions:
        saved = point.saved_per_call
        cost = point.request_tokens + point.response_tokens
        profitable = saved * point.calls_after > cost
        # What an LLM summarizer would pay: read the context, write the summary.
        llm_cost = point.tokens_before + point.tokens_after
        unprofitable += not profitable
        unprofitable_llm += not (saved * point.calls_after > llm_cost)
        compactions.append(
            {
                "calls_before": point.calls_before,
                "tokens_before": point.tokens_before,
                "tokens_after": point.tokens_after,
                "saved_per_future_round": saved,
                "remaining_rounds": point.calls_after,
                "request_tokens": point.request_tokens,
                "response_tokens": point.response_tokens,
                "profitable": profitable,
            }
        )
    retention = retention_of(conversation, report)
    models_used = sorted(
        {
            str(m.memorylab.get("model"))
            for p in report.compactions
            for m in p.context
            if m.is_summary and m.memorylab.get("model")
        }
    )
    comp_usd = sum(
        compaction_usd(_summary_model(point.context), point.request_tokens, point.response_tokens)
        for point in report.compactions
    )
    costs: dict[str, Any] = {}
    for model in models:
        c = task_cost(
            model,
            prompts,
            [
                (_summary_model(p.context), p.request_tokens, p.response_tokens)
                for p in report.compactions
            ],
        )
        base = baseline_costs.get(model)
        if c is None or base is None:
            costs[model] = None
            continue
        costs[model] = {
            **c.to_dict(),
            "baseline_cost_usd": round(base.total_uncached_usd, 6),
            "baseline_cost_cached_usd": round(base.total_cached_usd, 6),
        }
    tpt, base_tpt = totals["tokens_per_task"], totals["baseline_tokens_per_task"]
    return {
        "id": conversation.id,
        "tokens_per_task": tpt,
        "baseline_tokens_per_task": base_tpt,
        "savings_pct": _pct(tpt, base_tpt),
        "compactions": totals["compactions"],
        "unprofitable_compactions": unprofitable,
        "unprofitable_compactions_if_llm": unprofitable_llm,
        "failed_compactions": report.failed_compactions,
        "micro_compactions": report.micro_compactions,
        "compaction_request_tokens": totals["compaction_request_tokens"],
        "compaction_response_tokens": totals["compaction_response_tokens"],
        "compaction_cost_usd": round(comp_usd, 6),
        "summary_models": models_used,
        "model_calls": totals["model_calls"],
        "final_context_tokens": totals["final_context_tokens"],
        **retention,
        "stopped": report.error["code"] if report.error else None,
        "compaction_points": compactions,
        "series": [c.context_tokens for c in report.calls],
        "baseline_series": [c.raw_tokens for c in report.calls],
        "costs": costs,
    }


# The retention counts of one cell; the figures are computed from them (and pooled).
RETENTION_COUNTS = (
    "labels_total",
    "labels_covered",
    "labels_in_section",
    "labels_in_summary",
    "labels_in_context",
    "stale_covered",
    "stale_leaked",
)
RETENTION_FIGURES = ("section_accuracy", "summary_recall", "context_recall", "stale_leakage")


def retention_of(conversation: Conversation, report: ReplayReport) -> dict[str, Any]:
    """Where the labels of ``conversation`` sit in the final context of ``report``: the
    counts, the four figures (null without labels) and the counts per kind."""
    if not conversation.labels and not conversation.stale:
        return {**dict.fromkeys(RETENTION_COUNTS, 0), **dict.fromkeys(RETENTION_FIGURES),
                "by_kind": {}}  # fmt: skip
    covered = report.compactions[-1].messages_seen if report.compactions else None
    p = placement(
        report.final_context, conversation.labels, conversation.stale, covered_messages=covered
    )
    counts = placement_counts(p)
    return {**counts, **_rounded(figures(counts))}


def _rounded(values: Mapping[str, float | None]) -> dict[str, float | None]:
    return {k: (round(v, 4) if v is not None else None) for k, v in values.items()}


def _summary_model(context: Sequence[Message]) -> str | None:
    for m in context:
        if m.is_summary:
            model = m.memorylab.get("model")
            return str(model) if model else None
    return None


def baseline_costs_of(
    conversation: Conversation, estimator: TokenEstimator, models: Sequence[str]
) -> dict[str, TaskCost | None]:
    prompts = baseline_prompts(conversation, estimator)
    return {m: task_cost(m, prompts) for m in models}


# -- jobs (run in worker processes) --------------------------------------------------------


@dataclass
class SweepJob:
    conversation: Conversation
    thresholds: list[int]
    strategy: dict[str, Any]
    min_saving: int | None
    models: list[str]
    cache_aware: bool = True


def run_sweep_job(job: SweepJob) -> list[dict[str, Any]]:
    """All thresholds of one conversation: one cell each, in threshold order. With
    ``cache_aware`` each cell also holds, per agent model, the same strategy replayed with
    that model's cache-aware rule (``cell["cache_aware"][model]``)."""
    strategy = MemorySpec.from_dict(job.strategy)
    estimator = estimator_for(strategy)
    base_costs = baseline_costs_of(job.conversation, estimator, job.models)
    cells = []
    for threshold in job.thresholds:
        check_cancelled()
        memory = build_memory(sweep_spec(strategy, threshold, job.min_saving), estimator=estimator)
        report, prompts = replay_recorded(job.conversation, memory)
        cell = measure(job.conversation, report, prompts, job.models, base_costs)
        cell["threshold"] = threshold
        if job.cache_aware:
            cell["cache_aware"] = {
                model: cache_aware_cell(
                    job.conversation,
                    sweep_spec(cache_aware_spec(strategy, model), threshold, job.min_saving),
                    model,
                    estimator,
                    base_costs,
                )
                for model in job.models
            }
        cells.append(cell)
    return cells


CACHE_AWARE_KEYS = (
    "tokens_per_task",
    "baseline_tokens_per_task",
    "savings_pct",
    "compactions",
    "micro_compactions",
    *RETENTION_COUNTS,
    *RETENTION_FIGURES,
    "by_kind",
    "stopped",
    "costs",
)


def cache_aware_cell(
    conversation: Conversation,
    spec: MemorySpec,
    model: str,
    estimator: TokenEstimator,
    base_costs: Mapping[str, TaskCost | None],
) -> dict[str, Any]:
    """One conversation under ``spec`` (cache-aware for ``model``), priced for ``model``."""
    memory = build_memory(spec, estimator=estimator)
    report, prompts = replay_recorded(conversation, memory)
    cell = measure(conversation, report, prompts, [model], base_costs)
    return {k: cell[k] for k in CACHE_AWARE_KEYS}


def _worker_init(cancel_event: Any = None) -> None:
    global _cancel_check
    ensure_offline_tiktoken()
    if cancel_event is not None:
        _cancel_check = cancel_event.is_set


def warm_up(spec: MemorySpec) -> None:
    """Load the tokenizer before the pool starts: forked workers inherit it (~2 s each)."""
    estimator_for(spec).count_text("warm up")


def run_jobs(
    jobs: Sequence[Any],
    func: Callable[[Any], Any],
    *,
    workers: int | None = None,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
) -> list[Any]:
    """``func`` over ``jobs`` in a process pool (in process for one worker), results in
    job order. ``cancelled`` is asked about every CANCEL_POLL_SECONDS while jobs run, and
    the jobs' replays stop at their next model call once it says yes."""
    global _cancel_check
    workers = max(1, workers or default_workers())
    if multiprocessing.current_process().daemon:
        workers = 1  # a Celery prefork child may not have children of its own
    total = len(jobs)
    results: list[Any] = [None] * total
    done = 0
    if progress:
        progress(0, total)
    if workers == 1 or total <= 1:
        previous = _cancel_check
        _cancel_check = _every(CANCEL_POLL_SECONDS, cancelled) if cancelled else None
        try:
            for i, job in enumerate(jobs):
                if cancelled and cancelled():
                    raise SweepCancelled("cancelled")
                results[i] = func(job)
                done += 1
                if progress:
                    progress(done, total)
        finally:
            _cancel_check = previous
        return results
    # Biggest conversations first, so that no worker is left with a long one at the end.
    order = sorted(range(total), key=lambda i: -_job_size(jobs[i]))
    context = multiprocessing.get_context()
    stop = context.Event()
    with concurrent.futures.ProcessPoolExecutor(
        max_workers=min(workers, total),
        mp_context=context,
        initializer=_worker_init,
        initargs=(stop,),
    ) as pool:
        futures = {pool.submit(func, jobs[i]): i for i in order}
        pending = set(futures)
        try:
            while pending:
                finished, pending = concurrent.futures.wait(
                    pending,
                    timeout=CANCEL_POLL_SECONDS if cancelled else None,
                    return_when=concurrent.futures.FIRST_COMPLETED,
                )
                for future in finished:
                    results[futures[future]] = future.result()
                    done += 1
                    if progress:
                        progress(done, total)
                if cancelled and cancelled():
                    raise SweepCancelled("cancelled")
        except BaseException:
            stop.set()  # running replays stop at their next model call
            for f in futures:
                f.cancel()
            raise
    return results


def _job_size(job: Any) -> int:
    conv = getattr(job, "conversation", None)
    return 0 if conv is None else conversation_size(conv)


def conversation_size(conv: Conversation) -> int:
    """The characters of a conversation's messages: what its replays' time grows with."""
    return sum(len(str(p)) for m in conv.messages for p in m.content)


def cpu_seconds() -> float:
    """User + system CPU time of this process and of its finished children."""
    me = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + children.ru_utime + children.ru_stime


def default_workers() -> int:
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


# -- aggregation ---------------------------------------------------------------------------


def _median(values: Sequence[float]) -> float | None:
    return round(statistics.median(values), 2) if values else None


def _quantile(values: Sequence[float], q: float) -> float | None:
    if not values:
        return None
    s = sorted(values)
    pos = (len(s) - 1) * q
    lo, hi = math.floor(pos), math.ceil(pos)
    return round(s[lo] + (s[hi] - s[lo]) * (pos - lo), 2)


def pooled_retention(cells: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The retention figures of several cells, pooled over labels (the counts summed, then
    divided): never an average of per-conversation figures. Null where nothing counts."""
    counts = {k: sum(int(c.get(k) or 0) for c in cells) for k in RETENTION_COUNTS}
    return {
        **_rounded(figures(counts)),
        **counts,
        "by_kind": {
            kind: {**entry, **_rounded({f: entry[f] for f in RETENTION_FIGURES if f in entry})}
            for kind, entry in pool_by_kind(c.get("by_kind") or {} for c in cells).items()
        },
    }


def summarize_cells(cells: Sequence[Mapping[str, Any]], models: Sequence[str]) -> dict[str, Any]:
    """Totals of one threshold (or strategy) over its conversations."""
    tpt = sum(c["tokens_per_task"] for c in cells)
    base = sum(c["baseline_tokens_per_task"] for c in cells)
    per_conv = [c["savings_pct"] for c in cells if c["savings_pct"] is not None]
    costs = {model: cost_summary([c["costs"].get(model) for c in cells]) for model in models}
    out = {
        "tokens_per_task": tpt,
        "baseline_tokens_per_task": base,
        "savings_pct": _pct(tpt, base),
        "median_savings_pct": _median(per_conv),
        "savings_p25_pct": _quantile(per_conv, 0.25),
        "savings_p75_pct": _quantile(per_conv, 0.75),
        "savings_min_pct": min(per_conv) if per_conv else None,
        "savings_max_pct": max(per_conv) if per_conv else None,
        **pooled_retention(cells),
        "labelled_conversations": sum(1 for c in cells if c.get("labels_total")),
        "compactions": sum(c["compactions"] for c in cells),
        "unprofitable_compactions": sum(c["unprofitable_compactions"] for c in cells),
        "unprofitable_compactions_if_llm": sum(c["unprofitable_compactions_if_llm"] for c in cells),
        "failed_compactions": sum(c["failed_compactions"] for c in cells),
        "compaction_request_tokens": sum(c["compaction_request_tokens"] for c in cells),
        "compaction_response_tokens": sum(c["compaction_response_tokens"] for c in cells),
        "compaction_cost_usd": round(sum(c["compaction_cost_usd"] for c in cells), 6),
        "costs": costs,
    }
    if cells and all("cache_aware" in c for c in cells):
        out["cache_aware"] = summarize_cache_aware(cells, models)
    return out


def cost_summary(rows: Sequence[Mapping[str, Any] | None]) -> dict[str, Any] | None:
    """One model's costs over conversations (None when a conversation has no price)."""
    if not rows or any(r is None for r in rows):
        return None
    sums: dict[str, Any] = {
        k: round(sum(r[k] for r in rows if r is not None), 4)
        for k in (
            "cost_usd",
            "cost_cached_usd",
            "baseline_cost_usd",
            "baseline_cost_cached_usd",
            "compaction_usd",
        )
    }
    cached_savings = [
        100.0 * (1 - r["cost_cached_usd"] / r["baseline_cost_cached_usd"])
        for r in rows
        if r is not None and r["baseline_cost_cached_usd"]
    ]
    sums["savings_pct"] = _pct_f(sums["cost_usd"], sums["baseline_cost_usd"])
    sums["cached_savings_pct"] = _pct_f(sums["cost_cached_usd"], sums["baseline_cost_cached_usd"])
    sums["median_cached_savings_pct"] = _median(cached_savings)
    sums["conversations_costlier_than_baseline_cached"] = sum(
        1 for r in rows if r is not None and r["cost_cached_usd"] > r["baseline_cost_cached_usd"]
    )
    return sums


def summarize_cache_aware(
    cells: Sequence[Mapping[str, Any]], models: Sequence[str]
) -> dict[str, Any]:
    """Per agent model, the cache-aware replays of the same conversations: tokens (as if
    uncached) beside the money with caching, to compare with the cache-blind figures."""
    out: dict[str, Any] = {}
    for model in models:
        sub = [c["cache_aware"][model] for c in cells]
        tpt = sum(c["tokens_per_task"] for c in sub)
        base = sum(c["baseline_tokens_per_task"] for c in sub)
        per_conv = [c["savings_pct"] for c in sub if c["savings_pct"] is not None]
        out[model] = {
            "tokens_per_task": tpt,
            "baseline_tokens_per_task": base,
            "savings_pct": _pct(tpt, base),
            "median_savings_pct": _median(per_conv),
            **pooled_retention(sub),
            "compactions": sum(c["compactions"] for c in sub),
            "micro_compactions": sum(c["micro_compactions"] for c in sub),
            "costs": cost_summary([c["costs"].get(model) for c in sub]),
        }
    return out


def _pct_f(value: float, baseline: float) -> float | None:
    return round(100.0 * (1.0 - value / baseline), 2) if baseline else None


CONVERSATION_KEYS = (
    "id",
    "tokens_per_task",
    "baseline_tokens_per_task",
    "savings_pct",
    "compactions",
    "unprofitable_compactions",
    "compaction_request_tokens",
    "compaction_response_tokens",
    "compaction_cost_usd",
    *RETENTION_FIGURES,
    *RETENTION_COUNTS,
    "stopped",
    "costs",
)


def conversation_row(cell: Mapping[str, Any], *, series: bool = False) -> dict[str, Any]:
    row = {k: cell[k] for k in CONVERSATION_KEYS}
    if "cache_aware" in cell:
        row["cache_aware"] = cell["cache_aware"]
    if series:
        row["series"] = cell["series"]
        row["baseline_series"] = cell["baseline_series"]
        row["compaction_points"] = cell["compaction_points"]
    return row


# -- the sweep -----------------------------------------------------------------------------


@dataclass
class SweepInput:
    conversations: list[Conversation]
    skipped: list[str] = field(default_factory=list)
    source: str = ""


def load_input(path: str | os.PathLike[str]) -> SweepInput:
    """Conversations of a file or folder; unreadable files of a folder are skipped and named."""
    p = Path(path)
    if not p.exists():
        raise SweepError(f"{p}: no such file or directory")
    errors: list[InvalidConversation] = []
    try:
        conversations = load_conversations(p, errors=errors, labeller=derive_labels)
    except InvalidConversation as exc:
        raise SweepError(str(exc)) from exc
    if not conversations:
        raise SweepError(f"{p}: no conversations found")
    return SweepInput(conversations, [str(e) for e in errors], str(p))


def run_sweep(
    conversations: Sequence[Conversation],
    thresholds: Sequence[int] = DEFAULT_THRESHOLDS,
    *,
    strategy: MemorySpec | None = None,
    min_saving: int | None = None,
    models: Sequence[str] = DEFAULT_MODELS,
    workers: int | None = None,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
    series: bool = False,
    cache_aware: bool = True,
) -> dict[str, Any]:
    """The sweep document (``sweep --json``). ``series`` adds per-call token series.
    ``cache_aware`` also replays the strategy once per agent model with that model's
    cache-aware rule (``cache: {model: M}``), beside the strategy as given."""
    if not conversations:
        raise SweepError("no conversations to sweep")
    thresholds = parse_thresholds(thresholds)
    if strategy is None:
        strategy = default_strategy(DEFAULT_MIN_SAVING if min_saving is None else min_saving)
    if min_saving is not None and min_saving < 0:
        raise SweepError(f"min_saving: must not be negative, got {min_saving}")
    models = priced_models(models)
    started = time.perf_counter()
    cpu = cpu_seconds()
    warm_up(strategy)
    jobs = sweep_jobs(conversations, thresholds, strategy, min_saving, models, cache_aware)
    per_conv = run_jobs(
        jobs, run_sweep_job, workers=workers, progress=progress, cancelled=cancelled
    )
    return assemble_sweep(
        per_conv,
        thresholds,
        strategy=strategy,
        min_saving=min_saving,
        models=models,
        series=series,
        cache_aware=cache_aware,
        elapsed=time.perf_counter() - started,
        cpu=cpu_seconds() - cpu,
        workers=max(1, workers or default_workers()),
    )


def priced_models(models: Sequence[str]) -> list[str]:
    """The agent models the sweep prices: those of litellm's price map."""
    return [m for m in models if prices_for(m) is not None]


def sweep_jobs(
    conversations: Sequence[Conversation],
    thresholds: Sequence[int],
    strategy: MemorySpec,
    min_saving: int | None,
    models: Sequence[str],
    cache_aware: bool,
) -> list[SweepJob]:
    """One job per conversation: all its thresholds (its baseline costs are shared)."""
    return [
        SweepJob(conv, list(thresholds), strategy.to_dict(), min_saving, list(models), cache_aware)
        for conv in conversations
    ]


def assemble_sweep(
    per_conv: Sequence[Sequence[Mapping[str, Any]]],
    thresholds: Sequence[int],
    *,
    strategy: MemorySpec,
    min_saving: int | None,
    models: Sequence[str],
    series: bool,
    cache_aware: bool,
    elapsed: float,
    cpu: float,
    workers: int,
) -> dict[str, Any]:
    """The sweep document from every conversation's cells (``run_sweep_job``'s results,
    in conversation order), wherever they were computed: one process, a pool, or the
    parts of a job fanned out over Celery workers."""
    rows = []
    for k, threshold in enumerate(thresholds):
        cells = [cells_of_conv[k] for cells_of_conv in per_conv]
        summary = summarize_cells(cells, models)
        rows.append(
            {
                "threshold": threshold,
                "tokens_per_task": summary["tokens_per_task"],
                "baseline_tokens_per_task": summary["baseline_tokens_per_task"],
                "savings_pct": summary["savings_pct"],
                "median_savings_pct": summary["median_savings_pct"],
                **{f: summary[f] for f in RETENTION_FIGURES},
                "compactions": summary["compactions"],
                "unprofitable_compactions": summary["unprofitable_compactions"],
                "conversations": [conversation_row(c, series=series) for c in cells],
                **{k2: v for k2, v in summary.items() if k2 not in _ROW_KEYS},
            }
        )
    doc: dict[str, Any] = {
        "strategy": effective_strategy(strategy, min_saving),
        "thresholds": rows,
        "models": list(models),
        "conversation_count": len(per_conv),
        "elapsed_seconds": round(elapsed, 2),
        # CPU time of this process and its pool: on a busy machine the wall time says
        # little, cpu_seconds / workers is what the sweep takes on idle cores.
        "cpu_seconds": round(cpu, 2),
        "workers": workers,
        "cache_aware": cache_aware,
    }
    doc["recommendation"] = recommend(doc)
    return doc


_ROW_KEYS = {
    "threshold",
    "tokens_per_task",
    "baseline_tokens_per_task",
    "savings_pct",
    "median_savings_pct",
    *RETENTION_FIGURES,
    "compactions",
    "unprofitable_compactions",
    "conversations",
}


def effective_strategy(strategy: MemorySpec, min_saving: int | None) -> dict[str, Any]:
    spec = strategy.to_dict()["spec"]
    if min_saving is not None:
        spec["auto_compact"]["min_saving_tokens"] = min_saving
    spec["auto_compact"].pop("threshold_tokens", None)  # the sweep varies it
    spec["archive"]["enabled"] = False  # replays keep their archive in memory
    return spec


# -- the recommendation: a default range robust over the sessions, not one optimum ----------


def quality_bounds(
    recall_tol: float = RECALL_TOLERANCE,
    section_tol: float = SECTION_TOLERANCE,
    leakage_tol: float = LEAKAGE_TOLERANCE,
) -> dict[str, tuple[float, bool]]:
    """The quality bounds of the recommendation: figure -> (tolerance, higher is better),
    in the order the pick breaks ties."""
    return {
        "section_accuracy": (section_tol, True),
        "context_recall": (recall_tol, True),
        "stale_leakage": (leakage_tol, False),
    }


# Each quality figure and the counts it is the ratio of (for its sampling interval).
QUALITY_COUNTS = {
    "section_accuracy": ("labels_in_section", "labels_covered"),
    "context_recall": ("labels_in_context", "labels_total"),
    "stale_leakage": ("stale_leaked", "stale_covered"),
}
Counts = Mapping[str, tuple[Any, Any]]
Point = tuple[int, float | None, Mapping[str, float | None], Counts]


def wilson_interval(num: int, den: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of ``num / den`` (sound for small counts and 0 or 1)."""
    p = num / den
    centre = (p + z * z / (2 * den)) / (1 + z * z / den)
    half = z * math.sqrt(p * (1 - p) / den + z * z / (4 * den * den)) / (1 + z * z / den)
    return max(0.0, centre - half), min(1.0, centre + half)


def _robust_range(
    points: Sequence[Point],
    savings_tol: float,
    bounds: Mapping[str, tuple[float, bool]],
) -> dict[str, Any] | None:
    """``points`` = (threshold, median savings %, {figure: value}, {figure: (num, den)}).

    The thresholds whose median savings are within ``savings_tol`` points of the best and
    none of whose quality figures is worse than the best threshold's (the highest section
    accuracy and context recall, the lowest stale leakage) by more than its tolerance. A
    figure counts as worse only when its whole 95% interval is (from its counts; the value
    itself when the counts are unknown): a handful of labels at one threshold must not
    decide, one label moves such a figure by several points. A figure nobody measured (null
    at every threshold) bounds nothing. The pick is the best on section accuracy, then
    context recall, then stale leakage, then savings."""
    usable = [p for p in points if p[1] is not None]
    if not usable:
        return None
    savings = {p[0]: float(p[1] or 0) for p in usable}
    best_s = max(savings.values())
    best: dict[str, float | None] = {}
    for name, (_, higher) in bounds.items():
        values = [float(v) for p in usable if (v := p[2].get(name)) is not None]
        best[name] = (max(values) if higher else min(values)) if values else None

    def failing(values: Mapping[str, float | None], counts: Counts) -> list[str]:
        """The quality figures outside their tolerance."""
        out = []
        for name, (tol, higher) in bounds.items():
            value, top = values.get(name), best[name]
            if value is None or top is None:
                continue
            num, den = counts.get(name, (None, None))
            if isinstance(num, int) and isinstance(den, int) and den > 0:
                low, high = wilson_interval(num, den)
                value = high if higher else low
            if (value < top - tol) if higher else (value > top + tol):
                out.append(name)
        return out

    near_best = [p for p in usable if savings[p[0]] >= best_s - savings_tol]
    ok = [p for p in near_best if not failing(p[2], p[3])]
    # Thresholds that save enough but are left out for what the agent would read.
    left_out = [
        {"threshold": p[0], "figures": {name: p[2][name] for name in failing(p[2], p[3])}}
        for p in near_best
        if failing(p[2], p[3])
    ]
    conflict = not ok
    if conflict:  # no threshold saving enough keeps the quality: the savings-best one
        ok = [next(p for p in usable if savings[p[0]] == best_s)]

    def rank(p: Point) -> tuple[float, ...]:
        keys = []
        for name, (_, higher) in bounds.items():
            value = p[2].get(name)
            keys.append(-2.0 if value is None else (value if higher else -value))
        return (*keys, float(p[1] or 0), p[0])

    pick = max(ok, key=rank)
    return {
        "low": min(p[0] for p in ok),
        "high": max(p[0] for p in ok),
        "default": pick[0],
        "thresholds": [p[0] for p in ok],
        "best_savings_pct": best_s,
        "best_section_accuracy": best["section_accuracy"],
        "best_context_recall": best["context_recall"],
        "lowest_stale_leakage": best["stale_leakage"],
        "left_out_for_quality": left_out,
        "conflict": conflict,
    }


def _quality(row: Mapping[str, Any]) -> tuple[dict[str, float | None], dict[str, tuple]]:
    values = {name: row.get(name) for name in QUALITY_COUNTS}
    counts = {name: (row.get(n), row.get(d)) for name, (n, d) in QUALITY_COUNTS.items()}
    return values, counts


def recommend(
    doc: Mapping[str, Any],
    savings_tol: float = SAVINGS_TOLERANCE_PCT,
    recall_tol: float = RECALL_TOLERANCE,
    section_tol: float = SECTION_TOLERANCE,
    leakage_tol: float = LEAKAGE_TOLERANCE,
) -> dict[str, Any]:
    """A recommended ``threshold_tokens`` range, in tokens and per agent model in money
    with prompt caching, with the reasoning as text beside it."""
    rows = doc["thresholds"]
    bounds = quality_bounds(recall_tol, section_tol, leakage_tol)
    out: dict[str, Any] = {
        "rule": (
            f"Robust for the main session distribution: every threshold whose "
            f"median savings over conversations is within {savings_tol:g} percentage points "
            f"of the best threshold's, whose section accuracy is within {section_tol:g} and "
            f"context recall within {recall_tol:g} of the best threshold's, and whose stale "
            f"leakage is within {leakage_tol:g} of the lowest (each pooled over the labelled "
            f"conversations; a figure counts as outside only when its whole 95% Wilson "
            f"interval is, so that a few labels at one threshold do not decide; a figure no "
            f"conversation measures bounds nothing). The median "
            f"(not the sum) keeps a few huge sessions from deciding for everyone; the quality "
            f"bounds keep the range from trading what the agent reads for tokens: a threshold "
            f"whose summaries file fewer items in their sections, or state more superseded "
            f"values as current, is left out even when it saves more. The default is the "
            f"threshold with the best section accuracy in that range (then context recall, "
            f"stale leakage, savings)."
        ),
        "savings_tolerance_pct": savings_tol,
        "section_accuracy_tolerance": section_tol,
        "recall_tolerance": recall_tol,
        "stale_leakage_tolerance": leakage_tol,
    }
    tokens = _robust_range(
        [(r["threshold"], r["median_savings_pct"], *_quality(r)) for r in rows],
        savings_tol,
        bounds,
    )
    out["tokens"] = tokens
    if tokens:
        out["tokens"]["reasoning"] = _reasoning(tokens, rows, "tokens per task")
    per_model: dict[str, Any] = {}
    for model in doc.get("models", []):
        rng = _robust_range(model_cost_points(rows, model), savings_tol, bounds)
        if rng:
            rng["cache_aware"] = _model_view(rows[0], model)[0]
            strategy = "cache-aware strategy" if rng["cache_aware"] else "strategy as given"
            rng["reasoning"] = _reasoning(
                rng, rows, f"{model} input cost with prompt caching ({strategy})", model=model
            )
        per_model[model] = rng
    out["models"] = per_model
    return out


def _fmt(value: float | None) -> str:
    return "unknown" if value is None else f"{value:.3f}"


# -- what the per-model recommendation reads: the cached cost of the cache-aware replays --


def _model_view(row: Mapping[str, Any], model: str) -> tuple[bool, Mapping[str, Any]]:
    """(cache-aware?, the figures) of one threshold for one agent model: the strategy
    replayed with that model's cache-aware rule when the sweep ran it, else as given.
    The figures hold the retention figures and counts, and ``costs`` for ``model``."""
    aware = (row.get("cache_aware") or {}).get(model)
    if aware is not None and aware.get("costs") is not None:
        return True, aware
    return False, {**row, "costs": (row.get("costs") or {}).get(model)}


def model_cost_points(rows: Sequence[Mapping[str, Any]], model: str) -> list[Point]:
    """(threshold, median saving with caching %, quality figures, their counts) per
    threshold for one agent model."""
    points: list[Point] = []
    for r in rows:
        _aware, view = _model_view(r, model)
        c = view["costs"]
        points.append(
            (r["threshold"], c["median_cached_savings_pct"] if c else None, *_quality(view))
        )
    return points


def _reasoning(
    rng: Mapping[str, Any], rows: Sequence[Mapping[str, Any]], what: str, model: str | None = None
) -> str:
    by_t = {r["threshold"]: r for r in rows}
    pick = by_t[rng["default"]]
    if model:
        _aware, pick = _model_view(pick, model)
        c = pick["costs"]
        saved = c["median_cached_savings_pct"]
        extra = (
            f"; with caching it saves {c['cached_savings_pct']}% of the input cost over all "
            f"conversations ({c['conversations_costlier_than_baseline_cached']} conversation(s) "
            f"cost more than without compaction)"
        )
    else:
        saved = pick["median_savings_pct"]
        extra = (
            f"; over all conversations it uses {100 - (pick['savings_pct'] or 0):.1f}% of the "
            f"baseline tokens per task, with {pick['unprofitable_compactions']} of "
            f"{pick['compactions']} compactions failing the benefit rule"
        )
    if pick.get("context_recall") is None:
        recall_txt = "no labels, retention unknown"
    else:
        parts = [
            f"section accuracy {_fmt(pick.get('section_accuracy'))}",
            f"context recall {_fmt(pick.get('context_recall'))}",
        ]
        if pick.get("stale_leakage") is not None:
            parts.append(f"stale leakage {_fmt(pick.get('stale_leakage'))}")
        recall_txt = ", ".join(parts)
    span = f"{rng['low']}-{rng['high']}" if rng["low"] != rng["high"] else f"{rng['low']} only"
    swept = sorted(by_t)
    edge = ""
    if len(swept) > 1 and rng["default"] in (swept[0], swept[-1]):
        lowest = rng["default"] == swept[0]
        edge = (
            f" {rng['default']} is the {'lowest' if lowest else 'highest'} threshold swept: "
            f"sweep {'lower' if lowest else 'higher'} ones before trusting that end of the range."
        )
    left = "; ".join(
        f"{item['threshold']} ("
        + ", ".join(f"{name.replace('_', ' ')} {_fmt(v)}" for name, v in item["figures"].items())
        + ")"
        for item in rng.get("left_out_for_quality") or []
    )
    if rng.get("conflict"):
        left = (
            f" No threshold within the savings tolerance keeps every quality figure within "
            f"its tolerance ({left}): {rng['default']} is given for its savings alone; "
            f"compare the figures per threshold before trusting it."
        )
    elif left:
        left = f" Left out although they save as much, for what the agent would read: {left}."
    return (
        f"{what}: the best median saving is {rng['best_savings_pct']}%; thresholds {span} "
        f"stay within the tolerances. Default {rng['default']}: median saving {saved}%, "
        f"{recall_txt}{extra}.{left}{edge}"
    )

"""Baselines beside memorylab's layers, replayed on the same conversations.

Each baseline is a Memory (the engine's interface), so ``replay`` drives all of them the
same way and tokens per task and recall compare like for like:

- ``none``: no compaction, the whole raw conversation every call;
- ``window``: ChatHistoryMemory's sliding window of the last ``window_turns`` turns
  (``on_full: evict``), today's behaviour;
- ``trim``: LangChain-style ``trim_messages(strategy="last", include_system=True,
  start_on="human")`` to the same token budget as the compaction threshold — our own
  implementation of that rule, no langchain dependency;
- ``clear_tool_uses``: Anthropic-style tool-result clearing — once the prompt passes the
  trigger, every tool result but the last ``keep`` tool uses is replaced by a short
  placeholder (inputs stay);
- ``micro``: micro_compact only;
- ``micro+extractive``: micro_compact + auto_compact with the offline extractive summarizer;
- ``micro+llm``: micro_compact + auto_compact through litellm. Offline (CI, benchmarks) the
  model is mocked: litellm gets ``mock_response`` = the extractive summary of the same
  request, so the request/response token counts and prices are the real prompt's while
  the summary text (and so the recall) is the extractive one. Say so wherever it is shown.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from compaction.engine import (
    BaseMemory,
    CompactResult,
    Conversation,
    Entry,
    ExtractiveSummarizer,
    LiteLLMSummarizer,
    MemorySpec,
    Message,
    SessionState,
    SummaryRequest,
    SummaryResponse,
    TokenEstimator,
    TurnResult,
    build_memory,
    validate_session_id,
)

from .costs import DEFAULT_MODELS, prices_for
from .sweep import (
    CACHE_AWARE_KEYS,
    Cancelled,
    MemoTokenEstimator,
    Progress,
    SweepError,
    baseline_costs_of,
    conversation_row,
    measure,
    replay_recorded,
    run_jobs,
    summarize_cells,
    warm_up,
)

CLEARED = "[tool result cleared to save context]"
BASELINES = (
    "none",
    "window",
    "trim",
    "clear_tool_uses",
    "micro",
    "micro+extractive",
    "micro+llm",
)
DEFAULT_LLM_MODEL = "gpt-4o-mini"
# clear_at_least_tokens values the side-by-side run adds as micro@N (batched clearing).
DEFAULT_BATCHES = (2000, 8000)
# The memorylab strategies the side-by-side run also replays cache-aware, once per agent
# model (``cache: {model: M}``): the rule batches and times their edits instead of a hand.
CACHE_AWARE_BASELINES = ("micro", "micro+extractive", "micro+llm")


class _ViewMemory(BaseMemory):
    """A memory that keeps every raw message and shows the model a view of them.

    ``next_turn``/``step`` only sync the archive and count turns; ``_view`` decides what
    the model sees. Nothing is ever rewritten in the state.
    """

    def _view(self, state: SessionState) -> list[Entry]:
        raise NotImplementedError

    def context_entries(self, session_id: str) -> list[Entry]:
        state = self.store.peek(validate_session_id(session_id))
        return self._view(state) if state else []

    def context(self, session_id: str) -> list[Message]:
        return [e.message for e in self.context_entries(session_id)]

    def context_tokens(self, session_id: str) -> int:
        return sum(e.tokens for e in self.context_entries(session_id))

    def next_turn(self, session_id: str) -> TurnResult:
        return self._advance(session_id, new_turn=True)

    def step(self, session_id: str) -> TurnResult:
        return self._advance(session_id, new_turn=False)

    def _advance(self, session_id: str, *, new_turn: bool) -> TurnResult:
        validate_session_id(session_id)
        events: list[dict[str, Any]] = []
        with self.store.transaction(session_id) as state:
            self._sync(state, events)
            if new_turn:
                state.turn = max(state.turn, 1) + 1
            tokens = sum(e.tokens for e in self._view(state))
            return TurnResult(events=events, context_tokens=tokens, turn=state.turn)

    def compact(
        self, session_id: str, reason: str = "manual", instructions: str | None = None
    ) -> CompactResult:
        tokens = self.context_tokens(session_id)
        return CompactResult(
            ok=False,
            reason=f"the {type(self).__name__} baseline does not compact",
            tokens_before=tokens,
            tokens_after=tokens,
            error="not supported by this baseline",
            trigger=reason,
        )


class TrimMessagesMemory(_ViewMemory):
    """LangChain's ``trim_messages(strategy="last", include_system=True, start_on="human",
    allow_partial=False)``: the system messages, then the longest run of most recent whole
    messages that fits ``budget`` tokens, cut so that it starts on a user message.

    A long single-turn agent run has one user message, at the start: once the run no
    longer fits, nothing but the system prompt is left. That is the rule, not a bug here.
    """

    def __init__(self, budget: int, spec: MemorySpec | None = None, **kwargs: Any) -> None:
        super().__init__(spec, **kwargs)
        if budget <= 0:
            raise ValueError(f"trim budget must be greater than 0, got {budget}")
        self.budget = budget

    def _view(self, state: SessionState) -> list[Entry]:
        return trim_entries(state.entries, self.budget)


def trim_entries(entries: list[Entry], budget: int) -> list[Entry]:
    system = [e for e in entries if e.message.role == "system"]
    left = budget - sum(e.tokens for e in system)
    rest = [e for e in entries if e.message.role != "system"]
    start = len(rest)
    while start > 0 and rest[start - 1].tokens <= left:
        left -= rest[start - 1].tokens
        start -= 1
    while start < len(rest) and rest[start].message.role != "user":
        start += 1
    return system + rest[start:]


class ClearToolUsesMemory(_ViewMemory):
    """Anthropic's context editing ``clear_tool_uses``: when the prompt passes ``trigger``
    tokens, the results of all but the last ``keep`` tool uses are replaced by a short
    placeholder. The client keeps the full history, so the trigger is measured on it."""

    def __init__(
        self, trigger: int, keep: int = 3, spec: MemorySpec | None = None, **kwargs: Any
    ) -> None:
        super().__init__(spec, **kwargs)
        if trigger <= 0 or keep < 0:
            raise ValueError(
                f"clear_tool_uses needs trigger > 0 and keep >= 0, got {trigger}, {keep}"
            )
        self.trigger = trigger
        self.keep = keep
        # (session, position) -> the cleared entry; raw entries never change, so neither does it.
        self._cleared: dict[tuple[str, int], Entry] = {}

    def _view(self, state: SessionState) -> list[Entry]:
        entries = state.entries
        if sum(e.tokens for e in entries) <= self.trigger:
            return list(entries)
        kept_from = len(entries)
        seen = 0
        for i in range(len(entries) - 1, -1, -1):
            if seen >= self.keep:
                break
            if entries[i].message.role == "tool":
                seen += len(entries[i].message.tool_responses)
                kept_from = i
        if self.keep == 0:
            kept_from = len(entries)
        out: list[Entry] = []
        for i, entry in enumerate(entries):
            if i >= kept_from or entry.message.role != "tool":
                out.append(entry)
                continue
            key = (state.session_id, i)
            cleared = self._cleared.get(key)
            if cleared is None:
                cleared = self._clear(entry)
                self._cleared[key] = cleared
            out.append(cleared)
        return out

    def _clear(self, entry: Entry) -> Entry:
        parts = [
            {**p, "toolResponse": {**p["toolResponse"], "output": CLEARED}}
            if "toolResponse" in p
            else p
            for p in entry.message.content
        ]
        msg = entry.message.with_content(parts, entry.message.metadata)
        tokens = self.estimator.count(msg)
        if tokens >= entry.tokens:
            return entry
        return entry.replace(message=msg, tokens=tokens, kind="placeholder")


class MockedLLMSummarizer(LiteLLMSummarizer):
    """A LiteLLMSummarizer whose model answers with the extractive summary (offline)."""

    def __init__(self, model: str = DEFAULT_LLM_MODEL) -> None:
        super().__init__(model)
        self._extractive = ExtractiveSummarizer()

    def summarize(self, request: SummaryRequest) -> SummaryResponse:
        self.mock_response = self._extractive.summarize(request).text
        return super().summarize(request)


@dataclass(frozen=True)
class BaselineOptions:
    budget: int = 12000  # the threshold the compaction strategies use; trim's budget
    min_saving_tokens: int = 2000
    window_turns: int = 10
    keep_tool_uses: int = 3
    llm_model: str = DEFAULT_LLM_MODEL
    mock_llm: bool = True
    micro: Mapping[str, Any] | None = None  # micro_compact options for the micro strategies


def _spec(options: BaselineOptions, cache_model: str | None = None, **spec: Any) -> MemorySpec:
    base: dict[str, Any] = {"archive": {"enabled": False}}
    if cache_model is not None:
        base["cache"] = {"model": cache_model}
    base.update(spec)
    return MemorySpec.from_dict(base)


def _micro(options: BaselineOptions) -> dict[str, Any]:
    return {"enabled": True, **(options.micro or {})}


def _auto(options: BaselineOptions, model: str) -> dict[str, Any]:
    return {
        "enabled": True,
        "threshold_tokens": options.budget,
        "min_saving_tokens": options.min_saving_tokens,
        "summary_model": model,
    }


def make_baseline(
    name: str,
    options: BaselineOptions,
    estimator: TokenEstimator | None = None,
    cache_model: str | None = None,
) -> BaseMemory:
    """A fresh memory for one baseline (one per conversation: memories keep state).

    ``micro@N`` is micro_compact only with ``clear_at_least_tokens: N`` (batching).
    ``cache_model`` makes a memorylab strategy cache-aware for that agent model."""
    off = {"enabled": False}
    kw: dict[str, Any] = {"estimator": estimator} if estimator is not None else {}
    if cache_model is not None and name not in CACHE_AWARE_BASELINES:
        raise ValueError(
            f"{name!r} has no cache-aware variant (only {', '.join(CACHE_AWARE_BASELINES)})"
        )
    if name == "none":
        return build_memory(_spec(options, micro_compact=off, auto_compact=off), **kw)
    if name == "window":
        return build_memory(
            _spec(options, backend="chat_history", max_turns=options.window_turns, on_full="evict"),
            **kw,
        )
    if name == "trim":
        return TrimMessagesMemory(options.budget, _spec(options), **kw)
    if name == "clear_tool_uses":
        return ClearToolUsesMemory(options.budget, options.keep_tool_uses, _spec(options), **kw)
    if name == "micro":
        return build_memory(
            _spec(options, cache_model, micro_compact=_micro(options), auto_compact=off), **kw
        )
    if name.startswith("micro@"):
        batch = _batch_of(name)
        micro = {**_micro(options), "clear_at_least_tokens": batch}
        return build_memory(_spec(options, micro_compact=micro, auto_compact=off), **kw)
    if name == "micro+extractive":
        return build_memory(
            _spec(
                options,
                cache_model,
                micro_compact=_micro(options),
                auto_compact=_auto(options, "extractive"),
            ),
            **kw,
        )
    if name == "micro+llm":
        spec = _spec(
            options,
            cache_model,
            micro_compact=_micro(options),
            auto_compact=_auto(options, options.llm_model),
        )
        summarizer: Any = (
            MockedLLMSummarizer(options.llm_model)
            if options.mock_llm
            else LiteLLMSummarizer(options.llm_model)
        )
        return build_memory(spec, summarizer=summarizer, **kw)
    raise ValueError(
        f"unknown baseline {name!r} (expected one of {', '.join(BASELINES)} or micro@N)"
    )


def _batch_of(name: str) -> int:
    try:
        batch = int(name.split("@", 1)[1])
    except ValueError as exc:
        raise ValueError(f"{name!r}: expected micro@N with N tokens, e.g. micro@4000") from exc
    if batch < 0:
        raise ValueError(f"{name!r}: clear_at_least_tokens must not be negative")
    return batch


def check_names(names: Sequence[str]) -> list[str]:
    out = []
    for name in names:
        name = name.strip()
        if name.startswith("micro@"):
            _batch_of(name)
        elif name not in BASELINES:
            raise ValueError(
                f"unknown baseline {name!r} (expected one of {', '.join(BASELINES)} or micro@N)"
            )
        out.append(name)
    if not out:
        raise ValueError("give at least one baseline")
    return out


# -- the side-by-side run -------------------------------------------------------------------


@dataclass
class CompareJob:
    conversation: Conversation
    names: list[str]
    options: BaselineOptions
    tokens: dict[str, Any]
    models: list[str]
    cache_aware: bool = True


def run_compare_job(job: CompareJob) -> dict[str, dict[str, Any]]:
    estimator = MemoTokenEstimator(
        job.tokens["model"], job.tokens["calibration"], job.tokens["per_message_overhead"]
    )
    base_costs = baseline_costs_of(job.conversation, estimator, job.models)
    out = {}
    for name in job.names:
        memory = make_baseline(name, job.options, estimator)
        report, prompts = replay_recorded(job.conversation, memory)
        out[name] = measure(job.conversation, report, prompts, job.models, base_costs)
        if job.cache_aware and name in CACHE_AWARE_BASELINES:
            aware = {}
            for model in job.models:
                memory = make_baseline(name, job.options, estimator, cache_model=model)
                report, prompts = replay_recorded(job.conversation, memory)
                cell = measure(job.conversation, report, prompts, [model], base_costs)
                aware[model] = {k: cell[k] for k in CACHE_AWARE_KEYS}
            out[name]["cache_aware"] = aware
    return out


def compare_jobs(
    conversations: Sequence[Conversation],
    options: BaselineOptions | None = None,
    *,
    names: Sequence[str] = (*BASELINES, *(f"micro@{n}" for n in DEFAULT_BATCHES)),
    tokens: MemorySpec | None = None,
    models: Sequence[str] = DEFAULT_MODELS,
    cache_aware: bool = True,
) -> list[CompareJob]:
    """One job per conversation: every baseline replayed on it (``run_compare_job``)."""
    if not conversations:
        raise SweepError("no conversations to compare")
    options = options or BaselineOptions()
    names = check_names(names)
    tokens_spec = (tokens or MemorySpec()).tokens
    models = [m for m in models if prices_for(m) is not None]
    return [
        CompareJob(conv, list(names), options, asdict(tokens_spec), list(models), cache_aware)
        for conv in conversations
    ]


def run_compare(
    conversations: Sequence[Conversation],
    options: BaselineOptions | None = None,
    *,
    names: Sequence[str] = (*BASELINES, *(f"micro@{n}" for n in DEFAULT_BATCHES)),
    tokens: MemorySpec | None = None,
    models: Sequence[str] = DEFAULT_MODELS,
    workers: int | None = None,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
    cache_aware: bool = True,
) -> dict[str, Any]:
    """Every baseline on the same conversations (``sweep --compare --json``). With
    ``cache_aware`` the memorylab strategies are also replayed cache-aware per model."""
    jobs = compare_jobs(
        conversations, options, names=names, tokens=tokens, models=models, cache_aware=cache_aware
    )
    started = time.perf_counter()
    warm_up(tokens or MemorySpec())
    per_conv = run_jobs(
        jobs, run_compare_job, workers=workers, progress=progress, cancelled=cancelled
    )
    return assemble_compare(jobs, per_conv, elapsed=time.perf_counter() - started)


def assemble_compare(
    jobs: Sequence[CompareJob], per_conv: Sequence[dict[str, Any]], *, elapsed: float
) -> dict[str, Any]:
    """The side-by-side document from each job's cells (``per_conv[i]`` of ``jobs[i]``),
    wherever they ran: in one process or in the parts of a sweep on the workers."""
    names, options, models = jobs[0].names, jobs[0].options, jobs[0].models
    strategies = []
    for name in names:
        cells = [c[name] for c in per_conv]
        summary = summarize_cells(cells, models)
        base = summary["baseline_tokens_per_task"]
        strategies.append(
            {
                "name": name,
                "description": describe(name, options),
                "tokens_pct_of_baseline": round(100.0 * summary["tokens_per_task"] / base, 2)
                if base
                else None,
                **summary,
                "conversations": [conversation_row(c) for c in cells],
            }
        )
    return {
        "budget": options.budget,
        "options": {**asdict(options), "micro": dict(options.micro or {})},
        "models": list(models),
        "strategies": strategies,
        "caching": caching_report(strategies, models),
        "cache_aware": cache_aware_report(strategies, models),
        "conversation_count": len(jobs),
        "elapsed_seconds": round(elapsed, 2),
    }


def describe(name: str, options: BaselineOptions) -> str:
    if name.startswith("micro@"):
        return f"micro_compact only, clear_at_least_tokens {_batch_of(name)} (batched clearing)"
    return {
        "none": "no compaction: the raw history every call",
        "window": f"ChatHistoryMemory: the last {options.window_turns} turns (on_full: evict)",
        "trim": f"trim_messages to {options.budget} tokens: system + latest messages, "
        "starting on a user message (LangChain rule)",
        "clear_tool_uses": f"Anthropic clear_tool_uses: over {options.budget} tokens, clear all "
        f"but the last {options.keep_tool_uses} tool results",
        "micro": "micro_compact only (every turn and step)",
        "micro+extractive": f"micro_compact + auto_compact at {options.budget}, extractive",
        "micro+llm": f"micro_compact + auto_compact at {options.budget}, {options.llm_model}"
        + (
            " (mocked: answers with the extractive summary; tokens and prices are real)"
            if options.mock_llm
            else ""
        ),
    }[name]


def caching_report(
    strategies: Sequence[Mapping[str, Any]], models: Sequence[str]
) -> dict[str, Any]:
    """Micro-compaction vs prompt caching: per model, what micro every turn and the batched
    variants cost with and without caching, against no compaction, and which
    conversations cost more with micro than without once caching counts."""
    by_name = {s["name"]: s for s in strategies}
    micro = [s for s in strategies if s["name"] == "micro" or s["name"].startswith("micro@")]
    out: dict[str, Any] = {}
    if "none" not in by_name or not micro:
        return out
    for model in models:
        rows = []
        for s in micro:
            c = s["costs"].get(model)
            if c is None:
                continue
            costlier = [
                row["id"]
                for row in s["conversations"]
                if row["costs"].get(model)
                and row["costs"][model]["cost_cached_usd"]
                > row["costs"][model]["baseline_cost_cached_usd"]
            ]
            rows.append(
                {
                    "strategy": s["name"],
                    "clear_at_least_tokens": 0 if s["name"] == "micro" else _batch_of(s["name"]),
                    "cost_usd": c["cost_usd"],
                    "cost_cached_usd": c["cost_cached_usd"],
                    "baseline_cost_usd": c["baseline_cost_usd"],
                    "baseline_cost_cached_usd": c["baseline_cost_cached_usd"],
                    "savings_pct": c["savings_pct"],
                    "cached_savings_pct": c["cached_savings_pct"],
                    "costlier_with_caching": costlier,
                    "edits": sum(
                        (row["costs"].get(model) or {}).get("edits", 0)
                        for row in s["conversations"]
                    ),
                    "losing_edits": sum(
                        (row["costs"].get(model) or {}).get("losing_edits", 0)
                        for row in s["conversations"]
                    ),
                }
            )
        for s in micro:
            aware = (s.get("cache_aware") or {}).get(model)
            if aware and aware["costs"] is not None:
                rows.append(_aware_caching_row(s, model, aware))
        out[model] = rows
    return out


def _aware_caching_row(
    strategy: Mapping[str, Any], model: str, aware: Mapping[str, Any]
) -> dict[str, Any]:
    """The cache-aware replay of a micro strategy: batches the rule chose."""
    c = aware["costs"]
    convs = [
        (row["id"], row["cache_aware"][model]["costs"][model]) for row in strategy["conversations"]
    ]
    return {
        "strategy": f"{strategy['name']} (cache-aware)",
        "clear_at_least_tokens": "rule",
        "cost_usd": c["cost_usd"],
        "cost_cached_usd": c["cost_cached_usd"],
        "baseline_cost_usd": c["baseline_cost_usd"],
        "baseline_cost_cached_usd": c["baseline_cost_cached_usd"],
        "savings_pct": c["savings_pct"],
        "cached_savings_pct": c["cached_savings_pct"],
        "costlier_with_caching": [
            cid
            for cid, cc in convs
            if cc and cc["cost_cached_usd"] > cc["baseline_cost_cached_usd"]
        ],
        "edits": sum((cc or {}).get("edits", 0) for _cid, cc in convs),
        "losing_edits": sum((cc or {}).get("losing_edits", 0) for _cid, cc in convs),
    }


def cache_aware_report(
    strategies: Sequence[Mapping[str, Any]], models: Sequence[str]
) -> dict[str, list[dict[str, Any]]]:
    """Per agent model, each memorylab strategy cache-blind and cache-aware side by side:
    tokens per task (% of no compaction), input cost with caching, its saving, and how
    many conversations cost more than no compaction."""
    out: dict[str, list[dict[str, Any]]] = {}
    for model in models:
        rows = []
        for s in strategies:
            aware = (s.get("cache_aware") or {}).get(model)
            blind = s["costs"].get(model)
            if aware is None or blind is None or aware["costs"] is None:
                continue
            base = aware["baseline_tokens_per_task"]
            rows.append(
                {
                    "strategy": s["name"],
                    "blind_tokens_pct": s["tokens_pct_of_baseline"],
                    "aware_tokens_pct": round(100.0 * aware["tokens_per_task"] / base, 2)
                    if base
                    else None,
                    "blind_cost_cached_usd": blind["cost_cached_usd"],
                    "aware_cost_cached_usd": aware["costs"]["cost_cached_usd"],
                    "baseline_cost_cached_usd": blind["baseline_cost_cached_usd"],
                    "blind_cached_savings_pct": blind["cached_savings_pct"],
                    "aware_cached_savings_pct": aware["costs"]["cached_savings_pct"],
                    "blind_costlier": blind["conversations_costlier_than_baseline_cached"],
                    "aware_costlier": aware["costs"]["conversations_costlier_than_baseline_cached"],
                    "blind_section_accuracy": s["section_accuracy"],
                    "aware_section_accuracy": aware["section_accuracy"],
                }
            )
        out[model] = rows
    return out

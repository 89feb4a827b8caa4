"""The cache-aware benefit rule: edit the context only when the edit pays, prompt cache counted.

Providers cache the prompt prefix: the next call that starts with the same messages pays a
fraction of the input price for them (``read``; OpenAI 0.5, Anthropic and Gemini 0.1), and
whatever is not read from the cache is written to it (``write``; 1.0, Anthropic 1.25).
Editing an old message — a micro_compact placeholder, an auto_compact summary — invalidates
the cache from that message on, so the next call writes the whole rest of the prompt again.
All prices here are relative to one fresh input token of the agent's model.

For one edit of the context, with ``P`` the unchanged prefix, ``old_cached`` the tokens from
the first changed message to the end of the previous call's prompt (the cached part),
``old_fresh`` the tokens appended since (not cached yet) and ``new`` everything from the
first changed message on after the edit:

* the next call pays ``write * new`` instead of ``read * old_cached + write * old_fresh``:
  its extra cost is ``write_cost = write * new - read * old_cached - write * old_fresh``
  (plus the summarizer call of an auto_compact), negative when the edit shrinks enough;
* every later call reads ``saved = old_cached + old_fresh - new`` fewer tokens from the
  cache: it saves ``read * saved``;
* so the edit pays after ``payback = write_cost / (read * saved)`` calls, and is made only
  when that is fewer than the calls expected to follow (``expected_calls``).

Without caching (``read = write = 1``) every shrinking edit pays at once, which is why
``cache: off`` keeps the engine's older behaviour.

Remaining calls are estimated from the session itself, never from its future: a session
that has made ``n`` model calls is expected to make about ``n`` more (Lindy-style: the median
remaining life under a scale-free prior), at least 1 and at most ``max_expected_calls``.

micro_compact: a placeholder's saving lasts only until auto_compact replaces the context.
Without the edit that happens in ``m = (threshold - context) / g`` calls (``g`` the session's
mean growth per call); the edit postpones it by ``saved / g`` calls, during which the context
is ``threshold - after_compaction - saved`` tokens larger than it would have been after the
compaction; after that both regrow alike (the edit only shifted them). So the calls that
count are ``min(n, m)`` minus those postponed calls weighted by how much larger the context
is then. A context already over the threshold (``m = 0``) is left to auto_compact. A batch
too small to pay now waits and grows: the rule chooses the batch (``min_batch_tokens``).

auto_compact: the summary goes right after the system messages, so the system prefix stays
cached. Compacting now beats compacting at the next call unless the saving is smaller than
what the context grows until the next compaction (``g * h``, ``h = min(n, (threshold -
after) / g)``): waiting one call reads ``saved`` once more but lets the one summary cover
that call's growth too (``later_advantage``). Over the threshold ``saved`` exceeds
``threshold - after >= g * h``, so in practice the rule compacts as soon as it pays back
within the expected calls, and waits otherwise (the session may end first).
"""

from __future__ import annotations

import dataclasses
import functools
import importlib.util
import json
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import InvalidSpec
from .spec import CacheSpec
from .state import Entry, SessionState

PRICE_MAP_FILE = "model_prices_and_context_window_backup.json"


@dataclass(frozen=True)
class ModelPrices:
    """USD per token, as litellm's price map gives them."""

    input: float
    cached_read: float
    cache_write: float
    output: float


PriceLookup = Callable[[str], ModelPrices | None]


@functools.lru_cache(maxsize=1)
def local_price_map() -> dict[str, Any]:
    """litellm's bundled price map (what ``LITELLM_LOCAL_MODEL_COST_MAP=True`` loads), read
    as JSON: the engine never imports litellm for it (seconds of import time)."""
    spec = importlib.util.find_spec("litellm")
    if spec is None or not spec.submodule_search_locations:
        return {}
    path = Path(next(iter(spec.submodule_search_locations))) / PRICE_MAP_FILE
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def litellm_prices(model: str) -> ModelPrices | None:
    """Prices from litellm's local price map; None for a model it does not know. A provider
    without a cache price reads at the input price; one without a write premium writes at it."""
    table = local_price_map()
    info = table.get(model) or table.get(model.rsplit("/", 1)[-1])
    if not isinstance(info, Mapping) or "input_cost_per_token" not in info:
        return None
    inp = float(info.get("input_cost_per_token") or 0.0)
    return ModelPrices(
        input=inp,
        cached_read=float(info.get("cache_read_input_token_cost") or inp),
        cache_write=float(info.get("cache_creation_input_token_cost") or 0.0) or inp,
        output=float(info.get("output_cost_per_token") or 0.0),
    )


@dataclass(frozen=True)
class CachePrices:
    """Prices relative to one fresh input token of the agent's model."""

    read: float
    write: float
    # USD per fresh input token when the agent's model is known (events show USD then).
    input_usd: float | None = None
    # The summarizer's request and response tokens, relative to the same fresh input token
    # (0 for the offline extractive summarizer; 1 when the agent's price is not known).
    summary_input: float = 0.0
    summary_output: float = 0.0


def resolve_prices(
    spec: CacheSpec, summary_model: str, lookup: PriceLookup | None = None
) -> CachePrices | None:
    """The rule's prices from the spec's ``cache`` section; None when it is off."""
    if not spec.enabled:
        return None
    lookup = lookup or litellm_prices
    agent: ModelPrices | None = None
    if spec.model is not None:
        agent = lookup(spec.model)
        if agent is not None and agent.input <= 0:
            agent = None  # a free model has no ratios to give
    if agent is None and (spec.read is None or spec.write is None):
        raise InvalidSpec(
            f"spec.cache.model: no prices for {spec.model!r}; give read and write ratios instead"
        )
    read = spec.read if spec.read is not None else agent.cached_read / agent.input  # type: ignore[union-attr]
    write = spec.write if spec.write is not None else agent.cache_write / agent.input  # type: ignore[union-attr]
    summary_in = summary_out = 0.0
    if summary_model != "extractive":
        summarizer = lookup(summary_model)
        if agent is not None and summarizer is not None:
            summary_in = summarizer.input / agent.input
            summary_out = summarizer.output / agent.input
        else:
            # Unknown prices: count the summarizer's tokens as fresh input tokens, as the
            # token rule (expected_future_rounds) does.
            summary_in = summary_out = 1.0
    return CachePrices(
        read=read,
        write=write,
        input_usd=agent.input if agent is not None else None,
        summary_input=summary_in,
        summary_output=summary_out,
    )


@dataclass(frozen=True)
class EditCost:
    """What an edit does to the next prompt, in tokens (see the module docstring)."""

    old_cached: int
    old_fresh: int
    new: int
    summarizer_cost: float = 0.0  # in fresh-input-token units

    @property
    def saved(self) -> int:
        return self.old_cached + self.old_fresh - self.new


@dataclass(frozen=True)
class CacheDecision:
    go: bool
    reason: str
    saved_tokens: int
    invalidated_tokens: int  # cached tokens the edit makes the next call write again
    write_cost: float  # extra cost of the next call (and the summarizer), fresh-input units
    saving_per_call: float  # fresh-input units, every later call
    expected_calls: float  # calls over which the saving counts (see CacheRule.micro)
    payback_calls: int | None  # None: never (nothing saved per call)
    input_usd: float | None = None
    min_batch_tokens: int | None = None  # micro_compact: the smallest batch that would pay

    @property
    def gain(self) -> float:
        return self.saving_per_call * self.expected_calls - self.write_cost

    def event_fields(self, *, with_reason: bool = True) -> dict[str, Any]:
        """What events, the archive and the UI show about the decision."""
        out: dict[str, Any] = {
            "cache_invalidated_tokens": self.invalidated_tokens,
            "cache_write_cost": round(self.write_cost, 1),
            "cache_saving_per_call": round(self.saving_per_call, 1),
            "cache_payback_calls": self.payback_calls,
            "cache_expected_calls": round(self.expected_calls, 1),
        }
        if with_reason:
            out["cache_decision"] = self.reason
        if self.input_usd is not None:
            out["cache_write_usd"] = round(self.write_cost * self.input_usd, 6)
            out["cache_saving_per_call_usd"] = round(self.saving_per_call * self.input_usd, 6)
        if self.min_batch_tokens is not None:
            out["cache_min_batch_tokens"] = self.min_batch_tokens
        return out


def cached_until(entries: Sequence[Entry]) -> int:
    """Index of the first entry the provider has not cached: the previous model call's
    prompt was everything before the last model message (the message that call wrote)."""
    for i in range(len(entries) - 1, -1, -1):
        if entries[i].message.role == "model":
            return i
    return 0


class CacheRule:
    """Decides edits with prices; pure arithmetic over the session state."""

    def __init__(
        self,
        prices: CachePrices,
        *,
        max_expected_calls: int = 200,
        auto_threshold: int | None = None,
        summary_tokens: int = 2000,
    ) -> None:
        self.prices = prices
        self.max_expected_calls = max_expected_calls
        self.auto_threshold = auto_threshold
        self.summary_tokens = summary_tokens

    # -- the estimators ------------------------------------------------------------------
    def expected_calls(self, state: SessionState) -> int:
        """Calls expected to follow: as many as have happened (at least 1, bounded)."""
        return max(1, min(state.model_calls, self.max_expected_calls))

    @staticmethod
    def growth_per_call(state: SessionState) -> float:
        """Mean raw tokens appended per model call since the first call's prompt."""
        if state.model_calls <= 0:
            return 0.0
        return max(0, state.raw_tokens - state.first_prompt_tokens) / state.model_calls

    def calls_until_auto(self, state: SessionState, tokens_after: int) -> int | None:
        """Model calls before auto_compact replaces the context (None: not expected)."""
        if self.auto_threshold is None or state.breaker_open:
            return None
        if tokens_after > self.auto_threshold:
            return 0
        growth = self.growth_per_call(state)
        if growth <= 0:
            return None
        return math.ceil((self.auto_threshold - tokens_after) / growth)

    # -- the rule ------------------------------------------------------------------------
    def decide(self, cost: EditCost, expected: float, what: str) -> CacheDecision:
        p = self.prices
        write_cost = (
            p.write * cost.new
            - p.read * cost.old_cached
            - p.write * cost.old_fresh
            + cost.summarizer_cost
        )
        per_call = p.read * cost.saved
        if write_cost <= 0:
            payback: int | None = 0
        elif per_call > 0:
            payback = math.floor(write_cost / per_call) + 1
        else:
            payback = None
        go = cost.saved > 0 and per_call * max(expected, 0.0) - write_cost > 0
        if payback == 0:
            why = f"{what} saves {cost.saved} tokens and costs nothing extra on the next call"
        elif payback is None:
            why = f"{what} saves nothing per call"
        else:
            why = (
                f"{what}: cache write cost {write_cost:.0f} pays back in {payback} call(s), "
                f"{expected:.1f} expected"
            )
        return CacheDecision(
            go=go,
            reason=why if go else f"wait: {why}",
            saved_tokens=cost.saved,
            invalidated_tokens=cost.old_cached,
            write_cost=write_cost,
            saving_per_call=per_call,
            expected_calls=expected,
            payback_calls=payback,
            input_usd=p.input_usd,
        )

    def edit_cost(
        self,
        old: Sequence[Entry],
        new: Sequence[Entry],
        summarizer_cost: float = 0.0,
    ) -> EditCost:
        """The cost terms of replacing ``old`` (the context now) by ``new``."""
        first = 0
        for a, b in zip(old, new, strict=False):
            if a is not b and a != b:
                break
            first += 1
        cut = max(first, cached_until(old))
        return EditCost(
            old_cached=sum(e.tokens for e in old[first:cut]),
            old_fresh=sum(e.tokens for e in old[cut:]),
            new=sum(e.tokens for e in new[first:]),
            summarizer_cost=summarizer_cost,
        )

    def micro(self, state: SessionState, new: Sequence[Entry]) -> CacheDecision:
        """Placeholders for a batch of old messages (``new`` is the context after them):
        only if the batch pays before the session is expected to end, counting only the
        calls before auto_compact would have replaced the messages anyway."""
        cost = self.edit_cost(state.entries, new)
        calls = float(self.expected_calls(state))
        until_auto = self.calls_until_auto(state, state.tokens)
        if until_auto == 0:
            return _replace(
                self.decide(cost, 0.0, f"placeholders for {cost.saved} tokens"),
                go=False,
                reason="wait: auto_compact is due and replaces these messages anyway",
            )
        if until_auto is not None and self.auto_threshold is not None and cost.saved > 0:
            # Without the edit auto_compact replaces the context in ``until_auto`` calls;
            # with it, ``saved / growth`` calls later, and in between the context is
            # ``threshold - after_compaction - saved`` tokens larger than it would have
            # been. After that both contexts regrow alike: the edit only shifted them.
            growth = self.growth_per_call(state)
            delayed = min(max(calls - until_auto, 0.0), cost.saved / growth)
            larger = self.auto_threshold - self.tokens_after_compaction(state) - cost.saved
            calls = min(calls, float(until_auto)) - delayed * larger / cost.saved
        decision = self.decide(cost, calls, f"placeholders for {cost.saved} tokens")
        # The smallest batch that would pay with this edit point: saved * (read * calls +
        # write) > old_cached * (write - read), nothing fresh saved.
        p = self.prices
        denom = p.read * calls + p.write
        min_batch = (
            math.floor(cost.old_cached * (p.write - p.read) / denom) + 1 if denom > 0 else None
        )
        return _replace(decision, min_batch_tokens=min_batch)

    def tokens_after_compaction(self, state: SessionState) -> int:
        """The context right after an auto_compact: the system messages and a summary the
        size of this session's last one (or ``max_summary_tokens`` before the first)."""
        system = sum(e.tokens for e in state.entries if e.message.role == "system")
        previous = next((e.tokens for e in state.entries if e.kind == "summary"), None)
        return system + (previous if previous is not None else self.summary_tokens)

    def auto(
        self,
        state: SessionState,
        summary_tokens: int,
        request_tokens: int,
        system_tokens: int,
    ) -> CacheDecision:
        """Compact now, or at a later call? Now only if it pays back within the expected
        calls and waiting one call is not cheaper (``later_advantage``)."""
        p = self.prices
        summarizer = p.summary_input * request_tokens + p.summary_output * summary_tokens
        keep = _system_prefix(state.entries)
        cut = max(keep, cached_until(state.entries))
        cost = EditCost(
            old_cached=sum(e.tokens for e in state.entries[keep:cut]),
            old_fresh=sum(e.tokens for e in state.entries[cut:]),
            new=summary_tokens + (system_tokens - sum(e.tokens for e in state.entries[:keep])),
            summarizer_cost=summarizer,
        )
        calls = self.expected_calls(state)
        decision = self.decide(cost, float(calls), f"a summary saving {cost.saved} tokens")
        if not decision.go:
            return decision
        later = self.later_advantage(state, cost.saved, system_tokens + summary_tokens, calls)
        if later > 0:
            return _replace(
                decision,
                go=False,
                reason=(
                    f"wait: compacting at the next call is cheaper by {later:.0f} (it also "
                    f"covers the {self.growth_per_call(state):.0f} tokens a call adds, which "
                    "compacting now would keep until the next compaction)"
                ),
            )
        return decision

    def later_advantage(self, state: SessionState, saved: int, after: int, calls: int) -> float:
        """How much cheaper compacting at the next call is than now (> 0: wait).

        Waiting one call reads the ``saved`` tokens once more from the cache (``read *
        saved``), but the later summary also covers the ``g`` tokens that call adds, which
        compacting now would keep in the context for ``h`` calls: until the next compaction
        (``(threshold - after) / g`` calls) or the expected end of the session, whichever
        comes first (``read * g * h``); an LLM summarizer reads those ``g`` tokens too
        (``summary_input * g``). Over the threshold ``saved`` exceeds ``g * h`` by
        construction, so it says wait only for a context under it."""
        p = self.prices
        growth = self.growth_per_call(state)
        if growth <= 0:
            return 0.0
        horizon = float(calls)
        if self.auto_threshold is not None:
            horizon = min(horizon, max(0.0, (self.auto_threshold - after) / growth))
        return p.read * (growth * horizon - saved) - p.summary_input * growth


def _system_prefix(entries: Sequence[Entry]) -> int:
    n = 0
    for e in entries:
        if e.message.role != "system":
            break
        n += 1
    return n


def _replace(decision: CacheDecision, **changes: Any) -> CacheDecision:
    return dataclasses.replace(decision, **changes)


def make_rule(
    spec: CacheSpec,
    *,
    summary_model: str,
    auto_threshold: int | None,
    summary_tokens: int = 2000,
    lookup: PriceLookup | None = None,
) -> CacheRule | None:
    """The rule a memory uses, or None when ``cache`` is off."""
    prices = resolve_prices(spec, summary_model, lookup)
    if prices is None:
        return None
    return CacheRule(
        prices,
        max_expected_calls=spec.max_expected_calls,
        auto_threshold=auto_threshold,
        summary_tokens=summary_tokens,
    )

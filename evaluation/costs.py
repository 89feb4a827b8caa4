"""What a task costs in money, with and without the provider's prompt cache.

Providers cache the prompt prefix of a request: the next request that starts with the same
messages pays the cached-input price for them (half of fresh input at OpenAI, a tenth at
Anthropic and Google; Anthropic also charges a premium to write the cache). Any edit to an old message — a
micro_compact placeholder, an auto_compact summary — invalidates the cache from the first
changed message on, so the rest of that request is billed as fresh input again.

The model here, kept simple enough to recount by hand:

* one model call = one request whose prompt is the context at that moment (a list of
  messages, each with a stable identity key and a token count);
* without caching every prompt token is billed at the input price;
* with caching the tokens of the longest common prefix (in whole messages) with the
  previous call's prompt are billed at the cached-input price, the rest at the cache-write
  price (the input price when the provider has no write premium). The cache is assumed
  to stay warm between calls (agents call again within seconds; TTLs are minutes);
* a compaction's summarizer call is billed at the summarizer model's input and output
  prices (zero for the offline extractive summarizer); it never hits the cache.

The engine's cache-aware rule (``compaction/engine/cache.py``) decides edits with the same
model, so what it expects and what this module bills agree.

Output tokens of the agent's own model are the same for every strategy, so they are left
out: the figures are the *input* cost of a task, the part compaction changes.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from compaction.engine import litellm_prices

# Agent models whose prices the reports show by default (all in litellm's bundled map).
DEFAULT_MODELS = ("gpt-4o", "claude-sonnet-4-5", "gemini-2.5-pro")


@dataclass(frozen=True)
class Prices:
    """Per-token prices in USD."""

    input: float
    cached_input: float
    cache_write: float
    output: float


def prices_for(model: str) -> Prices | None:
    """Prices from litellm's local price map (the engine's price source, read as JSON: no
    litellm import); None for a model it does not know."""
    found = litellm_prices(model)
    if found is None:
        return None
    return Prices(
        input=found.input,
        cached_input=found.cached_read,
        cache_write=found.cache_write,
        output=found.output,
    )


@dataclass(frozen=True)
class Prompt:
    """One model call's prompt: per message an identity key and its tokens."""

    keys: tuple[Hashable, ...]
    tokens: tuple[int, ...]

    @property
    def total(self) -> int:
        return sum(self.tokens)


def first_changed(previous: Prompt | None, current: Prompt) -> int:
    """Index of the first message of ``current`` that differs from ``previous``."""
    if previous is None:
        return 0
    n = 0
    for a, b in zip(previous.keys, current.keys, strict=False):
        if a != b:
            break
        n += 1
    return n


def cached_tokens(previous: Prompt | None, current: Prompt) -> int:
    """Tokens of ``current`` served from the cache the previous call wrote."""
    return sum(current.tokens[: first_changed(previous, current)])


@dataclass
class TaskCost:
    model: str
    prompt_tokens: int = 0
    cached_tokens: int = 0
    # Tokens the previous call had cached past the first message this call changed.
    invalidated_tokens: int = 0
    # In-place edits of a cached prompt (micro_compact placeholders): how many, and how
    # many cost more than they save once caching counts (see ``edit_gain``).
    edits: int = 0
    losing_edits: int = 0
    edits_net_usd: float = 0.0
    uncached_usd: float = 0.0
    cached_usd: float = 0.0
    compaction_usd: float = 0.0

    @property
    def total_uncached_usd(self) -> float:
        return self.uncached_usd + self.compaction_usd

    @property
    def total_cached_usd(self) -> float:
        return self.cached_usd + self.compaction_usd

    def to_dict(self) -> dict[str, Any]:
        return {
            "model": self.model,
            "prompt_tokens": self.prompt_tokens,
            "cached_tokens": self.cached_tokens,
            "invalidated_tokens": self.invalidated_tokens,
            "cost_usd": round(self.total_uncached_usd, 6),
            "cost_cached_usd": round(self.total_cached_usd, 6),
            "compaction_usd": round(self.compaction_usd, 6),
            "edits": self.edits,
            "losing_edits": self.losing_edits,
            "edits_net_usd": round(self.edits_net_usd, 6),
        }


def task_cost(
    model: str,
    prompts: Sequence[Prompt],
    compactions: Iterable[tuple[str | None, int, int]] = (),
    prices: Prices | None = None,
) -> TaskCost | None:
    """Input cost of one task for the agent ``model``; None when its prices are unknown.

    ``compactions`` are ``(summary_model, request_tokens, response_tokens)``.
    """
    prices = prices or prices_for(model)
    if prices is None:
        return None
    cost = TaskCost(model=model)
    previous: Prompt | None = None
    for k, prompt in enumerate(prompts):
        total = prompt.total
        same = first_changed(previous, prompt)
        hit = sum(prompt.tokens[:same])
        if previous is not None:
            cost.invalidated_tokens += sum(previous.tokens[same:])
            n_prev = len(previous.tokens)
            # An in-place edit: old messages replaced one for one, new ones appended after.
            if same < n_prev <= len(prompt.tokens):
                old = sum(previous.tokens[same:])
                new = sum(prompt.tokens[same:n_prev])
                gain = edit_gain(old, new, len(prompts) - k - 1, prices)
                cost.edits += 1
                cost.losing_edits += gain < 0
                cost.edits_net_usd += gain
        cost.prompt_tokens += total
        cost.cached_tokens += hit
        cost.uncached_usd += total * prices.input
        cost.cached_usd += hit * prices.cached_input + (total - hit) * prices.cache_write
        previous = prompt
    for summary_model, request, response in compactions:
        if not summary_model or summary_model == "extractive" or not (request or response):
            continue
        sp = prices_for(summary_model)
        if sp is not None:
            cost.compaction_usd += request * sp.input + response * sp.output
    return cost


def edit_gain(old: int, new: int, later_calls: int, prices: Prices) -> float:
    """Money an in-place edit saves with caching (negative: it costs more than it saves).

    The edited call writes the ``new`` tokens of the edited region to the cache instead of
    reading the ``old`` ones from it; every later call reads ``new`` instead of ``old``
    cached tokens."""
    first_call = old * prices.cached_input - new * prices.cache_write
    return first_call + (old - new) * prices.cached_input * later_calls


def compaction_usd(summary_model: str | None, request_tokens: int, response_tokens: int) -> float:
    """Money for one summarizer call (0.0 for extractive or an unknown model)."""
    if not summary_model or summary_model == "extractive":
        return 0.0
    sp = prices_for(summary_model)
    return 0.0 if sp is None else request_tokens * sp.input + response_tokens * sp.output

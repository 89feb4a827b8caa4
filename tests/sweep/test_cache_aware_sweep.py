"""Sweeps and --compare with the cache-aware strategy beside the cache-blind one, and the
engine's rule agreeing with the sweep's billing of the prompt cache."""

from __future__ import annotations

import io
import json

import pytest
from django.core.management import call_command

from compaction.engine import build_memory
from compaction.engine.cache import CachePrices, CacheRule, EditCost
from evaluation.baselines import BaselineOptions, run_compare
from evaluation.costs import Prices, edit_gain, prices_for
from evaluation.sweep import (
    cache_aware_spec,
    default_strategy,
    estimator_for,
    recommend,
    replay_recorded,
    run_sweep,
    sweep_spec,
)

CLAUDE = "claude-sonnet-4-5"


def test_it_replays_the_strategy_cache_aware_per_model_beside_it(conversations):
    doc = run_sweep(conversations, [3000], workers=1, models=["gpt-4o", CLAUDE])
    [row] = doc["thresholds"]
    assert doc["cache_aware"] is True
    assert set(row["cache_aware"]) == {"gpt-4o", CLAUDE}
    aware = row["cache_aware"][CLAUDE]
    assert set(aware) >= {
        "tokens_per_task",
        "savings_pct",
        "section_accuracy",
        "context_recall",
        "stale_leakage",
        "micro_compactions",
        "costs",
    }
    assert set(aware["costs"]) >= {"cost_cached_usd", "conversations_costlier_than_baseline_cached"}
    # The same baseline: only the strategy's decisions differ.
    assert aware["baseline_tokens_per_task"] == row["baseline_tokens_per_task"]
    blind = row["costs"][CLAUDE]
    assert aware["costs"]["baseline_cost_cached_usd"] == blind["baseline_cost_cached_usd"]
    # Where cache writes are dear the rule edits less often than every step.
    assert aware["micro_compactions"] < sum(
        c["micro_compactions"] for c in _cells(conversations, 3000)
    )
    # Every conversation carries both.
    for conv in row["conversations"]:
        assert conv["cache_aware"][CLAUDE]["costs"][CLAUDE]["cost_cached_usd"] > 0


def _cells(conversations, threshold):
    from evaluation.sweep import baseline_costs_of, measure

    strategy = default_strategy()
    est = estimator_for(strategy)
    out = []
    for conv in conversations:
        memory = build_memory(sweep_spec(strategy, threshold, None), estimator=est)
        report, prompts = replay_recorded(conv, memory)
        out.append(measure(conv, report, prompts, [CLAUDE], baseline_costs_of(conv, est, [CLAUDE])))
    return out


def test_it_recommends_per_model_from_the_cache_aware_cached_cost():
    def row(threshold, blind, aware):
        costs = {
            "median_cached_savings_pct": blind,
            "cached_savings_pct": blind,
            "conversations_costlier_than_baseline_cached": 0,
        }
        aware_costs = dict(costs, median_cached_savings_pct=aware, cached_savings_pct=aware)
        return {
            "threshold": threshold,
            "median_savings_pct": 50.0,
            "savings_pct": 50.0,
            "section_accuracy": 1.0,
            "context_recall": 1.0,
            "stale_leakage": 0.0,
            "compactions": 1,
            "unprofitable_compactions": 0,
            "costs": {CLAUDE: costs},
            "cache_aware": {
                CLAUDE: {
                    "section_accuracy": 1.0,
                    "context_recall": 1.0,
                    "stale_leakage": 0.0,
                    "costs": aware_costs,
                }
            },
        }

    # Cache-blind, 8000 looks best; cache-aware, 4000 is (and only it is within 5 points).
    doc = {"thresholds": [row(4000, 10.0, 40.0), row(8000, 30.0, 20.0)], "models": [CLAUDE]}
    rec = recommend(doc)["models"][CLAUDE]
    assert (rec["default"], rec["thresholds"], rec["cache_aware"]) == (4000, [4000], True)
    assert "cache-aware strategy" in rec["reasoning"]
    # Without cache-aware replays it falls back to the strategy as given.
    for r in doc["thresholds"]:
        del r["cache_aware"]
    rec = recommend(doc)["models"][CLAUDE]
    assert (rec["default"], rec["cache_aware"]) == (8000, False)


def test_it_skips_the_cache_aware_replays_when_asked(conversations):
    doc = run_sweep(conversations[:1], [3000], workers=1, cache_aware=False)
    assert doc["cache_aware"] is False
    assert "cache_aware" not in doc["thresholds"][0]


def test_the_command_prints_cache_blind_and_cache_aware_side_by_side(convo_dir):
    out = io.StringIO()
    call_command("sweep", str(convo_dir), "--thresholds", "3000", "--workers", "1",
                 "--no-progress", "--models", CLAUDE, stdout=out, stderr=io.StringIO())  # fmt: skip
    text = out.getvalue()
    assert "Cache-blind vs cache-aware" in text
    assert "cached saving% blind" in text
    out = io.StringIO()
    call_command("sweep", str(convo_dir), "--thresholds", "3000", "--workers", "1",
                 "--no-progress", "--no-cache-aware", "--json", stdout=out)  # fmt: skip
    assert "cache_aware" not in json.loads(out.getvalue())["thresholds"][0]


def test_compare_shows_each_memorylab_strategy_blind_and_aware(conversations):
    doc = run_compare(
        conversations,
        BaselineOptions(budget=3000, min_saving_tokens=500),
        names=["none", "micro", "micro+extractive"],
        models=[CLAUDE],
        workers=1,
    )
    by_name = {s["name"]: s for s in doc["strategies"]}
    assert "cache_aware" not in by_name["none"]
    rows = {r["strategy"]: r for r in doc["cache_aware"][CLAUDE]}
    assert set(rows) == {"micro", "micro+extractive"}
    for name, r in rows.items():
        aware = by_name[name]["cache_aware"][CLAUDE]
        assert r["aware_cost_cached_usd"] == aware["costs"]["cost_cached_usd"]
        assert r["blind_cost_cached_usd"] == by_name[name]["costs"][CLAUDE]["cost_cached_usd"]
    # micro alone is where edits cost most with caching: the rule must not make it dearer.
    assert rows["micro"]["aware_cost_cached_usd"] <= rows["micro"]["blind_cost_cached_usd"]


def test_compare_from_the_command_line_prints_the_side_by_side(convo_dir):
    out = io.StringIO()
    call_command("sweep", str(convo_dir), "--compare", "--budget", "3000", "--baselines",
                 "none,micro", "--models", CLAUDE, "--workers", "1", "--no-progress",
                 stdout=out, stderr=io.StringIO())  # fmt: skip
    assert f"cache-blind vs cache-aware ({CLAUDE}" in out.getvalue()


# -- the engine's rule and the sweep's billing agree -------------------------------------


def test_the_rules_gain_is_the_billings_edit_gain():
    # One edit of 1000 cached tokens to 200, 7 calls after: both say the same money.
    prices = Prices(input=1.0, cached_input=0.1, cache_write=1.25, output=0.0)
    billing = edit_gain(1000, 200, 7, prices)
    rule = CacheRule(CachePrices(read=0.1, write=1.25))
    decision = rule.decide(EditCost(old_cached=1000, old_fresh=0, new=200), 7, "edit")
    assert decision.gain == pytest.approx(billing)
    assert billing == pytest.approx(1000 * 0.1 - 200 * 1.25 + 800 * 0.1 * 7)


def test_it_invalidates_what_the_sweeps_billing_says_it_invalidates(conversations):
    """Every cache-aware edit's ``cache_invalidated_tokens`` equals what the billing model
    finds cached by the previous call and changed in the next one."""
    strategy = cache_aware_spec(default_strategy(), CLAUDE)
    est = estimator_for(strategy)
    checked = 0
    for conv in conversations:
        memory = build_memory(sweep_spec(strategy, 3000, None), estimator=est)
        report, prompts = replay_recorded(conv, memory)
        edits = [
            e
            for turn in report.turns
            for e in turn.events
            if e["type"] in ("micro_compact", "auto_compact")
        ]
        # The billing's view: per call, tokens of the previous prompt from the first change.
        invalidated = []
        for prev, cur in zip(prompts, prompts[1:], strict=False):
            same = 0
            for a, b in zip(prev.keys, cur.keys, strict=False):
                if a != b:
                    break
                same += 1
            if same < len(prev.keys):
                invalidated.append(sum(prev.tokens[same:]))
        assert sorted(e["cache_invalidated_tokens"] for e in edits) == sorted(invalidated)
        checked += len(edits)
    assert checked > 0
    assert prices_for(CLAUDE) is not None

"""The prompt-cache cost model on a hand-computed example."""

from __future__ import annotations

import pytest

from evaluation.costs import Prices, Prompt, cached_tokens, first_changed, prices_for, task_cost

PRICES = Prices(input=1.0, cached_input=0.1, cache_write=1.25, output=0.0)
P1 = Prompt(("a", "b"), (100, 50))
P2 = Prompt(("a", "b", "c"), (100, 50, 30))
P3 = Prompt(("a", "b2", "c", "d"), (100, 10, 30, 20))  # b edited (a placeholder), d appended


def test_it_finds_the_first_changed_message():
    assert first_changed(None, P1) == 0
    assert first_changed(P1, P2) == 2
    assert first_changed(P2, P3) == 1
    assert cached_tokens(P1, P2) == 150
    assert cached_tokens(P2, P3) == 100


def test_it_bills_the_cached_prefix_at_the_cached_price():
    cost = task_cost("hand", [P1, P2, P3], prices=PRICES)
    assert cost is not None
    # Without caching: every prompt token at the input price.
    assert cost.uncached_usd == pytest.approx(150 + 180 + 160)
    # With caching: P1 all written (150 * 1.25); P2 reads 150, writes 30;
    # P3 reads only "a" (100) because "b" changed, writes 10 + 30 + 20.
    assert cost.cached_usd == pytest.approx(187.5 + (15 + 37.5) + (10 + 75))
    assert cost.cached_tokens == 250
    assert cost.invalidated_tokens == 80  # b and c had been cached by P2


def test_it_counts_an_edit_that_costs_more_than_it_saves():
    cost = task_cost("hand", [P1, P2, P3], prices=PRICES)
    assert cost is not None
    # The edit replaced 80 cached tokens (b, c) by 40 that must be written again, and no
    # call follows to enjoy the saving: 80 * 0.1 - 40 * 1.25 = -42.
    assert cost.edits == 1
    assert cost.losing_edits == 1
    assert cost.edits_net_usd == pytest.approx(-42.0)
    later = Prompt(("a", "b2", "c", "d", "e"), (100, 10, 30, 20, 5))
    many = task_cost("hand", [P1, P2, P3] + [later] * 20, prices=PRICES)
    assert many is not None
    # 20 later calls each read 40 fewer cached tokens: +80 pays back the -42.
    assert many.losing_edits == 0


def test_it_prices_summarizer_calls_from_the_local_price_map():
    gpt4o = prices_for("gpt-4o")
    assert gpt4o is not None and gpt4o.cached_input < gpt4o.input
    cost = task_cost("gpt-4o", [P1], [("gpt-4o", 1000, 100), ("extractive", 0, 0)])
    assert cost is not None
    assert cost.compaction_usd == pytest.approx(1000 * gpt4o.input + 100 * gpt4o.output)


def test_it_knows_when_a_model_has_no_price():
    assert prices_for("no-such-model-anywhere") is None
    assert task_cost("no-such-model-anywhere", [P1]) is None

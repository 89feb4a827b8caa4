"""The cache-aware benefit rule, one decision at a time, on hand-made token counts.

Prices are explicit ratios (Anthropic's: a cached read costs 0.1 of a fresh input token, a
cache write 1.25), so every number below can be recounted from the comments.
"""

from __future__ import annotations

import pytest

from compaction.engine import Entry, Message, SessionState
from compaction.engine.cache import CachePrices, CacheRule, EditCost, cached_until

ANTHROPIC = CachePrices(read=0.1, write=1.25)


def entry(role: str, tokens: int, kind: str = "raw") -> Entry:
    return Entry(
        message=Message.text_message(role, f"{role} {tokens}"), tokens=tokens, turn=1, kind=kind
    )


def session(calls: int, *, grown: int = 0, first_prompt: int = 200) -> SessionState:
    """sys 100 | user 100 | m1 10 | t1 1000 | m2 10 | t2 1000 | m3 10 | t3 1000.

    m3 is the last model message: the previous call's prompt (what the provider has cached)
    is everything before it, sys..t2 (index 0-5); m3 and t3 are fresh. 3230 tokens."""
    state = SessionState(session_id="s")
    for role, tokens in [
        ("system", 100), ("user", 100), ("model", 10), ("tool", 1000),
        ("model", 10), ("tool", 1000), ("model", 10), ("tool", 1000),
    ]:  # fmt: skip
        state.add(entry(role, tokens))
    state.model_calls = calls
    state.first_prompt_tokens = first_prompt
    state.raw_tokens = first_prompt + grown
    return state


def placeholders(state: SessionState, *indexes: int, tokens: int = 100) -> list[Entry]:
    """The context with the tool results at ``indexes`` replaced by ``tokens``-token placeholders."""
    new = list(state.entries)
    for i in indexes:
        new[i] = new[i].replace(tokens=tokens, kind="placeholder")
    return new


def test_it_finds_what_the_provider_has_cached() -> None:
    state = session(3)
    assert cached_until(state.entries) == 6  # everything before m3
    assert cached_until([entry("user", 5)]) == 0  # no model call yet: nothing cached


def test_it_edits_now_when_the_saving_pays_for_the_cache_write() -> None:
    rule = CacheRule(ANTHROPIC)
    # 1000 cached tokens become 200: the next call writes 200 at 1.25 instead of reading
    # 1000 at 0.1: write cost 250 - 100 = 150; every later call reads 800 fewer: saves 80.
    decision = rule.decide(EditCost(old_cached=1000, old_fresh=0, new=200), 10, "edit")
    assert decision.write_cost == pytest.approx(150)
    assert decision.saving_per_call == pytest.approx(80)
    assert decision.payback_calls == 2  # 80 after one call < 150 <= 160 after two
    assert decision.gain == pytest.approx(80 * 10 - 150)
    assert decision.go


def test_it_waits_when_the_session_is_not_expected_to_last_until_payback() -> None:
    rule = CacheRule(ANTHROPIC)
    decision = rule.decide(EditCost(old_cached=1000, old_fresh=0, new=200), 1, "edit")
    assert decision.payback_calls == 2
    assert decision.gain == pytest.approx(80 - 150)
    assert not decision.go
    assert decision.reason.startswith("wait:")


def test_it_costs_nothing_extra_when_the_edit_shrinks_enough() -> None:
    rule = CacheRule(CachePrices(read=0.5, write=1.0))  # OpenAI: no write premium
    # 1000 cached -> 200 written: 200 * 1.0 - 1000 * 0.5 = -300: the next call is cheaper.
    decision = rule.decide(EditCost(old_cached=1000, old_fresh=0, new=200), 0, "edit")
    assert decision.write_cost == pytest.approx(-300)
    assert decision.payback_calls == 0
    assert decision.go


def test_it_counts_fresh_tokens_as_written_anyway() -> None:
    rule = CacheRule(ANTHROPIC)
    # 500 fresh tokens become 100: they would have been written at 1.25 anyway, so the edit
    # makes the next call 1.25 * 400 = 500 cheaper.
    decision = rule.decide(EditCost(old_cached=0, old_fresh=500, new=100), 0, "edit")
    assert decision.write_cost == pytest.approx(-500)
    assert decision.go


def test_it_waits_for_a_batch_and_then_clears_it_in_one_edit() -> None:
    rule = CacheRule(ANTHROPIC)
    state = session(calls=3)  # Lindy: 3 calls so far, 3 more expected
    assert rule.expected_calls(state) == 3
    # One placeholder (t1: 1000 -> 100). From t1 on: cached t1 m2 t2 = 2010, fresh m3 t3
    # = 1010, after the edit 100 + 10 + 1000 + 10 + 1000 = 2120, saved 900.
    # write cost = 1.25 * 2120 - 0.1 * 2010 - 1.25 * 1010 = 2650 - 201 - 1262.5 = 1186.5;
    # saving per call 0.1 * 900 = 90: pays back after 14 calls, 3 expected -> wait.
    one = rule.micro(state, placeholders(state, 3))
    assert one.saved_tokens == 900
    assert one.invalidated_tokens == 2010
    assert one.write_cost == pytest.approx(1186.5)
    assert one.payback_calls == 14
    assert not one.go
    # The smallest batch that pays from t1 within 3 calls: saved * (0.1 * 3 + 1.25) >
    # 2010 * (1.25 - 0.1), saved > 2311.5 / 1.55 = 1491.3.
    assert one.min_batch_tokens == 1492
    # Both old results (t1, t2 -> 100 each): after 100 + 10 + 100 + 10 + 1000 = 1220, saved
    # 1800; write cost = 1.25 * 1220 - 201 - 1262.5 = 61.5, saving 180 per call: pays
    # back after 1 call -> edit now.
    batch = rule.micro(state, placeholders(state, 3, 5))
    assert batch.saved_tokens == 1800
    assert batch.write_cost == pytest.approx(61.5)
    assert batch.payback_calls == 1
    assert batch.go


def test_it_edits_the_single_result_once_the_session_is_long() -> None:
    rule = CacheRule(ANTHROPIC)
    # Same edit as above (payback 14) after 20 calls: 20 expected, gain 90 * 20 - 1186.5.
    decision = rule.micro(session(calls=20), placeholders(session(calls=20), 3))
    assert decision.expected_calls == 20
    assert decision.gain == pytest.approx(613.5)
    assert decision.go


def test_it_bounds_the_remaining_calls_estimate() -> None:
    rule = CacheRule(ANTHROPIC, max_expected_calls=10)
    assert rule.expected_calls(session(calls=500)) == 10
    assert rule.expected_calls(session(calls=0)) == 1


def test_it_leaves_messages_to_a_due_auto_compact() -> None:
    rule = CacheRule(ANTHROPIC, auto_threshold=3000)
    state = session(calls=20, grown=2000)  # 3230 tokens, over the threshold
    decision = rule.micro(state, placeholders(state, 3, 5))
    assert not decision.go  # the batch alone would pay (above), but the summary replaces it
    assert "auto_compact is due" in decision.reason


def test_it_counts_only_the_calls_before_auto_compact_would_replace_the_edit() -> None:
    rule = CacheRule(ANTHROPIC, auto_threshold=5000, summary_tokens=500)
    # 25 calls so far, growth (2700 - 200) / 25 = 100 tokens per call: without the edit
    # auto_compact comes after ceil((5000 - 3230) / 100) = 18 calls, with the single edit
    # (saved 900) 9 calls later; for min(25 - 18, 9) = 7 of those the context is 5000 - 600
    # (system + summary) - 900 = 3500 tokens larger than after a compaction.
    # Calls that count: 18 - 7 * 3500 / 900 = -9.2: the edit only delays a cheaper shrink.
    state = session(calls=25, grown=2500)
    assert rule.calls_until_auto(state, state.tokens) == 18
    decision = rule.micro(state, placeholders(state, 3))
    assert decision.expected_calls == pytest.approx(18 - 7 * 3500 / 900)
    assert not decision.go
    # Without auto_compact the same edit pays: 25 calls, 90 * 25 - 1186.5 > 0.
    assert CacheRule(ANTHROPIC).micro(state, placeholders(state, 3)).go


def test_it_compacts_now_when_the_summary_pays_within_the_expected_calls() -> None:
    # A summary of 500 for everything after the system prompt. Cached user..t2 = 2120,
    # fresh m3 t3 = 1010; write cost = 1.25 * 500 - 0.1 * 2120 - 1.25 * 1010 = 625 - 212 -
    # 1262.5 = -849.5: the compaction makes the very next call cheaper.
    rule = CacheRule(ANTHROPIC)
    decision = rule.auto(session(calls=3), summary_tokens=500, request_tokens=0, system_tokens=100)
    assert decision.saved_tokens == 3130 - 500
    assert decision.write_cost == pytest.approx(-849.5)
    assert decision.go


def test_it_waits_when_the_summarizer_costs_more_than_the_calls_left_save() -> None:
    # An LLM summarizer priced like fresh input: it reads 4000 and writes 500 tokens, so the
    # compaction costs -849.5 + 4000 + 500 = 3650.5; it saves 0.1 * 2630 = 263 per call:
    # payback after 14 calls.
    rule = CacheRule(CachePrices(read=0.1, write=1.25, summary_input=1.0, summary_output=1.0))
    early = rule.auto(session(calls=3), summary_tokens=500, request_tokens=4000, system_tokens=100)
    assert early.write_cost == pytest.approx(3650.5)
    assert early.payback_calls == 14
    assert not early.go  # later: maybe the session lasts, or it ends first
    late = rule.auto(session(calls=30), summary_tokens=500, request_tokens=4000, system_tokens=100)
    assert late.go


def test_it_compares_compacting_now_with_compacting_at_the_next_call() -> None:
    rule = CacheRule(ANTHROPIC, auto_threshold=3000)
    state = session(calls=5, grown=5000)  # growth 1000 tokens per call
    # Waiting one call reads the 1000 saved tokens once more, but the later summary also
    # covers the 1000 tokens that call adds, which compacting now keeps for min(5, (3000 -
    # 600) / 1000 = 2.4) calls: 0.1 * (1000 * 2.4 - 1000) = 140 cheaper later.
    assert rule.later_advantage(state, saved=1000, after=600, calls=5) == pytest.approx(140)
    # Saving more than the context grows until the next compaction: now is cheaper.
    assert rule.later_advantage(state, saved=2630, after=600, calls=5) == pytest.approx(-23)
    # Over the threshold (3230 > 3000) the saving (3230 - 600 = 2630) exceeds threshold -
    # after (2400), so auto() compacts now.
    assert rule.auto(state, summary_tokens=500, request_tokens=0, system_tokens=100).go
    # Under it (a manual look at 3230 with a 4000 threshold) waiting would be cheaper:
    # 0.1 * (1000 * 3.4 - 2630) = 77.
    under = CacheRule(ANTHROPIC, auto_threshold=4000)
    decision = under.auto(state, summary_tokens=500, request_tokens=0, system_tokens=100)
    assert not decision.go
    assert "cheaper by 77" in decision.reason

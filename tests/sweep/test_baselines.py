"""The baselines' rules: trim_messages and clear_tool_uses as their authors define them."""

from __future__ import annotations

from compaction.engine import Entry, Message
from compaction.engine.formats import load_conversations
from compaction.engine.replay import replay
from evaluation.baselines import (
    CLEARED,
    BaselineOptions,
    ClearToolUsesMemory,
    TrimMessagesMemory,
    make_baseline,
    run_compare,
    trim_entries,
)

from .builders import agent_run


def _entry(role: str, tokens: int, seq: int) -> Entry:
    msg = Message.text_message(role, f"{role} {seq}")
    return Entry(message=msg, tokens=tokens, turn=1, seq=seq)


def test_it_trims_to_the_budget_starting_on_a_user_message():
    entries = [
        _entry("system", 10, 1),
        _entry("user", 100, 2),
        _entry("model", 50, 3),
        _entry("user", 100, 4),
        _entry("model", 300, 5),
        _entry("user", 40, 6),
        _entry("model", 30, 7),
    ]
    kept = trim_entries(entries, 500)
    # From the end 30 + 40 + 300 + 100 = 470 fit beside the system prompt (10); the next
    # (50) does not. The run already starts on a user message.
    assert [e.seq for e in kept] == [1, 4, 5, 6, 7]
    assert sum(e.tokens for e in kept) <= 500
    kept = trim_entries(entries, 420)
    # 30 + 40 + 300 fit; the run would start on a model message, so it starts later.
    assert [e.seq for e in kept] == [1, 6, 7]
    assert kept[1].message.role == "user"


def test_it_keeps_only_the_system_prompt_when_no_user_message_fits():
    entries = [_entry("system", 10, 1), _entry("user", 100, 2), _entry("model", 50, 3)]
    assert [e.seq for e in trim_entries(entries, 80)] == [1]


def test_it_never_sends_more_than_the_trim_budget():
    conv = load_conversations(agent_run("trim", 10))[0]
    memory = TrimMessagesMemory(1500)
    report = replay(conv, memory)
    assert report.calls and all(c.context_tokens <= 1500 for c in report.calls)
    # One user message, at the start: a long single-turn run loses it (the rule, not a bug).
    assert [m.role for m in report.final_context] == ["system"]


def test_it_clears_all_but_the_last_three_tool_results_over_the_trigger():
    conv = load_conversations(agent_run("clear", 6))[0]
    memory = ClearToolUsesMemory(trigger=2000, keep=3)
    replay(conv, memory, session_id="clear")
    tools = [m for m in memory.context("clear") if m.role == "tool"]
    outputs = [m.tool_responses[0]["output"] for m in tools]
    assert outputs[:3] == [CLEARED] * 3
    assert all(o != CLEARED for o in outputs[3:]) and len(outputs[3:]) == 3
    # Tool-call inputs stay: only results are cleared.
    calls = [m for m in memory.context("clear") if m.role == "model" and m.tool_requests]
    assert len(calls) == 6


def test_it_clears_nothing_under_the_trigger():
    conv = load_conversations(agent_run("small", 3))[0]
    memory = ClearToolUsesMemory(trigger=100_000, keep=3)
    replay(conv, memory, session_id="small")
    assert all(
        m.tool_responses[0]["output"] != CLEARED
        for m in memory.context("small")
        if m.role == "tool"
    )


def test_it_batches_micro_compaction_with_clear_at_least():
    options = BaselineOptions(budget=100_000)
    every_turn = make_baseline("micro", options)
    batched = make_baseline("micro@3000", options)
    assert every_turn.spec.micro_compact.clear_at_least_tokens == 0
    assert batched.spec.micro_compact.clear_at_least_tokens == 3000
    assert not batched.spec.auto_compact.enabled


def test_it_compares_every_baseline_on_the_same_conversations(conversations):
    doc = run_compare(
        conversations,
        BaselineOptions(budget=3000, min_saving_tokens=500),
        names=[
            "none",
            "window",
            "trim",
            "clear_tool_uses",
            "micro",
            "micro+extractive",
            "micro@2000",
        ],
        workers=1,
    )
    by_name = {s["name"]: s for s in doc["strategies"]}
    assert by_name["none"]["tokens_pct_of_baseline"] == 100.0
    assert by_name["micro"]["tokens_per_task"] < by_name["none"]["tokens_per_task"]
    assert by_name["micro+extractive"]["compactions"] > 0
    for s in doc["strategies"]:
        assert {c["id"] for c in s["conversations"]} == {"alpha", "beta", "gamma"}
    caching = doc["caching"]["gpt-4o"]
    assert [v["strategy"] for v in caching] == ["micro", "micro@2000", "micro (cache-aware)"]
    # Batching breaks the cache less often.
    assert caching[1]["edits"] < caching[0]["edits"]
    # The cache-aware rule batches too where cache writes are dear (Anthropic: reads at a
    # tenth, writes at 1.25), and never edits more often than every turn.
    assert caching[2]["clear_at_least_tokens"] == "rule"
    assert caching[2]["edits"] <= caching[0]["edits"]
    claude = {v["strategy"]: v for v in doc["caching"]["claude-sonnet-4-5"]}
    assert claude["micro (cache-aware)"]["edits"] < claude["micro"]["edits"]


def test_it_runs_the_llm_summarizer_through_litellm_mocked(conversations):
    doc = run_compare(
        [c for c in conversations if c.id == "alpha"],
        BaselineOptions(budget=3000, min_saving_tokens=500),
        names=["micro+llm"],
        workers=1,
    )
    [s] = doc["strategies"]
    [row] = s["conversations"]
    assert s["compactions"] > 0
    assert row["compaction_request_tokens"] > 0 and row["compaction_response_tokens"] > 0
    assert row["compaction_cost_usd"] > 0  # gpt-4o-mini's price from the local map

"""ChatHistoryMemory: today's HistoryMemory behaviour (turns, max_turns window)."""

from __future__ import annotations

import pytest
from engine_builders import FlakyOps, answer, system, user

from compaction.engine import ChatHistoryMemory, ContextFullError, JsonlArchive, build_memory


def chat(make_spec, **spec) -> ChatHistoryMemory:
    memory = build_memory(make_spec(backend="chat_history", **spec))
    assert isinstance(memory, ChatHistoryMemory)
    return memory


def play_turns(memory: ChatHistoryMemory, n: int, sid: str = "s1") -> None:
    for i in range(1, n + 1):
        if i > 1:
            memory.next_turn(sid)
        memory.append(sid, user(f"question {i}"), answer(f"answer {i}"))


def test_it_opens_turn_one_on_the_first_append(make_spec) -> None:
    memory = chat(make_spec)
    assert memory.is_empty("s1") and memory.state("s1") is None
    memory.append("s1", user("hi"))
    state = memory.state("s1")
    assert state is not None and state.turn == 1
    assert memory.next_turn("s1").turn == 2
    memory.append("s1", user("again"))
    assert [e.turn for e in memory.context_entries("s1")] == [1, 2]


def test_it_keeps_the_last_max_turns_turns_including_the_current_one(make_spec) -> None:
    memory = chat(make_spec, max_turns=3, on_full="evict")
    memory.append("s1", system("rules"))
    play_turns(memory, 5)
    res = memory.append("s1", user("question 5b"))
    assert res.context_tokens == memory.context_tokens("s1")
    texts = [m.text for m in memory.context("s1")][:-1]
    assert texts == [
        "rules",
        "question 3",
        "answer 3",
        "question 4",
        "answer 4",
        "question 5",
        "answer 5",
    ]
    assert memory.context_tokens("s1") == sum(e.tokens for e in memory.context_entries("s1"))
    # history is the full raw conversation, evicted turns included.
    assert [m.text for m in memory.history("s1")][:3] == ["rules", "question 1", "answer 1"]
    assert len(memory.history("s1")) == 12


def test_it_raises_context_full_when_the_current_turn_is_the_last(make_spec) -> None:
    memory = chat(make_spec, max_turns=2)
    play_turns(memory, 2)
    with pytest.raises(ContextFullError) as info:
        memory.next_turn("s1")
    assert "context is full, please create a new session" in str(info.value)
    # Nothing changed: the session still shows both turns and stays on turn 2.
    state = memory.state("s1")
    assert state is not None and state.turn == 2
    assert len(memory.context("s1")) == 4
    with pytest.raises(ContextFullError):
        memory.next_turn("s1")


def test_it_with_one_turn_allowed_is_full_after_the_first_turn(make_spec) -> None:
    memory = chat(make_spec, max_turns=1)
    memory.append("s1", user("only"))
    with pytest.raises(ContextFullError, match="context is full, please create a new session"):
        memory.next_turn("s1")


def test_it_evicts_the_oldest_turn_when_on_full_is_evict(make_spec) -> None:
    memory = chat(make_spec, max_turns=2, on_full="evict")
    play_turns(memory, 2)
    result = memory.next_turn("s1")
    assert result.turn == 3
    assert result.events == [{"type": "evict", "turn": 1, "messages": 2}]
    assert [m.text for m in memory.context("s1")] == ["question 2", "answer 2"]
    state = memory.state("s1")
    assert state is not None and len(state.entries) == 2  # bounded, not just hidden


def test_it_does_not_compact(make_spec) -> None:
    memory = chat(make_spec)
    memory.append("s1", user("hi"))
    result = memory.compact("s1")
    assert not result.ok and "does not compact" in result.reason


def test_it_clears_the_context_but_not_the_history(make_spec) -> None:
    memory = chat(make_spec)
    play_turns(memory, 2)
    memory.clear("s1")
    assert memory.is_empty("s1") and memory.context("s1") == []
    assert len(memory.history("s1")) == 4
    memory.append("s1", user("fresh"))
    state = memory.state("s1")
    assert state is not None and state.turn == 1


def test_it_does_not_archive_twice_when_a_full_session_retries(make_spec, tmp_path) -> None:
    ops = FlakyOps()
    spec = make_spec(backend="chat_history", max_turns=1)
    memory = ChatHistoryMemory(spec, archive=JsonlArchive(spec.archive.path, ops=ops))
    ops.fail_write = 28  # ENOSPC
    result = memory.append("s1", user("kept in memory"))
    assert not result.archived and "failed" in (result.error or "")
    ops.fail_write = None
    for _ in range(2):
        with pytest.raises(ContextFullError):
            memory.next_turn("s1")
    memory.append("s1", answer("reply"))
    assert [m.text for m in memory.history("s1")] == ["kept in memory", "reply"]

"""The Memory interface shared by both backends, and runtime state."""

from __future__ import annotations

import errno

import pytest
from engine_builders import FakeSummarizer, FlakyOps, answer, system, tool_round, user

from compaction.engine import (
    ChatHistoryMemory,
    CompactableMemory,
    Entry,
    InMemoryContextStore,
    InvalidMessage,
    JsonlArchive,
    Message,
    SessionState,
    TokenEstimator,
    build_memory,
)


@pytest.fixture(params=["chat_history", "compactable"])
def memory(request, make_spec):
    return build_memory(make_spec(backend=request.param), summarizer=FakeSummarizer())


def test_it_appends_messages_and_dicts(memory) -> None:
    res = memory.append("s1", user("hi"), {"role": "model", "content": [{"text": "hello"}]})
    assert res.appended == 2 and res.archived and res.error is None
    assert res.seqs == [1, 2]
    assert res.context_tokens == TokenEstimator().count_all([user("hi"), answer("hello")])
    assert memory.context("s1") == [user("hi"), answer("hello")]
    assert memory.context_tokens("s1") == res.context_tokens
    assert [e.seq for e in memory.context_entries("s1")] == [1, 2]


def test_it_refuses_an_invalid_dict_without_appending_anything(memory) -> None:
    with pytest.raises(InvalidMessage, match=r"^messages\[1\]\.role"):
        memory.append("s1", user("ok"), {"role": "robot", "content": []})
    assert memory.is_empty("s1") and memory.history("s1") == []


def test_it_refuses_a_message_the_archive_could_not_store(memory) -> None:
    bad = Message.from_dict({"role": "user", "content": [{"text": "lone \ud800"}]})
    with pytest.raises(InvalidMessage, match=r"^messages\[1\]\.content\[0\]\.text: not storable"):
        memory.append("s1", user("fine"), bad)
    assert memory.is_empty("s1") and memory.history("s1") == []


def test_it_keeps_sessions_apart(memory) -> None:
    memory.append("a", user("for a"))
    memory.append("b", user("for b"))
    assert [m.text for m in memory.context("a")] == ["for a"]
    assert [m.text for m in memory.history("b")] == ["for b"]


def test_it_reports_empty_sessions(memory) -> None:
    assert memory.is_empty("s1") and memory.context("s1") == [] and memory.history("s1") == []
    assert memory.context_tokens("s1") == 0
    memory.append("s1", user("x"))
    assert not memory.is_empty("s1")
    memory.clear("s1")
    assert memory.is_empty("s1") and memory.state("s1") is None


def test_it_opens_no_turn_before_the_first_append(memory) -> None:
    assert memory.next_turn("s1").turn == 0
    memory.append("s1", user("first"))
    state = memory.state("s1")
    assert state is not None and state.turn == 1


def test_it_numbers_turns(memory) -> None:
    memory.append("s1", user("one"))
    assert memory.step("s1").turn == 1
    assert memory.next_turn("s1").turn == 2
    memory.append("s1", user("two"))
    assert [e.turn for e in memory.context_entries("s1")] == [1, 2]


def test_it_evicts_no_message_the_archive_has_not_taken(make_spec) -> None:
    ops = FlakyOps()
    spec = make_spec(backend="chat_history", max_turns=1, on_full="evict")
    memory = ChatHistoryMemory(spec, archive=JsonlArchive(spec.archive.path, ops=ops))
    ops.fail_write = errno.EIO
    memory.append("s1", user("t1"))
    memory.next_turn("s1")  # archive still failing: t1 leaves the window, not the state
    assert memory.context("s1") == []
    assert memory.append("s1", user("t2")).context_tokens == memory.context_tokens("s1")
    ops.fail_write = None
    memory.step("s1")
    assert [m.text for m in memory.history("s1")] == ["t1", "t2"]
    assert [m.text for m in memory.context("s1")] == ["t2"]
    memory.next_turn("s1")
    state = memory.state("s1")
    assert state is not None and [e.message.text for e in state.entries] == []


def test_it_serializes_session_state_exactly() -> None:
    est = TokenEstimator()
    state = SessionState(
        "s1",
        turn=3,
        failures=2,
        breaker_open=True,
        compactions=4,
        micro_compactions=5,
        archive_unhealthy=True,
        unarchived=1,
    )
    for seq, msg in enumerate([system(), user("u"), *tool_round("a")], start=1):
        state.add(Entry(message=msg, tokens=est.count(msg), turn=3, seq=seq))
    state.add(Entry(message=answer("pending"), tokens=7, turn=3, seq=None, kind="raw"))
    state.raw_tokens = 999
    data = state.to_dict()
    back = SessionState.from_dict(data)
    assert back.to_dict() == data
    assert back.entries == state.entries and back.tokens == state.tokens
    assert back.breaker_open and back.unarchived == 1


def test_it_leaves_the_stored_state_unchanged_when_a_transaction_fails() -> None:
    store = InMemoryContextStore()
    with store.transaction("s1") as state:
        state.turn = 1
        state.add(Entry(message=user("kept"), tokens=3, turn=1))
    with pytest.raises(RuntimeError), store.transaction("s1") as state:
        state.turn = 9
        state.add(Entry(message=user("lost"), tokens=3, turn=9))
        raise RuntimeError("boom")
    kept = store.peek("s1")
    assert (
        kept is not None and kept.turn == 1 and [e.message.text for e in kept.entries] == ["kept"]
    )
    assert kept.tokens == 3


def test_it_works_with_the_in_memory_archive(make_spec) -> None:
    spec = make_spec(
        archive={"enabled": False},
        micro_compact=False,
        auto_compact={"threshold_tokens": 1500, "min_saving_tokens": 100},
    )
    memory = CompactableMemory(spec, summarizer=FakeSummarizer())
    sent = [system(), user("go"), *tool_round("a"), *tool_round("b")]
    memory.append("s1", *sent)
    turn = memory.next_turn("s1")
    assert any(e["type"] == "auto_compact" for e in turn.events)
    assert memory.history("s1") == sent
    summary = memory.context("s1")[1]
    assert summary.memorylab["archive_range"] == "archive://s1/1-6"


def test_it_runs_compaction_layers_in_order_and_survives_a_failing_one(make_spec) -> None:
    spec = make_spec(auto_compact={"threshold_tokens": 1500, "min_saving_tokens": 100})
    memory = CompactableMemory(spec, summarizer=FakeSummarizer())
    assert [layer.name for layer in memory.layers] == ["micro", "auto"]
    seen: list[str] = []

    class Broken:
        name = "broken"

        def apply(self, state: SessionState) -> list[dict]:
            seen.append(f"broken saw {len(state.entries)}")
            state.set_entries(state.entries[:1])  # a half-done change must not stick
            state.failures = 99
            raise RuntimeError("layer bug")

    memory.layers.insert(0, Broken())
    memory.append("s1", user("go"), answer("ok"))
    turn = memory.step("s1")
    assert {"type": "broken_failed", "error": "RuntimeError('layer bug')"} in turn.events
    assert memory.context("s1") == [user("go"), answer("ok")]
    state = memory.state("s1")
    assert state is not None and state.failures == 0
    assert state.tokens == sum(e.tokens for e in state.entries)
    memory.step("s1")
    assert seen == ["broken saw 2", "broken saw 2"]


def test_it_reports_a_summarizer_that_cannot_estimate_as_a_failed_layer(make_spec) -> None:
    class NoEstimate(FakeSummarizer):
        def estimate_tokens(self, request):
            raise ValueError("no estimate")

    spec = make_spec(
        micro_compact=False, auto_compact={"threshold_tokens": 1500, "min_saving_tokens": 100}
    )
    memory = CompactableMemory(spec, summarizer=NoEstimate())
    memory.append("s1", user("go"), *tool_round("a"), *tool_round("b"))
    turn = memory.next_turn("s1")
    assert turn.turn == 2
    assert [e["type"] for e in turn.events] == ["auto_failed"]
    assert len(memory.context("s1")) == 5


def test_it_stays_consistent_with_threads_appending_stepping_and_compacting(make_spec) -> None:
    import threading

    from compaction.engine import conversation_problems

    spec = make_spec(auto_compact={"threshold_tokens": 1500, "min_saving_tokens": 100})
    memory = CompactableMemory(spec, summarizer=FakeSummarizer())
    memory.append("s1", system())
    errors: list[BaseException] = []

    def guard(fn):
        def run(*args):
            try:
                fn(*args)
            except BaseException as exc:  # pragma: no cover - reported below
                errors.append(exc)

        return run

    @guard
    def talker(t: int) -> None:
        for i in range(15):
            memory.append("s1", user(f"t{t} q{i} " * 20), answer(f"t{t} a{i} " * 20))

    @guard
    def stepper() -> None:
        for _ in range(30):
            memory.step("s1")

    @guard
    def compactor() -> None:
        for _ in range(5):
            memory.compact("s1")

    threads = [threading.Thread(target=talker, args=(t,)) for t in range(4)]
    threads += [threading.Thread(target=stepper), threading.Thread(target=compactor)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert errors == []
    history = memory.history("s1")
    assert len(history) == 1 + 4 * 15 * 2
    for t in range(4):
        mine = [m.text for m in history if m.text.startswith(f"t{t} ")]
        assert mine == [f"t{t} {k}{i} " * 20 for i in range(15) for k in ("q", "a")]
    seqs = [r.seq for r in memory.archive.read("s1")]
    assert seqs == list(range(1, len(seqs) + 1))
    state = memory.state("s1")
    assert state is not None and state.tokens == sum(e.tokens for e in state.entries)
    assert conversation_problems(memory.context("s1")) == []
    assert memory.context("s1")[0] == system()

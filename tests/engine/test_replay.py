"""replay: the agent loop it imitates, its token accounting and what it records."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine_builders import FakeSummarizer, answer, big_output, call, result, system, user

from compaction.engine import (
    CallContext,
    ChatHistoryMemory,
    CompactableMemory,
    MemorySpec,
    conversation_problems,
    to_openai,
)
from compaction.engine.formats import Conversation, load_conversations
from compaction.engine.replay import aggregate, fresh_session_id, replay, summary_table
from compaction.engine.tokens import TokenEstimator

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "formats"
NO_COMPACTION = {"micro_compact": False, "auto_compact": {"enabled": False}}


class Spy:
    """A memory that logs the calls replay makes, then delegates to a real one."""

    def __init__(self, memory: Any) -> None:
        self.memory = memory
        self.spec = memory.spec
        self.estimator = memory.estimator
        self.log: list[str] = []

    def append(self, sid: str, *messages: Any) -> Any:
        for m in messages:
            self.log.append(f"append {m.role}")
        return self.memory.append(sid, *messages)

    def step(self, sid: str) -> Any:
        self.log.append("step")
        return self.memory.step(sid)

    def next_turn(self, sid: str) -> Any:
        self.log.append("next_turn")
        return self.memory.next_turn(sid)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.memory, name)


def tool_heavy(turns: int = 3, rounds: int = 4, lines: int = 80) -> list[Any]:
    """A coding session: each turn asks, runs several big tool calls and answers."""
    messages = [system()]
    for t in range(turns):
        messages.append(user(f"Task {t}: fix the warnings in package p{t}"))
        for r in range(rounds):
            ref = f"t{t}r{r}"
            messages.append(
                call(ref, text=f"Looking at module {ref}. It may hold the bug.", cmd=ref)
            )
            messages.append(result(ref, big_output(lines, ref)))
        messages.append(answer(f"Fixed package p{t}: 4 warnings removed in src/p{t}/core.py."))
    return messages


def spec(tmp_path: Path, **sections: Any) -> MemorySpec:
    data: dict[str, Any] = {"archive": {"path": str(tmp_path / "archive"), "fsync": "never"}}
    data.update(sections)
    return MemorySpec.from_dict(data)


def test_it_steps_before_each_model_call_and_turns_before_each_user_text(tmp_path):
    spy = Spy(CompactableMemory(spec(tmp_path, **NO_COMPACTION)))
    messages = [
        system(),
        user("hi"),
        call("a"),
        result("a", "ok"),
        answer("done"),
        user("again"),
        answer("sure"),
    ]
    replay(messages, spy, session_id="s1")
    assert spy.log == [
        "append system",
        "append user",
        "step",
        "append model",
        "append tool",
        "step",
        "append model",
        "next_turn",
        "append user",
        "step",
        "append model",
        "next_turn",
    ]


def test_it_does_not_step_when_nothing_was_appended_since_the_last_one(tmp_path):
    spy = Spy(CompactableMemory(spec(tmp_path, **NO_COMPACTION)))
    replay([answer("a greeting first"), answer("and more")], spy, session_id="s1")
    assert spy.log == ["append model", "step", "append model", "next_turn"]


def test_it_counts_tokens_per_task_like_the_baseline_without_compaction(tmp_path):
    messages = tool_heavy(turns=2)
    report = replay(messages, spec(tmp_path, **NO_COMPACTION))
    estimator = TokenEstimator()
    expected = [
        sum(estimator.count(m) for m in messages[:i])
        for i, m in enumerate(messages)
        if m.role == "model"
    ]
    assert [c.raw_tokens for c in report.calls] == expected
    assert [c.context_tokens for c in report.calls] == expected
    assert report.tokens_per_task == report.baseline_tokens_per_task == sum(expected)
    assert report.raw_tokens == report.final_context_tokens == estimator.count_all(messages)


def test_it_spends_fewer_tokens_with_micro_compact(tmp_path):
    report = replay(tool_heavy(), spec(tmp_path, auto_compact={"enabled": False}))
    totals = report.totals
    assert totals["tokens_per_task"] < totals["baseline_tokens_per_task"]
    assert report.micro_compactions > 0
    assert any(e["type"] == "micro_compact" for t in report.turns for e in t.events)


def test_it_reports_exactly_the_issue_shape(tmp_path):
    report = replay(tool_heavy(turns=2), spec(tmp_path))
    data = report.to_dict()
    assert set(data) == {"turns", "totals", "final_context", "archive"}
    assert set(data["totals"]) == {
        "model_calls",
        "tokens_per_task",
        "baseline_tokens_per_task",
        "compactions",
        "compaction_request_tokens",
        "compaction_response_tokens",
        "final_context_tokens",
        "raw_tokens",
    }
    assert [set(t) for t in data["turns"]] == [
        {"turn", "model_calls", "max_context_tokens", "events"}
    ] * 2
    assert [t["turn"] for t in data["turns"]] == [1, 2]
    assert [t["model_calls"] for t in data["turns"]] == [5, 5]
    assert data["totals"]["model_calls"] == 10
    assert data["final_context"] == [m.to_dict() for m in report.final_context]
    assert data["archive"] == str(tmp_path / "archive" / f"{report.session_id}.jsonl")
    assert Path(data["archive"]).exists()


def test_it_records_each_compaction_with_the_context_right_after_it(tmp_path):
    memory = CompactableMemory(
        spec(tmp_path, auto_compact={"threshold_tokens": 2500, "min_saving_tokens": 100}),
        summarizer=FakeSummarizer(),
    )
    messages = tool_heavy(turns=3, rounds=4, lines=80)
    report = replay(messages, memory, session_id="s1")
    assert report.compactions, "the threshold is low enough to compact"
    assert report.totals["compactions"] == len(report.compactions)
    for point in report.compactions:
        assert conversation_problems(point.context) == []
        assert any(m.is_summary for m in point.context)
        assert point.tokens_after < point.tokens_before
        assert 0 < point.messages_seen <= len(messages)
        assert point.calls_before + point.calls_after == len(report.calls)
        assert (point.request_tokens, point.response_tokens) == (100, 20)  # the fake's usage
        assert point.trigger == "auto"
    n = len(report.compactions)
    assert report.totals["compaction_request_tokens"] == 100 * n
    assert report.totals["compaction_response_tokens"] == 20 * n
    assert report.tokens_per_task == sum(c.context_tokens for c in report.calls) + 120 * n
    details = report.details()
    assert details["compactions"][0]["messages_seen"] == report.compactions[0].messages_seen
    assert len(details["calls"]) == len(report.calls)


def test_it_measures_each_call_after_the_step_compacted(tmp_path):
    memory = CompactableMemory(
        spec(tmp_path, auto_compact={"threshold_tokens": 2500, "min_saving_tokens": 100}),
        summarizer=FakeSummarizer(),
    )
    report = replay(tool_heavy(turns=1, rounds=8), memory, session_id="s1")
    point = report.compactions[0]
    assert point.calls_after > 0
    # The step before a model call compacted: that call is sent the compacted context.
    next_call = report.calls[point.calls_before]
    assert next_call.context_tokens == point.tokens_after < next_call.raw_tokens


def test_it_shows_a_hook_the_context_sent_at_each_model_call(tmp_path):
    memory = CompactableMemory(
        spec(tmp_path, auto_compact={"threshold_tokens": 2500, "min_saving_tokens": 100}),
        summarizer=FakeSummarizer(),
    )
    messages = tool_heavy(turns=2, rounds=6)
    sent: list[Any] = []

    def on_call(context: CallContext) -> None:
        # Whatever the memory holds right now is what this call is sent.
        assert [e.message for e in context.entries] == memory.context("s1")
        sent.append(context)

    report = replay(messages, memory, session_id="s1", on_call=on_call)
    assert report.compactions, "the threshold is low enough to compact"
    assert [s.call for s in sent] == report.calls
    assert [sum(e.tokens for e in s.entries) for s in sent] == [
        c.context_tokens for c in report.calls
    ]
    # Each call is sent everything before its model message, compacted or not.
    first, after = sent[0], sent[report.compactions[0].calls_before]
    assert [e.message for e in first.entries] == messages[: first.call.message_index]
    assert any(e.message.is_summary for e in after.entries)


def test_it_records_a_context_limit_instead_of_crashing(tmp_path):
    limited = spec(
        tmp_path,
        micro_compact=False,
        auto_compact={"enabled": False, "context_limit_tokens": 1500},
    )
    messages = tool_heavy(turns=2)
    report = replay(messages, limited)
    assert report.error is not None
    assert report.error["code"] == "context_limit"
    assert "manual compact" in report.error["message"]
    assert report.messages_replayed < len(messages)
    assert report.to_dict()["error"] == report.error
    assert report.turns[-1].events[-1]["type"] == "context_limit"


def test_it_records_a_full_chat_history_instead_of_crashing(tmp_path):
    memory = ChatHistoryMemory(spec(tmp_path, backend="chat_history", max_turns=2))
    messages = [user("one"), answer("1"), user("two"), answer("2"), user("three"), answer("3")]
    report = replay(messages, memory, session_id="s1")
    assert report.error is not None and report.error["code"] == "context_full"
    assert "context is full, please create a new session" in report.error["message"]
    assert report.messages_replayed == 4


def test_it_never_appends_to_an_existing_session(tmp_path):
    the_spec = spec(tmp_path, **NO_COMPACTION)
    first = replay(tool_heavy(turns=1), the_spec, session_id=None)
    second = replay(tool_heavy(turns=1), the_spec, session_id=None)
    assert (first.session_id, second.session_id) == ("replay", "replay-2")
    memory = CompactableMemory(the_spec)
    assert fresh_session_id(memory, "replay") == "replay-3"


def test_it_replays_loaded_conversations_of_every_format(tmp_path):
    reports = [replay(c, spec(tmp_path)) for c in load_conversations(FIXTURES)]
    for conv_report in reports:
        assert conversation_problems(conv_report.final_context) == []
        assert conv_report.totals["model_calls"] > 0
    swe = next(r for r in reports if r.conversation_id == "tlib-tlib-1234")
    assert swe.session_id == "tlib-tlib-1234"
    assert len(swe.turns) == 1  # observations never start a turn
    assert swe.totals["model_calls"] == 6
    locomo = next(r for r in reports if r.conversation_id == "locomo-mini-conv-99")
    assert len(locomo.turns) == 4  # one per Nora message
    assert locomo.totals["model_calls"] == 5


def test_it_accepts_openai_dicts(tmp_path):
    conv = load_conversations(FIXTURES / "openai-chat.json")[0]
    report = replay(to_openai(conv.messages), spec(tmp_path, **NO_COMPACTION))
    assert report.final_context == conv.messages
    assert len(report.turns) == 2


def test_it_sums_a_ratio_over_conversations(tmp_path):
    reports = [
        replay(tool_heavy(turns=t), spec(tmp_path, auto_compact={"enabled": False})) for t in (1, 3)
    ]
    totals = aggregate(reports)
    assert totals["tokens_per_task"] == sum(r.tokens_per_task for r in reports)
    assert totals["tokens_per_task_ratio"] == round(
        totals["tokens_per_task"] / totals["baseline_tokens_per_task"], 4
    )
    table = summary_table(reports)
    assert "replay-2" in table and "total (2)" in table


def test_it_tells_the_conversation_apart_from_the_session(tmp_path):
    conv = Conversation(id="My Conv", messages=[user("hi"), answer("hello")])
    report = replay(conv, spec(tmp_path))
    assert report.conversation_id == "My Conv"
    assert report.session_id == "my-conv"


def test_it_replays_the_same_session_the_same_way(tmp_path):
    messages = tool_heavy(turns=2)
    first = replay(
        messages, spec(tmp_path / "a", auto_compact={"threshold_tokens": 2500}), session_id="s"
    )
    second = replay(
        messages, spec(tmp_path / "b", auto_compact={"threshold_tokens": 2500}), session_id="s"
    )
    assert first.totals == second.totals
    assert first.final_context == second.final_context
    assert [c.context_tokens for c in first.calls] == [c.context_tokens for c in second.calls]

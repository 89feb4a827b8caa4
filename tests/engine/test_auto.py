"""Layers 2 and 3: auto_compact over the threshold, manual compact, failures, breaker."""

from __future__ import annotations

import errno

import pytest
from engine_builders import (
    FakeSummarizer,
    FlakyOps,
    answer,
    call,
    result,
    six_sections,
    system,
    tool_round,
    user,
)

from compaction.engine import (
    SECTIONS,
    CompactableMemory,
    ContextLimitError,
    JsonlArchive,
    Message,
    SummarizerError,
    conversation_problems,
)
from compaction.engine.auto import BREAKER_FAILURES
from compaction.engine.tokens import TokenEstimator

AUTO = {"threshold_tokens": 2000, "min_saving_tokens": 500}


def memory_with(
    make_spec,
    summarizer: FakeSummarizer,
    ops: FlakyOps | None = None,
    micro: object = False,
    **auto: object,
) -> CompactableMemory:
    spec = make_spec(micro_compact=micro, auto_compact={**AUTO, **auto})
    archive = JsonlArchive(spec.archive.path, spec.archive.fsync, ops=ops)
    return CompactableMemory(spec, summarizer=summarizer, archive=archive)


def grow(memory: CompactableMemory, rounds: int = 3, sid: str = "s1", first: bool = True) -> None:
    if first:
        memory.append(sid, system("Be brief."), user("Investigate the warnings"))
    for i in range(rounds):
        memory.append(sid, *tool_round(f"{sid}-{memory.context_tokens(sid)}-{i}"))


def kinds(memory: CompactableMemory, sid: str = "s1") -> list[str]:
    return [e.kind for e in memory.context_entries(sid)]


def events_of(result, kind: str) -> list[dict]:
    return [e for e in result.events if e["type"] == kind]


def test_it_does_not_compact_below_the_threshold(make_spec) -> None:
    fake = FakeSummarizer()
    memory = memory_with(make_spec, fake)
    grow(memory, rounds=1)
    assert memory.context_tokens("s1") <= AUTO["threshold_tokens"]
    memory.step("s1")
    memory.next_turn("s1")
    assert fake.requests == [] and "summary" not in kinds(memory)


def test_it_replaces_the_context_by_system_messages_and_one_summary(make_spec) -> None:
    fake = FakeSummarizer(six_sections("fact"))
    memory = memory_with(make_spec, fake)
    grow(memory)
    before = memory.context_tokens("s1")
    last_seq = memory.archive.last_seq("s1")
    turn = memory.step("s1")
    assert len(fake.requests) == 1
    [event] = events_of(turn, "auto_compact")
    ctx = memory.context("s1")
    assert [m.role for m in ctx] == ["system", "user"]
    assert ctx[0] == system("Be brief.")
    summary = ctx[1]
    assert summary.text.startswith(f"[memorylab summary of archive://s1/1-{last_seq}")
    for section in SECTIONS:
        assert f"## {section}" in summary.text
    meta = summary.memorylab
    assert meta["kind"] == "summary" and meta["archive_range"] == f"archive://s1/1-{last_seq}"
    assert meta["tokens_before"] == before == event["tokens_before"]
    assert meta["tokens_after"] == memory.context_tokens("s1") == turn.context_tokens
    assert meta["model"] == "fake" and meta["cost"] == 0.0
    assert meta["request_tokens"] == 100 and meta["response_tokens"] == 20
    rec = memory.archive.get("s1", event["seq"])
    assert rec.type == "auto_compact" and rec.data["summary"] == summary.text
    assert event["archive_ref"] == f"archive://s1/{event['seq']}"
    assert conversation_problems(ctx) == []
    state = memory.state("s1")
    assert state is not None and state.compactions == 1


def test_it_keeps_history_exact_after_compaction(make_spec) -> None:
    memory = memory_with(make_spec, FakeSummarizer())
    grow(memory)
    raw = memory.history("s1")
    memory.step("s1")
    assert "summary" in kinds(memory)
    assert memory.history("s1") == raw
    assert [m.to_dict() for m in memory.history("s1")] == [m.to_dict() for m in raw]


def test_it_skips_compaction_that_would_not_save_min_saving_tokens(make_spec) -> None:
    fake = FakeSummarizer(estimate=10_000)
    memory = memory_with(make_spec, fake)
    grow(memory)
    memory.step("s1")
    assert fake.requests == []


def test_it_fails_an_auto_summary_that_saves_less_than_promised(make_spec) -> None:
    bloated = six_sections("padding " * 40, bullets=12)
    memory = memory_with(
        make_spec, FakeSummarizer(bloated), min_saving_tokens=2500, max_summary_tokens=10_000
    )
    grow(memory, rounds=4)
    turn = memory.step("s1")
    [failed] = events_of(turn, "compact_failed")
    assert "min_saving_tokens" in failed["error"]
    assert "summary" not in kinds(memory)


def test_it_applies_the_benefit_rule_of_expected_future_rounds(make_spec) -> None:
    costly = FakeSummarizer(estimate=50, request_tokens=1_000_000)
    memory = memory_with(make_spec, costly, expected_future_rounds=3)
    grow(memory)
    memory.step("s1")
    assert costly.requests == []
    cheap = FakeSummarizer(estimate=50, request_tokens=100)
    memory = memory_with(make_spec, cheap, expected_future_rounds=3)
    grow(memory, sid="s2")
    memory.step("s2")
    assert len(cheap.requests) == 1


def test_it_does_not_compact_when_the_archive_cannot_sync(make_spec) -> None:
    ops = FlakyOps()
    fake = FakeSummarizer()
    memory = memory_with(make_spec, fake, ops=ops)
    grow(memory)
    before = memory.context("s1")
    ops.fail_fsync = errno.EIO
    turn = memory.step("s1")
    assert fake.requests == []
    assert memory.context("s1") == before
    assert events_of(turn, "archive_error")
    ops.fail_fsync = None
    memory.step("s1")
    assert len(fake.requests) == 1 and "summary" in kinds(memory)


@pytest.mark.parametrize(
    ("fake", "error"),
    [
        (FakeSummarizer("## User Goal\n- x\n"), "lacks section"),
        (FakeSummarizer(""), "summary is empty"),
        (FakeSummarizer(error=RuntimeError("provider down")), "provider down"),
        (FakeSummarizer(error=SummarizerError("rate limited")), "rate limited"),
    ],
)
def test_it_leaves_the_context_unchanged_when_a_summary_fails(make_spec, fake, error) -> None:
    memory = memory_with(make_spec, fake)
    grow(memory)
    before = memory.context_entries("s1")
    turn = memory.step("s1")
    assert memory.context_entries("s1") == before
    [event] = events_of(turn, "compact_failed")
    assert error in event["error"] and event["code"] == "summarizer_error"
    rec = memory.archive.get("s1", event["seq"])
    assert rec.type == "compact_failed" and error in rec.data["error"]


def test_it_reports_each_missing_section() -> None:
    from compaction.engine.summary import validate_summary

    text = six_sections().replace("## Open Issues", "## Loose Ends")
    with pytest.raises(SummarizerError, match="Open Issues"):
        validate_summary(text)
    validate_summary(six_sections() + "\n- see archive://s1/4\n")


def test_it_times_out_a_slow_summarizer(make_spec) -> None:
    fake = FakeSummarizer(hang=True)
    memory = memory_with(make_spec, fake, timeout_seconds=0.05)
    grow(memory)
    before = memory.context("s1")
    try:
        turn = memory.step("s1")
    finally:
        fake.release()
    assert len(fake.requests) == 1
    [event] = events_of(turn, "compact_failed")
    assert "timed out after 0.05 s" in event["error"]
    assert memory.context("s1") == before


def test_it_opens_the_breaker_after_three_failures_until_a_manual_compact(make_spec) -> None:
    fake = FakeSummarizer(error=RuntimeError("boom"))
    memory = memory_with(make_spec, fake)
    grow(memory)
    for _ in range(BREAKER_FAILURES):
        memory.step("s1")
    assert len(fake.requests) == BREAKER_FAILURES
    state = memory.state("s1")
    assert state is not None and state.breaker_open
    for _ in range(3):
        memory.step("s1")
        memory.next_turn("s1")
        memory.append("s1", user("more"))
    assert len(fake.requests) == BREAKER_FAILURES  # auto_compact no longer tries
    # A failed manual compact does not close the breaker.
    failed = memory.compact("s1")
    assert not failed.ok and "boom" in (failed.error or "")
    assert memory.state("s1").breaker_open  # type: ignore[union-attr]
    fake.error = None
    done = memory.compact("s1")
    assert done.ok
    state = memory.state("s1")
    assert state is not None and not state.breaker_open and state.failures == 0
    grow(memory, first=False)
    memory.step("s1")
    assert events_of(memory.step("s1"), "compact_failed") == []
    assert len(fake.requests) == BREAKER_FAILURES + 3  # auto_compact runs again


def test_it_resets_the_failure_count_after_a_success(make_spec) -> None:
    fake = FakeSummarizer(error=RuntimeError("flaky"))
    memory = memory_with(make_spec, fake)
    grow(memory)
    memory.step("s1")
    memory.step("s1")
    fake.error = None
    memory.step("s1")
    state = memory.state("s1")
    assert state is not None and state.failures == 0 and not state.breaker_open


def test_it_keeps_an_in_flight_tool_request(make_spec) -> None:
    memory = memory_with(make_spec, FakeSummarizer())
    grow(memory)
    pending = call("live", cmd="make test")
    memory.append("s1", pending)
    memory.step("s1")
    ctx = memory.context("s1")
    assert [m.role for m in ctx] == ["system", "user", "model"]
    assert ctx[-1] == pending
    memory.append("s1", result("live", "12 passed"))
    assert conversation_problems(memory.context("s1")) == []


def test_it_keeps_a_partly_answered_parallel_call(make_spec) -> None:
    memory = memory_with(make_spec, FakeSummarizer())
    grow(memory)
    both = Message.from_dict(
        {
            "role": "model",
            "content": [
                {"toolRequest": {"name": "bash", "ref": "p1", "input": {}}},
                {"toolRequest": {"name": "bash", "ref": "p2", "input": {}}},
            ],
        }
    )
    memory.append("s1", both, result("p1", "one"))
    memory.step("s1")
    ctx = memory.context("s1")
    assert ctx[-2:] == [both, result("p1", "one")]
    memory.append("s1", result("p2", "two"))
    assert conversation_problems(memory.context("s1")) == []


def test_it_raises_context_limit_when_auto_compact_cannot_help(make_spec) -> None:
    fake = FakeSummarizer(error=RuntimeError("down"))
    memory = memory_with(make_spec, fake, context_limit_tokens=2500)
    grow(memory, rounds=4)
    with pytest.raises(ContextLimitError) as info:
        memory.step("s1")
    text = str(info.value)
    assert "context_limit_tokens 2500" in text and "manual compact" in text
    assert "new session" in text
    assert len(memory.context("s1")) == 10  # nothing was lost
    fake.error = None
    memory.step("s1")  # auto_compact succeeds and brings it under the limit
    assert memory.context_tokens("s1") < 2500


def test_it_does_not_raise_context_limit_when_compaction_brings_it_under(make_spec) -> None:
    memory = memory_with(make_spec, FakeSummarizer(), context_limit_tokens=2500)
    grow(memory, rounds=4)
    memory.step("s1")
    assert memory.context_tokens("s1") < 2500


def test_it_compacts_manually_below_the_threshold(make_spec) -> None:
    fake = FakeSummarizer()
    memory = memory_with(make_spec, fake, threshold_tokens=100_000, min_saving_tokens=100_000)
    grow(memory, rounds=1)
    before = memory.context_tokens("s1")
    res = memory.compact("s1")
    assert res.ok and res.trigger == "manual"
    assert res.tokens_after < res.tokens_before == before
    assert res.tokens_after == memory.context_tokens("s1")
    assert res.summary is not None and "## User Goal" in res.summary
    assert res.archive_ref is not None
    rec = memory.archive.get("s1", int(res.archive_ref.rsplit("/", 1)[1]))
    assert rec.type == "manual_compact"
    assert kinds(memory) == ["raw", "summary"]


def test_it_refuses_a_manual_summary_that_is_not_smaller(make_spec) -> None:
    bloated = six_sections("much longer than the conversation " * 10, bullets=10)
    memory = memory_with(make_spec, FakeSummarizer(bloated), max_summary_tokens=10_000)
    memory.append("s1", user("hi"), answer("hello"))
    before = memory.context_entries("s1")
    res = memory.compact("s1")
    assert not res.ok and "not smaller" in res.reason and res.error
    assert memory.context_entries("s1") == before
    assert res.tokens_after == res.tokens_before == memory.context_tokens("s1")


def test_it_reports_a_failed_manual_compact(make_spec) -> None:
    memory = memory_with(make_spec, FakeSummarizer(error=RuntimeError("quota exceeded")))
    grow(memory)
    res = memory.compact("s1")
    assert not res.ok and "quota exceeded" in res.reason and "quota exceeded" in (res.error or "")
    assert memory.state("s1").failures == 0  # type: ignore[union-attr]
    assert [e["type"] for e in res.events] == ["compact_failed"]


def test_it_refuses_to_compact_an_empty_session(make_spec) -> None:
    res = memory_with(make_spec, FakeSummarizer()).compact("nobody")
    assert not res.ok and "empty" in res.reason


def test_it_refuses_a_manual_compact_while_the_archive_fails(make_spec) -> None:
    ops = FlakyOps()
    fake = FakeSummarizer()
    memory = memory_with(make_spec, fake, ops=ops)
    grow(memory)
    ops.fail_fsync = errno.EIO
    res = memory.compact("s1")
    assert not res.ok and "archive" in res.reason and fake.requests == []


def test_it_passes_instructions_to_the_summarizer(make_spec) -> None:
    fake = FakeSummarizer()
    memory = memory_with(make_spec, fake, instructions="Keep every port number.")
    grow(memory)
    memory.compact("s1", instructions="Focus on the database migration.")
    [request] = fake.requests
    assert request.instructions == "Keep every port number.\nFocus on the database migration."
    assert request.max_tokens == 2000 and request.session_id == "s1"


def test_it_merges_into_the_previous_summary(make_spec) -> None:
    fake = FakeSummarizer(response=lambda r: six_sections(f"round{len(fake.requests)}"))
    memory = memory_with(make_spec, fake)
    grow(memory)
    memory.step("s1")
    first_last = memory.archive.last_seq("s1")
    grow(memory, first=False)
    memory.step("s1")
    assert len(fake.requests) == 2
    second = fake.requests[1]
    assert second.previous_summary is not None and "round1" in second.previous_summary
    assert not second.previous_summary.startswith("[memorylab summary")
    assert second.archive_range[0] == 1
    assert second.raw_messages is not None
    raw = second.raw_messages()
    assert raw and raw[0][0] > first_last  # only what came after the first summary
    ctx = memory.context("s1")
    assert [m.role for m in ctx] == ["system", "user"] and "round2" in ctx[1].text
    assert kinds(memory).count("summary") == 1


def test_it_compacts_with_the_default_extractive_summarizer(make_spec) -> None:
    spec = make_spec(auto_compact=AUTO)
    memory = CompactableMemory(spec)
    grow(memory, rounds=5)
    memory.append("s1", answer("Decided to pin numpy because 2.0 breaks the build."))
    memory.next_turn("s1")
    memory.append("s1", user("continue"))
    memory.step("s1")
    assert "summary" in kinds(memory)
    assert conversation_problems(memory.context("s1")) == []


def test_it_counts_summary_tokens_like_any_message(make_spec) -> None:
    memory = memory_with(make_spec, FakeSummarizer())
    grow(memory)
    memory.step("s1")
    entry = memory.context_entries("s1")[-1]
    assert entry.tokens == TokenEstimator().count(entry.message)
    assert entry.seq is None


@pytest.mark.parametrize("durable", [True, False])
def test_it_covers_the_whole_archive_in_a_second_summary(make_spec, durable) -> None:
    spec = make_spec(archive={"enabled": durable}, micro_compact=False, auto_compact=AUTO)
    # Each summary is shorter than the one before, so the second one also saves tokens.
    fake = FakeSummarizer(response=lambda r: six_sections("s", bullets=3 - len(fake.requests)))
    memory = CompactableMemory(spec, summarizer=fake)
    memory.append("s1", system(), user("go"), *tool_round("a"))
    assert memory.compact("s1").ok  # records 1-4 and the manual_compact record 5
    second = memory.compact("s1")
    assert second.ok
    assert fake.requests[1].archive_range == (1, 5)
    assert fake.requests[1].raw_messages is not None and fake.requests[1].raw_messages() == []
    meta = memory.context("s1")[1].memorylab
    assert meta["archive_range"] == "archive://s1/1-5" and meta["covered_until"] == 5


def test_it_leaves_the_context_when_the_compaction_record_cannot_be_written(make_spec) -> None:
    ops = FlakyOps()

    def summary_then_disk_full(request):
        ops.fail_write = errno.ENOSPC  # the disk fills up while the summarizer runs
        return six_sections()

    fake = FakeSummarizer(response=summary_then_disk_full)
    memory = memory_with(make_spec, fake, ops=ops)
    grow(memory)
    before = memory.context_entries("s1")
    for _ in range(BREAKER_FAILURES + 1):
        turn = memory.step("s1")
        assert memory.context_entries("s1") == before
        [event] = events_of(turn, "compact_failed")
        assert event["code"] == "archive_error" and event["archived"] is False
        ops.fail_write = None
    state = memory.state("s1")
    assert state is not None and state.failures == 0 and not state.breaker_open
    fake.response = None
    assert events_of(memory.step("s1"), "auto_compact")


def test_it_refuses_a_summary_over_max_summary_tokens(make_spec) -> None:
    long = six_sections("a long bullet that goes on and on", bullets=8)
    memory = memory_with(make_spec, FakeSummarizer(long), max_summary_tokens=150)
    grow(memory, rounds=4)
    before = memory.context_entries("s1")
    res = memory.compact("s1")
    assert not res.ok and "over max_summary_tokens 150" in res.reason
    assert memory.context_entries("s1") == before
    roomy = memory_with(make_spec, FakeSummarizer(long), max_summary_tokens=2000)
    grow(roomy, rounds=4, sid="s2")
    assert roomy.compact("s2").ok

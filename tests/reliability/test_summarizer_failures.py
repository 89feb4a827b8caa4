"""Summarizer failures, one test each (exception, timeout, garbage, missing sections, a
summary longer than its input), each held to the whole contract: the context is left
unchanged, a ``compact_failed`` record is archived with the error, auto_compact stops
after 3 failures (the breaker), and a manual compact returns the error to the caller.
tests/engine/test_auto.py checks pieces of this for some kinds; here every kind gets all."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from compaction.engine import CompactableMemory, MemorySpec
from compaction.engine.auto import BREAKER_FAILURES

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "engine"))

from engine_builders import FakeSummarizer, six_sections, system, tool_round, user  # noqa: E402

TIMEOUT = 0.05
GARBAGE = "\x00\ufffd}{ <html><body>502 Bad Gateway</body></html> \u202e" * 3
# About 4,000 tokens, for a context of about 2,500: allowed by max_summary_tokens, but longer.
BLOATED = six_sections("a summary far longer than the conversation it replaces " * 3, bullets=20)

KINDS = {
    "exception": (lambda: FakeSummarizer(error=RuntimeError("provider is down")), "provider"),
    "timeout": (lambda: FakeSummarizer(hang=True), "timed out"),
    "garbage": (lambda: FakeSummarizer(GARBAGE), "lacks section"),
    "missing sections": (
        lambda: FakeSummarizer(six_sections().split("## Decisions Made")[0]),
        "Decisions Made",
    ),
    "longer than the input": (lambda: FakeSummarizer(BLOATED), "not smaller than the context"),
}


def memory_with(tmp_path: Path, fake: FakeSummarizer) -> CompactableMemory:
    spec = MemorySpec.from_dict(
        {
            "archive": {"path": str(tmp_path / "arc"), "fsync": "turn"},
            "micro_compact": False,
            "auto_compact": {
                "threshold_tokens": 2000,
                "min_saving_tokens": 500,
                "timeout_seconds": TIMEOUT,
                "max_summary_tokens": 8000,
            },
        }
    )
    return CompactableMemory(spec, summarizer=fake)


def failed_events(events: list[dict]) -> list[dict]:
    return [e for e in events if e["type"] == "compact_failed"]


@pytest.mark.parametrize("kind", list(KINDS))
def test_it_survives_a_failing_summarizer(tmp_path, kind, request):
    make, error = KINDS[kind]
    fake = make()
    request.addfinalizer(fake.release)  # a hanging summarizer's threads end with the test
    memory = memory_with(tmp_path, fake)
    memory.append("s", system("Be brief."), user("Investigate the warnings"))
    for i in range(4):
        memory.append("s", *tool_round(f"r{i}"))
    assert memory.context_tokens("s") > 2000
    before = memory.context_entries("s")
    history = memory.history("s")

    for attempt in range(1, BREAKER_FAILURES + 1):
        [event] = failed_events(memory.step("s").events)
        assert error in event["error"], (kind, event)
        assert memory.context_entries("s") == before, "the context must stay as it was"
        record = memory.archive.get("s", event["seq"])
        assert record.type == "compact_failed" and error in record.data["error"]
        assert len(fake.requests) == attempt
    state = memory.state("s")
    assert state is not None and state.breaker_open

    # The breaker is open: more turns over the threshold, no more summarizer calls.
    memory.next_turn("s")
    memory.append("s", user("and now?"))
    assert failed_events(memory.step("s").events) == []
    assert len(fake.requests) == BREAKER_FAILURES

    # A manual compact still tries, and hands the error back.
    result = memory.compact("s")
    assert not result.ok and result.error and error in result.error, (kind, result)
    assert len(fake.requests) == BREAKER_FAILURES + 1
    assert memory.context_entries("s")[: len(before)] == before
    assert memory.history("s")[: len(history)] == history
    types = [r.type for r in memory.archive.read("s")]
    assert types.count("compact_failed") == BREAKER_FAILURES + 1

"""The ``cache`` section of the MemorySpec and the cache-aware rule inside a real memory."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from engine_builders import FakeSummarizer, answer, system, tool_round, user

from compaction.engine import CompactableMemory, InvalidSpec, MemorySpec, SessionState, build_memory
from compaction.engine.cache import ModelPrices, litellm_prices
from compaction.engine.spec import CacheSpec

ROOT = Path(__file__).resolve().parents[2]
ANTHROPIC = {"read": 0.1, "write": 1.25}


# -- the spec section ---------------------------------------------------------------------


@pytest.mark.parametrize("value", [None, False, "off", "none"])
def test_it_reads_cache_off(value: Any) -> None:
    assert MemorySpec.from_dict({"cache": value}).cache == CacheSpec()
    assert MemorySpec().cache.enabled is False  # the default: today's behaviour


def test_it_reads_a_model_name_or_ratios() -> None:
    assert MemorySpec.from_dict({"cache": "claude-sonnet-4-5"}).cache == CacheSpec(
        enabled=True, model="claude-sonnet-4-5"
    )
    spec = MemorySpec.from_dict({"cache": {"read": 0.1, "write": 1.25, "max_expected_calls": 50}})
    assert spec.cache == CacheSpec(enabled=True, read=0.1, write=1.25, max_expected_calls=50)
    # A mapping may still turn it off explicitly, and survives a round trip either way.
    off = MemorySpec.from_dict({"cache": {"enabled": False, "model": "gpt-4o"}})
    assert off.cache.enabled is False
    for s in (spec, off):
        assert MemorySpec.from_dict(s.to_dict()) == s


@pytest.mark.parametrize(
    ("cache", "message"),
    [
        ({"reed": 0.1}, r"^spec\.cache\.reed: unknown key"),
        ({"read": "cheap", "write": 1.0}, r"^spec\.cache\.read: expected a number"),
        ({"read": 1.5, "write": 2.0}, r"^spec\.cache\.read: must be between 0 and 1, got 1.5"),
        ({"read": 0.1, "write": 0.5}, r"^spec\.cache\.write: must be between 1 and 10"),
        ({"model": "gpt-4o", "max_expected_calls": 0}, r"^spec\.cache\.max_expected_calls"),
        ({"model": "  "}, r"^spec\.cache\.model: must not be empty"),
        ({"read": 0.1}, r"^spec\.cache: give the agent's model .*write missing"),
        (True, r"^spec\.cache: give the agent's model .*read and write missing"),
        (42, r"^spec\.cache: expected a mapping"),
    ],
)
def test_it_names_the_key_of_a_bad_cache_section(cache: Any, message: str) -> None:
    with pytest.raises(InvalidSpec, match=message):
        MemorySpec.from_dict({"cache": cache})


def test_it_refuses_a_model_without_prices_where_the_spec_comes_in() -> None:
    with pytest.raises(InvalidSpec, match=r"^spec\.cache\.model: no prices for 'no-such-model'"):
        MemorySpec.from_dict({"cache": "no-such-model"})
    # With both ratios the name is only a label: nothing to look up.
    spec = MemorySpec.from_dict({"cache": {"model": "my-model", "read": 0.2, "write": 1.0}})
    memory = build_memory(spec.replace(archive=spec.archive.__class__(enabled=False)))
    assert memory.cache is not None and memory.cache.prices.input_usd is None
    # An injected price source that does not know the model is refused when building.
    with pytest.raises(InvalidSpec, match=r"^spec\.cache\.model: no prices for 'gpt-4o'"):
        build_memory({"cache": "gpt-4o", "archive": {"enabled": False}}, prices=lambda m: None)


def test_it_reads_prices_from_litellms_local_map_without_importing_litellm() -> None:
    code = (
        "import sys; from compaction.engine import build_memory;"
        "m = build_memory({'cache': 'claude-sonnet-4-5', 'archive': {'enabled': False}});"
        "p = m.cache.prices;"
        "assert (round(p.read, 3), p.write, p.input_usd) == (0.1, 1.25, 3e-06), p;"
        "assert 'litellm' not in sys.modules"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stderr
    gpt4o = litellm_prices("gpt-4o")
    assert gpt4o is not None and gpt4o.cached_read / gpt4o.input == 0.5
    assert gpt4o.cache_write == gpt4o.input  # no write premium: writes at the input price


def test_it_takes_an_injected_price_source() -> None:
    # Names litellm knows (the spec checks that), prices from the injected table.
    table = {
        "gpt-4o": ModelPrices(input=2.0, cached_read=0.2, cache_write=2.5, output=8.0),
        "gpt-4o-mini": ModelPrices(input=0.5, cached_read=0.5, cache_write=0.5, output=1.0),
    }
    spec = {
        "cache": {"model": "gpt-4o", "write": 3.0},  # a ratio beside the model overrides it
        "auto_compact": {"summary_model": "gpt-4o-mini"},
        "archive": {"enabled": False},
    }
    memory = build_memory(spec, summarizer=FakeSummarizer(), prices=table.get)
    assert isinstance(memory, CompactableMemory) and memory.cache is not None
    p = memory.cache.prices
    # read 0.2 / 2.0; write from the spec; the summarizer per agent input token: 0.5 / 2.0
    # to read, 1.0 / 2.0 to write.
    assert (p.read, p.write, p.input_usd) == (0.1, 3.0, 2.0)
    assert (p.summary_input, p.summary_output) == (0.25, 0.5)


def test_it_prices_an_unknown_summarizer_like_fresh_input() -> None:
    memory = build_memory(
        {
            "cache": ANTHROPIC,
            "auto_compact": {"summary_model": "x/unknown"},
            "archive": {"enabled": False},
        },
        summarizer=FakeSummarizer(),
    )
    assert memory.cache is not None
    assert (memory.cache.prices.summary_input, memory.cache.prices.summary_output) == (1.0, 1.0)


# -- inside a memory -------------------------------------------------------------------------


def agent_steps(
    memory: CompactableMemory, sid: str = "s1", rounds: int = 12
) -> list[tuple[int, list[dict[str, Any]]]]:
    """One long turn of tool calls, stepping before every model call as an agent does; per
    step the context tokens it started from and its events."""
    steps: list[tuple[int, list[dict[str, Any]]]] = []
    memory.append(sid, system(), user("Fix the failing tests"))
    for i in range(rounds):
        call, res = tool_round(f"r{i}", n_lines=80)
        memory.append(sid, call)
        memory.append(sid, res)
        steps.append((memory.context_tokens(sid), memory.step(sid).events))
    memory.append(sid, answer("Done."))
    steps.append((memory.context_tokens(sid), memory.next_turn(sid).events))
    return steps


def agent_run(memory: CompactableMemory, sid: str = "s1", rounds: int = 12) -> list[dict[str, Any]]:
    return [e for _tokens, events in agent_steps(memory, sid, rounds) for e in events]


def test_it_keeps_todays_behaviour_when_cache_is_off(make_memory, tmp_path: Path) -> None:
    auto = {"threshold_tokens": 6000}
    default = make_memory(
        FakeSummarizer(), auto_compact=auto, archive={"path": str(tmp_path / "a")}
    )
    off = make_memory(
        FakeSummarizer(), auto_compact=auto, archive={"path": str(tmp_path / "b")}, cache="off"
    )
    assert off.cache is None
    strip = lambda evs: [{k: v for k, v in e.items() if k != "seq"} for e in evs]  # noqa: E731
    assert strip(agent_run(default)) == strip(agent_run(off))
    assert default.context("s1") == off.context("s1")


def test_it_counts_model_calls_and_keeps_them_in_the_stored_state(make_memory) -> None:
    memory = make_memory(FakeSummarizer(), auto_compact={"enabled": False})
    agent_run(memory, rounds=4)
    state = memory.state("s1")
    assert state is not None
    assert state.model_calls == 5  # four tool calls and the final answer
    # The prompt of the first call: the system and user messages.
    assert state.first_prompt_tokens == sum(e.tokens for e in state.entries[:2])
    again = SessionState.from_dict(state.to_dict())
    assert (again.model_calls, again.first_prompt_tokens) == (5, state.first_prompt_tokens)


def test_it_batches_micro_compaction_where_cache_writes_are_dear(make_memory) -> None:
    blind = make_memory(FakeSummarizer(), auto_compact={"enabled": False})
    aware = make_memory(FakeSummarizer(), auto_compact={"enabled": False}, cache=ANTHROPIC)
    # Two memories on one archive folder: each plays its own session.
    blind_micro = [e for e in agent_run(blind, "blind") if e["type"] == "micro_compact"]
    aware_micro = [e for e in agent_run(aware, "aware") if e["type"] == "micro_compact"]
    assert len(blind_micro) > len(aware_micro) >= 1
    # Each cache-aware batch is one the rule expected to pay: its write cost is recovered
    # within the calls it expected, and the event says so.
    for e in aware_micro:
        assert e["cache_payback_calls"] is not None
        assert e["cache_saving_per_call"] * e["cache_expected_calls"] > e["cache_write_cost"]
        assert e["tokens_saved"] >= e["cache_min_batch_tokens"]
        assert "cache_write_usd" not in e  # ratios only: no USD
    # The batches are larger than one result at a time.
    assert max(e["results"] for e in aware_micro) > 1
    assert "cache_write_cost" not in blind_micro[0]


def test_it_leaves_messages_to_a_due_auto_compact(make_memory) -> None:
    memory = make_memory(
        FakeSummarizer(estimate=50),
        auto_compact={"threshold_tokens": 7000, "min_saving_tokens": 500},
        cache={"model": "gpt-4o"},  # cheap writes: a batch would pay on its own
    )
    steps = agent_steps(memory)
    events = [e for _tokens, step in steps for e in step]
    due = [step for tokens, step in steps if tokens > 7000]
    assert due and all(any(e["type"] == "auto_compact" for e in step) for step in due)
    # At a step over the threshold micro_compact edits nothing: the summary replaces it all.
    assert not [e for step in due for e in step if e["type"] == "micro_compact"]
    auto = next(e for e in events if e["type"] == "auto_compact")
    assert auto["cache_expected_calls"] >= 1
    assert auto["cache_write_usd"] == pytest.approx(auto["cache_write_cost"] * 2.5e-06, abs=1e-6)
    # The archive keeps the same figures with the compaction record.
    record = next(r for r in memory.archive.read("s1") if r.type == "auto_compact")
    assert record.data["cache_write_cost"] == auto["cache_write_cost"]
    assert record.data["cache_payback_calls"] == auto["cache_payback_calls"]


def test_the_summary_follows_the_system_messages_and_the_prefix_stays_put(make_memory) -> None:
    memory = make_memory(
        FakeSummarizer(estimate=50),
        auto_compact={"threshold_tokens": 7000, "min_saving_tokens": 500},
        cache={"model": "claude-sonnet-4-5"},
    )
    sid = "s1"
    memory.append(sid, system(), user("Fix the failing tests"))
    prefix: list[Any] | None = None
    for i in range(16):
        call, res = tool_round(f"r{i}", n_lines=80)
        memory.append(sid, call, res)
        events = memory.step(sid).events
        entries = memory.context_entries(sid)
        if any(e["type"] == "auto_compact" for e in events):
            assert [e.message.role for e in entries[:2]] == ["system", "user"]
            assert entries[1].kind == "summary"
            prefix = entries[:2]
        elif prefix is not None:
            # Until the next compaction the cached prefix (system + summary) is untouched.
            assert entries[:2] == prefix and all(
                a is b for a, b in zip(entries[:2], prefix, strict=True)
            )
    assert prefix is not None

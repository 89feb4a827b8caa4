"""MemorySpec: the design's YAML (docs/design.md), defaults, extensions, errors naming the
key path."""

from __future__ import annotations

from pathlib import Path

import pytest
from engine_builders import FakeSummarizer

from compaction.engine import (
    ChatHistoryMemory,
    CompactableMemory,
    ExtractiveSummarizer,
    InvalidSpec,
    JsonlArchive,
    MemoryArchive,
    MemorySpec,
    build_memory,
)
from compaction.engine.llm import LiteLLMSummarizer
from compaction.engine.spec import MAX_YAML_CHARS, QUOTE_CHARS, load_yaml, quote, quote_key

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "engine"


def test_it_loads_the_original_design_yaml() -> None:
    spec = MemorySpec.load(FIXTURES / "proposal_memory.yaml")
    assert spec.backend == "compactable"
    assert spec.history_key == "chat_history"
    assert spec.max_turns == 100
    assert spec.micro_compact.enabled is True
    assert spec.auto_compact.enabled is True
    assert spec.auto_compact.threshold_tokens == 12000
    assert spec.auto_compact.min_saving_tokens == 2000
    assert spec.auto_compact.summary_model == "dashscope/qwen-max"
    assert spec.archive.enabled is True
    assert spec.archive.path == "./build/memory-archive"


def test_it_loads_every_extension() -> None:
    spec = MemorySpec.load(str(FIXTURES / "extended_memory.yaml"))
    assert spec.on_full == "evict"
    mc = spec.micro_compact
    assert (mc.keep_recent_tool_results, mc.min_tokens, mc.clear_at_least_tokens) == (5, 100, 4000)
    assert mc.compact_tool_inputs and mc.compact_reasoning
    ac = spec.auto_compact
    assert (ac.max_summary_tokens, ac.expected_future_rounds, ac.context_limit_tokens) == (
        1500,
        4,
        100000,
    )
    assert spec.archive.fsync == "always"
    assert spec.tokens.model == "claude-3-5-sonnet" and spec.tokens.calibration == 1.15


def test_it_has_the_documented_defaults() -> None:
    spec = MemorySpec()
    assert spec == MemorySpec.from_dict(None) == MemorySpec.from_dict({})
    assert spec == MemorySpec.from_dict({"type": "memory", "spec": {}})
    assert spec.backend == "compactable" and spec.max_turns == 100 and spec.on_full == "error"
    mc = spec.micro_compact
    assert mc.enabled and mc.keep_recent_tool_results == 3 and mc.min_tokens == 200
    assert mc.clear_at_least_tokens == 0
    assert not mc.compact_tool_inputs and not mc.compact_reasoning
    ac = spec.auto_compact
    assert ac.enabled and ac.threshold_tokens == 12000 and ac.min_saving_tokens == 2000
    assert ac.summary_model == "extractive" and ac.max_summary_tokens == 2000
    assert ac.expected_future_rounds is None and ac.context_limit_tokens is None
    assert spec.archive.enabled and spec.archive.fsync == "turn"


@pytest.mark.parametrize("value", [True, False])
def test_it_accepts_micro_compact_as_a_boolean(value: bool) -> None:
    spec = MemorySpec.from_dict({"micro_compact": value})
    assert spec.micro_compact.enabled is value
    assert spec.micro_compact.min_tokens == 200


def test_it_accepts_micro_compact_as_a_mapping() -> None:
    spec = MemorySpec.from_dict({"micro_compact": {"min_tokens": 50, "compact_reasoning": True}})
    assert spec.micro_compact.enabled and spec.micro_compact.min_tokens == 50
    assert spec.micro_compact.compact_reasoning


def test_it_round_trips_through_to_dict() -> None:
    spec = MemorySpec.load(FIXTURES / "extended_memory.yaml")
    assert MemorySpec.from_dict(spec.to_dict()) == spec
    assert MemorySpec.from_dict(spec.to_dict()["spec"]) == spec


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"colour": 1}, "spec.colour: unknown key"),
        (
            {"auto_compact": {"treshold_tokens": 1}},
            "spec.auto_compact.treshold_tokens: unknown key",
        ),
        ({"micro_compact": {"keep": 1}}, "spec.micro_compact.keep: unknown key"),
        (
            {"auto_compact": {"threshold_tokens": "high"}},
            "spec.auto_compact.threshold_tokens: expected an integer",
        ),
        (
            {"auto_compact": {"threshold_tokens": True}},
            "spec.auto_compact.threshold_tokens: expected an integer",
        ),
        (
            {"auto_compact": {"threshold_tokens": 1.5}},
            "spec.auto_compact.threshold_tokens: expected an integer",
        ),
        ({"micro_compact": "yes"}, "spec.micro_compact: expected a mapping"),
        ({"micro_compact": {"enabled": 1}}, "spec.micro_compact.enabled: expected a boolean"),
        ({"backend": "redis"}, "spec.backend: expected one of"),
        ({"on_full": "drop"}, "spec.on_full: expected one of"),
        ({"archive": {"fsync": "sometimes"}}, "spec.archive.fsync: expected one of"),
        ({"archive": {"path": 3}}, "spec.archive.path: expected a string"),
        ({"tokens": {"calibration": "1.1"}}, "spec.tokens.calibration: expected a number"),
        (
            {"auto_compact": {"expected_future_rounds": "3"}},
            "spec.auto_compact.expected_future_rounds: expected an integer",
        ),
        ({"auto_compact": {"threshold_tokens": 0}}, "spec.auto_compact.threshold_tokens: must be"),
        ({"micro_compact": {"min_tokens": -1}}, "spec.micro_compact.min_tokens: must not be"),
        ({"auto_compact": {"context_limit_tokens": 0}}, "spec.auto_compact.context_limit_tokens"),
        ({"auto_compact": {"summary_model": " "}}, "spec.auto_compact.summary_model"),
        ({"max_turns": 0}, "spec.max_turns: must be greater than 0"),
        ({"auto_compact": []}, "spec.auto_compact: expected a mapping"),
        ({"type": "memory", "spec": {}, "kind": 1}, "kind: unknown key"),
        ({"type": "agent", "spec": {}}, "type: expected 'memory'"),
        ({"type": "memory", "spec": ["a"]}, "spec: expected a mapping"),
        ({"type": "memory", "spec": []}, "spec: expected a mapping"),
        ([1, 2], "spec: expected a mapping"),
    ],
)
def test_it_names_the_key_path_of_a_bad_spec(data: object, message: str) -> None:
    with pytest.raises(InvalidSpec) as info:
        MemorySpec.from_dict(data)
    assert message in str(info.value)


def test_it_reports_bad_yaml_and_missing_files(tmp_path: Path) -> None:
    with pytest.raises(InvalidSpec, match="not valid YAML"):
        MemorySpec.from_yaml("spec: [unclosed")
    with pytest.raises(InvalidSpec, match="spec file"):
        MemorySpec.load(tmp_path / "missing.yaml")


def test_it_builds_the_backend_the_spec_names(tmp_path: Path) -> None:
    archive = {"path": str(tmp_path / "a")}
    chat = build_memory({"backend": "chat_history", "archive": archive})
    assert isinstance(chat, ChatHistoryMemory)
    compactable = build_memory({"type": "memory", "spec": {"archive": archive}})
    assert isinstance(compactable, CompactableMemory)
    assert isinstance(compactable.summarizer, ExtractiveSummarizer)
    assert isinstance(compactable.archive, JsonlArchive)
    no_archive = build_memory(MemorySpec.from_dict({"archive": {"enabled": False}}))
    assert isinstance(no_archive.archive, MemoryArchive)
    llm = build_memory({"auto_compact": {"summary_model": "gpt-4o-mini"}, "archive": archive})
    assert isinstance(llm, CompactableMemory) and isinstance(llm.summarizer, LiteLLMSummarizer)
    fake = FakeSummarizer()
    assert build_memory({"archive": archive}, summarizer=fake).summarizer is fake
    # chat_history has no summarizer; passing one is harmless.
    assert isinstance(build_memory({"backend": "chat_history"}, summarizer=fake), ChatHistoryMemory)


def test_it_builds_from_a_yaml_path(tmp_path: Path) -> None:
    path = tmp_path / "memory.yaml"
    path.write_text(
        f"type: memory\nspec:\n  backend: chat_history\n  max_turns: 3\n"
        f"  archive:\n    path: {tmp_path / 'a'}\n"
    )
    memory = build_memory(path)
    assert isinstance(memory, ChatHistoryMemory) and memory.spec.max_turns == 3
    assert isinstance(build_memory(str(path)), ChatHistoryMemory)


# -- hostile YAML and values -----------------------------------------------------------

# Nine aliases of nine aliases of ...: 300 bytes that a plain safe_load expands to 9**6
# strings.
ALIAS_BOMB = "\n".join(
    ['a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    + [f"a{i}: &a{i} [" + ",".join([f"*a{i - 1}"] * 9) + "]" for i in range(1, 6)]
    + ["spec: {max_turns: *a5}"]
)


def test_it_refuses_yaml_aliases_before_expanding_them() -> None:
    assert len(ALIAS_BOMB) < 400
    with pytest.raises(InvalidSpec) as info:
        MemorySpec.from_yaml(ALIAS_BOMB)
    message = str(info.value)
    assert "anchors (&name) are not allowed" in message and "line 1" in message
    assert len(message) < 200


def test_it_refuses_an_alias_even_without_its_anchor_first() -> None:
    with pytest.raises(InvalidSpec, match=r"aliases \(\*name\) are not allowed"):
        load_yaml("spec: *nowhere")


def test_it_refuses_yaml_nested_deeper_than_the_limit() -> None:
    deep = "spec: {max_turns: " + "[" * 500 + "]" * 500 + "}"
    with pytest.raises(InvalidSpec, match="nested deeper than 64 levels"):
        MemorySpec.from_yaml(deep)
    fine = "spec: {history_key: x}\nextra: " + "[" * 60 + "]" * 60
    assert load_yaml(fine)["spec"] == {"history_key": "x"}


def test_it_refuses_yaml_longer_than_the_limit() -> None:
    with pytest.raises(InvalidSpec, match="longer than"):
        load_yaml("# " + "x" * MAX_YAML_CHARS)


def test_it_quotes_at_most_a_short_piece_of_a_bad_value() -> None:
    huge = "x" * 1_000_000
    for data in (
        {"max_turns": huge},
        {"max_turns": [huge] * 1000},
        {"backend": huge},
        {huge: 1},
        {"type": huge, "spec": {}},
        {"auto_compact": huge},
    ):
        with pytest.raises(InvalidSpec) as info:
            MemorySpec.from_dict(data)
        assert len(str(info.value)) < 300, str(info.value)[:400]


def test_quote_is_bounded_and_cheap_for_deep_values() -> None:
    deep: object = "x"
    for _ in range(5000):
        deep = [deep]
    assert len(quote(deep)) <= QUOTE_CHARS
    assert quote("short") == "'short'"
    assert quote_key("threshold") == "threshold" and len(quote_key("k" * 500)) <= QUOTE_CHARS

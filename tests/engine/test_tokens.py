"""Token estimation: encoding per model, calibration, overhead, incremental counts."""

from __future__ import annotations

import pytest
import tiktoken
from engine_builders import CountingEstimator, answer, big_output, call, result, user

from compaction.engine import ChatHistoryMemory, CompactableMemory, TokenEstimator
from compaction.engine.tokens import MEDIA_TOKENS, encoding_name_for


@pytest.mark.parametrize(
    ("model", "encoding"),
    [
        ("gpt-4o", "o200k_base"),
        ("gpt-4o-mini", "o200k_base"),
        ("openai/gpt-4.1-nano", "o200k_base"),
        ("gpt-5", "o200k_base"),
        ("o1-mini", "o200k_base"),
        ("o3", "o200k_base"),
        ("o4-mini", "o200k_base"),
        ("gpt-4", "cl100k_base"),
        ("gpt-3.5-turbo", "cl100k_base"),
        ("dashscope/qwen-max", "cl100k_base"),
        ("claude-3-5-sonnet", "cl100k_base"),
    ],
)
def test_it_picks_the_encoding_for_the_model(model: str, encoding: str) -> None:
    assert encoding_name_for(model) == encoding
    assert TokenEstimator(model).encoding_name == encoding


def test_it_counts_with_the_real_tokenizer_offline() -> None:
    text = "The quick brown fox jumps over the lazy dog. 你好，世界"
    est = TokenEstimator("gpt-4o")
    # tiktoken itself, read offline (tests/engine/conftest.py), is the reference.
    assert est.count_text(text) == len(tiktoken.get_encoding("o200k_base").encode(text))
    gpt4 = TokenEstimator("gpt-4")
    assert gpt4.count_text(text) == len(tiktoken.get_encoding("cl100k_base").encode(text))
    assert est.count_text("") == 0


def test_it_applies_the_calibration_factor_rounding_up() -> None:
    text = big_output(20)
    raw = TokenEstimator("gpt-4o").count_text(text)
    assert TokenEstimator("gpt-4o", calibration=1.2).count_text(text) == -(-raw * 12 // 10)
    assert TokenEstimator("gpt-4o", calibration=0.5).count_text(text) == -(-raw // 2)


def test_it_adds_a_per_message_overhead() -> None:
    msg = user("hello there")
    base = TokenEstimator("gpt-4o", per_message_overhead=0).count(msg)
    assert TokenEstimator("gpt-4o", per_message_overhead=4).count(msg) == base + 4
    assert TokenEstimator("gpt-4o", per_message_overhead=0).count(user("")) == 0


def test_it_counts_tool_parts_and_a_fixed_price_for_media() -> None:
    est = TokenEstimator("gpt-4o", per_message_overhead=0)
    out = big_output(10)
    assert est.count(result("r", out)) == est.count_text(out)
    structured = result("r", {"rows": [1, 2, 3]})
    assert est.count(structured) == est.count_text('{"rows":[1,2,3]}')
    image = {"media": {"url": "https://example.com/x.png"}}
    assert est.count_part(image) == MEDIA_TOKENS


@pytest.mark.parametrize("backend", [CompactableMemory, ChatHistoryMemory])
def test_it_tokenizes_each_message_once_so_k_appends_cost_k(make_spec, backend) -> None:
    est = CountingEstimator("gpt-4o")
    memory = backend(make_spec(micro_compact=False, auto_compact={"enabled": False}), estimator=est)
    for i in range(200):
        memory.append("s1", user(f"message {i} " * 5), answer(f"reply {i}"))
    before = est.calls
    total = memory.context_tokens("s1")
    assert est.calls == before  # reading the count tokenizes nothing
    for i in range(7):
        memory.append("s1", user(f"late {i}"))
    assert est.calls == before + 7
    assert memory.context_tokens("s1") == total + sum(
        TokenEstimator("gpt-4o").count(user(f"late {i}")) for i in range(7)
    )
    memory.step("s1")
    memory.next_turn("s1")
    assert est.calls == before + 7  # nothing to compact: no re-tokenizing of history


class TextCountingEstimator(TokenEstimator):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.texts = 0

    def count_text(self, text: str) -> int:
        self.texts += 1
        return super().count_text(text)


def test_it_does_not_retokenize_history_at_each_step(make_spec) -> None:
    est = TextCountingEstimator("gpt-4o")
    spec = make_spec(
        auto_compact={"enabled": False},
        micro_compact={"compact_tool_inputs": True, "keep_recent_tool_results": 1},
    )
    memory = CompactableMemory(spec, estimator=est)
    memory.append("s1", user("go"))
    for i in range(40):  # small results (under min_tokens) and big ones, in one long turn
        memory.append("s1", call(f"s{i}"), result(f"s{i}", f"ok {i}"))
        memory.append("s1", call(f"b{i}"), result(f"b{i}", big_output(30, f"b{i}")))
        memory.step("s1")
    before = est.texts
    for _ in range(5):
        memory.step("s1")
    assert est.texts == before
    memory.append("s1", call("last"), result("last", big_output(30, "last")))
    memory.step("s1")
    # The two new messages, the result that left the protected window, its placeholder.
    assert est.texts - before <= 8

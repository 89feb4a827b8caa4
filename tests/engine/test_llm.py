"""LiteLLMSummarizer through litellm, offline (mock_response), and its prompt."""

from __future__ import annotations

import pytest
from engine_builders import six_sections, system, tool_round, user

from compaction.engine import CompactableMemory, SummarizerError, TokenEstimator
from compaction.engine.llm import (
    MERGE_NOTE,
    LiteLLMSummarizer,
    build_prompt,
    completion_cost,
    model_prices,
)
from compaction.engine.summary import SECTIONS, SummaryRequest, validate_summary

MODEL = "gpt-4o-mini"


@pytest.fixture
def litellm_calls(monkeypatch):
    """Record what reaches litellm.completion, then let the real (mocked) call run."""
    import litellm

    real = litellm.completion
    calls: list[dict] = []

    def spy(**kwargs):
        calls.append(kwargs)
        return real(**kwargs)

    monkeypatch.setattr(litellm, "completion", spy)
    return calls


def memory_for(make_spec, summarizer: LiteLLMSummarizer) -> CompactableMemory:
    spec = make_spec(
        micro_compact=False,
        auto_compact={
            "threshold_tokens": 1500,
            "min_saving_tokens": 200,
            "max_summary_tokens": 300,
            "summary_model": MODEL,
        },
    )
    return CompactableMemory(spec, summarizer=summarizer)


def fill(memory: CompactableMemory, tag: str, first: bool = True) -> None:
    if first:
        memory.append("s1", system("Be exact."), user("Migrate the config to config/app.yaml"))
    memory.append("s1", *tool_round(f"{tag}1"), *tool_round(f"{tag}2"))


def test_it_summarizes_through_litellm_and_reports_tokens_and_cost(make_spec, litellm_calls):
    text = six_sections("alpha-fact")
    summarizer = LiteLLMSummarizer(MODEL, mock_response=text)
    memory = memory_for(make_spec, summarizer)
    fill(memory, "a")
    res = memory.compact("s1")
    assert res.ok and res.model == MODEL
    [sent] = litellm_calls
    assert sent["model"] == MODEL and sent["max_tokens"] == 300
    prompt_tokens = sum(TokenEstimator().count_text(m["content"]) + 4 for m in sent["messages"])
    assert res.request_tokens == prompt_tokens
    assert res.response_tokens == TokenEstimator().count_text(text.strip() + "\n")
    assert res.cost == pytest.approx(
        completion_cost(MODEL, res.request_tokens, res.response_tokens)
    )
    assert res.cost > 0
    assert "alpha-fact user goal 0" in memory.context("s1")[1].text


def test_it_writes_the_working_memory_prompt(make_spec, litellm_calls):
    memory = memory_for(make_spec, LiteLLMSummarizer(MODEL, mock_response=six_sections()))
    fill(memory, "a")
    memory.compact("s1", instructions="Keep the port numbers.")
    system_prompt, user_prompt = (m["content"] for m in litellm_calls[0]["messages"])
    assert "WORKING MEMORY" in system_prompt and "VERBATIM" in system_prompt
    assert "hypothesis" in system_prompt and "archive://" in system_prompt
    for section in SECTIONS:
        assert f"## {section}" in system_prompt and section in user_prompt
    assert "Under 300" in system_prompt.replace("under", "Under")
    assert "ADDITIONAL INSTRUCTIONS FROM THE USER:\nKeep the port numbers." in user_prompt
    assert "[archive://s1/2] user: Migrate the config to config/app.yaml" in user_prompt
    assert "[archive://s1/3] model calls bash(" in user_prompt
    assert "Be exact." not in user_prompt  # system messages stay verbatim, not summarized
    assert "PREVIOUS SUMMARY" not in user_prompt


def test_it_merges_into_the_previous_summary(make_spec, litellm_calls):
    summarizer = LiteLLMSummarizer(MODEL, mock_response=six_sections("alpha-fact"))
    memory = memory_for(make_spec, summarizer)
    fill(memory, "a")
    assert memory.compact("s1").ok
    summarizer.mock_response = six_sections("beta-fact")
    fill(memory, "b", first=False)
    assert memory.compact("s1").ok
    user_prompt = litellm_calls[1]["messages"][1]["content"]
    assert MERGE_NOTE in user_prompt
    previous = user_prompt.split("PREVIOUS SUMMARY:\n", 1)[1]
    assert previous.startswith("## User Goal\n- alpha-fact user goal 0")
    assert "[memorylab summary" not in user_prompt
    assert "b1 line 0" in user_prompt and "a1 line 0" not in user_prompt
    assert "beta-fact" in memory.context("s1")[1].text


def test_it_turns_a_provider_error_into_a_failed_compaction(make_spec, litellm_calls):
    summarizer = LiteLLMSummarizer(MODEL, mock_response="litellm.RateLimitError")
    memory = memory_for(make_spec, summarizer)
    fill(memory, "a")
    res = memory.compact("s1")
    assert not res.ok and f"summary model {MODEL} failed" in (res.error or "")


def test_it_raises_summarizer_error_directly() -> None:
    request = SummaryRequest("s1", [(1, user("hi"))], (1, 1), 100, TokenEstimator())
    with pytest.raises(SummarizerError, match="failed"):
        LiteLLMSummarizer(MODEL, mock_response="litellm.RateLimitError").summarize(request)


def test_it_estimates_request_tokens_from_the_prompt() -> None:
    request = SummaryRequest("s1", [(1, user("hello " * 100))], (1, 1), 100, TokenEstimator())
    summarizer = LiteLLMSummarizer(MODEL)
    expected = sum(TokenEstimator().count_text(m["content"]) + 4 for m in build_prompt(request))
    assert summarizer.request_tokens(request) == expected
    assert summarizer.estimate_tokens(request) == 100


def test_it_prices_from_litellms_local_map() -> None:
    prices = model_prices(MODEL)
    assert prices is not None and prices["input"] > 0 and prices["output"] > prices["input"]
    cost = completion_cost(MODEL, 1000, 100, cached_tokens=400)
    assert cost == pytest.approx(
        600 * prices["input"] + 400 * prices["cached_input"] + 100 * prices["output"]
    )
    assert completion_cost("no-such-model-xyz", 1000, 100) == 0.0
    assert model_prices(f"openai/{MODEL}") is not None


def test_it_folds_a_conversation_too_long_for_the_model_in_chunks(make_spec, litellm_calls):
    limit = 2500
    summarizer = LiteLLMSummarizer(
        MODEL, mock_response=six_sections("chunk"), max_input_tokens=limit
    )
    memory = memory_for(make_spec, summarizer)
    memory.append("s1", system("Be exact."), user("Migrate the config to config/app.yaml"))
    for i in range(8):
        memory.append("s1", *tool_round(f"r{i}"))
    # One result far larger than a whole chunk: it is cut for the summary, not a dead end.
    memory.append("s1", *tool_round("huge", n_lines=1500))
    res = memory.compact("s1")
    assert res.ok, res.error
    assert len(litellm_calls) > 2
    estimator = TokenEstimator()
    for sent in litellm_calls:
        assert sum(estimator.count_text(m["content"]) + 4 for m in sent["messages"]) <= limit
    # Every call after the first merges into the summary of the chunks before it.
    for sent in litellm_calls[1:]:
        assert MERGE_NOTE in sent["messages"][1]["content"]
        assert "chunk user goal 0" in sent["messages"][1]["content"]
    assert res.request_tokens == sum(
        sum(estimator.count_text(m["content"]) + 4 for m in sent["messages"])
        for sent in litellm_calls
    )


def test_it_names_the_problem_when_the_window_cannot_hold_a_summary(make_spec, litellm_calls):
    summarizer = LiteLLMSummarizer(MODEL, mock_response=six_sections("x"), max_input_tokens=400)
    memory = memory_for(make_spec, summarizer)
    fill(memory, "a")
    res = memory.compact("s1")
    assert not res.ok and "lower max_summary_tokens" in (res.error or "")
    assert litellm_calls == []


# -- an answer that is not a summary ---------------------------------------------------------


def test_it_falls_back_to_the_extractive_summary_when_the_answer_lacks_sections(
    make_spec, litellm_calls
):
    chatty = "Sure! The user migrated a config file and ran some tools. Let me know."
    memory = memory_for(make_spec, LiteLLMSummarizer(MODEL, mock_response=chatty))
    fill(memory, "a")
    res = memory.compact("s1")
    assert res.ok, res.error
    assert len(litellm_calls) == 1
    [event] = [e for e in res.events if e["type"] == "summary_fallback"]
    assert event["from_model"] == MODEL and event["to_model"] == "extractive"
    assert "lacks section" in event["reason"] and "User Goal" in event["reason"]
    assert res.model == "extractive"
    assert res.request_tokens > 0 and res.cost > 0  # the rejected call was still paid for
    summary = memory.context("s1")[1].text
    validate_summary(summary)
    assert chatty not in summary
    assert "config/app.yaml" in summary  # the extractive summary of the same messages
    # the archived compaction record says so too
    [record] = [r for r in memory.archive.read("s1") if r.type == "manual_compact"]
    assert record.data["fallback"]["from_model"] == MODEL


def test_it_falls_back_when_the_answer_is_over_max_summary_tokens(make_spec, litellm_calls):
    huge = six_sections("padding " * 60, bullets=3)
    memory = memory_for(make_spec, LiteLLMSummarizer(MODEL, mock_response=huge))
    fill(memory, "a")
    res = memory.compact("s1")
    assert res.ok, res.error
    [event] = [e for e in res.events if e["type"] == "summary_fallback"]
    assert "over max_summary_tokens 300" in event["reason"]
    assert "padding" not in memory.context("s1")[1].text


def test_it_reports_the_fallback_of_an_auto_compaction_in_the_turn_events(make_spec, litellm_calls):
    memory = memory_for(make_spec, LiteLLMSummarizer(MODEL, mock_response="no sections here"))
    fill(memory, "a")
    fill(memory, "b", first=False)
    events = memory.next_turn("s1").events
    kinds = [e["type"] for e in events]
    assert "auto_compact" in kinds and "summary_fallback" in kinds
    assert kinds.index("summary_fallback") == kinds.index("auto_compact") + 1


def test_it_asks_for_current_values_and_moved_items(make_spec, litellm_calls):
    memory = memory_for(make_spec, LiteLLMSummarizer(MODEL, mock_response=six_sections()))
    fill(memory, "a")
    memory.compact("s1")
    system_prompt = litellm_calls[0]["messages"][0]["content"]
    assert "CURRENT values" in system_prompt and "(previously 800 ms)" in system_prompt
    assert "one item per line" in system_prompt
    assert "leaves Pending Actions" in system_prompt and "leaves Open Issues" in system_prompt

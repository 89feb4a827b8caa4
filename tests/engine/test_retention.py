"""Retention scoring: the deterministic evidence match (docs/labelled-format.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from compaction.engine import Message
from compaction.engine.retention import (
    context_text,
    current_lines,
    label_retained,
    normalize,
    placement,
    score,
    stale_mentions,
)

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "labelled"


def msg(role: str, *parts: dict) -> Message:
    return Message.from_dict({"role": role, "content": list(parts)})


def label(lid: str, kind: str, *evidence: str) -> dict:
    return {"id": lid, "kind": kind, "text": "...", "evidence": list(evidence), "message_index": 0}


def test_it_lowercases_and_collapses_whitespace():
    text = context_text([msg("user", {"text": "Raise  the\n\tTimeout\n\nto 3000 ms"})])
    assert text == "raise the timeout to 3000 ms"


def test_it_reads_tool_inputs_as_compact_json_and_outputs_as_given():
    messages = [
        msg(
            "model",
            {"toolRequest": {"name": "kubectl", "ref": "c1", "input": {"ns": "shop", "n": 2}}},
        ),
        msg(
            "tool",
            {"toolResponse": {"name": "kubectl", "ref": "c1", "output": "order-7f9c  OOMKilled"}},
            {"toolResponse": {"name": "q", "ref": "c2", "output": {"rows": [1, 2]}}},
        ),
    ]
    text = context_text(messages)
    assert '{"n":2,"ns":"shop"}' in text  # sorted keys, no spaces: messages.compact_json
    assert "order-7f9c oomkilled" in text
    assert '{"rows":[1,2]}' in text
    # The tool name is not part of the input's JSON text.
    assert "kubectl" not in text


def test_it_retains_a_label_only_when_every_evidence_string_occurs():
    text = normalize("Raise dubbo.consumer.timeout to 3000 ms in deploy/values-prod.yaml")
    assert label_retained(label("l1", "decision", "3000", "DEPLOY/values-prod.yaml"), text)
    assert not label_retained(label("l2", "decision", "3000", "values-staging.yaml"), text)


def test_it_normalizes_evidence_whitespace_like_the_text():
    text = normalize("failed 4 of\n50 runs")
    assert label_retained(label("l1", "fact", "4  of 50"), text)


def test_it_rejects_a_label_without_evidence():
    with pytest.raises(ValueError, match="l9.*evidence"):
        label_retained({"id": "l9", "kind": "fact", "evidence": []}, "anything")


def test_it_scores_recall_over_labels_and_per_kind():
    context = [msg("user", {"text": "Goal: p99 under 300 ms. Pod order-7f9c OOMKilled."})]
    labels = [
        label("l1", "user_goal", "300 ms"),
        label("l2", "fact", "order-7f9c", "OOMKilled"),
        label("l3", "fact", "zookeeper"),
        label("l4", "decision", "3000"),
    ]
    result = score(context, labels)
    assert (result.total, result.retained, result.recall) == (4, 2, 0.5)
    assert result.by_kind["fact"].total == 2 and result.by_kind["fact"].retained == 1
    assert result.by_kind["fact"].recall == 0.5
    assert result.by_kind["decision"].recall == 0.0
    assert result.lost == ["l3", "l4"]
    data = result.to_dict()
    assert data["by_kind"]["user_goal"] == {"total": 1, "retained": 1, "recall": 1.0}


def test_it_counts_stale_mentions_separately():
    text = normalize("timeout 1000 was replaced; the timeout is 3000 now")
    stale = [
        {"id": "s1", "terms": ["timeout 1000"]},
        {"id": "s2", "terms": ["retries 5"]},
    ]
    assert stale_mentions(stale, text) == 1
    result = score([msg("user", {"text": "timeout 1000 was replaced"})], [], stale)
    assert result.stale_mentions == 1


def test_it_reports_no_recall_rather_than_nan_when_nothing_is_labelled():
    result = score([msg("user", {"text": "hello"})], [])
    assert result.total == 0 and result.recall is None
    assert result.to_dict()["recall"] is None


@pytest.mark.parametrize("path", sorted(FIXTURES.glob("*.json")), ids=lambda p: p.stem)
def test_it_finds_every_label_of_a_fixture_in_its_whole_conversation(path):
    """The fixtures are sound: the raw conversation retains everything it establishes."""
    conv = json.loads(path.read_text(encoding="utf-8"))
    messages = [Message.from_dict(m) for m in conv["messages"]]
    result = score(messages, conv["labels"], conv["stale"])
    assert result.recall == 1.0, result.lost
    assert result.stale_mentions == len(conv["stale"])
    for lab in conv["labels"]:
        established = context_text([messages[lab["message_index"]]])
        assert label_retained(lab, established), lab["id"]


# -- placement: the section of its kind, another section, the tail, missing ---------------


def summary_msg(body: str, covered_until: int = 10) -> Message:
    return Message.from_dict(
        {
            "role": "user",
            "content": [
                {"text": f"[memorylab summary of archive://s/1-{covered_until}]\n\n{body}"}
            ],
            "metadata": {"memorylab": {"kind": "summary", "covered_until": covered_until}},
        }
    )


SUMMARY = """## User Goal
- Bring checkout p99 under 300 ms
## Confirmed Facts
- Pod order-7f9c was OOMKilled 14 times
- Verify p99 after the canary reaches 50%
## Decisions Made
- (none)
## Open Issues
- (none)
## Pending Actions
- (none)
## Important References
- deploy/values-prod.yaml
"""


def test_it_places_labels_in_their_section_another_section_the_tail_or_nowhere():
    context = [
        summary_msg(SUMMARY),
        msg("user", {"text": "Also the zookeeper session timeouts, are they related?"}),
    ]
    labels = [
        label("goal", "user_goal", "300 ms"),
        label("fact", "fact", "order-7f9c", "OOMKilled"),
        label("todo", "pending_action", "canary", "50%"),  # listed as a fact
        label("ref", "reference", "deploy/values-prod.yaml"),
        label("open", "open_issue", "zookeeper"),  # only in the raw tail
        label("gone", "decision", "3000"),
    ]
    result = placement(context, labels, covered_messages=20)
    assert result.places == {
        "goal": "section",
        "fact": "section",
        "todo": "other_section",
        "ref": "section",
        "open": "tail",
        "gone": "missing",
    }
    figures = result.figures()
    assert figures["context_recall"] == 5 / 6
    assert figures["summary_recall"] == 4 / 6
    assert figures["section_accuracy"] == 3 / 6
    assert result.figures("pending_action")["section_accuracy"] == 0.0
    assert result.to_dict()["by_kind"]["reference"]["section_accuracy"] == 1.0


def test_it_needs_every_evidence_string_inside_the_section():
    body = SUMMARY.replace("- Pod order-7f9c was OOMKilled 14 times\n", "- Pod order-7f9c\n")
    context = [summary_msg(body + "- OOMKilled is the reason\n")]  # lands in References
    result = placement(
        context, [label("fact", "fact", "order-7f9c", "OOMKilled")], covered_messages=5
    )
    assert result.places["fact"] == "other_section"


def test_it_counts_labels_established_after_the_summary_for_the_context_only():
    late = dict(label("late", "decision", "3000"), message_index=30)
    early = dict(label("early", "decision", "3000"), message_index=3)
    context = [summary_msg(SUMMARY), msg("user", {"text": "Go with 3000 ms."})]
    result = placement(context, [late, early], covered_messages=20)
    assert result.places == {"late": "tail", "early": "tail"}
    assert result.covered == {"early"}
    figures = result.figures()
    assert (figures["covered"], figures["summary_recall"], figures["context_recall"]) == (
        1,
        0.0,
        1.0,
    )


def test_it_covers_nothing_without_a_summary():
    result = placement([msg("user", {"text": "p99 300 ms"})], [label("g", "user_goal", "300 ms")])
    assert result.places == {"g": "tail"}
    assert result.figures()["section_accuracy"] is None
    assert result.figures()["stale_leakage"] is None


@pytest.mark.parametrize(
    "line, leaked",
    [
        ("- Liability cap is €250,000", True),
        ("- Liability cap €1,500,000 (previously €250,000)", False),
        ("- Liability cap €250,000 -> €1,500,000", False),
        ("- Liability cap €250,000 → €1,500,000", False),
        ("- Liability cap was €250,000, now €1,500,000", False),
        ("- Liability cap changed from €250,000 to €1,500,000", False),
        ("- Liability cap of €250,000 superseded by the second draft", False),
        ("- 责任上限 €250,000 之前的草案；现为 €1,500,000", False),
        ("- The €250,000 figure appears in the first draft", True),
        ("- Liability cap €1,500,000 instead of €250,000", False),
        ("- Cap owner Dana took over from Lee; cap €250,000 restated as €1,500,000", False),
        ("- 责任上限从 €250,000 提高到 €1,500,000", False),
        ("- 责任上限原定 €250,000", False),
        ("- 从 €250,000 开始谈判", True),
        ("- The €250,000 cap is not on the table anymore", False),
        ("- Cap €1,500,000; the old €250,000 draft is void", False),
        ("- 责任上限 €250,000 换成 €1,500,000", False),
        ("- 责任上限原本是 €250,000", False),
        ("- The cap stays €250,000 for more than a year", True),
        ("- Dana keeps €250,000 as the older draft's cap", True),
        ("- Liability cap €1,500,000 (was €250,000)", False),
        ("- 责任上限 €1,500,000（原 €250,000）", False),
        ("- 责任上限由 €250,000 提高至 €1,500,000", False),
        ("- 由 €250,000 的报价开始谈判", True),
        ("- 合同（原件）注明上限 €250,000", True),
        # the user's first request quoted is no history note: the agent reads it as the task
        ("- Originally asked: review the draft with the €250,000 cap", True),
        ("- Originally asked: review the cap (superseded: €250,000 → €1,500,000)", False),
        ("- The cap was originally €250,000", False),
    ],
)
def test_it_leaks_a_stale_value_stated_as_current(line, leaked):
    body = SUMMARY.replace("- Pod order-7f9c was OOMKilled 14 times", line.removeprefix("- "))
    stale = [{"id": "s1", "terms": ["€250,000"], "message_index": 4}]
    result = placement([summary_msg(body)], [], stale, covered_messages=10)
    assert result.stale_covered == ["s1"]
    assert result.leaked == (["s1"] if leaked else [])
    assert result.figures()["stale_leakage"] == (1.0 if leaked else 0.0)


def test_it_does_not_hold_a_summary_to_a_value_superseded_after_it_was_written():
    stale = [{"id": "s1", "terms": ["€250,000"], "message_index": 40}]
    body = SUMMARY.replace("- Pod order-7f9c was OOMKilled 14 times", "Cap €250,000")
    result = placement([summary_msg(body)], [], stale, covered_messages=10)
    assert result.stale_covered == [] and result.leaked == []


def test_it_needs_every_stale_term_on_one_line():
    body = SUMMARY.replace("- Pod order-7f9c was OOMKilled 14 times", "timeout set\n- 1000 ms")
    stale = [{"id": "s1", "terms": ["timeout", "1000 ms"], "message_index": 1}]
    assert placement([summary_msg(body)], [], stale, covered_messages=5).leaked == []
    body = SUMMARY.replace("- Pod order-7f9c was OOMKilled 14 times", "timeout 1000 ms")
    assert placement([summary_msg(body)], [], stale, covered_messages=5).leaked == ["s1"]


def test_it_lists_the_summary_items_that_state_a_value_as_current():
    summary = (
        "## Confirmed Facts\n"
        "- Rent is  $7,650 a month. [5]\n"
        "- Rent was $8,200 (previously $8,200, now $7,650). [3]\n"
        "## Decisions Made\n"
        "- Sign at $7,650. [6]\n"
    )
    assert current_lines(summary, "$7,650", "rent") == ["Rent is  $7,650 a month. [5]"]
    # a line marking the value as history does not state it as current
    assert current_lines(summary, "$8,200") == []
    assert len(current_lines(summary, "$7,650")) == 2

"""Retention scoring: the deterministic evidence match of issue 6."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from compaction.engine import Message
from compaction.engine.retention import (
    context_text,
    label_retained,
    normalize,
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

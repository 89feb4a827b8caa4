"""Scoring: the lab's numbers against an independent recount, truncation as the floor."""

from __future__ import annotations

import json

from compaction.engine import MemorySpec, Message, TokenEstimator
from compaction.engine.formats import Conversation
from compaction.engine.retention import score
from evaluation import scoring


def independent_text(messages: list[dict]) -> str:
    """The context text as issue 6 defines it, written again from the definition."""
    pieces = []
    for message in messages:
        for part in message["content"]:
            if "text" in part:
                pieces.append(part["text"])
            elif "toolRequest" in part:
                pieces.append(
                    json.dumps(
                        part["toolRequest"].get("input"),
                        separators=(",", ":"),
                        sort_keys=True,
                        ensure_ascii=False,
                    )
                )
            elif "toolResponse" in part:
                out = part["toolResponse"].get("output")
                pieces.append(
                    out
                    if isinstance(out, str)
                    else json.dumps(out, separators=(",", ":"), sort_keys=True, ensure_ascii=False)
                )
    return " ".join("\n".join(pieces).lower().split())


def independent_count(messages: list[dict], labels: list[dict]) -> int:
    text = independent_text(messages)
    return sum(
        1 for label in labels if all(" ".join(e.lower().split()) in text for e in label["evidence"])
    )


def test_it_counts_retained_labels_like_an_independent_count(conversations, extractive_spec):
    total_lab = total_independent = 0
    for conv in conversations:
        result = scoring.score_conversation(conv, extractive_spec)
        assert result.error is None
        expected = independent_count(result.final_context, conv.labels)
        assert result.labels_retained == expected
        assert result.labels_total == len(conv.labels)
        total_lab += result.labels_retained
        total_independent += expected
    assert total_lab == total_independent


def test_it_scores_the_context_after_each_compaction_on_labels_known_by_then(
    conversations, extractive_spec
):
    scored = [scoring.score_conversation(c, extractive_spec) for c in conversations]
    snapshots = [s for r in scored for s in r.snapshots]
    assert snapshots, "the shipped set must be compacted at least once at this threshold"
    for conv, result in zip(conversations, scored, strict=True):
        for snap in result.snapshots:
            known = [lb for lb in conv.labels if lb["message_index"] < snap["messages_seen"]]
            assert snap["labels_total"] == len(known)
            assert snap["summary_tokens"] > 0


def truncated(messages: list[Message], budget: int, estimator: TokenEstimator) -> list[Message]:
    """Plain truncation: the system messages and the newest messages that fit in budget."""
    system = [m for m in messages if m.role == "system"]
    used = sum(estimator.count(m) for m in system)
    kept: list[Message] = []
    for message in reversed([m for m in messages if m.role != "system"]):
        used += estimator.count(message)
        if used > budget:
            break
        kept.append(message)
    return system + kept[::-1]


def test_it_shows_extractive_beats_truncation_to_the_same_budget(conversations, extractive_spec):
    estimator = TokenEstimator()
    kept_extractive = kept_truncation = total = 0
    for conv in conversations:
        result = scoring.score_conversation(conv, extractive_spec)
        assert result.compactions >= 1 or result.final_context_tokens < result.raw_tokens
        context = truncated(conv.messages, result.final_context_tokens, estimator)
        kept_truncation += score(context, conv.labels).retained
        kept_extractive += result.labels_retained
        total += result.labels_total
    print(f"extractive {kept_extractive}/{total}, truncation {kept_truncation}/{total}")
    assert kept_extractive > kept_truncation


def test_it_pools_recall_over_labels_not_conversations():
    a = scoring.ConversationScore(id="a", labels_total=1, labels_retained=1)
    b = scoring.ConversationScore(id="b", labels_total=9, labels_retained=0)
    assert scoring.aggregate([a, b])["recall"] == 0.1


def test_it_counts_failed_cases_beside_the_mean_instead_of_nan():
    ok = scoring.ConversationScore(id="ok", labels_total=2, labels_retained=1)
    broken = scoring.ConversationScore(id="broken", error="boom")
    agg = scoring.aggregate([ok, broken])
    assert agg["recall"] == 0.5
    assert agg["failed"] == 1
    assert scoring.aggregate([broken])["recall"] is None
    assert scoring.aggregate([broken])["recall_unscored"] == 1


def test_it_reports_an_engine_failure_as_a_failed_case(conversations, monkeypatch):
    def explode(*args, **kwargs):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(scoring, "replay", explode)
    result = scoring.score_conversation(conversations[0], MemorySpec())
    assert result.error == "RuntimeError: disk on fire"
    assert result.recall is None and result.failures == 1


def test_it_counts_stale_mentions_in_the_final_context():
    conv = Conversation(
        id="stale",
        messages=[Message.from_dict({"role": "user", "content": [{"text": "timeout 1000 ms"}]})],
        labels=[],
        stale=[{"id": "s1", "terms": ["timeout 1000"], "message_index": 0}],
    )
    result = scoring.score_conversation(conv, MemorySpec.from_dict({"micro_compact": False}))
    assert result.stale_mentions == 1


def test_it_asks_a_judge_probe_questions_through_litellm(conversations):
    conv = conversations[0]
    judge = scoring.Judge(
        model="gpt-4o-mini",
        completion_kwargs={"mock_response": '{"supported": ["l1", "l2", "l3"]}'},
    )
    context = conv.messages
    out = judge.score(context, conv.labels)
    assert set(out["probes"]) == {"recall", "artifact", "continuation", "decision"}
    recall_items = [lb for lb in conv.labels if lb["kind"] in ("user_goal", "fact")]
    hits = len({"l1", "l2", "l3"} & {lb["id"] for lb in recall_items})
    assert out["probes"]["recall"]["recall"] == hits / len(recall_items)
    assert out["failed"] == 0


def test_it_counts_a_judge_answer_that_is_not_json_as_failed(conversations):
    judge = scoring.Judge(model="gpt-4o-mini", completion_kwargs={"mock_response": "yes"})
    out = judge.score(conversations[0].messages, conversations[0].labels)
    assert out["failed"] == 4
    assert all(p["recall"] is None for p in out["probes"].values())


def test_it_matches_semantically_with_an_injected_embedding():
    def embed(texts):
        # 1-D "embedding": does the text talk about kafka?
        return [[1.0, 0.0] if "kafka" in t.lower() else [0.0, 1.0] for t in texts]

    context = [Message.from_dict({"role": "model", "content": [{"text": "the Kafka consumer"}]})]
    labels = [
        {"id": "a", "kind": "fact", "text": "kafka lag", "evidence": ["x"]},
        {"id": "b", "kind": "fact", "text": "postgres", "evidence": ["y"]},
    ]
    out = scoring.SemanticMatch(embed=embed, threshold=0.9).score(context, labels)
    assert out["kept"] == ["a"] and out["recall"] == 0.5


def test_it_aligns_raw_and_compacted_contexts_for_the_diff(conversations, extractive_spec):
    from evaluation.services import align_contexts

    for conv in conversations:
        raw = [m.to_dict() for m in conv.messages]
        context = scoring.score_conversation(conv, extractive_spec).final_context
        rows = align_contexts(raw, context)
        assert [r["raw_index"] for r in rows if r["raw"] is not None] == list(range(len(raw)))
        assert [r["ctx"] for r in rows if r["ctx"] is not None] == context
        assert all(r["raw"] == r["ctx"] for r in rows if r["status"] == "same")
        assert not [r for r in rows if r["status"] == "extra"]
        if any(
            m.get("metadata", {}).get("memorylab", {}).get("kind") == "summary" for m in context
        ):
            assert any(r["status"] == "summary" for r in rows)
            assert any(r["status"] == "gone" for r in rows)
        for r in rows:
            if r["status"] == "changed":
                assert r["ctx"]["metadata"]["memorylab"]["kind"] == "placeholder"

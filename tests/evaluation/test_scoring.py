"""Scoring: the lab's numbers against an independent recount and against summaries written
by hand (every label's place known in advance), truncation as the floor."""

from __future__ import annotations

import json

from compaction.engine import MemorySpec, Message, TokenEstimator
from compaction.engine.formats import Conversation
from compaction.engine.retention import score
from evaluation import scoring
from tests.evaluation import scripted


def independent_text(messages: list[dict]) -> str:
    """The context text as docs/labelled-format.md defines it, written again from the
    definition."""
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
        assert result.labels_in_context == expected
        assert result.labels_total == len(conv.labels)
        total_lab += result.labels_in_context
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
        kept_extractive += result.labels_in_context
        total += result.labels_total
    print(f"extractive {kept_extractive}/{total}, truncation {kept_truncation}/{total}")
    assert kept_extractive > kept_truncation


def test_it_pools_every_figure_over_labels_not_conversations():
    a = scoring.ConversationScore(
        id="a", labels_total=1, labels_in_context=1, labels_covered=1, labels_in_summary=1,
        labels_in_section=1, stale_covered=1, stale_leaked=1,
        by_kind={"fact": scoring.kind_figures(
            {"labels": 1, "covered": 1, "in_section": 1, "in_summary": 1, "in_context": 1})},
    )  # fmt: skip
    b = scoring.ConversationScore(
        id="b", labels_total=9, labels_in_context=0, labels_covered=4, labels_in_summary=1,
        labels_in_section=0, stale_covered=3, stale_leaked=0,
        by_kind={"fact": scoring.kind_figures(
            {"labels": 9, "covered": 4, "in_section": 0, "in_summary": 1, "in_context": 0})},
    )  # fmt: skip
    agg = scoring.aggregate([a, b])
    # Averaging per conversation would give 0.5, 0.5, 0.625 and 0.5.
    assert agg["context_recall"] == 0.1
    assert agg["section_accuracy"] == 1 / 5
    assert agg["summary_recall"] == 2 / 5
    assert agg["stale_leakage"] == 1 / 4
    assert agg["by_kind"]["fact"] == {
        "labels": 10, "covered": 5, "in_section": 1, "in_summary": 2, "in_context": 1,
        "section_accuracy": 0.2, "summary_recall": 0.4, "context_recall": 0.1,
    }  # fmt: skip


def test_it_counts_failed_cases_beside_the_mean_instead_of_nan():
    ok = scoring.ConversationScore(id="ok", labels_total=2, labels_in_context=1)
    broken = scoring.ConversationScore(id="broken", error="boom")
    agg = scoring.aggregate([ok, broken])
    assert agg["context_recall"] == 0.5
    assert agg["failed"] == 1
    # ok was never summarized: nothing for section accuracy to count, said beside it
    assert agg["section_accuracy"] is None and agg["summary_unscored"] == 2
    assert scoring.aggregate([broken])["context_recall"] is None
    assert scoring.aggregate([broken])["context_recall_unscored"] == 1


def test_it_reports_an_engine_failure_as_a_failed_case(conversations, monkeypatch):
    def explode(*args, **kwargs):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(scoring, "replay", explode)
    result = scoring.score_conversation(conversations[0], MemorySpec())
    assert result.error == "RuntimeError: disk on fire"
    assert result.context_recall is None and result.section_accuracy is None
    assert result.failures == 1


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
    from evaluation.drilldown import align_contexts

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


# -- summaries written by hand: every place known in advance -------------------------------


def scripted_score() -> scoring.ConversationScore:
    result = scoring.score_conversation(scripted.conversation(), scripted.memory_factory())
    assert result.error is None and result.failed_compactions == 0
    assert [s["messages_seen"] for s in result.snapshots] == scripted.COMPACTED_AT
    return result


def test_it_places_each_label_where_the_scripted_summary_put_it():
    result = scripted_score()
    assert result.places == {
        "goal": "section",
        "oom": "section",
        "restarts": "missing",  # established at 5, in no summary, its message compacted away
        "pool": "section",
        "ref": "section",
        "canary": "other_section",  # a pending action under Confirmed Facts
        "zk": "tail",  # covered, but only in the raw tail
        "timeout": "tail",  # established at 10: after the last summary's coverage
        "dba": "tail",
    }
    labels = {lb["id"]: lb for lb in result.labels}
    assert labels["canary"]["found_in"] == ["Confirmed Facts"]
    assert labels["canary"]["section"] == "Pending Actions"
    assert [lid for lid, lb in labels.items() if not lb["covered"]] == ["timeout", "dba"]
    # 7 covered labels: 4 in their section, 5 in the summary; 8 of 9 in the context.
    assert (result.labels_covered, result.labels_in_section, result.labels_in_summary) == (7, 4, 5)
    assert result.section_accuracy == 4 / 7
    assert result.summary_recall == 5 / 7
    assert result.context_recall == 8 / 9


def test_it_gives_every_figure_per_kind():
    by_kind = scripted_score().by_kind
    assert list(by_kind) == [
        "user_goal", "fact", "decision", "pending_action", "open_issue", "reference",
    ]  # fmt: skip
    assert by_kind["pending_action"] == {
        "labels": 2, "covered": 1, "in_section": 0, "in_summary": 1, "in_context": 2,
        "section_accuracy": 0.0, "summary_recall": 1.0, "context_recall": 1.0,
    }  # fmt: skip
    assert by_kind["decision"]["covered"] == 1 and by_kind["decision"]["section_accuracy"] == 1.0
    assert by_kind["open_issue"]["summary_recall"] == 0.0
    assert by_kind["open_issue"]["context_recall"] == 1.0
    assert by_kind["fact"]["section_accuracy"] == 0.5


def test_it_leaks_a_stale_value_a_summary_line_states_as_current():
    result = scripted_score()
    stale = {s["id"]: s for s in result.stale}
    # "Pool size 50 (previously 20)" marks the old value as history: no leak.
    assert stale["pool20"]["covered"] and not stale["pool20"]["leaked"]
    assert stale["restarts14"]["leaked"]
    assert stale["restarts14"]["lines"] == ["order-7f9c oomkilled 14 restarts"]
    # Superseded after the last summary was written: the summary is not held to it.
    assert not stale["late"]["covered"] and not stale["late"]["leaked"]
    assert (result.stale_total, result.stale_covered, result.stale_leaked) == (3, 2, 1)
    assert result.stale_leakage == 0.5
    assert result.leaked == ["restarts14"]


def test_it_scores_each_snapshot_on_what_its_summary_covered():
    result = scripted_score()
    first, second, third = result.snapshots
    assert first["places"] == {"goal": "section", "oom": "section"}
    assert first["stale_leakage"] is None  # nothing superseded yet
    assert second["places"] == {
        "goal": "section", "oom": "section", "restarts": "missing", "pool": "section",
        "ref": "missing",
    }  # fmt: skip
    assert second["section_accuracy"] == 3 / 5
    assert sorted(second["leaked"]) == ["pool20", "restarts14"]
    assert second["stale_leakage"] == 1.0
    # Right after the third compaction the zookeeper question is nowhere: the raw tail
    # that mentions it again came later.
    assert third["places"]["zk"] == "missing"
    assert third["context_recall"] == 5 / 7
    assert third["lost"] == ["restarts", "zk"]
    assert result.snapshot_section_accuracy == (2 + 3 + 4) / (2 + 5 + 7)
    assert result.snapshot_context_recall == (2 + 3 + 5) / (2 + 5 + 7)


def test_it_counts_the_tokens_of_every_summary():
    result = scripted_score()
    estimator = TokenEstimator()
    [summary] = [m for m in map(Message.from_dict, result.final_context) if m.is_summary]
    assert result.summary_tokens == estimator.count(summary)
    sizes = [s["summary_tokens"] for s in result.snapshots]
    assert sizes[-1] == result.summary_tokens
    # The second summary is the largest one: not the one left in the final context.
    assert result.max_summary_tokens == sizes[1] > result.summary_tokens


def test_it_covers_nothing_when_the_memory_writes_no_summary(conversations):
    window = MemorySpec.from_dict({"backend": "chat_history", "max_turns": 2, "on_full": "evict"})
    result = scoring.score_conversation(conversations[0], window)
    assert result.labels_total and result.labels_covered == 0
    assert result.section_accuracy is None and result.summary_recall is None
    assert result.context_recall is not None
    assert {lb["place"] for lb in result.labels} <= {"tail", "missing"}
    agg = scoring.aggregate([result])
    assert agg["section_accuracy"] is None and agg["summary_unscored"] == 1


def test_it_reads_results_scored_before_labels_had_places():
    legacy = {
        "id": "old", "labels_total": 4, "labels_retained": 3, "recall": 0.75,
        "by_kind": {"fact": {"total": 4, "retained": 3, "recall": 0.75}},
        "labels": [{"id": "l1", "kind": "fact", "kept": False, "evidence": ["x"],
                    "message_index": 0}],
        "snapshots": [{"labels_total": 2, "labels_retained": 1}],
    }  # fmt: skip
    upgraded = scoring.upgrade_result(legacy)
    assert "recall" not in upgraded
    assert upgraded["context_recall"] == 0.75 and upgraded["section_accuracy"] is None
    assert upgraded["snapshot_context_recall"] == 0.5
    assert upgraded["by_kind"]["fact"]["context_recall"] == 0.75
    assert upgraded["labels"][0]["place"] is None and upgraded["labels"][0]["in_context"] is False
    score = scoring.ConversationScore.from_dict(legacy)
    assert score.labels_in_context == 3 and score.context_recall == 0.75


def independent_sections(text: str) -> dict[str, str]:
    """``## Heading`` -> the normalized text of its lines, written again from the format."""
    sections: dict[str, list[str]] = {}
    current = None
    for line in text.splitlines():
        if line.startswith("## "):
            current = sections.setdefault(line[3:].strip(), [])
        elif current is not None and line.strip():
            current.append(line.strip().removeprefix("- "))
    return {name: " ".join("\n".join(lines).lower().split()) for name, lines in sections.items()}


def test_it_counts_section_placement_like_an_independent_count(conversations, extractive_spec):
    kinds = {"user_goal": "User Goal", "fact": "Confirmed Facts", "decision": "Decisions Made",
             "open_issue": "Open Issues", "pending_action": "Pending Actions",
             "reference": "Important References"}  # fmt: skip
    for conv in conversations:
        result = scoring.score_conversation(conv, extractive_spec)
        summary = [m for m in result.final_context if "## User Goal" in str(m)]
        if not summary:
            continue
        sections = independent_sections(Message.from_dict(summary[-1]).plain_text())
        seen = result.snapshots[-1]["messages_seen"]
        covered = [lb for lb in conv.labels if lb["message_index"] < seen]
        in_section = sum(
            1 for lb in covered
            if all(" ".join(e.lower().split()) in sections.get(kinds[lb["kind"]], "")
                   for e in lb["evidence"])
        )  # fmt: skip
        assert result.labels_covered == len(covered)
        assert result.labels_in_section == in_section, conv.id

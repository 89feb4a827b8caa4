from __future__ import annotations

import json

import pytest
from django.core.management import CommandError, call_command

from compaction.engine.formats import conversation_files
from evaluation import conversations
from evaluation.models import LabelledConversation

SPEC = """type: memory
spec:
  micro_compact: true
  auto_compact:
    threshold_tokens: 1500
    min_saving_tokens: 200
    max_summary_tokens: 500
"""

CONVERSATION_KEYS = {
    "id",
    "section_accuracy",
    "summary_recall",
    "context_recall",
    "stale_leakage",
    "labels_total",
    "labels_covered",
    "labels_in_section",
    "labels_in_summary",
    "labels_in_context",
    "by_kind",
    "places",
    "stale_total",
    "stale_covered",
    "stale_leaked",
    "leaked",
    "stale_mentions",
    "summary_tokens",
    "max_summary_tokens",
    "compactions",
    "final_context_tokens",
    "raw_tokens",
    "tokens_per_task",
    "baseline_tokens_per_task",
    "snapshots",
}
KIND_KEYS = {
    "labels",
    "covered",
    "in_section",
    "in_summary",
    "in_context",
    "section_accuracy",
    "summary_recall",
    "context_recall",
}
AGGREGATE_KEYS = {
    "section_accuracy",
    "summary_recall",
    "context_recall",
    "stale_leakage",
    "by_kind",
    "labels_total",
    "labels_covered",
    "labels_in_section",
    "labels_in_summary",
    "labels_in_context",
    "stale_total",
    "stale_covered",
    "stale_leaked",
    "stale_mentions",
    "summary_tokens",
    "max_summary_tokens",
    "snapshot_section_accuracy",
    "snapshot_summary_recall",
    "snapshot_context_recall",
    "snapshot_stale_leakage",
    "tokens_per_task_ratio",
    "conversations",
    "failed",
    "context_recall_unscored",
    "summary_unscored",
    "stale_unscored",
}


@pytest.fixture
def spec_file(tmp_path):
    path = tmp_path / "spec.yaml"
    path.write_text(SPEC)
    return path


def run(*args) -> str:
    from io import StringIO

    out = StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


def test_it_prints_the_issue_json_keys(shipped_dir, spec_file):
    doc = json.loads(run("evaluate", str(shipped_dir), "--spec", str(spec_file), "--json"))
    assert set(doc) == {"conversations", "aggregate"}
    assert set(doc["aggregate"]) == AGGREGATE_KEYS
    assert "recall" not in doc["aggregate"]  # renamed: context_recall
    convs = doc["conversations"]
    assert len(convs) == len(list(shipped_dir.glob("*.json")))
    for conv in convs:
        assert set(conv) == CONVERSATION_KEYS
        assert set(conv["places"].values()) <= {"section", "other_section", "tail", "missing"}
        assert len(conv["places"]) == conv["labels_total"]
        for kind in conv["by_kind"].values():
            assert set(kind) == KIND_KEYS
        for snap in conv["snapshots"]:
            assert {"section_accuracy", "summary_recall", "context_recall", "stale_leakage",
                    "places", "leaked", "summary_tokens"} <= set(snap)  # fmt: skip
    agg = doc["aggregate"]

    def pooled(num: str, den: str) -> float:
        return sum(c[num] for c in convs) / sum(c[den] for c in convs)

    assert agg["context_recall"] == pytest.approx(pooled("labels_in_context", "labels_total"))
    assert agg["section_accuracy"] == pytest.approx(pooled("labels_in_section", "labels_covered"))
    assert agg["summary_recall"] == pytest.approx(pooled("labels_in_summary", "labels_covered"))
    assert agg["labels_in_section"] == sum(
        1 for c in convs for place in c["places"].values() if place == "section"
    )
    assert agg["max_summary_tokens"] == max(c["max_summary_tokens"] for c in convs) > 0
    for kind, entry in agg["by_kind"].items():
        assert entry["covered"] == sum(c["by_kind"].get(kind, {}).get("covered", 0) for c in convs)
    assert agg["failed"] == 0
    ratio = sum(c["tokens_per_task"] for c in convs) / sum(
        c["baseline_tokens_per_task"] for c in convs
    )
    assert agg["tokens_per_task_ratio"] == pytest.approx(ratio)


def test_it_prints_the_figures_of_a_scripted_replay(monkeypatch, tmp_path, spec_file):
    """Every figure of ``evaluate --json`` for summaries written by hand."""
    from evaluation import scoring
    from tests.evaluation import scripted

    path = tmp_path / "scripted.json"
    path.write_text(json.dumps(scripted.conversation().to_dict()))
    real = scoring.score_conversation
    monkeypatch.setattr(
        scoring, "score_conversation", lambda conv, spec: real(conv, scripted.memory_factory())
    )
    doc = json.loads(run("evaluate", str(path), "--spec", str(spec_file), "--json"))
    [conv] = doc["conversations"]
    assert conv["places"]["canary"] == "other_section" and conv["places"]["zk"] == "tail"
    assert conv["leaked"] == ["restarts14"]
    agg = doc["aggregate"]
    assert (agg["section_accuracy"], agg["summary_recall"]) == (4 / 7, 5 / 7)
    assert (agg["context_recall"], agg["stale_leakage"]) == (8 / 9, 0.5)
    assert agg["by_kind"]["pending_action"]["section_accuracy"] == 0.0
    assert agg["snapshot_section_accuracy"] == 9 / 14
    table = run("evaluate", str(path), "--spec", str(spec_file))
    assert "0.571 4/7" in table and "0.714 5/7" in table and "0.889 8/9" in table
    assert "stale leakage 0.500 (1/2)" in table


def test_it_prints_a_readable_table(shipped_dir, spec_file):
    out = run("evaluate", str(shipped_dir / "ledger-lag.json"), "--spec", str(spec_file))
    assert "ledger-lag" in out
    assert "section accuracy" in out and "context recall" in out and "failed to score" in out
    assert "pending_action" in out


def test_it_names_a_missing_file(spec_file):
    with pytest.raises(CommandError, match="no-such.json: no such file"):
        run("evaluate", "no-such.json", "--spec", str(spec_file))


def test_it_names_a_bad_spec_key(shipped_dir, tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("type: memory\nspec:\n  auto_compact:\n    threshold: 5\n")
    with pytest.raises(CommandError, match="threshold"):
        run("evaluate", str(shipped_dir), "--spec", str(bad))


def test_it_refuses_conversations_without_labels(tmp_path, spec_file):
    path = tmp_path / "plain.json"
    path.write_text(json.dumps([{"role": "user", "content": "hi"}]))
    with pytest.raises(CommandError, match="no labels"):
        run("evaluate", str(path), "--spec", str(spec_file))


def test_it_imports_the_shipped_set(alice, shipped_dir):
    out = run("import_labelled", "--shipped", "--owner", "alice")
    shipped = len(conversation_files(conversations.SHIPPED_DIR))
    assert f"imported {shipped}" in out
    assert LabelledConversation.objects.filter(owner=alice).count() == shipped


def test_it_skips_existing_ids_and_says_so(alice, shipped_dir):
    run("import_labelled", str(shipped_dir / "ledger-lag.json"), "--owner", "alice")
    first = LabelledConversation.objects.get(owner=alice)
    first.labels.all().delete()  # a change a second import must not undo
    out = run("import_labelled", "--shipped", "--owner", "alice")
    shipped = len(conversation_files(conversations.SHIPPED_DIR))
    assert "ledger-lag: skipped, already imported (--replace overwrites it)" in out
    assert f"imported {shipped - 1} conversation(s), skipped 1 already imported" in out
    assert LabelledConversation.objects.filter(owner=alice).count() == shipped
    assert LabelledConversation.objects.get(pk=first.pk).labels.count() == 0
    again = run("import_labelled", "--shipped", "--owner", "alice")
    assert f"imported 0 conversation(s), skipped {shipped} already imported" in again


def test_it_overwrites_existing_ids_with_replace(alice, shipped_dir):
    run("import_labelled", str(shipped_dir / "ledger-lag.json"), "--owner", "alice")
    LabelledConversation.objects.get(owner=alice).labels.all().delete()
    out = run(
        "import_labelled", str(shipped_dir / "ledger-lag.json"), "--owner", "alice", "--replace"
    )
    assert "imported 1 conversation(s)" in out and "skipped" not in out
    conv = LabelledConversation.objects.get(owner=alice)
    assert conv.labels.count() > 0


def test_it_names_an_unknown_owner(db, shipped_dir):
    with pytest.raises(CommandError, match="no user 'carol'"):
        run("import_labelled", str(shipped_dir), "--owner", "carol")


def test_it_derives_labels_from_public_data_only_when_asked(alice):
    from pathlib import Path

    swe = Path(__file__).resolve().parents[1] / "fixtures" / "formats" / "swe-mini.traj.json"
    run("import_labelled", str(swe), "--owner", "alice")
    conv = LabelledConversation.objects.get(owner=alice)
    assert conv.source == "mini-swe-agent" and conv.labels.count() == 0
    run("import_labelled", str(swe), "--owner", "alice", "--derive", "--replace")
    conv = LabelledConversation.objects.get(owner=alice)
    assert conv.labels.filter(kind="reference").count() > 0

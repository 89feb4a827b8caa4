from __future__ import annotations

import json

import pytest
from django.core.management import CommandError, call_command

from compaction.engine.formats import conversation_files
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
    "labels_total",
    "labels_retained",
    "recall",
    "by_kind",
    "stale_mentions",
    "compactions",
    "final_context_tokens",
    "raw_tokens",
    "tokens_per_task",
    "baseline_tokens_per_task",
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
    assert set(doc["aggregate"]) == {
        "recall",
        "by_kind",
        "stale_mentions",
        "tokens_per_task_ratio",
        "failed",
    }
    assert len(doc["conversations"]) == len(conversation_files(shipped_dir))
    for conv in doc["conversations"]:
        assert set(conv) == CONVERSATION_KEYS
        for kind in conv["by_kind"].values():
            assert set(kind) == {"total", "retained", "recall"}
    pooled = sum(c["labels_retained"] for c in doc["conversations"]) / sum(
        c["labels_total"] for c in doc["conversations"]
    )
    assert doc["aggregate"]["recall"] == pytest.approx(pooled)
    assert doc["aggregate"]["failed"] == 0
    ratio = sum(c["tokens_per_task"] for c in doc["conversations"]) / sum(
        c["baseline_tokens_per_task"] for c in doc["conversations"]
    )
    assert doc["aggregate"]["tokens_per_task_ratio"] == pytest.approx(ratio)


def test_it_prints_a_readable_table(shipped_dir, spec_file):
    out = run("evaluate", str(shipped_dir / "ledger-lag.json"), "--spec", str(spec_file))
    assert "ledger-lag" in out
    assert "overall recall" in out and "failed to score" in out


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
    files = conversation_files(shipped_dir)
    out = run("import_labelled", "--shipped", "--owner", "alice")
    assert f"imported {len(files)}" in out
    assert LabelledConversation.objects.filter(owner=alice).count() == len(files) >= 15


def test_it_refuses_an_import_over_an_existing_id(alice, shipped_dir):
    run("import_labelled", str(shipped_dir / "ledger-lag.json"), "--owner", "alice")
    with pytest.raises(CommandError, match="already exists"):
        run("import_labelled", str(shipped_dir / "ledger-lag.json"), "--owner", "alice")
    run("import_labelled", str(shipped_dir / "ledger-lag.json"), "--owner", "alice", "--replace")
    assert LabelledConversation.objects.filter(owner=alice).count() == 1


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

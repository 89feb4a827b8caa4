"""The retention benchmark (``make bench``) reports every labelled set it finds, with every
figure per kind, and leaves out a set that is not there."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))

import extractive_recall  # noqa: E402


@pytest.fixture
def fake_root(tmp_path, monkeypatch, shipped_dir):
    """A repository with the shipped set and no shared data."""
    target = tmp_path / "evaluation" / "fixtures" / "labelled"
    shutil.copytree(shipped_dir, target)
    monkeypatch.setattr(extractive_recall, "ROOT", tmp_path)
    monkeypatch.setattr(extractive_recall, "data_dir", lambda: tmp_path / "no-shared-data")
    return tmp_path


def test_it_reports_the_held_out_set_only_when_it_exists(fake_root, shipped_dir):
    assert [s.name for s in extractive_recall.default_sets()] == ["shipped"]
    heldout = fake_root / "benchmarks" / "heldout" / "labelled"
    heldout.mkdir(parents=True)
    assert [s.name for s in extractive_recall.default_sets()] == ["shipped"]  # empty: left out
    shutil.copy(shipped_dir / "ledger-lag.json", heldout)
    assert [s.name for s in extractive_recall.default_sets()] == ["shipped", "held-out"]


def test_it_prints_every_figure_per_kind_against_the_goals(shipped_dir):
    sets = [extractive_recall.LabelledSet("shipped", shipped_dir)]
    tables = extractive_recall.run(quick=True, sets=sets, threshold=1500)
    figures, per_conv = (t.markdown() for t in tables)
    header = figures.splitlines()[2]
    for column in ("section accuracy", "summary recall", "context recall"):
        assert column in header
    for kind in ("user_goal", "fact", "decision", "pending_action", "open_issue", "reference"):
        assert f"| {kind} |" in figures
    assert "stale leakage" in figures and "largest summary" in figures
    assert ">= 0.75:" in figures and "<= 2000:" in figures
    labels = sum(len(json.loads(p.read_text())["labels"]) for p in shipped_dir.glob("*.json"))
    assert f"| all | {labels} |" in figures
    assert all(p.stem in per_conv for p in shipped_dir.glob("*.json"))


def test_it_counts_a_current_value_the_summary_notes_as_replaced():
    import summary_quality

    summary = (
        "## Confirmed Facts\n"
        "- Checkpoint every 1,000 steps. (superseded: 1,000 → 500) [3]\n"
        "- Warmup 500 steps (was 2000). [5]\n"
        "- 中班插班 2 个。（旧值：3 个 → 2 个） [7]\n"
    )
    labels = [
        {"id": "l1", "evidence": ["1,000 steps"]},  # current, but noted as replaced
        {"id": "l2", "evidence": ["500"]},  # the new side of a note, and said plainly
        {"id": "l3", "evidence": ["2 个"]},  # the new side
        {"id": "l4", "evidence": ["1,000"]},  # not covered: not counted
    ]
    noted = summary_quality.noted_as_replaced(summary, labels, {"l1", "l2", "l3"})
    assert noted == ["l1"]

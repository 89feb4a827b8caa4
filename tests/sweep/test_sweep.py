"""The sweep: its JSON shape, its arithmetic and the benefit rule."""

from __future__ import annotations

import io
import json
import statistics

import pytest
from django.core.management import CommandError, call_command

from compaction.engine.replay import CompactionPoint, ReplayReport
from evaluation.sweep import (
    SweepCancelled,
    default_strategy,
    measure,
    recommend,
    run_jobs,
    run_sweep,
)

FIGURES = {"section_accuracy", "summary_recall", "context_recall", "stale_leakage"}
COUNTS = {
    "labels_total",
    "labels_covered",
    "labels_in_section",
    "labels_in_summary",
    "labels_in_context",
    "stale_covered",
    "stale_leaked",
}
THRESHOLD_KEYS = {
    "threshold",
    "tokens_per_task",
    "baseline_tokens_per_task",
    "savings_pct",
    "median_savings_pct",
    *FIGURES,
    *COUNTS,
    "by_kind",
    "labelled_conversations",
    "compactions",
    "unprofitable_compactions",
    "conversations",
}
CONVERSATION_KEYS = {
    "id", "tokens_per_task", "baseline_tokens_per_task", "compactions", *FIGURES, *COUNTS,
}  # fmt: skip


def sweep_json(*args: str) -> dict:
    out, err = io.StringIO(), io.StringIO()
    call_command("sweep", *args, "--json", "--workers", "1", stdout=out, stderr=err)
    return json.loads(out.getvalue())


def test_it_prints_the_issue_json_shape(convo_dir):
    doc = sweep_json(str(convo_dir), "--thresholds", "4000,2000", "--no-progress")
    assert "recall" not in doc["thresholds"][0]  # renamed: context_recall
    assert set(doc) >= {"strategy", "thresholds"}
    assert doc["strategy"]["auto_compact"]["summary_model"] == "extractive"
    assert doc["strategy"]["auto_compact"]["min_saving_tokens"] == 2000
    assert doc["strategy"]["micro_compact"]["enabled"] is True
    assert [r["threshold"] for r in doc["thresholds"]] == [2000, 4000]
    for row in doc["thresholds"]:
        assert set(row) >= THRESHOLD_KEYS
        assert [c["id"] for c in row["conversations"]] == ["alpha", "beta", "gamma"]
        for conv in row["conversations"]:
            assert set(conv) >= CONVERSATION_KEYS


def test_it_takes_savings_from_the_sums_and_the_median_over_conversations(conversations):
    doc = run_sweep(conversations, [2000, 6000], workers=1)
    for row in doc["thresholds"]:
        convs = row["conversations"]
        tpt = sum(c["tokens_per_task"] for c in convs)
        base = sum(c["baseline_tokens_per_task"] for c in convs)
        assert row["tokens_per_task"] == tpt and row["baseline_tokens_per_task"] == base
        assert row["savings_pct"] == round(100 * (1 - tpt / base), 2)
        per_conv = [100 * (1 - c["tokens_per_task"] / c["baseline_tokens_per_task"]) for c in convs]
        assert row["median_savings_pct"] == pytest.approx(statistics.median(per_conv), abs=0.01)
        assert row["compactions"] == sum(c["compactions"] for c in convs)
    low, high = doc["thresholds"]
    assert low["compactions"] > high["compactions"]
    assert low["tokens_per_task"] < high["tokens_per_task"]


def test_it_pools_every_figure_over_labels_and_is_null_without_them(conversations):
    doc = run_sweep(conversations, [2000], workers=1)
    [row] = doc["thresholds"]
    by_id = {c["id"]: c for c in row["conversations"]}
    assert by_id["gamma"]["labels_total"] == 0
    assert all(by_id["gamma"][f] is None for f in FIGURES)
    labelled = [by_id["alpha"], by_id["beta"]]

    def pooled(num: str, den: str) -> float:
        return round(sum(c[num] for c in labelled) / sum(c[den] for c in labelled), 4)

    assert row["context_recall"] == pooled("labels_in_context", "labels_total")
    assert row["labels_total"] == 4 and row["labels_in_context"] == 4
    assert row["labels_covered"] == sum(c["labels_covered"] for c in labelled) > 0
    assert row["section_accuracy"] == pooled("labels_in_section", "labels_covered")
    assert row["summary_recall"] == pooled("labels_in_summary", "labels_covered")
    assert row["stale_leakage"] is None  # no stale values in these conversations
    assert row["labelled_conversations"] == 2
    assert row["by_kind"]["reference"]["labels"] == 2
    unlabelled = run_sweep([c for c in conversations if c.id == "gamma"], [2000], workers=1)
    assert all(unlabelled["thresholds"][0][f] is None for f in FIGURES)


def test_it_measures_a_scripted_replay_like_the_lab():
    """The sweep's retention of one cell is the lab's: the same places, the same figures."""
    from evaluation import scoring
    from evaluation.sweep import replay_recorded
    from tests.evaluation import scripted

    conv = scripted.conversation()
    report, prompts = replay_recorded(conv, scripted.memory_factory()())
    cell = measure(conv, report, prompts, [], {})
    assert (cell["labels_covered"], cell["labels_in_section"], cell["labels_in_summary"]) == (
        7, 4, 5,
    )  # fmt: skip
    assert cell["section_accuracy"] == round(4 / 7, 4)
    assert cell["context_recall"] == round(8 / 9, 4)
    assert (cell["stale_covered"], cell["stale_leaked"], cell["stale_leakage"]) == (2, 1, 0.5)
    assert cell["by_kind"]["pending_action"]["section_accuracy"] == 0.0
    lab = scoring.score_conversation(conv, scripted.memory_factory())
    assert cell["labels_in_section"] == lab.labels_in_section
    assert cell["by_kind"] == lab.by_kind


def _point(before: int, after: int, calls_after: int, request: int, response: int):
    return CompactionPoint(
        messages_seen=10,
        turn=1,
        trigger="auto",
        tokens_before=before,
        tokens_after=after,
        request_tokens=request,
        response_tokens=response,
        cost=0.0,
        archive_ref=None,
        calls_before=1,
        calls_after=calls_after,
    )


def test_it_counts_compactions_that_do_not_pay_off(conversations):
    report = ReplayReport(session_id="s")
    report.compactions = [
        _point(5000, 1000, 0, 0, 0),  # nothing follows: saves nothing
        _point(5000, 1000, 2, 9000, 500),  # 4000 * 2 = 8000 <= 9500
        _point(5000, 1000, 3, 9000, 500),  # 4000 * 3 = 12000 > 9500
    ]
    cell = measure(conversations[0], report, [], [], {})
    assert cell["compactions"] == 3
    assert cell["unprofitable_compactions"] == 2
    assert [p["profitable"] for p in cell["compaction_points"]] == [False, False, True]
    assert cell["compaction_points"][1]["saved_per_future_round"] == 4000
    assert cell["compaction_points"][1]["remaining_rounds"] == 2


def test_it_gives_the_same_numbers_in_a_process_pool(conversations):
    one = run_sweep(conversations, [3000], workers=1)
    two = run_sweep(conversations, [3000], workers=2)
    assert one["thresholds"][0]["conversations"] == two["thresholds"][0]["conversations"]


def test_it_stops_when_cancelled():
    seen = []
    with pytest.raises(SweepCancelled):
        run_jobs([1, 2, 3], seen.append, workers=1, cancelled=lambda: bool(seen))
    assert seen == [1]


def _row(
    threshold: int,
    median: float,
    recall: float | None,
    section: float | None = None,
    leakage: float | None = None,
) -> dict:
    return {
        "threshold": threshold,
        "median_savings_pct": median,
        "savings_pct": median,
        "context_recall": recall,
        "section_accuracy": section,
        "stale_leakage": leakage,
        "compactions": 1,
        "unprofitable_compactions": 0,
        "costs": {},
    }


def test_it_recommends_the_range_near_the_best_savings_that_keeps_recall():
    doc = {
        "models": [],
        "thresholds": [
            _row(4000, 80.0, 0.70),  # best savings, recall too low
            _row(8000, 77.0, 0.90),
            _row(12000, 76.0, 0.92),  # within 5 points and best recall: the default
            _row(16000, 70.0, 0.93),  # too few savings
        ],
    }
    rec = recommend(doc)
    assert rec["tokens"]["thresholds"] == [8000, 12000]
    assert (rec["tokens"]["low"], rec["tokens"]["high"], rec["tokens"]["default"]) == (
        8000,
        12000,
        12000,
    )
    assert "12000" in rec["tokens"]["reasoning"]
    assert "threshold swept" not in rec["tokens"]["reasoning"]
    doc["thresholds"] = doc["thresholds"][1:]  # now 8000 is the lowest swept and the pick
    doc["thresholds"][0]["context_recall"] = 0.99
    edge = recommend(doc)["tokens"]
    assert edge["default"] == 8000
    assert "8000 is the lowest threshold swept: sweep lower ones" in edge["reasoning"]
    assert "within 5 percentage points" in rec["rule"]


def test_it_leaves_out_a_threshold_whose_section_accuracy_drops_beyond_tolerance():
    doc = {
        "models": [],
        "thresholds": [
            _row(4000, 80.0, 0.95, section=0.50),  # best savings, recall fine, sections not
            _row(8000, 78.0, 0.94, section=0.58),
            _row(12000, 76.0, 0.95, section=0.60),  # best section accuracy: the default
        ],
    }
    rec = recommend(doc)["tokens"]
    assert rec["thresholds"] == [8000, 12000] and rec["default"] == 12000
    assert rec["best_section_accuracy"] == 0.60
    assert rec["left_out_for_quality"] == [
        {"threshold": 4000, "figures": {"section_accuracy": 0.50}}
    ]
    assert "4000 (section accuracy 0.500)" in rec["reasoning"]
    assert "section accuracy 0.600" in rec["reasoning"]
    # Within the tolerance (0.05) it stays in the range.
    doc["thresholds"][0]["section_accuracy"] = 0.56
    assert recommend(doc)["tokens"]["thresholds"] == [4000, 8000, 12000]
    assert "section accuracy is within 0.05" in recommend(doc)["rule"]


def test_it_does_not_let_a_handful_of_labels_decide():
    """A figure is outside its tolerance only when its whole 95% interval is."""
    few = _row(4000, 80.0, 0.95, section=0.50)  # best savings
    few.update(labels_in_section=5, labels_covered=10)  # 0.50 of 10 labels: 0.24-0.76
    many = _row(12000, 76.0, 0.95, section=0.60)
    many.update(labels_in_section=60, labels_covered=100)
    doc = {"models": [], "thresholds": [few, many]}
    rec = recommend(doc)["tokens"]
    assert rec["thresholds"] == [4000, 12000] and rec["left_out_for_quality"] == []
    few.update(labels_in_section=200, labels_covered=400)  # 0.50 of 400: 0.45-0.55
    rec = recommend(doc)["tokens"]
    assert rec["thresholds"] == [12000]
    assert rec["left_out_for_quality"] == [
        {"threshold": 4000, "figures": {"section_accuracy": 0.5}}
    ]
    assert "whole 95% Wilson interval" in recommend(doc)["rule"]


def test_it_says_so_when_no_threshold_saving_enough_keeps_the_quality():
    doc = {
        "models": [],
        "thresholds": [
            _row(4000, 80.0, 0.95, section=0.40),
            _row(16000, 60.0, 0.95, section=0.70),  # saves too little
        ],
    }
    rec = recommend(doc)["tokens"]
    assert rec["conflict"] and rec["default"] == 4000 and rec["thresholds"] == [4000]
    assert "4000 is given for its savings alone" in rec["reasoning"]
    assert "Left out although" not in rec["reasoning"]


def test_it_leaves_out_a_threshold_whose_summaries_leak_more_stale_values():
    doc = {
        "models": [],
        "thresholds": [
            _row(4000, 80.0, 0.95, section=0.6, leakage=0.40),  # leaks: left out
            _row(8000, 79.0, 0.95, section=0.6, leakage=0.10),
            _row(12000, 78.0, 0.95, section=0.6, leakage=0.14),
        ],
    }
    rec = recommend(doc)["tokens"]
    assert rec["thresholds"] == [8000, 12000]
    assert rec["default"] == 8000  # equal section accuracy and recall: the lower leakage
    assert rec["lowest_stale_leakage"] == 0.10
    assert rec["left_out_for_quality"][0]["figures"] == {"stale_leakage": 0.40}


def test_it_rejects_bad_input_with_a_clear_error(convo_dir, tmp_path):
    with pytest.raises(CommandError, match="thresholds: 'x' is not an integer"):
        call_command("sweep", str(convo_dir), "--thresholds", "x", stdout=io.StringIO())
    with pytest.raises(CommandError, match="no such file"):
        call_command("sweep", str(tmp_path / "missing"), stdout=io.StringIO())
    with pytest.raises(CommandError, match="--workers"):
        call_command("sweep", str(convo_dir), "--workers", "0", stdout=io.StringIO())


def test_it_sweeps_a_custom_strategy_with_its_min_saving(convo_dir, tmp_path):
    spec = tmp_path / "spec.yaml"
    spec.write_text(
        "type: memory\nspec:\n  micro_compact: {compact_reasoning: true}\n"
        "  auto_compact: {summary_model: extractive, min_saving_tokens: 700}\n"
    )
    doc = sweep_json(str(convo_dir), "--thresholds", "3000", "--strategy", str(spec),
                     "--no-progress")  # fmt: skip
    assert doc["strategy"]["micro_compact"]["compact_reasoning"] is True
    assert doc["strategy"]["auto_compact"]["min_saving_tokens"] == 700
    doc = sweep_json(str(convo_dir), "--thresholds", "3000", "--strategy", str(spec),
                     "--min-saving", "900", "--no-progress")  # fmt: skip
    assert doc["strategy"]["auto_compact"]["min_saving_tokens"] == 900


def test_it_shows_a_progress_bar_on_stderr_and_a_table_on_stdout(convo_dir):
    out, err = io.StringIO(), io.StringIO()
    call_command("sweep", str(convo_dir), "--thresholds", "3000", "--workers", "1",
                 stdout=out, stderr=err)  # fmt: skip
    assert "3/3" in err.getvalue()
    assert "Recommended threshold_tokens" in out.getvalue()
    header = out.getvalue().splitlines()[2]
    assert all(h in header for h in ("section acc", "summary rec", "context rec", "stale leak"))
    assert "{" not in out.getvalue().splitlines()[0]


def test_it_prints_the_retention_figures_in_the_table(conversations):
    from evaluation.management.commands.sweep import sweep_text

    doc = run_sweep(conversations, [3000], workers=1)
    [row] = doc["thresholds"]
    line = sweep_text(doc).splitlines()[4]
    assert line.startswith("3000")
    assert f"{row['section_accuracy']:.3f}" in line and f"{row['context_recall']:.3f}" in line


def test_it_compares_baselines_from_the_command_line(convo_dir):
    doc = sweep_json(str(convo_dir), "--compare", "--budget", "3000",
                     "--baselines", "none,trim,micro", "--no-progress")  # fmt: skip
    assert [s["name"] for s in doc["strategies"]] == ["none", "trim", "micro"]
    assert doc["budget"] == 3000


def test_the_default_strategy_is_micro_plus_extractive():
    spec = default_strategy()
    assert spec.micro_compact.enabled and spec.auto_compact.enabled
    assert spec.auto_compact.summary_model == "extractive"
    assert spec.auto_compact.min_saving_tokens == 2000

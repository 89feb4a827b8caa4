"""manage.py replay: a readable table, the issue's JSON, clear errors."""

from __future__ import annotations

import json
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "formats"
SWE = FIXTURES / "swe-mini.traj.json"


def run(*args: str) -> tuple[str, str]:
    out, err = StringIO(), StringIO()
    call_command("replay", *args, stdout=out, stderr=err)
    return out.getvalue(), err.getvalue()


@pytest.fixture
def spec_file(tmp_path):
    path = tmp_path / "memory.yaml"
    path.write_text(
        "type: memory\n"
        "spec:\n"
        "  micro_compact: {enabled: true, compact_reasoning: true, compact_tool_inputs: true}\n"
        "  auto_compact: {threshold_tokens: 12000, summary_model: extractive}\n"
        "  archive: {fsync: never}\n"
    )
    return path


def test_it_prints_the_report_as_json(tmp_path, spec_file):
    out, _ = run(str(SWE), "--spec", str(spec_file), "--json", "--archive-dir", str(tmp_path))
    data = json.loads(out)
    assert set(data) == {"turns", "totals", "final_context", "archive"}
    assert data["totals"]["model_calls"] == 6
    assert data["totals"]["baseline_tokens_per_task"] >= data["totals"]["tokens_per_task"] > 0
    assert data["archive"] == str(tmp_path / "tlib-tlib-1234.jsonl")
    assert Path(data["archive"]).exists()
    assert data["final_context"][1]["role"] == "user"


def test_it_prints_a_readable_table(tmp_path, spec_file):
    out, _ = run(str(SWE), "--spec", str(spec_file), "--archive-dir", str(tmp_path))
    assert "tokens/task" in out and "baseline" in out
    assert "tlib-tlib-1234" in out
    assert "micro_compact" in out  # the turn table says what the memory did
    assert f"archive: {tmp_path / 'tlib-tlib-1234.jsonl'}" in out


def test_it_sums_a_directory_and_reports_skipped_files(tmp_path, spec_file):
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    (data_dir / "a.json").write_text(SWE.read_text())
    (data_dir / "b.json").write_text((FIXTURES / "openai-chat.json").read_text())
    (data_dir / "results_summary.json").write_text('{"instances": []}')
    out, err = run(
        str(data_dir), "--spec", str(spec_file), "--json", "--archive-dir", str(tmp_path / "a")
    )
    data = json.loads(out)
    assert [c["id"] for c in data["conversations"]] == ["tlib-tlib-1234", "b"]  # a.json, b.json
    totals = data["totals"]
    assert totals["model_calls"] == 10
    assert totals["tokens_per_task_ratio"] == round(
        totals["tokens_per_task"] / totals["baseline_tokens_per_task"], 4
    )
    assert "skipped" in err and "results_summary.json" in err


def test_it_names_a_missing_file():
    with pytest.raises(CommandError, match=r"nope\.json: no such file"):
        run(str(FIXTURES / "nope.json"))


def test_it_names_a_bad_conversation_file(tmp_path):
    bad = tmp_path / "broken.json"
    bad.write_text("[{")
    with pytest.raises(CommandError, match=r"broken\.json: not valid JSON"):
        run(str(bad))


def test_it_names_the_bad_key_of_a_spec(tmp_path):
    spec = tmp_path / "bad.yaml"
    spec.write_text("spec:\n  auto_compact:\n    threshold_tokens: high\n")
    with pytest.raises(CommandError, match=r"spec\.auto_compact\.threshold_tokens"):
        run(str(SWE), "--spec", str(spec))


def test_it_names_a_missing_spec(tmp_path):
    with pytest.raises(CommandError, match=r"missing\.yaml"):
        run(str(SWE), "--spec", str(tmp_path / "missing.yaml"))


def test_it_keeps_no_scratch_archive_without_archive_dir(tmp_path, settings):
    spec = tmp_path / "memory.yaml"
    spec.write_text(f"spec:\n  archive: {{path: {tmp_path / 'spec-archive'}}}\n")
    out, _ = run(str(SWE), "--spec", str(spec))
    assert "archive: not kept (--archive-dir DIR keeps it)" in out
    data = json.loads(run(str(SWE), "--spec", str(spec), "--json")[0])
    assert data["archive"] is None
    # Neither the spec's folder nor the server's archive got a file.
    assert not (tmp_path / "spec-archive").exists()
    server = Path(settings.MEMORYLAB_ARCHIVE_DIR)
    assert not server.exists() or not any(server.iterdir())


def test_it_refuses_the_server_archive_as_archive_dir(settings):
    with pytest.raises(CommandError, match="server's archive folder"):
        run(str(SWE), "--archive-dir", str(settings.MEMORYLAB_ARCHIVE_DIR))


def test_it_replays_again_into_the_same_archive_dir_as_a_new_session(tmp_path):
    first = json.loads(run(str(SWE), "--json", "--archive-dir", str(tmp_path))[0])
    second = json.loads(run(str(SWE), "--json", "--archive-dir", str(tmp_path))[0])
    assert first["archive"] == str(tmp_path / "tlib-tlib-1234.jsonl")
    assert second["archive"] == str(tmp_path / "tlib-tlib-1234-2.jsonl")
    # Nothing of the first run leaked in (placeholders name the session, so the final
    # context may differ by the length of "-2").
    for key in ("model_calls", "baseline_tokens_per_task", "raw_tokens", "compactions"):
        assert second["totals"][key] == first["totals"][key], key
    assert [m["role"] for m in second["final_context"]] == [
        m["role"] for m in first["final_context"]
    ]

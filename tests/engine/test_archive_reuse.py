"""Where an embedded memory writes its archive when the spec names no folder, and what it
does with records another run left under the same session id."""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest
from engine_builders import answer, big_output, call, result, user

from compaction.engine import CompactableMemory, MemoryArchive, MemorySpec, build_memory
from compaction.engine.errors import ArchiveInUse
from compaction.engine.memory import default_archive_dir

ROOT = Path(__file__).resolve().parents[2]


def one_turn(memory: Any, sid: str, tag: str) -> None:
    memory.append(sid, user(f"question {tag}"), call("c1"))
    memory.append(sid, result("c1", big_output(80, tag)), answer(f"answer {tag}"))
    memory.next_turn(sid)


def test_it_archives_under_a_temporary_folder_of_this_process_by_default() -> None:
    memory = build_memory({"auto_compact": {"enabled": False}})
    root = Path(memory.archive.root)  # type: ignore[union-attr]
    assert str(root) == default_archive_dir()
    assert root.resolve().parent == Path(tempfile.gettempdir()).resolve()
    one_turn(memory, "default-folder", "a")
    assert (root / "default-folder.jsonl").exists()
    assert MemorySpec().archive.path == ""


def test_it_gives_each_process_its_own_default_folder() -> None:
    code = "from compaction.engine.memory import default_archive_dir; print(default_archive_dir())"
    folders = {
        subprocess.run(
            [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
        ).stdout.strip()
        for _ in range(2)
    }
    assert len(folders) == 2 and default_archive_dir() not in folders


def test_it_refuses_to_append_to_records_an_earlier_run_left(make_spec: Any) -> None:
    spec = make_spec(auto_compact={"enabled": False})
    first = CompactableMemory(spec)
    one_turn(first, "ticket", "first")
    # A second run: the in-memory store starts empty, the folder still holds run one.
    second = CompactableMemory(spec)
    with pytest.raises(ArchiveInUse, match=r"'ticket' already has 4 records.*clear\('ticket'\)"):
        second.append("ticket", user("question second"))
    assert second.is_empty("ticket")
    assert len(second.history("ticket")) == 4  # nothing was written by the refused append


def test_it_continues_an_archive_after_an_explicit_clear(make_spec: Any) -> None:
    spec = make_spec(auto_compact={"enabled": False})
    one_turn(CompactableMemory(spec), "ticket", "first")
    second = CompactableMemory(spec)
    second.clear("ticket")
    one_turn(second, "ticket", "second")
    assert [m.text for m in second.history("ticket") if m.role == "user"] == [
        "question first",
        "question second",
    ]
    assert [m.text for m in second.context("ticket") if m.role == "user"] == ["question second"]


def test_it_keeps_appending_to_its_own_session_after_a_clear(make_memory: Any) -> None:
    memory = make_memory(auto_compact={"enabled": False})
    one_turn(memory, "s", "a")
    memory.clear("s")
    one_turn(memory, "s", "b")
    assert len(memory.history("s")) == 8


def test_it_refuses_a_shared_in_memory_archive_too() -> None:
    archive = MemoryArchive()
    spec = MemorySpec.from_dict({"archive": {"enabled": False}})
    one_turn(CompactableMemory(spec, archive=archive), "s", "a")
    with pytest.raises(ArchiveInUse):
        CompactableMemory(spec, archive=archive).append("s", user("again"))


def test_it_summarizes_only_what_came_after_a_clear(make_memory: Any) -> None:
    memory = make_memory(auto_compact={"enabled": False})
    one_turn(memory, "s", "before")  # seqs 1-4, then a clear record (5)
    memory.clear("s")
    one_turn(memory, "s", "after")  # seqs 6-9
    result = memory.compact("s", reason="manual")
    assert result.ok, result.reason
    assert result.summary.startswith("[memorylab summary of archive://s/6-")
    assert "question before" not in result.summary and "answer before" not in result.summary
    # The history keeps both: the clear forgot the context, not the record.
    assert [m.text for m in memory.history("s") if m.role == "user"] == [
        "question before",
        "question after",
    ]
    # A second compaction keeps covering from the first message after the clear.
    one_turn(memory, "s", "later")
    again = memory.compact("s", reason="manual")
    assert again.ok and again.summary.startswith("[memorylab summary of archive://s/6-")

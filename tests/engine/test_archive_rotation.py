"""Rotation keeps seq contiguous, history whole and old offsets valid."""

from __future__ import annotations

import os
import time

from compaction.engine import build_memory
from compaction.engine.archive import JsonlArchive, NewRecord


def fill(archive: JsonlArchive, session: str, n: int, size: int = 300) -> list:
    return [
        archive.append(session, [NewRecord("message", 1, {"i": i, "pad": "x" * size})])[0]
        for i in range(n)
    ]


def test_it_rotates_into_segments_and_keeps_numbering(tmp_path):
    archive = JsonlArchive(tmp_path, rotate_bytes=2000)
    written = fill(archive, "r", 20)
    segments = archive.segments("r")
    assert len(segments) >= 3
    assert [s.first for s in segments] == [1] + [s.last + 1 for s in segments[:-1]]
    assert [rec.seq for rec in written] == list(range(1, 21))
    assert all(seg.path.stat().st_size >= 2000 for seg in segments)
    active = tmp_path / "r.jsonl"
    # The active file is created again on the next write after a rotation.
    assert not active.exists() or active.stat().st_size < 2000


def test_it_reads_history_across_rotated_files(tmp_path):
    archive = JsonlArchive(tmp_path, rotate_bytes=1500)
    fill(archive, "r", 15)
    assert [rec.data["i"] for rec in archive.read("r")] == list(range(15))
    assert [rec.seq for rec in archive.read("r", 4, 9)] == [4, 5, 6, 7, 8, 9]
    assert archive.get("r", 2).data["i"] == 1
    # A fresh object (another process) continues after the newest segment.
    other = JsonlArchive(tmp_path, rotate_bytes=1500)
    assert other.last_seq("r") == 15
    [rec] = other.append("r", [NewRecord("message", 1, {"i": 15})])
    assert rec.seq == 16


def test_it_finds_a_record_by_its_old_offset_after_rotation(tmp_path):
    archive = JsonlArchive(tmp_path, rotate_bytes=1500)
    first = fill(archive, "r", 1)[0]
    assert first.file == "r.jsonl"
    fill(archive, "r", 10)
    assert archive.segments("r"), "the first record should have been rotated away"
    rec = archive.read_at("r", first.offset, first.file, seq=first.seq)
    assert rec.seq == 1 and rec.file.startswith(".rotated/r/")
    # The segment name is a valid index entry too.
    assert archive.read_at("r", rec.offset, rec.file).seq == 1


def test_it_drops_only_old_segments_for_retention(tmp_path):
    archive = JsonlArchive(tmp_path, rotate_bytes=1500)
    fill(archive, "r", 12)
    segments = archive.segments("r")
    old = segments[0]
    past = time.time() - 10 * 86400
    os.utime(old.path, (past, past))
    dropped = archive.drop_segments("r", older_than=time.time() - 86400)
    assert [s.name for s in dropped] == [old.name]
    remaining = [rec.seq for rec in archive.read("r")]
    assert remaining[0] == old.last + 1 and remaining[-1] == 12


def test_it_rotates_under_a_memory_and_history_stays_exact(tmp_path):
    memory = build_memory(
        {
            "archive": {"path": str(tmp_path), "rotate_bytes": 1024},
            "auto_compact": {"enabled": False},
        }
    )
    sent = [{"role": "user", "content": [{"text": f"message {i} " + "y" * 200}]} for i in range(12)]
    for msg in sent:
        memory.append("m", msg)
        memory.next_turn("m")
    assert memory.archive.segments("m")  # type: ignore[attr-defined]
    assert [m.to_dict() for m in memory.history("m")] == sent


def test_it_deletes_segments_with_the_session(tmp_path):
    archive = JsonlArchive(tmp_path, rotate_bytes=1000)
    fill(archive, "r", 8)
    archive.delete("r")
    assert not (tmp_path / ".rotated" / "r").exists()
    assert not (tmp_path / "r.jsonl").exists()

"""The JSONL archive: record format, exact history, torn tails, corruption, fsync, I/O errors."""

from __future__ import annotations

import errno
import json
import os
import threading
import zlib
from pathlib import Path

import pytest
from engine_builders import FakeSummarizer, FlakyOps, answer, system, tool_round, user

from compaction.engine import (
    ArchiveCorrupted,
    ArchiveError,
    CompactableMemory,
    InvalidSessionId,
    JsonlArchive,
    MemoryArchive,
    Message,
    archive_ref,
    parse_ref,
    validate_session_id,
)
from compaction.engine.archive import REPAIR_HINT, NewRecord, canonical


def records(n: int, turn: int = 1) -> list[NewRecord]:
    return [NewRecord("message", turn, {"message": user(f"m{i}").to_dict()}) for i in range(n)]


def lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_bytes().splitlines()]


def memory_on(
    tmp_path: Path,
    ops: FlakyOps | None = None,
    fsync: str = "turn",
    summarizer: FakeSummarizer | None = None,
    **auto: object,
) -> CompactableMemory:
    from compaction.engine import MemorySpec

    spec = MemorySpec.from_dict(
        {
            "archive": {"path": str(tmp_path / "arc"), "fsync": fsync},
            "auto_compact": {"threshold_tokens": 2000, "min_saving_tokens": 500, **auto},
        }
    )
    archive = JsonlArchive(spec.archive.path, fsync, ops=ops)
    return CompactableMemory(spec, summarizer=summarizer or FakeSummarizer(), archive=archive)


# -- format -------------------------------------------------------------------------


def test_it_writes_one_checksummed_record_a_line(tmp_path: Path) -> None:
    memory = memory_on(tmp_path)
    memory.append("s1", user("hi"), *tool_round("a"))
    memory.next_turn("s1")
    memory.append("s1", answer("bye"))
    path = tmp_path / "arc" / "s1.jsonl"
    got = lines(path)
    assert [r["seq"] for r in got] == [1, 2, 3, 4]
    assert [r["type"] for r in got] == ["message", "tool_call", "tool_result", "message"]
    assert [r["turn"] for r in got] == [1, 1, 1, 2]
    for rec in got:
        assert set(rec) == {"v", "seq", "ts", "session", "type", "turn", "data", "crc"}
        assert rec["v"] == 1 and rec["session"] == "s1"
        assert rec["ts"].endswith("Z") and "T" in rec["ts"]
        body = {k: v for k, v in rec.items() if k != "crc"}
        assert rec["crc"] == zlib.crc32(canonical(body))
    assert got[0]["data"] == {"message": user("hi").to_dict()}


def test_it_returns_the_archived_records_with_their_refs(tmp_path: Path) -> None:
    archive = JsonlArchive(tmp_path)
    out = archive.append("s1", records(3))
    assert [r.seq for r in out] == [1, 2, 3] and out[2].ref == "archive://s1/3"
    assert archive.get("s1", 2).data == out[1].data
    assert [r.seq for r in archive.read("s1", 2, 3)] == [2, 3]
    assert [r.seq for r in archive.read("s1", 3)] == [3]
    assert list(archive.read("s1", 5)) == []
    assert archive.read_at("s1", out[1].offset).seq == 2
    with pytest.raises(ArchiveError, match="no archive record archive://s1/9"):
        archive.get("s1", 9)
    with pytest.raises(ArchiveError, match="unknown archive record type"):
        archive.append("s1", [NewRecord("bogus", 1, {})])


def test_it_parses_and_formats_archive_refs() -> None:
    assert archive_ref("s1", 7) == "archive://s1/7"
    assert archive_ref("s1", 3, 9) == "archive://s1/3-9"
    assert archive_ref("s1", 4, 4) == "archive://s1/4"
    assert parse_ref("archive://s1/7") == ("s1", 7, 7)
    assert parse_ref(" archive://s-2/3-9 ") == ("s-2", 3, 9)
    for bad in ("archive://s1/0", "archive://s1/9-3", "http://x/1", "archive://../1", 5):
        with pytest.raises((ArchiveError, InvalidSessionId)):
            parse_ref(bad)  # type: ignore[arg-type]


def test_it_numbers_records_contiguously_across_reopenings(tmp_path: Path) -> None:
    JsonlArchive(tmp_path).append("s1", records(2))
    second = JsonlArchive(tmp_path)
    assert second.last_seq("s1") == 2
    assert [r.seq for r in second.append("s1", records(3))] == [3, 4, 5]
    assert [r["seq"] for r in lines(tmp_path / "s1.jsonl")] == [1, 2, 3, 4, 5]


def test_it_catches_up_with_another_writer_of_the_same_session(tmp_path: Path) -> None:
    one, two = JsonlArchive(tmp_path), JsonlArchive(tmp_path)
    one.append("s1", records(1))
    two.append("s1", records(2))
    assert [r.seq for r in one.append("s1", records(1))] == [4]
    assert one.last_seq("s1") == two.last_seq("s1") == 4


# -- exact history ------------------------------------------------------------------


def test_it_rebuilds_the_exact_history_after_compaction(tmp_path: Path) -> None:
    odd = Message.from_dict(
        {"role": "user", "content": [{"z": 1, "text": "é ✓ \u2028", "a": None}], "metadata": None}
    )
    memory = memory_on(tmp_path)
    sent = [system(), odd, *tool_round("a"), *tool_round("b"), *tool_round("c"), answer("ok")]
    memory.append("s1", *sent)
    memory.next_turn("s1")
    assert [e.kind for e in memory.context_entries("s1")] == ["raw", "summary"]
    fresh = memory_on(tmp_path)  # a new process reads the same archive
    history = fresh.history("s1")
    assert [m.to_dict() for m in history] == [m.to_dict() for m in sent]
    # Byte-identical, key order included (json.dumps without sort_keys keeps it).
    as_bytes = [json.dumps(m.to_dict(), ensure_ascii=False) for m in history]
    assert as_bytes == [json.dumps(m.to_dict(), ensure_ascii=False) for m in sent]
    assert history[1].to_dict()["metadata"] is None


def test_it_keeps_history_in_memory_when_the_archive_is_disabled() -> None:
    from compaction.engine import build_memory

    memory = build_memory({"archive": {"enabled": False}, "auto_compact": {"enabled": False}})
    assert isinstance(memory.archive, MemoryArchive)
    memory.append("s1", user("a"), answer("b"))
    assert [m.text for m in memory.history("s1")] == ["a", "b"]
    assert memory.archive.get("s1", 2).data["message"] == answer("b").to_dict()


# -- torn tails, corruption and repair ---------------------------------------------


def test_it_moves_a_torn_last_line_aside(tmp_path: Path) -> None:
    JsonlArchive(tmp_path).append("s1", records(3))
    path = tmp_path / "s1.jsonl"
    good = path.read_bytes()
    torn = b'{"v":1,"seq":4,"ts":"2026-01-01T00:00:00.000Z","session":"s1","ty'
    path.write_bytes(good + torn)
    archive = JsonlArchive(tmp_path)
    assert archive.last_seq("s1") == 3
    assert path.read_bytes() == good
    assert Path(f"{path}.broken").read_bytes() == torn
    assert [r.seq for r in archive.append("s1", records(1))] == [4]
    assert [r["seq"] for r in lines(path)] == [1, 2, 3, 4]


def test_it_refuses_a_complete_last_line_with_a_bad_crc(tmp_path: Path) -> None:
    # A finished line may have been acknowledged: only a repair may move it, and report it.
    JsonlArchive(tmp_path).append("s1", records(2))
    path = tmp_path / "s1.jsonl"
    data = path.read_bytes().splitlines(keepends=True)
    tampered = data[-1].replace(b'"m1"', b'"mX"')
    path.write_bytes(data[0] + tampered)
    with pytest.raises(ArchiveCorrupted, match="archive_repair s1"):
        JsonlArchive(tmp_path).last_seq("s1")
    assert path.read_bytes() == data[0] + tampered
    report = JsonlArchive(tmp_path).repair("s1")
    assert report.lost == [2] and Path(f"{path}.broken").read_bytes() == tampered


def test_it_refuses_corruption_in_the_middle_naming_the_repair_command(tmp_path: Path) -> None:
    JsonlArchive(tmp_path).append("s1", records(4))
    path = tmp_path / "s1.jsonl"
    data = path.read_bytes().splitlines(keepends=True)
    data[1] = data[1].replace(b'"m1"', b'"zz"')
    path.write_bytes(b"".join(data))
    before = path.read_bytes()
    with pytest.raises(ArchiveCorrupted) as info:
        JsonlArchive(tmp_path).append("s1", records(1))
    assert "archive_repair" in str(info.value)
    assert REPAIR_HINT.format(session_id="s1") in str(info.value)
    assert "after seq 1" in str(info.value)
    assert path.read_bytes() == before  # refused, not "fixed" silently


def test_it_repairs_by_moving_bad_lines_and_keeping_seqs(tmp_path: Path) -> None:
    JsonlArchive(tmp_path).append("s1", records(4))
    path = tmp_path / "s1.jsonl"
    data = path.read_bytes().splitlines(keepends=True)
    bad = data[1].replace(b'"m1"', b'"zz"')
    path.write_bytes(data[0] + bad + b"".join(data[2:]))
    archive = JsonlArchive(tmp_path)
    report = archive.repair("s1")
    assert (report.kept, report.moved, report.lost) == (3, 1, [2])
    assert report.damaged[0].line == 2 and report.damaged[0].seq == 2
    assert Path(f"{path}.broken").read_bytes() == bad
    # Refs stay true; the repair is on record (seq 5), and the next append comes after it.
    assert [r.seq for r in archive.read("s1")] == [1, 3, 4, 5]
    assert archive.get("s1", 5).type == "repair" and archive.get("s1", 5).data["lost"] == [2]
    assert [r.seq for r in archive.append("s1", records(1))] == [6]
    again = archive.repair("s1")
    assert (again.kept, again.moved, again.marker) == (5, 0, None)
    assert JsonlArchive(tmp_path).repair("missing").kept == 0


def test_it_keeps_messages_in_memory_when_the_archive_is_corrupted(tmp_path: Path) -> None:
    memory = memory_on(tmp_path)
    memory.append("s1", user("one"), user("two"), user("three"))
    path = tmp_path / "arc" / "s1.jsonl"
    data = path.read_bytes().splitlines(keepends=True)
    path.write_bytes(data[0] + b"garbage\n" + data[2])
    fresh = memory_on(tmp_path)
    res = fresh.append("s1", user("four"))
    assert not res.archived and "archive_repair" in (res.error or "")
    assert fresh.context("s1")[-1] == user("four")


# -- session ids and symlinks -------------------------------------------------------


@pytest.mark.parametrize(
    "bad",
    [
        "",
        "../etc",
        "a/../b",
        "/abs",
        "a/b",
        "a\x00b",
        ".hidden",
        "..",
        "a..b",
        "x" * 129,
        "sp ace",
        "tab\t",
        None,
        5,
    ],
)
def test_it_refuses_session_ids_that_could_escape(tmp_path: Path, bad: object) -> None:
    with pytest.raises(InvalidSessionId):
        validate_session_id(bad)
    with pytest.raises(InvalidSessionId):
        JsonlArchive(tmp_path).append(bad, records(1))  # type: ignore[arg-type]
    assert list(tmp_path.iterdir()) == []


def test_it_accepts_ordinary_session_ids() -> None:
    for good in ("s1", "abc-DEF_1.2", "0", "x" * 128, "_private"):
        assert validate_session_id(good) == good


def test_it_rejects_bad_session_ids_in_every_memory_call(tmp_path: Path) -> None:
    memory = memory_on(tmp_path)
    for call in (
        lambda: memory.append("../x", user("a")),
        lambda: memory.context("../x"),
        lambda: memory.history("/x"),
        lambda: memory.step(".x"),
        lambda: memory.next_turn("a/b"),
        lambda: memory.compact(""),
        lambda: memory.clear(".."),
        lambda: memory.is_empty("a\x00"),
    ):
        with pytest.raises(InvalidSessionId):
            call()


def test_it_refuses_a_symlinked_archive_file(tmp_path: Path) -> None:
    root = tmp_path / "arc"
    root.mkdir()
    target = tmp_path / "elsewhere.txt"
    target.write_text("precious\n")
    os.symlink(target, root / "s1.jsonl")
    with pytest.raises(InvalidSessionId, match="symlink"):
        JsonlArchive(root).append("s1", records(1))
    assert target.read_text() == "precious\n"


# -- fsync policies -----------------------------------------------------------------


def fsyncs_for(tmp_path: Path, policy: str) -> list[int]:
    ops = FlakyOps()
    memory = memory_on(tmp_path / policy, ops=ops, fsync=policy, enabled=False)
    seen = []
    memory.append("s1", user("a"))
    seen.append(ops.fsyncs)
    memory.append("s1", answer("b"))
    seen.append(ops.fsyncs)
    memory.step("s1")
    seen.append(ops.fsyncs)
    memory.step("s1")  # nothing new to sync
    seen.append(ops.fsyncs)
    memory.append("s1", user("c"))
    memory.next_turn("s1")
    seen.append(ops.fsyncs)
    return seen


def test_it_fsyncs_every_append_with_policy_always(tmp_path: Path) -> None:
    assert fsyncs_for(tmp_path, "always") == [1, 2, 2, 2, 3]


def test_it_fsyncs_at_step_and_next_turn_with_policy_turn(tmp_path: Path) -> None:
    assert fsyncs_for(tmp_path, "turn") == [0, 0, 1, 1, 2]


def test_it_never_fsyncs_with_policy_never(tmp_path: Path) -> None:
    assert fsyncs_for(tmp_path, "never") == [0, 0, 0, 0, 0]


def test_it_fsyncs_before_a_compaction(tmp_path: Path) -> None:
    ops = FlakyOps()
    memory = memory_on(tmp_path, ops=ops, fsync="turn")
    memory.append("s1", user("a"), *tool_round("a"))
    assert ops.fsyncs == 0
    assert memory.compact("s1").ok
    assert ops.fsyncs >= 1


def test_it_rejects_an_unknown_fsync_policy(tmp_path: Path) -> None:
    with pytest.raises(ArchiveError, match="archive.fsync"):
        JsonlArchive(tmp_path, fsync="sometimes")


# -- I/O errors ---------------------------------------------------------------------


@pytest.mark.parametrize("code", [errno.EIO, errno.ENOSPC])
def test_it_reports_write_errors_to_the_caller(tmp_path: Path, code: int) -> None:
    ops = FlakyOps()
    archive = JsonlArchive(tmp_path, ops=ops)
    archive.append("s1", records(1))
    ops.fail_write = code
    with pytest.raises(ArchiveError, match=errno.errorcode[code]):
        archive.append("s1", records(2))
    assert not archive.healthy("s1")
    ops.fail_write = None
    assert [r.seq for r in archive.append("s1", records(1))] == [2]
    assert archive.healthy("s1")


def test_it_cuts_a_short_write_back_to_the_last_good_record(tmp_path: Path) -> None:
    ops = FlakyOps()
    archive = JsonlArchive(tmp_path, ops=ops)
    archive.append("s1", records(2))
    good = (tmp_path / "s1.jsonl").read_bytes()
    ops.short_write = True
    with pytest.raises(ArchiveError, match="short write"):
        archive.append("s1", records(3))
    assert (tmp_path / "s1.jsonl").read_bytes() == good
    ops.short_write = False
    assert [r.seq for r in archive.append("s1", records(1))] == [3]
    assert JsonlArchive(tmp_path).last_seq("s1") == 3


def test_it_drops_records_whose_fsync_failed_with_policy_always(tmp_path: Path) -> None:
    ops = FlakyOps()
    archive = JsonlArchive(tmp_path, fsync="always", ops=ops)
    archive.append("s1", records(1))
    ops.fail_fsync = errno.EIO
    with pytest.raises(ArchiveError, match="EIO"):
        archive.append("s1", records(1))
    ops.fail_fsync = None
    assert [r["seq"] for r in lines(tmp_path / "s1.jsonl")] == [1]


def test_it_keeps_messages_in_memory_and_archives_them_once_the_disk_recovers(tmp_path) -> None:
    ops = FlakyOps()
    fake = FakeSummarizer()
    memory = memory_on(tmp_path, ops=ops, summarizer=fake)
    memory.append("s1", system(), user("start"))
    ops.fail_write = errno.ENOSPC
    pending = [*tool_round("a"), *tool_round("b"), *tool_round("c"), *tool_round("d")]
    res = memory.append("s1", *pending)
    assert not res.archived and "ENOSPC" in (res.error or "")
    assert res.seqs == [None] * len(pending)
    assert memory.context("s1")[2:] == pending  # kept in memory
    assert memory.history("s1")[2:] == pending  # and in history
    turn = memory.step("s1")
    assert [e["type"] for e in turn.events] == ["archive_error"]
    assert fake.requests == []  # no compaction while the archive is unhealthy
    assert all(e.kind == "raw" for e in memory.context_entries("s1"))
    memory.append("s1", answer("still failing"))
    ops.fail_write = None
    turn = memory.step("s1")
    # Written in order once the archive recovers, then compaction may go on.
    path = tmp_path / "arc" / "s1.jsonl"
    msgs = [r["data"]["message"] for r in lines(path) if "message" in r["data"]]
    assert msgs == [
        m.to_dict() for m in [system(), user("start"), *pending, answer("still failing")]
    ]
    assert [r["seq"] for r in lines(path)] == list(range(1, len(lines(path)) + 1))
    assert any(e["type"] == "auto_compact" for e in turn.events)
    assert [m.to_dict() for m in memory.history("s1")] == msgs


def test_it_flushes_pending_messages_on_the_next_append(tmp_path: Path) -> None:
    ops = FlakyOps()
    memory = memory_on(tmp_path, ops=ops)
    ops.fail_write = errno.EIO
    memory.append("s1", user("first"))
    ops.fail_write = None
    res = memory.append("s1", user("second"))
    assert res.archived and res.seqs == [2]
    assert [e.seq for e in memory.context_entries("s1")] == [1, 2]
    state = memory.state("s1")
    assert state is not None and state.unarchived == 0 and not state.archive_unhealthy


def test_it_clears_even_when_the_archive_fails(tmp_path: Path) -> None:
    ops = FlakyOps()
    memory = memory_on(tmp_path, ops=ops)
    memory.append("s1", user("a"))
    ops.fail_write = errno.EIO
    memory.clear("s1")
    assert memory.is_empty("s1")
    ops.fail_write = None
    memory.clear("s1")
    assert lines(tmp_path / "arc" / "s1.jsonl")[-1]["type"] == "clear"


def test_it_deletes_a_sessions_archive(tmp_path: Path) -> None:
    archive = JsonlArchive(tmp_path)
    archive.append("s1", records(2))
    archive.delete("s1")
    assert not (tmp_path / "s1.jsonl").exists()
    assert [r.seq for r in archive.append("s1", records(1))] == [1]


# -- threads ------------------------------------------------------------------------


def test_it_keeps_seqs_contiguous_with_many_threads_on_one_session(tmp_path: Path) -> None:
    memory = memory_on(tmp_path, enabled=False)
    n_threads, per_thread = 8, 40
    errors: list[BaseException] = []

    def worker(t: int) -> None:
        try:
            for i in range(per_thread):
                memory.append("s1", user(f"t{t}-{i}"))
                if i % 10 == 9:
                    memory.step("s1")
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=worker, args=(t,)) for t in range(n_threads)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert errors == []
    recs = lines(tmp_path / "arc" / "s1.jsonl")
    assert [r["seq"] for r in recs] == list(range(1, n_threads * per_thread + 1))
    history = [m.text for m in memory.history("s1")]
    assert sorted(history) == sorted(
        f"t{t}-{i}" for t in range(n_threads) for i in range(per_thread)
    )
    for t in range(n_threads):  # each thread's messages stay in its order
        mine = [h for h in history if h.startswith(f"t{t}-")]
        assert mine == [f"t{t}-{i}" for i in range(per_thread)]
    assert [m.text for m in memory.context("s1")] == history
    assert [e.seq for e in memory.context_entries("s1")] == list(range(1, len(history) + 1))


def test_it_keeps_seqs_contiguous_with_two_archives_on_one_file(tmp_path: Path) -> None:
    archives = [JsonlArchive(tmp_path), JsonlArchive(tmp_path)]

    def worker(a: JsonlArchive) -> None:
        for _ in range(50):
            a.append("s1", records(2))

    threads = [threading.Thread(target=worker, args=(a,)) for a in archives for _ in range(2)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert [r["seq"] for r in lines(tmp_path / "s1.jsonl")] == list(range(1, 401))


def test_it_follows_a_repair_made_by_another_archive_object(tmp_path: Path) -> None:
    writer, repairer = JsonlArchive(tmp_path), JsonlArchive(tmp_path)
    writer.append("s1", records(2))
    path = tmp_path / "s1.jsonl"
    data = path.read_bytes().splitlines(keepends=True)
    path.write_bytes(data[0] + b"garbage\n" + data[1])
    report = repairer.repair("s1")  # e.g. the archive_repair command
    assert (report.kept, report.moved, report.marker) == (2, 1, 3)
    assert [r.seq for r in writer.append("s1", records(1))] == [4]
    assert [r["seq"] for r in lines(path)] == [1, 2, 3, 4]  # not lost in the replaced file
    assert [r.seq for r in writer.read("s1")] == [1, 2, 3, 4]
    assert writer.get("s1", 4).seq == 4


def test_it_follows_a_delete_made_by_another_archive_object(tmp_path: Path) -> None:
    writer, other = JsonlArchive(tmp_path), JsonlArchive(tmp_path)
    writer.append("s1", records(2))
    other.delete("s1")
    assert writer.last_seq("s1") == 0
    assert [r.seq for r in writer.append("s1", records(1))] == [1]
    assert [r["seq"] for r in lines(tmp_path / "s1.jsonl")] == [1]


def test_it_waits_for_writers_while_repairing(tmp_path: Path) -> None:
    archives = [JsonlArchive(tmp_path) for _ in range(3)]
    archives[0].append("s1", records(1))
    stop = threading.Event()

    def writer(a: JsonlArchive) -> None:
        while not stop.is_set():
            a.append("s1", records(1))

    threads = [threading.Thread(target=writer, args=(a,)) for a in archives[:2]]
    for th in threads:
        th.start()
    for _ in range(20):
        archives[2].repair("s1")
    stop.set()
    for th in threads:
        th.join()
    seqs = [r["seq"] for r in lines(tmp_path / "s1.jsonl")]
    assert seqs == list(range(1, len(seqs) + 1))
    assert not (tmp_path / "s1.jsonl.broken").exists()


def test_it_never_follows_a_symlinked_broken_file(tmp_path: Path) -> None:
    root = tmp_path / "arc"
    root.mkdir()
    outside = tmp_path / "outside.txt"
    outside.write_text("precious\n")
    (root / "s1.jsonl").write_bytes(b'{"v": 1, "seq": 1')  # a torn tail to move aside
    os.symlink(outside, root / "s1.jsonl.broken")
    with pytest.raises(ArchiveError, match="symlink; refused"):
        JsonlArchive(root).append("s1", records(1))
    assert outside.read_text() == "precious\n"
    assert (root / "s1.jsonl").read_bytes() == b'{"v": 1, "seq": 1'  # left for an operator
    memory = memory_on(tmp_path)  # archives under tmp_path/arc: the same planted link
    res = memory.append("s1", user("kept"))
    assert not res.archived and memory.context("s1") == [user("kept")]
    assert outside.read_text() == "precious\n"
    JsonlArchive(root).append("s2", records(1))
    os.symlink(outside, root / "s2.jsonl.broken")
    (root / "s2.jsonl").write_bytes(b"junk\n" + (root / "s2.jsonl").read_bytes())
    with pytest.raises(ArchiveError, match="symlink; refused"):
        JsonlArchive(root).repair("s2")
    assert outside.read_text() == "precious\n"

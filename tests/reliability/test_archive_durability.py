"""The archive keeps every acknowledged record through SIGKILL, power loss and I/O errors,
and stays contiguous with many writers. Counts are small here; `make soak`
(SOAK=1) runs the long versions."""

from __future__ import annotations

import hashlib
import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from compaction.engine.archive import JsonlArchive
from tests.archive_lines import archive_line

ROOT = Path(__file__).resolve().parents[2]
SOAK = os.environ.get("SOAK") == "1"


def start_writer(root: Path, session: str, writer: str, count: int = 0, fsync: str = "always"):
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tests.reliability.writer_child",
            str(root),
            session,
            writer,
            str(count),
            fsync,
        ],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def file_lines(path: Path) -> dict[int, str]:
    """seq -> sha256 of the stored line, for every valid line; asserts CRCs and order."""
    out: dict[int, str] = {}
    with open(path, "rb") as fh:
        for line in fh:
            obj = archive_line(line)
            assert obj is not None, f"invalid line left in the archive: {line[:80]!r}"
            out[obj["seq"]] = hashlib.sha256(line).hexdigest()
    return out


@pytest.mark.soak
def test_it_keeps_every_acknowledged_record_through_sigkill(tmp_path):
    kills = 200 if SOAK else 20
    rng = random.Random(7)
    acknowledged: dict[int, str] = {}
    path = tmp_path / "crash.jsonl"
    for _ in range(kills):
        child = start_writer(tmp_path, "crash", "w")
        # Wait for its first acknowledged record, then kill it at a random moment.
        first = child.stdout.readline()
        time.sleep(rng.random() * 0.05)
        child.send_signal(signal.SIGKILL)
        out, _ = child.communicate()
        for line in (first + out).splitlines(keepends=True):
            if not line.endswith("\n"):
                continue  # killed while printing it: that record was never acknowledged
            _, seq, digest = line.split()
            acknowledged[int(seq)] = digest
        # Reopening runs recovery: a torn tail goes to .broken, the rest must be intact.
        archive = JsonlArchive(tmp_path, fsync="always")
        last = archive.last_seq("crash")
        archive.close()
        stored = file_lines(path)
        assert sorted(stored) == list(range(1, last + 1)), "seq must stay contiguous"
        for seq, digest in acknowledged.items():
            assert stored.get(seq) == digest, f"acknowledged record {seq} lost or changed"
    assert len(acknowledged) > kills, "the children should have written something"


@pytest.mark.soak
def test_it_keeps_per_writer_order_with_concurrent_processes(tmp_path):
    writers, per_writer = (8, 2000) if SOAK else (8, 250)
    children = [
        start_writer(tmp_path, "shared", f"w{i}", per_writer, "never") for i in range(writers)
    ]
    for child in children:
        _, err = child.communicate(timeout=300)
        assert child.returncode == 0, err
    lines = (tmp_path / "shared.jsonl").read_bytes().splitlines(keepends=True)
    assert len(lines) == writers * per_writer
    last_n: dict[str, int] = {}
    for expected_seq, line in enumerate(lines, start=1):
        obj = archive_line(line)
        assert obj is not None, "a line was interleaved or torn"
        assert obj["seq"] == expected_seq
        writer, n = obj["data"]["writer"], obj["data"]["n"]
        assert n == last_n.get(writer, 0) + 1, f"{writer} out of order"
        last_n[writer] = n
    assert all(n == per_writer for n in last_n.values())


class PowerLoss:
    """Simulates losing the page cache: bytes written after the last fsync are dropped,
    truncated, zero-filled or garbled; everything synced before must survive."""

    MODES = ("drop", "truncate", "zero", "garble")

    def __init__(self, path: Path, synced_size: int, rng: random.Random) -> None:
        self.path, self.synced, self.rng = path, synced_size, rng

    def strike(self, mode: str) -> None:
        data = self.path.read_bytes()
        head, tail = data[: self.synced], data[self.synced :]
        if mode == "drop":
            tail = b""
        elif mode == "truncate":
            tail = tail[: self.rng.randrange(1, len(tail))] if len(tail) > 1 else b""
        elif mode == "zero":
            tail = b"\0" * len(tail)
        elif mode == "garble":
            tail = bytes(self.rng.randrange(256) for _ in tail).replace(b"\n", b"?")
        self.path.write_bytes(head + tail)


@pytest.mark.parametrize("mode", PowerLoss.MODES)
def test_it_recovers_every_synced_record_after_power_loss(tmp_path, mode):
    from compaction.engine.archive import NewRecord

    rng = random.Random(mode)
    archive = JsonlArchive(tmp_path, fsync="turn")
    for i in range(20):
        archive.append(
            "p", [NewRecord("message", 1, {"i": i, "text": "y" * rng.randrange(1, 500)})]
        )
    archive.sync("p")
    path = tmp_path / "p.jsonl"
    synced_size = path.stat().st_size
    synced = file_lines(path)
    for i in range(5):  # written, never synced
        archive.append("p", [NewRecord("message", 1, {"i": 100 + i, "text": "z" * 300})])
    archive.close()
    PowerLoss(path, synced_size, rng).strike(mode)

    reopened = JsonlArchive(tmp_path, fsync="turn")
    last = reopened.last_seq("p")
    assert last >= 20
    stored = file_lines(path)
    for seq, digest in synced.items():
        assert stored[seq] == digest
    # Writing goes on with the next seq after what survived.
    [rec] = reopened.append("p", [NewRecord("message", 1, {"after": True})])
    assert rec.seq == last + 1
    assert [r.seq for r in reopened.read("p")] == list(range(1, last + 2))


def test_it_never_removes_more_than_the_torn_tail(tmp_path):
    from compaction.engine.archive import NewRecord

    archive = JsonlArchive(tmp_path)
    for i in range(3):
        archive.append("t", [NewRecord("message", 1, {"i": i})])
    archive.close()
    path = tmp_path / "t.jsonl"
    good = path.read_bytes()
    torn = json.dumps({"v": 1, "seq": 4}).encode()[:-3]  # no newline: a write cut short
    path.write_bytes(good + torn)

    JsonlArchive(tmp_path).last_seq("t")
    assert path.read_bytes() == good
    assert Path(f"{path}.broken").read_bytes() == torn

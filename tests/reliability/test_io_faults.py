"""I/O faults through the memory: EIO or ENOSPC at the Nth write or fsync of an agent's
workload (every N up to past the first compaction, so the fault lands in plain appends,
in the fsync before a compaction and in the compaction record itself). While the disk
fails: the caller is told, nothing is acknowledged that is not on disk, no compaction
runs, and the memory keeps serving the uncompacted context. Once it recovers, the pending
messages are written once, in order. tests/engine/test_archive.py covers each rule once;
this sweeps the moment of the fault. Then the same through the REST API."""

from __future__ import annotations

import errno
import functools
import os
import sys
from pathlib import Path

import pytest

from compaction.engine import CompactableMemory, JsonlArchive, MemorySpec, Message
from compaction.engine.archive import FileOps
from tests.archive_lines import archive_line

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "engine"))

from engine_builders import FakeSummarizer, answer, system, tool_round, user  # noqa: E402

SOAK = os.environ.get("SOAK") == "1"
# 12 rounds make 17 writes and 17 fsyncs, with an auto_compact at the 5th, 9th, 13th, 17th.
ROUNDS, MAX_N = (40, 54) if SOAK else (12, 17)


class NthCallFails(FileOps):
    """Fails the ``n``th call of ``op`` ("write" or "fsync"), and every later one, with
    ``code`` until ``heal()``."""

    def __init__(self, op: str, n: int, code: int) -> None:
        self.op, self.n, self.code = op, n, code
        self.calls = {"write": 0, "fsync": 0}
        self.broken = False
        self.healed = False

    def _maybe_fail(self, op: str) -> None:
        self.calls[op] += 1
        if not self.healed and op == self.op and self.calls[op] >= self.n:
            self.broken = True
        if self.broken and op == self.op:
            raise OSError(self.code, os.strerror(self.code))

    def heal(self) -> None:
        self.broken, self.healed = False, True

    def write(self, fd: int, data: bytes) -> int:
        self._maybe_fail("write")
        return super().write(fd, data)

    def fsync(self, fd: int) -> None:
        self._maybe_fail("fsync")
        super().fsync(fd)


def on_disk(path: Path) -> list[dict]:
    out = []
    for line in path.read_bytes().splitlines(keepends=True):
        rec = archive_line(line)
        assert rec is not None, f"a bad line is left in the archive: {line[:80]!r}"
        out.append(rec)
    return out


def disk_messages(path: Path) -> list[dict]:
    return [r["data"]["message"] for r in on_disk(path) if "message" in r["data"]]


def workload(i: int) -> list[Message]:
    return [user(f"step {i}"), *tool_round(f"r{i}", n_lines=40), answer(f"done {i}")]


@pytest.mark.soak
@pytest.mark.parametrize("code", [errno.EIO, errno.ENOSPC], ids=["EIO", "ENOSPC"])
@pytest.mark.parametrize("op", ["write", "fsync"])
def test_it_survives_a_disk_fault_at_any_point_of_a_session(tmp_path, op, code):
    for n in range(1, MAX_N + 1):
        check_fault_at(tmp_path / f"{op}-{n}", op, n, code)


def check_fault_at(root: Path, op: str, n: int, code: int) -> None:
    where = f"{op} #{n} {errno.errorcode[code]}"
    ops = NthCallFails(op, n, code)
    spec = MemorySpec.from_dict(
        {
            "archive": {"path": str(root), "fsync": "always"},
            "micro_compact": False,
            "auto_compact": {"threshold_tokens": 1500, "min_saving_tokens": 200},
        }
    )
    fake = FakeSummarizer()
    memory = CompactableMemory(
        spec, summarizer=fake, archive=JsonlArchive(root, fsync="always", ops=ops)
    )
    path = root / "s.jsonl"
    sent: list[Message] = []
    acknowledged: dict[int, dict] = {}

    def append(*msgs: Message):
        res = memory.append("s", *msgs)
        sent.extend(msgs)
        if res.archived:
            assert None not in res.seqs, where
            for seq, m in zip(res.seqs, msgs, strict=True):
                acknowledged[seq] = m.to_dict()
        else:
            assert res.error and os.strerror(code) in res.error, (where, res.error)
        return res

    append(system("Be brief."))
    for i in range(ROUNDS):
        if ops.broken:
            break
        append(*workload(i))
        memory.step("s")
    assert ops.broken, f"{where}: the workload makes fewer calls; lower MAX_N"
    # Broken: the caller hears of it on every append, and nothing more is acknowledged.
    requests_before = len(fake.requests)
    entries_before = memory.context_entries("s")
    for i in range(20, 23):
        res = append(*workload(i))
        assert not res.archived and res.seqs == [None] * len(res.seqs), where
        turn = memory.step("s")
        assert any(e["type"] == "archive_error" for e in turn.events), where
        assert not any(e["type"] == "auto_compact" for e in turn.events), where
    assert len(fake.requests) == requests_before, f"{where}: compacted while unhealthy"
    # The uncompacted context: what was there, plus every pending message in order.
    context = memory.context_entries("s")
    assert context[: len(entries_before)] == entries_before, where
    pending = [m.to_dict() for m in sent[-3 * len(workload(0)) :]]
    assert [e.message.to_dict() for e in context[-len(pending) :]] == pending, where
    assert all(e.kind == "raw" for e in context[len(entries_before) :]), where
    # Every acknowledged record is on disk as acknowledged; the file stays valid.
    stored = {r["seq"]: r for r in on_disk(path)} if path.exists() else {}
    for seq, message in acknowledged.items():
        assert stored[seq]["data"]["message"] == message, f"{where}: acked seq {seq} lost"

    ops.heal()
    append(answer("the disk is back"))
    memory.step("s")
    state = memory.state("s")
    assert state is not None and state.unarchived == 0 and not state.archive_unhealthy, where
    # Each message exactly once, in order; seq contiguous; history agrees.
    assert disk_messages(path) == [m.to_dict() for m in sent], where
    assert [r["seq"] for r in on_disk(path)] == list(range(1, len(on_disk(path)) + 1)), where
    assert [m.to_dict() for m in memory.history("s")] == [m.to_dict() for m in sent], where


# -- through the API ----------------------------------------------------------------------


@pytest.fixture
def flaky_archive(settings, monkeypatch):
    """The server's archive objects, with a disk that fails fsync with ENOSPC on demand."""
    from sessions import archives, services

    ops = NthCallFails("fsync", 10**9, errno.ENOSPC)
    real = archives.archive_for

    @functools.cache
    def archive_for(fsync: str, *args: object, **kwargs: object) -> JsonlArchive:
        archive = real.__wrapped__(fsync, *args, **kwargs)  # type: ignore[attr-defined]
        archive.ops = ops
        return archive

    monkeypatch.setattr(archives, "archive_for", archive_for)
    monkeypatch.setattr(services, "archive_for", archive_for)
    return ops


def test_it_reports_a_full_disk_through_the_api_and_catches_up(
    client, alice_token, flaky_archive, settings
):
    from tests.api.helpers import Api, tool_call, tool_result, user_text

    api = Api(client, alice_token)
    spec = {
        "archive": {"fsync": "always"},
        "micro_compact": False,
        "auto_compact": {"threshold_tokens": 1500, "min_saving_tokens": 200},
    }
    assert api.post("/sessions", {"id": "s", "spec": spec}).status_code == 201
    big = "\n".join(f"line {i}: src/module_{i}.py has 3 warnings" for i in range(80))

    def round_(i: int) -> list[dict]:
        return [
            user_text(f"round {i}"),
            tool_call("bash", f"c{i}", {"cmd": "make"}),
            tool_result("bash", f"c{i}", big),
        ]

    assert api.post("/sessions/s/messages", {"messages": round_(0)}).json()["archived"]
    flaky_archive.n = flaky_archive.calls["fsync"] + 1  # the disk fills up now
    sent_while_broken = []
    for i in (1, 2, 3):
        r = api.post("/sessions/s/messages", {"messages": round_(i)})
        assert r.status_code == 200, r.content
        body = r.json()
        assert body["archived"] is False and "No space left" in body["archive_error"]
        assert body["seqs"] == [None, None, None]
        sent_while_broken += round_(i)
        events = api.post("/sessions/s/steps").json()["events"]
        assert [e["type"] for e in events] == ["archive_error"]
    # Over the threshold, yet not compacted: the full context, pending messages included.
    context = api.get("/sessions/s/context").json()
    assert context["tokens"] > 1500
    assert context["messages"] == round_(0) + sent_while_broken
    failed = api.post("/sessions/s/compact", {})
    assert failed.status_code == 409 and "archive" in failed.json()["message"]
    history = api.get("/sessions/s/history", limit=100).json()
    assert history["items"] == round_(0) + sent_while_broken

    flaky_archive.heal()
    r = api.post("/sessions/s/messages", {"messages": [user_text("disk freed")]})
    assert r.json()["archived"] is True
    events = api.post("/sessions/s/steps").json()["events"]
    assert "auto_compact" in [e["type"] for e in events]
    history = api.get("/sessions/s/history", limit=100).json()
    assert history["items"] == round_(0) + sent_while_broken + [user_text("disk freed")]
    path = settings.MEMORYLAB_ARCHIVE_DIR / "s.jsonl"
    assert disk_messages(path) == history["items"]

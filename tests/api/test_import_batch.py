"""An import runs the whole conversation as one session transaction (services.session_batch):
what it stores — state, context entries, archive records, index, counters, compactions,
rotation — is what the same replay stores with one session transaction per operation,
on both archive backends; and a failing import still leaves nothing behind."""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from django.db import transaction

from compaction.engine import Conversation, Message, replay
from compaction.engine.archive import FileOps
from memorylab.errors import ServiceError
from sessions import importing, services, statecache
from sessions.archives import archive_backend, archive_for
from sessions.models import AgentSession, ArchiveEntry, ContextEntry
from sessions.store import STATE_FIELDS

pytestmark = pytest.mark.django_db

# Low thresholds and small segments: the conversation compacts (micro and auto) and the
# archive rotates several times, so every kind of write is compared.
SPEC = {
    "type": "memory",
    "spec": {
        "auto_compact": {"threshold_tokens": 2500, "min_saving_tokens": 200},
        "archive": {"rotate_bytes": 12000},
    },
}


def conversation(sid: str, calls: int = 45, per_turn: int = 6) -> Conversation:
    msgs: list[dict[str, Any]] = [{"role": "system", "content": [{"text": "You run a shell."}]}]
    for step in range(calls):
        if step % per_turn == 0:
            msgs.append({"role": "user", "content": [{"text": f"Part {step}: why is job slow?"}]})
        ref = f"call-{step}"
        msgs.append(
            {
                "role": "model",
                "content": [
                    {"text": f"I check batch {step}."},
                    {"toolRequest": {"name": "shell", "ref": ref, "input": {"cmd": f"ls {step}"}}},
                ],
            }
        )
        output = "".join(
            f"line {i} of batch {step}: latency {i * step % 97} ms\n" for i in range(30)
        )
        msgs.append(
            {
                "role": "tool",
                "content": [{"toolResponse": {"name": "shell", "ref": ref, "output": output}}],
            }
        )
        if (step + 1) % per_turn == 0:
            msgs.append({"role": "model", "content": [{"text": f"Batch {step} done."}]})
    return Conversation(
        id=sid, title="t", source="generated", messages=[Message.from_dict(m) for m in msgs]
    )


def import_per_operation(conv: Conversation, owner: Any) -> None:
    """The import as it was: every append, step and turn its own session transaction."""
    with transaction.atomic():
        session = services.create_session(owner, session_id=conv.id, spec=SPEC)
        replay(conv, importing.ServiceMemory(session), session_id=conv.id)


def stored(sid: str) -> dict[str, Any]:
    """Everything an import stores for ``sid`` but the row's times and random version."""
    row = AgentSession.objects.get(pk=sid)
    fields = {f: getattr(row, f) for f in STATE_FIELDS if f not in ("updated", "state_version")}
    fields["last_compaction"] = fields["last_compaction"] is not None
    statecache.clear()  # the state as read back from the rows
    state = services.memory_for(row).state(sid)
    assert state is not None
    index = ArchiveEntry.objects.filter(session_id=sid).order_by("seq")
    return {
        "row": fields,
        "entries": list(
            ContextEntry.objects.filter(session_id=sid).order_by("pos").values_list("pos", "data")
        ),
        "state": state.to_dict(),
        "records": list(archive_backend().records(sid)),
        "lines": b"".join(services.export_archive(row)),
        "index": [
            {f.attname: getattr(e, f.attname) for f in ArchiveEntry._meta.concrete_fields[1:]}
            for e in index
        ],
        "segments": archive_backend().segments(sid),
    }


def deterministic(monkeypatch) -> None:
    """Record times and transaction ids that repeat from run to run, so that two imports
    of one conversation must write the same bytes."""
    counter = iter(range(10**6))
    monkeypatch.setattr(services, "new_txn_id", lambda: f"txn{next(counter):013d}")
    monkeypatch.setattr("compaction.engine.archive._now", lambda: "2026-12-01T00:00:00.000Z")


@pytest.mark.parametrize("backend", ["files", "database"])
@pytest.mark.parametrize("flush_every", [7, services.BATCH_FLUSH_OPS])
def test_it_stores_what_one_transaction_per_operation_stores(
    alice, settings, monkeypatch, backend, flush_every
):
    settings.MEMORYLAB_ARCHIVE_BACKEND = backend
    monkeypatch.setattr(services, "BATCH_FLUSH_OPS", flush_every)
    deterministic(monkeypatch)
    import_per_operation(conversation("long"), alice)
    expected = stored("long")
    services.delete_session(AgentSession.objects.get(pk="long"), purge=True)
    statecache.clear()
    deterministic(monkeypatch)
    assert importing.import_conversation(conversation("long"), alice, spec=SPEC) is not None
    got = stored("long")
    # The conversation exercises what it should: compactions, placeholders, rotation.
    assert expected["row"]["compactions"] >= 2 and expected["row"]["micro_compactions"] >= 1
    assert len(expected["segments"]) >= 2
    assert len(expected["records"]) > 100
    assert len({r.txn for r in expected["records"]}) > 100  # one transaction per operation
    for part in expected:
        assert got[part] == expected[part], part


@pytest.mark.parametrize("backend", ["files", "database"])
def test_it_leaves_nothing_of_an_import_failing_after_a_flush(
    alice, settings, monkeypatch, backend
):
    settings.MEMORYLAB_ARCHIVE_BACKEND = backend
    monkeypatch.setattr(services, "BATCH_FLUSH_OPS", 3)
    calls = {"n": 0}
    real_advance = services.advance

    def failing_advance(session, *, new_turn):
        calls["n"] += 1
        if calls["n"] > 20:  # well past several flushes of the batch
            raise ServiceError("disk on fire", code="archive_error", status=500)
        return real_advance(session, new_turn=new_turn)

    monkeypatch.setattr(services, "advance", failing_advance)
    report = importing.import_conversations([conversation("doomed")], alice, spec=SPEC)
    assert report.failed == [{"name": "doomed", "error": "disk on fire"}]
    assert not AgentSession.objects.filter(pk="doomed").exists()
    assert not ArchiveEntry.objects.filter(session_id="doomed").exists()
    assert not ContextEntry.objects.filter(session_id="doomed").exists()
    assert not any(Path(settings.MEMORYLAB_ARCHIVE_DIR).rglob("doomed*"))
    # Imported again, it starts from nothing.
    monkeypatch.setattr(services, "advance", real_advance)
    assert importing.import_conversations([conversation("doomed")], alice, spec=SPEC).imported
    assert ArchiveEntry.objects.filter(session_id="doomed").order_by("seq").first().seq == 1


class RecordingOps(FileOps):
    def __init__(self) -> None:
        self.calls: list[str] = []

    def write(self, fd: int, data: bytes) -> int:
        self.calls.append("write")
        return super().write(fd, data)

    def fsync(self, fd: int) -> None:
        self.calls.append("fsync")
        super().fsync(fd)


def test_it_makes_the_archive_durable_once_before_the_import_commits(alice, settings, monkeypatch):
    settings.MEMORYLAB_ARCHIVE_BACKEND = "files"
    ops = RecordingOps()
    monkeypatch.setattr(archive_for("turn", 0), "ops", ops)
    committed: list[list[str]] = []
    real_batch = services.session_batch

    @contextmanager
    def watched_batch(session, **kwargs):
        with real_batch(session, **kwargs) as batch:
            yield batch
        committed.append(list(ops.calls))  # the batch's work is done, its commit is next

    monkeypatch.setattr(services, "session_batch", watched_batch)
    spec = {"type": "memory", "spec": {"archive": {"fsync": "turn"}}}
    assert importing.import_conversation(conversation("durable", calls=12), alice, spec=spec)
    [calls] = committed
    assert calls.count("write") > 20
    # Not one fsync per turn: one, after the last write.
    assert calls[-1] == "fsync" and calls.count("fsync") == 1

"""Where the sessions app keeps archive records: the backend interface and its files backend.

Every change to a session is one logical commit over the archive and the database (see
``services.session_transaction`` and the README's "Exactly once" section):

1. the session's row is locked; ``AgentSession.archived_seq`` is the last archive seq
   whose transaction committed;
2. ``begin`` settles whatever lies past that seq (records of a transaction that crashed
   or rolled back) and returns the writer the engine uses for this transaction: it stamps
   the transaction id on every record and keeps what it wrote;
3. the engine works; the state, the index rows of what was written and the new
   ``archived_seq`` are saved in the same database transaction, which commits;
4. only then does the caller answer.

The database backend (``dbarchive.py``, ``MEMORYLAB_ARCHIVE_BACKEND=database``) keeps
records in that same transaction and has nothing to settle in ``begin``; the files
backend appends an ``abort`` record voiding them, so that the archive, the index and the
state agree again. Reads go through the index, which only ever holds committed records.
"""

from __future__ import annotations

import functools
import secrets
from collections.abc import Iterator, Mapping
from dataclasses import replace
from typing import Any, Protocol

from django.conf import settings

from compaction.engine import (
    ArchiveCorrupted,
    ArchiveError,
    ArchiveRecord,
    ArchiveSpec,
    JsonlArchive,
    NewRecord,
    RepairReport,
    Segment,
    repair_hint,
)


def new_txn_id() -> str:
    return secrets.token_hex(8)


class TxnWriter:
    """The engine's ``ArchiveWriter`` for one session transaction: stamps ``txn`` on every
    record, remembers what it wrote (for the index) and whether the archive was found
    damaged (the caller then refuses the change instead of keeping it unarchived)."""

    durable = True
    stores_records = False  # the index rows point into the files

    def __init__(self, archive: JsonlArchive, txn: str) -> None:
        self.archive = archive
        self.txn: str | None = txn
        self.written: list[ArchiveRecord] = []
        self.corrupted: ArchiveCorrupted | None = None
        # Set when the archive could not be settled: nothing may be written then.
        self.unavailable: ArchiveError | None = None
        # In a batch (``services.session_batch``) nothing is acknowledged before its one
        # commit: one fsync before it makes durable what one per turn would.
        self.defer_sync = False
        self._unsynced: set[str] = set()

    def append(self, session_id: str, records: list[NewRecord]) -> list[ArchiveRecord]:
        if self.unavailable is not None:
            raise ArchiveError(str(self.unavailable))
        try:
            out = self.archive.append(session_id, [replace(r, txn=self.txn) for r in records])
        except ArchiveCorrupted as exc:
            self.corrupted = exc
            raise
        self.written += out
        return out

    def sync(self, session_id: str) -> None:
        if self.unavailable is not None:
            raise ArchiveError(str(self.unavailable))
        if self.defer_sync:
            self._unsynced.add(session_id)
            return
        self.archive.sync(session_id)

    def sync_deferred(self) -> None:
        """The fsyncs ``defer_sync`` postponed, before the commit."""
        while self._unsynced:
            self.archive.sync(self._unsynced.pop())

    def healthy(self, session_id: str) -> bool:
        return self.archive.healthy(session_id)

    def last_seq(self, session_id: str) -> int:
        return self.archive.last_seq(session_id)

    def read(
        self, session_id: str, first: int = 1, last: int | None = None
    ) -> Iterator[ArchiveRecord]:
        return self.archive.read(session_id, first, last)

    def get(self, session_id: str, seq: int) -> ArchiveRecord:
        return self.archive.get(session_id, seq)

    def delete(self, session_id: str) -> None:
        self.archive.delete(session_id)

    @property
    def last_written(self) -> int:
        return self.written[-1].seq if self.written else 0

    @property
    def rotated(self) -> bool:
        """Whether a write of this transaction moved the active file into a segment."""
        return any(rec.file != f"{rec.session}.jsonl" for rec in self.written)


class ArchiveTxn(Protocol):
    """The engine's archive for one session transaction (``begin``), and what the
    transaction needs to know of it when it commits."""

    durable: bool
    stores_records: bool  # whether index rows carry the records (the database backend)
    txn: str | None  # stamped on every record written (a batch sets it per operation)
    defer_sync: bool  # ``sync`` only notes what ``sync_deferred`` syncs (a batch)
    written: list[ArchiveRecord]
    corrupted: Exception | None

    @property
    def last_written(self) -> int: ...
    @property
    def rotated(self) -> bool: ...
    def append(self, session_id: str, records: list[NewRecord]) -> list[ArchiveRecord]: ...
    def sync(self, session_id: str) -> None: ...
    def sync_deferred(self) -> None: ...
    def healthy(self, session_id: str) -> bool: ...
    def last_seq(self, session_id: str) -> int: ...
    def read(
        self, session_id: str, first: int = 1, last: int | None = None
    ) -> Iterator[ArchiveRecord]: ...
    def get(self, session_id: str, seq: int) -> ArchiveRecord: ...
    def delete(self, session_id: str) -> None: ...


class ArchiveBackend(Protocol):
    """What the sessions app needs from an archive store. ``begin`` and ``repair`` run in
    the session's database transaction, with its row locked."""

    name: str
    stores_records: bool

    def begin(self, session_id: str, committed: int, txn: str, spec: ArchiveSpec) -> ArchiveTxn: ...
    def reader(self, spec: ArchiveSpec) -> Any: ...
    def read(self, session_id: str, seq: int, file: str, offset: int) -> ArchiveRecord: ...
    def records(self, session_id: str, first: int = 1) -> Iterator[ArchiveRecord]: ...
    def last_seq(self, session_id: str) -> int: ...
    def repair(
        self, session_id: str, *, committed: int, known: Mapping[int, str]
    ) -> RepairReport: ...
    def delete(self, session_id: str) -> None: ...
    def segments(self, session_id: str) -> list[Segment]: ...
    def expired_segments(self, session_id: str, *, older_than: float) -> list[Segment]: ...
    def drop_segments(self, session_id: str, *, older_than: float) -> list[Segment]: ...
    def size(self, session_id: str, seg: Segment) -> int: ...


FSYNC_POLICIES = ("always", "turn", "never")


@functools.cache
def archive_for(fsync: str, rotate_bytes: int = 0) -> JsonlArchive:
    """One archive object per process and policy: it caches file handles and offsets."""
    return JsonlArchive(settings.MEMORYLAB_ARCHIVE_DIR, fsync=fsync, rotate_bytes=rotate_bytes)


class FilesBackend:
    """JSONL files under ``MEMORYLAB_ARCHIVE_DIR`` (shared by web and workers)."""

    name = "files"
    stores_records = False

    def reader(self, spec: ArchiveSpec) -> JsonlArchive:
        return archive_for(spec.fsync, spec.rotate_bytes)

    def begin(self, session_id: str, committed: int, txn: str, spec: ArchiveSpec) -> TxnWriter:
        archive = archive_for(spec.fsync, spec.rotate_bytes)
        writer = TxnWriter(archive, txn)
        try:
            self._settle(archive, writer, session_id, committed, spec)
        except ArchiveCorrupted:
            raise
        except ArchiveError as exc:
            # The disk fails (or the file cannot be opened): the engine keeps what comes
            # in memory and says so, as with any write error; nothing is written in this
            # transaction, so nothing is left to settle either.
            writer.unavailable = exc
        return writer

    def _settle(
        self,
        archive: JsonlArchive,
        writer: TxnWriter,
        session_id: str,
        committed: int,
        spec: ArchiveSpec,
    ) -> None:
        last = archive.last_seq(session_id)  # catches up with the file; refuses damage
        if last < committed:
            raise ArchiveCorrupted(
                f"the archive of session {session_id!r} ends at seq {last}, but seq {committed} "
                f"was committed: {committed - last} acknowledged records are missing (lost with "
                "the page cache under archive.fsync turn/never, or the file was changed by "
                f"hand). Repair: {repair_hint(session_id)}"
            )
        if last > committed:
            # Written by a transaction that never committed (its process died, or it
            # rolled back): nobody was told about them. Void them; seqs are not reused.
            pending = list(archive.read(session_id, committed + 1, last, include_aborted=True))
            writer.append(
                session_id,
                [
                    NewRecord(
                        "abort",
                        pending[-1].turn if pending else 0,
                        {
                            "first": committed + 1,
                            "last": last,
                            "records": len(pending),
                            "txns": sorted({r.txn for r in pending if r.txn}),
                            "reason": "written by a transaction that did not commit",
                        },
                    )
                ],
            )
            if spec.fsync != "never":
                archive.sync(session_id)

    def read(self, session_id: str, seq: int, file: str, offset: int) -> ArchiveRecord:
        return archive_for("never").read_at(session_id, offset, file, seq=seq)

    def records(self, session_id: str, first: int = 1) -> Iterator[ArchiveRecord]:
        return archive_for("never").read(session_id, first)

    def last_seq(self, session_id: str) -> int:
        return archive_for("never").last_seq(session_id)

    def repair(self, session_id: str, *, committed: int, known: Mapping[int, str]) -> RepairReport:
        floor = max(committed, max(known, default=0))
        return archive_for("never").repair(
            session_id, known=known, floor=floor, void_after=committed
        )

    def delete(self, session_id: str) -> None:
        # Every cached archive object of this process closes its handle, so that a later
        # session with the same id starts a new file instead of writing into the unlinked one.
        for policy in FSYNC_POLICIES:
            archive_for(policy).delete(session_id)

    def segments(self, session_id: str) -> list[Segment]:
        return archive_for("never").segments(session_id)

    def expired_segments(self, session_id: str, *, older_than: float) -> list[Segment]:
        return archive_for("never").expired_segments(session_id, older_than=older_than)

    def drop_segments(self, session_id: str, *, older_than: float) -> list[Segment]:
        return archive_for("never").drop_segments(session_id, older_than=older_than)

    def size(self, session_id: str, seg: Segment) -> int:
        return seg.path.stat().st_size


BACKENDS = ("files", "database")


def archive_backend() -> ArchiveBackend:
    """The backend ``MEMORYLAB_ARCHIVE_BACKEND`` names (settings validate it)."""
    if settings.MEMORYLAB_ARCHIVE_BACKEND == "database":
        from .dbarchive import DatabaseBackend

        return DatabaseBackend()
    return FilesBackend()


def describe(records: Any) -> dict[int, str]:
    """seq -> "type, turn N" for index rows, to name what a repair could not keep."""
    return {seq: f"{kind}, turn {turn}" for seq, kind, turn in records}

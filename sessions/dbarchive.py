"""The database archive backend (``MEMORYLAB_ARCHIVE_BACKEND=database``): archive records
are rows of ``ArchiveEntry`` (the index's own table, with the record's body), inserted in
the database transaction that commits the session's state.

A transaction that never commits leaves nothing behind, so there is nothing to settle and
no ``abort`` record: exactly once by construction. Records keep the file backend's shape
(``seq``, ``ts``, ``type``, ``turn``, ``data``, ``crc``, ``txn``), so ``archive://``
references, history, the index, rotation, retention and the JSONL export work the same,
and web and worker processes share nothing but the database.

Rotation: past ``archive.rotate_bytes`` the active records (``file`` empty) are closed
into a segment, named like the file backend's (``.rotated/<session>/<first>-<last>.jsonl``);
retention drops old segments, never the newest one (numbering goes on from it).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from django.db.models import Max, Min, Sum

from compaction.engine import (
    ArchiveError,
    ArchiveRecord,
    ArchiveSpec,
    NewRecord,
    RepairReport,
    Segment,
    archive_ref,
    crash_point,
    make_record,
    record_line,
    validate_session_id,
)

from .models import ArchiveEntry

ACTIVE = ""  # ``ArchiveEntry.file`` of records not rotated into a segment yet


def segment_name(session_id: str, first: int, last: int) -> str:
    return f".rotated/{session_id}/{first:012d}-{last:012d}.jsonl"


def record_of(row: ArchiveEntry) -> ArchiveRecord:
    """The archive record a row holds (the database backend's rows carry the body)."""
    if row.data is None:
        # Indexed while the deployment used the files backend: the body is in the files.
        from .archives import FilesBackend

        return FilesBackend().read(row.session_id, row.seq, row.file, row.offset)
    return ArchiveRecord(
        seq=row.seq,
        ts=row.ts,
        session=row.session_id,
        type=row.type,
        turn=row.turn,
        data=row.data,
        crc=row.crc or 0,
        offset=0,
        length=row.length,
        file=row.file,
        txn=row.txn or None,
    )


class DbArchive:
    """The engine's ``ArchiveWriter`` over the table. Bound to a transaction (``txn``) it
    writes: records get the next seqs and wait in ``written`` until the session
    transaction inserts them with its index rows; reads see them meanwhile. Without a
    transaction it only reads (``services.memory_for``)."""

    durable = True
    stores_records = True
    thread_bound = True  # reads go through this thread's database connection

    def __init__(
        self,
        session_id: str | None = None,
        committed: int = 0,
        txn: str | None = None,
        spec: ArchiveSpec | None = None,
    ) -> None:
        self.session_id = session_id
        self.txn = txn
        self.last = committed
        self.written: list[ArchiveRecord] = []
        self.corrupted: Exception | None = None  # a table is never "damaged" like a file
        self.rotate_bytes = spec.rotate_bytes if spec is not None else 0
        self.fsync = spec.fsync if spec is not None else "turn"
        self.rotations = 0
        self._active: list[int] | None = None  # [first seq, bytes] of the active records

    # -- writing ----------------------------------------------------------------------
    def append(self, session_id: str, records: list[NewRecord]) -> list[ArchiveRecord]:
        if self.txn is None or session_id != self.session_id:
            raise ArchiveError(
                f"the archive of session {session_id!r} is written only in its transaction"
            )
        if not records:
            return []
        kinds = tuple(r.type for r in records)
        crash_point("archive.before_write", *kinds)
        out = []
        for new in records:
            self.last += 1
            rec = make_record(session_id, self.last, replace(new, txn=self.txn))
            out.append(replace(rec, offset=0, length=len(record_line(rec)), file=ACTIVE))
        self.written += out
        crash_point("archive.after_write", *kinds)
        if self.fsync == "always":
            # Durable at the commit, like the state: the point stays for the crash tests.
            crash_point("archive.after_fsync", *kinds)
        if self.rotate_bytes:
            self._maybe_rotate(session_id, out)
            out = self.written[len(self.written) - len(out) :]
        return out

    def _maybe_rotate(self, session_id: str, new: list[ArchiveRecord]) -> None:
        if self._active is None:
            agg = ArchiveEntry.objects.filter(session_id=session_id, file=ACTIVE).aggregate(
                first=Min("seq"), size=Sum("length")
            )
            first = agg["first"] if agg["first"] is not None else new[0].seq
            self._active = [first, (agg["size"] or 0)]
        self._active[1] += sum(rec.length for rec in new)
        if self._active[1] < self.rotate_bytes:
            return
        name = segment_name(session_id, self._active[0], self.last)
        crash_point("archive.rotate.before_rename")
        ArchiveEntry.objects.filter(session_id=session_id, file=ACTIVE).update(file=name)
        self.written = [
            replace(rec, file=name) if rec.file == ACTIVE else rec for rec in self.written
        ]
        crash_point("archive.rotate.after_rename")
        self.rotations += 1
        self._active = [self.last + 1, 0]

    defer_sync = False  # nothing to defer: ``sync`` does nothing

    def sync(self, session_id: str) -> None:
        return None  # the commit makes records durable, with the state

    def sync_deferred(self) -> None:
        return None

    def healthy(self, session_id: str) -> bool:
        return True

    # -- reading ----------------------------------------------------------------------
    def last_seq(self, session_id: str) -> int:
        if self.txn is not None and session_id == self.session_id:
            return self.last
        last = ArchiveEntry.objects.filter(session_id=session_id).aggregate(m=Max("seq"))["m"]
        return int(last or 0)

    def read(
        self, session_id: str, first: int = 1, last: int | None = None
    ) -> Iterator[ArchiveRecord]:
        rows = ArchiveEntry.objects.filter(session_id=session_id, seq__gte=first)
        if last is not None:
            rows = rows.filter(seq__lte=last)
        for row in rows.order_by("seq").iterator(chunk_size=500):
            yield record_of(row)
        if session_id == self.session_id:
            for rec in self.written:
                if rec.seq >= first and (last is None or rec.seq <= last):
                    yield rec

    def get(self, session_id: str, seq: int) -> ArchiveRecord:
        if session_id == self.session_id:
            for rec in self.written:
                if rec.seq == seq:
                    return rec
        row = ArchiveEntry.objects.filter(session_id=session_id, seq=seq).first()
        if row is None:
            raise ArchiveError(f"no archive record {archive_ref(session_id, seq)}")
        return record_of(row)

    def delete(self, session_id: str) -> None:
        ArchiveEntry.objects.filter(session_id=session_id).delete()

    @property
    def last_written(self) -> int:
        return self.written[-1].seq if self.written else 0

    @property
    def rotated(self) -> bool:
        # The rows were relabelled in the transaction already: nothing for the index to follow.
        return False


def _iso(unix: float) -> str:
    return (
        datetime.fromtimestamp(unix, UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")
    )


class DatabaseBackend:
    """``MEMORYLAB_ARCHIVE_BACKEND=database``: records in the database, nothing on disk."""

    name = "database"
    stores_records = True

    def begin(self, session_id: str, committed: int, txn: str, spec: ArchiveSpec) -> DbArchive:
        # Nothing to settle: what an uncommitted transaction wrote was rolled back with it.
        return DbArchive(validate_session_id(session_id), committed, txn, spec)

    def reader(self, spec: ArchiveSpec) -> DbArchive:
        return DbArchive()

    def read(self, session_id: str, seq: int, file: str, offset: int) -> ArchiveRecord:
        return DbArchive().get(session_id, seq)

    def records(self, session_id: str, first: int = 1) -> Iterator[ArchiveRecord]:
        return DbArchive().read(session_id, first)

    def last_seq(self, session_id: str) -> int:
        return DbArchive().last_seq(session_id)

    def repair(self, session_id: str, *, committed: int, known: Mapping[int, str]) -> RepairReport:
        # Rows are written with the state or not at all: nothing torn, nothing to void.
        kept = ArchiveEntry.objects.filter(session_id=session_id).count()
        return RepairReport(session=session_id, kept=kept)

    def delete(self, session_id: str) -> None:
        DbArchive().delete(session_id)

    def segments(self, session_id: str) -> list[Segment]:
        return [seg for seg, _ in self._segments(session_id)]

    def _segments(self, session_id: str) -> list[tuple[Segment, dict[str, Any]]]:
        groups = (
            ArchiveEntry.objects.filter(session_id=session_id)
            .exclude(file=ACTIVE)
            .values("file")
            .annotate(first=Min("seq"), last=Max("seq"), newest=Max("ts"), size=Sum("length"))
            .order_by("first")
        )
        return [(Segment(g["first"], g["last"], Path(g["file"]), g["file"]), g) for g in groups]

    def expired_segments(self, session_id: str, *, older_than: float) -> list[Segment]:
        cutoff = _iso(older_than)
        # Never the newest segment: it holds the highest seq when no record is active.
        return [seg for seg, g in self._segments(session_id)[:-1] if g["newest"] < cutoff]

    def drop_segments(self, session_id: str, *, older_than: float) -> list[Segment]:
        dropped = self.expired_segments(session_id, older_than=older_than)
        for seg in dropped:
            ArchiveEntry.objects.filter(session_id=session_id, file=seg.name).delete()
        return dropped

    def size(self, session_id: str, seg: Segment) -> int:
        agg = ArchiveEntry.objects.filter(session_id=session_id, file=seg.name).aggregate(
            s=Sum("length")
        )
        return int(agg["s"] or 0)

"""The lossless side: an append-only JSONL archive of every raw event, per session.

One record a line::

    {"v":1,"seq":n,"ts":"...","session":"s1","type":"message","turn":1,"data":{...},"crc":n}

``crc`` is CRC-32 over the canonical JSON (sorted keys, compact) of the record without
``crc``. ``seq`` starts at 1 and grows per session, across processes: writers take an
exclusive ``flock`` and catch up with what others appended before writing. A seq is never
given twice, even after a repair; it may skip (a repair removed a record).

A record may carry ``"txn"``: the transaction that wrote it. A writer whose transaction
did not commit (the sessions app keeps its state in a database) leaves records behind;
the next transaction appends an ``abort`` record naming the seqs it voids, and ``read``
skips voided records. ``repair`` records what a repair could not keep.

On first open a torn last line (a crash mid-write) is moved to ``<file>.broken`` and cut
off; damage anywhere else, or a file changed under a running writer, is refused, naming
the repair command. Error messages name files relative to the archive root, never the
server's absolute path.
"""

from __future__ import annotations

import bisect
import contextlib
import errno
import fcntl
import json
import os
import re
import threading
import time
import zlib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, BinaryIO, Protocol

from . import faults
from .errors import ArchiveCorrupted, ArchiveError, InvalidSessionId

RECORD_VERSION = 1
RECORD_TYPES = (
    "message",
    "tool_call",
    "tool_result",
    "micro_compact",
    "auto_compact",
    "manual_compact",
    "compact_failed",
    "clear",
    "abort",
    "repair",
)
RAW_TYPES = ("message", "tool_call", "tool_result")
REPAIR_HINT = "python manage.py archive_repair {session_id}"

# Letters, digits, '.', '_', '-', 1-128 chars, not starting with '.' (no hidden files,
# no '..'): a session id becomes a file name only after passing this.
_SESSION_ID = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$")
ROTATED_DIR = ".rotated"  # session ids never start with ".", so no session can clash
_SEGMENT = re.compile(r"^(\d{12})-(\d{12})\.jsonl$")
_SEGMENT_REF = re.compile(r"^\.rotated/([A-Za-z0-9_][A-Za-z0-9._-]{0,127})/\d{12}-\d{12}\.jsonl$")
_REF = re.compile(r"^archive://([^/]+)/(\d+)(?:-(\d+))?$")
_SEQ_IN_LINE = re.compile(rb'"seq":\s*(\d{1,18})')
_RECORD_START = b'{"v":'
_MAX_SALVAGE_STARTS = 64  # record starts tried inside one damaged line


def validate_session_id(session_id: Any) -> str:
    if not isinstance(session_id, str) or not _SESSION_ID.match(session_id) or ".." in session_id:
        raise InvalidSessionId(
            f"invalid session id {session_id!r}: use 1-128 letters, digits, '.', '_' or '-', "
            "not starting with '.' and without '..'"
        )
    return session_id


def archive_ref(session_id: str, first: int, last: int | None = None) -> str:
    if last is None or last == first:
        return f"archive://{session_id}/{first}"
    return f"archive://{session_id}/{first}-{last}"


def parse_ref(ref: str) -> tuple[str, int, int]:
    """``archive://s/7`` -> ("s", 7, 7); ``archive://s/3-9`` -> ("s", 3, 9)."""
    m = _REF.match(ref.strip()) if isinstance(ref, str) else None
    if not m:
        raise ArchiveError(f"not an archive reference: {ref!r}")
    session_id = validate_session_id(m.group(1))
    first = int(m.group(2))
    last = int(m.group(3)) if m.group(3) else first
    if first < 1 or last < first:
        raise ArchiveError(f"bad archive range in {ref!r}")
    return session_id, first, last


def canonical(record: Mapping[str, Any]) -> bytes:
    return json.dumps(record, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def record_crc(record: Mapping[str, Any]) -> int:
    return zlib.crc32(canonical({k: v for k, v in record.items() if k != "crc"}))


def repair_hint(session_id: str) -> str:
    return REPAIR_HINT.format(session_id=session_id)


@dataclass(frozen=True)
class ArchiveRecord:
    seq: int
    ts: str
    session: str
    type: str
    turn: int
    data: dict[str, Any]
    crc: int = 0
    offset: int = -1  # byte offset in its file, when stored in one
    length: int = 0
    file: str = ""
    txn: str | None = None  # the transaction that wrote it (absent for the embedded engine)

    @property
    def ref(self) -> str:
        return archive_ref(self.session, self.seq)

    def to_json(self) -> dict[str, Any]:
        out = {
            "v": RECORD_VERSION,
            "seq": self.seq,
            "ts": self.ts,
            "session": self.session,
            "type": self.type,
            "turn": self.turn,
            "data": self.data,
            "crc": self.crc,
        }
        if self.txn is not None:
            out["txn"] = self.txn
        return out

    @classmethod
    def from_json(
        cls, obj: Mapping[str, Any], *, offset: int = -1, length: int = 0, file: str = ""
    ) -> ArchiveRecord:
        return cls(
            seq=obj["seq"],
            ts=obj["ts"],
            session=obj["session"],
            type=obj["type"],
            turn=obj["turn"],
            data=obj["data"],
            crc=obj["crc"],
            offset=offset,
            length=length,
            file=file,
            txn=obj.get("txn"),
        )


@dataclass(frozen=True)
class Segment:
    """A rotated archive file: records ``first``..``last``, ``name`` relative to the root."""

    first: int
    last: int
    path: Path
    name: str


@dataclass(frozen=True)
class NewRecord:
    type: str
    turn: int
    data: dict[str, Any]
    txn: str | None = None


@dataclass
class DamagedLine:
    """A line a repair could not keep as it was (its bytes are in the ``.broken`` file)."""

    file: str  # relative to the archive root
    line: int  # 1-based line number in the damaged file
    offset: int
    length: int
    reason: str
    seq: int | None = None  # the seq the line seems to have held, when it shows one
    salvaged: list[int] = field(default_factory=list)  # seqs of intact records found inside

    def to_dict(self) -> dict[str, Any]:
        return {
            "file": self.file,
            "line": self.line,
            "offset": self.offset,
            "length": self.length,
            "reason": self.reason,
            "seq": self.seq,
            "salvaged": self.salvaged,
        }


@dataclass
class RepairReport:
    """What ``repair`` kept and what it could not keep, exactly."""

    session: str
    kept: int = 0  # intact records kept in place
    salvaged: int = 0  # intact records recovered from inside damaged lines
    damaged: list[DamagedLine] = field(default_factory=list)
    lost: list[int] = field(default_factory=list)  # seqs known to have existed, not kept
    aborted: tuple[int, int] | None = None  # seqs voided as uncommitted (``void_after``)
    marker: int | None = None  # seq of the ``repair`` record written, if any
    broken_files: list[str] = field(default_factory=list)

    @property
    def moved(self) -> int:
        return len(self.damaged)

    def to_dict(self) -> dict[str, Any]:
        return {
            "session": self.session,
            "kept": self.kept,
            "salvaged": self.salvaged,
            "moved": self.moved,
            "damaged": [d.to_dict() for d in self.damaged],
            "lost": self.lost,
            "aborted": list(self.aborted) if self.aborted else None,
            "marker": self.marker,
            "broken_files": self.broken_files,
        }


class ArchiveWriter(Protocol):
    """What the memory needs from an archive (docs/design.md, "The lossless archive and references").

    An archive may set ``thread_bound = True`` when its reads must run on the thread that
    called the memory (a database transaction's connection): the summarizer, which runs
    in a thread of its own, then gets the raw messages read beforehand."""

    durable: bool

    def append(self, session_id: str, records: list[NewRecord]) -> list[ArchiveRecord]: ...
    def sync(self, session_id: str) -> None: ...
    def healthy(self, session_id: str) -> bool: ...
    def last_seq(self, session_id: str) -> int: ...
    def read(
        self, session_id: str, first: int = 1, last: int | None = None
    ) -> Iterator[ArchiveRecord]: ...
    def get(self, session_id: str, seq: int) -> ArchiveRecord: ...
    def delete(self, session_id: str) -> None: ...


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _abort_range(rec: Mapping[str, Any]) -> tuple[int, int] | None:
    """The seqs an ``abort`` record voids."""
    data = rec.get("data")
    if rec.get("type") != "abort" or not isinstance(data, dict):
        return None
    first, last = data.get("first"), data.get("last")
    if isinstance(first, int) and isinstance(last, int) and 0 < first <= last:
        return (first, last)
    return None


def _voided(seq: int, ranges: list[tuple[int, int]]) -> bool:
    return any(first <= seq <= last for first, last in ranges)


class MemoryArchive:
    """Keeps records in memory (``archive.enabled: false``): history works, nothing durable."""

    durable = False

    def __init__(self) -> None:
        self._records: dict[str, list[ArchiveRecord]] = {}
        self._lock = threading.Lock()

    def append(self, session_id: str, records: list[NewRecord]) -> list[ArchiveRecord]:
        with self._lock:
            log = self._records.setdefault(validate_session_id(session_id), [])
            out = []
            for new in records:
                rec = make_record(session_id, len(log) + 1, new)
                log.append(rec)
                out.append(rec)
            return out

    def sync(self, session_id: str) -> None:
        return None

    def healthy(self, session_id: str) -> bool:
        return True

    def last_seq(self, session_id: str) -> int:
        return len(self._records.get(session_id, []))

    def read(
        self, session_id: str, first: int = 1, last: int | None = None
    ) -> Iterator[ArchiveRecord]:
        log = self._records.get(session_id, [])
        ranges = [r for rec in log if (r := _abort_range(rec.to_json()))]
        for rec in log[max(first, 1) - 1 : last]:
            if not _voided(rec.seq, ranges):
                yield rec

    def get(self, session_id: str, seq: int) -> ArchiveRecord:
        log = self._records.get(session_id, [])
        if not 1 <= seq <= len(log):
            raise ArchiveError(f"no archive record {archive_ref(session_id, seq)}")
        return log[seq - 1]

    def delete(self, session_id: str) -> None:
        with self._lock:
            self._records.pop(session_id, None)


def make_record(session_id: str, seq: int, new: NewRecord) -> ArchiveRecord:
    """The record ``new`` becomes as seq ``seq`` of ``session_id``: stamped and checksummed
    (an archive store that is not a file, e.g. a database table, writes these too)."""
    if new.type not in RECORD_TYPES:
        raise ArchiveError(f"unknown archive record type {new.type!r}")
    ts = _now()
    body: dict[str, Any] = {
        "v": RECORD_VERSION,
        "seq": seq,
        "ts": ts,
        "session": session_id,
        "type": new.type,
        "turn": new.turn,
        "data": new.data,
    }
    if new.txn is not None:
        body["txn"] = new.txn
    crc = zlib.crc32(canonical(body))
    return ArchiveRecord(
        seq=seq,
        ts=ts,
        session=session_id,
        type=new.type,
        turn=new.turn,
        data=new.data,
        crc=crc,
        txn=new.txn,
    )


def record_line(rec: ArchiveRecord) -> bytes:
    """The record as one JSONL line, exactly as the file archive writes it."""
    return json.dumps(rec.to_json(), separators=(",", ":"), ensure_ascii=False).encode() + b"\n"


class FileOps:
    """The system calls the archive makes; tests swap in one that fails on cue."""

    def write(self, fd: int, data: bytes) -> int:
        return os.write(fd, data)

    def fsync(self, fd: int) -> None:
        os.fsync(fd)


@dataclass
class _Open:
    fd: int
    path: Path
    size: int = 0
    mtime_ns: int = 0  # of the file as we last left it: a change we did not make shows
    last_seq: int = 0
    # Parallel sorted lists: seqs grow, with gaps where a repair removed damaged records.
    seqs: list[int] = field(default_factory=list)
    offsets: list[int] = field(default_factory=list)
    aborted: list[tuple[int, int]] = field(default_factory=list)  # from abort records here
    dirty: bool = False
    healthy: bool = True
    closed: bool = False
    rotated: bool = False  # moved aside as a segment: reopen the active path
    lock: threading.RLock = field(default_factory=threading.RLock)


class JsonlArchive:
    """Append-only JSONL files under ``root``, one per session (``<session_id>.jsonl``)."""

    durable = True

    def __init__(
        self,
        root: str | os.PathLike[str],
        fsync: str = "turn",
        ops: FileOps | None = None,
        rotate_bytes: int = 0,
    ) -> None:
        if fsync not in ("always", "turn", "never"):
            raise ArchiveError(f"archive.fsync: expected always, turn or never, got {fsync!r}")
        self.root = Path(root)
        self.fsync_policy = fsync
        self.rotate_bytes = rotate_bytes
        self.ops = ops or FileOps()
        self._files: dict[str, _Open] = {}
        self._lock = threading.Lock()
        # Abort ranges found in rotated segments (immutable files), by (name, inode, size).
        self._segment_voids: dict[tuple[str, int, int], list[tuple[int, int]]] = {}

    # -- paths and opening ------------------------------------------------------------
    def path_for(self, session_id: str) -> Path:
        validate_session_id(session_id)
        return self.root / f"{session_id}.jsonl"

    def name_of(self, path: Path) -> str:
        """``path`` relative to the archive root: what messages show (never the server's
        absolute path)."""
        try:
            return str(path.relative_to(self.root))
        except ValueError:
            return path.name

    def _open(self, session_id: str) -> _Open:
        with self._lock:
            handle = self._files.get(session_id)
            if handle is not None:
                return handle
            path = self.path_for(session_id)
            try:
                self.root.mkdir(parents=True, exist_ok=True)
                # O_NOFOLLOW: a symlink planted in the archive dir must not redirect writes.
                fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_NOFOLLOW, 0o640)
            except OSError as exc:
                if exc.errno == errno.ELOOP:
                    raise InvalidSessionId(
                        f"archive file for {session_id!r} is a symlink; refused"
                    ) from exc
                raise ArchiveError(
                    f"cannot open archive {self.name_of(path)}: {exc.strerror}"
                ) from exc
            handle = _Open(fd=fd, path=path)
            try:
                with self._flocked(handle):
                    self._reload(session_id, handle)
            except BaseException:
                os.close(fd)
                raise
            self._files[session_id] = handle
            return handle

    class _Flock:
        def __init__(self, fd: int) -> None:
            self.fd = fd

        def __enter__(self) -> None:
            fcntl.flock(self.fd, fcntl.LOCK_EX)

        def __exit__(self, *exc: object) -> None:
            fcntl.flock(self.fd, fcntl.LOCK_UN)

    def _flocked(self, handle: _Open) -> JsonlArchive._Flock:
        return JsonlArchive._Flock(handle.fd)

    @contextlib.contextmanager
    def _locked(self, session_id: str) -> Iterator[_Open]:
        """The session's handle, its thread lock and its flock held, caught up with the
        file. A repair or delete (by another object or process) replaces or removes the
        file under our open descriptor: then reopen, so no write lands in an orphan."""
        while True:
            handle = self._open(session_id)
            with handle.lock:
                if handle.closed:
                    continue  # another thread reopened it meanwhile
                fcntl.flock(handle.fd, fcntl.LOCK_EX)
                try:
                    current = not handle.rotated and _same_file(handle.fd, handle.path)
                    if current:
                        self._catch_up(session_id, handle)
                        yield handle
                        return
                finally:
                    fcntl.flock(handle.fd, fcntl.LOCK_UN)
                self._close(session_id, handle)

    def _close(self, session_id: str, handle: _Open) -> None:
        with handle.lock:
            if handle.closed:
                return
            handle.closed = True
            with self._lock:
                if self._files.get(session_id) is handle:
                    del self._files[session_id]
            os.close(handle.fd)

    def _catch_up(self, session_id: str, handle: _Open) -> None:
        """Bring the handle up to date with the file (flock held).

        Other writers only ever append, so a grown file whose last record we know still
        sits where we left it is read from there on. Anything else (a file that shrank,
        or changed without growing, or whose known tail moved) was changed by hand or
        damaged: it is read again from the start, which refuses damage in the middle.
        Reading on from a stale offset would take half a line for a torn tail and cut
        a valid record."""
        st = os.fstat(handle.fd)
        if st.st_size == handle.size and st.st_mtime_ns == handle.mtime_ns:
            return
        if st.st_size > handle.size and self._tail_intact(handle):
            self._recover(session_id, handle)
        else:
            self._reload(session_id, handle)

    def _tail_intact(self, handle: _Open) -> bool:
        if not handle.seqs:
            return handle.size == 0
        start = handle.offsets[-1]
        line = os.pread(handle.fd, handle.size - start, start)
        obj = _parse_line(line)
        return (
            obj is not None and obj["seq"] == handle.seqs[-1] and len(line) == handle.size - start
        )

    def _reload(self, session_id: str, handle: _Open) -> None:
        """Index the whole active file again (flock held)."""
        handle.seqs.clear()
        handle.offsets.clear()
        handle.aborted.clear()
        handle.size = 0
        # After a rotation the active file starts empty: numbering goes on from the
        # newest rotated segment.
        segments = self.segments(session_id)
        handle.last_seq = segments[-1].last if segments else 0
        self._recover(session_id, handle)

    def _scan(self, session_id: str, handle: _Open, start: int) -> tuple[int, bytes]:
        """Read records from byte ``start``; returns (offset of the first bad line, its bytes)."""
        size = os.fstat(handle.fd).st_size
        if size <= start:
            handle.size = size
            return size, b""
        with open(handle.path, "rb") as fh:
            fh.seek(start)
            offset = start
            for line in fh:
                rec = _parse_line(line)
                if rec is None or rec["seq"] <= handle.last_seq or rec["session"] != session_id:
                    handle.size = offset
                    return offset, line
                handle.seqs.append(rec["seq"])
                handle.offsets.append(offset)
                handle.last_seq = rec["seq"]
                if (voided := _abort_range(rec)) is not None:
                    handle.aborted.append(voided)
                offset += len(line)
        handle.size = offset
        return offset, b""

    def _recover(self, session_id: str, handle: _Open) -> None:
        bad_at, bad_line = self._scan(session_id, handle, handle.size)
        if bad_line:
            size = os.fstat(handle.fd).st_size
            # Only an unfinished last line is a torn write. A complete line that is bad may
            # have been acknowledged: like damage anywhere else, it waits for a repair.
            torn = bad_at + len(bad_line) == size and not bad_line.endswith(b"\n")
            at_line_start = bad_at == 0 or os.pread(handle.fd, 1, bad_at - 1) == b"\n"
            if not (torn and at_line_start):
                raise ArchiveCorrupted(
                    f"archive {self.name_of(handle.path)} of session {session_id!r} is damaged "
                    f"at byte {bad_at} (after seq {handle.last_seq}); refusing to append. "
                    f"Repair: {repair_hint(session_id)}"
                )
            # A torn tail: the last write never completed, so it was never acknowledged.
            with open(handle.path, "rb") as fh:
                fh.seek(bad_at)
                tail = fh.read()
            _write_new_data(Path(f"{handle.path}.broken"), tail, append=True, name=self.name_of)
            os.ftruncate(handle.fd, bad_at)
            os.fsync(handle.fd)
            handle.size = bad_at
        handle.mtime_ns = os.fstat(handle.fd).st_mtime_ns

    # -- the protocol ---------------------------------------------------------------
    def append(self, session_id: str, records: list[NewRecord]) -> list[ArchiveRecord]:
        return self._append(session_id, records)

    def _append(
        self, session_id: str, records: list[NewRecord], after: int = 0
    ) -> list[ArchiveRecord]:
        """Write ``records`` with the next seqs (at least ``after + 1``)."""
        if not records:
            return []
        kinds = tuple(r.type for r in records)
        # _locked catches up with what other processes appended since our last write.
        with self._locked(session_id) as handle:
            out: list[ArchiveRecord] = []
            chunks: list[bytes] = []
            offset = handle.size
            first = max(handle.last_seq, after) + 1
            for i, new in enumerate(records):
                rec = make_record(session_id, first + i, new)
                line = record_line(rec)
                out.append(replace(rec, offset=offset, length=len(line), file=handle.path.name))
                chunks.append(line)
                offset += len(line)
            blob = b"".join(chunks)
            try:
                faults.point("archive.before_write", *kinds)
                written = self.ops.write(handle.fd, blob)
                if written != len(blob):
                    raise OSError(errno.EIO, f"short write ({written} of {len(blob)} bytes)")
                faults.point("archive.after_write", *kinds)
                if self.fsync_policy == "always":
                    self.ops.fsync(handle.fd)
                    faults.point("archive.after_fsync", *kinds)
            except OSError as exc:
                handle.healthy = False
                # Cut what may have landed so the file keeps only acknowledged records.
                with contextlib.suppress(OSError):
                    os.ftruncate(handle.fd, handle.size)
                with contextlib.suppress(OSError):
                    handle.mtime_ns = os.fstat(handle.fd).st_mtime_ns
                raise ArchiveError(
                    f"archive write to {self.name_of(handle.path)} failed: {exc.strerror or exc}"
                ) from exc
            for rec in out:
                handle.seqs.append(rec.seq)
                handle.offsets.append(rec.offset)
                if rec.type == "abort" and (voided := _abort_range(rec.to_json())):
                    handle.aborted.append(voided)
            handle.last_seq = out[-1].seq
            handle.size = offset
            handle.mtime_ns = os.fstat(handle.fd).st_mtime_ns
            handle.dirty = self.fsync_policy != "always"
            handle.healthy = True
            if self.rotate_bytes and handle.size >= self.rotate_bytes:
                name = self._rotate(session_id, handle)
                if name is not None:
                    out = [replace(rec, file=name) for rec in out]
            return out

    def _rotate(self, session_id: str, handle: _Open) -> str | None:
        """Move the full active file aside as an immutable segment (under the flock);
        returns its name.

        Byte offsets inside it do not change, so an index entry stays valid once its
        file name is updated; writers in other processes notice the path now names
        another file and reopen (see ``_locked``).
        """
        if not handle.seqs:
            return None
        first, last = handle.seqs[0], handle.last_seq
        folder = self._segment_dir(session_id)
        try:
            self.ops.fsync(handle.fd)
            folder.mkdir(parents=True, exist_ok=True)
            if folder.is_symlink():
                raise ArchiveError(f"rotation folder {self.name_of(folder)} is a symlink; refused")
            target = folder / f"{first:012d}-{last:012d}.jsonl"
            faults.point("archive.rotate.before_rename")
            os.rename(handle.path, target)
            faults.point("archive.rotate.after_rename")
        except OSError as exc:
            # Not rotating is safe: the active file just grows on; the next write retries.
            handle.dirty = True
            raise ArchiveError(
                f"archive rotation of {self.name_of(handle.path)} failed: {exc.strerror}"
            ) from exc
        handle.dirty = False
        name = self.name_of(target)
        st = os.fstat(handle.fd)
        self._segment_voids[(name, st.st_ino, st.st_size)] = list(handle.aborted)
        # Our descriptor now points at the segment; the next operation reopens the path.
        handle.path = target
        handle.rotated = True
        return name

    def _segment_dir(self, session_id: str) -> Path:
        return self.root / ROTATED_DIR / validate_session_id(session_id)

    def segments(self, session_id: str) -> list[Segment]:
        """The rotated, immutable files of a session, oldest first."""
        folder = self._segment_dir(session_id)
        if folder.is_symlink():
            raise InvalidSessionId(f"rotation folder of {session_id!r} is a symlink; refused")
        try:
            names = [e.name for e in os.scandir(folder) if e.is_file(follow_symlinks=False)]
        except FileNotFoundError:
            return []
        out = []
        for name in names:
            m = _SEGMENT.match(name)
            if m:
                path = folder / name
                rel = str(path.relative_to(self.root))
                out.append(Segment(int(m.group(1)), int(m.group(2)), path, rel))
        return sorted(out, key=lambda seg: seg.first)

    def expired_segments(self, session_id: str, *, older_than: float) -> list[Segment]:
        """Rotated segments last written before ``older_than`` (a Unix time), except the
        newest one: it holds the highest seq when the active file is empty, and the
        numbering must never go back."""
        return [
            seg for seg in self.segments(session_id)[:-1] if seg.path.stat().st_mtime < older_than
        ]

    def drop_segments(self, session_id: str, *, older_than: float) -> list[Segment]:
        """Retention: delete ``expired_segments``. The active file is never dropped.
        Returns what was deleted."""
        dropped = []
        for seg in self.expired_segments(session_id, older_than=older_than):
            seg.path.unlink()
            dropped.append(seg)
        return dropped

    def sync(self, session_id: str) -> None:
        with self._locked(session_id) as handle:
            # Nothing written since the last successful fsync: nothing to make durable.
            if self.fsync_policy == "never" or (handle.healthy and not handle.dirty):
                return
            try:
                self.ops.fsync(handle.fd)
            except OSError as exc:
                handle.healthy = False
                raise ArchiveError(
                    f"archive fsync of {self.name_of(handle.path)} failed: {exc.strerror or exc}"
                ) from exc
            faults.point("archive.after_fsync", "sync")
            handle.dirty = False
            handle.healthy = True

    def healthy(self, session_id: str) -> bool:
        handle = self._files.get(session_id)
        return handle is None or handle.healthy

    def last_seq(self, session_id: str) -> int:
        with self._locked(session_id) as handle:
            return handle.last_seq

    def voided(self, session_id: str, first: int = 1) -> list[tuple[int, int]]:
        """Seq ranges voided by ``abort`` records, as far as they concern seqs >= ``first``."""
        with self._locked(session_id) as handle:
            ranges = list(handle.aborted)
        # An abort record follows the records it voids: no segment before ``first`` voids
        # anything from ``first`` on.
        for seg in self.segments(session_id):
            if seg.last >= first:
                ranges += self._voids_in(seg)
        return ranges

    def _voids_in(self, seg: Segment) -> list[tuple[int, int]]:
        try:
            st = seg.path.stat()
        except FileNotFoundError:
            return []
        key = (seg.name, st.st_ino, st.st_size)
        found = self._segment_voids.get(key)
        if found is None:
            found = []
            with open(seg.path, "rb") as fh:
                for line in fh:
                    obj = _parse_line(line) if b'"abort"' in line else None
                    if obj is not None and (voided := _abort_range(obj)) is not None:
                        found.append(voided)
            self._segment_voids[key] = found
        return found

    def read(
        self,
        session_id: str,
        first: int = 1,
        last: int | None = None,
        *,
        include_aborted: bool = False,
    ) -> Iterator[ArchiveRecord]:
        """Records ``first``..``last`` in order; records an ``abort`` record voided are
        skipped unless ``include_aborted``."""
        with self._locked(session_id) as handle:
            first = max(first, 1)
            end = handle.last_seq if last is None else min(last, handle.last_seq)
            if first > end:
                return
            segments = self.segments(session_id)
            older = [s for s in segments if s.last >= first and s.first <= end]
            voided = [] if include_aborted else list(handle.aborted)
            pos = bisect.bisect_left(handle.seqs, first)
            start_offset = handle.offsets[pos] if pos < len(handle.seqs) else handle.size
            stop = handle.size
            name = handle.path.name
            # Open the file while it is still the one indexed (a repair or rotation moves it).
            fh = open(handle.path, "rb")  # noqa: SIM115 - closed by the with below
        with fh:
            if not include_aborted:
                for seg in segments:
                    if seg.last >= first:
                        voided += self._voids_in(seg)
            files: list[tuple[Path, str, int, int | None, BinaryIO | None]] = [
                (seg.path, seg.name, 0, None, None) for seg in older
            ]
            files.append((handle.path, name, start_offset, stop, fh))
            for path, file_name, start, until, opened in files:
                records = _read_file(
                    session_id, path, file_name, start, until, first, end, fh=opened
                )
                for rec in records:
                    if not voided or not _voided(rec.seq, voided):
                        yield rec

    def get(self, session_id: str, seq: int) -> ArchiveRecord:
        for rec in self.read(session_id, seq, seq):
            if rec.seq == seq:
                return rec
        raise ArchiveError(f"no archive record {archive_ref(session_id, seq)}")

    def read_at(
        self, session_id: str, offset: int, file: str | None = None, seq: int | None = None
    ) -> ArchiveRecord:
        """One record by byte offset (what the sessions app's index stores). When the
        file was rotated since it was indexed, ``seq`` finds the segment it went to."""
        active = self.path_for(session_id)
        if file is None or file == active.name:
            path = active
        else:
            m = _SEGMENT_REF.match(file)
            if not m or m.group(1) != session_id:
                raise ArchiveError(f"not an archive file of {session_id!r}: {file!r}")
            path = self.root / file
        rec = _record_at(path, offset, session_id)
        if rec is not None and (seq is None or rec.seq == seq):
            return rec
        if seq is not None:
            for seg in self.segments(session_id):
                if seg.first <= seq <= seg.last:
                    rec = _record_at(seg.path, offset, session_id)
                    if rec is not None and rec.seq == seq:
                        return rec
        what = archive_ref(session_id, seq) if seq is not None else f"byte {offset}"
        raise ArchiveCorrupted(
            f"archive {self.name_of(path)}: no valid record {what} at byte {offset} (the file "
            f"is damaged or was changed by hand). Repair: {repair_hint(session_id)}"
        )

    def delete(self, session_id: str) -> None:
        path = self.path_for(session_id)
        handle = self._files.get(session_id)
        if handle is not None:
            self._close(session_id, handle)
        segments = self.segments(session_id)
        for p in (path, Path(f"{path}.broken"), *(seg.path for seg in segments)):
            with contextlib.suppress(FileNotFoundError):
                p.unlink()
        for seg in segments:
            with contextlib.suppress(FileNotFoundError):
                Path(f"{seg.path}.broken").unlink()
        with contextlib.suppress(OSError):
            self._segment_dir(session_id).rmdir()

    def close(self) -> None:
        for session_id, handle in list(self._files.items()):
            self._close(session_id, handle)

    # -- repair -----------------------------------------------------------------------
    def repair(
        self,
        session_id: str,
        *,
        known: Mapping[int, str] | None = None,
        floor: int = 0,
        void_after: int | None = None,
    ) -> RepairReport:
        """Keep every intact record, in order and with its seq; move damaged lines to
        ``<file>.broken``; report exactly what could not be kept.

        A damaged line may still hold intact records (two records glued together when a
        newline was lost, a valid record after a cut-off one): those are kept. Seqs are
        never renumbered, so references stay true; a gap shows what is gone.

        ``known``: seqs that existed (e.g. from an index) -> a description, so that lost
        ones are reported by name. ``floor``: the highest seq ever handed out; numbering
        goes on after it. ``void_after``: records after this seq were never committed;
        they are kept but voided by an ``abort`` record. When anything was damaged or
        lost, a ``repair`` record saying so is appended (its seq above every seq seen).
        """
        validate_session_id(session_id)
        report = RepairReport(session=session_id)
        handle = self._files.get(session_id)
        if handle is not None:
            self._close(session_id, handle)
        seen_max = 0
        last = 0
        kept_seqs: list[int] = []
        for seg in self.segments(session_id):
            last, top = self._repair_file(session_id, seg.path, last, report, kept_seqs)
            seen_max = max(seen_max, top)
        active = self.path_for(session_id)
        if active.exists() or active.is_symlink():
            while True:
                try:
                    fd = os.open(active, os.O_RDWR | os.O_NOFOLLOW)
                except FileNotFoundError:
                    break
                except OSError as exc:
                    raise ArchiveError(
                        f"cannot open archive {self.name_of(active)}: {exc.strerror}"
                    ) from exc
                try:
                    # Writers hold this flock while they append: none is mid-write now,
                    # and each one notices the replaced file before its next write.
                    fcntl.flock(fd, fcntl.LOCK_EX)
                    if _same_file(fd, active):
                        last, top = self._repair_file(session_id, active, last, report, kept_seqs)
                        seen_max = max(seen_max, top)
                        break
                finally:
                    os.close(fd)  # also releases the flock
        kept = set(kept_seqs)
        guessed = {d.seq for d in report.damaged if d.seq is not None}
        lost = {s for s in (known or {}) if s not in kept}
        lost |= {s for s in guessed if s not in kept}
        last_kept = max(kept_seqs, default=0)
        report.lost = sorted(lost)
        markers: list[NewRecord] = []
        if void_after is not None and last_kept > void_after:
            report.aborted = (void_after + 1, last_kept)
            markers.append(
                NewRecord(
                    "abort",
                    0,
                    {
                        "first": void_after + 1,
                        "last": last_kept,
                        "reason": "written by transactions that never committed (found by a repair)",
                    },
                )
            )
        if markers:
            [rec] = self._append(session_id, markers)
            last_kept = rec.seq
        if report.damaged or report.lost or floor > last_kept:
            data = report.to_dict()
            data.pop("session")
            data.pop("marker")
            [rec] = self._append(
                session_id,
                [NewRecord("repair", 0, data)],
                after=max(last_kept, seen_max, floor),
            )
            report.marker = rec.seq
        return report

    def _repair_file(
        self,
        session_id: str,
        path: Path,
        last: int,
        report: RepairReport,
        kept_seqs: list[int],
    ) -> tuple[int, int]:
        """Rewrite one file with its intact records (flock held for the active file).
        Returns (last seq kept so far, highest seq seen in its damaged lines)."""
        name = self.name_of(path)
        kept: list[bytes] = []
        moved: list[bytes] = []
        seen_max = 0
        offset = 0
        with open(path, "rb") as fh:
            data = fh.read()
        for number, line in enumerate(data.splitlines(keepends=True), start=1):
            obj = _parse_line(line)
            if obj is not None and obj["session"] == session_id and obj["seq"] > last:
                kept.append(line)
                kept_seqs.append(obj["seq"])
                last = obj["seq"]
                report.kept += 1
                offset += len(line)
                continue
            damaged = DamagedLine(
                file=name,
                line=number,
                offset=offset,
                length=len(line),
                reason=_why_bad(line, obj, session_id, last),
                seq=_seq_in(line),
            )
            if obj is None:
                for piece, rec in _salvage(line, session_id, last):
                    kept.append(piece)
                    kept_seqs.append(rec["seq"])
                    damaged.salvaged.append(rec["seq"])
                    last = rec["seq"]
                    report.salvaged += 1
            if damaged.seq is not None:
                seen_max = max(seen_max, damaged.seq)
            if damaged.seq in damaged.salvaged:
                damaged.seq = None  # what it held is kept
            report.damaged.append(damaged)
            moved.append(line if line.endswith(b"\n") else line + b"\n")
            offset += len(line)
        if not moved:
            return last, seen_max
        broken = Path(f"{path}.broken")
        _write_new_data(broken, b"".join(moved), append=True, name=self.name_of)
        report.broken_files.append(self.name_of(broken))
        tmp = path.with_name(path.name + f".repair-{os.getpid()}-{int(time.time())}")
        _write_new_data(tmp, b"".join(kept), append=False, name=self.name_of)
        os.replace(tmp, path)
        return last, seen_max


def _why_bad(line: bytes, obj: dict[str, Any] | None, session_id: str, last: int) -> str:
    if obj is not None:
        if obj["session"] != session_id:
            return f"a record of another session ({obj['session']!r})"
        return f"seq {obj['seq']} is not after seq {last}"
    if not line.endswith(b"\n"):
        return "torn: the line has no end"
    return "not an intact record (bad JSON or checksum)"


def _seq_in(line: bytes) -> int | None:
    m = _SEQ_IN_LINE.search(line)
    return int(m.group(1)) if m else None


def _salvage(line: bytes, session_id: str, last: int) -> list[tuple[bytes, dict[str, Any]]]:
    """Intact records inside a damaged line: records glued together (a lost newline) or
    a valid record after a cut-off one. Each comes back as its own line."""
    starts: list[int] = []
    at = line.find(_RECORD_START)
    while at >= 0 and len(starts) < _MAX_SALVAGE_STARTS:
        starts.append(at)
        at = line.find(_RECORD_START, at + 1)
    ends = [*starts[1:], len(line)]
    found: list[tuple[bytes, dict[str, Any]]] = []
    i = 0
    while i < len(starts):
        for j, end in enumerate(ends[i:], start=i):
            piece = line[starts[i] : end].rstrip(b"\n") + b"\n"
            obj = _parse_line(piece)
            if obj is not None and obj["session"] == session_id and obj["seq"] > last:
                found.append((piece, obj))
                last = obj["seq"]
                i = j + 1
                break
        else:
            i += 1
    return found


def _record_at(path: Path, offset: int, session_id: str) -> ArchiveRecord | None:
    try:
        with open(path, "rb") as fh:
            fh.seek(offset)
            line = fh.readline()
    except FileNotFoundError:
        return None
    obj = _parse_line(line)
    if obj is None or obj["session"] != session_id:
        return None
    rotated = path.parent.parent.name == ROTATED_DIR
    name = f"{ROTATED_DIR}/{session_id}/{path.name}" if rotated else path.name
    return ArchiveRecord.from_json(obj, offset=offset, length=len(line), file=name)


def _read_file(
    session_id: str,
    path: Path,
    name: str,
    start: int,
    stop: int | None,
    first: int,
    end: int,
    fh: BinaryIO | None = None,
) -> Iterator[ArchiveRecord]:
    """Records ``first``..``end`` of one file, from byte ``start`` up to byte ``stop``."""
    handle = fh if fh is not None else open(path, "rb")  # noqa: SIM115 - closed below
    try:
        handle.seek(start)
        offset = start
        for line in handle:
            if stop is not None and offset >= stop:
                break
            obj = _parse_line(line)
            if obj is None:
                raise ArchiveCorrupted(
                    f"archive {name} of session {session_id!r} is damaged at byte {offset}. "
                    f"Repair: {repair_hint(session_id)}"
                )
            if obj["seq"] > end:
                break
            if obj["seq"] >= first:
                yield ArchiveRecord.from_json(obj, offset=offset, length=len(line), file=name)
            offset += len(line)
    finally:
        if fh is None:
            handle.close()


def _write_new_data(path: Path, data: bytes, *, append: bool, name: Any = None) -> None:
    """Write and fsync ``data`` to a side file (``.broken``, a repair's temporary file)
    without following a symlink planted there: that would write outside the archive."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_NOFOLLOW | (os.O_APPEND if append else os.O_EXCL)
    shown = name(path) if name is not None else path.name
    try:
        fd = os.open(path, flags, 0o640)
    except OSError as exc:
        why = "is a symlink; refused" if exc.errno == errno.ELOOP else exc.strerror
        raise ArchiveError(f"cannot write {shown}: {why}") from exc
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
        os.fsync(fd)
    finally:
        os.close(fd)


def _same_file(fd: int, path: Path) -> bool:
    """Whether ``path`` still names the file ``fd`` has open."""
    try:
        on_disk = os.stat(path, follow_symlinks=False)
    except FileNotFoundError:
        return False
    ours = os.fstat(fd)
    return (on_disk.st_dev, on_disk.st_ino) == (ours.st_dev, ours.st_ino)


def _parse_line(line: bytes) -> dict[str, Any] | None:
    """A complete, CRC-valid record, or None."""
    if not line.endswith(b"\n"):
        return None
    try:
        obj = json.loads(line)
    except (ValueError, UnicodeDecodeError):
        return None
    if not isinstance(obj, dict) or not isinstance(obj.get("crc"), int):
        return None
    if not isinstance(obj.get("seq"), int) or not isinstance(obj.get("session"), str):
        return None
    if record_crc(obj) != obj["crc"]:
        return None
    return obj

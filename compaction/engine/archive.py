"""The lossless side: an append-only JSONL archive of every raw event, per session.

One record a line::

    {"v":1,"seq":n,"ts":"...","session":"s1","type":"message","turn":1,"data":{...},"crc":n}

``crc`` is CRC-32 over the canonical JSON (sorted keys, compact) of the record without
``crc``. ``seq`` starts at 1 and is contiguous per session, across processes: writers
take an exclusive ``flock`` and catch up with what others appended before writing.
On first open a torn last line (a crash mid-write) is moved to ``<file>.broken`` and cut
off; damage in the middle is refused, naming the repair command.
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
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, BinaryIO, Protocol

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

    @property
    def ref(self) -> str:
        return archive_ref(self.session, self.seq)

    def to_json(self) -> dict[str, Any]:
        return {
            "v": RECORD_VERSION,
            "seq": self.seq,
            "ts": self.ts,
            "session": self.session,
            "type": self.type,
            "turn": self.turn,
            "data": self.data,
            "crc": self.crc,
        }

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


class ArchiveWriter(Protocol):
    """What the memory needs from an archive (proposal module D)."""

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
                rec = _make_record(session_id, len(log) + 1, new)
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
        yield from log[max(first, 1) - 1 : last]

    def get(self, session_id: str, seq: int) -> ArchiveRecord:
        log = self._records.get(session_id, [])
        if not 1 <= seq <= len(log):
            raise ArchiveError(f"no archive record {archive_ref(session_id, seq)}")
        return log[seq - 1]

    def delete(self, session_id: str) -> None:
        with self._lock:
            self._records.pop(session_id, None)


def _make_record(session_id: str, seq: int, new: NewRecord) -> ArchiveRecord:
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
    crc = zlib.crc32(canonical(body))
    return ArchiveRecord(
        seq=seq,
        ts=ts,
        session=session_id,
        type=new.type,
        turn=new.turn,
        data=new.data,
        crc=crc,
    )


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
    last_seq: int = 0
    # Parallel sorted lists: seqs are contiguous unless a repair removed damaged records.
    seqs: list[int] = field(default_factory=list)
    offsets: list[int] = field(default_factory=list)
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

    # -- paths and opening ------------------------------------------------------------
    def path_for(self, session_id: str) -> Path:
        validate_session_id(session_id)
        return self.root / f"{session_id}.jsonl"

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
                raise ArchiveError(f"cannot open archive {path}: {exc.strerror}") from exc
            handle = _Open(fd=fd, path=path)
            try:
                with self._flocked(handle):
                    # After a rotation the active file starts empty: numbering goes on
                    # from the newest rotated segment.
                    segments = self.segments(session_id)
                    handle.last_seq = segments[-1].last if segments else 0
                    self._recover(session_id, handle)
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
                        if os.fstat(handle.fd).st_size != handle.size:
                            self._recover(session_id, handle)
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
                    return offset, line
                handle.seqs.append(rec["seq"])
                handle.offsets.append(offset)
                handle.last_seq = rec["seq"]
                offset += len(line)
        handle.size = offset
        return offset, b""

    def _recover(self, session_id: str, handle: _Open) -> None:
        bad_at, bad_line = self._scan(session_id, handle, handle.size)
        if not bad_line:
            return
        size = os.fstat(handle.fd).st_size
        if bad_at + len(bad_line) < size:
            raise ArchiveCorrupted(
                f"archive {handle.path} is damaged at byte {bad_at} (after seq {handle.last_seq}); "
                f"refusing to append. Repair: {REPAIR_HINT.format(session_id=session_id)}"
            )
        # A torn tail: the last write never completed, so it was never acknowledged.
        with open(handle.path, "rb") as fh:
            fh.seek(bad_at)
            tail = fh.read()
        _write_new_data(Path(f"{handle.path}.broken"), tail, append=True)
        os.ftruncate(handle.fd, bad_at)
        os.fsync(handle.fd)
        handle.size = bad_at

    # -- the protocol ---------------------------------------------------------------
    def append(self, session_id: str, records: list[NewRecord]) -> list[ArchiveRecord]:
        if not records:
            return []
        # _locked catches up with what other processes appended since our last write.
        with self._locked(session_id) as handle:
            out: list[ArchiveRecord] = []
            chunks: list[bytes] = []
            offset = handle.size
            for i, new in enumerate(records):
                rec = _make_record(session_id, handle.last_seq + 1 + i, new)
                line = (
                    json.dumps(rec.to_json(), separators=(",", ":"), ensure_ascii=False).encode()
                    + b"\n"
                )
                out.append(
                    ArchiveRecord(
                        **{
                            **rec.__dict__,
                            "offset": offset,
                            "length": len(line),
                            "file": handle.path.name,
                        }
                    )
                )
                chunks.append(line)
                offset += len(line)
            blob = b"".join(chunks)
            try:
                written = self.ops.write(handle.fd, blob)
                if written != len(blob):
                    raise OSError(errno.EIO, f"short write ({written} of {len(blob)} bytes)")
                if self.fsync_policy == "always":
                    self.ops.fsync(handle.fd)
            except OSError as exc:
                handle.healthy = False
                # Cut what may have landed so the file keeps only acknowledged records.
                with contextlib.suppress(OSError):
                    os.ftruncate(handle.fd, handle.size)
                raise ArchiveError(
                    f"archive write to {handle.path} failed: {exc.strerror or exc}"
                ) from exc
            for rec in out:
                handle.seqs.append(rec.seq)
                handle.offsets.append(rec.offset)
            handle.last_seq += len(out)
            handle.size = offset
            handle.dirty = self.fsync_policy != "always"
            handle.healthy = True
            if self.rotate_bytes and handle.size >= self.rotate_bytes:
                self._rotate(session_id, handle)
            return out

    def _rotate(self, session_id: str, handle: _Open) -> None:
        """Move the full active file aside as an immutable segment (under the flock).

        Byte offsets inside it do not change, so an index entry stays valid once its
        file name is updated; writers in other processes notice the path now names
        another file and reopen (see ``_locked``).
        """
        if not handle.seqs:
            return
        first, last = handle.seqs[0], handle.last_seq
        folder = self._segment_dir(session_id)
        try:
            self.ops.fsync(handle.fd)
            folder.mkdir(parents=True, exist_ok=True)
            if folder.is_symlink():
                raise ArchiveError(f"rotation folder {folder} is a symlink; refused")
            target = folder / f"{first:012d}-{last:012d}.jsonl"
            os.rename(handle.path, target)
        except OSError as exc:
            # Not rotating is safe: the active file just grows on; the next write retries.
            handle.dirty = True
            raise ArchiveError(f"archive rotation of {handle.path} failed: {exc.strerror}") from exc
        handle.dirty = False
        # Our descriptor now points at the segment; the next operation reopens the path.
        handle.path = target
        handle.rotated = True

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

    def drop_segments(self, session_id: str, *, older_than: float) -> list[Segment]:
        """Retention: delete rotated segments last written before ``older_than`` (a Unix
        time). The active file is never dropped. Returns what was deleted."""
        dropped = []
        for seg in self.segments(session_id):
            if seg.path.stat().st_mtime < older_than:
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
                    f"archive fsync of {handle.path} failed: {exc.strerror or exc}"
                ) from exc
            handle.dirty = False
            handle.healthy = True

    def healthy(self, session_id: str) -> bool:
        handle = self._files.get(session_id)
        return handle is None or handle.healthy

    def last_seq(self, session_id: str) -> int:
        with self._locked(session_id) as handle:
            return handle.last_seq

    def read(
        self, session_id: str, first: int = 1, last: int | None = None
    ) -> Iterator[ArchiveRecord]:
        with self._locked(session_id) as handle:
            first = max(first, 1)
            end = handle.last_seq if last is None else min(last, handle.last_seq)
            if first > end:
                return
            older = [s for s in self.segments(session_id) if s.last >= first and s.first <= end]
            pos = bisect.bisect_left(handle.seqs, first)
            start_offset = handle.offsets[pos] if pos < len(handle.seqs) else handle.size
            stop = handle.size
            name = handle.path.name
            # Open the file while it is still the one indexed (a repair or rotation moves it).
            fh = open(handle.path, "rb")  # noqa: SIM115 - closed by the with below
        with fh:
            for seg in older:
                yield from _read_file(seg.path, seg.name, 0, None, first, end)
            yield from _read_file(handle.path, name, start_offset, stop, first, end, fh=fh)

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
        raise ArchiveCorrupted(f"no valid record at byte {offset} of {path}")

    def delete(self, session_id: str) -> None:
        path = self.path_for(session_id)
        handle = self._files.get(session_id)
        if handle is not None:
            self._close(session_id, handle)
        for p in (path, Path(f"{path}.broken"), *(seg.path for seg in self.segments(session_id))):
            with contextlib.suppress(FileNotFoundError):
                p.unlink()
        with contextlib.suppress(OSError):
            self._segment_dir(session_id).rmdir()

    def close(self) -> None:
        for session_id, handle in list(self._files.items()):
            self._close(session_id, handle)

    def repair(self, session_id: str) -> tuple[int, int]:
        """Keep every valid record in order, renumber nothing, move bad lines to ``.broken``.

        Returns (records kept, lines moved). Records after a gap keep their seq, so refs
        stay true; the gap is visible in ``read``.
        """
        path = self.path_for(session_id)
        handle = self._files.get(session_id)
        if handle is not None:
            self._close(session_id, handle)
        while True:
            try:
                fd = os.open(path, os.O_RDWR | os.O_NOFOLLOW)
            except FileNotFoundError:
                return (0, 0)
            except OSError as exc:
                raise ArchiveError(f"cannot open archive {path}: {exc.strerror}") from exc
            try:
                # Writers hold this flock while they append: none is mid-write now, and
                # each one notices the replaced file before its next write.
                fcntl.flock(fd, fcntl.LOCK_EX)
                if _same_file(fd, path):
                    return self._rewrite(session_id, path)
            finally:
                os.close(fd)  # also releases the flock

    def _rewrite(self, session_id: str, path: Path) -> tuple[int, int]:
        kept: list[bytes] = []
        moved: list[bytes] = []
        last = 0
        with open(path, "rb") as fh:
            for line in fh:
                obj = _parse_line(line)
                if obj is None or obj["seq"] <= last or obj["session"] != session_id:
                    moved.append(line if line.endswith(b"\n") else line + b"\n")
                else:
                    kept.append(line)
                    last = obj["seq"]
        if moved:
            _write_new_data(Path(f"{path}.broken"), b"".join(moved), append=True)
        tmp = path.with_name(path.name + f".repair-{os.getpid()}-{int(time.time())}")
        _write_new_data(tmp, b"".join(kept), append=False)
        os.replace(tmp, path)
        return (len(kept), len(moved))


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
                raise ArchiveCorrupted(f"archive {path} damaged at byte {offset}")
            if obj["seq"] > end:
                break
            if obj["seq"] >= first:
                yield ArchiveRecord.from_json(obj, offset=offset, length=len(line), file=name)
            offset += len(line)
    finally:
        if fh is None:
            handle.close()


def _write_new_data(path: Path, data: bytes, *, append: bool) -> None:
    """Write and fsync ``data`` to a side file (``.broken``, a repair's temporary file)
    without following a symlink planted there: that would write outside the archive."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_NOFOLLOW | (os.O_APPEND if append else os.O_EXCL)
    try:
        fd = os.open(path, flags, 0o640)
    except OSError as exc:
        why = "is a symlink; refused" if exc.errno == errno.ELOOP else exc.strerror
        raise ArchiveError(f"cannot write {path}: {why}") from exc
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

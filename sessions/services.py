"""One function per change to a session. The API, the dashboard, Celery tasks and the
management commands all call these; the engine's rules live in the engine.

Every change runs in ``session_transaction``: one logical commit over the archive and the
database (see ``archives.py`` and the README's "Exactly once" section).
"""

from __future__ import annotations

import functools
import hashlib
import json
import logging
import secrets
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import Min, Q, QuerySet

from compaction import services as jobs
from compaction.engine import (
    RAW_TYPES,
    ArchiveCorrupted,
    ArchiveError,
    ArchiveRecord,
    ArchiveSpec,
    CompactableMemory,
    CompactResult,
    EngineError,
    Memory,
    MemorySpec,
    Message,
    build_memory,
    check_depth,
    crash_point,
    parse_messages,
    record_line,
    to_openai,
    validate_session_id,
)
from memorylab import models_policy
from memorylab.errors import Conflict, NotFound, ServiceError, TooLarge
from memorylab.ownership import fetch_visible_or_404

from .archives import ArchiveTxn, archive_backend, archive_for, describe, new_txn_id
from .dbarchive import record_of
from .models import AgentSession, ArchiveEntry, IdempotentRequest
from .store import DbContextStore, DeferredContextStore, insert_rows, lock_row


def archive_error(exc: Exception, session_id: str) -> ServiceError:
    """A damaged archive is 409 ``archive_corrupted`` (the message names the repair
    command); one that cannot be read or written now is 503 ``archive_unavailable``.
    Messages name the session and archive-relative files, never a server path."""
    if isinstance(exc, ArchiveCorrupted):
        return ServiceError(str(exc), code="archive_corrupted", status=409)
    why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
    return ServiceError(
        f"the archive of session {session_id!r} is unavailable: {why}",
        code="archive_unavailable",
        status=503,
    )


# -- engine wiring ----------------------------------------------------------------------


def server_spec(spec: MemorySpec) -> MemorySpec:
    """The server decides where archives live: a client-supplied path is never used."""
    return spec.replace(
        archive=ArchiveSpec(
            enabled=True,
            path=str(settings.MEMORYLAB_ARCHIVE_DIR),
            fsync=spec.archive.fsync,
            rotate_bytes=spec.archive.rotate_bytes,
        )
    )


@functools.lru_cache(maxsize=256)
def _parsed_spec(spec_json: str, archive_dir: str) -> MemorySpec:
    # Parsing a spec costs about a millisecond and every operation needs one; specs are
    # immutable, so sessions sharing a spec share the parsed object.
    return server_spec(MemorySpec.from_dict(json.loads(spec_json) or None))


def spec_of(session: AgentSession) -> MemorySpec:
    return _parsed_spec(
        json.dumps(session.spec or {}, sort_keys=True), str(settings.MEMORYLAB_ARCHIVE_DIR)
    )


def memory_for(
    session: AgentSession, store: DbContextStore | None = None, archive: Any = None
) -> Memory:
    """The session's memory. Without ``archive`` it is for reading: changes go through
    ``session_transaction``, whose memory writes with the transaction's writer."""
    spec = spec_of(session)
    archive = archive or archive_backend().reader(spec.archive)
    return _memory(spec, archive, store or DbContextStore())


def _memory(spec: MemorySpec, archive: Any, store: DbContextStore) -> Memory:
    # A stored spec may name a model the operator has since removed from the list.
    return build_memory(
        spec, archive=archive, store=store, **models_policy.summarizer_override(spec)
    )


@dataclass
class SessionTxn:
    """One change to a session in progress: its memory writes through ``writer``."""

    session: AgentSession
    txn: str
    committed: int  # archived_seq when the transaction began
    writer: ArchiveTxn
    memory: Any
    # Context tokens after the change, for the index's timeline (its last new row).
    context_tokens: int | None = None
    # The session's row, locked (without ``state``): the store keeps its state fields
    # current through the transaction (``state_version``, ``archived_seq``...).
    row: AgentSession | None = None

    @property
    def archived_seq(self) -> int:
        """``archived_seq`` as this transaction will commit it."""
        assert self.row is not None
        return max(self.row.archived_seq, self.writer.last_written)


@contextmanager
def session_transaction(session: AgentSession, *, txn: str | None = None) -> Iterator[SessionTxn]:
    """Lock the session, settle the archive past the last committed seq, let the caller
    change the session, then save state, index rows and ``archived_seq`` in one commit.

    Nothing is acknowledged before the commit; whatever a crash leaves in the archive
    before it is voided by the next transaction, so a retry applies once."""
    batch = _batches().get(session.pk)
    if batch is not None:
        with batch.operation(session, txn) as tx:
            yield tx
        return
    spec = spec_of(session)
    txn = txn or new_txn_id()
    with transaction.atomic():
        row, writer = _lock_and_begin(session, spec, txn)
        committed = row.archived_seq

        def before_save(saving: AgentSession) -> None:
            saving.archived_seq = max(saving.archived_seq, writer.last_written)

        store = DbContextStore(row=row, before_save=before_save)
        memory = _memory(spec, writer, store)
        tx = SessionTxn(session, txn, committed, writer, memory, row=row)
        yield tx
        if writer.corrupted is not None:
            # The engine keeps messages in memory while the disk fails; a damaged file
            # is different: refuse the change, so nothing is acknowledged on top of it.
            raise archive_error(writer.corrupted, session.id)
        _index(tx)
        if writer.last_written > row.archived_seq:
            AgentSession.objects.filter(pk=row.pk).update(archived_seq=writer.last_written)
        crash_point("txn.before_commit")
    crash_point("txn.after_commit")


def _lock_and_begin(session: AgentSession, spec: Any, txn: str) -> tuple[AgentSession, ArchiveTxn]:
    """In the caller's transaction: lock the session's row, then open the archive writer
    past its last committed seq (settling what an uncommitted transaction left)."""
    row = lock_row(session.pk)
    if row is None:
        raise NotFound(f"no session {session.pk!r}")
    try:
        writer = archive_backend().begin(session.id, row.archived_seq, txn, spec.archive)
    except ArchiveCorrupted as exc:
        raise archive_error(exc, session.id) from exc
    return row, writer


def _index(tx: SessionTxn) -> None:
    """Index what this transaction archived, in the transaction: the index only ever
    holds committed records, so reads (history, records, the dashboard) need no check."""
    written = tx.writer.written
    if written:
        last = {written[-1].seq: tx.context_tokens} if tx.context_tokens is not None else {}
        _index_records(tx.session.id, tx.writer, tx.committed, last)


def _index_records(
    sid: str, writer: ArchiveTxn, committed: int, context_tokens: dict[int, int]
) -> None:
    """The index rows of ``writer.written``; ``context_tokens``: seq -> the context's
    tokens after the operation that wrote it last (the index's timeline)."""
    written = writer.written
    if written[0].type == "abort":
        # Rows an older version indexed for records this transaction just voided.
        ArchiveEntry.objects.filter(session_id=sid, seq__gt=committed).delete()
    rows = [_entry(sid, rec, body=writer.stores_records) for rec in written]
    for row in rows:
        if row.seq in context_tokens:
            row.context_tokens = context_tokens[row.seq]
    insert_rows(rows)
    if writer.rotated:
        _follow_rotation(sid)


# -- many changes in one transaction (an import) ----------------------------------------

# Operations of a batch between two writes of its rows: bounds what waits in memory.
BATCH_FLUSH_OPS = 500


def _batches() -> dict[str, SessionBatch]:
    """The batches open in this thread, by session id."""
    local = _batch_local.__dict__
    found: dict[str, SessionBatch] = local.setdefault("batches", {})
    return found


_batch_local = threading.local()


class SessionBatch:
    """Changes of one session that run as ONE session transaction (``session_batch``):
    every ``session_transaction`` of the session in this thread becomes an operation of
    the batch. The engine works on the state in memory and writes the archive through one
    writer (each operation still stamps its own transaction id on its records); the
    entries, the session's row and the index rows are written every ``flush_every``
    operations and at the end, as the per-operation saves would have left them."""

    def __init__(
        self,
        session: AgentSession,
        writer: ArchiveTxn,
        store: DeferredContextStore,
        memory: Any,
        committed: int,
        flush_every: int,
    ) -> None:
        self.session = session
        self.writer = writer
        self.store = store
        self.memory = memory
        self.committed = committed
        self.flush_every = max(1, flush_every)
        self.operations = 0
        self.failed = False
        self._tokens: dict[int, int] = {}  # seq -> context tokens (see _index_records)
        self._first_txn: str | None = writer.txn

    @contextmanager
    def operation(self, session: AgentSession, txn: str | None) -> Iterator[SessionTxn]:
        if self.failed:
            # The state in memory may hold half of a failed operation: nothing more
            # may be built on it (the whole transaction rolls back).
            raise ServiceError("an earlier change in this transaction failed", status=500)
        # The first operation's transaction is the one the batch began (and settled) with.
        self.writer.txn, self._first_txn = txn or self._first_txn or new_txn_id(), None
        tx = SessionTxn(session, self.writer.txn, self.committed, self.writer, self.memory)
        mark = len(self.writer.written)  # what earlier operations wrote waits there too
        try:
            yield tx
            if self.writer.corrupted is not None:
                raise archive_error(self.writer.corrupted, session.id)
        except BaseException:
            self.failed = True
            raise
        written = self.writer.written
        if tx.context_tokens is not None and len(written) > mark:
            self._tokens[written[-1].seq] = tx.context_tokens
        self.operations += 1
        crash_point("txn.before_commit")
        if self.operations % self.flush_every == 0:
            self.flush()
        crash_point("txn.after_commit")

    def flush(self) -> None:
        """Write the entries, the row, the index rows and ``archived_seq``."""
        last = self.writer.last_written

        def before_save(saving: AgentSession) -> None:
            saving.archived_seq = max(saving.archived_seq, last)

        self.store.flush(before_save)
        row = self.store.row
        assert row is not None
        if self.writer.written:
            _index_records(self.session.id, self.writer, self.committed, self._tokens)
            # Indexed (and, on the database backend, stored): reads find them in the table.
            del self.writer.written[:]
        self._tokens.clear()
        if last > row.archived_seq:
            AgentSession.objects.filter(pk=row.pk).update(archived_seq=last)
            row.archived_seq = last


@contextmanager
def session_batch(
    session: AgentSession, *, flush_every: int | None = None
) -> Iterator[SessionBatch]:
    """Run every change of ``session`` made in this block (in this thread) as one session
    transaction: one row lock, one archive writer, the state kept in memory, rows written
    in bulk. What is stored at the end is what the same changes one by one would store;
    nothing is written if the block fails. For imports, which replay thousands of
    operations nobody waits for one by one."""
    batches = _batches()
    if session.pk in batches:
        raise ServiceError(f"session {session.pk!r} is in a batch already", status=409)
    spec = spec_of(session)
    with transaction.atomic():
        row, writer = _lock_and_begin(session, spec, new_txn_id())
        committed = row.archived_seq
        writer.defer_sync = True
        store = DeferredContextStore(row)
        batch = SessionBatch(
            session,
            writer,
            store,
            _memory(spec, writer, store),
            committed,
            BATCH_FLUSH_OPS if flush_every is None else flush_every,
        )
        batches[session.pk] = batch
        try:
            yield batch
            batch.flush()
            writer.sync_deferred()
        finally:
            del batches[session.pk]


def _entry(session_id: str, rec: ArchiveRecord, *, body: bool = False) -> ArchiveEntry:
    """The index row of ``rec``; with ``body`` (the database backend) the record itself."""
    return ArchiveEntry(
        session_id=session_id,
        seq=rec.seq,
        type=rec.type,
        turn=rec.turn,
        ts=rec.ts,
        file=rec.file,
        offset=rec.offset,
        length=rec.length,
        context_tokens=rec.data.get("context_tokens", rec.data.get("tokens_after")),
        data=rec.data if body else None,
        crc=rec.crc if body else None,
        txn=(rec.txn or "") if body else "",
    )


def rebuild_index(session_id: str) -> int:
    """Index every valid record of the archive again (after a repair moved them)."""
    backend = archive_backend()
    if backend.stores_records:  # the rows are the records: nothing moved
        return ArchiveEntry.objects.filter(session_id=session_id).count()
    ArchiveEntry.objects.filter(session_id=session_id).delete()
    rows = [_entry(session_id, rec) for rec in backend.records(session_id)]
    ArchiveEntry.objects.bulk_create(rows, batch_size=2000)
    return len(rows)


def _follow_rotation(session_id: str) -> None:
    """Point index rows at the segment their records were rotated into (offsets inside a
    rotated file do not change, only its name)."""
    active = f"{session_id}.jsonl"
    oldest = ArchiveEntry.objects.filter(session_id=session_id, file=active).aggregate(
        m=Min("seq")
    )["m"]
    if oldest is None:
        return
    for seg in archive_backend().segments(session_id):
        if seg.last >= oldest:
            ArchiveEntry.objects.filter(
                session_id=session_id, file=active, seq__gte=seg.first, seq__lte=seg.last
            ).update(file=seg.name)


def apply_retention(*, days: float, dry_run: bool = False) -> dict[str, Any]:
    """Delete rotated archive segments older than ``days`` (and their index rows). The
    active file of a session and its newest segment are never touched; this is the only
    way raw data goes away."""
    cutoff = time.time() - days * 86400
    backend = archive_backend()
    report: dict[str, Any] = {
        "sessions": 0,
        "segments": 0,
        "records": 0,
        "bytes": 0,
        "dry_run": dry_run,
    }
    for session_id in AgentSession.objects.values_list("id", flat=True).iterator():
        old = backend.expired_segments(session_id, older_than=cutoff)
        if not old:
            continue
        report["sessions"] += 1
        for seg in old:
            report["segments"] += 1
            report["records"] += seg.last - seg.first + 1
            report["bytes"] += backend.size(session_id, seg)
        if dry_run:
            continue
        _follow_rotation(session_id)
        for seg in backend.drop_segments(session_id, older_than=cutoff):
            ArchiveEntry.objects.filter(
                session_id=session_id, seq__gte=seg.first, seq__lte=seg.last
            ).delete()
    return report


# -- sessions ---------------------------------------------------------------------------


def visible_sessions(user) -> QuerySet[AgentSession]:
    return AgentSession.objects.visible_to(user)


def get_session(user, session_id: str) -> AgentSession:
    try:
        validate_session_id(session_id)
    except EngineError as exc:
        raise ServiceError(str(exc), code="invalid_session_id") from exc
    # The state stays deferred: a transaction reads it (or this process's parse of it).
    return fetch_visible_or_404(AgentSession, user, session_id, name="session", without=("state",))


SESSION_ORDERS = ("updated", "context_tokens", "compactions", "raw_tokens", "id")


def search_sessions(user, text: str = "", order: str = "-updated") -> QuerySet[AgentSession]:
    if order.removeprefix("-") not in SESSION_ORDERS:
        # A typo must not silently sort by something else.
        choices = ", ".join(SESSION_ORDERS)
        raise ServiceError(
            f"order {order[:40]!r} is not one of {choices} (prefix '-' for descending)",
            code="invalid_request",
            status=422,
        )
    qs = visible_sessions(user).defer("state")
    if text:
        qs = qs.filter(Q(id__icontains=text) | Q(title__icontains=text) | Q(source__icontains=text))
    return qs.order_by(order, "id")


def create_session(
    owner, *, session_id: str | None = None, spec: Any = None, title: str = "", source: str = ""
) -> AgentSession:
    """A new session. Ids are one space across all users: an id that is taken answers the
    same 409 whoever holds it, so the answer never says whose it is."""
    sid = session_id or f"s-{secrets.token_hex(8)}"
    try:
        validate_session_id(sid)
        memory_spec = MemorySpec.from_dict(spec)
    except EngineError as exc:
        raise ServiceError(str(exc), code=exc.code, status=422) from exc
    models_policy.check_spec(memory_spec)
    try:
        with transaction.atomic():
            session = AgentSession.objects.create(
                id=sid,
                owner=owner,
                spec=memory_spec.to_dict(),
                title=title[:300],
                source=source[:100],
            )
            # The id is ours now (the insert holds it until commit). Archive files without
            # a row are leftovers of a deleted session or a crashed import: the new owner
            # must start empty, never read the old records.
            purge_archive(sid)
            return session
    except IntegrityError as exc:
        raise Conflict(f"session id {sid!r} is taken; choose another id") from exc


def delete_session(session: AgentSession, *, purge: bool = False) -> None:
    """Clear the runtime memory; the row stays, so the id stays taken and the archive
    stays readable. With ``purge`` the row goes, and with it (``purge_deleted``, on
    commit) the archive files and their index."""
    if purge:
        session_id = session.id  # delete() clears the primary key
        session.delete()
        # Also at once, not only on commit: an API request is committed by now.
        purge_deleted(session_id)
        return
    with session_transaction(session) as tx:
        if tx.memory.state(session.id) is not None:
            tx.memory.clear(session.id)


def purge_archive(session_id: str) -> None:
    """Delete a session's archive files and index rows."""
    archive_backend().delete(session_id)
    ArchiveEntry.objects.filter(session_id=session_id).delete()


def purge_deleted(session_id: str) -> None:
    """After a session row was deleted (API purge, admin, its owner deleted, bulk
    deletes): remove its archive files and index, so whoever takes the id next starts
    empty. Unless the id was taken again meanwhile: then the new session already removed
    the leftovers when it was created, and the files are its own."""
    if AgentSession.objects.filter(pk=session_id).exists():
        return
    try:
        purge_archive(session_id)
    except OSError:  # the row is gone; create_session removes leftovers of its id
        logging.getLogger("memorylab.sessions").exception(
            "could not purge the archive of deleted session %s", session_id
        )


def repair_archive(session_id: str) -> dict[str, Any]:
    """Keep every intact record of a damaged archive (damaged lines go to ``.broken``),
    void what was never committed, rebuild the index, and say exactly what could not be
    kept. Runs with the session's row locked, so no request of this session runs
    meanwhile; other processes notice the replaced file before their next write."""
    try:
        validate_session_id(session_id)
    except EngineError as exc:
        raise ServiceError(str(exc), code="invalid_session_id") from exc
    with transaction.atomic():
        row = AgentSession.objects.select_for_update().filter(pk=session_id).defer("state").first()
        if row is None:
            raise NotFound(f"no session {session_id!r}")
        known = describe(
            ArchiveEntry.objects.filter(session_id=session_id).values_list("seq", "type", "turn")
        )
        backend = archive_backend()
        try:
            report = backend.repair(session_id, committed=row.archived_seq, known=known)
            indexed = rebuild_index(session_id)
            last = backend.last_seq(session_id)
        except ArchiveError as exc:
            raise archive_error(exc, session_id) from exc
        AgentSession.objects.filter(pk=session_id).update(archived_seq=last)
    out = report.to_dict()
    out["lost_records"] = [{"seq": s, "was": known.get(s, "unknown")} for s in report.lost]
    out["indexed"] = indexed
    return out


# -- the memory operations --------------------------------------------------------------


def check_sizes(raw: list[Any]) -> None:
    limit = settings.MEMORYLAB_MAX_MESSAGE_BYTES
    for i, item in enumerate(raw):
        size = len(json.dumps(item, ensure_ascii=False).encode())
        if size > limit:
            raise TooLarge(
                f"messages[{i}] is {size} bytes, over MEMORYLAB_MAX_MESSAGE_BYTES={limit}"
            )


def _messages(raw: list[Any]) -> list[Message]:
    """Messages to append (genkit or OpenAI format), validated: 422 or 413 naming the
    first one that is not acceptable."""
    for i, item in enumerate(raw):
        try:
            check_depth(item, f"messages[{i}]")
        except EngineError as exc:
            raise ServiceError(str(exc), code=exc.code, status=422) from exc
    check_sizes(raw)
    try:
        messages = parse_messages(raw)
    except EngineError as exc:
        raise ServiceError(str(exc), code=exc.code, status=422) from exc
    if not messages:
        raise ServiceError(
            "messages: expected at least one message", code="invalid_message", status=422
        )
    return messages


def _append(tx: SessionTxn, messages: list[Message]) -> Any:
    result = tx.memory.append(tx.session.id, *messages)
    tx.context_tokens = result.context_tokens
    return result


def _advance(tx: SessionTxn, *, new_turn: bool) -> tuple[Any, EngineError | None]:
    try:
        result = tx.memory.next_turn(tx.session.id) if new_turn else tx.memory.step(tx.session.id)
    except EngineError as exc:
        # context_full / context_limit: raised after the engine saved its state (what
        # it archived must stay remembered), so the transaction still commits.
        return None, exc
    tx.context_tokens = result.context_tokens
    return result, None


def _advance_error(exc: EngineError) -> ServiceError:
    return ServiceError(str(exc), code=exc.code, status=409)


def append_messages(
    session: AgentSession, raw: list[Any], *, idempotency_key: str | None = None
) -> dict[str, Any]:
    """Append messages (genkit or OpenAI format): archive first, then the context."""
    messages = _messages(raw)
    fingerprint = (
        hashlib.sha256(json.dumps(raw, sort_keys=True).encode()).hexdigest()
        if idempotency_key
        else ""
    )
    with session_transaction(session) as tx:
        # Under the row lock: a retry racing its original waits, then sees its key.
        if idempotency_key:
            done = IdempotentRequest.objects.filter(session=session, key=idempotency_key).first()
            if done is not None:
                if done.fingerprint != fingerprint:
                    raise Conflict(
                        "Idempotency-Key reused with a different body", code="idempotency_conflict"
                    )
                return dict(done.response, replayed=True)
        result = _append(tx, messages)
        response = {
            "appended": result.appended,
            "context_tokens": result.context_tokens,
            "seqs": result.seqs,
            "archived": result.archived,
        }
        if result.error:
            response["archive_error"] = result.error
        if idempotency_key:
            IdempotentRequest.objects.create(
                session=session,
                key=idempotency_key[:200],
                fingerprint=fingerprint,
                status=200,
                response=response,
                txn=tx.txn,
            )
    return response


def advance(session: AgentSession, *, new_turn: bool) -> dict[str, Any]:
    """``next_turn`` (a turn ended) or ``step`` (a tool result arrived)."""
    with session_transaction(session) as tx:
        result, failed = _advance(tx, new_turn=new_turn)
    if failed is not None:
        raise _advance_error(failed) from failed
    return {"events": result.events, "context_tokens": result.context_tokens, "turn": result.turn}


@dataclass
class Advanced:
    """What ``append_and_advance`` did."""

    appended: int  # messages appended: none when next_turn failed
    error: ServiceError | None  # the failed next_turn or step, to raise after the commit


def append_and_advance(
    tx: SessionTxn, raw: list[Any], *, new_turn: bool = False, step: bool = True
) -> Advanced:
    """In a ``session_transaction`` the caller holds (and checked the session in):
    ``next_turn`` first with ``new_turn``, then append ``raw`` (may be empty), then
    ``step`` unless ``step=False``: what ``advance``, ``append_messages`` and ``advance``
    do in three transactions, in one commit.

    Bad messages raise before anything changes. A ``next_turn`` or ``step`` that fails
    (context full, over its limit) is returned, not raised, so that the transaction
    commits what the engine saved: after a failed ``next_turn`` nothing is appended or
    stepped; after a failed ``step`` the messages stay. The caller raises it after the
    commit."""
    messages = _messages(raw) if raw else []
    if new_turn:
        failed = _advance(tx, new_turn=True)[1]
        if failed is not None:
            return Advanced(0, _advance_error(failed))
    if messages:
        _append(tx, messages)
    if step:
        failed = _advance(tx, new_turn=False)[1]
        if failed is not None:
            return Advanced(len(messages), _advance_error(failed))
    return Advanced(len(messages), None)


def compact_session(session: AgentSession, *, instructions: str | None = None) -> CompactResult:
    if spec_of(session).backend != "compactable":
        raise ServiceError(
            "this session uses the chat_history backend, which does not compact",
            code="not_compactable",
            status=409,
        )
    with session_transaction(session) as tx:
        memory: CompactableMemory = tx.memory
        result: CompactResult = memory.compact(
            session.id, reason="manual", instructions=instructions
        )
        tx.context_tokens = result.tokens_after if result.ok else None
    return result


# A manual compaction as background work: a job of the job runner (compaction.services),
# run by sessions.tasks.run_compact.
COMPACT = "compact"


def request_compact(session: AgentSession, user: Any, *, instructions: str | None = None) -> Any:
    """Queue a manual compact; the returned TaskRun tells its status and result."""
    return jobs.start(COMPACT, user, session_id=session.id, params={"instructions": instructions})


def run_compact(task_id: str) -> Any:
    """The worker side: claim the job (once), compact, store the CompactResult."""

    def work(task: Any) -> jobs.Outcome:
        session = AgentSession.objects.get(pk=task.session_id)
        result = compact_session(session, instructions=task.params.get("instructions"))
        return jobs.Outcome(
            status=jobs.TaskRun.DONE if result.ok else jobs.TaskRun.FAILED,
            result=result.to_dict(),
            error=result.error or "",
            message=result.reason[:500],
        )

    return jobs.execute(task_id, work, kind=COMPACT)


def context(session: AgentSession, *, fmt: str = "genkit") -> dict[str, Any]:
    """What the agent sends to its model now; ``fmt="openai"`` converts to OpenAI chat
    messages, ready for litellm or an OpenAI-compatible client."""
    memory = memory_for(session)
    entries = memory.context_entries(session.id)
    messages = (
        to_openai([e.message for e in entries])
        if fmt == "openai"
        else [e.message.to_dict() for e in entries]
    )
    return {"messages": messages, "tokens": sum(e.tokens for e in entries)}


def history(session: AgentSession, *, limit: int = 100, offset: int = 0) -> dict[str, Any]:
    """The full raw history (memory_all_by_session_id), paginated through the index."""
    raw = ArchiveEntry.objects.filter(session=session, type__in=RAW_TYPES).order_by("seq")
    count = raw.count()
    page = list(raw[offset : offset + limit])
    items = [
        Message.from_dict(record(session, e.seq, entry=e).data["message"]).to_dict() for e in page
    ]
    state = session.engine_state()
    if state.unarchived and offset + limit > count:
        # Messages kept in memory while the archive was failing are history too.
        pending = [e.message.to_dict() for e in state.entries if e.seq is None and e.kind == "raw"]
        items += pending[max(offset - count, 0) : offset + limit - count]
        count += len(pending)
    return {"items": items, "count": count}


def record(session: AgentSession, seq: int, *, entry: ArchiveEntry | None = None) -> ArchiveRecord:
    """One raw event by its archive reference, by seek (no scan). Only committed records
    are indexed: a seq that was voided, lost in a repair or never written is not found."""
    entry = entry or ArchiveEntry.objects.filter(session=session, seq=seq).first()
    if entry is None:
        raise NotFound(f"no archive record archive://{session.id}/{seq}")
    try:
        if entry.data is not None:  # the database backend: the row is the record
            return record_of(entry)
        return archive_backend().read(session.id, entry.seq, entry.file, entry.offset)
    except (ArchiveError, OSError) as exc:
        raise archive_error(exc, session.id) from exc


def export_archive(session: AgentSession) -> Iterator[bytes]:
    """The session's committed archive as JSONL, one record a line exactly as the files
    backend writes them (``crc`` included, so ``JsonlArchive`` reads the result), from
    either backend. Voided and uncommitted records are not exported: the index decides."""
    rows = ArchiveEntry.objects.filter(session=session).order_by("seq")
    for entry in rows.iterator(chunk_size=500):
        yield record_line(record(session, entry.seq, entry=entry))


def update_spec(session: AgentSession, spec: Any) -> AgentSession:
    try:
        memory_spec = MemorySpec.from_dict(spec)
    except EngineError as exc:
        raise ServiceError(str(exc), code=exc.code, status=422) from exc
    models_policy.check_spec(memory_spec)
    AgentSession.objects.filter(pk=session.pk).update(spec=memory_spec.to_dict())
    session.spec = memory_spec.to_dict()
    return session


__all__ = [
    "Advanced",
    "SessionBatch",
    "SessionTxn",
    "advance",
    "append_and_advance",
    "append_messages",
    "archive_for",
    "compact_session",
    "context",
    "create_session",
    "delete_session",
    "export_archive",
    "purge_archive",
    "purge_deleted",
    "repair_archive",
    "get_session",
    "history",
    "memory_for",
    "record",
    "search_sessions",
    "rebuild_index",
    "session_batch",
    "session_transaction",
    "update_spec",
    "visible_sessions",
]

"""One function per change to a session. The API, the dashboard, Celery tasks and the
management commands all call these; the engine's rules live in the engine."""

from __future__ import annotations

import functools
import hashlib
import json
import logging
import secrets
import time
from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import Max, Min, Q, QuerySet

from compaction.engine import (
    RAW_TYPES,
    ArchiveRecord,
    ArchiveSpec,
    CompactableMemory,
    CompactResult,
    EngineError,
    JsonlArchive,
    Memory,
    MemorySpec,
    Message,
    build_memory,
    check_depth,
    parse_messages,
    to_openai,
    validate_session_id,
)
from memorylab.errors import Conflict, NotFound, ServiceError, TooLarge
from memorylab.ownership import get_visible_or_404

from .models import AgentSession, ArchiveEntry, IdempotentRequest
from .store import DbContextStore

# -- engine wiring ----------------------------------------------------------------------


@functools.cache
def archive_for(fsync: str, rotate_bytes: int = 0) -> JsonlArchive:
    """One archive object per process and policy: it caches file handles and offsets."""
    return JsonlArchive(settings.MEMORYLAB_ARCHIVE_DIR, fsync=fsync, rotate_bytes=rotate_bytes)


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


def memory_for(session: AgentSession, store: DbContextStore | None = None) -> Memory:
    from memorylab import models_policy

    spec = _parsed_spec(
        json.dumps(session.spec or {}, sort_keys=True), str(settings.MEMORYLAB_ARCHIVE_DIR)
    )
    return build_memory(
        spec,
        archive=archive_for(spec.archive.fsync, spec.archive.rotate_bytes),
        store=store or DbContextStore(),
        # A stored spec may name a model the operator has since removed from the list.
        **models_policy.summarizer_override(spec),
    )


def sync_index(session_id: str, context_tokens: int | None = None) -> int:
    """Index the archive records written since the last indexed one; returns how many."""
    last = ArchiveEntry.objects.filter(session_id=session_id).aggregate(m=Max("seq"))["m"] or 0
    rows = [
        ArchiveEntry(
            session_id=session_id,
            seq=rec.seq,
            type=rec.type,
            turn=rec.turn,
            ts=rec.ts,
            file=rec.file,
            offset=rec.offset,
            length=rec.length,
            context_tokens=rec.data.get("context_tokens", rec.data.get("tokens_after")),
        )
        for rec in archive_for("never").read(session_id, last + 1)
    ]
    if rows and context_tokens is not None:
        rows[-1].context_tokens = context_tokens
    ArchiveEntry.objects.bulk_create(rows, ignore_conflicts=True)
    _follow_rotation(session_id)
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
    for seg in archive_for("never").segments(session_id):
        if seg.last >= oldest:
            ArchiveEntry.objects.filter(
                session_id=session_id, file=active, seq__gte=seg.first, seq__lte=seg.last
            ).update(file=seg.name)


def apply_retention(*, days: float, dry_run: bool = False) -> dict[str, Any]:
    """Delete rotated archive segments older than ``days`` (and their index rows). The
    active file of a session is never touched; this is the only way raw data goes away."""
    cutoff = time.time() - days * 86400
    archive = archive_for("never")
    report: dict[str, Any] = {
        "sessions": 0,
        "segments": 0,
        "records": 0,
        "bytes": 0,
        "dry_run": dry_run,
    }
    for session_id in AgentSession.objects.values_list("id", flat=True).iterator():
        old = [seg for seg in archive.segments(session_id) if seg.path.stat().st_mtime < cutoff]
        if not old:
            continue
        report["sessions"] += 1
        for seg in old:
            report["segments"] += 1
            report["records"] += seg.last - seg.first + 1
            report["bytes"] += seg.path.stat().st_size
        if dry_run:
            continue
        _follow_rotation(session_id)
        for seg in archive.drop_segments(session_id, older_than=cutoff):
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
    return get_visible_or_404(AgentSession.objects.all(), user, session_id, name="session")


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
    from memorylab import models_policy

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
    memory = memory_for(session)
    if session.state:
        memory.clear(session.id)
    sync_index(session.id)


FSYNC_POLICIES = ("always", "turn", "never")


def purge_archive(session_id: str) -> None:
    """Delete a session's archive files and index rows. Every cached archive object of this
    process closes its handle, so a later session with the same id starts a new file
    instead of writing into the unlinked one."""
    for policy in FSYNC_POLICIES:
        archive_for(policy).delete(session_id)
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


def repair_archive(session_id: str) -> dict[str, int]:
    """Keep the valid records of a damaged archive (bad lines go to ``.broken``) and rebuild
    the index, whose byte offsets changed. Run it with web and worker processes stopped:
    they keep the old file open."""
    try:
        validate_session_id(session_id)
    except EngineError as exc:
        raise ServiceError(str(exc), code="invalid_session_id") from exc
    kept, moved = archive_for("never").repair(session_id)
    indexed = 0
    if AgentSession.objects.filter(pk=session_id).exists():
        with transaction.atomic():
            ArchiveEntry.objects.filter(session_id=session_id).delete()
            indexed = sync_index(session_id)
    return {"kept": kept, "moved": moved, "indexed": indexed}


# -- the memory operations --------------------------------------------------------------


def check_sizes(raw: list[Any]) -> None:
    limit = settings.MEMORYLAB_MAX_MESSAGE_BYTES
    for i, item in enumerate(raw):
        size = len(json.dumps(item, ensure_ascii=False).encode())
        if size > limit:
            raise TooLarge(
                f"messages[{i}] is {size} bytes, over MEMORYLAB_MAX_MESSAGE_BYTES={limit}"
            )


def append_messages(
    session: AgentSession, raw: list[Any], *, idempotency_key: str | None = None
) -> dict[str, Any]:
    """Append messages (genkit or OpenAI format): archive first, then the context."""
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
    fingerprint = hashlib.sha256(json.dumps(raw, sort_keys=True).encode()).hexdigest()
    store = DbContextStore()
    memory = memory_for(session, store)
    with transaction.atomic():
        # The row lock first: a retry racing its original waits here, then sees its key.
        AgentSession.objects.select_for_update().filter(pk=session.pk).values_list(
            "pk", flat=True
        ).first()
        if idempotency_key:
            done = IdempotentRequest.objects.filter(session=session, key=idempotency_key).first()
            if done is not None:
                if done.fingerprint != fingerprint:
                    raise Conflict(
                        "Idempotency-Key reused with a different body", code="idempotency_conflict"
                    )
                return dict(done.response, replayed=True)
        result = memory.append(session.id, *messages)
        sync_index(session.id, result.context_tokens)
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
            )
    return response


def advance(session: AgentSession, *, new_turn: bool) -> dict[str, Any]:
    """``next_turn`` (a turn ended) or ``step`` (a tool result arrived)."""
    memory = memory_for(session)
    try:
        result = memory.next_turn(session.id) if new_turn else memory.step(session.id)
    except EngineError as exc:
        sync_index(session.id)
        raise ServiceError(str(exc), code=exc.code, status=409) from exc
    sync_index(session.id, result.context_tokens)
    return {"events": result.events, "context_tokens": result.context_tokens, "turn": result.turn}


def compact_session(session: AgentSession, *, instructions: str | None = None) -> CompactResult:
    memory = memory_for(session)
    if not isinstance(memory, CompactableMemory):
        raise ServiceError(
            "this session uses the chat_history backend, which does not compact",
            code="not_compactable",
            status=409,
        )
    result: CompactResult = memory.compact(session.id, reason="manual", instructions=instructions)
    sync_index(session.id, result.tokens_after if result.ok else None)
    return result


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
    """One raw event by its archive reference, by seek (no scan)."""
    entry = entry or ArchiveEntry.objects.filter(session=session, seq=seq).first()
    if entry is None:
        sync_index(session.id)
        entry = ArchiveEntry.objects.filter(session=session, seq=seq).first()
        if entry is None:
            raise NotFound(f"no archive record archive://{session.id}/{seq}")
    try:
        return archive_for("never").read_at(session.id, entry.offset, entry.file, seq=entry.seq)
    except (EngineError, OSError) as exc:
        # The error's text names files on the server: the log gets it, the caller not.
        logging.getLogger("memorylab.sessions").exception(
            "archive record archive://%s/%s unreadable", session.id, seq
        )
        raise ServiceError(
            f"archive record archive://{session.id}/{seq} unreadable ({type(exc).__name__}); "
            "the details are in the server log",
            code="archive_error",
            status=500,
        ) from exc


def update_spec(session: AgentSession, spec: Any) -> AgentSession:
    from memorylab import models_policy

    try:
        memory_spec = MemorySpec.from_dict(spec)
    except EngineError as exc:
        raise ServiceError(str(exc), code=exc.code, status=422) from exc
    models_policy.check_spec(memory_spec)
    AgentSession.objects.filter(pk=session.pk).update(spec=memory_spec.to_dict())
    session.spec = memory_spec.to_dict()
    return session


__all__ = [
    "advance",
    "append_messages",
    "archive_for",
    "compact_session",
    "context",
    "create_session",
    "delete_session",
    "purge_archive",
    "purge_deleted",
    "repair_archive",
    "get_session",
    "history",
    "memory_for",
    "record",
    "search_sessions",
    "sync_index",
    "update_spec",
    "visible_sessions",
]

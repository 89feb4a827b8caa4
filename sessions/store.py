"""The engine's ContextStore on the database, so web and worker processes share sessions.

``transaction`` takes the session's row lock (SELECT ... FOR UPDATE on PostgreSQL; SQLite
serializes writers itself), so appends to one session run one at a time and the archive
``seq`` stays contiguous across processes. Inside ``services.session_transaction`` the row
is already locked: the store works on that row and saves the state with what the
transaction archived (``before_save``), in the same database transaction.

The store writes what changed: the context's entries are rows (``ContextEntry``, one per
position) and entries are immutable, so an entry that is not the very object the
operation started from is new or changed; only those rows are written, besides the small
rest of the state on the session's row. An append writes its messages, not the session.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from django.db import connection, transaction
from django.db.models import Q

from compaction.engine import Entry, SessionState
from memorylab.rows import fetch_one

from . import statecache
from .models import AgentSession, ContextEntry

# The columns a state change writes: never the spec, title or owner, which other
# requests may change meanwhile.
STATE_FIELDS = [
    "state",
    "state_version",
    "turn",
    "message_count",
    "context_tokens",
    "raw_tokens",
    "compactions",
    "micro_compactions",
    "last_compaction",
    "updated",
    "archived_seq",
]


class SessionNotFound(LookupError):
    pass


class DbContextStore:
    def __init__(
        self,
        row: AgentSession | None = None,
        before_save: Callable[[AgentSession], None] | None = None,
    ) -> None:
        # The row of the current transaction, for the caller to update denormalized fields.
        self.row: AgentSession | None = row
        self._locked = row
        self._before_save = before_save

    def _lock(self, session_id: str) -> AgentSession:
        if self._locked is not None and self._locked.pk == session_id:
            return self._locked
        row = lock_row(session_id)
        if row is None:
            raise SessionNotFound(session_id)
        return row

    @contextmanager
    def transaction(self, session_id: str) -> Iterator[SessionState]:
        # Inside a session transaction the row is locked and the caller's atomic block
        # holds everything: nothing is written before the engine's work succeeded, so a
        # savepoint of our own would only cost two round trips per operation.
        inside = self._locked is not None and self._locked.pk == session_id
        with contextlib.nullcontext() if inside else transaction.atomic():
            row = self._lock(session_id)
            state = statecache.get(session_id, row.state_version)
            legacy = reloaded = False
            if state is None:
                reloaded = True
                row.refresh_from_db(fields=["state"])
                state = row.engine_state()
                # A state saved before entries were rows: all of them are new as rows.
                legacy = bool(row.state) and "entries" in row.state
            before = [] if legacy else list(state.entries)
            yield state
            row.store_state(state)
            if self._before_save is not None:
                self._before_save(row)
            _save_state_fields(row)
            write_entries(session_id, before, state.entries, legacy=legacy, reloaded=reloaded)
            # Cached under the new version at once (also inside an outer transaction, where
            # commit hooks wait for its end): versions are random and never reused, so a
            # rollback brings back the old version and this entry is simply never hit.
            statecache.put(session_id, row.state_version, state)
            self.row = row

    def peek(self, session_id: str) -> SessionState | None:
        # Asked after every operation of an agent: one plain indexed read (the ORM's
        # query building cost more than the query itself).
        with connection.cursor() as cursor:
            cursor.execute(_VERSION_SQL, [session_id])
            found = cursor.fetchone()
        if found is None:
            return None
        version = found[0]
        cached = statecache.get(session_id, version)
        if cached is not None:
            return cached if cached.entries or cached.turn else None
        row = (
            AgentSession.objects.filter(pk=session_id).only("id", "state", "state_version").first()
        )
        if row is None or not row.state:
            return None
        state = row.engine_state()
        if "entries" not in row.state:
            # Not a state from before entries were rows: its first save must write them all.
            statecache.put(session_id, row.state_version, state)
        return state

    def delete(self, session_id: str) -> None:
        statecache.forget(session_id)
        ContextEntry.objects.filter(session_id=session_id).delete()
        version = statecache.new_version()
        AgentSession.objects.filter(pk=session_id).update(
            state={},
            state_version=version,
            turn=0,
            message_count=0,
            context_tokens=0,
        )
        if self._locked is not None and self._locked.pk == session_id:
            # Keep the locked row in step, so a later save in this transaction starts
            # from the cleared state.
            self._locked.state, self._locked.state_version = {}, version


_q = connection.ops.quote_name
_VERSION_SQL = (
    f"SELECT {_q('state_version')} FROM {_q(AgentSession._meta.db_table)} WHERE {_q('id')} = %s"
)
_INSERT_SQL = (
    f"INSERT INTO {_q(ContextEntry._meta.db_table)} ({_q('session_id')}, {_q('pos')}, "
    f"{_q('data')}) VALUES (%s, %s, %s)"
)
_DATA_FIELD = ContextEntry._meta.get_field("data")


def lock_row(session_id: str) -> AgentSession | None:
    """The session's row, locked until the transaction ends (``SELECT ... FOR UPDATE``;
    SQLite's writers are serialized by its IMMEDIATE transactions), without its state
    column, which is read only when this process has no parse of it. Runs before every
    operation."""
    return fetch_one(AgentSession, where={"id": session_id}, without=("state",), lock=True)


def insert_rows(objs: list[Any]) -> None:
    """``bulk_create(objs)`` as one plain INSERT (ids are not read back): for the rows
    every operation writes. Values are prepared by their fields, as the ORM would."""
    if not objs:
        return
    model = type(objs[0])
    fields = [f for f in model._meta.concrete_fields if not f.primary_key]
    sql = (
        f"INSERT INTO {_q(model._meta.db_table)} ("
        + ", ".join(_q(f.column) for f in fields)
        + ") VALUES ("
        + ", ".join(["%s"] * len(fields))
        + ")"
    )
    rows = [[f.get_db_prep_save(f.pre_save(obj, True), connection) for f in fields] for obj in objs]
    with connection.cursor() as cursor:
        cursor.executemany(sql, rows)


_STATE_COLUMNS = [AgentSession._meta.get_field(name) for name in STATE_FIELDS]
_UPDATE_SQL = (
    f"UPDATE {_q(AgentSession._meta.db_table)} SET "
    + ", ".join(f"{_q(f.column)} = %s" for f in _STATE_COLUMNS)
    + f" WHERE {_q('id')} = %s"
)


def _save_state_fields(row: AgentSession) -> None:
    """``row.save(update_fields=STATE_FIELDS)`` as one plain UPDATE: it runs after every
    operation, and the ORM's save machinery cost more than the statement. Values are
    prepared by their fields, as the ORM would."""
    values = [f.get_db_prep_save(getattr(row, f.attname), connection) for f in _STATE_COLUMNS]
    with connection.cursor() as cursor:
        cursor.execute(_UPDATE_SQL, [*values, row.pk])


# Past this many changed positions one range delete is cheaper than naming each.
_MAX_SCATTERED = 64


def write_entries(
    session_id: str,
    before: list[Entry],
    after: list[Entry],
    *,
    legacy: bool = False,
    reloaded: bool = False,
) -> None:
    """Write the rows of the entries that differ from ``before`` (by identity: entries
    are immutable), delete the rows past the end. Two statements at most. ``reloaded``:
    ``before`` was read from the rows (not this process's cache), which may leave rows
    past its end (``entry_count``)."""
    common = min(len(before), len(after))
    changed = [i for i in range(common) if before[i] is not after[i]]
    if legacy:
        doomed = ContextEntry.objects.filter(session_id=session_id)
    elif len(changed) > _MAX_SCATTERED:
        changed = list(range(changed[0], common))
        doomed = ContextEntry.objects.filter(session_id=session_id, pos__gte=changed[0])
    elif changed or reloaded or len(before) > len(after):
        doomed = ContextEntry.objects.filter(session_id=session_id).filter(
            Q(pos__in=changed) | Q(pos__gte=common)
        )
    else:
        doomed = None
    if doomed is not None:
        doomed.delete()
    fresh = [*changed, *range(common, len(after))]
    if fresh:
        # Written after every operation: a plain INSERT, its JSON prepared by the field.
        prep = _DATA_FIELD.get_prep_value
        with connection.cursor() as cursor:
            cursor.executemany(
                _INSERT_SQL, [(session_id, i, prep(after[i].to_dict())) for i in fresh]
            )


class DeferredContextStore(DbContextStore):
    """The store of many operations on one session in one database transaction (an
    import, ``services.session_batch``): the state stays in memory between operations,
    and ``flush`` writes the entries that changed since the last flush and the session's
    row once. Entries are immutable and rows are written by position, so the rows left are
    exactly those that saving after every operation would leave."""

    def __init__(self, row: AgentSession) -> None:
        super().__init__(row=row)
        self.session_id = str(row.pk)
        state = statecache.get(self.session_id, row.state_version)
        self._legacy = self._reloaded = False
        if state is None:
            self._reloaded = True
            row.refresh_from_db(fields=["state"])
            state = row.engine_state()
            self._legacy = bool(row.state) and "entries" in row.state
        self.state = state
        self._saved: list[Entry] = [] if self._legacy else list(state.entries)
        self.dirty = False

    @contextmanager
    def transaction(self, session_id: str) -> Iterator[SessionState]:
        if session_id != self.session_id:
            raise SessionNotFound(session_id)
        # A copy, as the cache hands out: an operation that fails half-way leaves the
        # state as it was before it.
        state = self.state.copy()
        yield state
        assert self._locked is not None
        # Per operation, as a save would (the time of a compaction, the counters).
        self._locked.store_state(state)
        self.state = state
        self.dirty = True

    def peek(self, session_id: str) -> SessionState | None:
        if session_id != self.session_id:
            return super().peek(session_id)
        state = self.state
        return state.copy() if state.entries or state.turn else None

    def delete(self, session_id: str) -> None:
        if session_id != self.session_id:
            super().delete(session_id)
            return
        self.flush()
        super().delete(session_id)
        self.state = SessionState(session_id=session_id)
        self._saved, self._legacy, self._reloaded = [], False, False

    def flush(self, before_save: Callable[[AgentSession], None] | None = None) -> None:
        """Write what the operations since the last flush changed."""
        row = self._locked
        if not self.dirty or row is None:
            return
        if before_save is not None:
            before_save(row)
        _save_state_fields(row)
        write_entries(
            self.session_id,
            self._saved,
            self.state.entries,
            legacy=self._legacy,
            reloaded=self._reloaded,
        )
        statecache.put(self.session_id, row.state_version, self.state)
        self._saved = list(self.state.entries)
        self._legacy = self._reloaded = self.dirty = False
        self.row = row

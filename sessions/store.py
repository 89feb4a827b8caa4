"""The engine's ContextStore on the database, so web and worker processes share sessions.

``transaction`` takes the session's row lock (SELECT ... FOR UPDATE on PostgreSQL; SQLite
serializes writers itself), so appends to one session run one at a time and the archive
``seq`` stays contiguous across processes. Inside ``services.session_transaction`` the row
is already locked: the store works on that row and saves the state with what the
transaction archived (``before_save``), in the same database transaction.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from django.db import transaction

from compaction.engine import SessionState

from . import statecache
from .models import AgentSession

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
        # The state column is read only when this process has no parse of it.
        row = AgentSession.objects.select_for_update().filter(pk=session_id).defer("state").first()
        if row is None:
            raise SessionNotFound(session_id)
        return row

    @contextmanager
    def transaction(self, session_id: str) -> Iterator[SessionState]:
        with transaction.atomic():
            row = self._lock(session_id)
            state = statecache.get(session_id, row.state_version)
            if state is None:
                row.refresh_from_db(fields=["state"])
                state = row.engine_state()
            yield state
            row.store_state(state)
            if self._before_save is not None:
                self._before_save(row)
            row.save(update_fields=STATE_FIELDS)
            statecache.forget(session_id)
            version, saved = row.state_version, state.copy()
            # Only a committed state may be reused: a rollback must not leave it cached.
            transaction.on_commit(lambda: statecache.put(session_id, version, saved))
            self.row = row

    def peek(self, session_id: str) -> SessionState | None:
        version = (
            AgentSession.objects.filter(pk=session_id)
            .values_list("state_version", flat=True)
            .first()
        )
        if version is None:
            return None
        cached = statecache.get(session_id, version)
        if cached is not None:
            return cached if cached.entries or cached.turn else None
        row = (
            AgentSession.objects.filter(pk=session_id).only("id", "state", "state_version").first()
        )
        if row is None or not row.state:
            return None
        state = row.engine_state()
        statecache.put(session_id, row.state_version, state)
        return state

    def delete(self, session_id: str) -> None:
        statecache.forget(session_id)
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

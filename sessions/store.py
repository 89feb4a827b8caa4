"""The engine's ContextStore on the database, so web and worker processes share sessions.

``transaction`` takes the session's row lock (SELECT ... FOR UPDATE on PostgreSQL; SQLite
serializes writers itself), so appends to one session run one at a time and the archive
``seq`` stays contiguous across processes.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from django.db import transaction

from compaction.engine import SessionState

from . import statecache
from .models import AgentSession


class SessionNotFound(LookupError):
    pass


class DbContextStore:
    def __init__(self) -> None:
        # The row of the current transaction, for the caller to update denormalized fields.
        self.row: AgentSession | None = None

    @contextmanager
    def transaction(self, session_id: str) -> Iterator[SessionState]:
        with transaction.atomic():
            # The state column is read only when this process has no parse of it.
            row = (
                AgentSession.objects.select_for_update()
                .filter(pk=session_id)
                .defer("state")
                .first()
            )
            if row is None:
                raise SessionNotFound(session_id)
            state = statecache.get(session_id, row.state_version)
            if state is None:
                row.refresh_from_db(fields=["state"])
                state = row.engine_state()
            yield state
            row.store_state(state)
            row.save()
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
        AgentSession.objects.filter(pk=session_id).update(
            state={},
            state_version=statecache.new_version(),
            turn=0,
            message_count=0,
            context_tokens=0,
        )

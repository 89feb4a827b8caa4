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
            row = AgentSession.objects.select_for_update().filter(pk=session_id).first()
            if row is None:
                raise SessionNotFound(session_id)
            state = row.engine_state()
            yield state
            row.store_state(state)
            row.save()
            self.row = row

    def peek(self, session_id: str) -> SessionState | None:
        row = AgentSession.objects.filter(pk=session_id).only("id", "state").first()
        return row.engine_state() if row and row.state else None

    def delete(self, session_id: str) -> None:
        AgentSession.objects.filter(pk=session_id).update(
            state={}, turn=0, message_count=0, context_tokens=0
        )

"""Per-session runtime state and where it is kept (in process, or a database)."""

from __future__ import annotations

import copy
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, fields, replace
from typing import Any, Protocol

from .messages import Message


@dataclass(frozen=True, slots=True)
class Entry:
    """One message of the context with its cached token count.

    ``seq`` is the archive seq of the raw message it shows (None for a summary, or while
    the archive is failing and the message waits to be written).
    """

    message: Message
    tokens: int
    turn: int
    seq: int | None = None
    kind: str = "raw"  # raw | placeholder | summary

    def to_dict(self) -> dict[str, Any]:
        return {
            "message": self.message.to_dict(),
            "tokens": self.tokens,
            "turn": self.turn,
            "seq": self.seq,
            "kind": self.kind,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Entry:
        return cls(
            message=Message.from_dict(data["message"]),
            tokens=data["tokens"],
            turn=data["turn"],
            seq=data.get("seq"),
            kind=data.get("kind", "raw"),
        )

    def replace(self, **changes: Any) -> Entry:
        return replace(self, **changes)


@dataclass
class SessionState:
    session_id: str
    turn: int = 0  # 0 until the first append opens turn 1
    entries: list[Entry] = field(default_factory=list)
    tokens: int = 0  # sum of entry tokens, kept incrementally: O(k) per k appends
    raw_tokens: int = 0  # tokens of every raw message ever appended
    failures: int = 0  # consecutive auto_compact failures
    breaker_open: bool = False
    compactions: int = 0
    micro_compactions: int = 0
    archive_unhealthy: bool = False
    # Raw messages appended while the archive failed (in order): written on the next try.
    unarchived: int = 0
    # Entries before this index need no more micro_compact work: a step looks only at
    # what came after, so it costs O(new messages), not O(history).
    micro_checked: int = 0
    # Model messages appended (one per model call), and the raw tokens appended before the
    # first: the cache-aware rule estimates remaining calls and growth per call from them.
    model_calls: int = 0
    first_prompt_tokens: int = 0

    def add(self, entry: Entry) -> None:
        self.entries.append(entry)
        self.tokens += entry.tokens

    def set_entries(self, entries: list[Entry]) -> None:
        self.entries = entries
        self.tokens = sum(e.tokens for e in entries)
        self.micro_checked = 0  # indices changed: look at everything again

    def copy(self) -> SessionState:
        clone = copy.copy(self)
        clone.entries = list(self.entries)
        return clone

    def restore(self, snapshot: SessionState) -> None:
        """Undo every change made since ``snapshot = state.copy()`` (entries are immutable)."""
        for f in fields(self):
            setattr(self, f.name, getattr(snapshot, f.name))
        self.entries = list(snapshot.entries)

    def to_dict(self) -> dict[str, Any]:
        return {
            "session_id": self.session_id,
            "turn": self.turn,
            "entries": [e.to_dict() for e in self.entries],
            "tokens": self.tokens,
            "raw_tokens": self.raw_tokens,
            "failures": self.failures,
            "breaker_open": self.breaker_open,
            "compactions": self.compactions,
            "micro_compactions": self.micro_compactions,
            "archive_unhealthy": self.archive_unhealthy,
            "unarchived": self.unarchived,
            "micro_checked": self.micro_checked,
            "model_calls": self.model_calls,
            "first_prompt_tokens": self.first_prompt_tokens,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SessionState:
        entries = [Entry.from_dict(e) for e in data.get("entries", [])]
        state = cls(session_id=data["session_id"], turn=data.get("turn", 0), entries=entries)
        state.tokens = sum(e.tokens for e in entries)
        for key in (
            "raw_tokens",
            "failures",
            "breaker_open",
            "compactions",
            "micro_compactions",
            "archive_unhealthy",
            "unarchived",
            "micro_checked",
            "model_calls",
            "first_prompt_tokens",
        ):
            if key in data:
                setattr(state, key, data[key])
        return state


class ContextStore(Protocol):
    """Where runtime state lives. ``transaction`` serializes work on one session and saves
    the state only when the block ends without an exception."""

    def transaction(self, session_id: str) -> Any: ...
    def peek(self, session_id: str) -> SessionState | None: ...
    def delete(self, session_id: str) -> None: ...


class InMemoryContextStore:
    def __init__(self) -> None:
        self._states: dict[str, SessionState] = {}
        self._locks: dict[str, threading.RLock] = {}
        self._guard = threading.Lock()

    def _lock(self, session_id: str) -> threading.RLock:
        with self._guard:
            return self._locks.setdefault(session_id, threading.RLock())

    @contextmanager
    def transaction(self, session_id: str) -> Iterator[SessionState]:
        with self._lock(session_id):
            current = self._states.get(session_id)
            # Work on a shallow copy: entries are immutable, so a failed block leaves
            # the stored state exactly as it was.
            state = current.copy() if current else SessionState(session_id=session_id)
            yield state
            self._states[session_id] = state

    def peek(self, session_id: str) -> SessionState | None:
        state = self._states.get(session_id)
        return state.copy() if state else None

    def delete(self, session_id: str) -> None:
        with self._lock(session_id):
            self._states.pop(session_id, None)

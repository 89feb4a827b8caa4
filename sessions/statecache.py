"""Parsed session states, kept per process and keyed by the row's ``state_version``.

Rebuilding a SessionState from its JSON costs O(session) on every operation, which made
a long session quadratic to drive. Every save gives the row a new random version, so a
cached state is used only while the row still holds exactly what was cached; any write
by another process (or a rolled-back one here) changes the version and forces a reload.
"""

from __future__ import annotations

import secrets
import threading
from collections import OrderedDict

from compaction.engine import SessionState

MAX_SESSIONS = 32
_states: OrderedDict[str, tuple[int, SessionState]] = OrderedDict()
_lock = threading.Lock()


def new_version() -> int:
    return secrets.randbits(62)


def get(session_id: str, version: int) -> SessionState | None:
    with _lock:
        hit = _states.get(session_id)
        if hit is None or hit[0] != version:
            return None
        _states.move_to_end(session_id)
        return hit[1].copy()


def put(session_id: str, version: int, state: SessionState) -> None:
    with _lock:
        _states[session_id] = (version, state.copy())
        _states.move_to_end(session_id)
        while len(_states) > MAX_SESSIONS:
            _states.popitem(last=False)


def forget(session_id: str) -> None:
    with _lock:
        _states.pop(session_id, None)


def clear() -> None:
    with _lock:
        _states.clear()

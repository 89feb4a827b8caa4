"""Named crash points, for tests that must kill a process at an exact moment.

``MEMORYLAB_CRASH_AT=<point>`` (read once, at import) makes the process call
``os._exit(CRASH_EXIT_CODE)`` when it reaches that point: no cleanup, no ``finally``, no
database rollback message, no buffered write flushed, exactly like a SIGKILL there.
``<point>@<detail>`` only matches when the point is reached with that detail (e.g. the type
of a record being written), and ``<point>#<n>`` at its n-th match (default the first).

Unset (always, outside tests) a point costs one comparison.
"""

from __future__ import annotations

import os
import sys

CRASH_EXIT_CODE = 86


def _parse(value: str | None) -> tuple[str, str | None, int] | None:
    if not value:
        return None
    value, _, nth = value.partition("#")
    name, _, detail = value.partition("@")
    return name, detail or None, int(nth or 1)


_ARMED = _parse(os.environ.get("MEMORYLAB_CRASH_AT"))
_hits = 0


def point(name: str, *details: str) -> None:
    """Crash here if the environment armed ``name`` (with one of ``details``)."""
    if _ARMED is None or _ARMED[0] != name:
        return
    if _ARMED[1] is not None and _ARMED[1] not in details:
        return
    global _hits
    _hits += 1
    if _hits == _ARMED[2]:
        sys.stderr.write(f"memorylab: crash point {name} reached, exiting\n")
        sys.stderr.flush()
        os._exit(CRASH_EXIT_CODE)

"""Server folders that a staff user may point the web lab at (``MEMORYLAB_DATA_DIRS``).

Users send documents; only staff may name a path on the server, and only inside these
folders. A path outside them and a path that does not exist get the same answer, so the
error never tells what exists on the server. Command-line tools are not limited: whoever
runs them already reads the server's files as the server.
"""

from __future__ import annotations

from pathlib import Path

from django.conf import settings

from memorylab.errors import Invalid

REFUSED = (
    "{field}: not a file or folder inside the server's data folders (MEMORYLAB_DATA_DIRS); "
    "upload the conversations instead"
)


def data_roots() -> list[Path]:
    """The allowed folders, resolved (symlinks followed), in settings order."""
    return [Path(root).resolve() for root in settings.MEMORYLAB_DATA_DIRS]


def resolve_data_path(path: str | Path, *, field: str = "path") -> Path:
    """``path`` resolved, when it exists inside an allowed data folder; a relative path is
    taken from the project folder. Anything else is one ``Invalid`` (422) that quotes
    neither the path nor what is there."""
    raw = str(path).strip()
    refused = Invalid(REFUSED.format(field=field), code="path_not_allowed")
    if not raw or "\x00" in raw:
        raise refused
    candidate = Path(raw).expanduser()
    if not candidate.is_absolute():
        candidate = Path(settings.BASE_DIR) / candidate
    try:
        resolved = candidate.resolve()
    except (OSError, RuntimeError) as exc:
        raise refused from exc
    if not any(resolved == root or resolved.is_relative_to(root) for root in data_roots()):
        raise refused
    if not resolved.exists():
        raise refused
    return resolved

"""A process that drives sessions through ``sessions.services``, for the crash tests.

    python -m tests.reliability.service_child OPS_JSON

Settings come from the environment (``MEMORYLAB_BUILD_DIR``, ``DATABASE_URL``, ...), as
in a deployment; ``MEMORYLAB_CRASH_AT`` makes it die at a named point (see
compaction.engine.faults). Each operation prints one JSON line as it completes, so the
parent knows exactly what was acknowledged before the crash.

Operations: ``migrate``, ``create`` (id, spec), ``append`` (id, messages, key?),
``step``/``turn`` (id), ``compact`` (id), ``inspect`` (id): everything the database and
the archive hold for the session, for the parent to compare.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memorylab.settings")
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")


def inspect(session_id: str) -> dict[str, Any]:
    from django.conf import settings

    from compaction.engine.archive import JsonlArchive
    from sessions import services
    from sessions.archives import archive_backend
    from sessions.models import AgentSession, ArchiveEntry, IdempotentRequest
    from tests.archive_lines import archive_line

    session = AgentSession.objects.get(pk=session_id)
    history = services.history(session, limit=1000)
    root = Path(settings.MEMORYLAB_ARCHIVE_DIR)
    archive = JsonlArchive(root)
    lines = []
    index = list(ArchiveEntry.objects.filter(session=session).order_by("seq"))
    if settings.MEMORYLAB_ARCHIVE_BACKEND == "database":
        # The table is the archive: what it holds was committed, nothing is ever voided.
        lines = [{"seq": e.seq, "type": e.type, "txn": e.txn} for e in index if e.data]
        last_seq, voided = archive_backend().last_seq(session_id), []
    else:
        files = [seg.path for seg in archive.segments(session_id)]
        files.append(root / f"{session_id}.jsonl")
        for path in files:
            if path.exists():
                for line in path.read_bytes().splitlines(keepends=True):
                    obj = archive_line(line)
                    lines.append(
                        {"seq": obj["seq"], "type": obj["type"], "txn": obj.get("txn")}
                        if obj
                        else {"bad": line[:80].decode(errors="replace")}
                    )
        last_seq, voided = archive.last_seq(session_id), archive.voided(session_id)
    records = {}
    for entry in index:
        rec = services.record(session, entry.seq, entry=entry)
        records[entry.seq] = {"type": rec.type, "data": rec.data}
    state = session.engine_state()
    return {
        "history": history["items"],
        "count": history["count"],
        "index": [[e.seq, e.type, e.file] for e in index],
        "records": records,
        "archived_seq": session.archived_seq,
        "last_seq": last_seq,
        "voided": voided,
        "files": sorted(str(p.relative_to(root)) for p in root.rglob("*")) if root.exists() else [],
        "lines": lines,
        "context": [
            {"seq": e.seq, "kind": e.kind, "message": e.message.to_dict()} for e in state.entries
        ],
        "compactions": state.compactions,
        "turn": state.turn,
        "keys": sorted(
            IdempotentRequest.objects.filter(session=session).values_list("key", flat=True)
        ),
    }


def run(op: dict[str, Any]) -> Any:
    from django.contrib.auth.models import User
    from django.core.management import call_command

    from sessions import services
    from sessions.models import AgentSession

    kind = op["op"]
    if kind == "migrate":
        call_command("migrate", verbosity=0)
        return None
    if kind == "create":
        owner, _ = User.objects.get_or_create(username="crash")
        return services.create_session(owner, session_id=op["id"], spec=op.get("spec")).id
    if kind == "inspect":
        return inspect(op["id"])
    session = AgentSession.objects.get(pk=op["id"])
    if kind == "append":
        return services.append_messages(session, op["messages"], idempotency_key=op.get("key"))
    if kind in ("step", "turn"):
        return services.advance(session, new_turn=kind == "turn")
    if kind == "compact":
        return services.compact_session(session, instructions=op.get("instructions")).to_dict()
    raise ValueError(f"unknown op {kind!r}")


def main() -> int:
    import django

    django.setup()
    from sessions.services import ServiceError

    for op in json.loads(sys.argv[1]):
        try:
            out = {"op": op["op"], "ok": True, "result": run(op)}
        except ServiceError as exc:
            out = {"op": op["op"], "ok": False, "code": exc.code, "message": exc.message}
        print(json.dumps(out), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Shared pieces of the crash tests: a clean environment for child processes, running
``service_child`` (optionally armed to crash at a named point), replaying an agent's
script after a crash the way an agent retries, and the consistency check between the
archive, the index, the history and the context."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from compaction.engine.faults import CRASH_EXIT_CODE

ROOT = Path(__file__).resolve().parents[2]


def clean_env(build: Path, **extra: str) -> dict[str, str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("MEMORYLAB_", "CELERY_", "DATABASE_URL"))
        and k not in ("DEBUG", "SECRET_KEY", "DJANGO_ALLOW_ASYNC_UNSAFE", "DJANGO_SETTINGS_MODULE")
    }
    env.update(
        DJANGO_SETTINGS_MODULE="memorylab.settings",
        DEBUG="1",  # a development deployment: SQLite and the filesystem broker, no secrets
        MEMORYLAB_BUILD_DIR=str(build),
        LITELLM_LOCAL_MODEL_COST_MAP="True",
        **extra,
    )
    return env


def child(
    env: dict[str, str], ops: list[dict[str, Any]], crash: str | None = None
) -> tuple[int, list[dict[str, Any]], str]:
    """Run ops in a fresh process; returns (exit code, one result per completed op, stderr)."""
    run_env = dict(env)
    if crash:
        run_env["MEMORYLAB_CRASH_AT"] = crash
    proc = subprocess.run(
        [sys.executable, "-m", "tests.reliability.service_child", json.dumps(ops)],
        cwd=ROOT,
        env=run_env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    results = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
    return proc.returncode, results, proc.stderr


def crash_then_retry(
    env: dict[str, str], script: list[dict[str, Any]], crash: str, session_id: str
) -> tuple[list[dict[str, Any]], list[dict[str, Any]], dict[str, Any]]:
    """Play ``script`` until the process dies at ``crash``, then play what was not
    acknowledged again in a new process (the same requests, the same keys), and inspect.
    Returns (results before the crash, results of the replay, the inspection)."""
    code, before, err = child(env, script, crash=crash)
    assert code == CRASH_EXIT_CODE, f"expected a crash at {crash} (exit {code}):\n{err[-3000:]}"
    assert all(r["ok"] for r in before), before
    rest = script[len(before) :] + [{"op": "inspect", "id": session_id}]
    code, after, err = child(env, rest)
    assert code == 0, err[-3000:]
    assert all(r["ok"] for r in after), after
    return before, after[:-1], after[-1]["result"]


def sent_messages(script: list[dict[str, Any]], applied: int = 1) -> list[dict[str, Any]]:
    return [m for op in script if op["op"] == "append" for m in op["messages"] * applied]


def assert_consistent(ins: dict[str, Any]) -> None:
    """The archive, the index, the history and the context agree."""
    # Everything written was committed or voided: nothing is left in doubt.
    assert ins["archived_seq"] == ins["last_seq"], ins["archived_seq"]
    file_seqs = [line["seq"] for line in ins["lines"] if "seq" in line]
    assert not [line for line in ins["lines"] if "bad" in line], "a damaged line"
    assert file_seqs == sorted(set(file_seqs)), "seqs must be unique and growing"

    def voided(seq: int) -> bool:
        return any(a <= seq <= b for a, b in ins["voided"])

    index_seqs = [seq for seq, _, _ in ins["index"]]
    assert index_seqs == sorted(set(index_seqs))
    assert not [s for s in index_seqs if voided(s)], "the index holds a voided record"
    live = {line["seq"]: line["type"] for line in ins["lines"] if "seq" in line}
    assert [s for s in live if not voided(s)] == index_seqs, "index and archive disagree"
    assert all(live[seq] == kind for seq, kind, _ in ins["index"])
    raw = [
        ins["records"][str(seq)]["data"]["message"]
        for seq, kind, _ in ins["index"]
        if kind in ("message", "tool_call", "tool_result")
    ]
    assert ins["history"] == raw and ins["count"] == len(raw)
    # Every raw message the context shows is the committed record it points to.
    for entry in ins["context"]:
        if entry["kind"] == "raw" and entry["seq"] is not None:
            rec = ins["records"].get(str(entry["seq"]))
            assert rec is not None, f"context points at seq {entry['seq']}, not indexed"
            assert rec["data"]["message"] == entry["message"]

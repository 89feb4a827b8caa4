"""Importing one long session through the database store vs replaying it in memory.

    .venv/bin/python benchmarks/import_store.py [--calls 1820] [--database sqlite,postgres]
        [--backend files,database] [--json]

The session is generated (``benchmarks/common.py``'s tool-heavy shape): ``--calls`` tool
calls of 40 output lines, ten calls per user turn, 2.2 messages per call (1,820 calls:
4,005 messages). Both sides play it with the engine's ``replay`` and the default spec
(micro_compact, extractive auto_compact at 12000 tokens):

* in memory: ``build_memory`` with the in-process store and the in-memory archive;
* the database store: ``sessions.importing.import_conversations``, what ``manage.py
  import_conversations``, the API upload and the import task run (every append, step and
  turn a service call, the whole conversation one session transaction).

The in-memory replay runs before and after the import (the mean is shown): the load of a
shared machine moves wall times, so the CPU time of the process is printed too.

One process per measurement (a fresh database and archive directory), under ``manage.py
shell`` of this checkout; ``MEMORYLAB_ARCHIVE_BACKEND`` chooses the archive backend.
"""

from __future__ import annotations

import argparse
import json
import os
import secrets
import sys
import tempfile
from contextlib import nullcontext
from pathlib import Path

from api_load import fresh_database, manage

ROOT = Path(__file__).resolve().parent.parent

# Runs inside ``manage.py shell``: only public APIs.
MEASURE = r"""
import json, sys, time
sys.path.insert(0, ROOT_DIR)
from benchmarks.common import tool_output
from compaction.engine import Conversation, Message, build_memory, replay
from django.contrib.auth.models import User
from sessions import importing

def session(calls, per_turn=10):
    msgs = [{"role": "system", "content": [{"text": "You are an operations agent with a shell."}]}]
    for step in range(calls):
        if step % per_turn == 0:
            msgs.append({"role": "user", "content": [{"text": f"Part {step // per_turn + 1}: "
                         f"find why job {step} is slow; keep the retry limit at 5."}]})
        ref = f"call-{step}"
        msgs.append({"role": "model", "content": [
            {"text": f"Next I check handler batch {step} because the latency grew there."},
            {"toolRequest": {"name": "shell", "ref": ref,
                             "input": {"cmd": f"inspect --batch {step} --verbose"}}}]})
        msgs.append({"role": "tool", "content": [
            {"toolResponse": {"name": "shell", "ref": ref, "output": tool_output(step, 40)}}]})
        if (step + 1) % per_turn == 0:
            msgs.append({"role": "model", "content": [{"text": f"Batch {step} done."}]})
    return Conversation(id="long-import", title="generated long session", source="generated",
                        messages=[Message.from_dict(m) for m in msgs])

conv = session(CALLS)

def in_memory():
    start, cpu = time.perf_counter(), time.process_time()
    memory = build_memory({"archive": {"enabled": False}})
    report = replay(conv, memory, session_id="long-import")
    return time.perf_counter() - start, time.process_time() - cpu, report

# In memory before and after the import: the machine's load may change meanwhile.
wall1, cpu1, mem_report = in_memory()
user = User.objects.create_user("bench")
start, cpu = time.perf_counter(), time.process_time()
report = importing.import_conversations([conv], user)
stored, stored_cpu = time.perf_counter() - start, time.process_time() - cpu
wall2, cpu2, _ = in_memory()
assert not report.failed, report.failed
row = report.imported[0]
assert row["compactions"] == mem_report.totals["compactions"], (row, mem_report.totals)
print("RESULT", json.dumps({"messages": len(conv.messages), "in_memory_s": (wall1 + wall2) / 2,
                            "in_memory_cpu_s": (cpu1 + cpu2) / 2, "store_s": stored,
                            "store_cpu_s": stored_cpu, "compactions": row["compactions"]}))
"""


def measure(kind: str, backend: str, calls: int) -> dict[str, float]:
    build = Path(tempfile.mkdtemp(prefix="memorylab-import-"))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMORYLAB_", "CELERY_"))} | {
        "MEMORYLAB_BUILD_DIR": str(build),
        "MEMORYLAB_ARCHIVE_BACKEND": backend,
        "LITELLM_LOCAL_MODEL_COST_MAP": "True",
        "DJANGO_SETTINGS_MODULE": "memorylab.settings",
        # As deployed: DEBUG off (with it on, Django keeps every query for the debug page).
        "DEBUG": "0",
        "SECRET_KEY": "import-benchmark-" + secrets.token_hex(16),
    }
    env.pop("DATABASE_URL", None)
    code = MEASURE.replace("ROOT_DIR", repr(str(ROOT))).replace("CALLS", str(calls))
    # PostgreSQL: a scratch database, dropped afterwards; SQLite: the default file in build.
    scratch = fresh_database() if kind == "postgres" else nullcontext("")
    with scratch as url:
        if url:
            env["DATABASE_URL"] = url
        manage(env, "migrate", "--noinput", timeout=1800)
        out = manage(env, "shell", "-c", code, timeout=1800)
        line = next(x for x in out.splitlines() if x.startswith("RESULT "))
        result: dict[str, float] = json.loads(line.split(" ", 1)[1])
        result["archive_files"] = sum(
            1 for p in (build / "memory-archive").rglob("*") if p.is_file()
        )
        return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--calls", type=int, default=1820)
    parser.add_argument("--database", default="sqlite,postgres")
    parser.add_argument("--backend", default="files,database")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    rows = []
    for kind in args.database.split(","):
        for backend in args.backend.split(","):
            result = measure(kind, backend, args.calls)
            result |= {
                "database": kind,
                "backend": backend,
                "ratio": round(result["store_s"] / result["in_memory_s"], 2),
                # This process's CPU only: the load of the machine moves it less (the
                # PostgreSQL server's work is not in it).
                "cpu_ratio": round(result["store_cpu_s"] / result["in_memory_cpu_s"], 2),
            }
            rows.append(result)
            if not args.json:
                print(
                    f"{kind:<9} archive {backend:<9} {result['messages']} messages: "
                    f"in memory {result['in_memory_s']:.1f} s, database store "
                    f"{result['store_s']:.1f} s, ratio {result['ratio']:.2f} "
                    f"(CPU of this process {result['in_memory_cpu_s']:.1f} s vs "
                    f"{result['store_cpu_s']:.1f} s: {result['cpu_ratio']:.2f}) "
                    f"({result['compactions']} compactions, "
                    f"{result['archive_files']} archive files)",
                    flush=True,
                )
    if args.json:
        print(json.dumps(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())

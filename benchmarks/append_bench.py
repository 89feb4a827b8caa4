"""Append latency through the service (``sessions.services.append_messages``), the path
every agent's ``POST /messages`` takes: row lock, idempotency check, archive write, state
and index update, commit.

    .venv/bin/python benchmarks/append_bench.py [--appends 400] [--rounds 5] [--database sqlite|postgres]
    .venv/bin/python benchmarks/append_bench.py --baseline GIT_REF   # before/after, same run

One process per measurement (a fresh database, a fresh archive directory). ``--baseline``
exports GIT_REF (``git archive``, no checkout) to a temporary folder and alternates
measurements of that code and of this checkout, round by round, so both see the same
machine load; it prints the median per-append latency of each and the ratio.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from contextlib import nullcontext
from io import BytesIO
from pathlib import Path

from api_load import fresh_database, manage

ROOT = Path(__file__).resolve().parent.parent

# Runs inside ``manage.py shell`` of the code under test: only the public service API.
MEASURE = r"""
import json, statistics, time
from django.contrib.auth.models import User
from sessions import services
user = User.objects.create_user("bench")
session = services.create_session(
    user, session_id="bench", spec={"micro_compact": False, "auto_compact": {"enabled": False},
                                    "archive": {"fsync": "turn"}})
def batch(i):
    return [{"role": "user", "content": [{"text": f"message {i} a " + "x" * 200}]},
            {"role": "model", "content": [{"text": f"message {i} b " + "y" * 200}]}]
for i in range(20):  # warm up: caches, connections, the archive file handle
    services.append_messages(session, batch(-i), idempotency_key=f"warm-{i}")
times = []
for i in range(APPENDS):
    start = time.perf_counter()
    services.append_messages(session, batch(i), idempotency_key=f"k-{i}")
    times.append(time.perf_counter() - start)
print("RESULT", json.dumps({"median_ms": 1000 * statistics.median(times),
                            "mean_ms": 1000 * statistics.fmean(times)}))
"""


def export(ref: str) -> Path:
    """The tree of ``ref`` in a temporary folder (no worktree, no checkout)."""
    target = Path(tempfile.mkdtemp(prefix="memorylab-baseline-"))
    blob = subprocess.run(
        ["git", "archive", "--format=tar", ref], cwd=ROOT, capture_output=True, check=True
    ).stdout
    with tarfile.open(fileobj=BytesIO(blob)) as tar:
        tar.extractall(target, filter="data")
    return target


def measure(code: Path, appends: int, kind: str) -> dict[str, float]:
    build = Path(tempfile.mkdtemp(prefix="memorylab-append-"))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMORYLAB_", "CELERY_"))} | {
        "MEMORYLAB_BUILD_DIR": str(build),
        "LITELLM_LOCAL_MODEL_COST_MAP": "True",
        "DJANGO_SETTINGS_MODULE": "memorylab.settings",
        "DEBUG": "1",
        "PYTHONPATH": str(code),
    }
    env.pop("DATABASE_URL", None)
    # PostgreSQL: a scratch database, dropped afterwards; SQLite: the default file in build.
    scratch = fresh_database() if kind == "postgres" else nullcontext("")
    with scratch as url:
        if url:
            env["DATABASE_URL"] = url
        manage(env, "migrate", "--noinput", cwd=code, timeout=600)
        out = manage(
            env, "shell", "-c", MEASURE.replace("APPENDS", str(appends)), cwd=code, timeout=600
        )
        line = next(x for x in out.splitlines() if x.startswith("RESULT "))
        return json.loads(line.split(" ", 1)[1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--appends", type=int, default=400)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--database", choices=["sqlite", "postgres"], default="sqlite")
    parser.add_argument("--baseline", help="a git ref to compare with (e.g. main)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    codes = {"current": ROOT}
    if args.baseline:
        codes = {"baseline": export(args.baseline), "current": ROOT}
    runs: dict[str, list[float]] = {name: [] for name in codes}
    start = time.perf_counter()
    for _ in range(args.rounds):
        for name, code in codes.items():
            runs[name].append(measure(code, args.appends, args.database)["median_ms"])
    out = {
        "database": args.database,
        "appends_per_round": args.appends,
        "rounds": args.rounds,
        "median_ms": {name: round(statistics.median(v), 3) for name, v in runs.items()},
        "rounds_ms": {name: [round(x, 3) for x in v] for name, v in runs.items()},
        "seconds": round(time.perf_counter() - start, 1),
    }
    if args.baseline:
        out["baseline"] = args.baseline
        out["ratio"] = round(out["median_ms"]["current"] / out["median_ms"]["baseline"], 3)
        # Each round measures both back to back: the median of the per-round ratios is
        # the figure least moved by the load of the machine changing over the run.
        paired = [c / b for b, c in zip(runs["baseline"], runs["current"], strict=True)]
        out["paired_ratio"] = round(statistics.median(paired), 3)
    if args.json:
        print(json.dumps(out))
        return 0
    print(
        f"append of 2 messages through sessions.services.append_messages on {args.database}, "
        f"{args.appends} appends x {args.rounds} rounds, fsync: turn"
    )
    for name, value in out["median_ms"].items():
        label = f"{name} ({args.baseline})" if name == "baseline" else name
        print(f"  {label:<24} median {value:.3f} ms  rounds {out['rounds_ms'][name]}")
    if "ratio" in out:
        print(
            f"  current / baseline = {out['ratio']:.3f} (medians), "
            f"{out['paired_ratio']:.3f} (median of the per-round ratios)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""One sweep on the Celery workers, fanned out into parts: wall time with one worker
process, then with two (goal: two <= 0.6x one).

The sweep is the dashboard's: the SWE runs of ``benchmarks/heldout/swe`` and, when present,
``$MEMORYLAB_DATA/swe-agent-trajectories`` (default ``../shared/data``), the default
thresholds (5), strategy and priced models, requested with ``request_sweep`` as a staff
user and run by a real ``celery -A memorylab worker --concurrency=N`` on the default setup
(SQLite and the filesystem broker, in a fresh build directory; set ``DATABASE_URL`` and
``CELERY_BROKER_URL`` to measure PostgreSQL and Redis instead). The wall time is the
TaskRun's, from its creation to its end (the worker is started and ready before).

    .venv/bin/python benchmarks/sweep_fanout.py [--workers 1,2] [--repeat 1] [--compare]

``--compare`` asks for every baseline side by side too (the dashboard's "compare"): a
second round of parts at the recommended budget.
"""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
import subprocess
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

from api_load import manage  # noqa: E402
from common import swe_dir  # noqa: E402

HELDOUT = ROOT / "benchmarks" / "heldout" / "swe"
TIMEOUT = 1800

REQUEST = """
import json
from django.contrib.auth.models import User
from evaluation import sweep_tasks
user = User.objects.filter(username="bench").first() or User.objects.create_user(
    "bench", is_staff=True)
print(json.dumps(str(sweep_tasks.request_sweep(user, path=%r, compare=%r).pk)))
"""


def runs_folder(into: Path) -> tuple[Path, list[str]]:
    """A folder of links to every SWE run: held-out, then the shared ones."""
    folder = into / "swe-runs"
    folder.mkdir()
    sources = []
    for source in (HELDOUT, swe_dir()):
        if source is None or not source.is_dir():
            continue
        sources.append(str(source))
        for run in sorted(source.glob("*.traj.json")):
            (folder / f"{source.name}-{run.name}").symlink_to(run)
    return folder, sources


def environment(build: Path, data: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMORYLAB_")}
    env.update(
        DJANGO_SETTINGS_MODULE="memorylab.settings",
        DEBUG="1",
        MEMORYLAB_BUILD_DIR=str(build),
        MEMORYLAB_DATA_DIRS=str(data),
        LITELLM_LOCAL_MODEL_COST_MAP="True",
    )
    return env


def start_worker(env: dict[str, str], processes: int, log: Path) -> subprocess.Popen[bytes]:
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "celery", "-A", "memorylab", "worker", "--loglevel=INFO"]
            + [f"--concurrency={processes}", "--without-gossip", "--without-mingle"]
            + ["-n", f"bench{processes}@%h"],
            cwd=ROOT,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    deadline = time.monotonic() + 120
    while " ready." not in log.read_text(errors="replace"):
        if proc.poll() is not None or time.monotonic() > deadline:
            raise SystemExit(f"worker did not start:\n{log.read_text()[-3000:]}")
        time.sleep(0.2)
    return proc


def stop(proc: subprocess.Popen[bytes]) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def task_row(env: dict[str, str], pk: str) -> dict[str, Any]:
    if env.get("DATABASE_URL", "").startswith("postgres"):
        import psycopg

        with psycopg.connect(env["DATABASE_URL"]) as db:
            cur = db.execute(
                "SELECT status, error, result, created, finished FROM compaction_taskrun "
                "WHERE id = %s",
                [pk],
            )
            status, error, result, created, finished = cur.fetchone()
    else:
        path = Path(env["MEMORYLAB_BUILD_DIR"]) / "memorylab.sqlite3"
        with sqlite3.connect(path, timeout=30) as db:
            status, error, result, created, finished = db.execute(
                "SELECT status, error, result, created, finished FROM compaction_taskrun "
                "WHERE id = ?",
                [pk.replace("-", "")],
            ).fetchone()
        created = datetime.fromisoformat(created)
        finished = datetime.fromisoformat(finished) if finished else None
    return {
        "status": status,
        "error": error,
        "result": json.loads(result) if result else None,
        "wall": (finished - created).total_seconds() if finished else None,
    }


def part_cpu(env: dict[str, str], pk: str) -> dict[str, float]:
    """CPU seconds each worker process spent in the sweep's parts."""
    sql = "SELECT worker, result FROM compaction_taskpart WHERE run_id = {} AND index >= 0"
    if env.get("DATABASE_URL", "").startswith("postgres"):
        import psycopg

        with psycopg.connect(env["DATABASE_URL"]) as db:
            rows = db.execute(sql.format("%s"), [pk]).fetchall()
    else:
        path = Path(env["MEMORYLAB_BUILD_DIR"]) / "memorylab.sqlite3"
        with sqlite3.connect(path, timeout=30) as db:
            rows = db.execute(sql.format("?").replace("index", '"index"'), [pk.replace("-", "")])
            rows = rows.fetchall()
    out: dict[str, float] = {}
    for worker, result in rows:
        out[worker] = out.get(worker, 0.0) + json.loads(result)["cpu_seconds"]
    return out


def one_sweep(env: dict[str, str], data: Path, compare: bool) -> dict[str, Any]:
    request = REQUEST % (str(data), compare or None)
    pk = json.loads(manage(env, "shell", "--no-imports", "-c", request).split()[-1])
    deadline = time.monotonic() + TIMEOUT
    while True:
        row = task_row(env, pk)
        if row["status"] not in ("queued", "running"):
            break
        if time.monotonic() > deadline:
            raise SystemExit(f"sweep {pk} not done after {TIMEOUT}s")
        time.sleep(0.5)
    if row["status"] != "done":
        raise SystemExit(f"sweep {pk} {row['status']}: {row['error']}")
    row["cpu_by_process"] = part_cpu(env, pk)
    return row


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", default="1,2", help="worker processes to compare")
    parser.add_argument("--repeat", type=int, default=1, help="sweeps per worker count")
    parser.add_argument("--compare", action="store_true", help="every baseline side by side")
    args = parser.parse_args()
    counts = [int(n) for n in args.workers.split(",")]
    with tempfile.TemporaryDirectory(prefix="sweep-fanout-") as tmp:
        data, sources = runs_folder(Path(tmp))
        conversations = len(list(data.iterdir()))
        print(
            f"data: {conversations} SWE runs from {', '.join(sources)}; 5 thresholds"
            + ("; every baseline side by side" if args.compare else "")
        )
        print(f"cores: {len(os.sched_getaffinity(0))}, load average {os.getloadavg()[0]:.1f}")
        walls: dict[int, float] = {}
        for n in counts:
            build = Path(tmp) / f"build-{n}"
            env = environment(build, data)
            manage(env, "migrate", "--noinput")
            worker = start_worker(env, n, Path(tmp) / f"worker-{n}.log")
            try:
                times = []
                for _ in range(args.repeat):
                    row = one_sweep(env, data, args.compare)
                    doc = row["result"]
                    times.append(row["wall"])
                    print(
                        f"{n} worker process(es): {row['wall']:.1f} s wall, "
                        f"{doc['cpu_seconds']:.1f} s CPU in {doc['parts']} parts on "
                        f"{doc['workers']} process(es)"
                        + (
                            f" + {doc['compare']['elapsed_seconds']:.1f} s for the baselines"
                            if "compare" in doc
                            else ""
                        )
                        + f"; {doc['conversation_count']} "
                        f"conversations x {len(doc['thresholds'])} thresholds; CPU per process: "
                        + ", ".join(f"{c:.1f} s" for c in sorted(row["cpu_by_process"].values()))
                        + f" (load average {os.getloadavg()[0]:.1f})",
                        flush=True,
                    )
                walls[n] = min(times)
            finally:
                stop(worker)
        if 1 in walls:
            for n, wall in walls.items():
                if n != 1:
                    print(f"{n} processes / 1 process: {wall / walls[1]:.2f}x (goal <= 0.6x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

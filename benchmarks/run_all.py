"""Every benchmark, one Markdown report: ``make bench``.

    .venv/bin/python benchmarks/run_all.py [--quick] [--workers 2] [--only memory,goals]

Writes build/bench/results.md and prints it. The data comes from ``$MEMORYLAB_DATA``
(default ../shared/data relative to the repository); without it the benchmarks use
generated conversations and say so. Numbers, not pass/fail: a benchmark never fails the
build, but a crashing one is reported in the file.
"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys
import time
import traceback
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from common import ROOT, data_dir  # noqa: E402

# Benchmarks run as they are (their own output, in a code block); a missing one is left out.
SCRIPTS = {
    "summary_quality": "summary_quality.py",
    # Value changes said in everyday words: is only the new value stated as current?
    "value_phrasings": "value_phrasings.py",
    "ui_render": "ui_render.py",
    "proxy": "proxy_bench.py",
    "devserver_latency": "devserver_latency.py",
    # >= 100 SIGKILLs of gunicorn workers on SQLite and on PostgreSQL (needs the server),
    # with each archive backend.
    "crash_loop": "crash_loop.py",
    # A 4,000-message import through the database store vs in memory, per database and
    # archive backend (needs the PostgreSQL server).
    "import_store": "import_store.py",
    # One sweep (SWE runs x 5 thresholds) fanned out on real workers: 1 vs 2 processes.
    "sweep_fanout": "sweep_fanout.py",
}
ALIASES = {"extractive_recall": "retention"}


def _section_memory(quick: bool, workers: int) -> str:
    import memory_bench

    return "\n".join(t.markdown() for t in memory_bench.run(quick))


def _section_goals(quick: bool, workers: int) -> str:
    import goals

    return "\n".join(t.markdown() for t in goals.run(quick, workers))


def _section_retention(quick: bool, workers: int) -> str:
    import extractive_recall

    return "\n".join(t.markdown() for t in extractive_recall.run(quick))


SECTIONS = {
    "memory": ("Memory layers (the design's benchmarks, docs/design.md)", _section_memory),
    "retention": (
        "What the agent reads after compaction: section accuracy, summary recall, context "
        "recall, stale leakage, summary size (shipped, shared and held-out labelled sets)",
        _section_retention,
    ),
    "goals": (
        "Goal figures on the SWE trajectories: tokens per task, retention, prompt caching",
        _section_goals,
    ),
}


def _script(name: str) -> str:
    path = HERE / SCRIPTS[name]
    if not path.exists():
        return f"_{path.name} is not there._\n"
    proc = subprocess.run(
        [sys.executable, str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=1800,
        env={**os.environ, "LITELLM_LOCAL_MODEL_COST_MAP": "True"},
    )
    out = proc.stdout.strip() or "(no output)"
    if proc.returncode:
        out += f"\n\n(exit code {proc.returncode})\n{proc.stderr.strip()[-2000:]}"
    return f"```\n{out}\n```\n"


def main() -> int:
    parser = argparse.ArgumentParser(description="Run every benchmark; write a Markdown table.")
    parser.add_argument("--quick", action="store_true", help="smaller sizes (a smoke run)")
    parser.add_argument("--workers", type=int, default=2, help="sweep processes (default 2)")
    parser.add_argument(
        "--only",
        default="",
        help=f"comma-separated subset of {', '.join([*SECTIONS, *SCRIPTS])}",
    )
    parser.add_argument("--out", default=str(ROOT / "build" / "bench" / "results.md"))
    args = parser.parse_args()
    present = [name for name, file in SCRIPTS.items() if (HERE / file).exists()]
    wanted = [ALIASES.get(w.strip(), w.strip()) for w in args.only.split(",") if w.strip()]
    wanted = wanted or [*SECTIONS, *present]
    unknown = [w for w in wanted if w not in SECTIONS and w not in SCRIPTS]
    if unknown:
        parser.error(f"--only: unknown {', '.join(unknown)}")
    started = time.perf_counter()
    parts = [
        "# memorylab benchmarks",
        "",
        f"- machine: {platform.platform()}, Python {platform.python_version()}, "
        f"{os.cpu_count()} CPUs; data: {data_dir()}"
        + ("" if data_dir().is_dir() else " (missing: generated conversations are used)"),
        f"- run: {time.strftime('%Y-%m-%d %H:%M:%S %Z')}{' (quick)' if args.quick else ''}",
        "",
    ]
    for name in wanted:
        t = time.perf_counter()
        if name in SECTIONS:
            title, fn = SECTIONS[name]
            try:
                body = fn(args.quick, args.workers)
            except Exception:  # a benchmark that crashes is reported, the others still run
                body = f"```\n{traceback.format_exc()}\n```\n"
        else:
            title, body = f"{SCRIPTS[name]}", _script(name)
        parts += [f"## {title}", "", body, f"_({time.perf_counter() - t:.1f} s)_", ""]
    parts.append(f"Total: {time.perf_counter() - started:.1f} s")
    report = "\n".join(parts) + "\n"
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(report, encoding="utf-8")
    print(report)
    print(f"(written to {out})")
    return 0


if __name__ == "__main__":
    sys.exit(main())

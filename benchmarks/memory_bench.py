"""The design's benchmarks (docs/design.md): BenchmarkMemoryMicroCompact,
BenchmarkMemoryAutoCompactThreshold, BenchmarkMemoryArchiveWrite, across small / many /
huge tool outputs and short / medium / long sessions; plus scaling of ``step`` and
``next_turn`` with session length and archive appends per second per fsync policy.

    .venv/bin/python benchmarks/memory_bench.py [--quick]

Prints Markdown tables. Numbers, not assertions: nothing here fails.
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from common import (
    SESSION_CALLS,
    TOOL_SIZES,
    Table,
    generated_session,
    tool_output,
)

from compaction.engine import JsonlArchive, Message, NewRecord, build_memory, replay


def _spec(micro: bool, threshold: int | None, **extra: Any) -> dict[str, Any]:
    return {
        "micro_compact": micro,
        "auto_compact": (
            {"enabled": True, "threshold_tokens": threshold, "summary_model": "extractive"}
            if threshold
            else {"enabled": False}
        ),
        "archive": {"enabled": False},
        **extra,
    }


def _timed_replay(conv: Any, spec: dict[str, Any]) -> tuple[Any, float, list[float]]:
    """A replay whose ``step``/``next_turn`` calls are timed one by one."""
    memory = build_memory(spec)
    timings: list[float] = []
    for name in ("step", "next_turn"):
        original = getattr(memory, name)

        def timed(sid: str, _original: Any = original) -> Any:
            t = time.perf_counter()
            try:
                return _original(sid)
            finally:
                timings.append((time.perf_counter() - t) * 1000)

        setattr(memory, name, timed)
    started = time.perf_counter()
    report = replay(conv, memory, session_id="bench")
    return report, time.perf_counter() - started, timings


def bench_micro(sizes: list[str], lengths: list[str]) -> Table:
    table = Table(
        "BenchmarkMemoryMicroCompact (micro_compact only)",
        ["tool output", "session", "tool calls", "raw tokens", "tokens/task % of baseline",
         "micro compactions", "step median ms", "step p95 ms"],
    )  # fmt: skip
    for size in sizes:
        for length in lengths:
            conv = generated_session(size, length)
            report, _, timings = _timed_replay(conv, _spec(True, None))
            t = report.totals
            table.rows.append(
                [size, length, SESSION_CALLS[length], t["raw_tokens"],
                 100 * t["tokens_per_task"] / t["baseline_tokens_per_task"],
                 report.micro_compactions, statistics.median(timings),
                 sorted(timings)[int(0.95 * (len(timings) - 1))]]
            )  # fmt: skip
    table.notes.append(
        f"tool output lines per call: {TOOL_SIZES}; generated sessions, one user turn each"
    )
    return table


def bench_auto(sizes: list[str], lengths: list[str], thresholds: list[int]) -> Table:
    table = Table(
        "BenchmarkMemoryAutoCompactThreshold (micro + extractive auto_compact)",
        ["tool output", "session", "threshold", "tokens/task % of baseline", "compactions",
         "unprofitable", "ms per compaction", "replay s"],
    )  # fmt: skip
    for size in sizes:
        for length in lengths:
            conv = generated_session(size, length)
            for threshold in thresholds:
                report, elapsed, timings = _timed_replay(conv, _spec(True, threshold))
                t = report.totals
                n = len(report.compactions)
                unprofitable = sum(1 for p in report.compactions if p.benefit_tokens <= 0)
                # The compactions run inside step/next_turn: the slowest calls are them.
                comp_ms = statistics.mean(sorted(timings)[-n:]) if n else 0.0
                table.rows.append(
                    [size, length, threshold,
                     100 * t["tokens_per_task"] / t["baseline_tokens_per_task"], n,
                     unprofitable, comp_ms, elapsed]
                )  # fmt: skip
    return table


def bench_summary_length(lengths: list[int]) -> Table:
    table = Table(
        "Summary length (max_summary_tokens) at threshold 8000, many outputs, long session",
        ["max_summary_tokens", "tokens/task % of baseline", "compactions", "final context"],
    )
    conv = generated_session("many", "long")
    for n in lengths:
        spec = _spec(True, 8000)
        spec["auto_compact"]["max_summary_tokens"] = n
        report, _, _ = _timed_replay(conv, spec)
        t = report.totals
        table.rows.append(
            [n, 100 * t["tokens_per_task"] / t["baseline_tokens_per_task"], t["compactions"],
             t["final_context_tokens"]]
        )  # fmt: skip
    return table


def _grow(memory: Any, sid: str, target: int, lines: int = 40) -> int:
    """Append tool rounds until the raw session holds ``target`` tokens; returns rounds."""
    memory.append(sid, Message.text_message("system", "You are an agent."))
    memory.append(sid, Message.text_message("user", "Investigate the slow batch jobs."))
    n = 0
    state = memory.state(sid)
    while state is None or state.raw_tokens < target:
        memory.append(sid, *_round(n, lines))
        n += 1
        state = memory.state(sid)
    return n


def _round(n: int, lines: int) -> list[Message]:
    ref = f"r{n}"
    return [
        Message.from_dict(
            {"role": "model", "content": [
                {"text": f"Checking batch {n}."},
                {"toolRequest": {"name": "shell", "ref": ref, "input": {"cmd": f"inspect {n}"}}}]}
        ),
        Message.from_dict(
            {"role": "tool", "content": [
                {"toolResponse": {"name": "shell", "ref": ref, "output": tool_output(n, lines)}}]}
        ),
    ]  # fmt: skip


def _scaling_run(memory: Any, target: int, repeat: int) -> tuple[float, float, float]:
    """Medians (ms) of one append of a tool round, one ``step`` and one ``next_turn``."""
    sid = "scale"
    n = _grow(memory, sid, target)
    memory.step(sid)
    appends, steps, turns = [], [], []
    numbers = itertools.count(n)
    for _ in range(repeat):
        for timings, call in ((steps, memory.step), (turns, memory.next_turn)):
            t = time.perf_counter()
            memory.append(sid, *_round(next(numbers), 40))
            appends.append((time.perf_counter() - t) * 1000)
            t = time.perf_counter()
            call(sid)
            timings.append((time.perf_counter() - t) * 1000)
    return statistics.median(appends), statistics.median(steps), statistics.median(turns)


def bench_scaling(sizes: list[int], repeat: int) -> Table:
    """Cost of one ``step`` / ``next_turn`` (after appending one tool round) as the session
    grows. Micro on, auto off (nothing collapses the session), archive in memory and on
    disk with fsync at each step (policy ``turn``)."""
    table = Table(
        "Scaling: step / next_turn cost vs session length (micro on, auto off)",
        ["session raw tokens (at the end)", "context tokens", "append ms", "step ms (median)",
         "next_turn ms (median)", "step ms, JSONL fsync=turn"],
    )  # fmt: skip
    for target in sizes:
        row: list[Any] = []
        for archive in ("memory", "jsonl"):
            with tempfile.TemporaryDirectory() as tmp:
                spec = _spec(True, None)
                if archive == "jsonl":
                    spec["archive"] = {"enabled": True, "path": tmp, "fsync": "turn"}
                memory = build_memory(spec)
                append_ms, step_ms, turn_ms = _scaling_run(memory, target, repeat)
                if archive == "memory":
                    state = memory.state("scale")
                    row = [state.raw_tokens if state else target,
                           memory.context_tokens("scale"), append_ms, step_ms, turn_ms]  # fmt: skip
                else:
                    row.append(step_ms)
                close = getattr(memory.archive, "close", None)
                if close:
                    close()
        table.rows.append(row)
    table.notes.append(
        "goal: step/next_turn under 2 ms median for a 100k-token session; the "
        "cost must stay flat as the session grows"
    )
    return table


def bench_archive(sizes: dict[str, int], seconds: float) -> Table:
    table = Table(
        "BenchmarkMemoryArchiveWrite: JSONL appends per second per fsync policy",
        ["fsync", "record", "bytes/record", "appends/s", "MB/s"],
    )
    for policy in ("always", "turn", "never"):
        for label, lines in sizes.items():
            with tempfile.TemporaryDirectory() as tmp:
                archive = JsonlArchive(Path(tmp), policy)
                msg = Message.from_dict(
                    {"role": "tool", "content": [{"toolResponse": {
                        "name": "shell", "ref": "x", "output": tool_output(0, lines)}}]}
                )  # fmt: skip
                record = NewRecord("tool_result", 1, {"message": msg.to_dict()})
                n, started = 0, time.perf_counter()
                while time.perf_counter() - started < seconds:
                    archive.append("bench", [record])
                    n += 1
                    if policy == "turn" and n % 10 == 0:  # a turn = 10 appends here
                        archive.sync("bench")
                elapsed = time.perf_counter() - started
                size = archive.path_for("bench").stat().st_size / n
                archive.close()
                table.rows.append([policy, label, int(size), n / elapsed, n * size / elapsed / 1e6])
    table.notes.append("fsync=turn: one fsync per 10 appends (one agent turn here)")
    return table


def run(quick: bool = False) -> list[Table]:
    sizes = ["small", "many", "huge"]
    lengths = ["short", "medium"] if quick else ["short", "medium", "long"]
    thresholds = [8000, 16000] if quick else [4000, 8000, 12000, 16000, 24000]
    return [
        bench_micro(sizes, lengths),
        bench_auto(["many", "huge"] if quick else sizes, lengths, thresholds),
        bench_summary_length([500, 1000, 2000]),
        bench_scaling([10_000, 50_000] if quick else [10_000, 25_000, 50_000, 100_000, 200_000],
                      10 if quick else 30),
        bench_archive({"small": 4, "many": 40, "huge": 2000}, 0.3 if quick else 1.0),
    ]  # fmt: skip


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer sizes (a smoke run)")
    args = parser.parse_args()
    for t in run(args.quick):
        print(t.markdown())

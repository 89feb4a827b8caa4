"""Shared pieces of the benchmarks: where the data is, generated conversations when it is
not there, a small result table type. Benchmarks print numbers; they are not tests."""

from __future__ import annotations

import os
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from compaction.engine import Conversation, Message, ensure_offline_tiktoken  # noqa: E402

ensure_offline_tiktoken()


def data_dir() -> Path:
    """``$MEMORYLAB_DATA``, default ``../shared/data`` relative to the repository."""
    return Path(os.environ.get("MEMORYLAB_DATA") or ROOT.parent / "shared" / "data")


def swe_dir() -> Path | None:
    path = data_dir() / "swe-agent-trajectories"
    return path if path.is_dir() else None


@dataclass
class Table:
    title: str
    header: Sequence[str]
    rows: list[Sequence[Any]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def markdown(self) -> str:
        out = [f"### {self.title}", ""]
        out.append("| " + " | ".join(str(h) for h in self.header) + " |")
        out.append("|" + "|".join("---" for _ in self.header) + "|")
        for row in self.rows:
            out.append("| " + " | ".join(_cell(v) for v in row) + " |")
        if self.notes:
            out.append("")
            out += [f"- {n}" for n in self.notes]
        return "\n".join(out) + "\n"


def _cell(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:.3f}" if abs(value) < 10 else f"{value:.1f}"
    return str(value)


def median_ms(fn: Callable[[], Any], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times)


# -- generated conversations (when the shared data is not there) ----------------------------

TOOL_SIZES = {"small": 4, "many": 40, "huge": 2000}  # lines of tool output per call
SESSION_CALLS = {"short": 8, "medium": 30, "long": 100}  # tool calls per session


def tool_output(step: int, lines: int) -> str:
    return "\n".join(
        f"[{step}:{i}] src/service/handler_{i % 13}.py:{20 + i} checked {i * 7 % 101} items in "
        f"{i % 9}.{i % 7}s status={'ok' if i % 11 else 'retry'}"
        for i in range(lines)
    )


def generated_session(size: str, length: str, *, turns: int = 1) -> Conversation:
    """A tool-heavy agent session: ``SESSION_CALLS[length]`` tool calls with outputs of
    ``TOOL_SIZES[size]`` lines, spread over ``turns`` user turns."""
    lines, calls = TOOL_SIZES[size], SESSION_CALLS[length]
    msgs: list[dict[str, Any]] = [
        {"role": "system", "content": [{"text": "You are an operations agent with a shell."}]}
    ]
    per_turn = max(1, calls // turns)
    for step in range(calls):
        if step % per_turn == 0:
            msgs.append(
                {
                    "role": "user",
                    "content": [{"text": f"Part {step // per_turn + 1}: find why job {step} "
                                 "is slow; keep the retry limit at 5 and report the root cause."}],
                }
            )  # fmt: skip
        ref = f"call-{step}"
        msgs.append(
            {
                "role": "model",
                "content": [
                    {"text": f"Next I check handler batch {step} because the latency grew there. "
                     "Then I compare it with the previous run and decide what to change."},
                    {"toolRequest": {"name": "shell", "ref": ref,
                                     "input": {"cmd": f"inspect --batch {step} --verbose"}}},
                ],
            }
        )  # fmt: skip
        msgs.append(
            {
                "role": "tool",
                "content": [
                    {"toolResponse": {"name": "shell", "ref": ref,
                                      "output": tool_output(step, lines)}}
                ],
            }
        )  # fmt: skip
        if (step + 1) % per_turn == 0:
            msgs.append(
                {"role": "model", "content": [{"text": f"Batch {step} done: retry limit 5 kept."}]}
            )
    return Conversation(
        id=f"gen-{size}-{length}",
        title=f"generated {size} outputs, {length} session",
        source="generated",
        messages=[Message.from_dict(m) for m in msgs],
    )


def swe_conversations(limit: int | None = None) -> tuple[list[Conversation], str]:
    """The SWE trajectories when present, else generated sessions; and where they came from."""
    from evaluation.sweep import load_input

    path = swe_dir()
    if path is not None:
        convs = load_input(path).conversations
        return (convs[:limit] if limit else convs), f"{path} ({len(convs)} trajectories)"
    convs = [generated_session(s, n) for s in ("many", "huge") for n in ("short", "medium", "long")]
    return convs, "generated sessions (no shared data found; set MEMORYLAB_DATA)"

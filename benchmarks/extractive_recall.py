"""How much of a labelled conversation the extractive summarizer keeps (prints numbers).

    .venv/bin/python benchmarks/extractive_recall.py [PATH ...]   (default /work/shared/data/labelled)

For each labelled conversation (FORMAT.md of the shared data):
  (a) one summary of the whole conversation; the context scored is the system messages plus
      the summary message, against "plain truncation": the last messages of the
      conversation that fit in the same token budget;
  (b) a replay as an agent (append, ``step`` before each model message, ``next_turn`` before
      each new user text) with micro_compact on and a threshold low enough for three or more
      auto compactions, then the final context is scored.
Recall is over labels (pooled), per kind and overall.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from compaction.engine.formats import InvalidConversation, load_conversations  # noqa: E402
from compaction.engine.memory import build_memory  # noqa: E402
from compaction.engine.messages import Message  # noqa: E402
from compaction.engine.retention import RetentionScore, score  # noqa: E402
from compaction.engine.tokens import TokenEstimator, ensure_offline_tiktoken  # noqa: E402

KINDS = ("user_goal", "fact", "decision", "pending_action", "open_issue", "reference")
BUDGET = 2000


def load(path: Path) -> list[dict[str, Any]]:
    """Labelled conversations (FORMAT.md), or any format the engine reads with derived
    labels (SWE trajectories, tau-bench, LoCoMo); files that are not conversations are
    skipped, and so are conversations without labels."""
    errors: list[InvalidConversation] = []
    convs = [c.to_dict() for c in load_conversations(path, errors=errors) if c.labels]
    for exc in errors:
        print(f"skipped: {exc}", file=sys.stderr)
    return convs


def one_summary(conv: dict[str, Any], tmp: str) -> tuple[list[Message], int, float]:
    memory = build_memory(
        {
            "auto_compact": {"max_summary_tokens": BUDGET},
            "archive": {"path": tmp, "fsync": "never"},
            "micro_compact": False,
        }
    )
    sid = "bench-" + conv["id"]
    memory.append(sid, *conv["messages"])
    started = time.process_time()  # CPU time: the machine may be busy with other work
    result = memory.compact(sid)
    elapsed = time.process_time() - started
    if not result.ok:
        raise SystemExit(f"{conv['id']}: compaction failed: {result.reason}")
    context = memory.context(sid)
    summary = next(m for m in context if m.is_summary)
    return context, memory.estimator.count(summary), elapsed


def three_compactions(conv: dict[str, Any], tmp: str) -> tuple[list[Message], int]:
    """Append a third of the conversation and compact, three times: the last summary must
    carry what the first two kept (the previous summary is merged, not lost)."""
    memory = build_memory(
        {
            "auto_compact": {"max_summary_tokens": BUDGET},
            "archive": {"path": tmp, "fsync": "never"},
            "micro_compact": False,
        }
    )
    sid = "three-" + conv["id"]
    msgs = conv["messages"]
    cuts = [len(msgs) // 3, 2 * len(msgs) // 3, len(msgs)]
    start = 0
    for cut in cuts:
        # never cut between a tool call and its result
        while cut < len(msgs) and msgs[cut]["role"] == "tool":
            cut += 1
        memory.append(sid, *msgs[start:cut])
        start = cut
        result = memory.compact(sid)
        if not result.ok:
            raise SystemExit(f"{conv['id']}: compaction failed: {result.reason}")
    context = memory.context(sid)
    summary = next(m for m in context if m.is_summary)
    return context, memory.estimator.count(summary)


def truncation(conv: dict[str, Any], budget: int) -> list[Message]:
    """System messages plus the newest messages that fit in ``budget`` tokens."""
    est = TokenEstimator()
    msgs = [Message.from_dict(m) for m in conv["messages"]]
    kept: list[Message] = []
    used = 0
    for msg in reversed([m for m in msgs if m.role != "system"]):
        cost = est.count(msg)
        if used + cost > budget:
            break
        kept.append(msg)
        used += cost
    return [m for m in msgs if m.role == "system"] + kept[::-1]


def replay(conv: dict[str, Any], tmp: str, threshold: int) -> tuple[list[Message], int]:
    memory = build_memory(
        {
            "micro_compact": {"enabled": True},
            "auto_compact": {
                "threshold_tokens": threshold,
                "min_saving_tokens": 500,
                "max_summary_tokens": BUDGET,
            },
            "archive": {"path": tmp, "fsync": "never"},
        }
    )
    sid = f"replay-{conv['id']}-{threshold}"
    compactions = 0
    seen_user = False
    for raw in conv["messages"]:
        msg = Message.from_dict(raw)
        if msg.starts_turn:
            if seen_user:
                compactions += _count(memory.next_turn(sid).events)
            seen_user = True
        if msg.role == "model":
            compactions += _count(memory.step(sid).events)
        memory.append(sid, msg)
    compactions += _count(memory.next_turn(sid).events)
    return memory.context(sid), compactions


def _count(events: list[dict[str, Any]]) -> int:
    return sum(1 for e in events if e.get("type") == "auto_compact")


def replay_3(conv: dict[str, Any], tmp: str) -> tuple[list[Message], int, int]:
    """The highest threshold (in steps) that yields at least three compactions."""
    last: tuple[list[Message], int, int] | None = None
    for threshold in (16000, 12000, 9000, 7000, 5500, 4500):
        context, n = replay(conv, tmp, threshold)
        last = (context, n, threshold)
        if n >= 3:
            break
    assert last is not None
    return last


def fmt(value: float | None) -> str:
    return "  n/a" if value is None else f"{value:5.2f}"


def table(title: str, rows: list[tuple[str, RetentionScore, str]]) -> None:
    print(f"\n== {title}")
    print(
        f"{'conversation':34} {'recall':>6} "
        + " ".join(f"{k[:8]:>8}" for k in KINDS)
        + f" {'stale':>5}  extra"
    )
    pooled: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    total = [0, 0]
    stale = 0
    for name, s, extra in rows:
        cells = []
        for k in KINDS:
            ks = s.by_kind.get(k)
            cells.append(f"{ks.retained:>3}/{ks.total:<3}" if ks else f"{'-':>7}")
            if ks:
                pooled[k][0] += ks.retained
                pooled[k][1] += ks.total
        total[0] += s.retained
        total[1] += s.total
        stale += s.stale_mentions
        print(
            f"{name[:34]:34} {fmt(s.recall):>6} "
            + " ".join(f"{c:>8}" for c in cells)
            + f" {s.stale_mentions:>5}  {extra}"
        )
    cells = [fmt(pooled[k][0] / pooled[k][1] if pooled[k][1] else None) for k in KINDS]
    print(
        f"{'ALL (pooled over labels)':34} {fmt(total[0] / total[1] if total[1] else None):>6} "
        + " ".join(f"{c:>8}" for c in cells)
        + f" {stale:>5}  {total[0]}/{total[1]} labels"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="*", default=["/work/shared/data/labelled"])
    parser.add_argument("--show", action="store_true", help="print each summary")
    args = parser.parse_args()
    ensure_offline_tiktoken()
    convs = [c for p in args.paths for c in load(Path(p))]
    summary_rows, trunc_rows, replay_rows, three_rows = [], [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        for conv in convs:
            labels, stale = conv["labels"], conv.get("stale", [])
            context, tokens, elapsed = one_summary(conv, tmp)
            if args.show:
                print(next(m for m in context if m.is_summary).text)
            summary_rows.append(
                (
                    conv["id"],
                    score(context, labels, stale),
                    f"{tokens} tok, {elapsed * 1000:.0f} ms cpu",
                )
            )
            trunc_rows.append(
                (conv["id"], score(truncation(conv, tokens), labels, stale), f"last {tokens} tok")
            )
            context3, tokens3 = three_compactions(conv, tmp)
            three_rows.append(
                (conv["id"], score(context3, labels, stale), f"{tokens3} tok summary")
            )
            final, n, threshold = replay_3(conv, tmp)
            replay_rows.append(
                (
                    conv["id"],
                    score(final, labels, stale),
                    f"{n} compactions at {threshold}, "
                    f"{TokenEstimator().count_all(final)} tok final",
                )
            )
    table("(a) one extractive summary of the whole conversation", summary_rows)
    table("(a') plain truncation to the same token budget", trunc_rows)
    table("(c) three successive compactions (a third each), system + last summary only", three_rows)
    table("(b) replay with micro_compact + 3 or more auto compactions, final context", replay_rows)


if __name__ == "__main__":
    main()

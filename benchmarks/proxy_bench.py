"""The OpenAI-compatible proxy under gunicorn + SQLite, against a fake provider.

    .venv/bin/python benchmarks/proxy_bench.py [--path DIR_OR_FILE] [--threshold 3000]

An agent plays each conversation as a model would have been called: at every recorded
model message it sends its whole message list to ``/api/v1/openai/chat/completions``; the
fake provider on 127.0.0.1 answers with the recorded message. Prints:

* whether every call was answered with the provider's message;
* tokens the provider received / tokens the agent sent, over all calls (goal <= 60%);
* whether the session's history is identical to the conversation;
* the proxy's overhead per call, excluding the provider's time: the agent's round trip
  minus the time the fake provider spent answering (goal p50 <= 15 ms), and of that, what
  is memorylab's own (also excluding the litellm call, from the ``Server-Timing`` header).

Conversations: ``benchmarks/heldout/labelled/`` when it exists (held out: nobody tuned on
them), else the labelled set shipped in ``evaluation/fixtures/labelled/``. The output
says which.
"""

from __future__ import annotations

import argparse
import os
import secrets
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))

from api_load import gunicorn, issue_token, manage, server_env  # noqa: E402
from common import Table  # noqa: E402

from compaction.engine import (  # noqa: E402
    TokenEstimator,
    from_openai,
    load_conversations,  # noqa: E402
    to_openai,
)
from tests.proxy.fake_upstream import FakeUpstream  # noqa: E402

HELDOUT = HERE / "heldout" / "labelled"
SHIPPED = ROOT / "evaluation" / "fixtures" / "labelled"
# A model litellm has a price for, as an agent would name: the fake provider answers any
# name, but for a name without a price litellm spends ~3 ms per call searching for one.
MODEL = "openai/gpt-4o-mini"
ESTIMATOR = TokenEstimator("gpt-4o")


def tokens(messages: list[dict[str, Any]]) -> int:
    return sum(ESTIMATOR.count(m) for m in from_openai(messages))


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def _server_timing(header: str, metric: str) -> float:
    for part in header.split(","):
        name, _, dur = part.strip().partition(";dur=")
        if name == metric and dur:
            return float(dur) / 1000
    return 0.0


def play(
    http: httpx.Client, upstream: FakeUpstream, conversation: Any, session: str
) -> dict[str, Any]:
    """One agent, one conversation; returns its figures."""
    recorded = to_openai(conversation.messages)
    sent: list[dict[str, Any]] = []
    out: dict[str, Any] = {
        "calls": 0,
        "answered": 0,
        "agent_tokens": 0,
        "upstream_tokens": 0,
        "overhead": [],
        "memorylab": [],
        "cpu": [],
        "errors": [],
    }
    for message in recorded:
        if message["role"] != "assistant":
            sent.append(message)
            continue
        upstream.answer(message)
        seen = len(upstream.requests)
        started = time.perf_counter()
        r = http.post(
            "/api/v1/openai/chat/completions",
            json={"model": MODEL, "messages": sent},
            headers={"X-Memorylab-Session": session},
        )
        wall = time.perf_counter() - started
        out["calls"] += 1
        if r.status_code != 200:
            out["errors"].append(f"call {out['calls']}: HTTP {r.status_code} {r.text[:200]}")
            break
        got = r.json()["choices"][0]["message"]
        same = (got.get("content") or None) == (message.get("content") or None) and [
            (c["id"], c["function"]["name"], c["function"]["arguments"])
            for c in got.get("tool_calls") or []
        ] == [
            (c["id"], c["function"]["name"], c["function"]["arguments"])
            for c in message.get("tool_calls") or []
        ]
        out["answered"] += same
        provider = upstream.handler_seconds[seen] if len(upstream.handler_seconds) > seen else 0.0
        out["overhead"].append(wall - provider)
        timing = r.headers.get("Server-Timing", "")
        out["memorylab"].append(wall - _server_timing(timing, "upstream"))
        out["cpu"].append(_server_timing(timing, "cpu"))
        out["agent_tokens"] += tokens(sent)
        out["upstream_tokens"] += tokens(upstream.requests[seen]["messages"])
        sent.append(got)
    history: list[dict[str, Any]] = []
    while True:
        page = http.get(
            f"/api/v1/sessions/{session}/history", params={"limit": 1000, "offset": len(history)}
        ).json()
        history += page["items"]
        if len(history) >= page["count"] or not page["items"]:
            break
    # What the agent sent, read back: OpenAI's format carries a tool's output as a string,
    # so a structured output of the recorded conversation arrives as its JSON text.
    sent_back = from_openai(recorded)
    out["identical"] = history == [m.to_dict() for m in sent_back]
    return out


def run(path: Path | None = None, threshold: int = 3000) -> str:
    if path is None:
        path, which = (HELDOUT, "held-out") if HELDOUT.is_dir() else (SHIPPED, "shipped")
    else:
        which = "given"
    conversations = load_conversations(path)
    shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
    lines = [
        f"conversations: {which} set, {shown} ({len(conversations)} conversations, "
        f"{sum(len(c.messages) for c in conversations)} messages); auto_compact "
        f"threshold_tokens {threshold}; gunicorn 2 workers x 2 threads; SQLite with the "
        f"server's defaults; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs",
        "",
    ]
    upstream = FakeUpstream()
    spec = {"type": "memory", "spec": {"auto_compact": {"threshold_tokens": threshold}}}
    with tempfile.TemporaryDirectory(prefix="proxy-bench-") as tmp:
        build = Path(tmp)
        env = server_env(f"sqlite:///{build / 'db.sqlite3'}", build)
        env.update(
            MEMORYLAB_PROXY_API_BASE=upstream.url,
            OPENAI_API_KEY="sk-fake-provider-key",
            MEMORYLAB_ALLOWED_MODELS="openai/*",
        )
        env.pop("DB_CONN_MAX_AGE")  # the server's default for SQLite
        manage(env, "migrate", "--noinput")
        token = issue_token(env, "proxy-bench")
        with (
            gunicorn(env, workers=2, threads=2) as url,
            httpx.Client(
                base_url=url, headers={"Authorization": f"Bearer {token}"}, timeout=120
            ) as http,
        ):
            # Warm every worker up (litellm is imported on first use, seconds).
            for i in range(6):
                upstream.text("warm")
                http.post(
                    "/api/v1/openai/chat/completions",
                    json={"model": MODEL, "messages": [{"role": "user", "content": "hi"}]},
                    headers={"X-Memorylab-Session": f"warm-{i}"},
                )
            results = []
            for conv in conversations:
                session = f"bench-{secrets.token_hex(4)}"
                http.post("/api/v1/sessions", json={"id": session, "spec": spec}).raise_for_status()
                results.append((conv, play(http, upstream, conv, session)))
        with sqlite3.connect(build / "db.sqlite3") as db:
            journal = db.execute("PRAGMA journal_mode").fetchone()[0]
        lines.insert(1, f"SQLite journal_mode as the server left it: {journal}")
    upstream.close()

    table = Table(
        "Per conversation",
        ["conversation", "calls", "answered", "upstream/agent tokens", "history identical"],
    )
    for conv, r in results:
        ratio = r["upstream_tokens"] / r["agent_tokens"] if r["agent_tokens"] else 0.0
        table.rows.append(
            [conv.id, r["calls"], r["answered"], f"{ratio:.1%}", "yes" if r["identical"] else "no"]
        )
    calls = sum(r["calls"] for _, r in results)
    answered = sum(r["answered"] for _, r in results)
    agent = sum(r["agent_tokens"] for _, r in results)
    received = sum(r["upstream_tokens"] for _, r in results)
    overhead = [s * 1000 for _, r in results for s in r["overhead"]]
    own = [s * 1000 for _, r in results for s in r["memorylab"]]
    cpu = [s * 1000 for _, r in results for s in r["cpu"]]
    errors = [e for _, r in results for e in r["errors"]]
    identical = all(r["identical"] for _, r in results)
    lines += [
        f"every call answered with the upstream's message: {'yes' if answered == calls and not errors else 'no'}"
        f" ({answered}/{calls})",
        f"tokens the upstream received / tokens the agent sent: {received}/{agent} = "
        f"{received / agent:.1%} (goal <= 60%)",
        f"history identical to the conversation: {'yes' if identical else 'no'}",
        f"proxy overhead per call, excluding upstream time: p50 {statistics.median(overhead):.1f} ms, "
        f"p95 {pct(overhead, 0.95):.1f} ms (goal p50 <= 15 ms)",
        f"  of which memorylab itself (also excluding the litellm call): p50 "
        f"{statistics.median(own):.1f} ms, p95 {pct(own, 0.95):.1f} ms; CPU time of the "
        f"view p50 {statistics.median(cpu):.1f} ms (the rest is waiting: SQLite commits, "
        "archive fsync, a busy machine)",
        "",
        table.markdown(),
    ]
    lines += [f"error: {e}" for e in errors]
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--path", type=Path, help="conversations (file or folder) to play")
    parser.add_argument("--threshold", type=int, default=3000)
    args = parser.parse_args()
    print(run(args.path, args.threshold))
    return 0


if __name__ == "__main__":
    sys.exit(main())

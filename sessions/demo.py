"""Demo conversations for `make run`, generated deterministically (same seed, same bytes).

``long_incident()`` is an ops agent's tool-heavy session: 24 user turns, each with a run of
kubectl/log/metrics/config calls whose outputs are long. It is long enough (500+ messages)
that micro_compact and auto_compact both happen when it is imported, so the dashboard has
something to show. Its labels follow tests' labelled format, and every evidence string
occurs in the messages, so the evaluation lab can score it too.
"""

from __future__ import annotations

import random
from typing import Any

SYSTEM = (
    "You are an SRE assistant for the shop platform. Use the tools to inspect the cluster, "
    "logs, metrics and config. Never change production without saying so first."
)

SERVICES = ["checkout-api", "cart-api", "payment-gw", "inventory", "pricing", "search"]

# (user request, [(tool, input)], final answer). The facts that matter are stated in tool
# outputs or answers and come back later, as in a real incident.
TURNS: list[tuple[str, list[tuple[str, str]], str]] = [
    (
        "checkout p99 latency in shop-prod went from 180 ms to 900 ms after this morning's "
        "release 2024.11.3. Goal: bring p99 back under 300 ms without rolling back the release.",
        [
            ("kubectl", "get pods -n shop-prod"),
            ("metrics", "p99 checkout-api 6h"),
            ("logs", "checkout-api --since 1h"),
        ],
        "checkout-api pod checkout-api-7d9f restarted 14 times (OOMKilled); p99 is 910 ms.",
    ),
    (
        "What changed in release 2024.11.3 for checkout-api?",
        [
            ("git", "log --oneline release/2024.11.2..release/2024.11.3 -- checkout"),
            ("config", "diff deploy/values-prod.yaml"),
        ],
        "The release lowered db.pool.max_size from 64 to 20 in deploy/values-prod.yaml.",
    ),
    (
        "Are requests waiting on the DB pool?",
        [
            ("logs", "checkout-api --grep 'pool wait'"),
            ("metrics", "db_pool_wait_ms checkout-api 6h"),
            ("metrics", "db_connections shop-orders-db"),
        ],
        "Yes: pool wait is 640 ms at p99; shop-orders-db has 310 of 500 connections in use.",
    ),
    (
        "Check memory: why OOMKilled?",
        [
            ("kubectl", "describe pod checkout-api-7d9f -n shop-prod"),
            ("metrics", "container_memory checkout-api 6h"),
        ],
        "The pod limit is 512Mi; queued requests hold response buffers while waiting.",
    ),
    (
        "Decision time. What do you propose?",
        [("config", "show deploy/values-prod.yaml db.pool")],
        "Proposal: set db.pool.max_size back to 64 and raise the memory limit to 1Gi.",
    ),
    (
        "Agreed: pool 64, memory 1Gi. Roll it out as a canary first.",
        [
            ("config", "set deploy/values-prod.yaml db.pool.max_size=64"),
            ("config", "set deploy/values-prod.yaml resources.limits.memory=1Gi"),
            ("kubectl", "rollout status deploy/checkout-api-canary -n shop-prod"),
        ],
        "Decision applied: db.pool.max_size=64, memory limit 1Gi; canary at 10%.",
    ),
]


def _pods(rng: random.Random) -> str:
    lines = ["NAME                              READY   STATUS      RESTARTS   AGE"]
    for svc in SERVICES:
        for _ in range(rng.randint(3, 6)):
            suffix = "".join(rng.choice("0123456789abcdef") for _ in range(4))
            restarts = 14 if svc == "checkout-api" and suffix[0] in "0123" else rng.randint(0, 2)
            status = "OOMKilled" if restarts == 14 else "Running"
            lines.append(
                f"{svc}-{suffix:<22} 1/1     {status:<11} {restarts:<10} {rng.randint(1, 9)}h"
            )
    lines.append("checkout-api-7d9f                 0/1     OOMKilled   14         5h")
    return "\n".join(lines)


def _logs(rng: random.Random, query: str) -> str:
    lines = []
    for i in range(rng.randint(40, 70)):
        ms = rng.choice([120, 180, 240, 640, 880, 910, 1200])
        trace = "".join(rng.choice("0123456789abcdef") for _ in range(16))
        what = rng.choice(
            ["POST /checkout", "GET /cart", "pool wait", "payment authorize", "GET /price"]
        )
        lines.append(
            f"2024-11-03T09:{i % 60:02d}:{rng.randint(0, 59):02d}Z trace={trace} {what} {ms}ms"
        )
    return f"$ logs {query}\n" + "\n".join(lines)


def _metrics(rng: random.Random, query: str) -> str:
    rows = ["time   value"]
    base = rng.randint(150, 900)
    for h in range(36):
        rows.append(f"{h // 6:02d}:{(h % 6) * 10:02d}  {base + rng.randint(-60, 60)}")
    return f"query: {query}\n" + "\n".join(rows)


def _generic(rng: random.Random, tool: str, arg: str) -> str:
    body = [f"$ {tool} {arg}"]
    for _ in range(rng.randint(20, 45)):
        key = rng.choice(["db.pool", "resources", "replicas", "timeout", "retries", "cache"])
        body.append(
            f"  {key}.{rng.choice(['max_size', 'min', 'limit', 'ms'])}: {rng.randint(1, 999)}"
        )
    return "\n".join(body)


def _output(rng: random.Random, tool: str, arg: str) -> str:
    if tool == "kubectl" and arg.startswith("get pods"):
        return _pods(rng)
    if tool == "logs":
        return _logs(rng, arg)
    if tool == "metrics":
        return _metrics(rng, arg)
    return _generic(rng, tool, arg)


def _follow_up_turns(
    rng: random.Random, count: int
) -> list[tuple[str, list[tuple[str, str]], str]]:
    """Canary watching: the long tail of a real incident, many calls, few new facts."""
    turns = []
    for i in range(count):
        pct = min(10 + 5 * (i + 1), 100)
        calls: list[tuple[str, str]] = []
        for _ in range(11):
            svc = rng.choice(SERVICES)
            calls.append(
                rng.choice(
                    [
                        ("metrics", f"p99 {svc} 1h"),
                        ("logs", f"{svc} --since 15m"),
                        ("kubectl", "get pods -n shop-prod"),
                        ("metrics", f"error_rate {svc} 1h"),
                    ]
                )
            )
        turns.append(
            (
                f"Canary is at {pct}%. Check checkout p99 and errors again.",
                calls,
                f"At {pct}% canary checkout p99 is {rng.randint(230, 290)} ms, errors flat.",
            )
        )
    return turns


def long_incident(seed: int = 7) -> dict[str, Any]:
    """A labelled conversation (tests' format) of 500+ messages."""
    rng = random.Random(seed)
    turns = TURNS + _follow_up_turns(rng, 20)
    messages: list[dict[str, Any]] = [{"role": "system", "content": [{"text": SYSTEM}]}]
    call = 0
    for user, calls, answer in turns:
        messages.append({"role": "user", "content": [{"text": user}]})
        for tool, arg in calls:
            call += 1
            ref = f"call-{call}"
            messages.append(
                {
                    "role": "model",
                    "content": [
                        {"toolRequest": {"name": tool, "ref": ref, "input": {"args": arg}}}
                    ],
                }
            )
            messages.append(
                {
                    "role": "tool",
                    "content": [
                        {
                            "toolResponse": {
                                "name": tool,
                                "ref": ref,
                                "output": _output(rng, tool, arg),
                            }
                        }
                    ],
                }
            )
        messages.append({"role": "model", "content": [{"text": answer}]})
    messages.append(
        {
            "role": "user",
            "content": [
                {
                    "text": "Keep watching; verify p99 on the Grafana board once the canary reaches 100%."
                }
            ],
        }
    )
    messages.append(
        {"role": "model", "content": [{"text": "Will do: I will verify p99 on Grafana at 100%."}]}
    )

    def first(text: str) -> int:
        return next(i for i, m in enumerate(messages) if text in str(m))

    labels = [
        ("user_goal", "p99 back under 300 ms without rollback", ["300 ms", "2024.11.3"]),
        (
            "fact",
            "checkout-api-7d9f restarted 14 times, OOMKilled",
            ["checkout-api-7d9f", "OOMKilled"],
        ),
        ("fact", "pool wait p99 640 ms", ["640 ms"]),
        ("decision", "db.pool.max_size back to 64, memory 1Gi", ["db.pool.max_size=64", "1Gi"]),
        ("reference", "config in deploy/values-prod.yaml", ["deploy/values-prod.yaml"]),
        ("pending_action", "verify p99 on Grafana at 100% canary", ["Grafana", "100%"]),
    ]
    return {
        "id": "demo-checkout-latency",
        "title": "Demo: checkout p99 latency after release 2024.11.3 (long, tool-heavy)",
        "source": "memorylab demo",
        "messages": messages,
        "labels": [
            {
                "id": f"l{i}",
                "kind": kind,
                "text": text,
                "evidence": evidence,
                "message_index": max(first(e) for e in evidence),
            }
            for i, (kind, text, evidence) in enumerate(labels, 1)
        ],
        "stale": [
            {
                "id": "s1",
                "text": "pool size was 20 (set back to 64 in turn 6)",
                "terms": ["max_size from 64 to 20"],
                "message_index": first("from 64 to 20"),
            }
        ],
    }

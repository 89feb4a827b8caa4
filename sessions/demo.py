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


# -- SWE-like agent runs ---------------------------------------------------------------------
#
# A coding agent in the style of mini-swe-agent: one bash command per step, long outputs
# (listings, files, test runs, diffs). Each run fixes one invented bug in an invented
# repository; the facts that matter sit in a file, a test run and the agent's own notes,
# and most of the output around them is noise, as in real runs.

SWE_SYSTEM = (
    "You are a software engineering agent working in a git repository. Reply with a short "
    "THOUGHT and exactly one bash command per step; the command's output comes back as the "
    "tool result. Run the tests before you say you are done."
)

# (id, repository, package, the issue, the buggy module, the buggy line, the fix line,
#  the failing test, the agent's decision, the follow-up the user asks for, (the target
#  release first given, the one that replaced it))
SWE_TASKS: list[dict[str, Any]] = [
    {
        "id": "demo-swe-duration-spaces",
        "repo": "acme/timeparse",
        "package": "timeparse",
        "issue": "parse_duration('1h 30m') raises ValueError: unknown unit ' ' while "
        "parse_duration('1h30m') returns 5400. Whitespace between units must be accepted.",
        "module": "duration",
        "bug": "_UNIT_RE = re.compile(r'(\\d+)([a-z]+)')",
        "fix": "_UNIT_RE = re.compile(r'\\s*(\\d+)\\s*([a-z]+)')",
        "test": "test_spaces_between_units",
        "decision": "allow optional whitespace around each number-unit pair in _UNIT_RE",
        "follow_up": "add a changelog entry under 2.4.1",
        "releases": ("2.4.0", "2.4.1"),
    },
    {
        "id": "demo-swe-csv-bom",
        "repo": "acme/ledgerio",
        "package": "ledgerio",
        "issue": "read_statement() on a CSV exported by Excel fails with KeyError: 'date'; "
        "the first header is '\\ufeffdate'. Files with a UTF-8 byte order mark must load.",
        "module": "statement",
        "bug": "with open(path, encoding='utf-8', newline='') as fh:",
        "fix": "with open(path, encoding='utf-8-sig', newline='') as fh:",
        "test": "test_reads_excel_export_with_bom",
        "decision": "open statements with the utf-8-sig codec instead of stripping the header",
        "follow_up": "backport the fix to the 1.8 branch",
        "releases": ("1.8.3", "1.8.4"),
    },
    {
        "id": "demo-swe-retry-jitter",
        "repo": "acme/httpkit",
        "package": "httpkit",
        "issue": "RetryPolicy(backoff=2.0) sleeps 0 s before the first retry instead of 2 s; "
        "clients hammer the server after a 503. The first retry must wait backoff seconds.",
        "module": "retry",
        "bug": "delay = self.backoff * (2 ** (attempt - 1)) if attempt > 1 else 0",
        "fix": "delay = self.backoff * (2 ** (attempt - 1))",
        "test": "test_first_retry_waits_backoff",
        "decision": "compute the delay from attempt 1 on and keep the jitter added after it",
        "follow_up": "tell the payments team to upgrade to httpkit 3.2.2",
        "releases": ("3.2.1", "3.2.2"),
    },
]

_WORDS = ["cache", "config", "client", "errors", "utils", "models", "io", "compat", "cli",
          "types", "logging", "settings", "events", "plugins", "schema"]  # fmt: skip


def _swe_listing(rng: random.Random, pkg: str, module: str) -> str:
    files = [f"./{pkg}/__init__.py", f"./{pkg}/{module}.py"]
    files += [f"./{pkg}/{w}.py" for w in rng.sample(_WORDS, 9)]
    files += [f"./tests/test_{w}.py" for w in rng.sample(_WORDS, 7)]
    files += [f"./tests/test_{module}.py", "./pyproject.toml", "./CHANGELOG.md", "./README.md"]
    files += [f"./docs/{w}.md" for w in rng.sample(_WORDS, 6)]
    return "\n".join(sorted(files))


def _swe_source(rng: random.Random, task: dict[str, Any], line: str) -> str:
    out = ['"""' + task["module"] + ' helpers."""', "import re", "from . import errors", ""]
    for i in range(rng.randint(6, 9)):
        name = f"_{rng.choice(_WORDS)}_{i}"
        out += [f"def {name}(value, *, strict=False):", f'    """Normalize {name[1:]}."""']
        out += [f"    if value is None:", f"        return {rng.randint(0, 9)}"]  # noqa: F541
        out += [f"    step_{j} = len(str(value)) * {rng.randint(2, 97)}" for j in range(4)]
        out += ["    return value", ""]
    out.insert(rng.randint(4, len(out) - 1), line)
    return "\n".join(f"{n + 1:4d}  {text}" for n, text in enumerate(out))


def _swe_pytest(rng: random.Random, task: dict[str, Any], failing: bool) -> str:
    module = task["module"]
    lines = [f"tests/test_{module}.py " + "." * rng.randint(8, 20) + ("F" if failing else ".")]
    for w in rng.sample(_WORDS, 5):
        lines.append(f"tests/test_{w}.py " + "." * rng.randint(10, 40))
    if failing:
        lines += ["", "=" * 30 + " FAILURES " + "=" * 30, f"___ {task['test']} ___", ""]
        lines += [f"    def {task['test']}():", "        ...", "E       AssertionError"]
        lines += [
            f"{task['package']}/{module}.py:{rng.randint(20, 90)}: in parse",
            "E  " + task["issue"][:90],
        ]
        lines.append(f"FAILED tests/test_{module}.py::{task['test']}")
        lines.append(
            f"1 failed, {rng.randint(120, 300)} passed in {rng.randint(3, 9)}.{rng.randint(10, 99)}s"
        )
    else:
        lines.append(
            f"{rng.randint(121, 301)} passed in {rng.randint(3, 9)}.{rng.randint(10, 99)}s"
        )
    return "\n".join(lines)


def _swe_noise(rng: random.Random, pkg: str) -> tuple[str, str]:
    word = rng.choice(_WORDS)
    if rng.random() < 0.5:
        hits = [f"./{pkg}/{rng.choice(_WORDS)}.py:{rng.randint(1, 400)}:    {word}_{rng.randint(0, 99)} = "
                f"load_{word}(path, strict={rng.choice(['True', 'False'])})"
                for _ in range(rng.randint(15, 35))]  # fmt: skip
        return f"grep -rn '{word}' {pkg}/ | head -40", "\n".join(hits)
    body = [f"{n:4d}      return _{word}_{rng.randint(0, 9)}(value) + {rng.randint(1, 999)}"
            for n in range(rng.randint(30, 60))]  # fmt: skip
    return f"sed -n 1,80p {pkg}/{word}.py", "\n".join(body)


def swe_run(task: dict[str, Any], seed: int = 11) -> dict[str, Any]:
    """One SWE-like run as a labelled conversation (about 60-80 messages)."""
    rng = random.Random(f"{seed}-{task['id']}")
    pkg, module = task["package"], task["module"]
    old, new = task["releases"]
    messages: list[dict[str, Any]] = [{"role": "system", "content": [{"text": SWE_SYSTEM}]}]
    calls = 0

    def step(thought: str, command: str, output: str) -> None:
        nonlocal calls
        calls += 1
        ref = f"bash-{calls}"
        request = {"name": "bash", "ref": ref, "input": {"command": command}}
        messages.append({"role": "model", "content": [{"text": f"THOUGHT: {thought}"},
                                                      {"toolRequest": request}]})  # fmt: skip
        response = {"name": "bash", "ref": ref, "output": output}
        messages.append({"role": "tool", "content": [{"toolResponse": response}]})

    def say(role: str, text: str) -> None:
        messages.append({"role": role, "content": [{"text": text}]})

    say("user", f"Repository {task['repo']}. Issue: {task['issue']} Target release {old}.")
    step("Look at the layout first.", "find . -name '*.py' -o -name '*.md' | sort",
         _swe_listing(rng, pkg, module))  # fmt: skip
    step("Reproduce with the test suite.", f"python -m pytest tests/test_{module}.py -q",
         _swe_pytest(rng, task, failing=True))  # fmt: skip
    for _ in range(rng.randint(9, 13)):
        step("Follow the call path.", *_swe_noise(rng, pkg))
    step(f"The failure points at {pkg}/{module}.py.", f"cat -n {pkg}/{module}.py",
         _swe_source(rng, task, task["bug"]))  # fmt: skip
    say("model", f"Root cause: in {pkg}/{module}.py the line `{task['bug']}` is wrong. "
                 f"Plan: {task['decision']}.")  # fmt: skip
    say("user", f"Agreed. Change of plan: target release {new} instead of {old}.")
    for _ in range(rng.randint(7, 10)):
        step("Check the other callers before editing.", *_swe_noise(rng, pkg))
    step("Apply the fix.", f"sed -i 's/{task['bug'][:20]}.*/{task['fix'][:20]}.../' "
         f"{pkg}/{module}.py && git diff --stat", f" {pkg}/{module}.py | 2 +-\n 1 file changed")  # fmt: skip
    step("Show the change.", "git diff", f"-    {task['bug']}\n+    {task['fix']}")
    step("Run the tests again.", "python -m pytest -q", _swe_pytest(rng, task, failing=False))
    for _ in range(rng.randint(3, 5)):
        step("Make sure nothing else uses the old behaviour.", *_swe_noise(rng, pkg))
    say("model", f"Fixed: {task['test']} passes and the whole suite is green. The fix is "
                 f"`{task['fix']}` in {pkg}/{module}.py, for {new}.")  # fmt: skip
    say("user", f"Thanks. Next, {task['follow_up']}.")
    say("model", f"Will do: {task['follow_up']}.")

    said = [_said(m) for m in messages]

    def first(*evidence: str) -> int:
        # The message by which every evidence string has appeared (matched the way the
        # lab matches it: lower-cased, whitespace runs collapsed).
        return max(next(i for i, text in enumerate(said) if _norm(e) in text) for e in evidence)

    labels = [
        ("user_goal", "fix the issue", [task["issue"][:60]]),
        ("fact", "the failing test", [task["test"]]),
        ("fact", "the buggy line", [task["bug"]]),
        ("decision", "how it is fixed", [task["decision"]]),
        ("reference", "the module", [f"{pkg}/{module}.py"]),
        ("fact", "the target release", [f"target release {new}"]),
        ("pending_action", "what comes next", [task["follow_up"]]),
    ]
    return {
        "id": task["id"],
        "title": f"Demo SWE run: {task['repo']} — {task['test']}",
        "source": "memorylab demo",
        "messages": messages,
        "labels": [
            {
                "id": f"l{i}",
                "kind": kind,
                "text": text,
                "evidence": evidence,
                "message_index": first(*evidence),
            }
            for i, (kind, text, evidence) in enumerate(labels, 1)
        ],  # fmt: skip
        "stale": [
            {
                "id": "s1",
                "text": f"the target release was {old}",
                "terms": [f"release {old}"],
                "message_index": first(f"instead of {old}"),
            }
        ],  # fmt: skip
    }


def _norm(text: str) -> str:
    return " ".join(text.lower().split())


def _said(message: dict[str, Any]) -> str:
    parts = []
    for part in message["content"]:
        parts.append(part.get("text", ""))
        parts.append(str((part.get("toolRequest") or {}).get("input", {}).get("command", "")))
        parts.append(str((part.get("toolResponse") or {}).get("output", "")))
    return _norm(" ".join(parts))


def swe_runs() -> list[dict[str, Any]]:
    """The demo's SWE-like runs, generated (same bytes every time)."""
    return [swe_run(task) for task in SWE_TASKS]

"""A conversation whose summaries are written in advance: a summarizer that answers each
compaction with the next scripted text, so that every label's place, and so every figure,
is known by hand (independent of what the extractive summarizer would write)."""

from __future__ import annotations

from collections.abc import Sequence

from compaction.engine import MemorySpec, Message
from compaction.engine.formats import Conversation
from compaction.engine.memory import CompactableMemory
from compaction.engine.summary import SummaryRequest, SummaryResponse


class ScriptedSummarizer:
    """Answers the n-th compaction with ``texts[n]``."""

    name = "scripted"

    def __init__(self, texts: Sequence[str]) -> None:
        self.texts = list(texts)
        self.calls = 0

    def _next(self) -> str:
        return self.texts[min(self.calls, len(self.texts) - 1)]

    def estimate_tokens(self, request: SummaryRequest) -> int:
        return request.estimator.count_text(self._next())

    def summarize(self, request: SummaryRequest) -> SummaryResponse:
        text = self._next()
        self.calls += 1
        return SummaryResponse(text=text, model="scripted")


def filler(topic: str, lines: int = 220) -> str:
    return "\n".join(
        f"{topic} row {i}: status nominal, latency within budget" for i in range(lines)
    )


def _user(text: str) -> dict:
    return {"role": "user", "content": [{"text": text}]}


def _model(text: str, call: tuple[str, str, dict] | None = None) -> dict:
    content: list[dict] = [{"text": text}]
    if call:
        content.append({"toolRequest": {"name": call[0], "ref": call[1], "input": call[2]}})
    return {"role": "model", "content": content}


def _tool(name: str, ref: str, output: str) -> dict:
    return {
        "role": "tool",
        "content": [{"toolResponse": {"name": name, "ref": ref, "output": output}}],
    }


MESSAGES = [
    {"role": "system", "content": [{"text": "You are an operations agent."}]},
    _user("Checkout is slow. Goal: bring p99 under 300 ms. The pool size is 20 today."),  # 1
    _model("Looking at the pods.", ("kubectl", "c1", {"args": "get pods -n shop"})),  # 2
    _tool("kubectl", "c1", "order-7f9c OOMKilled 14 restarts\n" + filler("pods")),  # 3
    _model(
        "We will raise the pool size to 50 in deploy/values-prod.yaml.",
        ("apply", "c2", {"file": "deploy/values-prod.yaml"}),
    ),  # 4
    _tool(
        "apply", "c2", "applied; order-7f9c restarted again: 15 restarts\n" + filler("apply")
    ),  # 5
    _model("Pool size is 50 now. Next: verify p99 once the canary reaches 50%."),  # 6
    _user("Are the zookeeper session timeouts related?"),  # 7
    _model("Checking the registry.", ("zk", "c3", {"args": "stat"})),  # 8
    _tool("zk", "c3", "zookeeper sessions expired 3 times\n" + filler("zk")),  # 9
    _model(
        "Unclear whether zookeeper matters. Decision: go with a 3000 ms consumer timeout."
    ),  # 10
    _user("Also page the DBA about replica lag on db-7."),  # 11
    _model("Will do: paging the DBA about db-7."),  # 12
]

LABELS = [
    {"id": "goal", "kind": "user_goal", "text": "p99 under 300 ms",
     "evidence": ["300 ms"], "message_index": 1},
    {"id": "oom", "kind": "fact", "text": "order-7f9c OOMKilled",
     "evidence": ["order-7f9c", "OOMKilled"], "message_index": 3},
    {"id": "restarts", "kind": "fact", "text": "15 restarts by the time the config applied",
     "evidence": ["15 restarts"], "message_index": 5},
    {"id": "pool", "kind": "decision", "text": "raise the pool size to 50",
     "evidence": ["pool size", "50"], "message_index": 4},
    {"id": "ref", "kind": "reference", "text": "deploy/values-prod.yaml",
     "evidence": ["deploy/values-prod.yaml"], "message_index": 4},
    {"id": "canary", "kind": "pending_action", "text": "verify p99 at canary 50%",
     "evidence": ["canary", "50%"], "message_index": 6},
    {"id": "zk", "kind": "open_issue", "text": "zookeeper session timeouts related?",
     "evidence": ["zookeeper"], "message_index": 7},
    {"id": "timeout", "kind": "decision", "text": "3000 ms consumer timeout",
     "evidence": ["3000 ms"], "message_index": 10},
    {"id": "dba", "kind": "pending_action", "text": "page the DBA about db-7",
     "evidence": ["db-7"], "message_index": 11},
]  # fmt: skip

STALE = [
    {"id": "pool20", "text": "pool size 20, raised to 50", "terms": ["pool size", "20"],
     "message_index": 4},
    {"id": "restarts14", "text": "14 restarts, then 15", "terms": ["14 restarts"],
     "message_index": 5},
    {"id": "late", "text": "superseded after the last summary", "terms": ["db-7"],
     "message_index": 12},
]  # fmt: skip


def conversation() -> Conversation:
    return Conversation(
        id="scripted",
        title="scripted summaries",
        source="authored",
        messages=[Message.from_dict(m) for m in MESSAGES],
        labels=[dict(lb) for lb in LABELS],
        stale=[dict(s) for s in STALE],
    )


def _summary(goal: str, facts: str, decisions: str, issues: str, actions: str, refs: str) -> str:
    return (
        f"## User Goal\n{goal}\n## Confirmed Facts\n{facts}\n## Decisions Made\n{decisions}\n"
        f"## Open Issues\n{issues}\n## Pending Actions\n{actions}\n"
        f"## Important References\n{refs}\n"
    )


NONE = "- (none)"
# Written after messages 0-3, 0-5 and 0-9 (the replay compacts before messages 4, 6, 10).
SUMMARIES = [
    _summary(
        "- Bring p99 under 300 ms",
        "- order-7f9c OOMKilled 14 restarts\n- The pool size is 20",
        NONE, NONE, NONE, NONE,
    ),
    _summary(
        "- Bring p99 under 300 ms",
        "- order-7f9c OOMKilled 14 restarts\n- The pool size is 20",  # both stale by now
        "- Raise the pool size to 50",
        NONE, NONE, NONE,  # the reference is dropped
    ).replace(
        "## Decisions Made",  # the largest of the three summaries
        "- Checked the order-service deployment, the autoscaler settings, the connection "
        "pool dashboards and the recent deploy history of the shop namespace\n## Decisions Made",
    ),
    _summary(
        "- Bring p99 under 300 ms",
        # the 14 leaks again; a pending action filed as a fact
        "- order-7f9c OOMKilled 14 restarts\n- Verify p99 once the canary reaches 50%\n"
        "- Restart count 15 (previously 14 restarts)",  # history: not the leaking line
        "- Pool size 50 (previously 20)",  # history, not a leak
        NONE,  # the zookeeper question is left to the raw tail
        NONE,
        "- deploy/values-prod.yaml",
    ),
]  # fmt: skip
COMPACTED_AT = [4, 6, 10]

SPEC = MemorySpec.from_dict(
    {
        "micro_compact": False,
        "auto_compact": {"threshold_tokens": 2500, "min_saving_tokens": 200},
        "archive": {"enabled": False},
    }
)


def memory_factory(texts: Sequence[str] = tuple(SUMMARIES)):
    """What ``scoring.score_conversation`` replays: a fresh memory per call."""
    return lambda: CompactableMemory(SPEC, summarizer=ScriptedSummarizer(texts))

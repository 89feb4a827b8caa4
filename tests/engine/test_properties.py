"""Property tests: exact archive round trip, and the context is always a valid conversation."""

from __future__ import annotations

import shutil
import tempfile
from typing import Any

from engine_builders import FakeSummarizer, big_output, six_sections
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from compaction.engine import (
    CompactableMemory,
    MemorySpec,
    Message,
    conversation_problems,
)
from compaction.engine.messages import ROLES

SETTINGS = settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

json_scalars = (
    st.none()
    | st.booleans()
    | st.integers(-(2**53), 2**53)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=30)
)
json_values = st.recursive(
    json_scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
extra_fields = st.dictionaries(
    st.text(min_size=1, max_size=8).filter(
        lambda k: k not in ("text", "toolRequest", "toolResponse", "media", "metadata")
    ),
    json_values,
    max_size=2,
)
names = st.text(min_size=1, max_size=12)


def _with_extra(part: dict[str, Any], extra: dict[str, Any]) -> dict[str, Any]:
    return {**extra, **part}


parts = st.one_of(
    st.builds(lambda t, x: _with_extra({"text": t}, x), st.text(max_size=60), extra_fields),
    st.builds(
        lambda n, r, i: {"toolRequest": {"name": n, "ref": r, "input": i}},
        names,
        st.text(max_size=8),
        json_values,
    ),
    st.builds(
        lambda n, o, x: {"toolResponse": {"name": n, "output": o, **x}},
        names,
        json_values,
        extra_fields,
    ),
    st.builds(lambda u: {"media": {"url": u, "contentType": "image/png"}}, st.text(max_size=20)),
    st.builds(lambda v: {"data": v}, json_values),
    st.builds(lambda v: {"custom": v, "metadata": None}, json_values),
    st.builds(lambda t: {"reasoning": t}, st.text(max_size=40)),
)


@st.composite
def message_dicts(draw: st.DrawFn) -> dict[str, Any]:
    data: dict[str, Any] = {
        "role": draw(st.sampled_from(ROLES)),
        "content": draw(st.lists(parts, max_size=4)),
    }
    metadata = draw(st.sampled_from(["absent", "null", "object"]))
    if metadata == "null":
        data["metadata"] = None
    elif metadata == "object":
        data["metadata"] = draw(st.dictionaries(st.text(max_size=8), json_values, max_size=3))
    return data


@SETTINGS
@given(st.lists(message_dicts(), min_size=1, max_size=8), st.booleans())
def test_it_round_trips_any_message_through_the_archive(dicts: list[dict], durable: bool) -> None:
    root = tempfile.mkdtemp()
    try:
        spec = MemorySpec.from_dict(
            {
                "archive": {"path": root, "enabled": durable, "fsync": "never"},
                "micro_compact": {"min_tokens": 0, "keep_recent_tool_results": 0},
                "auto_compact": {"enabled": False},
            }
        )
        memory = CompactableMemory(spec, summarizer=FakeSummarizer())
        for d in dicts:
            assert Message.from_dict(d).to_dict() == d
        memory.append("s1", *[Message.from_dict(d) for d in dicts])
        memory.step("s1")
        assert [m.to_dict() for m in memory.history("s1")] == dicts
        if durable:  # a fresh reader (another process) gets the same bytes back
            fresh = CompactableMemory(spec, summarizer=FakeSummarizer())
            assert [m.to_dict() for m in fresh.history("s1")] == dicts
    finally:
        shutil.rmtree(root, ignore_errors=True)


# -- a random agent ---------------------------------------------------------------------

ACTIONS = ("user", "tools", "tools", "tools", "answer", "step", "compact", "next_turn")


class Agent:
    """Plays a tool-heavy conversation, keeping the raw conversation valid at each call."""

    def __init__(self, memory: CompactableMemory, draw: st.DrawFn) -> None:
        self.memory = memory
        self.draw = draw
        self.sent: list[Message] = []
        self.open: list[str] = []  # refs of the in-flight call
        self.n = 0

    def append(self, *msgs: Message) -> None:
        self.memory.append("s1", *msgs)
        self.sent.extend(msgs)

    def check(self) -> None:
        ctx = self.memory.context("s1")
        assert conversation_problems(ctx) == [], [m.to_dict() for m in ctx]
        assert ctx[0] == self.sent[0]  # the system message stays verbatim
        entries = self.memory.context_entries("s1")
        assert self.memory.context_tokens("s1") == sum(e.tokens for e in entries)
        assert sum(1 for e in entries if e.kind == "summary") <= 1

    def call(self, what: str) -> None:
        getattr(self.memory, what)("s1")

    def act(self, action: str) -> None:
        draw = self.draw
        if action == "user":
            self.finish_tools()
            if len(self.sent) > 1:
                self.memory.next_turn("s1")
            self.append(
                Message.text_message(
                    "user", f"Please do task {self.n}. " * draw(st.integers(1, 30))
                )
            )
        elif action == "tools":
            self.finish_tools()
            k = draw(st.integers(1, 3))
            refs = [f"r{self.n}-{j}" for j in range(k)]
            self.n += 1
            text = draw(st.sampled_from(["", "Let me check. " * 30]))
            content: list[dict[str, Any]] = [{"text": text}] if text else []
            content += [
                {
                    "toolRequest": {
                        "name": "bash",
                        "ref": r,
                        "input": {"cmd": "cat x", "body": "y" * draw(st.integers(0, 2000))},
                    }
                }
                for r in refs
            ]
            self.append(Message.from_dict({"role": "model", "content": content}))
            self.open = refs
            if draw(st.booleans()):
                self.call(draw(st.sampled_from(["step", "compact"])))
                self.check()
            if draw(st.booleans()):
                self.answer_some(1)
                self.call("step")
                self.check()
        elif action == "answer":
            self.finish_tools()
            self.append(
                Message.text_message("model", "Done: " + "result. " * draw(st.integers(1, 40)))
            )
        elif action == "step":
            self.call("step")
        elif action == "compact":
            self.memory.compact("s1")
        elif action == "next_turn":
            self.finish_tools()
            self.memory.next_turn("s1")

    def answer_some(self, k: int) -> None:
        done, self.open = self.open[:k], self.open[k:]
        if done:
            self.append(
                Message.from_dict(
                    {
                        "role": "tool",
                        "content": [
                            {
                                "toolResponse": {
                                    "name": "bash",
                                    "ref": r,
                                    "output": big_output(self.draw(st.integers(1, 80)), r),
                                }
                            }
                            for r in done
                        ],
                    }
                )
            )

    def finish_tools(self) -> None:
        self.answer_some(len(self.open))


@SETTINGS
@given(st.data())
def test_it_keeps_the_context_a_valid_conversation(data: st.DataObject) -> None:
    draw = data.draw
    failing = draw(st.booleans())
    summarizer = FakeSummarizer(six_sections("s") if not failing else "## User Goal\n- only\n")
    durable = draw(st.booleans())
    root = tempfile.mkdtemp()
    try:
        spec = MemorySpec.from_dict(
            {
                "archive": {"path": root, "enabled": durable, "fsync": "never"},
                "micro_compact": {
                    "enabled": draw(st.booleans()),
                    "keep_recent_tool_results": draw(st.integers(0, 3)),
                    "min_tokens": draw(st.sampled_from([0, 20, 200])),
                    "clear_at_least_tokens": draw(st.sampled_from([0, 500, 3000])),
                    "compact_tool_inputs": draw(st.booleans()),
                    "compact_reasoning": draw(st.booleans()),
                },
                "auto_compact": {
                    "threshold_tokens": draw(st.sampled_from([800, 2000, 5000])),
                    "min_saving_tokens": draw(st.sampled_from([0, 300])),
                },
            }
        )
        memory = CompactableMemory(spec, summarizer=summarizer)
        agent = Agent(memory, draw)
        agent.append(
            Message.text_message("system", "You are an agent."),
            Message.text_message("user", "Start."),
        )
        for action in draw(st.lists(st.sampled_from(ACTIONS), min_size=1, max_size=25)):
            agent.act(action)
            agent.check()
        agent.finish_tools()
        memory.next_turn("s1")
        agent.check()
        assert [m.to_dict() for m in memory.history("s1")] == [m.to_dict() for m in agent.sent]
    finally:
        shutil.rmtree(root, ignore_errors=True)

"""The canonical form the proxy compares histories in: a message the agent sends back
equals the one stored, whatever shape the agent gives it; a real change does not."""

from __future__ import annotations

import pytest

from compaction.engine import Message, from_openai, to_openai
from sessions.proxy_history import (
    InvalidProxyMessage,
    canonical_openai,
    canonical_stored,
    chain,
    first_difference,
)

CALL = {"id": "c1", "type": "function", "function": {"name": "bash", "arguments": '{"cmd": "ls"}'}}
SHAPES = [
    {"role": "system", "content": "be brief"},
    {"role": "developer", "content": "be brief"},
    {"role": "user", "content": "hi"},
    {"role": "user", "content": [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}]},
    {
        "role": "user",
        "content": [
            {"type": "text", "text": "look"},
            {"type": "image_url", "image_url": {"url": "https://x/y.png"}},
        ],
    },
    {"role": "assistant", "content": "done"},
    {"role": "assistant", "content": None, "tool_calls": [CALL]},
    {"role": "assistant", "content": "checking", "tool_calls": [CALL]},
    {"role": "tool", "tool_call_id": "c1", "content": "file.txt"},
    {"role": "tool", "tool_call_id": "c1", "content": [{"type": "text", "text": "x"}]},
]


def stored(items: list[dict]) -> list[str]:
    return [c for m in from_openai(items) for c in canonical_stored(m)]


@pytest.mark.parametrize("item", SHAPES, ids=lambda m: str(m)[:40])
def test_it_gives_a_stored_message_the_form_of_the_message_sent(item):
    context = [{"role": "assistant", "content": None, "tool_calls": [CALL]}]
    context = context if item["role"] == "tool" else []
    assert stored([*context, item])[-1] == canonical_openai(item, "m")


def test_it_ignores_what_the_engine_does_not_keep():
    sdk_dump = {
        "role": "assistant",
        "content": "",
        "refusal": None,
        "audio": None,
        "function_call": None,
        "annotations": [],
        "tool_calls": [
            {
                "id": "c1",
                "type": "function",
                "function": {"name": "bash", "arguments": '{ "cmd" :"ls" }'},
            }
        ],
    }
    assert canonical_openai(sdk_dump, "m") == canonical_openai(
        {"role": "assistant", "content": None, "tool_calls": [CALL]}, "m"
    )
    named = {"role": "tool", "tool_call_id": "c1", "name": "bash", "content": "x"}
    assert canonical_openai(named, "m") == canonical_openai(dict(named, name="other"), "m")


@pytest.mark.parametrize(
    "change",
    [
        {"content": "done!"},
        {"role": "user"},
        {"tool_calls": [dict(CALL, id="c2")]},
        {"tool_calls": [{**CALL, "function": {"name": "sh", "arguments": '{"cmd": "ls"}'}}]},
        {"tool_calls": [{**CALL, "function": {"name": "bash", "arguments": '{"cmd": "rm"}'}}]},
    ],
)
def test_it_tells_a_changed_message_apart(change):
    base = {"role": "assistant", "content": "done", "tool_calls": [CALL]}
    assert canonical_openai(dict(base, **change), "m") != canonical_openai(base, "m")


def test_it_splits_a_genkit_tool_message_into_one_item_per_result():
    msg = Message.from_dict(
        {
            "role": "tool",
            "content": [
                {"toolResponse": {"name": "a", "ref": "r1", "output": "one"}},
                {"toolResponse": {"name": "b", "ref": "r2", "output": {"n": 2}}},
            ],
        }
    )
    assert canonical_stored(msg) == [canonical_openai(m, "m") for m in to_openai([msg])]


def test_it_leaves_out_internal_messages():
    msg = Message.from_dict(
        {"role": "model", "content": [{"text": "x"}], "metadata": {"proxy": {"internal": True}}}
    )
    assert canonical_stored(msg) == []


def test_it_names_the_message_it_cannot_read():
    with pytest.raises(InvalidProxyMessage, match=r"messages\[3\]\.role"):
        canonical_openai({"role": "wizard"}, "messages[3]")
    with pytest.raises(InvalidProxyMessage, match=r"tool_calls\[0\]\.id"):
        canonical_openai({"role": "assistant", "tool_calls": [{"function": {"name": "x"}}]}, "m")


def test_it_chains_in_order_and_finds_the_first_difference():
    a, b, c = (canonical_openai({"role": "user", "content": t}, "m") for t in "abc")
    assert chain("", [a, b]) == chain(chain("", [a]), [b]) != chain("", [b, a])
    assert first_difference([a, b, c], [a, c]) == 1
    assert first_difference([a], [a, b]) == 1

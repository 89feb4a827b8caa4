"""Messages: genkit shape, exact round trip, clear errors, OpenAI converters."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from engine_builders import answer, call, result, system, user

from compaction.engine import (
    InvalidMessage,
    Message,
    conversation_problems,
    from_openai,
    parse_messages,
    to_openai,
)

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "engine"


def load(name: str) -> list[dict]:
    return json.loads((FIXTURES / name).read_text())


def test_it_round_trips_genkit_messages_exactly() -> None:
    for data in load("genkit_conversation.json"):
        assert Message.from_dict(data).to_dict() == data


def test_it_keeps_unknown_part_fields_and_null_metadata() -> None:
    data = {
        "role": "tool",
        "content": [
            {"toolResponse": {"name": "t", "ref": "1", "output": {"a": [1]}, "z": 9}, "q": 1}
        ],
        "metadata": None,
    }
    out = Message.from_dict(data).to_dict()
    assert out == data
    assert "metadata" in out and out["metadata"] is None
    assert "metadata" not in Message.from_dict({"role": "user", "content": []}).to_dict()


def test_it_does_not_share_mutable_state_with_the_input() -> None:
    data = {"role": "user", "content": [{"text": "hi"}], "metadata": {"k": [1]}}
    msg = Message.from_dict(data)
    data["content"][0]["text"] = "changed"
    data["metadata"]["k"].append(2)
    assert msg.to_dict() == {"role": "user", "content": [{"text": "hi"}], "metadata": {"k": [1]}}
    out = msg.to_dict()
    out["content"][0]["text"] = "mutated"
    assert msg.text == "hi"


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ([], "message: expected an object"),
        ({"role": "bot", "content": []}, "message.role"),
        ({"content": []}, "message.role"),
        ({"role": "user"}, "message.content"),
        ({"role": "user", "content": "hi"}, "message.content"),
        ({"role": "user", "content": ["hi"]}, "message.content[0]"),
        ({"role": "user", "content": [{"nothing": 1}]}, "message.content[0]"),
        ({"role": "user", "content": [{"text": 3}]}, "message.content[0].text"),
        (
            {"role": "model", "content": [{"toolRequest": {"ref": "a"}}]},
            "content[0].toolRequest.name",
        ),
        ({"role": "tool", "content": [{"toolResponse": "x"}]}, "content[0].toolResponse"),
        (
            {"role": "tool", "content": [{"toolResponse": {"name": "t", "ref": 5}}]},
            "toolResponse.ref",
        ),
        ({"role": "user", "content": [{"text": "a", "metadata": 1}]}, "content[0].metadata"),
        ({"role": "user", "content": [], "metadata": []}, "message.metadata"),
        ({"role": "user", "content": [], "extra": 1}, "message.extra"),
    ],
)
def test_it_names_the_bad_field_of_an_invalid_message(data: object, field: str) -> None:
    with pytest.raises(InvalidMessage, match=field.replace("[", r"\[").replace("]", r"\]")):
        Message.from_dict(data)


def test_it_names_the_index_of_a_bad_message_in_a_list() -> None:
    with pytest.raises(InvalidMessage, match=r"messages\[1\]\.role"):
        parse_messages([{"role": "user", "content": []}, {"role": "x", "content": []}])


def test_it_exposes_text_tool_requests_and_responses() -> None:
    msg = call("r1", text="checking", cmd="ls -la")
    assert msg.text == "checking"
    assert msg.tool_requests == [{"name": "bash", "ref": "r1", "input": {"cmd": "ls -la"}}]
    assert not msg.is_final_answer
    assert answer("done").is_final_answer
    assert result("r1", "out").tool_responses[0]["output"] == "out"
    assert user("hi").starts_turn and not result("r1", "x").starts_turn
    assert "bash" in msg.plain_text() and "ls -la" in msg.plain_text()


def test_it_converts_openai_chat_with_grouped_tool_results() -> None:
    msgs = from_openai(load("openai_chat.json"))
    assert [m.role for m in msgs] == ["system", "user", "model", "tool", "model"]
    assert msgs[2].text == "Let me check both systems."
    assert msgs[2].tool_requests == [
        {"name": "get_order", "ref": "call_a", "input": {"id": "7f9c"}},
        {"name": "get_shipment", "ref": "call_b", "input": {"order": "7f9c"}},
    ]
    # Two consecutive role:tool items answer one assistant message: one genkit tool message.
    assert msgs[3].tool_responses == [
        {"name": "get_order", "ref": "call_a", "output": '{"status":"paid"}'},
        {"name": "get_shipment", "ref": "call_b", "output": "in transit, ETA 2 days"},
    ]
    assert conversation_problems(msgs) == []


def test_it_converts_back_to_openai_chat() -> None:
    original = load("openai_chat.json")
    back = to_openai(from_openai(original))
    assert [m["role"] for m in back] == [m["role"] for m in original]
    assert back[2]["tool_calls"] == [
        {
            "id": "call_a",
            "type": "function",
            "function": {"name": "get_order", "arguments": '{"id":"7f9c"}'},
        },
        {
            "id": "call_b",
            "type": "function",
            "function": {"name": "get_shipment", "arguments": '{"order":"7f9c"}'},
        },
    ]
    assert back[3] == {"role": "tool", "tool_call_id": "call_a", "content": '{"status":"paid"}'}
    assert back[4] == {
        "role": "tool",
        "tool_call_id": "call_b",
        "content": "in transit, ETA 2 days",
    }
    assert from_openai(back) == from_openai(original)


def test_it_sets_content_null_for_an_assistant_message_with_only_tool_calls() -> None:
    [item] = to_openai([call("c1", cmd="ls")])
    assert item["content"] is None and item["tool_calls"][0]["id"] == "c1"


def test_it_keeps_unparseable_openai_arguments_as_text() -> None:
    [msg] = from_openai(
        [
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": "c",
                        "type": "function",
                        "function": {"name": "f", "arguments": "{not json"},
                    }
                ],
            }
        ]
    )
    assert msg.tool_requests[0]["input"] == "{not json"


@pytest.mark.parametrize(
    ("items", "field"),
    [
        ([{"role": "tool", "content": "x"}], r"messages\[0\]\.tool_call_id"),
        ([{"role": "function", "content": "x"}], r"messages\[0\]\.role"),
        ([{"role": "robot", "content": "x"}], r"messages\[0\]\.role"),
        (
            [{"role": "assistant", "content": "x", "tool_calls": [{"id": "a"}]}],
            r"messages\[0\]\.tool_calls\[0\]\.function",
        ),
        ([{"role": "user", "content": 5}], r"messages\[0\]\.content"),
    ],
)
def test_it_names_the_bad_field_of_openai_input(items: list, field: str) -> None:
    with pytest.raises(InvalidMessage, match=field):
        from_openai(items)


def test_it_detects_the_format_in_parse_messages() -> None:
    assert parse_messages(load("openai_chat.json"))[2].role == "model"
    genkit = load("genkit_conversation.json")
    assert [m.to_dict() for m in parse_messages(genkit)] == genkit
    with pytest.raises(InvalidMessage, match="expected a list"):
        parse_messages({"role": "user"})


def test_it_accepts_a_valid_conversation_with_an_in_flight_call() -> None:
    convo = [
        system(),
        user("go"),
        call("a"),
        result("a", "ok"),
        answer("done"),
        user("more"),
        call("b"),
    ]
    assert conversation_problems(convo) == []


@pytest.mark.parametrize(
    ("convo", "problem"),
    [
        ([user("hi"), system()], "system message after"),
        ([user("hi"), result("a", "x")], "answers no open request"),
        ([user("hi"), call("a"), user("again")], "never answered"),
        ([user("hi"), call("a"), result("a", "x"), result("a", "y")], "answers no open request"),
    ],
)
def test_it_reports_why_a_conversation_is_invalid(convo: list[Message], problem: str) -> None:
    problems = conversation_problems(convo)
    assert problems and problem in problems[0]


@pytest.mark.parametrize(
    ("data", "field"),
    [
        (
            {"role": "user", "content": [{"text": "lone \ud800 surrogate"}]},
            "message.content[0].text",
        ),
        (
            {
                "role": "tool",
                "content": [{"toolResponse": {"name": "t", "output": {"a": [1, b"x"]}}}],
            },
            "message.content[0].toolResponse.output.a[1]",
        ),
        ({"role": "user", "content": [], "metadata": {"tags": {1, 2}}}, "message.metadata.tags"),
    ],
)
def test_it_refuses_what_the_archive_could_not_store(data: dict, field: str) -> None:
    msg = Message.from_dict(data)  # loading stays cheap; the memory checks on append
    with pytest.raises(InvalidMessage) as info:
        msg.check_storable()
    assert str(info.value) == f"{field}: not storable as JSON text"


def test_it_validates_openai_input_like_genkit_input() -> None:
    with pytest.raises(InvalidMessage, match=r"toolResponse\.name"):
        from_openai(
            [
                {
                    "role": "assistant",
                    "tool_calls": [{"id": "a", "function": {"name": "f", "arguments": "{}"}}],
                },
                {"role": "tool", "tool_call_id": "a", "name": 7, "content": "x"},
            ]
        )


def test_it_refuses_messages_nested_deeper_than_the_limit_before_walking_them() -> None:
    from compaction.engine import MAX_JSON_DEPTH, TooDeep, check_depth

    value: object = "x"
    for _ in range(100_000):  # far past the interpreter's recursion limit
        value = [value]
    with pytest.raises(TooDeep, match=r"messages\[1\]: nested deeper than 64 levels"):
        parse_messages(
            [
                {"role": "user", "content": [{"text": "hi"}]},
                {"role": "model", "content": [{"toolRequest": {"name": "t", "input": value}}]},
            ]
        )
    inside: object = "x"
    for _ in range(MAX_JSON_DEPTH - 1):
        inside = {"k": inside}
    check_depth(inside)  # 63 objects plus the string: within the limit
    with pytest.raises(TooDeep):
        check_depth({"k": {"k": inside}})

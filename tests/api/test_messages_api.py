"""Appends (genkit and OpenAI format), idempotent retries, size limits, context, turns and
steps."""

from __future__ import annotations

import pytest

from sessions.models import ArchiveEntry

from .helpers import assert_error, model_text, tool_call, tool_result, user_text

pytestmark = pytest.mark.django_db


def test_it_appends_genkit_messages(api, session):
    r = api.post("/sessions/s/messages", {"messages": [user_text("hi"), model_text("hello")]})
    assert r.status_code == 200
    body = r.json()
    assert body["appended"] == 2
    assert body["seqs"] == [1, 2]
    assert body["context_tokens"] > 0
    assert ArchiveEntry.objects.filter(session_id="s").count() == 2


def test_it_appends_openai_messages(api, session):
    messages = [
        {"role": "system", "content": "You are terse."},
        {"role": "user", "content": "list files"},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": "c1",
                    "type": "function",
                    "function": {"name": "ls", "arguments": '{"path": "."}'},
                }
            ],
        },
        {"role": "tool", "tool_call_id": "c1", "content": "a.txt b.txt"},
    ]
    assert api.post("/sessions/s/messages", {"messages": messages}).json()["appended"] == 4
    context = api.get("/sessions/s/context").json()["messages"]
    assert [m["role"] for m in context] == ["system", "user", "model", "tool"]
    assert context[2]["content"][0]["toolRequest"]["name"] == "ls"


def test_it_returns_the_context_in_openai_format(api, session):
    api.post(
        "/sessions/s/messages",
        {
            "messages": [
                user_text("list"),
                tool_call("ls", "c1", {"p": "."}),
                tool_result("ls", "c1", "a b"),
            ]
        },
    )
    messages = api.get("/sessions/s/context", format="openai").json()["messages"]
    assert messages[0] == {"role": "user", "content": "list"}
    assert messages[1]["role"] == "assistant"
    assert messages[1]["tool_calls"][0]["function"]["name"] == "ls"
    assert messages[2] == {"role": "tool", "tool_call_id": "c1", "content": "a b"}
    assert_error(api.get("/sessions/s/context", format="xml"), 422, "invalid_request")


def test_it_applies_a_retried_append_once(api, session):
    body = {"messages": [user_text("pay invoice 42")]}
    first = api.post("/sessions/s/messages", body, headers={"Idempotency-Key": "k-1"})
    again = api.post("/sessions/s/messages", body, headers={"Idempotency-Key": "k-1"})
    assert first.status_code == again.status_code == 200
    assert again.json()["seqs"] == first.json()["seqs"]
    assert again.json()["replayed"] is True
    assert api.get("/sessions/s/history").json()["count"] == 1
    # A new key is a new append.
    api.post("/sessions/s/messages", body, headers={"Idempotency-Key": "k-2"})
    assert api.get("/sessions/s/history").json()["count"] == 2


def test_it_refuses_an_idempotency_key_reused_for_another_body(api, session):
    api.post(
        "/sessions/s/messages", {"messages": [user_text("a")]}, headers={"Idempotency-Key": "k"}
    )
    r = api.post(
        "/sessions/s/messages", {"messages": [user_text("b")]}, headers={"Idempotency-Key": "k"}
    )
    assert_error(r, 409, "idempotency_conflict")
    assert api.get("/sessions/s/history").json()["count"] == 1


def test_it_rejects_an_overlong_idempotency_key(api, session):
    r = api.post(
        "/sessions/s/messages",
        {"messages": [user_text("a")]},
        headers={"Idempotency-Key": "k" * 201},
    )
    assert_error(r, 422, "invalid_request")


def test_it_answers_413_for_a_message_over_the_limit(api, session, settings):
    settings.MEMORYLAB_MAX_MESSAGE_BYTES = 10_000
    big = tool_result("cat", "c1", "x" * 20_000)
    body = assert_error(
        api.post("/sessions/s/messages", {"messages": [user_text("hi"), big]}), 413, "too_large"
    )
    assert "messages[1]" in body["message"]
    assert api.get("/sessions/s/history").json()["count"] == 0


def test_it_accepts_a_large_tool_output_under_the_limit(api, session):
    output = "line of log output\n" * 55_000  # ~1 MB, as real tool outputs reach
    r = api.post(
        "/sessions/s/messages",
        {"messages": [tool_call("cat", "c1", {}), tool_result("cat", "c1", output)]},
    )
    assert r.status_code == 200
    item = api.get("/sessions/s/history").json()["items"][1]
    assert item["content"][0]["toolResponse"]["output"] == output


def test_it_answers_413_for_a_request_body_over_the_limit(api, session, settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 1000
    r = api.post("/sessions/s/messages", {"messages": [user_text("y" * 5000)]})
    assert_error(r, 413, "too_large")


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"messages": "hello"}, "invalid_request"),
        ({}, "invalid_request"),
        ({"messages": []}, "invalid_message"),
        ({"messages": [42]}, "invalid_message"),
        ({"messages": [{"role": "wizard", "content": [{"text": "x"}]}]}, "invalid_message"),
        ({"messages": [{"role": "user", "content": [{"toolRequest": "x"}]}]}, "invalid_message"),
        ([1, 2], "invalid_request"),
    ],
)
def test_it_rejects_bad_messages_with_a_clear_error(api, session, body, code):
    r = api.post("/sessions/s/messages", body)
    assert_error(r, 422, code)
    assert api.get("/sessions/s/history").json()["count"] == 0


def test_it_rejects_malformed_json(api, session):
    assert_error(api.post("/sessions/s/messages", raw='{"messages": ['), 400, "invalid_json")


def test_it_returns_the_context_with_its_tokens(api, session):
    api.post("/sessions/s/messages", {"messages": [user_text("hi")]})
    body = api.get("/sessions/s/context").json()
    assert body["messages"] == [user_text("hi")]
    assert body["tokens"] > 0


def test_it_micro_compacts_old_tool_results_on_steps_and_turns(api):
    spec = {"spec": {"micro_compact": {"keep_recent_tool_results": 1, "min_tokens": 10}}}
    api.post("/sessions", {"id": "m", "spec": spec})
    api.post("/sessions/m/messages", {"messages": [user_text("inspect the logs")]})
    events = []
    for i in range(3):
        api.post("/sessions/m/messages", {"messages": [tool_call("cat", f"c{i}", {"f": i})]})
        api.post(
            "/sessions/m/messages", {"messages": [tool_result("cat", f"c{i}", f"error {i} " * 200)]}
        )
        step = api.post("/sessions/m/steps").json()
        assert set(step) == {"events", "context_tokens", "turn"}
        events += step["events"]
    api.post("/sessions/m/messages", {"messages": [model_text("found it")]})
    turn = api.post("/sessions/m/turns").json()
    assert turn["turn"] == 2
    events += turn["events"]
    assert "micro_compact" in [e["type"] for e in events]
    context = api.get("/sessions/m/context").json()["messages"]
    assert context[2]["content"][0]["toolResponse"]["output"] != "error 0 " * 200
    # The raw history still has every tool output verbatim.
    items = api.get("/sessions/m/history").json()["items"]
    assert items[2]["content"][0]["toolResponse"]["output"] == "error 0 " * 200


def test_it_reports_a_full_chat_history_session_as_409(api):
    api.post(
        "/sessions", {"id": "c", "spec": {"spec": {"backend": "chat_history", "max_turns": 1}}}
    )
    api.post("/sessions/c/messages", {"messages": [user_text("one")]})
    assert_error(api.post("/sessions/c/turns"), 409, "context_full")

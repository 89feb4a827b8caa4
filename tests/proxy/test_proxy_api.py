"""The proxy's behaviour over real HTTP: sessions, streaming, tools, errors, retries."""

from __future__ import annotations

import json

import httpx
import openai
import pytest

from sessions import services
from sessions.models import AgentSession
from tests.api.helpers import assert_error

from .conftest import MODEL

SYSTEM = {"role": "system", "content": "You are terse."}
ASK = {"role": "user", "content": "Is the build green?"}
BASH = {
    "type": "function",
    "function": {
        "name": "bash",
        "description": "Run a command",
        "parameters": {"type": "object", "properties": {"cmd": {"type": "string"}}},
    },
}
BASH_CALL = {"id": "b0", "type": "function", "function": {"name": "bash", "arguments": "{}"}}


def history(session_id: str) -> list[dict]:
    return services.history(AgentSession.objects.get(pk=session_id), limit=1000)["items"]


def roles(session_id: str) -> list[str]:
    return [m["role"] for m in history(session_id)]


# -- sessions ---------------------------------------------------------------------------


def test_it_creates_an_unknown_session_for_the_tokens_user_with_source_proxy(
    openai_client, upstream, alice, client
):
    upstream.text("Yes, all 412 tests pass.")
    done = openai_client.chat.completions.create(
        model=MODEL, messages=[SYSTEM, ASK], extra_headers={"X-Memorylab-Session": "new-one"}
    )
    assert done.choices[0].message.content == "Yes, all 412 tests pass."
    assert done.id == "chatcmpl-fake-1" and done.model == "fake-upstream-model"
    session = AgentSession.objects.get(pk="new-one")
    assert (session.owner, session.source, session.title) == (alice, "proxy", "Is the build green?")
    assert session.spec == services.create_session(alice, session_id="other").spec
    assert roles("new-one") == ["system", "user", "model"]
    # The dashboard lists it like any other session and says where it came from.
    client.force_login(alice)
    listing = client.get("/sessions/").content.decode()
    assert "new-one" in listing and "source: proxy" in listing
    assert "Source: proxy" in client.get("/sessions/new-one/").content.decode()


def test_it_continues_a_session_created_over_the_rest_api_with_its_spec(
    openai_client, upstream, rest
):
    rest.post("/sessions", {"id": "mine", "spec": {"backend": "chat_history", "max_turns": 2}})
    rest.post("/sessions/mine/messages", {"messages": [SYSTEM]})
    upstream.text("green")
    openai_client.chat.completions.create(
        model=MODEL, messages=[SYSTEM, ASK], extra_headers={"X-Memorylab-Session": "mine"}
    )
    session = AgentSession.objects.get(pk="mine")
    assert session.spec["spec"]["backend"] == "chat_history" and session.source == ""
    assert roles("mine") == ["system", "user", "model"]


def test_it_appends_only_new_messages_and_opens_a_turn_for_a_new_user_message(post, upstream):
    upstream.text("green")
    first = post({"model": MODEL, "messages": [SYSTEM, ASK]}).json()
    answer = first["choices"][0]["message"]
    upstream.text("no failures")
    follow_up = {"role": "user", "content": "Any flaky ones?"}
    post({"model": MODEL, "messages": [SYSTEM, ASK, answer, follow_up]})
    assert roles("s1") == ["system", "user", "model", "user", "model"]
    session = AgentSession.objects.get(pk="s1")
    assert session.turn == 2  # next_turn ran between the answer and the new question
    # The provider got the whole context each time, ending with the new question.
    assert upstream.requests[1]["messages"][-1] == follow_up
    assert len(upstream.requests[1]["messages"]) == 4


# -- history matching -----------------------------------------------------------------------


def test_it_refuses_a_request_whose_history_differs_naming_the_index(post, upstream):
    upstream.text("green")
    answer = post({"model": MODEL, "messages": [SYSTEM, ASK]}).json()["choices"][0]["message"]
    changed = {"role": "user", "content": "Is the build red?"}
    r = post(
        {"model": MODEL, "messages": [SYSTEM, changed, answer, {"role": "user", "content": "?"}]}
    )
    body = assert_error(r, 409, "history_mismatch")
    assert body["index"] == 1 and "messages[1]" in body["message"]
    shorter = post({"model": MODEL, "messages": [SYSTEM]})
    assert_error(shorter, 409, "history_mismatch")
    assert roles("s1") == ["system", "user", "model"]  # nothing stored
    assert len(upstream.requests) == 1


def test_it_answers_a_retried_request_from_the_session_without_calling_the_model(post, upstream):
    upstream.text("green")
    first = post({"model": MODEL, "messages": [SYSTEM, ASK]})
    again = post({"model": MODEL, "messages": [SYSTEM, ASK]})
    assert again.status_code == 200 and again.headers["X-Memorylab-Replayed"] == "true"
    assert again.json() == first.json()
    assert len(upstream.requests) == 1
    assert roles("s1") == ["system", "user", "model"]


def test_it_notices_a_message_appended_outside_the_proxy_between_requests(post, upstream):
    upstream.text("green")
    answer = post({"model": MODEL, "messages": [SYSTEM, ASK]}).json()["choices"][0]["message"]
    session = AgentSession.objects.get(pk="s1")
    services.append_messages(session, [{"role": "user", "content": "Sent another way"}])
    follow_up = {"role": "user", "content": "Any flaky ones?"}
    r = post({"model": MODEL, "messages": [SYSTEM, ASK, answer, follow_up]})
    body = assert_error(r, 409, "history_mismatch")
    assert body["index"] == 3  # the session holds the other message there
    assert roles("s1") == ["system", "user", "model", "user"]
    assert len(upstream.requests) == 1


def test_it_still_replays_a_retry_after_a_change_that_appended_nothing(post, upstream):
    upstream.text("green")
    first = post({"model": MODEL, "messages": [SYSTEM, ASK]})
    # A change to the session that brings no new message (a step, as a REST agent loop
    # runs): the proxy's recorded position still holds, with the answer to replay.
    services.advance(AgentSession.objects.get(pk="s1"), new_turn=False)
    again = post({"model": MODEL, "messages": [SYSTEM, ASK]})
    assert again.status_code == 200 and again.headers["X-Memorylab-Replayed"] == "true"
    assert again.json() == first.json()
    assert len(upstream.requests) == 1


def test_it_retries_the_model_call_after_an_upstream_error_without_appending_twice(post, upstream):
    upstream.error(503, b'{"error": {"message": "overloaded", "type": "server_error"}}')
    failed = post({"model": MODEL, "messages": [SYSTEM, ASK]})
    assert failed.status_code == 503
    assert roles("s1") == ["system", "user"]  # the question is kept, no answer
    upstream.text("green")
    retried = post({"model": MODEL, "messages": [SYSTEM, ASK]})
    assert retried.status_code == 200
    assert roles("s1") == ["system", "user", "model"]


def test_it_tolerates_an_answer_sent_back_in_another_shape(post, upstream):
    upstream.tool_calls(("bash", "call_7", {"cmd": "make test"}), text="Checking.")
    post({"model": MODEL, "messages": [SYSTEM, ASK], "tools": [BASH]})
    # The agent rewrote the answer: content as parts, arguments re-serialized, extra fields.
    resent = {
        "role": "assistant",
        "content": [{"type": "text", "text": "Checking."}],
        "refusal": None,
        "tool_calls": [
            {
                "id": "call_7",
                "type": "function",
                "function": {"name": "bash", "arguments": '{ "cmd" : "make test" }'},
            }
        ],
    }
    result = {"role": "tool", "tool_call_id": "call_7", "content": "412 passed"}
    upstream.text("green")
    r = post({"model": MODEL, "messages": [SYSTEM, ASK, resent, result], "tools": [BASH]})
    assert r.status_code == 200, r.text
    stored = history("s1")
    assert [m["role"] for m in stored] == ["system", "user", "model", "tool", "model"]
    # The tool result got the name of the call it answers.
    assert stored[3]["content"][0]["toolResponse"]["name"] == "bash"


# -- streaming --------------------------------------------------------------------------------


def test_it_streams_server_sent_events_in_openai_chunk_format(
    openai_client, upstream, proxy_url, alice_token
):
    upstream.text("The build is green: 412 passed.")
    stream = openai_client.chat.completions.create(
        model=MODEL,
        messages=[SYSTEM, ASK],
        stream=True,
        stream_options={"include_usage": True},
        extra_headers={"X-Memorylab-Session": "s1"},
    )
    chunks = list(stream)
    assert "".join(c.choices[0].delta.content or "" for c in chunks if c.choices) == (
        "The build is green: 412 passed."
    )
    assert chunks[-1].usage is not None and chunks[-1].usage.total_tokens > 0
    assert upstream.requests[0]["stream"] is True
    assert history("s1")[-1]["content"] == [{"text": "The build is green: 412 passed."}]

    upstream.tool_calls(("bash", "call_1", {"cmd": "make"}))
    follow = [SYSTEM, ASK, {"role": "assistant", "content": "The build is green: 412 passed."}]
    follow.append({"role": "user", "content": "run it again"})
    with httpx.stream(
        "POST",
        f"{proxy_url}/chat/completions",
        json={"model": MODEL, "messages": follow, "stream": True, "tools": [BASH]},
        headers={
            "Authorization": f"Bearer {alice_token}",
            "X-Memorylab-Session": "s1",
        },
        timeout=60,
    ) as r:
        assert r.headers["content-type"].startswith("text/event-stream")
        lines = [line for line in r.iter_lines() if line]
    assert lines[-1] == "data: [DONE]"
    assert all(line.startswith("data: ") for line in lines)
    events = [json.loads(line[6:]) for line in lines[:-1]]
    assert {e["object"] for e in events} == {"chat.completion.chunk"}
    args = "".join(
        tc["function"].get("arguments", "")
        for e in events
        for c in e["choices"]
        for tc in c["delta"].get("tool_calls") or []
    )
    assert json.loads(args) == {"cmd": "make"}
    stored = history("s1")[-1]["content"]
    assert stored == [{"toolRequest": {"name": "bash", "ref": "call_1", "input": {"cmd": "make"}}}]


# -- tools --------------------------------------------------------------------------------------


def test_it_passes_tools_and_tool_choice_through_and_returns_the_agents_calls(
    openai_client, upstream
):
    upstream.tool_calls(("bash", "call_1", {"cmd": "make test"}))
    done = openai_client.chat.completions.create(
        model=MODEL,
        messages=[SYSTEM, ASK],
        tools=[BASH],
        tool_choice="required",
        temperature=0.2,
        extra_headers={"X-Memorylab-Session": "s1"},
    )
    [call] = done.choices[0].message.tool_calls
    assert (call.id, call.function.name, json.loads(call.function.arguments)) == (
        "call_1",
        "bash",
        {"cmd": "make test"},
    )
    sent = upstream.requests[0]
    assert sent["tools"] == [BASH] and sent["tool_choice"] == "required"
    assert sent["temperature"] == 0.2
    assert done.choices[0].finish_reason == "tool_calls"


def test_it_runs_injected_memory_tools_without_a_round_trip_to_the_agent(post, upstream):
    upstream.text("green")
    answer = post({"model": MODEL, "messages": [SYSTEM, ASK]}).json()["choices"][0]["message"]
    again = {"role": "user", "content": "What did I ask first? Check the full history."}
    upstream.tool_calls(("memory_all_by_session_id", "m1", {"limit": 10}))
    upstream.text("You first asked whether the build is green.")
    r = post(
        {"model": MODEL, "messages": [SYSTEM, ASK, answer, again], "tools": [BASH]},
        headers={"X-Memorylab-Tools": "inject"},
    )
    assert r.status_code == 200, r.text
    message = r.json()["choices"][0]["message"]
    assert message["content"] == "You first asked whether the build is green."
    assert "tool_calls" not in message
    # The model was offered the memory tools (without session_id) next to the agent's...
    offered = {t["function"]["name"]: t for t in upstream.requests[1]["tools"]}
    assert set(offered) == {"bash", "memory_compact", "memory_all_by_session_id"}
    assert "session_id" not in json.dumps(offered["memory_compact"]["function"]["parameters"])
    # ...and asked again with the tool's output: the session's history.
    second = upstream.requests[2]["messages"]
    assert second[-2]["tool_calls"][0]["function"]["name"] == "memory_all_by_session_id"
    output = json.loads(second[-1]["content"])
    assert output["count"] == 4 and output["items"][1]["content"] == [
        {"text": "Is the build green?"}
    ]
    # The exchange is kept, marked internal; the agent's next request still matches.
    stored = history("s1")
    assert [m["role"] for m in stored] == [
        "system",
        "user",
        "model",
        "user",
        "model",
        "tool",
        "model",
    ]
    assert stored[4]["metadata"] == {"proxy": {"internal": True}}
    upstream.text("ok")
    follow = [SYSTEM, ASK, answer, again, message, {"role": "user", "content": "thanks"}]
    assert post({"model": MODEL, "messages": follow}).status_code == 200


def test_it_compacts_when_the_model_calls_memory_compact(post, upstream):
    log = "\n".join(f"tests/test_{i}.py::test_case_{i} PASSED in 0.{i:02d}s" for i in range(300))
    first = [
        SYSTEM,
        ASK,
        {"role": "assistant", "content": None, "tool_calls": [BASH_CALL]},
        {"role": "tool", "tool_call_id": "b0", "content": log},
    ]
    upstream.text("green: 300 passed")
    answer = post({"model": MODEL, "messages": first}).json()["choices"][0]["message"]
    please = {"role": "user", "content": "Compact your memory, keep the build status."}
    upstream.tool_calls(("memory_compact", "m1", {"instructions": "keep the build status"}))
    upstream.text("Done: memory compacted.")
    r = post(
        {"model": MODEL, "messages": [*first, answer, please]},
        headers={"X-Memorylab-Tools": "inject"},
    )
    assert r.json()["choices"][0]["message"]["content"] == "Done: memory compacted."
    assert AgentSession.objects.get(pk="s1").compactions == 1
    after = upstream.requests[2]["messages"]
    assert after[0] == SYSTEM and "[memorylab summary" in after[1]["content"]
    assert json.loads(after[-1]["content"])["ok"] is True


def test_it_returns_the_agents_calls_of_an_answer_that_also_calls_a_memory_tool(post, upstream):
    upstream.tool_calls(
        ("memory_all_by_session_id", "m1", {}), ("bash", "b1", {"cmd": "make"}), text="Both."
    )
    r = post(
        {"model": MODEL, "messages": [SYSTEM, ASK], "tools": [BASH]},
        headers={"X-Memorylab-Tools": "inject"},
    )
    message = r.json()["choices"][0]["message"]
    assert [c["id"] for c in message["tool_calls"]] == ["b1"] and message["content"] == "Both."
    assert len(upstream.requests) == 1  # the agent must answer bash first
    upstream.text("green")
    result = {"role": "tool", "tool_call_id": "b1", "content": "ok"}
    r = post(
        {"model": MODEL, "messages": [SYSTEM, ASK, message, result], "tools": [BASH]},
        headers={"X-Memorylab-Tools": "inject"},
    )
    assert r.status_code == 200, r.text
    sent = upstream.requests[1]["messages"]
    assert [m["role"] for m in sent] == ["system", "user", "assistant", "tool", "assistant", "tool"]


def test_it_stops_a_model_that_only_calls_memory_tools(post, upstream):
    for i in range(6):
        upstream.tool_calls(("memory_all_by_session_id", f"m{i}", {"limit": 1}))
    r = post({"model": MODEL, "messages": [SYSTEM, ASK]}, headers={"X-Memorylab-Tools": "inject"})
    assert r.status_code == 502
    assert r.json()["error"]["code"] == "memory_tool_loop"
    assert len(upstream.requests) == 6
    assert "tools" not in upstream.requests[-1]  # the last round offered no memory tool


# -- errors ------------------------------------------------------------------------------------


def test_it_returns_upstream_errors_as_openai_error_objects_with_their_status(
    openai_client, post, upstream, settings
):
    upstream.error(429, b'{"error": {"message": "slow down", "type": "rate_limit", "code": "rl"}}')
    with pytest.raises(openai.RateLimitError) as caught:
        openai_client.chat.completions.create(
            model=MODEL, messages=[ASK], extra_headers={"X-Memorylab-Session": "s1"}
        )
    assert caught.value.status_code == 429
    assert caught.value.body == {"message": "slow down", "type": "rate_limit", "code": "rl"}

    upstream.error(502, b"<html><body>" + b"x" * 20000 + b"</body></html>", "text/html")
    r = post({"model": MODEL, "messages": [ASK]})
    assert r.status_code == 502
    error = r.json()["error"]
    assert set(error) == {"message", "type", "code"} and "<html" not in r.text
    assert len(r.content) < 1000

    long = json.dumps({"error": {"message": "why " * 5000, "type": "invalid_request_error"}})
    upstream.error(400, long.encode())
    r = post({"model": MODEL, "messages": [ASK]})
    assert r.status_code == 400 and r.json()["error"]["type"] == "invalid_request_error"
    assert len(r.json()["error"]["message"]) <= 500

    settings.MEMORYLAB_PROXY_API_BASE = "http://127.0.0.1:9/v1"  # nothing listens there
    r = post({"model": MODEL, "messages": [ASK]})
    assert r.status_code == 502 and r.json()["error"]["code"] == "unreachable", r.text

    upstream_stream_error = upstream.error(500, b'{"error": {"message": "boom", "type": "x"}}')
    settings.MEMORYLAB_PROXY_API_BASE = upstream.url
    r = post({"model": MODEL, "messages": [ASK], "stream": True})
    assert upstream_stream_error.arrived.is_set()
    assert r.status_code == 500 and r.json()["error"]["message"] == "boom"


def test_it_requires_the_session_header_and_a_valid_id(post, upstream):
    r = post({"model": MODEL, "messages": [ASK]}, session=None)
    body = assert_error(r, 400, "missing_session_header")
    assert "X-Memorylab-Session" in body["message"]
    assert_error(
        post({"model": MODEL, "messages": [ASK]}, session="../etc"), 400, "invalid_session_id"
    )
    assert upstream.requests == []


def test_it_needs_a_valid_token_and_keeps_other_users_sessions_apart(post, upstream, bob_token):
    assert_error(post({"model": MODEL, "messages": [ASK]}, token=None), 401, "unauthorized")
    assert_error(post({"model": MODEL, "messages": [ASK]}, token="ml_nope"), 401, "unauthorized")
    upstream.text("green")
    assert post({"model": MODEL, "messages": [ASK]}).status_code == 200
    r = post({"model": MODEL, "messages": [ASK]}, token=bob_token)
    assert_error(r, 404, "not_found")
    assert len(upstream.requests) == 1


def test_it_refuses_bad_requests_by_name_before_storing_anything(post, upstream, settings):
    r = post({"model": MODEL, "messages": [ASK], "api_base": "http://evil.example/v1"})
    assert "api_base" in assert_error(r, 422, "invalid_request")["message"]
    assert_error(post({"model": MODEL, "messages": []}), 422, "invalid_request")
    assert_error(post({"model": MODEL, "messages": [ASK], "n": 2}), 422, "invalid_request")
    settings.MEMORYLAB_ALLOWED_MODELS = ["openai/*", "nosuchprovider/*"]
    assert_error(post({"model": "nosuchprovider/x", "messages": [ASK]}), 422, "invalid_model")
    r = post({"model": "huggingface/https://evil.example/x", "messages": [ASK]})
    assert "URL" in assert_error(r, 422, "invalid_model")["message"]
    bad = post({"model": MODEL, "messages": [ASK, {"role": "wizard", "content": "hi"}]})
    assert "messages[1].role" in assert_error(bad, 422, "invalid_message")["message"]
    r = post({"model": MODEL, "messages": [ASK]}, headers={"X-Memorylab-Tools": "all"})
    assert_error(r, 422, "invalid_request")
    upstream.text("green")
    assert post({"model": MODEL, "messages": [SYSTEM, ASK]}, session="big").status_code == 200
    settings.MEMORYLAB_MAX_MESSAGE_BYTES = 2000
    answer = {"role": "assistant", "content": "green"}
    huge = {"role": "user", "content": "x" * 3000}
    r = post({"model": MODEL, "messages": [SYSTEM, ASK, answer, huge]}, session="big")
    assert assert_error(r, 413, "too_large")["message"].startswith("messages[3] is ")
    assert roles("big") == ["system", "user", "model"]
    settings.MEMORYLAB_ALLOWED_MODELS = ["openai/gpt-4o-mini", "anthropic/*"]
    r = post({"model": MODEL, "messages": [ASK]})
    assert "not allowed" in assert_error(r, 422, "model_not_allowed")["message"]
    assert len(upstream.requests) == 1  # the one answer for "big"
    assert not AgentSession.objects.filter(pk="s1").exists() or roles("s1") == []


def _events(r: httpx.Response) -> list[dict]:
    lines = [line for line in r.text.split("\n") if line]
    assert lines[-1] == "data: [DONE]", lines[-3:]
    return [json.loads(line[6:]) for line in lines[:-1]]


def test_it_streams_only_the_final_answer_when_memory_tools_ran_first(post, upstream):
    upstream.tool_calls(("memory_all_by_session_id", "m1", {"limit": 2}), text="Let me look.")
    upstream.text("You asked about the build.")
    r = post(
        {"model": MODEL, "messages": [SYSTEM, ASK], "stream": True},
        headers={"X-Memorylab-Tools": "inject"},
    )
    events = _events(r)
    text = "".join(c["delta"].get("content") or "" for e in events for c in e["choices"])
    assert text == "You asked about the build."
    assert not any(c["delta"].get("tool_calls") for e in events for c in e["choices"])
    assert [m["role"] for m in history("s1")] == ["system", "user", "model", "tool", "model"]


def test_it_replays_a_stored_answer_as_a_stream_too(post, upstream):
    upstream.tool_calls(("bash", "b1", {"cmd": "make"}), text="Running make.")
    first = post({"model": MODEL, "messages": [SYSTEM, ASK], "tools": [BASH]}).json()
    again = post({"model": MODEL, "messages": [SYSTEM, ASK], "tools": [BASH], "stream": True})
    assert again.headers["X-Memorylab-Replayed"] == "true"
    events = _events(again)
    assert {e["id"] for e in events} == {first["id"]}
    text = "".join(c["delta"].get("content") or "" for e in events for c in e["choices"])
    calls = [tc for e in events for c in e["choices"] for tc in c["delta"].get("tool_calls") or []]
    assert text == "Running make."
    assert [(c["id"], c["function"]["name"]) for c in calls] == [("b1", "bash")]
    assert len(upstream.requests) == 1

"""An agent played from a recorded conversation talks to the proxy with the OpenAI SDK,
sending its whole message list each call; the fake provider answers with the recorded
model messages."""

from __future__ import annotations

import json
from pathlib import Path

from compaction.engine import Message, TokenEstimator, from_openai, to_openai
from compaction.engine.formats import load_file
from sessions import services
from sessions.models import AgentSession
from sessions.proxy_history import canonical_stored

from .conftest import MODEL

ROOT = Path(__file__).resolve().parents[2]
CONVERSATION = ROOT / "evaluation" / "fixtures" / "labelled" / "ledger-lag.json"
SPEC = {"auto_compact": {"threshold_tokens": 1000, "min_saving_tokens": 100}}


def recorded() -> list[dict]:
    [conversation] = load_file(CONVERSATION)
    return to_openai(conversation.messages)


def tokens(messages: list[dict]) -> int:
    estimator = TokenEstimator("gpt-4o")
    return sum(estimator.count(m) for m in from_openai(messages))


def play(client, upstream, conversation: list[dict], session: str) -> list[dict]:
    """The agent: every recorded assistant message is a model call; it appends the answer
    it got (as the SDK gives it, extra fields and all) and the recorded user and tool
    messages, and sends everything each time."""
    sent: list[dict] = []
    agent_tokens = []
    for message in conversation:
        if message["role"] != "assistant":
            sent.append(message)
            continue
        upstream.answer(message)
        agent_tokens.append(tokens(sent))
        completion = client.chat.completions.create(
            model=MODEL,
            messages=sent,
            extra_headers={"X-Memorylab-Session": session},
        )
        got = completion.choices[0].message
        assert got.content == (message["content"] or None)
        assert [(c.id, c.function.name, c.function.arguments) for c in got.tool_calls or []] == [
            (c["id"], c["function"]["name"], c["function"]["arguments"])
            for c in message.get("tool_calls", [])
        ]
        assert completion.usage is not None and completion.usage.total_tokens > 0
        sent.append(got.model_dump())  # refusal, audio, function_call... all None
    return agent_tokens


def test_it_plays_a_recorded_conversation_and_stores_it_whole(openai_client, upstream, alice, rest):
    rest.post("/sessions", {"id": "ledger", "spec": SPEC})
    conversation = recorded()
    agent_tokens = play(openai_client, upstream, conversation, "ledger")

    calls = sum(1 for m in conversation if m["role"] == "assistant")
    assert len(upstream.requests) == calls
    # The provider got the compacted context: smaller than what the agent sent, and from
    # some call on a summary instead of the early messages.
    upstream_tokens = [tokens(r["messages"]) for r in upstream.requests]
    assert sum(upstream_tokens) < 0.8 * sum(agent_tokens)
    assert any("[memorylab summary" in json.dumps(r["messages"]) for r in upstream.requests)
    assert all(r["model"] == "fake-model" for r in upstream.requests)

    session = AgentSession.objects.get(pk="ledger")
    assert session.compactions >= 1
    history = services.history(session, limit=1000)["items"]
    [original] = load_file(CONVERSATION)
    assert [canonical_stored(Message.from_dict(m)) for m in history] == [
        canonical_stored(m) for m in original.messages
    ]
    assert history == [m.to_dict() for m in original.messages]

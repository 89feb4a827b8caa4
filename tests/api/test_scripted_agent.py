"""The issue's check: a scripted agent creates a session, streams a long tool-heavy
conversation through the API turn by turn with the Python client (over real HTTP), reads
the context before each model call, compacts manually, and reads the full history back
byte-identical to what it sent."""

from __future__ import annotations

import json
import random
import re

import pytest

from compaction.engine import Message, conversation_problems
from memorylab.client import MemorylabClient, MemorylabError

from .helpers import model_text, tool_call, tool_result, user_text

SPEC = {
    "type": "memory",
    "spec": {
        "micro_compact": {"keep_recent_tool_results": 2, "min_tokens": 50},
        "auto_compact": {"threshold_tokens": 3000, "min_saving_tokens": 300},
    },
}


def scripted_turns(seed: int, turns: int) -> list[list[dict]]:
    """A long tool-heavy conversation: each turn a user question, several tool calls with
    large outputs (logs, unicode, nested JSON), and a final answer."""
    rng = random.Random(seed)
    services = ["payments-api", "ledger", "notifier", "gateway"]
    out = []
    for t in range(turns):
        svc = rng.choice(services)
        turn = [user_text(f"Turn {t}: why is {svc} slow in région eu-west-{t % 3}? ✓")]
        for c in range(rng.randint(2, 4)):
            ref = f"t{t}c{c}"
            if c % 2:
                output = {"rows": [{"id": i, "latency_ms": rng.randint(5, 900)} for i in range(40)]}
            else:
                output = "".join(
                    f"2026-11-30T00:{i:02d}:00Z WARN {svc} pool exhausted ({rng.random():.4f})\n"
                    for i in range(60)
                )
            turn.append(tool_call("logs" if c % 2 == 0 else "sql", ref, {"service": svc, "n": c}))
            turn.append(tool_result("logs" if c % 2 == 0 else "sql", ref, output))
        turn.append(model_text(f"In turn {t}, {svc} is slow because its pool is exhausted."))
        out.append(turn)
    return out


@pytest.mark.django_db(transaction=True)
def test_a_scripted_agent_gets_back_exactly_what_it_sent(live_server, alice_token):
    ml = MemorylabClient(live_server.url, alice_token)
    sid = ml.create_session("scripted-agent", spec=SPEC, title="scripted")["id"]
    sent: list[dict] = []
    model_calls = max_context = 0
    events: list[str] = []

    def model_call() -> None:
        nonlocal model_calls, max_context
        context = ml.context(sid)
        assert conversation_problems([Message.from_dict(m) for m in context["messages"]]) == []
        model_calls += 1
        max_context = max(max_context, context["tokens"])

    for t, turn in enumerate(scripted_turns(seed=7, turns=14)):
        ml.append(sid, turn[0])
        sent.append(turn[0])
        for message in turn[1:]:
            if message["role"] == "model":
                model_call()  # the agent reads its context, then the model answers
            ml.append(sid, message)
            sent.append(message)
            if message["role"] == "tool":
                events += [e["type"] for e in ml.step(sid)["events"]]
        events += [e["type"] for e in ml.next_turn(sid)["events"]]
        if t == 6:
            result = ml.compact(sid, "keep every service name and latency figure")
            assert result["ok"] is True, result
            assert ml.context(sid)["tokens"] == result["tokens_after"]

    assert "micro_compact" in events
    assert model_calls > 40
    session = ml.get_session(sid)
    assert "auto_compact" in events
    assert session["compactions"] >= 2  # the manual one and at least one automatic
    assert session["context_tokens"] < session["raw_tokens"] / 2
    history = list(ml.history(sid, page_size=37))
    assert json.dumps(history, ensure_ascii=False) == json.dumps(sent, ensure_ascii=False)
    # Every placeholder of the context points at a raw event the API returns.
    context = json.dumps(ml.context(sid)["messages"])
    refs = set(re.findall(r"archive://scripted-agent/(\d+)", context))
    assert refs
    for seq in list(refs)[:5]:
        assert ml.record(sid, int(seq))["session"] == sid
    ml.close()


@pytest.mark.django_db(transaction=True)
def test_the_client_raises_api_errors_with_their_code(live_server, alice_token):
    with MemorylabClient(live_server.url, alice_token) as ml:
        with pytest.raises(MemorylabError) as info:
            ml.context("missing")
        assert (info.value.code, info.value.status) == ("not_found", 404)
        ml.create_session("s1")
        with pytest.raises(MemorylabError) as info:
            ml.append("s1", {"role": "wizard", "content": []})
        assert info.value.code == "invalid_message"
        assert info.value.message.startswith("messages[0].role: expected one of")
        with pytest.raises(MemorylabError) as info:
            ml.create_session("s1")
        assert info.value.status == 409
    with MemorylabClient(live_server.url, "ml_wrong") as anon:
        with pytest.raises(MemorylabError) as info:
            list(anon.sessions())
        assert info.value.code == "unauthorized"


@pytest.mark.django_db(transaction=True)
def test_the_client_drives_tools_and_an_eager_async_compaction(live_server, alice_token, settings):
    with MemorylabClient(live_server.url, alice_token) as ml:
        ml.create_session("t1")
        turn = scripted_turns(seed=1, turns=2)
        ml.append("t1", turn[0] + turn[1])
        tools = ml.tools("openai")
        assert {t["function"]["name"] for t in tools} == {
            "memory_compact",
            "memory_all_by_session_id",
        }
        # The arguments string exactly as a model's tool call carries it.
        page = ml.call_tool("memory_all_by_session_id", '{"session_id": "t1", "limit": 2}')
        assert page["items"] == turn[0][:2]
        task = ml.compact("t1", run_async=True, timeout=30)  # eager Celery in tests
        assert task["status"] == "done" and task["result"]["ok"] is True
        assert [s["id"] for s in ml.sessions("t1")] == ["t1"]
        ml.delete_session("t1", purge=True)
        assert list(ml.sessions()) == []


@pytest.mark.django_db(transaction=True)
def test_the_client_raises_when_an_eager_async_compaction_fails_like_a_sync_one(
    live_server, alice_token
):
    with MemorylabClient(live_server.url, alice_token) as ml:
        ml.create_session("tiny")
        ml.append("tiny", {"role": "user", "content": [{"text": "hi"}]})
        with pytest.raises(MemorylabError) as sync_failure:
            ml.compact("tiny")
        with pytest.raises(MemorylabError) as async_failure:
            ml.compact("tiny", run_async=True, timeout=30)  # eager Celery in tests
    assert (sync_failure.value.code, sync_failure.value.status) == ("compact_failed", 409)
    assert (async_failure.value.code, async_failure.value.status) == ("compact_failed", 409)
    assert async_failure.value.body["status"] == "failed"
    assert "not smaller" in async_failure.value.message

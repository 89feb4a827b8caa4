"""Two requests on one session at once. The proxy holds no transaction while the model
works, so a second request is not blocked by the first; only one answer per history is
stored. The fake provider holds the first request until the test releases it (events,
not sleeps)."""

from __future__ import annotations

import threading

from sessions import services
from sessions.models import AgentSession

from .conftest import MODEL

SYSTEM = {"role": "system", "content": "You are terse."}
ASK = {"role": "user", "content": "Is the build green?"}


def _in_thread(fn):
    out: dict = {}
    thread = threading.Thread(target=lambda: out.setdefault("r", fn()))
    thread.start()
    return thread, out


def _roles() -> list[str]:
    session = AgentSession.objects.get(pk="s1")
    return [m["role"] for m in services.history(session, limit=100)["items"]]


def test_it_gives_a_duplicate_request_the_answer_stored_first(post, upstream):
    slow = upstream.text("first answer", release=threading.Event())
    upstream.text("second answer")
    thread, first = _in_thread(lambda: post({"model": MODEL, "messages": [SYSTEM, ASK]}))
    assert slow.arrived.wait(30)
    # The same request again (a client that timed out and retried) is not blocked.
    second = post({"model": MODEL, "messages": [SYSTEM, ASK]})
    assert second.json()["choices"][0]["message"]["content"] == "second answer"
    slow.release.set()
    thread.join(60)
    # The first finds an answer to the same history stored and returns it, not its own.
    assert first["r"].json() == second.json()
    assert _roles() == ["system", "user", "model"]


def test_it_refuses_to_store_an_answer_to_a_history_that_moved_on(post, upstream):
    slow = upstream.text("answer to the question", release=threading.Event())
    upstream.text("answer to the follow-up")
    thread, first = _in_thread(lambda: post({"model": MODEL, "messages": [SYSTEM, ASK]}))
    assert slow.arrived.wait(30)
    other = {"role": "user", "content": "Also: which branch?"}
    assert post({"model": MODEL, "messages": [SYSTEM, ASK, other]}).status_code == 200
    slow.release.set()
    thread.join(60)
    r = first["r"]
    assert r.status_code == 409 and r.json()["code"] == "session_conflict"
    assert _roles() == ["system", "user", "user", "model"]
    stored = services.history(AgentSession.objects.get(pk="s1"), limit=100)["items"]
    assert stored[-1]["content"] == [{"text": "answer to the follow-up"}]

"""``services.append_and_advance``: ``next_turn``, the append and ``step`` in the caller's
session transaction, one commit; a failing ``next_turn`` or ``step`` is returned for the
caller to raise after the commit (sessions/services.py)."""

from __future__ import annotations

import pytest

from sessions import services, statecache
from sessions.models import AgentSession

from .helpers import model_text, user_text

pytestmark = pytest.mark.django_db


def roles(session_id: str) -> list[str]:
    session = AgentSession.objects.get(pk=session_id)
    return [m["role"] for m in services.history(session, limit=100)["items"]]


def test_it_ends_the_turn_appends_and_steps_in_one_transaction(alice):
    session = services.create_session(alice, session_id="aa")
    services.append_messages(session, [user_text("one"), model_text("answer")])
    committed = AgentSession.objects.get(pk="aa").archived_seq
    with services.session_transaction(session) as tx:
        done = services.append_and_advance(tx, [user_text("two")], new_turn=True)
        txn = tx.txn
    assert (done.appended, done.error) == (1, None)
    statecache.clear()  # as another process reads it
    row = AgentSession.objects.get(pk="aa")
    assert row.turn == 2 and roles("aa") == ["user", "model", "user"]
    # step ran after the append: micro_compact has looked at every entry.
    assert row.engine_state().micro_checked == 3
    written = [services.record(row, seq) for seq in range(committed + 1, row.archived_seq + 1)]
    assert [(r.type, r.txn) for r in written] == [("message", txn)]


def test_it_appends_nothing_after_a_failed_next_turn_and_commits_what_it_did(alice):
    spec = {"spec": {"backend": "chat_history", "max_turns": 1}}
    session = services.create_session(alice, session_id="full", spec=spec)
    services.append_messages(session, [user_text("one"), model_text("answer")])
    with services.session_transaction(session) as tx:
        done = services.append_and_advance(tx, [user_text("two")], new_turn=True)
    assert done.appended == 0
    assert done.error is not None and (done.error.code, done.error.status) == ("context_full", 409)
    assert roles("full") == ["user", "model"]


def test_it_keeps_the_messages_when_the_step_fails(alice):
    spec = {"auto_compact": {"enabled": False, "context_limit_tokens": 20}}
    session = services.create_session(alice, session_id="limit", spec=spec)
    with services.session_transaction(session) as tx:
        done = services.append_and_advance(tx, [user_text("many words " * 50)])
    assert done.appended == 1
    assert done.error is not None and (done.error.code, done.error.status) == ("context_limit", 409)
    assert roles("limit") == ["user"]  # committed: the caller raises after the commit


def test_it_refuses_bad_messages_before_the_turn_ends(alice):
    session = services.create_session(alice, session_id="bad")
    services.append_messages(session, [user_text("one"), model_text("answer")])
    # Caught inside the transaction, which then commits whatever was done before.
    with (
        services.session_transaction(session) as tx,
        pytest.raises(services.ServiceError) as caught,
    ):
        services.append_and_advance(tx, [{"role": "nobody"}], new_turn=True)
    assert caught.value.status == 422
    statecache.clear()
    assert AgentSession.objects.get(pk="bad").turn == 1
    assert roles("bad") == ["user", "model"]

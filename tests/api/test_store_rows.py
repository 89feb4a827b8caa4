"""The database store writes what changed: context entries are rows, an operation writes
the rows of new or changed entries, never the whole context again (sessions/store.py)."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from compaction.engine import SessionState
from sessions import services, statecache
from sessions.models import AgentSession, ContextEntry

from .helpers import model_text, tool_call, tool_result, user_text

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _fresh_cache():
    statecache.clear()
    yield
    statecache.clear()


def writes(queries) -> list[str]:
    return [q["sql"] for q in queries if q["sql"].lstrip().upper().startswith(("INSERT", "UPDATE"))]


def context_after_reload(session: AgentSession) -> list[dict]:
    """The context as another process reads it: from the rows, not this process's cache."""
    statecache.clear()
    return services.context(AgentSession.objects.get(pk=session.pk))["messages"]


def test_it_writes_only_the_new_entries_of_an_append(alice):
    session = services.create_session(
        alice, session_id="rows", spec={"micro_compact": False, "auto_compact": {"enabled": False}}
    )
    for i in range(30):
        services.append_messages(session, [user_text(f"early message {i} " + "x" * 300)])
    before = dict(ContextEntry.objects.filter(session_id="rows").values_list("pos", "id"))
    with CaptureQueriesContext(connection) as queries:
        services.append_messages(session, [user_text("the newest message")])
    sql = writes(queries.captured_queries)
    assert not [q for q in sql if "early message" in q], "an append rewrote older entries"
    after = dict(ContextEntry.objects.filter(session_id="rows").values_list("pos", "id"))
    # The 30 rows that were there are untouched (same ids); one row is new.
    assert {pos: after[pos] for pos in before} == before and len(after) == 31
    assert ContextEntry.objects.get(session_id="rows", pos=30).data["message"]["content"] == [
        {"text": "the newest message"}
    ]
    # The session's own row keeps the small rest of the state, whatever its length.
    row = AgentSession.objects.get(pk="rows")
    assert "entries" not in row.state and row.state["entry_count"] == 31
    assert ContextEntry.objects.filter(session_id="rows").count() == 31


def test_it_keeps_rows_and_context_in_step_through_micro_compaction_and_compaction(alice):
    spec = {"auto_compact": {"threshold_tokens": 1000, "min_saving_tokens": 200}}
    session = services.create_session(alice, session_id="rows", spec=spec)
    for i in range(12):
        services.append_messages(
            session,
            [
                user_text(f"step {i}: check replica {i % 3}"),
                tool_call("logs", f"c{i}", {"n": i}),
                tool_result("logs", f"c{i}", f"{i} GET /orders 504 timeout\n" * 60),
                model_text(f"replica {i % 3} times out"),
            ],
        )
        services.advance(session, new_turn=True)
        if i == 6:
            assert services.compact_session(session).ok
        cached = services.context(session)["messages"]
        assert context_after_reload(session) == cached, f"rows differ after turn {i}"
    row = AgentSession.objects.get(pk="rows")
    assert row.compactions >= 1 and row.micro_compactions >= 1
    positions = list(ContextEntry.objects.filter(session_id="rows").values_list("pos", flat=True))
    assert sorted(positions) == list(range(row.message_count))


def test_it_clears_the_rows_with_the_memory(alice):
    session = services.create_session(alice, session_id="rows")
    services.append_messages(session, [user_text("one"), model_text("two")])
    services.delete_session(session)
    assert not ContextEntry.objects.filter(session_id="rows").exists()
    assert context_after_reload(session) == []
    services.append_messages(session, [user_text("three")])
    assert [m["content"][0]["text"] for m in context_after_reload(session)] == ["three"]


def test_it_reads_and_converts_a_state_saved_before_entries_were_rows(alice):
    session = services.create_session(alice, session_id="rows")
    services.append_messages(session, [user_text("one"), model_text("two")])
    row = AgentSession.objects.get(pk="rows")
    legacy = row.engine_state().to_dict()  # entries inside the state column, as before
    ContextEntry.objects.filter(session_id="rows").delete()
    AgentSession.objects.filter(pk="rows").update(state=legacy, state_version=1)
    assert [m["content"][0]["text"] for m in context_after_reload(session)] == ["one", "two"]
    services.append_messages(session, [user_text("three")])
    row = AgentSession.objects.get(pk="rows")
    assert "entries" not in row.state
    assert ContextEntry.objects.filter(session_id="rows").count() == 3
    texts = [m["content"][0]["text"] for m in context_after_reload(session)]
    assert texts == ["one", "two", "three"]
    assert isinstance(row.engine_state(), SessionState)


def test_it_locks_the_row_with_every_column_as_the_orm_reads_it(alice):
    from django.db import transaction

    from sessions.store import lock_row

    session = services.create_session(alice, session_id="rows", title="a title")
    services.append_messages(session, [user_text("one")])
    services.compact_session(session)
    with transaction.atomic():
        locked = lock_row("rows")
    orm = AgentSession.objects.get(pk="rows")
    for field in AgentSession._meta.concrete_fields:
        if field.name != "state":
            mine, theirs = getattr(locked, field.attname), getattr(orm, field.attname)
            assert (mine, type(mine)) == (theirs, type(theirs)), field.name
    assert "state" in locked.get_deferred_fields()
    with transaction.atomic():
        assert lock_row("nobody") is None

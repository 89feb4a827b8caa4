"""The per-process cache of parsed session states is used only while the row still holds
what was cached (sessions/statecache.py)."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from sessions import services, statecache
from sessions.models import AgentSession


def user_msg(text: str) -> dict:
    return {"role": "user", "content": [{"text": text}]}


@pytest.fixture(autouse=True)
def _fresh_cache():
    statecache.clear()
    yield
    statecache.clear()


def state_column_reads(queries) -> list[str]:
    """The SELECTs that fetch the state column itself (``state_version`` is cheap)."""
    return [
        q["sql"]
        for q in queries
        if q["sql"].lstrip().upper().startswith("SELECT") and '"state"' in q["sql"]
    ]


@pytest.mark.django_db(transaction=True)
def test_it_reuses_the_committed_state_without_reading_the_column(alice):
    session = services.create_session(alice, session_id="cache-1")
    services.append_messages(session, [user_msg("one")])
    with CaptureQueriesContext(connection) as queries:
        services.append_messages(session, [user_msg("two")])
        texts = [m["content"][0]["text"] for m in services.context(session)["messages"]]
    assert texts == ["one", "two"]
    assert state_column_reads(queries.captured_queries) == []


@pytest.mark.django_db(transaction=True)
def test_it_reloads_when_another_process_changed_the_row(alice):
    session = services.create_session(alice, session_id="cache-2")
    services.append_messages(session, [user_msg("one")])
    row = AgentSession.objects.get(pk="cache-2")
    # Another process appends: it writes a new state and a new version.
    state = row.engine_state()
    state.entries = state.entries[:0]
    row.store_state(state)
    row.save()
    services.append_messages(session, [user_msg("two")])
    texts = [m["content"][0]["text"] for m in services.context(session)["messages"]]
    assert texts == ["two"], "the stale cached state must not come back"


@pytest.mark.django_db(transaction=True)
def test_it_never_caches_a_rolled_back_state(alice):
    from django.db import transaction

    session = services.create_session(alice, session_id="cache-3")
    services.append_messages(session, [user_msg("kept")])
    with pytest.raises(RuntimeError), transaction.atomic():
        services.append_messages(session, [user_msg("rolled back")])
        raise RuntimeError
    texts = [m["content"][0]["text"] for m in services.context(session)["messages"]]
    assert texts == ["kept"]

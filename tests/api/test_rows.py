"""memorylab.rows: the plain-statement reads behind every API request (its token, its
user, its session) give the instances the ORM gives."""

from __future__ import annotations

import pytest
from django.utils import timezone

from memorylab.errors import NotFound
from memorylab.ownership import fetch_visible_or_404
from memorylab.rows import fetch_one
from sessions import services
from sessions.models import AgentSession, ApiToken, hash_token


def same_fields(mine, theirs, skip=()):
    for field in type(theirs)._meta.concrete_fields:
        if field.name in skip:
            continue
        a, b = getattr(mine, field.attname), getattr(theirs, field.attname)
        assert (a, type(a)) == (b, type(b)), field.name


def test_it_reads_a_row_as_the_orm_does(alice, django_user_model):
    token, plain = ApiToken.issue(alice, "agent")
    ApiToken.objects.filter(pk=token.pk).update(last_used=timezone.now())
    mine = fetch_one(ApiToken, where={"hashed": hash_token(plain), "revoked": None})
    same_fields(mine, ApiToken.objects.get(pk=token.pk))
    user = fetch_one(django_user_model, where={"id": alice.pk})
    same_fields(user, django_user_model.objects.get(pk=alice.pk))


def test_it_matches_none_as_is_null(alice):
    token, plain = ApiToken.issue(alice, "agent")
    ApiToken.objects.filter(pk=token.pk).update(revoked=timezone.now())
    assert fetch_one(ApiToken, where={"hashed": hash_token(plain), "revoked": None}) is None
    assert fetch_one(ApiToken, where={"hashed": hash_token(plain)}) is not None


def test_it_leaves_fields_deferred_and_loads_them_when_read(alice):
    services.create_session(alice, session_id="rows", title="a title")
    services.append_messages(
        AgentSession.objects.get(pk="rows"),
        [{"role": "user", "content": [{"type": "text", "text": "hi"}]}],
    )
    row = fetch_one(AgentSession, where={"id": "rows"}, without=("state",))
    assert row.get_deferred_fields() == {"state"}
    same_fields(row, AgentSession.objects.get(pk="rows"), skip=("state",))
    assert row.state == AgentSession.objects.get(pk="rows").state


def test_it_finds_nothing_for_an_unknown_key(db):
    assert fetch_one(AgentSession, where={"id": "nobody"}) is None


def test_it_answers_not_found_alike_for_a_missing_and_someone_elses_row(alice, bob, admin_user):
    services.create_session(alice, session_id="mine")
    assert fetch_visible_or_404(AgentSession, alice, "mine", name="session").pk == "mine"
    # Staff see every row, as the queryset rule says.
    assert fetch_visible_or_404(AgentSession, admin_user, "mine", name="session").pk == "mine"
    with pytest.raises(NotFound) as other:
        fetch_visible_or_404(AgentSession, bob, "mine", name="session")
    with pytest.raises(NotFound) as missing:
        fetch_visible_or_404(AgentSession, bob, "none", name="session")
    assert str(other.value) == "no session 'mine'"
    assert str(missing.value) == "no session 'none'"
    assert AgentSession.objects.visible_to(bob).filter(pk="mine").count() == 0

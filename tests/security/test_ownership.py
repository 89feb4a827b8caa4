"""One ownership rule for every owned row: staff see all, users see their own; and one
lookup that answers "not found" alike for a row that does not exist and a row that is
someone else's (a 404 page in the dashboard, a JSON 404 in the API)."""

from __future__ import annotations

import pytest
from django.apps import apps
from django.contrib.auth.models import AnonymousUser
from django.http import Http404

from compaction.models import TaskRun
from evaluation import conversations, strategies
from evaluation.models import Cell, Label, LabelledConversation, Strategy
from memorylab.errors import NotFound, ServiceError
from memorylab.ownership import OwnedQuerySet, get_visible_or_404
from sessions import services
from sessions.models import AgentSession, ApiToken

pytestmark = pytest.mark.django_db

LEDGER = conversations.SHIPPED_DIR / "ledger-lag.json"


def test_every_owned_model_answers_the_ownership_rule():
    owned = [
        model
        for app in ("agent_sessions", "compaction", "evaluation")
        for model in apps.get_app_config(app).get_models()
        if any(f.name == "owner" for f in model._meta.fields)
    ]
    assert {m.__name__ for m in owned} >= {
        "AgentSession",
        "TaskRun",
        "LabelledConversation",
        "Strategy",
        "Experiment",
    }
    # Rows owned through their parent answer the same rule.
    for model in [*owned, Label, Cell]:
        assert isinstance(model.objects.all(), OwnedQuerySet), model.__name__


def test_it_shows_staff_every_row_and_users_their_own(alice, bob, admin_user):
    for user, name in ((alice, "a"), (bob, "b")):
        services.create_session(user, session_id=f"s-{name}")
        strategies.create_strategy(user, "s", {"micro_compact": True})
    assert list(AgentSession.objects.visible_to(alice).values_list("id", flat=True)) == ["s-a"]
    assert set(AgentSession.objects.visible_to(admin_user).values_list("id", flat=True)) == {
        "s-a",
        "s-b",
    }
    assert Strategy.objects.visible_to(bob).get().owner == bob
    assert Strategy.objects.visible_to(admin_user).count() == 2
    assert not Strategy.objects.visible_to(AnonymousUser()).exists()


def test_labels_follow_the_owner_of_their_conversation(alice, bob):
    (conv,) = conversations.import_path(alice, LEDGER)
    label = conv.labels.first()
    assert Label.objects.visible_to(alice).filter(pk=label.pk).exists()
    assert not Label.objects.visible_to(bob).filter(pk=label.pk).exists()


def test_it_answers_not_found_alike_for_missing_and_foreign_rows(alice, bob):
    (conv,) = conversations.import_path(alice, LEDGER)
    assert get_visible_or_404(LabelledConversation.objects.all(), alice, conv.pk) == conv
    with pytest.raises(NotFound) as foreign:
        get_visible_or_404(LabelledConversation.objects.all(), bob, conv.pk)
    with pytest.raises(NotFound) as missing:
        get_visible_or_404(LabelledConversation.objects.all(), bob, conv.pk + 1000)
    assert foreign.value.message == f"no labelled conversation {conv.pk}"
    assert missing.value.message == f"no labelled conversation {conv.pk + 1000}"
    assert foreign.value.status == missing.value.status == 404


@pytest.mark.parametrize("pk", ["abc", "9" * 30, None, "", "1; drop table", "../x"])
def test_a_key_of_the_wrong_type_is_not_found_not_an_error(alice, pk):
    for queryset in (LabelledConversation.objects.all(), TaskRun.objects.all()):
        with pytest.raises(NotFound):
            get_visible_or_404(queryset, alice, pk)


def test_a_long_key_is_cut_in_the_message(alice):
    with pytest.raises(NotFound) as info:
        get_visible_or_404(TaskRun.objects.all(), alice, "x" * 10_000, name="task")
    assert len(info.value.message) < 80


def test_it_refuses_a_model_without_an_owner_rule(alice):
    with pytest.raises(TypeError, match="ApiToken has no owner rule"):
        get_visible_or_404(ApiToken.objects.all(), alice, 1)


def test_not_found_is_a_service_error_and_a_404():
    assert issubclass(NotFound, ServiceError) and issubclass(NotFound, Http404)


def test_another_users_rows_are_a_404_page_and_a_json_404(client, alice, bob, bob_token):
    (conv,) = conversations.import_path(alice, LEDGER)
    client.force_login(bob)
    assert client.get(f"/lab/conversations/{conv.pk}/").status_code == 404
    assert client.get(f"/lab/labels/{conv.labels.first().pk}/").status_code == 404
    r = client.get(
        f"/api/v1/evaluation/conversations/{conv.pk}",
        headers={"Authorization": f"Bearer {bob_token}"},
    )
    assert r.status_code == 404
    assert r.json() == {"code": "not_found", "message": f"no labelled conversation {conv.pk}"}

"""A deleted session's archive is never inherited by the next owner of its id: deleting a
session in the admin (one, or a bulk action), deleting its user, or the API's
``DELETE ?purge=true`` removes its archive files and index; ``DELETE`` without purge keeps
the row, so the id stays taken. Files left from before (no row) are removed when the id
is created again."""

from __future__ import annotations

import pytest
from django.urls import reverse

from sessions.models import AgentSession, ArchiveEntry
from tests.api.helpers import Api, user_text

SECRET = "alice's private incident notes"


@pytest.fixture
def alice_api(client, alice_token):
    return Api(client, alice_token)


@pytest.fixture
def bob_api(client, bob_token):
    return Api(client, bob_token)


def _alice_session(alice_api, settings, sid: str = "shared-id") -> None:
    assert alice_api.post("/sessions", {"id": sid}).status_code == 201
    r = alice_api.post(f"/sessions/{sid}/messages", {"messages": [user_text(SECRET)]})
    assert r.status_code == 200
    assert (settings.MEMORYLAB_ARCHIVE_DIR / f"{sid}.jsonl").exists()


def _assert_bob_starts_empty(bob_api, settings, sid: str = "shared-id") -> None:
    assert not (settings.MEMORYLAB_ARCHIVE_DIR / f"{sid}.jsonl").exists()
    assert not ArchiveEntry.objects.filter(session_id=sid).exists()
    assert bob_api.post("/sessions", {"id": sid}).status_code == 201
    record = bob_api.get(f"/archive/{sid}/1")
    assert record.status_code == 404 and SECRET not in record.content.decode()
    history = bob_api.get(f"/sessions/{sid}/history").json()
    assert history == {"items": [], "count": 0}
    r = bob_api.post(f"/sessions/{sid}/messages", {"messages": [user_text("bob's own")]})
    assert r.json()["seqs"] == [1]
    assert SECRET not in bob_api.get(f"/archive/{sid}/1").content.decode()


def test_deleting_a_session_in_the_admin_purges_its_archive(
    client, admin_user, alice_api, bob_api, settings, django_capture_on_commit_callbacks
):
    _alice_session(alice_api, settings)
    client.force_login(admin_user)
    url = reverse("admin:agent_sessions_agentsession_delete", args=["shared-id"])
    with django_capture_on_commit_callbacks(execute=True):
        assert client.post(url, {"post": "yes"}).status_code == 302
    assert not AgentSession.objects.filter(pk="shared-id").exists()
    client.logout()
    _assert_bob_starts_empty(bob_api, settings)


def test_the_admins_bulk_delete_purges_every_archive(
    client, admin_user, alice_api, bob_api, settings, django_capture_on_commit_callbacks
):
    _alice_session(alice_api, settings, "one")
    _alice_session(alice_api, settings, "shared-id")
    client.force_login(admin_user)
    with django_capture_on_commit_callbacks(execute=True):
        r = client.post(
            reverse("admin:agent_sessions_agentsession_changelist"),
            {"action": "delete_selected", "_selected_action": ["one", "shared-id"], "post": "yes"},
        )
    assert r.status_code == 302 and not AgentSession.objects.exists()
    assert not (settings.MEMORYLAB_ARCHIVE_DIR / "one.jsonl").exists()
    client.logout()
    _assert_bob_starts_empty(bob_api, settings)


@pytest.mark.django_db(transaction=True)
def test_deleting_the_owner_purges_the_archive_once_committed(
    client, alice, alice_token, bob_token, settings
):
    """A real commit (no test transaction): the cascade's files go when it commits."""
    _alice_session(Api(client, alice_token), settings)
    alice.delete()
    assert not AgentSession.objects.exists()
    _assert_bob_starts_empty(Api(client, bob_token), settings)


@pytest.mark.django_db(transaction=True)
def test_a_deletion_that_rolls_back_keeps_the_archive(client, alice, alice_token, settings):
    from django.db import transaction

    _alice_session(Api(client, alice_token), settings)
    with pytest.raises(RuntimeError), transaction.atomic():
        AgentSession.objects.filter(pk="shared-id").delete()
        raise RuntimeError("the request failed after the delete")
    assert AgentSession.objects.filter(pk="shared-id").exists()
    assert (settings.MEMORYLAB_ARCHIVE_DIR / "shared-id.jsonl").exists()
    assert ArchiveEntry.objects.filter(session_id="shared-id").exists()


def test_the_api_purge_deletes_archive_and_index(alice_api, bob_api, settings):
    _alice_session(alice_api, settings)
    assert alice_api.delete("/sessions/shared-id?purge=true").status_code == 204
    _assert_bob_starts_empty(bob_api, settings)


def test_a_delete_without_purge_keeps_the_id_taken(alice_api, bob_api, settings):
    _alice_session(alice_api, settings)
    assert alice_api.delete("/sessions/shared-id").status_code == 204
    r = bob_api.post("/sessions", {"id": "shared-id"})
    assert r.status_code == 409
    assert SECRET not in bob_api.get("/archive/shared-id/1").content.decode()
    assert bob_api.get("/archive/shared-id/1").status_code == 404


def test_a_leftover_archive_without_a_row_is_not_inherited(alice_api, bob_api, settings):
    """Files and index rows of a session deleted before deletions purged (a raw delete
    skips signals and the cascade), or of a crashed import."""
    _alice_session(alice_api, settings)
    AgentSession.objects.filter(pk="shared-id")._raw_delete(using="default")
    assert (settings.MEMORYLAB_ARCHIVE_DIR / "shared-id.jsonl").exists()
    assert ArchiveEntry.objects.filter(session_id="shared-id").exists()
    assert bob_api.post("/sessions", {"id": "shared-id"}).status_code == 201
    assert not ArchiveEntry.objects.filter(session_id="shared-id").exists()
    assert bob_api.get("/archive/shared-id/1").status_code == 404
    assert bob_api.get("/sessions/shared-id/history").json()["count"] == 0
    archive = settings.MEMORYLAB_ARCHIVE_DIR / "shared-id.jsonl"
    assert not archive.exists() or SECRET not in archive.read_text()


def test_the_retention_command_says_what_deletion_removes():
    from sessions.management.commands.archive_retention import Command

    assert "deleting a session" in Command.help.lower()

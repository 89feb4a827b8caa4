"""Sessions: create, list (paginated, filtered), read, delete; ownership; bad ids."""

from __future__ import annotations

import json

import pytest

from compaction.engine import ArchiveInUse, InvalidMessage
from sessions.models import AgentSession, ApiToken

from .helpers import assert_error, user_text

pytestmark = pytest.mark.django_db


def test_it_creates_a_session_with_a_spec(api, alice):
    spec = {"type": "memory", "spec": {"auto_compact": {"threshold_tokens": 5000}}}
    r = api.post("/sessions", {"id": "agent-1", "spec": spec, "title": "First"})
    assert r.status_code == 201
    body = r.json()
    assert body["id"] == "agent-1"
    assert body["owner"] == "alice"
    assert body["title"] == "First"
    assert body["spec"]["spec"]["auto_compact"]["threshold_tokens"] == 5000
    assert AgentSession.objects.get(pk="agent-1").owner == alice


def test_it_makes_an_id_when_none_is_given(api):
    r = api.post("/sessions", {})
    assert r.status_code == 201
    assert AgentSession.objects.filter(pk=r.json()["id"]).exists()


def test_it_rejects_an_invalid_spec_naming_the_key_path(api):
    r = api.post("/sessions", {"spec": {"spec": {"auto_compact": {"threshold_tokens": "high"}}}})
    body = assert_error(r, 422, "invalid_spec")
    assert body["message"].startswith("spec.auto_compact.threshold_tokens: ")
    assert not AgentSession.objects.exists()


def test_it_rejects_an_unknown_spec_key(api):
    r = api.post("/sessions", {"spec": {"spec": {"auto_compactt": {}}}})
    body = assert_error(r, 422, "invalid_spec")
    assert body["message"].startswith("spec.auto_compactt: unknown key")


def test_it_rejects_a_duplicate_id(api):
    assert api.post("/sessions", {"id": "dup"}).status_code == 201
    assert_error(api.post("/sessions", {"id": "dup"}), 409, "conflict")


@pytest.mark.parametrize("bad", ["../etc", ".hidden", "a/b", "x" * 129, "a b"])
def test_it_rejects_a_bad_session_id_on_create(api, bad):
    assert_error(api.post("/sessions", {"id": bad}), 422, "invalid_session_id")


def test_it_rejects_wrong_types_in_the_body(api):
    body = assert_error(api.post("/sessions", {"id": 12, "spec": "yes"}), 422, "invalid_request")
    assert body["message"] == "id: Input should be a valid string"
    assert [d["loc"][-1] for d in body["detail"]] == ["id", "spec"]


def test_it_rejects_a_body_that_is_not_json(api):
    body = assert_error(api.post("/sessions", raw="{not json"), 400, "invalid_json")
    assert "line 1" in body["message"]


def test_it_rejects_a_body_that_is_not_utf8(api):
    assert_error(api.post("/sessions", raw=b"\xff\xfe{"), 400, "invalid_json")


def test_it_lists_sessions_with_pagination_and_a_text_filter(api):
    for i in range(5):
        api.post("/sessions", {"id": f"build-{i}", "title": f"Build {i}"})
    api.post("/sessions", {"id": "deploy", "title": "Deploy to prod"})
    r = api.get("/sessions", limit=2, offset=0, q="build")
    assert r.status_code == 200
    page = r.json()
    assert page["count"] == 5
    assert len(page["items"]) == 2
    rest = api.get("/sessions", limit=10, offset=2, q="build").json()["items"]
    ids = {s["id"] for s in page["items"] + rest}
    assert ids == {f"build-{i}" for i in range(5)}
    assert [s["id"] for s in api.get("/sessions", q="prod").json()["items"]] == ["deploy"]


def test_it_sorts_by_a_named_order_and_rejects_an_unknown_one(api):
    for sid in ("b", "a", "c"):
        api.post("/sessions", {"id": sid})
    assert [s["id"] for s in api.get("/sessions", order="id").json()["items"]] == ["a", "b", "c"]
    assert [s["id"] for s in api.get("/sessions", order="-id").json()["items"]] == ["c", "b", "a"]
    body = assert_error(api.get("/sessions", order="bogus"), 422, "invalid_request")
    assert "bogus" in body["message"] and "context_tokens" in body["message"]


def test_it_rejects_a_bad_page_size(api):
    assert_error(api.get("/sessions", limit=0), 422, "invalid_request")
    assert_error(api.get("/sessions", limit="many"), 422, "invalid_request")


def test_it_reads_one_session(api):
    api.post("/sessions", {"id": "one"})
    api.post("/sessions/one/messages", {"messages": [user_text("hello")]})
    body = api.get("/sessions/one").json()
    assert body["id"] == "one"
    assert body["message_count"] == 1
    assert body["context_tokens"] > 0


def test_it_answers_404_for_an_unknown_session(api):
    assert_error(api.get("/sessions/nope"), 404, "not_found")
    assert_error(api.get("/sessions/nope/context"), 404, "not_found")
    assert_error(api.post("/sessions/nope/messages", {"messages": []}), 404, "not_found")


@pytest.mark.parametrize(
    "path",
    [
        "/sessions/..%2F..",
        "/sessions/..%2F..%2Fetc%2Fpasswd/context",
        "/sessions/%2E%2E/history",
        "/archive/..%2F../1",
        "/sessions/a%00b",
    ],
)
def test_it_answers_400_for_a_bad_session_id_in_the_path(api, path):
    assert_error(api.get(path), 400, "invalid_session_id")


def test_it_hides_other_owners_sessions(api, bob_api):
    api.post("/sessions", {"id": "alice-s"})
    api.post("/sessions/alice-s/messages", {"messages": [user_text("secret")]})
    for path in ("/sessions/alice-s", "/sessions/alice-s/context", "/sessions/alice-s/history"):
        assert_error(bob_api.get(path), 404, "not_found")
    assert_error(bob_api.get("/archive/alice-s/1"), 404, "not_found")
    assert_error(
        bob_api.post("/sessions/alice-s/messages", {"messages": [user_text("x")]}), 404, "not_found"
    )
    assert_error(bob_api.post("/sessions/alice-s/compact", {}), 404, "not_found")
    assert bob_api.get("/sessions").json()["count"] == 0
    assert bob_api.delete("/sessions/alice-s?purge=true").status_code == 404
    assert AgentSession.objects.filter(pk="alice-s").exists()


def test_it_shows_all_sessions_to_staff(api, bob_api, admin_api):
    api.post("/sessions", {"id": "alice-s"})
    bob_api.post("/sessions", {"id": "bob-s"})
    ids = {s["id"] for s in admin_api.get("/sessions").json()["items"]}
    assert ids == {"alice-s", "bob-s"}
    assert admin_api.get("/sessions/alice-s/context").status_code == 200


def test_it_requires_a_valid_token(anon_api, api, alice):
    api.post("/sessions", {"id": "s"})
    assert_error(anon_api.get("/sessions"), 401, "unauthorized")
    anon_api.token = "ml_wrong"
    assert_error(anon_api.get("/sessions/s"), 401, "unauthorized")
    token, plain = ApiToken.issue(alice, "old")
    from django.utils import timezone

    ApiToken.objects.filter(pk=token.pk).update(revoked=timezone.now())
    anon_api.token = plain
    assert_error(anon_api.get("/sessions/s"), 401, "unauthorized")


def test_it_deletes_the_runtime_memory_but_keeps_the_archive(api, settings):
    api.post("/sessions", {"id": "s"})
    api.post("/sessions/s/messages", {"messages": [user_text("keep me")]})
    assert api.delete("/sessions/s").status_code == 204
    assert api.get("/sessions/s/context").json() == {"messages": [], "tokens": 0}
    history = api.get("/sessions/s/history").json()
    assert history["items"] == [user_text("keep me")]
    assert (settings.MEMORYLAB_ARCHIVE_DIR / "s.jsonl").exists()


def test_it_purges_a_session_with_its_archive(api, settings):
    api.post("/sessions", {"id": "s"})
    api.post("/sessions/s/messages", {"messages": [user_text("forget me")]})
    assert api.delete("/sessions/s?purge=true").status_code == 204
    assert_error(api.get("/sessions/s"), 404, "not_found")
    assert not (settings.MEMORYLAB_ARCHIVE_DIR / "s.jsonl").exists()
    # The id can be used again and starts a fresh archive.
    api.post("/sessions", {"id": "s"})
    r = api.post("/sessions/s/messages", {"messages": [user_text("new")]})
    assert r.json()["seqs"] == [1]
    assert api.get("/sessions/s/history").json()["items"] == [user_text("new")]


@pytest.mark.parametrize(
    "exc, status",
    [
        (ArchiveInUse("session 's' already has 3 records"), 409),
        (InvalidMessage("messages[0].role: 'wizard'"), 422),
    ],
)
def test_it_answers_engine_errors_about_the_session_state_with_409(rf, exc, status):
    from memorylab.api import on_engine_error

    response = on_engine_error(rf.post("/api/v1/sessions/s/messages"), exc)
    assert response.status_code == status
    assert json.loads(response.content)["code"] == exc.code

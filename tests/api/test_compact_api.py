"""Manual compaction (sync and async through Celery), task status, history pages and
archive records."""

from __future__ import annotations

import pytest

from compaction.models import TaskRun

from .helpers import assert_error, model_text, tool_call, tool_result, user_text

pytestmark = pytest.mark.django_db


def fill(api, sid: str, rounds: int = 6) -> list[dict]:
    sent = [user_text("Deploy service payments-api to eu-west-1 and confirm the health check.")]
    for i in range(rounds):
        sent.append(tool_call("kubectl", f"c{i}", {"args": f"get pods -n payments {i}"}))
        sent.append(tool_result("kubectl", f"c{i}", f"pod payments-{i} Running\n" * 40))
    sent.append(model_text("Deployed; the health check at /healthz answers 200."))
    api.post(f"/sessions/{sid}/messages", {"messages": sent})
    return sent


def test_it_compacts_on_request(api, session):
    fill(api, "s")
    before = api.get("/sessions/s/context").json()["tokens"]
    r = api.post("/sessions/s/compact", {"instructions": "keep the region"})
    assert r.status_code == 200
    result = r.json()
    assert result["ok"] is True
    assert result["trigger"] == "manual"
    assert result["tokens_before"] == before
    assert result["tokens_after"] < before
    assert result["archive_ref"].startswith("archive://s/")
    context = api.get("/sessions/s/context").json()
    assert context["tokens"] == result["tokens_after"]
    assert api.get("/sessions/s").json()["compactions"] == 1


def test_it_compacts_with_an_empty_body(api, session):
    fill(api, "s")
    assert api.post("/sessions/s/compact").json()["ok"] is True


def test_it_reports_a_failed_compact_as_409_with_the_result(api, session):
    body = assert_error(api.post("/sessions/s/compact", {}), 409, "compact_failed")
    assert body["result"]["ok"] is False
    assert "empty" in body["message"]


def test_it_refuses_to_compact_a_chat_history_session(api):
    api.post("/sessions", {"id": "c", "spec": {"spec": {"backend": "chat_history"}}})
    api.post("/sessions/c/messages", {"messages": [user_text("hi")]})
    assert_error(api.post("/sessions/c/compact", {}), 409, "not_compactable")


def test_it_rejects_bad_compact_instructions(api, session):
    assert_error(api.post("/sessions/s/compact", {"instructions": 5}), 422, "invalid_request")


def test_it_compacts_asynchronously_through_an_eager_task(
    api, session, django_capture_on_commit_callbacks
):
    fill(api, "s")
    with django_capture_on_commit_callbacks(execute=True):
        r = api.post("/sessions/s/compact?async=true", {"instructions": "keep pod names"})
    assert r.status_code == 202
    queued = r.json()
    assert queued["url"] == f"/api/v1/tasks/{queued['task_id']}"
    task = api.get(f"/tasks/{queued['task_id']}").json()
    assert task["status"] == "done"
    assert task["kind"] == "compact"
    assert task["progress"] == 1.0
    assert task["result"]["ok"] is True
    assert TaskRun.objects.get(pk=queued["task_id"]).params["instructions"] == "keep pod names"


def test_it_shows_a_queued_task_before_a_worker_runs_it(api, session):
    fill(api, "s")
    queued = api.post("/sessions/s/compact?async=true", {}).json()
    assert api.get(f"/tasks/{queued['task_id']}").json()["status"] == "queued"


def test_it_hides_other_owners_tasks(api, bob_api, admin_api, session):
    queued = api.post("/sessions/s/compact?async=true", {}).json()
    assert_error(bob_api.get(f"/tasks/{queued['task_id']}"), 404, "not_found")
    assert admin_api.get(f"/tasks/{queued['task_id']}").status_code == 200


@pytest.mark.parametrize("task_id", ["nope", "00000000-0000-0000-0000-000000000000", "..%2F.."])
def test_it_answers_404_for_an_unknown_task(api, task_id):
    assert_error(api.get(f"/tasks/{task_id}"), 404, "not_found")


def test_it_returns_the_full_history_after_compaction(api, session):
    sent = fill(api, "s")
    api.post("/sessions/s/compact", {})
    more = [user_text("And the staging cluster?"), model_text("Staging is fine too.")]
    api.post("/sessions/s/messages", {"messages": more})
    history = api.get("/sessions/s/history", limit=1000).json()
    assert history["count"] == len(sent) + 2
    assert history["items"] == sent + more


def test_it_pages_the_history(api, session):
    sent = fill(api, "s", rounds=10)
    page1 = api.get("/sessions/s/history", limit=5, offset=0).json()
    page2 = api.get("/sessions/s/history", limit=5, offset=5).json()
    tail = api.get("/sessions/s/history", limit=1000, offset=20).json()
    assert page1["count"] == page2["count"] == len(sent)
    assert page1["items"] + page2["items"] == sent[:10]
    assert tail["items"] == sent[20:]
    assert api.get("/sessions/s/history", offset=999).json()["items"] == []


@pytest.mark.parametrize("params", [{"limit": 0}, {"limit": 5000}, {"offset": -1}, {"limit": "x"}])
def test_it_rejects_bad_history_pages(api, session, params):
    assert_error(api.get("/sessions/s/history", **params), 422, "invalid_request")


def test_it_reads_one_archive_record_by_reference(api, session):
    sent = fill(api, "s")
    record = api.get("/archive/s/3").json()
    assert record["ref"] == "archive://s/3"
    assert record["seq"] == 3
    assert record["type"] == "tool_result"
    assert record["data"]["message"] == sent[2]


def test_it_follows_a_compaction_reference_to_its_record(api, session):
    fill(api, "s")
    ref = api.post("/sessions/s/compact", {}).json()["archive_ref"]
    seq = ref.rsplit("/", 1)[1].split("-")[0]
    assert api.get(f"/archive/s/{seq}").status_code == 200


def test_it_answers_404_for_a_missing_archive_record(api, session):
    fill(api, "s")
    assert_error(api.get("/archive/s/999"), 404, "not_found")
    assert_error(api.get("/archive/nope/1"), 404, "not_found")
    assert api.get("/archive/s/0").status_code == 404
    assert api.get("/archive/s/x").status_code == 404

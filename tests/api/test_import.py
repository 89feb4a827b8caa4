"""Importing conversations: the service, the command and the upload endpoint all play
each conversation through the memory; bad files are named and skipped; a failing
conversation leaves nothing behind."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command

from compaction.engine.archive import JsonlArchive, NewRecord
from compaction.engine.formats import load_conversations
from memorylab.errors import ServiceError
from sessions import importing, services
from sessions.models import AgentSession, ArchiveEntry, UploadChunk

from .helpers import assert_error

pytestmark = pytest.mark.django_db

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "api" / "import"
GOOD = {
    "tiny-labelled",
    "openai-chat",
    "tlib-tlib-1234",
    "tau-airline-task-7-trial-0",
    "tau-airline-task-8-trial-1",
}


def test_it_imports_a_directory_and_names_the_bad_files(alice, settings):
    report = importing.import_path(FIXTURES, alice)
    assert {c["id"] for c in report.imported} == GOOD
    assert sorted(f["name"] for f in report.failed) == ["broken.json", "not-a-conversation.json"]
    assert "not valid JSON" in next(f["error"] for f in report.failed if f["name"] == "broken.json")
    assert set(AgentSession.objects.values_list("id", flat=True)) == GOOD
    assert "imported 5 conversations" in report.summary()
    assert "2 failed: broken.json, not-a-conversation.json" in report.summary()


def test_it_plays_each_conversation_through_the_memory(alice, settings):
    importing.import_path(FIXTURES / "swe-mini.traj.json", alice)
    [conv] = load_conversations(FIXTURES / "swe-mini.traj.json")
    session = AgentSession.objects.get(pk=conv.id)
    assert session.owner == alice
    assert session.source == "mini-swe-agent"
    assert session.turn >= 2  # next_turn ran at the end
    assert session.meta["file"] == "swe-mini.traj.json"
    assert len(session.meta["labels"]) == len(conv.labels)
    # The archive and its index are real: the history is the conversation, in order.
    history = services.history(session, limit=1000)
    assert history["items"] == [m.to_dict() for m in conv.messages]
    assert ArchiveEntry.objects.filter(session=session, type="tool_result").exists()
    assert (settings.MEMORYLAB_ARCHIVE_DIR / f"{conv.id}.jsonl").exists()


def test_it_skips_conversations_already_imported(alice):
    importing.import_path(FIXTURES / "openai-chat.json", alice)
    again = importing.import_path(FIXTURES / "openai-chat.json", alice)
    assert again.imported == []
    assert again.skipped == [{"id": "openai-chat", "reason": "session exists"}]
    assert services.history(AgentSession.objects.get(pk="openai-chat"))["count"] == 9


def test_it_leaves_nothing_of_a_conversation_that_fails(alice, settings, monkeypatch):
    calls = {"n": 0}
    real_advance = services.advance

    def failing_advance(session, *, new_turn):
        calls["n"] += 1
        if session.id == "tlib-tlib-1234" and calls["n"] > 3:
            raise ServiceError("disk on fire", code="archive_error", status=500)
        return real_advance(session, new_turn=new_turn)

    monkeypatch.setattr(services, "advance", failing_advance)
    report = importing.import_path(FIXTURES / "swe-mini.traj.json", alice)
    assert report.imported == []
    assert report.failed == [{"name": "swe-mini.traj.json#tlib-tlib-1234", "error": "disk on fire"}]
    assert not AgentSession.objects.filter(pk="tlib-tlib-1234").exists()
    assert not ArchiveEntry.objects.filter(session_id="tlib-tlib-1234").exists()
    assert not (settings.MEMORYLAB_ARCHIVE_DIR / "tlib-tlib-1234.jsonl").exists()
    # A later import of the same file works and starts a fresh archive.
    monkeypatch.setattr(services, "advance", real_advance)
    assert len(importing.import_path(FIXTURES / "swe-mini.traj.json", alice).imported) == 1
    assert services.record(AgentSession.objects.get(pk="tlib-tlib-1234"), 1).seq == 1


def test_it_removes_an_archive_left_by_a_crashed_import(alice, settings):
    # A crashed import leaves real records under the id and no session row.
    leftover = JsonlArchive(settings.MEMORYLAB_ARCHIVE_DIR)
    record = NewRecord("message", 1, {"message": {"role": "user", "content": [{"text": "old"}]}})
    leftover.append("openai-chat", [record, record])
    leftover.close()
    importing.import_path(FIXTURES / "openai-chat.json", alice)
    [conv] = load_conversations(FIXTURES / "openai-chat.json")
    on_disk = list(JsonlArchive(settings.MEMORYLAB_ARCHIVE_DIR).read("openai-chat"))
    # The new session's archive starts at seq 1 and holds nothing of the crashed import.
    assert [r.seq for r in on_disk] == list(range(1, len(conv.messages) + 1))
    assert [r.data["message"] for r in on_disk] == [m.to_dict() for m in conv.messages]


def test_it_imports_with_a_given_spec(alice, tmp_path):
    spec = tmp_path / "spec.yaml"
    spec.write_text("type: memory\nspec:\n  backend: chat_history\n  max_turns: 50\n")
    importing.import_path(FIXTURES / "labelled-tiny.json", alice, spec=spec)
    assert AgentSession.objects.get(pk="tiny-labelled").spec["spec"]["backend"] == "chat_history"


def test_it_rejects_a_bad_spec(alice, tmp_path):
    spec = tmp_path / "spec.yaml"
    spec.write_text("type: memory\nspec:\n  max_turns: lots\n")
    with pytest.raises(ServiceError) as info:
        importing.import_path(FIXTURES / "labelled-tiny.json", alice, spec=spec)
    assert "max_turns" in info.value.message
    assert not AgentSession.objects.exists()


def test_it_reports_progress(alice):
    seen = []
    importing.import_path(FIXTURES, alice, progress=lambda d, t, name: seen.append((d, t)))
    assert seen[0] == (0, 5)
    assert seen[-1] == (5, 5)


def test_it_imports_a_parsed_payload(alice):
    data = json.loads((FIXTURES / "openai-chat.json").read_text())
    report = importing.import_payload(data, alice, "chat.json")
    assert [c["id"] for c in report.imported] == ["chat"]  # named after the upload
    bad = importing.import_payload({"nope": 1}, alice, "bad.json")
    assert bad.failed[0]["name"] == "bad.json"


def test_it_plays_conversations_by_the_engine_replay_rules(alice, tmp_path):
    """Imported through the services, a conversation gets exactly the model calls, tokens
    and compactions of the engine's own replay of it."""
    from compaction.engine import MemorySpec
    from compaction.engine.replay import replay, spec_with_archive_dir

    spec = {
        "type": "memory",
        "spec": {"auto_compact": {"threshold_tokens": 1500, "min_saving_tokens": 200}},
    }
    importing.import_path(FIXTURES / "swe-mini.traj.json", alice, spec=spec)
    [conv] = load_conversations(FIXTURES / "swe-mini.traj.json")
    expected = replay(conv, spec_with_archive_dir(MemorySpec.from_dict(spec), tmp_path / "engine"))
    session = AgentSession.objects.get(pk=conv.id)
    assert session.meta["replay"] == expected.totals
    assert session.meta["replay"]["model_calls"] > 3
    assert session.context_tokens == expected.final_context_tokens
    assert session.turn == expected.turns[-1].turn + 1


# -- the command -----------------------------------------------------------------------


def test_the_command_imports_for_the_first_superuser(admin_user, capsys):
    call_command("import_conversations", str(FIXTURES / "openai-chat.json"))
    out = capsys.readouterr()
    assert "imported 1 conversations (9 messages)" in out.out
    assert AgentSession.objects.get(pk="openai-chat").owner == admin_user


def test_the_command_prints_json_and_names_bad_files(alice, capsys):
    call_command("import_conversations", str(FIXTURES), "--user", "alice", "--json")
    out = capsys.readouterr()
    report = json.loads(out.out)
    assert report["totals"]["imported"] == 5
    assert {f["name"] for f in report["failed"]} == {"broken.json", "not-a-conversation.json"}
    assert "skipped broken.json" in out.err


def test_the_command_fails_when_nothing_could_be_imported(alice, capsys):
    with pytest.raises(SystemExit) as info:
        call_command("import_conversations", str(FIXTURES / "broken.json"), "--user", "alice")
    assert info.value.code == 1
    assert "broken.json" in capsys.readouterr().err


def test_the_command_fails_in_strict_mode_on_any_bad_file(alice):
    with pytest.raises(SystemExit):
        call_command("import_conversations", str(FIXTURES), "--user", "alice", "--strict")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["/no/such/path", "--user", "alice"], "no such file"),
        ([str(FIXTURES), "--user", "nobody"], "no user 'nobody'"),
    ],
)
def test_the_command_explains_bad_arguments(alice, args, message):
    from django.core.management.base import CommandError

    with pytest.raises(CommandError, match=message):
        call_command("import_conversations", *args)


def test_the_command_needs_a_superuser_without_user(alice):
    from django.core.management.base import CommandError

    with pytest.raises(CommandError, match="no superuser"):
        call_command("import_conversations", str(FIXTURES))


# -- the upload endpoint ---------------------------------------------------------------


def upload(client, token, name, content, **data):
    return client.post(
        "/api/v1/import",
        {"file": SimpleUploadedFile(name, content, content_type="application/json"), **data},
        HTTP_AUTHORIZATION=f"Bearer {token}",
    )


def test_the_upload_imports_through_an_eager_task(
    client, alice_token, alice, django_capture_on_commit_callbacks, api, settings, tmp_path
):
    settings.MEMORYLAB_UPLOAD_DIR = tmp_path / "uploads"
    with django_capture_on_commit_callbacks(execute=True):
        r = upload(
            client, alice_token, "trajectory.json", (FIXTURES / "swe-mini.traj.json").read_bytes()
        )
    assert r.status_code == 202
    task = api.get(f"/tasks/{r.json()['task_id']}").json()
    assert task["kind"] == "import"
    assert task["status"] == "done"
    assert task["progress"] == 1.0
    assert task["result"]["totals"]["imported"] == 1
    assert task["message"].startswith("imported 1 conversations")
    assert AgentSession.objects.get(pk="tlib-tlib-1234").owner == alice
    assert not any((tmp_path / "uploads").rglob("*.json"))  # the upload is removed


def test_the_upload_travels_through_the_database_when_the_archive_lives_there(
    client, alice_token, alice, django_capture_on_commit_callbacks, api, settings, tmp_path,
    monkeypatch,
):  # fmt: skip
    # Web and worker machines without a shared disk: nothing may wait in the upload folder.
    settings.MEMORYLAB_ARCHIVE_BACKEND = "database"
    settings.MEMORYLAB_UPLOAD_DIR = tmp_path / "uploads"
    monkeypatch.setattr(importing, "UPLOAD_CHUNK_BYTES", 1000)  # several pieces, in order
    content = (FIXTURES / "swe-mini.traj.json").read_bytes()
    with django_capture_on_commit_callbacks() as queued:
        r = upload(client, alice_token, "trajectory.json", content)
    assert r.status_code == 202, r.content
    pieces = UploadChunk.objects.filter(task_id=r.json()["task_id"]).order_by("index")
    assert len(pieces) == -(-len(content) // 1000) > 2
    assert b"".join(bytes(p.data) for p in pieces) == content
    assert not (tmp_path / "uploads").exists()

    for enqueue in queued:
        enqueue()  # Celery in eager mode: the import runs here, as a worker would
    task = api.get(f"/tasks/{r.json()['task_id']}").json()
    assert task["status"] == "done", task["error"]
    assert task["result"]["totals"]["imported"] == 1
    assert AgentSession.objects.get(pk="tlib-tlib-1234").owner == alice
    assert not UploadChunk.objects.exists()  # the pieces are deleted once imported


def test_a_database_upload_that_is_gone_fails_with_a_clear_error(alice, settings):
    from compaction.models import TaskRun

    settings.MEMORYLAB_ARCHIVE_BACKEND = "database"
    task = TaskRun.objects.create(
        kind="import", owner=alice, params={"name": "x.json", "stored": "database"}
    )
    importing.run_import(str(task.pk))
    task.refresh_from_db()
    assert task.status == "failed"
    assert "the uploaded file is gone" in task.error


def test_a_task_without_an_upload_path_deletes_nothing(alice, settings, tmp_path):
    from compaction.models import TaskRun

    settings.MEMORYLAB_UPLOAD_DIR = tmp_path / "uploads"
    keep = tmp_path / "keep.txt"
    keep.write_text("x")
    task = TaskRun.objects.create(kind="import", owner=alice, params={"path": str(keep)})
    importing.run_import(str(task.pk))
    task.refresh_from_db()
    assert task.status == "failed"
    assert keep.exists()


def test_the_upload_reports_a_bad_file(
    client, alice_token, django_capture_on_commit_callbacks, api, settings, tmp_path
):
    settings.MEMORYLAB_UPLOAD_DIR = tmp_path / "uploads"
    with django_capture_on_commit_callbacks(execute=True):
        r = upload(client, alice_token, "../../evil name.json", b"{nope")
    task = api.get(f"/tasks/{r.json()['task_id']}").json()
    assert task["status"] == "failed"
    assert "evil_name.json" in task["error"]
    assert "not valid JSON" in task["error"]


def test_the_upload_takes_a_spec(
    client, alice_token, django_capture_on_commit_callbacks, settings, tmp_path
):
    settings.MEMORYLAB_UPLOAD_DIR = tmp_path / "uploads"
    spec = json.dumps({"type": "memory", "spec": {"backend": "chat_history"}})
    with django_capture_on_commit_callbacks(execute=True):
        upload(
            client, alice_token, "c.json", (FIXTURES / "openai-chat.json").read_bytes(), spec=spec
        )
    assert AgentSession.objects.get(pk="c").spec["spec"]["backend"] == "chat_history"


def test_the_upload_rejects_a_bad_spec_at_once(client, alice_token, settings, tmp_path):
    settings.MEMORYLAB_UPLOAD_DIR = tmp_path / "uploads"
    r = upload(client, alice_token, "c.json", b"[]", spec='{"spec": {"max_turns": "x"}}')
    assert_error(r, 422, "invalid_spec")


def test_the_upload_rejects_an_oversize_file(client, alice_token, settings, tmp_path):
    settings.MEMORYLAB_UPLOAD_DIR = tmp_path / "uploads"
    settings.MEMORYLAB_MAX_IMPORT_BYTES = 100
    r = upload(client, alice_token, "c.json", b"[" + b" " * 200 + b"]")
    assert_error(r, 413, "too_large")


def test_the_upload_needs_a_file(client, alice_token):
    r = client.post("/api/v1/import", {}, HTTP_AUTHORIZATION=f"Bearer {alice_token}")
    assert_error(r, 422, "invalid_request")

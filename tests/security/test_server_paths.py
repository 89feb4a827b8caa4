"""Users send documents, never server paths: a JSON string naming a file on the server is
refused by every import (the lab's REST import, the lab's upload form, the sessions
upload), and staff sweeps read only folders inside MEMORYLAB_DATA_DIRS. The refusals look
the same whether the path exists or not, and quote nothing of what is there."""

from __future__ import annotations

import io
import json
import shutil
from pathlib import Path

import pytest
from django.urls import reverse

from compaction.models import TaskRun
from evaluation import sweep_tasks, sweeps
from evaluation.models import LabelledConversation
from sessions.models import AgentSession

SHIPPED = Path(__file__).resolve().parents[2] / "evaluation" / "fixtures" / "labelled"
PRIVATE_KEY = "aws_secret_access_key"


@pytest.fixture
def private_files(tmp_path) -> dict[str, Path]:
    """Files only the server may read: a labelled conversation (importable as it is), a
    folder of them, a JSON file with a secret key name, and a path that does not exist."""
    folder = tmp_path / "private"
    folder.mkdir()
    shutil.copy(SHIPPED / "ledger-lag.json", folder / "ledger-lag.json")
    secret = tmp_path / "credentials.json"
    secret.write_text(json.dumps({PRIVATE_KEY: "AKIA-not-yours", "db_password": "hunter2"}))
    return {
        "file": folder / "ledger-lag.json",
        "folder": folder,
        "secret": secret,
        "missing": tmp_path / "nothing-here.json",
    }


def _post_json(client, url: str, body, token: str):
    return client.post(
        url, json.dumps(body), content_type="application/json", HTTP_AUTHORIZATION=f"Bearer {token}"
    )


def test_it_never_reads_a_server_path_sent_as_the_lab_import_body(
    client, alice, alice_token, private_files
):
    messages = set()
    for name, path in private_files.items():
        r = _post_json(client, "/api/v1/evaluation/conversations", str(path), alice_token)
        assert r.status_code == 422, (name, r.content[:300])
        body = r.json()
        assert body["code"] == "invalid_conversation", body
        assert PRIVATE_KEY not in r.content.decode() and "ledger" not in r.content.decode()
        messages.add(body["message"])
    # One answer for a readable file, a folder, a secret file and nothing at all.
    assert messages == {"body: expected a JSON object or a list of conversations, got a string"}
    assert not LabelledConversation.objects.exists()


def test_it_never_reads_a_server_path_uploaded_in_the_lab_form(client, alice, private_files):
    client.force_login(alice)
    for name, path in private_files.items():
        upload = io.BytesIO(json.dumps(str(path)).encode())
        upload.name = "innocent.json"
        r = client.post(reverse("evaluation:upload"), {"file": upload})
        assert r.status_code == 422, name
        page = r.content.decode()
        assert "expected a JSON object or a list of conversations, got a string" in page
        assert PRIVATE_KEY not in page and "hunter2" not in page
    assert not LabelledConversation.objects.exists()


def test_it_never_reads_a_server_path_uploaded_to_the_sessions_import(
    client, alice, alice_token, private_files, django_capture_on_commit_callbacks
):
    upload = io.BytesIO(json.dumps(str(private_files["file"])).encode())
    upload.name = "innocent.json"
    with django_capture_on_commit_callbacks(execute=True):
        r = client.post(
            "/api/v1/import", {"file": upload}, HTTP_AUTHORIZATION=f"Bearer {alice_token}"
        )
    assert r.status_code == 202, r.content
    task = TaskRun.objects.get(pk=r.json()["task_id"])
    assert task.status == TaskRun.FAILED
    assert "expected a JSON object or list, got str" in task.error
    assert not AgentSession.objects.exists()


def test_an_import_task_reads_only_its_own_upload(alice, private_files, settings, tmp_path):
    """A task row pointing outside the upload folder (edited by hand, or forged) is not
    read: the worker imports only what an upload stored."""
    from sessions import importing

    settings.MEMORYLAB_UPLOAD_DIR = tmp_path / "uploads"
    task = TaskRun.objects.create(
        kind="import", owner=alice, params={"path": str(private_files["file"]), "spec": None}
    )
    importing.run_import(str(task.pk))
    task.refresh_from_db()
    assert task.status == TaskRun.FAILED and "upload it again" in task.error
    assert not AgentSession.objects.exists()
    assert private_files["file"].exists()  # and the cleanup never touched it


@pytest.mark.parametrize("who", ["alice", "admin_user"])
def test_a_sweep_reads_only_folders_inside_the_data_dirs(
    request, client, who, private_files, settings, tmp_path
):
    settings.MEMORYLAB_DATA_DIRS = [tmp_path / "allowed"]
    (tmp_path / "allowed").mkdir()
    user = request.getfixturevalue(who)
    client.force_login(user)
    pages = {}
    for name in ("folder", "missing", "secret"):
        r = client.post("/lab/sweeps/new", {"path": str(private_files[name]), "thresholds": "3000"})
        # Staff: not inside the data folders (422); other users: no server paths at all (403).
        assert r.status_code == (422 if user.is_staff else 403), (who, name)
        pages[name] = r.content.decode()
        assert PRIVATE_KEY not in pages[name]
    if user.is_staff:
        # The same words whether the path exists or not.
        errors = {name: _sweep_error(page) for name, page in pages.items()}
        assert len(set(errors.values())) == 1, errors
        assert "MEMORYLAB_DATA_DIRS" in errors["folder"]
    else:
        assert "only staff users" in pages["folder"]
    assert not TaskRun.objects.filter(kind="sweep").exists()


def _sweep_error(page: str) -> str:
    start = page.index('data-testid="sweep-error">') + len('data-testid="sweep-error">')
    return page[start : page.index("</p>", start)]


def test_a_symlink_inside_the_data_dirs_does_not_lead_out(
    client, admin_user, private_files, settings, tmp_path
):
    allowed = tmp_path / "allowed"
    allowed.mkdir()
    (allowed / "escape").symlink_to(private_files["folder"])
    settings.MEMORYLAB_DATA_DIRS = [allowed]
    client.force_login(admin_user)
    r = client.post("/lab/sweeps/new", {"path": str(allowed / "escape"), "thresholds": "3000"})
    assert r.status_code == 422 and "MEMORYLAB_DATA_DIRS" in r.content.decode()


def test_a_queued_sweep_rechecks_its_folder_when_it_runs(admin_user, private_files, settings):
    """The row was made while the folder was allowed; the operator has since removed it."""
    settings.MEMORYLAB_DATA_DIRS = [private_files["folder"]]
    params = sweeps.clean_params(admin_user, path=str(private_files["folder"]), thresholds="3000")
    task = TaskRun.objects.create(kind="sweep", owner=admin_user, params=params)
    settings.MEMORYLAB_DATA_DIRS = []
    sweep_tasks.execute(str(task.pk))
    task.refresh_from_db()
    assert task.status == TaskRun.FAILED and "MEMORYLAB_DATA_DIRS" in task.error
    assert task.result is None


def test_the_default_data_dirs_are_the_projects_own_conversations():
    from django.conf import settings as live

    roots = {Path(p).resolve() for p in live.MEMORYLAB_DATA_DIRS}
    base = Path(live.BASE_DIR).resolve()
    assert roots == {base / "evaluation" / "fixtures" / "labelled", base / "demo"}

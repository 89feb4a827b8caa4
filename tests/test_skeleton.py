"""The project skeleton: health endpoint, base page, admin, production settings, demo data,
and the default broker consumed by a real Celery worker process."""

from __future__ import annotations

import json
import os
import secrets
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from django.contrib import admin
from django.core.management import call_command
from django.urls import reverse

ROOT = Path(__file__).resolve().parent.parent


def manage(
    *args: str, env: dict[str, str], timeout: float = 120, cwd: Path = ROOT
) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, str(ROOT / "manage.py"), *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def clean_env(**overrides: str) -> dict[str, str]:
    """This process's environment without the settings a test must choose itself."""
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DATABASE_URL", "CELERY_BROKER_URL", "DEBUG", "SECRET_KEY", "ALLOWED_HOSTS")
        # Set by the browser tests' conftest for playwright; never in a deployment.
        and k != "DJANGO_ALLOW_ASYNC_UNSAFE"
        and not k.startswith("MEMORYLAB_")
    }
    env.update(overrides)
    return env


# -- /healthz ---------------------------------------------------------------------------


def test_it_answers_the_browsers_favicon_request(client):
    response = client.get("/favicon.ico")
    assert response.status_code == 200
    assert response["Content-Type"] == "image/svg+xml"
    assert response.content.startswith(b"<svg")


@pytest.mark.django_db
def test_it_reports_database_and_broker_health(client, settings, tmp_path):
    settings.CELERY_BROKER_TRANSPORT_OPTIONS = {
        "data_folder_in": str(tmp_path / "q"),
        "data_folder_out": str(tmp_path / "q"),
        "processed_folder": str(tmp_path / "p"),
        "control_folder": str(tmp_path / "c"),
    }
    response = client.get("/healthz")
    assert response.status_code == 200
    body = response.json()
    assert body["status"] == "ok"
    assert body["database"] == {"ok": True, "detail": "sqlite"}
    assert body["broker"]["ok"] is True
    # The producer side makes the broker folders it needs.
    assert (tmp_path / "q").is_dir()


@pytest.mark.django_db
def test_it_reports_503_when_the_broker_is_unreachable(client, settings):
    settings.CELERY_BROKER_URL = "redis://:secret@127.0.0.1:1/0"  # nothing listens on port 1
    response = client.get("/healthz")
    assert response.status_code == 503
    body = response.json()
    assert body["status"] == "error"
    assert body["broker"]["ok"] is False
    assert body["database"]["ok"] is True
    assert "secret" not in json.dumps(body)


@pytest.mark.django_db
def test_it_reports_503_when_the_broker_folder_is_not_writable(client, settings, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("a file where the broker wants a folder")
    folder = str(blocker / "queue")
    settings.CELERY_BROKER_URL = "filesystem://"
    settings.CELERY_BROKER_TRANSPORT_OPTIONS = {"data_folder_in": folder, "data_folder_out": folder}
    response = client.get("/healthz")
    assert response.status_code == 503
    assert response.json()["broker"]["ok"] is False


def test_it_refuses_other_methods_on_healthz(client):
    assert client.post("/healthz").status_code == 405


# -- base page, login, admin ------------------------------------------------------------


@pytest.mark.django_db
def test_it_serves_the_base_page_with_htmx_and_the_csrf_header(client):
    response = client.get(reverse("login"))
    assert response.status_code == 200
    html = response.content.decode()
    assert "htmx" in html and "<script" in html
    assert 'hx-headers=\'{"X-CSRFToken": "' in html
    token = html.split('"X-CSRFToken": "', 1)[1].split('"', 1)[0]
    assert len(token) == 64  # a masked CSRF token, not an empty string


def test_it_ships_the_htmx_script_it_references(client):
    from django.contrib.staticfiles import finders
    from django.template import Context, Template

    html = Template("{% load django_htmx %}{% htmx_script %}").render(Context())
    src = html.split('src="', 1)[1].split('"', 1)[0]
    assert finders.find(src.removeprefix("/static/")) is not None


def test_it_serves_the_api_docs_without_any_cdn(client):
    import re

    from django.contrib.staticfiles import finders

    response = client.get("/api/v1/docs")
    assert response.status_code == 200
    html = response.content.decode()
    assets = re.findall(r'(?:src|href)="([^"]+)"', html)
    assert any(a.endswith("swagger-ui-bundle.js") for a in assets)
    assert not [a for a in assets if a.startswith(("http:", "https:", "//"))]
    for asset in assets:
        assert finders.find(asset.removeprefix("/static/")) is not None, asset


@pytest.mark.django_db
def test_it_logs_in_and_redirects_to_the_sessions_list(client, alice):
    response = client.post(reverse("login"), {"username": "alice", "password": "password"})
    assert response.status_code == 302
    assert response["Location"] == reverse("sessions:list")


@pytest.mark.django_db
def test_it_sends_anonymous_users_to_the_login_page(client):
    response = client.get("/", follow=True)
    assert response.redirect_chain
    assert response.request["PATH_INFO"] == reverse("login")


@pytest.mark.django_db
def test_it_serves_every_admin_page(admin_client):
    assert admin_client.get(reverse("admin:index")).status_code == 200
    for model in admin.site._registry:
        meta = model._meta
        for view in ("changelist", "add"):
            url = reverse(f"admin:{meta.app_label}_{meta.model_name}_{view}")
            assert admin_client.get(url).status_code in (200, 403), url


# -- settings ---------------------------------------------------------------------------


def test_it_passes_the_deploy_checks_with_production_settings(tmp_path):
    env = clean_env(
        DEBUG="0",
        SECRET_KEY=secrets.token_urlsafe(50),
        ALLOWED_HOSTS="memorylab.example.org",
        MEMORYLAB_BUILD_DIR=str(tmp_path),
    )
    result = manage("check", "--deploy", "--fail-level", "WARNING", env=env)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


def test_it_requires_a_secret_key_when_debug_is_off(tmp_path):
    env = clean_env(DEBUG="0", MEMORYLAB_BUILD_DIR=str(tmp_path))
    result = manage("check", env=env)
    assert result.returncode != 0
    assert "SECRET_KEY is required when DEBUG is off" in result.stderr


# -- demo data ----------------------------------------------------------------------------


@pytest.mark.django_db
def test_it_creates_the_demo_user_and_token_once(settings, tmp_path, capsys):
    from sessions.models import ApiToken

    settings.BUILD_DIR, settings.DEBUG = tmp_path, True  # pytest-django turns DEBUG off
    call_command("load_demo", "--json", "--no-conversations")
    first = json.loads(capsys.readouterr().out)
    call_command("load_demo", "--json", "--no-conversations")
    second = json.loads(capsys.readouterr().out)

    assert first["user_created"] is True and second["user_created"] is False
    assert first["token"] == second["token"] and second["token_created"] is False
    token = ApiToken.authenticate(second["token"])
    assert token is not None and token.user.username == "demo" and token.user.is_superuser
    assert token.user.check_password(first["password"])
    assert (tmp_path / "demo-api-token").stat().st_mode & 0o077 == 0


@pytest.mark.django_db
def test_it_issues_a_new_demo_token_when_the_saved_one_was_revoked(settings, tmp_path, capsys):
    from django.utils import timezone

    from sessions.models import ApiToken

    settings.BUILD_DIR, settings.DEBUG = tmp_path, True  # pytest-django turns DEBUG off
    call_command("load_demo", "--json", "--no-conversations")
    first = json.loads(capsys.readouterr().out)
    ApiToken.objects.update(revoked=timezone.now())
    call_command("load_demo", "--json", "--no-conversations")
    second = json.loads(capsys.readouterr().out)
    assert second["token_created"] is True and second["token"] != first["token"]
    assert ApiToken.authenticate(second["token"]) is not None


@pytest.mark.django_db
def test_it_refuses_the_demo_user_with_debug_off(settings):
    from django.core.management import CommandError

    settings.DEBUG = False
    with pytest.raises(CommandError, match="DEBUG off"):
        call_command("load_demo", "--no-conversations")


def test_it_generates_a_long_tool_heavy_demo_conversation_deterministically():
    from compaction.engine.formats import load_conversations
    from sessions.demo import long_incident

    data = long_incident()
    assert data == long_incident()
    (conv,) = load_conversations(data, name="demo")
    assert len(conv.messages) >= 500
    assert sum(1 for m in conv.messages if m.tool_responses) >= 200
    text = json.dumps(data)
    for label in data["labels"]:
        assert all(e in text for e in label["evidence"]), label


# -- the default broker with a real worker ------------------------------------------------


def test_it_runs_a_task_on_a_real_worker_over_the_filesystem_broker(tmp_path):
    """What `make run` does: SQLite + filesystem broker, a separate worker process."""
    env = clean_env(
        DEBUG="1",
        MEMORYLAB_BUILD_DIR=str(tmp_path / "build"),
        LITELLM_LOCAL_MODEL_COST_MAP="True",
        PYTHONPATH=str(ROOT),
    )
    # Both processes run in an empty directory of their own: whatever the broker would
    # leave in the working directory shows up there, whatever the checkout holds.
    workdir = tmp_path / "workdir"
    workdir.mkdir()
    # The worker starts while the database is migrated: it needs the tables only per task.
    worker = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "memorylab", "worker", "--pool=solo"]
        + ["--loglevel=INFO", "--without-gossip", "--without-mingle"],
        cwd=workdir,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        assert manage("migrate", "--noinput", env=env, cwd=workdir).returncode == 0
        script = """
from django.contrib.auth.models import User
from sessions import services
from sessions.services import request_compact
user = User.objects.create_user("w")
session = services.create_session(user, session_id="s1")
services.append_messages(session, [
    {"role": "user", "content": [{"text": "Please look into the failing deploy of api-7."}]},
    {"role": "model", "content": [{"toolRequest": {"name": "logs", "ref": "c1", "input": {}}}]},
    {"role": "tool", "content": [{"toolResponse": {"name": "logs", "ref": "c1",
        "output": "\\n".join(f"line {i}: GET /health 503 upstream timeout" for i in range(300))}}]},
    {"role": "model", "content": [{"text": "The deploy of api-7 failed its health check."}]},
])
print(request_compact(session, user).pk)
"""
        produced = manage("shell", "--no-imports", "-c", script, env=env, cwd=workdir)
        assert produced.returncode == 0, produced.stderr
        task_id = produced.stdout.strip().splitlines()[-1]
        deadline = time.monotonic() + 60
        row = ("queued", "")
        while row[0] in ("queued", "running") and time.monotonic() < deadline:
            time.sleep(0.3)
            with sqlite3.connect(tmp_path / "build" / "memorylab.sqlite3") as db:
                row = db.execute(
                    "SELECT status, error FROM compaction_taskrun WHERE id = ?",
                    [task_id.replace("-", "")],
                ).fetchone()
        assert row[0] == "done", row
    finally:
        worker.terminate()
        output = worker.communicate(timeout=30)[0]
    assert "compaction.run_compact[" in output and "succeeded" in output, output
    # Nothing of the broker lands in the working directory (kombu's default "control/").
    assert list(workdir.iterdir()) == []
    assert (tmp_path / "build" / "broker" / "control").is_dir()


# -- the README stays true ----------------------------------------------------------------

README = (ROOT / "README.md").read_text()


def test_it_documents_every_memory_spec_key_in_the_readme():
    import dataclasses

    from compaction.engine.spec import MemorySpec

    def keys(cls, prefix=""):
        for f in dataclasses.fields(cls):
            default = f.default_factory() if f.default_factory is not dataclasses.MISSING else None
            if dataclasses.is_dataclass(default):
                yield from keys(type(default), f"{prefix}{f.name}.")
            else:
                yield prefix + f.name

    missing = [k for k in keys(MemorySpec) if f"| `{k}` |" not in README]
    assert not missing


def test_it_documents_every_environment_variable_of_the_settings_in_the_readme():
    import re

    settings_py = (ROOT / "memorylab" / "settings.py").read_text()
    names = set(
        re.findall(
            r'(?:os\.getenv|envbool|envint|environ\.setdefault)\(\s*"([A-Z_]+)"', settings_py
        )
    )
    assert "DATABASE_URL" in names and "CELERY_BROKER_URL" in names
    missing = sorted(n for n in names if f"`{n}`" not in README)
    assert not missing


def test_it_gives_the_demo_user_a_labelled_set_in_the_lab_once(admin_user):
    from evaluation.models import LabelledConversation
    from memorylab.demo import load_lab_conversations

    first = load_lab_conversations(admin_user)
    assert len(first) > 17  # the shipped set and the demo conversations
    assert LabelledConversation.objects.filter(owner=admin_user).count() == len(first)
    assert load_lab_conversations(admin_user) == []  # safe to run again

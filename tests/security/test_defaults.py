"""Safe defaults: DEBUG is off unless the environment turns it on, there is no fallback
SECRET_KEY then, errors are our own pages (JSON under /api/), an anonymous 404 lists no
URL patterns, /healthz answers load balancers over plain HTTP, and shows no filesystem
paths to anonymous callers."""

from __future__ import annotations

import json
import os
import re
import secrets
import subprocess
import sys
from pathlib import Path

import pytest
from django.test import Client

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import json
from django.conf import settings
from django.test import Client
c = Client()
out = {"DEBUG": settings.DEBUG}
for name, path, secure in [
    ("healthz", "/healthz", False),
    ("login_http", "/accounts/login/", False),
    ("missing", "/no-such-page/", True),
    ("api_missing", "/api/v2/no-such-endpoint", True),
    ("no_slash", "/sessions", True),
]:
    r = c.get(path, secure=secure)
    out[name] = {"status": r.status_code, "location": r.get("Location"),
                 "body": r.content.decode(errors="replace")}
print(json.dumps(out))
"""


def production_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    """This environment without DEBUG: settings from variables only, as deployed."""
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DEBUG", "SECRET_KEY", "ALLOWED_HOSTS", "DATABASE_URL", "CELERY_BROKER_URL")
        and not k.startswith(("MEMORYLAB_", "DJANGO_ALLOW"))
    }
    env.update(
        DJANGO_SETTINGS_MODULE="memorylab.settings",
        MEMORYLAB_BUILD_DIR=str(tmp_path),
        ALLOWED_HOSTS="testserver",
        **extra,
    )
    return env


def run_manage(env: dict[str, str], *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
    )


@pytest.fixture(scope="module")
def deployed(tmp_path_factory) -> dict:
    """One process with DEBUG unset and a SECRET_KEY, probed with Django's test client."""
    tmp = tmp_path_factory.mktemp("deployed")
    env = production_env(tmp, SECRET_KEY=secrets.token_urlsafe(50))
    # As deployed: the pages name their static files through collectstatic's manifest.
    collected = run_manage(env, "collectstatic", "--noinput")
    assert collected.returncode == 0, collected.stderr[-3000:]
    done = run_manage(env, "shell", "--no-imports", "-c", PROBE)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_debug_is_off_unless_the_environment_turns_it_on(deployed):
    assert deployed["DEBUG"] is False


def test_without_debug_a_secret_key_is_required_and_named(tmp_path):
    done = run_manage(production_env(tmp_path), "check")
    assert done.returncode != 0
    assert "SECRET_KEY is required when DEBUG is off" in done.stderr


def test_healthz_answers_plain_http_while_pages_redirect_to_https(deployed):
    assert deployed["healthz"]["status"] == 200, deployed["healthz"]
    assert json.loads(deployed["healthz"]["body"])["status"] == "ok"
    assert deployed["login_http"]["status"] == 301
    assert deployed["login_http"]["location"].startswith("https://")


def test_an_anonymous_404_is_our_page_and_lists_no_urls(deployed):
    missing = deployed["missing"]
    assert missing["status"] == 404
    assert "Not found" in missing["body"] and "memorylab" in missing["body"]
    for leak in ("URLconf", "api/v1/", "admin/", "lab/sweeps/", "Traceback"):
        assert leak not in missing["body"], leak
    api = deployed["api_missing"]
    assert api["status"] == 404 and json.loads(api["body"])["code"] == "not_found"


def test_a_missing_trailing_slash_redirects_without_a_debug_page(deployed):
    assert deployed["no_slash"]["status"] == 301
    assert deployed["no_slash"]["location"].endswith("/sessions/")
    assert "Traceback" not in deployed["no_slash"]["body"]


@pytest.mark.urls("tests.security.urls_boom")
def test_a_server_error_is_our_page_or_the_api_json(db):
    client = Client(raise_request_exception=False)
    page = client.get("/boom/")
    assert page.status_code == 500
    body = page.content.decode()
    assert "Something went wrong" in body
    assert "/srv/secret/path" not in body and "Traceback" not in body
    api = client.get("/api/v1/boom-outside-ninja/")
    assert api.status_code == 500
    assert api.json() == {"code": "internal_error", "message": "internal server error (logged)"}


def test_the_development_targets_turn_debug_on():
    makefile = (ROOT / "Makefile").read_text()
    assert "run demo: export DEBUG := 1" in makefile
    devserver = (ROOT / "memorylab" / "devserver.py").read_text()
    assert 'os.environ.setdefault("DEBUG", "1")' in devserver


# -- /healthz and who sees paths -------------------------------------------------------------


@pytest.mark.django_db
def test_healthz_shows_no_paths_to_anonymous_callers(client, settings, tmp_path):
    settings.MEMORYLAB_ARCHIVE_DIR = tmp_path / "secret-archive-location"
    body = client.get("/healthz").json()
    assert body["status"] == "ok"
    assert "archive_dir" not in body and "url" not in body["broker"]
    assert "secret-archive-location" not in json.dumps(body)


@pytest.mark.django_db
def test_healthz_shows_paths_and_errors_to_staff(admin_client, settings, tmp_path):
    settings.MEMORYLAB_ARCHIVE_DIR = tmp_path / "secret-archive-location"
    body = admin_client.get("/healthz").json()
    assert body["archive_dir"] == str(tmp_path / "secret-archive-location")
    assert "url" in body["broker"]


@pytest.mark.django_db
def test_healthz_names_only_the_error_class_to_anonymous_callers(client, settings, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("a file where the broker wants a folder")
    folder = str(blocker / "queue")
    settings.CELERY_BROKER_URL = "filesystem://"
    settings.CELERY_BROKER_TRANSPORT_OPTIONS = {"data_folder_in": folder, "data_folder_out": folder}
    r = client.get("/healthz")
    assert r.status_code == 503
    assert str(tmp_path) not in r.content.decode()
    broker = r.json()["broker"]
    assert broker["ok"] is False and re.fullmatch(r"[A-Za-z]+Error", broker["detail"]), broker

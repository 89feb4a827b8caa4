"""Shared fixtures: fixed users (healthchecks' BaseTestCase, as pytest fixtures), an archive
directory per test, Celery in eager mode for the Django tests (the integration tests start
a real worker instead)."""

from __future__ import annotations

import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

import pytest


@pytest.fixture(autouse=True)
def _isolated_archive(request, tmp_path, settings):
    """Every Django test writes its archive under its own tmp dir."""
    settings.MEMORYLAB_ARCHIVE_DIR = tmp_path / "archive"
    # Django's default hasher takes ~1 s per password by design; tests log users in a lot.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    settings.CELERY_TASK_ALWAYS_EAGER = True
    from memorylab.celery import app

    app.conf.task_always_eager = True
    from sessions import services

    services.archive_for.cache_clear()
    yield
    services.archive_for.cache_clear()


@pytest.fixture
def alice(db, django_user_model):
    return django_user_model.objects.create_user("alice", "alice@example.org", "password")


@pytest.fixture
def bob(db, django_user_model):
    return django_user_model.objects.create_user("bob", "bob@example.org", "password")


@pytest.fixture
def admin_user(db, django_user_model):
    return django_user_model.objects.create_superuser("admin", "admin@example.org", "password")


@pytest.fixture
def alice_token(alice):
    from sessions.models import ApiToken

    return ApiToken.issue(alice, "alice-agent")[1]


@pytest.fixture
def bob_token(bob):
    from sessions.models import ApiToken

    return ApiToken.issue(bob, "bob-agent")[1]


@pytest.fixture
def admin_token(admin_user):
    from sessions.models import ApiToken

    return ApiToken.issue(admin_user, "admin-agent")[1]

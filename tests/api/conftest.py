"""Fixtures: an Api client per user (alice, bob, admin), one without a token, a session."""

from __future__ import annotations

import pytest

from .helpers import Api


@pytest.fixture
def api(client, alice_token):
    return Api(client, alice_token)


@pytest.fixture
def bob_api(client, bob_token):
    return Api(client, bob_token)


@pytest.fixture
def admin_api(client, admin_token):
    return Api(client, admin_token)


@pytest.fixture
def anon_api(client, db):
    return Api(client, None)


@pytest.fixture
def session(api):
    """Alice's session "s", created through the API."""
    api.post("/sessions", {"id": "s"})
    return "s"

"""Nobody in without a valid token, and a token sees only its owner's sessions: checked over
every operation of the OpenAPI document, so a new endpoint is covered as soon as it exists."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from django.apps import apps
from django.utils import timezone

from sessions.models import ApiToken, hash_token
from tests.api.helpers import user_text

# A value for every path parameter the API uses; unknown names fail the walk loudly.
PATH_VALUES = {
    "session_id": "alice-s",
    "seq": "1",
    "pk": "1",
    "name": "memory_all_by_session_id",
    "task_id": "00000000-0000-0000-0000-000000000000",
}


def operations(client) -> list[tuple[str, str, dict[str, Any]]]:
    doc = client.get("/api/v1/openapi.json").json()
    out = []
    for path, ops in doc["paths"].items():
        for method, op in ops.items():
            out.append((method.upper(), path, op))
    assert len(out) >= 25, "the OpenAPI document lost operations"
    return out


def fill(path: str) -> str:
    def value(match: re.Match[str]) -> str:
        name = match.group(1)
        assert name in PATH_VALUES, f"no test value for path parameter {name!r}"
        return PATH_VALUES[name]

    return re.sub(r"{(\w+)}", value, path)


def call(client, method: str, path: str, token: str | None, body: Any = None) -> Any:
    headers = {"HTTP_AUTHORIZATION": f"Bearer {token}"} if token else {}
    data = json.dumps(body if body is not None else {})
    return client.generic(method, fill(path), data, content_type="application/json", **headers)


def assert_unauthorized(response: Any, what: str) -> None:
    assert response.status_code == 401, (what, response.status_code, response.content[:200])
    assert response.json()["code"] == "unauthorized", what


@pytest.fixture
def revoked(alice) -> str:
    token, plain = ApiToken.issue(alice, "old")
    ApiToken.objects.filter(pk=token.pk).update(revoked=timezone.now())
    return plain


@pytest.fixture
def inactive(django_user_model) -> str:
    carol = django_user_model.objects.create_user("carol", password="password", is_active=False)
    return ApiToken.issue(carol, "carol")[1]


def test_it_answers_401_to_every_operation_without_a_valid_token(
    client, alice_token, revoked, inactive
):
    # alice's session exists, so a 401 cannot be a 404 in disguise.
    headers = {"HTTP_AUTHORIZATION": f"Bearer {alice_token}"}
    client.post("/api/v1/sessions", {"id": "alice-s"}, content_type="application/json", **headers)
    bad_tokens = {
        "no token": None,
        "revoked": revoked,
        "inactive user": inactive,
        "unknown": "ml_" + "x" * 43,
        "hash as token": hash_token(alice_token),
        "too long": alice_token + "x" * 300,
    }
    for method, path, _ in operations(client):
        for what, token in bad_tokens.items():
            response = call(client, method, path, token)
            assert_unauthorized(response, f"{method} {path} with {what}")
    # Other schemes and a token in the query string are not bearer auth either.
    for header in (f"Token {alice_token}", f"Basic {alice_token}", alice_token):
        response = client.get("/api/v1/sessions", HTTP_AUTHORIZATION=header)
        assert_unauthorized(response, header.split()[0])
    assert_unauthorized(client.get(f"/api/v1/sessions?token={alice_token}"), "query")


def test_it_stores_tokens_only_hashed(alice_client, alice):
    response = alice_client.post("/accounts/tokens/", {"name": "from-the-ui"})
    assert response.status_code in (200, 302)
    shown = re.search(r"ml_[A-Za-z0-9_-]{20,}", response.content.decode())
    if shown is None:  # the page after a redirect shows it once
        shown = re.search(
            r"ml_[A-Za-z0-9_-]{20,}", alice_client.get("/accounts/tokens/").content.decode()
        )
    assert shown is not None
    issued = [shown.group(0), ApiToken.issue(alice, "direct")[1]]
    for plain in issued:
        row = ApiToken.objects.get(hashed=hash_token(plain))
        assert row.prefix == plain[:10] and len(row.prefix) < len(plain)
    # No column of any table holds a token in plain text.
    for model in apps.get_models():
        for row in model.objects.all().values():
            dumped = json.dumps(row, default=str)
            for plain in issued:
                assert plain not in dumped, f"{model.__name__} stores a plain token"
                assert plain[10:] not in dumped, f"{model.__name__} stores most of a token"


@pytest.fixture
def alice_client(client, alice):
    client.force_login(alice)
    return client


SESSION_OPERATIONS_OK = {200, 201, 202, 204, 409}


def test_it_gives_each_token_only_its_owners_sessions(client, alice_token, bob_token, admin_token):
    def as_(token: str, method: str, path: str, body: Any = None) -> Any:
        return call(client, method, path, token, body)

    as_(alice_token, "POST", "/api/v1/sessions", {"id": "alice-s"})
    as_(alice_token, "POST", "/api/v1/sessions/alice-s/messages", {"messages": [user_text("x")]})
    session_ops = [
        (m, p) for m, p, _ in operations(client) if "{session_id}" in p and m != "DELETE"
    ]
    bodies = {"messages": {"messages": [user_text("from someone")]}}
    assert len(session_ops) >= 7
    for method, path in session_ops:
        body = bodies.get(path.rsplit("/", 1)[-1], {})
        denied = as_(bob_token, method, path, body)
        assert denied.status_code == 404, (method, path, denied.status_code)
        assert denied.json()["code"] == "not_found"
        allowed = as_(admin_token, method, path, body)
        assert allowed.status_code in SESSION_OPERATIONS_OK, (method, path, allowed.content[:200])
    # The memory tool takes a session id as an argument: the same rule applies.
    tool = "/api/v1/tools/memory_all_by_session_id"
    args = {"session_id": "alice-s"}
    assert as_(bob_token, "POST", tool, args).status_code == 404
    assert as_(admin_token, "POST", tool, args).status_code == 200
    # Deleting: bob cannot, the session and its archive stay; the admin can.
    assert as_(bob_token, "DELETE", "/api/v1/sessions/alice-s?purge=true").status_code == 404
    assert as_(alice_token, "GET", "/api/v1/sessions/alice-s").status_code == 200
    assert as_(admin_token, "DELETE", "/api/v1/sessions/alice-s?purge=true").status_code == 204
    assert as_(alice_token, "GET", "/api/v1/sessions/alice-s").status_code == 404


def test_it_lists_only_the_tokens_owners_sessions(client, alice_token, bob_token, admin_token):
    call(client, "POST", "/api/v1/sessions", alice_token, {"id": "alice-s"})
    call(client, "POST", "/api/v1/sessions", bob_token, {"id": "bob-s"})

    def listed(token: str, query: str = "") -> set[str]:
        items = call(client, "GET", "/api/v1/sessions" + query, token).json()["items"]
        return {s["id"] for s in items}

    assert listed(bob_token) == {"bob-s"}
    assert listed(bob_token, "?q=alice") == set()
    assert listed(admin_token) == {"alice-s", "bob-s"}

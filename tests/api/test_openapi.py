"""The OpenAPI document: every operation requires the bearer token."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db

METHODS = {"get", "post", "put", "patch", "delete"}


def test_every_operation_requires_a_bearer_token(client):
    doc = client.get("/api/v1/openapi.json").json()
    schemes = doc["components"]["securitySchemes"]
    bearer = {name for name, s in schemes.items() if s.get("scheme") == "bearer"}
    assert bearer
    operations = [
        (method.upper(), path, op)
        for path, item in doc["paths"].items()
        for method, op in item.items()
        if method in METHODS
    ]
    assert len(operations) >= 15
    unsecured = [
        f"{method} {path}"
        for method, path, op in operations
        if not any(set(req) & bearer for req in op.get("security") or doc.get("security") or [])
    ]
    assert unsecured == []


def test_the_documented_paths_cover_the_agent_api(client):
    paths = set(client.get("/api/v1/openapi.json").json()["paths"])
    for expected in (
        "/api/v1/sessions",
        "/api/v1/sessions/{session_id}",
        "/api/v1/sessions/{session_id}/messages",
        "/api/v1/sessions/{session_id}/context",
        "/api/v1/sessions/{session_id}/turns",
        "/api/v1/sessions/{session_id}/steps",
        "/api/v1/sessions/{session_id}/compact",
        "/api/v1/sessions/{session_id}/history",
        "/api/v1/archive/{session_id}/{seq}",
        "/api/v1/tasks/{task_id}",
        "/api/v1/tools",
        "/api/v1/tools/{name}",
        "/api/v1/import",
    ):
        assert expected in paths


def test_the_docs_page_renders(client):
    assert client.get("/api/v1/docs").status_code == 200


def test_an_unknown_api_url_is_a_json_404(api):
    r = api.get("/no/such/endpoint")
    assert r.status_code == 404
    assert r.json()["code"] == "not_found"

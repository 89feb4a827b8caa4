"""A session's ``cache`` section through the REST API: refused with the key named, or used."""

from __future__ import annotations

import pytest

from sessions.models import AgentSession

from .helpers import assert_error

pytestmark = pytest.mark.django_db


def test_it_refuses_a_cache_model_without_prices_at_creation(api):
    r = api.post("/sessions", {"spec": {"spec": {"cache": {"model": "no-such-model"}}}})
    body = assert_error(r, 422, "invalid_spec")
    assert body["message"].startswith("spec.cache.model: no prices for 'no-such-model'")
    assert not AgentSession.objects.exists()


def test_it_refuses_a_cache_ratio_out_of_bounds(api):
    r = api.post("/sessions", {"spec": {"spec": {"cache": {"read": 2, "write": 1}}}})
    body = assert_error(r, 422, "invalid_spec")
    assert body["message"].startswith("spec.cache.read: must be between 0 and 1")


def test_it_keeps_a_valid_cache_section(api):
    r = api.post("/sessions", {"id": "cached", "spec": {"spec": {"cache": "claude-sonnet-4-5"}}})
    assert r.status_code == 201
    cache = r.json()["spec"]["spec"]["cache"]
    assert (cache["enabled"], cache["model"]) == (True, "claude-sonnet-4-5")

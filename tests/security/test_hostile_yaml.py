"""A few hundred bytes of YAML must not become megabytes of answer: every YAML the server
reads (lab strategies over REST and in the form, the sweep form's strategy, the import's
``spec`` field) refuses anchors and aliases, and errors quote at most a short piece of a
bad value (JSON specs too)."""

from __future__ import annotations

import io
import json

import pytest
from django.urls import reverse

from compaction.models import TaskRun
from evaluation.models import Strategy

# Five levels of nine aliases: 9**5 strings once expanded (a plain safe_load builds them
# all and an error that prints the value answers ~350 KB).
BOMB = "\n".join(
    ['a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    + [f"a{i}: &a{i} [" + ",".join([f"*a{i - 1}"] * 9) + "]" for i in range(1, 5)]
    + ["spec: {max_turns: *a4}"]
)
# Without anchors, YAML merge keys and the like cannot help either.
LONG_VALUE = "spec: {max_turns: '" + "x" * 100_000 + "'}"


def _error(response) -> dict:
    assert response.status_code == 422, response.content[:300]
    assert len(response.content) < 1000, len(response.content)
    return response.json()


@pytest.mark.parametrize("text", [BOMB, LONG_VALUE], ids=["aliases", "long value"])
def test_the_strategy_api_answers_a_short_error(client, alice_token, text):
    r = client.post(
        "/api/v1/evaluation/strategies",
        json.dumps({"name": "bomb", "spec": text}),
        content_type="application/json",
        HTTP_AUTHORIZATION=f"Bearer {alice_token}",
    )
    assert _error(r)["code"] == "invalid_spec"
    assert not Strategy.objects.exists()


@pytest.mark.parametrize("text", [BOMB, LONG_VALUE], ids=["aliases", "long value"])
def test_the_import_spec_field_answers_a_short_error(client, alice_token, text):
    upload = io.BytesIO(b'[{"role": "user", "content": [{"text": "hi"}]}]')
    upload.name = "chat.json"
    r = client.post(
        "/api/v1/import",
        {"file": upload, "spec": text},
        HTTP_AUTHORIZATION=f"Bearer {alice_token}",
    )
    assert _error(r)["code"] == "invalid_spec"
    assert not TaskRun.objects.exists()


def test_a_json_spec_error_quotes_a_short_piece(client, alice_token):
    spec = {"type": "memory", "spec": {"auto_compact": {"threshold_tokens": ["x" * 200_000]}}}
    r = client.post(
        "/api/v1/sessions",
        json.dumps({"id": "s", "spec": spec}),
        content_type="application/json",
        HTTP_AUTHORIZATION=f"Bearer {alice_token}",
    )
    body = _error(r)
    assert body["code"] == "invalid_spec"
    assert body["message"].startswith("spec.auto_compact.threshold_tokens: expected an integer")


def test_the_strategy_form_answers_a_short_error(client, alice):
    client.force_login(alice)
    r = client.post(reverse("evaluation:strategy_create"), {"name": "bomb", "spec": BOMB})
    assert r.status_code == 422
    page = r.content.decode()
    assert "anchors (&amp;name) are not allowed" in page
    assert len(page) < 50_000 and page.count("lol") < 20
    assert not Strategy.objects.exists()


def test_the_sweep_form_answers_a_short_error(client, alice, lab_conversation):
    client.force_login(alice)
    r = client.post(
        reverse("sweeps:create"),
        {"conversations": [lab_conversation.pk], "thresholds": "3000", "strategy": BOMB},
    )
    assert r.status_code == 422
    page = r.content.decode()
    assert "anchors (&amp;name) are not allowed" in page
    assert len(page) < 50_000 and page.count("lol") < 20
    assert not TaskRun.objects.exists()


@pytest.fixture
def lab_conversation(alice):
    from evaluation import conversations

    return conversations.import_shipped(alice)[0]

"""CSRF on every UI URL: a logged-in browser tricked into POSTing without the token is
refused before any view runs. The URLs come from the URL patterns, so a new view is
covered at once (and a @csrf_exempt one fails here)."""

from __future__ import annotations

import pytest
from django.test import Client

from sessions.models import ApiToken

from .pages import page_urls, url_patterns
from .payloads import PAYLOADS

CSRF_FAILURE = b"CSRF verification failed"


@pytest.fixture
def strict(alice) -> Client:
    client = Client(enforce_csrf_checks=True)
    client.force_login(alice)
    return client


def post_urls(hostile, alice) -> dict[str, str]:
    """One concrete URL per UI pattern: the GET pages' URLs, and for POST-only ones too."""
    from django.urls import reverse

    token, _ = ApiToken.issue(alice, "victim")
    objects = {
        "session_id": hostile["session"].id,
        "token_id": token.pk,
        "seq": 1,
        "task_id": hostile["task"].pk,
        "cell_pk": hostile["experiment"].cells.first().pk,
        "fmt": "csv",
    }
    by_model = {
        "conversation": hostile["conversation"].pk,
        "label": hostile["conversation"].labels.first().pk,
        "strategy": hostile["strategy"].pk,
        "experiment": hostile["experiment"].pk,
        "sweep": hostile["sweep"].pk,
    }
    out = {}
    for route, name, pattern in url_patterns():
        kwargs = {}
        for key in pattern.pattern.converters:
            if key == "pk":
                model = next((m for m in by_model if m in name or m in route), None)
                if model is None:  # sweeps: uuid pks
                    model = "sweep"
                kwargs[key] = by_model[model]
            else:
                kwargs[key] = objects[key]
        out[name] = reverse(name, kwargs=kwargs)
    return out


def test_it_refuses_every_ui_post_without_the_csrf_token(strict, alice, hostile):
    urls = post_urls(hostile, alice)
    assert set(urls) == set(page_urls(hostile))
    for name, url in urls.items():
        response = strict.post(url, {"name": "x", "text": "x", "kind": "fact"})
        assert response.status_code == 403, (name, url, response.status_code)
        assert CSRF_FAILURE in response.content, (name, url)
    # Nothing changed: the token is live, the data is all there.
    assert ApiToken.objects.filter(name="victim", revoked__isnull=True).exists()
    hostile["session"].refresh_from_db()
    hostile["experiment"].refresh_from_db()
    assert hostile["conversation"].labels.count() == len(PAYLOADS)


def test_it_accepts_a_post_with_the_csrf_token(strict, alice, hostile):
    # The control: the same client with the token from the page gets through.
    page = strict.get("/accounts/tokens/").content.decode()
    token = page.split('name="csrfmiddlewaretoken" value="', 1)[1].split('"', 1)[0]
    response = strict.post("/accounts/tokens/", {"name": "ok", "csrfmiddlewaretoken": token})
    assert response.status_code in (200, 302)
    assert ApiToken.objects.filter(user=alice, name="ok").exists()

"""Fixtures: the fake provider, the proxy on Django's live server pointed at it, and an
OpenAI SDK client for alice. Agent -> proxy and proxy (litellm) -> provider are both real
HTTP on 127.0.0.1."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from .fake_upstream import FakeUpstream

MODEL = "openai/fake-model"


@pytest.fixture(scope="session", autouse=True)
def _litellm_loaded() -> None:
    # litellm takes seconds to import; pay it once, not in the first test's request.
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    import litellm  # noqa: F401


@pytest.fixture
def upstream(settings, monkeypatch) -> Iterator[FakeUpstream]:
    fake = FakeUpstream()
    settings.MEMORYLAB_PROXY_API_BASE = fake.url
    settings.MEMORYLAB_PROXY_TIMEOUT = 30
    # The operator allows the provider's models; the default allows none.
    settings.MEMORYLAB_ALLOWED_MODELS = ["openai/*"]
    monkeypatch.setenv("OPENAI_API_KEY", "sk-fake-provider-key")
    yield fake
    fake.close()


@pytest.fixture
def proxy_url(live_server, upstream) -> str:
    return f"{live_server.url}/api/v1/openai"


@pytest.fixture
def openai_client(proxy_url, alice_token) -> Iterator[Any]:
    import openai

    client = openai.OpenAI(base_url=proxy_url, api_key=alice_token, max_retries=0, timeout=60)
    yield client
    client.close()  # no keep-alive connection left to the live server's threads


@pytest.fixture
def post(proxy_url, alice_token):
    """Raw HTTP to the proxy, for what the SDK hides (headers, status, the event stream)."""

    def send(
        body: Any,
        session: str | None = "s1",
        *,
        token: str | None = alice_token,
        headers: dict[str, str] | None = None,
    ) -> httpx.Response:
        h = dict(headers or {})
        if session is not None:
            h["X-Memorylab-Session"] = session
        if token is not None:
            h["Authorization"] = f"Bearer {token}"
        return httpx.post(f"{proxy_url}/chat/completions", json=body, headers=h, timeout=60)

    return send


@pytest.fixture
def rest(client, alice_token):
    """The REST API, in process (the same database as the live server)."""
    from tests.api.helpers import Api

    return Api(client, alice_token)

"""The server calls only the LLMs its operator allows (MEMORYLAB_ALLOWED_MODELS): a spec,
strategy, sweep or experiment option naming another model is a 422 model_not_allowed
(API and forms), a stored spec whose model was removed since calls nothing, and a
provider's error body never reaches the user. The far end is a local fake provider."""

from __future__ import annotations

import io
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from django.urls import reverse

from compaction.models import TaskRun
from evaluation import conversations, experiments, strategies
from evaluation.models import Experiment, Strategy
from sessions.models import AgentSession
from tests.api.helpers import Api, assert_error, model_text, tool_call, tool_result, user_text

# What a provider (or whatever answers at a model's address) may put in an error: text the
# user has no business seeing.
UPSTREAM_BODY = json.dumps(
    {"error": {"message": "SECRET-UPSTREAM-BODY: <html>internal admin console v3</html>"}}
)


@pytest.fixture
def provider(monkeypatch):
    """A fake OpenAI-compatible provider on 127.0.0.1 that fails every call; it counts the
    requests that reach it."""
    seen: list[str] = []

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):  # noqa: N802
            seen.append(self.path)
            self.rfile.read(int(self.headers.get("Content-Length") or 0))
            body = UPSTREAM_BODY.encode()
            self.send_response(502)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    monkeypatch.setenv("OPENAI_API_BASE", f"http://127.0.0.1:{server.server_port}/v1")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-not-a-key")
    yield seen
    server.shutdown()
    server.server_close()


def spec(model: str) -> dict:
    return {"type": "memory", "spec": {"auto_compact": {"summary_model": model}}}


@pytest.fixture
def api(client, alice_token):
    return Api(client, alice_token)


def _long_session(api, sid: str) -> None:
    api.post(
        f"/sessions/{sid}/messages",
        {
            "messages": [
                user_text("Find why checkout is slow."),
                tool_call("logs", "c1", {"service": "checkout"}),
                tool_result("logs", "c1", "pool wait 640 ms\n" * 200),
                model_text("The pool is too small."),
            ]
        },
    )


def test_a_session_naming_a_model_off_the_list_is_refused(api, provider):
    body = assert_error(
        api.post("/sessions", {"id": "s", "spec": spec("ollama/probe")}), 422, "model_not_allowed"
    )
    assert "MEMORYLAB_ALLOWED_MODELS" in body["message"] and "ollama/probe" in body["message"]
    assert "allowed: extractive" in body["message"]
    assert not AgentSession.objects.exists() and provider == []


def test_the_operator_allows_a_model_by_name(api, settings):
    settings.MEMORYLAB_ALLOWED_MODELS = ["openai/fake-model"]
    assert api.post("/sessions", {"id": "s", "spec": spec("openai/fake-model")}).status_code == 201
    assert api.post("/sessions", {"id": "t", "spec": spec("extractive")}).status_code == 201
    assert_error(
        api.post("/sessions", {"id": "u", "spec": spec("openai/other")}), 422, "model_not_allowed"
    )


def test_a_stored_spec_whose_model_was_removed_calls_nothing(api, settings, provider):
    settings.MEMORYLAB_ALLOWED_MODELS = ["openai/fake-model"]
    api.post("/sessions", {"id": "s", "spec": spec("openai/fake-model")})
    _long_session(api, "s")
    settings.MEMORYLAB_ALLOWED_MODELS = []
    r = api.post("/sessions/s/compact", {})
    body = assert_error(r, 409, "compact_failed")
    assert "not allowed on this server" in body["result"]["reason"]
    assert provider == []
    assert api.get("/sessions/s/history").json()["count"] == 4  # nothing raw lost


def test_a_provider_error_body_is_logged_not_answered(api, settings, provider, caplog):
    settings.MEMORYLAB_ALLOWED_MODELS = ["openai/fake-model"]
    api.post("/sessions", {"id": "s", "spec": spec("openai/fake-model")})
    _long_session(api, "s")
    r = api.post("/sessions/s/compact", {})
    body = assert_error(r, 409, "compact_failed")
    answer = json.dumps(body)
    assert provider, "the allowed model was called"
    assert "SECRET-UPSTREAM-BODY" not in answer and "<html>" not in answer
    reason = body["result"]["reason"]
    assert "summary model openai/fake-model failed:" in reason and "(HTTP 502)" in reason
    assert len(reason) < 300
    assert "SECRET-UPSTREAM-BODY" in caplog.text  # the operator still sees it


def test_strategies_naming_a_model_off_the_list_are_refused(client, alice, alice_token):
    api = Api(client, alice_token)
    for name, doc in {
        "spec": spec("ollama/probe"),
        "yaml": "spec:\n  auto_compact:\n    summary_model: ollama/probe\n",
        "baseline": {
            "type": "baseline",
            "name": "micro+llm",
            "options": {"llm_model": "ollama/probe", "mock_llm": False},
        },
    }.items():
        r = client.post(
            "/api/v1/evaluation/strategies",
            json.dumps({"name": name, "spec": doc}),
            content_type="application/json",
            HTTP_AUTHORIZATION=f"Bearer {alice_token}",
        )
        assert_error(r, 422, "model_not_allowed")
    # A mocked LLM baseline only prices its calls: allowed.
    mocked = {"type": "baseline", "name": "micro+llm", "options": {"llm_model": "gpt-4o"}}
    assert strategies.create_strategy(alice, "mocked", mocked)
    client.force_login(alice)
    r = client.post(
        reverse("evaluation:strategy_create"),
        {"name": "form", "spec": "spec: {auto_compact: {summary_model: ollama/probe}}"},
    )
    assert r.status_code == 422 and "MEMORYLAB_ALLOWED_MODELS" in r.content.decode()
    assert list(Strategy.objects.values_list("name", flat=True)) == ["mocked"]
    assert api.get("/sessions").status_code == 200


def test_experiment_judges_off_the_list_are_refused(client, alice, alice_token):
    convs = conversations.import_shipped(alice)
    strategy = strategies.ensure_default_strategies(alice)[0]
    for option in ("judge_model", "semantic_model"):
        r = client.post(
            "/api/v1/evaluation/experiments",
            json.dumps(
                {
                    "strategies": [strategy.pk],
                    "conversations": [convs[0].pk],
                    "options": {option: "ollama/probe"},
                }
            ),
            content_type="application/json",
            HTTP_AUTHORIZATION=f"Bearer {alice_token}",
        )
        assert_error(r, 422, "model_not_allowed")
    client.force_login(alice)
    r = client.post(
        reverse("evaluation:experiment_create"),
        {"strategies": [strategy.pk], "conversations": [convs[0].pk], "judge_model": "ollama/x"},
    )
    assert r.status_code == 422 and "MEMORYLAB_ALLOWED_MODELS" in r.content.decode()
    assert not Experiment.objects.exists()


def test_a_judge_error_body_is_not_kept_in_the_results(alice, settings, provider, caplog):
    settings.MEMORYLAB_ALLOWED_MODELS = ["openai/fake-judge"]
    convs = conversations.import_shipped(alice)
    strategy = strategies.ensure_default_strategies(alice)[0]
    experiment = experiments.create_experiment(
        alice, "judged", [strategy.pk], [convs[0].pk], start=False,
        options={"judge_model": "openai/fake-judge"},
    )  # fmt: skip
    experiments.run_experiment(experiment.pk)
    cell = experiment.cells.get()
    assert provider, "the allowed judge was called"
    stored = json.dumps(cell.result)
    assert "SECRET-UPSTREAM-BODY" not in stored
    errors = [p["error"] for p in cell.result["judge"]["probes"].values() if p.get("error")]
    assert errors and all(e.startswith("judge failed: ") and len(e) < 200 for e in errors)
    assert "SECRET-UPSTREAM-BODY" in caplog.text


def test_a_sweep_strategy_off_the_list_is_refused(client, alice):
    [conv] = conversations.import_shipped(alice)[:1]
    client.force_login(alice)
    r = client.post(
        reverse("sweeps:create"),
        {
            "conversations": [conv.pk],
            "thresholds": "3000",
            "strategy": "spec: {auto_compact: {summary_model: ollama/probe}}",
        },
    )
    assert r.status_code == 422 and "MEMORYLAB_ALLOWED_MODELS" in r.content.decode()
    # Price models are only looked up in litellm's local map, never called: the list of
    # models the server calls does not apply to them, the price map does (a name it does
    # not know would only cost a replay that prices nothing).
    r = client.post(
        reverse("sweeps:create"),
        {"conversations": [conv.pk], "thresholds": "3000", "models": "ollama/probe"},
    )
    assert (
        r.status_code == 422
        and "models: &#x27;ollama/probe&#x27; has no prices" in r.content.decode()
    )
    r = client.post(
        reverse("sweeps:create"),
        {"conversations": [conv.pk], "thresholds": "3000", "models": "gpt-4o"},
    )
    assert r.status_code == 302


def test_an_import_spec_off_the_list_is_refused(client, alice_token):
    upload = io.BytesIO(json.dumps([user_text("hi")]).encode())
    upload.name = "chat.json"
    r = client.post(
        "/api/v1/import",
        {"file": upload, "spec": "spec: {auto_compact: {summary_model: ollama/probe}}"},
        HTTP_AUTHORIZATION=f"Bearer {alice_token}",
    )
    assert_error(r, 422, "model_not_allowed")
    assert not TaskRun.objects.exists()

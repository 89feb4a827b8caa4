"""Every user-controlled size has a bound with a clear 4xx: thresholds and conversations
per sweep, upload sizes, JSON nesting depth (checked before anything recurses), jobs per
user; a cancel reaches into a running conversation's replay; the Pareto frontier of a
sweep page is O(n log n)."""

from __future__ import annotations

import io
import json
import random

import pytest
from django.urls import reverse
from hypothesis import given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from compaction.models import TaskRun
from evaluation import conversations, experiments, strategies, sweep_tasks, sweeps
from evaluation import sweep as sweep_module
from evaluation.charts import pareto
from evaluation.models import Experiment, LabelledConversation
from sessions.models import AgentSession
from tests.api.helpers import Api, assert_error, user_text
from tests.sweep.builders import agent_run


def deep_value(depth: int) -> object:
    value: object = "bottom"
    for _ in range(depth):
        value = {"a": value}
    return value


def deep_tool_call(depth: int) -> dict:
    return {
        "role": "model",
        "content": [{"toolRequest": {"name": "t", "ref": "c1", "input": deep_value(depth)}}],
    }


@pytest.fixture
def api(client, alice_token):
    return Api(client, alice_token)


@pytest.fixture
def imported(alice):
    return conversations.import_conversations(
        alice, [agent_run("alpha", 14), agent_run("beta", 8)], name="generated.json"
    )


# -- nesting depth ---------------------------------------------------------------------


@pytest.mark.parametrize("depth", [480, 900])
def test_a_deeply_nested_tool_input_is_a_4xx_not_a_500(api, depth):
    api.post("/sessions", {"id": "deep"})
    r = api.post("/sessions/deep/messages", {"messages": [deep_tool_call(depth)]})
    body = assert_error(r, 422, "too_deep")
    assert body["message"] == "messages[0]: nested deeper than 64 levels of lists and objects"
    assert api.get("/sessions/deep/history").json()["count"] == 0


def test_a_body_too_deep_for_the_json_parser_is_a_4xx(api):
    api.post("/sessions", {"id": "deep"})
    body = '{"messages": [' + "[" * 100_000 + "]" * 100_000 + "]}"
    assert_error(api.post("/sessions/deep/messages", raw=body), 422, "too_deep")
    assert_error(
        api.post("/evaluation/conversations", raw="[" * 5000 + "]" * 5000), 422, "too_deep"
    )


def test_a_tool_input_within_the_depth_limit_is_kept(api):
    api.post("/sessions", {"id": "ok"})
    r = api.post("/sessions/ok/messages", {"messages": [deep_tool_call(55)]})
    assert r.status_code == 200, r.content[:300]


def test_a_deeply_nested_lab_import_is_a_4xx(client, alice_token):
    doc = {"id": "d", "messages": [user_text("hi"), deep_tool_call(900)]}
    r = client.post(
        "/api/v1/evaluation/conversations",
        json.dumps(doc),
        content_type="application/json",
        HTTP_AUTHORIZATION=f"Bearer {alice_token}",
    )
    assert_error(r, 422, "too_deep")
    assert not LabelledConversation.objects.exists()


def test_a_deeply_nested_lab_upload_is_a_form_error(client, alice):
    client.force_login(alice)
    upload = io.BytesIO(json.dumps([user_text("hi"), deep_tool_call(900)]).encode())
    upload.name = "deep.json"
    r = client.post(reverse("evaluation:upload"), {"file": upload})
    assert r.status_code == 422 and "nested deeper than 64 levels" in r.content.decode()


def test_a_deeply_nested_sessions_import_fails_with_a_clear_error(
    client, alice_token, django_capture_on_commit_callbacks
):
    upload = io.BytesIO(json.dumps([user_text("hi"), deep_tool_call(900)]).encode())
    upload.name = "deep.json"
    with django_capture_on_commit_callbacks(execute=True):
        r = client.post(
            "/api/v1/import", {"file": upload}, HTTP_AUTHORIZATION=f"Bearer {alice_token}"
        )
    task = TaskRun.objects.get(pk=r.json()["task_id"])
    assert task.status == TaskRun.FAILED
    assert "nested deeper than 64 levels" in task.error and "Recursion" not in task.error
    assert not AgentSession.objects.exists()


# -- sweep sizes -------------------------------------------------------------------------


def test_a_sweep_takes_at_most_50_thresholds(client, alice, imported):
    client.force_login(alice)
    thresholds = ",".join(str(1000 + i) for i in range(51))
    r = client.post(
        reverse("sweeps:create"), {"conversations": [imported[0].pk], "thresholds": thresholds}
    )
    assert r.status_code == 422
    assert "thresholds: 51 given, at most 50 per sweep" in r.content.decode()
    assert not TaskRun.objects.exists()
    fifty = ",".join(str(1000 + i) for i in range(50))
    assert sweeps.clean_params(alice, conversation_ids=[imported[0].pk], thresholds=fifty)


def test_a_sweep_takes_at_most_the_configured_conversations(client, alice, imported, settings):
    settings.MEMORYLAB_MAX_SWEEP_CONVERSATIONS = 1
    client.force_login(alice)
    r = client.post(
        reverse("sweeps:create"),
        {"conversations": [c.pk for c in imported], "thresholds": "3000"},
    )
    assert r.status_code == 422
    assert "at most 1 per sweep (MEMORYLAB_MAX_SWEEP_CONVERSATIONS)" in r.content.decode()


def test_the_lab_upload_is_bounded_by_its_setting(client, alice, settings):
    settings.MEMORYLAB_MAX_LAB_UPLOAD_BYTES = 1024 * 1024
    client.force_login(alice)
    upload = io.BytesIO(b" " * (1024 * 1024 + 1))
    upload.name = "big.json"
    r = client.post(reverse("evaluation:upload"), {"file": upload})
    assert r.status_code == 422
    assert "larger than 1 MB (MEMORYLAB_MAX_LAB_UPLOAD_BYTES)" in r.content.decode()


def test_the_sessions_import_upload_is_bounded(client, alice_token, settings):
    settings.MEMORYLAB_MAX_IMPORT_BYTES = 100
    upload = io.BytesIO(b"[" + b" " * 200 + b"]")
    upload.name = "big.json"
    r = client.post("/api/v1/import", {"file": upload}, HTTP_AUTHORIZATION=f"Bearer {alice_token}")
    assert_error(r, 413, "too_large")


# -- jobs per user -------------------------------------------------------------------------


def _import(client, token: str):
    upload = io.BytesIO(json.dumps([user_text("hi")]).encode())
    upload.name = "chat.json"
    return client.post("/api/v1/import", {"file": upload}, HTTP_AUTHORIZATION=f"Bearer {token}")


def test_one_user_cannot_queue_more_than_the_job_limit(
    client, alice, alice_token, bob_token, imported, settings
):
    """Tasks stay queued here (their on-commit enqueue never runs in a test transaction),
    as they would behind a busy worker."""
    assert settings.MEMORYLAB_MAX_JOBS_PER_USER == 2
    assert _import(client, alice_token).status_code == 202
    sweep_tasks.request_sweep(alice, conversation_ids=[imported[0].pk], thresholds="3000")
    # The third job of any kind is refused, over the API and in the forms.
    body = assert_error(_import(client, alice_token), 429, "too_many_jobs")
    assert "MEMORYLAB_MAX_JOBS_PER_USER=2" in body["message"]
    strategy = strategies.ensure_default_strategies(alice)[0]
    r = client.post(
        "/api/v1/evaluation/experiments",
        json.dumps({"strategies": [strategy.pk], "conversations": [imported[0].pk]}),
        content_type="application/json",
        HTTP_AUTHORIZATION=f"Bearer {alice_token}",
    )
    assert_error(r, 429, "too_many_jobs")
    client.force_login(alice)
    r = client.post(
        reverse("sweeps:create"), {"conversations": [imported[0].pk], "thresholds": "3000"}
    )
    assert r.status_code == 429 and "wait for one to finish or cancel one" in r.content.decode()
    r = client.post(
        reverse("evaluation:experiment_create"),
        {"strategies": [strategy.pk], "conversations": [imported[0].pk]},
    )
    assert r.status_code == 429 and "MEMORYLAB_MAX_JOBS_PER_USER" in r.content.decode()
    assert TaskRun.objects.filter(owner=alice).count() == 2
    assert not Experiment.objects.exists()
    # Another user is not held up by alice's queue.
    assert _import(client, bob_token).status_code == 202


def test_a_finished_or_cancelled_job_frees_its_slot(client, alice, alice_token, imported):
    first = sweep_tasks.request_sweep(alice, conversation_ids=[imported[0].pk])
    sweep_tasks.request_sweep(alice, conversation_ids=[imported[0].pk])
    assert_error(_import(client, alice_token), 429, "too_many_jobs")
    sweep_tasks.cancel_sweep(first)
    assert _import(client, alice_token).status_code == 202


def test_resuming_a_finished_experiment_takes_a_slot(client, alice, alice_token, imported):
    strategy = strategies.ensure_default_strategies(alice)[0]
    experiment = experiments.create_experiment(alice, "e", [strategy.pk], [imported[0].pk])
    experiments.cancel_experiment(experiment)
    sweep_tasks.request_sweep(alice, conversation_ids=[imported[0].pk])
    sweep_tasks.request_sweep(alice, conversation_ids=[imported[0].pk])
    r = client.post(
        f"/api/v1/evaluation/experiments/{experiment.pk}/resume",
        HTTP_AUTHORIZATION=f"Bearer {alice_token}",
    )
    assert_error(r, 429, "too_many_jobs")
    experiment.refresh_from_db()
    assert experiment.status == Experiment.CANCELLED


# -- cancel inside a replay ----------------------------------------------------------------


def test_a_cancel_stops_the_running_conversation_midway(alice, monkeypatch):
    """One long conversation: the cancel must not wait for it to end."""
    [conv] = conversations.import_conversations(alice, [agent_run("long", 40)], name="long.json")
    task = sweep_tasks.request_sweep(alice, conversation_ids=[conv.pk], thresholds="3000")
    monkeypatch.setattr(sweep_module, "CANCEL_POLL_SECONDS", 0.0)
    real_check = sweep_module.check_cancelled
    calls = []

    def check_at_model_call():
        calls.append(len(calls))
        if len(calls) == 5:
            sweep_tasks.cancel_sweep(task)  # the user presses Cancel now
        return real_check()

    # The sweep's replay asks at every model call whether it was cancelled.
    monkeypatch.setattr(sweep_module, "check_cancelled", check_at_model_call)
    sweep_tasks.execute(str(task.pk))
    task.refresh_from_db()
    assert task.status == TaskRun.CANCELLED and task.result is None
    assert len(calls) == 5  # it stopped at that model call, of 41 in the conversation


def test_a_cancel_reaches_the_worker_processes(monkeypatch):
    """In a process pool the replays learn of the cancel through a shared event."""
    from compaction.engine.formats import load_conversations

    conversations = load_conversations([agent_run(f"c{i}", 30) for i in range(2)], name="x")
    asked = []

    def cancelled() -> bool:
        asked.append(1)
        return len(asked) > 1

    monkeypatch.setattr(sweep_module, "CANCEL_POLL_SECONDS", 0.01)
    with pytest.raises(sweep_module.SweepCancelled):
        sweep_module.run_sweep(conversations, [3000], workers=2, cancelled=cancelled)


# -- the Pareto frontier -----------------------------------------------------------------------


def _brute_pareto(points):
    return [
        i
        for i, (s, r) in enumerate(points)
        if not any(
            s2 >= s and r2 >= r and (s2 > s or r2 > r)
            for j, (s2, r2) in enumerate(points)
            if j != i
        )
    ]


@hsettings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.tuples(st.integers(0, 6).map(float), st.integers(0, 4).map(lambda r: r / 4)),
        max_size=30,
    )
)
def test_the_pareto_frontier_matches_the_definition(points):
    assert pareto(points) == _brute_pareto(points)


def test_the_pareto_frontier_of_many_points_is_a_sort_not_a_square(monkeypatch):
    """Counts comparisons, not time: 20,000 points cost about n log n of them."""
    compared = []

    class Counted(float):
        def __lt__(self, other):
            compared.append(1)
            return float.__lt__(self, other)

        def __gt__(self, other):
            compared.append(1)
            return float.__gt__(self, other)

        def __eq__(self, other):
            compared.append(1)
            return float.__eq__(self, other)

        __hash__ = float.__hash__

        def __neg__(self):
            return Counted(-float(self))

    rng = random.Random(7)
    n = 20_000
    points = [(Counted(rng.random() * 100), Counted(rng.random())) for _ in range(n)]
    front = pareto(points)
    assert front and len(compared) < 40 * n  # a quadratic scan needs ~n*n = 4e8

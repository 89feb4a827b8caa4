"""The lab over REST for agents and CI: /api/v1/sweeps and /api/v1/experiments. Celery runs
eagerly here (in the test process, when the request's transaction commits): these tests
check the API's answers before and after the task, not a worker."""

from __future__ import annotations

import io
import json

import pytest
from django.core.management import call_command

from compaction.models import TaskRun
from evaluation import conversations
from evaluation.models import Experiment
from tests.sweep.builders import agent_run, write_set

SWEEPS = "/api/v1/sweeps"
EXPERIMENTS = "/api/v1/experiments"


def auth(token: str) -> dict:
    return {"HTTP_AUTHORIZATION": f"Bearer {token}"}


def post(client, url, body, token):
    return client.post(url, json.dumps(body), content_type="application/json", **auth(token))


def get(client, url, token):
    return client.get(url, **auth(token))


@pytest.fixture(autouse=True)
def _one_process(settings):
    # The command is run with --workers 1: the documents then say the same.
    settings.MEMORYLAB_SWEEP_WORKERS = 1


@pytest.fixture
def runs(tmp_path, settings):
    """A folder of recorded runs inside the data folders (and a file that is not one)."""
    folder = write_set(tmp_path / "runs", [("alpha", 14, True), ("beta", 8, False)])
    (folder / "notes.json").write_text('{"not": "a conversation"}')
    settings.MEMORYLAB_DATA_DIRS = [folder]
    return folder


@pytest.fixture
def imported(alice):
    data = [agent_run("alpha", 14), agent_run("beta", 8)]
    return conversations.import_conversations(alice, data, name="generated.json")


def _sweep_body(imported, **extra) -> dict:
    return {"conversation_ids": [c.pk for c in imported], "thresholds": [2000, 4000], **extra}


def test_it_needs_a_token_for_the_lab_endpoints(client, db):
    for method, url in [
        ("post", SWEEPS),
        ("get", SWEEPS),
        ("get", f"{SWEEPS}/00000000-0000-0000-0000-000000000000"),
        ("post", f"{SWEEPS}/00000000-0000-0000-0000-000000000000/cancel"),
        ("post", EXPERIMENTS),
        ("get", EXPERIMENTS),
        ("get", f"{EXPERIMENTS}/1"),
    ]:
        if method == "get":
            r = client.get(url)
        else:
            r = client.post(url, "{}", content_type="application/json")
        assert r.status_code == 401, (method, url)
        assert r.json()["code"] == "unauthorized"


def test_it_reports_a_queued_sweep_then_its_result_once_the_eager_task_ran(
    client, alice_token, imported, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks() as queued:  # the enqueue, held back
        r = post(client, SWEEPS, _sweep_body(imported, min_saving_tokens=500), alice_token)
    assert r.status_code == 202, r.content
    created = r.json()
    assert created["url"] == f"{SWEEPS}/{created['id']}"
    before = get(client, created["url"], alice_token).json()
    assert (before["status"], before["progress"], before["result"]) == ("queued", 0.0, None)
    assert before["request"]["thresholds"] == [2000, 4000]
    assert before["request"]["min_saving"] == 500

    # Celery in eager mode: the sweep runs here, in this process; the parts it fans out
    # into are queued after its commit, so those callbacks run too.
    with django_capture_on_commit_callbacks(execute=True):
        for enqueue in queued:
            enqueue()
    after = get(client, created["url"], alice_token).json()
    assert after["status"] == "done", after["error"]
    assert after["progress"] == 1.0 and after["finished"]
    doc = after["result"]
    assert [row["threshold"] for row in doc["thresholds"]] == [2000, 4000]
    assert doc["strategy"]["auto_compact"]["min_saving_tokens"] == 500
    assert doc["conversation_count"] == 2
    assert doc == TaskRun.objects.get(pk=created["id"]).result


def test_it_answers_a_finished_sweep_with_what_the_sweep_command_prints(
    client, admin_token, runs, django_capture_on_commit_callbacks
):
    body = {
        "path": str(runs),
        "thresholds": [3000, 2000],
        "min_saving_tokens": 400,
        "models": ["gpt-4o", "claude-sonnet-4-5"],
    }
    with django_capture_on_commit_callbacks(execute=True):  # the task runs eagerly
        created = post(client, SWEEPS, body, admin_token).json()
    api_doc = get(client, created["url"], admin_token).json()["result"]
    out = io.StringIO()
    call_command("sweep", str(runs), "--thresholds", "3000,2000", "--min-saving", "400",
                 "--models", "gpt-4o,claude-sonnet-4-5", "--workers", "1", "--json",
                 "--no-progress", stdout=out, stderr=io.StringIO())  # fmt: skip
    cli_doc = json.loads(out.getvalue())
    assert api_doc["skipped"] == cli_doc["skipped"] and len(cli_doc["skipped"]) == 1
    # Everything but how long the run took (wall clock and CPU).
    for timing in ("elapsed_seconds", "cpu_seconds"):
        assert api_doc.pop(timing) >= 0 and cli_doc.pop(timing) >= 0
    # ... and the parts a sweep on the workers fanned out into (the command runs in one).
    assert api_doc.pop("parts") >= 1 and "parts" not in cli_doc
    assert api_doc == cli_doc


def test_it_refuses_a_server_path_from_a_user_who_is_not_staff(client, alice_token, runs):
    r = post(client, SWEEPS, {"path": str(runs)}, alice_token)
    assert r.status_code == 403
    assert r.json() == {
        "code": "forbidden",
        "message": "path: only staff users may sweep a folder on the server",
    }
    assert not TaskRun.objects.exists()


def test_it_refuses_a_path_outside_the_data_folders(client, admin_token, runs, tmp_path):
    elsewhere = write_set(tmp_path / "elsewhere", [("alpha", 4, True)])
    for path in (str(elsewhere), str(runs / ".." / "elsewhere"), "/etc", "demo"):
        r = post(client, SWEEPS, {"path": path}, admin_token)
        assert r.status_code == 422, path
        assert r.json()["code"] == "path_not_allowed"
        assert r.json()["message"].startswith("path: not a file or folder inside")
    assert not TaskRun.objects.exists()


@pytest.mark.parametrize(
    ("change", "code", "start"),
    [
        ({"thresholds": [0]}, "invalid", "thresholds: 0 must be greater than 0"),
        ({"thresholds": []}, "invalid", "thresholds: give at least one"),
        ({"thresholds": list(range(1000, 52000, 1000))}, "invalid", "thresholds: 51 given"),
        ({"thresholds": [20_000_000]}, "invalid", "thresholds: 20000000 is more than"),
        ({"thresholds": ["many"]}, "invalid_request", "thresholds.0: Input should be"),
        ({"thresholds": "4000,8000"}, "invalid_request", "thresholds: Input should be"),
        ({"min_saving_tokens": -1}, "invalid", "min_saving_tokens: must not be negative"),
        ({"min_saving": 10}, "invalid_request", "min_saving: Extra inputs are not permitted"),
        ({"models": ["m"] * 21}, "invalid", "models: at most 20 names"),
        ({"models": ["no-such-model"]}, "invalid", "models: 'no-such-model' has no prices"),
        ({"strategy": {"auto_compact": {"summary_model": "openai/gpt-4o"}}},
         "model_not_allowed", "strategy.auto_compact.summary_model: model"),
        ({"strategy": {"auto_compact": {"threshold": 1}}}, "invalid_spec", "strategy: "),
        ({"compare": {"budget": 0}}, "invalid", "budget: must be an integer greater than 0"),
        ({"compare": {"window_turns": True}}, "invalid", "window_turns: must be an integer"),
        ({"compare": {"budget": 10**12}}, "invalid", "budget: more than 10000000 tokens"),
        ({"compare": {"window_turns": 10**9}}, "invalid", "window_turns: more than"),
        ({"compare": {"budgets": 1}}, "invalid", "compare.budgets: unknown option"),
        ({"conversation_ids": [10**6]}, "invalid", "conversations: some of them"),
        ({"conversation_ids": [2**64]}, "invalid", "conversations: 18446744073709551616 is not"),
        ({"conversation_ids": []}, "invalid", "source: give a folder"),
    ],
)  # fmt: skip
def test_it_refuses_a_bad_sweep_request_naming_the_field(
    client, alice_token, imported, change, code, start
):
    r = post(client, SWEEPS, {**_sweep_body(imported), **change}, alice_token)
    assert r.status_code == 422, r.content
    assert r.json()["code"] == code
    assert r.json()["message"].startswith(start), r.json()["message"]
    assert not TaskRun.objects.exists()


def test_it_refuses_another_users_conversations(client, bob_token, imported):
    r = post(client, SWEEPS, _sweep_body(imported), bob_token)
    assert r.status_code == 422
    assert r.json()["message"] == "conversations: some of them do not exist or are not yours"


def test_it_hides_another_users_sweep(
    client, alice_token, bob_token, admin_token, imported, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        mine = post(client, SWEEPS, _sweep_body(imported), alice_token).json()
    url = mine["url"]
    for r in (
        get(client, url, bob_token),
        client.post(f"{url}/cancel", **auth(bob_token)),
        client.delete(url, **auth(bob_token)),
        get(client, f"{SWEEPS}/not-a-uuid", bob_token),
    ):
        assert r.status_code == 404 and r.json()["code"] == "not_found"
    assert get(client, SWEEPS, bob_token).json() == {"items": [], "count": 0}
    listed = get(client, SWEEPS, alice_token).json()
    assert [s["id"] for s in listed["items"]] == [mine["id"]] and listed["count"] == 1
    assert listed["items"][0]["result"] is None  # the list leaves the documents out
    staff = get(client, url, admin_token).json()  # staff see every sweep
    assert staff["owner"] == "alice" and staff["status"] == "done"


def test_it_cancels_a_queued_sweep_and_deletes_it(client, alice_token, imported):
    created = post(client, SWEEPS, _sweep_body(imported), alice_token).json()  # never run
    r = client.post(f"{created['url']}/cancel", **auth(alice_token))
    assert r.status_code == 200 and r.json()["status"] == "cancelled"
    assert client.delete(created["url"], **auth(alice_token)).status_code == 204
    assert get(client, created["url"], alice_token).status_code == 404


def test_it_keeps_to_the_users_job_limit(client, alice_token, imported, settings):
    settings.MEMORYLAB_MAX_JOBS_PER_USER = 1
    assert post(client, SWEEPS, _sweep_body(imported), alice_token).status_code == 202
    r = post(client, SWEEPS, _sweep_body(imported), alice_token)
    assert r.status_code == 429 and r.json()["code"] == "too_many_jobs"
    assert TaskRun.objects.filter(kind="sweep").count() == 1


# -- experiments ----------------------------------------------------------------------------


def test_it_reports_a_pending_experiment_then_its_export_once_the_eager_task_ran(
    client, alice, alice_token, lab, django_capture_on_commit_callbacks
):
    body = {
        "strategies": [s.pk for s in lab["strategies"]],
        "conversations": [c.pk for c in lab["conversations"][:1]],
    }
    with django_capture_on_commit_callbacks() as queued:
        r = post(client, EXPERIMENTS, body, alice_token)
    assert r.status_code == 202, r.content
    url = r.json()["url"]
    assert url == f"{EXPERIMENTS}/{r.json()['id']}"
    before = get(client, url, alice_token).json()
    assert before["status"] == "pending" and before["results"] is None
    assert before["progress"]["total"] == 2 and before["progress"]["finished"] == 0

    # Celery in eager mode: the experiment and the parts it fans out into run here.
    with django_capture_on_commit_callbacks(execute=True):
        for enqueue in queued:
            enqueue()
    after = get(client, url, alice_token).json()
    assert after["status"] == "done" and after["progress"]["fraction"] == 1.0
    client.force_login(alice)
    export = client.get(f"/lab/experiments/{after['id']}/export.json")
    assert after["results"] == json.loads(export.content)  # what the lab exports
    assert {c["strategy"] for c in after["results"]["cells"]} == {"extractive", "window"}
    listed = get(client, EXPERIMENTS, alice_token).json()
    assert listed["count"] == 1 and listed["items"][0]["results"] is None
    assert Experiment.objects.get().owner == alice


def test_it_hides_another_users_experiment(client, alice, bob_token, lab):
    from evaluation import experiments

    exp = experiments.create_experiment(
        alice, "mine", [lab["strategies"][0].pk], [lab["conversations"][0].pk], start=False
    )
    for r in (
        get(client, f"{EXPERIMENTS}/{exp.pk}", bob_token),
        client.post(f"{EXPERIMENTS}/{exp.pk}/cancel", **auth(bob_token)),
        get(client, f"{EXPERIMENTS}/{exp.pk}/results", bob_token),
    ):
        assert r.status_code == 404 and r.json()["code"] == "not_found"
    assert get(client, EXPERIMENTS, bob_token).json()["count"] == 0


def test_it_bounds_an_experiment_request(client, alice_token, lab):
    body = {"strategies": list(range(1, 22)), "conversations": [lab["conversations"][0].pk]}
    r = post(client, EXPERIMENTS, body, alice_token)
    assert r.status_code == 422 and r.json()["message"].startswith("strategies: List should")
    body = {"strategies": [lab["strategies"][0].pk], "conversations": [lab["conversations"][0].pk],
            "options": {"judge_model": "openai/gpt-4o"}}  # fmt: skip
    r = post(client, EXPERIMENTS, body, alice_token)
    assert r.status_code == 422 and r.json()["code"] == "model_not_allowed"
    assert not Experiment.objects.exists()


def test_it_runs_a_sweep_and_an_experiment_from_the_python_client(
    live_server, alice_token, imported, lab
):
    from memorylab.client import MemorylabClient, MemorylabError

    # The live server's thread runs the eager tasks: the client's polling finds them done.
    with MemorylabClient(live_server.url, alice_token) as ml:
        sweep = ml.sweep(conversation_ids=[imported[0].pk], thresholds=[3000], poll=0.05)
        assert sweep["status"] == "done", sweep["error"]
        assert [r["threshold"] for r in sweep["result"]["thresholds"]] == [3000]
        assert ml.get_sweep(sweep["id"])["result"] == sweep["result"]
        with pytest.raises(MemorylabError) as refused:
            ml.sweep(path="/etc")
        assert (refused.value.status, refused.value.code) == (403, "forbidden")
        experiment = ml.experiment(
            [lab["strategies"][1].pk], [lab["conversations"][0].pk], poll=0.05
        )
        assert experiment["status"] == "done"
        assert [c["strategy"] for c in experiment["results"]["cells"]] == ["window"]

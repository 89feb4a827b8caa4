"""The sweep as an experiment in the UI: form, Celery task (eager), progress, cancel,
results with charts, exports; another user's sweep is a 404."""

from __future__ import annotations

import json

import pytest

from compaction.models import TaskRun
from evaluation import conversations, sweep_tasks, sweeps

from .builders import agent_run


@pytest.fixture(autouse=True)
def _one_worker(settings):
    settings.MEMORYLAB_SWEEP_WORKERS = 1


@pytest.fixture
def imported(alice):
    data = [agent_run("alpha", 14), agent_run("beta", 8)]
    return conversations.import_conversations(alice, data, name="generated.json")


def _start(client, django_capture_on_commit_callbacks, **form):
    with django_capture_on_commit_callbacks(execute=True):
        return client.post("/lab/sweeps/new", form)


def test_it_shows_the_form_with_the_users_conversations(client, alice, imported):
    client.force_login(alice)
    r = client.get("/lab/sweeps/")
    assert r.status_code == 200
    body = r.content.decode()
    assert "New sweep" in body and "alpha" in body and "beta" in body
    assert 'name="path"' not in body  # server folders are for staff only


def test_it_runs_a_sweep_as_an_eager_celery_task(
    client, alice, imported, django_capture_on_commit_callbacks
):
    client.force_login(alice)
    r = _start(
        client,
        django_capture_on_commit_callbacks,
        conversations=[c.pk for c in imported],
        thresholds="2000,4000",
        min_saving="500",
    )
    task = TaskRun.objects.get(kind="sweep")
    assert r.status_code == 302 and r["Location"] == f"/lab/sweeps/{task.pk}/"
    assert task.status == TaskRun.DONE, task.error
    assert task.progress == 1.0
    assert [row["threshold"] for row in task.result["thresholds"]] == [2000, 4000]
    assert task.result["strategy"]["auto_compact"]["min_saving_tokens"] == 500
    page = client.get(f"/lab/sweeps/{task.pk}/").content.decode()
    assert 'data-testid="recommended-range"' in page
    for chart in ("savings", "retention", "frontier", "cumulative", "cost"):
        assert f'id="chart-{chart}"' in page
    figure = json.loads(
        page.split('id="chart-cumulative" type="application/json">')[1].split("</script>")[0]
    )
    names = [trace["name"] for trace in figure["data"]]
    assert names == ["threshold 2000", "threshold 4000", "no compaction"]
    retention = json.loads(
        page.split('id="chart-retention" type="application/json">')[1].split("</script>")[0]
    )
    lines = {trace["name"]: trace["y"] for trace in retention["data"]}
    rows = task.result["thresholds"]
    assert lines["section accuracy"] == [r["section_accuracy"] for r in rows]
    assert lines["stale leakage (lower is better)"] == [r["stale_leakage"] for r in rows]
    table = page.split('data-testid="sweep-table"')[1].split("</table>")[0]
    assert f"{rows[0]['section_accuracy']:.3f}" in table
    assert f"{rows[0]['labels_in_section']}/{rows[0]['labels_covered']}" in table


def test_it_exports_csv_json_and_html(client, alice, imported, django_capture_on_commit_callbacks):
    client.force_login(alice)
    _start(client, django_capture_on_commit_callbacks, conversations=[imported[0].pk],
           thresholds="3000")  # fmt: skip
    task = TaskRun.objects.get(kind="sweep")
    csv = client.get(f"/lab/sweeps/{task.pk}/export.csv")
    assert csv.status_code == 200 and csv["Content-Type"].startswith("text/csv")
    header, row = csv.content.decode().splitlines()[:2]
    assert header.startswith("threshold,conversation,tokens_per_task")
    assert row.startswith("3000,alpha,")
    record = dict(zip(header.split(","), row.split(","), strict=True))
    cell = task.result["thresholds"][0]["conversations"][0]
    for column in (
        "section_accuracy",
        "summary_recall",
        "context_recall",
        "stale_leakage",
        "labels_covered",
        "labels_in_section",
        "stale_covered",
        "stale_leaked",
    ):
        assert column in record, column  # fmt: skip
    assert float(record["section_accuracy"]) == cell["section_accuracy"]
    assert int(record["labels_in_section"]) == cell["labels_in_section"]
    doc = json.loads(client.get(f"/lab/sweeps/{task.pk}/export.json").content)
    assert doc["thresholds"][0]["conversations"][0]["id"] == "alpha"
    html = client.get(f"/lab/sweeps/{task.pk}/export.html")
    assert html.status_code == 200 and "attachment" in html["Content-Disposition"]
    text = html.content.decode()
    assert "Recommended threshold_tokens" in text and "Plotly.newPlot" in text
    assert client.get(f"/lab/sweeps/{task.pk}/export.xml").status_code == 400


def test_it_refuses_to_export_an_unfinished_sweep(client, alice, imported):
    client.force_login(alice)
    task = sweep_tasks.request_sweep(alice, conversation_ids=[imported[0].pk])  # not run
    r = client.get(f"/lab/sweeps/{task.pk}/export.csv")
    assert r.status_code == 409 and r.json()["code"] == "not_ready"


def test_it_cancels_a_queued_sweep(client, alice, imported):
    client.force_login(alice)
    task = sweep_tasks.request_sweep(alice, conversation_ids=[imported[0].pk])
    r = client.post(f"/lab/sweeps/{task.pk}/cancel")
    assert r.status_code == 302
    task.refresh_from_db()
    assert task.status == TaskRun.CANCELLED
    sweep_tasks.execute(str(task.pk))  # a late worker must not run it
    task.refresh_from_db()
    assert task.status == TaskRun.CANCELLED and task.result is None


def test_it_stops_a_running_sweep_when_cancelled(alice, imported, monkeypatch):
    task = sweep_tasks.request_sweep(alice, conversation_ids=[c.pk for c in imported])
    real = sweeps.run_sweep
    seen = {}

    def cancel_midway(conversations, thresholds, **kwargs):
        def progress(done, total):
            kwargs["progress"](done, total)
            if done == 1:
                seen["progress"] = TaskRun.objects.get(pk=task.pk).progress
                sweep_tasks.cancel_sweep(task)

        return real(conversations, thresholds, **{**kwargs, "progress": progress})

    monkeypatch.setattr(sweeps, "run_sweep", cancel_midway)
    sweep_tasks.execute(str(task.pk))
    task.refresh_from_db()
    assert seen["progress"] == 0.5  # one of two conversations done
    assert task.status == TaskRun.CANCELLED and task.result is None


def test_it_shows_progress_and_refreshes_when_done(client, alice, imported):
    client.force_login(alice)
    task = sweep_tasks.request_sweep(alice, conversation_ids=[imported[0].pk])
    r = client.get(f"/lab/sweeps/{task.pk}/progress", headers={"HX-Request": "true"})
    assert 'hx-trigger="every 1s"' in r.content.decode() and "HX-Refresh" not in r
    sweep_tasks.execute(str(task.pk))
    r = client.get(f"/lab/sweeps/{task.pk}/progress", headers={"HX-Request": "true"})
    assert r["HX-Refresh"] == "true"


def test_it_hides_other_users_sweeps(client, alice, bob, imported):
    task = sweep_tasks.request_sweep(alice, conversation_ids=[imported[0].pk])
    client.force_login(bob)
    assert client.get(f"/lab/sweeps/{task.pk}/").status_code == 404
    assert client.post(f"/lab/sweeps/{task.pk}/cancel").status_code == 404
    assert client.get(f"/lab/sweeps/{task.pk}/export.json").status_code == 404
    assert client.get("/lab/sweeps/not-a-uuid/").status_code == 404


def test_it_refuses_bad_requests_naming_the_field(client, alice, bob, imported):
    client.force_login(alice)
    r = client.post("/lab/sweeps/new", {"path": "/etc"})
    assert r.status_code == 403 and "only staff" in r.content.decode()
    r = client.post("/lab/sweeps/new", {"conversations": [imported[0].pk], "thresholds": "0"})
    assert r.status_code == 422 and "must be greater than 0" in r.content.decode()
    r = client.post("/lab/sweeps/new", {})
    assert r.status_code == 422 and "source:" in r.content.decode()
    r = client.post(
        "/lab/sweeps/new",
        {
            "conversations": [imported[0].pk],
            "strategy": "spec:\n  auto_compact: {threshold_tokens: high}",
        },
    )
    assert r.status_code == 422 and "strategy:" in r.content.decode()
    client.force_login(bob)  # alice's conversations are not bob's
    r = client.post("/lab/sweeps/new", {"conversations": [imported[0].pk]})
    assert r.status_code == 422
    assert not TaskRun.objects.filter(kind="sweep").exists()


def test_it_refuses_a_server_path_that_does_not_exist(client, admin_user, tmp_path, settings):
    settings.MEMORYLAB_DATA_DIRS = [tmp_path]
    client.force_login(admin_user)
    r = client.post("/lab/sweeps/new", {"path": str(tmp_path / "nope")})
    assert r.status_code == 422 and "MEMORYLAB_DATA_DIRS" in r.content.decode()


def test_staff_can_sweep_a_folder_on_the_server(
    client, admin_user, convo_dir, django_capture_on_commit_callbacks, settings
):
    settings.MEMORYLAB_DATA_DIRS = [convo_dir]
    client.force_login(admin_user)
    _start(client, django_capture_on_commit_callbacks, path=str(convo_dir), thresholds="3000",
           compare="on")  # fmt: skip
    task = TaskRun.objects.get(kind="sweep")
    assert task.status == TaskRun.DONE, task.error
    assert task.result["conversation_count"] == 3
    assert {s["name"] for s in task.result["compare"]["strategies"]} >= {"none", "trim", "micro"}
    page = client.get(f"/lab/sweeps/{task.pk}/").content.decode()
    assert 'data-testid="compare-table"' in page


def test_the_celery_app_registers_the_sweep_task_for_workers():
    from memorylab.celery import app

    app.loader.import_default_modules()  # what a starting worker does
    assert "evaluation.run_sweep" in app.tasks

"""The reaper's rules, without a worker (test_worker_kill.py kills real ones): a running
task whose worker process is gone, or whose heartbeat stopped, is queued again while it
has attempts left, then failed; the API and the task page say why; a task whose worker
lives is left alone."""

from __future__ import annotations

import subprocess
from datetime import timedelta

import pytest
from django.utils import timezone

from compaction import reaper
from compaction.models import TaskRun


@pytest.fixture
def dead_pid() -> int:
    proc = subprocess.Popen(["true"])
    proc.wait()
    return proc.pid


def running(alice, *, worker: str, attempts: int = 1, beat_age: float = 0, kind="compact"):
    beat = timezone.now() - timedelta(seconds=beat_age)
    return TaskRun.objects.create(
        kind=kind,
        owner=alice,
        session_id="s",
        status=TaskRun.RUNNING,
        worker=worker,
        attempts=attempts,
        heartbeat=beat,
        started=beat,
    )


def test_it_queues_again_a_task_whose_worker_process_is_gone(
    client, alice, alice_token, dead_pid, django_capture_on_commit_callbacks
):
    task = running(alice, worker=f"{reaper.HOST}:{dead_pid}")
    with django_capture_on_commit_callbacks() as sent:
        r = client.get(
            f"/api/v1/tasks/{task.pk}", headers={"Authorization": f"Bearer {alice_token}"}
        )
    body = r.json()
    assert body["status"] == "queued" and body["attempts"] == 1
    assert body["message"].startswith(f"retrying: its worker process ({reaper.HOST}:{dead_pid})")
    assert len(sent) == 1  # a new broker message for it


def test_it_fails_a_lost_task_that_has_no_attempts_left(
    client, alice, alice_token, dead_pid, settings
):
    settings.MEMORYLAB_TASK_MAX_ATTEMPTS = 2
    task = running(alice, worker=f"{reaper.HOST}:{dead_pid}", attempts=2)
    r = client.get(f"/api/v1/tasks/{task.pk}", headers={"Authorization": f"Bearer {alice_token}"})
    body = r.json()
    assert body["status"] == "failed" and body["finished"]
    assert "the worker running this compact was lost: its worker process" in body["error"]
    assert "not retried after 2 attempt(s)" in body["error"]


def test_it_leaves_a_task_alone_while_its_worker_lives(alice):
    task = running(alice, worker=reaper.current_worker())
    assert reaper.check_task(task).status == TaskRun.RUNNING
    assert reaper.reap_lost() == 0


def test_it_reaps_a_task_of_another_machine_when_its_heartbeat_stops(alice, settings):
    settings.MEMORYLAB_TASK_STALE_SECONDS = 30
    fresh = running(alice, worker="elsewhere:4242", beat_age=5)
    stale = running(alice, worker="elsewhere:4343", beat_age=31)
    assert reaper.reap_lost() == 1
    fresh.refresh_from_db()
    stale.refresh_from_db()
    assert fresh.status == TaskRun.RUNNING
    assert stale.status == TaskRun.QUEUED and "no heartbeat from its worker" in stale.message


def test_it_fails_a_lost_task_of_a_kind_it_cannot_run_again(alice, dead_pid):
    task = running(alice, worker=f"{reaper.HOST}:{dead_pid}", kind="export")
    assert reaper.check_task(task).status == TaskRun.FAILED


def test_it_shows_the_retry_on_the_task_page(client, alice, dead_pid):
    from sessions.models import AgentSession

    AgentSession.objects.create(id="s", owner=alice)
    task = running(alice, worker=f"{reaper.HOST}:{dead_pid}")
    client.force_login(alice)
    page = client.get(f"/sessions/s/tasks/{task.pk}/").content.decode()
    assert "retrying: its worker process" in page


def test_it_resumes_an_experiment_whose_heartbeat_stopped(alice, settings):
    from evaluation import conversations as lab
    from evaluation import experiments
    from evaluation import strategies as lab_strategies
    from evaluation.models import Experiment

    settings.MEMORYLAB_TASK_STALE_SECONDS = 30
    lab.import_path(alice, lab.SHIPPED_DIR / "ledger-lag.json")
    strategies = lab_strategies.ensure_default_strategies(alice)
    conversations = list(lab.visible_conversations(alice))
    experiment = experiments.create_experiment(
        alice, "x", [s.pk for s in strategies], [c.pk for c in conversations], start=False
    )
    old = timezone.now() - timedelta(seconds=31)
    Experiment.objects.filter(pk=experiment.pk).update(
        status=Experiment.RUNNING, heartbeat=old, started=old, runner="gone@elsewhere"
    )
    seen = experiments.get_experiment(alice, experiment.pk)
    assert seen.status in (Experiment.PENDING, Experiment.DONE)  # resumed (eager: it ran)

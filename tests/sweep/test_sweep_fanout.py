"""A sweep fanned out into parts (one Celery task each; here run in this process, eager:
tests/integration/test_sweep_fanout_worker.py runs them on a real worker) gathers into
the document one process makes; a part run twice, lost and retried, counts once; a
cancel stops every part."""

from __future__ import annotations

import json
import subprocess

import pytest

from compaction import reaper
from compaction.models import TaskPart, TaskRun
from evaluation import sweep_tasks, sweeps

pytestmark = pytest.mark.django_db

# What differs between two runs of the same sweep: time, and how it was spread.
RUN_KEYS = ("elapsed_seconds", "cpu_seconds", "workers", "parts")


@pytest.fixture
def sweep_set(tmp_path, settings, admin_user):
    from .builders import write_set

    folder = write_set(
        tmp_path / "fanout",
        [("alpha", 14, True), ("beta", 8, True), ("gamma", 10, False), ("delta", 18, True)],
    )
    settings.MEMORYLAB_DATA_DIRS = [folder]
    settings.MEMORYLAB_SWEEP_WORKERS = 1
    settings.MEMORYLAB_SWEEP_PARTS = 3
    return folder


def params_for(user, folder, **extra):
    return sweeps.clean_params(
        user, path=str(folder), thresholds="2000,3000,5000", models=["gpt-4o"], **extra
    )


def new_sweep(user, params) -> TaskRun:
    return TaskRun.objects.create(kind=sweep_tasks.KIND, owner=user, params=params)


def same_document(doc: dict) -> str:
    doc = {k: v for k, v in doc.items() if k not in RUN_KEYS}
    if "compare" in doc:
        doc["compare"] = {k: v for k, v in doc["compare"].items() if k not in RUN_KEYS}
    return json.dumps(doc, sort_keys=True)


def in_one_process(user, params) -> dict:
    task = sweep_tasks.execute(str(new_sweep(user, params).pk))
    assert task.status == TaskRun.DONE, task.error
    return task.result


def test_it_gathers_a_sweep_in_parts_into_the_document_one_process_makes(
    admin_user, sweep_set, django_capture_on_commit_callbacks
):
    params = params_for(admin_user, sweep_set, compare={"baselines": ["none", "window"]})
    task = new_sweep(admin_user, params)
    with django_capture_on_commit_callbacks(execute=True) as sent:
        sweep_tasks.start(str(task.pk))
    task.refresh_from_db()
    assert task.status == TaskRun.DONE, task.error
    parts = list(task.parts.filter(index__gte=0))
    swept = [p for p in parts if p.params.get("round") != "compare"]
    compared = [p for p in parts if p.params.get("round") == "compare"]
    # One Celery task per part, in two rounds: the thresholds, then the baselines at the
    # budget the swept cells recommend.
    assert len(sent) == len(parts) == 6 and len(swept) == len(compared) == 3
    assert {p.params["budget"] for p in compared} == {task.result["compare"]["budget"]}
    assert min(p.started for p in compared) >= max(p.finished for p in swept)
    # The thresholds' time is theirs: it ends with their last part, before the baselines.
    span = max(p.finished for p in swept) - min([task.started] + [p.started for p in swept])
    assert task.result["elapsed_seconds"] == pytest.approx(span.total_seconds(), abs=0.011)
    assert {p.status for p in task.parts.all()} == {TaskPart.DONE}  # the gathering too
    # The biggest conversation is a part of its own, sent first.
    assert parts[0].params["ids"] == ["delta"]
    assert task.result["parts"] == 3
    assert task.result["conversation_count"] == 4
    assert same_document(task.result) == same_document(in_one_process(admin_user, params))


def test_it_counts_a_part_once_when_it_runs_again_after_its_worker_was_lost(
    admin_user, sweep_set, django_capture_on_commit_callbacks
):
    params = params_for(admin_user, sweep_set)
    task = new_sweep(admin_user, params)
    with django_capture_on_commit_callbacks() as sent:  # the parts' messages, not run yet
        sweep_tasks.start(str(task.pk))
    assert len(sent) == 3
    sweep_tasks.run_part(str(task.pk), 0)
    first = TaskPart.objects.get(run=task, index=0)
    assert sweep_tasks.run_part(str(task.pk), 0) is None  # a duplicate message: not run again
    assert TaskPart.objects.get(run=task, index=0).finished == first.finished

    # Part 1's worker process dies in the middle: its row says running, by a dead pid.
    dead = subprocess.Popen(["true"])
    dead.wait()
    TaskPart.objects.filter(run=task, index=1).update(
        status=TaskPart.RUNNING, worker=f"{reaper.HOST}:{dead.pid}", attempts=1
    )
    with django_capture_on_commit_callbacks() as resent:
        assert reaper.reap_lost() == 1
    task.refresh_from_db()
    assert task.status == TaskRun.QUEUED and "retrying: its worker process" in task.message
    assert "(part 1)" in task.message
    assert len(resent) == 1  # the sweep is started again

    with django_capture_on_commit_callbacks(execute=True) as sent:
        sweep_tasks.start(str(task.pk))
    # Started again, it sends only the parts not done: part 0 is kept.
    assert len(sent) == 2
    task.refresh_from_db()
    assert task.status == TaskRun.DONE, task.error
    assert task.attempts == 2
    assert TaskPart.objects.get(run=task, index=0).finished == first.finished
    assert TaskPart.objects.get(run=task, index=1).attempts == 2
    assert task.result["conversation_count"] == 4
    assert same_document(task.result) == same_document(in_one_process(admin_user, params))


def test_it_stops_every_part_when_the_sweep_is_cancelled(
    admin_user, sweep_set, django_capture_on_commit_callbacks
):
    task = new_sweep(admin_user, params_for(admin_user, sweep_set))
    with django_capture_on_commit_callbacks():
        sweep_tasks.start(str(task.pk))
    sweep_tasks.run_part(str(task.pk), 0)
    task.refresh_from_db()
    assert 0 < task.progress < 1 and task.message == "1 / 3 parts"
    sweep_tasks.cancel_sweep(task)
    assert sweep_tasks.run_part(str(task.pk), 1) is None
    assert sweep_tasks.run_part(str(task.pk), 2) is None
    task.refresh_from_db()
    assert task.status == TaskRun.CANCELLED and task.result is None
    assert TaskPart.objects.filter(run=task, status=TaskPart.PENDING).count() == 3  # + gather


def test_it_stops_a_part_under_way_as_cancelled_not_as_failed(
    admin_user, sweep_set, django_capture_on_commit_callbacks, monkeypatch
):
    task = new_sweep(admin_user, params_for(admin_user, sweep_set))
    with django_capture_on_commit_callbacks():
        sweep_tasks.start(str(task.pk))
    # the sweep is cancelled while the part replays: its next check stops it
    monkeypatch.setattr(sweep_tasks.jobs, "is_cancelled", lambda pk: True)
    assert sweep_tasks.run_part(str(task.pk), 0) is not None
    part = TaskPart.objects.get(run=task, index=0)
    assert part.status == TaskPart.FAILED and part.error == "cancelled"
    task.refresh_from_db()
    assert task.status != TaskRun.FAILED and not task.error


def test_it_asks_for_the_baselines_round_once_whatever_is_lost_on_the_way(
    admin_user, sweep_set, django_capture_on_commit_callbacks
):
    params = params_for(admin_user, sweep_set, compare={"baselines": ["none", "window"]})
    task = new_sweep(admin_user, params)
    with django_capture_on_commit_callbacks():
        sweep_tasks.start(str(task.pk))
    for index in range(2):
        sweep_tasks.run_part(str(task.pk), index)
    # The gathering's process dies: its row says running, by a dead pid, and no baselines
    # part was asked for when the last threshold part is done.
    dead = subprocess.Popen(["true"])
    dead.wait()
    TaskPart.objects.filter(run=task, index=TaskPart.GATHER).update(
        status=TaskPart.RUNNING, worker=f"{reaper.HOST}:{dead.pid}", attempts=1
    )
    with django_capture_on_commit_callbacks() as sent:
        sweep_tasks.run_part(str(task.pk), 2)
    assert not sent and TaskPart.objects.filter(run=task).count() == 4
    with django_capture_on_commit_callbacks():
        assert reaper.reap_lost() == 1
    task.refresh_from_db()
    assert task.status == TaskRun.QUEUED and "(its gathering)" in task.message

    # Started again: every threshold part is done, so it gathers and asks for the
    # baselines: three parts, sent.
    with django_capture_on_commit_callbacks() as sent:
        sweep_tasks.start(str(task.pk))
    assert len(sent) == 3
    gathering = TaskPart.objects.get(run=task, index=TaskPart.GATHER)
    assert gathering.status == TaskPart.PENDING  # handed back: the last new part gathers
    task.refresh_from_db()
    assert task.status == TaskRun.RUNNING and task.message == "3 / 6 parts"

    # Started again once more (say a baselines part was lost): nothing is asked twice, the
    # baselines' parts not done are sent again and finish the sweep.
    TaskRun.objects.filter(pk=task.pk).update(status=TaskRun.QUEUED)
    with django_capture_on_commit_callbacks(execute=True) as resent:
        sweep_tasks.start(str(task.pk))
    assert len(resent) == 3
    assert TaskPart.objects.filter(run=task, index__gte=0).count() == 6
    task.refresh_from_db()
    assert task.status == TaskRun.DONE, task.error
    assert same_document(task.result) == same_document(in_one_process(admin_user, params))

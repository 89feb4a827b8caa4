"""Experiments run on Celery (eager in these tests): cells, cancel, resume after a crash."""

from __future__ import annotations

import json

import pytest

from evaluation import experiments, exports, results, strategies
from evaluation.models import Cell, Experiment
from memorylab.errors import Conflict, Invalid

from .conftest import LAB_CONVERSATIONS

# Two strategies on every conversation of the ``lab`` fixture.
SHIPPED = len(LAB_CONVERSATIONS)
CELLS = 2 * SHIPPED


def create(alice, lab, **kwargs) -> Experiment:
    return experiments.create_experiment(
        alice,
        "exp",
        [s.pk for s in lab["strategies"]],
        [c.pk for c in lab["conversations"]],
        **kwargs,
    )


@pytest.mark.django_db(transaction=True)
def test_it_runs_every_cell_through_the_eager_task(alice, lab):
    experiment = create(alice, lab)  # on_commit fires at once outside a transaction
    experiment.refresh_from_db()
    assert experiment.status == Experiment.DONE
    assert experiment.progress == 1.0
    cells = Cell.objects.filter(experiment=experiment)
    assert cells.count() == CELLS
    assert set(cells.values_list("status", flat=True)) == {Cell.DONE}
    for cell in cells:
        assert cell.result["labels_total"] == cell.conversation.labels.count()
        assert cell.attempts == 1


def test_it_keeps_finished_cells_and_reruns_the_one_left_running(alice, lab):
    experiment = create(alice, lab, start=False)
    experiments.run_experiment(experiment.pk)
    finished = {c.pk: (c.finished, json.dumps(c.result)) for c in experiment.cells.all()}
    # A crash: the worker died while scoring one cell, another never started.
    crashed, untouched = list(experiment.cells.all())[:2]
    Cell.objects.filter(pk=crashed.pk).update(status=Cell.RUNNING, result=None)
    Cell.objects.filter(pk=untouched.pk).update(status=Cell.PENDING, result=None, attempts=0)
    Experiment.objects.filter(pk=experiment.pk).update(status=Experiment.RUNNING)
    experiments.run_experiment(experiment.pk)  # Celery redelivers the task (acks_late)
    experiment.refresh_from_db()
    assert experiment.status == Experiment.DONE
    for cell in experiment.cells.all():
        assert cell.status == Cell.DONE
        if cell.pk in (crashed.pk, untouched.pk):
            assert cell.result is not None
            # The crashed cell was started twice; the one that never started, once.
            assert cell.attempts == (2 if cell.pk == crashed.pk else 1)
        else:
            assert (cell.finished, json.dumps(cell.result)) == finished[cell.pk]
            assert cell.attempts == 1


def test_it_stops_at_a_cancel_and_resumes_the_rest(
    alice, lab, monkeypatch, django_capture_on_commit_callbacks
):
    experiment = create(alice, lab, start=False)
    original = experiments.run_cell

    def cancel_after_first(cell):
        out = original(cell)
        Experiment.objects.filter(pk=experiment.pk).update(cancel_requested=True)
        return out

    monkeypatch.setattr(experiments, "run_cell", cancel_after_first)
    experiments.run_experiment(experiment.pk)
    experiment.refresh_from_db()
    assert experiment.status == Experiment.CANCELLED
    assert experiment.cells.filter(status=Cell.DONE).count() == 1
    assert experiment.cells.filter(status=Cell.PENDING).count() == CELLS - 1

    monkeypatch.setattr(experiments, "run_cell", original)
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        experiments.resume_experiment(experiment)
    # Enqueued after commit: the start once, then the parts of the cells left.
    assert len(callbacks) == 1 + len(experiments.cell_parts(list(range(CELLS - 1))))
    experiment.refresh_from_db()
    assert experiment.status == Experiment.DONE
    assert experiment.cells.filter(status=Cell.DONE).count() == CELLS


def test_it_cancels_a_pending_experiment_at_once(alice, lab):
    experiment = create(alice, lab, start=False)
    experiments.cancel_experiment(experiment)
    assert experiment.status == Experiment.CANCELLED
    experiments.run_experiment(experiment.pk)  # a late task does nothing
    assert experiment.cells.filter(status=Cell.PENDING).count() == CELLS


def test_it_records_a_failing_cell_and_goes_on(alice, lab):
    broken = strategies.create_strategy(alice, "broken", {"backend": "chat_history"})
    broken.spec = {"spec": {"auto_compact": {"nope": 1}}}
    broken.save()
    experiment = experiments.create_experiment(
        alice, "exp", [broken.pk, lab["strategies"][0].pk], [lab["conversations"][0].pk],
        start=False,
    )  # fmt: skip
    experiments.run_experiment(experiment.pk)
    experiment.refresh_from_db()
    assert experiment.status == Experiment.DONE
    failed = experiment.cells.get(strategy=broken)
    assert failed.status == Cell.FAILED and "nope" in failed.error
    data = results.results(experiment)
    assert data["strategies"]["broken"]["failed"] == 1
    assert data["strategies"]["broken"]["context_recall"] is None
    assert data["strategies"]["broken"]["section_accuracy"] is None


def test_it_exports_csv_and_json_with_one_row_per_cell(alice, lab):
    import csv
    import io

    experiment = create(alice, lab, start=False)
    experiments.run_experiment(experiment.pk)
    rows = list(csv.DictReader(io.StringIO(exports.experiment_csv(experiment))))
    assert len(rows) == CELLS
    cell = experiment.cells.get(strategy__name="extractive", conversation__slug="ledger-lag")
    row = next(
        r for r in rows if r["strategy"] == "extractive" and r["conversation"] == "ledger-lag"
    )
    assert int(row["labels_in_context"]) == cell.result["labels_in_context"]
    assert float(row["context_recall"]) == pytest.approx(cell.result["context_recall"])
    doc = json.loads(exports.experiment_json(experiment))
    assert len(doc["cells"]) == CELLS
    assert set(doc["strategies"]) == {"extractive", "window"}
    ext, win = doc["strategies"]["extractive"], doc["strategies"]["window"]
    assert ext["context_recall"] > win["context_recall"]


def test_it_builds_a_matrix_with_deltas_and_a_different_only_filter(alice, lab):
    experiment = create(alice, lab, start=False)
    experiments.run_experiment(experiment.pk)
    m = results.matrix(experiment, baseline="window")
    assert m["strategies"] == ["extractive", "window"] and m["baseline"] == "window"
    row = m["rows"][0]
    ext, win = row["cells"]
    assert ext["context_recall_delta"] == pytest.approx(
        ext["context_recall"] - win["context_recall"]
    )
    assert win["context_recall_delta"] is None and win["is_baseline"]
    # The window memory writes no summary: no section accuracy to compare against.
    assert win["section_accuracy"] is None and ext["section_accuracy"] is not None
    assert ext["section_accuracy_delta"] is None
    # Two identical strategies never differ: the filter hides every row.
    same = strategies.create_strategy(alice, "window too", lab["strategies"][1].spec)
    twin = experiments.create_experiment(
        alice, "twin", [lab["strategies"][1].pk, same.pk], [c.pk for c in lab["conversations"]],
        start=False,
    )  # fmt: skip
    experiments.run_experiment(twin.pk)
    assert results.matrix(twin, different_only=True)["rows"] == []
    assert len(results.matrix(twin)["rows"]) == SHIPPED


def test_it_resumes_a_dead_workers_run_when_that_workers_ready_signal_fires(
    alice, lab, django_capture_on_commit_callbacks
):
    from types import SimpleNamespace

    from evaluation.tasks import resume_interrupted

    experiment = create(alice, lab, start=False)
    experiments.run_experiment(experiment.pk, runner="celery@box")
    first, second = list(experiment.cells.all())[:2]
    kept = {c.pk: c.finished for c in experiment.cells.exclude(pk__in=[first.pk, second.pk])}
    Cell.objects.filter(pk=first.pk).update(status=Cell.RUNNING, result=None)
    Cell.objects.filter(pk=second.pk).update(status=Cell.PENDING, result=None)
    Experiment.objects.filter(pk=experiment.pk).update(status=Experiment.RUNNING)

    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        resume_interrupted(sender=SimpleNamespace(hostname="celery@elsewhere"))
    assert callbacks == []  # another worker's run is not ours to resume
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        resume_interrupted(sender=SimpleNamespace(hostname="celery@box"))
    assert len(callbacks) == 1 + 1  # the start, then one part for the two cells left
    experiment.refresh_from_db()
    assert experiment.status == Experiment.DONE
    assert set(experiment.cells.values_list("status", flat=True)) == {Cell.DONE}
    for cell in experiment.cells.exclude(pk__in=[first.pk, second.pk]):
        assert cell.finished == kept[cell.pk]


def test_it_runs_the_optional_judge_when_asked(alice, lab, monkeypatch, settings):
    import litellm

    settings.MEMORYLAB_ALLOWED_MODELS = ["gpt-4o-mini"]

    real = litellm.completion
    calls = []

    def mocked(**kwargs):
        calls.append(kwargs["model"])
        return real(**kwargs, mock_response='{"supported": ["l1"]}')

    monkeypatch.setattr(litellm, "completion", mocked)
    experiment = experiments.create_experiment(
        alice, "judged", [lab["strategies"][0].pk], [lab["conversations"][0].pk],
        start=False, options={"judge_model": "gpt-4o-mini"},
    )  # fmt: skip
    experiments.run_experiment(experiment.pk)
    cell = experiment.cells.get()
    assert cell.status == Cell.DONE
    assert calls and set(calls) == {"gpt-4o-mini"}
    recall_probe = cell.result["judge"]["probes"]["recall"]
    assert recall_probe["supported"] == 1  # l1 is the user goal, a "recall" probe item
    agg = results.results(experiment)["strategies"]["extractive"]
    assert agg["judge"]["recall"]["supported"] == 1
    # The deterministic scores are those of the same cell run without the judge.
    plain = experiments.create_experiment(
        alice, "plain", [lab["strategies"][0].pk], [lab["conversations"][0].pk], start=False
    )
    experiments.run_experiment(plain.pk)
    without_judge = plain.cells.get().result
    assert without_judge["judge"] is None

    def deterministic(result: dict) -> dict:
        return {k: v for k, v in result.items() if k not in ("id", "judge")}

    assert deterministic(cell.result) == deterministic(without_judge)


def test_it_leaves_optional_scoring_off_by_default(alice, lab):
    experiment = create(alice, lab, start=False)
    experiments.run_experiment(experiment.pk)
    cell = experiment.cells.first()
    assert cell.result["judge"] is None and cell.result["semantic"] is None
    assert "judge" not in results.results(experiment)["strategies"]["extractive"]


def test_it_names_an_unknown_option(alice, lab):
    with pytest.raises(Invalid, match="options.judge: unknown option"):
        create(alice, lab, start=False, options={"judge": "x"})


def test_it_stops_quietly_when_the_experiment_is_deleted_mid_run(alice, lab, monkeypatch):
    experiment = create(alice, lab, start=False)
    original = experiments.run_cell

    def delete_during(cell):
        Experiment.objects.filter(pk=experiment.pk).delete()
        return original(cell)

    monkeypatch.setattr(experiments, "run_cell", delete_during)
    assert experiments.run_experiment(experiment.pk) is None
    assert not Cell.objects.exists()


def test_it_shows_extractive_beating_plain_truncation_in_an_experiment(alice, lab):
    trim = strategies.create_strategy(
        alice, "trim", "type: baseline\nname: trim\noptions: {budget: 1500}\n"
    )
    experiment = experiments.create_experiment(
        alice, "vs truncation", [lab["strategies"][0].pk, trim.pk],
        [c.pk for c in lab["conversations"]], start=False,
    )  # fmt: skip
    experiments.run_experiment(experiment.pk)
    scores = results.results(experiment)["strategies"]
    assert scores["trim"]["failed"] == 0 and scores["extractive"]["failed"] == 0
    assert scores["extractive"]["context_recall"] > scores["trim"]["context_recall"]


def test_it_names_an_unknown_baseline(alice):
    with pytest.raises(Invalid, match="unknown baseline 'truncate'"):
        strategies.create_strategy(alice, "t", {"type": "baseline", "name": "truncate"})
    with pytest.raises(Invalid, match="options: .*budgett"):
        strategies.create_strategy(
            alice, "t", {"type": "baseline", "name": "trim", "options": {"budgett": 1}}
        )


def test_it_refuses_to_resume_a_running_experiment_unless_forced(
    alice, lab, django_capture_on_commit_callbacks
):
    experiment = create(alice, lab, start=False)
    Experiment.objects.filter(pk=experiment.pk).update(status=Experiment.RUNNING)
    experiment.refresh_from_db()
    with pytest.raises(Conflict, match="running"):
        experiments.resume_experiment(experiment)
    with django_capture_on_commit_callbacks(execute=True):
        experiments.resume_experiment(experiment, force=True)
    experiment.refresh_from_db()
    assert experiment.status == Experiment.DONE


def scores(experiment: Experiment) -> dict:
    return {
        (c.strategy.name, c.conversation.slug): json.dumps(c.result, sort_keys=True)
        for c in experiment.cells.select_related("strategy", "conversation")
    }


def test_it_scores_an_experiment_in_parts_as_one_process_does(
    alice, lab, django_capture_on_commit_callbacks, monkeypatch
):
    monkeypatch.setattr(experiments, "MIN_CELLS_PER_PART", 1)
    alone = create(alice, lab, start=False)
    experiments.run_experiment(alone.pk)
    fanned = create(alice, lab, start=False)
    with django_capture_on_commit_callbacks(execute=True) as sent:
        experiments.start_experiment(fanned.pk)
    assert len(sent) == CELLS  # one part (a Celery task, eager here) per cell
    fanned.refresh_from_db()
    assert (fanned.status, fanned.progress) == (Experiment.DONE, 1.0)
    assert set(fanned.cells.values_list("attempts", flat=True)) == {1}
    assert scores(fanned) == scores(alone)


def test_it_parts_the_cells_in_order_a_few_each(settings):
    settings.MEMORYLAB_EXPERIMENT_PARTS = 3
    assert experiments.cell_parts(list(range(20))) == [
        list(range(0, 7)), list(range(7, 14)), list(range(14, 20))
    ]  # fmt: skip
    assert experiments.cell_parts(list(range(5))) == [[0, 1, 2, 3], [4]]  # at least 4 each
    assert experiments.cell_parts([]) == []


def test_it_scores_a_lost_parts_cell_again_and_once(alice, lab, django_capture_on_commit_callbacks):
    experiment = create(alice, lab, start=False)
    with django_capture_on_commit_callbacks() as sent:  # the parts' messages, not run yet
        experiments.start_experiment(experiment.pk)
    ids = list(experiment.cells.order_by("pk").values_list("pk", flat=True))
    experiments.run_cells(experiment.pk, [ids[0]])
    done = Cell.objects.get(pk=ids[0])
    # The part of cell 1 dies while scoring it: the cell says running, tried once.
    Cell.objects.filter(pk=ids[1]).update(status=Cell.RUNNING, attempts=1)
    with django_capture_on_commit_callbacks(execute=True) as resent:
        experiments.on_cells_lost([experiment.pk, [ids[0], ids[1]]], "its worker process died")
    assert len(resent) == 1  # cell 1 is sent again; cell 0 is done
    # The rest of the first messages arrive, cell 0's a second time.
    with django_capture_on_commit_callbacks(execute=True):
        for message in sent:
            message()
    experiment.refresh_from_db()
    assert experiment.status == Experiment.DONE
    assert Cell.objects.get(pk=ids[0]).finished == done.finished  # scored once
    assert Cell.objects.get(pk=ids[1]).attempts == 2
    assert set(experiment.cells.values_list("status", flat=True)) == {Cell.DONE}


def test_it_bounds_an_experiment_wherever_it_is_created(alice, lab):
    # The web form posts ids as they come: the service, not only the API schema, refuses.
    too_many = range(1, experiments.MAX_EXPERIMENT_STRATEGIES + 2)
    with pytest.raises(Invalid, match="at most 20 per experiment"):
        experiments.create_experiment(alice, "big", too_many, [lab["conversations"][0].pk])
    too_many = range(1, experiments.MAX_EXPERIMENT_CONVERSATIONS + 2)
    with pytest.raises(Invalid, match="at most 500 per experiment"):
        experiments.create_experiment(alice, "big", [lab["strategies"][0].pk], too_many)
    assert not Experiment.objects.filter(name="big").exists()

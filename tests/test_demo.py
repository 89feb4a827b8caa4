"""``load_demo``: a newcomer's first ``make run`` shows sessions that compacted and a lab
with finished results (strategies, an experiment, a sweep) on every page; running it
again adds nothing."""

from __future__ import annotations

import json

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command

from compaction.engine import Message, conversation_problems
from compaction.engine.retention import context_text, normalize
from compaction.models import TaskRun
from evaluation import conversations
from evaluation.models import Cell, Experiment, Label, LabelledConversation, Strategy
from memorylab import demo
from sessions.demo import swe_runs
from sessions.models import AgentSession, ApiToken, ArchiveEntry


def _first(texts: list[str], evidence: list[str]) -> int:
    """The message by which every string has appeared (each on its own)."""
    return max(next(i for i, t in enumerate(texts) if normalize(e) in t) for e in evidence)


@pytest.mark.parametrize("run", swe_runs(), ids=lambda r: r["id"])
def test_the_swe_like_runs_are_sound_labelled_conversations(run):
    assert run == next(r for r in swe_runs() if r["id"] == run["id"])  # deterministic
    messages = [Message.from_dict(m) for m in run["messages"]]
    assert conversation_problems(messages) == []
    assert sum(1 for m in messages if m.tool_responses) >= 20
    texts = ["" if m.role == "system" else context_text([m]) for m in messages]
    for label in run["labels"]:
        # Established where its last evidence string first appears, not before.
        assert _first(texts, label["evidence"]) == label["message_index"], label
    for stale in run["stale"]:
        assert _first(texts, stale["terms"]) <= stale["message_index"]
    assert {lb["kind"] for lb in run["labels"]} >= {"user_goal", "fact", "decision"}


COUNTED = (
    get_user_model(),
    ApiToken,
    AgentSession,
    ArchiveEntry,
    LabelledConversation,
    Label,
    Strategy,
    Experiment,
    Cell,
    TaskRun,
)


def _counts() -> dict[str, int]:
    return {model.__name__: model.objects.count() for model in COUNTED}


@pytest.mark.django_db
def test_load_demo_leaves_finished_results_and_adds_nothing_the_second_time(
    settings, tmp_path, capsys, client
):
    settings.BUILD_DIR, settings.DEBUG = tmp_path, True  # pytest-django turns DEBUG off
    settings.MEMORYLAB_SWEEP_WORKERS = 1
    call_command("load_demo", "--json")
    first = json.loads(capsys.readouterr().out)
    assert first["failed"] == [] and first["imported"] == len(demo.demo_documents()) + 1
    after_first = _counts()

    # Sessions on which compaction happened, the long one auto-compacted.
    incident = AgentSession.objects.get(id="demo-checkout-latency")
    assert incident.compactions >= 1 and incident.micro_compactions > 0
    assert AgentSession.objects.filter(id__startswith="demo-swe-").count() == 3

    # The experiment: every demo strategy on every shipped conversation, all scored.
    experiment = Experiment.objects.get(name=demo.EXPERIMENT_NAME)
    assert experiment.status == Experiment.DONE
    shipped = len(conversations.load_path(conversations.SHIPPED_DIR))
    assert shipped >= 17
    assert experiment.cells.count() == len(demo.DEMO_STRATEGIES) * shipped
    assert not experiment.cells.exclude(status=Cell.DONE).exists()

    # The sweep over the demo conversations, with a recommendation.
    sweep = TaskRun.objects.get(kind="sweep")
    assert sweep.status == TaskRun.DONE, sweep.error
    assert sweep.result["conversation_count"] == len(demo.demo_documents()) + 1
    assert sweep.result["recommendation"]["tokens"]

    # The pages a newcomer opens show charts, not "No ... yet".
    client.force_login(get_user_model().objects.get(username="demo"))
    lab = client.get("/lab/").content.decode()
    assert "No strategies yet" not in lab and "No experiments yet" not in lab
    page = client.get(f"/lab/experiments/{experiment.pk}/").content.decode()
    assert all(f'id="chart-{k}"' in page for k in ("sections", "kinds", "scatter"))
    sweeps_page = client.get("/lab/sweeps/").content.decode()
    assert "No sweeps yet" not in sweeps_page
    sweep_page = client.get(f"/lab/sweeps/{sweep.pk}/").content.decode()
    assert 'id="chart-savings"' in sweep_page

    call_command("load_demo", "--json")
    second = json.loads(capsys.readouterr().out)
    assert second["imported"] == 0 and second["lab_conversations"] == 0
    assert second["experiment"]["id"] == first["experiment"]["id"]
    assert second["sweep"]["id"] == first["sweep"]["id"]
    assert _counts() == after_first

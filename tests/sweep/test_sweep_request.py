"""The web form and the ``sweep`` command go through one validate-and-run function
(``evaluation.sweeps``): the same checks with the same words, the same defaults, the same
strategy and the same baselines' set-up."""

from __future__ import annotations

import io
import json

import pytest
from django.core.management import CommandError, call_command

from compaction.engine import MemorySpec
from compaction.models import TaskRun
from evaluation import sweep_tasks, sweeps
from evaluation.sweep import DEFAULT_MIN_SAVING

pytestmark = pytest.mark.django_db

# A strategy with its own min_saving_tokens: a sweep that does not name one keeps it.
STRATEGY = (
    "type: memory\nspec:\n  micro_compact: {compact_reasoning: true}\n"
    "  auto_compact: {summary_model: extractive, min_saving_tokens: 700}\n"
)


@pytest.fixture
def staff(admin_user, client, convo_dir, settings):
    settings.MEMORYLAB_DATA_DIRS = [convo_dir]
    settings.MEMORYLAB_SWEEP_WORKERS = 1
    client.force_login(admin_user)
    return client


def _form_sweep(client, django_capture_on_commit_callbacks, **form) -> dict:
    with django_capture_on_commit_callbacks(execute=True):
        r = client.post("/lab/sweeps/new", form)
    assert r.status_code == 302, r.content.decode()[:500]
    task = TaskRun.objects.get(kind="sweep")
    assert task.status == TaskRun.DONE, task.error
    return task.result


def _command_sweep(*args: str) -> dict:
    out = io.StringIO()
    call_command("sweep", *args, "--json", "--workers", "1", "--no-progress", stdout=out)
    return json.loads(out.getvalue())


def test_the_form_and_the_command_sweep_a_strategy_alike(
    staff, convo_dir, tmp_path, django_capture_on_commit_callbacks
):
    spec = tmp_path / "spec.yaml"
    spec.write_text(STRATEGY)
    web = _form_sweep(
        staff,
        django_capture_on_commit_callbacks,
        path=str(convo_dir),
        thresholds="2000,3000",
        min_saving="",  # not given: the strategy's own
        strategy=STRATEGY,
        models="gpt-4o",
    )
    cli = _command_sweep(str(convo_dir), "--thresholds", "2000,3000", "--strategy", str(spec),
                         "--models", "gpt-4o", "--no-cache-aware")  # fmt: skip
    assert web["strategy"] == cli["strategy"]
    assert web["strategy"]["auto_compact"]["min_saving_tokens"] == 700
    assert [r["tokens_per_task"] for r in web["thresholds"]] == [
        r["tokens_per_task"] for r in cli["thresholds"]
    ]


def test_both_default_to_the_modules_min_saving(staff, convo_dir, monkeypatch):
    # The default strategy's min_saving_tokens is the module's constant, wherever the
    # sweep comes from (the command used to write its own 2000).
    monkeypatch.setattr(sweeps, "DEFAULT_MIN_SAVING", DEFAULT_MIN_SAVING + 123)
    cli = _command_sweep(str(convo_dir), "--thresholds", "3000", "--no-cache-aware")
    assert cli["strategy"]["auto_compact"]["min_saving_tokens"] == DEFAULT_MIN_SAVING + 123
    params = sweeps.clean_params(None, path=convo_dir, thresholds="3000", operator=True)
    assert sweeps.strategy_of(params).auto_compact.min_saving_tokens == DEFAULT_MIN_SAVING + 123


@pytest.mark.parametrize(
    ("form", "flags", "message"),
    [
        ({"min_saving": "-1"}, ["--min-saving", "-1"], "min-saving: must not be negative"),
        ({"thresholds": "0"}, ["--thresholds", "0"], "thresholds: 0 must be greater than 0"),
        ({"models": ",".join(["m"] * 21)}, ["--models", ",".join(["m"] * 21)],
         "models: at most 20 names"),
    ],
)  # fmt: skip
def test_they_refuse_bad_input_with_the_same_words(staff, convo_dir, form, flags, message):
    r = staff.post("/lab/sweeps/new", {"path": str(convo_dir), **form})
    assert r.status_code == 422
    # The form names the field as its label does (and the MemorySpec key), the command its flag.
    web_message = message.replace("min-saving", "min_saving_tokens")
    assert web_message in r.content.decode()
    with pytest.raises(CommandError, match=f"--?{message}"):
        call_command("sweep", str(convo_dir), *flags, stdout=io.StringIO())
    assert not TaskRun.objects.exists()


def test_the_command_line_is_not_held_to_the_web_limits(convo_dir, settings):
    """An operator at the command line reads the server's files as the server: any
    folder, any number of conversations, any model. The web keeps to its limits."""
    settings.MEMORYLAB_DATA_DIRS = []
    settings.MEMORYLAB_MAX_SWEEP_CONVERSATIONS = 1
    llm = "type: memory\nspec:\n  auto_compact: {summary_model: openai/gpt-4o}\n"
    params = sweeps.clean_params(None, path=convo_dir, strategy=llm, operator=True)
    conversations, _ = sweeps.conversations_for(params, trusted=True)
    assert len(conversations) == 3
    from memorylab.errors import Invalid

    with pytest.raises(Invalid, match="MEMORYLAB_DATA_DIRS"):
        sweeps.clean_params(_Staff(), path=convo_dir)
    with pytest.raises(Invalid, match="model_not_allowed|not allowed"):
        settings.MEMORYLAB_DATA_DIRS = [convo_dir]
        sweeps.clean_params(_Staff(), path=convo_dir, strategy=llm)


class _Staff:
    is_staff = True


def test_the_baselines_are_set_up_from_the_swept_strategy():
    strategy = MemorySpec.from_yaml(STRATEGY)
    compare = sweeps.clean_params(None, path="x", compare={"window_turns": 4}, operator=True)[
        "compare"
    ]
    options = sweeps.baseline_options(strategy, compare, budget=3000, min_saving=None)
    assert options.budget == 3000 and options.window_turns == 4
    assert options.min_saving_tokens == 700  # the strategy's own
    assert options.micro["compact_reasoning"] is True
    assert options.mock_llm is True
    given = sweeps.baseline_options(strategy, compare, budget=3000, min_saving=50)
    assert given.min_saving_tokens == 50


def test_a_stored_request_of_an_older_version_still_runs(admin_user, convo_dir, settings):
    """Rows written before the request had ``sweep`` and a compare mapping said
    ``compare: true``: the worker reads them as the defaults."""
    settings.MEMORYLAB_DATA_DIRS = [convo_dir]
    settings.MEMORYLAB_SWEEP_WORKERS = 1
    params = {
        "path": str(convo_dir.resolve()),
        "conversation_ids": [],
        "thresholds": [3000],
        "min_saving": 2000,
        "strategy": None,
        "models": ["gpt-4o"],
        "compare": True,
        "workers": None,
        "cache_aware": False,
    }
    task = TaskRun.objects.create(kind="sweep", owner=admin_user, params=params)
    task = sweep_tasks.execute(str(task.pk))
    assert task.status == TaskRun.DONE, task.error
    assert task.result["compare"]["budget"] > 0
    assert [s["name"] for s in task.result["compare"]["strategies"]][0] == "none"

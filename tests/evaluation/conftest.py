from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from compaction.engine import MemorySpec
from compaction.engine.formats import load_conversations
from compaction.engine.tokens import ensure_offline_tiktoken

ensure_offline_tiktoken()

SHIPPED = Path(__file__).resolve().parents[2] / "evaluation" / "fixtures" / "labelled"

# Low thresholds so that the small shipped conversations are compacted at least once.
EXTRACTIVE = {
    "micro_compact": True,
    "auto_compact": {"threshold_tokens": 1500, "min_saving_tokens": 200, "max_summary_tokens": 500},
}


@pytest.fixture
def shipped_dir() -> Path:
    return SHIPPED


@pytest.fixture
def conversations():
    return load_conversations(SHIPPED)


@pytest.fixture
def extractive_spec() -> MemorySpec:
    return MemorySpec.from_dict(EXTRACTIVE)


# The three short conversations of the shipped set. Experiment tests exercise cells, cancel
# and resume, not the data: the whole set (tens of thousands of tokens per conversation)
# would make every experiment test replay it for minutes.
LAB_CONVERSATIONS = ("ledger-lag", "orders-region-migration", "vite-build-alias")


@pytest.fixture
def lab(alice):
    """Alice's lab: three short conversations of the shipped set and two strategies."""
    from evaluation import conversations, strategies

    convs = [
        row
        for name in LAB_CONVERSATIONS
        for row in conversations.import_path(alice, SHIPPED / f"{name}.json")
    ]
    chosen = [
        strategies.create_strategy(alice, "extractive", EXTRACTIVE),
        strategies.create_strategy(
            alice, "window", {"backend": "chat_history", "max_turns": 2, "on_full": "evict"}
        ),
    ]
    return {"conversations": convs, "strategies": chosen}


@pytest.fixture
def scripted_cell(alice, lab, monkeypatch) -> Any:
    """A cell whose memory writes the summaries of tests/evaluation/scripted.py: every
    label's place and every stale leak is known by hand. Run through ``run_cell``."""
    from evaluation import conversations, experiments
    from evaluation.models import Cell
    from tests.evaluation import scripted

    conv = conversations.import_conversations(alice, scripted.conversation().to_dict())[0]
    strategy = lab["strategies"][0]
    experiment = experiments.create_experiment(
        alice, "scripted", [strategy.pk], [conv.pk], start=False
    )
    monkeypatch.setattr(experiments, "strategy_subject", lambda doc: scripted.memory_factory())
    experiments.run_experiment(experiment.pk)
    cell = experiment.cells.get()
    assert cell.status == Cell.DONE, cell.error
    return cell

from __future__ import annotations

import pytest

from compaction.engine.formats import load_conversations
from compaction.engine.tokens import ensure_offline_tiktoken

from .builders import write_set

ensure_offline_tiktoken()


@pytest.fixture
def convo_dir(tmp_path):
    """Two labelled agent runs of different lengths and one without labels."""
    return write_set(
        tmp_path / "convs", [("alpha", 14, True), ("beta", 8, True), ("gamma", 10, False)]
    )


@pytest.fixture
def conversations(convo_dir):
    return load_conversations(convo_dir)

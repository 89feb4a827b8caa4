from __future__ import annotations

import os
from typing import Any

import pytest

from compaction.engine import CompactableMemory, MemorySpec
from compaction.engine.tokens import ensure_offline_tiktoken

ensure_offline_tiktoken()
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")


@pytest.fixture
def make_spec(tmp_path: Any) -> Any:
    """A MemorySpec from a bare-spec dict, archiving under tmp_path."""

    def make(**sections: Any) -> MemorySpec:
        data: dict[str, Any] = {"archive": {"path": str(tmp_path / "archive")}}
        for key, value in sections.items():
            if isinstance(value, dict) and isinstance(data.get(key), dict):
                data[key] = {**data[key], **value}
            else:
                data[key] = value
        return MemorySpec.from_dict(data)

    return make


@pytest.fixture
def make_memory(make_spec: Any) -> Any:
    def make(summarizer: Any = None, **sections: Any) -> CompactableMemory:
        return CompactableMemory(make_spec(**sections), summarizer=summarizer)

    return make

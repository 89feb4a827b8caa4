"""Token estimation on tiktoken, offline.

tiktoken downloads its encodings on first use; the litellm wheel ships the same files
(in tiktoken's cache layout), so we point ``TIKTOKEN_CACHE_DIR`` there before the first
``get_encoding`` and never touch the network. litellm itself is not imported (~2.5 s).
"""

from __future__ import annotations

import functools
import importlib.util
import math
import os
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from .errors import EngineError
from .messages import Message, part_text

# Chat formats add a few tokens per message (role, separators); OpenAI's cookbook uses 3-4.
PER_MESSAGE_OVERHEAD = 4
# A provider bills an image by its size; without the pixels a fixed typical price is the
# honest estimate (OpenAI's low-detail tile).
MEDIA_TOKENS = 85

_O200K_PREFIXES = ("gpt-4o", "gpt-4.1", "gpt-4.5", "gpt-5", "o1", "o3", "o4", "chatgpt-4o")


def encoding_name_for(model: str) -> str:
    """``o200k_base`` for the gpt-4o/4.1/5 and o-series, ``cl100k_base`` for the rest."""
    name = model.lower().rsplit("/", 1)[-1]
    return "o200k_base" if name.startswith(_O200K_PREFIXES) else "cl100k_base"


def bundled_tiktoken_dir() -> str | None:
    spec = importlib.util.find_spec("litellm")
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(next(iter(spec.submodule_search_locations))) / "litellm_core_utils" / "tokenizers"
    return str(path) if path.is_dir() else None


def ensure_offline_tiktoken() -> None:
    """Make tiktoken read the encodings bundled in the litellm wheel (idempotent)."""
    if not os.environ.get("TIKTOKEN_CACHE_DIR"):
        bundled = bundled_tiktoken_dir()
        if bundled:
            os.environ["TIKTOKEN_CACHE_DIR"] = bundled
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")


@functools.lru_cache(maxsize=4)
def _encoding(name: str) -> Any:
    ensure_offline_tiktoken()
    import tiktoken

    try:
        return tiktoken.get_encoding(name)
    except Exception as exc:  # network refused, file missing: say which
        raise EngineError(
            f"cannot load tiktoken encoding {name!r} offline (TIKTOKEN_CACHE_DIR="
            f"{os.environ.get('TIKTOKEN_CACHE_DIR')!r}): {exc}"
        ) from exc


class TokenEstimator:
    """Counts tokens of messages for one model, times a calibration factor.

    The calibration corrects for providers whose tokenizer is not tiktoken (a Claude or
    Qwen model counts ~10-20% more than cl100k for the same text); the spec sets it.
    """

    def __init__(
        self,
        model: str = "gpt-4o",
        calibration: float = 1.0,
        per_message_overhead: int = PER_MESSAGE_OVERHEAD,
    ) -> None:
        self.model = model
        self.calibration = calibration
        self.per_message_overhead = per_message_overhead
        self.encoding_name = encoding_name_for(model)

    def count_text(self, text: str) -> int:
        if not text:
            return 0
        raw = len(_encoding(self.encoding_name).encode(text, disallowed_special=()))
        return math.ceil(raw * self.calibration)

    def count_part(self, part: Mapping[str, Any]) -> int:
        if "media" in part:
            return MEDIA_TOKENS
        return self.count_text(part_text(part))

    def count(self, message: Message) -> int:
        return self.per_message_overhead + sum(self.count_part(p) for p in message.content)

    def count_all(self, messages: Iterable[Message]) -> int:
        return sum(self.count(m) for m in messages)

"""genkit's own message shape: a list of ``{"role", "content": [parts]}``, bare or as the
``messages`` of a document (whose ``id``, ``title`` and ``source`` are kept)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..messages import Message
from .common import Conversation, conversation_of_messages


def conversation_from_genkit(
    items: Sequence[Any], stem: str, doc: Mapping[str, Any]
) -> Conversation:
    messages = [Message.from_dict(m, where=f"messages[{i}]") for i, m in enumerate(items)]
    return conversation_of_messages(messages, "genkit", stem, doc)

"""An OpenAI chat transcript: a list of chat messages (``tool_calls``, ``tool`` replies),
bare or as the ``messages`` of a document. Converted to genkit messages; the replies to
one assistant message's tool calls become one tool message."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..messages import from_openai
from .common import Conversation, conversation_of_messages


def conversation_from_openai(
    items: Sequence[Any], stem: str, doc: Mapping[str, Any]
) -> Conversation:
    return conversation_of_messages(from_openai(items), "openai", stem, doc)

"""Our labelled format: ``{"id", "title", "source", "messages", "labels", "stale", "meta"}``
with genkit messages. A label is ``{"id", "kind", "text", "evidence", "message_index"}``,
a stale value ``{"id", "terms", "message_index"}``; ``message_index`` counts messages."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..messages import Message
from .common import Conversation, InvalidConversation, slugify

LABEL_KINDS = ("user_goal", "fact", "decision", "pending_action", "open_issue", "reference")

FIELDS = frozenset({"id", "title", "source", "messages", "labels", "stale", "meta"})


def is_labelled(data: Mapping[str, Any]) -> bool:
    """A conversation document that carries labels or stale values of our kind."""
    return "labels" in data or "stale" in data


def conversation_from_labelled(data: Mapping[str, Any], stem: str) -> Conversation:
    unknown = set(data) - FIELDS
    if unknown:
        raise InvalidConversation(f"{sorted(unknown)[0]}: unknown field")
    raw = data["messages"]
    messages = [Message.from_dict(m, where=f"messages[{i}]") for i, m in enumerate(raw)]
    if not messages:
        raise InvalidConversation("messages: no messages")
    labels = data.get("labels") or []
    stale = data.get("stale") or []
    if not isinstance(labels, list):
        raise InvalidConversation("labels: expected a list")
    if not isinstance(stale, list):
        raise InvalidConversation("stale: expected a list")
    for i, label in enumerate(labels):
        _check_label(label, f"labels[{i}]", len(messages))
    for i, item in enumerate(stale):
        _check_stale(item, f"stale[{i}]", len(messages))
    meta = data.get("meta") or {}
    if not isinstance(meta, Mapping):
        raise InvalidConversation("meta: expected an object")
    return Conversation(
        id=slugify(str(data.get("id") or stem)),
        title=str(data.get("title") or stem),
        source=str(data.get("source") or "labelled"),
        messages=messages,
        labels=[dict(label) for label in labels],
        stale=[dict(s) for s in stale],
        meta=dict(meta),
    )


def _check_index(value: Any, where: str, n_messages: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidConversation(f"{where}.message_index: expected an integer")
    if not 0 <= value < n_messages:
        raise InvalidConversation(
            f"{where}.message_index: {value} is outside the {n_messages} messages"
        )


def _check_strings(value: Any, where: str) -> None:
    if not isinstance(value, list) or not value or not all(isinstance(x, str) and x for x in value):
        raise InvalidConversation(f"{where}: expected a non-empty list of non-empty strings")


def _check_label(label: Any, where: str, n_messages: int) -> None:
    if not isinstance(label, Mapping):
        raise InvalidConversation(f"{where}: expected an object")
    if label.get("kind") not in LABEL_KINDS:
        raise InvalidConversation(
            f"{where}.kind: expected one of {', '.join(LABEL_KINDS)}, got {label.get('kind')!r}"
        )
    if not isinstance(label.get("text"), str):
        raise InvalidConversation(f"{where}.text: expected a string")
    _check_strings(label.get("evidence"), f"{where}.evidence")
    _check_index(label.get("message_index"), where, n_messages)


def _check_stale(item: Any, where: str, n_messages: int) -> None:
    if not isinstance(item, Mapping):
        raise InvalidConversation(f"{where}: expected an object")
    _check_strings(item.get("terms"), f"{where}.terms")
    _check_index(item.get("message_index"), where, n_messages)

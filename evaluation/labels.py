"""Labels of a labelled conversation: what a summary must keep, each with evidence that
occurs in the conversation up to the message it is set on."""

from __future__ import annotations

from typing import Any

from django.db import IntegrityError, transaction

from compaction.engine import LABEL_KINDS, Message, context_text, normalize, quote, slugify
from memorylab.errors import Conflict, Invalid
from memorylab.ownership import get_visible_or_404

from .models import Label, LabelledConversation


def get_label(user, pk: Any) -> Label:
    return get_visible_or_404(Label.objects.select_related("conversation"), user, pk)


def clean_evidence(evidence: Any) -> list[str]:
    """A list of strings, or text with one evidence string per line."""
    if isinstance(evidence, str):
        evidence = evidence.splitlines()
    if not isinstance(evidence, list):
        raise Invalid("evidence: expected a list of strings")
    out = []
    for item in evidence:
        if not isinstance(item, str):
            raise Invalid("evidence: every entry must be a string")
        if item.strip():
            out.append(item.strip())
    if not out:
        raise Invalid("evidence: at least one evidence string is required")
    return list(dict.fromkeys(out))


def _check_label(
    conv: LabelledConversation, kind: str, evidence: list[str], message_index: Any
) -> int:
    if kind not in LABEL_KINDS:
        raise Invalid(f"kind: expected one of {', '.join(LABEL_KINDS)}, got {quote(kind)}")
    try:
        index = int(message_index)
    except (TypeError, ValueError) as exc:
        raise Invalid(f"message_index: expected an integer, got {quote(message_index)}") from exc
    if not 0 <= index < len(conv.messages):
        raise Invalid(
            f"message_index: {index} is outside the conversation's {len(conv.messages)} messages"
        )
    # Evidence must be findable by the deterministic match, or the label could never count
    # as retained: it has to appear in the conversation up to the message it is set on.
    said = context_text(Message.from_dict(m) for m in conv.messages[: index + 1])
    for item in evidence:
        if normalize(item) not in said:
            raise Invalid(f"evidence: {quote(item)} does not occur in messages 0-{index}")
    return index


def add_label(
    conv: LabelledConversation,
    *,
    kind: str,
    text: str,
    evidence: Any,
    message_index: Any,
    label_id: str | None = None,
) -> Label:
    items = clean_evidence(evidence)
    index = _check_label(conv, kind, items, message_index)
    if not label_id:
        taken = set(conv.labels.values_list("label_id", flat=True))
        n = len(taken) + 1
        while f"l{n}" in taken:
            n += 1
        label_id = f"l{n}"
    label_id = slugify(label_id, fallback="label")[:64]
    try:
        with transaction.atomic():
            return Label.objects.create(
                conversation=conv,
                label_id=label_id,
                kind=kind,
                text=(text or "").strip(),
                evidence=items,
                message_index=index,
            )
    except IntegrityError as exc:
        raise Conflict(f"label {label_id!r} already exists in {conv.slug}") from exc


def update_label(label: Label, *, kind: str, text: str, evidence: Any, message_index: Any) -> Label:
    items = clean_evidence(evidence)
    label.message_index = _check_label(label.conversation, kind, items, message_index)
    label.kind, label.text, label.evidence = kind, (text or "").strip(), items
    label.save()
    return label


def delete_label(label: Label) -> None:
    label.delete()

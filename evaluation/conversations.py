"""Labelled conversations in the lab: import (documents users send, files of the project
or the command line), export in the labelled format, search and delete."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from django.db import transaction
from django.db.models import Count, Q, QuerySet

from compaction.engine import (
    Conversation,
    EngineError,
    InvalidConversation,
    Message,
    load_conversations,
    quote,
)
from memorylab.errors import Conflict, Invalid
from memorylab.ownership import get_visible_or_404

from .derive import derive_labels
from .models import Label, LabelledConversation

SHIPPED_DIR = Path(__file__).resolve().parent / "fixtures" / "labelled"
TEXT_PREVIEW = 4000  # longer messages are collapsed on the conversation page


def visible_conversations(user) -> QuerySet[LabelledConversation]:
    return LabelledConversation.objects.visible_to(user).annotate(n_labels=Count("labels"))


def get_conversation(user, pk: Any) -> LabelledConversation:
    return get_visible_or_404(
        LabelledConversation.objects.annotate(n_labels=Count("labels")), user, pk
    )


def search_conversations(user, text: str = "") -> QuerySet[LabelledConversation]:
    qs = visible_conversations(user)
    if text:
        qs = qs.filter(Q(slug__icontains=text) | Q(title__icontains=text))
    return qs


def parse_upload(data: bytes | str, name: str = "upload") -> Any:
    """JSON (or JSON lines) of an uploaded file; the error names the file and the line."""
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise Invalid(f"{name}: not UTF-8 text") from exc
    try:
        return json.loads(data)
    except json.JSONDecodeError as exc:
        lines = [ln for ln in data.splitlines() if ln.strip()]
        if name.endswith(".jsonl") or len(lines) > 1:
            try:
                return [json.loads(ln) for ln in lines]
            except (json.JSONDecodeError, RecursionError):
                pass
        raise Invalid(f"{name}: not valid JSON: {exc.msg} (line {exc.lineno})") from exc
    except RecursionError as exc:  # the parser's own guard against very deep nesting
        raise Invalid(f"{name}: nested too deep", code="too_deep") from exc


def load_source(
    source: Any, *, name: str | None = None, derive: bool = False
) -> list[Conversation]:
    """Conversations of a parsed JSON document (one conversation, a list of them, or
    public data). Never a path: a string is a document that is not a conversation, so
    what a user sends can never make the server read its files. Labels of our own format
    are kept; the labels ``evaluation.derive`` derives from public data only with
    ``derive`` (they are a heuristic, so using them is a choice)."""
    label = name or "document"
    if not isinstance(source, dict | list):
        raise Invalid(
            f"{label}: expected a JSON object or a list of conversations, got {_json_type(source)}",
            code="invalid_conversation",
        )
    return _loaded(source, name=name, derive=derive)


def load_path(path: str | Path, *, derive: bool = False) -> list[Conversation]:
    """Conversations of a file or folder on the server: for the command line and the
    project's own data only (users send documents, see ``load_source``)."""
    return _loaded(Path(path), name=None, derive=derive)


def _loaded(source: Any, *, name: str | None, derive: bool) -> list[Conversation]:
    try:
        conversations = load_conversations(
            source, name=name, labeller=derive_labels if derive else None
        )
    except (InvalidConversation, EngineError) as exc:
        raise Invalid(str(exc), code=getattr(exc, "code", "invalid_conversation")) from exc
    # Public formats carry labels only when the lab's labeller derived them.
    return conversations


def _json_type(value: Any) -> str:
    return {str: "a string", bool: "a boolean", type(None): "null"}.get(
        type(value), "a number" if isinstance(value, int | float) else type(value).__name__
    )


def import_conversations(
    user,
    source: Any,
    *,
    name: str | None = None,
    derive: bool = False,
    replace: bool = False,
    skip_existing: bool = False,
    skipped: list[str] | None = None,
) -> list[LabelledConversation]:
    """Store every conversation of the document ``source``; an existing id is a conflict
    unless ``replace`` (stored again) or ``skip_existing`` (left as it is, not returned;
    its id added to ``skipped`` when a list is given). All or nothing: one bad
    conversation imports none."""
    conversations = load_source(source, name=name, derive=derive)
    return _store_all(
        user, conversations, replace=replace, skip_existing=skip_existing, skipped=skipped
    )


def import_path(
    user,
    path: str | Path,
    *,
    derive: bool = False,
    replace: bool = False,
    skip_existing: bool = False,
    skipped: list[str] | None = None,
) -> list[LabelledConversation]:
    """``import_conversations`` of a file or folder on the server: for the command line
    and the project's own data, never for a path a user sent."""
    conversations = load_path(path, derive=derive)
    return _store_all(
        user, conversations, replace=replace, skip_existing=skip_existing, skipped=skipped
    )


def _store_all(
    user,
    conversations: list[Conversation],
    *,
    replace: bool,
    skip_existing: bool = False,
    skipped: list[str] | None = None,
) -> list[LabelledConversation]:
    if skip_existing and not replace:
        taken = set(
            LabelledConversation.objects.filter(
                owner=user, slug__in=[c.id for c in conversations]
            ).values_list("slug", flat=True)
        )
        if skipped is not None:
            skipped.extend(c.id for c in conversations if c.id in taken)
        conversations = [c for c in conversations if c.id not in taken]
    stored = []
    with transaction.atomic():
        for conv in conversations:
            stored.append(_store(user, conv, replace=replace))
    return stored


def _store(user, conv: Conversation, *, replace: bool) -> LabelledConversation:
    existing = LabelledConversation.objects.filter(owner=user, slug=conv.id).first()
    if existing is not None:
        if not replace:
            raise Conflict(f"labelled conversation {quote(conv.id)} already exists")
        existing.delete()
    row = LabelledConversation.objects.create(
        slug=conv.id,
        title=conv.title[:300],
        source=conv.source[:60],
        messages=[m.to_dict() for m in conv.messages],
        stale=[dict(s) for s in conv.stale],
        meta=conv.meta,
        owner=user,
    )
    Label.objects.bulk_create(
        Label(
            conversation=row,
            label_id=str(label.get("id") or f"l{i + 1}")[:64],
            kind=label["kind"],
            text=str(label.get("text", "")),
            evidence=list(label["evidence"]),
            message_index=int(label["message_index"]),
        )
        for i, label in enumerate(conv.labels)
    )
    return row


def import_shipped(
    user, *, replace: bool = False, skip_existing: bool = False
) -> list[LabelledConversation]:
    """The small labelled set inside the project (demo and tests)."""
    return import_path(user, SHIPPED_DIR, replace=replace, skip_existing=skip_existing)


def to_engine(conv: LabelledConversation) -> Conversation:
    return Conversation(
        id=conv.slug,
        title=conv.title,
        source=conv.source,
        messages=[Message.from_dict(m) for m in conv.messages],
        labels=[label.to_dict() for label in conv.labels.order_by("pk")],
        stale=list(conv.stale),
        meta=dict(conv.meta),
    )


def export_conversation(conv: LabelledConversation) -> dict[str, Any]:
    """The labelled format (evaluation/fixtures/labelled/README.md), as import reads it
    back."""
    return to_engine(conv).to_dict()


def delete_conversation(conv: LabelledConversation) -> None:
    conv.delete()


def message_rows(conv: LabelledConversation) -> list[dict[str, Any]]:
    """The conversation page: each message as text, with the labels set on it."""
    labels_at: dict[int, list] = {}
    for label in conv.labels.all():
        labels_at.setdefault(label.message_index, []).append(label)
    rows = []
    for i, raw in enumerate(conv.messages):
        try:
            text = Message.from_dict(raw).plain_text()
        except EngineError:
            text = str(raw)
        rows.append(
            {
                "index": i,
                "role": raw.get("role", "?"),
                "text": text,
                "long": len(text) > TEXT_PREVIEW,
                "labels": labels_at.get(i, []),
            }
        )
    return rows

"""What every format shares: the ``Conversation`` it reads into, its error, and small
helpers for ids, titles and files."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import EngineError
from ..messages import Message


class InvalidConversation(EngineError, ValueError):
    """A file or object is not a conversation we can read; the text names file and problem."""

    code = "invalid_conversation"


@dataclass
class Conversation:
    id: str
    title: str = ""
    source: str = ""
    messages: list[Message] = field(default_factory=list)
    labels: list[dict[str, Any]] = field(default_factory=list)
    stale: list[dict[str, Any]] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """The labelled format (plus ``meta`` when there is any)."""
        out: dict[str, Any] = {
            "id": self.id,
            "title": self.title,
            "source": self.source,
            "messages": [m.to_dict() for m in self.messages],
            "labels": [dict(label) for label in self.labels],
            "stale": [dict(s) for s in self.stale],
        }
        if self.meta:
            out["meta"] = self.meta
        return out


def slugify(value: str, fallback: str = "conversation") -> str:
    """A conversation id: ``[a-z0-9-]``, also a valid session id."""
    slug = re.sub(r"[^a-z0-9]+", "-", value.lower()).strip("-")
    return slug[:120].strip("-") or fallback


def first_line(text: str, limit: int = 80) -> str:
    """The first non-blank line of ``text``, cut to ``limit`` characters: a title."""
    line = next((ln.strip() for ln in text.splitlines() if ln.strip()), "")
    return line if len(line) <= limit else line[: limit - 1] + "…"


def as_mapping(value: Any) -> Mapping[str, Any]:
    """``value`` when it is a mapping, else an empty one (optional objects of a document)."""
    return value if isinstance(value, Mapping) else {}


def conversation_files(directory: Path) -> list[Path]:
    """Every ``.json``/``.jsonl`` file under ``directory``, hidden folders left out."""
    return sorted(
        p
        for p in directory.rglob("*")
        if p.is_file()
        and p.suffix in (".json", ".jsonl")
        and not any(part.startswith(".") for part in p.relative_to(directory).parts)
    )


def read_json_file(path: Path) -> Any:
    """The JSON of ``path`` (a ``.jsonl`` file: the list of its lines); the error names
    the file and, for JSON lines, the line."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise InvalidConversation(f"{path}: no such file") from exc
    except (OSError, UnicodeDecodeError) as exc:
        raise InvalidConversation(f"{path}: cannot read: {exc}") from exc
    if path.suffix == ".jsonl":
        items = []
        for n, line in enumerate(text.splitlines(), 1):
            if not line.strip():
                continue
            try:
                items.append(json.loads(line))
            except json.JSONDecodeError as exc:
                raise InvalidConversation(f"{path}:{n}: not valid JSON: {exc.msg}") from exc
            except RecursionError as exc:
                raise InvalidConversation(f"{path}:{n}: nested too deep to read") from exc
        return items
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise InvalidConversation(
            f"{path}: not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})"
        ) from exc
    except RecursionError as exc:  # the parser's own guard against very deep nesting
        raise InvalidConversation(f"{path}: nested too deep to read") from exc


def conversation_of_messages(
    messages: list[Message], kind: str, stem: str, doc: Mapping[str, Any]
) -> Conversation:
    """A conversation of bare messages (genkit or OpenAI): its id, title and source from
    the document around them when there is one, else from the file name and first ask."""
    if not messages:
        raise InvalidConversation("no messages")
    first_user = next((m.text for m in messages if m.role == "user" and m.text), "")
    return Conversation(
        id=slugify(str(doc.get("id") or stem)),
        title=str(doc.get("title") or first_line(first_user) or stem),
        source=str(doc.get("source") or kind),
        messages=messages,
    )

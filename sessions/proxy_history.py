"""How the OpenAI-compatible proxy knows which of an agent's messages are new.

Agents send their whole message list on every call. The proxy keeps, in the session's
``meta["proxy"]``, how many raw messages the session holds, how many of them the agent
sees (OpenAI items) and a hash chain over their canonical forms. A request matches when
the chain over its first ``items`` messages equals the stored one; what follows is new.

The canonical form of a message is what survives a trip through the engine's OpenAI
converters, so that a message the agent sends back compares equal to the one stored:

* role (``developer`` is ``system``; ``assistant`` is the engine's ``model``);
* text: a string content, or the text parts of a list joined by newlines (``None`` and
  ``""`` are the same); image URLs in order;
* tool calls: id, function name and arguments compared as parsed JSON (so ``{"a": 1}``
  and ``{"a":1}`` are equal);
* tool results: ``tool_call_id`` and content text. The tool ``name`` is not compared.

Anything else (``name`` on a user message, ``refusal``, ``annotations``, ``audio``...)
is ignored. Messages the proxy stored for itself (memory tool calls it ran without the
agent) carry ``metadata.proxy.internal`` and are not part of what the agent sees.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from compaction.engine import RAW_TYPES, Message, tool_arguments

from . import services
from .models import AgentSession, ArchiveEntry

META_KEY = "proxy"
INTERNAL = {"proxy": {"internal": True}}
_ROLES = {"system": "system", "developer": "system", "user": "user", "assistant": "model"}


class InvalidProxyMessage(services.ServiceError):
    status, code = 422, "invalid_message"


# One encoder for every call: ``json.dumps`` with options builds a new one each time, and
# canonical forms are made for every message of every request.
_json = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), sort_keys=True).encode


def _content(content: Any, where: str) -> tuple[str, list[str]]:
    if content is None:
        return "", []
    if isinstance(content, str):
        return content, []
    if not isinstance(content, list):
        raise InvalidProxyMessage(f"{where}.content: expected a string or a list")
    texts: list[str] = []
    media: list[str] = []
    for item in content:
        if isinstance(item, str):
            texts.append(item)
        elif isinstance(item, Mapping) and item.get("type") == "text":
            texts.append(str(item.get("text", "")))
        elif isinstance(item, Mapping) and item.get("type") == "image_url":
            url = item.get("image_url")
            media.append(str(url.get("url") if isinstance(url, Mapping) else url))
        else:
            raise InvalidProxyMessage(f"{where}.content: unsupported content part")
    return "\n".join(texts), media


def canonical_openai(item: Any, where: str) -> str:
    """The canonical form of one OpenAI chat message from a request."""
    if not isinstance(item, Mapping):
        raise InvalidProxyMessage(f"{where}: expected an object")
    role = item.get("role")
    if role == "tool":
        output = item.get("content")
        if isinstance(output, list):
            output = "\n".join(
                str(p.get("text", "")) if isinstance(p, Mapping) else str(p) for p in output
            )
        call_id = item.get("tool_call_id")
        if not isinstance(call_id, str):
            raise InvalidProxyMessage(f"{where}.tool_call_id: expected a string")
        return _json(["t", call_id, output if isinstance(output, str) else _json(output)])
    if role not in _ROLES:
        raise InvalidProxyMessage(
            f"{where}.role: expected system, developer, user, assistant or tool, got {role!r}"
        )
    text, media = _content(item.get("content"), where)
    calls = []
    for j, call in enumerate(item.get("tool_calls") or []):
        fn = call.get("function") if isinstance(call, Mapping) else None
        if not isinstance(fn, Mapping):
            raise InvalidProxyMessage(f"{where}.tool_calls[{j}].function: expected an object")
        if not isinstance(call.get("id"), str) or not call["id"]:
            # Tool results name their call by id; without one nothing can be matched.
            raise InvalidProxyMessage(f"{where}.tool_calls[{j}].id: expected a non-empty string")
        calls.append([call["id"], fn.get("name"), _json(tool_arguments(fn.get("arguments")))])
    return _json(["m", _ROLES[role], text, media, calls])


def is_internal(message: Message) -> bool:
    return bool(
        isinstance(message.metadata, Mapping)
        and (message.metadata.get("proxy") or {}).get("internal")
    )


def canonical_stored(message: Message) -> list[str]:
    """The canonical forms of the OpenAI items a stored message stands for (a genkit tool
    message holds one result per call; OpenAI sends one message per result)."""
    if is_internal(message):
        return []
    if message.role == "tool":
        out = []
        for resp in message.tool_responses:
            output = resp.get("output")
            out.append(
                _json(
                    [
                        "t",
                        str(resp.get("ref") or resp["name"]),
                        output if isinstance(output, str) else _json(output),
                    ]
                )
            )
        return out
    texts: list[str] = []
    media: list[str] = []
    calls = []
    other = []
    for part in message.content:
        if "text" in part:
            texts.append(part["text"])
        elif "media" in part:
            media.append(str((part["media"] or {}).get("url")))
        elif "toolRequest" in part:
            req = part["toolRequest"]
            calls.append([str(req.get("ref") or req["name"]), req["name"], _json(req.get("input"))])
        else:
            other.append(part)  # genkit-only parts: no OpenAI message equals them
    item: list[Any] = ["m", message.role, "\n".join(texts), media, calls]
    if other:
        item.append(_json(other))
    return [_json(item)]


def chain(start: str, canonicals: Iterable[str]) -> str:
    digest = start
    for text in canonicals:
        digest = hashlib.blake2b(
            (digest + "\x1e" + text).encode("utf-8", "surrogatepass"), digest_size=16
        ).hexdigest()
    return digest


@dataclass(frozen=True)
class Position:
    """Where a session's history stands, as the proxy recorded it."""

    raw: int = 0  # raw messages in the session's history (internal ones too)
    items: int = 0  # OpenAI messages the agent has seen
    chain: str = ""  # hash chain over the canonical forms of those items
    # The last answer stored, for a retried request: {"items", "chain", "response"}.
    last: dict[str, Any] | None = field(default=None, compare=False)
    # The session row's ``state_version`` and ``archived_seq`` when the proxy committed
    # this position. Every change to the session's memory (an append, a step, a
    # compaction) saves a new state version, so while both are the same nobody
    # appended outside the proxy (``unchanged``).
    version: int | None = field(default=None, compare=False)
    seq: int | None = field(default=None, compare=False)

    def to_json(self) -> dict[str, Any]:
        return {
            "raw": self.raw,
            "items": self.items,
            "chain": self.chain,
            "last": self.last,
            "version": self.version,
            "seq": self.seq,
        }

    @classmethod
    def from_meta(cls, meta: Any) -> Position | None:
        data = meta.get(META_KEY) if isinstance(meta, Mapping) else None
        if not isinstance(data, Mapping):
            return None
        try:
            version, seq = data.get("version"), data.get("seq")
            return cls(
                int(data["raw"]),
                int(data["items"]),
                str(data["chain"]),
                data.get("last"),
                version=int(version) if version is not None else None,
                seq=int(seq) if seq is not None else None,
            )
        except (KeyError, TypeError, ValueError):
            return None

    def same(self, other: Position) -> bool:
        return (self.raw, self.items, self.chain) == (other.raw, other.items, other.chain)

    def unchanged(self, row: AgentSession) -> bool:
        """Whether the session is still as the proxy left it when it saved this position
        (then the session holds exactly ``raw`` raw messages, without counting them)."""
        return self.version is not None and (self.version, self.seq) == (
            row.state_version,
            row.archived_seq,
        )


def raw_count(session: AgentSession) -> int:
    """Raw messages the archive index holds for the session: one cheap COUNT, enough to
    notice that someone appended outside the proxy."""
    return ArchiveEntry.objects.filter(session_id=session.pk, type__in=RAW_TYPES).count()


def stored_items(session: AgentSession) -> tuple[int, list[str]]:
    """Raw count and canonical visible items of the whole stored history, read through
    the history service (archive and not-yet-archived messages alike)."""
    items: list[str] = []
    offset, count = 0, None
    while count is None or offset < count:
        page = services.history(session, limit=1000, offset=offset)
        count = page["count"]
        if not page["items"]:
            break
        for data in page["items"]:
            items.extend(canonical_stored(Message.from_dict(data)))
        offset += len(page["items"])
    return count or 0, items


def rebuild(session: AgentSession) -> tuple[Position, list[str]]:
    raw, items = stored_items(session)
    return Position(raw=raw, items=len(items), chain=chain("", items)), items


def first_difference(request: Sequence[str], stored: Sequence[str]) -> int:
    for i, (a, b) in enumerate(zip(request, stored, strict=False)):
        if a != b:
            return i
    return min(len(request), len(stored))


def describe(canonical: str) -> str:
    """A short, content-free description of a canonical item for error messages."""
    data = json.loads(canonical)
    if data[0] == "t":
        return f"a tool result for {data[1]!r}"
    role = {"model": "assistant"}.get(data[1], data[1])
    calls = f" with tool calls {[c[0] for c in data[4]]}" if data[4] else ""
    return f"a {role} message{calls}"

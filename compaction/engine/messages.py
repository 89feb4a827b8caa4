"""Messages in genkit's ``MessageData`` JSON shape, and converters to/from OpenAI chat.

A message is ``{"role": "system|user|model|tool", "content": [parts], "metadata": {...}}``.
``Message.from_dict(d).to_dict() == d`` for every valid ``d``: parts are kept as the
plain mappings they came in as, so fields this module does not know survive.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .errors import InvalidMessage, TooDeep

ROLES = ("system", "user", "model", "tool")
PART_KINDS = (
    "text",
    "media",
    "toolRequest",
    "toolResponse",
    "data",
    "custom",
    "reasoning",
    "resource",
)
_MESSAGE_KEYS = {"role", "content", "metadata"}

Part = dict[str, Any]

# Lists and objects inside one another; a genkit message uses four levels around a tool
# input, so tool inputs may nest about 60 deep.
MAX_JSON_DEPTH = 64


def check_depth(value: Any, where: str = "value", limit: int = MAX_JSON_DEPTH) -> None:
    """Raise ``TooDeep`` when ``value`` nests lists/objects more than ``limit`` levels.
    Iterative: checking a deep value cannot exhaust the stack itself."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, Mapping):
            children: Iterable[Any] = item.values()
        elif isinstance(item, list | tuple):
            children = item
        else:
            continue
        if depth > limit:
            raise TooDeep(f"{where}: nested deeper than {limit} levels of lists and objects")
        stack.extend((c, depth + 1) for c in children if isinstance(c, Mapping | list | tuple))


def compact_json(value: Any) -> str:
    """The one canonical JSON text used for token counts, matching and CRCs."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def _validate_part(part: Any, where: str) -> None:
    if not isinstance(part, Mapping):
        raise InvalidMessage(f"{where}: a part must be an object, got {type(part).__name__}")
    kinds = [k for k in PART_KINDS if k in part]
    if not kinds:
        raise InvalidMessage(f"{where}: a part needs one of {', '.join(PART_KINDS)}")
    if "text" in part and not isinstance(part["text"], str):
        raise InvalidMessage(f"{where}.text: expected a string")
    for key in ("toolRequest", "toolResponse"):
        if key in part:
            body = part[key]
            if not isinstance(body, Mapping):
                raise InvalidMessage(f"{where}.{key}: expected an object")
            if not isinstance(body.get("name"), str) or not body.get("name"):
                raise InvalidMessage(f"{where}.{key}.name: expected a non-empty string")
            if "ref" in body and body["ref"] is not None and not isinstance(body["ref"], str):
                raise InvalidMessage(f"{where}.{key}.ref: expected a string")
    metadata = part.get("metadata")
    if metadata is not None and not isinstance(metadata, Mapping):
        raise InvalidMessage(f"{where}.metadata: expected an object")


_ATOMS = (str, int, float, bool, type(None))


def _copy(value: Any) -> Any:
    """A deep copy of JSON-shaped data, ~3x faster than copy.deepcopy (which the memory
    would pay for every message it loads); anything else falls back to deepcopy."""
    kind = type(value)
    if kind is dict:
        return {k: _copy(v) for k, v in value.items()}
    if kind is list:
        return [_copy(v) for v in value]
    if kind in _ATOMS:
        return value
    return copy.deepcopy(value)


def _check_json(value: Any, where: str) -> None:
    """The archive stores messages as UTF-8 JSON: refuse what it cannot store up front,
    naming the field, rather than fail later on disk."""
    try:
        json.dumps(value, ensure_ascii=False).encode()
    except (TypeError, ValueError) as exc:
        raise InvalidMessage(
            f"{_unstorable_path(value, where)}: not storable as JSON text"
        ) from exc


def _unstorable_path(value: Any, where: str) -> str:
    """The path of the innermost value that JSON cannot store."""
    if isinstance(value, Mapping):
        for key, item in value.items():
            if not isinstance(key, str | int | float | bool | None):
                return f"{where}.{key!r}"
            if not _storable(item):
                return _unstorable_path(item, f"{where}.{key}")
    elif isinstance(value, list | tuple):
        for i, item in enumerate(value):
            if not _storable(item):
                return _unstorable_path(item, f"{where}[{i}]")
    return where


def _storable(value: Any) -> bool:
    try:
        json.dumps(value, ensure_ascii=False).encode()
    except (TypeError, ValueError):
        return False
    return True


@dataclass(frozen=True, slots=True)
class Message:
    role: str
    content: tuple[Part, ...]
    metadata: dict[str, Any] | None = field(default=None)
    # ``"metadata": null`` in the input must come back as such for an exact round trip.
    null_metadata: bool = field(default=False, compare=False, repr=False)

    @classmethod
    def from_dict(cls, data: Any, *, where: str = "message") -> Message:
        if not isinstance(data, Mapping):
            raise InvalidMessage(f"{where}: expected an object, got {type(data).__name__}")
        unknown = set(data) - _MESSAGE_KEYS
        if unknown:
            raise InvalidMessage(f"{where}.{sorted(unknown)[0]}: unknown field")
        role = data.get("role")
        if role not in ROLES:
            raise InvalidMessage(f"{where}.role: expected one of {', '.join(ROLES)}, got {role!r}")
        content = data.get("content")
        if not isinstance(content, list):
            raise InvalidMessage(f"{where}.content: expected a list of parts")
        for i, part in enumerate(content):
            _validate_part(part, f"{where}.content[{i}]")
        metadata = data.get("metadata", None)
        if "metadata" in data and metadata is not None and not isinstance(metadata, Mapping):
            raise InvalidMessage(f"{where}.metadata: expected an object")
        return cls(
            role=role,
            content=tuple(_copy(list(content))),
            metadata=_copy(dict(metadata)) if metadata is not None else None,
            null_metadata="metadata" in data and metadata is None,
        )

    def check_storable(self, where: str = "message") -> None:
        """Raise InvalidMessage naming the field that JSON text cannot hold (a lone
        surrogate, bytes, a set). The memory checks each message it archives; loading
        stored messages skips this, they were checked on the way in."""
        _check_json(list(self.content), f"{where}.content")
        _check_json(self.metadata, f"{where}.metadata")

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"role": self.role, "content": _copy(list(self.content))}
        if self.metadata is not None:
            out["metadata"] = _copy(self.metadata)
        elif self.null_metadata:
            out["metadata"] = None
        return out

    # -- convenience constructors -------------------------------------------------
    @classmethod
    def text_message(cls, role: str, text: str, metadata: dict[str, Any] | None = None) -> Message:
        return cls.from_dict(
            {
                "role": role,
                "content": [{"text": text}],
                **({"metadata": metadata} if metadata else {}),
            }
        )

    def with_content(self, content: Sequence[Part], metadata: dict[str, Any] | None) -> Message:
        return Message(role=self.role, content=tuple(content), metadata=metadata)

    # -- views ----------------------------------------------------------------------
    @property
    def text(self) -> str:
        return "\n".join(p["text"] for p in self.content if "text" in p)

    @property
    def tool_requests(self) -> list[dict[str, Any]]:
        return [p["toolRequest"] for p in self.content if "toolRequest" in p]

    @property
    def tool_responses(self) -> list[dict[str, Any]]:
        return [p["toolResponse"] for p in self.content if "toolResponse" in p]

    @property
    def memorylab(self) -> dict[str, Any]:
        """Our own annotations (placeholder, summary) live under metadata["memorylab"]."""
        if self.metadata and isinstance(self.metadata.get("memorylab"), dict):
            return self.metadata["memorylab"]  # type: ignore[no-any-return]
        return {}

    @property
    def is_summary(self) -> bool:
        return self.memorylab.get("kind") == "summary"

    @property
    def is_final_answer(self) -> bool:
        """A model message that asks for no tool: the answer the user sees."""
        return self.role == "model" and not self.tool_requests

    @property
    def starts_turn(self) -> bool:
        """A turn starts at each user message that carries text (docs/labelled-format.md)."""
        return self.role == "user" and any(p.get("text") for p in self.content if "text" in p)

    def plain_text(self) -> str:
        """The readable text of every part: text, tool calls (name and input as compact
        JSON), tool outputs, reasoning. Token counts and displays read this; retention
        scoring reads less (``retention.context_text``: no tool names, no reasoning)."""
        return "\n".join(part_text(p) for p in self.content)


def part_text(part: Mapping[str, Any]) -> str:
    if "text" in part:
        return str(part["text"])
    if "toolRequest" in part:
        req = part["toolRequest"]
        inp = req.get("input")
        return f"{req.get('name', '')} {compact_json(inp) if inp is not None else ''}".strip()
    if "toolResponse" in part:
        out = part["toolResponse"].get("output")
        return out if isinstance(out, str) else compact_json(out)
    if "reasoning" in part:
        return str(part["reasoning"])
    if "media" in part:
        return ""
    return compact_json({k: v for k, v in part.items() if k != "metadata"})


def messages_from_dicts(items: Iterable[Any], *, where: str = "messages") -> list[Message]:
    return [Message.from_dict(m, where=f"{where}[{i}]") for i, m in enumerate(items)]


# -- OpenAI chat format ---------------------------------------------------------------

_OPENAI_ROLE = {"system": "system", "developer": "system", "user": "user", "assistant": "model"}


def _openai_text(content: Any, where: str) -> list[Part]:
    if content is None:
        return []
    if isinstance(content, str):
        return [{"text": content}] if content != "" else []
    if isinstance(content, list):
        parts: list[Part] = []
        for i, item in enumerate(content):
            if isinstance(item, Mapping) and item.get("type") == "text":
                parts.append({"text": str(item.get("text", ""))})
            elif isinstance(item, Mapping) and item.get("type") == "image_url":
                url = item.get("image_url")
                url = url.get("url") if isinstance(url, Mapping) else url
                parts.append({"media": {"url": str(url)}})
            elif isinstance(item, str):
                parts.append({"text": item})
            else:
                raise InvalidMessage(f"{where}.content[{i}]: unsupported OpenAI content part")
        return parts
    raise InvalidMessage(f"{where}.content: expected a string or a list")


def tool_arguments(raw: Any) -> Any:
    """An OpenAI tool call's ``arguments`` as the engine stores them: the parsed JSON, or
    the string itself when it is not JSON."""
    if isinstance(raw, str):
        try:
            return json.loads(raw)
        except json.JSONDecodeError:
            return raw
    return raw


def from_openai(items: Sequence[Any], *, where: str = "messages") -> list[Message]:
    """OpenAI chat messages -> genkit messages. Consecutive ``role: tool`` replies to one
    assistant turn become one genkit ``tool`` message, as genkit expects."""
    out: list[Message] = []
    names: dict[str, str] = {}
    pending: list[Part] = []

    def flush() -> None:
        if pending:
            out.append(Message.from_dict({"role": "tool", "content": pending}, where=where))
            pending.clear()

    for i, item in enumerate(items):
        w = f"{where}[{i}]"
        if not isinstance(item, Mapping):
            raise InvalidMessage(f"{w}: expected an object")
        role = item.get("role")
        if role == "tool":
            call_id = item.get("tool_call_id")
            if not isinstance(call_id, str):
                raise InvalidMessage(f"{w}.tool_call_id: expected a string")
            output = item.get("content")
            if isinstance(output, list):
                output = "\n".join(
                    str(p.get("text", "")) if isinstance(p, Mapping) else str(p) for p in output
                )
            name = item.get("name") or names.get(call_id) or "tool"
            pending.append({"toolResponse": {"name": name, "ref": call_id, "output": output}})
            continue
        flush()
        if role == "function":
            raise InvalidMessage(f"{w}.role: legacy 'function' messages are not supported")
        if role not in _OPENAI_ROLE:
            raise InvalidMessage(
                f"{w}.role: expected system, user, assistant or tool, got {role!r}"
            )
        parts = _openai_text(item.get("content"), w)
        for j, call in enumerate(item.get("tool_calls") or []):
            if not isinstance(call, Mapping) or not isinstance(call.get("function"), Mapping):
                raise InvalidMessage(f"{w}.tool_calls[{j}].function: expected an object")
            fn = call["function"]
            if not isinstance(fn.get("name"), str):
                raise InvalidMessage(f"{w}.tool_calls[{j}].function.name: expected a string")
            ref = str(call.get("id") or f"call_{i}_{j}")
            names[ref] = fn["name"]
            parts.append(
                {
                    "toolRequest": {
                        "name": fn["name"],
                        "ref": ref,
                        "input": tool_arguments(fn.get("arguments")),
                    }
                }
            )
        out.append(Message.from_dict({"role": _OPENAI_ROLE[role], "content": parts}, where=w))
    flush()
    return out


def to_openai(messages: Iterable[Message]) -> list[dict[str, Any]]:
    """Genkit messages -> OpenAI chat messages (one ``role: tool`` item per response)."""
    out: list[dict[str, Any]] = []
    for msg in messages:
        if msg.role == "tool":
            for resp in msg.tool_responses:
                output = resp.get("output")
                out.append(
                    {
                        "role": "tool",
                        "tool_call_id": resp.get("ref") or resp["name"],
                        "content": output if isinstance(output, str) else compact_json(output),
                    }
                )
            continue
        role = {"model": "assistant"}.get(msg.role, msg.role)
        item: dict[str, Any] = {"role": role, "content": msg.text}
        calls = [
            {
                "id": req.get("ref") or req["name"],
                "type": "function",
                "function": {"name": req["name"], "arguments": compact_json(req.get("input", {}))},
            }
            for req in msg.tool_requests
        ]
        if calls:
            item["tool_calls"] = calls
            if not item["content"]:
                item["content"] = None
        out.append(item)
    return out


def looks_like_openai(items: Sequence[Any]) -> bool:
    for item in items:
        if isinstance(item, Mapping):
            if item.get("role") in ("assistant", "developer", "function") or "tool_calls" in item:
                return True
            if item.get("role") == "tool" and "tool_call_id" in item:
                return True
            if isinstance(item.get("content"), str):
                return True
    return False


def parse_messages(items: Any, *, where: str = "messages") -> list[Message]:
    """Accept genkit or OpenAI chat messages, whichever ``items`` is."""
    if not isinstance(items, list):
        raise InvalidMessage(f"{where}: expected a list of messages")
    for i, item in enumerate(items):
        check_depth(item, f"{where}[{i}]")
    if looks_like_openai(items):
        return from_openai(items, where=where)
    return messages_from_dicts(items, where=where)


def conversation_problems(messages: Sequence[Message]) -> list[str]:
    """Why a provider would reject this conversation; empty when it is valid.

    System messages only at the start, every tool response answers an earlier request
    of the previous model message, every request is answered except in a trailing
    in-flight model message.
    """
    problems: list[str] = []
    seen_other = False
    open_refs: set[str] = set()
    for i, msg in enumerate(messages):
        if msg.role == "system":
            if seen_other:
                problems.append(f"[{i}] system message after the conversation started")
            continue
        seen_other = True
        if msg.role == "tool":
            for resp in msg.tool_responses:
                ref = resp.get("ref") or resp["name"]
                if ref not in open_refs:
                    problems.append(f"[{i}] tool response {ref!r} answers no open request")
                open_refs.discard(ref)
            continue
        if open_refs:
            problems.append(f"[{i}] tool requests {sorted(open_refs)} were never answered")
            open_refs.clear()
        if msg.role == "model":
            open_refs = {req.get("ref") or req["name"] for req in msg.tool_requests}
    return problems

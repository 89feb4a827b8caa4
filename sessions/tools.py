"""The memory tools (memory_compact, memory_all_by_session_id; docs/design.md) as
definitions an agent hands to its model, and their invocation. Each tool runs one service
function, like every other entry point."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from compaction.engine import quote_key
from memorylab.errors import NotFound, ServiceError

from . import services

MAX_HISTORY_PAGE = 1000


@dataclass(frozen=True)
class Tool:
    name: str
    description: str
    parameters: dict[str, Any]  # JSON Schema of the arguments
    output: dict[str, Any]  # JSON Schema of the result
    run: Callable[[Any, dict[str, Any]], dict[str, Any]]

    def openai(self) -> dict[str, Any]:
        """OpenAI (and litellm) function-calling format."""
        return {
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": self.parameters,
            },
        }

    def genkit(self) -> dict[str, Any]:
        """genkit's ToolDefinition."""
        return {
            "name": self.name,
            "description": self.description,
            "inputSchema": self.parameters,
            "outputSchema": self.output,
            "metadata": {"provider": "memorylab"},
        }


class ToolArgumentError(ServiceError):
    status, code = 422, "invalid_arguments"


SESSION_ID = {
    "type": "string",
    "description": "The memory session id of this conversation.",
    "minLength": 1,
    "maxLength": 128,
}


def _check(args: Any, schema: dict[str, Any]) -> dict[str, Any]:
    """Validate arguments against the tool's (flat) schema, naming the offending key."""
    if not isinstance(args, dict):
        raise ToolArgumentError("arguments: expected a JSON object")
    props = schema["properties"]
    for key in args:
        if key not in props:
            raise ToolArgumentError(
                f"arguments.{quote_key(key)}: unknown argument (expected {', '.join(props)})"
            )
    for key in schema.get("required", []):
        if args.get(key) is None:
            raise ToolArgumentError(f"arguments.{key}: required")
    for key, value in args.items():
        if value is None:
            continue
        kind = props[key]["type"]
        ok = (
            isinstance(value, str)
            if kind == "string"
            else isinstance(value, int) and not isinstance(value, bool)
        )
        if not ok:
            raise ToolArgumentError(f"arguments.{key}: expected {kind}, got {type(value).__name__}")
        if kind == "string" and len(value) > props[key].get("maxLength", len(value)):
            raise ToolArgumentError(
                f"arguments.{key}: longer than {props[key]['maxLength']} characters"
            )
        if kind == "integer" and not (
            props[key].get("minimum", value) <= value <= props[key].get("maximum", value)
        ):
            raise ToolArgumentError(
                f"arguments.{key}: must be between {props[key].get('minimum')} "
                f"and {props[key].get('maximum')}"
            )
    return args


def _compact(user: Any, args: dict[str, Any]) -> dict[str, Any]:
    session = services.get_session(user, args["session_id"])
    return services.compact_session(session, instructions=args.get("instructions")).to_dict()


def _all_by_session_id(user: Any, args: dict[str, Any]) -> dict[str, Any]:
    session = services.get_session(user, args["session_id"])
    limit = args.get("limit") or 100
    offset = args.get("offset") or 0
    return services.history(session, limit=limit, offset=offset)


TOOLS: dict[str, Tool] = {
    t.name: t
    for t in (
        Tool(
            name="memory_compact",
            description=(
                "Compact this conversation's memory now: replace the working context by one "
                "structured summary (User Goal, Confirmed Facts, Decisions Made, Open Issues, "
                "Pending Actions, Important References). The raw history stays in the archive. "
                "Use it when the user asks to compact or the context is getting long."
            ),
            parameters={
                "type": "object",
                "properties": {
                    "session_id": SESSION_ID,
                    "instructions": {
                        "type": "string",
                        "description": "Optional: what the summary must keep or focus on.",
                        "maxLength": 4000,
                    },
                },
                "required": ["session_id"],
                "additionalProperties": False,
            },
            output={
                "type": "object",
                "properties": {
                    "ok": {"type": "boolean"},
                    "reason": {"type": "string"},
                    "tokens_before": {"type": "integer"},
                    "tokens_after": {"type": "integer"},
                    "summary": {"type": ["string", "null"]},
                    "archive_ref": {"type": ["string", "null"]},
                    "error": {"type": ["string", "null"]},
                },
                "required": ["ok", "reason"],
            },
            run=_compact,
        ),
        Tool(
            name="memory_all_by_session_id",
            description=(
                "Read the full raw history of this conversation, in order, including what was "
                "compacted away from the working context. Paginated: pass offset and limit."
            ),
            parameters={
                "type": "object",
                "properties": {
                    "session_id": SESSION_ID,
                    "limit": {
                        "type": "integer",
                        "description": "Messages per page (default 100).",
                        "minimum": 1,
                        "maximum": MAX_HISTORY_PAGE,
                    },
                    "offset": {
                        "type": "integer",
                        "description": "Messages to skip from the start (default 0).",
                        "minimum": 0,
                        "maximum": 2**31 - 1,
                    },
                },
                "required": ["session_id"],
                "additionalProperties": False,
            },
            output={
                "type": "object",
                "properties": {
                    "items": {"type": "array", "items": {"type": "object"}},
                    "count": {"type": "integer"},
                },
                "required": ["items", "count"],
            },
            run=_all_by_session_id,
        ),
    )
}


def definitions(fmt: str | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if fmt in (None, "openai"):
        out["openai"] = [t.openai() for t in TOOLS.values()]
    if fmt in (None, "genkit"):
        out["genkit"] = [t.genkit() for t in TOOLS.values()]
    return out


def invoke(user: Any, name: str, args: Any) -> dict[str, Any]:
    tool = TOOLS.get(name)
    if tool is None:
        raise NotFound(f"no tool {name!r} (tools: {', '.join(TOOLS)})", code="unknown_tool")
    return {"tool": name, "output": tool.run(user, _check(args, tool.parameters))}

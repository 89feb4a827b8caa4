"""mini-swe-agent trajectories: the ``bash`` block of each assistant message becomes a
``toolRequest`` and the environment's answer that follows it (the ``<returncode>``
output, a timeout notice, a format error, the final patch) its ``toolResponse``. The
task is the only user message; the final patch and the instance stay in ``meta``."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from ..messages import Message
from .common import Conversation, InvalidConversation, as_mapping, first_line, slugify

# mini-swe-agent's own action regex: one ```bash block is one command.
_BASH_BLOCK = re.compile(r"```bash\s*\n(.*?)\n```", re.S)


def is_swe_trajectory(data: Mapping[str, Any]) -> bool:
    return str(data.get("trajectory_format", "")).startswith("mini-swe-agent") or (
        isinstance(data.get("info"), Mapping)
        and "submission" in data["info"]
        and isinstance(data.get("messages"), list)
    )


def _model_message(content: str, ref: str) -> Message:
    blocks = list(_BASH_BLOCK.finditer(content))
    if len(blocks) == 1:
        block = blocks[0]
        before, after = content[: block.start()].rstrip(), content[block.end() :].strip()
        text = before + ("\n\n" + after if before and after else after)
        command = block.group(1).strip()
        parts: list[dict[str, Any]] = [{"text": text}] if text else []
        parts.append({"toolRequest": {"name": "bash", "ref": ref, "input": {"command": command}}})
    else:
        # The agent rejects a reply without exactly one block (its "format error"): the
        # attempt is still a tool call, answered by the error, and the turn goes on.
        parts = [{"text": content}] if content else []
        parts.append({"toolRequest": {"name": "bash", "ref": ref, "input": {}}})
    return Message(role="model", content=tuple(parts))


def conversation_from_swe(data: Mapping[str, Any], stem: str) -> Conversation:
    raw = data.get("messages")
    if not isinstance(raw, list) or not raw:
        raise InvalidConversation("messages: expected a non-empty list")
    messages: list[Message] = []
    open_ref: str | None = None
    calls = 0
    seen_task = False
    for i, item in enumerate(raw):
        if not isinstance(item, Mapping) or not isinstance(item.get("content"), str):
            raise InvalidConversation(f"messages[{i}]: expected {{role, content: string}}")
        role, content = item.get("role"), item["content"]
        if role == "system":
            messages.append(Message(role="system", content=({"text": content},)))
        elif role == "assistant":
            calls += 1
            open_ref = f"call-{calls}"
            messages.append(_model_message(content, open_ref))
        elif role == "user" and open_ref is not None and seen_task:
            # Every later user message is the environment's answer to the last action
            # (<returncode> output, a timeout notice, a format error, the final patch).
            response = {"name": "bash", "ref": open_ref, "output": content}
            messages.append(Message(role="tool", content=({"toolResponse": response},)))
            open_ref = None
        elif role == "user":
            seen_task = True
            messages.append(Message(role="user", content=({"text": content},)))
        else:
            raise InvalidConversation(f"messages[{i}].role: unexpected {role!r}")
    info = as_mapping(data.get("info"))
    instance = str(data.get("instance_id") or stem)
    task = next((m.text for m in messages if m.role == "user"), "")
    meta = {
        "instance_id": instance,
        "trajectory_format": data.get("trajectory_format"),
        "exit_status": info.get("exit_status"),
        "submission": info.get("submission"),
        "model_stats": info.get("model_stats"),
    }
    return Conversation(
        id=slugify(instance),
        title=f"{instance}: {_title(task)}",
        source="mini-swe-agent",
        messages=messages,
        meta={k: v for k, v in meta.items() if v is not None},
    )


def _title(task: str) -> str:
    # The task opens with the template's "<pr_description> Consider the following PR
    # description:" lines; the issue's own first line is the useful title.
    lines = [ln.strip() for ln in task.splitlines() if ln.strip()]
    lines = [ln for ln in lines if not ln.startswith("<") and not ln.endswith(":")] or lines
    return first_line(lines[0] if lines else task)

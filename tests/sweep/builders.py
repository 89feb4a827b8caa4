"""Small generated conversations for the sweep tests: tool-heavy agent runs in our
labelled format, big enough to be compacted at a few thousand tokens."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


def tool_output(step: int, lines: int = 40) -> str:
    return "\n".join(
        f"step {step} line {i}: src/pkg/module_{i % 7}.py:{10 + i} warning W{i:03d} unused name"
        for i in range(lines)
    )


def agent_run(conv_id: str, rounds: int = 12, *, labels: bool = True) -> dict[str, Any]:
    """system, a user goal, ``rounds`` tool calls with big outputs, a final answer."""
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": [{"text": "You are a careful coding agent."}]},
        {
            "role": "user",
            "content": [
                {"text": f"Fix the flaky test in {conv_id}: keep the retry budget at 3 attempts."}
            ],
        },
    ]
    for step in range(rounds):
        ref = f"c{step}"
        messages.append(
            {
                "role": "model",
                "content": [
                    {"text": f"I will inspect part {step} of the code base to find the cause."},
                    {
                        "toolRequest": {
                            "name": "bash",
                            "ref": ref,
                            "input": {"cmd": f"grep -n x {step}"},
                        }
                    },
                ],
            }
        )
        messages.append(
            {
                "role": "tool",
                "content": [
                    {"toolResponse": {"name": "bash", "ref": ref, "output": tool_output(step)}}
                ],
            }
        )
    messages.append({"role": "model", "content": [{"text": "Done: the retry budget stays at 3."}]})
    doc: dict[str, Any] = {
        "id": conv_id,
        "title": f"agent run {conv_id}",
        "source": "generated",
        "messages": messages,
        "labels": [],
        "stale": [],
    }
    if labels:
        doc["labels"] = [
            {
                "id": "goal",
                "kind": "user_goal",
                "text": "keep the retry budget",
                "evidence": ["retry budget at 3 attempts"],
                "message_index": 1,
            },
            {
                "id": "ref",
                "kind": "reference",
                "text": "a file seen early",
                "evidence": ["src/pkg/module_3.py"],
                "message_index": 3,
            },
        ]
    return doc


def write_set(folder: Path, specs: list[tuple[str, int, bool]]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for conv_id, rounds, labels in specs:
        (folder / f"{conv_id}.json").write_text(
            json.dumps(agent_run(conv_id, rounds, labels=labels)), encoding="utf-8"
        )
    return folder

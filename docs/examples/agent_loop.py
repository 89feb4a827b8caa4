"""An agent loop whose memory lives in memorylab and whose model is any litellm model.

The agent keeps no history of its own: before each model call it asks memorylab for the
context (already micro-compacted or summarized), and it appends everything that happens.
The memory tools go to the model next to the agent's own tools; their calls are run by
memorylab. Run it against `make run` with a token from `create_api_token`:

    MEMORYLAB_TOKEN=ml_... python docs/examples/agent_loop.py "Why is the build red?"
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from typing import Any

import litellm

from memorylab.client import MemorylabClient

BASH_TOOL = {
    "type": "function",
    "function": {
        "name": "bash",
        "description": "Run a shell command and return its output.",
        "parameters": {
            "type": "object",
            "properties": {"command": {"type": "string"}},
            "required": ["command"],
        },
    },
}


def run_bash(args: dict[str, Any]) -> str:
    done = subprocess.run(args["command"], shell=True, capture_output=True, text=True, timeout=60)
    return f"<returncode>{done.returncode}</returncode>\n{done.stdout}{done.stderr}"


def agent_turn(
    ml: MemorylabClient,
    session_id: str,
    user_text: str,
    *,
    model: str,
    own_tools: dict[str, tuple[dict[str, Any], Callable[[dict[str, Any]], str]]],
    max_steps: int = 25,
    **completion_kwargs: Any,
) -> str:
    """One user turn: model calls and tool calls until the model answers without tools."""
    memory_tools = ml.tools("openai")
    memory_names = {t["function"]["name"] for t in memory_tools}
    tools = memory_tools + [definition for definition, _ in own_tools.values()]

    ml.append(session_id, {"role": "user", "content": user_text})  # OpenAI format is fine
    for _ in range(max_steps):
        context = ml.context(session_id, fmt="openai")["messages"]
        reply = (
            litellm.completion(model=model, messages=context, tools=tools, **completion_kwargs)
            .choices[0]
            .message
        )
        calls = reply.tool_calls or []
        ml.append(
            session_id,
            {
                "role": "assistant",
                "content": reply.content,
                "tool_calls": [
                    {
                        "id": c.id,
                        "type": "function",
                        "function": {"name": c.function.name, "arguments": c.function.arguments},
                    }
                    for c in calls
                ]
                or None,
            },
        )
        if not calls:
            ml.next_turn(session_id)  # the turn ended: micro_compact, maybe auto_compact
            return reply.content or ""
        results = []
        for call in calls:
            args = json.loads(call.function.arguments or "{}")
            if call.function.name in memory_names:
                args["session_id"] = session_id  # the model does not need to know it
                output = json.dumps(ml.call_tool(call.function.name, args))
            else:
                output = own_tools[call.function.name][1](args)
            results.append(
                {
                    "role": "tool",
                    "tool_call_id": call.id,
                    "name": call.function.name,
                    "content": output,
                }
            )
        ml.append(session_id, results)  # all results of one model message in one append
        ml.step(session_id)  # after tool results, before the next model call
    raise RuntimeError(f"no final answer after {max_steps} model calls")


def main() -> None:
    ml = MemorylabClient(
        os.getenv("MEMORYLAB_URL", "http://127.0.0.1:8000"), os.environ["MEMORYLAB_TOKEN"]
    )
    session_id = ml.create_session(title="agent_loop example")["id"]
    answer = agent_turn(
        ml,
        session_id,
        " ".join(sys.argv[1:]) or "What is in this directory?",
        model=os.getenv("MODEL", "gpt-4o-mini"),
        own_tools={"bash": (BASH_TOOL, run_bash)},
    )
    print(answer)
    print(f"session {session_id}: {ml.get_session(session_id)['context_tokens']} context tokens")


if __name__ == "__main__":
    main()

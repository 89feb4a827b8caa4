"""An agent loop whose memory lives in memorylab and whose model is any litellm model.

The agent keeps no history of its own: before each model call it asks memorylab for the
context (already micro-compacted or summarized), and it appends everything that happens.
The memory tools go to the model next to the agent's own tools; their calls are run by
memorylab. Run it against `make run` (MEMORYLAB_URL defaults to http://127.0.0.1:8000;
the token is the one `make run` printed, or one from `manage.py create_api_token`):

    MEMORYLAB_TOKEN=ml_... python docs/examples/agent_loop.py --offline
    MEMORYLAB_TOKEN=ml_... OPENAI_API_KEY=sk-... python docs/examples/agent_loop.py "Why is the build red?"

``--offline`` needs no key and no network: a scripted model (litellm's ``mock_response``
and ``mock_tool_calls``) runs ``ls`` with the bash tool, reads its memory back with
``memory_all_by_session_id`` and answers from what both returned. Without it, ``MODEL``
(default gpt-4o-mini) names the litellm model and its usual key variable must be set.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
from typing import Any

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # no price-map download

import litellm  # noqa: E402

from memorylab.client import MemorylabClient  # noqa: E402

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


def agent_turn(ml, session_id, user_text, *, model, own_tools, max_steps=25, completion=None):
    """One user turn: model calls and tool calls until the model answers without tools."""
    completion = completion or litellm.completion
    memory_tools = ml.tools("openai")
    memory_names = {t["function"]["name"] for t in memory_tools}
    tools = memory_tools + [definition for definition, _ in own_tools.values()]

    ml.append(session_id, {"role": "user", "content": user_text})  # OpenAI format is fine
    for _ in range(max_steps):
        context = ml.context(session_id, fmt="openai")["messages"]  # compacted as needed
        reply = completion(model=model, messages=context, tools=tools).choices[0].message
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
        for c in calls:
            args = json.loads(c.function.arguments or "{}")
            if c.function.name in memory_names:
                args["session_id"] = session_id  # the model does not need to know it
                output = json.dumps(ml.call_tool(c.function.name, args))
            else:
                output = own_tools[c.function.name][1](args)
            results.append(
                {"role": "tool", "tool_call_id": c.id, "name": c.function.name, "content": output}
            )
        ml.append(session_id, results)  # all results of one model message in one append
        ml.step(session_id)  # after tool results, before the next model call
    raise RuntimeError(f"no final answer after {max_steps} model calls")


def offline_completion(*, model: str, messages: list[dict[str, Any]], **kwargs: Any) -> Any:
    """A scripted model for trying the loop without a key: list the directory, read the
    memory back, then answer from both results. litellm builds the reply from its mock
    parameters, so no request leaves the machine."""
    last_user = max(i for i, m in enumerate(messages) if m["role"] == "user")
    results = [m for m in messages[last_user:] if m["role"] == "tool"]
    n = len(messages)  # unique tool call ids within the session

    def call(name: str, args: dict[str, Any]) -> dict[str, Any]:
        arguments = json.dumps(args)
        return {
            "id": f"call-{n}",
            "type": "function",
            "function": {"name": name, "arguments": arguments},
        }

    if not results:
        script: dict[str, Any] = {
            "mock_response": "Let me look.",
            "mock_tool_calls": [call("bash", {"command": "ls"})],
        }
    elif len(results) == 1:
        script = {
            "mock_response": "Let me check what my memory holds.",
            "mock_tool_calls": [call("memory_all_by_session_id", {"limit": 2})],
        }
    else:
        listing = results[0]["content"].split("\n", 1)[1].split()
        memory = json.loads(results[1]["content"])
        script = {
            "mock_response": f"This directory holds {len(listing)} entries: "
            f"{', '.join(listing)}. My memory of this session holds {memory['count']} messages."
        }
    return litellm.completion(model=model, messages=messages, **kwargs, **script)


def main() -> None:
    parser = argparse.ArgumentParser(description="One agent turn with memorylab as its memory.")
    parser.add_argument("question", nargs="*", help="default: What is in this directory?")
    parser.add_argument(
        "--offline", action="store_true", help="a scripted model: no API key, no network"
    )
    args = parser.parse_args()
    ml = MemorylabClient(
        os.getenv("MEMORYLAB_URL", "http://127.0.0.1:8000"), os.environ["MEMORYLAB_TOKEN"]
    )
    session_id = ml.create_session(title="agent_loop example")["id"]
    answer = agent_turn(
        ml,
        session_id,
        " ".join(args.question) or "What is in this directory?",
        model=os.getenv("MODEL", "gpt-4o-mini"),
        own_tools={"bash": (BASH_TOOL, run_bash)},
        completion=offline_completion if args.offline else None,
    )
    print(answer)
    session = ml.get_session(session_id)
    print(f"session {session_id}: {session['message_count']} messages, turn {session['turn']}")


if __name__ == "__main__":
    main()

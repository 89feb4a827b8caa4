"""The README's example agent loop (docs/examples/agent_loop.py) runs against the API with
a litellm model (mocked: no network) that calls its own tool and a memory tool."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from memorylab.client import MemorylabClient

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "agent_loop.py"


def load_example():
    spec = importlib.util.spec_from_file_location("agent_loop_example", EXAMPLE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def call(id_: str, name: str, args: dict) -> dict:
    return {
        "id": id_,
        "type": "function",
        "function": {"name": name, "arguments": json.dumps(args)},
    }


@pytest.mark.django_db(transaction=True)
def test_the_example_agent_loop_works_with_a_litellm_model(live_server, alice_token, monkeypatch):
    example = load_example()
    import litellm

    script = [
        {"mock_tool_calls": [call("c1", "bash", {"command": "ls"})]},
        {"mock_tool_calls": [call("c2", "memory_all_by_session_id", {"limit": 2})]},
        {"mock_response": "The directory holds README.md and src/."},
    ]
    seen_contexts = []
    real_completion = litellm.completion

    def scripted(**kwargs):
        seen_contexts.append(kwargs["messages"])
        return real_completion(**kwargs, **script[len(seen_contexts) - 1])

    monkeypatch.setattr(litellm, "completion", scripted)
    ran = []

    def fake_bash(args):
        ran.append(args["command"])
        return "<returncode>0</returncode>\nREADME.md\nsrc/\n"

    with MemorylabClient(live_server.url, alice_token) as ml:
        sid = ml.create_session("example")["id"]
        answer = example.agent_turn(
            ml,
            sid,
            "What is in this directory?",
            model="gpt-4o-mini",
            own_tools={"bash": (example.BASH_TOOL, fake_bash)},
        )
        assert answer == "The directory holds README.md and src/."
        assert ran == ["ls"]
        # The model saw the tool result of its previous call in its next context.
        assert seen_contexts[1][-1] == {
            "role": "tool",
            "tool_call_id": "c1",
            "content": "<returncode>0</returncode>\nREADME.md\nsrc/\n",
        }
        memory_result = json.loads(seen_contexts[2][-1]["content"])
        assert memory_result["count"] == 4 and len(memory_result["items"]) == 2
        history = list(ml.history(sid))
        assert [m["role"] for m in history] == ["user", "model", "tool", "model", "tool", "model"]
        assert ml.get_session(sid)["turn"] == 2

"""Sessions for the dashboard tests, built through the same services the API uses."""

from __future__ import annotations

from typing import Any

from sessions import services
from sessions.models import AgentSession

SPEC: dict[str, Any] = {
    "backend": "compactable",
    "micro_compact": {"enabled": True, "keep_recent_tool_results": 1, "min_tokens": 20},
    "auto_compact": {
        "enabled": True,
        "threshold_tokens": 1_000_000,
        "min_saving_tokens": 10,
        "summary_model": "extractive",
    },
}
XSS = '<script>alert("xss")</script> and <img src=x onerror="alert(1)">'


def tool_output(turn: int, lines: int = 30) -> str:
    return "\n".join(
        f"src/module_{turn}.py:{n}: def handler_{n}(): return {n * turn}" for n in range(lines)
    )


def turn_messages(turn: int, output: str | None = None) -> list[dict[str, Any]]:
    ref = f"call-{turn}"
    return [
        {"role": "user", "content": [{"text": f"Please inspect module {turn} and fix the bug."}]},
        {
            "role": "model",
            "content": [
                {"text": f"I will grep module {turn}."},
                {"toolRequest": {"name": "grep", "ref": ref, "input": {"pattern": f"m{turn}"}}},
            ],
        },
        {
            "role": "tool",
            "content": [
                {
                    "toolResponse": {
                        "name": "grep",
                        "ref": ref,
                        "output": output or tool_output(turn),
                    }
                }
            ],
        },
        {"role": "model", "content": [{"text": f"Module {turn} is fixed; the test passes now."}]},
    ]


def build_session(
    owner,
    session_id: str = "s-ui",
    *,
    turns: int = 4,
    spec: dict[str, Any] | None = None,
    output: str | None = None,
    compact: bool = False,
    title: str = "",
) -> AgentSession:
    session = services.create_session(owner, session_id=session_id, spec=spec or SPEC, title=title)
    for turn in range(1, turns + 1):
        services.append_messages(session, turn_messages(turn, output))
        services.advance(session, new_turn=True)
    if compact:
        result = services.compact_session(session)
        assert result.ok, result.error
    session.refresh_from_db()
    return session

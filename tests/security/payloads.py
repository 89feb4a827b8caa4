"""Stored-XSS payloads and a hostile data set built through the same services the API and
the dashboard use: every place a user or an agent can put text gets a payload."""

from __future__ import annotations

import html
from typing import Any

# Each payload carries a unique marker, so a test can tell which one leaked where.
PAYLOADS = [
    "<script>alert('xss-script')</script>",
    "<img src=x onerror=alert('xss-img')>",
    "<svg onload=alert('xss-svg')>",
    '"><b id="xss-attr">broken out</b>',
    "'><i id=xss-attr2>single</i>",
    "javascript:alert('xss-js-url')",
    "</textarea></script><script>alert('xss-close')</script>",
    "{{ request.user.password }}xss-tpl",
    "{% debug %}xss-tag",
    "<a href=\"javascript:alert('xss-href')\">click</a>",
    "<iframe srcdoc=\"<script>alert('xss-iframe')</script>\"></iframe>",
]
# Strings that must never appear in a rendered page: a payload with markup, unescaped.
RAW = [p for p in PAYLOADS if any(c in p for c in "<>\"'")]
# Payloads without markup must show as literal text (never evaluated as a template).
LITERAL = [p for p in PAYLOADS if p not in RAW] + ["{{ request.user.password }}xss-tpl"]
# Ids that an injected element would have; the browser test looks for them.
INJECTED_IDS = ("xss-attr", "xss-attr2")


def joined(sep: str = " | ") -> str:
    return sep.join(PAYLOADS)


def escaped_forms(payload: str) -> set[str]:
    """How Django's autoescape (and json_script) may render a payload harmlessly."""
    return {html.escape(payload, quote=True), html.escape(payload, quote=False)}


def hostile_messages(turn: int) -> list[dict[str, Any]]:
    text = joined()
    ref = f"call-{turn}"
    return [
        {"role": "user", "content": [{"text": f"turn {turn}: {text}"}]},
        {
            "role": "model",
            "content": [
                {"text": f"I will look. {text}"},
                {"toolRequest": {"name": "evil_tool", "ref": ref, "input": {"q": text}}},
            ],
        },
        {
            "role": "tool",
            "content": [
                {
                    "toolResponse": {
                        "name": "evil_tool",
                        "ref": ref,
                        "output": (f"{text}\n" + "padding line of tool output\n" * 40),
                    }
                }
            ],
        },
        {"role": "model", "content": [{"text": f"Done: {text}"}]},
    ]


# A tool name the engine accepts but that tries to break out of HTML attributes.
HOSTILE_TOOL_NAME = "t\"'><svg onload=alert('xss-toolname')>"


def hostile_tool_turn(turn: int) -> list[dict[str, Any]]:
    ref = f"name-{turn}"
    return [
        {
            "role": "model",
            "content": [{"toolRequest": {"name": HOSTILE_TOOL_NAME, "ref": ref, "input": {}}}],
        },
        {
            "role": "tool",
            "content": [
                {"toolResponse": {"name": HOSTILE_TOOL_NAME, "ref": ref, "output": joined()}}
            ],
        },
    ]


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


def hostile_session(owner, session_id: str = "hostile") -> Any:
    """A compacted session whose messages, tool outputs, tool names and title are payloads;
    one compaction failure too (its error text shows in the timeline)."""
    from sessions import services

    session = services.create_session(owner, session_id=session_id, spec=SPEC, title=joined())
    for turn in range(1, 4):
        services.append_messages(session, hostile_messages(turn))
        services.append_messages(session, hostile_tool_turn(turn))
        services.advance(session, new_turn=True)
    result = services.compact_session(session, instructions=joined())
    assert result.ok, result.error
    services.append_messages(session, hostile_messages(9))
    services.advance(session, new_turn=True)
    session.refresh_from_db()
    return session


def hostile_lab(owner) -> dict[str, Any]:
    """A labelled conversation, a strategy and an experiment (run) named by payloads."""
    from evaluation import conversations, experiments, strategies

    doc = {
        "id": "hostile-conv",
        "title": joined(),
        "messages": [m for t in (1, 2) for m in hostile_messages(t)],
        "labels": [
            {
                "id": f"l{i}",
                "kind": kind,
                "text": payload,
                "evidence": ["evil_tool"],
                "message_index": 0,
            }
            for i, (kind, payload) in enumerate(
                zip(
                    ["fact", "decision", "pending_action", "open_issue"] * 3, PAYLOADS, strict=False
                )
            )
        ],
    }
    [conv] = conversations.import_conversations(owner, doc)
    strategy = strategies.create_strategy(owner, joined()[:100], SPEC)
    experiment = experiments.create_experiment(
        owner, joined()[:200], [strategy.pk], [conv.pk], start=False
    )
    experiments.run_experiment(experiment.pk)
    experiment.refresh_from_db()
    return {"conversation": conv, "strategy": strategy, "experiment": experiment}

"""The held-out sets under benchmarks/heldout are sound.

Labelled conversations: valid genkit messages, unique label ids of the six kinds, 1-3
evidence strings per label, each label's evidence complete exactly at its message_index
(all present there, not all present one message earlier), each stale term present by
its message_index. SWE runs: each loads as a mini-swe-agent conversation with tool calls,
and every file of its final patch is derived as a reference label.

These tests read the files only to check their shape; nothing here looks at what a
memory keeps of them.
"""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from compaction.engine import (
    LABEL_KINDS,
    Conversation,
    TokenEstimator,
    context_text,
    conversation_problems,
    load_conversations,
    normalize,
)
from evaluation.derive import MAX_EVIDENCE, derive_labels, patch_symbols

HELDOUT = Path(__file__).resolve().parents[2] / "benchmarks" / "heldout"
LABELLED = sorted((HELDOUT / "labelled").glob("*.json"))
# The blind dev set was written the same way, by authors who never saw the summarizer;
# it is dev data (rules may be studied on it), held to the same shape.
BLIND = sorted((HELDOUT.parent / "dev" / "blind").glob("*.json"))
SWE = sorted((HELDOUT / "swe").glob("*.json"))


def message_texts(conv: Conversation) -> list[str]:
    # A memory keeps system prompts verbatim: evidence found only there proves nothing.
    # The rest is read as retention scoring reads it.
    return ["" if m.role == "system" else context_text([m]) for m in conv.messages]


def first_message(texts: list[str], needle: str) -> int | None:
    wanted = normalize(needle)
    return next((i for i, text in enumerate(texts) if wanted and wanted in text), None)


def labelled_problems(conv: Conversation) -> list[str]:
    problems = [f"messages: {p}" for p in conversation_problems(conv.messages)]
    texts = message_texts(conv)
    for what, items in (("label", conv.labels), ("stale", conv.stale)):
        ids = [str(item.get("id")) for item in items]
        repeated = sorted({i for i in ids if ids.count(i) > 1})
        if repeated:
            problems.append(f"{what} ids used twice: {repeated}")
    for label in conv.labels:
        name, at = label.get("id"), label["message_index"]
        if label.get("kind") not in LABEL_KINDS:
            problems.append(f"label {name}: kind {label.get('kind')!r}")
        evidence = label.get("evidence") or []
        if not 1 <= len(evidence) <= MAX_EVIDENCE:
            problems.append(f"label {name}: {len(evidence)} evidence strings")
        firsts = {e: first_message(texts, e) for e in evidence}
        missing = [e for e, i in firsts.items() if i is None]
        if missing:
            problems.append(f"label {name}: evidence {missing} not in the conversation")
        elif firsts and max(i for i in firsts.values() if i is not None) != at:
            complete = max(i for i in firsts.values() if i is not None)
            problems.append(f"label {name}: evidence complete at message {complete}, not {at}")
    for item in conv.stale:
        for term in item["terms"]:
            found = first_message(texts, term)
            if found is None or found > item["message_index"]:
                problems.append(
                    f"stale {item.get('id')}: term {term!r} first at {found}, "
                    f"after message_index {item['message_index']}"
                )
    return problems


def swe_problems(conv: Conversation) -> list[str]:
    problems = [f"messages: {p}" for p in conversation_problems(conv.messages)]
    if conv.source != "mini-swe-agent":
        problems.append(f"read as {conv.source}, not as a mini-swe-agent trajectory")
    if not any(m.tool_requests for m in conv.messages):
        problems.append("no tool calls")
    patch = conv.meta.get("submission") or ""
    files = {path for path, _ in patch_symbols(patch)}
    if not files:
        problems.append("the final patch names no file")
    derived = {label["evidence"][0] for label in conv.labels if label["kind"] == "reference"}
    for path in sorted(files - derived):
        problems.append(f"patch file {path} is not derived as a reference label")
    return problems


def load_one(source: object) -> Conversation:
    [conv] = load_conversations(source, labeller=derive_labels)
    return conv


# -- the sets themselves -----------------------------------------------------------------


def test_it_has_the_heldout_sets_in_place():
    # An empty glob would silently parametrize the checks below away.
    assert len(LABELLED) >= 8
    assert len(SWE) >= 12
    assert len(BLIND) >= 8


@pytest.mark.parametrize("path", LABELLED + BLIND, ids=lambda p: p.stem)
def test_it_finds_every_heldout_label_exactly_where_its_evidence_completes(path):
    conv = load_one(path)
    assert conv.labels and conv.stale
    assert labelled_problems(conv) == []


@pytest.mark.parametrize("path", LABELLED + BLIND, ids=lambda p: p.stem)
def test_it_keeps_each_heldout_conversation_long_tool_heavy_and_fully_labelled(path):
    conv = load_one(path)
    tokens = TokenEstimator("gpt-4o").count_all(conv.messages)
    user_turns = sum(1 for m in conv.messages if m.role == "user")
    assert 30_000 <= tokens <= 90_000
    assert 10 <= user_turns <= 25
    assert sum(len(m.tool_requests) for m in conv.messages) >= 10
    assert 15 <= len(conv.labels) <= 40
    assert {label["kind"] for label in conv.labels} == set(LABEL_KINDS)
    assert len(conv.stale) >= 2


@pytest.mark.parametrize("path", SWE, ids=lambda p: p.name.split(".")[0])
def test_it_loads_each_heldout_swe_run_with_its_patch_files_as_references(path):
    conv = load_one(path)
    assert swe_problems(conv) == []
    assert 10_000 <= TokenEstimator("gpt-4o").count_all(conv.messages) <= 90_000


# -- the checks catch what they claim to ----------------------------------------------------

TINY = {
    "id": "tiny",
    "title": "tiny",
    "source": "test",
    "messages": [
        {"role": "system", "content": [{"text": "You deploy builds. Runbook RB-1."}]},
        {"role": "user", "content": [{"text": "Ship build B-7 by Friday."}]},
        {
            "role": "model",
            "content": [{"toolRequest": {"name": "ci", "ref": "c1", "input": {"build": "B-7"}}}],
        },
        {
            "role": "tool",
            "content": [
                {"toolResponse": {"name": "ci", "ref": "c1", "output": "B-7 failed: no key K-9"}}
            ],
        },
        {"role": "model", "content": [{"text": "B-7 needs K-9; shipping B-8 instead."}]},
    ],
    "labels": [
        {
            "id": "l1",
            "kind": "user_goal",
            "text": "ship by Friday",
            "evidence": ["B-7", "Friday"],
            "message_index": 1,
        },
        {
            "id": "l2",
            "kind": "fact",
            "text": "K-9 missing",
            "evidence": ["K-9"],
            "message_index": 3,
        },
    ],
    "stale": [{"id": "s1", "text": "build B-7 (now B-8)", "terms": ["B-7"], "message_index": 4}],
}


def broken(**change: object) -> Conversation:
    doc = copy.deepcopy(TINY)
    label = change.pop("label", None)
    if isinstance(label, dict):
        doc["labels"][1].update(label)
    stale = change.pop("stale", None)
    if isinstance(stale, dict):
        doc["stale"][0].update(stale)
    doc.update(change)
    return load_one(doc)


def test_it_accepts_a_sound_labelled_conversation():
    assert labelled_problems(load_one(copy.deepcopy(TINY))) == []


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        ({"label": {"message_index": 2}}, "label l2: evidence complete at message 3, not 2"),
        ({"label": {"message_index": 4}}, "label l2: evidence complete at message 3, not 4"),
        ({"label": {"evidence": ["RB-1"]}}, "label l2: evidence ['RB-1'] not in the conversation"),
        (
            {"label": {"evidence": ["B-7", "K-9", "B-8", "Friday"], "message_index": 4}},
            "label l2: 4 evidence strings",
        ),
        ({"label": {"id": "l1"}}, "label ids used twice: ['l1']"),
        (
            {"stale": {"terms": ["B-8"], "message_index": 3}},
            "stale s1: term 'B-8' first at 4, after message_index 3",
        ),
    ],
)
def test_it_reports_each_kind_of_labelling_mistake(change, expected):
    assert expected in labelled_problems(broken(**change))


def trajectory(patch: str, mentions: str) -> dict:
    return {
        "instance_id": "demo__demo-1",
        "info": {"exit_status": "Submitted", "submission": patch, "model_stats": {"api_calls": 2}},
        "messages": [
            {"role": "system", "content": "You are a helpful assistant."},
            {"role": "user", "content": "<pr_description>\nFix the bug\n</pr_description>"},
            {
                "role": "assistant",
                "content": f"THOUGHT: look.\n\n```bash\ngrep -rn x {mentions}\n```",
            },
            {
                "role": "user",
                "content": f"<returncode>0</returncode>\n<output>\n{mentions}:1:x\n</output>",
            },
            {
                "role": "assistant",
                "content": "THOUGHT: done.\n\n```bash\necho COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT\n```",
            },
            {"role": "user", "content": patch},
        ],
    }


PATCH = "diff --git a/pkg/mod.py b/pkg/mod.py\n--- a/pkg/mod.py\n+++ b/pkg/mod.py\n@@ -1 +1 @@\n-x = 1\n+x = 2\n"


def test_it_accepts_a_run_whose_patch_files_the_run_mentions():
    assert swe_problems(load_one(trajectory(PATCH, "pkg/mod.py"))) == []


def test_it_reports_a_patch_file_the_run_never_mentions():
    problems = swe_problems(load_one(trajectory(PATCH, "pkg/other.py")))
    assert problems == ["patch file pkg/mod.py is not derived as a reference label"]

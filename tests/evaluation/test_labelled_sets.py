"""The labelled sets the lab scores against are sound, file by file.

The shipped set (and the held-out benchmark set, when that folder exists) is what the
tests, the demo and the benchmarks judge summaries with, so a wrong label here silently
moves every figure. Each file must be a conversation a provider accepts, and each label
must sit where its information is first established: every evidence string has appeared
by ``message_index`` and not all of them before it. Too early, and a summary is asked to
hold what the conversation had not said yet; too late, and a summary written in between
is credited for nothing. A stale value's terms must have appeared by the message that
replaced it.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from compaction.engine.formats import LABEL_KINDS, conversation_files, load_file
from compaction.engine.messages import Message, conversation_problems
from compaction.engine.retention import context_text, normalize

ROOT = Path(__file__).resolve().parents[2]
SETS = [ROOT / "evaluation" / "fixtures" / "labelled", ROOT / "benchmarks" / "heldout" / "labelled"]
FILES = [path for folder in SETS if folder.is_dir() for path in conversation_files(folder)]
ROLES = {"system", "user", "model", "tool"}

# Labels whose meaning is established later than their evidence: every evidence string had
# already occurred (in log noise, or as one option among several) when the label's decision
# or conclusion was made. Each entry says why; anything else must match exactly.
ESTABLISHED_LATER_THAN_EVIDENCE = {
    # conversation id -> label id -> why its message_index is later than its evidence
    "ledger-lag": {"l4": "'200' occurs in `--tail=200` at message 2; the decision is made at 12"},
}


def _doc(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _texts(doc: dict) -> list[str]:
    """The normalized text of each message as retention reads it; system prompts count
    for nothing because every memory keeps them verbatim."""
    return [
        "" if m["role"] == "system" else context_text([Message.from_dict(m)])
        for m in doc["messages"]
    ]


def _first(texts: list[str], strings: list[str]) -> int | None:
    """The message by which every string has appeared (each on its own), or None."""
    firsts = []
    for s in strings:
        needle = normalize(s)
        at = next((i for i, text in enumerate(texts) if needle in text), None)
        if at is None:
            return None
        firsts.append(at)
    return max(firsts)


def _id(path: Path) -> str:
    return str(path.relative_to(ROOT))


def test_it_finds_the_shipped_set():
    shipped = [p for p in FILES if p.is_relative_to(SETS[0])]
    assert len(shipped) >= 15, [p.name for p in shipped]


def test_it_has_unique_conversation_ids_across_the_sets():
    ids = Counter(_doc(p)["id"] for p in FILES)
    assert [i for i, n in ids.items() if n > 1] == []


@pytest.mark.parametrize("path", FILES, ids=_id)
def test_it_loads_as_a_conversation_a_provider_accepts(path):
    (conv,) = load_file(path)  # the lab's own loader: unknown fields, bad kinds, ranges
    doc = _doc(path)
    assert {m["role"] for m in doc["messages"]} <= ROLES
    assert doc["messages"][0]["role"] == "system"
    assert conversation_problems(conv.messages) == []
    for i, msg in enumerate(conv.messages):
        refs = {r.get("ref") for r in msg.tool_requests}
        if refs:
            after = conv.messages[i + 1] if i + 1 < len(conv.messages) else None
            assert after is not None and after.role == "tool", f"[{i}] requests not answered next"
            assert {r.get("ref") for r in after.tool_responses} == refs, f"[{i}] refs differ"
        if msg.role == "tool":
            assert all("toolResponse" in part for part in msg.content), f"[{i}] non-response part"


@pytest.mark.parametrize("path", FILES, ids=_id)
def test_it_has_well_formed_labels_and_stale_values(path):
    doc = _doc(path)
    labels, stale = doc["labels"], doc.get("stale", [])
    for items in (labels, stale):
        ids = Counter(item["id"] for item in items)
        assert [i for i, n in ids.items() if n > 1] == []
    for label in labels:
        assert label["kind"] in LABEL_KINDS, label["id"]
        evidence = label["evidence"]
        assert 1 <= len(evidence) <= 3, label["id"]
        assert all(isinstance(e, str) and e.strip() for e in evidence), label["id"]
    for item in stale:
        assert item["terms"] and all(isinstance(t, str) and t.strip() for t in item["terms"])


@pytest.mark.parametrize("path", FILES, ids=_id)
def test_it_places_every_label_where_its_evidence_is_complete(path):
    doc = _doc(path)
    texts = _texts(doc)
    wrong = []
    for label in doc["labels"]:
        at = _first(texts, label["evidence"])
        index = label["message_index"]
        excused = label["id"] in ESTABLISHED_LATER_THAN_EVIDENCE.get(doc["id"], {})
        if at is None or at > index or (at < index and not excused):
            wrong.append(f"{label['id']} at {index}, evidence complete at {at}")
    assert wrong == []


@pytest.mark.parametrize("path", FILES, ids=_id)
def test_it_places_every_stale_value_after_its_terms_appeared(path):
    doc = _doc(path)
    texts = _texts(doc)
    wrong = []
    for item in doc.get("stale", []):
        at = _first(texts, item["terms"])
        if at is None or at > item["message_index"]:
            wrong.append(f"{item['id']} at {item['message_index']}, terms complete at {at}")
    assert wrong == []


def test_it_excuses_only_labels_that_exist():
    """An excuse outlives its label unnoticed unless something checks it."""
    present = {(_doc(p)["id"], lab["id"]) for p in FILES for lab in _doc(p)["labels"]}
    excused = {(c, lab) for c, labels in ESTABLISHED_LATER_THAN_EVIDENCE.items() for lab in labels}
    assert excused <= present

"""Labels the lab derives for public data (SWE runs, tau-bench runs, LoCoMo samples),
through the engine's loader with ``derive_labels`` as its labeller."""

from __future__ import annotations

import json
from pathlib import Path

from compaction.engine import Conversation, Message, context_text, load_conversations
from evaluation.derive import derive_labels, label_problems, patch_symbols, salient_terms

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "formats"


def load_one(name: str) -> Conversation:
    [conv] = load_conversations(FIXTURES / name, labeller=derive_labels)
    return conv


def by_id(conv: Conversation) -> dict[str, dict]:
    return {label["id"]: label for label in conv.labels}


def test_it_places_every_derived_label_where_its_evidence_is():
    conversations = load_conversations(FIXTURES, labeller=derive_labels)
    derived = [c for c in conversations if c.source in ("mini-swe-agent", "tau-bench", "locomo")]
    assert len(derived) == 4 and all(c.labels for c in derived)
    for conv in conversations:
        assert label_problems(conv) == []


def test_it_finds_evidence_only_where_retention_scoring_can():
    # Scoring never reads a tool call's name (nor reasoning): evidence found only there
    # could never count as retained, so it does not establish a label either.
    call = {"toolRequest": {"name": "rebook_flight", "ref": "c1", "input": {"pnr": "QX7P2L"}}}
    messages = [
        Message.from_dict({"role": "user", "content": [{"text": "Change my trip please."}]}),
        Message.from_dict({"role": "model", "content": [{"reasoning": "use rebook"}, call]}),
    ]
    assert "rebook" not in context_text(messages)
    labels = [
        {"id": "name", "kind": "decision", "text": "", "evidence": ["rebook_flight"],
         "message_index": 1},
        {"id": "input", "kind": "decision", "text": "", "evidence": ["QX7P2L"],
         "message_index": 1},
    ]  # fmt: skip
    conv = Conversation(id="c", messages=messages, labels=labels)
    assert label_problems(conv) == ["label name: evidence not in the conversation"]


def test_it_names_a_label_set_before_its_evidence():
    conv = load_one("swe-mini.traj.json")
    first = conv.labels[0]
    conv.labels = [dict(first, message_index=first["message_index"] - 1)]
    assert label_problems(conv) == [
        f"label {first['id']}: evidence complete at message {first['message_index']}, "
        f"after message_index {first['message_index'] - 1}"
    ]


def test_it_derives_references_from_the_patch_only_when_mentioned_before_it():
    conv = load_one("swe-mini.traj.json")
    labels = by_id(conv)
    assert [(lab["evidence"], lab["message_index"]) for lab in labels.values()] == [
        (["tlib/core.py"], 4),  # first named in a (rejected) command
        (["tlib/core.py", "BaseTimeline"], 7),
        (["tlib/core.py", "_check_required_columns"], 7),
    ]
    assert all(lab["kind"] == "reference" for lab in conv.labels)
    # tlib/untouched_helpers.py appears only in the printed patch: no label.
    assert not any("untouched_helpers" in json.dumps(lab) for lab in conv.labels)


def test_it_names_files_and_enclosing_definitions_of_a_patch():
    patch = (
        "diff --git a/a/x.py b/a/x.py\n--- a/a/x.py\n+++ b/a/x.py\n"
        "@@ -1,4 +1,5 @@ class Outer:\n"
        "     def inner_method(self):\n"
        "+        return 1\n"
        "     def __init__(self):\n"
        "-        pass\n"
        "diff --git a/b.go b/b.go\n--- a/b.go\n+++ b/b.go\n"
        "@@ -1 +1 @@\n+func ServeHTTP(w http.ResponseWriter) {}\n"
    )
    assert patch_symbols(patch) == [("a/x.py", ["Outer", "inner_method"]), ("b.go", ["ServeHTTP"])]


def test_it_derives_the_user_goal_from_the_instruction():
    first, second = load_conversations(FIXTURES / "tau-airline.json", labeller=derive_labels)
    goal = by_id(first)["goal"]
    assert goal["kind"] == "user_goal"
    assert goal["text"].startswith("You are ava_chen_5521.")
    # Identifiers first, then names; "Chicago" is never said in the talk, so it is no evidence.
    assert goal["evidence"] == ["ava_chen_5521", "QX7P2L", "Boston"]
    assert goal["message_index"] == 3  # QX7P2L first appears in the user-details output
    assert by_id(second)["goal"]["evidence"] == ["ava_chen_5521", "M9ZK41"]


def test_it_makes_a_carried_out_gold_action_a_decision_and_a_missing_one_pending():
    first, second = load_conversations(FIXTURES / "tau-airline.json", labeller=derive_labels)
    done = by_id(first)["action-1"]
    assert done["kind"] == "decision"
    assert done["evidence"] == ["QX7P2L"]  # "change of plan" is a phrase, not an identifier
    assert done["message_index"] == 8  # the cancel_reservation call
    pending = by_id(second)["action-1"]
    assert pending["kind"] == "pending_action"
    assert pending["evidence"] == ["gift_card_8830412", "M9ZK41"]
    assert pending["message_index"] == 3


def test_it_derives_facts_from_locomo_observations():
    labels = by_id(load_one("locomo-mini.json"))
    assert labels["obs-1"]["evidence"] == ["Lisbon", "2021"]
    assert labels["obs-1"]["message_index"] == 2
    assert labels["obs-2"]["evidence"] == ["12", "Orquestra Gulbenkian"]
    assert labels["obs-3"] == {
        "id": "obs-3",
        "kind": "fact",
        "text": "Nora adopted a cat named Pickles.",
        "evidence": ["Pickles"],
        "message_index": 7,
    }
    # "Theo is busy but doing well." names only a speaker: nothing salient, no label.
    assert not any(lab["text"].startswith("Theo is busy") for lab in labels.values())


def test_it_keeps_qa_answers_said_verbatim_and_skips_adversarial_ones():
    labels = by_id(load_one("locomo-mini.json"))
    qa = {k: v for k, v in labels.items() if k.startswith("qa-")}
    assert sorted(qa) == ["qa-1", "qa-2", "qa-3"]  # qa-4 adversarial, qa-5 paraphrased
    assert qa["qa-2"]["evidence"] == ["12"]
    assert qa["qa-2"]["text"] == "How many years has Nora played cello? 12"
    assert qa["qa-3"]["message_index"] == 7


def test_it_finds_salient_terms_but_not_sentence_starts_or_stopwords():
    terms = [t for _, t in salient_terms("You fly from New York on May 20. Then call HAT136.")]
    assert terms == ["New York", "May 20", "HAT136"]

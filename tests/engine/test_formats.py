"""Loading conversations: format detection, exact conversions, and labels for public
formats only from the caller's labeller (the lab derives them: tests/evaluation)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from compaction.engine import EngineError, conversation_problems, validate_session_id
from compaction.engine.formats import (
    Conversation,
    InvalidConversation,
    detect_format,
    load_conversations,
    slugify,
)

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "formats"


def raw(name: str) -> object:
    return json.loads((FIXTURES / name).read_text())


def load_one(name: str) -> Conversation:
    [conv] = load_conversations(FIXTURES / name)
    return conv


def assert_valid(conv: Conversation) -> None:
    assert conversation_problems(conv.messages) == []
    assert validate_session_id(conv.id) == conv.id


# -- detection -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("labelled-tiny.json", "labelled"),
        ("genkit-messages.json", "genkit"),
        ("openai-chat.json", "openai"),
        ("swe-mini.traj.json", "mini-swe-agent"),
        ("tau-airline.json", "tau-bench"),
        ("locomo-mini.json", "locomo"),
    ],
)
def test_it_detects_each_format(name, kind):
    assert detect_format(raw(name)) == kind


def test_it_loads_every_fixture_as_a_valid_conversation():
    conversations = load_conversations(FIXTURES)
    assert len(conversations) == 8  # two tau-bench runs in one file
    for conv in conversations:
        assert_valid(conv)
    assert len({c.id for c in conversations}) == len(conversations)


def test_it_round_trips_through_to_dict():
    for conv in load_conversations(FIXTURES):
        [again] = load_conversations(conv.to_dict(), name=conv.id)
        assert again.to_dict() == conv.to_dict()


# -- our labelled format, genkit, OpenAI ---------------------------------------------------


def test_it_keeps_the_labelled_format_exactly():
    conv = load_one("labelled-tiny.json")
    assert conv.to_dict() == raw("labelled-tiny.json")
    assert conv.source == "authored"


def test_it_reads_a_genkit_message_list():
    conv = load_one("genkit-messages.json")
    assert [m.to_dict() for m in conv.messages] == raw("genkit-messages.json")
    assert conv.id == "genkit-messages"
    assert conv.title == "How many rows does the orders table have?"
    assert conv.labels == []


def test_it_reads_genkit_messages_one_per_line():
    conv = load_one("genkit-lines.jsonl")
    assert [m.to_dict() for m in conv.messages] == raw("genkit-messages.json")


def test_it_converts_an_openai_transcript():
    conv = load_one("openai-chat.json")
    first_call = conv.messages[2].to_dict()
    assert first_call == {
        "role": "model",
        "content": [
            {"text": "Checking the current version first."},
            {
                "toolRequest": {
                    "name": "kubectl",
                    "ref": "call_1",
                    "input": {"args": "get deploy payments-api -n staging"},
                }
            },
        ],
    }
    [response] = conv.messages[3].tool_responses
    assert response == {
        "name": "kubectl",
        "ref": "call_1",
        "output": "NAME           READY   IMAGE\npayments-api   3/3     payments-api:4.1.9",
    }
    assert [m.role for m in conv.messages] == [
        "system", "user", "model", "tool", "model", "user", "model", "tool", "model",
    ]  # fmt: skip


def test_it_accepts_a_bare_openai_list_with_a_name():
    [conv] = load_conversations(raw("openai-chat.json")["messages"], name="My Chat!")
    assert conv.id == "my-chat"
    assert conv.source == "openai"


# -- labels ----------------------------------------------------------------------------------


def test_it_derives_no_labels_for_public_formats_itself():
    public = [c for c in load_conversations(FIXTURES) if c.source != "authored"]
    assert {c.source for c in public} == {
        "genkit",
        "openai",
        "mini-swe-agent",
        "tau-bench",
        "locomo",
    }
    assert all(c.labels == [] for c in public)


def test_it_asks_the_labeller_for_each_conversation_of_a_public_format_with_its_document():
    calls = []

    def labeller(fmt, conv, document):
        calls.append((fmt, conv.id, document))
        return [{"id": f"{fmt}-1", "kind": "fact", "text": conv.id}]

    conversations = load_conversations(FIXTURES, labeller=labeller)
    by_conv = {c.id: c for c in conversations}
    tau_runs = raw("tau-airline.json")
    locomo = raw("locomo-mini.json")
    assert sorted((fmt, cid) for fmt, cid, _ in calls) == [
        ("locomo", "locomo-mini-conv-99"),
        ("mini-swe-agent", "tlib-tlib-1234"),
        ("tau-bench", "tau-airline-task-7-trial-0"),
        ("tau-bench", "tau-airline-task-8-trial-1"),
    ]
    documents = {cid: document for _, cid, document in calls}
    assert documents["tau-airline-task-8-trial-1"] == tau_runs[1]  # its own run, not the file
    assert documents["locomo-mini-conv-99"] == locomo[0]
    assert documents["tlib-tlib-1234"] == raw("swe-mini.traj.json")
    assert by_conv["tlib-tlib-1234"].labels == [
        {"id": "mini-swe-agent-1", "kind": "fact", "text": "tlib-tlib-1234"}
    ]
    # Our own format keeps its labels; plain message lists have nothing to label from.
    assert by_conv["tiny-labelled"].labels == raw("labelled-tiny.json")["labels"]
    assert by_conv["genkit-messages"].labels == []


# -- mini-swe-agent -------------------------------------------------------------------------


def test_it_turns_a_bash_block_into_a_tool_request():
    conv = load_one("swe-mini.traj.json")
    assert conv.messages[2].to_dict() == {
        "role": "model",
        "content": [
            {
                "text": "THOUGHT: I need to find where the Timeline class checks its required "
                "columns. Let me list the package first."
            },
            {"toolRequest": {"name": "bash", "ref": "call-1", "input": {"command": "ls tlib"}}},
        ],
    }


def test_it_keeps_the_observation_text_exactly_as_a_tool_response():
    data = raw("swe-mini.traj.json")
    conv = load_one("swe-mini.traj.json")
    assert conv.messages[3].to_dict() == {
        "role": "tool",
        "content": [
            {
                "toolResponse": {
                    "name": "bash",
                    "ref": "call-1",
                    "output": data["messages"][3]["content"],
                }
            }
        ],
    }
    # Timeouts and the printed patch are observations too, answering their own call.
    timeout, patch = conv.messages[11], conv.messages[13]
    assert timeout.tool_responses[0]["ref"] == conv.messages[10].tool_requests[0]["ref"]
    assert timeout.tool_responses[0]["output"] == data["messages"][11]["content"]
    assert patch.tool_responses[0]["output"] == data["info"]["submission"]


def test_it_keeps_the_task_as_the_only_user_message():
    conv = load_one("swe-mini.traj.json")
    data = raw("swe-mini.traj.json")
    assert [m.role for m in conv.messages].count("user") == 1
    assert conv.messages[1].to_dict() == {
        "role": "user",
        "content": [{"text": data["messages"][1]["content"]}],
    }
    assert conv.messages[0].text == data["messages"][0]["content"]


def test_it_answers_a_reply_with_two_bash_blocks_by_the_format_error():
    data = raw("swe-mini.traj.json")
    conv = load_one("swe-mini.traj.json")
    rejected, error = conv.messages[4], conv.messages[5]
    assert rejected.text == data["messages"][4]["content"]
    assert rejected.tool_requests == [{"name": "bash", "ref": "call-2", "input": {}}]
    assert error.tool_responses[0]["output"].startswith("Please always provide EXACTLY ONE")


def test_it_keeps_the_exact_multiline_command():
    conv = load_one("swe-mini.traj.json")
    command = conv.messages[8].tool_requests[0]["input"]["command"]
    assert command == (
        "sed -i '42a\\            missing = [c for c in required if c not in self.colnames]' "
        'tlib/core.py && python -c "import tlib"'
    )


def test_it_keeps_the_final_patch_and_instance_in_meta():
    conv = load_one("swe-mini.traj.json")
    data = raw("swe-mini.traj.json")
    assert conv.meta["submission"] == data["info"]["submission"]
    assert conv.meta["instance_id"] == "tlib__tlib-1234"
    assert conv.id == "tlib-tlib-1234"
    assert conv.title.startswith("tlib__tlib-1234: Timeline: misleading error")


# -- tau-bench ------------------------------------------------------------------------------


def test_it_makes_one_conversation_per_tau_bench_run():
    first, second = load_conversations(FIXTURES / "tau-airline.json")
    assert (first.id, second.id) == ("tau-airline-task-7-trial-0", "tau-airline-task-8-trial-1")
    assert first.meta["reward"] == 1.0
    assert first.messages[2].tool_requests == [
        {"name": "get_user_details", "ref": "call_a1", "input": {"user_id": "ava_chen_5521"}}
    ]
    assert first.messages[3].tool_responses[0]["name"] == "get_user_details"
    assert first.messages[-1].text == "Thanks! ###STOP###"


# -- LoCoMo ---------------------------------------------------------------------------------


def test_it_turns_locomo_sessions_into_alternating_messages():
    conv = load_one("locomo-mini.json")
    assert conv.id == "locomo-mini-conv-99"
    assert [m.role for m in conv.messages] == ["user", "model"] * 3 + ["model", "user", "model"]
    first = conv.messages[0]
    assert (
        first.text
        == "[session 1, 4:10 pm on 3 March, 2023]\nNora: Hi Theo! Long time no see. How are you?"
    )
    assert first.metadata == {
        "dia_id": "D1:1",
        "speaker": "Nora",
        "session": 1,
        "date_time": "4:10 pm on 3 March, 2023",
    }
    assert conv.messages[6].text.startswith("[session 2, 9:00 am on 20 April, 2023]\nTheo: ")
    assert conv.messages[4].text.endswith("[shares a photo: a photo of a cello on a stage]")


# -- helpers and errors -----------------------------------------------------------------------


def test_it_makes_ids_from_names():
    assert slugify("astropy__astropy-13033") == "astropy-astropy-13033"
    assert slugify("???") == "conversation"


def test_it_names_the_file_with_bad_json(tmp_path):
    bad = tmp_path / "broken.json"
    bad.write_text('{"messages": [')
    with pytest.raises(InvalidConversation, match=r"broken\.json: not valid JSON"):
        load_conversations(bad)


def test_it_names_the_file_and_field_of_a_bad_message(tmp_path):
    bad = tmp_path / "bad-role.json"
    bad.write_text(json.dumps([{"role": "robot", "content": [{"text": "hi"}]}]))
    with pytest.raises(InvalidConversation, match=r"bad-role\.json: messages\[0\]\.role"):
        load_conversations(bad)


def test_it_names_a_bad_label(tmp_path):
    doc = raw("labelled-tiny.json")
    doc["labels"][0]["kind"] = "wish"
    bad = tmp_path / "bad-label.json"
    bad.write_text(json.dumps(doc))
    with pytest.raises(InvalidConversation, match=r"bad-label\.json: labels\[0\]\.kind"):
        load_conversations(bad)


def test_it_refuses_a_label_pointing_past_the_messages():
    doc = raw("labelled-tiny.json")
    doc["labels"][0]["message_index"] = 99
    with pytest.raises(InvalidConversation, match=r"labels\[0\]\.message_index: 99 is outside"):
        load_conversations(doc, name="x")


def test_it_refuses_labels_on_openai_messages():
    doc = raw("labelled-tiny.json")
    doc["messages"] = raw("openai-chat.json")["messages"]
    with pytest.raises(InvalidConversation, match="labelled conversation needs genkit messages"):
        load_conversations(doc, name="x")


def test_it_says_what_a_non_conversation_file_contains(tmp_path):
    other = tmp_path / "results_summary.json"
    other.write_text(json.dumps({"source": "x", "instances": []}))
    with pytest.raises(InvalidConversation, match="not a conversation.*instances, source"):
        load_conversations(other)


def test_it_reports_a_missing_file():
    with pytest.raises(InvalidConversation, match="no such file"):
        load_conversations(FIXTURES / "nope.json")


def test_it_skips_bad_files_of_a_directory_only_when_asked(tmp_path):
    (tmp_path / "good.json").write_text((FIXTURES / "genkit-messages.json").read_text())
    (tmp_path / "bad.json").write_text("not json")
    (tmp_path / "notes.txt").write_text("ignored")
    with pytest.raises(InvalidConversation, match=r"bad\.json"):
        load_conversations(tmp_path)
    errors: list[InvalidConversation] = []
    conversations = load_conversations(tmp_path, errors=errors)
    assert [c.id for c in conversations] == ["good"]
    assert len(errors) == 1 and "bad.json" in str(errors[0])


def test_an_invalid_conversation_is_an_engine_error():
    assert issubclass(InvalidConversation, EngineError)
    with pytest.raises(InvalidConversation, match="empty list"):
        load_conversations([], name="empty")


def test_it_makes_duplicate_ids_unique():
    doc = raw("genkit-messages.json")
    conversations = load_conversations([{"id": "same", "messages": doc}] * 2, name="x")
    assert [c.id for c in conversations] == ["same", "same-2"]

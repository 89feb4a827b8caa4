"""Layer 1, micro_compact: placeholders for old tool results (and, opt-in, inputs/reasoning)."""

from __future__ import annotations

import json

from engine_builders import (
    FakeSummarizer,
    answer,
    big_output,
    call,
    result,
    system,
    tool_round,
    user,
)

from compaction.engine import CompactableMemory, Message, conversation_problems
from compaction.engine.micro import PLACEHOLDER_MARK, MicroCompactor, first_sentence, tool_status
from compaction.engine.spec import MicroCompactSpec
from compaction.engine.tokens import TokenEstimator

NO_AUTO = {"enabled": False}


def memory_for(make_memory, **micro) -> CompactableMemory:
    return make_memory(FakeSummarizer(), micro_compact=micro or True, auto_compact=NO_AUTO)


def two_turns(memory: CompactableMemory, sid: str = "s1") -> None:
    """Turn 1 has two big tool results; turn 2 has one."""
    memory.append(sid, system(), user("Find the warnings"))
    memory.append(sid, *tool_round("a"), *tool_round("b"), answer("Turn 1 done: 2 files."))
    memory.next_turn(sid)
    memory.append(sid, user("Now module c"), *tool_round("c"))


def outputs(memory: CompactableMemory, sid: str = "s1") -> dict[str, str]:
    return {r["ref"]: r["output"] for m in memory.context(sid) for r in m.tool_responses}


def test_it_leaves_the_current_turns_recent_results_at_next_turn(make_memory) -> None:
    memory = memory_for(make_memory)
    memory.append("s1", user("go"), *tool_round("a"), *tool_round("b"), answer("done"))
    before = memory.context("s1")
    turn = memory.next_turn("s1")
    assert memory.context("s1") == before
    assert not [e for e in turn.events if e["type"] == "micro_compact"]


def test_it_replaces_old_tool_results_by_a_placeholder(make_memory) -> None:
    memory = memory_for(make_memory)
    two_turns(memory)
    seq_a = next(
        e.seq
        for e in memory.context_entries("s1")
        if any(r["ref"] == "a" for r in e.message.tool_responses)
    )
    turn = memory.step("s1")
    out = outputs(memory)
    assert out["c"] == big_output(60, "c")  # current turn: untouched
    placeholder = out["a"]
    assert placeholder.startswith(f"{PLACEHOLDER_MARK}: archive://s1/{seq_a}]")
    assert "tool: bash (ref a)" in placeholder
    assert 'input: {"cmd":"run a"}' in placeholder
    assert "status: ok" in placeholder
    assert "60 lines" in placeholder
    original = TokenEstimator().count_text(big_output(60, "a"))
    assert f"size: {original} tokens" in placeholder
    assert "head: a line 0: src/module_0.py" in placeholder
    assert "tail: a line 58" in placeholder and "a line 59" in placeholder
    [event] = [e for e in turn.events if e["type"] == "micro_compact"]
    assert event["results"] == 2 and event["tokens_saved"] > 0 and "seq" in event
    assert event["refs"] == [f"archive://s1/{seq_a}", f"archive://s1/{seq_a + 2}"]
    entry = next(e for e in memory.context_entries("s1") if e.seq == seq_a)
    assert entry.kind == "placeholder"
    assert entry.message.memorylab == {
        "kind": "placeholder",
        "archive_ref": f"archive://s1/{seq_a}",
        "original_tokens": TokenEstimator().count(result("a", big_output(60, "a"))),
    }
    assert entry.tokens == TokenEstimator().count(entry.message)
    assert memory.context_tokens("s1") == sum(e.tokens for e in memory.context_entries("s1"))
    assert conversation_problems(memory.context("s1")) == []
    # The raw result is still in history and in the archive under that ref.
    assert memory.history("s1")[3] == result("a", big_output(60, "a"))
    rec = memory.archive.get("s1", seq_a)
    assert Message.from_dict(rec.data["message"]) == result("a", big_output(60, "a"))


def test_it_never_touches_user_system_or_final_answers(make_memory) -> None:
    memory = memory_for(make_memory, min_tokens=10)
    long = big_output(80, "prose")
    memory.append("s1", system(long), user(long), *tool_round("a"), answer(long))
    memory.next_turn("s1")
    memory.append("s1", user("next"), *tool_round("b"))
    memory.step("s1")
    ctx = memory.context("s1")
    assert [m.text for m in ctx if m.role in ("system", "user")][:2] == [long, long]
    assert ctx[4] == answer(long)
    assert PLACEHOLDER_MARK in outputs(memory)["a"]


def test_it_keeps_only_results_over_min_tokens(make_memory) -> None:
    memory = memory_for(make_memory, min_tokens=200)
    small = "\n".join(f"ok {i}" for i in range(20))  # well under 200 tokens
    memory.append("s1", user("go"), call("s"), result("s", small), *tool_round("big"))
    memory.next_turn("s1")
    memory.append("s1", user("more"), *tool_round("x"), *tool_round("y"), *tool_round("z"))
    memory.step("s1")
    out = outputs(memory)
    assert out["s"] == small
    assert PLACEHOLDER_MARK in out["big"]


def test_it_shows_error_status_and_exit_code() -> None:
    assert tool_status("all good") == ("ok", None)
    assert tool_status("Traceback (most recent call last):\n  ValueError") == ("error", None)
    assert tool_status("<returncode>2</returncode>\nboom") == ("error", 2)
    assert tool_status("done\nexit code: 0") == ("ok", 0)
    assert tool_status({"exit_code": 1, "stdout": "x"}) == ("error", 1)
    assert tool_status({"error": "denied"}) == ("error", None)


def test_it_puts_the_exit_code_in_the_placeholder(make_memory) -> None:
    memory = memory_for(make_memory)
    failing = big_output(40, "f") + "\n<returncode>3</returncode>"
    memory.append("s1", user("go"), call("f"), result("f", failing), answer("failed"))
    memory.next_turn("s1")
    memory.append("s1", user("again"))
    memory.step("s1")
    assert "status: error, exit code 3" in outputs(memory)["f"]


def test_it_is_idempotent(make_memory) -> None:
    memory = memory_for(make_memory)
    two_turns(memory)
    memory.step("s1")
    compacted = memory.context_entries("s1")
    again = memory.step("s1")
    assert memory.context_entries("s1") == compacted
    assert not [e for e in again.events if e["type"] == "micro_compact"]
    state = memory.state("s1")
    assert state is not None
    micro = MicroCompactor(memory.spec.micro_compact, memory.estimator)
    assert not micro.compact(state, "s1").changed
    assert state.entries == compacted


def test_it_does_nothing_when_disabled(make_memory) -> None:
    memory = make_memory(FakeSummarizer(), micro_compact=False, auto_compact=NO_AUTO)
    two_turns(memory)
    memory.step("s1")
    memory.next_turn("s1")
    assert PLACEHOLDER_MARK not in json.dumps([m.to_dict() for m in memory.context("s1")])


def test_it_waits_until_it_can_clear_at_least_the_batch(make_memory) -> None:
    one = TokenEstimator().count_text(big_output(60, "r0"))
    memory = memory_for(
        make_memory, clear_at_least_tokens=int(one * 2.5), keep_recent_tool_results=1
    )
    memory.append("s1", user("go"))
    compacted_at = []
    for i in range(6):
        memory.append("s1", *tool_round(f"r{i}"))
        step = memory.step("s1")
        if any(e["type"] == "micro_compact" for e in step.events):
            compacted_at.append(i)
    # r0..r2 become clearable at step 3 (three results behind the kept one): one batch.
    assert compacted_at[0] == 3
    out = outputs(memory)
    assert all(PLACEHOLDER_MARK in out[f"r{i}"] for i in range(3))
    assert out["r5"] == big_output(60, "r5")


def test_it_applies_by_recency_inside_one_long_turn(make_memory) -> None:
    memory = memory_for(make_memory)
    memory.append("s1", user("fix the build"))
    for i in range(12):
        memory.append("s1", *tool_round(f"t{i}"))
        memory.step("s1")
        assert conversation_problems(memory.context("s1")) == []
    out = outputs(memory)
    assert [PLACEHOLDER_MARK in out[f"t{i}"] for i in range(12)] == [True] * 9 + [False] * 3
    state = memory.state("s1")
    assert state is not None and state.turn == 1
    raw = TokenEstimator().count_all(memory.history("s1"))
    assert memory.context_tokens("s1") < raw / 2


def test_it_respects_keep_recent_tool_results_zero(make_memory) -> None:
    memory = memory_for(make_memory, keep_recent_tool_results=0)
    memory.append("s1", user("go"), *tool_round("a"))
    memory.step("s1")
    assert PLACEHOLDER_MARK in outputs(memory)["a"]


def test_it_counts_parallel_results_in_one_message(make_memory) -> None:
    memory = memory_for(make_memory, keep_recent_tool_results=2)
    req = Message.from_dict(
        {
            "role": "model",
            "content": [
                {"toolRequest": {"name": "read", "ref": r, "input": {"path": f"{r}.py"}}}
                for r in ("p", "q")
            ],
        }
    )
    resp = Message.from_dict(
        {
            "role": "tool",
            "content": [
                {"toolResponse": {"name": "read", "ref": r, "output": big_output(50, r)}}
                for r in ("p", "q")
            ],
        }
    )
    memory.append("s1", user("read both"), *tool_round("old"), req, resp)
    memory.step("s1")
    out = outputs(memory)
    assert PLACEHOLDER_MARK in out["old"]
    assert out["p"] == big_output(50, "p") and out["q"] == big_output(50, "q")


def file_write(ref: str, text: str = "") -> Message:
    return call(
        ref, name="write_file", text=text, path=f"src/{ref}.py", content=big_output(80, ref)
    )


def test_it_keeps_tool_inputs_and_reasoning_by_default(make_memory) -> None:
    memory = memory_for(make_memory)
    reasoning = "I will rewrite the module. " + "It has many parts to consider carefully. " * 20
    memory.append(
        "s1", user("write it"), file_write("w", reasoning), result("w", "written"), answer("done")
    )
    memory.next_turn("s1")
    memory.append("s1", user("next"))
    memory.step("s1")
    assert memory.context("s1")[1] == file_write("w", reasoning)


def test_it_shortens_old_tool_inputs_when_enabled(make_memory) -> None:
    memory = memory_for(make_memory, compact_tool_inputs=True)
    memory.append("s1", user("write it"), file_write("w"), result("w", "written"), answer("ok"))
    memory.next_turn("s1")
    memory.append("s1", user("next"), file_write("v"), result("v", "written"))
    seq_w = memory.context_entries("s1")[1].seq
    memory.step("s1")
    ctx = memory.context("s1")
    [req] = ctx[1].tool_requests
    assert req["name"] == "write_file" and req["ref"] == "w"
    assert req["input"]["path"] == "src/w.py"
    content = req["input"]["content"]
    assert content.startswith(big_output(80, "w")[:100])
    assert f"full input: archive://s1/{seq_w}" in content
    assert len(content) < 300
    assert ctx[5] == file_write("v")  # the current turn's call stays whole
    assert conversation_problems(ctx) == []


def test_it_shortens_old_reasoning_to_its_first_sentence_when_enabled(make_memory) -> None:
    memory = memory_for(make_memory, compact_reasoning=True)
    reasoning = "The config key retries is wrong. " + "Let me look at every caller first. " * 15
    memory.append("s1", user("go"), call("a", text=reasoning), result("a", "x"), answer(reasoning))
    memory.next_turn("s1")
    memory.append("s1", user("next"))
    seq = memory.context_entries("s1")[1].seq
    memory.step("s1")
    ctx = memory.context("s1")
    assert ctx[1].text == "The config key retries is wrong. [reasoning compacted]"
    # The way back to the full reasoning is in the metadata, not in the tokens.
    assert ctx[1].memorylab["archive_ref"] == f"archive://s1/{seq}"
    assert ctx[1].tool_requests == call("a").tool_requests
    assert ctx[3] == answer(reasoning)  # a final answer is never shortened
    assert first_sentence("No period here\nsecond line") == "No period here"


def test_it_leaves_markup_and_the_exit_code_out_of_the_preview(make_memory) -> None:
    memory = memory_for(make_memory)
    output = "<returncode>0</returncode>\n<output>\n" + big_output(40, "m") + "\n</output>"
    memory.append("s1", user("go"), call("a"), result("a", output), answer("done"))
    memory.next_turn("s1")
    memory.append("s1", user("next"))
    memory.step("s1")
    placeholder = outputs(memory)["a"]
    assert "status: ok, exit code 0" in placeholder
    assert "head: m line 0" in placeholder and "tail: m line 38" in placeholder
    assert "<output>" not in placeholder and "returncode" not in placeholder.split("status")[1]


def test_it_skips_entries_it_already_checked_on_the_next_step(make_memory) -> None:
    memory = memory_for(make_memory)
    memory.append("s1", user("go"))
    for i in range(6):
        memory.append("s1", call(f"c{i}"), result(f"c{i}", "short"))
        memory.step("s1")
    state = memory.state("s1")
    assert state is not None and state.micro_checked >= 6
    # A large result arriving later is still compacted once it falls out of the window.
    memory.append("s1", call("big"), result("big", big_output(60, "b")))
    for i in range(4):
        memory.append("s1", call(f"d{i}"), result(f"d{i}", "short"))
        memory.step("s1")
    assert PLACEHOLDER_MARK in outputs(memory)["big"]


def test_it_compacts_inside_the_micro_compactor_without_a_memory() -> None:
    spec = MicroCompactSpec(keep_recent_tool_results=1)
    micro = MicroCompactor(spec, TokenEstimator())
    from compaction.engine.state import Entry, SessionState

    state = SessionState("s9", turn=1)
    for seq, msg in enumerate([user("go"), *tool_round("a"), *tool_round("b")], start=1):
        state.add(Entry(message=msg, tokens=TokenEstimator().count(msg), turn=1, seq=seq))
    before = state.tokens
    res = micro.compact(state, "s9")
    assert res.results_compacted == 1 and res.refs == ["archive://s9/3"]
    assert state.tokens == before - res.tokens_saved
    assert state.tokens == sum(e.tokens for e in state.entries)

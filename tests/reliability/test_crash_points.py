"""Exactly once through crashes, one deterministic crash at a time: a process driving a
session through ``sessions.services`` dies (``os._exit``, as a SIGKILL) at a named point
of the protocol; a new process then sends what was not acknowledged again, with the same
Idempotency-Keys, as an agent does. Every message comes out exactly once, and the
archive, the index, the history and the context agree. On SQLite here, with both archive
backends (files: JSONL, what a crash left is voided; database: records in the state's
transaction, a crash leaves nothing); the random kill loop (test_kill_loop.py) runs the
same on PostgreSQL too."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from .crashkit import assert_consistent, child, clean_env, crash_then_retry, sent_messages

SID = "s"
QUIET = {"micro_compact": False, "auto_compact": {"enabled": False}}


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A migrated SQLite database, copied for each test (migrating takes seconds)."""
    build = tmp_path_factory.mktemp("template")
    code, _, err = child(clean_env(build), [{"op": "migrate"}])
    assert code == 0, err
    return build / "memorylab.sqlite3"


@pytest.fixture(params=["files", "database"])
def env(request: pytest.FixtureRequest, template: Path, tmp_path: Path) -> dict[str, str]:
    shutil.copy(template, tmp_path / "memorylab.sqlite3")
    return clean_env(tmp_path, MEMORYLAB_ARCHIVE_BACKEND=request.param)


def on_files(env: dict[str, str]) -> bool:
    return env["MEMORYLAB_ARCHIVE_BACKEND"] == "files"


def check_backend(env: dict[str, str], ins: dict[str, Any]) -> None:
    """The database backend writes no file and never has anything to void."""
    if not on_files(env):
        assert ins["files"] == [] and ins["voided"] == [] and aborts(ins) == []


def text(i: int, pad: int = 120) -> dict[str, Any]:
    return {"role": "user", "content": [{"text": f"message {i} " + "x" * pad}]}


def tool_round(i: int) -> list[dict[str, Any]]:
    out = "\n".join(f"{i}: src/mod_{j}.py:{j} warning W{j:03d} unused import" for j in range(60))
    return [
        {"role": "user", "content": [{"text": f"round {i}: why is the build red?"}]},
        {
            "role": "model",
            "content": [{"toolRequest": {"name": "make", "ref": f"c{i}", "input": {}}}],
        },
        {
            "role": "tool",
            "content": [{"toolResponse": {"name": "make", "ref": f"c{i}", "output": out}}],
        },
        {
            "role": "model",
            "content": [{"text": f"Round {i}: the lint step fails on unused imports."}],
        },
    ]


def appends(n: int, *, keys: bool = True, start: int = 0) -> list[dict[str, Any]]:
    return [
        {
            "op": "append",
            "id": SID,
            "messages": [text(2 * i), text(2 * i + 1)],
            **({"key": f"k{i}"} if keys else {}),
        }
        for i in range(start, start + n)
    ]


def create(spec: dict[str, Any]) -> dict[str, Any]:
    return {"op": "create", "id": SID, "spec": spec}


def voided_seqs(ins: dict[str, Any]) -> list[int]:
    return [s for a, b in ins["voided"] for s in range(a, b + 1)]


def aborts(ins: dict[str, Any]) -> list[int]:
    return [line["seq"] for line in ins["lines"] if line.get("type") == "abort"]


@pytest.mark.parametrize(
    ("point", "spec", "left_behind"),
    [
        # Nothing reached the file: nothing to void.
        ("archive.before_write#3", QUIET, False),
        # Written (the page cache keeps it through the crash), never committed.
        ("archive.after_write#3", QUIET, True),
        # Written and on disk (fsync: always), never committed.
        ("archive.after_fsync#3", {**QUIET, "archive": {"fsync": "always"}}, True),
        # Everything done but the commit.
        ("txn.before_commit#3", QUIET, True),
    ],
    ids=["before-write", "after-write", "after-fsync", "before-commit"],
)
def test_it_applies_a_retried_append_once_after_a_crash_before_the_commit(
    env, point, spec, left_behind
):
    script = [create(spec), *appends(6)]
    before, after, ins = crash_then_retry(env, script, point, SID)
    assert len(before) == 3  # create and two appends were acknowledged
    assert ins["history"] == sent_messages(script)  # each message once, in order
    assert ins["keys"] == [f"k{i}" for i in range(6)]
    assert not any(r["result"].get("replayed") for r in after)
    if left_behind and on_files(env):
        # The crashed attempt's two records are voided by one abort record, not reused.
        assert voided_seqs(ins) == [5, 6] and aborts(ins) == [7]
        assert after[0]["result"]["seqs"] == [8, 9]
    else:
        # Nothing reached the archive, or (database) it rolled back with the state.
        assert ins["voided"] == [] and after[0]["result"]["seqs"] == [5, 6]
    check_backend(env, ins)
    assert_consistent(ins)


def test_it_answers_a_retry_after_a_crash_after_the_commit_from_the_first_response(env):
    script = [create(QUIET), *appends(6)]
    before, after, ins = crash_then_retry(env, script, "txn.after_commit#3", SID)
    assert len(before) == 3
    # The third append committed but its answer never left: the retry gets that answer.
    assert after[0]["result"]["replayed"] is True and after[0]["result"]["seqs"] == [5, 6]
    assert ins["history"] == sent_messages(script)
    assert ins["voided"] == []
    check_backend(env, ins)
    assert_consistent(ins)


def test_it_keeps_history_context_and_index_in_agreement_without_a_key(env):
    # Without a key a retry of a committed append applies twice, and everything says so.
    script = [create(QUIET), *appends(4, keys=False)]
    _, after, ins = crash_then_retry(env, script, "txn.after_commit#2", SID)
    twice = script[2]["messages"]
    sent = sent_messages(script)
    assert ins["history"] == sent[:4] + twice + sent[4:]
    assert [e["message"] for e in ins["context"]] == ins["history"]
    check_backend(env, ins)
    assert_consistent(ins)
    # And a crash before the commit still applies it once.
    code, _, _ = child(env, appends(1, keys=False, start=10), crash="txn.before_commit")
    assert code != 0
    code, results, err = child(
        env, [*appends(1, keys=False, start=10), {"op": "inspect", "id": SID}]
    )
    assert code == 0, err
    ins = results[-1]["result"]
    assert ins["history"][-3:] == [sent[-1], text(20), text(21)]
    assert [e["message"] for e in ins["context"]] == ins["history"]
    check_backend(env, ins)
    assert_consistent(ins)


@pytest.mark.parametrize("point", ["archive.rotate.before_rename", "archive.rotate.after_rename"])
def test_it_applies_a_retried_append_once_after_a_crash_during_rotation(env, point):
    spec = {**QUIET, "archive": {"rotate_bytes": 2000}}
    script = [create(spec), *appends(12)]
    before, _, ins = crash_then_retry(env, script, point, SID)
    assert 1 < len(before) < len(script)
    assert ins["history"] == sent_messages(script)
    assert any(file.startswith(".rotated/") for _, _, file in ins["index"])
    if on_files(env):
        assert voided_seqs(ins), "the append that rotated never committed"
    check_backend(env, ins)
    assert_consistent(ins)


def test_it_applies_a_manual_compaction_once_after_a_crash_during_it(env):
    script = [
        create({"micro_compact": False, "auto_compact": {"enabled": False}}),
        {"op": "append", "id": SID, "messages": tool_round(1), "key": "r1"},
        {"op": "turn", "id": SID},
        {"op": "append", "id": SID, "messages": tool_round(2), "key": "r2"},
        {"op": "compact", "id": SID},
        {"op": "append", "id": SID, "messages": tool_round(3), "key": "r3"},
    ]
    before, after, ins = crash_then_retry(env, script, "archive.after_write@manual_compact", SID)
    assert [r["op"] for r in before] == ["create", "append", "turn", "append"]
    # The summary was archived, the state never saw it: voided, then done again once.
    assert after[0]["op"] == "compact" and after[0]["result"]["ok"]
    kinds = [kind for _, kind, _ in ins["index"]]
    assert kinds.count("manual_compact") == 1 and ins["compactions"] == 1
    # Files: the crashed summary stays in the file, voided; database: it rolled back.
    written = 2 if on_files(env) else 1
    assert [line["type"] for line in ins["lines"]].count("manual_compact") == written
    assert (
        after[0]["result"]["archive_ref"]
        == f"archive://{SID}/{ins['index'][kinds.index('manual_compact')][0]}"
    )
    assert ins["history"] == sent_messages(script)
    assert ins["context"][0]["kind"] == "summary"
    check_backend(env, ins)
    assert_consistent(ins)


def test_it_applies_an_auto_compaction_once_after_a_crash_during_a_step(env):
    spec = {
        "micro_compact": False,
        "auto_compact": {"threshold_tokens": 900, "min_saving_tokens": 100},
    }
    script = [create(spec)]
    for i in range(1, 4):
        script += [
            {"op": "append", "id": SID, "messages": tool_round(i), "key": f"r{i}"},
            {"op": "step", "id": SID},
        ]
    before, after, ins = crash_then_retry(env, script, "archive.after_write@auto_compact", SID)
    assert before[-1]["op"] == "append"
    assert any(e["type"] == "auto_compact" for e in after[0]["result"]["events"])
    kinds = [kind for _, kind, _ in ins["index"]]
    assert kinds.count("auto_compact") == ins["compactions"] >= 1
    assert ins["history"] == sent_messages(script)
    check_backend(env, ins)
    assert_consistent(ins)


def test_it_voids_what_a_crash_left_even_when_the_next_request_is_a_retry_that_replays(env):
    # The crash happens in the retry's own reconciliation: the abort record is itself
    # never committed; the next transaction voids it with the rest. Seqs never go back.
    script = [create(QUIET), *appends(4)]
    code, before, _ = child(env, script, crash="archive.after_write#2")
    assert code != 0 and len(before) == 2
    code, _, _ = child(env, script[len(before) :], crash="txn.before_commit")
    assert code != 0
    code, results, err = child(env, [*script[len(before) :], {"op": "inspect", "id": SID}])
    assert code == 0, err
    ins = results[-1]["result"]
    assert ins["history"] == sent_messages(script)
    assert len(aborts(ins)) == (2 if on_files(env) else 0)
    check_backend(env, ins)
    assert_consistent(ins)

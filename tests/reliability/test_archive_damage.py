"""Damage in the middle of an archive file: a running writer refuses to append instead of
"fixing" the tail; a repair keeps every intact record (also records glued into a damaged
line), says exactly what it could not keep, and numbering never goes back, so an
``archive://`` reference handed out earlier never names another record. Then the same
through the API (documented 4xx codes, no server path in any message) and the
``archive_repair`` command."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from compaction.engine import ArchiveCorrupted, CompactableMemory, MemorySpec
from compaction.engine.archive import JsonlArchive, NewRecord
from tests.archive_lines import archive_line


def records(n: int, start: int = 0) -> list[NewRecord]:
    return [
        NewRecord("message", 1, {"message": {"role": "user", "content": [{"text": f"m{i}"}]}})
        for i in range(start, start + n)
    ]


def filled(tmp_path: Path, n: int = 10) -> tuple[JsonlArchive, Path, list[bytes]]:
    archive = JsonlArchive(tmp_path)
    for i in range(n):
        archive.append("s", records(1, i))
    path = tmp_path / "s.jsonl"
    return archive, path, path.read_bytes().splitlines(keepends=True)


def seqs_on_disk(path: Path) -> list[int]:
    out = []
    for line in path.read_bytes().splitlines(keepends=True):
        obj = archive_line(line)
        assert obj is not None, f"a bad line is left: {line[:60]!r}"
        out.append(obj["seq"])
    return out


# -- a running writer ---------------------------------------------------------------------


def test_it_refuses_to_append_after_a_middle_line_changed_length(tmp_path):
    archive, path, lines = filled(tmp_path)
    # By hand, in another process: one acknowledged line gets longer.
    lines[4] = lines[4].replace(b'"m4"', b'"m4, edited by hand"')
    path.write_bytes(b"".join(lines))
    damaged = path.read_bytes()
    with pytest.raises(ArchiveCorrupted) as info:
        archive.append("s", records(1, 10))
    message = str(info.value)
    assert "archive_repair s" in message and "after seq 4" in message
    assert str(tmp_path) not in message  # the archive-relative name only
    # Nothing was cut, glued or appended: the file is as the damage left it.
    assert path.read_bytes() == damaged
    assert not Path(f"{path}.broken").exists()


def test_it_refuses_to_append_after_a_same_length_edit_in_the_middle(tmp_path):
    archive, path, lines = filled(tmp_path)
    lines[6] = lines[6].replace(b'"m6"', b'"zz"')
    os.utime(path, ns=(0, 0))  # whatever the clock says: the file changed
    path.write_bytes(b"".join(lines))
    with pytest.raises(ArchiveCorrupted, match="after seq 6"):
        archive.append("s", records(1, 10))


def test_it_catches_up_with_appends_of_another_writer(tmp_path):
    archive, path, _ = filled(tmp_path, 3)
    other = JsonlArchive(tmp_path)
    other.append("s", records(2, 3))
    assert [r.seq for r in archive.append("s", records(1, 5))] == [6]
    assert seqs_on_disk(path) == [1, 2, 3, 4, 5, 6]


# -- repair -------------------------------------------------------------------------------


def test_it_repairs_the_cut_and_glued_line_keeping_the_record_after_it(tmp_path):
    # What an old writer's tail trimming did: cut line 5 and glue line 6 onto it.
    _, path, lines = filled(tmp_path)
    lines[4] = lines[4][:40] + lines[5]
    del lines[5]
    path.write_bytes(b"".join(lines))
    report = JsonlArchive(tmp_path).repair("s")
    assert report.salvaged == 1 and report.lost == [5]
    [damaged] = report.damaged
    assert (damaged.line, damaged.seq, damaged.salvaged) == (5, 5, [6])
    assert Path(f"{path}.broken").read_bytes().startswith(lines[4][:40])
    reader = JsonlArchive(tmp_path)
    assert [r.seq for r in reader.read("s")] == [1, 2, 3, 4, 6, 7, 8, 9, 10, 11]
    assert reader.get("s", 11).type == "repair" and reader.get("s", 11).data["lost"] == [5]


def test_it_keeps_both_records_of_two_glued_lines(tmp_path):
    _, path, lines = filled(tmp_path)
    lines[2] = lines[2].rstrip(b"\n") + lines[3]  # a lost newline
    del lines[3]
    path.write_bytes(b"".join(lines))
    report = JsonlArchive(tmp_path).repair("s")
    assert report.lost == [] and report.salvaged == 2
    assert report.damaged[0].salvaged == [3, 4]
    assert [r.seq for r in JsonlArchive(tmp_path).read("s") if r.type == "message"] == list(
        range(1, 11)
    )


def test_it_never_reuses_the_seq_of_a_record_it_could_not_keep(tmp_path):
    _, path, lines = filled(tmp_path, 5)
    lines[4] = lines[4].replace(b'"m4"', b'"m4!!"')  # the last line, complete, damaged
    path.write_bytes(b"".join(lines))
    report = JsonlArchive(tmp_path).repair("s")
    assert report.lost == [5] and report.marker == 6
    archive = JsonlArchive(tmp_path)
    [rec] = archive.append("s", records(1, 5))
    assert rec.seq == 7  # archive://s/5 stays a lost record, never a new one
    # A floor from outside (the database's last committed seq) is respected too.
    report = JsonlArchive(tmp_path).repair("s", floor=20, known={5: "message", 19: "message"})
    assert report.lost == [5, 19] and report.marker == 21


def test_it_reports_lost_records_a_garbage_line_does_not_name(tmp_path):
    _, path, lines = filled(tmp_path, 4)
    lines[1] = b"\x00\x00garbage\n"
    path.write_bytes(b"".join(lines))
    report = JsonlArchive(tmp_path).repair("s", known={1: "a", 2: "b", 3: "c", 4: "d"})
    assert report.damaged[0].seq is None and report.lost == [2]


def test_it_skips_records_an_abort_voided_in_every_read(tmp_path):
    archive = JsonlArchive(tmp_path, rotate_bytes=900)
    archive.append("v", records(3))
    archive.append("v", records(2, 3))  # seqs 4, 5: a transaction that never committed
    archive.append("v", [NewRecord("abort", 1, {"first": 4, "last": 5})])
    archive.append("v", records(4, 5))
    assert archive.segments("v"), "the voided records were rotated away"
    fresh = JsonlArchive(tmp_path)
    read = [r.data["message"]["content"][0]["text"] for r in fresh.read("v") if r.type == "message"]
    assert read == [f"m{i}" for i in (0, 1, 2, 5, 6, 7, 8)]
    assert [r.seq for r in fresh.read("v", 4, 7)] == [6, 7]
    assert len(list(fresh.read("v", include_aborted=True))) == 10
    spec = MemorySpec.from_dict({"archive": {"path": str(tmp_path)}})
    memory = CompactableMemory(spec, archive=fresh)
    assert [m.text for m in memory.history("v")] == [f"m{i}" for i in (0, 1, 2, 5, 6, 7, 8)]


# -- through the API and the command -------------------------------------------------------


@pytest.fixture
def damaged_session(api_client_alice, settings):
    from tests.api.helpers import user_text

    api = api_client_alice
    assert api.post("/sessions", {"id": "d"}).status_code == 201
    for i in range(6):
        r = api.post("/sessions/d/messages", {"messages": [user_text(f"message {i}")]})
        assert r.status_code == 200 and r.json()["archived"]
    path = Path(settings.MEMORYLAB_ARCHIVE_DIR) / "d.jsonl"
    lines = path.read_bytes().splitlines(keepends=True)
    lines[2] = lines[2].replace(b"message 2", b"message 2, changed by hand")
    path.write_bytes(b"".join(lines))
    return api, path


@pytest.fixture
def api_client_alice(client, alice_token):
    from tests.api.helpers import Api

    return Api(client, alice_token)


def test_it_refuses_an_append_to_a_damaged_archive_naming_the_repair(damaged_session, settings):
    from tests.api.helpers import user_text

    api, path = damaged_session
    before = path.read_bytes()
    r = api.post("/sessions/d/messages", {"messages": [user_text("after the damage")]})
    assert r.status_code == 409, r.content
    body = r.json()
    assert body["code"] == "archive_corrupted"
    assert "python manage.py archive_repair d" in body["message"]
    assert str(settings.MEMORYLAB_ARCHIVE_DIR) not in r.content.decode()
    assert path.read_bytes() == before
    assert api.get("/sessions/d/context").json()["messages"][-1] == user_text("message 5")
    for step in ("steps", "turns", "compact"):
        r = api.post(f"/sessions/d/{step}", {})
        assert r.status_code == 409 and r.json()["code"] == "archive_corrupted", step


def test_it_answers_reads_of_a_damaged_archive_with_a_documented_code(damaged_session, settings):
    api, _ = damaged_session
    for url in ("/sessions/d/history", "/archive/d/3"):
        r = api.get(url)
        assert r.status_code == 409, (url, r.content)
        assert r.json()["code"] == "archive_corrupted"
        assert "archive_repair d" in r.json()["message"]
        assert str(settings.MEMORYLAB_ARCHIVE_DIR) not in r.content.decode()
    assert api.get("/archive/d/2").status_code == 200  # intact records still read


def test_the_repair_command_keeps_every_intact_record_and_names_the_lost_one(
    damaged_session, capsys, client, alice
):
    from tests.api.helpers import user_text

    api, path = damaged_session
    call_command("archive_repair", "d", "--json")
    report = json.loads(capsys.readouterr().out)["d"]
    assert report["kept"] == 5 and report["lost"] == [3]
    assert report["lost_records"] == [{"seq": 3, "was": "message, turn 1"}]
    assert report["damaged"][0]["line"] == 3 and report["marker"] == 7
    history = api.get("/sessions/d/history").json()["items"]
    assert history == [user_text(f"message {i}") for i in (0, 1, 3, 4, 5)]
    assert api.get("/archive/d/3").status_code == 404
    r = api.post("/sessions/d/messages", {"messages": [user_text("after the repair")]})
    assert r.status_code == 200 and r.json()["seqs"] == [8]
    call_command("archive_repair", "d")
    out = capsys.readouterr().out
    assert "kept 7 records" in out and "nothing was damaged" in out
    # The dashboard shows the repair in the session's timeline, and only intact messages.
    client.force_login(alice)
    page = client.get("/sessions/d/").content.decode()
    assert '<span class="badge repair">repair</span>' in page
    assert "message 2, changed by hand" not in page and "message 3" in page


def test_the_repair_command_refuses_an_unknown_session(db, settings):
    with pytest.raises(CommandError, match="no session 'ghost'"):
        call_command("archive_repair", "ghost")
    with pytest.raises(CommandError, match="invalid session id"):
        call_command("archive_repair", "../etc")


def test_it_refuses_to_write_over_records_the_archive_lost(api_client_alice, settings, capsys):
    # Power lost the page cache (archive.fsync turn): the database committed seqs that the
    # file no longer has. Writing on would give their seqs to new messages.
    from tests.api.helpers import user_text

    api = api_client_alice
    api.post("/sessions", {"id": "l"})
    for i in range(4):
        api.post("/sessions/l/messages", {"messages": [user_text(f"m{i}")]})
    path = Path(settings.MEMORYLAB_ARCHIVE_DIR) / "l.jsonl"
    lines = path.read_bytes().splitlines(keepends=True)
    path.write_bytes(b"".join(lines[:2]))
    r = api.post("/sessions/l/messages", {"messages": [user_text("m4")]})
    assert r.status_code == 409 and r.json()["code"] == "archive_corrupted"
    assert "seq 4 was committed" in r.json()["message"]
    call_command("archive_repair", "l")
    out = capsys.readouterr().out
    assert "could not keep archive://l/3 (message, turn 1)" in out
    assert "could not keep archive://l/4 (message, turn 1)" in out
    assert "recorded as archive://l/5" in out
    r = api.post("/sessions/l/messages", {"messages": [user_text("m4")]})
    assert r.json()["seqs"] == [6]  # after the repair record (5), never 3 or 4 again

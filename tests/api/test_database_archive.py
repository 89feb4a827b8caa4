"""The database archive backend (MEMORYLAB_ARCHIVE_BACKEND=database): every archive
feature the files backend has — appends, archive:// references, history, the index,
rotation, retention, export to JSONL, memory_all_by_session_id — with records in the
database and no file in MEMORYLAB_ARCHIVE_DIR."""

from __future__ import annotations

import io
import json
import time
from pathlib import Path

import pytest
from django.core.management import call_command
from django.db import transaction

from compaction.engine import JsonlArchive, parse_ref
from sessions import services
from sessions.archives import archive_backend
from sessions.models import AgentSession, ArchiveEntry

from .helpers import assert_error, model_text, tool_call, tool_result, user_text

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def database_backend(settings):
    settings.MEMORYLAB_ARCHIVE_BACKEND = "database"


def no_files(settings) -> bool:
    root = Path(settings.MEMORYLAB_ARCHIVE_DIR)
    return not root.exists() or not any(root.rglob("*"))


def tool_session(api, sid: str = "s", calls: int = 6, spec: dict | None = None) -> list[dict]:
    api.post("/sessions", {"id": sid, **({"spec": spec} if spec else {})})
    sent = [user_text("Find why the nightly export failed; keep the retry limit at 5.")]
    for i in range(calls):
        sent += [
            tool_call("grep", f"g{i}", {"pattern": "ERROR", "file": f"export-{i}.log"}),
            tool_result("grep", f"g{i}", f"ERROR disk quota exceeded on /data/{i}\n" * 40),
        ]
    sent.append(model_text("The export failed because the /data quota was exceeded."))
    for msg in sent:
        assert api.post(f"/sessions/{sid}/messages", {"messages": [msg]}).status_code == 200
        assert api.post(f"/sessions/{sid}/steps").status_code == 200
    return sent


def test_it_keeps_appends_in_the_database_and_writes_no_file(api, settings):
    api.post("/sessions", {"id": "s"})
    r = api.post("/sessions/s/messages", {"messages": [user_text("one"), model_text("two")]})
    assert r.status_code == 200, r.content
    assert r.json()["seqs"] == [1, 2] and r.json()["archived"] is True
    rows = list(ArchiveEntry.objects.filter(session_id="s").order_by("seq"))
    assert [(e.seq, e.type, e.data["message"]["content"][0]["text"]) for e in rows] == [
        (1, "message", "one"),
        (2, "message", "two"),
    ]
    assert all(e.crc and e.txn for e in rows)
    assert no_files(settings)


def test_it_resolves_archive_references_of_placeholders_and_summaries(api, settings):
    sent = tool_session(api)
    context = api.get("/sessions/s/context").json()["messages"]
    placeholders = [
        part["toolResponse"]["output"]
        for m in context
        for part in m["content"]
        if "toolResponse" in part and "archive://" in str(part["toolResponse"]["output"])
    ]
    assert placeholders, "micro_compact replaced old tool results"
    ref = next(w for w in placeholders[0].split() if w.startswith("archive://")).rstrip("]")
    sid, seq, _ = parse_ref(ref)
    rec = api.get(f"/archive/{sid}/{seq}").json()
    assert rec["type"] == "tool_result"
    assert rec["data"]["message"] in sent
    compact = api.post("/sessions/s/compact", {}).json()
    assert compact["ok"] is True
    _, seq, _ = parse_ref(compact["archive_ref"])
    assert api.get(f"/archive/s/{seq}").json()["type"] == "manual_compact"
    assert_error(api.get("/archive/s/9999"), 404, "not_found")
    assert no_files(settings)


def test_it_returns_the_full_history_after_compaction_through_the_tool(api, settings):
    sent = tool_session(api)
    assert api.post("/tools/memory_compact", {"session_id": "s"}).json()["output"]["ok"]
    out = api.post("/tools/memory_all_by_session_id", {"session_id": "s"}).json()["output"]
    assert out == {"items": sent, "count": len(sent)}
    page = api.get("/sessions/s/history", limit=3, offset=2).json()
    assert page["items"] == sent[2:5] and page["count"] == len(sent)
    assert no_files(settings)


def test_it_serves_the_index_to_the_dashboard(client, alice, api, settings):
    sent = tool_session(api, calls=2)
    client.force_login(alice)
    r = client.get("/sessions/s/archive/1/", {"last": len(sent)})
    assert r.status_code == 200
    assert "Find why the nightly export failed" in r.content.decode()
    assert client.get("/sessions/s/").status_code == 200
    assert client.get("/sessions/s/events/", HTTP_HX_REQUEST="true").status_code == 200
    assert no_files(settings)


def test_it_rolls_back_what_an_uncommitted_transaction_archived(alice, settings):
    session = services.create_session(alice, session_id="s")
    services.append_messages(session, [user_text("kept")])
    with pytest.raises(RuntimeError), transaction.atomic():
        services.append_messages(session, [user_text("never committed")])
        raise RuntimeError
    # Nothing to void: the next transaction goes on from the committed seq.
    assert services.append_messages(session, [user_text("next")])["seqs"] == [2]
    history = services.history(AgentSession.objects.get(pk="s"))
    assert [m["content"][0]["text"] for m in history["items"]] == ["kept", "next"]
    assert list(ArchiveEntry.objects.values_list("seq", "type")) == [
        (1, "message"),
        (2, "message"),
    ]


def test_it_rotates_and_drops_old_segments_by_retention(api, settings):
    spec = {"micro_compact": False, "auto_compact": {"enabled": False}}
    spec["archive"] = {"rotate_bytes": 3000}
    api.post("/sessions", {"id": "s", "spec": spec})
    sent = []
    for i in range(30):
        batch = [user_text(f"message {i} " + "x" * 400)]
        sent += batch
        api.post("/sessions/s/messages", {"messages": batch})
    segments = archive_backend().segments("s")
    assert len(segments) >= 3
    assert segments[0].name == ".rotated/s/000000000001-" + f"{segments[0].last:012d}.jsonl"
    assert all(a.last + 1 == b.first for a, b in zip(segments, segments[1:], strict=False))
    # References into rotated segments still resolve; history is whole.
    assert api.get(f"/archive/s/{segments[0].first}").json()["data"]["message"] == sent[0]
    assert api.get("/sessions/s/history", limit=100).json()["items"] == sent
    # Retention: nothing is old enough yet ...
    assert services.apply_retention(days=1)["segments"] == 0
    # ... then everything is, except the newest segment (numbering goes on from it).
    time.sleep(0.01)
    dry = services.apply_retention(days=0, dry_run=True)
    assert dry["segments"] == len(segments) - 1 and dry["bytes"] > 0
    assert len(archive_backend().segments("s")) == len(segments)
    report = services.apply_retention(days=0)
    assert report == dry | {"dry_run": False}
    assert [s.name for s in archive_backend().segments("s")] == [segments[-1].name]
    assert_error(api.get("/archive/s/1"), 404, "not_found")
    # Seqs go on after the dropped records; the kept ones still resolve.
    r = api.post("/sessions/s/messages", {"messages": [user_text("after retention")]}).json()
    assert r["seqs"] == [31]
    assert api.get(f"/archive/s/{segments[-1].last}").status_code == 200
    assert no_files(settings)


def test_it_exports_the_archive_as_jsonl_the_file_archive_reads(api, alice, settings, tmp_path):
    sent = tool_session(api)
    api.post("/sessions/s/compact", {})
    lines = list(services.export_archive(AgentSession.objects.get(pk="s")))
    assert len(lines) == ArchiveEntry.objects.filter(session_id="s").count()
    (tmp_path / "export").mkdir()
    (tmp_path / "export" / "s.jsonl").write_bytes(b"".join(lines))
    records = list(JsonlArchive(tmp_path / "export").read("s"))  # checks every crc
    assert [r.seq for r in records] == list(
        ArchiveEntry.objects.filter(session_id="s").order_by("seq").values_list("seq", flat=True)
    )
    raw = [r.data["message"] for r in records if r.type in ("message", "tool_call", "tool_result")]
    assert raw == sent
    out = tmp_path / "cmd.jsonl"
    call_command("archive_export", "s", output=str(out), stderr=io.StringIO())
    assert out.read_bytes() == b"".join(lines)
    assert json.loads(lines[0])["session"] == "s"
    assert no_files(settings)


def test_it_exports_the_same_lines_the_files_backend_wrote(api, settings, tmp_path):
    settings.MEMORYLAB_ARCHIVE_BACKEND = "files"
    tool_session(api)
    lines = b"".join(services.export_archive(AgentSession.objects.get(pk="s")))
    assert lines == (Path(settings.MEMORYLAB_ARCHIVE_DIR) / "s.jsonl").read_bytes()


def test_it_purges_and_repairs_without_files(api, alice, settings):
    tool_session(api, calls=2)
    report = services.repair_archive("s")
    assert report["lost"] == [] and report["damaged"] == [] and report["indexed"] > 0
    assert AgentSession.objects.get(pk="s").archived_seq == report["indexed"]
    assert api.delete("/sessions/s?purge=true").status_code in (200, 204)
    assert not ArchiveEntry.objects.filter(session_id="s").exists()
    api.post("/sessions", {"id": "s"})
    r = api.post("/sessions/s/messages", {"messages": [user_text("a new start")]}).json()
    assert r["seqs"] == [1]
    assert no_files(settings)

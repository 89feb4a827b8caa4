"""Session ids that try to leave the archive directory: through the API (body and path,
raw and percent-encoded) and the dashboard, always a 4xx with a clear body, never a 500,
and never a file written, read or deleted outside the archive root (checked on disk)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.api.helpers import Api, user_text

BAD_IDS = [
    "../x",
    "..",
    "../../etc/passwd",
    "a/../../b",
    "..\\x",
    "/etc/passwd",
    "/tmp/x",
    "a\x00b",
    "x\x00.jsonl",
    ".hidden",
    ".x.jsonl",
    "x" * 129,
    "x" * 10_000,
    "a/b",
    "%2e%2e%2fx",
    "..%2fx",
    "~root",
    "sp ace",
    "new\nline",
    "é",
]  # (no id at all is fine: the server makes one)
# The same ids as they may arrive in a URL path: raw, percent-encoded, double-encoded.
PATH_IDS = [
    "..%2Fx",
    "%2E%2E%2Fx",
    "%2e%2e",
    "..%252F..%252Fetc%252Fpasswd",
    "%2Fetc%2Fpasswd",
    "a%00b",
    "%00",
    ".hidden",
    "..%5Cx",
    "x" * 5000,
    "%C0%AE%C0%AE%2Fx",  # overlong UTF-8 for '.'
    "..;/x",
]
SESSION_SUFFIXES = ["", "/context", "/history", "/messages", "/steps", "/turns", "/compact"]


def snapshot(root: Path) -> dict[str, tuple[int, float]]:
    """Every file under root (the test's tmp dir, which holds the archive dir)."""
    out = {}
    for dirpath, _, files in os.walk(root):
        for f in files:
            p = Path(dirpath, f)
            st = p.lstat()
            out[str(p)] = (st.st_size, st.st_mtime)
    return out


@pytest.fixture
def api(client, alice_token):
    return Api(client, alice_token)


def assert_4xx_json(response, what: str) -> dict:
    assert 400 <= response.status_code < 500, (what, response.status_code, response.content[:200])
    body = response.json()
    assert body["code"] and body["message"], what
    return body


def test_it_refuses_bad_ids_on_create_without_touching_the_disk(api, tmp_path, settings):
    before = snapshot(tmp_path)
    for bad in BAD_IDS:
        body = assert_4xx_json(api.post("/sessions", {"id": bad}), repr(bad))
        assert body["code"] in ("invalid_session_id", "invalid_request"), (bad, body)
    assert snapshot(tmp_path) == before
    assert api.get("/sessions").json()["count"] == 0


def test_it_refuses_bad_ids_in_every_session_path(api, tmp_path, settings):
    api.post("/sessions", {"id": "x"})  # a real session an escaping id could resolve to
    api.post("/sessions/x/messages", {"messages": [user_text("hi")]})
    before = snapshot(tmp_path)
    for bad in PATH_IDS + ["..%2Fx/..%2F..%2Fx"]:
        for suffix in SESSION_SUFFIXES:
            path = f"/sessions/{bad}{suffix}"
            if suffix in ("/messages",):
                r = api.post(path, {"messages": [user_text("escape")]})
            elif suffix in ("/steps", "/turns", "/compact"):
                r = api.post(path, {})
            else:
                r = api.get(path)
            assert_4xx_json(r, path)
        assert_4xx_json(api.get(f"/archive/{bad}/1"), f"archive {bad}")
        assert_4xx_json(api.delete(f"/sessions/{bad}?purge=true"), f"delete {bad}")
        r = api.post("/tools/memory_all_by_session_id", {"session_id": bad})
        assert_4xx_json(r, f"tool {bad}")
    assert snapshot(tmp_path) == before


def test_it_answers_404_in_the_dashboard_for_bad_ids(client, alice, tmp_path):
    client.force_login(alice)
    before = snapshot(tmp_path)
    for bad in PATH_IDS:
        for suffix in ("/", "/diff/", "/events/", "/archive/1/"):
            r = client.get(f"/sessions/{bad}{suffix}")
            assert r.status_code in (404, 400), (bad, suffix, r.status_code)
        r = client.post(f"/sessions/{bad}/compact/")
        assert r.status_code in (404, 400), (bad, r.status_code)
    assert snapshot(tmp_path) == before


def test_it_never_follows_a_symlink_planted_in_the_archive_dir(api, client, alice, tmp_path):
    root = Path(tmp_path / "archive")
    root.mkdir(parents=True, exist_ok=True)
    outside = tmp_path / "outside" / "secret.txt"
    outside.parent.mkdir()
    outside.write_text('{"v": 1, "seq": 1, "precious": true}\n')
    # Planted after the session exists: creating a session removes archive leftovers.
    assert api.post("/sessions", {"id": "victim"}).status_code == 201
    os.symlink(outside, root / "victim.jsonl")

    r = api.post("/sessions/victim/messages", {"messages": [user_text("write through it")]})
    assert assert_4xx_json(r, "append")["code"] == "invalid_session_id"
    assert "symlink" in r.json()["message"]
    for path in ("/sessions/victim/steps", "/sessions/victim/turns", "/sessions/victim/compact"):
        assert_4xx_json(api.post(path, {}), path)
    assert_4xx_json(api.get("/archive/victim/1"), "record")
    history = api.get("/sessions/victim/history")
    assert history.status_code == 200 and "precious" not in history.content.decode()

    client.force_login(alice)
    for suffix in ("/", "/diff/", "/events/", "/archive/1/"):
        r = client.get(f"/sessions/victim{suffix}")
        assert r.status_code < 500 and b"precious" not in r.content, suffix

    # Purging removes the link, never what it points to.
    assert api.delete("/sessions/victim?purge=true").status_code == 204
    assert outside.read_text() == '{"v": 1, "seq": 1, "precious": true}\n'
    assert not (root / "victim.jsonl").is_symlink()


def test_it_never_follows_a_symlinked_broken_file(api, tmp_path):
    # Recovery moves a torn tail to <id>.jsonl.broken: a planted link there is not followed.
    root = Path(tmp_path / "archive")
    root.mkdir(parents=True, exist_ok=True)
    outside = tmp_path / "outside.txt"
    outside.write_text("precious\n")
    api.post("/sessions", {"id": "torn"})
    (root / "torn.jsonl").write_bytes(b'{"v": 1, "seq": 1')
    os.symlink(outside, root / "torn.jsonl.broken")
    r = api.post("/sessions/torn/messages", {"messages": [user_text("after a crash")]})
    assert r.status_code < 500, r.content[:300]
    assert outside.read_text() == "precious\n"

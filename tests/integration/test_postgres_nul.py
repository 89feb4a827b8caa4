"""A NUL character in a tool output (a binary file read by `cat`) is stored and read back
on PostgreSQL, whose jsonb type would refuse it."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.integration

SCRIPT = """
from django.contrib.auth.models import User
from sessions import services
owner = User.objects.create_user("nul-owner")
session = services.create_session(owner, session_id="nul-session")
out = "head\\x00tail"
sent = {"role": "tool", "content": [{"toolResponse": {"name": "cat", "ref": "c1", "output": out}}]}
services.append_messages(session, [sent])
session.refresh_from_db()
[back] = services.history(session)["items"]
ctx = services.context(session)["messages"]
print("OK" if back == sent and ctx == [sent] else "MISMATCH")
"""


def test_it_keeps_nul_characters_on_postgresql(manage):
    result = manage("shell", "-c", SCRIPT)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().endswith("OK"), result.stdout + result.stderr

"""``python manage.py mcp --user USERNAME``: an MCP server on stdin/stdout.

An MCP client (Claude Desktop, Claude Code, an agent framework) starts this command and
talks JSON-RPC over its stdin and stdout, so nothing else may be written to stdout; logs go
to stderr.
"""

from __future__ import annotations

from typing import Any

import anyio
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from sessions.mcp import serve_stdio


class Command(BaseCommand):
    help = (
        "Serve memory_compact, memory_all_by_session_id and each session's context over MCP "
        "(stdio), as USERNAME"
    )

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument(
            "--user",
            required=True,
            help="act as this user: their sessions (all sessions for staff)",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        username = options["user"]
        user = get_user_model().objects.filter(username=username).first()
        if user is None:
            raise CommandError(f"no user {username!r} (create one with createsuperuser)")
        if not user.is_active:
            raise CommandError(f"user {username!r} is inactive")
        anyio.run(serve_stdio, user)

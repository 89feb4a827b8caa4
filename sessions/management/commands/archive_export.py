"""python manage.py archive_export SESSION_ID [--output FILE]"""

from __future__ import annotations

import sys

from django.core.management.base import BaseCommand, CommandError

from sessions import services
from sessions.models import AgentSession


class Command(BaseCommand):
    help = (
        "Write a session's archive as JSONL (to stdout, or --output FILE): one committed "
        "record a line, exactly as the files backend stores them (with crc), from either "
        "archive backend. Reading it needs nothing but a JSONL reader."
    )

    def add_arguments(self, parser):
        parser.add_argument("session_id", metavar="SESSION_ID")
        parser.add_argument("--output", "-o", help="a file to write (default: stdout)")

    def handle(self, *args, session_id, output=None, **options):
        session = AgentSession.objects.filter(pk=session_id[:128]).first()
        if session is None:
            raise CommandError(f"no session {session_id[:128]!r}")
        try:
            if output:
                with open(output, "wb") as fh:
                    count = _write(fh, session)
                self.stderr.write(f"{session.id}: {count} records written to {output}")
            else:
                _write(sys.stdout.buffer, session)
                sys.stdout.buffer.flush()
        except services.ServiceError as exc:
            raise CommandError(exc.message) from exc


def _write(fh, session) -> int:
    count = 0
    for line in services.export_archive(session):
        fh.write(line)
        count += 1
    return count

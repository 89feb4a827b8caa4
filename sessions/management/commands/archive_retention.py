"""python manage.py archive_retention --days N [--dry-run] [--json]"""

from __future__ import annotations

import json

from django.core.management.base import BaseCommand, CommandError

from sessions import services


class Command(BaseCommand):
    help = (
        "Delete rotated archive segments (spec.archive.rotate_bytes) last written more than "
        "--days ago, with their index rows. Active archive files are never deleted. "
        "Links to removed records then answer 404. What is kept otherwise: every record "
        "of every existing session, including sessions cleared with DELETE (no purge). "
        "Deleting a session (DELETE ?purge=true, the admin, or deleting its user) removes "
        "its whole archive and index at once; this command is not needed for that."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--days", type=float, required=True, help="keep segments newer than this"
        )
        parser.add_argument("--dry-run", action="store_true", help="only report what would go")
        parser.add_argument("--json", action="store_true", help="print the report as JSON")

    def handle(self, *args, days, dry_run=False, json=False, **options):
        if days < 0:
            raise CommandError("--days must not be negative")
        report = services.apply_retention(days=days, dry_run=dry_run)
        if json:
            self.stdout.write(_dumps(report))
            return
        verb = "would delete" if dry_run else "deleted"
        self.stdout.write(
            f"{verb} {report['segments']} segments ({report['records']} records, "
            f"{report['bytes']} bytes) of {report['sessions']} sessions"
        )


def _dumps(obj) -> str:
    return json.dumps(obj)

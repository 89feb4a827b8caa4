"""python manage.py archive_repair SESSION_ID [...] [--json]"""

from __future__ import annotations

import json

from django.core.management.base import BaseCommand, CommandError

from sessions import services


class Command(BaseCommand):
    help = (
        "Repair a session's damaged JSONL archive: keep every valid record in order (seq "
        "numbers unchanged, so archive:// references stay true), move bad lines to "
        "<file>.broken, and rebuild the archive index. Stop web and worker processes first: "
        "they keep the old file open."
    )

    def add_arguments(self, parser):
        parser.add_argument("session_ids", nargs="+", metavar="SESSION_ID")
        parser.add_argument("--json", action="store_true", help="print the results as JSON")

    def handle(self, *args, session_ids, json=False, **options):
        results = {}
        for sid in session_ids:
            try:
                results[sid] = services.repair_archive(sid)
            except services.ServiceError as exc:
                raise CommandError(exc.message) from exc
        if json:
            self.stdout.write(_dumps(results))
            return
        for sid, r in results.items():
            self.stdout.write(
                f"{sid}: kept {r['kept']} records, moved {r['moved']} bad lines to .broken, "
                f"indexed {r['indexed']}"
            )


def _dumps(obj) -> str:
    return json.dumps(obj)

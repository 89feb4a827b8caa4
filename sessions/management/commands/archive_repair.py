"""python manage.py archive_repair SESSION_ID [...] [--json]"""

from __future__ import annotations

import json

from django.core.management.base import BaseCommand, CommandError

from sessions import services


class Command(BaseCommand):
    help = (
        "Repair a session's damaged JSONL archive: keep every intact record in order (seq "
        "numbers unchanged, so archive:// references stay true), also intact records found "
        "inside damaged lines; move damaged lines to <file>.broken; void records that were "
        "never committed; record the repair in the archive; rebuild the index. Prints "
        "exactly what could not be kept. Safe while web and workers run: it locks the session."
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
            salvaged = f" ({r['salvaged']} recovered from damaged lines)" if r["salvaged"] else ""
            self.stdout.write(
                f"{sid}: kept {r['kept'] + r['salvaged']} records{salvaged}, indexed {r['indexed']}"
            )
            for lost in r["lost_records"]:
                self.stdout.write(f"  could not keep archive://{sid}/{lost['seq']} ({lost['was']})")
            for line in r["damaged"]:
                held = f", held seq {line['seq']}" if line["seq"] is not None else ""
                self.stdout.write(
                    f"  moved line {line['line']} of {line['file']} (byte {line['offset']}, "
                    f"{line['length']} bytes{held}): {line['reason']}"
                )
            if r["aborted"]:
                first, last = r["aborted"]
                self.stdout.write(f"  voided seqs {first}-{last}: never committed")
            if r["marker"]:
                self.stdout.write(f"  recorded as archive://{sid}/{r['marker']}")
            if not (r["damaged"] or r["lost"]):
                self.stdout.write("  nothing was damaged")


def _dumps(obj) -> str:
    return json.dumps(obj)

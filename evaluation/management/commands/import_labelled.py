"""Load labelled conversations into the lab.

    python manage.py import_labelled PATH --owner USER [--derive] [--replace]
    python manage.py import_labelled --shipped --owner USER

Conversations whose id the owner has already are skipped (and listed), so running it
again is safe; ``--replace`` overwrites them instead. With ``--derive``, public data (SWE
trajectories, tau-bench runs, LoCoMo samples) is imported with the labels
``evaluation.derive`` derives from it; without it such files come in unlabelled.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from evaluation import conversations
from memorylab.errors import ServiceError


class Command(BaseCommand):
    help = "Import labelled conversations (our format, or derived from public data)."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("path", nargs="?", help="a file or a directory")
        parser.add_argument("--owner", required=True, help="username owning the conversations")
        parser.add_argument("--derive", action="store_true", help="derive labels from public data")
        parser.add_argument(
            "--replace",
            action="store_true",
            help="overwrite conversations whose id exists (default: skip them)",
        )
        parser.add_argument(
            "--shipped",
            action="store_true",
            help="the project's labelled set (evaluation/fixtures/labelled/) instead of PATH",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        user = get_user_model().objects.filter(username=options["owner"]).first()
        if user is None:
            raise CommandError(f"--owner: no user {options['owner']!r}")
        if not options["path"] and not options["shipped"]:
            raise CommandError("give a PATH or --shipped")
        source = conversations.SHIPPED_DIR if options["shipped"] else options["path"]
        skipped: list[str] = []
        try:
            rows = conversations.import_path(
                user,
                source,
                derive=options["derive"],
                replace=options["replace"],
                skip_existing=True,
                skipped=skipped,
            )
        except ServiceError as exc:
            raise CommandError(exc.message) from exc
        for row in rows:
            self.stdout.write(
                f"{row.slug}: {row.labels.count()} labels, {len(row.messages)} messages"
            )
        for slug in skipped:
            self.stdout.write(f"{slug}: skipped, already imported (--replace overwrites it)")
        line = f"imported {len(rows)} conversation(s)"
        if skipped:
            line += f", skipped {len(skipped)} already imported"
        self.stdout.write(line)

"""python manage.py import_conversations PATH [--user U] [--spec SPEC.yaml] [--json]"""

from __future__ import annotations

import json
import sys

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError
from tqdm import tqdm

from sessions import services
from sessions.importing import import_path


class Command(BaseCommand):
    help = (
        "Import conversations (our labelled format, genkit messages, OpenAI chat, "
        "mini-swe-agent trajectories, tau-bench runs, LoCoMo) from a file or a directory: "
        "each becomes a session played through its memory as an agent would. Bad files are "
        "reported by name and skipped; a conversation imports completely or not at all."
    )

    def add_arguments(self, parser):
        parser.add_argument("path", help="a .json/.jsonl file or a directory of them")
        parser.add_argument("--user", help="owner username (default: the first superuser)")
        parser.add_argument("--spec", help="MemorySpec YAML for the new sessions")
        parser.add_argument(
            "--json", action="store_true", help="print the import report as JSON on stdout"
        )
        parser.add_argument(
            "--strict",
            action="store_true",
            help="exit with status 1 if any file or conversation failed",
        )

    def handle(self, *args, path, user=None, spec=None, json=False, strict=False, **options):
        owner = self._owner(user)
        bar = tqdm(total=0, unit="conv", file=sys.stderr, disable=None, desc="importing")

        def progress(done: int, total: int, current: str) -> None:
            bar.total = total
            bar.n = done
            bar.set_postfix_str(current[:40], refresh=False)
            bar.refresh()

        try:
            report = import_path(path, owner, spec=spec, progress=progress)
        except services.ServiceError as exc:
            raise CommandError(exc.message) from exc
        finally:
            bar.close()
        for failure in report.failed:
            self.stderr.write(f"skipped {failure['name']}: {failure['error']}")
        if json:
            self.stdout.write(_dumps(report.to_dict()))
        else:
            self.stdout.write(report.summary())
        if report.failed and (strict or not (report.imported or report.skipped)):
            sys.exit(1)

    def _owner(self, username: str | None):
        User = get_user_model()
        if username:
            owner = User.objects.filter(username=username).first()
            if owner is None:
                raise CommandError(f"no user {username!r}")
            return owner
        owner = User.objects.filter(is_superuser=True).order_by("pk").first()
        if owner is None:
            raise CommandError(
                "no superuser yet: run `python manage.py createsuperuser` or pass --user"
            )
        return owner


def _dumps(obj) -> str:
    return json.dumps(obj, ensure_ascii=False)

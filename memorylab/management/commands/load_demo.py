"""`python manage.py load_demo`: what `make run` needs to show a working dashboard and lab
(see ``memorylab.demo``). Safe to run again: what is there already is kept and skipped."""

from __future__ import annotations

import json as jsonlib
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from memorylab import demo


class Command(BaseCommand):
    help = (
        "Create the demo superuser and API token, the demo sessions (demo/*.json, a long "
        "generated incident and SWE-like runs), the labelled set in the lab, and finished "
        "results: strategies, an experiment and a threshold sweep. Safe to run again."
    )

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--json", action="store_true", help="print the result as JSON")
        parser.add_argument(
            "--no-conversations", action="store_true", help="only the user and the token"
        )
        parser.add_argument(
            "--no-results",
            action="store_true",
            help="no strategies, experiment or sweep (the conversations only)",
        )
        parser.add_argument(
            "--force",
            action="store_true",
            help="run even with DEBUG off (the demo user has a well-known password)",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        if not settings.DEBUG and not options["force"]:
            raise CommandError(
                "load_demo creates a superuser with a well-known password; refusing with "
                "DEBUG off (pass --force if this really is a demo server)"
            )
        result = demo.load(
            conversations_too=not options["no_conversations"],
            results=not options["no_results"],
            say=self.stderr.write,
        )
        if options["json"]:
            self.stdout.write(jsonlib.dumps(result))
        else:
            self.stdout.write(_text(result))
            for f in result["failed"]:
                self.stderr.write(f"failed: {f['name']}: {f['error']}")
        if result["failed"]:
            raise CommandError(f"{len(result['failed'])} demo conversations failed to import")


def _text(result: dict[str, Any]) -> str:
    lines = [
        f"demo login: {result['username']} / {result['password']}",
        f"API token: {result['token']}  (saved in {result['token_file']})",
        f"demo sessions: {result['imported']} imported, {result['skipped']} already there",
        f"lab: {result['lab_conversations']} labelled conversations imported",
    ]
    if "experiment" in result:
        exp, sweep = result["experiment"], result["sweep"]
        lines.append(
            f"lab: {len(result['strategies'])} strategies; experiment {exp['status']} "
            f"({exp['cells']} cells); sweep {sweep['status']} ({sweep['message']})"
        )
    return "\n".join(lines)

"""`python manage.py load_demo`: what `make run` needs to show a working lab.

Idempotent: the demo user is created once, its API token is kept in a file under build/
and reused while it is valid, and conversations that were imported already are skipped.
"""

from __future__ import annotations

import os
from pathlib import Path

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from sessions import importing
from sessions.demo import long_incident
from sessions.models import ApiToken

DEMO_USERNAME = "demo"
DEMO_PASSWORD = "memorylab"
DEMO_DIR = Path(settings.BASE_DIR) / "demo"


def token_file() -> Path:
    return Path(settings.BUILD_DIR) / "demo-api-token"


def demo_token(user) -> tuple[str, bool]:
    """The demo API token (from the token file when still valid); True when new."""
    path = token_file()
    if path.exists():
        plain = path.read_text().strip()
        token = ApiToken.authenticate(plain)
        if token is not None and token.user_id == user.pk:
            return plain, False
    _, plain = ApiToken.issue(user, "demo")
    path.parent.mkdir(parents=True, exist_ok=True)
    # The plain token is a secret: readable by its owner only.
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as f:
        f.write(plain + "\n")
    return plain, True


class Command(BaseCommand):
    help = (
        "Create the demo superuser, an API token and the demo sessions (demo/*.json and a "
        "long generated tool-heavy session). Safe to run again."
    )

    def add_arguments(self, parser):
        parser.add_argument("--json", action="store_true", help="print the result as JSON")
        parser.add_argument(
            "--no-conversations", action="store_true", help="only the user and the token"
        )
        parser.add_argument(
            "--force",
            action="store_true",
            help="run even with DEBUG off (the demo user has a well-known password)",
        )

    def handle(self, *args, json=False, no_conversations=False, force=False, **options):
        if not settings.DEBUG and not force:
            raise CommandError(
                "load_demo creates a superuser with a well-known password; refusing with "
                "DEBUG off (pass --force if this really is a demo server)"
            )
        User = get_user_model()
        user = User.objects.filter(username=DEMO_USERNAME).first()
        created_user = user is None
        if created_user:
            user = User.objects.create_superuser(DEMO_USERNAME, "demo@example.org", DEMO_PASSWORD)
        password = DEMO_PASSWORD if user.check_password(DEMO_PASSWORD) else "(changed by you)"
        token, new_token = demo_token(user)

        imported = skipped = 0
        failed: list[dict[str, str]] = []
        lab_conversations = 0
        if not no_conversations:
            reports = [importing.import_payload(long_incident(), user, "sessions/demo.py")]
            if DEMO_DIR.is_dir() and any(DEMO_DIR.glob("*.json*")):
                reports.append(importing.import_path(DEMO_DIR, user))
            for report in reports:
                imported += len(report.imported)
                skipped += len(report.skipped)
                failed += report.failed
            lab_conversations = _load_lab_set(user)
        result = {
            "username": DEMO_USERNAME,
            "password": password,
            "user_created": created_user,
            "token": token,
            "token_created": new_token,
            "token_file": str(token_file()),
            "imported": imported,
            "skipped": skipped,
            "failed": failed,
            "lab_conversations": lab_conversations,
        }
        if json:
            import json as _json

            self.stdout.write(_json.dumps(result))
        else:
            self.stdout.write(
                f"demo login: {DEMO_USERNAME} / {password}\n"
                f"API token: {token}  (saved in {token_file()})\n"
                f"demo sessions: {imported} imported, {skipped} already there\n"
                f"lab: {result['lab_conversations']} labelled conversations imported"
            )
            for f in failed:
                self.stderr.write(f"failed: {f['name']}: {f['error']}")
        if failed:
            raise CommandError(f"{len(failed)} demo conversations failed to import")


def _load_lab_set(user) -> int:
    """The project's small labelled set, so the evaluation lab has something to run on."""
    from evaluation import services as lab
    from evaluation.models import LabelledConversation

    if LabelledConversation.objects.filter(owner=user).exists():
        return 0
    return len(lab.import_shipped(user))

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from sessions.models import ApiToken


class Command(BaseCommand):
    help = "Create an API token for agents and print it once (only its hash is stored)."

    def add_arguments(self, parser):
        parser.add_argument("name", help="a label for the token, e.g. the agent's name")
        parser.add_argument("--user", help="owner username (default: the first superuser)")
        parser.add_argument("--json", action="store_true", help="print {name, user, token} as JSON")

    def handle(self, *args, name, user=None, json=False, **options):
        User = get_user_model()
        if user:
            owner = User.objects.filter(username=user).first()
            if owner is None:
                raise CommandError(f"no user {user!r}")
        else:
            owner = User.objects.filter(is_superuser=True).order_by("pk").first()
            if owner is None:
                raise CommandError(
                    "no superuser yet: run `python manage.py createsuperuser` or pass --user"
                )
        _, plain = ApiToken.issue(owner, name)
        if json:
            import json as _json

            self.stdout.write(
                _json.dumps({"name": name, "user": owner.get_username(), "token": plain})
            )
        else:
            self.stdout.write(plain)

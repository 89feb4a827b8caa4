"""The database cache's table: with no CACHE_URL the login throttle counts failures there,
so every web process of a deployment sees the same counts (``createcachetable`` creates
the table of each database cache in ``CACHES`` and skips the others and existing ones)."""

from django.core.management import call_command
from django.db import migrations


def create_cache_table(apps, schema_editor):
    call_command("createcachetable", database=schema_editor.connection.alias, verbosity=0)


class Migration(migrations.Migration):
    dependencies: list[tuple[str, str]] = []

    operations = [migrations.RunPython(create_cache_table, migrations.RunPython.noop)]

"""The database cache's table: with no CACHE_URL the login throttle counts failures there,
so every web process of a deployment sees the same counts. Made whatever the cache
settings are when migrate runs, so a deployment that drops CACHE_URL later finds it."""

from django.core.management import call_command
from django.db import migrations

# The table settings.CACHES names when CACHE_URL is unset.
TABLE = "memorylab_cache"


def create_cache_table(apps, schema_editor):
    # createcachetable skips a table that exists
    call_command("createcachetable", TABLE, database=schema_editor.connection.alias, verbosity=0)


class Migration(migrations.Migration):
    dependencies: list[tuple[str, str]] = []

    operations = [migrations.RunPython(create_cache_table, migrations.RunPython.noop)]

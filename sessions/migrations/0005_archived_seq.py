from django.db import migrations, models
from django.db.models import Max


def from_index(apps, schema_editor):
    # What the index holds was committed: sessions go on from there.
    AgentSession = apps.get_model("agent_sessions", "AgentSession")
    ArchiveEntry = apps.get_model("agent_sessions", "ArchiveEntry")
    last = ArchiveEntry.objects.values("session_id").annotate(m=Max("seq"))
    for row in last.iterator():
        AgentSession.objects.filter(pk=row["session_id"]).update(archived_seq=row["m"] or 0)


class Migration(migrations.Migration):
    dependencies = [
        ("agent_sessions", "0004_state_version"),
    ]

    operations = [
        migrations.AddField(
            model_name="agentsession",
            name="archived_seq",
            field=models.BigIntegerField(default=0),
        ),
        migrations.AddField(
            model_name="idempotentrequest",
            name="txn",
            field=models.CharField(blank=True, max_length=32),
        ),
        migrations.RunPython(from_index, migrations.RunPython.noop),
    ]

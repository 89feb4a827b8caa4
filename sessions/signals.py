"""A deleted session takes its archive with it, however it was deleted: the API's purge,
the admin (one or a bulk action), or its owner's deletion (a cascade). Django sends
post_delete for each of them; the files go once the deletion is committed, so a deletion
that rolls back loses nothing."""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.db.models.signals import post_delete
from django.dispatch import receiver

from .models import AgentSession


@receiver(post_delete, sender=AgentSession, dispatch_uid="sessions.purge_deleted_archive")
def purge_deleted_archive(sender: Any, instance: AgentSession, using: str, **kwargs: Any) -> None:
    from . import services

    session_id = instance.pk
    transaction.on_commit(lambda: services.purge_deleted(session_id), using=using)

"""Agent sessions: spec, runtime context (the engine's SessionState as JSON), the archive
index and API tokens. Models convert to and from engine objects here, at the edge."""

from __future__ import annotations

import hashlib
import secrets

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import models
from django.utils import timezone

from compaction.engine import MemorySpec, SessionState
from memorylab.fields import JSONTextField
from memorylab.ownership import OwnedQuerySet
from memorylab.rows import fetch_one

TOKEN_PREFIX = "ml_"


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class ApiToken(models.Model):
    """A bearer token for agents. Only its SHA-256 is stored; the token is shown once."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, models.CASCADE, related_name="api_tokens")
    name = models.CharField(max_length=100)
    prefix = models.CharField(max_length=12, help_text="First characters, to tell tokens apart")
    hashed = models.CharField(max_length=64, unique=True, editable=False)
    created = models.DateTimeField(default=timezone.now)
    last_used = models.DateTimeField(null=True, blank=True)
    revoked = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created"]

    def __str__(self) -> str:
        return f"{self.name} ({self.prefix}…)"

    @classmethod
    def issue(cls, user, name: str) -> tuple[ApiToken, str]:
        plain = TOKEN_PREFIX + secrets.token_urlsafe(32)
        token = cls.objects.create(
            user=user, name=name, prefix=plain[:10], hashed=hash_token(plain)
        )
        return token, plain

    @classmethod
    def authenticate(cls, plain: str) -> ApiToken | None:
        if not plain or len(plain) > 200:
            return None
        # Every API request asks: two plain statements, not the ORM's join.
        token = fetch_one(cls, where={"hashed": hash_token(plain), "revoked": None})
        if token is None:
            return None
        users = get_user_model()
        user = fetch_one(users, where={users._meta.pk.attname: token.user_id})
        if user is None or not user.is_active:
            return None
        token.user = user
        now = timezone.now()
        # Touch at most once a minute: a busy agent must not turn every read into a write.
        if token.last_used is None or (now - token.last_used).total_seconds() > 60:
            cls.objects.filter(pk=token.pk).update(last_used=now)
        return token

    @property
    def is_active(self) -> bool:
        return self.revoked is None


class AgentSession(models.Model):
    id = models.CharField(primary_key=True, max_length=128)
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, models.CASCADE, related_name="agent_sessions"
    )
    title = models.CharField(max_length=300, blank=True)
    source = models.CharField(
        max_length=100, blank=True, help_text="Where an imported session came from"
    )
    spec = JSONTextField(default=dict, blank=True)
    state = JSONTextField(default=dict, blank=True)
    # Changes with every save of ``state``: lets a process reuse the state it parsed.
    state_version = models.BigIntegerField(default=0)
    # The last archive seq whose transaction committed, with ``state`` and the index:
    # records past it were written by a transaction that never committed (see archives.py).
    archived_seq = models.BigIntegerField(default=0)
    # What an import brought besides messages: labels, stale values, the file, format meta.
    meta = JSONTextField(default=dict, blank=True)
    created = models.DateTimeField(default=timezone.now)
    updated = models.DateTimeField(default=timezone.now, db_index=True)
    # Denormalized from state for the sessions list (sort and show without loading it).
    turn = models.IntegerField(default=0)
    message_count = models.IntegerField(default=0)
    context_tokens = models.IntegerField(default=0, db_index=True)
    raw_tokens = models.IntegerField(default=0)
    compactions = models.IntegerField(default=0, db_index=True)
    micro_compactions = models.IntegerField(default=0)
    last_compaction = models.DateTimeField(null=True, blank=True)

    objects = OwnedQuerySet.as_manager()

    class Meta:
        ordering = ["-updated"]

    def __str__(self) -> str:
        return self.id

    def memory_spec(self) -> MemorySpec:
        return MemorySpec.from_dict(self.spec or None)

    def engine_state(self) -> SessionState:
        from . import statecache

        cached = statecache.get(self.id, self.state_version)
        if cached is not None:
            return cached
        if not self.state:
            return SessionState(session_id=self.id)
        if "entries" in self.state:  # written before entries became rows
            return SessionState.from_dict(self.state)
        # Rows past the count may be left by a writer that only saved this row.
        entries = ContextEntry.objects.filter(
            session_id=self.id, pos__lt=self.state.get("entry_count", 0)
        ).order_by("pos")
        return SessionState.from_dict(
            {**self.state, "entries": list(entries.values_list("data", flat=True))}
        )

    def store_state(self, state: SessionState) -> None:
        """Everything but the entries, which the store writes as rows (``ContextEntry``)."""
        from . import statecache

        header = state.copy()
        header.entries = []
        self.state = header.to_dict()
        del self.state["entries"]
        self.state["entry_count"] = len(state.entries)
        self.state_version = statecache.new_version()
        self.turn = state.turn
        self.message_count = len(state.entries)
        self.context_tokens = state.tokens
        self.raw_tokens = state.raw_tokens
        if state.compactions > self.compactions:
            self.last_compaction = timezone.now()
        self.compactions = state.compactions
        self.micro_compactions = state.micro_compactions
        self.updated = timezone.now()

    @property
    def savings_pct(self) -> float:
        if not self.raw_tokens:
            return 0.0
        return round(100.0 * (1 - self.context_tokens / self.raw_tokens), 1)


class ArchiveEntry(models.Model):
    """Index of the archive: one row per committed record, so ``archive://s/seq`` is a
    seek. With the database archive backend (``MEMORYLAB_ARCHIVE_BACKEND=database``) the
    row is also the record itself (``data``, ``crc``, ``txn``), inserted in the transaction
    that commits the session's state: the table is then the append-only archive."""

    session = models.ForeignKey(
        AgentSession, models.CASCADE, related_name="archive_entries", db_constraint=False
    )
    seq = models.IntegerField()
    type = models.CharField(max_length=20, db_index=True)
    turn = models.IntegerField(default=0)
    ts = models.CharField(max_length=32)
    file = models.CharField(max_length=200)
    offset = models.BigIntegerField()
    length = models.IntegerField()
    # Context tokens right after this record was written (the timeline chart reads this).
    context_tokens = models.IntegerField(null=True, blank=True)
    # The record's body, with the database backend (None: it is in the JSONL files).
    data = JSONTextField(null=True, blank=True)
    crc = models.BigIntegerField(null=True, blank=True)
    txn = models.CharField(max_length=32, blank=True, default="")

    class Meta:
        ordering = ["session", "seq"]
        constraints = [
            models.UniqueConstraint(fields=["session", "seq"], name="archive_entry_unique_seq")
        ]

    def __str__(self) -> str:
        return self.ref

    @property
    def ref(self) -> str:
        return f"archive://{self.session_id}/{self.seq}"


class ContextEntry(models.Model):
    """One entry of a session's runtime context (the engine's ``Entry``), at position
    ``pos``. The store writes the entries that changed, not the whole context, and
    ``AgentSession.state`` keeps the rest of the state (without ``entries``)."""

    session = models.ForeignKey(
        AgentSession, models.CASCADE, related_name="context_entries", db_constraint=False
    )
    pos = models.IntegerField()
    data = JSONTextField()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["session", "pos"], name="context_entry_unique_pos")
        ]

    def __str__(self) -> str:
        return f"{self.session_id}[{self.pos}]"


class IdempotentRequest(models.Model):
    """A retried request with the same Idempotency-Key returns the first response."""

    session = models.ForeignKey(AgentSession, models.CASCADE, related_name="idempotent_requests")
    key = models.CharField(max_length=200)
    fingerprint = models.CharField(max_length=64)
    # The transaction that applied it: its archive records carry the same "txn".
    txn = models.CharField(max_length=32, blank=True)
    status = models.IntegerField()
    response = JSONTextField()
    created = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["session", "key"], name="idempotency_unique_key")
        ]

    def __str__(self) -> str:
        return f"{self.session_id}:{self.key}"


class UploadChunk(models.Model):
    """A piece of an uploaded file waiting for its import, when the deployment keeps its
    archive in the database (``MEMORYLAB_ARCHIVE_BACKEND=database``): web and worker
    machines then share no disk, so the file travels through the database. Pieces keep
    memory bounded on both sides (the web process writes one at a time, the worker reads
    one at a time); the worker deletes them when the import ends."""

    task_id = models.UUIDField(db_index=True)
    index = models.IntegerField()
    data = models.BinaryField()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["task_id", "index"], name="upload_chunk_unique_index")
        ]

    def __str__(self) -> str:
        return f"{self.task_id}#{self.index}"

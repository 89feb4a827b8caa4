"""Import conversations into the lab: every conversation becomes an AgentSession played
through its memory exactly as an agent would, so its archive, index and context are real.

The command, the API upload and the Celery task all end in ``import_conversations``.
A conversation imports completely or not at all: on any failure its session row is rolled
back and its archive file removed. Bad files are reported by name and skipped.
"""

from __future__ import annotations

import re
import secrets
import shutil
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from compaction import services as jobs
from compaction.engine import (
    AppendResult,
    Conversation,
    EngineError,
    InvalidConversation,
    MemorySpec,
    Message,
    TurnResult,
    conversation_files,
    load_conversations,
    replay,
    slugify,
    validate_session_id,
)
from memorylab.errors import Conflict, NotFound, ServiceError, TooLarge
from memorylab.jobs import job_slot

from . import services
from .models import AgentSession, UploadChunk

Progress = Callable[[int, int, str], None]  # (done, total, what is being imported)

MAX_UPLOAD_BYTES = 256 * 1024 * 1024


@dataclass
class ImportReport:
    imported: list[dict[str, Any]] = field(default_factory=list)
    skipped: list[dict[str, Any]] = field(default_factory=list)
    failed: list[dict[str, Any]] = field(default_factory=list)  # {"name", "error"}

    @property
    def messages(self) -> int:
        return sum(c["messages"] for c in self.imported)

    def to_dict(self) -> dict[str, Any]:
        return {
            "imported": self.imported,
            "skipped": self.skipped,
            "failed": self.failed,
            "totals": {
                "imported": len(self.imported),
                "skipped": len(self.skipped),
                "failed": len(self.failed),
                "messages": self.messages,
            },
            "summary": self.summary(),
        }

    def summary(self) -> str:
        line = f"imported {len(self.imported)} conversations ({self.messages} messages)"
        if self.skipped:
            line += f", skipped {len(self.skipped)} already imported"
        if self.failed:
            names = ", ".join(f["name"] for f in self.failed[:5])
            more = f" and {len(self.failed) - 5} more" if len(self.failed) > 5 else ""
            line += f", {len(self.failed)} failed: {names}{more}"
        return line


# -- the replay rules ---------------------------------------------------------------------


class ServiceMemory:
    """The engine's Memory protocol over the service functions, so that the engine's
    ``replay`` (the one place where "as an agent would" is defined: append every message,
    ``step`` before each model call, ``next_turn`` before each new user text) drives a stored
    session: every change goes through sessions.services, like an agent's API calls."""

    def __init__(self, session: AgentSession, batch: services.SessionBatch | None = None) -> None:
        self.session = session
        reader = services.memory_for(session)
        # In a batch the state lives in the batch's memory until it is written: read it there.
        self.inner = batch.memory if batch is not None else reader
        self.spec = self.inner.spec
        self.estimator = self.inner.estimator
        self.archive = reader.archive  # where the archive is read (the replay names its file)

    def append(self, session_id: str, *messages: Message) -> AppendResult:
        done = services.append_messages(self.session, [m.to_dict() for m in messages])
        return AppendResult(
            appended=done["appended"], context_tokens=done["context_tokens"], seqs=done["seqs"]
        )

    def step(self, session_id: str) -> TurnResult:
        return TurnResult(**services.advance(self.session, new_turn=False))

    def next_turn(self, session_id: str) -> TurnResult:
        return TurnResult(**services.advance(self.session, new_turn=True))

    def context(self, session_id: str) -> list[Message]:
        return list(self.inner.context(session_id))

    def context_tokens(self, session_id: str) -> int:
        return int(self.inner.context_tokens(session_id))

    def is_empty(self, session_id: str) -> bool:
        return bool(self.inner.is_empty(session_id))


# -- one conversation ---------------------------------------------------------------------


def _session_id(conv: Conversation) -> str:
    try:
        return validate_session_id(conv.id)
    except EngineError:
        return slugify(conv.id, fallback=f"conversation-{secrets.token_hex(4)}")


def import_conversation(
    conv: Conversation, owner: Any, *, spec: dict[str, Any] | None = None, file: str = ""
) -> dict[str, Any] | None:
    """Create and play one session; None when a session with this id exists already."""
    sid = _session_id(conv)
    if AgentSession.objects.filter(pk=sid).exists():
        return None
    created = False
    try:
        with transaction.atomic():
            try:
                session = services.create_session(
                    owner, session_id=sid, spec=spec, title=conv.title, source=conv.source[:100]
                )
            except Conflict:
                return None
            created = True
            session.meta = {
                "file": file,
                "labels": conv.labels,
                "stale": conv.stale,
                "meta": conv.meta,
                "imported": timezone.now().isoformat(),
            }
            AgentSession.objects.filter(pk=sid).update(meta=session.meta)
            # One session transaction for the whole conversation: the stored result is the
            # same as with one per operation, written in bulk (docs/design.md, the lossless archive).
            with services.session_batch(session) as batch:
                replayed = replay(conv, ServiceMemory(session, batch), session_id=sid)
            if replayed.error:  # the context filled up: an agent would have stopped here
                raise ServiceError(
                    f"{replayed.error['message']} (at message {replayed.error['message_index']})",
                    code=replayed.error["code"],
                    status=409,
                )
            session.meta["replay"] = replayed.totals
            AgentSession.objects.filter(pk=sid).update(meta=session.meta)
            session.refresh_from_db()
    except BaseException:
        if created:
            services.purge_archive(sid)
        raise
    return {
        "id": session.id,
        "title": session.title,
        "source": session.source,
        "file": file,
        "messages": len(conv.messages),
        "labels": len(conv.labels),
        "model_calls": session.meta["replay"].get("model_calls", 0),
        "turns": session.turn,
        "context_tokens": session.context_tokens,
        "raw_tokens": session.raw_tokens,
        "compactions": session.compactions,
    }


def import_conversations(
    conversations: list[Conversation],
    owner: Any,
    *,
    spec: dict[str, Any] | None = None,
    report: ImportReport | None = None,
    file_of: Callable[[Conversation], str] | None = None,
    progress: Progress | None = None,
) -> ImportReport:
    report = report or ImportReport()
    total = len(conversations)
    for done, conv in enumerate(conversations):
        if progress:
            progress(done, total, conv.id)
        file = file_of(conv) if file_of else ""
        try:
            row = import_conversation(conv, owner, spec=spec, file=file)
        except (ServiceError, EngineError) as exc:
            message = exc.message if isinstance(exc, ServiceError) else str(exc)
            name = f"{file}#{conv.id}" if file else conv.id
            report.failed.append({"name": name, "error": message})
            continue
        if row is None:
            report.skipped.append({"id": _session_id(conv), "reason": "session exists"})
        else:
            report.imported.append(row)
    if progress:
        progress(total, total, "")
    return report


def _spec_dict(spec: Any) -> dict[str, Any] | None:
    """The spec of every imported session: a mapping, or a YAML file (command line). The
    server will serve these sessions, so their model must be one it may call."""
    from memorylab import models_policy

    if spec is None:
        return None
    try:
        loaded = MemorySpec.load(spec)
    except (EngineError, OSError) as exc:
        raise ServiceError(
            f"spec: {exc}", code=getattr(exc, "code", "invalid_spec"), status=422
        ) from exc
    return models_policy.check_spec(loaded).to_dict()


def _spec_from_text(text: str) -> dict[str, Any]:
    """A spec sent as text (YAML or JSON, which is YAML too), read by the safe loader."""
    from memorylab import models_policy

    try:
        spec = MemorySpec.from_yaml(text)
    except EngineError as exc:
        raise ServiceError(f"spec: {exc}", code=exc.code, status=422) from exc
    return models_policy.check_spec(spec).to_dict()


def _load_file(path: Path, report: ImportReport) -> list[Conversation]:
    try:
        return load_conversations(path)
    except InvalidConversation as exc:
        report.failed.append({"name": path.name, "error": str(exc)})
        return []


def import_path(
    path: str | Path,
    owner: Any,
    *,
    spec: Any = None,
    progress: Progress | None = None,
) -> ImportReport:
    """Import a file or a directory (every .json/.jsonl file in it, recursively)."""
    path = Path(path)
    if not path.exists():
        raise NotFound(f"{path}: no such file or directory")
    spec_dict = _spec_dict(spec)
    report = ImportReport()
    conversations: list[Conversation] = []
    file_of: dict[int, str] = {}
    if path.is_dir():
        files = conversation_files(path)
        if not files:
            raise ServiceError(f"{path}: no .json or .jsonl files", code="no_files")
        for file in files:
            for conv in _load_file(file, report):
                file_of[id(conv)] = str(file.relative_to(path))
                conversations.append(conv)
    else:
        for conv in _load_file(path, report):
            file_of[id(conv)] = path.name
            conversations.append(conv)
    _unique_ids(conversations)
    return import_conversations(
        conversations,
        owner,
        spec=spec_dict,
        report=report,
        file_of=lambda c: file_of.get(id(c), ""),
        progress=progress,
    )


def import_payload(
    obj: Any, owner: Any, name: str, *, spec: Any = None, progress: Progress | None = None
) -> ImportReport:
    """Import already parsed JSON (e.g. an API body); ``name`` labels it in the report."""
    spec_dict = _spec_dict(spec)
    report = ImportReport()
    try:
        # Ids come from the name's stem, as for a file of that name.
        conversations = load_conversations(obj, name=Path(name).name.split(".")[0] or "upload")
    except (InvalidConversation, EngineError) as exc:
        report.failed.append({"name": name, "error": str(exc)})
        return report
    return import_conversations(
        conversations,
        owner,
        spec=spec_dict,
        report=report,
        file_of=lambda c: name,
        progress=progress,
    )


def _unique_ids(conversations: list[Conversation]) -> None:
    """Two files may hold the same conversation id: number the later ones."""
    seen: dict[str, int] = {}
    for conv in conversations:
        if conv.id in seen:
            seen[conv.id] += 1
            conv.id = f"{conv.id}-{seen[conv.id]}"
        else:
            seen[conv.id] = 1


# -- uploads, run on a worker ---------------------------------------------------------------


def upload_dir() -> Path:
    return Path(getattr(settings, "MEMORYLAB_UPLOAD_DIR", settings.BUILD_DIR / "uploads"))


def _safe_name(name: str) -> str:
    base = re.sub(r"[^A-Za-z0-9._-]+", "_", Path(name or "upload").name).lstrip(".") or "upload"
    return base if base.endswith((".json", ".jsonl")) else base + ".json"


IMPORT = "import"


# One piece of an upload kept in the database: small enough that neither side holds much
# in memory, large enough that a 256 MiB file is a few hundred rows.
UPLOAD_CHUNK_BYTES = 1024 * 1024


def uploads_in_database() -> bool:
    """Uploads travel through the database when the archive lives there: the deployment
    then shares no disk between web and worker machines (README, Production setup)."""
    return settings.MEMORYLAB_ARCHIVE_BACKEND == "database"


def request_import(user: Any, upload: Any, *, spec: str | None = None) -> Any:
    """Store an uploaded file where workers read it and queue its import as a job."""
    limit = getattr(settings, "MEMORYLAB_MAX_IMPORT_BYTES", MAX_UPLOAD_BYTES)
    if upload.size is not None and upload.size > limit:
        raise TooLarge(
            f"file is {upload.size} bytes, over the import limit {limit} "
            "(MEMORYLAB_MAX_IMPORT_BYTES)"
        )
    spec_dict = _spec_from_text(spec) if spec and spec.strip() else None
    name = _safe_name(upload.name)
    with job_slot(user):
        task = jobs.TaskRun(kind=IMPORT, owner=user, params={"name": name, "spec": spec_dict})
        if uploads_in_database():
            _store_chunks(task.pk, upload)
            task.params["stored"] = "database"
        else:
            folder = upload_dir() / str(task.pk)
            folder.mkdir(parents=True, exist_ok=True)
            target = folder / name
            with open(target, "wb") as out:
                for chunk in upload.chunks():
                    out.write(chunk)
            task.params["path"] = str(target)
        task.message = f"queued {name}"
        task.save()
        jobs.queue(task)
    return task


def _store_chunks(task_id: Any, upload: Any) -> None:
    index, pending = 0, b""
    for piece in upload.chunks(UPLOAD_CHUNK_BYTES):
        pending += piece
        while len(pending) >= UPLOAD_CHUNK_BYTES:
            UploadChunk.objects.create(
                task_id=task_id, index=index, data=pending[:UPLOAD_CHUNK_BYTES]
            )
            index, pending = index + 1, pending[UPLOAD_CHUNK_BYTES:]
    if pending or index == 0:
        UploadChunk.objects.create(task_id=task_id, index=index, data=pending)


def _fetch_chunks(task_id: Any, target: Path) -> bool:
    """Write the upload's pieces, in order, to ``target``; False when there are none (the
    import ran already, or the task was deleted)."""
    pieces = UploadChunk.objects.filter(task_id=task_id).order_by("index")
    found = False
    with open(target, "wb") as out:
        # One piece in memory at a time: the ids first, then each piece by itself.
        for pk in pieces.values_list("pk", flat=True):
            data = UploadChunk.objects.filter(pk=pk).values_list("data", flat=True).first()
            if data is not None:
                out.write(bytes(data))
                found = True
    return found


def _in_upload_dir(path: Path) -> bool:
    """An import task reads only the file its upload stored: a path in the task's params
    that points anywhere else (a hand-edited row) is not read."""
    root = upload_dir().resolve()
    resolved = path.resolve()
    return resolved.parent.parent == root and resolved.is_file()


def _remove_upload(path: Path) -> None:
    """Delete the upload's own folder, and never anything outside the upload directory."""
    root = upload_dir().resolve()
    folder = path.resolve().parent
    if path.name and folder.parent == root:
        shutil.rmtree(folder, ignore_errors=True)


def run_import(task_id: str) -> Any:
    """The worker side of an upload: claim the job, import, store the report."""

    def work(task: Any) -> jobs.Outcome:
        path = Path(task.params.get("path", ""))

        def progress(done: int, total: int, current: str) -> None:
            message = f"importing {current} ({done + 1}/{total})" if current else "finishing"
            jobs.report_progress(task.pk, done / total if total else 1.0, message)

        if task.params.get("stored") == "database":
            report = _import_from_database(task, progress)
        else:
            try:
                if not _in_upload_dir(path):
                    raise ServiceError("the uploaded file is gone; upload it again")
                report = import_path(
                    path, task.owner, spec=task.params.get("spec"), progress=progress
                )
            finally:
                _remove_upload(path)
        return jobs.Outcome(
            status=(
                jobs.TaskRun.FAILED if report.failed and not report.imported else jobs.TaskRun.DONE
            ),
            result=report.to_dict(),
            message=report.summary()[:500],
            error="; ".join(f"{f['name']}: {f['error']}" for f in report.failed),
        )

    return jobs.execute(task_id, work, kind=IMPORT)


def _import_from_database(task: Any, progress: Progress) -> ImportReport:
    """The upload, read from the database into a private temporary folder of this worker
    (the formats read files), imported, then deleted from both."""
    with tempfile.TemporaryDirectory(prefix="memorylab-upload-") as tmp:
        path = Path(tmp) / _safe_name(task.params.get("name", ""))
        try:
            if not _fetch_chunks(task.pk, path):
                raise ServiceError("the uploaded file is gone; upload it again")
            return import_path(path, task.owner, spec=task.params.get("spec"), progress=progress)
        finally:
            UploadChunk.objects.filter(task_id=task.pk).delete()

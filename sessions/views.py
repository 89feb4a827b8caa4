"""The dashboard: plain function views. Permission checks happen here (a session another
user owns is a 404); every change goes through one service function. Each page works
without JavaScript; for htmx requests the views return the page's inline partial."""

from __future__ import annotations

import contextlib
import threading
from dataclasses import dataclass
from typing import Any

from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import Http404, HttpRequest, HttpResponse, QueryDict
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_GET, require_POST
from django.views.decorators.vary import vary_on_headers

from compaction import services as compaction_services
from compaction.engine import (
    RAW_TYPES,
    RECORD_TYPES,
    EngineError,
    Entry,
    Message,
    TokenEstimator,
    parse_ref,
)
from compaction.models import TaskRun

from . import services
from .models import AgentSession, ApiToken, ArchiveEntry

SESSIONS_PER_PAGE = 25
DIFF_ROWS_PER_PAGE = 100
EVENTS_PER_PAGE = 50
MAX_RANGE_RECORDS = 50
MAX_INSTRUCTIONS = 4000
SORTS = {
    "activity": "-updated",
    "tokens": "-context_tokens",
    "raw": "-raw_tokens",
    "compactions": "-compactions",
}
COMPACTION_TYPES = ("micro_compact", "auto_compact", "manual_compact", "compact_failed")
TIMELINE_TYPES = tuple(t for t in RECORD_TYPES if t != "clear") + ("clear",)


def _warm_tokenizer() -> None:
    """Load the default tokenizer in the background when the dashboard loads: its first
    load takes a second or more of CPU, which the first session page would pay otherwise
    (the raw side counts the tokens of messages that left the context)."""

    def load() -> None:
        with contextlib.suppress(Exception):  # a failure shows up, named, on first real use
            TokenEstimator().count_text("warm up")

    threading.Thread(target=load, name="warm-tokenizer", daemon=True).start()


_warm_tokenizer()


def _session_or_404(request: HttpRequest, session_id: str) -> AgentSession:
    try:
        return services.get_session(request.user, session_id)
    except services.ServiceError as exc:  # not found, not yours, or not a valid id
        raise Http404(exc.message) from exc


def _wants_partial(request: HttpRequest) -> bool:
    # htmx restoring history after a cache miss asks for the whole page.
    return bool(request.htmx) and not request.htmx.history_restore_request


def _partial(request: HttpRequest, page: str, partial: str) -> str:
    return f"{page}#{partial}" if _wants_partial(request) else page


# -- sessions list ------------------------------------------------------------------------


@login_required
@require_GET
@vary_on_headers("HX-Request")  # one URL, two bodies: caches must keep them apart
def session_list(request: HttpRequest) -> HttpResponse:
    text = request.GET.get("q", "").strip()[:200]
    sort = request.GET.get("sort", "activity")
    if sort not in SORTS:
        sort = "activity"
    sessions = services.search_sessions(request.user, text, SORTS[sort])
    page = Paginator(sessions, SESSIONS_PER_PAGE).get_page(request.GET.get("page"))
    ctx = {"page": page, "q": text, "sort": sort, "list_query": _query(request.GET, "page")}
    return render(request, _partial(request, "sessions/list.html", "table"), ctx)


# -- session detail: raw vs compacted -------------------------------------------------------


@dataclass
class DiffRow:
    """One line of the side-by-side view, aligned by archive seq.

    status: same (the context shows the raw message), placeholder (micro-compacted),
    summarized (folded into the summary), dropped (no longer in the context), summary
    (the summary itself), unarchived (in the context, waiting for the archive).
    """

    status: str
    seq: int | None = None
    turn: int | None = None
    type: str = ""
    raw: Message | None = None
    raw_tokens: int | None = None
    entry: Entry | None = None
    error: str = ""

    @property
    def changed(self) -> bool:
        return self.status != "same"


@dataclass
class Compacted:
    """The current context, indexed for alignment with the archive."""

    entries: list[Entry]
    by_seq: dict[int, Entry]
    summary: Entry | None
    covered: tuple[int, int] | None
    tokens: int

    @classmethod
    def of(cls, session: AgentSession, memory: Any) -> Compacted:
        entries = memory.context_entries(session.id)
        summary = next((e for e in entries if e.kind == "summary"), None)
        covered = None
        if summary is not None:
            try:
                _, first, last = parse_ref(str(summary.message.memorylab.get("archive_range")))
                covered = (first, last)
            except EngineError:
                covered = None
        return cls(
            entries=entries,
            by_seq={e.seq: e for e in entries if e.seq is not None},
            summary=summary,
            covered=covered,
            tokens=sum(e.tokens for e in entries),
        )

    def same_seqs(self) -> list[int]:
        return [s for s, e in self.by_seq.items() if e.kind == "raw"]


def _raw_row(session: AgentSession, index: ArchiveEntry, ctx: Compacted, memory: Any) -> DiffRow:
    row = DiffRow(status="dropped", seq=index.seq, turn=index.turn, type=index.type)
    entry = ctx.by_seq.get(index.seq)
    if entry is not None:
        row.entry = entry
        row.status = "same" if entry.kind == "raw" else entry.kind
    elif ctx.covered and ctx.covered[0] <= index.seq <= ctx.covered[1]:
        row.status = "summarized"
    if row.status == "same":
        # Identical to the context entry: no need to read the archive for it.
        row.raw, row.raw_tokens = entry.message, entry.tokens  # type: ignore[union-attr]
        return row
    try:
        rec = services.record(session, index.seq, entry=index)
        row.raw = Message.from_dict(rec.data["message"])
    except (services.ServiceError, EngineError, KeyError) as exc:
        row.error = getattr(exc, "message", None) or str(exc)
        return row
    original = entry.message.memorylab.get("original_tokens") if entry is not None else None
    row.raw_tokens = original if isinstance(original, int) else memory.estimator.count(row.raw)
    return row


def _query(params: QueryDict, *drop: str) -> str:
    """``params`` without ``drop``, URL-encoded with a trailing "&" (for "...?{q}page=2")."""
    kept = params.copy()
    for key in drop:
        kept.pop(key, None)
    encoded = kept.urlencode()
    return f"{encoded}&" if encoded else ""


def diff_context(params: QueryDict, session: AgentSession, memory: Any = None) -> dict:
    """Rows for one page of the raw history, next to what the context holds for them."""
    memory = memory or services.memory_for(session)
    ctx = Compacted.of(session, memory)
    changed_only = params.get("changed") == "1"
    raw = ArchiveEntry.objects.filter(session=session, type__in=RAW_TYPES).order_by("seq")
    if changed_only:
        raw = raw.exclude(seq__in=ctx.same_seqs())
    page = Paginator(raw, DIFF_ROWS_PER_PAGE).get_page(params.get("page"))
    rows = [_raw_row(session, index, ctx, memory) for index in page.object_list]
    if ctx.summary is not None:
        # The summary sits where the range it covers begins (or first, if that is not raw).
        first_covered = ctx.covered[0] if ctx.covered else 0
        start = (
            ArchiveEntry.objects.filter(session=session, type__in=RAW_TYPES, seq__gte=first_covered)
            .order_by("seq")
            .values_list("seq", flat=True)
            .first()
        )
        summary_row = DiffRow(status="summary", entry=ctx.summary, turn=ctx.summary.turn)
        at = next((i for i, r in enumerate(rows) if r.seq == start), None)
        if at is not None:
            rows.insert(at, summary_row)
        elif start is None and page.number == 1:
            rows.insert(0, summary_row)
    if not page.has_next():
        rows += [
            DiffRow(status="unarchived", turn=e.turn, entry=e, raw=e.message, raw_tokens=e.tokens)
            for e in ctx.entries
            if e.seq is None and e.kind == "raw"
        ]
    return {
        "session": session,
        "rows": rows,
        "diff_page": page,
        "changed_only": changed_only,
        "diff_query": _query(params, "page"),
        "diff_own_query": "changed=1&" if changed_only else "",
        "context_tokens": ctx.tokens,
        "context_count": len(ctx.entries),
        "summary": ctx.summary,
    }


def chart_data(session: AgentSession) -> dict[str, Any]:
    """Context tokens per turn (at the end of each turn), the threshold, compactions."""
    per_turn: dict[int, int] = {}
    markers: dict[str, dict[str, list]] = {
        t: {"x": [], "y": [], "seq": []} for t in COMPACTION_TYPES
    }
    rows = (
        ArchiveEntry.objects.filter(session=session)
        .order_by("seq")
        .values_list("seq", "turn", "type", "context_tokens")
    )
    last = 0
    for seq, turn, kind, tokens in rows.iterator(chunk_size=2000):
        if tokens is not None:
            per_turn[turn] = tokens
            last = tokens
        if kind in markers:
            markers[kind]["x"].append(turn)
            markers[kind]["y"].append(tokens if tokens is not None else last)
            markers[kind]["seq"].append(seq)
    spec = session.memory_spec()
    auto = spec.auto_compact
    turns = sorted(per_turn)
    return {
        "turns": turns,
        "tokens": [per_turn[t] for t in turns],
        "threshold": auto.threshold_tokens
        if auto.enabled and spec.backend == "compactable"
        else None,
        "markers": markers,
    }


def _detail_context(params: QueryDict, session: AgentSession) -> dict[str, Any]:
    memory = services.memory_for(session)
    ctx = diff_context(params, session, memory)
    ctx.update(events_context(params, session))
    ctx["chart"] = chart_data(session)
    ctx["spec"] = session.memory_spec()
    ctx["compactable"] = ctx["spec"].backend == "compactable"
    return ctx


@login_required
@require_GET
def session_detail(request: HttpRequest, session_id: str) -> HttpResponse:
    session = _session_or_404(request, session_id)
    return render(request, "sessions/detail.html", _detail_context(request.GET, session))


@login_required
@require_GET
def session_diff(request: HttpRequest, session_id: str) -> HttpResponse:
    session = _session_or_404(request, session_id)
    if not _wants_partial(request):
        return redirect(reverse("sessions:detail", args=[session.id]) + _qs(request) + "#diff")
    return render(request, "sessions/detail.html#diff", diff_context(request.GET, session))


def _qs(request: HttpRequest) -> str:
    encoded = request.GET.urlencode()
    return f"?{encoded}" if encoded else ""


# -- archive records and the event timeline ------------------------------------------------


def _record_item(session: AgentSession, index: ArchiveEntry) -> dict[str, Any]:
    item: dict[str, Any] = {"index": index, "ref": index.ref, "data": None, "message": None}
    try:
        rec = services.record(session, index.seq, entry=index)
    except services.ServiceError as exc:
        item["error"] = exc.message
        return item
    data = dict(rec.data)
    if "message" in data and index.type in RAW_TYPES:
        try:
            item["message"] = Message.from_dict(data.pop("message"))
        except EngineError as exc:
            item["error"] = str(exc)
    item["summary"] = data.pop("summary", None)
    item["data"] = data
    return item


@login_required
@require_GET
@vary_on_headers("HX-Request")
def archive_record(request: HttpRequest, session_id: str, seq: int) -> HttpResponse:
    session = _session_or_404(request, session_id)
    try:
        wanted = int(request.GET.get("last", seq))
    except ValueError:
        wanted = seq
    wanted = max(wanted, seq)
    last = min(wanted, seq + MAX_RANGE_RECORDS - 1)  # a long range is read 50 at a time
    in_range = ArchiveEntry.objects.filter(session=session, seq__gte=seq, seq__lte=last)
    indexes = list(in_range.order_by("seq"))
    if not indexes:
        # Not indexed yet (or never written): the service syncs the index or says 404.
        try:
            services.record(session, seq)
        except services.NotFound as exc:
            raise Http404(exc.message) from exc
        except EngineError as exc:  # e.g. the archive file is a symlink: refused, not a 500
            raise Http404(str(exc)) from exc
        except services.ServiceError:
            pass  # unreadable: the item below shows the error
        indexes = list(in_range.order_by("seq"))
    more = None
    if wanted > last:
        more = reverse("sessions:record", args=[session.id, last + 1])
        more += f"?last={wanted}" if wanted > last + 1 else ""
    ctx = {
        "session": session,
        "items": [_record_item(session, i) for i in indexes],
        "first": seq,
        "last": last,
        "more_url": more,
        "ref": f"archive://{session.id}/{seq}" + (f"-{last}" if last != seq else ""),
    }
    return render(request, _partial(request, "sessions/record.html", "record"), ctx)


def events_context(params: QueryDict, session: AgentSession) -> dict[str, Any]:
    chosen = [t for t in params.getlist("type") if t in TIMELINE_TYPES]
    events = ArchiveEntry.objects.filter(session=session).order_by("seq")
    if chosen:
        events = events.filter(type__in=chosen)
    page = Paginator(events, EVENTS_PER_PAGE).get_page(params.get("epage"))
    return {
        "session": session,
        "events_page": page,
        "events": [_record_item(session, i) for i in page.object_list],
        "event_types": TIMELINE_TYPES,
        "chosen_types": chosen,
        "events_query": _query(params, "epage"),
        "events_own_query": "".join(f"type={t}&" for t in chosen),
    }


@login_required
@require_GET
def session_events(request: HttpRequest, session_id: str) -> HttpResponse:
    session = _session_or_404(request, session_id)
    if not _wants_partial(request):
        return redirect(reverse("sessions:detail", args=[session.id]) + _qs(request) + "#events")
    return render(request, "sessions/detail.html#events", events_context(request.GET, session))


# -- compact now ----------------------------------------------------------------------------


@login_required
@require_POST
def compact(request: HttpRequest, session_id: str) -> HttpResponse:
    session = _session_or_404(request, session_id)
    instructions = request.POST.get("instructions", "").strip()[:MAX_INSTRUCTIONS] or None
    task = compaction_services.request_compact(session, request.user, instructions=instructions)
    if not request.htmx:
        return redirect("sessions:task", session.id, task.pk)
    task.refresh_from_db()  # eager Celery may have finished it already
    return _task_response(request, session, task)


def _task_response(request: HttpRequest, session: AgentSession, task: TaskRun) -> HttpResponse:
    ctx: dict[str, Any] = {"session": session, "task": task}
    result = task.result or {}
    before, after = result.get("tokens_before") or 0, result.get("tokens_after") or 0
    ctx["saved"] = before - after
    ctx["saved_pct"] = round(100 * (before - after) / before, 1) if before else None
    partial = _wants_partial(request)
    if task.status == TaskRun.DONE and partial:
        # Swap in the new context, summary, chart and numbers without a reload.
        session.refresh_from_db()
        ctx.update(_detail_context(_page_params(request), session))
        ctx["oob"] = True
    template = "sessions/task.html#task" if partial else "sessions/task.html"
    return render(request, template, ctx)


def _page_params(request: HttpRequest) -> QueryDict:
    """The filters of the page that polls (its first diff and timeline pages)."""
    current = request.headers.get("HX-Current-URL", "")
    query = current.split("#", 1)[0].split("?", 1)[1] if "?" in current else ""
    params = QueryDict(query, mutable=True)
    params.pop("page", None)
    params.pop("epage", None)
    return params


@login_required
@require_GET
@vary_on_headers("HX-Request")
def task_status(request: HttpRequest, session_id: str, task_id: str) -> HttpResponse:
    session = _session_or_404(request, session_id)
    try:
        task = compaction_services.get_task(request.user, task_id)
    except services.ServiceError as exc:
        raise Http404(exc.message) from exc
    if task.session_id != session.id:
        raise Http404("task belongs to another session")
    return _task_response(request, session, task)


# -- API tokens -----------------------------------------------------------------------------


@login_required
def api_tokens(request: HttpRequest) -> HttpResponse:
    created = plain = None
    error = ""
    if request.method == "POST":
        name = request.POST.get("name", "").strip()
        if not name:
            error = "Name the token (e.g. the agent that will use it)."
        elif len(name) > 100:
            error = "The name is too long (100 characters at most)."
        else:
            # The plain token is shown in this response only; it is stored hashed.
            created, plain = ApiToken.issue(request.user, name)
    tokens = ApiToken.objects.filter(user=request.user).order_by("-created")
    ctx = {"tokens": tokens, "created": created, "plain": plain, "error": error}
    return render(request, "accounts/tokens.html", ctx, status=400 if error else 200)


@login_required
@require_POST
def revoke_api_token(request: HttpRequest, token_id: int) -> HttpResponse:
    token = get_object_or_404(ApiToken, pk=token_id, user=request.user)
    if token.revoked is None:
        token.revoked = timezone.now()
        token.save(update_fields=["revoked"])
    return redirect("api_tokens")

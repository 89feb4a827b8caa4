"""The dashboard: plain function views. Permission checks happen here (a session another
user owns is a 404); every change goes through one service function. Each page works
without JavaScript; for htmx requests the views return the page's inline partial."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import Http404, HttpRequest, HttpResponse, QueryDict
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_GET, require_POST
from django.views.decorators.vary import vary_on_headers

from compaction import services as jobs
from compaction.engine import EngineError
from compaction.models import TaskRun
from memorylab.errors import NotFound, ServiceError

from . import detail, services
from .models import AgentSession, ApiToken, ArchiveEntry

SESSIONS_PER_PAGE = 25
MAX_RANGE_RECORDS = 50
MAX_INSTRUCTIONS = 4000
SORTS = {
    "activity": "-updated",
    "tokens": "-context_tokens",
    "raw": "-raw_tokens",
    "compactions": "-compactions",
}


def _session_or_404(request: HttpRequest, session_id: str) -> AgentSession:
    try:
        return services.get_session(request.user, session_id)
    except ServiceError as exc:  # not found, not yours, or not a valid id
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
    ctx = {
        "page": page,
        "q": text,
        "sort": sort,
        "list_query": detail.query_without(request.GET, "page"),
    }
    return render(request, _partial(request, "sessions/list.html", "table"), ctx)


# -- session detail: raw vs compacted -------------------------------------------------------


@login_required
@require_GET
def session_detail(request: HttpRequest, session_id: str) -> HttpResponse:
    session = _session_or_404(request, session_id)
    return render(request, "sessions/detail.html", detail.page_context(request.GET, session))


@login_required
@require_GET
def session_diff(request: HttpRequest, session_id: str) -> HttpResponse:
    session = _session_or_404(request, session_id)
    if not _wants_partial(request):
        return redirect(reverse("sessions:detail", args=[session.id]) + _qs(request) + "#diff")
    return render(request, "sessions/detail.html#diff", detail.diff_context(request.GET, session))


def _qs(request: HttpRequest) -> str:
    encoded = request.GET.urlencode()
    return f"?{encoded}" if encoded else ""


# -- archive records and the event timeline ------------------------------------------------


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
        except NotFound:
            raise
        except EngineError as exc:  # e.g. the archive file is a symlink: refused, not a 500
            raise Http404(str(exc)) from exc
        except ServiceError:
            pass  # unreadable: the item below shows the error
        indexes = list(in_range.order_by("seq"))
    more = None
    if wanted > last:
        more = reverse("sessions:record", args=[session.id, last + 1])
        more += f"?last={wanted}" if wanted > last + 1 else ""
    ctx = {
        "session": session,
        "items": [detail.record_item(session, i) for i in indexes],
        "first": seq,
        "last": last,
        "more_url": more,
        "ref": f"archive://{session.id}/{seq}" + (f"-{last}" if last != seq else ""),
    }
    return render(request, _partial(request, "sessions/record.html", "record"), ctx)


@login_required
@require_GET
def session_events(request: HttpRequest, session_id: str) -> HttpResponse:
    session = _session_or_404(request, session_id)
    if not _wants_partial(request):
        return redirect(reverse("sessions:detail", args=[session.id]) + _qs(request) + "#events")
    return render(
        request, "sessions/detail.html#events", detail.events_context(request.GET, session)
    )


# -- compact now ----------------------------------------------------------------------------


@login_required
@require_POST
def compact(request: HttpRequest, session_id: str) -> HttpResponse:
    session = _session_or_404(request, session_id)
    instructions = request.POST.get("instructions", "").strip()[:MAX_INSTRUCTIONS] or None
    task = services.request_compact(session, request.user, instructions=instructions)
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
        ctx.update(detail.page_context(_page_params(request), session))
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
    task = jobs.get_task(request.user, task_id)
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

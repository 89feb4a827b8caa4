from __future__ import annotations

import os
from pathlib import Path

from django.conf import settings
from django.db import connection
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect
from django.views.decorators.http import require_GET
from kombu.utils.url import maybe_sanitize_url

from compaction.engine import quote


def broker_status() -> tuple[bool, str]:
    """Can a producer reach the broker? A short connection attempt (folders for filesystem)."""
    from memorylab.celery import app, ensure_broker_dirs

    url = settings.CELERY_BROKER_URL
    try:
        if url.startswith("filesystem"):
            ensure_broker_dirs()
            queue = settings.CELERY_BROKER_TRANSPORT_OPTIONS["data_folder_out"]
            if not os.access(queue, os.W_OK):
                raise PermissionError(f"broker folder {queue} is not writable")
            return True, "filesystem"
        with app.connection_for_write(url) as conn:
            conn.ensure_connection(max_retries=1, interval_start=0, interval_step=0, timeout=2)
            return True, conn.transport.driver_name
    except Exception as exc:  # any transport error means "down"; report its text
        return False, f"{type(exc).__name__}: {exc}"


@require_GET
def healthz(request: HttpRequest) -> JsonResponse:
    """Up or not, for load balancers (anonymous, plain HTTP). Error messages, the broker URL
    and the archive folder can name hosts and paths: only staff users see them; others get
    the backend's name, or the error's class."""
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
        db_ok, db_detail, db_short = True, connection.vendor, connection.vendor
    except Exception as exc:
        db_ok, db_detail, db_short = False, f"{type(exc).__name__}: {exc}", type(exc).__name__
    broker_ok, broker_detail = broker_status()
    ok = db_ok and broker_ok
    user = getattr(request, "user", None)
    staff = user is not None and user.is_staff
    broker = {
        "ok": broker_ok,
        # broker_status() reports errors as "ClassName: message".
        "detail": broker_detail if staff or broker_ok else broker_detail.split(":")[0],
    }
    body = {
        "status": "ok" if ok else "error",
        "database": {"ok": db_ok, "detail": db_detail if staff else db_short},
        "broker": broker,
    }
    if staff:
        broker["url"] = maybe_sanitize_url(settings.CELERY_BROKER_URL)
        body["archive_dir"] = str(settings.MEMORYLAB_ARCHIVE_DIR)
    return JsonResponse(body, status=200 if ok else 503)


def home(request: HttpRequest):
    return redirect("sessions:list")


def not_found(request: HttpRequest, exception: Exception):
    """Under /api/ a URL no route matches (e.g. a session id with a newline, which the
    ``path`` converter refuses) is the API's JSON 404, not an HTML page. Elsewhere our own
    page (templates/404.html), which lists nothing of the URL configuration."""
    if request.path.startswith("/api/"):
        return JsonResponse(
            {"code": "not_found", "message": f"no API endpoint {quote(request.path, 200)}"},
            status=404,
        )
    from django.views.defaults import page_not_found

    return page_not_found(request, exception)


# Read once: a fixed file of the project, never a path from the request.
_FAVICON = (Path(__file__).resolve().parent.parent / "static" / "favicon.svg").read_bytes()


@require_GET
def favicon(request: HttpRequest) -> HttpResponse:
    """Browsers ask for /favicon.ico whatever the page declares."""
    response = HttpResponse(_FAVICON, content_type="image/svg+xml")
    response["Cache-Control"] = "public, max-age=86400"
    return response


def server_error(request: HttpRequest):
    """A 500 outside the API's own handlers: JSON under /api/, templates/500.html elsewhere."""
    if request.path.startswith("/api/"):
        return JsonResponse(
            {"code": "internal_error", "message": "internal server error (logged)"}, status=500
        )
    from django.views.defaults import server_error as html_server_error

    return html_server_error(request)

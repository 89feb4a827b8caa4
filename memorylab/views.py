from __future__ import annotations

import os

from django.conf import settings
from django.db import connection
from django.http import HttpRequest, HttpResponsePermanentRedirect, JsonResponse
from django.shortcuts import redirect
from django.templatetags.static import static
from django.views.decorators.http import require_GET
from kombu.utils.url import maybe_sanitize_url


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
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
        db_ok, db_detail = True, connection.vendor
    except Exception as exc:
        db_ok, db_detail = False, f"{type(exc).__name__}: {exc}"
    broker_ok, broker_detail = broker_status()
    archive = settings.MEMORYLAB_ARCHIVE_DIR
    ok = db_ok and broker_ok
    body = {
        "status": "ok" if ok else "error",
        "database": {"ok": db_ok, "detail": db_detail},
        "broker": {
            "ok": broker_ok,
            "detail": broker_detail,
            "url": maybe_sanitize_url(settings.CELERY_BROKER_URL),
        },
        "archive_dir": str(archive),
    }
    return JsonResponse(body, status=200 if ok else 503)


def favicon(request: HttpRequest) -> HttpResponsePermanentRedirect:
    return HttpResponsePermanentRedirect(static("favicon.svg"))


def home(request: HttpRequest):
    return redirect("sessions:list")


def not_found(request: HttpRequest, exception: Exception):
    """Under /api/ a URL no route matches (e.g. a session id with a newline, which the
    ``path`` converter refuses) is the API's JSON 404, not an HTML page."""
    if request.path.startswith("/api/"):
        return JsonResponse(
            {"code": "not_found", "message": f"no API endpoint {request.path!r}"}, status=404
        )
    from django.views.defaults import page_not_found

    return page_not_found(request, exception)

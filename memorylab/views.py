from __future__ import annotations

from django.conf import settings
from django.db import connection
from django.http import HttpRequest, JsonResponse
from django.shortcuts import redirect
from django.views.decorators.http import require_GET


def broker_status() -> tuple[bool, str]:
    """Can a producer reach the broker? Checked with a short connection attempt."""
    from memorylab.celery import app, ensure_broker_dirs

    try:
        ensure_broker_dirs()
        with app.connection_for_write() as conn:
            conn.ensure_connection(max_retries=1, timeout=2)
        return True, conn.transport_cls if isinstance(conn.transport_cls, str) else "ok"
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
            "url": settings.CELERY_BROKER_URL.split("@")[-1],
        },
        "archive_dir": str(archive),
    }
    return JsonResponse(body, status=200 if ok else 503)


def home(request: HttpRequest):
    return redirect("sessions:list")

"""The hostile data set for the security tests, and the browser fixtures of tests/browser."""

from __future__ import annotations

import pytest

from tests.browser.conftest import browser, login, page  # noqa: F401  (fixtures)


@pytest.fixture
def hostile(alice, django_capture_on_commit_callbacks):
    """Alice's session, lab and a finished sweep and compaction task, all full of payloads."""
    from evaluation import sweep_tasks
    from sessions import services as session_services
    from sessions.models import ArchiveEntry

    from .payloads import hostile_lab, hostile_session, joined

    session = hostile_session(alice)
    data = {"session": session, **hostile_lab(alice)}
    with django_capture_on_commit_callbacks(execute=True):
        data["task"] = session_services.request_compact(session, alice, instructions=joined())
        data["sweep"] = sweep_tasks.request_sweep(
            alice,
            conversation_ids=[data["conversation"].pk],
            thresholds="500,2000",
            min_saving="10",
        )
    for key in ("task", "sweep"):
        data[key].refresh_from_db()
        assert data[key].status in ("done", "failed"), (key, data[key].status, data[key].error)
    data["seqs"] = list(
        ArchiveEntry.objects.filter(session=session).order_by("seq").values_list("seq", flat=True)
    )
    return data

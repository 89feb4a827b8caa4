"""Stored XSS in a real browser: the hostile data set on every kind of page, with htmx and
plotly running. No dialog fires, no element a payload would create exists, and the
payloads read as text."""

from __future__ import annotations

import pytest

from .payloads import INJECTED_IDS

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# Elements a payload would have created, or attributes it would have planted.
INJECTED = ", ".join(
    [f"#{i}" for i in INJECTED_IDS]
    + ["[onerror*=xss]", "[onload*=xss]", "[href^='javascript:']", "iframe[srcdoc*=xss]"]
)


def pages(hostile) -> list[str]:
    sid = hostile["session"].id
    conv, exp, sweep = hostile["conversation"], hostile["experiment"], hostile["sweep"]
    return [
        "/sessions/",
        f"/sessions/{sid}/",
        f"/sessions/{sid}/?changed=1",
        f"/sessions/{sid}/events/",
        f"/sessions/{sid}/archive/1/",
        f"/sessions/{sid}/archive/1/?last=40",
        f"/sessions/{sid}/tasks/{hostile['task'].pk}/",
        "/accounts/tokens/",
        "/lab/",
        f"/lab/conversations/{conv.pk}/",
        f"/lab/labels/{conv.labels.first().pk}/",
        f"/lab/experiments/{exp.pk}/",
        f"/lab/experiments/{exp.pk}/cells/{exp.cells.first().pk}/",
        "/lab/sweeps/",
        f"/lab/sweeps/{sweep.pk}/",
    ]


def test_it_runs_no_payload_in_the_browser(page, live_server, login, hostile):
    login(page)
    for path in pages(hostile):
        page.goto(live_server.url + path)
        page.wait_for_load_state("networkidle")
        assert page.dialogs == [], (path, page.dialogs)
        assert page.locator(INJECTED).count() == 0, path
    # The payloads were on the page, as text.
    page.goto(f"{live_server.url}/sessions/{hostile['session'].id}/")
    assert page.get_by_text("<script>alert('xss-script')</script>").first.is_visible()
    assert page.get_by_text("<svg onload=alert('xss-svg')>").count() > 0
    # Expanding collapsed tool outputs and following htmx links renders more: still text.
    for summary in page.locator("details > summary").all()[:10]:
        summary.click()
    page.wait_for_load_state("networkidle")
    assert page.dialogs == [] and page.locator(INJECTED).count() == 0

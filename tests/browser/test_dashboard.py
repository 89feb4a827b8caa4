"""The dashboard in a real browser: browse, diff, follow archive links, compact now, and
conversation content that tries to run script stays text."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from sessions import services
from tests.ui.builders import XSS, build_session, turn_messages

from .conftest import dialogs_so_far

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def tokens_shown(page) -> int:
    return int(page.get_by_test_id("context-tokens").inner_text().replace(",", ""))


def compacted_session(owner):
    """Compacted once, then two more turns: summary, placeholders and unchanged rows."""
    session = build_session(owner, "s-browse", turns=3, compact=True, title="fix the parser")
    for turn in (4, 5):
        services.append_messages(session, turn_messages(turn))
        services.advance(session, new_turn=True)
    return session


def test_it_browses_a_compacted_session(page, live_server, login, shot, alice):
    compacted_session(alice)
    build_session(alice, "s-other", turns=1)
    login(page)
    expect(page.locator("#session-table")).to_contain_text("s-browse")
    page.fill("input[name=q]", "parser")
    expect(page.locator("#session-table")).not_to_contain_text("s-other")
    shot(page, "sessions-list")

    page.click("text=s-browse")
    page.wait_for_url(re.compile(r"/sessions/s-browse/$"))
    expect(page.locator("#summary h3").first).to_have_text("User Goal")
    expect(page.locator(".token-chart .main-svg").first).to_be_visible()  # plotly drew it
    rows = page.locator(".diff-row[data-status]")
    expect(
        rows.filter(has=page.locator("xpath=self::*[@data-status='same']")).first
    ).to_be_visible()
    total = rows.count()
    shot(page, "session-detail")

    # "changed only": the unchanged rows go, in place (htmx), and the checkbox stays ticked.
    page.get_by_test_id("changed-only").check()
    expect(page.locator('.diff-row[data-status="same"]')).to_have_count(0)
    assert 0 < page.locator(".diff-row[data-status]").count() < total
    expect(page.get_by_test_id("changed-only")).to_be_checked()
    shot(page, "session-detail-changed-only")

    # A placeholder's archive reference opens the raw event right below it.
    placeholder = page.locator('.diff-row[data-status="placeholder"]').first
    link = placeholder.locator(".cell.ctx a.ref").first
    ref = link.inner_text()
    link.click()
    opened = placeholder.locator(".cell.ctx .ref-slot .records")
    expect(opened).to_have_attribute("data-ref", ref)
    expect(opened).to_contain_text("src/module_")
    assert page.url.endswith("/sessions/s-browse/")  # opened in place, no navigation
    placeholder.scroll_into_view_if_needed()
    shot(page, "archive-link-opened", full_page=False)

    # So does the summary's reference to the range of raw messages it replaced.
    summary_row = page.locator('.diff-row[data-status="summary"] .cell.raw')
    summary_row.locator("a.ref").click()
    expect(summary_row.locator(".ref-slot details.record")).to_have_count(14)

    # The timeline filters by type in place.
    page.locator('#events input[value="manual_compact"]').check()
    expect(page.locator("#events tr.event")).to_have_count(1)
    expect(page.locator("#events tr.event")).to_have_class(re.compile("type-manual_compact"))
    page.locator("#events tr.event a.ref").click()
    expect(page.locator("#events .records")).to_contain_text("tokens_before")
    page.locator("#events").scroll_into_view_if_needed()
    shot(page, "archive-timeline", full_page=False)
    assert page.dialogs == []


def test_it_compacts_now_without_a_reload(page, live_server, login, shot, alice):
    build_session(alice, "s-compact", turns=4)
    login(page)
    page.goto(f"{live_server.url}/sessions/s-compact/")
    before = tokens_shown(page)
    expect(page.locator('.diff-row[data-status="summary"]')).to_have_count(0)
    page.evaluate("window.__noReload = true")

    page.fill("textarea[name=instructions]", "keep every file name")
    page.get_by_test_id("compact-now").click()
    expect(page.locator('#compact-status [data-status="done"]')).to_be_visible()
    after = tokens_shown(page)
    assert after < before
    expect(page.locator("#compact-status")).to_contain_text(f"{before:,} → {after:,} tokens")
    expect(page.locator('.diff-row[data-status="summary"]')).to_have_count(1)
    expect(page.locator("#summary h3").first).to_have_text("User Goal")
    assert page.evaluate("window.__noReload") is True
    expect(page.locator(".token-chart .main-svg").first).to_be_visible()
    shot(page, "compact-now-done")


def test_it_shows_a_failed_compaction(page, live_server, login, shot, alice):
    build_session(alice, "s-window", turns=2, spec={"backend": "chat_history"})
    login(page)
    page.goto(f"{live_server.url}/sessions/s-window/")
    before = tokens_shown(page)
    page.get_by_test_id("compact-now").click()
    status = page.locator('#compact-status [data-status="failed"]')
    expect(status).to_contain_text("does not compact")
    assert tokens_shown(page) == before
    shot(page, "compact-now-failed", full_page=False)


def test_it_renders_script_payloads_as_text(page, live_server, login, shot, alice):
    build_session(alice, "s-xss", turns=3, output=XSS, title='<img src=x onerror="alert(9)">')
    login(page)
    expect(page.locator("#session-table")).to_contain_text('<img src=x onerror="alert(9)">')
    page.goto(f"{live_server.url}/sessions/s-xss/")
    expect(page.locator(".diff").get_by_text('<script>alert("xss")</script>').first).to_be_visible()
    page.locator("#events a.ref").nth(2).click()  # open a raw tool result in place
    expect(page.locator("#events .records")).to_contain_text('<img src=x onerror="alert(1)">')
    assert dialogs_so_far(page) == []
    assert page.locator("img[src=x]").count() == 0
    assert page.evaluate("document.querySelectorAll('main script:not([type])').length") == 0
    shot(page, "xss-as-text")


def test_it_creates_and_revokes_an_api_token(page, live_server, login, shot, alice):
    login(page)
    page.goto(f"{live_server.url}/accounts/tokens/")
    page.fill("input[name=name]", "ci agent")
    page.click("text=Create token")
    token = page.get_by_test_id("new-token").inner_text()
    assert token.startswith("ml_")
    shot(page, "api-tokens")
    page.click("button[aria-label='Revoke ci agent']")
    expect(page.locator("tr.revoked")).to_contain_text("ci agent")
    expect(page.get_by_test_id("new-token")).to_have_count(0)


def test_it_reads_without_javascript(browser, live_server, shot, alice):
    compacted_session(alice)
    context = browser.new_context(
        java_script_enabled=False, viewport={"width": 1400, "height": 1000}
    )
    page = context.new_page()
    try:
        page.goto(f"{live_server.url}/accounts/login/")
        page.fill("input[name=username]", "alice")
        page.fill("input[name=password]", "password")
        page.click("button[type=submit]")
        page.goto(f"{live_server.url}/sessions/s-browse/")
        expect(page.locator('.diff-row[data-status="same"]').first).to_be_visible()

        # The filter is a plain GET form; its Apply button shows only without JavaScript.
        page.get_by_test_id("changed-only").check()
        page.locator("#diff button[type=submit]").click()
        page.wait_for_url(re.compile(r"changed=1"))
        expect(page.locator('.diff-row[data-status="same"]')).to_have_count(0)

        # Long tool output expands with <details>, no script needed.
        long = page.locator('.diff-row[data-status="placeholder"] .cell.raw details.long').first
        long.locator("summary").click()
        expect(long.locator("pre")).to_be_visible()

        # An archive reference is a link to the record's own page.
        page.locator('.diff-row[data-status="placeholder"] .cell.ctx a.ref').first.click()
        page.wait_for_url(re.compile(r"/sessions/s-browse/archive/\d+/$"))
        expect(page.locator("h1")).to_contain_text("archive://s-browse/")
        expect(page.locator(".records")).to_contain_text("src/module_")
        shot(page, "archive-record-page-no-js")
    finally:
        context.close()

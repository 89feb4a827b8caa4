"""A real headless Chromium (Debian's) driven by playwright's sync API against the live
server.

Playwright's sync API keeps an asyncio loop registered as running in this thread while
it is started, so Django refuses ORM calls here unless DJANGO_ALLOW_ASYNC_UNSAFE is set.
The variable is set only while a browser runs (one per test): set for the whole test
session it would leak into other tests, e.g. the subprocesses of ``check --deploy``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

CHROMIUM = "/usr/bin/chromium"


@pytest.fixture
def browser(monkeypatch):
    if not Path(CHROMIUM).exists():
        pytest.skip(f"{CHROMIUM} is not installed")
    from playwright.sync_api import sync_playwright

    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    with sync_playwright() as pw:
        chromium = pw.chromium.launch(
            executable_path=CHROMIUM,
            args=["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
        )
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    page.set_default_timeout(15_000)
    page.dialogs = []  # every alert/confirm/prompt that fired (none should)

    def on_dialog(dialog):
        page.dialogs.append(dialog.message)
        dialog.dismiss()

    page.on("dialog", on_dialog)
    yield page
    context.close()


SENTINEL = "sentinel: every earlier dialog has fired"


def dialogs_so_far(page) -> list[str]:
    """The dialogs the page fired, once any it could still fire has come.

    A payload's dialog comes from a script run on insertion (at once) or from an
    ``<img src=x onerror>`` whose load failed. Rather than sleep and hope: wait until every
    image of the page has loaded or failed (a failed image is marked complete in the same
    task that fires its error event), then open a sentinel dialog from one more failing
    load; dialogs reach this process in order, so every earlier one is in when it arrives."""
    page.wait_for_function("() => Array.from(document.images).every((img) => img.complete)")
    with page.expect_event("dialog", predicate=lambda d: d.message == SENTINEL):
        page.evaluate(
            """(message) => {
                const probe = new Image();
                probe.onerror = () => alert(message);
                probe.src = "/sentinel-that-does-not-exist.png";
            }""",
            SENTINEL,
        )
    return [m for m in page.dialogs if m != SENTINEL]


@pytest.fixture
def shot():
    """Screenshots for a human to look at, under the build dir (``MEMORYLAB_BUILD_DIR``,
    ``build/`` by default), never beside the sources."""
    from django.conf import settings

    screenshots = Path(settings.BUILD_DIR) / "screenshots"
    screenshots.mkdir(parents=True, exist_ok=True)

    def take(page, name: str, full_page: bool = True) -> Path:
        path = screenshots / f"{name}.png"
        page.screenshot(path=str(path), full_page=full_page)
        return path

    return take


@pytest.fixture
def login(live_server):
    def go(page, username: str = "alice", password: str = "password") -> None:
        page.goto(f"{live_server.url}/accounts/login/")
        page.fill("input[name=username]", username)
        page.fill("input[name=password]", password)
        page.click("button[type=submit]")
        page.wait_for_url(f"{live_server.url}/sessions/")

    return go

# ruff: noqa: F811  (the fixtures imported below are parameters of the tests)
"""The security findings as a non-staff user meets them in a real headless Chromium: a lab
upload naming a server file, and the login form after repeated failures."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from django.core.cache import cache

from evaluation.models import LabelledConversation
from tests.browser.conftest import browser, login, page  # noqa: F401  (fixtures)

pytestmark = pytest.mark.browser

SHIPPED = Path(__file__).resolve().parents[2] / "evaluation" / "fixtures" / "labelled"


def test_a_lab_upload_naming_a_server_file_is_refused(page, live_server, login, alice, tmp_path):
    from playwright.sync_api import expect

    private = tmp_path / "private.json"
    shutil.copy(SHIPPED / "ledger-lag.json", private)
    upload = tmp_path / "innocent.json"
    upload.write_text(json.dumps(str(private)))
    login(page)
    page.goto(f"{live_server.url}/lab/")
    page.set_input_files("input[name=file]", str(upload))
    page.locator("form[enctype='multipart/form-data'] button[type=submit]").click()
    expect(page.get_by_test_id("lab-error")).to_contain_text(
        "expected a JSON object or a list of conversations, got a string"
    )
    assert "ledger" not in page.content()
    assert not LabelledConversation.objects.exists()


def test_the_login_form_asks_to_wait_after_repeated_failures(page, live_server, alice):
    from playwright.sync_api import expect

    cache.clear()
    try:
        page.goto(f"{live_server.url}/accounts/login/")
        for _ in range(5):
            page.fill("input[name=username]", "alice")
            page.fill("input[name=password]", "not-her-password")
            page.click("button[type=submit]")
            expect(page.locator(".error")).to_contain_text("correct username and password")
        page.fill("input[name=username]", "alice")
        page.fill("input[name=password]", "password")
        page.click("button[type=submit]")
        expect(page.locator(".error")).to_contain_text("Wait 15 minutes and try again")
        assert page.url.endswith("/accounts/login/")
    finally:
        cache.clear()

# ruff: noqa: F811  (the fixtures imported below are parameters of the tests)
"""The lab in a real headless Chromium: charts drawn from local plotly, a text selection
prefilling the label form, the progress bar polling to the end."""

from __future__ import annotations

import re

import pytest

from evaluation import experiments
from evaluation.models import Label
from tests.browser.conftest import browser, login, page, shot  # noqa: F401  (fixtures)

pytestmark = pytest.mark.browser


def test_it_draws_the_results_charts_and_switches_baseline(
    page, live_server, login, shot, lab, alice
):
    from playwright.sync_api import expect

    experiment = experiments.create_experiment(
        alice, "browser", [s.pk for s in lab["strategies"]],
        [c.pk for c in lab["conversations"]], start=False,
    )  # fmt: skip
    experiments.run_experiment(experiment.pk)
    login(page)
    page.goto(f"{live_server.url}/lab/experiments/{experiment.pk}/")
    expect(page.locator(".chart .main-svg").first).to_be_visible()
    # section accuracy by kind, context recall by kind, context recall vs tokens
    assert page.locator(".js-plotly-plot").count() == 3
    page.select_option("select[name=baseline]", "extractive")
    page.click("text=Apply")
    page.wait_for_url(re.compile(r"baseline=extractive"))
    expect(page.locator("table.matrix thead")).to_contain_text("extractive (baseline)")
    shot(page, "lab-results")
    page.locator("table.matrix tbody a").first.click()
    rows = page.locator("#labels tbody tr[data-place]")
    expect(rows.first).to_be_visible()
    marks = {"right section", "other section", "tail only", "missing"}
    assert {rows.nth(i).locator(".mark").inner_text() for i in range(rows.count())} <= marks
    expect(page.locator("#diff")).to_contain_text("Final context")


def test_it_marks_places_and_stale_leaks_on_the_cell_page(
    page, live_server, login, shot, scripted_cell
):
    from playwright.sync_api import expect

    # Which mark each label and stale value gets is the server's (tests/evaluation/
    # test_views.py checks every one); here: the chart draws, the matrix leads to the
    # cell, and the marks differ in colour, not only in words.
    login(page)
    page.goto(f"{live_server.url}/lab/experiments/{scripted_cell.experiment_id}/")
    expect(page.locator('[data-figure="chart-sections"] .main-svg').first).to_be_visible()
    page.locator("table.matrix tbody a").first.click()
    canary = page.locator('#labels tr[data-label="canary"]')
    expect(canary.locator(".mark")).to_have_text("other section")
    expect(page.locator('#stale tr[data-stale="restarts14"] .mark')).to_have_text("leaked")
    colour = canary.locator(".mark").evaluate("el => getComputedStyle(el).color")
    right = page.locator('#labels tr[data-label="goal"] .mark')
    assert right.evaluate("el => getComputedStyle(el).color") != colour
    shot(page, "lab-cell-places")


def test_it_prefills_the_label_form_from_a_text_selection(page, live_server, login, lab):
    from playwright.sync_api import expect

    conv = next(c for c in lab["conversations"] if c.slug == "vite-build-alias")
    login(page)
    page.goto(f"{live_server.url}/lab/conversations/{conv.pk}/")
    # Select "41.7s" in message 12 (the build output of the second run).
    page.evaluate(
        """() => {
        const el = document.querySelector('#m12 .text');
        const node = el.firstChild, at = node.textContent.indexOf('41.7s');
        const range = document.createRange();
        range.setStart(node, at); range.setEnd(node, at + 5);
        const sel = window.getSelection(); sel.removeAllRanges(); sel.addRange(range);
        document.dispatchEvent(new MouseEvent('mouseup', {bubbles: true}));
    }"""
    )
    expect(page.locator("#add-label input[name=message_index]")).to_have_value("12")
    expect(page.locator("#add-label textarea[name=evidence]")).to_have_value("41.7s")
    page.select_option("#add-label select[name=kind]", "fact")
    page.click("#add-label button[type=submit]")
    expect(page.locator("#labels")).to_contain_text("41.7s")
    label = Label.objects.get(conversation=conv, evidence=["41.7s"])
    assert label.kind == "fact" and label.message_index == 12


def test_it_polls_the_progress_bar_until_the_results_show(page, live_server, login, lab, alice):
    from playwright.sync_api import expect

    experiment = experiments.create_experiment(
        alice, "polled", [lab["strategies"][0].pk], [lab["conversations"][0].pk], start=False
    )
    login(page)
    page.goto(f"{live_server.url}/lab/experiments/{experiment.pk}/")
    expect(page.get_by_test_id("experiment-status")).to_have_text("pending")
    experiments.run_experiment(experiment.pk)  # a worker finishes it while the page is open
    expect(page.get_by_test_id("experiment-status")).to_have_text("done", timeout=10_000)
    expect(page.locator("table.matrix tbody a").first).to_be_visible()

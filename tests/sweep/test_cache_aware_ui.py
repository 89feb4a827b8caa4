"""The sweep page and the session timeline show the cache-aware figures."""

from __future__ import annotations

import json

import pytest

from compaction.models import TaskRun
from evaluation import conversations
from tests.ui.builders import build_session

from .builders import agent_run


@pytest.fixture(autouse=True)
def _one_worker(settings):
    settings.MEMORYLAB_SWEEP_WORKERS = 1


def test_the_sweep_page_shows_cache_blind_and_cache_aware(
    client, alice, django_capture_on_commit_callbacks
):
    imported = conversations.import_conversations(alice, [agent_run("alpha", 14)], name="g.json")
    client.force_login(alice)
    form = client.get("/lab/sweeps/").content.decode()
    assert 'name="cache_aware" checked' in form  # on by default
    with django_capture_on_commit_callbacks(execute=True):
        client.post(
            "/lab/sweeps/new",
            {"conversations": [imported[0].pk], "thresholds": "2000", "min_saving": "500",
             "models": "claude-sonnet-4-5", "cache_aware": "on"},
        )  # fmt: skip
    task = TaskRun.objects.get(kind="sweep")
    assert task.status == TaskRun.DONE, task.error
    assert task.params["cache_aware"] is True
    page = client.get(f"/lab/sweeps/{task.pk}/").content.decode()
    assert 'data-testid="cache-aware-table"' in page
    aware = task.result["thresholds"][0]["cache_aware"]["claude-sonnet-4-5"]
    row = page.split('data-testid="cache-aware-table"')[1].split("</table>")[0]
    assert f"/ {aware['costs']['cached_savings_pct']}" in row
    figure = json.loads(
        page.split('id="chart-cost" type="application/json">')[1].split("</script>")[0]
    )
    assert "claude-sonnet-4-5, prompt caching, cache-aware" in [t["name"] for t in figure["data"]]
    csv = client.get(f"/lab/sweeps/{task.pk}/export.csv").content.decode()
    assert "claude-sonnet-4-5 cache-aware cost_cached_usd" in csv.splitlines()[0]
    report = client.get(f"/lab/sweeps/{task.pk}/export.html").content.decode()
    assert "Cache-blind vs cache-aware" in report


def test_the_timeline_shows_the_cache_write_cost_and_payback(client, alice):
    spec = {
        "backend": "compactable",
        "micro_compact": {"enabled": True, "keep_recent_tool_results": 1, "min_tokens": 20},
        "auto_compact": {"threshold_tokens": 1_000_000, "summary_model": "extractive"},
        "cache": {"model": "gpt-4o"},
    }
    session = build_session(alice, turns=3, spec=spec, compact=True)
    client.force_login(alice)
    html = client.get(
        f"/sessions/{session.id}/events/?type=manual_compact", HTTP_HX_REQUEST="true"
    ).content.decode()
    assert "prompt cache:" in html
    assert "expected" in html
    assert "$" in html  # the agent model is known: the cost is in USD

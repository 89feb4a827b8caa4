"""Dashboard pages and partials through Django's test client."""

from __future__ import annotations

import json
import re

import pytest
from django.test import Client

from compaction.models import TaskRun
from sessions import detail, views
from sessions.models import AgentSession, ApiToken

from .builders import SPEC, XSS, build_session

HTMX = {"HTTP_HX_REQUEST": "true"}


@pytest.fixture
def alice_client(client, alice):
    client.force_login(alice)
    return client


def statuses(html: str) -> list[str]:
    return re.findall(r'data-status="([a-z]+)"', html)


# -- access --------------------------------------------------------------------------------


@pytest.mark.django_db
@pytest.mark.parametrize(
    "url",
    [
        "/sessions/",
        "/sessions/s-ui/",
        "/sessions/s-ui/diff/",
        "/sessions/s-ui/events/",
        "/sessions/s-ui/archive/1/",
        "/accounts/tokens/",
    ],
)
def test_it_requires_login(client, url):
    response = client.get(url)
    assert response.status_code == 302
    assert response["Location"].startswith("/accounts/login/")


@pytest.mark.parametrize(
    "url",
    [
        "/sessions/s-ui/",
        "/sessions/s-ui/diff/",
        "/sessions/s-ui/events/",
        "/sessions/s-ui/archive/1/",
    ],
)
def test_it_hides_another_users_session(client, alice, bob, url):
    build_session(alice, turns=1)
    client.force_login(bob)
    assert client.get(url, **HTMX).status_code == 404
    assert client.get(url).status_code == 404


def test_it_refuses_to_compact_another_users_session(client, alice, bob):
    build_session(alice, turns=2)
    client.force_login(bob)
    assert client.post("/sessions/s-ui/compact/", **HTMX).status_code == 404
    assert not TaskRun.objects.exists()


def test_it_404s_for_an_invalid_session_id(alice_client):
    assert alice_client.get("/sessions/..bad/").status_code == 404


def test_it_lets_staff_open_any_session(client, alice, admin_user):
    build_session(alice, turns=1)
    client.force_login(admin_user)
    assert client.get("/sessions/s-ui/").status_code == 200


# -- sessions list -------------------------------------------------------------------------


def test_it_lists_only_own_sessions_with_their_numbers(alice_client, alice, bob):
    mine = build_session(alice, "mine", turns=3, compact=True)
    build_session(bob, "theirs", turns=1)
    response = alice_client.get("/sessions/")
    html = response.content.decode()
    assert response.status_code == 200
    assert "/sessions/mine/" in html
    assert "theirs" not in html
    assert f"{mine.raw_tokens:,}" in html
    assert f"{mine.context_tokens:,}" in html
    assert f"{mine.savings_pct} %" in html
    assert mine.last_compaction.strftime("%Y-%m-%d %H:%M") in html


def test_it_searches_sessions(alice_client, alice):
    build_session(alice, "alpha-run", turns=1, title="fix the parser")
    build_session(alice, "beta-run", turns=1)
    html = alice_client.get("/sessions/?q=parser").content.decode()
    assert "alpha-run" in html
    assert "beta-run" not in html
    assert "No session matches" in alice_client.get("/sessions/?q=zzz").content.decode()


def test_it_sorts_by_tokens_and_compactions(alice_client, alice):
    build_session(alice, "small", turns=1)
    build_session(alice, "large", turns=4, compact=True)
    AgentSession.objects.filter(pk="small").update(context_tokens=10**6)
    by_tokens = alice_client.get("/sessions/?sort=tokens").content.decode()
    assert by_tokens.index("/sessions/small/") < by_tokens.index("/sessions/large/")
    by_compactions = alice_client.get("/sessions/?sort=compactions").content.decode()
    assert by_compactions.index("/sessions/large/") < by_compactions.index("/sessions/small/")


def test_it_paginates_sessions(alice_client, alice, monkeypatch):
    monkeypatch.setattr(views, "SESSIONS_PER_PAGE", 2)
    for i in range(5):
        AgentSession.objects.create(id=f"p{i}", owner=alice)
    first = alice_client.get("/sessions/?sort=activity").content.decode()
    assert "Page 1 of 3" in first
    assert 'href="/sessions/?sort=activity&amp;page=2"' in first
    third = alice_client.get("/sessions/?sort=activity&page=3").content.decode()
    assert third.count('href="/sessions/p') == 1


def test_it_returns_the_table_partial_to_htmx(alice_client, alice):
    build_session(alice, turns=1)
    html = alice_client.get("/sessions/?q=s-ui", **HTMX).content.decode()
    assert html.lstrip().startswith('<div id="session-table">')
    assert "<html" not in html
    assert "/sessions/s-ui/" in html


# -- session detail --------------------------------------------------------------------------


def test_it_shows_placeholders_next_to_the_raw_tool_output(alice_client, alice):
    session = build_session(alice, turns=3)
    assert session.micro_compactions >= 1
    response = alice_client.get("/sessions/s-ui/")
    html = response.content.decode()
    assert response.status_code == 200
    assert "placeholder" in statuses(html)
    assert "same" in statuses(html)
    # The placeholder cites its raw event, which links to the archive record page.
    assert re.search(r'<a class="ref" href="/sessions/s-ui/archive/3/" hx-get=', html)
    assert "src/module_1.py:29" in html  # the raw side keeps the whole output
    assert f"{session.context_tokens:,} tokens" in html


def test_it_shows_the_summary_by_section_with_archive_links(alice_client, alice):
    build_session(alice, turns=3, compact=True)
    html = alice_client.get("/sessions/s-ui/").content.decode()
    for name in (
        "User Goal",
        "Confirmed Facts",
        "Decisions Made",
        "Open Issues",
        "Pending Actions",
        "Important References",
    ):
        assert f"<h3>{name}</h3>" in html
    assert "summary" in statuses(html)
    assert set(statuses(html)) <= {"summary", "summarized", "same"}
    assert 'href="/sessions/s-ui/archive/1/?last=' in html


def test_it_links_citations_in_summary_bullets():
    from sessions.templatetags.memorylab_ui import cite_segments

    segments = cite_segments("pool is 64 [3, 7-9] see archive://s1/12 not [0]", "s1")
    links = [(s["text"], s["url"]) for s in segments if s["url"]]
    assert links == [
        ("3", "/sessions/s1/archive/3/"),
        ("7-9", "/sessions/s1/archive/7/?last=9"),
        ("archive://s1/12", "/sessions/s1/archive/12/"),
    ]
    assert "".join(s["text"] for s in segments) == "pool is 64 [3, 7-9] see archive://s1/12 not [0]"
    # A reference into another session is text, not a link.
    assert all(s["url"] is None for s in cite_segments("archive://other/3", "s1"))


def test_it_filters_changed_rows(alice_client, alice):
    build_session(alice, turns=3)
    everything = statuses(alice_client.get("/sessions/s-ui/").content.decode())
    changed = statuses(alice_client.get("/sessions/s-ui/?changed=1").content.decode())
    assert "same" in everything
    assert changed and "same" not in changed
    assert len(changed) == len([s for s in everything if s != "same"])


def test_it_returns_the_diff_partial_to_htmx(alice_client, alice):
    build_session(alice, turns=3)
    html = alice_client.get("/sessions/s-ui/diff/?changed=1", **HTMX).content.decode()
    assert html.lstrip().startswith('<section id="diff"')
    assert "<html" not in html
    assert "same" not in statuses(html)


def test_it_redirects_the_diff_partial_without_htmx(alice_client, alice):
    build_session(alice, turns=1)
    response = alice_client.get("/sessions/s-ui/diff/?changed=1")
    assert response.status_code == 302
    assert response["Location"] == "/sessions/s-ui/?changed=1#diff"


def test_it_paginates_the_raw_side(alice_client, alice, monkeypatch):
    monkeypatch.setattr(detail, "DIFF_ROWS_PER_PAGE", 5)
    build_session(alice, turns=3)  # 12 raw messages
    first = alice_client.get("/sessions/s-ui/").content.decode()
    assert 'id="seq-1"' in first and 'id="seq-6"' not in first
    third = alice_client.get("/sessions/s-ui/diff/?page=3", **HTMX).content.decode()
    assert 'id="seq-1"' not in third
    assert "Page 3 of 3" in third
    assert 'hx-get="/sessions/s-ui/diff/?page=2"' in third


def test_it_collapses_long_tool_outputs(alice_client, alice):
    build_session(alice, turns=1, output="\n".join(f"line {i}" for i in range(200)))
    html = alice_client.get("/sessions/s-ui/").content.decode()
    assert '<details class="long">' in html
    assert "line 199" in html


def test_it_escapes_tool_output(alice_client, alice):
    build_session(alice, turns=3, output=XSS + "\n" + "padding line\n" * 40)
    pages = [
        alice_client.get("/sessions/s-ui/").content.decode(),
        alice_client.get("/sessions/s-ui/archive/3/").content.decode(),
        alice_client.get("/sessions/s-ui/events/", **HTMX).content.decode(),
    ]
    for html in pages:
        assert "&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;" in html
        assert "<script>alert" not in html
        assert "<img src=x" not in html
    assert "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;" in pages[0]


def test_it_escapes_the_session_id_and_title(alice_client, alice):
    build_session(alice, turns=1, title="<img src=x onerror=alert(2)>")
    for url in ("/sessions/", "/sessions/s-ui/"):
        html = alice_client.get(url).content.decode()
        assert "&lt;img src=x onerror=alert(2)&gt;" in html
        assert "<img src=x" not in html


def test_it_passes_chart_data_as_json(alice_client, alice):
    build_session(alice, turns=3, compact=True)
    html = alice_client.get("/sessions/s-ui/").content.decode()
    m = re.search(r'<script id="token-chart-data" type="application/json">(.*?)</script>', html)
    data = json.loads(m.group(1))
    assert data["threshold"] == SPEC["auto_compact"]["threshold_tokens"]
    assert data["turns"] == sorted(data["turns"]) and len(data["turns"]) >= 3
    assert len(data["markers"]["manual_compact"]["x"]) == 1
    assert data["markers"]["micro_compact"]["x"]
    assert '<script src="/static/vendor/plotly/plotly.min.js"' in html


def test_it_serves_plotly_locally(alice_client):
    from django.contrib.staticfiles import finders

    assert finders.find("vendor/plotly/plotly.min.js")


# -- archive records and the timeline --------------------------------------------------------


def test_it_shows_an_archive_record_page(alice_client, alice):
    build_session(alice, turns=1)
    response = alice_client.get("/sessions/s-ui/archive/3/")
    html = response.content.decode()
    assert response.status_code == 200
    assert "<html" in html
    assert "archive://s-ui/3" in html
    assert "src/module_1.py:0" in html


def test_it_returns_the_record_partial_to_htmx(alice_client, alice):
    build_session(alice, turns=1)
    html = alice_client.get("/sessions/s-ui/archive/1/?last=2", **HTMX).content.decode()
    assert "<html" not in html
    assert 'data-ref="archive://s-ui/1-2"' in html
    assert "Please inspect module 1" in html
    assert "I will grep module 1" in html


def test_it_404s_for_a_missing_record(alice_client, alice):
    build_session(alice, turns=1)
    assert alice_client.get("/sessions/s-ui/archive/999/").status_code == 404


def test_it_shows_compaction_events_in_the_timeline(alice_client, alice):
    build_session(alice, turns=3, compact=True)
    html = alice_client.get("/sessions/s-ui/events/?type=manual_compact", **HTMX).content.decode()
    assert html.lstrip().startswith('<section id="events"')
    assert html.count('<tr class="event type-') == 1
    assert "type-manual_compact" in html
    assert "→" in html
    micro = alice_client.get("/sessions/s-ui/events/?type=micro_compact", **HTMX).content.decode()
    assert "saved" in micro and "type-message" not in micro


def test_it_paginates_the_timeline(alice_client, alice, monkeypatch):
    monkeypatch.setattr(detail, "EVENTS_PER_PAGE", 4)
    build_session(alice, turns=2)
    html = alice_client.get("/sessions/s-ui/events/?epage=2", **HTMX).content.decode()
    assert html.count('<tr class="event type-') == 4
    assert "Page 2 of" in html


# -- compact now ---------------------------------------------------------------------------


def test_it_compacts_now_and_swaps_in_the_new_context(
    alice_client, alice, django_capture_on_commit_callbacks
):
    before = build_session(alice, turns=3)
    with django_capture_on_commit_callbacks(execute=True):
        queued = alice_client.post(
            "/sessions/s-ui/compact/", {"instructions": "keep file names"}, **HTMX
        ).content.decode()
    task = TaskRun.objects.get()
    # The response came before the worker ran: it polls the task.
    assert f'hx-get="/sessions/s-ui/tasks/{task.pk}/" hx-trigger="every 1s"' in queued
    html = alice_client.get(f"/sessions/s-ui/tasks/{task.pk}/", **HTMX).content.decode()
    after = AgentSession.objects.get(pk="s-ui")
    assert task.params["instructions"] == "keep file names"
    assert after.compactions == 1 and after.context_tokens < before.context_tokens
    assert 'data-status="done"' in html
    assert f"{before.context_tokens:,} → {after.context_tokens:,} tokens" in html
    assert '<section id="diff" class="card" hx-swap-oob="true">' in html
    assert '<section id="summary" class="card summary-card" hx-swap-oob="true">' in html
    assert "hx-trigger" not in html.split("</div>", 1)[0]  # polling stopped


def test_it_redirects_to_the_task_page_without_javascript(
    alice_client, alice, django_capture_on_commit_callbacks
):
    build_session(alice, turns=2)
    with django_capture_on_commit_callbacks(execute=True):
        response = alice_client.post("/sessions/s-ui/compact/")
    task = TaskRun.objects.get()
    assert response.status_code == 302
    assert response["Location"] == f"/sessions/s-ui/tasks/{task.pk}/"
    page = alice_client.get(response["Location"]).content.decode()
    assert "Compacted:" in page and "Back to the session" in page


def test_it_polls_an_unfinished_task(alice_client, alice):
    build_session(alice, turns=1)
    task = TaskRun.objects.create(kind="compact", owner=alice, session_id="s-ui")
    url = f"/sessions/s-ui/tasks/{task.pk}/"
    html = alice_client.get(url, **HTMX).content.decode()
    assert f'hx-get="{url}" hx-trigger="every 1s"' in html
    assert "Compacting" in html
    assert 'http-equiv="refresh"' in alice_client.get(url).content.decode()


def test_it_shows_a_failed_compaction_and_keeps_the_context(
    alice_client, alice, django_capture_on_commit_callbacks
):
    spec = {"backend": "chat_history", "max_turns": 50}
    before = build_session(alice, turns=2, spec=spec)
    with django_capture_on_commit_callbacks(execute=True):
        alice_client.post("/sessions/s-ui/compact/", **HTMX)
    task = TaskRun.objects.get()
    html = alice_client.get(f"/sessions/s-ui/tasks/{task.pk}/", **HTMX).content.decode()
    after = AgentSession.objects.get(pk="s-ui")
    assert 'data-status="failed"' in html
    assert "Compaction failed:" in html and "does not compact" in html
    assert "hx-swap-oob" not in html
    assert after.state == before.state


def test_it_hides_tasks_of_other_users(client, alice, bob):
    build_session(alice, turns=1)
    build_session(bob, "bobs", turns=1)
    task = TaskRun.objects.create(kind="compact", owner=alice, session_id="s-ui")
    client.force_login(bob)
    assert client.get(f"/sessions/bobs/tasks/{task.pk}/", **HTMX).status_code == 404
    assert client.get("/sessions/bobs/tasks/not-a-uuid/", **HTMX).status_code == 404


def test_it_only_compacts_on_post_with_csrf(alice, alice_client):
    build_session(alice, turns=1)
    assert alice_client.get("/sessions/s-ui/compact/").status_code == 405
    strict = Client(enforce_csrf_checks=True)
    strict.force_login(alice)
    assert strict.post("/sessions/s-ui/compact/").status_code == 403
    assert not TaskRun.objects.exists()


# -- API tokens ----------------------------------------------------------------------------


def test_it_creates_a_token_and_shows_it_once(alice_client, alice):
    response = alice_client.post("/accounts/tokens/", {"name": "ci <agent>"})
    html = response.content.decode()
    plain = re.search(r'data-testid="new-token">([^<]+)</pre>', html).group(1)
    assert ApiToken.authenticate(plain).user == alice
    assert "ci &lt;agent&gt;" in html
    again = alice_client.get("/accounts/tokens/").content.decode()
    assert plain not in again
    assert plain[:10] in again


def test_it_requires_a_token_name(alice_client):
    response = alice_client.post("/accounts/tokens/", {"name": "  "})
    assert response.status_code == 400
    assert "Name the token" in response.content.decode()
    assert not ApiToken.objects.exists()


def test_it_lists_only_own_tokens(alice_client, alice, bob):
    ApiToken.issue(alice, "alice-bot")
    ApiToken.issue(bob, "bob-bot")
    html = alice_client.get("/accounts/tokens/").content.decode()
    assert "alice-bot" in html and "bob-bot" not in html


def test_it_revokes_a_token(alice_client, alice):
    token, plain = ApiToken.issue(alice, "old")
    response = alice_client.post(f"/accounts/tokens/{token.pk}/revoke/")
    assert response.status_code == 302
    assert ApiToken.authenticate(plain) is None
    assert "revoked" in alice_client.get("/accounts/tokens/").content.decode()


def test_it_refuses_to_revoke_another_users_token(client, alice, bob):
    token, plain = ApiToken.issue(alice, "alice-bot")
    client.force_login(bob)
    assert client.post(f"/accounts/tokens/{token.pk}/revoke/").status_code == 404
    assert client.get(f"/accounts/tokens/{token.pk}/revoke/").status_code == 405
    assert ApiToken.authenticate(plain) is not None


def test_it_reads_a_long_range_in_pages(alice_client, alice, monkeypatch):
    monkeypatch.setattr(views, "MAX_RANGE_RECORDS", 3)
    build_session(alice, turns=2)
    html = alice_client.get("/sessions/s-ui/archive/2/?last=8", **HTMX).content.decode()
    assert 'data-ref="archive://s-ui/2-4"' in html
    assert html.count('<details class="record') == 3
    assert 'hx-get="/sessions/s-ui/archive/5/?last=8"' in html


def test_it_returns_the_whole_page_to_an_htmx_history_restore(alice_client, alice):
    build_session(alice, turns=1)
    restore = {**HTMX, "HTTP_HX_HISTORY_RESTORE_REQUEST": "true"}
    response = alice_client.get("/sessions/?q=s-ui", **restore)
    assert "<html" in response.content.decode()
    assert "HX-Request" in response["Vary"]


def test_importing_the_dashboard_starts_no_thread():
    """Importing views (every request's URL resolution, every command) must not start
    background work; the tokenizer loads on first use."""
    import subprocess
    import sys

    code = (
        "import django, threading; django.setup(); before = threading.active_count(); "
        "import sessions.views, evaluation.views, evaluation.sweep_views; "
        "print(threading.active_count() - before)"
    )
    env = {**__import__("os").environ, "DJANGO_SETTINGS_MODULE": "memorylab.settings",
           "DEBUG": "1"}  # fmt: skip
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "0"

"""Stored XSS: payloads in messages, tool outputs, tool names, session titles, compaction
instructions, label texts, strategy and experiment names are rendered through every page
of the dashboard and the lab (and their htmx partials) as text, never as markup.

One test with several checks: building the hostile data set and rendering ~100 pages is
the expensive part, so it happens once."""

from __future__ import annotations

from .pages import injections, page_urls, shows_escaped, url_patterns
from .payloads import HOSTILE_TOOL_NAME, PAYLOADS


def render_all(client, hostile) -> dict[str, str]:
    """url -> HTML of every GET page, as a full page and as the htmx partial."""
    out: dict[str, str] = {}
    for name, urls in page_urls(hostile).items():
        for url in urls() if urls else []:
            # Downloads have no htmx partial; every page does.
            for htmx in (False,) if "export" in name else (False, True):
                extra = {"HTTP_HX_REQUEST": "true"} if htmx else {}
                response = client.get(url, **extra)
                assert response.status_code in (200, 302), (name, url, response.status_code)
                if response.status_code == 200 and response.get("Content-Type", "").startswith(
                    "text/html"
                ):
                    out[f"{url} (htmx)" if htmx else url] = response.content.decode()
    return out


def test_it_renders_every_payload_as_text_on_every_page(client, alice, hostile):
    # A new URL pattern must be added to page_urls, so that it is checked here too.
    assert {name for _, name, _ in url_patterns()} == set(page_urls(hostile))

    client.force_login(alice)
    rendered = render_all(client, hostile)
    assert len(rendered) > 40

    problems = {url: found for url, html in rendered.items() if (found := injections(html))}
    assert problems == {}

    # The pages did display the payloads (escaped), rather than leave them out.
    missing = [p for p in PAYLOADS if not any(shows_escaped(h, p) for h in rendered.values())]
    assert missing == []
    detail = rendered[f"/sessions/{hostile['session'].id}/"]
    conversation = rendered[f"/lab/conversations/{hostile['conversation'].pk}/"]
    assert shows_escaped(detail, HOSTILE_TOOL_NAME)
    for payload in PAYLOADS:
        assert shows_escaped(detail, payload), payload
        assert shows_escaped(conversation, payload), payload

    # Had user text been compiled as a template, the tags would be gone or expanded.
    assert "{{ request.user.password }}xss-tpl" in detail
    assert "{% debug %}xss-tag" in detail
    assert "sql_queries" not in detail

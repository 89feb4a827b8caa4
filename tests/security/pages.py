"""Every page of the dashboard and the lab, from the URL patterns: a test that forgets a new
page fails, and each page's URL is filled in from the hostile data set."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from html.parser import HTMLParser
from typing import Any

from django.urls import URLPattern, URLResolver, get_resolver, reverse

from .payloads import INJECTED_IDS, LITERAL, RAW, escaped_forms

# Not ours to test (Django's admin, the JSON API) or no page at all.
SKIPPED_PREFIXES = ("admin/", "api/")


def url_patterns() -> Iterator[tuple[str, str, URLPattern]]:
    """(route, namespaced name, pattern) for every URL the project serves."""

    def walk(patterns: list[Any], prefix: str, ns: str | None) -> Iterator[Any]:
        for p in patterns:
            if isinstance(p, URLResolver):
                yield from walk(p.url_patterns, prefix + str(p.pattern), p.namespace or ns)
            else:
                yield prefix + str(p.pattern), (f"{ns}:{p.name}" if ns else p.name), p

    for route, name, pattern in walk(get_resolver().url_patterns, "", None):
        if not route.startswith(SKIPPED_PREFIXES):
            yield route, name, pattern


def page_urls(data: dict[str, Any]) -> dict[str, Callable[[], list[str]] | None]:
    """name -> URLs to GET (None: a POST-only endpoint, covered by the CSRF test)."""
    session = data["session"]
    conv, experiment = data["conversation"], data["experiment"]
    sweep, task = data["sweep"], data["task"]
    sid = session.id
    seqs = data["seqs"]
    cell = experiment.cells.first()
    label = conv.labels.first()

    def rev(name: str, **kwargs: Any) -> str:
        return reverse(name, kwargs=kwargs)

    return {
        "home": lambda: [rev("home")],
        "healthz": lambda: [rev("healthz")],
        "favicon": None,  # a redirect to a static file: no page to render
        "login": lambda: [rev("login")],
        "logout": None,
        "api_tokens": lambda: [rev("api_tokens")],
        "revoke_api_token": None,
        "sessions:list": lambda: [rev("sessions:list"), rev("sessions:list") + "?q=" + RAW[0]],
        "sessions:detail": lambda: [
            rev("sessions:detail", session_id=sid),
            rev("sessions:detail", session_id=sid) + "?changed=1",
        ],
        "sessions:diff": lambda: [rev("sessions:diff", session_id=sid)],
        "sessions:events": lambda: [rev("sessions:events", session_id=sid)],
        "sessions:record": lambda: [rev("sessions:record", session_id=sid, seq=s) for s in seqs],
        "sessions:compact": None,
        "sessions:task": lambda: [rev("sessions:task", session_id=sid, task_id=task.pk)],
        "sweeps:index": lambda: [rev("sweeps:index")],
        "sweeps:create": None,
        "sweeps:detail": lambda: [rev("sweeps:detail", pk=sweep.pk)],
        "sweeps:progress": lambda: [rev("sweeps:progress", pk=sweep.pk)],
        "sweeps:cancel": None,
        "sweeps:delete": None,
        "sweeps:export": lambda: [
            rev("sweeps:export", pk=sweep.pk, fmt=fmt) for fmt in ("html", "csv", "json")
        ],
        "evaluation:index": lambda: [rev("evaluation:index"), rev("evaluation:index") + "?q=x"],
        "evaluation:upload": None,
        "evaluation:import_shipped": None,
        "evaluation:conversation": lambda: [rev("evaluation:conversation", pk=conv.pk)],
        "evaluation:conversation_export": lambda: [
            rev("evaluation:conversation_export", pk=conv.pk)
        ],
        "evaluation:conversation_delete": None,
        "evaluation:label_add": None,
        "evaluation:label_edit": lambda: [rev("evaluation:label_edit", pk=label.pk)],
        "evaluation:label_delete": None,
        "evaluation:strategy_create": None,
        "evaluation:strategy_delete": None,
        "evaluation:experiment_create": None,
        "evaluation:experiment": lambda: [rev("evaluation:experiment", pk=experiment.pk)],
        "evaluation:experiment_progress": lambda: [
            rev("evaluation:experiment_progress", pk=experiment.pk)
        ],
        "evaluation:experiment_cancel": None,
        "evaluation:experiment_resume": None,
        "evaluation:experiment_delete": None,
        "evaluation:experiment_export": lambda: [
            rev("evaluation:experiment_export", pk=experiment.pk, fmt=fmt)
            for fmt in ("csv", "json")
        ],
        "evaluation:cell": lambda: [rev("evaluation:cell", pk=experiment.pk, cell_pk=cell.pk)],
    }


class Injection(HTMLParser):
    """Finds what a payload would have become had it not been escaped: elements with the
    payloads' ids, event handlers or javascript: URLs naming a payload, payload scripts."""

    URL_ATTRS = ("href", "src", "action", "formaction", "srcdoc", "xlink:href", "hx-get")

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[str] = []
        self._script: str | None = None  # type of the <script> being read, if any

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            value = value or ""
            if name == "id" and value in INJECTED_IDS:
                self.found.append(f"<{tag} id={value}>")
            if name.startswith("on") and "xss" in value:
                self.found.append(f"<{tag} {name}={value!r}>")
            if name in self.URL_ATTRS and value.strip().lower().startswith("javascript:"):
                self.found.append(f"<{tag} {name}={value!r}>")
            if name == "srcdoc" and "xss" in value:
                self.found.append(f"<{tag} srcdoc>")
        if tag in ("svg", "iframe", "img") and any("xss" in (v or "") for _, v in attrs):
            self.found.append(f"<{tag}> from a payload")
        if tag == "script":
            self._script = dict(attrs).get("type") or "text/javascript"

    def handle_endtag(self, tag: str) -> None:
        if tag == "script":
            self._script = None

    def handle_data(self, data: str) -> None:
        # JSON data blocks hold payloads as (escaped) strings; only executable scripts count.
        if self._script and "json" not in self._script and "xss-" in data:
            self.found.append(f"payload inside an executable <script>: {data[:80]!r}")


def injections(html: str) -> list[str]:
    parser = Injection()
    parser.feed(html)
    parser.close()
    found = parser.found
    found += [f"raw payload {p!r}" for p in RAW if "<" in p and p in html]
    return found


def shows_escaped(html: str, payload: str) -> bool:
    if payload in LITERAL:
        return payload in html
    return any(form in html for form in escaped_forms(payload))

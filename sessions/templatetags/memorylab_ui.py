"""Template helpers for the dashboard. They return plain data (strings, lists, dicts);
templates render it with autoescaping on, so nothing from a conversation is ever marked
safe here."""

from __future__ import annotations

import json
import re
from typing import Any

from django import template
from django.urls import reverse

from compaction.engine import (
    SECTIONS,
    EngineError,
    Message,
    compact_json,
    parse_ref,
    parse_sections,
    strip_header,
)

register = template.Library()

# Bodies longer than this are collapsed behind <details> (which needs no JavaScript).
LONG_CHARS = 1200
LONG_LINES = 20
PREVIEW_CHARS = 160
_REF = re.compile(r"archive://[A-Za-z0-9_][A-Za-z0-9._-]*/\d+(?:-\d+)?")
# Summaries may cite the short form "[12]", "[3-5]" or "[4, 9]": seqs of this session
# (the summary's "Citations: [n] = archive://<session>/n" line says so).
_CITATION = re.compile(r"\[(\d+(?:-\d+)?(?:,\s?\d+(?:-\d+)?)*)\]")
_CITATION_ITEM = re.compile(r"\d+(?:-\d+)?")


def _body(kind: str, text: str, **extra: Any) -> dict[str, Any]:
    lines = text.count("\n") + 1 if text else 0
    long = len(text) > LONG_CHARS or lines > LONG_LINES
    preview = " ".join(text[:PREVIEW_CHARS].split())
    return {"kind": kind, "body": text, "long": long, "preview": preview, "lines": lines, **extra}


def pretty(value: Any) -> str:
    if isinstance(value, str):
        return value
    try:
        return json.dumps(value, indent=2, ensure_ascii=False, sort_keys=True)
    except (TypeError, ValueError):
        return compact_json(value)


@register.filter
def message_parts(message: Message | dict[str, Any] | None) -> list[dict[str, Any]]:
    """A message's parts as {kind, body, long, preview, name, ref} for display."""
    if message is None:
        return []
    if isinstance(message, dict):
        try:
            message = Message.from_dict(message)
        except EngineError:
            return [_body("other", pretty(message))]
    out = []
    for part in message.content:
        if "text" in part:
            out.append(_body("text", str(part["text"])))
        elif "toolRequest" in part:
            req = part["toolRequest"]
            out.append(
                _body(
                    "tool_request",
                    pretty(req.get("input")) if req.get("input") is not None else "",
                    name=str(req.get("name", "")),
                    ref=str(req.get("ref") or ""),
                )
            )
        elif "toolResponse" in part:
            resp = part["toolResponse"]
            out.append(
                _body(
                    "tool_response",
                    pretty(resp.get("output")),
                    name=str(resp.get("name", "")),
                    ref=str(resp.get("ref") or ""),
                )
            )
        elif "reasoning" in part:
            out.append(_body("reasoning", str(part["reasoning"])))
        else:
            out.append(_body("other", pretty({k: v for k, v in part.items() if k != "metadata"})))
    return out


def ref_url(ref: str, session_id: str) -> str | None:
    """The dashboard URL of an ``archive://`` reference into this session, else None."""
    try:
        sid, first, last = parse_ref(ref)
    except EngineError:
        return None
    if sid != session_id:
        return None
    url = f"{record_url_base(sid)}{first}/"
    return f"{url}?last={last}" if last != first else url


def record_url_base(session_id: str) -> str:
    """``/sessions/<id>/archive/``: reversed once per call site instead of once per link
    (a summary cites hundreds of seqs)."""
    return reverse("sessions:record", args=[session_id, 1]).removesuffix("1/")


@register.filter
def ref_segments(text: str, session_id: str) -> list[dict[str, Any]]:
    """Split text into plain pieces and archive references (with their URL)."""
    text = str(text)
    out: list[dict[str, Any]] = []
    pos = 0
    for m in _REF.finditer(text):
        if m.start() > pos:
            out.append({"text": text[pos : m.start()], "url": None})
        out.append({"text": m.group(0), "url": ref_url(m.group(0), str(session_id))})
        pos = m.end()
    if pos < len(text):
        out.append({"text": text[pos:], "url": None})
    return out


@register.filter
def cite_segments(text: str, session_id: str) -> list[dict[str, Any]]:
    """Like ``ref_segments``, and short citations "[n]" link to archive://<session>/n."""
    out: list[dict[str, Any]] = []
    base = None
    for seg in ref_segments(text, session_id):
        if seg["url"] is not None:
            out.append(seg)
            continue
        piece, pos = seg["text"], 0
        for m in _CITATION.finditer(piece):
            out.append({"text": piece[pos : m.start() + 1], "url": None})
            inner, at = m.group(1), 0
            for item in _CITATION_ITEM.finditer(inner):
                if item.start() > at:
                    out.append({"text": inner[at : item.start()], "url": None})
                first, _, last = item.group(0).partition("-")
                base = base or record_url_base(str(session_id))
                url = f"{base}{first}/" + (f"?last={last}" if last and last != first else "")
                out.append({"text": item.group(0), "url": url if int(first) >= 1 else None})
                at = item.end()
            out.append({"text": inner[at:] + "]", "url": None})
            pos = m.end()
        if pos < len(piece):
            out.append({"text": piece[pos:], "url": None})
    return [s for s in out if s["text"]]


@register.filter
def summary_sections(text: str) -> list[dict[str, Any]]:
    """The six sections in their fixed order, each with its bullets (maybe none)."""
    found = parse_sections(strip_header(str(text)))
    return [{"name": name, "bullets": found.get(name, [])} for name in SECTIONS]


@register.filter
def summary_banner(text: str) -> str:
    """The first line of a summary message: which archive range it covers."""
    first = str(text).split("\n", 1)[0]
    return first if first.startswith("[memorylab summary") else ""


@register.filter
def tokens(value: Any) -> str:
    if value is None or value == "":
        return "–"
    try:
        return f"{int(value):,}"
    except (TypeError, ValueError):
        return str(value)


@register.filter
def pretty_json(value: Any) -> str:
    return pretty(value)


@register.simple_tag(takes_context=True)
def query(context: template.Context, **changes: Any) -> str:
    """The current query string with some parameters replaced (None or "" drops one)."""
    params = context["request"].GET.copy()
    for key, value in changes.items():
        if value is None or value == "":
            params.pop(key, None)
        else:
            params[key] = value
    encoded = params.urlencode()
    return f"?{encoded}" if encoded else "?"

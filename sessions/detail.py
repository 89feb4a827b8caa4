"""What the session page shows, apart from the HTTP around it: the raw history beside
the compacted context (the diff rows), the tokens-per-turn chart, and the event timeline.
The views render these; the compact task's answer re-renders them in place."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.core.paginator import Paginator
from django.http import QueryDict

from compaction.engine import RAW_TYPES, RECORD_TYPES, EngineError, Entry, Message, parse_ref
from memorylab.errors import ServiceError

from . import services
from .models import AgentSession, ArchiveEntry

DIFF_ROWS_PER_PAGE = 100
EVENTS_PER_PAGE = 50
COMPACTION_TYPES = ("micro_compact", "auto_compact", "manual_compact", "compact_failed")
TIMELINE_TYPES = tuple(t for t in RECORD_TYPES if t != "clear") + ("clear",)


@dataclass
class DiffRow:
    """One line of the side-by-side view, aligned by archive seq.

    status: same (the context shows the raw message), placeholder (micro-compacted),
    summarized (folded into the summary), dropped (no longer in the context), summary
    (the summary itself), unarchived (in the context, waiting for the archive).
    """

    status: str
    seq: int | None = None
    turn: int | None = None
    type: str = ""
    raw: Message | None = None
    raw_tokens: int | None = None
    entry: Entry | None = None
    error: str = ""

    @property
    def changed(self) -> bool:
        return self.status != "same"


@dataclass
class Compacted:
    """The current context, indexed for alignment with the archive."""

    entries: list[Entry]
    by_seq: dict[int, Entry]
    summary: Entry | None
    covered: tuple[int, int] | None
    tokens: int

    @classmethod
    def of(cls, session: AgentSession, memory: Any) -> Compacted:
        entries = memory.context_entries(session.id)
        summary = next((e for e in entries if e.kind == "summary"), None)
        covered = None
        if summary is not None:
            try:
                _, first, last = parse_ref(str(summary.message.memorylab.get("archive_range")))
                covered = (first, last)
            except EngineError:
                covered = None
        return cls(
            entries=entries,
            by_seq={e.seq: e for e in entries if e.seq is not None},
            summary=summary,
            covered=covered,
            tokens=sum(e.tokens for e in entries),
        )

    def same_seqs(self) -> list[int]:
        return [s for s, e in self.by_seq.items() if e.kind == "raw"]


def _raw_row(session: AgentSession, index: ArchiveEntry, ctx: Compacted, memory: Any) -> DiffRow:
    row = DiffRow(status="dropped", seq=index.seq, turn=index.turn, type=index.type)
    entry = ctx.by_seq.get(index.seq)
    if entry is not None:
        row.entry = entry
        row.status = "same" if entry.kind == "raw" else entry.kind
    elif ctx.covered and ctx.covered[0] <= index.seq <= ctx.covered[1]:
        row.status = "summarized"
    if row.status == "same":
        # Identical to the context entry: no need to read the archive for it.
        row.raw, row.raw_tokens = entry.message, entry.tokens  # type: ignore[union-attr]
        return row
    try:
        rec = services.record(session, index.seq, entry=index)
        row.raw = Message.from_dict(rec.data["message"])
    except (ServiceError, EngineError, KeyError) as exc:
        row.error = getattr(exc, "message", None) or str(exc)
        return row
    original = entry.message.memorylab.get("original_tokens") if entry is not None else None
    row.raw_tokens = original if isinstance(original, int) else memory.estimator.count(row.raw)
    return row


def query_without(params: QueryDict, *drop: str) -> str:
    """``params`` without ``drop``, URL-encoded with a trailing "&" (for "...?{q}page=2")."""
    kept = params.copy()
    for key in drop:
        kept.pop(key, None)
    encoded = kept.urlencode()
    return f"{encoded}&" if encoded else ""


def diff_context(params: QueryDict, session: AgentSession, memory: Any = None) -> dict:
    """Rows for one page of the raw history, next to what the context holds for them."""
    memory = memory or services.memory_for(session)
    ctx = Compacted.of(session, memory)
    changed_only = params.get("changed") == "1"
    raw = ArchiveEntry.objects.filter(session=session, type__in=RAW_TYPES).order_by("seq")
    if changed_only:
        raw = raw.exclude(seq__in=ctx.same_seqs())
    page = Paginator(raw, DIFF_ROWS_PER_PAGE).get_page(params.get("page"))
    rows = [_raw_row(session, index, ctx, memory) for index in page.object_list]
    if ctx.summary is not None:
        # The summary sits where the range it covers begins (or first, if that is not raw).
        first_covered = ctx.covered[0] if ctx.covered else 0
        start = (
            ArchiveEntry.objects.filter(session=session, type__in=RAW_TYPES, seq__gte=first_covered)
            .order_by("seq")
            .values_list("seq", flat=True)
            .first()
        )
        summary_row = DiffRow(status="summary", entry=ctx.summary, turn=ctx.summary.turn)
        at = next((i for i, r in enumerate(rows) if r.seq == start), None)
        if at is not None:
            rows.insert(at, summary_row)
        elif start is None and page.number == 1:
            rows.insert(0, summary_row)
    if not page.has_next():
        rows += [
            DiffRow(status="unarchived", turn=e.turn, entry=e, raw=e.message, raw_tokens=e.tokens)
            for e in ctx.entries
            if e.seq is None and e.kind == "raw"
        ]
    return {
        "session": session,
        "rows": rows,
        "diff_page": page,
        "changed_only": changed_only,
        "diff_query": query_without(params, "page"),
        "diff_own_query": "changed=1&" if changed_only else "",
        "context_tokens": ctx.tokens,
        "context_count": len(ctx.entries),
        "summary": ctx.summary,
    }


def chart_data(session: AgentSession) -> dict[str, Any]:
    """Context tokens per turn (at the end of each turn), the threshold, compactions."""
    per_turn: dict[int, int] = {}
    markers: dict[str, dict[str, list]] = {
        t: {"x": [], "y": [], "seq": []} for t in COMPACTION_TYPES
    }
    rows = (
        ArchiveEntry.objects.filter(session=session)
        .order_by("seq")
        .values_list("seq", "turn", "type", "context_tokens")
    )
    last = 0
    for seq, turn, kind, tokens in rows.iterator(chunk_size=2000):
        if tokens is not None:
            per_turn[turn] = tokens
            last = tokens
        if kind in markers:
            markers[kind]["x"].append(turn)
            markers[kind]["y"].append(tokens if tokens is not None else last)
            markers[kind]["seq"].append(seq)
    spec = session.memory_spec()
    auto = spec.auto_compact
    turns = sorted(per_turn)
    return {
        "turns": turns,
        "tokens": [per_turn[t] for t in turns],
        "threshold": auto.threshold_tokens
        if auto.enabled and spec.backend == "compactable"
        else None,
        "markers": markers,
    }


def record_item(session: AgentSession, index: ArchiveEntry) -> dict[str, Any]:
    """One archive record for the timeline and the record page; an unreadable one carries
    its error instead of failing the page."""
    item: dict[str, Any] = {"index": index, "ref": index.ref, "data": None, "message": None}
    try:
        rec = services.record(session, index.seq, entry=index)
    except ServiceError as exc:
        item["error"] = exc.message
        return item
    data = dict(rec.data)
    if "message" in data and index.type in RAW_TYPES:
        try:
            item["message"] = Message.from_dict(data.pop("message"))
        except EngineError as exc:
            item["error"] = str(exc)
    item["summary"] = data.pop("summary", None)
    item["data"] = data
    return item


def events_context(params: QueryDict, session: AgentSession) -> dict[str, Any]:
    """One page of the event timeline, filtered by record type."""
    chosen = [t for t in params.getlist("type") if t in TIMELINE_TYPES]
    events = ArchiveEntry.objects.filter(session=session).order_by("seq")
    if chosen:
        events = events.filter(type__in=chosen)
    page = Paginator(events, EVENTS_PER_PAGE).get_page(params.get("epage"))
    return {
        "session": session,
        "events_page": page,
        "events": [record_item(session, i) for i in page.object_list],
        "event_types": TIMELINE_TYPES,
        "chosen_types": chosen,
        "events_query": query_without(params, "epage"),
        "events_own_query": "".join(f"type={t}&" for t in chosen),
    }


def page_context(params: QueryDict, session: AgentSession) -> dict[str, Any]:
    """Everything the session page renders: diff, timeline, chart and spec."""
    memory = services.memory_for(session)
    ctx = diff_context(params, session, memory)
    ctx.update(events_context(params, session))
    ctx["chart"] = chart_data(session)
    ctx["spec"] = session.memory_spec()
    ctx["compactable"] = ctx["spec"].backend == "compactable"
    return ctx

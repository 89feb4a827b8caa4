"""One cell up close: where each label ended up (with the message that established it),
the stale values a summary leaked, and the raw conversation beside the final context."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from compaction.engine import PLACEMENTS, EngineError, Message
from memorylab.errors import NotFound

from .models import Cell, Experiment
from .results import cell_result

LONG_CHARS = 1200  # longer raw bodies are collapsed in the diff (<details>, no JS needed)

# How the cell page marks a label's place (the engine's ``PLACEMENTS``).
PLACE_MARKS = {
    "section": "right section",
    "other_section": "other section",
    "tail": "tail only",
    "missing": "missing",
    None: "in context (scored before places)",
}


def label_rows(cell: Cell) -> list[dict[str, Any]]:
    """The drill-down: each label's place, with the message that established it."""
    result = cell_result(cell)
    messages = cell.conversation.messages
    out = []
    for item in result.get("labels", []):
        index = item.get("message_index", 0)
        msg = messages[index] if 0 <= index < len(messages) else None
        place = item.get("place")
        if place is None and not item.get("in_context"):
            place = "missing"
        out.append(
            {
                **item,
                "place": place,
                "mark": PLACE_MARKS.get(place, str(place)),
                "message_role": msg.get("role") if msg else None,
                "message_text": Message.from_dict(msg).plain_text()[:600] if msg else "",
            }
        )
    return out


def stale_rows(cell: Cell) -> list[dict[str, Any]]:
    """Each stale value of the conversation: covered by the summary, leaked (with the
    summary lines stating it as current) or not."""
    return list(cell_result(cell).get("stale", []))


def align_contexts(
    raw: Sequence[dict[str, Any]], context: Sequence[dict[str, Any]]
) -> list[dict[str, Any]]:
    """Raw messages beside the final context, for the drill-down's diff.

    Rows are ``{"status", "raw_index", "raw", "ctx"}`` with status ``same`` (the context
    shows the raw message), ``changed`` (micro_compact rewrote it: a placeholder, a
    shortened input or reasoning), ``summary`` (the summary message itself), ``gone``
    (folded into the summary or evicted) or ``extra`` (a context message we could not
    place). Order-preserving and greedy: the memory never reorders messages.
    """
    rows: list[dict[str, Any]] = []
    j = 0

    def memorylab(message: dict[str, Any]) -> dict[str, Any]:
        return (message.get("metadata") or {}).get("memorylab") or {}

    for i, message in enumerate(raw):
        while j < len(context) and memorylab(context[j]).get("kind") == "summary":
            rows.append({"status": "summary", "raw_index": None, "raw": None, "ctx": context[j]})
            j += 1
        if j < len(context) and context[j] == message:
            rows.append({"status": "same", "raw_index": i, "raw": message, "ctx": context[j]})
            j += 1
        elif j < len(context) and memorylab(context[j]) and _same_slot(context[j], message):
            rows.append({"status": "changed", "raw_index": i, "raw": message, "ctx": context[j]})
            j += 1
        else:
            rows.append({"status": "gone", "raw_index": i, "raw": message, "ctx": None})
    for message in context[j:]:
        status = "summary" if memorylab(message).get("kind") == "summary" else "extra"
        rows.append({"status": status, "raw_index": None, "raw": None, "ctx": message})
    return rows


def _tool_refs(message: dict[str, Any]) -> tuple[str, ...]:
    refs = []
    for part in message.get("content") or []:
        for key in ("toolRequest", "toolResponse"):
            if isinstance(part, dict) and isinstance(part.get(key), dict):
                refs.append(f"{key}:{part[key].get('ref')}")
    return tuple(refs)


def _same_slot(rewritten: dict[str, Any], message: dict[str, Any]) -> bool:
    """Is ``rewritten`` (a context message micro_compact changed) this raw message?"""
    return rewritten.get("role") == message.get("role") and _tool_refs(rewritten) == _tool_refs(
        message
    )


def _text(message: dict[str, Any] | None) -> str:
    if message is None:
        return ""
    try:
        return Message.from_dict(message).plain_text()
    except EngineError:
        return str(message)


def diff_rows(raw: list[dict[str, Any]], context: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``align_contexts`` with each side's text, as the cell page shows it."""
    return [
        {
            **row,
            "role": (row["raw"] or row["ctx"] or {}).get("role", "?"),
            "raw_text": _text(row["raw"]),
            "raw_long": len(_text(row["raw"])) > LONG_CHARS,
            "ctx_text": _text(row["ctx"]) if row["status"] != "same" else "",
        }
        for row in align_contexts(raw, context)
    ]


def place_counts(labels: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """How many labels sit at each place, in the engine's order (best first)."""
    counts: dict[str, int] = {}
    for label in labels:
        counts[label["place"]] = counts.get(label["place"], 0) + 1
    order = [*PLACEMENTS, *sorted(set(counts) - set(PLACEMENTS), key=str)]
    return [
        {"place": p, "mark": PLACE_MARKS.get(p, str(p)), "count": counts[p]}
        for p in order
        if p in counts
    ]


def get_cell(experiment: Experiment, pk: Any) -> Cell:
    """A cell of ``experiment`` (whose visibility the caller checked)."""
    try:
        key = int(pk)
    except (TypeError, ValueError):
        key = None
    cell = (
        Cell.objects.filter(experiment=experiment, pk=key)
        .select_related("strategy", "conversation")
        .first()
        if key is not None
        else None
    )
    if cell is None:
        raise NotFound("no such cell")
    return cell


def cell_context(cell: Cell) -> dict[str, Any]:
    """Everything the cell page shows."""
    result = cell_result(cell)
    labels = label_rows(cell)
    return {
        "cell": cell,
        "result": result,
        "labels": labels,
        "place_counts": place_counts(labels),
        "stale": stale_rows(cell),
        "snapshots": result.get("snapshots", []),
        "diff": diff_rows(cell.conversation.messages, result.get("final_context", [])),
        "context_size": len(result.get("final_context", [])),
    }

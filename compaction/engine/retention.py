"""Retention scoring: which labelled facts survive in a context, and where.

The match is deterministic and deliberately dumb, so anyone can recount it by hand: the
context text is every text part, every tool-call input as compact JSON and every tool
output (strings as they are, anything else as compact JSON), lower-cased, whitespace runs
collapsed to one space. A label is retained when each of its evidence strings, normalized
the same way, is a substring of that text. Recall is over labels, not averaged per
conversation: pool the counts of several conversations before dividing.

Being somewhere in the context is not enough for an agent that reads a summary: a pending
action listed under Confirmed Facts is not carried forward. ``place`` therefore also says
whether a label sits in the summary section of its kind (see ``KIND_SECTIONS``), in
another section, only in the raw tail, or nowhere; and ``stale_leaks`` finds superseded
values stated on a summary line as if still current.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .messages import Message, compact_json
from .summary import parse_sections


def normalize(text: str) -> str:
    """How evidence and text are compared: lower-cased, whitespace runs collapsed to one
    space, no leading or trailing space. The only normalizer evidence is matched with."""
    return " ".join(text.lower().split())


def _part_texts(message: Message) -> Iterable[str]:
    for part in message.content:
        if "text" in part:
            yield str(part["text"])
        elif "toolRequest" in part:
            yield compact_json(part["toolRequest"].get("input"))
        elif "toolResponse" in part:
            output = part["toolResponse"].get("output")
            yield output if isinstance(output, str) else compact_json(output)


def context_text(messages: Iterable[Message]) -> str:
    """The normalized text a model sees in ``messages`` (the string evidence is searched in)."""
    return normalize("\n".join(t for m in messages for t in _part_texts(m)))


def _strings(item: Mapping[str, Any], key: str) -> list[str]:
    values = item.get(key)
    name = item.get("id", "?")
    if not isinstance(values, list) or not values:
        raise ValueError(f"label {name}: {key!r} must be a non-empty list of strings")
    out: list[str] = []
    for value in values:
        if not isinstance(value, str) or not value.strip():
            raise ValueError(f"label {name}: every {key!r} entry must be a non-empty string")
        out.append(normalize(value))
    return out


def label_retained(label: Mapping[str, Any], text: str) -> bool:
    """Every evidence string of ``label`` occurs in ``text`` (already normalized)."""
    return all(e in text for e in _strings(label, "evidence"))


def stale_mentions(stale_items: Iterable[Mapping[str, Any]], text: str) -> int:
    """How many stale values ``text`` still mentions (an item counts when all its terms occur)."""
    return sum(1 for item in stale_items if all(t in text for t in _strings(item, "terms")))


@dataclass
class KindScore:
    total: int = 0
    retained: int = 0

    @property
    def recall(self) -> float | None:
        return self.retained / self.total if self.total else None


@dataclass
class RetentionScore:
    total: int
    retained: int
    by_kind: dict[str, KindScore]
    stale_mentions: int
    lost: list[str] = field(default_factory=list)

    @property
    def recall(self) -> float | None:
        """None when there is nothing to score (never a silent NaN)."""
        return self.retained / self.total if self.total else None

    def to_dict(self) -> dict[str, Any]:
        return {
            "total": self.total,
            "retained": self.retained,
            "recall": self.recall,
            "by_kind": {
                k: {"total": v.total, "retained": v.retained, "recall": v.recall}
                for k, v in sorted(self.by_kind.items())
            },
            "stale_mentions": self.stale_mentions,
            "lost": list(self.lost),
        }


def score(
    messages: Sequence[Message],
    labels: Iterable[Mapping[str, Any]],
    stale: Iterable[Mapping[str, Any]] = (),
) -> RetentionScore:
    """Score the context ``messages`` against labels and stale values of one conversation."""
    text = context_text(messages)
    by_kind: dict[str, KindScore] = {}
    total = retained = 0
    lost: list[str] = []
    for label in labels:
        kind = str(label.get("kind", "unknown"))
        bucket = by_kind.setdefault(kind, KindScore())
        bucket.total += 1
        total += 1
        if label_retained(label, text):
            bucket.retained += 1
            retained += 1
        else:
            lost.append(str(label.get("id", "?")))
    return RetentionScore(
        total=total,
        retained=retained,
        by_kind=by_kind,
        stale_mentions=stale_mentions(stale, text),
        lost=lost,
    )


# -- where a label sits: the summary section of its kind, another section, the tail --------

# The summary section each label kind belongs in.
KIND_SECTIONS = {
    "user_goal": "User Goal",
    "fact": "Confirmed Facts",
    "decision": "Decisions Made",
    "open_issue": "Open Issues",
    "pending_action": "Pending Actions",
    "reference": "Important References",
}
# Where a label was found, best first. A label established after the last summary was
# written can only be "tail" or "missing": the summary could not have known it.
PLACEMENTS = ("section", "other_section", "tail", "missing")

# A summary line that mentions a superseded value is fine when it marks the value as
# history. Markers in the languages the conversations use (English, Chinese).
_HISTORY_MARKERS = re.compile(
    r"previously|formerly|originally|initially|replaced|superseded|no longer|used to be|"
    r"instead of|restated|any ?more\b|any longer|\bthe old\b|"
    r"\b(?:changed|raised|lowered|increased|decreased|reduced|moved|updated|corrected|"
    r"revised|bumped|cut|extended|shortened|reassigned|took over)\s+from\b|"
    r"\bwas\b.*\bnow\b|->|→|"
    r"之前|此前|先前|原来|原先|原本|原为|原定|改为|改成|换成|调整为|已替换|不再|旧值|"
    r"[从由].{0,40}(?:降|升|提高|提升|调|改|增加|减少|延长|缩短|推迟|提前)(?:到|至)|"
    # "(was €250,000)", "（原 €250,000）", "（原价 ¥99）": the old value in brackets
    r"\((?:was|were)\s|[（(]原(?:价|值|定|计划)?\s*[:：为是]?\s*[\d¥$€£]"
)


def marks_history(line: str) -> bool:
    """Whether a summary line presents what it mentions as history, not as current."""
    return bool(_HISTORY_MARKERS.search(line.lower()))


@dataclass
class SummaryView:
    """The last summary in a context, normalized for matching: whole, per section, per line.

    ``covered_until`` is the last archive seq the summary covers (None when unknown).
    """

    text: str
    sections: dict[str, str]
    lines: list[str]
    covered_until: int | None = None


def summary_view(messages: Sequence[Message]) -> SummaryView | None:
    """The last summary message of ``messages`` (None when the context holds none)."""
    summary = next((m for m in reversed(messages) if m.is_summary), None)
    if summary is None:
        return None
    raw = summary.plain_text()
    sections = parse_sections(raw)
    covered = summary.memorylab.get("covered_until")
    return SummaryView(
        text=normalize(raw),
        sections={name: normalize("\n".join(items)) for name, items in sections.items()},
        lines=[normalize(item) for items in sections.values() for item in items],
        covered_until=covered if isinstance(covered, int) else None,
    )


def place(label: Mapping[str, Any], context: str, summary: SummaryView | None) -> str:
    """Where ``label`` is: ``section``, ``other_section``, ``tail`` or ``missing``.

    ``context`` is the normalized text of the whole context (``context_text``). Pass
    ``summary=None`` for a label the summary cannot be asked to hold (established after
    it was written): it is then ``tail`` when the context holds it, else ``missing``.
    """
    evidence = _strings(label, "evidence")
    if summary is not None:
        section = summary.sections.get(KIND_SECTIONS.get(str(label.get("kind")), ""), "")
        if all(e in section for e in evidence):
            return "section"
        if all(e in summary.text for e in evidence):
            return "other_section"
    return "tail" if all(e in context for e in evidence) else "missing"


# The extractive summary keeps the user's first request as "Originally asked: ...": a quote
# of what was asked then, not a note that the values in it are history. An agent reading
# "Originally asked: ship 3万册 by 10月20日" takes the figures as the task's.
_QUOTED_REQUEST = re.compile(r"^(?:- )?originally asked:\s*")


def states_as_current(line: str, terms: Iterable[str]) -> bool:
    """Whether one summary line states every term without marking it as history: the
    lab's stale check for one line."""
    text = normalize(line)
    said = _QUOTED_REQUEST.sub("", text)
    return all(normalize(t) in text for t in terms) and not marks_history(said)


def current_lines(summary: str, *terms: str) -> list[str]:
    """The items of ``summary`` that state every one of ``terms`` as current."""
    return [
        item
        for items in parse_sections(summary).values()
        for item in items
        if states_as_current(item, terms)
    ]


def stale_leaks(stale_items: Iterable[Mapping[str, Any]], summary: SummaryView) -> list[str]:
    """Ids of stale values that a summary line states as current: every term of the item
    on one line, and that line does not mark the value as history."""
    leaked = []
    for item in stale_items:
        terms = _strings(item, "terms")
        if any(states_as_current(line, terms) for line in summary.lines):
            leaked.append(str(item.get("id", "?")))
    return leaked


@dataclass
class Placement:
    """Every label's place in one context, and the stale values its summary leaks.

    ``covered`` are the labels (and stale items) the summary was asked to hold: those
    established before the messages it summarized ended. Section accuracy and summary
    recall are over covered labels; context recall is over all labels.
    """

    places: dict[str, str]
    kinds: dict[str, str]
    covered: set[str]
    stale_covered: list[str]
    leaked: list[str]

    def figures(self, kind: str | None = None) -> dict[str, Any]:
        ids = [i for i in self.places if kind is None or self.kinds[i] == kind]
        covered = [i for i in ids if i in self.covered]
        in_context = sum(1 for i in ids if self.places[i] != "missing")
        in_summary = sum(1 for i in covered if self.places[i] in ("section", "other_section"))
        in_section = sum(1 for i in covered if self.places[i] == "section")
        out: dict[str, Any] = {
            "labels": len(ids),
            "covered": len(covered),
            "in_context": in_context,
            "in_summary": in_summary,
            "in_section": in_section,
            "context_recall": in_context / len(ids) if ids else None,
            "summary_recall": in_summary / len(covered) if covered else None,
            "section_accuracy": in_section / len(covered) if covered else None,
        }
        if kind is None:
            out["stale_covered"] = len(self.stale_covered)
            out["stale_leaked"] = len(self.leaked)
            out["stale_leakage"] = (
                len(self.leaked) / len(self.stale_covered) if self.stale_covered else None
            )
        return out

    def to_dict(self) -> dict[str, Any]:
        kinds = sorted(set(self.kinds.values()))
        return {
            **self.figures(),
            "by_kind": {k: self.figures(k) for k in kinds},
            "places": dict(self.places),
            "leaked": list(self.leaked),
        }


def placement(
    messages: Sequence[Message],
    labels: Iterable[Mapping[str, Any]],
    stale: Iterable[Mapping[str, Any]] = (),
    *,
    covered_messages: int | None = None,
) -> Placement:
    """Place every label of one conversation in the context ``messages``.

    ``covered_messages``: how many of the conversation's messages the last summary in
    ``messages`` had seen when it was written; labels and stale items with a smaller
    ``message_index`` are covered (the summary is expected to hold them). None: no
    summary, nothing is covered.
    """
    text = context_text(messages)
    summary = summary_view(messages) if covered_messages else None
    places: dict[str, str] = {}
    kinds: dict[str, str] = {}
    covered: set[str] = set()
    for label in labels:
        lid = str(label.get("id", "?"))
        is_covered = summary is not None and _index(label) < (covered_messages or 0)
        places[lid] = place(label, text, summary if is_covered else None)
        kinds[lid] = str(label.get("kind", "unknown"))
        if is_covered:
            covered.add(lid)
    stale_covered = [
        s for s in stale if summary is not None and _index(s) < (covered_messages or 0)
    ]
    return Placement(
        places=places,
        kinds=kinds,
        covered=covered,
        stale_covered=[str(s.get("id", "?")) for s in stale_covered],
        leaked=stale_leaks(stale_covered, summary) if summary is not None else [],
    )


def _index(item: Mapping[str, Any]) -> int:
    value = item.get("message_index", 0)
    return value if isinstance(value, int) else 0

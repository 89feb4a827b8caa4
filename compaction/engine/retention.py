"""Retention scoring: which labelled facts survive in a context (issue 6).

The match is deterministic and deliberately dumb, so anyone can recount it by hand: the
context text is every text part, every tool-call input as compact JSON and every tool
output (strings as they are, anything else as compact JSON), lower-cased, whitespace runs
collapsed to one space. A label is retained when each of its evidence strings, normalized
the same way, is a substring of that text. Recall is over labels, not averaged per
conversation: pool the counts of several conversations before dividing.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .messages import Message, compact_json

_WHITESPACE = re.compile(r"\s+")


def normalize(text: str) -> str:
    return _WHITESPACE.sub(" ", text.lower())


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

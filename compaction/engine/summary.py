"""The structured summary (docs/summary-format.md): six fixed sections, machine-readable.

A summary is Markdown with one ``## <Section>`` heading per section and ``- `` bullets;
bullets may cite ``archive://`` references. ``parse_sections`` reads it back, so a
previous summary can be merged into the next one and the dashboard can render it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from .errors import SummarizerError
from .messages import Message
from .tokens import TokenEstimator

SECTIONS = (
    "User Goal",
    "Confirmed Facts",
    "Decisions Made",
    "Open Issues",
    "Pending Actions",
    "Important References",
)
SUMMARY_HEADER = "[memorylab summary]"
_HEADING = re.compile(r"^#{1,6}\s*(.+?)\s*:?\s*$")
# Models sometimes write "**User Goal**" or "User Goal:" instead of "## User Goal": such a
# line is a heading only when it names one of the six sections.
_LOOSE_HEADING = re.compile(r"^\*\*\s*(.+?)\s*:?\s*\*\*\s*:?$|^([A-Za-z][A-Za-z ]+):$")


@dataclass
class SummaryRequest:
    session_id: str
    # The context as the model sees it now, with each message's archive seq (None for
    # a previous summary).
    messages: list[tuple[int | None, Message]]
    archive_range: tuple[int, int]
    max_tokens: int
    estimator: TokenEstimator
    previous_summary: str | None = None
    instructions: str | None = None
    # The raw messages since the previous summary, read from the archive on demand
    # (an extractive summarizer mines the full tool outputs; an LLM reads the context).
    raw_messages: Callable[[], list[tuple[int, Message]]] | None = None
    timeout_seconds: float = 120.0


@dataclass
class SummaryResponse:
    text: str
    model: str
    request_tokens: int = 0
    response_tokens: int = 0
    cost: float = 0.0
    extra: dict[str, object] = field(default_factory=dict)


class Summarizer(Protocol):
    name: str

    def estimate_tokens(self, request: SummaryRequest) -> int: ...
    def summarize(self, request: SummaryRequest) -> SummaryResponse: ...


def parse_sections(text: str) -> dict[str, list[str]]:
    """Section name -> bullet texts, for the six known sections (others ignored)."""
    sections: dict[str, list[str]] = {}
    current: str | None = None
    known = {s.lower(): s for s in SECTIONS}
    for raw in text.splitlines():
        line = raw.strip()
        m = _HEADING.match(line)
        if m:
            name = m.group(1).strip().strip("*").strip()
            current = known.get(name.lower())
            if current is not None:
                sections.setdefault(current, [])
            continue
        loose = _LOOSE_HEADING.match(line)
        if loose and (loose.group(1) or loose.group(2)).strip().lower() in known:
            current = known[(loose.group(1) or loose.group(2)).strip().lower()]
            sections.setdefault(current, [])
            continue
        if current is None or not line:
            continue
        if line.startswith(("- ", "* ", "• ")):
            sections[current].append(line[2:].strip())
        elif sections[current]:
            sections[current][-1] += " " + line
        else:
            sections[current].append(line)
    return sections


def missing_sections(text: str) -> list[str]:
    found = parse_sections(text)
    return [s for s in SECTIONS if s not in found]


def validate_summary(text: str) -> None:
    if not isinstance(text, str) or not text.strip():
        raise SummarizerError("summary is empty")
    missing = missing_sections(text)
    if missing:
        raise SummarizerError(f"summary lacks section(s): {', '.join(missing)}")


def render_sections(sections: Mapping[str, Sequence[str]], header: str = "") -> str:
    out = [header] if header else []
    for name in SECTIONS:
        out.append(f"## {name}")
        bullets = sections.get(name) or []
        out.extend(f"- {b}" for b in bullets) if bullets else out.append("- (none)")
        out.append("")
    return "\n".join(out).strip() + "\n"


def strip_header(text: str) -> str:
    """The summary body without the first line's ``[memorylab summary ...]`` banner."""
    if text.startswith(SUMMARY_HEADER[:-1]):
        return text.split("\n", 1)[1].lstrip("\n") if "\n" in text else ""
    return text

"""The structured summary: six sections, parsed back, validated."""

from __future__ import annotations

import pytest
from engine_builders import six_sections

from compaction.engine import SECTIONS, SummarizerError, parse_sections
from compaction.engine.summary import render_sections, strip_header, validate_summary


def test_it_parses_the_six_sections_and_their_bullets() -> None:
    text = (
        "## User Goal\n- Move config to `config/app.yaml`\n  keeping comments\n"
        "## Confirmed Facts\n* retries=3 (archive://s1/4)\n"
        "## Decisions Made\n- (none)\n## Open Issues\n• hypothesis: DNS\n"
        "## Pending Actions\n- run tests\n## Important References\n- archive://s1/2-9\n"
        "## Something Else\n- ignored\n"
    )
    sections = parse_sections(text)
    assert list(sections) == list(SECTIONS)
    assert sections["User Goal"] == ["Move config to `config/app.yaml` keeping comments"]
    assert sections["Confirmed Facts"] == ["retries=3 (archive://s1/4)"]
    assert sections["Open Issues"] == ["hypothesis: DNS"]
    assert all("ignored" not in b for bullets in sections.values() for b in bullets)
    validate_summary(text)


def test_it_accepts_bold_or_colon_headings_for_known_sections() -> None:
    text = "\n".join(
        f"{'**' + s + ':**' if i % 2 else s + ':'}\n- item {i}" for i, s in enumerate(SECTIONS)
    )
    assert parse_sections(text)["Decisions Made"] == ["item 2"]
    validate_summary(text)
    # An unknown "Label:" line is text, not a heading: the section goes on.
    assert parse_sections("## User Goal\n- a\nNote:\n- b\n")["User Goal"] == ["a Note:", "b"]


@pytest.mark.parametrize("missing", SECTIONS)
def test_it_names_a_missing_section(missing: str) -> None:
    text = six_sections().replace(f"## {missing}\n", "")
    with pytest.raises(SummarizerError, match=f"lacks section.*{missing}"):
        validate_summary(text)


def test_it_refuses_an_empty_summary() -> None:
    for empty in ("", "   \n"):
        with pytest.raises(SummarizerError, match="empty"):
            validate_summary(empty)


def test_it_renders_sections_that_parse_back() -> None:
    text = render_sections({"User Goal": ["ship it"], "Pending Actions": ["a", "b"]})
    assert parse_sections(text)["Pending Actions"] == ["a", "b"]
    assert parse_sections(text)["Open Issues"] == ["(none)"]
    validate_summary(text)


def test_it_strips_the_summary_banner() -> None:
    assert strip_header("[memorylab summary of archive://s/1-3: x]\n\n## User Goal\n") == (
        "## User Goal\n"
    )
    assert strip_header("## User Goal\n") == "## User Goal\n"

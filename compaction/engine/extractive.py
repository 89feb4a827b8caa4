"""``ExtractiveSummarizer``: deterministic, offline, zero-cost summaries by rules.

It is the baseline the lab compares LLM summaries against, so it tries hard within the
token budget (``auto_compact.max_summary_tokens``):

1. The conversation is cut into units: sentences and list items of user and model text
   (hard-wrapped lines joined first), a few error lines of tool outputs and lines of code
   blocks, the sentences of the previous summary (anchored merge: they compete with the new
   material, plus a small bonus for having been chosen once), and bare identifiers.
2. Each unit carries the *key terms* it states: identifiers, paths, config keys, ids,
   versions, dates, numbers with their unit or noun. What a later reader needs to continue
   is mostly in those terms, so the summary is a budgeted maximum coverage of terms:
   greedily take the unit with the best (new terms + priority) per token. Priority
   encodes the rules: the user's first request and constraints are kept first, then
   decisions, agreed next steps and open questions; later statements win ties (the latest
   value of something that changed), and terms that recur or that the user used weigh more.
3. Values that the conversation explicitly replaced ("X, not Y", "Y -> X", "from Y to X",
   "moved ... to X") are marked "(superseded)" in older units, so a stale value is never
   presented as current.
4. Sentences are chosen first; bare identifiers (paths, keys, ids found anywhere, tool
   outputs and code included) then fill the rest of the budget, ranked by how often they
   came up, whether the dialogue named them and whether the session changed that file.
5. Units go to the six sections by cue phrases and are cited cheaply: ``[n]`` after a bullet
   is ``archive://<session>/<n>``, explained once at the top; sentences of one message share
   one bullet.

Tool outputs are scanned once, as sets of distinct tokens, and only prose reaches the
greedy selection, so a 100k-token session takes a few hundred milliseconds of CPU.
"""

from __future__ import annotations

import functools
import heapq
import itertools
import math
import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from .messages import Message, compact_json
from .micro import PLACEHOLDER_MARK
from .summary import (
    SECTIONS,
    SUMMARY_HEADER,
    SummaryRequest,
    SummaryResponse,
    parse_sections,
    render_sections,
    strip_header,
)
from .tokens import TokenEstimator

GOAL, FACTS, DECISIONS, OPEN, PENDING, REFERENCES = SECTIONS

# -- cue phrases (generic English; never words of a particular conversation) ------------
_CUES: dict[str, re.Pattern[str]] = {
    GOAL: re.compile(
        r"\b(i want|i need|i'd like|we need|we want|goal|must|mustn'?t|has to|have to|need(?:s)? to be|"
        r"should(?:n'?t| not)?|do not|don'?t|never|always|without|make sure|require\w*|prefer\w*|"
        r"constraint|deadline|budget|no later than|by (?:mon|tue|wed|thu|fri|sat|sun)\w*|"
        r"by (?:eod|end of|tomorrow|tonight|next week))\b",
        re.I,
    ),
    DECISIONS: re.compile(
        r"\b(decid\w*|decision|go(?:ing)? with|went with|chose|choose|opt(?:ed)? for|settled on|"
        r"agreed|approv\w*|sign(?:ed)? off|let'?s (?:use|go|keep|do)|we(?:'ll| will) (?:use|go|keep|"
        r"switch|set|raise|lower|move|drop)|switch(?:ed)? to|instead of|rather than|recommend\w*|"
        r"i'?d (?:propose|suggest|go)|proposal|fixed by|the fix|we keep|keep it|go ahead)\b",
        re.I,
    ),
    PENDING: re.compile(
        r"\b(next step\w*|next,|todo|to-?do|follow[- ]?ups?|pending|remaining|remains to|"
        r"will (?:need|verify|check|run|deploy|add|update|re-?run|remove|fix|take|own|do|watch|"
        r"close)|need to|needs to|to be done|once (?:it|that|this|the)|after (?:the|that|this)|"
        r"remember to|don'?t forget|action items?|tomorrow|later|scheduled|planned|takes it|owner|"
        r"assigned|tracked in|ticket)\b",
        re.I,
    ),
    OPEN: re.compile(
        r"(\b(unclear|not sure|unknown|unresolved|open question|hypothes\w*|might be|may be|"
        r"possibly|suspect\w*|no idea|still (?:fail\w*|flak\w*|broken|open|unknown)|not (?:yet )?"
        r"(?:investigated|explained|understood|known|clear|fixed|looked)|nobody (?:has )?(?:looked|"
        r"knows)|to be determined|tbd|at risk|risky|whether|untested|unverified|can'?t rule out|"
        r"not (?:yet )?(?:tested|verified|checked))\b)",
        re.I,
    ),
}
# The same cues in Chinese (no word boundaries there).
_CJK_CUES = {
    GOAL: "目标|必须|不要|不能|要求|希望|截止|之前完成",
    DECISIONS: "决定|采用|改为|同意|批准|就用|选择",
    PENDING: "下一步|待办|后续|稍后|明天|跟进|需要",
    OPEN: "不确定|未知|待确认|待定|是否|可能|怀疑",
}
_CUES = {
    section: re.compile(f"{pattern.pattern}|{_CJK_CUES[section]}", re.I)
    for section, pattern in _CUES.items()
}
_ERROR_LINE = re.compile(
    r"^[^\n]*\b(?:error|exception|failed|failure|fatal|panic|denied|refused|timed? ?out|killed|"
    r"not found|traceback)\b[^\n]*$",
    re.I | re.M,
)

# -- terms ------------------------------------------------------------------------------
# CJK text has no spaces between words: its characters and punctuation separate tokens too.
_CJK = "\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uff00-\uffef"
_RAW_TOKEN = re.compile(rf"[^\s,;()\[\]{{}}<>\"'`*|{_CJK}]+")
_UNIT_WORD = re.compile(
    r"^(?:ms|s|sec|secs|seconds?|m|min|mins|minutes?|h|hrs?|hours?|d|days?|weeks?|months?|"
    r"years?|%|x|k|m|b|kb|mb|gb|tb|kib|mib|gib|tib|rps|qps|req|requests?|ops|rows?|runs?|"
    r"pods?|nodes?|cores?|cpus?|users?|items?|times?|attempts?|errors?|failures?|files?|lines?|"
    r"tokens?|bytes?|connections?|threads?|goroutines?|replicas?|instances?|jobs?|tests?|of)$",
    re.I,
)
_CAMEL = re.compile(r"[a-z][A-Z]|[A-Z]{2}[a-z]")
_DOTTED = re.compile(r"[A-Za-z_]\.[A-Za-z_0-9]")
_STOP_WORDS = """
    a about above after again against all also am an and any are as at be because been
    before being below between both but by can could did do does doing done down during each
    few for from further had has have having he her here hers him his how i if in into is it
    its itself just let me more most my no nor not now of off on once only or other our out
    over own same she should so some such than that the their them then there these they
    this those through to too under until up very was we were what when where which while
    who whom why will with would you your yes ok okay hi hey hello thanks thank please sure
    great good fine nice done note also first second third next last one two three four five
    six seven eight nine ten new old however still yet well maybe since though although both
    either neither each every per via plus minus today yesterday tomorrow tonight morning
    evening week weekend day days
"""
_STOP = frozenset(_STOP_WORDS.split())
_URL = re.compile(r"^[a-z][a-z0-9+.-]*://", re.I)
_MARKDOWN = re.compile(r"\*\*|`")
_LIST_START = re.compile(r"^(?:[-*•+]\s|\d{1,2}[.)]\s|\||#{1,6}\s|>\s)")
# A sentence ends at . ! ? before a space, also before a lower-case word (chat is written
# that way), but not after an abbreviation.
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Za-z0-9\"'(\[$!])|(?<=[。！？])\s*")
_ABBREVIATION = re.compile(r"(?:^|[\s(])(?:e\.g|i\.e|etc|vs|approx|cf)\.$", re.I)
_CLAUSE = re.compile(r";\s+|\s+—\s+|\s+–\s+|\s+-\s+")
_REF_SUFFIX = re.compile(r"\s*(\[\d+(?:[-,]\s?\d+)*\]|\(archive://[^)\s]+\))$")

# -- sizes (tokens unless said otherwise) -----------------------------------------------
LONG_UNIT = 80  # split longer units at clause boundaries
MAX_UNIT_CHARS = 420  # and clip what is still longer
GOAL_SHARE = 0.3  # the user's first request is always kept, up to this share of the budget
# Priorities, in units of "one new identifier": what the rules favour beyond new terms.
RECENCY = 0.6  # the last message gets this much more than the first
USER_PRIOR = 0.3  # the user's own words
GOAL_PRIOR = 1.0  # ... stating a goal or a constraint
CUE_PRIOR = 0.4  # a decision or a next step (an open question: 60% of it)
CHANGED_FILE_BONUS = 2.0  # a file the session wrote or diffed, among the references
PREVIOUS_PRIOR = 0.4  # a bullet of the previous summary: it was chosen once already
TOOL_LINE_SCALE = 0.15  # how much the terms of a raw tool or code line count
REF_SHARE = 0.1  # of the budget kept for bare identifiers (more when sentences leave room)
ANSWER_PRIOR = 0.3  # the model's answer of a turn (intermediate reasoning: 0)
MAX_ERROR_LINES = 3  # error lines taken from one tool output
MAX_CODE_LINES = 3  # lines taken from one code block in a message
MAX_TOOL_REFS = 400  # identifiers from tool traffic considered for the references


@dataclass
class _Unit:
    section: str
    text: str
    order: int
    cite: str = ""  # "[n]" (or a previous summary's citation)
    terms: frozenset[str] = frozenset()
    prior: float = 0.0
    forced: bool = False
    is_ref: bool = False
    tokens: int = 0
    from_user: bool = False
    previous: bool = False  # a bullet of the previous summary
    scale: float = 1.0  # how much its terms count (less for raw tool lines)


@dataclass
class _Terms:
    weight: dict[str, float] = field(default_factory=dict)
    messages: Counter[str] = field(default_factory=Counter)
    user: set[str] = field(default_factory=set)


def _clean(text: str) -> str:
    text = _MARKDOWN.sub("", text).strip()
    text = re.sub(r"^(?:[-*•+>]\s+)+", "", text)
    if text.startswith("|"):  # a markdown table row: cells joined cheaply, rulers dropped
        cells = [c.strip() for c in text.strip("|").split("|")]
        if all(re.fullmatch(r":?-*:?", c) for c in cells):
            return ""
        text = "; ".join(c for c in cells if c)
    return " ".join(text.split())


_ARTICLE = re.compile(r"(?<=[\s(])(?:the|a|an)\s+(?=[A-Za-z0-9$(])", re.I)


def telegraphic(text: str) -> str:
    """Articles cost tokens and carry nothing a reader of working notes needs."""
    return _ARTICLE.sub("", text)


def _clip(text: str, limit: int = MAX_UNIT_CHARS) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def split_blocks(text: str) -> list[tuple[str, bool]]:
    """(unit, is_code): sentences and list items, hard-wrapped lines joined first; the lines
    of a fenced code block come one by one, flagged as code."""
    out: list[tuple[str, bool]] = []
    in_code = False
    for block in re.split(r"\n\s*\n", text):
        current = ""
        for line in block.split("\n"):
            stripped = line.strip()
            if stripped.startswith("```"):
                in_code = not in_code
                if current:
                    out.append((current, False))
                current = ""
                continue
            if not stripped:
                continue
            if in_code:
                out.append((stripped, True))
                continue
            if current and _LIST_START.match(stripped):
                out.append((current, False))
                current = stripped
            else:
                current = f"{current} {stripped}" if current else stripped
        if current:
            out.append((current, False))
    units: list[tuple[str, bool]] = []
    for unit, code in out:
        if code:
            units.append((unit, True))
            continue
        pieces: list[str] = []
        for piece in _SENTENCE_END.split(unit):
            # "e.g. this" is one sentence: glue a piece that ends in an abbreviation back on.
            if pieces and _ABBREVIATION.search(pieces[-1]):
                pieces[-1] += " " + piece
            else:
                pieces.append(piece)
        units.extend((p, False) for p in pieces if len(p.strip()) > 2)
    return units


def split_units(text: str) -> list[str]:
    """Sentences, list items and code lines of ``text``."""
    return [unit for unit, _ in split_blocks(text)]


def _number_term(token: str, following: str | None) -> str:
    """A bare number means little alone: keep the word after it ("312 runs", "4 of")."""
    if (
        following
        and re.fullmatch(r"[A-Za-z%][A-Za-z%-]{0,15}", following)
        and following.lower() not in _STOP
    ):
        return f"{token} {following}".lower()
    return token.lower()


def _identifier_weight(tok: str) -> float:
    """How surely ``tok`` is an identifier: 1 for code-like names, less for word compounds."""
    if "_" in tok or _CAMEL.search(tok) or _DOTTED.search(tok) or tok[0] in "!#@$~":
        return 1.0
    if "/" in tok:
        # a path has a file name, a root or several levels; "pages/month" is prose
        if tok.count("/") >= 2 or (tok[0] in "~." and "/" in tok[1:]):
            return 1.0
        return 0.0 if tok[0] == "/" else 0.5  # "/output" is an XML tag's end
    if "-" in tok and len(tok) >= 6 and tok.replace("-", "").isalnum():
        return 0.7  # service-name, or an English compound: cannot tell
    return 0.0


_SEPARATORS = re.compile(r"(?:[\s,;()\[\]{}<>\"'`*|=]|\\[nrt])+")
_INNER_MARK = re.compile(r"[_./!#@$~-]|[a-z][A-Z]|[A-Z]{2}[a-z]")
_DIGIT = re.compile(r"\d")
_LINE_SUFFIX = re.compile(r"(?<=[A-Za-z])(?::\d+)+:?$")


def tool_identifiers(text: str) -> dict[str, str]:
    """Identifier-like tokens of a (possibly huge) tool output, cheaply: distinct ones only,
    lower-cased -> as written."""
    out: dict[str, str] = {}
    for raw in dict.fromkeys(_SEPARATORS.split(text)):  # distinct, in order: deterministic
        if not _INNER_MARK.search(raw):
            continue
        tok = _LINE_SUFFIX.sub("", raw.strip(".:!?-"))  # "path.py:88:" is path.py
        if len(tok) >= 3 and not _URL.match(tok) and _identifier_weight(tok):
            out.setdefault(tok.lower(), tok)
    return out


@functools.lru_cache(maxsize=4096)
def key_terms(text: str) -> tuple[tuple[str, float], ...]:
    """(term, base weight) for the identifiers, numbers and names ``text`` states."""
    tokens = [t.strip(".:!?") for t in _RAW_TOKEN.findall(text)]
    tokens = [t[1:] if t.startswith("-") and not t.startswith("--") else t for t in tokens]
    tokens = [t.rstrip("-") for t in tokens if t.strip("-")]
    out: list[tuple[str, float]] = []
    for i, tok in enumerate(tokens):
        low = tok.lower()
        if _URL.match(tok):
            if not low.startswith("archive://"):
                out.append((low, 0.5))
            continue
        if _DIGIT.search(tok):
            if tok.isdigit():
                if len(tok) == 1 and (i + 1 >= len(tokens) or not _UNIT_WORD.match(tokens[i + 1])):
                    continue  # list numbering, "1 + 3": too vague to be a fact on its own
                out.append((_number_term(tok, tokens[i + 1] if i + 1 < len(tokens) else None), 1.0))
            else:
                out.append((low, 1.0))
            continue
        if len(tok) < 3:
            continue
        weight = _identifier_weight(tok)
        if weight:
            out.append((low, weight))
        elif tok.isupper() and len(tok) >= 3 and low not in _STOP:
            out.append((low, 0.8))
        elif (
            tok[0].isupper()
            and tok[1:].islower()
            and low not in _STOP
            and i > 0
            and not (i > 0 and tokens[i - 1].endswith((".", "!", "?", ":")))
        ):
            out.append((low, 0.5))  # a proper noun: a person, team or product
    return tuple(out)


_VALUE = (
    r"(?:\d{4}-\d\d-\d\d|\d\d?:\d\d(?::\d\d)?|v\d+(?:\.\d+)+"
    r"|\$?\d[\d,]*(?:\.\d+)?(?:%|\s?(?:k|m|b|ms|s|h|min|[KMGT]i?B|[KMGT]i)\b)?)(?![\w:.-]\d)"
)
_VALUE_RE = re.compile(_VALUE)
_RESTATED = re.compile(r"\b(now|instead|actually|anymore|no longer)\b", re.I)
_NOT_VALUE = re.compile(rf"\b(?:not|instead of|rather than|no longer)\s+({_VALUE})", re.I)
_ARROW = re.compile(rf"({_VALUE})\s*(?:->|→|=>)\s*{_VALUE}")
_VERBS = (
    r"(?:mov(?:e|ed|ing)|chang\w*|rais\w*|lower\w*|reduc\w*|bump\w*|increas\w*|decreas\w*|"
    r"correct\w*|updat\w*|shift\w*|push(?:ed)? back|postpon\w*|revert\w*|set)"
)
_FROM_TO = re.compile(rf"\b{_VERBS}\b[^.;]{{0,50}}?\bfrom\s+({_VALUE})\s+to\s+({_VALUE})", re.I)
_DEAD = re.compile(
    rf"({_VALUE})\s+(?:is|was)\s+(?:dead|obsolete|cancel+ed|withdrawn|wrong|outdated)|"
    rf"({_VALUE})\b[^.;]{{0,40}}\bno longer\b",
    re.I,
)
# "moved the branch cut to monday 2024-06-10": the words between verb and value name the thing.
_TO_VALUE = re.compile(
    rf"\b{_VERBS}\b((?:\s+[^\s.;]+){{0,6}}?)\s+to\s+(?:[a-z]+\s+)?({_VALUE})", re.I
)


def _shape(value: str) -> str:
    """What kind of value this is, so only like replaces like (a date, a version, 5 ms...)."""
    v = value.strip().lower()
    if re.fullmatch(r"\d{4}-\d\d-\d\d", v):
        return "date"
    if re.fullmatch(r"\d\d?:\d\d", v):
        return "time"
    if v.startswith("v"):
        return "version"
    unit = re.sub(r"^[$\d,.\s]+", "", v)
    return ("$" if v.startswith("$") else "") + (unit or "n")


def _content_words(text: str) -> set[str]:
    words = (w.rstrip(".-") for w in re.findall(r"[a-z][a-z0-9_.-]{2,}", text.lower()))
    return {w for w in words if len(w) > 2 and w not in _STOP}


_ASSIGN = re.compile(rf"(?<![\w-])(--)?([A-Za-z][\w.-]*[A-Za-z0-9_])(\s*[=:]\s*|\s+)({_VALUE})")


def _assignments(text: str) -> Iterator[tuple[str, str]]:
    """(config key, value) pairs: ``timeout = 800``, ``--chunk-size 2000``, ``maxConns: 20``."""
    for m in _ASSIGN.finditer(text):
        flag, key, sep, value = m.groups()
        value = value.strip()
        if "=" not in sep and not flag and re.match(r"\s*[A-Za-z]{2,}", text[m.end() :]):
            continue  # "releasesExpired: 33 failures in 400 runs" is prose, not a setting
        config_key = "_" in key or "." in key or _CAMEL.search(key) is not None
        kebab_setting = "-" in key and re.fullmatch(r"[\d,]+", value) is not None
        if flag or "=" in sep or config_key or kebab_setting:
            yield key.lower(), value


def _latest_values(units: list[_Unit]) -> dict[int, set[str]]:
    """The latest value of a key wins: older units' other values of that key are stale."""
    where: dict[str, list[tuple[int, str]]] = {}
    for i, unit in enumerate(units):
        for key, value in _assignments(unit.text):
            where.setdefault(key, []).append((i, value))
    stale: dict[int, set[str]] = {}
    for pairs in where.values():
        last = max(units[i].order for i, _ in pairs)
        current = {v for i, v in pairs if units[i].order == last}
        if len(current) != 1:
            continue  # the latest mention compares values: nothing to conclude
        (value_now,) = current
        since = min(units[i].order for i, v in pairs if v == value_now)
        if any(units[i].order > since and v != value_now for i, v in pairs):
            continue  # the latest value is an old one mentioned again: history, not a change
        for i, value in pairs:
            if units[i].order < last and value not in current:
                stale.setdefault(i, set()).add(value)
    return stale


def _words_before(text: str, end: int, n: int = 6) -> set[str]:
    return _content_words(" ".join(text[:end].split()[-n:]))


def _corrections(text: str) -> tuple[set[str], list[tuple[str, set[str], int]]]:
    """What ``text`` says was replaced: (old values named outright, [(new value, words
    naming the thing, how many of them an older mention must share)])."""
    replaced: set[str] = set()
    for pattern in (_NOT_VALUE, _ARROW, _FROM_TO):
        replaced.update(m.group(1) for m in pattern.finditer(text))
    replaced.update(m.group(1) or m.group(2) for m in _DEAD.finditer(text))
    replaced = {r.strip() for r in replaced if r and r.strip()}
    # "moved <thing> to <value>": an older value of the same shape next to the same thing.
    moved: list[tuple[str, set[str], int]] = []
    for m in _TO_VALUE.finditer(text):
        value, thing = m.group(2).strip(), _content_words(m.group(1))
        if thing and _shape(value) != "n":
            moved.append((value, thing, 1))
    # "the auditors want it Wednesday 2024-04-03 now, not Thursday": a restated value
    # replaces an older one of the same shape said about the same things.
    if _RESTATED.search(text):
        words = _content_words(text)
        moved += [
            (m.group(0).strip(), words, 2)
            for m in _VALUE_RE.finditer(text)
            if _shape(m.group(0)) != "n"
        ]
    return replaced, moved


def find_superseded(units: list[_Unit]) -> dict[int, set[str]]:
    """unit index -> values in it that a later unit explicitly replaced."""
    stale = _latest_values(units)
    # Values said so far, indexed by text and by shape, so each correction looks only at
    # the mentions it could replace (a long session has thousands of units).
    by_value: dict[str, list[int]] = {}
    by_shape: dict[str, list[tuple[int, str, int]]] = {}
    before: dict[tuple[int, int], set[str]] = {}
    for j, later in enumerate(units):
        replaced, moved = _corrections(later.text) if _VALUE_RE.search(later.text) else (set(), [])
        for value in replaced:
            for i in by_value.get(value, ()):
                if units[i].order < later.order:
                    stale.setdefault(i, set()).add(value)
        for value, words, needed in moved:
            for i, old, start in by_shape.get(_shape(value), ()):
                if old == value or units[i].order >= later.order:
                    continue
                near = before.get((i, start))
                if near is None:
                    near = before[(i, start)] = _words_before(units[i].text, start)
                if len(near & words) >= needed:
                    stale.setdefault(i, set()).add(old)
        for m in _VALUE_RE.finditer(later.text):
            value = m.group(0).strip()
            by_value.setdefault(value, []).append(j)
            by_shape.setdefault(_shape(value), []).append((j, value, m.start()))
    # A unit that itself describes the change ("A -> B") presents A as history.
    return {
        i: found
        for i, found in stale.items()
        if not _ARROW.search(units[i].text) and not _FROM_TO.search(units[i].text)
    }


def _mark_superseded(text: str, values: Iterable[str]) -> str:
    for value in sorted(values, key=lambda v: (-len(v), v)):
        text = re.sub(rf"(?<![\w.$]){re.escape(value)}(?!\.?\d|\w)", "(superseded)", text)
    return text


def _classify(text: str, role: str) -> str:
    if role == "user" and _CUES[GOAL].search(text):
        return GOAL
    for section in (DECISIONS, PENDING, OPEN):
        if _CUES[section].search(text):
            return section
    return FACTS


def _tool_output_text(msg: Message) -> Iterator[str]:
    for resp in msg.tool_responses:
        value = resp.get("output")
        yield value if isinstance(value, str) else compact_json(value)


_CHANGED_FILE = re.compile(r"^(?:\+\+\+ b/|--- a/|diff --git a/)([^\s]+)", re.M)
_WRITTEN_FILE = re.compile(
    r"(?:^|\s)(?:>>?|tee(?: -a)?)\s*['\"]?([\w.~/-]*\w\.[A-Za-z]\w{0,5})\b"
    r"|\bsed\s+-i\S*\s+(?:'[^']*'|\"[^\"]*\"|\S+)\s+['\"]?([\w.~/-]*\w\.[A-Za-z]\w{0,5})\b"
    r"|\bopen\(\s*['\"]([^'\"\s]+)['\"]\s*,\s*['\"][wa]",
    re.M,
)


@dataclass
class _Traffic:
    """Identifiers seen in tool calls, tool outputs and code blocks (not in the dialogue)."""

    counts: Counter[str] = field(default_factory=Counter)
    last: dict[str, float] = field(default_factory=dict)  # term -> recency of last mention
    spelled: dict[str, str] = field(default_factory=dict)  # lower-cased -> as first written
    changed: set[str] = field(default_factory=set)  # files the session wrote or diffed

    def note(self, text: str, recency: float) -> None:
        text = text[:100_000]
        for low, written in tool_identifiers(text).items():
            self.counts[low] += 1
            self.last[low] = recency
            self.spelled.setdefault(low, written)
        # Files that were changed are what a coding session is about.
        for m in itertools.chain(_CHANGED_FILE.finditer(text), _WRITTEN_FILE.finditer(text)):
            path = next(g for g in m.groups() if g)
            if path != "/dev/null" and _identifier_weight(path):
                self.changed.add(path.lower())
                self.spelled.setdefault(path.lower(), path)

    def weight(self, term: str) -> float:
        """Named only by tools: worth listing as it recurs, recently, or as a changed file."""
        if term in self.changed:
            return 1.0
        return 0.1 * min(self.counts[term], 5) * (1.0 + self.last.get(term, 0.0))


def _strings_in(value: Any) -> Iterator[str]:
    """The string values of a tool call's input (a command, a path, a file body)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings_in(item)


class ExtractiveSummarizer:
    name = "extractive"

    def estimate_tokens(self, request: SummaryRequest) -> int:
        return request.max_tokens

    def summarize(self, request: SummaryRequest) -> SummaryResponse:
        if request.raw_messages is not None:
            messages = request.raw_messages()
        else:
            messages = [(s, m) for s, m in request.messages if s is not None and not m.is_summary]
        units, terms = self._collect(request, messages)
        text = self._fit(units, terms, request)
        return SummaryResponse(text=text, model=self.name)

    # -- collecting units ---------------------------------------------------------------
    def _collect(
        self, request: SummaryRequest, messages: list[tuple[int, Message]]
    ) -> tuple[list[_Unit], _Terms]:
        orders = itertools.count(1)  # one running order: previous summary, then messages
        units, previous_refs = self._previous_units(request.previous_summary or "", orders)
        traffic = _Traffic()
        instructions = _content_words(request.instructions or "")
        first_user = not any(u.section == GOAL for u in units)
        n_messages = max(len(messages), 1)
        for position, (seq, msg) in enumerate(messages):
            if msg.role == "system" or msg.is_summary:
                continue
            at = position / n_messages  # 0 for the first message, almost 1 for the last
            if msg.role == "tool":
                units += self._tool_units(msg, f"[{seq}]", at, traffic, orders)
                continue
            for req in msg.tool_requests:
                for value in _strings_in(req.get("input")):
                    traffic.note(value, at)
            is_first_user = first_user and msg.role == "user" and bool(msg.text.strip())
            units += self._text_units(
                msg, f"[{seq}]", at, is_first_user, instructions, traffic, orders, request
            )
            first_user = first_user and not is_first_user
        # Superseded values first: a stale value must not count as a term worth keeping.
        superseded: set[str] = set()
        for index, values in find_superseded(units).items():
            units[index].text = _mark_superseded(units[index].text, values)
            superseded.update(v.lower() for v in values)
        units = [u for u in units if self._worth_a_bullet(u)]
        terms = _Terms()
        dialogue: set[str] = set()  # terms that prose (not raw tool or code lines) states
        for unit in units:
            stated = key_terms(unit.text)
            unit.terms = frozenset(t for t, _ in stated)
            for term, base in stated:
                terms.weight[term] = max(terms.weight.get(term, 0.0), base)
                terms.messages[term] += 1
                if unit.from_user:
                    terms.user.add(term)
                if unit.scale == 1.0:
                    dialogue.add(term)
        refs = self._reference_units(
            units, previous_refs, traffic, terms, dialogue, superseded, orders
        )
        return units + refs, terms

    @staticmethod
    def _previous_units(summary: str, orders: Iterator[int]) -> tuple[list[_Unit], list[str]]:
        """The previous summary's sentences (with their section and citation) and references."""
        units: list[_Unit] = []
        refs: list[str] = []
        for section, bullets in parse_sections(strip_header(summary)).items():
            for bullet in bullets:
                if bullet == "(none)":
                    continue
                if section == REFERENCES:
                    refs.extend(r.strip() for r in bullet.split(", ") if r.strip())
                    continue
                m = _REF_SUFFIX.search(bullet)
                cite = m.group(1) if m else ""
                # A bullet may hold several sentences of one message: they compete one by
                # one again, under the bullet's section and citation.
                for text in split_units(bullet[: m.start()] if m else bullet):
                    units.append(
                        _Unit(
                            section,
                            text,
                            next(orders),
                            cite,
                            prior=PREVIOUS_PRIOR,
                            previous=True,
                            forced=section == GOAL,
                            from_user=section == GOAL,
                        )
                    )
        return units, refs

    @staticmethod
    def _tool_units(
        msg: Message, cite: str, at: float, traffic: _Traffic, orders: Iterator[int]
    ) -> list[_Unit]:
        """Tool outputs feed the references; a few error lines may become facts."""
        units: list[_Unit] = []
        for output in _tool_output_text(msg):
            if PLACEHOLDER_MARK in output[:200]:
                continue  # micro_compact's placeholder: the raw output is read instead
            traffic.note(output, at)
            errors = (m.group(0) for m in _ERROR_LINE.finditer(output[:100_000]))
            for line in itertools.islice(
                (e for e in errors if len(e.strip()) > 10), MAX_ERROR_LINES
            ):
                # Raw lines count for less: the dialogue usually restates what matters.
                units.append(
                    _Unit(
                        FACTS,
                        _clip(_clean(line), 240),
                        next(orders),
                        cite,
                        prior=RECENCY * at * 0.5 - 0.5,
                        scale=TOOL_LINE_SCALE,
                    )
                )
        return units

    def _text_units(
        self,
        msg: Message,
        cite: str,
        at: float,
        is_first_user: bool,
        instructions: set[str],
        traffic: _Traffic,
        orders: Iterator[int],
        request: SummaryRequest,
    ) -> list[_Unit]:
        """The sentences of a user or model message, with their section and priority."""
        units: list[_Unit] = []
        recency = RECENCY * at
        code_lines = 0
        for piece, is_code in split_blocks(msg.text):
            if is_code:
                # Code in a message is mostly a command or a file being written: its
                # identifiers feed the references, a few of its lines may be kept.
                traffic.note(piece, at)
                code_lines += 1
                if code_lines <= MAX_CODE_LINES:
                    units.append(
                        _Unit(
                            FACTS,
                            _clip(piece, 240),
                            next(orders),
                            cite,
                            prior=recency * 0.5 - 0.5,
                            scale=TOOL_LINE_SCALE,
                        )
                    )
                continue
            code_lines = 0
            for part in self._shorten(piece, request.estimator):
                order = next(orders)
                cleaned = _clip(telegraphic(_clean(part)))
                forced = False
                if msg.role == "user":
                    cued = _classify(cleaned, "user")
                    # The first request states the goal; its small talk does not.
                    forced = is_first_user and (cued != FACTS or bool(key_terms(cleaned)))
                    section = GOAL if forced else cued
                    prior = USER_PRIOR + (GOAL_PRIOR if section == GOAL else 0.0)
                    if section in (DECISIONS, PENDING):
                        prior += CUE_PRIOR  # the user decided or asked for a next step
                else:
                    section = _classify(cleaned, "model")
                    prior = ANSWER_PRIOR if msg.is_final_answer else 0.0
                    if section in (DECISIONS, PENDING):
                        prior += CUE_PRIOR
                    elif section == OPEN:
                        prior += CUE_PRIOR * 0.6
                if instructions and _content_words(cleaned) & instructions:
                    prior += 1.0
                if cleaned.endswith(":"):
                    prior -= 0.5  # a list's heading says little without its items
                units.append(
                    _Unit(
                        section,
                        cleaned,
                        order,
                        cite,
                        prior=prior + recency,
                        forced=forced,
                        from_user=msg.role == "user",
                    )
                )
        return units

    def _reference_units(
        self,
        units: list[_Unit],
        previous_refs: list[str],
        traffic: _Traffic,
        terms: _Terms,
        dialogue: set[str],
        superseded: set[str],
        orders: Iterator[int],
    ) -> list[_Unit]:
        """Bare identifiers: the previous summary's, the dialogue's, files the session
        changed, and identifiers of the tool traffic that recur or that the dialogue names."""
        spelled = traffic.spelled
        candidates = list(previous_refs)
        for unit in units:
            for term in sorted(unit.terms):
                if term not in spelled:
                    m = re.search(re.escape(term), unit.text, re.I)
                    spelled[term] = m.group(0) if m else term
                candidates.append(term)
        candidates.extend(sorted(traffic.changed))
        for term, count in traffic.counts.most_common(MAX_TOOL_REFS):
            if count >= 2 or term in dialogue:
                candidates.append(term)
        refs: list[_Unit] = []
        seen: set[str] = set()
        for ref in candidates:
            low = ref.lower()
            if low in seen or low in superseded or not self._is_reference(low):
                continue
            seen.add(low)
            if low not in terms.weight:
                terms.weight[low] = 0.8 if ref in previous_refs else traffic.weight(low)
            terms.messages[low] += traffic.counts.get(low, 0)
            # A reference list ranks by importance: how often it came up, whether the
            # session changed that file, whether the dialogue or the previous summary named it.
            importance = (
                math.log1p(terms.messages[low])
                + (CHANGED_FILE_BONUS if low in traffic.changed else 0.0)
                + (1.0 if low in dialogue else 0.0)
                + (0.5 if ref in previous_refs else 0.0)
            )
            refs.append(
                _Unit(
                    REFERENCES,
                    spelled.get(ref, ref),
                    next(orders),
                    terms=frozenset({low}),
                    is_ref=True,
                    prior=importance,
                )
            )
        return refs

    @staticmethod
    def _worth_a_bullet(unit: _Unit) -> bool:
        """Drop "Great.", "Can you check?": no identifier, no number and barely any words."""
        if not unit.text or unit.previous:
            return bool(unit.text)
        if key_terms(unit.text):
            return True
        words = len(unit.text.split())
        return words >= 5 and not unit.text.endswith("?")

    @staticmethod
    def _is_reference(term: str) -> bool:
        """Identifiers worth listing alone: paths, keys, ids; not bare numbers or names."""
        if " " in term or len(term) < 4 or len(term) > 120:
            return False
        if re.fullmatch(r"[\d.,:%$+-]+[a-z%]{0,3}", term) or "=" in term:
            return False
        if re.match(r"\d{4}-\d\d-\d\dt\d", term):
            return False  # a timestamp
        if re.fullmatch(r"[a-z-]+", term) and min(len(p) for p in term.split("-")) < 3:
            return False  # "re-run", "follow-up": English, not a name
        if re.fullmatch(r"\d[\d.,]*[a-z%]{0,3}[–-]+\d[\d.,]*[a-z%]{0,3}", term):
            return False  # a range, "20s–30s"
        if re.fullmatch(r"[a-z]+(?:/[a-z]+)+", term) and term.count("/") < 2:
            return False  # "warn/error": prose
        return bool(re.search(r"[/_.:#!@-]|\d", term)) and bool(re.search(r"[a-z]", term))

    @staticmethod
    def _shorten(piece: str, estimator: TokenEstimator) -> list[str]:
        if len(piece) < LONG_UNIT * 3 or estimator.count_text(piece) <= LONG_UNIT:
            return [piece]
        parts = [p for p in _CLAUSE.split(piece) if p.strip()]
        return parts if len(parts) > 1 else [piece]

    # -- choosing within the budget ----------------------------------------------------
    def _fit(self, units: list[_Unit], terms: _Terms, request: SummaryRequest) -> str:
        est = request.estimator
        sid = request.session_id
        first, last = request.archive_range
        # The same banner the compactor puts on the summary message, so that the message
        # (banner, body and the per-message overhead) stays within max_tokens.
        header = (
            f"{SUMMARY_HEADER[:-1]} of archive://{sid}/{first}-{last}: the earlier conversation, "
            f"compacted; raw messages are in the archive]\n\nCitations: [n] = archive://{sid}/n"
        )
        limit = request.max_tokens - est.per_message_overhead
        budget = limit - est.count_text(render_sections({}, header)) - 4
        weight = {
            t: w * (1.3 if t in terms.user else 1.0) * (1.2 if terms.messages[t] >= 2 else 1.0)
            for t, w in terms.weight.items()
        }
        # Deduplicate units by text (the same sentence quoted twice, or kept from before).
        seen: set[str] = set()
        pool: list[_Unit] = []
        for unit in units:
            key = unit.text.lower()
            if key in seen or not unit.text.strip():
                continue
            seen.add(key)
            unit.tokens = est.count_text(unit.text) + (1 if unit.is_ref else 3)
            pool.append(unit)

        goal_cap = int(budget * GOAL_SHARE)
        # Bullets of one message merge when rendered, so the real size is known only then:
        # select, render, measure, and correct the target a few times.
        best: str | None = None
        best_chosen: list[_Unit] = []
        target = budget
        for _ in range(4):
            chosen = self._select(pool, weight, target, goal_cap)
            text = self._render(chosen, header)
            size = est.count_text(text)
            if size <= limit:
                if best is None or len(chosen) > len(best_chosen):
                    best, best_chosen = text, chosen
                if limit - size < 30:
                    break
                target += limit - size - 10
            else:
                target -= size - limit + 10
        if best is not None:
            return best
        return self._trim(best_chosen or chosen, header, est, limit)

    @staticmethod
    def _select(
        pool: list[_Unit], weight: dict[str, float], budget: int, goal_cap: int
    ) -> list[_Unit]:
        chosen: list[_Unit] = []
        covered: set[str] = set()
        used = 0
        # The first request's sentences that state a goal or constraint come first.
        forced = sorted(
            (u for u in pool if u.forced),
            key=lambda u: (_CUES[GOAL].search(u.text) is None, u.order),
        )
        for unit in forced:
            if used + unit.tokens <= goal_cap:
                chosen.append(unit)
                covered |= unit.terms
                used += unit.tokens

        def gain(unit: _Unit) -> float:
            # fsum: exact, so the result does not depend on the set's (hash-seeded) order
            new = unit.scale * math.fsum(weight.get(t, 0.0) for t in unit.terms - covered)
            if unit.is_ref:
                return new + unit.prior if new else 0.0
            if new == 0 and unit.prior < 1.0:
                return 0.0  # says nothing new and nothing the rules care about
            return new + unit.prior

        def cost(unit: _Unit) -> float:
            # Sentences compete per token; a long path is not worth less than a short one.
            return math.sqrt(unit.tokens) if unit.is_ref else unit.tokens

        # Lazy greedy for budgeted coverage: gains only shrink as coverage grows. Sentences
        # first (a bare identifier must not make the sentence that explains it look
        # redundant), then bare references fill what is left.
        picked = {id(u) for u in chosen}
        for refs, limit in ((False, int(budget * (1 - REF_SHARE))), (True, budget)):
            heap = [
                (-gain(u) / cost(u), u.order, i)
                for i, u in enumerate(pool)
                if u.is_ref == refs and id(u) not in picked
            ]
            heapq.heapify(heap)
            while heap:
                _, _, i = heapq.heappop(heap)
                unit = pool[i]
                if used + unit.tokens > limit:
                    continue
                current = gain(unit) / cost(unit)
                if current <= 0:
                    continue
                if heap and current < -heap[0][0] - 1e-12:
                    heapq.heappush(heap, (-current, unit.order, i))
                    continue
                chosen.append(unit)
                covered |= unit.terms
                used += unit.tokens
        return chosen

    @staticmethod
    def _render(chosen: list[_Unit], header: str) -> str:
        sections: dict[str, list[str]] = {s: [] for s in SECTIONS}
        refs: list[str] = []
        last: dict[str, str] = {}
        for unit in sorted(chosen, key=lambda u: u.order):
            if unit.is_ref:
                refs.append(unit.text)
                continue
            bullets = sections[unit.section]
            if bullets and unit.cite and last.get(unit.section) == unit.cite:
                # the next sentence of the same message: one bullet, one citation
                bullets[-1] = bullets[-1][: -len(unit.cite)] + unit.text + " " + unit.cite
            else:
                bullets.append(f"{unit.text} {unit.cite}".rstrip())
            last[unit.section] = unit.cite
        # Bare identifiers cost least as short comma-separated lines.
        sections[REFERENCES] = [", ".join(refs[i : i + 10]) for i in range(0, len(refs), 10)]
        return render_sections(sections, header)

    def _trim(self, chosen: list[_Unit], header: str, est: TokenEstimator, limit: int) -> str:
        chosen = list(chosen)
        while True:
            text = self._render(chosen, header)
            if est.count_text(text) <= limit or not chosen:
                return text
            drop = min(
                (u for u in chosen if not u.forced),
                default=chosen[-1],
                key=lambda u: (u.prior, u.order),
            )
            chosen.remove(drop)

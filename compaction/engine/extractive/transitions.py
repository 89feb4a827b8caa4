"""Values a tool (or a speaker) wrote as a transition: "severity SEV-3 -> SEV-2",
"assignee Dana Whitfield -> Felix Moreau", "审批人变更：赵总 → 钱总", "authz-client
2.3.1 -> 2.3.4".

Systems print a change of state with an arrow between the old and the new value; that is
the most explicit replacement a conversation holds, whatever the subject is called, so a
sentence said before it that names the old value states history, not the current state.
An arrow also draws routes ("Berlin -> Tokyo"), ranges ("2024-07-01 → 07-15") and mappings
("db-r1 -> 10.30.1.12:3306", "99.9% → 43.2 min"), so a pair counts only when both sides
are values of one shape: two figures in the same unit, two identifiers with the same
prefix, two versions, two people named after a field ("assignee Dana -> Felix"), two
Chinese names. Dates never count (a range looks the same as a move).
"""

from __future__ import annotations

import functools
import re

_ARROW = re.compile(r"(?<![-=<])\s*(?:->|→)\s*(?!>)")
# what separates one field of a status line from the next: the value stops there ("02:00"
# and "2,143,880" keep their colon and commas)
_FIELD = re.compile(r"[:,](?=\s|$)|[;：；，=|()（）\[\]{}]|\s-\s|\t")
_TOKEN = re.compile(r"\S+")
_STRIP = ".,;:!?\"'`*"
_NAME = re.compile(r"^[A-Z][a-z]{2,}$")
_LABEL = re.compile(r"^[a-z][a-z_-]{2,}$")  # a field's name before a person: "assignee"
_KEY = re.compile(r"^[A-Za-z][\w-]*[._][\w.-]*[A-Za-z0-9]$")  # a setting: "order.max_tickets"
_NUMBER = re.compile(r"^([$€£¥]?)(\d[\d,]*(?:\.\d+)?)\s*([a-z%]*)$", re.I)
_IDENT = re.compile(r"^([A-Za-z]+)[-_#]?(?=[\w.-]*\d)[\w.-]+$")
_VERSION = re.compile(r"^v?\d+(?:\.\d+){1,3}$")
_FILE = re.compile(r"/|\.(?:[a-z]{2,4}|[a-z]{1,3}\d)$", re.I)
_CJK_NAME = re.compile(r"^[\u4e00-\u9fff]{2,4}$")
_DATE = re.compile(
    r"\d{4}-\d\d|\d{1,2}月\d{1,2}[日号]?|^\d{1,2}[-/]\d{1,2}$|^\d{1,2}:\d\d$|"
    r"^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)",
    re.I,
)


def _shape(token: str, label: str) -> tuple[str, ...] | None:
    """The kind of value ``token`` is (None: not one a transition can replace)."""
    if _DATE.search(token) or _FILE.search(token):
        return None  # a file compared with another ("v3.docx -> v4.docx") is not replaced
    if _VERSION.match(token) and token.count(".") >= 2:
        return ("version",)
    number = _NUMBER.match(token)
    if number:
        sign, digits, unit = number.groups()
        if not unit and len(re.sub(r"\D", "", digits)) < 3 and not _KEY.match(label):
            # "6 -> 24" alone could be about anything; "order.max_tickets 8 -> 4" is a setting
            return None
        return ("number", sign, unit.lower())
    ident = _IDENT.match(token)
    if ident:
        return ("id", ident.group(1).lower())
    if _CJK_NAME.match(token):
        return ("cjk",)
    if _NAME.match(token) and _LABEL.match(label):
        return ("name",)
    return None


def _side(text: str, *, left: bool) -> tuple[list[str], str]:
    """The value next to the arrow (one word, two for a full name "Dana Whitfield") and,
    on the left, the word before it (the field's name, "assignee")."""
    fields = _FIELD.split(text)
    piece = fields[-1] if left else fields[0]
    tokens = [t.strip(_STRIP) for t in _TOKEN.findall(piece)]
    tokens = [t for t in tokens if t]
    if not left:
        tokens.reverse()
    value = tokens[-1:]
    if len(tokens) >= 2 and _NAME.match(tokens[-1]) and _NAME.match(tokens[-2]):
        value = tokens[-2:]
    rest = tokens[: len(tokens) - len(value)]
    label = rest[-1] if left and rest else ""
    if left and not rest and len(fields) >= 2:
        label = "field"  # "审批人变更：赵总 → 钱总": the field's name ends the field before
    return (value if left else value[::-1]), label


@functools.lru_cache(maxsize=4096)
def transitions(line: str) -> tuple[tuple[str, str], ...]:
    """(old value, new value) pairs ``line`` writes with an arrow."""
    if "->" not in line and "→" not in line:
        return ()
    out: list[tuple[str, str]] = []
    parts = _ARROW.split(line)
    # "患者 → 挂号 → 医嘱 → 发药": a word between two arrows with nothing else beside it is
    # a step of a sequence, not a state one arrow replaced (figures in a row, "2.3.1 ->
    # 2.3.4 -> 2.3.5", are a history)
    links = {
        k
        for k in range(1, len(parts) - 1)
        if len(_FIELD.split(parts[k])) == 1 and len(_TOKEN.findall(parts[k])) <= 2
    }
    for k, (before, after) in enumerate(zip(parts, parts[1:], strict=False)):
        (old, label), (new, _) = _side(before, left=True), _side(after, left=False)
        if not old or not new or len(old) != len(new):
            continue
        shapes = [_shape(t, label) for t in old]
        if None in shapes or shapes != [_shape(t, label) for t in new]:
            continue
        kind = shapes[0]
        if (k in links or k + 1 in links) and kind and kind[0] in ("id", "cjk", "name"):
            continue
        by = " ".join(new)
        out.extend((token, by) for token in old if token not in new)
    return tuple(out)


def names_value(text: str, value: str) -> bool:
    """Whether ``text`` says ``value`` as a whole word (not inside a longer identifier)."""
    if re.search(r"[\u4e00-\u9fff]", value):
        return value in text
    # ASCII bounds: in Chinese a value abuts the words around it (抵押率约60.6%)
    bounded = rf"(?<![A-Za-z0-9_.-]){re.escape(value)}(?![A-Za-z0-9_-]|\.\d)"
    return re.search(bounded, text) is not None

"""Which of the options a model offered the user chose.

A model lays out options as a list ("1. ...", "a) ...", "Option B: ...", 方案二：...) or names
them in prose; the user picks one indirectly: "yes, option a", "b please", "the second one",
"go with Kestrel", 按方案二, 选第二个. The chosen item is then a decision, with its values.
"""

from __future__ import annotations

import re

from .text import table_cells

_CJK_NUMERALS = {"一": "1", "二": "2", "两": "2", "三": "3", "四": "4", "五": "5", "六": "6",
                 "七": "7", "八": "8", "九": "9", "十": "10"}  # fmt: skip
_ORDINALS = {"first": "1", "second": "2", "third": "3", "fourth": "4", "fifth": "5",
             "1st": "1", "2nd": "2", "3rd": "3", "4th": "4"}  # fmt: skip

# The key a list item is offered under: "2.", "2)", "a)", "(b)", "B.", "Option C:", 方案二：,
# 方案 A：, "**Option 1** — ..." (markdown emphasis around the key is read past)
_ITEM_KEY = re.compile(
    r"^\s*(?:[-*•]\s+)?(?:"
    r"(?:options?|plan|choice|variant|alternative|approach)\s+#?([a-z]|\d{1,2})\s*(?:[:.)–—-]|$)|"
    r"\(?([a-h])\)\s|([a-hA-H])(?:[.)]\s|\s+[—–-]\s)|(\d{1,2})[.)]\s|"
    r"(?:方案|选项|办法)?([一二三四五六七八九十\d])[、.．：:)）]|(?:方案|选项)([一二三四五六七八九十])|"
    r"(?:方案|选项)\s?([A-Ha-h])(?![A-Za-z])"
    r")",
    re.I,
)
_EMPHASIS_MARKS = re.compile(r"\*\*|__")
# How a user names an option: "option a", "plan B", "#2", "the second one", 方案二, 第二个
_CHOSEN = re.compile(
    r"(?:\b(?:options?|plan|choice|variant|alternative|approach|number|no\.?)\s*#?\(?([a-h]|\d{1,2})\)?(?!\w|\.\w)|"
    r"#(\d{1,2})\b|\b(first|second|third|fourth|fifth|1st|2nd|3rd|4th|last)\s+(?:one|option|"
    r"choice|approach|plan|variant)\b|(?:方案|选项)([一二三四五六七八九十\d])(?:个|种|条|项)?|"
    # 第二个, 选第二: an ordinal alone or with a measure word; not 第二顺位, 第二天, 第二轮
    r"第([一二三四五六七八九十\d])(?:[个种条项套版款家]|(?![\u4e00-\u9fff]))|"
    r"(?:方案|选项)\s?([A-Ha-h])(?![A-Za-z])|"
    # 选 1, 就选二, 用 2: a verb of picking before a bare key (not "要 2 台", a count)
    r"(?:^|[，,。；;\s])(?:那?就)?(?:选|要|用|定)\s*([一二三四五六七八九十\d])"
    r"(?!\s*(?:台|人|名|位|天|晚|元|万|件|间|次|个月|小时|分钟|%|\d))|"
    # 先按 A 报, 就用 B: the same verbs before an option's capital letter
    r"(?:按|选|用|定)\s?([A-H])(?![A-Za-z]))",
    re.I,
)
# A short reply that is only a key: "b", "(a) please", "2 then", "option 3 it is"
_BARE_KEY = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|yes|yeah|sure|fine|go with|let'?s (?:do|go with)|do|pick|take)\W+)*"
    r"\(?([a-h]|\d)\)?(?:\s+(?:please|then|it is|is fine|works|for (?:now|me|us)))*"
    r"\s*(?:[,.;:!—–-]|$)",
    re.I,
)


# A reply that opens with the keys it takes: "1, 2 and 4 after the freeze", "a + c please"
_KEY_LIST = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|yes|do|go with|take|pick)\W+)*"
    r"((?:[1-9]|[a-h])(?:\s*(?:,|and|&|\+|、|和)\s*(?:[1-9]|[a-h]))+)"
    r"(?=\s*(?:[,.;:!—–-]|$)|\s+(?:after|then|now|please|only|first|for now)\b)",
    re.I,
)


def item_key(text: str) -> str:
    """The key a list item is offered under ("2", "a"), "" when it has none."""
    if text.lstrip().startswith("|"):
        text = _cells(text)[0]  # a table row is offered under its first cell ("| 方案二 | ...")
        if re.fullmatch(r"\d{1,2}|[A-Ha-h]", text):
            return text.lower()  # "| 2 | Stop nonprod nights | $4,650 |" under a "#" column
    m = _ITEM_KEY.match(_EMPHASIS_MARKS.sub("", text))
    if not m:
        return ""
    key = next(g for g in m.groups() if g)
    return _CJK_NUMERALS.get(key, key).lower()


def chosen_keys(text: str) -> set[str]:
    """The option keys a user's sentence picks ("option a" -> {"a"}, 方案二 -> {"2"});
    "last" is returned as itself."""
    keys: set[str] = set()
    for m in _CHOSEN.finditer(text):
        key = next(g for g in m.groups() if g).lower()
        keys.add(_ORDINALS.get(key, _CJK_NUMERALS.get(key, key)))
    bare = _BARE_KEY.match(text)
    if bare:
        keys.add(bare.group(1).lower())
    listed = _KEY_LIST.match(text)
    if listed:
        keys.update(
            k.lower()
            for k in re.findall(r"(?<![a-z])(?:[1-9]|[a-h])(?![a-z])", listed.group(1), re.I)
        )
    return keys


_NAME = re.compile(r"(?<![\w.-])(?:[A-Z][\w&.-]*[A-Za-z0-9]|[a-z]+[A-Z_\d][\w.-]*)(?![\w-])")
_STARTERS = frozenset(
    [
        "Yes",
        "Yeah",
        "Ok",
        "Okay",
        "Sure",
        "Fine",
        "Go",
        "Let",
        "Lets",
        "Let's",
        "Sounds",
        "Good",
        "Great",
        "Perfect",
        "Then",
        "So",
        "And",
        "But",
        "Please",
        "Do",
        "Use",
        "Take",
        "Pick",
        "Book",
        "Order",
        "Ship",
        "Approved",
        "Agreed",
        "I",
        "We",
        "The",
        "That",
        "This",
        "It",
    ]
)


_LOWER_NAME = re.compile(r"[a-z][a-z0-9-]{2,}(?![\w.-])")
_NOT_NAMES = frozenset(
    [
        "the",
        "that",
        "this",
        "these",
        "those",
        "them",
        "what",
        "which",
        "your",
        "yours",
        "mine",
        "ours",
        "theirs",
        "his",
        "hers",
        "one",
        "ones",
        "option",
        "options",
        "both",
        "all",
        "either",
        "neither",
        "any",
        "first",
        "second",
        "third",
        "last",
        "latter",
        "former",
        "same",
        "other",
        "another",
        "something",
        "whatever",
        "whichever",
        "plan",
        "idea",
        "suggestion",
        "recommendation",
        "proposal",
        "approach",
        "way",
        "fix",
    ]
)


# Where a reply names its pick: after a verb of choosing, or before "it is" / "please"
_PICKED = re.compile(
    r"(?:\b(?:go(?:ing)? with|went with|take|pick|choose|chose|prefer|book|use|select|opt for|"
    r"settle on|stick with|sign with|order from|buy from)\s+(?:the\s+|with\s+)?"
    r"(?P<after>[^,.;:!?]{1,40})|(?P<before>[^,.;:!?]{1,30}?)\s+(?:it is|then|please|for us)\b|"
    r"(?:选|用|订|就要|换成|定)(?P<zh>[\u4e00-\u9fff\w-]{2,10}))",
    re.I,
)


def named_choices(text: str) -> set[str]:
    """Names and identifiers a user's reply picks by ("go with Kestrel", "FLEX it is",
    选溪山酒店), lower-cased: only where it chooses, not every name it mentions."""
    out: set[str] = set()
    for m in _PICKED.finditer(text):
        phrase = m.group("after") or m.group("before") or ""
        names = {n.group(0).lower() for n in _NAME.finditer(phrase) if n.group(0) not in _STARTERS}
        if not names and m.group("after"):
            # a lower-case name straight after the verb: "go with pdfcpu", "use redis"
            first = _LOWER_NAME.match(m.group("after"))
            if first and first.group(0).lower() not in _NOT_NAMES:
                names.add(first.group(0).lower())
        out.update(names)
        if m.group("zh"):
            out.add(m.group("zh"))
    return out


_RULER = re.compile(r":?-{2,}:?")


def _cells(line: str) -> list[str]:
    return [_EMPHASIS_MARKS.sub("", c).strip() for c in table_cells(line)]


def column_options(text: str) -> list[tuple[str, str]]:
    """Options laid out as the columns of a markdown table ("| | Option A — in-house |
    Option B — Kestrel |", then a row per property): each keyed column as (key, "Option B —
    Kestrel: Runs 3; Cost £185 per journey"), so that "B." can pick it like a list item."""
    out: list[tuple[str, str]] = []
    header: list[str] = []
    rows: list[list[str]] = []

    def flush() -> None:
        keys = {k: item_key(cell) for k, cell in enumerate(header) if cell}
        keyed = {k: key for k, key in keys.items() if key}
        if len(keyed) >= 2 and len(set(keyed.values())) == len(keyed):
            for k, key in keyed.items():
                said = [
                    f"{row[0]} {row[k]}" if 0 not in keyed and row[0] else row[k]
                    for row in rows
                    if k < len(row) and row[k]
                ]
                out.append((key, f"{header[k]}: {'; '.join(said)}" if said else header[k]))

    for line in text.splitlines():
        if not line.lstrip().startswith("|"):
            if header:
                flush()
            header, rows = [], []
            continue
        cells = _cells(line)
        if not header:
            header = cells
        elif not all(_RULER.fullmatch(c) for c in cells if c):
            rows.append(cells)
    if header:
        flush()
    return out

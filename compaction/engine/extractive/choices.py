"""Which of the options a model offered the user chose.

A model lays out options as a list ("1. ...", "a) ...", "Option B: ...", 方案二：...) or names
them in prose; the user picks one indirectly: "yes, option a", "b please", "the second one",
"go with Kestrel", 按方案二, 选第二个. The chosen item is then a decision, with its values.
"""

from __future__ import annotations

import re

_CJK_NUMERALS = {"一": "1", "二": "2", "两": "2", "三": "3", "四": "4", "五": "5", "六": "6",
                 "七": "7", "八": "8", "九": "9", "十": "10"}  # fmt: skip
_ORDINALS = {"first": "1", "second": "2", "third": "3", "fourth": "4", "fifth": "5",
             "1st": "1", "2nd": "2", "3rd": "3", "4th": "4"}  # fmt: skip

# The key a list item is offered under: "2.", "2)", "a)", "(b)", "B.", "Option C:", 方案二：
_ITEM_KEY = re.compile(
    r"^\s*(?:[-*•]\s+)?(?:"
    r"(?:options?|plan|choice|variant|alternative|approach)\s+#?([a-z]|\d{1,2})\s*[:.)–-]|"
    r"\(?([a-h])\)\s|([a-hA-H])[.)]\s|(\d{1,2})[.)]\s|"
    r"(?:方案|选项|办法)?([一二三四五六七八九十\d])[、.．：:)）]|(?:方案|选项)([一二三四五六七八九十])"
    r")",
    re.I,
)
# How a user names an option: "option a", "plan B", "#2", "the second one", 方案二, 第二个
_CHOSEN = re.compile(
    r"(?:\b(?:options?|plan|choice|variant|alternative|approach|number|no\.?)\s*#?\(?([a-h]|\d{1,2})\)?(?![\w.])|"
    r"#(\d{1,2})\b|\b(first|second|third|fourth|fifth|1st|2nd|3rd|4th|last)\s+(?:one|option|"
    r"choice|approach|plan|variant)\b|(?:方案|选项|第)([一二三四五六七八九十\d])(?:个|种|条|项)?)",
    re.I,
)
# A short reply that is only a key: "b", "(a) please", "2 then", "option 3 it is"
_BARE_KEY = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|yes|yeah|sure|fine|go with|let'?s (?:do|go with)|do|pick|take)\W+)*"
    r"\(?([a-h]|\d)\)?(?:\s+(?:please|then|it is|is fine|works|for (?:now|me|us)))*"
    r"\s*(?:[,.;:!—–-]|$)",
    re.I,
)


def item_key(text: str) -> str:
    """The key a list item is offered under ("2", "a"), "" when it has none."""
    m = _ITEM_KEY.match(text)
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


def named_choices(text: str) -> set[str]:
    """Names and identifiers a user's sentence picks by ("go with Kestrel", "FLEX it is"),
    lower-cased; CJK runs of two to six characters too (选安吉竹溪营地)."""
    out = {m.group(0).lower() for m in _NAME.finditer(text) if m.group(0) not in _STARTERS}
    out.update(re.findall(r"[\u4e00-\u9fff]{2,6}", text))
    return out

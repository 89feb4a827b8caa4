"""Cutting conversation text into units (sentences, list items, code lines) and naming the
key terms a unit states (identifiers, numbers with their unit, names).

Plain string work, in the two script families the conversations use: Latin text, where
words are separated by spaces, and CJK text, where they are not (its characters and
punctuation separate tokens too).
"""

from __future__ import annotations

import functools
import re

IDEOGRAPHS = "\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af"  # letters, not CJK punctuation
CJK = f"\u3000-\u303f{IDEOGRAPHS}\uff00-\uffef"
CJK_CHAR = re.compile(f"[{CJK}]")
_CJK_RUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]+")
_RAW_TOKEN = re.compile(rf"[^\s,;()\[\]{{}}<>\"'`*|{CJK}]+")
_UNIT_WORD = re.compile(
    r"^(?:ms|s|sec|secs|seconds?|m|min|mins|minutes?|h|hrs?|hours?|d|days?|weeks?|months?|"
    r"years?|%|x|k|m|b|kb|mb|gb|tb|kib|mib|gib|tib|rps|qps|req|requests?|ops|rows?|runs?|"
    r"pods?|nodes?|cores?|cpus?|users?|items?|times?|attempts?|errors?|failures?|files?|lines?|"
    r"tokens?|bytes?|connections?|threads?|goroutines?|replicas?|instances?|jobs?|tests?|of)$",
    re.I,
)
CAMEL = re.compile(r"[a-z][A-Z]|[A-Z]{2}[a-z]")
_DOTTED = re.compile(r"[A-Za-z_]\.[A-Za-z_0-9]")
STOP = frozenset(
    [
        "a",
        "about",
        "above",
        "after",
        "again",
        "against",
        "all",
        "also",
        "am",
        "an",
        "and",
        "any",
        "are",
        "as",
        "at",
        "be",
        "because",
        "been",
        "before",
        "being",
        "below",
        "between",
        "both",
        "but",
        "by",
        "can",
        "could",
        "did",
        "do",
        "does",
        "doing",
        "done",
        "down",
        "during",
        "each",
        "few",
        "for",
        "from",
        "further",
        "had",
        "has",
        "have",
        "having",
        "he",
        "her",
        "here",
        "hers",
        "him",
        "his",
        "how",
        "i",
        "if",
        "in",
        "into",
        "is",
        "it",
        "its",
        "itself",
        "just",
        "let",
        "me",
        "more",
        "most",
        "my",
        "no",
        "nor",
        "not",
        "now",
        "of",
        "off",
        "on",
        "once",
        "only",
        "or",
        "other",
        "our",
        "out",
        "over",
        "own",
        "same",
        "she",
        "should",
        "so",
        "some",
        "such",
        "than",
        "that",
        "the",
        "their",
        "them",
        "then",
        "there",
        "these",
        "they",
        "this",
        "those",
        "through",
        "to",
        "too",
        "under",
        "until",
        "up",
        "very",
        "was",
        "we",
        "were",
        "what",
        "when",
        "where",
        "which",
        "while",
        "who",
        "whom",
        "why",
        "will",
        "with",
        "would",
        "you",
        "your",
        "yes",
        "ok",
        "okay",
        "hi",
        "hey",
        "hello",
        "thanks",
        "thank",
        "please",
        "sure",
        "great",
        "good",
        "fine",
        "nice",
        "done",
        "note",
        "also",
        "first",
        "second",
        "third",
        "next",
        "last",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "new",
        "old",
        "however",
        "still",
        "yet",
        "well",
        "maybe",
        "since",
        "though",
        "although",
        "both",
        "either",
        "neither",
        "each",
        "every",
        "per",
        "via",
        "plus",
        "minus",
        "today",
        "yesterday",
        "tomorrow",
        "tonight",
        "morning",
        "evening",
        "week",
        "weekend",
        "day",
        "days",
        "i'll",
        "we'll",
        "it's",
        "that's",
        "let's",
        "don't",
        "can't",
        "won't",
        "i'm",
        "i'd",
    ]
)
URL = re.compile(r"^[a-z][a-z0-9+.-]*://", re.I)
_MARKDOWN = re.compile(r"\*\*|`")
_LIST_START = re.compile(
    r"^(?:[-*•+]\s|\d{1,2}[.)]\s|\(?[a-hA-H]\)\s|[a-hA-H]\.\s|\||#{1,6}\s|>\s|"
    r"(?:方案|选项)?[一二三四五六七八九十][、.．：:])"
)
# A sentence ends at . ! ? before a space, also before a lower-case word (chat is written
# that way), but not after an abbreviation; CJK sentences end at 。！？ and need no space.
# A sentence may open with markdown emphasis or code ("... pdfmerge. **The licence ...").
_SENTENCE_END = re.compile(
    r"(?<=[.!?])\s+(?=[*_`]*[A-Za-z0-9\"'(\[$!@#~/\u4e00-\u9fff])|(?<=[。！？；])\s*"
)
_ABBREVIATION = re.compile(r"(?:^|[\s(])(?:e\.g|i\.e|etc|vs|approx|cf|no|incl|esp)\.$", re.I)
_NUMBERING = re.compile(r"\s*(?:[-*•+]\s+)?\d{1,2}[.)]")
# A person's initial before the surname ("N. Ferreira", "Mr T. Adeyemi", "(J. Whitcombe)"),
# not an option or a grade named by a letter at a sentence's end ("go with option B.")
_INITIAL_END = re.compile(r"(?:\S\s|\()(?:[A-Z]\.){1,2}$")
_LETTERED = re.compile(
    r"\b(?:option|plan|choice|approach|grade|class|type|tier|part|step|phase|stage|category|"
    r"section|appendix|schedule|exhibit|annex|level|team|group|building|block|ward|bay|gate|"
    r"zone|room|wing|floor|row|column|lot|unit|site|vitamin|variant|scenario|route|track)\s+"
    r"(?:[A-Z]\.){1,2}$",
    re.I,
)
_SURNAME = re.compile(r"^[*_`]*(?:Mc|Mac|O')?[A-Z][a-z]+(?:[-'][A-Z]?[a-z]+)?\b")
_STARTERS = frozenset({"The", "This", "That", "These", "Those", "Then", "There", "Here", "We", "I", "It",
              "He", "She", "They", "You", "But", "And", "So", "If", "When", "Also", "Please",
              "Now", "Let", "Done", "Yes", "No", "In", "On", "At", "For", "To", "A", "An", "All",
              "My", "Our", "Your", "Their", "His", "Her", "What", "Which", "Who", "How", "Why",
              "Once", "After", "Before", "Since", "While", "Both", "Each", "Every", "Only",
              "Still", "Next"})  # fmt: skip


def _continues_after_initial(before: str, after: str) -> bool:
    """Whether a sentence cut after a capital letter and a period goes on with a surname:
    "Exec on-call informed (J." + "Whitcombe)."."""
    if not _INITIAL_END.search(before) or _LETTERED.search(before):
        return False
    m = _SURNAME.match(after)
    return m is not None and m.group(0).lstrip("*_`") not in _STARTERS


# A title before a name ("Dear Prof. Harcourt"), a reference before its number ("Art. 71
# exemption", "see Sec. 4.2"): cut only where what follows is not the name or the number
_TITLE = re.compile(r"(?:^|[\s(])(?:dr|mr|mrs|ms|prof|capt)\.$", re.I)
_REFERENCE = re.compile(r"(?:^|[\s(])(?:art|arts|sec|para|fig|vol|ch|pp|cl|reg)\.$", re.I)


def sentence_goes_on(before: str, after: str) -> bool:
    """Whether a cut at a period between ``before`` and ``after`` is no sentence end: an
    abbreviation ("e.g."), a title or a reference before its name or number ("Prof." +
    "Harcourt", "Art." + "71"), or a person's initial before the surname ("(J." +
    "Whitcombe).")."""
    return (
        ends_in_abbreviation(before)
        or (_TITLE.search(before) is not None and re.match(r"[*_`]*[A-Z]", after) is not None)
        or (_REFERENCE.search(before) is not None and re.match(r"\d", after) is not None)
        or _continues_after_initial(before, after)
    )


CLAUSE = re.compile(
    r";\s+|\s+—\s+|\s+–\s+|\s+-\s+|，(?=.{12,})|(?<=[a-z0-9)]),\s+(?=(?:and|but|so|which|while)\s)"
)
_LEAD_FILLER = re.compile(
    r"^(?:(?:good news|bad news|heads up|here'?s (?:what i found|the thing|what happened)|"
    r"as expected|to summari[sz]e|in short|all right|got it|understood|noted|thank you|"
    r"ok(?:ay)?|hmm+|um+|well|so|yes|yeah|sure|alright|right|great|thanks|"
    r"cool|fine|good|perfect|excellent|interesting(?:ly)?)\b[\s,.!:;-]*)+",
    re.I,
)
MAX_UNIT_CHARS = 360
ALLCAPS = 0.3  # an all-caps word: an acronym, a constant, or emphasis ("MUST")
CJK_PAIR = 0.1  # a pair of Chinese characters: names something, lightly


def ends_in_abbreviation(piece: str) -> bool:
    """Whether a piece cut at a period ends in "e.g.", "vs." ...: the sentence goes on."""
    return _ABBREVIATION.search(piece) is not None


def has_cjk(text: str) -> bool:
    return CJK_CHAR.search(text) is not None


def table_cells(row: str) -> list[str]:
    """The cells of a markdown table row ("| a | b |" -> ["a", "b"]), stripped."""
    return [c.strip() for c in row.strip().strip("|").split("|")]


def _is_ruler(cells: list[str]) -> bool:
    """The row under a table's header: "|---|:--:|"."""
    return all(re.fullmatch(r":?-*:?", c) for c in cells)


# The header cells of a change table's two columns: the value before and the value after
# ("Was | Now", "Before | After", "LE v2 (old) | LE v3 (now)", "原需求 | 新需求", "旧标准 | 新标准").
_OLD_COLUMN = re.compile(
    r"^(?:from|旧[\u4e00-\u9fff]{0,4}|原(?!因)[\u4e00-\u9fff]{0,4}|(?:调整|变更|修改|更改)前|之前)\W*$|"
    r"\b(?:old|before|was|previous(?:ly)?|prior|original(?:ly)?)\b|[(（](?:旧|原)[)）]",
    re.I,
)
_NEW_COLUMN = re.compile(
    r"^(?:to|新(?!增)[\u4e00-\u9fff]{0,4}|现[\u4e00-\u9fff]{0,3}|(?:调整|变更|修改|更改)后|改为)\W*$|"
    r"\b(?:new|after|now|updated|revised)\b|[(（](?:新|现)[)）]",
    re.I,
)
COLUMN_NAME_CHARS = 30  # a longer header cell is a sentence, not a column's name
_EMPTY_CELL = re.compile(r"^[\s\-–—/]*$")


# A version named in a name: "v3", "V2", "rev C", "Rev. 4", "version 2", "Draft 3", 第2版
_VERSION = re.compile(
    r"(?<![a-z0-9])(?:v|rev\.?\s?|version\s|draft\s)(\d{1,3}|[a-h](?![a-z0-9]))(?!\d|\.\d)|"
    r"第\s?(\d{1,3})\s?版",
    re.I,
)


def version_of(name: str) -> tuple[str, str] | None:
    """(the name with its version taken out, the version) of a versioned name: "LE v3" ->
    ("le #", "3"), "HT-0918-V1.docx" -> ("ht-0918-#.docx", "1"); None without one."""
    found = list(_VERSION.finditer(name))
    if len(found) != 1:
        return None
    m = found[0]
    number = (m.group(1) or m.group(2)).lower()
    stem = name[: m.start()] + "#" + name[m.end() :]
    return stem.lower(), number


def _version_rank(number: str) -> tuple[int, int]:
    return (0, ord(number)) if number.isalpha() else (1, int(number))


def older_versions(names: list[str]) -> set[str]:
    """The names of ``names`` that a later version of the same name supersedes ("LE v2" when
    "LE v3" is there; "rev B" when "rev C" is)."""
    latest: dict[str, tuple[int, int]] = {}
    versioned = [(name, v) for name in names if (v := version_of(name))]
    for _, (stem, number) in versioned:
        rank = _version_rank(number)
        latest[stem] = max(latest.get(stem, rank), rank)
    return {name for name, (stem, number) in versioned if _version_rank(number) < latest[stem]}


def change_columns(header: str) -> tuple[int, int] | None:
    """The (before, after) column indexes of a table whose header row names a change
    ("| Flight | Was | Now |" -> (1, 2), "| | LE v2 | LE v3 |" -> (1, 2)); None for any
    other table."""
    cells = [clean(c) for c in table_cells(header)]
    named = [len(c) <= COLUMN_NAME_CHARS for c in cells]
    olds = [named[i] and bool(_OLD_COLUMN.search(c)) for i, c in enumerate(cells)]
    news = [named[i] and bool(_NEW_COLUMN.search(c)) for i, c in enumerate(cells)]
    old = next((i for i in range(len(cells)) if olds[i] and not news[i]), None)
    if old is not None:
        new = next((i for i in range(old + 1, len(cells)) if news[i] and not olds[i]), None)
        if new is not None:
            return old, new
    # two versions of one thing side by side ("Quote v1 | Quote v2"), or two rounds of it
    # ("First offer | Second offer", "首次报价 | 二次报价"): the later one is current
    for name_of in (version_of, _round_of):
        stems = [name_of(c) for c in cells]
        for after in range(len(cells) - 1, 0, -1):
            if stems[after] is None:
                continue
            stem, number = stems[after]  # type: ignore[misc]
            before = [
                i
                for i in range(after)
                if (v := stems[i]) and v[0] == stem and _version_rank(v[1]) < _version_rank(number)
            ]
            if before:
                return before[-1], after
    return None


# A round of something re-issued: "Second offer", "2nd quote", "Round 2", "二次报价",
# "第二轮报价", "首轮". Only what is offered again counts: "First half | Second half" and
# "第一季度 | 第二季度" are two periods side by side, both current.
_ROUND = re.compile(
    r"\b(first|second|third|fourth|1st|2nd|3rd|4th)\s+(?=(?:quote|offer|bid|proposal|"
    r"price|pricing|draft|estimate|submission|counter-?offer|review|attempt)s?\b)|"
    r"\bround\s?(\d)\b|(首|第?[一二三四])(?=[次轮])",
    re.I,
)
_ROUND_NUMBER = {
    "first": "1", "1st": "1", "首": "1", "一": "1", "second": "2", "2nd": "2", "二": "2",
    "third": "3", "3rd": "3", "三": "3", "fourth": "4", "4th": "4", "四": "4",
}  # fmt: skip


def _round_of(name: str) -> tuple[str, str] | None:
    """(the name with its round taken out, the round) of a column named for a round of an
    offer: "Second offer" -> ("# offer", "2"), "二次报价" -> ("#次报价", "2")."""
    found = list(_ROUND.finditer(name))
    if len(found) != 1:
        return None
    m = found[0]
    word = (m.group(1) or m.group(2) or m.group(3)).lower().lstrip("第")
    number = _ROUND_NUMBER.get(word, word)
    return (name[: m.start()] + "#" + name[m.end() :]).lower(), number


def change_row(row: str, columns: tuple[int, int]) -> str:
    """A row of a change table as its current values, the value it replaced kept as history
    on the same line: "| BX 305 | 14:10 | 15:30 |" -> "BX 305; 15:30 (previously 14:10)"."""
    cells = [clean(c) for c in table_cells(row)]
    old, new = columns
    if len(cells) <= new or _is_ruler(cells):
        return clean(row)
    before, after = cells[old], cells[new]
    if not _EMPTY_CELL.match(before) and before != after:
        cells[new] = f"{after} (previously {before})"
    del cells[old]
    return "; ".join(c for c in cells if c)


def clean(text: str) -> str:
    """Markdown emphasis and list marks off, table rows as cells, whitespace collapsed."""
    text = _MARKDOWN.sub("", text).strip()
    text = re.sub(r"^(?:[-*•+>]\s+|\d{1,2}[.)]\s+|#{1,6}\s+)+", "", text)
    if text.startswith("|"):  # a markdown table row: cells joined cheaply, rulers dropped
        cells = table_cells(text)
        if _is_ruler(cells):
            return ""
        text = "; ".join(c for c in cells if c)
    return " ".join(text.split())


def telegraphic(text: str) -> str:
    """Working notes, not prose: leading chit-chat ("ok, hmm, so", "Good news:"), hedging
    and emphasis words ("actually", "I think", "basically") and asides in lower-case words
    only ("(lunch peak)") cost tokens and carry nothing a reader needs. Identifiers,
    numbers and names are kept exactly as said; the words around them stay in order."""
    stripped = _LEAD_FILLER.sub("", text)
    stripped = _FILLER_WORDS.sub("", stripped)
    stripped = _PLAIN_ASIDE.sub("", stripped)
    stripped = re.sub(r"\s{2,}", " ", stripped).strip()
    if len(stripped) >= 8:
        text = stripped[0].upper() + stripped[1:] if stripped[0].islower() else stripped
    return text


# Words that qualify how something is said, not what: dropped from working notes.
_FILLER_WORDS = re.compile(
    r"(?<![\w-])(?:actually|basically|really|just|literally|honestly|frankly|i think|"
    r"i believe|i guess|(?:please )?note that|to be honest|by the way|for what it'?s worth|"
    r"of course)(?![\w-])[,]?\s?",
    re.I,
)
# "(lunch peak)", "(as planned)": an aside with no number, identifier or name in it
_PLAIN_ASIDE = re.compile(r"\s?\((?=[a-z])[a-z ,'-]{1,40}\)(?=[\s.,;:]|$)")


_PRUNE_CHARS = 160  # a sentence shorter than this is kept whole
_CLAUSE_KEEP = re.compile(r"(;\s+|\s+[—–-]\s+|,\s+(?=(?:and|but|so|which|while|because|since)\s))")


def prune(text: str) -> str:
    """A long sentence without its clauses that name nothing (no identifier, number or
    name): "X is 9.2M rows, which is a lot, so it is slow" keeps "X is 9.2M rows". The
    first clause always stays; what is kept is word for word."""
    if len(text) < _PRUNE_CHARS or has_cjk(text):
        return text
    pieces = _CLAUSE_KEEP.split(text)
    if len(pieces) < 3:
        return text
    kept = [pieces[0]]
    for sep, clause in zip(pieces[1::2], pieces[2::2], strict=False):
        if key_terms(clause):
            kept.append(sep + clause)
    out = "".join(kept).rstrip(" ,;")
    if out != text and not out.endswith((".", "!", "?")) and text.endswith("."):
        out += "."
    return out


def clip(text: str, limit: int = MAX_UNIT_CHARS) -> str:
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
            if current and (_LIST_START.match(stripped) or current.endswith(":")):
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
            if pieces and (_NUMBERING.fullmatch(pieces[-1]) or sentence_goes_on(pieces[-1], piece)):
                pieces[-1] += " " + piece
            else:
                pieces.append(piece)
        units.extend((p.strip(), False) for p in pieces if len(p.strip()) > 1)
    return units


def split_units(text: str) -> list[str]:
    """Sentences, list items and code lines of ``text``."""
    return [unit for unit, _ in split_blocks(text)]


def _number_term(token: str, following: str | None) -> str:
    """A bare number means little alone: keep the word after it ("312 runs", "4 of")."""
    if (
        following
        and re.fullmatch(r"[A-Za-z%][A-Za-z%-]{0,15}", following)
        and following.lower() not in STOP
    ):
        return f"{token} {following}".lower()
    return token.lower()


def identifier_weight(tok: str) -> float:
    """How surely ``tok`` is an identifier: 1 for code-like names, less for word compounds."""
    if "_" in tok or CAMEL.search(tok) or _DOTTED.search(tok) or tok[0] in "!#@$~":
        return 1.0
    if "/" in tok:
        # a path has a file name, a root or several levels; "pages/month" is prose
        if tok.count("/") >= 2 or (tok[0] in "~." and "/" in tok[1:]):
            return 1.0
        return 0.0 if tok[0] == "/" else 0.5  # "/output" is an XML tag's end
    if "-" in tok and len(tok) >= 5 and tok.replace("-", "").isalnum():
        return 0.7  # service-name, or an English compound: cannot tell
    return 0.0


_DIGIT = re.compile(r"\d")
# "3 vans", "4 slots", "2 rooms": a small count of things is a fact ("max 3 vans a day")
_COUNTED_THINGS = re.compile(r"[a-z]{3,}s")


@functools.lru_cache(maxsize=8192)
def key_terms(text: str) -> tuple[tuple[str, float], ...]:
    """(term, base weight) for the identifiers, numbers and names ``text`` states."""
    tokens = [t.strip(".:!?") for t in _RAW_TOKEN.findall(text)]
    tokens = [t[1:] if t.startswith("-") and not t.startswith("--") else t for t in tokens]
    tokens = [t.rstrip("-") for t in tokens if t.strip("-")]
    out: list[tuple[str, float]] = []
    for i, tok in enumerate(tokens):
        low = tok.lower()
        if URL.match(tok):
            if not low.startswith("archive://"):
                out.append((low, 0.7))
            continue
        if _DIGIT.search(tok):
            if tok.isdigit():
                following = tokens[i + 1] if i + 1 < len(tokens) else ""
                if len(tok) == 1 and not (
                    _UNIT_WORD.match(following) or _COUNTED_THINGS.fullmatch(following)
                ):
                    continue  # list numbering, "1 + 3": too vague to be a fact on its own
                out.append((_number_term(tok, following or None), 1.0))
            else:
                out.append((low, 1.0))
            continue
        if len(tok) < 3:
            continue
        weight = identifier_weight(tok)
        if weight:
            out.append((low, weight))
        elif tok.isupper() and len(tok) >= 3 and low not in STOP:
            out.append((low, ALLCAPS))
        elif (
            tok[0].isupper()
            and tok[1:].islower()
            and low not in STOP
            and i > 0
            and not tokens[i - 1].endswith((".", "!", "?", ":"))
        ):
            out.append((low, 0.5))  # a proper noun: a person, team or product
    # CJK text: a run of characters next to no identifier still names things; count its
    # character pairs lightly so that Chinese sentences are not all worth nothing.
    for run in _CJK_RUN.findall(text):
        out.extend((run[j : j + 2], CJK_PAIR) for j in range(len(run) - 1))
    return tuple(out)


_WORD = re.compile(r"[a-z][a-z0-9_.-]{2,}")


def content_words(text: str) -> set[str]:
    """Lower-cased words that are not stop words, plus CJK character pairs."""
    words = (w.rstrip(".-") for w in _WORD.findall(text.lower()))
    out = {w for w in words if len(w) > 2 and w not in STOP}
    for run in _CJK_RUN.findall(text):
        out.update(run[j : j + 2] for j in range(len(run) - 1))
    return out


def stem(word: str) -> str:
    """A crude English stem, enough to see "push", "pushed" and "pushing", or "locale" and
    "locales", as one word."""
    if len(word) > 6 and word.endswith("ing"):
        return word[:-3]
    if len(word) > 7 and word.endswith("ure"):
        return word[:-3]  # "departure", "depart"
    if len(word) > 5 and word.endswith("ed"):
        return word[:-1] if word.endswith("eed") else word[:-2]
    if len(word) > 5 and re.search(r"(?:s|x|z|ch|sh)es$", word):
        return word[:-2]
    if len(word) > 4 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def stems(text: str) -> set[str]:
    return {stem(w) for w in content_words(text)}

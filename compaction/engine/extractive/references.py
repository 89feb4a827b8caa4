"""Important References: the identifiers a conversation names and acts on.

Candidates are tokens that look like identifiers (paths, URLs, ticket and incident ids,
merge requests, commits, hosts and addresses, branches, config keys, table and class
names, @people) taken as written from the dialogue (user and model text, inline code
included) and from tool calls' inputs (the paths and names an agent acted on). Tool
outputs only add weight to a candidate named elsewhere, and name the files a session
changed (diffs, writes): a key is never assembled from fragments of an output.

The rank is use: how many messages name it, the user's mentions weighing most, then
whether the session changed that file and whether the previous summary listed it (so a
reference survives later compactions while it matters). A file name that is the tail of
a path also named is one reference, the path.
"""

from __future__ import annotations

import functools
import math
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field

from .text import CJK, IDEOGRAPHS, older_versions

_TOKEN = re.compile(rf"[^\s,;()\[\]{{}}<>\"'`*|{CJK}]+")
_MARKED = re.compile(r"[_./:#!@-]|[a-z][A-Z]|[A-Z]{2,}[a-z0-9]")
_CODE_SPAN = re.compile(r"`([^`\n]{2,120})`")
_LINE_SUFFIX = re.compile(r"(?:[:#]L?\d+(?:-\d+)?)+:?$")
_EXTENSION = re.compile(r"\.[A-Za-z][A-Za-z0-9]{0,6}$")
_TICKET = re.compile(r"^[A-Z][A-Z0-9]{1,11}-\d+$")
_HANDLE = re.compile(r"^[@!#][\w./-]*\w$")
# Booking locators, order and serial codes: "6YQ2KD", "CVE-2023-29234", "X7Q9-22KD"
_CODE = re.compile(r"^(?=.{5})(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]+(?:-[A-Z0-9]+)*$")
# Generated ids: "p3kx9w2m1qz" (three digits and three letters at least)
_RANDOM_ID = re.compile(r"^(?=(?:[a-z]*\d){3})(?=(?:\d*[a-z]){3})[a-z0-9]{8,40}$")
# "arXiv:2309.04417", "doi:10.1145/3592", "PMID:3391"
_SCHEMED = re.compile(r"^[A-Za-z]{2,8}:[\w./-]*\d[\w./-]*$")
# a commit id (also read by values: a commit something "is now" replaces the one before)
HEX_ID = re.compile(r"^(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}$")
_IP = re.compile(r"^\d{1,3}(?:\.\d{1,3}){3}(?::\d+|/\d+)?$")
_CAMEL_INNER = re.compile(r"[a-z][A-Z]|[A-Z]{2,}[a-z]")
_DOTTED = re.compile(r"^[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)+$")
_NUMERIC = re.compile(r"^[\d.,:%$€£¥+×x~≈–-]+[A-Za-z%]{0,4}$")
_VERSION = re.compile(r"^v?\d+(?:\.\d+)+[\w.-]*$")
_DATE = re.compile(r"^\d{4}-\d\d-\d\d")
_CHANGED_FILE = re.compile(r"^(?:\+\+\+ b/|--- a/|diff --git a/)([^\s]+)", re.M)
_WRITTEN_FILE = re.compile(
    r"(?:^|\s)(?:>>?|tee(?: -a)?)\s*['\"]?([\w.~/-]*\w\.[A-Za-z]\w{0,5})\b"
    r"|\bsed\s+-i\S*\s+(?:'[^']*'|\"[^\"]*\"|\S+)\s+['\"]?([\w.~/-]*\w\.[A-Za-z]\w{0,5})\b"
    r"|\bopen\(\s*['\"]([^'\"\s]+)['\"]\s*,\s*['\"][wa]",
    re.M,
)
# Word compounds that look like kebab-case names but are English.
_ENGLISH_PREFIX = re.compile(
    r"^(?:non|no|re|pre|post|self|multi|co|anti|semi|sub|over|under|well|full|half|high|low|"
    r"long|short|read|write|one|two|three|single|double|follow|up|out|built|hard|soft|"
    r"real|near|end|per|in|on|off|by|run|set|back|cross|open|top|all|day|time)-",
    re.I,
)
# ... and compounds with a particle or a count: "walk-in", "move-out", "3-phase", "12-month"
_ENGLISH_COMPOUND = re.compile(
    r"^(?:[A-Za-z][a-z]*-(?:in|out|up|down|off|on|over|back|away|through|by|about)|\d+-[a-z]+)$"
)
_RATE = re.compile(r"^[~≈]?[$€£¥]\d")
_WORD_PAIR = re.compile(r"^[a-z]+-[a-z]+$|^[a-z]+(?:-[a-z]+)?(?:/[a-z]+(?:-[a-z]+)?)+$")
_BARE_FLAG = re.compile(r"^--?[a-z][\w-]*$")
# Weights of a mention (the log of their count is used: use matters, repetition less).
DIALOGUE_USER = 1.5
DIALOGUE_MODEL = 1.0
TOOL_INPUT = 0.5
CHANGED_FILE = 2.0
PREVIOUS = 2.5  # the top of the previous summary's list; its last item next to nothing
MAX_TOGETHER = 6  # a sentence naming more identifiers is a list, not a pairing
# A person named beside an identifier ("EMB-2231, owned by Marek Novak"; 审批人周倩): listed
# with it, since who owns a ticket or approves a batch is what one acts on next
_NOT_A_NAME = (
    r"The|This|That|These|Those|Our|Your|Their|Its|And|But|For|With|From|Also|Ask|Tell|Then|"
    r"So|Just|Yes|No|Ok|Okay|Hi|Hello|Dear|Thanks|Please|Send|Call|Email|Mail|Book|Check|"
    r"Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun|Monday|Tuesday|Wednesday|Thursday|Friday|"
    r"Saturday|Sunday|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|January|February|"
    r"March|April|May|June|July|August|September|October|November|December|"
    r"St|Ave|Rd|Inc|Ltd|Llc|Gmbh|Corp"
)
_PERSON = re.compile(
    rf"(?<![\w.@/-])(?!(?:{_NOT_A_NAME})\b)([A-Z][a-z]{{1,15}}(?:-[A-Z][a-z]+)? "
    rf"(?!(?:{_NOT_A_NAME})\b)[A-Z][a-z]{{1,20}}(?:-[A-Z][a-z]+)?)(?![\w-]| [A-Z][a-z])"
)
_PERSON_ZH = re.compile(
    r"(?:负责人|对接人|联系人|审批人|经办人|项目经理|店长|秘书|主管|律师|会签人)(?:是|为|改为|换成|：|:)?"
    # a name, not what happened to the role: not 店长也改了, 店长已确认
    r"((?![也就都还已又再才不没被把让给在是要会能将])[\u4e00-\u9fff]{2,3})(?<![了的着过吗呢])"
    r"(?=[（(，,。；;、\s]|$)"
)
_SENTENCE = re.compile(r"(?<=[.!?;。！？；])\s+|\n+")
OUTPUT_CHARS = 100_000  # of a tool output scanned for identifiers
_INITIALS = re.compile(r"(?:[A-Z]\.){1,2}(?:Mc|Mac|O')?[A-Z][a-z]?\.?")
OUTPUT_ONLY = 0.25  # an identifier only tool outputs named, per doubling of its outputs


@functools.lru_cache(maxsize=65536)
def identifier(token: str, *, code: bool = False) -> str | None:
    """``token`` as a reference (trimmed of punctuation and line suffixes), or None when
    it does not look like an identifier. ``code``: it was written as inline code."""
    # trailing punctuation is the sentence's; a leading "." (dotfile), "!" (merge
    # request), "@" or "#" is the name's
    tok = token.rstrip(".,:;!?)('\"").lstrip(",:;('\"")
    if tok.endswith("/") and (tok.count("/") < 3 or not tok.startswith(("/", "~", "."))):
        tok = tok.rstrip("/")  # "/srv/data/" is a directory as written; "and/or/" is not
    if tok.lower().startswith(("http://", "https://", "s3://", "gs://", "git@")):
        return tok if len(tok) <= 200 else None
    if _ANY_SCHEME.match(tok):
        return tok if len(tok) <= 200 else None  # dms://LUM-0117/..., jdbc://..., smb://...
    if _EMAIL.match(tok):
        return tok  # a person or a mailbox the work goes through
    operator = _SEARCH_OPERATOR.match(tok)
    if operator:
        # a mail or issue search ("from:glenda@x.com", "newer_than:30d"): the address or
        # place searched is the reference, never the query syntax
        return identifier(operator.group(1)) if "." in operator.group(1) else None
    if "://" in tok or len(tok) < 3 or len(tok) > 120:
        return None
    if _IP.match(tok):
        return tok
    tok = _LINE_SUFFIX.sub("", tok) or tok
    if _NUMERIC.match(tok) or _VERSION.match(tok) or _DATE.match(tok) or "=" in tok:
        return None
    if _HANDLE.match(tok) and len(tok) >= 3:
        # @person, !merge-request, #channel or #issue
        return tok if re.search(r"[A-Za-z0-9]", tok[1:]) else None
    if not re.search(r"[A-Za-z]", tok):
        return None
    if _TICKET.match(tok) or HEX_ID.match(tok) or _CODE.match(tok) or _RANDOM_ID.match(tok):
        return tok
    if _SCHEMED.match(tok):
        return tok
    if _RATE.match(tok):
        return None  # "~$0.31/RSF/mo", "$12/RSF": a price per unit
    if "/" in tok:
        parts = [p for p in tok.split("/") if p]
        if len(parts) >= 2 and (
            tok.count("/") >= 2
            or _EXTENSION.search(tok)
            or tok[0] in "~."
            or "-" in tok
            or "_" in tok
        ):
            if all(re.fullmatch(r"[a-z]+", p) for p in parts) and len(parts) == 2:
                return None  # "warn/error", "and/or": prose
            return tok
        return None
    if re.match(r"[a-z]\.\w", tok):
        return None  # "o.id", "a.admin_id": a query's table alias and column
    if _INITIALS.fullmatch(tok):
        return None  # "E.H", "A.McK": a person's initials in a list of patients or staff
    if "_" in tok.strip("_"):
        return tok
    if _DOTTED.match(tok) and not re.fullmatch(r"(?:e\.g|i\.e|etc|vs|a\.m|p\.m)", tok, re.I):
        return tok
    if re.fullmatch(r"[A-Z]{2,}s", tok):
        return None  # "PMs", "VINs": a plural, not a name
    if _CAMEL_INNER.search(tok) and re.fullmatch(r"[\w.-]+", tok):
        return tok
    if "-" in tok and re.fullmatch(r"[\w.-]+", tok) and len(tok) >= 5:
        if code:
            return tok
        if _ENGLISH_COMPOUND.match(tok):
            return None  # "walk-in", "move-out", "sign-off", "3-phase", "12-month"
        if re.search(r"\d", tok):
            return tok
        if tok.count("-") >= 2 and not _ENGLISH_PREFIX.match(tok):
            return tok
        return None if _ENGLISH_PREFIX.match(tok) else tok
    if code and re.fullmatch(r"[A-Za-z][\w.-]{2,}", tok) and not tok.islower():
        return tok
    return None


# Paths and file names written with Chinese (or other CJK) characters in them, which the
# token pattern above splits: /家装/江南花苑1502/预算_v3.xlsx, 合同草案_v2.docx, and a
# relative path (业委会共享盘/招标/评标报告_HX-0617.pdf) when it ends in a file name
_IDEOGRAPH_CHAR = re.compile(f"[{IDEOGRAPHS}]")
_SEGMENT = r"[\w.@+-]"
_FILE_EXT = r"\.[A-Za-z][A-Za-z0-9]{1,5}(?![A-Za-z0-9_.])"
_CJK_PATH = re.compile(
    rf"(?<![\w/.])(?:~|\.{{1,2}})?/{_SEGMENT}+(?:/{_SEGMENT}+)+/?|"
    rf"(?<![\w/.:]){_SEGMENT}+(?:/{_SEGMENT}+)+{_FILE_EXT}|"
    rf"(?<![\w/.]){_SEGMENT}*[{IDEOGRAPHS}]{_SEGMENT}*{_FILE_EXT}"
)
# ... whose CJK prose before a file name is not the name: 文件在合同草案_v2.docx; only a few
# words of it, since a long name has those words too (关于调整补贴标准的通知.pdf)
_CJK_LEAD = re.compile(r"^.{0,5}[在是的把将到从用为了和与及或即请见存]")
_SEARCH_OPERATOR = re.compile(
    r"^(?:from|to|cc|bcc|subject|in|label|filename|has|is|after|before|newer_than|"
    r"older_than|since|until|author|assignee|reporter|repo|org|user|path):(.+)$",
    re.I,
)
_EMAIL = re.compile(r"^[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}$")
_ANY_SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]{1,10}://[^\s]{3,}$")


def identifiers_in(text: str) -> list[str]:
    """Identifiers written in ``text`` (prose or a command), in order, as written."""
    out: list[str] = []
    for span in _CODE_SPAN.findall(text):
        if " " not in span.strip():
            ref = identifier(span, code=True)
            if ref:
                out.append(ref)
    for token, whole in _candidates(text):
        ref = token if whole else identifier(token)
        if ref:
            out.append(ref)
    return out


def _candidates(text: str) -> Iterator[tuple[str, bool]]:
    """(candidate, is_whole_name): the paths and file names written with CJK characters,
    then the other tokens, never a piece of one of those names ("_V2_80", "V2.pdf")."""
    if not _IDEOGRAPH_CHAR.search(text):
        yield from ((tok, False) for tok in _TOKEN.findall(text))
        return
    covered: list[tuple[int, int]] = []
    for m in _CJK_PATH.finditer(text):
        if not _IDEOGRAPH_CHAR.search(m.group(0)):
            continue  # a plain path: the tokens below read it as they always have
        found = m.group(0)
        if found.startswith(("/", "~", ".")):
            name = found
        else:
            # CJK prose before the name is not the name: 文件在合同草案_v2.docx
            head, sep, rest = found.partition("/")
            name = _CJK_LEAD.sub("", head) + sep + rest
        if 5 <= len(name) <= 160 and re.search(r"[A-Za-z0-9/._]", name):
            yield name, True
            covered.append(m.span())
    # both in text order: one pass, not every token against every name (a listing of
    # thousands of Chinese paths is one tool output)
    k = 0
    for m in _TOKEN.finditer(text):
        while k < len(covered) and covered[k][1] <= m.start():
            k += 1
        inside = k < len(covered) and covered[k][0] <= m.start()
        if inside or _glued(text, m.start(), m.end()):
            continue
        yield m.group(0), False


def _glued(text: str, start: int, end: int) -> bool:
    """A token joined to CJK letters by "_", "-", "." or an extension is a piece of a
    longer name (城建通达_施工进度计划_V2_80天.xlsx); an id written next to Chinese words
    without a space (收据XS-YJ-0611) is not."""
    token = text[start:end]
    before = start > 0 and bool(_IDEOGRAPH_CHAR.match(text[start - 1]))
    after = end < len(text) and bool(_IDEOGRAPH_CHAR.match(text[end]))
    if before and (token[0] in "_-./" or _EXTENSION.search(token.rstrip(".,:;!?)"))):
        return True
    return after and token[-1] in "_-./"


def changed_files(text: str, *, commands: bool = True) -> list[str]:
    """Files a diff in ``text`` touched, and (``commands``) files its shell commands write."""
    out: list[str] = []
    if "+++ " in text or "diff --git" in text:
        out.extend(m.group(1) for m in _CHANGED_FILE.finditer(text))
    if commands:
        for m in _WRITTEN_FILE.finditer(text):
            path = next((g for g in m.groups() if g), None)
            if path and path != "/dev/null":
                out.append(path)
    return [p for p in out if identifier(p)]


def kind_prior(ref: str) -> float:
    """How much an identifier of this kind tends to matter to the work: tickets, merge
    requests, files and URLs most; bare names least."""
    if _TICKET.match(ref) or ref[0] in "!#":
        return 1.5
    if ref.lower().startswith(("http://", "https://", "s3://", "gs://", "git@")):
        return 1.0
    if "/" in ref:
        if ref.startswith(("/tmp/", "/var/tmp/", "/dev/", "/proc/")):
            return 0.0  # scratch files and devices
        return 1.2 if _EXTENSION.search(ref) else 0.9
    if _EXTENSION.search(ref) and not _DOTTED_KEY_ONLY.match(ref):
        return 1.1  # a file name
    if ref[0] == "@":
        return 0.9
    if _IP.match(ref):
        return 0.8
    if _DOTTED.match(ref):
        return 0.8  # a config key, a module, a host
    if HEX_ID.match(ref):
        return 0.7
    if "_" in ref:
        return 0.6
    if _CAMEL_INNER.search(ref):
        return 0.5
    return 0.3


_DOTTED_KEY_ONLY = re.compile(r"^[a-z_][\w-]*(?:\.[a-z_][\w-]*){2,}$")


@dataclass
class References:
    """Where the conversation named each identifier, to rank them by use."""

    spelled: dict[str, str] = field(default_factory=dict)
    by_user: Counter[str] = field(default_factory=Counter)  # user messages naming it
    by_model: Counter[str] = field(default_factory=Counter)  # model prose naming it
    by_tool_input: Counter[str] = field(default_factory=Counter)  # tool calls naming it
    output_hits: Counter[str] = field(default_factory=Counter)  # tool outputs naming it
    previous: dict[str, float] = field(default_factory=dict)  # rank in the previous summary
    changed: set[str] = field(default_factory=set)  # files the session changed
    last: dict[str, int] = field(default_factory=dict)
    # identifiers named in one sentence of the dialogue: a file and the key in it, a ticket
    # and its branch; listed together they read as one reference
    together: dict[str, Counter[str]] = field(default_factory=dict)
    people: dict[str, str] = field(default_factory=dict)  # named beside an identifier

    def _named(self, ref: str, counter: Counter[str], order: int) -> None:
        low = ref.lower()
        self.spelled.setdefault(low, ref)
        counter[low] += 1
        self.last[low] = order

    def note_dialogue(self, text: str, role: str, order: int) -> None:
        counter = self.by_user if role == "user" else self.by_model
        for ref in dict.fromkeys(identifiers_in(text)):
            self._named(ref, counter, order)
        for sentence in _SENTENCE.split(text):
            named = list(dict.fromkeys(r.lower() for r in identifiers_in(sentence)))
            if 2 <= len(named) <= MAX_TOGETHER:
                for a in named:
                    partners = self.together.setdefault(a, Counter())
                    partners.update(b for b in named if b != a)
            if 1 <= len(named) <= 2:
                people = [m.group(1) for m in _PERSON.finditer(sentence)]
                people += [m.group(1) for m in _PERSON_ZH.finditer(sentence)]
                for person in dict.fromkeys(people):
                    self.people.setdefault(person.lower(), person)
                    for a in named:
                        self.together.setdefault(a, Counter())[person.lower()] += 1

    def partners(self, ref: str) -> list[str]:
        """Identifiers named in the same sentences as ``ref``, most often first."""
        found = self.together.get(ref.lower())
        if not found:
            return []
        ordered = sorted(found, key=lambda b: (-found[b], -self.score(b), b))
        return [
            self.spelled.get(b) or self.people[b]
            for b in ordered
            if b in self.spelled or b in self.people
        ]

    def is_person(self, name: str) -> bool:
        return name.lower() in self.people and name.lower() not in self.spelled

    def note_tool_input(self, text: str, order: int) -> None:
        for ref in dict.fromkeys(identifiers_in(text)):
            self._named(ref, self.by_tool_input, order)
        for path in changed_files(text):
            self.changed.add(path.lower())
            self._named(path, self.by_tool_input, order)

    def note_tool_output(self, text: str, order: int) -> None:
        text = text[:OUTPUT_CHARS]
        for path in changed_files(text, commands=False):
            self.changed.add(path.lower())
            self._named(path, self.by_tool_input, order)
        # distinct tokens, in order (deterministic); only those with an identifier's marks
        # are looked at: a huge output is mostly words and numbers
        for tok, whole in dict.fromkeys(_candidates(text)):
            if not whole and not _MARKED.search(tok):
                continue
            ref = tok if whole else identifier(tok)
            if ref:
                low = ref.lower()
                self.output_hits[low] += 1
                self.spelled.setdefault(low, ref)
                self.last.setdefault(low, order)

    def note_previous(self, refs: list[str]) -> None:
        """The previous summary's references, best first."""
        n = max(len(refs), 1)
        for i, ref in enumerate(refs):
            low = ref.lower()
            self.spelled.setdefault(low, ref)
            self.previous[low] = PREVIOUS * (1 - i / n)
            self.last.setdefault(low, -1)

    def score(self, low: str) -> float:
        if (
            _WORD_PAIR.match(low)
            and not self.by_tool_input[low]
            and not self.output_hits[low]
            and low not in self.previous
        ):
            # "cost-share", "camera-ready", "at-risk", "CN/KR/RU", "read/write": words
            # joined in prose; a service, a queue or a folder so named ("pay-router",
            # "deploy/prod") shows in what the tools saw
            return 0.0
        if _BARE_FLAG.match(low) and not self.by_user[low]:
            return 0.0  # "--amend", "--chunk-size": a command's option, not what it acts on
        named = self.by_user[low] + self.by_model[low] + self.by_tool_input[low]
        if not named and low not in self.previous:
            # named only by tool outputs: listed (last) when it recurs, as written there
            hits = self.output_hits[low]
            return OUTPUT_ONLY * math.log2(hits) if hits >= 2 else 0.0
        value = kind_prior(self.spelled[low])
        value += DIALOGUE_USER * math.log2(1 + self.by_user[low])
        value += DIALOGUE_MODEL * math.log2(1 + self.by_model[low])
        value += TOOL_INPUT * math.log2(1 + self.by_tool_input[low])
        value += 0.2 * math.log2(1 + self.output_hits[low])
        value += self.previous.get(low, 0.0)
        if low in self.changed:
            value += CHANGED_FILE
        return value

    def ranked(self, boost: set[str] | None = None) -> list[tuple[str, float]]:
        """(reference as written, importance), most important first, deduplicated."""
        scores: dict[str, float] = {}
        for low in self.spelled:
            value = self.score(low)
            if value <= 0:
                continue
            if boost and any(word in low for word in boost):
                value += 2.0
            scores[low] = value
        # ".gitlab-ci.yml" and "gitlab-ci.yml" are one file.
        for low in list(scores):
            if low.startswith(".") and low[1:] in scores:
                scores[low] += scores.pop(low[1:])
        # A file name that ends a longer path is that path.
        tails: dict[str, list[str]] = {}
        for low in scores:
            if "/" in low:
                tails.setdefault(low.rsplit("/", 1)[-1], []).append(low)
        for low in list(scores):
            paths = tails.get(low)
            if paths and "/" not in low and _EXTENSION.search(low):
                best = max(paths, key=lambda p: (scores[p], p))
                scores[best] += scores[low] * 0.5
                del scores[low]
        # "contract-v1.docx" once "contract-v2.docx" exists is history, not a reference
        superseded = older_versions(list(scores))
        ordered = sorted(
            (low for low in scores if low not in superseded),
            key=lambda low: (-scores[low], -self.last.get(low, 0), low),
        )
        return [(self.spelled[low], scores[low]) for low in _few_of_a_series(ordered)]


_SERIES = re.compile(r"^([a-z]+[-_]?)(\d+)$")
SERIES_KEPT = 4  # of one run of sibling ids (BW-101 ... BW-144), the most used


def _few_of_a_series(ordered: list[str]) -> list[str]:
    """A run of sibling ids named in a listing (vans BW-101 to BW-144, rows, seats) would
    fill the section with one table; the few the work used most stand for it."""
    seen: Counter[tuple[str, int]] = Counter()
    kept: list[str] = []
    for low in ordered:
        m = _SERIES.match(low)
        if m:
            key = (m.group(1), len(m.group(2)))
            seen[key] += 1
            if seen[key] > SERIES_KEPT:
                continue
        kept.append(low)
    return kept

"""``ExtractiveSummarizer``: deterministic, offline, zero-cost working memory by rules.

The summary is what an agent knows after a compaction, so it is built as working memory,
not as a bag of sentences:

1. Units: the sentences and list items of user and model text, a few error lines of tool
   outputs, and the items of the previous summary (merged, not re-summarized: each keeps
   its section and citation).
2. Sections by what a unit does (``cues``): requests, questions and constraints of the
   user are the goal; agreements and choices are decisions (a model's proposal becomes one
   when the user agrees next); unknowns and risks are open issues; next steps, owners,
   deadlines and waiting are pending actions; the rest are facts. A list under a heading
   such as "Open questions:" or "Next steps:" takes the heading's section.
3. Carried work: open issues and pending actions stay until a later message resolves them
   (done, merged, answered... about the same things); a resolved one leaves its section.
4. State (``values``): a value a later message replaced is never stated as current; it is
   dropped, or written as history on its line ("800 ms (superseded by 1200)"), and a
   progression ("canary 20%", "50%", "100%") keeps its latest state.
5. Choice within ``max_summary_tokens``: what the manual compact's instructions name
   first, the user's first request next, then a budgeted maximum coverage of the key terms
   (identifiers, numbers with units) weighted by section, recency and use; the references
   (``references``) fill their share; one item per bullet, cited ``[n]`` =
   ``archive://<session>/<n>`` (explained once at the top).
"""

from __future__ import annotations

import heapq
import itertools
import json
import math
import re
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..messages import Message, compact_json
from ..micro import PLACEHOLDER_MARK
from ..summary import (
    SECTIONS,
    SUMMARY_HEADER,
    SummaryRequest,
    SummaryResponse,
    parse_sections,
    render_sections,
    strip_header,
)
from ..tokens import TokenEstimator
from . import cues
from .choices import chosen_keys, column_options, item_key, named_choices
from .references import References
from .text import (
    ALLCAPS,
    CJK_PAIR,
    CLAUSE,
    IDEOGRAPHS,
    STOP,
    change_columns,
    change_row,
    clean,
    clip,
    content_words,
    has_cjk,
    key_terms,
    prune,
    sentence_goes_on,
    split_blocks,
    stem,
    stems,
    telegraphic,
)
from .transitions import names_value, transitions
from .values import (
    Stale,
    Statement,
    find_replaced_names,
    find_stale,
    mark_stale,
    marks_history,
    mentions,
    stale_terms,
)

GOAL, FACTS, DECISIONS, OPEN, PENDING, REFERENCES = SECTIONS

# -- shares of the body budget ------------------------------------------------------------
GOAL_SHARE = 0.22  # the user's first request (and the carried goal) is kept up to this
GOAL_SENTENCES = 8  # sentences of the first request that are kept as the goal
GOAL_FIRST_SHARE = 0.4  # ... and its first sentence even when it alone is longer
INSTRUCTION_SHARE = 0.35  # what the compact instructions name is kept first, up to this
REF_SHARE = 0.12  # kept for Important References (more when sentences leave room)
REF_PARTNERS = 2  # identifiers said in the same sentence, listed on a reference's line
PADDING_REF_SCORE = 1.0  # ... but room left over only takes references the dialogue named
# Past these shares a section's units count for less, so that no section crowds out the
# others (the facts may take most, the goal and open issues least).
SECTION_CAPS = {GOAL: 0.2, FACTS: 0.5, DECISIONS: 0.3, OPEN: 0.15, PENDING: 0.2}
OVER_CAP = 0.3
FIT_ROUNDS = 5
OFFERS_KEPT = 12  # list items of recent model replies a user may still pick from
DIALOGUE_MESSAGES = 2  # user messages in the new material that make it a dialogue
MAX_STRETCH = 1.5  # the selection may plan this much over the budget when rendering saves it
FIT_SLACK = 40  # tokens: a summary this far under the budget may take more
ELSEWHERE = 0.3  # what a term already in another section still counts
TERMLESS = 0.3  # a decision or next step with no identifier: this share of its priority
# -- priorities, in units of "one new identifier" ----------------------------------------
SECTION_PRIOR = {GOAL: 0.3, FACTS: 0.0, DECISIONS: 1.4, OPEN: 1.2, PENDING: 1.4}
RECENCY = 0.6  # the last message gets this much more than the first
USER_FACT = 0.3  # something the user stated
PREVIOUS_PRIOR = 0.4  # an item of the previous summary: it was chosen once already
CARRIED_PRIOR = 1.0  # ... an open issue or pending action not resolved since
ANSWER_PRIOR = 0.2  # the model's final answer of a turn
NARRATION_PRIOR = -1.2  # "Let me check the logs" before a tool call
ACTING_PRIOR = -0.3  # any text of a model message that also calls tools
STALE_QUESTION_PRIOR = -1.0  # a model's question the user has answered since
ANSWERED_QUESTION_PRIOR = -1.0  # a user's later question the model has answered since
RESOLVED_PRIOR = -0.8  # a pending action done, an open issue answered
# a tool's report of carrying out a decision: terse, but it has the ids; kept when there
# is room (a tight budget keeps what the dialogue said first)
CARRIED_OUT_PRIOR = -1.0
RAW_LINE_PRIOR = -1.0  # a log line, a query or a prompt pasted into prose
EMPHASIS_PRIOR = 0.4  # a sentence with words the writer set in bold
TOOL_LINE_SCALE = 0.15  # how much the terms of a raw tool or code line count
MAX_ERROR_LINES = 2
OUTPUT_STATUS_LINES = 12  # of a tool output's first lines, read for work reported done
OUTPUT_STATUS_CHARS = 3000
RECENT_SEQS = 4  # archive seqs: "just before" the new messages
# ... and for a user's question: the model may look things up (tool calls and outputs are
# seqs too) before a compaction falls and its answer comes
ASKED_SEQS = 2 * RECENT_SEQS
LONG_UNIT = 70  # tokens: a longer sentence is split at clause boundaries
# A table row of many cells ("HX24871.1; Helix Semi; HXM-220; 25; 22:41 → 23:58; ASH queue")
# names many things and says little of each: the last summaries of the blind set held half
# as many labels per token in such rows as in sentences, so their terms count this much
TABLE_CELLS = 5
TABLE_ROW_SCALE = 0.5

_ERROR_WORDS = (
    r"\b(?:error|exception|failed|failure|fatal|panic|denied|refused|timed? ?out|killed|"
    r"not found|traceback)\b"
)
_ERROR_WORD = re.compile(_ERROR_WORDS, re.I)
_ERROR_WORD_LOWER = re.compile(_ERROR_WORDS)  # on lower-cased text: twice as fast
_CITE = re.compile(r"\s*(\[\d+(?:[-,]\s?\d+)*\]|\(archive://[^)\s]+\))$")
_RAW_LINE = re.compile(
    r"^\W*\d{4}-\d\d-\d\d[T ]\d\d:\d\d|^\W*\d\d:\d\d:\d\d|^\s*\w+[=-]?> |"
    r"^\s*(?:SELECT|INSERT|UPDATE|DELETE|WITH|EXPLAIN|ALTER|CREATE)\s.+\b(?:FROM|INTO|SET|TABLE)\b|"
    r"^\s*(?:at |Caused by:|Traceback|File \")|^\s*[$#] \S|^\s*[{\[]\s*\"\w+\"\s*:",
)
# Words in -ing that start a statement, not an action under way
_NOT_A_GERUND = r"(?!(?:no|every|some|any)thing\b|during\b|morning\b|evening\b|according\b)"
# A short line announcing the tool call it comes with: "Checking the dead-letter topic.",
# "Scaling and filing the follow-up.", 查工单。 The call itself does it.
_NARRATION = re.compile(
    rf"^\W*{_NOT_A_GERUND}[A-Za-z]+ing\b"
    r"[^.!?\d]{0,50}[.…:]?\s*$|^[\u4e00-\u9fff，、]{1,10}[。：:…]?$"
)
# ... and a longer one saying what the call is for: "Pulling the tickets and the
# release/1.0.4 build list.", "I'll replay Harvest Moon with the new table"
_GERUND_LEAD = re.compile(
    rf"^\W*{_NOT_A_GERUND}(?:re-)?[a-z]+ing\b|^\W*(?:(?:now|first|next),?\s+)?(?:i'll|i will|let me)\b",
    re.I,
)
_GOAL_WORD = re.compile(r"\b(?:goal|objective|aim|task|want|need)\b|目标|任务|需要", re.I)
# A decision said without its subject: "Approved, but ...", "Agreed.", "Signed."
_APPROVING = re.compile(r"^\W*(?:approved|agreed|accepted|signed|confirmed|ok'?d|okayed)\b", re.I)
# an offer whose object is the sentence before it: "Want me to run it?", "Shall I send that?"
_POINTS_AT_BEFORE = re.compile(r"^\W*(?:\S+\s+){0,6}(?:it|that|them|those)\s*[?.!]*\s*$", re.I)
_GROUPED_REF = re.compile(r"^(\S+) \((.+)\)$")  # "path (key, other)": a reference line
_BULLET = re.compile(r"^\s*[-*•+]\s")
_CHOSEN_ITEMS = re.compile(r"(?<![\w.])([1-9])(?![\w%]|\.\d)")
# A resolved item says so in words a reader (and a history check) takes as history.
_DONE_PREFIX = "(was pending, now done) "
_ANSWERED_PREFIX = "(was open, now answered) "
_FIXED_PREFIX = "(was failing, now fixed) "
# The user's first request is kept as written, and later messages often change what it
# asked (a date, a count, a supplier): the agent reads it as the original ask.
_ORIGINAL_PREFIX = "Originally asked: "
_FAILING = re.compile(r"\b(?:fail(?:s|ed|ing)|broken|crash(?:es|ed)?|is red)\b|失败|报错", re.I)
_INSTRUCTION_WORDS = frozenset(
    [
        "keep",
        "retain",
        "preserve",
        "include",
        "remember",
        "focus",
        "everything",
        "anything",
        "all",
        "about",
        "details",
        "detail",
        "summary",
        "summarize",
        "compact",
        "important",
        "especially",
        "make",
        "sure",
        "please",
        "the",
        "numbers",
        "number",
        "figures",
        "values",
        "info",
        "information",
        "stuff",
        "things",
        "mention",
        "mentions",
    ]
)
_WANTS_NUMBERS = re.compile(r"number|figure|value|metric|数字|数值|数据|指标", re.I)


@dataclass
class Unit:
    section: str
    text: str
    order: int
    message: int  # archive seq of its message (-1: unknown)
    role: str  # user, model, tool, previous
    cite: str = ""
    prior: float = 0.0
    terms: frozenset[str] = frozenset()
    tokens: int = 0
    goal: bool = False  # the user's first request or the carried goal: kept first
    instructed: int = 0  # how many words of the compact instructions it names
    previous: bool = False
    scale: float = 1.0
    stale: dict[str, str] = field(default_factory=dict)
    prefix: str = ""
    line: str = ""  # as rendered (stale values marked)
    proposed: bool = False  # an item of a list the model offered ("Options:", "Two fixes:")
    list_key: str = ""  # its key in a list of options ("2" for "2." or 方案二, "a" for "a)")
    in_list: bool = False  # an item of a list (bulleted or keyed)
    answered: bool = False  # asked and answered since (by the model, or by the user)
    raw: str = ""  # as said, before chit-chat was cut
    turn: int = 0  # user messages with text before it in the new material
    adopted: bool = False  # the model's proposal the user agreed to
    narration: bool = False  # the model saying what its tool call is about to do
    column: bool = False  # an option that is a table's column: a bullet only once chosen
    headed: str = ""  # the section a heading above it named ("Still to do:" -> Pending)
    row: bool = False  # a row of a markdown table: an item of its own
    released: bool = False  # a hold the user has since let go: no decision any more
    answer: bool = False  # said in the model's latest final answer

    def render(self) -> str:
        text = self.prefix + mark_stale(self.text, self.stale)
        return f"{text} {self.cite}".rstrip()


@dataclass
class _Span:
    """What the collection pass builds: units, references, term statistics."""

    units: list[Unit] = field(default_factory=list)
    refs: References = field(default_factory=References)
    instruction_words: set[str] = field(default_factory=set)
    wants_numbers: bool = False
    estimator: TokenEstimator = field(default_factory=TokenEstimator)
    user_messages: int = 0  # user messages with text among the new messages
    first_request: int | None = None  # archive seq of the session's first user message
    # (order, seq, line): the first lines of each tool output, where work shows as done
    outputs: list[tuple[int, int, str]] = field(default_factory=list)


def _tool_outputs(msg: Message) -> list[str]:
    out: list[str] = []
    for resp in msg.tool_responses:
        value = resp.get("output")
        out.append(value if isinstance(value, str) else compact_json(value))
    return out


# Input keys that choose what a tool does ({"action": "update_co"}): their values are the
# tool's own operations, not something the work names.
_OPERATION_KEYS = frozenset(["action", "op", "operation", "method", "mode", "type", "kind"])
_BARE_NAME = re.compile(r"[A-Za-z][\w-]*")


def _strings_in(value: Any) -> list[str]:
    """The string values of a tool call's input (a command, a path, a file body), without
    the names of the operation it calls."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [
            s
            for key, item in value.items()
            if not (
                str(key).lower() in _OPERATION_KEYS
                and isinstance(item, str)
                and _BARE_NAME.fullmatch(item)
            )
            for s in _strings_in(item)
        ]
    if isinstance(value, list):
        return [s for item in value for s in _strings_in(item)]
    return []


class ExtractiveSummarizer:
    name = "extractive"

    def estimate_tokens(self, request: SummaryRequest) -> int:
        return request.max_tokens

    def summarize(self, request: SummaryRequest) -> SummaryResponse:
        if request.raw_messages is not None:
            messages = request.raw_messages()
        else:
            messages = [(s, m) for s, m in request.messages if s is not None and not m.is_summary]
        span = self._collect(request, messages)
        text = _Fitter(request, span).fit()
        return SummaryResponse(text=text, model=self.name)

    # -- collecting units ---------------------------------------------------------------
    def _collect(self, request: SummaryRequest, messages: list[tuple[int, Message]]) -> _Span:
        span = _Span(estimator=request.estimator)
        orders = itertools.count(1)
        self._previous(span, request.previous_summary or "", orders)
        words = content_words(request.instructions or "") - _INSTRUCTION_WORDS
        span.instruction_words = {stem(w) for w in words}
        span.wants_numbers = bool(_WANTS_NUMBERS.search(request.instructions or ""))
        first_user = not any(u.section == GOAL and u.previous for u in span.units)
        # model units since the last user message: across a compaction, the previous
        # summary's items from the last few messages before this span
        start = messages[0][0] if messages else 0
        just_before = [
            u for u in span.units if u.previous and 0 <= start - u.message <= RECENT_SEQS
        ]
        since_user: list[Unit] = [u for u in just_before if u.section != GOAL]
        n = max(len(messages), 1)
        last_text = max(
            (i for i, (_, m) in enumerate(messages) if m.role in ("user", "model") and m.text),
            default=-1,
        )
        # the user's latest questions and errands, until the model answers; across a
        # compaction, those the previous summary kept from just before this span
        asked: list[Unit] = [
            u
            for u in span.units
            if u.previous
            and 0 <= start - u.message <= ASKED_SEQS
            and u.section == GOAL
            and u.message != span.first_request
            and (_asks(u.text) or _LOOK_UP.search(u.text) or _errand(u.text))
        ]
        offers: list[Unit] = []  # the latest list items the model offered
        decided: list[Unit] = []  # the decisions of the user's latest message
        instructed: list[Unit] = []  # ... and what else it told the model to do
        heard: list[Unit] = []  # the user's latest message, until the model replies
        opening = False  # the latest user message is the first request
        requested: dict[str, Any] = {}  # a tool call's input, by its ref: what a result answers
        for position, (seq, msg) in enumerate(messages):
            if msg.role == "system" or msg.is_summary:
                continue
            at = position / n
            cite = f"[{seq}]"
            order = next(orders)
            if msg.role == "tool":
                outputs = _tool_outputs(msg)
                self._tool(span, outputs, cite, seq, at, orders)
                named = list(
                    zip(
                        (str(r.get("name") or "") for r in msg.tool_responses), outputs, strict=True
                    )
                )
                asked_for = [requested.get(str(r.get("ref") or "")) for r in msg.tool_responses]
                listed_tasks: set[int] = set()  # outputs read as the tasks they created
                for k, ((name, output), given) in enumerate(zip(named, asked_for, strict=True)):
                    tasks = _created_tasks(name, output, given, cite, seq, at, orders)
                    span.units.extend(tasks)
                    if tasks:
                        listed_tasks.add(k)
                if decided and not opening:
                    acted = [
                        output
                        for k, (name, output) in enumerate(named)
                        if not _reading_tool(name) and k not in listed_tasks
                    ]
                    span.units.extend(_carried_out(acted, cite, seq, at, orders))
                continue
            if msg.role == "model" and heard:
                if msg.tool_requests:
                    decided.extend(_acted_on(heard))
                heard = []
            for req in msg.tool_requests:
                if req.get("ref"):
                    requested[str(req["ref"])] = req.get("input")
                for value in _strings_in(req.get("input")):
                    span.refs.note_tool_input(value, order)
            if not msg.text.strip():
                continue
            span.refs.note_dialogue(msg.text, msg.role, order)
            is_first = first_user and msg.role == "user"
            if is_first:
                span.first_request = seq
            units = self._text(span, msg, cite, seq, at, orders, is_first, position == last_text)
            if msg.role == "user":
                span.user_messages += 1
                first_user = False
                asked = [
                    u
                    for u in units
                    if u.section == GOAL
                    and not u.goal
                    and (
                        _asks(u.text)
                        or _LOOK_UP.search(u.raw or u.text)
                        or _errand(u.raw or u.text)
                    )
                ]
                units = self._agreements(units, since_user, offers)
                asked_since = {id(u) for u in since_user}
                for unit in span.units:
                    if _asked_the_user(unit, asked_since):
                        unit.prior += STALE_QUESTION_PRIOR  # asked and answered
                        unit.answered = True
                # what the user agreed to of the model's last reply is decided too
                decided = [u for u in units if u.section == DECISIONS] + [
                    u for u in since_user if u.adopted
                ]
                since_user = []
                instructed = [
                    u
                    for u in units
                    if u.section != DECISIONS
                    and "?" not in u.text
                    and cues.has_imperative(u.raw or u.text)
                ]
                heard = [] if is_first else units
                opening = is_first  # the task as first given is the goal, not a decision
            else:
                if decided or instructed:
                    _carry_out(units, decided + instructed)
                since_user.extend(units)
                listed = [u for u in units if u.in_list or u.proposed]
                if listed:
                    # options offered a few turns back can still be picked by key or name
                    offers = (offers + listed)[-OFFERS_KEPT:]
                if units:
                    doubts = [_signature(u.text) for u in units if u.section == OPEN]
                    for question in asked:
                        question.goal = False  # a carried one: the request of a moment
                        strong, words = _signature(question.text)
                        if any(s & strong or _shared_words(w, words) >= 2 for s, w in doubts):
                            # the model could not answer it: an open question now
                            _refile(question, OPEN)
                            continue
                        # a later question the model has answered is not a standing goal
                        question.prior += ANSWERED_QUESTION_PRIOR
                        question.answered = True
                    asked = []
            for unit in units:
                unit.turn = span.user_messages
            span.units.extend(units)
        awaited(offers, span.units)
        restated(span.units)
        self._resolve(span.units, span.outputs)
        self._mark_stale(span.units, start, span.outputs)
        overtaken(span.units)
        released(span.units)
        return span

    @staticmethod
    def _agreements(units: list[Unit], proposals: list[Unit], offers: list[Unit]) -> list[Unit]:
        """What the user agrees to or decides, as decisions: the model's proposal just
        before ("ok, go ahead"; "go with 1 + 3" names items of its numbered list), the
        user's own sentence before a bare "I'm fine with that", the reason given just
        before a short decision ("p99.9 is 950ms, so 800 cuts calls. Change to 1200."),
        and plain statements right after a decision in the same message."""

        def promote(unit: Unit) -> None:
            if unit.section != DECISIONS and not unit.goal:
                _refile(unit, DECISIONS)
                unit.adopted = unit.role == "model"
                offer = cues.offered_action(unit.text) if unit.role == "model" else None
                if offer:
                    unit.text = f"{offer} (agreed)"  # the offer, accepted: no longer a question

        out: list[Unit] = []
        deciding = False
        for i, unit in enumerate(units):
            c = cues.cues(unit.raw or unit.text)
            agrees = (c.agreement or unit.section == DECISIONS) and not (c.question or c.unknown)
            words = len(unit.text.split())
            picks = chosen_keys(unit.raw or unit.text) if not c.question else set()
            if (agrees or picks) and (i == 0 or unit.section == DECISIONS or picks):
                chosen = _chosen(unit, proposals, offers, first=i == 0 and agrees)
                for proposal in chosen:
                    promote(proposal)
                    # "Want me to run it?": what "it" is, the sentence before says
                    at = next((k for k, p in enumerate(proposals) if p is proposal), 0)
                    before = proposals[at - 1] if at else None
                    if (
                        before is not None
                        and before.message == proposal.message
                        and _POINTS_AT_BEFORE.search(proposal.raw or proposal.text)
                        and key_terms(before.text)
                        and before.section == FACTS
                    ):
                        promote(before)
                if picks and chosen:
                    promote(unit)  # "b please", "the second one": the user's choice
                    agrees = True
            if agrees and out and not unit.goal:
                before = out[-1]
                bare = not key_terms(unit.text) and words <= 8
                if bare and key_terms(before.text) and not before.text.endswith("?"):
                    promote(before)
                elif (
                    unit.section == DECISIONS
                    and (words <= 6 or (words <= 14 and _APPROVING.match(unit.text)))
                    and before.section in (FACTS, OPEN)
                    and (key_terms(before.text) or _APPROVING.match(unit.text))
                ):
                    # the reason, then the decision: one item
                    unit.text = f"{before.text} {unit.text}"
                    unit.raw = unit.text
                    out.pop()
            elif deciding and unit.section == FACTS and not unit.goal and key_terms(unit.text):
                promote(unit)
            deciding = unit.section == DECISIONS
            out.append(unit)
        return out

    def _previous(self, span: _Span, summary: str, orders: itertools.count[int]) -> None:
        """The previous summary's items, each under its section with its citation, in the
        order they were said (their citation), so that later statements replace earlier."""
        refs: list[str] = []
        items: list[Unit] = []
        for section, bullets in parse_sections(strip_header(summary)).items():
            for bullet in bullets:
                if bullet == "(none)":
                    continue
                if section == REFERENCES:
                    grouped = _GROUPED_REF.match(bullet)
                    parts = (
                        [grouped.group(1), *grouped.group(2).split(", ")]
                        if grouped
                        else (bullet.split(", "))
                    )
                    refs.extend(r.strip().strip("`") for r in parts if r.strip())
                    continue
                m = _CITE.search(bullet)
                text = (bullet[: m.start()] if m else bullet).strip()
                prefix = ""
                original = section == GOAL and text.startswith(_ORIGINAL_PREFIX)
                if original:
                    text = text[len(_ORIGINAL_PREFIX) :]  # written again when rendered
                for mark in (_DONE_PREFIX, _ANSWERED_PREFIX, _FIXED_PREFIX):
                    if text.startswith(mark):
                        prefix, text = mark, text[len(mark) :]
                if not text:
                    continue
                prior = PREVIOUS_PRIOR + SECTION_PRIOR.get(section, 0.0)
                if section in (OPEN, PENDING):
                    prior += CARRIED_PRIOR
                if prefix and prefix != _FIXED_PREFIX:
                    prior += RESOLVED_PRIOR
                cite = m.group(1) if m else ""
                seq = re.search(r"\d+", cite.rsplit("/", 1)[-1]) if cite else None
                if original and seq:
                    span.first_request = int(seq.group(0))
                # one bullet joined the sentences of a message: they compete one by one
                # again (and are joined again when chosen together); a history note stays
                # with the sentence it follows
                for n, piece in enumerate(previous_sentences(text)):
                    items.append(
                        Unit(
                            section,
                            piece,
                            0,
                            int(seq.group(0)) if seq else -1,
                            "previous",
                            cite,
                            prior=prior,
                            goal=section == GOAL,
                            previous=True,
                            prefix=prefix if n == 0 else "",
                        )
                    )
        for item in sorted(items, key=lambda u: u.message):
            item.order = next(orders)
            span.units.append(item)
        span.refs.note_previous(refs)

    @staticmethod
    def _tool(
        span: _Span,
        outputs: list[str],
        cite: str,
        position: int,
        at: float,
        orders: itertools.count[int],
    ) -> None:
        """Tool outputs feed the references; a few error lines may become facts."""
        for output in outputs:
            if PLACEHOLDER_MARK in output[:200]:
                continue  # micro_compact's placeholder: the raw output is read instead
            order = next(orders)
            span.refs.note_tool_output(output, order)
            span.outputs.extend(
                (order, position, line)
                for line in output[:OUTPUT_STATUS_CHARS].splitlines()[:OUTPUT_STATUS_LINES]
                if line.strip()
            )
            for line in itertools.islice(_owed_lines(output[:100_000]), MAX_OWED_LINES):
                span.units.append(
                    Unit(
                        PENDING,
                        line,
                        next(orders),
                        position,
                        "tool",
                        cite,
                        prior=SECTION_PRIOR[PENDING] + RECENCY * at + OWED_PRIOR,
                        scale=TOOL_LINE_SCALE,
                    )
                )
            for line in itertools.islice(_error_lines(output[:100_000]), MAX_ERROR_LINES):
                span.units.append(
                    Unit(
                        FACTS,
                        clip(clean(line), 200),
                        next(orders),
                        position,
                        "tool",
                        cite,
                        prior=RECENCY * at * 0.5 - 1.0,
                        scale=TOOL_LINE_SCALE,
                    )
                )

    def _text(
        self,
        span: _Span,
        msg: Message,
        cite: str,
        position: int,
        at: float,
        orders: itertools.count[int],
        is_first: bool,
        is_last: bool,
    ) -> list[Unit]:
        """The sentences of a user or model message, each with its section and priority."""
        units: list[Unit] = []
        role = "user" if msg.role == "user" else "model"
        acting = role == "model" and bool(msg.tool_requests)
        inherited: str | None = None
        titled: str | None = None  # what the latest markdown heading names ("## 待办")
        offered = False
        in_table = False
        changes: tuple[int, int] | None = None  # a change table's before and after columns
        quoted = _quoted_paragraphs(msg.text)
        for piece, is_code in split_blocks(msg.text):
            if is_code:
                # Code in a message is a command or a file being written: its identifiers
                # feed the references; its lines are not notes.
                span.refs.note_tool_input(piece, position)
                continue
            bold_title = _BOLD_TITLE.match(piece)
            if bold_title:
                # "**Open questions**" on a line of its own titles what follows, as "##"
                # does; "**Done.**" says something and ends the title before it
                titled = inherited = cues.heading_section(bold_title.group(1).strip() + ":")
                in_table = False
                if titled:
                    continue
            if _MD_HEADING.match(piece):
                # "## Next steps", "## 三、风险和未决事项": a title for what follows, until the
                # next one; alone it states nothing
                titled = inherited = cues.heading_section(clean(piece) + ":")
                in_table = False
                continue
            row = piece.lstrip().startswith("|")
            if row and not in_table:
                # a table's header row names what its rows are ("Action | Owner | Due"),
                # or the heading above the table does
                in_table = True
                header = clean(piece)
                named = cues.heading_section(header + ":") if header else None
                inherited = named or titled
                # "| Flight | Was | Now |": each row states a value and the one it replaced
                changes = change_columns(piece)
                if named or changes:
                    continue
            elif not row and in_table:
                in_table = False
                inherited = titled
            raw = change_row(piece, changes) if row and changes else clean(piece)
            if not raw:
                continue
            # what the writer set in bold ("recall now covers **23 VINs**") is what they
            # meant the reader to keep
            emphasized = {
                span.strip().lower()
                for span in _EMPHASIS.findall(piece)
                if len(span.strip()) >= 2 and not span.strip().endswith((":", "："))
            }
            listed = item_key(piece)
            if cues.is_heading(raw):
                inherited = cues.heading_section(raw)
                offered = role == "model" and cues.is_proposal(raw)
            parts = _shorten(raw, span.estimator)
            parts_before_split = list(parts)
            sentence_of: dict[int, int] = {}
            if role == "user":
                # a user's sentence often does two things: "X is on leave -- reassign to Y"
                split = [(n, q) for n, p in enumerate(parts) for q in _user_clauses(p)]
                parts = [q for _, q in split]
                sentence_of = {k: n for k, (n, _) in enumerate(split)}
            first_unit = len(units)
            for part in parts:
                text = clip(prune(telegraphic(part)))
                # what the sentence does is read before chit-chat is cut ("OK, no X")
                unit = self._unit(part, role, cite, position, at, next(orders), acting)
                unit.text = text
                unit.list_key = listed
                unit.in_list = bool(listed) or _BULLET.match(piece) is not None
                unit.row = row
                if inherited and role == "model" and not cues.is_heading(text):
                    unit.section = inherited
                    unit.prior = SECTION_PRIOR[inherited] + RECENCY * at
                    unit.headed = inherited
                if quoted and any(raw in q for q in quoted):
                    # a letter or a message pasted in quotes says what its writer said:
                    # its "Do not return the vehicle" is no instruction of the speaker's,
                    # but its "Let's do Thursday instead" is its writer's decision
                    section = DECISIONS if cues.writer_decides(part) else FACTS
                    unit.section = section
                    unit.prior = SECTION_PRIOR[section] + RECENCY * at
                unit.proposed = offered and not cues.is_heading(text)
                if is_first and (
                    (len(units) < GOAL_SENTENCES and (unit.section != FACTS or key_terms(text)))
                    # a ground rule further down ("never as email attachments") binds the
                    # whole task like its opening
                    or (
                        role == "user"
                        and not (quoted and any(raw in q for q in quoted))
                        and cues.cues(part).constraint
                    )
                ):
                    # the opening of the first request is the goal; a long first message
                    # (a task with pasted instructions) competes beyond it like the rest
                    unit.section = GOAL
                    unit.goal = True
                if role == "model" and unit.section == OPEN and _ends_asking(text) and not is_last:
                    unit.prior += STALE_QUESTION_PRIOR / 2
                if emphasized and any(span in text.lower() for span in emphasized):
                    unit.prior += EMPHASIS_PRIOR
                if msg.is_final_answer and role == "model":
                    unit.prior += ANSWER_PRIOR
                    unit.answer = is_last  # the latest conclusion, named or not
                if cues.is_heading(text):
                    unit.prior -= 0.6  # a list's heading says little without its items
                units.append(unit)
            if sentence_of:
                whole = [parts_before_split[n] for n in sentence_of.values()]
                units[first_unit:] = _rejoin(units[first_unit:], list(sentence_of.values()), whole)
        if role == "model" and not acting:
            # a report to the user; thinking aloud between tool calls is not merged
            units = _doubted(units)
        if role == "model":
            # options laid out as a table's columns: each column is one option to pick;
            # its rows are already units, so the column is only kept once it is chosen
            for key, text in column_options(msg.text):
                unit = Unit(FACTS, clip(text), next(orders), position, role, cite, raw=text)
                unit.prior = SECTION_PRIOR[FACTS] + RECENCY * at
                unit.list_key, unit.in_list, unit.proposed, unit.column = key, True, True, True
                units.append(unit)
        if span.instruction_words:
            for unit in units:
                hits = len(stems(unit.text) & span.instruction_words)
                if hits and (not span.wants_numbers or re.search(r"\d", unit.text)):
                    unit.instructed = hits
        return units

    @staticmethod
    def _unit(
        text: str, role: str, cite: str, position: int, at: float, order: int, acting: bool
    ) -> Unit:
        narrating = acting and _NARRATION.match(text) is not None
        section = FACTS if narrating else cues.classify(text, role, acting=acting)
        if role == "user" and section in (FACTS, GOAL) and _sets_a_value(text):
            section = DECISIONS  # "改到6月28日", "make the cap €2M": the user sets a value
        prior = SECTION_PRIOR[section] + RECENCY * at
        if role == "user" and section == FACTS:
            prior += USER_FACT
        announced = acting and cues.is_immediate(text)  # "Let me check the logs"
        if acting:
            # thinking aloud between tool calls: worth less than what the turn concluded
            prior += ACTING_PRIOR + (NARRATION_PRIOR if narrating or announced else 0.0)
        if _RAW_LINE.search(text):
            prior += RAW_LINE_PRIOR  # a log line or a query pasted into prose
        unit = Unit(section, text, order, position, role, cite, prior=prior, raw=text)
        # what the call is about to do: its result says what came of it
        unit.narration = (
            acting
            and (announced or (_GERUND_LEAD.match(text) is not None and len(text.split()) <= 14))
            and not cues.commits_later(text)  # "I'll chase Ferrovia on Friday": owed work
        )
        return unit

    # -- carried work and state ---------------------------------------------------------
    @staticmethod
    def _resolve(units: list[Unit], outputs: list[tuple[int, int, str]]) -> None:
        """An open issue or pending action that a later message resolves leaves its section:
        a report of the work done (done, merged, sent...; or the action's own verb in the
        past tense: "raise the PO" -> "PO-8120 raised"), in the dialogue or in a tool's
        output line, about the same things; an answer to the open question (a later
        statement about its subject, not itself doubtful or asking)."""
        open_items = [
            u
            for u in units
            if not u.prefix
            and (
                u.section in (OPEN, PENDING)
                or (u.section == FACTS and u.scale == 1.0 and _FAILING.search(u.text))
            )
        ]
        if not open_items:
            return
        said = [u for u in units if u.role in ("user", "model", "tool") and u.scale == 1.0]
        for item in open_items:
            strong, words = _signature(item.text)
            past = _past_forms(item.text) if item.section == PENDING else frozenset()
            later = [u for u in said if u.order > item.order and u.message != item.message]
            resolver = next(
                (u.text for u in later if _resolves(item, strong, words, past, u.text, u.role)),
                None,
            )
            if resolver is None and item.section == PENDING:
                resolver = next(
                    (
                        line
                        for order, message, line in outputs
                        if order > item.order
                        and message != item.message
                        and _resolves(item, strong, words, past, line, "tool")
                    ),
                    None,
                )
            if resolver is None:
                continue
            if item.section == FACTS and _FAILING.search(resolver):
                continue  # still failing
            item.prefix = {PENDING: _DONE_PREFIX, OPEN: _ANSWERED_PREFIX}.get(
                item.section, _FIXED_PREFIX
            )
            if item.section != FACTS:
                # done work and answered questions matter less from now on; a failure
                # that was fixed is still the diagnosis
                item.section = FACTS
                item.prior = RESOLVED_PRIOR + (PREVIOUS_PRIOR if item.previous else 0.0)

    @staticmethod
    def _mark_stale(
        units: list[Unit], start: int, outputs: Sequence[tuple[int, int, str]] = ()
    ) -> None:
        prose = [u for u in units if u.text]
        statements = [
            Statement(
                u.order,
                u.message,
                u.text,
                defining=u.role in ("user", "previous") or u.section == DECISIONS,
                decides=u.section == DECISIONS and (u.role in ("user", "previous") or u.adopted),
                adopted=u.adopted,
                fresh=not u.previous and u.role != "tool",
                goal=u.section == GOAL,
                turn=u.turn if not u.previous else _previous_turn(u, start),
                # "1. Roll back to v4.6.3" among options the user did not take
                offered=u.proposed and u.section != DECISIONS,
            )
            for u in prose
        ]
        found = find_stale(statements)
        for index, values in find_replaced_names(statements).values.items():
            for raw, by in values.items():
                found.add(index, raw, by)
        _arrowed(prose, outputs, found)
        found.settle([u.message for u in prose])
        for index, values in found.values.items():
            prose[index].stale = values


def _arrowed(prose: list[Unit], outputs: Sequence[tuple[int, int, str]], found: Stale) -> None:
    """Values a later line wrote as a transition ("severity SEV-3 -> SEV-2" in a tool's
    status line, "小林 → 王经理" in a reply) are history in every sentence said before it."""
    lines = list(outputs)
    lines += [(u.order, u.message, u.text) for u in prose if u.role in ("user", "model")]
    for order, seq, line in lines:
        for old, new in transitions(line):
            for index, unit in enumerate(prose):
                if (
                    unit.order < order
                    and unit.message != seq
                    and not marks_history(unit.text)
                    and names_value(unit.text, old)
                ):
                    found.add(index, old, new, "written as a transition")


def _previous_turn(unit: Unit, start: int) -> int | None:
    """The user turn of a previous summary's item, for "said just before": the turn before
    the new material when its message is among the last few before it, else unknown."""
    if unit.message >= 0 and 0 <= start - unit.message <= RECENT_SEQS * 2:
        return -1
    return None


_NOTE = r"(?:\((?:superseded|previously)[^)]*\)|（旧值[^）]*）)"
_NOTES = re.compile(rf"\s*{_NOTE}")
_SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+|(?<=[。！？])|\n")


def previous_sentences(text: str) -> list[str]:
    """The sentences of a previous summary's bullet, each with its history note."""
    marked = re.sub(rf"({_NOTE})\s*", "\\1\n", text)
    out: list[str] = []
    for piece in _SENTENCE_BREAK.split(marked):
        piece = piece.strip()
        if not piece:
            continue
        if out and re.match(_NOTE, piece):
            out[-1] += " " + piece if not has_cjk(piece) else piece
        elif out and sentence_goes_on(out[-1], piece):
            out[-1] += " " + piece
        else:
            out.append(piece)
    return out or [text]


# A model's report that it has made a change: "Done: timeout = 800", "Switched to ...",
# "Changed ...", "Booked ...", 已改为 ...
_CARRIED_OUT = re.compile(
    r"^\W*(?:done|changed|set|switched|updated|applied|added|configured|pinned|booked|"
    r"rebooked|ordered|raised|created|moved|replaced|renamed|removed|reverted|bumped|"
    r"lowered|increased|reduced|scheduled|rescheduled|cancell?ed|now|sent|submitted|"
    r"accepted|signed|scaled|restored|enabled|disabled)\b|"
    r"^\W*[a-z]+ed\s*:|"
    r"\b(?:is|are) now\b|\bnow (?:runs?|uses?|has|have|at|on|points?)\b|\b(?:again|back)\W*$|"
    r"^\W*(?:已|好的，已)|(?:已经?|现在)(?:改|调|切|换|设|提|降|升|扩|缩|加|减|更新|生效)",
    re.I,
)


RECAP_ITEMS = 2  # items under a "Still to do" or "Open" heading that make a recap
SUPERSEDED_PRIOR = -1.5  # carried work no longer owed as written (not restated, replaced)


def restated(units: list[Unit]) -> None:
    """The model's latest list of what is still to do (or still open) is the state of that
    work: an earlier pending action or open issue it does not restate was done, dropped or
    folded into another item, and is no longer carried with priority."""
    for kind in (PENDING, OPEN):
        by_message: dict[int, list[Unit]] = {}
        for unit in units:
            if unit.headed == kind and not unit.previous:
                by_message.setdefault(unit.message, []).append(unit)
        recaps = [items for items in by_message.values() if len(items) >= RECAP_ITEMS]
        if not recaps:
            continue
        recap = recaps[-1]
        said = [_named(u) for u in recap]
        first = min(u.order for u in recap)
        for unit in units:
            if unit.section != kind or unit.order >= first or unit.message == recap[0].message:
                continue
            strong, words = _named(unit)
            if not any(strong & s or _shared_words(words, w) >= 2 for s, w in said):
                unit.prior += SUPERSEDED_PRIOR


AWAITED_PRIOR = 1.0  # a keyed list of the model's that the user has not answered yet


def awaited(offers: list[Unit], units: list[Unit]) -> None:
    """The numbered or lettered items the model last put to the user, not answered yet
    (options to pick from, steps to confirm, what is still to do), are what the user's next
    message will refer to ("Option 1.", "do 2 and 3"): they are kept first."""
    if not offers:
        return
    # offers stay listed across turns; those the user has spoken after are answered
    answered = max((u.order for u in units if u.role == "user"), default=-1)
    for unit in offers:
        if unit.list_key and not unit.previous and unit.order > answered:
            unit.prior += AWAITED_PRIOR


def overtaken(units: list[Unit]) -> None:
    """A pending action or open issue whose values were replaced since ("Marcus Bell has
    the pad tonight", then Priya has it) is no longer owed as written: it is not carried
    first. Called once the replaced values are marked."""
    for unit in units:
        if unit.stale and unit.section in (OPEN, PENDING) and not unit.prefix:
            unit.prior += SUPERSEDED_PRIOR


# The user putting something on hold ("Hold the bulk accept until I've slept on it", "don't
# publish yet", 先别发) and later letting it go ("Go ahead with the bulk accept", 发吧)
_HOLDS = re.compile(
    r"^\W*(?:please\s+|but\s+|and\s+)?(?:hold|wait (?:on|with)|park|pause|(?:don'?t|do not)\b"
    r"[^.;]{0,40}\b(?:yet|until|before))\b|^\W*(?:先别|先不要?|暂不|暂缓|等.{1,12}再)",
    re.I,
)
_RELEASES = re.compile(
    r"\b(?:go ahead|proceed|do it now|release|unblock|you can (?:now )?\w+)\b|"
    r"(?:^|[，,。])\s*(?:可以|现在)?(?:发|做|提交|执行|办)吧|可以(?:发|提交|执行)了",
    re.I,
)


def released(units: list[Unit]) -> None:
    """A hold the user later let go (the same work named again with "go ahead") is no
    decision any more: the go-ahead is."""
    lets_go = [
        (u.order, *_named(u))
        for u in units
        if u.role == "user" and _RELEASES.search(u.raw or u.text)
    ]
    for unit in units:
        # a carried one too: the hold was said in an earlier span, the go-ahead in this one
        if unit.role not in ("user", "previous") or unit.section != DECISIONS:
            continue
        if not _HOLDS.search(unit.raw or unit.text) or re.search(r"[;；]", unit.text):
            continue  # a hold said with other instructions keeps them
        strong, words = _named(unit)
        unit.released = any(
            order > unit.order and (strong & l_strong or _shared_words(words, l_words) >= 2)
            for order, l_strong, l_words in lets_go
        )


def _named(unit: Unit) -> tuple[set[str], set[str]]:
    """A unit's signature without bare figures: "by 18:00" names no piece of work."""
    strong, words = _signature(unit.raw or unit.text)
    return {t for t in strong if not re.fullmatch(r"[\d:.,/-]+", t)}, words


def _refile(unit: Unit, section: str) -> None:
    """Move ``unit`` to ``section``, its priority with it."""
    unit.prior += SECTION_PRIOR[section] - SECTION_PRIOR[unit.section]
    unit.section = section


def _terse_pick(text: str) -> bool:
    """A pick said in a few words that name nothing: "B.", "the second one", "yes, both",
    按方案二, 加吧."""
    if has_cjk(text):
        return len(re.sub(r"\W", "", text)) <= 6
    return len(text.split()) <= 3 and not key_terms(text)


def _carry_out(units: list[Unit], decided: list[Unit]) -> None:
    """The model reporting that it carried out the user's decision states the decision
    with its values ("Go with 800ms, retries 0" -> "Done: timeout = 800ms, retries = 0"):
    such a report is a decision too, not a fact."""
    said = [_signature(unit.raw or unit.text) for unit in decided]
    picks = [unit for unit in decided if unit.role == "user"]
    terse = bool(picks) and all(_terse_pick(unit.raw or unit.text) for unit in picks)
    reported = False  # "Sent." or "Done." alone: the next sentence says what was done
    for unit in units:
        after_report, reported = (
            reported,
            bool(_CARRIED_OUT.search(unit.text) and len(unit.text.split()) <= 2),
        )
        if unit.section != FACTS or unit.role != "model":
            continue
        if not (after_report or _CARRIED_OUT.search(unit.text)):
            continue
        if terse:
            # "B.", "the second one", 按方案二: the pick names nothing the report could
            # repeat; the report of what was done is the decision's substance
            _refile(unit, DECISIONS)
            continue
        s, w = _signature(unit.text)
        for strong, words in said:
            # Chinese character pairs count half a word ("升到" + "分片" is one); a terse
            # instruction ("Extend to Jan 9.") has one word to share
            needed = 1 if has_cjk(unit.text) else min(2, len(words))
            if s & strong or (needed and _shared_words(w, words) >= needed):
                _refile(unit, DECISIONS)
                break


# News passed on: someone else changed it ("Daniel pinged: new ETA Friday", 财务说改到...)
_REPORTED = re.compile(
    r"\b(?:pinged|said|says|told|wrote|writes|confirmed|reported|emailed|replied|informed|"
    r"called|messaged|according to|heard|got back|came back|just (?:moved|changed|extended|"
    r"pushed|raised|lowered))\b|说|通知|回复|告诉|反馈|来电",
    re.I,
)
# The user choosing: an imperative, "let's", "we'll", "I want", or a Chinese clause
_CHOOSING = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|then|and|also|yes|fine|please|actually|but|no)\b[\s,.:;!-]*)*"
    r"(?:let'?s|we(?:'ll| will| are going to|'re going to)|i(?:'d| would)? (?:want|like|need)|"
    r"(?!the\b|this\b|that\b|it\b|they\b|he\b|she\b|we\b|i\b|our\b|their\b)[a-z]+\b)",
    re.I,
)


# A line of a tool's output reporting an action done: "BOOKED block HB-88163 ...",
# "approval AP-2026-11-04471 submitted", "order.max_tickets 8 -> 4 (rev 4479)",
# "[main 3c5e0fd] ca-bundle v2026.3", "订单 BC-RZ-07 已确认", a JSON record's id
# the keys of a JSON record an action created ("id", "order_id", "booking" ...)
_RECORD_KEYS = r"id|\w+_id|batch|ref|reference|number|ticket|order|booking|confirmation|rev"
_ACTION_DONE = re.compile(
    r"^\W*(?:(?:[A-Z]+ )*[A-Z]{2,}(?:ED|OK)\b|[A-Za-z]+ed\b|"
    r"(?:sent|set|paid|held|made|put|split|done|ok|success)\b)|"
    r"\b(?:submitted|created|moved|published|updated|booked|confirmed|approved|merged|deployed|"
    r"executed|applied|issued|scheduled|rescheduled|extended|raised|lowered|changed|saved|held|"
    r"placed|reserved|assigned|reassigned|granted|accepted|signed|filed|opened|amended|"
    r"revised|modified|adjusted|postponed|renewed)\b|"
    # a field shown with the value it replaced: "Period: 16-26 Jan 2025 (was 16-22 Jan 2025)"
    r"\S\s*\((?:was|previously)\s[^)]+\)|"
    r"\S\s*(?:->|→)\s*\S|^\[[\w/.-]+ [0-9a-f]{7,}\]|"
    # the same the Chinese way: "负责人  原 李娟  现 张涛", "账面 原 2,180 现 1,940"
    r"原\s*[^\s，,；;]{1,40}\s+现\s*\S|"
    rf"^\s*\"(?:{_RECORD_KEYS})\"\s*:|"
    r"(?:已|成功)(?:确认|提交|取消|创建|发送|发出|预订|预定|下单|生效|更新|修改|完成|受理|发布|签署|"
    r"签订|预约|登记|开通|办理|录入|下发|批准|备案)|成功$"
)
ACTION_SCAN = 40  # first lines of an output searched for its report (logs around it skipped)
# ... not a line that only reports reading or checking ("passed release-2.4 / i386",
# "queued mid=t-55c9"), a negated action ("not booked"), a merge conflict, a table row
_NOT_AN_ACTION = re.compile(
    r"^\W*un[a-z]+ed\b|"  # "Unfilled: HCA N 20/01": what is still not done
    r"^\W*(?:passed|failed|queued|notified|received|loaded|fetched|found|matched|listed|"
    r"returned|checked|scanned|parsed|compiled|built|skipped|ignored)\b|"
    # a field that estimates or asks, not a report of something done: "Estimated
    # completion: 17:30", "Expected delivery: Oct 16", "Required documents: ..."
    r"^\W*(?:estimated|expected|required|needed|proposed|suggested|recommended|planned|"
    r"projected|forecast(?:ed)?|anticipated|affected|requested by)\b|"
    # a test run's "ok  pkg/path 0.014s", a logger's "[license_report] dedup -> 1,611",
    # a scanner's "Fixed in: pkg@v1.6.5": what a tool reports, not what it did
    r"^\W*ok\s+\S+/\S+|^\[[a-z_][\w.-]*\]\s|^\W*fixed in\b|"
    r"\b(?:not|never|no)\s+(?:yet\s+)?(?:been\s+)?[a-z]+ed\b|\bconflict|\|.*\||"
    # a timestamp field ("Started: 2025-09-16 11:30 UTC"), a wrapped line of prose going on
    # from the one before ("and writes into an unmounted container -> zero-length files"),
    r"^\W*[a-z]+ed\s*:\s*\d{4}-\d\d-\d\d|^\s*(?:and|or|but|so|then|which|that|because)\b|"
    r"^\s*[0-9a-f]{7,40}\s",  # a line of a commit log: history listed, not done now
    re.I,
)
# ... except one that reports something undone: what it names is history now, and the
# user's instruction already records the decision ("Cancel the Ridgeline block")
_UNDONE = re.compile(
    r"^\W*(?:cancell?ed|removed|deleted|released|revoked|withdrawn|voided|dropped)\b|已?(?:取消|删除|撤销|作废)",
    re.I,
)
_WORD_LIKE = re.compile(r"[A-Za-z]{2,}|[\u4e00-\u9fff]")
# A record's number on a line of its own: "招标编号：ZB-2025-EV-003", "Booking ref: HB-88163"
_RECORD_NUMBER = re.compile(
    r"^\W*[\w\u4e00-\u9fff .-]{0,16}?(?:编号|单号|受理号|订单号|合同号|\bid|\bnumber|\bno\.?|"
    r"\bref(?:erence)?|\bconfirmation|[\u4e00-\u9fff](?:号|凭证|编码))"
    # "任务号     RC-20241230-01": a form's field may stand in a column, without a colon
    r"(?:\s*[#:：]{1,2}\s*|\s{2,})[A-Za-z0-9][\w./-]*\d",
    re.I,
)
# "count_task_update: 成功", "OK": that it worked, with nothing of what it did
_SUCCESS_ONLY = re.compile(
    r"^\W*(?:[\w.-]+\s*[:：]\s*)?(?:成功|success(?:ful(?:ly)?)?|ok|done|completed?)\W*$", re.I
)
_JSON_ID = re.compile(rf'^\s*"({_RECORD_KEYS}|event)"\s*:')
# a JSON record's field, read as "claim_id: CLM-88214" rather than '"claim_id": "CLM-88214",'
_JSON_FIELD = re.compile(r'^\s*"([\w.-]+)"\s*:\s*"?(.*?)"?\s*,?\s*$')
_CODE_LINE = re.compile(r"[;{}]\s*$|^\s*(?:for|if|while|return)\b\s*\(")
_ANGLED = re.compile(r"<[^<>\s]{1,200}>")
# A tool named for reading ("drive_read", "gmail_search", "web_fetch", "kisi_export")
# reports what it found, not an action the user decided; "update_status" still writes
_READING_VERB = re.compile(
    r"read|get|fetch|search|list|query|find|lookup|view|show|describe|export|inspect|browse|"
    r"download|"
    # tools that work something out rather than change anything: "crash_symbolicate",
    # "lease_calculate", "schedule_validate", "cost_estimate", "po_preview" (not "check":
    # "check_in" is an action)
    r"symbolicate|analy[sz]e|validate|verify|lint|scan|count|calculate|compute|"
    r"estimate|preview|simulate|compare|diff|status|stats|logs?|audit|trace|ping|probe"
)
_WRITING_VERB = re.compile(
    r"update|set|create|add|send|post|put|patch|delete|remove|save|write|book|submit|publish|"
    r"apply|cancel|move|assign|approve|append|upload"
)


def _reading_tool(name: str) -> bool:
    words = re.split(r"[_.\-]+", name.lower())
    reads = any(_READING_VERB.fullmatch(w) for w in words)
    return reads and not any(_WRITING_VERB.fullmatch(w) for w in words)


ACTION_LINES = 2  # of such an output, kept as the record of the decision carried out
_EARLIER_LIST = re.compile(
    r"^\W*(?:previous|earlier|prior|older|past|recent|last \d+)?\s*(?:entries|events|history|"
    r"changes|revisions|versions|log|activity|updates|notes)\s*:\s*$|^\W*(?:history|历史|此前|以往)"
    r"[^:：]{0,20}[:：]\s*$",
    re.I,
)


# A tool that creates to-dos ("task_create", "reminder_add", "todo.create"), or an output
# saying it did ("Created 9 tasks", 已创建 9 条待办): each task it lists is work still to do
_TASK_TOOL = re.compile(
    r"(?:task|todo|to_do|reminder|action_item)s?[_.-]?(?:create|add|new|batch)|"
    r"(?:create|add|new)[_.-]?(?:task|todo|reminder|action_item)",
    re.I,
)
_TASKS_CREATED = re.compile(
    r"\b(?:created|added)\s+\d+\s+(?:tasks|to-?dos|reminders|action items)\b|"
    r"已?(?:创建|新建|添加)了?\s*\d+\s*[条个项]\s*(?:待办|任务|提醒)",
    re.I,
)
_TASK_LINE = re.compile(
    r"^\s*[-*•]?\s*(?i:(?:created|added|new)\s+(?:task\s+|to-?do\s+|reminder\s+)?)?"
    r"([A-Z][A-Z0-9]*-?\d[\w-]*)\b\s*[:：|,;—–-]?\s*(\S.*)$"
)
MAX_TASKS = 8


def _created_tasks(
    name: str,
    output: str,
    given: Any,
    cite: str,
    seq: int,
    at: float,
    orders: itertools.count[int],
) -> list[Unit]:
    """The tasks a to-do tool created, one pending action each, with its id ("TD-4406
    ATA 补材料：盖章货物清单、银行保函 ¥96,300 ..."): the list the agent made of what is still
    to do, often said nowhere else. ``given`` is the call's input: a tool that answers only
    "OK task TSK-22817 created" was told the task's title there."""
    head = output[:OUTPUT_STATUS_CHARS]
    if PLACEHOLDER_MARK in head[:200] or not (
        _TASK_TOOL.search(name) or _TASKS_CREATED.search(head)
    ):
        return []
    tasks: dict[str, str] = {}
    for line in output[:20_000].splitlines()[:80]:
        m = _TASK_LINE.match(line)
        if not m or len(_WORD_LIKE.findall(m.group(2))) < 2:
            continue
        text = clean(line)
        if len(text) > len(tasks.get(m.group(1), "")):
            tasks[m.group(1)] = text  # the longest line about a task: its details
    if not tasks:
        # records: a JSON list of the tasks made, or the call's own task with the id it got
        records = _json_records(output) or ([given] if isinstance(given, dict) else [])
        for record in records:
            task = _task_record(record, output if record is given else "")
            if task:
                tasks.setdefault(task[0], task[1])
    return [
        Unit(
            PENDING,
            clip(text, 200),
            next(orders),
            seq,
            "tool",
            cite,
            prior=SECTION_PRIOR[PENDING] + RECENCY * at,
        )
        for text in list(tasks.values())[:MAX_TASKS]
    ]


# A task record's fields, by what their keys say
_TITLE_KEY = re.compile(
    r"^(?:title|name|summary|subject|text|task|content|标题|名称|内容|事项)$", re.I
)
_DUE_KEY = re.compile(r"^(?:due|due_?(?:date|at|by)|deadline|when|截止(?:日期|时间)?|到期)$", re.I)
_OWNER_KEY = re.compile(r"^(?:owner|assignee|assigned_?to|who|负责人|责任人)$", re.I)
_ID_KEY = re.compile(r"^(?:id|key|ref|number|task_?id|编号|待办编号)$", re.I)
# The id a task tool gave: "OK task TSK-22817 created", "待办编号：PT-2025-1189", "tsk_5531"
_GIVEN_ID = re.compile(
    r"(?:created|task|reminder|to-?do|编号|\bid)\W{0,3}(?:task\s+)?"
    r"([A-Za-z][A-Za-z0-9]*[-_]?\d[\w-]*)",
    re.I,
)


def _json_records(output: str) -> list[dict[str, Any]]:
    """The objects of the first JSON list or object in ``output`` (after a status line)."""
    start = min((i for i in (output.find("["), output.find("{")) if i >= 0), default=-1)
    if start < 0:
        return []
    try:
        value, _ = json.JSONDecoder().raw_decode(output[start:20_000])
    except (ValueError, RecursionError):  # a tool's output is not trusted to be sane JSON
        return []
    items = value if isinstance(value, list) else [value]
    return [item for item in items if isinstance(item, dict)]


def _task_record(record: dict[str, Any], output: str) -> tuple[str, str] | None:
    """(id, "TSK-22817: title (due ..., owner)") of one task record; None without a title.
    ``output``: the tool's answer, where the id of a task made from a call's input is."""

    def field(key: re.Pattern[str]) -> str:
        value = next((v for k, v in record.items() if key.match(str(k))), "")
        return clean(str(value)) if isinstance(value, str | int) else ""

    title = field(_TITLE_KEY)
    if len(_WORD_LIKE.findall(title)) < 2:
        return None
    found = _GIVEN_ID.search(output[:2000]) if output else None
    task_id = found.group(1) if found else field(_ID_KEY)
    due, owner = field(_DUE_KEY), field(_OWNER_KEY)
    details = ", ".join(x for x in (f"due {due}" if due else "", owner) if x)
    text = f"{task_id}: {title}" if task_id else title
    return task_id or title, f"{text} ({details})" if details else text


_TASK_RECORD = re.compile(
    r"\b(?:created|opened|added|scheduled)\b\W+(?:\w+\W+){0,2}?(?:task|to-?do|reminder|"
    r"follow-?up|action item)\b|\b(?:task|reminder|todo)_(?:create|add)\b|"
    r"(?:待办|任务|提醒)(?:已)?(?:创建|新建|添加)|(?:创建|新建|添加)(?:了)?(?:待办|任务|提醒)",
    re.I,
)


def _carried_out(
    outputs: list[str],
    cite: str,
    seq: int,
    at: float,
    orders: itertools.count[int],
) -> list[Unit]:
    """What a tool reports of carrying out the user's decision ("Move the block to Cedar
    Court" -> "BOOKED block HB-88163 Cedar Court Hotel rooms 22") records the decision with
    the identifiers it got: a booking, an order, a letter's number. Called for the tool
    outputs of a turn whose user message decided something."""
    out: list[Unit] = []
    for output in outputs:
        head = _record_lines(output[:8000])[:ACTION_SCAN]
        # "Previous entries:", "History:": what follows was done before, not now
        cut = next((k for k, line in enumerate(head) if _EARLIER_LIST.match(line)), len(head))
        lines = [
            clean(line)
            for line in head[:cut]
            if 0 < len(line.strip()) <= 300
            and not _RAW_LINE.search(line)
            and not _ERROR_WORD.search(line)
            and _ACTION_DONE.search(line)
            and not _UNDONE.search(line)
            and not _NOT_AN_ACTION.search(line)
            and not _CODE_LINE.search(line)
            and not _SUCCESS_ONLY.match(line)
            and len(_WORD_LIKE.findall(_ANGLED.sub("", line))) >= 3
        ]
        # a key repeated is a listing of records ("order": ... in a preview), not the
        # record an action created
        keys = Counter(m.group(1) for line in lines if (m := _JSON_ID.match(line)))
        lines = [
            line for line in lines if not ((m := _JSON_ID.match(line)) and keys[m.group(1)] > 1)
        ]
        lines = [_JSON_FIELD.sub(r"\1: \2", line) for line in lines if line][:ACTION_LINES]
        if not lines:
            continue
        if not any(re.search(r"\d", line) for line in lines):
            # "招标项目已发布" names nothing: the record's number is on a line of its own
            # ("招标编号：ZB-2025-EV-003", "Confirmation #: HB-88163")
            numbered = next((clean(x) for x in head[:cut] if _RECORD_NUMBER.match(x)), "")
            lines = [*lines, numbered] if numbered else lines
        text = clip("; ".join(lines), 240)
        if not key_terms(text):
            continue
        # a task or reminder it created is work still to do, not the choice made
        section = PENDING if _TASK_RECORD.search(text) else DECISIONS
        out.append(
            Unit(
                section,
                text,
                next(orders),
                seq,
                "tool",
                cite,
                prior=SECTION_PRIOR[section] + RECENCY * at + CARRIED_OUT_PRIOR,
            )
        )
    return out


def _record_lines(output: str) -> list[str]:
    """The lines of a tool output; a record on one line of JSON (``{"dispute_id": "DSP-1",
    "status": "filed"}``) one field per line, as an API that pretty-prints gives it."""
    text = output.strip()
    if text.startswith("{") and "\n" not in text:
        try:
            record = json.loads(text)
        except ValueError:
            record = None
        if isinstance(record, dict):
            return json.dumps(record, indent=2, ensure_ascii=False).splitlines()
    return output.splitlines()


# How a plain sentence instructs: "Then the clinic moves to the 21st", "So completion
# becomes August 7", "Lucia picks up Millbrook", 那就 21-23日, 发吧, 审批改由钱总处理
_INSTRUCTS = re.compile(
    r"^\W*(?:then|so|ok(?:ay)?,? so|in that case|fine|alright|right)\b[,\s]+(?!(?:it|that|this|there)"
    r"\s+(?:is|was|were|has|had)\b)|"
    r"\b(?:becomes?|moves? (?:to|up|back)|goes (?:to|up|down|back)|switch(?:es)? to|picks? up|"
    r"takes? over|stays? (?:at|on|in|with)|changes? to|is moved to|are moved to)\b|"
    r"^\W*(?:go|move|switch|push|cut|raise|lower|counter|use|keep|drop|send|book|cancel|submit|"
    r"publish|reply|add|remove|put|make|set|start|stop|pause|resume|roll)\b(?! (?:is|was|are)\b)|"
    r"^\W*(?:那就|那么就|就按|那|好[，,])|吧[。！!]?$|(?:改由|改成|改到|换成|切到|砍到|降到|提到|推到|挪到|调到|"
    r"定在|现在就|不考虑|不用了|取消掉)",
    re.I,
)


def _acted_on(said: list[Unit]) -> list[Unit]:
    """The user said how things are to be and the model went straight to its tools: the
    user's plain statements with a value ("So completion becomes August 7", "Lucia picks
    up Millbrook", 那就换北辰的 Venice 2) were instructions, and what they set is decided."""
    promoted = []
    for unit in said:
        if unit.section != FACTS or unit.goal or unit.role != "user":
            continue
        c = cues.cues(unit.raw or unit.text)
        if c.question or c.unknown or c.open or _REPORTED.search(unit.raw or unit.text):
            continue
        if not (key_terms(unit.text) or has_cjk(unit.text)):
            continue
        if not _INSTRUCTS.search(unit.raw or unit.text) and not cues.is_imperative_by_shape(
            unit.raw or unit.text
        ):
            continue  # "Jonas is on vacation until June": news, not an instruction
        _refile(unit, DECISIONS)
        promoted.append(unit)
    return promoted


# "Two changes: peak LR 1.0e-4 and warmup 500": what follows is what the user sets
_CHANGE_LIST = re.compile(
    r"^\W*(?:(?:one|two|three|four|a few|some|small|quick|\d)\s+)?(?:changes?|edits?|tweaks?)\s*:",
    re.I,
)


def _sets_a_value(text: str) -> bool:
    """The user giving something a new value ("move the dinner to 20:15", 改到周五上午) —
    not a question, not hedged, not news of someone else's change."""
    if _asks(text) or _REPORTED.search(text):
        return False
    if not has_cjk(text) and not (
        (_CHOOSING.match(text) and cues.cues(text).directive)
        or cues.has_imperative(text)
        or _CHANGE_LIST.match(text)
    ):
        return False
    return any(m.change and not m.hedged and not m.bound for m in mentions(text, 0))


def _chosen(unit: Unit, offered: list[Unit], earlier: list[Unit], *, first: bool) -> list[Unit]:
    """The items of the model's last reply that the user's agreeing or deciding sentence
    takes: the options it names by key ("option a", "2", 方案二) or by a name only some of
    them carry ("go with Kestrel"), in that reply or the options offered a few turns back
    (``earlier``); failing both, when it opens the user's message, the proposals of that
    reply ("sounds good, do that")."""
    text = unit.raw or unit.text
    keys = chosen_keys(text)
    if len(text.split()) <= 8:
        keys |= set(_CHOSEN_ITEMS.findall(text))
    for pool in (offered, earlier):
        listed = [u for u in pool if u.list_key]
        if keys and listed:
            last = listed[-1].list_key
            picked = [
                u for u in listed if u.list_key in keys or ("last" in keys and u.list_key == last)
            ]
            if picked:
                # one list: the latest offer of each key
                latest = {u.list_key: u for u in picked}
                return list(latest.values())
    names = named_choices(text)
    for pool in (offered, earlier) if names else ():
        options = [u for u in pool if u.in_list or u.proposed]
        low = {id(u): (u.raw or u.text).lower() for u in options}
        picked = [u for u in options if any(n in low[id(u)] for n in names)]
        if picked and len(picked) < len(options):
            return picked + [
                u for u in offered if not u.list_key and cues.is_proposal(u.raw or u.text)
            ]
    if not first:
        return []
    # a warning or an unknown in that reply is not what the user agreed to
    return [
        u
        for u in offered
        if ((u.proposed or cues.is_proposal(u.raw or u.text)) and u.section != OPEN)
        or cues.offered_action(u.raw or u.text) is not None
    ]


# What a tool's output says is still owed, by someone, by a date: "please pay the fee by
# 2027-10-11", "step 2: pending (assignee: Owen Tracy)", 请于 10月11日 前缴纳, 到期日 12-20，未办理
_OWED = re.compile(
    r"\b(?:please|kindly)\b[^.;\n]{0,80}?\b(?:by|before|no later than)\s+(?:\w+day|\d|"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*|end of|next)|"
    r"\b(?:due|deadline|respond by|reply by|expires?|expiry)\s*[:=]?\s*(?:on |by )?"
    r"(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\s+\d)|"
    r"\bpending\s*\((?:assignee|approver|owner|with)\b|\baction required\b|"
    r"[请须需]于.{1,20}?前|(?:到期日|截止日?期?)\s*[:：]?\s*\S{0,4}\d[^，,。；;]{0,16}[，,]\s*未|"
    r"(?:日|号)前(?:告诉|通知|回复|缴纳|提交|确认|答复)",
    re.I,
)
_LOG_PREFIX = re.compile(
    r"^\W*\d{4}-\d\d-\d\d[T ][\d:.]+Z?\s+(?:(?:DEBUG|INFO|WARN|WARNING|ERROR|NOTICE)\s+)?"
    r"(?:\[[^\]]{1,40}\]\s*)?",
    re.I,
)
_CLAUSE_END_OWED = re.compile(r"(?<=[.;!?。；！？])\s*")
OWED_PRIOR = -1.0  # kept when the budget has room: the dialogue usually restates it
MAX_OWED_LINES = 1


def _owed_lines(text: str) -> Iterator[str]:
    """Sentences of a tool output saying what is still owed, and by when."""
    above = ""  # the last line with words: what a bare field ("expires: 2025-06-09") is about
    for line in text.splitlines():
        if len(line) > 2000:
            continue
        line = _LOG_PREFIX.sub("", line)
        m = _OWED.search(line)
        if not m:
            if len(_WORD_LIKE.findall(line)) >= 2:
                above = line
            continue
        if len(_WORD_LIKE.findall(line)) < 3 and above:
            # "Build 1190 (4.2.0) ... / expires: 2025-06-09": the field with what it is about
            piece = clean(f"{above.strip()}; {line.strip()}")
        else:
            # the sentence around it, not the whole line
            start = 0
            for cut in _CLAUSE_END_OWED.finditer(line, 0, m.start()):
                start = cut.end()
            end_m = _CLAUSE_END_OWED.search(line, m.end())
            piece = clean(line[start : end_m.end() if end_m else len(line)])
        # a row that also reports it settled ("answered 2026-02-27 (due 2026-02-09)",
        # "paid ... due Mar 3") owes nothing any more
        if piece and key_terms(piece) and not cues.cues(piece).done:
            yield clip(piece, 200)


def _error_lines(text: str) -> Iterator[str]:
    """Lines of a tool output that report an error, first ones first."""
    end = -1
    low = text.lower()
    # lower() keeps positions unless a character changes length (rare outside ASCII)
    found = _ERROR_WORD_LOWER.finditer(low) if len(low) == len(text) else _ERROR_WORD.finditer(text)
    for m in found:
        if m.start() <= end:
            continue  # the same line
        start = text.rfind("\n", 0, m.start()) + 1
        end = text.find("\n", m.end())
        end = len(text) if end < 0 else end
        line = text[start:end]
        if len(line.strip()) > 10:
            yield line


def _resolves(
    item: Unit, strong: set[str], words: set[str], past: frozenset[str], text: str, role: str
) -> bool:
    """Whether ``text`` (said later by ``role``) resolves the open ``item``."""
    l_strong, l_words = _signature(text)
    shared_strong, shared_words = len(strong & l_strong), _shared_words(words, l_words)
    # a yes/no question answered by a statement of its proposition; Chinese character
    # pairs count half a word, and the proposition's verb matched is most of the evidence
    if (
        item.section == OPEN
        and role != "tool"
        and shared_words >= (1 if has_cjk(item.text) else 2)
        and _settles(item.text, text, cues.cues(text))
    ):
        return True
    if not (shared_strong or shared_words >= 2):
        return False
    said = cues.cues(text)
    # the action's verb in the past tense, in a sentence that is not itself still to do
    # or unknown ("Nobody owns the red-team rerun yet" does not do "rerun the suite")
    acted_on = bool(past and past & set(_WORDS.findall(text.lower()))) and not (
        said.pending or said.open or said.unknown or said.question
    )
    done = cues.is_done(text) or acted_on
    if item.section == OPEN:
        if done:
            # a report answers when it names the same things and says enough about them;
            # a question ("whether rounding is acceptable for FR02") only when it names
            # the question's own identifiers, not by words a report of other work shares
            if _ASKS.search(item.text):
                ids = {t for t in strong if _IDENTIFYING.search(t)}
                if ids and not ids & l_strong:
                    return False  # it does not name what the question is about
                return bool(shared_strong and shared_words)
            return bool((shared_strong and shared_words) or shared_words >= 3)
        if role == "tool":
            return False
        c = cues.cues(text)
        # an answer: confirmed, replied, turned out..., about the question's subject,
        # neither doubting nor asking again
        answer = _ANSWER.search(text) is not None and not (
            c.question or c.open or c.unknown or c.pending or c.proposal
        )
        return answer and shared_strong >= 1 and shared_words >= 2
    if not done:
        return False
    if role == "tool":
        return shared_strong >= 1
    # the same work: its verb in the past tense, or the same thing and something said of
    # it ("sent the diff to Hanna" does not do "Hanna signs off by Friday")
    acted = acted_on
    asked = _ASKING_FOR.search(item.text) is not None  # what was asked for, now delivered
    return bool(
        (acted and shared_strong >= 1)
        or (asked and shared_strong >= 1 and shared_words >= 1)
        or shared_strong >= 2
        or (shared_strong >= 1 and shared_words >= 2)
        or shared_words >= 3
    )


# A yes/no question names its proposition right after the interrogative: "whether the
# customer accepts", 是否接受, 要不要单独理赔. A later plain statement that says that
# proposition (with its verb) answers it, yes or no, even with no identifier to match.
_YES_NO = re.compile(
    r"(?:是否|能否|要不要|能不能|会不会|有没有|是不是|可不可以)\s*([\u4e00-\u9fff]{2})|"
    r"\bwhether\s+(?:or not\s+)?(?:the |a |an |to |our |their |they |we |it |he |she )?"
    r"([a-z][\w-]+)(?:\s+([a-z][\w-]+))?",
    re.I,
)


def _settles(question: str, text: str, said: cues.Cues) -> bool:
    """Whether ``text`` states the proposition of the yes/no ``question`` as settled:
    not asking, doubting or putting it off itself, and naming what the question asks."""
    if said.question or said.open or said.unknown or said.pending or said.handover:
        return False  # still asking, doubting, or handing the question to someone
    if _YES_NO.search(text):
        return False  # "确认在途库存能否提前到仓": the same question, passed on
    m = _YES_NO.search(question)
    if not m:
        return False
    if m.group(1):
        return m.group(1) in text
    low = {stem(w) for w in _WORDS.findall(text.lower())}
    asked = [w for w in (m.group(2), m.group(3)) if w and w.lower() not in STOP]
    return bool(asked) and all(stem(w.lower()) in low for w in asked)


_WORDS = re.compile(r"[a-z]+")
_IDENTIFYING = re.compile(r"\d")  # "fr02", "inc-4821", "99.95%": what a question is about
_ASKS = re.compile(r"\?|？|\bwhether\b|是否|[吗呢](?:[\s。]|$)", re.I)
_ASKING_FOR = re.compile(
    r"\b(?:ask|asks|asked|request|requested|wait(?:ing)? (?:for|on)|chase|ping|follow up)\b|问|催|等",
    re.I,
)
# Words that answer a question: someone confirmed, replied, found out
_ANSWER = re.compile(
    r"\b(?:confirm(?:s|ed)|turns? out|turned out|verified|answered|replied|responded|got back|"
    r"(?:says|said|wrote)(?: that)?|according to|it is|it's|yes,|no,|includes?|included|"
    r"does(?:n't| not)?|is(?:n't| not)? (?:included|covered|needed|required|allowed))\b|"
    r"确认|回复|答复|是的|不是|包含|不含|已查到|查到",
    re.I,
)
# Past forms that do not add -ed: what a report of work done says instead of the verb
_IRREGULAR_PAST = {
    "send": "sent", "make": "made", "do": "done", "write": "written", "pay": "paid",
    "buy": "bought", "get": "got", "give": "given", "take": "taken", "run": "ran",
    "set": "set", "put": "put", "build": "built", "find": "found", "tell": "told",
    "bring": "brought", "keep": "kept", "leave": "left", "begin": "begun", "draw": "drawn",
    "shut": "shut", "cut": "cut", "rebuild": "rebuilt", "rewrite": "rewritten",
    "resend": "resent", "rerun": "rerun", "hold": "held", "sell": "sold", "speak": "spoken",
    "forward": "forwarded", "ship": "shipped", "plan": "planned", "drop": "dropped",
    "stop": "stopped", "tag": "tagged", "log": "logged", "file": "filed",
}  # fmt: skip


def _past_forms(text: str) -> frozenset[str]:
    """Past tenses of the words of a pending action ("raise the PO" -> raised), so that a
    later "PO-8120 raised" reads as it done. Nouns get forms too; they match nothing."""
    out = set()
    for word in _WORDS.findall(text.lower()):
        if len(word) < 3 or word in STOP:
            continue
        if word in _IRREGULAR_PAST:
            out.add(_IRREGULAR_PAST[word])
        elif word.endswith("e"):
            out.add(word + "d")
        elif word.endswith("y") and word[-2:-1] not in "aeiou":
            out.add(word[:-1] + "ied")
        elif not word.endswith(("ed", "ing", "s")):
            out.add(word + "ed")
    return frozenset(out)


def _signature(text: str) -> tuple[set[str], set[str]]:
    """(identifiers and numbers, longer content stems) of ``text``, to match an item with
    the message that resolves it."""
    terms = key_terms(text)
    # identifiers and numbers; a name alone (weight 0.5) says who, not what was done
    strong = {t for t, w in terms if w >= 0.7 or w == ALLCAPS}
    names = {t for t, w in terms if w < 0.7}
    words = {
        stem(w)
        for w in content_words(text)
        if (len(w) >= 4 or has_cjk(w)) and not re.search(r"\d", w) and w not in names
    }
    # Chinese runs have no spaces: their character pairs ("照片", "视频") stand in for words
    for run in _CJK_RUN.findall(text):
        words.update("\u3000" + run[i : i + 2] for i in range(len(run) - 1))
    return strong, words


_CJK_RUN = re.compile(r"[\u4e00-\u9fff]{2,}")


def _shared_words(words: set[str], other: set[str]) -> int:
    """Shared words; two shared Chinese character pairs count as one word."""
    shared = words & other
    pairs = sum(1 for w in shared if w.startswith("\u3000"))
    return len(shared) - pairs + pairs // 2


# A sentence that opens by pointing back ("They could be ...", "It may not ...", 这可能...)
_POINTS_BACK = re.compile(
    r"^\W*(?:(?:but|and|so)\s+)?(?:they|it|this|that|these|those)\b|^\W*(?:这|它|他们|这些)", re.I
)


def _names_replaced(ref: str, replaced: set[str]) -> bool:
    """``ref`` is named after a replaced build, commit or version ("Starfall-4.12.1-8812.aab"
    once build 8812 was replaced): a file or tag of what is history now."""
    parts = set(re.split(r"[-_/.:@#]+", ref.lower()))
    return any(value in parts and len(value) >= 4 and re.search(r"\d", value) for value in replaced)


def _doubted(units: list[Unit]) -> list[Unit]:
    """A finding followed by a doubt about it ("6 van records have no batch. They could be
    VD-2307C.") is one open issue: the doubt alone names nothing, the finding alone reads
    as settled."""
    out: list[Unit] = []
    for unit in units:
        before = out[-1] if out else None
        if (
            before is not None
            and unit.section == OPEN
            and not _ends_asking(unit.text)  # asking to confirm, not doubting
            and before.section == FACTS
            and before.cite == unit.cite
            and not before.in_list
            and _POINTS_BACK.match(unit.raw or unit.text)
            and key_terms(before.text)
        ):
            merged = Unit(**{**before.__dict__})
            merged.section = OPEN
            merged.prior = unit.prior
            merged.raw = f"{before.raw or before.text} {unit.raw or unit.text}"
            merged.text = f"{before.text} {unit.text}"
            out[-1] = merged
            continue
        out.append(unit)
    return out


def _rejoin(units: list[Unit], sentences: list[int], whole: list[str]) -> list[Unit]:
    """Parts of one user sentence where one part only states a fact are one item again,
    in the other part's section: "a DIS case would cost more -- I don't want to decide
    alone" is one open issue, "X is on leave -- reassign to Y" stays two."""
    out: list[Unit] = []
    for k, unit in enumerate(units):
        if out and sentences[k] == sentences[k - 1] and FACTS in (out[-1].section, unit.section):
            before = out.pop()
            keep = unit if before.section == FACTS else before
            keep = Unit(**{**keep.__dict__})
            if before.raw and unit.raw and before.raw in whole[k] and unit.raw in whole[k]:
                # the sentence as said, its punctuation included
                start = whole[k].index(before.raw)
                end = whole[k].index(unit.raw, start) + len(unit.raw)
                keep.raw = whole[k][start:end]
            else:
                keep.raw = f"{before.raw} {unit.raw}"
            keep.text = clip(telegraphic(keep.raw))
            keep.order = before.order
            unit = keep
        out.append(unit)
    return out


_USER_CLAUSE = re.compile(
    r"\s+--?\s+|\s+—\s+|;\s+|,\s+(?=(?:and|but|so|also)\s+(?:i|we|you|they|he|she|please|"
    r"make|take|use|add|let'?s|[A-Z]\w+)\b)"
)


def _user_clauses(sentence: str) -> list[str]:
    """A user's sentence cut where it turns to another act, each part at least 3 words."""
    parts = [p.strip() for p in _USER_CLAUSE.split(sentence) if p.strip()]
    if len(parts) < 2 or any(len(p.split()) < 3 for p in parts):
        return [sentence]
    return parts


def _shorten(piece: str, estimator: TokenEstimator) -> list[str]:
    """A long sentence split at clause boundaries, so that a bullet states one thing."""
    if len(piece) < LONG_UNIT * 3 or estimator.count_text(piece) <= LONG_UNIT:
        return [piece]
    parts = [p.strip() for p in CLAUSE.split(piece) if p.strip()]
    return parts if len(parts) > 1 else [piece]


class _Fitter:
    """Chooses the units within the budget and renders the summary."""

    def __init__(self, request: SummaryRequest, span: _Span) -> None:
        self.request = request
        self.span = span
        self.est = request.estimator
        sid = request.session_id
        first, last = request.archive_range
        # The same banner the compactor puts on the summary message, so that the message
        # (banner, body and the per-message overhead) stays within max_tokens.
        self.header = (
            f"{SUMMARY_HEADER[:-1]} of archive://{sid}/{first}-{last}: the earlier "
            f"conversation, compacted; raw messages are in the archive]\n\n"
            f"Citations: [n] = archive://{sid}/n"
        )
        self.limit = request.max_tokens - self.est.per_message_overhead
        self.budget = self.limit - self.est.count_text(render_sections({}, self.header)) - 4
        # the values the conversation replaced, lower-cased
        self.replaced = {raw.lower() for u in span.units for raw in u.stale}

    def fit(self) -> str:
        units = self._pool()
        weights = self._weights(units)
        # an identifier the conversation replaced is not listed as a current reference
        replaced = self.replaced
        refs = [
            (ref, score)
            for ref, score in self.span.refs.ranked(self.span.instruction_words or None)
            if ref.lower() not in replaced and not _names_replaced(ref, replaced)
        ]
        # Rendering joins the sentences of one message into one item, which costs less
        # than the sum of its parts: select, render, measure, and move the target a few
        # times, keeping the fullest selection that fits.
        target = self.budget
        # A conversation with the user accumulates requests and decisions worth the whole
        # budget; an agent working alone on one task needs less, and every later model call
        # pays for the summary's size.
        stretch = MAX_STRETCH if self.span.user_messages >= DIALOGUE_MESSAGES else 1.0
        best: tuple[list[Unit], list[str]] | None = None
        best_size = -1
        chosen = self._select(units, weights, refs, target)
        for _ in range(FIT_ROUNDS):
            text = self._render(*chosen)
            size = self.est.count_text(text)
            if size <= self.limit and size > best_size:
                best, best_size = chosen, size
            if size > self.limit:
                target -= size - self.limit + 8
            elif self.limit - size > FIT_SLACK and target < self.budget * stretch:
                target += self.limit - size - FIT_SLACK // 2
            else:
                break
            chosen = self._select(units, weights, refs, target)
        if best is not None:
            return self._render(*best)
        return self._trim(*chosen)

    def _pool(self) -> list[Unit]:
        seen: set[str] = set()
        pool: list[Unit] = []
        for unit in self.span.units:
            key = re.sub(r"\W+", " ", unit.text.lower()).strip()
            if not key or key in seen or not _worth_a_bullet(unit):
                continue
            seen.add(key)
            own_stale = stale_terms(unit.stale)
            said = _NOTES.sub("", unit.text) if unit.previous else unit.text
            unit.terms = frozenset(
                t
                for t, _ in _unit_terms(said)
                if t not in own_stale and t.split(" ")[0] not in own_stale
            )
            unit.line = unit.render()
            unit.tokens = self.est.count_text(unit.line) + 2
            if said.count("; ") >= TABLE_CELLS - 1:
                unit.scale *= TABLE_ROW_SCALE
            pool.append(unit)
        return pool

    @staticmethod
    def _weights(units: list[Unit]) -> dict[str, float]:
        base: dict[str, float] = {}
        count: Counter[str] = Counter()
        user: set[str] = set()
        for unit in units:
            for term, weight in _unit_terms(unit.text):
                if term not in unit.terms:
                    continue
                base[term] = max(base.get(term, 0.0), weight)
                count[term] += 1
                if unit.role == "user":
                    user.add(term)
        # a term the user used, or that recurs, is one the work is about
        return {
            t: w * (1.3 if t in user else 1.0) * (1.0 + 0.25 * math.log2(count[t]))
            for t, w in base.items()
        }

    def _select(
        self,
        pool: list[Unit],
        weights: dict[str, float],
        refs: list[tuple[str, float]],
        budget: int,
    ) -> tuple[list[Unit], list[str]]:
        chosen: list[Unit] = []
        picked: set[int] = set()
        covered: set[str] = set()
        in_section: dict[str, set[str]] = {name: set() for name in SECTIONS}
        used = 0
        by_section: Counter[str] = Counter()

        def take(unit: Unit) -> None:
            nonlocal used
            chosen.append(unit)
            picked.add(id(unit))
            covered.update(unit.terms)
            in_section[unit.section].update(unit.terms)
            used += unit.tokens
            by_section[unit.section] += unit.tokens

        # 1. What the instructions name, most named first, newest first.
        instructed = sorted(
            (u for u in pool if u.instructed), key=lambda u: (-u.instructed, -u.order)
        )
        for unit in instructed:
            if used + unit.tokens <= budget * INSTRUCTION_SHARE:
                take(unit)
        # 2. The goal: the user's first request (and the carried goal), its sentences that
        # state a request, a question or a constraint first.
        goals = sorted(
            (u for u in pool if u.goal and id(u) not in picked),
            key=lambda u: (not u.previous and not _states_goal(u), u.order),
        )
        for n, unit in enumerate(goals):
            # the goal's first sentence is kept even when it alone is over the share
            share = GOAL_FIRST_SHARE if n == 0 else GOAL_SHARE
            if by_section[GOAL] + unit.tokens <= budget * share:
                take(unit)
        ref_reserve = int(budget * REF_SHARE) if refs else 0

        def gain(unit: Unit) -> float:
            # A term is worth its weight once in the summary, and a part of it again in
            # another section (a decision naming what a fact names is still a decision).
            mine = in_section[unit.section]
            new = unit.scale * math.fsum(
                weights.get(t, 0.0) * (ELSEWHERE if t in covered else 1.0)
                for t in unit.terms - mine
            )
            if new == 0 and not unit.previous and (_states_a_change(unit) or unit.answer):
                # "Priya takes over from Marcus": its only term is the value it replaces
                return TERMLESS * max(unit.prior, 1.0)
            if new == 0 and not (unit.previous and unit.section != FACTS):
                # says nothing new: carried goals, decisions and open work, and a decision,
                # open issue or next step said without any identifier, are kept for what
                # they do; the rest is repetition
                if unit.terms or unit.prior < 1.0:
                    return 0.0
                if unit.role == "user" and unit.section == DECISIONS:
                    # the user's choice in plain words ("go with (1), connection per
                    # batch") is what the agent must follow, identifiers or not
                    return unit.prior
                return TERMLESS * unit.prior  # kept when there is room
            value = new + unit.prior
            cap = SECTION_CAPS.get(unit.section)
            if cap is not None and by_section[unit.section] > budget * cap:
                value *= OVER_CAP
            return value

        def greedy(limit: int) -> None:
            # Lazy greedy for budgeted coverage: a gain only shrinks as coverage grows.
            heap = [
                (-gain(u) / u.tokens, u.order, i) for i, u in enumerate(pool) if id(u) not in picked
            ]
            heapq.heapify(heap)
            while heap:
                _, _, i = heapq.heappop(heap)
                unit = pool[i]
                if id(unit) in picked or used + unit.tokens > limit:
                    continue
                current = gain(unit) / unit.tokens
                if current <= 0:
                    continue
                if heap and current < -heap[0][0] - 1e-12:
                    heapq.heappush(heap, (-current, unit.order, i))
                    continue
                take(unit)

        chosen_refs: list[str] = []
        seen_refs: set[str] = set()
        ranked_refs = {r.lower() for r, _ in refs}
        next_ref = 0

        def fill_refs(limit: int, floor: float = 0.0) -> None:
            nonlocal used, next_ref
            while next_ref < len(refs) and used < limit - 2 and refs[next_ref][1] >= floor:
                ref = refs[next_ref][0]
                cost = self.est.count_text(ref) + 2
                if used + cost > limit:
                    break
                next_ref += 1
                if ref.lower() in seen_refs:
                    continue
                seen_refs.add(ref.lower())
                # the identifiers said with it ("values-prod.yaml: dubbo.protocol.threads")
                with_it = [
                    p
                    for p in self.span.refs.partners(ref)
                    if p.lower() not in seen_refs
                    and (p.lower() in ranked_refs or self.span.refs.is_person(p))
                    # a former owner is history ("Marta is off sick, Jonas covers")
                    and not {p.lower(), *p.lower().split()} & self.replaced
                ][:REF_PARTNERS]
                line = f"{ref} ({', '.join(with_it)})" if with_it else ref
                extra = self.est.count_text(line) + 2 - cost
                if with_it and used + cost + extra <= limit:
                    seen_refs.update(p.lower() for p in with_it)
                    ref, cost = line, cost + extra
                chosen_refs.append(ref)
                used += cost

        # Sentences first, then the references' share, then sentences again in what is left,
        # then references in the rest (the best references first, so the list stays ranked).
        greedy(budget - ref_reserve)
        fill_refs(used + ref_reserve)
        greedy(budget)
        fill_refs(budget, PADDING_REF_SCORE)
        return chosen, chosen_refs

    def _render(self, chosen: list[Unit], refs: list[str]) -> str:
        sections: dict[str, list[str]] = {s: [] for s in SECTIONS}
        last: dict[str, Unit] = {}
        first_request = self.span.first_request
        original = -1  # the bullet of the first request in User Goal
        # "Two things:" says nothing without the items it announces
        followed = {(u.cite, u.section, u.order) for u in chosen}
        for unit in sorted(chosen, key=lambda u: u.order):
            if _dangling_heading(unit, followed):
                continue
            bullets = sections[unit.section]
            before = last.get(unit.section)
            if (
                before is not None
                and bullets
                and unit.cite
                and before.cite == unit.cite
                and not unit.prefix
                and not before.prefix
                and not (unit.row or before.row)
            ):
                # the next sentence of the same message: one item, one citation
                head = bullets[-1][: -len(unit.cite)].rstrip()
                joint = (
                    " " if head.endswith((".", "!", "?", ":", ";", ")", "。", "；", "）")) else "; "
                )
                bullets[-1] = head + joint + unit.line
            else:
                if unit.section == GOAL and unit.message == first_request and original < 0:
                    original = len(bullets)
                bullets.append(unit.line)
            last[unit.section] = unit
        if original >= 0:
            sections[GOAL][original] = _ORIGINAL_PREFIX + sections[GOAL][original]
        sections[REFERENCES] = list(refs)
        return render_sections(sections, self.header)

    def _trim(self, chosen: list[Unit], refs: list[str]) -> str:
        chosen = list(chosen)
        refs = list(refs)
        while True:
            text = self._render(chosen, refs)
            if self.est.count_text(text) <= self.limit or not (chosen or refs):
                return text
            if refs and (len(refs) > 3 or not chosen):
                refs.pop()
                continue
            drop = min(chosen, key=lambda u: (u.goal, u.prior, u.order))
            chosen.remove(drop)


_QUOTED = re.compile(r'^\s*["“「『].*["”」』]\s*$|^(?:\s*>[^\n]*(?:\n|$))+$', re.S)


def _quoted_paragraphs(text: str) -> list[str]:
    """The paragraphs of ``text`` that are a quotation: wrapped in quote marks, or every
    line a "> " blockquote; cleaned as the units cut from them are."""
    if not any(mark in text for mark in '">“「『'):
        return []
    return [
        clean(" ".join(line.lstrip("> ").strip() for line in block.splitlines()))
        for block in re.split(r"\n\s*\n", text)
        if len(block) > 40 and _QUOTED.match(block.strip())
    ]


def _dangling_heading(unit: Unit, chosen: set[tuple[str, str, int]]) -> bool:
    """A heading that names nothing ("Two things:", 需要你注意两点：) with none of the items
    after it in its section."""
    if not cues.is_heading(unit.text) or any(w > CJK_PAIR for _, w in key_terms(unit.text)):
        return False
    return not any(
        cite == unit.cite and section == unit.section and order > unit.order
        for cite, section, order in chosen
    )


def _unit_terms(text: str) -> tuple[tuple[str, float], ...]:
    """What a unit states, for coverage: its key terms (identifiers, numbers, names)."""
    return key_terms(text)


def _states_goal(unit: Unit) -> bool:
    c = cues.cues(unit.raw or unit.text)
    return (
        c.request
        or c.constraint
        or c.question
        or c.directive
        or _GOAL_WORD.search(unit.text) is not None
    )


_EMPHASIS = re.compile(r"\*\*([^*\n]{1,80}?)\*\*")
_MD_HEADING = re.compile(r"^\s*#{1,6}\s+\S")
_BOLD_TITLE = re.compile(r"^\s*\*\*([^*\n]{2,60}?)[:：]?\*\*[:：]?\s*$")


# A question the model put to the user: offering to act ("Shall I send it?", "Want me to
# raise the PO?", 要我发吗？) or asking what they want (你希望谈到什么底线？). Not "Can you
# check X?": a carried question may be the user's own, refiled as open
_TO_THE_USER = re.compile(
    r"\b(?:shall|should|may) (?:i|we)\b|\b(?:want|like|need) me to\b|"
    r"\b(?:do|would) you (?:want|prefer|like)\b|"
    r"要我|需要我|要不要|我(?:先|来|去|直接|按)|你(?:希望|想|打算|怎么定|看怎么)",
    re.I,
)


def _asked_the_user(unit: Unit, since_user: set[int]) -> bool:
    """``unit`` is a question of the model's that the user has answered by now: asked since
    their last message, or carried from the previous summary and put to them in so many
    words."""
    if unit.section != OPEN or unit.answered or unit.goal or not _ends_asking(unit.text):
        return False
    return id(unit) in since_user or (unit.previous and _TO_THE_USER.search(unit.text) is not None)


# A user's errand for the next reply ("Check the renewal-worker logs and tell me what
# happened", 容量冲突先帮我看一下): done once the model has answered, like a question
_LOOK_UP = re.compile(
    r"(?:^\W*|[,;:—–]\s*|\s-\s|\b(?:and|also|then|so|now|please|pls|first)\s+)"
    r"(?:(?:can|could) you\s+)?"
    r"(?:check|look(?: at| into| up)?|see (?:if|whether)|find out|pull|show me|tell me|get me|"
    r"fetch|search|verify|compare|dig into)\b|"
    r"(?:查一下|查查|查下|看一下|看看|看下|帮我看|帮我查|核对一下|确认一下|算一下|算算|算下|问一下|"
    r"拉一下|对比一下|比一下)",
    re.I,
)


def _errand(text: str) -> bool:
    """An instruction of the moment ("Withdraw CO-019 and save the log as rev7", 你排个关键
    路径): once the model has replied it is done or under way, not a standing goal; a
    constraint ("I don't want to pay for 55 seats") stays."""
    c = cues.cues(text)
    return (c.request or cues.is_imperative_by_shape(text)) and not (
        c.constraint or c.pending or c.later or c.decision or c.agreement
    )


# a Chinese question may end in its particle alone: 博锐交期确认了吗, 漏水原因找到了吗
_CN_ASKING = re.compile(r"[\u4e00-\u9fff](?:吗|么|呢)[\s。.…]*$")


def _asks(text: str) -> bool:
    return "?" in text or "？" in text or _CN_ASKING.search(text) is not None


def _ends_asking(text: str) -> bool:
    return text.rstrip().endswith(("?", "？")) or _CN_ASKING.search(text) is not None


def _states_a_change(unit: Unit) -> bool:
    """The unit names a value together with the one that replaced it."""
    text = unit.text.lower()
    return any(by and by.lower() in text for by in unit.stale.values())


_STATES = re.compile(r"\b(?:is|are|was|were|has|have|had|will|owns?|owned|runs?|leads?)\b", re.I)


def _worth_a_bullet(unit: Unit) -> bool:
    """Drop "Great.", "Can you check?": no identifier, no number and barely any words."""
    if not unit.text or unit.released:
        return False
    words = len(unit.text.split())
    if unit.role != "user" and _SAYS_NOTHING.match(_NOTES.sub("", unit.text)):
        return False  # (an item of the previous summary too: it was cut badly then)
    if (unit.previous and not unit.answered) or unit.goal:
        return True  # "Run the migration.": the task as first given, however short
    if unit.narration or (unit.column and unit.section != DECISIONS):
        return False
    if unit.answered:  # a goal was kept above
        if unit.role != "user":
            return False  # the model asked, the user has answered: the answer is what counts
        # "Any news from Kestrel?", "Is it net or gross?": asked, answered, done with;
        # a question that also asks for lasting work or sets a constraint stays
        c = cues.cues(unit.raw or unit.text)
        return bool(c.constraint or (c.request and words > 12))
    terms = key_terms(unit.text)
    if (
        unit.section == FACTS
        and unit.role == "model"
        and not unit.answer
        and words <= 6
        and not has_cjk(unit.text)
        and all(w <= 0.5 for _, w in terms)
        and not _STATES.search(unit.text)
    ):
        # "Now the Flyway side.": a name and nothing said about it ("Billing is owned by
        # Jonas Berg" says something)
        return False
    if terms and has_cjk(unit.text) and all(w <= CJK_PAIR for _, w in terms):
        # 好的。改一下。先不管。他还没回。: Chinese has no spaces, so its pairs of characters
        # are the terms; a line this short with no figure says no more than "Noted."
        if re.search(r"\d", unit.text):
            return True
        # a letter's courtesies (感谢来信，欢迎随时联系) say nothing to remember
        return len(_IDEOGRAPH.findall(unit.text)) > SHORT_CJK and not _CJK_COURTESY.search(
            unit.text
        )
    if terms:
        return True
    return words >= 5 and not (unit.text.endswith("?") and unit.role == "model")


# a list's number left alone ("1.", "b)") or a letter's salutation ("Dear Prof.", "Hi Dana,"),
# cut from what follows them: nothing to remember (a user's "1." picks an option)
_SAYS_NOTHING = re.compile(
    r"^\W*(?:\d{1,2}|[a-h])[.)]?\W*$|^\W*(?:dear|hi|hello|hey)\b(?:\s+[A-Z][\w.'-]*){0,3}\W*$",
    re.I,
)
_IDEOGRAPH = re.compile(f"[{IDEOGRAPHS}]")  # not the CJK punctuation CJK_CHAR also takes
_CJK_COURTESY = re.compile(
    # (not 如有问题请联系王芳: who to ask is worth keeping)
    r"感谢(?:您的?)?(?:来信|来电|支持|理解|配合|耐心)|"
    r"欢迎(?:随时)?(?:联系|咨询|来电)|祝(?:好|顺利|工作顺利|生活愉快)|此致|敬礼|给您带来(?:的)?不便"
)
SHORT_CJK = 5  # characters: about the four words below which an English line is dropped

"""Labels for public data that carries none of our kind, derived with generic rules.

The engine reads mini-swe-agent trajectories, tau-bench runs and LoCoMo samples as plain
conversations; what they say about the conversation is turned into labels here, because
labelling is the lab's choice, not the engine's:

- a SWE run: the files of its final patch, and the functions and classes it changes, are
  ``reference`` labels, when the conversation names them before the patch is printed;
- a tau-bench run: its instruction is the ``user_goal``; each gold action is a
  ``decision`` when the agent made that call, else a ``pending_action``;
- a LoCoMo sample: its observations and the answers to its questions are ``fact`` labels.

An evidence string is kept only when it occurs in the conversation, and a label's
``message_index`` is the first message by which all of its evidence has appeared.
``derive_labels`` is the ``Labeller`` to pass to ``load_conversations``.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from compaction.engine import Conversation, Message, compact_json, context_text, normalize

MAX_EVIDENCE = 3


def derive_labels(
    fmt: str, conversation: Conversation, document: Mapping[str, Any]
) -> list[dict[str, Any]]:
    """The labels of one conversation of a public format (``fmt`` as the engine detected
    it, ``document`` the trajectory, run or sample it came from); none for other formats."""
    if fmt == "mini-swe-agent":
        return derive_swe_labels(conversation)
    if fmt == "tau-bench":
        return derive_tau_labels(conversation)
    if fmt == "locomo":
        return derive_locomo_labels(conversation, document)
    return []


# -- where evidence appears --------------------------------------------------------------


class _Index:
    """The text of each message as retention scoring reads it (``context_text``), to
    place evidence in a conversation: a label is derived only from evidence the scorer
    can find, so that it can count as retained at all."""

    def __init__(self, messages: Sequence[Message], skip: Iterable[int] = ()) -> None:
        skipped = set(skip)
        # System prompts are kept verbatim by every memory: evidence found only there
        # would be "retained" for free, so it does not count as conversation content.
        self.texts = [
            "" if (i in skipped or m.role == "system") else context_text([m])
            for i, m in enumerate(messages)
        ]
        self._first: dict[str, int | None] = {}

    def first(self, evidence: str) -> int | None:
        needle = normalize(evidence)
        if needle not in self._first:
            self._first[needle] = next(
                (i for i, t in enumerate(self.texts) if needle and needle in t), None
            )
        return self._first[needle]

    def count(self, evidence: str) -> int:
        needle = normalize(evidence)
        return sum(1 for t in self.texts if needle in t)

    def established(self, evidence: Sequence[str]) -> int | None:
        """First message by which every evidence string has appeared, or None."""
        firsts = [self.first(e) for e in evidence]
        if not firsts or any(f is None for f in firsts):
            return None
        return max(f for f in firsts if f is not None)


def _make_label(
    index: _Index,
    label_id: str,
    kind: str,
    text: str,
    evidence: Sequence[str],
    not_before: int = 0,
) -> dict[str, Any] | None:
    """A label, established where all its evidence has appeared, but never before
    ``not_before`` (the message the source says the fact comes from): a name mentioned
    early does not establish a fact told later."""
    evidence = list(dict.fromkeys(e for e in evidence if e))[:MAX_EVIDENCE]
    at = index.established(evidence)
    if at is None:
        return None
    at = max(at, not_before)
    return {"id": label_id, "kind": kind, "text": text, "evidence": evidence, "message_index": at}


# -- what a text names: candidate evidence -----------------------------------------------

# A capitalized word that starts a sentence says nothing: these are never names.
_STOPWORD_TEXT = """
a about above after again against all also am an and any are as at be because been
before being below between both but by can could did do does doing down during each few
for from further had has have having he her here hers herself him himself his how i if
in into is it its itself just me more most my myself no nor not now of off on once only
or other our ours ourselves out over own same she should so some such than that the
their theirs them themselves then there these they this those through to too under until
up very was we were what when where which while who whom why will with would you your
yours yourself yourselves may might must shall yes ok okay hey hi hello thanks thank
please sure well oh wow really great good nice awesome cool yeah let lets i'm i've i'll
it's that's
"""
_STOPWORDS = frozenset(_STOPWORD_TEXT.split())
_MONTHS = (
    "january|february|march|april|may|june|july|august|september|october|november|december"
    "|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec"
)
_DATE = re.compile(
    rf"\b(?:\d{{1,2}}(?:st|nd|rd|th)?\s+(?:{_MONTHS})\b,?(?:\s+\d{{4}})?"
    rf"|(?:{_MONTHS})\s+\d{{1,2}}(?:st|nd|rd|th)?\b(?:,?\s+\d{{4}})?"
    rf"|\d{{4}}-\d{{2}}-\d{{2}})",
    re.I,
)
_IDENT = re.compile(r"\b[A-Za-z_][\w.-]*\d[\w.-]*\b|\b\d+[A-Za-z_][\w.-]*\b")
_NUMBER = re.compile(r"(?<![\w.])\$?\d[\d,]*(?:\.\d+)?%?(?![\w])")
_CAPS = re.compile(r"\b[A-Z][\w'&-]*(?:[ \t]+[A-Z][\w'&-]*)*")


def salient_terms(text: str, exclude: Iterable[str] = ()) -> list[tuple[int, str]]:
    """Names, dates, identifiers, numbers and capitalized terms of ``text`` with a rank
    (higher is more specific), in order of appearance, never a stopword."""
    banned = {normalize(x) for x in exclude}
    found: list[tuple[int, int, str]] = []  # (position, rank, term)
    for m in _DATE.finditer(text):
        found.append((m.start(), 3, m.group(0).rstrip(",")))
    for m in _IDENT.finditer(text):
        found.append((m.start(), 3, m.group(0).strip(".-")))
    for m in _NUMBER.finditer(text):
        digits = re.sub(r"\D", "", m.group(0))
        if len(digits) >= 2 or "%" in m.group(0) or "$" in m.group(0):
            found.append((m.start(), 2 if len(digits) >= 3 else 1, m.group(0).rstrip(".,")))
    for m in _CAPS.finditer(text):
        # A stopword ("You", "If", "The") splits a run of capitalized words: what is
        # left between them are names ("New York", "LGBTQ").
        start = m.start()
        for group in _name_groups(m.group(0)):
            term = " ".join(group)
            initial = start == 0 or text[:start].rstrip()[-1:] in (".", "!", "?", ":", "\n", "")
            if len(group) > 1 or (term.isupper() and len(term) >= 2):
                rank = 2
            elif initial and term == m.group(0).split()[0]:
                continue  # a capital that only starts a sentence is not a name
            else:
                rank = 1
            found.append((start + m.group(0).find(term), rank, term))
    out: list[tuple[int, str]] = []
    seen: set[str] = set()
    covered_until = -1  # the "20" of "May 20" is part of the date, not a term of its own
    for start, rank, term in sorted(found, key=lambda f: (f[0], -len(f[2]), -f[1])):
        key = normalize(term)
        if start + len(term) <= covered_until:
            continue
        if len(key) < 2 or key in seen or key in banned or key in _STOPWORDS:
            continue
        seen.add(key)
        covered_until = max(covered_until, start + len(term))
        out.append((rank, term))
    return out


def _name_groups(run: str) -> list[list[str]]:
    groups: list[list[str]] = [[]]
    for word in run.split():
        if word.lower().strip("'") in _STOPWORDS:
            groups.append([])
        else:
            groups[-1].append(word)
    return [g for g in groups if g]


def _contains_word(haystack: str, term: str) -> bool:
    """``term`` occurs in the normalized ``haystack`` as whole words."""
    needle = normalize(term)
    return (
        bool(needle) and needle in haystack and _word_pattern(needle).search(haystack) is not None
    )


@functools.lru_cache(maxsize=4096)
def _word_pattern(needle: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w]){re.escape(needle)}(?![\w])")


def label_problems(conversation: Conversation) -> list[str]:
    """Labels whose evidence has not all appeared by their ``message_index``."""
    index = _Index(conversation.messages)
    problems = []
    for label in conversation.labels:
        at = index.established(label["evidence"])
        if at is None:
            problems.append(f"label {label['id']}: evidence not in the conversation")
        elif at > label["message_index"]:
            problems.append(
                f"label {label['id']}: evidence complete at message {at}, "
                f"after message_index {label['message_index']}"
            )
    return problems


# -- SWE runs: the final patch -----------------------------------------------------------

_DIFF_FILE = re.compile(r"^diff --git a/(\S+) b/(\S+)", re.M)
_DEFINITION = re.compile(r"(?:\bdef|\bclass|\bfunction|\bfunc|\bfn)\s+([A-Za-z_][A-Za-z0-9_]*)")


def patch_symbols(patch: str) -> list[tuple[str, list[str]]]:
    """(path, function/class names) for each file of a unified diff: the names of
    hunk headers and of definitions on changed lines."""
    out: list[tuple[str, list[str]]] = []
    sections = list(_DIFF_FILE.finditer(patch))
    for k, m in enumerate(sections):
        body = patch[m.end() : sections[k + 1].start() if k + 1 < len(sections) else len(patch)]
        names: list[str] = []
        enclosing: list[str] = []  # the last definition on a context line: what a change is in
        for line in body.splitlines():
            if line.startswith("@@"):
                found = _DEFINITION.findall(line.split("@@", 2)[-1])
                enclosing = []
            elif line.startswith(("+", "-")) and not line.startswith(("+++", "---")):
                found = enclosing + _DEFINITION.findall(line[1:])
                enclosing = []
            else:
                enclosing = _DEFINITION.findall(line)[-1:] or enclosing
                continue
            for name in found:
                # Dunder methods and tiny names are not references anyone would look for.
                if len(name) >= 4 and not name.startswith("__") and name not in names:
                    names.append(name)
        out.append((m.group(2), names))
    return out


def derive_swe_labels(conv: Conversation) -> list[dict[str, Any]]:
    """References: files (and their functions) named in the final patch, when the
    conversation mentions them before the patch itself is printed."""
    patch = conv.meta.get("submission")
    if not isinstance(patch, str) or not patch.strip():
        return []
    tail = normalize(patch)[:200]
    skip = [
        i
        for i, m in enumerate(conv.messages)
        if m.role == "tool" and tail and tail in context_text([m])
    ]
    index = _Index(conv.messages, skip=skip)
    labels: list[dict[str, Any]] = []
    for path, names in patch_symbols(patch):
        label = _make_label(
            index,
            f"ref-{len(labels) + 1}",
            "reference",
            f"file {path} (changed by the final patch)",
            [path],
        )
        if label is None:
            continue
        labels.append(label)
        for name in names:
            fn = _make_label(
                index,
                f"ref-{len(labels) + 1}",
                "reference",
                f"{name} in {path} (changed by the final patch)",
                [path, name],
            )
            if fn is not None:
                labels.append(fn)
    return labels


# -- tau-bench: the instruction and the gold actions -------------------------------------


def _leaf_values(value: Any) -> list[str]:
    if isinstance(value, Mapping):
        return [x for v in value.values() for x in _leaf_values(v)]
    if isinstance(value, list):
        return [x for v in value for x in _leaf_values(v)]
    if isinstance(value, bool) or value is None:
        return []
    return [str(value)]


def _value_rank(value: str) -> int:
    """How specific an argument value is: identifiers and codes beat plain words."""
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
        return 2
    if re.search(r"\d", value) and re.search(r"[A-Za-z]", value):
        return 3
    if re.fullmatch(r"[A-Z]{2,}", value):
        return 2
    if re.fullmatch(r"\d+(?:\.\d+)?", value) and len(value.split(".")[0]) >= 3:
        return 1
    if re.fullmatch(r"[A-Z][a-z]+(?: [A-Z][a-z]+)*", value):
        return 1
    return 0


def _ranked_evidence(index: _Index, candidates: Sequence[tuple[int, str]]) -> list[str]:
    """Up to MAX_EVIDENCE candidates that occur in the conversation: the most specific
    first and, among equals, the rarest (a value in every message tells nothing)."""
    present = [
        (rank, index.count(term), pos, term)
        for pos, (rank, term) in enumerate(candidates)
        if rank > 0 and index.first(term) is not None
    ]
    present.sort(key=lambda c: (-c[0], c[1], c[2]))
    return [term for *_, term in present[:MAX_EVIDENCE]]


def derive_tau_labels(conv: Conversation) -> list[dict[str, Any]]:
    index = _Index(conv.messages)
    labels: list[dict[str, Any]] = []
    instruction = conv.meta.get("instruction")
    if isinstance(instruction, str) and instruction.strip():
        evidence = _ranked_evidence(index, salient_terms(instruction))
        goal = _make_label(index, "goal", "user_goal", instruction.strip(), evidence)
        if goal is not None:
            labels.append(goal)
    calls = [
        (i, req["name"], {normalize(v) for v in _leaf_values(req.get("input"))})
        for i, m in enumerate(conv.messages)
        for req in m.tool_requests
    ]
    for n, action in enumerate(conv.meta.get("actions") or [], 1):
        if not isinstance(action, Mapping) or not isinstance(action.get("name"), str):
            continue
        kwargs = action.get("kwargs") or {}
        values = list(dict.fromkeys(_leaf_values(kwargs)))
        evidence = _ranked_evidence(index, [(_value_rank(v), v) for v in values])
        # A gold action the agent did carry out is a decision made; one it never ran
        # is still pending when the conversation ends.
        wanted = {normalize(v) for v in evidence}
        done = [i for i, name, args in calls if name == action["name"] and wanted <= args]
        kind = "decision" if done else "pending_action"
        text = f"{action['name']} {compact_json(kwargs)}"
        label = _make_label(
            index, f"action-{n}", kind, text, evidence, not_before=done[0] if done else 0
        )
        if label is not None:
            labels.append(label)
    return labels


# -- LoCoMo: observations and answers ----------------------------------------------------


def _dia_ids(value: Any) -> list[str]:
    if isinstance(value, list):
        return [x for v in value for x in _dia_ids(v)]
    if isinstance(value, str):
        return [x for x in re.split(r"[,;\s]+", value) if x]
    return []


def derive_locomo_labels(conv: Conversation, sample: Mapping[str, Any]) -> list[dict[str, Any]]:
    index = _Index(conv.messages)
    by_dia = {
        m.metadata["dia_id"]: i
        for i, m in enumerate(conv.messages)
        if m.metadata and m.metadata.get("dia_id")
    }
    speakers = conv.meta.get("speakers") or []
    labels: list[dict[str, Any]] = []
    observations = sample.get("observation")
    if isinstance(observations, Mapping):
        for key in sorted(observations, key=_session_key):
            per_speaker = observations[key]
            if not isinstance(per_speaker, Mapping):
                continue
            for items in per_speaker.values():
                for item in items if isinstance(items, list) else []:
                    if not isinstance(item, list) or len(item) < 2 or not isinstance(item[0], str):
                        continue
                    refs = [by_dia[d] for d in _dia_ids(item[1]) if d in by_dia]
                    evidence = _observation_evidence(index, item[0], refs, speakers)
                    label = _make_label(
                        index,
                        f"obs-{len(labels) + 1}",
                        "fact",
                        item[0],
                        evidence,
                        not_before=min(refs, default=0),
                    )
                    if label is not None:
                        labels.append(label)
    for n, qa in enumerate(sample.get("qa") or [], 1):
        if not isinstance(qa, Mapping) or qa.get("category") == 5 or "answer" not in qa:
            continue  # category 5 is adversarial: its answer is not in the talk
        answer = str(qa["answer"]).strip().strip('"').strip()
        refs = [by_dia[d] for d in _dia_ids(qa.get("evidence")) if d in by_dia]
        if not _is_specific_answer(answer):
            continue
        # The answer must be said where the question's evidence points (or anywhere,
        # when the evidence ids are missing): a coincidental mention is not the fact.
        places = [i for i in refs or range(len(conv.messages))]
        said = [i for i in places if _contains_word(index.texts[i], answer)]
        if not said:
            continue
        label = _make_label(
            index,
            f"qa-{n}",
            "fact",
            f"{qa.get('question', '')} {answer}".strip(),
            [answer],
            not_before=said[0],
        )
        if label is not None:
            labels.append(label)
    return labels


def _session_key(key: str) -> int:
    m = re.search(r"\d+", key)
    return int(m.group(0)) if m else 0


def _is_specific_answer(answer: str) -> bool:
    """Short enough to be matched verbatim, and not a word any talk contains."""
    key = normalize(answer)
    if not key or len(key) > 60 or key in _STOPWORDS:
        return False
    return len(key) >= 4 or any(ch.isdigit() for ch in key)


def _observation_evidence(
    index: _Index, observation: str, refs: Sequence[int], speakers: Sequence[str]
) -> list[str]:
    """Salient strings of the observation that its referenced message actually says."""
    if not refs:
        return []
    said = [index.texts[i] for i in refs]
    picked = [
        term
        for rank, term in salient_terms(observation, exclude=speakers)
        if rank > 0 and any(_contains_word(t, term) for t in said)
    ]
    return picked[:2]

"""Conversations from files: our labelled format and the public formats we replay.

``load_conversations(path_or_obj)`` detects the format of a file, a directory (every
``.json``/``.jsonl`` file in it) or already parsed JSON and returns ``Conversation``s in
genkit's message shape:

- our labelled format (docs/labelled-format.md): ``{"id", "title", "source", "messages", "labels", "stale"}``;
- a genkit message list, or an OpenAI chat transcript (a list, or ``{"messages": [...]}``);
- a mini-swe-agent trajectory: the ``bash`` block of each assistant message becomes a
  ``toolRequest`` and the ``<returncode>`` observation that follows it its ``toolResponse``;
- tau-bench runs (a list of runs: one conversation per run, OpenAI format in ``traj``);
- LoCoMo samples (one conversation per sample, the two speakers as user and model).

The public formats carry no labels of our kind, so labels are derived from what they do
carry (``derive_*``) with generic rules: an evidence string is kept only when it occurs
in the conversation, and a label's ``message_index`` is the first message by which all of
its evidence has appeared.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import EngineError
from .messages import ROLES, Message, check_depth, compact_json, from_openai, looks_like_openai
from .retention import normalize as normalize_text

LABEL_KINDS = ("user_goal", "fact", "decision", "pending_action", "open_issue", "reference")
MAX_EVIDENCE = 3


class InvalidConversation(EngineError, ValueError):
    """A file or object is not a conversation we can read; the text names file and problem."""

    code = "invalid_conversation"


@dataclass
class Conversation:
    id: str
    title: str = ""
    source: str = ""
    messages: list[Message] = field(default_factory=list)
    labels: list[dict[str, Any]] = field(default_factory=list)
    stale: list[dict[str, Any]] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """The labelled format (docs/labelled-format.md), ``meta`` included when there is any."""
        out: dict[str, Any] = {
            "id": self.id,
            "title": self.title,
            "source": self.source,
            "messages": [m.to_dict() for m in self.messages],
            "labels": [dict(label) for label in self.labels],
            "stale": [dict(s) for s in self.stale],
        }
        if self.meta:
            out["meta"] = self.meta
        return out


# -- text helpers ------------------------------------------------------------------------


def slugify(value: str, fallback: str = "conversation") -> str:
    """A conversation id: ``[a-z0-9-]``, also a valid session id."""
    slug = re.sub(r"[^a-z0-9]+", "-", value.lower()).strip("-")
    return slug[:120].strip("-") or fallback


def _first_line(text: str, limit: int = 80) -> str:
    line = next((ln.strip() for ln in text.splitlines() if ln.strip()), "")
    return line if len(line) <= limit else line[: limit - 1] + "…"


class _Index:
    """Normalized plain text of each message, to place evidence in a conversation."""

    def __init__(self, messages: Sequence[Message], skip: Iterable[int] = ()) -> None:
        skipped = set(skip)
        # System prompts are kept verbatim by every memory: evidence found only there
        # would be "retained" for free, so it does not count as conversation content.
        self.texts = [
            "" if (i in skipped or m.role == "system") else normalize_text(m.plain_text())
            for i, m in enumerate(messages)
        ]
        self._first: dict[str, int | None] = {}

    def first(self, evidence: str) -> int | None:
        needle = normalize_text(evidence)
        if needle not in self._first:
            self._first[needle] = next(
                (i for i, t in enumerate(self.texts) if needle and needle in t), None
            )
        return self._first[needle]

    def count(self, evidence: str) -> int:
        needle = normalize_text(evidence)
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
    banned = {normalize_text(x) for x in exclude}
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
        key = normalize_text(term)
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
    needle = normalize_text(term)
    return (
        bool(needle) and needle in haystack and _word_pattern(needle).search(haystack) is not None
    )


@functools.lru_cache(maxsize=4096)
def _word_pattern(needle: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w]){re.escape(needle)}(?![\w])")


# -- format detection and loading --------------------------------------------------------


def _is_genkit_list(items: Sequence[Any]) -> bool:
    return bool(items) and all(
        isinstance(m, Mapping) and m.get("role") in ROLES and isinstance(m.get("content"), list)
        for m in items
    )


def _is_message_list(items: Sequence[Any]) -> bool:
    return bool(items) and all(isinstance(m, Mapping) and "role" in m for m in items)


def _is_locomo(data: Any) -> bool:
    return (
        isinstance(data, Mapping)
        and isinstance(data.get("conversation"), Mapping)
        and "speaker_a" in data["conversation"]
    )


def detect_format(data: Any) -> str:
    """One of labelled, genkit, openai, mini-swe-agent, tau-bench, locomo, list."""
    if isinstance(data, Mapping):
        if str(data.get("trajectory_format", "")).startswith("mini-swe-agent") or (
            isinstance(data.get("info"), Mapping)
            and "submission" in data["info"]
            and isinstance(data.get("messages"), list)
        ):
            return "mini-swe-agent"
        if "traj" in data and "task_id" in data:
            return "tau-bench"
        if _is_locomo(data):
            return "locomo"
        messages = data.get("messages")
        if isinstance(messages, list):
            labelled = "labels" in data or "stale" in data
            if looks_like_openai(messages):
                if labelled:
                    # message_index counts genkit messages; OpenAI tool replies would merge.
                    raise InvalidConversation(
                        "messages: a labelled conversation needs genkit messages "
                        "(role system|user|model|tool, content a list of parts)"
                    )
                return "openai"
            return "labelled" if labelled else "genkit"
        raise InvalidConversation(
            "not a conversation: expected messages, a mini-swe-agent trajectory, a tau-bench "
            f"run or a LoCoMo sample; found keys {', '.join(sorted(map(str, data))[:8])}"
        )
    if isinstance(data, list):
        if not data:
            raise InvalidConversation("empty list: no messages or conversations")
        if all(isinstance(x, Mapping) and "traj" in x and "task_id" in x for x in data):
            return "tau-bench"
        if all(_is_locomo(x) for x in data):
            return "locomo"
        if _is_message_list(data):
            return "openai" if looks_like_openai(data) else "genkit"
        if all(isinstance(x, Mapping) for x in data):
            return "list"
        raise InvalidConversation("a list of neither messages nor conversations")
    raise InvalidConversation(f"expected a JSON object or list, got {type(data).__name__}")


def load_conversations(
    path_or_obj: Any,
    *,
    name: str | None = None,
    errors: list[InvalidConversation] | None = None,
) -> list[Conversation]:
    """Conversations from a file, a directory (every .json/.jsonl file) or parsed JSON.

    A bad file raises ``InvalidConversation`` naming it; when ``errors`` is given, bad
    files of a directory are collected there and skipped instead.
    """
    if isinstance(path_or_obj, str | Path):
        path = Path(path_or_obj)
        if path.is_dir():
            return _load_directory(path, errors)
        return load_file(path)
    label = name or "conversation"
    try:
        check_depth(path_or_obj, label)
        return _with_unique_ids(_convert(path_or_obj, label))
    except InvalidConversation as exc:
        raise InvalidConversation(f"{label}: {exc}") from exc


def conversation_files(directory: Path) -> list[Path]:
    return sorted(
        p
        for p in directory.rglob("*")
        if p.is_file()
        and p.suffix in (".json", ".jsonl")
        and not any(part.startswith(".") for part in p.relative_to(directory).parts)
    )


def _load_directory(
    directory: Path, errors: list[InvalidConversation] | None
) -> list[Conversation]:
    out: list[Conversation] = []
    files = conversation_files(directory)
    if not files:
        raise InvalidConversation(f"{directory}: no .json or .jsonl files")
    for path in files:
        try:
            out.extend(load_file(path))
        except InvalidConversation as exc:
            if errors is None:
                raise
            errors.append(exc)
    return _with_unique_ids(out)


def read_json_file(path: Path) -> Any:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise InvalidConversation(f"{path}: no such file") from exc
    except (OSError, UnicodeDecodeError) as exc:
        raise InvalidConversation(f"{path}: cannot read: {exc}") from exc
    if path.suffix == ".jsonl":
        items = []
        for n, line in enumerate(text.splitlines(), 1):
            if not line.strip():
                continue
            try:
                items.append(json.loads(line))
            except json.JSONDecodeError as exc:
                raise InvalidConversation(f"{path}:{n}: not valid JSON: {exc.msg}") from exc
            except RecursionError as exc:
                raise InvalidConversation(f"{path}:{n}: nested too deep to read") from exc
        return items
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise InvalidConversation(
            f"{path}: not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})"
        ) from exc
    except RecursionError as exc:  # the parser's own guard against very deep nesting
        raise InvalidConversation(f"{path}: nested too deep to read") from exc


def load_file(path: str | Path) -> list[Conversation]:
    path = Path(path)
    data = read_json_file(path)
    try:
        check_depth(data, path.name)
        return _with_unique_ids(_convert(data, path.name.split(".")[0] or "conversation"))
    except InvalidConversation as exc:
        raise InvalidConversation(f"{path}: {exc}") from exc
    except EngineError as exc:  # InvalidMessage from a converter names the field
        raise InvalidConversation(f"{path}: {exc}") from exc


def _with_unique_ids(conversations: list[Conversation]) -> list[Conversation]:
    seen: dict[str, int] = {}
    for conv in conversations:
        base = conv.id
        if base in seen:
            seen[base] += 1
            conv.id = f"{base}-{seen[base]}"
        else:
            seen[base] = 1
    return conversations


def _convert(data: Any, stem: str) -> list[Conversation]:
    try:
        kind = detect_format(data)
        if kind == "labelled":
            return [conversation_from_labelled(data, stem)]
        if kind == "mini-swe-agent":
            return [conversation_from_swe(data, stem)]
        if kind == "tau-bench":
            runs = data if isinstance(data, list) else [data]
            return [conversation_from_tau(run, stem, i) for i, run in enumerate(runs)]
        if kind == "locomo":
            samples = data if isinstance(data, list) else [data]
            return [conversation_from_locomo(sample, stem) for sample in samples]
        if kind in ("genkit", "openai"):
            items = data if isinstance(data, list) else data["messages"]
            doc = data if isinstance(data, Mapping) else {}
            return [_plain_conversation(items, kind, stem, doc)]
        # A list of conversation documents (e.g. one per line of a .jsonl file).
        out: list[Conversation] = []
        for i, item in enumerate(data):
            try:
                out.extend(_convert(item, f"{stem}-{i + 1}"))
            except InvalidConversation as exc:
                raise InvalidConversation(f"item {i}: {exc}") from exc
        return out
    except EngineError as exc:
        if isinstance(exc, InvalidConversation):
            raise
        raise InvalidConversation(str(exc)) from exc


def _plain_conversation(
    items: list[Any], kind: str, stem: str, doc: Mapping[str, Any]
) -> Conversation:
    if kind == "openai":
        messages = from_openai(items)
    else:
        messages = [Message.from_dict(m, where=f"messages[{i}]") for i, m in enumerate(items)]
    if not messages:
        raise InvalidConversation("no messages")
    first_user = next((m.text for m in messages if m.role == "user" and m.text), "")
    return Conversation(
        id=slugify(str(doc.get("id") or stem)),
        title=str(doc.get("title") or _first_line(first_user) or stem),
        source=str(doc.get("source") or kind),
        messages=messages,
    )


# -- our labelled format -----------------------------------------------------------------


def conversation_from_labelled(data: Mapping[str, Any], stem: str) -> Conversation:
    known = {"id", "title", "source", "messages", "labels", "stale", "meta"}
    unknown = set(data) - known
    if unknown:
        raise InvalidConversation(f"{sorted(unknown)[0]}: unknown field")
    raw = data["messages"]
    messages = [Message.from_dict(m, where=f"messages[{i}]") for i, m in enumerate(raw)]
    if not messages:
        raise InvalidConversation("messages: no messages")
    labels = data.get("labels") or []
    stale = data.get("stale") or []
    if not isinstance(labels, list):
        raise InvalidConversation("labels: expected a list")
    if not isinstance(stale, list):
        raise InvalidConversation("stale: expected a list")
    for i, label in enumerate(labels):
        _check_label(label, f"labels[{i}]", len(messages))
    for i, item in enumerate(stale):
        _check_stale(item, f"stale[{i}]", len(messages))
    meta = data.get("meta") or {}
    if not isinstance(meta, Mapping):
        raise InvalidConversation("meta: expected an object")
    return Conversation(
        id=slugify(str(data.get("id") or stem)),
        title=str(data.get("title") or stem),
        source=str(data.get("source") or "labelled"),
        messages=messages,
        labels=[dict(label) for label in labels],
        stale=[dict(s) for s in stale],
        meta=dict(meta),
    )


def _check_index(value: Any, where: str, n_messages: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidConversation(f"{where}.message_index: expected an integer")
    if not 0 <= value < n_messages:
        raise InvalidConversation(
            f"{where}.message_index: {value} is outside the {n_messages} messages"
        )


def _check_strings(value: Any, where: str) -> None:
    if not isinstance(value, list) or not value or not all(isinstance(x, str) and x for x in value):
        raise InvalidConversation(f"{where}: expected a non-empty list of non-empty strings")


def _check_label(label: Any, where: str, n_messages: int) -> None:
    if not isinstance(label, Mapping):
        raise InvalidConversation(f"{where}: expected an object")
    if label.get("kind") not in LABEL_KINDS:
        raise InvalidConversation(
            f"{where}.kind: expected one of {', '.join(LABEL_KINDS)}, got {label.get('kind')!r}"
        )
    if not isinstance(label.get("text"), str):
        raise InvalidConversation(f"{where}.text: expected a string")
    _check_strings(label.get("evidence"), f"{where}.evidence")
    _check_index(label.get("message_index"), where, n_messages)


def _check_stale(item: Any, where: str, n_messages: int) -> None:
    if not isinstance(item, Mapping):
        raise InvalidConversation(f"{where}: expected an object")
    _check_strings(item.get("terms"), f"{where}.terms")
    _check_index(item.get("message_index"), where, n_messages)


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


# -- mini-swe-agent trajectories ---------------------------------------------------------

# mini-swe-agent's own action regex: one ```bash block is one command.
_BASH_BLOCK = re.compile(r"```bash\s*\n(.*?)\n```", re.S)


def _mapping(value: Any) -> Mapping[str, Any]:
    return value if isinstance(value, Mapping) else {}


def _swe_model_message(content: str, ref: str) -> Message:
    blocks = list(_BASH_BLOCK.finditer(content))
    if len(blocks) == 1:
        block = blocks[0]
        before, after = content[: block.start()].rstrip(), content[block.end() :].strip()
        text = before + ("\n\n" + after if before and after else after)
        command = block.group(1).strip()
        parts: list[dict[str, Any]] = [{"text": text}] if text else []
        parts.append({"toolRequest": {"name": "bash", "ref": ref, "input": {"command": command}}})
    else:
        # The agent rejects a reply without exactly one block (its "format error"): the
        # attempt is still a tool call, answered by the error, and the turn goes on.
        parts = [{"text": content}] if content else []
        parts.append({"toolRequest": {"name": "bash", "ref": ref, "input": {}}})
    return Message(role="model", content=tuple(parts))


def conversation_from_swe(data: Mapping[str, Any], stem: str) -> Conversation:
    raw = data.get("messages")
    if not isinstance(raw, list) or not raw:
        raise InvalidConversation("messages: expected a non-empty list")
    messages: list[Message] = []
    open_ref: str | None = None
    calls = 0
    seen_task = False
    for i, item in enumerate(raw):
        if not isinstance(item, Mapping) or not isinstance(item.get("content"), str):
            raise InvalidConversation(f"messages[{i}]: expected {{role, content: string}}")
        role, content = item.get("role"), item["content"]
        if role == "system":
            messages.append(Message(role="system", content=({"text": content},)))
        elif role == "assistant":
            calls += 1
            open_ref = f"call-{calls}"
            messages.append(_swe_model_message(content, open_ref))
        elif role == "user" and open_ref is not None and seen_task:
            # Every later user message is the environment's answer to the last action
            # (<returncode> output, a timeout notice, a format error, the final patch).
            response = {"name": "bash", "ref": open_ref, "output": content}
            messages.append(Message(role="tool", content=({"toolResponse": response},)))
            open_ref = None
        elif role == "user":
            seen_task = True
            messages.append(Message(role="user", content=({"text": content},)))
        else:
            raise InvalidConversation(f"messages[{i}].role: unexpected {role!r}")
    info = _mapping(data.get("info"))
    instance = str(data.get("instance_id") or stem)
    task = next((m.text for m in messages if m.role == "user"), "")
    meta = {
        "instance_id": instance,
        "trajectory_format": data.get("trajectory_format"),
        "exit_status": info.get("exit_status"),
        "submission": info.get("submission"),
        "model_stats": info.get("model_stats"),
    }
    conv = Conversation(
        id=slugify(instance),
        title=f"{instance}: {_swe_title(task)}",
        source="mini-swe-agent",
        messages=messages,
        meta={k: v for k, v in meta.items() if v is not None},
    )
    conv.labels = derive_swe_labels(conv)
    return conv


def _swe_title(task: str) -> str:
    # The task opens with the template's "<pr_description> Consider the following PR
    # description:" lines; the issue's own first line is the useful title.
    lines = [ln.strip() for ln in task.splitlines() if ln.strip()]
    lines = [ln for ln in lines if not ln.startswith("<") and not ln.endswith(":")] or lines
    return _first_line(lines[0] if lines else task)


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
    tail = normalize_text(patch)[:200]
    skip = [
        i
        for i, m in enumerate(conv.messages)
        if m.role == "tool" and tail and tail in normalize_text(m.plain_text())
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


# -- tau-bench ----------------------------------------------------------------------------


def conversation_from_tau(run: Any, stem: str, position: int) -> Conversation:
    if not isinstance(run, Mapping) or not isinstance(run.get("traj"), list):
        raise InvalidConversation(f"run {position}: expected an object with a traj list")
    try:
        messages = from_openai(run["traj"], where=f"run {position}.traj")
    except EngineError as exc:
        raise InvalidConversation(str(exc)) from exc
    if not messages:
        raise InvalidConversation(f"run {position}: empty traj")
    task = _mapping(_mapping(run.get("info")).get("task"))
    task_id, trial = run.get("task_id"), run.get("trial", 0)
    conv = Conversation(
        id=slugify(f"{stem}-task-{task_id}-trial-{trial}"),
        title=f"tau-bench task {task_id} (trial {trial})",
        source="tau-bench",
        messages=messages,
        meta={
            k: v
            for k, v in {
                "task_id": task_id,
                "trial": trial,
                "reward": run.get("reward"),
                "user_id": task.get("user_id"),
                "instruction": task.get("instruction"),
                "actions": task.get("actions"),
            }.items()
            if v is not None
        },
    )
    conv.labels = derive_tau_labels(conv)
    return conv


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
        (i, req["name"], {normalize_text(v) for v in _leaf_values(req.get("input"))})
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
        wanted = {normalize_text(v) for v in evidence}
        done = [i for i, name, args in calls if name == action["name"] and wanted <= args]
        kind = "decision" if done else "pending_action"
        text = f"{action['name']} {compact_json(kwargs)}"
        label = _make_label(
            index, f"action-{n}", kind, text, evidence, not_before=done[0] if done else 0
        )
        if label is not None:
            labels.append(label)
    return labels


# -- LoCoMo -------------------------------------------------------------------------------


def _session_numbers(conversation: Mapping[str, Any]) -> list[int]:
    numbers = []
    for key, value in conversation.items():
        m = re.fullmatch(r"session_(\d+)", str(key))
        if m and isinstance(value, list):
            numbers.append(int(m.group(1)))
    return sorted(numbers)


def conversation_from_locomo(sample: Mapping[str, Any], stem: str) -> Conversation:
    conversation = sample["conversation"]
    speaker_a, speaker_b = conversation.get("speaker_a"), conversation.get("speaker_b")
    if not isinstance(speaker_a, str) or not isinstance(speaker_b, str):
        raise InvalidConversation("conversation.speaker_a/speaker_b: expected strings")
    messages: list[Message] = []
    sessions = _session_numbers(conversation)
    if not sessions:
        raise InvalidConversation("conversation: no session_<n> lists")
    for number in sessions:
        date = conversation.get(f"session_{number}_date_time")
        for k, turn in enumerate(conversation[f"session_{number}"]):
            where = f"conversation.session_{number}[{k}]"
            if not isinstance(turn, Mapping) or not isinstance(turn.get("text"), str):
                raise InvalidConversation(f"{where}: expected {{speaker, dia_id, text}}")
            speaker = turn.get("speaker")
            if speaker not in (speaker_a, speaker_b):
                raise InvalidConversation(f"{where}.speaker: {speaker!r} is neither speaker")
            text = f"{speaker}: {turn['text']}"
            if turn.get("blip_caption"):
                text += f" [shares a photo: {turn['blip_caption']}]"
            if k == 0:
                text = f"[session {number}" + (f", {date}]\n" if date else "]\n") + text
            metadata = {"dia_id": turn.get("dia_id"), "speaker": speaker, "session": number}
            if date:
                metadata["date_time"] = date
            role = "user" if speaker == speaker_a else "model"
            messages.append(Message(role=role, content=({"text": text},), metadata=metadata))
    sample_id = str(sample.get("sample_id") or stem)
    conv = Conversation(
        id=slugify(f"{stem}-{sample_id}" if stem not in sample_id else sample_id),
        title=f"{speaker_a} and {speaker_b} ({sample_id}, {len(sessions)} sessions)",
        source="locomo",
        messages=messages,
        meta={"sample_id": sample_id, "speakers": [speaker_a, speaker_b]},
    )
    conv.labels = derive_locomo_labels(conv, sample)
    return conv


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
    key = normalize_text(answer)
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

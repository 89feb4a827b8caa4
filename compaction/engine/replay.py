"""Replay a recorded conversation through a memory, as an agent would have run it.

The agent loop ``replay`` imitates: ``append`` every message; before each model message
(a model call) ``step`` if anything was appended since the last step or turn, then read
the context the model would be sent; ``next_turn`` before each new user text message
(after the first) and once after the last message.

What it measures: ``tokens_per_task`` = the context tokens sent over all model calls plus
the compactions' own request and response tokens; ``baseline_tokens_per_task`` = the same
calls with the raw, uncompacted history (counted in the same pass, no second memory).
A ratio over several conversations is the ratio of the sums (``aggregate``).

``replay(..., on_call=hook)`` also hands ``hook`` a ``CallContext`` at every model call:
the call as the report records it and the context entries the model is sent (message,
tokens, archive seq), e.g. to price the prompts with a prompt cache.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import ContextFullError, ContextLimitError
from .formats import Conversation, InvalidConversation, load_conversations, slugify
from .memory import Memory, TurnResult, build_memory
from .messages import Message, parse_messages
from .spec import MemorySpec
from .state import Entry

COMPACTION_EVENTS = ("auto_compact", "manual_compact")


@dataclass
class ModelCall:
    """One model call: the message it produced and what it was sent."""

    message_index: int
    turn: int
    context_tokens: int
    raw_tokens: int


@dataclass(frozen=True)
class CallContext:
    """What one model call is sent, for an ``on_call`` hook: the call as the report
    records it and the context, in order, as entries (message, tokens, archive seq, kind).
    The report keeps only the call; the entries are the hook's to keep or drop."""

    call: ModelCall
    entries: Sequence[Entry]


OnCall = Callable[[CallContext], None]


@dataclass
class CompactionPoint:
    """A successful compaction and the context right after it.

    ``messages_seen`` messages had been appended when it ran: labels with a smaller
    ``message_index`` were established before it and can be scored on ``context``.
    """

    messages_seen: int
    turn: int
    trigger: str
    tokens_before: int
    tokens_after: int
    request_tokens: int
    response_tokens: int
    cost: float
    archive_ref: str | None
    calls_before: int
    calls_after: int = 0  # model calls that follow it, for the cost-benefit rule
    context: list[Message] = field(default_factory=list)

    @property
    def saved_per_call(self) -> int:
        return self.tokens_before - self.tokens_after

    @property
    def benefit_tokens(self) -> int:
        """Tokens the later calls did not send, minus what the compaction itself cost."""
        return self.saved_per_call * self.calls_after - self.request_tokens - self.response_tokens

    def to_dict(self, *, with_context: bool = True) -> dict[str, Any]:
        out: dict[str, Any] = {
            "messages_seen": self.messages_seen,
            "turn": self.turn,
            "trigger": self.trigger,
            "tokens_before": self.tokens_before,
            "tokens_after": self.tokens_after,
            "request_tokens": self.request_tokens,
            "response_tokens": self.response_tokens,
            "cost": self.cost,
            "archive_ref": self.archive_ref,
            "calls_before": self.calls_before,
            "calls_after": self.calls_after,
            "benefit_tokens": self.benefit_tokens,
        }
        if with_context:
            out["context"] = [m.to_dict() for m in self.context]
        return out


@dataclass
class TurnReport:
    turn: int
    model_calls: int = 0
    max_context_tokens: int = 0
    events: list[dict[str, Any]] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "turn": self.turn,
            "model_calls": self.model_calls,
            "max_context_tokens": self.max_context_tokens,
            "events": self.events,
        }


@dataclass
class ReplayReport:
    session_id: str
    conversation_id: str | None = None
    turns: list[TurnReport] = field(default_factory=list)
    calls: list[ModelCall] = field(default_factory=list)
    compactions: list[CompactionPoint] = field(default_factory=list)
    failed_compactions: int = 0
    micro_compactions: int = 0
    messages_replayed: int = 0
    final_context: list[Message] = field(default_factory=list)
    final_context_tokens: int = 0
    raw_tokens: int = 0
    archive: str | None = None
    # Set when the memory refused to go on (context full / over its hard limit).
    error: dict[str, Any] | None = None

    @property
    def compaction_request_tokens(self) -> int:
        return sum(c.request_tokens for c in self.compactions)

    @property
    def compaction_response_tokens(self) -> int:
        return sum(c.response_tokens for c in self.compactions)

    @property
    def tokens_per_task(self) -> int:
        return (
            sum(c.context_tokens for c in self.calls)
            + self.compaction_request_tokens
            + self.compaction_response_tokens
        )

    @property
    def baseline_tokens_per_task(self) -> int:
        return sum(c.raw_tokens for c in self.calls)

    @property
    def totals(self) -> dict[str, int]:
        return {
            "model_calls": len(self.calls),
            "tokens_per_task": self.tokens_per_task,
            "baseline_tokens_per_task": self.baseline_tokens_per_task,
            "compactions": len(self.compactions),
            "compaction_request_tokens": self.compaction_request_tokens,
            "compaction_response_tokens": self.compaction_response_tokens,
            "final_context_tokens": self.final_context_tokens,
            "raw_tokens": self.raw_tokens,
        }

    def to_dict(self) -> dict[str, Any]:
        """The ``replay --json`` document (``error`` only when the replay was stopped)."""
        out: dict[str, Any] = {
            "turns": [t.to_dict() for t in self.turns],
            "totals": self.totals,
            "final_context": [m.to_dict() for m in self.final_context],
            "archive": self.archive,
        }
        if self.error is not None:
            out["error"] = self.error
        return out

    def details(self) -> dict[str, Any]:
        """Everything the evaluation lab needs beyond ``to_dict``: per-call series and
        the context right after every compaction."""
        return {
            "session_id": self.session_id,
            "conversation_id": self.conversation_id,
            "messages_replayed": self.messages_replayed,
            "micro_compactions": self.micro_compactions,
            "failed_compactions": self.failed_compactions,
            "calls": [
                {
                    "message_index": c.message_index,
                    "turn": c.turn,
                    "context_tokens": c.context_tokens,
                    "raw_tokens": c.raw_tokens,
                }
                for c in self.calls
            ],
            "compactions": [c.to_dict() for c in self.compactions],
        }


def aggregate(reports: Sequence[ReplayReport]) -> dict[str, Any]:
    """Summed totals of several replays; the ratio is the ratio of the sums."""
    keys = (
        "model_calls",
        "tokens_per_task",
        "baseline_tokens_per_task",
        "compactions",
        "compaction_request_tokens",
        "compaction_response_tokens",
        "final_context_tokens",
        "raw_tokens",
    )
    totals: dict[str, Any] = {k: sum(r.totals[k] for r in reports) for k in keys}
    baseline = totals["baseline_tokens_per_task"]
    totals["tokens_per_task_ratio"] = (
        round(totals["tokens_per_task"] / baseline, 4) if baseline else None
    )
    totals["conversations"] = len(reports)
    totals["stopped"] = sum(1 for r in reports if r.error is not None)
    return totals


# -- the replay ---------------------------------------------------------------------------


def _messages_of(conversation: Conversation | Sequence[Any]) -> tuple[list[Message], str | None]:
    if isinstance(conversation, Conversation):
        return list(conversation.messages), conversation.id
    items = list(conversation)
    if all(isinstance(m, Message) for m in items):
        return items, None
    return parse_messages(items), None


def _archive_path(memory: Memory, session_id: str) -> str | None:
    path_for = getattr(getattr(memory, "archive", None), "path_for", None)
    return str(path_for(session_id)) if callable(path_for) else None


def _is_used(memory: Memory, session_id: str) -> bool:
    if not memory.is_empty(session_id):
        return True
    path = _archive_path(memory, session_id)
    if path is not None:
        return os.path.exists(path)
    archive = getattr(memory, "archive", None)
    last_seq = getattr(archive, "last_seq", None)
    return bool(callable(last_seq) and last_seq(session_id))


def fresh_session_id(memory: Memory, base: str) -> str:
    """``base``, or ``base-2``, ``base-3``... : a replay never appends to an old session."""
    base = slugify(base, "replay")
    candidate, n = base, 1
    while _is_used(memory, candidate):
        n += 1
        candidate = f"{base}-{n}"
    return candidate


def replay(
    conversation_or_messages: Conversation | Sequence[Any],
    memory_or_spec: Memory | MemorySpec | Mapping[str, Any] | str | os.PathLike[str] | None,
    *,
    session_id: str | None = None,
    on_call: OnCall | None = None,
) -> ReplayReport:
    """Play a conversation through a memory (or one built from a spec) and measure it.

    ``session_id`` defaults to a fresh one named after the conversation; ``on_call``
    is called at every model call with the context the model is sent."""
    messages, conversation_id = _messages_of(conversation_or_messages)
    memory: Memory
    if memory_or_spec is None or isinstance(
        memory_or_spec, MemorySpec | Mapping | str | os.PathLike
    ):
        # Typed as Memory so that mypy holds both backends to the protocol.
        memory, owned = build_memory(memory_or_spec), True
    else:
        memory, owned = memory_or_spec, False
    try:
        sid = session_id or fresh_session_id(memory, conversation_id or "replay")
        return Replayer(memory, sid, conversation_id, on_call=on_call).run(messages)
    finally:
        close = getattr(getattr(memory, "archive", None), "close", None)
        if owned and callable(close):
            close()


class Replayer:
    """The agent loop of ``replay``. To record more per model call, pass ``on_call``."""

    def __init__(
        self,
        memory: Memory,
        session_id: str,
        conversation_id: str | None,
        *,
        on_call: OnCall | None = None,
    ) -> None:
        self.memory = memory
        self.sid = session_id
        self.on_call = on_call
        self.estimator = memory.estimator
        self.report = ReplayReport(session_id=session_id, conversation_id=conversation_id)
        self.turn = 1
        self.appended = 0
        self.raw_tokens = 0

    def _turn(self) -> TurnReport:
        if not self.report.turns or self.report.turns[-1].turn != self.turn:
            self.report.turns.append(TurnReport(turn=self.turn))
        return self.report.turns[-1]

    def run(self, messages: list[Message]) -> ReplayReport:
        report = self.report
        dirty = False  # something was appended since the last step / next_turn
        seen_user_text = False
        try:
            for i, message in enumerate(messages):
                if message.starts_turn:
                    if seen_user_text:
                        self._advance(new_turn=True)
                        dirty = False
                    seen_user_text = True
                if message.role == "model":
                    if dirty:
                        self._advance(new_turn=False)
                        dirty = False
                    self._model_call(i)
                self.memory.append(self.sid, message)
                self.appended += 1
                self.raw_tokens += self._appended_tokens(message)
                dirty = True
            self._advance(new_turn=True)
        except (ContextFullError, ContextLimitError) as exc:
            # The agent would stop here and tell the user; the report says where and why.
            report.error = {"code": exc.code, "message": str(exc), "message_index": self.appended}
            self._turn().events.append({"type": exc.code, "error": str(exc)})
        report.messages_replayed = self.appended
        report.raw_tokens = self.raw_tokens
        report.final_context = self.memory.context(self.sid)
        report.final_context_tokens = self.memory.context_tokens(self.sid)
        report.archive = _archive_path(self.memory, self.sid)
        for point in report.compactions:
            point.calls_after = len(report.calls) - point.calls_before
        return report

    def _appended_tokens(self, message: Message) -> int:
        """The tokens of the message just appended: the memory counted them already."""
        # An adapter whose reads cost a round trip to its store may leave context_entries
        # out (replay needs it only for on_call): counting again is cheaper there.
        entries_of = getattr(self.memory, "context_entries", None)
        if callable(entries_of):
            entries = entries_of(self.sid)
            if entries and (entries[-1].message is message or entries[-1].message == message):
                return int(entries[-1].tokens)
        return self.estimator.count(message)

    def _model_call(self, index: int) -> None:
        tokens = self.memory.context_tokens(self.sid)
        call = ModelCall(
            message_index=index,
            turn=self.turn,
            context_tokens=tokens,
            raw_tokens=self.raw_tokens,
        )
        self.report.calls.append(call)
        turn = self._turn()
        turn.model_calls += 1
        turn.max_context_tokens = max(turn.max_context_tokens, tokens)
        if self.on_call is not None:
            self.on_call(CallContext(call, self.memory.context_entries(self.sid)))

    def _advance(self, *, new_turn: bool) -> None:
        turn = self._turn()
        # The context at the end of a turn (its final answer included) counts for its max.
        turn.max_context_tokens = max(turn.max_context_tokens, self.memory.context_tokens(self.sid))
        result: TurnResult = (
            self.memory.next_turn(self.sid) if new_turn else self.memory.step(self.sid)
        )
        turn.events.extend(result.events)
        self._record(result)
        if new_turn:
            self.turn = result.turn or self.turn + 1

    def _record(self, result: TurnResult) -> None:
        report = self.report
        for event in result.events:
            kind = event.get("type")
            if kind == "micro_compact":
                report.micro_compactions += 1
            elif kind == "compact_failed":
                report.failed_compactions += 1
            elif kind in COMPACTION_EVENTS:
                report.compactions.append(self._compaction_point(event))

    def _compaction_point(self, event: Mapping[str, Any]) -> CompactionPoint:
        context = self.memory.context(self.sid)
        # The summary message carries what the summarizer reported (model, tokens, cost).
        summary = next((m.memorylab for m in context if m.is_summary), {})
        return CompactionPoint(
            messages_seen=self.appended,
            turn=self.turn,
            trigger=str(summary.get("trigger") or event.get("type", "")).replace("_compact", ""),
            tokens_before=int(event.get("tokens_before", summary.get("tokens_before", 0))),
            tokens_after=int(event.get("tokens_after", summary.get("tokens_after", 0))),
            request_tokens=int(summary.get("request_tokens") or 0),
            response_tokens=int(summary.get("response_tokens") or 0),
            cost=float(summary.get("cost") or 0.0),
            archive_ref=event.get("archive_ref"),
            calls_before=len(self.report.calls),
            context=context,
        )


def replay_path(
    path: str | os.PathLike[str],
    spec: MemorySpec,
    *,
    errors: list[InvalidConversation] | None = None,
) -> list[ReplayReport]:
    """Replay every conversation of a file or directory (``manage.py replay``)."""
    return [replay(conv, spec) for conv in load_conversations(path, errors=errors)]


def spec_with_archive_dir(spec: MemorySpec, directory: str | os.PathLike[str]) -> MemorySpec:
    """The same spec writing its archive under ``directory`` (``replay --archive-dir``)."""
    return spec.replace(archive=dataclasses.replace(spec.archive, path=str(Path(directory))))


def _events_text(events: Sequence[Mapping[str, Any]]) -> str:
    counts: dict[str, int] = {}
    for event in events:
        kind = str(event.get("type", "?"))
        counts[kind] = counts.get(kind, 0) + 1
    return ", ".join(f"{k} x{n}" if n > 1 else k for k, n in counts.items()) or "-"


def turns_table(report: ReplayReport) -> str:
    """One row per turn: model calls, the largest context, what the memory did."""
    rows = [("turn", "calls", "max context", "events")]
    rows += [
        (str(t.turn), str(t.model_calls), str(t.max_context_tokens), _events_text(t.events))
        for t in report.turns
    ]
    return _render(rows, left={3})


def _render(rows: Sequence[Sequence[str]], left: set[int]) -> str:
    """Aligned columns: text columns (``left``) to the left, numbers to the right."""
    widths = [max(len(row[k]) for row in rows) for k in range(len(rows[0]))]

    def line(row: Sequence[str]) -> str:
        cells = [
            c.ljust(w) if k in left else c.rjust(w)
            for k, (c, w) in enumerate(zip(row, widths, strict=True))
        ]
        return "  ".join(cells).rstrip()

    return "\n".join([line(rows[0]), "  ".join("-" * w for w in widths), *map(line, rows[1:])])


def summary_table(reports: Sequence[ReplayReport]) -> str:
    """A readable table: one row per conversation, then the sums and the ratio."""
    header = (
        "conversation",
        "calls",
        "turns",
        "compactions",
        "tokens/task",
        "baseline",
        "ratio",
        "final ctx",
        "raw",
    )
    rows: list[tuple[str, ...]] = []
    for r in reports:
        t = r.totals
        base = t["baseline_tokens_per_task"]
        rows.append(
            (
                (r.conversation_id or r.session_id) + (" (stopped)" if r.error else ""),
                str(t["model_calls"]),
                str(len(r.turns)),
                str(t["compactions"]),
                str(t["tokens_per_task"]),
                str(base),
                f"{t['tokens_per_task'] / base:.3f}" if base else "-",
                str(t["final_context_tokens"]),
                str(t["raw_tokens"]),
            )
        )
    if len(reports) > 1:
        a = aggregate(reports)
        ratio = a["tokens_per_task_ratio"]
        rows.append(
            (
                f"total ({len(reports)})",
                str(a["model_calls"]),
                str(sum(len(r.turns) for r in reports)),
                str(a["compactions"]),
                str(a["tokens_per_task"]),
                str(a["baseline_tokens_per_task"]),
                f"{ratio:.3f}" if ratio is not None else "-",
                str(a["final_context_tokens"]),
                str(a["raw_tokens"]),
            )
        )
    lines = [_render([header, *rows], left={0})]
    for r in reports:
        if r.error is not None:
            lines.append(
                f"{r.conversation_id or r.session_id}: stopped at message "
                f"{r.error['message_index']}: {r.error['message']}"
            )
    return "\n".join(lines)

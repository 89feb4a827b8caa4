"""The Memory interface and its two backends (docs/design.md)."""

from __future__ import annotations

import contextlib
import functools
import os
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from .archive import ArchiveWriter, JsonlArchive, MemoryArchive, NewRecord, validate_session_id
from .auto import AutoCompactor, CompactResult
from .cache import PriceLookup, make_rule
from .errors import ArchiveError, ArchiveInUse, ContextFullError, ContextLimitError
from .extractive import ExtractiveSummarizer
from .messages import Message
from .micro import MicroCompactor
from .spec import MemorySpec
from .state import ContextStore, Entry, InMemoryContextStore, SessionState
from .summary import Summarizer
from .tokens import TokenEstimator


@dataclass
class AppendResult:
    appended: int
    context_tokens: int
    seqs: list[int | None]
    archived: bool = True
    error: str | None = None


@dataclass
class TurnResult:
    """What ``next_turn`` / ``step`` did: archive-style events and the tokens after.

    ``turn`` is the turn now open, the number the next messages get: the first append
    opens turn 1, so after the first ``next_turn`` it is 2 (``step`` leaves it as it is).
    """

    events: list[dict[str, Any]] = field(default_factory=list)
    context_tokens: int = 0
    turn: int = 0


class Compactor(Protocol):
    """One compaction layer: rewrites a session's context in place when
    it decides to, and returns archive-style events of what it did."""

    name: str

    def apply(self, state: SessionState) -> list[dict[str, Any]]: ...


class Memory(Protocol):
    """What an agent, the replay and the apps use of a memory: both backends have it.

    ``estimator`` counts tokens the way the memory does; ``context_entries`` is the
    context with each message's tokens, archive seq and kind (what ``context`` returns,
    in the same order)."""

    spec: MemorySpec
    estimator: TokenEstimator

    def append(self, session_id: str, *messages: Message | Mapping[str, Any]) -> AppendResult: ...
    def context(self, session_id: str) -> list[Message]: ...
    def context_entries(self, session_id: str) -> list[Entry]: ...
    def context_tokens(self, session_id: str) -> int: ...
    def next_turn(self, session_id: str) -> TurnResult: ...
    def step(self, session_id: str) -> TurnResult: ...
    def compact(
        self, session_id: str, reason: str = "manual", instructions: str | None = None
    ) -> CompactResult: ...
    def history(self, session_id: str) -> list[Message]: ...
    def clear(self, session_id: str) -> None: ...
    def is_empty(self, session_id: str) -> bool: ...


def record_type_for(message: Message) -> str:
    if message.role == "tool":
        return "tool_result"
    if message.role == "model" and message.tool_requests:
        return "tool_call"
    return "message"


class BaseMemory:
    """Shared plumbing: archive-first appends, state transactions, raw history."""

    def __init__(
        self,
        spec: MemorySpec | None = None,
        *,
        archive: ArchiveWriter | None = None,
        store: ContextStore | None = None,
        estimator: TokenEstimator | None = None,
    ) -> None:
        self.spec = spec or MemorySpec()
        self.estimator = estimator or TokenEstimator(
            self.spec.tokens.model,
            self.spec.tokens.calibration,
            self.spec.tokens.per_message_overhead,
        )
        if archive is None:
            archive = (
                JsonlArchive(
                    self.spec.archive.path or default_archive_dir(),
                    self.spec.archive.fsync,
                    rotate_bytes=self.spec.archive.rotate_bytes,
                )
                if self.spec.archive.enabled
                else MemoryArchive()
            )
        self.archive: ArchiveWriter = archive
        self.store: ContextStore = store or InMemoryContextStore()

    # -- appends --------------------------------------------------------------------
    def append(self, session_id: str, *messages: Message | Mapping[str, Any]) -> AppendResult:
        validate_session_id(session_id)
        msgs = [
            m if isinstance(m, Message) else Message.from_dict(m, where=f"messages[{i}]")
            for i, m in enumerate(messages)
        ]
        for i, msg in enumerate(msgs):
            msg.check_storable(f"messages[{i}]")
        with self.store.transaction(session_id) as state:
            if state.turn == 0:
                self._refuse_foreign_records(session_id)
                state.turn = 1
            new = [Entry(message=m, tokens=self.estimator.count(m), turn=state.turn) for m in msgs]
            for entry in new:
                if entry.message.role == "model":
                    # One model message per model call: the cache-aware rule's clock.
                    if state.model_calls == 0:
                        state.first_prompt_tokens = state.raw_tokens
                    state.model_calls += 1
                state.add(entry)
                state.raw_tokens += entry.tokens
            state.unarchived += len(new)
            error = self._flush_unarchived(state)
            seqs = [e.seq for e in state.entries[len(state.entries) - len(new) :]] if new else []
            return AppendResult(
                appended=len(new),
                context_tokens=self._visible_tokens(state),
                seqs=seqs,
                archived=error is None,
                error=error,
            )

    def _refuse_foreign_records(self, session_id: str) -> None:
        """A session new to this store must not continue records another store left in
        the archive (an earlier run with an in-memory store, another memory object on the
        same folder): its history would mix both runs and its next summary would cover
        messages this context never held. A ``clear`` record ends a run on purpose, so
        appending after one continues the session instead."""
        try:
            last = self.archive.last_seq(session_id)
            if not last or self.archive.get(session_id, last).type == "clear":
                return
        except ArchiveError:
            return  # a failing archive is the append's to report (the message waits in memory)
        raise ArchiveInUse(
            f"session {session_id!r} already has {last} records in the archive that this "
            "memory did not write (an earlier run?); appending would mix both runs. Use a new "
            f"session id or another archive.path, or call clear({session_id!r}) first to "
            "continue after them"
        )

    def _visible_tokens(self, state: SessionState) -> int:
        """Tokens of what ``context`` shows (ChatHistoryMemory shows a window)."""
        return state.tokens

    def _flush_unarchived(self, state: SessionState) -> str | None:
        """Write raw messages that wait for the archive (oldest first); returns the error."""
        if not state.unarchived:
            return None
        pending = [i for i, e in enumerate(state.entries) if e.seq is None and e.kind == "raw"]
        pending = pending[-state.unarchived :] if state.unarchived <= len(pending) else pending
        records = [
            NewRecord(
                record_type_for(state.entries[i].message),
                state.entries[i].turn,
                {"message": state.entries[i].message.to_dict()},
            )
            for i in pending
        ]
        try:
            written = self.archive.append(state.session_id, records)
        except ArchiveError as exc:
            # The message stays in memory; no compaction until the archive has taken it.
            state.archive_unhealthy = True
            return str(exc)
        for i, rec in zip(pending, written, strict=True):
            state.entries[i] = state.entries[i].replace(seq=rec.seq)
        state.unarchived = 0
        state.archive_unhealthy = False
        return None

    def _sync(self, state: SessionState, events: list[dict[str, Any]]) -> bool:
        """Flush pending writes and fsync; False (and an event) when the archive fails."""
        error = self._flush_unarchived(state)
        if error is None and self.spec.archive.fsync != "never":
            try:
                self.archive.sync(state.session_id)
            except ArchiveError as exc:
                error = str(exc)
        if error is not None:
            state.archive_unhealthy = True
            events.append({"type": "archive_error", "error": error})
            return False
        # Everything is written and synced: the archive has recovered (if it ever failed).
        state.archive_unhealthy = False
        return True

    # -- reads ----------------------------------------------------------------------
    def context(self, session_id: str) -> list[Message]:
        return [e.message for e in self._entries(session_id)]

    def context_entries(self, session_id: str) -> list[Entry]:
        return self._entries(session_id)

    def _entries(self, session_id: str) -> list[Entry]:
        state = self.store.peek(validate_session_id(session_id))
        return list(state.entries) if state else []

    def context_tokens(self, session_id: str) -> int:
        state = self.store.peek(validate_session_id(session_id))
        return state.tokens if state else 0  # kept incrementally: no re-counting

    def state(self, session_id: str) -> SessionState | None:
        return self.store.peek(validate_session_id(session_id))

    def history(self, session_id: str) -> list[Message]:
        """Every raw message ever appended, in order, compacted or not (memory_all_by_session_id)."""
        validate_session_id(session_id)
        out = [
            Message.from_dict(rec.data["message"])
            for rec in self.archive.read(session_id)
            if rec.type in ("message", "tool_call", "tool_result")
        ]
        state = self.store.peek(session_id)
        if state and state.unarchived:
            out += [e.message for e in state.entries if e.seq is None and e.kind == "raw"]
        return out

    def is_empty(self, session_id: str) -> bool:
        state = self.store.peek(validate_session_id(session_id))
        return state is None or not state.entries

    def clear(self, session_id: str) -> None:
        """Forget the runtime context; the archive keeps everything (and notes the clear)."""
        validate_session_id(session_id)
        with self.store.transaction(session_id) as state:
            self._flush_unarchived(state)
            # Clearing memory must work even with a broken disk.
            with contextlib.suppress(ArchiveError):
                self.archive.append(
                    session_id, [NewRecord("clear", state.turn, {"tokens": state.tokens})]
                )
        self.store.delete(session_id)


class ChatHistoryMemory(BaseMemory):
    """Today's HistoryMemory: a sliding window of the last ``max_turns`` turns."""

    def context(self, session_id: str) -> list[Message]:
        return [e.message for e in self._window(session_id)]

    def context_entries(self, session_id: str) -> list[Entry]:
        return self._window(session_id)

    def context_tokens(self, session_id: str) -> int:
        return sum(e.tokens for e in self._window(session_id))

    def _window(self, session_id: str) -> list[Entry]:
        state = self.store.peek(validate_session_id(session_id))
        if state is None:
            return []
        first = state.turn - self.spec.max_turns + 1
        return [e for e in state.entries if e.turn >= first or e.message.role == "system"]

    def next_turn(self, session_id: str) -> TurnResult:
        validate_session_id(session_id)
        events: list[dict[str, Any]] = []
        full: str | None = None
        with self.store.transaction(session_id) as state:
            self._sync(state, events)
            if state.turn >= self.spec.max_turns and self.spec.on_full != "evict":
                # Raised after the transaction so that what _sync archived is remembered
                # (otherwise a retry would archive the same messages again).
                full = (
                    f"context is full, please create a new session "
                    f"({state.turn} of max_turns {self.spec.max_turns} turns used)"
                )
            else:
                if state.turn >= self.spec.max_turns:
                    self._evict_oldest_turn(state, events)
                if state.turn:  # before the first append there is no turn to close
                    state.turn += 1
            result = TurnResult(
                events=events, context_tokens=self._window_tokens(state), turn=state.turn
            )
        if full is not None:
            raise ContextFullError(full)
        return result

    def _evict_oldest_turn(self, state: SessionState, events: list[dict[str, Any]]) -> None:
        oldest = state.turn - self.spec.max_turns + 1
        # A message the archive has not taken yet (seq None) stays until it is written, out
        # of the window, so that history never loses it.
        kept = [
            e
            for e in state.entries
            if e.turn > oldest or e.message.role == "system" or e.seq is None
        ]
        events.append({"type": "evict", "turn": oldest, "messages": len(state.entries) - len(kept)})
        state.set_entries(kept)

    def _visible_tokens(self, state: SessionState) -> int:
        return self._window_tokens(state)

    def _window_tokens(self, state: SessionState) -> int:
        first = state.turn - self.spec.max_turns + 1
        return sum(e.tokens for e in state.entries if e.turn >= first or e.message.role == "system")

    def step(self, session_id: str) -> TurnResult:
        validate_session_id(session_id)
        events: list[dict[str, Any]] = []
        with self.store.transaction(session_id) as state:
            self._sync(state, events)
            return TurnResult(
                events=events, context_tokens=self._window_tokens(state), turn=state.turn
            )

    def compact(
        self, session_id: str, reason: str = "manual", instructions: str | None = None
    ) -> CompactResult:
        tokens = self.context_tokens(session_id)
        return CompactResult(
            ok=False,
            reason="the chat_history backend does not compact; use backend: compactable",
            tokens_before=tokens,
            tokens_after=tokens,
            error="not supported by chat_history",
            trigger=reason,
        )


class CompactableMemory(BaseMemory):
    """Three layers: micro_compact every turn/step, auto_compact over the threshold,
    manual ``compact``. Lossy at runtime, lossless in the archive."""

    def __init__(
        self,
        spec: MemorySpec | None = None,
        *,
        summarizer: Summarizer | None = None,
        archive: ArchiveWriter | None = None,
        store: ContextStore | None = None,
        estimator: TokenEstimator | None = None,
        prices: PriceLookup | None = None,
    ) -> None:
        super().__init__(spec, archive=archive, store=store, estimator=estimator)
        self.summarizer: Summarizer = summarizer or make_summarizer(
            self.spec.auto_compact.summary_model
        )
        # cache: off -> None, and both layers decide exactly as without the rule. ``prices``
        # looks up a model's prices (default: litellm's local price map, read as JSON).
        auto_spec = self.spec.auto_compact
        self.cache = make_rule(
            self.spec.cache,
            summary_model=auto_spec.summary_model,
            auto_threshold=auto_spec.threshold_tokens if auto_spec.enabled else None,
            summary_tokens=auto_spec.max_summary_tokens,
            lookup=prices,
        )
        self.micro = MicroCompactor(
            self.spec.micro_compact, self.estimator, self.archive, cache=self.cache
        )
        self.auto = AutoCompactor(
            auto_spec, self.summarizer, self.estimator, self.archive, cache=self.cache
        )
        # Run in this order at every next_turn and step: auto_compact is checked after
        # micro_compact has cleared what it can.
        self.layers: list[Compactor] = [self.micro, self.auto]

    def next_turn(self, session_id: str) -> TurnResult:
        return self._advance(session_id, new_turn=True)

    def step(self, session_id: str) -> TurnResult:
        return self._advance(session_id, new_turn=False)

    def _advance(self, session_id: str, *, new_turn: bool) -> TurnResult:
        validate_session_id(session_id)
        events: list[dict[str, Any]] = []
        limit_error: str | None = None
        with self.store.transaction(session_id) as state:
            # Proposal 5.5: no compaction of any kind until the archive holds (and has
            # synced) every raw message, so nothing compacted away can be lost.
            archive_ok = self._sync(state, events)
            if archive_ok:
                for layer in self.layers:
                    snapshot = state.copy()
                    try:
                        events.extend(layer.apply(state))
                    except Exception as exc:  # a failing layer changes nothing
                        state.restore(snapshot)
                        events.append({"type": f"{layer.name}_failed", "error": repr(exc)})
            limit = self.spec.auto_compact.context_limit_tokens
            if limit is not None and state.tokens > limit:
                limit_error = (
                    f"context is {state.tokens} tokens, over context_limit_tokens {limit}, and "
                    "auto_compact could not reduce it: run a manual compact (memory_compact) "
                    "or start a new session"
                )
                events.append({"type": "context_limit", "tokens": state.tokens, "limit": limit})
            if new_turn and state.turn:  # before the first append there is no turn to close
                state.turn += 1
            result_tokens, turn = state.tokens, state.turn
        if limit_error:
            raise ContextLimitError(limit_error)
        return TurnResult(events=events, context_tokens=result_tokens, turn=turn)

    def compact(
        self, session_id: str, reason: str = "manual", instructions: str | None = None
    ) -> CompactResult:
        """The memory_compact tool: compact now, whatever the threshold says."""
        validate_session_id(session_id)
        with self.store.transaction(session_id) as state:
            if not state.entries:
                return CompactResult(
                    ok=False,
                    reason="nothing to compact: the session is empty",
                    error="empty session",
                    trigger=reason,
                )
            events: list[dict[str, Any]] = []
            if not self._sync(state, events):
                err = events[-1]["error"]
                return CompactResult(
                    ok=False,
                    reason=f"archive unavailable: {err}",
                    error=err,
                    tokens_before=state.tokens,
                    tokens_after=state.tokens,
                    trigger=reason,
                    events=events,
                )
            trigger = "manual" if reason == "manual" else "auto"
            return self.auto.run(state, trigger=trigger, instructions=instructions)


@functools.cache
def default_archive_dir() -> str:
    """The archive folder of a spec that names none: one new temporary folder per process."""
    return tempfile.mkdtemp(prefix="memorylab-archive-")


def make_summarizer(model: str) -> Summarizer:
    if model == "extractive":
        return ExtractiveSummarizer()
    from .llm import LiteLLMSummarizer

    return LiteLLMSummarizer(model)


def build_memory(
    source: str | os.PathLike[str] | Mapping[str, Any] | MemorySpec | None = None, **kwargs: Any
) -> ChatHistoryMemory | CompactableMemory:
    """The backend the spec names: a YAML path, a dict (whole document or bare spec) or a spec."""
    spec = MemorySpec.load(source)
    if spec.backend == "chat_history":
        kwargs.pop("summarizer", None)
        kwargs.pop("prices", None)
        return ChatHistoryMemory(spec, **kwargs)
    return CompactableMemory(spec, **kwargs)

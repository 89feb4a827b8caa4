"""Layers 2 and 3: replace the whole context by one structured summary.

Archive first, compact second: the raw session must be durably in the archive
(``sync`` succeeded) before anything is replaced, and the compaction record itself is
archived before the context changes. The new context is the system messages verbatim,
one summary message and nothing else, except a tool call in flight keeps its request so
that no tool result can be orphaned.
"""

from __future__ import annotations

import concurrent.futures
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

from .archive import ArchiveWriter, NewRecord, archive_ref
from .cache import CacheDecision, CacheRule
from .errors import ArchiveError, EngineError, SummarizerError
from .messages import Message
from .spec import AutoCompactSpec
from .state import Entry, SessionState
from .summary import (
    SUMMARY_HEADER,
    Summarizer,
    SummaryRequest,
    SummaryResponse,
    strip_header,
    validate_summary,
)
from .tokens import TokenEstimator

BREAKER_FAILURES = 3


@dataclass
class CompactResult:
    ok: bool
    reason: str
    tokens_before: int = 0
    tokens_after: int = 0
    summary: str | None = None
    archive_ref: str | None = None
    error: str | None = None
    trigger: str = "manual"
    model: str | None = None
    request_tokens: int = 0
    response_tokens: int = 0
    cost: float = 0.0
    events: list[dict[str, Any]] = field(default_factory=list)

    @property
    def saved_tokens(self) -> int:
        return self.tokens_before - self.tokens_after if self.ok else 0

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data.pop("events")
        return data


def _in_flight_from(entries: list[Entry]) -> int:
    """Index of a trailing model message whose tool calls are not all answered yet."""
    answered: set[str] = set()
    for i in range(len(entries) - 1, -1, -1):
        msg = entries[i].message
        if msg.role == "tool":
            answered.update(r.get("ref") or r["name"] for r in msg.tool_responses)
            continue
        if msg.role == "model" and msg.tool_requests:
            refs = {r.get("ref") or r["name"] for r in msg.tool_requests}
            return i if refs - answered else len(entries)
        return len(entries)
    return len(entries)


class AutoCompactor:
    def __init__(
        self,
        spec: AutoCompactSpec,
        summarizer: Summarizer,
        estimator: TokenEstimator,
        archive: ArchiveWriter,
        cache: CacheRule | None = None,
    ) -> None:
        self.spec = spec
        self.summarizer = summarizer
        self.estimator = estimator
        self.archive = archive
        self.cache = cache

    name = "auto"

    def apply(self, state: SessionState) -> list[dict[str, Any]]:
        """The ``Compactor`` step: compact when ``should_compact`` says so."""
        go, _why = self.should_compact(state)
        return self.run(state, trigger="auto").events if go else []

    # -- the decision -------------------------------------------------------------------
    def should_compact(self, state: SessionState) -> tuple[bool, str]:
        go, why, _decision = self.decide(state)
        return go, why

    def decide(self, state: SessionState) -> tuple[bool, str, CacheDecision | None]:
        """Compact now? The threshold, min_saving_tokens, the token benefit rule when
        ``expected_future_rounds`` is set, then (``cache`` on) the cache-aware rule."""
        if not self.spec.enabled:
            return False, "auto_compact disabled", None
        if state.breaker_open:
            return (
                False,
                f"auto_compact paused after {BREAKER_FAILURES} failures; run a manual compact",
                None,
            )
        if state.tokens <= self.spec.threshold_tokens:
            return False, f"{state.tokens} tokens <= threshold {self.spec.threshold_tokens}", None
        request = self._request(state, None)
        estimate = self.summarizer.estimate_tokens(request) + self.estimator.per_message_overhead
        system = sum(e.tokens for e in state.entries if e.message.role == "system")
        saving = state.tokens - system - estimate
        if saving < self.spec.min_saving_tokens:
            return (
                False,
                f"estimated saving {saving} < min_saving_tokens {self.spec.min_saving_tokens}",
                None,
            )
        if self.spec.expected_future_rounds is not None:
            cost = self._request_cost(request) + estimate
            benefit = saving * self.spec.expected_future_rounds
            if benefit <= cost:
                return False, f"benefit {benefit} <= compaction cost {cost} tokens", None
        why = f"{state.tokens} tokens > threshold {self.spec.threshold_tokens}"
        if self.cache is None:
            return True, why, None
        # The last summary of this session is the best guess of the next one's size.
        previous = next((e.tokens for e in state.entries if e.kind == "summary"), None)
        summary = min(estimate, previous) if previous else estimate
        priced = self.cache.prices.summary_input > 0
        decision = self.cache.auto(
            state,
            summary_tokens=summary,
            request_tokens=self._request_cost(request) if priced else 0,
            system_tokens=system,
        )
        return (
            decision.go,
            f"{why}; {decision.reason}" if decision.go else decision.reason,
            decision,
        )

    def _request_cost(self, request: SummaryRequest) -> int:
        counter: Callable[[SummaryRequest], int] | None = getattr(
            self.summarizer, "request_tokens", None
        )
        return counter(request) if counter else 0

    def _request(self, state: SessionState, instructions: str | None) -> SummaryRequest:
        previous = next((e.message.text for e in state.entries if e.kind == "summary"), None)
        # Everything archived so far is covered, including what an earlier summary covered
        # (the context holds no seq for it) and the earlier compaction records themselves.
        last = self.archive.last_seq(state.session_id)
        first, prev_last = self._coverage(state, last)
        extra = "\n".join(x for x in (self.spec.instructions, instructions) if x) or None
        sid = state.session_id

        def raw() -> list[tuple[int, Message]]:
            out: list[tuple[int, Message]] = []
            for rec in self.archive.read(sid, prev_last + 1, last):
                if rec.type in ("message", "tool_call", "tool_result"):
                    out.append((rec.seq, Message.from_dict(rec.data["message"])))
            return out

        raw_messages: Callable[[], list[tuple[int, Message]]] = raw
        if getattr(self.archive, "thread_bound", False):
            # The summarizer runs in its own thread, and this archive reads through the
            # caller's database transaction: read here, hand over the result.
            fetched = raw()
            raw_messages = fetched.copy
        return SummaryRequest(
            session_id=sid,
            messages=[(e.seq, e.message) for e in state.entries if e.kind != "summary"],
            archive_range=(first, last),
            max_tokens=self.spec.max_summary_tokens,
            estimator=self.estimator,
            previous_summary=strip_header(previous) if previous else None,
            instructions=extra,
            raw_messages=raw_messages,
            timeout_seconds=self.spec.timeout_seconds,
        )

    @staticmethod
    def _coverage(state: SessionState, last: int) -> tuple[int, int]:
        """(the first archive seq this context stands for, the last seq its summary
        already covers). A context starts at seq 1, or after a ``clear`` at its first
        message: what was cleared is history, not something the summary may claim."""
        for e in state.entries:
            if e.kind == "summary":
                meta = e.message.memorylab
                return int(meta.get("covered_from", 1)), int(meta.get("covered_until", 0))
        seqs = [e.seq for e in state.entries if e.seq is not None]
        first = min(seqs) if seqs else last + 1
        return first, first - 1

    # -- the flow -----------------------------------------------------------------
    def run(
        self, state: SessionState, *, trigger: str, instructions: str | None = None
    ) -> CompactResult:
        """Compact now (the caller decided). ``trigger``: "auto" or "manual"."""
        before = state.tokens
        reason = "manual" if trigger == "manual" else "auto"
        try:
            if state.unarchived or state.archive_unhealthy:
                raise ArchiveError(
                    "the archive is unhealthy (a write failed); not compacting until it recovers"
                )
            self.archive.sync(state.session_id)
            request = self._request(state, instructions)
            response = self._summarize(request)
            validate_summary(response.text)
            self._check_size(response)
            return self._replace(state, request, response, trigger)
        except EngineError as exc:
            return self._fail(state, trigger, before, exc, reason)

    def _summarize(self, request: SummaryRequest) -> SummaryResponse:
        pool = concurrent.futures.ThreadPoolExecutor(max_workers=1)
        future = pool.submit(self.summarizer.summarize, request)
        try:
            return future.result(timeout=request.timeout_seconds)
        except concurrent.futures.TimeoutError as exc:
            raise SummarizerError(
                f"summarizer {self.summarizer.name} timed out after {request.timeout_seconds:g} s"
            ) from exc
        except EngineError:
            raise
        except Exception as exc:  # a summarizer is user code: any error is a failed compaction
            raise SummarizerError(f"summarizer {self.summarizer.name} failed: {exc!r}") from exc
        finally:
            pool.shutdown(wait=False)

    def _check_size(self, response: SummaryResponse) -> None:
        """max_summary_tokens bounds every summary, whatever summarizer wrote it."""
        tokens = self.estimator.count_text(strip_header(response.text))
        if tokens > self.spec.max_summary_tokens:
            raise SummarizerError(
                f"summary is {tokens} tokens, over max_summary_tokens {self.spec.max_summary_tokens}"
            )

    def _replace(
        self, state: SessionState, request: SummaryRequest, response: SummaryResponse, trigger: str
    ) -> CompactResult:
        sid = state.session_id
        first, last = request.archive_range
        covered = archive_ref(sid, first, last)
        body = strip_header(response.text).strip()
        text = f"{SUMMARY_HEADER[:-1]} of {covered}: the earlier conversation, compacted; raw messages are in the archive]\n\n{body}\n"
        keep_from = _in_flight_from(state.entries)
        system = [e for e in state.entries[:keep_from] if e.message.role == "system"]
        tail = state.entries[keep_from:]
        before = state.tokens
        meta = {
            "kind": "summary",
            "archive_range": covered,
            "covered_from": first,
            "covered_until": last,
            "tokens_before": before,
            "model": response.model,
            "cost": response.cost,
            "request_tokens": response.request_tokens,
            "response_tokens": response.response_tokens,
            "trigger": trigger,
        }
        probe = Message.text_message("user", text, {"memorylab": dict(meta, tokens_after=0)})
        summary_tokens = self.estimator.count(probe)
        after = sum(e.tokens for e in system) + summary_tokens + sum(e.tokens for e in tail)
        if after >= before:
            raise SummarizerError(
                f"summary is not smaller than the context ({after} >= {before} tokens)"
            )
        if trigger != "manual" and before - after < self.spec.min_saving_tokens:
            raise SummarizerError(
                f"summary saves {before - after} tokens < min_saving_tokens {self.spec.min_saving_tokens}"
            )
        meta["tokens_after"] = after
        summary = Message.text_message("user", text, {"memorylab": meta})
        record_type = "manual_compact" if trigger == "manual" else "auto_compact"
        new_entries = (
            system
            + [
                Entry(
                    message=summary,
                    tokens=self.estimator.count(summary),
                    turn=state.turn,
                    seq=None,
                    kind="summary",
                )
            ]
            + tail
        )
        cache_fields = self._cache_fields(state, new_entries, response)
        record: dict[str, Any] = {
            "summary": text,
            "archive_range": covered,
            "tokens_before": before,
            "tokens_after": after,
            "model": response.model,
            "request_tokens": response.request_tokens,
            "response_tokens": response.response_tokens,
            "cost": response.cost,
            **cache_fields,
        }
        # A summarizer that had to fall back (an LLM answer rejected) says so.
        fallback = response.extra.get("fallback")
        if isinstance(fallback, dict):
            record["fallback"] = fallback
        # Archive the compaction before the context changes: if this write fails, nothing changed.
        [rec] = self.archive.append(sid, [NewRecord(record_type, state.turn, record)])
        state.set_entries(new_entries)
        state.compactions += 1
        state.failures = 0
        if trigger == "manual":
            state.breaker_open = False
        ref = archive_ref(sid, rec.seq)
        events: list[dict[str, Any]] = [
            {
                "type": record_type,
                "seq": rec.seq,
                "tokens_before": before,
                "tokens_after": state.tokens,
                "archive_ref": ref,
                **cache_fields,
            }
        ]
        if isinstance(fallback, dict):
            events.append({"type": "summary_fallback", "seq": rec.seq, **fallback})
        return CompactResult(
            ok=True,
            reason=f"{trigger} compaction of {covered}",
            tokens_before=before,
            tokens_after=state.tokens,
            summary=text,
            archive_ref=ref,
            trigger=trigger,
            model=response.model,
            request_tokens=response.request_tokens,
            response_tokens=response.response_tokens,
            cost=response.cost,
            events=events,
        )

    def _cache_fields(
        self, state: SessionState, new_entries: list[Entry], response: SummaryResponse
    ) -> dict[str, Any]:
        """The cache-write cost this compaction causes and when it pays back (cache on)."""
        if self.cache is None:
            return {}
        p = self.cache.prices
        summarizer = (
            p.summary_input * response.request_tokens + p.summary_output * response.response_tokens
        )
        cost = self.cache.edit_cost(state.entries, new_entries, summarizer)
        decision = self.cache.decide(
            cost, self.cache.expected_calls(state), f"a summary saving {cost.saved} tokens"
        )
        return decision.event_fields(with_reason=False)

    def _fail(
        self, state: SessionState, trigger: str, before: int, exc: EngineError, reason: str
    ) -> CompactResult:
        # The breaker guards against a failing summarizer; a failing archive already stops
        # compaction until it recovers, and must not pause auto_compact after that.
        if trigger != "manual" and not isinstance(exc, ArchiveError):
            state.failures += 1
            if state.failures >= BREAKER_FAILURES:
                state.breaker_open = True
        event: dict[str, Any] = {
            "type": "compact_failed",
            "trigger": trigger,
            "error": str(exc),
            "code": exc.code,
        }
        try:
            [rec] = self.archive.append(
                state.session_id,
                [
                    NewRecord(
                        "compact_failed",
                        state.turn,
                        {"trigger": trigger, "error": str(exc), "code": exc.code, "tokens": before},
                    )
                ],
            )
            event["seq"] = rec.seq
        except ArchiveError:
            event["archived"] = (
                False  # the archive itself is what failed; the event is still returned
            )
        return CompactResult(
            ok=False,
            reason=f"{reason} compaction failed: {exc}",
            tokens_before=before,
            tokens_after=before,
            error=str(exc),
            trigger=trigger,
            events=[event],
        )

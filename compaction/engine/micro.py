"""Layer 1: micro_compact — replace old tool-result bodies by placeholders.

A placeholder keeps the tool-call trail (name, ref, shortened input), the status, the
size, a head/tail preview and the archive reference of the raw event, so the model
knows what it ran and where the full output is. The message stays a valid tool
response (same name and ref), so the conversation stays valid for any provider.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .archive import ArchiveWriter, NewRecord, archive_ref
from .cache import CacheDecision, CacheRule
from .errors import ArchiveError
from .messages import Message, compact_json
from .spec import MicroCompactSpec
from .state import Entry, SessionState
from .tokens import TokenEstimator

PLACEHOLDER_MARK = "[memorylab: compacted tool result"
_EXIT_PATTERNS = (
    re.compile(r"<returncode>\s*(-?\d+)\s*</returncode>"),
    re.compile(r"\bexit(?:ed with)?(?: code|_code| status)?[:=\s]+(-?\d+)", re.I),
    re.compile(r"\breturn ?code[:=\s]+(-?\d+)", re.I),
)
_ERROR_HINT = re.compile(
    r"Traceback \(most recent call last\)|\bERROR\b|\bError:|\bFAILED\b|command not found|No such file"
)
PREVIEW_CHARS = 80  # head and tail: enough to recognise an output, cheap to keep
PLACEHOLDER_INPUT_CHARS = 60  # the request itself sits just before the result
INPUT_CHARS = 160  # compact_tool_inputs keeps this much of each long input value


def shorten(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def tool_status(output: Any) -> tuple[str, int | None]:
    """("ok" | "error", exit code if the output shows one)."""
    if isinstance(output, dict):
        code = output.get("exit_code", output.get("returncode"))
        bad = bool(output.get("error")) or output.get("status") in ("error", "failed")
        if isinstance(code, int):
            return ("error" if code != 0 or bad else "ok", code)
        return ("error" if bad else "ok", None)
    text = output if isinstance(output, str) else compact_json(output)
    head = text[:2000]
    for pattern in _EXIT_PATTERNS:
        m = pattern.search(head)
        if m:
            code = int(m.group(1))
            return ("error" if code != 0 else "ok", code)
    return ("error" if _ERROR_HINT.search(head) else "ok", None)


# Lines that carry no content of their own: bare markup (<output>, </stdout>) and the
# exit code the status line already gives.
_NOISE_LINE = re.compile(
    r"^\s*(</?[A-Za-z_][\w:-]*>\s*)+$|^\s*<returncode>\s*-?\d+\s*</returncode>\s*$"
)


def _preview(text: str) -> tuple[str, str]:
    lines = [ln for ln in text.splitlines() if ln.strip() and not _NOISE_LINE.match(ln)]
    if not lines:
        return "", ""
    head = shorten(" | ".join(lines[:2]), PREVIEW_CHARS)
    tail = shorten(" | ".join(lines[-2:]), PREVIEW_CHARS) if len(lines) > 2 else ""
    return head, tail


def placeholder_text(
    *, name: str, ref: str | None, call_input: Any, output: Any, tokens: int, archive: str
) -> str:
    text = output if isinstance(output, str) else compact_json(output)
    status, code = tool_status(output)
    head, tail = _preview(text)
    lines = text.count("\n") + 1 if text else 0
    status_txt = status + (f", exit code {code}" if code is not None else "")
    out = [
        f"{PLACEHOLDER_MARK}: {archive}]",
        f"tool: {name}"
        + (f" (ref {ref})" if ref else "")
        + (
            f" input: {shorten(compact_json(call_input), PLACEHOLDER_INPUT_CHARS)}"
            if call_input is not None
            else ""
        ),
        f"status: {status_txt}; size: {tokens} tokens, {lines} lines",
    ]
    if head:
        out.append(f"head: {head}")
    if tail:
        out.append(f"tail: {tail}")
    return "\n".join(out)


def _shorten_value(value: Any, limit: int, ref: str) -> Any:
    if isinstance(value, str) and len(value) > limit:
        return f"{value[:limit]}… [{len(value)} chars; full input: {ref}]"
    if isinstance(value, dict):
        return {k: _shorten_value(v, limit, ref) for k, v in value.items()}
    if isinstance(value, list):
        return [_shorten_value(v, limit, ref) for v in value]
    return value


def first_sentence(text: str, limit: int = 200) -> str:
    stripped = text.strip()
    m = re.search(r"(.+?[.!?。])(\s|$)", stripped, re.S)
    sentence = m.group(1) if m else stripped.split("\n", 1)[0]
    return shorten(sentence, limit)


def _call_inputs(entries: list[Entry], i: int) -> dict[str, Any]:
    """Ref -> input of the calls the tool message at ``i`` answers: those of the model
    message before it (its results may come in several tool messages)."""
    for j in range(i - 1, -1, -1):
        msg = entries[j].message
        if msg.role == "model":
            return {r.get("ref") or r["name"]: r.get("input") for r in msg.tool_requests}
        if msg.role != "tool":
            break
    return {}


@dataclass
class MicroResult:
    tokens_saved: int
    results_compacted: int
    inputs_compacted: int
    reasoning_compacted: int
    refs: list[str]
    # The cache-aware rule's verdict on this batch (None when ``cache`` is off).
    cache: CacheDecision | None = None

    @property
    def changed(self) -> bool:
        return self.tokens_saved > 0


class MicroCompactor:
    """Applies layer 1 to a session state in place. Idempotent: placeholders are skipped."""

    name = "micro"

    def __init__(
        self,
        spec: MicroCompactSpec,
        estimator: TokenEstimator,
        archive: ArchiveWriter | None = None,
        cache: CacheRule | None = None,
    ) -> None:
        self.spec = spec
        self.estimator = estimator
        self.archive = archive
        self.cache = cache

    def apply(self, state: SessionState) -> list[dict[str, Any]]:
        """The ``Compactor`` step: compact, note it in the archive, return the event."""
        result = self.compact(state, state.session_id)
        if not result.changed:
            return []
        state.micro_compactions += 1
        event: dict[str, Any] = {
            "type": "micro_compact",
            "tokens_saved": result.tokens_saved,
            "results": result.results_compacted,
            "inputs": result.inputs_compacted,
            "reasoning": result.reasoning_compacted,
            "refs": result.refs,
            "context_tokens": state.tokens,
        }
        if result.cache is not None:
            event.update(result.cache.event_fields())
        if self.archive is not None:
            data = {k: v for k, v in event.items() if k != "type"}
            try:
                [rec] = self.archive.append(
                    state.session_id, [NewRecord("micro_compact", state.turn, data)]
                )
                event["seq"] = rec.seq
            except ArchiveError:
                event["archived"] = False  # the raw results are archived; only the note is lost
        return [event]

    def _protected_from(self, state: SessionState) -> int:
        """Index from which nothing is touched: the current turn's last N tool results
        and the model message that asked for the oldest of them."""
        entries = state.entries
        keep = self.spec.keep_recent_tool_results
        cut = len(entries)
        if keep == 0:
            return cut
        seen = 0
        for i in range(len(entries) - 1, -1, -1):
            if entries[i].turn != state.turn:
                break
            if entries[i].message.role == "tool":
                seen += len(entries[i].message.tool_responses)
                cut = i
                if seen >= keep:
                    break
        if 0 < cut < len(entries) and entries[cut - 1].message.role == "model":
            cut -= 1
        return cut

    def compact(self, state: SessionState, session_id: str) -> MicroResult:
        if not self.spec.enabled:
            return MicroResult(0, 0, 0, 0, [])
        stop = self._protected_from(state)
        plans: list[tuple[int, Entry]] = []
        saved = n_results = n_inputs = n_reasoning = 0
        refs: list[str] = []
        shorten_inputs, shorten_reasoning = (
            self.spec.compact_tool_inputs,
            self.spec.compact_reasoning,
        )
        start = min(state.micro_checked, stop)
        # Where the next pass must look again: an entry waiting for its archive seq, or
        # one whose edit batching deferred.
        recheck = stop
        for i in range(start, stop):
            entry = state.entries[i]
            if entry.seq is None and entry.kind == "raw":
                recheck = min(recheck, i)
                continue
            if entry.kind != "raw" or entry.seq is None:
                continue
            msg = entry.message
            # No part of a message this small can pass min_tokens: skip it without
            # tokenizing, so a step costs O(new messages), not O(history).
            small = entry.tokens - self.estimator.per_message_overhead <= self.spec.min_tokens
            new_parts: list[dict[str, Any]] | None = None
            n_res = n_in = n_re = 0
            if msg.role == "tool":
                if small:
                    continue
                ref = archive_ref(session_id, entry.seq)
                inputs = _call_inputs(state.entries, i)
                new_parts, n_res = self._compact_results(msg, inputs, ref, entry.tokens)
            elif (
                msg.role == "model"
                and (shorten_reasoning or (shorten_inputs and not small))
                and msg.tool_requests
            ):
                ref = archive_ref(session_id, entry.seq)
                new_parts, n_in, n_re = self._compact_request(msg, ref)
            if new_parts is None:
                continue
            meta = dict(msg.metadata or {})
            meta["memorylab"] = {
                "kind": "placeholder",
                "archive_ref": ref,
                "original_tokens": entry.tokens,
            }
            new_msg = msg.with_content(new_parts, meta)
            tokens = self.estimator.count(new_msg)
            if tokens >= entry.tokens:
                continue
            n_results += n_res
            n_inputs += n_in
            n_reasoning += n_re
            saved += entry.tokens - tokens
            refs.append(ref)
            plans.append((i, entry.replace(message=new_msg, tokens=tokens, kind="placeholder")))
        # Batching: every edit invalidates the provider's prompt cache from that message on,
        # so wait until one edit clears enough to pay for it: clear_at_least_tokens by hand,
        # or (cache on) the cache-aware rule, which also waits when auto_compact is due.
        entries = list(state.entries)
        for i, new_entry in plans:
            entries[i] = new_entry
        decision = self.cache.micro(state, entries) if self.cache and plans else None
        paid = decision.go if decision is not None else True
        if not plans or not paid or saved < max(self.spec.clear_at_least_tokens, 1):
            state.micro_checked = min(recheck, plans[0][0]) if plans else recheck
            return MicroResult(0, 0, 0, 0, [], decision)
        state.set_entries(entries)
        state.micro_checked = recheck
        return MicroResult(saved, n_results, n_inputs, n_reasoning, refs, decision)

    def _compact_results(
        self, msg: Message, inputs: dict[str, Any], ref: str, message_tokens: int
    ) -> tuple[list[dict[str, Any]] | None, int]:
        parts: list[dict[str, Any]] = []
        count = 0
        for part in msg.content:
            resp = part.get("toolResponse")
            if resp is None:
                parts.append(part)
                continue
            output = resp.get("output")
            # A one-part message's count is cached on its entry: no need to tokenize
            # a (possibly huge) output a second time.
            tokens = (
                message_tokens - self.estimator.per_message_overhead
                if len(msg.content) == 1
                else self.estimator.count_part(part)
            )
            if tokens <= self.spec.min_tokens:
                parts.append(part)
                continue
            text = placeholder_text(
                name=resp["name"],
                ref=resp.get("ref"),
                call_input=inputs.get(resp.get("ref") or resp["name"]),
                output=output,
                tokens=tokens,
                archive=ref,
            )
            parts.append({**part, "toolResponse": {**resp, "output": text}})
            count += 1
        return (parts if count else None), count

    def _compact_request(
        self, msg: Message, ref: str
    ) -> tuple[list[dict[str, Any]] | None, int, int]:
        parts: list[dict[str, Any]] = []
        n_inputs = n_reasoning = 0
        for part in msg.content:
            if self.spec.compact_tool_inputs and "toolRequest" in part:
                req = part["toolRequest"]
                if self.estimator.count_part(part) > self.spec.min_tokens:
                    parts.append(
                        {
                            **part,
                            "toolRequest": {
                                **req,
                                "input": _shorten_value(req.get("input"), INPUT_CHARS, ref),
                            },
                        }
                    )
                    n_inputs += 1
                    continue
            if self.spec.compact_reasoning and "text" in part:
                text = part["text"]
                short = first_sentence(text)
                if len(short) + 40 < len(text):
                    # The archive ref rides in the message's metadata: in the text it
                    # would cost more than the sentence it stands for.
                    parts.append({**part, "text": f"{short} [reasoning compacted]"})
                    n_reasoning += 1
                    continue
            parts.append(part)
        return (parts if (n_inputs or n_reasoning) else None), n_inputs, n_reasoning

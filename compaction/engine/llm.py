"""``LiteLLMSummarizer``: the compact prompt (docs/summary-format.md), through litellm.

litellm is imported on first use only (importing it costs ~2.5 s), with its local price
map (``LITELLM_LOCAL_MODEL_COST_MAP``) so pricing never needs the network.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from .errors import SummarizerError
from .messages import Message, compact_json
from .summary import SECTIONS, SummaryRequest, SummaryResponse, strip_header, validate_summary
from .tokens import ensure_offline_tiktoken

log = logging.getLogger(__name__)

SYSTEM_PROMPT = """You compact the conversation of an AI agent into WORKING MEMORY for its next turns.
This is not a generic summary: the agent will continue the work from your text alone, the raw
conversation is archived and can be fetched by its archive:// reference.

Write Markdown with exactly these six sections, with these exact headings, in this order. Under
each heading, one item per line as a "- " bullet ("- (none)" when a section is empty):
## User Goal            - what the user wants: requests, questions, constraints, deadlines
## Confirmed Facts      - verified results only (tool outputs, the user's statements)
## Decisions Made       - agreements and choices, each with its reason
## Open Issues          - unanswered questions, unknowns, risks, unverified hypotheses ("hypothesis: ...")
## Pending Actions      - agreed next steps not yet done: who, what, by when, what it waits for
## Important References - file paths, URLs, ticket/incident ids, branches, commits, config keys, tables, people

Rules:
- Keep identifiers, paths, names, config keys, numbers with units and error messages VERBATIM.
- Separate confirmed facts from hypotheses and from unfinished actions.
- State only CURRENT values. When a value, owner, date, status or plan changed, write the latest
  one and mark the old one as history on the same line, e.g. "timeout 1200 ms (previously 800 ms)".
  A progression (10%, 25%, 50%, 100%) is one item with its latest state. Never state a replaced
  value as current: every line that still mentions an old value (in any section, the goal
  included) marks it as history.
- A decision is what was chosen, with its value, however it was said: the user picking an
  option ("option b", "the second one", "go with X", "approved"), someone's approval recorded
  in a tool output or reported by the assistant, the assistant confirming what it set.
- Move resolved items: a pending action that was done leaves Pending Actions (it may become a
  confirmed fact or a decision); an open issue that was answered leaves Open Issues.
- Record failed attempts and excluded paths briefly (in Confirmed Facts or Decisions Made).
- End each item with the archive reference of the message it comes from, e.g. (archive://s1/42).
- Stay under {max_tokens} tokens. No preamble, no closing remarks."""

MERGE_NOTE = """A previous summary exists (below). Merge the new conversation into it item by item:
keep every item that is still true, replace values that changed (marking the old value as
history), move done actions out of Pending Actions and answered questions out of Open Issues,
and add what is new. Do not summarize the summary loosely."""


def render_transcript(messages: Sequence[tuple[int | None, Message]], session_id: str) -> str:
    lines: list[str] = []
    for seq, msg in messages:
        ref = f"archive://{session_id}/{seq}" if seq is not None else "summary"
        for part in msg.content:
            if "text" in part:
                lines.append(f"[{ref}] {msg.role}: {part['text']}")
            elif "toolRequest" in part:
                req = part["toolRequest"]
                lines.append(
                    f"[{ref}] {msg.role} calls {req['name']}({compact_json(req.get('input'))})"
                )
            elif "toolResponse" in part:
                resp = part["toolResponse"]
                out = resp.get("output")
                text = out if isinstance(out, str) else compact_json(out)
                lines.append(f"[{ref}] tool {resp['name']} returned: {text}")
    return "\n".join(lines)


def build_prompt(request: SummaryRequest) -> list[dict[str, str]]:
    system = SYSTEM_PROMPT.format(max_tokens=request.max_tokens)
    user: list[str] = []
    if request.previous_summary:
        user += [MERGE_NOTE, "", "PREVIOUS SUMMARY:", request.previous_summary, ""]
    if request.instructions:
        user += ["ADDITIONAL INSTRUCTIONS FROM THE USER:", request.instructions, ""]
    convo = [(s, m) for s, m in request.messages if m.role != "system" and s is not None]
    user += [
        "CONVERSATION:",
        render_transcript(convo, request.session_id),
        "",
        "Write the six sections now: " + ", ".join(SECTIONS) + ".",
    ]
    return [{"role": "system", "content": system}, {"role": "user", "content": "\n".join(user)}]


def upstream_error(exc: BaseException) -> str:
    """A provider error in a few words: its class and HTTP status, never its body."""
    status = getattr(exc, "status_code", None)
    name = type(exc).__name__
    return f"{name} (HTTP {status})" if isinstance(status, int) else name


class LiteLLMSummarizer:
    """Summarizes through litellm. A conversation too long for the summary model's input
    is folded in chunks, oldest first, each merged into the summary of the ones before
    (the same anchored merge as a second compaction), so a long session never dead-ends."""

    def __init__(
        self,
        model: str,
        *,
        mock_response: str | None = None,
        completion_kwargs: dict[str, Any] | None = None,
        max_input_tokens: int | None = None,
    ) -> None:
        self.name = model
        self.model = model
        self.mock_response = mock_response
        self.completion_kwargs = completion_kwargs or {}
        self.max_input_tokens = max_input_tokens

    def estimate_tokens(self, request: SummaryRequest) -> int:
        return request.max_tokens

    def request_tokens(self, request: SummaryRequest) -> int:
        return sum(request.estimator.count_text(m["content"]) + 4 for m in build_prompt(request))

    def input_limit(self) -> int | None:
        """The summary model's input window: set explicitly, or from litellm's price map."""
        if self.max_input_tokens is not None:
            return self.max_input_tokens
        ensure_offline_tiktoken()
        import litellm

        info = litellm.model_cost.get(self.model) or litellm.model_cost.get(
            self.model.rsplit("/", 1)[-1]
        )
        limit = (info or {}).get("max_input_tokens")
        return int(limit) if limit else None

    def summarize(self, request: SummaryRequest) -> SummaryResponse:
        """The model's summary; when its answer is not a summary (a section missing, over
        max_summary_tokens), the extractive summary of the same request instead, saying so
        in ``extra["fallback"]`` (the compactor turns it into a ``summary_fallback`` event).
        A failing provider call is an error, not a fallback."""
        try:
            response = self._summarize(request)
            _check_answer(response.text, request, response)
        except _RejectedAnswer as exc:
            return self._fallback(request, exc)
        return response

    def _fallback(self, request: SummaryRequest, exc: _RejectedAnswer) -> SummaryResponse:
        from .extractive import ExtractiveSummarizer

        extractive = ExtractiveSummarizer().summarize(request)
        spent = exc.response
        return SummaryResponse(
            text=extractive.text,
            model=extractive.model,
            request_tokens=spent.request_tokens if spent else 0,
            response_tokens=spent.response_tokens if spent else 0,
            cost=spent.cost if spent else 0.0,
            extra={
                "fallback": {
                    "from_model": self.model,
                    "to_model": extractive.model,
                    "reason": str(exc),
                }
            },
        )

    def _summarize(self, request: SummaryRequest) -> SummaryResponse:
        limit = self.input_limit()
        if limit is None or self.request_tokens(request) <= limit:
            return self._complete(request)
        chunks = self._chunks(request, limit)
        previous = request.previous_summary
        total_in = total_out = 0
        cost = 0.0
        response: SummaryResponse | None = None
        for chunk in chunks:
            part = replace(request, messages=chunk, previous_summary=previous)
            response = self._complete(part)
            total_in += response.request_tokens
            total_out += response.response_tokens
            cost += response.cost
            spent = SummaryResponse("", self.model, total_in, total_out, cost)
            _check_answer(response.text, part, spent)  # a bad partial would poison the merge
            previous = strip_header(response.text).strip()
        assert response is not None
        return SummaryResponse(
            text=response.text,
            model=self.model,
            request_tokens=total_in,
            response_tokens=total_out,
            cost=cost,
            extra={"chunks": len(chunks)},
        )

    def _chunks(
        self, request: SummaryRequest, limit: int
    ) -> list[list[tuple[int | None, Message]]]:
        """Split the conversation so that each call (prompt, previous summary of up to
        max_tokens, the chunk) fits ``limit``. A single message larger than a chunk is cut
        to fit: its full text stays in the archive."""
        fixed = self.request_tokens(replace(request, messages=[], previous_summary=None))
        budget = limit - fixed - request.max_tokens - 64
        if budget < 256:
            raise SummarizerError(
                f"summary model {self.model}: input window {limit} tokens cannot hold the "
                f"prompt and a {request.max_tokens}-token summary; lower max_summary_tokens"
            )
        chunks: list[list[tuple[int | None, Message]]] = [[]]
        used = 0
        for seq, msg in request.messages:
            if msg.role == "system" or seq is None:
                continue
            tokens = request.estimator.count(msg) + 16
            if tokens > budget:
                msg = _cut(msg, budget * 3)  # ~3 chars a token, a safe side of tiktoken's ~4
                tokens = request.estimator.count(msg) + 16
            if used + tokens > budget and chunks[-1]:
                chunks.append([])
                used = 0
            chunks[-1].append((seq, msg))
            used += tokens
        return [c for c in chunks if c]

    def _complete(self, request: SummaryRequest) -> SummaryResponse:
        ensure_offline_tiktoken()
        import litellm

        prompt = build_prompt(request)
        kwargs: dict[str, Any] = {
            "max_tokens": request.max_tokens,
            "timeout": request.timeout_seconds,
            **self.completion_kwargs,
        }
        if self.mock_response is not None:
            kwargs["mock_response"] = self.mock_response
        try:
            response = litellm.completion(model=self.model, messages=prompt, **kwargs)
        except Exception as exc:  # provider errors come in many classes
            # The error's text can hold the provider's whole answer (an HTML page, a
            # local service's reply): it goes to the log, the result names only its kind.
            log.warning("summary model %s failed: %s", self.model, exc)
            raise SummarizerError(
                f"summary model {self.model} failed: {upstream_error(exc)}"
            ) from exc
        try:
            text = response.choices[0].message.content or ""
        except (AttributeError, IndexError) as exc:
            raise SummarizerError(f"summary model {self.model} returned no text") from exc
        # A mocked call reports litellm's placeholder usage (10 in, 20 out), not the
        # prompt's size: count it ourselves so offline runs still measure compaction cost.
        usage = None if self.mock_response is not None else getattr(response, "usage", None)
        req_tokens = getattr(usage, "prompt_tokens", None) or self.request_tokens(request)
        resp_tokens = getattr(usage, "completion_tokens", None) or request.estimator.count_text(
            text
        )
        return SummaryResponse(
            text=text.strip() + "\n",
            model=self.model,
            request_tokens=req_tokens,
            response_tokens=resp_tokens,
            cost=completion_cost(self.model, req_tokens, resp_tokens),
        )


class _RejectedAnswer(SummarizerError):
    """The model answered, but not with a usable summary."""

    def __init__(self, message: str, response: SummaryResponse | None = None) -> None:
        super().__init__(message)
        self.response = response


def _check_answer(
    text: str, request: SummaryRequest, response: SummaryResponse | None = None
) -> None:
    """Refuse an answer that is not a summary of the six sections within the budget."""
    try:
        validate_summary(text)
    except SummarizerError as exc:
        raise _RejectedAnswer(f"answer rejected: {exc}", response) from exc
    tokens = request.estimator.count_text(strip_header(text))
    if tokens > request.max_tokens:
        raise _RejectedAnswer(
            f"answer rejected: {tokens} tokens, over max_summary_tokens {request.max_tokens}",
            response,
        )


def _cut(msg: Message, max_chars: int) -> Message:
    """A copy of ``msg`` whose texts and tool outputs together fit ``max_chars``."""
    share = max(max_chars // max(len(msg.content), 1), 200)
    parts: list[dict[str, Any]] = []
    for part in msg.content:
        if isinstance(part.get("text"), str) and len(part["text"]) > share:
            part = {**part, "text": part["text"][:share] + " …[cut for the summary]"}
        elif "toolResponse" in part:
            out = part["toolResponse"].get("output")
            text = out if isinstance(out, str) else compact_json(out)
            if len(text) > share:
                cut = text[:share] + " …[cut for the summary]"
                part = {**part, "toolResponse": {**part["toolResponse"], "output": cut}}
        parts.append(part)
    return msg.with_content(parts, msg.metadata)


def completion_cost(
    model: str, request_tokens: int, response_tokens: int, cached_tokens: int = 0
) -> float:
    """Money for one call from litellm's local price map; 0.0 for unknown models."""
    prices = model_prices(model)
    if prices is None:
        return 0.0
    fresh = max(request_tokens - cached_tokens, 0)
    return (
        fresh * prices["input"]
        + cached_tokens * prices["cached_input"]
        + response_tokens * prices["output"]
    )


def model_prices(model: str) -> dict[str, float] | None:
    """Per-token prices {input, cached_input, output} from litellm's bundled map."""
    ensure_offline_tiktoken()
    import litellm

    info = litellm.model_cost.get(model) or litellm.model_cost.get(model.rsplit("/", 1)[-1])
    if not info:
        return None
    inp = float(info.get("input_cost_per_token") or 0.0)
    return {
        "input": inp,
        "cached_input": float(info.get("cache_read_input_token_cost") or inp),
        "output": float(info.get("output_cost_per_token") or 0.0),
    }

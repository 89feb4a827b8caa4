"""``LiteLLMSummarizer``: the compact prompt of proposal section 6, through litellm.

litellm is imported on first use only (importing it costs ~2.5 s), with its local price
map (``LITELLM_LOCAL_MODEL_COST_MAP``) so pricing never needs the network.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .errors import SummarizerError
from .messages import Message, compact_json
from .summary import SECTIONS, SummaryRequest, SummaryResponse
from .tokens import ensure_offline_tiktoken

SYSTEM_PROMPT = """You compact the conversation of an AI agent into WORKING MEMORY for its next turns.
This is not a generic summary: the agent will continue the work from your text alone, the raw
conversation is archived and can be fetched by its archive:// reference.

Write Markdown with exactly these six sections, in this order, each a list of "- " bullets
("- (none)" when empty):
## User Goal            - what the user wants, constraints and preferences, in their words
## Confirmed Facts      - verified results only (tool outputs, the user's statements)
## Decisions Made       - each decision with its reason
## Open Issues          - unanswered questions and unverified hypotheses (mark them "hypothesis:")
## Pending Actions      - agreed next steps not yet done, in order
## Important References - file paths, function/class names, config keys, ids, URLs, commands, numbers

Rules:
- Keep identifiers, paths, names, config keys, numbers with units and error messages VERBATIM.
- Separate confirmed facts from hypotheses and from unfinished actions.
- When a value changed, keep only the latest value and say it replaced the old one.
- Record failed attempts and excluded paths briefly (in Confirmed Facts or Decisions Made).
- Cite the archive reference (e.g. archive://s1/42) of the message a bullet comes from.
- Stay under {max_tokens} tokens. No preamble, no closing remarks."""

MERGE_NOTE = """A previous summary exists (below). Merge the new conversation into it: keep every
bullet that is still true, update values that changed, move done actions out of Pending
Actions, and add what is new. Do not summarize the summary loosely."""


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


class LiteLLMSummarizer:
    def __init__(
        self,
        model: str,
        *,
        mock_response: str | None = None,
        completion_kwargs: dict[str, Any] | None = None,
    ) -> None:
        self.name = model
        self.model = model
        self.mock_response = mock_response
        self.completion_kwargs = completion_kwargs or {}

    def estimate_tokens(self, request: SummaryRequest) -> int:
        return request.max_tokens

    def request_tokens(self, request: SummaryRequest) -> int:
        return sum(request.estimator.count_text(m["content"]) + 4 for m in build_prompt(request))

    def summarize(self, request: SummaryRequest) -> SummaryResponse:
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
        except Exception as exc:  # provider errors come in many classes; keep the message
            raise SummarizerError(f"summary model {self.model} failed: {exc}") from exc
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

"""``ExtractiveSummarizer``: deterministic, offline, zero-cost summaries by rules.

It is the baseline the lab compares LLM summaries against, so it tries hard within a
token budget: user goals and constraints first, the latest value of anything that
changed, decisions with their reason, agreed next steps, identifiers that recur.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from .messages import Message, compact_json
from .micro import PLACEHOLDER_MARK
from .summary import SECTIONS, SummaryRequest, SummaryResponse, parse_sections, render_sections, strip_header

_SENTENCE = re.compile(r"(?<=[.!?。])\s+|\n+")
_CUES = {
    "Decisions Made": re.compile(
        r"\b(decid\w*|decision|we(?:'ll| will) (?:use|go|keep|switch|raise|lower|set)|going with|"
        r"chose|choose|opt(?:ed)? for|instead of|settled on|agreed|approved|let'?s (?:use|go|keep)|"
        r"switch(?:ed)? to|set .{1,40} to|chang(?:e|ed) .{1,40} to|because)\b", re.I),
    "Pending Actions": re.compile(
        r"\b(next step|next,|todo|to do|will (?:need|verify|check|run|deploy|add|update|re-?run)|"
        r"need to|needs to|should|pending|remaining|follow[- ]up|after (?:the|that)|then (?:run|deploy|verify)|"
        r"remember to|don'?t forget|action item|tomorrow|later)\b", re.I),
    "Open Issues": re.compile(
        r"(\?|\b(unclear|not sure|unknown|unresolved|open question|hypothes\w*|might be|may be|"
        r"possibly|suspect|investigat\w*|no idea|still (?:failing|flaky|broken)|root cause)\b)", re.I),
    "User Goal": re.compile(
        r"\b(i want|i need|we need|goal|please|must|should not|shouldn'?t|don'?t|without|"
        r"make sure|require\w*|prefer\w*|constraint|deadline|budget|by (?:monday|friday|tomorrow))\b", re.I),
}
_FACT_HINT = re.compile(r"\d|\b(is|are|was|were|has|have|shows?|returned|found|confirmed|caused)\b", re.I)
_REFERENCE = re.compile(
    r"(?:[A-Za-z]:)?(?:[\w.-]+/)+[\w.-]+"                 # paths
    r"|\b[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*){1,}\b"       # dotted names, files, hosts, keys
    r"|\b[A-Za-z]+[A-Za-z0-9]*_[A-Za-z0-9_]+\b"            # snake_case identifiers
    r"|\b[a-z]+[A-Z][A-Za-z0-9]+\b|\b[A-Z][a-z]+[A-Z][A-Za-z0-9]+\b"  # camel/Pascal case
    r"|\b[A-Za-z]+-\d[\w-]*\b|\b[A-Z]{2,}-\d+\b"            # ids like INC-2291, order-7f9c
    r"|\b\d+(?:\.\d+)?\s?(?:ms|s|min|h|%|MiB|GiB|MB|GB|KB|k|rps|qps)\b"  # numbers with units
)
_STOP_REFS = {"e.g", "i.e", "etc.", "archive://"}


@dataclass
class _Candidate:
    section: str
    text: str
    score: float
    order: int


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.split(text) if s and len(s.strip()) > 3]


def _clip(text: str, limit: int = 300) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _tool_text(msg: Message) -> str:
    out: list[str] = []
    for resp in msg.tool_responses:
        value = resp.get("output")
        out.append(value if isinstance(value, str) else compact_json(value))
    return "\n".join(out)


class ExtractiveSummarizer:
    name = "extractive"

    def estimate_tokens(self, request: SummaryRequest) -> int:
        return request.max_tokens

    def summarize(self, request: SummaryRequest) -> SummaryResponse:
        messages = request.raw_messages() if request.raw_messages else [
            (s, m) for s, m in request.messages if s is not None]
        sid = request.session_id
        candidates: list[_Candidate] = []
        order = 0

        def add(section: str, text: str, score: float, seq: int | None) -> None:
            nonlocal order
            order += 1
            ref = f" ({'archive://' + sid + '/' + str(seq)})" if seq is not None else ""
            candidates.append(_Candidate(section, _clip(text) + ref, score, order))

        if request.previous_summary:
            for section, bullets in parse_sections(strip_header(request.previous_summary)).items():
                for b in bullets:
                    if b != "(none)":
                        add(section, b, 2.0 if section == "User Goal" else 1.5, None)

        ref_counts: Counter[str] = Counter()
        first_user = True
        for seq, msg in messages:
            if msg.role == "system":
                continue
            if msg.role == "tool":
                text = _tool_text(msg)
                if PLACEHOLDER_MARK in text:
                    continue
                ref_counts.update(self._refs(text))
                for line in text.splitlines()[:400]:
                    if re.search(r"\b(error|exception|failed|OOMKilled|denied|timeout)\b", line, re.I):
                        add("Confirmed Facts", line, 0.8, seq)
                continue
            text = msg.text
            ref_counts.update(self._refs(text))
            for req in msg.tool_requests:
                ref_counts.update(self._refs(compact_json(req.get("input"))))
            if msg.role == "user" and first_user and text.strip():
                add("User Goal", text, 3.0, seq)
                first_user = False
                continue
            for sentence in _sentences(text):
                placed = False
                for section in ("User Goal", "Decisions Made", "Pending Actions", "Open Issues"):
                    if section == "User Goal" and msg.role != "user":
                        continue
                    if _CUES[section].search(sentence):
                        add(section, sentence, 1.2 if msg.role == "user" else 1.0, seq)
                        placed = True
                        break
                if not placed and msg.is_final_answer and _FACT_HINT.search(sentence):
                    add("Confirmed Facts", sentence, 0.9, seq)
                elif not placed and msg.role == "user" and _FACT_HINT.search(sentence):
                    add("Confirmed Facts", sentence, 0.9, seq)

        refs = [r for r, n in ref_counts.most_common() if r.lower() not in _STOP_REFS]
        for rank, ref in enumerate(refs[:200]):
            add("Important References", ref, 0.7 - rank * 0.001, None)

        text = self._fit(candidates, request)
        return SummaryResponse(text=text, model=self.name)

    @staticmethod
    def _refs(text: str) -> Iterable[str]:
        return (m.group(0).rstrip(".,:;") for m in _REFERENCE.finditer(text[:200_000]))

    def _fit(self, candidates: list[_Candidate], request: SummaryRequest) -> str:
        """Greedy by score within the token budget; sections keep first-seen order."""
        header = f"[memorylab summary of archive://{request.session_id}/{request.archive_range[0]}-{request.archive_range[1]}]"
        budget = request.max_tokens - request.estimator.count_text(render_sections({}, header)) - 8
        seen: set[str] = set()
        chosen: list[_Candidate] = []
        for cand in sorted(candidates, key=lambda c: (-c.score, c.order)):
            key = cand.text.lower()
            if key in seen:
                continue
            cost = request.estimator.count_text(cand.text) + 2
            if cost > budget:
                continue
            seen.add(key)
            chosen.append(cand)
            budget -= cost
        sections: dict[str, list[str]] = {s: [] for s in SECTIONS}
        for cand in sorted(chosen, key=lambda c: c.order):
            sections[cand.section].append(cand.text)
        return render_sections(sections, header)

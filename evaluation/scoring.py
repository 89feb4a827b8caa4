"""Score a strategy (a MemorySpec) on a labelled conversation.

The conversation is replayed through the engine exactly as ``replay`` does
(``compaction.engine.replay``), with its archive in a temporary directory. Then the
deterministic evidence match of ``compaction.engine.retention`` is applied to the context
the model would see at the end, and to the context right after every compaction for the
labels established before it (``message_index`` < messages appended when it ran).

Means are pooled over labels (retained / all), never averaged per conversation, and every
aggregate says how many conversations failed to score beside it: a missing value is
``None`` with a count, never a silent NaN.

Optional, off by default and never needed by the tests' deterministic checks: a semantic
match (embeddings through litellm) and an LLM judge answering probe questions.
"""

from __future__ import annotations

import dataclasses
import json
import math
import tempfile
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field, fields
from typing import Any

from compaction.engine import MemorySpec, Message
from compaction.engine.formats import LABEL_KINDS, Conversation
from compaction.engine.replay import ReplayReport, replay, spec_with_archive_dir
from compaction.engine.retention import score
from compaction.engine.tokens import TokenEstimator

# The per-cell numbers the matrix, the CSV export and the evaluate table show.
SUMMARY_KEYS = (
    "labels_total",
    "labels_retained",
    "recall",
    "stale_mentions",
    "compactions",
    "failures",
    "summary_tokens",
    "final_context_tokens",
    "raw_tokens",
    "compression_ratio",
    "tokens_per_task",
    "baseline_tokens_per_task",
    "tokens_per_task_ratio",
    "compaction_request_tokens",
    "compaction_response_tokens",
    "compaction_cost",
    "snapshot_recall",
)

# The keys of one conversation in ``evaluate --json`` (issue 6), in order.
EVALUATE_KEYS = (
    "id",
    "labels_total",
    "labels_retained",
    "recall",
    "by_kind",
    "stale_mentions",
    "compactions",
    "final_context_tokens",
    "raw_tokens",
    "tokens_per_task",
    "baseline_tokens_per_task",
)


def _ratio(num: float | None, den: float | None) -> float | None:
    return num / den if num is not None and den else None


def _by_kind(labels: Iterable[Mapping[str, Any]]) -> dict[str, dict[str, Any]]:
    """``{kind: {total, retained, recall}}`` from labels carrying a ``kept`` flag."""
    out: dict[str, dict[str, Any]] = {}
    for label in labels:
        bucket = out.setdefault(str(label["kind"]), {"total": 0, "retained": 0})
        bucket["total"] += 1
        bucket["retained"] += 1 if label["kept"] else 0
    for bucket in out.values():
        bucket["recall"] = _ratio(bucket["retained"], bucket["total"])
    return dict(sorted(out.items()))


@dataclass
class Snapshot:
    """The context right after one compaction, scored on the labels established by then."""

    messages_seen: int
    trigger: str
    tokens_before: int
    tokens_after: int
    summary_tokens: int
    labels_total: int
    labels_retained: int
    stale_mentions: int
    by_kind: dict[str, dict[str, Any]]
    lost: list[str]

    @property
    def recall(self) -> float | None:
        return _ratio(self.labels_retained, self.labels_total)

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "recall": self.recall}


@dataclass
class ConversationScore:
    id: str
    labels_total: int = 0
    labels_retained: int = 0
    by_kind: dict[str, dict[str, Any]] = field(default_factory=dict)
    stale_mentions: int = 0
    compactions: int = 0
    failed_compactions: int = 0
    stopped: str | None = None  # the memory refused to go on (context full / limit)
    summary_tokens: int = 0
    final_context_tokens: int = 0
    raw_tokens: int = 0
    tokens_per_task: int = 0
    baseline_tokens_per_task: int = 0
    compaction_request_tokens: int = 0
    compaction_response_tokens: int = 0
    compaction_cost: float = 0.0
    model_calls: int = 0
    labels: list[dict[str, Any]] = field(default_factory=list)
    snapshots: list[dict[str, Any]] = field(default_factory=list)
    final_context: list[dict[str, Any]] = field(default_factory=list)
    semantic: dict[str, Any] | None = None
    judge: dict[str, Any] | None = None
    error: str | None = None  # the case could not be scored at all

    @property
    def recall(self) -> float | None:
        return _ratio(self.labels_retained, self.labels_total) if not self.error else None

    @property
    def failures(self) -> int:
        """Failed compactions, a stopped replay, or a case that could not be scored."""
        return self.failed_compactions + (1 if self.stopped else 0) + (1 if self.error else 0)

    @property
    def compression_ratio(self) -> float | None:
        return _ratio(self.final_context_tokens, self.raw_tokens)

    @property
    def tokens_per_task_ratio(self) -> float | None:
        return _ratio(self.tokens_per_task, self.baseline_tokens_per_task)

    @property
    def snapshot_recall(self) -> float | None:
        """Pooled over all compactions of this conversation."""
        total = sum(s["labels_total"] for s in self.snapshots)
        return _ratio(sum(s["labels_retained"] for s in self.snapshots), total)

    def to_dict(self) -> dict[str, Any]:
        out = asdict(self)
        for name in (
            "recall",
            "failures",
            "compression_ratio",
            "tokens_per_task_ratio",
            "snapshot_recall",
        ):
            out[name] = getattr(self, name)
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ConversationScore:
        names = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in names})

    def evaluate_dict(self) -> dict[str, Any]:
        """The conversation entry of ``evaluate --json`` (and an ``error`` when failed)."""
        out = {key: getattr(self, key) for key in EVALUATE_KEYS}
        if self.error:
            out["error"] = self.error
        return out


def _estimator(spec: MemorySpec) -> TokenEstimator:
    t = spec.tokens
    return TokenEstimator(t.model, t.calibration, t.per_message_overhead)


def _summary_tokens(context: Sequence[Message], estimator: TokenEstimator) -> int:
    return sum(estimator.count(m) for m in context if m.is_summary)


def score_conversation(
    conversation: Conversation,
    spec: MemorySpec | Callable[[], Any],
    *,
    semantic: SemanticMatch | None = None,
    judge: Judge | None = None,
) -> ConversationScore:
    """Replay ``conversation`` with ``spec`` and score what the model would see.

    ``spec`` may also be a factory of a fresh memory (a comparison baseline such as plain
    truncation, evaluation.baselines), replayed the same way.

    Engine errors become ``error`` on the result (the case failed to score) rather than
    an exception, so one bad conversation never hides the others' numbers.
    """
    if not isinstance(spec, MemorySpec):
        try:
            memory = spec()
            report = replay(conversation, memory)
        except Exception as exc:  # any failure is this case's failure, reported
            return ConversationScore(id=conversation.id, error=f"{type(exc).__name__}: {exc}")
        estimator = getattr(memory, "estimator", None) or _estimator(memory.spec)
        return _with_optional(score_report(conversation, report, estimator), report,
                              conversation, semantic, judge)  # fmt: skip
    try:
        with tempfile.TemporaryDirectory(prefix="memorylab-eval-") as tmp:
            # A throwaway archive: fsync buys nothing here and costs time per message.
            run_spec = spec_with_archive_dir(spec, tmp)
            run_spec = run_spec.replace(
                archive=dataclasses.replace(run_spec.archive, fsync="never", enabled=True)
            )
            report = replay(conversation, run_spec)
    except Exception as exc:  # any engine failure is this case's failure, reported
        return ConversationScore(id=conversation.id, error=f"{type(exc).__name__}: {exc}")
    result = score_report(conversation, report, _estimator(spec))
    return _with_optional(result, report, conversation, semantic, judge)


def _with_optional(
    result: ConversationScore,
    report: ReplayReport,
    conversation: Conversation,
    semantic: SemanticMatch | None,
    judge: Judge | None,
) -> ConversationScore:
    if semantic is not None:
        result.semantic = semantic.score(report.final_context, conversation.labels)
    if judge is not None:
        result.judge = judge.score(report.final_context, conversation.labels)
    return result


def score_report(
    conversation: Conversation, report: ReplayReport, estimator: TokenEstimator
) -> ConversationScore:
    """Score a finished replay of ``conversation`` (final context and every compaction)."""
    labels = conversation.labels
    final = score(report.final_context, labels, conversation.stale)
    lost = set(final.lost)
    kept_labels = [
        {
            "id": str(label.get("id", "?")),
            "kind": label["kind"],
            "text": label.get("text", ""),
            "evidence": list(label["evidence"]),
            "message_index": label["message_index"],
            "kept": str(label.get("id", "?")) not in lost,
        }
        for label in labels
    ]
    snapshots = []
    for point in report.compactions:
        established = [lb for lb in labels if lb["message_index"] < point.messages_seen]
        stale = [s for s in conversation.stale if s["message_index"] < point.messages_seen]
        s = score(point.context, established, stale)
        snapshots.append(
            Snapshot(
                messages_seen=point.messages_seen,
                trigger=point.trigger,
                tokens_before=point.tokens_before,
                tokens_after=point.tokens_after,
                summary_tokens=_summary_tokens(point.context, estimator),
                labels_total=s.total,
                labels_retained=s.retained,
                stale_mentions=s.stale_mentions,
                by_kind=s.to_dict()["by_kind"],
                lost=list(s.lost),
            ).to_dict()
        )
    totals = report.totals
    return ConversationScore(
        id=conversation.id,
        labels_total=final.total,
        labels_retained=final.retained,
        by_kind=_by_kind(kept_labels),
        stale_mentions=final.stale_mentions,
        compactions=totals["compactions"],
        failed_compactions=report.failed_compactions,
        stopped=report.error["message"] if report.error else None,
        summary_tokens=_summary_tokens(report.final_context, estimator),
        final_context_tokens=totals["final_context_tokens"],
        raw_tokens=totals["raw_tokens"],
        tokens_per_task=totals["tokens_per_task"],
        baseline_tokens_per_task=totals["baseline_tokens_per_task"],
        compaction_request_tokens=totals["compaction_request_tokens"],
        compaction_response_tokens=totals["compaction_response_tokens"],
        compaction_cost=sum(c.cost for c in report.compactions),
        model_calls=totals["model_calls"],
        labels=kept_labels,
        snapshots=snapshots,
        final_context=[m.to_dict() for m in report.final_context],
    )


def aggregate(scores: Sequence[ConversationScore]) -> dict[str, Any]:
    """Pooled numbers over conversations; ``failed`` counts the cases that could not be
    scored, ``unscored`` beside each mean the conversations that did not contribute."""
    ok = [s for s in scores if not s.error]
    failed = len(scores) - len(ok)
    total = sum(s.labels_total for s in ok)
    retained = sum(s.labels_retained for s in ok)
    by_kind: dict[str, dict[str, Any]] = {}
    for kind in LABEL_KINDS:
        k_total = sum(s.by_kind.get(kind, {}).get("total", 0) for s in ok)
        k_kept = sum(s.by_kind.get(kind, {}).get("retained", 0) for s in ok)
        if k_total:
            by_kind[kind] = {"total": k_total, "retained": k_kept, "recall": k_kept / k_total}
    tpt = sum(s.tokens_per_task for s in ok)
    base = sum(s.baseline_tokens_per_task for s in ok)
    snap_total = sum(x["labels_total"] for s in ok for x in s.snapshots)
    snap_kept = sum(x["labels_retained"] for s in ok for x in s.snapshots)
    final_tokens = sum(s.final_context_tokens for s in ok)
    raw = sum(s.raw_tokens for s in ok)
    return {
        "conversations": len(scores),
        "failed": failed,
        "labels_total": total,
        "labels_retained": retained,
        "recall": _ratio(retained, total),
        "recall_unscored": failed + sum(1 for s in ok if not s.labels_total),
        "by_kind": by_kind,
        "stale_mentions": sum(s.stale_mentions for s in ok),
        "tokens_per_task": tpt,
        "baseline_tokens_per_task": base,
        "tokens_per_task_ratio": _ratio(tpt, base),
        "tokens_per_task_unscored": failed + sum(1 for s in ok if not s.baseline_tokens_per_task),
        "compression_ratio": _ratio(final_tokens, raw),
        "summary_tokens": sum(s.summary_tokens for s in ok),
        "compactions": sum(s.compactions for s in ok),
        "compaction_failures": sum(s.failed_compactions for s in ok),
        "stopped": sum(1 for s in ok if s.stopped),
        "compaction_request_tokens": sum(s.compaction_request_tokens for s in ok),
        "compaction_response_tokens": sum(s.compaction_response_tokens for s in ok),
        "compaction_cost": sum(s.compaction_cost for s in ok),
        "snapshot_recall": _ratio(snap_kept, snap_total),
        "snapshot_unscored": failed + sum(1 for s in ok if not s.snapshots),
        **_optional_aggregates(ok),
    }


def _optional_aggregates(scores: Sequence[ConversationScore]) -> dict[str, Any]:
    """Pooled semantic match and judge probes, when an experiment asked for them."""
    out: dict[str, Any] = {}
    semantic = [s.semantic for s in scores if s.semantic is not None]
    if semantic:
        total = sum(x["total"] for x in semantic if x.get("recall") is not None)
        kept = sum(x["retained"] for x in semantic if x.get("recall") is not None)
        out["semantic"] = {
            "total": total,
            "retained": kept,
            "recall": _ratio(kept, total),
            "failed": sum(1 for x in semantic if x.get("error")),
        }
    judged = [s.judge for s in scores if s.judge is not None]
    if judged:
        probes: dict[str, dict[str, Any]] = {}
        for j in judged:
            for name, p in j.get("probes", {}).items():
                bucket = probes.setdefault(name, {"total": 0, "supported": 0, "failed": 0})
                if p.get("recall") is None:
                    bucket["failed"] += 1
                else:
                    bucket["total"] += p["total"]
                    bucket["supported"] += p["supported"]
        for bucket in probes.values():
            bucket["recall"] = _ratio(bucket["supported"], bucket["total"])
        out["judge"] = dict(sorted(probes.items()))
    return out


def evaluate_document(scores: Sequence[ConversationScore]) -> dict[str, Any]:
    """``evaluate --json``: exactly the keys issue 6 names."""
    agg = aggregate(scores)
    return {
        "conversations": [s.evaluate_dict() for s in scores],
        "aggregate": {
            "recall": agg["recall"],
            "by_kind": agg["by_kind"],
            "stale_mentions": agg["stale_mentions"],
            "tokens_per_task_ratio": agg["tokens_per_task_ratio"],
            "failed": agg["failed"],
        },
    }


# -- optional: semantic match --------------------------------------------------------------


Embed = Callable[[list[str]], list[list[float]]]


def litellm_embed(model: str, **kwargs: Any) -> Embed:
    def embed(texts: list[str]) -> list[list[float]]:
        import litellm

        response = litellm.embedding(model=model, input=texts, **kwargs)
        return [list(item["embedding"]) for item in response.data]

    return embed


def _cosine(a: Sequence[float], b: Sequence[float]) -> float:
    dot = sum(x * y for x, y in zip(a, b, strict=False))
    norm = math.sqrt(sum(x * x for x in a)) * math.sqrt(sum(y * y for y in b))
    return dot / norm if norm else 0.0


@dataclass
class SemanticMatch:
    """A label counts as semantically retained when some chunk of the context is close to
    its text (cosine >= ``threshold``). Reported beside the exact match, never instead."""

    embed: Embed
    threshold: float = 0.8
    chunk_chars: int = 600

    def score(self, context: Sequence[Message], labels: Sequence[Mapping[str, Any]]) -> dict:
        text = "\n".join(m.plain_text() for m in context if m.role != "system")
        chunks = [text[i : i + self.chunk_chars] for i in range(0, len(text), self.chunk_chars)]
        if not labels or not chunks:
            return {"total": len(labels), "retained": 0, "recall": None, "failed": 0}
        try:
            vectors = self.embed([str(lb.get("text", "")) for lb in labels] + chunks)
        except Exception as exc:  # an unreachable model is a reported failure, not a crash
            return {"total": len(labels), "retained": 0, "recall": None, "failed": len(labels),
                    "error": f"{type(exc).__name__}: {exc}"}  # fmt: skip
        label_vecs, chunk_vecs = vectors[: len(labels)], vectors[len(labels) :]
        kept = [
            str(lb.get("id")) for lb, v in zip(labels, label_vecs, strict=True)
            if max(_cosine(v, c) for c in chunk_vecs) >= self.threshold
        ]  # fmt: skip
        return {
            "total": len(labels),
            "retained": len(kept),
            "recall": len(kept) / len(labels),
            "failed": 0,
            "kept": kept,
        }


# -- optional: LLM judge with probe questions ----------------------------------------------

PROBES: dict[str, str] = {
    "recall": "Which of these facts can be stated from the context alone?",
    "artifact": "Which of these files, identifiers or values are named in the context?",
    "continuation": "Which of these next steps could the assistant carry on with from the "
    "context alone?",
    "decision": "Which of these decisions, with their reason, does the context record?",
}
PROBE_KINDS: dict[str, tuple[str, ...]] = {
    "recall": ("user_goal", "fact"),
    "artifact": ("reference",),
    "continuation": ("pending_action", "open_issue"),
    "decision": ("decision",),
}
JUDGE_PROMPT = """You judge what an AI assistant's working context still contains.

Context (what the assistant sees):
<context>
{context}
</context>

{question}
Items:
{items}

Answer with JSON only: {{"supported": [ids of the items the context supports]}}"""


@dataclass
class Judge:
    """An LLM (any litellm model) answers one probe question per kind of label over the
    final context. ``completion_kwargs`` go to litellm (tests pass ``mock_response``)."""

    model: str
    completion_kwargs: dict[str, Any] = field(default_factory=dict)

    def score(self, context: Sequence[Message], labels: Sequence[Mapping[str, Any]]) -> dict:
        import litellm

        text = "\n".join(m.plain_text() for m in context)
        out: dict[str, Any] = {"model": self.model, "probes": {}, "failed": 0}
        for probe, question in PROBES.items():
            items = [lb for lb in labels if lb.get("kind") in PROBE_KINDS[probe]]
            if not items:
                continue
            listing = "\n".join(f"- {lb.get('id')}: {lb.get('text', '')}" for lb in items)
            prompt = JUDGE_PROMPT.format(context=text, question=question, items=listing)
            try:
                response = litellm.completion(
                    model=self.model,
                    messages=[{"role": "user", "content": prompt}],
                    **self.completion_kwargs,
                )
                supported = _supported_ids(response.choices[0].message.content or "")
            except Exception as exc:  # counted and reported, never a silent NaN
                out["failed"] += 1
                out["probes"][probe] = {"total": len(items), "recall": None, "error": str(exc)}
                continue
            ids = {str(lb.get("id")) for lb in items}
            hits = len(ids & supported)
            out["probes"][probe] = {"total": len(items), "supported": hits,
                                    "recall": hits / len(items)}  # fmt: skip
        return out


def _supported_ids(answer: str) -> set[str]:
    start, end = answer.find("{"), answer.rfind("}")
    if start < 0 or end < start:
        raise ValueError(f"judge answer is not JSON: {answer[:80]!r}")
    data = json.loads(answer[start : end + 1])
    values = data.get("supported")
    if not isinstance(values, list):
        raise ValueError("judge answer: 'supported' must be a list of ids")
    return {str(v) for v in values}

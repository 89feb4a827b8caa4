"""Score a strategy (a MemorySpec) on a labelled conversation.

The conversation is replayed through the engine exactly as ``replay`` does
(``compaction.engine.replay``), with its archive in a temporary directory. Then every
label is placed (``compaction.engine.retention.placement``) in the context the model would
see at the end, and in the context right after every compaction (on the labels established
before it: ``message_index`` < messages appended when it ran). A label's place is
``section`` (in the summary section of its kind), ``other_section`` (in the summary, under
another heading), ``tail`` (only in the raw messages after the summary) or ``missing``.

The figures, all pooled over labels (or stale items), never averaged per conversation:

- ``section_accuracy``: covered labels in the section of their kind / covered labels;
- ``summary_recall``: covered labels anywhere in the summary / covered labels;
- ``context_recall``: labels anywhere in the context (summary or raw tail) / all labels;
- ``stale_leakage``: covered stale items stated as current on a summary line / covered
  stale items.

A label (or stale item) is *covered* when it was established before the messages the last
summary summarized ended: the summary was asked to hold it. Later ones count for context
recall only. Every aggregate says how many conversations failed to score beside it: a
missing value is ``None`` with a count, never a silent NaN.

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
from typing import Any, ClassVar

from compaction.engine import (
    KIND_SECTIONS,
    LABEL_KINDS,
    Conversation,
    MemorySpec,
    Message,
    Placement,
    ReplayReport,
    TokenEstimator,
    context_text,
    normalize,
    placement,
    replay,
    spec_with_archive_dir,
    stale_mentions,
    states_as_current,
    summary_view,
)

# The per-cell numbers the matrix, the CSV export and the evaluate table show.
SUMMARY_KEYS = (
    "section_accuracy",
    "summary_recall",
    "context_recall",
    "stale_leakage",
    "labels_total",
    "labels_covered",
    "labels_in_section",
    "labels_in_summary",
    "labels_in_context",
    "stale_total",
    "stale_covered",
    "stale_leaked",
    "stale_mentions",
    "compactions",
    "failures",
    "summary_tokens",
    "max_summary_tokens",
    "final_context_tokens",
    "raw_tokens",
    "compression_ratio",
    "tokens_per_task",
    "baseline_tokens_per_task",
    "tokens_per_task_ratio",
    "compaction_request_tokens",
    "compaction_response_tokens",
    "compaction_cost",
    "snapshot_section_accuracy",
    "snapshot_context_recall",
)

# The figures of one label kind (``by_kind``), counts first.
KIND_KEYS = (
    "labels",
    "covered",
    "in_section",
    "in_summary",
    "in_context",
    "section_accuracy",
    "summary_recall",
    "context_recall",
)

# The keys of one conversation in ``evaluate --json``, in order.
EVALUATE_KEYS = (
    "id",
    "section_accuracy",
    "summary_recall",
    "context_recall",
    "stale_leakage",
    "labels_total",
    "labels_covered",
    "labels_in_section",
    "labels_in_summary",
    "labels_in_context",
    "by_kind",
    "places",
    "stale_total",
    "stale_covered",
    "stale_leaked",
    "leaked",
    "stale_mentions",
    "summary_tokens",
    "max_summary_tokens",
    "compactions",
    "final_context_tokens",
    "raw_tokens",
    "tokens_per_task",
    "baseline_tokens_per_task",
    "snapshots",
)

# The aggregate of ``evaluate --json``.
AGGREGATE_KEYS = (
    "section_accuracy",
    "summary_recall",
    "context_recall",
    "stale_leakage",
    "by_kind",
    "labels_total",
    "labels_covered",
    "labels_in_section",
    "labels_in_summary",
    "labels_in_context",
    "stale_total",
    "stale_covered",
    "stale_leaked",
    "stale_mentions",
    "summary_tokens",
    "max_summary_tokens",
    "snapshot_section_accuracy",
    "snapshot_summary_recall",
    "snapshot_context_recall",
    "snapshot_stale_leakage",
    "tokens_per_task_ratio",
    "conversations",
    "failed",
    "context_recall_unscored",
    "summary_unscored",
    "stale_unscored",
)


def _ratio(num: float | None, den: float | None) -> float | None:
    return num / den if num is not None and den else None


def figures(counts: Mapping[str, Any]) -> dict[str, float | None]:
    """The four ratios from pooled counts (``labels_total``, ``labels_covered``,
    ``labels_in_*``, ``stale_covered``, ``stale_leaked``); None where nothing counts."""
    covered = counts.get("labels_covered", 0)
    return {
        "section_accuracy": _ratio(counts.get("labels_in_section", 0), covered),
        "summary_recall": _ratio(counts.get("labels_in_summary", 0), covered),
        "context_recall": _ratio(counts.get("labels_in_context", 0), counts.get("labels_total")),
        "stale_leakage": _ratio(counts.get("stale_leaked", 0), counts.get("stale_covered")),
    }


def kind_figures(counts: Mapping[str, int]) -> dict[str, Any]:
    """One kind's entry of ``by_kind``: its counts and ratios (the keys of ``KIND_KEYS``)."""
    c = {k: int(counts.get(k, 0)) for k in KIND_KEYS[:5]}
    return {
        **c,
        "section_accuracy": _ratio(c["in_section"], c["covered"]),
        "summary_recall": _ratio(c["in_summary"], c["covered"]),
        "context_recall": _ratio(c["in_context"], c["labels"]),
    }


def pool_by_kind(entries: Iterable[Mapping[str, Mapping[str, Any]]]) -> dict[str, dict]:
    """``by_kind`` of several conversations (or snapshots) pooled: counts summed, ratios
    recomputed, kinds in ``LABEL_KINDS`` order."""
    sums: dict[str, dict[str, int]] = {}
    for by_kind in entries:
        for kind, entry in by_kind.items():
            bucket = sums.setdefault(kind, dict.fromkeys(KIND_KEYS[:5], 0))
            for key in KIND_KEYS[:5]:
                bucket[key] += int(entry.get(key, 0) or 0)
    order = [k for k in LABEL_KINDS if k in sums] + sorted(set(sums) - set(LABEL_KINDS))
    return {k: kind_figures(sums[k]) for k in order}


def placement_counts(p: Placement) -> dict[str, Any]:
    """The counts behind the four figures (overall, and pooled per kind) of one placement."""
    f = p.figures()
    return {
        "labels_total": f["labels"],
        "labels_covered": f["covered"],
        "labels_in_section": f["in_section"],
        "labels_in_summary": f["in_summary"],
        "labels_in_context": f["in_context"],
        "stale_covered": f["stale_covered"],
        "stale_leaked": f["stale_leaked"],
        "by_kind": pool_by_kind([{k: p.figures(k) for k in sorted(set(p.kinds.values()))}]),
    }


def _placed(
    context: Sequence[Message],
    labels: Sequence[Mapping[str, Any]],
    stale: Sequence[Mapping[str, Any]],
    covered_messages: int | None,
) -> tuple[Placement, list[dict[str, Any]], list[dict[str, Any]]]:
    """Place every label and stale item; with each label's place and the summary
    section(s) it was found in, and each stale item's leaking summary lines."""
    p = placement(context, labels, stale, covered_messages=covered_messages)
    view = summary_view(context) if p.covered or p.stale_covered else None
    label_rows = []
    for label in labels:
        lid = str(label.get("id", "?"))
        evidence = [normalize(e) for e in label["evidence"]]
        found_in = []
        if view is not None and p.places[lid] == "other_section":
            found_in = [
                name for name, text in view.sections.items() if all(e in text for e in evidence)
            ]
        label_rows.append(
            {
                "id": lid,
                "kind": label["kind"],
                "text": label.get("text", ""),
                "evidence": list(label["evidence"]),
                "message_index": label["message_index"],
                "section": KIND_SECTIONS.get(str(label["kind"])),
                "covered": lid in p.covered,
                "place": p.places[lid],
                # Where an item of another kind's section was found ("a pending action
                # listed under Confirmed Facts"); empty when its evidence is spread.
                "found_in": found_in,
            }
        )
    leaked = set(p.leaked)
    stale_rows = []
    for item in stale:
        sid = str(item.get("id", "?"))
        terms = [normalize(t) for t in item["terms"]]
        lines = []
        if view is not None and sid in leaked:
            # The lines that leak it, shown as the reason (the rule is the engine's).
            lines = [line for line in view.lines if states_as_current(line, terms)]
        stale_rows.append(
            {
                "id": sid,
                "terms": list(item["terms"]),
                "message_index": item.get("message_index", 0),
                "text": item.get("text", ""),
                "covered": sid in p.stale_covered,
                "leaked": sid in leaked,
                "lines": lines,
            }
        )
    return p, label_rows, stale_rows


@dataclass
class Snapshot:
    """The context right after one compaction, scored on the labels established by then
    (all of them covered: the summary just written saw them)."""

    messages_seen: int
    trigger: str
    tokens_before: int
    tokens_after: int
    summary_tokens: int
    labels_total: int
    labels_covered: int
    labels_in_section: int
    labels_in_summary: int
    labels_in_context: int
    stale_covered: int
    stale_leaked: int
    stale_mentions: int
    by_kind: dict[str, dict[str, Any]]
    places: dict[str, str]
    leaked: list[str]

    @property
    def lost(self) -> list[str]:
        return [lid for lid, where in self.places.items() if where == "missing"]

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), **figures(asdict(self)), "lost": self.lost}


@dataclass
class ConversationScore:
    id: str
    labels_total: int = 0
    labels_covered: int = 0
    labels_in_section: int = 0
    labels_in_summary: int = 0
    labels_in_context: int = 0
    by_kind: dict[str, dict[str, Any]] = field(default_factory=dict)
    stale_total: int = 0
    stale_covered: int = 0
    stale_leaked: int = 0
    stale_mentions: int = 0
    compactions: int = 0
    failed_compactions: int = 0
    stopped: str | None = None  # the memory refused to go on (context full / limit)
    summary_tokens: int = 0  # the summary in the final context
    max_summary_tokens: int = 0  # the largest summary of the replay
    final_context_tokens: int = 0
    raw_tokens: int = 0
    tokens_per_task: int = 0
    baseline_tokens_per_task: int = 0
    compaction_request_tokens: int = 0
    compaction_response_tokens: int = 0
    compaction_cost: float = 0.0
    model_calls: int = 0
    labels: list[dict[str, Any]] = field(default_factory=list)
    stale: list[dict[str, Any]] = field(default_factory=list)
    snapshots: list[dict[str, Any]] = field(default_factory=list)
    final_context: list[dict[str, Any]] = field(default_factory=list)
    semantic: dict[str, Any] | None = None
    judge: dict[str, Any] | None = None
    error: str | None = None  # the case could not be scored at all

    def counts(self) -> dict[str, int]:
        return {key: getattr(self, key) for key in _COUNT_KEYS}

    def _figure(self, name: str) -> float | None:
        return None if self.error else figures(self.counts())[name]

    @property
    def section_accuracy(self) -> float | None:
        return self._figure("section_accuracy")

    @property
    def summary_recall(self) -> float | None:
        return self._figure("summary_recall")

    @property
    def context_recall(self) -> float | None:
        return self._figure("context_recall")

    @property
    def stale_leakage(self) -> float | None:
        return self._figure("stale_leakage")

    @property
    def places(self) -> dict[str, str | None]:
        return {str(lb["id"]): lb.get("place") for lb in self.labels}

    @property
    def leaked(self) -> list[str]:
        return [str(s["id"]) for s in self.stale if s.get("leaked")]

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

    def _snapshot_figure(self, name: str) -> float | None:
        """Pooled over all compactions of this conversation."""
        return figures(_sum_counts(self.snapshots))[name]

    @property
    def snapshot_section_accuracy(self) -> float | None:
        return self._snapshot_figure("section_accuracy")

    @property
    def snapshot_summary_recall(self) -> float | None:
        return self._snapshot_figure("summary_recall")

    @property
    def snapshot_context_recall(self) -> float | None:
        return self._snapshot_figure("context_recall")

    @property
    def snapshot_stale_leakage(self) -> float | None:
        return self._snapshot_figure("stale_leakage")

    DERIVED: ClassVar[tuple[str, ...]] = (
        "section_accuracy",
        "summary_recall",
        "context_recall",
        "stale_leakage",
        "places",
        "leaked",
        "failures",
        "compression_ratio",
        "tokens_per_task_ratio",
        "snapshot_section_accuracy",
        "snapshot_summary_recall",
        "snapshot_context_recall",
        "snapshot_stale_leakage",
    )

    def to_dict(self) -> dict[str, Any]:
        out = asdict(self)
        for name in self.DERIVED:
            out[name] = getattr(self, name)
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ConversationScore:
        names = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in upgrade_result(data).items() if k in names})

    def evaluate_dict(self) -> dict[str, Any]:
        """The conversation entry of ``evaluate --json`` (and an ``error`` when failed)."""
        out = {key: getattr(self, key) for key in EVALUATE_KEYS}
        if self.error:
            out["error"] = self.error
        return out


_COUNT_KEYS = (
    "labels_total",
    "labels_covered",
    "labels_in_section",
    "labels_in_summary",
    "labels_in_context",
    "stale_total",
    "stale_covered",
    "stale_leaked",
    "stale_mentions",
)


def _sum_counts(items: Iterable[Mapping[str, Any]]) -> dict[str, int]:
    sums = dict.fromkeys(_COUNT_KEYS, 0)
    for item in items:
        for key in _COUNT_KEYS:
            sums[key] += int(item.get(key) or 0)
    return sums


def upgrade_result(data: Mapping[str, Any]) -> dict[str, Any]:
    """A stored result as this version reads it. Results scored before labels had places
    (``recall``, ``labels_retained``, labels ``kept``) keep their context recall; the
    figures they lack stay empty (run the experiment again to get them)."""
    out = dict(data)
    if "labels_retained" in out and "labels_in_context" not in out:
        out["labels_in_context"] = out.pop("labels_retained")
        out["by_kind"] = {
            kind: kind_figures({"labels": v.get("total", 0), "in_context": v.get("retained", 0)})
            for kind, v in (out.get("by_kind") or {}).items()
        }
        out["labels"] = [
            {**lb, "place": None, "in_context": bool(lb.get("kept"))}
            for lb in out.get("labels") or []
        ]
        out["snapshots"] = [
            {**s, "labels_in_context": s.get("labels_retained", 0)}
            for s in out.get("snapshots") or []
        ]
        out.update(figures(out))
        snapshots = _sum_counts(out["snapshots"])
        out["snapshot_context_recall"] = figures(snapshots)["context_recall"]
    out.pop("recall", None)
    out.pop("snapshot_recall", None)
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
    """Score a finished replay of ``conversation`` (final context and every compaction).

    The final context's summary covers what the last compaction had seen; each snapshot's
    what that compaction had seen."""
    labels, stale = conversation.labels, conversation.stale
    covered = report.compactions[-1].messages_seen if report.compactions else None
    final, label_rows, stale_rows = _placed(report.final_context, labels, stale, covered)
    snapshots = []
    for point in report.compactions:
        seen = point.messages_seen
        established = [lb for lb in labels if lb["message_index"] < seen]
        known_stale = [s for s in stale if s["message_index"] < seen]
        p = placement(point.context, established, known_stale, covered_messages=seen)
        counts = placement_counts(p)
        snapshots.append(
            Snapshot(
                messages_seen=seen,
                trigger=point.trigger,
                tokens_before=point.tokens_before,
                tokens_after=point.tokens_after,
                summary_tokens=_summary_tokens(point.context, estimator),
                labels_total=counts["labels_total"],
                labels_covered=counts["labels_covered"],
                labels_in_section=counts["labels_in_section"],
                labels_in_summary=counts["labels_in_summary"],
                labels_in_context=counts["labels_in_context"],
                stale_covered=counts["stale_covered"],
                stale_leaked=counts["stale_leaked"],
                stale_mentions=stale_mentions(known_stale, context_text(point.context)),
                by_kind=counts["by_kind"],
                places=dict(p.places),
                leaked=list(p.leaked),
            ).to_dict()
        )
    counts = placement_counts(final)
    totals = report.totals
    summary_tokens = _summary_tokens(report.final_context, estimator)
    return ConversationScore(
        id=conversation.id,
        labels_total=counts["labels_total"],
        labels_covered=counts["labels_covered"],
        labels_in_section=counts["labels_in_section"],
        labels_in_summary=counts["labels_in_summary"],
        labels_in_context=counts["labels_in_context"],
        by_kind=counts["by_kind"],
        stale_total=len(stale),
        stale_covered=counts["stale_covered"],
        stale_leaked=counts["stale_leaked"],
        stale_mentions=stale_mentions(stale, context_text(report.final_context)),
        compactions=totals["compactions"],
        failed_compactions=report.failed_compactions,
        stopped=report.error["message"] if report.error else None,
        summary_tokens=summary_tokens,
        max_summary_tokens=max([summary_tokens, *(s["summary_tokens"] for s in snapshots)]),
        final_context_tokens=totals["final_context_tokens"],
        raw_tokens=totals["raw_tokens"],
        tokens_per_task=totals["tokens_per_task"],
        baseline_tokens_per_task=totals["baseline_tokens_per_task"],
        compaction_request_tokens=totals["compaction_request_tokens"],
        compaction_response_tokens=totals["compaction_response_tokens"],
        compaction_cost=sum(c.cost for c in report.compactions),
        model_calls=totals["model_calls"],
        labels=label_rows,
        stale=stale_rows,
        snapshots=snapshots,
        final_context=[m.to_dict() for m in report.final_context],
    )


def aggregate(scores: Sequence[ConversationScore]) -> dict[str, Any]:
    """Pooled numbers over conversations; ``failed`` counts the cases that could not be
    scored, ``*_unscored`` beside each figure the conversations that did not contribute."""
    ok = [s for s in scores if not s.error]
    failed = len(scores) - len(ok)
    counts = _sum_counts(s.counts() for s in ok)
    snap_counts = _sum_counts(x for s in ok for x in s.snapshots)
    snap = figures(snap_counts)
    tpt = sum(s.tokens_per_task for s in ok)
    base = sum(s.baseline_tokens_per_task for s in ok)
    final_tokens = sum(s.final_context_tokens for s in ok)
    raw = sum(s.raw_tokens for s in ok)
    return {
        "conversations": len(scores),
        "failed": failed,
        **figures(counts),
        **counts,
        "by_kind": pool_by_kind(s.by_kind for s in ok),
        "context_recall_unscored": failed + sum(1 for s in ok if not s.labels_total),
        # no summary held a label at the end: never compacted, or the summary was dropped
        "summary_unscored": failed + sum(1 for s in ok if not s.labels_covered),
        "stale_unscored": failed + sum(1 for s in ok if not s.stale_covered),
        "tokens_per_task": tpt,
        "baseline_tokens_per_task": base,
        "tokens_per_task_ratio": _ratio(tpt, base),
        "tokens_per_task_unscored": failed + sum(1 for s in ok if not s.baseline_tokens_per_task),
        "compression_ratio": _ratio(final_tokens, raw),
        "summary_tokens": sum(s.summary_tokens for s in ok),
        "max_summary_tokens": max((s.max_summary_tokens for s in ok), default=0),
        "compactions": sum(s.compactions for s in ok),
        "compaction_failures": sum(s.failed_compactions for s in ok),
        "stopped": sum(1 for s in ok if s.stopped),
        "compaction_request_tokens": sum(s.compaction_request_tokens for s in ok),
        "compaction_response_tokens": sum(s.compaction_response_tokens for s in ok),
        "compaction_cost": sum(s.compaction_cost for s in ok),
        **{f"snapshot_{name}": value for name, value in snap.items()},
        "snapshot_by_kind": pool_by_kind(x.get("by_kind") or {} for s in ok for x in s.snapshots),
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
    """``evaluate --json``: every conversation's figures and places, and the pooled ones."""
    agg = aggregate(scores)
    return {
        "conversations": [s.evaluate_dict() for s in scores],
        "aggregate": {key: agg[key] for key in AGGREGATE_KEYS},
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

"""Strategies: a MemorySpec (or one of the comparison baselines) under a name, checked
against the operator's model list when saved."""

from __future__ import annotations

from typing import Any

from django.db import IntegrityError, transaction
from django.db.models import QuerySet

from compaction.engine import EngineError, MemorySpec, load_yaml, quote, quote_key
from memorylab import models_policy
from memorylab.errors import Conflict, Invalid
from memorylab.ownership import get_visible_or_404

from .models import Strategy


def visible_strategies(user) -> QuerySet[Strategy]:
    return Strategy.objects.visible_to(user)


def get_strategy(user, pk: Any) -> Strategy:
    return get_visible_or_404(Strategy.objects.all(), user, pk)


def _clip(message: Any, limit: int = 200) -> str:
    """An error text about user input, cut so it cannot grow with that input."""
    text = str(message)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def parse_spec(spec: Any) -> MemorySpec:
    """A MemorySpec from a mapping or YAML text; the error names the key."""
    try:
        if isinstance(spec, str):
            return MemorySpec.from_yaml(spec)
        return MemorySpec.from_dict(spec)
    except EngineError as exc:
        raise Invalid(str(exc), code="invalid_spec") from exc


def _load_document(spec: Any) -> Any:
    if not isinstance(spec, str):
        return spec
    try:
        return load_yaml(spec)
    except EngineError as exc:
        raise Invalid(str(exc), code="invalid_spec") from exc


def is_baseline(document: Any) -> bool:
    return isinstance(document, dict) and document.get("type") == "baseline"


def baseline_document(document: dict[str, Any]) -> dict[str, Any]:
    """``{"type": "baseline", "name": "trim", "options": {...}}``: one of the comparison
    memories of evaluation.baselines (plain truncation, tool-use clearing...) as a
    strategy, so the matrix shows it beside the layered compaction."""
    from dataclasses import asdict

    from . import baselines

    unknown = sorted(str(k) for k in set(document) - {"type", "name", "options"})
    if unknown:
        raise Invalid(
            f"{quote_key(unknown[0])}: unknown key (expected type, name, options)",
            code="invalid_spec",
        )
    try:
        name = baselines.check_names([str(document.get("name") or "")])[0]
    except ValueError as exc:
        raise Invalid(f"name: {_clip(exc)}", code="invalid_spec") from exc
    options = document.get("options") or {}
    if not isinstance(options, dict):
        raise Invalid("options: expected a mapping", code="invalid_spec")
    try:
        parsed = baselines.BaselineOptions(**options)
    except TypeError as exc:
        raise Invalid(f"options: {_clip(exc)}", code="invalid_spec") from exc
    if name == "micro+llm" and not parsed.mock_llm:
        # A mocked LLM only prices its calls; a real one is called.
        models_policy.check_model(parsed.llm_model, "options.llm_model")
    return {"type": "baseline", "name": name, "options": asdict(parsed)}


def strategy_subject(document: dict[str, Any]) -> Any:
    """What scoring runs: a MemorySpec, or a factory of a fresh baseline memory."""
    if not is_baseline(document):
        return parse_spec(document)
    from . import baselines

    checked = baseline_document(document)
    options = baselines.BaselineOptions(**checked["options"])
    return lambda: baselines.make_baseline(checked["name"], options)


def create_strategy(user, name: str, spec: Any) -> Strategy:
    name = (name or "").strip()
    if not name:
        raise Invalid("name: a strategy needs a name")
    loaded = _load_document(spec)
    if is_baseline(loaded):
        document = baseline_document(loaded)
    else:
        document = models_policy.check_spec(parse_spec(loaded)).to_dict()
    try:
        with transaction.atomic():
            return Strategy.objects.create(name=name[:100], spec=document, owner=user)
    except IntegrityError as exc:
        raise Conflict(f"strategy {quote(name)} already exists") from exc


def ensure_default_strategies(user) -> list[Strategy]:
    """Two strategies a new lab can compare at once: sliding window vs layered compaction."""
    defaults = {
        "chat history (20 turns)": {"backend": "chat_history", "max_turns": 20, "on_full": "evict"},
        "extractive @ 3000": {
            "micro_compact": True,
            "auto_compact": {
                "threshold_tokens": 3000,
                "min_saving_tokens": 500,
                "max_summary_tokens": 800,
            },
        },
    }
    out = []
    for name, spec in defaults.items():
        strategy = Strategy.objects.filter(owner=user, name=name).first()
        out.append(strategy or create_strategy(user, name, spec))
    return out


def delete_strategy(strategy: Strategy) -> None:
    strategy.delete()

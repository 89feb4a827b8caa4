"""A threshold sweep request, validated once and run one way. The web form (queued on a
worker by ``sweep_tasks``), the ``sweep`` command (in process) and ``load_demo`` all
call ``clean_params`` and then ``run``; the replays themselves are
``evaluation.sweep.run_sweep`` and, for the baselines side by side,
``evaluation.baselines.run_compare``.

The parameters are a JSON document (a sweep task stores it as its ``params``):

The ``sweep`` command runs ``document`` in process; a web or API request is queued by
``sweep_tasks`` and its worker stores the same document.

* ``path`` or ``conversation_ids``: the conversations (a file or folder on the server, or
  imported labelled conversations);
* ``thresholds``, ``min_saving`` (None: the strategy's own), ``strategy`` (a MemorySpec
  document; None: micro_compact + extractive auto_compact), ``models`` (agent models to
  price), ``cache_aware``, ``series``, ``workers``;
* ``sweep`` (False: only the baselines side by side) and ``compare`` (None, or the
  baselines' options; a ``budget`` of None means the sweep's recommended threshold).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from django.conf import settings

from compaction.engine import Conversation, EngineError, MemorySpec
from memorylab import models_policy
from memorylab.datadirs import resolve_data_path
from memorylab.errors import Forbidden, Invalid

from . import baselines
from .costs import DEFAULT_MODELS, prices_for
from .sweep import (
    DEFAULT_MIN_SAVING,
    DEFAULT_THRESHOLDS,
    Cancelled,
    Progress,
    SweepError,
    default_strategy,
    load_input,
    parse_thresholds,
    run_sweep,
)

MAX_PRICE_MODELS = 20
# The baselines' budget when the sweep recommends no threshold (and for --compare alone).
DEFAULT_BUDGET = 12000
DEFAULT_WINDOW_TURNS = 10
# Above every model's context window today: a larger threshold or saving is a typo.
MAX_TOKENS = 10_000_000
MAX_WINDOW_TURNS = 100_000


def clean_params(
    user: Any,
    *,
    path: str | Path = "",
    conversation_ids: list[Any] | None = None,
    thresholds: Any = DEFAULT_THRESHOLDS,
    min_saving: Any = None,
    strategy: Any = None,
    models: Any = DEFAULT_MODELS,
    sweep: bool = True,
    compare: Any = False,
    workers: Any = None,
    cache_aware: bool = True,
    series: bool = True,
    operator: bool = False,
) -> dict[str, Any]:
    """Validate a sweep request; errors (``Invalid``, 422) name the field.

    ``operator`` is the command line: whoever runs it reads the server's files as the
    server and chose its models, so a path is any file or folder and neither the data
    folders, the model list nor the per-sweep conversation limit apply. From the web
    (``operator`` False) only staff may name a path, and only inside
    ``MEMORYLAB_DATA_DIRS``; other users pick their imported conversations.
    """
    path = str(path or "").strip()
    ids = [i for i in (conversation_ids or []) if str(i).strip()]
    if bool(path) == bool(ids):
        raise Invalid("source: give a folder on the server or pick imported conversations")
    if path and not operator:
        if not user.is_staff:
            # A server path reads files as the server: only staff may point at them.
            raise Forbidden("path: only staff users may sweep a folder on the server")
        path = str(resolve_data_path(path))
    if ids:
        ids = _visible_conversation_ids(user, ids)
    try:
        values = parse_thresholds(thresholds)
    except SweepError as exc:
        raise Invalid(str(exc)) from exc
    if values[-1] > MAX_TOKENS:
        raise Invalid(f"thresholds: {values[-1]} is more than {MAX_TOKENS} tokens")
    saving = _min_saving(min_saving)
    return {
        "path": path,
        "conversation_ids": ids,
        "thresholds": values,
        "min_saving": saving,
        "strategy": _strategy_document(strategy, operator=operator),
        "models": _models(models, operator=operator),
        "sweep": bool(sweep),
        "compare": _compare(compare, operator=operator),
        "workers": _workers(workers),
        "cache_aware": bool(cache_aware),
        "series": bool(series),
    }


def _visible_conversation_ids(user: Any, ids: list[Any]) -> list[int]:
    from .conversations import visible_conversations

    limit = max_conversations()
    if len(ids) > limit:
        raise Invalid(
            f"conversations: {len(ids)} chosen, at most {limit} per sweep "
            "(MEMORYLAB_MAX_SWEEP_CONVERSATIONS)"
        )
    wanted = set()
    for value in ids:
        try:
            key = int(value)
        except (TypeError, ValueError) as exc:
            raise Invalid(f"conversations: {value!r} is not an id") from exc
        if not 0 < key < 2**63:  # no row has it, and the database would refuse to compare it
            raise Invalid(f"conversations: {key} is not an id")
        wanted.add(key)
    found = list(visible_conversations(user).filter(pk__in=wanted).values_list("pk", flat=True))
    if len(found) != len(wanted):
        raise Invalid("conversations: some of them do not exist or are not yours")
    return sorted(found)


def _min_saving(value: Any) -> int | None:
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    try:
        saving = int(value)
    except (TypeError, ValueError) as exc:
        raise Invalid(f"min_saving_tokens: {value!r} is not an integer") from exc
    if saving < 0:
        raise Invalid("min_saving_tokens: must not be negative")
    if saving > MAX_TOKENS:
        raise Invalid(f"min_saving_tokens: more than {MAX_TOKENS} tokens")
    return saving


def _strategy_document(strategy: Any, *, operator: bool) -> dict[str, Any] | None:
    if not strategy:
        return None
    try:
        if isinstance(strategy, MemorySpec):
            spec = strategy
        elif isinstance(strategy, str):
            spec = MemorySpec.from_yaml(strategy)
        else:
            spec = MemorySpec.from_dict(strategy)
    except EngineError as exc:
        raise Invalid(f"strategy: {exc}", code="invalid_spec") from exc
    if not operator:
        models_policy.check_spec(spec, "strategy")
    return spec.to_dict()


def _models(models: Any, *, operator: bool) -> list[str]:
    # Names of litellm's local price map: only looked up, never called, so the list of
    # models the server may call (MEMORYLAB_ALLOWED_MODELS) does not apply. Each one is a
    # cache-aware replay per threshold: from the web, only names with prices count.
    if models is None:
        models = DEFAULT_MODELS
    elif isinstance(models, str):
        models = models.split(",")
    if not isinstance(models, list | tuple) or not all(isinstance(m, str) for m in models):
        raise Invalid("models: expected a list of litellm model names")
    names = [m.strip() for m in models]
    if len(names) > MAX_PRICE_MODELS or any(len(m) > 200 for m in names):
        raise Invalid(f"models: at most {MAX_PRICE_MODELS} names of up to 200 characters")
    names = [m for m in names if m]
    unknown = [m for m in names if prices_for(m) is None]
    if unknown and not operator:
        raise Invalid(
            f"models: {unknown[0]!r} has no prices in litellm's price map "
            "(a name like gpt-4o or claude-sonnet-4-5)"
        )
    return names


def _workers(workers: Any) -> int | None:
    if workers is None:
        return None
    try:
        count = int(workers)
    except (TypeError, ValueError) as exc:
        raise Invalid(f"workers: {workers!r} is not an integer") from exc
    if count < 1:
        raise Invalid("workers: must be at least 1")
    return count


def _count(name: str, value: Any, limit: int, unit: str = "") -> None:
    # bool is an int to Python, not to the user who wrote `true`.
    if not isinstance(value, int) or isinstance(value, bool) or value <= 0:
        raise Invalid(f"{name}: must be an integer greater than 0")
    if value > limit:
        raise Invalid(f"{name}: more than {limit}{unit}")


def _compare(compare: Any, *, operator: bool) -> dict[str, Any] | None:
    """None, or the baselines' options: ``budget`` (None: the recommended threshold),
    ``baselines`` (names; None: all), ``window_turns``, ``llm_model``, ``real_llm``."""
    if not compare:
        return None
    options = dict(compare) if isinstance(compare, dict) else {}
    unknown = sorted(
        set(options) - {"budget", "baselines", "window_turns", "llm_model", "real_llm"}
    )
    if unknown:
        raise Invalid(f"compare.{unknown[0]}: unknown option")
    budget = options.get("budget")
    if budget is not None:
        _count("budget", budget, MAX_TOKENS, " tokens")
    window_turns = options.get("window_turns") or DEFAULT_WINDOW_TURNS
    _count("window_turns", window_turns, MAX_WINDOW_TURNS)
    names = options.get("baselines")
    if names is not None:
        names = [n for n in (names.split(",") if isinstance(names, str) else names) if n.strip()]
        try:
            names = baselines.check_names(names)
        except ValueError as exc:
            raise Invalid(f"baselines: {exc}") from exc
    llm_model = str(options.get("llm_model") or baselines.DEFAULT_LLM_MODEL)
    real_llm = bool(options.get("real_llm"))
    if real_llm and not operator:
        models_policy.check_model(llm_model, "compare.llm_model")
    return {
        "budget": budget,
        "baselines": names,
        "window_turns": window_turns,
        "llm_model": llm_model,
        "real_llm": real_llm,
    }


def max_conversations() -> int:
    return settings.MEMORYLAB_MAX_SWEEP_CONVERSATIONS


def strategy_of(params: dict[str, Any]) -> MemorySpec:
    """The strategy the sweep replays: the one given, or micro_compact + extractive
    auto_compact with ``min_saving`` (``DEFAULT_MIN_SAVING`` when not given)."""
    if params.get("strategy"):
        return MemorySpec.from_dict(params["strategy"])
    saving = params.get("min_saving")
    return default_strategy(DEFAULT_MIN_SAVING if saving is None else saving)


def conversations_for(
    params: dict[str, Any], *, trusted: bool = False
) -> tuple[list[Conversation], list[str]]:
    """The conversations of a request, and the files of its folder that were skipped. A
    folder is checked against ``MEMORYLAB_DATA_DIRS`` again unless ``trusted`` (the
    command line): a stored request may be older than the operator's current folders."""
    from .conversations import to_engine
    from .models import LabelledConversation

    if params.get("path"):
        path = params["path"] if trusted else resolve_data_path(params["path"])
        data = load_input(path)
        if not trusted and len(data.conversations) > max_conversations():
            raise SweepError(
                f"the folder holds {len(data.conversations)} conversations, more than "
                f"{max_conversations()} per sweep (MEMORYLAB_MAX_SWEEP_CONVERSATIONS)"
            )
        return data.conversations, data.skipped
    rows = LabelledConversation.objects.filter(pk__in=params.get("conversation_ids") or [])
    return [to_engine(c) for c in rows.order_by("slug")], []


def document(
    params: dict[str, Any],
    *,
    trusted: bool = False,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
    check_models: bool = True,
) -> dict[str, Any]:
    """The sweep document of a request (``sweep --json``, and the ``result`` a web or API
    sweep stores): its conversations (``conversations_for``), ``run`` over them, and the
    files of its folder that were skipped, if any."""
    conversations, skipped = conversations_for(params, trusted=trusted)
    doc = run(
        params, conversations, progress=progress, cancelled=cancelled, check_models=check_models
    )
    if skipped:
        doc["skipped"] = skipped
    return doc


@dataclass
class Setup:
    """What ``run`` replays, read from the parameters once (for a sweep in parts too)."""

    strategy: MemorySpec
    compare: dict[str, Any] | None
    models: list[str]
    workers: int | None
    cache_aware: bool


def setup_of(params: dict[str, Any], *, check_models: bool = True) -> Setup:
    """The set-up of ``params``; ``check_models`` checks the strategy's model against the
    operator's list again (it may have changed since the request was made)."""
    strategy = strategy_of(params)
    compare = _stored_compare(params.get("compare"))
    if check_models and params.get("strategy"):
        models_policy.check_spec(strategy, "strategy")
    if check_models and compare and compare["real_llm"]:
        models_policy.check_model(compare["llm_model"], "compare.llm_model")
    return Setup(
        strategy=strategy,
        compare=compare,
        models=params.get("models") or list(DEFAULT_MODELS),
        workers=params.get("workers") or getattr(settings, "MEMORYLAB_SWEEP_WORKERS", None),
        cache_aware=params.get("cache_aware", True),
    )


def run(
    params: dict[str, Any],
    conversations: list[Conversation],
    *,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
    check_models: bool = True,
) -> dict[str, Any]:
    """The sweep document of ``params`` (from ``clean_params``) over ``conversations``:
    the threshold sweep, with the baselines side by side under ``compare`` when asked;
    without ``sweep``, the side-by-side document alone. ``check_models`` checks the
    strategy's model against the operator's list again (it may have changed since the
    request was made); the command line, which chose its models, turns it off."""
    if not conversations:
        raise SweepError("no conversations to sweep")
    setup = setup_of(params, check_models=check_models)
    doc: dict[str, Any] | None = None
    if params.get("sweep", True):
        doc = run_sweep(
            conversations,
            params["thresholds"],
            strategy=setup.strategy,
            min_saving=params.get("min_saving"),
            models=setup.models,
            workers=setup.workers,
            progress=progress,
            cancelled=cancelled,
            series=params.get("series", True),
            cache_aware=setup.cache_aware,
        )
    return with_baselines(params, setup, conversations, doc, progress, cancelled)


def with_baselines(
    params: dict[str, Any],
    setup: Setup,
    conversations: list[Conversation],
    doc: dict[str, Any] | None,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
) -> dict[str, Any]:
    """The sweep document ``doc`` with the baselines side by side when ``params`` asks for
    them (alone without the sweep)."""
    if setup.compare is None:
        assert doc is not None, "a request without the sweep compares the baselines"
        return doc
    side_by_side = baselines.run_compare(
        conversations,
        **compare_arguments(params, setup, compare_budget(setup, doc)),
        workers=setup.workers,
        progress=None if doc is not None else progress,
        cancelled=cancelled,
    )
    if doc is None:
        return side_by_side
    doc["compare"] = side_by_side
    return doc


def compare_budget(setup: Setup, doc: dict[str, Any] | None) -> int:
    """The baselines' budget: the request's, else the default the sweep ``doc`` recommends."""
    assert setup.compare is not None
    budget = setup.compare["budget"]
    if budget is None:
        recommended = ((doc or {}).get("recommendation") or {}).get("tokens") or {}
        budget = recommended.get("default") or DEFAULT_BUDGET
    return int(budget)


def compare_arguments(params: dict[str, Any], setup: Setup, budget: int) -> dict[str, Any]:
    """What the baselines are run with (``baselines.run_compare``, ``compare_jobs``): in one
    process or in the parts of a sweep on the workers."""
    compare = setup.compare
    assert compare is not None
    return {
        "options": baseline_options(
            setup.strategy, compare, budget=budget, min_saving=params.get("min_saving")
        ),
        **({"names": compare["baselines"]} if compare.get("baselines") else {}),
        "tokens": setup.strategy,
        "models": setup.models,
        "cache_aware": setup.cache_aware,
    }


def _stored_compare(compare: Any) -> dict[str, Any] | None:
    # Checked when the request was made; rows of older versions say ``compare: true``.
    return _compare(compare, operator=True)


def baseline_options(
    strategy: MemorySpec, compare: dict[str, Any], *, budget: int, min_saving: int | None
) -> baselines.BaselineOptions:
    """The baselines' set-up from the swept strategy: its micro_compact options, its
    min_saving_tokens unless the request gives one, the budget as the threshold."""
    micro = {k: v for k, v in asdict(strategy.micro_compact).items() if k != "enabled"}
    return baselines.BaselineOptions(
        budget=budget,
        min_saving_tokens=(
            min_saving if min_saving is not None else strategy.auto_compact.min_saving_tokens
        ),
        window_turns=compare.get("window_turns") or DEFAULT_WINDOW_TURNS,
        llm_model=compare.get("llm_model") or baselines.DEFAULT_LLM_MODEL,
        mock_llm=not compare.get("real_llm"),
        micro=micro,
    )

"""``MemorySpec``: the memory's YAML configuration (docs/design.md), its defaults and our
extensions.

Unknown keys and wrong types are errors naming the key path, e.g.
``spec.auto_compact.threshold_tokens: expected an integer, got 'high'``. An error quotes
at most ``QUOTE_CHARS`` of the offending value: specs come from users, and an error that
echoes a huge value is a huge response.

YAML is read by ``load_yaml``: no anchors or aliases (a 400-byte document of nested
aliases expands to gigabytes), bounded size and nesting.
"""

from __future__ import annotations

import dataclasses
import functools
import os
import reprlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, NoReturn, get_args, get_origin, get_type_hints

from .errors import InvalidSpec

Backend = Literal["compactable", "chat_history"]
OnFull = Literal["error", "evict"]
FsyncPolicy = Literal["always", "turn", "never"]

QUOTE_CHARS = 60
MAX_YAML_CHARS = 256 * 1024
MAX_YAML_DEPTH = 64

_quoter = reprlib.Repr()
_quoter.maxstring = _quoter.maxother = QUOTE_CHARS
_quoter.maxlevel = 2


def quote(value: Any, limit: int = QUOTE_CHARS) -> str:
    """``repr(value)`` cut to ``limit`` characters, without building the whole repr (a deep
    or long value costs no more than a short one)."""
    text = _quoter.repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def quote_key(key: Any) -> str:
    """A mapping key as an error names it: plain when it is a short string."""
    return key if isinstance(key, str) and len(key) <= QUOTE_CHARS else quote(key)


def load_yaml(text: str, what: str = "spec") -> Any:
    """Safe YAML for documents users send: no anchors or aliases, at most MAX_YAML_CHARS
    characters and MAX_YAML_DEPTH levels of nesting. Errors are ``InvalidSpec`` naming the
    line and column, never quoting the document."""
    import yaml

    if len(text) > MAX_YAML_CHARS:
        raise InvalidSpec(f"{what}: YAML longer than {MAX_YAML_CHARS} characters")
    try:
        return yaml.load(text, Loader=_strict_loader())  # a SafeLoader subclass
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = f" (line {mark.line + 1}, column {mark.column + 1})" if mark else ""
        problem = exc.problem or exc.context or "invalid"
        raise InvalidSpec(f"{what}: not valid YAML: {problem[:120]}{where}") from exc
    except yaml.YAMLError as exc:
        raise InvalidSpec(f"{what}: not valid YAML: {type(exc).__name__}") from exc
    except (TypeError, ValueError) as exc:  # e.g. an unhashable (list) mapping key
        raise InvalidSpec(f"{what}: not valid YAML: {type(exc).__name__}") from exc


@functools.cache
def _strict_loader() -> Any:
    import yaml

    def refuse(problem: str, event: Any) -> NoReturn:
        raise yaml.composer.ComposerError(None, None, problem, event.start_mark)

    class StrictLoader(yaml.SafeLoader):
        depth = 0

        def compose_node(self, parent: Any, index: Any) -> Any:
            event: Any = self.peek_event()  # type: ignore[no-untyped-call]
            if type(event) is yaml.AliasEvent:
                refuse("aliases (*name) are not allowed", event)
            if getattr(event, "anchor", None):
                refuse("anchors (&name) are not allowed", event)
            self.depth += 1
            try:
                if self.depth > MAX_YAML_DEPTH:
                    refuse(f"nested deeper than {MAX_YAML_DEPTH} levels", event)
                return super().compose_node(parent, index)
            finally:
                self.depth -= 1

    return StrictLoader


@dataclass(frozen=True)
class MicroCompactSpec:
    enabled: bool = True
    keep_recent_tool_results: int = 3
    min_tokens: int = 200
    clear_at_least_tokens: int = 0
    compact_tool_inputs: bool = False
    compact_reasoning: bool = False


@dataclass(frozen=True)
class AutoCompactSpec:
    enabled: bool = True
    threshold_tokens: int = 12000
    min_saving_tokens: int = 2000
    summary_model: str = "extractive"
    max_summary_tokens: int = 2000
    expected_future_rounds: int | None = None
    context_limit_tokens: int | None = None
    # Extra instructions for every summary of this memory (a lab strategy's custom prompt).
    instructions: str | None = None
    timeout_seconds: float = 120.0


@dataclass(frozen=True)
class ArchiveSpec:
    enabled: bool = True
    # Empty: a temporary folder of this process (``memory.default_archive_dir``), so an
    # embedded memory never writes into a server's archive folder and two runs of a script
    # never share one. Set a path to keep the archive.
    path: str = ""
    fsync: FsyncPolicy = "turn"
    # Rotate a session's file once it passes this size (0 = never).
    rotate_bytes: int = 0


@dataclass(frozen=True)
class TokensSpec:
    model: str = "gpt-4o"
    calibration: float = 1.0
    per_message_overhead: int = 4


@dataclass(frozen=True)
class CacheSpec:
    """The provider's prompt cache, for the cache-aware benefit rule (``compaction/engine/
    cache.py``). Off by default: the engine then edits exactly as it always has.

    Prices come from ``model`` (a litellm model name, looked up in litellm's local price
    map) or from ``read`` and ``write``: the cached-read and cache-write prices relative to
    one fresh input token (OpenAI 0.5 and 1.0, Anthropic 0.1 and 1.25, Gemini 0.1 and 1.0).
    Ratios given beside ``model`` override the model's.
    """

    enabled: bool = False
    model: str | None = None
    read: float | None = None
    write: float | None = None
    # Upper bound of the remaining-calls estimate (calls so far, Lindy-style).
    max_expected_calls: int = 200


@dataclass(frozen=True)
class MemorySpec:
    backend: Backend = "compactable"
    history_key: str = "chat_history"
    max_turns: int = 100
    on_full: OnFull = "error"
    micro_compact: MicroCompactSpec = field(default_factory=MicroCompactSpec)
    auto_compact: AutoCompactSpec = field(default_factory=AutoCompactSpec)
    archive: ArchiveSpec = field(default_factory=ArchiveSpec)
    tokens: TokensSpec = field(default_factory=TokensSpec)
    cache: CacheSpec = field(default_factory=CacheSpec)

    # -- loading ------------------------------------------------------------------
    @classmethod
    def from_dict(cls, data: Any) -> MemorySpec:
        """The whole document (``{"type": "memory", "spec": {...}}``) or the bare spec."""
        if data is None:
            return cls()
        if not isinstance(data, Mapping):
            raise InvalidSpec(f"spec: expected a mapping, got {type(data).__name__}")
        if "spec" in data or "type" in data:
            extra = sorted(quote_key(k) for k in set(data) - {"type", "spec"})
            if extra:
                raise InvalidSpec(f"{extra[0]}: unknown key (expected type, spec)")
            if data.get("type", "memory") != "memory":
                raise InvalidSpec(f"type: expected 'memory', got {quote(data.get('type'))}")
            # None (``spec:`` left empty) means defaults; anything else must be a mapping.
            body = data.get("spec")
        else:
            body = data
        spec = _build(cls, body, "spec")
        spec.check()
        return spec  # type: ignore[no-any-return]

    @classmethod
    def from_yaml(cls, text: str) -> MemorySpec:
        return cls.from_dict(load_yaml(text))

    @classmethod
    def load(
        cls, source: str | os.PathLike[str] | Mapping[str, Any] | MemorySpec | None
    ) -> MemorySpec:
        if isinstance(source, MemorySpec):
            return source
        if source is None or isinstance(source, Mapping):
            return cls.from_dict(source)
        path = Path(source)
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            raise InvalidSpec(f"spec file {path}: {exc.strerror or exc}") from exc
        return cls.from_yaml(text)

    def check(self) -> None:
        positive = {
            "spec.max_turns": self.max_turns,
            "spec.auto_compact.threshold_tokens": self.auto_compact.threshold_tokens,
            "spec.auto_compact.max_summary_tokens": self.auto_compact.max_summary_tokens,
            "spec.auto_compact.timeout_seconds": self.auto_compact.timeout_seconds,
            "spec.tokens.calibration": self.tokens.calibration,
        }
        for path, value in positive.items():
            if value <= 0:
                raise InvalidSpec(f"{path}: must be greater than 0, got {value}")
        non_negative = {
            "spec.micro_compact.keep_recent_tool_results": self.micro_compact.keep_recent_tool_results,
            "spec.micro_compact.min_tokens": self.micro_compact.min_tokens,
            "spec.micro_compact.clear_at_least_tokens": self.micro_compact.clear_at_least_tokens,
            "spec.auto_compact.min_saving_tokens": self.auto_compact.min_saving_tokens,
            "spec.archive.rotate_bytes": self.archive.rotate_bytes,
            "spec.tokens.per_message_overhead": self.tokens.per_message_overhead,
        }
        for path, value in non_negative.items():
            if value < 0:
                raise InvalidSpec(f"{path}: must not be negative, got {value}")
        for path, opt in {
            "spec.auto_compact.expected_future_rounds": self.auto_compact.expected_future_rounds,
            "spec.auto_compact.context_limit_tokens": self.auto_compact.context_limit_tokens,
        }.items():
            if opt is not None and opt <= 0:
                raise InvalidSpec(f"{path}: must be greater than 0, got {opt}")
        if not self.auto_compact.summary_model.strip():
            raise InvalidSpec("spec.auto_compact.summary_model: must not be empty")
        self._check_cache()

    def _check_cache(self) -> None:
        cache = self.cache
        if cache.model is not None and not cache.model.strip():
            raise InvalidSpec("spec.cache.model: must not be empty")
        if cache.read is not None and not 0.0 <= cache.read <= 1.0:
            raise InvalidSpec(f"spec.cache.read: must be between 0 and 1, got {cache.read:g}")
        if cache.write is not None and not 1.0 <= cache.write <= 10.0:
            raise InvalidSpec(f"spec.cache.write: must be between 1 and 10, got {cache.write:g}")
        if cache.max_expected_calls <= 0:
            raise InvalidSpec(
                f"spec.cache.max_expected_calls: must be greater than 0, got {cache.max_expected_calls}"
            )
        if cache.enabled and cache.model is None and (cache.read is None or cache.write is None):
            missing = (
                "read and write"
                if cache.read is None and cache.write is None
                else ("read" if cache.read is None else "write")
            )
            raise InvalidSpec(
                f"spec.cache: give the agent's model (a litellm name) or both read and write "
                f"price ratios; {missing} missing"
            )
        if (
            cache.enabled
            and cache.model is not None
            and (cache.read is None or cache.write is None)
        ):
            # Caught here, where every spec comes in (API, imports, lab, command line), not at
            # the first model call. Lazily: it reads litellm's price map as JSON, once.
            from .cache import litellm_prices

            if litellm_prices(cache.model) is None:
                raise InvalidSpec(
                    f"spec.cache.model: no prices for {cache.model!r} in litellm's local price "
                    "map; give read and write ratios instead (or beside it)"
                )

    def to_dict(self) -> dict[str, Any]:
        """The whole document, as ``from_dict`` reads it back."""
        return {"type": "memory", "spec": dataclasses.asdict(self)}

    def replace(self, **changes: Any) -> MemorySpec:
        return dataclasses.replace(self, **changes)


def _type_name(tp: Any) -> str:
    if tp is bool:
        return "a boolean"
    if tp is int:
        return "an integer"
    if tp is float:
        return "a number"
    if tp is str:
        return "a string"
    if get_origin(tp) is Literal:
        return "one of " + ", ".join(repr(a) for a in get_args(tp))
    return str(tp)


def _coerce(tp: Any, value: Any, path: str) -> Any:
    origin = get_origin(tp)
    if dataclasses.is_dataclass(tp):
        if tp is MicroCompactSpec and isinstance(value, bool):
            return MicroCompactSpec(enabled=value)
        if tp is CacheSpec:
            return _cache_section(value, path)
        return _build(tp, value, path)
    if origin is Literal:
        if value not in get_args(tp):
            raise InvalidSpec(f"{path}: expected {_type_name(tp)}, got {quote(value)}")
        return value
    args = get_args(tp)
    if args and type(None) in args:  # Optional[X]
        if value is None:
            return None
        inner = next(a for a in args if a is not type(None))
        return _coerce(inner, value, path)
    if tp is bool:
        if not isinstance(value, bool):
            raise InvalidSpec(f"{path}: expected a boolean, got {quote(value)}")
        return value
    if tp is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise InvalidSpec(f"{path}: expected an integer, got {quote(value)}")
        return value
    if tp is float:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise InvalidSpec(f"{path}: expected a number, got {quote(value)}")
        return float(value)
    if tp is str:
        if not isinstance(value, str):
            raise InvalidSpec(f"{path}: expected a string, got {quote(value)}")
        return value
    raise InvalidSpec(f"{path}: unsupported type")  # pragma: no cover - schema bug


def _cache_section(value: Any, path: str) -> CacheSpec:
    """``cache: off`` / ``false`` / ``none``, a model name (``cache: claude-sonnet-4-5``), or
    a mapping; a mapping without ``enabled`` turns the rule on."""
    if value is None or value is False:
        return CacheSpec()
    if value is True:
        return CacheSpec(enabled=True)  # check() asks for the model or the ratios
    if isinstance(value, str):
        if value.strip().lower() in ("off", "none", "false", "no"):
            return CacheSpec()
        return CacheSpec(enabled=True, model=value.strip())
    if isinstance(value, Mapping) and "enabled" not in value:
        return _build(CacheSpec, {**value, "enabled": True}, path)  # type: ignore[no-any-return]
    return _build(CacheSpec, value, path)  # type: ignore[no-any-return]


def _build(cls: Any, data: Any, path: str) -> Any:
    if data is None:
        return cls()
    if not isinstance(data, Mapping):
        raise InvalidSpec(f"{path}: expected a mapping, got {quote(data)}")
    hints = get_type_hints(cls)
    names = {f.name for f in dataclasses.fields(cls) if f.init}
    kwargs: dict[str, Any] = {}
    for key, value in data.items():
        if key not in names:
            raise InvalidSpec(
                f"{path}.{quote_key(key)}: unknown key (expected one of {', '.join(sorted(names))})"
            )
        kwargs[key] = _coerce(hints[key], value, f"{path}.{key}")
    return cls(**kwargs)

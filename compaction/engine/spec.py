"""``MemorySpec``: the proposal's YAML (section 5.4), its defaults and our extensions.

Unknown keys and wrong types are errors naming the key path, e.g.
``spec.auto_compact.threshold_tokens: expected an integer, got 'high'``.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, get_args, get_origin, get_type_hints

from .errors import InvalidSpec

Backend = Literal["compactable", "chat_history"]
OnFull = Literal["error", "evict"]
FsyncPolicy = Literal["always", "turn", "never"]


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
class MemorySpec:
    backend: Backend = "compactable"
    history_key: str = "chat_history"
    max_turns: int = 100
    on_full: OnFull = "error"
    micro_compact: MicroCompactSpec = field(default_factory=MicroCompactSpec)
    auto_compact: AutoCompactSpec = field(default_factory=AutoCompactSpec)
    archive: ArchiveSpec = field(default_factory=ArchiveSpec)
    tokens: TokensSpec = field(default_factory=TokensSpec)

    # -- loading ------------------------------------------------------------------
    @classmethod
    def from_dict(cls, data: Any) -> MemorySpec:
        """The whole document (``{"type": "memory", "spec": {...}}``) or the bare spec."""
        if data is None:
            return cls()
        if not isinstance(data, Mapping):
            raise InvalidSpec(f"spec: expected a mapping, got {type(data).__name__}")
        if "spec" in data or "type" in data:
            extra = set(data) - {"type", "spec"}
            if extra:
                raise InvalidSpec(f"{sorted(extra)[0]}: unknown key (expected type, spec)")
            if data.get("type", "memory") != "memory":
                raise InvalidSpec(f"type: expected 'memory', got {data.get('type')!r}")
            # None (``spec:`` left empty) means defaults; anything else must be a mapping.
            body = data.get("spec")
        else:
            body = data
        spec = _build(cls, body, "spec")
        spec.check()
        return spec  # type: ignore[no-any-return]

    @classmethod
    def from_yaml(cls, text: str) -> MemorySpec:
        import yaml

        try:
            data = yaml.safe_load(text)
        except yaml.YAMLError as exc:
            raise InvalidSpec(f"spec: not valid YAML: {exc}") from exc
        return cls.from_dict(data)

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
        return _build(tp, value, path)
    if origin is Literal:
        if value not in get_args(tp):
            raise InvalidSpec(f"{path}: expected {_type_name(tp)}, got {value!r}")
        return value
    args = get_args(tp)
    if args and type(None) in args:  # Optional[X]
        if value is None:
            return None
        inner = next(a for a in args if a is not type(None))
        return _coerce(inner, value, path)
    if tp is bool:
        if not isinstance(value, bool):
            raise InvalidSpec(f"{path}: expected a boolean, got {value!r}")
        return value
    if tp is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise InvalidSpec(f"{path}: expected an integer, got {value!r}")
        return value
    if tp is float:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise InvalidSpec(f"{path}: expected a number, got {value!r}")
        return float(value)
    if tp is str:
        if not isinstance(value, str):
            raise InvalidSpec(f"{path}: expected a string, got {value!r}")
        return value
    raise InvalidSpec(f"{path}: unsupported type")  # pragma: no cover - schema bug


def _build(cls: Any, data: Any, path: str) -> Any:
    if data is None:
        return cls()
    if not isinstance(data, Mapping):
        raise InvalidSpec(f"{path}: expected a mapping, got {data!r}")
    hints = get_type_hints(cls)
    names = {f.name for f in dataclasses.fields(cls) if f.init}
    kwargs: dict[str, Any] = {}
    for key, value in data.items():
        if key not in names:
            raise InvalidSpec(
                f"{path}.{key}: unknown key (expected one of {', '.join(sorted(names))})"
            )
        kwargs[key] = _coerce(hints[key], value, f"{path}.{key}")
    return cls(**kwargs)

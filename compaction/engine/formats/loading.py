"""Which format a document is, and conversations from files, folders or parsed JSON."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from ..errors import EngineError
from ..messages import check_depth, looks_like_openai
from .common import Conversation, InvalidConversation, conversation_files, read_json_file
from .genkit import conversation_from_genkit
from .labelled import conversation_from_labelled, is_labelled
from .locomo import conversation_from_locomo, is_locomo
from .openai import conversation_from_openai
from .swe import conversation_from_swe, is_swe_trajectory
from .tau import conversation_from_tau, is_tau_run

Labeller = Callable[[str, Conversation, Mapping[str, Any]], list[dict[str, Any]]]
"""Labels for a conversation of a public format: called with the format's name
(``mini-swe-agent``, ``tau-bench``, ``locomo``), the conversation and the document it came
from (the trajectory, the run, the sample). The engine derives no labels itself: which
labels public data implies is the caller's choice."""


def _is_message_list(items: Sequence[Any]) -> bool:
    return bool(items) and all(isinstance(m, Mapping) and "role" in m for m in items)


def detect_format(data: Any) -> str:
    """One of labelled, genkit, openai, mini-swe-agent, tau-bench, locomo, list."""
    if isinstance(data, Mapping):
        if is_swe_trajectory(data):
            return "mini-swe-agent"
        if is_tau_run(data):
            return "tau-bench"
        if is_locomo(data):
            return "locomo"
        messages = data.get("messages")
        if isinstance(messages, list):
            labelled = is_labelled(data)
            if looks_like_openai(messages):
                if labelled:
                    # message_index counts genkit messages; OpenAI tool replies would merge.
                    raise InvalidConversation(
                        "messages: a labelled conversation needs genkit messages "
                        "(role system|user|model|tool, content a list of parts)"
                    )
                return "openai"
            return "labelled" if labelled else "genkit"
        raise InvalidConversation(
            "not a conversation: expected messages, a mini-swe-agent trajectory, a tau-bench "
            f"run or a LoCoMo sample; found keys {', '.join(sorted(map(str, data))[:8])}"
        )
    if isinstance(data, list):
        if not data:
            raise InvalidConversation("empty list: no messages or conversations")
        if all(is_tau_run(x) for x in data):
            return "tau-bench"
        if all(is_locomo(x) for x in data):
            return "locomo"
        if _is_message_list(data):
            return "openai" if looks_like_openai(data) else "genkit"
        if all(isinstance(x, Mapping) for x in data):
            return "list"
        raise InvalidConversation("a list of neither messages nor conversations")
    raise InvalidConversation(f"expected a JSON object or list, got {type(data).__name__}")


def load_conversations(
    path_or_obj: Any,
    *,
    name: str | None = None,
    errors: list[InvalidConversation] | None = None,
    labeller: Labeller | None = None,
) -> list[Conversation]:
    """Conversations from a file, a directory (every .json/.jsonl file) or parsed JSON.

    A bad file raises ``InvalidConversation`` naming it; when ``errors`` is given, bad
    files of a directory are collected there and skipped instead. Conversations of our
    labelled format keep their labels; those of a public format get ``labeller``'s (none
    without one).
    """
    if isinstance(path_or_obj, str | Path):
        path = Path(path_or_obj)
        if path.is_dir():
            return _load_directory(path, errors, labeller)
        return load_file(path, labeller=labeller)
    label = name or "conversation"
    try:
        check_depth(path_or_obj, label)
        return _with_unique_ids(_convert(path_or_obj, label, labeller))
    except InvalidConversation as exc:
        raise InvalidConversation(f"{label}: {exc}") from exc


def load_file(path: str | Path, *, labeller: Labeller | None = None) -> list[Conversation]:
    """The conversations of one file; the error names the file."""
    path = Path(path)
    data = read_json_file(path)
    try:
        check_depth(data, path.name)
        return _with_unique_ids(_convert(data, path.name.split(".")[0] or "conversation", labeller))
    except InvalidConversation as exc:
        raise InvalidConversation(f"{path}: {exc}") from exc
    except EngineError as exc:  # InvalidMessage from a converter names the field
        raise InvalidConversation(f"{path}: {exc}") from exc


def _load_directory(
    directory: Path, errors: list[InvalidConversation] | None, labeller: Labeller | None
) -> list[Conversation]:
    out: list[Conversation] = []
    files = conversation_files(directory)
    if not files:
        raise InvalidConversation(f"{directory}: no .json or .jsonl files")
    for path in files:
        try:
            out.extend(load_file(path, labeller=labeller))
        except InvalidConversation as exc:
            if errors is None:
                raise
            errors.append(exc)
    return _with_unique_ids(out)


def _with_unique_ids(conversations: list[Conversation]) -> list[Conversation]:
    seen: dict[str, int] = {}
    for conv in conversations:
        base = conv.id
        if base in seen:
            seen[base] += 1
            conv.id = f"{base}-{seen[base]}"
        else:
            seen[base] = 1
    return conversations


def _labelled_by(
    labeller: Labeller | None, kind: str, conv: Conversation, document: Mapping[str, Any]
) -> Conversation:
    if labeller is not None:
        conv.labels = labeller(kind, conv, document)
    return conv


def _convert(data: Any, stem: str, labeller: Labeller | None) -> list[Conversation]:
    try:
        kind = detect_format(data)
        if kind == "labelled":
            return [conversation_from_labelled(data, stem)]
        if kind == "mini-swe-agent":
            return [_labelled_by(labeller, kind, conversation_from_swe(data, stem), data)]
        if kind == "tau-bench":
            runs = data if isinstance(data, list) else [data]
            return [
                _labelled_by(labeller, kind, conversation_from_tau(run, stem, i), run)
                for i, run in enumerate(runs)
            ]
        if kind == "locomo":
            samples = data if isinstance(data, list) else [data]
            return [
                _labelled_by(labeller, kind, conversation_from_locomo(sample, stem), sample)
                for sample in samples
            ]
        if kind in ("genkit", "openai"):
            items = data if isinstance(data, list) else data["messages"]
            doc = data if isinstance(data, Mapping) else {}
            if kind == "openai":
                return [conversation_from_openai(items, stem, doc)]
            return [conversation_from_genkit(items, stem, doc)]
        # A list of conversation documents (e.g. one per line of a .jsonl file).
        out: list[Conversation] = []
        for i, item in enumerate(data):
            try:
                out.extend(_convert(item, f"{stem}-{i + 1}", labeller))
            except InvalidConversation as exc:
                raise InvalidConversation(f"item {i}: {exc}") from exc
        return out
    except EngineError as exc:
        if isinstance(exc, InvalidConversation):
            raise
        raise InvalidConversation(str(exc)) from exc

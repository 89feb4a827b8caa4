"""The engine's one exception family: catch ``EngineError`` to catch them all."""

from __future__ import annotations


class EngineError(Exception):
    """Base class of every error the engine raises on purpose."""

    code = "engine_error"


class InvalidMessage(EngineError, ValueError):
    """A message does not have genkit's MessageData shape; the text names the field."""

    code = "invalid_message"


class TooDeep(InvalidMessage):
    """JSON nested deeper than ``MAX_JSON_DEPTH``: refused before anything walks it
    recursively, so a deep document is a clear error, never a RecursionError."""

    code = "too_deep"


class InvalidSpec(EngineError, ValueError):
    """A MemorySpec has an unknown key or a wrong type; the text names the key path."""

    code = "invalid_spec"


class InvalidSessionId(EngineError, ValueError):
    """A session id that could escape the archive directory or is otherwise unusable."""

    code = "invalid_session_id"


class ContextFullError(EngineError):
    """ChatHistoryMemory reached max_turns (the old HistoryMemory behaviour)."""

    code = "context_full"


class ContextLimitError(EngineError):
    """The context passed context_limit_tokens and auto_compact cannot bring it back."""

    code = "context_limit"


class ArchiveError(EngineError):
    """The JSONL archive could not be written, synced or read."""

    code = "archive_error"


class ArchiveCorrupted(ArchiveError):
    """A record in the middle of an archive file is damaged; it is never repaired silently."""

    code = "archive_corrupted"


class ArchiveInUse(EngineError):
    """A session new to this memory's store already has records in the archive (an earlier
    run, another memory): appending would mix both runs in its history and summaries."""

    code = "archive_in_use"


class SummarizerError(EngineError):
    """The summarizer failed, timed out or returned a summary that does not validate."""

    code = "summarizer_error"

"""memorylab's compaction engine: pure Python, no Django.

from compaction.engine import build_memory, Message

memory = build_memory("memory.yaml")
memory.append("s1", Message.from_dict({"role": "user", "content": [{"text": "hi"}]}))
memory.next_turn("s1")
"""

from .archive import (
    ArchiveRecord,
    ArchiveWriter,
    JsonlArchive,
    MemoryArchive,
    archive_ref,
    parse_ref,
    validate_session_id,
)
from .auto import CompactResult
from .errors import (
    ArchiveCorrupted,
    ArchiveError,
    ContextFullError,
    ContextLimitError,
    EngineError,
    InvalidMessage,
    InvalidSessionId,
    InvalidSpec,
    SummarizerError,
    TooDeep,
)
from .extractive import ExtractiveSummarizer
from .memory import (
    AppendResult,
    BaseMemory,
    ChatHistoryMemory,
    CompactableMemory,
    Compactor,
    Memory,
    TurnResult,
    build_memory,
    make_summarizer,
)
from .messages import (
    MAX_JSON_DEPTH,
    Message,
    check_depth,
    conversation_problems,
    from_openai,
    parse_messages,
    to_openai,
)
from .spec import MemorySpec
from .state import ContextStore, Entry, InMemoryContextStore, SessionState
from .summary import SECTIONS, Summarizer, SummaryRequest, SummaryResponse, parse_sections
from .tokens import TokenEstimator

__all__ = [
    "MAX_JSON_DEPTH",
    "SECTIONS",
    "AppendResult",
    "ArchiveCorrupted",
    "ArchiveError",
    "ArchiveRecord",
    "ArchiveWriter",
    "BaseMemory",
    "ChatHistoryMemory",
    "CompactResult",
    "CompactableMemory",
    "Compactor",
    "ContextFullError",
    "ContextLimitError",
    "ContextStore",
    "EngineError",
    "Entry",
    "ExtractiveSummarizer",
    "InMemoryContextStore",
    "InvalidMessage",
    "InvalidSessionId",
    "InvalidSpec",
    "JsonlArchive",
    "Memory",
    "MemoryArchive",
    "MemorySpec",
    "Message",
    "SessionState",
    "Summarizer",
    "SummarizerError",
    "SummaryRequest",
    "SummaryResponse",
    "TokenEstimator",
    "TooDeep",
    "TurnResult",
    "archive_ref",
    "build_memory",
    "check_depth",
    "conversation_problems",
    "from_openai",
    "make_summarizer",
    "parse_messages",
    "parse_ref",
    "parse_sections",
    "to_openai",
    "validate_session_id",
]

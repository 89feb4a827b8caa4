"""memorylab's compaction engine: pure Python, no Django.

    from compaction.engine import build_memory, Message

    memory = build_memory("memory.yaml")
    memory.append("s1", Message.from_dict({"role": "user", "content": [{"text": "hi"}]}))
    memory.next_turn("s1")

This module is the engine's public API: the apps, the benchmarks and agents import from
``compaction.engine`` only, never from its submodules (a test holds the apps to it).
Everything else is the engine's own and may change without notice.

Memory
    ``Memory`` (the protocol both backends and the apps use), ``build_memory`` (a backend
    from a spec), ``CompactableMemory`` (micro, auto and manual compaction),
    ``ChatHistoryMemory`` (a sliding window of turns), ``BaseMemory`` (their plumbing, to
    build another backend on), ``Compactor`` (one compaction layer), ``AppendResult``,
    ``TurnResult``, ``CompactResult``; the session state behind them: ``ContextStore``,
    ``InMemoryContextStore``, ``SessionState``, ``Entry`` (a message in the context with
    its tokens and archive seq); tokens: ``TokenEstimator``, ``ensure_offline_tiktoken``.
Messages
    ``Message`` (genkit's shape), ``parse_messages``, ``from_openai``, ``to_openai``,
    ``conversation_problems`` (what a provider would refuse), ``compact_json``.
Spec
    ``MemorySpec`` (``memory.yaml``), ``ArchiveSpec`` (its archive section), ``load_yaml``
    (the safe YAML loader every YAML a user sends goes through: no aliases, bounded),
    ``quote`` / ``quote_key`` (a user's value or key, short and truncated, for messages).
Archive
    ``JsonlArchive`` (append-only JSONL on disk), ``MemoryArchive``, ``ArchiveWriter``
    (their protocol), ``ArchiveRecord``, ``NewRecord``, ``RECORD_TYPES``, ``RAW_TYPES``
    (the records that hold raw messages), ``archive_ref`` / ``parse_ref``
    (``archive://session/seq``), ``validate_session_id``, ``RepairReport`` and
    ``repair_hint`` (what a repair kept and lost; the message naming the repair command),
    ``Segment`` (a rotated file), ``make_record`` / ``record_line`` (a record stamped and
    checksummed for a seq; its JSONL line: for archive stores that are not files), ``crash_point`` (a named point where a test may kill the
    process: ``MEMORYLAB_CRASH_AT``).
Summaries
    ``Summarizer`` (the protocol), ``SummaryRequest``, ``SummaryResponse``,
    ``ExtractiveSummarizer`` (offline), ``LiteLLMSummarizer`` (any litellm model),
    ``make_summarizer`` (one by model name), ``SECTIONS`` (the six sections),
    ``parse_sections``, ``strip_header``.
Scoring
    How labelled facts are found in a context: ``normalize`` (the one text normalizer
    evidence is matched with), ``context_text``, ``placement`` / ``Placement`` (where each
    label sits), ``PLACEMENTS``, ``KIND_SECTIONS`` (the section each kind belongs in),
    ``summary_view`` / ``SummaryView``, ``stale_mentions``, ``marks_history``,
    ``current_lines`` (the items a summary states as current), ``states_as_current`` (one
    line's stale check), ``noted_values`` (the values the extractive summary's note on a line
    gives as replaced); prompt-cache
    prices: ``litellm_prices``, ``ModelPrices``.
Replay
    ``replay`` (a conversation through a memory, as an agent would run it; ``on_call``
    sees the context of every model call as a ``CallContext``), ``replay_path``,
    ``ReplayReport``, ``ModelCall``, ``CompactionPoint``, ``aggregate``,
    ``spec_with_archive_dir``, ``summary_table``, ``turns_table``.
Formats
    ``load_conversations`` (a file, a folder or parsed JSON in any format we read),
    ``Conversation``, ``InvalidConversation``, ``Labeller`` (labels for public formats,
    supplied by the caller), ``LABEL_KINDS``, ``conversation_files``, ``slugify``.
Errors
    ``EngineError`` and its family, each with a stable ``code``.
"""

from .archive import (
    RAW_TYPES,
    RECORD_TYPES,
    ArchiveRecord,
    ArchiveWriter,
    JsonlArchive,
    MemoryArchive,
    NewRecord,
    RepairReport,
    Segment,
    archive_ref,
    make_record,
    parse_ref,
    record_line,
    repair_hint,
    validate_session_id,
)
from .auto import CompactResult
from .cache import ModelPrices, litellm_prices
from .errors import (
    ArchiveCorrupted,
    ArchiveError,
    ArchiveInUse,
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
from .extractive.values import noted_values
from .faults import point as crash_point
from .formats import (
    LABEL_KINDS,
    Conversation,
    InvalidConversation,
    Labeller,
    conversation_files,
    load_conversations,
    slugify,
)
from .llm import LiteLLMSummarizer
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
    compact_json,
    conversation_problems,
    from_openai,
    parse_messages,
    to_openai,
    tool_arguments,
)
from .replay import (
    CallContext,
    CompactionPoint,
    ModelCall,
    ReplayReport,
    aggregate,
    replay,
    replay_path,
    spec_with_archive_dir,
    summary_table,
    turns_table,
)
from .retention import (
    KIND_SECTIONS,
    PLACEMENTS,
    Placement,
    SummaryView,
    context_text,
    current_lines,
    marks_history,
    normalize,
    placement,
    stale_mentions,
    states_as_current,
    summary_view,
)
from .spec import ArchiveSpec, MemorySpec, load_yaml, quote, quote_key
from .state import ContextStore, Entry, InMemoryContextStore, SessionState
from .summary import (
    SECTIONS,
    Summarizer,
    SummaryRequest,
    SummaryResponse,
    parse_sections,
    strip_header,
)
from .tokens import TokenEstimator, ensure_offline_tiktoken

__all__ = [
    # memory
    "AppendResult",
    "BaseMemory",
    "ChatHistoryMemory",
    "CompactResult",
    "CompactableMemory",
    "Compactor",
    "ContextStore",
    "Entry",
    "InMemoryContextStore",
    "Memory",
    "SessionState",
    "TokenEstimator",
    "TurnResult",
    "build_memory",
    "ensure_offline_tiktoken",
    # messages
    "Message",
    "MAX_JSON_DEPTH",
    "check_depth",
    "compact_json",
    "conversation_problems",
    "from_openai",
    "parse_messages",
    "tool_arguments",
    "to_openai",
    # spec
    "ArchiveSpec",
    "MemorySpec",
    "load_yaml",
    "quote",
    "quote_key",
    # archive
    "RAW_TYPES",
    "RECORD_TYPES",
    "ArchiveRecord",
    "ArchiveWriter",
    "JsonlArchive",
    "MemoryArchive",
    "NewRecord",
    "RepairReport",
    "Segment",
    "archive_ref",
    "make_record",
    "record_line",
    "crash_point",
    "parse_ref",
    "repair_hint",
    "validate_session_id",
    # summaries
    "SECTIONS",
    "ExtractiveSummarizer",
    "LiteLLMSummarizer",
    "Summarizer",
    "SummaryRequest",
    "SummaryResponse",
    "make_summarizer",
    "parse_sections",
    "strip_header",
    # scoring
    "KIND_SECTIONS",
    "PLACEMENTS",
    "ModelPrices",
    "Placement",
    "SummaryView",
    "context_text",
    "litellm_prices",
    "current_lines",
    "marks_history",
    "normalize",
    "noted_values",
    "placement",
    "stale_mentions",
    "states_as_current",
    "summary_view",
    # replay
    "CallContext",
    "CompactionPoint",
    "ModelCall",
    "ReplayReport",
    "aggregate",
    "replay",
    "replay_path",
    "spec_with_archive_dir",
    "summary_table",
    "turns_table",
    # formats
    "LABEL_KINDS",
    "Conversation",
    "InvalidConversation",
    "Labeller",
    "conversation_files",
    "load_conversations",
    "slugify",
    # errors
    "ArchiveCorrupted",
    "ArchiveError",
    "ContextFullError",
    "ContextLimitError",
    "EngineError",
    "InvalidMessage",
    "InvalidSessionId",
    "InvalidSpec",
    "SummarizerError",
    "TooDeep",
    "ArchiveInUse",
]

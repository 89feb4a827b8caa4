"""Conversations from files: our labelled format and the public formats we replay.

``load_conversations(path_or_obj)`` detects the format of a file, a directory (every
``.json``/``.jsonl`` file in it) or already parsed JSON and returns ``Conversation``s in
genkit's message shape. One module per format:

- ``labelled``: our labelled format, ``{"id", "title", "source", "messages", "labels",
  "stale"}``;
- ``genkit``: a genkit message list; ``openai``: an OpenAI chat transcript (a list, or
  ``{"messages": [...]}``);
- ``swe``: a mini-swe-agent trajectory (each ``bash`` block a tool call, the observation
  that follows it the tool's answer);
- ``tau``: tau-bench runs (one conversation per run, OpenAI format in ``traj``);
- ``locomo``: LoCoMo samples (one conversation per sample, the two speakers as user and
  model).

``common`` holds ``Conversation`` and the shared helpers, ``loading`` the detection and
the loaders. The public formats carry no labels of our kind; the engine derives none. A
caller that wants labels for them passes a ``labeller`` to ``load_conversations``.
"""

from __future__ import annotations

from .common import Conversation, InvalidConversation, conversation_files, slugify
from .labelled import LABEL_KINDS
from .loading import Labeller, detect_format, load_conversations, load_file

__all__ = [
    "LABEL_KINDS",
    "Conversation",
    "InvalidConversation",
    "Labeller",
    "conversation_files",
    "detect_format",
    "load_conversations",
    "load_file",
    "slugify",
]

"""The extractive summarizer: working memory by rules, offline and deterministic.

``summarizer`` builds the summary; ``cues`` says what a sentence does (its section),
``values`` which values later statements replaced, ``references`` which identifiers the
conversation acts on, ``text`` how text is cut into units and key terms.
"""

from .summarizer import ExtractiveSummarizer
from .text import split_units

__all__ = ["ExtractiveSummarizer", "split_units"]

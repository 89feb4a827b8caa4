"""Small builders shared by the engine tests: messages, tool-heavy turns, fakes."""

from __future__ import annotations

import errno
import threading
from collections.abc import Callable
from typing import Any

from compaction.engine import Message
from compaction.engine.archive import FileOps
from compaction.engine.extractive import ExtractiveSummarizer
from compaction.engine.summary import SECTIONS, SummaryRequest, SummaryResponse, parse_sections
from compaction.engine.tokens import TokenEstimator


def system(text: str = "You are a careful coding agent.") -> Message:
    return Message.text_message("system", text)


def user(text: str) -> Message:
    return Message.text_message("user", text)


def answer(text: str) -> Message:
    return Message.text_message("model", text)


def call(ref: str, name: str = "bash", text: str = "", **inp: Any) -> Message:
    parts: list[dict[str, Any]] = [{"text": text}] if text else []
    parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp or {"cmd": "ls"}}})
    return Message.from_dict({"role": "model", "content": parts})


def result(ref: str, output: Any, name: str = "bash") -> Message:
    return Message.from_dict(
        {
            "role": "tool",
            "content": [{"toolResponse": {"name": name, "ref": ref, "output": output}}],
        }
    )


def big_output(n_lines: int = 60, tag: str = "x") -> str:
    """A tool output well over the default min_tokens (200)."""
    return "\n".join(f"{tag} line {i}: src/module_{i}.py has 3 warnings" for i in range(n_lines))


def tool_round(ref: str, n_lines: int = 60, name: str = "bash") -> list[Message]:
    return [call(ref, name=name, cmd=f"run {ref}"), result(ref, big_output(n_lines, ref), name)]


def six_sections(marker: str = "ok", bullets: int = 1) -> str:
    out = []
    for s in SECTIONS:
        out.append(f"## {s}")
        out += [f"- {marker} {s.lower()} {i}" for i in range(bullets)]
        out.append("")
    return "\n".join(out)


# How long a hanging FakeSummarizer waits for its release at most: only a test that failed
# before releasing it ever waits this long (in a thread nobody waits for).
HANG_LIMIT_SECONDS = 30.0


class FakeSummarizer:
    """Records every request; returns ``text`` (or raises / hangs when told to).

    ``hang=True`` blocks every call until ``release()``: a summarizer timeout is then
    certain however loaded the machine is, and costs the test only the timeout itself."""

    def __init__(
        self,
        text: str | None = None,
        *,
        estimate: int = 50,
        error: Exception | None = None,
        hang: bool = False,
        request_tokens: int | None = None,
        response: Callable[[SummaryRequest], str] | None = None,
    ) -> None:
        self.name = "fake"
        self.text = six_sections() if text is None else text
        self.estimate = estimate
        self.error = error
        self.hang = hang
        self.released = threading.Event()
        self.requests: list[SummaryRequest] = []
        self.response = response
        self._request_tokens = request_tokens
        if request_tokens is not None:
            self.request_tokens = lambda request: request_tokens

    def estimate_tokens(self, request: SummaryRequest) -> int:
        return self.estimate

    def release(self) -> None:
        """Let every hanging call return (the caller timed out long ago)."""
        self.released.set()

    def summarize(self, request: SummaryRequest) -> SummaryResponse:
        self.requests.append(request)
        if self.hang:
            self.released.wait(HANG_LIMIT_SECONDS)
        if self.error is not None:
            raise self.error
        text = self.response(request) if self.response else self.text
        return SummaryResponse(text=text, model="fake", request_tokens=100, response_tokens=20)


class CountingEstimator(TokenEstimator):
    """Counts how often a message is tokenized: proves the per-message cache."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.calls = 0

    def count(self, message: Message) -> int:
        self.calls += 1
        return super().count(message)


class FlakyOps(FileOps):
    """FileOps that counts fsyncs and fails writes/fsyncs while ``fail_*`` is set."""

    def __init__(self) -> None:
        self.fsyncs = 0
        self.writes = 0
        self.fail_write: int | None = None  # an errno
        self.fail_fsync: int | None = None
        self.short_write = False
        self.lock = threading.Lock()

    def write(self, fd: int, data: bytes) -> int:
        with self.lock:
            self.writes += 1
        if self.fail_write is not None:
            raise OSError(self.fail_write, errno.errorcode.get(self.fail_write, "error"))
        if self.short_write:
            return super().write(fd, data[: len(data) // 2])
        return super().write(fd, data)

    def fsync(self, fd: int) -> None:
        if self.fail_fsync is not None:
            raise OSError(self.fail_fsync, errno.errorcode.get(self.fail_fsync, "error"))
        with self.lock:
            self.fsyncs += 1
        super().fsync(fd)


SUMMARY_ESTIMATOR = TokenEstimator()


def summarize(messages: list[Message], *, previous: str | None = None, first_seq: int = 1) -> str:
    """The extractive summary of ``messages`` (archived from ``first_seq`` on), merged
    into ``previous`` when given."""
    request = SummaryRequest(
        session_id="s1",
        messages=[(first_seq + i, m) for i, m in enumerate(messages)],
        archive_range=(1, first_seq + len(messages) - 1),
        max_tokens=2000,
        estimator=SUMMARY_ESTIMATOR,
        previous_summary=previous,
    )
    return ExtractiveSummarizer().summarize(request).text


def section(summary: str, name: str) -> str:
    """The lines of one section of ``summary``, lower-cased, as one text."""
    return "\n".join(parse_sections(summary).get(name, [])).lower()

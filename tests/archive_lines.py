"""The archive's line format, read independently of the archive's own reader: tests that
look at the bytes on disk check them against this, not against the code under test."""

from __future__ import annotations

import json
from typing import Any

from compaction.engine.archive import record_crc


def archive_line(line: bytes) -> dict[str, Any] | None:
    """The record of one complete, CRC-valid archive line, or None for anything else (a
    torn or interleaved write, a line without its newline, a bad checksum)."""
    if not line.endswith(b"\n"):
        return None
    try:
        record = json.loads(line)
    except (ValueError, UnicodeDecodeError):
        return None
    if not isinstance(record, dict) or not isinstance(record.get("crc"), int):
        return None
    if not isinstance(record.get("seq"), int) or not isinstance(record.get("session"), str):
        return None
    return record if record_crc(record) == record["crc"] else None

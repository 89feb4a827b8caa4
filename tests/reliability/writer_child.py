"""A child process for the crash and concurrency tests: appends records to one session
and prints each acknowledged one as ``<writer> <seq> <sha256 of its line>``.

Run as ``python -m tests.reliability.writer_child ROOT SESSION WRITER COUNT FSYNC``
(COUNT 0 = until killed).
"""

from __future__ import annotations

import hashlib
import json
import random
import sys

from compaction.engine.archive import JsonlArchive, NewRecord


def line_digest(record_json: dict) -> str:
    line = json.dumps(record_json, separators=(",", ":"), ensure_ascii=False).encode() + b"\n"
    return hashlib.sha256(line).hexdigest()


def main() -> None:
    root, session, writer, count, fsync = sys.argv[1:6]
    archive = JsonlArchive(root, fsync=fsync)
    rng = random.Random(writer)
    n = 0
    while int(count) == 0 or n < int(count):
        n += 1
        # Sizes from tiny to 64 KiB, so kills land inside large writes too.
        body = "x" * rng.choice((10, 200, 4000, 65536))
        data = {"writer": writer, "n": n, "message": {"role": "tool", "content": [{"text": body}]}}
        [rec] = archive.append(session, [NewRecord("message", 1, data)])
        print(writer, rec.seq, line_digest(rec.to_json()), flush=True)


if __name__ == "__main__":
    main()

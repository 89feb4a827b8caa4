"""The default Celery broker: kombu's filesystem transport, made safe for a real worker.

kombu's stock transport has two races that lose tasks:

* the producer creates the message file and only then writes it, so a worker polling at
  that moment can claim an empty file and fail to decode it;
* the worker claims a message by moving it to the system temp dir; when that is another
  filesystem the move is a copy, and two consumers can both "win" the same message.

Here the producer writes to a hidden temp name and renames it into the queue (atomic on
one filesystem), and the worker claims by renaming into ``processed_folder`` next to the
queue (same filesystem, so exactly one rename succeeds). memorylab.celery registers this
class under the ``filesystem://`` scheme.
"""

from __future__ import annotations

import os
import uuid
from pathlib import Path
from queue import Empty
from time import monotonic
from typing import Any

from kombu.exceptions import ChannelError
from kombu.transport import filesystem
from kombu.utils.encoding import bytes_to_str, str_to_bytes
from kombu.utils.json import dumps, loads

FOLDER_KEYS = ("data_folder_in", "data_folder_out", "processed_folder", "control_folder")


def transport_options(root: Path) -> dict[str, Any]:
    """Broker folders under ``root``; producers and workers must agree on all of them."""
    queue = str(root / "queue")
    return {
        "data_folder_in": queue,
        "data_folder_out": queue,
        "processed_folder": str(root / "processed"),
        # kombu's default is a "control" folder in the current directory.
        "control_folder": str(root / "control"),
        "store_processed": False,
        "polling_interval": 0.5,
    }


def ensure_folders(options: dict[str, Any]) -> None:
    for key in FOLDER_KEYS:
        if options.get(key):
            os.makedirs(options[key], exist_ok=True)


class Channel(filesystem.Channel):
    def _put(self, queue: str, payload: Any, **kwargs: Any) -> None:
        name = f"{int(round(monotonic() * 1000))}_{uuid.uuid4()}.{queue}.msg"
        # A dot-first name never matches "<anything>.<queue>.msg" as a worker parses it.
        temp = os.path.join(self.data_folder_out, f".tmp-{uuid.uuid4()}")
        try:
            with open(temp, "wb") as f:
                f.write(str_to_bytes(dumps(payload)))
            os.replace(temp, os.path.join(self.data_folder_out, name))
        except OSError as exc:
            raise ChannelError(f"cannot add a message to {self.data_folder_out!r}: {exc}") from exc

    def _get(self, queue: str) -> Any:
        wanted = f"{queue}.msg"
        os.makedirs(self.processed_folder, exist_ok=True)
        for name in sorted(os.listdir(self.data_folder_in)):
            if name.partition(".")[2] != wanted:
                continue
            claimed = os.path.join(self.processed_folder, name)
            try:
                os.rename(os.path.join(self.data_folder_in, name), claimed)
            except OSError:
                continue  # another consumer claimed it first
            try:
                with open(claimed, "rb") as f:
                    payload = f.read()
                if not self.store_processed:
                    os.remove(claimed)
            except OSError as exc:
                raise ChannelError(f"cannot read queued message {claimed!r}: {exc}") from exc
            return loads(bytes_to_str(payload))
        raise Empty()


class Transport(filesystem.Transport):
    Channel = Channel

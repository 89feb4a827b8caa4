"""A fake OpenAI-compatible provider on 127.0.0.1: real HTTP, scripted answers.

Each POST /v1/chat/completions is recorded (its JSON body) and answered with the next
scripted item: a completion built from an OpenAI assistant message (streamed as chunks when
the request asks for ``stream``), or an error status with a body. An item may hold the
request until the test releases it, for tests of concurrent requests.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Scripted:
    message: dict[str, Any] | None = None
    status: int = 200
    body: bytes | None = None
    content_type: str = "application/json"
    usage: dict[str, int] | None = None
    arrived: threading.Event = field(default_factory=threading.Event)
    release: threading.Event | None = None


class FakeUpstream:
    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []
        self.handler_seconds: list[float] = []
        self.script: deque[Scripted] = deque()
        self.lock = threading.Lock()
        self.count = 0
        upstream = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            # Headers and body go out in separate writes: without TCP_NODELAY each answer
            # waits ~40 ms for the client's delayed ACK, time no real provider adds.
            disable_nagle_algorithm = True

            def do_POST(self) -> None:  # noqa: N802
                started = time.perf_counter()
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                with upstream.lock:
                    upstream.requests.append(body)
                    upstream.count += 1
                    n = upstream.count
                    item = upstream.script.popleft() if upstream.script else None
                if item is None:
                    item = Scripted(
                        status=500, body=b'{"error": {"message": "no scripted answer"}}'
                    )
                item.arrived.set()
                if item.release is not None:
                    item.release.wait(30)
                if item.status != 200 or item.message is None:
                    self._send(item.status, item.body or b"", item.content_type)
                elif body.get("stream"):
                    self._stream(item, n, body)
                else:
                    self._send(200, json.dumps(upstream.completion(item, n, body)).encode())
                with upstream.lock:
                    upstream.handler_seconds.append(time.perf_counter() - started)

            def _send(
                self, status: int, data: bytes, content_type: str = "application/json"
            ) -> None:
                self.send_response(status)
                self.send_header("Content-Type", content_type)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def _stream(self, item: Scripted, n: int, body: dict[str, Any]) -> None:
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Connection", "close")
                self.end_headers()
                for chunk in upstream.chunks(item, n, body):
                    self.wfile.write(b"data: " + json.dumps(chunk).encode() + b"\n\n")
                    self.wfile.flush()
                self.wfile.write(b"data: [DONE]\n\n")
                self.close_connection = True

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    # -- scripting --------------------------------------------------------------------
    def answer(self, message: dict[str, Any], **kwargs: Any) -> Scripted:
        item = Scripted(message=message, **kwargs)
        self.script.append(item)
        return item

    def text(self, text: str, **kwargs: Any) -> Scripted:
        return self.answer({"role": "assistant", "content": text}, **kwargs)

    def tool_calls(
        self, *calls: tuple[str, str, dict[str, Any]], text: str | None = None
    ) -> Scripted:
        return self.answer(
            {
                "role": "assistant",
                "content": text,
                "tool_calls": [
                    {
                        "id": ref,
                        "type": "function",
                        "function": {"name": name, "arguments": json.dumps(args)},
                    }
                    for name, ref, args in calls
                ],
            }
        )

    def error(self, status: int, body: bytes, content_type: str = "application/json") -> Scripted:
        item = Scripted(status=status, body=body, content_type=content_type)
        self.script.append(item)
        return item

    # -- answers -------------------------------------------------------------------------
    @staticmethod
    def _usage(item: Scripted, body: dict[str, Any]) -> dict[str, int]:
        if item.usage:
            return item.usage
        prompt = len(json.dumps(body.get("messages"))) // 4
        completion = len(json.dumps(item.message)) // 4
        return {
            "prompt_tokens": prompt,
            "completion_tokens": completion,
            "total_tokens": prompt + completion,
        }

    def completion(self, item: Scripted, n: int, body: dict[str, Any]) -> dict[str, Any]:
        message = item.message or {}
        return {
            "id": f"chatcmpl-fake-{n}",
            "object": "chat.completion",
            "created": 1_700_000_000 + n,
            "model": "fake-upstream-model",
            "system_fingerprint": "fp_fake",
            "choices": [
                {
                    "index": 0,
                    "message": message,
                    "finish_reason": "tool_calls" if message.get("tool_calls") else "stop",
                    "logprobs": None,
                }
            ],
            "usage": self._usage(item, body),
        }

    def chunks(self, item: Scripted, n: int, body: dict[str, Any]) -> list[dict[str, Any]]:
        message = item.message or {}
        head = {
            "id": f"chatcmpl-fake-{n}",
            "object": "chat.completion.chunk",
            "created": 1_700_000_000 + n,
            "model": "fake-upstream-model",
        }

        def chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
            return {**head, "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}

        content = message.get("content") or ""
        half = len(content) // 2
        out = [chunk({"role": "assistant", "content": content[:half]})]
        if content[half:]:
            out.append(chunk({"content": content[half:]}))
        for i, call in enumerate(message.get("tool_calls") or []):
            args = call["function"]["arguments"]
            out.append(
                chunk(
                    {
                        "tool_calls": [
                            {
                                "index": i,
                                "id": call["id"],
                                "type": "function",
                                "function": {
                                    "name": call["function"]["name"],
                                    "arguments": args[:3],
                                },
                            }
                        ]
                    }
                )
            )
            out.append(chunk({"tool_calls": [{"index": i, "function": {"arguments": args[3:]}}]}))
        out.append(chunk({}, "tool_calls" if message.get("tool_calls") else "stop"))
        if (body.get("stream_options") or {}).get("include_usage"):
            out.append({**head, "choices": [], "usage": self._usage(item, body)})
        return out

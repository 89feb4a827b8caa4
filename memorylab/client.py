"""A small Python client for the memorylab REST API (plain httpx).

    from memorylab.client import MemorylabClient

    ml = MemorylabClient("http://127.0.0.1:8000", token="ml_...")
    sid = ml.create_session(spec={"type": "memory", "spec": {"auto_compact": {...}}})["id"]
    ml.append(sid, {"role": "user", "content": [{"text": "hi"}]})
    messages = ml.context(sid)["messages"]      # send these to the model
    ml.step(sid)                                # after a tool result, before the next call
    ml.next_turn(sid)                           # after the final answer of a turn

Every error answer becomes ``MemorylabError(code, message, status)``. Appends carry an
``Idempotency-Key`` and are retried on timeouts and connection errors, so a retried
append applies once.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

import httpx


class MemorylabError(Exception):
    def __init__(self, code: str, message: str, status: int, body: Any = None) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.code = code
        self.message = message
        self.status = status
        self.body = body


class MemorylabClient:
    def __init__(
        self,
        base_url: str,
        token: str,
        *,
        timeout: float = 60.0,
        retries: int = 3,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self.retries = retries
        self.http = httpx.Client(
            base_url=base_url.rstrip("/") + "/api/v1",
            headers={"Authorization": f"Bearer {token}"},
            timeout=timeout,
            transport=transport,
        )

    def close(self) -> None:
        self.http.close()

    def __enter__(self) -> MemorylabClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- plumbing -------------------------------------------------------------------
    def _request(
        self, method: str, url: str, *, retry: bool = False, **kwargs: Any
    ) -> httpx.Response:
        attempts = self.retries + 1 if retry else 1
        for attempt in range(attempts):
            try:
                response = self.http.request(method, url, **kwargs)
            except (httpx.TimeoutException, httpx.TransportError) as exc:
                if attempt + 1 >= attempts:
                    raise MemorylabError("unreachable", str(exc) or type(exc).__name__, 0) from exc
                time.sleep(min(0.2 * 2**attempt, 2.0))
                continue
            if response.status_code >= 400:
                raise self._error(response)
            return response
        raise AssertionError("unreachable")  # pragma: no cover

    @staticmethod
    def _error(response: httpx.Response) -> MemorylabError:
        try:
            body = response.json()
        except ValueError:
            body = None
        if isinstance(body, dict) and "code" in body:
            return MemorylabError(
                str(body["code"]), str(body.get("message", "")), response.status_code, body
            )
        return MemorylabError(
            "http_error", response.text[:500] or response.reason_phrase, response.status_code
        )

    def _json(self, method: str, url: str, **kwargs: Any) -> Any:
        response = self._request(method, url, **kwargs)
        return response.json() if response.content else None

    # -- sessions -------------------------------------------------------------------
    def create_session(
        self, session_id: str | None = None, *, spec: Any = None, title: str = ""
    ) -> dict[str, Any]:
        body: dict[str, Any] = {"title": title}
        if session_id:
            body["id"] = session_id
        if spec is not None:
            body["spec"] = spec
        return self._json("POST", "/sessions", json=body)  # type: ignore[no-any-return]

    def get_session(self, session_id: str) -> dict[str, Any]:
        return self._json("GET", f"/sessions/{session_id}")  # type: ignore[no-any-return]

    def sessions(self, q: str = "", *, page_size: int = 100) -> Iterator[dict[str, Any]]:
        """Every visible session matching ``q``, fetched page by page."""
        yield from self._pages("/sessions", {"q": q}, page_size)

    def delete_session(self, session_id: str, *, purge: bool = False) -> None:
        self._request(
            "DELETE", f"/sessions/{session_id}", params={"purge": "true"} if purge else None
        )

    # -- the agent loop -----------------------------------------------------------------
    def append(
        self,
        session_id: str,
        *messages: Mapping[str, Any] | Iterable[Mapping[str, Any]],
        idempotency_key: str | None = None,
    ) -> dict[str, Any]:
        """Append messages (genkit or OpenAI format; pass them one by one or as a list)."""
        flat: list[Any] = []
        for m in messages:
            if isinstance(m, Mapping):
                flat.append(dict(m))
            else:
                flat.extend(dict(x) for x in m)
        key = idempotency_key or uuid.uuid4().hex
        return self._json(  # type: ignore[no-any-return]
            "POST",
            f"/sessions/{session_id}/messages",
            json={"messages": flat},
            headers={"Idempotency-Key": key},
            retry=True,
        )

    def context(self, session_id: str, fmt: str = "genkit") -> dict[str, Any]:
        """``{"messages": [...], "tokens": n}``: what to send to the model now, as genkit
        messages or (``fmt="openai"``) OpenAI chat messages for litellm."""
        return self._json(  # type: ignore[no-any-return]
            "GET", f"/sessions/{session_id}/context", params={"format": fmt}
        )

    def step(self, session_id: str) -> dict[str, Any]:
        return self._json("POST", f"/sessions/{session_id}/steps")  # type: ignore[no-any-return]

    def next_turn(self, session_id: str) -> dict[str, Any]:
        return self._json("POST", f"/sessions/{session_id}/turns")  # type: ignore[no-any-return]

    def compact(
        self,
        session_id: str,
        instructions: str | None = None,
        *,
        wait: bool = True,
        run_async: bool = False,
        poll: float = 0.25,
        timeout: float = 300.0,
    ) -> dict[str, Any]:
        """Compact now. With ``run_async`` a worker does it: returns the finished task
        (or the queued one when ``wait`` is False). A compaction that did not happen raises
        ``MemorylabError`` either way: code ``compact_failed`` (status 409) with the
        CompactResult in ``body`` (synchronous) or the task in ``body`` (``run_async``)."""
        body = {"instructions": instructions} if instructions else {}
        if not run_async:
            return self._json(  # type: ignore[no-any-return]
                "POST", f"/sessions/{session_id}/compact", json=body
            )
        queued = self._json(
            "POST", f"/sessions/{session_id}/compact", params={"async": "true"}, json=body
        )
        if not wait:
            return queued  # type: ignore[no-any-return]
        task = self.wait_task(queued["task_id"], poll=poll, timeout=timeout)
        if task["status"] != "done":
            # The same failure as the synchronous call, so callers handle one error.
            message = task.get("error") or task.get("message") or task["status"]
            raise MemorylabError("compact_failed", str(message), 409, task)
        return task

    def task(self, task_id: str) -> dict[str, Any]:
        return self._json("GET", f"/tasks/{task_id}")  # type: ignore[no-any-return]

    def wait_task(
        self, task_id: str, *, poll: float = 0.25, timeout: float = 300.0
    ) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        while True:
            task = self.task(task_id)
            if task["status"] in ("done", "failed", "cancelled"):
                return task
            if time.monotonic() > deadline:
                raise MemorylabError(
                    "timeout", f"task {task_id} still {task['status']} after {timeout}s", 0
                )
            time.sleep(poll)

    def history(self, session_id: str, *, page_size: int = 500) -> Iterator[dict[str, Any]]:
        """The full raw history (memory_all_by_session_id), in order, page by page."""
        yield from self._pages(f"/sessions/{session_id}/history", {}, page_size)

    def record(self, session_id: str, seq: int) -> dict[str, Any]:
        """One raw archive event, e.g. the target of ``archive://<session_id>/<seq>``."""
        return self._json("GET", f"/archive/{session_id}/{seq}")  # type: ignore[no-any-return]

    def record_by_ref(self, ref: str) -> dict[str, Any]:
        session_id, _, seq = ref.removeprefix("archive://").rpartition("/")
        return self.record(session_id, int(seq.split("-")[0]))

    # -- tools --------------------------------------------------------------------
    def tools(self, fmt: str = "openai") -> list[dict[str, Any]]:
        """Tool definitions to hand to the model: ``openai`` or ``genkit`` format."""
        return self._json("GET", "/tools", params={"format": fmt})[fmt]  # type: ignore[no-any-return]

    def call_tool(self, name: str, arguments: Mapping[str, Any] | str) -> dict[str, Any]:
        """Invoke a memory tool with the model's arguments (a dict or the JSON string the
        model produced); returns the tool's output."""
        if isinstance(arguments, str):
            content = arguments.encode()
            response = self._request(
                "POST",
                f"/tools/{name}",
                content=content,
                headers={"Content-Type": "application/json"},
            )
        else:
            response = self._request("POST", f"/tools/{name}", json=dict(arguments))
        return response.json()["output"]  # type: ignore[no-any-return]

    # -- import ---------------------------------------------------------------------
    def import_file(
        self, path: str, *, spec: str | None = None, wait: bool = True, timeout: float = 600.0
    ) -> dict[str, Any]:
        with open(path, "rb") as fh:
            queued = self._json(
                "POST",
                "/import",
                files={"file": (path.rsplit("/", 1)[-1], fh, "application/json")},
                data={"spec": spec} if spec else None,
            )
        return self.wait_task(queued["task_id"], timeout=timeout) if wait else queued

    # -- the lab --------------------------------------------------------------------
    def sweep(
        self, *, wait: bool = True, timeout: float = 3600.0, poll: float = 1.0, **request: Any
    ) -> dict[str, Any]:
        """Start a threshold sweep: ``conversation_ids`` (or, staff, ``path``),
        ``thresholds``, ``min_saving_tokens``, ``models``, ``strategy``... With ``wait``,
        the finished sweep; its ``result`` is what ``manage.py sweep --json`` prints."""
        created = self._json("POST", "/sweeps", json=request)
        if not wait:
            return created  # type: ignore[no-any-return]
        return self._wait(f"/sweeps/{created['id']}", "sweep", timeout=timeout, poll=poll)

    def get_sweep(self, sweep_id: str) -> dict[str, Any]:
        return self._json("GET", f"/sweeps/{sweep_id}")  # type: ignore[no-any-return]

    def cancel_sweep(self, sweep_id: str) -> dict[str, Any]:
        return self._json("POST", f"/sweeps/{sweep_id}/cancel")  # type: ignore[no-any-return]

    def experiment(
        self,
        strategies: Iterable[int],
        conversations: Iterable[int],
        *,
        name: str = "",
        options: Mapping[str, Any] | None = None,
        wait: bool = True,
        timeout: float = 3600.0,
        poll: float = 1.0,
    ) -> dict[str, Any]:
        """Score strategies (ids) on labelled conversations (pks). With ``wait``, the
        finished experiment; its ``results`` is the lab's JSON export."""
        body = {"name": name, "strategies": list(strategies),
                "conversations": list(conversations), "options": dict(options or {})}  # fmt: skip
        created = self._json("POST", "/experiments", json=body)
        if not wait:
            return created  # type: ignore[no-any-return]
        return self._wait(f"/experiments/{created['id']}", "experiment", timeout=timeout, poll=poll)

    def get_experiment(self, experiment_id: int) -> dict[str, Any]:
        return self._json("GET", f"/experiments/{experiment_id}")  # type: ignore[no-any-return]

    def _wait(self, url: str, what: str, *, timeout: float, poll: float) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        while True:
            job = self._json("GET", url)
            if job["status"] not in ("queued", "pending", "running"):
                return job  # type: ignore[no-any-return]
            if time.monotonic() > deadline:
                raise MemorylabError(
                    "timeout", f"{what} {job['id']} still {job['status']} after {timeout}s", 0
                )
            time.sleep(poll)

    def _pages(self, url: str, params: dict[str, Any], page_size: int) -> Iterator[dict[str, Any]]:
        offset = 0
        while True:
            page = self._json("GET", url, params={**params, "limit": page_size, "offset": offset})
            yield from page["items"]
            offset += len(page["items"])
            if not page["items"] or offset >= page["count"]:
                return


__all__ = ["MemorylabClient", "MemorylabError"]

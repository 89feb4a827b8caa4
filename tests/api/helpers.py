"""API test helpers: a Django test client that speaks JSON with a bearer token, and
message builders."""

from __future__ import annotations

import json
from typing import Any


class Api:
    def __init__(self, client: Any, token: str | None) -> None:
        self.client = client
        self.token = token

    def _headers(self, headers: dict[str, str] | None) -> dict[str, str]:
        out = {f"HTTP_{k.upper().replace('-', '_')}": v for k, v in (headers or {}).items()}
        if self.token:
            out["HTTP_AUTHORIZATION"] = f"Bearer {self.token}"
        return out

    def get(self, path: str, headers: dict[str, str] | None = None, **params: Any) -> Any:
        return self.client.get("/api/v1" + path, params, **self._headers(headers))

    def post(
        self,
        path: str,
        body: Any = None,
        *,
        raw: str | bytes | None = None,
        headers: dict[str, str] | None = None,
    ) -> Any:
        data = raw if raw is not None else ("" if body is None else json.dumps(body))
        return self.client.post(
            "/api/v1" + path, data, content_type="application/json", **self._headers(headers)
        )

    def delete(self, path: str) -> Any:
        return self.client.delete("/api/v1" + path, **self._headers(None))


def user_text(text: str) -> dict[str, Any]:
    return {"role": "user", "content": [{"text": text}]}


def model_text(text: str) -> dict[str, Any]:
    return {"role": "model", "content": [{"text": text}]}


def tool_call(name: str, ref: str, args: dict[str, Any]) -> dict[str, Any]:
    return {
        "role": "model",
        "content": [{"toolRequest": {"name": name, "ref": ref, "input": args}}],
    }


def tool_result(name: str, ref: str, output: Any) -> dict[str, Any]:
    return {
        "role": "tool",
        "content": [{"toolResponse": {"name": name, "ref": ref, "output": output}}],
    }


def assert_error(response: Any, status: int, code: str) -> dict[str, Any]:
    assert response.status_code == status, response.content[:500]
    body = response.json()
    assert body["code"] == code, body
    assert isinstance(body["message"], str) and body["message"]
    return body

"""Offline by construction: each check runs in a fresh interpreter, so nothing this test
process imported or cached can hide a download or an eager import."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Installed before anything else runs: any connection or name lookup that is not to this
# machine raises, so a hidden download fails loudly instead of quietly succeeding.
SOCKET_GUARD = textwrap.dedent(
    """
    import socket

    class NetworkDenied(OSError):
        pass

    _LOCAL = {None, "localhost", "127.0.0.1", "::1", b"localhost", b"127.0.0.1"}

    def _check_host(host):
        if host not in _LOCAL:
            raise NetworkDenied(f"network access denied in this test: {host!r}")

    _getaddrinfo = socket.getaddrinfo
    def getaddrinfo(host, *args, **kwargs):
        _check_host(host)
        return _getaddrinfo(host, *args, **kwargs)

    _connect, _connect_ex = socket.socket.connect, socket.socket.connect_ex
    def _check_address(sock, address):
        if sock.family in (socket.AF_INET, socket.AF_INET6):
            _check_host(address[0])

    def connect(self, address):
        _check_address(self, address)
        return _connect(self, address)

    def connect_ex(self, address):
        _check_address(self, address)
        return _connect_ex(self, address)

    socket.getaddrinfo = getaddrinfo
    socket.socket.connect = connect
    socket.socket.connect_ex = connect_ex
    """
)


def run_fresh(code: str, *, guard: bool = True, **env_overrides: str | None) -> dict:
    """Run ``code`` in a new interpreter (guarded), return the JSON it prints last."""
    env = dict(os.environ)
    for key, value in env_overrides.items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    program = (SOCKET_GUARD if guard else "") + textwrap.dedent(code)
    result = subprocess.run(
        [sys.executable, "-c", program],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_it_denies_the_network_in_the_guarded_interpreter():
    out = run_fresh(
        """
        import json, socket
        denied = []
        for target in [("93.184.216.34", 80), ("pypi.org", 443)]:
            try:
                socket.create_connection(target, timeout=1)
            except OSError as exc:
                denied.append(type(exc).__name__)
        print(json.dumps({"denied": denied}))
        """
    )
    assert out == {"denied": ["NetworkDenied", "NetworkDenied"]}


def test_it_loads_tiktoken_and_litellm_with_the_network_denied(tmp_path):
    out = run_fresh(
        """
        import json, os
        from compaction.engine.tokens import TokenEstimator, ensure_offline_tiktoken

        ensure_offline_tiktoken()
        import tiktoken

        counts = {
            name: len(tiktoken.get_encoding(name).encode("memorylab compacts contexts"))
            for name in ("cl100k_base", "o200k_base")
        }
        estimated = TokenEstimator("gpt-4o").count_text("hello world")

        import litellm

        reply = litellm.completion(
            model="gpt-4o-mini",
            messages=[{"role": "user", "content": "hi"}],
            mock_response="a mocked answer",
        )
        print(json.dumps({
            "counts": counts,
            "estimated": estimated,
            "cache_dir": os.environ["TIKTOKEN_CACHE_DIR"],
            "reply": reply.choices[0].message.content,
            "priced_models": len(litellm.model_cost),
        }))
        """,
        TIKTOKEN_CACHE_DIR=None,
        LITELLM_LOCAL_MODEL_COST_MAP="True",
        HOME=str(tmp_path),  # no user-level caches to fall back on
    )
    assert all(n > 0 for n in out["counts"].values())
    assert out["estimated"] == 2
    assert "litellm" in out["cache_dir"]
    assert out["reply"] == "a mocked answer"
    assert out["priced_models"] > 100  # the local cost map, not an empty fallback


def test_it_uses_the_bundled_encodings_even_with_an_empty_cache_dir_variable(tmp_path):
    out = run_fresh(
        """
        import json, os
        from compaction.engine.tokens import TokenEstimator
        print(json.dumps({"n": TokenEstimator("gpt-4").count_text("hello world"),
                          "dir": os.environ["TIKTOKEN_CACHE_DIR"]}))
        """,
        TIKTOKEN_CACHE_DIR="",
    )
    assert out["n"] == 2 and "litellm" in out["dir"]


def test_it_sets_up_django_without_importing_litellm():
    out = run_fresh(
        """
        import json, os, sys
        os.environ["DJANGO_SETTINGS_MODULE"] = "memorylab.settings"
        import django
        django.setup()
        import memorylab.urls  # every view, API router and admin module
        import memorylab.celery
        print(json.dumps({"litellm": "litellm" in sys.modules,
                          "offline": os.environ.get("LITELLM_LOCAL_MODEL_COST_MAP")}))
        """,
        LITELLM_LOCAL_MODEL_COST_MAP=None,
    )
    # Settings turn the local cost map on, for whatever imports litellm later.
    assert out == {"litellm": False, "offline": "True"}


def test_it_imports_the_engine_without_django():
    out = run_fresh(
        """
        import json, sys
        import compaction.engine, compaction.engine.extractive, compaction.engine.llm
        from compaction.engine import build_memory
        memory = build_memory({"archive": {"enabled": False}})
        print(json.dumps({"django": "django" in sys.modules, "litellm": "litellm" in sys.modules,
                          "memory": type(memory).__name__}))
        """,
        DJANGO_SETTINGS_MODULE=None,
    )
    assert out == {"django": False, "litellm": False, "memory": "CompactableMemory"}

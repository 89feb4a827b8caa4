"""`make run`'s last step for real: ``python -m memorylab.devserver`` starts a Celery worker
and gunicorn, prints the banner once both are ready, serves with DEBUG on over kept-alive
connections, and Ctrl-C stops both. (Its latency: benchmarks/devserver_latency.py.)"""

from __future__ import annotations

import http.client
import os
import signal
import socket
import subprocess
import sys
import threading

from tests.test_skeleton import ROOT, clean_env, manage


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_it_serves_with_gunicorn_and_a_worker_until_ctrl_c(tmp_path):
    env = clean_env(MEMORYLAB_BUILD_DIR=str(tmp_path), LITELLM_LOCAL_MODEL_COST_MAP="True")
    env.pop("DEBUG", None)  # the devserver turns it on by itself
    assert manage("migrate", "--noinput", env={**env, "DEBUG": "1"}).returncode == 0
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "memorylab.devserver", "--port", str(port), "--no-reload"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    output: list[str] = []
    banner = threading.Event()

    def read() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            output.append(line)
            if line.startswith("Ctrl-C stops"):
                banner.set()
        banner.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    try:
        assert banner.wait(180) and proc.poll() is None, "".join(output)
        text = "".join(output)
        assert "memorylab is running" in text
        assert f"dashboard   http://127.0.0.1:{port}/" in text

        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        for path, status in (("/healthz", 200), ("/static/favicon.svg", 200)):
            conn.request("GET", path)
            resp = conn.getresponse()
            resp.read()
            assert resp.status == status, path
            # One connection for all: the server keeps it alive, as browsers expect.
            assert resp.getheader("Connection", "").lower() != "close", path
            assert resp.getheader("Server") == "gunicorn"
        conn.request("GET", "/no-such-page/")
        resp = conn.getresponse()
        page = resp.read().decode()
        assert resp.status == 404
        assert "Using the URLconf defined in" in page  # DEBUG's page: DEBUG is on
        conn.close()
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGINT)
        try:
            code = proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            raise
        reader.join(10)
    assert code == 0, "".join(output)
    # Both children went with it.
    leftover = subprocess.run(
        ["pgrep", "-g", str(proc.pid)], capture_output=True, text=True
    ).stdout.split()
    assert leftover == []

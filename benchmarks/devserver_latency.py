"""Per-request latency of `make run`'s web server (prints numbers, asserts nothing).

    .venv/bin/python benchmarks/devserver_latency.py [--requests 200] [--build-dir DIR]

Runs the real path: ``make run`` on a free port, with its own build dir (a fresh SQLite
database and the demo data, unless ``--build-dir`` names one that has them), waits for the
banner, logs in as the demo user, then times ``/healthz`` and the sessions list (the
dashboard's first page) over one kept-alive connection, as a browser does, and over a new
connection per request, as ``curl`` does. Prints p50 and p95 in milliseconds and the
``Server`` header, then stops ``make run`` with Ctrl-C as a user would.
"""

from __future__ import annotations

import argparse
import http.client
import os
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BANNER = "memorylab is running"
PATHS = ("/healthz", "/sessions/")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_make_run(port: int, build_dir: Path, timeout: float) -> subprocess.Popen[str]:
    """``make run`` in its own process group; returns once the banner is printed."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMORYLAB_", "DJANGO_"))}
    env["MEMORYLAB_BUILD_DIR"] = str(build_dir)
    proc = subprocess.Popen(
        ["make", "run", "HOST=127.0.0.1", f"PORT={port}"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    seen: list[str] = []
    ready = threading.Event()

    def read() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            seen.append(line)
            if BANNER in line:
                ready.set()
        ready.set()  # the output ended: make run exited

    threading.Thread(target=read, daemon=True).start()
    if not ready.wait(timeout) or proc.poll() is not None:
        stop(proc)
        raise SystemExit(f"make run did not print its banner:\n{''.join(seen)[-3000:]}")
    return proc


def stop(proc: subprocess.Popen[str]) -> None:
    for sig, wait in ((signal.SIGINT, 30), (signal.SIGTERM, 10), (signal.SIGKILL, 10)):
        if proc.poll() is not None:
            return
        try:
            os.killpg(proc.pid, sig)
        except ProcessLookupError:
            return
        try:
            proc.wait(timeout=wait)
        except subprocess.TimeoutExpired:
            continue


def login(port: int) -> str:
    """The session cookie of the demo user, through the login form."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    conn.request("GET", "/accounts/login/")
    resp = conn.getresponse()
    page = resp.read().decode()
    csrf = re.search(r"csrftoken=([^;]+)", resp.getheader("Set-Cookie") or "")
    field = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page)
    if not csrf or not field:
        raise SystemExit("the login page has no CSRF token")
    body = urllib.parse.urlencode(
        {"username": "demo", "password": "memorylab", "csrfmiddlewaretoken": field.group(1)}
    )
    conn.request(
        "POST",
        "/accounts/login/",
        body,
        {
            "Content-Type": "application/x-www-form-urlencoded",
            "Cookie": f"csrftoken={csrf.group(1)}",
            "Referer": f"http://127.0.0.1:{port}/accounts/login/",
        },
    )
    resp = conn.getresponse()
    resp.read()
    session = re.search(r"sessionid=([^;]+)", resp.getheader("Set-Cookie") or "")
    if resp.status != 302 or not session:
        raise SystemExit(f"login as demo failed: {resp.status}")
    conn.close()
    return f"sessionid={session.group(1)}"


def get(conn: http.client.HTTPConnection, path: str, cookie: str) -> tuple[float, str]:
    started = time.perf_counter()
    conn.request("GET", path, headers={"Cookie": cookie})
    resp = conn.getresponse()
    resp.read()
    elapsed = (time.perf_counter() - started) * 1000
    if resp.status != 200:
        raise SystemExit(f"GET {path}: {resp.status}")
    return elapsed, resp.getheader("Server") or "?"


def measure(port: int, cookie: str, path: str, n: int, keep_alive: bool) -> tuple[list[float], str]:
    times, server = [], "?"
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    get(conn, path, cookie)  # warm up: imports, templates, the first connection
    for _ in range(n):
        if not keep_alive:
            conn.close()
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        ms, server = get(conn, path, cookie)
        times.append(ms)
    conn.close()
    return times, server


def p(values: list[float], q: int) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[q - 1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--requests", type=int, default=200, help="per path and connection kind")
    parser.add_argument("--build-dir", help="reuse this build dir (default: a fresh one)")
    parser.add_argument("--timeout", type=float, default=600, help="seconds to wait for make run")
    args = parser.parse_args(argv)

    fresh = args.build_dir is None
    build_dir = Path(args.build_dir or tempfile.mkdtemp(prefix="memorylab-devserver-"))
    port = free_port()
    started = time.perf_counter()
    proc = start_make_run(port, build_dir, args.timeout)
    ready = time.perf_counter() - started
    try:
        cookie = login(port)
        rows = []
        for path in PATHS:
            for keep_alive in (True, False):
                times, server = measure(port, cookie, path, args.requests, keep_alive)
                rows.append((path, keep_alive, times, server))
    finally:
        stop(proc)
        if fresh:
            shutil.rmtree(build_dir, ignore_errors=True)

    print(f"make run: banner after {ready:.1f} s ({'fresh' if fresh else 'given'} build dir)")
    print(f"server: {rows[0][3]}; {args.requests} requests per row, milliseconds")
    print(f"{'path':<12} {'connection':<11} {'p50':>7} {'p95':>7} {'max':>7}")
    for path, keep_alive, times, _ in rows:
        kind = "kept alive" if keep_alive else "new"
        print(f"{path:<12} {kind:<11} {p(times, 50):7.1f} {p(times, 95):7.1f} {max(times):7.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

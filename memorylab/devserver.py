"""`make run`'s last step: a Celery worker and the web server, started and stopped together.

    python -m memorylab.devserver [--host 127.0.0.1] [--port 8000] [--no-reload]

Waits until the worker says it is ready and /healthz answers 200, then prints where to go
and how to log in. Ctrl-C (or either process dying) stops both. The migrations and the
demo data come before this (`manage.py migrate`, `manage.py load_demo`).

The web server is gunicorn (one process, threads), not Django's runserver: runserver keeps
HTTP/1.1 connections alive but sends a response's headers and body as separate small
writes with Nagle's algorithm on, so on a kept-alive connection (every browser's) each
response waited for the client's delayed ACK, about 40 ms per request whatever the page.
gunicorn answers in a few milliseconds. Its ``--reload`` restarts the web worker when a
Python file changes (templates are re-read anyway with DEBUG on); the Celery worker is
restarted by hand (Ctrl-C, `make run`).
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

READY_TIMEOUT = 90.0


def build_dir() -> Path:
    from django.conf import settings

    return Path(settings.BUILD_DIR)


def wait_ready(url: str, worker_log: Path, procs: list[subprocess.Popen[bytes]]) -> None:
    deadline = time.monotonic() + READY_TIMEOUT
    web_ok = worker_ok = False
    while time.monotonic() < deadline:
        for proc in procs:
            if proc.poll() is not None:
                raise SystemExit(f"{proc.args[2]} exited with status {proc.returncode}")
        if not worker_ok:
            worker_ok = worker_log.exists() and " ready." in worker_log.read_text(errors="ignore")
        if not web_ok:
            try:
                with urllib.request.urlopen(url + "healthz", timeout=2) as resp:
                    web_ok = resp.status == 200
            except OSError:
                pass
        if web_ok and worker_ok:
            return
        time.sleep(0.3)
    raise SystemExit(
        f"not ready after {READY_TIMEOUT:.0f}s (web: {web_ok}, worker: {worker_ok}); "
        f"see {worker_log} and the output above"
    )


def banner(url: str) -> str:
    token_file = build_dir() / "demo-api-token"
    token = token_file.read_text().strip() if token_file.exists() else "(run manage.py load_demo)"
    return "\n".join(
        [
            "",
            "memorylab is running",
            f"  dashboard   {url}            (login: demo / memorylab)",
            f"  API docs    {url}api/v1/docs",
            f"  admin       {url}admin/",
            f"  health      {url}healthz",
            f"  API token   {token}",
            f'  try it      curl -H "Authorization: Bearer {token}" {url}api/v1/sessions',
            f"  worker log  {build_dir() / 'worker.log'}",
            "Ctrl-C stops the web server and the worker.",
            "",
        ]
    )


def web_command(host: str, port: int, threads: int, reload: bool) -> list[str]:
    return [
        sys.executable,
        "-m",
        "gunicorn",
        "memorylab.wsgi:application",
        f"--bind={host}:{port}",
        "--workers=1",
        f"--threads={threads}",
        # A synchronous compaction or import may take a while; never kill it midway.
        "--timeout=300",
        "--graceful-timeout=5",
        # One line per request with its time, as runserver printed them (and the latency).
        "--access-logfile=-",
        '--access-logformat="%(r)s" %(s)s %(b)s %(M)sms',
        # gunicorn's control socket is one path per user: two servers would share it.
        "--no-control-socket",
        *(["--reload"] if reload else []),
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default=os.getenv("HOST", "127.0.0.1"))
    parser.add_argument("--port", type=int, default=int(os.getenv("PORT", "8000")))
    parser.add_argument("--concurrency", type=int, default=2)
    parser.add_argument("--threads", type=int, default=8, help="web server threads")
    parser.add_argument(
        "--no-reload", dest="reload", action="store_false", help="no restart on code changes"
    )
    args = parser.parse_args(argv)

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memorylab.settings")
    # A development server: the worker and the web server inherit DEBUG from here.
    os.environ.setdefault("DEBUG", "1")
    import django

    django.setup()
    from memorylab.celery import ensure_broker_dirs

    ensure_broker_dirs()
    url = f"http://{args.host}:{args.port}/"
    worker_log = build_dir() / "worker.log"
    worker_log.parent.mkdir(parents=True, exist_ok=True)
    worker_log.write_text("")
    with open(worker_log, "ab") as log:
        worker = subprocess.Popen(
            [sys.executable, "-m", "celery", "-A", "memorylab", "worker", "--loglevel=INFO"]
            + [f"--concurrency={args.concurrency}"],
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    web = subprocess.Popen(web_command(args.host, args.port, args.threads, args.reload))
    procs = [worker, web]

    def stop(*_: object) -> None:
        for proc in procs:
            if proc.poll() is None:
                proc.terminate()
        for proc in procs:
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()

    # Also when started in the background, where the shell leaves SIGINT ignored.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    try:
        wait_ready(url, worker_log, procs)
        print(banner(url), flush=True)
        while all(p.poll() is None for p in procs):
            time.sleep(0.5)
        dead = next(p for p in procs if p.poll() is not None)
        print(f"{dead.args[2]} exited with status {dead.returncode}; stopping", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 0
    finally:
        stop()


if __name__ == "__main__":
    sys.exit(main())

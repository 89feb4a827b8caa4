"""Server render time of the dashboard on a large session (prints numbers, asserts nothing).

    .venv/bin/python benchmarks/ui_render.py [--turns 150] [--repeat 5]

Builds, in a throw-away SQLite database and archive directory, a session of
``--turns`` turns of four messages each (600 messages by default: user, model tool call,
a 60-line tool result, model answer), with micro_compact on and a threshold that makes
auto_compact run several times, then times each dashboard page through Django's test
client (the whole request: middleware, views, templates). The acceptance bar is 1 s per page.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--turns", type=int, default=150)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--threshold", type=int, default=6000)
    args = parser.parse_args()

    tmp = Path(tempfile.mkdtemp(prefix="memorylab-ui-bench-"))
    os.environ["MEMORYLAB_BUILD_DIR"] = str(tmp)
    os.environ["DATABASE_URL"] = f"sqlite:///{tmp / 'bench.sqlite3'}"
    os.environ["DEBUG"] = "True"
    os.environ["LITELLM_LOCAL_MODEL_COST_MAP"] = "True"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memorylab.settings")

    import django

    django.setup()
    from django.conf import settings
    from django.contrib.auth import get_user_model
    from django.core.management import call_command
    from django.test import Client

    settings.ALLOWED_HOSTS = ["testserver"]
    call_command("migrate", verbosity=0)

    from sessions import services
    from tests.ui.builders import SPEC, tool_output, turn_messages

    spec = {**SPEC, "auto_compact": {**SPEC["auto_compact"], "threshold_tokens": args.threshold}}
    user = get_user_model().objects.create_user("bench", password="bench")
    session = services.create_session(user, session_id="bench-600", spec=spec)
    started = time.perf_counter()
    for turn in range(1, args.turns + 1):
        services.append_messages(session, turn_messages(turn, tool_output(turn, lines=60)))
        services.advance(session, new_turn=True)
    session.refresh_from_db()
    print(
        f"built {session.id}: {args.turns * 4} messages, {session.turn} turns, "
        f"{session.compactions} compactions, {session.micro_compactions} micro, "
        f"raw {session.raw_tokens} tokens, context {session.context_tokens} tokens "
        f"({time.perf_counter() - started:.1f} s)"
    )

    client = Client()
    client.force_login(user)
    htmx = {"HTTP_HX_REQUEST": "true"}
    pages = [
        ("sessions list", "/sessions/", {}),
        ("session page", f"/sessions/{session.id}/", {}),
        ("session page, raw page 4", f"/sessions/{session.id}/?page=4", {}),
        ("session page, changed only", f"/sessions/{session.id}/?changed=1", {}),
        ("diff partial, page 6", f"/sessions/{session.id}/diff/?page=6", htmx),
        ("timeline partial, page 5", f"/sessions/{session.id}/events/?epage=5", htmx),
        ("timeline, compactions only", f"/sessions/{session.id}/events/?type=auto_compact", htmx),
        ("archive record", f"/sessions/{session.id}/archive/300/", htmx),
        ("archive range of 50", f"/sessions/{session.id}/archive/1/?last=50", {}),
    ]
    # Wall time is what a user waits for; CPU time (this process) is steadier on a busy host.
    print(f"{'page':32} {'median ms':>10} {'max ms':>8} {'cpu ms':>8} {'KiB':>7}")
    worst = 0.0
    for name, url, headers in pages:
        times, cpu, size = [], [], 0
        for _ in range(args.repeat + 1):
            t0, c0 = time.perf_counter(), time.process_time()
            response = client.get(url, **headers)
            times.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.process_time() - c0) * 1000)
            assert response.status_code == 200, (url, response.status_code)
            size = len(response.content)
        times, cpu = times[1:], cpu[1:]  # the first request warms caches (templates, files)
        worst = max(worst, max(times))
        print(
            f"{name:32} {statistics.median(times):10.1f} {max(times):8.1f} "
            f"{statistics.median(cpu):8.1f} {size / 1024:7.1f}"
        )
    print(f"slowest request: {worst:.1f} ms wall (bar: 1000 ms)")


if __name__ == "__main__":
    main()

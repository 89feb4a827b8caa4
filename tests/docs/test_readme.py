"""The README, followed as a newcomer would: `make run` in a scratch build folder, then
every code block as written.

`make run` here is the real thing: `make` migrates a new SQLite database, loads the demo
data (user, token, sessions) and starts runserver and a Celery worker consuming the
filesystem broker, in a build folder of this test (``MEMORYLAB_BUILD_DIR``) on a free port.
Python blocks run with Python, shell blocks with bash after the README's own
``. .venv/bin/activate``, from the repository folder. Two placeholders are replaced, and
nothing else: ``ml_...`` by the demo token `make run` printed and
``http://127.0.0.1:8000`` by the address of that server.

What a block prints is checked against what the README says: in Python blocks, the
comment after a ``print(...)`` is the exact line it prints; a shell block ending in
comment lines prints those lines (``...`` stands for anything); the curl block's answers
are checked one by one below.

Every block carries a marker comment on the line before it: ``<!-- readme-test: NAME -->``
(a test here runs or checks it) or ``<!-- not-run: REASON -->``. A block without one, a
name no test knows, or a reason not listed in ``NOT_RUN`` fails, so no block escapes.
"""

from __future__ import annotations

import io
import json
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import tokenize
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

from memorylab.client import MemorylabClient, MemorylabError

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
TOKEN_PLACEHOLDER = "ml_..."
URL_PLACEHOLDER = "http://127.0.0.1:8000"
EXAMPLE = ROOT / "docs" / "examples" / "agent_loop.py"

# The blocks a test below runs or checks, by marker name.
CHECKED = {
    "quick-start",
    "make-run-banner",
    "activate",
    "engine",
    "curl",
    "curl-lab",
    "python-client",
    "agent-loop-function",
    "agent-loop-offline",
    "summary-sections",
    "memory-spec-yaml",
}
# The blocks deliberately not run, by their marker's reason.
NOT_RUN = {
    "abbreviated output of GET /tools",
    "needs an LLM API key and the network",
    "creates a virtualenv; make test runs in one already",
    "production shell (your servers, your secrets)",
    "the integration suite on your servers (make test runs it on 127.0.0.1)",
    "the summary's shape, not a command",
    "needs an allowed model and its provider (tests/proxy plays these calls against a fake provider)",
    "the same proxy call with curl (tests/proxy covers it)",
    "an MCP client's configuration (tests/mcp starts the server the same way)",
    "an MCP client's configuration for /mcp (tests/mcp drives /mcp over HTTP)",
}
# What a user's shell after `make run` does not have: settings a test run may carry.
NOT_INHERITED = (
    "DEBUG",
    "SECRET_KEY",
    "ALLOWED_HOSTS",
    "CSRF_TRUSTED_ORIGINS",
    "DATABASE_URL",
    "DB_CONN_MAX_AGE",
    "DJANGO_ALLOW_ASYNC_UNSAFE",
    "DJANGO_SETTINGS_MODULE",
    "MAKEFLAGS",
    "MFLAGS",
    "MAKELEVEL",
)
MARKER = re.compile(r"^<!-- (readme-test|not-run): (.+?) -->$")


@dataclass(frozen=True)
class Block:
    line: int  # of the opening fence, 1-based
    lang: str
    text: str
    marker: tuple[str, str] | None  # ("readme-test", name) or ("not-run", reason)

    @property
    def name(self) -> str:
        return self.marker[1] if self.marker else f"(unmarked block at README.md:{self.line})"


def readme_blocks() -> list[Block]:
    lines = README.read_text(encoding="utf-8").split("\n")
    blocks: list[Block] = []
    i = 0
    while i < len(lines):
        if not lines[i].startswith("```"):
            i += 1
            continue
        start, lang = i, lines[i][3:].strip()
        end = next(j for j in range(i + 1, len(lines)) if lines[j].startswith("```"))
        before = next((lines[j] for j in range(start - 1, -1, -1) if lines[j].strip()), "")
        m = MARKER.match(before.strip())
        marker = (m.group(1), m.group(2)) if m else None
        blocks.append(Block(start + 1, lang, "\n".join(lines[start + 1 : end]) + "\n", marker))
        i = end + 1
    return blocks


def block(name: str) -> Block:
    [found] = [b for b in readme_blocks() if b.marker == ("readme-test", name)]
    return found


def printed_lines(code: str) -> list[str]:
    """The lines a Python block says it prints: the comment after each print(...)."""
    out: list[str] = []
    depth, statement_start, in_print, comment = 0, True, False, None
    for tok in tokenize.generate_tokens(io.StringIO(code).readline):
        if statement_start and tok.type == tokenize.NAME:
            in_print, comment = tok.string == "print", None
        if tok.type == tokenize.OP and tok.string in "([{":
            depth += 1
        elif tok.type == tokenize.OP and tok.string in ")]}":
            depth -= 1
        elif tok.type == tokenize.COMMENT:
            comment = tok.string
        elif tok.type == tokenize.NEWLINE:  # a statement ended; its last comment is on its line
            if in_print and comment is not None:
                out.append(comment.removeprefix("# "))
            in_print = False
        statement_start = depth == 0 and tok.type in (
            tokenize.NEWLINE,
            tokenize.NL,
            tokenize.INDENT,
            tokenize.DEDENT,
            tokenize.COMMENT,
        )
    return out


def trailing_comments(script: str) -> list[str]:
    """A shell block's closing comment lines: the output it shows."""
    lines = script.rstrip("\n").split("\n")
    out: list[str] = []
    while lines and lines[-1].startswith("# "):
        out.insert(0, lines.pop()[2:])
    return out


def matches(pattern: str, line: str) -> bool:
    regex = ".*".join(re.escape(part) for part in pattern.split("..."))
    return re.fullmatch(regex, line) is not None


# -- the marker bookkeeping --------------------------------------------------------------


def test_it_finds_a_marker_on_every_block():
    unmarked = [b.line for b in readme_blocks() if b.marker is None]
    assert not unmarked, (
        f"README.md blocks at lines {unmarked} have no marker: put <!-- readme-test: NAME --> "
        "(and a check in tests/docs/test_readme.py) or <!-- not-run: REASON --> before them"
    )


def test_it_runs_or_checks_every_named_block_once():
    names = [b.marker[1] for b in readme_blocks() if b.marker and b.marker[0] == "readme-test"]
    assert sorted(names) == sorted(CHECKED)


def test_it_skips_exactly_the_listed_blocks():
    reasons = [b.marker[1] for b in readme_blocks() if b.marker and b.marker[0] == "not-run"]
    assert sorted(reasons) == sorted(NOT_RUN)


def test_it_parses_what_the_blocks_say_they_print():
    code = 'x = 1\nprint(x)  # 1\nprint("a  # b")  # a  # b\nprint(2)\nprint(\n    x\n)  # 3\n'
    assert printed_lines(code) == ["1", "a  # b", "3"]
    assert trailing_comments("run\n# out 1\n# out 2\n") == ["out 1", "out 2"]
    assert matches("session s-...: 6 messages", "session s-1f2e: 6 messages")
    assert not matches("session s-...: 6 messages", "session s-1f2e: 7 messages")


# -- blocks checked without a server ------------------------------------------------------


def test_it_shows_the_agent_loop_of_the_example_file():
    source = EXAMPLE.read_text()
    start = source.index("def agent_turn(")
    end = source.index("\n\n\n", start)
    assert block("agent-loop-function").text == source[start:end] + "\n"


def test_it_lists_the_summary_sections_the_engine_writes():
    from compaction.engine import SECTIONS

    assert block("summary-sections").text.splitlines() == [f"## {s}" for s in SECTIONS]


def test_it_shows_a_memory_spec_yaml_the_engine_accepts():
    import yaml

    from compaction.engine import MemorySpec

    text = block("memory-spec-yaml").text
    spec = MemorySpec.from_yaml(text)
    written = yaml.safe_load(text)["spec"]
    loaded = spec.to_dict()["spec"]
    for section, value in written.items():
        if isinstance(value, dict):
            assert {k: loaded[section][k] for k in value} == value, section
        elif section == "micro_compact":
            assert loaded[section]["enabled"] is value
        else:
            assert loaded[section] == value, section


# -- make run -----------------------------------------------------------------------------


@dataclass
class Server:
    url: str
    token: str
    banner: list[str]
    env: dict[str, str]
    build: Path

    def fill(self, text: str) -> str:
        return text.replace(TOKEN_PLACEHOLDER, self.token).replace(URL_PLACEHOLDER, self.url)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def quick_start_commands() -> list[str]:
    lines = [ln.split("#", 1)[0].strip() for ln in block("quick-start").text.splitlines()]
    return [ln for ln in lines if ln]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Any:
    if not (ROOT / ".venv" / ".installed").exists():
        pytest.fail("the README's make run needs the project's .venv: run `make install` first")
    # `make test` is the suite this test belongs to; `make run` is what it starts.
    assert quick_start_commands() == ["make run", "make test"]
    build = tmp_path_factory.mktemp("readme-build")
    port = free_port()
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in NOT_INHERITED and not k.startswith(("MEMORYLAB_", "CELERY_", "PYTEST_"))
    }
    env.update(MEMORYLAB_BUILD_DIR=str(build), HOST="127.0.0.1", PORT=str(port))
    proc = subprocess.Popen(
        ["make", "run"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,  # its own process group: make, the devserver, both children
    )
    output: list[str] = []
    ready = threading.Event()

    def read() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            output.append(line.rstrip("\n"))
            if line.startswith("Ctrl-C stops"):
                ready.set()
        ready.set()  # make exited: wake the waiter, which then sees it

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    try:
        ready.wait(timeout=600)
        if proc.poll() is not None or not any(ln.startswith("Ctrl-C stops") for ln in output):
            pytest.fail("make run did not get ready:\n" + "\n".join(output[-60:]))
        start = output.index("memorylab is running")
        banner = output[start:]
        [token] = [ln.split()[-1] for ln in banner if ln.strip().startswith("API token")]
        yield Server(f"http://127.0.0.1:{port}", token, banner, env, build)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
        reader.join(timeout=10)


def run_python(server: Server, code: str, timeout: float = 600) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", server.fill(code)],
        cwd=ROOT,
        env=server.env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def run_bash(server: Server, script: str, timeout: float = 600) -> subprocess.CompletedProcess:
    """A shell block in a shell where the README's activate block ran first."""
    return subprocess.run(
        ["bash", "-e", "-o", "pipefail", "-c", block("activate").text + server.fill(script)],
        cwd=ROOT,
        env=server.env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def test_it_prints_the_banner_of_make_run(server):
    expected = [server.fill(line) for line in block("make-run-banner").text.splitlines()]
    # The README's lines, in order, among the banner's (it also names the worker log).
    remaining = iter(server.banner)
    missing = [line for line in expected if not any(line == got for got in remaining)]
    assert not missing, "\n".join(server.banner)
    assert (server.build / "demo-api-token").read_text().strip() == server.token


def test_it_activates_the_virtualenv_make_created(server):
    done = run_bash(server, 'python -c "import sys; print(sys.prefix)"\n')
    assert done.returncode == 0, done.stderr
    assert Path(done.stdout.strip()) == ROOT / ".venv"


def test_it_loads_the_demo_again_without_duplicates(server):
    done = run_bash(server, "python manage.py load_demo\n")
    assert done.returncode == 0, done.stderr
    assert f"API token: {server.token}" in done.stdout
    assert re.search(r"^demo sessions: 0 imported, [1-9]\d* already there$", done.stdout, re.M)


def test_it_creates_an_api_token_the_server_accepts(server):
    done = run_bash(server, "python manage.py create_api_token my-agent\n")
    assert done.returncode == 0, done.stderr
    token = done.stdout.strip()
    assert token.startswith("ml_")
    answer = httpx.get(
        f"{server.url}/api/v1/sessions", headers={"Authorization": f"Bearer {token}"}
    )
    assert answer.status_code == 200


def archive_files() -> set[Path]:
    folder = ROOT / "build" / "memory-archive"
    return set(folder.rglob("*")) if folder.exists() else set()


def test_it_runs_the_engine_example_twice_and_both_runs_start_clean(server):
    code = block("engine").text
    expected = printed_lines(code)
    assert len(expected) == 4
    before = archive_files()
    server_archive = server.build / "memory-archive"
    served = set(server_archive.rglob("*"))
    first = run_python(server, code)
    second = run_python(server, code)  # a second process, the same session id
    assert first.returncode == 0, first.stderr
    assert second.returncode == 0, second.stderr
    assert first.stdout.splitlines() == expected
    assert second.stdout.splitlines() == expected
    # Scratch archives go to a temporary folder, never a server's.
    assert archive_files() == before
    assert set(server_archive.rglob("*")) == served


def test_it_runs_the_python_client_example_against_make_run(server):
    code = block("python-client").text
    done = run_python(server, code)
    assert done.returncode == 0, done.stderr
    # Through the real worker: the async compaction raised compact_failed only after the
    # worker ran it, and the upload was imported by the worker.
    assert done.stdout.splitlines() == printed_lines(code)


def test_it_runs_the_curl_example_under_bash_against_make_run(server):
    done = run_bash(server, block("curl").text)
    assert done.returncode == 0, f"{done.stdout}\n{done.stderr}"
    answers = [json.loads(line) if line else None for line in done.stdout.splitlines()]
    assert len(answers) == 16, done.stdout
    (
        created,
        appended,
        stepped,
        context,
        answered,
        turned,
        task,
        appended_2,
        compacted,
        history,
        record,
        deleted,
        listed,
        history_after,
        purged,
        upload,
    ) = answers
    assert created["id"] == "deploy-42"
    assert appended["seqs"] == [1, 2, 3]
    assert stepped["turn"] == 1
    assert [m["role"] for m in context["messages"]] == ["user", "model", "tool"]
    assert "payments-api-7f9c-100  1/1  Running" in json.dumps(context["messages"][2])
    assert answered["seqs"] == [4]
    assert turned["turn"] == 2
    assert task["kind"] == "compact" and task["status"] == "done", task
    assert task["result"]["ok"] is True
    assert appended_2["seqs"] == [6, 7, 8]  # 5 is the compaction's record
    assert compacted["ok"] is True and compacted["tokens_after"] < compacted["tokens_before"]
    assert history["count"] == 7 and len(history["items"]) == 7
    assert record["ref"] == "archive://deploy-42/3" and record["type"] == "tool_result"
    assert deleted is None and purged is None  # 204, no body
    assert listed["count"] == 1 and listed["items"][0]["context_tokens"] == 0
    assert history_after["count"] == 7
    with MemorylabClient(server.url, server.token) as ml:
        with pytest.raises(MemorylabError) as gone:
            ml.get_session("deploy-42")
        assert gone.value.code == "not_found"
        imported = ml.wait_task(upload["task_id"], timeout=300)  # the worker imports it
    assert imported["status"] == "done", imported
    assert imported["message"].startswith("imported 1 conversations")


def test_it_runs_the_lab_curl_example_under_bash_against_make_run(server):
    script = block("curl-lab").text
    expected = trailing_comments(script)
    assert expected == ["done 1.0 [300, 600]"]
    # make run's Celery worker runs the sweep; the block polls until it is finished.
    done = run_bash(server, script)
    assert done.returncode == 0, f"{done.stdout}\n{done.stderr}"
    assert done.stdout.splitlines() == expected


def test_it_runs_the_offline_agent_loop_example_against_make_run(server):
    script = block("agent-loop-offline").text
    expected = trailing_comments(script)
    assert len(expected) == 2
    done = run_bash(server, script)
    assert done.returncode == 0, f"{done.stdout}\n{done.stderr}"
    lines = done.stdout.splitlines()
    assert len(lines) == len(expected), done.stdout
    for pattern, line in zip(expected, lines, strict=True):
        assert matches(pattern, line), (pattern, line)
    # The scripted model answered from the real `ls` of the repository folder.
    assert "README.md" in lines[0] and "manage.py" in lines[0]

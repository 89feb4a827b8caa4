"""ExtractiveSummarizer on the small labelled fixtures shipped in tests/fixtures/labelled."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from engine_builders import answer, call, result, system, user

from compaction.engine import Message
from compaction.engine.extractive import ExtractiveSummarizer, split_units
from compaction.engine.extractive.summarizer import previous_sentences
from compaction.engine.micro import placeholder_text
from compaction.engine.retention import marks_history, score
from compaction.engine.summary import SECTIONS, SummaryRequest, parse_sections, validate_summary
from compaction.engine.tokens import TokenEstimator

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "labelled"
ESTIMATOR = TokenEstimator()


def load(name: str) -> dict[str, Any]:
    return json.loads((FIXTURES / f"{name}.json").read_text(encoding="utf-8"))


def all_fixtures() -> list[dict[str, Any]]:
    return [json.loads(p.read_text(encoding="utf-8")) for p in sorted(FIXTURES.glob("*.json"))]


def messages_of(conv: dict[str, Any]) -> list[Message]:
    return [Message.from_dict(m) for m in conv["messages"]]


def summarize(
    messages: list[Message],
    max_tokens: int = 2000,
    previous: str | None = None,
    first_seq: int = 1,
    instructions: str | None = None,
) -> str:
    seqs = [(first_seq + i, m) for i, m in enumerate(messages)]
    request = SummaryRequest(
        session_id="s1",
        messages=seqs,
        archive_range=(1, first_seq + len(messages) - 1),
        max_tokens=max_tokens,
        estimator=ESTIMATOR,
        previous_summary=previous,
        instructions=instructions,
    )
    return ExtractiveSummarizer().summarize(request).text


def as_context(conv: dict[str, Any], summary: str) -> list[Message]:
    """What the model sees after a compaction: the system messages and the summary."""
    kept = [m for m in messages_of(conv) if m.role == "system"]
    return kept + [Message.text_message("user", summary)]


def truncated(conv: dict[str, Any], budget: int) -> list[Message]:
    """A trivially bad memory: the newest messages that fit in ``budget`` tokens."""
    msgs = messages_of(conv)
    kept: list[Message] = []
    used = 0
    for m in reversed([m for m in msgs if m.role != "system"]):
        used += ESTIMATOR.count(m)
        if used > budget:
            break
        kept.append(m)
    return [m for m in msgs if m.role == "system"] + kept[::-1]


def head_of(conv: dict[str, Any], budget: int) -> list[Message]:
    """Another bad one: the start of the conversation up to ``budget`` tokens."""
    kept: list[Message] = []
    used = 0
    for m in messages_of(conv):
        used += ESTIMATOR.count(m)
        if used > budget:
            break
        kept.append(m)
    return kept


def pooled_recall(contexts: list[tuple[dict[str, Any], list[Message]]]) -> float:
    total = retained = 0
    for conv, context in contexts:
        s = score(context, conv["labels"])
        total += s.total
        retained += s.retained
    return retained / total


def bullets(summary: str) -> list[str]:
    return [b for bs in parse_sections(summary).values() for b in bs]


# -- shape -------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["billing-export-cronjob", "web-bundle-regression"])
def test_it_fills_the_six_sections(name):
    summary = summarize(messages_of(load(name)))
    validate_summary(summary)
    sections = parse_sections(summary)
    assert list(sections) == list(SECTIONS)
    # A tool-heavy conversation has something to say in most sections.
    filled = [s for s, b in sections.items() if b != ["(none)"]]
    assert len(filled) >= 5, sections


@pytest.mark.parametrize("budget", [250, 400, 800, 2000])
def test_it_keeps_every_summary_within_max_summary_tokens(budget, make_memory):
    for conv in all_fixtures():
        memory = make_memory(micro_compact=False, auto_compact={"max_summary_tokens": budget})
        # One session per conversation: they share the archive folder.
        memory.append(conv["id"], *conv["messages"])
        outcome = memory.compact(conv["id"])
        assert outcome.ok, outcome.reason
        [entry] = [e for e in memory.context_entries(conv["id"]) if e.kind == "summary"]
        # The whole summary message (banner included) respects the bound.
        assert entry.tokens <= budget, (conv["id"], entry.tokens)
        validate_summary(entry.message.text)


def test_it_uses_the_budget_it_is_given():
    msgs = messages_of(load("billing-export-cronjob"))
    small, large = summarize(msgs, 300), summarize(msgs, 900)
    assert ESTIMATOR.count_text(small) < ESTIMATOR.count_text(large)
    assert ESTIMATOR.count_text(large) > 600


def test_it_does_not_repeat_a_bullet():
    conv = load("orders-slow-query")
    msgs = messages_of(conv)
    # The same sentence said twice in different messages.
    msgs += [
        user(
            "Recreate orders_legacy_ref_idx on Friday night, and I'll tell Priya (DBA lead) "
            "about the checklist."
        )
    ]
    texts = [re.sub(r"\s*\[\d+\]$", "", b) for b in bullets(summarize(msgs))]
    assert len(texts) == len(set(texts))


def test_it_cites_the_archive_seq_of_each_bullet_cheaply():
    conv = load("orders-slow-query")
    msgs = messages_of(conv)
    summary = summarize(msgs)
    assert "[n] = archive://s1/n" in summary
    assert "(archive://" not in summary  # one legend instead of a long ref per bullet
    cited = 0
    for bullet in bullets(summary):
        m = re.search(r"\[(\d+)\]$", bullet)
        if not m:
            continue
        cited += 1
        source = msgs[int(m.group(1)) - 1].plain_text().lower()
        words = re.findall(r"[a-z0-9_]{5,}", bullet[: m.start()].lower())
        assert any(w in source for w in words), (bullet, source[:200])
    assert cited >= 5


# -- ranking -----------------------------------------------------------------------------


def test_it_writes_each_row_of_a_table_as_an_item_of_its_own():
    # sentences of one message share a bullet and its citation; a table's rows are items
    text = summarize(
        [
            user("Which hosts are over their disk quota on cluster eu-2?"),
            answer(
                "Three hosts are over quota on eu-2.\n\n| Host | Used | Quota |\n|---|---|---|\n"
                "| db-7 | 912 GB | 800 GB |\n| db-9 | 861 GB | 800 GB |\n"
                "| cache-3 | 130 GB | 120 GB |"
            ),
        ]
    )
    facts = parse_sections(text)["Confirmed Facts"]
    for host in ("db-7", "db-9", "cache-3"):
        rows = [line for line in facts if host in line.lower()]
        assert len(rows) == 1 and rows[0].lower().startswith(host), facts


def test_it_keeps_a_first_request_of_a_few_plain_words_as_the_goal():
    text = summarize([user("Run the migration."), answer("On it.")])
    assert "Run the migration." in parse_sections(text)["User Goal"][0], text


def test_it_keeps_the_models_latest_conclusion_even_when_it_names_nothing():
    text = summarize(
        [
            user("Why is checkout slow?"),
            answer("Looking at the pool metrics now."),
            answer("The DB pool is too small."),
        ]
    )
    assert "The DB pool is too small." in text, text


def test_it_keeps_the_users_first_request_first_even_in_a_small_budget():
    msgs = messages_of(load("web-bundle-regression"))
    summary = summarize(msgs, max_tokens=300)
    goal = parse_sections(summary)["User Goal"]
    assert goal[0].endswith("[2]")  # message 2 (seq) is the first user message
    assert any("2024-05-20" in g for g in goal)


def current_lines(summary: str, value: str) -> list[str]:
    """Summary lines stating ``value`` without marking it as history (the lab's check)."""
    return [b for b in bullets(summary) if value in b and not marks_history(b)]


def test_it_keeps_the_latest_value_and_marks_the_replaced_one():
    conv = load("billing-export-cronjob")
    summary = summarize(messages_of(conv), max_tokens=800)
    assert "2024-04-03" in summary
    # the old deadline is never presented as current
    assert current_lines(summary, "2024-04-04") == []


def test_it_lets_the_latest_assignment_of_a_setting_win():
    msgs = [
        system(),
        user("Set the consumer timeout = 5000 and retries = 2 for now."),
        answer("Applied: timeout = 5000, retries = 2 in deploy/values-prod.yaml."),
        user("Too slow. Use timeout = 800 instead."),
        answer("Changed deploy/values-prod.yaml: timeout = 800, retries = 2."),
    ]
    summary = summarize(msgs)
    assert "timeout = 800" in summary
    assert current_lines(summary, "timeout = 5000") == []
    assert any("timeout = 5000" in b and "5000 → 800" in b for b in bullets(summary))
    assert "retries = 2" in summary and not any(
        "retries = 2 (superseded" in b for b in bullets(summary)
    )  # unchanged values stay current


def test_it_merges_the_previous_summary_across_three_compactions(make_memory):
    conv = load("billing-export-cronjob")
    raw = conv["messages"]
    memory = make_memory(micro_compact=False, auto_compact={"max_summary_tokens": 600})
    thirds = [0, 6, 13, len(raw)]  # cuts after a tool result, never inside a call
    summaries = []
    for start, end in zip(thirds, thirds[1:], strict=False):
        memory.append("s1", *raw[start:end])
        outcome = memory.compact("s1")
        assert outcome.ok, outcome.reason
        summaries.append(outcome.summary)
    final = summaries[-1]
    # Established in the first third, still there after two more compactions.
    assert "invoice-export" in final and "auditors" in final
    assert "882 s" in final
    # Established in the last third.
    assert "SEC-412" in final
    context = memory.context("s1")
    assert len([m for m in context if m.is_summary]) == 1
    assert score(context, conv["labels"]).recall >= 0.75
    texts = [re.sub(r"\s*\[\d+\]$", "", b) for b in bullets(final)]
    assert len(texts) == len(set(texts))


def test_it_is_deterministic():
    msgs = messages_of(load("orders-slow-query"))
    first = summarize(msgs, 500)
    assert all(summarize(msgs, 500) == first for _ in range(3))
    again = ExtractiveSummarizer().summarize(
        SummaryRequest(
            session_id="s1",
            messages=[(i + 1, m) for i, m in enumerate(msgs)],
            archive_range=(1, len(msgs)),
            max_tokens=500,
            estimator=TokenEstimator(),
        )
    )
    assert again.text == first


def test_it_keeps_a_recall_floor_that_trivial_memories_miss():
    budget = 600
    convs = all_fixtures()
    extractive = pooled_recall(
        [(c, as_context(c, summarize(messages_of(c), budget))) for c in convs]
    )
    tail = pooled_recall([(c, truncated(c, budget)) for c in convs])
    head = pooled_recall([(c, head_of(c, budget)) for c in convs])
    floor = 0.75
    assert extractive >= floor
    assert tail < floor and head < floor
    assert extractive > tail + 0.1


# -- inputs ------------------------------------------------------------------------------


def test_it_does_not_mine_micro_compacted_placeholders():
    body = "\n".join(f"row {i} secret_token_{i}" for i in range(50))
    placeholder = placeholder_text(
        name="bash",
        ref="c1",
        call_input={"cmd": "dump"},
        output=body,
        tokens=400,
        archive="archive://s1/3",
    )
    msgs = [
        system(),
        user("Dump the table please."),
        call("c1", cmd="dump"),
        result("c1", placeholder),
        answer("Dumped 50 rows."),
    ]
    summary = summarize(msgs)
    assert "secret_token" not in summary


def test_it_lists_identifiers_that_recur_in_tool_outputs():
    out1 = (
        "Traceback ...\n  File \"services/ledger/reconcile_worker.py\", line 88\nKeyError: 'acct'"
    )
    out2 = "grep hit: services/ledger/reconcile_worker.py:88: acct = row['acct']"
    msgs = [
        system(),
        user("Why does the ledger job crash?"),
        call("c1", cmd="tail job.log"),
        result("c1", out1),
        call("c2", cmd="grep -rn acct services/"),
        result("c2", out2),
        answer("A KeyError on a missing account key."),
    ]
    refs = parse_sections(summarize(msgs))["Important References"]
    assert any("services/ledger/reconcile_worker.py" in r for r in refs)


def test_it_boosts_what_the_instructions_ask_for():
    msgs = messages_of(load("web-bundle-regression"))
    plain = summarize(msgs, 300)
    focused = summarize(msgs, 300, instructions="Keep the moment locale numbers.")
    # The plain summary spends its budget elsewhere: the boost is what keeps the fact.
    assert "287 KB" not in plain
    assert "287 KB" in focused and "134 locales" in focused


def test_it_splits_hard_wrapped_lines_into_sentences():
    text = (
        "The job failed at 02:26 because the\nconnection was closed. Then it retried.\n\n"
        "- first item\n- second item\n```\nSELECT 1;\n```"
    )
    assert split_units(text) == [
        "The job failed at 02:26 because the connection was closed.",
        "Then it retried.",
        "- first item",
        "- second item",
        "SELECT 1;",
    ]


def test_it_lists_the_files_a_coding_session_changed():
    diff = (
        "diff --git a/src/billing/invoice_rounding.py b/src/billing/invoice_rounding.py\n"
        "--- a/src/billing/invoice_rounding.py\n+++ b/src/billing/invoice_rounding.py\n"
        "@@ -10,3 +10,3 @@\n-    return round(x, 2)\n+    return quantize(x)\n"
    )
    noise = "\n".join(f"tests/unit/test_module_{i}.py::test_case PASSED" for i in range(300))
    msgs = [
        system(),
        user("Fix the rounding bug in invoices."),
        call("c1", cmd="pytest -q"),
        result("c1", noise),
        call("c2", cmd="git diff"),
        result("c2", diff),
        answer("Fixed."),
    ]
    refs = " ".join(parse_sections(summarize(msgs, max_tokens=300))["Important References"])
    assert "src/billing/invoice_rounding.py" in refs


def test_it_keeps_only_a_few_lines_of_a_code_block():
    code = "\n".join(f"    total_{i} = compute_part_{i}(order)" for i in range(40))
    msgs = [
        system(),
        user("Write the order total helper."),
        answer(f"Here it is:\n```python\ndef order_total(order):\n{code}\n```\nDone."),
    ]
    summary = summarize(msgs)
    assert "compute_part_0" in summary or "order_total" in summary
    assert "compute_part_39" not in summary.split("## Important References")[0]


def test_it_keeps_the_citations_of_the_previous_summary():
    previous = (
        "## User Goal\n- Cut checkout p99 under 300 ms [2]\n## Confirmed Facts\n"
        "- Pod order-7f9c restarted 14 times, OOMKilled [5]\n## Decisions Made\n- (none)\n"
        "## Open Issues\n- (none)\n## Pending Actions\n- (none)\n"
        "## Important References\n- deploy/values-prod.yaml, dubbo.consumer.timeout\n"
    )
    msgs = [
        user("Now raise the consumer timeout to 3000 ms."),
        answer("Raised dubbo.consumer.timeout to 3000 ms in deploy/values-prod.yaml."),
    ]
    summary = summarize(msgs, previous=previous, first_seq=40)
    sections = parse_sections(summary)
    assert "Cut checkout p99 under 300 ms [2]" in sections["User Goal"]
    assert any(b.endswith("[5]") and "order-7f9c" in b for b in sections["Confirmed Facts"])
    assert any("[41]" in b for bs in sections.values() for b in bs)


def test_it_reads_a_previous_bullet_with_an_abbreviation_as_whole_sentences():
    # the sentences of a previous bullet compete one by one under the budget: a piece cut
    # at "vs." would be kept alone as "Want me to model renew vs."
    bullet = "Want me to model renew vs. Foundry with the move costs? Deadline Feb 21 (e.g. 5pm)."
    assert previous_sentences(bullet) == [
        "Want me to model renew vs. Foundry with the move costs?",
        "Deadline Feb 21 (e.g. 5pm).",
    ]


def test_it_keeps_most_labels_through_repeated_auto_compactions(make_memory):
    """An agent's replay: micro_compact every step, auto_compact whenever over threshold."""
    conv = load("billing-export-cronjob")
    memory = make_memory(
        micro_compact={"enabled": True, "min_tokens": 100},
        auto_compact={"threshold_tokens": 900, "min_saving_tokens": 200, "max_summary_tokens": 500},
    )
    compactions = 0
    seen_user = False
    for raw in conv["messages"]:
        message = Message.from_dict(raw)
        events = []
        if message.starts_turn and seen_user:
            events = memory.next_turn("s1").events
        elif message.role == "model":
            events = memory.step("s1").events
        seen_user = seen_user or message.starts_turn
        compactions += sum(1 for e in events if e["type"] == "auto_compact")
        memory.append("s1", message)
    compactions += sum(1 for e in memory.next_turn("s1").events if e["type"] == "auto_compact")
    assert compactions >= 3
    assert score(memory.context("s1"), conv["labels"]).recall >= 0.7


def test_it_summarizes_chinese_text_too():
    msgs = [
        system(),
        user("目标：把 checkout 的 p99 降到 300 ms 以下，不要回滚 dubbo 3.2。"),
        answer(
            "查到 order-7f9c 因 OOMKilled 重启了 14 次。我们决定把 dubbo.consumer.timeout 改为 3000。"
        ),
        user("好的。下一步：灰度到 50% 后在 Grafana 上确认 p99。"),
    ]
    sections = parse_sections(summarize(msgs))
    assert any("300 ms" in b for b in sections["User Goal"])
    assert any("dubbo.consumer.timeout" in b for b in sections["Decisions Made"])
    assert any("50%" in b for b in sections["Pending Actions"])


def test_it_gives_the_same_summary_in_every_process():
    """Set iteration order changes with PYTHONHASHSEED; the summary must not."""
    import os
    import subprocess
    import sys

    code = (
        "from compaction.engine import Message\n"
        "from compaction.engine.extractive import ExtractiveSummarizer\n"
        "from compaction.engine.summary import SummaryRequest\n"
        "from compaction.engine.tokens import TokenEstimator\n"
        "out = ' '.join(f'Svc_{i}/Cfg.yaml svc_{i}/cfg.yaml SVC_{i}/CFG.yaml' for i in range(30))\n"
        "msgs = [Message.text_message('user', 'Which configs matter?'),\n"
        "        Message.from_dict({'role': 'model', 'content': [{'toolRequest':\n"
        "            {'name': 'ls', 'ref': 'c1', 'input': {'cmd': 'ls'}}}]}),\n"
        "        Message.from_dict({'role': 'tool', 'content': [{'toolResponse':\n"
        "            {'name': 'ls', 'ref': 'c1', 'output': out}}]}),\n"
        "        Message.from_dict({'role': 'model', 'content': [{'toolRequest':\n"
        "            {'name': 'ls', 'ref': 'c2', 'input': {'cmd': 'ls -a'}}}]}),\n"
        "        Message.from_dict({'role': 'tool', 'content': [{'toolResponse':\n"
        "            {'name': 'ls', 'ref': 'c2', 'output': out}}]}),\n"
        "        Message.text_message('model', 'They all look alike.')]\n"
        "req = SummaryRequest('s1', list(enumerate(msgs, 1)), (1, 6), 300, TokenEstimator())\n"
        "print(ExtractiveSummarizer().summarize(req).text)\n"
    )
    root = Path(__file__).resolve().parents[2]
    outputs = set()
    for seed in ("1", "2", "3", "4"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        done = subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            env=env,
            cwd=root,
            check=True,
            timeout=120,
        )
        outputs.add(done.stdout)
    assert len(outputs) == 1
    assert "Svc_0/Cfg.yaml" in outputs.pop()  # spelled as first written

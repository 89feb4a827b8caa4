"""The extractive summary as working memory: state, sections, carried work, references,
instructions and repeated compactions, on small hand-written conversations of several
domains, in English and Chinese."""

from __future__ import annotations

import json
import re

import pytest
from engine_builders import answer, call, result, system, user

from compaction.engine import Message
from compaction.engine.extractive import ExtractiveSummarizer
from compaction.engine.retention import current_lines as stated_as_current
from compaction.engine.retention import marks_history
from compaction.engine.summary import SECTIONS, SummaryRequest, parse_sections
from compaction.engine.tokens import TokenEstimator

GOAL, FACTS, DECISIONS, OPEN, PENDING, REFERENCES = SECTIONS
ESTIMATOR = TokenEstimator()


def summarize(
    messages: list[Message],
    *,
    max_tokens: int = 2000,
    previous: str | None = None,
    first_seq: int = 1,
    instructions: str | None = None,
) -> str:
    request = SummaryRequest(
        session_id="s1",
        messages=[(first_seq + i, m) for i, m in enumerate(messages)],
        archive_range=(1, first_seq + len(messages) - 1),
        max_tokens=max_tokens,
        estimator=ESTIMATOR,
        previous_summary=previous,
        instructions=instructions,
    )
    return ExtractiveSummarizer().summarize(request).text


def sections(summary: str) -> dict[str, str]:
    """Each section's items joined, lower-cased: where a label's evidence is looked for."""
    return {s: "\n".join(b.lower() for b in bs) for s, bs in parse_sections(summary).items()}


def lines(summary: str) -> list[str]:
    return [b for bs in parse_sections(summary).values() for b in bs]


def reference_names(summary: str) -> list[str]:
    """The identifiers of Important References in order: a line is one reference, with the
    identifiers named in the same sentence after it in parentheses."""
    out: list[str] = []
    for line in parse_sections(summary)[REFERENCES]:
        m = re.fullmatch(r"(\S+) \((.+)\)", line)
        out += [m.group(1), *m.group(2).split(", ")] if m else [line]
    return out


def section_of(summary: str, evidence: str) -> list[str]:
    return [s for s, text in sections(summary).items() if evidence.lower() in text]


# -- state: a later value replaces the earlier one ------------------------------------------


@pytest.mark.parametrize(
    ("messages", "old", "new"),
    [
        pytest.param(  # legal: a cap raised in a later message
            [
                user(
                    "Review the supplier MSA. Their draft caps data breach liability at €250,000."
                ),
                answer("Noted: clause 13.3 sets the data breach super-cap at €250,000."),
                user("Counsel agreed: raise the super-cap to €1,500,000 in the redline."),
                answer("Redline updated: clause 13.3 super-cap is now €1,500,000."),
            ],
            "€250,000",
            "€1,500,000",
            id="legal-cap",
        ),
        pytest.param(  # operations: a setting assigned again
            [
                user("Set the consumer timeout = 5000 for the payment client."),
                answer("Applied timeout = 5000 in deploy/values-prod.yaml."),
                user("Too slow under load. Use timeout = 800 instead."),
                answer("Changed deploy/values-prod.yaml: timeout = 800."),
            ],
            "timeout = 5000",
            "timeout = 800",
            id="ops-setting",
        ),
        pytest.param(  # travel: a date moved
            [
                user("Book Daniel's return flight from Osaka on 2024-10-19, aisle seat."),
                answer("Held LH 743 on 2024-10-19, aisle seat 23C."),
                user("His meeting got extended: move the return to 2024-10-21."),
                answer("Rebooked: LH 743 now departs 2024-10-21, seat 23C kept."),
            ],
            "2024-10-19",
            "2024-10-21",
            id="travel-date",
        ),
        pytest.param(  # data: a correction "X, not Y"
            [
                user("The weekly active users dropped. Last week we had 48,200 WAU."),
                answer("Dashboard check: WAU for last week shows 48,200."),
                user("Correction from the analytics team: it was 51,900 WAU, not 48,200."),
            ],
            "48,200",
            "51,900",
            id="data-correction",
        ),
        pytest.param(  # Chinese: 从X提到Y
            [
                user("把 payment 的 consumer timeout 设为 800ms。"),
                answer("已设置：consumer timeout 800ms。"),
                user("太短了，把 consumer timeout 从 800ms 提到 1500ms。"),
                answer("变更已完成，consumer timeout 改为 1500ms。"),
            ],
            "800ms",
            "1500ms",
            id="zh-timeout",
        ),
    ],
)
def test_it_never_states_a_replaced_value_as_current(messages, old, new):
    summary = summarize([system(), *messages])
    assert new in summary
    assert stated_as_current(summary, old) == []


def test_it_writes_the_replaced_value_as_history_on_the_line_that_keeps_it():
    msgs = [
        system(),
        user("Our monthly cloud budget ceiling is $140k, help me find cuts."),
        answer("Understood, the ceiling is $140k per month."),
        user("News from finance: the ceiling is actually $150k a month, not $140k."),
    ]
    summary = summarize(msgs)
    kept = [line for line in lines(summary) if "$140k" in line]
    assert kept and all(marks_history(line) for line in kept)
    assert any("$150k" in line for line in lines(summary))


def test_it_collapses_a_progression_to_its_latest_state():
    steps = [10, 25, 50, 75, 100]
    msgs = [system(), user("Roll out checkout-api revision 57 as a canary, step by step.")]
    for pct in steps:
        msgs.append(user(f"Push the canary to {pct}%."))
        msgs.append(answer(f"Canary at {pct}% now; error ratio 0.02%, latency flat."))
    summary = summarize(msgs)
    assert "100%" in summary
    for pct in steps[:-1]:
        assert stated_as_current(summary, f"{pct}%") == [], pct


def test_it_keeps_a_target_when_a_measurement_changes():
    msgs = [
        system(),
        user("Bring the checkout error rate back under 0.5% tonight."),
        answer("Error rate is at 2.3% right now."),
        answer("After the rollback the error rate dropped to 0.4%."),
    ]
    summary = summarize(msgs)
    goal = sections(summary)[GOAL]
    assert "under 0.5%" in goal and "superseded" not in goal  # the target stays the target
    assert stated_as_current(summary, "2.3%") == []


def test_it_hands_a_role_to_the_new_holder():
    msgs = [
        system(),
        user("Refactor billing totals to Decimal. Wen Li reviews the PR, merge before Friday."),
        answer("Opened PR #4412 with Wen Li as reviewer."),
        user("Wen is out sick. Make Tomasz Nowak the reviewer instead."),
        answer("Tomasz Nowak is now the requested reviewer on #4412."),
    ]
    summary = summarize(msgs)
    assert "Tomasz Nowak" in summary
    assert stated_as_current(summary, "Wen Li") == []


def test_it_marks_an_identifier_the_conversation_dropped():
    msgs = [
        system(),
        user("Which rounding mode should Money use?"),
        answer("I'd plan on ROUND_HALF_EVEN, Python's default for Decimal."),
        user("ROUND_HALF_EVEN is out, finance rounds half up. Use ROUND_HALF_UP."),
        answer("Switched money.py to ROUND_HALF_UP."),
    ]
    summary = summarize(msgs)
    assert stated_as_current(summary, "ROUND_HALF_EVEN") == []
    assert "ROUND_HALF_EVEN" not in sections(summary)[REFERENCES].upper().split("\n")


# -- sections by what a sentence does --------------------------------------------------------


@pytest.mark.parametrize(
    ("messages", "evidence", "section"),
    [
        pytest.param(
            [user("Why is checkout slow since this morning?")], "checkout", GOAL, id="question-goal"
        ),
        pytest.param(
            [user("Fix the flaky StockReservationIT on main, no retry band-aid.")],
            "StockReservationIT",
            GOAL,
            id="request-goal",
        ),
        pytest.param(
            [
                user("Find why invoices are 1 cent off."),
                answer(
                    "Option 1: round per line. Option 2: round once per rate; I'd recommend option 2."
                ),
                user("ok, go with option 2, rounding once per rate."),
            ],
            "once per rate",
            DECISIONS,
            id="agreement-decision",
        ),
        pytest.param(
            [user("Plan the Tokyo trip."), user("Take the Lufthansa option via Frankfurt.")],
            "Lufthansa",
            DECISIONS,
            id="directive-decision",
        ),
        pytest.param(
            [user("Support case #48213."), user("Refund it now, and make the voucher €40.")],
            "€40",
            DECISIONS,
            id="support-decision",
        ),
        pytest.param(
            [
                user("Investigate the WAU drop."),
                answer("Nobody knows yet whether the users service changed its timestamp format."),
            ],
            "timestamp format",
            OPEN,
            id="unknown-open",
        ),
        pytest.param(
            [
                user("Check the pool."),
                answer("The pool is fine now, but at the lunch peak it could still saturate."),
            ],
            "lunch peak",
            OPEN,
            id="risk-open",
        ),
        pytest.param(
            [
                user("Postmortem for INC-2291."),
                user("I'll ask Ines tomorrow whether the rows count as a data incident."),
            ],
            "Ines",
            PENDING,
            id="handover-pending",
        ),
        pytest.param(
            [
                user("Cost review."),
                user(
                    "I raised NET-512 for the network team; they'll attach the endpoint on 2024-05-21."
                ),
            ],
            "NET-512",
            PENDING,
            id="ticket-pending",
        ),
        pytest.param(
            [
                user("What is slow?"),
                call("c1", cmd="kubectl top pods"),
                result("c1", "risk-engine-6cf9 310m 2210Mi"),
                answer(
                    "risk-engine pods use only 260-380m CPU each, so they are waiting, not computing."
                ),
            ],
            "260-380m",
            FACTS,
            id="observation-fact",
        ),
        pytest.param(
            [user("支付失败率升到 2.3%，为什么？")],
            "2.3%",
            GOAL,
            id="zh-question-goal",
        ),
        pytest.param(
            [user("排查超时。"), user("决定：今晚不加索引，先把连接池提到 40。")],
            "40",
            DECISIONS,
            id="zh-decision",
        ),
        pytest.param(
            [user("排查超时。"), answer("慢查询可能和索引有关，目前不确定是否还有别的原因。")],
            "索引",
            OPEN,
            id="zh-open",
        ),
        pytest.param(
            [user("排查超时。"), user("明天白天要做：给 rule_hit_history 加 user_id 索引。")],
            "rule_hit_history",
            PENDING,
            id="zh-pending",
        ),
    ],
)
def test_it_puts_each_sentence_in_the_section_of_what_it_does(messages, evidence, section):
    summary = summarize([system(), *messages])
    assert section in section_of(summary, evidence), summary


def test_it_turns_the_proposal_the_user_agrees_to_into_a_decision():
    msgs = [
        system(),
        user("shipment-tracker leaks goroutines. What do we do?"),
        answer(
            "Each request builds a new http.Transport. I'd cache one client per tenant with "
            "IdleConnTimeout 90s."
        ),
        user("ok, do that."),
    ]
    summary = summarize(msgs)
    assert DECISIONS in section_of(summary, "IdleConnTimeout 90s")


def test_it_turns_the_numbered_options_the_user_picks_into_decisions():
    msgs = [
        system(),
        user("StockReservationIT flakes. How do we fix it?"),
        answer(
            "1. Schema: migrate expires_at to DATETIME(6).\n"
            "2. Code: truncate Instant.now() to seconds before saving.\n"
            "3. Test: inject a MutableClock and call the expiry job directly."
        ),
        user("Go with 1 + 3."),
    ]
    summary = summarize(msgs)
    assert DECISIONS in section_of(summary, "DATETIME(6)")
    assert DECISIONS in section_of(summary, "MutableClock")
    assert DECISIONS not in section_of(summary, "Instant.now()")


def test_it_makes_the_sentence_a_bare_agreement_follows_a_decision():
    msgs = [
        system(),
        user("Alert routing for the SLO pages."),
        user("Tomás asks for the 6x/6h window to be a ticket for catalog. I'm fine with that."),
    ]
    summary = summarize(msgs)
    assert DECISIONS in section_of(summary, "6x/6h")


def test_it_does_not_take_a_models_narration_of_its_next_call_as_a_pending_action():
    msgs = [
        system(),
        user("Why does the ledger job crash?"),
        Message.from_dict(
            {
                "role": "model",
                "content": [
                    {"text": "Let me check the job log first, then I'll grep for the key."},
                    {
                        "toolRequest": {
                            "name": "bash",
                            "ref": "c1",
                            "input": {"cmd": "tail job.log"},
                        }
                    },
                ],
            }
        ),
        result("c1", "KeyError: 'acct' in services/ledger/reconcile_worker.py line 88"),
        answer("The job crashes on a KeyError for 'acct' in reconcile_worker.py line 88."),
    ]
    summary = summarize(msgs)
    assert "let me check" not in sections(summary)[PENDING]


# -- carried work ---------------------------------------------------------------------------


def test_it_carries_open_work_across_compactions_until_it_is_resolved():
    part1 = [
        system(),
        user("Prepare the INC-4821 postmortem for the reliability review."),
        answer("Draft started from the timeline; the impact numbers are still missing."),
        user(
            "I'll ask Dana for the SLA numbers tomorrow. Unclear whether INC-4821 breaches the 99.95% SLA."
        ),
    ]
    first = summarize(part1)
    assert "dana" in sections(first)[PENDING]
    assert "99.95%" in sections(first)[OPEN]
    part2 = [
        user("Also add the detection timeline to the draft."),
        answer("Added: alert fired 09:46, mitigation 10:31, all clear 11:02."),
    ]
    second = summarize(part2, previous=first, first_seq=10)
    assert "dana" in sections(second)[PENDING]  # nothing resolved it: still pending
    assert "99.95%" in sections(second)[OPEN]
    part3 = [
        user(
            "Dana sent the SLA numbers: INC-4821 did not breach the 99.95% SLA, 99.97% for the month."
        ),
        answer("Done: the SLA section now says 99.97% for the month, no breach."),
    ]
    third = summarize(part3, previous=second, first_seq=20)
    assert "dana" not in sections(third)[PENDING]
    assert "99.95%" not in sections(third)[OPEN]
    assert "99.97%" in sections(third)[FACTS] + sections(third)[GOAL]
    # resolved items that stay are written as history
    for line in lines(third):
        if "(was pending" in line or "(was open" in line:
            assert marks_history(line)


def test_it_keeps_the_guarantees_over_many_compactions(make_memory):
    memory = make_memory(micro_compact=False, auto_compact={"max_summary_tokens": 600})
    memory.append(
        "s1", system(), user("Migrate orders to the new region; budget $140k, deadline 2024-06-28.")
    )
    summaries = []
    for i in range(6):
        memory.append(
            "s1",
            answer(f"Step {i}: copied shard orders_{i} ({(i + 1) * 1000} rows), checksum ok."),
            user(f"Good. Canary traffic to {10 * (i + 1)}% now."),
            *tool_round(i),
        )
        outcome = memory.compact("s1")
        assert outcome.ok, outcome.reason
        summaries.append(outcome.summary)
        tokens = [e.tokens for e in memory.context_entries("s1") if e.kind == "summary"]
        assert tokens and tokens[0] <= 600
    memory.append(
        "s1",
        user("Finance moved the deadline to 2024-07-05 and raised the budget to $150k."),
        *tool_round(9),
        answer("Noted the new deadline and budget; shard orders_9 copied."),
    )
    outcome = memory.compact("s1")
    assert outcome.ok, outcome.reason
    final = outcome.summary or ""
    assert "2024-07-05" in final and "$150k" in final
    assert stated_as_current(final, "2024-06-28") == []
    assert stated_as_current(final, "$140k") == []
    assert stated_as_current(final, "canary", "10%") == []
    assert "60%" in final  # the latest canary state survives five later compactions
    assert sections(final)[GOAL]  # the goal is carried, not re-derived


def tool_round(i: int) -> list[Message]:
    out = "\n".join(f"row {j}: region=eu-central-1 status=copied" for j in range(40))
    return [call(f"c{i}", cmd=f"copy-shard orders_{i}"), result(f"c{i}", out)]


# -- references ------------------------------------------------------------------------------


def test_it_ranks_references_by_use_and_never_stitches_tool_output_keys():
    config = json.dumps(
        {"timeout": {"ms": 300, "limit": 5}, "replicas": {"ms": 2, "max": 9}, "pool": {"size": 20}}
    )
    msgs = [
        system(),
        user("Ledger lag again. Ticket OPS-7731. Config is deploy/ledger-sync/values.yaml."),
        call("c1", cmd="cat deploy/ledger-sync/values.yaml"),
        result("c1", config),
        answer("deploy/ledger-sync/values.yaml sets pool.size 20; OPS-7731 matches the lag alert."),
        user("Bump the pool in deploy/ledger-sync/values.yaml and note it on OPS-7731."),
        answer("Raised pool.size to 40 in deploy/ledger-sync/values.yaml, commented on OPS-7731."),
        answer("Unrelated: scripts/tmp_check.py was used once for a sanity check."),
    ]
    summary = summarize(msgs)
    refs = reference_names(summary)
    said = "\n".join(m.plain_text() for m in msgs) + "\n" + config
    for ref in refs:
        assert ref in said, ref  # as written somewhere, never assembled
    assert not any(re.fullmatch(r"(timeout|replicas)\.(ms|limit|max)", r) for r in refs)
    assert refs.index("OPS-7731") < refs.index("scripts/tmp_check.py")
    assert refs.index("deploy/ledger-sync/values.yaml") < refs.index("scripts/tmp_check.py")
    assert len(refs) == len({r.lower() for r in refs})


def test_it_lists_a_path_once_not_also_its_file_name():
    msgs = [
        system(),
        user("Look at internal/carrier/dhl/client.go, the leak is in client.go I think."),
        answer(
            "client.go builds a new http.Transport per request: internal/carrier/dhl/client.go:52."
        ),
    ]
    refs = reference_names(summarize(msgs))
    assert "internal/carrier/dhl/client.go" in refs
    assert "client.go" not in refs


@pytest.mark.parametrize(
    ("said", "ref"),
    [
        pytest.param(
            "Send the draft to legal-review@harbourline.example today.",
            "legal-review@harbourline.example",
            id="email",
        ),
        pytest.param(
            "预算表在 /家装/锦绣苑802/预算_v4.xlsx，按这个算。",
            "/家装/锦绣苑802/预算_v4.xlsx",
            id="cjk-path",
        ),
        pytest.param(
            "合同放在合同终稿_v3.docx里，你先看。", "合同终稿_v3.docx", id="cjk-file-name"
        ),
        pytest.param(
            "评标报告在 业委会共享盘/停车场改造/招标/评标报告_HX-2024-ZB-0617.pdf，先看这个。",
            "业委会共享盘/停车场改造/招标/评标报告_HX-2024-ZB-0617.pdf",
            id="cjk-relative-path",
        ),
        pytest.param(
            "附件：枫林苑充电方案V2.pdf，请按这个版本走。",
            "枫林苑充电方案V2.pdf",
            id="cjk-file-name-ascii-tail",
        ),
        pytest.param(
            "The index is at dms://MTR-0042/Trial/Index_v2.xlsx now.",
            "dms://MTR-0042/Trial/Index_v2.xlsx",
            id="other-scheme",
        ),
        pytest.param(
            "Everything goes under /srv/exports/2027-q1/ from now on.",
            "/srv/exports/2027-q1/",
            id="directory",
        ),
    ],
)
def test_it_lists_emails_other_schemes_and_paths_written_with_chinese(said, ref):
    refs = reference_names(summarize([system(), user(said), answer("Noted.")]))
    assert ref in refs, refs
    # never a fragment of it on its own ("_v4.xlsx")
    assert not any(r != ref and r in ref for r in refs), refs


def test_it_never_lists_the_ascii_tail_of_a_chinese_file_name_a_tool_read():
    path = "业委会共享盘/停车场改造/施工/城建通达_施工进度计划_V2_80天.xlsx"
    listing = "\n".join(
        f"业委会共享盘/停车场改造/招标/{name}"
        for name in ("开标记录表_HX-2024-ZB-0617.pdf", "配电容量评估_20240708.pdf", "公告_v3.pdf")
    )
    msgs = [
        system(),
        user("把施工进度计划读一下，看看工期。"),
        call("c1", name="drive_read", path=path),
        result(
            "c1",
            f"{listing}\n{listing}\n版本：施工进度计划_V3_90天 已作废，以 施工进度计划_V3_90天 为准。"
            "\n工期 80 天，9月16日开工。",
            name="drive_read",
        ),
        answer(
            f"读了 {path}：工期 80 天，9月16日开工，12月4日竣工。旧版 施工进度计划_V3_90天 作废。"
        ),
    ]
    refs = reference_names(summarize(msgs))
    assert path in refs, refs
    glued = [r for r in refs if r[0] in "_." or r in ("V2.pdf", "_V2_80", "_V3_90")]
    assert not glued, refs
    assert not any(r.startswith(("_HX", "_2024")) or r == "_v3.pdf" for r in refs), refs


# -- instructions ----------------------------------------------------------------------------


def pool_conversation() -> list[Message]:
    msgs = [system(), user("Why are checkout requests timing out since the 3.2.9 upgrade?")]
    for i in range(12):
        msgs.append(
            answer(
                f"Finding {i}: service-{i}.internal answers in {100 + i} ms via gw-{i}.lb, "
                f"trace span_{i}_a and span_{i}_b, config key svc{i}.client.timeout."
            )
        )
    msgs.append(answer("The connection pool had 37 waiters with 50 connections in use."))
    for i in range(12, 18):
        msgs.append(answer(f"Finding {i}: node-{i}.cluster at 7{i}% CPU, job run_{i} ok."))
    return msgs


def test_it_keeps_what_the_instructions_name_first():
    msgs = pool_conversation()
    plain = summarize(msgs, max_tokens=350)
    focused = summarize(msgs, max_tokens=350, instructions="Keep the pool numbers.")
    # without the instruction the budget goes elsewhere; with it, the numbers are kept
    assert "37 waiters" not in plain
    assert "37 waiters" in focused and "50 connections" in focused


# -- format ----------------------------------------------------------------------------------


def test_it_writes_one_item_per_bullet_under_the_six_headings():
    msgs = [
        system(),
        user("Fix the rounding bug in billing/totals.py before release 2024.7."),
        answer("Totals round per line; the invoice total is rounded again, 1 cent off."),
        user("Round once per rate. Tomasz reviews."),
        answer("I'll push the fix to fix/BILL-3307 and ask Tomasz for review."),
    ]
    summary = summarize(msgs)
    headings = [line for line in summary.splitlines() if line.startswith("## ")]
    assert headings == [f"## {s}" for s in SECTIONS]
    body = summary.split("## User Goal", 1)[1]
    for line in body.splitlines():
        assert not line or line.startswith(("## ", "- ")), line
    cited = [b for b in lines(summary) if re.search(r"\[\d+\]$", b)]
    assert cited  # items cite their archive seq ([n] = archive://s1/n)
    assert "[n] = archive://s1/n" in summary


# -- the pieces ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("token", "expected"),
    [
        ("deploy/helm/values-prod.yaml,", "deploy/helm/values-prod.yaml"),
        ("(PAY-3318)", "PAY-3318"),
        ("!812", "!812"),
        (".gitlab-ci.yml", ".gitlab-ci.yml"),
        ("RiskGateway.java:88", "RiskGateway.java"),
        ("10.42.7.31:20880", "10.42.7.31:20880"),
        ("dubbo.consumer.timeout", "dubbo.consumer.timeout"),
        ("5be20d4", "5be20d4"),
        ("read-only", None),  # an English compound
        ("walk-in", None),  # ... with a particle
        ("Walk-in", None),  # ... at the start of a sentence
        ("move-out", None),
        ("3-phase", None),  # ... with a count
        ("12-month", None),
        ("checkout-svc", "checkout-svc"),  # a service's name
        ("ps-inc-7731", "ps-inc-7731"),
        ("~$0.31/RSF/mo", None),  # a price per unit
        ("warn/error", None),  # prose
        ("3.2.9", None),  # a version is a value, not a reference
        ("2024-06-10", None),
        ("e.g.", None),
        ("E.H", None),  # a patient's initials in a ward list
        ("A.McK", None),
        ("k8s.io", "k8s.io"),
    ],
)
def test_it_takes_identifiers_as_written(token, expected):
    from compaction.engine.extractive.references import identifier

    assert identifier(token) == expected


def test_it_never_assembles_a_key_from_a_json_output():
    from compaction.engine.extractive.references import References

    refs = References()
    refs.note_tool_output(json.dumps({"timeout": {"ms": 300}, "replicas": {"ms": 2}}), 1)
    refs.note_tool_output(json.dumps({"timeout": {"ms": 300}, "replicas": {"ms": 2}}), 2)
    assert [r for r, _ in refs.ranked()] == []  # no token of it is an identifier


def test_it_writes_replaced_values_as_a_note_and_keeps_the_words():
    from compaction.engine.extractive.values import mark_stale

    line = mark_stale("go with 800ms, retries 0", {"800ms": "1200"})
    assert line.startswith("go with 800ms, retries 0")  # the words as said
    assert marks_history(line) and "800ms → 1200" in line
    assert mark_stale("连接池从 20 提到 40", {"20": "40"}).endswith("（旧值：20 → 40）")


def test_it_reads_back_the_values_its_own_note_gives_as_replaced():
    from compaction.engine.extractive.values import mark_stale, noted_values

    line = mark_stale("timeout 800ms, owner Dana", {"800ms": "1200ms", "Dana": ""})
    assert noted_values(line) == ["800ms", "Dana"]
    assert noted_values(mark_stale("连接池从 20 提到 40", {"20": "40"})) == ["20"]
    assert noted_values("timeout 800ms (previously 500ms)") == []  # a writer's words, no note


def test_it_keeps_a_long_chinese_file_name_whole_though_it_says_de():
    name = "关于调整居家养老服务补贴标准的通知.pdf"
    refs = reference_names(
        summarize([system(), user(f"文件是 {name}，按它算补贴。"), answer("好。")])
    )
    assert name in refs, refs
    assert "通知.pdf" not in refs, refs


def test_it_never_lists_the_operation_a_tool_call_chose_or_a_query_alias_column():
    query = "SELECT a.admin_id, p.patient_id FROM admins a JOIN patients p ON p.vet = a.vet"
    msgs = [
        system(),
        user("Update CO-014 to the revised sub price and pull the affected patients."),
        call("c1", name="pm", action="update_co", co="CO-014", sub_price=53750),
        result("c1", {"co": "CO-014", "status": "Ready for owner"}, name="pm"),
        call("c2", name="sql", query=query),
        result("c2", "admin_id | patient_id\n17 | 4410\n18 | 4471"),
        answer("CO-014 is updated (Ready for owner); two patients are affected."),
    ]
    refs = reference_names(summarize(msgs))
    assert "CO-014" in refs, refs
    assert "update_co" not in refs, refs
    assert not any(r in ("a.admin_id", "p.patient_id", "p.vet", "a.vet") for r in refs), refs


def test_it_writes_the_first_request_as_the_original_ask_once_across_compactions():
    part1 = [
        system(),
        user("Order 10 L of nitric acid from Huke Chemicals; it must arrive by October 20."),
        answer("Huke quotes 10 L at ¥420; the order form is ready."),
    ]
    first = summarize(part1)
    goal = parse_sections(first)[GOAL]
    assert goal[0].startswith("Originally asked: Order 10 L of nitric acid"), goal
    # what it asked may have changed since: the line reads as history, not as current
    assert marks_history(goal[0])
    part2 = [
        user("The seminar moved a week: October 27 is fine. And make it 5 L, not 10."),
        answer("Changed the order to 5 L, delivery by October 27."),
    ]
    second = summarize(part2, previous=first, first_seq=10)
    third = summarize([user("Submit it."), answer("Submitted.")], previous=second, first_seq=20)
    goal = parse_sections(third)[GOAL]
    marked = [line for line in goal if "Originally asked" in line]
    assert len(marked) == 1 and marked[0].count("Originally asked") == 1, goal
    assert "nitric acid" in marked[0]
    # the new date is no part of the original ask (its history note may name it)
    asked = [line.split(" (superseded")[0] for line in goal if line.startswith("Originally asked")]
    assert not any("October 27" in line for line in asked), goal


def test_it_never_lists_words_joined_in_prose_or_a_plural_acronym():
    msgs = [
        system(),
        user("The cost-share is at-risk and the PMs want camera-ready numbers. Fix pay-router."),
        call("c1", cmd="systemctl restart pay-router"),
        result("c1", "pay-router.service restarted"),
        answer("Restarted pay-router; the cost-share figures follow in INC-5520."),
    ]
    refs = reference_names(summarize(msgs))
    assert "pay-router" in refs and "INC-5520" in refs, refs
    assert not {"cost-share", "at-risk", "camera-ready", "PMs"} & set(refs), refs


def test_it_never_lists_words_joined_by_a_slash_in_prose_or_a_bare_command_option():
    msgs = [
        system(),
        user("Exclude CN/KR/RU from the reinstall/cross-exposure segment in deploy/prod."),
        call("c1", cmd="segments edit --state draft --chunk-size 500 deploy/prod/seg_2291.yaml"),
        result("c1", "deploy/prod/seg_2291.yaml: 3 countries excluded"),
        answer("Excluded CN/KR/RU in deploy/prod/seg_2291.yaml; the segment is in draft."),
    ]
    refs = reference_names(summarize(msgs))
    assert "deploy/prod/seg_2291.yaml" in refs, refs
    assert not {"CN/KR/RU", "reinstall/cross-exposure", "--state", "--chunk-size"} & set(refs), refs


@pytest.mark.parametrize(
    "narration",
    [
        "Pulling the tickets and the release/1.0.4 build list.",
        "Re-running the VINs and pulling Melissa's mail.",
        "I'll replay the Harvest Moon event with the Lunar Tide token table.",
        "我检索一下工程对接群最近一周关于 PCR-041 的记录。",
        "先改 PCR-041 的负责人，再查邮件。",
        "我查报关行门户里 PCR-041 的状态，再看看 Linda 有没有来邮件。",
    ],
)
def test_it_keeps_no_narration_of_the_call_a_model_is_making(narration):
    msgs = [
        system(),
        user("Which builds carry the cert fixes for PCR-041?"),
        Message.from_dict(
            {
                "role": "model",
                "content": [
                    {"text": narration},
                    {"toolRequest": {"name": "jira", "ref": "c1", "input": {"q": "PCR-041"}}},
                ],
            }
        ),
        result("c1", "EMB-2231 PCR-041 fixed in 1.0.4.458", name="jira"),
        answer("PCR-041 is fixed in 1.0.4.458 (EMB-2231)."),
    ]
    summary = summarize(msgs)
    assert narration[:20].lower() not in summary.lower(), summary
    assert "1.0.4.458" in sections(summary)[FACTS]


def test_it_keeps_a_later_step_the_model_commits_to_while_calling_a_tool():
    msgs = [
        system(),
        user("Rotate the edge certificate on prod-eu-1."),
        Message.from_dict(
            {
                "role": "model",
                "content": [
                    {"text": "I'll chase Ferrovia on Friday about their CA-G3 pin change."},
                    {"toolRequest": {"name": "kubectl", "ref": "c1", "input": {"cmd": "apply"}}},
                ],
            }
        ),
        result("c1", "certificate.cert-manager.io/edge-tls configured", name="kubectl"),
        answer("prod-eu-1 serves the new chain."),
    ]
    assert "chase ferrovia on friday" in summarize(msgs).lower()


def test_it_lists_the_person_named_beside_an_identifier_with_it():
    msgs = [
        system(),
        user("Which tickets block the cert resubmission?"),
        answer("EMB-2231 is the PCR-041 resume crash, owned by Marek Novak."),
        user("退款批次谁审批？"),
        answer("首批退款批次 RF-2025-B01 已建好，审批人周倩。"),
    ]
    refs = summarize(msgs).split("## Important References")[1]
    assert "EMB-2231 (" in refs and "Marek Novak" in refs, refs
    assert "RF-2025-B01 (周倩)" in refs, refs


def test_it_does_not_list_a_replaced_owner_beside_an_identifier():
    msgs = [
        system(),
        user("Who owns the SSRF fix?"),
        answer("SEC-1842 created, Blocker, assigned to Raj Mehta."),
        user("Raj is out, the owner is now Chloe Martin."),
        answer("Reassigned SEC-1842 from Raj Mehta to Chloe Martin."),
    ]
    refs = summarize(msgs).split("## Important References")[1]
    assert "SEC-1842" in refs and "Raj Mehta" not in refs, refs

"""A value a status line (or a reply) writes as a transition, "old -> new", is history in
every sentence said before it; an arrow that draws a route, a range or a mapping replaces
nothing. The snippets are written for these tests."""

from __future__ import annotations

import pytest
from engine_builders import answer, call, result, system, user

from compaction.engine.extractive import ExtractiveSummarizer
from compaction.engine.extractive.transitions import transitions
from compaction.engine.retention import current_lines as stated_as_current
from compaction.engine.summary import SummaryRequest
from compaction.engine.tokens import TokenEstimator


def summarize(messages) -> str:
    request = SummaryRequest(
        session_id="s1",
        messages=[(1 + i, m) for i, m in enumerate(messages)],
        archive_range=(1, len(messages)),
        max_tokens=2000,
        estimator=TokenEstimator(),
    )
    return ExtractiveSummarizer().summarize(request).text


@pytest.mark.parametrize(
    ("line", "pair"),
    [
        ("INC-5521 severity SEV-3 -> SEV-2", ("SEV-3", "SEV-2")),
        ("MOB-3318 assignee Dana Whitfield -> Felix Moreau", ("Dana", "Felix Moreau")),
        ("YS-8812 审批人变更：赵总 → 钱总", ("赵总", "钱总")),
        ("PR #2317 opened (authz-client 2.3.1 -> 2.3.4)", ("2.3.1", "2.3.4")),
        ("consumer lag: 2,143,880 -> 1,320,400", ("2,143,880", "1,320,400")),
        ("authz-client 2.3.1 -> 2.3.4 -> 2.3.5", ("2.3.4", "2.3.5")),  # figures: a history
    ],
)
def test_it_reads_a_transition_between_values_of_one_shape(line, pair):
    assert pair in transitions(line)


@pytest.mark.parametrize(
    "line",
    [
        "- Oct 14: LH 714 Berlin -> Tokyo Haneda, dep 12:25",  # a route
        "Last 30 days (2024-05-17 → 2024-06-16)",  # a range
        "db-orders-stg-r1 -> 10.30.1.12:3306",  # a mapping
        "Budgets: 99.95% → 21.6 minutes",  # a conversion
        "replicas 6 -> 24",  # a bare small number could be anything
        "Comparison Corvid_MSA_v3_HL1.docx -> Corvid_MSA_v4.docx: 11 changes",  # two files
        "回退流程：患者 → 挂号 → 医嘱 → 费用 → 发药",  # steps of a sequence
    ],
)
def test_it_takes_no_route_range_or_mapping_for_a_transition(line):
    assert transitions(line) == ()


def test_it_marks_a_value_a_later_status_line_replaced_as_history():
    summary = summarize(
        [
            system(),
            user("Write the postmortem for INC-5521. It is filed as SEV-3 in the pager."),
            answer("The outage cost 2,304 failed orders; SEV-3 understates that."),
            user("Update the pager then."),
            call("c1", "pager", text="Updating."),
            result("c1", "INC-5521 severity SEV-3 -> SEV-2\n"),
            answer("Done."),
        ]
    )
    assert not stated_as_current(summary, "SEV-3"), summary

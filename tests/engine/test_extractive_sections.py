"""Decisions, open issues and pending actions land in their sections, across phrasings.

A decision is what was chosen, with its value, however the user says yes ("option a",
"b please", "go with Kestrel", 按方案二, "approved") and wherever it is recorded (someone
else's approval reported by the model). Open issues and pending actions stay until a later
message answers or does them, also implicitly (the action's verb in the past tense, in the
dialogue or in a tool's output; the question's subject confirmed). The snippets are written
for these tests, in several domains and in English and Chinese.
"""

from __future__ import annotations

import pytest
from engine_builders import answer, call, result, section, summarize, system, user

from compaction.engine.retention import marks_history
from compaction.engine.summary import SECTIONS, parse_sections

GOAL, FACTS, DECISIONS, OPEN, PENDING, REFERENCES = SECTIONS


CHOICES = [
    pytest.param(  # HR: an option picked by its letter
        [
            user("Relocation package for the new hire, Lena Ortiz: what can we offer?"),
            answer(
                "Options:\na) lump sum of €6,000, taxed as salary;\n"
                "b) reimbursed actual costs up to €8,500 with receipts;\n"
                "c) a relocation agency (Movewise) at about €7,200, paid directly."
            ),
            user("b please, she prefers receipts."),
        ],
        "€8,500",
        "€6,000",
        id="hr-letter",
    ),
    pytest.param(  # procurement: an option picked by a name only one item carries
        [
            user("Get me two quotes for the conference room cameras."),
            answer(
                "Quotes:\n- Lumeo Pro 4K from AVdirect: €1,180 each, ships in 3 days.\n"
                "- Strata Cam X2 from Vidora: €940 each, ships in 10 days."
            ),
            user("Sounds good, go with Strata, the room is only ready next month anyway."),
        ],
        "€940",
        "€1,180",
        id="procurement-name",
    ),
    pytest.param(  # ops: the second one
        [
            user("How should we roll out the new ingress controller?"),
            answer(
                "Two ways:\n1. Big bang during the Sunday window, 20 minutes of risk.\n"
                "2. Per-namespace migration over a week, starting with staging-eu."
            ),
            user("The second one, we can't afford Sunday risk."),
        ],
        "staging-eu",
        "sunday window",
        id="ops-ordinal",
    ),
    pytest.param(  # Chinese: 按方案二, two turns after the options were offered
        [
            user("年会节目想找外部团队，有什么选择？"),
            answer(
                "有三个方案：\n1. 星火乐队现场演出，报价 3.5 万；\n2. 魔术加互动游戏，报价 2.2 万；\n"
                "3. 脱口秀专场，报价 4 万。"
            ),
            user("方案二的互动游戏大概多长时间？"),
            answer("大约 90 分钟，包括 30 分钟魔术和 60 分钟互动游戏。"),
            user("可以，就按方案二。"),
        ],
        "2.2 万",
        "3.5 万",
        id="zh-plan-two",
    ),
    pytest.param(  # health: a key set in bold before a dash, picked with an instruction
        [
            user("Which step-down patients can go to Harrowfield, and when?"),
            answer(
                "Ten meet the criteria.\n\n- **Option 1** — 6 tomorrow (Wed 15 Jan), the "
                "other 4 on Thu 16 Jan.\n- **Option 2** — 4 on Wed and 4 on Thu, holding "
                "SB0418827 back."
            ),
            user("Option 1. Email Tom."),
        ],
        "6 tomorrow",
        "sb0418827",
        id="health-bold-key",
    ),
    pytest.param(  # transport: options laid out as the columns of a table
        [
            user("Book transport for tomorrow's six transfers."),
            answer(
                "| | Option A — in-house PTS | Option B — Kestrel Patient Transport |\n"
                "|---|---|---|\n| Runs | 2 (10:30, 14:00) | 3 (10:15, 12:00, 13:45) |\n"
                "| Cost | no charge | £185 per journey |\n\n"
                "A would leave two stretcher patients for Thursday."
            ),
            user("B. And log it in the incident."),
        ],
        "£185 per journey",
        "10:30, 14:00",
        id="transport-table-columns",
    ),
    pytest.param(  # cloud costs: levers numbered in a table's first column
        [
            user("Find the remaining levers to get under $150k a month."),
            answer(
                "| # | Lever | Est. / mo |\n|---|---|---|\n"
                "| 1 | EBS gp2 to gp3 (412 volumes) | $1,780 |\n"
                "| 2 | NAT Gateway to VPC endpoints | $2,900 |\n"
                "| 3 | CloudWatch Logs retention to 30 d | $2,100 |"
            ),
            user("Go with 3, after the freeze."),
        ],
        "$2,100",
        "$2,900",
        id="cloud-numbered-table-rows",
    ),
]


OFFERS = [
    pytest.param(  # travel: the agent offers, the user says yes
        [
            user("My connection in Frankfurt was cancelled, get me to Vienna tonight."),
            answer(
                "LH 1234 leaves at 19:05 with 4 seats left; OS 128 at 21:40 is full. "
                "Shall I rebook you on LH 1234 at 19:05?"
            ),
            user("Yes please."),
        ],
        "lh 1234",
        id="travel-shall-i",
    ),
    pytest.param(  # procurement: "want me to" accepted with a terse go-ahead
        [
            user("The Vantro quote for the MOSFETs came in, is it any good?"),
            answer(
                "Vantro offers 4,000 units at $0.42 with a 6-week lead time, 18% under the "
                "current supplier. Want me to raise PO-7781 with Vantro for 4,000 units?"
            ),
            user("Go ahead."),
        ],
        "po-7781",
        id="procurement-want-me-to",
    ),
    pytest.param(  # Chinese: 要不要 ... ？ answered 可以
        [
            user("发布窗口和法务审核冲突了，怎么办？"),
            answer("法务审核 6 月 27 日才结束。要不要把上线改到 6 月 28 日？"),
            user("可以。"),
        ],
        "6 月 28 日",
        id="zh-yao-bu-yao",
    ),
]


@pytest.mark.parametrize(("messages", "evidence"), OFFERS)
def test_it_records_an_offer_the_user_accepts_as_a_decision_not_a_question(messages, evidence):
    summary = summarize([system(), *messages])
    decisions = section(summary, DECISIONS)
    assert evidence in decisions
    assert "?" not in decisions and "？" not in decisions
    assert evidence not in section(summary, OPEN)


def test_it_keeps_an_offer_the_user_declines_out_of_the_decisions():
    summary = summarize(
        [
            system(),
            user("The Vantro quote for the MOSFETs came in, is it any good?"),
            answer(
                "Vantro offers 4,000 units at $0.42 with a 6-week lead time. "
                "Want me to raise PO-7781 with Vantro for 4,000 units?"
            ),
            user("No, wait for the second quote from Kestrel first."),
        ]
    )
    assert "po-7781" not in section(summary, DECISIONS)


INSTRUCTIONS = [
    pytest.param(  # construction: the user states the new value, the agent acts on it
        [
            user("Tidewater is late again on the school job, what's the schedule impact?"),
            answer("The update forecasts substantial completion on 11 August, 18 days late."),
            user("Ask for 14 days, not 18. So substantial completion becomes August 7."),
            call("c1", name="draft_letter", kind="time extension", days=14),
            result("c1", "TER-03 drafted: 14 calendar days, completion 2026-08-07"),
        ],
        "august 7",
        id="construction-becomes",
    ),
    pytest.param(  # Chinese: 那就换 ..., and the agent places the order
        [
            user("光影的 Alexa 35 还能租到吗？"),
            answer("光影那边 21-24日 只剩一台，北辰有 Sony Venice 2，日租 ¥9,800。"),
            user("那就换北辰的 Venice 2，光影的预订取消掉。"),
            call("c1", name="rental_order", vendor="北辰", camera="Venice 2"),
            result("c1", "订单 BC-RZ-07 已创建"),
        ],
        "venice 2",
        id="zh-then-switch",
    ),
]


@pytest.mark.parametrize(("messages", "evidence"), INSTRUCTIONS)
def test_it_takes_what_the_user_states_before_the_agent_acts_as_decided(messages, evidence):
    assert evidence in section(summarize([system(), *messages]), DECISIONS)


def test_it_keeps_news_the_user_gives_before_an_instruction_as_a_fact():
    summary = summarize(
        [
            system(),
            user("Get the Q3 budget move approved."),
            answer("It needs Jonas Berg's approval as cost-centre owner of CC-4410."),
            user("Jonas Berg is on vacation until 14 June. Check who else can approve CC-4410."),
            call("c1", name="directory", query="CC-4410 approvers"),
            result("c1", "CC-4410 approvers: Jonas Berg (owner), Ruth Kessler (deputy)"),
        ]
    )
    assert "14 june" not in section(summary, DECISIONS)


def test_it_keeps_what_the_user_reports_before_a_question_as_a_fact():
    summary = summarize(
        [
            system(),
            user("Book the team offsite in Lisbon."),
            answer("Which dates?"),
            user("Marta says the venue has 40 seats. Can you check the hotel prices?"),
            call("c1", name="hotels", city="Lisbon"),
            result("c1", "Hotel Alfama: €142/night; Hotel Baixa: €128/night"),
        ]
    )
    assert "40 seats" not in section(summary, DECISIONS)


DOUBTS = [
    pytest.param(  # fraud: a finding the agent says it has not verified
        [
            user("Why did chargebacks jump in October?"),
            answer(
                "58% of fraud chargebacks come from accounts under 7 days old. Separately, "
                "1,602 chargebacks are reason 13.1 (merchandise not received); that smells "
                "like a carrier problem rather "
                "than fraud, but I haven't verified it."
            ),
        ],
        "1,602",
        id="fraud-unverified",
    ),
    pytest.param(  # vet recall: a finding, then a doubt that points back at it
        [
            user("Pull everything that got batch VD-2307C."),
            answer(
                "Batch VD-2307C: 157 rows, 143 dogs after duplicates. 6 administrations by "
                "the Eastfield outreach van (EV-2) have no batch recorded. They could be "
                "VD-2307C; I have not added them to the list."
            ),
        ],
        "ev-2",
        id="vet-points-back",
    ),
]


def test_it_keeps_a_check_the_agent_has_done_as_a_fact():
    summary = summarize(
        [
            system(),
            user("Is the backport for CVE-2027-31874 good?"),
            answer("I have verified the fix on release-2.4: all 214 tests pass on x86_64."),
        ]
    )
    assert "release-2.4" not in section(summary, OPEN)


def test_it_does_not_merge_thinking_aloud_between_tool_calls_into_an_open_issue():
    summary = summarize(
        [
            system(),
            user("Fix the crash in the tile parser."),
            call(
                "c1",
                text="parse_header() in src/tile/header.c returns NULL for 0 tiles. "
                "It might be the crash.",
                cmd="grep -n parse_header src/tile/header.c",
            ),
            result("c1", "41: tile_t *parse_header(const uint8_t *buf)"),
        ]
    )
    assert "src/tile/header.c returns null" not in section(summary, OPEN)


def test_it_keeps_a_warning_open_when_the_user_agrees_to_the_plan_beside_it():
    summary = summarize(
        [
            system(),
            user("Rotate the edge certificates, staging first."),
            answer(
                "I recommend bundle v2026.3 for all clusters. One warning: cert-manager v1.11.4 "
                "rejects spec.secretTemplate, so auto-renewal on stg-ap-1 won't work until "
                "it's upgraded."
            ),
            user("Do it."),
        ]
    )
    assert "v1.11.4" in section(summary, OPEN)
    assert "v1.11.4" not in section(summary, DECISIONS)


def test_it_does_not_merge_a_plan_with_the_question_that_asks_to_confirm_it():
    summary = summarize(
        [
            system(),
            user("Backfill the missing days of daily_orders_fact."),
            answer(
                "I'd run the backfill for 2025-03-11 to 2025-03-14 with max_active_runs 2. "
                "It writes to PROD.FACT_ORDERS, a prod table, so: OK to go?"
            ),
        ]
    )
    assert "max_active_runs 2" not in section(summary, OPEN)


@pytest.mark.parametrize(("messages", "evidence"), DOUBTS)
def test_it_files_a_finding_the_agent_doubts_as_an_open_issue(messages, evidence):
    summary = summarize([system(), *messages])
    assert evidence in section(summary, OPEN)
    assert evidence not in section(summary, FACTS)


def hotel_move(first_line: str) -> list:
    return [
        system(),
        user("A storm grounded the evening flights; find rooms for the stranded crews."),
        answer("The Ridgeline Inn block HB-88140 has 18 rooms; Cedar Court has 30 free."),
        user("Move the whole block to Cedar Court, 22 rooms so we have slack."),
        call("c1", name="hotel_portal", action="book", hotel="Cedar Court", rooms=22),
        result("c1", f"{first_line}\nhotel ack: 19:37, contact: duty manager ext 4410"),
    ]


def test_it_records_the_identifiers_a_tool_reports_for_a_decision_carried_out():
    summary = summarize(hotel_move("BOOKED block HB-88163  Cedar Court Hotel  rooms 22"))
    assert "hb-88163" in section(summary, DECISIONS)


@pytest.mark.parametrize(
    ("report", "record"),
    [
        ("招标项目已发布\n招标编号：ZB-2025-EV-003\n开标：2025-04-03 10:00", "zb-2025-ev-003"),
        ("Room block booked for the crew\nConfirmation #: HB-88163\nack 19:37", "hb-88163"),
    ],
)
def test_it_records_the_number_a_tool_gives_on_its_own_line_for_a_decision(report, record):
    # the report line names nothing; the record's number is on the next line
    summary = summarize(
        [
            system(),
            user("Two ways to run the chargers: option one or option two."),
            answer("Option two needs one 720 kW group charger; option one needs 48 posts."),
            user("按方案二，发标吧。"),
            call("c1", name="tender_issue", plan="2"),
            result("c1", report, name="tender_issue"),
        ]
    )
    assert record in section(summary, DECISIONS), summary


def test_it_drops_a_hold_the_user_later_let_go_across_a_compaction():
    first = summarize(
        [
            system(),
            user("Work the chargeback queue; fight anything over $150."),
            answer("Nine disputes are under the threshold and can be bulk accepted."),
            user("Hold the bulk accept until I've slept on it."),
            answer("OK, nothing accepted yet."),
        ]
    )
    assert "hold the bulk accept" in section(first, DECISIONS), first
    second = summarize(
        [
            user("OK, go ahead with the bulk accept on the under-threshold ones now."),
            answer("Accepted 9 disputes in batch BTCH-60215."),
        ],
        previous=first,
        first_seq=6,
    )
    assert "go ahead with the bulk accept" in section(second, DECISIONS), second
    assert "hold the bulk accept" not in second.lower(), second


def test_it_keeps_a_hold_nobody_let_go():
    summary = summarize(
        [
            system(),
            user("Draft the defence notice for the three students."),
            answer("Drafted notice N-0521 for the three defences on June 5."),
            user("Don't publish the notice until Li Guoping signs."),
            answer("Understood, N-0521 stays a draft."),
        ]
    )
    assert "until li guoping signs" in section(summary, DECISIONS), summary


def test_it_reads_a_record_given_on_one_line_of_json_as_the_decision_carried_out():
    record = '{"block_id": "HB-88163", "status": "booked", "hotel": "Cedar Court", "rooms": 22}'
    messages = hotel_move("")
    messages[-1] = result("c1", record, name="hotel_portal")
    summary = summarize(messages)
    assert "hb-88163" in section(summary, DECISIONS), summary


def test_it_lists_a_task_a_tool_created_for_the_decision_as_work_still_to_do():
    summary = summarize(
        hotel_move("task_create: created TSK-41188 'Send the crew list to Cedar Court by 21:00'")
    )
    assert "tsk-41188" in section(summary, PENDING), summary
    assert "tsk-41188" not in section(summary, DECISIONS)


@pytest.mark.parametrize(
    ("name", "output"),
    [
        ("task_create", "Created TD-4406: ATA carnet - stamped goods list and bank guarantee"),
        (
            "tasks",
            "已创建 2 条待办（项目 MKT-07）：\n"
            "  TD-4406  ATA 补材料：盖章货物清单、银行保函 ¥96,300，4 月 3 日前\n"
            "  TD-4409  展商证注册 4 人，5 月 31 日前",
        ),
    ],
)
def test_it_lists_each_task_a_todo_tool_created_as_pending(name, output):
    summary = summarize(
        [
            system(),
            user("Put everything still open into to-dos with owners and dates."),
            call("c1", name=name, project="MKT-07"),
            result("c1", output + "\nx86_64 runner used: eu-west pool", name=name),
            answer("Done, the to-dos are in."),
        ]
    )
    assert "td-4406" in section(summary, PENDING), summary
    # a lower-case word with digits is no task id
    assert "x86_64" not in section(summary, PENDING), summary


def test_it_lists_a_task_whose_title_only_the_call_gave_as_pending():
    # the tool answers with the id alone; the call said what the task is
    summary = summarize(
        [
            system(),
            user("Put the re-consent visit on Jasmine's list."),
            call(
                "c1",
                name="task_create",
                title="Re-consent 114-006 on the current ICF at the Week 36 visit",
                assignee="jasmine.ortiz",
                due="2026-03-11",
            ),
            result("c1", "OK task TSK-22817 created, reminders on", name="task_create"),
            answer("Added."),
        ]
    )
    pending = section(summary, PENDING)
    assert "tsk-22817" in pending and "re-consent 114-006" in pending, summary
    assert "2026-03-11" in pending and "jasmine.ortiz" in pending


@pytest.mark.parametrize("output", ["[" * 19_000 + "]" * 19_000, '[{"id": "FB-1", "title": '])
def test_it_summarizes_a_task_tool_whose_output_is_broken_or_deeply_nested_json(output):
    summary = summarize(
        [
            system(),
            user("Make the tasks for the move."),
            call("c1", name="tasks_create", project="MOVE"),
            result("c1", output, name="tasks_create"),
            answer("Done."),
        ]
    )
    assert "Make the tasks for the move." in summary


def test_it_lists_the_tasks_of_a_json_batch_once_each_as_pending():
    summary = summarize(
        [
            system(),
            user("Plan the food bank's warehouse move."),
            answer("Two sites fit: Ridgeline (lease v4 ready) and Harbor Point."),
            user("Go with Ridgeline and make tasks for the move."),
            call("c1", name="tasks_create", project="WAREHOUSE-MOVE"),
            result(
                "c1",
                "POST /projects/WAREHOUSE-MOVE/tasks (batch) -> 201 Created\n"
                '[{"id": "FB-301", "title": "Submit the SEFIG-2025-0381 grant", '
                '"assignee": "Tom Becker", "due": "2025-08-15"}, '
                '{"id": "FB-302", "title": "Get lease v4 signed via DocuSign", '
                '"assignee": "Dana Okafor", "due": "2025-07-14"}]',
                name="tasks_create",
            ),
            answer("Both tasks are in."),
        ]
    )
    pending = section(summary, PENDING)
    assert "fb-301: submit the sefig-2025-0381 grant (due 2025-08-15, tom becker)" in pending
    assert "fb-302" in pending
    # read once as the tasks it made, not again as the decision carried out
    assert "fb-30" not in section(summary, DECISIONS), summary
    assert summary.lower().count("fb-302") == 1, summary


@pytest.mark.parametrize(
    ("text", "role", "section"),
    [
        ("Let's cap the refund at $500 per order.", "user", DECISIONS),
        ("Let's check the logs first.", "user", FACTS),
        ("Now let's understand the expiry job itself.", "model", FACTS),
        ("Waiting on Legal to return the MSA-2291 redline.", "model", PENDING),
        ("Still need the signed W-9 from Kestrel Supply.", "model", PENDING),
        ("I'll take option C.", "user", DECISIONS),
        ("那就 10 月 8 号开业。", "user", DECISIONS),
        ("算了，那就不复核了，拖一个月车都修不了。", "user", DECISIONS),  # giving in, then choosing
        ("当时交警明明说对方左转不让直行。", "user", FACTS),  # 不让: did not give way
        ("质保金……算了，质保金不要了，履约保证金收2%。", "user", DECISIONS),  # 不要了: dropped
        ("问卷别超过5道题，家长没耐心。", "user", DECISIONS),  # the thing, then don't
        ("特别注意：区别在于温度。", "user", FACTS),  # 特别, 区别 hold the character
        ("Pending: the DPO's approval of the extension letters.", "model", PENDING),
        ("Reminder set: call Clearwater at 09:00 on Aug 26 to verify the wire.", "model", PENDING),
        ("We haven't heard back from the landlord about the HVAC unit.", "model", OPEN),
        ("I'll send the revised draft to Tom tomorrow.", "user", PENDING),
        ("The insurer may reject the claim if the photos are missing.", "model", OPEN),
        ("I couldn't find the signed NDA in the shared drive.", "model", OPEN),
        ("The numbers don't add up: finance shows 412 staff, HR shows 410.", "model", OPEN),
        ("Dana and Rosa both want the Steinway.", "model", OPEN),
        ("If the appraisal comes in low, we'd need another $8,000 in cash.", "model", OPEN),
        ("两家的报价口径不一致，需要核实。", "model", OPEN),
        ("The signed lease goes to Facilities once Rosa countersigns.", "model", PENDING),
        ("We owe the customer a written apology by Monday.", "model", PENDING),
        ("Per your call, the launch is on 21 May.", "model", DECISIONS),
        ("按您的意思，签华腾的补充协议。", "model", DECISIONS),
        ("Kestrel's quote Q-77 is $17,450 including freight.", "model", FACTS),
        # a doubt set aside ("rather than guess") is no doubt
        ("I read the totals from the ledger rather than guess them.", "model", FACTS),
        ("Measure the p99 on staging instead of assuming it.", "model", FACTS),
        # a deadline on what is owed, the date said short or with figures
        ("TSK-8812: read Teresa the quote back, due Thu March 13, 5 p.m.", "model", PENDING),
        ("第二期款 ¥107,604，2025-09-18 前付清。", "model", PENDING),
        ("10/8 前把大纲和第 6 周教学设计发给张建国。", "model", PENDING),
        ("10-08 之前每天都在 37.6%-39.2%。", "model", FACTS),  # what was so before a day
    ],
)
def test_it_reads_what_a_short_sentence_does_by_who_says_it(text, role, section):
    from compaction.engine.extractive import cues

    assert cues.classify(text, role) == section


@pytest.mark.parametrize(
    ("text", "pending"),
    [
        ("Task TSK-41188: send Ingrid the agenda by Thu 14 Nov 12:00 CET.", True),
        ("PAY-4418 — evaluate tenacity 9.x (split out per Marcus), assigned to Priya.", True),
        ("PAY-4418 — fixed and merged, assigned to Priya.", False),
        ("Task runner v2.3 was rolled out to all pods.", False),
    ],
)
def test_it_takes_a_work_item_named_with_its_owner_as_pending(text, pending):
    from compaction.engine.extractive import cues

    assert (cues.classify(text, "model") == PENDING) is pending


@pytest.mark.parametrize(
    ("pick", "report", "evidence"),
    [
        (
            "改吧。",
            "已改：卸货预约改为 LB-20251017-011（10月17日上午，3号月台）。",
            "LB-20251017-011",
        ),
        ("yes, do it.", "Done: deck DK-2291 built on the narrative outline, 7 slides.", "DK-2291"),
    ],
)
def test_it_takes_the_report_after_a_pick_in_a_few_words_as_the_decision(pick, report, evidence):
    # the pick names nothing its report could repeat: the report says what was decided
    summary = summarize(
        [
            system(),
            user("Unloading slot LB-20251014-027 is Oct 14; the printer now delivers Oct 17."),
            answer("Shall I move the unloading slot to Oct 17, or build the deck first?"),
            user(pick),
            call("c1", name="slot_update", slot="LB-20251014-027"),
            result("c1", "ok", name="slot_update"),
            answer(report),
        ]
    )
    assert evidence.lower() in section(summary, DECISIONS), summary


LOG = "2026-11-27T20:00:16.795Z INFO  [checkout-svc] seat hold created hold_0c1cda06 ttl=480s"


@pytest.mark.parametrize(
    ("said", "output", "evidence"),
    [
        pytest.param(
            "Checkout looks stable. Raise admission to 900.",
            f"{LOG}\nconfig-svc: queue.admit_per_min event/EVT-88213 600 -> 900 (rev 4483)\n{LOG}",
            "rev 4483",
            id="config-arrow-among-logs",
        ),
        pytest.param(
            "Do the fix forward on prod-us-2 with the v2026.3 bundle.",
            f"{LOG}\n[main 3c5e0fd] prod-us-2: ca-bundle v2026.3, full chain in tls.crt",
            "3c5e0fd",
            id="git-commit",
        ),
        pytest.param(
            "Don't split it, send it to Song Li'an for approval.",
            f"{LOG}\napproval AP-2026-11-04471 submitted approver=Song amount=79502.00",
            "ap-2026-11-04471",
            id="submitted-mid-line",
        ),
    ],
)
def test_it_finds_a_tool_report_of_the_decision_among_log_lines(said, output, evidence):
    summary = summarize(
        [
            system(),
            user("The onsale is melting down, keep me posted."),
            answer("Payments recovered after the failover; what next?"),
            user(said),
            call("c1", name="ops", cmd="apply"),
            result("c1", output),
        ]
    )
    assert evidence in section(summary, DECISIONS)


def test_it_writes_a_json_field_a_tool_reports_for_the_decision_as_plain_words():
    summary = summarize(
        hotel_move('{\n  "booking_id": "HB-88163",\n  "status": "confirmed",\n  "rooms": 22\n}')
    )
    decided = section(summary, DECISIONS)
    assert "booking_id: hb-88163" in decided, summary
    assert '"' not in decided, summary


def test_it_keeps_a_tool_report_of_something_undone_out_of_the_decisions():
    summary = summarize(hotel_move("CANCELLED HB-88140 (Ridgeline Inn, 18 rooms)"))
    assert "18 rooms" not in section(summary, DECISIONS)


@pytest.mark.parametrize(
    ("first_line", "noise"),
    [
        pytest.param("passed ci / linux-arm64-gcc12 14m02s", "arm64", id="test-result"),
        pytest.param("CONFLICT (content): Merge conflict in src/rooms.c", "rooms.c", id="conflict"),
        pytest.param("RATE SHEET - HB-2290 rev4", "hb-2290", id="caps-title"),
        pytest.param("Lakeside Lodge: not booked (full on the 14th)", "lakeside", id="negated"),
        pytest.param("rooms booked/night | 1,204 | 1,187 | 1,190", "1,204", id="table-row"),
        pytest.param("block->rooms += 22;", "block->rooms", id="code"),
        pytest.param(
            '  "id": "RM-4410",\n  "id": "RM-4411",\n  "id": "RM-4412",', "rm-4410", id="listing"
        ),
        pytest.param(
            "sent <4f1c9a77e0b2@mail.cedar-court.example>", "4f1c9a77e0b2", id="bare-sent"
        ),
        pytest.param(
            "ok  \tgithub.com/crewops/hotels/internal/config\t0.014s", "0.014s", id="go-test-ok"
        ),
        pytest.param("[rooms_report] dedup -> 1,611 unique rows", "1,611", id="logger-tag"),
        pytest.param("Fixed in: github.com/hollowbyte/pdfmerge@v1.6.5", "v1.6.5", id="advisory"),
        pytest.param(
            "Estimated completion: 17:30 same day, rolls to 2024-10-17 08:00 if late",
            "2024-10-17",
            id="estimate-field",
        ),
        pytest.param(
            "Started: 2026-03-16 11:30 UTC Duration: 53m; rooms synced", "11:30", id="timestamp"
        ),
        pytest.param(
            "and writes into an unmounted share -> zero-length files on remount",
            "zero-length",
            id="wrapped-prose",
        ),
        pytest.param("f4876ba2c cpark merge main -> release/2.4", "f4876ba2c", id="commit-log"),
    ],
)
def test_it_takes_no_reading_or_listing_a_tool_printed_for_the_decision(first_line, noise):
    summary = summarize(hotel_move(first_line))
    assert noise not in section(summary, DECISIONS)


@pytest.mark.parametrize(
    "tool",
    [
        "web_fetch",
        "gmail_search",
        "drive_read",
        "kisi_export",
        "crash_symbolicate",
        "cost_estimate",
    ],
)
def test_it_takes_nothing_a_reading_tool_printed_as_the_decision_carried_out(tool):
    summary = summarize(
        [
            system(),
            user("Ray says the comps are fair. Is he the landlord's agent?"),
            answer("I can check the building's leasing page if you like."),
            user("Yes check it. Ray is out, we go with Alana at Cobalt."),
            call("c1", name=tool, url="https://harborpoint220.example/leasing"),
            result(
                "c1",
                "GET https://harborpoint220.example/leasing -> 200 (text/html, 38 kB)",
                name=tool,
            ),
        ]
    )
    assert "38 kb" not in section(summary, DECISIONS)


def test_it_takes_the_record_of_a_writing_tool_named_after_what_it_writes():
    # "status" is what update_status writes, not a reading of it
    messages = hotel_move("BOOKED block HB-88163  Cedar Court Hotel  rooms 22")
    messages[-1] = result(
        "c1", "BOOKED block HB-88163  Cedar Court Hotel  rooms 22", name="update_status"
    )
    assert "hb-88163" in section(summarize(messages), DECISIONS)


def test_it_takes_a_field_shown_with_the_value_it_replaced_as_the_change_made():
    summary = summarize(
        [
            system(),
            user("Surge ward 7B runs 16-22 Jan on the CareLink agency booking CL-BK-448210."),
            answer("CL-BK-448210 covers 2 RN + 2 HCA per shift for 16-22 Jan."),
            user("The CEO wants 7B kept open to 26 Jan. Extend the agency booking to the 26th."),
            call("c1", name="agency_amend", booking_ref="CL-BK-448210"),
            result(
                "c1",
                "CareLink Nursing — booking\nUnfilled: HCA N 20/01 x1, HCA D 25/01 x1\n"
                "Period: 16-26 Jan 2025 (was 16-22 Jan 2025)",
            ),
        ]
    )
    decided = section(summary, DECISIONS)
    assert "period: 16-26 jan 2025" in decided, summary
    assert "unfilled" not in decided, summary


def test_it_takes_no_entry_a_tool_lists_as_done_before_as_the_decision():
    summary = summarize(
        [
            system(),
            user("Ward 7B opens on Thursday instead of Wednesday."),
            answer("Shall I log the new opening date on the incident INC-2025-0117?"),
            user("Yes, log it."),
            call("c1", name="incident_log", incident="INC-2025-0117", action="append"),
            result(
                "c1",
                "Incident log INC-2025-0117\nPrevious entries:\n"
                "  #1 06:00 N. Ferreira  OPEL 4 declared, 6 ambulances held\n"
                "  #2 06:40 N. Ferreira  full capacity protocol enacted",
            ),
        ]
    )
    assert "ambulances held" not in section(summary, DECISIONS), summary


def test_it_keeps_what_a_tool_did_and_drops_what_it_undid_from_one_report():
    summary = summarize(
        [
            system(),
            user("Lindqvist fails the rest check on P-4471, who else can fly it?"),
            answer("Adeyemi is on reserve and legal for P-4471."),
            user("Fine, Adeyemi on 4471 instead, release Lindqvist's hold."),
            call("c1", name="roster_hold", release="HLD-20411", hold="P-4471"),
            result("c1", "released HLD-20411 (R. Lindqvist)\nHLD-20417 P-4471 CPT M. Adeyemi held"),
        ]
    )
    decisions = section(summary, DECISIONS)
    assert "hld-20417" in decisions
    assert "hld-20411" not in decisions


def test_it_takes_no_tool_report_as_a_decision_when_nobody_decided_anything():
    summary = summarize(
        [
            system(),
            user("Which hotels near the airport have crew rates?"),
            call("c1", name="hotel_portal", action="search"),
            result("c1", "BOOKED block HB-77001 Station Court rooms 8 (existing)"),
        ]
    )
    assert "hb-77001" not in section(summary, DECISIONS)


@pytest.mark.parametrize(("messages", "chosen", "not_chosen"), CHOICES)
def test_it_records_the_option_the_user_picks_as_a_decision_with_its_value(
    messages, chosen, not_chosen
):
    decisions = section(summarize([system(), *messages]), DECISIONS)
    assert chosen.lower() in decisions
    assert not_chosen.lower() not in decisions


@pytest.mark.parametrize(
    ("messages", "evidence"),
    [
        pytest.param(  # finance: an approval with a condition, read from a ticket
            [
                user("Did controlling approve the budget move for the trade fair?"),
                call("c1", name="ticket", id="FIN-2290"),
                result(
                    "c1",
                    "FIN-2290\nstatus: Approved\napproved_by: Ruth Kessler\n"
                    "comment: ok, but book it on cost centre CC-4410",
                    name="ticket",
                ),
                answer("Ruth Kessler approved FIN-2290, on the condition that it goes on CC-4410."),
            ],
            "cc-4410",
            id="finance-approval-reported",
        ),
        pytest.param(  # code: a reviewer's approval
            [
                user("Where is the migration PR?"),
                answer(
                    "Priyanka approved PR #918 with one request: keep the old column until v4.2."
                ),
            ],
            "#918",
            id="code-approval-reported",
        ),
        pytest.param(  # travel: the user sets a value without any decision word
            [
                user("The client dinner is on the 14th."),
                answer("Booked a table for eight at Brasserie Lune on the 14th, 19:30."),
                user("Move the dinner to 20:15, the flight lands late."),
            ],
            "20:15",
            id="travel-set-value",
        ),
        pytest.param(  # legal: an approval said without its subject
            [
                user("Get the supplier NDA signed this week."),
                answer("Sent the redline of the NDA to counsel."),
                user(
                    "Counsel read the NDA redline. Approved, but strike the non-solicit clause 7.3."
                ),
            ],
            "7.3",
            id="legal-subjectless-approval",
        ),
        pytest.param(  # Chinese: the user moves a date
            [
                user("培训安排在周三。"),
                answer("好的，培训定在周三下午，会议室 B302。"),
                user("讲师临时有事，改到周五上午。"),
            ],
            "周五上午",
            id="zh-moved",
        ),
    ],
)
def test_it_puts_decisions_said_indirectly_in_decisions(messages, evidence):
    assert evidence in section(summarize([system(), *messages]), DECISIONS)


def test_it_lists_an_action_item_table_under_pending_actions():
    summary = summarize(
        [
            system(),
            user("Summarise the follow-ups from the outage review."),
            answer(
                "| Action | Owner | Ticket | Due |\n|---|---|---|---|\n"
                "| Add a disk-pressure alert | Ops (Ravi) | OPS-1182 | 2025-05-02 |\n"
                "| Document the failover runbook | Lea | OPS-1183 | 2025-05-09 |"
            ),
        ]
    )
    pending = section(summary, PENDING)
    assert "ops-1182" in pending and "ops-1183" in pending


def test_it_keeps_a_question_sent_off_for_an_answer_as_pending():
    summary = summarize(
        [
            system(),
            user("Does the invoice-batch job still need the legacy queue?"),
            answer(
                "I've posted in #fin-platform asking Lars whether invoice-batch still reads legacy-q."
            ),
        ]
    )
    assert "legacy-q" in section(summary, PENDING) + section(summary, OPEN)


RESOLVED = [
    pytest.param(  # procurement: "raise the PO" done, reported in a tool's output
        [
            user("Raise the purchase order for the 12 chairs once Nadia approves the quote."),
            answer(
                "Will raise the purchase order for the chairs (quote Q-5512) as soon as Nadia approves."
            ),
            user("Nadia approved Q-5512 this morning."),
            call("c1", name="erp", action="po_create", quote="Q-5512"),
            result("c1", "PO-9071 raised for quote Q-5512\nstatus: sent to vendor", name="erp"),
        ],
        "q-5512",
        PENDING,
        id="procurement-po-raised-in-tool-output",
    ),
    pytest.param(  # support: "send the refund confirmation" -> "sent"
        [
            user("Customer C-7781 wants proof of the refund."),
            answer("I need to send the refund confirmation for RF-3310 to C-7781 today."),
            answer("Sent the refund confirmation for RF-3310 to the customer's email."),
        ],
        "rf-3310",
        PENDING,
        id="support-sent",
    ),
    pytest.param(  # data: an open question whose subject gets confirmed
        [
            user("The nightly export to the partner looks empty."),
            answer(
                "Unclear whether the partner export job exp-nightly ran on the empty partition."
            ),
            user(
                "Checked with the partner: exp-nightly did run on the empty partition, they received 0 rows."
            ),
        ],
        "exp-nightly",
        OPEN,
        id="data-answered",
    ),
    pytest.param(  # Chinese: a pending confirmation done
        [
            user("跟酒店确认一下早餐是否包含在房价里。"),
            answer("需要跟溪谷酒店确认早餐是否包含在房价 HT-8821 里，我今天下午打电话。"),
            answer("已确认：溪谷酒店 HT-8821 的房价包含早餐。"),
        ],
        "ht-8821",
        PENDING,
        id="zh-confirmed",
    ),
]


@pytest.mark.parametrize(("messages", "term", "left"), RESOLVED)
def test_it_moves_work_out_of_its_section_once_it_is_done_or_answered(messages, term, left):
    summary = summarize([system(), *messages])
    assert term not in section(summary, left)
    for line in parse_sections(summary).get(FACTS, []):
        if line.startswith("(was "):
            assert marks_history(line)


STILL_OPEN = [
    pytest.param(  # a related report does not answer the question
        [
            user("Is per-line rounding acceptable for the Austrian entity AT01?"),
            answer(
                "Whether per-line rounding is acceptable for AT01 is a question for the tax team."
            ),
            answer("Pushed 7c1e2f0: the rounding note is in the totals docstring."),
        ],
        "at01",
        OPEN,
        id="related-report",
    ),
    pytest.param(  # the person named again is not the work done
        [
            user("Who signs off the June invoices?"),
            answer("Hanna Berg signs off the changed June invoices by Friday July 12."),
            answer("Sent the June diff (1,204 invoices) to Hanna Berg."),
        ],
        "july 12",
        PENDING,
        id="same-person",
    ),
]


@pytest.mark.parametrize(("messages", "term", "kept"), STILL_OPEN)
def test_it_keeps_work_that_a_later_message_only_mentions(messages, term, kept):
    assert term in section(summarize([system(), *messages]), kept)


def test_it_carries_an_unresolved_pending_action_over_a_later_compaction():
    first = summarize(
        [
            system(),
            user("Ask facilities to book the Oslo room for the workshop."),
            answer("Facilities (Mona) will book room OSL-4B for the workshop by Thursday."),
        ]
    )
    assert "osl-4b" in section(first, PENDING)
    second = summarize(
        [
            user("Any news on the agenda draft?"),
            answer("The agenda draft v2 is in the shared folder."),
        ],
        previous=first,
        first_seq=10,
    )
    assert "osl-4b" in section(second, PENDING)
    third = summarize(
        [answer("Mona booked OSL-4B for Thursday 09:00-17:00.")], previous=second, first_seq=20
    )
    assert "osl-4b" not in section(third, PENDING)


def test_it_takes_the_report_of_carrying_out_a_decision_as_the_decision():
    summary = summarize(
        [
            system(),
            user("Checkout calls to the fraud service hang for 15 s."),
            answer(
                "FraudClient has timeout 5000 and 2 retries; one slow call holds a worker 15 s."
            ),
            user("Go with 800ms and no retries."),
            answer(
                "Done: FraudClient.java now has timeout = 800ms, retries = 0, committed as 3fd9a1c."
            ),
        ]
    )
    assert "3fd9a1c" in section(summary, DECISIONS)


def test_it_takes_what_follows_a_bare_sent_as_the_report_of_the_decision_carried_out():
    summary = summarize(
        [
            system(),
            user("Harrowfield has room for step-down patients this week."),
            answer("Ten of ours qualify; we can send 6 on Wednesday and 4 on Thursday."),
            user("Do that. Email Tom Reilly the transfer request."),
            answer("Sent. Transfer request TR-HCH-0115 to Tom Reilly: 6 for Wed, 4 for Thu."),
        ]
    )
    assert "tr-hch-0115" in section(summary, DECISIONS)


def test_it_takes_the_report_of_doing_what_the_user_told_it_as_a_decision():
    # "If it can't, book two taxis" is an instruction, not yet a decision; the booking the
    # model then reports is the decision carried out
    summary = summarize(
        [
            system(),
            user("A storm grounded the evening flights; the P-4471 crew reports at 05:05."),
            answer("Cedar Court's first shuttle is at 04:45, too late for a 05:05 report."),
            user("Ask whether the shuttle can go earlier. If it can't, book two taxis at 04:15."),
            answer("Cedar Court says no earlier run, so I'm booking the taxis."),
            answer("Booked GT-51904: two Kestrel Cabs taxis at 04:15 from Cedar Court."),
        ]
    )
    assert "gt-51904" in section(summary, DECISIONS)


def test_it_takes_the_report_of_carrying_out_an_offer_the_user_accepted_as_the_decision():
    # "Want me to run it?" names nothing: the sentence before says what "it" is, and the
    # report of running it is the decision carried out
    summary = summarize(
        [
            system(),
            user("Card auths fail since 19:20. If the processor is down we switch to the backup."),
            answer(
                "Payline's status page shows a major outage (incident pl-inc-5521). Runbook "
                "RB-ROUTE-3 moves the gateway's primary route to Tessera. Want me to run it?"
            ),
            user("Yes, go ahead."),
            call("c1", "runbook", id="RB-ROUTE-3", action="execute"),
            result("c1", "run rr-77c1 finished", name="runbook"),
            answer(
                "Switch done at 19:42: the gateway's primary route is now Tessera (run rr-77c1)."
            ),
        ]
    )
    assert "rr-77c1" in section(summary, DECISIONS), summary
    assert "rb-route-3" in section(summary, DECISIONS), summary


def test_it_keeps_the_sentence_before_an_offer_that_names_its_own_object_a_fact():
    summary = summarize(
        [
            system(),
            user("Book the Lisbon trip for Ana, Oct 3-6."),
            answer(
                "The policy caps Lisbon hotels at EUR 180 per night under TP-2025. "
                "Shall I book Hotel Baixa Azul for EUR 165 per night?"
            ),
            user("Yes."),
        ]
    )
    assert "tp-2025" in section(summary, FACTS), summary


def test_it_keeps_news_of_someone_elses_change_a_fact_not_a_decision():
    summary = summarize(
        [
            system(),
            user("Track the vendor's fix for the SSO outage."),
            answer("Vendor ticket VX-220 says the fix ships Tuesday."),
            user("Their support just emailed: the fix moved to Thursday 14:00."),
        ]
    )
    assert "thursday" not in section(summary, DECISIONS)
    assert "thursday" in section(summary, FACTS)


def test_it_keeps_the_users_reply_that_picks_an_option_with_the_decision():
    summary = summarize([system(), *CHOICES[0].values[0]])
    assert "she prefers receipts" in section(summary, DECISIONS)


def test_it_keeps_a_question_the_model_could_not_answer_as_open():
    summary = summarize(
        [
            system(),
            user("Migrate the billing cron jobs to the new scheduler."),
            answer("Moved 11 of the 12 jobs; invoice-batch is the last one."),
            user("Does invoice-batch still read the legacy queue legacy-q?"),
            answer(
                "I can't tell from here: invoice-batch has no config for legacy-q in this repo."
            ),
        ]
    )
    assert "still read the legacy queue" in section(summary, OPEN)  # the question itself


def test_it_lists_work_put_off_until_something_happens_as_pending():
    summary = summarize(
        [
            system(),
            user("Brightline wants the root-cause report for INC-7731."),
            answer("The RCA for INC-7731 is owned by Daniel and due Friday."),
            user("Once Daniel publishes the RCA, make sure it goes to Brightline's ops lead."),
        ]
    )
    assert "brightline's ops lead" in section(summary, PENDING)


@pytest.mark.parametrize(
    ("said", "evidence"),
    [
        pytest.param("华康那张 PO-118 等药事会通过再提。", "po-118", id="zh-wait-then-do"),
        pytest.param("研究生英语 GE5001 的范围我去问研究生院。", "ge5001", id="zh-i-will-ask"),
    ],
)
def test_it_lists_what_the_user_puts_off_or_takes_on_in_chinese_as_pending(said, evidence):
    summary = summarize(
        [
            system(),
            user("两张采购单和课程范围的事，现在什么情况？"),
            answer("PO-118 和 PO-119 都是草稿，没提交；GE5001 是否迁移还没定。"),
            user(said),
        ]
    )
    assert evidence in section(summary, PENDING)


def test_it_lists_a_next_step_the_agent_commits_to_despite_the_hedge_behind_it():
    summary = summarize(
        [
            system(),
            user("Refund every duplicate capture from tonight's onsale."),
            answer(
                "Refund batch REF-BATCH-0412 submitted: 1,873 items. PayStream refunds may be "
                "slow while they are degraded, so I will check tomorrow that the 1,790 "
                "PayStream items settled."
            ),
        ]
    )
    assert "1,790" in section(summary, PENDING)


def test_it_does_not_take_a_listed_item_the_user_only_mentions_as_chosen():
    summary = summarize(
        [
            system(),
            user("Pull Mara's itinerary for the Lisbon trip."),
            answer(
                "Current itinerary:\n- Jun 3: TP 579 Frankfurt -> Lisbon, dep 18:40.\n"
                "- Jun 3-6: Hotel Alfama Rio, LX-88120.\n- Jun 6: TP 576 Lisbon -> Frankfurt."
            ),
            user("Shorten the Alfama Rio stay by one night, her workshop got shorter."),
        ]
    )
    assert "lx-88120" not in section(summary, DECISIONS)  # changed, not chosen as it was


IMPERATIVES = [
    pytest.param(  # incident review: a verb no cue list names, then its object
        [
            user("Write the review of the outage; it is filed as SEV-3."),
            answer("2,304 checkout orders failed during the outage."),
            user("Reclassify it as SEV-2."),
        ],
        "sev-2",
        id="reclassify-it",
    ),
    pytest.param(  # clinical data: "<verb> to <value>"
        [
            user("Which dictionary version is the adverse-event dataset coded with?"),
            answer("It is coded with MedDRA 26.1, not the 27.0 the analysis plan asks for."),
            user("Recode to 27.0 then, the plan wins."),
        ],
        "27.0",
        id="recode-to",
    ),
    pytest.param(  # Chinese: a verb with its result and the new value
        [
            user("实例容量够不够？"),
            answer("实例 r-bp1x9k2 是 4 分片，共 256 GB。"),
            user("太紧了。升到 8 分片。"),
        ],
        "8 分片",
        id="zh-resultative",
    ),
]


@pytest.mark.parametrize(("messages", "evidence"), IMPERATIVES)
def test_it_takes_an_imperative_by_its_shape_as_a_decision(messages, evidence):
    summary = summarize([system(), *messages])
    assert evidence in section(summary, DECISIONS), summary


@pytest.mark.parametrize(
    "text",
    [
        "Legal also needs to sign off the addendum.",
        "Delivery 6 days from the order.",
        "Budget for Q3 is 2M.",
        "Ask them about the warranty.",
    ],
)
def test_it_does_not_take_a_subject_first_sentence_for_an_imperative(text):
    from compaction.engine.extractive import cues

    assert not cues.is_imperative_by_shape(text)


YES_NO_ANSWERED = [
    pytest.param(  # Chinese support: 是否 + the verb, answered with no identifier
        [
            user("客户投诉晚到 6 天，先按合同给方案。"),
            answer("方案一按合同赔 1,440 元。客户是否接受这个方案还要等回复。"),
            user("客户刚回复，接受 2,400 元加运费券的方案。"),
        ],
        "是否接受",
        id="zh-shifou",
    ),
    pytest.param(  # English: "whether" + subject and verb, answered by a statement of it
        [
            user("Draft the renewal notice for the Hafen office lease."),
            answer("Open question: whether the landlord accepts a 9-month notice period."),
            user("Their agent says the landlord accepts the 9-month notice period."),
        ],
        "whether the landlord",
        id="en-whether",
    ),
]


@pytest.mark.parametrize(("messages", "question"), YES_NO_ANSWERED)
def test_it_takes_a_yes_no_question_out_of_open_issues_once_a_statement_answers_it(
    messages, question
):
    summary = summarize([system(), *messages])
    assert question not in section(summary, OPEN), summary


def test_it_keeps_a_yes_no_question_open_when_the_later_message_passes_it_on():
    summary = summarize(
        [
            system(),
            user("首日库存够不够？"),
            answer("首日可能不够；在途那批能不能提前到仓还不确定。"),
            user("让孙悦 6月9日 前确认在途库存能否提前到仓。"),
        ]
    )
    assert "能不能提前到仓" in section(summary, OPEN), summary


PLACED = [
    pytest.param(  # a rule the user's side sets for itself: "we ... only after ..."
        [
            user("The express checkout flag crashed the app; it is off now."),
            answer("Build 4480 with the fix is on TestFlight."),
            user("And we turn apple_pay_express back on only after 6.12.2 reaches 50% of users."),
        ],
        DECISIONS,
        "50% of users",
        id="we-only-after",
    ),
    pytest.param(  # someone agreeing with the user's choice
        [
            user("Site 117 had monitoring findings; should we keep it in the interim data?"),
            answer("Options: keep site 117 with a footnote, or leave it out until the visit."),
            user("Statistician agrees with me: 117 stays out until the follow-up visit."),
        ],
        DECISIONS,
        "117 stays out",
        id="agrees-with-me",
    ),
    pytest.param(  # someone else still at it, the answer expected by a date
        [
            user("Where is the data-processing addendum?"),
            answer("Legal is reviewing Annex 3 and expects to answer by 20 June."),
        ],
        OPEN,
        "annex 3",
        id="still-reviewing",
    ),
    pytest.param(  # Chinese: a date, the modal 要, and who does it
        [
            user("切换窗口定了吗？"),
            answer("切换窗口是 6月28日 凌晨 2 点。"),
            user("切换前 6月27日 要通知所有业务方冻结发布，这个你来发。"),
        ],
        PENDING,
        "6月27日",
        id="zh-date-modal",
    ),
    pytest.param(  # Chinese: the model reporting it carried out the user's change (已升到)
        [
            user("实例容量够不够？"),
            answer("实例 r-bp1x9k2 是 4 分片，共 256 GB。"),
            user("太紧了，升到 8 分片。"),
            call("c1", "cloud", text="变配。"),
            result("c1", "变配完成\n"),
            answer("r-bp1x9k2 已升到 8 分片，共 512 GB。"),
        ],
        DECISIONS,
        "512 gb",
        id="zh-carried-out",
    ),
    pytest.param(  # an owner and a due date on work not done yet
        [
            user("Who writes the incident review?"),
            answer("Review RV-88 now belongs to Ines Moura, due 2027-01-14."),
        ],
        PENDING,
        "rv-88",
        id="owner-due-date",
    ),
    pytest.param(  # work that must happen before a date
        [
            user("Where is the purchase order?"),
            answer("The supplier form is missing, and the order must go out before Jan 9."),
        ],
        PENDING,
        "before jan 9",
        id="must-before-date",
    ),
    pytest.param(  # Chinese: someone has to attend
        [
            user("培训谁去？"),
            answer("1月8日 下午有消防培训，新来的赵老师要参加。"),
        ],
        PENDING,
        "赵老师要参加",
        id="zh-must-attend",
    ),
    pytest.param(  # a report's inline label names what the item is
        [
            user("What did the port authority say?"),
            answer(
                "Harbour office replied:\n\n- Berth B2 is confirmed for 14 May.\n"
                "- New risk: the dredging contractor Vosmar is short of crews in May."
            ),
        ],
        OPEN,
        "vosmar",
        id="inline-risk-label",
    ),
    pytest.param(  # said outright that it is not known yet
        [
            user("Is the customs fee settled?"),
            answer("The broker filed entry CE-5521. No fee or date known yet for it."),
        ],
        OPEN,
        "no fee or date known yet",
        id="not-known-yet",
    ),
    pytest.param(  # Chinese: saying how others are to proceed is a decision, not a task
        [
            user("那 12 台超过保修期的怎么处理？"),
            answer("这 12 台购买已超过 24 个月，按条款不在保修范围内。"),
            user("超保的那 12 台不退不换，让他们走付费维修。"),
        ],
        DECISIONS,
        "走付费维修",
        id="zh-let-them-proceed",
    ),
    pytest.param(  # ... while a task handed to someone, with what to deliver, is pending
        [
            user("照片谁来核？"),
            answer("客户发来 12 张破损照片，编号 PH-301 到 PH-312。"),
            user("让质检的何芸对一下照片再说。"),
        ],
        PENDING,
        "何芸",
        id="zh-handed-over",
    ),
    pytest.param(  # a tool's output saying what is still owed, and by when
        [
            user("Did the harbour office approve the new shooting dates?"),
            call("c1", "mail", text="Checking the permit mailbox."),
            result(
                "c1",
                "2027-10-08T10:15:02Z INFO [mail] req=8f1c2d sync ok dur=12ms\n"
                "Permit PZ-118 moved to 21-23 October. Please pay the change fee of EUR 300 "
                "by 11 October. Berth A stays closed on the 24th.\n"
                "2027-10-08T10:15:09Z INFO [mail] req=9a0b11 pending routed dur=40ms\n",
            ),
            answer("Approved: PZ-118 now runs 21-23 October."),
        ],
        PENDING,
        "change fee of eur 300",
        id="owed-in-tool-output",
    ),
    pytest.param(  # Chinese: 请于 … 前 in a tool's output
        [
            user("港务局批了吗？"),
            call("c1", "portal", text="查一下申请。"),
            result("c1", "申请号 BG-0457 状态: 已批准\n变更费 ¥3,000 请于 10月11日 前缴纳\n"),
            answer("批了，拍摄日期改为 21-23日。"),
        ],
        PENDING,
        "请于 10月11日 前缴纳",
        id="zh-owed-in-tool-output",
    ),
    pytest.param(  # a bare field owed ("expires: ..."), with the line that says what expires
        [
            user("Is the TestFlight build out to the testers?"),
            call("c1", "testflight", text="Checking the build."),
            result(
                "c1",
                "Build 1190 (4.2.0) processed, in group Fernleaf QA\n"
                "  expires: 2025-06-09\n"
                "  testers: 14\n",
            ),
            answer("Yes, 1190 is with Fernleaf QA."),
        ],
        PENDING,
        "build 1190 (4.2.0) processed, in group fernleaf qa; expires: 2025-06-09",
        id="owed-field-with-its-subject",
    ),
]


@pytest.mark.parametrize(("messages", "where", "evidence"), PLACED)
def test_it_places_rules_agreements_awaited_answers_and_chinese_deadlines(
    messages, where, evidence
):
    summary = summarize([system(), *messages])
    assert evidence.lower() in section(summary, where), summary


def test_it_reads_chinese_uncertainty_and_completion_in_their_common_forms():
    from compaction.engine.extractive import cues

    assert cues.classify("Lua 脚本在 Tair 上能不能跑我心里没底。", "user") == OPEN
    assert cues.is_done("老周的压测完成：回放 3 万 QPS。")
    assert cues.is_done("23 个 Lua 脚本全部通过。")
    assert not cues.is_done("完成度 40%，还在跑。")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Legal came back: a summary per event type is fine, no raw rows.", DECISIONS),
        ("Black boxes, not deletion, so she can see something was removed.", DECISIONS),
        ("HR confirmed 16 hires, not 14.", FACTS),  # news corrected, not a choice
        ("The server is fine now.", FACTS),
        ("Is that fine?", GOAL),
        ("批，2800走不可预见。", DECISIONS),  # approved, in one character
        ("批量导入完成。", FACTS),
    ],
)
def test_it_takes_an_acceptance_or_a_verbless_contrast_from_the_user_as_a_decision(text, expected):
    from compaction.engine.extractive import cues

    assert cues.classify(text, "user") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("纠结了一下，跟老板也通了电话，定10月8日开业。", DECISIONS),
        ("定9月16日开工吧，周一好安排。", DECISIONS),
        ("行，那乙醚下学期单独申请，这单不动", DECISIONS),
        ("设备运行稳定10天了。", FACTS),  # 定 inside a word settles nothing
        ("好，那个文件发我。", None),  # 那个 points at a thing, it sets no way
    ],
)
def test_it_takes_a_chinese_date_settled_on_or_an_agreed_way_as_a_decision(text, expected):
    from compaction.engine.extractive import cues

    if expected is None:
        assert cues.classify(text, "user") != DECISIONS
    else:
        assert cues.classify(text, "user") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Don't charge him the fee -- waive it.", DECISIONS),
        ("Never page on this alert at night.", DECISIONS),
        ("不要回滚后端。", DECISIONS),
        ("Don't forget to send the notice.", None),  # a reminder, not a choice
    ],
)
def test_it_takes_the_users_negative_imperative_as_a_decision(text, expected):
    from compaction.engine.extractive import cues

    if expected is None:
        assert cues.classify(text, "user") != DECISIONS
    else:
        assert cues.classify(text, "user") == expected


ASKED_AND_ANSWERED = [
    pytest.param(  # support: the model asks which of two checks to run first
        [
            user("Customer ACME-22 says 380 headsets are faulty and wants a full refund."),
            answer(
                "Ticket AS-88317 lists 380 units with serial list sn_380.xlsx. "
                "Shall I check the serials against order SO-5531 first?"
            ),
            user("Check them against the order, yes."),
        ],
        "shall i check",
        id="shall-i",
    ),
    pytest.param(  # Chinese: 要不要 ... ？ answered by the user's next message
        [
            user("恒岳要退380台耳机，工单是 AS-88317，先查订单。"),
            answer("订单 SO-5531 共 1,200 台，已签收。要不要先核对序列号清单？"),
            user("核对一下，看是不是都是这单发出去的。"),
        ],
        "要不要先核对序列号清单",
        id="zh-yao-bu-yao",
    ),
    pytest.param(  # Chinese: the model asks the user to decide
        [
            user("招标结果出来了吗？项目编号 ZB-0617。"),
            answer("中科信达排第一，报价 318 万，博远第二。你希望谈到什么底线？"),
            user("底线 300 万，低于这个就签。"),
        ],
        "你希望谈到什么底线",
        id="zh-ask-the-user",
    ),
]


@pytest.mark.parametrize(("messages", "question"), ASKED_AND_ANSWERED)
def test_it_drops_a_question_the_model_put_to_the_user_once_answered(messages, question):
    summary = summarize([system(), *messages])
    assert question not in summary.lower(), summary


@pytest.mark.parametrize(("messages", "question"), ASKED_AND_ANSWERED)
def test_it_drops_a_carried_question_to_the_user_once_the_user_has_answered(messages, question):
    # a compaction ran between the question and its answer, some steps after the question:
    # it was an open issue of the previous summary, the answer comes in the new material
    first = summarize([system(), *messages[:-1]])
    assert question in section(first, OPEN), first
    summary = summarize([messages[-1]], previous=first, first_seq=len(messages) + 8)
    assert question not in summary.lower(), summary


def test_it_keeps_a_question_to_the_user_open_until_they_answer():
    summary = summarize([system(), *ASKED_AND_ANSWERED[1].values[0][:-1]])
    assert "要不要先核对序列号清单" in section(summary, OPEN)


@pytest.mark.parametrize(
    "sentence",
    [
        "CM-2024-0263 那笔先标成待查，我周一去翻交接表。",
        "客厅北墙空鼓约 0.6㎡ 需铲除重做，原因未明。",
        "楼下 1402 的天花板修复费用未定（工单 WY-240522-17）。",
        "周明哲：已微信问套房差价 ¥12,420 谁承担，暂未回复。",
        "财务对 FIN-2290 的退款申请暂无答复。",
    ],
)
def test_it_files_what_chinese_calls_unchecked_or_unsettled_as_open(sentence):
    summary = summarize([system(), user("装修和报销的事帮我理一下。"), answer(sentence)])
    assert sentence[:8].lower() in section(summary, OPEN), summary


def test_it_drops_a_heading_whose_items_are_gone():
    # a previous summary joined "Two things:" with its items; the items have left (done,
    # or outweighed), and the heading alone would announce nothing
    previous = (
        "## User Goal\n- Open the Dock 3 warehouse by Aug 20. [2]\n\n"
        "## Pending Actions\n- 两件事： [5]\n- Some things to weigh before you decide: [7]\n"
        "- Book the ColdHaul reefer CH-55102 for Aug 15. [9]\n"
    )
    summary = summarize([user("Go ahead with the reefer.")], previous=previous, first_seq=12)
    pending = section(summary, PENDING)
    assert "ch-55102" in pending, summary
    assert "两件事" not in summary and "things to weigh" not in pending, summary


def test_it_drops_a_short_chinese_acknowledgement_as_it_drops_noted():
    summary = summarize(
        [
            system(),
            user("帮我盯一下中班插班的名额。"),
            answer("中班插班现在 3 个名额，已录 1 人。"),
            user("好的。"),
            answer("明白。"),
            user("改一下。"),
            answer("先不管。"),
            user("7 人还没体检。"),
            answer("收到，我来催。"),
        ]
    )
    for said in ("好的", "改一下", "先不管", "明白"):
        assert said not in summary, summary
    assert "7 人还没体检" in summary and "已录 1 人" in summary, summary


def test_it_drops_the_courtesies_of_a_chinese_letter_it_drafted():
    summary = summarize(
        [
            system(),
            user("给张女士回个邮件。"),
            answer(
                "草稿：\n\n> 张女士您好！感谢来信。第二顺位名额将于8月15日公开摇号。\n"
                "> 理解您家里的安排比较着急，如有其他问题欢迎随时联系园办公室。\n"
                "> 如有问题也可以直接联系招生办王芳老师。\n\n要发吗？"
            ),
            user("发吧。"),
            answer("已发送。"),
        ]
    )
    assert "8月15日公开摇号" in summary and "王芳" in summary, summary
    assert "欢迎随时联系" not in summary and "感谢来信" not in summary, summary


def test_it_takes_the_report_of_carrying_out_a_one_word_instruction_as_the_decision():
    summary = summarize(
        [
            system(),
            user("Temporary housing for the Okafor-Lind claim ends Dec 12, the repairs won't."),
            answer("Hearthstay can extend HS-30117 to Jan 9 at $162/night. Extend?"),
            user("Extend to Jan 9."),
            call("c1", "claims_db", op="ale_extend", booking="HS-30117", end="Jan 9"),
            result("c1", "ok", name="claims_db"),
            answer("Extended: HS-30117 now ends Jan 9 (confirmation HS-X-55810), $162/night."),
        ]
    )
    assert "hs-x-55810" in section(summary, DECISIONS), summary


def test_it_records_a_chinese_was_now_field_of_the_output_not_that_it_succeeded():
    output = (
        "count_task_update: 成功\n"
        "任务号     RC-20241230-01\n"
        "负责人     原 李娟（lijuan@hefeng.example）  现 张涛（zhangtao@hefeng.example）\n"
        "计划完成   2024-12-30 18:00（不变）"
    )
    summary = summarize(
        [
            system(),
            user("年终盘点的差异要对清，复盘任务 RC-20241230-01 由李娟负责。"),
            answer("好的，复盘任务已建。"),
            user("李娟今天请病假了，复盘改成张涛负责。"),
            call("c1", "count_task_update", task_id="RC-20241230-01", owner="张涛"),
            result("c1", output, name="count_task_update"),
            answer("已改。"),
        ]
    )
    decisions = section(summary, DECISIONS)
    assert "现 张涛" in decisions, summary
    assert "count_task_update: 成功" not in summary, summary


@pytest.mark.parametrize(
    ("sentence", "evidence"),
    [
        ("The revised structural sheets for RFI-041 are still to come as ASI-09.", "asi-09"),
        ("The other 11 recall vans are waitlisted on BO-7719.", "bo-7719"),
        ("PR payments-svc#2210 is in review with a Wednesday deploy target.", "payments-svc#2210"),
        ("The denial letter partial_denial.docx is awaiting legal review.", "partial_denial.docx"),
        ("剩下 5% 质保金 9,152 元季末付。", "9,152"),
        ("按合同 7.1 条，货款最晚 4月26日付。", "4月26日"),
        ("Still owed to Bellwether: the letterhead letter and proof of refund RF-3307.", "rf-3307"),
        (
            "Paper & Thistle's proof PT-8810 v4 is in and needs Hannah's OK before printing.",
            "pt-8810",
        ),
    ],
)
def test_it_lists_work_still_owed_by_someone_as_pending(sentence, evidence):
    summary = summarize(
        [system(), user("Where do the open contract items stand?"), answer(sentence)]
    )
    assert evidence in section(summary, PENDING), summary


ERRANDS = [
    pytest.param(
        [
            user("Customer ACC-30417 was billed twice on Nov 1, refund the duplicate."),
            answer("Both charges are on INV-2024-118833 and INV-2024-118832, 43 s apart."),
            user("Check the renewal-worker logs around 05:41 and tell me what happened."),
            answer("renewal-worker retried after a 30000 ms webhook timeout with no key."),
        ],
        "renewal-worker logs",
        id="check-and-tell-me",
    ),
    pytest.param(
        [
            user("昨晚直播课卡顿，家长投诉很多，先把影响范围弄清楚。"),
            answer("卡顿 19:52 开始，20:15 恢复，告警 ALERT-7731。"),
            user("你查一下日志，到底是推流端还是CDN。"),
            answer("日志显示边缘节点 hz-edge-03 回源失败，推流端正常。"),
        ],
        "到底是推流端还是cdn",
        id="zh-cha-yi-xia",
    ),
    pytest.param(
        [
            user("新店开业前的冻品供应要定下来，预算每月 6 万以内。"),
            answer("鑫盛冻品的检测报告 XS-2024-0611 有一项菌落总数超标。"),
            user("你看下报告，再从erp里把鑫盛和备选的冻品供应商报价拉一下对比"),
            answer(
                "鑫盛每月报价 58,400 元；浙北鲜达 ZBXD-2024-0917 报价 55,200 元，检测全部合格。"
            ),
        ],
        "再从erp里把鑫盛",
        id="zh-la-yi-xia",
    ),
    pytest.param(  # construction: an instruction carried out, not a standing goal
        [
            user("Keep the school build's change-order log current, contingency is $250,000."),
            answer("The log is at rev6: CO-014, CO-017 and CO-019 are open."),
            user("Please withdraw CO-019 and save the log as rev7."),
            answer("CO-019 is withdrawn and the log saved as rev7; contingency is at $181,400."),
        ],
        "withdraw co-019",
        id="instruction-carried-out",
    ),
    pytest.param(
        [
            user("大修窗口定在10月10日到21日，帮我把准备工作排起来。"),
            answer("一共 16 项准备工作，C-101 大修 10 天是最长的一项。"),
            user("你排个关键路径"),
            answer("关键路径是 13 天：停车退料、吹扫置换、C-101 大修、气密试验，比窗口多 1 天。"),
        ],
        "你排个关键路径",
        id="zh-pai-ge",
    ),
]

KEPT_WISHES = [
    pytest.param(  # a constraint of the user's stays a goal after the reply
        [
            user("Find us a new office for the team by June."),
            answer("Three options: Harbor Point at 55 seats, Foundry Lofts, Dockside."),
            user("People are hybrid, I don't want to pay for 55 seats if we use 30."),
            answer("Then Foundry Lofts at 32 seats fits best."),
        ],
        "i don't want to pay for 55 seats",
        id="constraint",
    ),
]


@pytest.mark.parametrize(("messages", "wish"), KEPT_WISHES)
def test_it_keeps_a_users_constraint_in_the_goal_after_the_model_replies(messages, wish):
    summary = summarize([system(), *messages])
    assert wish in section(summary, GOAL), summary


def test_it_keeps_the_ground_rules_of_a_long_first_request_in_the_goal():
    first = (
        "Hi, Hannah here from compliance. We need to clear the access-request backlog. "
        "The regulator opened an inquiry. Their reference is REG-25-0117. "
        "They want every overdue request answered by 21 March. I want a plan first. "
        "Then we execute together. Track everything under PRIV-482.\n\n"
        "Ground rules:\n"
        "- nothing goes to a requester without a redaction review, no exceptions\n"
        "- packs go through the secure portal, never as email attachments\n"
    )
    summary = summarize([system(), user(first), answer("Understood. Pulling the open queue now.")])
    goal = section(summary, GOAL)
    assert "without a redaction review" in goal, summary
    assert "never as email attachments" in goal, summary


@pytest.mark.parametrize(("messages", "errand"), ERRANDS)
def test_it_drops_an_errand_from_user_goal_once_the_model_has_done_it(messages, errand):
    summary = summarize([system(), *messages])
    assert errand not in section(summary, GOAL), summary


@pytest.mark.parametrize(("messages", "errand"), ERRANDS)
def test_it_drops_a_carried_errand_once_the_model_answers_after_the_compaction(messages, errand):
    first = summarize([system(), *messages[:-1]])
    assert errand in section(first, GOAL), first
    summary = summarize([messages[-1]], previous=first, first_seq=len(messages) + 1)
    assert errand not in section(summary, GOAL), summary
    assert messages[0].text[:12].lower() in section(summary, GOAL)  # the first request stays


def test_it_files_a_table_under_a_markdown_heading_in_the_section_the_heading_names():
    overview = (
        "# 停车场改造项目总览（截至8月27日）\n\n"
        "## 二、待办\n"
        "| 事项 | 内容 |\n|---|---|\n"
        "| 维修资金申请 RF-690325 | 陈静递交，约10个工作日 |\n\n"
        "## Risks\n"
        "1. Xingzhuang wants a 12-year term for contract XZ-2024-17.\n"
    )
    summary = summarize([system(), user("Where does the renovation stand?"), answer(overview)])
    assert "rf-690325" in section(summary, PENDING), summary
    assert "xz-2024-17" in section(summary, OPEN), summary
    assert "项目总览" not in summary, summary


def test_it_files_the_list_under_a_bold_title_in_the_section_the_title_names():
    report = (
        "Done. Introduction DOC-4475 rev 2 is 0.94 pages.\n\n"
        "**Open questions**\n"
        "- IACUC 2023-0417: reviewers asked that it be current at award.\n\n"
        "**Done.**\n"
        "- Core letter DOC-4490 is signed."
    )
    summary = summarize([system(), user("Cut the pilot paragraph."), answer(report)])
    assert "2023-0417" in section(summary, OPEN), summary
    # a bold line naming no section ("**Done.**") titles nothing
    assert "doc-4490" not in section(summary, OPEN), summary


@pytest.mark.parametrize(
    ("text", "role", "expected"),
    [
        ("We need to decide on the vendor by Friday.", "user", PENDING),
        ("The decision is still pending with the board.", "user", None),
        ("We decided to keep Kestrel.", "user", DECISIONS),
        ("如果库存那套不能用，这周就要决定。", "model", PENDING),
        ("可倾瓦轴承先口头预留，检查后再决定买不买。", "model", PENDING),
        ("需要确定供应商。", "user", PENDING),
        ("确定用刘秀梅。", "user", DECISIONS),
        ("同意书已交 92 人。", "model", FACTS),  # a consent form, not consent
        ("决定信说延期一般不超过 30 天。", "model", FACTS),  # a decision letter
    ],
)
def test_it_takes_a_decision_still_to_make_or_a_document_named_for_one_as_no_decision(
    text, role, expected
):
    from compaction.engine.extractive import cues

    if expected is None:
        assert cues.classify(text, role) != DECISIONS
    else:
        assert cues.classify(text, role) == expected


QUESTIONS_ANSWERED = [
    pytest.param(
        [
            user("二厂大修开始筹备了，你帮我一起盯备件和外委。"),
            answer("备件清单已核对，R-201 密封缺两套，已提 PR-2024-0817。"),
            user("博锐交期确认了吗"),
            answer("博锐确认 PO-24-10071 第1套10月3日到，第2套10月12日到。"),
        ],
        "博锐交期确认了吗",
        id="zh-particle-without-mark",
    ),
    pytest.param(
        [
            user("We need a confocal for the Sato Lab on grant TRW-BIO-4471."),
            answer("Halcyon quotes Q-HI-2026-118 rev B at $257,517.00, FCA Hamburg."),
            user("What duty would we pay on a confocal from Germany?"),
            answer("HTS 9011.80.0000 at 7.2%, about $18,541 on the quote."),
        ],
        "what duty would we pay",
        id="en-question",
    ),
]


@pytest.mark.parametrize(("messages", "question"), QUESTIONS_ANSWERED)
def test_it_drops_a_users_question_from_user_goal_once_the_model_answers(messages, question):
    summary = summarize([system(), *messages])
    assert question not in section(summary, GOAL), summary


@pytest.mark.parametrize(("messages", "question"), QUESTIONS_ANSWERED)
def test_it_drops_a_carried_question_answered_after_tool_calls_past_the_compaction(
    messages, question
):
    # the model looked things up after the question; the compaction fell before its answer
    calls = [call("c1", name="erp", action="status"), result("c1", "ok", name="erp")] * 3
    first = summarize([system(), *messages[:-1], *calls])
    assert question in section(first, GOAL), first
    later = len(messages) + len(calls) + 1
    summary = summarize([messages[-1]], previous=first, first_seq=later)
    assert question not in section(summary, GOAL), summary


@pytest.mark.parametrize(
    ("text", "pending"),
    [
        ("Hanlon Legal asked for this feature (QM-1740), so they'll notice.", False),
        ("They'll hate the QM-2288 change in the export dialog.", False),
        ("I'll send invoice INV-2291 tomorrow.", True),
        ("He'll ask the Play partner manager about BR refunds by Friday.", True),
    ],
)
def test_it_takes_what_someone_will_notice_or_feel_as_no_pending_work(text, pending):
    from compaction.engine.extractive import cues

    assert (cues.classify(text, "model") == PENDING) is pending


@pytest.mark.parametrize(
    "text",
    [
        "Booked: Cedar Court Hotel, block HB-88163, 22 rooms for tonight (duty manager ext 4410).",
        "Extended — CL-BK-448210 rev 3, now 16-26 Jan, HCA gaps to fill by tomorrow.",
        "Requested -- ColdHaul CH-55102, pickup Fri Aug 15 07:00, deposit invoice tomorrow.",
    ],
)
def test_it_takes_a_report_opening_on_what_was_done_as_no_pending_work(text):
    # "tonight" and "tomorrow" date what was done, they put nothing off
    from compaction.engine.extractive import cues

    assert cues.classify(text, "model") != PENDING


def test_it_takes_a_need_opening_a_line_for_work_still_to_do():
    from compaction.engine.extractive import cues

    assert cues.classify("Need: sign-off from Dana by tomorrow.", "model") == PENDING


def test_it_takes_only_the_option_a_lower_case_name_picks_as_the_decision():
    summary = summarize(
        [
            system(),
            user("pdfmerge went GPL. What are our options?"),
            answer(
                "So the options:\n\n"
                "1. **Pin back to v1.6.3** (last MIT). We lose AES-256 encryption.\n"
                "2. **Replace with pdfcpu** (Apache-2.0, v0.7.0). It does merge and AES-256.\n"
                "3. **Buy a commercial license** from Hollowbyte (licensing@hollowbyte.dev)."
            ),
            user("Go with pdfcpu. Try it on a branch first."),
        ]
    )
    decided = section(summary, DECISIONS)
    assert "pdfcpu" in decided, summary
    assert "hollowbyte" not in decided and "v1.6.3" not in decided, summary


@pytest.mark.parametrize(
    "pasted",
    [
        '"IMPORTANT SAFETY RECALL 24S52. Rear axle bolts may loosen. Dealers will replace the '
        'bolts. Do not return your vehicle before the dealer confirms parts."',
        "> IMPORTANT SAFETY RECALL 24S52. Rear axle bolts may loosen.\n"
        "> Dealers will replace the bolts. Do not return your vehicle before the dealer "
        "confirms parts.",
        '"IMPORTANT SAFETY RECALL 24S52.\nRear axle bolts may loosen. Dealers will replace the '
        'bolts.\nDo not return your vehicle before the dealer confirms parts."',
    ],
    ids=["in-quotes", "blockquote", "quoted-over-lines"],
)
def test_it_files_a_pasted_letter_as_what_it_says_not_as_the_users_orders(pasted):
    summary = summarize(
        [
            system(),
            user("Before peak on Nov 4 every van must be serviced; max 4 off the road a day."),
            answer("17 vans are overdue under SOP-MAINT-07, BW-101 to BW-140."),
            user(f"Got this letter from Ford today:\n\n{pasted}\n\nWhich of our vans are in it?"),
            answer("Recall 24S52 covers 19 of our Transits, BW-110 to BW-128."),
        ]
    )
    for other in (DECISIONS, PENDING, OPEN):
        text = section(summary, other)
        assert "do not return" not in text and "dealers will" not in text, summary


def test_it_files_a_quoted_writers_own_decision_as_a_decision():
    # the letter's orders are not the user's, but what its writer settles is decided
    summary = summarize(
        [
            system(),
            user("Plan the 4.2 launch with marketing; the release goes out on Tuesday 18th."),
            answer("Release scheduled for Tuesday March 18, 8am PT in App Store Connect."),
            user(
                "Dana replied:\n\n> Tuesday doesn't work for us, the newsletter slots are "
                "locked on Thursdays. Let's do Thursday March 20, 8am PT instead. Please "
                "loop in Tomas on everything.\n\nFine, go with the 20th."
            ),
            answer("Rescheduled."),
        ]
    )
    assert "march 20" in section(summary, DECISIONS), summary
    assert "march 20" not in section(summary, FACTS), summary


def test_it_reads_only_a_writers_settling_as_their_decision():
    from compaction.engine.extractive import cues

    assert cues.writer_decides("Let's do Thursday March 20, 8am PT instead.")
    assert cues.writer_decides("Finance has approved the fee waiver for DSP-4471.")
    assert not cues.writer_decides("Do not return your vehicle before the dealer confirms.")
    assert not cues.writer_decides("Can we do Thursday instead?")
    assert not cues.writer_decides("We have not approved the waiver.")


@pytest.mark.parametrize(
    "text", ["你看下排产怎么补", "你排个关键路径", "你算算要还多少才能压到 70%。"]
)
def test_it_takes_a_colloquial_chinese_ask_for_work_as_the_users_request(text):
    from compaction.engine.extractive import cues

    assert cues.classify(text, "user") == GOAL


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # whether it will be accepted, and the rules do not say: unknown, though it suggests
        ("可以请家属补签，但区里 10% 抽查时会不会被认可，文件没说。", OPEN),
        ("补签日期对不上的记录能否通过抽查，合同里没写。", OPEN),
        # a status after its item: still to happen
        ("Publish DRU-88317 (7.4): waiting on Sofia's OK.", PENDING),
        # a tool's counts name fields: "unknown=4" says nothing is unknown
        ("qm-oss-inventory-v3.csv: 1,611 unique components, deny=0, review=7, unknown=4.", FACTS),
        # nobody can say when, or will promise it
        ("Kits for 12 arrive Monday; the other 11 are on backorder BO-7719 with no date.", OPEN),
        ("The landlord won't commit to replacing the 2009 Liebert unit in Room 612.", OPEN),
        ("但有个新问题：授权函有效期只到2025-04-15，而服务器5月20日才交付。", OPEN),
        # what happened some time after something is no work put off
        ("Five seconds later the audio device handle on DK-11 goes stale.", FACTS),
        ("I'll send the recall letters later today.", PENDING),
        ("Granite Peak has our question on BAS integration, reply requested by 10 March.", OPEN),
        ("余量很薄：如果用量降 0.2% 就够不上承诺量。", OPEN),
    ],
    ids=[
        "zh-whether-accepted",
        "zh-contract-silent",
        "waiting-after-item",
        "field-named-unknown",
        "no-date",
        "wont-commit",
        "zh-new-problem",
        "some-time-later",
        "later-today",
        "reply-requested",
        "zh-thin-margin",
    ],
)
def test_it_files_a_sentence_by_its_unknowns_and_waits_not_by_field_names(text, expected):
    from compaction.engine.extractive import cues

    assert cues.classify(text, "model") == expected


def test_it_lists_a_tools_row_as_owed_only_while_it_is_not_settled():
    rows = (
        "RFI | subject | sent | to | status\n"
        "RFI-041 | RTU-3 curb vs joists | 2026-02-02 | Bram Delacroix | answered 2026-02-27 "
        "(due 2026-02-09)\n"
        "RFI-044 | stair nosing finish | 2026-02-20 | Bram Delacroix | open (due 2026-03-06)\n"
    )
    summary = summarize(
        [
            system(),
            user("Which RFIs on KB-2417 are still with the architect?"),
            call("r1", "rfi_log", project="KB-2417"),
            result("r1", rows, "rfi_log"),
            answer("Two RFIs this month; one is answered."),
        ]
    )
    owed = section(summary, PENDING)
    assert "rfi-044" in owed, summary
    assert "rfi-041" not in owed, summary


def test_it_carries_the_work_the_latest_recap_lists_before_work_it_no_longer_lists():
    # the model's handover list of what is still to do is the state of that work: an
    # earlier to-do it does not restate (done, dropped, folded in) is no longer carried first
    from compaction.engine.extractive.summarizer import SUPERSEDED_PRIOR, Unit, restated

    def todo(text: str, order: int, message: int, headed: str = "") -> Unit:
        return Unit(PENDING, text, order, message, "model", prior=2.0, headed=headed)

    dropped = todo("Ask Priya about the loading dock permit by 18:00.", 1, 3)
    kept = todo("Chase Tom Reilly for the TR-HCH-0115 batch.", 2, 5)
    recap = [
        todo("Chase Tom Reilly for Thursday's 4 (TR-HCH-0115).", 3, 9, PENDING),
        todo("Raise PO-8120 for the racking installer by 18:00.", 4, 9, PENDING),
    ]
    restated([dropped, kept, *recap])
    assert dropped.prior == 2.0 + SUPERSEDED_PRIOR  # "by 18:00" names no piece of work
    assert kept.prior == 2.0
    assert [u.prior for u in recap] == [2.0, 2.0]


def test_it_does_not_carry_first_the_work_whose_values_were_replaced_since():
    from compaction.engine.extractive.summarizer import SUPERSEDED_PRIOR, Unit, overtaken

    replaced = Unit(PENDING, "Marcus Bell has the pad tonight.", 1, 3, "model", prior=3.0)
    replaced.stale = {"Marcus": "Priya"}
    done = Unit(PENDING, "Send the plan to Marcus.", 2, 4, "model", prior=3.0, prefix="(done) ")
    done.stale = {"Marcus": "Priya"}
    fact = Unit(FACTS, "Marcus Bell ran the pad on Monday.", 3, 5, "model", prior=0.6)
    fact.stale = {"Marcus": "Priya"}
    owed = Unit(PENDING, "Fill DT-06 before the first wave.", 4, 6, "model", prior=3.0)
    overtaken([replaced, done, fact, owed])
    assert replaced.prior == 3.0 + SUPERSEDED_PRIOR
    assert (done.prior, fact.prior, owed.prior) == (3.0, 0.6, 3.0)


def test_it_keeps_first_the_keyed_items_the_model_last_put_to_the_user_until_answered():
    from compaction.engine.extractive.summarizer import AWAITED_PRIOR, Unit, awaited

    def item(text: str, order: int, key: str = "") -> Unit:
        return Unit(FACTS, text, order, order, "model", prior=0.5, list_key=key, in_list=True)

    options = [
        item("Option 1 - 6 tomorrow, 4 Thursday.", 2, "1"),
        item("Option 2 - 4 and 4.", 3, "2"),
    ]
    bullet = item("Three of them need a stretcher.", 4)
    awaited([*options, bullet], [*options, bullet])
    assert [u.prior for u in options] == [0.5 + AWAITED_PRIOR] * 2
    assert bullet.prior == 0.5  # no key: nothing to answer by

    answered = [item("Option A - in-house.", 2, "a"), item("Option B - Kestrel.", 3, "b")]
    pick = Unit(DECISIONS, "B.", 5, 5, "user", prior=1.4)
    awaited(answered, [*answered, pick])
    assert [u.prior for u in answered] == [0.5, 0.5]

    # the offers stay listed across turns: only those after the user's last word wait
    later = [item("1. Book the freight lift.", 7, "1"), item("2. Send the keys list.", 8, "2")]
    awaited([*answered, *later], [*answered, pick, *later])
    assert [u.prior for u in answered] == [0.5, 0.5]
    assert [u.prior for u in later] == [0.5 + AWAITED_PRIOR] * 2


def test_it_keeps_no_bullet_that_is_a_bare_list_number_or_a_salutation():
    previous = (
        "## User Goal\n- Re-run the failed flow cell. [2]\n\n## Decisions Made\n"
        "- 1. [47]\n- Dear Prof. [29]\n- Void the lane charge. [30]\n"
    )
    summary = summarize(
        [
            system(),
            user("Go with the 25B plan."),
            answer("1. Booked PLAN-0738 for Monday."),
            answer("Hi Dana,"),
        ],
        previous=previous,
        first_seq=60,
    )
    bullets = [line.split(" [")[0] for line in summary.splitlines() if line.startswith("- ")]
    assert "- Void the lane charge." in bullets, summary
    assert not {"- 1.", "- Dear Prof.", "- Hi Dana,"} & set(bullets), summary


def test_it_counts_a_wide_table_rows_terms_less_than_a_sentences():
    # six rows of six cells each, then one sentence with three findings: with room for
    # little, the sentence is worth more than a second row
    from engine_builders import SUMMARY_ESTIMATOR

    from compaction.engine.extractive import ExtractiveSummarizer
    from compaction.engine.summary import SummaryRequest

    rows = "\n".join(
        f"| HX2487{i}.1 | Helix Semi | HXM-22{i} | 25 | 22:4{i} → 23:5{i} | ASH queue |"
        for i in range(6)
    )
    messages = [
        system(),
        user("Requalify the etch tool ET-07."),
        answer(
            "| Lot | Customer | Product | Wafers | Window | Queue |\n|---|---|---|---|---|---|\n"
            + rows
        ),
        answer(
            "Particle counts on ET-07 are back under 0.05/cm² after the chamber clean CL-2291. "
            "Lot AR10933.1 stays on hold HOLD-WAIVER until Aeris signs DWR-25-017. "
            "The electrode EL-4410 goes to the module review on Friday."
        ),
        user("Noted."),
    ]
    request = SummaryRequest(
        session_id="s1",
        messages=[(1 + i, m) for i, m in enumerate(messages)],
        archive_range=(1, len(messages)),
        max_tokens=260,
        estimator=SUMMARY_ESTIMATOR,
    )
    summary = ExtractiveSummarizer().summarize(request).text
    assert "Particle counts on ET-07" in summary, summary
    assert section(summary, FACTS).lower().count("helix semi") <= 1, summary

"""Value changes said in plain words: does the extractive summary state only the new value?

    .venv/bin/python benchmarks/value_phrasings.py [--show]

Each case is four messages written for this benchmark (not taken from any labelled set): a
request, the model stating a value, the user changing it in one of many everyday ways (English
and Chinese, several domains), an acknowledgement. The summary passes when it holds the new
value and no line states the old one as current (the lab's stale check,
``compaction.engine.current_lines``). Each case runs twice: in one summary, and
across a compaction (the old value in the previous summary, the change in the new messages).
Prints the cases missed and the counts; the cases it handles are also unit tests
(tests/engine/test_extractive_state.py). Its other side, pairs of values of one kind about
two different things (two vendors' prices, a target and a measurement), must both stay
current: a change rule that takes them for a change loses a fact.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable
from typing import Any

import common  # noqa: F401  (puts the repository on sys.path, offline settings)

from compaction.engine import (
    ExtractiveSummarizer,
    Message,
    SummaryRequest,
    TokenEstimator,
    current_lines,
)

# (name, request, first statement, change, old values, new value)
CASES: list[tuple[str, str, str, str, tuple[str, ...], str]] = [
    (
        "dash-now",
        "Draft the postmortem.",
        "Review is on Thursday 12 June 16:00 UTC.",
        "The review moved — it's Friday 13 June 15:00 UTC now.",
        ("12 June",),
        "13 June",
    ),
    (
        "pushed",
        "Track the filing.",
        "Deadline: March 12.",
        "The deadline got pushed to March 17.",
        ("March 12",),
        "March 17",
    ),
    (
        "cut-price",
        "Get the quote.",
        "Their price is $4,500 per unit.",
        "They cut the price to $4,100.",
        ("$4,500",),
        "$4,100",
    ),
    (
        "new-colon",
        "Plan the event.",
        "Headcount is 38 people.",
        "New headcount: 42 people.",
        ("38 people",),
        "42 people",
    ),
    (
        "went-from",
        "Watch the budget.",
        "The budget is $85,000.",
        "The budget went from $85,000 down to $82,500.",
        ("$85,000",),
        "$82,500",
    ),
    (
        "actually-not",
        "Check the window.",
        "The return window is 10 days.",
        "Actually it's 14 days, not 10.",
        ("10 days",),
        "14 days",
    ),
    (
        "correction",
        "Check the invoice.",
        "Invoice total is €12,040.",
        "Correction: the invoice total is €12,400.",
        ("€12,040",),
        "€12,400",
    ),
    (
        "rollout-now",
        "Roll out v2.",
        "Rollout is at 25%.",
        "We're now at 60% rollout.",
        ("25%",),
        "60%",
    ),
    (
        "renegotiated",
        "Staff the ward.",
        "The RN rate is £61.50/hr.",
        "Rate renegotiated: £57.80/hr.",
        ("£61.50",),
        "£57.80",
    ),
    (
        "settled-at",
        "Plan the vans.",
        "Max 3 vans per day at the depot.",
        "We settled at 4 vans per day.",
        ("3 vans",),
        "4 vans",
    ),
    (
        "final-count",
        "Track the recall.",
        "The recall covers 19 VINs.",
        "Final count is 23 VINs.",
        ("19 VINs",),
        "23 VINs",
    ),
    (
        "zh-budget",
        "帮我盯预算。",
        "预算 5 万元。",
        "预算从 5 万元调到 6 万元。",
        ("5 万元",),
        "6 万元",
    ),
    (
        "zh-delivery",
        "跟进交期。",
        "交期是 6月10日。",
        "交期改到 6月24日。",
        ("6月10日",),
        "6月24日",
    ),
    (
        "zh-qty",
        "核对数量。",
        "订货数量 120 件。",
        "数量由 120 件改为 96 件。",
        ("120 件",),
        "96 件",
    ),
    (
        "zh-meeting",
        "安排会议。",
        "会议定在周四 14:00。",
        "会议改到周五 15:00。",
        ("14:00",),
        "15:00",
    ),
    (
        "limit-now",
        "Tune the API.",
        "We have a limit of 25 req/s.",
        "The limit is now 40 req/s.",
        ("25 req/s",),
        "40 req/s",
    ),
    (
        "instead-of",
        "Staff review.",
        "Two reviewers sign off each PR.",
        "Make it 3 reviewers instead of 2.",
        ("Two reviewers",),
        "3 reviewers",
    ),
    (
        "slipped",
        "Track the shipment.",
        "ETA is Tuesday 11 March.",
        "ETA slipped to Friday 14 March.",
        ("11 March",),
        "14 March",
    ),
    (
        "raised-by",
        "Watch the quota.",
        "Storage quota is 500 GB.",
        "Ops raised the storage quota to 750 GB.",
        ("500 GB",),
        "750 GB",
    ),
    (
        "zh-price-nego",
        "谈价格。",
        "对方报价每台 21.9 万。",
        "谈下来每台 20.6 万。",
        ("21.9 万",),
        "20.6 万",
    ),
    (
        "owner-takes-over",
        "Run the migration.",
        "Marcus owns the schema migration.",
        "Priya takes over the schema migration from Marcus.",
        ("Marcus", "owns"),
        "Priya",
    ),
    (
        "date-bumped",
        "Track the launch.",
        "Launch is set for 14 May.",
        "Launch bumped to 21 May.",
        ("14 May",),
        "21 May",
    ),
    (
        "eta-new",
        "Track the parts.",
        "Parts ETA: 3 June.",
        "New ETA from the supplier is 9 June.",
        ("3 June",),
        "9 June",
    ),
    (
        "headcount-down",
        "Plan the offsite.",
        "We expect 48 attendees.",
        "Down to 41 attendees after the reorg.",
        ("48 attendees",),
        "41 attendees",
    ),
    (
        "price-now-quote",
        "Get the van quote.",
        "Quote Q-77 is $18,900.",
        "Q-77 revised: $17,450.",
        ("$18,900",),
        "$17,450",
    ),
    (
        "percent-dropped",
        "Watch the error rate.",
        "Error rate is 4.2%.",
        "It dropped to 0.3% after the fix.",
        ("4.2%",),
        "0.3%",
    ),
    (
        "time-moved-earlier",
        "Book the call.",
        "The call is at 15:00.",
        "Move the call to 11:00.",
        ("15:00",),
        "11:00",
    ),
    (
        "version-pin",
        "Upgrade the lib.",
        "We pin requests 2.31.0.",
        "Pin requests to 2.32.3 instead.",
        ("2.31.0",),
        "2.32.3",
    ),
    (
        "zh-owner",
        "跟进报表迁移。",
        "报表迁移由王磊负责。",
        "报表迁移改由刘婷负责，王磊调岗了。",
        ("王磊负责",),
        "刘婷",
    ),
    (
        "zh-date-delay",
        "跟进开业。",
        "开业定在 9月20日。",
        "开业推迟到 10月8日。",
        ("9月20日",),
        "10月8日",
    ),
    ("zh-percent", "盯转化率。", "转化率 3.1%。", "转化率降到 2.4% 了。", ("3.1%",), "2.4%"),
    ("zh-headcount", "安排团建。", "报名 56 人。", "最终确定 49 人。", ("56 人",), "49 人"),
    (
        "zh-price-quote",
        "比价。",
        "华腾报价 38.6万。",
        "华腾重新报价 35.2万。",
        ("38.6万",),
        "35.2万",
    ),
    (
        "instead-name",
        "Page someone.",
        "Page Priya Raman, she is DBA on call.",
        "Priya is on leave; page Tomasz Wójcik instead.",
        ("Priya Raman",),
        "Tomasz",
    ),
    (
        "size-resized",
        "Size the DB.",
        "The DB has 200 GB of storage.",
        "Resized the DB to 500 GB.",
        ("200 GB",),
        "500 GB",
    ),
    (
        "budget-approved-lower",
        "Get the budget approved.",
        "We asked for $120,000.",
        "Finance approved $95,000.",
        ("$120,000",),
        "$95,000",
    ),
    (
        "deadline-extended",
        "Track the grant.",
        "The grant is due on 1 October.",
        "The funder extended the deadline to 15 October.",
        ("1 October",),
        "15 October",
    ),
    (
        "zh-moved-venue",
        "订场地。",
        "场地在 A 厅，容纳 200 人。",
        "场地换成 B 厅，容纳 260 人。",
        ("200 人",),
        "260 人",
    ),
    (
        "pronoun-percent",
        "Watch the error rate.",
        "Error rate is 4.2% on checkout.",
        "After the fix it's down to 0.3%.",
        ("4.2%",),
        "0.3%",
    ),
    (
        "status-closed",
        "Track INC-4471.",
        "INC-4471 is open, assigned to Dana.",
        "INC-4471 is closed now.",
        ("INC-4471 is open",),
        "closed",
    ),
    (
        "zh-status",
        "跟进工单。",
        "工单 GD-0417 状态：处理中。",
        "GD-0417 已关闭。",
        ("处理中",),
        "已关闭",
    ),
    (
        "meeting-time",
        "Book the steering call.",
        "Steering call is Tuesday 10:00.",
        "Steering call moved to Wednesday 14:00.",
        ("Tuesday 10:00",),
        "Wednesday 14:00",
    ),
    (
        "zh-time",
        "安排评审会。",
        "评审会定在周二上午 10:00。",
        "评审会改到周三下午 14:00。",
        ("10:00",),
        "14:00",
    ),
    (
        "count-now-total",
        "Count the seats.",
        "We have 120 seats sold.",
        "Seats sold are now 164.",
        ("120 seats",),
        "164",
    ),
    (
        "price-agreed",
        "Negotiate the fee.",
        "They asked for a fee of €9,500.",
        "We agreed on €8,200 for the fee.",
        ("€9,500",),
        "€8,200",
    ),
    (
        "duration-extended",
        "Plan the rental.",
        "The rental is 3 months.",
        "Extend the rental to 5 months.",
        ("3 months",),
        "5 months",
    ),
    ("zh-duration", "排工期。", "工期 80 天。", "工期压到 65 天。", ("80 天",), "65 天"),
    (
        "version-upgrade",
        "Upgrade the cluster.",
        "The cluster runs v1.27.4.",
        "Upgraded the cluster to v1.28.2.",
        ("v1.27.4",),
        "v1.28.2",
    ),
    (
        "owner-now",
        "Who owns billing?",
        "Billing is owned by Jonas Berg.",
        "Billing is now owned by Ruth Kessler.",
        ("Jonas Berg",),
        "Ruth Kessler",
    ),
    (
        "zh-contact",
        "对接供应商。",
        "供应商对接人是张伟。",
        "供应商对接人换成李娜了。",
        ("张伟",),
        "李娜",
    ),
    (
        "limit-raised",
        "Tune the pool.",
        "Pool size is 40 connections.",
        "We raised the pool size to 80 connections.",
        ("40 connections",),
        "80 connections",
    ),
    (
        "qty-revised-po",
        "Order the laptops.",
        "PO-7781 is for 30 laptops.",
        "PO-7781 revised to 26 laptops.",
        ("30 laptops",),
        "26 laptops",
    ),
    (
        "zh-money-wan",
        "盯合同额。",
        "合同金额 38.6万元。",
        "补充协议后合同金额 35.2万元。",
        ("38.6万",),
        "35.2万",
    ),
    (
        "deadline-tomorrow",
        "Send the report.",
        "The report is due Friday 14 March.",
        "They need it by Thursday 13 March instead.",
        ("Friday 14 March",),
        "13 March",
    ),
    (
        "room-changed",
        "Book the room.",
        "The workshop is in Room 4B.",
        "Workshop moved to Room 2A.",
        ("Room 4B",),
        "Room 2A",
    ),
    ("zh-venue", "订会场。", "会场在 3 号厅。", "会场改到 5 号厅。", ("3 号厅",), "5 号厅"),
    (
        "rate-limit-cut",
        "Protect the API.",
        "Rate limit is 500 rps per tenant.",
        "Cut the rate limit to 200 rps per tenant.",
        ("500 rps",),
        "200 rps",
    ),
    (
        "sla-target",
        "Set the SLA.",
        "Target uptime is 99.9%.",
        "Target uptime is now 99.95%.",
        ("99.9%",),
        "99.95%",
    ),
    (
        "zh-price-final",
        "谈价格。",
        "乙方报价 180 元/人天。",
        "最后谈到 165 元/人天。",
        ("180 元",),
        "165 元",
    ),
    (
        "zh-date-moved-up",
        "排期。",
        "上线时间 6月30日。",
        "上线提前到 6月25日。",
        ("6月30日",),
        "6月25日",
    ),
    (
        "zh-owner-replaced",
        "项目对接。",
        "甲方对接人是孙悦。",
        "孙悦休产假，之后对接人是周明哲。",
        ("对接人是孙悦",),
        "周明哲",
    ),
    (
        "zh-count-final",
        "统计人数。",
        "预计参会 260 人。",
        "最终参会人数 230 人。",
        ("260 人",),
        "230 人",
    ),
    ("zh-percent-cut", "盯折扣。", "折扣 8.5 折。", "折扣改成 8 折。", ("8.5 折",), "8 折"),
    (
        "zh-deadline-ext",
        "跟进材料。",
        "材料截止 3月12日。",
        "截止时间延长到 3月19日。",
        ("3月12日",),
        "3月19日",
    ),
    (
        "zh-budget-cap",
        "控制预算。",
        "预算上限 36 万。",
        "预算上限调整为 40 万。",
        ("36 万",),
        "40 万",
    ),
    ("zh-version", "跟进合同。", "合同现在是 v5。", "合同更新到 v7 了。", ("v5",), "v7"),
    ("zh-rate", "算利率。", "年利率 5.2%。", "银行同意把年利率降到 4.85%。", ("5.2%",), "4.85%"),
    (
        "zh-time-change",
        "约会议。",
        "周会在周二 15:00。",
        "周会挪到周四 10:00。",
        ("15:00",),
        "10:00",
    ),
    (
        "zh-qty-add",
        "订货。",
        "首批订 48 台。",
        "首批改成 26 台，第二批 22 台。",
        ("48 台",),
        "26 台",
    ),
    ("zh-warranty", "谈质保。", "质保期 2 年。", "质保延长到 3 年。", ("2 年",), "3 年"),
    (
        "zh-was-now-line",
        "核对数据。",
        "库存账面 1240 支。",
        "盘点后实盘是 1086 支，账面数不准。",
        ("1240 支",),
        "1086 支",
    ),
    (
        "zh-replace-vendor",
        "选供应商。",
        "供应商定的是沪科。",
        "沪科资质到期，供应商全部改为华晟。",
        ("定的是沪科",),
        "华晟",
    ),
    (
        "belong-to",
        "Run the post-incident review.",
        "PIR-311 is owned by Tomasz Nowak.",
        "PIR-311, PIR-313 and PIR-314 now belong to Mei Chen.",
        ("Tomasz Nowak",),
        "Mei Chen",
    ),
    # changes said inside longer messages, beside other values and requests
    (
        "embedded-cap",
        "Review the MSA with me.",
        "Key terms: liability cap €250,000, payment net 45, governing law Ireland.",
        "Legal came back overnight. The liability cap is now €1,000,000; everything else stands. Can you update the redline?",
        ("€250,000",),
        "€1,000,000",
    ),
    (
        "embedded-date-ps",
        "Plan the office move.",
        "Movers are booked for Saturday 14 June, 07:00, crew of 6.",
        "Thanks. PS the movers called: they can only do Sunday 15 June, same time.",
        ("14 June",),
        "15 June",
    ),
    (
        "embedded-headcount",
        "Organise the offsite.",
        "Current RSVPs: 46 attending, 5 declined, 3 no answer.",
        "Update from HR: we're at 52 attending after the new hires confirmed.",
        ("46 attending",),
        "52 attending",
    ),
    (
        "embedded-owner",
        "Coordinate the audit.",
        "Evidence collection owner: Dana Whitfield (due 9 May).",
        "Dana is on leave from tomorrow, so Tom Okafor owns evidence collection from here.",
        ("Dana Whitfield",),
        "Tom Okafor",
    ),
    (
        "embedded-timeout",
        "Fix the flaky job.",
        "The job's step timeout is 300s and it retries twice.",
        "Let's bump the step timeout to 600s and keep the retries.",
        ("300s",),
        "600s",
    ),
    (
        "embedded-price-email",
        "Negotiate the renewal.",
        "Their renewal quote is $48,000/yr for 120 seats.",
        "Got their reply: they'll do $42,500/yr if we sign this month. Let's accept that.",
        ("$48,000",),
        "$42,500",
    ),
    (
        "pronoun-time",
        "Book the demo.",
        "The demo is at 10:30 on Thursday.",
        "Can we push it to 14:00? The client asked.",
        ("10:30",),
        "14:00",
    ),
    (
        "it-was-now",
        "Track the incident.",
        "Error budget burn is 6x.",
        "Burn was 6x this morning, it's 1.5x now.",
        ("6x",),
        "1.5x",
    ),
    (
        "words-number",
        "Plan the hires.",
        "We're hiring 3 engineers this quarter.",
        "Finance approved two more, so 5 engineers this quarter.",
        ("3 engineers",),
        "5 engineers",
    ),
    (
        "range-dates",
        "Plan the conference trip.",
        "Hotel is booked 3-6 October.",
        "Extend the hotel to 3-8 October, the workshop got added.",
        ("3-6 October",),
        "3-8 October",
    ),
    (
        "ticket-reassign",
        "Triage the backlog.",
        "OPS-4411 is assigned to Lena.",
        "Reassign OPS-4411 to Marco, Lena is swamped.",
        ("assigned to Lena",),
        "Marco",
    ),
    (
        "plan-reversed",
        "Decide the database plan.",
        "We'll migrate to Postgres 16 in place on the primary.",
        "Scrap the in-place upgrade; we'll do a blue-green migration to Postgres 16 instead.",
        ("in place on the primary",),
        "blue-green",
    ),
    (
        "status-approved",
        "Follow the change request.",
        "CR-2219 is pending approval.",
        "CR-2219 got approved this morning.",
        ("pending approval",),
        "approved",
    ),
    (
        "version-bump-pr",
        "Ship the fix.",
        "The fix is in release 4.2.1.",
        "We're shipping it in 4.2.2 instead, 4.2.1 had a packaging bug.",
        ("release 4.2.1",),
        "4.2.2",
    ),
    (
        "rate-percent-dropped-from",
        "Watch conversions.",
        "Checkout conversion is 3.1%.",
        "Conversion dropped from 3.1% to 2.4% overnight.",
        ("3.1%",),
        "2.4%",
    ),
    (
        "budget-trimmed",
        "Watch the project budget.",
        "Approved budget: £120k.",
        "The board trimmed the budget by £15k, so we have £105k.",
        ("£120k",),
        "£105k",
    ),
    (
        "deadline-moved-forward",
        "Track the submission.",
        "Submission deadline is 30 November.",
        "They brought the deadline forward to 24 November.",
        ("30 November",),
        "24 November",
    ),
    (
        "venue-swap",
        "Plan the workshop.",
        "The workshop is in Room 3B.",
        "Room 3B flooded, we're in the Atrium now.",
        ("Room 3B",),
        "Atrium",
    ),
    (
        "replicas-scale",
        "Scale the service.",
        "checkout-api runs 4 replicas.",
        "Scaled checkout-api to 10 replicas for the sale.",
        ("4 replicas",),
        "10 replicas",
    ),
    (
        "quantity-correct",
        "Order the parts.",
        "PO-7781: 250 units of the M4 bracket.",
        "Sorry, typo on my side: PO-7781 should be 520 units.",
        ("250 units",),
        "520 units",
    ),
    (
        "zh-pronoun-date",
        "跟进装修。",
        "瓷砖 5月8日 到货。",
        "供应商说要晚一周，改成 5月15日。",
        ("5月8日",),
        "5月15日",
    ),
    (
        "zh-embedded-cap",
        "审合同。",
        "主要条款：违约金上限 20 万元，付款 60 天。",
        "法务回复了：违约金上限改成 50 万元，其他不变。你把红线版改一下。",
        ("20 万元",),
        "50 万元",
    ),
    (
        "zh-owner-handover",
        "推进项目。",
        "接口联调由王磊负责。",
        "王磊调去做别的项目了，联调交给陈晨。",
        ("由王磊负责",),
        "陈晨",
    ),
    (
        "zh-count-words",
        "准备物料。",
        "礼品准备 200 份。",
        "报名又多了，礼品加到 260 份。",
        ("200 份",),
        "260 份",
    ),
    (
        "zh-status-done",
        "跟进报销。",
        "报销单 BX-0912 还在审批中。",
        "BX-0912 已经审批通过了。",
        ("审批中",),
        "审批通过",
    ),
    (
        "zh-percent-now",
        "看转化率。",
        "目前转化率 2.8%。",
        "改版上线后转化率到了 3.6%。",
        ("2.8%",),
        "3.6%",
    ),
    (
        "zh-time-earlier",
        "安排面试。",
        "面试定在周三下午 3 点。",
        "候选人要求提前到周三上午 10 点。",
        ("下午 3 点",),
        "上午 10 点",
    ),
    (
        "zh-plan-instead",
        "定方案。",
        "先用方案A：自建机房。",
        "算了，不自建了，改用方案B：上云。",
        ("方案A",),
        "方案B",
    ),
    # written after reading how the eighth blind batch's authors change values
    (
        "preliminary-final",
        "Prepare the regulator notice.",
        "Affected customers: 41,280 (preliminary).",
        "Final count from the data team is 63,412 affected customers.",
        ("41,280",),
        "63,412",
    ),
    (
        "requote",
        "Book the charter.",
        "Aurora quoted GBP 48,200 for the round trip.",
        "Aurora re-quoted: GBP 53,400, fuel went up.",
        ("48,200",),
        "53,400",
    ),
    (
        "weight-updated",
        "Plan the freight.",
        "Kit weight is 1,240 kg.",
        "Updated kit list from the kit man puts it at 1,380 kg.",
        ("1,240 kg",),
        "1,380 kg",
    ),
    (
        "deadline-email",
        "Handle the notification.",
        "Regulator deadline: 13:40 today.",
        "Compliance corrected it by email: the deadline is 13:25.",
        ("13:40",),
        "13:25",
    ),
    (
        "meeting-rescheduled",
        "Run the review.",
        "Review meeting: Thu 20 Mar 14:00.",
        "Rescheduled the review to Fri 21 Mar 10:00, Mei can't do Thursday.",
        ("20 Mar",),
        "21 Mar",
    ),
    (
        "rate-amendment",
        "Track the contract.",
        "The LD rate is $1,200 per 6-hour period.",
        "Amendment 2 is signed: LD rate drops to $950 per period.",
        ("$1,200",),
        "$950",
    ),
    (
        "hotel-rate-up",
        "Book the hotel.",
        "Headland Grand rate: GBP 129 per room.",
        "Headland Grand says Saturday is GBP 149 per room, not 129.",
        ("GBP 129",),
        "GBP 149",
    ),
    (
        "count-grew",
        "Track positives.",
        "3 lines confirmed positive so far.",
        "A fourth line came back positive, so 4 confirmed.",
        ("3 lines",),
        "4 confirmed",
    ),
    (
        "audit-moved-up",
        "Prepare the audit.",
        "The QA audit is on 14 Nov.",
        "QA pulled the audit forward to 6 Nov.",
        ("14 Nov",),
        "6 Nov",
    ),
    (
        "approver-leave",
        "Get the approval.",
        "Graham Whitlock approves spend over £10k.",
        "Graham is on leave, Priya Shah approves while he's out.",
        ("Graham Whitlock approves",),
        "Priya Shah",
    ),
    (
        "freshness-sla",
        "Tune the models.",
        "Finance needs the orders model fresh within 1 hour.",
        "Finance relaxed it: 4 hours is fine for the orders model.",
        ("1 hour",),
        "4 hours",
    ),
    (
        "warehouse-size",
        "Cut costs.",
        "The transform warehouse is size LARGE with auto-suspend 600s.",
        "Set auto-suspend to 60s on the transform warehouse.",
        ("600s",),
        "60s",
    ),
    (
        "zh-signing-moved",
        "推进签约。",
        "签约日定在 5月16日。",
        "卖方要求延后，签约日改在 5月30日。",
        ("5月16日",),
        "5月30日",
    ),
    (
        "zh-claim-raised",
        "跟诉讼。",
        "对方索赔 320万元。",
        "对方把诉请金额提高到 850万元了。",
        ("320万元",),
        "850万元",
    ),
    (
        "zh-attendance",
        "筹备典礼。",
        "报名出席 2784 人。",
        "补报名结束，现在是 2851 人。",
        ("2784 人",),
        "2851 人",
    ),
    (
        "zh-lawyer-changed",
        "对接卖方。",
        "卖方律师是赵敏。",
        "卖方换了律师，现在对接孙浩。",
        ("律师是赵敏",),
        "孙浩",
    ),
    (
        "zh-items-cut",
        "准备问题清单。",
        "第二批问题清单 46 项。",
        "删掉重复的，第二批剩 38 项。",
        ("46 项",),
        "38 项",
    ),
    (
        "zh-budget-approved",
        "做预算。",
        "申请预算 12 万元。",
        "学校只批了 10 万元。",
        ("12 万元",),
        "10 万元",
    ),
    (
        "zh-date-then",
        "安排彩排。",
        "彩排 6月20日 下午。",
        "场馆那天有考试，彩排只能放 6月21日 上午。",
        ("6月20日",),
        "6月21日",
    ),
    (
        "zh-supplier-price",
        "租学位服。",
        "学位服租赁每套 45 元。",
        "供应商重新报价，每套 52 元。",
        ("45 元",),
        "52 元",
    ),
    # round 19, written before this round's fixes were measured on them (7 of the last
    # fifteen held at the start); the first five are hand-overs
    (
        "owner-leave-later",
        "Coordinate the conference.",
        "Our contact at the hotel is Liu Jing.",
        "Liu Jing starts maternity leave next week; from then on we deal with Zhou Ming.",
        ("Liu Jing",),
        "Zhou Ming",
    ),
    (
        "owner-left-band",
        "Book the band.",
        "The band's contact is Marcus Bell.",
        "Marcus Bell has left the band, contact is Dee Harper from now on.",
        ("Marcus Bell",),
        "Dee Harper",
    ),
    (
        "owner-comes-instead",
        "Fix the tool.",
        "The field engineer assigned is Tomasz Brandt.",
        "Novara swapped the engineer: Ravi Menon comes instead of Tomasz.",
        ("Tomasz Brandt",),
        "Ravi Menon",
    ),
    (
        "zh-owner-leave",
        "对接酒店。",
        "酒店对接人是刘婧。",
        "刘婧下周起休产假，后面对接周明哲。",
        ("刘婧",),
        "周明哲",
    ),
    (
        "zh-owner-moved",
        "推进上线。",
        "上线由王磊负责。",
        "王磊调岗了，上线以后找刘婷。",
        ("王磊",),
        "刘婷",
    ),
    (
        "settled-on",
        "Pick the laptop model.",
        "The order is for 30 ThinkPad T14 units.",
        "After the budget call we settled on 24 units.",
        ("30 ThinkPad",),
        "24 units",
    ),
    (
        "knocked-off",
        "Negotiate the rent.",
        "Monthly rent is $8,200.",
        "The landlord knocked it down to $7,650 a month.",
        ("$8,200",),
        "$7,650",
    ),
    (
        "brought-forward",
        "Schedule the audit.",
        "Audit fieldwork starts on 14 October.",
        "The auditors brought fieldwork forward to 7 October.",
        ("14 October",),
        "7 October",
    ),
    (
        "ended-up",
        "Track the headcount.",
        "We expect 140 attendees.",
        "Registration closed; we ended up with 162 attendees.",
        ("140 attendees",),
        "162 attendees",
    ),
    (
        "revised-estimate",
        "Estimate the migration.",
        "The estimate is 6 weeks.",
        "Engineering revised the estimate to 9 weeks after the spike.",
        ("6 weeks",),
        "9 weeks",
    ),
    (
        "approved-lower",
        "Request the budget.",
        "We asked for a budget of €40,000.",
        "Finance signed off on €32,000, not the full amount.",
        ("€40,000",),
        "€32,000",
    ),
    (
        "swap-venue-named",
        "Book the offsite.",
        "The offsite is at the Grand Hotel Oslo.",
        "Grand Hotel is full, so we booked Hotel Bristol instead.",
        ("Grand Hotel Oslo",),
        "Hotel Bristol",
    ),
    (
        "version-pinned",
        "Upgrade the service.",
        "We run Node 18 in production.",
        "Platform team pinned us to Node 20 as of today.",
        ("Node 18",),
        "Node 20",
    ),
    (
        "retention-shortened",
        "Set up logging.",
        "Logs are kept for 90 days.",
        "Legal wants logs kept for 30 days only.",
        ("90 days",),
        "30 days",
    ),
    (
        "zh-price-drop",
        "采购打印机。",
        "报价是每台 3,200 元。",
        "对方让到每台 2,950 元。",
        ("3,200 元",),
        "2,950 元",
    ),
    (
        "zh-date-earlier",
        "安排培训。",
        "培训定在 5 月 20 日。",
        "培训提前了，改在 5 月 13 日。",
        ("5 月 20 日",),
        "5 月 13 日",
    ),
    (
        "zh-count-final",
        "统计报名。",
        "目前报名 58 人。",
        "报名截止，最后是 73 人。",
        ("58 人",),
        "73 人",
    ),
    (
        "zh-owner-change",
        "跟进合同。",
        "合同由法务张敏审核。",
        "张敏休假，合同审核换成李强。",
        ("张敏",),
        "李强",
    ),
    (
        "zh-limit-raise",
        "设置审批。",
        "单笔报销上限 5,000 元。",
        "财务把单笔上限调到 8,000 元了。",
        ("5,000 元",),
        "8,000 元",
    ),
    (
        "zh-vendor-swap",
        "选物流。",
        "物流用顺丰。",
        "顺丰报价太高，换京东物流。",
        ("用顺丰",),
        "京东物流",
    ),
]

# Two values of the same kind about different things: both stay current (what a change
# rule must not take for a change).
# (name, request, first statement, second statement, values that stay current)
KEPT: list[tuple[str, str, str, str, tuple[str, ...]]] = [
    (
        "two-rates",
        "Watch the error rates.",
        "Checkout error rate is 4.2%.",
        "Search error rate is 0.3%, that one's fine.",
        ("4.2%", "0.3%"),
    ),
    (
        "two-dates",
        "Plan the launch.",
        "Code freeze is 10 June.",
        "Launch is 17 June.",
        ("10 June", "17 June"),
    ),
    (
        "two-owners",
        "Split the work.",
        "Lena owns the API changes.",
        "Marco takes the UI changes.",
        ("Lena", "Marco"),
    ),
    (
        "two-prices",
        "Compare the quotes.",
        "Vendor A quotes $12,400.",
        "Vendor B came in at $11,900.",
        ("$12,400", "$11,900"),
    ),
    (
        "target-and-measure",
        "Tune latency.",
        "The target is p99 under 300 ms.",
        "After the cache change p99 is 420 ms.",
        ("300 ms", "420 ms"),
    ),
    (
        "two-counts",
        "Staff the event.",
        "We need 12 volunteers on Saturday.",
        "And 8 volunteers on Sunday.",
        ("12 volunteers", "8 volunteers"),
    ),
    (
        "budget-and-spend",
        "Track the budget.",
        "The budget is €50,000.",
        "We've spent €31,200 so far.",
        ("€50,000", "€31,200"),
    ),
    (
        "two-versions",
        "Check the clients.",
        "The iOS app is on 5.3.0.",
        "Android is on 5.2.4.",
        ("5.3.0", "5.2.4"),
    ),
    ("zh-two-dates", "排期。", "设计稿 6月3日 交。", "开发 6月20日 完成。", ("6月3日", "6月20日")),
    ("zh-two-prices", "比价。", "甲方案报价 18 万。", "乙方案报价 15 万。", ("18 万", "15 万")),
    ("zh-two-owners", "分工。", "前端由李娜负责。", "后端由赵强负责。", ("李娜", "赵强")),
    (
        "deadline-and-meeting",
        "Plan the week.",
        "The report is due Friday 14 March.",
        "The review meeting is Tuesday 11 March.",
        ("14 March", "11 March"),
    ),
    (
        "target-and-pronoun",
        "Watch uptime.",
        "The SLA target is 99.9%.",
        "This month it came in at 99.95%.",
        ("99.9%", "99.95%"),
    ),
    (
        "so-a-part",
        "Resend the invoices.",
        "The batch has 40 invoices.",
        "Half failed, so 20 invoices need a resend.",
        ("40 invoices", "20 invoices"),
    ),
    (
        "only-other-party",
        "Plan the dinner.",
        "The venue can host 120 guests.",
        "The caterer can only do 90 guests.",
        ("120 guests", "90 guests"),
    ),
    (
        "so-a-total",
        "Count the seats.",
        "Room A has 30 seats.",
        "Room B has 20 more, so 50 seats in total.",
        ("30 seats", "50 seats"),
    ),
    (
        "pronoun-other-figure",
        "Check the release.",
        "Crash-free rate is 99.2%.",
        "Adoption is slow: it's at 12% of users after a week.",
        ("99.2%", "12%"),
    ),
    (
        "cap-and-spend-set",
        "Track the cloud bill.",
        "The monthly cap is $20,000.",
        "We set aside $4,000 of it for the GPU tests.",
        ("$20,000", "$4,000"),
    ),
    (
        "zh-so-part",
        "发货。",
        "这批一共 300 箱。",
        "今天先发了一半，所以 150 箱还在仓库。",
        ("300 箱", "150 箱"),
    ),
    (
        "two-assignees",
        "Triage the backlog.",
        "OPS-4411 is assigned to Lena.",
        "OPS-4412 is assigned to Marco.",
        ("Lena", "Marco"),
    ),
    (
        "two-statuses",
        "Follow the change requests.",
        "CR-2219 is approved.",
        "CR-2220 is pending approval.",
        ("approved", "pending approval"),
    ),
    ("zh-two-handed", "分工。", "前端由李娜负责。", "后端交给赵强。", ("李娜", "赵强")),
    (
        "two-areas-owned",
        "Who owns what?",
        "Billing is owned by Jonas Berg.",
        "Payments is owned by Ruth Kessler.",
        ("Jonas Berg", "Ruth Kessler"),
    ),
    (
        "two-tickets-owned",
        "Run the review.",
        "PIR-311 is owned by Tomasz Nowak.",
        "PIR-312 belongs to Mei Chen.",
        ("Tomasz Nowak", "Mei Chen"),
    ),
    (
        "two-invoices-corrected",
        "Check the invoices.",
        "INV-1041 is $4,000.",
        "I corrected the typo in INV-1042, it's $2,500.",
        ("$4,000", "$2,500"),
    ),
    (
        "timeout-and-backoff",
        "Tune the client.",
        "The API timeout is 30s.",
        "We changed the retry policy: 3 retries with 5s backoff.",
        ("30s", "5s"),
    ),
    (
        "zh-two-rooms-corrected",
        "排会议室。",
        "一楼会议室坐 20 人。",
        "我更正了名单，二楼培训室坐 35 人。",
        ("20 人", "35 人"),
    ),
    # round 19: how the work went is no revision; a need is not what there is so far
    (
        "moved-fast",
        "Plan the migration.",
        "The migration covers 40 services.",
        "We moved fast, 12 services are cut over.",
        ("40 services", "12 services"),
    ),
    (
        "need-and-signed-up",
        "Staff the event.",
        "We need 20 volunteers.",
        "We made good progress, 14 volunteers signed up.",
        ("20 volunteers", "14 volunteers"),
    ),
    (
        "needs-and-so-far",
        "Run the release review.",
        "Sign-off needs 5 reviewers.",
        "3 reviewers signed off so far.",
        ("5 reviewers", "3 reviewers"),
    ),
    # round 19: another period's figure, another vendor, a count of other bugs
    (
        "last-year-ended-up",
        "Plan the catering.",
        "We expect 140 attendees.",
        "Last year we ended up with 162 attendees.",
        ("140 attendees", "162 attendees"),
    ),
    (
        "zh-last-year-final",
        "统计报名。",
        "目前报名 58 人。",
        "去年最后是 73 人。",
        ("58 人", "73 人"),
    ),
    (
        "knocked-out-bugs",
        "Stabilise the release.",
        "There are 12 open bugs.",
        "We knocked out 5 bugs this morning.",
        ("12 open bugs",),
    ),
    (
        "zh-other-vendor-price",
        "采购打印机。",
        "A 供应商报价每台 3,200 元。",
        "B 供应商让到每台 2,950 元。",
        ("3,200 元", "2,950 元"),
    ),
]

ESTIMATOR = TokenEstimator()


def summarize(messages: list[Message], previous: str | None = None, first: int = 1) -> str:
    request = SummaryRequest(
        session_id="s1",
        messages=[(first + i, m) for i, m in enumerate(messages)],
        archive_range=(1, first + len(messages) - 1),
        max_tokens=2000,
        estimator=ESTIMATOR,
        previous_summary=previous,
    )
    return ExtractiveSummarizer().summarize(request).text


def told(goal: str, first: str, then: str, across: bool) -> str:
    """The summary of a request, the model's first statement and the user's next one (in one
    summary, or with the first statement in the previous summary of a compaction)."""
    ack = "好的。" if re.search(r"[\u4e00-\u9fff]", then) else "Noted."
    said = [Message.text_message("system", "You are a helpful agent."), user(goal), model(first)]
    later = [user(then), model(ack)]
    if not across:
        return summarize(said + later)
    earlier = summarize(said)
    filler = [user("Any news on the dashboards?"), model("All green.")]
    return summarize(filler + later, previous=earlier, first=len(said) + 1)


def run(case: tuple[str, str, str, str, tuple[str, ...], str], across: bool) -> str | None:
    """Why the case fails ("old stated as current: ...", "new value missing"), else None."""
    _, goal, first, change, old, new = case
    summary = told(goal, first, change, across)
    leaked = current_lines(summary, *old)
    if leaked:
        return f"old value stated as current: {leaked[0]}"
    if new.lower() not in summary.lower():
        return "new value missing"
    return None


def run_kept(pair: tuple[str, str, str, str, tuple[str, ...]], across: bool) -> str | None:
    """Why a pair of current values is not both stated as current, else None."""
    _, goal, first, second, values = pair
    summary = told(goal, first, second, across)
    lost = [v for v in values if not current_lines(summary, v)]
    return f"not stated as current: {', '.join(lost)}" if lost else None


def user(text: str) -> Message:
    return Message.text_message("user", text)


def model(text: str) -> Message:
    return Message.text_message("model", text)


def tally(
    cases: list[Any], check: Callable[[Any, bool], str | None], what: str, show: bool
) -> None:
    """Run every case in one summary and across a compaction; print misses and the count."""
    for across in (False, True):
        missed = 0
        where = "across a compaction" if across else "in one summary"
        for case in cases:
            why = check(case, across)
            missed += why is not None
            if why or show:
                print(f"  {'MISS' if why else 'ok  '} {case[0]} ({where}): {why or ''}")
        print(f"{where}: {len(cases) - missed} of {len(cases)} {what}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--show", action="store_true", help="print every case, not only misses")
    args = parser.parse_args(argv)
    tally(CASES, run, "value changes handled", args.show)
    tally(KEPT, run_kept, "pairs of current values both kept", args.show)
    return 0


if __name__ == "__main__":
    sys.exit(main())

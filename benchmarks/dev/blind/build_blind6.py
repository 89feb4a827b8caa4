"""Write blind6's labelled conversations into benchmarks/dev/blind/.

Dialogue, facts, value changes and labels are written by hand below; the long, noisy
tool outputs come from small seeded generators. Deterministic: run it twice, same files.

    .venv/bin/python benchmarks/dev/blind/build_blind6.py [--check]
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent


# -- building blocks ------------------------------------------------------------------------


class Conv:
    def __init__(self, cid: str, title: str, system: str, seed: int) -> None:
        self.cid, self.title = cid, title
        self.rng = random.Random(seed)
        self.messages: list[dict] = [{"role": "system", "content": [{"text": system}]}]
        self.labels: list[dict] = []
        self.stale: list[dict] = []
        self.calls = 0

    def user(self, text: str) -> int:
        self.messages.append({"role": "user", "content": [{"text": text}]})
        return len(self.messages) - 1

    def say(self, text: str) -> int:
        self.messages.append({"role": "model", "content": [{"text": text}]})
        return len(self.messages) - 1

    def tools(self, text: str, *calls: tuple[str, dict, str]) -> int:
        """A model step with tool calls, then the tool message; returns the tool index."""
        parts: list[dict] = [{"text": text}] if text else []
        answers = []
        for name, args, output in calls:
            self.calls += 1
            ref = f"call-{self.calls}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": args}})
            answers.append({"toolResponse": {"name": name, "ref": ref, "output": output}})
        self.messages.append({"role": "model", "content": parts})
        self.messages.append({"role": "tool", "content": answers})
        return len(self.messages) - 1

    def label(self, kind: str, text: str, evidence: list[str], at: int) -> None:
        n = len(self.labels) + 1
        self.labels.append(
            {"id": f"l{n}", "kind": kind, "text": text, "evidence": evidence, "message_index": at}
        )

    def old(self, text: str, terms: list[str], at: int) -> None:
        n = len(self.stale) + 1
        self.stale.append({"id": f"s{n}", "text": text, "terms": terms, "message_index": at})

    def doc(self) -> dict:
        auto_index(self.messages, self.labels)
        return {
            "id": self.cid,
            "title": self.title,
            "source": "authored-blind",
            "messages": self.messages,
            "labels": self.labels,
            "stale": self.stale,
            "meta": {"author": "blind6", "generator": "benchmarks/dev/blind/build_blind6.py"},
        }


def auto_index(messages: list[dict], labels: list[dict]) -> None:
    """Labels written with at=None get the message where their evidence completes."""

    def text(m: dict) -> str:
        if m["role"] == "system":
            return ""
        bits = []
        for p in m["content"]:
            if "text" in p:
                bits.append(p["text"])
            if "toolRequest" in p:
                bits.append(json.dumps(p["toolRequest"]["input"], ensure_ascii=False))
            if "toolResponse" in p:
                bits.append(p["toolResponse"]["output"])
        return " ".join(" ".join(bits).lower().split())

    texts = [text(m) for m in messages]
    for lab in labels:
        if lab["message_index"] is None:
            firsts = [
                next(i for i, t in enumerate(texts) if e.lower() in t) for e in lab["evidence"]
            ]
            lab["message_index"] = max(firsts)


def hexid(rng: random.Random, n: int = 8) -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def stamp(rng: random.Random, day: str, hour: int) -> str:
    return f"{day}T{hour:02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}.{rng.randint(0, 999):03d}Z"


def logs(rng, day, hour, comps, lines, n, inserts=()):
    """n noisy log lines; `inserts` are (position, line) pairs placed verbatim."""
    out = []
    levels = ["INFO"] * 6 + ["DEBUG"] * 3 + ["WARN"]
    for _ in range(n):
        msg = rng.choice(lines).format(
            id=hexid(rng), n=rng.randint(2, 980), ms=rng.randint(3, 2400), k=rng.randint(1, 9)
        )
        out.append(f"{stamp(rng, day, hour)} {rng.choice(levels):5} [{rng.choice(comps)}] {msg}")
    out.sort()
    for pos, line in inserts:
        out.insert(min(pos, len(out)), line)
    return "\n".join(out)


def table(rng, headers, rowfn, n, inserts=()):
    rows = [headers] + [rowfn(rng, i) for i in range(n)]
    for pos, row in inserts:
        rows.insert(min(pos + 1, len(rows)), row)
    widths = [max(len(str(r[c])) for r in rows) for c in range(len(headers))]
    lines = [" | ".join(str(v).ljust(w) for v, w in zip(r, widths, strict=False)) for r in rows]
    lines.insert(1, "-+-".join("-" * w for w in widths))
    return "\n".join(lines)


def jdump(obj) -> str:
    return json.dumps(obj, ensure_ascii=False, indent=2)


# -- checking -------------------------------------------------------------------------------


def check(paths: list[Path]) -> int:
    root = OUT.parents[2]
    sys.path.insert(0, str(root))
    sys.path.insert(0, str(root / "tests" / "evaluation"))
    from test_heldout_sets import labelled_problems

    from compaction.engine import TokenEstimator, load_conversations

    est = TokenEstimator("gpt-4o")
    bad = 0
    for path in paths:
        [conv] = load_conversations(path)
        problems = labelled_problems(conv)
        kinds = {}
        for lab in conv.labels:
            kinds[lab["kind"]] = kinds.get(lab["kind"], 0) + 1
        order = ["user_goal", "fact", "decision", "pending_action", "open_issue", "reference"]
        print(
            path.name,
            "tokens",
            est.count_all(conv.messages),
            "users",
            sum(1 for m in conv.messages if m.role == "user"),
            "calls",
            sum(len(m.tool_requests) for m in conv.messages),
            "labels",
            "/".join(str(kinds.get(k, 0)) for k in order),
            "stale",
            len(conv.stale),
        )
        for lab in conv.labels:
            for item in conv.stale:
                for term in item["terms"]:
                    if any(term.lower() in e.lower() for e in lab["evidence"]):
                        problems.append(f"label {lab['id']} evidence holds stale term {term!r}")
        for p in problems:
            print("   ", p)
        bad += len(problems)
    return bad


BUILDERS = []


def builder(fn):
    BUILDERS.append(fn)
    return fn


# -- conversations are appended below ------------------------------------------------------


# == 1. zh bank loan restructure ==============================================================


def bank_ledger(rng, n, inserts=()):
    def row(r, i):
        y, m = 2024 + (i + 3) // 12, (i + 3) % 12 + 1
        amt = r.randint(180000, 240000)
        return [
            f"{y}-{m:02d}-20",
            f"TXN{r.randint(10**9, 10**10 - 1)}",
            r.choice(["本息扣款", "利息扣款", "本金归还", "罚息计提", "代扣失败重试"]),
            f"{amt:,}.{r.randint(0, 99):02d}",
            f"{r.randint(9000000, 11800000):,}.00",
            r.choice(["成功", "成功", "成功", "余额不足", "已冲正"]),
            r.choice(["CBS-01", "CBS-02", "BATCH-N3"]),
        ]

    return table(
        rng, ["日期", "流水号", "摘要", "金额(元)", "本金余额(元)", "状态", "渠道"], row, n, inserts
    )


def bank_logs(rng, hour, n, inserts=()):
    comps = ["cbs.loan", "risk.rating", "collat.svc", "doc.vault", "crm.sync"]
    lines = [
        "查询请求 req={id} 耗时 {ms}ms",
        "客户视图刷新 cust_ref={id} 字段数={n}",
        "评级模型 v{k}.2 计算完成 score_raw={n}",
        "押品台账同步 batch={id} rows={n}",
        "影像件索引更新 doc={id} pages={k}",
        "额度占用重算 limit_ref={id} 耗时 {ms}ms",
        "retry scheduled job={id} attempt={k}",
    ]
    return logs(rng, "2026-11-30", hour, comps, lines, n, inserts)


@builder
def bank_loan() -> dict:
    c = Conv(
        "blind-zh-bank-loan-restructure",
        "小微企业贷款重组：利率、期限、押品重估、上会日期与担保人更换",
        "你是某城商行普惠金融部的客户经理助理。你可以查询核心系统、押品系统、上会日程、"
        "邮件和文档库，并起草材料。涉及客户的数字以系统和书面材料为准，不要自行编造。",
        seed=6101,
    )
    c.user(
        "帮我看一下恒岳精密机械有限公司那笔经营贷，贷款编号 LN-2024-0387。客户这两个月资金紧，"
        "老板孙立航上午来行里说想做重组，把月供降下来。我们的底线是不能新增不良，押品抵押率不能超过 70%。"
        "先把现状拉出来。"
    )
    g1 = len(c.messages) - 1
    t = c.tools(
        "我先查核心系统里的贷款主信息和近期还款流水。",
        (
            "cbs_query",
            {"loan_no": "LN-2024-0387", "view": "summary"},
            jdump(
                {
                    "loan_no": "LN-2024-0387",
                    "borrower": "恒岳精密机械有限公司",
                    "product": "小微经营贷-抵押类",
                    "contract_amount": "15,000,000.00",
                    "outstanding_principal": "11,280,000.00",
                    "rate_type": "固定",
                    "annual_rate": "5.85%",
                    "term_months": 36,
                    "remaining_months": 22,
                    "monthly_installment": "586,420.17",
                    "overdue_periods": 2,
                    "overdue_amount": "1,172,840.34",
                    "five_class": "关注",
                    "guarantors": [
                        {"name": "王建国", "type": "自然人连带责任保证", "id_tail": "3317"}
                    ],
                    "collateral": [
                        {
                            "id": "CL-77120",
                            "type": "工业厂房",
                            "addr": "临江市高新区纬七路18号",
                            "last_appraisal": "18,600,000.00",
                            "appraiser": "原评估（2024-03）",
                        },
                    ],
                    "rm": "周敏",
                    "branch": "临江高新支行",
                },
            ),
        ),
        (
            "cbs_query",
            {"loan_no": "LN-2024-0387", "view": "ledger", "months": 24},
            bank_ledger(c.rng, 120),
        ),
    )
    c.say(
        "现状：LN-2024-0387 本金余额 11,280,000 元（1,128万元），年利率 5.85%，期限 36个月，剩余 22 期，"
        "月供 586,420.17 元。已逾期 2 期共 1,172,840.34 元，五级分类已是“关注”。担保人是王建国（自然人连带保证），"
        "押品 CL-77120 厂房上次评估 1,860万元，按这个算抵押率约 60.6%。流水里近几个月有多次“余额不足”扣款失败。"
    )
    f1 = len(c.messages) - 1
    c.user("孙总的诉求是利率降到 4.95%，期限拉长到 60个月。你先按这个测一下月供。")
    t = c.tools(
        "按剩余本金 1,128万元、60 期等额本息测算。",
        (
            "loan_calc",
            {"principal": 11280000, "annual_rate": 4.95, "months": 60, "method": "等额本息"},
            table(
                c.rng,
                ["期数", "月供", "本金", "利息", "剩余本金"],
                lambda r, i: [
                    i + 1,
                    "212,948.06",
                    f"{166000 + i * 690:,}.{r.randint(0, 99):02d}",
                    f"{46530 - i * 690:,}.{r.randint(0, 99):02d}",
                    f"{11280000 - (i + 1) * 170000:,}.00",
                ],
                60,
            ),
        ),
    )
    c.say(
        "按 4.95% / 60 期，月供约 212,948 元，比现在少了六成多。不过 4.95% 低于我们小微抵押类重组的定价下限，需要看定价授权。"
    )
    c.user("查一下定价授权表，重组贷款我们支行能批到多少。")
    t = c.tools(
        "",
        (
            "doc_search",
            {"query": "2026 普惠 定价授权 重组", "lib": "policy"},
            "《普惠金融部2026年贷款定价授权表》（PR-2026-014）节选\n"
            + table(
                c.rng,
                ["产品", "客户评级", "期限", "支行权限下限", "分行权限下限", "备注"],
                lambda r, i: [
                    r.choice(["小微信用", "小微抵押", "供应链", "科创贷"]),
                    f"{r.choice('ABC')}{r.randint(1, 3)}",
                    r.choice(["≤12月", "13-36月", "37-60月"]),
                    f"LPR+{r.randint(5, 90)}bp",
                    f"LPR+{r.randint(0, 60)}bp",
                    r.choice(["", "需风险部会签", "限存量客户"]),
                ],
                55,
                inserts=[
                    (
                        20,
                        [
                            "小微抵押-重组",
                            "B2",
                            "37-60月",
                            "LPR+190bp(5.20%)",
                            "LPR+165bp(4.95%)",
                            "须上会",
                        ],
                    )
                ],
            ),
        ),
    )
    c.say(
        "授权表 PR-2026-014 里“小微抵押-重组、B2、37-60月”这一档：支行下限 5.20%，4.95% 要到分行权限，而且必须上会。"
    )
    u_rate = c.user("分行那边不好批。跟孙总谈，利率就按 5.20%，期限 60个月不变。你改一下测算。")
    d_rate = c.tools(
        "按 5.20% / 60 期重算。",
        (
            "loan_calc",
            {"principal": 11280000, "annual_rate": 5.2, "months": 60, "method": "等额本息"},
            table(
                c.rng,
                ["期数", "月供", "本金", "利息", "剩余本金"],
                lambda r, i: [
                    i + 1,
                    "213,907.44",
                    f"{165000 + i * 700:,}.{r.randint(0, 99):02d}",
                    f"{48880 - i * 700:,}.{r.randint(0, 99):02d}",
                    f"{11280000 - (i + 1) * 169000:,}.00",
                ],
                60,
            ),
        ),
    )
    c.say("5.20% / 60个月，月供 213,907.44 元。这个在支行权限内，但重组仍须上会。")
    c.old("年利率原为 5.85%，重组后定为 5.20%", ["5.85%"], u_rate)
    c.old("期限原为 36个月，改为 60个月", ["36个月"], u_rate)
    c.label(
        "decision",
        "重组利率定为 5.20%（支行权限下限），期限 60个月，月供 213,907.44 元",
        ["5.20%", "213,907.44"],
        d_rate,
    )
    c.user("押品重估的事，评估公司那边报告出来没有？上周委托的衡信评估。")
    t = c.tools(
        "查押品系统和邮件。",
        (
            "collateral_query",
            {"collateral_id": "CL-77120"},
            bank_logs(
                c.rng,
                9,
                60,
                inserts=[
                    (
                        30,
                        "2026-11-30T09:41:07.220Z INFO  [collat.svc] 重估报告入库 CL-77120 report=HX-PG-2611 appraiser=衡信资产评估 value=15,400,000.00 status=待复核",
                    )
                ],
            ),
        ),
        (
            "mail_search",
            {"query": "衡信 CL-77120"},
            "From: 何静 <hejing@hengxin-pg.example>\nTo: 周敏\nSubject: 纬七路18号厂房重估报告 HX-PG-2611\n\n"
            "周经理您好，\n报告已出，评估价值 1,540万元（较上次 1,860万元下降，主要因区域工业用地成交价下行及厂房 2 号楼屋面渗漏需维修）。"
            "正式盖章版今天下午寄出。\n"
            + "\n".join(f"> 附件{i}: 现场照片_{hexid(c.rng, 6)}.jpg" for i in range(1, 41)),
        ),
    )
    c.say(
        "衡信评估的报告 HX-PG-2611 出来了：CL-77120 评估价值 1,540万元（原来 1,860万元）。按 1,128万元本金算，"
        "抵押率 73.2%，超过我们 70% 的底线。"
    )
    c.old("押品 CL-77120 评估值原为 1,860万元，重估后为 1,540万元", ["1,860万元"], t + 1)
    c.label(
        "fact",
        "衡信评估报告 HX-PG-2611：CL-77120 重估值 1,540万元，抵押率 73.2% 超过 70%",
        ["HX-PG-2611", "1,540万元", "73.2%"],
        None,
    )
    c.label(
        "user_goal",
        "为恒岳精密 LN-2024-0387 做重组降低月供，不新增不良，抵押率不超过 70%",
        ["LN-2024-0387", "70%"],
        g1,
    )
    c.label(
        "fact", "贷款余额 1,128万元，已逾期 2 期，五级分类为关注", ["1,128万元", "1,172,840.34"], f1
    )
    c.user("那怎么办？要么追加押品，要么先还一部分。你算算要还多少才能压到 70%。")
    c.say(
        "要让抵押率 ≤70%，本金需降到 1,540万元 × 70% = 1,078万元，也就是先偿还 50万元本金。另一个办法是追加押品，但孙总名下那套住宅已经抵押给别家银行了。"
    )
    c.user("我问了孙总，他同意月底先还 50万元。按还款后的本金 1,078万元 重新出测算。")
    t = c.tools(
        "",
        (
            "loan_calc",
            {"principal": 10780000, "annual_rate": 5.2, "months": 60, "method": "等额本息"},
            table(
                c.rng,
                ["期数", "月供", "本金", "利息", "剩余本金"],
                lambda r, i: [
                    i + 1,
                    "204,425.73",
                    f"{158000 + i * 670:,}.{r.randint(0, 99):02d}",
                    f"{46710 - i * 670:,}.{r.randint(0, 99):02d}",
                    f"{10780000 - (i + 1) * 161000:,}.00",
                ],
                60,
            ),
        ),
    )
    c.say("先还 50万元后本金 1,078万元，抵押率正好 70.0%；5.20% / 60 期月供 204,425.73 元。")
    c.label(
        "decision",
        "孙立航月底先偿还 50万元本金，重组本金 1,078万元，抵押率 70.0%，月供 204,425.73 元",
        ["1,078万元", "204,425.73"],
        None,
    )
    c.user("上会的时间查一下，原来排的是哪天？")
    t = c.tools(
        "",
        (
            "committee_calendar",
            {"branch": "临江分行", "month": "2026-12"},
            jdump(
                {
                    "committee": "临江分行授信审批委员会",
                    "sessions": [
                        {
                            "date": f"2026-12-{c.rng.randint(1, 28):02d}",
                            "slot": c.rng.choice(["上午", "下午"]),
                            "item": f"AP-{c.rng.randint(10000, 99999)}",
                            "owner": c.rng.choice(["刘倩", "马骏", "黄一舟", "周敏"]),
                            "amount_wan": c.rng.randint(80, 6000),
                            "type": c.rng.choice(["新增", "续贷", "重组", "展期"]),
                        }
                        for _ in range(45)
                    ]
                    + [
                        {
                            "date": "2026-12-09",
                            "slot": "上午",
                            "item": "AP-26-1187 恒岳精密重组",
                            "owner": "周敏",
                        }
                    ],
                }
            ),
        ),
    )
    c.say(
        "原定 12月9日上午上会，议题 AP-26-1187。但重估报告是今天才出的，材料要按 1,078万元 重新做，时间很紧。"
    )
    u_cc = c.user(
        "风险部李处刚给我打电话，说 9号那场议题满了，我们挪到 12月16日。你在日程里改掉，再通知一下审批秘书。"
    )
    t = c.tools(
        "改日程并发邮件给审批秘书。",
        (
            "committee_calendar",
            {"action": "reschedule", "item": "AP-26-1187", "to": "2026-12-16", "slot": "上午"},
            "OK item=AP-26-1187 moved 2026-12-09 -> 2026-12-16 上午 by 周敏 ticket=CC-90412",
        ),
        (
            "mail_send",
            {
                "to": "审批秘书 韩露",
                "subject": "AP-26-1187 改期至 12月16日",
                "body": "韩露你好，恒岳精密重组议题 AP-26-1187 经风险部李处同意改至 12月16日上午上会，材料 12月12日前提交。",
            },
            "sent message-id <" + hexid(c.rng, 16) + "@mail.lj-bank.example>",
        ),
    )
    c.say(
        "已改：AP-26-1187 改到 12月16日上午（变更单 CC-90412），并已邮件通知审批秘书韩露，材料在 12月12日前提交。"
    )
    c.old("上会日期原为 12月9日，改为 12月16日", ["12月9日"], u_cc)
    c.label(
        "decision", "AP-26-1187 上会改至 12月16日上午，变更单 CC-90412", ["12月16日", "CC-90412"], t
    )
    c.label("pending_action", "12月12日前把上会材料提交给审批秘书韩露", ["12月12日", "韩露"], None)
    c.user(
        "还有个麻烦：担保人王建国说他要退出担保，他自己公司也出了点状况。孙总推荐他的合伙人刘海峰来接。你先查一下刘海峰的征信和资产。"
    )
    t = c.tools(
        "先看王建国的情况，再查刘海峰。",
        (
            "credit_report",
            {"name": "王建国", "id_tail": "3317"},
            bank_logs(
                c.rng,
                10,
                40,
                inserts=[
                    (
                        5,
                        "2026-11-30T10:02:11.004Z WARN  [risk.rating] 王建国 名下对外担保 3 笔，其中 1 笔被担保企业 鑫旺五金 已逾期 90+ 天",
                    )
                ],
            ),
        ),
        (
            "credit_report",
            {"name": "刘海峰", "authorization": "AUTH-26-55871"},
            table(
                c.rng,
                ["机构", "业务类型", "金额(元)", "余额(元)", "状态", "近24月"],
                lambda r, i: [
                    f"某银行{r.randint(1, 30)}",
                    r.choice(["信用卡", "房贷", "经营贷"]),
                    f"{r.randint(2, 300) * 10000:,}",
                    f"{r.randint(0, 200) * 10000:,}",
                    "正常",
                    "N" * 24,
                ],
                30,
            )
            + "\n\n资产：临江市滨江花园 6 栋住宅（无抵押），评估参考 420万元；持有恒岳精密 35% 股权。",
        ),
    )
    c.say(
        "王建国名下有一笔担保的企业鑫旺五金已逾期 90 天以上，本身担保能力已经弱化。刘海峰征信全部正常（授权书 AUTH-26-55871），"
        "名下滨江花园住宅无抵押约 420万元，并持有恒岳精密 35% 股权，作为保证人资质比王建国好。"
    )
    c.label(
        "fact",
        "刘海峰征信正常，滨江花园住宅无抵押约 420万元，持股恒岳精密 35%",
        ["刘海峰", "420万元", "35%"],
        t,
    )
    c.label("fact", "原担保人王建国另担保的鑫旺五金已逾期 90 天以上", ["鑫旺五金"], None)
    u_g = c.user("那就换成刘海峰。王建国的担保怎么解除，要不要签补充协议？")
    t = c.tools(
        "",
        (
            "doc_search",
            {"query": "保证人变更 补充协议 模板", "lib": "legal"},
            "\n".join(
                f"[{i:03d}] 法规/模板/{hexid(c.rng, 5)}.docx — "
                + c.rng.choice(
                    ["保证合同范本", "抵押合同补充协议", "授信变更审批表", "司法解释摘录"]
                )
                for i in range(60)
            )
            + "\n[061] 法规/模板/LG-T-118_保证人变更补充协议.docx — 三方签署：贷款人、借款人、新保证人；原保证人解除须经授信审批同意后另签解除确认书",
        ),
    )
    c.say(
        "模板是 LG-T-118 保证人变更补充协议，须三方签（银行、恒岳、刘海峰）。王建国的解除要等上会同意后另签解除确认书，在那之前他的担保继续有效。"
    )
    c.old("担保人原为王建国，更换为刘海峰", ["王建国", "担保人"], u_g)
    c.label(
        "decision",
        "担保人由刘海峰替换，使用 LG-T-118 三方补充协议，原保证人解除待上会同意后另签确认书",
        ["LG-T-118", "刘海峰"],
        t,
    )
    c.label("reference", "保证人变更补充协议模板 LG-T-118", ["LG-T-118"], t)
    c.user("好。上会申请书你起草一版放到文档库，路径按我们惯例。")
    t = c.tools(
        "起草上会申请书 v3。",
        (
            "doc_write",
            {"path": "/credit/packs/2026/LN-2024-0387/上会申请书_v3.docx", "template": "重组上会"},
            "written /credit/packs/2026/LN-2024-0387/上会申请书_v3.docx (14 pages)\n--- diff vs v2 ---\n"
            + "\n".join(
                f"- 第{i}段 旧文本 {hexid(c.rng, 10)}\n+ 第{i}段 新文本 {hexid(c.rng, 10)}"
                for i in range(1, 45)
            )
            + "\n+ 重组方案：本金 1,078万元，年利率 5.20%，期限 60个月，保证人 刘海峰，押品 CL-77120 评估值 1,540万元，上会 12月16日",
        ),
    )
    c.say("已写入 /credit/packs/2026/LN-2024-0387/上会申请书_v3.docx，方案部分已按最新数字写好。")
    c.label(
        "reference", "上会申请书路径", ["/credit/packs/2026/LN-2024-0387/上会申请书_v3.docx"], None
    )
    c.user("厂房上那台进口数控设备也做了动产抵押，登记还有效吗？")
    t = c.tools(
        "",
        (
            "registry_query",
            {"system": "动产融资统一登记公示系统", "debtor": "恒岳精密机械有限公司"},
            bank_logs(
                c.rng,
                11,
                55,
                inserts=[
                    (
                        40,
                        "2026-11-30T11:31:50.118Z WARN  [collat.svc] 登记编号 DJ-0328-7741 到期日 2026-12-20，未办理展期",
                    )
                ],
            ),
        ),
    )
    c.say(
        "设备动产抵押登记 DJ-0328-7741 到期日是 2026-12-20，还没展期。重组期限 60个月，这个登记必须展期，不然设备那部分担保会落空。我不确定展期是否需要重新评估设备。"
    )
    c.label(
        "pending_action",
        "在 2026-12-20 前办理设备抵押登记 DJ-0328-7741 展期",
        ["DJ-0328-7741", "2026-12-20"],
        None,
    )
    c.label("open_issue", "设备抵押登记展期是否需要重新评估设备尚不确定", ["DJ-0328-7741"], t)
    c.user("展期这事我交给押品岗的小吴去办，你把材料清单发给她。评估要不要重做你也帮我问问衡信。")
    t = c.tools(
        "",
        (
            "mail_send",
            {
                "to": "吴桐",
                "subject": "DJ-0328-7741 展期材料",
                "body": "吴桐你好，恒岳精密设备抵押登记 DJ-0328-7741 将于 2026-12-20 到期，请办理展期。材料：营业执照、抵押合同、原登记证明、设备清单。",
            },
            "sent message-id <" + hexid(c.rng, 16) + "@mail.lj-bank.example>",
        ),
        (
            "mail_send",
            {
                "to": "何静 <hejing@hengxin-pg.example>",
                "subject": "设备展期是否需重估",
                "body": "何经理，DJ-0328-7741 展期是否需要对数控设备另行评估？",
            },
            "sent message-id <" + hexid(c.rng, 16) + "@mail.lj-bank.example>",
        ),
    )
    c.say("已把材料清单发给押品岗吴桐，并问了衡信的何静设备要不要重估，等回复。")
    c.label("fact", "设备展期交由押品岗吴桐办理，材料清单已发", ["吴桐"], None)
    c.user("孙总的 50万元 还款到账了吗？今天 30号。")
    t = c.tools(
        "",
        (
            "cbs_query",
            {"loan_no": "LN-2024-0387", "view": "ledger", "months": 1},
            bank_ledger(
                c.rng,
                30,
                inserts=[
                    (
                        29,
                        [
                            "2026-11-30",
                            "TXN8800214455",
                            "提前还本",
                            "500,000.00",
                            "10,780,000.00",
                            "成功",
                            "CBS-01",
                        ],
                    )
                ],
            ),
        ),
    )
    c.say(
        "到账了：流水 TXN8800214455，提前还本 500,000.00 元，本金余额 10,780,000.00 元。逾期的 2 期利息罚息还挂着，要在上会前一并处理。"
    )
    c.label(
        "fact",
        "50万元提前还本已到账，流水 TXN8800214455，余额 10,780,000.00",
        ["TXN8800214455"],
        None,
    )
    c.label("open_issue", "逾期 2 期的利息罚息如何处理（上会前要定）尚未决定", ["利息罚息"], None)
    c.user("罚息减免的事我明天跟李处商量。今天先到这，把进展给我列个清单。")
    c.say(
        "进展：1) 方案：本金 1,078万元、5.20%、60个月、月供 204,425.73 元；2) 押品 CL-77120 重估 1,540万元（HX-PG-2611），抵押率 70.0%；"
        "3) 上会 AP-26-1187 改到 12月16日，材料 12月12日前交韩露；4) 保证人换为刘海峰，签 LG-T-118，王建国解除待上会后；"
        "5) 设备登记 DJ-0328-7741 展期由吴桐办，是否重估待衡信回复；6) 逾期罚息处理明天与李处商量。"
    )
    c.label("pending_action", "明天与风险部李处商量逾期罚息处理", ["罚息减免"], None)
    c.label("reference", "授信议题编号 AP-26-1187", ["AP-26-1187"], None)
    return c.doc()


# == 2. event ticketing outage ================================================================

TIX_COMPS = ["checkout-svc", "queue-gw", "inventory", "pay-router", "edge-lb", "notify"]
TIX_LINES = [
    "POST /v2/checkout/{id} 200 {ms}ms",
    "POST /v2/checkout/{id} 502 {ms}ms upstream=pay-router",
    "queue token issued tok_{id} position={n}",
    "seat hold created hold_{id} seats={k} ttl=480s",
    "seat hold released hold_{id} reason=ttl_expired",
    "authorize attempt order=ord_{id} attempt={k} latency={ms}ms",
    "webhook delivered evt_{id} status=200",
    "cache miss key=evt:88213:map:{n}",
    "rate limiter bucket=ip:{id} tokens={n}",
]


def tix_logs(rng, hour, n, inserts=()):
    return logs(rng, "2026-11-27", hour, TIX_COMPS, TIX_LINES, n, inserts)


def tix_orders(rng, n, inserts=()):
    def row(r, i):
        return [
            f"ord_{hexid(r, 10)}",
            f"cus_{hexid(r, 8)}",
            r.choice(["paystream", "paystream", "corvapay"]),
            f"{r.randint(1, 4)}",
            f"{r.randint(89, 420)}.{r.choice(['00', '50'])}",
            r.choice(["captured", "captured", "authorized", "failed", "voided"]),
            f"19:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}",
        ]

    return table(
        rng,
        ["order_id", "customer", "provider", "qty", "amount_usd", "state", "ts"],
        row,
        n,
        inserts,
    )


@builder
def ticketing() -> dict:
    c = Conv(
        "blind-event-ticketing-outage",
        "Concert onsale outage: queue limits, payment failover, double-charge refunds, postmortem",
        "You are the on-call assistant for the Tixwell ticketing platform. You can read metrics, logs and the "
        "payments database, change runtime config through the config service, run runbook actions, draft and "
        "publish status-page updates and file tickets. Ask before any customer-visible action.",
        seed=6202,
    )
    g = c.user(
        "I'm on call. The Nova Halcyon onsale (event EVT-88213, 19:00 ET) is melting down: people reach checkout and get "
        "'payment could not be processed'. Goal: get sales flowing again tonight without overselling a single seat. "
        "Pull the checkout dashboard and the last 15 minutes of logs."
    )
    t = c.tools(
        "Pulling checkout metrics and recent logs.",
        (
            "metrics",
            {"dashboard": "checkout-overview", "event": "EVT-88213", "window": "15m"},
            jdump(
                {
                    "window": "19:02-19:17",
                    "checkout_attempts": 48211,
                    "http_5xx_ratio": "0.38",
                    "by_upstream": {
                        "pay-router": {"502": 17904, "timeouts": 311},
                        "inventory": {"5xx": 12},
                    },
                    "queue": {"waiting": 231880, "admitted_last_min": 1200},
                    "p99_ms": 9410,
                    "series": [
                        {
                            "t": f"19:{m:02d}",
                            "attempts": c.rng.randint(2500, 3800),
                            "err": c.rng.randint(700, 1600),
                        }
                        for m in range(2, 18)
                    ],
                }
            ),
        ),
        (
            "logs",
            {"service": "checkout-svc,pay-router", "since": "15m"},
            tix_logs(
                c.rng,
                19,
                110,
                inserts=[
                    (
                        60,
                        "2026-11-27T19:09:14.551Z ERROR [pay-router] paystream authorize 502 Bad Gateway region=us-east-2 (PS-ERR-5021)",
                    )
                ],
            ),
        ),
    )
    c.say(
        "38% of checkout requests fail, almost all 502s from pay-router calling PayStream (error PS-ERR-5021, us-east-2). "
        "Inventory is healthy. The queue is admitting 1200 per minute into checkout with ~232k waiting, which keeps hammering the failing path."
    )
    c.label(
        "user_goal",
        "Restore Nova Halcyon onsale EVT-88213 tonight without overselling any seat",
        ["EVT-88213", "overselling"],
        g,
    )
    c.label(
        "fact",
        "PayStream authorize returns 502 (PS-ERR-5021) on 38% of checkout requests",
        ["PS-ERR-5021"],
        t,
    )
    u = c.user("Halve the admission rate for now. 600 a minute.")
    t = c.tools(
        "Setting queue.admit_per_min for EVT-88213.",
        (
            "config_set",
            {"key": "queue.admit_per_min", "scope": "event/EVT-88213", "value": 600},
            "config-svc: queue.admit_per_min event/EVT-88213 1200 -> 600 (rev 4471, by oncall)\n"
            + tix_logs(c.rng, 19, 40),
        ),
    )
    c.say("Done: queue.admit_per_min is 600 for EVT-88213 (config rev 4471).")
    c.label("reference", "Runbook for payment provider failover", ["RB-PAY-07"], None)
    c.label(
        "fact",
        "PayStream us-east-2 in major_outage (their incident ps-inc-7731)",
        ["major_outage", "ps-inc-7731"],
        None,
    )
    c.label("reference", "Runtime config key for queue admission", ["queue.admit_per_min"], t - 1)
    c.user(
        "What does PayStream's status page say? If they're down hard we fail over to Corvapay per the runbook."
    )
    t = c.tools(
        "",
        (
            "http_get",
            {"url": "https://status.paystream.example/api/v2/summary.json"},
            jdump(
                {
                    "page": "PayStream",
                    "components": [
                        {
                            "name": f"API {r}",
                            "status": c.rng.choice(["operational", "degraded_performance"]),
                        }
                        for r in ["us-west-1", "eu-west-1", "ap-south-1", "ca-central-1"] * 6
                    ]
                    + [{"name": "API us-east-2", "status": "major_outage"}],
                    "incidents": [
                        {
                            "id": "ps-inc-7731",
                            "name": "Elevated authorization errors us-east-2",
                            "status": "identified",
                            "updates": [
                                {
                                    "at": f"19:{m:02d}",
                                    "body": "We are continuing to investigate. " * 3,
                                }
                                for m in range(5, 20, 3)
                            ],
                        }
                    ],
                }
            ),
        ),
        (
            "runbook",
            {"id": "RB-PAY-07", "action": "show"},
            "RB-PAY-07 Payment provider failover\n"
            + "\n".join(
                f"step {i}: "
                + c.rng.choice(
                    [
                        "verify secondary merchant account is active",
                        "drain in-flight authorizations",
                        "flip pay-router primary",
                        "watch auth success for 5m",
                        "notify finance channel #fin-payments",
                    ]
                )
                + f" ({hexid(c.rng, 6)})"
                for i in range(1, 40)
            ),
        ),
    )
    c.say(
        "PayStream shows us-east-2 in major_outage (their incident ps-inc-7731). Runbook RB-PAY-07 covers flipping pay-router's primary to Corvapay. Want me to run it?"
    )
    u3 = c.user("Yes, fail over.")
    t = c.tools(
        "Running RB-PAY-07.",
        (
            "runbook",
            {"id": "RB-PAY-07", "action": "execute", "to": "corvapay"},
            tix_logs(
                c.rng,
                19,
                70,
                inserts=[
                    (
                        50,
                        "2026-11-27T19:42:03.118Z INFO  [pay-router] primary provider switched paystream -> corvapay (RB-PAY-07 run rb-9f21)",
                    )
                ],
            ),
        ),
    )
    c.say(
        "Failover done at 19:42: pay-router's primary is now Corvapay (run rb-9f21). Auth success is recovering."
    )
    c.old(
        "Primary payment provider was PayStream; switched to Corvapay at 19:42",
        ["primary", "paystream"],
        u3,
    )
    c.label(
        "decision",
        "Payment primary failed over to Corvapay at 19:42 via RB-PAY-07",
        ["rb-9f21"],
        None,
    )
    c.user("Support is flooded with tickets about double charges. Check the payments DB.")
    t = c.tools(
        "Looking for customers with two captures for the same order intent.",
        (
            "sql",
            {
                "db": "payments-ro",
                "query": "select order_intent, count(*) from captures where event_id='EVT-88213' group by 1 having count(*)>1",
            },
            tix_orders(c.rng, 90)
            + "\n\n(1,412 order intents with more than one capture; sample above)",
        ),
        (
            "code_search",
            {"repo": "tixwell/checkout-svc", "query": "retryAuthorize idempotency"},
            "checkout-svc v4.18.2 src/pay/retry.ts\n@@ -41,9 +41,9 @@\n-    const key = intent.idempotencyKey\n+    const key = undefined // TODO restore after PS migration\n"
            + "\n".join(
                f"src/pay/{c.rng.choice(['retry', 'client', 'auth'])}.ts:{c.rng.randint(10, 300)}: {hexid(c.rng, 12)}"
                for _ in range(50)
            ),
        ),
    )
    c.say(
        "1,412 order intents have more than one capture. Cause: checkout-svc v4.18.2 sends retries without the idempotency key "
        "(src/pay/retry.ts), so each retry after a PayStream 502 that had actually succeeded captured again."
    )
    c.label(
        "fact",
        "checkout-svc v4.18.2 dropped the idempotency key on retries, causing double captures",
        ["v4.18.2", "src/pay/retry.ts"],
        t,
    )
    c.user("Get a hotfix out that restores the key. Then we refund.")
    t = c.tools(
        "Deploying the hotfix.",
        (
            "deploy",
            {"service": "checkout-svc", "version": "v4.18.3", "strategy": "canary-25-100"},
            tix_logs(
                c.rng,
                20,
                80,
                inserts=[
                    (
                        70,
                        "2026-11-27T20:11:40.002Z INFO  [checkout-svc] rollout v4.18.3 100% healthy, idempotency key restored",
                    )
                ],
            ),
        ),
    )
    c.say("checkout-svc v4.18.3 is at 100% and healthy; retries carry the idempotency key again.")
    c.label(
        "fact",
        "checkout-svc v4.18.3 deployed at 100% with idempotency key restored",
        ["v4.18.3"],
        None,
    )
    c.user(
        "Before refunding, rescan the full window including the pre-19:00 presale. I don't trust a number from a sample query."
    )
    t = c.tools(
        "",
        (
            "sql",
            {
                "db": "payments-ro",
                "query": "full scan captures EVT-88213 17:00-20:15, dedupe by order_intent",
            },
            tix_orders(c.rng, 100)
            + "\n\nTOTAL duplicate order intents: 1,873 (presale 461 + onsale 1,412); duplicate amount USD 412,906.50",
        ),
    )
    c.say(
        "The full scan finds 1,873 duplicated order intents (461 in the presale too), USD 412,906.50 in duplicate captures."
    )
    c.old("Double-charge count was 1,412; full scan found 1,873", ["1,412"], t)
    c.label(
        "fact",
        "Full scan: 1,873 duplicate order intents, USD 412,906.50",
        ["1,873", "412,906.50"],
        t,
    )
    c.user("Refund all 1,873, the second capture only, on the original provider. Batch it.")
    t = c.tools(
        "Creating the refund batch.",
        (
            "refunds",
            {
                "action": "create_batch",
                "event": "EVT-88213",
                "selector": "duplicate_capture_second",
                "provider": "original",
            },
            jdump(
                {
                    "batch": "REF-BATCH-0412",
                    "items": 1873,
                    "amount_usd": "412,906.50",
                    "providers": {"paystream": 1790, "corvapay": 83},
                    "state": "submitted",
                    "preview": [
                        {
                            "order": f"ord_{hexid(c.rng, 10)}",
                            "amount": f"{c.rng.randint(89, 420)}.00",
                        }
                        for _ in range(40)
                    ],
                }
            ),
        ),
    )
    c.say(
        "Refund batch REF-BATCH-0412 submitted: 1,873 items, USD 412,906.50 (1,790 on PayStream, 83 on Corvapay). PayStream refunds may be slow while they are degraded, so I will check tomorrow that the 1,790 PayStream items settled."
    )
    c.label(
        "decision",
        "Refund only the second capture of each duplicate, on the original provider, in batch REF-BATCH-0412",
        ["REF-BATCH-0412"],
        t,
    )
    c.label(
        "pending_action",
        "Confirm tomorrow that every REF-BATCH-0412 item on PayStream has settled",
        ["1,790"],
        None,
    )
    c.user(
        "Status page. Draft something: we're aware, checkout recovered, refunds for duplicate charges in 5-7 business days."
    )
    t = c.tools(
        "",
        (
            "statuspage",
            {
                "action": "draft",
                "incident": "INC-5520",
                "status": "monitoring",
                "body": "Checkout for Nova Halcyon has recovered. Some fans were charged twice; those duplicate charges are being refunded automatically within 5-7 business days.",
            },
            "draft saved INC-5520 rev 3\n"
            + "\n".join(
                f"  subscriber group {hexid(c.rng, 6)}: {c.rng.randint(100, 9000)} recipients"
                for _ in range(40)
            ),
        ),
    )
    c.say("Draft saved as INC-5520 rev 3, status 'monitoring'. Publish?")
    c.user(
        "Publish. And the purchase limit: set max tickets per order from 8 to 4 for the rest of the night, bots are back."
    )
    t = c.tools(
        "",
        (
            "statuspage",
            {"action": "publish", "incident": "INC-5520", "rev": 3},
            "published INC-5520 rev 3 at 20:34 ET; 61,204 subscribers notified",
        ),
        (
            "config_set",
            {"key": "order.max_tickets", "scope": "event/EVT-88213", "value": 4},
            "config-svc: order.max_tickets event/EVT-88213 8 -> 4 (rev 4479)",
        ),
    )
    c.say("Published INC-5520 rev 3 at 20:34 ET. order.max_tickets is 4 for EVT-88213 (rev 4479).")
    c.old("Max tickets per order was 8; lowered to 4", ["max tickets", "from 8"], t)
    c.label("reference", "Incident INC-5520 on the status page", ["INC-5520"], None)
    c.label("decision", "order.max_tickets lowered to 4 for EVT-88213 (rev 4479)", ["rev 4479"], t)
    c.user("Checkout looks stable. Raise admission to 900.")
    t = c.tools(
        "",
        (
            "config_set",
            {"key": "queue.admit_per_min", "scope": "event/EVT-88213", "value": 900},
            "config-svc: queue.admit_per_min event/EVT-88213 600 -> 900 (rev 4483)\n"
            + tix_logs(c.rng, 20, 60),
        ),
        (
            "metrics",
            {"dashboard": "checkout-overview", "event": "EVT-88213", "window": "10m"},
            jdump(
                {
                    "http_5xx_ratio": "0.004",
                    "p99_ms": 1380,
                    "series": [
                        {"t": f"20:{m:02d}", "ok": c.rng.randint(800, 900)} for m in range(40, 56)
                    ],
                }
            ),
        ),
    )
    c.say("queue.admit_per_min is now 900 (rev 4483); 5xx at 0.4%, p99 1.38 s.")
    c.old("Queue admission rate 1200/min then 600/min; now 900/min", ["admission", "600"], t - 2)
    c.old("Queue admission rate was 1200 per minute before the first change", ["1200"], u)
    c.label("decision", "Queue admission raised to 900 per minute (rev 4483)", ["rev 4483"], t)
    c.user("Did we oversell anything during the mess? Section 104 looked weird on the seat map.")
    t = c.tools(
        "",
        (
            "sql",
            {
                "db": "inventory-ro",
                "query": "select section, sold, capacity from section_sales where event_id='EVT-88213'",
            },
            table(
                c.rng,
                ["section", "sold", "capacity", "holds"],
                lambda r, i: [f"{100 + i}", r.randint(200, 400), 400, r.randint(0, 30)],
                40,
                inserts=[(3, ["104", 388, 388, 0])],
            ),
        ),
    )
    c.say(
        "No oversell: section 104 is exactly at capacity (388/388) and no section exceeds capacity. The seat map oddity was cached holds."
    )
    c.label("fact", "No oversell; section 104 sold 388 of 388", ["388/388"], None)
    c.user("Postmortem: Dana Ruiz owns it, due next Wednesday. File the ticket.")
    t = c.tools(
        "",
        (
            "tickets",
            {
                "action": "create",
                "project": "PM",
                "title": "Postmortem: EVT-88213 onsale payment outage",
                "assignee": "Dana Ruiz",
                "due": "2026-12-02",
            },
            "created PM-318 assignee=Dana Ruiz due=2026-12-02",
        ),
    )
    c.say("Filed PM-318, assigned to Dana Ruiz, due 2026-12-02.")
    c.user("Scratch that, Dana is off next week. Give it to Tomasz Bell and push it to the 9th.")
    t = c.tools(
        "",
        (
            "tickets",
            {"action": "update", "id": "PM-318", "assignee": "Tomasz Bell", "due": "2026-12-09"},
            "updated PM-318 assignee: Dana Ruiz -> Tomasz Bell; due: 2026-12-02 -> 2026-12-09",
        ),
    )
    c.say("PM-318 now belongs to Tomasz Bell, due 2026-12-09.")
    c.old(
        "Postmortem owner was Dana Ruiz, due 2026-12-02; now Tomasz Bell, due 2026-12-09",
        ["Dana Ruiz"],
        t - 2,
    )
    c.label(
        "pending_action",
        "Tomasz Bell to write postmortem PM-318 by 2026-12-09",
        ["PM-318", "Tomasz Bell", "2026-12-09"],
        None,
    )
    c.user("Last thing: can we go back to PayStream tonight?")
    t = c.tools(
        "",
        (
            "reconcile",
            {"provider": "corvapay", "event": "EVT-88213", "dry_run": True},
            tix_logs(
                c.rng,
                21,
                70,
                inserts=[
                    (
                        30,
                        "2026-11-27T21:05:22.777Z WARN  [pay-router] corvapay settlement report: 12 partial captures without matching order lines (CV-REC-209)",
                    )
                ],
            ),
        ),
    )
    c.say(
        "I'd keep Corvapay as primary tonight: PayStream's incident is still open. Separately, Corvapay's dry-run reconciliation flags 12 partial captures "
        "with no matching order lines (CV-REC-209); I can't yet tell whether that's a real mismatch or a report timing issue."
    )
    c.label(
        "open_issue",
        "Corvapay reconciliation: 12 partial captures without order lines (CV-REC-209), cause unknown",
        ["CV-REC-209"],
        t,
    )
    c.user(
        "Agreed, stay on Corvapay. Switching back waits for their root-cause report on ps-inc-7731. Hand the reconciliation to finance."
    )
    t = c.say(
        "Staying on Corvapay; switch-back waits on the root-cause report for ps-inc-7731. I'll note CV-REC-209 for finance in the handoff."
    )
    c.label(
        "pending_action",
        "Switch back to PayStream only after their RCA for ps-inc-7731",
        ["root-cause report", "ps-inc-7731"],
        t - 1,
    )
    c.label("decision", "Stay on Corvapay overnight", ["stay on Corvapay"], t - 1)
    return c.doc()


# == 3. zh school trip planning ===============================================================

SURNAMES = (
    "王李张刘陈杨黄吴周徐朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾萧田董潘袁蔡蒋余于杜叶程魏苏吕丁任沈"
)
GIVEN = "子涵宇轩梓萱浩然一诺欣怡俊杰雨桐思琪博文若曦天佑嘉怡明哲诗雨晨阳可欣泽宇语彤"


def kid(rng) -> str:
    return rng.choice(SURNAMES) + rng.choice(GIVEN) + rng.choice(GIVEN)


def roster(rng, n, inserts=()):
    def row(r, i):
        return [
            f"2024{r.randint(1, 8):02d}{i:03d}",
            kid(r),
            f"初二({r.randint(1, 8)})班",
            r.choice(["已交", "已交", "未交", "已交", "已交(附条件)"]),
            r.choice(["无", "无", "无", "花生", "青霉素", "海鲜", "晕车"]),
            f"1{r.randint(30, 99)}****{r.randint(1000, 9999)}",
        ]

    return table(rng, ["学号", "姓名", "班级", "同意书", "过敏/备注", "家长电话"], row, n, inserts)


def trip_logs(rng, hour, n, inserts=()):
    comps = ["家校通", "表单", "短信网关", "财务", "OA"]
    lines = [
        "推送消息 msg={id} 接收人={n} 送达",
        "表单提交 form={id} 字段={k} 耗时{ms}ms",
        "短信回执 batch={id} 成功={n}",
        "附件上传 file={id}.pdf 页数={k}",
        "审批流转 flow={id} 节点={k}",
    ]
    return logs(rng, "2026-11-25", hour, comps, lines, n, inserts)


@builder
def school_trip() -> dict:
    c = Conv(
        "blind-zh-school-trip-planning",
        "初二研学旅行筹备：换大巴公司、人数变动、保险重新报价、同意书截止改期、带队老师替换",
        "你是青溪实验中学教务处的行政助理。你可以读写学校共享盘的表格、收发邮件、查询家校通系统、"
        "联系供应商并起草通知。涉及学生安全和费用的事项要先请示再执行。",
        seed=6303,
    )
    g = c.user(
        "我是教务处赵雯。初二年级要去云岚山地质公园研学，12月17日到18日，两天一夜。预算每个学生不超过 680元（含车、住、餐、保险），"
        "安全第一。名单在 /教务/研学/2026冬/名单_v4.xlsx，你先统计一下人数和同意书情况。"
    )
    t = c.tools(
        "读取名单表。",
        (
            "sheet_read",
            {"path": "/教务/研学/2026冬/名单_v4.xlsx", "sheet": "学生"},
            roster(c.rng, 230)
            + "\n\n合计：报名 186 人；同意书已交 97 人；带队教师 12 人（含领队陈思远）",
        ),
    )
    c.say(
        "名单_v4 里报名 186 人，同意书已交 97 人，带队老师 12 人，领队是陈思远老师。备注栏里有晕车和几种过敏，后面排座和餐食要用。"
    )
    c.label(
        "user_goal",
        "初二云岚山研学 12月17日-18日，每生预算不超过 680元，安全第一",
        ["云岚山", "680元"],
        g,
    )
    c.label("reference", "学生名单表路径", ["/教务/研学/2026冬/名单_v4.xlsx"], g)
    c.user("车的事，原来定的是顺达客运，你把他们的报价和车辆资料调出来。")
    t = c.tools(
        "",
        (
            "mail_search",
            {"query": "顺达客运 报价"},
            "From: 顺达客运 调度 <dispatch@shunda-bus.example>\nSubject: 青溪实验中学研学用车报价\n\n赵老师好，4 辆 53 座大巴，两天 每辆 3,200元/天，含司机食宿。车牌如下：\n"
            + "\n".join(
                f"  临A·{c.rng.randint(10000, 99999)}  {c.rng.choice(['宇通', '金龙', '海格'])}  53座  出厂 {c.rng.randint(2015, 2022)}"
                for _ in range(4)
            )
            + "\n"
            + "\n".join(
                f"> 历史邮件 {hexid(c.rng, 6)}: " + "行程确认 " * c.rng.randint(3, 12)
                for _ in range(30)
            ),
        ),
        (
            "vehicle_check",
            {"company": "顺达客运", "plates": "all"},
            trip_logs(
                c.rng,
                9,
                60,
                inserts=[
                    (
                        20,
                        "2026-11-25T09:20:44.310Z WARN  [OA] 交通运输局查询：顺达客运 临A·35827 年检过期(2026-10-31)，企业安全评级 C",
                    )
                ],
            ),
        ),
    )
    c.say(
        "顺达报价每辆 3,200元/天，但查询到其中一辆临A·35827 年检 10月31日已过期，企业安全评级只有 C。按学校规定安全评级要 B 以上，这家不太合适。"
    )
    c.label("fact", "顺达客运临A·35827 年检过期，企业安全评级 C", ["临A·35827"], None)
    u_bus = c.user("那就换掉顺达。备选的远航旅游客运问一下报价。")
    t = c.tools(
        "",
        (
            "mail_send",
            {
                "to": "远航旅游客运 <sales@yuanhang-travel.example>",
                "subject": "研学用车询价 12月17-18日",
                "body": "需 49座以上大巴若干辆，两天一夜，云岚山。",
            },
            "sent <" + hexid(c.rng, 16) + "@qingxi-school.example>",
        ),
        (
            "mail_wait",
            {"from": "sales@yuanhang-travel.example", "timeout_min": 60},
            "From: 远航旅游客运 <sales@yuanhang-travel.example>\nSubject: RE: 研学用车询价\n\n赵老师您好，可提供 49座 金龙大巴，每辆 3,600元/天，企业安全评级 A，合同号预留 YH-2612-017。车辆年检均在有效期。\n"
            + "\n".join(f"  附件: 车辆行驶证_{hexid(c.rng, 5)}.jpg" for _ in range(30)),
        ),
    )
    c.label("fact", "远航 49座大巴每辆 3,600元/天，安全评级 A", ["3,600元"], None)
    c.say(
        "远航旅游客运报价：49座大巴每辆 3,600元/天，安全评级 A，合同号预留 YH-2612-017。比顺达贵 400元/辆/天。"
    )
    c.old("用车原定顺达客运，换为远航旅游客运", ["顺达客运"], u_bus)
    c.label("decision", "大巴改用远航旅游客运（安全评级 A，合同 YH-2612-017）", ["YH-2612-017"], t)
    c.user(
        "人数有变化：初二(6)班那边有 14 个学生要参加市里的科技竞赛，去不了。你把名单更新一下，重新算车。"
    )
    t = c.tools(
        "更新名单并重算。",
        (
            "sheet_write",
            {
                "path": "/教务/研学/2026冬/名单_v4.xlsx",
                "op": "mark_withdrawn",
                "class": "初二(6)班",
                "count": 14,
                "reason": "市科技竞赛",
            },
            "updated 14 rows\n"
            + roster(c.rng, 120)
            + "\n\n合计：报名 172 人；同意书已交 92 人；带队教师 12 人",
        ),
    )
    c.say(
        "更新后学生 172 人，加 12 位老师共 184 人。49座大巴需要 4 辆（196 座），有 12 个余座，晕车的学生可以坐前排。同意书已交 92 人。"
    )
    c.old("学生人数原为 186 人，现为 172 人", ["186 人"], t)
    c.label(
        "fact", "学生 172 人加 12 位老师共 184 人，需 4 辆 49座大巴", ["172 人", "184 人"], None
    )
    c.user("保险呢？安泰保险之前报的是每人 18元。")
    t = c.tools(
        "",
        (
            "mail_search",
            {"query": "安泰保险 研学 报价"},
            "From: 安泰保险 团险部 <group@antai-ins.example>\nSubject: 研学团体意外险报价 Q-AT-55120\n\n方案：意外身故伤残 20万，意外医疗 2万，每人 18元/两天。"
            + "\n".join(
                f"\n条款 {i}: " + "责任免除包括高风险运动 " * c.rng.randint(1, 4)
                for i in range(1, 70)
            ),
        ),
    )
    c.say(
        "报价单 Q-AT-55120：每人 18元/两天，意外医疗 2万。注意条款里高风险运动是免责的——行程第二天有溪谷漂流，需要确认是否算高风险运动。"
    )
    c.user("漂流是营地安排的，问一下安泰要不要加保。")
    t = c.tools(
        "",
        (
            "mail_send",
            {
                "to": "group@antai-ins.example",
                "subject": "Q-AT-55120 是否覆盖溪谷漂流",
                "body": "行程含营地组织的溪谷漂流，请确认是否需要附加险。",
            },
            "sent <" + hexid(c.rng, 16) + "@qingxi-school.example>",
        ),
        (
            "mail_wait",
            {"from": "group@antai-ins.example", "timeout_min": 120},
            "From: 安泰保险 团险部\nSubject: RE: Q-AT-55120\n\n漂流属于需附加的水上活动，加附加险后报价调整为每人 23元，人数按 184 人（含教师）计，合计 4,232元。修订版报价单仍为 Q-AT-55120 rev2。",
        ),
    )
    c.say(
        "安泰答复：漂流要加水上活动附加险，报价改为每人 23元，184 人共 4,232元（Q-AT-55120 rev2）。"
    )
    c.old("保险报价原为每人 18元，加漂流附加险后为 23元", ["18元"], t)
    c.label(
        "fact",
        "安泰保险 Q-AT-55120 rev2：每人 23元，184 人共 4,232元，含漂流附加险",
        ["Q-AT-55120", "4,232元"],
        t,
    )
    c.user("行，按 23元 的买。住宿那边，云岚山青年营地订好了吗？")
    t = c.tools(
        "",
        (
            "booking_query",
            {"vendor": "云岚山青年营地", "ref": "YL-2612-088"},
            jdump(
                {
                    "ref": "YL-2612-088",
                    "status": "已确认",
                    "nights": 1,
                    "checkin": "2026-12-17",
                    "rooms": [
                        {
                            "type": c.rng.choice(["六人间", "四人间"]),
                            "no": f"{c.rng.randint(1, 5)}{c.rng.randint(1, 40):02d}",
                            "bed": c.rng.randint(4, 6),
                        }
                        for _ in range(60)
                    ],
                    "meals": {"standard": 181, "halal": "待确认 3 份"},
                    "price_per_head": 260,
                }
            ),
        ),
    )
    c.say("营地订单 YL-2612-088 已确认，每人食宿 260元。但清真餐 3 份还是“待确认”，营地没给准话。")
    c.label("reference", "营地订单号 YL-2612-088", ["YL-2612-088"], None)
    c.label("fact", "营地食宿每人 260元", ["260元"], None)
    c.label("open_issue", "营地 3 份清真餐尚未确认", ["清真餐"], None)
    c.user("算一下人均费用，看看超不超预算。")
    c.say(
        "人均（按 172 名学生分摊车费，老师费用由学校另出）：车 4 辆 × 3,600元 × 2 天 = 28,800元，人均约 167.4元；食宿 260元；保险 23元；"
        "门票研学课程 195元。合计约 645.4元，低于 680元 预算。"
    )
    f_cost = len(c.messages) - 1
    c.label("fact", "人均费用约 645.4元，低于预算", ["645.4元"], f_cost)
    c.user("看下云岚山那两天的天气。")
    t = c.tools(
        "",
        (
            "weather",
            {
                "location": "云岚山地质公园",
                "from": "2026-12-16",
                "to": "2026-12-19",
                "hourly": True,
            },
            jdump(
                {
                    "location": "云岚山地质公园",
                    "hourly": [
                        {
                            "t": f"2026-12-{d}T{h:02d}:00",
                            "temp_c": c.rng.randint(-3, 8),
                            "pop": c.rng.randint(0, 90),
                            "wind": c.rng.choice(["北风2级", "东北风3级", "微风"]),
                        }
                        for d in (16, 17, 18, 19)
                        for h in range(0, 24, 1)
                    ],
                    "summary": {"2026-12-17": "小雨转阴 -2~6℃", "2026-12-18": "多云 0~8℃"},
                }
            ),
        ),
    )
    c.say("17日小雨转阴，-2~6℃；18日多云 0~8℃。溪谷漂流在 18 日，水温会很低。")
    c.label("fact", "12月17日预报小雨转阴 -2~6℃", ["-2~6℃"], t)
    c.user(
        "漂流那天太冷了。通知里让学生带雨具和厚外套，漂流改成营地的室内地质课，不漂了。保险附加险先不退，等营地确认课程安排再说。"
    )
    c.say(
        "好：通知里加上雨具和厚外套；18日漂流取消，改为营地室内地质课。附加险暂不退，等营地确认课程后再决定。"
    )
    c.label("decision", "18日溪谷漂流取消，改为营地室内地质课", ["室内地质课"], len(c.messages) - 2)
    c.label(
        "open_issue",
        "漂流取消后附加险是否退保，待营地确认课程安排",
        ["附加险先不退"],
        len(c.messages) - 2,
    )
    c.user(
        "家长同意书原来定 11月28日截止，但家长群里好多人说周末才看到，延到 12月3日吧。在家校通上改一下再发个提醒。"
    )
    t = c.tools(
        "",
        (
            "jxt_form",
            {"form": "研学同意书-2026冬", "action": "set_deadline", "deadline": "2026-12-03 18:00"},
            "form 研学同意书-2026冬 deadline 2026-11-28 18:00 -> 2026-12-03 18:00\n"
            + trip_logs(c.rng, 14, 50),
        ),
        (
            "jxt_notify",
            {
                "target": "初二未交同意书家长",
                "text": "研学同意书截止时间延至 12月3日 18:00，请尽快在家校通签署。",
            },
            trip_logs(
                c.rng,
                14,
                40,
                inserts=[
                    (
                        10,
                        "2026-11-25T14:22:09.001Z INFO  [短信网关] 批次 NT-77613 推送 80 位家长 成功 80",
                    )
                ],
            ),
        ),
    )
    c.say(
        "已把同意书截止改为 12月3日 18:00，并给 80 位未交同意书的家长推送了提醒（批次 NT-77613）。"
    )
    c.old("家长同意书截止原为 11月28日，延至 12月3日", ["11月28日"], t - 2)
    c.label(
        "decision", "同意书截止延至 12月3日 18:00，提醒批次 NT-77613", ["12月3日", "NT-77613"], t
    )
    c.label("pending_action", "12月3日前收齐剩余 80 份同意书", ["80 位"], None)
    c.user("坏消息，陈思远老师家里有事，不能带队了。让孙晓岚老师接领队，她去年带过云岚山。")
    t = c.tools(
        "",
        (
            "sheet_write",
            {
                "path": "/教务/研学/2026冬/名单_v4.xlsx",
                "sheet": "教师",
                "op": "replace",
                "from": "陈思远",
                "to": "孙晓岚",
                "role": "领队",
            },
            "updated 1 row: 领队 陈思远 -> 孙晓岚\n"
            + table(
                c.rng,
                ["工号", "姓名", "职责", "手机"],
                lambda r, i: [
                    f"T{r.randint(1000, 9999)}",
                    kid(r),
                    r.choice(["带队", "安全员", "医务"]),
                    f"1{r.randint(30, 99)}****{r.randint(1000, 9999)}",
                ],
                11,
            ),
        ),
        (
            "calendar",
            {"query": "研学安全培训"},
            "2026-12-10 15:30 研学带队教师安全培训 地点：行政楼 302 参会：带队教师 12 人",
        ),
    )
    c.say(
        "教师表已把领队改为孙晓岚。12月10日 15:30 有带队教师安全培训（行政楼 302），孙老师要参加。"
    )
    c.old("领队原为陈思远，改为孙晓岚", ["陈思远"], t - 2)
    c.label("decision", "孙晓岚接替陈思远任领队", ["孙晓岚"], None)
    c.label(
        "pending_action",
        "孙晓岚参加 12月10日 15:30 带队教师安全培训（行政楼 302）",
        ["行政楼 302"],
        t,
    )
    c.user("远航的合同怎么付款？")
    t = c.tools(
        "",
        (
            "doc_read",
            {"path": "/教务/研学/2026冬/合同/YH-2612-017.pdf"},
            "\n".join(
                f"第{i}条 "
                + c.rng.choice(["车辆及司机要求", "行驶路线", "保险责任", "违约责任", "不可抗力"])
                + " "
                + "条款内容 " * c.rng.randint(5, 20)
                for i in range(1, 80)
            )
            + "\n第40条 付款：签约后 5 日内支付 30% 定金 8,640元，余款行程结束后 7 日内结清。",
        ),
    )
    c.say("合同 YH-2612-017：签约后 5 日内付 30% 定金 8,640元，余款行程后 7 日内付清。")
    c.user("合同今天签，定金让财务的钱会计 12月1日前付掉。")
    t = c.tools(
        "",
        (
            "oa_submit",
            {
                "flow": "付款申请",
                "payee": "远航旅游客运",
                "amount": 8640,
                "due": "2026-12-01",
                "handler": "钱会计",
            },
            "OA flow PAY-26-4410 created, 当前节点：财务 钱会计",
        ),
    )
    c.say("付款申请 PAY-26-4410 已提交给财务钱会计，定金 8,640元，12月1日前付。")
    c.label("reference", "远航合同文件", ["/教务/研学/2026冬/合同/YH-2612-017.pdf"], None)
    c.label(
        "pending_action",
        "财务钱会计 12月1日前支付远航定金 8,640元（PAY-26-4410）",
        ["PAY-26-4410", "8,640元"],
        None,
    )
    c.user("今天先这样，把还没落实的事情列一下。")
    c.say(
        "未落实：1) 同意书 12月3日 18:00 截止，还差 80 份；2) 营地 3 份清真餐待确认；3) 孙晓岚 12月10日 参加安全培训；"
        "4) 定金 8,640元 由钱会计 12月1日前付（PAY-26-4410）；5) 漂流已改室内地质课，附加险退不退等营地确认。已定：远航客运 4 辆 49座、安泰 Q-AT-55120 rev2 每人 23元、人均约 645.4元。"
    )
    return c.doc()


# == 4. legal trademark opposition ============================================================


def docket_rows(rng, n, inserts=()):
    def row(r, i):
        return [
            f"{r.randint(1, 120)}",
            f"2026-{r.randint(1, 11):02d}-{r.randint(1, 28):02d}",
            r.choice(["P", "D", "B"]),
            r.choice(
                [
                    "Notice of appearance",
                    "Discovery conference",
                    "Motion to compel",
                    "Stipulated protective order",
                    "Initial disclosures",
                    "Interrogatories served",
                    "Response to RFAs",
                    "Board order",
                    "Change of address",
                ]
            ),
            f"{r.randint(1, 60)} pp",
            hexid(r, 10),
        ]

    return table(rng, ["#", "date", "party", "description", "size", "ttabvue_doc"], row, n, inserts)


def exhibit_index(rng, n, inserts=()):
    kinds = [
        "Website printout",
        "Invoice",
        "Instagram screenshot",
        "Trade show brochure",
        "Sales summary",
        "Press article",
        "USPTO record",
        "Declaration",
        "Catalog page",
    ]

    def row(r, i):
        return [
            f"Exhibit {i + 1}",
            r.choice(kinds),
            f"LUM-{r.randint(1000, 9999)}",
            f"{r.randint(1, 40)}",
            r.choice(["ready", "ready", "needs decl.", "redact"]),
        ]

    return table(rng, ["exhibit", "description", "bates_start", "pages", "status"], row, n, inserts)


def legal_mail(rng, n):
    bits = [
        "Please see attached.",
        "Confidential - attorney work product.",
        "Forwarding for the file.",
        "Per our call, noted.",
        "We reserve all rights.",
        "Kindly confirm receipt.",
        "Calendar updated accordingly.",
    ]
    return "\n".join(
        f"> [{hexid(rng, 6)}] " + " ".join(rng.choice(bits) for _ in range(rng.randint(8, 22)))
        for _ in range(n)
    )


@builder
def trademark() -> dict:
    c = Conv(
        "blind-legal-trademark-opposition",
        "TTAB opposition: extended deadlines, renumbered exhibits, new opposing counsel, settlement counter",
        "You assist the paralegal team at Halden & Crewe LLP. You can read the TTAB docket, the firm's docketing "
        "calendar and document management system (DMS), draft and send email from the team mailbox, and edit exhibit "
        "indexes. Anything sent to opposing counsel needs attorney sign-off.",
        seed=6404,
    )
    g = c.user(
        "Priya here, paralegal on Lumora Cosmetics v. Lumorah Wellness, Opposition No. 91298114 against application Serial No. 97884210 "
        "(LUMORAH). Gideon Roth is the partner. I need to get our trial-period filings in order and keep every deadline. "
        "Pull the TTAB docket and our calendar entries first."
    )
    t = c.tools(
        "Pulling the TTAB docket and the firm calendar for the matter.",
        (
            "ttab_docket",
            {"proceeding": "91298114"},
            docket_rows(
                c.rng,
                160,
                inserts=[
                    (
                        0,
                        [
                            "121",
                            "2026-11-20",
                            "B",
                            "Board order granting consented motion to extend; trial dates reset",
                            "3 pp",
                            "a1c9e04b7d",
                        ],
                    )
                ],
            ),
        ),
        (
            "calendar",
            {"matter": "LUM-0117", "range": "2026-11-01..2027-06-30"},
            jdump(
                {
                    "matter": "LUM-0117",
                    "entries": [
                        {
                            "date": "2027-01-14",
                            "event": "Opposer's 30-day testimony period closes",
                            "source": "docket 98",
                        },
                        {
                            "date": "2027-01-20",
                            "event": "Deposition of applicant CEO Renata Solis",
                            "location": "Remote (Zoom)",
                        },
                    ]
                    + [
                        {
                            "date": f"2027-0{c.rng.randint(1, 6)}-{c.rng.randint(1, 28):02d}",
                            "event": c.rng.choice(
                                ["internal review", "status check", "billing review"]
                            ),
                            "id": hexid(c.rng, 6),
                        }
                        for _ in range(40)
                    ],
                }
            ),
        ),
    )
    c.say(
        "Docket entry 121 (2026-11-20) is a Board order granting the consented motion to extend; trial dates were reset. Our calendar still "
        "shows the old close of Opposer's testimony period, 2027-01-14, and the deposition of applicant CEO Renata Solis on 2027-01-20. Let me read the order."
    )
    c.label(
        "user_goal",
        "Keep Opposition No. 91298114 trial filings in order and meet every deadline",
        ["91298114"],
        g,
    )
    c.label("reference", "Firm matter number LUM-0117", ["LUM-0117"], t - 1)
    c.user("Yes, read it and fix the calendar.")
    t = c.tools(
        "",
        (
            "ttab_document",
            {"proceeding": "91298114", "entry": 121},
            "UNITED STATES PATENT AND TRADEMARK OFFICE\nTrademark Trial and Appeal Board\n\n"
            + legal_mail(c.rng, 25)
            + "\n\nOpposer's 30-day Trial Period Ends: March 15, 2027\nApplicant's Pretrial Disclosures Due: March 30, 2027\n"
            + "Applicant's 30-day Trial Period Ends: May 14, 2027\nPlaintiff's Rebuttal Period Ends: July 13, 2027\n"
            + legal_mail(c.rng, 15),
        ),
        (
            "calendar",
            {
                "matter": "LUM-0117",
                "action": "update",
                "from": "2027-01-14",
                "to": "2027-03-15",
                "event": "Opposer's 30-day testimony period closes",
            },
            "updated entry cal-5512: 2027-01-14 -> 2027-03-15; reminders at -30d, -14d, -3d",
        ),
    )
    c.say(
        "Order says Opposer's trial period now ends 2027-03-15 (applicant's ends 2027-05-14, rebuttal 2027-07-13). Calendar entry cal-5512 moved to 2027-03-15 with reminders."
    )
    c.old(
        "Opposer's testimony period was to close 2027-01-14; extended to 2027-03-15",
        ["2027-01-14"],
        t,
    )
    c.label(
        "fact",
        "Board order (docket 121) resets Opposer's trial period end to 2027-03-15; applicant's ends 2027-05-14",
        ["2027-03-15", "2027-05-14"],
        None,
    )
    c.user("Now the exhibits. Pull the index for the notice of reliance.")
    t = c.tools(
        "",
        (
            "dms_read",
            {"path": "DMS://LUM-0117/Trial/NOR_Exhibit_Index_v5.xlsx"},
            exhibit_index(
                c.rng,
                35,
                inserts=[
                    (
                        11,
                        [
                            "Exhibit 12",
                            "Consumer confusion survey report (Dr. Aldine Forsythe)",
                            "LUM-4410",
                            "58",
                            "ready",
                        ],
                    )
                ],
            ),
        ),
    )
    c.say(
        "Index v5 has 36 rows; the confusion survey report by Dr. Aldine Forsythe is Exhibit 12 (Bates LUM-4410, 58 pp)."
    )
    c.user(
        "Gideon wants two of Maya's Instagram captures added right after Exhibit 10, before the survey. Renumber everything after."
    )
    t = c.tools(
        "Inserting two exhibits after Exhibit 10 and renumbering.",
        (
            "dms_edit",
            {
                "path": "DMS://LUM-0117/Trial/NOR_Exhibit_Index_v6.xlsx",
                "op": "insert_after",
                "anchor": "Exhibit 10",
                "rows": 2,
            },
            "saved NOR_Exhibit_Index_v6.xlsx\n--- renumbering ---\n"
            + "\n".join(f"Exhibit {k} -> Exhibit {k + 2}" for k in range(11, 37))
            + "\nnew: Exhibit 11 Instagram capture @lumorah.wellness 2026-03-02; Exhibit 12 Instagram capture @lumorah.wellness 2026-05-19\n"
            + "Forsythe survey report now Exhibit 14\ntotal exhibits: 38",
        ),
    )
    c.say(
        "Saved as NOR_Exhibit_Index_v6.xlsx: the Instagram captures are Exhibits 11 and 12, the Forsythe survey is now Exhibit 14, and there are 38 exhibits."
    )
    c.old(
        "The Forsythe survey was Exhibit 12; renumbered to Exhibit 14", ["survey", "Exhibit 12"], t
    )
    c.label(
        "decision",
        "Insert two Instagram captures as Exhibits 11 and 12, renumber the rest",
        ["Exhibits 11 and 12"],
        None,
    )
    c.label(
        "fact",
        "Forsythe survey report is now Exhibit 14; 38 exhibits in index v6",
        ["Exhibit 14", "38 exhibits"],
        None,
    )
    c.label(
        "reference",
        "Exhibit index v6 in DMS",
        ["DMS://LUM-0117/Trial/NOR_Exhibit_Index_v6.xlsx"],
        t - 1,
    )
    c.user("The Instagram ones need authentication, right? Who can sign a declaration?")
    t = c.tools(
        "",
        (
            "dms_search",
            {"matter": "LUM-0117", "query": "Instagram capture declaration"},
            "\n".join(
                f"DMS://LUM-0117/{c.rng.choice(['Corr', 'Discovery', 'Trial'])}/{hexid(c.rng, 8)}.pdf  score={c.rng.random():.3f}"
                for _ in range(120)
            )
            + "\nDMS://LUM-0117/Trial/Decl_Maya_Ostrander_DRAFT.docx  score=0.991  (unsigned; covers captures dated 2026-03-02 only)",
        ),
    )
    c.say(
        "There's an unsigned draft declaration from Maya Ostrander (DMS://LUM-0117/Trial/Decl_Maya_Ostrander_DRAFT.docx), but it only covers the 2026-03-02 capture. The 2026-05-19 capture (Exhibit 12) isn't covered; it's unclear whether Maya made that one."
    )
    c.label(
        "open_issue",
        "Whether Maya Ostrander captured the 2026-05-19 Instagram post (Exhibit 12) and can authenticate it",
        ["Maya Ostrander", "2026-05-19"],
        t + 1,
    )
    c.label(
        "pending_action",
        "Get Maya Ostrander's declaration signed before the notice of reliance is filed",
        ["Decl_Maya_Ostrander_DRAFT.docx"],
        t,
    )
    c.user(
        "Something else - we got a substitution notice this morning. Harriet Vance isn't on the other side anymore?"
    )
    t = c.tools(
        "",
        (
            "mail_search",
            {"mailbox": "team-lum", "query": "substitution 91298114"},
            "From: Philip Marchetti <pmarchetti@ellerystone.example>\nTo: Gideon Roth; Priya Nandakumar\nSubject: Opp. 91298114 - Substitution of counsel\n\n"
            "Please be advised that Ellery Stone LLP has replaced Vance & Oduya as counsel for Applicant, effective 2026-11-24. "
            "Kindly direct all correspondence and service to me at the address above.\n"
            + legal_mail(c.rng, 40),
        ),
        (
            "ttab_docket",
            {"proceeding": "91298114", "since": "2026-11-21"},
            docket_rows(
                c.rng,
                6,
                inserts=[
                    (
                        0,
                        [
                            "122",
                            "2026-11-24",
                            "D",
                            "Substitution of attorney: Philip Marchetti, Ellery Stone LLP",
                            "2 pp",
                            "77be01c2f3",
                        ],
                    )
                ],
            ),
        ),
    )
    c.say(
        "Confirmed: docket 122 (2026-11-24), Ellery Stone LLP replaced Vance & Oduya; Philip Marchetti (pmarchetti@ellerystone.example) is now counsel for Applicant. Service goes to him."
    )
    c.old(
        "Opposing counsel was Harriet Vance of Vance & Oduya; now Philip Marchetti of Ellery Stone LLP",
        ["Harriet Vance"],
        t,
    )
    c.label(
        "fact",
        "Applicant's counsel is now Philip Marchetti, Ellery Stone LLP (docket 122, 2026-11-24)",
        ["Philip Marchetti", "Ellery Stone"],
        None,
    )
    c.label(
        "reference", "Opposing counsel email for service", ["pmarchetti@ellerystone.example"], None
    )
    c.user("Update the service list and our contact card.")
    t = c.tools(
        "",
        (
            "contacts",
            {
                "matter": "LUM-0117",
                "action": "replace_opposing_counsel",
                "name": "Philip Marchetti",
                "firm": "Ellery Stone LLP",
                "email": "pmarchetti@ellerystone.example",
            },
            "service list SL-0117 updated (rev 7)\n" + legal_mail(c.rng, 10),
        ),
    )
    c.say("Service list SL-0117 is at rev 7 with Marchetti as the only counsel for Applicant.")
    c.label(
        "fact",
        "Service list SL-0117 rev 7 names Marchetti as Applicant's only counsel",
        ["SL-0117"],
        None,
    )
    c.user("Marchetti also sent a settlement offer, didn't he?")
    t = c.tools(
        "",
        (
            "mail_read",
            {
                "mailbox": "team-lum",
                "from": "pmarchetti@ellerystone.example",
                "subject": "Without prejudice",
            },
            "WITHOUT PREJUDICE - FOR SETTLEMENT PURPOSES ONLY (FRE 408)\n\nApplicant proposes: (1) payment of USD 40,000 to Opposer; "
            "(2) Applicant phases out LUMORAH within 24 months; (3) mutual releases; (4) dismissal with prejudice. Offer open until 2026-12-11.\n"
            + legal_mail(c.rng, 35),
        ),
    )
    c.say(
        "Offer: USD 40,000, phase-out of LUMORAH within 24 months, mutual releases, dismissal with prejudice; open until 2026-12-11."
    )
    c.label(
        "fact",
        "Applicant offered USD 40,000 and a 24-month phase-out; offer open until 2026-12-11",
        ["40,000", "2026-12-11"],
        t,
    )
    c.user("Gideon's instruction: counter at 95,000 and a 12-month phase-out. Draft the letter.")
    t = c.tools(
        "",
        (
            "dms_write",
            {
                "path": "DMS://LUM-0117/Corr/Counter_Offer_Draft.docx",
                "body": "Opposer counters: USD 95,000; phase-out within 12 months; otherwise per your proposal.",
            },
            "saved DMS://LUM-0117/Corr/Counter_Offer_Draft.docx (v1)\n" + legal_mail(c.rng, 20),
        ),
    )
    c.say(
        "Draft saved at DMS://LUM-0117/Corr/Counter_Offer_Draft.docx (v1): USD 95,000, 12-month phase-out."
    )
    u_cnt = c.user(
        "Client called Gideon. They'd rather close quickly - make it 80,000, still 12 months. Gideon signs tomorrow, then it goes to Marchetti."
    )
    t = c.tools(
        "",
        (
            "dms_write",
            {
                "path": "DMS://LUM-0117/Corr/Counter_Offer_Draft.docx",
                "body": "Opposer counters: USD 80,000; phase-out within 12 months; otherwise per your proposal.",
            },
            "saved DMS://LUM-0117/Corr/Counter_Offer_Draft.docx (v2)\n--- diff v1..v2 ---\n- USD 95,000\n+ USD 80,000\n"
            + legal_mail(c.rng, 15),
        ),
    )
    c.say(
        "v2 saved with USD 80,000 and 12 months. It waits for Gideon's signature, then goes to Marchetti."
    )
    c.old("Counter-offer drafted at USD 95,000; revised to USD 80,000", ["95,000"], u_cnt)
    c.label(
        "decision", "Counter at USD 80,000 with a 12-month phase-out", ["80,000", "12-month"], None
    )
    c.label(
        "pending_action",
        "Gideon Roth signs the counter (v2) tomorrow, then send it to Marchetti",
        ["Counter_Offer_Draft.docx", "Gideon signs tomorrow"],
        u_cnt,
    )
    c.user("The Solis deposition - Marchetti's email said he's not available the 20th.")
    t = c.tools(
        "",
        (
            "mail_search",
            {"mailbox": "team-lum", "query": "Solis deposition availability"},
            "From: Philip Marchetti\nSubject: RE: Solis deposition\n\nI'm in trial the week of January 18. Ms. Solis and I can do 2027-02-03 at 10:00 ET, remote.\n"
            + legal_mail(c.rng, 30),
        ),
    )
    u_dep = c.user("Take February 3. Re-notice it and update the calendar.")
    t = c.tools(
        "",
        (
            "calendar",
            {
                "matter": "LUM-0117",
                "action": "update",
                "from": "2027-01-20",
                "to": "2027-02-03 10:00 ET",
                "event": "Deposition of applicant CEO Renata Solis",
            },
            "updated entry cal-5519: 2027-01-20 -> 2027-02-03 10:00 ET",
        ),
        (
            "dms_write",
            {
                "path": "DMS://LUM-0117/Discovery/Amended_Notice_Depo_Solis.docx",
                "body": "Amended notice: deposition of Renata Solis on 2027-02-03 at 10:00 ET via Zoom.",
            },
            "saved (v1); awaiting attorney sign-off\n" + legal_mail(c.rng, 10),
        ),
    )
    c.say(
        "Calendar cal-5519 moved to 2027-02-03 10:00 ET; amended notice drafted and waiting for sign-off. The new date falls inside our extended trial period (ends 2027-03-15)."
    )
    c.old("Solis deposition was set for 2027-01-20; moved to 2027-02-03", ["2027-01-20"], u_dep)
    c.label(
        "decision",
        "Solis deposition moved to 2027-02-03 10:00 ET (cal-5519)",
        ["2027-02-03", "cal-5519"],
        None,
    )
    c.label(
        "pending_action",
        "Serve the amended deposition notice on Marchetti after attorney sign-off",
        ["Amended_Notice_Depo_Solis.docx"],
        None,
    )
    c.user(
        "Our registration is the pleaded one, right? Double-check the reg number against the notice of opposition."
    )
    t = c.tools(
        "",
        (
            "uspto_status",
            {"registration": "6114502"},
            jdump(
                {
                    "reg_no": "6,114,502",
                    "mark": "LUMORA",
                    "owner": "Lumora Cosmetics Inc.",
                    "reg_date": "2020-08-11",
                    "status": "LIVE",
                    "sec8_due": "2026-08-11",
                    "sec8_filed": "2026-06-30",
                    "classes": [3, 44],
                    "prosecution_history": [
                        {
                            "date": f"20{c.rng.randint(18, 26)}-{c.rng.randint(1, 12):02d}-{c.rng.randint(1, 28):02d}",
                            "event": c.rng.choice(
                                [
                                    "TEAS filing",
                                    "Examiner action",
                                    "Publication",
                                    "Registration",
                                    "Sec. 8 accepted",
                                ]
                            ),
                        }
                        for _ in range(45)
                    ],
                }
            ),
        ),
    )
    c.say(
        "Reg. No. 6,114,502 (LUMORA, classes 3 and 44) is live; the Section 8 declaration was filed 2026-06-30. It matches the pleaded registration."
    )
    c.label(
        "fact",
        "Pleaded Reg. No. 6,114,502 LUMORA is live, Section 8 filed 2026-06-30",
        ["6,114,502"],
        t,
    )
    c.user("Good. Wrap up: what's left before March 15?")
    c.say(
        "Before 2027-03-15: file the notice of reliance with exhibits per NOR_Exhibit_Index_v6 (38 exhibits, survey is Exhibit 14); get Maya Ostrander's declaration "
        "signed and find out who captured the 2026-05-19 post; take the Solis deposition on 2027-02-03. Sooner: Gideon signs the USD 80,000 counter tomorrow "
        "(offer window closes 2026-12-11) and it goes to Marchetti."
    )
    c.label(
        "pending_action",
        "File the notice of reliance before 2027-03-15",
        ["notice of reliance", "2027-03-15"],
        None,
    )
    return c.doc()


def main() -> int:
    paths = []
    for build in BUILDERS:
        doc = build()
        path = OUT / f"{doc['id']}.json"
        path.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        paths.append(path)
    return 1 if "--check" in sys.argv and check(paths) else 0


if __name__ == "__main__":
    sys.exit(main())

"""Seeded, generated tool outputs for blind-zh-graduation-ceremony (long tables/records)."""
import random

COLLEGES = [
    ("机械工程学院", 268), ("电气与自动化学院", 241), ("计算机科学与技术学院", 312),
    ("土木工程学院", 226), ("材料科学与工程学院", 174), ("化学化工学院", 163),
    ("信息与通信工程学院", 259), ("经济管理学院", 287), ("外国语学院", 121),
    ("数学与统计学院", 109), ("物理与光电工程学院", 118), ("建筑与艺术设计学院", 142),
    ("环境与生命科学学院", 133), ("交通运输学院", 156), ("法学院", 88),
    ("人文与传媒学院", 97), ("能源与动力工程学院", 167), ("国际教育学院", 65),
]
GRADS = sum(n for _, n in COLLEGES)  # 3126
DISCIPLINE = {
    "计算机科学与技术学院": "工学/黄色", "经济管理学院": "管理学、经济学/黄色、灰色", "外国语学院": "文学/粉色",
    "数学与统计学院": "理学/灰色", "物理与光电工程学院": "理学、工学/灰色、黄色", "建筑与艺术设计学院": "工学、艺术学/黄色、粉色",
    "环境与生命科学学院": "理学、工学/灰色、黄色", "法学院": "法学/红色", "人文与传媒学院": "文学/粉色",
    "国际教育学院": "管理学、工学/黄色",
}


def _fit(values, target, cap):
    """Adjust integer list to sum to target without exceeding caps."""
    i = 0
    while sum(values) != target:
        k = i % len(values)
        if sum(values) < target and values[k] < cap[k]:
            values[k] += 1
        elif sum(values) > target and values[k] > 0:
            values[k] -= 1
        i += 1
    return values


def registration(version):
    rng = random.Random(20250512)
    caps = [n for _, n in COLLEGES]
    att = _fit([int(n * rng.uniform(0.85, 0.93)) for n in caps], 2784, caps)
    fam = _fit([int(a * rng.uniform(0.80, 0.92)) for a in att], 2410, att)
    if version == 2:
        extra = [0] * len(COLLEGES)
        for k in (0, 2, 3, 6, 7, 13, 16):
            extra[k] = rng.randint(6, 13)
        extra = _fit(extra, 67, [caps[k] - att[k] for k in range(len(caps))])
        att = [a + e for a, e in zip(att, extra)]
        fextra = _fit([int(e * 0.8) for e in extra], 53, extra)
        fam = [f + e for f, e in zip(fam, fextra)]
    return att, fam


def registration_output(version):
    att, fam = registration(version)
    stamp = "2025-05-15 17:02" if version == 1 else "2025-05-21 09:41"
    lines = [
        "【毕业生离校系统 · 典礼报名统计】  届别: 2025届本科  导出时间: %s" % stamp,
        "报名状态: %s" % ("已截止（5月15日 17:00）" if version == 1 else
                         "补报名窗口已关闭（5月20日 24:00），含补报名 67 人"),
        "",
        "| 序号 | 学院 | 应届毕业生 | 报名出席 | 出席率 | 申请家属票 | 家属/出席 | 需学位服(学士) |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for i, ((name, n), a, f) in enumerate(zip(COLLEGES, att, fam), 1):
        lines.append("| %d | %s | %d | %d | %.1f%% | %d | %.2f | %d |" % (
            i, name, n, a, 100.0 * a / n, f, f / a, a))
    ta, tf = sum(att), sum(fam)
    lines.append("| | **合计** | **%d** | **%d** | %.1f%% | **%d** | %.2f | **%d** |" % (
        GRADS, ta, 100.0 * ta / GRADS, tf, tf / ta, ta))
    lines += [
        "",
        "备注:",
        "- 报名出席 = 学生在离校系统勾选“参加学位授予仪式”且学院审核通过；",
        "- 家属票为意向申请，每生至多 1 张，尚未分配座位；",
        "- 未报名学生 %d 人（含出国交换未返校 41 人、实习请假 %d 人），由学院另行补授学位；" % (
            GRADS - ta, GRADS - ta - 41),
        "- 数据口径与教务处学位审核名单（5月14日版）已比对，差异 0 条。",
    ]
    lines += ["", "【学位服尺码预登记（学生自填，按身高）】",
              "| 学院 | 学科门类/垂布颜色 | 155-164 | 165-172 | 173-180 | 181-188 | 189+ | 未填 |",
              "|---|---|---|---|---|---|---|---|"]
    srng = random.Random(7000 + version)
    for (name, _), a in zip(COLLEGES, att):
        shares = [srng.uniform(0.10, 0.2), srng.uniform(0.3, 0.38), srng.uniform(0.25, 0.33),
                  srng.uniform(0.08, 0.14), srng.uniform(0.01, 0.03)]
        cnt = [int(a * x) for x in shares]
        lines.append("| %s | %s | %s | %d |" % (name, DISCIPLINE.get(name, "工学/黄色"),
                                              " | ".join(str(x) for x in cnt), a - sum(cnt)))
    lines.append("注: 未填尺码者由学院在 6 月上旬补登；锦程/华采尺码均按身高分 5 档。")
    if version == 2:
        lines += ["", "【补报名明细（5月16日-5月20日，共 67 人）】",
                  "| 学号 | 姓名 | 学院 | 补报原因 | 家属票 | 学院审核 |", "|---|---|---|---|---|---|"]
        a1, _ = registration(1)
        prng = random.Random(520)
        reasons = ["实习单位放行返校", "延期答辩已通过", "系统漏勾选", "交换项目提前回国", "病假销假", "考研复试结束返校"]
        sur = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘"
        giv = "明华芳军伟静磊洋艳勇杰娟涛超霞平刚桂英丹萍鹏辉宇浩凯晨雪"
        for k, ((name, _), old_a, new_a) in enumerate(zip(COLLEGES, a1, att)):
            for j in range(new_a - old_a):
                sid = "1170"
                while any(x in sid for x in ("1170", "2851", "2463", "433", "2911", "2784", "2840")):
                    sid = "2021%03d%03d" % (k + 1, prng.randint(1, 400))
                nm = prng.choice(sur) + "*" + prng.choice(giv)
                lines.append("| %s | %s | %s | %s | %s | 通过 |" % (
                    sid, nm, name, prng.choice(reasons), "是" if prng.random() < 0.8 else "否"))
        lines.append("- 变更记录: 报名出席 was 2784 → now %d；申请家属票 was 2410 → now %d。" % (ta, tf))
    return "\n".join(lines)


def family_allocation(total_seats):
    """Largest-remainder allocation of main-hall family seats by family applications."""
    _, fam = registration(2)
    tf = sum(fam)
    raw = [total_seats * f / tf for f in fam]
    base = [int(r) for r in raw]
    left = total_seats - sum(base)
    order = sorted(range(len(raw)), key=lambda k: raw[k] - base[k], reverse=True)
    for k in order[:left]:
        base[k] += 1
    return fam, base


def _lr(total, weights):
    raw = [total * w / sum(weights) for w in weights]
    base = [int(r) for r in raw]
    order = sorted(range(len(raw)), key=lambda k: raw[k] - base[k], reverse=True)
    for k in order[:total - sum(base)]:
        base[k] += 1
    return base


def family_allocation_table(total_seats, branch=860):
    fam, seats = family_allocation(total_seats)
    rest = [f - s for f, s in zip(fam, seats)]
    br = _lr(branch, rest)
    lines = ["| 学院 | 家属申请 | 主馆家属席 | 分会场礼堂 | 仅线上 |", "|---|---|---|---|---|"]
    for (name, _), f, s, b, r in zip(COLLEGES, fam, seats, br, rest):
        lines.append("| %s | %d | %d | %d | %d |" % (name, f, s, b, r - b))
    lines.append("| **合计** | **%d** | **%d** | **%d** | **%d** |" % (
        sum(fam), sum(seats), sum(br), sum(rest) - sum(br)))
    return "\n".join(lines)


def venue_availability():
    rows = [
        ("体育馆主馆", "2025-06-27", [("08:00-12:00", "占用", "体育部期末测试（已锁定）"),
                                   ("13:30-18:00", "可约", "—"), ("19:00-21:30", "占用", "校篮球队训练")]),
        ("体育馆主馆", "2025-06-28", [("07:30-12:30", "可约", "—"),
                                   ("13:00-22:00", "占用", "省中学生篮球联赛（布场 13:00 起，硬性）")]),
        ("体育馆主馆", "2025-06-29", [("全天", "占用", "省中学生篮球联赛")]),
        ("大学生活动中心礼堂(860座)", "2025-06-27", [("全天", "可约", "—")]),
        ("大学生活动中心礼堂(860座)", "2025-06-28", [("07:30-12:30", "可约", "—"),
                                              ("14:00-17:00", "预占", "团委五四表彰补场（未确认）")]),
        ("图书馆报告厅(420座)", "2025-06-28", [("全天", "可约", "—")]),
    ]
    out = ["场馆预约系统 · 时段查询  (查询人: 学生处 刘敏)", ""]
    out.append("| 场馆 | 日期 | 时段 | 状态 | 说明 |")
    out.append("|---|---|---|---|---|")
    for venue, day, slots in rows:
        for slot, st, note in slots:
            out.append("| %s | %s | %s | %s | %s |" % (venue, day, slot, st, note))
    out += ["", "近期同类场馆冲突记录: 2024-06-22 主馆毕业典礼超时 40 分钟，导致下午校队比赛推迟，场馆中心已通报；"
            "自 2025 年起，主馆活动超时按每 30 分钟 2000 元收取占用费并记入部门考核。"]
    out += ["", "规则提示: 主馆大型活动须提前 2 天进场布置；跨日布场需场馆中心马工(mahong@jcut.edu.cn)书面同意。",
            "提示: 6月28日 13:00 起主馆移交省篮协，典礼须 12:30 前完成撤场。"]
    return "\n".join(out)


def inbox_listing(items):
    out = ["收件箱检索结果  共 %d 封" % len(items), "",
           "| 邮件ID | 时间 | 发件人 | 主题 | 附件 |", "|---|---|---|---|---|"]
    for mid, t, sender, subj, att in items:
        out.append("| %s | %s | %s | %s | %s |" % (mid, t, sender, subj, att or "—"))
    return "\n".join(out)


def alumni_candidates():
    rows = [
        ("AL-08-1127", "陈一鸣", "2008届 计算机", "星河智能 CTO", "已联系（见 GST-0612）", "6月下旬赴美"),
        ("AL-12-0456", "林晓", "2012届 材料", "国家先进材料研究院 研究员，2024年国家杰青", "未联系", "北京，可协调"),
        ("AL-05-0311", "周航", "2005届 机械", "远航重工 董事长", "2023年已作为嘉宾", "—"),
        ("AL-10-0982", "郑蕾", "2010届 经管", "某头部券商 投行部董事总经理", "未联系", "6月为IPO密集期"),
        ("AL-15-2210", "冯子昂", "2015届 建筑", "独立建筑师，威尼斯双年展参展", "未联系", "海外"),
        ("AL-09-0707", "韩冬", "2009届 土木", "中建某局 总工程师", "2024年已作为嘉宾", "—"),
    ]
    out = ["校友会 · 杰出校友库检索（条件: 近三年未作为毕业典礼嘉宾优先；可于 2025-06-28 到场）", "",
           "| 校友编号 | 姓名 | 届别/专业 | 现任 | 与典礼关系 | 档期备注 |", "|---|---|---|---|---|---|"]
    for r in rows:
        out.append("| %s |" % " | ".join(r))
    bios = [
        "陈一鸣: 2008届计算机本科，斯坦福硕士，星河智能联合创始人兼CTO，主导自动驾驶感知平台；2019年捐设“星河奖学金”。",
        "林晓: 2012届材料本科、2017年本校博士，现任国家先进材料研究院研究员、博导，2024年获国家杰出青年科学基金；"
        "主持高温合金重点研发项目，2024年10月回校作“材料强国”报告，到场学生600余人。",
        "周航: 2005届机械本科，远航重工董事长，2023届毕业典礼校友代表。",
        "郑蕾: 2010届经管本科，某头部券商投行部董事总经理，2021年起担任经管学院校外导师。",
        "冯子昂: 2015届建筑本科，独立建筑师，2023年威尼斯建筑双年展参展，常驻米兰。",
        "韩冬: 2009届土木本科，中建某局总工程师，2024届毕业典礼校友代表。",
    ]
    out += ["", "校友简介:"] + ["  - " + b for b in bios]
    out += ["", "校友会秘书处备注: 林晓 2024年曾回校作“材料强国”报告，学生反响好；联系人 校友会 吴老师 wuqing@jcut.edu.cn。"]
    return "\n".join(out)


def budget_rows(stage):
    """Return list of (item, qty_desc, amount) for the budget sheet at a given stage."""
    rows = [
        ("场地使用及布场保洁（主馆，场馆中心内部结算）", "1 场", 12000),
        ("舞台搭建/LED屏/音响灯光（星耀舞美，框架协议）", "1 项", 86000),
        ("学士服租赁", "2650 套 × 38 元", 2650 * 38),
        ("导师服租赁", "150 套 × 45 元", 150 * 45),
        ("网络直播（待选方案，预估）", "1 项", 20000),
        ("嘉宾交通住宿", "—", 8000),
        ("印刷（节目单、证书封套、背景板）", "—", 15000),
        ("安保/医疗/志愿者餐补", "—", 9000),
        ("嘉宾鲜花、绶带、纪念品", "—", 6000),
    ]
    if stage >= 2:
        rows[0] = ("场地使用及布场保洁（主馆+活动中心礼堂分会场）", "2 场", 16000)
        rows[4] = ("网络直播（云视互动 方案B，LS-2025-0093）", "1 项", 22400)
        rows[2] = ("学士服租赁（锦程）", "2911 套 × 33 元", 2911 * 33)
    return rows


def budget_table(stage):
    rows = budget_rows(stage)
    sub = sum(r[2] for r in rows)
    res = round(sub * 0.05, 2)
    out = ["| # | 项目 | 数量/单价 | 金额(元) |", "|---|---|---|---|"]
    for i, (item, q, amt) in enumerate(rows, 1):
        out.append("| %d | %s | %s | %s |" % (i, item, q, format(amt, ",")))
    out.append("| | 小计 | | %s |" % format(sub, ","))
    out.append("| | 不可预见费 5%% | | %s |" % format(res, ",.2f"))
    out.append("| | **合计** | | **%s** |" % format(sub + res, ",.2f"))
    out.append("| | 上限 280,000 余量 | | %s |" % format(280000 - sub - res, ",.2f"))
    return out, sub + res


def gown_distribution_table():
    att, _ = registration(2)
    spare = _lr(60, att)
    days = ["6月24日上午", "6月24日下午", "6月25日上午"]
    lines = ["| 学院 | 出席 | 备用 | 学士服合计 | 送达（锦程） | 学院发放 |", "|---|---|---|---|---|---|"]
    for k, ((name, _), a, s) in enumerate(zip(COLLEGES, att, spare)):
        lines.append("| %s | %d | %d | %d | 6月23日前 | %s |" % (name, a, s, a + s, days[k % 3]))
    lines.append("| **合计** | **%d** | **%d** | **%d** | | |" % (sum(att), sum(spare), sum(att) + sum(spare)))
    return "\n".join(lines)

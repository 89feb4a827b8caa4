"""Generator: blind-zh-fleet-fuel-card-audit (简体中文 dialogue, English tool names).

恒通达物流（苏州）内审部 审计 Q2 油卡费用：异常加油记录、司机约谈、油卡限额调整、
现金加油报销规则修订、与中石化对账。Dialogue, facts, value changes and labels are
hand-written; long tool outputs (transaction lists, card roster, GPS matches, claims,
statements) are generated with a fixed seed.
"""
import json
import random

from convkit import Conv, build

R = random.Random(7311)


def yuan(x):
    return "{:,.2f}".format(x)


# ---------------------------------------------------------------- roster
SURN = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤"
GIVEN = ["伟", "强", "磊", "军", "洋", "勇", "杰", "涛", "明", "超", "斌", "鹏", "辉", "刚", "平", "飞", "华", "建国", "志强",
         "海涛", "国庆", "文斌", "晓东", "春雷", "建平", "永刚", "立伟", "卫东", "红军", "振华", "宏伟", "德明", "家豪", "子健"]
LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"
VTYPES = [("4.2米厢式货车", 120), ("6.8米厢式货车", 200), ("9.6米厢式货车", 400), ("4.2米冷藏车", 120), ("17.5米半挂牵引车", 600)]

SPECIAL = {
    "FC-20317": ("苏E·7K2M9", "张建军", "4.2米厢式货车", 120, "L07 苏州—合肥", 12000, "无", "正常"),
    "FC-20544": ("苏E·3P8Q1", "李伟", "6.8米厢式货车", 200, "C12 工业园区配送", 10000, "无", "正常"),
    "FC-20871": ("苏E·9D6L2", "陈海峰", "4.2米厢式货车", 120, "C05 吴中区配送", 6000, "无", "正常"),
    "FC-20229": ("苏E·2H7R5", "钱志强", "9.6米厢式货车", 400, "L03 苏州—南京", 15000, "无", "正常"),
    "FC-20990": ("苏E·6C4N8", "孙鹏", "4.2米厢式货车", 120, "C09 相城区配送", 5000, "无", "已注销（2025-05-20，持卡人离职 2025-05-16）"),
}


def plate():
    return "苏E·%d%s%d%s%d" % (R.randint(1, 9), R.choice(LETTERS), R.randint(1, 9), R.choice(LETTERS), R.randint(1, 9))


CARDS = []
used_names = {v[1] for v in SPECIAL.values()}
num = 20101
while len(CARDS) < 86:
    num += R.randint(3, 17)
    cno = "FC-%d" % num
    if cno in SPECIAL or num in (20317, 20544, 20871, 20229, 20990):
        continue
    while True:
        nm = R.choice(SURN) + R.choice(GIVEN)
        if nm not in used_names:
            used_names.add(nm)
            break
    vt, tank = R.choice(VTYPES)
    if tank >= 400 or R.random() < 0.2:
        route = "L%02d %s" % (R.randint(1, 9), R.choice(["苏州—合肥", "苏州—南京", "苏州—杭州", "苏州—宁波", "苏州—徐州", "苏州—上海嘉定"]))
        lim = R.choice([8000, 10000, 12000, 15000])
    else:
        route = "C%02d %s" % (R.randint(1, 20), R.choice(["工业园区配送", "吴中区配送", "相城区配送", "高新区配送", "姑苏区配送", "吴江区配送"]))
        lim = R.choice([3000, 5000, 6000, 8000])
    CARDS.append((cno, plate(), nm, vt, tank, route, lim, "无", "正常"))
for cno, v in SPECIAL.items():
    CARDS.append((cno,) + v)
CARDS.sort(key=lambda c: c[0])
CARD = {c[0]: c for c in CARDS}


def roster_output():
    lines = ["油卡台账（油卡管理平台 导出 2025-07-03 09:12）  发卡方：中石化江苏石油 苏州分公司 车队卡",
             "共 %d 张（正常 %d / 已注销 %d）" % (len(CARDS), sum(1 for c in CARDS if c[8] == "正常"), sum(1 for c in CARDS if c[8] != "正常")),
             "卡号       车牌        司机     车型             油箱(L)  线路                 月限额(元)  单笔上限  状态"]
    for c in CARDS:
        lines.append("%-9s  %-10s  %-6s  %-14s  %6d   %-18s  %8d    %-6s  %s" % c)
    return "\n".join(lines)


# ---------------------------------------------------------------- anomalies
STN = ["中石化 吴中木渎加油站", "中石化 相城黄桥加油站", "中石化 工业园区星湖街加油站", "中石化 高新区狮山路加油站", "中石化 吴江松陵加油站",
       "中石化 合肥包河加油站", "中石化 南京江宁加油站", "中石化 杭州余杭加油站", "中石化 昆山花桥加油站", "中石化 常熟虞山加油站"]
PRICE = {"04": 7.06, "05": 6.95, "06": 6.88}

A_20317 = [  # date, time, station, litres, rules
    ("2025-04-06", "19:42", "中石化 相城黄桥加油站", 138.00, "R1,R3"),
    ("2025-04-13", "20:15", "中石化 相城黄桥加油站", 112.50, "R3"),
    ("2025-04-19", "07:08", "中石化 吴中木渎加油站", 96.00, "R3"),
    ("2025-04-27", "19:51", "中石化 相城黄桥加油站", 146.00, "R1,R3"),
    ("2025-05-04", "20:33", "中石化 相城黄桥加油站", 118.00, "R3"),
    ("2025-05-11", "06:54", "中石化 吴中木渎加油站", 104.00, "R3,R4"),
    ("2025-05-11", "13:20", "中石化 合肥包河加油站", 88.00, "R4"),
    ("2025-05-11", "18:47", "中石化 相城黄桥加油站", 60.00, "R3,R4"),
    ("2025-05-25", "20:09", "中石化 相城黄桥加油站", 152.00, "R1,R3"),
    ("2025-06-08", "19:37", "中石化 相城黄桥加油站", 119.00, "R3"),
    ("2025-06-15", "20:22", "中石化 相城黄桥加油站", 117.50, "R3"),
    ("2025-06-22", "20:05", "中石化 相城黄桥加油站", 138.00, "R1,R3"),
]
A_20544 = [
    ("2025-04-09", "22:41", "中石化 工业园区星湖街加油站", 95.00, "R2", 40),
    ("2025-04-23", "23:05", "中石化 工业园区星湖街加油站", 88.00, "R2", 35),
    ("2025-05-07", "22:36", "中石化 工业园区星湖街加油站", 102.00, "R2", 41),
    ("2025-05-21", "23:40", "中石化 工业园区星湖街加油站", 90.00, "R2", 38),
    ("2025-05-28", "08:12", "中石化 工业园区星湖街加油站", 60.00, "R4", 22),
    ("2025-05-28", "12:47", "中石化 工业园区星湖街加油站", 55.00, "R4", 20),
    ("2025-05-28", "17:58", "中石化 工业园区星湖街加油站", 48.00, "R4", 19),
]
A_20871 = [
    ("2025-04-18", "10:22", "中石化 吴中木渎加油站", 82.00, "R3"),
    ("2025-04-20", "09:47", "中石化 吴中木渎加油站", 78.50, "R3"),
    ("2025-04-22", "15:03", "中石化 吴江松陵加油站", 85.00, "R3"),
    ("2025-04-24", "11:36", "中石化 吴中木渎加油站", 80.00, "R3"),
    ("2025-04-26", "08:58", "中石化 吴中木渎加油站", 84.00, "R3"),
]


def amt(d, l):
    return round(l * PRICE[d[5:7]], 2)


SUM_20317 = round(sum(amt(d, l) for d, t, s, l, r in A_20317), 2)
SUM_20544 = round(sum(amt(d, l) for d, t, s, l, r, x in A_20544), 2)
SUM_20871 = round(sum(amt(d, l) for d, t, s, l, r in A_20871), 2)

OTHER = []
long_cards = [c for c in CARDS if c[5].startswith("L") and c[0] not in SPECIAL]
city_cards = [c for c in CARDS if c[5].startswith("C") and c[0] not in SPECIAL]
for i in range(12):
    c = R.choice(long_cards)
    d = "2025-%02d-%02d" % (R.randint(4, 6), R.randint(1, 28))
    OTHER.append((c[0], c[1], c[2], d, "%02d:%02d" % (R.choice([22, 23, 0, 1, 2, 3, 4]), R.randint(0, 59)),
                  R.choice(STN[5:]), round(R.uniform(180, 360), 2), "R2"))
for i in range(5):
    c = R.choice(city_cards)
    d = "2025-%02d-%02d" % (R.randint(4, 6), R.randint(1, 28))
    OTHER.append((c[0], c[1], c[2], d, "%02d:%02d" % (R.randint(7, 19), R.randint(0, 59)),
                  R.choice(STN[:5]), round(R.uniform(35, 70), 2), R.choice(["R4", "R3"])))


def anomaly_rows():
    rows = []
    for d, t, s, l, r in A_20317:
        rows.append(("FC-20317", "苏E·7K2M9", "张建军", d, t, s, l, r))
    for d, t, s, l, r, x in A_20544:
        rows.append(("FC-20544", "苏E·3P8Q1", "李伟", d, t, s, l, r))
    for d, t, s, l, r in A_20871:
        rows.append(("FC-20871", "苏E·9D6L2", "陈海峰", d, t, s, l, r))
    rows += OTHER
    rows.sort(key=lambda x: (x[3], x[4]))
    return rows


def anomaly_output():
    rows = anomaly_rows()
    assert len(rows) == 41
    lines = ["异常规则扫描  期间：2025-04-01 ~ 2025-06-30   数据源：中石化车队卡交易（平台已入账）",
             "规则：R1 单次加油量超过油箱容量 | R2 22:00-05:00 加油 | R3 加油站与车辆 GPS 距离 > 5 km | R4 同卡单日加油 ≥3 次 | R5 油品与车型不符",
             "Q2 交易总数 4,873 笔，金额 ¥1,267,775.55；命中 41 条（涉及 %d 张卡）" % len({r[0] for r in rows}), "",
             "序号  交易号            卡号       车牌        司机    日期        时间   加油站                        油品    升数     单价   金额(元)    命中规则"]
    for i, r in enumerate(rows, 1):
        cno, pl, dr, d, t, s, l, rule = r
        price = PRICE[d[5:7]]
        lines.append("%3d   TX%s%04d  %-9s  %-10s  %-6s  %s  %s  %-26s  0#柴油  %6.2f  %5.2f  %9s   %s"
                     % (i, d.replace("-", ""), R.randint(1000, 9999), cno, pl, dr, d, t, s, l, price, yuan(round(l * price, 2)), rule))
    lines.append("")
    by = {}
    for r in rows:
        by.setdefault(r[0], []).append(r)
    lines.append("按卡汇总（命中 ≥3 条）：")
    for cno, rs in sorted(by.items(), key=lambda kv: -len(kv[1])):
        if len(rs) >= 3:
            lines.append("  %s  %s  %d 条" % (cno, rs[0][2], len(rs)))
    lines.append("其余 %d 张卡各 1-2 条。" % sum(1 for rs in by.values() if len(rs) < 3))
    return "\n".join(lines)


def gps_output():
    lines = ["车载终端数据比对（telematics_trip_query）  匹配窗口：交易时间 ±30 分钟  位置取最近一次 GPS 点",
             "", "【苏E·7K2M9 / FC-20317 / 张建军】"]
    lines.append("日期        时间   加油站                  车辆位置（GPS）                     距离     点火   油位变化")
    for d, t, s, l, r in A_20317:
        if s == "中石化 合肥包河加油站":
            pos, dist, ign, lv = "合肥包河区 L07 卸货点", "0.4 km", "ON", "+%d L" % int(l * 0.97)
        elif t < "12:00" and s == "中石化 吴中木渎加油站":
            pos, dist, ign, lv = "吴中区 公司车场（停放）", "8.9 km", "OFF", "+0 L"
        else:
            pos, dist, ign, lv = "吴中区 公司车场（停放）", "23.6 km", "OFF", "+0 L"
        lines.append("%s  %s  %-22s  %-32s  %-7s  %-4s  %s" % (d, t, s, pos, dist, ign, lv))
    lines.append("小结：12 笔中 11 笔交易时车辆停放在公司车场、熄火、油位无变化；仅 05-11 13:20 合肥包河 1 笔与车辆轨迹一致。")
    lines.append("      异常交易集中在周日晚间 19:30-20:40 的 相城黄桥加油站（8 笔）。")
    lines.append("")
    lines.append("【苏E·3P8Q1 / FC-20544 / 李伟】")
    lines.append("日期        时间   加油站                      车辆位置            距离     加油升数   油位传感器增量   差异")
    for d, t, s, l, r, x in A_20544:
        lines.append("%s  %s  %-26s  站内（匹配）       0.1 km   %6.2f L   +%d L            %.0f%%" % (d, t, s, l, x, 100 * x / l))
    lines.append("小结：位置全部匹配，但油位传感器增量只有加油量的 36%-42%；传感器 2025-03 校准记录正常（校准单 JZ-0311）。")
    lines.append("")
    lines.append("【苏E·9D6L2 / FC-20871 / 陈海峰】")
    lines.append("维修记录：2025-04-17 ~ 2025-04-27 在 吴江 顺达汽修厂 大修（维修单 WX-2025-0419），期间终端离线/停放。")
    lines.append("日期        时间   加油站                  本车位置           备用车 苏E·5T1W3 位置     距离(备用车)")
    for d, t, s, l, r in A_20871:
        lines.append("%s  %s  %-22s  吴江 顺达汽修厂    站内                         %.1f km" % (d, t, s, R.uniform(0.05, 0.3)))
    lines.append("小结：5 笔均与备用车 苏E·5T1W3（C05 线路临时顶班，未单独配卡）轨迹吻合，油位增量与加油量一致（偏差 <5%）。")
    return "\n".join(lines)


def rerun_output():
    rows = [r for r in anomaly_rows() if not (r[7] == "R2" and CARD[r[0]][5].startswith("L"))]
    assert len(rows) == 29, len(rows)
    lines = ["异常规则扫描（重跑）  期间：2025-04-01 ~ 2025-06-30",
             "调整：R2（22:00-05:00 加油）对 L 开头的长途线路豁免",
             "结果：命中 29 条（原 41 条；排除 L 线路夜间加油 12 条）", "",
             "卡号       司机    条数  金额(元)"]
    by = {}
    for r in rows:
        by.setdefault(r[0], []).append(r)
    for cno, rs in sorted(by.items(), key=lambda kv: -len(kv[1])):
        lines.append("%-9s  %-6s  %3d   %10s" % (cno, rs[0][2], len(rs), yuan(sum(round(r[6] * PRICE[r[3][5:7]], 2) for r in rs))))
    lines.append("")
    lines.append("被排除的 12 条：" + "；".join("%s %s %s %s" % (r[0], r[2], r[3], r[4]) for r in anomaly_rows() if r[7] == "R2" and CARD[r[0]][5].startswith("L")))
    return "\n".join(lines)


# ---------------------------------------------------------------- cash claims
def claims():
    rr = random.Random(99)
    drivers = [c for c in CARDS if c[8] == "正常"]
    while True:
        vals = [round(rr.uniform(180, 500), 2) for _ in range(62)]
        last = round(24310.00 - sum(vals), 2)
        if 150 <= last <= 500:
            vals.append(last)
            break
    out = []
    nogps = set(rr.sample(range(63), 11))
    for i, v in enumerate(vals):
        c = rr.choice(drivers)
        d = "2025-%02d-%02d" % (rr.randint(4, 6), rr.randint(1, 28))
        reason = rr.choice(["油卡消磁", "站点不支持车队卡", "偏远地区无中石化站", "油卡余额不足", "油卡遗失补办期间"])
        out.append(("BX-2025Q2-%03d" % (i + 1), c[2], c[1], d, v, reason, "无匹配" if i in nogps else "匹配"))
    return out


CLAIMS = claims()
assert abs(sum(x[4] for x in CLAIMS) - 24310.00) < 0.005


def policy_output():
    lines = ["制度编号：FIN-EXP-012  《车辆燃油费用管理及报销办法》  版本：v3（2023-11-01 起执行）  归口：财务部",
             "",
             "第一条 公司车辆加油原则上一律使用公司办理的中石化车队卡（以下简称“油卡”），一车一卡，专卡专用。",
             "第二条 油卡由车队统一办理、发放、挂失和注销。司机离职、调岗或车辆报废时，车队应在 3 个工作日内收回油卡并向发卡方办理注销。",
             "第三条 油卡月度限额由车队经理按线路核定，报财务部备案；单笔上限未作统一规定。",
             "第四条 下列情形可现金（含个人支付）加油后报销：（一）油卡故障或消磁；（二）所在地无可用中石化站点；（三）油卡遗失补办期间；（四）其他经车队经理认可的情形。",
             "第五条 现金加油报销标准：单次上限 500元；每名司机月累计不超过 1500元。超出部分不予报销。",
             "第六条 报销须提供：增值税发票（抬头为公司全称）、当次行车日志；金额在 300元 以上的须车队调度签字。",
             "第七条 财务部每季度对油卡交易和现金加油报销进行抽查，发现虚报、冒领的，按《员工奖惩制度》处理并追回款项。",
             "第八条 本办法由财务部负责解释。",
             "",
             "—— Q2 使用统计（include_usage_stats）——",
             "现金加油报销：63 笔，合计 ¥24,310.00；涉及司机 %d 人；GPS 自动比对无匹配 11 笔" % len({x[1] for x in CLAIMS}),
             "",
             "报销单号          司机    车牌        加油日期     金额(元)  事由                GPS比对"]
    for x in CLAIMS:
        lines.append("%-16s  %-6s  %-10s  %s  %8s  %-16s  %s" % (x[0], x[1], x[2], x[3], yuan(x[4]), x[5], x[6]))
    return "\n".join(lines)


# ---------------------------------------------------------------- reconciliation
def split(total, n, rr, lo, hi):
    while True:
        vals = [round(rr.uniform(lo, hi), 2) for _ in range(n - 1)]
        last = round(total - sum(vals), 2)
        if lo <= last <= hi:
            return vals + [last]


RR = random.Random(4242)
CROSS = split(12904.20, 9, RR, 900, 2100)
A_20990 = [("2025-06-02", "20:18", 1021.44), ("2025-06-14", "19:56", 1087.36), ("2025-06-21", "20:31", 1106.80)]
assert abs(sum(x[2] for x in A_20990) - 3215.60) < 0.005
cross_cards = RR.sample([c for c in CARDS if c[5].startswith("L") and c[0] not in SPECIAL], 9)


def reconcile_output():
    lines = ["对账任务 RC-2025Q2-0117   供应商：中石化江苏石油 苏州分公司（大客户部）   对账单：STMT-2025Q2-HTD-0117.xlsx",
             "期间：2025-04-01 ~ 2025-06-30   匹配键：卡号 + 交易时间（±2 分钟）+ 金额   我方截止口径：入账日期（posting_date）",
             "",
             "供应商对账单金额：¥1,286,417.85（4,887 笔）",
             "我方平台入账金额：¥1,267,775.55（4,873 笔）",
             "差额（供应商 − 我方）：¥18,642.30", "",
             "月度汇总：",
             "月份      供应商金额(元)    我方金额(元)     差额(元)"]
    lines.append("2025-04   422,118.64        422,118.64       0.00")
    lines.append("2025-05   431,905.37        429,382.87       2,522.50")
    lines.append("2025-06   432,393.84        416,274.04       16,119.80")
    lines.append("")
    lines.append("按加油站汇总（供应商口径）：")
    rr = random.Random(5)
    for s in STN + ["中石化 苏州绕城新区服务区", "中石化 沪宁高速阳澄湖服务区", "中石化 无锡硕放加油站", "中石化 常州武进加油站",
                    "中石化 上海嘉定安亭加油站", "中石化 嘉兴王江泾加油站", "中石化 湖州长兴加油站", "中石化 徐州铜山加油站"]:
        lines.append("  %-26s  %4d 笔   ¥%s" % (s, rr.randint(60, 820), yuan(rr.uniform(15000, 210000))))
    lines.append("")
    lines.append("未匹配明细（供应商有、我方无）：14 笔")
    lines.append("类别    交易时间              卡号       司机    加油站                      金额(元)   说明")
    for (c, v) in zip(cross_cards, CROSS):
        lines.append("跨期    2025-06-30 %02d:%02d     %-9s  %-6s  %-26s  %9s   我方入账日期 2025-07-01" % (
            RR.randint(22, 23), RR.randint(0, 59), c[0], c[2], RR.choice(STN[5:]), yuan(v)))
    lines.append("重复    2025-05-17 14:26:08   FC-20229   钱志强  中石化 南京江宁加油站        2,522.50   对账单同一流水号 SN88317602 出现 2 次，我方 1 次")
    for d, t, v in A_20990:
        lines.append("其他    %s %s     FC-20990   孙鹏    中石化 相城黄桥加油站        %9s   我方平台拒绝导入：卡状态“已注销”" % (d, t, yuan(v)))
    lines.append("")
    lines.append("未匹配明细（我方有、供应商无）：0 笔")
    lines.append("")
    lines.append("差异分类（系统自动）：过账日期差异 9 笔 ¥12,904.20 | 疑似重复 1 笔 ¥2,522.50 | 其他 3 笔 ¥3,215.60")
    return "\n".join(lines)


def mailbox1():
    rows = [
        ("M-0703-2231", "刘洋 <liuyang@js-petro-dkh.cn>（中石化江苏石油 大客户部）", "2025-06-27 10:14", "恒通达物流 2025年Q2 车队卡对账单",
         "周经理您好，附件为贵司 2025年4-6月车队卡对账单（STMT-2025Q2-HTD-0117.xlsx），请于7月12日前确认回复……", "STMT-2025Q2-HTD-0117.xlsx"),
        ("M-0703-2189", "刘洋 <liuyang@js-petro-dkh.cn>", "2025-06-12 16:40", "关于车队卡积分兑换规则调整的通知", "自2025年7月1日起，车队卡积分……", "积分规则2025.pdf"),
        ("M-0703-2204", "中国石化江苏石油 <noreply@js-petro-dkh.cn>", "2025-06-30 08:00", "6月电子发票已开具（汇总开票）", "贵司6月车队卡消费汇总发票已开具，发票号码……", "6月发票清单.pdf"),
        ("M-0703-2240", "财务部 顾倩 <guqian@htd-logistics.cn>", "2025-07-01 09:35", "Q2 油费入账情况", "周敏，Q2 油卡消费已全部入账，6月30日晚间的几笔平台7月1日才同步……", ""),
        ("M-0703-2245", "中石油江苏销售 <service@jspc-fleet.cn>", "2025-07-01 11:02", "车队卡开户优惠方案", "尊敬的客户，现推出车队卡新客户……", "方案.pdf"),
        ("M-0703-2251", "行政部 <admin@htd-logistics.cn>", "2025-07-02 15:20", "7月消防演练通知", "定于7月9日下午……", ""),
    ]
    return json.dumps({"query": "中石化 对账单 OR 对账 OR STMT", "folder": "收件箱", "total": len(rows),
                       "results": [dict(id=a, sender=b, date=c_, subject=d, snippet=e, attachment=f) for a, b, c_, d, e, f in rows]},
                      ensure_ascii=False, indent=1)


# ---------------------------------------------------------------- conversation
c = Conv("blind-zh-fleet-fuel-card-audit", "恒通达物流 Q2 油卡费用审计（异常加油、约谈、限额、报销规则、中石化对账）")

c.system("""你是恒通达物流（苏州）有限公司内审部的费用审计助手，为本会话中的审计人员工作。可用工具：
- fuelcard_txn_query、fuelcard_card_get、fuelcard_limit_update：油卡管理平台（中石化车队卡）
- telematics_trip_query：车载 GPS 终端与油位传感器数据
- hr_interview_schedule、hr_interview_update：人事约谈系统
- expense_policy_get、expense_policy_update：财务制度库
- vendor_statement_reconcile：供应商对账
- email_search、email_send：审计人员邮箱
- ticket_create、ticket_update：内审问题单
规则：冻结油卡必须先取得车队经理同意；调整限额须邮件知会车队经理；发往公司外部的邮件须先经用户确认。金额单位为人民币元。今天是 2025年7月3日（星期四）。""")

c.user("""你好，我是内审部周敏。今天开始做 Q2（4月1日—6月30日）的油卡费用审计，要做这几件事：
1. 把异常加油记录找出来；
2. 有问题的司机要约谈，人事的王蕾必须在场；
3. 有问题的卡调整限额；
4. 修订现金加油的报销规则；
5. 跟中石化做 Q2 对账。

几条约束：调整后单卡月限额不能超过 8000元（长途线路的卡要超的话得赵国栋批）；任何卡都不要冻结，除非车队经理赵国栋同意；审计报告 7月18日 之前交给陈总（财务总监陈立新）。

先把 Q2 的异常交易拉出来。""")

c.model("好的。我先按五条异常规则扫描 Q2 的油卡交易，同时导出油卡台账，用来核对车型、油箱容量和线路。", [
    ("fuelcard_txn_query", {"period": {"from": "2025-04-01", "to": "2025-06-30"}, "mode": "anomaly_scan",
                            "rules": ["R1_over_tank_capacity", "R2_refuel_22_to_05", "R3_gps_distance_gt_5km",
                                      "R4_ge3_refuels_per_day", "R5_fuel_type_mismatch"],
                            "fields": ["txn_id", "card_no", "plate", "driver", "time", "station", "product", "litres", "unit_price", "amount", "rules_hit"]}),
    ("fuelcard_card_get", {"scope": "all", "include_closed": True,
                           "fields": ["card_no", "plate", "driver", "vehicle_type", "tank_l", "route", "monthly_limit", "single_limit", "status"]}),
])
c.tool(anomaly_output(), roster_output())

c.model("""## Q2 异常扫描结果

Q2 共 4,873 笔交易，金额 ¥1,267,775.55。**命中 41 条**，集中在三张卡：

| 卡号 | 司机 / 车牌 | 车型 · 油箱 | 线路 | 命中 | 主要规则 |
|---|---|---|---|---|---|
| **FC-20317** | 张建军 / 苏E·7K2M9 | 4.2米厢式 · 120 L | L07 苏州—合肥 | **12 条** | R3 GPS 距离不符 ×11，R1 超油箱 ×4（最多一次加 152 L），R4 ×3 |
| **FC-20544** | 李伟 / 苏E·3P8Q1 | 6.8米厢式 · 200 L | C12 园区配送 | **7 条** | R2 夜间 ×4（市内线路，22:30 以后），R4 ×3（5月28日一天 3 次） |
| **FC-20871** | 陈海峰 / 苏E·9D6L2 | 4.2米厢式 · 120 L | C05 吴中配送 | **5 条** | R3 ×5，全部在 4月18日—26日 |
| 其他 | 17 张卡 | — | — | 17 条 | 12 条是 R2 夜间加油，另有 5 条零散的 R3/R4 |

**初步判断**
- FC-20317 最可疑：R1 说明单次加油量超过了油箱能装的量，本车不可能装进去，而且 R3 连续命中。
- FC-20544 的夜间加油发生在市内配送线路上，不太正常；一天加 3 次也要解释。
- FC-20871 的命中全部集中在一个时间段，像是车辆不在的时候卡在用，要看这期间车在哪里。
- 其余 17 条里，12 条 R2 夜间加油全部来自长途线路的卡，可能是正常排班。

下一步我建议用车载 GPS 和油位传感器把这三张卡逐笔核对一遍，确认“人、车、卡”是否对得上。要我现在跑吗？""")

c.user("行，先核对。另外长途线路（L 开头的）夜间加油是正常排班，别算异常。")

c.model("好的，两件事一起做：调取三辆车在交易时间前后的 GPS 与油位数据；同时重跑扫描，R2 夜间加油规则对 L 开头的长途线路豁免。", [
    ("telematics_trip_query", {"plates": ["苏E·7K2M9", "苏E·3P8Q1", "苏E·9D6L2"], "match_card_txns": ["FC-20317", "FC-20544", "FC-20871"],
                               "period": {"from": "2025-04-01", "to": "2025-06-30"}, "window_min": 30,
                               "include": ["gps_position", "ignition", "fuel_level_sensor", "maintenance_log"],
                               "also_check_nearby_company_vehicles": True}),
    ("fuelcard_txn_query", {"period": {"from": "2025-04-01", "to": "2025-06-30"}, "mode": "anomaly_scan",
                            "rules": ["R1_over_tank_capacity", "R2_refuel_22_to_05", "R3_gps_distance_gt_5km",
                                      "R4_ge3_refuels_per_day", "R5_fuel_type_mismatch"],
                            "exemptions": [{"rule": "R2", "route_prefix": "L", "reason": "长途线路夜间加油属正常排班（周敏 2025-07-03）"}],
                            "output": "summary_by_card"}),
])
c.tool(gps_output(), rerun_output())

c.model("""## GPS / 油位核对结果

重跑后**异常记录从 41 条降到 29 条**，L 线路的 12 条夜间加油已经排除。

### FC-20317 · 张建军 · 苏E·7K2M9：高度可疑
- 12 笔中 **11 笔加油时车辆停在吴中公司车场**，熄火，油位没有任何变化。距离加油站 8.9–23.6 km。
- 只有 5月11日 13:20 合肥包河那 1 笔和 L07 行车轨迹一致。
- 8 笔集中在**周日晚上 19:30–20:40，相城黄桥加油站**，规律很明显。
- 涉及金额 **¥%s**（12 笔合计；去掉合肥那 1 笔是 ¥%s）。

### FC-20544 · 李伟 · 苏E·3P8Q1：存疑，原因未明
- 位置全部对得上，车确实在站里。
- 但**油位传感器的增量只有加油量的 36%%–42%%**。比如 4月9日加 95 L，油箱只涨了 40 L。
- 传感器 3 月份校准过（校准单 JZ-0311），记录正常。两种可能：油被转到其他容器（抽油），或者传感器又出了问题。目前还**不能下结论**。
- 涉及金额 **¥%s**（7 笔）。

### FC-20871 · 陈海峰 · 苏E·9D6L2：借卡，不是套现
- 本车 4月17日—27日在吴江顺达汽修厂大修（维修单 WX-2025-0419）。
- 5 笔加油与**备用车 苏E·5T1W3** 的轨迹完全吻合，油位增量也对得上。备用车当时临时顶 C05 的班，没有单独配卡。
- 油确实用在了公司的车上，但违反“一车一卡、专卡专用”（FIN 制度第一条）。涉及 ¥%s。

## 处理方案

| | 方案一：冻结 + 约谈 | 方案二：降限额 + 约谈 | 方案三：只约谈 |
|---|---|---|---|
| 做法 | 立即冻结 FC-20317、FC-20544，约谈后再决定是否解冻 | 不冻结；两张卡的月限额大约减半，并加单笔上限；同时约谈 | 先约谈，卡不动 |
| 前提 | **需要赵国栋同意**（冻卡规则） | 只需邮件知会赵国栋 | 无 |
| 止损效果 | 最强 | 较强，周日晚上那种一次 100 多升的加油会被单笔上限挡住 | 弱，约谈前还可能继续发生 |
| 对运营影响 | L07 要临时换卡或现金加油 | 基本不影响正常跑线 | 无 |
| 风险 | 打草惊蛇；约谈前司机有准备 | 限额太低可能影响正常加油 | 继续损失 |

FC-20871 属于管理问题，我建议不降限额，单独处理。

选哪个？""" % (yuan(SUM_20317), yuan(SUM_20317 - amt("2025-05-11", 88.00)), yuan(SUM_20544), yuan(SUM_20871)))

c.user("第二个。")

c.model("""按方案二执行：
- **FC-20317**（张建军）：月限额降到 6000元，单笔上限 800元；
- **FC-20544**（李伟）：月限额降到 4000元，单笔上限 600元；
- 同时发邮件知会赵国栋。""", [
    ("fuelcard_limit_update", {"card_no": "FC-20317", "monthly_limit": 6000, "single_txn_limit": 800, "effective": "2025-07-04T00:00:00+08:00",
                               "reason": "Q2 审计：12 笔异常加油（11 笔 GPS 不符、4 笔超油箱容量），约谈前临时降额", "requested_by": "zhoumin@htd-logistics.cn"}),
    ("fuelcard_limit_update", {"card_no": "FC-20544", "monthly_limit": 4000, "single_txn_limit": 600, "effective": "2025-07-04T00:00:00+08:00",
                               "reason": "Q2 审计：7 笔异常（夜间加油、同日 3 次），油位增量与加油量不符，约谈前临时降额", "requested_by": "zhoumin@htd-logistics.cn"}),
    ("email_send", {"from": "zhoumin@htd-logistics.cn", "to": ["zhao.guodong@htd-logistics.cn"], "cc": ["wanglei@htd-logistics.cn"],
                    "subject": "【知会】Q2 油卡审计：FC-20317、FC-20544 临时调整限额",
                    "body": "赵经理您好：\n\nQ2 油卡审计中发现以下两张卡存在异常加油，经内审决定，自 2025-07-04 起临时调整限额（不冻结）：\n\n1. FC-20317（张建军，苏E·7K2M9，L07）：月限额 12000元 → 6000元，单笔上限 800元。12 笔异常中 11 笔加油时车辆停在公司车场且油位无变化。\n2. FC-20544（李伟，苏E·3P8Q1，C12）：月限额 10000元 → 4000元，单笔上限 600元。7 笔异常，油位传感器增量仅为加油量的约 40%。\n\n两位司机下周将安排约谈（人事王蕾在场）。如限额影响正常排班，请告知。\n\n内审部 周敏"}),
])
c.tool(
    """{"result":"成功","card_no":"FC-20317","plate":"苏E·7K2M9","driver":"张建军","变更记录号":"LM-20250703-0087",
 "月限额":"原 12000元 → 现 6000元","单笔上限":"原 无 → 现 800元","生效时间":"2025-07-04 00:00",
 "本月已用":"¥1,912.36（7月1日—3日）","提示":"本月剩余可用 ¥4,087.64；L07 线路按近 3 个月均值月耗约 ¥5,900"}""",
    """{"result":"成功","card_no":"FC-20544","plate":"苏E·3P8Q1","driver":"李伟","变更记录号":"LM-20250703-0088",
 "月限额":"原 10000元 → 现 4000元","单笔上限":"原 无 → 现 600元","生效时间":"2025-07-04 00:00",
 "本月已用":"¥688.00（7月1日—3日）","提示":"C12 线路近 3 个月均值月耗约 ¥3,350"}""",
    """{"status":"sent","message_id":"<20250703-103512-4471@htd-logistics.cn>","to":["zhao.guodong@htd-logistics.cn"],"cc":["wanglei@htd-logistics.cn"]}""",
)

c.model("""已完成：

| 卡号 | 司机 | 月限额 | 单笔上限 | 变更记录 | 生效 |
|---|---|---|---|---|---|
| FC-20317 | 张建军 | 12000元 → **6000元** | 无 → **800元** | LM-20250703-0087 | 7月4日 0:00 |
| FC-20544 | 李伟 | 10000元 → **4000元** | 无 → **600元** | LM-20250703-0088 | 7月4日 0:00 |

知会邮件已发给赵国栋，抄送王蕾。

注意：平台提示 L07 近 3 个月的正常月耗约 ¥5,900，6000元 的余量很小。如果 7 月 L07 加班次，张建军可能不够用，赵国栋那边也许会提出来。

接下来安排约谈？""")

c.user("约谈放在下周二下午。张建军和李伟分开谈，王蕾要在场，我也参加。陈海峰那个借卡的就不用约谈了，发个书面提醒就行，抄送赵国栋。")

c.model("好的。下周二是 7月8日，我先在人事约谈系统里排两场，每场 1 小时，中间留 30 分钟。", [
    ("hr_interview_schedule", {"employee": {"name": "张建军", "dept": "车队-长途组", "plate": "苏E·7K2M9"},
                               "type": "审计约谈", "start": "2025-07-08T14:00:00+08:00", "end": "2025-07-08T15:00:00+08:00",
                               "participants": [{"name": "周敏", "role": "内审", "email": "zhoumin@htd-logistics.cn"},
                                                {"name": "王蕾", "role": "人事（必须在场）", "email": "wanglei@htd-logistics.cn"}],
                               "subject": "Q2 油卡异常加油说明（FC-20317）", "confidential": True, "notify_employee_via": "车队调度"}),
    ("hr_interview_schedule", {"employee": {"name": "李伟", "dept": "车队-市内配送组", "plate": "苏E·3P8Q1"},
                               "type": "审计约谈", "start": "2025-07-08T15:30:00+08:00", "end": "2025-07-08T16:30:00+08:00",
                               "participants": [{"name": "周敏", "role": "内审", "email": "zhoumin@htd-logistics.cn"},
                                                {"name": "王蕾", "role": "人事（必须在场）", "email": "wanglei@htd-logistics.cn"}],
                               "subject": "Q2 油卡异常加油说明（FC-20544）", "confidential": True, "notify_employee_via": "车队调度"}),
])
c.tool(
    """{"result":"已创建","interview_id":"IV-2025-0311","employee":"张建军","time":"2025-07-08 14:00-15:00","room":"总部3楼 302 小会议室",
 "participants":["周敏（内审）","王蕾（人事）"],"employee_notified":"已通过车队调度通知（未透露约谈事由）","status":"待进行"}""",
    """{"result":"已创建","interview_id":"IV-2025-0312","employee":"李伟","time":"2025-07-08 15:30-16:30","room":"总部3楼 302 小会议室",
 "participants":["周敏（内审）","王蕾（人事）"],"employee_notified":"已通过车队调度通知（未透露约谈事由）","status":"待进行"}""",
)

c.model("""约谈已排好：

| 约谈单 | 司机 | 时间 | 地点 | 参加人 |
|---|---|---|---|---|
| IV-2025-0311 | 张建军 | **7月8日 14:00**–15:00 | 总部3楼 302 | 周敏、王蕾 |
| IV-2025-0312 | 李伟 | 7月8日 **15:30**–16:30 | 总部3楼 302 | 周敏、王蕾 |

两位司机已经由车队调度通知，没有透露约谈事由。

**给陈海峰的书面提醒（草稿）**

> 收件人：陈海峰（chen.haifeng@htd-logistics.cn）　抄送：赵国栋
> 主题：关于油卡使用规范的书面提醒
>
> 陈海峰同志：
>
> 经内审核查，2025年4月18日至4月26日，你名下的油卡 FC-20871（苏E·9D6L2）在本车送修期间，共 5 次用于备用车 苏E·5T1W3 加油，金额合计 ¥%s。经核对，上述燃油均用于公司车辆，未发现个人占用。
>
> 但这一做法违反了《车辆燃油费用管理及报销办法》（FIN-EXP-012）第一条“一车一卡、专卡专用”的规定。今后如遇车辆送修、顶班等情况，请事先通过车队为顶班车辆申领临时卡，不得将本人油卡借给其他车辆使用。
>
> 本提醒将存入内审记录。如有疑问，请联系内审部周敏。
>
> 内审部　2025年7月3日

确认后我发出。""" % yuan(SUM_20871))

c.user("行，就这么办。")

c.model(None, [
    ("email_send", {"from": "zhoumin@htd-logistics.cn", "to": ["chen.haifeng@htd-logistics.cn"], "cc": ["zhao.guodong@htd-logistics.cn"],
                    "subject": "关于油卡使用规范的书面提醒",
                    "body": "陈海峰同志：\n\n经内审核查，2025年4月18日至4月26日，你名下的油卡 FC-20871（苏E·9D6L2）在本车送修期间，共 5 次用于备用车 苏E·5T1W3 加油，金额合计 ¥%s。经核对，上述燃油均用于公司车辆，未发现个人占用。\n\n但这一做法违反了《车辆燃油费用管理及报销办法》（FIN-EXP-012）第一条“一车一卡、专卡专用”的规定。今后如遇车辆送修、顶班等情况，请事先通过车队为顶班车辆申领临时卡，不得将本人油卡借给其他车辆使用。\n\n本提醒将存入内审记录。如有疑问，请联系内审部周敏。\n\n内审部\n2025年7月3日" % yuan(SUM_20871),
                    "record_to_audit_file": "Q2-油卡审计/书面提醒"}),
])
c.tool("""{"status":"sent","message_id":"<20250703-110208-4480@htd-logistics.cn>","to":["chen.haifeng@htd-logistics.cn"],"cc":["zhao.guodong@htd-logistics.cn"],"archived":"Q2-油卡审计/书面提醒/20250703-陈海峰.eml"}""")

c.model("书面提醒已发给陈海峰，抄送了赵国栋，并已归档。\n\n接下来看现金加油报销规则，我先调出现行制度和 Q2 的报销数据。", [
    ("expense_policy_get", {"policy_id": "FIN-EXP-012", "version": "current", "include_usage_stats": True,
                            "stats_period": {"from": "2025-04-01", "to": "2025-06-30"}, "stats_scope": "cash_fuel_claims"}),
])
c.tool(policy_output())

c.model("""## 现行制度 FIN-EXP-012 v3 与 Q2 的执行情况

**现行规定（第五、六条）**：现金加油单次上限 500元，每人月累计 1500元；凭发票加行车日志报销，300元 以上要调度签字。

**Q2 数据**：现金加油报销 **63 笔，¥24,310.00**，其中 **11 笔 GPS 比对无匹配**，也就是报销的加油时间、地点找不到车辆轨迹对应。

**暴露出的问题**
1. 行车日志是司机自己填的，没法验证。11 笔无匹配的报销照样通过了。
2. 事由里“站点不支持车队卡”“偏远地区无中石化站”占了大头，可我们的线路基本都在苏南，中石化覆盖很密。
3. 单次 500元 的上限相当于 70 升左右，对 4.2 米车来说是半箱多油，空间偏大。
4. 同一个人频繁现金加油，没有额外审批。
5. 第二条要求离职 3 个工作日内收回并注销油卡，但没规定要拿到发卡方的注销回执。这一点对账的时候可能还会碰到。

**修订建议（v4 草案）**
- ① 单次上限下调（我建议 400元）；
- ② 报销必须附 GPS 轨迹自动匹配结果，**无匹配不予报销**，取代手填的行车日志；
- ③ 同一司机当月现金加油满 3 笔后，第 3 笔起须车队经理审批；
- ④ 发票抬头、税号必须是公司全称，个人抬头一律退回；
- ⑤ 第二条补充：注销油卡须取得发卡方书面注销回执，由车队存档。

单次上限和月累计，你看定多少？""")

c.user("单次上限改成300元，月累计也降到1000元。其他几条照你说的。8月1日起执行。")

c.model("好的，我按这些在制度库里起草 v4，提交陈总审批。", [
    ("expense_policy_update", {"policy_id": "FIN-EXP-012", "base_version": "v3", "action": "draft_new_version",
                               "changes": [
                                   {"clause": "第五条", "field": "cash_single_cap", "new": 300},
                                   {"clause": "第五条", "field": "cash_monthly_cap_per_driver", "new": 1000},
                                   {"clause": "第六条", "text": "报销须附系统 GPS 轨迹自动匹配结果；无匹配的不予报销（取代手填行车日志）。发票抬头及税号须为公司全称，个人抬头一律退回。"},
                                   {"clause": "第六条之一（新增）", "text": "同一司机当月现金加油满 3 笔的，第 3 笔起须车队经理审批。"},
                                   {"clause": "第二条", "text": "补充：注销油卡须取得发卡方书面注销回执，由车队存档备查。"}],
                               "effective_date": "2025-08-01", "approver": "陈立新（财务总监）",
                               "drafted_by": "周敏（内审部）", "reason": "Q2 油卡审计：63 笔现金加油报销中 11 笔 GPS 无匹配"}),
])
c.tool("""{"result":"草案已创建","policy_id":"FIN-EXP-012","version":"v4（草案）","status":"待审批","approver":"陈立新（财务总监）",
 "effective_date":"2025-08-01（审批通过后生效）",
 "diff":[
  {"条款":"第五条","项目":"现金加油单次上限","原":"500元","现":"300元"},
  {"条款":"第五条","项目":"每名司机月累计","原":"1500元","现":"1000元"},
  {"条款":"第六条","项目":"报销附件","原":"增值税发票 + 行车日志；300元 以上调度签字","现":"增值税发票（公司抬头及税号）+ GPS 轨迹自动匹配结果；无匹配不予报销"},
  {"条款":"第六条之一","项目":"频次审批","原":"—","现":"当月第 3 笔起须车队经理审批"},
  {"条款":"第二条","项目":"注销回执","原":"—","现":"须取得发卡方书面注销回执并存档"}],
 "notice":"第六条原“300元 以上调度签字”条款与新单次上限重合，已自动删除",
 "approval_link":"https://oa.htd-logistics.cn/policy/FIN-EXP-012/v4/approve"}""")

c.model("""已起草 **FIN-EXP-012 v4**，状态“待审批”，审批人陈立新，**8月1日**起生效（前提是审批通过）。

| 条款 | 原 | 现 |
|---|---|---|
| 第五条 单次上限 | 500元 | **300元** |
| 第五条 月累计 | 1500元 | **1000元** |
| 第六条 附件 | 发票 + 行车日志 | 发票（公司抬头）+ **GPS 自动匹配，无匹配不报** |
| 第六条之一（新增） | — | 当月第 3 笔起车队经理审批 |
| 第二条 | — | 注销须取得发卡方书面回执 |

另外，系统自动删除了原来“300元 以上调度签字”那一款，因为单次上限已经是 300元，这一款没有意义了。

审批链接：https://oa.htd-logistics.cn/policy/FIN-EXP-012/v4/approve 。生效前要提前通知司机，建议审批通过后由车队在 7 月底的安全例会上宣讲。""")

c.user("好。对账做一下，中石化 Q2 的对账单上周发过来了，在我邮箱里。")

c.model("我先在邮箱里找一下对账单。", [
    ("email_search", {"folder": "收件箱", "query": "中石化 对账单 OR 对账 OR STMT", "since": "2025-06-01", "limit": 10}),
])
c.tool(mailbox1())

c.model("找到了：刘洋（中石化江苏石油大客户部，liuyang@js-petro-dkh.cn）6月27日发来的 **STMT-2025Q2-HTD-0117.xlsx**，要求 7月12日前确认。另外财务顾倩提到 6月30日晚的几笔 7月1日才同步入账，对账时会用到。现在开始对账。", [
    ("vendor_statement_reconcile", {"vendor": "中石化江苏石油 苏州分公司", "statement": {"source_email": "M-0703-2231", "attachment": "STMT-2025Q2-HTD-0117.xlsx"},
                                    "ledger": "fuelcard_platform", "period": {"from": "2025-04-01", "to": "2025-06-30"},
                                    "match_keys": ["card_no", "txn_time±2min", "amount"], "cutoff_basis": "posting_date",
                                    "output": ["summary", "by_month", "by_station", "unmatched_detail", "auto_classification"]}),
])
c.tool(reconcile_output())

c.model("""## 对账结果

- 中石化对账单：¥1,286,417.85（4,887 笔）
- 我方入账：¥1,267,775.55（4,873 笔）
- **差额 ¥18,642.30**，全部是“供应商有、我方无”，共 14 笔

| 类别 | 笔数 | 金额 | 分析 |
|---|---|---|---|
| 跨期 | 9 | ¥12,904.20 | 6月30日 22:00 以后加的油，平台 7月1日才入账，和顾倩说的情况一致。属于**时间性差异**，不是真差异 |
| 重复 | 1 | ¥2,522.50 | FC-20229（钱志强）5月17日 14:26:08 南京江宁，同一流水号 SN88317602 在对账单里出现了 2 次，**中石化重复计费** |
| 其他 | 3 | **¥3,215.60** | **FC-20990**，6月2日、6月14日、6月21日，都在**相城黄桥加油站**。这张卡在我方系统 **5月20日已注销**（原持卡人孙鹏 5月16日离职），平台拒绝导入 |

**我的处理思路**
1. **跨期 9 笔**：我建议按**交易时间口径**把它们归入 Q2，这样 Q2 的账和对账单是同一个口径；7 月对账时再相应扣除。
2. **重复的 ¥2,522.50**：请中石化确认并冲红。
3. **FC-20990 是最严重的问题**：我方 5月20日注销了，卡在中石化那边却还能刷，6 月里用了 3 次。要么注销申请根本没递给中石化，要么递了没生效，而且有人拿着一张离职员工的卡在加油。
   - 还有一个巧合值得留意：这 3 笔都在**相城黄桥加油站**，时间是晚上 19:56–20:31，**和张建军 FC-20317 那 8 笔周日晚间异常同站同时段**。现在还不能说两者有关系，但约谈前应该弄清楚。

建议：
- 给刘洋发函：确认重复计费并冲红；提供 FC-20990 三笔交易的明细（车牌登记、付款方式、监控）；说明该卡在他们系统里的状态；
- 开一张内审问题单跟踪 FC-20990。""")

c.user("FC-20990 注销了还能刷？这个要好好查。问题单你直接开。给刘洋的邮件先起草，我看过再发。")

c.model("先开问题单。", [
    ("ticket_create", {"queue": "内审问题", "title": "FC-20990 注销后仍发生消费（2025-06 共 3 笔 ¥3,215.60）", "severity": "高",
                       "description": "Q2 中石化对账发现：油卡 FC-20990（原持卡人孙鹏，2025-05-16 离职；我方平台 2025-05-20 标记注销）于 2025-06-02、06-14、06-21 在中石化 相城黄桥加油站发生 3 笔消费，合计 ¥3,215.60。需查明：(1) 注销申请是否递交发卡方；(2) 卡片实物去向；(3) 实际使用人；(4) 与 FC-20317 同站同时段异常的关联。",
                       "related": ["STMT-2025Q2-HTD-0117", "RC-2025Q2-0117", "FC-20990", "FC-20317"],
                       "owner": "周敏", "watchers": ["赵国栋", "王蕾"], "due": "2025-07-11"}),
])
c.tool("""{"result":"已创建","ticket_id":"IA-2025-0342","queue":"内审问题","severity":"高","status":"处理中","owner":"周敏","watchers":["赵国栋","王蕾"],"due":"2025-07-11","url":"https://audit.htd-logistics.cn/tickets/IA-2025-0342"}""")

c.model("""问题单已开：**IA-2025-0342**（高，处理中），关注人赵国栋、王蕾，到期 7月11日。

**给刘洋的邮件草稿**

> 收件人：刘洋 <liuyang@js-petro-dkh.cn>
> 主题：恒通达物流 2025年Q2 车队卡对账差异确认（STMT-2025Q2-HTD-0117）
>
> 刘经理您好：
>
> 贵司 6月27日发来的 Q2 对账单已收悉。经核对，对账单金额 ¥1,286,417.85，我方入账 ¥1,267,775.55，差额 ¥18,642.30，明细如下：
>
> 一、跨期 9 笔 ¥12,904.20：均为 6月30日 22:00 后交易，我方 7月1日入账，属时间性差异，我方将按交易时间调整，无需贵司处理。
>
> 二、重复计费 1 笔 ¥2,522.50：FC-20229，2025-05-17 14:26:08，南京江宁加油站，流水号 SN88317602 在对账单中出现两次。贵司系统存在漏洞，请核实并冲红。
>
> 三、FC-20990 的 3 笔消费共 ¥3,215.60（6月2日、14日、21日，相城黄桥加油站）：该卡我方已于 5月20日申请注销，请说明该卡在贵司系统中的状态、注销申请的接收情况，并提供三笔交易的明细（含车牌登记、加油机号）及现场监控。
>
> 请于 7月9日前回复。谢谢！
>
> 恒通达物流（苏州）有限公司 内审部 周敏

你看一下，没问题我就发。""")

c.user("第二段删掉“贵司系统存在漏洞”这种说法，客气点。其他可以，发吧。")

c.model(None, [
    ("email_send", {"from": "zhoumin@htd-logistics.cn", "to": ["liuyang@js-petro-dkh.cn"],
                    "subject": "恒通达物流 2025年Q2 车队卡对账差异确认（STMT-2025Q2-HTD-0117）",
                    "body": "刘经理您好：\n\n贵司 6月27日发来的 Q2 对账单已收悉。经核对，对账单金额 ¥1,286,417.85，我方入账 ¥1,267,775.55，差额 ¥18,642.30，明细如下：\n\n一、跨期 9 笔 ¥12,904.20：均为 6月30日 22:00 后交易，我方 7月1日入账，属时间性差异，我方将按交易时间调整，无需贵司处理。\n\n二、疑似重复计费 1 笔 ¥2,522.50：FC-20229，2025-05-17 14:26:08，南京江宁加油站，流水号 SN88317602 在对账单中出现两次，麻烦贵司核实，如确属重复，请予冲红。\n\n三、FC-20990 的 3 笔消费共 ¥3,215.60（6月2日、14日、21日，相城黄桥加油站）：该卡我方已于 5月20日申请注销，请协助说明该卡在贵司系统中的状态、注销申请的接收情况，并提供三笔交易的明细（含车牌登记、加油机号）及现场监控。\n\n烦请于 7月9日前回复。谢谢！\n\n恒通达物流（苏州）有限公司 内审部 周敏\n电话 0512-6578 2210"}),
])
c.tool("""{"status":"sent","message_id":"<20250703-143027-4502@htd-logistics.cn>","to":["liuyang@js-petro-dkh.cn"],"external":true,"approved_by_user":true}""")

c.model("已发给刘洋。第二点改成了“疑似重复计费……麻烦贵司核实，如确属重复，请予冲红”，要求 7月9日前回复。")

c.user("赵国栋那边有回复吗？限额的事。")

c.model("我查一下邮件，同时看看 FC-20317 的当前设置。", [
    ("email_search", {"folder": "收件箱", "query": "from:zhao.guodong@htd-logistics.cn OR from:wanglei@htd-logistics.cn", "since": "2025-07-03T10:30:00+08:00", "limit": 10, "include_body": True}),
    ("fuelcard_card_get", {"card_no": "FC-20317", "include_limit_history": True}),
])
c.tool(
    """{"total":2,"results":[
 {"id":"M-0703-2298","sender":"赵国栋 <zhao.guodong@htd-logistics.cn>","date":"2025-07-03 16:48","subject":"RE: 【知会】Q2 油卡审计：FC-20317、FC-20544 临时调整限额",
  "body":"周敏：\\n\\n收到。李伟那张 4000元 没问题。\\n\\n张建军跑 L07（苏州—合肥），7月起 L07 从每周 4 班加到 5 班，按现在的油耗一个月要 ¥7,000 出头，6000元 肯定不够，到月底就得现金加油，反而不好管。我已经在平台上把 FC-20317 的月限额调成 7500元（审批单 FL-APR-0619），单笔 800元 保留不动。没超过 8000元 的线。\\n\\n约谈的事我支持，结果出来告诉我。\\n\\n赵国栋"},
 {"id":"M-0703-2301","sender":"王蕾 <wanglei@htd-logistics.cn>","date":"2025-07-03 17:05","subject":"约谈时间调整：张建军",
  "body":"周敏你好，\\n\\n车队调度说张建军 7月8日 要跑 L07 合肥班，下午回不来。我把他的约谈（IV-2025-0311）改到了 7月10日（周四）10:00，地点不变，还是 302。李伟的不变，还是 7月8日 15:30。系统里我已经改好了。\\n\\n王蕾"}]}""",
    """{"card_no":"FC-20317","plate":"苏E·7K2M9","driver":"张建军","route":"L07 苏州—合肥","status":"正常",
 "monthly_limit":"7500元","single_txn_limit":"800元",
 "limit_history":[
  {"time":"2025-07-03 10:35","by":"zhoumin@htd-logistics.cn","月限额":"原 12000元 → 现 6000元","单笔上限":"原 无 → 现 800元","ref":"LM-20250703-0087"},
  {"time":"2025-07-03 16:42","by":"zhao.guodong@htd-logistics.cn","月限额":"原 6000元 → 现 7500元","单笔上限":"800元（未变）","ref":"LM-20250703-0102","approval":"FL-APR-0619","reason":"7月起 L07 每周 5 班"}],
 "this_month_used":"¥1,912.36"}""",
)

c.model("""两封回复：

**1. 赵国栋（限额）**：FC-20317 的月限额已被他**从 6000元 调到 7500元**（变更记录 LM-20250703-0102，审批单 **FL-APR-0619**），单笔 800元 不变。理由是 7 月起 L07 从每周 4 班加到 5 班，月耗会到 ¥7,000 出头。李伟的 4000元 他没有意见。
- 7500元 没有超过你定的 8000元 上限，程序上也走了审批单。
- 但有一点要说明：张建军这张卡是 Q2 最可疑的一张。单笔 800元 的上限还在，一次最多约 116 升，周日晚上那种 138–152 升的加油刷不过去，风险基本可控。

**2. 王蕾（约谈改期）**：张建军 7月8日 要跑合肥班，约谈 **IV-2025-0311 改到 7月10日（周四）10:00**，地点还是 302，她已经在系统里改好了。李伟不变，仍是 7月8日 15:30。

7500元 这个数接受吗？还是要我跟赵国栋再沟通，约谈前先维持 6000元？""")

c.user("可以，7500 就 7500，约谈完再说。把张建军那 12 条异常和 GPS 比对做成一张表，附到他的约谈单里。")

rows_zjj = []
for d, t, s, l, r in A_20317:
    if s == "中石化 合肥包河加油站":
        pos, dist = "合肥包河区 L07 卸货点", "0.4 km"
    elif t < "12:00" and s == "中石化 吴中木渎加油站":
        pos, dist = "吴中公司车场（停放、熄火）", "8.9 km"
    else:
        pos, dist = "吴中公司车场（停放、熄火）", "23.6 km"
    rows_zjj.append({"日期": d, "时间": t, "加油站": s, "升数": l, "金额": yuan(amt(d, l)), "规则": r, "车辆位置": pos, "距离": dist})

c.model("好的，我把 12 条逐笔整理好，附到 IV-2025-0311。", [
    ("hr_interview_update", {"interview_id": "IV-2025-0311",
                             "attach": [{"name": "张建军_FC-20317_Q2异常加油与GPS比对.xlsx", "generated_from": "telematics_trip_query + fuelcard_txn_query",
                                         "rows": rows_zjj,
                                         "summary": "12 笔合计 ¥%s；11 笔交易时车辆停放在公司车场、熄火、油位无变化；8 笔为周日晚间相城黄桥加油站；4 笔单次加油量超过 120 L 油箱容量。" % yuan(SUM_20317)}],
                             "note": "约谈提纲：请本人说明周日晚间相城黄桥加油站的 8 笔加油；油卡是否曾交他人使用；是否认识原司机孙鹏（FC-20990）。",
                             "visibility": ["周敏", "王蕾"]}),
])
c.tool("""{"result":"已更新","interview_id":"IV-2025-0311","employee":"张建军",
 "time":"2025-07-10 10:00-11:00（原 2025-07-08 14:00-15:00，2025-07-03 17:02 由 王蕾 修改）","room":"总部3楼 302 小会议室",
 "attachments":["张建军_FC-20317_Q2异常加油与GPS比对.xlsx（12 行）"],"note_saved":true,"visibility":["周敏","王蕾"],"status":"待进行"}""")

c.model("""已附上。IV-2025-0311 现在的信息：**7月10日 10:00–11:00**，302，附件是 12 行的比对表，提纲里加了三个问题：
1. 周日晚上相城黄桥加油站那 8 笔是怎么回事；
2. 油卡有没有交给别人用过；
3. 是否认识孙鹏（FC-20990 的原持卡人）。

附件和提纲只有你和王蕾能看到。""")

c.user("顺便看一下李伟 5月28日那天一天加三次是怎么回事，把那天的轨迹调出来。")

c.model("调取苏E·3P8Q1 在 5月28日的全天轨迹，5 分钟一个点，带点火状态、油位和停留点。", [
    ("telematics_trip_query", {"plates": ["苏E·3P8Q1"], "date": "2025-05-28", "resolution": "5min",
                               "include": ["gps_track", "ignition", "fuel_level_sensor", "stops_over_5min", "delivery_manifest_match"]}),
])


def track_output():
    rr = random.Random(528)
    places = ["园区 星湖街 公司二号仓", "园区 苏虹东路", "园区 金鸡湖大道", "园区 东环路", "园区 唯亭 青丘街", "园区 娄葑 通园路",
              "园区 现代大道", "园区 钟园路", "园区 方洲路", "园区 星华街", "园区 胜浦 民生路", "园区 东富路"]
    refuel = {"08:10": (22, "加油 60.00 L（FC-20544 08:12）→ 传感器 +22 L"),
              "12:45": (20, "加油 55.00 L（FC-20544 12:47）→ 传感器 +20 L"),
              "17:55": (19, "加油 48.00 L（FC-20544 17:58）→ 传感器 +19 L")}
    pts = []  # (hm, pos, spd, ign, delta, note)
    t = 7 * 60 + 30
    while t <= 19 * 60:
        hm = "%02d:%02d" % (t // 60, t % 60)
        if hm in refuel:
            pts.append((hm, "中石化 工业园区星湖街加油站", 0, "ON", refuel[hm][0], refuel[hm][1]))
        elif "13:05" <= hm <= "13:40":
            pts.append((hm, "园区 唯亭 春辉路 在建工地（非客户点）", 0, "OFF", -31 / 8.0, ""))
        elif rr.random() < 0.22:
            pts.append((hm, rr.choice(places) + "（客户卸货点）", 0, "OFF", 0.0, "配送单 PS-0528-%02d 签收" % rr.randint(1, 30)))
        else:
            pts.append((hm, rr.choice(places), rr.randint(12, 58), "ON", -rr.uniform(0.12, 0.32), ""))
        t += 5
    # choose the start level so that the level just before the 12:45 refuel is 126.0 L
    before = 0.0
    for hm, pos, spd, ign, dl, note in pts:
        if hm == "12:45":
            break
        before += dl
    level = 126.0 - before
    start_level = level
    lines = ["苏E·3P8Q1  2025-05-28（周三）  线路 C12 工业园区配送  司机 李伟  终端 T-88317",
             "油箱 200 L  油位传感器精度 ±3 L", "",
             "时间    位置                                   速度(km/h)  点火  油位(L)  备注"]
    marks = {}
    for hm, pos, spd, ign, dl, note in pts:
        level += dl
        marks[hm] = level
        if hm == "13:05":
            note = "停留开始，熄火"
        if hm == "13:40":
            note = "停留结束"
        lines.append("%s   %-36s  %4d        %-4s  %6.1f   %s" % (hm, pos, spd, ign, level, note))
    a, b = marks["13:00"], marks["13:40"]
    nstop = sum(1 for x in pts if "客户卸货点" in x[1])
    lines.append("")
    lines.append("停留点（>5 分钟）：共 %d 处；其中 %d 处与配送单客户地址匹配；1 处不匹配：园区 唯亭 春辉路 在建工地 13:05-13:40（35 分钟，熄火）" % (nstop + 1, nstop))
    lines.append("油位异常：13:05-13:40 熄火静止期间油位 %.0f L → %.0f L，下降 31 L（同型车静止熄火正常漂移 < 3 L）" % (a, b))
    lines.append("起始油位 %.1f L；当日里程 146.2 km；按百公里 17 L 估算正常消耗约 25 L；当日刷卡加油合计 163.00 L，传感器增量合计 61 L" % start_level)
    return "\n".join(lines), a, b


_track, LV_A, LV_B = track_output()
c.tool(_track)

c.model("""## 李伟 5月28日轨迹

**三次加油都在星湖街加油站**（08:12、12:47、17:58），刷卡合计 163 L，油箱**只涨了 61 L**，和之前的模式一样。

**更可疑的是中午这段：**
- 12:47 加完油后，13:05–13:40 车停在**唯亭 春辉路的一个在建工地**。这里不是客户点，当天的配送单里没有这个地址；
- 熄火静止的 35 分钟里，**油位从 %.0f L 降到 %.0f L，少了 31 L**。同型车静止时的正常漂移不到 3 L；
- 当天跑了 146 km，正常消耗约 25 L，却刷了 163 L。

**判断**：这个数据形态很像**从油箱往外抽油**，在工地转卖给施工机械的情况在行业里很常见。另外加油时传感器只涨四成，也可能是加油时直接灌进了桶里。但目前都只是数据推断，**还没有证实**：需要现场核实，也不排除传感器在熄火状态下读数异常。星湖街站 5月28日的监控已经过了 30 天，调不到了。

要不要把这一段加到李伟的约谈提纲（IV-2025-0312）里？""" % (LV_A, LV_B))

c.user("加上。中石化回了吗？")

c.model("先把工地这一段加进李伟的约谈提纲，同时查中石化的回信。", [
    ("hr_interview_update", {"interview_id": "IV-2025-0312",
                             "note": "约谈提纲补充：5月28日 13:05-13:40 车辆在唯亭春辉路在建工地（非客户点）熄火停留 35 分钟，期间油位下降 31 L；当日刷卡 163 L，传感器仅增 61 L。请本人说明停留原因及油料去向。",
                             "attach": [{"name": "李伟_苏E·3P8Q1_20250528_轨迹.xlsx", "generated_from": "telematics_trip_query"}],
                             "visibility": ["周敏", "王蕾"]}),
    ("email_search", {"folder": "收件箱", "query": "from:liuyang@js-petro-dkh.cn", "since": "2025-07-03T14:30:00+08:00", "limit": 5, "include_body": True}),
])
c.tool("""{"result":"已更新","interview_id":"IV-2025-0312","employee":"李伟","time":"2025-07-08 15:30-16:30","room":"总部3楼 302 小会议室","attachments":["李伟_苏E·3P8Q1_20250528_轨迹.xlsx"],"note_saved":true,"status":"待进行"}""",
       """{"total":1,"results":[{"id":"M-0703-2317","sender":"刘洋 <liuyang@js-petro-dkh.cn>","date":"2025-07-03 18:26",
 "subject":"RE: 恒通达物流 2025年Q2 车队卡对账差异确认（STMT-2025Q2-HTD-0117）",
 "attachment":"FC-20990_交易明细_202506.pdf",
 "body":"周经理您好：\\n\\n1. 跨期 9 笔：同意，按交易时间属于 6月。\\n\\n2. 流水号 SN88317602 经核实确为系统重复推送，我司将在 7 月对账单中以红字冲减 ¥2,522.50（冲红单号 CN-2025-07-0083），7 月对账单 8 月初发出。\\n\\n3. FC-20990：我司系统中该卡状态在 6月25日前一直为“正常”。6月25日贵司车队来电办理了口头挂失，当日已止付；5月20日的注销申请我司没有收到（查询了大客户部和网点两个渠道）。三笔交易明细见附件：均为持卡自助加油，未登记车牌，付款方式为车队卡，加油机分别为 3 号、5 号、3 号枪。\\n关于监控：相城黄桥站的监控按规定保存 30 天。6月2日的已经覆盖，6月14日、6月21日的还在，需要贵司发正式调取函，我帮忙协调。\\n\\n另外提醒：注销需要贵司盖章的《车队卡注销申请表》原件，电话挂失只是止付，不等于注销。\\n\\n刘洋\\n中石化江苏石油 苏州分公司 大客户部"}]}""")

c.model("刘洋回复了。两点已经解决（跨期、重复），我按交易时间口径并计入冲红单重跑一次对账，看剩余差额。", [
    ("vendor_statement_reconcile", {"vendor": "中石化江苏石油 苏州分公司", "statement": {"attachment": "STMT-2025Q2-HTD-0117.xlsx"},
                                    "ledger": "fuelcard_platform", "period": {"from": "2025-04-01", "to": "2025-06-30"},
                                    "match_keys": ["card_no", "txn_time±2min", "amount"], "cutoff_basis": "txn_time",
                                    "vendor_credits": [{"ref": "CN-2025-07-0083", "amount": 2522.50, "source": "M-0703-2317"}],
                                    "rerun_of": "RC-2025Q2-0117", "output": ["summary", "unmatched_detail"]}),
])
c.tool("""对账任务 RC-2025Q2-0117（第 2 次）  截止口径：交易时间（txn_time）  计入供应商冲红：CN-2025-07-0083 ¥2,522.50

供应商对账单金额（扣除冲红后）：¥1,283,895.35
我方金额（按交易时间，含 6月30日 晚 9 笔）：¥1,280,679.75
差额：原 ¥18,642.30 → 现 ¥3,215.60

已消除：
  跨期 9 笔 ¥12,904.20   → 已匹配（截止口径调整）
  重复 1 笔 ¥2,522.50    → 已由 CN-2025-07-0083 抵消（待 7 月对账单到达后核销）

剩余未匹配（供应商有、我方无）：3 笔 ¥3,215.60
  2025-06-02 20:18  FC-20990  相城黄桥加油站  3 号枪  ¥1,021.44  持卡自助，未登记车牌
  2025-06-14 19:56  FC-20990  相城黄桥加油站  5 号枪  ¥1,087.36  持卡自助，未登记车牌
  2025-06-21 20:31  FC-20990  相城黄桥加油站  3 号枪  ¥1,106.80  持卡自助，未登记车牌

状态：部分确认（剩余差异需双方进一步核实）""")

c.model("""## 对账更新

**差额从 ¥18,642.30 降到 ¥3,215.60**：
- 跨期 9 笔：双方确认属于 6 月，按交易时间口径已匹配；
- 重复 ¥2,522.50：中石化确认是系统重复推送，会在 **7 月对账单**里用冲红单 **CN-2025-07-0083** 冲减，7 月对账单 8 月初到，到时要核销；
- **剩下的 ¥3,215.60 全部是 FC-20990 那 3 笔。**

**FC-20990 的新情况**
- 中石化那边**从没收到 5月20日的注销申请**，卡一直是“正常”状态，直到 **6月25日**车队打电话挂失才止付。而且电话挂失只是止付，**不算注销**，需要盖章的《车队卡注销申请表》原件。
- 三笔都是持卡自助加油，没登记车牌，说明有人**拿着这张实体卡**。孙鹏离职时卡到底收回了没有，是关键。
- **监控只保存 30 天**：6月2日的已经被覆盖；**6月14日的到 7月14日左右就会被覆盖**，6月21日的到 7月21日左右。**调取函要尽快发。**

**建议接下来这样做**
1. 今天就给刘洋发正式的监控调取函（6月14日、6月21日两段，19:30–21:00），请他协调在 **7月14日** 前调出来；
2. 同时请他书面确认 FC-20990 现在是止付状态，我们这边补交盖章的注销申请表原件（要车队出）；
3. 更新问题单 IA-2025-0342：写入中石化的答复，新增两项要查的——孙鹏离职时油卡交接记录在谁手里，以及 5月20日的“注销”是谁在平台上操作的、为什么没递给中石化；
4. 这 ¥3,215.60 先挂账，不确认进 Q2 费用，等查清楚再说。""")

c.user("行，就这么办。")

c.model(None, [
    ("ticket_update", {"ticket_id": "IA-2025-0342",
                       "comment": "中石化回复（M-0703-2317）：5月20日注销申请未收到；卡状态至 6月25日为正常，6月25日车队电话挂失后止付；电话挂失不等于注销，需盖章《车队卡注销申请表》原件。3 笔均为持卡自助、未登记车牌。监控保存 30 天：6月2日已覆盖，6月14日约 7月14日覆盖，6月21日约 7月21日覆盖。\n对账：差额已由 ¥18,642.30 降至 ¥3,215.60（仅剩 FC-20990 三笔），暂挂账不确认费用。",
                       "add_tasks": [{"title": "向中石化发监控调取函（6/14、6/21 19:30-21:00），7月14日前调取", "owner": "周敏", "due": "2025-07-11"},
                                     {"title": "核查孙鹏离职时油卡交接记录（卡片实物去向）", "owner": "王蕾", "due": "2025-07-09"},
                                     {"title": "核查 5月20日平台注销操作人及未递交发卡方原因；补交盖章注销申请表原件", "owner": "赵国栋", "due": "2025-07-09"}],
                       "status": "处理中"}),
    ("email_send", {"from": "zhoumin@htd-logistics.cn", "to": ["liuyang@js-petro-dkh.cn"],
                    "subject": "RE: 恒通达物流 2025年Q2 车队卡对账差异确认 —— 监控调取及 FC-20990 状态确认",
                    "body": "刘经理您好：\n\n感谢及时回复。跨期和重复计费两项我方确认，冲红单 CN-2025-07-0083 我们会在 7 月对账单中核销。\n\n关于 FC-20990，麻烦您协助两件事：\n1. 监控调取：相城黄桥加油站 2025年6月14日、6月21日 19:30-21:00 的加油区及收银监控，正式调取函随后以盖章扫描件发您，原件随注销申请表一并寄送。考虑到 30 天的保存期，恳请在 7月14日前协调调出。\n2. 请书面（邮件即可）确认该卡目前为止付状态、6月25日之后无任何交易。我方车队将尽快补交盖章的《车队卡注销申请表》原件。\n\n剩余 3 笔 ¥3,215.60 我方暂挂账，待核实后再确认。\n\n谢谢！\n\n恒通达物流（苏州）有限公司 内审部 周敏\n电话 0512-6578 2210"}),
])
c.tool(
    """{"result":"已更新","ticket_id":"IA-2025-0342","status":"处理中","tasks_added":["T1 监控调取函（周敏，2025-07-11）","T2 孙鹏油卡交接记录（王蕾，2025-07-09）","T3 平台注销操作核查及补交注销申请表（赵国栋，2025-07-09）"],"notified":["赵国栋","王蕾"]}""",
    """{"status":"sent","message_id":"<20250703-184410-4519@htd-logistics.cn>","to":["liuyang@js-petro-dkh.cn"],"external":true,"approved_by_user":true}""",
)

c.model("""已完成：
- **IA-2025-0342** 已更新，新增 3 个子任务：监控调取函（你，7月11日前）；孙鹏的油卡交接记录（王蕾，7月9日前）；平台注销操作核查和补交注销申请表（赵国栋，7月9日前）。赵国栋和王蕾已收到通知。
- 给刘洋的邮件已发：请他 7月14日前协调调取 6月14日、21日的监控，并书面确认卡已止付。盖章的调取函还要你这边走用印流程，扫描件发过去。""")

c.user("陈总刚说审计报告提前到 7月15日 交。下周的安排帮我排一下，我周一接着做。")

c.model("""收到，**审计报告截止改为 7月15日（周二）**，比原计划提前了 3 天。下周安排如下：

| 日期 | 事项 | 备注 |
|---|---|---|
| 7月7日（周一） | 盖章的监控调取函走用印，扫描件发刘洋 | 6月14日的监控约 7月14日覆盖，越早越好 |
| 7月7日（周一） | 催陈总审批 FIN-EXP-012 v4 | 8月1日生效，7 月底前要宣讲 |
| 7月8日（周二）15:30 | 约谈李伟（IV-2025-0312），302，王蕾在场 | 重点：油位增量只有约 40%；5月28日唯亭工地熄火停留 35 分钟，油位少了 31 L |
| 7月9日（周三） | 收王蕾（孙鹏交接记录）和赵国栋（注销操作、补交申请表）的结果 | IA-2025-0342 子任务 T2、T3 |
| 7月10日（周四）10:00 | 约谈张建军（IV-2025-0311），302，王蕾在场 | 比对表已附；问他周日晚上相城黄桥的情况，以及是否认识孙鹏 |
| 7月11日（周五） | 根据约谈结果决定 FC-20317 / FC-20544 的限额去留；起草审计报告 | 现在是 7500元 / 4000元 |
| 7月14日（周一） | 确认中石化监控是否已调出；报告定稿 | 监控保存期限 |
| **7月15日（周二）** | **审计报告交陈总** | |

有两件事可能赶不上 7月15日，报告里要作为“未结事项”写进去：
- FC-20990 的 ¥3,215.60：取决于监控和内部交接记录，报告里按“挂账待查”处理；
- 冲红单 CN-2025-07-0083：7 月对账单 8 月初才到，只能写“供应商已确认，待核销”。""")

# ---------------------------------------------------------------- labels
labels = [
    ("user_goal", "审计 Q2（4月1日—6月30日）油卡费用：找异常、约谈司机（王蕾必须在场）、调限额、修订现金加油报销规则、与中石化对账；调整后单卡月限额不超过 8000元；冻卡须赵国栋同意",
     ["Q2", "8000元", "赵国栋"]),
    ("fact", "FC-20317（张建军，苏E·7K2M9，L07）12 笔异常合计金额，11 笔加油时车辆停放在公司车场；8 笔周日晚间在相城黄桥加油站",
     ["FC-20317", yuan(SUM_20317)]),
    ("fact", "FC-20544（李伟）7 笔异常，油位传感器增量只有加油量的 36%-42%",
     ["FC-20544", "36%"]),
    ("fact", "FC-20871（陈海峰）5 笔加油是在本车大修期间给备用车 苏E·5T1W3 用的（维修单 WX-2025-0419），属借卡不属套现",
     ["FC-20871", "苏E·5T1W3"]),
    ("fact", "Q2 现金加油报销 63 笔 ¥24,310.00，其中 11 笔 GPS 无匹配",
     ["24,310.00", "11 笔"]),
    ("fact", "中石化确认 SN88317602 重复推送，7 月对账单以冲红单 CN-2025-07-0083 冲减 ¥2,522.50",
     ["CN-2025-07-0083", "2,522.50"]),
    ("fact", "中石化未收到 FC-20990 的 5月20日注销申请；卡在 6月25日电话挂失后才止付；电话挂失不等于注销",
     ["FC-20990", "6月25日"]),
    ("fact", "5月28日 苏E·3P8Q1（李伟）在唯亭春辉路在建工地（非客户点）熄火停留 35 分钟，油位下降 31 L；当日刷卡 163 L，传感器仅增 61 L",
     ["唯亭", "31 L"]),
    ("fact", "跨期 9 笔 ¥12,904.20 为 6月30日晚交易、我方 7月1日入账，属时间性差异",
     ["12,904.20"]),
    ("decision", "选方案二：不冻结，降限额+单笔上限+约谈；FC-20544 月限额降到 4000元、单笔 600元",
     ["FC-20544", "4000元"]),
    ("decision", "FC-20317 月限额最终为 7500元（赵国栋调整，审批单 FL-APR-0619，周敏接受），单笔 800元 保留",
     ["FC-20317", "7500元", "FL-APR-0619"]),
    ("decision", "长途线路（L 开头）夜间加油不算异常：R2 规则对 L 线路豁免",
     ["R2", "豁免"]),
    ("decision", "陈海峰借卡不约谈，只发书面提醒并抄送赵国栋",
     ["陈海峰", "书面提醒"]),
    ("decision", "现金加油报销：单次上限 300元，月累计 1000元，其余修订照助手建议，8月1日起执行（FIN-EXP-012 v4）",
     ["300元", "1000元"]),
    ("decision", "对账跨期笔数按交易时间口径归入 Q2（助手提议，用户未反对）",
     ["交易时间口径"]),
    ("pending_action", "7月10日 10:00 约谈张建军（IV-2025-0311，302，王蕾在场）",
     ["IV-2025-0311", "7月10日"]),
    ("pending_action", "7月8日 15:30 约谈李伟（IV-2025-0312）",
     ["IV-2025-0312", "15:30"]),
    ("pending_action", "FIN-EXP-012 v4 草案待财务总监陈立新审批",
     ["FIN-EXP-012", "待审批"]),
    ("pending_action", "审计报告 7月15日 交陈总（提前了）",
     ["审计报告", "7月15日"]),
    ("pending_action", "7月14日前向中石化调取 6月14日、6月21日相城黄桥加油站监控（6月2日的已覆盖）",
     ["7月14日", "监控"]),
    ("pending_action", "7 月对账单到达后核销冲红单 CN-2025-07-0083",
     ["CN-2025-07-0083", "核销"]),
    ("open_issue", "FC-20990 注销后仍被刷 3 笔 ¥3,215.60（相城黄桥），实际使用人及卡片去向未查明，暂挂账",
     ["FC-20990", "3,215.60"]),
    ("open_issue", "FC-20544 油位增量只有约 40%：抽油还是传感器故障，未证实",
     ["FC-20544", "抽油"]),
    ("open_issue", "FC-20990 与 FC-20317 的异常都集中在相城黄桥加油站周末晚间，是否有关联未证实",
     ["FC-20990", "同站同时段"]),
    ("reference", "内审问题单 IA-2025-0342",
     ["IA-2025-0342"]),
    ("reference", "中石化 Q2 对账单 STMT-2025Q2-HTD-0117，对账任务 RC-2025Q2-0117",
     ["STMT-2025Q2-HTD-0117", "RC-2025Q2-0117"]),
    ("reference", "中石化大客户经理 刘洋 liuyang@js-petro-dkh.cn",
     ["liuyang@js-petro-dkh.cn"]),
]

stale = [
    ("异常记录 41 条 → GPS 核对与 L 线路豁免后为 29 条",
     ["41 条"], "结果：命中 29 条"),
    ("FC-20317 月限额 12000元 → 降为 6000元（后又被调为 7500元）",
     ["FC-20317", "12000元"], "原 12000元 → 现 6000元"),
    ("FC-20544 月限额 10000元 → 4000元",
     ["FC-20544", "10000元"], "原 10000元 → 现 4000元"),
    ("FC-20317 月限额 6000元 → 赵国栋调为 7500元",
     ["FC-20317", "6000元"], "原 6000元 → 现 7500元"),
    ("张建军约谈 7月8日 14:00 → 改到 7月10日 10:00",
     ["张建军", "7月8日 14:00"], "改到了 7月10日（周四）10:00"),
    ("现金加油单次上限 500元 → 300元",
     ["单次上限", "500元"], "单次上限改成300元"),
    ("现金加油月累计 1500元 → 1000元",
     ["月累计", "1500元"], "月累计也降到1000元"),
    ("中石化对账差额 ¥18,642.30 → 重跑后 ¥3,215.60",
     ["18,642.30"], "差额：原 ¥18,642.30 → 现 ¥3,215.60"),
    ("审计报告截止 7月18日 → 提前到 7月15日",
     ["7月18日"], "提前到 7月15日"),
]

if __name__ == "__main__":
    build(c, labels, stale, meta={"domain": "logistics fleet fuel-card expense audit", "language": "zh-CN",
                                  "author": "blind23/author-c", "generator": "author-c/gen_fuelcard.py", "seed": 7311})

"""Seeded data + scheduler for blind-zh-youth-football-tournament."""
import random

R = random.Random(5172025)

U10 = ["西湖小狼", "拱墅星辰", "上城绿茵", "滨江飞鱼", "余杭未来", "临平飞鹰", "钱塘潮", "萧山小虎",
       "富阳小狮", "桐庐山河", "学军小学", "文澜小学"]
U12 = ["西湖小狼", "拱墅星辰", "上城绿茵", "滨江猎豹", "余杭未来", "临平飞鹰", "钱塘潮", "建德少年",
       "淳安千岛湖", "天长小学", "绍兴越城", "嘉兴南湖", "宁波海曙", "湖州吴兴", "绿城青训", "景芳小学",
       "萧山新湾FC"]
SURN = "张王李赵刘陈杨黄周吴徐孙马朱胡郭何高罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程"
GIVEN = ["伟", "敏", "静", "磊", "洋", "艳", "勇", "军", "杰", "娟", "涛", "明", "超", "霞", "平", "刚", "辉", "鹏",
         "晨", "宇", "浩", "欣", "佳", "琳", "凯", "斌", "峰", "蕾", "健", "毅"]


GIVEN2 = ["志强", "海涛", "晓东", "建华", "丽娟", "春燕", "国栋", "文博", "子涵", "雨辰", "俊杰", "晓峰",
          "永刚", "红梅", "立新", "卫东", "秀英", "家豪", "思琪", "浩然", "嘉怡", "宏伟", "玉兰", "明辉",
          "振宇", "雪莲", "晓明", "志远", "海燕", "建军", "凯文", "德胜", "少华", "芳", "婷", "军", "斌",
          "鹏", "磊", "静", "勇", "杰", "洁", "锋"]
_used_names = set()


def name():
    while True:
        s = R.choice(SURN)
        if s == "陈":  # keep 陈 out so that 陈立 first appears where intended
            continue
        n = s + R.choice(GIVEN2)
        if n not in _used_names and n not in ("郑凯",):
            _used_names.add(n)
            return n


def phone():
    return "1%d%d****%04d" % (R.choice([3, 5, 8]), R.randint(0, 9), R.randint(0, 9999))


# ---------------------------------------------------------------- registrations
def build_registrations():
    regs = []
    t = 0
    for div, teams in (("U10", U10), ("U12", U12)):
        for i, tm in enumerate(teams, 1):
            rid = "QT25-%s-%02d" % (div, i)
            players = R.randint(10, 14) if div == "U10" else R.randint(12, 16)
            staff = R.choice([2, 2, 3])
            paid = not (div == "U10" and tm == "富阳小狮") and not (div == "U12" and tm == "萧山新湾FC")
            docs = "齐全"
            if div == "U12" and tm == "拱墅星辰":
                docs = "缺 2 名球员学籍证明"
            if div == "U10" and tm == "桐庐山河":
                docs = "缺 家长参赛承诺书（4 份）"
            if div == "U12" and tm == "萧山新湾FC":
                docs = "缺 3 名球员身份证信息"
            kit = R.choice(["红/白", "蓝/白", "黄/蓝", "绿/白", "橙/黑", "白/蓝", "紫/白", "黑/黄", "天蓝/白", "红/黑"])
            regs.append({"id": rid, "div": div, "team": tm, "leader": name(), "phone": phone(), "kit": kit,
                         "players": players, "staff": staff, "paid": paid, "docs": docs})
    # registration times: ascending by id within each division, interleaved
    import datetime
    base = datetime.datetime(2025, 4, 10, 9, 0)
    order = list(range(len(regs)))
    R.shuffle(order)
    stamps = sorted(base + datetime.timedelta(days=R.randint(0, 26), minutes=R.randint(0, 14 * 60 - 1)) for _ in regs)
    # ensure within a division the ids are in registration-time order, U12-17 last overall
    u10 = [r for r in regs if r["div"] == "U10"]
    u12 = [r for r in regs if r["div"] == "U12"]
    pool = stamps[:-1]
    R.shuffle(pool)
    a = sorted(pool[:12])
    b = sorted(pool[12:])
    for r, s in zip(u10, a):
        r["time"] = s.strftime("%Y-%m-%d %H:%M")
    for r, s in zip(u12[:-1], b):
        r["time"] = s.strftime("%Y-%m-%d %H:%M")
    u12[-1]["time"] = "2025-05-09 21:47"
    # coaches: 西湖小狼 shares one head coach across U10/U12
    coach_xh = "郑凯"
    for r in regs:
        r["coach"] = coach_xh if r["team"] == "西湖小狼" else name()
    return regs


REGS = build_registrations()


def reg_table():
    out = ["【报名系统】赛事 QTC-2025  2025 钱塘杯青少年足球邀请赛   导出时间 2025-05-12 09:12",
           "报名费：¥2,800/队   名额：U10 12 队、U12 16 队（8 人制）   报名截止：2025-05-10 24:00", "",
           "报名编号       组别  队名          领队    联系电话       主教练  队服(主/客)  球员  随队  缴费      材料                     报名时间"]
    for r in REGS:
        out.append(f"{r['id']:<14} {r['div']:<5} {r['team']:<10} {r['leader']:<6} {r['phone']:<14} {r['coach']:<6} "
                   f"{r['kit']:<10} {r['players']:>3}   {r['staff']:>2}    {'已缴' if r['paid'] else '未缴':<6} {r['docs']:<22} {r['time']}")
    n10 = sum(1 for r in REGS if r["div"] == "U10")
    n12 = sum(1 for r in REGS if r["div"] == "U12")
    out += ["", f"合计：U10 {n10} 队（名额 12），U12 {n12} 队（名额 16，超出 {n12-16} 队）",
            f"球员合计 {sum(r['players'] for r in REGS)} 人，随队人员 {sum(r['staff'] for r in REGS)} 人",
            "未缴费：" + "、".join(f"{r['id']} {r['team']}" for r in REGS if not r["paid"]),
            "材料不齐：" + "、".join(f"{r['id']} {r['team']}（{r['docs']}）" for r in REGS if r["docs"] != "齐全"),
            "提示：同一俱乐部多组别报名且主教练相同：西湖小狼（U10/U12，主教练 郑凯）"]
    return "\n".join(out)


# ---------------------------------------------------------------- venues
def venue_grid():
    out = ["【杭州体育场馆预订平台】可用时段查询   查询时间 2025-05-12 09:40",
           "场地类型：8 人制足球场   日期：2025-05-17（六）、2025-05-18（日）   时段 07:00-21:00（每格 1 小时，○可订 ●已订 ×维护）", ""]
    venues = [("杭州奥体中心训练场", ["A", "B", "C", "D"], "天然草", 600),
              ("滨江区体育公园", ["1号", "2号", "3号", "4号"], "人造草", 380)]
    hours = list(range(7, 21))
    for vn, pitches, turf, price in venues:
        out.append(f"{vn}（{turf}，¥{price}/小时/块，含灯光至 21:00；更衣室 4 间；停车 {R.randint(120, 300)} 位）")
        out.append("场地   日期         " + " ".join(f"{h:02d}" for h in hours))
        for p in pitches:
            for d in ("2025-05-17", "2025-05-18"):
                cells = []
                for h in hours:
                    if vn.startswith("杭州奥体") and 8 <= h < 18:
                        cells.append("○")
                    elif vn.startswith("滨江") and p in ("1号", "2号") and 9 <= h < 12:
                        cells.append("●")
                    elif h < 8 or h >= 19:
                        cells.append(R.choice(["○", "●"]))
                    else:
                        cells.append("○" if R.random() < 0.85 else "●")
                out.append(f"{p:<5}  {d}   " + "  ".join(cells))
        out.append("")
    out += ["规则摘要：",
            "1. 预订须支付 30% 定金，余款赛前 3 天结清；发票抬头须与预订单位一致。",
            "2. 改期：提前 72 小时以上改期收取 10% 手续费，72 小时以内 30%；因气象部门发布暴雨橙色及以上预警改期的，凭预警信息免收手续费（条款 W-3）。",
            "3. 取消：提前 7 天以上退定金 80%，7 天以内定金不退。",
            "4. 奥体训练场 A-D 场间距离 < 200 米，共用 1 个医务室；滨江区体育公园距奥体中心约 12 公里（驾车 25-35 分钟）。",
            "5. 天然草场地雨后可能临时封场（场馆方判断），封场时已付费用顺延使用。"]
    return "\n".join(out)


# ---------------------------------------------------------------- scheduler
def groups_draw():
    u10 = [r["team"] for r in REGS if r["div"] == "U10"]
    u12 = [r["team"] for r in REGS if r["div"] == "U12" and r["team"] != "萧山新湾FC"]
    rr = random.Random(88)
    a = u10[:]
    rr.shuffle(a)
    b = u12[:]
    rr.shuffle(b)
    g10 = {"A": a[0:4], "B": a[4:8], "C": a[8:12]}
    g12 = {"A": b[0:4], "B": b[4:8], "C": b[8:12], "D": b[12:16]}
    return g10, g12


def _rr_pairs(ts):
    a, b, c, d = ts
    return [[(a, b), (c, d)], [(a, c), (b, d)], [(a, d), (b, c)]]


def _slots(start_min, end_min, length, blackout=None):
    out = []
    t = start_min
    while t + length <= end_min:
        if blackout and not (t + length <= blackout[0] or t >= blackout[1]):
            t += length
            continue
        out.append(t)
        t += length
    return out


def hm(m):
    return "%02d:%02d" % (m // 60, m % 60)


def schedule_day(g10, g12, u10_pitches, u12_pitches, team_after=None, avoid=None, seed=1):
    """Return list of match dicts. U10 40-min slots (blackout 12:00-14:00), U12 50-min slots.
    team_after: {team: min_start}; avoid: (u10team, u12team, gap) cross-venue coach gap."""
    rr = random.Random(seed)
    u10_slots = _slots(8 * 60, 18 * 60, 40, blackout=(12 * 60, 14 * 60))
    u12_slots = _slots(8 * 60, 18 * 60, 50)
    team_after = team_after or {}

    def place(groups, slots, pitches, div, prefix, fixed_other=None):
        matches = []
        for g, ts in groups.items():
            for rnd, pairs in enumerate(_rr_pairs(ts)):
                for h, a in pairs:
                    matches.append({"div": div, "group": g, "round": rnd, "home": h, "away": a})
        # order by round so that rounds spread
        for attempt in range(400):
            rr.shuffle(matches)
            matches.sort(key=lambda m: m["round"])
            busy = {}
            used = set()
            ok = True
            for m in matches:
                placed = False
                for si, s in enumerate(slots):
                    for p in pitches:
                        if (si, p) in used:
                            continue
                        cand = True
                        for tm in (m["home"], m["away"]):
                            if tm in team_after and s < team_after[tm]:
                                cand = False
                            for sj in busy.get(tm, []):
                                if abs(sj - si) < 2:   # at least one slot rest
                                    cand = False
                        if cand and avoid and fixed_other:
                            u10t, u12t, gap = avoid
                            for tm in (m["home"], m["away"]):
                                if tm == (u12t if div == "U12" else u10t):
                                    for (os_, oe) in fixed_other:
                                        ln = 50 if div == "U12" else 40
                                        if not (s + ln + gap <= os_ or s >= oe + gap):
                                            cand = False
                        if cand:
                            m["slot"] = si
                            m["start"] = s
                            m["pitch"] = p
                            used.add((si, p))
                            busy.setdefault(m["home"], []).append(si)
                            busy.setdefault(m["away"], []).append(si)
                            placed = True
                            break
                    if placed:
                        break
                if not placed:
                    ok = False
                    break
            if ok:
                return sorted(matches, key=lambda m: (m["start"], m["pitch"]))
        raise RuntimeError("no schedule " + div)

    m10 = place(g10, u10_slots, u10_pitches, "U10", "U10")
    other = None
    if avoid:
        other = [(m["start"], m["start"] + 40) for m in m10 if avoid[0] in (m["home"], m["away"])]
    m12 = place(g12, u12_slots, u12_pitches, "U12", "U12", fixed_other=other)
    n = 0
    for m in m10:
        n += 1
        m["no"] = "U10-%02d" % n
        m["len"] = 40
    n = 0
    for m in m12:
        n += 1
        m["no"] = "U12-%02d" % n
        m["len"] = 50
    return m10 + m12


def ko_day(u10_pitches, u12_pitches):
    ko = [("U10-QF1", "U10", "08:00", u10_pitches[0], "A组第1", "B/C组最佳第3"),
          ("U10-QF2", "U10", "08:00", u10_pitches[1], "B组第1", "A/C组次佳第3"),
          ("U10-QF3", "U10", "08:50", u10_pitches[0], "C组第1", "A组第2"),
          ("U10-QF4", "U10", "08:50", u10_pitches[1], "B组第2", "C组第2"),
          ("U10-SF1", "U10", "10:20", u10_pitches[0], "QF1胜者", "QF3胜者"),
          ("U10-SF2", "U10", "10:20", u10_pitches[1], "QF2胜者", "QF4胜者"),
          ("U10-3RD", "U10", "14:00", u10_pitches[1], "SF1负者", "SF2负者"),
          ("U10-FIN", "U10", "14:00", u10_pitches[0], "SF1胜者", "SF2胜者"),
          ("U12-QF1", "U12", "08:00", u12_pitches[0], "A组第1", "B组第2"),
          ("U12-QF2", "U12", "08:00", u12_pitches[1], "B组第1", "A组第2"),
          ("U12-QF3", "U12", "09:00", u12_pitches[0], "C组第1", "D组第2"),
          ("U12-QF4", "U12", "09:00", u12_pitches[1], "D组第1", "C组第2"),
          ("U12-SF1", "U12", "11:00", u12_pitches[0], "QF1胜者", "QF3胜者"),
          ("U12-SF2", "U12", "11:00", u12_pitches[1], "QF2胜者", "QF4胜者"),
          ("U12-3RD", "U12", "13:30", u12_pitches[1], "SF1负者", "SF2负者"),
          ("U12-FIN", "U12", "14:30", u12_pitches[0], "SF1胜者", "SF2胜者")]
    return ko


def fixture_text(title, day1, day1_label, ko, day2_label, g10, g12, venue_of, extra=()):
    out = [title, "", "【分组】"]
    for g, ts in g10.items():
        out.append(f"U10 {g} 组：" + "、".join(ts))
    for g, ts in g12.items():
        out.append(f"U12 {g} 组：" + "、".join(ts))
    out += ["", f"【{day1_label} 小组赛】U10 2×15 分钟（每场占用 40 分钟），U12 2×20 分钟（每场占用 50 分钟）",
            "编号     开球   结束   场地                   组   对阵"]
    for m in day1:
        out.append(f"{m['no']:<8} {hm(m['start'])}  {hm(m['start']+m['len'])}  {venue_of(m['pitch']):<20} {m['div']}-{m['group']}  {m['home']} vs {m['away']}")
    out += ["", f"【{day2_label} 淘汰赛/名次赛】（U10 前 8 名、U12 前 8 名进入）",
            "编号      开球   场地                   对阵"]
    for no, div, t, p, h, a in ko:
        out.append(f"{no:<9} {t}  {venue_of(p):<20} {h} vs {a}")
    out.append(f"颁奖仪式：{day2_label} 15:30  奥体中心训练场 A 场边主席台")
    out += list(extra)
    return "\n".join(out)


def team_check(day1):
    """returns per team (matches, min rest minutes)"""
    by = {}
    for m in day1:
        for tm in (m["div"] + " " + m["home"], m["div"] + " " + m["away"]):
            by.setdefault(tm, []).append((m["start"], m["start"] + m["len"]))
    res = {}
    for tm, lst in by.items():
        lst.sort()
        rests = [lst[i + 1][0] - lst[i][1] for i in range(len(lst) - 1)]
        res[tm] = (len(lst), min(rests) if rests else None, lst)
    return res


# ---------------------------------------------------------------- referees
REF_POOL = [("王建国", "国家一级", "裁判长")]
for nm, lv in [("李振华", "国家一级"), ("赵明", "国家二级"), ("孙浩", "国家二级"), ("周涛", "国家二级"),
               ("吴佳", "国家二级"), ("郑斌", "国家二级"), ("冯磊", "国家三级"), ("许晨", "国家二级"),
               ("韩宇", "国家三级"), ("曹峰", "国家二级"), ("彭欣", "国家三级"), ("袁鹏", "国家二级"),
               ("潘琳", "国家三级"), ("蒋毅", "国家三级"), ("蔡辉", "国家二级"), ("叶健", "国家三级")]:
    REF_POOL.append((nm, lv, "裁判员"))

FEES = {"U10": (180, 120), "U12": (220, 150)}
MAX_PER_DAY = 7


def assign_refs(matches, refs, seed=3, extra_levels=None):
    """matches: list of (no, div, start_min, len). refs: list of names (levels from pool)."""
    rr = random.Random(seed)
    level = {n: l for n, l, _ in REF_POOL}
    level.update(extra_levels or {})
    busy = {n: [] for n in refs}
    load = {n: [0, 0] for n in refs}
    out = []
    for no, div, s, ln in sorted(matches, key=lambda x: x[2]):
        need = 2 if div == "U10" else 3
        free = [n for n in refs if all(e <= s or s + ln <= b for b, e in busy[n]) and len(busy[n]) < MAX_PER_DAY]
        free.sort(key=lambda n: (sum(load[n]), rr.random()))
        if len(free) < need:
            out.append((no, div, s, ["（缺）"] * need))
            continue
        quals = [n for n in free if level.get(n, "国家二级") != "国家三级"]
        if not quals:
            out.append((no, div, s, ["（缺）"] * need))
            continue
        main = quals[0]
        rest = [n for n in free if n != main]
        rest.sort(key=lambda n: (level.get(n, "国家二级") != "国家三级", sum(load[n]), rr.random()))
        if len(rest) < need - 1:
            out.append((no, div, s, ["（缺）"] * need))
            continue
        crew = [main] + rest[:need - 1]
        for i, n in enumerate(crew):
            busy[n].append((s, s + ln))
            load[n][0 if i == 0 else 1] += 1
        out.append((no, div, s, crew))
    return out, load


def ko_minutes(ko):
    res = []
    for no, div, t, p, h, a in ko:
        hh, mm = t.split(":")
        res.append((no, div, int(hh) * 60 + int(mm), 40 if div == "U10" else 50))
    return res

"""Seeded data for the EV fleet / charging tender conversation (zh)."""
import datetime as dt
import random

rng = random.Random(20250317)
TODAY = dt.date(2025, 3, 17)

MODELS = ["江铃顺达 4.2m 厢货", "福田奥铃 4.2m 厢货", "庆铃 KV100 4.2m 厢货"]
ROUTES = {
    "L01": ("工业园区线", 96), "L02": ("相城线", 121), "L03": ("吴中-越溪线", 88), "L04": ("新区浒关线", 132),
    "L05": ("姑苏老城线", 74), "L06": ("吴江线", 158), "L07": ("昆山线", 186), "L08": ("常熟线", 171),
    "L09": ("甪直-车坊线", 109), "L10": ("胥口-木渎线", 118), "L11": ("高新区科技城线", 127),
    "L12": ("太仓线", 165), "L13": ("独墅湖线", 92), "L14": ("望亭线", 143),
}
L07_PLATES = []
LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"


def plate():
    return "苏E·" + rng.choice("DFKM") + "".join(rng.choice("0123456789" + LETTERS[:8]) for _ in range(4))


def build_fleet():
    fleet = []
    # 44 guo5 registered 2016-03 .. 2019-06, 28 guo6 2019-07 .. 2022-10
    for i in range(72):
        if i < 44:
            reg = dt.date(2016, 3, 1) + dt.timedelta(days=int(i * 1180 / 44) + rng.randint(0, 20))
            em = "国五"
        elif i < 60:
            reg = dt.date(2019, 7, 5) + dt.timedelta(days=int((i - 44) * 250 / 16) + rng.randint(0, 5))
            em = "国六"
        else:
            reg = dt.date(2020, 4, 1) + dt.timedelta(days=int((i - 60) * 900 / 12) + rng.randint(0, 20))
            em = "国六"
        rid = list(ROUTES)[i % 14]
        base = ROUTES[rid][1]
        avg = base + rng.randint(-14, 12)
        p95 = int(avg * rng.uniform(1.08, 1.16))
        if rid == "L07" and i in (6, 34, 48):
            p95 = 212 if i == 6 else rng.randint(204, 211)
        p95 = min(p95, 211) if not (rid == "L07" and i == 6) else 212
        age = (TODAY - reg).days / 365.25
        fleet.append({
            "no": f"JD-{101 + i:03d}", "plate": plate(), "model": MODELS[i % 3], "em": em, "reg": reg,
            "age": age, "route": rid, "avg": avg, "p95": p95,
            "repair": round(rng.uniform(0.6, 2.4) + (age - 3) * 0.35, 2), "fuel": round(rng.uniform(11.8, 14.6), 1),
        })
    return fleet


FLEET = build_fleet()
P1 = sorted([v for v in FLEET], key=lambda v: v["reg"])[:48]
P1_NOS = {v["no"] for v in P1}
OLD60 = [v for v in FLEET if v["age"] >= 5]


def fleet_table():
    hdr = "车辆编号  车牌        车型                  排放  上牌日期    车龄   线路  近30日日均km  P95日里程km  年维修费(万元)  百公里油耗L  主驾    年检到期    交强险到期"
    rows = [hdr]
    for v in FLEET:
        rows.append(f"{v['no']:<9} {v['plate']:<10} {v['model']:<18} {v['em']:<4} {v['reg']:%Y-%m-%d}  {v['age']:>4.1f}  {v['route']:<4}  {v['avg']:>10}  {v['p95']:>11}  {v['repair']:>13.2f}  {v['fuel']:>10}  {DRIVERS[v['no']]:<4}  {INSP[v['no']]}  {INSU[v['no']]}")
    return "\n".join(rows)


def fleet_summary():
    avg = round(sum(v["avg"] for v in FLEET) / len(FLEET))
    g5 = sum(1 for v in FLEET if v["em"] == "国五")
    old = len(OLD60)
    return (f"合计 72 台 4.2m 柴油厢货（国五 {g5} 台，国六 {72 - g5} 台）；车龄≥5年 {old} 台（国五 {g5} 台 + 国六 {old - g5} 台）。\n"
            f"全队近30日日均里程 {avg} km；单车最高 P95 日里程 212 km（JD-107，L07 昆山线）。\n"
            "线路汇总：" + "；".join(f"{k} {n} 均{b}km" for k, (n, b) in ROUTES.items()))


def energy_table():
    days = [dt.date(2025, 3, 10) + dt.timedelta(days=i) for i in range(7)]
    hdr = "时段      " + "  ".join(f"{d:%m-%d}" for d in days) + "   (kW, 15分钟最大需量取小时内最大值)"
    rows = [hdr]
    peak = (0, None, None)
    for h in range(24):
        vals = []
        for di, d in enumerate(days):
            if 22 <= h or h < 6:
                base = 305 + (18 if h in (23, 0, 1) else 0)
            elif 6 <= h < 8:
                base = 210
            elif 8 <= h < 18:
                base = 228 + (25 if 13 <= h <= 15 else 0)
            else:
                base = 190
            if d.weekday() == 6 and not (22 <= h or h < 6):
                base -= 40
            v = base + rng.randint(-16, 16)
            if d == dt.date(2025, 3, 14) and h == 23:
                v = 356
            v = min(v, 355) if not (d == dt.date(2025, 3, 14) and h == 23) else v
            vals.append(v)
            if v > peak[0]:
                peak = (v, d, h)
        rows.append(f"{h:02d}:00-{h + 1:02d}:00  " + "  ".join(f"{x:>5}" for x in vals))
    return "\n".join(rows)


def bids_round1():
    return """招标编号 ZB-2025-EV-003  捷达城配郭巷场站充电设施（方案二：柔性群充）  开标时间 2025-04-03 10:00
有效投标 3 家；评分办法：技术 60 分 + 价格 40 分（价格分 = 最低有效报价 / 本家报价 × 40）

一、报价汇总（万元，含税，含设备、安装、土建、配电及调试；不含供电公司外线工程）
| 分项                         | 星桩能源 | 华充科技 | 绿驰电气 |
|------------------------------|---------:|---------:|---------:|
| 360kW 群充主机 ×2            |    58.6  |    54.2  |    47.8  |
| 双枪终端 ×24（48枪）          |    41.3  |    38.9  |    34.1  |
| 400kVA 箱变及低压配电        |    34.8  |    31.6  |    30.2  |
| 电缆、桥架、接地              |    16.9  |    15.4  |    15.8  |
| 土建（基础、车挡、雨棚）      |    22.7  |    20.5  |    21.6  |
| 能量管理/运营平台（含3年）    |     9.8  |    11.2  |     7.9  |
| 施工期冷链库保电（发电车）    |     3.6  |     2.9  |     4.2  |
| 调试、检测、培训              |     4.5  |     4.1  |     5.0  |
| 其他/不可预见                 |     4.6  |     4.7  |     4.6  |
| **合计**                     | **196.8**| **183.5**| **171.2**|

二、技术与商务响应
| 项目                          | 星桩能源              | 华充科技                   | 绿驰电气                       |
|-------------------------------|-----------------------|----------------------------|--------------------------------|
| 功率模块                      | 30kW×12/主机, N+1     | 40kW×9/主机, N+1           | 40kW×9/主机, 无冗余            |
| 单主机故障影响                | 降功率运行            | 降功率运行                 | 整堆停机（偏离）               |
| 终端防护等级                  | IP55                  | IP55                       | IP54（偏离，招标要求 IP55）    |
| 场站总功率上限设置            | 支持，按时段          | 支持，按时段+实时需量跟踪  | 支持，固定上限                 |
| GB/T 18487.1-2023 检测报告    | 已提供                | 送检中（预计 5 月出具）    | 已提供                         |
| 工期（日历天）                | 45                    | 40                         | 50                             |
| 夜间 22:00-06:00 不施工承诺   | 是                    | 是                         | 是                             |
| 质保                          | 3 年                  | 5 年                       | 2 年                           |
| 故障响应                      | 8 小时到场            | 4h 到场                    | 24 小时到场                    |
| 本地运维网点                  | 无锡                  | 苏州工业园区               | 南京                           |
| 同类业绩（物流场站）          | 6 个                  | 11 个                      | 3 个                           |

三、评委技术打分（满分 60 折算前为 100 分制）
  星桩能源 86 / 华充科技 91 / 绿驰电气 78（绿驰两项实质性偏离：IP54、单堆无冗余）

四、投标文件附件
  星桩：资质、业绩合同 6 份、检测报告 3 份、施工组织设计 48 页
  华充：资质、业绩合同 11 份、检测报告 2 份（18487.1-2023 送检受理单 1 份）、施工组织设计 62 页
  绿驰：资质、业绩合同 3 份、检测报告 3 份、施工组织设计 31 页"""


def bids_round2():
    return """招标编号 ZB-2025-EV-003  澄清及最终报价（截止 2025-04-08 17:00）  回复 3/3

| 项目                    | 星桩能源   | 华充科技   | 绿驰电气                      |
|-------------------------|-----------:|-----------:|-------------------------------|
| 首轮报价（万元）        | 196.8      | 183.5      | 171.2                         |
| 最终报价（万元）        | 189.0      | 176.0      | 174.6                         |
| 变化                    | -7.8       | -7.5       | +3.4（终端改 IP55、主机加冗余）|
| 技术分（重评后）        | 86         | 91         | 82                            |
| 澄清要点                | 平台费改为首年免费 | 群充主机单价下调；质保维持 5 年 | IP55 终端、N+1 冗余；工期 50 天不变 |

评分（技术分 × 0.6 + 最低价 / 本家价 × 40）：
  华充科技  91×0.6 = 54.60 + 174.6/176.0×40 = 39.68  → 94.28
  绿驰电气  82×0.6 = 49.20 + 174.6/174.6×40 = 40.00  → 89.20
  星桩能源  86×0.6 = 51.60 + 174.6/189.0×40 = 36.95  → 88.55
评标委员会推荐排序：1 华充科技，2 绿驰电气，3 星桩能源"""


def mail_noise():
    items = [
        ("hr@jieda-log.com", "关于2025年清明节放假安排的通知", "4月4日至6日放假调休，共3天。各场站请提前安排值班表并于4月1日前报人力资源部。"),
        ("it@jieda-log.com", "TMS系统4月版本更新说明", "4月12日凌晨2:00-4:00 TMS升级，期间司机App无法签收，请各线路提前打印纸质回单。"),
        ("safety@jieda-log.com", "3月安全例会纪要", "郭巷场站3月叉车违规2起；新能源车辆入场前需完成充电区消防演练，消防器材按每10个车位1组配置。"),
        ("finance@jieda-log.com", "一季度费用报销截止提醒", "一季度费用请于4月10日前提交，逾期转入二季度处理。"),
        ("ops-gx@jieda-log.com", "郭巷场站3月运营周报（第4周）", "本周发车 2,184 车次，准点率 96.8%；L07 昆山线晚到 11 车次，主要为花桥段施工绕行；分拣线夜班人力缺口 6 人，已协调劳务公司补充。"),
        ("purchase@jieda-log.com", "4月集采：轮胎与机油框架协议续签", "现框架协议4月30日到期。电动化车辆不使用机油，请车队管理部复核4.2m柴油车机油年用量，按剩余柴油车台数调整续签数量。"),
        ("gm-office@jieda-log.com", "经营分析会材料提交通知", "4月18日经营分析会，各项目组请于4月16日前提交项目进展一页纸，电动化项目请重点说明交车节奏与旺季运力安排。"),
    ]
    out = []
    for s, sub, body in items:
        out.append(f"  [{rng.randint(8, 17):02d}:{rng.randint(0, 59):02d}] {s:<24} {sub}\n      {body}")
    return "\n".join(out)


def l07_detail():
    out = ["L07 昆山线车辆近30日逐日里程（km，空白=未出车）"]
    days = [dt.date(2025, 2, 15) + dt.timedelta(days=i) for i in range(30)]
    out.append("车辆      " + " ".join(f"{d:%d}" for d in days))
    for v in [x for x in FLEET if x["route"] == "L07"]:
        vals = []
        for d in days:
            if d.weekday() == 6 and rng.random() < 0.6:
                vals.append("  ")
                continue
            k = int(v["avg"] + rng.gauss(0, 12))
            vals.append(str(k))
        if v["no"] == "JD-107":
            vals[17] = "212"
            vals[24] = "209"
        out.append(f"{v['no']:<8} " + " ".join(f"{x:>3}" for x in vals))
    out.append("L07 趟次结构：每日 2 趟（早班 06:40 郭巷→昆山花桥/千灯 8–11 个门店，午班 13:30 昆山开发区→周市 6–9 个门店），单趟往返 72–95 km，场站至昆山高速段 38 km。")
    return "\n".join(out)


def peak_night_15min():
    out = ["2025-03-14 夜间 15 分钟需量明细（kW）：时间  总进线  分拣线  冷链库  照明办公  其他"]
    t = dt.datetime(2025, 3, 14, 22, 0)
    for i in range(32):
        sort = 150 + rng.randint(-12, 22)
        cold = 92 + rng.randint(-6, 8)
        light = 20 + rng.randint(-2, 3)
        oth = 30 + rng.randint(-6, 8)
        tot = sort + cold + light + oth
        if t.hour == 23 and t.minute == 30:
            sort, cold, light, oth = 198, 101, 22, 35
            tot = 356
        tot = min(tot, 355) if not (t.hour == 23 and t.minute == 30) else tot
        out.append(f"  {t:%H:%M}  {tot:>4}  {sort:>4}  {cold:>4}  {light:>3}  {oth:>3}")
        t += dt.timedelta(minutes=15)
    return "\n".join(out)


def references():
    cities = ["无锡", "常州", "南通", "嘉兴", "湖州", "上海嘉定", "上海青浦", "苏州相城", "苏州吴江", "昆山", "太仓", "南京江宁", "合肥"]
    clients = ["某快递华东转运中心", "某生鲜电商前置仓", "某商超配送中心", "某医药物流中心", "某家电品牌仓配中心", "某城配平台加盟站", "某冷链物流园", "某快消品区域仓"]
    out = []
    for vendor, n in (("星桩能源", 6), ("华充科技", 11), ("绿驰电气", 3)):
        out.append(f"{vendor} 同类业绩：")
        for i in range(n):
            y = rng.choice([2022, 2023, 2023, 2024, 2024])
            kw = rng.choice([240, 360, 480, 600, 720, 960])
            out.append(f"  {i + 1:>2}. {y}年 {rng.choice(cities)} {rng.choice(clients)}  群充 {kw}kW / 终端 {kw // 30} 枪  合同额 {round(kw * rng.uniform(0.2, 0.27), 1)}万元  验收 {'是' if y < 2024 or rng.random() < 0.7 else '在建'}")
    return "\n".join(out)


def vin_list():
    out = ["排产 VIN 分配（厂家系统 2025-04-11）"]
    for i in range(48):
        batch = "第一批 06-10" if i < 26 else "第二批 06-24"
        vin = "LVBV" + "".join(rng.choice("0123456789ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(4)) + "S" + "".join(rng.choice("0123456789") for _ in range(8))
        out.append(f"  {i + 1:>2}  {vin}  {batch}  替换 {P1[i]['no']}（{P1[i]['route']}）")
    return "\n".join(out)


SURN = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程魏苏吕丁任沈姚卢"
GIVEN = ["伟", "强", "磊", "军", "勇", "杰", "涛", "斌", "超", "明", "刚", "平", "辉", "鹏", "华", "飞", "鑫", "波", "宇", "浩", "凯", "健", "俊", "帆", "海", "建国", "志强", "建华", "永刚", "春雷"]
DRIVERS = {v["no"]: rng.choice(SURN) + rng.choice(GIVEN) for v in FLEET}


INSP = {v["no"]: (dt.date(2025, 3, 20) + dt.timedelta(days=rng.randint(0, 360))).strftime("%Y-%m-%d") for v in FLEET}
INSU = {v["no"]: (dt.date(2025, 3, 25) + dt.timedelta(days=rng.randint(0, 360))).strftime("%Y-%m-%d") for v in FLEET}


def tender_spec():
    return """招标文件目录（ZB-2025-EV-003，共 86 页）
  第一章 投标邀请书
  第二章 投标人须知（含前附表：投标保证金 3 万元，投标有效期 90 天）
  第三章 评标办法（综合评分法：技术 60 分、价格 40 分；实质性偏离即否决）
  第四章 合同条款及格式（付款 30/60/10，质保金 10% 于质保期满后支付）
  第五章 技术规范书
    5.1 群充主机：2 套，每套额定输出 ≥360kW，功率模块 N+1 冗余，单模块故障不得导致整堆停机；
        输出电压 200–1000V；整机效率 ≥95%；防护等级 IP54（室内/集装箱内）
    5.2 充电终端：24 台双枪直流终端（48 枪），单枪最大 250A；户外防护等级 IP55；
        支持 VIN 即插即充、刷卡、App 三种启动方式；枪线长度 ≥5m
    5.3 功率分配：按车辆 SOC、预约出车时间动态分配；支持按时段设置场站总功率上限，分拣高峰自动降功率
    5.4 能量管理与运营平台：对接公司 TMS 排班数据；开放接口；数据按要求接入苏州市充电设施监管平台
    5.5 配电：箱变容量按供电批复，低压柜、无功补偿、谐波治理（THDi ≤5%）
    5.6 土建：设备基础、电缆沟、车挡、防撞柱、雨棚（覆盖终端区），地面划线与编号
    5.7 消防：充电区按每 10 个车位 1 组灭火器配置，设置视频监控与烟感联动
    5.8 标准：GB/T 18487.1-2023、GB/T 20234.1/3-2023、GB/T 27930-2023、NB/T 33001 等
  第六章 施工要求：夜间 22:00–06:00 禁止施工；箱变接入切换须提前 72 小时报备，冷链库（3 号库）由发电车不间断保电
  第七章 投标文件格式（报价分项表、技术偏离表、商务偏离表、业绩表、项目组织机构）
  附件：场站总平面图、现有配电系统图、近 7 日负荷曲线、车辆技术参数（远程星享V6E）"""


def grid_survey():
    return """勘查记录（2025-03-21 09:30-11:10，供电方：钱伟、沈建；客户方：赵敏、场站电工 顾师傅）
  - 现场配电室：1# 主变 630kVA（S11-M-630/10），高压进线柜、计量柜、出线柜各 1 面，低压 GGD 柜 9 面；
  - 配电室内可预留 2# 变压器位置，但建议采用户外箱变，放置于场站东北角（现为空置停车区，面积约 60 m²）；
  - 10kV 电源：K12 线 #27 环网柜距场站围墙约 150 米，沿淞苇路人行道下敷设，需办理道路开挖许可；
  - K12 线当前最大负荷 6.8MW，线路限额 7.6MW；本期可开放容量约 0.4MVA；
  - 冷链库（3 号库）目前由 1# 主变单电源供电，建议客户自行增设发电车快速接入箱，提升保电能力。"""


def round2_letters():
    return """澄清回复全文（摘录）
【星桩能源 CQ-ZB003-01 回复】
  1. 最终报价 189.0 万元（含税），其中能量管理平台首年免费，第 2–3 年服务费 2.6 万元/年另行签订。
  2. 工期 45 日历天不变；质保 3 年，可选购延保至 5 年（另计 6.8 万元）。
【华充科技 CQ-ZB003-02 回复】
  1. 最终报价 176.0 万元（含税），群充主机单价下调 3.6 万元/套，其余分项不变。
  2. GB/T 18487.1-2023 检测：已于 2025-03-28 送国家电动汽车充电设施质量检验检测中心（受理单号 NEVC-2025-03-1187），
     预计 2025-05-15 前出具报告；合同签订前提供受理单，设备验收前提供正式报告。
  3. 质保 5 年、4h 到场响应不变；苏州工业园区运维网点常驻 6 人。
【绿驰电气 CQ-ZB003-03 回复】
  1. 终端更换为 IP55 型号 LC-DT120S；群充主机增加 1 个 40kW 冗余模块，实现 N+1。
  2. 因增加配置，最终报价调整为 174.6 万元（含税）；工期 50 日历天不变；质保 2 年。"""


def repair_top():
    items = ["更换离合器总成", "DPF 再生故障/更换", "喷油器更换（4 缸）", "变速箱大修", "后桥主减速器更换", "涡轮增压器更换",
             "尿素泵及喷嘴更换", "冷却系统水泵/节温器", "制动总泵及分泵", "发动机大修", "EGR 阀清洗更换", "起动机更换"]
    out = ["近 12 个月单次维修金额 TOP 12（元）"]
    vs = sorted(FLEET, key=lambda v: -v["repair"])[:12]
    for v, it in zip(vs, items):
        d = dt.date(2024, 3, 20) + dt.timedelta(days=rng.randint(0, 350))
        out.append(f"  {d:%Y-%m-%d}  {v['no']}  {v['em']}  {it:<18} {rng.randint(6800, 23800):>6}  停驶 {rng.randint(2, 9)} 天  维修厂：{rng.choice(['吴中通达汽修', '江铃特约服务站', '福田特约服务站', '园区顺捷汽修'])}")
    return "\n".join(out)

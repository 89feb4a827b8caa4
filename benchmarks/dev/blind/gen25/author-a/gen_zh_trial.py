"""Generator: blind-zh-clinical-trial-drug-supply (deterministic)."""
import random, sys, datetime as dt
sys.path.insert(0, "/work/blind25/author-a")
from common import Conv

R = random.Random(30125)
c = Conv("blind-zh-clinical-trial-drug-supply",
         "ZK-301 III期：S07 温度偏差后的药物供应与调拨",
         "你是“供应助手”，服务于恒研 CRO 的临床试验供应团队，支持 ZK-301 研究（卓衡生物申办，ZK-2291 注射液 vs 安慰剂，"
         "III 期，随机双盲，2–8°C 冷链）。你可以调用 IRT（随机化与药物管理系统）、温度记录仪平台、偏差系统、CTMS 任务和邮件工具。"
         "涉及隔离药物放行、销毁、受试者访视的改动，须先与用户确认；每次改动都要报告系统单号。今天是 2025-11-24（周一）。")

# ------------------------------------------------------------ turn 1
c.user("""早。ZK-301 出了个事：S07（南京江北人民医院）药房冰箱上周五夜里温度偏差，中心用最高最低温度计读的最高是 10.2°C，现在 S07 在库的药已经全部在 IRT 里隔离了。

我的目标：
1. 保证 S07 这周和下周的发药不断，尤其是这周有 5 个受试者要来发药，下周还有两个新受试者要随机；
2. S03 是离 S07 最近的中心，可以调药，但 S03 的库存不能低于 6 盒（他们自己 12 月初也有随机高峰）；
3. 隔离的药能不能放行，必须等申办方书面批准，我们自己不做判断。

先帮我看一下 S07 的库存、冰箱记录仪数据和最近的访视安排。""")

# S07 inventory
kits07 = []
kn = 100417
for i in range(14):
    kits07.append((f"K{kn + i*3}", "ZK25A003", "2026-09-30"))
for i in range(6):
    kits07.append((f"K{kn + 60 + i*2}", "ZK24B017", "2026-01-31"))
inv07 = ["IRT SITE INVENTORY  study=ZK-301  site=S07 南京江北人民医院  as_of=2025-11-24 08:40 CST",
         "storage unit: FR-07-02 (药房 2–8°C 冰箱, logger TL-58814)",
         "resupply settings: trigger 6 / max 16 / DNU offset 45 days",
         "",
         "KIT        BATCH      EXPIRY      DNU_DATE    STATUS        SINCE                REASON"]
for k, b, e in kits07:
    dnu = (dt.date.fromisoformat(e) - dt.timedelta(days=45)).isoformat()
    inv07.append(f"{k}    {b}   {e}  {dnu}  QUARANTINED   2025-11-21 09:12     TEMP EXCURSION (site report SR-07-1121)")
inv07 += ["", "SUMMARY  available 0 | quarantined 20 (ZK25A003 x14, ZK24B017 x6) | damaged 0 | in transit 0",
          "", "DISPENSE HISTORY (last 60 days)", "DATE        SUBJECT     VISIT  KIT        BATCH"]
d0 = dt.date(2025, 9, 26)
for i in range(48):
    d0 = d0 + dt.timedelta(days=R.randint(0, 1))
    inv07.append(f"{d0}  S07-02{R.randint(0, 20):02d}   V{R.randint(2, 7)}     K{R.randint(100200, 100400)}    {R.choice(['ZK24B017', 'ZK24B017', 'ZK25A003'])}")
inv07 += ["", "SHIPMENT HISTORY", "SHIPMENT        FROM      SHIPPED     RECEIVED    KITS  TEMP_OK",
          "SHP-ZK301-0988  CN-SH01   2025-08-19  2025-08-20   16   Y",
          "SHP-ZK301-1043  CN-SH01   2025-09-23  2025-09-24   12   Y",
          "SHP-ZK301-1102  CN-SH01   2025-10-28  2025-10-29   14   Y"]

# logger
lg = ["TEMP LOGGER PLATFORM  device=TL-58814  unit=FR-07-02  site=S07  interval=15 min  range=2025-11-17 00:00 .. 2025-11-24 08:00",
      "calibration: valid until 2026-03-31 (cert CAL-TL-58814-2025)   alarm: >8.0°C for 15 min -> SMS to 药房 (2 recipients)",
      "", "TIMESTAMP          TEMP_C  ALARM"]
t = dt.datetime(2025, 11, 17, 0, 0)
ex_profile = {dt.datetime(2025, 11, 21, 2, 15): 8.3, dt.datetime(2025, 11, 21, 2, 30): 9.4, dt.datetime(2025, 11, 21, 2, 45): 10.5,
              dt.datetime(2025, 11, 21, 3, 0): 11.2, dt.datetime(2025, 11, 21, 3, 15): 11.6, dt.datetime(2025, 11, 21, 3, 30): 10.1,
              dt.datetime(2025, 11, 21, 3, 45): 8.4, dt.datetime(2025, 11, 21, 4, 0): 7.2, dt.datetime(2025, 11, 21, 4, 15): 6.1}
while t < dt.datetime(2025, 11, 24, 8, 0):
    if t in ex_profile:
        v = ex_profile[t]
    elif dt.datetime(2025, 11, 21, 1, 45) <= t < dt.datetime(2025, 11, 21, 2, 15):
        v = 6.9 + (t.minute % 30) / 30
    else:
        v = round(R.uniform(3.8, 5.9), 1)
    lg.append(f"{t:%Y-%m-%d %H:%M}  {v:5.1f}   {'HIGH' if v > 8.0 else ''}")
    t += dt.timedelta(minutes=15)
lg += ["", "EXCURSION SUMMARY",
       "  EXC-58814-007  start 2025-11-21 02:15  end 2025-11-21 03:49  duration 94 min  max 11.6°C (03:15)  min 3.8°C",
       "  time above 8.0°C: 94 min   MKT over excursion window: 10.3°C",
       "  alarm SMS sent 02:30, 02:45, 03:00 - not acknowledged (recipients: 药房 周晓岚, 药房 值班手机)",
       "  power event flag: none recorded by logger (logger on battery backup: no)",
       "  NOTE: site min/max thermometer reading (10.2°C) differs from logger max by 1.4°C"]

# visits
vis = ["IRT SUBJECT VISIT SCHEDULE  site=S07  window=2025-11-24 .. 2025-12-21",
       "SUBJECT     STATUS      NEXT_VISIT  SCHED_DATE  TARGET      WINDOW                   KITS_TO_DISPENSE",
       "S07-0220    RANDOMIZED  V2          2025-11-25  2025-11-25  2025-11-22 ~ 2025-11-28  1",
       "S07-0203    RANDOMIZED  V4          2025-11-26  2025-11-27  2025-11-24 ~ 2025-11-30  1",
       "S07-0211    RANDOMIZED  V5          2025-11-27  2025-11-26  2025-11-23 ~ 2025-11-29  1",
       "S07-0208    RANDOMIZED  V7          2025-11-28  2025-11-28  2025-11-25 ~ 2025-12-01  1",
       "S07-0219    RANDOMIZED  V3          2025-11-28  2025-11-29  2025-11-26 ~ 2025-12-02  1",
       "S07-0225    SCREENING   RAND(V1)    2025-12-02  -           screening ends 2025-12-05 2 (randomization pack)",
       "S07-0226    SCREENING   RAND(V1)    2025-12-03  -           screening ends 2025-12-06 2 (randomization pack)",
       "S07-0214    RANDOMIZED  V6          2025-12-09  2025-12-12  2025-12-09 ~ 2025-12-15  1",
       "S07-0206    RANDOMIZED  V8          2025-12-11  2025-12-11  2025-12-08 ~ 2025-12-14  1",
       "S07-0217    RANDOMIZED  V4          2025-12-16  2025-12-17  2025-12-14 ~ 2025-12-20  1",
       "", "OTHER SUBJECTS (no dispensing in window)"]
for i in range(14):
    vis.append(f"S07-02{R.choice([1,2,3,4,5,7,9,10,12,13,15,16,18,21]):02d}    {R.choice(['RANDOMIZED', 'RANDOMIZED', 'DISCONTINUED', 'COMPLETED', 'SCREEN FAIL'])}  next visit after 2025-12-21 or none")
vis += ["", "COMPLETED VISIT HISTORY (S07, last 90 days)", "SUBJECT     VISIT  DATE        KIT        BATCH      IN_WINDOW"]
for subj in ["S07-0203", "S07-0206", "S07-0208", "S07-0211", "S07-0214", "S07-0217", "S07-0219", "S07-0220", "S07-0209", "S07-0212", "S07-0215", "S07-0216"]:
    vd = dt.date(2025, 8, 25) + dt.timedelta(days=R.randint(0, 20))
    for v in range(1, R.randint(3, 7)):
        vis.append(f"{subj}    V{v}     {vd}  K{R.randint(100200, 100480)}    {R.choice(['ZK24B017', 'ZK24B017', 'ZK25A003'])}   {R.choice(['Y', 'Y', 'Y', 'Y', 'N (+1d, PD-07-0' + str(R.randint(10, 99)) + ')'])}")
        vd += dt.timedelta(days=28 + R.randint(-2, 2))
vis += ["", "DEMAND  2025-11-24..2025-11-30: 5 kits | 2025-12-01..2025-12-07: 4 kits | 2025-12-08..2025-12-21: 3 kits",
        "DNU RULE: kit not assignable if expiry - dispense_date < 45 days (ZK24B017 last assignable 2025-12-17)"]

c.call("我先拉 S07 的库存、冰箱记录仪数据和 4 周内的访视。", [
    ("irt_site_inventory", {"study": "ZK-301", "site": "S07", "include": ["kits", "dispense_history", "shipments", "resupply_settings"]}, "\n".join(inv07)),
    ("temp_logger_download", {"device_id": "TL-58814", "from": "2025-11-17T00:00:00+08:00", "to": "2025-11-24T08:00:00+08:00", "interval_min": 15, "summary": True}, "\n".join(lg)),
    ("irt_subject_visit_query", {"study": "ZK-301", "site": "S07", "from": "2025-11-24", "to": "2025-12-21", "include_screening": True}, "\n".join(vis)),
])

c.model("""## S07 现状

**温度偏差（记录仪 TL-58814）**
- 偏差时段：11-21 02:15–03:49，**超 8°C 共 94 分钟**
- **最高 11.6°C**（03:15）。中心报的 10.2°C 是最高最低温度计的读数，两者差 1.4°C，偏差报告应以记录仪为准
- 02:30 起报警短信连发 3 次，**都没人确认**；记录仪没有记录到断电事件

**库存：可用 0，隔离 20 盒**

| 批号 | 数量 | 效期 | 最晚可发药日（DNU 45 天） |
|---|---|---|---|
| ZK25A003 | 14 | 2026-09-30 | 2026-08-16 |
| ZK24B017 | 6 | 2026-01-31 | **2025-12-17** |

**需求（IRT 计算）**

| 时间 | 受试者 | 盒数 |
|---|---|---|
| 本周 11-25 ~ 11-28 | S07-0220、0203、0211、0208、0219 | 5 |
| 下周 12-02 / 12-03 | S07-0225、0226 随机（各 2 盒） | 4 |
| 12-08 ~ 12-21 | S07-0214（V6 12-09）、0206、0217 | 3 |

最急的是 **S07-0220 明天（11-25）就要发药**，目前 S07 一盒可用的都没有。

## 方案

| | A 等申办方放行 | B 从 S03 调拨 | C 中心仓紧急发货 |
|---|---|---|---|
| 时效 | 不确定，QA 评估一般要 2–5 个工作日 | 同城冷链，最快当天到；转运单可能需申办方批准 | CN-SH01 → 南京，次日达 |
| 风险 | 明天的发药来不及 | 占用 S03 的库存（下限 6 盒） | 明天也来不及，最早 11-26 到 |
| 适合 | 长期 | 本周 | 下周及以后 |

我建议 **B + C 一起做**：B 解决本周，C 补下周和 12 月。S07-0220 明天的访视，最好请 CRA 问问中心能不能挪到窗口期内稍后一点（窗口到 11-28）。

要我先查 S03 和中心仓的库存吗？""")

# ------------------------------------------------------------ turn 2
c.user("B 和 C 一起做。先查一下 S03 和仓库，调拨先按 12 盒走。")

inv03 = ["IRT SITE INVENTORY  study=ZK-301  site=S03 杭州滨江医院  as_of=2025-11-24 09:05 CST",
         "storage unit: FR-03-01 (logger TL-57702)  resupply: trigger 6 / max 24 / DNU offset 45 days",
         "", "KIT        BATCH      EXPIRY      DNU_DATE    STATUS"]
for i in range(14):
    inv03.append(f"K{101100 + i*5}    ZK25A003   2026-09-30  2026-08-16  AVAILABLE")
for i in range(8):
    inv03.append(f"K{100520 + i*4}    ZK24B017   2026-01-31  2025-12-17  AVAILABLE")
inv03 += ["", "DISPENSE HISTORY (last 60 days)", "DATE        SUBJECT     VISIT  KIT        BATCH"]
d3 = dt.date(2025, 9, 25)
for i in range(52):
    d3 = d3 + dt.timedelta(days=R.randint(0, 1))
    inv03.append(f"{d3}  S03-01{R.randint(0, 40):02d}   V{R.randint(1, 8)}     K{R.randint(100300, 101099)}    {R.choice(['ZK24B017', 'ZK25A003', 'ZK25A003'])}")
inv03 += ["", "SUMMARY  available 22 (ZK25A003 x14, ZK24B017 x8) | quarantined 0",
          "UPCOMING DEMAND S03: 11-24..11-30: 3 kits | 12-01..12-07: 7 kits (4 randomizations planned) | 12-08..12-21: 5 kits",
          "Transfer policy (IRT config ZK-301 v4.2): site-to-site transfers require sponsor supply approval (role: SPONSOR_CSM) before ship"]
dep = ["IRT DEPOT INVENTORY  depot=CN-SH01 华链医药物流上海仓  study=ZK-301  as_of=2025-11-24 09:05 CST",
       "", "BATCH      EXPIRY      RELEASED  AVAILABLE  RESERVED  QUARANTINE  KIT_RANGE"]
dep += ["ZK25A003   2026-09-30  Y              412        36           0  K100900-K102200 (partial)",
        "ZK24B017   2026-01-31  Y               58         0           0  K100430-K100899 (partial)",
        "ZK25B011   2026-12-31  N (QP pending)   0         0         480  K102201-K102680",
        "", "OPEN SHIPMENTS",
        "SHIPMENT        DEST  KITS  STATUS     ETA"]
for i in range(16):
    dep.append(f"SHP-ZK301-11{70+i}  S{R.choice([1,2,4,5,6,8,9,10,11,12,14]):02d}   {R.randint(8, 20):>4}  {R.choice(['PACKED', 'IN TRANSIT', 'DELIVERED'])}  2025-11-{R.randint(24, 27)}")
dep += ["", "Emergency shipment cut-off: orders before 14:00 ship same day; Nanjing next-day cold chain (2–8°C, validated shipper VS-48)",
        "Note: depot policy assigns ZK24B017 first (FEFO) unless batch specified"]
c.call(None, [
    ("irt_site_inventory", {"study": "ZK-301", "site": "S03", "include": ["kits", "demand"]}, "\n".join(inv03)),
    ("irt_depot_inventory", {"study": "ZK-301", "depot": "CN-SH01", "include": ["batches", "open_shipments"]}, "\n".join(dep)),
])

c.call("""S03 可用 22 盒（ZK25A003 14 盒，ZK24B017 8 盒）。调 12 盒后还剩 10 盒，高于 6 盒的下限。

有两点要注意：
- **ZK24B017 只能发到 12-17**（DNU）。S07 眼下这 12 盒需求都在 12-17 之前，理论上 ZK24B017 也能用；但调过去如果用不完就会临期浪费，所以我建议**调拨只用 ZK25A003**
- 中心仓默认按 FEFO 先出 ZK24B017，所以紧急发货要**指定 ZK25A003**

现在建调拨单（S03 → S07，12 盒 ZK25A003），同时建中心仓紧急发货（CN-SH01 → S07，24 盒 ZK25A003，今天 14:00 前下单当天发）。""", [
    ("irt_transfer_create", {"study": "ZK-301", "from_site": "S03", "to_site": "S07", "kits": [f"K{101100 + i*5}" for i in range(12)], "batch": "ZK25A003", "reason": "S07 全部库存因温度偏差隔离，本周 5 例发药", "courier": "同城冷链 (validated shipper VS-48)"},
     "TRANSFER TRF-ZK301-0032 created  S03 -> S07  kits 12 (ZK25A003)\n  status: PENDING_SPONSOR_APPROVAL  (approver role SPONSOR_CSM: 李卓 li.zhuo@zhuohengbio.com, notified)\n  S03 available after ship: 10 (ZK25A003 x2, ZK24B017 x8)\n  kits reserved: K101100..K101155 (12)"),
    ("irt_shipment_create", {"study": "ZK-301", "from": "CN-SH01", "to_site": "S07", "quantity": 24, "batch": "ZK25A003", "priority": "EMERGENCY", "reason": "S07 temperature excursion quarantine; restock"},
     "SHIPMENT SHP-ZK301-1187 created  CN-SH01 -> S07  kits 24 (ZK25A003)  priority EMERGENCY\n  status: PICKING  ship date 2025-11-24  ETA 2025-11-26\n  WARNING: S07 max stock 16; on receipt S07 will hold 24 available + 20 quarantined"),
])

c.model("""已提交：

- **调拨单 TRF-ZK301-0032**：S03 → S07，12 盒 ZK25A003（K101100–K101155）。状态是**等待申办方批准**，IRT 已经通知李卓（li.zhuo@zhuohengbio.com）。发出后 S03 剩 10 盒
- **紧急发货 SHP-ZK301-1187**：CN-SH01 → S07，24 盒 ZK25A003，今天发，**预计 11-26 到**
- ⚠️ IRT 提示 S07 的最大库存是 16 盒，24 盒到货后会超上限。这次紧急补货可以先不管，以后我建议调整 S07 的 resupply 参数

TRF 要等李卓批了才能发，明天 S07-0220 的发药还是悬着。要我给李卓发邮件催一下吗？""")

# ------------------------------------------------------------ turn 3
i_trf16 = c.user("调拨改成 16 盒，S07 下周两个新随机的受试者每人要 2 盒，12 盒不够稳。李卓那边我刚打过电话了，他今天会批。另外温度偏差报告要在系统里提，按记录仪数据写。")

c.call("""好，改成 16 盒。S03 只有 14 盒 ZK25A003，所以另外 2 盒只能是 ZK24B017（12-17 前发完即可）。调完 S03 剩 **6 盒，正好卡在下限**。""", [
    ("irt_transfer_amend", {"transfer_id": "TRF-ZK301-0032", "kits_add": ["K101160", "K101165", "K100520", "K100524"], "kits_remove": [], "note": "数量 12 -> 16：S07 下周 2 例随机（各 2 盒）；增加 2 盒 ZK24B017（12-17 前使用）", "quantity": 16},
     "TRANSFER TRF-ZK301-0032 amended  revision 1 -> 2\n  quantity was 12  now 16 (ZK25A003 x14, ZK24B017 x2)\n  kits: K101100..K101165 (14), K100520, K100524\n  S03 available after ship: 6 (ZK24B017 x6)  WARNING: at safety floor; all remaining S03 kits DNU 2025-12-17\n  status: PENDING_SPONSOR_APPROVAL (re-notified li.zhuo@zhuohengbio.com)"),
    ("deviation_report_create", {"study": "ZK-301", "site": "S07", "type": "TEMPERATURE_EXCURSION", "category": "IP storage", "event_start": "2025-11-21T02:15:00+08:00", "event_end": "2025-11-21T03:49:00+08:00",
                                 "description": "S07 药房冰箱 FR-07-02 温度偏差：记录仪 TL-58814 显示 11-21 02:15–03:49 超过 8°C 共 94 分钟，最高 11.6°C（03:15）。中心最高最低温度计读数 10.2°C，与记录仪差 1.4°C。报警短信 3 次未确认，无断电记录。涉及 20 盒（ZK25A003 x14，ZK24B017 x6），已于 11-21 09:12 在 IRT 隔离。",
                                 "affected_kits": [k for k, _, _ in kits07], "logger_ref": "EXC-58814-007", "site_report": "SR-07-1121", "notify": ["li.zhuo@zhuohengbio.com", "chen.jing@zhuohengbio.com", "zhou.tao@hengyan-cro.com"]},
     "DEVIATION DEV-ZK301-0457 created  severity: MAJOR (auto: IP temperature excursion > 60 min)\n  status: OPEN - awaiting sponsor QA disposition\n  root cause / CAPA due: 2025-12-08 (site)\n  notified: li.zhuo@zhuohengbio.com, chen.jing@zhuohengbio.com, zhou.tao@hengyan-cro.com"),
])

c.model("""已完成：

- **TRF-ZK301-0032 改为 16 盒**（第 2 版）：ZK25A003 14 盒 + ZK24B017 2 盒（K100520、K100524）。还在等李卓批
- **偏差报告 DEV-ZK301-0457**：按记录仪写的 94 分钟、最高 11.6°C，并注明中心温度计读的是 10.2°C。系统自动定为 **MAJOR**，等申办方 QA 处置。**根因和 CAPA 要求 12-08 前交**
- ⚠️ **S03 调完剩 6 盒，全是 ZK24B017**。也就是说 12-17 以后 S03 一盒能发的都没有，而他们 12 月第一周就有 7 盒需求（4 例随机）。S03 后面得单独补货""")

# ------------------------------------------------------------ turn 4
c.user("ZK24B017 这个批次现在各中心还剩多少？会不会到期浪费一堆？")

br = ["IRT BATCH REPORT  study=ZK-301  batch=ZK24B017  expiry=2026-01-31  DNU(45d)=2025-12-17  as_of=2025-11-24 10:02",
      "", "LOCATION  NAME                     AVAILABLE  QUAR  RESERVED  DEMAND_TO_1217  PROJ_UNUSED_AT_DNU"]
sites = [("S01", "北京朝阳中心医院"), ("S02", "天津滨海医院"), ("S03", "杭州滨江医院"), ("S04", "苏州工业园区医院"), ("S05", "广州海珠医院"),
         ("S06", "成都高新医院"), ("S07", "南京江北人民医院"), ("S08", "武汉光谷医院"), ("S09", "西安曲江医院"), ("S10", "长沙岳麓医院"),
         ("S11", "合肥滨湖医院"), ("S12", "济南历下医院"), ("S13", "沈阳浑南医院"), ("S14", "重庆两江医院"), ("S15", "厦门湖里医院"), ("S16", "郑州郑东医院")]
tot_av = tot_un = 0
for code, nm in sites:
    if code == "S03":
        av, q, rs_, dm = 6, 0, 2, 3
    elif code == "S07":
        av, q, rs_, dm = 0, 6, 0, 0
    else:
        av, q, rs_, dm = R.randint(0, 9), 0, 0, R.randint(0, 6)
    un = max(0, av - dm)
    tot_av += av; tot_un += un
    br.append(f"{code}       {nm:<12}            {av:>9}  {q:>4}  {rs_:>8}  {dm:>14}  {un:>18}")
br += ["", "KIT-LEVEL DETAIL (sites, ZK24B017)", "SITE  KIT        STATUS       RECEIVED    LAST_TEMP_CHECK"]
for code, nm in sites:
    for j in range(R.randint(3, 9)):
        br.append(f"{code}   K{R.randint(100430, 100899)}    {R.choice(['AVAILABLE', 'AVAILABLE', 'RESERVED', 'DISPENSED'])}  2025-{R.randint(8, 10):02d}-{R.randint(1, 28):02d}  2025-11-{R.randint(17, 24)} OK")
br += ["", f"CN-SH01   华链医药物流上海仓             58     0         0               -                  58",
       "", f"TOTAL sites available {tot_av} (+2 reserved on TRF-ZK301-0032) | quarantined 6 (S07) | depot 58",
       f"PROJECTED UNUSED AT DNU (sites): {tot_un} kits | depot: 58 kits (depot FEFO will ship ZK24B017 first on routine resupply until 2025-12-01 cut-off)",
       "", "ZK24B017 EXCURSION HISTORY (batch-level)",
       "  2025-08-07  SHP-ZK301-0951 在途偏差 13.9°C / 5.5 h  -> 申办方 QA 评估可用（消耗稳定性预算 5.5 h / 允许累计 8 h，剩余 2.5 h）",
       "  2025-10-02  S11 冰箱偏差 9.1°C / 40 min (涉及 4 盒, 已放行)",
       "", "Stability budget (Pharmacy Manual v3.0 §8.4): cumulative time 8–25°C ≤ 8 h per kit; kits with unknown history -> sponsor QA decides"]
c.call(None, [
    ("irt_batch_report", {"study": "ZK-301", "batch": "ZK24B017", "by": "location", "project_to": "dnu", "include": ["excursion_history"]}, "\n".join(br)),
])

c.model(f"""## ZK24B017 的情况

- **12-17 是 DNU**，这天以后这个批次在 IRT 里就分配不出去了
- 各中心可用 {tot_av} 盒，预计到 DNU 时**还会剩 {tot_un} 盒用不掉**；中心仓还有 **58 盒**
- **中心仓按 FEFO 出库**，12-01 截止前的常规补货会先发 ZK24B017。发出去的如果用不完，中心里的浪费会更多

**跟 S07 有关的一点**：ZK24B017 整批在 8 月运输时有过一次偏差（5.5 h），允许的 8 h 累计稳定性预算只剩 **2.5 h**。S07 这次是 94 分钟，从数据上看还在预算内，但放不放行还是申办方 QA 说了算。S07 那 6 盒 ZK24B017 被拒的可能性比 ZK25A003 大。

**建议**（需要申办方同意）：请李卓考虑让中心仓**从现在起停发 ZK24B017**，在 IRT 里把 ZK24B017 的 depot 出库优先级调到 ZK25A003 后面。要不要我在周报里提出来？""")

# ------------------------------------------------------------ turn 5
i_rs = c.user("周报里提。先把 S07 的 resupply 触发值调到 8，最大库存调到 20。")

c.call(None, [
    ("irt_resupply_settings_update", {"study": "ZK-301", "site": "S07", "trigger_level": 8, "max_level": 20, "reason": "S07 温度偏差后重建库存；下周 2 例随机", "effective": "immediate"},
     "RESUPPLY SETTINGS S07 updated  config rev 7 -> 8\n  trigger_level was 6  now 8\n  max_level was 16  now 20\n  DNU offset 45 days (unchanged)\n  next auto-resupply evaluation: 2025-11-25 02:00 (nightly)\n  WARNING: with SHP-ZK301-1187 (24) + TRF-ZK301-0032 (16) S07 projected available 40 > max 20"),
])

c.model("""已更新（配置第 8 版）：**S07 触发值 6 → 8，最大库存 16 → 20**。

⚠️ IRT 提示：紧急发货 24 盒加上调拨 16 盒，S07 到货后会有 **40 盒**可用，是新上限 20 的两倍，这还没算隔离药可能放行的部分。要不要把紧急发货的数量减一些？你定，我先不动。""")

# ------------------------------------------------------------ turn 6
c.user("""申办方回邮件了，贴给你：

> **发件人：** 陈静 <chen.jing@zhuohengbio.com>（卓衡生物 QA）
> **抄送：** 李卓 <li.zhuo@zhuohengbio.com>
> **主题：** RE: DEV-ZK301-0457 S07 温度偏差处置
>
> 王敏你好，
>
> 根据 TL-58814 记录仪数据（最高 11.6°C，94 分钟）及两批次稳定性数据，处置如下：
> 1. **ZK25A003 共 14 盒：批准放行**，可恢复使用；
> 2. **ZK24B017 共 6 盒：不予放行**。该批次 8 月已有运输偏差，本次累计后超出稳定性预算，请按销毁流程处理，销毁前中心继续隔离保存；
> 3. 调拨单 TRF-ZK301-0032（16 盒）已由李卓在 IRT 中批准。
> 4. 请中心在 DEV 的 CAPA 中说明报警未响应的原因。
>
> 陈静 QA 经理

按这个处理吧。""")

rel = [k for k, b, _ in kits07 if b == "ZK25A003"]
rej = [k for k, b, _ in kits07 if b == "ZK24B017"]
c.call("按陈静的处置意见，在 IRT 里更新两批药的状态，同时确认调拨单的审批状态。", [
    ("irt_kit_status_update", {"study": "ZK-301", "site": "S07", "kits": rel, "new_status": "AVAILABLE", "reason": "Sponsor QA disposition DEV-ZK301-0457: released (陈静 2025-11-24)", "approval_ref": "QA-DISP-ZK301-0457-01"},
     "KIT STATUS UPDATE  site S07  14 kits\n  status was QUARANTINED  now AVAILABLE\n  kits: " + ", ".join(rel) + "\n  S07 available now 14\n  audit: approval ref QA-DISP-ZK301-0457-01 recorded"),
    ("irt_kit_status_update", {"study": "ZK-301", "site": "S07", "kits": rej, "new_status": "DAMAGED_PENDING_DESTRUCTION", "reason": "Sponsor QA disposition DEV-ZK301-0457: not released, cumulative excursion exceeds stability budget", "approval_ref": "QA-DISP-ZK301-0457-01", "keep_quarantined_on_site": True},
     "KIT STATUS UPDATE  site S07  6 kits\n  status was QUARANTINED  now DAMAGED_PENDING_DESTRUCTION\n  kits: " + ", ".join(rej) + "\n  destruction record required (Pharmacy Manual §11): form IP-DEST-01, sponsor sign-off, CRA witness\n  kits excluded from S07 inventory counts"),
    ("irt_transfer_status", {"transfer_id": "TRF-ZK301-0032"},
     "TRANSFER TRF-ZK301-0032  revision 2\n  status: APPROVED (李卓 2025-11-24 10:47) -> SHIPPED 2025-11-24 11:30\n  courier: 同城冷链 waybill CL-2511240093  ETA S07 2025-11-24 16:00\n  kits 16 (ZK25A003 x14, ZK24B017 x2)  receipt in IRT required by S07 pharmacy"),
])

c.model(f"""已完成：

| 项目 | 结果 |
|---|---|
| ZK25A003 14 盒 | **已放行** → AVAILABLE，S07 现在可用 14 盒 |
| ZK24B017 6 盒 | **DAMAGED_PENDING_DESTRUCTION**，继续隔离在中心；销毁要走 IP-DEST-01 表、申办方签字、CRA 见证 |
| TRF-ZK301-0032 | 李卓 10:47 已批，**11:30 已发出**，运单 CL-2511240093，**今天 16:00 左右到 S07** |

明天 S07-0220 的药够了。

不过库存又多了：S07 有 14 盒可用，16 盒在路上，中心仓还有 24 盒（SHP-ZK301-1187）要来，一共 **54 盒**，上限才 20。S03 反而只剩 6 盒临期的。中心仓那单怎么处理？""")

# ------------------------------------------------------------ turn 7
i_shp = c.user("调拨已经发了就不动了。仓库那单 1187 取消，改发 S03 10 盒 ZK25A003，补他们的安全库存。")

c.call(None, [
    ("irt_shipment_cancel", {"shipment_id": "SHP-ZK301-1187", "reason": "S07 隔离药 14 盒已放行 + 调拨 16 盒，无需紧急补货；改为补 S03"},
     "SHIPMENT SHP-ZK301-1187  status was PICKING  now CANCELLED\n  24 kits (ZK25A003) returned to depot available stock\n  depot note: cancellation before dispatch - no cold-chain packaging charge"),
    ("irt_shipment_create", {"study": "ZK-301", "from": "CN-SH01", "to_site": "S03", "quantity": 10, "batch": "ZK25A003", "priority": "URGENT", "reason": "S03 调拨 16 盒给 S07 后仅剩 6 盒 ZK24B017（DNU 2025-12-17），12 月初 4 例随机"},
     "SHIPMENT SHP-ZK301-1191 created  CN-SH01 -> S03  kits 10 (ZK25A003)  priority URGENT\n  status: PICKING  ship date 2025-11-25  ETA 2025-11-27\n  S03 projected available after receipt: 16 (ZK25A003 x10, ZK24B017 x6)"),
])

c.model("""已完成：

- **SHP-ZK301-1187 已取消**（还没出库，没有冷链包装费），24 盒退回中心仓可用库存
- **新发货 SHP-ZK301-1191**：CN-SH01 → S03，10 盒 ZK25A003，11-25 发，**预计 11-27 到**。到货后 S03 可用 16 盒

S07 现在是 14 盒可用加 16 盒在途，共 30 盒，超上限 20 共 10 盒，这批都是紧急情况下进的。resupply 参数已经调过，之后系统不会再自动往 S07 补货。""")

# ------------------------------------------------------------ turn 8
i_v6a = c.user("还有个事：S07-0214 的 V6 要改到 12 月 16 日，原来是 12 月 9 日，受试者那周出差。帮我在 IRT 里改一下。")

c.call(None, [
    ("irt_visit_reschedule", {"study": "ZK-301", "subject": "S07-0214", "visit": "V6", "new_date": "2025-12-16", "reason": "受试者出差"},
     "REJECTED  S07-0214 V6\n  requested 2025-12-16 is OUTSIDE protocol window 2025-12-09 ~ 2025-12-15 (target 2025-12-12, ±3 d)\n  current scheduled date 2025-12-09 unchanged\n  override requires: medical monitor approval (role MM) + protocol deviation record\n  note: kit assignment on 2025-12-16 would exclude ZK24B017 (DNU 2025-12-17 ok) - no supply impact"),
])

c.model("""**IRT 没让改**：V6 的方案窗口是 **12-09 ~ 12-15**（目标 12-12，±3 天），12-16 在窗口外。

| 选项 | 日期 | 代价 |
|---|---|---|
| 1 | **12-15**（窗口最后一天） | 无偏差，直接改 |
| 2 | 12-16 | 要医学监查员批准，还要记一条方案偏差 |

12-15 是周一，受试者出差如果那周一就回来，这个最省事。用哪个？""")

# ------------------------------------------------------------ turn 9
i_v6b = c.user("改 12 月 15 日，研究者那边我去说。顺便告诉一下 CRA。")

c.call(None, [
    ("irt_visit_reschedule", {"study": "ZK-301", "subject": "S07-0214", "visit": "V6", "new_date": "2025-12-15", "reason": "受试者出差；窗口内最后一天"},
     "OK  S07-0214 V6\n  scheduled date was 2025-12-09  now 2025-12-15 (within window 2025-12-09 ~ 2025-12-15)\n  kit requirement: 1 (assignable batches at 2025-12-15: ZK25A003, ZK24B017)\n  audit id AUD-ZK301-88214"),
    ("email_send", {"from": "wang.min@hengyan-cro.com", "to": ["zhou.tao@hengyan-cro.com"], "subject": "ZK-301 S07：S07-0214 V6 改期至 2025-12-15 / 药物情况更新",
                    "body": "周涛你好，\n\n1. S07-0214 的 V6 已在 IRT 中改到 2025-12-15（窗口最后一天，原定 12-09），原因是受试者出差。研究者那边我来沟通，请你在下次访视前确认中心已预约。\n2. S07 药物：ZK25A003 14 盒已放行（QA-DISP-ZK301-0457-01）；ZK24B017 6 盒不予放行，待销毁，请中心继续隔离保存。\n3. 调拨单 TRF-ZK301-0032（16 盒）今天 16:00 左右到，请提醒药房当天在 IRT 做接收。\n4. DEV-ZK301-0457 的根因和 CAPA 请中心在 12-08 前提交，需说明报警为何无人响应。\n\n谢谢！\n王敏"},
     "SENT  message-id <cro-20251124-1402-5531@hengyan-cro.com>  to zhou.tao@hengyan-cro.com"),
])

c.model("""已完成：

- **S07-0214 V6：12-09 → 12-15**（窗口内，审计号 AUD-ZK301-88214）
- **已发邮件给 CRA 周涛**，包括：V6 改期、放行/销毁结果、TRF 今天到货后要在 IRT 接收、DEV 的 CAPA 12-08 截止""")

# ------------------------------------------------------------ turn 10
i_cra = c.user("周涛下周开始不跟 S07 了，换成孙悦（sun.yue@hengyan-cro.com）。把 S07 相关的待办都转给她，也给她发封交接邮件，把刚才的内容带上。")

c.call(None, [
    ("ctms_task_reassign", {"study": "ZK-301", "filter": {"site": "S07", "assignee": "zhou.tao@hengyan-cro.com", "status": ["OPEN", "IN_PROGRESS"]}, "new_assignee": "sun.yue@hengyan-cro.com", "effective": "2025-12-01", "comment": "S07 CRA 变更：周涛 -> 孙悦"},
     "CTMS REASSIGN  study ZK-301 site S07  matched 4 tasks\n  TSK-ZK301-2207  S07 V6 S07-0214 预约确认 (due 2025-12-12)        assignee was 周涛 now 孙悦\n  TSK-ZK301-2191  DEV-ZK301-0457 根因/CAPA 跟进 (due 2025-12-08)     assignee was 周涛 now 孙悦\n  TSK-ZK301-2188  S07 IRT 接收 TRF-ZK301-0032 确认 (due 2025-11-25) assignee was 周涛 now 孙悦  WARNING: due before effective date 2025-12-01 - reassigned immediately\n  TSK-ZK301-2150  S07 监查访视 MV-09 报告 (due 2025-12-05)         assignee was 周涛 now 孙悦\n  site CRA of record S07: was 周涛 now 孙悦 (effective 2025-12-01)"),
    ("email_send", {"from": "wang.min@hengyan-cro.com", "to": ["sun.yue@hengyan-cro.com"], "cc": ["zhou.tao@hengyan-cro.com"], "subject": "ZK-301 S07 药物供应交接",
                    "body": "孙悦你好，\n\n从 12-01 起由你负责 S07（南京江北人民医院），CTMS 里 S07 的 4 项待办已转给你。药物供应相关情况如下：\n\n1. 温度偏差 DEV-ZK301-0457（MAJOR）：11-21 冰箱 FR-07-02 超 8°C 94 分钟，最高 11.6°C。根因和 CAPA 请中心在 12-08 前提交，需说明报警为何无人响应。\n2. 处置：ZK25A003 14 盒已放行；ZK24B017 6 盒（K100477–K100487）不予放行，待销毁，目前在中心隔离保存。\n3. 调拨 TRF-ZK301-0032（S03 → S07，16 盒）11-24 到货，请确认药房已在 IRT 接收（TSK-ZK301-2188，因截止日在 12-01 前，已立即转给你）。\n4. S07-0214 V6 已改到 12-15（窗口最后一天）。\n5. S07 resupply 参数：触发值 8 / 最大库存 20。\n\n有问题随时找我。\n王敏"},
     "SENT  message-id <cro-20251124-1431-5540@hengyan-cro.com>  to sun.yue@hengyan-cro.com  cc zhou.tao@hengyan-cro.com"),
])

c.model("""已完成：

- **CTMS**：S07 的 4 项待办已从周涛转给孙悦，包括 DEV 的 CAPA 跟进（12-08）和 V6 预约确认（12-12）。S07 的 CRA 记录从 12-01 起改为孙悦
  - ⚠️ TSK-ZK301-2188（IRT 接收 TRF 确认）明天就到期，早于 12-01 生效日，所以**已经立刻转给孙悦了**。你可能得跟她打个招呼
- **交接邮件**已发给孙悦（抄送周涛）""")

# ------------------------------------------------------------ turn 11
c.user("S07 那 6 盒要销毁，流程怎么走？需要申办方签字吗？能不能就在中心销毁？")

man = ["DOC SEARCH  repository=ZK-301 eTMF  query=销毁 destruction  top=3",
       "",
       "[1] ZK-301 Pharmacy Manual v3.0 (2025-04-18)  §11 研究药物的退回与销毁",
       "  11.1 适用范围：过期、损坏、温度偏差经申办方 QA 判定不可用、受试者退回的研究药物。",
       "  11.2 中心销毁前提：(a) 中心具备经申办方审计认可的药物销毁 SOP 及资质（名单见附录 F）；(b) 申办方临床供应负责人书面批准（表 IP-DEST-01 第 3 部分签字）；(c) CRA 已完成药物清点（100% 核对药盒号）。",
       "  11.3 不具备中心销毁资质的中心，须将药物退回中心仓 CN-SH01，由仓库统一销毁；退回运输须使用退货单 IP-RET-02，常温运输即可（已判定不可用的药物）。",
       "  11.4 时限：申办方判定不可用后 30 天内完成销毁或退回；IRT 中药盒状态须在销毁后 5 个工作日内更新为 DESTROYED。",
       "  11.5 文件：IP-DEST-01（销毁记录，三方签字：药房、CRA 见证、申办方批准）、销毁证明（第三方焚烧单位出具）归档至 eTMF 08.03。",
       "",
       "[2] ZK-301 Pharmacy Manual v3.0  附录 F  具备中心销毁资质的中心",
       "  S01 北京朝阳中心医院（审计 2024-11）  S05 广州海珠医院（审计 2025-01）  S07 南京江北人民医院（审计 2025-03，资质有效期至 2026-03）  S12 济南历下医院（审计 2025-06）",
       "",
       "[3] SOP-CS-014 临床供应 - 药物退回与销毁 v5  §6.2",
       "  CRO 临床供应经理负责在 CTMS 创建销毁任务，跟踪 IP-DEST-01 签字流转；申办方批准人：临床供应负责人（ZK-301：李卓）。"]
man += ["", "[4] ZK-301 Pharmacy Manual v3.0  §8 储存与温度偏差",
        "  8.1 研究药物须在 2–8°C 储存，避光，不得冷冻。中心须使用经校准的连续温度记录仪，记录间隔不超过 15 分钟。",
        "  8.2 发现温度偏差后，中心应立即在 IRT 中隔离受影响药物，并在 24 小时内提交偏差报告及记录仪数据。",
        "  8.3 隔离药物在申办方 QA 书面处置意见出具前不得发放给受试者。",
        "  8.4 稳定性预算：每盒药物在 8–25°C 之间的累计暴露时间不超过 8 小时；超过 25°C 或低于 0°C 的任何暴露均须由申办方 QA 单独评估。",
        "  8.5 温度计与记录仪读数不一致时，以经校准的记录仪为准，并需在 CAPA 中评估温度计的校准状态。"]
for para in range(18):
    man.append(f"  §6.{para+3} " + R.choice(["退回药物须按药盒号逐一核对，差异需在 2 个工作日内上报。", "销毁证明应包含药盒号清单、销毁方式、日期及见证人签名。",
                                              "跨中心调拨药物的销毁，由药物所在中心执行。", "IRT 状态更新由 CRO 临床供应团队执行，需上传 IP-DEST-01 扫描件。",
                                              "如销毁延迟超过 30 天，需记录偏差并通知申办方 QA。", "冷链药物在销毁前应继续隔离存放，与可用库存物理分开。"]))
c.call(None, [
    ("doc_search", {"repository": "ZK-301 eTMF", "query": "销毁 destruction 中心销毁 资质 签字", "top": 3}, "\n".join(man)),
])

c.model("""## S07 的 6 盒 ZK24B017 怎么销毁

**可以在中心销毁。** 附录 F 里有 S07，资质审计在 2025-03，有效期到 2026-03。

**流程（药房手册 §11 + SOP-CS-014）：**
1. **CRA 清点**：100% 核对药盒号，就是这 6 盒 K100477 ~ K100487
2. **填 IP-DEST-01**，要三方签字：药房、CRA 见证、**申办方批准（李卓）**。所以**需要申办方签字**
3. 中心通过第三方焚烧单位销毁，拿到**销毁证明**
4. 文件归档到 eTMF 08.03；销毁后 **5 个工作日内**把 IRT 状态改成 DESTROYED（我们来做）

**时限**：申办方判定不可用后 **30 天内**要完成。陈静是 11-24 判的，所以最晚 **12-24**。

按 SOP，销毁任务要我们在 CTMS 里建。要我建吗？派给谁、截止日定哪天？""")

# ------------------------------------------------------------ turn 12
c.user("建任务，给孙悦，截止 12 月 5 日，别拖到最后。另外看看调拨到了没，1191 现在什么状态。")

c.call(None, [
    ("ctms_task_create", {"study": "ZK-301", "site": "S07", "title": "S07 ZK24B017 6 盒中心销毁（DEV-ZK301-0457）", "assignee": "sun.yue@hengyan-cro.com", "due": "2025-12-05",
                          "description": "按 Pharmacy Manual §11：CRA 清点 K100477、K100479、K100481、K100483、K100485、K100487；IP-DEST-01 三方签字（申办方批准：李卓）；第三方焚烧并取得销毁证明；归档 eTMF 08.03；完成后通知临床供应更新 IRT 为 DESTROYED。手册时限 12-24，内部截止 12-05。",
                          "links": ["DEV-ZK301-0457", "QA-DISP-ZK301-0457-01"]},
     "TASK TSK-ZK301-2215 created  assignee 孙悦 (sun.yue@hengyan-cro.com)  due 2025-12-05  watchers: wang.min"),
    ("irt_shipment_tracking", {"ids": ["TRF-ZK301-0032", "SHP-ZK301-1191"]},
     "TRF-ZK301-0032  status RECEIVED at S07 2025-11-24 16:12 by 药房 周晓岚  kits 16/16  temp on arrival 4.8°C  logger VS-48-2231 OK\n  S07 available now 30 (ZK25A003 x28, ZK24B017 x2)\n\nSHP-ZK301-1191  status PACKED  ship date 2025-11-25\n  ETA was 2025-11-27  now 2025-11-28  (carrier: 冷链车辆调度，杭州线 11-27 满载)\n  S03 available now 6 (ZK24B017 x6); S03 demand 11-24..11-30: 3 kits - covered"),
])

c.model("""已完成：

- **销毁任务 TSK-ZK301-2215**：派给孙悦，**截止 12-05**，6 个药盒号和 IP-DEST-01 流程都写在任务里了
- **调拨 TRF-ZK301-0032 已到**：11-24 16:12 药房周晓岚接收，16/16 盒，到货温度 4.8°C。**S07 现在可用 30 盒**（ZK25A003 28 盒，ZK24B017 2 盒）
- **SHP-ZK301-1191 晚一天**：承运商杭州线 11-27 满载，**预计到货改为 11-28**（原来 11-27）。S03 这周需求 3 盒，现有 6 盒够用；12 月第一周的 4 例随机等 1191 到了再说，应该来得及

TSK-ZK301-2188（IRT 接收确认）实际上已经完成了，孙悦可以直接关掉。""")

# ------------------------------------------------------------ turn 13
c.user("好。最后给李卓写个周报邮件，抄送陈静，把这两天的处理和后面要做的都列一下。ZK24B017 停发的建议也写进去。")

c.call(None, [
    ("email_send", {"from": "wang.min@hengyan-cro.com", "to": ["li.zhuo@zhuohengbio.com"], "cc": ["chen.jing@zhuohengbio.com"], "subject": "ZK-301 临床供应周报（2025-11-24）：S07 温度偏差处理",
                    "body": "李卓你好，\n\n本周 ZK-301 临床供应情况汇报如下。\n\n一、S07 温度偏差（DEV-ZK301-0457，MAJOR）\n- 11-21 02:15–03:49 冰箱 FR-07-02 超 8°C 94 分钟，最高 11.6°C（记录仪 TL-58814）。\n- 按陈静处置意见：ZK25A003 14 盒已放行；ZK24B017 6 盒不予放行，中心销毁任务 TSK-ZK301-2215 截止 12-05，IP-DEST-01 需你签字批准。\n- 中心根因/CAPA 截止 12-08。\n\n二、库存调整\n- 调拨 TRF-ZK301-0032：S03 → S07，16 盒，11-24 已到货接收。S07 现可用 30 盒。\n- 中心仓紧急发货 SHP-ZK301-1187（S07，24 盒）已取消；新发 SHP-ZK301-1191 给 S03 补货 10 盒 ZK25A003，预计 11-28 到。\n- S07 resupply 参数调整为触发值 8 / 最大库存 20。\n\n三、受试者\n- S07-0214 V6 改到 12-15（窗口内）。\n\n四、人员\n- S07 CRA 自 12-01 起由孙悦（sun.yue@hengyan-cro.com）接替周涛。\n\n五、建议：ZK24B017 停发\n- 该批次 DNU 为 12-17，预计各中心到期未用完约 " + str(tot_un) + " 盒，中心仓还有 58 盒。中心仓目前按 FEFO 先发 ZK24B017，建议从本周起停发，常规补货只发 ZK25A003。请确认是否同意。\n\n谢谢！\n王敏\n恒研 CRO 临床供应"},
     "SENT  message-id <cro-20251124-1655-5562@hengyan-cro.com>  to li.zhuo@zhuohengbio.com  cc chen.jing@zhuohengbio.com"),
])

c.model(f"""周报已发给李卓，抄送陈静。

### 还没办完的

| 事项 | 负责人 | 时间 |
|---|---|---|
| S07 ZK24B017 6 盒中心销毁（IP-DEST-01 要李卓签字） | 孙悦 TSK-ZK301-2215 | 12-05 |
| DEV-ZK301-0457 根因/CAPA（报警为什么没人响应、温度计和记录仪差 1.4°C） | S07 / 孙悦 TSK-ZK301-2191 | 12-08 |
| S07-0214 V6 12-15 跟研究者确认 | 你 | 尽快 |
| SHP-ZK301-1191 到 S03 并在 IRT 接收 | S03 药房 | 11-28 |
| ZK24B017 停发建议 | 等李卓答复 | — |

另外有两件事还没有结论：
- **根因不明**：记录仪没有断电记录，报警也没人响应，中心还没给说法
- **ZK24B017 浪费**：各中心预计有 {tot_un} 盒、中心仓 58 盒到 12-17 用不掉，要看申办方同不同意停发""")

# ------------------------------------------------------------ labels
L = c.label
L("user_goal", "保证 S07 本周 5 例发药和下周 2 例新随机不断药；S03 库存不能低于 6 盒；隔离药放行必须有申办方书面批准", ["不能低于 6 盒", "申办方书面批准"])
L("fact", "记录仪 TL-58814：11-21 02:15–03:49 超 8°C 94 分钟，最高 11.6°C，报警未确认", ["94 min", "11.6°C"])
L("fact", "ZK24B017 效期 2026-01-31，DNU 45 天，最后可发药日 2025-12-17", ["ZK24B017", "2025-12-17"])
L("fact", "申办方 QA 陈静处置：ZK25A003 14 盒放行，ZK24B017 6 盒不予放行需销毁", ["QA-DISP-ZK301-0457-01", "DAMAGED_PENDING_DESTRUCTION"])
L("fact", "ZK24B017 批次 8 月运输偏差已用 5.5 h 稳定性预算（允许累计 8 h）", ["5.5 h", "8 h"])
L("fact", "调拨 16 盒已于 11-24 16:12 在 S07 接收，S07 现可用 30 盒", ["S07 available now 30"])
L("fact", "S07 有中心销毁资质（附录 F，有效期至 2026-03）；销毁需 IP-DEST-01 三方签字含申办方李卓批准，30 天内完成", ["IP-DEST-01", "2026-03"])
L("fact", "S03 调拨后只剩 6 盒 ZK24B017（DNU 12-17）", ["S03 available after ship: 6"])
L("decision", "S03 → S07 调拨 TRF-ZK301-0032 改为 16 盒（ZK25A003 14 + ZK24B017 2），申办方已批准", ["TRF-ZK301-0032", "now 16"])
L("decision", "S07 resupply 触发值 8，最大库存 20", ["trigger_level was 6  now 8", "now 20"])
L("decision", "取消 SHP-ZK301-1187（S07 24 盒），改发 SHP-ZK301-1191 给 S03 10 盒 ZK25A003", ["SHP-ZK301-1191", "S03  kits 10"])
L("decision", "S07-0214 V6 改到 2025-12-15（窗口最后一天）", ["S07-0214", "now 2025-12-15"])
L("decision", "S07 CRA 由孙悦接替周涛，4 项 CTMS 待办已转给孙悦", ["TSK-ZK301-2191", "now 孙悦"])
L("decision", "S07 6 盒 ZK24B017 在中心销毁，任务 TSK-ZK301-2215 派给孙悦，截止 12-05", ["TSK-ZK301-2215", "2025-12-05"])
L("decision", "偏差报告按记录仪数据提交 DEV-ZK301-0457（MAJOR）", ["DEV-ZK301-0457", "MAJOR"])
L("pending_action", "孙悦完成 6 盒销毁和 IP-DEST-01 签字（李卓批准）", ["TSK-ZK301-2215", "K100477"])
L("pending_action", "中心提交 DEV-ZK301-0457 根因/CAPA，截止 12-08，需说明报警无人响应", ["CAPA", "2025-12-08"])
L("pending_action", "用户需与研究者确认 S07-0214 V6 改到 12-15", ["研究者那边我去说"])
L("pending_action", "SHP-ZK301-1191 预计 11-28 到 S03 并在 IRT 接收", ["SHP-ZK301-1191", "now 2025-11-28"])
L("open_issue", "ZK24B017 停发建议等李卓答复；各中心和中心仓可能到期浪费", ["ZK24B017 停发建议", "等李卓答复"])
L("open_issue", "偏差根因未明：记录仪无断电记录，报警短信无人确认；中心温度计与记录仪差 1.4°C", ["1.4°C", "not acknowledged"])
L("reference", "申办方联系人：李卓 li.zhuo@zhuohengbio.com（临床供应），陈静 chen.jing@zhuohengbio.com（QA）", ["li.zhuo@zhuohengbio.com", "chen.jing@zhuohengbio.com"])
L("reference", "新 CRA 孙悦 sun.yue@hengyan-cro.com", ["sun.yue@hengyan-cro.com"])
L("reference", "S07 冰箱 FR-07-02，记录仪 TL-58814，偏差 EXC-58814-007", ["FR-07-02", "EXC-58814-007"])
L("reference", "中心仓 CN-SH01；药房手册 §11，SOP-CS-014", ["CN-SH01", "SOP-CS-014"])

S = c.stale_item
tool_idx = lambda needle: next(i for i, m in enumerate(c.messages) if m["role"] == "tool" and needle in str(m))
S("中心报告最高温度 10.2°C，记录仪实际最高 11.6°C", ["10.2°C"], tool_idx("EXC-58814-007"))
S("调拨原定 12 盒，改为 16 盒", ["调拨", "12 盒"], i_trf16)
S("S07 resupply 触发值原为 6、最大库存 16，改为 8/20", ["trigger 6", "max 16"], i_rs)
S("中心仓紧急发货 SHP-ZK301-1187 给 S07 24 盒，已取消", ["SHP-ZK301-1187", "24"], i_shp)
S("S07-0214 V6 原定 2025-12-09", ["S07-0214", "2025-12-09"], i_v6a)
S("S07-0214 V6 曾拟改到 12-16（窗口外被拒），最终 12-15", ["S07-0214", "2025-12-16"], i_v6b)
S("S07 CRA 原为周涛，换成孙悦", ["周涛"], i_cra)
S("SHP-ZK301-1191 原 ETA 11-27，延到 11-28", ["SHP-ZK301-1191", "2025-11-27"], tool_idx("ETA was 2025-11-27"))
c.write()

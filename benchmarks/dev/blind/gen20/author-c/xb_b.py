"""blind-zh-crossborder-3pl-switch, part B: turns 5-8 (trucking, transfer waves, PB counter-offer)."""
from xb_f import extra_fba
import xb_data2 as x2

FREIGHT = """freight_quote_request  RFQ FQ-250707-03   lane: Ontario, CA 91761 (EW-ONT) → Grand Prairie, TX 75050 (PB-DFW)
shipment: 98 pallets (40x48, avg 1,150 lb, non-stackable tents/coolers on 31 pallets), 3 pickups requested
pickup windows: 2025-07-14, 2025-07-21, 2025-08-02   distance: 1,382 mi   responses: 3 of 5 carriers

| 方案 | Carrier | Mode | Rate | Trucks | Total (all-in, incl. FSC) | Transit | Notes |
|---|---|---|---|---|---|---|---|
| 一 | RoadStar Freight (MC-812204) | FTL 53' dry van | $3,050 / truck | 4 | $12,200 | 2-3 days | team drivers on request +$600; quote LQ-RS-5531 valid to 2025-08-15 |
| 二 | Lonestar Carriers (MC-774519) | FTL 53' dry van | $2,780 / truck | 4 | $11,120 | 3 days | 48h pickup notice; detention $75/hr after 2 free hrs; quote LQ-77120 valid to 2025-07-31 |
| 三 | Pacific LTL Consolidators | LTL, 98 pallets | $142.24 / pallet | — | $13,940 | 5-6 days | cross-dock in Phoenix; re-handling 2x; liftgate not needed |

cargo liability: RoadStar $100,000/load; Lonestar $100,000/load; Pacific LTL $25/lb max $100,000/shipment
insurance note: declared value per truck ~ $78,000-$96,000 (based on landed cost) – within all carriers' cargo limits
carrier scorecards (FreightHub, last 12 mo): RoadStar on-time 96.8% claims 0.4%; Lonestar on-time 94.1% claims 0.9%;
  Pacific LTL on-time 89.5% claims 2.7%"""

TO_CREATE = """transfer_order_create  → 3 orders created
| TO | Wave | Pickup (EW-ONT) | Carrier / quote | Trucks | Pallets | Units | SKUs | ETA PB-DFW | PB ASN |
|---|---|---|---|---|---|---|---|---|---|
| TO-2507-01 | 1 | 2025-07-14 08:00 PT | Lonestar LQ-77120 | 2 | 52 | 9460 | 41 (non-top, surplus above 15-day cover) | 2025-07-17 | ASN-PB-0714 (auto-created) |
| TO-2507-02 | 2 | 2025-07-21 08:00 PT | Lonestar LQ-77120 | 1 | 24 | 4310 | 41 (non-top, down to 10-day cover) | 2025-07-24 | ASN-PB-0721 (auto-created) |
| TO-2507-03 | 3 | 2025-08-02 08:00 PT | Lonestar LQ-77120 | 1 | 22 | 4650 (est., = remaining) | 46 (all remaining incl. top 5) | 2025-08-05 | pending (created 5 days before pickup) |
freight committed: 4 trucks x $2,780 = $11,120 (budget $12,000, headroom $880)
EW outbound appointments: requested for 07-14 and 07-21 (5 business days' notice met for 07-14: requested 07-07);
  EW pick/stage for wave 1 scheduled 07-12 to 07-13 (after Prime Day, per client note)
PB inbound: dock appointments 07-17 10:00 CT and 07-24 10:00 CT confirmed; receiving SLA 48h from dock
labels: pallet labels "TW / TO-2507-0x / PLT n of N" + carton labels with SKU barcode (GS1-128) printed by EW per PB spec
BOL: one BOL per truck, seal numbers captured at EW dock; POD photos required at PB dock (damage exceptions noted on POD)
insurance: Lonestar cargo $100,000/load; TrailWild stock-throughput policy (PICC) covers transit, deductible $1,000
warnings:
  - wave 3 pickup after EW rate change (2025-08-01): removal fee unchanged ($0.40/unit), storage billed at $0.72 from 08-01
  - top 5 SKUs rely on inbound container MSKU7781234 (Ningbo → Houston, ETA 07-16) for PB stock before go-live"""

PB_REPLY = """共 3 封
────────────────────────────────────────
From: Marcus Reed <mreed@parcelbridge.com>    Date: 2025-07-09 09:47 CT    To: zhoukai@trailwild.com
Subject: RE: TrailWild x ParcelBridge – commercial terms for PB-DFW onboarding (quote PB-Q-0703)
Hi Kai,
Quick intro – Jessica Lin has moved over to our West Coast enterprise team, so I'll be your onboarding manager going forward
(Jessica is cc'd for continuity; please use mreed@parcelbridge.com from now on).
On your points:
 1. Pick & pack: we can do $2.45 only with a minimum commitment of 10,000 orders/month (shortfall billed at $1.00/order).
    At an 8,000/month minimum, our best rate is $2.60.
 2. Storage $0.55/cu ft/month – agreed.
 3. Liability cap $100/package – agreed; we'll update the MSA.
 4. Net 30 – agreed.
 5. Termination for convenience – 90 days is our standard across all clients and we can't change it, sorry.
Aug 1 go-live works on our side. We need ASNs at least 48h before each truck arrives.
Best, Marcus
Marcus Reed | Client Onboarding Manager | ParcelBridge Logistics | 1450 Tradewinds Pkwy, Grand Prairie, TX 75050 | +1 972 555 0148
> From: Kai Zhou <zhoukai@trailwild.com>  Sent: Monday, July 7, 2025 10:12 PM CT
> Subject: TrailWild x ParcelBridge – commercial terms for PB-DFW onboarding (quote PB-Q-0703)
> Hi Jessica, Thanks for quote PB-Q-0703. We ran it against our H1 2025 order profile (avg 9,200 orders/month, 1.3
> units/order, ~45% East Coast). We'd like to move forward with PB-DFW, targeting go-live on Aug 1, subject to the
> following terms: 1. Pick & pack (first item): $2.45/order 2. Storage: $0.55/cu ft/month 3. Liability cap: $100/package
> 4. Payment terms: Net 30 5. Termination for convenience: 60 days' notice ...
────────────────────────────────────────
From: David Wu <dwu@eastwindfulfill.com>    Date: 2025-07-08 16:20 PT    To: zhoukai@trailwild.com  Cc: ops@eastwindfulfill.com
Subject: RE: Notice of Termination – Master Services Agreement EW-MSA-2023-0901 (Client EW-C-20417)
Hi Kai,
We confirm receipt of your termination notice; termination is effective 2025-09-05. Sorry to see you go.
Per §14.4, the final release will require settlement of all open invoices, including removal fees ($0.40/unit) and storage
through the release date. We'll issue an interim invoice after each outbound wave. The exit cycle count is booked for 07-10.
Outbound appointments for 07-14 and 07-21 are confirmed. Regards, David
────────────────────────────────────────
From: Lonestar Carriers Dispatch <dispatch@lonestarcarriers.com>    Date: 2025-07-08 07:15 CT    To: zhoukai@trailwild.com
Subject: Load confirmation – LQ-77120 – Ontario CA → Grand Prairie TX
Loads booked under quote LQ-77120 ($2,780 all-in per truck):
  PRO 7741-0932 / 7741-0933  pickup 2025-07-14 08:00 PT  EW-ONT dock 14/15   deliver 2025-07-17 10:00 CT PB-DFW
  PRO 7741-1187              pickup 2025-07-21 08:00 PT  EW-ONT dock 14      deliver 2025-07-24 10:00 CT PB-DFW
  (pickup 2025-08-02 not yet booked – can be booked up to 48h before; rate valid for pickups through 2025-07-31)
Driver check-in: BOL, seal numbers, pallet count. Detention after 2 free hours $75/hr."""


def part_b(c):
    c.user("调拨卡车你去询个价，EW到达拉斯，分三批走。", key="u5")
    c.act("我按 98 托、三次提货（7月14日、7月21日、8月2日）向常用的几家承运商询价。", [
        ("freight_quote_request", {"origin": {"facility": "EW-ONT", "zip": "91761"},
                                   "destination": {"facility": "PB-DFW", "zip": "75050"},
                                   "pallets": 98, "pallet_size": "40x48", "avg_weight_lb": 1150, "non_stackable": 31,
                                   "pickups": ["2025-07-14", "2025-07-21", "2025-08-02"],
                                   "modes": ["FTL", "LTL"], "carriers": "preferred"}, FREIGHT + x2.FREIGHT_TERMS),
    ], tkey="t_freight")
    c.say("""## 三个方案（全包价，含燃油附加费）

| | 方案一 RoadStar | **方案二 Lonestar** | 方案三 Pacific LTL |
|---|---|---|---|
| 方式 | 整车 ×4 | 整车 ×4 | 零担拼车 |
| 总价 | $12,200 ❌ 超预算 $200 | **$11,120** ✅ 余 $880 | $13,940 ❌ |
| 时效 | 2-3 天 | 3 天 | 5-6 天 |
| 准点率 / 理赔率 | 96.8% / 0.4% | 94.1% / 0.9% | 89.5% / 2.7% |
| 报价有效期 | 到 8月15日 | **到 7月31日** | — |
| 其他 | 可加双司机 | 提前 48 小时约车；超 2 小时压车费 $75/小时 | 凤凰城中转，倒两次货 |

**建议方案二**：唯一在 $12,000 以内的；准点率比 RoadStar 低一点，但 3 天时效对我们的节奏够用。LTL 又贵又慢、倒货多，帐篷和冷藏箱容易压坏，不考虑。

注意：Lonestar 报价 **7月31日到期**，8月2日那一车可能要重新确认价格。

按方案二，车辆大致这样分：第一次提货 2 车（约 52 托），第二次 1 车（约 24 托），第三次 1 车（约 22 托）。非堆叠的 31 托（帐篷、冷藏箱）尽量分散到各车，避免单车超高。Lonestar 要求提前 48 小时约车，EW 那边要提前 5 个工作日约出库，两个时间我会一起卡。""")
    c.user("按方案二。分批的事你排一下，记住断货不能超过3天。", key="u6")
    c.act("""## 分批思路（保证任何 SKU 断货 ≤ 3 天）

核心原则：**切换前，每个 SKU 在 EW 都留着能卖到切换日的货；切换当天，PB 已经有货可发。** 货在路上的时候，另一边始终有库存。

| 批次 | 提货 | 内容 | 为什么这样排 |
|---|---|---|---|
| 第一批 | 7月14日，2 车 | 41 个非主力款，超出 15 天可售量的富余库存 | 慢动销，搬走也不影响 EW 继续发货；Prime Day 后 7月12-13日才备货 |
| 第二批 | 7月21日，1 车 | 41 个非主力款，EW 只留 10 天量 | 7月24日到 PB，离切换还有一周，PB 有足够时间上架 |
| 主力 5 款 | — | **不从 EW 调**，靠宁波发出的柜子 MSKU7781234 直接进 PB | 主力款走量最大，在路上 3 天 + PB 上架 2 天就会超过断货上限 |
| 第三批 | 8月2日，1 车 | 切换后 EW 剩下的全部库存（含主力款余量） | 切换后作为 PB 的补充库存，不影响发货 |

关键依赖：**柜子 MSKU7781234 必须在 8月1日前到 PB 并上架**（7月16日到休斯顿，正常清关 + 拖车 3-4 天）。这是整个计划里最大的风险点。

我现在建调拨单。""", [
        ("transfer_order_create", {
            "from": "EW-ONT", "to": "PB-DFW", "carrier_quote": "LQ-77120", "mode": "FTL",
            "waves": [
                {"wave": 1, "pickup": "2025-07-14", "trucks": 2, "rule": "non_top_skus surplus_above_days_cover=15",
                 "ew_pick_window": "2025-07-12/2025-07-13"},
                {"wave": 2, "pickup": "2025-07-21", "trucks": 1, "rule": "non_top_skus keep_days_cover=10"},
                {"wave": 3, "pickup": "2025-08-02", "trucks": 1, "rule": "all_remaining"}],
            "top_skus_excluded_until_go_live": ["TW-TENT-2P-GRN", "TW-SB-10C-REG", "TW-CHAIR-STD-BLK", "TW-HL-300-BLK",
                                                "TW-HYD-2L-BLK"],
            "create_pb_asn": True, "notes": "No EW outbound activity during Prime Day 07-08..07-11."}, TO_CREATE),
    ], tkey="t_to")
    c.say("""已建好三张调拨单：

| 调拨单 | 提货 | 车数 | 件数 | 预计到 PB | PB 入库单 |
|---|---|---|---|---|---|
| **TO-2507-01** | 7月14日 | 2 | 9460 | 7月17日 | ASN-PB-0714 |
| **TO-2507-02** | 7月21日 | 1 | 4310 | 7月24日 | ASN-PB-0721 |
| **TO-2507-03** | 8月2日 | 1 | 约 4650（剩余全部） | 8月5日 | 提货前 5 天生成 |

- 运费锁定 4 车 × $2,780 = **$11,120**，预算余 $880；
- EW 第一批在 7月12-13日备货，**避开 Prime Day**；
- PB 7月17日、7月24日的卸货预约已确认。

**依赖和风险**
| 风险 | 影响 | 应对 |
|---|---|---|
| 海运柜 MSKU7781234 晚到 | 上线当天 PB 没有主力款 | 盯清关，必要时推迟上线 |
| EW 出库预约被压缩 | 第一批推迟 | 已按 5 个工作日提前量预约 |
| Lonestar 第三车报价过期 | 运费可能上涨 | 8月2日那车提前重新确认 |
| PB 收货超时 | 非主力款上线时不可售 | 合同 48 小时入库时效，第一批到货时验证 |""")
    extra_fba(c)
    c.user("PB回邮件了吗？", key="u7")
    c.act("我查一下 PB 和 EW 的新邮件。", [
        ("mail_search", {"query": "from:(parcelbridge.com OR eastwindfulfill.com) after:2025-07-07", "include_body": True},
         PB_REPLY),
    ], tkey="t_pbreply")
    c.say("""## PB 的答复（对接人换了）

**对接人变更**：Jessica Lin 调去西海岸大客户组，之后由 **Marcus Reed（mreed@parcelbridge.com）** 负责我们的上线。

| 条款 | 我们要的 | PB 答复 |
|---|---|---|
| 仓储 | $0.55 | ✅ 同意 |
| 赔付上限 | $100/包裹 | ✅ 同意，会改 MSA |
| 付款 | Net 30 | ✅ 同意 |
| 终止通知 | 60 天 | ❌ 坚持 90 天 |
| 拣货费 | $2.45 | ⚠️ 只有承诺**每月最低 10000 单**才给 $2.45（不足部分 $1.00/单）；最低 8000 单的话是 $2.60 |

EW 那边 David Wu 也回了：**确认 9月5日终止**，每批出库后开中期账单，7月10日退出盘点、7月14日和21日的出库预约都确认了。

## 拣货费怎么选：按过去 12 个月真实单量测算

| 方案 | 单量不变（全年 114400 单） | 单量下降 10% |
|---|---|---|
| A. $2.45 + 最低 10000 单 | $292,080（含差额费 $11,800） | $271,252（含差额费 $19,000） |
| B. $2.60 + 最低 8000 单 | $299,440（含差额费 $2,000） | $271,966 |
| **C. 还价 $2.55 + 最低 8000 单** | **$293,720** | **$266,818** |

- 我们一年有 7 个月低于 10000 单，A 方案每年白交 $11,800 差额费，单量一下滑就更亏；
- C 在单量不变时只比 A 贵 $1,640/年，单量下滑时反而最便宜，**风险小得多**。

### 差额费怎么来的（过去 12 个月逐月）
| 月份 | 单量 | A 方案差额（<10000） | C 方案差额（<8000） |
|---|---|---|---|
| 2024-09 | 9400 | 600 | 0 |
| 2024-10 | 8800 | 1200 | 0 |
| 2025-01 | 6900 | 3100 | 1100 |
| 2025-02 | 7100 | 2900 | 900 |
| 2025-03 | 8300 | 1700 | 0 |
| 2025-04 | 8600 | 1400 | 0 |
| 2025-05 | 9100 | 900 | 0 |
| **合计** | | **11800 单 × $1** | **2000 单 × $1** |

其余 5 个月（7、8、11、12、6月）都超过 10000 单，两种方案都没有差额费。

建议还价 **$2.55/单 + 最低 8000 单**。90 天终止期各家 3PL 基本都是这个标准，我觉得可以让步，换取拣货费上的让步。要我回 Marcus 吗？""", key="m_counter")
    c.user("行，就按你说的还个价。90天终止期他们坚持就算了。", key="u8")
    c.act("好，我回复 Marcus。", [
        ("email_send", {
            "to": ["mreed@parcelbridge.com"], "cc": ["jlin@parcelbridge.com", "zhoukai@trailwild.com"],
            "subject": "RE: TrailWild x ParcelBridge – commercial terms for PB-DFW onboarding (quote PB-Q-0703)",
            "body": "Hi Marcus,\n\nWelcome aboard, and thanks for the quick turnaround. Storage $0.55, liability cap $100/package "
                    "and Net 30 – great, thank you. We can accept the 90-day termination period.\n\nOn pick & pack, our monthly "
                    "volume ranges from 6,900 to 12,600 orders, so a 10,000 minimum isn't workable for us. Our counter: "
                    "$2.55/order with an 8,000 orders/month minimum (shortfall at $1.00/order as you proposed). If that works, "
                    "please send the updated MSA so we can sign before the first truck arrives on Jul 17.\n\nBest,\nKai"},
         "sent  message_id=<20250709T2305.tw-ops-4490@trailwild.com>\nto: mreed@parcelbridge.com  cc: jlin@parcelbridge.com, "
         "zhoukai@trailwild.com\nstatus: delivered 2025-07-09 23:05 CST"),
    ])
    c.say("已回复 Marcus：还价 **$2.55/单 + 每月最低 8000 单**，接受 90 天终止期，请他发更新后的 MSA，争取在 7月17日第一车到达前签完。")

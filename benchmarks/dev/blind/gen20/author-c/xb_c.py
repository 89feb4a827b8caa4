"""blind-zh-crossborder-3pl-switch, part C: turns 9-12 (cycle count, claim, contract v3, customs hold)."""
import xb_data as x
from xb_f import extra_correction
import xb_data2 as x2

ACCEPT_MAIL = """共 2 封
────────────────────────────────────────
From: Marcus Reed <mreed@parcelbridge.com>    Date: 2025-07-11 15:02 CT    To: zhoukai@trailwild.com
Subject: RE: TrailWild x ParcelBridge – commercial terms for PB-DFW onboarding (quote PB-Q-0703)
Hi Kai, good news – approved internally: $2.55/order pick & pack with an 8,000 orders/month minimum, shortfall $1.00/order.
Attached is the updated MSA (PB-MSA-2025-TW-v3) with Schedule A reflecting everything we agreed. Once signed we'll activate
your client account PB-CL-4471 for live orders. Looking forward to the first trucks on the 17th. – Marcus
Attachment: PB-MSA-2025-TW-v3.pdf (31 pages)
> From: Kai Zhou  Sent: Wednesday, July 9, 2025 10:05 AM CT
> Our counter: $2.55/order with an 8,000 orders/month minimum (shortfall at $1.00/order as you proposed). If that works,
> please send the updated MSA so we can sign before the first truck arrives on Jul 17.
────────────────────────────────────────
From: 陈立峰 <chenlf@trailwild.com>    Date: 2025-07-12 22:41 CST    To: zhoukai@trailwild.com
Subject: 回复: PB 合同
周凯：2.55 和每月 8000 单的条件我同意，90 天终止期也可以接受。签之前两点必须落实：
1）赔付上限 $100/包裹 必须写进 MSA 正文第 8.2 条，不能只放在报价附件或邮件里，以后扯皮说不清；
2）加一条：如果 PB 连续两个月发货准确率低于 99.5%，我们可以提前 30 天通知解约，不受 90 天限制。
这两条落实了就让我签，电子签发我邮箱就行。 —— 陈
> 周凯 2025-07-12 18:05 写道：陈总，PB 同意拣货费 $2.55/单、每月最低 8000 单（不足按 $1/单补差），仓储 $0.55、Net 30、
> 赔付上限 $100/包裹也都同意了，终止通知期他们坚持 90 天。按上半年单量，每月比 EW 新价省约 1.7 万美元。合同 v3 已到，
> 您看是否可以签？"""

PB_V3 = """contract_doc_get  doc_id=PB-MSA-2025-TW-v3   (ParcelBridge Logistics LLC – Master Fulfillment Services Agreement)
parties: ParcelBridge Logistics LLC / Shenzhen Tuoye Outdoor Technology Co., Ltd. (TrailWild)   client account: PB-CL-4471
version: v3 (2025-07-11)   pages: 31   status: DRAFT – unsigned

§2.1  Term: 12 months from the Go-Live Date; renews automatically for successive 12-month terms.
§4.1  Payment: invoices issued weekly; payment due Net 30 from invoice date.   [changed from Net 15 in v2]
§5.3  Minimum Volume Commitment: 8,000 outbound orders per calendar month, starting the second full month after Go-Live;
      shortfall billed at $1.00 per order.   [changed in v3]
§7.2  Service levels: same-day ship for orders received by 2:00 pm CT; order accuracy target 99.7%; dock-to-stock 48 hours.
§8.2  Limitation of liability: ParcelBridge's liability for loss of or damage to goods shall not exceed the lesser of the
      Client's landed cost or FIFTY U.S. DOLLARS ($50.00) per package, and $250,000 in the aggregate per year.   [unchanged]
§8.4  Client may purchase declared value coverage at 0.6% of declared value.
§13.2 Termination for convenience: either party, ninety (90) days' prior written notice.
§13.3 Termination for cause: material breach not cured within 30 days of notice.
Schedule A – Rates (v3): Pick & pack first item $2.55; additional item $0.45; storage $0.55/cu ft/month; receiving
      $0.85/carton; FBA prep $0.60/unit; peak surcharge (Nov 15-Dec 31) $0.25/order.
      Footnote 3: "Liability cap of $100 per package as agreed by email dated 2025-07-09."
Schedule B – KPI reporting: monthly scorecard (order accuracy, on-time ship, dock-to-stock, inventory accuracy).
Redline vs v2: §4.1, §5.3, Schedule A. No change to §8.2 or §13."""


def part_c(c):
    c.user("EW的盘点结果出来了吗？", key="u9")
    inv_out, open_bal = x2.ew_invoices()
    c.act("我拉 7月10日的退出盘点结果，顺便看一下 EW 的未结账单（§14.4 放货前要结清）。", [
        ("ew_cycle_count_get", {"client_id": "EW-C-20417", "count_id": "CC-EW-250710", "show": "variance_and_sample"},
         x.cycle_count_output()),
        ("ew_invoice_list", {"client_id": "EW-C-20417", "since": "2025-06-15", "status": "all"}, inv_out),
    ], tkey="t_cc")
    short_tbl, claim_total = x.shortage_table()
    c.say("""## 盘点结果：少了 283 件

- 系统 18420 件，**实盘 18137 件**，差 **−283 件**（1.54%），集中在 9 个 SKU，其中 6 个是头灯、滤水吸管、多功能刀、USB 营地灯这类小件。
- EW 备注里有几行写着 “possible mis-ship”（可能发错货）和 “no adjustment record”（没有调整记录）。

## 索赔测算（按 EW 合同 §12.2：落地成本和 $25/件 取低）

""" + short_tbl + """

TW-TENT-2P-GRN 的落地成本 $38.40 超过 $25 上限，只能按 $25 赔。

## 差异可能的原因
- **小件集中**：9 个 SKU 里有 6 个是头灯（含儿童款）、滤水吸管、多功能刀、USB 营地灯这类小件，单价低、体积小，最容易发错或者在拣货时被混拣；
- “possible mis-ship” 的 3 个 SKU（TW-TENT-2P-GRN、TW-HL-KID-YLW、TW-LANT-USB）可以去对一下 4-6 月的客户投诉里有没有“收到错货”的记录，如果有，可以作为 EW 操作失误的证据；
- EW 3月14日全盘之后没有做过循环盘点，差异是这四个月累积的。

这也说明 PB 合同里的库存准确率条款（§12.3，年损耗 0.3% 以内）要在上线后每月盯着。

## 争议点 ⚠️
EW 在盘点单里已经预先表态：按 §12.1，0.5% 的损耗免赔，按过去 12 个月平均在库 19040 件算是 **95 件**，所以他们认为只有 **188 件**可赔。我的看法：
- §12.1 说的是“过去 12 个月”的损耗，而 3月14日全盘时差异几乎为零，这次的差异集中发生在最近四个月；
- “possible mis-ship” 的 SKU 是 EW 的操作错误，本来就不应算正常损耗。
所以建议**按 283 件全额索赔 $2,506.90**，让 EW 举证。按 §12.2 必须在盘点后 30 天内（**8月9日前**）提出。

## 连带影响
1. EW 出库费按实盘重算：18137 × $0.40 = **$7,254.80**，加缠膜 98 托 × $6 = $588，合计 $7,842.80，**第三批提货前必须付清**（§14.4）。再加上现在未结的 """ + "$" + format(open_bal, ",.2f") + """（6 张账单，最晚 8月10日到期）和 7月16日以后的仓储、发货费，放最后一批货前要结清的总额估计在 $75,000-80,000（其中一部分到期日本来就在 8月12日之前），要提前跟财务打招呼排款；
2. 第三批的件数要从预估的 4650 改成按实盘计算的 4367；
3. 盘点调整现在是“待客户确认”状态，建议**索赔提交之后再确认调整**，并注明不放弃索赔权利。

要我提索赔吗？""", key="m_cc")
    c.user("提吧，你看着办。", key="u10")
    c.act("好，按 283 件全额提交，同时有保留地确认盘点调整。", [
        ("ew_claim_create", {
            "client_id": "EW-C-20417", "type": "inventory_variance", "cycle_count": "CC-EW-250710",
            "units": 283, "amount_usd": round(claim_total, 2), "basis": "MSA §12.2 – lesser of landed cost or $25/unit",
            "position": "Full variance claimed. The §12.1 allowance does not apply: the 2025-03-14 full count showed no material "
                        "variance, and rows marked 'possible mis-ship' reflect EastWind operational error.",
            "attachments": ["landed_cost_by_sku_2025Q2.xlsx", "CC-EW-250710.csv"],
            "approve_adjustment": True, "adjustment_reservation": "without prejudice to this claim"},
         """claim created  EW-CLM-0611
client: EW-C-20417   type: inventory_variance   cycle count: CC-EW-250710
units: 283   amount claimed: $2,506.90   basis: MSA §12.2
status: SUBMITTED → assigned to Claims Desk (Maria Gomez, claims@eastwindfulfill.com)
response SLA: 15 business days (by 2025-08-01)
inventory adjustment CC-EW-250710: APPROVED by client with reservation "without prejudice to this claim"
system qty EW-ONT: was 18420 → now 18137
claim lines:
  TW-HL-300-BLK 64 x $6.80 = $435.20 | TW-FILTER-STRAW 52 x $4.10 = $213.20 | TW-HL-600-BLK 41 x $11.20 = $459.20
  TW-KNIFE-MULTI 38 x $7.90 = $300.20 | TW-HYD-2L-BLK 27 x $9.60 = $259.20 | TW-LANT-USB 24 x $8.30 = $199.20
  TW-POLE-CF-BLK 19 x $21.50 = $408.50 | TW-HL-KID-YLW 11 x $5.20 = $57.20 | TW-TENT-2P-GRN 7 x $25.00 (cap) = $175.00
EW auto-note: "Allowance under §12.1 will be assessed by the Claims Desk; partial approval possible."
"""),
    ], tkey="t_claim")
    c.say("""已提交索赔 **EW-CLM-0611**：283 件，$2,506.90，EW 理赔组 Maria Gomez 负责，**8月1日前**答复。盘点调整已确认（注明不影响索赔），EW 系统库存现在是 18137 件。

EW 系统自动备注了一句“免赔额由理赔组评估，可能部分批准”，说明他们大概率会按 188 件来谈。如果他们只批 188 件，差额大约是 95 件、$800 左右；到时候你决定是接受还是坚持——金额不大，但可以作为和 EW 结清终票时的筹码（§14.4 要求我们先付清账单才放货，这笔索赔可以要求直接抵扣）。""")
    extra_correction(c)
    c.user("PB同意2.55了，老板也回了邮件，你看下，没问题就签。", key="u11")
    c.act("我先看 Marcus 和陈总的邮件。", [
        ("mail_search", {"query": "from:(mreed@parcelbridge.com OR chenlf@trailwild.com) after:2025-07-10",
                         "include_body": True}, ACCEPT_MAIL),
    ], tkey="t_accept")
    c.act("陈总有两个签约前提，我对照一下 v3 合同正文。", [
        ("contract_doc_get", {"doc_id": "PB-MSA-2025-TW-v3", "sections": ["2", "4", "5", "7", "8", "13"],
                              "include_schedules": True, "show_redline_vs": "v2"}, PB_V3 + x2.MSA_MORE),
    ], tkey="t_v3")
    c.act("""v3 现在还不能签：

- **§8.2 正文仍是 $50/包裹**，$100 只写在附表 A 的脚注 3 里——正好是陈总说不能接受的情况；
- **§13 没有准确率解约条款**。

我给 Marcus 发修改要求。""", [
        ("email_send", {
            "to": ["mreed@parcelbridge.com"], "cc": ["zhoukai@trailwild.com"],
            "subject": "PB-MSA-2025-TW-v3 – two changes needed before signature",
            "body": "Hi Marcus,\n\nThanks for v3 – Schedule A looks right ($2.55, 8,000 minimum, $0.55 storage, Net 30 in §4.1). "
                    "Before our CEO signs we need two changes in the body of the MSA:\n\n"
                    "1. §8.2: replace \"FIFTY U.S. DOLLARS ($50.00) per package\" with \"ONE HUNDRED U.S. DOLLARS ($100.00) per "
                    "package\" (currently only in Schedule A footnote 3).\n"
                    "2. New §13.4: \"If ParcelBridge's order accuracy falls below 99.5% in two consecutive calendar months, "
                    "Client may terminate this Agreement on thirty (30) days' written notice, notwithstanding §13.2.\"\n\n"
                    "Could you send v4 by Friday (Jul 18)? Happy to sign the same day via e-signature.\n\nBest,\nKai"},
         "sent  message_id=<20250714T0920.tw-ops-4512@trailwild.com>\nto: mreed@parcelbridge.com  cc: zhoukai@trailwild.com\n"
         "status: delivered 2025-07-14 09:20 CST"),
    ], tkey="t_redline")
    c.say("""## 结论：v3 先不签，已要求出 v4

| 项目 | v3 状态 | 陈总要求 | 处理 |
|---|---|---|---|
| 拣货费 $2.55 + 最低 8000 单 | ✅ 附表 A、§5.3 | 同意 | — |
| 仓储 $0.55、Net 30 | ✅ | — | — |
| 90 天终止期 | ✅ §13.2 | 接受 | — |
| 赔付上限 $100 | ❌ 正文 §8.2 仍是 $50，只在脚注里 | 必须进正文 | 已要求改 §8.2 |
| 准确率解约 | ❌ 没有 | 连续两月 < 99.5% 可提前 30 天解约 | 已要求新增 §13.4 |

已请 Marcus 7月18日（周五）前发 v4，改好后发电子签给陈总。

按最终条件，PB 每月成本约 **$108,679**（EW 8月新价下是 $125,588），每月省 **$16,909**，比原始报价又多省了约 $3,500。

| 项目 | PB 原报价 | 最终 | 每月差额 |
|---|---|---|---|
| 拣货费 | $2.85 | $2.55 | −$2,760 |
| 仓储 | $0.68 | $0.55 | −$728 |
| 合计/月 | $112,167 | $108,679 | −$3,488 |

按一年算，比留在 EW（8月新价）大约省 **20 万美元**；扣掉这次的调拨运费 $11,120、EW 出库费 $7,842.80 和 1-2 月可能的差额费约 $2,000，合计约 $21,000，两个月内就能回本。""", key="m_final_cost")
    c.user("柜子到休斯顿了吧？查一下清关。", key="u12")
    c.act("我查报关行门户里 MSKU7781234 的状态，再看看 Linda 有没有来邮件。", [
        ("mail_search", {"query": "from:lpark@meridiancb.com after:2025-07-15", "include_body": True}, x2.LINDA_MAIL),
        ("customs_entry_status", {"broker": "Meridian Customs Brokerage", "container": "MSKU7781234",
                                  "entry_number": "9KT-0458812-3", "include": ["holds", "fees", "line_items"]},
         x.customs_output() + x2.ISF_CI),
    ], key="m_customs_call", tkey="t_customs")
    c.say("""## 柜子被海关抽中查验了 ⚠️

- MSKU7781234 7月16日到休斯顿，**CBP 下了 CET 查验（intensive exam）**，要拖到 CES 查验站开箱；
- 最早 7月21日进 CES，查验结果**预计 7月25-29日**；
- 码头免堆期到 **7月21日**，之后每天 **$175** 滞港费；查验费预计 $1,200-1,850，另加拖到 CES 的拖车费 $450；
- 柜里是 5 个主力款共 6200 件，**正是 PB 上线当天要靠的库存**。

## 对上线日期的影响
放行后还要：拖车到达拉斯 1 天 + PB 收货上架 48 小时。

| 放行日 | 货到 PB | 可售 | 原定上线 |
|---|---|---|---|
| 7月25日（最好） | 7月28日 | 7月30日 | 勉强赶上 |
| 7月29日（较可能） | 7月31日 | 8/4 | **赶不上** |

如果坚持原定日期上线，主力款在 PB 是 0 库存，EW 的主力款又要随第三批搬走，**必然断货超过 3 天**。

## 方案
| | 上线日 | 缓冲 | 代价 |
|---|---|---|---|
| A | 8/4（周一） | 几乎没有，查验一延误就断货 | EW 多发 3 天单 |
| **B** | **8/11（周一）** | 放行晚到 8月6日都来得及 | EW 8月新价多发约 10 天：拣货每单多 $0.35，约 3300 单 ≈ $1,155，外加仓储 |
| C | 8/18（周一） | 很充裕 | 多付 EW 约 $2,300，Lonestar 第三车价格也要重谈 |

### 推迟对各方的影响
| 对象 | 影响 | 需要做的 |
|---|---|---|
| EW | 多用 10 天，8月起按新价计费 | 第三批改期；终止日 9月5日不变 |
| PB | Go-Live Date 要改，合同 v4 里一起改 | 通知 Marcus |
| Lonestar | 第三车日期变了，报价 7月31日过期 | 重新报价 |
| 领星 ERP | 路由切换时间改 | 重新排程 |
| 客服 | 发货地变化的时间点 | 切换前一周发通知 |
| 现金流 | EW 8月账单多一部分；关税约 $13,900 8月15日扣款 | 跟财务打招呼 |

建议 **B**。你定了之后，我把第三批调拨、ERP 路由切换和 PB 的通知一起改。""", key="m_options")

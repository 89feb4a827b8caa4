"""blind-zh-crossborder-3pl-switch, part A: system prompt and turns 1-4."""
import xb_data as x
import xb_data2 as x2

SYSTEM = (
    "你是深圳拓野户外科技有限公司（品牌 TrailWild，美国站 Shopify + Amazon）的供应链运营助手。可用工具："
    "EastWind 客户门户（ew_inventory_get / ew_cycle_count_get / ew_claim_create）、合同库（contract_doc_get）、"
    "费率测算（rate_card_compare）、邮箱（mail_search / email_send）、卡车询价（freight_quote_request）、"
    "调拨单（transfer_order_create / transfer_order_amend）、报关行门户（customs_entry_status）、"
    "领星ERP发货路由（erp_routing_schedule）、电子签（esign_envelope_send）、ParcelBridge 门户（pb_asn_status）。"
    "对外发函、签约、下单前须得到用户确认。今天是2025年7月7日（周一，北京时间）。用中文回复。"
)

EW_MSA = """contract_doc_get  doc_id=EW-MSA-2023-0901  (EastWind Fulfillment Master Services Agreement, client EW-C-20417)
status: ACTIVE   effective: 2023-09-01   term: 12 months, auto-renews for successive 12-month periods
signed by: 陈立峰 (TrailWild) / Brian Cole (EastWind)   account manager: David Wu <dwu@eastwindfulfill.com>

[Extract — sections relevant to exit]
§9.3  Removal / Transfer-out. Client-requested removal of inventory to a non-EastWind location is billed at
      $0.40 per unit (handling + outbound loading), plus pallet wrap $6.00 per pallet. Outbound appointments
      require 5 business days' notice.
§11.2 Storage is billed semi-monthly on the 1st and 16th based on cubic feet on hand at 00:00 PT.
§12.1 Shrink allowance. EastWind is not liable for inventory variance up to 0.5% of average monthly units on hand,
      measured over the trailing 12 months.
§12.2 Claims. For variance beyond the allowance, EastWind's liability is the lesser of (a) Client's documented
      landed cost or (b) $25.00 per unit. Claims must be filed within 30 days of the cycle count that discloses them.
§14.2 Termination for convenience. Either party may terminate on sixty (60) days' prior written notice sent to
      the addresses in §18 (ops@eastwindfulfill.com with copy to the account manager).
§14.4 Final release. Upon termination, EastWind shall release remaining inventory only after all outstanding
      invoices, including removal fees under §9.3 and storage through the release date, are paid in full.
§18   Notices: EastWind Fulfillment LLC, 4350 E Airport Dr, Ontario, CA 91761; ops@eastwindfulfill.com

[Attached amendment notice, dated 2025-06-02]
Rate adjustment effective 2025-08-01: Pick & pack first item $2.75 → $3.10; additional item $0.50 → $0.55;
storage $0.66 → $0.72 per cu ft / month; receiving $1.10 per carton (unchanged)."""


def _top_table():
    rows = ["| SKU | 在库 | 30天销量 | 可售天数 |", "|---|---|---|---|"]
    for s, u, _, _, sales in x.inventory():
        if s in x.TOP:
            rows.append("| %s | %d | %d | %d |" % (s, u, sales, int(u / sales * 30)))
    return "\n".join(rows)


TOP_TABLE = _top_table()


def part_a(c):
    c.system(SYSTEM)
    c.user("这个会话专门跟进海外仓切换。背景：我们决定把美国海外仓从 EastWind（安大略 EW-ONT）整体换到 ParcelBridge 的达拉斯仓 PB-DFW，"
           "EW 8月起涨价，丢件也多。计划8月1日正式切到PB上线。几条硬要求：\n"
           "1. EW 到达拉斯的调拨运费控制在 $12,000 以内；\n"
           "2. 任何一个SKU断货不能超过3天；\n"
           "3. 明天开始 Prime Day（7月8-11日），这几天 EW 的发货和 FBA 补货路由一律不动。\n\n"
           "先帮我看两件事：EW 现在库存到底有多少；EW 合同里退出要注意什么。", key="u1")
    c.act("好，我先拉 EW 的实时库存，再把 EW 的主合同调出来看退出相关条款，顺便看一下 PB 达拉斯仓的基本情况。", [
        ("ew_inventory_get", {"client_id": "EW-C-20417", "warehouse": "EW-ONT", "include": ["reserved", "cartons", "cuft",
                                                                                           "sales_30d"]},
         x.inventory_output()),
        ("contract_doc_get", {"doc_id": "EW-MSA-2023-0901", "sections": ["9", "11", "12", "14", "18"],
                              "include_amendments": True}, EW_MSA),
        ("contract_doc_get", {"doc_id": "PB-SITE-DFW", "type": "facility_profile"}, x2.PB_SITE),
    ], tkey="t_ew")
    c.say("""## 1. EW 库存现状（EW-ONT，7月7日 08:00 PT）

- **46 个 SKU，系统在库 18420 件**，1709 箱，约 98 个托盘（5060 立方英尺）。
- 5 个主力款卖得最快，库存只够 **一个半月左右**：

""" + TOP_TABLE + """

- 其余 41 个 SKU 周转慢一些，大多 40-120 天的库存，其中 TW-TARP-4X4、TW-HAMM-DBL、TW-SB-KID-PNK 被 EW 标为滞销。
- EW 上次全盘是 3月14日，**7月10日**有一次我们申请的退出盘点。

## 2. EW 合同（EW-MSA-2023-0901）退出要点

| 条款 | 内容 | 对我们的影响 |
|---|---|---|
| §14.2 终止 | **提前 60 天书面通知**，发 ops@eastwindfulfill.com 并抄送客户经理 David Wu | 今天发，最早 9月5日 终止；合同会一直计费到那天 |
| §14.4 放货 | **所有账单结清后才放最后一批货**，包括出库费和截至放货日的仓储费 | 最后一批调拨前必须先付清，别被卡住 |
| §9.3 出库费 | **$0.40/件** + 托盘缠膜 $6/托；出库预约要提前 **5 个工作日** | 18420 件约 $7,368，外加 98 托 × $6 = $588 |
| §12.1 / §12.2 | 0.5% 以内的损耗 EW 不赔；超出部分按落地成本或 $25/件取低赔付，**盘点后 30 天内**提出 | 7月10日盘点后如有差异要抓紧索赔 |
| 涨价通知 | 8月1日起拣货费 $2.75 → **$3.10**，仓储 $0.66 → $0.72 | 8月1日前切走就能避开大部分涨价 |

## 初步时间线（按 8月1日切换倒排）

| 时间 | 事项 |
|---|---|
| 7月7日 | 发 EW 终止通知；和 PB 谈条款 |
| 7月8-11日 | Prime Day，EW 发货和 FBA 补货一律不动 |
| 7月10日 | EW 退出盘点 |
| 7月14日那周 | 第一批调拨（非主力款富余库存） |
| 7月16日 | 海运柜到休斯顿，清关后直送 PB |
| 7月21日那周 | 第二批调拨 |
| 7月下旬 | PB 合同签署、测试单 |
| 8月1日 | 订单路由切到 PB |
| 8月初 | 第三批：EW 剩余全部库存 |
| 9月5日 | EW 合同终止（如果今天发通知） |

## 我的判断
- 主力款库存只够一个半月左右，而且是走量最大的，**调拨期间不能让它们在路上**，否则必然违反“断货不超过3天”。比较稳的做法是：先调慢动销款的富余库存，主力款靠国内新到的柜子直接补进 PB，EW 的主力款留到切换当天再走。
- 终止通知建议**尽快发**：晚一天发，就多一天 EW 的合同期。

## 3. PB 达拉斯仓（PB-DFW）概况
- 48 个卸货口，Deposco 系统，已经对接领星和 Shopify，下午 2 点（CT）前的单当天发；
- **3 天地面运输可覆盖 81% 的美国人口**，EW 安大略只有 44%——这就是我们东部客户多时换仓的核心理由；
- 离亚马逊 DFW7、FTW1 都在 20 英里内，以后 FBA 补货会方便很多；
- 有 18000 平方英尺的超大件区，帐篷、冷藏箱这类不上流水线的货可以人工打包。

下一步要不要先用我们的订单结构算一下 EW 和 PB 每月的成本对比？PB 的报价单 PB-Q-0703 我在合同库里能看到。""")
    rate_out, _, _ = x.rate_compare_output()
    rate_out += "\n" + x2.monthly_table() + "\n" + x2.PB_QUOTE
    c.user("算吧，用上半年的实际数据。", key="u2")
    c.act("我用上半年（1-6月）月均订单结构，分别套 EW 8月新费率和 PB 报价 PB-Q-0703。", [
        ("rate_card_compare", {"profile_id": "TW-2025H1", "carriers": ["UPS Ground", "USPS Ground Advantage"],
                               "option_a": {"provider": "EastWind", "warehouse": "EW-ONT", "rate_card": "EW-2025-08"},
                               "option_b": {"provider": "ParcelBridge", "warehouse": "PB-DFW", "rate_card": "PB-Q-0703"},
                               "include_history": True}, rate_out),
    ], tkey="t_rate")
    c.say("""## 每月成本对比（上半年月均 9200 单）

| 项目 | EW（8月新价） | PB 报价 | 差额 |
|---|---|---|---|
| 拣货费（首件） | $3.10 × 9200 = $28,520 | $2.85 × 9200 = $26,220 | −$2,300 |
| 附加件 | $0.55 | $0.45 | −$276 |
| 仓储（5600 立方英尺） | $0.72 → $4,032 | $0.68 → $3,808 | −$224 |
| 入库 | $1.10/箱 | $0.85/箱 | −$225 |
| **尾程运费** | 平均 $9.84/单 | 平均 **$8.71/单** | **−$10,396** |
| **合计/月** | **$125,588** | **$112,167** | **−$13,421（10.7%）** |

**结论：省钱的大头是尾程运费，不是仓内费用。** 我们 45% 的订单发往东部，从达拉斯发平均少 1 个 zone。仓内费用 PB 只便宜 $3,000 左右，还有谈的空间。

## PB 报价里要注意的
1. **最低单量**：报价单没写，PB 标准是每月 8000 单，要在合同里定。我们过去 12 个月里 **1月 6900 单、2月 7100 单**低于 8000。
2. **赔付上限 $50/包裹**（MSA 草稿 v2 §8.2），我们帐篷、冷藏箱客单价高，不够；
3. **付款 Net 15**，EW 现在是 Net 30；
4. 11月15日-12月31日旺季附加费 $0.25/单；
5. 合同草稿 v2 的终止通知期是 90 天。

## 敏感性：如果尾程节省没有测算的那么多
| 情景 | 尾程单均节省 | 每月总节省 |
|---|---|---|
| 测算值 | $1.13 | $13,421 |
| 只有一半 | $0.57 | 约 $8,200 |
| 完全没有 | $0 | 约 $3,000（只剩仓内费用差） |

即使尾程一分钱不省，PB 也不比 EW 贵；所以换仓的决定是稳的，谈判的重点放在仓内费用和合同条款上。

## 建议的谈判目标
| 条款 | PB 报价 | 目标 |
|---|---|---|
| 拣货费 | $2.85 | $2.45 |
| 仓储 | $0.68 | $0.55 |
| 赔付上限 | $50/包裹 | $100/包裹 |
| 付款 | Net 15 | Net 30 |
| 终止通知 | 90 天 | 60 天 |

要我按这个给 PB 的 Jessica Lin 发邮件吗？""")
    c.user("按这个跟PB谈，拣货费压到2.45，仓储0.55，赔付上限100，付款Net 30，终止通知期60天。邮件发给Jessica，抄送我。", key="u3")
    c.act("好，我起草给 Jessica Lin 的谈判邮件。", [
        ("email_send", {
            "to": ["jlin@parcelbridge.com"], "cc": ["zhoukai@trailwild.com"],
            "subject": "TrailWild x ParcelBridge – commercial terms for PB-DFW onboarding (quote PB-Q-0703)",
            "body": "Hi Jessica,\n\nThanks for quote PB-Q-0703. We ran it against our H1 2025 order profile (avg 9,200 orders/month, "
                    "1.3 units/order, ~45% East Coast). We'd like to move forward with PB-DFW, targeting go-live on Aug 1, "
                    "subject to the following terms:\n\n1. Pick & pack (first item): $2.45/order\n2. Storage: $0.55/cu ft/month\n"
                    "3. Liability cap: $100/package (draft v2 §8.2 shows $50)\n4. Payment terms: Net 30\n"
                    "5. Termination for convenience: 60 days' notice (draft shows 90)\n\nAll other lines per PB-Q-0703. "
                    "Could you come back by Wednesday (Jul 9)? Our first inbound transfer from Ontario, CA is planned for "
                    "the week of Jul 14.\n\nBest,\nKai Zhou\nOperations Director, TrailWild"},
         "sent  message_id=<20250707T0312.tw-ops-4471@trailwild.com>\nto: jlin@parcelbridge.com  cc: zhoukai@trailwild.com\n"
         "subject: TrailWild x ParcelBridge – commercial terms for PB-DFW onboarding (quote PB-Q-0703)\nstatus: delivered 2025-07-07 11:12 CST"),
    ])
    c.say("已发给 Jessica Lin，抄送你，要求 7月9日（周三）前回复。邮件里写的上线目标是 8月1日、第一批调拨在 7月14日那周。")
    c.user("EW的终止通知也发了吧，按合同走60天。", key="u4")
    c.act("好，按 §14.2 和 §18 的要求，发给 ops@eastwindfulfill.com，抄送 David Wu。", [
        ("email_send", {
            "to": ["ops@eastwindfulfill.com"], "cc": ["dwu@eastwindfulfill.com", "zhoukai@trailwild.com"],
            "subject": "Notice of Termination – Master Services Agreement EW-MSA-2023-0901 (Client EW-C-20417)",
            "body": "Dear EastWind team,\n\nPursuant to §14.2 of the Master Services Agreement dated September 1, 2023 "
                    "(EW-MSA-2023-0901), TrailWild hereby gives sixty (60) days' written notice of termination for "
                    "convenience. The termination will be effective on 2025-09-05.\n\nWe plan to transfer inventory out "
                    "of EW-ONT in several waves starting the week of July 14, with outbound appointments requested at least "
                    "5 business days in advance per §9.3. Please confirm receipt of this notice and advise the final-invoice "
                    "process under §14.4.\n\nRegards,\nKai Zhou, Operations Director, TrailWild"},
         "sent  message_id=<20250707T0330.tw-ops-4473@trailwild.com>\nto: ops@eastwindfulfill.com  cc: dwu@eastwindfulfill.com, "
         "zhoukai@trailwild.com\nstatus: delivered 2025-07-07 11:30 CST (2025-07-06 20:30 PT)\n"
         "note: EastWind auto-reply — \"Your message has been received. A member of our team will respond within 2 business days.\""),
    ], key="m_ewnotice", tkey="t_ewnotice")
    c.say("""已发出。终止通知按 §14.2 写明 **2025-09-05 生效**，要求 EW 确认收到并说明 §14.4 的终票流程。EW 自动回复说 2 个工作日内答复。

提醒：因为合同到 9月5日才结束，**8月1日之后 EW 的新费率还是会对留在 EW 的库存生效**，所以库存越早搬走越省钱。

EW 退出的几个步骤，我按顺序记着：
1. 7月10日退出盘点 → 核对差异，30 天内索赔；
2. 每批出库前 5 个工作日在 EW 门户约出库；
3. 每批出库后 EW 开中期账单（出库费 $0.40/件 + 缠膜 $6/托）；
4. 最后一批前结清所有账单（§14.4），否则 EW 有权扣货；
5. 9月5日合同终止，确认没有残留库存和押金。""")

"""blind-zh-crossborder-3pl-switch, part D: turns 13-17 (go-live move, contract v4 + e-sign, customs costs, wave 1 receipt)."""
import xb_data as x
from xb_e import AGENDA
from xb_f import extra_cs_notice

TO_AMEND = """transfer_order_amend  TO-2507-03   revision: rev 2 (was rev 1)
changes:
  pickup_date   was 2025-08-02 08:00 PT  now 2025-08-12 08:00 PT
  units         was 4650 (est.)          now 4367 (EW-ONT counted qty after CC-EW-250710, all remaining)
  eta_pb        was 2025-08-05           now 2025-08-15
EW outbound appointment: requested 2025-08-12 (notice 18 business days – OK)
PB dock appointment: requested 2025-08-15 10:00 CT (ASN to be generated 2025-08-07)
WARNING: carrier quote LQ-77120 (Lonestar, $2,780/truck) valid to 2025-07-31 – pickup 2025-08-12 is outside validity;
         rate must be re-confirmed with Lonestar. Committed freight so far: TO-2507-01 $5,560, TO-2507-02 $2,780.
REMINDER: MSA EW-MSA-2023-0901 §14.4 – EW will release this final wave only after all invoices are settled.
EW outbound appointment board (EW-ONT, client EW-C-20417):
  2025-07-14 08:00 dock 14/15  TO-2507-01  STATUS: COMPLETED (2 trucks, 52 pallets, seals 4471902/4471903)
  2025-07-21 08:00 dock 14     TO-2507-02  STATUS: CONFIRMED
  2025-08-12 08:00 dock 15     TO-2507-03  STATUS: REQUESTED (awaiting EW confirmation; final release subject to §14.4)"""

ERP_OUT_HEAD = """erp_routing_schedule (领星 LingXing)  schedule_id: LX-RS-250811   status: SCHEDULED
effective: 2025-08-11 00:00 CT (2025-08-11 13:00 CST)   created by: AI assistant for zhoukai@trailwild.com
scope: Shopify store trailwild.com (US) + Amazon US MFN (seller TW-US-01); Amazon FBA inbound/replenishment: EXCLUDED
rule: default warehouse EW-ONT → PB-DFW; per-SKU fail-over to EW-ONT while PB-DFW available = 0 (auto-expires 2025-08-12 08:00 PT)
pre-check (46 SKUs):
"""

ERP_OUT_TAIL = """
pre-check summary: 41 SKUs stocked/incoming at PB-DFW; 5 top SKUs depend on MSKU7781234 (currently CBP hold)
note: carrier accounts at PB-DFW – UPS #8V27Y1, USPS via PB master account; label printing tested OK (3 test labels)"""

V4_DIFF = """contract_doc_get  doc_id=PB-MSA-2025-TW-v4  compare_to=PB-MSA-2025-TW-v3   (received 2025-07-17 18:12 CT from Marcus Reed)
pages: 32   status: DRAFT – clean for signature

REDLINE v3 → v4 (3 changes)
 §8.2  - "...the lesser of the Client's landed cost or FIFTY U.S. DOLLARS ($50.00) per package..."
       + "...the lesser of the Client's landed cost or ONE HUNDRED U.S. DOLLARS ($100.00) per package..."
 §13.4 + NEW: "If ParcelBridge's order accuracy, as reported in the Schedule B monthly scorecard, falls below 99.5% in two
          consecutive calendar months, Client may terminate this Agreement on thirty (30) days' written notice,
          notwithstanding Section 13.2."
 Sched. A footnote 3 - removed (now redundant with §8.2)

UNCHANGED (verified): §2.1 12-month term; §4.1 Net 30; §5.3 8,000 orders/month minimum, shortfall $1.00/order;
 §13.2 90 days; Schedule A: $2.55 first item, $0.45 additional, $0.55/cu ft storage, $0.85/carton receiving, $0.60 FBA prep,
 $0.25 peak surcharge (Nov 15-Dec 31). Go-Live Date field: "August 11, 2025".
signature blocks: ParcelBridge – Dana Whitfield, VP Sales; Client – 陈立峰 (Chen Lifeng), CEO"""


def part_d(c):
    c.user("改到8月11日吧。第三批也跟着往后挪，PB那边你通知一下。", key="u13")
    c.act("好，三件事一起做：第三批调拨改期并按实盘改件数、ERP 路由切换排到 8月11日、通知 Marcus。", [
        ("transfer_order_amend", {"to_id": "TO-2507-03", "changes": {"pickup_date": "2025-08-12", "units": "all_remaining"},
                                  "reason": "Go-live moved to 2025-08-11 (MSKU7781234 CBP exam); qty per CC-EW-250710"},
         TO_AMEND),
        ("erp_routing_schedule", {"system": "lingxing", "effective": "2025-08-11T00:00:00-05:00",
                                  "channels": ["shopify:trailwild.com", "amazon_us:MFN"], "exclude": ["amazon_us:FBA"],
                                  "from_warehouse": "EW-ONT", "to_warehouse": "PB-DFW",
                                  "failover": {"warehouse": "EW-ONT", "when": "pb_available_eq_0",
                                               "expires": "2025-08-12T08:00:00-07:00"}},
         ERP_OUT_HEAD + x.erp_precheck() + ERP_OUT_TAIL),
        ("email_send", {
            "to": ["mreed@parcelbridge.com"], "cc": ["zhoukai@trailwild.com"],
            "subject": "Go-live moved to Monday, Aug 11 – container MSKU7781234 under CBP exam",
            "body": "Hi Marcus,\n\nOur inbound container MSKU7781234 (5 top SKUs, 6,200 units) has been selected for a CBP "
                    "intensive exam in Houston; release is expected Jul 25-29. To avoid going live without our top sellers, "
                    "we are moving the go-live date from Aug 1 to Monday, Aug 11 (order routing switches at 00:00 CT).\n\n"
                    "Updated inbound plan: TO-2507-01 arrives Jul 17 (ASN-PB-0714), TO-2507-02 Jul 24 (ASN-PB-0721), the "
                    "container as soon as released, and the final wave TO-2507-03 on Aug 15. Please update the Go-Live Date "
                    "in the MSA accordingly.\n\nThanks,\nKai"},
         "sent  message_id=<20250717T1015.tw-ops-4538@trailwild.com>\nto: mreed@parcelbridge.com  cc: zhoukai@trailwild.com\n"
         "status: delivered 2025-07-17 10:15 CST"),
    ], key="m_golive_calls", tkey="t_golive")
    c.say("""已完成：

| 事项 | 结果 |
|---|---|
| 第三批 **TO-2507-03** | 提货 8月2日 → **8月12日**，件数 4650 → **4367**（按实盘），预计 8月15日到 PB |
| ERP 路由 **LX-RS-250811** | **8月11日 00:00 CT**（北京时间 13:00）Shopify 和亚马逊自发货切到 PB-DFW；主力 5 款在 PB 没货时自动回落 EW-ONT，8月12日提货时失效 |
| 通知 PB | 已告诉 Marcus 新的上线日、三批到货计划，并请他把 MSA 里的 Go-Live Date 改成 8月11日 |

还需要你注意的：
1. **Lonestar 第三车要重新报价**：LQ-77120 只到 7月31日有效，8月12日提货不在有效期内。目前已锁定运费 $8,340（前两批），第三车如果涨价，总运费可能超过 $12,000；
2. **FBA 补货没有放进这次路由切换**（按你 Prime Day 期间不动 FBA 的要求，我这次也没碰）。上线后需要到 **Seller Central** 把 FBA 补货的发货地址改成 PB-DFW，这个等 8月11日之后再做；
3. EW 8月1-11日仍按新价计费，预计多出约 $1,155 拣货费加仓储费。

### 切换前检查清单（8月4-10日）
- [ ] 合同 v4 签署完成，PB 账户 PB-CL-4471 激活
- [ ] 柜子 MSKU7781234 放行并在 PB 上架（最晚 8月6日放行）
- [ ] 第二批 ASN-PB-0721 收货完成、差异处理完
- [ ] 8月8日测试单 20 单全部正常出库
- [ ] 客服话术和通知发出
- [ ] EW 到期账单按时付款，避免 §14.4 卡货""", key="m_golive")
    c.user("PB的v4合同来了，你看看改对没有，对了就发电子签，我们这边陈总签。", key="u14")
    c.act("我对照 v3 看 v4 的修改。", [
        ("contract_doc_get", {"doc_id": "PB-MSA-2025-TW-v4", "compare_to": "PB-MSA-2025-TW-v3", "verify_unchanged": True},
         V4_DIFF),
    ], tkey="t_v4")
    c.act("""v4 两处都改对了：§8.2 正文已是 **$100/包裹**，新增 **§13.4**（连续两个月准确率低于 99.5% 可提前 30 天解约）；其余条款没动，Go-Live Date 也已经是 8月11日。我发电子签，陈总先签，PB 的 Dana Whitfield 会签。""", [
        ("esign_envelope_send", {
            "document": "PB-MSA-2025-TW-v4", "provider": "DocuSign",
            "signers": [{"order": 1, "name": "陈立峰", "email": "chenlf@trailwild.com", "role": "Client CEO"},
                        {"order": 2, "name": "Dana Whitfield", "email": "dwhitfield@parcelbridge.com", "role": "PB VP Sales"}],
            "cc": ["zhoukai@trailwild.com", "mreed@parcelbridge.com"],
            "message": "陈总：PB 合同 v4 已按您的两点要求修改（§8.2 赔付上限 $100/包裹写入正文；新增 §13.4 准确率解约条款），请签署。",
            "expires_days": 7},
         "envelope sent  ENV-7F3A-2291\ndocument: PB-MSA-2025-TW-v4 (32 pages)\nrouting: 1) 陈立峰 chenlf@trailwild.com – SENT "
         "2025-07-18 10:02 CST  2) Dana Whitfield dwhitfield@parcelbridge.com – waiting\ncc: zhoukai@trailwild.com, "
         "mreed@parcelbridge.com\nexpires: 2025-07-25\nstatus: awaiting signer 1"),
    ], tkey="t_esign")
    c.say("""已发出电子签 **ENV-7F3A-2291**：陈总签完后自动转 PB 的 Dana Whitfield 会签，7月25日过期。签完后 PB 会激活我们的账户 PB-CL-4471。

签完之后还有两件小事：
- 把签好的 v4 存进合同库，替换 v3 草稿；
- PB 的 §6.1 要求我们自己给货物买财产险（仓储期间的火灾、水灾等），我们现有的 PICC 货物运输险要加保“仓储期间”，这个我提醒一下财务。""")
    extra_cs_notice(c)
    c.user("查验费和滞港费最后谁出？大概多少钱？能不能让Linda申请延长免堆期？", key="u15")
    c.act("""## 费用由谁承担
查验是 CBP 随机抽查，**费用由进口商（我们，IOR）承担**，报关行和船公司都不会承担；滞港费可以向马士基申请减免，但属于酌情，不保证。

## 预估
| 项目 | 金额 |
|---|---|
| CES 查验及掏箱 | $1,200-1,850 |
| 码头→CES→码头拖车 | $450 |
| 滞港费（7月21日后，$175/天，第 5 天起 $260/天） | 若 7月29日放行、8天：约 $1,740 |
| 箱/车架使用费（7月23日后 $95/天） | 约 $570 |
| **合计** | **约 $3,960-4,610** |

关税和其他规费约 $13,900 是本来就要交的，不算在内。

## 能省一点的地方
1. 请 Linda 向马士基申请滞港费减免，理由是 CBP 查验导致的延误（有查验通知为证），成功率一般，但值得试；
2. CES 掏箱比例越低费用越低，我们的装箱单和唛头规范（1-713 箱号连续）有助于减少掏箱；
3. 放行后直接从 CES 拖去 PB，少一次回码头的拖车和箱使费。

我给 Linda 发邮件，请她向马士基申请延长免堆期，并问能不能提前 CES 的预约。""", [
        ("email_send", {
            "to": ["lpark@meridiancb.com"], "cc": ["zhoukai@trailwild.com"],
            "subject": "Entry 9KT-0458812-3 / MSKU7781234 – CET exam: free-time extension request",
            "body": "Hi Linda,\n\nRegarding entry 9KT-0458812-3 (MSKU7781234) under CET intensive exam: could you please (1) request a "
                    "free-time extension / demurrage waiver from Maersk citing the CBP exam, (2) check whether Gulf Coast CES can "
                    "take the container before Jul 21, and (3) arrange drayage straight to ParcelBridge, Grand Prairie TX 75050 "
                    "(PB-DFW) on release.\n\nThanks,\nKai Zhou, TrailWild"},
         "sent  message_id=<20250718T1040.tw-ops-4541@trailwild.com>\nto: lpark@meridiancb.com  cc: zhoukai@trailwild.com\n"
         "status: delivered 2025-07-18 10:40 CST"),
    ], key="m_linda", tkey="t_linda")
    c.say("已发给 Linda（lpark@meridiancb.com）：申请免堆期延长/滞港费减免、问 CES 能否提前到 7月21日前、放行后直接拖到 PB-DFW。她回复后我告诉你。")
    rows, exp_t, rec_t = x.asn_receipt()
    c.user("第一批到PB了吧？收货数量对不对？", key="u16")
    c.act("我查 PB 门户里 ASN-PB-0714 的收货情况。", [
        ("pb_asn_status", {"client_id": "PB-CL-4471", "asn": "ASN-PB-0714", "detail": "by_sku"},
         "ParcelBridge Client Portal · ASN-PB-0714 (TO-2507-01)   warehouse PB-DFW   status: CLOSED (received 2025-07-18 16:20 CT)\n"
         "trucks: 2 (Lonestar PRO 7741-0932, 7741-0933) arrived 2025-07-17 09:48 / 10:31 CT\n"
         "POD exception noted at dock: \"2 cartons crushed – truck 7741-0933, photos taken\" (signed by driver)\n\n"
         "| SKU | Expected | Received good | Damaged | Location | Note |\n|---|---|---|---|---|---|\n" + "\n".join(rows) +
         "\n| **TOTAL** | **%d** | **%d** | **%d** | | |\n\n" % (exp_t, rec_t, exp_t - rec_t) +
         "dock-to-stock: 30.5 h (SLA 48 h)   available to sell at PB-DFW from 2025-07-18 16:30 CT\n"
         "damaged units moved to hold location DMG-01 pending client disposition (return / dispose / liquidate)"),
    ], tkey="t_asn")
    c.say("""## 第一批收货：9460 件收到 9452 件好货

- 41 个 SKU 全部上架，**dock-to-stock 30.5 小时**（合同 48 小时），表现不错；
- **8 件破损**：TW-LANT-SOLAR 6 件、TW-COOLER-25L 2 件，都在 7741-0933 那辆车上。卸货时司机在签收单上签了“2 cartons crushed”，有照片，**运损向 Lonestar 索赔的证据是齐的**；
- 破损件暂放 PB 的 DMG-01 库位，等我们决定退回、销毁还是折价处理。

按落地成本算：TW-LANT-SOLAR 6 × $12.40 + TW-COOLER-25L 2 × $31.50 = **$137.40**。金额不大，但按承运人责任（Carmack）9 个月内提出就行，建议提一下，顺便也作为 Lonestar 的表现记录。

破损品的处理可以这样选：
| 方式 | 费用/收益 | 适合 |
|---|---|---|
| 退回国内 | 运费远高于货值 | 不建议 |
| PB 销毁 | PB 收处理费（按工时 $42/小时） | 完全不能用的 |
| 作为 B 品折价卖（亚马逊 Outlet/二手） | 可回收 30-50% | 外包装坏、商品完好的 |

要我去提索赔吗？""", key="m_asn")
    c.user("运损的事你下周一跟Lonestar提。下周一跟Marcus的onboarding会，你帮我列个议程。", key="u17")
    c.say(AGENDA, key="m_agenda")

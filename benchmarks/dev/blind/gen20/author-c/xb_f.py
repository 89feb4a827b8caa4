"""blind-zh-crossborder-3pl-switch: extra dialogue-only turns (FBA side question, cost correction, CS notice)."""


def extra_fba(c):
    c.user("顺便问一下，亚马逊FBA那边这次切换会受什么影响？Prime Day之后FBA补货怎么走？", key="u_fba")
    c.say("""## FBA 受的影响

FBA 的库存在亚马逊自己的仓（FC）里，这次切换**不影响 FBA 在售库存**，影响的是“谁给 FBA 补货”：

| | 现在 | 切换后 |
|---|---|---|
| FBA 补货发货地 | EW-ONT（贴标、预处理、约 LTL 送 FC） | PB-DFW |
| 预处理费 | EW $0.55/件 | PB **$0.60/件**（PB-Q-0703） |
| 送仓运费 | EW 合作的 LTL，按票结算 | PB 代约，运费实报实销 |
| 到 FC 的距离 | 西部 FC 近（ONT8、LGB8） | 中部/东部 FC 近（DFW7、FTW1），亚马逊如果分仓到西部会远一些 |

## 时间安排建议
1. **Prime Day 期间（7月8-11日）不动**，这是你定的规矩，我这边所有操作都避开了；
2. **7月12日-7月31日**：如果 FBA 需要补货，仍从 EW 发。注意 EW 发 FBA 的货也会占用 EW 库存，第三批调拨的件数会相应减少；
3. **8月1日切换后**：FBA 补货改从 PB 发，需要在 Seller Central 里新增/切换发货地址，新建货件时选 PB-DFW；
4. 亚马逊入库配置费（inbound placement fee）按发货地和分仓选择计算，从达拉斯发、选“亚马逊优化分仓”一般更省，第一票发的时候我们对比一下。

## 风险点
- 主力款在 FBA 的可售天数要盯紧：切换前后两周内如果 FBA 断货，补货要从 PB 发，而 PB 的主力款依赖那个海运柜；
- FBA 的补货计划最好在切换前一周冻结，避免 EW 临时出 FBA 货打乱第三批的件数。

需要的话，我可以下周拉一下 FBA 库存报告，把主力款的 FBA 可售天数算出来。""", key="m_fba")


def extra_correction(c):
    c.user("等下，TW-TENT-2P-GRN的落地成本不是38.40，上个月新批次降到36.90了，索赔金额你改一下。", key="u_corr")
    c.say("""谢谢提醒，我已经把内部落地成本表里 TW-TENT-2P-GRN 更新为 **$36.90**。

不过**索赔金额不用改**：EW 合同 §12.2 是“落地成本和 $25/件取低”，$36.90 仍然高于 $25，这 7 件还是按 $25 赔，合计 $175，索赔总额仍是 **$2,506.90**。EW-CLM-0611 的附件 landed_cost_by_sku_2025Q2.xlsx 里这一行是旧价，但不影响金额；如果 EW 理赔组问起，我们再补一版新的成本表即可。

顺带说一句：如果以后再遇到单价超过 $25 的 SKU（帐篷、冷藏箱这类），在 EW 丢了都只能赔 $25。PB 那边合同是按包裹赔，上限 $100/包裹，对高货值商品更有利。""")


def extra_cs_notice(c):
    c.user("帮我写一份给客服团队的通知：8月11日起发货仓变了，客户问物流的时候怎么回答，中英文都要。", key="u_cs")
    c.say("""# 【内部通知】美国仓发货切换说明（客服团队）

**生效时间**：2025年8月11日（美国中部时间 00:00，北京时间 13:00）
**变化**：美国站 Shopify 官网和亚马逊自发货订单，发货仓由**加州安大略（EastWind）**改为**德州达拉斯（ParcelBridge）**。亚马逊 FBA 订单不受影响。

## 客户会注意到的变化
1. **发货地址**显示为 Grand Prairie, TX（达拉斯附近），不再是 Ontario, CA；
2. **东部、中部客户**大多会快 1-2 天收到货；**西部客户**（加州、华盛顿州、俄勒冈等）可能慢 1 天；
3. 下午 2 点（美国中部时间）前的订单当天发出；
4. 8月11-15日切换期间，极少数订单可能仍从加州发出（主力款自动切换规则），属正常情况。

## 常见问题话术

**Q1：为什么我的包裹从德州发出？ / Why is my order shipping from Texas?**
> 中文：我们在 8月启用了新的达拉斯发货中心，可以更快地把包裹送到全美大部分地区，您的订单和商品都不受影响。
> EN: We've opened a new fulfillment center in Dallas, Texas this August so we can deliver faster to most of the U.S. Your order and products are exactly the same.

**Q2：我的物流单号查不到信息 / My tracking number shows no updates.**
> 中文：新仓库出库后，承运商通常需要 12-24 小时才会更新第一条物流信息，请您明天再查看；如 48 小时后仍无信息，我们会马上为您核查。
> EN: After your order leaves our new warehouse, it can take 12-24 hours for the carrier to post the first scan. If there's still no update after 48 hours, please let us know and we'll look into it right away.

**Q3：我在西部，为什么比以前慢？ / I'm on the West Coast — why is delivery slower?**
> 中文：非常抱歉，调整后西部地区的运输时间可能多 1 天，我们正在评估西部的发货方案。如您急需，我们可以为您升级为加急配送（按主管授权执行）。
> EN: We're sorry — West Coast deliveries may take one extra day after this change. If you need it sooner, we can upgrade you to expedited shipping (supervisor approval required).

**Q4：商品到货破损 / My item arrived damaged.**
> 流程不变：收集照片 → 在后台登记 → 24 小时内补发或退款。8月11日后的补发单统一从达拉斯仓发出。

## 升级规则
- 同一客户 48 小时无物流更新 → 提交给运营组（周凯）；
- 切换首周（8月11-17日）每天下午汇总一次物流类咨询数量，发到运营群。

如有问题请联系运营组。""", key="m_cs")

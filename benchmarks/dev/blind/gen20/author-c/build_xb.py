"""Build /work/blind20/out/blind-zh-crossborder-3pl-switch.json (author C)."""
from convlib import Conv
from xb_a import part_a
from xb_b import part_b
from xb_c import part_c
from xb_d import part_d

OUT = "/work/blind20/out/blind-zh-crossborder-3pl-switch.json"

c = Conv("blind-zh-crossborder-3pl-switch", "跨境电商美国海外仓从 EastWind 切换到 ParcelBridge（调拨、清关、合同、费率、上线日期）")
part_a(c)
part_b(c)
part_c(c)
part_d(c)
L = c.label
L("user_goal", "把美国海外仓从EastWind(EW-ONT)整体切到ParcelBridge达拉斯仓PB-DFW；调拨运费不超过$12,000；任何SKU断货不超过3天；"
  "Prime Day(7月8-11日)期间不动EW发货和FBA补货路由", ["PB-DFW", "$12,000", "3天"], "u1")
# facts
L("fact", "EW退出盘点CC-EW-250710实盘18137件（系统18420），短少283件", ["18137"], "t_cc")
L("fact", "EW合同§14.4：结清所有账单（含§9.3出库费$0.40/件）后才放最后一批货", ["§14.4", "$0.40"], "t_ew")
L("fact", "EW 8月1日起拣货费由$2.75涨到$3.10、仓储$0.72", ["$3.10"], "t_ew")
L("fact", "按最终条件PB每月约$108,679，EW(8月新价)$125,588，每月省$16,909", ["$108,679"], "m_final_cost")
L("fact", "过去12个月单量：月均约9200单，1月6900、2月7100，低于8000单最低量", ["9200", "6900"], "t_rate")
L("fact", "柜子MSKU7781234在休斯顿被CBP CET查验，码头免堆期到7月21日，之后滞港费$175/天", ["MSKU7781234", "$175/day"],
  "t_customs")
L("fact", "第一批ASN-PB-0714收到9460件中的9452件好货，8件破损（TW-LANT-SOLAR 6、TW-COOLER-25L 2），签收单有异常备注",
  ["9452"], "t_asn")
# decisions
L("decision", "已向EW发终止通知，按§14.2提前60天，2025-09-05生效（EW已确认）", ["2025-09-05"], "m_ewnotice")
L("decision", "调拨选方案二Lonestar整车4车$2,780/车=$11,120，建调拨单TO-2507-01/02/03", ["TO-2507-01", "Lonestar"], "t_to")
L("decision", "拣货费还价并获PB同意：$2.55/单+每月最低8000单（差额$1.00/单）", ["$2.55", "8000"], "m_counter")
L("decision", "接受PB的90天终止通知期", ["90天"], "u8")
L("decision", "陈总签约条件：$100/包裹赔付上限写入§8.2正文；新增准确率连续两月低于99.5%可提前30天解约（v4已落实）",
  ["99.5%"], "t_accept")
L("decision", "上线日从8月1日推迟到8月11日（柜子查验）", ["8月11日"], "u13")
L("decision", "第三批TO-2507-03提货改到2025-08-12，件数按实盘4367", ["TO-2507-03", "2025-08-12"], "m_golive_calls")
L("decision", "助手按283件全额提交EW索赔EW-CLM-0611（$2,506.90），不扣0.5%免赔额", ["EW-CLM-0611"], "t_claim")
# pending
L("pending_action", "电子签ENV-7F3A-2291等待陈总签署后由PB Dana Whitfield会签，7月25日过期", ["ENV-7F3A-2291"], "t_esign")
L("pending_action", "8月11日后在Seller Central把FBA补货发货地址改为PB-DFW", ["Seller Central"], "m_fba")
L("pending_action", "下周一(7月21日)向Lonestar提运损索赔：8件$137.40", ["Lonestar", "$137.40"], "m_asn")
L("pending_action", "Lonestar报价LQ-77120已过期，第三车需重新报价，注意总运费不超$12,000", ["LQ-77120", "重新报价"], "m_options")
L("pending_action", "8月12日第三批提货前付清EW终票（出库费等$7,842.80）", ["7,842.80"], "m_cc")
L("pending_action", "等Linda回复：向马士基申请免堆期延长/滞港费减免、CES提前预约", ["free-time extension"], "m_linda")
L("pending_action", "ERP路由切换LX-RS-250811定于8月11日00:00 CT执行", ["LX-RS-250811"], "t_golive")
# open issues
L("open_issue", "EW主张0.5%免赔（95件），只认188件，与我们全额283件的主张有争议", ["188", "§12.1"], "t_cc")
L("open_issue", "柜子放行日期不确定（预计7月25-29日），晚于8月6日会危及8月11日上线", ["MSKU7781234", "8月6日"], "m_options")
L("open_issue", "DMG-01库位8件破损品的处理方式（退回/销毁/折价）未定", ["DMG-01"], "t_asn")
# references
L("reference", "EW客户号EW-C-20417", ["EW-C-20417"], 2)
L("reference", "PB对接人Marcus Reed mreed@parcelbridge.com", ["mreed@parcelbridge.com"], "t_pbreply")
L("reference", "PB客户账户PB-CL-4471", ["PB-CL-4471"], "t_accept")
L("reference", "报关单号9KT-0458812-3（Meridian，Linda Park）", ["9KT-0458812-3"], "m_customs_call")
L("reference", "EW客户经理David Wu dwu@eastwindfulfill.com", ["dwu@eastwindfulfill.com"], "t_ew")
# stale
S = c.stale_item
S("原定8月1日上线，改为8月11日", ["上线", "8月1日"], "u13")
S("PB原报价拣货费$2.85，最终$2.55", ["$2.85"], "t_accept")
S("PB $2.45需每月最低10000单，最终$2.55+8000单", ["$2.45"], "t_accept")
S("PB仓储原报$0.68，同意$0.55", ["$0.68"], "t_pbreply")
S("PB对接人原为Jessica Lin，改为Marcus Reed", ["Jessica Lin"], "t_pbreply")
S("EW系统库存18420件，实盘18137件", ["18420"], "t_cc")
S("第三批原定8月2日提货，改为8月12日", ["8月2日"], "t_golive")
S("第三批原估4650件，按实盘改为4367件", ["4650"], "t_golive")
S("PB赔付上限原为$50/包裹，v4正文改为$100", ["$50"], "t_v4")
S("PB付款原为Net 15，改为Net 30", ["Net 15"], "t_pbreply")

c.write(OUT)

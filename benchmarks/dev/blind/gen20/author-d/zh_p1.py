"""Project 青松 DD, part 1: data room index, three key documents, batch-2 questions."""
import zh_data as Z

SYSTEM = """你是“律瞳”，衡达律师事务所并购业务组的尽职调查助手，为项目律师服务。你可以使用以下工具：数据室（vdr_list、vdr_get_document、vdr_qa_list、vdr_qa_submit）、尽调清单比对（dd_checklist_match）、问题清单管理（ddq_batch_create、ddq_batch_update）、交割条件跟踪表（cp_tracker_get、cp_tracker_update）、交易文件谈判要点表（issues_list_update）、项目时间表（timeline_update）、联系人（contact_update）、任务（task_create）、文档（doc_create）及邮件（mailbox_search、email_send）。
工作要求：以律师助理的标准工作，结论要有文件依据；对外发送前确认是否已获授权；所有修改要写明记录编号、修订版本和原值/新值。用中文回复，必要时保留英文合同原文。"""

KELLER = """VDR-3.01  Keller GmbH 供货框架协议（Framework Supply Agreement No. K-BY-2021-07）  英文原件 48 页  摘录：

Clause 9.4  Prices shall be adjusted annually in accordance with the mechanism set out in Annex C.
Clause 14.1  Neither Party may assign this Agreement without the prior written consent of the other Party.
Clause 14.2  Change of Control. The Supplier shall notify Keller in writing no later than thirty (30) days prior to any Change of Control. Keller may terminate this Agreement with immediate effect by written notice within ninety (90) days after becoming aware of a Change of Control that occurred without its prior written consent. "Change of Control" means any transaction or series of transactions as a result of which a person or group of persons acting in concert acquires, directly or indirectly, more than 50% of the voting rights in the Supplier or the right to appoint the majority of its directors.
Clause 14.3  Termination under Clause 14.2 shall not give rise to any liability of Keller other than payment for Products delivered.
Clause 12.3  Most favoured customer: the Supplier shall not offer Products of equivalent specification to any third party in the EEA at prices lower than those applicable to Keller.
Clause 13.1  Exclusivity: for the product families listed in Annex A (BY-RT series rotary tables, BY-LK clamping units), the Supplier shall not supply competitors of Keller listed in Annex D without Keller's prior written consent.
Clause 16.2  Liability cap: each Party's aggregate liability shall not exceed the total purchase price paid in the preceding twelve (12) months, save for wilful misconduct and product liability claims.
Clause 18.1  Term: until 31 December 2027; thereafter automatically renewed for successive periods of two (2) years unless terminated with twelve (12) months' notice.
Clause 21  Governing law: Swiss law (CISG excluded). Disputes: ICC arbitration, seat Zurich, language English.
Annex C (Price Adjustment Mechanism): referenced in Clause 9.4, NOT INCLUDED in this upload.

关联数据（VDR-9.02 2025年一季度管理报表，附注“客户集中度”）：2024年对 Keller 销售收入 1.96亿元，占营业收入 6.3亿元的 31%；前五大客户合计占比 58%。"""

PATENT = """VDR-4.07  专利共有协议（甲方：江南理工大学；乙方：苏州博远精密机械有限公司）  签署日期 2019-06-12  共 9 页  摘录：

第一条  共有专利：发明专利“一种高精度数控回转工作台及其控制方法”，专利号 ZL201910563218.X，申请日 2019-05-08，授权日 2021-09-14。
第三条  专利权由甲乙双方共有，各占 50%。专利年费由乙方承担。
第五条  任何一方均可自行实施该专利，无需向对方支付费用；乙方自行实施所获收益归乙方所有。
第六条  任何一方向第三方转让其共有份额，或许可第三方实施该专利（包括普通许可），须事先取得另一方书面同意。
第八条  基于该专利的改进技术，由完成方单独所有。
第九条  本协议不因任何一方名称、股东或实际控制人的变更而终止或变更。
第十二条  争议提交苏州仲裁委员会仲裁。

数据室备注：VDR-4.01 专利清单显示，BY-RT 系列回转工作台（2024年销售收入约 2.3亿元）使用该专利。"""

COMPLAINT = """VDR-6.03  （2025）苏05民初118号 民事起诉状  共 14 页  摘录：

原告：常州恒锐机电有限公司，住所地常州市武进区……，法定代表人：钱卫东
被告：苏州博远精密机械有限公司，住所地苏州市吴中区……
案由：侵害实用新型专利权纠纷
涉案专利：ZL201820734551.2“一种回转工作台的锁紧装置”，专利权人为原告，有效期至 2028-05-15。

诉讼请求：
1. 判令被告立即停止制造、销售、许诺销售侵犯原告涉案专利权的产品（型号 BY-RT320 系列回转工作台）；
2. 判令被告赔偿原告经济损失及为制止侵权所支付的合理开支共计人民币320万元；
3. 本案诉讼费用由被告承担。

事实与理由（摘要）：原告于 2024 年 11 月公证购买被告 BY-RT320A 产品一台，经比对，其锁紧机构落入涉案专利权利要求 1、3、5 的保护范围……
原告主张的赔偿计算依据：按被告 BY-RT320 系列2023-2024年估算销量约1,600台、单台利润约2,000元计算，被告获利约320万元；原告保留根据证据保全结果变更诉讼请求的权利。
证据清单（随起诉状提交）：1. 专利证书及年费缴纳凭证；2. （2024）苏常证经字第8817号公证书；3. 技术比对报告；4. 被告产品宣传册；5. 被告官网产品页面截图。
受理法院：江苏省苏州市中级人民法院   立案日期：2025-02-27   （数据室未提供答辩状、证据目录）"""


def build(c):
    c.user("""项目青松，今天开始由你协助。背景：
- 客户华晟资本（对接人：投资总监何静）拟收购苏州博远精密机械有限公司100%股权，对价9.6亿元。我们是买方律师，合伙人王振宇牵头，我（林晓）负责日常推进。
- 时间表：5月16日签约，最后截止日（long stop date）7月31日，DD报告终稿5月9日前交客户。
- 财务尽调那边初步估计社保公积金欠缴大概460万元。
- 第一批问题（Q-001至Q-040）上周已经发出去了，还没回。

现在先把数据室的文件清单拉一遍，对照我们的尽调清单看缺什么。

几条规矩你记住：
1. 所有发给卖方的问题清单，必须先给王律师过目；
2. 不要直接联系目标公司的任何员工，只能通过卖方律师赵敏（zhaomin@qiheng-law.com）；
3. 报告用中文，附英文摘要。""")
    c.model("好的，先拉数据室全量索引，再用制造业股权收购模板做比对。", [
        ("vdr_list", {"project": "QS-2025", "folder": "*", "recursive": True, "fields": ["id", "name", "uploaded", "pages", "uploader"]}),
        ("dd_checklist_match", {"template": "股权收购-制造业 v2024.2", "vdr_project": "QS-2025", "match_mode": "semantic", "show_gaps": True})])
    c.tool([Z.vdr_index(), Z.checklist()])
    c.model("""## 数据室概况

数据室 QS-2025 共 **66 个文件**，分 9 个文件夹，最近更新 4月18日。对照模板，**31 项已提供，10 项缺失或不完整**：

| 清单项 | 缺口 | 影响 |
|---|---|---|
| B05 代持或其他特殊安排 | 只有持股平台合伙协议（VDR-2.03），没有补充协议/代持协议 | 股权清晰性，可能影响交割 |
| C01 前十大客户合同 | Keller 协议附件C（价格调整机制）未上传 | 第一大客户的定价机制看不到 |
| D04 职务发明奖酬 | 未提供 | 核心专利发明人潜在索酬 |
| E02 社保公积金缴纳 | 没有缴纳明细 | 无法核实财务估算的460万元 |
| E03 核心人员及竞业限制 | 只有名单（VDR-5.04），没有竞业协议 | 核心团队稳定性 |
| F02 房屋所有权及建设手续 | 二期厂房只有两证（用地规划、工程规划），**缺施工许可证和竣工验收** | 可能“先建后批” |
| G02 排污许可 | 现证**2025-04-30到期**（VDR-8.01），没有续期材料 | 距到期只剩8天，停产风险 |
| H01 未决诉讼 | 118号案只有起诉状，无答辩状、证据 | 无法评估败诉风险 |
| I03 税务稽查 | 未提供 | 一般 |
| C05 关联交易 | 只有明细（VDR-9.05），无定价依据 | 一般 |

## 需要优先读的三份文件

1. **VDR-3.01 Keller 供货框架协议** - 第一大客户，要看有没有控制权变更条款；
2. **VDR-4.07 专利共有协议（江南理工大学）** - 核心专利是共有的，要看转让/许可/控制权变更的限制；
3. **VDR-6.03 118号案起诉状** - 看索赔金额和涉案产品。

要我先读这三份吗？""")
    c.user("读。先读 Keller 合同、专利共有协议和那个诉讼的起诉状。")
    c.model(None, [
        ("vdr_get_document", {"project": "QS-2025", "id": "VDR-3.01", "mode": "excerpt", "focus": ["change of control", "assignment", "term", "governing law", "Annex C"], "with_related": ["VDR-9.02"]}),
        ("vdr_get_document", {"project": "QS-2025", "id": "VDR-4.07", "mode": "excerpt", "focus": ["共有份额", "转让", "许可", "控制权变更", "争议解决"]}),
        ("vdr_get_document", {"project": "QS-2025", "id": "VDR-6.03", "mode": "excerpt", "focus": ["当事人", "诉讼请求", "涉案产品", "立案日期"]})])
    c.tool([KELLER, PATENT, COMPLAINT])
    c.model("""## 三份文件的要点

### 1. Keller 供货框架协议（VDR-3.01）- **高风险**

- **第14.2条 控制权变更**：本次收购100%股权，明显构成 Change of Control（取得超过50%表决权）。卖方须在控制权变更前**至少30日书面通知** Keller；如未取得 Keller **事先书面同意**，Keller 可在知悉后**90日内**立即终止协议。
- Keller 2024年贡献销售收入1.96亿元，占营业收入6.3亿元的 **31%**。协议被终止对估值是实质性打击。
- 协议有效期到2027年底，瑞士法管辖、苏黎世 ICC 仲裁。
- 附件C（价格调整机制）未上传，第9.4条的年度调价规则看不到。

**建议**：把取得 Keller 书面同意作为**交割条件**，并要求卖方在签约后尽快发出通知。

### 2. 专利共有协议（VDR-4.07）- **中低风险**

- 核心专利 **ZL201910563218.X** 与江南理工大学各占50%；双方都可以**自行实施**，不用付费。
- 第六条限制的是**转让共有份额**和**许可第三方实施**，本次是股权收购，专利权人仍是博远，不涉及转让或许可。
- 第九条明确约定协议**不因股东或实际控制人变更而终止**。
- 剩余风险：交割后如果华晟想把该专利许可给其他被投企业，需要江南理工大学书面同意；BY-RT 系列（约2.3亿元收入）依赖该专利。

**建议**：不需要作为交割条件；在报告中提示，并在问题清单中要求提供补充协议和历史许可情况。

### 3. （2025）苏05民初118号案（VDR-6.03）- **中风险，待评估**

- 原告常州恒锐机电，以实用新型专利 ZL201820734551.2 起诉博远 BY-RT320 系列侵权，请求**停止侵权 + 赔偿320万元**。
- 停止侵权请求比赔偿更值得关注：如果 BY-RT320 是主力型号，禁令会影响 BY-RT 系列收入。
- 数据室没有答辩状和证据，无法判断抗辩空间（例如现有技术抗辩、无效宣告）。

**建议**：要求卖方提供答辩状、代理律师意见和涉案产品销售额；SPA 中考虑专项赔偿。

需要我把这些和缺失文件一起做成第二批问题清单吗？""")
    c.user("专利共有那条你写“中低风险”我不同意：BY-RT 系列占收入三分之一以上，交割后华晟很可能要在体系内做许可，写成中风险。其他好。把第二批问题清单起草出来，你刚才说的这几点加上缺失文件，先发给王律师审。")
    return c

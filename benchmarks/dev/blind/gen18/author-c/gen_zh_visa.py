"""Generator: blind-zh-immigration-work-visa (Chinese). Deterministic (seeded)."""
import random
import sys

sys.path.insert(0, "/work/blind18/author-c")
from convlib import Conv  # noqa: E402

rng = random.Random(2025031)

SYSTEM = """你是「远帆出海」移民咨询公司的签证顾问助手（agent），负责协助客户办理英国 Skilled Worker（技术工人）工作签证。

可用工具：
- case_get(case_id) / case_note_add(case_id, note, tags)：公司案件管理系统
- checklist_get(case_id) / checklist_update(case_id, items)：材料清单
- enic_application_submit(...) / enic_status_get(ref) / enic_document_upload(ref, file, doc_type)：UK ENIC 学历比对
- appointment_search(provider, city, date_from, date_to) / appointment_book(...) / appointment_reschedule(...)：IOM 肺结核体检、VFS 递签中心预约
- fee_calculator(visa_type, duration_years, payment_date, options)：签证费用计算
- ukvi_application_submit(case_id, form_data)：提交 UKVI 在线申请表（付款由客户本人完成）
- ukvi_portal_upload(gwf, file, request_ref, note)：向 UKVI 补充材料
- mail_search(query, since) / email_send(to, cc, subject, body)：顾问共享邮箱
所有对外发送、预约、提交前需客户确认；费用以客户预算为准。今天是 2025 年 3 月 10 日（周一）。"""


def checklist_text():
    items = [
        ("A01", "有效护照（有效期覆盖签证期 + 空白页 ≥ 2）", "已收到", "E88213457，有效期至 2031-08-14"),
        ("A02", "旧护照（如有英国/申根签证记录）", "已收到", "E41907733，2019-2024"),
        ("A03", "护照照片 45x35mm 白底 x4", "已收到", "-"),
        ("B01", "雇主 Certificate of Sponsorship (CoS) 编号", "未收到", "雇主 HR 申请中"),
        ("B02", "雇主担保信 / Employer support letter（英文，HR 总监签字）", "未收到", "需与 CoS 信息一致"),
        ("B03", "劳动合同 / offer letter（含职位、SOC code、年薪、入职日期）", "已收到", "Offer 日期 2025-02-21"),
        ("C01", "学历：爱丁堡大学 MSc 学位证 + 成绩单", "部分", "学位证已收，成绩单未收"),
        ("C02", "学历：浙江大学本科学位证 + 学信网认证报告", "已收到", "学信网在线验证码 A7K2…"),
        ("C03", "UK ENIC Statement of Comparability + English Proficiency Statement（用于英语要求）", "未开始", "-"),
        ("D01", "肺结核（TB）体检证明（IOM 指定诊所）", "未预约", "上海 IOM"),
        ("E01", "UKVI 在线申请表 + 付款（签证费 + IHS 健康附加费）", "未开始", "需在递签前完成"),
        ("E02", "VFS 上海递签预约（生物信息采集）", "未预约", "-"),
        ("F01", "存款证明（A 级担保雇主在 CoS 上认证 maintenance 时可免）", "待确认", "问 HR 是否勾选 certify maintenance"),
        ("F02", "无犯罪记录证明（SOC 2134 不要求）", "不需要", "-"),
        ("G01", "中英文翻译件（非英文材料）", "部分", "合作中介：环球通途签证服务"),
    ]
    lines = ["案件 CASE-UK-2025-0317 材料清单（版本 v3，更新于 2025-03-07 17:20，更新人：王敏/环球通途）", "",
             "编号  材料                                                              状态     备注",
             "----  ----------------------------------------------------------------  -------  ------------------------------"]
    for code, name, st, note in items:
        lines.append(f"{code}   {name}  |  {st}  |  {note}")
    lines += ["", "各项具体要求（系统模板 UK-SW-OUTSIDE-v7）：",
              "A01 护照：签证有效期内持续有效；个人信息页彩色扫描，PDF，≤ 6 MB；如护照在审理期间需要使用，可在递签后申请取回（不推荐）。",
              "A02 旧护照：提供近 10 年内的旧护照，重点是英国、申根、美加澳新签证页和出入境章；不要求翻译。",
              "A03 照片：VFS 现场拍摄生物信息照，纸质照片仅用于 TB 体检和 ENIC（如需要）。",
              "B01 CoS：需含 CoS 编号、担保方牌照号、职位、SOC code、薪资、工作地点、入职日期；客户无需提交 CoS 原件，只需在在线表格中填写编号，建议打印一份备查。",
              "B02 雇主担保信：非法定材料，但建议提供；须使用公司抬头纸，由授权人签字，内容与 CoS 完全一致（薪资口径、入职日期、SOC code）。",
              "B03 Offer / 合同：英文原件扫描；如 offer 与 CoS 有差异（如津贴），须在担保信中说明。",
              "C01 爱丁堡 MSc：学位证 + 成绩单扫描；ENIC 评估需要成绩单以确认学位级别和授课语言。",
              "C02 浙大本科：学位证、毕业证、学信网《教育部学历证书电子注册备案表》英文版；本案不依赖本科满足英语要求，作为补充材料。",
              "C03 UK ENIC：Statement of Comparability + English Proficiency Statement；标准 10 个工作日，加急 5 个工作日；出具后在 ENIC 门户下载 PDF（含验证页）。",
              "D01 TB 证明：中国大陆申请人必须在 IOM 指定诊所检测；证明自 X 光拍片日起 6 个月有效，递签时须有效。",
              "E01 在线申请：在 gov.uk 填写并付款（签证费 + IHS）；付款日决定适用的签证费标准；付款须由申请人本人完成。",
              "E02 VFS 递签：在线申请付款后预约；材料须在预约前 24 小时完成上传，或现场付费扫描；生物信息采集后材料转交 UKVI。",
              "F01 存款证明：若 CoS 上担保方勾选 certify maintenance 则免；否则须提供 £1,270 存满 28 天的银行流水。",
              "F02 无犯罪记录：仅教育、医疗、社工等特定 SOC code 需要，SOC 2134 不需要。",
              "G01 翻译件：所有非英文材料须附完整英文翻译件，翻译件须注明译者资质、日期、签字及联系方式。",
              "", "完成度：6/15 已收到，2/15 部分，1/15 不需要，6/15 未开始/未收到",
              "系统提示：B01 CoS 未分配前无法提交 E01 在线申请（表格必填 CoS 编号）。",
              "系统提示：D01 TB 证明自拍片之日起 6 个月有效，须在递签时有效。"]
    return "\n".join(lines)


def case_text():
    return "\n".join([
        "案件编号：CASE-UK-2025-0317   状态：材料准备中   创建：2025-02-24   负责顾问：远帆出海 / AI 助手 + 林静（主管）",
        "客户：陈昊（Chen Hao），男，1991-06-02，上海常住，手机 138****6621，邮箱 chen.hao.dev@foxmail.com",
        "申请类别：UK Skilled Worker visa（境外申请）   目的地：London",
        "雇主：Northbridge Analytics Ltd（sponsor licence XR4M2T9QP，A-rated）",
        "  职位：Senior Backend Engineer   SOC 2020 code：2134（Programmers and software development professionals）",
        "  年薪：£68,000（base，不含奖金）   每周 37.5 小时   合同期：无固定期限；CoS 申请期限 3 年",
        "  计划入职日期：2025-05-06",
        "  HR 联系人：Sarah Whitfield，HR Manager，sarah.whitfield@northbridge-analytics.co.uk，+44 20 7946 0381",
        "合作中介（翻译 / 递签陪同）：环球通途签证服务，联系人 王敏，wangmin@globalpath-visa.cn，021-6288 4410",
        "学历：浙江大学 计算机科学与技术 学士（2013）；University of Edinburgh MSc Artificial Intelligence（2015，英文授课）",
        "英语要求：拟用英国 ENIC 英语授课学位证明满足（B2），无 IELTS 成绩",
        "随行家属：无（客户确认本次单独申请）",
        "历史备注：",
        "  2025-02-24 首次咨询，客户收到 offer，计划 5 月入职。",
        "  2025-02-27 客户提供护照、照片、本科材料。",
        "  2025-03-03 雇主 HR 告知已提交 CoS 申请（defined/undefined：undefined，境外申请人）。",
        "  2025-03-07 王敏更新材料清单 v3。",
        "",
        "往来记录（最近 12 条）：",
        "  #1  2025-02-24 10:05  电话   客户 -> 林静       首次咨询，确认签证类别 Skilled Worker，是否带家属待定",
        "  #2  2025-02-24 15:40  邮件   远帆 -> 客户       发送服务协议、材料清单 v1、报价（顾问费 ¥8,800，已付 50%）",
        "  #3  2025-02-25 09:12  邮件   客户 -> 远帆       签回服务协议，付款凭证 YF-PAY-20250225-031",
        "  #4  2025-02-26 11:30  微信   王敏 -> 客户       翻译件报价 ¥60/页，预计 12 页",
        "  #5  2025-02-27 14:22  邮件   客户 -> 远帆       护照、旧护照、照片、本科学位证、学信网报告",
        "  #6  2025-02-28 16:05  邮件   远帆 -> Sarah      自我介绍，确认 CoS 申请时间与入职日期",
        "  #7  2025-03-03 08:47  邮件   Sarah -> 远帆      已提交 undefined CoS 申请，预计 1-2 周",
        "  #8  2025-03-04 10:10  系统   林静               案件风险评估：低（A 级担保方，薪资远超门槛）",
        "  #9  2025-03-05 13:35  微信   王敏 -> 客户       本科材料翻译完成 6 页",
        "  #10 2025-03-06 09:00  系统   -                  材料清单 v2",
        "  #11 2025-03-07 17:20  系统   王敏               材料清单 v3",
        "  #12 2025-03-07 17:45  邮件   远帆 -> 客户       提醒准备爱丁堡成绩单",
        "",
        "既往签证记录（客户提供）：",
        "  2015-08  UK Tier 4 (General) Student  University of Edinburgh  2015-09-05 .. 2016-01-31  按时离境",
        "  2019-04  UK Standard Visitor (Business) 2 年多次   2019-05-12 .. 2019-05-18 入境一次",
        "  2023-09  UK Standard Visitor (Business) 2 年多次   2023-10-08 .. 2023-10-17 入境一次；有效期至 2025-09（获批工签后自动失效）",
        "  2018-06  Schengen (Germany) Business C 类       2018-07 使用",
        "  2022-11  US B1/B2 10 年                          2023-02、2024-06 使用",
        "  拒签记录：无",
        "",
        "服务协议要点（YF-SA-2025-0224-017）：",
        "  服务范围：材料清单与审核、雇主沟通、ENIC/IOM/VFS 预约、在线申请代填、补件处理、入境指引；不含翻译（由合作中介环球通途提供，另计）",
        "  顾问费：¥8,800（签约付 50%，递签后 7 日内付 50%）；如因顾问原因导致拒签，免费重新申请一次（官方费用由客户承担）",
        "  客户义务：如实提供材料；官方费用由客户本人支付；重要决定（预约、提交、付款）须客户确认",
        "  OISC 注册：Yuanfan Consulting UK Ltd, F202401337（英国移民咨询资质，Level 1）",
        "",
        "风险评估（2025-03-04，林静）：",
        "  担保方资质：A-rated，牌照有效至 2027-11；近 3 年无合规处罚记录",
        "  薪资：£68,000，高于 general threshold £38,700 及 SOC 2134 going rate £49,400",
        "  英语：依赖英国学位，需 ENIC English Proficiency Statement 或爱丁堡大学官方授课语言证明",
        "  TB：中国大陆申请人必须；上海 IOM",
        "  移民史：2015 年 Tier 4 学生签证，按时离境；2019、2023 年两次商务访问，无拒签",
        "  综合：低风险；主要时间风险为 ENIC 处理周期与 CoS 下发时间",
        "",
        "费用台账（客户自付部分，截至 2025-03-07）：顾问费 ¥4,400 已付 / ¥4,400 待付（递签后）；翻译费 ¥360 已付；签证相关官方费用 £0",
        "薪资门槛核对（系统自动）：general threshold £38,700；SOC 2134 going rate £49,400；申请人 £68,000 -> 通过",
    ])


def iom_slots():
    lines = ["provider: IOM UK TB Testing Programme - Shanghai clinic (上海市长宁区, Room 1203)",
             "search window: 2025-03-11 .. 2025-03-21   test: chest X-ray (+ sputum if required)   fee: CNY 680 (pay on site)", "",
             "date        time   slots_left  note"]
    for d in range(11, 22):
        day = f"2025-03-{d:02d}"
        if d in (15, 16):
            lines.append(f"{day}  -      0           weekend - closed")
            continue
        for t in ("09:30", "10:30", "14:00", "15:00"):
            left = 0 if d < 18 else rng.choice([0, 0, 1, 2])
            if (d, t) in ((18, "09:30"), (19, "14:00"), (20, "10:00")):
                left = 2
            lines.append(f"{day}  {t}  {left:<10}  {'-' if left else 'full'}")
    lines.append("2025-03-20  10:00  2           added slot")
    lines += ["", "earliest available: 2025-03-18 09:30, 2025-03-19 14:00, 2025-03-20 10:00",
              "requirements: original passport; 2 photos; list of addresses in last 5 years; pregnant applicants see note 4",
              "certificate: usually issued same day if X-ray clear; valid 6 months from X-ray date"]
    return "\n".join(lines)


def mailbox1():
    return "\n".join([
        "7 封新邮件（2025-03-11 至 2025-03-14），与本案相关 4 封", "",
        "[1] From: IOM Shanghai TB Clinic <tbtesting.shanghai@iom.int>  Date: 2025-03-13 16:02",
        "Subject: Appointment change notice - IOM-SH-250319-0742 (CHEN HAO)",
        "Dear applicant,\nDue to scheduled maintenance of our X-ray equipment, all appointments on 19 March 2025 have been cancelled. "
        "Your appointment has been automatically rescheduled to:\n  27 March 2025 (Thursday) 10:00, new reference IOM-SH-250327-0318\n"
        "If this time is not suitable, please reply or reschedule online before 20 March. We apologise for the inconvenience.\nIOM Shanghai",
        "",
        "[2] From: Sarah Whitfield <sarah.whitfield@northbridge-analytics.co.uk>  Date: 2025-03-12 11:47 (GMT)",
        "Subject: RE: Chen Hao - support letter & CoS questions",
        "Hi,\nGood news: the CoS has been assigned today. Details:\n  CoS number: C2G7Q19K4M8\n  Sponsor licence: XR4M2T9QP\n  Job title: Senior Backend Engineer, SOC 2134\n  Gross salary: £68,000 p.a.\n  Start date: 6 May 2025\n  Maintenance: certified by sponsor (A-rated), so Chen does not need to show personal funds.\n"
        "The signed employer support letter (signed by our HR Director, Mark Ellison) is attached as PDF, reference NBA-HR-2025-114.\n"
        "On your question: Northbridge will reimburse the visa application fee and the Immigration Health Surcharge in full, via expenses after Chen joins, on submission of the original payment receipts. "
        "Priority service or other optional fees are not covered. I'm checking with payroll whether the IHS reimbursement is treated as a taxable benefit - will come back to you.\nBest,\nSarah",
        "Attachment: NBA_support_letter_ChenHao_signed.pdf (214 KB)",
        "",
        "[3] From: 王敏 <wangmin@globalpath-visa.cn>  Date: 2025-03-14 09:15",
        "Subject: 工作交接通知 / 陈昊案件",
        "您好：\n我将于 3 月 17 日离职，陈昊（CASE-UK-2025-0317）英国工签案件的翻译及递签陪同工作由同事赵磊接手。\n"
        "赵磊：zhaolei@globalpath-visa.cn，电话 021-6288 4427，微信同号。\n已翻译完成的材料（本科学位证、学信网报告）已移交，其余待翻译材料请直接发给赵磊。\n谢谢合作！王敏",
        "",
        "[4] From: UK ENIC <noreply@enic.org.uk>  Date: 2025-03-11 08:30",
        "Subject: Application received - ENIC-SOC-2503-448913",
        "Thank you for your application. Standard processing: 10 working days from receipt of all documents. (automated message)",
        "",
        "[5] From: VFS Global <marketing@vfsglobal.com>  Date: 2025-03-12 10:00",
        "Subject: Make your UK visa application easier with our optional services",
        "Dear Customer, did you know you can save time with our Prime Time appointments, Keep My Passport service and Courier Return? Prime Time appointments are available outside standard hours at selected centres in Beijing, Shanghai, Guangzhou, Chengdu and Chongqing. "
        "Keep My Passport allows you to keep your passport during processing and submit it later once a decision has been made (not available for all visa types). Courier Return delivers your passport to your door. Prices vary by location and are subject to change. To unsubscribe, click here.",
        "",
        "[6] From: 远帆出海 运营部 <ops@yuanfan-consult.cn>  Date: 2025-03-14 18:00",
        "Subject: 【内部周报】第 11 周 英国线案件进度",
        "各位顾问：本周英国线在办案件 23 件，其中 Skilled Worker 14 件、Global Talent 3 件、学生签 6 件。本周获批 4 件，平均审理 17 个工作日。"
        "提醒：1）4 月 9 日起英国签证费上调，Skilled Worker 3 年以内 £719 -> £769，请提醒客户尽量在 4 月 8 日前完成付款；2）IOM 上海诊所 3 月 19 日设备检修，当天预约全部改期，请核对客户时间；"
        "3）合作方环球通途人员变动，王敏离职，其案件由赵磊接手；4）ENIC 近期多起因缺成绩单暂停的情况，提交时请尽量一次交齐。",
        "",
        "[7] From: 招商银行 <95555@cmbchina.com>  Date: 2025-03-13 09:30",
        "Subject: 您的个人购汇额度提醒",
        "尊敬的客户：您本年度个人购汇便利化额度为等值 5 万美元，已使用 0 美元。境外刷卡消费不占用购汇额度，但需按交易当日汇率入账。如需办理留学、工作等用途的大额购汇，请携带相关证明材料到网点办理。",
    ])


def fee_text(paid_on, label):
    return "\n".join([
        f"fee_calculator result ({label})",
        "visa_type: Skilled Worker (out-of-country)   CoS duration: 3 years   applicant: main only",
        f"payment_date: {paid_on}", "",
        "item                                   amount   note",
        "application fee (<= 3 years)           £719     rate valid for payments up to 2025-04-08",
        "application fee (<= 3 years) from 2025-04-09   £769     new Home Office fees order (+£50)",
        "Immigration Health Surcharge          £3,105   £1,035 x 3 years",
        "priority service (optional)            £500     decision target 5 working days",
        "super priority (optional)              £1,000   decision target next working day (limited slots)",
        "VFS biometrics appointment (standard)  £0       standard slots free; prime-time / weekend slots chargeable",
        "", "total (standard, paid by 2025-04-08):  £3,824",
        "total (standard, paid from 2025-04-09): £3,874",
        "note: the fee applicable is the one in force on the date the online application is submitted and paid, not the biometrics date.",
        "note: standard decision target: 3 weeks from biometrics appointment (out-of-country).",
        "", "reference - Home Office fee schedule (selected routes, outside UK):",
        "route                                         until 2025-04-08   from 2025-04-09",
        "Skilled Worker <= 3 years                      £719               £769",
        "Skilled Worker > 3 years                       £1,420             £1,519",
        "Skilled Worker (shortage / immigration salary list) <= 3 years   £551   £590",
        "Health and Care Worker <= 3 years              £284               £304",
        "Global Talent                                  £716               £766",
        "Graduate                                       £880               £880 (in-country only)",
        "Visitor (6 months)                             £127               £127",
        "dependant partner/child (Skilled Worker <= 3y) same as main applicant",
        "IHS: £1,035 per year (adult), £776 per year (student / under 18)",
        "", "currency note: card payments in GBP; Chinese UnionPay supported; bank FX rate applies (indicative 1 GBP = 9.18 CNY on 2025-03-28)",
        "indicative CNY equivalents: £719 = CNY 6,600; £769 = CNY 7,059; £3,105 = CNY 28,504; £500 = CNY 4,590; £3,824 = CNY 35,104",
        "refunds: application fee refundable only if the application is withdrawn before biometrics are taken; IHS refunded automatically if the visa is refused",
    ])


def vfs_slots():
    lines = ["VFS Global - UK Visa Application Centre Shanghai (上海市静安区 · 恒隆广场办公楼二座 1202)",
             "category: Work visa / biometrics   window: 2025-04-02 .. 2025-04-30", "",
             "date        standard slots                              prime-time (paid)"]
    for d in list(range(2, 31)):
        day = f"2025-03-{d:02d}" if d == 31 else f"2025-04-{d:02d}"
        wd = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][(0 + (d - 31) if d == 31 else (d + 0)) % 7]
        if day == "2025-04-02":
            std = "09:45 (3), 13:15 (1)"
        elif day == "2025-04-03":
            std = "10:30 (2)"
        elif day in ("2025-04-05", "2025-04-06", "2025-04-12", "2025-04-13", "2025-04-19", "2025-04-20", "2025-04-26", "2025-04-27"):
            std = "- (weekend)"
        elif day == "2025-04-04":
            std = "- (Qingming holiday, centre closed)"
        elif day < "2025-04-10":
            std = "full"
        else:
            std = f"{rng.choice(['09:15','10:00','11:30','14:15'])} ({rng.randint(1,6)}), {rng.choice(['13:30','15:00','15:45'])} ({rng.randint(1,5)})"
        prime = "17:30 (2)  £??" if std.startswith("-") else f"{rng.choice(['08:15','17:45'])} ({rng.randint(0,3)})"
        lines.append(f"{day}  {std:<42}  {prime}")
    lines += ["", "note: bring printed appointment confirmation, application checklist from UKVI, passport, TB certificate, CoS reference, supporting documents (originals).",
              "note: documents can be self-uploaded via the TLS/VFS document upload service before the appointment, or scanned at the centre (assisted scanning is a paid optional service, CNY 260).",
              "", "centre information:",
              "  opening hours (applications): Mon-Fri 08:00-15:00; passport collection 15:00-16:00; closed on Chinese public holidays (4-6 April: Qingming)",
              "  security: no liquids over 100 ml, no sharp objects, no large bags; electronic devices must be switched off in the biometrics area; a locker service is not available",
              "  arrival: arrive no earlier than 15 minutes before your appointment; late arrivals may be asked to rebook",
              "  accompanying persons: only applicants, and one adult per minor applicant, are allowed inside; representatives (e.g. agency staff) wait in the public lobby",
              "  optional services (chargeable): prime time appointment, SMS alerts CNY 25, courier return CNY 120, assisted form filling CNY 340, keep my passport CNY 640",
              "  note: VFS Global is a commercial partner of UKVI and has no role in the decision-making process"]
    return "\n".join(lines)


def ukvi_request():
    return "\n".join([
        "4 封新邮件（2025-04-03 至 2025-04-10）", "",
        "[1] From: UK Visas and Immigration <no-reply@homeoffice.gov.uk>  Date: 2025-04-09 10:41 (BST)",
        "Subject: Request for further information - GWF078213456",
        "Dear Mr CHEN HAO,\nWe are considering your application for a Skilled Worker visa (GWF078213456). We need further information before we can make a decision.\n"
        "1. The UK ENIC English Proficiency Statement you uploaded is incomplete: only page 1 of 2 has been provided. Please upload the complete document including the verification page (reference ENIC-SOC-2503-448913).\n"
        "Please upload the requested document via the link below by 23:59 (UK time) on 17 April 2025, quoting reference RFI-2025-0409-55318. "
        "If we do not receive the information by this date, your application will be decided on the basis of the evidence already provided.\n\n"
        "How to respond: use the secure upload link in your UKVI account (Applications > GWF078213456 > Requests). Upload each document as a single PDF containing all pages. Do not post original documents unless asked. "
        "You do not need to attend another appointment. Responding to this request does not incur a fee. Your application remains in the decision queue and the service standard will be measured from the date we receive the requested information.\n\n"
        "This is an automated message sent from an unmonitored mailbox. Please do not reply to this email. For enquiries contact UKVI International via the gov.uk contact form (charges may apply).\nUK Visas and Immigration",
        "",
        "[1b] From: VFS Global UK <donotreply@vfshelpline.com>  Date: 2025-04-03 11:08 (CST)",
        "Subject: Biometrics enrolled - GWF078213456",
        "Dear Applicant, your biometric information was successfully enrolled at the UK Visa Application Centre Shanghai on 03/04/2025 at 10:52. Your passport has been returned to you. Your application and supporting documents have been transmitted to UK Visas and Immigration. Processing times are determined solely by UKVI. You can track the status of your application at https://visa.vfsglobal.com/chn/en/gbr/track-application using your GWF reference. Please do not reply to this email.",
        "",
        "[1c] From: UK Visas and Immigration <no-reply@homeoffice.gov.uk>  Date: 2025-04-07 09:02 (BST)",
        "Subject: Your application has been received - GWF078213456",
        "Dear Mr CHEN HAO,\nThank you for your application for a Skilled Worker visa. We have received your biometric information and supporting documents from the visa application centre and your application is now being considered. "
        "We aim to make a decision on your application within 3 weeks. Some applications take longer, for example if we need to verify your documents or ask you to attend an interview; we will contact you if this applies to you. "
        "Please do not book non-refundable travel until you have received a decision. If your application is successful, you will be able to view your eVisa in your UKVI account. Make sure the passport you used to apply is linked to your account. "
        "If you need to withdraw your application, you can do so through your UKVI account; fees will not be refunded once biometrics have been taken.\nUK Visas and Immigration",
        "",
        "[2] From: Sarah Whitfield <sarah.whitfield@northbridge-analytics.co.uk>  Date: 2025-04-07 15:20 (BST)",
        "Subject: RE: CoS start date change - sponsor note",
        "Hi,\nDone - I added a sponsor note to Chen's CoS (C2G7Q19K4M8) on the SMS on 4 April explaining the start date moved from 6 May to 19 May 2025 due to team restructuring. "
        "Our immigration counsel says that's sufficient and no new CoS is needed. Still waiting for payroll on the IHS tax question, sorry!\nSarah",
    ])



def policy_text():
    return "\n".join([
        "policy_search results (source: GOV.UK guidance, Home Office caseworker guidance; retrieved 2025-03-12)", "",
        "[1] Skilled Worker visa: Your partner and children (gov.uk/skilled-worker-visa/your-partner-and-children)",
        "Your partner and children can apply to join you in the UK as your 'dependants' if they're eligible. A dependant partner or child is any of the following: your husband, wife, civil partner or unmarried partner; your child under 18; your child over 18 if they're currently in the UK as your dependant.",
        "If your partner or children are applying separately from you, they can apply at any time after you have been granted leave; their visa will usually end on the same date as yours.",
        "Fees: each dependant pays the same application fee and Immigration Health Surcharge as the main applicant (Skilled Worker up to 3 years: £719 until 8 April 2025, £769 from 9 April 2025; IHS £1,035 per year).",
        "Money: dependants must show £285 for a partner, £315 for one child, £200 for each additional child, held for 28 consecutive days, unless the sponsor is A-rated and certifies maintenance for dependants on the CoS.",
        "Relationship evidence: marriage certificate (translated), evidence of living together for unmarried partners (2 years).",
        "",
        "[2] Skilled Worker visa: Knowledge of English (gov.uk/skilled-worker-visa/knowledge-of-english)",
        "You must prove your knowledge of English when you apply. You'll usually need to prove you can read, write, speak and understand English to at least level B2 on the CEFR scale. You can prove your knowledge of English by:",
        "  - having a GCSE, A level, Scottish National Qualification level 4 or 5, Scottish Higher or Advanced Higher in English, gained through study at a UK school that you began when you were under 18;",
        "  - having a degree-level academic qualification that was taught in English - if you studied abroad, you'll need to apply for confirmation through UK ENIC that your qualification is equivalent to a UK bachelor's degree or higher;",
        "  - passing a Secure English Language Test (SELT) from an approved provider (e.g. IELTS for UKVI, PTE Academic UKVI, LanguageCert SELT) at B2 or above.",
        "Note: if your degree is from a UK university, you do not need ENIC confirmation of equivalence, but caseworkers may still require evidence that it was taught in English; a UK ENIC English Proficiency Statement or an official letter from the university is accepted.",
        "",
        "[3] Caseworker guidance, Skilled Worker v11.0, section 'English language requirement - degree taught in English' (excerpt)",
        "SW 12.4 Where the applicant relies on an academic qualification taught in English, the caseworker must be satisfied that the qualification was taught or researched in English. Acceptable evidence includes: (a) the certificate and UK ENIC confirmation; (b) for UK degrees, the original certificate together with confirmation from the awarding institution or a UK ENIC English Proficiency Statement.",
        "SW 12.5 If evidence is missing or incomplete, the caseworker may contact the applicant under the evidential flexibility provisions (paragraph 39B) and request it within a reasonable deadline, normally 5 to 10 working days.",
        "",
        "[4] SELT test availability, China (British Council / IDP, IELTS for UKVI Academic)",
        "Shanghai test centres: next available dates 2025-03-22, 2025-03-29, 2025-04-12; results in 3-5 days (computer-delivered) or 13 days (paper). Fee: CNY 2,170. Valid for UKVI purposes for 2 years from the test date.",
        "",
        "[5a] Tuberculosis test (gov.uk/tb-test-visa)",
        "You need a TB test if you're coming to the UK for more than 6 months and you're a resident of a listed country, including China. The test must be done at an approved clinic (IOM in Beijing, Shanghai, Guangzhou, Chengdu and other cities). The certificate is valid for 6 months from the date of the chest X-ray and must be valid when you apply.",
        "If your X-ray shows signs of TB you may be asked for sputum samples; results can take up to 8 weeks.",
        "",
        "[5b] Sponsor guidance Part 2, section S4.20-S4.23: changes to start date after CoS assigned (excerpt)",
        "If the worker has already used the CoS to apply and the start date changes, the sponsor does not need to assign a new CoS. The sponsor should add a sponsor note to the CoS via the SMS explaining the reason for the change and the new start date. Where the worker will start more than 28 days after the start date stated on the CoS, the sponsor must be able to explain the delay; the application may be refused if the caseworker is not satisfied the role is genuine.",
        "Permission is normally granted from 14 days before the CoS start date, or from the date of decision if later.",
        "",
        "[5c] eVisas (gov.uk/evisa)",
        "From 2025 most successful applicants receive an eVisa rather than a physical vignette or BRP. You need a UKVI account to access your eVisa and to generate share codes for right to work and right to rent checks. Travel with the passport linked to your eVisa.",
        "",
        "[5d] Salary requirements (Skilled Worker, from 4 April 2024)",
        "General threshold: £38,700 per year, or the going rate for the occupation code, whichever is higher. SOC 2134 going rate: £49,400 (standard rate, 37.5 hours). Only guaranteed basic gross pay counts; allowances (e.g. London weighting) count only if guaranteed and paid as part of basic pay; overtime and bonuses do not count.",
        "",
        "[5i] Immigration Health Surcharge - what it covers (gov.uk/healthcare-immigration-application)",
        "You'll usually need to pay the healthcare surcharge if you're applying for a visa to work, study or join your family in the UK for more than 6 months. You pay the surcharge as part of your online immigration application. You can use the National Health Service (NHS) from the start date of your visa. You'll need to pay for some services, such as prescriptions, dental treatment and eye tests, in the same way as UK residents. "
        "You will get a full refund of the surcharge if your visa application is refused or you withdraw it before a decision. You may get a partial refund if you paid for more years than your visa was granted for. You will not get a refund if your visa application is successful but you do not come to the UK, you leave the UK before your visa ends, or you are asked to leave the UK.",
        "The surcharge is £1,035 per year for the main applicant and each adult dependant, and £776 per year for students, student dependants, Youth Mobility Scheme applicants and applicants under 18. If part of your visa period is less than 6 months, you pay half the yearly amount for that part; if it is more than 6 months you pay the full yearly amount.",
        "",
        "[5g] Evidential flexibility (Immigration Rules paragraph 39B, summary)",
        "Where an applicant has submitted a document in the wrong format, or a document that does not contain all of the specified information, or has omitted a document in a sequence (for example, one page of a document), the decision maker may contact the applicant or their representative to request the correct documents. The requested documents must be received at the address specified in the request within a reasonable deadline specified in the request. The decision maker will not request documents where they do not anticipate that addressing the omission or error will lead to a grant.",
        "",
        "[5h] Processing times (gov.uk/guidance/visa-processing-times, outside the UK)",
        "Skilled Worker: you should get a decision within 3 weeks after you've attended your appointment at the visa application centre. It may take longer if your application is complex, for example if you need to attend an interview, your supporting documents need to be verified, or you have a criminal conviction.",
        "",
        "[5e] Right to work checks and share codes (gov.uk/prove-right-to-work)",
        "Employers must check that a worker has the right to work in the UK before employment starts. Workers with an eVisa generate a share code online, valid for 90 days, and give it to the employer with their date of birth. Landlords in England carry out right to rent checks in a similar way.",
        "",
        "[5f] National Insurance number (gov.uk/apply-national-insurance-number)",
        "If you have a visa that allows you to work, you may already have a National Insurance number printed on the back of your BRP or shown in your eVisa record. If you do not have one, you can apply online once you are in the UK. You can start work before you receive it if you can prove you have the right to work.",
        "",
        "[5] Immigration Health Surcharge - reimbursement by employers (HMRC employment income manual EIM21620 excerpt)",
        "Where an employer reimburses an employee's immigration health surcharge, the reimbursement is generally earnings and subject to PAYE and NICs unless an exemption applies; employers may choose to settle the tax through a PAYE Settlement Agreement. Visa application fees paid or reimbursed by the employer for a Skilled Worker sponsored employee are treated differently; check with payroll.",
    ])


def vfs_upload_receipt():
    files = [
        ("01_passport_bio_E88213457.pdf", 2, "Passport"), ("02_previous_passport_E41907733.pdf", 34, "Previous passport"),
        ("03_CoS_C2G7Q19K4M8_printout.pdf", 3, "Certificate of Sponsorship"), ("04_NBA-HR-2025-114_support_letter.pdf", 2, "Employer letter"),
        ("05_offer_letter_Northbridge_2025-02-21.pdf", 4, "Employment offer"), ("06_TB_certificate_IOM-SH-250331-0127.pdf", 1, "TB certificate"),
        ("07_ENIC_Statement_of_Comparability.pdf", 3, "English language evidence"), ("08_ENIC_English_Proficiency_Statement.pdf", 1, "English language evidence"),
        ("09_Edinburgh_MSc_certificate.pdf", 1, "Qualification"), ("10_Edinburgh_MSc_transcript.pdf", 3, "Qualification"),
        ("11_cover_letter_CASE-UK-2025-0317.pdf", 2, "Covering letter"),
    ]
    lines = ["VFS document upload service - GWF078213456 (appointment VFS-SHA-0403-80962, 2025-04-03 10:30)", "",
             "#   file                                              pages  category                     scan_check  size"]
    for i, (f, pg, cat) in enumerate(files, 1):
        lines.append(f"{i:<3} {f:<49} {pg:>5}  {cat:<27}  OK          {rng.randint(180, 2400)} KB")
    lines += ["", "scan check detail (automated: readability, orientation, file integrity):"]
    for i, (f, pg, cat) in enumerate(files, 1):
        for pn in range(1, min(pg, 4) + 1):
            lines.append(f"  file {i:02d} page {pn:>2}: dpi={rng.choice([200, 300, 300, 300])} orientation=ok contrast={rng.uniform(0.71, 0.97):.2f} text_detected=yes sha1={rng.getrandbits(40):010x}")
        if pg > 4:
            lines.append(f"  file {i:02d} pages 5-{pg}: ok (summarised)")
    lines += ["", "upload status: COMPLETE (11 files, 56 pages)   uploaded: 2025-04-02 09:12 CST   deadline: 2025-04-02 10:30",
              "reminder: bring original passport and TB certificate to the appointment; other originals optional",
              "note: documents are transmitted to UKVI after biometric enrolment; the centre does not check completeness of individual documents."]
    return "\n".join(lines)


COVER = """To: UK Visas and Immigration
Re: Skilled Worker visa application - CHEN HAO - GWF078213456

Dear Entry Clearance Officer,

I am writing in support of my application for a Skilled Worker visa to take up employment as Senior Backend Engineer (SOC 2020 code 2134) with Northbridge Analytics Ltd (sponsor licence XR4M2T9QP), under Certificate of Sponsorship C2G7Q19K4M8.

1. Sponsorship and salary: my gross annual base salary is £68,000 for 37.5 hours per week, which exceeds the general salary threshold and the going rate for SOC 2134. My sponsor is A-rated and has certified maintenance on the CoS.
2. Start date: the start date on my CoS was 6 May 2025. My sponsor has since moved my start date to 19 May 2025 due to team restructuring and has recorded this in a sponsor note on the Sponsor Management System.
3. English language: I meet the B2 requirement through my MSc Artificial Intelligence (University of Edinburgh, 2015), taught in English, evidenced by the UK ENIC Statement of Comparability and English Proficiency Statement (reference ENIC-SOC-2503-448913).
4. Tuberculosis test: certificate issued by the IOM clinic in Shanghai on 31 March 2025 (reference IOM-SH-250331-0127).

A full list of enclosed documents is attached. Please do not hesitate to contact me at chen.hao.dev@foxmail.com if any further information is required.

Yours faithfully,
CHEN HAO

Enclosures:
1. Passport E88213457 and previous passport E41907733
2. Certificate of Sponsorship C2G7Q19K4M8 (printout) and employer support letter NBA-HR-2025-114
3. Offer letter, Northbridge Analytics Ltd, 21 February 2025
4. TB certificate IOM-SH-250331-0127
5. UK ENIC Statement of Comparability and English Proficiency Statement, ENIC-SOC-2503-448913
6. University of Edinburgh MSc certificate and transcript"""



def application_summary():
    countries = [("Japan", "Tourism"), ("Singapore", "Business"), ("Thailand", "Tourism"), ("United Kingdom", "Business"),
                 ("Germany", "Business"), ("France", "Tourism"), ("United States", "Business"), ("South Korea", "Tourism"),
                 ("Malaysia", "Business"), ("Australia", "Tourism"), ("Netherlands", "Business"), ("Italy", "Tourism")]
    lines = ["UKVI online application - submission summary (PDF: application_GWF078213456.pdf, 14 pages)", "",
             "SECTION 1 - Personal details",
             "  Given names: HAO   Family name: CHEN   Other names: none   Sex: Male   Relationship status: Married",
             "  Date of birth: 02/06/1991   Place of birth: Hangzhou, China   Nationality: Chinese (CHN)   Other nationalities: none",
             "  Passport: E88213457, issued 15/08/2021 by Exit & Entry Administration of the Ministry of Public Security, expires 14/08/2031",
             "  National identity card: yes (number withheld in summary)",
             "  Contact: chen.hao.dev@foxmail.com, +86 138****6621   Correspondence language: English",
             "", "SECTION 2 - Address history (last 5 years)"]
    lines += ["  2021-09 .. present   上海市徐汇区 (rented)  - Room 1602, Block 3, Tianyao Garden, Xuhui, Shanghai 200030",
              "  2018-03 .. 2021-08   上海市浦东新区 (rented) - Room 902, 88 Zhangjiang Road, Pudong, Shanghai 201203"]
    lines += ["", "SECTION 3 - Family",
              "  Partner: LIU YUE, DOB 14/11/1992, Chinese, lives with applicant: yes, travelling with applicant: no (will apply separately later)",
              "  Children: none   Parents: CHEN JIANGUO (DOB 1963, Chinese), WANG LIHUA (DOB 1965, Chinese)", "",
              "SECTION 4 - Travel history (last 10 years)",
              "  #   country          from        to          purpose"]
    d = 0
    for i in range(1, 61):
        c_, purp = rng.choice(countries)
        y = 2015 + (i * 10) // 61
        m = rng.randint(1, 12)
        day = rng.randint(1, 20)
        dur = rng.randint(4, 15)
        lines.append(f"  {i:<3} {c_:<16} {y}-{m:02d}-{day:02d}  {y}-{m:02d}-{day+dur:02d}  {purp}")
    lines += ["  UK visits: 2015-09 .. 2015-12 (Student, Tier 4, University of Edinburgh, MSc completion); 2019-05 (Business, 6 days); 2023-10 (Business, 9 days)",
              "  Refusals / deportations / overstays: none (any country)", "",
              "SECTION 5 - Employment",
              "  Current employer: Shanghai Lanxin Data Technology Co., Ltd., Senior Software Engineer, 2019-04 .. present, monthly salary CNY 48,000",
              "  Previous: Hangzhou Yunqi Network Co., Ltd., Software Engineer, 2015-12 .. 2019-03",
              "  UK job: Northbridge Analytics Ltd, Senior Backend Engineer, SOC 2134, £68,000, start 2025-05-06, CoS C2G7Q19K4M8", "",
              "SECTION 6 - English language: degree taught in English (University of Edinburgh MSc 2015); UK ENIC reference ENIC-SOC-2503-448913 (pending)",
              "SECTION 7 - Maintenance: certified by sponsor on CoS",
              "SECTION 8 - Criminal record / character questions: all answered 'No'",
              "SECTION 9 - Immigration Health Surcharge: 3 years, £3,105",
              "SECTION 10 - Declaration: submitted 2025-03-28 20:57 BST by applicant's representative (Yuanfan Consulting, OISC registration F202401337) on behalf of the applicant",
              "", "DOCUMENT CHECKLIST generated for this application (provide at or before your biometrics appointment):",
              "  [required] current passport or travel document (E88213457)",
              "  [required] tuberculosis test certificate from an approved clinic (applicants resident in China)",
              "  [required] evidence of English language ability: UK ENIC confirmation that your degree was taught in English (ENIC-SOC-2503-448913)",
              "  [not required] evidence of maintenance funds - sponsor has certified maintenance on the CoS",
              "  [not required] criminal record certificate - not required for occupation code 2134",
              "  [optional] previous passports showing travel history",
              "  [optional] employer letter / covering letter",
              "  [if applicable] translations of any documents not in English or Welsh, with translator's confirmation, date, full name and contact details",
              "  note: if you do not provide the required documents your application may be refused; caseworkers may request missing information",
              ""]
    return "\n".join(lines)


def checklist_v4():
    rows = [("A01", "护照", "已收到"), ("A02", "旧护照", "已收到"), ("A03", "照片", "已收到"), ("B01", "CoS C2G7Q19K4M8", "已收到"),
            ("B02", "雇主担保信 NBA-HR-2025-114", "已收到"), ("B03", "Offer", "已收到"), ("C01", "爱丁堡 MSc 学位证 + 成绩单", "部分（缺成绩单）"),
            ("C02", "浙大本科 + 学信网", "已收到"), ("C03", "UK ENIC", "进行中（暂停？待查）"), ("D01", "TB 体检", "已预约 2025-03-31 09:00"),
            ("E01", "UKVI 在线申请", "可提交"), ("E02", "VFS 预约", "未预约"), ("F01", "存款证明", "不需要"), ("F02", "无犯罪记录", "不需要"),
            ("G01", "翻译件（联系人：赵磊）", "部分")]
    return "\n".join(["清单 v4 全表："] + [f"  {a}  {b:<28}  {c}" for a, b, c in rows])


c = Conv("blind-zh-immigration-work-visa", "陈昊 英国 Skilled Worker 工作签证办理", SYSTEM)

# 1
c.user("你好，我是陈昊，案件号 CASE-UK-2025-0317。我拿到了伦敦 Northbridge Analytics 的 offer，Senior Backend Engineer，计划 5 月 6 日入职，要办英国 Skilled Worker 工签。"
       "几个前提先说清楚：所有费用加起来（签证费、健康附加费、体检、学历认证这些）预算别超过 £5,000，我先自己垫付；不要用加急或优先服务，除非真的赶不上；"
       "另外 3 月 24 日到 28 日我在深圳出差，这几天什么都安排不了。你先帮我看看现在材料到哪一步了，还缺什么。", tag="goal")
c.model("好的，我先调出您的案件和材料清单。",
        calls=[("case_get", {"case_id": "CASE-UK-2025-0317"}), ("checklist_get", {"case_id": "CASE-UK-2025-0317"})])
c.tool([case_text(), checklist_text()])
c.model("""## 案件现状（CASE-UK-2025-0317）

**基本信息**
- 签证类别：UK Skilled Worker（境外申请），职位 Senior Backend Engineer，**SOC 2134**，年薪 **£68,000**
- 雇主：Northbridge Analytics Ltd（A 级担保牌照 XR4M2T9QP），HR 联系人 **Sarah Whitfield**
- 计划入职：**2025-05-06**
- 合作中介：环球通途签证服务，联系人 **王敏**

**材料清单（15 项）**

| 状态 | 项目 |
|---|---|
| ✅ 已收到 | 护照、旧护照、照片、offer、本科学位 + 学信网报告 |
| 🟡 部分 | 爱丁堡 MSc（**缺成绩单**）、翻译件 |
| ❌ 未收到 / 未开始 | **CoS 编号**、**雇主担保信**、**UK ENIC 学历比对**、**TB 体检**、UKVI 在线申请、VFS 递签预约 |
| ⚪ 待确认 / 不需要 | 存款证明（看雇主是否在 CoS 上担保 maintenance）、无犯罪证明（不需要） |

**关键依赖关系**
1. **CoS 编号**是卡点：没有它无法提交 UKVI 在线申请，也就约不了 VFS。HR 3 月 3 日已申请，一般 1–2 周下来。
2. **英语要求**：您没有 IELTS，计划用爱丁堡 MSc（英文授课）满足，需要 **UK ENIC 的 Statement of Comparability + English Proficiency Statement**。标准处理 10 个工作日，这是最长的一条线，建议**今天就提交**。
3. **TB 体检**：上海 IOM 诊所，证明 6 个月有效，越早约越好，但要避开您 **3 月 24–28 日深圳出差**。

**建议时间线（倒推 5 月 6 日入职）**

| 步骤 | 目标日期 |
|---|---|
| ENIC 提交 | 3 月 10–11 日 |
| TB 体检 | 3 月 18–21 日（出差前） |
| CoS 到手 + 担保信 | 3 月中 |
| UKVI 在线申请 + 付款 | 3 月底–4 月初 |
| VFS 递签 | 4 月初 |
| 标准审理（约 3 周） | 4 月底前出结果 |

**费用预估（初步，按您 £5,000 的预算）：**

| 项目 | 预估 | 备注 |
|---|---|---|
| 签证申请费（≤3 年） | £719 | 4 月 9 日起可能上调 |
| IHS 健康附加费 | £3,105 | £1,035 × 3 年 |
| UK ENIC | 约 £250 | 比对 + 英语证明 |
| TB 体检 | 约 ¥700 | 现场付 |
| 翻译 | 约 ¥360–720 | 环球通途，¥60/页 |
| **合计** | **约 £4,200** | 预算内，留有约 £800 余量 |

顾问费按服务协议另计，不在这个预算里。

要我现在就提交 ENIC 申请、同时查 IOM 上海的体检时段吗？""")

# 5
c.user("先把学历认证和体检搞了。ENIC 走标准流程就行，不用加急，反正时间还够。体检约上海 IOM，最好 3 月 20 日之前。爱丁堡成绩单我这两天找找，学位证先交上去。", tag="enic_std")
c.model("好的，ENIC 按标准流程提交（学位证先交，成绩单后补），同时查 IOM 上海 3 月 11–21 日的时段。",
        calls=[("enic_application_submit", {"case_id": "CASE-UK-2025-0317", "applicant": {"name": "CHEN HAO", "dob": "1991-06-02", "passport": "E88213457"},
                                            "services": ["statement_of_comparability", "english_proficiency_statement"], "processing": "standard",
                                            "qualification": {"institution": "University of Edinburgh", "award": "MSc Artificial Intelligence", "year": 2015, "language_of_instruction": "English"},
                                            "documents": ["edinburgh_msc_certificate.pdf", "passport_bio.pdf"], "notes": "Transcript to follow."}),
               ("appointment_search", {"provider": "IOM_TB", "city": "Shanghai", "date_from": "2025-03-11", "date_to": "2025-03-21"})])
c.tool(["UK ENIC application created\n  reference: ENIC-SOC-2503-448913\n  services: Statement of Comparability (MSc, University of Edinburgh) + English Proficiency Statement\n"
        "  processing: standard (10 working days from receipt of ALL documents)\n  fee: £252.00 incl. VAT (paid by card on file, receipt RC-ENIC-99120)\n"
        "  documents received: 2 (certificate, passport)\n  documents outstanding: academic transcript (required for Statement of Comparability)\n"
        "  estimated completion: 2025-03-21 (if transcript received by 2025-03-12; otherwise recalculated on receipt)\n  fast track available: +£? (5 working days) - not selected",
        iom_slots()])
c.model("""ENIC 已提交：

- **参考号：ENIC-SOC-2503-448913**，标准流程，费用 **£252**（含 VAT），未选加急
- ⚠️ ENIC 说明：**成绩单是 Statement of Comparability 的必需材料**。预计完成日 **2025-03-21** 的前提是 **3 月 12 日前**补交成绩单，否则从收到之日起重新计 10 个工作日。所以成绩单要尽快找。

**IOM 上海 TB 体检，3 月 20 日前的可选时段：**

| 选项 | 日期 | 时间 |
|---|---|---|
| 1 | 3 月 18 日（周二） | 09:30 |
| 2 | 3 月 19 日（周三） | 14:00 |
| 3 | 3 月 20 日（周四） | 10:00 |

费用 **¥680**，现场付。带护照原件、2 张照片、近 5 年住址列表。X 光正常的话一般当天出证明，有效期 6 个月。

**关于 ENIC 的两项服务，简单说明一下：**

| 服务 | 作用 | 本案是否必需 |
|---|---|---|
| Statement of Comparability | 确认学位相当于英国哪一级（本案是英国学位，主要是形式上的确认） | 与英语证明打包申请，ENIC 要求一起做 |
| English Proficiency Statement | 确认学位是**英文授课**，满足签证 B2 英语要求 | **必需**，这是您英语要求的核心证据 |

ENIC 出具的是 PDF 电子证书，**带验证页**，上传给 UKVI 时要整份上传。

约哪一个？""")

# 9
c.user("第二个吧")
c.model(calls=[("appointment_book", {"provider": "IOM_TB", "city": "Shanghai", "date": "2025-03-19", "time": "14:00", "applicant": {"name": "CHEN HAO", "passport": "E88213457", "dob": "1991-06-02"},
                                     "contact_email": "chen.hao.dev@foxmail.com", "case_id": "CASE-UK-2025-0317"})])
c.tool(["IOM booking confirmed\n  reference: IOM-SH-250319-0742\n  applicant: CHEN HAO (E88213457)\n  date/time: 2025-03-19 (Wed) 14:00\n  clinic: IOM Shanghai TB clinic, 上海市长宁区, Room 1203\n"
        "  fee: CNY 680 (pay on site)\n  please arrive 15 minutes early; bring passport, 2 photos, address history (5 years)\n  confirmation e-mail sent to chen.hao.dev@foxmail.com\n\n"
        "IMPORTANT INFORMATION FOR APPLICANTS\n"
        "1. Bring your ORIGINAL passport. Photocopies, expired passports or travel documents not matching your visa application will not be accepted.\n"
        "2. Pregnant applicants: please inform the clinic before your appointment; the chest X-ray may be deferred and sputum tests offered instead.\n"
        "3. Applicants who have had TB before or have been in contact with a TB patient must bring previous medical records and treatment completion certificates.\n"
        "4. Do not wear jewellery or clothing with metal parts on the upper body; you may be asked to change into a gown.\n"
        "5. If your chest X-ray is normal, the certificate is usually issued on the same day. If further tests are needed, results may take up to 8 weeks and your visa application should not be submitted until the certificate is issued.\n"
        "6. The certificate is valid for 6 months from the date of the X-ray. Keep the original; you will need to provide it when you attend your visa application centre appointment.\n"
        "7. Cancellation / rescheduling: free of charge up to 24 hours before the appointment via the online booking system or by e-mail to tbtesting.shanghai@iom.int. Missed appointments cannot be refunded.\n"
        "8. Opening hours: Monday - Friday 08:30 - 12:00, 13:00 - 16:30 (closed on Chinese public holidays)."])
c.model("""已约好。

- **IOM 上海 TB 体检：3 月 19 日（周三）14:00**，预约号 **IOM-SH-250319-0742**
- 提前 15 分钟到，带护照原件、2 张照片、近 5 年住址列表；费用 ¥680 现场付
- 确认邮件已发到 chen.hao.dev@foxmail.com

另外提醒：**爱丁堡成绩单**请尽量在 **3 月 12 日**前发我，不然 ENIC 完成日会往后推。""")

# 12a dependants / IELTS
c.user("问两个事。第一，我老婆可能明年过去，她现在工作走不开，是现在一起办还是以后再办？第二，我同事说 ENIC 有时候会卡，要不我干脆去考个雅思 UKVI 当备份？你帮我查一下规定再说。")
c.model("我查一下家属和英语要求的官方指引。",
        calls=[("policy_search", {"queries": ["Skilled Worker dependants apply later", "Skilled Worker knowledge of English degree taught in English UK ENIC",
                                              "caseworker guidance English language degree evidence", "IELTS for UKVI Shanghai dates", "IHS reimbursement employer tax"],
                                  "sources": ["gov.uk", "home_office_guidance", "hmrc_manuals", "selt_providers"], "max_results": 5})])
c.tool([policy_text()])
c.model("""## 1. 太太是现在一起办还是以后办？

**可以以后单独办**，政策上明确允许：主申请人获批后，家属随时可以作为 dependant 单独申请，签证到期日和您的一致。

| | 现在一起办 | 明年单独办 |
|---|---|---|
| 费用（按 3 年） | 签证费 £719 + IHS £3,105 = **£3,824**，现在就要付 | 届时按当时费率（4 月 9 日后签证费已是 £769，IHS 也可能再涨） |
| 预算影响 | 总费用会到 **约 £7,970**，**超出 £5,000 预算** | 不占这次预算 |
| 雇主报销 | Sarah 只确认了报销**您本人**的费用，家属要另问 | 同左 |
| 资金证明 | 雇主若在 CoS 上给家属担保 maintenance 可免，否则需 **£285 存满 28 天** | 同左 |
| 签证有效期 | 与您一致 | 明年申请也与您一致，只是实际可用时间短一些 |
| 材料 | 结婚证 + 翻译件 | 同左，另加您的 eVisa 信息 |

**建议：** 太太今年走不开，现在办等于白交一年 IHS，预算也超，**以后单独办更合适**。唯一的代价是明年的费率可能更高。

**明年单独申请的流程（提前了解）：**

| 步骤 | 内容 |
|---|---|
| 1 | 您的签证获批后，太太在线填 dependant partner 申请，关联您的 GWF 号和 CoS |
| 2 | 材料：护照、结婚证 + 英文翻译件、TB 体检（同样在 IOM 做）、资金证明或雇主担保 |
| 3 | 付签证费 + IHS（按剩余年限计算，比如剩 2 年就只交 2 年 IHS） |
| 4 | VFS 递签，标准审理约 3 周 |
| 5 | 签证到期日与您一致，她在英国可以合法工作，不受职业限制 |

到时候这些我们都可以接着办。

## 2. 要不要考雅思 UKVI 当备份？

**规定上，爱丁堡 MSc 本身就能满足英语要求**，而且它是英国学位：
- 英国学位**不需要 ENIC 做等值认证**，但签证官可能要求证明是**英文授课**。可接受的证据是 **UK ENIC English Proficiency Statement**，或者**爱丁堡大学出具的官方信函**（caseworker guidance SW 12.4）。
- 如果证据不全，签证官一般会按 evidential flexibility 发补件通知，给 5–10 个工作日，**不会直接拒签**（SW 12.5）。

**雅思 UKVI 备份的成本：**

| 项目 | 情况 |
|---|---|
| 考位（上海） | 3 月 22 日、**3 月 29 日**（您 3/24–28 出差回来后）、4 月 12 日 |
| 费用 | **¥2,170** |
| 出分 | 机考 3–5 天 |
| 有效期 | 2 年 |

**我的看法：不必考。** ENIC 只要补交成绩单就能出，真有问题也是补件，不会拒签。雅思要多花 ¥2,170 和一个周末。不过如果 **3 月 25 日前** ENIC 还是没动静，再考虑报 3 月 29 日那场做保险。

## 顺带一个发现：IHS 报销可能要交税

HMRC 手册（EIM21620）的说法是：雇主报销 IHS **一般算工资性收入，要交 PAYE 和 NI**，除非公司做 PAYE Settlement Agreement 替您交税。也就是说报销 £3,105 的 IHS，到手可能只有六成左右。这一点等给 Sarah 写邮件时一起问清楚。

要不要我在 ENIC 那边加一个提醒：如果 3 月 25 日前还没有进展就通知您？""")

c.user("家属先不办，明年她自己申请。雅思不考了，就按你说的，3 月 25 号 ENIC 还没动静再说。", tag="no_dep")
c.model("""好的，记下了：
- **家属本次不办**，太太明年单独以 dependant 身份申请（到时候费用按届时费率另算）
- **不考雅思**，继续用爱丁堡 MSc + ENIC；**3 月 25 日**再看 ENIC 进度，没动静再考虑 3 月 29 日的雅思考位

接下来等 Sarah 回复担保信和 CoS 的事。""")

# 13
c.user("好。另外 HR Sarah 说担保信她们有模板，但问我们有没有特别要写进去的东西，你帮我起草个要点发给她吧。顺便问一下，IHS 这个健康附加费雇主能报销吗？我听同事说有的公司给报。")
LETTER = """Hi Sarah,

Thank you for offering to prepare the employer support letter for Chen Hao. To keep it fully consistent with the Certificate of Sponsorship, could you please make sure the letter (on company letterhead, signed by an authorised person) includes:

1. Employee: CHEN HAO, passport E88213457, date of birth 2 June 1991
2. Job title: Senior Backend Engineer; SOC 2020 code 2134 (Programmers and software development professionals)
3. Gross annual salary: £68,000 (base salary only, excluding bonus/allowances), 37.5 hours per week
4. Intended start date: 6 May 2025; place of work: London office address
5. Sponsor licence number XR4M2T9QP and the CoS number once assigned
6. Confirmation that Northbridge certifies maintenance for the first month (A-rated sponsor), so the applicant does not need to show personal funds
7. A short description of duties matching the CoS job description

Two questions from Chen:
- Will Northbridge reimburse the visa application fee and the Immigration Health Surcharge (IHS, £1,035 per year x 3 years)? If so, what receipts do you need and when can he claim?
- When do you expect the CoS to be assigned? We need the CoS number to submit the online application.

Many thanks,
Yuanfan Consulting (on behalf of Chen Hao) - case CASE-UK-2025-0317"""
c.model("""## 担保信要点

Skilled Worker 签证审核的核心是 **CoS**，担保信本身不是法定材料，但签证官会交叉核对。所以担保信里的每一个数字都要和 CoS **完全一致**，最常出问题的是薪资口径（base 还是含津贴）、入职日期、SOC code 这三项。

我准备让 Sarah 写进去的内容：

| # | 内容 | 为什么 |
|---|---|---|
| 1 | 姓名、护照号、出生日期 | 身份核对 |
| 2 | 职位 + **SOC 2134** | 决定薪资门槛 |
| 3 | 年薪 **£68,000（仅 base）**、37.5 小时/周 | 薪资门槛按 base 计算，津贴不算 |
| 4 | 入职日期 2025-05-06、工作地点 | 与 CoS 一致 |
| 5 | 担保牌照号 + CoS 编号 | 交叉核对 |
| 6 | **certify maintenance** 声明 | 这样您不用提供存款证明（清单 F01） |
| 7 | 职责描述 | 与 CoS job description 一致 |

## IHS 能不能报销？

**可以，但取决于公司政策。** 法律上 IHS 必须由申请人本人在提交在线申请时支付，雇主不能代付到 UKVI 系统里，但雇主可以**事后报销**。不少科技公司会报签证费 + IHS，一般是入职后凭付款收据走报销。要注意两点：
- 报销时 **IHS 可能被当作应税福利**（taxable benefit），实际到手可能要扣税，要问清楚；
- 签证费的**收据一定要保存**（UKVI 付款确认邮件 + 银行卡账单）。

我把这两个问题一起写进邮件，现在发给 Sarah（抄送您）：英文邮件，列出以上 7 点，并询问报销政策和 CoS 预计下发时间。""",
        calls=[("email_send", {"to": ["sarah.whitfield@northbridge-analytics.co.uk"], "cc": ["chen.hao.dev@foxmail.com"],
                               "subject": "Chen Hao - support letter & CoS questions", "body": LETTER})])
c.tool(["sent: message-id <yf-0310-8842@yuanfan-consult.cn>\n  to: sarah.whitfield@northbridge-analytics.co.uk\n  cc: chen.hao.dev@foxmail.com\n  subject: Chen Hao - support letter & CoS questions\n  logged to case CASE-UK-2025-0317 (correspondence #14)"])
c.model("""已发给 Sarah（抄送您），邮件也已记入案件往来记录 #14。

补充一下：我在邮件里写了"仅 base salary £68,000"。如果您的 offer 里有 London weighting 之类的津贴，CoS 上**不能**把津贴算进薪资门槛，这点 Sarah 那边 HR 应该清楚，我们等她回复再核对。

**薪资门槛核对（您的情况）：**

| 门槛 | 金额 | 您的 base | 结果 |
|---|---|---|---|
| General threshold | £38,700 | £68,000 | ✅ 高出约 76% |
| SOC 2134 going rate | £49,400 | £68,000 | ✅ 高出约 38% |

所以即使以后薪资结构有小调整，也不会碰到门槛问题。

**接下来等什么：**
1. Sarah 回复 CoS 编号和签好的担保信（她说过 1–2 周）
2. 您找爱丁堡成绩单，ENIC 那边在等
3. 3 月 19 日 14:00 体检""")

# 17
c.user("过了几天了，帮我看看邮箱有没有新消息，Sarah 回了没。")
c.model(calls=[("mail_search", {"query": "CASE-UK-2025-0317 OR Chen Hao OR 陈昊 OR IOM-SH OR ENIC-SOC-2503-448913", "since": "2025-03-11"})])
c.tool([mailbox1()], tag="mail1")
c.model("""## 新邮件汇总（4 封）

**1. IOM 上海：体检时间被改了 ⚠️**
X 光机 3 月 19 日检修，当天预约全部取消，系统**自动改到 3 月 27 日（周四）10:00**，新预约号 IOM-SH-250327-0318。
**问题：3 月 27 日正好在您深圳出差期间（24–28 日）。** 需要在 **3 月 20 日前**改约。

**2. Sarah：CoS 已下发 ✅**

| 项目 | 内容 |
|---|---|
| CoS 编号 | **C2G7Q19K4M8** |
| 职位 / SOC | Senior Backend Engineer / 2134 |
| 年薪 | £68,000 |
| 入职日期 | 2025-05-06 |
| Maintenance | 雇主担保（A 级），**不需要存款证明** |
| 担保信 | 已签字（HR Director Mark Ellison），编号 **NBA-HR-2025-114** |

**报销：公司全额报销签证费 + IHS**，入职后凭**原始付款收据**走报销；**优先服务等可选费用不报**。IHS 报销是否算应税福利，Sarah 还在问 payroll。

**3. 中介换人：王敏 3 月 17 日离职**，案件由 **赵磊** 接手（zhaolei@globalpath-visa.cn，021-6288 4427，微信同号）。其余待翻译材料直接发赵磊。

**4. ENIC**：系统自动回执，无新进展。

**体检改约的选择：**

| 选项 | 地点 | 时间 | 说明 |
|---|---|---|---|
| A | IOM 上海 | 3 月 21 日（周五）15:00 | 出差前最后一个可约时段，只剩 1 个位 |
| B | IOM 上海 | 3 月 31 日（周一）09:00 | 出差回来后，时间宽裕 |
| C | IOM 北京 | 3 月 25 日 | 出差期间，不可行 |

TB 证明 6 个月有效，3 月 31 日做完全不影响 4 月初递签。您倾向哪个？

**其他需要您知道的：**
- 我们公司内部周报也提到 **4 月 9 日起 Skilled Worker 签证费从 £719 涨到 £769**，所以在线申请的付款最好在 4 月 8 日前完成。CoS 已经到了，在线申请随时可以填。
- Sarah 说的"优先服务不报销"和您"不用加急"的要求一致，不影响计划。
- 担保信我核对过：职位、SOC 2134、£68,000、5 月 6 日入职、certify maintenance 都和 CoS 一致，没有问题。""")

# 21
c.user("改 3 月 31 日。北京就别考虑了。还有，CoS 和担保信都到了，清单你更新一下，中介联系人也改成赵磊。", tag="tb331")
c.model(calls=[("appointment_reschedule", {"provider": "IOM_TB", "reference": "IOM-SH-250327-0318", "new_date": "2025-03-31", "new_time": "09:00", "reason": "applicant travelling 24-28 March"}),
               ("checklist_update", {"case_id": "CASE-UK-2025-0317", "items": [
                   {"code": "B01", "status": "已收到", "note": "CoS C2G7Q19K4M8，2025-03-12 下发，start date 2025-05-06"},
                   {"code": "B02", "status": "已收到", "note": "NBA-HR-2025-114，HR Director Mark Ellison 签字"},
                   {"code": "D01", "status": "已预约", "note": "IOM 上海 2025-03-31 09:00（原 3/19 因设备检修取消）"},
                   {"code": "F01", "status": "不需要", "note": "雇主 certify maintenance"},
                   {"code": "G01", "status": "部分", "note": "中介联系人改为 赵磊 zhaolei@globalpath-visa.cn（王敏 3/17 离职）"}]})])
c.tool(["IOM reschedule confirmed\n  old reference: IOM-SH-250327-0318 (2025-03-27 10:00) -> cancelled\n  new reference: IOM-SH-250331-0127\n  date/time: 2025-03-31 (Mon) 09:00\n  clinic: IOM Shanghai TB clinic\n  confirmation sent to chen.hao.dev@foxmail.com",
        "清单 CASE-UK-2025-0317 已更新：v3 -> v4\n  B01 CoS：未收到 -> 已收到\n  B02 雇主担保信：未收到 -> 已收到\n  D01 TB 体检：未预约 -> 已预约（2025-03-31 09:00）\n  F01 存款证明：待确认 -> 不需要\n  G01 翻译件：联系人 王敏 -> 赵磊\n"
        "  完成度：9/15 已收到或不需要\n  系统提示：B01 已填，E01 UKVI 在线申请现可提交\n\n" + checklist_v4()])
c.model("""搞定。

- **TB 体检：3 月 31 日（周一）09:00**，IOM 上海，新预约号 **IOM-SH-250331-0127**（3 月 27 日那个已取消）
- 清单升级到 **v4**：CoS、担保信已收到；存款证明不需要；中介联系人改为**赵磊**
- 系统提示 UKVI 在线申请现在可以提交了

还差的主要是：**爱丁堡成绩单**（ENIC 需要）、在线申请 + 付款、VFS 递签预约。""")

# 25
c.user("成绩单还在找，估计这周能找到。你先帮我看看递签什么时候约合适，费用大概多少。")
c.model("查一下费用和 VFS 上海的可约时段。",
        calls=[("fee_calculator", {"visa_type": "skilled_worker", "location": "outside_uk", "duration_years": 3, "payment_date": "2025-03-28", "dependants": 0,
                                   "options": ["priority", "super_priority"]}),
               ("appointment_search", {"provider": "VFS_UK", "city": "Shanghai", "category": "work", "date_from": "2025-03-31", "date_to": "2025-04-18"})])
c.tool([fee_text("2025-03-28", "quote"), vfs_slots()])
c.model("""## 费用

| 项目 | 金额 | 备注 |
|---|---|---|
| 签证申请费（≤3 年） | **£719** | 仅限 **2025-04-08 前**付款 |
| 同上，4 月 9 日起付款 | £769 | 新收费令，+£50 |
| IHS 健康附加费 | **£3,105** | £1,035 × 3 年 |
| ENIC（已付） | £252 | |
| TB 体检 | ¥680（约 £74） | 现场付 |
| 优先服务（可选） | £500 | 公司不报，**不建议** |
| **合计（标准，4/8 前付款）** | **约 £4,150** | 在 £5,000 预算内 |

**关键点：适用哪个签证费，看的是在线申请提交并付款的日期，不是递签日期。** 所以只要在 **4 月 8 日前**提交在线表格并付款，就能锁定 £719，递签晚几天也没关系。另外签证费 + IHS（£3,824）入职后公司全额报销。

## VFS 上海可约时段

| 日期 | 时段 | 说明 |
|---|---|---|
| 4 月 2 日（周三） | 09:45（剩 3）、13:15（剩 1） | 标准，免费 |
| 4 月 3 日（周四） | 10:30（剩 2） | 标准，免费 |
| 4 月 4–6 日 | — | 清明 + 周末闭馆 |
| 4 月 10 日起 | 多个时段 | 标准 |

## 建议
1. **在线申请现在就可以提交并付款**：TB 证明是递签时上传，不是填表时要的。尽早付款就能锁定 £719
2. 递签约 **4 月 2 日 09:45**
3. 标准审理约 3 周，**4 月 23 日左右**出结果，离 5 月 6 日入职还有两周

⚠️ **风险**：ENIC 证明是英语要求的证据，递签时要上传。如果成绩单太晚交，ENIC 可能赶不上 4 月 2 日。

在线申请表我先按现有信息填好提交，您收到付款链接后自己付款，可以吗？VFS 约 4 月 2 日 09:45？""")

# 29
c.user("行，就这么办。4 月 2 号上午那个。表你先提交，付款我自己来。优先服务不要。", tag="vfs402")
c.model("先提交在线申请（不选优先服务），拿到 GWF 号后再约 VFS。",
        calls=[("ukvi_application_submit", {"case_id": "CASE-UK-2025-0317", "form_data": {
            "visa_type": "Skilled Worker", "applicant": {"name": "CHEN HAO", "passport": "E88213457", "dob": "1991-06-02", "nationality": "CHN"},
            "cos_number": "C2G7Q19K4M8", "sponsor_licence": "XR4M2T9QP", "job_title": "Senior Backend Engineer", "soc_code": "2134", "salary_gbp": 68000,
            "start_date": "2025-05-06", "english_language": "degree taught in English - UK ENIC ENIC-SOC-2503-448913", "maintenance": "certified by sponsor",
            "visa_length_years": 3, "priority_service": False, "vac": "Shanghai", "dependants": []}})])
c.tool(["UKVI online application submitted\n  GWF reference: GWF078213456\n  applicant: CHEN HAO\n  route: Skilled Worker (outside UK), 3 years\n  CoS: C2G7Q19K4M8\n"
        "  payment status: AWAITING PAYMENT\n  amount due: £3,824.00 (application fee £719.00 + IHS £3,105.00)\n  payment link (applicant only): https://visas-immigration.service.gov.uk/pay/GWF078213456\n"
        "  fee guarantee: amount valid if paid by 2025-04-08 23:59 BST\n  next step: book biometrics appointment at VFS Shanghai after payment\n  IHS reference will be issued on payment\n\n" + application_summary()])
c.model("""在线申请已提交：**GWF078213456**，待付款 **£3,824**（£719 + IHS £3,105）。

付款链接：https://visas-immigration.service.gov.uk/pay/GWF078213456
**请在 4 月 8 日 23:59（英国时间）前付款**，只能由您本人付。付完告诉我，我马上约 VFS 4 月 2 日 09:45。付款确认邮件和银行卡账单请务必保存，入职后报销要用。

**付款页面提示：**
- 支持 Visa / Mastercard / 银联，以英镑扣款，按发卡行汇率折算，约合人民币 **35,100 元**（按今天 9.18 的汇率）
- 付款分两步：先付 **IHS £3,105**（拿到 IHS 编号），再付**签证费 £719**；两步都完成才算付款成功
- 部分银行会对大额境外交易做风控拦截，付款前最好先打银行客服电话报备
- 付款成功后会收到两封确认邮件（IHS 一封、签证费一封），**两封都要保存**

表格里我核对过的关键信息：CoS C2G7Q19K4M8、SOC 2134、£68,000、入职 2025-05-06、英语证据 ENIC-SOC-2503-448913、maintenance 由雇主担保、家属无、不选优先服务。旅行史我按您之前给的出入境记录填了 60 次出境，请有空时看一眼 PDF 的第 4 部分有没有遗漏。""")

# 31
c.user("付好了，刚付的。约吧。")
c.model(calls=[("appointment_book", {"provider": "VFS_UK", "city": "Shanghai", "category": "work", "date": "2025-04-02", "time": "09:45", "gwf": "GWF078213456",
                                     "applicant": {"name": "CHEN HAO", "passport": "E88213457"}, "optional_services": []})])
c.tool(["VFS appointment confirmed\n  reference: VFS-SHA-0402-77415\n  GWF: GWF078213456 (payment received 2025-03-28 21:14 BST, £3,824.00, IHS ref IHS-7Q2K-40815)\n"
        "  date/time: 2025-04-02 (Wed) 09:45\n  centre: UKVAC Shanghai, 恒隆广场办公楼二座 1202\n  optional services: none\n"
        "  documents: upload via document upload service at least 24h before appointment, or bring originals for scanning (paid)"])
c.model("""Done.

- 付款已到账：**£3,824**（2025-03-28，IHS 编号 **IHS-7Q2K-40815**），**签证费锁定 £719**
- **VFS 上海：4 月 2 日（周三）09:45**，预约号 **VFS-SHA-0402-77415**
- 材料需在预约前 24 小时上传完成（我来准备并上传；体检证明 3 月 31 日拿到后补上）

到目前的费用：£719 + £3,105 + £252 + ¥680 ≈ **£4,150**，在预算内。""")

# 33
c.user("坏消息，Sarah 刚给我打电话，团队重组，入职日期推迟到 5 月 19 日。CoS 上写的是 5 月 6 日，要重新开 CoS 吗？我在线申请也已经交了。", tag="start519")
c.model("""## 入职日期从 5 月 6 日推迟到 5 月 19 日：怎么处理

**一般不需要重开 CoS。** 按 UKVI 对担保方的指引，如果 CoS 已分配、申请也已提交，只是入职日期推迟，担保方的标准做法是在 **SMS（Sponsor Management System）上给这份 CoS 加一条 sponsor note**，说明新日期和原因。签证官审理时能看到这条备注。

需要注意：
- 推迟在 **28 天以内**（5/6 到 5/19 是 13 天），属于常见的可接受调整，不会影响申请有效性；
- 签证的有效期一般从 CoS 入职日期前 14 天开始，以原 CoS 日期计算。入职推迟后入境时间更宽裕，**最早可以 5 月 5 日左右入境**（新入职日期前 14 天，以最终签发为准）；
- **sponsor note 最好在递签（4 月 2 日）前加上**，这样审理时已经在系统里。

**不建议**的做法：让雇主撤销 CoS 重开。那样要撤回已提交的申请，签证费退款流程很慢，而且 4 月 9 日后重新付款要按 **£769** 收费。

**几个细节：**

| 问题 | 说明 |
|---|---|
| 在线申请表要不要改？ | 不用。表格里的入职日期按 CoS 填的是 5 月 6 日，以 sponsor note 为准；cover letter 里再说明一次 |
| 签证有效期会不会变短？ | 签证结束日按 CoS 期限 + 14 天计算，起始日以 CoS 日期前 14 天或获批日较晚者为准；推迟 13 天影响很小 |
| 会不会被质疑岗位真实性？ | 推迟不到 28 天、有明确原因（团队重组），属于常规情况。政策只要求超过 28 天时担保方能解释原因 |
| Sarah 要做什么？ | 在 SMS 上给 CoS C2G7Q19K4M8 加 note，写明新日期 2025-05-19 和原因，截图或邮件确认给我们 |
| 您要做什么？ | 暂时不用做任何事，递签照常；入境时间按新日期安排 |

我现在就给 Sarah 发邮件，请她在 SMS 上加 sponsor note，加好后回复确认。""",
        calls=[("email_send", {"to": ["sarah.whitfield@northbridge-analytics.co.uk"], "cc": ["chen.hao.dev@foxmail.com"],
                               "subject": "CoS C2G7Q19K4M8 - start date change to 19 May 2025 (sponsor note)",
                               "body": "Hi Sarah,\n\nThanks for letting Chen know about the new start date (19 May 2025 instead of 6 May 2025). Chen's online application (GWF078213456) has already been submitted and paid, and his biometrics appointment is on 2 April.\n\nRather than withdrawing the CoS, could you please add a sponsor note to CoS C2G7Q19K4M8 on the SMS stating the revised start date (19 May 2025) and the reason (team restructuring), ideally before 2 April? Please reply once it's added so we can note it on the file.\n\nAlso, any update from payroll on whether the IHS reimbursement is treated as a taxable benefit?\n\nMany thanks,\nYuanfan Consulting (case CASE-UK-2025-0317)"})])
c.tool(["sent: message-id <yf-0328-9127@yuanfan-consult.cn>\n  to: sarah.whitfield@northbridge-analytics.co.uk\n  cc: chen.hao.dev@foxmail.com\n  logged to case CASE-UK-2025-0317 (correspondence #19)"])
c.model("""邮件已经发给 Sarah（往来记录 #19），请她在 **4 月 2 日前**给 CoS C2G7Q19K4M8 加 sponsor note（新入职日期 **2025-05-19**），并顺便再催了 IHS 报销的税务问题。

您这边什么都不用改，VFS 4 月 2 日照常。""")

# 37
c.user("ENIC 那边怎么样了？成绩单我刚找到了，扫描件放在 /uploads/chenhao/edinburgh_transcript_msc.pdf。")
c.model("先看 ENIC 状态，再把成绩单传上去。",
        calls=[("enic_status_get", {"reference": "ENIC-SOC-2503-448913"}),
               ("enic_document_upload", {"reference": "ENIC-SOC-2503-448913", "file": "/uploads/chenhao/edinburgh_transcript_msc.pdf", "doc_type": "academic_transcript",
                                         "note": "Official transcript, MSc Artificial Intelligence, University of Edinburgh, 2015"})])
c.tool(["ENIC-SOC-2503-448913 status: ON HOLD - awaiting documents\n  history:\n    2025-03-10 application received (2 documents)\n    2025-03-11 acknowledgement sent\n"
        "    2025-03-13 assessor note: academic transcript required to confirm level and language of instruction; clock paused\n"
        "    2025-03-13 e-mail sent to applicant contact (chen.hao.dev@foxmail.com): 'Please upload your official academic transcript via the portal. Your application is on hold until we receive it.'\n"
        "    2025-03-21 reminder sent to applicant contact\n"
        "    2025-03-21 note: applications on hold for more than 30 days will be closed and the fee refunded minus an administration charge of £35\n"
        "  estimated completion: paused (previously 2025-03-21)",
        "document received: academic_transcript (edinburgh_transcript_msc.pdf, 3 pages, 1.8 MB)\n  ENIC-SOC-2503-448913 status: ON HOLD -> IN ASSESSMENT\n"
        "  estimated completion: 2025-04-01 (expedited assessment slot applied at no charge because application was paused > 10 days; standard service)\n"
        "  output: Statement of Comparability + English Proficiency Statement (PDF, downloadable from ENIC portal; verification page included)"], tag="enic_new")
c.model("""## ENIC 进展

- 之前一直 **暂停**：3 月 13 日评估员要求补成绩单，计时停了，原先的 **3 月 21 日**完成日作废
- 成绩单已上传（3 页），状态改为 **评估中**
- **新的预计完成日：2025-04-01**（因为暂停超过 10 天，ENIC 免费给排了快一点的评估位，仍是标准服务，不加钱）

## 问题：离 4 月 2 日递签只有一天

VFS 要求材料在**预约前 24 小时**上传完成。如果 ENIC 4 月 1 日当天才出证明：
- 出得早：4 月 1 日上午下载、当天上传，勉强赶上 24 小时的要求
- 晚一点或延误：4 月 2 日递签时**英语要求证据缺失**，签证官大概率会发补件通知，甚至直接以英语要求不满足拒签

**方案对比：**

| | 方案一：维持 4 月 2 日 | 方案二：改到 4 月 3 日 10:30 | 方案三：改到 4 月 10 日后 |
|---|---|---|---|
| ENIC 缓冲 | 0–1 天 | **多 1 天** | 充足 |
| 签证费 | 已锁 £719 | 已锁 £719 | 已锁 £719（付款日决定，不受影响） |
| 出结果（约 3 周） | ~4 月 23 日 | ~4 月 24 日 | ~5 月 1 日 |
| 距 5 月 19 日入职 | 充裕 | 充裕 | 还行 |
| 风险 | 最高 | 中 | 最低，但 4 月 14 日后再晚就紧了 |

我倾向**方案二**：4 月 3 日还有 10:30 的标准位（剩 2 个），多一天缓冲，几乎不影响结果时间。

补充几点考虑：
- **为什么不等到 4 月 10 日之后**：签证费已经按 £719 付了，递签晚不影响费用；但 4 月 10 日之后递签，加上 3 周审理，结果要到 5 月初。中间只要有一次补件，就可能压到 5 月 19 日入职前一两周，订机票、找房都很被动。
- **万一 ENIC 4 月 1 日还出不来**：方案二下我们仍有 4 月 2 日一整天。如果到 4 月 2 日上午还没有，可以先上传**爱丁堡大学官方出具的授课语言证明信**作为替代证据（caseworker guidance 允许英国学位用大学官方信函证明英文授课）。建议您现在就通过爱丁堡大学 Registry 的 online verification 申请一份电子版，一般 2–3 个工作日，作为保险。
- **4 月 3 日当天**：10:30 的预约，建议 10:15 到；4 月 4–6 日清明闭馆，VFS 的材料转交 UKVI 可能顺延到 4 月 7 日，对审理时间影响不大。""")

# 41
c.user("按方案二。改完跟赵磊说一声，陪同递签的人要换日期。", tag="vfs403")
c.model(calls=[("appointment_reschedule", {"provider": "VFS_UK", "reference": "VFS-SHA-0402-77415", "new_date": "2025-04-03", "new_time": "10:30", "reason": "awaiting UK ENIC statement (est. 2025-04-01)"}),
               ("email_send", {"to": ["zhaolei@globalpath-visa.cn"], "cc": ["chen.hao.dev@foxmail.com"], "subject": "陈昊 CASE-UK-2025-0317：VFS 递签改期至 4 月 3 日 10:30",
                               "body": "赵磊您好：\n\n陈昊英国工签（GWF078213456）的 VFS 上海递签已从 4 月 2 日 09:45 改到 4 月 3 日（周四）10:30，原因是 UK ENIC 学历比对证明预计 4 月 1 日才出。麻烦把陪同人员的安排同步改到 4 月 3 日。\n\n另外请在 4 月 1 日前把爱丁堡成绩单的中文翻译件发给我（原件扫描已上传 ENIC）。\n\n谢谢！\n远帆出海 签证顾问助手"})])
c.tool(["VFS reschedule confirmed\n  old: VFS-SHA-0402-77415 (2025-04-02 09:45) -> cancelled\n  new reference: VFS-SHA-0403-80962\n  date/time: 2025-04-03 (Thu) 10:30\n  GWF: GWF078213456\n  document upload deadline: 2025-04-02 10:30",
        "sent: message-id <yf-0328-9160@yuanfan-consult.cn>\n  to: zhaolei@globalpath-visa.cn\n  cc: chen.hao.dev@foxmail.com\n  logged to case CASE-UK-2025-0317 (correspondence #21)"])
c.model("""改好了。

- **VFS 上海：4 月 3 日（周四）10:30**，新预约号 **VFS-SHA-0403-80962**（4 月 2 日那个已取消）
- 材料上传截止：**4 月 2 日 10:30**
- 已通知赵磊改陪同日期，并请他 4 月 1 日前发来爱丁堡成绩单翻译件

时间线：3/31 体检 → 4/1 ENIC 出证明 → 4/2 上午上传全部材料 → **4/3 递签**。""")

# 44a upload
c.user("ENIC 的证明 4 月 1 号下午出来了，我已经从门户下载好了，放在案件文件夹 /cases/CASE-UK-2025-0317/enic/ 里。赵磊的成绩单翻译也发来了。帮我把递签材料整理一下传上去，再附一封 cover letter，把入职日期改了的事说清楚。")
c.model("先生成 cover letter，再把全部材料上传到 VFS。",
        calls=[("document_generate", {"case_id": "CASE-UK-2025-0317", "template": "uk_cover_letter_skilled_worker", "language": "en",
                                      "fields": {"gwf": "GWF078213456", "cos": "C2G7Q19K4M8", "start_date_original": "2025-05-06", "start_date_new": "2025-05-19",
                                                 "english_evidence": "ENIC-SOC-2503-448913", "tb_ref": "IOM-SH-250331-0127"}, "output": "/cases/CASE-UK-2025-0317/11_cover_letter_CASE-UK-2025-0317.pdf"}),
               ("vfs_document_upload", {"gwf": "GWF078213456", "appointment": "VFS-SHA-0403-80962", "folder": "/cases/CASE-UK-2025-0317/",
                                        "files": ["01_passport_bio_E88213457.pdf", "02_previous_passport_E41907733.pdf", "03_CoS_C2G7Q19K4M8_printout.pdf",
                                                  "04_NBA-HR-2025-114_support_letter.pdf", "05_offer_letter_Northbridge_2025-02-21.pdf", "06_TB_certificate_IOM-SH-250331-0127.pdf",
                                                  "enic/07_ENIC_Statement_of_Comparability.pdf", "enic/08_ENIC_English_Proficiency_Statement.pdf",
                                                  "09_Edinburgh_MSc_certificate.pdf", "10_Edinburgh_MSc_transcript.pdf", "11_cover_letter_CASE-UK-2025-0317.pdf"]})])
c.tool(["document generated: /cases/CASE-UK-2025-0317/11_cover_letter_CASE-UK-2025-0317.pdf (2 pages)\n---- preview ----\n" + COVER, vfs_upload_receipt()])
c.model("""材料已全部上传。

**Cover letter（2 页）** 重点写了四件事：
1. CoS C2G7Q19K4M8、SOC 2134、base £68,000、雇主担保 maintenance
2. **入职日期由 2025-05-06 改为 2025-05-19**，雇主已在 SMS 上加 sponsor note
3. 英语要求：爱丁堡 MSc 英文授课 + ENIC-SOC-2503-448913
4. TB 证明：IOM-SH-250331-0127（3 月 31 日）

**VFS 上传：** 11 份文件、56 页，状态 **COMPLETE**，上传时间 4 月 2 日 09:12，赶在 10:30 截止前。

**明天（4 月 3 日 10:30）递签要带：** 护照原件 + TB 证明原件（必带），其余原件可选。VFS 不审材料内容，只采集生物信息并转交 UKVI。

说明一下：Sarah 还没回复 sponsor note 是否已经加上，cover letter 里写的是"已记录"。如果她最后没加，会和信里说的不一致，我明早再催她一次。""")

# 45
c.user("4 月 3 号递签完了，很顺利。但今天收到 UKVI 一封邮件好像是要补材料，你帮我看看怎么回事。另外 Sarah 说她那边的 note 加好了。", tag="rfi")
c.model(calls=[("mail_search", {"query": "GWF078213456 OR C2G7Q19K4M8", "since": "2025-04-04"})])
c.tool([ukvi_request()])
c.model("""## UKVI 补件通知（RFI-2025-0409-55318）

**原因：** 上传的 **UK ENIC English Proficiency Statement 不完整**，只有第 1 页，缺第 2 页（验证页）。参考号 ENIC-SOC-2503-448913。

**截止时间：2025 年 4 月 17 日 23:59（英国时间）**，北京时间是 4 月 18 日 06:59。逾期就按现有材料审理，英语要求可能被认定不满足，**有拒签风险**。

**原因分析：** 回看 4 月 2 日的 VFS 上传回执，第 08 号文件 `08_ENIC_English_Proficiency_Statement.pdf` 确实**只有 1 页**，而 ENIC 门户上的原件是 2 页（第 2 页是验证页）。问题出在案件文件夹里的这份：从门户下载后被拆分或另存过，只保留了第 1 页。我当时上传没有逐份核对页数，这是我们这边的疏漏。

**好消息：Sarah 已经在 4 月 4 日给 CoS C2G7Q19K4M8 加了 sponsor note**（新入职日期 5 月 19 日，原因团队重组），雇主的移民律师确认**不需要新 CoS**。IHS 报销的税务问题 payroll 还没回复。

**处理方案：**
1. 我从 ENIC 门户重新下载**完整版**（含验证页）
2. 通过 UKVI 补件链接上传，注明 RFI 编号
3. 通知赵磊，让他核对之前的上传流程，避免类似问题

补件不影响已锁定的签证费。上传后审理时间可能顺延几天。

**补件注意事项（按 UKVI 邮件要求）：**
- 通过 UKVI 账户里的安全上传链接提交，**每份文件做成一个包含全部页面的 PDF**
- 注明补件编号 **RFI-2025-0409-55318**
- 不需要再去 VFS，也不用寄原件，不收费
- 审理时间从 UKVI **收到补件之日**起继续计算，所以越早交越好

要我直接办吗？""")

# 49
c.user("好，你直接传完整版的，然后跟赵磊说一声。", tag="rfi_go")
c.model(calls=[("ukvi_portal_upload", {"gwf": "GWF078213456", "request_ref": "RFI-2025-0409-55318", "file": "/cases/CASE-UK-2025-0317/enic/ENIC-SOC-2503-448913_English_Proficiency_Statement_full.pdf",
                                       "note": "Complete UK ENIC English Proficiency Statement (2 of 2 pages, including verification page), reference ENIC-SOC-2503-448913, as requested."}),
               ("email_send", {"to": ["zhaolei@globalpath-visa.cn"], "cc": ["chen.hao.dev@foxmail.com"], "subject": "陈昊 GWF078213456：UKVI 补件已上传（RFI-2025-0409-55318）",
                               "body": "赵磊您好：\n\nUKVI 4 月 9 日发来补件通知（RFI-2025-0409-55318），原因是之前上传的 ENIC English Proficiency Statement 只有第 1 页。我们已从 ENIC 门户重新下载完整版（2 页，含验证页）并上传到 UKVI。\n\n麻烦核对一下 4 月 2 日上传时的文件拆分流程，看看为什么少了第 2 页，以后多页 PDF 请整份上传。\n\n谢谢！\n远帆出海 签证顾问助手"})])
c.tool(["UKVI upload receipt\n  GWF: GWF078213456\n  request: RFI-2025-0409-55318\n  file: ENIC-SOC-2503-448913_English_Proficiency_Statement_full.pdf (2 pages, 412 KB)\n  received: 2025-04-10 03:22 BST\n  status: RFI RESPONSE RECEIVED - application returned to decision queue\n  note: service standard clock resumes from date of receipt; no further action required unless contacted\n\n"
        "documents on file for GWF078213456 (after this upload):\n"
        "  2025-04-02  01_passport_bio_E88213457.pdf (2 pp)\n  2025-04-02  02_previous_passport_E41907733.pdf (34 pp)\n  2025-04-02  03_CoS_C2G7Q19K4M8_printout.pdf (3 pp)\n"
        "  2025-04-02  04_NBA-HR-2025-114_support_letter.pdf (2 pp)\n  2025-04-02  05_offer_letter_Northbridge_2025-02-21.pdf (4 pp)\n  2025-04-02  06_TB_certificate_IOM-SH-250331-0127.pdf (1 p)\n"
        "  2025-04-02  07_ENIC_Statement_of_Comparability.pdf (3 pp)\n  2025-04-02  08_ENIC_English_Proficiency_Statement.pdf (1 p)  [superseded]\n  2025-04-02  09_Edinburgh_MSc_certificate.pdf (1 p)\n"
        "  2025-04-02  10_Edinburgh_MSc_transcript.pdf (3 pp)\n  2025-04-02  11_cover_letter_CASE-UK-2025-0317.pdf (2 pp)\n"
        "  2025-04-10  ENIC-SOC-2503-448913_English_Proficiency_Statement_full.pdf (2 pp)  [RFI response]\n"
        "  sponsor notes visible to caseworker: 1 (added 2025-04-04 by sponsor XR4M2T9QP)",
        "sent: message-id <yf-0410-0215@yuanfan-consult.cn>\n  to: zhaolei@globalpath-visa.cn\n  cc: chen.hao.dev@foxmail.com\n  logged to case CASE-UK-2025-0317 (correspondence #27)"])
c.model("""Done.

- 完整版 English Proficiency Statement（**2 页，含验证页**）已上传 UKVI，回执时间 **2025-04-10 03:22 BST**，早于 4 月 17 日截止
- 申请已回到**待决定队列**，审理时间从收到补件之日起继续计算
- 已通知赵磊核对上传流程（往来记录 #27）

预计结果：原本约 4 月 24 日，补件后大概顺延到 **4 月底**，离 5 月 19 日入职还有 2–3 周。

**接下来怎么跟进：**
- 每 2–3 天我查一次 VFS 的申请状态追踪和共享邮箱，UKVI 的决定邮件一到就通知您
- 如果 **5 月 2 日**前还没有结果，我会请 Sarah 准备第二条 sponsor note 的预案（入职再顺延），同时通过 UKVI 的付费询问渠道问进度
- 结果出来以后：获批的话，按流程创建 UKVI 账户、把护照关联到 eVisa、生成 share code 给 Sarah；如果被拒（可能性很低），拒签信会写明理由，我们再评估行政复议（administrative review，£80，28 天内提出）还是重新申请

**费用更新：** 补件不收费，总支出仍是约 £4,150，在 £5,000 预算内。顾问费尾款 ¥4,400 按协议在递签后 7 日内支付，财务会单独发账单给您。""")

# 51b responsibility
c.user("说实话，这个缺页到底算谁的？会不会影响审理结果？赵磊那边要不要换人？我有点担心后面还出岔子。")
c.model("""## 责任

直说：**主要是我们这边的问题。** 4 月 2 日上传前我整理了文件，但没有逐份核对页数，回执上 08 号文件只有 1 页，当时就该发现。赵磊负责翻译和陪同，文件是从我们的案件文件夹上传的，所以不能把责任推给他。他需要核对的是另一件事：4 月 1 日下载 ENIC 文件后，是谁把 PDF 拆开或另存的，这个流程问题要查清楚。

## 会不会影响结果

按目前的信息，**影响很小**：
- 这是典型的 **evidential flexibility** 补件（caseworker guidance SW 12.5）：签证官认为证据"不完整"而不是"不满足要求"，所以给了补交机会；
- 我们已在 **4 月 10 日**补交，离 **4 月 17 日**截止还有一周；
- 英语要求本身没有问题：您的 MSc 是英国学位、英文授课，ENIC 已确认；
- 唯一的实际影响是**时间**：审理从收到补件之日起继续计算，结果大概会比原先晚 1 周左右。

## 赵磊要不要换

我的建议是**先不换**：
- 这次出错的环节不在他；
- 接下来他的工作量已经很小了（还差爱丁堡成绩单翻译件，以及出结果后护照相关的协助）；
- 现在换人还要再交接一次，反而增加出错机会。

**我这边的改进：** 以后每次上传前，我都会对照 ENIC / UKVI 原件**逐份核对页数和验证页**，并在案件备注里记录核对结果。

如果您还是希望换人，我可以联系环球通途请他们另派，您说了算。""")

# 52a arrival
c.user("行，赵磊不换了，你们以后注意就好。趁等结果，提前问一下：到了伦敦头两周要办哪些事？我怕忘。另外我看了机票，打算 5 月 10 号飞伦敦，你觉得时间 OK 吗？")
c.model("""## 到伦敦后头两周的待办（按顺序）

| # | 事项 | 什么时候 | 要点 |
|---|---|---|---|
| 1 | **确认 eVisa 状态** | 入境前 | 获批后用 UKVI 账户查看 eVisa，确认护照号已关联；入境时边检直接查系统 |
| 2 | **入境** | 5 月 5 日及以后 | 按常规最早可在 CoS 入职日前 14 天入境（以获批的签证有效期为准）；入职日现为 5 月 19 日 |
| 3 | **给雇主 Right to Work share code** | 入职前 | 在 gov.uk 用 eVisa 生成 share code 发给 Sarah，HR 入职时必须核查 |
| 4 | **申请 National Insurance number** | 入境后尽快 | 有 eVisa 的人通常会自动分配，若没收到需在线申请；没有它工资会按临时税码扣税 |
| 5 | **银行开户** | 第 1 周 | Monzo / Revolut / Starling 线上开户最快；传统银行要住址证明 |
| 6 | **租房 Right to Rent** | 签约前 | 房东会要 share code（同第 3 步，用途选 rent） |
| 7 | **注册 GP** | 第 2 周 | 已付 IHS，NHS 看病免费，但要先就近注册诊所 |
| 8 | **报销** | 入职后 | 凭 UKVI 付款确认 + 银行卡账单 + IHS-7Q2K-40815 向公司报销 £3,824 |

## 5 月 10 日的航班

- **时间上可以**：5 月 10 日在新入职日 5 月 19 日前 9 天，在 14 天的窗口内。如果批下来的签证有效期从 5 月 5 日开始，5 月 10 日入境完全没问题。
- **但要等签证批下来再出票**。补件后审理时间在顺延，按标准 3 周加补件时间，大概率 **4 月底** 出结果，离 5 月 10 日只有 10 天左右。建议：
  - 先**查价、不出票**，或者买**可免费改期**的票价
  - 出结果后确认 eVisa 的有效期起始日，再出票
- 万一结果拖到 5 月中，还有一条退路：请 Sarah 把入职日再往后调，同样用 sponsor note 处理。

## 其他容易忽略的

- **手机号**：英国银行开户、NHS 注册、租房都要英国手机号，落地在机场买 giffgaff / Three 的预付卡即可，之后再换合约。
- **临时住处**：找房一般需要 2–4 周，入职前后建议先订 2–3 周的短租或酒店；有些公司有 relocation 补贴，可以问问 Sarah。
- **Council Tax**：租房后按房屋等级交，单身住可申请 25% 折扣。
- **国内事项**：社保、公积金、个税的处理，以及是否保留国内银行卡和手机号，出发前想清楚。
- **驾照**：中国驾照在英国**不能直接换**，持有效驾照入境后 12 个月内可以开车，之后要考英国驾照。

需要的话我可以把这份清单存进案件备注，入境前一周提醒您。""")

# 53
c.user("最后帮我整理一下现在的整体状态和还没做完的事。还有记一下：公司报销要等我入职后提交，所有发票收据都要保留。机票的事也记一下。")
c.model("记到案件备注里，然后给您一份完整的状态总结。",
        calls=[("case_note_add", {"case_id": "CASE-UK-2025-0317", "tags": ["status", "reimbursement", "travel"],
                                  "note": "2025-04-10 状态：递签 4/3 完成（VFS-SHA-0403-80962）；RFI-2025-0409-55318 已于 4/10 补交完整 ENIC 英语证明；等待 UKVI 决定。入职日 2025-05-19（sponsor note 已加）。"
                                          "客户计划 2025-05-10 飞伦敦（签证批后再出票）。报销：签证费 £719 + IHS £3,105 入职后凭原件收据向 Northbridge 申请，所有发票/付款确认需保留；IHS 是否计税待 Sarah/payroll 回复。"})])
c.tool(["note added to CASE-UK-2025-0317 (note #31, tags: status, reimbursement, travel)\n  case status: 材料准备中 -> 已递签·等待决定\n\n"
        "案件时间线（系统自动汇总）：\n"
        "  2025-03-10  ENIC 申请提交 ENIC-SOC-2503-448913（标准，£252）\n"
        "  2025-03-10  IOM 预约 3/19 14:00 -> 2025-03-13 诊所设备检修自动改 3/27 -> 客户改 3/31 09:00（IOM-SH-250331-0127）\n"
        "  2025-03-10  邮件 Sarah：担保信要点 + 报销问题（往来 #14）\n"
        "  2025-03-12  CoS C2G7Q19K4M8 下发；担保信 NBA-HR-2025-114\n"
        "  2025-03-14  中介联系人王敏 -> 赵磊\n"
        "  2025-03-13  ENIC 暂停（缺成绩单）\n"
        "  2025-03-28  UKVI 在线申请 GWF078213456，付款 £3,824；VFS 预约 4/2 09:45\n"
        "  2025-03-28  入职日期 5/6 -> 5/19；请 Sarah 加 sponsor note（往来 #19）\n"
        "  2025-03-28  ENIC 补交成绩单；预计完成 2025-04-01；VFS 改 4/3 10:30（VFS-SHA-0403-80962）\n"
        "  2025-03-31  TB 体检完成，证明当日签发\n"
        "  2025-04-01  ENIC 证明出具\n"
        "  2025-04-02  VFS 材料上传 11 份 56 页\n"
        "  2025-04-03  递签完成（生物信息采集）\n"
        "  2025-04-04  Sarah 在 SMS 加 sponsor note\n"
        "  2025-04-09  UKVI 补件通知 RFI-2025-0409-55318（截止 2025-04-17 23:59 BST）\n"
        "  2025-04-10  补件已上传（完整版 English Proficiency Statement）\n"
        "费用台账更新：官方费用 £3,824 + ENIC £252 + TB ¥680；顾问费尾款 ¥4,400 待付（按协议递签后 7 日内）\n"
        "系统提醒：UKVI 决定后 48 小时内通知客户；获批后发送《入境及入职指引》模板 UK-ARRIVAL-v3"])
c.model("""已记入案件备注 #31，案件状态改为「已递签·等待决定」。

# 陈昊英国 Skilled Worker 工签：状态总结

## 已完成 ✅

| 事项 | 结果 | 编号 |
|---|---|---|
| UK ENIC 学历比对 + 英语证明 | 4 月 1 日出证明（标准流程，£252） | ENIC-SOC-2503-448913 |
| TB 体检 | 3 月 31 日 IOM 上海 | IOM-SH-250331-0127 |
| CoS + 担保信 | CoS 已下发，担保信已签字 | C2G7Q19K4M8 / NBA-HR-2025-114 |
| 在线申请 + 付款 | £3,824（签证费锁定 £719，无优先服务） | GWF078213456 / IHS-7Q2K-40815 |
| VFS 递签 | 4 月 3 日 10:30 完成 | VFS-SHA-0403-80962 |
| 入职日期变更 | 5 月 6 日 → **5 月 19 日**，sponsor note 已加 | — |
| UKVI 补件 | 4 月 10 日已上传完整版 | RFI-2025-0409-55318 |

## 费用（预算 £5,000）

| 项目 | 金额 | 公司报销 |
|---|---|---|
| 签证费 | £719 | ✅ |
| IHS | £3,105 | ✅（是否计税待定） |
| ENIC | £252 | ❌ |
| TB 体检 | ¥680 | ❌ |
| **合计** | **约 £4,150** | 报销 £3,824 |

## 待办 / 未决

1. **等待 UKVI 决定**：补件后预计 4 月底出结果。出结果后我会提醒您创建 UKVI 账户、查看 eVisa。
2. **机票 5 月 10 日**：先别出票，**等签证批下来再订**。5 月 10 日在入职日（5/19）前 14 天以内，时间上可以。
3. **报销**：入职后凭**原始收据**（UKVI 付款确认邮件、银行卡账单、IHS 编号 IHS-7Q2K-40815）向 Northbridge 申请 £3,824；所有发票保留。
4. **IHS 报销是否算应税福利**：Sarah / payroll **仍未回复**。
5. **赵磊**：还没回复上传流程的核查结果，也还欠**爱丁堡成绩单翻译件**。

## 材料归档（案件文件夹 /cases/CASE-UK-2025-0317/）

| 文件 | 用途 | 状态 |
|---|---|---|
| 03_CoS_C2G7Q19K4M8_printout.pdf | CoS 打印件 | 已提交 |
| 04_NBA-HR-2025-114_support_letter.pdf | 雇主担保信 | 已提交 |
| 06_TB_certificate_IOM-SH-250331-0127.pdf | TB 证明（有效至 9 月 30 日） | 已提交，原件请保管好 |
| enic/ENIC-SOC-2503-448913_English_Proficiency_Statement_full.pdf | 英语证明完整版 | 补件已提交 |
| 11_cover_letter_CASE-UK-2025-0317.pdf | 说明信 | 已提交 |
| UKVI 付款确认邮件 + 银行卡账单 | 报销凭证 | **请您本人保存** |

## 关键时间线回顾

| 日期 | 事件 | 备注 |
|---|---|---|
| 3 月 10 日 | ENIC 提交（标准） | 缺成绩单暂停，3 月 28 日补交 |
| 3 月 12 日 | CoS 下发 | C2G7Q19K4M8 |
| 3 月 13 日 | IOM 通知 3/19 取消 | 自动改 3/27，与出差冲突 |
| 3 月 14 日 | 中介换人 | 王敏 → 赵磊 |
| 3 月 28 日 | 在线申请 + 付款 | £3,824，锁定旧费率 |
| 3 月 28 日 | 入职推迟 | 5/6 → 5/19，sponsor note |
| 3 月 31 日 | TB 体检 | 当日出证明 |
| 4 月 1 日 | ENIC 证明出具 | |
| 4 月 3 日 | VFS 递签 | 原定 4/2，为 ENIC 留缓冲改期 |
| 4 月 9 日 | UKVI 补件通知 | 截止 4/17 23:59 BST |
| 4 月 10 日 | 补件已上传 | 完整版 2 页 |
| 预计 4 月底 | UKVI 决定 | 待定 |
| 5 月 10 日 | 计划飞伦敦 | 签证批后再出票 |
| 5 月 19 日 | 入职 | |

## 联系人
- 雇主 HR：Sarah Whitfield，sarah.whitfield@northbridge-analytics.co.uk
- 中介：**赵磊**，zhaolei@globalpath-visa.cn，021-6288 4427""")

# ---------------------------------------------------------------- labels
L = c.label
L("user_goal", "陈昊办英国 Skilled Worker 工签入职 Northbridge Analytics；总费用不超过 £5,000（自己垫付）；不用加急/优先服务；3 月 24-28 日深圳出差不能安排", ["£5,000", "3 月 24 日到 28 日"], at="goal")
L("fact", "职位 Senior Backend Engineer，SOC 2134，年薪 £68,000（base）", ["SOC 2134", "£68,000"])
L("fact", "签证费 £719 仅限 2025-04-08 前付款，4 月 9 日起 £769；IHS £3,105（£1,035 × 3 年）", ["£719", "£769", "£3,105"])
L("fact", "已付款 £3,824（2025-03-28），签证费锁定 £719，IHS 编号 IHS-7Q2K-40815", ["£3,824", "IHS-7Q2K-40815"])
L("fact", "Northbridge 入职后凭原始收据全额报销签证费和 IHS，优先服务等可选费用不报", ["全额报销"])
L("fact", "雇主担保信已签字（HR Director Mark Ellison），编号 NBA-HR-2025-114", ["NBA-HR-2025-114"])
L("fact", "Sarah 已于 4 月 4 日给 CoS 加 sponsor note（入职改 5 月 19 日），雇主律师确认不需要新 CoS", ["sponsor note", "不需要新 CoS"])
L("fact", "ENIC 补交成绩单后预计 2025-04-01 完成", ["2025-04-01"])
L("decision", "ENIC 走标准流程，不加急", ["ENIC", "标准流程"], at="enic_std")
L("decision", "太太本次不作为家属一起申请，明年单独申请；不考雅思备份，3 月 25 日再看 ENIC 进度", ["家属先不办", "雅思不考了"], at="no_dep")
L("decision", "TB 体检改到 3 月 31 日 09:00 IOM 上海，不考虑北京", ["IOM-SH-250331-0127"])
L("decision", "在线申请立即提交、客户自付，4 月 8 日前付款锁定签证费 £719，不选优先服务", ["锁定 £719"])
L("decision", "VFS 递签按方案二改到 4 月 3 日 10:30（给 ENIC 留缓冲）", ["VFS-SHA-0403-80962"])
L("decision", "入职推迟到 5 月 19 日不重开 CoS，由 Sarah 在 SMS 上给 CoS 加 sponsor note", ["重开 CoS", "sponsor note"])
L("decision", "补件：重新上传完整版 ENIC English Proficiency Statement（2 页含验证页）", ["RFI-2025-0409-55318", "完整版"])
L("pending_action", "等待 UKVI 决定（补件后预计 4 月底），出结果后创建 UKVI 账户查看 eVisa", ["创建 UKVI 账户"])
L("pending_action", "签证批下来后再订 2025-05-10 飞伦敦的机票", ["2025-05-10"])
L("pending_action", "入职后凭原始收据向 Northbridge 报销，所有发票收据保留", ["发票", "报销"])
L("pending_action", "赵磊需补交爱丁堡成绩单翻译件", ["成绩单翻译件"])
L("open_issue", "IHS 报销是否算应税福利（已问 Sarah，她在问 payroll），仍未回复", ["应税福利"])
L("open_issue", "ENIC 英语证明上传为何缺第 2 页未查明，待赵磊核对上传流程", ["赵磊", "上传流程"])
L("reference", "案件号 CASE-UK-2025-0317", ["CASE-UK-2025-0317"])
L("reference", "CoS 编号 C2G7Q19K4M8", ["C2G7Q19K4M8"])
L("reference", "UKVI 申请号 GWF078213456", ["GWF078213456"])
L("reference", "雇主 HR Sarah Whitfield 邮箱", ["sarah.whitfield@northbridge-analytics.co.uk"])
L("reference", "中介赵磊 zhaolei@globalpath-visa.cn", ["zhaolei@globalpath-visa.cn"])
L("reference", "成绩单扫描件路径", ["/uploads/chenhao/edinburgh_transcript_msc.pdf"])

S = c.stale_item
S("TB 体检 3 月 19 日 14:00（IOM-SH-250319-0742），因设备检修取消", ["IOM-SH-250319-0742"], "mail1")
S("TB 体检被自动改到 3 月 27 日 10:00（IOM-SH-250327-0318），与出差冲突，客户改为 3 月 31 日", ["IOM-SH-250327-0318"], "tb331")
S("入职日期 2025-05-06（改为 2025-05-19）", ["2025-05-06"], "start519")
S("VFS 递签 4 月 2 日 09:45（VFS-SHA-0402-77415），改为 4 月 3 日 10:30", ["VFS-SHA-0402-77415"], "vfs403")
S("中介联系人王敏（3 月 17 日离职，改为赵磊）", ["王敏"], "mail1")
S("ENIC 预计完成 2025-03-21（暂停后改为 2025-04-01）", ["2025-03-21"], "enic_new")

c.dump("/work/blind18/out/blind-zh-immigration-work-visa.json",
       meta={"domain": "immigration consulting / UK Skilled Worker visa", "language": "zh", "author": "author-c"})

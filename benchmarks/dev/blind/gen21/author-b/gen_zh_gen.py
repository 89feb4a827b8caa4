"""Seeded generators for long tool outputs in the Chinese grant conversation."""
import random

SURNAMES = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩冯邓曹彭曾萧田董潘袁蔡蒋余于杜叶程魏苏吕丁任沈姚卢钟姜崔谭陆范汪廖石金贾夏韦付方邹熊孟秦邱侯江尹薛闫段雷龙黎史陶贺顾毛郝龚邵万覃武钱戴严莫孔向常汤"
GIVEN = "伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉萍红娥玲芬燕彬鹏辉建国宇航晨旭浩然子轩欣怡梓涵思远一鸣嘉怡雨桐俊杰文博诗琪佳琪志强海峰晓东春梅丹丹亚楠"

DEPTS = [("研发中心-算法组", 18), ("研发中心-嵌入式组", 14), ("研发中心-光学组", 9), ("研发中心-测试组", 7),
         ("产品部", 6), ("交付与实施部", 12), ("销售部", 8), ("财务部", 4), ("行政人事部", 4), ("总经办", 4)]


def _name(rng, used):
    while True:
        n = rng.choice(SURNAMES) + "".join(rng.choice(GIVEN) for _ in range(rng.choice([1, 2])))
        reserved = ("林悦", "何佳", "王志诚", "王总", "王蕾", "张伟明", "沈佳琪", "刘明远", "刘工")
        if n not in used and not any(r in n or n in r for r in reserved):
            used.add(n)
            return n


TITLES = {"研发中心-算法组": ["算法工程师", "高级算法工程师", "算法专家", "图像算法工程师"],
          "研发中心-嵌入式组": ["嵌入式工程师", "硬件工程师", "FPGA工程师", "高级嵌入式工程师"],
          "研发中心-光学组": ["光学工程师", "光学设计工程师", "成像工程师"],
          "研发中心-测试组": ["测试工程师", "自动化测试工程师"],
          "产品部": ["产品经理", "高级产品经理", "UI设计师"],
          "交付与实施部": ["实施工程师", "现场应用工程师", "项目经理"],
          "销售部": ["销售经理", "大客户经理", "售前工程师"],
          "财务部": ["会计", "出纳"],
          "行政人事部": ["人事专员", "行政专员", "招聘主管"],
          "总经办": ["副总经理", "总经理助理", "董事会秘书"]}


def _roster_rows():
    rng = random.Random(86)
    used = set()
    rows = []
    no = 1
    for dept, cnt in DEPTS:
        for k in range(cnt):
            if dept == "财务部" and k == 0:
                name = "林悦"
            elif dept == "财务部" and k == 1:
                name = "何佳"
            elif dept == "总经办" and k == 0:
                name = "王志诚"
            else:
                name = _name(rng, used)
            y = rng.choice([2018, 2019, 2020, 2021, 2021, 2022, 2022, 2023, 2023, 2024])
            m = rng.randint(1, 12 if y < 2024 else 10)
            base = rng.choice([6200, 7800, 9600, 12000, 15600, 18800, 22400, 24060])
            title = rng.choice(TITLES.get(dept, ["专员"]))
            title = {"林悦": "财务经理", "何佳": "财务专员", "王志诚": "总经理"}.get(name, title)
            edu = rng.choice(["博士", "硕士", "硕士", "本科", "本科", "本科", "大专"]) if dept.startswith("研发") else rng.choice(["硕士", "本科", "本科", "大专"])
            rows.append((f"QM{no:04d}", name, dept, title, edu, f"{y}-{m:02d}-{rng.randint(1, 28):02d}", "是", f"{base:,}"))
            no += 1
    extra = [("研发中心-算法组", "实习生（浙大硕士在读）"), ("研发中心-光学组", "实习生（杭电本科在读）"),
             ("交付与实施部", "实习生（浙工院专科在读）"), ("研发中心-嵌入式组", "退休返聘（高级工程师）"),
             ("总经办", "退休返聘（顾问）")]
    for dept, note in extra:
        name = _name(rng, used)
        rows.append((f"QM{no:04d}", name, dept, note.split("（")[0], "—", f"2024-{rng.randint(3, 11):02d}-{rng.randint(1, 28):02d}", f"否（{note}）", "—"))
        no += 1
    return rows


def social_insurance_roster():
    rows = _roster_rows()
    lines = ["查询：人事系统（钉钉人事）· 2024年12月在册人员 × 社保缴纳记录（杭州市社保 2024-12 缴费所属期）",
             "在册人数：91　其中 2024年12月在本单位缴纳社保：86　未缴纳：5",
             "",
             "| 工号 | 姓名 | 部门 | 岗位 | 学历 | 入职日期 | 2024-12 本单位缴纳社保 | 缴费基数（元） |",
             "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        lines.append("| " + " | ".join(r) + " |")
    lines += ["",
              "分部门汇总（缴纳社保人数）：" + "，".join(f"{d} {c}" for d, c in DEPTS),
              "研发人员（研发中心四个组，缴纳社保）：48 人，占缴纳社保人数 55.8%",
              "备注：2024年度工商年报（2025-03-19 报送）“从业人数”填报 91 人，口径为在册人数（含实习生 3 人、退休返聘 2 人）。",
              "数据导出时间：2025-06-10 15:12　导出人：小栖（只读权限）"]
    return "\n".join(lines)


PROJECTS = [
    ("RD2024-01", "高速产线多相机同步采集平台"),
    ("RD2024-02", "锂电极片表面缺陷检测算法V3"),
    ("RD2024-03", "小样本缺陷生成与数据增强工具链"),
    ("RD2024-04", "嵌入式推理加速模组（国产芯片适配）"),
    ("RD2024-05", "3D线激光轮廓测量系统"),
    ("RD2024-06", "光伏组件EL隐裂检测系统"),
    ("RD2024-07", "检测结果追溯与MES对接中间件"),
    ("RD2024-08", "偏振成像在金属反光面检测中的应用"),
    ("RD2024-09", "高反光曲面缺陷检测联合研发（委托浙江工业大学）"),
    ("RD2024-10", "PCB焊点AOI复判模型"),
    ("RD2024-11", "视觉检测设备远程运维平台"),
    ("RD2024-12", "边缘端模型增量训练框架"),
]


def _split(rng, total_cents, n):
    cuts = sorted(rng.sample(range(1, total_cents), n - 1))
    parts = [b - a for a, b in zip([0] + cuts, cuts + [total_cents])]
    return parts


def rd_project_table():
    """Project-level table of report 0131; totals 8,754,712.36 元 (委托研发 147.60万 in RD2024-09)."""
    rng = random.Random(131)
    total = 875471236
    entrust = 147600000  # 184.50万 × 80%
    rest = total - entrust
    weights = [rng.uniform(0.6, 1.6) for _ in PROJECTS]
    weights[8] = 0.25
    s = sum(weights)
    proj_tot = [int(rest * w / s) for w in weights]
    proj_tot[-1] += rest - sum(proj_tot)
    header = ("| 项目编号 | 项目名称 | 人员人工费用 | 直接投入费用 | 折旧费用 | 无形资产摊销 | 新产品设计费等 | 其他相关费用 | 委托境内研发（按80%） | 合计 |\n"
              "|---|---|---|---|---|---|---|---|---|---|")
    lines = [header]
    col_tot = [0] * 8
    for i, ((code, name), pt) in enumerate(zip(PROJECTS, proj_tot)):
        shares = [rng.uniform(5.0, 7.5), rng.uniform(1.0, 2.5), rng.uniform(0.3, 0.9), rng.uniform(0.05, 0.3),
                  rng.uniform(0.05, 0.4), rng.uniform(0.2, 0.6)]
        ss = sum(shares)
        vals = [int(pt * x / ss) for x in shares]
        vals[0] += pt - sum(vals)
        ent = entrust if i == 8 else 0
        vals.append(ent)
        row_total = sum(vals)
        vals.append(row_total)
        for k in range(8):
            col_tot[k] += vals[k]
        lines.append(f"| {code} | {name} | " + " | ".join(f"{v/100:,.2f}" if v else "—" for v in vals) + " |")
    lines.append("| 合计 | | " + " | ".join(f"{v/100:,.2f}" for v in col_tot) + " |")
    assert col_tot[7] == total, col_tot[7]
    return "\n".join(lines)


def rd_staff_table():
    rng = random.Random(2024)
    rows = [r for r in _roster_rows() if r[2].startswith("研发中心") and r[6] == "是"]
    codes = [p[0] for p in PROJECTS]
    out = ["附表四　研发人员名单及研发工时分配（2024年度，缴纳社保的研发人员，共 %d 人）" % len(rows),
           "| 工号 | 姓名 | 所属组 | 岗位 | 研发工时占比 | 主要参与项目 | 工时记录来源 |",
           "|---|---|---|---|---|---|---|"]
    for r in rows:
        pct = rng.choice([100, 100, 100, 95, 90, 85, 80])
        ps = sorted(rng.sample([c for c in codes if c != "RD2024-09"], rng.choice([1, 2, 2, 3])))
        if rng.random() < 0.12:
            ps.append("RD2024-09")
        out.append(f"| {r[0]} | {r[1]} | {r[2].split('-')[1]} | {r[3]} | {pct}% | {'、'.join(ps)} | 钉钉项目工时（周报） |")
    out.append("注：研发管理辅助人员（项目秘书、研发行政）人工费用618,402.50元未计入加计扣除口径，见附表二。")
    return "\n".join(out)


def ip_list():
    rng = random.Random(23)
    lines = ["知识产权清单_2025-05.xlsx　工作表“清单”（共 40 行）",
             "| 序号 | 类别 | 名称 | 号码 | 状态 | 授权/登记日 | 分类 |",
             "|---|---|---|---|---|---|---|"]
    inv = [("一种基于偏振成像的金属表面缺陷检测方法", "ZL202110482736.5", "已授权", "2023-04-18"),
           ("一种多相机硬件同步触发装置及方法", "ZL202111095521.X", "已授权", "2023-09-05"),
           ("一种锂电极片涂布缺陷的小样本识别方法", "ZL202210376804.2", "已授权", "2024-06-21"),
           ("一种线激光三维轮廓重建的标定方法", "ZL202210918437.6", "已授权", "2024-11-08"),
           ("一种光伏组件EL图像隐裂分割方法", "CN202311652290.8", "实质审查中", "—"),
           ("一种边缘设备上视觉模型的增量训练方法", "CN202410227415.3", "实质审查中", "—")]
    n = 1
    for name, num, st, d in inv:
        lines.append(f"| {n} | 发明专利 | {name} | {num} | {st} | {d} | {'Ⅰ类' if st == '已授权' else '不计入'} |")
        n += 1
    um = ["视觉检测光源组件", "相机快速调焦支架", "传送带工件定位治具", "防尘工业相机护罩", "多角度环形光源", "极片检测暗箱",
          "线激光传感器安装座", "AOI复判工作台", "检测设备散热结构", "光学镜头锁紧机构", "检测工位急停联动装置"]
    for u in um:
        y = rng.choice([2020, 2021, 2022, 2023, 2024])
        lines.append(f"| {n} | 实用新型 | 一种{u} | ZL{y}2{rng.randint(10000000, 99999999)}.{rng.randint(0, 9)} | 已授权 | {y + 1}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d} | Ⅱ类 |")
        n += 1
    sw = ["栖木视觉检测平台软件", "缺陷标注与数据管理系统", "多相机采集调度软件", "AOI复判客户端", "检测结果追溯系统",
          "设备远程运维管理平台", "模型训练与部署工具", "3D轮廓测量分析软件", "EL检测上位机软件", "MES对接中间件",
          "产线看板系统", "光源控制器固件", "相机标定工具", "偏振图像处理软件", "检测配方管理软件", "边缘推理服务软件",
          "质量统计分析软件", "数据增强工具软件", "报警联动控制软件", "检测报告生成软件", "嵌入式推理SDK",
          "设备自检诊断软件", "用户权限管理系统"]
    for w in sw:
        y = rng.choice([2019, 2020, 2021, 2022, 2023, 2024])
        lines.append(f"| {n} | 软件著作权 | {w}V{rng.randint(1, 3)}.0 | {y}SR{rng.randint(1000000, 1999999)} | 已登记 | {y}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d} | Ⅱ类 |")
        n += 1
    lines.append("汇总：Ⅰ类知识产权（已授权发明专利）4 件；Ⅱ类 34 件；实审中发明 2 件（不计入）。")
    return "\n".join(lines)

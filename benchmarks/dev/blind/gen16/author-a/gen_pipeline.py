"""Generator: blind-zh-data-pipeline-migration (Chinese, data-engineering agent)."""
import random, sys, os
sys.path.insert(0, os.path.dirname(__file__))
from common import Conv

c = Conv("blind-zh-data-pipeline-migration",
         "日报流水线 dw_daily_report 从 Airflow 迁移到 DolphinScheduler：双跑、回填、对账、负责人变更、上线窗口改期")

WF = "13857492031552"
TASKS = [
    ("wait_dwd_order", "HivePartitionSensor", "dwd.dwd_order_detail_di/dt={{ ds }}", None),
    ("wait_dwd_refund", "HivePartitionSensor", "dwd.dwd_refund_detail_di/dt={{ ds }}", None),
    ("build_order_agg", "SparkSqlOperator", "sql/ads/order_agg.sql", "tmp.tmp_order_agg_1d"),
    ("build_refund_agg", "SparkSqlOperator", "sql/ads/refund_agg.sql", "tmp.tmp_refund_agg_1d"),
    ("uv_daily_agg", "HiveOperator", "sql/ads/uv_daily_agg.sql", "tmp.tmp_uv_1d"),
    ("build_sales_daily_report", "SparkSqlOperator", "sql/ads/sales_daily_report.sql", "ads.ads_sales_daily_report"),
    ("build_channel_daily", "SparkSqlOperator", "sql/ads/channel_daily.sql", "ads.ads_sales_channel_daily"),
    ("notify_bi", "HttpOperator", "POST https://bi.corp.example.com/api/datasets/refresh", None),
]

DAG_SRC = '''# dags/dw/dw_daily_report.py
from datetime import datetime, timedelta

import pendulum
from airflow import DAG
from airflow.providers.apache.hive.operators.hive import HiveOperator
from airflow.providers.apache.hive.sensors.hive_partition import HivePartitionSensor
from airflow.providers.apache.spark.operators.spark_sql import SparkSqlOperator
from airflow.providers.http.operators.http import HttpOperator

local_tz = pendulum.timezone("Asia/Shanghai")

default_args = {
    "owner": "wanglei",
    "email": ["wanglei@corp.example.com"],
    "email_on_failure": True,
    "retries": 2,
    "retry_delay": timedelta(minutes=10),
    "sla": timedelta(hours=6, minutes=30),   # 02:30 + 6h30m = 09:00
    "queue": "root.etl_report",
}

with DAG(
    dag_id="dw_daily_report",
    schedule="30 2 * * *",
    start_date=datetime(2023, 3, 1, tzinfo=local_tz),
    catchup=False,
    max_active_runs=1,
    default_args=default_args,
    tags=["dw", "ads", "daily", "bi"],
    on_failure_callback=feishu_alert(chat="#dw-alert"),
) as dag:
    wait_dwd_order = HivePartitionSensor(
        task_id="wait_dwd_order", table="dwd.dwd_order_detail_di", partition="dt='{{ ds }}'",
        poke_interval=300, timeout=3 * 3600, mode="reschedule")
    wait_dwd_refund = HivePartitionSensor(
        task_id="wait_dwd_refund", table="dwd.dwd_refund_detail_di", partition="dt='{{ ds }}'",
        poke_interval=300, timeout=3 * 3600, mode="reschedule")
    build_order_agg = SparkSqlOperator(task_id="build_order_agg", sql="sql/ads/order_agg.sql",
        conf="spark.sql.shuffle.partitions=400", name="order_agg_{{ ds_nodash }}")
    build_refund_agg = SparkSqlOperator(task_id="build_refund_agg", sql="sql/ads/refund_agg.sql",
        conf="spark.sql.shuffle.partitions=200", name="refund_agg_{{ ds_nodash }}")
    uv_daily_agg = HiveOperator(task_id="uv_daily_agg", hql="sql/ads/uv_daily_agg.sql",
        hiveconfs={"mapreduce.job.queuename": "root.etl_report"})
    build_sales_daily_report = SparkSqlOperator(task_id="build_sales_daily_report",
        sql="sql/ads/sales_daily_report.sql", name="sales_daily_{{ ds_nodash }}")
    build_channel_daily = SparkSqlOperator(task_id="build_channel_daily",
        sql="sql/ads/channel_daily.sql", name="channel_daily_{{ ds_nodash }}")
    notify_bi = HttpOperator(task_id="notify_bi", http_conn_id="bi_api", endpoint="/api/datasets/refresh",
        method="POST", data='{"datasets": ["sales_daily", "sales_channel_daily"], "dt": "{{ ds }}"}')

    [wait_dwd_order, wait_dwd_refund] >> build_order_agg
    wait_dwd_refund >> build_refund_agg
    wait_dwd_order >> uv_daily_agg
    [build_order_agg, build_refund_agg, uv_daily_agg] >> build_sales_daily_report >> build_channel_daily >> notify_bi
'''


def dag_get_output():
    rnd = random.Random(619)
    out = ["dag_id: dw_daily_report", "fileloc: /opt/airflow/dags/dw/dw_daily_report.py", "is_paused: false",
           "schedule: 30 2 * * *  (timezone Asia/Shanghai)", "负责人: 王磊 (wanglei@corp.example.com)",
           "tags: dw, ads, daily, bi", "max_active_runs: 1", "", "---- source ----", DAG_SRC, "---- tasks ----"]
    for tid, op, arg, tgt in TASKS:
        out.append(f"{tid:<26} {op:<20} {arg}" + (f"  -> {tgt}" if tgt else ""))
    out.append("")
    out.append("---- recent dag runs (logical date, state, start, end, duration) ----")
    for d in range(12, 0, -1):
        ds = f"2024-06-{d:02d}"
        nd = f"2024-06-{d+1:02d}"
        if d == 8:
            out.append(f"{ds}  failed   {nd} 02:30:04  {nd} 05:30:11  3:00:07   wait_dwd_order: SensorTimeout (partition dt='{ds}' not found after 10800s)")
            continue
        end_h, end_m = 8, rnd.randint(5, 38)
        dur_m = (end_h * 60 + end_m) - 150
        out.append(f"{ds}  success  {nd} 02:30:0{rnd.randint(1,9)}  {nd} 0{end_h}:{end_m:02d}:{rnd.randint(10,59)}  {dur_m//60}:{dur_m%60:02d}:{rnd.randint(10,59)}")
    for d in range(31, 29, -1):
        out.append(f"2024-05-{d}  success  2024-0{5 if d==30 else 6}-{(d+1) if d==30 else 1:02d} 02:30:03  08:{rnd.randint(5,30)}:{rnd.randint(10,59)}  5:4{rnd.randint(0,9)}:1{rnd.randint(0,9)}")
    out.append("")
    out.append("sla_misses (last 30d): none recorded (06-08 run failed before SLA evaluation)")
    return "\n".join(out)


def partitions_output():
    rnd = random.Random(12)
    out = ["spark-sql> SELECT dt, count(1) AS rows, round(sum(gmv),2) AS gmv FROM ads.ads_sales_daily_report WHERE dt BETWEEN '2024-05-30' AND '2024-06-12' GROUP BY dt ORDER BY dt;",
           "dt          rows   gmv"]
    for d in [(5, 30), (5, 31)] + [(6, i) for i in range(1, 13)]:
        if d == (6, 8):
            continue
        out.append(f"2024-{d[0]:02d}-{d[1]:02d}  {rnd.randint(2380, 2460)}   {rnd.uniform(41e6, 58e6):,.2f}")
    out.append("Time taken: 6.41 seconds, Fetched 13 row(s)")
    out.append("")
    out.append("spark-sql> SHOW PARTITIONS ads.ads_sales_channel_daily PARTITION (dt>='2024-05-30');")
    for d in [(5, 30), (5, 31)] + [(6, i) for i in range(1, 13)]:
        if d == (6, 8):
            continue
        out.append(f"dt=2024-{d[0]:02d}-{d[1]:02d}")
    out.append("Time taken: 0.88 seconds, Fetched 13 row(s)")
    return "\n".join(out)


def upstream_output():
    rnd = random.Random(13)
    out = ["spark-sql> SELECT 'dwd_order_detail_di' AS t, dt, count(1) FROM dwd.dwd_order_detail_di WHERE dt BETWEEN '2024-06-01' AND '2024-06-12' GROUP BY dt",
           "         > UNION ALL SELECT 'dwd_refund_detail_di', dt, count(1) FROM dwd.dwd_refund_detail_di WHERE dt BETWEEN '2024-06-01' AND '2024-06-12' GROUP BY dt ORDER BY 1, 2;",
           "t                       dt          count(1)"]
    for d in range(1, 13):
        if d == 8:
            continue
        out.append(f"dwd_order_detail_di     2024-06-{d:02d}  {rnd.randint(1_180_000, 1_390_000)}")
    for d in range(1, 13):
        out.append(f"dwd_refund_detail_di    2024-06-{d:02d}  {rnd.randint(41_000, 56_000)}")
    out.append("Time taken: 38.2 seconds, Fetched 23 row(s)")
    return "\n".join(out)


def instances_output(cmp_id, dts, failed=None, finish=None):
    rnd = random.Random(hash(cmp_id) % 1000)
    out = [f"complement {cmp_id}  workflow {WF} (dw_daily_report_ds)  queue root.etl_report  parallelism 3",
           "instance_id  biz_date    state    start                end                  duration  task states"]
    base_hour = 20
    for i, dt in enumerate(dts):
        iid = 9_012_300 + rnd.randint(100, 999) + i
        sh = base_hour + (i // 3) * 1
        if dt == failed:
            out.append(f"{iid}  {dt}  FAILURE  2024-06-13 {sh}:0{rnd.randint(0,9)}:12  2024-06-13 {sh+3 if sh+3<24 else sh-21}:0{rnd.randint(0,9)}:40  3h00m28s  "
                       "wait_dwd_order=FAILURE(dependent timeout: dwd.dwd_order_detail_di dt=2024-06-08 not found) others=KILL")
            continue
        dur = rnd.randint(48, 66)
        tasks = " ".join(f"{t[0]}=SUCCESS({rnd.randint(1, 19)}m)" for t in TASKS)
        out.append(f"{iid}  {dt}  SUCCESS  {finish or '2024-06-13'} {sh % 24:02d}:{rnd.randint(0,59):02d}:{rnd.randint(10,59)}  ...  {dur}m{rnd.randint(10,59)}s  {tasks}")
    return "\n".join(out)


CHANNELS = ["app", "h5", "mini_program", "offline_pos", "third_party"]


def _num(v, m):
    return f"{int(v):,}" if m in ("order_cnt", "uv") else f"{v:,.2f}"


def recon_output(dts, threshold, special, diff_channel=None):
    """special[(dt, metric)] = (left_total, right_total, result); totals as floats."""
    rnd = random.Random(len(dts) * 7 + int(threshold * 1000))
    head = [f"recon job: ads.ads_sales_daily_report (left, Airflow) vs ads_shadow.ads_sales_daily_report (right, DS)",
            f"metrics: order_cnt, gmv, refund_amt, uv   key: dt, shop_id, channel   threshold: |diff| <= {threshold}%",
            "", "== totals ==", "dt          metric       left                right               diff%     result"]
    detail = ["", "== breakdown by channel ==", "dt          channel        metric       left                right               diff%"]
    for dt in dts:
        for m in ("order_cnt", "gmv", "refund_amt", "uv"):
            if dt == "2024-06-08":
                head.append(f"{dt}  {m:<11}  (missing)           (missing)           n/a       SKIPPED")
                continue
            if (dt, m) in special:
                left, right, res = special[(dt, m)]
            else:
                left = {"order_cnt": rnd.randint(1_100_000, 1_350_000), "uv": rnd.randint(820_000, 990_000),
                        "gmv": rnd.uniform(4.1e7, 5.8e7), "refund_amt": rnd.uniform(3e5, 9e5)}[m]
                if m in ("gmv", "refund_amt"):
                    left = round(left, 2)
                right, res = left, "PASS"
            pct = (right - left) / left * 100
            head.append(f"{dt}  {m:<11}  {_num(left, m):<18}  {_num(right, m):<18}  {pct:+.3f}%   {res}")
            w = [rnd.uniform(0.5, 3) for _ in CHANNELS]
            tot = sum(w)
            parts = [left * x / tot for x in w]
            if m in ("order_cnt", "uv"):
                parts = [int(x) for x in parts]
                parts[0] += int(left) - sum(parts)
            else:
                parts = [round(x, 2) for x in parts]
                parts[0] = round(parts[0] + left - sum(parts), 2)
            for ch, lv in zip(CHANNELS, parts):
                rv = lv
                if ch == (diff_channel or {}).get((dt, m)):
                    rv = lv + (right - left)
                cp = (rv - lv) / lv * 100 if lv else 0
                detail.append(f"{dt}  {ch:<13}  {m:<11}  {_num(lv, m):<18}  {_num(rv, m):<18}  {cp:+.3f}%")
    return "\n".join(head + detail)



SQL_ORDER_AGG = """-- order_agg (converted: HiveQL -> Spark SQL)
INSERT OVERWRITE TABLE tmp.tmp_order_agg_1d PARTITION (dt='${bizdate}')
SELECT o.shop_id,
       o.channel,
       count(1)                                              AS order_cnt,
       sum(CASE WHEN o.pay_status = 'PAID' THEN 1 ELSE 0 END) AS paid_order_cnt,
       sum(o.pay_amount)                                     AS pay_amount,
       sum(o.discount_amount)                                AS discount_amount,
       sum(o.coupon_amount)                                  AS coupon_amount,
       sum(o.freight_amount)                                 AS freight_amount,
       sum(CASE WHEN o.is_first_order = 1 THEN o.pay_amount ELSE 0 END) AS first_order_amount,
       sum(o.item_cnt)                                       AS item_cnt
FROM dwd.dwd_order_detail_di o
WHERE o.dt = '${bizdate}'
  AND o.order_status NOT IN ('TEST', 'FRAUD_BLOCKED')
GROUP BY o.shop_id, o.channel"""

SQL_REFUND_AGG = """-- refund_agg (converted)
INSERT OVERWRITE TABLE tmp.tmp_refund_agg_1d PARTITION (dt='${bizdate}')
SELECT r.shop_id,
       r.channel,
       count(1)                                                        AS refund_cnt,
       sum(r.refund_amount)                                            AS refund_amt,
       sum(CASE WHEN r.refund_type = 'FULL' THEN r.order_pay_amount ELSE 0 END) AS full_refund_order_amt,
       collect_set(r.load_batch)                                       AS load_batches
FROM dwd.dwd_refund_detail_di r
WHERE r.dt = '${bizdate}'
  AND r.refund_status = 'SUCCESS'
GROUP BY r.shop_id, r.channel"""

SQL_SALES = """-- sales_daily_report (converted)
INSERT OVERWRITE TABLE ${target_db}.ads_sales_daily_report PARTITION (dt='${bizdate}')
SELECT s.shop_id,
       d.shop_name,
       d.region,
       d.category_l1,
       a.channel,
       a.order_cnt,
       a.paid_order_cnt,
       a.pay_amount - coalesce(f.full_refund_order_amt, 0)          AS gmv,
       coalesce(f.refund_amt, 0)                                      AS refund_amt,
       coalesce(f.refund_cnt, 0)                                      AS refund_cnt,
       u.uv,
       round(a.paid_order_cnt / nullif(u.uv, 0), 4)                   AS pay_conversion,
       a.discount_amount,
       a.coupon_amount,
       a.first_order_amount,
       current_timestamp()                                            AS etl_time
FROM tmp.tmp_order_agg_1d a
LEFT JOIN tmp.tmp_refund_agg_1d f ON f.dt = a.dt AND f.shop_id = a.shop_id AND f.channel = a.channel
LEFT JOIN tmp.tmp_uv_1d u        ON u.dt = a.dt AND u.shop_id = a.shop_id AND u.channel = a.channel
JOIN dim.dim_shop d              ON d.shop_id = a.shop_id AND d.dt = '${bizdate}'
JOIN (SELECT DISTINCT shop_id FROM tmp.tmp_order_agg_1d WHERE dt = '${bizdate}') s ON s.shop_id = a.shop_id
WHERE a.dt = '${bizdate}'"""

SQL_CHANNEL = """-- channel_daily (converted)
INSERT OVERWRITE TABLE ${target_db}.ads_sales_channel_daily PARTITION (dt='${bizdate}')
SELECT channel,
       sum(order_cnt)      AS order_cnt,
       sum(gmv)            AS gmv,
       sum(refund_amt)     AS refund_amt,
       sum(uv)             AS uv_sum_by_shop,
       round(sum(paid_order_cnt) / nullif(sum(uv), 0), 4) AS pay_conversion
FROM ${target_db}.ads_sales_daily_report
WHERE dt = '${bizdate}'
GROUP BY channel"""


def sensor_log():
    out = ["---- task log: dw_daily_report / wait_dwd_order / 2024-06-08 (try 1/3) ----"]
    h, m = 2, 30
    for i in range(37):
        out.append(f"[2024-06-09, {h:02d}:{m:02d}:0{i % 10}] {{hive_partition.py:63}} INFO - Poking for table dwd.dwd_order_detail_di, partition dt='2024-06-08'")
        out.append(f"[2024-06-09, {h:02d}:{m:02d}:0{i % 10}] {{taskinstance.py:2336}} INFO - Rescheduling task, marking task as UP_FOR_RESCHEDULE")
        m += 5
        if m >= 60:
            h, m = h + 1, m - 60
    out.append("[2024-06-09, 05:30:11] {taskinstance.py:2905} ERROR - Sensor has timed out; run duration of 10800.4 seconds exceeds the specified timeout of 10800.0.")
    out.append("airflow.exceptions.AirflowSensorTimeout: Sensor has timed out; run duration of 10800.4 seconds exceeds the specified timeout of 10800.0.")
    out.append("[2024-06-09, 05:30:11] {taskinstance.py:1206} INFO - Marking task as FAILED. dag_id=dw_daily_report, task_id=wait_dwd_order, run_id=scheduled__2024-06-08T18:30:00+00:00")
    out.append("[2024-06-09, 05:30:12] {feishu_alert.py:41} INFO - alert sent to #dw-alert and wanglei@corp.example.com")
    return "\n".join(out)


def ds_dependent_log():
    out = ["---- task log: dw_daily_report_ds / wait_dwd_order / instance 9014105 (bizdate 2024-06-14) ----"]
    h, m = 3, 0
    while (h, m) < (6, 45):
        ok = (h, m) >= (6, 41)
        out.append(f"[INFO] 2024-06-15 {h:02d}:{m:02d}:01.{m*7 % 1000:03d} - [DependentTaskExecutor] check dwd.dwd_order_detail_di dt=2024-06-14 "
                   + ("-> partition exists, dependent SUCCESS" if ok else "-> not ready, next check in 300s"))
        if ok:
            break
        m += 5
        if m >= 60:
            h, m = h + 1, m - 60
    out.append("[INFO] 2024-06-15 06:41:02.118 - task wait_dwd_order finished, status SUCCESS, cost 3h41m")
    return "\n".join(out)


def channel_rows_output():
    rnd = random.Random(77)
    out = ["spark-sql> SELECT dt, channel, count(1) AS rows, round(sum(gmv),2) AS gmv FROM ads.ads_sales_daily_report WHERE dt BETWEEN '2024-06-01' AND '2024-06-12' GROUP BY dt, channel ORDER BY dt, channel;",
           "dt          channel        rows   gmv"]
    for d in range(1, 13):
        if d == 8:
            continue
        for ch in CHANNELS:
            out.append(f"2024-06-{d:02d}  {ch:<13}  {rnd.randint(300, 720):<5}  {rnd.uniform(3e6, 1.6e7):,.2f}")
    out.append("Time taken: 9.02 seconds, Fetched 55 row(s)")
    return "\n".join(out)

# ---------------------------------------------------------------- conversation
c.sys("你是公司数据平台组的 AI 助手，帮数据工程师做调度迁移与数据运维。你可以调用工具：Airflow 查询、Spark SQL 查询、"
      "DolphinScheduler（DS）工作流/任务/补数/调度管理、对账服务、元数据平台、飞书消息、Wiki、变更单系统、值班表和工单系统。"
      "涉及生产调度上线、删除或变更单修改前先和用户确认。回答用中文，简洁，必要时用表格。")

U1 = c.user("帮我把 Airflow 上的 `dw_daily_report` 日报流水线迁到 DolphinScheduler，新平台项目是 `dw_report_prod`。要求：\n"
            "1. 迁移期间日报每天 9:00 前必须产出，BI 看板不能断；\n"
            "2. 新老结果对账差异 < 0.1% 才能切换；\n"
            "3. 老 DAG 先别删。\n\n"
            "上线窗口定的是下周三 6/19 晚上 21:00-23:00，变更单 CHG-20240619-0173。先看看现在 DAG 的情况。")

M2, T3 = c.act("先拉一下 DAG 定义和最近的运行记录。", [
    ("airflow_dag_get", {"dag_id": "dw_daily_report", "include": ["source", "tasks", "runs", "failed_task_logs"], "runs_limit": 14},
     dag_get_output() + "\n\n" + sensor_log()),
])

M4, T5 = c.act("""DAG 概况：

| 项 | 值 |
|---|---|
| 调度 | `30 2 * * *`（Asia/Shanghai），max_active_runs=1 |
| 任务数 | 8（2 个分区等待 + 5 个 SQL + 1 个 BI 刷新回调） |
| 负责人 / 告警 | 王磊，邮件 + 飞书 #dw-alert |
| SLA | 6h30m，即 09:00 |
| 最近完成时间 | 一般 08:05–08:40 |

注意 **2024-06-08 这次运行失败了**：`wait_dwd_order` 等了 3 小时没等到上游分区。我查一下目标表分区和上游分区，确认有没有缺数。""", [
    ("spark_sql_query", {"sql": "SELECT dt, count(1) AS rows, round(sum(gmv),2) AS gmv FROM ads.ads_sales_daily_report WHERE dt BETWEEN '2024-05-30' AND '2024-06-12' GROUP BY dt ORDER BY dt; SHOW PARTITIONS ads.ads_sales_channel_daily PARTITION (dt>='2024-05-30');",
                         "queue": "root.adhoc", "engine": "spark-sql"}, partitions_output() + "\n\n" + channel_rows_output()),
    ("spark_sql_query", {"sql": "SELECT 'dwd_order_detail_di' AS t, dt, count(1) FROM dwd.dwd_order_detail_di WHERE dt BETWEEN '2024-06-01' AND '2024-06-12' GROUP BY dt UNION ALL SELECT 'dwd_refund_detail_di', dt, count(1) FROM dwd.dwd_refund_detail_di WHERE dt BETWEEN '2024-06-01' AND '2024-06-12' GROUP BY dt ORDER BY 1, 2",
                         "queue": "root.adhoc", "engine": "spark-sql"}, upstream_output()),
])

c.model("""## 现状

- `ads.ads_sales_daily_report` 和 `ads.ads_sales_channel_daily` 都**缺 dt=2024-06-08 分区**，其余 5/30–6/12 都在，日均约 2,400 行。
- 原因在上游：`dwd.dwd_order_detail_di` 也**没有 dt=2024-06-08**（退款表是全的）。这个洞目前 BI 上应该是空的一天。

## 迁移方案

| | 方案一：双跑后切换 | 方案二：窗口内直接切换 |
|---|---|---|
| 做法 | DS 上建同构工作流，结果写影子表（建议放 `ads_tmp` 库），和 Airflow 并行跑几天，每天对账，达标后在窗口切换 | 窗口当晚停 Airflow、上线 DS，第二天对账 |
| 对 9:00 产出的影响 | 无，BI 继续读 Airflow 产出的 ads 表 | 切换当天有风险，出问题只能回滚 |
| 对账 | 可以先回填历史日期做批量对账 | 只有一天样本 |
| 资源 | 多占一份集群资源（夜间） | 无额外 |

我建议**方案一**。你看用哪个？""")

U7 = c.user("按方案一。影子表别放 ads_tmp，那个库每周日会被自动清理，放 ads_shadow。")

WF_TASKS = [{"name": t[0], "type": {"HivePartitionSensor": "DEPENDENT", "SparkSqlOperator": "SQL", "HiveOperator": "SQL", "HttpOperator": "HTTP"}[t[1]],
             "source": t[2], "target": (t[3] or "").replace("ads.", "${target_db}.")} for t in TASKS]
WF_TASKS[-1]["enabled"] = False

M8, T9 = c.act("好的，影子表放 `ads_shadow`。我在 `dw_report_prod` 里建工作流，目标库做成全局参数 `target_db`，双跑期间设为 `ads_shadow`，切换时只改参数；`notify_bi` 先禁用，免得影子结果去刷 BI。", [
    ("ds_workflow_create", {"project": "dw_report_prod", "name": "dw_daily_report_ds",
                            "global_params": {"target_db": "ads_shadow", "bizdate": "$[yyyy-MM-dd-1]"},
                            "tasks": WF_TASKS, "import_from": {"airflow_dag": "dw_daily_report", "convert_sql": True},
                            "create_target_tables_like": {"ads.ads_sales_daily_report": "ads_shadow.ads_sales_daily_report",
                                                          "ads.ads_sales_channel_daily": "ads_shadow.ads_sales_channel_daily"},
                            "release_state": "OFFLINE", "tenant": "etl_report", "worker_group": "etl"},
     f"workflow created\n  project: dw_report_prod\n  name: dw_daily_report_ds\n  code: {WF}\n  version: 1\n  release_state: OFFLINE\n"
     "  tasks: 8 (DEPENDENT×2, SQL×5, HTTP×1 [disabled: notify_bi])\n"
     "  tables created: ads_shadow.ads_sales_daily_report (LIKE ads.ads_sales_daily_report), ads_shadow.ads_sales_channel_daily (LIKE ads.ads_sales_channel_daily)\n"
     "WARN  任务 uv_daily_agg：源为 HiveQL，已自动转换为 Spark SQL（2 处函数替换），建议人工复核\n"
     "WARN  DEPENDENT 任务默认检查周期 5 分钟，超时 180 分钟（与 Airflow sensor 一致）\n\n"
     "---- converted SQL (4 of 5 SQL tasks shown; uv_daily_agg pending review) ----\n"
     + "\n\n".join([SQL_ORDER_AGG, SQL_REFUND_AGG, SQL_SALES, SQL_CHANNEL])),
])

c.model(f"""已建好，工作流 code **{WF}**（`dw_daily_report_ds`，version 1，未上线）。影子表 `ads_shadow.ads_sales_daily_report` / `ads_shadow.ads_sales_channel_daily` 已按原表结构建好。

平台提示 `uv_daily_agg` 的 SQL 是自动从 HiveQL 转成 Spark SQL 的，我对账时会重点看 uv。

下一步是回填历史日期做批量对账。要确认两件事：
1. 回填范围从哪天到哪天？
2. 用哪个队列、并发多少？""")

U11 = c.user("回填 6 月 1 号到 12 号。队列用 root.etl_report，并发别超过 3。白天别跑，集群白天给 BI 即席查询用，晚上 8 点以后再开始。")

M12, T13 = c.act("", [
    ("ds_complement_create", {"workflow_code": WF, "start_date": "2024-06-01", "end_date": "2024-06-12", "run_mode": "PARALLEL",
                              "parallelism": 3, "queue": "root.etl_report", "scheduled_start": "2024-06-13 20:00:00",
                              "global_params_override": {"target_db": "ads_shadow"}, "failure_strategy": "CONTINUE"},
     "complement created: cmp-5531\n  workflow: 13857492031552 v1\n  biz dates: 2024-06-01 .. 2024-06-12 (12 instances)\n  run_mode: PARALLEL, parallelism 3\n"
     "  queue: root.etl_report\n  scheduled start: 2024-06-13 20:00:00 (Asia/Shanghai)\n  failure_strategy: CONTINUE\n  state: WAITING"),
])

c.model("已提交补数 **cmp-5531**：2024-06-01 ~ 2024-06-12 共 12 个实例，队列 `root.etl_report`，并发 3，今晚 **20:00** 开始，失败不阻塞其他日期。明早跑完我来对账。")

U15 = c.user("早。回填跑完了吗？对一下账。")

DTS12 = [f"2024-06-{d:02d}" for d in range(1, 13)]
M16, T17 = c.act("", [
    ("ds_instance_list", {"complement_id": "cmp-5531"}, instances_output("cmp-5531", DTS12, failed="2024-06-08", finish="2024-06-13")),
    ("recon_run", {"left": "ads.ads_sales_daily_report", "right": "ads_shadow.ads_sales_daily_report", "dt_from": "2024-06-01", "dt_to": "2024-06-12",
                   "keys": ["dt", "shop_id", "channel"], "metrics": ["order_cnt", "gmv", "refund_amt", "uv"], "threshold_pct": 0.1},
     recon_output(DTS12, 0.1, {("2024-06-05", "gmv"): (52318447.20, 52098813.36, "FAIL"),
                               ("2024-06-05", "refund_amt"): (611902.35, 630328.85, "WARN (refund_amt informational)")},
                  {("2024-06-05", "gmv"): "mini_program", ("2024-06-05", "refund_amt"): "mini_program"})
     + "\n\nsummary: 11 dates compared, 1 skipped (2024-06-08), 10 PASS, 1 FAIL (2024-06-05 gmv -0.420%)\nrecon report id: rc-20240614-0031"),
])

M18, T19 = c.act("""回填结果：**11 成功，1 失败**（2024-06-08，和 Airflow 一样卡在上游分区）。

对账（报告 rc-20240614-0031）：10 天全部通过，**2024-06-05 gmv 差 -0.420%**，超过 0.1% 阈值；同一天 refund_amt 影子表多了约 1.8 万。看起来是退款口径或退款数据本身变了，我按渠道拆一下，并查这天有没有晚到的退款。""", [
    ("spark_sql_query", {"engine": "spark-sql", "queue": "root.adhoc",
                         "sql": "SELECT channel, count(1) AS n, round(sum(refund_amount),2) AS amt, min(etl_load_time), max(etl_load_time), collect_set(load_batch) FROM dwd.dwd_refund_detail_di WHERE dt='2024-06-05' AND etl_load_time > '2024-06-06 08:20:00' GROUP BY channel"},
     "channel        n    amt        min(etl_load_time)    max(etl_load_time)    collect_set(load_batch)\n"
     "mini_program   37   18426.50   2024-06-10 16:42:07   2024-06-10 16:42:31   [\"finance_manual_fix_0610\"]\n"
     "Time taken: 21.7 seconds, Fetched 1 row(s)\n\n"
     "-- gmv diff by channel (left - right), dt=2024-06-05\n"
     "app            0.00\nh5             0.00\nmini_program   219633.84\noffline_pos    0.00\n"
     "-- detail: 37 refunds reference 37 orders with original pay amount 219,633.84; sales_daily_report nets full order gmv when refund_type='FULL'"),
])

c.model("""## 2024-06-05 差异原因（已定位）

- 差异**全部在 `mini_program` 渠道**，金额 219,633.84。
- `dwd.dwd_refund_detail_di` 里 dt=2024-06-05 有 **37 笔**退款是 **2024-06-10 16:42** 由财务补录的（批次 `finance_manual_fix_0610`），晚于 Airflow 6/6 早上的那次计算。
- 这 37 笔都是全额退款，按 `sales_daily_report.sql` 的口径会把原订单 gmv 整单扣掉，对应的原订单金额正好 219,633.84，和差异完全吻合。

结论：**不是迁移逻辑问题，是数据晚到**——DS 回填时读到了补录数据，老分区没重算。影子表的结果其实更新、更准。

## 待定
1. 2024-06-05 这个差异是否按"已解释"处理？
2. 2024-06-08：上游 `dwd.dwd_order_detail_di` 至今没有分区，需要找上游负责人补数。""")

U21 = c.user("06-05 算解释了，写进对账报告里。06-08 你去找上游催一下，dwd 那边现在谁负责？")

M22, T23 = c.act("", [
    ("recon_report_annotate", {"report_id": "rc-20240614-0031", "dt": "2024-06-05", "metric": "gmv", "status": "EXPLAINED",
                               "note": "37 refunds (batch finance_manual_fix_0610) loaded 2024-06-10 after Airflow run; shadow includes them. Not a migration logic issue. Accepted by data eng."},
     "annotation saved: rc-20240614-0031 / 2024-06-05 / gmv -> EXPLAINED (by zhangning via assistant)\nreport status: 10 PASS, 1 EXPLAINED, 1 SKIPPED"),
    ("metadata_table_get", {"table": "dwd.dwd_order_detail_di", "include": ["owner", "owner_history", "lineage_upstream", "sla", "columns"]},
     "table: dwd.dwd_order_detail_di  (hive, partitioned by dt STRING)\n"
     "负责人 owner  was: 赵敏 (zhaomin@corp.example.com)\n              now: 陈昊 (chenhao@corp.example.com)   changed 2024-06-10 by 元数据平台 (组织架构调整：交易数仓组)\n"
     "sla: dt 分区 T+1 06:30 前就绪\nupstream: ods.ods_trade_order_binlog_di -> dwd.dwd_order_detail_di (job trade_dwd_order, scheduler: DS project trade_dw)\n"
     "columns (42):\n" + "\n".join(f"  {n:<26} {t}" for n, t in [
         ("order_id", "bigint"), ("parent_order_id", "bigint"), ("user_id", "bigint"), ("shop_id", "bigint"), ("channel", "string"),
         ("order_status", "string"), ("pay_status", "string"), ("pay_amount", "decimal(18,2)"), ("discount_amount", "decimal(18,2)"),
         ("freight_amount", "decimal(18,2)"), ("coupon_id", "bigint"), ("coupon_amount", "decimal(18,2)"), ("currency", "string"),
         ("province_code", "string"), ("city_code", "string"), ("device_type", "string"), ("app_version", "string"),
         ("is_first_order", "tinyint"), ("is_presale", "tinyint"), ("presale_deposit", "decimal(18,2)"), ("sku_cnt", "int"),
         ("item_cnt", "int"), ("create_time", "timestamp"), ("pay_time", "timestamp"), ("ship_time", "timestamp"),
         ("finish_time", "timestamp"), ("cancel_time", "timestamp"), ("cancel_reason", "string"), ("seller_id", "bigint"),
         ("warehouse_id", "bigint"), ("logistics_company", "string"), ("promotion_id", "bigint"), ("promotion_type", "string"),
         ("source_page", "string"), ("utm_source", "string"), ("utm_campaign", "string"), ("risk_level", "string"),
         ("invoice_flag", "tinyint"), ("remark", "string"), ("etl_load_time", "timestamp"), ("etl_batch_id", "string"), ("dt", "string (partition)")])),
])

M24, T25 = c.act("对账报告已标注。上游 `dwd.dwd_order_detail_di` 的负责人 6/10 刚从赵敏换成了**陈昊**，我直接飞书联系他。", [
    ("feishu_send", {"to": "chenhao@corp.example.com", "msg_type": "text",
                     "text": "陈昊你好，我是数据平台助手（代张宁）。dwd.dwd_order_detail_di 缺 dt=2024-06-08 分区，下游日报 dw_daily_report 当天失败、ads 报表缺这一天。"
                             "方便的话请帮忙补跑该分区，补好后回复一下行数，我们这边再重算。谢谢！"},
     "message sent: om_7f3c21a9e0 to 陈昊 (chenhao@corp.example.com) at 2024-06-14 09:47"),
])

c.model("""已处理：
- **rc-20240614-0031**：2024-06-05 gmv 标为 EXPLAINED（37 笔财务补录退款）。
- 已飞书联系上游新负责人 **陈昊**（原负责人赵敏 6/10 已交接），请他补跑 dt=2024-06-08 并回复行数。""")

U27 = c.user("DS 上失败告警发给谁？老的是发给王磊的邮箱和 #dw-alert 群。对了，王磊下周调去做实时了，报表这条线以后归刘婷（liuting@corp.example.com），告警也给她。")

M28, T29 = c.act("DS 工作流目前没配告警组（建的时候没带过来）。我新建告警组并把工作流负责人改成刘婷。", [
    ("ds_alert_group_upsert", {"project": "dw_report_prod", "name": "dw_report_alert",
                               "instances": [{"type": "EMAIL", "receivers": ["liuting@corp.example.com"]},
                                             {"type": "FEISHU", "chat": "#dw-alert"}],
                               "description": "dw_daily_report_ds failure/timeout alerts; owner liuting"},
     "alert group upserted: dw_report_alert (id 57)\n  EMAIL -> liuting@corp.example.com\n  FEISHU -> #dw-alert"),
    ("ds_workflow_update", {"workflow_code": WF, "changes": {"owner": "liuting", "warning_type": "FAILURE", "warning_group_id": 57, "timeout_minutes": 390}},
     f"workflow {WF} updated, version 1 -> 2\n  owner        was: zhangning   now: liuting\n  warning      was: NONE        now: FAILURE -> dw_report_alert (57)\n"
     "  timeout      was: none        now: 390 min (按 02:30 起算即 09:00)"),
])

c.model(f"""已配好：
- 告警组 **dw_report_alert**（id 57）：邮件 liuting@corp.example.com + 飞书 #dw-alert。王磊不在里面。
- 工作流 {WF} 升到 version 2：负责人 **刘婷**，失败告警，超时 390 分钟。

Airflow 那边我没动，王磊调岗前老 DAG 的告警还是发他，需要的话切换时一起改。""")

U31 = c.user("上游回复了吗？")

M32, T33 = c.act("", [
    ("feishu_read", {"chat_with": "chenhao@corp.example.com", "since": "2024-06-14 09:47"},
     "[2024-06-14 11:26] 陈昊: 收到。06-08 的分区已经重跑好了，行数 1,284,903，你们可以重算了。\n"
     "[2024-06-14 11:27] 陈昊: 那天缺分区是因为上游 binlog 同步延迟导致 ods 分区没按时落，根因还在和 DBA 一起查，暂时不能保证不再出现。\n"
     "[2024-06-14 11:29] 陈昊: 另外提前通知一下：dwd_order_detail_di 从 2024-06-24 起字段 pay_amount 改名为 pay_amt_cny（统一币种口径），"
     "老字段 pay_amount 会保留到 2024-06-30，之后删除。你们日报里用到这个字段的话要改一下。"),
])

M34, T35 = c.act("""陈昊回复了：
- **dt=2024-06-08 已补好，1,284,903 行**。
- 缺分区的原因是上游 binlog 同步延迟，**根因还在查**，不保证不复发。
- **字段改名**：`pay_amount` 从 2024-06-24 起改名 `pay_amt_cny`，老字段保留到 **2024-06-30**。我们的 `order_agg.sql` 和 `sales_daily_report.sql` 都用了 `pay_amount`。

现在是白天，按你的要求我把 06-08 的影子回填排到今晚 20:00。另外 6/13 的业务日期今天凌晨也该出数了（影子工作流还没上线调度），我顺手一起补上，这样明早能对 06-08 和 06-13 两天。""", [
    ("ds_complement_create", {"workflow_code": WF, "dates": ["2024-06-08", "2024-06-13"], "run_mode": "PARALLEL", "parallelism": 2,
                              "queue": "root.etl_report", "scheduled_start": "2024-06-14 20:00:00",
                              "global_params_override": {"target_db": "ads_shadow"}, "failure_strategy": "CONTINUE"},
     "complement created: cmp-5577\n  workflow: 13857492031552 v2\n  biz dates: 2024-06-08, 2024-06-13 (2 instances)\n  run_mode: PARALLEL, parallelism 2\n"
     "  queue: root.etl_report\n  scheduled start: 2024-06-14 20:00:00 (Asia/Shanghai)\n  state: WAITING"),
])

c.model("已提交 **cmp-5577**（06-08、06-13，今晚 20:00）。字段改名怎么处理？是现在就改 SQL，还是切换后再改？")

U37 = c.user("字段改名的事先记着，切换之后再改，用 coalesce(pay_amt_cny, pay_amount) 兼容，6/30 前必须上。顺便看下变更单现在什么状态。")

M38, T39 = c.act("", [
    ("change_request_get", {"id": "CHG-20240619-0173", "include": ["window", "approvals", "history"]},
     "CHG-20240619-0173  日报流水线 dw_daily_report 迁移至 DolphinScheduler\n"
     "  申请人: 张宁   系统: 数据平台/调度   风险等级: 中\n"
     "  变更窗口  was: 2024-06-19 21:00-23:00\n"
     "           now: 2024-06-25 22:00-24:00\n"
     "  修改人: 变更委员会 CAB（孙蕾）  修改时间: 2024-06-14 10:05\n"
     "  修改原因: 618 大促封网 2024-06-15 00:00 ~ 2024-06-20 24:00，期间禁止非紧急生产变更，窗口顺延\n"
     "  审批: 数据平台负责人 ✅ 已批 (2024-06-12) | 交易数仓 ⏳ 待重新确认（窗口变更后自动重置） | SRE ⏳ 待重新确认\n"
     "  回滚方案: （空）\n  执行步骤: （空）\n  关联工单: 无\n\n"
     "  history:\n"
     "    rev 1  2024-06-11 15:20  张宁      创建，窗口 2024-06-19 21:00-23:00，影响范围：ads.ads_sales_daily_report / ads.ads_sales_channel_daily / BI 数据集 sales_daily、sales_channel_daily\n"
     "    rev 2  2024-06-12 10:02  数据平台负责人  审批通过：\"注意 9:00 SLA，双跑对账通过再切\"\n"
     "    rev 3  2024-06-14 10:05  孙蕾(CAB)  窗口顺延：618 大促封网 2024-06-15 00:00 ~ 2024-06-20 24:00；审批重置（交易数仓、SRE）\n"
     "  CAB 公告摘录: 封网期间仅允许 P0 故障修复类变更；06-21 起恢复常规变更窗口（周二/周四 22:00-24:00）；"
     "数据类变更需在变更单中附对账报告与回滚步骤，否则不予排期。"),
])

c.model("""变更单 **CHG-20240619-0173** 有变化：

| | 原来 | 现在 |
|---|---|---|
| 窗口 | 2024-06-19 21:00-23:00 | **2024-06-25（周二）22:00-24:00** |
| 原因 | — | 618 大促封网 6/15–6/20，CAB（孙蕾）顺延 |
| 审批 | — | 数据平台已批；交易数仓、SRE 因改窗口需要重新确认 |
| 执行步骤 / 回滚方案 | 空 | 空，需要补 |

字段改名我记下了：切换后改成 `coalesce(pay_amt_cny, pay_amount)`，6/30 前上线。

窗口晚了 6 天，影子工作流目前只靠手动补数。要不要把影子工作流上线成每日调度，一直双跑到切换？""")

U41 = c.user("那双跑就一直跑到切换当天。另外对账阈值收紧到 0.05%，刘婷要求的。")

M42, T43 = c.act("", [
    ("ds_schedule_create", {"workflow_code": WF, "crontab": "0 0 3 * * ? *", "timezone": "Asia/Shanghai",
                            "start_time": "2024-06-15 00:00:00", "end_time": "2024-06-25 23:59:59",
                            "global_params_override": {"target_db": "ads_shadow"}, "warning_group_id": 57, "release": True},
     f"schedule created: sch-2207\n  workflow: {WF} (dw_daily_report_ds) v2 -> release_state ONLINE\n  crontab: 0 0 3 * * ? *  (每天 03:00, Asia/Shanghai)\n"
     "  effective: 2024-06-15 00:00:00 ~ 2024-06-25 23:59:59\n  target_db: ads_shadow\n  next fire: 2024-06-15 03:00:00 (bizdate 2024-06-14)"),
    ("recon_schedule_create", {"left": "ads.ads_sales_daily_report", "right": "ads_shadow.ads_sales_daily_report",
                               "keys": ["dt", "shop_id", "channel"], "metrics": ["order_cnt", "gmv", "refund_amt", "uv"],
                               "threshold_pct": 0.05, "cron": "0 30 9 * * ?", "dt": "T-1", "until": "2024-06-25",
                               "notify": ["liuting@corp.example.com", "zhangning@corp.example.com"]},
     "recon schedule created: rcs-118\n  daily 09:30, dt = T-1, threshold |diff| <= 0.05%\n  until 2024-06-25\n  notify: liuting@corp.example.com, zhangning@corp.example.com"),
])

c.model("""已完成：
- 影子工作流已上线每日调度 **sch-2207**：每天 03:00，生效到 2024-06-25，写 `ads_shadow`。首次触发 6/15 03:00（业务日期 6/14）。
- 每日对账 **rcs-118**：09:30 跑 T-1，阈值 **0.05%**，通知刘婷和你。

比 Airflow 晚半小时起跑是为了避开同一时段的资源争抢；上游分区一般 06:30 前就绪，影响不大。""")

U45 = c.user("昨晚 06-08 补跑和今天双跑的对账结果呢？")

M46, T47 = c.act("", [
    ("ds_instance_list", {"workflow_code": WF, "since": "2024-06-14 20:00:00"},
     "instance_id  source     biz_date    state    start                end                  duration\n"
     "9013771      cmp-5577   2024-06-08  SUCCESS  2024-06-14 20:00:09  2024-06-14 20:58:41  58m32s\n"
     "9013772      cmp-5577   2024-06-13  SUCCESS  2024-06-14 20:00:09  2024-06-14 21:01:17  61m08s\n"
     "9014105      sch-2207   2024-06-14  SUCCESS  2024-06-15 03:00:01  2024-06-15 08:52:36  5h52m35s  (wait_dwd_order 等待 3h41m，上游 06:41 就绪)\n"
     + ds_dependent_log() + "\n"
     "task durations for 9014105: wait_dwd_order=3h41m wait_dwd_refund=2h12m build_order_agg=38m build_refund_agg=11m uv_daily_agg=7m build_sales_daily_report=19m build_channel_daily=6m notify_bi=disabled"),
    ("recon_report_get", {"recon_schedule": "rcs-118", "also_adhoc_dts": ["2024-06-08", "2024-06-13"]},
     recon_output(["2024-06-13", "2024-06-14"], 0.05, {("2024-06-13", "uv"): (912406, 912680, "PASS"),
                                                      ("2024-06-14", "uv"): (948115, 948684, "FAIL")},
                  {("2024-06-13", "uv"): "app", ("2024-06-14", "uv"): "app"})
     + "\n2024-06-08  note: left (ads) partition still missing; right (ads_shadow) present, 2,391 rows. compared against Airflow-equivalent rerun in scratch: diff 0.000% all metrics\n"
     "\nsummary: 2024-06-13 PASS (max |diff| 0.030%, uv); 2024-06-14 FAIL (uv +0.060% > 0.05%); 2024-06-08 PASS vs scratch rerun (0.000%)\nreport id: rc-20240615-0044"),
])

M48, T49 = c.act("""结果：
- **06-08**：影子补跑成功，和按老逻辑的临时重算对比 **0.000%**。注意老 ads 表的 06-08 分区还是缺的（Airflow 没重跑）。
- **06-13**：通过，最大差异 uv +0.030%。
- **06-14**：**uv +0.060%，超过新阈值 0.05%**，其他指标 0。
- 06-14 影子产出时间 **08:52**，主要耗在等上游（06:41 才就绪）。

uv 两天都是影子偏多、幅度在 0.03–0.06% 之间，很像近似去重的误差。我看一下 `uv_daily_agg` 转换后的 SQL。""", [
    ("ds_task_get", {"workflow_code": WF, "task": "uv_daily_agg", "include": ["sql", "conversion_log", "history_runtime"]},
     "task uv_daily_agg (SQL, datasource spark_thrift_etl) version 1\n"
     "sql:\n  INSERT OVERWRITE TABLE tmp.tmp_uv_1d PARTITION (dt='${bizdate}')\n  SELECT shop_id, channel,\n         approx_count_distinct(user_id) AS uv\n"
     "  FROM dwd.dwd_order_detail_di\n  WHERE dt = '${bizdate}' AND pay_status = 'PAID'\n  GROUP BY shop_id, channel\n"
     "conversion_log:\n  [HiveQL->SparkSQL] replaced ndv-style exact distinct aggregation with approx_count_distinct for performance (rule R-17, default relativeSD=0.05)\n"
     "  [HiveQL->SparkSQL] replaced `${hiveconf:ds}` with `${bizdate}`\n"
     "history_runtime: 2024-06-01..2024-06-14 avg 7m02s (Airflow exact version avg 11m10s)"),
])

c.model("""## 原因
自动转换规则 R-17 把 uv 的精确去重换成了 `approx_count_distinct(user_id)`（相对误差 5%），所以 uv 有小幅随机偏差，跟迁移逻辑无关但会持续触发 0.05% 的阈值。

## 选项
| | A：改回精确 | B：保留近似 |
|---|---|---|
| 做法 | uv 改回精确 COUNT(DISTINCT) | 保留近似，uv 不参与阈值判定 |
| uv 与老结果 | 一致 | 每天 ±0.1% 以内浮动 |
| 耗时 | uv 任务 +约 4 分钟，按 6/14 算产出约 08:56 | 不变（08:52） |
| 风险 | 离 9:00 只剩 4 分钟左右，上游再晚一点就会超 SLA | BI 的 uv 口径变了 |

选哪个？""")

U51 = c.user("A，uv 必须精确，BI 那边拿它算转化率。9 点的风险我回头跟刘婷商量要不要把调度提前，先别动调度时间。")

M52, T53 = c.act("", [
    ("ds_task_update", {"workflow_code": WF, "task": "uv_daily_agg",
                        "sql": "INSERT OVERWRITE TABLE tmp.tmp_uv_1d PARTITION (dt='${bizdate}')\nSELECT shop_id, channel,\n       count(distinct user_id) AS uv\nFROM dwd.dwd_order_detail_di\nWHERE dt = '${bizdate}' AND pay_status = 'PAID'\nGROUP BY shop_id, channel",
                        "comment": "exact distinct uv per data eng (revert conversion rule R-17)"},
     f"task uv_daily_agg updated: version 1 -> 2\nworkflow {WF} version 2 -> 3 (schedule sch-2207 now uses v3)\n"
     "  - approx_count_distinct(user_id) AS uv\n  + count(distinct user_id) AS uv"),
    ("ds_complement_create", {"workflow_code": WF, "dates": ["2024-06-13", "2024-06-14"], "run_mode": "PARALLEL", "parallelism": 2,
                              "queue": "root.etl_report", "scheduled_start": "2024-06-15 20:00:00",
                              "global_params_override": {"target_db": "ads_shadow"}, "failure_strategy": "CONTINUE"},
     "complement created: cmp-5602\n  workflow: 13857492031552 v3\n  biz dates: 2024-06-13, 2024-06-14 (2 instances)\n  queue: root.etl_report\n"
     "  scheduled start: 2024-06-15 20:00:00 (Asia/Shanghai)\n  state: WAITING"),
])

c.model("""已改：
- `uv_daily_agg` 改为 `count(distinct user_id)`，工作流升到 **version 3**，每日调度 sch-2207 自动用新版本。
- 06-13、06-14 用新版本重跑：**cmp-5602**，今晚 20:00。
- 调度时间没动（仍 03:00）。""")

U55 = c.user("好。把迁移方案和对账结论写到 wiki，然后在飞书上给刘婷和王磊同步一下进展。切换当晚谁值班？")

WIKI = f"""# 日报流水线迁移：Airflow dw_daily_report → DolphinScheduler

## 基本信息
- 源：Airflow DAG `dw_daily_report`（schedule 30 2 * * *，Asia/Shanghai）
- 目标：DS 项目 `dw_report_prod`，工作流 `dw_daily_report_ds`（code {WF}，当前 v3）
- 负责人：刘婷（原王磊）；告警组 dw_report_alert（id 57）
- 变更单：CHG-20240619-0173，窗口 2024-06-25 22:00-24:00（原 6/19，因 618 封网顺延）

## 方案
- 双跑：DS 写 `ads_shadow`，每日 03:00 调度（sch-2207，至 2024-06-25），每日 09:30 对账（rcs-118，阈值 0.05%）
- 历史回填：cmp-5531（06-01~06-12），cmp-5577（06-08、06-13），cmp-5602（06-13、06-14，uv 修正后重跑）
- 切换：target_db 由 ads_shadow 改为 ads，启用 notify_bi

## 对账结论
| dt | 结果 | 说明 |
|---|---|---|
| 06-01~06-12（除 05、08） | PASS | 差异 0 |
| 06-05 | EXPLAINED | gmv -0.42%，37 笔财务补录退款（finance_manual_fix_0610），非逻辑问题 |
| 06-08 | PASS | 上游缺分区，陈昊补数后影子 0.000%；老 ads 分区仍缺 |
| 06-13 | PASS | uv +0.03%（近似去重） |
| 06-14 | FAIL→待重跑 | uv +0.06%，已改精确去重，cmp-5602 重跑 |

## 已知问题 / 风险
- 上游 dwd_order_detail_di 缺分区根因（binlog 同步延迟）未定位
- 精确去重后产出约 08:56，距 9:00 SLA 余量小
- dwd 字段 pay_amount → pay_amt_cny（6/24 起，老字段保留至 6/30）
"""

M56, T57 = c.act("", [
    ("wiki_page_update", {"space": "DATA", "title": "日报流水线迁移 dw_daily_report → DolphinScheduler", "parent": "调度迁移 2024Q2",
                          "content_markdown": WIKI, "create_if_missing": True},
     "page created: https://wiki.corp.example.com/pages/viewpage.action?pageId=88412036  (space DATA, version 1)"),
    ("feishu_send", {"to": ["liuting@corp.example.com", "wanglei@corp.example.com"], "msg_type": "post",
                     "title": "dw_daily_report 迁移进展",
                     "text": "1) DS 影子工作流已每日双跑至 6/25；2) 06-01~06-14 对账：06-05 已解释（财务补录退款），06-14 uv 超阈值，已改精确去重今晚重跑；"
                             "3) 上线窗口改为 6/25 22:00-24:00（618 封网）；4) 精确去重后产出约 08:56，离 9:00 余量小，需商量是否提前调度。"
                             "详情见 DATA 空间 wiki《日报流水线迁移 dw_daily_report → DolphinScheduler》。"},
     "message sent: om_81aa07c4f2 to 刘婷, 王磊 at 2024-06-15 10:18"),
    ("oncall_get", {"team": "data-platform", "date": "2024-06-25"},
     "data-platform oncall 2024-06-25 (周二)\n  primary:   周凯 (zhoukai@corp.example.com, 138****2017)\n  secondary: 刘婷 (liuting@corp.example.com)\n"
     "  SRE bridge: #sre-oncall, 值班 SRE 马骁\n  note: 22:00 后升级路径 primary -> secondary -> 数据平台负责人"),
])

c.model("""已完成：
- Wiki：**https://wiki.corp.example.com/pages/viewpage.action?pageId=88412036**（DATA 空间，包含方案、对账结论、已知风险）。
- 飞书已同步刘婷和王磊。
- **6/25 切换当晚值班**：主值 **周凯**，副值 刘婷；SRE 值班 马骁（#sre-oncall）。

变更单的执行步骤和回滚方案还是空的，交易数仓和 SRE 也要重新审批。要我起草切换步骤吗？""")

U59 = c.user("切换步骤这么定：切换当晚先把老 DAG pause，不删，保留两周，7 月 9 号再删；然后把 DS 的 target_db 改成 ads、启用 notify_bi、正式调度改回 02:30。回滚就反过来：DS 下线、老 DAG unpause。写进变更单，删 DAG 和字段兼容的事各建个工单。")

RUNBOOK = ("1. 22:00 确认当日 Airflow 与 DS 影子运行均已结束，无运行中实例\n"
           "2. Airflow: pause DAG dw_daily_report（不删除）\n"
           f"3. DS: 工作流 {WF} 全局参数 target_db ads_shadow -> ads；启用 notify_bi\n"
           "4. DS: 删除影子调度 sch-2207，新建正式调度 0 30 2 * * ? *（Asia/Shanghai），告警组 dw_report_alert\n"
           "5. DS: 对 2024-06-25 业务日期手动试跑 build_sales_daily_report 到 scratch 库校验（不写 ads）\n"
           "6. 次日 09:00 前确认 ads.ads_sales_daily_report dt=2024-06-25 产出、BI 刷新成功\n")
ROLLBACK = ("1. DS: 下线工作流正式调度，target_db 改回 ads_shadow\n2. Airflow: unpause DAG dw_daily_report，必要时 clear 当日 run\n"
            "3. 通知 #dw-alert 与 BI 值班")

M60, T61 = c.act("", [
    ("change_request_update", {"id": "CHG-20240619-0173", "fields": {"steps": RUNBOOK, "rollback": ROLLBACK},
                               "resubmit_approvals": True},
     "CHG-20240619-0173 updated (rev 4)\n  steps: 6 lines (was: empty)\n  rollback: 3 lines (was: empty)\n"
     "  approvals re-requested: 交易数仓（陈昊）, SRE（马骁）\n  window: 2024-06-25 22:00-24:00 (unchanged)"),
    ("ticket_create", {"project": "DWOPS", "type": "Task", "title": "删除 Airflow DAG dw_daily_report（迁移后保留两周）",
                       "due": "2024-07-09", "assignee": "liuting",
                       "description": "切换后老 DAG 仅 pause 保留两周。2024-07-09 确认 DS 稳定运行后删除 DAG 文件与元数据。关联 CHG-20240619-0173。"},
     "created DWOPS-812 删除 Airflow DAG dw_daily_report（迁移后保留两周） due 2024-07-09 assignee 刘婷"),
    ("ticket_create", {"project": "DWOPS", "type": "Task", "title": "日报 SQL 兼容 dwd 字段改名 pay_amount -> pay_amt_cny",
                       "due": "2024-06-30", "assignee": "liuting",
                       "description": "order_agg.sql、sales_daily_report.sql 改为 coalesce(pay_amt_cny, pay_amount)。切换后执行，2024-06-30 前上线（老字段届时删除）。"},
     "created DWOPS-813 日报 SQL 兼容 dwd 字段改名 pay_amount -> pay_amt_cny due 2024-06-30 assignee 刘婷"),
])

c.model("""已写入并建单：

**CHG-20240619-0173（rev 4）**
- 执行步骤 6 条：先 pause 老 DAG → `target_db` 改 `ads`、启用 `notify_bi` → 正式调度 `0 30 2 * * ? *` → 次日 9:00 前验收
- 回滚 3 条：DS 下线并改回 `ads_shadow` → 老 DAG unpause
- 已重新提交审批：交易数仓（陈昊）、SRE（马骁）

**工单**
| 工单 | 内容 | 截止 |
|---|---|---|
| DWOPS-812 | 删除老 DAG `dw_daily_report` | 2024-07-09 |
| DWOPS-813 | SQL 改 `coalesce(pay_amt_cny, pay_amount)` | 2024-06-30 |

**仍待处理**
- cmp-5602（06-13、06-14 精确 uv 重跑）今晚 20:00，明早看对账
- 9:00 产出余量：你和刘婷商量是否提前调度
- 上游缺分区根因（binlog 同步延迟）陈昊还在查
- 老 ads 表 dt=2024-06-08 分区仍缺（Airflow 未重跑）""")

U63 = c.user("行，先这样。06-13、06-14 重跑的结果出来你再告诉我。老 ads 表 06-08 那天你明晚也用 Airflow clear 一下补上，也是 8 点以后。")

c.model("""好的，记下了：
1. 明早 rcs-118 / cmp-5602 出结果后告诉你 06-13、06-14 的对账情况（阈值 0.05%）。
2. 明晚 20:00 以后在 Airflow 上 clear `dw_daily_report` 的 2024-06-08 run，补老 ads 表分区，跑完再对一次账。""")

# ---------------------------------------------------------------- labels
L = c.label
L("user_goal", "把 Airflow 日报 DAG dw_daily_report 迁到 DolphinScheduler 项目 dw_report_prod；迁移期间日报 9:00 前必须产出；老 DAG 先不删；对账达标才切换",
  ["dw_daily_report", "dw_report_prod"], U1)
L("fact", "老 DAG 调度 30 2 * * *（Asia/Shanghai），8 个任务，SLA 到 09:00",
  ["30 2 * * *"], T3)
L("fact", "2024-06-05 gmv 差异 -0.42% 由 37 笔财务补录退款（finance_manual_fix_0610）导致，非迁移逻辑问题，已在 rc-20240614-0031 标注 EXPLAINED",
  ["0.420%", "37 笔"], T19 + 1)
L("fact", "上游 dwd.dwd_order_detail_di 负责人现为陈昊（chenhao@corp.example.com）",
  ["陈昊"], T23)
L("fact", "陈昊已补跑 dt=2024-06-08 上游分区，行数 1,284,903",
  ["1,284,903"], T33)
L("fact", "上游字段 pay_amount 自 2024-06-24 起改名 pay_amt_cny，老字段保留到 2024-06-30",
  ["pay_amt_cny", "2024-06-30"], T33)
L("fact", "变更窗口已由 CAB 改为 2024-06-25 22:00-24:00（618 大促封网）",
  ["2024-06-25 22:00"], T39)
L("fact", "uv 差异原因：自动转换规则 R-17 把精确去重换成 approx_count_distinct",
  ["approx_count_distinct"], T49)
L("fact", "6/25 切换当晚值班：主值周凯，副值刘婷，SRE 马骁",
  ["周凯"], T57)
L("decision", "采用方案一双跑，影子表放 ads_shadow（不放 ads_tmp，会被每周清理）",
  ["ads_shadow"], U7)
L("decision", "回填 2024-06-01~06-12，队列 root.etl_report，并发不超过 3，只在 20:00 以后跑（白天不跑）",
  ["cmp-5531"], T13)
L("decision", "报表线负责人和告警改为刘婷 liuting@corp.example.com（王磊调岗）",
  ["liuting@corp.example.com"], U27)
L("decision", "对账阈值收紧到 0.05%（刘婷要求），双跑持续到切换当天",
  ["0.05%"], U41)
L("decision", "uv 改回精确去重 count(distinct user_id)，工作流 v3（选项 A）",
  ["count(distinct user_id)"], M52)
L("decision", "字段改名切换后再处理，用 coalesce(pay_amt_cny, pay_amount) 兼容，6/30 前上线",
  ["coalesce(pay_amt_cny, pay_amount)"], U37)
L("decision", "助手自行决定把 2024-06-13 与 06-08 一起补数（cmp-5577），用户默认接受",
  ["cmp-5577"], T35)
L("pending_action", "切换当晚先 pause 老 DAG（不删），target_db 改 ads、启用 notify_bi、正式调度 02:30；回滚为 DS 下线 + 老 DAG unpause",
  ["pause", "unpause"], U59)
L("pending_action", "2024-07-09 删除老 DAG dw_daily_report（DWOPS-812）",
  ["DWOPS-812", "2024-07-09"], T61)
L("pending_action", "6/30 前上线 coalesce 字段兼容（DWOPS-813）",
  ["DWOPS-813"], T61)
L("pending_action", "cmp-5602 重跑 06-13、06-14 后把对账结果告诉用户",
  ["cmp-5602"], T53)
L("pending_action", "明晚 20:00 后在 Airflow clear dw_daily_report 的 2024-06-08 run，补老 ads 表分区，再对账",
  ["clear", "2024-06-08 run"], U63 + 1)
L("open_issue", "上游缺分区根因（binlog 同步延迟）仍在查，不保证不复发",
  ["binlog 同步延迟"], T33)
L("open_issue", "精确去重后产出约 08:56，离 9:00 SLA 余量小；是否提前调度待用户与刘婷商量",
  ["约 08:56"], T49 + 1)
L("reference", "DS 工作流 dw_daily_report_ds code 13857492031552",
  [WF], T9)
L("reference", "变更单 CHG-20240619-0173",
  ["CHG-20240619-0173"], U1)
L("reference", "迁移 wiki pageId=88412036",
  ["pageId=88412036"], T57)
L("reference", "影子调度 sch-2207、每日对账 rcs-118",
  ["sch-2207", "rcs-118"], T43)

S = c.stale
S("上线窗口原为 2024-06-19 21:00-23:00，已改为 2024-06-25 22:00-24:00",
  ["2024-06-19 21:00"], T39)
S("报表线负责人原为王磊，已改为刘婷",
  ["负责人", "王磊"], U27)
S("上游 dwd_order_detail_di 负责人原为赵敏，已换成陈昊",
  ["赵敏"], T23)
S("对账阈值原为 0.1%，已收紧到 0.05%",
  ["阈值", "0.1%"], U41)
S("影子表原计划放 ads_tmp，改为 ads_shadow",
  ["ads_tmp"], U7)

c.dump("/work/blind16/out/blind-zh-data-pipeline-migration.json",
       meta={"author": "author-a", "language": "zh", "domain": "data engineering / scheduler migration"})

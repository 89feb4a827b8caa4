"""Seeded long tool outputs for the dbt warehouse cost conversation."""
import random

import dbt_data3 as D3

R = random.Random(2291)

SMALL_MODELS = ["stg_orders", "stg_order_items", "stg_customers", "stg_subscriptions", "stg_events", "stg_refunds",
                "int_refunds_by_item", "int_fx_rates_daily", "int_customer_ltv", "int_subscription_periods",
                "dim_products", "dim_dates", "fct_subscriptions_daily", "fct_marketing_spend", "fct_inventory_snapshots",
                "rpt_board_kpis", "rpt_cohort_retention", "rpt_finance_gl_export", "fct_support_tickets", "dim_geo"]


def cost_report():
    out = ["SNOWFLAKE COST REPORT   account LUMORA_PROD (AWS us-east-1, Enterprise edition, on-demand $3.00/credit)",
           "period: 2024-10-13 .. 2024-11-11 (30 days)   generated 2024-11-12 09:14 UTC",
           "October 2024 invoice: compute + serverless 10,470.8 credits = $31,412.40   (storage $1,118.22 billed separately)",
           "FinOps budget line 'Snowflake compute': $18,000.00 / month", "",
           "BY WAREHOUSE / SERVICE (30 days)",
           "name                    | size     | auto_suspend | credits  | share  | cost",
           "TRANSFORM_WH            | X-LARGE  | 600          | 6,918.4  | 66.1%  | $20,755.20",
           "BI_WH                   | LARGE    | 300          | 1,702.6  | 16.3%  | $5,107.80",
           "ADHOC_WH                | MEDIUM   | 300          |   588.1  |  5.6%  | $1,764.30",
           "LOAD_WH                 | SMALL    | 60           |   402.7  |  3.8%  | $1,208.10",
           "AUTOMATIC_CLUSTERING    | serverless | -          |   812.3  |  7.8%  | $2,436.90",
           "CLOUD_SERVICES (billed) | -        | -            |    41.9  |  0.4%  |   $125.70",
           "TOTAL                   |          |              | 10,466.0 | 100%   | $31,398.00", "",
           "TRANSFORM_WH breakdown: query execution 6,280.1 credits; idle (resumed, no running queries, before auto-suspend) 638.3 credits",
           "AUTOMATIC_CLUSTERING by table: ANALYTICS.MARTS.FCT_EVENTS 781.9; ANALYTICS.MARTS.FCT_PAGEVIEWS 30.4", "",
           "WAREHOUSE PARAMETERS (live)",
           "name         | size    | min/max clusters | scaling | auto_suspend | auto_resume | statement_timeout | resource_monitor",
           "TRANSFORM_WH | XLARGE  | 1/1              | -       | 600          | true        | 3600              | none",
           "BI_WH        | LARGE   | 1/3              | STANDARD| 300          | true        | 900               | none",
           "ADHOC_WH     | MEDIUM  | 1/1              | -       | 300          | true        | 1800              | none",
           "LOAD_WH      | SMALL   | 1/1              | -       | 60           | true        | 7200              | none",
           "CI_WH        | SMALL   | 1/1              | -       | 60           | true        | 1800              | none", "",
           "MONTH-OVER-MONTH (compute + serverless)",
           "2024-07 $17,204.10 | 2024-08 $17,655.30 | 2024-09 $19,870.20 | 2024-10 $31,412.40",
           "largest Oct increase: TRANSFORM_WH +4,012 credits vs Sep (hourly_core moved from every 3 h to hourly on 2024-09-30, commit 'make orders hourly for exec dashboard')", "",
           "TOP dbt MODELS BY CREDITS (TRANSFORM_WH, attributed from query_tag {\"dbt_model\": ...})",
           "model                        | materialized | job                  | runs | avg duration | credits",
           "fct_order_items              | table        | hourly_core (70412)  | 720  | 11m40s       | 2,240.0",
           "int_sessions_sessionized     | table        | hourly_core (70412)  | 720  | 7m00s        | 1,344.0",
           "fct_events                   | incremental  | hourly_core (70412)  | 720  | 2m05s        |   400.0",
           "dim_customers                | table        | hourly_core (70412)  | 720  | 2m00s        |   384.0"]
    rows = []
    for m in SMALL_MODELS:
        hourly = R.random() < 0.45 and not m.startswith("rpt_")
        runs = 720 if hourly else 30
        secs = R.randint(8, 95) if hourly else R.randint(40, 900)
        cr = runs * secs / 3600 * 16
        rows.append((cr, m, "table" if R.random() < 0.6 else "view", "hourly_core (70412)" if hourly else "nightly_full (70413)", runs, secs))
    rows.sort(reverse=True)
    for cr, m, mat, job, runs, secs in rows:
        out.append("%-28s | %-12s | %-20s | %-4d | %dm%02ds        | %7.1f" % (m, mat, job, runs, secs // 60, secs % 60, cr))
    out += ["(remaining 61 models: 312.4 credits combined)", "",
            "dbt CLOUD JOBS (prod environment, deploys from lumora/analytics-dbt main)",
            "job id | name          | command                                  | schedule (UTC)     | warehouse",
            "70412  | hourly_core   | dbt build --select tag:hourly            | 0 * * * *          | TRANSFORM_WH",
            "70413  | nightly_full  | dbt build --exclude tag:hourly           | 0 2 * * *          | TRANSFORM_WH",
            "70420  | board_pack    | dbt build --select +rpt_board_kpis       | manual / ad hoc    | TRANSFORM_WH",
            "", "BI_WH TOP QUERIES BY CREDITS (Looker, 30 days)",
            "dashboard / explore           | executions | avg partitions scanned / total | credits"]
    for name, ex, scanned in (("orders_dashboard / orders_daily", 18412, "11,204 / 11,930 (94%)"),
                              ("growth / events_funnel", 6120, "10,877 / 11,930 (91%)"),
                              ("finance / revenue_by_channel", 4210, "1,020 / 1,388 (73%)"),
                              ("ops / fulfilment_sla", 3870, "88 / 412 (21%)"),
                              ("marketing / campaign_roi", 2260, "2,301 / 11,930 (19%)")):
        out.append("%-29s | %10d | %-30s | %7.1f" % (name, ex, scanned, R.uniform(60, 420)))
    out.append("note: fct_events is clustered by (event_id); dashboards filter on event_date/event_type, so pruning is poor.")
    return "\n".join(out) + D3.hourly_heatmap() + D3.remaining_models()


FCT_ORDER_ITEMS = """{{ config(
    materialized='table',
    tags=['hourly', 'finance'],
    snowflake_warehouse='TRANSFORM_WH'
) }}

with items as (
    select * from {{ ref('stg_order_items') }}
),

orders as (
    select * from {{ ref('stg_orders') }}
),

refunds as (
    select * from {{ ref('int_refunds_by_item') }}
),

fx as (
    select * from {{ ref('int_fx_rates_daily') }}
)

select
    items.order_item_id,
    items.source_system,
    items.order_id,
    orders.customer_id,
    orders.channel,
    orders.ordered_at,
    items.product_id,
    items.sku,
    items.quantity,
    items.unit_price_local,
    orders.currency,
    items.unit_price_local * fx.rate_to_usd as unit_price_usd,
    items.quantity * items.unit_price_local * fx.rate_to_usd as gross_revenue_usd,
    coalesce(refunds.refunded_amount_local, 0) * fx.rate_to_usd as refunded_usd,
    refunds.refunded_at,
    items.created_at,
    greatest(items.updated_at, coalesce(refunds.refunded_at, items.updated_at)) as updated_at
from items
inner join orders
    on items.order_id = orders.order_id
    and items.source_system = orders.source_system
left join refunds
    on items.order_item_id = refunds.order_item_id
    and items.source_system = refunds.source_system
left join fx
    on orders.currency = fx.currency
    and date(orders.ordered_at) = fx.rate_date
"""

ORDERS_YML = """version: 2

models:
  - name: fct_order_items
    description: One row per order line across Shopify and the legacy Magento store (migrated 2023-06). Grain = source_system + order_item_id.
    config:
      contract: {enforced: false}
    columns:
      - name: order_item_id
        description: Source-system line id. NOT globally unique (legacy Magento ids overlap Shopify ids).
        tests: [not_null]
      - name: source_system
        tests:
          - accepted_values: {values: ['shopify', 'legacy_magento']}
      - name: gross_revenue_usd
        tests: [not_null]
    tests:
      - dbt_utils.unique_combination_of_columns:
          combination_of_columns: [source_system, order_item_id]
"""

EXPOSURES_YML = """exposures:
  - name: orders_dashboard
    type: dashboard
    maturity: high
    url: https://lumora.looker.com/dashboards/412
    owner: {name: Renata Oyelaran-Hughes, email: renata.oh@lumora.com}
    depends_on: [ref('fct_order_items'), ref('fct_events'), ref('dim_customers')]
    meta: {freshness_sla: 1h, consumers: [finance, exec]}
"""

FCT_EVENTS = """{{ config(
    materialized='incremental',
    unique_key='event_id',
    incremental_strategy='merge',
    cluster_by=['event_id'],
    automatic_clustering=true,
    tags=['hourly', 'product']
) }}

select
    event_id,
    event_type,
    event_date,
    event_ts,
    session_id,
    customer_id,
    page_path,
    properties
from {{ ref('stg_events') }}
{% if is_incremental() %}
where event_ts > (select max(event_ts) from {{ this }})
{% endif %}
"""


def repo_read_output():
    return ("lumora/analytics-dbt @ main (a3f91c0, 2024-11-11)\n\n"
            "=== models/marts/orders/fct_order_items.sql (52 lines) ===\n" + FCT_ORDER_ITEMS +
            "\n=== models/marts/orders/_orders__models.yml (22 lines) ===\n" + ORDERS_YML +
            "\n=== models/exposures.yml (9 lines) ===\n" + EXPOSURES_YML +
            "\n=== models/marts/events/fct_events.sql (24 lines) ===\n" + FCT_EVENTS +
            "\n" + D3.INT_REFUNDS + "\n" + D3.INT_SESSIONS + "\n" + D3.DBT_PROJECT)


LATENESS = """query_id 01b86a2e-0003-7d1c-0000-51b9000c21a2   warehouse ADHOC_WH   elapsed 38.2s   rows scanned 182,417,306
lag bucket (updated_at - created_at) | rows         | cumulative
<= 1 hour                            | 130,245,956  | 71.40%
<= 24 hours                          |  50,708,021  | 99.20%
<= 72 hours                          |   1,408,558  | 99.97%
<= 7 days                            |      37,936  | 99.991%
<= 30 days                           |      12,770  | 99.998%
> 30 days                            |       4,065  | 100.000%
max lag: 41 days 6 hours (order_item 88120447, refund)
late rows (> 72 h) by cause: refund 51,902 (95.1%), address/fulfilment correction 2,441, price adjustment 426
late rows (> 72 h) by source_system: shopify 53,610, legacy_magento 1,159"""
LATENESS += D3.LATENESS_EXTRA


def ci_fail_log():
    lines = ["GitHub Actions - lumora/analytics-dbt - workflow dbt-ci - run 9917 (pull_request #482) - FAILED in 6m14s",
             "job: build   runner: ubuntu-22.04   dbt-core 1.8.7, dbt-snowflake 1.8.3",
             "12:36:02  step 1/6 checkout (0.8s) OK", "12:36:03  step 2/6 setup python + deps (41.2s) OK",
             "12:36:44  step 3/6 download prod manifest (artifact prod-manifest-20241112-1200) OK",
             "12:36:49  step 4/6 dbt clone --select state:modified+,config.materialized:incremental --state prod-artifacts --target ci",
             "12:36:58    1 of 1 OK cloned table ci_pr_482.fct_order_items from analytics.marts.fct_order_items (zero-copy) ....... [OK in 3.10s]",
             "12:37:01  step 5/6 dbt build --select state:modified+ --defer --state prod-artifacts --target ci",
             "12:37:06  Found 164 models, 612 data tests, 41 sources, 3 exposures, 1,087 macros",
             "12:37:06  Concurrency: 8 threads (target='ci')"]
    t = 8
    for i, m in enumerate(["fct_order_items", "rpt_finance_gl_export", "rpt_board_kpis", "int_customer_ltv", "fct_revenue_daily"], 1):
        if i == 1:
            lines += ["12:37:%02d  1 of 9 START sql incremental model ci_pr_482.fct_order_items ............... [RUN]" % t,
                      "12:37:50  1 of 9 ERROR creating sql incremental model ci_pr_482.fct_order_items ...... [ERROR in 42.10s]"]
        else:
            lines.append("12:37:50  %d of 9 SKIP relation ci_pr_482.%s due to an error .................. [SKIP]" % (i, m))
    for n, test in enumerate(["not_null_fct_order_items_order_item_id", "accepted_values_fct_order_items_source_system",
                              "not_null_fct_order_items_gross_revenue_usd",
                              "dbt_utils_unique_combination_of_columns_fct_order_items_source_system__order_item_id"], 6):
        lines.append("12:37:50  %d of 9 SKIP test %s ....... [SKIP]" % (n, test))
    lines += ["", "12:37:51  Finished running 1 incremental model, 4 table models, 4 data tests in 0 hours 0 minutes and 45.02 seconds (45.02s).",
              "", "12:37:51  Completed with 1 error and 0 warnings:", "",
              "12:37:51    Database Error in model fct_order_items (models/marts/orders/fct_order_items.sql)",
              "  100090 (42P18): Duplicate row detected during DML action",
              "  Row Values: [1048817, \"shopify\", 7730012, 55102, \"web\", 1727801224000, 3301, \"LUM-TEE-BLK-M\", 1, 28, \"USD\", 28, 28, 0, NULL, 1727801224000, 1731412800000]",
              "  compiled code at target/run/lumora_analytics/models/marts/orders/fct_order_items.sql",
              "", "12:37:51  Done. PASS=0 WARN=0 ERROR=1 SKIP=8 TOTAL=9",
              "##[error]Process completed with exit code 1.",
              "12:37:52  step 6/6 post comment to PR: skipped (build failed)", "",
              "compiled merge (excerpt):",
              "merge into ci_pr_482.fct_order_items as DBT_INTERNAL_DEST",
              "  using ci_pr_482.fct_order_items__dbt_tmp as DBT_INTERNAL_SOURCE",
              "  on ((DBT_INTERNAL_SOURCE.order_item_id = DBT_INTERNAL_DEST.order_item_id))",
              "  when matched then update set ...", "  when not matched then insert ...",
              "session parameter ERROR_ON_NONDETERMINISTIC_MERGE = TRUE (account default)"]
    return "\n".join(lines) + D3.compiled_merge() + D3.ci_preamble(9917, 482, "7d2a9f3")


def dup_query():
    out = ["query_id 01b86a4f-0003-7d1c-0000-51b9000c2d5e   warehouse ADHOC_WH   elapsed 6.9s",
           "select order_item_id, count(*) n, array_agg(distinct source_system) systems from analytics.marts.fct_order_items group by 1 having n > 1",
           "summary: 1,284 order_item_id values appear twice (2,568 rows); every one is a shopify + legacy_magento pair; id range 1,000,214 - 1,052,377",
           "order_item_id | n | systems"]
    ids = sorted(R.sample(range(1000214, 1052378), 12))
    ids[5] = 1048817
    for i in sorted(ids):
        out.append("%d | 2 | [\"legacy_magento\", \"shopify\"]" % i)
    out.append(D3.dup_rows_extra())
    out.append("... 1,244 more rows")
    return "\n".join(out)


def ci_pass_log():
    lines = ["GitHub Actions - lumora/analytics-dbt - workflow dbt-ci - run 9931 (pull_request #482, commit 5c0e7b4) - SUCCESS in 8m02s",
             "step 4/6 dbt clone: 1 of 1 OK cloned table ci_pr_482.fct_order_items (zero-copy) [OK in 2.84s]",
             "step 5/6 dbt build --select state:modified+ --defer --state prod-artifacts --target ci"]
    n = 1
    lines.append("13:21:40  %d of 9 OK created sql incremental model ci_pr_482.fct_order_items ...... [SUCCESS 41,208 in 112.40s]" % n)
    for m in ["rpt_finance_gl_export", "rpt_board_kpis", "int_customer_ltv", "fct_revenue_daily"]:
        n += 1
        lines.append("13:2%d:%02d  %d of 9 OK created sql table model ci_pr_482.%s ........ [SUCCESS 1 in %.2fs]" % (
            2 + n // 3, R.randint(0, 59), n, m, R.uniform(8, 70)))
    for test in ["not_null_fct_order_items_order_item_id", "accepted_values_fct_order_items_source_system",
                 "not_null_fct_order_items_gross_revenue_usd",
                 "dbt_utils_unique_combination_of_columns_fct_order_items_source_system__order_item_id"]:
        n += 1
        lines.append("13:24:%02d  %d of 9 PASS %s ........ [PASS in %.2fs]" % (R.randint(0, 59), n, test, R.uniform(2, 9)))
    lines += ["13:24:58  Done. PASS=9 WARN=0 ERROR=0 SKIP=0 TOTAL=9",
              "step 6/6 post comment to PR #482: OK",
              "",
              "dbt-ci bot comment on #482:",
              "  fct_order_items: incremental run 1m52s (merge, 41,208 rows changed) vs last prod full build 11m40s",
              "  estimated TRANSFORM_WH credits per hourly run: 0.50 (was 3.11)",
              "  rows in target after merge: 182,604,117 (prod: 182,562,909; +41,208 new/updated since prod build)",
              "  row-count diff vs prod full rebuild on same snapshot: 0 (audit_helper.compare_relations: 100.00% match)"]
    return "\n".join(lines) + D3.ci_preamble(9931, 482, "5c0e7b4").replace("T17:3", "T18:1")

"""Extra realistic bulk for the dbt cost conversation: project files, CI boilerplate, verbose plans, run logs."""
import random

R = random.Random(483)

DBT_PROJECT = """=== dbt_project.yml (58 lines) ===
name: lumora_analytics
version: '4.12.0'
config-version: 2
profile: lumora

model-paths: ["models"]
macro-paths: ["macros"]
snapshot-paths: ["snapshots"]
test-paths: ["tests"]
target-path: "target"

vars:
  fx_base_currency: USD
  sessions_inactivity_minutes: 30

models:
  lumora_analytics:
    +snowflake_warehouse: TRANSFORM_WH
    +query_tag: '{"dbt_model": "{{ this.name }}", "dbt_invocation": "{{ invocation_id }}"}'
    staging:
      +materialized: view
      +schema: staging
    intermediate:
      +materialized: table
      +schema: intermediate
    marts:
      +materialized: table
      +schema: marts
      orders:
        +tags: ['finance']
      events:
        +tags: ['product']
    reporting:
      +schema: reporting
      +tags: ['board']

tests:
  +store_failures: false
  +severity: error

on-run-end:
  - "{{ log_run_results_to_audit() }}"
"""

INT_SESSIONS = """=== models/intermediate/int_sessions_sessionized.sql (71 lines) ===
{{ config(materialized='table', tags=['hourly', 'product']) }}

-- Sessionize raw events: a new session starts after {{ var('sessions_inactivity_minutes') }} minutes of inactivity.
-- NOTE: rebuilt in full every run because sessions can span the previous run boundary.

with events as (
    select
        event_id,
        coalesce(customer_id, anonymous_id) as visitor_id,
        event_ts,
        event_type,
        page_path,
        utm_source,
        utm_medium,
        utm_campaign,
        device_type
    from {{ ref('stg_events') }}
    where event_ts >= dateadd('day', -400, current_date)
),

lagged as (
    select
        *,
        lag(event_ts) over (partition by visitor_id order by event_ts) as prev_event_ts
    from events
),

flagged as (
    select
        *,
        iff(prev_event_ts is null
            or datediff('minute', prev_event_ts, event_ts) > {{ var('sessions_inactivity_minutes') }}, 1, 0) as is_new_session
    from lagged
),

numbered as (
    select
        *,
        sum(is_new_session) over (partition by visitor_id order by event_ts rows between unbounded preceding and current row) as session_seq
    from flagged
)

select
    {{ dbt_utils.generate_surrogate_key(['visitor_id', 'session_seq']) }} as session_id,
    visitor_id,
    session_seq,
    min(event_ts) as session_start_ts,
    max(event_ts) as session_end_ts,
    datediff('second', min(event_ts), max(event_ts)) as session_duration_s,
    count(*) as events_in_session,
    count_if(event_type = 'page_view') as page_views,
    count_if(event_type = 'add_to_cart') as add_to_carts,
    count_if(event_type = 'checkout_completed') as checkouts,
    any_value(utm_source) as utm_source,
    any_value(utm_medium) as utm_medium,
    any_value(utm_campaign) as utm_campaign,
    any_value(device_type) as device_type
from numbered
group by visitor_id, session_seq
"""

INT_REFUNDS = """=== models/intermediate/int_refunds_by_item.sql (27 lines) ===
{{ config(materialized='table', tags=['hourly', 'finance']) }}

select
    r.order_item_id,
    r.source_system,
    sum(r.amount_local) as refunded_amount_local,
    max(r.refunded_at) as refunded_at,
    count(*) as refund_count,
    listagg(distinct r.reason, ', ') as refund_reasons
from {{ ref('stg_refunds') }} r
where r.status = 'succeeded'
group by 1, 2
"""


def hourly_heatmap():
    out = ["", "TRANSFORM_WH CREDITS BY HOUR OF DAY (UTC), 30-day average",
           "hour | credits/day-hour | running queries (avg) | idle minutes before suspend | jobs"]
    for h in range(24):
        nightly = h == 2
        cr = (9.6 if nightly else 0) + R.uniform(9.2, 9.9)
        out.append("%02d:00 | %6.2f | %4.1f | %4.1f | hourly_core%s" % (
            h, cr, R.uniform(2.1, 3.4) + (5 if nightly else 0), R.uniform(8.5, 10.0), " + nightly_full" if nightly else ""))
    out.append("pattern: warehouse resumes every hour for hourly_core (~22-25 min of work) then idles ~10 min until auto_suspend=600 fires")
    return "\n".join(out)


def remaining_models():
    names = ["stg_%s" % n for n in ["addresses", "carts", "cart_items", "coupons", "shipments", "shipment_items", "returns",
                                     "gift_cards", "reviews", "ad_clicks", "ad_impressions", "email_sends", "email_opens",
                                     "push_sends", "warehouses", "suppliers", "purchase_orders", "po_items", "price_history"]]
    names += ["int_%s" % n for n in ["cart_abandonment", "first_orders", "order_margins", "shipment_sla", "email_attribution",
                                      "ad_attribution", "customer_segments", "product_affinity", "cohort_base", "stock_daily"]]
    names += ["fct_%s" % n for n in ["carts", "shipments", "returns", "email_engagement", "ad_performance", "purchase_orders",
                                      "stock_movements", "reviews", "coupons_redeemed", "gift_card_ledger"]]
    names += ["dim_%s" % n for n in ["suppliers", "warehouses", "campaigns", "channels", "coupons", "employees"]]
    names += ["rpt_%s" % n for n in ["weekly_trading", "ops_daily", "marketing_mix", "ltv_cac", "cs_backlog", "inventory_aging",
                                      "exec_summary", "vendor_scorecard", "sla_breaches", "refund_reasons", "promo_uplift",
                                      "channel_margin", "merch_sellthrough", "returns_rate", "cohort_ltv", "board_appendix"]]
    out = ["", "REMAINING MODELS (61) - credits, 30 days", "model | materialized | job | credits"]
    total = 0.0
    for n in names[:61]:
        cr = R.uniform(0.4, 11.5)
        total += cr
        out.append("%s | %s | %s | %.1f" % (n, "view" if n.startswith("stg_") else "table",
                                             "nightly_full (70413)" if not n.startswith("stg_") or R.random() < 0.5 else "hourly_core (70412)", cr))
    return "\n".join(out)


def ci_preamble(run, pr, sha):
    lines = ["", "--- full log, run %d (PR #%d, head %s) ---" % (run, pr, sha),
             "2024-11-12T17:35:51Z  Current runner version: '2.320.0'",
             "2024-11-12T17:35:51Z  Operating System: Ubuntu 22.04.5 LTS",
             "2024-11-12T17:35:52Z  Secret source: Actions   GITHUB_TOKEN permissions: contents read, pull-requests write",
             "2024-11-12T17:35:53Z  Download action repository 'actions/checkout@v4'",
             "2024-11-12T17:35:53Z  Download action repository 'actions/setup-python@v5'",
             "2024-11-12T17:35:53Z  Download action repository 'dawidd6/action-download-artifact@v6'",
             "2024-11-12T17:35:54Z  Run actions/checkout@v4  fetch-depth: 0",
             "2024-11-12T17:35:55Z  Syncing repository: lumora/analytics-dbt",
             "2024-11-12T17:35:56Z  HEAD is now at %s" % sha,
             "2024-11-12T17:35:57Z  Run actions/setup-python@v5  python-version: 3.11  cache: pip",
             "2024-11-12T17:35:59Z  Successfully set up CPython (3.11.10)",
             "2024-11-12T17:36:00Z  Run pip install -r requirements-ci.txt"]
    for pkg, ver in (("dbt-core", "1.8.7"), ("dbt-snowflake", "1.8.3"), ("snowflake-connector-python", "3.12.2"),
                     ("agate", "1.9.1"), ("Jinja2", "3.1.4"), ("mashumaro", "3.13.1"), ("networkx", "3.3"),
                     ("protobuf", "5.28.2"), ("sqlfluff", "3.2.0"), ("sqlfluff-templater-dbt", "3.2.0"), ("cryptography", "43.0.1")):
        lines.append("2024-11-12T17:36:%02dZ    Collecting %s==%s (from cache)" % (R.randint(1, 30), pkg, ver))
    lines += ["2024-11-12T17:36:38Z  Successfully installed 64 packages",
              "2024-11-12T17:36:39Z  Run dbt deps",
              "2024-11-12T17:36:41Z    Installing dbt-labs/dbt_utils  Installed from version 1.3.0",
              "2024-11-12T17:36:42Z    Installing dbt-labs/audit_helper  Installed from version 0.12.0",
              "2024-11-12T17:36:42Z    Installing calogica/dbt_expectations  Installed from version 0.10.4",
              "2024-11-12T17:36:43Z  Run dbt debug --target ci",
              "2024-11-12T17:36:46Z    Connection test: [OK connection ok]   account: lumora_prod   role: DBT_CI   warehouse: CI_WH   database: ANALYTICS_CI",
              "2024-11-12T17:36:47Z  Run sqlfluff lint models/ --processes 4 (changed files only)"]
    lines.append("2024-11-12T17:36:58Z    == [models/marts/%s] PASS" % ("orders/fct_order_items.sql" if pr == 482 else "events/fct_events.sql"))
    lines += ["2024-11-12T17:36:58Z    All Finished!",
              "2024-11-12T17:36:59Z  Run dbt ls --select state:modified+ --state prod-artifacts --resource-type model test"]
    for node in ["model.lumora_analytics.fct_order_items", "model.lumora_analytics.rpt_finance_gl_export",
                 "model.lumora_analytics.rpt_board_kpis", "model.lumora_analytics.int_customer_ltv",
                 "model.lumora_analytics.fct_revenue_daily",
                 "test.lumora_analytics.not_null_fct_order_items_order_item_id.3b1f2e",
                 "test.lumora_analytics.accepted_values_fct_order_items_source_system__shopify__legacy_magento.9ad21c",
                 "test.lumora_analytics.not_null_fct_order_items_gross_revenue_usd.77c0aa",
                 "test.lumora_analytics.dbt_utils_unique_combination_of_columns_fct_order_items_source_system__order_item_id.e1d4b7"]:
        lines.append("2024-11-12T17:37:0%dZ    %s" % (R.randint(0, 9), node))
    lines.append("2024-11-12T17:37:05Z  9 nodes selected (1 modified, 8 downstream)")
    return "\n".join(lines)


def tf_plan_verbose(jobs):
    """jobs: list of (resource, name, cron, steps)."""
    out = ["", "Terraform will perform the following actions (detail):"]
    for res, name, cron, steps in jobs:
        out += ["", "  # module.dbt_jobs.%s will be created" % res,
                "  + resource \"dbt_cloud_job\" \"this\" {",
                "      + account_id                 = 40211",
                "      + project_id                 = 218873",
                "      + environment_id             = 191044",
                "      + name                       = \"%s\"" % name,
                "      + dbt_version                = (known after apply)",
                "      + execute_steps              = [",
                "          + \"%s\"," % steps,
                "        ]",
                "      + generate_docs              = false",
                "      + run_generate_sources       = false",
                "      + is_active                  = true",
                "      + num_threads                = 8",
                "      + target_name                = \"prod\"",
                "      + timeout_seconds            = 3600",
                "      + triggers                   = {",
                "          + \"git_provider_webhook\" = false",
                "          + \"github_webhook\"       = false",
                "          + \"on_merge\"             = false",
                "          + \"schedule\"             = true",
                "        }",
                "      + schedule_type              = \"custom_cron\"",
                "      + schedule_cron              = \"%s\"" % cron,
                "      + job_completion_trigger_condition = []",
                "      + id                         = (known after apply)",
                "    }"]
    return "\n".join(out)


def prod_run_log():
    out = ["", "post-merge: dbt Cloud job 70431 deploy_on_merge (prod), run 338120917, triggered by merge of #482 - SUCCESS in 4m51s",
           "10:08:31  Running with dbt=1.8.7   Found 164 models, 612 data tests, 41 sources, 3 exposures",
           "10:08:31  Command: dbt build --select state:modified+ --state prod-artifacts",
           "10:08:33  Concurrency: 8 threads (target='prod')"]
    steps = [("incremental model analytics.marts.fct_order_items", 109.6), ("table model analytics.marts.fct_revenue_daily", 38.2),
             ("table model analytics.intermediate.int_customer_ltv", 61.4), ("table model analytics.reporting.rpt_finance_gl_export", 22.9),
             ("table model analytics.reporting.rpt_board_kpis", 17.5)]
    t = 33
    for i, (what, secs) in enumerate(steps, 1):
        t += int(secs)
        out.append("10:%02d:%02d  %d of 9 OK created sql %s ... [SUCCESS in %.2fs]" % (8 + t // 60, t % 60, i, what, secs))
    for i, test in enumerate(["not_null_fct_order_items_order_item_id", "accepted_values_fct_order_items_source_system",
                              "not_null_fct_order_items_gross_revenue_usd",
                              "dbt_utils_unique_combination_of_columns_fct_order_items_source_system__order_item_id"], 6):
        t += R.randint(3, 9)
        out.append("10:%02d:%02d  %d of 9 PASS %s ... [PASS in %.2fs]" % (8 + t // 60, t % 60, i, test, R.uniform(2, 9)))
    out += ["10:13:22  Done. PASS=9 WARN=0 ERROR=0 SKIP=0 TOTAL=9",
            "note: fct_order_items existed as a table; treated as the incremental target (is_incremental() = true), merged 38,944 rows"]
    return "\n".join(out)


def latency_table():
    out = ["", "BI_WH Looker query latency (orders_dashboard + events_funnel), seconds",
           "day        | size   | p50  | p95  | queued s (p95)"]
    for d in range(1, 18):
        size = "MEDIUM" if d < 6 else "LARGE"
        base = 6.1 if d < 6 else 3.4
        if d >= 16:
            base = 1.6
        out.append("2024-11-%02d | %-6s | %4.1f | %4.1f | %4.1f" % (d, size, base * R.uniform(0.9, 1.1), base * R.uniform(2.6, 3.2),
                                                                  R.uniform(0, 2.5) if d < 6 else R.uniform(0, 0.4)))
    out.append("2024-11-16/17: fct_events pruning after recluster: orders_daily scans 6% of partitions (was 94%)")
    return "\n".join(out)


SLACK_EXTRA = """

Dmitri Volkov (Data Eng)  12:04
  fwiw the Looker PDTs on orders_daily rebuild off a datagroup keyed on max(updated_at) of fct_order_items, so fewer dbt runs = fewer PDT rebuilds on BI_WH too. Should be a nice side saving.

Nikhil Rao  12:06
  good point, thanks. Will watch BI_WH after the change.

Sam Okonkwo  12:15
  One ask: can the dashboard show "data as of" so people stop asking in this channel?

Renata Oyelaran-Hughes  12:21
  Yes - I'll add the last-refresh tile next to the subtitle. Nikhil, the field is fct_order_items._loaded_at or similar?

Nikhil Rao  12:24
  max(updated_at) works; I'll add a proper _dbt_loaded_at later.

Priya Natarajan  12:30
  :+1:"""


def dup_rows_extra():
    out = []
    for _ in range(28):
        i = R.randint(1000214, 1052377)
        out.append("%d | 2 | [\"legacy_magento\", \"shopify\"]" % i)
    return "\n".join(sorted(out))


LATENESS_EXTRA = """

by source_system (rows > 72 h late / all rows):
  shopify         53,610 / 171,902,455   (0.031%)
  legacy_magento   1,159 /  10,514,851   (0.011%)
by weekday of original order (share of > 72 h late rows):
  Mon 15.2%  Tue 14.1%  Wed 13.8%  Thu 13.9%  Fri 15.5%  Sat 14.0%  Sun 13.5%
refunds later than 72 h, lag distribution:
  3-7 d 36,120   7-14 d 9,884   14-30 d 3,701   30-45 d 2,197   > 45 d 0
note: refund policy window is 45 days (Finance policy FIN-012)"""

PR_131_FILES = """
files changed (2):
  terraform/dbt_cloud/jobs.tf  +24 -3
    @@ -14,9 +14,9 @@ module "dbt_jobs" {
       hourly_core = {
    -    name          = "hourly_core"
    +    name          = "core_business_hours"
         execute_steps = ["dbt build --select tag:hourly"]
    -    schedule_cron = "0 * * * *"
    +    schedule_cron = "0 1,13,15,17,19,21,23 * * 1-5"
       }
    @@ -27,0 +27,21 @@
    +  core_off_hours = {
    +    weekday_overnight = "0 7 * * 1-5"
    +    weekend           = "0 1,7,13,19 * * 0,6"
    +  }
    +  close_hourly = {
    +    execute_steps = ["dbt build --select tag:hourly"]
    +    schedule_cron = "30 * 1-3,26-31 * *"
    +  }
    +  fct_order_items_monthly_full_refresh = {
    +    execute_steps = ["dbt build --select fct_order_items --full-refresh"]
    +    schedule_cron = "0 3 1 * *"
    +  }
  terraform/snowflake/warehouses.tf  +1 -1
    -  auto_suspend   = 600
    +  auto_suspend   = 60   # was 600; DATA-2291
timeline:
  2024-11-12 nrao opened; review requested renata-oh
  2024-11-12 terraform-plan SUCCESS (3 to add, 1 to change)
  2024-11-15 nrao pushed 6fa0d92; terraform-plan SUCCESS (4 to add, 1 to change)
  2024-11-15 review request renata-oh removed; marcus-feld requested
  2024-11-18 marcus-feld approved"""

CLUSTER_INFO = """
post-merge clustering snapshot, SYSTEM$CLUSTERING_INFORMATION('ANALYTICS.MARTS.FCT_EVENTS', '(event_date, event_type)'):
  total_partition_count: 11930   total_constant_partition_count: 212
  average_overlaps: 3811.44   average_depth: 2904.17   (before reclustering on the new key)
  partition_depth_histogram: {"00000": 0, "00001": 212, "00002": 0, ... "04096": 6120, "08192": 2214}
  previous key (event_id): average_depth 412.90, automatic clustering 26.1 credits/day, never converging (random key)
  expected after recluster: average_depth < 3 for (event_date), Looker orders_daily pruning ~6% of partitions"""


def compiled_merge():
    return """
--- target/run/lumora_analytics/models/marts/orders/fct_order_items.sql (compiled, as executed) ---
create or replace temporary view ci_pr_482.fct_order_items__dbt_tmp as (
with items as (
    select * from analytics_ci.ci_pr_482.stg_order_items
    where updated_at >= (select dateadd('day', -3, max(updated_at)) from ci_pr_482.fct_order_items)
       or order_item_id in (
            select order_item_id from analytics.intermediate.int_refunds_by_item
            where refunded_at >= (select dateadd('day', -3, max(updated_at)) from ci_pr_482.fct_order_items)
       )
), orders as (select * from analytics.staging.stg_orders),
refunds as (select * from analytics.intermediate.int_refunds_by_item),
fx as (select * from analytics.intermediate.int_fx_rates_daily)
select items.order_item_id, items.source_system, items.order_id, orders.customer_id, orders.channel, orders.ordered_at,
       items.product_id, items.sku, items.quantity, items.unit_price_local, orders.currency,
       items.unit_price_local * fx.rate_to_usd as unit_price_usd, ...
from items inner join orders on items.order_id = orders.order_id and items.source_system = orders.source_system
left join refunds on items.order_item_id = refunds.order_item_id and items.source_system = refunds.source_system
left join fx on orders.currency = fx.currency and date(orders.ordered_at) = fx.rate_date
);
merge into ci_pr_482.fct_order_items as DBT_INTERNAL_DEST
    using ci_pr_482.fct_order_items__dbt_tmp as DBT_INTERNAL_SOURCE
    on ((DBT_INTERNAL_SOURCE.order_item_id = DBT_INTERNAL_DEST.order_item_id))
when matched then update set
    "ORDER_ITEM_ID" = DBT_INTERNAL_SOURCE."ORDER_ITEM_ID", "SOURCE_SYSTEM" = DBT_INTERNAL_SOURCE."SOURCE_SYSTEM", ...
when not matched then insert ("ORDER_ITEM_ID", "SOURCE_SYSTEM", "ORDER_ID", ...) values (...);
-- source rows in __dbt_tmp: 41,208; target rows: 182,562,909; rows matching more than one target row: 57 (both source systems)"""


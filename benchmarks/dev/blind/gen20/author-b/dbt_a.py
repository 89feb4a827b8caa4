"""dbt warehouse cost, part A: diagnosis, incremental fct_order_items, clustering PR, CI failure and fix."""
import dbt_data as D

SYSTEM = """You are a data platform assistant embedded in Lumora's data engineering team. You help the engineer you are talking
to with Snowflake cost and dbt work, acting through tools: snowflake_cost_report, warehouse_query (runs SQL on ADHOC_WH unless a
statement targets another object), repo_read, git_push (commit files to a branch), github_pr_create, github_pr_get,
github_pr_merge, github_pr_request_review, ci_run_get, slack_thread_read and jira_issue_update.
Repos: lumora/analytics-dbt (dbt project, prod deploys from main via dbt Cloud) and lumora/data-infra (Terraform, including
dbt Cloud job definitions). Follow team conventions: every change goes through a PR with green CI; branch names
'nr/<topic>'; conventional commit messages. Today is Tuesday 2024-11-12; times are US Eastern unless marked UTC."""

NEW_FCT_ORDER_ITEMS = D.FCT_ORDER_ITEMS.replace("""    materialized='table',
    tags=['hourly', 'finance'],""", """    materialized='incremental',
    unique_key='order_item_id',
    incremental_strategy='merge',
    on_schema_change='append_new_columns',
    tags=['hourly', 'finance'],""").replace("""    select * from {{ ref('stg_order_items') }}
),""", """    select * from {{ ref('stg_order_items') }}
    {% if is_incremental() %}
    -- 3-day lookback: 99.97% of updates land within 72 h; the monthly full refresh catches the rest (late refunds)
    where updated_at >= (select dateadd('day', -3, max(updated_at)) from {{ this }})
       or order_item_id in (
            select order_item_id from {{ ref('int_refunds_by_item') }}
            where refunded_at >= (select dateadd('day', -3, max(updated_at)) from {{ this }})
       )
    {% endif %}
),""")

FIXED_FCT_ORDER_ITEMS = NEW_FCT_ORDER_ITEMS.replace("unique_key='order_item_id'", "unique_key='order_item_sk'").replace(
    "       or order_item_id in (\n            select order_item_id from",
    "       or order_item_sk in (\n            select order_item_sk from").replace(
    "select\n    items.order_item_id,", "select\n    items.order_item_sk,\n    items.order_item_id,")


def part_a(c):
    c.user("""Our Snowflake bill blew up. October came in at $31.4k against an $18k budget and Finance is asking questions. I need the monthly run-rate under $20k by Dec 1, without breaking the dashboards people actually use.

Ground rules: everything through PRs on lumora/analytics-dbt with green CI, same as always. And don't touch prod — no merges to main, no warehouse changes — until the board pack run on Thursday (Nov 14) is done. I'm tracking this in DATA-2291.

Start by telling me where the money goes.""", tag="u1")

    c.calls("Pulling the last 30 days of cost, broken down by warehouse and by dbt model.", [
        ("snowflake_cost_report", {"account": "LUMORA_PROD", "period_days": 30,
                                   "group_by": ["warehouse", "service", "dbt_model", "dbt_cloud_job"],
                                   "include": ["top_bi_queries", "idle_time", "automatic_clustering"]}, D.cost_report()),
    ], tag="cost")

    c.model("""## Where the money goes (last 30 days, 10,466 credits ≈ $31.4k)

- **TRANSFORM_WH (X-Large) is two-thirds of the bill** — 6,918 credits ($20.8k). Almost all of it is the **hourly_core** job (70412), which runs `dbt build --select tag:hourly` **24 times a day**.
- Inside that job, two models rebuild their **entire table every hour**:
  - `fct_order_items` — full `table` rebuild, 11m40s × 720 runs = **2,240 credits** ($6.7k)
  - `int_sessions_sessionized` — 7m × 720 = **1,344 credits** ($4.0k)
- **Idle burn:** 638 credits of TRANSFORM_WH time with nothing running, because auto-suspend is 600 s on a warehouse that wakes every hour.
- **Automatic clustering on fct_events: 782 credits.** It's clustered by `event_id` (random, high-cardinality), so Snowflake keeps reclustering, and the dashboards that filter on `event_date` still scan 91–94% of partitions.
- BI_WH (now Large) is 1,703 credits; some of that is the poor pruning on fct_events.

**Why October jumped:** September was $19.9k. On 2024-09-30 hourly_core went from every 3 hours to **hourly** (commit "make orders hourly for exec dashboard"), which roughly tripled the full rebuilds — TRANSFORM_WH alone is +4,012 credits month over month. The model design didn't change; the schedule made it expensive.

## Plan, ranked by savings

| # | Change | Est. saving / month | Effort | Risk |
|---|---|---|---|---|
| 1 | `fct_order_items` → **incremental** (merge, lookback window) | ~1,880 credits ≈ **$5.6k** | S | late-arriving updates |
| 2 | `int_sessions_sessionized` → incremental | ~1,040 ≈ $3.1k | M | sessionization logic crosses run boundaries |
| 3 | Cut **hourly_core** frequency to what consumers need | ~1,500 ≈ $4.5k | S | needs Finance sign-off |
| 4 | Re-cluster **fct_events** on (event_date, event_type) | ~960 ≈ $2.9k, plus BI scan savings | S | one-off recluster cost |
| 5 | TRANSFORM_WH auto-suspend 600 s → 60 s | ~550 ≈ $1.7k | XS | prod warehouse change → after Thursday |

**What I'm not recommending (yet)**
- *Downsizing TRANSFORM_WH to Large.* Half the rate, but the full rebuilds would take twice as long and the hourly job would start overlapping itself. After 1 and 2 the workload is small enough that this becomes worth testing, not before.
- *Query Acceleration / Snowpark-optimized warehouses.* Neither addresses the actual problem (rebuilding unchanged data every hour).
- *A resource monitor with a hard suspend.* Good as a guard-rail later (notify at 80%, no hard suspend on TRANSFORM_WH, or the board pack could get cut off), but it doesn't reduce cost by itself.

All five together would take the run-rate to roughly **$13–14k**. 1 + 4 + 5 alone get to about **$21k**, so we need at least one of 2/3 to clear the $20k target.

Where do you want to start?""", tag="plan")

    c.user("""Do 1 and 4 first. For 3 I need to check with Finance — they own the orders dashboard, I'll ask in #data-finance. 5 is fine but not before Thursday, obviously.""", tag="u2")

    c.calls("Reading the current model files before changing anything.", [
        ("repo_read", {"repo": "lumora/analytics-dbt", "ref": "main",
                       "paths": ["models/marts/orders/fct_order_items.sql", "models/marts/orders/_orders__models.yml",
                                 "models/exposures.yml", "models/marts/events/fct_events.sql"]}, D.repo_read_output()),
    ], tag="read")

    c.calls("""`fct_order_items` joins order lines to orders, refunds and FX, and its `updated_at` is the later of the line update and the refund. For an incremental model I need to know how late updates arrive, so I'll measure the lag over the last 90 days.""", [
        ("warehouse_query", {"warehouse": "ADHOC_WH", "sql": "with lag as (\n  select datediff('minute', created_at, greatest(updated_at, coalesce(r.refunded_at, updated_at))) as lag_min, i.source_system, r.refund_reason\n  from analytics.staging.stg_order_items i\n  left join analytics.intermediate.int_refunds_by_item r using (order_item_id, source_system)\n  where i.created_at >= dateadd('day', -90, current_date)\n)\nselect case when lag_min <= 60 then '<= 1 hour' when lag_min <= 1440 then '<= 24 hours' when lag_min <= 4320 then '<= 72 hours'\n            when lag_min <= 10080 then '<= 7 days' when lag_min <= 43200 then '<= 30 days' else '> 30 days' end as bucket,\n       count(*) as rows\nfrom lag group by 1 order by min(lag_min)"},
         D.LATENESS),
    ], tag="lateness")

    c.model("""## Late updates

| Lag (update after creation) | Cumulative share |
|---|---|
| ≤ 1 h | 71.40% |
| ≤ 24 h | 99.20% |
| **≤ 72 h** | **99.97%** |
| ≤ 30 days | 99.998% |
| max | 41 days (refund) |

95% of the rows later than 72 h are refunds.

## Proposal for fct_order_items

- `materialized='incremental'`, `incremental_strategy='merge'`, `unique_key='order_item_id'`.
- **3-day lookback** on `updated_at`, plus any line with a refund in the same window, so refunds re-merge even when the line itself didn't change.
- To catch the 0.03% that arrive later than 3 days (mostly refunds up to ~41 days), a **weekly full refresh** on Sunday night.
- Expected cost per hourly run: ~0.5 credits instead of 3.1.

Also noticed: the `orders_dashboard` exposure declares `freshness_sla: 1h` and names Renata Oyelaran-Hughes as owner — relevant when you talk to Finance about item 3.

OK to go ahead on that basis?""", tag="proposal")

    c.user("""3 days is fine. Not a weekly full refresh though — that's a full X-Large rebuild every week for a handful of refunds. Monthly, on the 1st at 03:00 UTC. Finance closes off the GL export anyway.""", tag="u3")

    c.calls("""Monthly on the 1st it is. What the change looks like:

```diff
 {{ config(
-    materialized='table',
+    materialized='incremental',
+    unique_key='order_item_id',
+    incremental_strategy='merge',
+    on_schema_change='append_new_columns',
     tags=['hourly', 'finance'],
 ...
 with items as (
     select * from {{ ref('stg_order_items') }}
+    {% if is_incremental() %}
+    where updated_at >= (select dateadd('day', -3, max(updated_at)) from {{ this }})
+       or order_item_id in (select order_item_id from {{ ref('int_refunds_by_item') }}
+                            where refunded_at >= (select dateadd('day', -3, max(updated_at)) from {{ this }}))
+    {% endif %}
 ),
```

Notes:
- The lookback is relative to `max(updated_at)` in the target, not `current_date`, so a missed run or a paused job doesn't leave a gap.
- The refund branch matters because `updated_at` on the line doesn't change when a refund lands; without it, refunds would only arrive with the monthly full refresh.
- `on_schema_change='append_new_columns'` so an added column doesn't break the hourly run; removals still need a full refresh.

The monthly full refresh is a dbt Cloud job, which lives in data-infra; I'll note it in the PR and add it together with the schedule change. Pushing and opening the PR now.""", [
        ("git_push", {"repo": "lumora/analytics-dbt", "branch": "nr/fct-order-items-incremental", "base": "main",
                      "message": "perf(orders): make fct_order_items incremental with 3-day lookback (DATA-2291)",
                      "files": {"models/marts/orders/fct_order_items.sql": NEW_FCT_ORDER_ITEMS}},
         "pushed 1 commit to lumora/analytics-dbt:nr/fct-order-items-incremental\ncommit 7d2a9f3  perf(orders): make fct_order_items incremental with 3-day lookback (DATA-2291)\n 1 file changed, 14 insertions(+), 1 deletion(-)"),
        ("github_pr_create", {"repo": "lumora/analytics-dbt", "head": "nr/fct-order-items-incremental", "base": "main",
                              "title": "perf(orders): fct_order_items incremental (merge, 3-day lookback)",
                              "body": "Part of DATA-2291 (Snowflake cost).\n\n- `fct_order_items`: table -> incremental merge, unique_key order_item_id, 3-day lookback on updated_at plus refunds in window.\n- 99.97% of updates land within 72 h (90-day sample); later refunds are picked up by a monthly full refresh on the 1st at 03:00 UTC (dbt Cloud job, separate PR in lumora/data-infra).\n- Expected: ~0.5 credits per hourly run instead of 3.1 (~1,880 credits/month).\n\n**Do not merge before the board pack run on Thu 2024-11-14.**",
                              "labels": ["cost", "do-not-merge-before-2024-11-15"], "reviewers": ["lena-kim"]},
         "PR CREATED lumora/analytics-dbt #482\nurl: https://github.com/lumora/analytics-dbt/pull/482\ntitle: perf(orders): fct_order_items incremental (merge, 3-day lookback)\nlabels: cost, do-not-merge-before-2024-11-15   reviewers: lena-kim\nchecks: dbt-ci (run 9917) QUEUED"),
    ], tag="pr482")

    c.model("""Done — **PR #482** is open on `nr/fct-order-items-incremental`, labelled do-not-merge-before-2024-11-15, Lena Kim as reviewer. CI run **9917** is queued.

## Next: fct_events clustering (item 4)

Currently `cluster_by=['event_id']` with automatic clustering on. The dashboards filter on `event_date` (always) and `event_type` (usually), so I'd change it to **`cluster_by=['event_date', 'event_type']`**:
- date first, because every BI query filters on it and it's naturally ordered by load time, so reclustering churn drops to almost nothing;
- `event_type` second (≈40 distinct values) to help the funnel queries.

Heads-up: changing the key triggers a **one-off full recluster** of fct_events (~14 TB). Estimated a few hundred credits, once, then steady state should be close to zero.""", tag="clusterprop")

    c.user("go ahead, same approach", tag="u4")

    c.calls("", [
        ("git_push", {"repo": "lumora/analytics-dbt", "branch": "nr/fct-events-cluster-key", "base": "main",
                      "message": "perf(events): cluster fct_events by event_date, event_type (DATA-2291)",
                      "files": {"models/marts/events/fct_events.sql": D.FCT_EVENTS.replace("cluster_by=['event_id']", "cluster_by=['event_date', 'event_type']")}},
         "pushed 1 commit to lumora/analytics-dbt:nr/fct-events-cluster-key\ncommit c19be40  perf(events): cluster fct_events by event_date, event_type (DATA-2291)\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
        ("github_pr_create", {"repo": "lumora/analytics-dbt", "head": "nr/fct-events-cluster-key", "base": "main",
                              "title": "perf(events): cluster fct_events by (event_date, event_type)",
                              "body": "Part of DATA-2291.\n\nevent_id is random, so automatic clustering churned 782 credits/30 days while dashboards still scanned 91-94% of partitions. New key matches the BI filters.\n\nOne-off: a full recluster after merge (several hundred credits).\n\n**Do not merge before the board pack run on Thu 2024-11-14.**",
                              "labels": ["cost", "do-not-merge-before-2024-11-15"], "reviewers": ["lena-kim"]},
         "PR CREATED lumora/analytics-dbt #483\nurl: https://github.com/lumora/analytics-dbt/pull/483\nlabels: cost, do-not-merge-before-2024-11-15   reviewers: lena-kim\nchecks: dbt-ci (run 9919) QUEUED"),
    ], tag="pr483")

    c.model("Done — **PR #483** open (`cluster_by=['event_date', 'event_type']`), same label and reviewer; CI run 9919 queued.", tag="pr483ok")

    c.user("CI on 482 went red. Look.", tag="u5")

    c.calls("", [("ci_run_get", {"repo": "lumora/analytics-dbt", "run_id": 9917, "include_log": True}, D.ci_fail_log())], tag="ci1")

    c.calls("""The incremental merge failed with **100090 Duplicate row detected during DML action**: CI clones the prod table and then merges on `order_item_id`, and the error row is order_item_id 1048817 from `shopify`. That looks like the same id existing in both source systems. Checking how many collide in prod.""", [
        ("warehouse_query", {"warehouse": "ADHOC_WH", "sql": "select order_item_id, count(*) n, array_agg(distinct source_system) systems\nfrom analytics.marts.fct_order_items\ngroup by 1 having n > 1\norder by 1"}, D.dup_query()),
    ], tag="dups")

    c.model("""## Why #482 failed

**1,284 `order_item_id` values exist twice** — every one is a `shopify` + `legacy_magento` pair (ids 1,000,214–1,052,377, from the 2023 Magento migration). A merge on `order_item_id` alone matches two target rows for one source row, and Snowflake refuses it (`ERROR_ON_NONDETERMINISTIC_MERGE`).

My mistake: `_orders__models.yml` already says the grain is **source_system + order_item_id** (there's a `unique_combination_of_columns` test on exactly that), and I keyed the merge on the id alone.

## Fix options

| | A — composite key | B — surrogate key from staging |
|---|---|---|
| Config | `unique_key=['source_system', 'order_item_id']` | the hashed key `stg_order_items` already builds from the same two columns |
| Merge predicate | two-column join | single column, cheaper |
| Downstream | no new column | adds one column to fct_order_items (non-breaking, contract not enforced) |

Both are correct; B makes for a slightly cheaper merge and a cleaner join key for downstream models. Which one?""", tag="fixopts")

    c.user("B — order_item_sk. Keep the combination test as is.", tag="u6")

    c.calls("Switching the merge to the surrogate key (and the refund lookback subquery with it), then checking the new CI run.", [
        ("git_push", {"repo": "lumora/analytics-dbt", "branch": "nr/fct-order-items-incremental",
                      "message": "fix(orders): merge fct_order_items on order_item_sk (ids collide across source systems)",
                      "files": {"models/marts/orders/fct_order_items.sql": FIXED_FCT_ORDER_ITEMS}},
         "pushed 1 commit to lumora/analytics-dbt:nr/fct-order-items-incremental\ncommit 5c0e7b4  fix(orders): merge fct_order_items on order_item_sk (ids collide across source systems)\n 1 file changed, 4 insertions(+), 3 deletions(-)\nPR #482 updated; checks: dbt-ci (run 9931) started"),
        ("ci_run_get", {"repo": "lumora/analytics-dbt", "run_id": 9931, "wait_for_completion": True, "include_log": True}, D.ci_pass_log()),
    ], tag="ci2")

    c.model("""**CI is green** on #482 (run 9931, commit 5c0e7b4): 9/9 passed, including the `source_system + order_item_id` combination test.

| | Before (table) | After (incremental) |
|---|---|---|
| Run time | 11m40s | **1m52s** |
| Credits per hourly run | 3.11 | ~0.50 |
| Result vs full rebuild | — | 100.00% match (audit_helper) |

What happens at merge: the prod table already exists as a *table*; dbt treats an existing relation as the incremental target, so the first prod run after merge will **merge** into it (3-day window) rather than rebuild. No manual full refresh is needed, and the data the dashboards read stays in place throughout.

One thing the CI run also confirmed: the refund branch of the lookback picked up 1,936 lines whose `updated_at` hadn't changed but whose refund had — exactly the case that would otherwise wait for the monthly refresh.

Both PRs (#482, #483) are ready and waiting for Friday.""", tag="green")

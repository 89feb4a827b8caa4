"""Build blind-dbt-warehouse-cost-overrun: part C (projection, Jira, BI_WH) and labels."""
import sys

import dbt_data2 as D2
from common import Conv
from dbt_a import SYSTEM, part_a
from dbt_b import part_b

CID = "blind-dbt-warehouse-cost-overrun"

JIRA_COMMENT = """Status 2024-11-18 (Snowflake cost, target < $20k/month run-rate by Dec 1)

DONE
- analytics-dbt #482 merged 11-15: fct_order_items incremental (merge on order_item_sk, 3-day lookback). 11m40s -> 1m52s per run.
- analytics-dbt #483 merged 11-15: fct_events cluster_by (event_date, event_type). One-off recluster 680 credits, completed 11-17.
- TRANSFORM_WH auto_suspend 600 -> 60 (live 11-15; terraform updated in data-infra #131).
- Measured: 358 credits/day before -> 243 credits/day after (excl. recluster). Forecast at current config: $21,870/month.

IN PROGRESS
- data-infra #131: schedule per Finance (2h 08:00-20:00 ET Mon-Fri, 6h otherwise), close_hourly days 1-4 and 26-31 at :30, fct_order_items monthly full refresh 0 3 1 * *. Marcus Feld approved, approval dismissed by the close-window commit; waiting on re-approval, then merge. Expected run-rate after merge ~$18k/month.

DEFERRED
- int_sessions_sessionized incremental: skipped, Jonah is rewriting sessionization next sprint (see linked issue).

FOLLOW-UPS
- 2024-11-26: first close day - check close_hourly runs hourly and the orders dashboard stays within 1h.
- 2024-12-01 03:00 UTC: first fct_order_items_monthly_full_refresh - check duration/credits and row diff."""


def part_c(c):
    c.model("""The merge was **blocked**: branch protection dismisses approvals when new commits are pushed, so Marcus's approval was dropped by the close-window commit (8e21d0a) even though he said no re-review was needed. **Nothing is merged yet.**

#131 now has exactly what he asked for (`30 * 1-4,26-31 * *`, plan green). It needs Marcus to **re-approve #131** — one click on his side — and then I can merge.""", tag="blocked")

    c.user("Typical. I'll ping him. Meanwhile — what does the bill look like now?", tag="u13")

    c.calls("", [("warehouse_query", {"warehouse": "ADHOC_WH", "sql": "select to_date(start_time) day, warehouse_name, sum(credits_used) credits\nfrom snowflake.account_usage.warehouse_metering_history\nwhere start_time >= '2024-11-01'\ngroup by 1, 2\nunion all\nselect to_date(start_time), 'AUTO_CLUSTERING', sum(credits_used)\nfrom snowflake.account_usage.automatic_clustering_history\nwhere start_time >= '2024-11-01' group by 1\norder by 1, 2"},
                  D2.daily_credits())], tag="projection")

    c.model(f"""## Where we are (through Nov 17)

| | Credits/day | Monthly run-rate |
|---|---|---|
| Before (Nov 1–14) | {D2.AVG_BEFORE} | ≈ $32.2k |
| **Now** (Nov 16–17, excl. one-off recluster) | **{D2.AVG_AFTER}** | **$21,870** |
| After #131 merges (estimate) | ~200 avg (168 normal days, ~273 close days) | **≈ $18.0k** |
| …and BI_WH back to Medium (if justified) | ~163 | ≈ $14.6k |

**Breakdown of the drop (TRANSFORM_WH ~231 → ~131 credits/day, −43%)**

| Change | Before | After | Saved / day |
|---|---|---|---|
| fct_order_items incremental (#482) | 74.7 | ~12.0 | ~62.7 |
| auto-suspend 600 → 60 s | ~21.3 idle | ~3.0 idle | ~18.3 |
| fct_events merge cheaper on the new key (#483) | 13.3 | ~9.5 | ~3.8 |
| other (nightly variance, board pack on the 14th) | — | — | ~15 |
| AUTOMATIC_CLUSTERING steady state (#483) | ~26 | ~3.1 | ~23 |

- TRANSFORM_WH is down 43%: #482, #483 and the auto-suspend change are working.
- The fct_events recluster is **finished**: 680 credits, as predicted, done Nov 17 21:40 UTC.
- **We're not under $20k yet**: #131 (the schedule) is the piece that gets us there. Close days cost more because close_hourly runs 24×/day on top of the 2-hourly job; the estimate above includes 9 close days per month.

**November itself will be over budget** regardless: month-to-date is 6,446 credits ($19,338) after 17 days. If #131 merges by Nov 19, November lands around **9,300 credits ≈ $27.9k** — better than October's $31.4k, but well over the $18k budget. Do you want me to give Finance a heads-up before the invoice arrives?""", tag="projsum")

    c.user("""Skip the int_sessions incremental (item 2) for now — Jonah is rewriting sessionization next sprint anyway, no point doing it twice. Update DATA-2291 with where we are and what's left.""", tag="u14")

    c.calls("", [("jira_issue_update", {"issue": "DATA-2291", "comment": JIRA_COMMENT, "status": "In Progress",
                                        "create_linked": {"type": "Task", "summary": "Make int_sessions_sessionized incremental as part of sessionization rewrite (cost, from DATA-2291)",
                                                          "assignee": "jonah.weiss", "link_type": "relates to", "labels": ["cost", "dbt"]},
                                        "watchers_add": ["marcus.feld"]},
                  "ISSUE UPDATED DATA-2291 \"Snowflake compute cost over budget (Oct $31.4k)\"\ncomment added (id 118204) by nikhil.rao\nstatus: In Progress (unchanged)   assignee: nikhil.rao   due: 2024-12-01\nwatchers: +marcus.feld\nLINKED ISSUE CREATED: DATA-2317 \"Make int_sessions_sessionized incremental as part of sessionization rewrite\" (Task, assignee jonah.weiss, sprint 'Data 24.24', relates to DATA-2291)" + D2.JIRA_ISSUE)], tag="jira")

    c.model("""Done — DATA-2291 has the full status (done / in progress / deferred / follow-ups), Marcus added as watcher, and **DATA-2317** created for Jonah so the incremental conversion isn't lost in his rewrite.

Follow-ups on the ticket: check **close_hourly** on the first close day (**2024-11-26**) and the first monthly full refresh on **2024-12-01 03:00 UTC**.""", tag="jiraok")

    c.user("One more thing. BI_WH is Large? I'm pretty sure it was Medium. Who changed it and when?", tag="u15")

    c.calls("", [("warehouse_query", {"warehouse": "ADHOC_WH", "sql": "select start_time, user_name, role_name, warehouse_name, query_text\nfrom snowflake.account_usage.query_history\nwhere query_type like 'ALTER_WAREHOUSE%'\n  and start_time >= '2024-10-01'\norder by start_time"},
                  D2.bi_wh_history())], tag="bi")

    c.model("""## BI_WH was resized by Lena Kim

- **2024-11-06 14:22 UTC**, user **LKIM** (Lena Kim, Analytics Engineering), role SYSADMIN: `alter warehouse BI_WH set warehouse_size = 'LARGE'`, comment *"dashboards slow, temp"*.
- Medium → Large doubles the rate (4 → 8 credits/h): BI_WH went from ~41 to ~78 credits/day, **about +$3,340/month**. No change ticket, and it isn't in data-infra either (the Terraform still says MEDIUM, so it's drift too).

**Why it matters now:** the "slow dashboards" were very likely the fct_events pruning problem (91–94% of partitions scanned). #483 fixed the clustering, so Medium may well be enough again.

| Option | Effect |
|---|---|
| Revert to MEDIUM now | −37 credits/day; risk: dashboards slow if something else was going on |
| Check with Lena, then revert | same saving a day or two later; she knows what she was seeing |
| Leave it | run-rate stays ≈ $18.0k after #131 instead of ≈ $14.6k |

**Latency since #483** (same query output): orders_dashboard p50 went from ~6 s on Medium to ~3.4 s on Large, and to **~1.6 s on Nov 16–17** after the recluster, with orders_daily now scanning ~6% of partitions instead of 94%. So the pruning fix alone did more than the resize — a reasonable sign that Medium would be fine now, though it's Lena's call what "slow" meant to her users.

Also worth knowing: because the resize was done by hand, `terraform/snowflake/warehouses.tf` still says `MEDIUM` for BI_WH. And that matters sooner than it looks: **#131 touches `warehouses.tf`**, so merging it triggers an apply in the snowflake workspace, which would put BI_WH back to MEDIUM as a side effect. So we need Lena's answer before #131 merges — or, if she wants Large for now, I add `warehouse_size = "LARGE"` for BI_WH to #131 so the apply keeps it.

Want me to revert it, or check with Lena first?""", tag="biopts")

    c.user("Don't revert — I'll ask Lena tomorrow. That's it for today, thanks.", tag="u16")

    c.model("""Sounds good. Where things stand:

**Done:** #482 (fct_order_items incremental on order_item_sk), #483 (fct_events clustering; recluster finished), TRANSFORM_WH auto-suspend 60 s (Terraform updated in #131), DATA-2291 updated, DATA-2317 for Jonah.

**Waiting:**
- Marcus to **re-approve data-infra #131**, then I merge it. That's the change that gets the run-rate under $20k.
- You → Lena about BI_WH (Large since 2024-11-06).
- Your call on warning Finance that November will land around $27.9k.

**Scheduled checks:** close_hourly on 2024-11-26; first monthly full refresh 2024-12-01 03:00 UTC.

**Watch-outs**
- Merging #131 applies `warehouses.tf`, which reverts BI_WH to MEDIUM unless Lena wants Large written into the PR — so her answer decides what goes into #131 before it merges.
- Run-rate only gets under $20k once #131 is live; until then we're at about $21,870/month.
- ET/UTC crons shift by an hour when DST starts on 2025-03-09.""", tag="wrap")


def labels(c):
    L = c.label
    L("user_goal", "Get the Snowflake run-rate under $20k/month by Dec 1 (Oct was $31.4k vs $18k budget) without breaking used dashboards; "
      "all changes via PRs with green CI; nothing to prod before the Thursday Nov 14 board pack run", ["$20k", "Dec 1"], "u1")
    L("fact", "October invoice: 10,470.8 credits = $31,412.40 compute+serverless", ["$31,412.40"], "cost.out")
    L("fact", "fct_order_items was a full table rebuild in hourly_core (70412): 720 runs x 11m40s = 2,240 credits per 30 days, the top cost",
      ["fct_order_items", "2,240"], "cost.out")
    L("fact", "99.97% of order item updates land within 72 h; max lag 41 days (refunds)", ["99.97%"], "lateness.out")
    L("fact", "1,284 order_item_id values collide between shopify and legacy_magento, so merging on order_item_id failed in CI with 100090",
      ["1,284", "100090"], "dups.out")
    L("fact", "Incremental fct_order_items runs in 1m52s vs 11m40s for the full build (CI run 9931, 100% match)", ["1m52s"], "ci2.out")
    L("fact", "Cluster-key change on fct_events triggered a one-off recluster of 680 credits (finished 2024-11-17)", ["680 credits"], "merge.out")
    L("fact", "After the changes: 243 credits/day, forecast $21,870/month - still above the $20k target until #131 merges",
      ["$21,870"], "projection.out")
    L("fact", "BI_WH resized MEDIUM to LARGE by LKIM (Lena Kim) on 2024-11-06, about +37 credits/day", ["LKIM", "2024-11-06"], "bi.out")
    L("decision", "No weekly full refresh: monthly full refresh of fct_order_items on the 1st at 03:00 UTC (3-day lookback otherwise)",
      ["03:00 UTC"], "u3")
    L("decision", "Merge key for incremental fct_order_items is the surrogate key order_item_sk (combination test kept)", ["order_item_sk"], "u6")
    L("decision", "Re-cluster fct_events on (event_date, event_type), PR #483", ["#483", "event_type"], "pr483.out")
    L("decision", "Schedule option B in data-infra PR #131: every 2 h 08:00-20:00 ET Mon-Fri, every 6 h otherwise", ["#131", "08:00-20:00 ET"], "pr131.out")
    L("decision", "Month-end close: extra close_hourly job at :30 on days 1-4 and 26-31 (Marcus Feld's change)", ["1-4,26-31"], "merge131")
    L("decision", "TRANSFORM_WH auto-suspend set to 60 s", ["AUTO_SUSPEND = 60"], "merge")
    L("decision", "Skip making int_sessions_sessionized incremental; Jonah rewrites sessionization next sprint", ["int_sessions_sessionized", "Jonah"], "u14")
    L("pending_action", "Marcus Feld must re-approve data-infra #131 (approval dismissed by the new commit), then merge it", ["#131", "re-approve"], "blocked")
    L("pending_action", "Check close_hourly on the first close day 2024-11-26 (orders dashboard within 1 h)", ["close_hourly", "2024-11-26"], "jira")
    L("pending_action", "Check the first fct_order_items monthly full refresh on 2024-12-01 03:00 UTC", ["2024-12-01"], "jira")
    L("pending_action", "int_sessions incremental conversion handed to Jonah as DATA-2317", ["DATA-2317"], "jira.out")
    L("open_issue", "Whether to revert BI_WH to MEDIUM - the user will ask Lena first", ["ask Lena"], "u16")
    L("open_issue", "November will land around $27.9k, over the $18k budget; whether to warn Finance was not answered", ["$27.9k"], "projsum")
    L("reference", "PR lumora/analytics-dbt #482 (fct_order_items incremental)", ["#482"], "pr482.out")
    L("reference", "Jira ticket DATA-2291", ["DATA-2291"], "u1")
    L("reference", "Model file models/marts/orders/fct_order_items.sql", ["models/marts/orders/fct_order_items.sql"], "read")
    L("reference", "dbt Cloud job definitions in terraform/dbt_cloud/jobs.tf (lumora/data-infra)", ["terraform/dbt_cloud/jobs.tf"], "pr131")

    S = c.stale
    S("Weekly Sunday full refresh proposed (replaced by monthly on the 1st at 03:00 UTC)", ["weekly full refresh"], "u3")
    S("Merge key unique_key='order_item_id' (replaced by order_item_sk)", ["unique_key='order_item_id'"], "u6")
    S("Orders dashboard freshness_sla 1h (Finance: 2 h business hours, 6 h otherwise)", ["freshness_sla: 1h"], "slack.out")
    S("TRANSFORM_WH auto-suspend 600 s (now 60)", ["AUTO_SUSPEND", "600"], "merge.out")
    S("Renata Oyelaran-Hughes as Finance data owner/reviewer (replaced by Marcus Feld)", ["Renata", "owner"], "u11")
    S("Close window days 1-3 and 26-31 (Marcus: days 1-4 and 26-31)", ["1-3,26-31"], "prget.out")


def build():
    c = Conv(CID, "Cutting a Snowflake bill with dbt refactors: incremental models, clustering and schedules", SYSTEM)
    part_a(c)
    part_b(c)
    part_c(c)
    labels(c)
    return c


if __name__ == "__main__":
    c = build()
    if "--index" in sys.argv:
        c.dump_index()
    c.write("/work/blind20/out/%s.json" % CID)
    print("wrote", CID, len(c.msgs), "messages")

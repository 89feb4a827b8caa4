"""dbt warehouse cost, part B: Finance freshness, schedule PR, merges, close window, owner change."""
import dbt_data2 as D2
import dbt_data3 as D3

BASE_JOBS = [('dbt_cloud_job.core_off_hours["weekday_overnight"]', "core_off_hours_weekday_overnight", "0 7 * * 1-5", "dbt build --select tag:hourly"),
             ('dbt_cloud_job.core_off_hours["weekend"]', "core_off_hours_weekend", "0 1,7,13,19 * * 0,6", "dbt build --select tag:hourly"),
             ("dbt_cloud_job.fct_order_items_monthly_full_refresh", "fct_order_items_monthly_full_refresh", "0 3 1 * *",
              "dbt build --select fct_order_items --full-refresh")]
CLOSE_JOB = ("dbt_cloud_job.close_hourly", "close_hourly", "30 * 1-3,26-31 * *", "dbt build --select tag:hourly")

JOBS_TF_2 = D2.JOBS_TF_1.replace("""  fct_order_items_monthly_full_refresh = {""", """  # Month-end close (CFO via Renata, 2024-11-15): orders dashboard within 1h on close days.
  # Close days approximated by day of month; runs at :30 so that with the :00 runs staleness stays under 1h.
  close_hourly = {
    execute_steps = ["dbt build --select tag:hourly"]
    schedule_cron = "30 * 1-3,26-31 * *"
  }

  fct_order_items_monthly_full_refresh = {""")

JOBS_TF_3 = JOBS_TF_2.replace('"30 * 1-3,26-31 * *"', '"30 * 1-4,26-31 * *"').replace(
    "# Month-end close (CFO via Renata, 2024-11-15)", "# Month-end close (CFO 2024-11-15; days 1-4 per Marcus Feld review 2024-11-18)")


def part_b(c):
    c.user("Finance got back to me on the schedule. Read the thread in #data-finance.", tag="u7")

    c.calls("", [("slack_thread_read", {"channel": "#data-finance", "thread_ts": "1731423720.004100", "include_replies": True},
                  D2.SLACK_THREAD)], tag="slack")

    c.model("""## What Finance needs (Renata, #data-finance)

- **Within 2 hours, 08:00-20:00 ET, Mon–Fri.** Every 6 hours otherwise (nights and weekends).
- Sam (FP&A): a run must land **before 08:00 ET on Mondays** so Sunday-night orders are in.
- Month-end: Renata says 2h is fine for close too; Liam (Controller) will flag if the CFO wants something different.
- Board pack keeps its own job — untouched.
- The exposure's `freshness_sla: 1h` is out of date; Renata is updating the dashboard subtitle.

## Schedule options for hourly_core (crons in UTC; ET = UTC−5 until March)

| | A — every 2 h, all week | **B — 2 h business hours, 6 h off-hours** | C — 3 h business hours |
|---|---|---|---|
| Weekdays 08:00–20:00 ET | every 2 h | every 2 h (7 runs) | every 3 h (5 runs) |
| Nights / weekends | every 2 h | 02:00 ET weekdays; every 6 h weekends | every 6 h |
| Runs per week | 84 | **48** | 37 |
| Meets Finance's ask | yes | yes | **no** (3 h > 2 h) |
| Est. saving vs today | ~50% of hourly_core | **~71%** | ~78% |

How B maps to UTC (EST = UTC−5 until March 9):

| ET | UTC | Days | Job |
|---|---|---|---|
| 08:00, 10:00, … 18:00 | 13:00 … 23:00 (odd hours) | Mon–Fri | core_business_hours |
| 20:00 | 01:00 next day | Mon–Fri (fires Tue–Sat UTC; Mon 01:00 UTC = Sun 20:00 ET, harmless) | core_business_hours |
| 02:00 | 07:00 | Mon–Fri | core_off_hours (covers Sam's "before 08:00 Monday") |
| 20:00, 02:00, 08:00, 14:00 | 01:00, 07:00, 13:00, 19:00 | Sat–Sun | core_off_hours weekend |

When the clocks change in March, the ET times shift by an hour; still inside Finance's window, but worth a calendar reminder.

B is exactly what Finance asked for. I'd implement it in **lumora/data-infra** (the dbt Cloud jobs are Terraform), and add the monthly `fct_order_items` full refresh job there at the same time.""", tag="schedopts")

    c.user("B. Put it in data-infra as a PR, same label, nothing merges before Friday.", tag="u8")

    c.calls("", [
        ("git_push", {"repo": "lumora/data-infra", "branch": "nr/dbt-schedule-freshness", "base": "main",
                      "message": "feat(dbt-cloud): orders freshness schedule (2h business hours, 6h off-hours) + monthly fct_order_items full refresh",
                      "files": {"terraform/dbt_cloud/jobs.tf": D2.JOBS_TF_1}},
         "pushed 1 commit to lumora/data-infra:nr/dbt-schedule-freshness\ncommit 41b7c8d\n 1 file changed, 19 insertions(+), 3 deletions(-)"),
        ("github_pr_create", {"repo": "lumora/data-infra", "head": "nr/dbt-schedule-freshness", "base": "main",
                              "title": "dbt Cloud: orders freshness schedule (2h business hours, 6h off-hours) + monthly full refresh",
                              "body": "DATA-2291.\n\nPer #data-finance (Renata Oyelaran-Hughes, 2024-11-12): orders dashboard within 2h 08:00-20:00 ET Mon-Fri, 6h otherwise; run before 08:00 ET Monday.\n\n- hourly_core -> core_business_hours `0 1,13,15,17,19,21,23 * * 1-5`\n- core_off_hours: weekday `0 7 * * 1-5`, weekend `0 1,7,13,19 * * 0,6`\n- new: fct_order_items_monthly_full_refresh `0 3 1 * *` (pairs with analytics-dbt #482)\n\nCrons in UTC (EST). **Do not merge before 2024-11-15.**",
                              "labels": ["dbt-cloud", "cost", "do-not-merge-before-2024-11-15"], "reviewers": ["renata-oh"]},
         "PR CREATED lumora/data-infra #131\nurl: https://github.com/lumora/data-infra/pull/131\nreviewers: renata-oh (CODEOWNERS @lumora/finance-data for terraform/dbt_cloud/)\nchecks: terraform-plan RUNNING, tflint QUEUED\n\n" + D2.tf_plan(None) + D3.tf_plan_verbose(BASE_JOBS)),
    ], tag="pr131")

    c.model("""Done — **lumora/data-infra #131** is open with option B and the monthly full refresh (`0 3 1 * *`). Terraform plan: 3 to add, 1 to change, nothing destroyed. Renata is requested as reviewer (Finance data is CODEOWNER for the dbt Cloud jobs). Labelled do-not-merge-before-2024-11-15.

Three PRs are now queued for Friday: **#482** and **#483** (analytics-dbt) and **#131** (data-infra).""", tag="pr131ok")

    c.user("""Board pack ran fine yesterday. Merge 482 and 483, and set TRANSFORM_WH auto-suspend to 60 seconds.

Also — freshness changed again. Renata pinged me: the CFO wants the orders dashboard within 1 hour during month-end close, meaning the first 3 and last 3 business days of the month. Rest of the month stays as agreed.""", tag="u9")

    c.calls("Merging both PRs and changing the auto-suspend.", [
        ("github_pr_merge", {"repo": "lumora/analytics-dbt", "pr": 482, "method": "squash", "remove_labels": ["do-not-merge-before-2024-11-15"], "wait_for_post_merge_checks": True},
         "MERGED lumora/analytics-dbt #482 -> main (squash 9e4d11a) at 2024-11-15 10:08 ET\ndbt Cloud: prod deploy picked up by next hourly_core run (11:00 ET)\nbranch nr/fct-order-items-incremental deleted" + D3.prod_run_log()),
        ("github_pr_merge", {"repo": "lumora/analytics-dbt", "pr": 483, "method": "squash", "remove_labels": ["do-not-merge-before-2024-11-15"]},
         "MERGED lumora/analytics-dbt #483 -> main (squash 2b77e05) at 2024-11-15 10:09 ET\nWARNING (dbt-ci post-merge check): cluster key change on ANALYTICS.MARTS.FCT_EVENTS (14.2 TB, 11,930 micro-partitions).\n  Automatic clustering will recluster the full table: estimated one-off cost 680 credits (~$2,040) over 24-72 h.\n  Steady-state clustering cost expected to fall from ~26 credits/day to ~3 credits/day.\nbranch nr/fct-events-cluster-key deleted" + D3.CLUSTER_INFO),
        ("warehouse_query", {"warehouse": "TRANSFORM_WH", "sql": "ALTER WAREHOUSE TRANSFORM_WH SET AUTO_SUSPEND = 60"},
         "statement executed successfully (role SYSADMIN)\nTRANSFORM_WH: AUTO_SUSPEND was 600, now 60\nnote: warehouse is defined in lumora/data-infra terraform/snowflake/warehouses.tf with auto_suspend = 600; next terraform apply will revert this unless the file is updated (drift)"),
    ], tag="merge")

    c.model("""## Done

- **#482** merged (9e4d11a) — the deploy-on-merge run (338120917) already merged 38,944 rows into the existing prod table in 1m50s; all 4 tests pass. From the 11:00 ET run on, hourly_core uses the incremental path.
- **#483** merged (2b77e05) — fct_events now clusters on (event_date, event_type). **One-off recluster: ~680 credits (~$2,040) over 1–3 days**, then clustering drops from ~26 to ~3 credits/day.
- **TRANSFORM_WH auto-suspend: 600 → 60 s.** ⚠️ Terraform drift: `warehouses.tf` still says 600, so the next apply in data-infra would put it back. I'll fix that in the data-infra PR.

## Month-end close at 1 hour

dbt Cloud crons can't express "first/last N business days", so:

| | (a) Extra job by day of month | (b) One hourly job + a skip macro |
|---|---|---|
| How | `close_hourly` at :30 every hour on close days, e.g. days 1–3 and 26–31 | hourly_core stays hourly; an `on-run-start` macro exits early unless it's a close day or a scheduled slot |
| Precision | approximate (calendar days, not business days) | exact (could read a close calendar table) |
| Cost | a few extra runs on non-business close days | every hour still wakes the warehouse for ~20 s → idle credits |
| Complexity | Terraform only | macro + a table Finance has to keep up to date |

I'd go with **(a)**: simple, easy to see in Terraform, and a few extra runs on weekend days are cheap now that fct_order_items is incremental.""", tag="closeopts")

    c.user("""(a). Use days 1-3 and 26-31 — the close calendar isn't exactly business days but that's close enough. Update PR 131, and fix the warehouse drift in the same PR.""", tag="u10")

    c.calls("", [
        ("git_push", {"repo": "lumora/data-infra", "branch": "nr/dbt-schedule-freshness",
                      "message": "feat(dbt-cloud): close_hourly job for month-end (1h freshness); fix(snowflake): TRANSFORM_WH auto_suspend 60",
                      "files": {"terraform/dbt_cloud/jobs.tf": JOBS_TF_2,
                                "terraform/snowflake/warehouses.tf": "# (excerpt)\nresource \"snowflake_warehouse\" \"transform\" {\n  name           = \"TRANSFORM_WH\"\n  warehouse_size = \"XLARGE\"\n  auto_suspend   = 60   # was 600; DATA-2291\n  auto_resume    = true\n  initially_suspended = true\n}\n"}},
         "pushed 1 commit to lumora/data-infra:nr/dbt-schedule-freshness\ncommit 6fa0d92\n 2 files changed, 9 insertions(+), 1 deletion(-)\nPR #131 updated; checks: terraform-plan SUCCESS\n\n" + D2.tf_plan("1-3,26-31") + D3.tf_plan_verbose(BASE_JOBS + [CLOSE_JOB]) +
         "\nsnowflake_warehouse.transform: no changes (live value already 60; drift resolved)"),
    ], tag="close13")

    c.model("""Done — **#131** updated (commit 6fa0d92). Terraform plan now: **4 to add, 1 to change**:

| Job | Cron (UTC) | Purpose |
|---|---|---|
| core_business_hours (was hourly_core) | `0 1,13,15,17,19,21,23 * * 1-5` | every 2 h, 08:00–20:00 ET |
| core_off_hours weekday | `0 7 * * 1-5` | 02:00 ET, also covers Monday before 08:00 |
| core_off_hours weekend | `0 1,7,13,19 * * 0,6` | every 6 h |
| **close_hourly** (new) | `30 * 1-3,26-31 * *` | hourly at :30 on close days |
| fct_order_items_monthly_full_refresh (new) | `0 3 1 * *` | 03:00 UTC on the 1st |

TRANSFORM_WH auto_suspend is now 60 in `warehouses.tf` as well — drift resolved. Renata is still the requested reviewer.""", tag="close13ok")

    c.user("""Correction — Renata isn't the Finance data owner anymore. Marcus Feld took that over this week, so the approval has to come from him (GitHub: marcus-feld). Swap the reviewer.""", tag="u11")

    c.calls("", [
        ("github_pr_request_review", {"repo": "lumora/data-infra", "pr": 131, "add_reviewers": ["marcus-feld"], "remove_reviewers": ["renata-oh"],
                                      "comment": "@marcus-feld taking over Finance data review from Renata - could you approve? Schedule per #data-finance thread 2024-11-12 plus the CFO's 1h during close (days 1-3 and 26-31)."},
         "REVIEW REQUESTS UPDATED lumora/data-infra #131\nreviewers: was renata-oh, now marcus-feld (member of @lumora/finance-data, CODEOWNER for terraform/dbt_cloud/)\ncomment posted by nrao (via assistant)\nCODEOWNERS file lists: @lumora/finance-data = marcus-feld, renata-oh (renata-oh flagged 'leaving team 2024-11-22')"),
    ], tag="review")

    c.model("Done — Marcus Feld (marcus-feld) is now the reviewer on **#131**, Renata removed, with a comment pointing him to the Finance thread and the close window.", tag="reviewok")

    c.user("Marcus approved on the PR. Check it and merge.", tag="u12")

    c.calls("", [("github_pr_get", {"repo": "lumora/data-infra", "pr": 131, "include": ["reviews", "comments", "checks"]}, D2.PR_131_GET)], tag="prget")

    c.calls("""Marcus approved, **but with one change**: the close window must include the **4th** (October closed on day 4, November will too with Thanksgiving) — days **1-4 and 26-31**. He says no re-review is needed from his side. Pushing that change and merging.""", [
        ("git_push", {"repo": "lumora/data-infra", "branch": "nr/dbt-schedule-freshness",
                      "message": "feat(dbt-cloud): close window days 1-4 and 26-31 per Finance review",
                      "files": {"terraform/dbt_cloud/jobs.tf": JOBS_TF_3}},
         "pushed 1 commit to lumora/data-infra:nr/dbt-schedule-freshness\ncommit 8e21d0a\n 1 file changed, 2 insertions(+), 2 deletions(-)\nPR #131 updated; checks: terraform-plan SUCCESS (close_hourly schedule_cron = \"30 * 1-4,26-31 * *\")"),
        ("github_pr_merge", {"repo": "lumora/data-infra", "pr": 131, "method": "squash"},
         "MERGE BLOCKED lumora/data-infra #131\nreason: branch protection - 1 approving review from CODEOWNERS required; 0 current\nreview by marcus-feld (APPROVED 2024-11-18 09:47) was DISMISSED as stale by push 8e21d0a (setting: dismiss stale reviews on push)\nno changes merged"),
    ], tag="merge131")

"""More seeded tool outputs for the dbt cost conversation: Slack, Terraform, projections, history."""
import random

import dbt_data3 as D3

R = random.Random(131)

SLACK_THREAD = """#data-finance   thread started 2024-11-12 10:02 ET by Nikhil Rao (data-eng)   14 replies

Nikhil Rao  10:02
  :wave: cost work on Snowflake. The orders dashboard (Looker 412) is refreshed hourly today, 24x7. Does Finance actually need hourly? What freshness do you need, and when? Exposure file says 1h but that's from 2022.

Renata Oyelaran-Hughes (Finance Analytics)  10:31
  Good question. Honestly hourly overnight is useless to us. During the working day, AR and the revenue team look at it a lot - 2 hours old is fine for everything we do intraday.

Renata Oyelaran-Hughes  10:33
  So: within 2 hours between 08:00-20:00 ET on weekdays. Outside that, every 6 hours is plenty. Weekends same as overnight.

Sam Okonkwo (FP&A)  10:40
  +1. Only thing - the Monday 8am number needs to include Sunday night orders, so make sure a run lands before 08:00 ET Monday.

Nikhil Rao  10:41
  Noted, will make sure there's a run at 07:00-08:00 ET Mondays.

Renata Oyelaran-Hughes  10:44
  Also FYI the board pack on Thursday still runs off its own job, don't break that :)

Priya Natarajan (RevOps)  11:05
  RevOps uses fct_order_items for the quota tracker, but off a daily extract at 06:00 ET. No intraday need.

Renata Oyelaran-Hughes  11:12
  Let's call it: 2h business hours (08:00-20:00 ET Mon-Fri), 6h otherwise. I'll update the dashboard subtitle so nobody expects hourly.

Nikhil Rao  11:13
  :thumbsup: thanks. Will come back with the schedule PR.

Sam Okonkwo  11:20
  What about month-end? We live in that dashboard during close.

Renata Oyelaran-Hughes  11:26
  2h is fine for close too, we reconcile off the GL export anyway.

Liam Byrne (Controller)  11:58
  Agree for now. Will flag if the CFO wants different.

(3 reactions hidden)"""
SLACK_THREAD = SLACK_THREAD.replace("\n\n(3 reactions hidden)", D3.SLACK_EXTRA + "\n\n(3 reactions hidden)")


def tf_plan(days):
    return """terraform plan (lumora/data-infra, workspace dbt-cloud-prod) - triggered by push
module.dbt_jobs.dbt_cloud_job.hourly_core: will be updated in-place
  ~ name          = "hourly_core" -> "core_business_hours"
  ~ schedule_cron = "0 * * * *" -> "0 1,13,15,17,19,21,23 * * 1-5"
module.dbt_jobs.dbt_cloud_job.core_off_hours["weekday_overnight"]: will be created
  + schedule_cron = "0 7 * * 1-5"     + execute_steps = ["dbt build --select tag:hourly"]
module.dbt_jobs.dbt_cloud_job.core_off_hours["weekend"]: will be created
  + schedule_cron = "0 1,7,13,19 * * 0,6"     + execute_steps = ["dbt build --select tag:hourly"]
module.dbt_jobs.dbt_cloud_job.fct_order_items_monthly_full_refresh: will be created
  + schedule_cron = "0 3 1 * *"     + execute_steps = ["dbt build --select fct_order_items --full-refresh"]
%s
Plan: %s to add, 1 to change, 0 to destroy.""" % (
        ("module.dbt_jobs.dbt_cloud_job.close_hourly: will be created\n"
         "  + schedule_cron = \"30 * %s * *\"     + execute_steps = [\"dbt build --select tag:hourly\"]" % days) if days else "",
        "4" if days else "3")


JOBS_TF_1 = """# terraform/dbt_cloud/jobs.tf  (excerpt, changed blocks)
# Orders freshness per #data-finance 2024-11-12 (Renata Oyelaran-Hughes): 2h 08:00-20:00 ET Mon-Fri, 6h otherwise.
# Crons are UTC; ET = UTC-5 until 2025-03-09. 13:00-23:00 UTC every 2h = 08:00-18:00 ET, plus 01:00 UTC = 20:00 ET.

module "dbt_jobs" {
  source = "./modules/dbt_job_set"
  project_id     = var.dbt_project_id
  environment_id = var.prod_environment_id

  jobs = {
    hourly_core = {
      name          = "core_business_hours"
      execute_steps = ["dbt build --select tag:hourly"]
      schedule_cron = "0 1,13,15,17,19,21,23 * * 1-5"
    }
    board_pack = {
      name          = "board_pack"
      execute_steps = ["dbt build --select +rpt_board_kpis"]
      schedule_cron = null # manual
    }
  }

  core_off_hours = {
    weekday_overnight = "0 7 * * 1-5"        # 02:00 ET; also covers Sam's pre-08:00 Monday run
    weekend           = "0 1,7,13,19 * * 0,6"
  }

  fct_order_items_monthly_full_refresh = {
    execute_steps = ["dbt build --select fct_order_items --full-refresh"]
    schedule_cron = "0 3 1 * *"            # 03:00 UTC on the 1st; catches refunds later than the 3-day lookback
  }
}
"""


def _daily_rows():
    rows = []
    for d in range(1, 18):
        if d <= 14:
            tw = R.uniform(226, 236) + (22 if d == 14 else 0)
            ac = R.uniform(24, 29)
            bi = R.uniform(39, 44) if d < 6 else R.uniform(76, 81)
            note = "BI_WH resized 11-06" if d == 6 else ("board_pack run" if d == 14 else "")
        else:
            tw = {15: 152.0, 16: 131.4, 17: 130.2}[d]
            ac = {15: 242.9, 16: 312.1, 17: 134.1}[d]
            bi = R.uniform(76, 80)
            note = {15: "PR #482/#483 merged 15:10 UTC; reclustering", 16: "reclustering",
                    17: "reclustering done 21:40 UTC"}[d]
        rows.append((d, tw, bi, R.uniform(14, 26), R.uniform(12, 15), ac, note))
    return rows


DAILY = _daily_rows()
AVG_BEFORE = round(sum(r[1] + r[2] + r[3] + r[4] + r[5] for r in DAILY[:14]) / 14)
AVG_AFTER = round(sum(r[1] + r[2] + r[3] + r[4] + 3.1 for r in DAILY[15:17]) / 2)
MTD = round(sum(r[1] + r[2] + r[3] + r[4] + r[5] for r in DAILY))


def daily_credits():
    out = ["query_id 01b87c10-0003-7d1c-0000-51b9000e8a31   warehouse ADHOC_WH   elapsed 3.4s",
           "daily compute + serverless credits, 2024-11-01 .. 2024-11-17 (UTC days)",
           "day        | TRANSFORM_WH | BI_WH | ADHOC_WH | LOAD_WH | AUTO_CLUSTERING | total  | note"]
    for d, tw, bi, adhoc, load, ac, note in DAILY:
        out.append("2024-11-%02d | %12.1f | %5.1f | %8.1f | %7.1f | %15.1f | %6.1f | %s" % (
            d, tw, bi, adhoc, load, ac, tw + bi + adhoc + load + ac, note))
    out += ["",
            "averages:",
            "  2024-11-01..14 (before changes): %d credits/day" % AVG_BEFORE,
            "  2024-11-16..17 excluding one-off reclustering: %d credits/day  (TRANSFORM_WH -43%%; AUTO_CLUSTERING steady-state 3.1/day)" % AVG_AFTER,
            "  one-off reclustering of FCT_EVENTS after cluster key change: 680 credits (complete 2024-11-17 21:40 UTC)",
            "month to date 2024-11-01..17: {:,} credits = ${:,.2f}".format(MTD, MTD * 3.0),
            "forecast (linear, current config): {} credits/day x 30 = {:,} credits/month = ${:,}/month".format(
                AVG_AFTER, AVG_AFTER * 30, AVG_AFTER * 90),
            "",
            "TRANSFORM_WH by hour (UTC), 2024-11-16..17 average vs 2024-11-01..14 average",
            "hour | before credits | after credits | after: hourly_core run time"] + [
            "%02d:00 | %5.2f | %5.2f | %dm%02ds" % (h, 9.6 + R.uniform(-0.4, 0.4) + (9.6 if h == 2 else 0),
                                                  5.45 + R.uniform(-0.3, 0.3) + (9.6 if h == 2 else 0),
                                                  R.randint(9, 11), R.randint(0, 59)) for h in range(24)] + [
            "after: warehouse suspends ~1 min after each run (auto_suspend 60); idle share 1.3% (was 9.2%)"]
    return "\n".join(out)


def bi_wh_history():
    out = ["query_id 01b87c2b-0003-7d1c-0000-51b9000e9f07   warehouse ADHOC_WH   elapsed 11.7s",
           "source: snowflake.account_usage.query_history, 2024-10-01 .. 2024-11-18, query_type = ALTER_WAREHOUSE*",
           "start_time (UTC)     | user_name   | role_name | warehouse | query_text"]
    rows = [("2024-10-03 08:12", "SVC_TERRAFORM", "SYSADMIN", "LOAD_WH", "alter warehouse LOAD_WH set auto_suspend = 60"),
            ("2024-10-14 16:40", "NRAO", "SYSADMIN", "ADHOC_WH", "alter warehouse ADHOC_WH resume"),
            ("2024-10-22 19:05", "SVC_LOOKER", "LOOKER_ROLE", "BI_WH", "alter warehouse BI_WH resume if suspended"),
            ("2024-11-06 14:22", "LKIM", "SYSADMIN", "BI_WH", "alter warehouse BI_WH set warehouse_size = 'LARGE' comment = 'dashboards slow, temp'"),
            ("2024-11-15 15:12", "NRAO", "SYSADMIN", "TRANSFORM_WH", "ALTER WAREHOUSE TRANSFORM_WH SET AUTO_SUSPEND = 60")]
    for _ in range(6):
        d = R.randint(1, 17)
        rows.append(("2024-%02d-%02d %02d:%02d" % (10 if d > 9 else 11, d, R.randint(0, 23), R.randint(0, 59)),
                     "SVC_LOOKER", "LOOKER_ROLE", "BI_WH", "alter warehouse BI_WH resume if suspended"))
    for r in sorted(rows):
        out.append("%s     | %-11s | %-11s | %-9s | %s" % r)
    out += ["",
            "users: LKIM = Lena Kim (Analytics Engineering, lena.kim@lumora.com); NRAO = Nikhil Rao",
            "BI_WH size history: MEDIUM (4 credits/h) until 2024-11-06 14:22 UTC; LARGE (8 credits/h) since",
            "BI_WH daily credits: avg 41.3 before, avg 78.4 after (+37.1/day, about +$3,340/month)",
            "no change ticket referenced in query comment"]
    return "\n".join(out) + D3.latency_table()


PR_131_GET = """PULL REQUEST lumora/data-infra #131 - "dbt Cloud: orders freshness schedule (2h business hours, 6h off-hours, close hourly) + monthly full refresh"
state: OPEN   base: main   head: nr/dbt-schedule-freshness (2 commits, last 6fa0d92)
labels: dbt-cloud, cost   (label do-not-merge-before-2024-11-15 removed by nrao 2024-11-15)
checks: terraform-plan SUCCESS (Plan: 4 to add, 1 to change, 0 to destroy), tflint SUCCESS
branch protection: 1 approving review from CODEOWNERS (@lumora/finance-data for terraform/dbt_cloud/) required; stale reviews dismissed on push
reviews:
  marcus-feld (Finance data owner)  APPROVED  2024-11-18 09:47 ET
    "Approved. One change before you merge: the close window needs to include the 4th - we closed on day 4 in October and
     will again in November (Thanksgiving). Make it days 1-4 and 26-31. Fine to merge once that's in, no need to re-review
     from my side."
  renata-oh  (review request removed 2024-11-15)
comments:
  nrao 2024-11-15: "@marcus-feld taking over Finance data review from Renata - could you approve?"
  dbt-cloud-bot 2024-11-15: "Plan reviewed: 4 jobs to add, 1 to change. No jobs destroyed."
mergeable: yes (approved)""" + D3.PR_131_FILES


JIRA_ISSUE = """
--- DATA-2291 (current) ---
type: Task   priority: High   reporter: liam.byrne (Controller)   created: 2024-11-08
summary: Snowflake compute cost over budget (Oct $31.4k)
description:
  October Snowflake invoice was $31,412.40 for compute vs an $18,000 budget line (+74%). September was $19,870.
  Please find the drivers and bring the run-rate back under $20k/month by Dec 1; the FY25 budget review
  assumes $18k. No impact on the board pack or the Finance dashboards.
components: dbt, snowflake   labels: cost, finops   sprint: Data 24.23
links: relates to FINOPS-77 (Q4 cloud spend review); is blocked by nothing
comments (previous):
  2024-11-08 liam.byrne: "Finance needs an explanation for the October variance by the 20th."
  2024-11-11 nikhil.rao: "Taking this. Will start with a cost breakdown by warehouse and dbt model."
  2024-11-12 nikhil.rao: "PRs: analytics-dbt #482 (fct_order_items incremental), #483 (fct_events cluster key), data-infra #131 (schedule). Merging after the board pack run on the 14th."
  2024-11-15 nikhil.rao: "#482 and #483 merged; TRANSFORM_WH auto_suspend 60."
worklog: 11h 30m logged"""

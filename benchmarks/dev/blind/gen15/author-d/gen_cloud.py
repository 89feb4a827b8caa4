#!/usr/bin/env python3
"""Generator for blind-cloud-cost-reduction (English).

Dialogue, facts, value changes and labels are hand-written below; long tool outputs
(cost tables, recommendation lists, metric series, plans, bucket listings) are generated
with a fixed seed so the output is deterministic.
"""
import json
import random
import sys

sys.path.insert(0, "/work/blind15/author-d")
from convlib import Conv  # noqa: E402

rng = random.Random(20250818)


def money(x):
    return f"-${-x:,.2f}" if x < 0 else f"${x:,.2f}"


def j(obj):
    return json.dumps(obj, indent=2, ensure_ascii=False)


PAYER = "431977052218"
ACCTS = {
    "208114675530": "parcelwise-prod",
    "771203948861": "parcelwise-nonprod",
    "559031224707": "parcelwise-data",
    "118264390552": "parcelwise-shared-services",
    PAYER: "parcelwise-payer",
}

SYSTEM = """You are Ledger, the FinOps & platform operations agent for Parcelwise (multi-tenant shipping/logistics SaaS, AWS Organizations payer account 431977052218, primary region us-east-1).

You work for the Platform Engineering team. You can call tools against AWS (Cost Explorer, Savings Plans, RDS, S3, CloudWatch, OpenSearch, Budgets), Terraform Cloud (org `parcelwise`), the ITSM change system (ServiceNow), Jira (project PLAT) and the company mailbox (sending as ledger-bot@parcelwise.io on behalf of the requester).

Rules:
- Infrastructure changes go through Terraform and need a change record (CHG-*) in ServiceNow. Never apply during an active change freeze without an approved freeze exception.
- Any financial commitment (Savings Plans, Reserved Instances, marketplace contracts) with total commitment over $25,000 needs written approval from FP&A before purchase.
- Show numbers with units and currency. Prefer tables for comparisons. Ask before anything irreversible (purchases, deletions, lifecycle expirations).
- Keep replies short; the user is busy."""

c = Conv("blind-cloud-cost-reduction",
         "SaaS platform lead cuts AWS spend: rightsizing, savings plans, S3 lifecycle, freeze, rollback",
         SYSTEM)

# ---------------------------------------------------------------- turn 1: cost overview
c.user("Finance wants the AWS bill down hard. July was ugly. I need our run-rate under $150k/month before the Q4 budget review on Oct 6. "
       "Hard constraints: don't touch prod DB availability, and anything committing >$25k goes to Marcus in FP&A first. "
       "Change freeze for the Meridian launch starts Thursday Aug 21, so infra changes need to land before that. Start with where the money goes.")

services = [
    ("Amazon Elastic Compute Cloud - Compute", 64811.40, 68420.75, 71938.20),
    ("EC2 - Other", 24102.33, 25977.61, 27680.22),
    ("Amazon Relational Database Service", 27990.12, 28204.80, 28415.66),
    ("Amazon Simple Storage Service", 16105.77, 18012.09, 19872.41),
    ("Amazon OpenSearch Service", 13880.40, 14051.22, 14206.90),
    ("Amazon ElastiCache", 5988.10, 6040.62, 6118.45),
    ("Amazon Managed Streaming for Apache Kafka", 5102.48, 5233.91, 5310.72),
    ("AmazonCloudWatch", 4210.55, 4633.02, 4987.33),
    ("Elastic Load Balancing", 3288.90, 3349.47, 3402.18),
    ("Amazon Elastic Container Service for Kubernetes", 2190.00, 2190.00, 2190.00),
]
totals = (171204.55, 179880.12, 186412.37)
other = tuple(round(totals[i] - sum(s[i + 1] for s in services), 2) for i in range(3))
assert all(o > 0 for o in other), other
rows = ["SERVICE                                          2025-05        2025-06        2025-07     MoM(Jul)"]
for name, a, b, cc in services + [("Other (37 services)",) + other]:
    rows.append(f"{name:<46} {money(a):>13}  {money(b):>13}  {money(cc):>13}   {((cc-b)/b*100):+5.1f}%")
rows.append(f"{'TOTAL (UnblendedCost, USD)':<46} {money(totals[0]):>13}  {money(totals[1]):>13}  {money(totals[2]):>13}   {((totals[2]-totals[1])/totals[1]*100):+5.1f}%")
ce_service_out = ("GetCostAndUsage  granularity=MONTHLY  metric=UnblendedCost  group_by=SERVICE  "
                  "period=2025-05-01..2025-08-01  (record_type excludes Credit, Refund, Tax)\n\n" + "\n".join(rows) +
                  "\n\nEC2 - Other breakdown (USAGE_TYPE, 2025-07):\n"
                  "  USE1-EBS:VolumeUsage.gp2                  $8,912.40\n"
                  "  USE1-EBS:VolumeUsage.gp3                  $1,204.10\n"
                  "  USE1-EBS:SnapshotUsage                    $2,310.77\n"
                  "  USE1-NatGateway-Hours + Bytes             $5,410.65\n"
                  "  USE1-DataTransfer-Regional-Bytes          $9,842.30   <- inter-AZ, +31.8% vs June\n"
                  "  (remaining 6 usage types)                   $0.00 - $12.30 each")
ut_names = ["USE1-BoxUsage:m6i.2xlarge", "USE1-BoxUsage:c6i.4xlarge", "USE1-BoxUsage:r6i.2xlarge", "USE1-BoxUsage:m6i.xlarge",
            "USE1-BoxUsage:c6i.2xlarge", "USE1-BoxUsage:t3.2xlarge", "USE1-BoxUsage:m6i.large", "USE1-SpotUsage:c6i.4xlarge",
            "USE1-InstanceUsage:db.r6g.2xlarge", "USE1-Multi-AZUsage:db.r6g.2xlarge", "USE1-RDS:Multi-AZ-GP3-Storage",
            "USE1-TimedStorage-ByteHrs", "USE1-Requests-Tier1", "USE1-Requests-Tier2", "USE1-ESInstance:r6g.4xlarge",
            "USE1-ESInstance:m6g.xlarge", "USE1-ES:GP3-Storage", "USE1-NodeUsage:cache.r6g.xlarge", "USE1-Kafka.m5.2xlarge",
            "USE1-KafkaStorage", "USE1-CW:MetricMonitorUsage", "USE1-DataProcessing-Bytes", "USE1-TimedStorage-ByteHrs (logs)",
            "USE1-LoadBalancerUsage", "USE1-LCUUsage", "USE1-AmazonEKS-Hours:perCluster", "USE1-DataTransfer-Out-Bytes",
            "USE1-CloudFront-Out-Bytes", "USE1-KMS-Requests", "USE1-SecretsManager-Secrets"]
ut_rows = []
for k, nm in enumerate(ut_names):
    amt = round(rng.uniform(300, 14000) / (1 + k * 0.18), 2)
    ut_rows.append(f"  {k+1:>2}. {nm:<40} {money(amt):>12}   usage {rng.uniform(1e3, 9e5):>12,.0f} {rng.choice(['Hrs', 'GB-Mo', 'Requests', 'GB'])}")
ce_service_out += "\n\nTop 30 usage types (2025-07, all services):\n" + "\n".join(ut_rows)

acct_rows = []
acct_split = {"208114675530": 0.612, "771203948861": 0.148, "559031224707": 0.171, "118264390552": 0.061, PAYER: 0.008}
for a, share in acct_split.items():
    acct_rows.append(f"{a}  {ACCTS[a]:<28} {money(totals[2]*share):>13}  {share*100:5.1f}%")
ce_acct_out = ("GetCostAndUsage  granularity=MONTHLY  metric=UnblendedCost  group_by=LINKED_ACCOUNT  period=2025-07-01..2025-08-01\n\n"
               "ACCOUNT       NAME                         COST (USD)     SHARE\n" + "\n".join(acct_rows) +
               f"\n\nTOTAL {money(totals[2])}\nSavings Plans coverage (Compute, July): 38.4%   Savings Plans utilization: 99.6%\n"
               "RI coverage (RDS, July): 0.0%")

c.model("Pulling the last three months from Cost Explorer.", [
    ("ce_get_cost_and_usage", {"TimePeriod": {"Start": "2025-05-01", "End": "2025-08-01"}, "Granularity": "MONTHLY",
                               "Metrics": ["UnblendedCost"], "GroupBy": [{"Type": "DIMENSION", "Key": "SERVICE"}],
                               "Filter": {"Not": {"Dimensions": {"Key": "RECORD_TYPE", "Values": ["Credit", "Refund", "Tax"]}}}},
     ce_service_out),
    ("ce_get_cost_and_usage", {"TimePeriod": {"Start": "2025-07-01", "End": "2025-08-01"}, "Granularity": "MONTHLY",
                               "Metrics": ["UnblendedCost"], "GroupBy": [{"Type": "DIMENSION", "Key": "LINKED_ACCOUNT"}]},
     ce_acct_out),
])
c.model("""## Where the money goes (July 2025: **$186,412.37**, +3.6% MoM, +8.9% since May)

| Service | July | MoM |
|---|---|---|
| EC2 compute | $71,938.20 | +5.1% |
| RDS | $28,415.66 | +0.7% |
| EC2-Other (EBS, NAT, inter-AZ) | $27,680.22 | +6.6% |
| S3 | $19,872.41 | +10.3% |
| OpenSearch | $14,206.90 | +1.1% |
| everything else | $24,299 | |

By account: **parcelwise-prod 61%**, data 17%, nonprod 15%.

**What stands out**
- **Commitment coverage is thin**: Compute Savings Plans cover only 38.4% of EC2/Fargate/Lambda; RDS has **zero** reserved coverage.
- **S3 is the fastest grower** (+10.3% MoM).
- **Inter-AZ data transfer is $9,842.30/mo** and jumped 31.8% vs June — I don't know the cause yet (chatty service pair across AZs, or the Kafka/OpenSearch replication). Worth a flow-log look later.
- ~$8.9k/mo still on **gp2** EBS volumes.

To get from ~$186k to <$150k you need roughly **$37k/mo** out. Suggested order, given the Aug 21 freeze:
1. **Rightsizing** (needs Terraform changes → must land before the freeze)
2. **Savings Plans / RDS RIs** (purchase, no infra change, but needs Marcus)
3. **S3 lifecycle rules**

Want me to start with rightsizing candidates?""")

# ---------------------------------------------------------------- turn 2: rightsizing recs
c.user("Yes. What's safe to touch before Thursday?")

# rightsizing table
PRICE = {"m6i.2xlarge": 0.384, "m6i.xlarge": 0.192, "m6i.large": 0.096, "c6i.4xlarge": 0.68, "c6i.2xlarge": 0.34,
         "c6i.large": 0.085, "r6i.2xlarge": 0.504, "r6i.xlarge": 0.252, "t3.2xlarge": 0.3328, "t3.large": 0.0832,
         "c6i.xlarge": 0.17}
rs_rows = []
nonprod_total = 0.0


def add_rs(acct, name, cur, rec, cpu, mem, group):
    global nonprod_total
    sav = round((PRICE[cur] - PRICE[rec]) * 730, 2)
    iid = "i-0" + "".join(rng.choice("0123456789abcdef") for _ in range(16))
    rs_rows.append((acct, iid, name, cur, rec, cpu, mem, sav, group))
    if group == "nonprod":
        nonprod_total += sav
    return sav


for i in range(1, 7):
    add_rs("771203948861", f"staging-api-{i:02d}", "m6i.2xlarge", "m6i.large", rng.randint(9, 19), rng.randint(22, 38), "nonprod")
for i in range(1, 5):
    add_rs("771203948861", f"staging-worker-{i:02d}", "c6i.2xlarge", "c6i.large", rng.randint(11, 21), rng.randint(18, 30), "nonprod")
for nm in ["dev-sandbox-ana", "dev-sandbox-jin", "dev-sandbox-mo", "dev-sandbox-tess", "dev-sandbox-raul"]:
    add_rs("771203948861", nm, "r6i.2xlarge", "r6i.xlarge", rng.randint(3, 12), rng.randint(20, 41), "nonprod")
for i in range(1, 4):
    add_rs("771203948861", f"qa-e2e-runner-{i:02d}", "t3.2xlarge", "t3.large", rng.randint(14, 26), rng.randint(15, 33), "nonprod")
for i in range(1, 4):
    add_rs("771203948861", f"perf-loadgen-{i:02d}", "c6i.2xlarge", "c6i.xlarge", rng.randint(6, 24), rng.randint(10, 19), "nonprod")
batch_total = 0.0
for i in range(1, 13):
    batch_total += add_rs("208114675530", f"batch-workers-prod (asg) #{i:02d}", "c6i.4xlarge", "c6i.2xlarge", rng.randint(28, 41), rng.randint(24, 39), "batch")
api_total = 0.0
for i in range(1, 19):
    api_total += add_rs("208114675530", f"api-prod (asg) #{i:02d}", "m6i.2xlarge", "m6i.xlarge", rng.randint(52, 63), rng.randint(41, 55), "api")
for nm, cur, rec in [("ops-bastion-01", "m6i.xlarge", "m6i.large"), ("grafana-01", "m6i.2xlarge", "m6i.xlarge"),
                     ("jenkins-agent-07", "c6i.4xlarge", "c6i.2xlarge")]:
    add_rs("118264390552", nm, cur, rec, rng.randint(4, 30), rng.randint(20, 60), "shared")
nonprod_total = round(nonprod_total, 2)
batch_total = round(batch_total, 2)
api_total = round(api_total, 2)
DATA_NODE_SAV = round(6 * (1.67 - 0.835) * 730, 2)     # 6 x r6g.4xlarge.search -> r6g.2xlarge.search
MASTER_SAV = round(3 * (0.256 - 0.128) * 730, 2)       # 3 x m6g.xlarge.search -> m6g.large.search
SEARCH_SAV = DATA_NODE_SAV + MASTER_SAV
RS_ALL = nonprod_total + batch_total + SEARCH_SAV
RS_AFTER = RS_ALL - DATA_NODE_SAV
fmt0 = lambda x: f"${x:,.0f}"  # noqa: E731

rs_lines = ["ACCOUNT       INSTANCE              NAME                           CURRENT        RECOMMENDED    CPUmax14d  MEMmax14d  NET_IN/OUT(GB/d)  EBS_IOPSmax  PLATFORM     EST.SAVINGS/MO  SAVINGS%"]
for acct, iid, name, cur, rec, cpu, mem, sav, g in rs_rows:
    rs_lines.append(f"{acct}  {iid}  {name:<30} {cur:<14} {rec:<14} {cpu:>6}%   {mem:>6}%   {rng.uniform(0.2, 60):>6.1f}/{rng.uniform(0.1, 40):<6.1f}    {rng.randint(80, 5200):>6}     Linux/UNIX   {money(sav):>12}   {sav / (PRICE[cur] * 730) * 100:5.1f}%")
rs_out = ("GetRightsizingRecommendation  service=AmazonEC2  lookback=14d  benefits_considered=true  type=SAME_INSTANCE_FAMILY\n"
          f"Summary: {len(rs_rows)} recommendations, total estimated monthly savings {money(sum(r[7] for r in rs_rows))}, "
          "savings currency USD\n\n" + "\n".join(rs_lines) +
          "\n\nNote: memory metrics from CloudWatch agent (mem_used_percent). Recommendations for ASG members are per instance; "
          "apply via launch template. api-prod ASG scales 12-18 instances on schedule; values shown at max size.")

hours = [f"2025-08-{d:02d}T{h:02d}:00Z" for d in (17, 18) for h in range(0, 24)][:39]


def series(base, spread, peak_hours=(12, 13, 14, 15, 16, 17, 18, 19), peak_add=0):
    out = []
    for t in hours:
        h = int(t[11:13])
        v = base + rng.uniform(-spread, spread) + (peak_add if h in peak_hours else 0)
        out.append(round(v, 1))
    return out


cw_api_cpu = series(38, 6, peak_add=19)
cw_search_cpu = series(19, 4, peak_add=10)
cw_search_jvm = series(47, 5, peak_add=11)
cw_search_lat = series(168, 14, peak_add=22)
cw_lines = ["TIMESTAMP              api-prod CPU p99(%)   search-prod CPUUtil max(%)   search-prod JVMMemoryPressure max(%)   search-prod SearchLatency p99(ms)"]
for k, t in enumerate(hours):
    cw_lines.append(f"{t}   {cw_api_cpu[k]:>10}            {cw_search_cpu[k]:>10}                  {cw_search_jvm[k]:>10}                          {cw_search_lat[k]:>10}")
cw1_out = ("GetMetricData  period=3600s  2025-08-17T00:00Z..2025-08-18T14:59Z\n"
           "queries: m1=AWS/EC2 CPUUtilization AutoScalingGroupName=api-prod p99; m2=AWS/ES CPUUtilization DomainName=search-prod Maximum; "
           "m3=AWS/ES JVMMemoryPressure DomainName=search-prod Maximum; m4=AWS/ES SearchLatency DomainName=search-prod p99\n\n" +
           "\n".join(cw_lines) +
           f"\n\nsearch-prod domain: engine OpenSearch_2.13, data nodes 6 x r6g.4xlarge.search (128 GiB RAM, heap 32 GiB), "
           f"dedicated masters 3 x m6g.xlarge.search, 3 AZ, 5.8 TiB primary data, 214 shards (replica 1). "
           f"Max JVMMemoryPressure last 14d: {max(cw_search_jvm)+3.1:.1f}%")

c.model("Getting the EC2 rightsizing recommendations and utilization for the two big prod fleets and the search cluster.", [
    ("ce_get_rightsizing_recommendation", {"Service": "AmazonEC2", "Configuration": {"RecommendationTarget": "SAME_INSTANCE_FAMILY",
                                                                                   "BenefitsConsidered": True}, "PageSize": 100},
     rs_out),
    ("cloudwatch_get_metric_data", {"StartTime": "2025-08-17T00:00:00Z", "EndTime": "2025-08-18T14:59:00Z", "Period": 3600,
                                    "MetricDataQueries": [
                                        {"Id": "m1", "Namespace": "AWS/EC2", "MetricName": "CPUUtilization", "Dimensions": {"AutoScalingGroupName": "api-prod"}, "Stat": "p99"},
                                        {"Id": "m2", "Namespace": "AWS/ES", "MetricName": "CPUUtilization", "Dimensions": {"DomainName": "search-prod", "ClientId": "208114675530"}, "Stat": "Maximum"},
                                        {"Id": "m3", "Namespace": "AWS/ES", "MetricName": "JVMMemoryPressure", "Dimensions": {"DomainName": "search-prod", "ClientId": "208114675530"}, "Stat": "Maximum"},
                                        {"Id": "m4", "Namespace": "AWS/ES", "MetricName": "SearchLatency", "Dimensions": {"DomainName": "search-prod", "ClientId": "208114675530"}, "Stat": "p99"}]},
     cw1_out),
])
c.model(f"""## Rightsizing candidates

| | **A — conservative** | **B — A + api-prod** | **C — everything** |
|---|---|---|---|
| nonprod (21 instances: staging, dev sandboxes, QA, loadgen) | ✅ | ✅ | ✅ |
| `batch-workers-prod` 12 × c6i.4xlarge → c6i.2xlarge (CPU max ≤41%) | ✅ | ✅ | ✅ |
| `api-prod` 18 × m6i.2xlarge → m6i.xlarge (CPU p99 **up to ~60%** at peak) | — | ✅ | ✅ |
| shared-services (bastion, grafana, jenkins-agent-07) | — | — | ✅ |
| **Est. savings / mo** | **{fmt0(nonprod_total + batch_total)}** | **{fmt0(nonprod_total + batch_total + api_total)}** | {fmt0(sum(r[7] for r in rs_rows))} |
| Risk | low | **medium–high**: halving api-prod at 60% p99 CPU means saturation at peak | high |

Not in Cost Explorer's list, but worth considering: **`search-prod` (OpenSearch)**
- Data nodes 6 × r6g.4xlarge.search: CPU max ~33%, but **JVM memory pressure peaks ~63%** (14-day max 65.6%) on a 32 GiB heap. Going to r6g.2xlarge.search halves the heap to 16 GiB → pressure could go well above 75% at peak. Savings **{fmt0(DATA_NODE_SAV)}/mo**.
- Dedicated masters 3 × m6g.xlarge.search → m6g.large.search: safe, **{fmt0(MASTER_SAV)}/mo**.
- Domain changes run as blue/green (~6–8 h for 5.8 TiB).

My recommendation: **A**. If you want search too, I'd do masters only, or accept the heap risk with alarms on JVMMemoryPressure > 80%.""")

# ---------------------------------------------------------------- turn 3: change + plans
c.user("A, plus search — both data nodes and masters, I'll take the heap risk. Leave api-prod alone.")

plan_compute_lines = []
for acct, iid, name, cur, rec, cpu, mem, sav, g in rs_rows:
    if g == "nonprod":
        res = f'module.nonprod.aws_instance.{name.replace("-", "_")}'
        plan_compute_lines.append(f"  # {res} will be updated in-place\n  ~ resource \"aws_instance\" \"{name.replace('-', '_')}\" {{\n"
                                  f"        id            = \"{iid}\"\n      ~ instance_type = \"{cur}\" -> \"{rec}\"\n        tags          = {{ Name = \"{name}\", env = \"staging\" }}\n    }}")
plan_compute_lines.append("  # module.batch.aws_launch_template.batch_workers_prod will be updated in-place\n"
                          "  ~ resource \"aws_launch_template\" \"batch_workers_prod\" {\n        id             = \"lt-04b7e1c2d9a35f6e0\"\n"
                          "      ~ instance_type  = \"c6i.4xlarge\" -> \"c6i.2xlarge\"\n      ~ latest_version = 37 -> (known after apply)\n    }")
plan_compute_lines.append("  # module.batch.aws_autoscaling_group.batch_workers_prod will be updated in-place\n"
                          "  ~ resource \"aws_autoscaling_group\" \"batch_workers_prod\" {\n        name = \"batch-workers-prod\"\n"
                          "      ~ instance_refresh { strategy = \"Rolling\", min_healthy_percentage = 75 }\n    }")
plan_compute_out = ("Terraform Cloud run run-QmX4pV2sT8eJdW9b  workspace=infra-live-compute  (VCS: parcelwise/infra-live@a41c9e2, branch chg-41872-rightsizing)\n"
                    "Terraform v1.8.5  on linux_amd64\n\nTerraform will perform the following actions:\n\n" +
                    "\n\n".join(plan_compute_lines) +
                    f"\n\nPlan: 0 to add, 23 to change, 0 to destroy.\n\nCost estimation (Infracost): monthly delta {money(-(nonprod_total + batch_total))}\n"
                    "Policy checks (Sentinel): 4 passed, 0 advisory failed, 0 hard failed\nStatus: planned_and_awaiting_confirmation")
plan_search_out = ("Terraform Cloud run run-Lw8cN3kRf6YtBa2H  workspace=search-prod  (VCS: parcelwise/infra-live@a41c9e2)\n"
                   "Terraform v1.8.5  on linux_amd64\n\nTerraform will perform the following actions:\n\n"
                   "  # aws_opensearch_domain.search_prod will be updated in-place\n"
                   "  ~ resource \"aws_opensearch_domain\" \"search_prod\" {\n        domain_name = \"search-prod\"\n"
                   "      ~ cluster_config {\n          ~ instance_type            = \"r6g.4xlarge.search\" -> \"r6g.2xlarge.search\"\n"
                   "            instance_count           = 6\n          ~ dedicated_master_type    = \"m6g.xlarge.search\" -> \"m6g.large.search\"\n"
                   "            dedicated_master_count   = 3\n            zone_awareness_enabled   = true\n        }\n    }\n\n"
                   "  # aws_cloudwatch_metric_alarm.search_prod_jvm_pressure will be created\n"
                   "  + resource \"aws_cloudwatch_metric_alarm\" \"search_prod_jvm_pressure\" {\n      + alarm_name  = \"search-prod-JVMMemoryPressure-gt-80\"\n"
                   "      + threshold   = 80\n      + alarm_actions = [\"arn:aws:sns:us-east-1:208114675530:pagerduty-platform\"]\n    }\n\n"
                   f"Plan: 1 to add, 1 to change, 0 to destroy.\n\nCost estimation (Infracost): monthly delta {money(-SEARCH_SAV)}\n"
                   "Warning: instance type change triggers blue/green deployment; estimated duration 6-8h for 5.8 TiB.\n"
                   "Status: planned_and_awaiting_confirmation")

c.model("Opening the change record first.", [
    ("servicenow_change_create", {"type": "standard", "template": "STD-RIGHTSIZE-EC2", "short_description": "Q3 cost: rightsizing nonprod, batch-workers-prod, search-prod",
                                  "description": "Option A + search-prod (api-prod excluded). nonprod: 21 instances downsized within family. "
                                                 "batch-workers-prod launch template c6i.4xlarge -> c6i.2xlarge with rolling instance refresh (min healthy 75%). "
                                                 "search-prod: data nodes r6g.4xlarge.search -> r6g.2xlarge.search (6), masters m6g.xlarge.search -> m6g.large.search (3); "
                                                 "new alarm JVMMemoryPressure > 80%. Requested by Priya Raman.",
                                  "assignment_group": "Platform Engineering", "requested_by": "priya.raman@parcelwise.io",
                                  "planned_start": "2025-08-18T15:00:00Z", "planned_end": "2025-08-19T06:00:00Z",
                                  "backout_plan": "Revert commit on branch chg-41872-rightsizing and re-apply previous instance types via Terraform."},
     j({"result": {"number": "CHG-41872", "sys_id": "9f1e2ab47b3c1010d2c4e9a1", "state": "Scheduled", "approval": "approved (standard change template STD-RIGHTSIZE-EC2)",
                   "risk": "Moderate", "planned_start": "2025-08-18 15:00:00 UTC", "planned_end": "2025-08-19 06:00:00 UTC",
                   "conflicts": "none (freeze FRZ-2025-08-MERIDIAN not yet active)",
                   "link": "https://parcelwise.service-now.com/change_request.do?sys_id=9f1e2ab47b3c1010d2c4e9a1"}})),
])
c.model("CHG-41872 is pre-approved under the standard template. Pushing branch `chg-41872-rightsizing` and planning both workspaces.", [
    ("tfc_run_create", {"workspace": "infra-live-compute", "branch": "chg-41872-rightsizing", "plan_only": False, "auto_apply": False,
                        "message": "CHG-41872 rightsizing: nonprod + batch-workers-prod"},
     plan_compute_out),
    ("tfc_run_create", {"workspace": "search-prod", "branch": "chg-41872-rightsizing", "plan_only": False, "auto_apply": False,
                        "message": "CHG-41872 rightsizing: search-prod data nodes + masters"},
     plan_search_out),
])
c.model(f"""**CHG-41872** is open (standard change, pre-approved) and both plans are waiting for confirmation:

| Workspace | Run | Changes | Monthly delta |
|---|---|---|---|
| `infra-live-compute` | run-QmX4pV2sT8eJdW9b | 23 to change (21 nonprod instances + batch launch template/ASG refresh) | −{money(nonprod_total + batch_total)} |
| `search-prod` | run-Lw8cN3kRf6YtBa2H | 1 change (data + master types), 1 new alarm (JVM > 80%) | −{money(SEARCH_SAV)} |

Note: nonprod instances get a stop/start (≈2 min each). Search goes blue/green, ~6–8 h.

Apply both?""")

# ---------------------------------------------------------------- turn 4: apply
c.user("go")
apply_compute_out = ("Run run-QmX4pV2sT8eJdW9b  workspace=infra-live-compute  status=applied  applied_by=ledger-bot (confirmed by priya.raman)\n"
                     "Apply complete! Resources: 0 added, 23 changed, 0 destroyed.\n" +
                     "\n".join(f"  {r[2]:<30} {r[1]}  {r[3]} -> {r[4]}  stopped 15:{22 + k//3:02d}:{(k*7) % 60:02d}Z  running 15:{24 + k//3:02d}:{(k*11) % 60:02d}Z"
                               for k, r in enumerate([x for x in rs_rows if x[8] == "nonprod"])) +
                     "\n  batch-workers-prod: launch template lt-04b7e1c2d9a35f6e0 version 38 (c6i.2xlarge); instance refresh "
                     "ir-7d2f0c91-3a44-4b5e-9c10-58e2f1a6b0d3 started 15:31Z, 12/12 replaced 16:48Z, min healthy 75% held\n"
                     "Finished: 2025-08-18T16:48:55Z")
apply_search_out = ("Run run-Lw8cN3kRf6YtBa2H  workspace=search-prod  status=applied  applied_by=ledger-bot (confirmed by priya.raman)\n"
                    "aws_cloudwatch_metric_alarm.search_prod_jvm_pressure: Creation complete after 1s [id=search-prod-JVMMemoryPressure-gt-80]\n"
                    "aws_opensearch_domain.search_prod: Modifying... [id=arn:aws:es:us-east-1:208114675530:domain/search-prod]\n"
                    "aws_opensearch_domain.search_prod: Modifications complete after 4m12s (domain update accepted; blue/green deployment "
                    "change id 5b0e61f2-8d2a-4c7e-a9b3-14f6d0c2e7aa in progress)\n"
                    "Apply complete! Resources: 1 added, 1 changed, 0 destroyed.\n"
                    "Domain status: Processing=true  DomainProcessingStatus=Modifying  estimated completion ~2025-08-18T23:30Z")
c.model(None, [
    ("tfc_run_apply", {"run_id": "run-QmX4pV2sT8eJdW9b", "comment": "CHG-41872 approved by Priya Raman"}, apply_compute_out),
    ("tfc_run_apply", {"run_id": "run-Lw8cN3kRf6YtBa2H", "comment": "CHG-41872 approved by Priya Raman"}, apply_search_out),
])
c.model(f"""**Done.** CHG-41872 applied.

- `infra-live-compute`: 23 changed — 21 nonprod instances downsized, `batch-workers-prod` now c6i.2xlarge (launch template v38, 12/12 refreshed by 16:48Z).
- `search-prod`: blue/green running, done ~23:30Z tonight. JVM alarm `search-prod-JVMMemoryPressure-gt-80` is live → PagerDuty.

**Rightsizing savings: ~{fmt0(RS_ALL)}/mo.**

Next: Savings Plans / RDS RIs?""")

# ---------------------------------------------------------------- turn 5: SP recommendations
c.user("Yes. 1-yr terms only, nothing all-upfront.")
sp_rec_out = j({
    "Metadata": {"RecommendationId": "b3e8c1f0-6a2d-4d9e-8f51-0c7a2b9e4d16", "GenerationTimestamp": "2025-08-18T06:14:09Z",
                 "LookbackPeriodInDays": "THIRTY_DAYS", "AccountScope": "PAYER"},
    "Recommendations": [
        {"Option": 1, "SavingsPlansType": "COMPUTE_SP", "TermInYears": "ONE_YEAR", "PaymentOption": "NO_UPFRONT",
         "HourlyCommitmentToPurchase": "38.40", "EstimatedMonthlySavingsAmount": "10920.00", "EstimatedSavingsPercentage": "24.8",
         "EstimatedAverageUtilization": "98.7", "UpfrontCost": "0.00", "OfferingId": "off-cmp-1y-nu-7b21"},
        {"Option": 2, "SavingsPlansType": "COMPUTE_SP", "TermInYears": "ONE_YEAR", "PaymentOption": "PARTIAL_UPFRONT",
         "HourlyCommitmentToPurchase": "37.10", "EstimatedMonthlySavingsAmount": "11640.00", "EstimatedSavingsPercentage": "26.9",
         "EstimatedAverageUtilization": "98.9", "UpfrontCost": "162498.00", "OfferingId": "off-cmp-1y-pu-7b22"},
        {"Option": 3, "SavingsPlansType": "EC2_INSTANCE_SP", "InstanceFamily": "m6i", "Region": "us-east-1", "TermInYears": "ONE_YEAR",
         "PaymentOption": "NO_UPFRONT", "HourlyCommitmentToPurchase": "29.60", "EstimatedMonthlySavingsAmount": "10110.00",
         "EstimatedSavingsPercentage": "29.3", "EstimatedAverageUtilization": "96.2", "UpfrontCost": "0.00", "OfferingId": "off-ec2-m6i-1y-nu-3c90"}],
    "RecommendationDetails": [
        {"Option": o, "AccountId": a, "AccountName": ACCTS[a], "HourlyCommitmentShare": f"{h * sh:.2f}",
         "CurrentAverageHourlyOnDemandSpend": f"{oh * sh:.2f}", "CurrentMinimumHourlyOnDemandSpend": f"{oh * sh * 0.71:.2f}",
         "CurrentMaximumHourlyOnDemandSpend": f"{oh * sh * 1.34:.2f}", "EstimatedOnDemandCostWithCurrentCommitment": f"{oh * sh * 730 * 0.62:.2f}",
         "EstimatedSPCost": f"{h * sh * 730:.2f}"}
        for o, h, oh in ((1, 38.40, 51.06), (2, 37.10, 51.06), (3, 29.60, 41.90))
        for a, sh in (("208114675530", 0.63), ("771203948861", 0.19), ("559031224707", 0.13), ("118264390552", 0.05))],
    "Notes": ["Recommendation is based on usage before 2025-08-18 and does not reflect today's rightsizing.",
              "Existing plan considered: see DescribeSavingsPlans."]})
sp_existing_out = j({"savingsPlans": [
    {"savingsPlanId": "0c41f7e2-5d19-4b6a-93c8-2e7a1f60b5d4", "savingsPlanType": "Compute", "paymentOption": "No Upfront",
     "commitment": "22.00", "currency": "USD", "start": "2024-11-03T00:00:00Z", "end": "2025-11-03T00:00:00Z", "state": "active",
     "termDurationInSeconds": 31536000, "utilizationLast30d": "99.6%"}]})
ri_rec_out = j({
    "Metadata": {"RecommendationId": "4ad1c7e9-0b62-48f3-a5d7-9e1f2c3b6a08", "LookbackPeriodInDays": "THIRTY_DAYS", "Service": "Amazon RDS"},
    "RecommendationDetails": [
        {"DBInstance": "prod-db-primary", "InstanceType": "db.r6g.2xlarge", "DatabaseEngine": "PostgreSQL", "DeploymentOption": "Multi-AZ",
         "TermInYears": "ONE_YEAR", "PaymentOption": "PARTIAL_UPFRONT", "RecommendedNumberOfInstancesToPurchase": "1",
         "UpfrontCost": "6330.00", "RecurringStandardMonthlyCost": "527.06", "EstimatedMonthlySavingsAmount": "459.00",
         "OfferingId": "rds-off-pg-r6g2xl-maz-1y-pu-61aa"},
        {"DBInstance": "prod-db-replica-1", "InstanceType": "db.r6g.2xlarge", "DatabaseEngine": "PostgreSQL", "DeploymentOption": "Single-AZ",
         "TermInYears": "ONE_YEAR", "PaymentOption": "PARTIAL_UPFRONT", "RecommendedNumberOfInstancesToPurchase": "1",
         "UpfrontCost": "3165.00", "RecurringStandardMonthlyCost": "263.53", "EstimatedMonthlySavingsAmount": "230.00",
         "OfferingId": "rds-off-pg-r6g2xl-saz-1y-pu-61ab"},
        {"DBInstance": "prod-db-replica-2", "InstanceType": "db.r6g.2xlarge", "DatabaseEngine": "PostgreSQL", "DeploymentOption": "Single-AZ",
         "TermInYears": "ONE_YEAR", "PaymentOption": "PARTIAL_UPFRONT", "RecommendedNumberOfInstancesToPurchase": "1",
         "UpfrontCost": "3165.00", "RecurringStandardMonthlyCost": "263.53", "EstimatedMonthlySavingsAmount": "230.00",
         "OfferingId": "rds-off-pg-r6g2xl-saz-1y-pu-61ab"}],
    "Summary": {"TotalUpfront": "12660.00", "TotalEstimatedMonthlySavings": "919.00", "TotalOneYearCommitment": "25309.44"}})
c.model(None, [
    ("ce_get_savings_plans_purchase_recommendation", {"SavingsPlansType": "COMPUTE_SP", "TermInYears": "ONE_YEAR",
                                                      "PaymentOption": ["NO_UPFRONT", "PARTIAL_UPFRONT"], "LookbackPeriodInDays": "THIRTY_DAYS",
                                                      "AccountScope": "PAYER", "IncludeEc2InstanceSp": True}, sp_rec_out),
    ("savingsplans_describe_savings_plans", {"states": ["active", "queued"]}, sp_existing_out),
    ("ce_get_reservation_purchase_recommendation", {"Service": "Amazon Relational Database Service", "TermInYears": "ONE_YEAR",
                                                    "PaymentOption": "PARTIAL_UPFRONT", "LookbackPeriodInDays": "THIRTY_DAYS"}, ri_rec_out),
])
c.model("""## Commitment options (1-yr only, no all-upfront)

Existing: one **Compute SP at $22.00/hr**, 99.6% utilized, **expires 2025-11-03**.

| | 1. Compute SP, No Upfront | 2. Compute SP, Partial Upfront | 3. EC2 Instance SP (m6i), No Upfront |
|---|---|---|---|
| Hourly commitment | **$38.40/hr** | $37.10/hr | $29.60/hr |
| Upfront | $0 | $162,498 | $0 |
| Est. savings / mo | **$10,920** | $11,640 | $10,110 |
| Flexibility | any family/region, Fargate, Lambda | same | m6i in us-east-1 only |
| 1-yr commitment | $336,384 | $325,000 | $259,296 |

⚠️ These use pre-rightsizing usage. With ~10% less EC2 from today's changes, $38.40/hr risks under-utilization; I'd size **lower**.

**RDS (PostgreSQL, db.r6g.2xlarge, 1-yr Partial Upfront):** prod-db-primary (Multi-AZ), prod-db-replica-1, prod-db-replica-2 → $12,660 upfront, **$919/mo** savings, $25,309.44 total 1-yr commitment.

Both are over the **$25k** threshold → need Marcus's written approval before I buy. Which option, and at what commitment?""")

# ---------------------------------------------------------------- turn 6: email Marcus
c.user("Option 1 but size it to $34/hr, fleet's shrinking. Plus the 3 RDS RIs. Get Marcus's sign-off.")
email1_body = f"""Hi Marcus,

Requesting FP&A approval for two 1-year AWS commitments (payer account 431977052218), as part of the Q3 cost reduction Priya is leading:

1) Compute Savings Plan — 1-year, No Upfront, $34/hr commitment
   - Total 1-year commitment: $297,840 (no upfront)
   - Estimated savings: ~$9,670/month (~24%)
   - Stacks on the existing $22/hr Compute SP (expires 2025-11-03)

2) RDS Reserved Instances — 1-year, Partial Upfront, PostgreSQL db.r6g.2xlarge
   - prod-db-primary (Multi-AZ), prod-db-replica-1, prod-db-replica-2
   - Upfront $12,660; total 1-year commitment $25,309.44
   - Estimated savings: ~$919/month

Context: July AWS spend was $186,412.37; the goal is a run-rate below $150k/month before the Oct 6 budget review. Rightsizing (CHG-41872) was applied today.

Could you reply with approval (or adjustments)? We'd like to purchase before the change freeze.

Thanks,
Ledger (on behalf of Priya Raman, Platform Engineering)"""
c.model(None, [
    ("email_send", {"from": "ledger-bot@parcelwise.io", "on_behalf_of": "priya.raman@parcelwise.io",
                    "to": ["marcus.oyelaran@parcelwise.io"], "cc": ["priya.raman@parcelwise.io"],
                    "subject": "Approval request: AWS Compute Savings Plan ($34/hr, 1-yr) + RDS RIs", "body": email1_body},
     j({"status": "sent", "message_id": "<CAF9x1-ledger-20250818T162207@parcelwise.io>", "thread_id": "thr_8c1d0e77",
        "sent_at": "2025-08-18T16:22:07Z", "to": ["marcus.oyelaran@parcelwise.io"], "cc": ["priya.raman@parcelwise.io"]})),
])
c.model("""Sent to Marcus (thread `thr_8c1d0e77`), you're cc'd:
- Compute SP, 1-yr No Upfront, **$34/hr** ($297,840 total, ~$9,670/mo)
- RDS RIs ×3, 1-yr Partial Upfront ($12,660 upfront, ~$919/mo)

Nothing is purchased until he replies. Storage next?""")

# ---------------------------------------------------------------- turn 7: S3
c.user("Yes. S3 keeps growing. Show me what a lifecycle setup would look like.")
buckets = [
    ("pw-shipment-labels-prod", "208114675530", 418.6, 9002.10, 0, 82, "1.8 MB"),
    ("pw-app-logs-archive", "208114675530", 188.4, 4051.02, 0, 91, "48.2 MB"),
    ("pw-ci-artifacts", "118264390552", 96.2, 2166.75, 0, 88, "22.4 MB"),
    ("pw-data-lake-raw", "559031224707", 102.7, 1208.33, 3, 64, "131 MB"),
]
extra = ["pw-invoices-prod", "pw-customer-uploads-prod", "pw-db-backups-prod", "pw-terraform-state", "pw-athena-results",
         "pw-cloudtrail-org", "pw-alb-access-logs", "pw-mobile-builds", "pw-ml-features", "pw-static-web-prod", "pw-tmp-exports",
         "pw-config-snapshots", "pw-vpc-flow-logs", "pw-support-attachments", "pw-edi-inbound", "pw-edi-outbound", "pw-staging-assets",
         "pw-backup-vault-copies", "pw-carrier-rates", "pw-dr-replica-use2", "pw-glue-scripts", "pw-sagemaker-artifacts", "pw-email-templates", "pw-partner-sftp", "pw-audit-exports", "pw-redshift-unload", "pw-qa-fixtures", "pw-load-test-results", "pw-security-findings", "pw-marketing-site", "pw-pdf-render-cache", "pw-geo-tiles", "pw-route-optim-inputs", "pw-billing-cur", "pw-eks-backups-velero"]
for nm in extra:
    tb = round(rng.uniform(0.4, 38.0), 1)
    buckets.append((nm, rng.choice(list(ACCTS)[:4]), tb, round(tb * 1024 * rng.uniform(0.004, 0.023), 2),
                    rng.choice([0, 1, 1, 2]), rng.randint(10, 80), f"{rng.uniform(0.1, 90):.1f} MB"))
lens_lines = ["BUCKET                        ACCOUNT        SIZE(TB)   EST.COST/MO   LIFECYCLE_RULES  %OBJ>90d  AVG_OBJ   INCOMPLETE_MPU"]
for nm, acct, tb, cost, rules, old, avg in buckets:
    mpu = {"pw-ci-artifacts": "9.6 TB", "pw-data-lake-raw": "3.1 TB", "pw-tmp-exports": "1.4 TB"}.get(nm, f"{rng.uniform(0, 0.2):.2f} TB")
    lens_lines.append(f"{nm:<29} {acct}  {tb:>8}   {money(cost):>11}   {rules:>8}        {old:>5}%   {avg:>8}   {mpu}")
lens_out = ("S3 Storage Lens  dashboard=org-default  snapshot=2025-08-17  scope=organization  region=us-east-1\n"
            "Total storage: 948.7 TB (+38.9% YoY)  Objects: 1.41 B  Incomplete multipart upload bytes: 14.8 TB  "
            "% storage in STANDARD: 96.2%  Noncurrent version bytes: 71.5 TB\n\n" + "\n".join(lens_lines) +
            "\n\nTop insight: 3 buckets > 50 TB have no lifecycle configuration (pw-shipment-labels-prod, pw-app-logs-archive, pw-ci-artifacts).\n"
            "pw-ci-artifacts: versioning Enabled, noncurrent versions 61.0 TB.\n"
            "pw-shipment-labels-prod access pattern (S3 server access logs, 30d): 94% of GETs on objects < 30 days old; 0.7% on objects > 90 days.")
c.model(None, [("s3_storage_lens_get_metrics", {"ConfigId": "org-default", "Snapshot": "latest", "Scope": "organization",
                                                "Metrics": ["StorageBytes", "ObjectCount", "IncompleteMPUBytes", "NonCurrentVersionStorageBytes",
                                                            "LifecycleRuleCount", "AgeDistribution"]}, lens_out)])
c.model("""## S3: 948.7 TB (+38.9% YoY), 96% in STANDARD, 3 big buckets with **no lifecycle rules**

Proposed rules:

| # | Bucket | Rule | Est. savings / mo |
|---|---|---|---|
| 1 | `pw-shipment-labels-prod` (418.6 TB) | STANDARD_IA at 30 d → GLACIER_IR at 90 d → expire at **retention?** | ~$5,610 |
| 2 | `pw-ci-artifacts` (96.2 TB, versioned) | expire current versions after **14 days**, noncurrent after 7 d | ~$1,840 |
| 3 | `pw-app-logs-archive` (188.4 TB) | DEEP_ARCHIVE at 180 d, expire at 730 d (2-yr log policy) | ~$3,180 |
| 4 | all three | abort incomplete multipart uploads after 7 d (14.8 TB org-wide, 9.6 TB in ci-artifacts) | ~$320 |
| | | **Total** | **~$10,950** |

Notes:
- Label access is almost all in the first 30 days (94% of GETs), so Glacier IR at 90 d is safe — millisecond retrieval, small per-GB fee.
- **One-time transition cost ≈ $5,600** (≈195 M label objects × request fees), payback < 1 month.
- I left `pw-data-lake-raw` alone (data team's bucket, already has 3 rules).

**Question:** how long must shipment labels be kept? I need that before setting an expiration.""")

# ---------------------------------------------------------------- turn 8: lifecycle decisions
c.user("Labels: 6-yr retention, it's in the carrier contracts. CI artifacts 30 days not 14 — devs rerun old pipelines. Rest as proposed.")
lc_labels = {"Rules": [
    {"ID": "labels-tiering-6yr", "Status": "Enabled", "Filter": {"Prefix": ""},
     "Transitions": [{"Days": 30, "StorageClass": "STANDARD_IA"}, {"Days": 90, "StorageClass": "GLACIER_IR"}],
     "Expiration": {"Days": 2190}},
    {"ID": "abort-mpu-7d", "Status": "Enabled", "Filter": {"Prefix": ""}, "AbortIncompleteMultipartUpload": {"DaysAfterInitiation": 7}}]}
lc_ci = {"Rules": [
    {"ID": "ci-artifacts-expire-30d", "Status": "Enabled", "Filter": {"Prefix": ""}, "Expiration": {"Days": 30},
     "NoncurrentVersionExpiration": {"NoncurrentDays": 7}},
    {"ID": "abort-mpu-7d", "Status": "Enabled", "Filter": {"Prefix": ""}, "AbortIncompleteMultipartUpload": {"DaysAfterInitiation": 7}}]}
lc_logs = {"Rules": [
    {"ID": "logs-deep-archive-180d", "Status": "Enabled", "Filter": {"Prefix": ""},
     "Transitions": [{"Days": 180, "StorageClass": "DEEP_ARCHIVE"}], "Expiration": {"Days": 730}},
    {"ID": "abort-mpu-7d", "Status": "Enabled", "Filter": {"Prefix": ""}, "AbortIncompleteMultipartUpload": {"DaysAfterInitiation": 7}}]}


def lc_out(bucket, cfg, extra_note):
    ids = ", ".join(r["ID"] for r in cfg["Rules"])
    return (f"PutBucketLifecycleConfiguration  bucket={bucket}  HTTP 200\n"
            f"was: (no lifecycle configuration)\nnow: {len(cfg['Rules'])} rules [{ids}]\n"
            f"x-amz-request-id: {''.join(rng.choice('0123456789ABCDEF') for _ in range(16))}\n"
            f"Change recorded: AWS Config item s3-lifecycle/{bucket} version 1  (CloudTrail event PutBucketLifecycle by ledger-bot)\n"
            f"{extra_note}")


c.model("Applying the three lifecycle configurations.", [
    ("s3_put_bucket_lifecycle_configuration", {"Bucket": "pw-shipment-labels-prod", "ExpectedBucketOwner": "208114675530", "LifecycleConfiguration": lc_labels},
     lc_out("pw-shipment-labels-prod", lc_labels, "Rule labels-tiering-6yr: STANDARD_IA at 30 days, GLACIER_IR at 90 days, expire current versions at 2190 days (6 years).\n"
            "Note: lifecycle evaluation runs asynchronously; first transitions typically visible within 24-48 h.")),
    ("s3_put_bucket_lifecycle_configuration", {"Bucket": "pw-ci-artifacts", "ExpectedBucketOwner": "118264390552", "LifecycleConfiguration": lc_ci},
     lc_out("pw-ci-artifacts", lc_ci, "Rule ci-artifacts-expire-30d: expire current versions after 30 days; noncurrent versions expire 7 days after becoming noncurrent.\n"
            "Warning: versioning Enabled - expired current versions become delete markers; noncurrent rule removes data after 7 days.")),
    ("s3_put_bucket_lifecycle_configuration", {"Bucket": "pw-app-logs-archive", "ExpectedBucketOwner": "208114675530", "LifecycleConfiguration": lc_logs},
     lc_out("pw-app-logs-archive", lc_logs, "Rule logs-deep-archive-180d: DEEP_ARCHIVE at 180 days, expire at 730 days.")),
])
c.model("""**Done.** Lifecycle rules live on all three buckets:

| Bucket | Rule ID | Now |
|---|---|---|
| `pw-shipment-labels-prod` | `labels-tiering-6yr` | IA 30 d → Glacier IR 90 d → expire 2190 d (6 yr) |
| `pw-ci-artifacts` | `ci-artifacts-expire-30d` | expire 30 d, noncurrent 7 d |
| `pw-app-logs-archive` | `logs-deep-archive-180d` | Deep Archive 180 d → expire 730 d |
| all three | `abort-mpu-7d` | abort incomplete MPU after 7 d |

With 30 days on CI artifacts the estimate is **~$10,800/mo** (was ~$10,950 with 14 d). First transitions show up in 24–48 h; the one-time ~$5,600 transition charge will land mostly on the August bill.""")

# ---------------------------------------------------------------- turn 9: Marcus reply (next morning)
c.user("Morning. Anything back from Marcus?")
marcus_reply = """From: Marcus Oyelaran <marcus.oyelaran@parcelwise.io>
To: ledger-bot@parcelwise.io
Cc: priya.raman@parcelwise.io, fpa-approvals@parcelwise.io
Date: Tue, 19 Aug 2025 08:12:44 +0000
Subject: RE: Approval request: AWS Compute Savings Plan ($34/hr, 1-yr) + RDS RIs

Hi Priya / Ledger,

Approved with changes (approval ref FIN-APR-2025-0817):

1) Compute SP: approved at $30/hr, 1-year, No Upfront — not $34. The existing $22/hr plan expires 2025-11-03 and I'd rather re-evaluate total coverage then than over-commit now while you're still shrinking the fleet.

2) RDS RIs: approve prod-db-primary and prod-db-replica-1 only. prod-db-replica-2 is slated for decommission in Q4 per the data team — Hyun-woo still has to confirm the date, so no RI on it for now.

Please complete both purchases before Aug 20 so they land in the August close, and send me the Savings Plan ID and the RI IDs for the accrual.

Thanks,
Marcus

Marcus Oyelaran | Director, FP&A | Parcelwise

-----Original Message-----
From: ledger-bot@parcelwise.io (on behalf of Priya Raman)
Sent: Mon, 18 Aug 2025 16:22:07 +0000
To: marcus.oyelaran@parcelwise.io
Cc: priya.raman@parcelwise.io
Subject: Approval request: AWS Compute Savings Plan ($34/hr, 1-yr) + RDS RIs

""" + "\n".join("> " + ln for ln in email1_body.splitlines())
inbox_out = ("Search: from:marcus.oyelaran@parcelwise.io thread:thr_8c1d0e77 newer_than:2d   -> 2 messages in thread\n\n"
             "[1] 2025-08-18 16:22Z  ledger-bot@parcelwise.io -> marcus.oyelaran@parcelwise.io  "
             "\"Approval request: AWS Compute Savings Plan ($34/hr, 1-yr) + RDS RIs\"  (sent)\n\n"
             "[2] 2025-08-19 08:12Z  marcus.oyelaran@parcelwise.io  (unread)\n" + marcus_reply)
c.model(None, [("email_search", {"mailbox": "ledger-bot@parcelwise.io", "query": "from:marcus.oyelaran@parcelwise.io thread:thr_8c1d0e77 newer_than:2d",
                                 "include_body": True}, inbox_out)])
c.model("""Yes — **approved with changes** (ref **FIN-APR-2025-0817**):

| | Requested | Approved |
|---|---|---|
| Compute SP, 1-yr No Upfront | $34/hr | **$30/hr** ($262,800 total, ~$8,540/mo) |
| RDS RIs, 1-yr Partial Upfront | primary + replica-1 + replica-2 | **prod-db-primary + prod-db-replica-1** ($9,495 upfront, ~$689/mo) |

- replica-2 skipped: planned Q4 decommission, **date not yet confirmed by Hyun-woo** (data team).
- Marcus wants both bought **before Aug 20** (August close) and the SP/RI IDs sent to him.

Shall I purchase both now?""")

# ---------------------------------------------------------------- turn 10: purchase
c.user("yes, buy per Marcus and send him the IDs")
SP_ID = "3f6d1c8a-92b7-4e0f-b5a1-7d2c9e40f813"
sp_buy_out = j({"savingsPlanId": SP_ID,
                "savingsPlanArn": f"arn:aws:savingsplans::{PAYER}:savingsplan/{SP_ID}",
                "savingsPlanType": "Compute", "paymentOption": "No Upfront", "commitment": "30.00", "currency": "USD",
                "termDurationInSeconds": 31536000, "state": "queued", "start": "2025-08-19T10:00:00Z", "end": "2026-08-19T10:00:00Z",
                "purchaseTime": "2025-08-19T09:41:17Z", "tags": {"approval": "FIN-APR-2025-0817", "owner": "platform-engineering"},
                "note": "Plan becomes active at start time; total commitment 262,800.00 USD"})
ri1_out = j({"ReservedDBInstance": {"ReservedDBInstanceId": "ri-prod-db-primary-2025-08",
                                    "ReservedDBInstancesOfferingId": "rds-off-pg-r6g2xl-maz-1y-pu-61aa", "DBInstanceClass": "db.r6g.2xlarge",
                                    "ProductDescription": "postgresql", "MultiAZ": True, "Duration": 31536000, "FixedPrice": 6330.0,
                                    "RecurringCharges": [{"RecurringChargeAmount": 0.722, "RecurringChargeFrequency": "Hourly"}],
                                    "DBInstanceCount": 1, "State": "payment-pending", "StartTime": "2025-08-19T09:41:52Z",
                                    "ReservedDBInstanceArn": "arn:aws:rds:us-east-1:208114675530:ri:ri-prod-db-primary-2025-08"}})
ri2_out = j({"ReservedDBInstance": {"ReservedDBInstanceId": "ri-prod-db-replica1-2025-08",
                                    "ReservedDBInstancesOfferingId": "rds-off-pg-r6g2xl-saz-1y-pu-61ab", "DBInstanceClass": "db.r6g.2xlarge",
                                    "ProductDescription": "postgresql", "MultiAZ": False, "Duration": 31536000, "FixedPrice": 3165.0,
                                    "RecurringCharges": [{"RecurringChargeAmount": 0.361, "RecurringChargeFrequency": "Hourly"}],
                                    "DBInstanceCount": 1, "State": "payment-pending", "StartTime": "2025-08-19T09:41:58Z",
                                    "ReservedDBInstanceArn": "arn:aws:rds:us-east-1:208114675530:ri:ri-prod-db-replica1-2025-08"}})
c.model(None, [
    ("savingsplans_create_savings_plan", {"savingsPlanOfferingId": "off-cmp-1y-nu-7b21", "commitment": "30.00", "upfrontPaymentAmount": "0",
                                          "purchaseTime": None, "clientToken": "pw-sp-FIN-APR-2025-0817",
                                          "tags": {"approval": "FIN-APR-2025-0817", "owner": "platform-engineering"}}, sp_buy_out),
    ("rds_purchase_reserved_db_instances_offering", {"ReservedDBInstancesOfferingId": "rds-off-pg-r6g2xl-maz-1y-pu-61aa",
                                                     "ReservedDBInstanceId": "ri-prod-db-primary-2025-08", "DBInstanceCount": 1,
                                                     "Tags": [{"Key": "approval", "Value": "FIN-APR-2025-0817"}, {"Key": "covers", "Value": "prod-db-primary"}]}, ri1_out),
    ("rds_purchase_reserved_db_instances_offering", {"ReservedDBInstancesOfferingId": "rds-off-pg-r6g2xl-saz-1y-pu-61ab",
                                                     "ReservedDBInstanceId": "ri-prod-db-replica1-2025-08", "DBInstanceCount": 1,
                                                     "Tags": [{"Key": "approval", "Value": "FIN-APR-2025-0817"}, {"Key": "covers", "Value": "prod-db-replica-1"}]}, ri2_out),
])
email2_body = f"""Hi Marcus,

Purchased per your approval FIN-APR-2025-0817 on 2025-08-19:

- Compute Savings Plan, 1-yr No Upfront, $30/hr
  Savings Plan ID: {SP_ID}
  ARN: arn:aws:savingsplans::{PAYER}:savingsplan/{SP_ID}
  Term: 2025-08-19 10:00 UTC - 2026-08-19 10:00 UTC; total commitment $262,800.00

- RDS Reserved Instances, 1-yr Partial Upfront, db.r6g.2xlarge PostgreSQL
  ri-prod-db-primary-2025-08 (Multi-AZ, covers prod-db-primary) - upfront $6,330.00, $0.722/hr
  ri-prod-db-replica1-2025-08 (Single-AZ, covers prod-db-replica-1) - upfront $3,165.00, $0.361/hr
  Total upfront $9,495.00

No RI was bought for prod-db-replica-2, pending Hyun-woo's decommission date.

Ledger (on behalf of Priya Raman)"""
c.model("All three purchases went through. Sending Marcus the IDs.", [
    ("email_send", {"from": "ledger-bot@parcelwise.io", "on_behalf_of": "priya.raman@parcelwise.io", "to": ["marcus.oyelaran@parcelwise.io"],
                    "cc": ["priya.raman@parcelwise.io", "fpa-approvals@parcelwise.io"], "in_reply_to": "thr_8c1d0e77",
                    "subject": "RE: Approval request: AWS Compute Savings Plan ($34/hr, 1-yr) + RDS RIs — purchased (FIN-APR-2025-0817)",
                    "body": email2_body},
     j({"status": "sent", "message_id": "<CAF9x1-ledger-20250819T094530@parcelwise.io>", "thread_id": "thr_8c1d0e77", "sent_at": "2025-08-19T09:45:30Z"})),
])
c.model(f"""**Done.** Bought under FIN-APR-2025-0817, IDs sent to Marcus (cc fpa-approvals):

| Item | ID | Terms |
|---|---|---|
| Compute SP | `{SP_ID}` | $30/hr, 1-yr No Upfront, starts 10:00Z today |
| RDS RI | `ri-prod-db-primary-2025-08` | Multi-AZ, $6,330 upfront + $0.722/hr |
| RDS RI | `ri-prod-db-replica1-2025-08` | Single-AZ, $3,165 upfront + $0.361/hr |

RIs show `payment-pending` — normal, they go `active` within an hour. Expected savings ≈ **$8,540/mo (SP) + $689/mo (RIs)**.""")

# ---------------------------------------------------------------- turn 11: search latency
c.user("PagerDuty's been firing on search latency since early US morning. Ours?")
hours2 = [f"2025-08-19T{h:02d}:{m:02d}Z" for h in range(0, 14) for m in (0, 30)]
lat2, jvm2, gc2, rej2 = [], [], [], []
for h in range(28):
    peak = h >= 22
    lat2.append(round(rng.uniform(190, 260) + (rng.uniform(350, 420) if peak else 0), 1))
    jvm2.append(round(rng.uniform(71, 79) + (rng.uniform(12, 15) if peak else 0), 1))
    gc2.append(rng.randint(3, 9) + (rng.randint(30, 48) if peak else 0))
    rej2.append(0 if not peak else rng.randint(110, 480))
lat2[25] = 640.0
jvm2[25] = 92.4
cw2_lines = ["TIMESTAMP            SearchLatency p99(ms)  JVMMemoryPressure max(%)  OldGenGC count  ThreadpoolSearchRejected"]
for k, t in enumerate(hours2):
    cw2_lines.append(f"{t}   {lat2[k]:>10}             {jvm2[k]:>8}              {gc2[k]:>6}           {rej2[k]:>6}")
cw2_out = ("GetMetricData  DomainName=search-prod  period=1800s  2025-08-19T00:00Z..2025-08-19T13:59Z\n"
           "Blue/green deployment 5b0e61f2-8d2a-4c7e-a9b3-14f6d0c2e7aa completed 2025-08-18T23:41Z; data nodes now 6 x r6g.2xlarge.search (heap 16 GiB)\n\n" +
           "\n".join(cw2_lines) +
           "\n\nAlarm history: search-prod-JVMMemoryPressure-gt-80  OK -> ALARM 2025-08-19T11:07Z (PagerDuty incident PD-88214, ack'd by elif.kaya)\n"
           "               search-api-p99-latency-gt-400ms   OK -> ALARM 2025-08-19T11:22Z (PagerDuty incident PD-88219)\n"
           "Baseline (same hours, last week, r6g.4xlarge.search): SearchLatency p99 168-205 ms, JVMMemoryPressure max 52-61%")
freeze_out = j({"freeze_id": "FRZ-2025-08-MERIDIAN", "name": "Meridian launch change freeze", "revision": 3,
                "state": "scheduled",
                "start": "2025-08-20 00:00 UTC", "end": "2025-09-01 23:59 UTC",
                "history": [{"revision": 1, "start": "2025-08-21 00:00 UTC", "end": "2025-09-01 23:59 UTC", "by": "sofia.brandt", "at": "2025-08-04"},
                            {"revision": 3, "change": "start moved from 2025-08-21 00:00 UTC to 2025-08-20 00:00 UTC",
                             "reason": "Meridian customer go-live rehearsal moved up one day", "by": "sofia.brandt", "at": "2025-08-18T19:02Z"}],
                "scope": "all production accounts (208114675530, 559031224707); nonprod exempt",
                "exceptions": "Emergency changes only, approval by Release Manager (sofia.brandt@parcelwise.io) + CAB chair",
                "note": "Standard changes scheduled to start after freeze start will be auto-rejected.",
                "changes_in_or_near_window": [
                    {"number": f"CHG-4{18 + k // 10}{(k * 37) % 100:02d}{k % 10}", "short_description": d, "state": st, "planned_start": ps}
                    for k, (d, st, ps) in enumerate([
                        ("Meridian tenant provisioning (prod)", "Approved - freeze exempt (launch)", "2025-08-25 14:00 UTC"),
                        ("Kafka broker patching msk-prod", "Rescheduled", "2025-09-03 02:00 UTC"),
                        ("Rotate ALB TLS certs api.parcelwise.io", "Approved", "2025-08-19 18:00 UTC"),
                        ("Postgres minor upgrade prod-db-replica-2", "Cancelled (freeze)", "2025-08-22 03:00 UTC"),
                        ("EKS node group AMI refresh (prod)", "Rescheduled", "2025-09-02 15:00 UTC"),
                        ("Carrier API rate-limit config (UPS)", "Approved - freeze exempt (launch)", "2025-08-26 16:00 UTC"),
                        ("Grafana 11 upgrade (shared-services)", "Scheduled", "2025-08-19 20:00 UTC"),
                        ("Datadog agent rollout v7.56", "Rescheduled", "2025-09-04 13:00 UTC"),
                        ("VPC flow logs to S3 (prod)", "Rescheduled", "2025-09-02 13:00 UTC")])]})
c.model("Checking search-prod metrics since the blue/green finished, and the freeze window.", [
    ("cloudwatch_get_metric_data", {"StartTime": "2025-08-19T00:00:00Z", "EndTime": "2025-08-19T13:59:00Z", "Period": 1800,
                                    "MetricDataQueries": [
                                        {"Id": "lat", "Namespace": "AWS/ES", "MetricName": "SearchLatency", "Dimensions": {"DomainName": "search-prod", "ClientId": "208114675530"}, "Stat": "p99"},
                                        {"Id": "jvm", "Namespace": "AWS/ES", "MetricName": "JVMMemoryPressure", "Dimensions": {"DomainName": "search-prod", "ClientId": "208114675530"}, "Stat": "Maximum"},
                                        {"Id": "gc", "Namespace": "AWS/ES", "MetricName": "JVMGCOldCollectionCount", "Dimensions": {"DomainName": "search-prod", "ClientId": "208114675530"}, "Stat": "Sum"},
                                        {"Id": "rej", "Namespace": "AWS/ES", "MetricName": "ThreadpoolSearchRejected", "Dimensions": {"DomainName": "search-prod", "ClientId": "208114675530"}, "Stat": "Sum"}],
                                    "IncludeAlarmHistory": True}, cw2_out),
    ("servicenow_freeze_get", {"freeze_id": "FRZ-2025-08-MERIDIAN"}, freeze_out),
])
c.model("""## Yes — it's our search resize

Since US morning traffic (≈11:00Z) on the new **r6g.2xlarge.search** data nodes:
- **SearchLatency p99 640 ms** (baseline 168–205 ms)
- **JVMMemoryPressure max 92.4%**, old-gen GC ×5–10, search thread-pool rejections
- Incidents **PD-88214** (JVM) and **PD-88219** (latency), Elif has the first one ack'd.

The 16 GiB heap is too small at peak — the risk we flagged.

⚠️ **The freeze moved up**: FRZ-2025-08-MERIDIAN rev 3 now starts **2025-08-20 00:00 UTC** (was Aug 21; rehearsal moved up). A blue/green back takes 6–8 h, so a fix has to **start in the next few hours** or it becomes an emergency change needing Sofia + CAB chair.

| Option | What | Cost impact | Risk |
|---|---|---|---|
| **1. Roll back data nodes only** | data nodes → r6g.4xlarge.search, keep masters on m6g.large.search | lose ~$3,657/mo of the saving | low, known-good config |
| 2. Roll back everything | data + masters to original | lose ~$3,938/mo | low, masters weren't the problem |
| 3. Scale out instead | 6 → 9 × r6g.2xlarge.search | lose ~$1,829/mo | medium: more shards per heap, untested |

I'd go with **1**.""")

# ---------------------------------------------------------------- turn 12: rollback
c.user("1. Now.")
rb_plan_out = ("Terraform Cloud run run-Vb7Tz1mQp4HsK0cE  workspace=search-prod  (VCS: parcelwise/infra-live@e92b4d1, branch chg-41903-search-rollback)\n"
               "Terraform will perform the following actions:\n\n"
               "  # aws_opensearch_domain.search_prod will be updated in-place\n"
               "  ~ resource \"aws_opensearch_domain\" \"search_prod\" {\n        domain_name = \"search-prod\"\n"
               "      ~ cluster_config {\n          ~ instance_type            = \"r6g.2xlarge.search\" -> \"r6g.4xlarge.search\"\n"
               "            instance_count           = 6\n            dedicated_master_type    = \"m6g.large.search\"   # unchanged\n"
               "            dedicated_master_count   = 3\n        }\n    }\n\n"
               f"Plan: 0 to add, 1 to change, 0 to destroy.\nCost estimation (Infracost): monthly delta +{money(DATA_NODE_SAV)}\n"
               "Warning: blue/green deployment; estimated duration 6-8h.\nStatus: planned_and_awaiting_confirmation")
c.model("Raising the rollback change (needs your and Sofia's approval as a normal change).", [
    ("servicenow_change_create", {"type": "normal", "priority": "P2", "short_description": "Rollback search-prod data nodes to r6g.4xlarge.search (partial backout of CHG-41872)",
                                  "description": "Data nodes r6g.2xlarge.search -> r6g.4xlarge.search (6). Dedicated masters stay on m6g.large.search. "
                                                 "Reason: SearchLatency p99 640 ms, JVMMemoryPressure 92.4% after CHG-41872; incidents PD-88214, PD-88219. "
                                                 "Must start before FRZ-2025-08-MERIDIAN (2025-08-20 00:00 UTC).",
                                  "related": ["CHG-41872", "PD-88214", "PD-88219"], "assignment_group": "Platform Engineering",
                                  "requested_by": "priya.raman@parcelwise.io", "planned_start": "2025-08-19T14:15:00Z", "planned_end": "2025-08-19T22:30:00Z",
                                  "approvers": ["priya.raman@parcelwise.io", "sofia.brandt@parcelwise.io"]},
     j({"result": {"number": "CHG-41903", "state": "Scheduled", "approval": "approved (priya.raman 14:09Z, sofia.brandt 14:11Z)",
                   "risk": "Low", "planned_start": "2025-08-19 14:15:00 UTC", "planned_end": "2025-08-19 22:30:00 UTC",
                   "conflicts": "none - completes before FRZ-2025-08-MERIDIAN start",
                   "link": "https://parcelwise.service-now.com/change_request.do?sys_id=3a7c5d01bf2e1050a9e4d7c2"}})),
])
c.model("CHG-41903 approved by you and Sofia. Planning the rollback.", [
    ("tfc_run_create", {"workspace": "search-prod", "branch": "chg-41903-search-rollback", "auto_apply": False,
                        "message": "CHG-41903 rollback search-prod data nodes to r6g.4xlarge.search; keep masters"}, rb_plan_out),
])
rb_apply_out = ("Run run-Vb7Tz1mQp4HsK0cE  workspace=search-prod  status=applied  applied_by=ledger-bot (confirmed by priya.raman)\n"
                "aws_opensearch_domain.search_prod: Modifying... [id=arn:aws:es:us-east-1:208114675530:domain/search-prod]\n"
                "aws_opensearch_domain.search_prod: Modifications complete after 3m58s (blue/green deployment change id "
                "c81f2a97-04d3-4b1e-8e6a-7f0b3d9c25e4 in progress)\n"
                "Apply complete! Resources: 0 added, 1 changed, 0 destroyed.\n"
                "Domain status: Processing=true  estimated completion ~2025-08-19T21:00Z")
c.model("Plan shows only the data-node type changing; masters untouched. Applying.", [
    ("tfc_run_apply", {"run_id": "run-Vb7Tz1mQp4HsK0cE", "comment": "CHG-41903 rollback approved"}, rb_apply_out),
])
c.model(f"""**Done — rollback running.**

- **CHG-41903** (approved by you + Sofia), run `run-Vb7Tz1mQp4HsK0cE`: data nodes → **r6g.4xlarge.search**, masters stay **m6g.large.search**.
- Blue/green ETA **~21:00Z**, well before the 00:00 UTC freeze.
- Rightsizing savings now **~{fmt0(RS_AFTER)}/mo** (was ~{fmt0(RS_ALL)}; data-node saving of {fmt0(DATA_NODE_SAV)} given back).

I'll re-check latency once it completes.""")

# ---------------------------------------------------------------- turn 13: forecast
c.user("Where does all that leave us vs 150?")
import datetime as _dt
_w = [(0.93 if _dt.date(2025, 9, d).weekday() >= 5 else 1.03) * rng.uniform(0.985, 1.015) for d in range(1, 31)]
FC_DAYS = [(d, 186950 * w / sum(_w)) for d, w in zip(range(1, 31), _w)]
fc_out = j({"Total": {"Amount": "186950.00", "Unit": "USD"},
            "ForecastResultsByTime": [{"TimePeriod": {"Start": f"2025-09-{d:02d}", "End": f"2025-09-{d + 1:02d}" if d < 30 else "2025-10-01"},
                                       "MeanValue": f"{dv:.2f}", "PredictionIntervalLowerBound": f"{dv * 0.953:.2f}", "PredictionIntervalUpperBound": f"{dv * 1.046:.2f}"}
                                      for d, dv in FC_DAYS],
            "MonthlyRollup": {"MeanValue": "186950.00", "PredictionIntervalLowerBound": "178310.00", "PredictionIntervalUpperBound": "195590.00"},
            "Metric": "UNBLENDED_COST", "PredictionIntervalLevel": 80,
            "Note": "Forecast uses historical daily cost through 2025-08-18; changes made on/after 2025-08-18 are mostly not reflected."})
dom_out = ("DescribeDomain search-prod (2025-08-19T21:24Z)\n"
           "ClusterConfig: InstanceType=r6g.4xlarge.search InstanceCount=6 DedicatedMasterType=m6g.large.search DedicatedMasterCount=3 ZoneAwareness=3AZ\n"
           "Processing=false  DomainProcessingStatus=Active  last change c81f2a97-04d3-4b1e-8e6a-7f0b3d9c25e4 Completed 2025-08-19T20:37Z\n"
           "Last 60 min: SearchLatency p99 212 ms, JVMMemoryPressure max 57.8%, ThreadpoolSearchRejected 0\n"
           "Alarms: search-prod-JVMMemoryPressure-gt-80 OK (since 20:51Z); search-api-p99-latency-gt-400ms OK (since 20:44Z)\n"
           "PagerDuty: PD-88214 resolved 20:55Z, PD-88219 resolved 20:49Z")
S3_SAV = 10800
SP_SAV = 8540
RI_SAV = 689
projected = 186950 - round(RS_AFTER) - SP_SAV - RI_SAV - S3_SAV
gp3, sched, nat, logs = 1780, 4650, 2900, 2100
GAP = fmt0(projected - gp3 - sched - logs - 150000)
c.model(None, [
    ("ce_get_cost_forecast", {"TimePeriod": {"Start": "2025-09-01", "End": "2025-10-01"}, "Metric": "UNBLENDED_COST", "Granularity": "DAILY",
                              "PredictionIntervalLevel": 80}, fc_out),
    ("opensearch_describe_domain", {"DomainName": "search-prod", "IncludeRecentMetrics": True}, dom_out),
])
c.model(f"""First, **search-prod is healthy again**: rollback completed 20:37Z, p99 **212 ms**, JVM 57.8%, both PagerDuty incidents resolved.

## September projection

| | $/mo |
|---|---|
| CE forecast (trend, pre-change data) | $186,950 |
| Rightsizing (net of rollback) | −{fmt0(RS_AFTER)} |
| Compute SP $30/hr | −$8,540 |
| RDS RIs (2) | −$689 |
| S3 lifecycle (steady state) | −$10,800 |
| **Projected run-rate** | **{fmt0(projected)}** |
| Gap to $150k | **{fmt0(projected - 150000)}** |

## Remaining levers (all infra changes → after the freeze, i.e. from Sep 2)

| # | Lever | Est. / mo | Effort |
|---|---|---|---|
| 1 | EBS gp2 → gp3 (412 volumes, in-place modify) | ${gp3:,} | low |
| 2 | Stop nonprod nights/weekends (Instance Scheduler) | ${sched:,} | low–medium |
| 3 | NAT Gateway → VPC endpoints (S3, DynamoDB, ECR) | ${nat:,}/mo | medium, networking team |
| 4 | CloudWatch Logs retention (214 groups "never expire" → 30 d) | ${logs:,} | low |

1+2+4 → **{fmt0(projected - gp3 - sched - logs)}** (still ~{fmt0(projected - gp3 - sched - logs - 150000)} over). All four → {fmt0(projected - gp3 - sched - logs - nat)}.

Also still unexplained: the **$9,842.30/mo inter-AZ transfer**.""")

# ---------------------------------------------------------------- turn 14: tickets
c.user("1, 2 and 4 after the freeze, tickets to Dana. Park 3, I'll take it up with the networking team. And a ticket for search to redo the resize properly — Elif's team.")
start = "2025-09-02"
bulk_in = {"issueUpdates": [
    {"fields": {"project": {"key": "PLAT"}, "issuetype": {"name": "Task"}, "summary": "Migrate EBS gp2 volumes to gp3 (412 volumes)",
                "description": "Cost reduction lever #1 (~$1,780/mo). In-place ModifyVolume gp2 -> gp3 keeping baseline IOPS/throughput. Not before 2025-09-02 (FRZ-2025-08-MERIDIAN).",
                "assignee": {"id": "dana.whitfield"}, "labels": ["finops", "q3-cost"], "duedate": "2025-09-12", "customfield_start": start}},
    {"fields": {"project": {"key": "PLAT"}, "issuetype": {"name": "Task"}, "summary": "Schedule nonprod EC2/RDS off nights & weekends (Instance Scheduler)",
                "description": "Cost reduction lever #2 (~$4,650/mo). Stop parcelwise-nonprod instances 20:00-07:00 ET weekdays and all weekend; opt-out tag pw:always-on.",
                "assignee": {"id": "dana.whitfield"}, "labels": ["finops", "q3-cost"], "duedate": "2025-09-12", "customfield_start": start}},
    {"fields": {"project": {"key": "PLAT"}, "issuetype": {"name": "Task"}, "summary": "Set CloudWatch Logs retention to 30 days on 214 never-expire log groups",
                "description": "Cost reduction lever #4 (~$2,100/mo). Exclude audit/* and security/* groups (keep 400 d).",
                "assignee": {"id": "dana.whitfield"}, "labels": ["finops", "q3-cost"], "duedate": "2025-09-09", "customfield_start": start}},
    {"fields": {"project": {"key": "PLAT"}, "issuetype": {"name": "Story"}, "summary": "search-prod: reduce heap pressure (shard consolidation) before retrying data-node downsizing",
                "description": "CHG-41872 downsized data nodes to r6g.2xlarge.search; p99 640 ms / JVM 92.4% -> rolled back in CHG-41903. "
                               "214 shards on 6 nodes; consolidate indices, review fielddata/caches, then load-test r6g.2xlarge.search before retry. Potential saving $3,657/mo.",
                "assignee": {"id": "elif.kaya"}, "labels": ["finops", "search"], "duedate": "2025-10-03"}}]}
bulk_out = j({"issues": [
    {"key": "PLAT-2291", "summary": "Migrate EBS gp2 volumes to gp3 (412 volumes)", "assignee": "Dana Whitfield", "status": "To Do", "due": "2025-09-12"},
    {"key": "PLAT-2292", "summary": "Schedule nonprod EC2/RDS off nights & weekends (Instance Scheduler)", "assignee": "Dana Whitfield", "status": "To Do", "due": "2025-09-12"},
    {"key": "PLAT-2293", "summary": "Set CloudWatch Logs retention to 30 days on 214 never-expire log groups", "assignee": "Dana Whitfield", "status": "To Do", "due": "2025-09-09"},
    {"key": "PLAT-2294", "summary": "search-prod: reduce heap pressure (shard consolidation) before retrying data-node downsizing", "assignee": "Elif Kaya", "status": "To Do", "due": "2025-10-03"}],
    "errors": []})
c.model(None, [("jira_bulk_create_issues", bulk_in, bulk_out)])
c.model(f"""**Done.** Created in PLAT:

| Ticket | What | Owner | Start / due |
|---|---|---|---|
| **PLAT-2291** | gp2 → gp3 | Dana Whitfield | Sep 2 / Sep 12 |
| **PLAT-2292** | nonprod scheduling | Dana Whitfield | Sep 2 / Sep 12 |
| **PLAT-2293** | log retention 30 d | Dana Whitfield | Sep 2 / Sep 9 |
| **PLAT-2294** | search heap / shard consolidation, then retry resize | Elif Kaya | due Oct 3 |

NAT → VPC endpoints is parked with you / networking — without it we're ~{GAP} over target.""")

# ---------------------------------------------------------------- turn 15: reassign + budget
c.user("Dana's on leave till Sep 15, move hers to Kwame. And set the AWS budget to 150 with alerts to me and Marcus.")
upd_out = ("PLAT-2291  assignee: was Dana Whitfield -> now Kwame Asante (kwame.asante)  comment added\n"
           "PLAT-2292  assignee: was Dana Whitfield -> now Kwame Asante (kwame.asante)  comment added\n"
           "PLAT-2293  assignee: was Dana Whitfield -> now Kwame Asante (kwame.asante)  comment added\n"
           "Notifications sent to: kwame.asante@parcelwise.io, dana.whitfield@parcelwise.io (watcher)")
budget_out = "UpdateBudget + UpdateNotifications  budget=monthly-aws-total  HTTP 200\nBudgetLimit: was $195,000.00/month -> now $150,000.00/month\n\n" + j({"AccountId": PAYER, "BudgetName": "monthly-aws-total",
                "was": {"BudgetLimit": {"Amount": "195000.00", "Unit": "USD"},
                        "Notifications": [{"NotificationType": "ACTUAL", "Threshold": 100, "Subscribers": ["platform-alerts@parcelwise.io"]}]},
                "now": {"BudgetLimit": {"Amount": "150000.00", "Unit": "USD"}, "TimeUnit": "MONTHLY",
                        "Notifications": [{"NotificationType": "FORECASTED", "ComparisonOperator": "GREATER_THAN", "Threshold": 90,
                                           "Subscribers": ["priya.raman@parcelwise.io", "marcus.oyelaran@parcelwise.io"]},
                                          {"NotificationType": "ACTUAL", "ComparisonOperator": "GREATER_THAN", "Threshold": 100,
                                           "Subscribers": ["priya.raman@parcelwise.io", "marcus.oyelaran@parcelwise.io", "platform-alerts@parcelwise.io"]}]},
                "LastUpdatedTime": "2025-08-19T21:40:12Z"})
c.model(None, [
    ("jira_bulk_edit_issues", {"issues": ["PLAT-2291", "PLAT-2292", "PLAT-2293"], "fields": {"assignee": {"id": "kwame.asante"}},
                               "comment": "Reassigned from Dana (on leave until 2025-09-15) per Priya. Start after FRZ-2025-08-MERIDIAN ends (Sep 2)."}, upd_out),
    ("budgets_update_budget", {"AccountId": PAYER, "BudgetName": "monthly-aws-total",
                               "NewBudget": {"BudgetLimit": {"Amount": "150000", "Unit": "USD"}, "TimeUnit": "MONTHLY", "BudgetType": "COST"},
                               "Notifications": [{"NotificationType": "FORECASTED", "Threshold": 90, "Subscribers": ["priya.raman@parcelwise.io", "marcus.oyelaran@parcelwise.io"]},
                                                 {"NotificationType": "ACTUAL", "Threshold": 100, "Subscribers": ["priya.raman@parcelwise.io", "marcus.oyelaran@parcelwise.io", "platform-alerts@parcelwise.io"]}]},
     budget_out),
])
c.model("""**Done.**
- PLAT-2291 / 2292 / 2293 → **Kwame Asante** (Dana stays as watcher).
- Budget `monthly-aws-total`: **$195,000 → $150,000.00**; alerts at **90% forecasted** (you + Marcus) and **100% actual** (you + Marcus + platform-alerts).

Heads-up: with the current projection the 90% forecast alert will fire in September.""")

# ---------------------------------------------------------------- turn 16: recap email
c.user("Send me and Marcus a recap, cc Sofia. That's it for today.")
recap = f"""Hi Priya, Marcus,

Recap of the AWS cost work on 18-19 Aug (goal: run-rate < $150k/month before the Oct 6 budget review; July was $186,412.37).

DONE
- Rightsizing (CHG-41872): 21 nonprod instances + batch-workers-prod (c6i.4xlarge -> c6i.2xlarge); search-prod masters -> m6g.large.search. api-prod untouched.
- search-prod data nodes rolled back to r6g.4xlarge.search (CHG-41903) after p99 640 ms / JVM 92.4%; healthy again (p99 212 ms). Net rightsizing saving ~{fmt0(RS_AFTER)}/mo.
- Compute Savings Plan $30/hr, 1-yr No Upfront: {SP_ID} (FIN-APR-2025-0817).
- RDS RIs: ri-prod-db-primary-2025-08, ri-prod-db-replica1-2025-08 (~$689/mo).
- S3 lifecycle: labels-tiering-6yr, ci-artifacts-expire-30d, logs-deep-archive-180d, abort-mpu-7d (~$10,800/mo steady state; ~$5,600 one-time transition cost in August).
- AWS budget monthly-aws-total now $150,000 (alerts 90% forecast / 100% actual).

PROJECTION
- September run-rate ~{fmt0(projected)} after the above.
- After the post-freeze tickets (below): ~{fmt0(projected - gp3 - sched - logs)} -> still ~{GAP} over target.

NEXT (after FRZ-2025-08-MERIDIAN ends 2025-09-01 23:59 UTC)
- PLAT-2291 gp2 -> gp3 (~$1,780/mo), Kwame Asante
- PLAT-2292 nonprod scheduling (~$4,650/mo), Kwame Asante
- PLAT-2293 CloudWatch Logs retention (~$2,100/mo), Kwame Asante
- PLAT-2294 search-prod shard consolidation, then retry data-node downsizing, Elif Kaya (due Oct 3)

OPEN
- NAT Gateway -> VPC endpoints (~$2,900/mo) parked, Priya to raise with networking; it would close the remaining gap.
- Inter-AZ data transfer $9,842.30/mo (+31.8% MoM) not yet explained.
- prod-db-replica-2 decommission date unconfirmed (Hyun-woo); no RI bought for it.

Ledger"""
c.model(None, [("email_send", {"from": "ledger-bot@parcelwise.io", "on_behalf_of": "priya.raman@parcelwise.io",
                               "to": ["priya.raman@parcelwise.io", "marcus.oyelaran@parcelwise.io"], "cc": ["sofia.brandt@parcelwise.io"],
                               "subject": "AWS cost reduction — recap 18-19 Aug", "body": recap},
                j({"status": "sent", "message_id": "<CAF9x1-ledger-20250819T214655@parcelwise.io>", "thread_id": "thr_9a03f5b2",
                   "sent_at": "2025-08-19T21:46:55Z"}))])
c.model(f"""Recap sent (thread `thr_9a03f5b2`) to you and Marcus, cc Sofia.

**Still open:**
- ~{GAP}/mo gap to $150k unless NAT → VPC endpoints (#3) goes ahead — yours to raise with networking.
- Inter-AZ transfer ($9,842.30/mo) unexplained.
- prod-db-replica-2 decommission date (Hyun-woo).
- PLAT-2291/2292/2293 (Kwame) start Sep 2; PLAT-2294 (Elif) due Oct 3.

Have a good evening.""")

# ================================================================ labels
labels = [
    ("user_goal", "Get AWS run-rate under $150k/month before the Oct 6 Q4 budget review; don't touch prod DB availability; commitments >$25k need FP&A (Marcus) approval; 1-yr terms only, no all-upfront.",
     ["$150k", "Oct 6", "$25k"]),
    ("fact", "July 2025 AWS spend was $186,412.37 (EC2 compute $71,938.20 the largest line).", ["$186,412.37"]),
    ("fact", "Existing Compute Savings Plan at $22/hr expires 2025-11-03 (Marcus wants coverage re-evaluated then).", ["2025-11-03"]),
    ("fact", "Change freeze FRZ-2025-08-MERIDIAN now starts 2025-08-20 00:00 UTC and ends 2025-09-01 23:59 UTC; emergency changes only with Sofia Brandt + CAB chair.",
     ["FRZ-2025-08-MERIDIAN", "2025-08-20 00:00 UTC"]),
    ("fact", "After downsizing search-prod data nodes to r6g.2xlarge.search: SearchLatency p99 640 ms and JVMMemoryPressure 92.4% (PD-88214, PD-88219).",
     ["640 ms", "92.4%"]),
    ("fact", "After the rollback search-prod is healthy: p99 212 ms, incidents resolved.", ["212 ms"]),
    ("fact", "Shipment labels must be retained 6 years (carrier contracts).", ["6-yr retention"]),
    ("fact", f"Projected September run-rate after the applied changes is {fmt0(projected)} (CE forecast $186,950 minus savings).",
     [fmt0(projected)]),
    ("fact", f"Net rightsizing savings after the search rollback are about {fmt0(RS_AFTER)}/mo.", [fmt0(RS_AFTER)]),
    ("decision", "Rightsizing Option A + search-prod under CHG-41872: 21 nonprod instances, batch-workers-prod c6i.4xlarge->c6i.2xlarge; api-prod excluded.",
     ["CHG-41872", "api-prod excluded"]),
    ("decision", f"Bought Compute Savings Plan 1-yr No Upfront at $30/hr (Marcus-approved), ID {SP_ID}.", [SP_ID, "$30/hr"]),
    ("decision", "Bought RDS RIs only for prod-db-primary and prod-db-replica-1 (1-yr Partial Upfront db.r6g.2xlarge); none for replica-2.",
     ["ri-prod-db-primary-2025-08", "ri-prod-db-replica1-2025-08"]),
    ("decision", "S3 lifecycle on pw-shipment-labels-prod: IA at 30 d, Glacier IR at 90 d, expire at 2190 d (rule labels-tiering-6yr).",
     ["labels-tiering-6yr", "2190"]),
    ("decision", "pw-ci-artifacts: expire current versions after 30 days (user override of the proposed 14), noncurrent after 7 d.",
     ["ci-artifacts-expire-30d"]),
    ("decision", "pw-app-logs-archive: Deep Archive at 180 d, expire at 730 d; abort incomplete MPU after 7 d on all three buckets.",
     ["logs-deep-archive-180d", "abort-mpu-7d"]),
    ("decision", "Roll back only search-prod data nodes to r6g.4xlarge.search, keep masters on m6g.large.search (CHG-41903).",
     ["CHG-41903", "m6g.large.search"]),
    ("decision", "AWS budget monthly-aws-total set to $150,000 with 90% forecasted / 100% actual alerts to Priya and Marcus.",
     ["monthly-aws-total", "$150,000.00"]),
    ("pending_action", "PLAT-2291 gp2->gp3 EBS migration (~$1,780/mo), assignee Kwame Asante, start after the freeze (Sep 2), due Sep 12.",
     ["PLAT-2291", "kwame.asante"]),
    ("pending_action", "PLAT-2292 nonprod nights/weekends scheduling (~$4,650/mo), assignee Kwame Asante, start Sep 2.",
     ["PLAT-2292", "kwame.asante"]),
    ("pending_action", "PLAT-2293 CloudWatch Logs retention 30 d on 214 groups (~$2,100/mo), assignee Kwame Asante, due Sep 9.",
     ["PLAT-2293", "kwame.asante"]),
    ("pending_action", "PLAT-2294 search-prod shard consolidation then retry data-node downsizing, Elif Kaya, due Oct 3.",
     ["PLAT-2294", "Elif Kaya"]),
    ("open_issue", f"NAT Gateway -> VPC endpoints lever (~$2,900/mo) parked; Priya to raise with networking. Without it the projection is still ~{GAP}/mo over $150k.",
     ["$2,900/mo", GAP]),
    ("open_issue", "Inter-AZ data transfer $9,842.30/mo (+31.8% MoM) is unexplained.", ["$9,842.30"]),
    ("open_issue", "prod-db-replica-2 Q4 decommission date not confirmed by Hyun-woo; no RI bought for it.", ["prod-db-replica-2", "Hyun-woo"]),
    ("reference", "Finance approver Marcus Oyelaran, marcus.oyelaran@parcelwise.io; approval ref FIN-APR-2025-0817.",
     ["marcus.oyelaran@parcelwise.io", "FIN-APR-2025-0817"]),
    ("reference", "Terraform Cloud workspaces infra-live-compute and search-prod (repo parcelwise/infra-live).",
     ["infra-live-compute", "parcelwise/infra-live"]),
    ("reference", "Release manager for freeze exceptions: sofia.brandt@parcelwise.io.", ["sofia.brandt@parcelwise.io"]),
]
stale = [
    ("Freeze start was Thursday Aug 21; moved to 2025-08-20 00:00 UTC (freeze rev 3).", ["freeze", "Aug 21"], "2025-08-20 00:00 UTC"),
    ("Savings Plan commitment was requested at $34/hr; Marcus approved $30/hr.", ["$34/hr"], "FIN-APR-2025-0817"),
    ("Three RDS RIs (incl. prod-db-replica-2) were requested; only two approved/bought.", ["prod-db-replica-2", "3 RDS"], "FIN-APR-2025-0817"),
    ("CI artifacts expiry was proposed at 14 days; changed to 30 days.", ["pw-ci-artifacts", "14 days"], "devs rerun old pipelines"),
    (f"Rightsizing savings were ~{fmt0(RS_ALL)}/mo; after the search data-node rollback ~{fmt0(RS_AFTER)}/mo.", [fmt0(RS_ALL)], fmt0(RS_AFTER)),
    ("search-prod data nodes were r6g.2xlarge.search after CHG-41872; rolled back to r6g.4xlarge.search.", ["data nodes", "r6g.2xlarge.search"], "c81f2a97-04d3-4b1e-8e6a-7f0b3d9c25e4"),
    ("PLAT-2291/2292/2293 were assigned to Dana Whitfield; reassigned to Kwame Asante.", ["Dana Whitfield"], "on leave till Sep 15"),
    ("AWS budget monthly-aws-total was $195,000; now $150,000.", ["monthly-aws-total", "$195,000"], "$150,000.00/month"),
]

if __name__ == "__main__":
    c.build(labels, stale, meta={"domain": "cloud FinOps / platform engineering", "language": "en", "author": "author-d"},
            out_path="/work/blind15/out/blind-cloud-cost-reduction.json")

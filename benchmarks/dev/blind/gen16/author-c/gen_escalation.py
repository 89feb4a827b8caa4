"""Generator for blind-enterprise-support-escalation (author-c). Deterministic (seeded)."""
import random
from datetime import datetime, timedelta

from lib import Conv

R = random.Random(16031)
OUT = "/work/blind16/out/blind-enterprise-support-escalation.json"

SYSTEM = """You are Relay, the support-operations assistant at Nimbus API (enterprise API platform).
You work for the Enterprise Support team and act through tools: the ticketing system (ticket_*), the incident
database (incident_*), the contracts repository (contract_get), the CRM (crm_*), billing (billing_credit_*),
engineering Jira (jira_*), Slack (slack_post), calendar (calendar_*), the shared support mailbox
(inbox_search, email_send) and personal tasks (task_create).
Rules: all customer-facing e-mail goes out from enterprise-support@nimbusapi.com; never disclose other customers'
names or data; credits above the contractual cap need a written exception from the VP Customer Success;
be precise with numbers and show your working for any SLA calculation. Today is Monday 11 Nov 2024 (CET)."""

c = Conv("blind-enterprise-support-escalation",
         "Halvorsen Logistics escalation: October API outages, SLA credit and exec call", SYSTEM)

# ----------------------------------------------------------------------------------------------
# generated tool outputs
# ----------------------------------------------------------------------------------------------
SUBJECTS = [
    "Webhook delivery delays to eu-west endpoint", "429 rate-limit responses on /v2/shipments/batch",
    "Sandbox API key rotation request", "Question about pagination cursor expiry",
    "TLS certificate chain warning on api.nimbusapi.com", "Intermittent 502 on /v2/tracking/events",
    "Request: raise burst limit for Black Friday", "SSO (Okta) group mapping not syncing",
    "Invoice query: October usage overage", "Timeouts calling /v2/rates/quote from Oslo DC",
    "OpenAPI spec mismatch for Address object", "Audit log export missing 2 days",
    "Webhook signature verification failing after secret rotation", "Latency increase on /v2/labels",
    "New admin user provisioning", "Data residency question (EU only?)",
]


def ticket_search_output():
    rows = []
    start = datetime(2024, 8, 14, 9, 12)
    tid = 75810
    statuses = ["closed", "closed", "closed", "solved", "closed", "pending-customer"]
    reqs = ["ingrid.solberg@halvorsen-logistics.no", "ops-oncall@halvorsen-logistics.no",
            "m.nyberg@halvorsen-logistics.no", "k.aas@halvorsen-logistics.no", "finance@halvorsen-logistics.no"]
    fixed = {
        "SUP-76980": ("2024-10-03 13:52", "P1", "closed", "API returning 503 across all endpoints", reqs[1]),
        "SUP-77105": ("2024-10-09 07:20", "P1", "closed", "Full outage again - shipments API down", reqs[1]),
        "SUP-77233": ("2024-10-24 16:09", "P1", "closed", "Third outage this month, 5xx on every call", reqs[0]),
        "SUP-77390": ("2024-10-29 21:44", "P2", "solved", "Name resolution errors / connection refused for ~20 min", reqs[1]),
        "SUP-77412": ("2024-11-04 08:31", "P1", "open", "ESCALATION: repeated outages in October - SLA credit claim and RCA request", reqs[0]),
    }
    for i in range(26):
        start += timedelta(days=R.randint(1, 4), hours=R.randint(0, 7), minutes=R.randint(0, 59))
        tid += R.randint(20, 70)
        rows.append((f"SUP-{tid}", start.strftime("%Y-%m-%d %H:%M"), R.choice(["P3", "P3", "P4", "P2"]),
                     R.choice(statuses), R.choice(SUBJECTS), R.choice(reqs)))
    for k, v in fixed.items():
        rows.append((k,) + v)
    rows.sort(key=lambda r: r[1])
    lines = ["ticket_search: account=ACC-20417 (Halvorsen Logistics AS) created>=2024-08-12  -> 31 results",
             f"{'ID':<10} {'CREATED (UTC)':<17} {'PRI':<4} {'STATUS':<17} {'REQUESTER':<40} SUBJECT"]
    for r in rows[-31:]:
        lines.append(f"{r[0]:<10} {r[1]:<17} {r[2]:<4} {r[3]:<17} {r[5]:<40} {r[4]}")
    lines.append("linked_incidents: SUP-76980->INC-5521, SUP-77105->INC-5538, SUP-77233->INC-5574, SUP-77390->INC-5589")
    return "\n".join(lines)


TICKET_77412 = """ticket SUP-77412  [P1 | open | escalated]  account ACC-20417 Halvorsen Logistics AS (Enterprise, EU)
subject: ESCALATION: repeated outages in October - SLA credit claim and RCA request
requester: Ingrid Solberg <ingrid.solberg@halvorsen-logistics.no> (Head of Platform Engineering)
cc: Lars Fjeld <lars.fjeld@halvorsen-logistics.no> (CTO)
assignee: you (Enterprise Support, tier 3)   created: 2024-11-04 08:31 UTC   first-response SLA: breached? no (P1, responded 08:49 auto-ack only)
tags: sla-claim, outage, exec-visibility, renewal-risk

--- description (public) --- 2024-11-04 08:31 UTC, Ingrid Solberg
Hello,
We are formally raising an escalation about the reliability of the Nimbus shipments and tracking APIs during October.
Our on-call team recorded at least four full outages (3 Oct, 9 Oct, 17 Oct, 24 Oct) and a shorter incident on the
evening of 29 Oct where our services could not resolve/connect to api.nimbusapi.com. Each of these stopped label
printing at our Drammen and Gothenburg warehouses. The 9 Oct outage alone delayed roughly 4,100 parcels.
Under our agreement we are claiming service credits for October. We also need:
  1. a written root-cause analysis covering all of the incidents, and
  2. a call with your engineering leadership and our account manager this week.
Please treat this as our formal SLA credit claim for October 2024.
Regards, Ingrid

--- comment (public) --- 2024-11-05 14:02 UTC, Lars Fjeld
To whom it may concern,
I am adding myself to this ticket. Five incidents in one month is not acceptable for a platform we pay close to
one million dollars a year for. Beyond the contractual credit we expect a meaningful gesture, and we want to discuss
moving to a 99.99% availability commitment at renewal with credits that actually reflect the business impact.
Our renewal decision is due in Q1 and this will weigh on it. I expect a substantive answer, not a template.
Lars Fjeld, CTO, Halvorsen Logistics

--- comment (internal) --- 2024-11-05 16:40 UTC, Jonas Meier (L2)
Escalated to T3. FYI the 9 Oct and 24 Oct events were the same gateway pool problem that also hit Brightwater Foods
(ACC-19877) - do NOT reference that externally. Status page listed 17 Oct as maintenance. 29 Oct event was logged under
api-dns, not api-gateway, so it may not show in the standard incident filter.

--- comment (public) --- 2024-11-06 09:15 UTC, Ingrid Solberg
Any update? We have not had anything beyond the auto-acknowledgement. Please also confirm who our account manager is
now - we heard Dana may be moving on.

--- comment (internal) --- 2024-11-08 11:03 UTC, Dana Whitfield (Account Management)
Heads-up: I'm handing my EU accounts over this week. Will confirm new owner in CRM. Please keep me posted until then.

sla_clock: next public response due 2024-11-11 12:00 UTC (customer chased twice)"""

INCIDENTS = [
    ("INC-5521", datetime(2024, 10, 3, 13, 41), 47, "SEV-1", "api-gateway", "full outage, 5xx on all routes",
     "Gateway upstream connection pool exhausted; mitigated by rolling restart of gateway pods."),
    ("INC-5538", datetime(2024, 10, 9, 7, 12), 98, "SEV-1", "api-gateway", "full outage, 5xx on all routes",
     "Pool exhaustion recurred under Monday-morning batch load; mitigated by restart + temporary scale-out to 24 pods."),
    ("INC-5560", datetime(2024, 10, 17, 2, 14), 38, "SEV-2", "api-gateway",
     "outage during scheduled maintenance window MNT-2024-1017 (02:00-04:00 UTC)",
     "Database failover during maintenance took longer than planned; API unavailable. Status page: 'scheduled maintenance'. SLA flag: EXCLUDED (maintenance)."),
    ("INC-5574", datetime(2024, 10, 24, 16, 3), 65, "SEV-1", "api-gateway", "full outage, 5xx on all routes",
     "Pool exhaustion again after traffic shift from us-east-1; mitigated by restart. Suspected connection-pool sizing regression."),
]


def metrics(start, dur, pool_exhaust=True, seed=0):
    r = random.Random(seed)
    out = []
    t0 = start - timedelta(minutes=6)
    for m in range(dur + 12):
        t = t0 + timedelta(minutes=m)
        inside = start <= t < start + timedelta(minutes=dur)
        rps = r.randint(3900, 5200) if not inside else r.randint(2100, 4700)
        if inside:
            e5 = r.uniform(62, 99.6)
            p99 = r.randint(9000, 30000)
            pool = "64/64" if pool_exhaust else f"{r.randint(12, 30)}/64"
            wait = r.randint(800, 4200) if pool_exhaust else r.randint(0, 5)
        else:
            e5 = r.uniform(0.01, 0.4)
            p99 = r.randint(180, 420)
            pool = f"{r.randint(18, 44)}/64"
            wait = r.randint(0, 3)
        out.append(f"{t:%H:%M} | eu-west-1 | req/s {rps:>5} | 5xx {e5:5.1f}% | p99 {p99:>6} ms | pool {pool:>5} | pool_wait {wait:>4}")
    return out


def incident_list_output():
    lines = ["incident_list: service=api-gateway region=eu-west-1 from=2024-10-01 to=2024-10-31 customer_impact=ACC-20417",
             "4 incidents found (filter: service=api-gateway). Downtime minutes are from the SLA monitor (5xx > 5% for a full minute).", ""]
    for i, (iid, st, dur, sev, svc, summ, note) in enumerate(INCIDENTS):
        end = st + timedelta(minutes=dur)
        lines += [f"=== {iid} [{sev}] {svc} - {summ}",
                  f"start {st:%Y-%m-%d %H:%M} UTC  end {end:%H:%M} UTC  sla_downtime_min {dur}  status resolved",
                  f"notes: {note}",
                  "timeline:"]
        ev = [(0, "SLA monitor breach: 5xx > 5% (synthetic probe + real traffic)"),
              (2, "PagerDuty triggered -> on-call SRE"),
              (5, "on-call acknowledged"),
              (9, "status page: investigating"),
              (min(dur - 8, 21), "mitigation started"),
              (dur - 1, "error rate back under threshold"),
              (dur + 4, "status page: resolved")]
        if iid == "INC-5560":
            ev = [(-14, "maintenance MNT-2024-1017 started (DB primary failover, planned 20 min)"),
                  (0, "SLA monitor breach: 5xx > 5%"), (3, "on-call acknowledged (maintenance bridge already open)"),
                  (17, "replica promotion stuck on WAL replay"), (dur - 1, "error rate back under threshold"),
                  (dur + 20, "maintenance closed")]
        for off, txt in ev:
            lines.append(f"  {(st + timedelta(minutes=off)):%H:%M}  {txt}")
        lines.append("metrics (1-min):")
        lines += ["  " + x for x in metrics(st, dur, pool_exhaust=(iid != "INC-5560"), seed=i + 7)]
        lines.append("")
    lines.append("status page exclusions: INC-5560 flagged 'scheduled maintenance' -> excluded from SLA by default rule MAINT-EXCL")
    return "\n".join(lines)


CONTRACT = """contract MSA-HL-2023-118  Master Services Agreement - Halvorsen Logistics AS  (effective 2023-04-01, term 24 months, renewal 2025-03-31)
Order Form OF-2023-118-1: Nimbus API Enterprise (shipments, tracking, rates, labels), EU data residency.
Fees: USD $84,000 per month for the Nimbus API Enterprise service, invoiced monthly in advance (Net 30).

SCHEDULE B - SERVICE LEVEL AGREEMENT
1. Definitions
 1.1 "Monthly Uptime Percentage" = (total minutes in the calendar month - Downtime minutes) / total minutes in the month x 100.
 1.2 "Downtime" = any minute in which the Service returns server-side errors (HTTP 5xx) or fails to respond for more
     than 5% of valid requests, as measured by Nimbus's SLA monitor, excluding Excluded Downtime.
 1.3 "Service Credit" = a percentage of the monthly fee for the affected Service for the month in which the Downtime occurred.
2. Commitment: Monthly Uptime Percentage of at least 99.95%.
3. Service Credits
   Monthly Uptime Percentage          Service Credit
   >= 99.95%                          0%
   99.90% to < 99.95%                 5%
   99.50% to < 99.90%                 15%
   99.00% to < 99.50%                 25%
   < 99.00%                           30%
 3.2 Aggregate Service Credits for any month shall not exceed 30% of the monthly fee for the affected Service ("Cap").
 3.3 Service Credits are applied against future invoices and are not redeemable for cash, unless the Agreement terminates.
4. Excluded Downtime
 4.1 Downtime caused by Customer's systems, networks or misuse of the Service.
 4.2 Force majeure events (Section 14 of the MSA).
 4.3 Scheduled Maintenance, provided Nimbus gives Customer at least 72 hours' prior written notice (e-mail to the
     designated technical contacts or status page subscription) and the maintenance falls within the published window
     (Tue/Thu 01:00-05:00 UTC). Maintenance announced with less notice is treated as Downtime.
 4.4 Failures of third-party networks or providers engaged by Customer. (Providers engaged by Nimbus, including DNS
     and cloud infrastructure providers, are NOT excluded.)
5. Claims
 5.1 Customer must submit a claim within 30 days after the end of the month in which the Downtime occurred, via a
     support ticket referencing this Schedule.
 5.2 Nimbus will respond with its calculation within 10 business days.
 5.3 Service Credits are Customer's sole and exclusive remedy for Downtime, except as set out in MSA Section 11.3
     (chronic failure: three consecutive months below 99.5% gives Customer a termination right without penalty).
6. Reporting: on request Nimbus provides a written root-cause analysis for any SEV-1 incident within 15 business days.

Designated technical contacts (Schedule D): ingrid.solberg@halvorsen-logistics.no, ops-oncall@halvorsen-logistics.no
Signed: Lars Fjeld (CTO, Halvorsen) / Helena Brandt (VP Customer Success, Nimbus API)
amendments on file: none"""

MAINT = """maintenance_notice MNT-2024-1017
title: Database primary failover - shipments/tracking cluster eu-west-1
window: Thu 2024-10-17 02:00-04:00 UTC (within published window Tue/Thu 01:00-05:00 UTC)
expected impact: "no downtime expected; brief elevated latency possible"
created_by: k.ostrowski@nimbusapi.com (DB platform)   approved_by: change-advisory-board CAB-2024-41

delivery log:
  2024-10-16 00:40:11 UTC  status page post published (incident.io component: API / eu-west-1)
  2024-10-16 00:40:14 UTC  status page subscriber e-mail batch queued (3,412 recipients)
  2024-10-16 00:41:02 UTC  delivered -> ops-oncall@halvorsen-logistics.no
  2024-10-16 00:41:02 UTC  delivered -> ingrid.solberg@halvorsen-logistics.no
  2024-10-16 00:52:37 UTC  batch complete (3,398 delivered, 14 bounced)

notice lead time before window start: 25h 20m   (policy minimum for SLA exclusion: 72h)
policy check: FAILED - notice sent later than 72h before window (original date was 2024-10-22, pulled forward on 2024-10-15 by CAB)
sla_exclusion_flag on INC-5560: EXCLUDED (set automatically by status-page rule MAINT-EXCL; rule does not check lead time)"""


def incident_search_output():
    st = datetime(2024, 10, 29, 21, 37)
    lines = ["incident_search: region=eu-west-1 service=* from=2024-10-25 to=2024-10-31 -> 3 results", "",
             "INC-5583  SEV-3  api-docs        2024-10-26 10:02-10:19 UTC  docs site slow (no API impact, sla_downtime_min 0)",
             "INC-5586  SEV-3  webhooks        2024-10-28 03:11-03:40 UTC  webhook retries delayed (no 5xx, sla_downtime_min 0)",
             "INC-5589  SEV-2  api-dns         2024-10-29 21:37-21:59 UTC  sla_downtime_min 22  status resolved (RCA open)",
             "", "=== INC-5589 detail",
             "summary: clients in eu-west could not resolve api.nimbusapi.com / got connection refused from edge for 22 minutes",
             "suspected cause: upstream DNS resolver timeouts at our managed DNS provider (NS1-equivalent, contract VND-0442); not yet confirmed,",
             "                 provider ticket PRV-88213 open. Engineering has NOT ruled out a link to the gateway pool issue (edge retries).",
             "customers_impacted: 41 EU enterprise accounts incl. ACC-20417", "linked tickets: SUP-77390", "timeline:",
             "  21:37  SLA monitor breach: DNS lookups failing (SERVFAIL) from 3/5 probes",
             "  21:40  PagerDuty triggered -> on-call SRE (Tomasz P.)",
             "  21:46  failover to secondary DNS provider started", "  21:58  resolution healthy on all probes",
             "  21:59  SLA monitor clear", "  22:10  status page: resolved", "metrics (1-min):"]
    r = random.Random(99)
    for m in range(22 + 12):
        t = st - timedelta(minutes=6) + timedelta(minutes=m)
        inside = st <= t < st + timedelta(minutes=22)
        fail = r.uniform(55, 97) if inside else r.uniform(0, 0.2)
        lines.append(f"  {t:%H:%M} | eu-west-1 | dns_fail {fail:5.1f}% | connect_refused {r.randint(400, 2600) if inside else r.randint(0, 3):>5} | "
                     f"pool {('%d/64' % r.randint(30, 64)) if inside else ('%d/64' % r.randint(18, 40)):>5}")
    return "\n".join(lines)


def crm_output():
    contacts = [
        ("Ingrid Solberg", "Head of Platform Engineering", "ingrid.solberg@halvorsen-logistics.no", "+47 913 44 208", "technical, escalation"),
        ("Lars Fjeld", "CTO", "lars.fjeld@halvorsen-logistics.no", "+47 900 12 771", "executive sponsor, signatory"),
        ("Maja Nyberg", "Integration Lead", "m.nyberg@halvorsen-logistics.no", "+47 481 20 006", "technical"),
        ("Kari Aas", "Procurement Manager", "k.aas@halvorsen-logistics.no", "+47 917 55 310", "commercial, renewal"),
        ("Accounts Payable", "-", "finance@halvorsen-logistics.no", "-", "billing"),
    ]
    lines = ["crm_get: account ACC-20417", "name: Halvorsen Logistics AS   segment: Enterprise   region: EU-North   HQ: Drammen, Norway",
             "ARR: $1,008,000   contract: MSA-HL-2023-118   renewal_date: 2025-03-31   health_score: 31/100 (RED, was 74 on 2024-09-30)",
             "account_owner: Marcus Oyelaran <marcus.oyelaran@nimbusapi.com>",
             "  change log: 2024-11-08 16:22 UTC account_owner  was: Dana Whitfield <dana.whitfield@nimbusapi.com>  now: Marcus Oyelaran <marcus.oyelaran@nimbusapi.com>",
             "              reason: 'Dana Whitfield moved to EMEA strategic accounts; EU-North book reassigned'  by: sales-ops (R. Lindqvist)",
             "csm: (vacant since 2024-09-01)   solutions_engineer: Arjun Mehta", "", "contacts:"]
    for n, t, e, p, role in contacts:
        lines.append(f"  - {n:<17} | {t:<30} | {e:<42} | {p:<15} | {role}")
    lines += ["", "open opportunities:",
              "  OPP-33190  Renewal FY25 (24 months)          $2,016,000   stage: Discovery   close 2025-03-31   owner Marcus Oyelaran",
              "  OPP-33412  Add-on: Rates API premium tier   $96,000      stage: On hold (customer paused 2024-11-05)",
              "", "recent activity:"]
    acts = ["QBR held (Q3) - positive, discussed rates premium", "Usage report sent", "Customer paused add-on discussion pending outage review",
            "Exec sponsor (Lars Fjeld) complaint e-mail logged", "Health score recomputed: RED (P1 tickets x4, NPS detractor)",
            "Invoice INV-HL-2410 paid", "November invoice ($84,000) issued - due 2024-12-01"]
    d = datetime(2024, 9, 18)
    for a in acts:
        d += timedelta(days=R.randint(3, 9))
        lines.append(f"  {d:%Y-%m-%d}  {a}")
    lines.append("billing: invoices monthly in advance; November invoice issued 2024-11-01, status open, credits can still be applied until 2024-11-25")
    return "\n".join(lines)


def freebusy_output():
    people = ["you", "marcus.oyelaran@nimbusapi.com", "priya.raman@nimbusapi.com",
              "ingrid.solberg@halvorsen-logistics.no (external, free/busy shared)", "lars.fjeld@halvorsen-logistics.no (external, free/busy shared)"]
    busy = {
        ("Thu", 0): {"09:00", "11:30", "12:00", "16:30"}, ("Thu", 1): {"10:00", "10:30", "13:00", "17:00"},
        ("Thu", 2): {"09:30", "13:30", "14:00"}, ("Thu", 3): {"08:30", "09:00", "12:00"}, ("Thu", 4): {"09:00", "09:30", "10:00", "16:00"},
        ("Fri", 0): {"13:00"}, ("Fri", 1): {"12:00", "15:00"}, ("Fri", 2): {"10:00", "10:30", "16:00"},
        ("Fri", 3): {"14:00"}, ("Fri", 4): {"08:30", "15:30", "16:00"},
    }
    slots = [f"{h:02d}:{m:02d}" for h in range(8, 18) for m in (0, 30)]
    lines = ["calendar_freebusy: Thu 2024-11-14 and Fri 2024-11-15, 08:00-18:00 CET, 30-min slots ('#' busy, '.' free)", ""]
    for day in ("Thu", "Fri"):
        lines.append(f"{day}  " + " ".join(s[:2] if s.endswith("00") else "  " for s in slots))
        for i, p in enumerate(people):
            row = " ".join(" #" if s in busy.get((day, i), set()) else " ." for s in slots)
            lines.append(f"     {row}   {p}")
        lines.append("")
    lines.append("common free 45-min blocks Thu: 14:30-15:30, 15:00-16:00 (15:00-15:45 fits all 5)")
    lines.append("common free 45-min blocks Fri: 09:00-10:00, 11:00-12:00 (Priya busy 10:00-11:00 'Change Advisory Board (weekly)')")
    return "\n".join(lines)


def inbox_output():
    lines = ["inbox_search: mailbox=enterprise-support@nimbusapi.com + you, received>=2024-11-11 00:00 CET, 16 messages (newest first)",
             f"{'#':<3} {'RECEIVED':<17} {'FROM':<42} SUBJECT"]
    noise = [("noreply@pagerduty.com", "[Resolved] INC-5601 webhooks latency (SEV-3)"),
             ("jonas.meier@nimbusapi.com", "Re: T3 queue handover for week 46"),
             ("billing-ops@nimbusapi.com", "Credit memo queue - 7 items awaiting finance"),
             ("noreply@statuspage.nimbusapi.com", "Weekly availability digest (EU)"),
             ("support@bluewave-freight.example", "Re: SUP-77433 API key scopes"),
             ("arjun.mehta@nimbusapi.com", "Halvorsen integration diagram (FYI)"),
             ("hr-announcements@nimbusapi.com", "Open enrolment closes Friday"),
             ("noreply@jira.nimbusapi.com", "[JIRA] ENG-8812 watchers updated"),
             ("k.aas@halvorsen-logistics.no", "Renewal timeline - procurement calendar"),
             ("noreply@pagerduty.com", "[Triggered] INC-5604 api-docs build failure (SEV-4)"),
             ("it-security@nimbusapi.com", "Phishing simulation results Q4"),
             ("sales-ops@nimbusapi.com", "EU-North book reassignment complete"),
             ("marcus.oyelaran@nimbusapi.com", "Re: Halvorsen - goodwill credit"),
             ("noreply@slack.com", "3 unread mentions in #sre-escalations")]
    t = datetime(2024, 11, 11, 8, 2)
    rows = []
    for f, s in noise:
        t += timedelta(minutes=R.randint(6, 31))
        rows.append((t, f, s))
    rows.append((datetime(2024, 11, 11, 14, 48), "ingrid.solberg@halvorsen-logistics.no", "Re: [SUP-77412] Call on Thursday"))
    rows.append((datetime(2024, 11, 11, 15, 6), "helena.brandt@nimbusapi.com", "Re: APPROVAL - Halvorsen Oct SLA credit above cap"))
    rows.sort(key=lambda r: r[0], reverse=True)
    for i, (t, f, s) in enumerate(rows, 1):
        lines.append(f"{i:<3} {t:%Y-%m-%d %H:%M}  {f:<42} {s}")
    lines += ["", "--- full text: Re: APPROVAL - Halvorsen Oct SLA credit above cap ---",
              "From: Helena Brandt <helena.brandt@nimbusapi.com> (VP Customer Success)",
              "To: you; Marcus Oyelaran   Cc: finance-controller@nimbusapi.com   15:06 CET",
              "Hi both,",
              "I read Lars's letter and the incident list. 30% is technically the cap but it reads as 'the contract minimum",
              "plus a rounding', and with five incidents and a red renewal I don't think it lands. I'm approving a credit of",
              "35% of the October fee for the API Enterprise service as a one-off executive exception - log it as EXC-0931.",
              "Conditions: (1) it is applied as a credit against the November invoice INV-HL-2411, not a cash refund;",
              "(2) the letter must say it is a one-time exception and does not amend Schedule B; (3) finance-controller signs",
              "off the memo as usual. Please don't negotiate the SLA level itself (99.99% etc.) on this thread - that goes to",
              "legal and the renewal team.",
              "Helena", "",
              "--- full text: Re: [SUP-77412] Call on Thursday ---",
              "From: Ingrid Solberg <ingrid.solberg@halvorsen-logistics.no>   14:48 CET",
              "Thanks for the invite. Lars has to be in Rotterdam on Thursday and won't be able to join, and he really wants",
              "to be on this call. Could we do Friday instead, 10:00 your time (same for us)? 45 minutes is fine.",
              "Also - I'd appreciate it if the engineer who owns the RCA is on the call, not only account management.",
              "Best, Ingrid"]
    return "\n".join(lines)


def jira_output():
    lines = ["jira_get ENG-8812  [Bug | P1 | In Progress]  'RCA: Halvorsen (ACC-20417) October outages - INC-5521/5538/5560/5574/5589'",
             "assignee: Priya Raman (SRE Lead, API Platform)   reporter: you   component: api-gateway, api-dns   labels: customer-rca, exec-visibility",
             "Due date: 13 Nov 2024  (changed from 12 Nov 2024 by Priya Raman on 2024-11-11 16:40 UTC)",
             "fixVersion: gateway v4.18.2   linked: INC-5521, INC-5538, INC-5560, INC-5574, INC-5589, CHG-21877",
             "", "--- comments ---",
             "[2024-11-11 13:10 UTC] Priya Raman: Ack. Taking this. Pulling gateway logs for all four api-gateway events.",
             "[2024-11-11 16:38 UTC] Priya Raman:",
             "  Preliminary root cause (INC-5521, 5538, 5574): gateway v4.17.0 (deployed 2024-09-30) changed the upstream client",
             "  default max_idle_conns from 256 to 64 per pod while keeping max_conns_per_host=64. Under bursty batch traffic the",
             "  pool saturates, requests queue on pool_wait, health checks time out and pods get pulled from the LB -> cascade.",
             "  Fix: gateway v4.18.2 restores max_idle_conns=256, adds a bounded wait (250 ms) and separates health-check connections.",
             "  v4.18.2 is on canary in eu-west-1 since 2024-11-09 (20% traffic), zero pool saturation so far.",
             "  Full rollout is tentatively planned for 19 Nov after the CAB, but it is NOT committed - please don't give customers a date yet.",
             "  INC-5560 (17 Oct) is separate: DB failover during MNT-2024-1017 stalled on WAL replay. Counted as downtime on our side too.",
             "  INC-5589 (29 Oct) looks different again - SERVFAIL from the managed DNS provider's resolvers. Provider (PRV-88213) has not",
             "  given us their RCA yet, so I can't say whether it is related to the gateway issue. Leaving it open in the RCA.",
             "  Moving the due date to 13 Nov - I want the DNS provider's answer in the document if at all possible.",
             "[2024-11-11 16:52 UTC] Priya Raman: I can't do Friday 10:00 (CAB). Tomás has all the context, fine with him covering.",
             "", "--- attachment: gateway-eu-west-1-2024-10-24.log (excerpt, 48 of 12,905 lines) ---"]
    r = random.Random(4242)
    t = datetime(2024, 10, 24, 16, 1, 40)
    pods = [f"gw-eu-7c9f{r.randint(100, 999)}-{''.join(r.choice('abcdefghjkmnpqrstuvwxyz') for _ in range(5))}" for _ in range(6)]
    msgs = ["upstream pool saturated host=shipments-svc.internal:8443 active=64 idle=0 waiters={w}",
            "request timeout after 10000ms route=/v2/shipments/batch upstream_wait={w}ms",
            "health check /healthz failed: context deadline exceeded (pool_wait {w}ms)",
            "removed from target group by LB (3 consecutive health check failures)",
            "upstream pool saturated host=tracking-svc.internal:8443 active=64 idle=0 waiters={w}",
            "GET /v2/tracking/events 503 upstream_unavailable latency={w}ms"]
    for i in range(48):
        t += timedelta(seconds=r.randint(3, 40))
        lvl = r.choice(["WARN", "ERROR", "ERROR"])
        lines.append(f"{t:%Y-%m-%dT%H:%M:%S}Z {lvl:<5} {r.choice(pods)} {r.choice(msgs).format(w=r.randint(300, 9800))}")
    return "\n".join(lines)


# ----------------------------------------------------------------------------------------------
# the conversation
# ----------------------------------------------------------------------------------------------
c.user("""Morning. I need your help with the Halvorsen Logistics escalation, ticket SUP-77412. Ingrid Solberg (their head of platform) and now their CTO Lars Fjeld are on it, they had a run of API outages in October and they're claiming SLA credits. Dana Whitfield is the account manager on record as far as I know.

What I need today: pull the ticket and their recent ticket history, the October incident timelines, and the SLA from their contract, and work out what credit they're actually owed. Then we'll do a first response to Ingrid and get a call set up with them this week.

One thing up front: don't promise any fix date in writing until Priya's team has confirmed it. We got burned on that last quarter.""")

c.model("On it. I'll start with the escalation ticket and the account's ticket history so I know what they've already told us.",
        [("ticket_get", {"ticket_id": "SUP-77412", "include": ["comments", "internal_notes", "sla_clock"]}),
         ("ticket_search", {"account_id": "ACC-20417", "created_after": "2024-08-12", "sort": "created_asc", "limit": 50,
                            "fields": ["id", "created", "priority", "status", "requester", "subject", "linked_incidents"]})])
c.tool(TICKET_77412, ticket_search_output())

c.model("""The ticket references five dates (3, 9, 17, 24 and 29 Oct) and four linked P1/P2 tickets. Note the internal comment from Jonas: the 29 Oct event was logged under `api-dns`, so I'll pull the standard gateway incident list first and the contract's Schedule B alongside it.""",
        [("incident_list", {"service": "api-gateway", "region": "eu-west-1", "from": "2024-10-01", "to": "2024-10-31",
                            "customer_impact": "ACC-20417", "include": ["timeline", "metrics_1m", "sla_flags"]}),
         ("contract_get", {"contract_id": "MSA-HL-2023-118", "sections": ["order_form", "schedule_b", "schedule_d"]})])
c.tool(incident_list_output(), CONTRACT)

c.model("""## First pass: October SLA for Halvorsen (ACC-20417)

**Contract:** MSA-HL-2023-118, Schedule B. Commitment 99.95% monthly uptime, fee **$84,000/month** for Nimbus API Enterprise. Credits are a % of that monthly fee, capped at 30%, applied to future invoices (no cash).

| Incident | Date (UTC) | Downtime | SLA flag |
|---|---|---|---|
| INC-5521 | 3 Oct, 13:41–14:28 | 47 min | counted |
| INC-5538 | 9 Oct, 07:12–08:50 | 98 min | counted |
| INC-5560 | 17 Oct, 02:14–02:52 | 38 min | **excluded** (scheduled maintenance MNT-2024-1017) |
| INC-5574 | 24 Oct, 16:03–17:08 | 65 min | counted |

**Working (with the system's exclusion applied):**
- October = 31 days × 1,440 = **44,640 min**
- Counted downtime = 47 + 98 + 65 = **210 min**
- Uptime = (44,640 − 210) / 44,640 = **99.530%**
- Tier 99.50%–<99.90% → **15% credit = $12,600**

A few caveats before we rely on this:
1. **INC-5560** is only excluded because the status-page rule flagged it as maintenance. Schedule B §4.3 only excludes maintenance with **72 hours' written notice**; I haven't verified the notice yet.
2. The **29 Oct** event Ingrid mentions isn't in this list: it was filed under `api-dns`, which this filter doesn't cover.
3. The three gateway incidents all show the connection pool pinned at 64/64 with large `pool_wait`, which looks like one recurring root cause.

Do you want me to check the maintenance notice and the 29 Oct incident before we go further?""")

i_u2 = c.user("""Wait, don't take that maintenance exclusion at face value. I'm fairly sure the notice for the 17th went out late, they pulled that maintenance forward. Check the actual notice.""")

c.model("Checking the notice and its delivery log.",
        [("maintenance_notice_get", {"notice_id": "MNT-2024-1017", "include": ["delivery_log", "policy_check"]})])
c.tool(MAINT)

i_25 = c.model("""You're right. The maintenance was pulled forward by the CAB, and the notice went out on **16 Oct at 00:40 UTC**, only **25h 20m** before the window. Schedule B §4.3 requires 72 hours, so **INC-5560 cannot be excluded**. The `MAINT-EXCL` rule doesn't check lead time, which is why it was flagged.

**Recalculated:**
- Counted downtime = 47 + 98 + 38 + 65 = **248 min**
- Uptime = (44,640 − 248) / 44,640 = **99.444%**
- Tier 99.00%–<99.50% → **25% credit = $21,000** (previously 15% / $12,600)

That still leaves the 29 Oct event unaccounted for.""")

c.user("""Good catch on the tier. And yes, Ingrid's ticket mentions something on the evening of the 29th. Is that one of ours, and does it count?""")

c.model("Searching all services in eu-west-1 for the last week of October.",
        [("incident_search", {"region": "eu-west-1", "service": "*", "from": "2024-10-25", "to": "2024-10-31",
                              "include": ["detail", "timeline", "metrics_1m"]})])
c.tool(incident_search_output())

i_270 = c.model("""Yes, it's ours: **INC-5589** (29 Oct, 21:37–21:59 UTC, **22 min**), filed under `api-dns`. Clients couldn't resolve `api.nimbusapi.com`. The suspected cause is upstream **DNS resolver** timeouts at our managed DNS provider (provider ticket PRV-88213), but **that isn't confirmed yet**, and engineering hasn't ruled out a link to the gateway issue.

**Does it count?** Yes. §4.4 only excludes providers engaged by the *customer*; DNS providers engaged by Nimbus are explicitly **not** excluded.

| | Minutes |
|---|---|
| INC-5521 | 47 |
| INC-5538 | 98 |
| INC-5560 | 38 |
| INC-5574 | 65 |
| INC-5589 | 22 |
| **Total** | **270 min** |

- Uptime = (44,640 − 270) / 44,640 = **99.395%**
- Still in the **25% tier → $21,000**, the contractual credit for October.
- Claim is in time: §5.1 allows 30 days after month-end and SUP-77412 was filed 4 Nov.

**Open:** the root cause of INC-5589 and whether it's related to the pool exhaustion.""")

c.user("""OK. Loop in engineering. I want a proper RCA from Priya covering all five incidents, and an ETA for the connection-pool fix, internal only for now. Put it in a Jira so it's tracked, and ping #sre-escalations so it doesn't sit there.""")

c.model("Creating the RCA ticket and posting to the channel.",
        [("jira_create", {"project": "ENG", "issue_type": "Bug", "priority": "P1", "assignee": "priya.raman@nimbusapi.com",
                          "summary": "RCA: Halvorsen (ACC-20417) October outages - INC-5521/5538/5560/5574/5589",
                          "description": "Enterprise customer Halvorsen Logistics (SUP-77412) has filed an SLA claim for October and requested a written RCA covering all five incidents: INC-5521 (3 Oct, 47 min), INC-5538 (9 Oct, 98 min), INC-5560 (17 Oct, 38 min, during MNT-2024-1017 - notice was late, counts as downtime), INC-5574 (24 Oct, 65 min), INC-5589 (29 Oct, 22 min, api-dns). Metrics show gateway pool at 64/64 during 5521/5538/5574. Please provide: (1) root cause per incident, (2) remediation + internal ETA for the connection-pool fix. Customer-facing dates must not be committed without SRE sign-off.",
                          "components": ["api-gateway", "api-dns"], "labels": ["customer-rca", "exec-visibility"],
                          "links": ["INC-5521", "INC-5538", "INC-5560", "INC-5574", "INC-5589", "SUP-77412"], "due_date": "2024-11-12"}),
         ("slack_post", {"channel": "#sre-escalations",
                         "text": "P1 customer RCA needed: Halvorsen Logistics (enterprise, renewal at risk) - 5 October incidents incl. gateway pool exhaustion x3. Jira created, assigned to @priya.raman, due 12 Nov. Need root cause per incident + internal ETA for the pool fix. Please don't share dates with the customer directly; route through Enterprise Support."})])
c.tool("""jira_create: created ENG-8812  'RCA: Halvorsen (ACC-20417) October outages - INC-5521/5538/5560/5574/5589'
status: Open  priority: P1  assignee: Priya Raman  reporter: you  due: 12 Nov 2024
links added: 6 (INC-5521 relates, INC-5538 relates, INC-5560 relates, INC-5574 relates, INC-5589 relates, SUP-77412 customer-ticket)
url: https://jira.nimbusapi.com/browse/ENG-8812
watchers: you, priya.raman, sre-leads@nimbusapi.com""",
       """slack_post: ok  channel=#sre-escalations  ts=1731320588.004119
thread replies so far: 1
  priya.raman (09:24): on it, will take ENG-8812 myself. gateway pool thing is known, I'll get you the RCA + internal ETA.""")

c.model("""Done.
- **ENG-8812** created (P1, assigned to Priya Raman, due **12 Nov**), linked to all five incidents and SUP-77412.
- Posted in #sre-escalations; Priya has already replied that she's taking it herself.""")

c.user("""Now draft the first response to Ingrid on the ticket/e-mail. Acknowledge properly, apologise, list the five incidents with their durations, say we're treating it as a formal SLA claim and the credit calculation is being finalised, but no numbers yet. Say the RCA is in progress, no dates. CC Dana.""")

c.model("Before drafting I'll check the CRM for the current contacts and account owner, since Ingrid asked about that.",
        [("crm_get", {"account_id": "ACC-20417", "include": ["owner_history", "contacts", "opportunities", "activity", "billing"]})])
c.tool(crm_output())

c.model("""**Heads-up before you approve:** the CRM shows the account owner changed on **8 Nov**: Dana Whitfield moved to EMEA strategic accounts and **Marcus Oyelaran** (marcus.oyelaran@nimbusapi.com) is now the account manager. Ingrid explicitly asked who her account manager is, so I've named Marcus in the draft. Health score is red (31/100) and the renewal is 31 Mar 2025.

---
**To:** ingrid.solberg@halvorsen-logistics.no
**Cc:** lars.fjeld@halvorsen-logistics.no, *(Dana or Marcus?)*
**Subject:** Re: [SUP-77412] October outages: acknowledgement and next steps

Dear Ingrid,

Thank you for raising this, and I'm sorry both for the disruption to your Drammen and Gothenburg operations and for how long it took us to give you a proper answer. That's not the standard you should expect from us.

We have confirmed five incidents affecting your traffic in October:

| Date (UTC) | Incident | Duration |
|---|---|---|
| 3 Oct | INC-5521 | 47 min |
| 9 Oct | INC-5538 | 98 min |
| 17 Oct | INC-5560 | 38 min |
| 24 Oct | INC-5574 | 65 min |
| 29 Oct | INC-5589 | 22 min |

We are treating your message of 4 November as a formal service-credit claim for October under Schedule B of your agreement. The calculation is being finalised and you'll have it from us in writing shortly. Our SRE lead is preparing a written root-cause analysis covering all five incidents.

Your account manager is now Marcus Oyelaran, who is copied here. We'd also like to set up a call with you and Lars this week; I'll send a proposed time separately.

Kind regards,
Enterprise Support, Nimbus API
---

Should I CC **Marcus** instead of Dana? And shall I send it?""")

c.user("""Oh right, Dana moved over to EMEA. CC Marcus, and put Dana on bcc just this once so she sees it's been picked up. Then send it, and log it on the ticket.""")

c.model("Sending with Marcus in CC and Dana in BCC, then logging it publicly on SUP-77412.",
        [("email_send", {"from": "enterprise-support@nimbusapi.com", "to": ["ingrid.solberg@halvorsen-logistics.no"],
                         "cc": ["lars.fjeld@halvorsen-logistics.no", "marcus.oyelaran@nimbusapi.com"], "bcc": ["dana.whitfield@nimbusapi.com"],
                         "subject": "Re: [SUP-77412] October outages: acknowledgement and next steps", "in_reply_to_ticket": "SUP-77412",
                         "body": "Dear Ingrid,\n\nThank you for raising this, and I'm sorry both for the disruption to your Drammen and Gothenburg operations and for how long it took us to give you a proper answer. That's not the standard you should expect from us.\n\nWe have confirmed five incidents affecting your traffic in October:\n- 3 Oct, INC-5521: 47 min\n- 9 Oct, INC-5538: 98 min\n- 17 Oct, INC-5560: 38 min\n- 24 Oct, INC-5574: 65 min\n- 29 Oct, INC-5589: 22 min\n\nWe are treating your message of 4 November as a formal service-credit claim for October under Schedule B of your agreement. The calculation is being finalised and you'll have it from us in writing shortly. Our SRE lead is preparing a written root-cause analysis covering all five incidents.\n\nYour account manager is now Marcus Oyelaran, who is copied here. We'd also like to set up a call with you and Lars this week; I'll send a proposed time separately.\n\nKind regards,\nEnterprise Support, Nimbus API"}),
         ("ticket_update", {"ticket_id": "SUP-77412", "visibility": "public", "status": "open",
                            "comment": "Acknowledgement sent by e-mail (5 incidents confirmed, SLA claim accepted for processing, RCA in progress). Account manager: Marcus Oyelaran.",
                            "internal_note": "Contractual calc: 270 min downtime, 99.395% -> 25% tier. Not shared with customer yet. RCA tracked in ENG-8812."})])
c.tool("""email_send: queued -> sent 2024-11-11 10:02:47 CET  message_id <c4f1e0a2.77412.1@mail.nimbusapi.com>
to: ingrid.solberg@halvorsen-logistics.no  cc: lars.fjeld@halvorsen-logistics.no, marcus.oyelaran@nimbusapi.com  bcc: 1 recipient
thread attached to ticket SUP-77412""",
       """ticket_update: SUP-77412 revision 14 -> 15
public comment added (author: you)  internal note added
sla_clock: next-response target met (was due 2024-11-11 12:00 UTC, responded 09:02 UTC)  status: open (unchanged)""")

c.model("""Done. Sent at 10:02 CET to Ingrid (Lars and Marcus in CC, Dana in BCC), and logged on **SUP-77412** (rev 15). The response-time target on the ticket is now met.""")

c.user("""Quick one while I think about the call: remind me what they pay per month and what the cap on credits is? And is there anything in there about chronic failure? Lars will bring it up for sure.""")

c.model("""From MSA-HL-2023-118:

- **Monthly fee:** $84,000 for Nimbus API Enterprise (ARR $1,008,000).
- **Credit cap:** 30% of the monthly fee for the affected service (§3.2). Credits go against future invoices and aren't redeemable for cash unless the agreement terminates (§3.3).
- **Chronic failure:** MSA §11.3 (referenced in Schedule B §5.3) gives them a **termination right without penalty after three consecutive months below 99.5%**. October is one month at 99.395%. September was fine per the health-score history, so they're not there, but two more bad months would trigger it. Expect Lars to know this.
- RCA obligation: §6, written RCA for SEV-1 incidents within 15 business days of request.""")

c.user("""Right. Set up the call for Thursday the 14th at 15:00 CET, 45 minutes. Ingrid and Lars from their side, Marcus and Priya from ours, plus me. Send the invite from the support calendar.""")

c.model("Checking everyone's availability on Thursday (and Friday as a fallback).",
        [("calendar_freebusy", {"attendees": ["me", "marcus.oyelaran@nimbusapi.com", "priya.raman@nimbusapi.com",
                                              "ingrid.solberg@halvorsen-logistics.no", "lars.fjeld@halvorsen-logistics.no"],
                                "from": "2024-11-14T08:00:00+01:00", "to": "2024-11-15T18:00:00+01:00", "slot_minutes": 30})])
c.tool(freebusy_output())

c.model("Thursday 15:00–15:45 CET is free for all five. Creating the invite.",
        [("calendar_create", {"calendar": "enterprise-support@nimbusapi.com",
                              "title": "Halvorsen Logistics x Nimbus API - October incidents & SLA review",
                              "start": "2024-11-14T15:00:00+01:00", "end": "2024-11-14T15:45:00+01:00",
                              "attendees": ["ingrid.solberg@halvorsen-logistics.no", "lars.fjeld@halvorsen-logistics.no",
                                            "marcus.oyelaran@nimbusapi.com", "priya.raman@nimbusapi.com", "me"],
                              "conference": "zoom", "description": "Review of the October incidents (SUP-77412), SLA credit, RCA status and next steps."})])
c.tool("""calendar_create: created event evt_9HL4q2Kz  'Halvorsen Logistics x Nimbus API - October incidents & SLA review'
when: Thu 14 Nov 2024 15:00-15:45 CET   organizer: enterprise-support@nimbusapi.com
conference: https://nimbusapi.zoom.us/j/84120937715  (passcode sent in invite)
invites sent: 5  (ingrid.solberg@halvorsen-logistics.no, lars.fjeld@halvorsen-logistics.no, marcus.oyelaran@nimbusapi.com, priya.raman@nimbusapi.com, you)
responses: you accepted; others needsAction""")

c.model("""Done. Invite **evt_9HL4q2Kz** sent for **Thu 14 Nov 15:00–15:45 CET** (Zoom) to Ingrid, Lars, Marcus, Priya and you.""")

c.user("""Marcus pinged me, he thinks the contractual 25% looks stingy given Lars's letter and wants to offer 30% as a goodwill credit instead. Set up the credit memo in billing at 30% as a draft and draft the proposal e-mail to Ingrid, but don't send anything yet. I've also asked Helena whether we could go further.""")

c.model("Creating the credit memo as a draft.",
        [("billing_credit_create", {"account_id": "ACC-20417", "contract_id": "MSA-HL-2023-118", "service": "Nimbus API Enterprise",
                                    "period": "2024-10", "basis": "monthly_fee", "percent": 30, "amount_usd": 25200.00, "status": "draft",
                                    "reason_code": "SLA_CREDIT_GOODWILL",
                                    "note": "October 2024 SLA claim SUP-77412. Contractual tier 25% ($21,000, uptime 99.395%, 270 min). Goodwill uplift to 30% proposed by account manager Marcus Oyelaran.",
                                    "apply_to": "next_open_invoice"})])
c.tool("""billing_credit_create: created CM-2024-1187 (draft)
account: ACC-20417 Halvorsen Logistics AS   period: 2024-10   basis: monthly fee $84,000.00
percent: 30%   amount: $25,200.00   apply_to: INV-HL-2411 (open, $84,000.00, due 2024-12-01)
checks: contractual tier 25% -> uplift +5 pts (goodwill) | at contractual cap (Schedule B §3.2: 30%) - OK, no exception required
workflow: draft -> submit -> finance-controller approval -> applied""")

c.model("""Done. **CM-2024-1187** created as a **draft**: 30% = **$25,200**, to be applied against the open November invoice. Billing confirms 30% is exactly at the contractual cap, so no exception is needed at this level.

**Draft e-mail (not sent):**

> **Subject:** Re: [SUP-77412] October service credit
>
> Dear Ingrid,
>
> Following up on our acknowledgement: based on the five incidents we confirmed, your Monthly Uptime for October was 99.395%, which under Schedule B corresponds to a 25% service credit. Given the impact on your operations, we'd like to go beyond that and apply a credit of **30%** of the October fee (**$25,200**), which will be deducted from your November invoice.
>
> The written root-cause analysis is in progress and we'll share it as soon as it's finalised. We look forward to discussing everything with you and Lars on the call.
>
> Kind regards, Enterprise Support

I'll hold both until you confirm. Do you want to wait for Helena's answer first?""")

c.user("""Hold on, don't send. Helena replied on the approval thread, and I think Ingrid wrote back about the call as well. Read my inbox and tell me what changes.""")

c.model("Reading today's mail.",
        [("inbox_search", {"mailbox": ["enterprise-support@nimbusapi.com", "me"], "received_after": "2024-11-11T00:00:00+01:00",
                           "full_text_for": ["from:helena.brandt@nimbusapi.com", "from:ingrid.solberg@halvorsen-logistics.no"]})])
c.tool(inbox_output())

c.model("""Two things change:

### 1. Credit: Helena approved more than Marcus's 30%
- **35%** of the October fee, as a **one-off executive exception EXC-0931** (above the 30% cap, so it needs her sign-off, which she has given).
- Conditions: applied as a credit against **INV-HL-2411** (November invoice), **not cash**; the letter must say it's a one-time exception that **does not amend Schedule B**; finance-controller still signs off the memo.
- She explicitly doesn't want the 99.99% SLA level negotiated on this thread. That goes to legal and the renewal team.

### 2. Call: Lars can't do Thursday
- Lars is in Rotterdam on Thursday. Ingrid asks for **Friday, 10:00 CET**, 45 minutes.
- She also wants the engineer who owns the RCA on the call.
- Caveat from the free/busy I pulled earlier: **Priya is busy Friday 10:00–11:00** (weekly CAB).

**Proposed next steps:** amend CM-2024-1187 from 30% to 35% and move the invite to Friday 10:00. Shall I do both?""")

c.user("yes, both")

c.model("Amending the credit memo and moving the event.",
        [("billing_credit_amend", {"credit_memo_id": "CM-2024-1187", "percent": 35, "amount_usd": 29400.00,
                                   "exception_id": "EXC-0931", "approved_by": "helena.brandt@nimbusapi.com",
                                   "reason": "Raise credit from 30% ($25,200) to 35% ($29,400) per VP Customer Success one-off exception EXC-0931; apply against November invoice INV-HL-2411; not a cash refund; does not amend Schedule B.",
                                   "submit": True}),
         ("calendar_update", {"event_id": "evt_9HL4q2Kz", "start": "2024-11-15T10:00:00+01:00", "end": "2024-11-15T10:45:00+01:00",
                              "notify": "all", "message": "Moved to Friday at Ingrid's request so Lars can attend."})])
i_amend = c.tool("""billing_credit_amend: CM-2024-1187 revision 1 -> 2
  percent     was: 30%          now: 35%
  amount      was: $25,200.00   now: $29,400.00
  exception   was: -            now: EXC-0931 (above cap, approved by helena.brandt@nimbusapi.com)
  apply_to    INV-HL-2411 (unchanged)
status: submitted -> pending_finance_approval (finance-controller@nimbusapi.com, SLA 2 business days)
warning: amount exceeds Schedule B §3.2 cap ($84,000 x 30%) - exception reference recorded""",
       """calendar_update: evt_9HL4q2Kz revision 2
  when   was: Thu 14 Nov 2024 15:00-15:45 CET   now: Fri 15 Nov 2024 10:00-10:45 CET
  updates sent: 5 attendees
WARNING: conflict for priya.raman@nimbusapi.com - 'Change Advisory Board (weekly)' Fri 15 Nov 10:00-11:00 CET (busy, recurring, organizer)
responses reset to needsAction for all external attendees""")

c.model("""Done, both:

- **CM-2024-1187** (rev 2): 35%, **$29,400**, exception EXC-0931, against INV-HL-2411. Submitted and now **pending_finance_approval** with the finance controller (2 business days).
- **evt_9HL4q2Kz** moved to **Fri 15 Nov 10:00–10:45 CET**; updates sent.

**Problem:** Priya organises the weekly CAB at exactly that time, and Ingrid specifically wants the RCA owner on the call. Options:

| | Option | Pros | Cons |
|---|---|---|---|
| **A** | Move to 11:00 Friday | Priya can attend | Need to go back to Ingrid/Lars again; Lars's Friday is tight |
| **B** | Keep 10:00, Priya's deputy from SRE joins instead; Priya sends the written RCA status beforehand | Customer's slot is respected | RCA owner not there in person |
| **C** | Ask Priya to skip the CAB | Everyone there | CAB approves the v4.x rollout, so skipping it could delay the fix |

Which do you prefer?""")

c.user("""B. And send Ingrid an agenda the day before the call.""")

i_tomas = c.model("""Swapping Priya for her deputy, Tomás Ruiz (he has the RCA context per the SRE channel), and setting a reminder to send Ingrid the agenda on Thursday.""",
                  [("calendar_update", {"event_id": "evt_9HL4q2Kz", "remove_attendees": ["priya.raman@nimbusapi.com"],
                                        "add_attendees": ["tomas.ruiz@nimbusapi.com"], "notify": "changed_only",
                                        "message": "Tomas Ruiz (SRE) joins for the RCA discussion; Priya Raman is in CAB and will send a written status beforehand."}),
                   ("task_create", {"title": "Send call agenda to Ingrid (SUP-77412) for Fri 15 Nov 10:00 CET call",
                                    "due": "2024-11-14T12:00:00+01:00", "assignee": "me",
                                    "notes": "Agenda: 1) the five incidents, 2) RCA status (Tomas Ruiz), 3) October credit (35%, CM-2024-1187), 4) next steps. No fix dates unless SRE has confirmed."})])
c.tool("""calendar_update: evt_9HL4q2Kz revision 3
  attendees  removed: priya.raman@nimbusapi.com   added: Tomás Ruiz <tomas.ruiz@nimbusapi.com> (SRE, deputy lead API Platform)
  conflicts: none   updates sent: 2 (priya.raman, tomas.ruiz)
current attendees: ingrid.solberg@halvorsen-logistics.no, lars.fjeld@halvorsen-logistics.no, marcus.oyelaran@nimbusapi.com, tomas.ruiz@nimbusapi.com, you""",
       """task_create: created TSK-41188  'Send call agenda to Ingrid (SUP-77412) for Fri 15 Nov 10:00 CET call'
due: Thu 14 Nov 2024 12:00 CET   assignee: you   status: open   reminder: 1h before due""")

c.model("""Done.
- Priya removed and **Tomás Ruiz** added to evt_9HL4q2Kz. No conflicts for him.
- Task **TSK-41188**: send Ingrid the agenda by Thu 14 Nov 12:00 CET.""")

c.user("""Now send the credit proposal to Ingrid: 35%, applied to the November invoice, one-time, doesn't change the SLA schedule. CC Marcus. And make sure nothing in it names Brightwater or any other customer; I saw that internal note on the ticket, it must never leak.""")

c.model("Sending the updated proposal (35%, per Helena's conditions) and logging it on the ticket. No other customer is named anywhere in the text.",
        [("email_send", {"from": "enterprise-support@nimbusapi.com", "to": ["ingrid.solberg@halvorsen-logistics.no"],
                         "cc": ["lars.fjeld@halvorsen-logistics.no", "marcus.oyelaran@nimbusapi.com"],
                         "subject": "Re: [SUP-77412] October service credit", "in_reply_to_ticket": "SUP-77412",
                         "body": "Dear Ingrid,\n\nFollowing up on our acknowledgement. Based on the five incidents we confirmed (270 minutes of downtime in total), your Monthly Uptime for October was 99.395%. Under Schedule B of your agreement this corresponds to a 25% service credit.\n\nGiven the impact on your operations, we are applying a credit of 35% of the October fee for the Nimbus API Enterprise service, i.e. USD 29,400. It will be deducted from your November invoice (INV-HL-2411). This is a one-time exception and does not amend Schedule B.\n\nThe written root-cause analysis is in progress and we will share it once it has been finalised by our SRE team. We look forward to speaking with you and Lars on Friday.\n\nKind regards,\nEnterprise Support, Nimbus API"}),
         ("ticket_update", {"ticket_id": "SUP-77412", "visibility": "public",
                            "comment": "Credit proposal sent: 35% of October fee (CM-2024-1187), applied to INV-HL-2411, one-time exception.",
                            "internal_note": "Exception EXC-0931 (Helena Brandt). Memo pending finance approval. Reminder: no references to other affected customers in external comms."})])
c.tool("""email_send: sent 2024-11-11 16:21:09 CET  message_id <c4f1e0a2.77412.2@mail.nimbusapi.com>
to: ingrid.solberg@halvorsen-logistics.no  cc: lars.fjeld@halvorsen-logistics.no, marcus.oyelaran@nimbusapi.com
dlp_scan: passed (no third-party customer identifiers detected)""",
       """ticket_update: SUP-77412 revision 15 -> 16   public comment added   internal note added   status: open""")

c.model("""Done. The proposal went out at 16:21 CET (Lars and Marcus in CC). The DLP scan passed with no third-party customer identifiers, and it's logged on SUP-77412 (rev 16). The credit memo itself is still **pending finance approval**; it only hits INV-HL-2411 once the controller signs.""")

c.user("""Priya said she's updated the Jira. Check it and tell me what we can and can't say.""")

c.model("Pulling ENG-8812.", [("jira_get", {"issue": "ENG-8812", "include": ["fields", "comments", "attachments_excerpt"]})])
c.tool(jira_output())

c.model("""## ENG-8812: Priya's update

**Root cause (INC-5521, 5538, 5574):** gateway v4.17.0 (30 Sep) dropped `max_idle_conns` from 256 to 64 per pod. Under bursty batch traffic the pool saturates, health checks time out and pods drop out of the load balancer in a cascade. That matches the 64/64 pool metrics.

**Fix:** gateway **v4.18.2** restores `max_idle_conns=256`, adds a bounded 250 ms wait and separates health-check connections. It has been on **canary in eu-west-1 since 9 Nov** (20% of traffic) with no saturation so far.

**Other incidents:**
- INC-5560: separate cause, a DB failover during MNT-2024-1017 that stalled on WAL replay. Priya counts it as downtime too.
- INC-5589: SERVFAIL from the managed DNS provider. Provider RCA (PRV-88213) is still outstanding, so **unresolved**.

**RCA due date moved: 12 Nov → 13 Nov** (she wants the DNS provider's answer in it).

| Can say | Can't say (yet) |
|---|---|
| Root cause identified for the three gateway incidents | Any date for the full rollout (tentatively 19 Nov, **not committed**) |
| A fix is built and running on part of the EU traffic | That INC-5589 is related/unrelated |
| Written RCA is coming | A specific RCA date, until Priya signs off |

Priya has also confirmed that Tomás covering Friday is fine.""")

c.user("""OK. Two more things. Ingrid asked on the ticket about amending the contract to 99.99% with higher credits. I've forwarded that to legal, Shreya Kapoor, but she hasn't answered, so log it on the ticket as open. And remind me on the 13th to send Ingrid the RCA once Priya signs it off. Nothing goes out before her sign-off.""")

c.model("Logging the open legal question internally and creating the RCA reminder.",
        [("ticket_update", {"ticket_id": "SUP-77412", "visibility": "internal",
                            "internal_note": "OPEN: customer (Lars Fjeld / Ingrid Solberg) requests contractual amendment to 99.99% availability with higher credits. Forwarded to legal (Shreya Kapoor) 2024-11-11, no answer yet. Per Helena Brandt: do not negotiate SLA level on the credit thread; legal + renewal team own it.",
                            "add_tags": ["legal-review", "sla-amendment-request"]}),
         ("task_create", {"title": "Send final RCA (ENG-8812) to Ingrid - only after Priya Raman signs off",
                          "due": "2024-11-13T15:00:00+01:00", "assignee": "me",
                          "notes": "RCA due 13 Nov per ENG-8812. Do not send before Priya's sign-off. No rollout date unless SRE confirms. CC Marcus."})])
c.tool("""ticket_update: SUP-77412 revision 16 -> 17   internal note added   tags added: legal-review, sla-amendment-request""",
       """task_create: created TSK-41207  'Send final RCA (ENG-8812) to Ingrid - only after Priya Raman signs off'
due: Wed 13 Nov 2024 15:00 CET   assignee: you   status: open   reminder: 09:00 same day""")

c.model("""Done.
- SUP-77412 rev 17: internal note that the **99.99% amendment request** is with **Shreya Kapoor** (legal), unanswered, tagged `legal-review`.
- **TSK-41207**: send the final RCA on **Wed 13 Nov**, gated on Priya's sign-off (reminder at 09:00).""")

c.user("""Thanks. I'm out tomorrow and Kenji Watanabe is covering this, so reassign SUP-77412 to him and write me a handover he can read cold.""")

c.model("Reassigning the ticket to Kenji.",
        [("ticket_assign", {"ticket_id": "SUP-77412", "assignee": "kenji.watanabe@nimbusapi.com",
                            "note": "Covering from 12 Nov. Handover in ticket; tasks TSK-41188 and TSK-41207 transferred.", "transfer_tasks": ["TSK-41188", "TSK-41207"]})])
c.tool("""ticket_assign: SUP-77412 revision 17 -> 18
  assignee  was: you   now: Kenji Watanabe <kenji.watanabe@nimbusapi.com>
  tasks transferred: TSK-41188 (due Thu 14 Nov 12:00 CET), TSK-41207 (due Wed 13 Nov 15:00 CET)
  watchers: you (kept), marcus.oyelaran@nimbusapi.com""")

c.model("""Done. SUP-77412 is now assigned to **Kenji Watanabe** (rev 18), and both tasks moved to him.

# Handover: Halvorsen Logistics (ACC-20417), SUP-77412

**Goal:** settle the October SLA claim, keep the exec relationship on track (renewal 31 Mar 2025, health red), deliver the RCA. **No fix dates in writing** unless SRE confirms. **Never name other customers** externally.

## Where things stand
- **Downtime:** five incidents, 270 min. Uptime 99.395% → contractual 25% tier ($21,000). INC-5560 counts because maintenance notice MNT-2024-1017 had only 25h 20m lead time.
- **Credit:** 35% = $29,400 via **CM-2024-1187** (exception EXC-0931, Helena Brandt), applied to INV-HL-2411, not cash. Status **pending_finance_approval**. Proposal e-mailed to Ingrid 11 Nov.
- **Account manager:** Marcus Oyelaran (Dana Whitfield moved to EMEA; she was bcc'd once).
- **Call:** evt_9HL4q2Kz, **Fri 15 Nov 10:00–10:45 CET**: Ingrid, Lars, Marcus, Tomás Ruiz (for Priya, who is in CAB), Kenji.
- **RCA:** ENG-8812, Priya Raman, due 13 Nov. Gateway root cause `max_idle_conns`; fix v4.18.2 on canary. Full rollout tentatively 19 Nov, **do not share**.

## Pending
1. TSK-41207: send the RCA to Ingrid on 13 Nov, **only after Priya signs off**.
2. TSK-41188: send the call agenda to Ingrid by Thu 14 Nov 12:00.
3. Finance-controller approval of CM-2024-1187.

## Open
- INC-5589 root cause (DNS resolver / provider PRV-88213) unconfirmed.
- 99.99% SLA amendment request is with Shreya Kapoor (legal), no answer yet. Don't negotiate it on the credit thread.""")

# ----------------------------------------------------------------------------------------------
# labels
# ----------------------------------------------------------------------------------------------
L = c.label
L("user_goal", "Resolve Halvorsen Logistics escalation SUP-77412: compute the October SLA credit, respond to Ingrid, set up a call; never promise a fix date in writing until Priya's SRE team confirms", ["SUP-77412", "fix date"], 1)
L("fact", "Contract MSA-HL-2023-118 Schedule B: fee $84,000/month, 99.95% commitment, credit cap 30% of monthly fee, credits against invoices not cash", ["MSA-HL-2023-118", "$84,000"], 4 + 1)
L("fact", "Maintenance notice MNT-2024-1017 was sent only 25h 20m before the window (<72h required), so INC-5560 is not excluded and counts as downtime", ["MNT-2024-1017", "25h 20m"])
L("fact", "October uptime 99.395% -> contractual 25% tier ($21,000) under Schedule B", ["99.395%", "$21,000"])
L("fact", "INC-5589 (29 Oct, 22 min) was logged under api-dns and counts: DNS providers engaged by Nimbus are not excluded under §4.4", ["INC-5589", "22 min"])
L("fact", "Account owner changed 8 Nov: Marcus Oyelaran replaced Dana Whitfield (moved to EMEA)", ["Marcus Oyelaran"])
L("fact", "Root cause of INC-5521/5538/5574: gateway v4.17.0 lowered max_idle_conns to 64; fix v4.18.2 on eu-west-1 canary since 9 Nov", ["max_idle_conns", "v4.18.2"])
L("fact", "Full rollout of v4.18.2 tentatively 19 Nov but NOT committed; must not be shared with the customer", ["19 Nov"])
L("decision", "Credit raised to 35% = $29,400 on CM-2024-1187 under Helena Brandt's one-off exception EXC-0931 (above 30% cap)", ["CM-2024-1187", "$29,400"])
L("reference", "November invoice INV-HL-2411 ($84,000, due 1 Dec) against which the credit is applied (not cash)", ["INV-HL-2411"])
L("decision", "Customer call moved to Fri 15 Nov 10:00-10:45 CET (event evt_9HL4q2Kz) so Lars can attend", ["15 Nov", "evt_9HL4q2Kz"])
L("decision", "Option B: keep 10:00; Tomás Ruiz (SRE deputy) attends the call instead of Priya, who is in CAB", ["Tomás Ruiz"])
L("decision", "SUP-77412 reassigned to Kenji Watanabe, who covers from 12 Nov", ["Kenji Watanabe"])
L("decision", "INC-5589 counted toward October downtime (Nimbus-engaged DNS provider not excluded under 4.4): total 270 min", ["INC-5589", "270 min"])
L("pending_action", "Send the final RCA (ENG-8812) to Ingrid on 13 Nov, only after Priya signs off (task TSK-41207)", ["TSK-41207"])
L("pending_action", "Send Ingrid the call agenda by Thu 14 Nov 12:00 CET (task TSK-41188)", ["TSK-41188"])
L("pending_action", "Finance-controller approval of credit memo CM-2024-1187 still outstanding", ["pending_finance_approval"])
L("open_issue", "Root cause of INC-5589 unconfirmed (upstream DNS resolver at managed provider, PRV-88213); link to gateway issue unknown", ["INC-5589", "PRV-88213"])
L("open_issue", "Customer's request to amend the SLA to 99.99% awaits legal (Shreya Kapoor); not to be negotiated on the credit thread", ["99.99%", "Shreya Kapoor"])
L("reference", "Engineering RCA ticket ENG-8812 (owner Priya Raman)", ["ENG-8812"])
L("reference", "Customer contact Ingrid Solberg: ingrid.solberg@halvorsen-logistics.no", ["ingrid.solberg@halvorsen-logistics.no"])
L("reference", "Helena Brandt's exception id EXC-0931 for the above-cap credit", ["EXC-0931"])

idx_jira = [i for i, m in enumerate(c.msgs) if any("toolResponse" in p and p["toolResponse"]["name"] == "jira_get" for p in m["content"])][0]
idx_cal2 = i_amend
c.stale_item("Credit tier first computed as 15% ($12,600) on 210 min / 99.530% with INC-5560 excluded; replaced by 25% ($21,000)", ["$12,600"], i_25)
c.stale_item("Downtime 248 min / 99.444% (before INC-5589 was found); replaced by 270 min / 99.395%", ["248 min"], i_270)
c.stale_item("Dana Whitfield as account manager; replaced by Marcus Oyelaran (CRM change 8 Nov)", ["Dana Whitfield", "account manager"], c.first("Marcus Oyelaran"))
c.stale_item("Goodwill credit of 30% ($25,200) proposed by Marcus; replaced by 35% ($29,400) under EXC-0931", ["$25,200"], i_amend - 1)
c.stale_item("Customer call Thu 14 Nov 15:00-15:45 CET; moved to Fri 15 Nov 10:00 CET", ["Thu 14 Nov", "15:00"], idx_cal2)
c.stale_item("RCA due date 12 Nov; moved to 13 Nov by Priya", ["12 Nov", "ENG-8812"], idx_jira)

c.dump(OUT)

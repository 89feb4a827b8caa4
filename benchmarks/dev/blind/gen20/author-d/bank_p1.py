"""Mobile-banking login incident, part 1: diagnosis, flag rollback, first count, GRC draft."""
import bank_data as D

SYSTEM = """You are Bridge, the incident-response assistant of the Digital Channels SRE team at Northbridge Bank (EU, Dublin). You work for the incident commander on the current incident and act through the tools you are given: observability (metrics_query, log_search, analytics_sql - read-only replica), change management (change_search), feature flags (flag_update), the GRC regulatory-notification module (grc_notification_*), incident management (incident_update), customer communications (statuspage_update, inapp_banner_create, push_campaign_create), ticketing (ticket_*), calendar, Slack and e-mail.
Rules: never make changes the incident commander has not agreed to; state what you changed with record ids; flag risks before acting; keep customer-facing wording plain and factual. Times are UTC unless stated."""


def build(c):
    c.user("""Sev1 on mobile login. I'm IC on INC-48213, opened 08:21. Since roughly 08:05 a big chunk of customers can't log in to the app, both iOS and Android. I need you to:

1. find what's causing it and get logins working again,
2. keep the regulator clock in mind - we're in DORA scope, Helen Carr from compliance will classify,
3. get customer comms drafted.

Constraints: we do NOT pull or roll back app release 7.14.0 from the stores, no store changes at all. Nobody touches the core banking hosts. Any customer-facing text goes to Grace Okafor (Head of Comms) for approval before it goes out. Start with the data.""")
    c.model("Starting with the login success rate by platform, the auth error logs and any changes in the last 15 hours.", [
        ("metrics_query", {"metric": "mobile_login_success_rate", "split_by": ["platform"], "from": "2025-03-18T07:30:00Z", "to": "2025-03-18T08:40:00Z", "step": "5m", "extra": ["attempts_per_min", "p95_latency_ms"]}),
        ("log_search", {"services": ["auth-gateway", "risk-score-svc-v3"], "level": ">=WARN", "from": "2025-03-18T07:55:00Z", "to": "2025-03-18T08:40:00Z", "limit": 140, "sample": True, "stats": ["top codes", "top upstream"]}),
        ("change_search", {"from": "2025-03-17T18:00:00Z", "to": "2025-03-18T08:40:00Z", "include_flag_changes": True, "detail_for": ["identity", "risk-eng"]}),
    ])
    c.tool([D.metrics_table(), D.gateway_logs(), D.change_list()])
    c.model("""## What the data says

**Symptom.** Login success fell off a cliff between the 08:00 and 08:05 buckets: Android from ~99.3% to **61.8%**, iOS to ~64%, on both 7.14.0 and 7.13.x, so this is not the new app release. Attempts per minute roughly doubled (client auto-retries), and p95 latency sits at ~800 ms - suspiciously exactly the upstream timeout.

**Errors.** 89.9% of the 412,877 WARN+ events in the window are `AUTH-5031 risk_score_timeout` from auth-gateway, all with `upstream=risk-score-svc-v3 timeout_ms=800`. The rest is mostly `AUTH-5030 upstream_unavailable` (circuit half-open on the same upstream). Before 08:03 there is only background noise (`AUTH-4011` wrong passwords, `AUTH-4290` rate limits).

**On the risk-score side** every `risk-score-svc-v3` pod logs `connection pool exhausted active=64/64` with hundreds of waiters.

**Changes that line up:**

| change | when (UTC) | what | relevance |
|---|---|---|---|
| **CHG-77120** | 08:00, applied 08:02:11 | flag `auth.risk_engine_v3` 25% -> **100%** (rev 40 -> 41), standard change SC-112 | **trigger** - timeouts start within a minute |
| CHG-77114 | 06:45 | risk-score-svc-v3 HPA maxReplicas **6 -> 3** ("v3 at 25%, 3 replicas ample") | likely amplifier: 4x the traffic on half the ceiling |
| CHG-77101 / 77104 / 77108 | last night | CDN cert, Kafka patch, core banking EOD window | no link in the errors |

So: quadrupling v3 traffic onto a service that had just been capped at 3 replicas, each with a 64-connection DB pool, saturated the pool; every login waits for a risk score, hits the 800 ms gateway timeout and fails.

## Options

| | action | time to effect | risk | notes |
|---|---|---|---|---|
| **A** | set `auth.risk_engine_v3` to **0%** (all logins back on the v2 risk engine) | minutes (server-side); mobile config TTL applies | low - v2 served 75% of logins until 08:02 | cleanest, fully reversible |
| B | set it back to 25% (the rollback plan in CHG-77120) | minutes | medium - 25% still lands on a 3-replica v3 | CHG-77114 halved capacity since the 25% soak |
| C | raise gateway timeout 800 -> 2000 ms | needs a gateway config deploy | high - longer waits, pool still exhausted | treats the symptom |
| D | pull 7.14.0 from the stores | - | - | excluded by you, and not the cause anyway |

I'd go with **A** and leave capacity questions for later. Shall I flip it to 0%?""")
    c.user("A. And log it on the incident.")
    c.model(None, [("flag_update", {"key": "auth.risk_engine_v3", "environment": "prod", "rollout_percent": 0, "reason": "INC-48213 mitigation: risk-score-svc-v3 DB pool exhaustion causing AUTH-5031 login timeouts since CHG-77120 ramp to 100%. Approved by IC Dana Whitfield.", "incident_ref": "INC-48213", "add_timeline_entry": True})])
    c.tool(["""flag auth.risk_engine_v3 (prod) updated
  rev 41 -> rev 42
  rollout_percent: was 100   now 0
  fallback variation: risk_engine_v2 (served to 100% of evaluations)
  updated_by: bridge-agent on behalf of dana.whitfield@northbridgebank.eu   at 2025-03-18T08:52:37Z
  incident INC-48213: timeline entry TL-9 added ("08:52 auth.risk_engine_v3 -> 0% (rev 42), mitigation for AUTH-5031")
WARNING: mobile SDK clients cache evaluated flags. Config TTL = 1800 s. Server-side evaluations switch immediately;
         app sessions that fetched config before 08:52 may keep routing to v3 until their cache expires (worst case ~09:22)."""])
    c.model("""**Done.** `auth.risk_engine_v3` is at **0%** in prod (**rev 42**, was 100% at rev 41), logged on INC-48213 as timeline entry TL-9.

- Server-side login evaluations are on the v2 risk engine as of **08:52:37**.
- Caveat from the flag service: the mobile SDK caches flags for **1800 s**, so some devices may keep hitting v3 until about **09:22** at the latest.

I can shorten that by pushing a forced config refresh to all devices (`config_push`), which makes every app instance re-fetch flags now. Want me to, or let the cache expire on its own?""")
    c.user("""No forced refresh - Priya says the config CDN won't take 2M devices re-fetching at once, we'd just make a second incident. Let the TTL run out.
Meanwhile: how many customers are affected so far? Helen will ask the minute she joins.""")
    c.model("Querying unique customers with failed logins since 08:00 and no successful login afterwards.", [
        ("analytics_sql", {"database": "dwh_replica", "read_only": True, "query": "SELECT platform, COUNT(DISTINCT customer_id) AS customers, COUNT(*) AS failed_attempts FROM auth_events WHERE event_ts >= '2025-03-18 08:00:00' AND outcome = 'FAIL' AND error_code IN ('AUTH-5031','AUTH-5030') AND NOT EXISTS (SELECT 1 FROM auth_events s WHERE s.customer_id = auth_events.customer_id AND s.outcome = 'OK' AND s.event_ts > auth_events.event_ts) GROUP BY ROLLUP(platform)"})])
    c.tool(["""query ok (replica lag 42 s)  elapsed 6.8 s
platform   customers   failed_attempts
--------   ---------   ---------------
android       23,350           104,611
ios           17,930            84,293
(total)       41,280           188,904
note: counts customers whose latest attempt in range failed; customers who failed and later succeeded are excluded by the NOT EXISTS clause."""])
    c.model("""## Affected customers (as of ~09:00, replica lag 42 s)

| platform | customers still failing | failed attempts |
|---|---|---|
| Android | 23,350 | 104,611 |
| iOS | 17,930 | 84,293 |
| **total** | **41,280** | **188,904** |

Two caveats before you give this to Helen:

- It only counts customers whose **latest** attempt failed. People who failed and then got in (after the rollback, or on a retry) are excluded, so this undercounts "affected at some point".
- It's a moving number while the mobile cache drains. I'd call it **preliminary**.

If she wants "ever affected during the window", I can run the wider query once we're stable.""")
    c.user("""Helen just classified it as a major ICT-related incident at 09:40. Initial notification is due within 4 hours of classification, so 13:40 UTC. Draft it in GRC for her - she submits, not you. Use 41,280 for now and mark it preliminary.""")
    c.model(None, [("grc_notification_draft_create", {
        "regime": "DORA", "report_type": "initial_notification", "incident_ref": "INC-48213",
        "classification": "major", "classified_at": "2025-03-18T09:40:00Z", "detected_at": "2025-03-18T08:14:00Z",
        "occurred_at": "2025-03-18T08:02:11Z", "submission_due": "2025-03-18T13:40:00Z",
        "assignee": "helen.carr@northbridgebank.eu", "submitter": "helen.carr@northbridgebank.eu",
        "fields": {"services_affected": "Retail mobile banking app (iOS, Android): customer login / authentication", "clients_affected": 41280,
                   "clients_affected_note": "preliminary, customers whose latest login attempt failed; to be updated", "status": "mitigated, monitoring",
                   "description": "From 08:02 UTC a feature-flag ramp (CHG-77120) routed all login risk scoring to a new risk engine whose database connection pool saturated; logins timed out. Flag rolled back at 08:52 UTC; recovery in progress.",
                   "root_cause_category": "change management / capacity", "third_party_involved": False}})])
    c.tool(["""GRC notification draft created
  id: GRC-NTF-0392   revision: 1   status: DRAFT   regime: DORA   type: initial_notification
  incident: INC-48213   classification: major   classified_at 2025-03-18 09:40 UTC
  submission due: 2025-03-18 13:40 UTC (4h after classification)
  assignee / submitter: helen.carr@northbridgebank.eu
  validation:
    ERROR   geographical_spread: required field is empty
    ERROR   data_losses: required field is empty (state 'none identified' if applicable)
    WARN    clients_affected marked preliminary - remember to update before submission
  link: https://grc.northbridgebank.eu/notifications/GRC-NTF-0392"""])
    c.model("""**Done** - draft **GRC-NTF-0392** (rev 1) is in GRC, assigned to Helen, due **13:40 UTC**, clients affected 41,280 marked preliminary.

It won't validate yet - two required fields are empty:

1. **Geographical spread** - which member states have affected customers? (I'd guess IE plus the NL and BE branches, but I don't want to guess in a regulatory form.)
2. **Data losses** - anything known? If not, it should say "none identified".

Tell me those two and I'll fill them in.""")
    c.user("""IE, NL and BE. No data loss known.
Bigger problem: Priya says Android is still bad - about 88% at 09:30, which is past your 09:22. iOS is fine. Look into it.""")
    c.model("Android past the cache window means something else. Pulling Android auth errors since 09:15 with device-level stats.", [
        ("log_search", {"services": ["auth-gateway"], "filter": "platform=android", "level": ">=WARN", "from": "2025-03-18T09:15:00Z", "to": "2025-03-18T09:32:00Z", "limit": 110, "sample": True,
                        "stats": ["count by code", "count_distinct(device) where code=AUTH-4012", "by binding_created_at", "by app_version"]})])
    c.tool([D.android_logs()])
    c.model("""## Android: a second failure mode, caused by the first

The v3 timeouts are gone (only 908 `AUTH-5031` left, stragglers). What's failing now is **`AUTH-4012 device_binding_mismatch`** - 53,118 events since 09:15, on **9,712 distinct devices**, Android only (iOS: 0).

Every one of those devices has a device-binding record **created between 08:02 and 08:52**, i.e. while v3 was live. What happened:

1. During the incident some Android logins did get through v3 (the ~60% that succeeded).
2. v3 writes the device-binding record in the new **`dbv3`** format.
3. After the rollback, logins go through v2, whose binding reader only understands `dbv2` -> `binding_fmt=dbv3 reader=dbv2 compat_read=false` -> rejected.

iOS is unaffected because the iOS app keeps binding in the keychain flow, which v3 didn't rewrite. These are our "luckiest" Android customers: they logged in during the incident and are now locked out.

The gateway log itself points at the switch: `auth.binding_compat_read` (added with the 7.14 backend release) lets the reader accept both formats.

| | option | effect | risk |
|---|---|---|---|
| **A** | flag `auth.binding_compat_read` -> **100%** | reader accepts dbv2 + dbv3, the 9,712 devices log in again; no data changes | low - read path only, shipped dark in the 7.14 backend |
| B | backfill: run `binding-migrate --to dbv2` over the 9,712 records | fixes the data itself | writes ~9.7k rows in the identity database during an open incident |
| C | force re-binding (customers re-verify device via SMS OTP) | works without any change | worst customer experience, more calls to the contact centre |

My suggestion: **A now**, **B later** as clean-up so we can eventually switch compat-read off again. Go with A?

(Not forgotten: I'll put IE / NL / BE and "none identified" into GRC-NTF-0392 together with the updated customer count, so Helen gets one clean revision.)""")
    return c

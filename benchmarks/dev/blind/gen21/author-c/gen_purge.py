#!/usr/bin/env python3
"""Generator for blind-data-retention-purge (author-c).

Dialogue, facts, value changes and labels are hand-written below; long tool
outputs (inventories, dry-run breakdowns, partition listings) are generated
with a fixed seed so the file is deterministic.
"""
import json
import math
import random
import sys

sys.path.insert(0, "/work/blind21/author-c")
from lib import Conv  # noqa: E402

rng = random.Random(20241112)


def alloc(total, weights):
    """Split an integer total proportionally to weights, exactly."""
    s = sum(weights)
    raw = [total * w / s for w in weights]
    out = [int(math.floor(r)) for r in raw]
    rem = total - sum(out)
    order = sorted(range(len(raw)), key=lambda i: raw[i] - out[i], reverse=True)
    for i in order[:rem]:
        out[i] += 1
    return out


def fmt(n):
    return f"{n:,}"


def months(start, end):
    y, m = start
    res = []
    while (y, m) <= end:
        res.append(f"{y:04d}-{m:02d}")
        m += 1
        if m == 13:
            y, m = y + 1, 1
    return res


def growth_weights(n, base=1.0, slope=0.035, noise=0.08):
    return [(base + slope * i) * (1 + 0.10 * math.sin(i / 1.9)) * (1 + rng.uniform(-noise, noise)) for i in range(n)]


PRE_CS = months((2019, 3), (2022, 9))
POST = months((2022, 10), (2024, 10))
PRE_SC = months((2020, 6), (2022, 9))

# ---------------------------------------------------------------- S3 inventory
S3_PRE = {"clickstream/": (1231904, 27105.4, PRE_CS),
          "app-sessions/": (498377, 9882.1, PRE_CS),
          "support-chat/": (176161, 2642.5, PRE_SC)}
S3_POST = {"clickstream/": (968220, 24410.6), "app-sessions/": (402118, 9120.3), "support-chat/": (141135, 2514.1)}


def s3_inventory():
    lines = [
        "S3 Inventory query - bucket lp-events-raw (us-east-1, account 4117-0921-3385)",
        "inventory config: daily-full   report_date: 2024-11-11   format: Parquet   rows scanned: 3,418,227",
        "bucket versioning: Enabled   object lock: Disabled   replication: none   default encryption: SSE-KMS (alias/lp-events-raw)",
        "lifecycle rules: raw-to-ia-90d (Transition STANDARD_IA after 90d; prefixes clickstream/, app-sessions/, support-chat/), abort-mpu-7d",
        "noncurrent version expiration: (none configured)",
        "",
        f"{'prefix':<15}{'dt_month':<10}{'objects':>10}{'size_gib':>11}  {'storage_class':<13}{'before_cutoff':>14}",
    ]
    for prefix, (objs, gib, ms) in S3_PRE.items():
        w = growth_weights(len(ms))
        o = alloc(objs, w)
        g = alloc(int(round(gib * 10)), [x * rng.uniform(0.95, 1.05) for x in w])
        post_o = alloc(S3_POST[prefix][0], growth_weights(len(POST), base=1.6, slope=0.02))
        post_g = alloc(int(round(S3_POST[prefix][1] * 10)), growth_weights(len(POST), base=1.6, slope=0.02))
        for i, mth in enumerate(ms):
            lines.append(f"{prefix:<15}{mth:<10}{fmt(o[i]):>10}{g[i] / 10:>11,.1f}  {'STANDARD_IA':<13}{'yes':>14}")
        for i, mth in enumerate(POST):
            sc = "STANDARD" if mth >= "2024-08" else "STANDARD_IA"
            lines.append(f"{prefix:<15}{mth:<10}{fmt(post_o[i]):>10}{post_g[i] / 10:>11,.1f}  {sc:<13}{'no':>14}")
        lines.append(f"{'':<15}{'subtotal':<10}  before: {fmt(objs)} objects / {gib:,.1f} GiB   after: {fmt(S3_POST[prefix][0])} objects / {S3_POST[prefix][1]:,.1f} GiB")
        lines.append("")
    lines += [
        "TOTAL before 2022-10-01 (dt-partitioned prefixes): 1,906,442 objects, 39,630.0 GiB (38.7 TiB)",
        "TOTAL on/after 2022-10-01: 1,511,473 objects, 36,045.0 GiB (35.2 TiB)",
        "legacy-2016/ (no dt= partition): 312 objects, 41.2 GiB, last_modified 2016-04-02 .. 2017-01-19, storage_class GLACIER_IR",
        "  sample keys: legacy-2016/export_20160402_full.json.gz, legacy-2016/export_20160918_delta.json.gz, legacy-2016/mixpanel_dump_2016q4_part07.json.gz",
        "note: inventory is up to 48h behind live bucket state; counts are of current versions only",
    ]
    return "\n".join(lines)


# ---------------------------------------------------------------- Snowflake
TABLES = [
    # name, inventory rows (LTZ session), held v3, boundary rows, extra held v4, months
    ("ANALYTICS.EVENTS.CLICKSTREAM", 32087338, 203118, 124902, 44311, PRE_CS),
    ("ANALYTICS.EVENTS.APP_SESSIONS", 9468901, 56246, 36870, 12050, PRE_CS),
    ("ANALYTICS.EVENTS.SEARCH_QUERIES", 4731022, 28704, 18447, 6601, PRE_CS),
    ("SUPPORT.CHAT.TRANSCRIPTS", 2230977, 16263, 7092, 3522, PRE_SC),
]
FIN_TABLES = [
    ("FIN.EVENTS.PAYMENT_EVENTS", 12448530, months((2019, 6), (2022, 9))),
    ("FIN.EVENTS.CHECKOUT_CLICKS", 3431006, months((2020, 2), (2022, 9))),
]
MONTHLY = {}


def warehouse_inventory():
    lines = [
        "query_id 01b83c1f-0002-9a7e-0000-4f1d00a1e2c6   warehouse WH_OPS_XS   role DATA_PLATFORM_RO",
        "session: TIMEZONE=America/Los_Angeles  TIMESTAMP_TYPE_MAPPING=TIMESTAMP_LTZ  QUERY_TAG=atlas:legal-1187:inventory",
        "elapsed 41.8s   bytes scanned 1.12 TB   rows returned 255",
        "",
        f"{'TABLE':<34}{'MONTH':<9}{'ROWS':>12}",
    ]
    for name, total, held, _b, _h, ms in TABLES:
        rows = alloc(total, growth_weights(len(ms)))
        MONTHLY[name] = rows
        for mth, r in zip(ms, rows):
            lines.append(f"{name:<34}{mth:<9}{fmt(r):>12}")
    for name, total, ms in FIN_TABLES:
        rows = alloc(total, growth_weights(len(ms)))
        MONTHLY[name] = rows
        for mth, r in zip(ms, rows):
            lines.append(f"{name:<34}{mth:<9}{fmt(r):>12}")
    lines += ["", "-- totals where event_ts < '2022-10-01 00:00:00'"]
    for name, total, *_ in TABLES:
        lines.append(f"{name:<34}{fmt(total):>12}")
    for name, total, _ in FIN_TABLES:
        lines.append(f"{name:<34}{fmt(total):>12}")
    lines += [
        "",
        "-- table metadata (INFORMATION_SCHEMA.TABLES)",
        "ANALYTICS.EVENTS.CLICKSTREAM     owner=DATA_PLATFORM   clustering=(TO_DATE(event_ts))  bytes=41.7 TB  comment='Web + app clickstream, 1 row per event'",
        "ANALYTICS.EVENTS.APP_SESSIONS    owner=DATA_PLATFORM   clustering=(TO_DATE(session_start))  bytes=9.3 TB  comment='Sessionised app telemetry'",
        "ANALYTICS.EVENTS.SEARCH_QUERIES  owner=DATA_PLATFORM   clustering=(TO_DATE(event_ts))  bytes=2.1 TB  comment='In-app search queries incl. raw query text'",
        "SUPPORT.CHAT.TRANSCRIPTS         owner=SUPPORT_ENG     clustering=(TO_DATE(event_ts))  bytes=3.8 TB  comment='Support chat messages (customer + agent), 1 row per message'",
        "FIN.EVENTS.PAYMENT_EVENTS        owner=FINANCE_DATA    clustering=(TO_DATE(event_ts))  bytes=6.6 TB  comment='Payment lifecycle events (authorised/captured/refunded) with device_fingerprint, ip_addr, user_agent, checkout_step_ms; feeds FIN.LEDGER reconciliation'",
        "FIN.EVENTS.CHECKOUT_CLICKS       owner=FINANCE_DATA    clustering=(TO_DATE(event_ts))  bytes=1.4 TB  comment='Checkout funnel clickstream (cart, address, payment method pages) - conversion analytics'",
        "ANALYTICS.AGG.DAILY_REVENUE      owner=FINANCE_DATA    comment='Daily aggregated revenue by market; no customer identifiers'  (no event_ts column - not counted)",
        "",
        "-- SHOW PARAMETERS LIKE 'DATA_RETENTION_TIME_IN_DAYS' IN DATABASE <db>",
        "database=ANALYTICS   data_retention_time_in_days=1    level=DATABASE",
        "database=SUPPORT     data_retention_time_in_days=90   level=DATABASE",
        "database=FIN         data_retention_time_in_days=30   level=DATABASE",
        "database=GOVERNANCE  data_retention_time_in_days=1    level=(account default)",
        "edition: ENTERPRISE   fail-safe: 7 days for permanent tables (not configurable)",
    ]
    return "\n".join(lines)


# ---------------------------------------------------------------- Kafka
def kafka_describe():
    lines = ["cluster kafka-prod-east   brokers: 9   version: 3.6.1 (KRaft)   controller quorum: 3", ""]
    lines += [
        "Topic: customer-events.v2   TopicId: q2Lw0k9cT1uN3m8hVZc8Xg   PartitionCount: 48   ReplicationFactor: 3",
        "  Configs: cleanup.policy=delete, retention.ms=-1, retention.bytes=-1, segment.ms=604800000, segment.bytes=1073741824,",
        "           min.insync.replicas=2, compression.type=zstd, message.timestamp.type=CreateTime, max.message.bytes=1048588",
        "  Size on disk (leader replicas): 31.4 TiB   Oldest record timestamp: 2019-03-04T08:11:52Z",
        "  Estimated bytes with timestamp < 2022-10-01T00:00:00Z (time index): 21.9 TiB (69.7%)",
        f"  {'Part':<6}{'Leader':<8}{'Replicas':<10}{'ISR':<10}{'LogStartOffset':>16}{'LogEndOffset':>17}{'Size':>12}  OldestTs",
    ]
    sizes = alloc(321536, [1 + rng.uniform(-0.06, 0.06) for _ in range(48)])  # tenths of GiB, 31.4 TiB
    for p in range(48):
        leader = (p % 9) + 1
        reps = [leader, ((p + 3) % 9) + 1, ((p + 6) % 9) + 1]
        end = 1_250_000_000 + rng.randint(-40_000_000, 60_000_000)
        ts = f"2019-03-04T{8 + p % 3:02d}:{(11 + p * 7) % 60:02d}:{(52 + p * 13) % 60:02d}Z"
        rs = ",".join(map(str, reps))
        lines.append(f"  {p:<6}{leader:<8}{rs:<10}{rs:<10}{0:>16}{fmt(end):>17}{sizes[p] / 10:>9,.1f} GiB  {ts}")
    lines += [
        "  Consumer groups (5): s3-sink-cev2-raw (Stable, lag 1.2k), ch-sink-clickstream (Stable, lag 310), fraud-scoring-v4 (Stable, lag 0),",
        "                       search-indexer (Stable, lag 44), ml-feature-store-backfill (Empty)",
        "  Connectors: s3-sink-cev2-raw (RUNNING) -> s3://lp-events-raw/clickstream/, s3://lp-events-raw/app-sessions/  (hourly Parquet, dt/hr partitioned, UTC)",
        "",
        "Topic: support-chat.v1   TopicId: 7dJt3nUuQyq0aXkK2s1bPw   PartitionCount: 12   ReplicationFactor: 3",
        "  Configs: cleanup.policy=delete, retention.ms=2592000000 (30d), segment.ms=86400000, min.insync.replicas=2, compression.type=zstd",
        "  Size on disk (leader replicas): 184.6 GiB   Oldest record timestamp: 2024-10-13T00:02:17Z",
        f"  {'Part':<6}{'Leader':<8}{'LogStartOffset':>16}{'LogEndOffset':>16}{'Size':>12}",
    ]
    for p in range(12):
        start = 88_000_000 + rng.randint(0, 3_000_000)
        lines.append(f"  {p:<6}{(p % 9) + 1:<8}{fmt(start):>16}{fmt(start + 9_400_000 + rng.randint(0, 600_000)):>16}{15.4 + rng.uniform(-0.6, 0.6):>9.1f} GiB")
    lines += [
        "  Consumer groups (2): s3-sink-support-chat (Stable), support-analytics-ch (Stable)",
        "  Connectors: s3-sink-support-chat (RUNNING) -> s3://lp-events-raw/support-chat/",
        "",
        "Topic: customer-profile.compacted   TopicId: Hk0bq3SxR7G8nWm1p2YtLA   PartitionCount: 24   ReplicationFactor: 3",
        "  Configs: cleanup.policy=compact, min.cleanable.dirty.ratio=0.5, delete.retention.ms=86400000, segment.ms=604800000",
        "  Size on disk (leader replicas): 412.3 GiB   distinct keys (approx): 9.84M",
        "  Consumer groups (3): profile-cache-loader (Stable), crm-sync (Stable), kyc-refresh (Stable)",
    ]
    return "\n".join(lines)


# ---------------------------------------------------------------- legal hold
def hold_sample(version, n=40):
    reasons = ["PLAINTIFF_CLASS", "PLAINTIFF_CLASS", "NAMED_PLAINTIFF", "WITNESS_ACCOUNT", "DISPUTED_CHARGE", "PLAINTIFF_CLASS"]
    lines = [f" {'account_id':<16}{'added_in':<10}{'reason_code':<18}{'first_seen':<12}"]
    for i in range(n):
        added = "v1" if i < 26 else ("v2" if i < 36 else "v3")
        lines.append(f" acct_{rng.getrandbits(32):08x}   {added:<10}{rng.choice(reasons):<18}{2015 + rng.randint(3, 7)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}")
    return "\n".join(lines)


def quarter_of(m):
    y, mm = m.split("-")
    return f"{y}-Q{(int(mm) - 1) // 3 + 1}"


def quarterly(name, ms, rows):
    q = {}
    for m, r in zip(ms, rows):
        q[quarter_of(m)] = q.get(quarter_of(m), 0) + r
    return q


def dry_run_1():
    lines = [
        "purge-orchestrator dry run DRY-7731   plan: legal-1187-retention   mode: DRY_RUN (no data modified)",
        "started 2024-11-12T15:06:11Z   finished 2024-11-12T15:19:47Z   submitted by: priya.raman via atlas   orchestrator v2.14.3",
        "legal hold: LH-2291 version=latest -> v3 (1,184 accounts) read from s3://lp-legal-holds/LH-2291/v3/accounts.csv",
        "WARN snowflake: session TIMEZONE=America/Los_Angeles; cutoff literal '2022-10-01 00:00:00' bound as TIMESTAMP_LTZ",
        "",
        "== snowflake (warehouse WH_PURGE_L, role PURGE_EXECUTOR) ==",
        f"{'table':<34}{'rows_matching':>15}{'rows_held':>12}{'rows_to_delete':>16}  oldest_event_ts",
    ]
    oldest = {"ANALYTICS.EVENTS.CLICKSTREAM": "2019-03-04 00:11:52", "ANALYTICS.EVENTS.APP_SESSIONS": "2019-03-04 00:14:09",
              "ANALYTICS.EVENTS.SEARCH_QUERIES": "2019-03-06 09:40:31", "SUPPORT.CHAT.TRANSCRIPTS": "2020-06-01 06:02:44"}
    for name, total, held, *_ in TABLES:
        lines.append(f"{name:<34}{fmt(total):>15}{fmt(held):>12}{fmt(total - held):>16}  {oldest[name]}")
    lines.append(f"{'TOTAL':<34}{fmt(sum(t[1] for t in TABLES)):>15}{fmt(sum(t[2] for t in TABLES)):>12}{'48,213,907':>16}")
    lines += ["", "rows_to_delete by quarter:", f"{'quarter':<10}" + "".join(f"{t[0].split('.')[-1]:>16}" for t in TABLES)]
    qs = {}
    for name, total, held, b, h, ms in TABLES:
        held_m = alloc(held, MONTHLY[name])
        qs[name] = quarterly(name, ms, [a - c for a, c in zip(MONTHLY[name], held_m)])
    allq = sorted({q for d in qs.values() for q in d})
    for q in allq:
        lines.append(f"{q:<10}" + "".join(f"{fmt(qs[t[0]].get(q, 0)) if q in qs[t[0]] else '-':>16}" for t in TABLES))
    lines += [
        "est. runtime: 38 min (DELETE per table per month: 157 statements, WH_PURGE_L)",
        "",
        "== s3 (bucket lp-events-raw) ==",
        "hold_strategy=extract  preserve_prefix=s3://lp-legal-holds/LH-2291/preserved/",
        f"{'prefix':<15}{'partitions':>11}{'objects_to_delete':>19}{'size':>12}{'files_with_held':>17}{'held_rows':>11}",
        f"{'clickstream/':<15}{'1,310':>11}{'1,231,904':>19}{'26.5 TiB':>12}{'15,902':>17}{'281,540':>11}",
        f"{'app-sessions/':<15}{'1,310':>11}{'498,377':>19}{'9.7 TiB':>12}{'5,377':>17}{'104,913':>11}",
        f"{'support-chat/':<15}{'852':>11}{'176,161':>19}{'2.6 TiB':>12}{'1,331':>17}{'25,935':>11}",
        f"{'TOTAL':<15}{'3,472':>11}{'1,906,442':>19}{'38.7 TiB':>12}{'22,610':>17}{'412,388':>11}",
        "excluded prefixes: legacy-2016/ (312 objects) - not matched by plan",
        "extraction (hold_strategy=extract): est 2h40m on emr-purge (20 x r6g.4xlarge); output ~9.8 GiB Parquet",
        "delete: S3 Batch Operations DeleteObject via manifest, est 1h50m; bucket versioning=Enabled -> delete markers (current versions become noncurrent)",
        "manifest: s3://lp-purge-manifests/DRY-7731/manifest.csv (1,906,442 keys, 212.4 MiB)",
        "",
        "== kafka ==",
        "skipped: no kafka strategy configured in plan",
        "",
        "summary: 48,213,907 rows / 1,906,442 objects would be deleted; 0 errors, 1 warning",
    ]
    return "\n".join(lines)


def dry_run_2():
    lines = [
        "purge-orchestrator dry run DRY-7764   plan: legal-1187-retention (rev 3)   mode: DRY_RUN (no data modified)",
        "started 2024-11-13T11:31:02Z   finished 2024-11-13T11:45:20Z   submitted by: priya.raman via atlas   orchestrator v2.14.3",
        "legal hold: LH-2291 version=v4 (1,212 accounts) read from GOVERNANCE.LEGAL.HOLD_ACCOUNTS (loaded 2024-11-13T10:58:40Z)",
        "snowflake session: TIMEZONE=UTC (pinned by plan); cutoff bound as TIMESTAMP_TZ '2022-10-01 00:00:00 +00:00'",
        "",
        "== snowflake (warehouse WH_PURGE_L, role PURGE_EXECUTOR) ==",
        f"{'table':<34}{'rows_matching':>15}{'rows_held':>12}{'rows_to_delete':>16}{'vs DRY-7731':>14}",
    ]
    tot = 0
    for name, total, held, b, h, ms in TABLES:
        match = total - b
        hv4 = held + h
        td = match - hv4
        tot += td
        old = total - held
        lines.append(f"{name:<34}{fmt(match):>15}{fmt(hv4):>12}{fmt(td):>16}{'-' + fmt(old - td):>14}")
    assert tot == 47960112, tot
    lines.append(f"{'TOTAL':<34}{fmt(sum(t[1] - t[3] for t in TABLES)):>15}{fmt(sum(t[2] + t[4] for t in TABLES)):>12}{fmt(tot):>16}{'-253,795':>14}")
    lines += [
        "",
        "delta vs DRY-7731 explained:",
        "  cutoff boundary (LTZ -> UTC, 2022-10-01 00:00-07:00 UTC no longer matched): -187,311 rows",
        "    CLICKSTREAM -124,902   APP_SESSIONS -36,870   SEARCH_QUERIES -18,447   TRANSCRIPTS -7,092",
        "  legal hold v3 -> v4 (+28 accounts):                                          -66,484 rows",
        "    CLICKSTREAM -44,311    APP_SESSIONS -12,050   SEARCH_QUERIES -6,601    TRANSCRIPTS -3,522",
        "",
        "rows_to_delete by quarter:",
        f"{'quarter':<10}" + "".join(f"{t[0].split('.')[-1]:>16}" for t in TABLES),
    ]
    qs = {}
    for name, total, held, b, h, ms in TABLES:
        base = MONTHLY[name][:]
        base[-1] -= b
        held_m = alloc(held + h, base)
        qs[name] = quarterly(name, ms, [a - c for a, c in zip(base, held_m)])
    allq = sorted({q for d in qs.values() for q in d})
    for q in allq:
        lines.append(f"{q:<10}" + "".join(f"{fmt(qs[t[0]].get(q, 0)) if q in qs[t[0]] else '-':>16}" for t in TABLES))
    lines += [
        "est. runtime: 37 min (157 DELETE statements, WH_PURGE_L)",
        "",
        "== s3 (bucket lp-events-raw) ==",
        "hold_strategy=extract  preserve_prefix=s3://lp-legal-holds/LH-2291/preserved/",
        f"{'prefix':<15}{'partitions':>11}{'objects_to_delete':>19}{'size':>12}{'files_with_held':>17}{'held_rows':>11}",
        f"{'clickstream/':<15}{'1,310':>11}{'1,231,904':>19}{'26.5 TiB':>12}{'16,180':>17}{'326,977':>11}",
        f"{'app-sessions/':<15}{'1,310':>11}{'498,377':>19}{'9.7 TiB':>12}{'5,468':>17}{'121,829':>11}",
        f"{'support-chat/':<15}{'852':>11}{'176,161':>19}{'2.6 TiB':>12}{'1,356':>17}{'30,066':>11}",
        f"{'TOTAL':<15}{'3,472':>11}{'1,906,442':>19}{'38.7 TiB':>12}{'23,004':>17}{'478,872':>11}",
        "vs DRY-7731: objects unchanged (dt partitions are UTC); files_with_held +394; held_rows +66,484",
        "excluded prefixes: legacy-2016/ (312 objects) - not matched by plan",
        "extraction: est 2h50m on emr-purge (20 x r6g.4xlarge); output ~11.4 GiB Parquet",
        "delete: S3 Batch Operations DeleteObject via manifest, est 1h50m; versioning=Enabled -> delete markers",
        "manifest: s3://lp-purge-manifests/DRY-7764/manifest.csv (1,906,442 keys, 212.4 MiB)",
        "",
        "== kafka ==",
        "customer-events.v2: strategy=quarantine_then_retention; quarantine connector s3-sink-quarantine-cev2 (not yet deployed)",
        "  segments fully older than cutoff: 8,941 of 12,806 (21.9 TiB); retention.ms -1 -> 65750400000 at T+0 of window",
        "",
        "summary: 47,960,112 rows / 1,906,442 objects would be deleted; 0 errors, 0 warnings",
    ]
    return "\n".join(lines)


def consumer_group():
    lines = [
        "cluster kafka-prod-east   group: ml-feature-store-backfill   state: Empty   members: 0   coordinator: broker 6",
        "protocol: consumer (range)   last commit: 2024-11-01T03:12:44Z   last member left: 2024-11-01T03:13:02Z (client feast-backfill-7c9d, host ml-batch-14)",
        "client config (last seen): auto.offset.reset=earliest, enable.auto.commit=true, max.poll.records=2000",
        "",
        f"{'TOPIC':<20}{'PART':>5}{'COMMITTED':>16}{'LOG-START':>12}{'LOG-END':>17}{'LAG':>17}  COMMITTED-TS",
    ]
    for p in range(48):
        end = 1_250_000_000 + rng.randint(-40_000_000, 60_000_000)
        comm = int(end * rng.uniform(0.31, 0.44))
        d = f"2021-{rng.randint(3, 9):02d}-{rng.randint(1, 28):02d}"
        lines.append(f"{'customer-events.v2':<20}{p:>5}{fmt(comm):>16}{0:>12}{fmt(end):>17}{fmt(end - comm):>17}  {d}")
    lines += [
        "",
        "note: all 48 committed offsets point to records older than 2022-10-01T00:00:00Z",
        "derived sink (from group metadata 'sink'): s3://lp-feature-store/offline/customer_behaviour/ (Feast offline store, Parquet)",
    ]
    return "\n".join(lines)


# ==================================================================== dialogue
c = Conv("blind-data-retention-purge", "LEGAL-1187 retention purge across S3, Snowflake and Kafka")

c.system(
    "You are Atlas, the operations agent for the Data Platform team at Larkspur Pay. You act on AWS S3, "
    "Snowflake (account lp-prod.us-east-1), the Kafka cluster kafka-prod-east, the change-management system, "
    "the legal-hold registry, Jira, Slack and e-mail on behalf of the engineer you are working with.\n"
    "Rules: destructive operations (deletes, retention changes, purges) run only through an approved change "
    "request and only after a dry run. Report what you changed with record ids. Ask before anything irreversible. "
    "Today is Tuesday 2024-11-12; times are UTC unless stated.")

# 1
c.user(
    "Hi Atlas. Legal dropped LEGAL-1187 on us: the internal audit found we keep customer behavioural data way past "
    "the retention policy - RP-7 says 25 months max. We need a backlog purge across the raw S3 events, the Snowflake "
    "event tables and the Kafka topics, done by Nov 22.\n\nGround rules: anything under a legal hold stays, nothing "
    "destructive until privacy and finance have signed off and there's an approved change, and don't touch anything "
    "finance-owned without checking with me first. Can you pull the ticket and tell me what we're actually on the hook for?")

# 2-3
jira_text = """LEGAL-1187  [Legal Request]  Retention remediation: purge behavioural data beyond RP-7 limit
Status: In Progress   Priority: High   Reporter: Dana Whitfield (dana.whitfield@larkspurpay.com)   Assignee: Priya Raman (priya.raman@larkspurpay.com)
Created: 2024-11-08 17:42 UTC   Due: 2024-11-22   Labels: retention, audit-A-2024-31, privacy

Description:
Internal audit A-2024-31 (finding F-3, severity High) identified customer behavioural data retained beyond the limit set in
Retention Policy RP-7 v3.2 section 4.1. Systems listed in the finding:
  - S3: lp-events-raw (clickstream/, app-sessions/, support-chat/)
  - Snowflake: ANALYTICS.EVENTS.*, SUPPORT.CHAT.TRANSCRIPTS
  - Kafka: customer-events.v2 (retention unlimited), support-chat.v1
Required: deletion of all in-scope records whose event date is older than the RP-7 limit.
Exclusions: (a) records of accounts under an active legal hold (see LH-2291); (b) records subject to statutory financial
retention (coordinate with Finance before touching any FIN-owned dataset).
Deliverable: completion certificate (template LEG-TPL-09) signed by the executing engineer and countersigned by the DPO,
listing systems, record counts deleted, exclusions applied, and the date from which deleted data is irrecoverable.
Out of scope: customer-profile records (governed by RP-3, account lifecycle); aggregated / anonymised reporting tables.

RP-7 v3.2 s4.1 (extract): "Customer behavioural data (clickstream, in-app session telemetry, search queries, support
conversations) shall be retained for no longer than twenty-five (25) months from the date of the event, after which it
shall be deleted or irreversibly anonymised within 60 days."

Links: is blocked by LH-2291 (Legal hold - Marlow v. Larkspur Pay); relates to AUD-2024-31-F3; relates to PRIV-552 (DPIA retention review)
Attachments: RP-7_v3.2.pdf (412 KB), A-2024-31_F3_extract.xlsx (88 KB)
Watchers: dana.whitfield, ingrid.halvorsen, priya.raman, legal-ops

Comments (2):
[2024-11-08 17:50] Dana Whitfield: Regulator follow-up is on 16 December; we need the signed certificate before then.
  Please don't delete anything belonging to LH-2291 accounts - I own the hold list.
[2024-11-11 09:14] Ingrid Halvorsen: Privacy will need to sign off the plan, including how long any rollback copies
  survive after the purge. Ping me with the change request when it's ready."""
c.act("Pulling the ticket.", [
    ("jira_get_issue", {"key": "LEGAL-1187", "expand": ["description", "links", "comments", "attachments"]}, jira_text)])

# 4
c.model("""## What LEGAL-1187 commits us to

- **Delete** in-scope behavioural records older than RP-7's 25-month limit, due **2024-11-22**.
- **Deliver** a completion certificate (template **LEG-TPL-09**) signed by whoever executes and countersigned by Ingrid (DPO), with counts per system, exclusions, and the date from which the data is *irrecoverable* — that last part matters for how we design rollback. Dana needs it before the regulator follow-up on 16 December.
- **Systems named in the finding:**

| Layer | In scope | Note |
|---|---|---|
| S3 | `lp-events-raw`: clickstream/, app-sessions/, support-chat/ | raw landing zone |
| Snowflake | `ANALYTICS.EVENTS.*`, `SUPPORT.CHAT.TRANSCRIPTS` | |
| Kafka | `customer-events.v2` (retention unlimited), `support-chat.v1` | |

- **Exclusions:** accounts on legal hold **LH-2291** (Dana owns the list); anything under statutory financial retention — the ticket itself says coordinate with Finance before touching FIN-owned data, which matches your rule.
- **Out of scope:** customer-profile data (RP-3) and aggregated/anonymised reporting tables.
- **Sign-offs:** Ingrid explicitly wants to approve how long rollback copies survive.

## One decision before I size anything: the cutoff

"Older than 25 months" is relative to *when* we run. Two ways to pin it:

| | Rolling | Fixed month boundary |
|---|---|---|
| Definition | `now() - 25 months` at execution | `event_ts < 2022-10-01` |
| Dry run vs real run | differ by however many days pass | identical predicate |
| Certificate | awkward ("as of 03:14 on the day") | one clean date |
| Compliance | exact | leaves a sliver (1–16 Oct 2022) that is older than 25 months on the day of the run, which is inside RP-7's 60-day grace |

I'd go with the fixed boundary, in UTC. Once that's settled I'll do a read-only inventory: S3 from the daily inventory report (no LIST calls against 3M+ objects), Snowflake row counts per month, and the Kafka topic configs. Nothing gets modified at this stage.""")

# 5
c.user("Fixed, 2022-10-01 00:00 UTC — Dana already told me she wants the month boundary so the certificate is auditable. Go ahead with the inventory, read-only.", tag="u_cutoff")

# 6-7
wh_sql = ("SELECT 'ANALYTICS.EVENTS.CLICKSTREAM' t, DATE_TRUNC('month', event_ts) m, COUNT(*) FROM ANALYTICS.EVENTS.CLICKSTREAM "
          "WHERE event_ts < '2022-10-01 00:00:00' GROUP BY 1,2 UNION ALL ... /* APP_SESSIONS, SEARCH_QUERIES, SUPPORT.CHAT.TRANSCRIPTS, "
          "FIN.EVENTS.PAYMENT_EVENTS, FIN.EVENTS.CHECKOUT_CLICKS */ ORDER BY 1,2; "
          "SELECT table_catalog||'.'||table_schema||'.'||table_name, table_owner, bytes, comment FROM ... ; "
          "SHOW PARAMETERS LIKE 'DATA_RETENTION_TIME_IN_DAYS' IN DATABASE ...")
c.act("Running the three inventories — all read-only.", [
    ("s3_inventory_query", {"bucket": "lp-events-raw", "inventory_config": "daily-full", "report_date": "2024-11-11",
                            "group_by": ["prefix", "dt_month"], "prefixes": ["clickstream/", "app-sessions/", "support-chat/", "legacy-2016/"],
                            "mark_before": "2022-10-01"}, s3_inventory()),
    ("warehouse_query", {"account": "lp-prod.us-east-1", "warehouse": "WH_OPS_XS", "role": "DATA_PLATFORM_RO",
                         "query_tag": "atlas:legal-1187:inventory", "sql": wh_sql}, warehouse_inventory()),
    ("kafka_topic_describe", {"cluster": "kafka-prod-east", "topics": ["customer-events.v2", "support-chat.v1", "customer-profile.compacted"],
                              "include": ["config", "partitions", "consumer_groups", "connectors", "time_index_estimate"],
                              "time_index_before": "2022-10-01T00:00:00Z"}, kafka_describe()),
], ttag="t_inventory")

# 8
c.model("""## Inventory — what sits before 2022-10-01

| System | Object | Pre-cutoff | Notes |
|---|---|---|---|
| S3 | `lp-events-raw/clickstream/` | 1,231,904 objects / 26.5 TiB | hourly Parquet, dt/hr partitions (UTC) |
| S3 | `lp-events-raw/app-sessions/` | 498,377 objects / 9.7 TiB | |
| S3 | `lp-events-raw/support-chat/` | 176,161 objects / 2.6 TiB | starts 2020-06 |
| **S3 total** | | **1,906,442 objects / 38.7 TiB** | bucket is versioned; no noncurrent-version expiry configured |
| Snowflake | `ANALYTICS.EVENTS.CLICKSTREAM` | 32,087,338 rows | |
| Snowflake | `ANALYTICS.EVENTS.APP_SESSIONS` | 9,468,901 rows | |
| Snowflake | `ANALYTICS.EVENTS.SEARCH_QUERIES` | 4,731,022 rows | raw query text — clearly behavioural |
| Snowflake | `SUPPORT.CHAT.TRANSCRIPTS` | 2,230,977 rows | owned by SUPPORT_ENG |
| Kafka | `customer-events.v2` | ~21.9 TiB of 31.4 TiB | `retention.ms=-1` — never deletes anything |
| Kafka | `support-chat.v1` | none | 30-day retention, oldest record 2024-10-13 — already compliant |

Row counts are before any legal-hold exclusion.

## Things that need an answer before a plan

1. **`legacy-2016/` — 312 objects, 41.2 GiB**, JSON exports from 2016–17 (one is named `mixpanel_dump_…`), no dt partition, Glacier IR. Almost certainly behavioural and way past 25 months, but the audit finding doesn't list it and nobody has told us what's in it. I'd keep it **out** of this change and ask Dana.
2. **FIN-owned tables.** Two tables carry behavioural-looking data: `FIN.EVENTS.PAYMENT_EVENTS` (12,448,530 pre-cutoff rows) and `FIN.EVENTS.CHECKOUT_CLICKS` (3,431,006). Both are owned by FINANCE_DATA, so per your rule they are **not** in any count or plan until you say so. `ANALYTICS.AGG.DAILY_REVENUE` is aggregate, no identifiers — out of scope per the ticket.
3. **Kafka can't delete records selectively.** For a delete-policy topic the only lever is retention, and once a broker drops a segment it's gone. Also worth knowing: `s3-sink-cev2-raw` copies `customer-events.v2` into the clickstream/ and app-sessions/ prefixes, so Kafka's old content is largely a duplicate of S3 raw.
4. **Time Travel differs per database**: ANALYTICS keeps 1 day, SUPPORT keeps **90 days** of Time Travel, FIN 30, plus Snowflake's 7-day Fail-safe on everything permanent. That shapes both rollback and the "irrecoverable from" date on the certificate.
5. `customer-profile.compacted` is profile data (RP-3) — out of scope, I won't touch it.

Next I'd pull the legal hold so we know what must be carved out, then do a dry run.""")

# 9
c.user("Good catch on legacy-2016, park it for now. Pull LH-2291 next — how many accounts are we talking about? And what's in PAYMENT_EVENTS that looks behavioural? I thought that was just the ledger feed.")

# 10-11
hold_out = ("Legal hold LH-2291 - Marlow v. Larkspur Pay, Inc. (N.D. Cal. No. 3:24-cv-01822)\n"
            "status: ACTIVE since 2024-05-21   owner: Dana Whitfield (Legal)   scope: all customer data of listed accounts, all systems, all retention policies suspended\n"
            "current version: v3 (published 2024-09-30 16:02 UTC by dana.whitfield)   accounts: 1,184\n"
            "snapshot: s3://lp-legal-holds/LH-2291/v3/accounts.csv   sha256: 9f3c07d1a4be55e2c6d80b9f21e7aa40c3d5b6e1f0a9987d2c4e13b05ab7e1a2   lines: 1,185 (incl. header)\n"
            "owner note: \"List under review with outside counsel - expect a revision in November. Always use the latest PUBLISHED version.\"\n"
            "version history: v1 2024-05-21 (1,020 accounts) | v2 2024-07-15 (1,141 accounts) | v3 2024-09-30 (1,184 accounts)\n"
            "systems attested: Snowflake (GOVERNANCE.LEGAL.HOLD_ACCOUNTS, loaded v3 2024-10-01), S3 lp-events-raw (no per-account layout - attested by partition), Zendesk, Salesforce\n\n"
            "sample (40 of 1,184):\n" + hold_sample("v3"))
c.act("Fetching the hold.", [
    ("legal_hold_get", {"matter_id": "LH-2291", "include_accounts": "sample", "sample_size": 40, "include_history": True}, hold_out)])

# 12
c.model("""## LH-2291

- **v3, 1,184 accounts**, snapshot `s3://lp-legal-holds/LH-2291/v3/accounts.csv`. Hold suspends *all* retention for those accounts, in all systems.
- Dana's note: the list is under review with outside counsel and a **revision is expected in November**. So the purge must read the *latest published* version at run time, not bake in v3.
- Snowflake already has the list loaded in `GOVERNANCE.LEGAL.HOLD_ACCOUNTS` (v3, loaded 1 Oct), so the warehouse side is a straightforward anti-join on `account_id`.

## The hard part is S3

The raw files are hourly Parquet partitioned by `dt/hr`, not by account. Each file holds events from thousands of accounts, so 1,184 held accounts that were active in 2019–2022 touch a large share of the files. Three ways to handle it:

| | A. Extract, then delete | B. Skip affected partitions | C. Rewrite in place |
|---|---|---|---|
| What happens | For each pre-cutoff file containing a held account, copy only those accounts' rows to a preservation area in the legal-hold bucket, verify counts, then delete the whole partition | Delete only files that contain no held account | Rewrite each affected file without the non-held rows |
| Raw data left | none | most of it (held accounts are everywhere) | only held rows, scattered through 3k partitions |
| Held data | one place, Legal-controlled | where it is | where it is |
| Extra work | Spark job over the affected files, non-destructive, can run ahead of the window | none | 2× writes, overwrites object versions, messy rollback |
| Certificate | clean | fails the finding | OK but hard to evidence |

**I'd go with A.**

## PAYMENT_EVENTS

Not just the ledger feed. The table comment says *"Payment lifecycle events (authorised/captured/refunded) with device_fingerprint, ip_addr, user_agent, checkout_step_ms; feeds FIN.LEDGER reconciliation"*. So it's financial records with behavioural columns riding along — the rows back ledger reconciliation, which normally means statutory retention. That's Finance's call; I would not touch it without Marcus. `CHECKOUT_CLICKS` is different — pure checkout-funnel clickstream that happens to be owned by finance-data. It could be in scope if Finance agrees.""")

# 13
c.user("A. B is pointless, they're in basically every file. Run a dry run with that — Snowflake and S3, leave Kafka out until we've decided what to do there. FIN stays excluded for now.", tag="u_hold_A")

# 14-15
c.act("Submitting the dry run (no data modified).", [
    ("purge_dryrun", {"plan_name": "legal-1187-retention", "mode": "dry_run", "cutoff": "2022-10-01 00:00:00",
                      "snowflake": {"warehouse": "WH_PURGE_L", "role": "PURGE_EXECUTOR",
                                    "tables": ["ANALYTICS.EVENTS.CLICKSTREAM", "ANALYTICS.EVENTS.APP_SESSIONS", "ANALYTICS.EVENTS.SEARCH_QUERIES", "SUPPORT.CHAT.TRANSCRIPTS"],
                                    "predicate": "event_ts < :cutoff", "batch_by": "month"},
                      "s3": {"bucket": "lp-events-raw", "prefixes": ["clickstream/", "app-sessions/", "support-chat/"], "partition_key": "dt",
                             "hold_strategy": "extract", "preserve_prefix": "s3://lp-legal-holds/LH-2291/preserved/", "exclude_prefixes": ["legacy-2016/"]},
                      "kafka": None,
                      "exclusions": {"legal_hold": "LH-2291", "hold_version": "latest", "join_key": "account_id"}}, dry_run_1())],
      tag="m_dry1")

# 16
c.model("""## DRY-7731 — results (nothing modified)

| System | Would delete | Held back for LH-2291 (v3) | Est. runtime |
|---|---|---|---|
| Snowflake, 4 tables | **48,213,907 rows** | 304,331 rows | ~38 min |
| S3 `lp-events-raw` | **1,906,442 objects / 38.7 TiB** | 22,610 files contain held accounts → 412,388 rows to extract | extract ~2h40m, delete ~1h50m |
| Kafka | not in plan yet | | |

Per table: CLICKSTREAM 31,884,220 · APP_SESSIONS 9,412,655 · SEARCH_QUERIES 4,702,318 · TRANSCRIPTS 2,214,714. `legacy-2016/` correctly not matched.

**Timing:** serially this is ~4.5 h, which doesn't fit a 4-hour window. But the extraction only *writes* to the hold bucket, so it can run as a pre-stage before the window; the window then only has the Snowflake DELETEs and the S3 batch delete (~2 h with verification).

## Rollback plan (draft)

| Layer | Mechanism | Rollback | Recoverable for |
|---|---|---|---|
| S3 | Bucket is versioned: Batch Operations `DeleteObject` only adds delete markers. Add a lifecycle rule expiring *noncurrent* versions under the three prefixes after N days | Batch job removing the delete markers from the same manifest | N days, then permanent |
| Snowflake | Time Travel: set `DATA_RETENTION_TIME_IN_DAYS=N` on the purge tables before the DELETEs (ANALYTICS is only at 1 day today) | `INSERT INTO t SELECT * FROM t BEFORE(STATEMENT => '<delete query id>') WHERE …` per table | N days (+7 days Fail-safe, only via Snowflake support) |
| Kafka | depends on the option below | | |

For N I'd suggest 14 days: two weekly cycles for a downstream owner to notice something broke. Privacy may want less.

## Kafka — `customer-events.v2`

Records can only leave a delete-policy topic through retention: once retention is lowered, brokers drop every segment whose newest record is older than the limit. No versions, no Time Travel.

| | A. Lower retention only | B. Quarantine copy, then lower retention | C. Defer Kafka |
|---|---|---|---|
| What | Set retention to 761 days (≈25 months) during the window | Before the window, mirror the pre-cutoff data with a dedicated S3 sink into a short-lived quarantine bucket, then lower retention | Purge S3 + Snowflake now, Kafka in a follow-up change |
| Reversible | no | yes, for the rollback window | n/a |
| Cost | none | ~21.9 TiB of temporary storage; the copy must expire on the same N-day clock | none |
| Compliance | ✓ | ✓ | ✗ — the topic is named in the finding |

I'd pick **B**: it's the only option where Kafka has the same rollback story as the other two layers. `support-chat.v1` needs nothing.

To draft the change request I need a window and an implementer.""")

# 17
c.user("B for Kafka. Go with the 14-day rollback for now, Ingrid can argue with me. Draft the CR: usual Saturday slot, Sat 16 Nov 02:00-06:00 UTC, Tomasz implements, I'm the owner. Put the extraction in as a pre-stage on Fri 15 Nov during the day.", tag="u_kafka_B")

# 18-19
cr_create_in = {
    "title": "LEGAL-1187 retention purge - S3 lp-events-raw, Snowflake events, Kafka customer-events.v2",
    "type": "normal", "risk": "high", "owner": "priya.raman", "implementer": "tomasz.wojcik",
    "window_start": "2024-11-16T02:00:00Z", "window_end": "2024-11-16T06:00:00Z",
    "systems": ["s3:lp-events-raw", "snowflake:lp-prod.us-east-1", "kafka:kafka-prod-east"],
    "links": ["LEGAL-1187", "LH-2291", "DRY-7731"],
    "runbook": "data-platform-ops/runbooks/retention/purge-2024q4.md",
    "prestage": {"step": "hold-extract LH-2291 (hold_strategy=extract)", "start": "2024-11-15T09:00:00Z", "destructive": False},
    "plan": [
        "T-60 readiness check; re-read latest LH-2291 version",
        "Snowflake: DELETE by month on 4 tables, event_ts < cutoff, anti-join GOVERNANCE.LEGAL.HOLD_ACCOUNTS",
        "S3: verify extraction manifest, run Batch Operations DeleteObject from manifest",
        "Kafka: confirm quarantine copy complete, set customer-events.v2 retention.ms=65750400000 (761 d)",
        "Post-checks: counts, downstream job health",
    ],
    "kafka": {"strategy": "quarantine_then_retention", "connector": "s3-sink-quarantine-cev2",
              "quarantine_path": "s3://lp-purge-quarantine/kafka/customer-events.v2/", "target_retention_ms": 65750400000},
    "rollback": {"window_days": 14, "s3_noncurrent_rule": "purge-2024q4-noncurrent",
                 "snowflake": "time travel restore per table", "kafka": "re-produce from quarantine copy"},
    "approvals_required": ["privacy:ingrid.halvorsen", "finance:marcus.obi", "cab"],
}
cr_create_out = """CHG-48213 created (rev 1)   state: DRAFT -> AWAITING_APPROVAL
title: LEGAL-1187 retention purge - S3 lp-events-raw, Snowflake events, Kafka customer-events.v2
type: Normal   risk: High   owner: priya.raman   implementer: tomasz.wojcik
window: Sat 16 Nov 2024 02:00-06:00 UTC (4h)
pre-stage: Fri 15 Nov 2024 09:00 UTC - hold-extract LH-2291 (non-destructive, writes s3://lp-legal-holds/LH-2291/preserved/)
runbook: data-platform-ops/runbooks/retention/purge-2024q4.md (linked, not yet reviewed)
kafka: quarantine_then_retention via s3-sink-quarantine-cev2 -> s3://lp-purge-quarantine/kafka/customer-events.v2/ ; target retention.ms=65750400000
rollback: 14-day rollback window; S3 lifecycle rule purge-2024q4-noncurrent (NoncurrentVersionExpiration 14d); Snowflake Time Travel restore; Kafka re-produce from quarantine
approvals:
  privacy   ingrid.halvorsen   PENDING
  finance   marcus.obi         PENDING
  CAB       -                  PENDING (next CAB: Thu 14 Nov 2024 16:00 UTC; submission cut-off Thu 12:00 UTC)
calendar check (at creation): no conflicting changes on s3:lp-events-raw, snowflake:WH_PURGE_L, kafka:kafka-prod-east
links: LEGAL-1187, LH-2291, DRY-7731
url: https://change.larkspurpay.internal/CHG-48213"""
c.act("Drafting the change request.", [("change_request_create", cr_create_in, cr_create_out)], tag="m_cr_create")

# 20
c.model("""Done — **CHG-48213** (rev 1), awaiting approval.

- Window **Sat 16 Nov 02:00-06:00 UTC**, implementer Tomasz, owner you; pre-stage extraction Fri 15 Nov 09:00 UTC.
- Kafka: option B with a dedicated connector `s3-sink-quarantine-cev2` into `s3://lp-purge-quarantine/…`, then `retention.ms=65750400000`.
- Rollback: 14 days on all three layers, S3 rule `purge-2024q4-noncurrent`.
- Approvals pending: privacy (Ingrid), finance (Marcus), CAB (Thu 14 Nov 16:00, submission cut-off Thu 12:00).
- Calendar showed no conflicts at creation.

Shall I send the sign-off requests? I'd give Ingrid the rollback section and the hold handling, and Marcus the FIN question.""")

# 21
c.user("Yes, send both. Ingrid gets the plan + rollback. For Marcus make it very explicit that FIN.EVENTS.PAYMENT_EVENTS and CHECKOUT_CLICKS are NOT in the purge unless he tells us otherwise, and ask him whether checkout clicks can go.")

# 22-23
mail_ingrid = """Hi Ingrid,

CHG-48213 is ready for privacy review - it implements LEGAL-1187 (RP-7, 25-month limit).

Scope (dry run DRY-7731, cutoff event_ts < 2022-10-01 00:00 UTC):
- Snowflake: ANALYTICS.EVENTS.CLICKSTREAM / APP_SESSIONS / SEARCH_QUERIES, SUPPORT.CHAT.TRANSCRIPTS - 48.2M rows
- S3 lp-events-raw: clickstream/, app-sessions/, support-chat/ - 1.9M objects, 38.7 TiB
- Kafka customer-events.v2: retention lowered to 761 days after a quarantine copy
Legal hold LH-2291: held accounts' rows are extracted to s3://lp-legal-holds/LH-2291/preserved/ before the raw partitions are deleted; Snowflake anti-joins the hold list.

Rollback: we propose keeping rollback copies for 14 days after the window - S3 noncurrent versions (lifecycle rule purge-2024q4-noncurrent), Snowflake Time Travel, and the Kafka quarantine copy. After that the data is gone, except Snowflake Fail-safe (7 days, Snowflake-only access).

Window: Sat 16 Nov 02:00-06:00 UTC. Could you review and approve on the CR, or tell us what to change?

Thanks,
Priya (sent by Atlas on Priya's behalf)"""
mail_marcus = """Hi Marcus,

We are preparing the LEGAL-1187 retention purge (CHG-48213). Two tables owned by FINANCE_DATA contain behavioural data older than the RP-7 limit:

- FIN.EVENTS.PAYMENT_EVENTS - 12.4M rows before 2022-10-01 (payment lifecycle events incl. device_fingerprint, ip_addr, user_agent)
- FIN.EVENTS.CHECKOUT_CLICKS - 3.4M rows before 2022-10-01 (checkout funnel clickstream)

To be explicit: neither table is in the purge. We will not touch either unless you tell us otherwise.

Question: can FIN.EVENTS.CHECKOUT_CLICKS be purged under RP-7 (same cutoff, same legal-hold exclusions)? Our understanding is that PAYMENT_EVENTS backs ledger reconciliation and must stay under statutory retention - please confirm.

We also need a finance sign-off on the CR itself. The CAB is Thu 14 Nov; submission cut-off Thu 12:00 UTC.

Thanks,
Priya (sent by Atlas on Priya's behalf)"""
c.act("", [
    ("email_send", {"from": "priya.raman@larkspurpay.com", "to": ["ingrid.halvorsen@larkspurpay.com"], "cc": ["dana.whitfield@larkspurpay.com"],
                    "subject": "CHG-48213 privacy sign-off - LEGAL-1187 retention purge", "body": mail_ingrid,
                    "attachments": ["CHG-48213.pdf", "DRY-7731-summary.txt"]},
     "sent: message_id <20241112163305.7f1e@larkspurpay.com>  thread: T-88412  to: ingrid.halvorsen@larkspurpay.com  cc: dana.whitfield@larkspurpay.com  attachments: 2"),
    ("email_send", {"from": "priya.raman@larkspurpay.com", "to": ["marcus.obi@larkspurpay.com"],
                    "subject": "CHG-48213 finance sign-off - FIN tables in LEGAL-1187 purge", "body": mail_marcus},
     "sent: message_id <20241112163311.a40c@larkspurpay.com>  thread: T-88413  to: marcus.obi@larkspurpay.com"),
])

# 24
c.model("Sent both:\n\n- **Ingrid** (cc Dana) — scope, hold handling, the 14-day rollback proposal, window; asks for approval on the CR. Thread T-88412.\n- **Marcus** — both FIN tables explicitly excluded; asks whether CHECKOUT_CLICKS can go and for finance sign-off before the Thursday CAB. Thread T-88413.\n\nI'll check for replies when you're back.")

# 25
c.user("Morning. Anything back from Ingrid or Marcus? I also got a Jira ping on LEGAL-1187, check that too.")

# 26-27
inbox = """mailbox priya.raman@larkspurpay.com   query matched 6 messages since 2024-11-12T16:00:00Z

[1] 2024-11-12 18:47 UTC  From: Ingrid Halvorsen <ingrid.halvorsen@larkspurpay.com>  Thread T-88412
Subject: RE: CHG-48213 privacy sign-off - LEGAL-1187 retention purge
  Priya, thanks - the hold handling is fine. On rollback I can't accept 14 days. Conditions for privacy approval:
  1. No rollback copy of purged data (S3 noncurrent versions, Snowflake Time Travel, the Kafka quarantine copy) may persist
     longer than 7 days after the purge.
  2. SUPPORT transcripts must not remain recoverable via Time Travel beyond that same 7 days - I understand SUPPORT is
     configured with a much longer Time Travel period.
  3. The completion certificate must state the date from which each layer is irrecoverable.
  4. If anything survives outside your control (backups, Fail-safe), document it in the CR so I can assess it.
  Update the CR and I'll approve formally there.
  Ingrid

[2] 2024-11-12 16:33 UTC  From: Marcus Obi <marcus.obi@larkspurpay.com>  Thread T-88413
Subject: Automatic reply: CHG-48213 finance sign-off - FIN tables in LEGAL-1187 purge
  I am out of the office until Monday 18 November with limited access to e-mail. For approvals, including change
  requests, please contact my delegate Renata Kowalczyk (renata.kowalczyk@larkspurpay.com).

[3] 2024-11-13 08:05 UTC  From: Jira <jira@larkspurpay.atlassian.net>
Subject: [JIRA] Dana Whitfield commented on LEGAL-1187
  Dana Whitfield: The LH-2291 hold list has been revised with outside counsel - v4 is published as of this morning:
  1,212 accounts (28 added, none removed). Snapshot: s3://lp-legal-holds/LH-2291/v4/accounts.csv. Please make sure the
  purge uses v4, and re-confirm the held-back counts in the certificate.

[4] 2024-11-13 07:12 UTC  From: change-calendar <change-calendar@larkspurpay.com>
Subject: [Conflict] CHG-48213 overlaps CHG-48190
  A conflict was detected for CHG-48213 (window Sat 16 Nov 2024 02:00-06:00 UTC).
  Overlapping change: CHG-48190 "kafka-prod-east broker rolling upgrade 3.6.1 -> 3.7.1"
    window: Sat 16 Nov 2024 00:00-08:00 UTC   implementer: ops-kafka (Lukas Brandt)   state: APPROVED (CAB 2024-11-07)
  Overlapping resources: kafka:kafka-prod-east
  Resolve by moving one of the changes or recording a CAB exception.

[5] 2024-11-13 06:00 UTC  From: Snowflake <no-reply@snowflake.com>
Subject: Weekly credit usage - lp-prod.us-east-1
  Credits used last 7 days: 4,812 (+6% WoW). Top warehouses: WH_ELT_XL 2,104, WH_BI_M 1,377, WH_OPS_XS 98.

[6] 2024-11-13 05:30 UTC  From: PagerDuty <no-reply@pagerduty.com>
Subject: Data Platform - overnight summary
  2 incidents resolved: #91827 s3-sink-support-chat lag > 15m (auto-resolved 01:42), #91829 WH_ELT_XL queued > 10m (ack: aisha.rahman)"""
c.act("", [
    ("email_search", {"mailbox": "priya.raman@larkspurpay.com", "since": "2024-11-12T16:00:00Z",
                      "query": "CHG-48213 OR LEGAL-1187 OR LH-2291 OR from:ingrid.halvorsen OR from:marcus.obi OR from:change-calendar OR label:oncall"}, inbox)],
      ttag="t_inbox")

# 28
c.model("""## What changed overnight

| Item | Was | Now | Source |
|---|---|---|---|
| Rollback window | 14 days | **7 days max**, all layers | Ingrid, T-88412 |
| Legal hold | v3, 1,184 accounts | **v4, 1,212 accounts** (+28, none removed) | Dana on LEGAL-1187 |
| Finance approver | Marcus Obi | **Renata Kowalczyk** (delegate; Marcus out until Mon 18 Nov) | auto-reply |
| Window | Sat 16 Nov 02:00-06:00 | **conflicts** with CHG-48190, broker upgrade on kafka-prod-east, 00:00-08:00 same night, already approved | change calendar |

Ingrid's other conditions: SUPPORT transcripts must not stay recoverable via Time Travel beyond those 7 days, the certificate must give an "irrecoverable from" date per layer, and anything outside our control (Fail-safe) has to be documented in the CR.

## The window

Running a retention change on `customer-events.v2` while brokers are being rolled is exactly what we don't want, and CHG-48190 was approved first. Options:

| | Option 1 | Option 2 |
|---|---|---|
| When | Sunday 17th, 01:00-05:00 UTC | Tue 19th, 02:00-06:00 UTC |
| Pros | brokers have had 17 h on 3.7.1 to settle; 5 days of slack before the 22nd | weekday, everyone around |
| Cons | weekend again | only 3 days of slack if we have to abort and retry |

I'd take option 1.

## Proposed next steps
1. Update CHG-48213: new window, rollback N = 7 days on every layer, finance approver → Renata.
2. Load LH-2291 v4 into `GOVERNANCE.LEGAL.HOLD_ACCOUNTS` and re-run the dry run.
3. Re-send the finance request to Renata.""")

# 29
c.user("Sunday. 7-day rollback is fine — update the CR and load v4. Re-send the finance ask to Renata, cc Marcus so he sees it when he's back.", tag="u_sunday")

# 30-31
cr_upd_in = {"id": "CHG-48213", "changes": {
    "window_start": "2024-11-17T01:00:00Z", "window_end": "2024-11-17T05:00:00Z",
    "rollback.window_days": 7, "rollback.s3_noncurrent_rule": {"name": "purge-2024q4-noncurrent", "noncurrent_days": 7},
    "rollback.snowflake_time_travel_days": 7, "rollback.kafka_quarantine_expiry_days": 7,
    "approvals.finance": "renata.kowalczyk"},
    "reason": "Conflict with CHG-48190 (kafka-prod-east upgrade, Sat 16 Nov 00:00-08:00 UTC). Privacy condition (I. Halvorsen, 2024-11-12): rollback copies max 7 days. Finance delegate while M. Obi is OOO until 18 Nov."}
cr_upd_out = """CHG-48213 updated (rev 1 -> rev 2)   state: AWAITING_APPROVAL
  window:              was Sat 16 Nov 2024 02:00-06:00 UTC   now Sun 17 Nov 2024 01:00-05:00 UTC
  rollback.window:     was 14 days                            now 7 days
  s3 rule purge-2024q4-noncurrent: NoncurrentVersionExpiration was 14d now 7d (rule not yet applied to bucket)
  snowflake time travel for purge tables: now 7 days (to be set as pre-step)
  kafka quarantine expiry: now 7 days (bucket lifecycle on s3://lp-purge-quarantine/)
  approvals.finance:   was marcus.obi (PENDING)                now renata.kowalczyk (PENDING)
  rollback copies expire no later than: 2024-11-24 05:00 UTC
  pre-stage: unchanged - Fri 15 Nov 2024 09:00 UTC hold-extract LH-2291
calendar check: no conflicts (CHG-48190 ends Sat 16 Nov 08:00 UTC)
audit: updated by atlas on behalf of priya.raman 2024-11-13T09:41:17Z"""
hold_load_out = """legal_hold_load LH-2291 v4 -> GOVERNANCE.LEGAL.HOLD_ACCOUNTS (mode=replace_matter)
source: s3://lp-legal-holds/LH-2291/v4/accounts.csv   sha256 verified: 2b71e0c4f9a35d18e6c2b0a47d93f5e8a1c6d0b9e4f72a35c8d1e6b0f9a3c7d2
rows for matter LH-2291: was 1,184 (v3)  now 1,212 (v4)   added 28   removed 0
query_id 01b83d02-0002-9a7e-0000-4f1d00a20f91   loaded 2024-11-13T10:58:40Z by PURGE_EXECUTOR
added accounts (28): acct_0c1fe932, acct_13a87b40, acct_1f0d6e25, acct_22c9a118, acct_2b7730fd, acct_31e4c0a9, acct_3a9b12d7,
  acct_4402f5be, acct_4d18a3c0, acct_52fe7b11, acct_5b06c9e4, acct_61a3d082, acct_6c92e5f7, acct_7340b1aa, acct_7e11d9c3,
  acct_85c7a20e, acct_8f3be614, acct_97a0c5d8, acct_9e6412fb, acct_a5d83e07, acct_ad20f9c1, acct_b61c4a93, acct_c0f7e25d,
  acct_c93a1b68, acct_d2e5c7f0, acct_dc48a03e, acct_e70b9d24, acct_f1a2c6b9"""
mail_renata = """Hi Renata,

Marcus's auto-reply names you as his delegate for approvals, so I'm bringing this to you (Marcus cc'd for when he is back on the 18th).

CHG-48213 implements LEGAL-1187, the RP-7 retention purge. The window is now Sun 17 Nov 01:00-05:00 UTC; the CAB is Thu 14 Nov (cut-off Thu 12:00 UTC). We need finance's sign-off on the CR.

Two FINANCE_DATA tables hold behavioural data older than the cutoff (2022-10-01):
- FIN.EVENTS.PAYMENT_EVENTS - 12.4M rows (payment lifecycle events incl. device_fingerprint, ip_addr, user_agent)
- FIN.EVENTS.CHECKOUT_CLICKS - 3.4M rows (checkout funnel clickstream)

Neither is in the purge today, and we won't touch either without finance's agreement. Questions:
1. Can CHECKOUT_CLICKS be purged under RP-7 (same cutoff, same LH-2291 legal-hold exclusions)?
2. We assume PAYMENT_EVENTS must stay (statutory retention) - correct?

Please reply here or comment directly on the CR.

Thanks,
Priya (sent by Atlas on Priya's behalf)"""
c.act("Moving CHG-48213 to **Sun 17 Nov 01:00-05:00 UTC**, setting the rollback window to 7 days, loading LH-2291 v4, and re-sending the finance request.", [
    ("change_request_update", cr_upd_in, cr_upd_out),
    ("legal_hold_load", {"matter_id": "LH-2291", "version": "v4", "source": "s3://lp-legal-holds/LH-2291/v4/accounts.csv",
                         "target_table": "GOVERNANCE.LEGAL.HOLD_ACCOUNTS", "mode": "replace_matter", "verify_sha256": True}, hold_load_out),
    ("email_send", {"from": "priya.raman@larkspurpay.com", "to": ["renata.kowalczyk@larkspurpay.com"], "cc": ["marcus.obi@larkspurpay.com"],
                    "subject": "CHG-48213 finance sign-off (delegate for Marcus) - FIN tables in LEGAL-1187 purge", "body": mail_renata},
     "sent: message_id <20241113094402.c11b@larkspurpay.com>  thread: T-88413  to: renata.kowalczyk@larkspurpay.com  cc: marcus.obi@larkspurpay.com"),
], tag="m_sunday")

# 32
c.model("""Done.

- **CHG-48213 rev 2**: window Sun 17 Nov 01:00-05:00 UTC (was Sat 16 Nov); rollback 7 days on all layers — S3 rule `purge-2024q4-noncurrent` now 7d, Snowflake Time Travel 7 days as a pre-step, quarantine bucket expiry 7 days. Rollback copies gone by **2024-11-24 05:00 UTC**. Finance approver now Renata. Calendar clean.
- **LH-2291 v4** loaded into `GOVERNANCE.LEGAL.HOLD_ACCOUNTS`: 1,184 → 1,212 rows, sha256 verified.
- **Renata** has the finance ask on thread T-88413, Marcus cc'd.

Note the pre-stage is still on Friday 09:00 — with the window on Sunday it could move later. Shall I re-run the dry run against v4?""")

# 33
c.user("Yes rerun it. Also Tomasz is off that Sunday — make Aisha Rahman the implementer, she's on call that weekend anyway.", tag="u_aisha")

# 34-35
c.act("Re-running the dry run and swapping the implementer.\n\nWhile setting up the rerun I went back through DRY-7731's log, and there's a warning I missed on Tuesday: the Snowflake session was on `America/Los_Angeles`, so the cutoff literal was bound as TIMESTAMP_LTZ — effectively 2022-10-01 07:00 UTC, seven hours too late. That also affects the per-month inventory numbers I gave you. This run pins the session to UTC and uses an explicit `+00:00` offset.", [
    ("purge_dryrun", {"plan_name": "legal-1187-retention", "plan_rev": 3, "mode": "dry_run", "cutoff": "2022-10-01 00:00:00 +00:00",
                      "session": {"TIMEZONE": "UTC"},
                      "snowflake": {"warehouse": "WH_PURGE_L", "role": "PURGE_EXECUTOR",
                                    "tables": ["ANALYTICS.EVENTS.CLICKSTREAM", "ANALYTICS.EVENTS.APP_SESSIONS", "ANALYTICS.EVENTS.SEARCH_QUERIES", "SUPPORT.CHAT.TRANSCRIPTS"],
                                    "predicate": "event_ts < :cutoff", "batch_by": "month"},
                      "s3": {"bucket": "lp-events-raw", "prefixes": ["clickstream/", "app-sessions/", "support-chat/"], "partition_key": "dt",
                             "hold_strategy": "extract", "preserve_prefix": "s3://lp-legal-holds/LH-2291/preserved/", "exclude_prefixes": ["legacy-2016/"]},
                      "kafka": {"topic": "customer-events.v2", "strategy": "quarantine_then_retention", "connector": "s3-sink-quarantine-cev2", "target_retention_ms": 65750400000},
                      "exclusions": {"legal_hold": "LH-2291", "hold_version": "v4", "join_key": "account_id"},
                      "compare_to": "DRY-7731"}, dry_run_2()),
    ("change_request_update", {"id": "CHG-48213", "changes": {"implementer": "aisha.rahman", "links.add": ["DRY-7764"]},
                               "reason": "Tomasz Wojcik unavailable Sun 17 Nov; Aisha Rahman on call that weekend."},
     "CHG-48213 updated (rev 2 -> rev 3)   state: AWAITING_APPROVAL\n  implementer: was tomasz.wojcik   now aisha.rahman (notified)\n  links: + DRY-7764\naudit: updated by atlas on behalf of priya.raman 2024-11-13T11:47:03Z"),
], tag="m_dry2")

# 36
c.model("""## DRY-7764 vs DRY-7731

| | DRY-7731 (Tue) | DRY-7764 (today) | Δ |
|---|---|---|---|
| Hold list | v3, 1,184 accts | v4, 1,212 accts | +28 |
| Session TZ | America/Los_Angeles ⚠ | UTC | |
| Snowflake rows to delete | 48,213,907 | **47,960,112** | −253,795 |
| S3 objects to delete | 1,906,442 (38.7 TiB) | **1,906,442 (38.7 TiB)** | 0 |
| S3 files with held accounts | 22,610 | **23,004** | +394 |
| Held rows to extract | 412,388 | **478,872** | +66,484 |

The −253,795 splits cleanly: **−187,311** from the 7-hour boundary (rows between 00:00 and 07:00 UTC on 1 Oct 2022 that the LA session wrongly matched) and **−66,484** from the 28 new hold accounts. S3 didn't move because the dt partitions are UTC.

Per table now: CLICKSTREAM 31,715,007 · APP_SESSIONS 9,363,735 · SEARCH_QUERIES 4,677,270 · TRANSCRIPTS 2,204,100.

That boundary bug is on me — I should have caught the warning on Tuesday. The purge plan now pins `TIMEZONE=UTC`, and I'll make the T-0 recount check for that warning as well.

**Implementer**: CHG-48213 rev 3, Aisha Rahman replaces Tomasz (she's been notified). Extraction now estimated at 2h50m.""")

# 37
c.user("Side question — Ingrid's second condition. SUPPORT has 90 days of time travel, right? So we need to bring that down to 7 after the purge?")

# 38
c.model("""Yes — SUPPORT is at 90 days, set at database level (ANALYTICS 1, FIN 30). But I'd change *where* and *when* we do it:

**Table level, not database.** `ALTER DATABASE SUPPORT …` would cut Time Travel for every support table, not just transcripts. We only need it on the table we purge.

**Before the purge, not after.** Time Travel keeps a deleted row for the retention period *in force at that moment*, and lowering it later pushes older history into Fail-safe anyway — so "after" works, but it leaves a gap where transcripts sit at 90 days with nobody watching. The cleaner version is a pre-step 0 inside the window, so every layer follows one rule: *every purged row is recoverable for exactly 7 days.*

```sql
-- pre-step 0, before any DELETE
ALTER TABLE ANALYTICS.EVENTS.CLICKSTREAM    SET DATA_RETENTION_TIME_IN_DAYS = 7;  -- raised from 1
ALTER TABLE ANALYTICS.EVENTS.APP_SESSIONS   SET DATA_RETENTION_TIME_IN_DAYS = 7;  -- raised from 1
ALTER TABLE ANALYTICS.EVENTS.SEARCH_QUERIES SET DATA_RETENTION_TIME_IN_DAYS = 7;  -- raised from 1
ALTER TABLE SUPPORT.CHAT.TRANSCRIPTS        SET DATA_RETENTION_TIME_IN_DAYS = 7;  -- lowered from 90
```

Two things to be aware of:
- **Side effect:** for the ANALYTICS tables this *raises* retention, so storage goes up for a week — a few hundred GB of Time Travel, fine. For TRANSCRIPTS, the support team loses anything older than 7 days of Time Travel on that table for good. I'd mention it to SUPPORT_ENG.
- **Fail-safe:** after Time Travel ends, Snowflake keeps another **7 days of Fail-safe** on permanent tables. It can't be configured or switched off, and only Snowflake support can recover from it. That's exactly the "survives outside our control" case Ingrid asked about, so the certificate's Snowflake "irrecoverable from" date is window + 7 + 7 days, not + 7.

Shall I put pre-step 0 into the plan and ask Ingrid about Fail-safe?""", tag="m_tt")

# 39
c.user("Pre-step it is. Ask Ingrid about fail-safe on the same thread — I'd rather she hears it from us than from the auditors. And yes, tell SUPPORT_ENG, but that can go in the handover.")

# 40-41
mail_fs = """Hi Ingrid,

Following your conditions: CHG-48213 is updated - the window is now Sun 17 Nov 01:00-05:00 UTC and every rollback copy is capped at 7 days (S3 noncurrent versions, Snowflake Time Travel, Kafka quarantine bucket). Rollback copies are gone by 2024-11-24 05:00 UTC.

For condition 2 we will set Time Travel to 7 days on the purged tables *before* the deletes (pre-step 0); for SUPPORT.CHAT.TRANSCRIPTS that lowers it from 90 days, at table level only.

One item for condition 4 that is outside our control: Snowflake Fail-safe. After Time Travel ends, Snowflake retains data from permanent tables for a further 7 days. It cannot be disabled or shortened, and only Snowflake support can recover from it (we cannot query it). So for the Snowflake layer the date from which the data is irrecoverable would be 7 days after the Time Travel expiry.

Is that acceptable to privacy if we document it in the CR and on the certificate? The alternative would be converting the tables to transient (no Fail-safe), which is a larger change we would rather not make under this CR.

Thanks,
Priya (sent by Atlas on Priya's behalf)"""
c.act("", [
    ("email_reply", {"thread_id": "T-88412", "from": "priya.raman@larkspurpay.com", "to": ["ingrid.halvorsen@larkspurpay.com"],
                     "cc": ["dana.whitfield@larkspurpay.com"], "subject": "RE: CHG-48213 privacy sign-off - LEGAL-1187 retention purge", "body": mail_fs},
     "sent: message_id <20241113133020.9d2e@larkspurpay.com>  thread: T-88412 (4 messages)  to: ingrid.halvorsen@larkspurpay.com  cc: dana.whitfield@larkspurpay.com")])

# 42
c.model("Sent on T-88412 (Dana cc'd): the updated window, the 7-day cap, pre-step 0 with SUPPORT.CHAT.TRANSCRIPTS going from 90 to 7 days at table level, and the Fail-safe question — document it, or convert to transient tables as the heavier alternative we'd rather avoid.\n\nPre-step 0 goes into the runbook `runbooks/retention/purge-2024q4.md` on the final pass, and SUPPORT_ENG gets a heads-up in the handover.")

# 43
c.user("""Renata came back on the CR thread, pasting it here:

> Finance approval FA-1142 for CHG-48213. FIN.EVENTS.PAYMENT_EVENTS must be excluded in full — those rows back ledger reconciliation and are under the 7-year statutory retention; the behavioural columns are being split out in a separate project (FINDATA-88). FIN.EVENTS.CHECKOUT_CLICKS is not a financial record and may be purged under RP-7 with the same cutoff and legal-hold exclusions. ANALYTICS.AGG.DAILY_REVENUE must not be touched. — Renata Kowalczyk, Finance Controlling (delegate for M. Obi)

So checkout clicks are in. Dry-run just that table, then submit the CR to Thursday's CAB.""", tag="u_fin")

# 44-45
dry3 = """purge-orchestrator dry run DRY-7790   plan: legal-1187-retention (rev 4, table subset)   mode: DRY_RUN (no data modified)
started 2024-11-13T14:02:18Z   finished 2024-11-13T14:05:51Z   submitted by: priya.raman via atlas
legal hold: LH-2291 version=v4 (1,212 accounts) from GOVERNANCE.LEGAL.HOLD_ACCOUNTS
snowflake session: TIMEZONE=UTC (pinned by plan); cutoff bound as TIMESTAMP_TZ '2022-10-01 00:00:00 +00:00'

table                             rows_matching   rows_held   rows_to_delete  oldest_event_ts
FIN.EVENTS.CHECKOUT_CLICKS            3,418,589      16,471        3,402,118  2020-02-03 10:27:05
(inventory on 2024-11-12 showed 3,431,006 under the LA session; boundary difference -12,417)
database FIN: data_retention_time_in_days=30 (database level) - table will need pre-step 0
est. runtime: 6 min (32 DELETE statements)

plan totals (rev 4): snowflake rows_to_delete 47,960,112 (DRY-7764) + 3,402,118 (DRY-7790) = 51,362,230
summary: 3,402,118 rows would be deleted; 0 errors, 0 warnings"""
cr4 = """CHG-48213 updated (rev 3 -> rev 4)   state: AWAITING_APPROVAL -> AWAITING_CAB
  scope.snowflake: + FIN.EVENTS.CHECKOUT_CLICKS (5 tables)
  scope.do_not_touch: FIN.EVENTS.PAYMENT_EVENTS (statutory retention, FINDATA-88), ANALYTICS.AGG.DAILY_REVENUE
  prestep_0: ALTER TABLE ... SET DATA_RETENTION_TIME_IN_DAYS = 7 on 5 tables (incl. FIN.EVENTS.CHECKOUT_CLICKS, from 30)
  expected counts: snowflake 51,362,230 rows; s3 1,906,442 objects / 38.7 TiB; held rows to extract 478,872
  approvals:
    privacy   ingrid.halvorsen   PENDING (open question on T-88412)
    finance   renata.kowalczyk   APPROVED 2024-11-13 13:52 UTC  ref FA-1142
    CAB       -                  SUBMITTED for Thu 14 Nov 2024 16:00 UTC (agenda item 7 of 11)
  links: + DRY-7790, FA-1142
audit: updated by atlas on behalf of priya.raman 2024-11-13T14:08:30Z
warning: CAB submission with a pending approval - privacy approval required before CAB vote"""
c.act("", [
    ("purge_dryrun", {"plan_name": "legal-1187-retention", "plan_rev": 4, "mode": "dry_run", "cutoff": "2022-10-01 00:00:00 +00:00",
                      "session": {"TIMEZONE": "UTC"},
                      "snowflake": {"warehouse": "WH_PURGE_L", "role": "PURGE_EXECUTOR", "tables": ["FIN.EVENTS.CHECKOUT_CLICKS"],
                                    "predicate": "event_ts < :cutoff", "batch_by": "month"},
                      "exclusions": {"legal_hold": "LH-2291", "hold_version": "v4", "join_key": "account_id"}}, dry3),
    ("change_request_update", {"id": "CHG-48213", "changes": {
        "scope.snowflake.add": ["FIN.EVENTS.CHECKOUT_CLICKS"],
        "scope.do_not_touch": ["FIN.EVENTS.PAYMENT_EVENTS", "ANALYTICS.AGG.DAILY_REVENUE"],
        "prestep_0": "ALTER TABLE <t> SET DATA_RETENTION_TIME_IN_DAYS = 7 for all 5 purge tables",
        "approvals.finance": {"status": "approved", "by": "renata.kowalczyk", "ref": "FA-1142"},
        "links.add": ["DRY-7790", "FA-1142"]},
        "submit_to_cab": True, "cab_meeting": "2024-11-14T16:00:00Z",
        "reason": "Finance approval FA-1142 (R. Kowalczyk): CHECKOUT_CLICKS in scope; PAYMENT_EVENTS and DAILY_REVENUE excluded."}, cr4),
], tag="m_fin", ttag="t_fin")

# 46
c.model("""Done.

| | Rows to delete |
|---|---|
| 4 original tables (DRY-7764) | 47,960,112 |
| `FIN.EVENTS.CHECKOUT_CLICKS` (DRY-7790) | 3,402,118 |
| **Snowflake total** | **51,362,230** |

- **CHG-48213 rev 4** is submitted to the **CAB Thu 14 Nov 16:00 UTC** (item 7 of 11). Finance is recorded as approved (FA-1142, Renata).
- `FIN.EVENTS.PAYMENT_EVENTS` and `ANALYTICS.AGG.DAILY_REVENUE` are now on an explicit *do-not-touch* list in the CR, not just left out.
- Pre-step 0 now covers 5 tables — CHECKOUT_CLICKS sits in FIN at 30 days of Time Travel and goes to 7 like the others.
- ⚠ The CAB tool warns that **privacy is still pending**; Ingrid has to approve before the vote, which means an answer on Fail-safe by tomorrow afternoon.""")

# 47
c.user("Kenji from ML asked in #data-eng what happens to their ml-feature-store-backfill consumer on customer-events.v2 when we drop retention — apparently it replays from earliest. Should I worry?")

# 48-49
c.act("Checking the group.", [
    ("kafka_consumer_group_describe", {"cluster": "kafka-prod-east", "group": "ml-feature-store-backfill", "topic": "customer-events.v2",
                                       "include": ["offsets", "client_config", "metadata"]}, consumer_group())])

# 50
c.model("""## ml-feature-store-backfill

**Kafka side — no worry, but their offsets will jump.** The group has been *Empty* since 1 Nov (last client `feast-backfill-7c9d` on ml-batch-14) with `auto.offset.reset=earliest`. All 48 committed offsets point at 2021 records. When `customer-events.v2` drops to 761 days, the log start offset moves past every one of those commits; on its next start the consumer finds its offset out of range, resets to *earliest* — which is then early October 2022 — and carries on. It **cannot** replay purged data, because there's nothing left to read. What their job will see is a silent skip of 2021–Sep 2022.

**The real question is upstream of Kafka.** The group metadata names its sink: `s3://lp-feature-store/offline/customer_behaviour/` (Feast offline store). The backfill was reading 2021 events as of 1 Nov, so that store most likely holds **features derived from pre-cutoff behavioural events**. Whether derived features count as "behavioural data" under RP-7 is a legal question:
- the audit finding doesn't list the feature store, and
- the ticket only excludes "aggregated/anonymised" tables, which per-customer features aren't.

I wouldn't widen CHG-48213 on my own. I'd suggest:
1. Ask Dana on LEGAL-1187 whether the feature store is in scope — bundled with the `legacy-2016/` question so she has both in one place.
2. Tell Kenji his offsets will jump on Sunday and ask him to keep the backfill paused until Legal answers, so the store doesn't grow further.""")

# 51
c.user("Do both. Put the two questions on LEGAL-1187 so Dana has them together, and ping Kenji in #data-eng that the group's offsets will jump on Sunday and ask him to hold the backfill.")

# 52-53
jira_q = ("Two scope questions from Data Platform ahead of CHG-48213 (window Sun 17 Nov 01:00-05:00 UTC). Neither is in the current change; we need a decision for the certificate.\n\n"
          "1. s3://lp-events-raw/legacy-2016/ - 312 objects (41.2 GiB, Glacier IR), JSON exports from 2016-04 to 2017-01 (e.g. mixpanel_dump_2016q4_part07.json.gz). "
          "No date partitioning and not named in finding F-3. Is it in scope of RP-7, and if so, may it go in a follow-up change?\n"
          "2. s3://lp-feature-store/offline/customer_behaviour/ - Feast offline store written by the ML consumer group ml-feature-store-backfill, which was backfilling 2021 events from customer-events.v2 until 1 Nov. "
          "It likely holds per-customer features derived from pre-cutoff behavioural events. Does RP-7 apply to derived features?\n\n"
          "ML has been asked to pause the backfill until you answer. - Priya (via Atlas)")
slack_msg = (":wave: @kenji.mori re ml-feature-store-backfill on customer-events.v2 - on Sun 17 Nov (window 01:00-05:00 UTC, CHG-48213) we lower the topic's retention to 761 days. "
             "All 48 of your committed offsets point at 2021 records, so they'll fall below the new log start; with auto.offset.reset=earliest the group will jump to ~Oct 2022 on next start. It can't re-read purged data - it just skips it.\n"
             "Bigger ask: please keep the backfill paused for now. We've asked Legal (LEGAL-1187) whether features in s3://lp-feature-store/offline/customer_behaviour/ derived from pre-cutoff events fall under RP-7 - until that's answered we'd rather the store doesn't grow. Thanks!")
c.act("", [
    ("jira_comment", {"key": "LEGAL-1187", "body": jira_q, "mention": ["dana.whitfield"], "visibility": "Legal + Data Platform"},
     "comment 311874 added to LEGAL-1187 by priya.raman (via atlas) at 2024-11-13T15:22:09Z; notified: dana.whitfield, ingrid.halvorsen (watcher), legal-ops (watcher)"),
    ("slack_post", {"channel": "#data-eng", "thread_ts": "1731509112.443900", "text": slack_msg},
     "posted to #data-eng in thread 1731509112.443900 (ts 1731511388.102600) as priya.raman via atlas; @kenji.mori mentioned. reactions: :eyes: (kenji.mori)"),
])

# 54
c.model("Done.\n\n- **LEGAL-1187** comment 311874: both scope questions (`legacy-2016/`, and the feature store `s3://lp-feature-store/offline/customer_behaviour/`) with enough detail for Dana to rule. Dana notified; Ingrid sees it as a watcher.\n- **#data-eng**: Kenji told about the offset jump on Sunday and asked to keep the backfill paused. He's reacted :eyes: but hasn't confirmed yet.\n\nNeither question blocks CHG-48213 — both are outside its scope as written.")

# 55
c.user("CAB was this afternoon — did it go through? If yes, move the extraction pre-stage to Saturday 12:00 UTC. No point running it Friday now the window is Sunday, and closer to the window means it picks up any last hold change.", tag="u_prestage")

# 56-57
cr_get = """CHG-48213 (rev 5)   state: SCHEDULED
title: LEGAL-1187 retention purge - S3 lp-events-raw, Snowflake events, Kafka customer-events.v2
owner: priya.raman   implementer: aisha.rahman   window: Sun 17 Nov 2024 01:00-05:00 UTC
approvals:
  privacy   ingrid.halvorsen   APPROVED 2024-11-14 10:02 UTC
            comment: "Approved. Fail-safe is acceptable provided it is documented: state in the CR and on the LEG-TPL-09
            certificate that Snowflake data is irrecoverable from 2024-12-01 (7 days Time Travel + 7 days Fail-safe), and
            S3/Kafka from 2024-11-24. No transient-table conversion needed."
  finance   renata.kowalczyk   APPROVED 2024-11-13 13:52 UTC  ref FA-1142
  CAB       cab-chair (M. Lindqvist)   APPROVED 2024-11-14 16:41 UTC
            condition: "Go/no-go with ops-kafka on-call after CHG-48190 has completed and the cluster is healthy (URP=0,
            controller stable) - record the go/no-go in the CR before starting the Kafka step."
rev history:
  rev 1 2024-11-12 created (window Sat 16 Nov 02:00-06:00 UTC, rollback 14 days, implementer tomasz.wojcik)
  rev 2 2024-11-13 window -> Sun 17 Nov 01:00-05:00 UTC; rollback -> 7 days; finance approver -> renata.kowalczyk
  rev 3 2024-11-13 implementer -> aisha.rahman; + DRY-7764
  rev 4 2024-11-13 + FIN.EVENTS.CHECKOUT_CLICKS; do-not-touch list; pre-step 0; submitted to CAB
  rev 5 2024-11-14 privacy approved (irrecoverable dates recorded); CAB approved with condition
expected counts: snowflake 51,362,230 rows; s3 1,906,442 objects; held rows to extract 478,872
pre-stage: Fri 15 Nov 2024 09:00 UTC hold-extract LH-2291 (job PJ-55120, state QUEUED)"""
sched = """purge job PJ-55120 (stage prestage-hold-extract, CHG-48213) rescheduled
  start: was 2024-11-15T09:00:00Z   now 2024-11-16T12:00:00Z
  hold_version: latest (resolved at start; currently v4, 1,212 accounts)
  cluster: emr-purge (20 x r6g.4xlarge, on-demand)   est. duration 2h50m -> expected finish ~2024-11-16T14:50:00Z
  output: s3://lp-legal-holds/LH-2291/preserved/ (Parquet, partitioned by source_prefix/dt)   verification: row-count reconciliation vs manifest
  notifications: priya.raman, aisha.rahman, #data-platform-oncall
CHG-48213 pre-stage field updated (rev 5 -> rev 6)"""
c.act("", [
    ("change_request_get", {"id": "CHG-48213", "include": ["approvals", "comments", "history", "prestage"]}, cr_get),
    ("purge_job_schedule", {"change": "CHG-48213", "stage": "prestage-hold-extract",
                            "start": "2024-11-16T12:00:00Z", "hold_version": "latest", "verify": "row_count_reconciliation",
                            "notify": ["priya.raman", "aisha.rahman", "#data-platform-oncall"]}, sched),
], ttag="t_cab")

# 58
c.model("""**Yes — CHG-48213 is SCHEDULED.**

| Approval | By | When | Note |
|---|---|---|---|
| Privacy | Ingrid | Thu 14 Nov 10:02 | Fail-safe OK if documented: certificate states **S3/Kafka irrecoverable from 2024-11-24**, **Snowflake from 2024-12-01**. No transient tables needed. |
| Finance | Renata | Wed 13 Nov 13:52 | FA-1142 |
| CAB | M. Lindqvist | Thu 14 Nov 16:41 | **Condition:** go/no-go with the ops-kafka on-call once CHG-48190 is done and the cluster is healthy (URP=0, controller stable), recorded in the CR *before* the Kafka step |

**Pre-stage moved:** PJ-55120 now starts **Sat 16 Nov 12:00 UTC** (was Fri 15 Nov 09:00), resolving the hold version at start, expected to finish ~14:50 — about 10 hours before the window. It starts four hours after CHG-48190 ends and doesn't touch Kafka, so no clash there.

One thing I haven't set up yet: the quarantine connector `s3-sink-quarantine-cev2` has to copy ~21.9 TiB before the Kafka step. I'd put it in the runbook as part of Saturday's pre-stage too.""")

# 59
c.user("Great. Last thing for today: update the runbook with everything and send Aisha the handover — she's executing Sunday. Add one rule: re-run the count at T-60 and abort if it drifts more than 0.5% from the approved 51,362,230. Start the quarantine connector with the pre-stage on Saturday. I'm off Monday, so Dana's answers go straight to her.", tag="u_final")

# 60-61
runbook = """# CHG-48213 - LEGAL-1187 retention purge (RP-7), runbook

Owner: Priya Raman | Implementer: Aisha Rahman | Window: Sun 17 Nov 2024 01:00-05:00 UTC
Cutoff: event_ts < 2022-10-01 00:00 UTC (Snowflake session TIMEZONE=UTC - abort on any TIMESTAMP_LTZ warning)
Legal hold: LH-2291, latest published version (v4, 1,212 accounts as of 2024-11-13) via GOVERNANCE.LEGAL.HOLD_ACCOUNTS
Approvals: privacy (Ingrid Halvorsen) / finance FA-1142 (Renata Kowalczyk) / CAB 2024-11-14 (condition below)

## Do not touch
- FIN.EVENTS.PAYMENT_EVENTS (statutory retention, FINDATA-88)
- ANALYTICS.AGG.DAILY_REVENUE
- s3://lp-events-raw/legacy-2016/ (scope question open on LEGAL-1187)
- s3://lp-feature-store/ (scope question open on LEGAL-1187)
- customer-profile.compacted (RP-3)

## Pre-stage - Sat 16 Nov
1. 12:00 UTC PJ-55120 hold-extract -> s3://lp-legal-holds/LH-2291/preserved/ ; expect 23,004 files read, 478,872 held rows written; reconciliation must be exact.
2. 12:00 UTC start connector s3-sink-quarantine-cev2: customer-events.v2 records with timestamp < 2022-10-01 -> s3://lp-purge-quarantine/kafka/customer-events.v2/ (bucket lifecycle: expire 7 days). Must reach the cutoff on all 48 partitions before T-0.

## Window - Sun 17 Nov
- T-60 (00:00): re-run dry run (hold_version=latest, TIMEZONE=UTC). ABORT if Snowflake total drifts > 0.5% from 51,362,230 or S3 objects differ from 1,906,442 by > 0.5%. Record result in CHG-48213.
- T-60: CAB condition - go/no-go with ops-kafka on-call: CHG-48190 complete, URP=0, controller stable. Record in CR.
- Step 0: ALTER TABLE ... SET DATA_RETENTION_TIME_IN_DAYS = 7 on the 5 purge tables (CLICKSTREAM, APP_SESSIONS, SEARCH_QUERIES from 1; SUPPORT.CHAT.TRANSCRIPTS from 90; FIN.EVENTS.CHECKOUT_CLICKS from 30). Record each query id.
- Step 1: Snowflake DELETE by month on 5 tables, anti-join hold table. Record delete query ids (needed for rollback).
- Step 2: apply S3 lifecycle rule purge-2024q4-noncurrent (NoncurrentVersionExpiration 7d) to the 3 prefixes; run S3 Batch Operations DeleteObject from the T-60 manifest.
- Step 3: confirm quarantine copy complete; set customer-events.v2 retention.ms=65750400000; verify log start offsets moved.
- Step 4: post-checks (row counts = 0 before cutoff excl. held; downstream DAG health).

## Rollback (until 2024-11-24 05:00 UTC)
- Snowflake: INSERT ... SELECT ... BEFORE(STATEMENT => '<delete query id>') per table.
- S3: Batch job deleting the delete markers from the same manifest.
- Kafka: re-produce from the quarantine copy into customer-events.v2 (restore topic retention.ms=-1 first).

## After the window
- 2024-11-24: confirm S3 noncurrent versions and quarantine copy have expired.
- 2024-12-01: Snowflake Fail-safe ends.
- LEG-TPL-09 certificate to Dana Whitfield, countersigned by Ingrid; irrecoverable dates: S3/Kafka 2024-11-24, Snowflake 2024-12-01. Regulator follow-up 16 Dec.
- Tell SUPPORT_ENG that SUPPORT.CHAT.TRANSCRIPTS Time Travel is now 7 days (was 90)."""
handover = """Hi Aisha,

You're executing CHG-48213 on Sun 17 Nov 01:00-05:00 UTC. Everything is in the runbook: data-platform-ops/runbooks/retention/purge-2024q4.md (rev 7). The short version:

Saturday (pre-stage, 12:00 UTC): PJ-55120 extracts LH-2291 held rows to s3://lp-legal-holds/LH-2291/preserved/ (expect 478,872 rows from 23,004 files, ~2h50m), and the quarantine connector s3-sink-quarantine-cev2 copies pre-cutoff customer-events.v2 into s3://lp-purge-quarantine/. Both must be verified before T-0.

Sunday:
- T-60: re-run the dry run. Abort if the Snowflake count drifts more than 0.5% from the approved 51,362,230 (S3: 1,906,442 objects). Also abort on any TIMESTAMP_LTZ warning - the session must be UTC.
- T-60: CAB condition - go/no-go with the ops-kafka on-call (CHG-48190 finished, URP=0, controller stable), recorded in the CR before the Kafka step.
- Step 0 Time Travel to 7 days on 5 tables, then Snowflake deletes, S3 batch delete, Kafka retention.ms=65750400000.
- Do NOT touch FIN.EVENTS.PAYMENT_EVENTS, ANALYTICS.AGG.DAILY_REVENUE, legacy-2016/, or the feature store.

Rollback is possible until 2024-11-24 05:00 UTC - procedures are in the runbook. Keep every delete query id.

Open items, not yours to solve on Sunday: Dana still has to rule on legacy-2016/ and the feature store (LEGAL-1187, comment 311874); Kenji hasn't confirmed the ML backfill is paused. I'm off Monday - if Dana answers, reply to her directly. Please also give SUPPORT_ENG a heads-up that TRANSCRIPTS Time Travel drops from 90 to 7 days.

Thanks!
Priya (sent by Atlas on Priya's behalf)"""
c.act("", [
    ("doc_update", {"repo": "data-platform-ops", "path": "runbooks/retention/purge-2024q4.md", "mode": "replace", "content": runbook,
                    "commit_message": "CHG-48213: final runbook - T-60 recount rule, pre-step 0, quarantine connector on Saturday, CAB condition, irrecoverable dates",
                    "link_change": "CHG-48213"},
     "data-platform-ops@main: runbooks/retention/purge-2024q4.md updated (rev 6 -> rev 7), commit 8e41c2a, +74 -19 lines; linked to CHG-48213 (attachment refreshed)"),
    ("email_send", {"from": "priya.raman@larkspurpay.com", "to": ["aisha.rahman@larkspurpay.com"], "cc": ["priya.raman@larkspurpay.com"],
                    "subject": "Handover: CHG-48213 retention purge, Sun 17 Nov 01:00-05:00 UTC", "body": handover},
     "sent: message_id <20241114172940.e5a7@larkspurpay.com>  thread: T-88590  to: aisha.rahman@larkspurpay.com"),
], tag="m_final")

# 62
c.model("""Done — runbook at **rev 7** (commit 8e41c2a) and handover sent to Aisha (thread T-88590).

## Where things stand

| | |
|---|---|
| Change | **CHG-48213**, SCHEDULED, Sun 17 Nov 01:00-05:00 UTC, implementer Aisha Rahman |
| Cutoff | event_ts < 2022-10-01 00:00 UTC, session pinned to UTC |
| Scope | 5 Snowflake tables, **51,362,230 rows**; S3 **1,906,442 objects / 38.7 TiB**; Kafka `customer-events.v2` → `retention.ms=65750400000` |
| Hold | LH-2291 latest (v4, 1,212 accounts); 478,872 held rows extracted to `s3://lp-legal-holds/LH-2291/preserved/` |
| Rollback | 7 days, until 2024-11-24 05:00 UTC |
| Irrecoverable | S3/Kafka 2024-11-24, Snowflake 2024-12-01 (Fail-safe) |

## Pending
- **Sat 16 Nov 12:00 UTC** — PJ-55120 extraction + quarantine connector `s3-sink-quarantine-cev2`; both verified before T-0.
- **T-60 Sunday** — recount; abort on >0.5% drift from 51,362,230, or on any LTZ warning.
- **T-60 Sunday** — CAB condition: go/no-go with ops-kafka, recorded in the CR.
- **From 2024-11-24** — confirm rollback copies expired; LEG-TPL-09 certificate to Dana, countersigned by Ingrid, before 16 Dec.
- Heads-up to SUPPORT_ENG about TRANSCRIPTS Time Travel (in Aisha's handover).

## Still open
- **legacy-2016/** (312 objects) — in scope or not? Waiting on Dana, LEGAL-1187 comment 311874.
- **Feature store** `s3://lp-feature-store/offline/customer_behaviour/` — do derived features fall under RP-7? Same comment, no answer yet.
- **Kenji** hasn't confirmed the backfill is paused.

Enjoy the day off Monday.""")

# ==================================================================== labels
L = c.label
L("user_goal", "Purge customer behavioural data older than RP-7's 25-month limit for LEGAL-1187 across S3, Snowflake and Kafka by 2024-11-22; legal-hold accounts stay; nothing destructive before privacy + finance sign-off and an approved change; nothing finance-owned without checking with Priya",
  ["LEGAL-1187", "25 months"], 1)
L("fact", "Kafka topic customer-events.v2 has retention.ms=-1 (never deletes); ~21.9 TiB of its 31.4 TiB is older than the cutoff", ["retention.ms=-1", "21.9 TiB"], "t_inventory")
L("fact", "Kafka content is duplicated in S3 raw: connector s3-sink-cev2-raw writes customer-events.v2 into lp-events-raw clickstream/ and app-sessions/", ["s3-sink-cev2-raw"], "t_inventory")
L("fact", "Snowflake Time Travel before the change: SUPPORT 90 days (ANALYTICS 1, FIN 30), plus 7-day Fail-safe", ["Time Travel", "90 days"], 8)
L("fact", "LH-2291 hold list is now v4 with 1,212 accounts (28 added), per Dana on LEGAL-1187", ["LH-2291", "1,212"], "t_inbox")
L("fact", "First dry run DRY-7731 had a timezone bug: LA session bound the cutoff as TIMESTAMP_LTZ = 2022-10-01 07:00 UTC; fixed by pinning TIMEZONE=UTC", ["TIMESTAMP_LTZ", "07:00 UTC"], "m_dry2")
L("fact", "DRY-7764 (v4, UTC): 47,960,112 rows in the 4 original tables; S3 1,906,442 objects / 38.7 TiB; 23,004 files contain held accounts (478,872 held rows)", ["47,960,112", "23,004"], 35)
L("fact", "Approved total Snowflake scope 51,362,230 rows (incl. FIN.EVENTS.CHECKOUT_CLICKS 3,402,118 from DRY-7790)", ["51,362,230", "DRY-7790"], "t_fin")
L("fact", "Consumer group ml-feature-store-backfill is Empty with auto.offset.reset=earliest; all offsets point at 2021 data so they'll jump past the new log start", ["ml-feature-store-backfill", "auto.offset.reset=earliest"], 49)
L("fact", "Privacy approved: Fail-safe acceptable if documented; certificate states Snowflake irrecoverable from 2024-12-01, S3/Kafka from 2024-11-24", ["Fail-safe", "2024-12-01"], "t_cab")
L("decision", "Cutoff fixed at month boundary 2022-10-01 00:00 UTC (Dana wants it auditable)", ["2022-10-01 00:00 UTC"], "u_cutoff")
L("decision", "Legal-hold handling option A: extract held accounts' rows to the legal-hold bucket, then delete whole raw partitions", ["lp-legal-holds/LH-2291/preserved"], "m_dry1")
L("decision", "Kafka option B: quarantine copy via s3-sink-quarantine-cev2 to s3://lp-purge-quarantine, then set customer-events.v2 retention.ms=65750400000 (761 days)", ["lp-purge-quarantine", "65750400000"], "m_cr_create")
L("decision", "Rollback window cut to 7 days on all layers (privacy condition)", ["7-day rollback"], "u_sunday")
L("decision", "Maintenance window moved to Sun 17 Nov 2024 01:00-05:00 UTC (conflict with CHG-48190)", ["17 Nov", "01:00-05:00"], "m_sunday")
L("decision", "Aisha Rahman replaces Tomasz as implementer", ["Aisha Rahman"], "u_aisha")
L("decision", "Pre-step 0: set Time Travel DATA_RETENTION_TIME_IN_DAYS = 7 at table level on all purge tables before the DELETEs (SUPPORT transcripts from 90)", ["DATA_RETENTION_TIME_IN_DAYS = 7"], "m_tt")
L("decision", "Finance approval FA-1142 (Renata): CHECKOUT_CLICKS purged; PAYMENT_EVENTS excluded (statutory retention); ANALYTICS.AGG.DAILY_REVENUE untouched", ["FA-1142", "CHECKOUT_CLICKS"], "u_fin")
L("pending_action", "Pre-stage Sat 16 Nov 12:00 UTC: extraction job PJ-55120 plus quarantine connector start; verify both before T-0", ["PJ-55120"], "t_cab")
L("pending_action", "At T-60 on Sunday re-run the count; abort if drift > 0.5% from 51,362,230", ["T-60", "0.5%"], "u_final")
L("pending_action", "CAB condition: go/no-go with ops-kafka on-call after CHG-48190 completes, recorded in the CR before the Kafka step", ["go/no-go", "ops-kafka"], "t_cab")
L("pending_action", "After rollback copies expire (2024-11-24) send LEG-TPL-09 completion certificate to Dana, countersigned by Ingrid", ["LEG-TPL-09", "2024-11-24"], 31)
L("open_issue", "Is s3://lp-events-raw/legacy-2016/ (312 objects) in scope? Asked Dana on LEGAL-1187, no answer", ["legacy-2016", "312 objects"], "t_inventory")
L("open_issue", "Do derived features in the Feast store s3://lp-feature-store/offline/customer_behaviour/ fall under RP-7? Asked on LEGAL-1187, unanswered; Kenji asked to keep backfill paused (unconfirmed)", ["lp-feature-store"], 49)
L("reference", "Change request CHG-48213", ["CHG-48213"], 19)
L("reference", "Snowflake legal-hold table GOVERNANCE.LEGAL.HOLD_ACCOUNTS", ["GOVERNANCE.LEGAL.HOLD_ACCOUNTS"], 11)
L("reference", "Runbook data-platform-ops runbooks/retention/purge-2024q4.md", ["runbooks/retention/purge-2024q4.md"], "m_cr_create")
L("reference", "Finance delegate e-mail renata.kowalczyk@larkspurpay.com", ["renata.kowalczyk@larkspurpay.com"], "t_inbox")

S = c.stale_item
S("Maintenance window was Sat 16 Nov 2024 02:00-06:00 UTC; moved to Sun 17 Nov 01:00-05:00 UTC (CHG-48190 conflict)", ["16 Nov", "02:00-06:00"], "u_sunday")
S("LH-2291 was v3 with 1,184 accounts; replaced by v4 with 1,212", ["1,184"], "t_inbox")
S("Snowflake rows to delete were 48,213,907 (DRY-7731, LA timezone + hold v3); corrected to 47,960,112 in DRY-7764", ["48,213,907"], 35)
S("Rollback window was 14 days; privacy capped it at 7 days", ["14-day rollback"], "t_inbox")
S("Implementer was Tomasz Wojcik; replaced by Aisha Rahman", ["Tomasz"], "u_aisha")
S("Extraction pre-stage was Fri 15 Nov 09:00 UTC; moved to Sat 16 Nov 12:00 UTC", ["Fri 15 Nov"], "u_prestage")

probs = c.build("/work/blind21/out/blind-data-retention-purge.json")
sys.exit(1 if probs else 0)

"""Generator: blind-sre-database-failover-incident (author-a).

Hand-written dialogue, facts, value changes and labels; long tool outputs are
generated from a seeded RNG so the output is deterministic.
"""
import json
import random
import sys

sys.path.insert(0, "/work/blind17/author-a")
from convlib import Conv  # noqa: E402

R = random.Random(4821)
OUT = "/work/blind17/out/blind-sre-database-failover-incident.json"


def scrub(s):
    """keep the value 45 out of generated data before the pool decision"""
    return s.replace("45", "47")


def ts(h, m, s):
    return f"2025-06-10T{h:02d}:{m:02d}:{s:02d}Z"


def tick(start_h, start_m, start_s, step, n):
    t = start_h * 3600 + start_m * 60 + start_s
    for i in range(n):
        x = t + i * step
        yield x // 3600, (x % 3600) // 60, x % 60


# ---------------------------------------------------------------- generators
def grafana_overview():
    rows = ["panel: orders-pg / Overview   range: 2025-06-10 01:50:00 -> 02:20:00 UTC   step: 30s",
            "",
            "time(UTC) | pg-orders-1 role | pg-orders-2 role | pg-orders-3 role | write tps | "
            "commit errs/s | repl lag pg-orders-2 (bytes) | repl lag pg-orders-3 (bytes) | "
            "disk await pg-orders-1 (ms) | active backends (primary)"]
    for h, m, s in tick(1, 50, 0, 30, 61):
        sec = h * 3600 + m * 60 + s
        t = f"{h:02d}:{m:02d}:{s:02d}"
        if sec < 2 * 3600 + 11 * 60 + 30:
            r1, r2, r3 = "primary", "replica", "replica"
            tps = R.randint(610, 760)
            err = "0.00"
            l2 = R.randint(0, 9000)
            l3 = R.randint(0, 14000)
            aw = f"{R.uniform(0.3, 1.4):.1f}"
            act = R.randint(118, 156)
        elif sec < 2 * 3600 + 13 * 60 + 30:
            r1, r2, r3 = "primary", "replica", "replica"
            tps = R.randint(20, 260)
            err = f"{R.uniform(3, 40):.2f}"
            l2 = R.randint(120000, 188000)
            l3 = R.randint(400000, 900000)
            aw = f"{R.uniform(900, 4100):.0f}"
            act = R.randint(170, 196)
        elif sec < 2 * 3600 + 14 * 60:
            r1, r2, r3 = "unknown", "primary", "replica"
            tps = R.randint(0, 40)
            err = f"{R.uniform(60, 110):.2f}"
            l2 = "-"
            l3 = R.randint(0, 60000)
            aw = "no data"
            act = R.randint(8, 30)
        else:
            r1, r2, r3 = "unknown", "primary", "replica"
            tps = R.randint(180, 330)
            err = f"{R.uniform(8, 22):.2f}"
            l2 = "-"
            l3 = R.randint(0, 20000)
            aw = "no data"
            act = R.randint(150, 160)
        rows.append(f"{t} | {r1} | {r2} | {r3} | {tps} | {err} | {l2} | {l3} | {aw} | {act}")
    rows += ["",
             "annotations:",
             "  02:11:58  host db-host-07: node_disk_io_time_weighted spike (nvme1n1)",
             "  02:13:41  patroni: leader changed pg-orders-1 -> pg-orders-2 (timeline 14 -> 15)",
             "  02:14:05  alertmanager: OrdersDBWriteErrors FIRING (severity=page)",
             "  02:14:20  alertmanager: OrderApiHighLatency FIRING (p99 > 2s for 2m)"]
    return "\n".join(rows)


def patroni_cluster_log():
    lines = []
    for h, m, s in tick(2, 9, 0, 10, 22):
        lines.append(f"{ts(h, m, s)} pg-orders-1 patroni INFO: no action. I am (pg-orders-1), the leader with the lock")
        lines.append(f"{ts(h, m, s + 1 if s < 59 else s)} pg-orders-2 patroni INFO: no action. I am (pg-orders-2), a secondary, and following a leader (pg-orders-1)")
        lines.append(f"{ts(h, m, s + 2 if s < 58 else s)} pg-orders-3 patroni INFO: no action. I am (pg-orders-3), a secondary, and following a leader (pg-orders-1)")
    lines += [
        "2025-06-10T02:12:40Z pg-orders-1 postgres LOG:  checkpoint starting: time",
        "2025-06-10T02:12:41Z pg-orders-1 patroni WARNING: Request failed to pg-orders-1: GET http://10.40.2.11:8008/patroni (timeout 2.0s)",
        "2025-06-10T02:12:51Z pg-orders-1 patroni ERROR: Error communicating with PostgreSQL. Will try again later",
        "2025-06-10T02:12:51Z pg-orders-1 patroni WARNING: Loop time exceeded, rescheduling immediately.",
        "2025-06-10T02:13:01Z pg-orders-2 patroni INFO: Lock owner: pg-orders-1; I am pg-orders-2",
        "2025-06-10T02:13:01Z pg-orders-2 patroni INFO: no action. I am (pg-orders-2), a secondary, and following a leader (pg-orders-1)",
        "2025-06-10T02:13:11Z pg-orders-1 patroni ERROR: failed to update leader lock (etcd: request timed out)",
        "2025-06-10T02:13:11Z pg-orders-2 patroni INFO: leader key expired (ttl=30)",
        "2025-06-10T02:13:11Z pg-orders-2 patroni INFO: Got response from pg-orders-3 http://10.40.2.13:8008/patroni: {\"state\": \"running\", \"role\": \"replica\", \"xlog\": {\"received_location\": 318827104256, \"replayed_location\": 318826947712}}",
        "2025-06-10T02:13:11Z pg-orders-2 patroni WARNING: Request failed to pg-orders-1: GET http://10.40.2.11:8008/patroni (HTTPConnectionPool(host='10.40.2.11', port=8008): Read timed out.)",
        "2025-06-10T02:13:12Z pg-orders-2 patroni INFO: my wal position exceeds maximum replication lag check: last known leader LSN 4A/3B6F2E00, my LSN 4A/3B6C6000, lag 188416 bytes (184 kB) <= maximum_lag_on_failover 1048576",
        "2025-06-10T02:13:12Z pg-orders-2 patroni INFO: pg-orders-2 is the healthiest node, trying to acquire leader lock",
        "2025-06-10T02:13:21Z pg-orders-3 patroni INFO: Lock owner: None; I am pg-orders-3",
        "2025-06-10T02:13:21Z pg-orders-3 patroni INFO: following a different leader because i am not the healthiest node",
        "2025-06-10T02:13:31Z pg-orders-2 patroni INFO: Cleaning up failsafe topology; waiting for pg-orders-1 demotion (failsafe_mode=off)",
        "2025-06-10T02:13:41Z pg-orders-2 patroni INFO: promoted self to leader by acquiring session lock",
        "2025-06-10T02:13:41Z pg-orders-2 postgres LOG:  received promote request",
        "2025-06-10T02:13:41Z pg-orders-2 postgres LOG:  redo done at 4A/3B6C5FD8 system usage: CPU: user: 0.00 s, system: 0.01 s, elapsed: 0.02 s",
        "2025-06-10T02:13:41Z pg-orders-2 postgres LOG:  selected new timeline ID: 15",
        "2025-06-10T02:13:42Z pg-orders-2 postgres LOG:  archive recovery complete",
        "2025-06-10T02:13:42Z pg-orders-2 postgres LOG:  database system is ready to accept connections",
        "2025-06-10T02:13:43Z pg-orders-2 patroni INFO: cleared rewind state after becoming the leader",
        "2025-06-10T02:13:52Z pg-orders-3 patroni INFO: Lock owner: pg-orders-2; I am pg-orders-3",
        "2025-06-10T02:13:52Z pg-orders-3 patroni INFO: changing primary_conninfo and restarting in progress",
        "2025-06-10T02:13:58Z pg-orders-3 postgres LOG:  started streaming WAL from primary at 4A/3B000000 on timeline 15",
        "2025-06-10T02:13:58Z pg-orders-3 patroni INFO: no action. I am (pg-orders-3), a secondary, and following a leader (pg-orders-2)",
    ]
    for h, m, s in tick(2, 14, 8, 10, 18):
        lines.append(f"{ts(h, m, s)} pg-orders-2 patroni INFO: no action. I am (pg-orders-2), the leader with the lock")
        lines.append(f"{ts(h, m, s)} pg-orders-3 patroni INFO: no action. I am (pg-orders-3), a secondary, and following a leader (pg-orders-2)")
        if R.random() < 0.5:
            lines.append(f"{ts(h, m, s)} pg-orders-2 patroni WARNING: Request failed to pg-orders-1: GET http://10.40.2.11:8008/patroni (Max retries exceeded)")
    return "query: {cluster=\"orders-pg\", app=~\"patroni|postgres\"}  range: 02:09:00 -> 02:17:00 UTC  (%d lines)\n" % len(lines) + "\n".join(lines)


def order_api_errors(n, start_m, extra_kind=None):
    pods = ["order-api-6d9f8b7c5-2xkqp", "order-api-6d9f8b7c5-8wzrt", "order-api-6d9f8b7c5-c4mvn",
            "order-api-6d9f8b7c5-hq7lx", "order-api-6d9f8b7c5-pp2dd", "order-api-6d9f8b7c5-vtr9k"]
    msgs = [
        "ERROR db.pool: acquire connection timed out after 5000ms (pgbouncer-orders:6432/orders)",
        "ERROR http: POST /v2/orders 503 upstream=db latency_ms={lat}",
        "WARN  db.pool: query_wait_timeout from pgbouncer: 'query_wait_timeout' (SQLSTATE 08P01)",
        "ERROR checkout-worker: job order.finalize retry {r}/5: pq: no more connections allowed (max_client_conn)",
        "WARN  http: POST /v2/orders/{oid}/confirm slow request latency_ms={lat}",
    ]
    lines = []
    for i in range(n):
        m = start_m + i * 13 // n
        s = R.randint(0, 59)
        pod = R.choice(pods)
        msg = R.choice(msgs)
        if extra_kind and R.random() < 0.45:
            msg = extra_kind
        msg = msg.format(lat=R.randint(2100, 11900), r=R.randint(1, 5),
                         oid=f"ord_{R.randint(10**7, 10**8 - 1)}")
        lines.append(f"2025-06-10T02:{m:02d}:{s:02d}Z {pod} {msg}")
    lines.sort()
    return lines


def show_pools(pool_size, waiting_hi, pod):
    hdr = (" database | user          | cl_active | cl_waiting | sv_active | sv_idle | sv_used | "
           "sv_tested | sv_login | maxwait | pool_mode\n"
           "----------+---------------+-----------+------------+-----------+---------+---------+"
           "-----------+----------+---------+-----------")
    rows = []
    for user in ["order_api", "checkout_worker", "orders_ro"]:
        act = pool_size if user != "orders_ro" else R.randint(2, 6)
        wait = waiting_hi[user] if user in waiting_hi else 0
        rows.append(f" orders   | {user:<13} | {act:>9} | {wait:>10} | {act:>9} | "
                    f"{0:>7} | {0:>7} | {0:>9} | {0:>8} | {R.randint(3, 9) if wait else 0:>7} | transaction")
    rows.append(f" pgbouncer| pgbouncer     | {1:>9} | {0:>10} | {0:>9} | {0:>7} | {0:>7} | {0:>9} | {0:>8} | {0:>7} | statement")
    return f"--- {pod} (SHOW POOLS) ---\n" + hdr + "\n" + "\n".join(rows) + "\n(4 rows)"


def pg2_log_too_many():
    lines = []
    for h, m, s in tick(2, 27, 40, 7, 48):
        k = R.random()
        if k < 0.55:
            lines.append(f"{ts(h, m, s)} pg-orders-2 postgres FATAL:  sorry, too many clients already")
        elif k < 0.75:
            lines.append(f"{ts(h, m, s)} pg-orders-2 postgres FATAL:  remaining connection slots are reserved for non-replication superuser connections")
        elif k < 0.9:
            lines.append(f"{ts(h, m, s)} pgbouncer-orders-7c6d9-{R.choice(['4kq2m', 'b8xzp', 'jw5tn', 'r2hvd'])} pgbouncer WARNING S-0x{R.randint(10**6, 10**7):x}: orders/order_api@10.40.2.12:5432 pooler error: sorry, too many clients already")
        else:
            lines.append(f"{ts(h, m, s)} pg-orders-2 postgres LOG:  connection received: host=10.41.{R.randint(0, 3)}.{R.randint(2, 250)} port={R.randint(30000, 60000)}")
    return "\n".join(lines)


def dmesg():
    lines = []
    t = 9178.0
    for i in range(12):
        t += R.uniform(0.5, 30)
        lines.append(f"[{t:10.6f}] nvme nvme1: I/O {R.randint(100, 999)} QID {R.randint(1, 16)} timeout, aborting")
    for i in range(26):
        t += R.uniform(0.01, 2)
        sector = R.randint(10**8, 10**9)
        k = i % 4
        if k == 0:
            lines.append(f"[{t:10.6f}] blk_update_request: critical medium error, dev nvme1n1, sector {sector} op 0x0:(READ) flags 0x80700 phys_seg 4 prio class 0")
        elif k == 1:
            lines.append(f"[{t:10.6f}] nvme1n1: I/O error, dev nvme1n1, sector {sector} op 0x1:(WRITE) flags 0x8800 phys_seg 1 prio class 0")
        elif k == 2:
            lines.append(f"[{t:10.6f}] XFS (nvme1n1p1): metadata I/O error in \"xfs_buf_ioend+0x1a4/0x3b0\" at daddr 0x{sector:x} len 8 error 61")
        else:
            lines.append(f"[{t:10.6f}] nvme nvme1: controller is down; will reset: CSTS=0x3, PCI_STATUS=0x10")
    lines.append(f"[{t + 1.2:10.6f}] XFS (nvme1n1p1): log I/O error -5")
    lines.append(f"[{t + 1.3:10.6f}] XFS (nvme1n1p1): Filesystem has been shut down due to log error (0x2).")
    lines.append(f"[{t + 1.3:10.6f}] XFS (nvme1n1p1): Please unmount the filesystem and rectify the problem(s)")
    return "\n".join(lines)


def smartctl():
    return """smartctl 7.3 2022-02-28 r5338 [x86_64-linux-5.15.0-105-generic] (local build)
=== START OF INFORMATION SECTION ===
Model Number:                       SAMSUNG MZQL23T8HCLS-00A07
Serial Number:                      S64HNE0T508812
Firmware Version:                   GDC5602Q
PCI Vendor/Subsystem ID:            0x144d
Total NVM Capacity:                 3,840,755,982,336 [3.84 TB]
Local Time is:                      Tue Jun 10 02:52:17 2025 UTC

=== START OF SMART DATA SECTION ===
SMART overall-health self-assessment test result: FAILED!
- media has been placed in read only mode
- NVM subsystem reliability has been degraded

SMART/Health Information (NVMe Log 0x02)
Critical Warning:                   0x0c
Temperature:                        41 Celsius
Available Spare:                    3%
Available Spare Threshold:          10%
Percentage Used:                    87%
Data Units Read:                    1,902,311,774 [973 TB]
Data Units Written:                 2,611,046,893 [1.33 PB]
Host Read Commands:                 41,220,917,003
Host Write Commands:                77,903,114,561
Controller Busy Time:               118,442
Power Cycles:                       31
Power On Hours:                     29,874
Unsafe Shutdowns:                   6
Media and Data Integrity Errors:    1,284
Error Information Log Entries:      9,551

Error Information (NVMe Log 0x01, 16 of 256 entries)
Num   ErrCount  SQId   CmdId  Status  PELoc          LBA  NSID    VS  Message
  0       9551     7  0x0079  0x4281  0x000   2281736192     1     -  Unrecovered Read Error
  1       9550     3  0x0041  0x4281  0x000   2281736200     1     -  Unrecovered Read Error
  2       9549    12  0x0013  0x4502  0x000    981733120     1     -  Write Fault"""


def webhook_vs_orders():
    rows = []
    for i in range(23):
        pid = f"pay_{R.choice('ABCDEFGHJKLMNPQRSTUVWXYZ')}{R.randint(10**9, 10**10 - 1)}"
        oid = f"ord_{R.randint(10**7, 10**8 - 1)}"
        sec = R.randint(0, 60)
        t = 2 * 3600 + 12 * 60 + 40 + sec
        amt = f"{R.randint(900, 48000) / 100:.2f}"
        cur = R.choice(["EUR", "EUR", "EUR", "GBP", "USD"])
        rows.append((f"{t // 3600:02d}:{(t % 3600) // 60:02d}:{t % 60:02d}", pid, oid, amt, cur))
    rows.sort()
    out = [" captured_at (UTC) | payment_id        | client_order_ref | amount  | cur | orders row",
           "-------------------+-------------------+------------------+---------+-----+-----------"]
    for r in rows:
        out.append(f" {r[0]}          | {r[1]:<17} | {r[2]:<16} | {r[3]:>7} | {r[4]} | MISSING")
    return out, rows


# ---------------------------------------------------------------- conversation
SYSTEM = """You are Relay, the SRE assistant for Larkspur Commerce. You help the on-call engineer during incidents.
You can read dashboards (grafana_query), search logs (logs_search), run commands on hosts and clusters through the audited runner (shell_exec; every command is logged against the incident), change managed configuration (config_update, which creates a numbered revision and supports dry runs), page and update incidents in PagerDuty (pagerduty_page, pagerduty_incident_get, pagerduty_incident_update), post to Slack (slack_post), draft and publish status page updates (statuspage_draft, statuspage_update), write to Confluence (doc_write, doc_update), create and update Jira tickets (jira_create, jira_update) and send e-mail (email_send).
Rules: prefer read-only commands; state exactly what you changed, with the revision or record id; ask before any production change unless the user already told you to do it; never share internal system names on the public status page. Times are UTC."""

c = Conv("blind-sre-database-failover-incident",
         "Postgres primary failover on orders-pg (INC-4821): pool changes, IC handover, status page, follow-ups",
         SYSTEM)

# 1
c.user("Got paged 02:14 — OrdersDBWriteErrors on orders-pg. Incident is INC-4821, Marcus Lee is incident commander, I'm on the bridge with him. "
       "Looks like Patroni failed over. I need order writes working again ASAP. Ground rules: payments-db is a separate cluster and it's fine, do NOT touch it, "
       "and read-only until I say otherwise. Can you pull the orders-pg dashboard and the Patroni logs?", mark="goal")
# 2-3
c.model("On it — pulling the orders-pg overview and the Patroni/Postgres logs for the failover window.",
        [("grafana_query", {"dashboard": "orders-pg", "panel": "Overview", "from": "2025-06-10T01:50:00Z", "to": "2025-06-10T02:20:00Z", "step": "30s"}, scrub(grafana_overview())),
         ("logs_search", {"index": "infra-db-*", "query": "cluster:\"orders-pg\" AND app:(patroni OR postgres)", "from": "2025-06-10T02:09:00Z", "to": "2025-06-10T02:17:00Z", "limit": 500}, scrub(patroni_cluster_log()))])
# 4
c.model("""## What happened (so far)

| time (UTC) | event |
|---|---|
| 02:11:58 | disk latency spike on **db-host-07** (hosts pg-orders-1), await jumps from ~1 ms to 1–4 s |
| 02:12:40 | pg-orders-1 starts a checkpoint and stops answering the Patroni REST API |
| 02:13:11 | leader key expires (ttl=30) — pg-orders-1 could not renew it |
| 02:13:12 | pg-orders-2 passes the lag check: **184 kB** behind the last known leader LSN (limit 1 MB) |
| 02:13:41 | **pg-orders-2 promoted**, new timeline 15 |
| 02:13:58 | pg-orders-3 re-pointed and streaming from pg-orders-2 |

**Current state:** pg-orders-2 is primary and accepting connections; pg-orders-3 is a healthy replica; pg-orders-1 is unreachable (role `unknown`, no disk metrics).

**But writes are still degraded:** write TPS is ~180–330 vs ~700 normal and commit errors are 8–22/s after the failover. Active backends on the new primary sit flat at ~150–160, which looks like a ceiling rather than load — I suspect the connection pool in front of it rather than Postgres itself.

One thing to keep in mind for later: with 184 kB of lag at promotion, some transactions committed on pg-orders-1 in its last seconds may not have made it to pg-orders-2.

Next I'd like to check `patronictl list` and the PgBouncer pool stats (both read-only). OK?""")
# 5
c.user("yes go. also check the order-api pods while you're at it")
# 6-7
pods_out = """NAME                                READY   STATUS    RESTARTS      AGE
order-api-6d9f8b7c5-2xkqp           1/1     Running   0             3d4h
order-api-6d9f8b7c5-8wzrt           1/1     Running   0             3d4h
order-api-6d9f8b7c5-c4mvn           1/1     Running   1 (14m ago)   3d4h
order-api-6d9f8b7c5-hq7lx           1/1     Running   0             3d4h
order-api-6d9f8b7c5-pp2dd           1/1     Running   0             3d4h
order-api-6d9f8b7c5-vtr9k           1/1     Running   1 (13m ago)   3d4h
checkout-worker-5b8c7d9f4-6nqzk     1/1     Running   0             3d4h
checkout-worker-5b8c7d9f4-tx2lm     1/1     Running   0             3d4h
checkout-worker-5b8c7d9f4-w9pjd     1/1     Running   0             3d4h
pgbouncer-orders-7c6d9-4kq2m        1/1     Running   0             11d
pgbouncer-orders-7c6d9-b8xzp        1/1     Running   0             11d
pgbouncer-orders-7c6d9-jw5tn        1/1     Running   0             11d
pgbouncer-orders-7c6d9-r2hvd        1/1     Running   0             11d

$ kubectl -n orders get configmap pgbouncer-orders-config -o jsonpath='{.data.pgbouncer\\.ini}' | grep -E 'pool|max_client|timeout'
pool_mode = transaction
max_client_conn = 2000
default_pool_size = 40
reserve_pool_size = 0
reserve_pool_timeout = 5
query_wait_timeout = 30
server_idle_timeout = 600"""
api_logs = scrub("\n".join(order_api_errors(130, 14)))
pods_out = pods_out + "\n\n$ kubectl -n orders logs --since=15m -l 'app in (order-api,checkout-worker)' --prefix=false | grep -E 'ERROR|WARN' | tail -n 130\n" + api_logs
patronictl = """+ Cluster: orders-pg (7291846603325571843) -+---------+-----------+----+-----------+-----------------+
| Member      | Host       | Role    | State     | TL | Lag in MB | Tags            |
+-------------+------------+---------+-----------+----+-----------+-----------------+
| pg-orders-1 | 10.40.2.11 |         | stopped?  |    |   unknown | host=db-host-07 |
| pg-orders-2 | 10.40.2.12 | Leader  | running   | 15 |           | host=db-host-09 |
| pg-orders-3 | 10.40.2.13 | Replica | streaming | 15 |         0 | host=db-host-11 |
+-------------+------------+---------+-----------+----+-----------+-----------------+
WARNING: member pg-orders-1 REST API unreachable (http://10.40.2.11:8008): connect timeout"""
pools = scrub("\n\n".join([
    show_pools(40, {"order_api": 612, "checkout_worker": 288}, "pgbouncer-orders-7c6d9-4kq2m"),
    show_pools(40, {"order_api": 577, "checkout_worker": 301}, "pgbouncer-orders-7c6d9-b8xzp"),
    show_pools(40, {"order_api": 640, "checkout_worker": 262}, "pgbouncer-orders-7c6d9-jw5tn"),
    show_pools(40, {"order_api": 598, "checkout_worker": 279}, "pgbouncer-orders-7c6d9-r2hvd"),
])) + "\n\nnote: each pgbouncer-orders pod opens at most default_pool_size server connections per (db,user) pair."
c.model("Running the three read-only checks.",
        [("shell_exec", {"target": "bastion-orders", "command": "patronictl -c /etc/patroni/orders-pg.yml list", "incident": "INC-4821", "read_only": True}, patronictl),
         ("shell_exec", {"target": "k8s:prod-eu1", "command": "for p in $(kubectl -n orders get pods -l app=pgbouncer-orders -o name); do kubectl -n orders exec $p -- psql -p 6432 -U pgbouncer pgbouncer -c 'SHOW POOLS;'; done", "incident": "INC-4821", "read_only": True}, pools),
         ("shell_exec", {"target": "k8s:prod-eu1", "command": "kubectl -n orders get pods -o wide | awk '{print $1,$2,$3,$4,$5}' && kubectl -n orders get configmap pgbouncer-orders-config -o jsonpath='{.data.pgbouncer\\.ini}' | grep -E 'pool|max_client|timeout' && kubectl -n orders logs --since=15m -l 'app in (order-api,checkout-worker)' --prefix=false | grep -E 'ERROR|WARN' | tail -n 130", "incident": "INC-4821", "read_only": True}, pods_out)])
# 8
c.model("""## Findings

- **Patroni:** pg-orders-2 is Leader on TL 15, pg-orders-3 streaming with 0 MB lag. pg-orders-1 is unreachable (REST API connect timeout).
- **PgBouncer is the bottleneck:** all 4 `pgbouncer-orders` pods have their pools pinned at `default_pool_size = 40` server connections for `order_api` and `checkout_worker`, with **~580–640 clients waiting** for order_api and ~260–300 for checkout_worker on every pod. `reserve_pool_size = 0`, so there's no burst headroom.
- **order-api pods** are Running; two restarted once ~14 min ago (liveness failures during the failover). Nothing crash-looping.

Why it's worse than before the failover: the client-side apps reconnected in a burst and the backlog of retries (checkout-worker retries up to 5×) is now queueing behind a pool that was sized for steady state.

## Options

| | Change | Effect | Risk |
|---|---|---|---|
| **A** | Raise `default_pool_size` 40 → 80 in `pgbouncer-orders-config`, then `RELOAD` (no pod restart) | doubles server-side concurrency; drains the queue | more backends on pg-orders-2; need to watch its connection limit |
| **B** | Rolling restart of order-api + checkout-worker | clears client backlog | drops in-flight requests; backlog likely rebuilds |
| **C** | A + B | fastest drain | most disruption |

I'd go with **A** — it's a config reload, no restarts, and it's reversible in one step. Want me to do it?""")
# 9
c.user("A. go")
# 10-11
cfg1 = """config_update: APPLIED
resource:  k8s:prod-eu1/orders/configmap/pgbouncer-orders-config
key:       pgbouncer.ini -> [pgbouncer] default_pool_size
was:       40
now:       80
revision:  17 (previous 16, 2025-05-28 by j.alvarez "raise max_client_conn to 2000")
change_id: CHG-INC4821-01
author:    relay-bot on behalf of dana.okafor
reason:    INC-4821: pool saturation after failover to pg-orders-2"""
reload1 = """pgbouncer-orders-7c6d9-4kq2m: RELOAD
pgbouncer-orders-7c6d9-b8xzp: RELOAD
pgbouncer-orders-7c6d9-jw5tn: RELOAD
pgbouncer-orders-7c6d9-r2hvd: RELOAD
4/4 pods reloaded; SHOW CONFIG default_pool_size = 80 on all pods"""
c.model("Applying option A.",
        [("config_update", {"resource": "k8s:prod-eu1/orders/configmap/pgbouncer-orders-config", "key": "pgbouncer.ini:[pgbouncer].default_pool_size", "value": "80", "dry_run": False, "incident": "INC-4821", "reason": "INC-4821: pool saturation after failover to pg-orders-2"}, cfg1),
         ("shell_exec", {"target": "k8s:prod-eu1", "command": "for p in $(kubectl -n orders get pods -l app=pgbouncer-orders -o name); do kubectl -n orders exec $p -- psql -p 6432 -U pgbouncer pgbouncer -c 'RELOAD;'; done", "incident": "INC-4821", "read_only": False}, reload1)])
# 12
c.model("""**Done.** `default_pool_size` is now **80** (was 40) in `pgbouncer-orders-config`, revision **17**, change `CHG-INC4821-01`. All 4 PgBouncer pods reloaded, no restarts.

I'll re-check the error rate in a couple of minutes once the queue has had time to drain.

Meanwhile — do you want me to page the DBA on call to look at pg-orders-1, and draft an initial status page notice?""")
# 13
c.user("yes page the DBA on call, should be Priya Raman this week. And draft the status page — customer facing, don't mention postgres or failover or any of our internal names, just say order processing is delayed and we're on it")
# 14-15
page_out = """pagerduty_page: TRIGGERED
incident:          Q3JZ8KX2L0 (linked to INC-4821)
escalation_policy: dba-primary
service:           Database Platform
urgency:           high
assigned_to:       Tomasz Wójcik <tomasz.wojcik@larkspur.io>
note:              schedule "DBA on-call (EU)" has an override 2025-06-09 09:00 -> 2025-06-16 09:00 UTC:
                   Priya Raman (on leave) -> Tomasz Wójcik. Notified via push + phone.
status:            triggered, not yet acknowledged"""
draft_out = """statuspage_draft: CREATED
page:        status.larkspur.io
incident_id: sp-inc-7hq2k
state:       draft (not published)
status:      Investigating
impact:      minor
components:  Checkout & order placement -> degraded_performance
title:       Delays placing and confirming orders
body:        We are investigating delays when placing orders and receiving order confirmations. Some orders may take longer than usual to complete. Payments are not affected. Our team is working on a fix and we will post an update within 30 minutes or sooner.
notify:      subscribers (email, sms) on publish"""
c.model("Paging the DBA rotation and creating a status page draft (not published yet).",
        [("pagerduty_page", {"escalation_policy": "dba-primary", "title": "INC-4821: orders-pg failover - pg-orders-1 (db-host-07) unreachable, need DBA", "details": "Patroni failed over to pg-orders-2 at 02:13:41 UTC (TL 15). pg-orders-1 unreachable since ~02:12:40, disk latency spike on db-host-07 first. Bridge: #inc-4821. IC: Marcus Lee.", "urgency": "high", "link": "INC-4821"}, page_out),
         ("statuspage_draft", {"page": "status.larkspur.io", "title": "Delays placing and confirming orders", "status": "investigating", "impact": "minor", "components": {"Checkout & order placement": "degraded_performance"}, "body": "We are investigating delays when placing orders and receiving order confirmations. Some orders may take longer than usual to complete. Payments are not affected. Our team is working on a fix and we will post an update within 30 minutes or sooner."}, draft_out)])
# 16
c.model("""### Page
Heads-up: **Priya Raman is on leave** — there's an override on the DBA on-call schedule until 16 June, so the page went to **Tomasz Wójcik** (tomasz.wojcik@larkspur.io). PagerDuty incident `Q3JZ8KX2L0`, not acknowledged yet.

### Status page draft — `sp-inc-7hq2k` (not published)
> **Delays placing and confirming orders** — *Investigating*
> We are investigating delays when placing orders and receiving order confirmations. Some orders may take longer than usual to complete. Payments are not affected. Our team is working on a fix and we will post an update within 30 minutes or sooner.

I set the component **Checkout & order placement** to `degraded_performance` with impact *minor* rather than a partial outage, since orders are slow but mostly completing. No internal names in the text.

One caveat on "Payments are not affected": that's true of payments-db, but if some orders were lost in the failover, customers may have been charged without an order. Want me to soften that line before publishing?""")
# 17
c.user("good catch, drop the payments sentence and publish. then check errors again")
# 18-19
pub_out = """statuspage_update: PUBLISHED
incident_id:  sp-inc-7hq2k
update_id:    upd-01
status:       Investigating
published_at: 2025-06-10T02:31:09Z
body (was):   ...Some orders may take longer than usual to complete. Payments are not affected. Our team is working on a fix...
body (now):   We are investigating delays when placing orders and receiving order confirmations. Some orders may take longer than usual to complete. Our team is working on a fix and we will post an update within 30 minutes or sooner.
notified:     4,118 email subscribers, 702 sms subscribers"""
err_panel = ["panel: order-api / Errors & latency   range: 02:20:00 -> 02:34:00 UTC   step: 30s",
             "time(UTC) | 5xx rate (%) | p50 (ms) | p99 (ms) | pgbouncer cl_waiting (sum) | pg-orders-2 backends | pg-orders-2 FATAL/min"]
for h, m, s in tick(2, 20, 0, 30, 29):
    sec = m * 60 + s
    if sec < 27 * 60:
        row = (R.uniform(6, 14), R.randint(900, 1900), R.randint(8000, 12000), R.randint(3400, 3700), R.randint(150, 160), 0)
    elif sec < 28 * 60:
        row = (R.uniform(2, 5), R.randint(300, 600), R.randint(3000, 6000), R.randint(600, 1400), R.randint(180, 197), R.randint(0, 30))
    else:
        row = (R.uniform(3.1, 6.8), R.randint(250, 700), R.randint(4100, 9800), R.randint(210, 820), 197, R.randint(60, 220))
    err_panel.append(f"{h:02d}:{m:02d}:{s:02d} | {row[0]:.2f} | {row[1]} | {row[2]} | {row[3]} | {row[4]} | {row[5]}")
err_panel += ["", "pg-orders-2 settings: max_connections = 200, superuser_reserved_connections = 3 (197 usable for application roles)",
              "pgbouncer-orders: 4 replicas x default_pool_size 80 x 2 busy pools (order_api, checkout_worker) -> up to 640 server connections requested"]
c.model("Dropping the payments line and publishing, then pulling the error panel and pg-orders-2 logs.",
        [("statuspage_update", {"incident_id": "sp-inc-7hq2k", "action": "publish", "body": "We are investigating delays when placing orders and receiving order confirmations. Some orders may take longer than usual to complete. Our team is working on a fix and we will post an update within 30 minutes or sooner.", "notify_subscribers": True}, pub_out),
         ("grafana_query", {"dashboard": "order-api", "panel": "Errors & latency", "from": "2025-06-10T02:20:00Z", "to": "2025-06-10T02:34:00Z", "step": "30s", "include_settings": ["pg-orders-2:max_connections", "pg-orders-2:superuser_reserved_connections"]}, scrub("\n".join(err_panel))),
         ("logs_search", {"index": "infra-db-*", "query": "host:pg-orders-2 AND (FATAL OR \"pooler error\")", "from": "2025-06-10T02:27:00Z", "to": "2025-06-10T02:34:00Z", "limit": 200}, scrub(pg2_log_too_many()))])
# 20
c.model("""**Published** — `sp-inc-7hq2k` update `upd-01` at 02:31:09, payments sentence removed, 4,118 e-mail + 702 SMS subscribers notified.

## Errors: better, but a new problem

The queue drained (cl_waiting from ~3,500 to a few hundred), but **pg-orders-2 is now refusing connections**: `FATAL: sorry, too many clients already`, 60–220 per minute since ~02:28.

The math: pg-orders-2 has `max_connections = 200` with 3 reserved for superusers → **197 usable**. With `default_pool_size = 80`, each of the 4 PgBouncer pods may open up to 80 per busy pool → far more than 197. So we overshot: PgBouncer now fights over the last slots and some clients get pooler errors. 5xx is ~3–7% (down from 6–14%).

Before the failover this never bit us because old primary and traffic were steady at ~150 backends.

| | Option | Pros | Cons |
|---|---|---|---|
| **1** | Lower `default_pool_size` to **45** (4 × 45 = 180 ≤ 197, leaves headroom for replication/admin) | reload only, immediate | less concurrency than 80, but above the original 40 |
| **2** | Raise `max_connections` on pg-orders-2 to 400 | more backends | **requires a Postgres restart** of the only primary; memory per backend |

I recommend **1**. Shall I apply it?""")
# 21
c.user("ok, 45 then. no postgres restart tonight, not touching the primary again until the DBA has looked at it.")
# 22-23
cfg2 = """config_update: APPLIED
resource:  k8s:prod-eu1/orders/configmap/pgbouncer-orders-config
key:       pgbouncer.ini -> [pgbouncer] default_pool_size
was:       80
now:       45
revision:  18 (previous 17, 2025-06-10T02:27:02Z by relay-bot "INC-4821: pool saturation after failover to pg-orders-2")
change_id: CHG-INC4821-02
author:    relay-bot on behalf of dana.okafor
reason:    INC-4821: 4 x 80 exceeds pg-orders-2 max_connections (197 usable); cap at 4 x 45 = 180"""
reload2 = """pgbouncer-orders-7c6d9-4kq2m: RELOAD
pgbouncer-orders-7c6d9-b8xzp: RELOAD
pgbouncer-orders-7c6d9-jw5tn: RELOAD
pgbouncer-orders-7c6d9-r2hvd: RELOAD
4/4 pods reloaded; SHOW CONFIG default_pool_size = 45 on all pods"""
pools2 = "\n\n".join([
    show_pools(22, {"order_api": 0}, "pgbouncer-orders-7c6d9-4kq2m"),
    show_pools(23, {"order_api": 3}, "pgbouncer-orders-7c6d9-b8xzp"),
    show_pools(21, {}, "pgbouncer-orders-7c6d9-jw5tn"),
    show_pools(22, {"checkout_worker": 1}, "pgbouncer-orders-7c6d9-r2hvd"),
]) + "\n\n$ psql -h 10.40.2.12 -U monitor orders -c \"select count(*) from pg_stat_activity where backend_type='client backend'\"\n count\n-------\n   171\n(1 row)\n\nlast FATAL 'too many clients' on pg-orders-2: 2025-06-10T02:38:12Z"
c.model("Applying option 1 and verifying.",
        [("config_update", {"resource": "k8s:prod-eu1/orders/configmap/pgbouncer-orders-config", "key": "pgbouncer.ini:[pgbouncer].default_pool_size", "value": "45", "dry_run": False, "incident": "INC-4821", "reason": "INC-4821: 4 x 80 exceeds pg-orders-2 max_connections (197 usable); cap at 4 x 45 = 180"}, cfg2),
         ("shell_exec", {"target": "k8s:prod-eu1", "command": "for p in $(kubectl -n orders get pods -l app=pgbouncer-orders -o name); do kubectl -n orders exec $p -- psql -p 6432 -U pgbouncer pgbouncer -c 'RELOAD;'; done", "incident": "INC-4821", "read_only": False}, reload2),
         ("shell_exec", {"target": "k8s:prod-eu1", "command": "sleep 120; for p in $(kubectl -n orders get pods -l app=pgbouncer-orders -o name); do kubectl -n orders exec $p -- psql -p 6432 -U pgbouncer pgbouncer -c 'SHOW POOLS;'; done; psql -h 10.40.2.12 -U monitor orders -c \"select count(*) from pg_stat_activity where backend_type='client backend'\"", "incident": "INC-4821", "read_only": True}, pools2)])
# 24
c.model("""**Done.** `default_pool_size` **80 → 45**, revision **18** (`CHG-INC4821-02`), reloaded on 4/4 pods.

- Last `too many clients` on pg-orders-2 at **02:38:12**; 171 client backends now (ceiling 180 from PgBouncer, 197 usable).
- Client queues are basically empty (0–3 waiting per pod).
- 5xx back under 0.1% by **02:41**.

I'm leaving the pool at 45 rather than going back to the original 40 — 40 is what saturated during the reconnect storm — and `max_connections` stays at 200 with **no restart tonight**, as you said. We should size this properly in a follow-up ticket.

⚠️ **Open question:** morning peak (around **08:00 UTC**) normally runs ~3× current order volume. With a ceiling of 180 backends on pg-orders-2 I can't tell yet whether 45 per pod is enough at peak. Worth having the DBA or day shift look at it before then.""")
# 25
c.user("Marcus is handing IC over to Aisha Bello at 03:00, she's on the bridge now. Post a handover summary in #inc-4821 and update the PD incident with the new IC")
# 26-27
slack_body = ("*INC-4821 IC handover 03:00 UTC: Marcus Lee -> Aisha Bello*\n"
              "• 02:13:41 Patroni promoted pg-orders-2 (TL 15); pg-orders-1 on db-host-07 unreachable (disk latency spike 02:11:58)\n"
              "• 02:27 default_pool_size 40 -> 80 (rev 17) drained PgBouncer queue but overshot pg-orders-2 max_connections (197 usable)\n"
              "• 02:38 default_pool_size 80 -> 45 (rev 18); 5xx < 0.1% since 02:41\n"
              "• Status page sp-inc-7hq2k published 02:31 (Investigating)\n"
              "• DBA page went to Tomasz Wójcik (Priya Raman on leave) - PD Q3JZ8KX2L0\n"
              "• Open: possible lost writes (pg-orders-2 was 184 kB behind at promotion); pool sizing for 08:00 UTC peak\n"
              "• Constraints: don't touch payments-db; no Postgres restart / no failback until DBA review")
slack_out = """slack_post: OK
channel:   #inc-4821 (C07INC4821)
ts:        1749520807.331209
permalink: https://larkspur.slack.com/archives/C07INC4821/p1749520807331209
pinned:    yes"""
pd_upd = """pagerduty_incident_update: OK
incident:  INC-4821 (PD PX7M2Q9)
field:     incident_commander
was:       Marcus Lee <marcus.lee@larkspur.io>
now:       Aisha Bello <aisha.bello@larkspur.io>
note added: "IC handover at 03:00 UTC, summary pinned in #inc-4821"
responders: Dana Okafor (ops), Aisha Bello (IC), Tomasz Wójcik (DBA, triggered), Marcus Lee (released 03:00)"""
c.model("Posting the handover and switching the IC in PagerDuty.",
        [("slack_post", {"channel": "#inc-4821", "text": slack_body, "pin": True}, slack_out),
         ("pagerduty_incident_update", {"incident": "INC-4821", "set": {"incident_commander": "aisha.bello@larkspur.io"}, "note": "IC handover at 03:00 UTC, summary pinned in #inc-4821"}, pd_upd)])
# 28
c.model("""Done.
- Handover summary posted and **pinned** in #inc-4821 ([link](https://larkspur.slack.com/archives/C07INC4821/p1749520807331209)).
- PagerDuty INC-4821: IC changed **Marcus Lee → Aisha Bello**; Marcus released at 03:00.

Tomasz still hasn't acknowledged the DBA page (`Q3JZ8KX2L0`). If he hasn't by 03:10 I can re-page or escalate to the secondary.""")
# 29
c.user("Tomasz acked, he says pg-orders-1 smells like a disk problem. pull dmesg and SMART from db-host-07 and the patroni log for pg-orders-1. read only")
# 30-31
pg1_log = []
for h, m, s in tick(2, 11, 40, 2, 30):
    k = R.random()
    if k < 0.3:
        pg1_log.append(f"{ts(h, m, s)} pg-orders-1 postgres LOG:  could not fsync file \"base/16402/{R.randint(16000, 99999)}\": Input/output error")
    elif k < 0.5:
        pg1_log.append(f"{ts(h, m, s)} pg-orders-1 postgres WARNING:  could not write block {R.randint(1000, 900000)} of base/16402/{R.randint(16000, 99999)}")
    elif k < 0.7:
        pg1_log.append(f"{ts(h, m, s)} pg-orders-1 patroni WARNING: Request to PostgreSQL timed out (SELECT pg_is_in_recovery())")
    else:
        pg1_log.append(f"{ts(h, m, s)} pg-orders-1 postgres LOG:  duration: {R.randint(4000, 30000)}.{R.randint(100, 999)} ms  statement: COMMIT")
pg1_log += ["2025-06-10T02:12:58Z pg-orders-1 postgres PANIC:  could not fsync file \"pg_wal/00000014000004A00000003B\": Input/output error",
            "2025-06-10T02:12:58Z pg-orders-1 postgres LOG:  server process (PID 2718823) was terminated by signal 6: Aborted",
            "2025-06-10T02:12:58Z pg-orders-1 postgres LOG:  terminating any other active server processes",
            "2025-06-10T02:13:04Z pg-orders-1 patroni ERROR: postmaster is not running",
            "2025-06-10T02:13:11Z pg-orders-1 patroni ERROR: failed to update leader lock (etcd: request timed out)",
            "2025-06-10T02:13:14Z pg-orders-1 patroni INFO: starting as a secondary",
            "2025-06-10T02:13:16Z pg-orders-1 postgres FATAL:  could not open file \"pg_wal/00000014000004A00000003B\": Input/output error",
            "2025-06-10T02:13:16Z pg-orders-1 patroni ERROR: postmaster exited with code 1, retrying in 10s",
            "2025-06-10T02:13:27Z pg-orders-1 postgres FATAL:  could not open file \"pg_wal/00000014000004A00000003B\": Input/output error",
            "2025-06-10T02:13:27Z pg-orders-1 patroni ERROR: postmaster exited with code 1, retrying in 10s",
            "2025-06-10T02:13:38Z patroni[1841]: giving up after 3 start attempts; manual intervention required"]
c.model("Pulling kernel log, SMART data and the pg-orders-1 Patroni/Postgres log (all read-only).",
        [("shell_exec", {"target": "db-host-07", "command": "sudo dmesg -T --level=err,warn | grep -Ei 'nvme|xfs|blk_update' | tail -n 60", "incident": "INC-4821", "read_only": True}, dmesg()),
         ("shell_exec", {"target": "db-host-07", "command": "sudo smartctl -a /dev/nvme1n1", "incident": "INC-4821", "read_only": True}, smartctl()),
         ("logs_search", {"index": "infra-db-*", "query": "host:pg-orders-1 AND app:(patroni OR postgres)", "from": "2025-06-10T02:11:40Z", "to": "2025-06-10T02:14:00Z", "limit": 200}, "\n".join(pg1_log))])
# 32
c.model("""Tomasz is right — it's the disk.

## db-host-07 / pg-orders-1

- **nvme1n1** (Samsung 3.84 TB, data volume for pg-orders-1): SMART **FAILED**, media placed in **read-only mode**, available spare 3% (threshold 10%), **1,284 media and data integrity errors**.
- Kernel: I/O timeouts, `critical medium error` on nvme1n1, controller resets, then **XFS shut down** the filesystem on `nvme1n1p1`.
- Postgres on pg-orders-1 **PANICked at 02:12:58** on `could not fsync file "pg_wal/00000014000004A00000003B"`, then Patroni tried three restarts and gave up at 02:13:38.

So root cause of the failover: NVMe failure on db-host-07 → WAL fsync failure → PANIC → leader lock lost → Patroni promoted pg-orders-2. Failover behaved as designed.

**Implication:** the WAL segment `00000014000004A00000003B` on pg-orders-1 is exactly what we'd need to check whether the last ~184 kB of commits reached pg-orders-2 — and it sits on a disk that's now read-only/failing. Reading it needs care (ideally image the disk first).

My suggestion: **do not fail back** to pg-orders-1 and keep it out of the cluster until the NVMe is replaced; it will need a full re-clone as a replica afterwards. Want me to make that explicit in Patroni, or wait for Tomasz?""")
# 33
c.user("wait for Tomasz on that. Side question — did we lose any orders? finance will ask in the morning")
# 34-35
wh_lines, wh_rows = webhook_vs_orders()
sql_out = ("$ psql -h 10.40.2.13 -U monitor orders  (read replica pg-orders-3)\n"
           "orders=> \\copy (select * from incident.captures_without_order('2025-06-10 02:12:00+00','2025-06-10 02:15:00+00')) to stdout\n"
           + "\n".join(wh_lines) +
           "\n(23 rows)\n\n"
           "orders=> select count(*) filter (where created_at between '2025-06-10 02:12:40+00' and '2025-06-10 02:13:41+00') as orders_in_gap, max(created_at) filter (where created_at < '2025-06-10 02:13:41+00') as last_order_before_promotion from orders;\n"
           " orders_in_gap | last_order_before_promotion\n"
           "---------------+-----------------------------\n"
           "            11 | 2025-06-10 02:12:57.803+00\n"
           "(1 row)")
webhook_log = []
for t, pid, oid, amt, cur in wh_rows:
    webhook_log.append(f"2025-06-10T{t}Z payments-gateway INFO webhook payment.captured id={pid} client_order_ref={oid} amount={amt} {cur} -> POST order-api /internal/payments/captured 202")
    webhook_log.append(f"2025-06-10T{t}Z order-api WARN payments: captured payment {pid} references unknown order {oid}; parked in payment_holding (reason=order_not_found)")
c.model("Checking captured payments against the orders table on the replica (read-only), plus the payment webhook log for the gap.",
        [("shell_exec", {"target": "bastion-orders", "command": "psql -h 10.40.2.13 -U monitor orders -c \"\\copy (select * from incident.captures_without_order('2025-06-10 02:12:00+00','2025-06-10 02:15:00+00')) to stdout\"; psql -h 10.40.2.13 -U monitor orders -c \"select count(*) filter (...) as orders_in_gap, max(created_at) filter (...) as last_order_before_promotion from orders\"", "incident": "INC-4821", "read_only": True}, sql_out),
         ("logs_search", {"index": "app-*", "query": "(service:payments-gateway AND event:payment.captured) OR (service:order-api AND reason:order_not_found)", "from": "2025-06-10T02:12:00Z", "to": "2025-06-10T02:15:00Z", "limit": 200}, "\n".join(webhook_log))])
# 36
c.model("""## Short answer: possibly yes — **23 orphaned captures**

- Between **02:12:40 and 02:13:41** the payment provider captured **23 payments** whose orders do **not** exist on the new primary. order-api parked them in `payment_holding` with `reason=order_not_found`, so the money side is traceable.
- The last order row that made it to pg-orders-2 before promotion is from **02:12:57.803** — right before pg-orders-1 PANICked at 02:12:58.
- That fits the **184 kB** lag at promotion: those orders were most likely committed on pg-orders-1 (customers got a success page) but never replicated.

What we **can't** say yet: whether all 23 were actually committed on pg-orders-1 or some failed before commit (in which case the customer saw an error and may have retried). That needs the WAL on pg-orders-1's failing disk, or a per-order check with customers/payment provider.

For finance tonight: "up to 23 orders (23 orphaned captures) in a 61-second window may need manual recovery or refund; money is tracked in payment_holding; verification pending."

Shall I export the 23 payment ids somewhere for the payments team?""")
# 37
c.user("later. Aisha says: move the status page to Monitoring, and add that order confirmation emails may be delayed by up to 30 minutes. Nothing about lost orders on the public page, we'll contact those customers directly")
# 38-39
sp2 = """statuspage_update: PUBLISHED
incident_id:  sp-inc-7hq2k
update_id:    upd-02
status (was): Investigating
status (now): Monitoring
components:   Checkout & order placement -> degraded_performance (unchanged)
published_at: 2025-06-10T03:12:44Z
body:         A fix has been applied and order processing is recovering. Order confirmation emails may be delayed by up to 30 minutes while we work through the backlog. We are monitoring the results and will post another update by 06:00 UTC.
notified:     4,121 email subscribers, 702 sms subscribers"""
c.model("Publishing the Monitoring update with the e-mail delay note.",
        [("statuspage_update", {"incident_id": "sp-inc-7hq2k", "action": "publish", "status": "monitoring", "body": "A fix has been applied and order processing is recovering. Order confirmation emails may be delayed by up to 30 minutes while we work through the backlog. We are monitoring the results and will post another update by 06:00 UTC.", "notify_subscribers": True}, sp2)])
# 40
c.model("""**Done** — `sp-inc-7hq2k` update `upd-02` published at 03:12:44, status **Investigating → Monitoring**:

> A fix has been applied and order processing is recovering. Order confirmation emails may be delayed by up to 30 minutes while we work through the backlog. We are monitoring the results and will post another update by 06:00 UTC.

Nothing about lost orders. I added "next update by 06:00 UTC" so there's a clear commitment — shout if Aisha wants a different time.""")
# 41
c.user("Tomasz wrote his call in the PD notes. read it and do what he says")
# 42-43
pd_get = """incident: INC-4821 (PD PX7M2Q9)   status: acknowledged   IC: Aisha Bello
notes (newest first):
  [03:16] Tomasz Wójcik: Decision from DBA side: NO failback to pg-orders-1, and do not reinit/re-clone it either until DC ops have swapped the NVMe on db-host-07 - I want the failed disk imaged first so we can try to read pg_wal/00000014000004A00000003B for the missing commits. Please set nofailover: true and noloadbalance: true in the Patroni tags on pg-orders-1 and disable the patroni unit there so it can't come back on its own if the disk flaps. pg-orders-2 stays primary. Don't touch max_connections tonight, I'll look at pool sizing at 07:30 UTC before the peak.
  [03:05] Aisha Bello: taking over IC from Marcus.
  [03:01] Marcus Lee: handing over IC to Aisha Bello, summary pinned in #inc-4821.
  [02:49] Tomasz Wójcik: acked. looking at db-host-07.
  [02:24] Marcus Lee: Dana + Relay on pgbouncer saturation."""
c.model("Reading the PagerDuty notes.",
        [("pagerduty_incident_get", {"incident": "INC-4821", "include": ["notes", "responders"]}, pd_get)])
# 44-45
tags_out = """$ sudo cp /etc/patroni/patroni.yml /etc/patroni/patroni.yml.bak-INC4821
$ sudo yq -i '.tags.nofailover = true | .tags.noloadbalance = true' /etc/patroni/patroni.yml
$ sudo yq '.tags' /etc/patroni/patroni.yml
nofailover: true
noloadbalance: true
clonefrom: false
nosync: false
host: db-host-07
$ sudo systemctl disable --now patroni
Removed /etc/systemd/system/multi-user.target.wants/patroni.service.
$ systemctl is-enabled patroni; systemctl is-active patroni
disabled
inactive
(note: /etc/patroni is on the root volume nvme0n1, not the failed nvme1n1)"""
plist2 = """+ Cluster: orders-pg (7291846603325571843) -+---------+-----------+----+-----------+-----------------------------------------------------+
| Member      | Host       | Role    | State     | TL | Lag in MB | Tags                                                |
+-------------+------------+---------+-----------+----+-----------+-----------------------------------------------------+
| pg-orders-2 | 10.40.2.12 | Leader  | running   | 15 |           | host=db-host-09                                     |
| pg-orders-3 | 10.40.2.13 | Replica | streaming | 15 |         0 | host=db-host-11                                     |
+-------------+------------+---------+-----------+----+-----------+-----------------------------------------------------+
pg-orders-1 no longer registered (patroni stopped+disabled; tags on disk: nofailover=true, noloadbalance=true)"""
c.model("""Tomasz's call (03:16): **no failback, no re-clone** of pg-orders-1 until DC ops swap the NVMe on db-host-07 and image the failed disk; set `nofailover` + `noloadbalance` tags and disable the Patroni unit there; pg-orders-2 stays primary; no `max_connections` change tonight; he'll review pool sizing at **07:30 UTC** before peak. Doing the Patroni part now.""",
        [("shell_exec", {"target": "db-host-07", "command": "sudo cp /etc/patroni/patroni.yml /etc/patroni/patroni.yml.bak-INC4821 && sudo yq -i '.tags.nofailover = true | .tags.noloadbalance = true' /etc/patroni/patroni.yml && sudo yq '.tags' /etc/patroni/patroni.yml && sudo systemctl disable --now patroni && systemctl is-enabled patroni; systemctl is-active patroni", "incident": "INC-4821", "read_only": False}, tags_out),
         ("shell_exec", {"target": "bastion-orders", "command": "patronictl -c /etc/patroni/orders-pg.yml list", "incident": "INC-4821", "read_only": True}, plist2)])
# 46
c.model("""**Done.**
- pg-orders-1 (`/etc/patroni/patroni.yml` on db-host-07): `nofailover: true`, `noloadbalance: true` (backup at `patroni.yml.bak-INC4821`).
- `patroni.service` on db-host-07 **disabled and stopped** — it can't rejoin on its own.
- Cluster now: pg-orders-2 Leader (TL 15), pg-orders-3 streaming, lag 0. pg-orders-1 no longer registered.
- I did not touch the data directory or the failed disk.

Noted for the handover: Tomasz reviews pool sizing at 07:30 UTC, which covers the 08:00 peak question — but until he does, it's still open.""")
# 47
c.user("great. write the incident timeline into the postmortem doc, UTC. the review is Thursday 12 June 16:00 UTC, put that at the top")
# 48-49
timeline = """# INC-4821 — orders-pg primary failover (PM-2025-031)

**Status:** draft · **Severity:** SEV-2 · **IC:** Marcus Lee (until 03:00), Aisha Bello (from 03:00) · **Ops:** Dana Okafor · **DBA:** Tomasz Wójcik
**Postmortem review:** Thursday 12 June 16:00 UTC

## Summary
The NVMe data disk (nvme1n1) on db-host-07 failed, pg-orders-1 PANICked on a WAL fsync error and Patroni promoted pg-orders-2. PgBouncer pools were saturated by the reconnect storm; an initial pool increase overshot pg-orders-2's connection limit and was corrected. Up to 23 orders in a 61-second window may have been lost (23 orphaned captures parked in payment_holding).

## Timeline (UTC, 2025-06-10)
| time | event |
|---|---|
| 02:11:58 | first I/O timeouts on nvme1n1 (db-host-07); disk await 1-4 s |
| 02:12:40 | pg-orders-1 stops answering Patroni REST API; first orphaned capture |
| 02:12:57 | last order row that replicated to pg-orders-2 |
| 02:12:58 | pg-orders-1 PANIC: could not fsync pg_wal/00000014000004A00000003B |
| 02:13:11 | leader key expires (ttl=30) |
| 02:13:12 | pg-orders-2 passes lag check, 184 kB behind (limit 1 MB) |
| 02:13:41 | pg-orders-2 promoted, timeline 15 |
| 02:13:58 | pg-orders-3 streaming from pg-orders-2 |
| 02:14:05 | OrdersDBWriteErrors pages on-call (Dana Okafor) |
| 02:14-02:27 | PgBouncer pools pinned at 40 per pod, ~3,500 clients waiting, 5xx 6-14% |
| 02:27 | default_pool_size 40 -> 80 (rev 17, CHG-INC4821-01) |
| 02:28 | pg-orders-2 FATAL "too many clients already" (max_connections 200, 197 usable) |
| 02:29 | DBA paged; override routes to Tomasz Wójcik (Priya Raman on leave) |
| 02:31 | status page sp-inc-7hq2k published (Investigating) |
| 02:38 | default_pool_size 80 -> 45 (rev 18, CHG-INC4821-02) |
| 02:41 | 5xx < 0.1% |
| 02:49 | Tomasz Wójcik acknowledges |
| 03:00 | IC handover Marcus Lee -> Aisha Bello |
| 03:12 | status page -> Monitoring; confirmation emails may be delayed up to 30 minutes |
| 03:16 | DBA decision: no failback / no re-clone of pg-orders-1 until NVMe swapped and imaged |
| 03:19 | pg-orders-1 tagged nofailover/noloadbalance, patroni disabled on db-host-07 |

## Impact
- Order placement degraded 02:12-02:41 (about 29 min), 5xx peak 14%.
- Up to 23 orders possibly lost; payments parked in payment_holding.

## Open questions
- Were the 23 orders committed on pg-orders-1? (needs WAL from failed disk)
- Is default_pool_size 45 enough for the 08:00 UTC peak?

## Action items
(to be filed)"""
doc_out = """doc_write: CREATED
space:    SRE
page_id:  88213457
title:    PM-2025-031 INC-4821 orders-pg primary failover
url:      https://larkspur.atlassian.net/wiki/spaces/SRE/pages/88213457
version:  1
labels:   postmortem, sev2, orders-pg, inc-4821
parent:   Postmortems 2025"""
c.model("Writing the postmortem page.",
        [("doc_write", {"space": "SRE", "parent": "Postmortems 2025", "title": "PM-2025-031 INC-4821 orders-pg primary failover", "labels": ["postmortem", "sev2", "orders-pg", "inc-4821"], "body_markdown": timeline}, doc_out)])
# 50
c.model("""Done — **PM-2025-031** created: https://larkspur.atlassian.net/wiki/spaces/SRE/pages/88213457 (version 1).

- Review line at the top: **Thursday 12 June 16:00 UTC**.
- Timeline 02:11:58 → 03:19 with both pool changes, the page routing, both status page updates, the IC handover and Tomasz's decision.
- Impact and open questions sections filled; action items left as "(to be filed)".

Want me to file the follow-up tickets now and link them into the page?""")
# 51
c.user("yes. four tickets: alert on pgbouncer cl_waiting, a CI check that pool size x replicas can't exceed max_connections, NVMe replacement on db-host-07 (assign Tomasz for now), and reconciling the 23 orders with payments. rest assigned to me. project OPS")
# 52-53
tickets = [
    ("OPS-2291", "Alert on PgBouncer cl_waiting for pgbouncer-orders", "dana.okafor", "P2",
     "During INC-4821 ~3,500 clients waited on pgbouncer-orders for 13 minutes with no alert; only the DB write-error alert fired. Add an alert on sum(cl_waiting) > 200 for 2m per pool, routed to ops."),
    ("OPS-2292", "CI guard: pgbouncer default_pool_size x replicas x busy pools must fit max_connections", "dana.okafor", "P2",
     "default_pool_size 80 x 4 replicas overshot pg-orders-2 max_connections (197 usable) during INC-4821. Add a CI check on pgbouncer-orders-config vs the Patroni cluster's max_connections; currently default_pool_size = 45 (rev 18)."),
    ("OPS-2293", "Replace failed NVMe nvme1n1 on db-host-07, image disk, re-clone pg-orders-1", "tomasz.wojcik", "P1",
     "SMART FAILED, 1,284 media errors, read-only mode. Image the failed disk before any wipe (need pg_wal/00000014000004A00000003B), then replace, then re-clone pg-orders-1 as replica. Keep nofailover until done."),
    ("OPS-2294", "Reconcile 23 orphaned captures from INC-4821 with payments", "dana.okafor", "P1",
     "23 payments captured 02:12:40-02:13:41 UTC without orders rows on pg-orders-2; parked in payment_holding (reason=order_not_found). Decide recover vs refund per payment with payments team."),
]
calls = []
for key, summ, who, prio, desc in tickets:
    out = f"""jira_create: CREATED
key:       {key}
project:   OPS
type:      Task
summary:   {summ}
priority:  {prio}
assignee:  {who}@larkspur.io
reporter:  dana.okafor@larkspur.io
labels:    inc-4821, postmortem-action
links:     relates to INC-4821; mentioned in PM-2025-031 (page 88213457)
url:       https://larkspur.atlassian.net/browse/{key}"""
    calls.append(("jira_create", {"project": "OPS", "type": "Task", "summary": summ, "description": desc, "priority": prio, "assignee": f"{who}@larkspur.io", "labels": ["inc-4821", "postmortem-action"], "links": [{"type": "relates", "key": "INC-4821"}, {"type": "mentioned_in", "confluence_page": "88213457"}]}, out))
c.model("Filing the four tickets in OPS and linking them to the postmortem.", calls)
# 54
c.model("""Filed:

| key | summary | assignee | prio |
|---|---|---|---|
| **OPS-2291** | Alert on PgBouncer `cl_waiting` (> 200 for 2m) | Dana Okafor | P2 |
| **OPS-2292** | CI guard: pool size × replicas must fit `max_connections` | Dana Okafor | P2 |
| **OPS-2293** | Replace NVMe on db-host-07, image disk first, re-clone pg-orders-1 | Tomasz Wójcik | P1 |
| **OPS-2294** | Reconcile 23 orphaned captures with payments | Dana Okafor | P1 |

All linked to INC-4821 and to PM-2025-031. Shall I replace "(to be filed)" in the doc with this table?""")
# 55
c.user("yes. and two corrections: the NVMe ticket goes to DC ops, Kwame Mensah, not Tomasz. and the review moved — it's Friday 13 June 15:00 UTC now, not Thursday")
# 56-57
jira_upd = """jira_update: OK
key:      OPS-2293
assignee  was: tomasz.wojcik@larkspur.io   now: kwame.mensah@larkspur.io
component was: Database Platform            now: DC Operations
watchers added: tomasz.wojcik@larkspur.io
comment:  "Reassigned to DC ops for the hardware swap; Tomasz stays watcher for imaging + re-clone of pg-orders-1." """
doc_upd = """doc_update: OK
page_id:  88213457 (PM-2025-031)
version:  2 (was 1)
changes:
  - "Postmortem review: Thursday 12 June 16:00 UTC" -> "Postmortem review: Friday 13 June 15:00 UTC"
  - section "Action items": "(to be filed)" -> table OPS-2291, OPS-2292, OPS-2293 (Kwame Mensah), OPS-2294
calendar: event "PM review INC-4821" moved 2025-06-12 16:00 -> 2025-06-13 15:00 UTC (organizer aisha.bello@larkspur.io, 9 invitees notified)"""
c.model("Reassigning OPS-2293 and updating the doc.",
        [("jira_update", {"key": "OPS-2293", "set": {"assignee": "kwame.mensah@larkspur.io", "component": "DC Operations"}, "add_watchers": ["tomasz.wojcik@larkspur.io"], "comment": "Reassigned to DC ops for the hardware swap; Tomasz stays watcher for imaging + re-clone of pg-orders-1."}, jira_upd),
         ("doc_update", {"page_id": "88213457", "edits": [{"find": "**Postmortem review:** Thursday 12 June 16:00 UTC", "replace": "**Postmortem review:** Friday 13 June 15:00 UTC"}, {"section": "Action items", "replace_markdown": "| key | summary | owner |\n|---|---|---|\n| OPS-2291 | Alert on PgBouncer cl_waiting | Dana Okafor |\n| OPS-2292 | CI guard pool size vs max_connections | Dana Okafor |\n| OPS-2293 | Replace NVMe on db-host-07, image, re-clone pg-orders-1 | Kwame Mensah |\n| OPS-2294 | Reconcile 23 orphaned captures | Dana Okafor |"}], "update_calendar_event": True}, doc_upd)])
# 58
c.model("""Done.
- **OPS-2293** → **Kwame Mensah** (DC Operations); Tomasz kept as watcher for the imaging and re-clone.
- **PM-2025-031** v2: review now **Friday 13 June 15:00 UTC**; action-item table filled in. The calendar invite moved too (9 invitees notified).""")
# 59
c.user("Aisha forwarded a mail from Lena Fischer (payments lead): they can only start reconciliation after 09:00 UTC and want the 23 payment ids. send her the list, cc me and Aisha, reference OPS-2294")
# 60-61
ids_table = "\n".join(f"{t}  {pid}  {oid}  {amt} {cur}" for t, pid, oid, amt, cur in wh_rows)
mail_body = ("Hi Lena,\n\nAs requested, here are the 23 payments captured during INC-4821 (02:12:40-02:13:41 UTC, 10 June) whose orders "
             "are missing from the orders database after the failover. All are parked in payment_holding with reason=order_not_found. "
             "Tracking ticket: OPS-2294.\n\ncaptured_at  payment_id  client_order_ref  amount\n" + ids_table +
             "\n\nWe don't yet know whether these orders were committed on the failed primary (that needs data from the failed disk, "
             "OPS-2293). Happy to join when you start after 09:00 UTC.\n\nThanks,\nDana (via Relay)")
mail_out = """email_send: SENT
message_id: <20250610T034102.77f1@mail.larkspur.io>
from:       dana.okafor@larkspur.io
to:         lena.fischer@larkspur.io
cc:         dana.okafor@larkspur.io, aisha.bello@larkspur.io
subject:    INC-4821 / OPS-2294: 23 payments captured without orders (02:12:40-02:13:41 UTC)
attachments: inc-4821-orphaned-captures.csv (23 rows, 2.1 KB)
jira:        comment added to OPS-2294 with link to message"""
c.model("Sending the list to Lena.",
        [("email_send", {"to": ["lena.fischer@larkspur.io"], "cc": ["dana.okafor@larkspur.io", "aisha.bello@larkspur.io"], "subject": "INC-4821 / OPS-2294: 23 payments captured without orders (02:12:40-02:13:41 UTC)", "body": mail_body, "attachments": [{"name": "inc-4821-orphaned-captures.csv", "source": "query:incident.captures_without_order"}], "jira_comment": "OPS-2294"}, mail_out)])
# 62
c.model("""Sent to **lena.fischer@larkspur.io** (cc you and Aisha), subject *INC-4821 / OPS-2294: 23 payments captured without orders*, with `inc-4821-orphaned-captures.csv` (23 rows) attached and a comment on OPS-2294. I noted they start after 09:00 UTC.""")
# 63
c.user("thanks. I'm handing off to day shift at 04:00. what's still open? and note: Aisha wants the status page kept on Monitoring until 06:00, she'll resolve it herself if it's clean")
# 64
c.model("""## Handover — INC-4821 (as of ~03:45 UTC)

**State:** order writes healthy since 02:41. pg-orders-2 is primary (TL 15), pg-orders-3 replica, **pg-orders-1 out of the cluster** (nofailover, patroni disabled on db-host-07). IC: **Aisha Bello**. DBA: **Tomasz Wójcik**.

**Changes made tonight**
- `pgbouncer-orders-config` `default_pool_size` = **45** (rev 18, `CHG-INC4821-02`); reload only, no restarts.
- Status page `sp-inc-7hq2k` on **Monitoring** (upd-02), component `degraded_performance`.
- pg-orders-1 tags `nofailover`/`noloadbalance`, patroni unit disabled.

**Pending**
- **06:00 UTC** — Aisha resolves `sp-inc-7hq2k` if the metrics are clean; keep it on Monitoring until then.
- **07:30 UTC** — Tomasz reviews pool sizing before the 08:00 peak.
- **After 09:00 UTC** — Lena Fischer's team reconciles the 23 orphaned captures (OPS-2294).
- OPS-2293 (Kwame Mensah): image the failed disk, swap NVMe, then re-clone pg-orders-1 — **no failback**.
- OPS-2291 / OPS-2292: alert + CI guard (you).
- Postmortem review **Friday 13 June 15:00 UTC** (PM-2025-031).

**Open**
- Were the 23 orders committed on pg-orders-1? Unverified until the WAL segment on the failed disk is read.
- Is 45 per pod enough for the 08:00 UTC peak (~3× current volume, ceiling 180 backends)?

Constraints still standing: don't touch payments-db; no Postgres restart / `max_connections` change without Tomasz.""")

# ---------------------------------------------------------------- labels
L = c.label
L("user_goal", "Restore order writes on orders-pg after the Patroni failover (INC-4821) without touching the separate payments-db cluster; read-only unless told otherwise",
  ["orders-pg", "payments-db"], 1)
L("fact", "Patroni promoted pg-orders-2 to primary at 02:13:41 UTC (timeline 15) after pg-orders-1 lost the leader lock", ["pg-orders-2", "02:13:41"], 3)
L("fact", "pg-orders-2 was 184 kB behind the last known leader LSN at promotion (limit 1 MB), so late commits on pg-orders-1 may be missing", ["184 kB"], 3)
L("fact", "pg-orders-2 has max_connections 200 with 3 superuser-reserved, i.e. 197 usable; 4 pgbouncer pods x pool must fit under it", ["max_connections", "197 usable"], 19)
L("fact", "Root cause: NVMe nvme1n1 on db-host-07 failed (SMART FAILED, 1,284 media errors); pg-orders-1 PANICked on WAL fsync at 02:12:58", ["nvme1n1", "1,284"], 31)
L("fact", "23 payments were captured 02:12:40-02:13:41 without order rows on the new primary (orphaned captures parked in payment_holding)", ["orphaned captures", "payment_holding"], 36)
L("fact", "DBA on call is Tomasz Wójcik (override; Priya Raman on leave until 16 June)", ["Tomasz Wójcik", "on leave"], 15)
L("fact", "Aisha Bello is incident commander since the 03:00 UTC handover", ["Aisha Bello"], 25)
L("fact", "Postmortem review is Friday 13 June 15:00 UTC", ["13 June", "15:00 UTC"], 55)
L("decision", "PgBouncer default_pool_size set to 45 (rev 18) so 4 x 45 = 180 fits pg-orders-2's 197 usable connections; kept at 45 rather than reverting to 40", ["default_pool_size", "45"], 20)
L("decision", "No Postgres restart / max_connections change tonight (user, confirmed by Tomasz)", ["max_connections", "tonight"], 21)
L("decision", "Status page sp-inc-7hq2k: no internal names, component 'Checkout & order placement' degraded_performance (agent's choice, accepted), payments sentence dropped", ["degraded_performance"], 14)
L("decision", "Status page moved to Monitoring with note that order confirmation emails may be delayed by up to 30 minutes; nothing about lost orders publicly", ["Monitoring", "30 minutes"], 37)
L("decision", "No failback / re-clone of pg-orders-1 until NVMe swapped and imaged; nofailover+noloadbalance tags set and patroni disabled on db-host-07", ["nofailover", "failback"], 43)
L("decision", "NVMe replacement ticket OPS-2293 assigned to Kwame Mensah (DC ops), Tomasz as watcher", ["OPS-2293", "Kwame Mensah"], 55)
L("pending_action", "Status page sp-inc-7hq2k promises next update by 06:00 UTC; Aisha resolves it then if clean, keep Monitoring until then", ["06:00 UTC"], 38)
L("pending_action", "Tomasz reviews PgBouncer pool sizing at 07:30 UTC before the morning peak", ["07:30 UTC"], 43)
L("pending_action", "Payments (Lena Fischer) reconcile the 23 orphaned captures after 09:00 UTC under OPS-2294", ["OPS-2294", "Lena Fischer"], 59)
L("pending_action", "Follow-ups OPS-2291 (cl_waiting alert) and OPS-2292 (CI guard pool vs max_connections) assigned to Dana", ["OPS-2291", "OPS-2292"], 53)
L("open_issue", "Unverified whether the 23 orders were committed on pg-orders-1; needs WAL segment 00000014000004A00000003B from the failed disk", ["00000014000004A00000003B"], 31)
L("open_issue", "Unknown whether default_pool_size 45 is enough for the 08:00 UTC peak (~3x volume)", ["08:00 UTC", "peak"], 24)
L("reference", "Incident INC-4821, Slack #inc-4821, PagerDuty Q3JZ8KX2L0 (DBA page)", ["INC-4821"], 1)
L("reference", "PgBouncer config: k8s prod-eu1 orders/configmap pgbouncer-orders-config", ["pgbouncer-orders-config"], 6)
L("reference", "Status page incident sp-inc-7hq2k on status.larkspur.io", ["sp-inc-7hq2k"], 15)
L("reference", "Postmortem PM-2025-031, Confluence page 88213457", ["PM-2025-031", "88213457"], 49)
L("reference", "Payments lead Lena Fischer, lena.fischer@larkspur.io", ["lena.fischer@larkspur.io"], 60)

S = c.stale_item
S("default_pool_size was 40 (raised to 80 in message 10, later 45)", ["default_pool_size", "40"], 10)
S("default_pool_size was 80 (rev 17), lowered to 45 in message 22", ["default_pool_size", "80"], 22)
S("DBA on call was expected to be Priya Raman; she is on leave, Tomasz Wójcik is on call (message 15)", ["Priya Raman", "DBA on call"], 15)
S("Marcus Lee was incident commander until 03:00; Aisha Bello took over (message 25)", ["Marcus Lee", "incident commander"], 25)
S("Status page was Investigating; moved to Monitoring in message 38", ["sp-inc-7hq2k", "Investigating"], 38)
S("Postmortem review was Thursday 12 June 16:00 UTC; moved to Friday 13 June 15:00 UTC (message 55)", ["12 June", "16:00"], 55)
S("OPS-2293 was assigned to Tomasz Wójcik; reassigned to Kwame Mensah (message 55)", ["OPS-2293", "tomasz.wojcik"], 55)

ok = c.build(OUT)
sys.exit(0 if ok else 1)

"""Seeded, deterministic long tool outputs for the mobile-banking incident conversation."""
import random

R = random.Random(4821318)

PODS_GW = ["auth-gateway-7c9d6f-x2kq", "auth-gateway-7c9d6f-m81p", "auth-gateway-7c9d6f-q4zt",
           "auth-gateway-7c9d6f-b7wn", "auth-gateway-7c9d6f-h3rc", "auth-gateway-7c9d6f-t9ye"]
PODS_RS = ["risk-score-svc-v3-5b8f-2ld9", "risk-score-svc-v3-5b8f-8kqa", "risk-score-svc-v3-5b8f-w0cv"]


def _ts(h, m, s, ms):
    return "2025-03-18T%02d:%02d:%02d.%03dZ" % (h, m, s, ms)


def _rid():
    return "%08x" % R.getrandbits(32)


def metrics_table():
    rows = ["metric=mobile_login_success_rate  step=5m  tz=UTC",
            "bucket     ios_%   android_%  attempts/min  p95_latency_ms",
            "---------  ------  ---------  ------------  --------------"]
    base = [(7, 30), (7, 35), (7, 40), (7, 45), (7, 50), (7, 55), (8, 0), (8, 5), (8, 10),
            (8, 15), (8, 20), (8, 25), (8, 30), (8, 35), (8, 40)]
    for h, m in base:
        if (h, m) < (8, 5):
            ios, andr = 99.3 + R.random() * 0.3, 99.2 + R.random() * 0.3
            att, lat = 3100 + R.randint(0, 700), 410 + R.randint(0, 60)
        else:
            ios, andr = 63.0 + R.random() * 4, 59.0 + R.random() * 4
            att, lat = 6900 + R.randint(0, 1800), 790 + R.randint(0, 40)
            if (h, m) == (8, 5):
                ios, andr = 64.1, 61.8
        rows.append("%02d:%02d      %5.1f   %5.1f      %6d        %5d" % (h, m, ios, andr, att, lat))
    rows.append("note: attempts/min includes client auto-retries (max 3, backoff 2s/4s/8s)")
    return "\n".join(rows)


def gateway_logs(n=140):
    lines = ["query: service IN (auth-gateway, risk-score-svc-v3) AND level>=WARN",
             "range: 2025-03-18T07:55:00Z .. 2025-03-18T08:40:00Z   matched: 412,877   showing: %d (sampled)" % n,
             ""]
    t = 7 * 3600 + 58 * 60
    for i in range(n):
        t += R.randint(8, 22)
        h, m, s = t // 3600, (t % 3600) // 60, t % 60
        ms = R.randint(0, 999)
        plat = R.choice(["ios", "android", "android", "ios", "android"])
        ver = R.choice(["7.14.0", "7.14.0", "7.13.2", "7.13.1"])
        roll = R.random()
        if (h, m) < (8, 3):
            if roll < 0.5:
                lines.append('%s WARN  %s req=%s route=/v2/session/login platform=%s app=%s code=AUTH-4011 msg="invalid_credentials" attempts=%d'
                             % (_ts(h, m, s, ms), R.choice(PODS_GW), _rid(), plat, ver, R.randint(1, 3)))
            else:
                lines.append('%s WARN  %s req=%s route=/v2/session/refresh platform=%s app=%s code=AUTH-4290 msg="rate_limited" client_ip_bucket=%d'
                             % (_ts(h, m, s, ms), R.choice(PODS_GW), _rid(), plat, ver, R.randint(10, 99)))
        elif roll < 0.72:
            el = 800 + R.randint(0, 4)
            lines.append('%s ERROR %s req=%s route=/v2/session/login platform=%s app=%s code=AUTH-5031 msg="risk_score_timeout" upstream=risk-score-svc-v3 timeout_ms=800 elapsed_ms=%d'
                         % (_ts(h, m, s, ms), R.choice(PODS_GW), _rid(), plat, ver, el))
        elif roll < 0.86:
            lines.append('%s WARN  %s pool=riskdb connection pool exhausted active=64/64 waiters=%d wait_ms=%d'
                         % (_ts(h, m, s, ms), R.choice(PODS_RS), R.randint(120, 900), R.randint(650, 2400)))
        elif roll < 0.94:
            lines.append('%s ERROR %s req=%s route=/v2/session/login platform=%s app=%s code=AUTH-5030 msg="upstream_unavailable" upstream=risk-score-svc-v3 circuit=half_open'
                         % (_ts(h, m, s, ms), R.choice(PODS_GW), _rid(), plat, ver))
        else:
            lines.append('%s WARN  %s req=%s route=/v2/session/login platform=%s app=%s code=AUTH-4011 msg="invalid_credentials" attempts=%d'
                         % (_ts(h, m, s, ms), R.choice(PODS_GW), _rid(), plat, ver, R.randint(1, 3)))
    lines += ["", "top codes in range: AUTH-5031 371,204 (89.9%) | AUTH-5030 27,650 (6.7%) | AUTH-4011 9,871 (2.4%) | AUTH-4290 4,152 (1.0%)",
              "top upstream: risk-score-svc-v3 398,854 | none 14,023"]
    return "\n".join(lines)


def change_list():
    rows = [("CHG-77101", "2025-03-17 19:00", "Rotate TLS cert api.northbridgebank.eu (CDN edge)", "net-ops", "Implemented"),
            ("CHG-77104", "2025-03-17 21:30", "Kafka broker patch 3.6.2 -> 3.6.3 (payments cluster)", "platform", "Implemented"),
            ("CHG-77108", "2025-03-17 23:00", "Core banking EOD batch window extension (+20 min)", "cbs-ops", "Implemented"),
            ("CHG-77111", "2025-03-18 06:00", "Grafana upgrade 10.4 -> 10.4.2", "observability", "Implemented"),
            ("CHG-77114", "2025-03-18 06:45", "risk-score-svc-v3 HPA max replicas 6 -> 3 (cost review)", "risk-eng", "Implemented"),
            ("CHG-77116", "2025-03-18 07:15", "Push provider API key rotation", "mobile-platform", "Implemented"),
            ("CHG-77118", "2025-03-18 07:40", "Card controls service config: new MCC block list", "cards", "Implemented"),
            ("CHG-77120", "2025-03-18 08:00", "Ramp flag auth.risk_engine_v3 25% -> 100% (standard change SC-112)", "identity", "Implemented"),
            ("CHG-77121", "2025-03-18 08:10", "Marketing CMS content publish (spring savings)", "digital-mkt", "Implemented"),
            ("CHG-77123", "2025-03-18 09:00", "DWH nightly job rerun", "data", "Scheduled")]
    out = ["change_search window=2025-03-17T18:00Z..2025-03-18T08:40Z  results=%d" % len(rows),
           "id         start (UTC)        summary                                                          team             status",
           "---------  -----------------  ---------------------------------------------------------------  ---------------  -----------"]
    for r in rows:
        out.append("%-9s  %-17s  %-63s  %-15s  %s" % r)
    out += ["", "CHG-77120 detail:",
            "  implementer: tomasz.lewandowski@northbridgebank.eu   approver: SC-112 (pre-approved standard change: feature-flag ramp)",
            "  flag: auth.risk_engine_v3   rev 40 -> rev 41   rollout 25% -> 100%   applied 2025-03-18T08:02:11Z",
            "  rollback plan: set rollout to previous value (25%) via flagctl; no deploy needed",
            "  linked: IDN-5520 'Risk engine v3 GA'  load-test evidence: 'v3 soak at 25% for 6 days, no errors'",
            "CHG-77114 detail:",
            "  implementer: ana.ribeiro@northbridgebank.eu   approver: cab-weekly 2025-03-13",
            "  risk-score-svc-v3 HPA maxReplicas 6 -> 3; note: 'v3 traffic at 25%, 3 replicas ample'"]
    return "\n".join(out)


def android_logs(n=110):
    lines = ["query: service=auth-gateway AND platform=android AND level>=WARN",
             "range: 2025-03-18T09:15:00Z .. 2025-03-18T09:32:00Z   matched: 61,930   showing: %d (sampled)" % n, ""]
    t = 9 * 3600 + 15 * 60
    for i in range(n):
        t += R.randint(4, 12)
        h, m, s = t // 3600, (t % 3600) // 60, t % 60
        ms = R.randint(0, 999)
        ver = R.choice(["7.14.0", "7.13.2", "7.13.2", "7.13.1"])
        dev = "dv-%06x" % R.getrandbits(24)
        if R.random() < 0.86:
            lines.append('%s ERROR %s req=%s route=/v2/session/login platform=android app=%s code=AUTH-4012 msg="device_binding_mismatch" device=%s binding_fmt=dbv3 reader=dbv2 compat_read=false'
                         % (_ts(h, m, s, ms), R.choice(PODS_GW), _rid(), ver, dev))
        else:
            lines.append('%s WARN  %s req=%s route=/v2/session/login platform=android app=%s code=AUTH-4011 msg="invalid_credentials" device=%s attempts=%d'
                         % (_ts(h, m, s, ms), R.choice(PODS_GW), _rid(), ver, dev, R.randint(1, 3)))
    lines += ["",
              "hint (auth-gateway DeviceBindingReader): binding record format dbv3 not readable while flag auth.binding_compat_read=false",
              "",
              "stats: count by code          AUTH-4012 53,118 | AUTH-4011 7,904 | AUTH-5031 908",
              "stats: count_distinct(device) where code=AUTH-4012: 9,712",
              "stats: by binding_created_at  2025-03-18T08:02Z..08:52Z: 9,712 (100%)",
              "stats: by app_version         7.13.2: 5,140 | 7.14.0: 3,388 | 7.13.1: 1,184",
              "stats: platform=ios, code=AUTH-4012 (separate query, same window): 0"]
    return "\n".join(lines)


NOISE_MAIL = [
    ("08:31", "pagerduty@northbridgebank.eu", "[PD] Triggered: MobileLoginSuccessRateLow (Sev1)", "Incident #PD-88213 triggered at 08:14 UTC. Assigned: SRE Digital Channels. Escalation policy: EP-DC-1."),
    ("08:47", "it-servicedesk@northbridgebank.eu", "Major incident bridge opened: INC-48213", "Bridge: Teams 'INC-48213 bridge'. Scribe: Joanna Pike. Next update due every 30 min."),
    ("09:02", "noreply@statuspage.io", "Subscriber digest: 0 incidents published today", "No incidents were published for 'Northbridge Bank status' in the last 24h."),
    ("09:18", "luis.ortega@northbridgebank.eu", "Contact centre volume", "Dana, inbound calls are at 4.6x normal. IVR message switched to 'known issue with app login' at 08:55. Queue wait 17 min. Luis"),
    ("09:44", "facilities@northbridgebank.eu", "Dublin HQ: lift maintenance Thursday", "Lift B will be out of service Thursday 07:00-12:00."),
    ("09:58", "joanna.pike@northbridgebank.eu", "Bridge notes 09:30 checkpoint", "Attendees: Dana (IC), Priya (SRE), Tomasz (Identity), Helen (Compliance), Grace (Comms), Luis (Support). Android still degraded at 09:30; agent investigating device binding. Next checkpoint 10:00."),
]


def mailbox(relevant):
    """relevant: list of (time, from, subject, body) hand-written mails; merged with noise."""
    allm = sorted(NOISE_MAIL + relevant, key=lambda x: x[0])
    out = ["mailbox: dana.whitfield@northbridgebank.eu   folder=INBOX   since=2025-03-18T08:30Z   results=%d" % len(allm), ""]
    for i, (t, frm, subj, body) in enumerate(allm, 1):
        out.append("[%d] %s UTC  From: %s" % (i, t, frm))
        out.append("    Subject: %s" % subj)
        out.append("    " + body.replace("\n", "\n    "))
        out.append("")
    return "\n".join(out)


def topup_pairs(n=15):
    out = ["query ok (replica lag 51 s)  elapsed 9.2 s   database=payments_replica (read-only)",
           "wallet_topup pairs: same customer, same card, same amount, <= 90 s apart, 2025-03-18 08:02-10:05",
           "",
           "pairs: 41   customers: 41   duplicated amount: EUR 4,870.00",
           "second leg status: auto-reversed by scheme dedupe 12 (EUR 1,455.00) | settled 29 (EUR 3,415.00)",
           "idempotency_key equal within pair: 0 of 41",
           "first leg followed by AUTH-5031/AUTH-5030 session drop within 60 s: 38 of 41",
           "baseline, same query 2025-03-11 08:02-10:05: 2 pairs",
           "",
           "first %d pairs:" % n,
           "pair  customer     first_leg (UTC)  second_leg (UTC)  gap_s  amount_eur  app      2nd_leg_status"]
    t = 8 * 3600 + 9 * 60
    for i in range(n):
        t += R.randint(60, 200)
        gap = R.randint(9, 80)
        amt = R.choice([50, 100, 100, 150, 200, 250, 20, 75])
        t2 = t + gap
        st = "auto_reversed" if R.random() < 0.3 else "settled"
        out.append("%4d  C%09d  %02d:%02d:%02d         %02d:%02d:%02d          %5d  %10.2f  %-7s  %s" % (
            i + 1, R.randint(10 ** 8, 10 ** 9 - 1), t // 3600, (t % 3600) // 60, t % 60,
            t2 // 3600, (t2 % 3600) // 60, t2 % 60, gap, amt, R.choice(["7.14.0", "7.13.2", "7.13.1"]), st))
    out.append("... 26 more rows (export: dwh://exports/inc48213_topup_pairs.csv)")
    return "\n".join(out)

"""Builds blind-mobile-banking-login-incident.json (author d)."""
from common import Conv, L, S, write
import bank_p1, bank_p2, bank_p3, bank_p4, bank_p5

c = Conv(bank_p1.SYSTEM)
for part in (bank_p1, bank_p2, bank_p3, bank_p4, bank_p5):
    part.build(c)
M = c.messages

labels = [
    L("l1", "user_goal", "IC Dana Whitfield: restore mobile-app login for INC-48213, keep the DORA clock, draft customer comms; no app-store rollback of 7.14.0, no changes to core banking hosts, customer text approved by Grace Okafor first", ["INC-48213", "Grace Okafor"], 1),
    L("l2", "fact", "Trigger: CHG-77120 ramped auth.risk_engine_v3 25%->100% at 08:02:11; risk-score-svc-v3 pool exhaustion -> AUTH-5031 timeouts (800 ms)", ["CHG-77120", "AUTH-5031"], 3),
    L("l3", "fact", "After the rollback 9,712 Android devices with dbv3 binding records failed with AUTH-4012 device_binding_mismatch", ["AUTH-4012", "9,712"], 19),
    L("l4", "fact", "Final affected count: 63,412 retail customers (IE 51,207 / NL 7,918 / BE 4,287), 251,776 failed attempts, window 08:02-10:05", ["63,412"], 31),
    L("l5", "fact", "Recovery: Android 99.1% since 10:04, iOS 99.5%; incident end set at 10:05", ["99.1%"], 29),
    L("l6", "fact", "Classification logged 09:25 so the initial notification was due 13:25 UTC", ["13:25"], 35),
    L("l7", "fact", "Helen submitted the DORA initial notification at 12:58 UTC, portal ref CBI-IR-2025-00871", ["CBI-IR-2025-00871"], 55),
    L("l8", "fact", "41 duplicate wallet top-up pairs during the outage, EUR 4,870.00, 29 settled (EUR 3,415.00), 12 auto-reversed", ["4,870"], 41),
    L("l9", "fact", "In-app banner BNR-2207 live until 2025-03-19 10:35 UTC", ["BNR-2207"], 37),
    L("l10", "decision", "Rolled auth.risk_engine_v3 back to 0% (flag rev 42)", ["auth.risk_engine_v3", "rev 42"], 7),
    L("l11", "decision", "No forced config refresh (config CDN can't take it); let the 1800 s mobile cache expire", ["config CDN"], 9),
    L("l12", "decision", "Enabled auth.binding_compat_read at 100% (rev 13) instead of backfilling during the incident", ["auth.binding_compat_read", "rev 13"], 23),
    L("l13", "decision", "Push only to affected customers: PSH-5530 to seg-inc48213-affected at 11:30 UTC with Grace's text (her decision)", ["PSH-5530", "11:30"], 41),
    L("l14", "decision", "Risk engine v3 stays at 0% until a load test at 2x peak passes and CAB signs off; no standard-change ramp", ["2x peak"], 47),
    L("l15", "decision", "Tomasz's PIR tickets reassigned to Mei Chen", ["Mei Chen"], 51),
    L("l16", "decision", "PIR meeting moved to Friday 21 March 10:00 UTC (EVT-60418)", ["21 March", "10:00"], 51),
    L("l17", "pending_action", "PAY-2318 (Sven Lindqvist, P2): payments to confirm duplicate top-ups; no refunds until confirmed", ["PAY-2318"], 45),
    L("l18", "pending_action", "PIR-313: backfill dbv3->dbv2 bindings with binding-migrate, then switch auth.binding_compat_read off (after incident closure; Mei Chen)", ["PIR-313"], 49),
    L("l19", "pending_action", "PIR-312: load test risk-score-svc-v3 at 2x peak (Priya Raman, due 2025-03-28)", ["PIR-312"], 49),
    L("l20", "pending_action", "DORA intermediate report due 72 h after the 12:58 submission (Fri 21 March 12:58 UTC), Helen", ["intermediate", "12:58 UTC"], 56),
    L("l21", "pending_action", "Marcus to close status page incident sp-inc-8841 at 18:00 UTC if nothing new", ["sp-inc-8841", "18:00 UTC"], 61),
    L("l22", "open_issue", "Does the affected count include NB Business app users? (Helen asked; count is retail only; Dana to ask Tomasz)", ["NB Business"], 35),
    L("l23", "open_issue", "Hypothesis: duplicate top-ups caused by the app issuing a new idempotency key after re-login; unconfirmed", ["idempotency key"], 42),
    L("l24", "open_issue", "How much CHG-77114 (risk-score-svc-v3 replicas 6->3) contributed vs the ramp itself - unverified, for the RCA", ["CHG-77114"], 3),
    L("l25", "reference", "Incident INC-48213", ["INC-48213"], 1),
    L("l26", "reference", "DORA notification draft GRC-NTF-0392 in GRC", ["GRC-NTF-0392"], 15),
    L("l27", "reference", "Compliance contact helen.carr@northbridgebank.eu (assignee/submitter)", ["helen.carr@northbridgebank.eu"], 14),
    L("l28", "reference", "Push segment seg-inc48213-affected", ["seg-inc48213-affected"], 40),
    L("l29", "reference", "Bridge Slack channel #inc-48213", ["#inc-48213"], 57),
]
stale = [
    S("s1", "Affected customers 41,280 (preliminary) - replaced by 63,412", ["41,280"], 31),
    S("s2", "Initial notification due 13:40 UTC - corrected to 13:25", ["13:40"], 35),
    S("s3", "Classification time 09:40 - corrected to 09:25", ["09:40"], 35),
    S("s4", "Push to all 2.1M app users - replaced by affected segment only (Grace)", ["2.1M"], 35),
    S("s5", "PIR-311/313/314 owned by Tomasz - reassigned to Mei Chen", ["Tomasz", "PIR-311"], 51),
    S("s6", "PIR meeting Thursday 20 March 14:00 - moved to Friday 21 March 10:00", ["20 Mar", "14:00"], 51),
]
write("blind-mobile-banking-login-incident", "Mobile banking login outage: flag rollback, DORA notification, comms, PIR",
      M, labels, stale, {"author": "d", "language": "en", "domain": "banking incident response"})

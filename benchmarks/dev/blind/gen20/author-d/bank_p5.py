"""Mobile-banking login incident, part 5: resolve, bridge summary, handover e-mail."""

SLACK = """*INC-48213 - mobile app login outage - RESOLVED (monitoring)*
*Impact:* 08:02-10:05 UTC, retail app login (iOS + Android). 63,412 customers (IE 51,207 / NL 7,918 / BE 4,287), 251,776 failed attempts.
*Cause:* CHG-77120 ramped `auth.risk_engine_v3` 25% -> 100%; risk-score-svc-v3 (capped at 3 replicas by CHG-77114) exhausted its riskdb pool -> AUTH-5031 timeouts. After the rollback, 9,712 Android devices bound via v3 (dbv3) failed with AUTH-4012.
*Fixes:* `auth.risk_engine_v3` -> 0% (rev 42, 08:52); `auth.binding_compat_read` -> 100% (rev 13, 09:51). v3 stays off until the 2x peak load test (PIR-312) passes and CAB approves.
*Regulatory:* DORA initial notification GRC-NTF-0392 submitted by Helen 12:58 (CBI-IR-2025-00871). Intermediate report due Fri 21 Mar 12:58 UTC.
*Customers:* status page sp-inc-8841; banner BNR-2207 until tomorrow 10:35; push PSH-5530 to seg-inc48213-affected (sent 11:30).
*Open:* duplicate wallet top-ups (41 pairs, 29 settled) - PAY-2318 with Sven, no refunds until confirmed. NB Business coverage unknown.
*PIR:* Fri 21 Mar 10:00 UTC (EVT-60418). Actions PIR-311..PIR-315; identity items now with Mei Chen."""


def build(c):
    c.model(None, [
        ("incident_update", {"id": "INC-48213", "changes": {"status": "Resolved", "impact_start": "2025-03-18T08:02:11Z", "impact_end": "2025-03-18T10:05:00Z", "resolution_summary": "Flag auth.risk_engine_v3 rolled back to 0% (rev 42); auth.binding_compat_read enabled (rev 13) for dbv3-bound Android devices.", "follow_ups": ["PIR-310", "PAY-2318", "GRC-NTF-0392"]}, "add_timeline_entry": "Incident resolved; monitoring continues; PIR EVT-60418 Fri 21 Mar 10:00 UTC."}),
        ("slack_post", {"channel": "#inc-48213", "text": SLACK, "unfurl_links": False})])
    c.tool(["""incident INC-48213 updated
  status: was Mitigating   now Resolved
  impact window: 2025-03-18 08:02:11 -> 10:05:00 UTC (2 h 03 min)
  timeline entry TL-14 added
  linked records: PIR-310 (epic, 5 children), PAY-2318 (Open), GRC-NTF-0392 (SUBMITTED 12:58 UTC), PSH-5530 (COMPLETED 11:42 UTC, delivered 57,611 / 58,930), BNR-2207 (active), sp-inc-8841 (monitoring)
  reminder: statuspage incident sp-inc-8841 is still 'monitoring' - close it when monitoring ends""",
            """message posted
  channel: #inc-48213   ts: 1742306412.004100   permalink: https://northbridge.slack.com/archives/C08INC48213/p1742306412004100
  reactions: none yet"""])
    c.model("""**Done.**

- **INC-48213** is **Resolved** (impact 08:02:11-10:05, 2 h 03 min), timeline TL-14.
- Summary posted in **#inc-48213**.
- From the linked records: PSH-5530 finished at 11:42 (57,611 of 58,930 delivered); GRC-NTF-0392 shows SUBMITTED.
- Status page **sp-inc-8841** is still "monitoring" - someone has to close it once monitoring ends. I haven't, since you didn't say when.""")
    c.user("""Last thing: write the handover note for the evening IC, Marcus Adeyemi (marcus.adeyemi@northbridgebank.eu). What's done, what's still open, what's pending and with whom. E-mail it to him, cc me. Close sp-inc-8841 at 18:00 UTC if nothing new - put that in the note for him to do.""")
    c.model(None, [("email_send", {"from": "dana.whitfield@northbridgebank.eu", "to": ["marcus.adeyemi@northbridgebank.eu"], "cc": ["dana.whitfield@northbridgebank.eu"],
                                   "subject": "Handover: INC-48213 mobile login outage (resolved, follow-ups open)",
                                   "body": """Marcus,

INC-48213 is resolved (impact 08:02-10:05 UTC). Handover for this evening:

DONE
- auth.risk_engine_v3 at 0% (flag rev 42). Do NOT re-enable: gate is the PIR-312 load test at 2x peak plus CAB sign-off; no standard-change ramp.
- auth.binding_compat_read at 100% (rev 13). Must stay on until PIR-313 backfill is done, otherwise 9,712 Android devices lock out again.
- DORA initial notification GRC-NTF-0392 submitted by Helen Carr at 12:58 UTC, portal ref CBI-IR-2025-00871.
- Status page sp-inc-8841 (monitoring), banner BNR-2207 (until 19 Mar 10:35 UTC), push PSH-5530 to seg-inc48213-affected (done 11:42).
- Affected: 63,412 retail customers (IE/NL/BE), 251,776 failed attempts.

YOUR ACTIONS TONIGHT
- Close status page incident sp-inc-8841 at 18:00 UTC if nothing new happens (Grace's approved wording stays).
- Watch Android login success; if AUTH-4012 returns, check auth.binding_compat_read first.

PENDING (with owners)
- PAY-2318 (Sven Lindqvist, P2): confirm duplicate wallet top-ups, 41 pairs / EUR 4,870.00, 29 settled. No refunds until payments confirms.
- Intermediate DORA report due Fri 21 Mar 12:58 UTC (Helen). Needs RCA draft + PAY-2318 outcome.
- PIR-311 RCA, PIR-313 backfill, PIR-314 SC-112 review: Mei Chen (took over from Tomasz, who is on leave from tomorrow). PIR-312 load test: Priya Raman. PIR-315 comms playbook: Grace Okafor.
- PIR meeting EVT-60418 Fri 21 Mar 10:00 UTC (Priya has a tentative clash at 10:30).

OPEN QUESTIONS
- Does the count include NB Business app users? Helen asked; unknown; Dana to ask Tomasz before he leaves.
- Duplicate top-ups: hypothesis is the app issues a new idempotency key after re-login; unconfirmed.
- How much of the v3 failure was CHG-77114 (replicas 6 -> 3) vs the ramp itself - for the RCA.

Dana"""})])
    c.tool(["""email sent
  message_id: <20250318T133907.8812@mail.northbridgebank.eu>
  to: marcus.adeyemi@northbridgebank.eu   cc: dana.whitfield@northbridgebank.eu
  subject: Handover: INC-48213 mobile login outage (resolved, follow-ups open)
  size: 2.6 KB   dlp_scan: pass"""])
    c.model("""**Sent** to Marcus (cc you).

The note covers: what's done and must **not** be undone (v3 at 0%, compat-read on), his task to close **sp-inc-8841 at 18:00**, the pending items with owners (PAY-2318 / Sven, intermediate report 21 Mar 12:58 / Helen, PIR tickets / Mei, Priya, Grace, PIR on Friday 10:00) and the three open questions (NB Business, idempotency key, CHG-77114 share).

One thing only you can do today: ask **Tomasz about NB Business** before he goes on leave.""")
    return c

"""Mobile-banking login incident, part 3: publish comms, push, top-ups, PIR list."""
import bank_data as D

GRACE_PUSH = "App login issue this morning: fixed. If you couldn't log in between 08:00 and 10:05, you can now. Sorry for the disruption."


def build(c):
    c.model("""## Inbox - three mails that matter

| from | what | action |
|---|---|---|
| **Helen** 10:12 | classification was logged at **09:25**, not 09:40 -> initial notification due **13:25 UTC**; asks whether the count includes **NB Business** app users | fixing GRC-NTF-0392 now; NB Business question open (my count is retail-only) |
| **Grace** 10:21 | status page approved with "restored" instead of "fully resolved"; banner approved for 24h; push **not** approved for all users -> affected customers only, not before **11:30 UTC**, her own text | publishing status page + banner now; push needs the segment |
| **Luis** 10:26 | 37 complaints about card top-ups charged twice ~08:10-09:00 | unverified, see below |

Fixing the deadline and publishing what Grace approved.""", [
        ("grc_notification_draft_update", {"id": "GRC-NTF-0392", "changes": {"classified_at": "2025-03-18T09:25:00Z", "submission_due": "2025-03-18T13:25:00Z"}, "comment": "Correction per Helen Carr (e-mail 10:12): classification logged in register at 09:25."}),
        ("statuspage_update", {"page": "status.northbridgebank.eu", "incident": {"title": "Mobile app login issue", "status": "monitoring", "components": {"mobile-app-login": "operational"},
                                "body": "From 08:02 to 10:05 UTC on 18 March some customers could not log in to the Northbridge mobile app. Login has been restored and is working normally; we are monitoring. Card payments, transfers and online banking were not affected. We apologise for the inconvenience."}, "approved_by": "grace.okafor@northbridgebank.eu"}),
        ("inapp_banner_create", {"placement": "post_login_home", "platforms": ["ios", "android"], "apps": ["nb-retail-ios", "nb-retail-android"], "dismissible": True, "start": "now", "duration_hours": 24,
                                 "text": "Some customers couldn't log in to the app this morning. This is fixed. If you made a payment this morning and aren't sure whether it went through, check your transactions before trying again.", "approved_by": "grace.okafor@northbridgebank.eu", "incident_ref": "INC-48213"})])
    c.tool(["""GRC-NTF-0392 updated   revision 2 -> 3
  classified_at: was 2025-03-18 09:40 UTC   now 2025-03-18 09:25 UTC
  submission_due: was 2025-03-18 13:40 UTC   now 2025-03-18 13:25 UTC
  notified: helen.carr@northbridgebank.eu (assignee)
  validation: OK""",
            """statuspage: incident published
  id: sp-inc-8841   page: status.northbridgebank.eu   status: monitoring
  component mobile-app-login: was partial_outage   now operational
  subscribers notified: 18,204 (email 15,930, sms 2,274)
  url: https://status.northbridgebank.eu/incidents/sp-inc-8841""",
            """in-app banner created
  id: BNR-2207   placement: post_login_home   apps: nb-retail-ios, nb-retail-android
  active: 2025-03-18T10:35:00Z -> 2025-03-19T10:35:00Z (24 h)   dismissible: yes
  audience: all users of listed apps   approved_by: grace.okafor@northbridgebank.eu"""])
    c.model("""**Done.**

| item | record | state |
|---|---|---|
| Regulatory draft | **GRC-NTF-0392** rev 3 | classified 09:25, **due 13:25 UTC** (was 13:40), validation OK, Helen notified |
| Status page | **sp-inc-8841** | published as "restored, monitoring"; 18,204 subscribers notified |
| In-app banner | **BNR-2207** | live until 2025-03-19 10:35 UTC |

**Still needs you:**

1. **Push** - Grace wants affected customers only, from 11:30, with her text. I'd build a segment from the 63,412 customer ids in the recount. OK?
2. **Luis's duplicate top-ups** - could be linked (failed sessions mid-payment and the app retrying), could be coincidence. I can check it read-only against the payments replica.
3. **Helen's NB Business question** - my counts only cover the retail app ids. Whether NB Business logins went through risk engine v3 at all, I don't know; Tomasz would.""")
    c.user("""Push: affected customers only, 11:30 as Grace said, her text word for word.
Luis's thing - check quickly whether top-ups really doubled. Read-only, don't touch the payments systems.
NB Business - park it, I'll ask Tomasz.""")
    c.model(None, [
        ("push_campaign_create", {"name": "INC-48213 login restored", "apps": ["nb-retail-ios", "nb-retail-android"],
                                  "audience": {"segment_create": {"id": "seg-inc48213-affected", "source": "dwh_replica", "definition": "customers in INC-48213 final affected count (retail, 08:02-10:05, no login within 5 min)", "expected_size": 63412}},
                                  "schedule": {"send_at": "2025-03-18T11:30:00Z", "throttle_per_min": 5000}, "title": "Login issue fixed", "body": GRACE_PUSH,
                                  "approved_by": "grace.okafor@northbridgebank.eu", "incident_ref": "INC-48213"}),
        ("analytics_sql", {"database": "payments_replica", "read_only": True, "query": "SELECT a.customer_id, a.card_id, a.amount, a.created_at, b.created_at, b.status, a.idempotency_key = b.idempotency_key AS same_key FROM wallet_topups a JOIN wallet_topups b ON a.customer_id=b.customer_id AND a.card_id=b.card_id AND a.amount=b.amount AND b.created_at > a.created_at AND b.created_at <= a.created_at + INTERVAL '90 seconds' WHERE a.created_at BETWEEN '2025-03-18 08:02' AND '2025-03-18 10:05' ORDER BY a.created_at"})])
    c.tool(["""push campaign created
  id: PSH-5530   status: SCHEDULED   send_at: 2025-03-18 11:30 UTC   throttle: 5,000/min (~12 min to drain)
  segment: seg-inc48213-affected   members: 63,412   reachable (push opt-in, active token): 58,930
  title: Login issue fixed
  body: "%s"
  approved_by: grace.okafor@northbridgebank.eu""" % GRACE_PUSH, D.topup_pairs()])
    c.model("""**Push scheduled:** **PSH-5530**, 11:30 UTC, segment **seg-inc48213-affected** (63,412 customers, 58,930 reachable by push), Grace's text verbatim, throttled to 5,000/min.

## Duplicate top-ups - looks real and linked, but not proven

| | value |
|---|---|
| duplicate pairs 08:02-10:05 | **41** (same customer, card, amount, <= 90 s apart) |
| duplicated amount | **EUR 4,870.00** |
| second leg auto-reversed by the scheme | 12 (EUR 1,455.00) |
| second leg **settled** (customer out of pocket) | **29** (EUR 3,415.00) |
| first leg followed by a session drop within 60 s | 38 of 41 |
| same idempotency key within a pair | **0 of 41** |
| baseline, same window last Tuesday | 2 pairs |

My reading: the top-up went through, the session died (AUTH-5031) before the app got the confirmation, the customer logged in again and the app sent the top-up with a **new idempotency key**, so the payments side saw two distinct requests. That fits 38 of 41 - but it's a hypothesis from the data, nobody in payments has confirmed how the app regenerates the key on re-login.

Luis's 37 complaints vs 41 pairs: roughly everyone affected has noticed.

Suggest a ticket to the payments team to confirm and to refund the 29 settled duplicates. Want me to raise it?""")
    c.user("""Raise a ticket for payments to confirm, P2, assign to Sven Lindqvist (sven.lindqvist@northbridgebank.eu), put the 29 settled ones in it. No refunds until they confirm.
Then let's start the post-incident action list. PIR meeting Thursday 20 March 14:00.""")
    c.model("""Raising the payments ticket. Here is my proposed post-incident action list while that runs:

## Proposed PIR actions - INC-48213

| # | action | owner | due |
|---|---|---|---|
| 1 | RCA document: timeline, CHG-77120 ramp x CHG-77114 replica cut, why the 25% soak didn't catch it | Tomasz Lewandowski | 2025-03-24 |
| 2 | Load test risk-score-svc-v3 at production peak with HPA limits; size the riskdb pool (64 per pod today) | Priya Raman | 2025-03-28 |
| 3 | Backfill dbv3 -> dbv2 binding records with `binding-migrate --to dbv2` (9,712 devices), then turn `auth.binding_compat_read` off | Tomasz Lewandowski | 2025-03-26 |
| 4 | Review standard change SC-112: flag ramps on the login path need a capacity check and a staged ramp (25 -> 50 -> 100) | Tomasz Lewandowski | 2025-03-31 |
| 5 | Comms playbook: push notifications after incidents go to affected segments only, throttled | Grace Okafor | 2025-03-31 |
| 6 | Regulatory follow-up: inputs for the DORA intermediate and final reports | Helen Carr | per GRC |

Duplicate top-ups are covered by the payments ticket, so they're not on this list.""", [
        ("ticket_create", {"project": "PAY", "type": "Incident follow-up", "priority": "P2", "assignee": "sven.lindqvist@northbridgebank.eu", "reporter": "dana.whitfield@northbridgebank.eu",
                           "title": "INC-48213: duplicate wallet top-ups during login outage (41 pairs, 29 settled)",
                           "description": "During INC-48213 (mobile login outage 08:02-10:05 UTC, 18 Mar) 41 wallet top-ups were duplicated within 90 s (EUR 4,870.00). 12 second legs were auto-reversed by the scheme; 29 settled (EUR 3,415.00). In 0 of 41 pairs the idempotency key matched; 38 of 41 first legs were followed by a session drop within 60 s.\nHypothesis (unconfirmed): app regenerates the idempotency key after re-login and resubmits the top-up.\nAsk: 1) confirm or refute the mechanism; 2) confirm the 29 settled duplicates (export dwh://exports/inc48213_topup_pairs.csv); 3) NO refunds until confirmed - IC decision.\nContact-centre complaints so far: 37 (Luis Ortega).",
                           "labels": ["INC-48213", "customer-impact"], "links": ["INC-48213"]})])
    c.tool(["""ticket created
  key: PAY-2318   project: PAY   priority: P2   status: Open
  assignee: Sven Lindqvist (sven.lindqvist@northbridgebank.eu)   reporter: Dana Whitfield
  linked: INC-48213   attachments: inc48213_topup_pairs.csv (41 rows, from dwh export)
  SLA: first response due 2025-03-18 14:41 UTC"""])
    c.model("**PAY-2318** is open with Sven (P2, no refunds until payments confirms). Shall I create PIR tickets for the six actions above and send the invite for Thursday?")
    return c

"""Mobile-banking login incident, part 2: compat-read flag, comms drafts, recount, inbox, publish."""
import bank_data as D

HELEN = ("10:12", "helen.carr@northbridgebank.eu", "RE: INC-48213 classification - correction",
         """Dana, correction for the record: the classification is logged in the incident register at 09:25, not 09:40 - I signed it off on the bridge at 09:25 and only announced it later. The 4h clock runs from 09:25, so the initial notification is due 13:25 UTC. Please have the agent fix classified_at and the due time in GRC-NTF-0392.
One question I need answered before the intermediate report: does the affected-customer figure include NB Business app users? As far as I know they authenticate through the same gateway.
Helen""")
GRACE = ("10:21", "grace.okafor@northbridgebank.eu", "RE: Approval needed: INC-48213 customer comms",
         """Status page: approved, but say "restored", not "fully resolved" - we are still monitoring.
Banner: approved, run it for 24h.
Push: NOT approved as drafted. Do not send it to all 2.1M app users. Send it only to customers who were actually affected, and not before 11:30 UTC, so we don't trigger a login spike while systems settle. Use this text:
"App login issue this morning: fixed. If you couldn't log in between 08:00 and 10:05, you can now. Sorry for the disruption."
Grace""")
LUIS = ("10:26", "luis.ortega@northbridgebank.eu", "Duplicate card top-ups?",
        """Dana, 37 complaints so far from customers saying a card top-up (wallet top-up from the app) went through twice between ~08:10 and 09:00. Is this linked to the login issue? Agents are telling people we're checking. Luis""")


def build(c):
    c.user("Do A. B later, not today - no writes to the identity database while the incident is open. Tomasz owns the cleanup.")
    c.model(None, [("flag_update", {"key": "auth.binding_compat_read", "environment": "prod", "rollout_percent": 100, "reason": "INC-48213: 9,712 Android devices bound via risk engine v3 (dbv3 format) rejected with AUTH-4012 after v3 rollback. Enable dual-format read. Approved by IC Dana Whitfield.", "incident_ref": "INC-48213", "add_timeline_entry": True})])
    c.tool(["""flag auth.binding_compat_read (prod) updated
  rev 12 -> rev 13
  rollout_percent: was 0   now 100
  served variation: compat_read_on (DeviceBindingReader accepts dbv2, dbv3)
  evaluation: server-side only (not cached by mobile SDK)
  updated_by: bridge-agent on behalf of dana.whitfield@northbridgebank.eu   at 2025-03-18T09:51:04Z
  incident INC-48213: timeline entry TL-10 added ("09:51 auth.binding_compat_read -> 100% (rev 13), fix for AUTH-4012 on dbv3-bound Android devices")"""])
    c.model("""**Done.** `auth.binding_compat_read` is at **100%** (**rev 13**, was 0%), timeline entry TL-10 on INC-48213.

- This one is evaluated server-side only, so no mobile cache delay - the 9,712 devices should get in on their next attempt.
- The dbv3 -> dbv2 backfill stays **parked** until the incident is closed (no identity-database writes today); I've noted **Tomasz** as owner and will put it on the post-incident list.

I'll look at Android numbers again in ~10 minutes unless you want something else first.""")
    c.user("""Meanwhile comms. Draft three things: a status page update, an in-app banner, and a push notification to all 2.1M app users saying it's resolved. Send the drafts to Grace for approval (grace.okafor@northbridgebank.eu), cc me. Sign off as me.""")
    c.model("""Here are the drafts. One concern before they go: a push to **all 2.1M** app users at once tends to produce a login spike (people open the app to check), and most of them were never affected. I've drafted it as you asked but flagged the alternative for Grace - affected customers only - so she can choose.

### 1. Status page (component: Mobile app login)
> **Resolved - Mobile app login issue.** From 08:02 UTC on 18 March some customers could not log in to the Northbridge mobile app. The issue has been fully resolved and login is working normally. Card payments, transfers and online banking were not affected. We apologise for the inconvenience.

### 2. In-app banner (shown after login, dismissible)
> Some customers couldn't log in to the app this morning. This is fixed. If you made a payment this morning and aren't sure whether it went through, check your transactions before trying again.

### 3. Push notification (title / body, 2.1M recipients)
> **Login issue fixed** / Earlier today some customers could not log in to the app. It's working normally again. Sorry for the trouble.

Sending to Grace now.""", [("email_send", {
        "from": "dana.whitfield@northbridgebank.eu", "to": ["grace.okafor@northbridgebank.eu"], "cc": ["dana.whitfield@northbridgebank.eu"],
        "subject": "Approval needed: INC-48213 customer comms",
        "body": "Hi Grace,\n\nPlease approve or edit the three drafts below for INC-48213 (mobile app login outage since 08:02 UTC).\n\n1) STATUS PAGE (component Mobile app login)\nResolved - Mobile app login issue. From 08:02 UTC on 18 March some customers could not log in to the Northbridge mobile app. The issue has been fully resolved and login is working normally. Card payments, transfers and online banking were not affected. We apologise for the inconvenience.\n\n2) IN-APP BANNER (24h suggested)\nSome customers couldn't log in to the app this morning. This is fixed. If you made a payment this morning and aren't sure whether it went through, check your transactions before trying again.\n\n3) PUSH NOTIFICATION - audience as drafted: all app users (2.1M)\nTitle: Login issue fixed\nBody: Earlier today some customers could not log in to the app. It's working normally again. Sorry for the trouble.\nNote: sending to all 2.1M users may cause a login spike and reaches ~97% who were not affected. Alternative: send only to affected customers (~41-60k, final count pending).\n\nThanks,\nDana Whitfield\nIncident Commander, INC-48213"})])
    c.tool(["""email sent
  message_id: <20250318T095612.5531@mail.northbridgebank.eu>
  from: dana.whitfield@northbridgebank.eu (sent by bridge-agent)
  to: grace.okafor@northbridgebank.eu   cc: dana.whitfield@northbridgebank.eu
  subject: Approval needed: INC-48213 customer comms
  size: 2.1 KB   dlp_scan: pass"""])
    c.model("**Sent** to Grace (cc you). Nothing is published until she answers.")
    c.user("""Priya: Android at 99.1% since 10:04, iOS 99.5%. Last AUTH-4012 burst ended 10:02, so we call the end 10:05.
Recompute the affected count properly - everyone with at least one failed login between 08:02 and 10:05 who didn't get in within 5 minutes. That's the definition Helen wants.""")
    c.model(None, [("analytics_sql", {"database": "dwh_replica", "read_only": True, "query": "WITH f AS (SELECT customer_id, platform, country, event_ts FROM auth_events WHERE app_id IN ('nb-retail-ios','nb-retail-android') AND outcome='FAIL' AND error_code IN ('AUTH-5031','AUTH-5030','AUTH-4012') AND event_ts BETWEEN '2025-03-18 08:02:00' AND '2025-03-18 10:05:00'), g AS (SELECT f.* FROM f WHERE NOT EXISTS (SELECT 1 FROM auth_events s WHERE s.customer_id=f.customer_id AND s.outcome='OK' AND s.event_ts BETWEEN f.event_ts AND f.event_ts + INTERVAL '5 minutes')) SELECT platform, country, COUNT(DISTINCT customer_id) customers, COUNT(*) failed_attempts FROM g GROUP BY CUBE(platform, country)"})])
    c.tool(["""query ok (replica lag 35 s)  elapsed 21.4 s
platform   country   customers   failed_attempts
--------   -------   ---------   ---------------
android    IE           34,102           112,560
android    NL            5,011            17,944
android    BE            2,817             9,210
ios        IE           17,105            86,117
ios        NL            2,907            16,232
ios        BE            1,470             9,713
android    (all)        41,930           139,714
ios        (all)        21,482           112,062
(all)      IE           51,207           198,677
(all)      NL            7,918            34,176
(all)      BE            4,287            18,923
(all)      (all)        63,412           251,776
scope: app_id IN (nb-retail-ios, nb-retail-android); window 08:02:00-10:05:00; error codes AUTH-5031, AUTH-5030, AUTH-4012
share of active retail app users (30-day actives 2,104,880): 3.01%"""])
    c.model("""## Affected customers - final definition (08:02-10:05, no successful login within 5 min)

| | IE | NL | BE | total |
|---|---|---|---|---|
| Android | 34,102 | 5,011 | 2,817 | **41,930** |
| iOS | 17,105 | 2,907 | 1,470 | **21,482** |
| **total** | 51,207 | 7,918 | 4,287 | **63,412** |

- **63,412 customers** (3.01% of 2,104,880 thirty-day app actives), **251,776** failed attempts.
- Up from the preliminary **41,280** because the new definition includes people who later got in and the Android `AUTH-4012` lock-outs after the rollback.
- Scope is the **retail** app only (`nb-retail-ios`, `nb-retail-android`).
- The country split confirms IE / NL / BE for the geographical-spread field.

Shall I put 63,412 plus the geo and data-loss fields into GRC-NTF-0392 now?""")
    c.user("Yes, update the draft with that, plus geo and data loss. Then check my inbox - Helen and Grace both wrote. Whatever Grace approved, publish it.")
    c.model(None, [
        ("grc_notification_draft_update", {"id": "GRC-NTF-0392", "changes": {"clients_affected": 63412, "clients_affected_note": "final: retail app customers with >=1 failed login 08:02-10:05 UTC and no successful login within 5 minutes", "geographical_spread": ["IE", "NL", "BE"], "data_losses": "none identified", "incident_end": "2025-03-18T10:05:00Z", "status": "resolved, monitoring"}, "comment": "Final count and required fields per IC."}),
        ("mailbox_search", {"mailbox": "dana.whitfield@northbridgebank.eu", "folder": "INBOX", "since": "2025-03-18T08:30:00Z", "include_body": True})])
    c.tool(["""GRC-NTF-0392 updated   revision 1 -> 2
  clients_affected: was 41,280 (preliminary)   now 63,412 (final)
  geographical_spread: was (empty)   now IE, NL, BE
  data_losses: was (empty)   now none identified
  incident_end: was (empty)   now 2025-03-18 10:05 UTC
  status: was mitigated, monitoring   now resolved, monitoring
  validation: OK (0 errors, 0 warnings)   submission due: 2025-03-18 13:40 UTC""",
            D.mailbox([HELEN, GRACE, LUIS])])
    return c

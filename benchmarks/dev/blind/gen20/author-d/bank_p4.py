"""Mobile-banking login incident, part 4: PIR tickets, owner change, regulator, handover."""

ATTENDEES = ["tomasz.lewandowski@northbridgebank.eu", "priya.raman@northbridgebank.eu", "grace.okafor@northbridgebank.eu",
             "helen.carr@northbridgebank.eu", "dana.whitfield@northbridgebank.eu"]


def build(c):
    c.user("""Looks right. Drop #6 - Helen tracks the regulatory reports in GRC herself. Create the rest.
PIR Thursday 14:00 as said, invite the owners plus Helen.
And write into the load-test ticket: risk engine v3 stays at 0% until a load test at 2x peak passes and CAB signs off. No standard-change ramp this time.""")
    c.model(None, [
        ("ticket_bulk_create", {"project": "PIR", "epic": "INC-48213 post-incident review", "priority": "P2", "link": "INC-48213", "items": [
            {"title": "RCA document for INC-48213 (CHG-77120 ramp x CHG-77114 replica cut; why the 25% soak missed it)", "assignee": "tomasz.lewandowski@northbridgebank.eu", "due": "2025-03-24"},
            {"title": "Load test risk-score-svc-v3 at 2x peak with HPA limits; size riskdb pool", "assignee": "priya.raman@northbridgebank.eu", "due": "2025-03-28",
             "description": "Gate (IC decision 18 Mar): auth.risk_engine_v3 stays at 0% until this load test passes at 2x peak AND CAB signs off. No ramp under standard change SC-112."},
            {"title": "Backfill dbv3 -> dbv2 device bindings (binding-migrate --to dbv2, 9,712 devices), then switch auth.binding_compat_read off", "assignee": "tomasz.lewandowski@northbridgebank.eu", "due": "2025-03-26",
             "description": "Only after INC-48213 is closed. No identity-database writes while the incident is open."},
            {"title": "Review standard change SC-112: capacity check + staged ramp for login-path flags", "assignee": "tomasz.lewandowski@northbridgebank.eu", "due": "2025-03-31"},
            {"title": "Comms playbook: post-incident push to affected segment only, throttled", "assignee": "grace.okafor@northbridgebank.eu", "due": "2025-03-31"}]}),
        ("calendar_create", {"organizer": "dana.whitfield@northbridgebank.eu", "title": "INC-48213 post-incident review", "start": "2025-03-20T14:00:00Z", "end": "2025-03-20T15:00:00Z",
                             "attendees": ATTENDEES, "location": "Teams", "body": "Agenda: timeline, RCA (PIR-311), actions PIR-311..PIR-315, payments follow-up PAY-2318, regulatory status (GRC-NTF-0392)."})])
    c.tool(["""5 tickets created in PIR (epic PIR-310 "INC-48213 post-incident review", linked INC-48213)
key      assignee                                 due         title
-------  ---------------------------------------  ----------  -------------------------------------------------------------
PIR-311  tomasz.lewandowski@northbridgebank.eu    2025-03-24  RCA document for INC-48213 (CHG-77120 ramp x CHG-77114 ...)
PIR-312  priya.raman@northbridgebank.eu           2025-03-28  Load test risk-score-svc-v3 at 2x peak with HPA limits; ...
PIR-313  tomasz.lewandowski@northbridgebank.eu    2025-03-26  Backfill dbv3 -> dbv2 device bindings (binding-migrate ...)
PIR-314  tomasz.lewandowski@northbridgebank.eu    2025-03-31  Review standard change SC-112: capacity check + staged ramp
PIR-315  grace.okafor@northbridgebank.eu          2025-03-31  Comms playbook: post-incident push to affected segment only""",
            """event created
  id: EVT-60418   title: INC-48213 post-incident review
  when: Thu 2025-03-20 14:00-15:00 UTC   location: Teams
  attendees: 5 invited (tomasz.lewandowski, priya.raman, grace.okafor, helen.carr, dana.whitfield)
  conflicts: none detected"""])
    c.model("""**Done.**

| ticket | action | owner | due |
|---|---|---|---|
| PIR-311 | RCA document | Tomasz | 24 Mar |
| PIR-312 | Load test v3 at 2x peak (gate for re-enabling v3 + CAB) | Priya | 28 Mar |
| PIR-313 | dbv3 -> dbv2 backfill, then compat-read off | Tomasz | 26 Mar |
| PIR-314 | SC-112 review | Tomasz | 31 Mar |
| PIR-315 | Comms playbook | Grace | 31 Mar |

All under epic PIR-310. PIR meeting **EVT-60418**, Thursday 14:00-15:00 UTC, 5 invited, no conflicts.""")
    c.user("""Change of plan: Tomasz is off from tomorrow for two weeks. Move all his tickets to Mei Chen (mei.chen@northbridgebank.eu), she's his deputy on identity. And the PIR moves to Friday 21 March 10:00 because Mei can't do Thursday.""")
    c.model(None, [
        ("ticket_bulk_update", {"keys": ["PIR-311", "PIR-313", "PIR-314"], "changes": {"assignee": "mei.chen@northbridgebank.eu"}, "comment": "Reassigned from Tomasz Lewandowski (on leave from 19 Mar, two weeks) to Mei Chen, identity deputy. Per IC."}),
        ("calendar_update", {"id": "EVT-60418", "changes": {"start": "2025-03-21T10:00:00Z", "end": "2025-03-21T11:00:00Z", "attendees_add": ["mei.chen@northbridgebank.eu"]}, "notify": True, "message": "Moved to Friday so Mei Chen (new owner of PIR-311/313/314) can attend."})])
    c.tool(["""3 tickets updated
PIR-311  assignee: was tomasz.lewandowski@northbridgebank.eu   now mei.chen@northbridgebank.eu
PIR-313  assignee: was tomasz.lewandowski@northbridgebank.eu   now mei.chen@northbridgebank.eu
PIR-314  assignee: was tomasz.lewandowski@northbridgebank.eu   now mei.chen@northbridgebank.eu
watchers added: tomasz.lewandowski@northbridgebank.eu (x3)""",
            """event updated
  id: EVT-60418   title: INC-48213 post-incident review
  when: was Thu 2025-03-20 14:00-15:00 UTC   now Fri 2025-03-21 10:00-11:00 UTC
  attendees: 6 (added mei.chen)   updates sent: 6
  conflicts: priya.raman has 'Sprint review' 10:30-11:00 (tentative)"""])
    c.model("""**Done.**

- PIR-311, PIR-313 and PIR-314 now belong to **Mei Chen**; Tomasz stays on as watcher.
- **EVT-60418** moved to **Fri 21 March 10:00-11:00 UTC**, Mei added, 6 updates sent.
- One soft clash: Priya has a tentative sprint review at 10:30. Worth a nudge since PIR-312 is hers.

Note that Tomasz was also the person you were going to ask about NB Business - if he's off from tomorrow, today is the day to ask him.""")
    c.user("""Helen submitted at 12:58, the portal gave her reference CBI-IR-2025-00871.
Side question: when is the intermediate report due - before or after the PIR?""")
    c.model("""**After**, but only just.

| report | rule (OPS-POL-014, mirrors the DORA time limits) | due |
|---|---|---|
| initial notification | 4 h after classification (09:25) | 13:25 UTC today - **submitted 12:58**, ref CBI-IR-2025-00871 |
| intermediate report | 72 h after the initial notification was submitted | **Fri 21 March, 12:58 UTC** |
| final report | 1 month after the latest intermediate report | ~21 April, if there's only one intermediate |

So the PIR (Friday 10:00) ends about two hours before the intermediate report is due. In practice:

- Helen needs the root-cause section **before** the PIR, so PIR-311 (Mei's RCA) realistically has to be in draft by Thursday, not the 24th.
- The intermediate report also needs the status of the duplicate top-ups, so **PAY-2318** should have an answer from Sven by Thursday too.
- The open NB Business question belongs in it as well - the affected-client figure may have to change if those users were hit.

Want me to pull PIR-311's due date forward to Thursday?""")
    c.user("Not now, I'll talk to Mei first. Mark the incident resolved and post a summary in #inc-48213 for the bridge.")
    return c

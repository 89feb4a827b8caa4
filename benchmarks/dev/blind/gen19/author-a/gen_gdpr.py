"""Generator: blind-gdpr-dsar-backlog (English). Deterministic (seeded data in gdpr_data)."""
import datetime as dt
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gdpr_data as g  # noqa: E402
from common import Conv  # noqa: E402

OUT = "/work/blind19/out/blind-gdpr-dsar-backlog.json"

SYSTEM = """You are the privacy operations assistant for Kestrel Money Ltd (Dublin), an e-money and payments company. You work for the Privacy & Compliance team and act through the tools provided: the DSAR case tracker, export connectors for internal systems, the redaction service, the secure delivery portal, the shared mailbox and document store, and vendor service desks.

Working rules:
- Follow Kestrel's DSAR procedure (PRIV-SOP-07) and GDPR Articles 12 and 15.
- Be exact about dates, case ids and counts; say when something is an assumption.
- Never send personal data as an e-mail attachment.
- Confirm before any action that sends something to a data subject, a regulator or a vendor, unless the user has already told you to do it.
- Times are Europe/Dublin."""

c = Conv("blind-gdpr-dsar-backlog", "Clearing a GDPR DSAR backlog before a DPC deadline", SYSTEM)

W1 = g.WAVE1
W2 = g.WAVE2
d = g.received
due = g.due

# ---------------------------------------------------------------- turn 1
c.user("""Hi — Hannah here (Head of Privacy & Compliance). We need to clear the DSAR backlog properly this time. The DPC opened an inquiry after two complaints — their ref is DPC-IN-25-0117 — and the case officer wants every overdue access request answered and a closing report on file by 21 March. I want a plan first, then we execute together over the next couple of weeks. Track everything under PRIV-482 in Jira.

Ground rules:
- nothing goes to a requester without a redaction review, no exceptions
- packs go through the secure portal, never as email attachments
- Ledgerline is prod core banking — no export jobs against it between 08:00 and 18:00, batch window only
- Tomás Reyes (tomas.reyes@kestrelmoney.ie) runs the exports on our side, loop him in on anything that touches Ledgerline

Start by pulling the open queue so we know what we're dealing with.""", tag="u1")

c.model("Pulling the full open queue from the DSAR tracker.", calls=[
    ("dsar_queue_list", {"status": ["open", "in_progress", "awaiting_id"], "sort": "received_asc",
                         "include": ["systems", "id_check", "owner", "duplicate_matcher"], "page_size": 100})])
c.tool([g.queue_listing()], tag="t_queue")

sys_counts = {}
for cid in g.ALL:
    for s in g.SYS[cid].split(","):
        sys_counts[s] = sys_counts.get(s, 0) + 1

c.model(f"""## Where we stand (3 March)

**47 open requests** in the tracker: 31 are past their statutory one-month date, 16 are still within it. Two of the in-window ones are stuck at ID verification, and the duplicate matcher has three near-certain pairs.

| Age band | Requests | Notes |
|---|---|---|
| > 60 days overdue | 1 | **DSAR-2024-1187** (Daniel Kerr) — 64 days overdue, received 29 Nov 2024 |
| 30–60 days overdue | 10 | all December 2024 requests (DSAR-2024-1203 … 1255) |
| 1–29 days overdue | 20 | January 2025, incl. the 0140/0141 pair |
| within one month | 16 | earliest statutory date is DSAR-2025-0152 on 7 Mar |

Systems that have to be searched (count of the 47 requests that touch each):

| System | Requests | How we get the data |
|---|---|---|
| Ledgerline (core banking) | {sys_counts['LL']} | export connector — **batch window only** |
| Salesforce CRM | {sys_counts['SF']} | export connector, any time |
| Zendesk | {sys_counts['ZD']} | export connector, any time |
| Aircall recordings | {sys_counts['AC']} | export connector, any time |
| Cardwise (card processor) | {sys_counts['CW']} | Cardwise Data API |
| Veridoc (KYC vendor) | {sys_counts['VD']} | no connector — processor request under the DPA |
| Sentinel (fraud engine) | {sys_counts['SN']} | export connector; sensitive, see below |

## Proposed plan

I'd work oldest-first in three waves so the worst exposure goes first and each wave is a manageable batch for redaction review:

| Wave | Scope | Target for packs out |
|---|---|---|
| **Wave 1** | 12 oldest overdue — DSAR-2024-1187 plus the ten December requests plus DSAR-2025-0008 | **10 March** |
| **Wave 2** | remaining overdue January requests (19, or 18 once the 0140/0141 pair is resolved) | **17 March** |
| **Wave 3** | the in-window requests | each by its own statutory date, with an extension where justified |

That leaves a few working days before the DPC date for stragglers and the closing report.

## Decisions I need from you

**1. Duplicates.** The matcher pairs DSAR-2025-0141 with 0140, 0177 with 0163 and 0190 with 0186 (same customer reference, same scope, resubmitted through a second channel). Shall I merge each into the earlier case? The requester keeps the earlier case's statutory date either way.

**2. Third-party data in transaction histories.** Ledgerline and Cardwise exports carry counterparty details on every transfer. Options:

| | A — redact | B — keep names, mask accounts | C — disclose as held |
|---|---|---|---|
| Counterparty name | removed | kept | kept |
| Counterparty IBAN / account no. | removed | masked, final four digits shown | shown in full |
| Risk | requester complains the history is useless | balanced; the transfer is the requester's own data, the account number is the other party's | disclosure of third-party data |
| Effort | low | low (rule in the redaction profile) | none |

I'd recommend **B**.

## Things to know before we start

- **Extensions can't rescue the overdue ones.** Art. 12(3) lets us extend by two further months, but only if we tell the requester *within the first month*. For the 31 overdue requests that window has closed; for the in-window ones it's still available.
- **Veridoc** holds ID documents, selfies and liveness checks for {sys_counts['VD']} of the requesters. It's our processor, so we ask them to assist under the DPA; they have no self-serve export.
- **DSAR-2025-0198 and DSAR-2025-0231** have been awaiting ID verification since mid-February. I would not assume the one-month clock is paused while we wait — asking for ID is only justified where there's reasonable doubt about identity, and both customers passed KYC with us. Worth confirming with the DPO.
- **Sentinel** output (risk scores, rule hits, analyst notes) is personal data, but some of it may touch fraud/AML work — I'll flag it per case in the redaction pass rather than include it blindly.

Once you've answered 1 and 2 I'll start the wave 1 exports.""", tag="m_plan")

# ---------------------------------------------------------------- turn 2
c.user("""Merge the three dupes. Counterparties: B.

Quick one while you do that — realistically, what's our exposure if we don't make the 21st?""", tag="u_b")

merges = [{"duplicate": k, "into": v} for k, v in g.DUPES.items()]
c.model("""## Exposure if we miss 21 March

- **Corrective orders first.** The DPC's usual path in a rights-handling inquiry is an order under Art. 58(2)(c) to comply with the requests, often with a reprimand under Art. 58(2)(b). A fine isn't automatic.
- **Fines are possible and sit in the higher tier.** Infringements of Arts. 12–15 fall under Art. 83(5)(b): up to €20m or 4% of worldwide annual turnover. In a first inquiry where there's a credible remediation plan, a fine in that range is unlikely, but the DPC has fined for systemic DSAR failures before.
- **The real risk is the date itself.** A backlog is a process failure; missing a date you've agreed with the case officer starts to look like a cooperation problem (Art. 31), and cooperation is one of the Art. 83(2) factors that moves a fine up or down.
- **Complainants.** The two complainants can also bring civil claims for non-material damage under s.117 of the Data Protection Act 2018, independently of the inquiry.

So: meeting the date with a clean closing report matters more than anything else in this plan.

Merging the duplicates and updating the redaction profile now.""", calls=[
    ("dsar_merge", {"merges": merges, "keep_statutory_date_of": "into",
                    "reason": "Same requester (same cust_ref) and same scope, resubmitted via a second channel; matcher score >= 0.97. Duplicates merged per H. Okafor, 2025-03-03. Tracking: PRIV-482.",
                    "notify_requester": False}),
    ("redaction_profile_update", {"profile_id": "RP-FIN",
                                  "changes": [{"rule": "transactions.counterparty_name", "action": "keep"},
                                              {"rule": "transactions.counterparty_account", "action": "mask", "mask": "last4"}],
                                  "note": "Option B agreed by H. Okafor 2025-03-03: counterparty names retained; IBANs/account numbers masked to last 4 digits. Ref PRIV-482."})],
    tag="m_merge")

merge_out = "\n".join(f"{k} merged into {v} — status: closed_merged; statutory date kept from {v} ({g.fmt(due(v))}); history and attachments moved (rev {n})"
                      for n, (k, v) in enumerate(g.DUPES.items(), 7))
c.tool([merge_out + """

Queue after merge: 44 open (30 overdue, 14 within statutory period, 2 awaiting_id).
Audit log: AUD-2025-03-03-00418 … 00420.""",
        """RP-FIN updated: revision 3 -> 4 (author: privacy-ops-agent, approved_by: h.okafor)
  transactions.counterparty_name     was: redact              now: keep
  transactions.counterparty_account  was: redact              now: mask(last4)
Unchanged: staff_name=keep, sentinel.*=review, third_party_voice=review, free_text.third_party=review, privilege=review
Profile applies to new redaction runs only; 0 completed runs affected."""], tag="t_merge")

c.model("""Done.

- **Merged:** 0141 → 0140, 0177 → 0163, 0190 → 0186. Queue is now **44 open** (30 overdue, 14 in-window).
- **Redaction profile RP-FIN rev 4:** counterparty names kept, account numbers masked to the last 4 digits.

Wave 2 is therefore 18 requests. Ready to start wave 1 exports when you are.""")

# ---------------------------------------------------------------- turn 3
c.user("Good. Start the wave 1 exports. CRM, Zendesk and Aircall can run now; Ledgerline obviously tonight.")

c.model("Setting up wave 1 (12 cases). Ledgerline is scheduled into tonight's batch window with Tomás on the notifications; the other three run immediately.", calls=[
    ("dsar_export_run", {"cases": W1, "wave": "W1", "tracking": "PRIV-482",
                         "systems": {
                             "ledgerline": {"mode": "scheduled", "not_before": "2025-03-03T19:00:00+00:00", "replica": "ll-ro-02",
                                            "scope": ["customer_profile", "accounts", "statement_history", "standing_orders", "audit_trail"],
                                            "notify": ["tomas.reyes@kestrelmoney.ie", "privacy-ops@kestrelmoney.ie"]},
                             "salesforce": {"mode": "now", "objects": ["Contact", "Case", "Task", "EmailMessage", "Consent__c", "MarketingEvent__c"]},
                             "zendesk": {"mode": "now", "include": ["tickets", "public_comments", "internal_notes", "attachments"]},
                             "aircall": {"mode": "now", "include": ["recordings", "call_metadata"]}}})])

zd_head = "zendesk   job EXP-ZD-3393  COMPLETED_WITH_WARNINGS  2025-03-03T10:41:52\n"
c.tool([f"""Export run ER-W1-0303 created for 12 cases.

ledgerline  job EXP-LL-3391  SCHEDULED  not_before 2025-03-03T19:00 (batch window)  replica ll-ro-02
            notify: tomas.reyes@kestrelmoney.ie, privacy-ops@kestrelmoney.ie

salesforce  job EXP-SF-3392  COMPLETED  2025-03-03T10:38:07  12/12 cases
{g.sf_counts()}

{zd_head}{g.zd_manifest()}
  WARNING ZD-ATT-404: 212 attachments referenced by tickets created before 2022-06-14 could not be fetched
  (blob store 'zendesk-legacy-2022' returns 404; store was decommissioned after the June 2022 helpdesk migration).
  Affected cases: {', '.join(f'{k} ({v})' for k, v in g.ZD_MISSING.items())}
{g.zd_missing_list()}
  Ticket text and comments for these tickets were exported in full.

aircall     job EXP-AC-3394  COMPLETED  2025-03-03T10:44:30  41 recordings for 9 cases (3 cases have no recordings)
{g.ac_manifest()}

Output prefix: s3://km-dsar-exports/2025-03-03/ (SSE-KMS, key alias km-dsar)"""], tag="t_exp1")

c.model(f"""## Wave 1 exports

| System | Job | Status |
|---|---|---|
| Ledgerline | EXP-LL-3391 | scheduled for **19:00 tonight** on the read replica; Tomás gets the notification |
| Salesforce | EXP-SF-3392 | complete, 12/12 |
| Zendesk | EXP-ZD-3393 | complete **with a warning** (below) |
| Aircall | EXP-AC-3394 | complete — 41 recordings across 9 cases |

**Zendesk gap:** 212 attachments on tickets older than the June 2022 helpdesk migration can't be fetched — the legacy blob store was decommissioned. The ticket text is all there; the files aren't. It hits 7 of the 12 cases (61 of the files are on DSAR-2024-1187). We don't yet know whether those files still exist anywhere (backup, the old vendor, or nowhere). If they're gone, the packs must say so rather than silently omit them. I'll keep this open until someone in IT can tell us.

**Still to do for wave 1:**
- **Cardwise** — I can pull card data through their Data API now.
- **Veridoc** — 7 of the wave 1 requesters have KYC records there; that needs a written request under the DPA. Since they'll likely batch it, I'd ask for wave 1 and wave 2 together (18 people).

Shall I write to Veridoc?""", tag="m_exp1")

# ---------------------------------------------------------------- turn 4
vd_refs = sorted(g.VD)
c.user("""Yes, write to Veridoc under the DPA. Contact is Lena Brandt, lena.brandt@veridoc.io I think. Ask for everything they hold on the wave 1 and 2 people — ID docs, selfies, liveness videos, check results. We need it by the 14th. And yes pull Cardwise through the API.""", tag="u_vd")

vd_lines = "\n".join(f"  {i:>2}. Kestrel ref {g.CUST[cid]} (our case {cid})" for i, cid in enumerate(vd_refs, 1))
c.model("Sending the processor request and starting the Cardwise pull.", calls=[
    ("email_send", {"from": "privacy@kestrelmoney.ie", "to": ["lena.brandt@veridoc.io"], "cc": ["hannah.okafor@kestrelmoney.ie"],
                    "subject": "Kestrel Money — data subject access requests: assistance under DPA clause 9.4 (18 subjects)",
                    "body": f"""Dear Lena,

Kestrel Money Ltd is responding to a number of data subject access requests under Article 15 GDPR. Veridoc processes identity-verification data on our behalf, and under clause 9.4 of our Data Processing Agreement (dated 12 May 2023) Veridoc assists us in responding to data subject requests.

For each of the 18 customers below, please provide all personal data Veridoc holds on our behalf:
- identity documents (all images, both sides) and extracted document data;
- selfie images and liveness videos/frames;
- verification check results, scores and reason codes, with timestamps;
- any audit or access logs relating to the customer.

{vd_lines}

We need the data by Friday 14 March 2025. Please deliver via our SFTP drop (inbound/veridoc/), not by e-mail, and let us know if anything is held by a sub-processor.

Kind regards,
Privacy & Compliance, Kestrel Money Ltd
(on behalf of Hannah Okafor, Head of Privacy & Compliance)"""}),
    ("cardwise_data_export", {"program_id": "KESTREL-EU-01", "subjects": [{"case": cid, "cust_ref": g.CUST[cid]} for cid in W1 + W2],
                              "datasets": ["card_accounts", "authorisations", "clearing", "chargebacks", "tokens", "declines"],
                              "date_from": "2015-01-01", "format": "jsonl"})])

c.tool(["""Message sent. id <20250303.112907.5531@mail.kestrelmoney.ie>  to: lena.brandt@veridoc.io  cc: hannah.okafor@kestrelmoney.ie
Size 4.1 KB, no attachments. Thread: 'Kestrel Money — data subject access requests: assistance under DPA clause 9.4 (18 subjects)'""",
        f"""Cardwise Data API — export CW-EXP-88213  COMPLETED_WITH_WARNINGS  2025-03-03T11:52:40
Program KESTREL-EU-01 | subjects requested 30 | with Cardwise footprint 27 | without 3
{g.cardwise_table()}

WARNING CW-DAPI-212: authorisation declines older than 13 months are not served by the Data API (retention tier 'cold').
  9 subjects have card accounts with activity older than 13 months: {', '.join(g.CW_OLD)}
  Request archived declines via Cardwise Support, Service Request type DSR-ARCHIVE (SLA 5 business days).
Files: s3://km-dsar-exports/2025-03-03/CW/ (27 jsonl files, 41.7 MB)"""], tag="t_cw")

c.model("""Done.

- **Veridoc:** request sent to lena.brandt@veridoc.io (you're cc'd), citing DPA clause 9.4, 18 subjects, deadline **14 March**, delivery by SFTP.
- **Cardwise:** export CW-EXP-88213 complete for the 27 of 30 wave 1–2 requesters who have cards. **Gap:** the Data API doesn't serve authorisation declines older than 13 months; those need a DSR-ARCHIVE service request through Cardwise Support (9 requesters affected, including 1187). I'll raise that after tonight's Ledgerline run.""")

# ---------------------------------------------------------------- turn 5 (Tue 4 March)
c.user("Morning. How did the Ledgerline job go overnight?")
c.model(calls=[("export_status", {"job_id": "EXP-LL-3391", "include_log": True})])
c.tool([f"""Job EXP-LL-3391  status FAILED  started 2025-03-03T19:00:04  ended 2025-03-03T22:2x
{g.ledgerline_log_fail()}"""], tag="t_llfail")

c.model(f"""It failed. Log summary:

- Subjects 1–8 ran fine (1–7 minutes each).
- **Subject 9, {W1[8]}** — the statement-history query ran into the 3,600 s timeout on the read replica. That customer has accounts back to 2016, about 212k statement rows.
- The job is atomic, so the staged output for the 8 good subjects was **discarded**. Nothing from Ledgerline is usable from last night.

**Fix I'd suggest:** instead of one job of 12, split the Ledgerline work into batches of 4 subjects, staggered 30 minutes apart, so one heavy account can only fail its own batch. That keeps us inside the batch window:

| Night | Batches | Cases |
|---|---|---|
| Tue 4 Mar, 19:00–20:00 | 3 × 4 | wave 1 (12) |
| Wed 5 Mar, 19:00–21:00 | 3 × 4 + 2 × 3 | wave 2 (18) |

Scheduling wave 2 now as well means we don't lose another night if something else goes wrong. Shall I set both up?""")

# ---------------------------------------------------------------- turn 6
c.user("""yes, do it. Also — Tomás is off from tomorrow, family emergency, probably two weeks. Priya Nair takes over the exports: priya.nair@kestrelmoney.ie. Make sure she gets the job notifications instead of him.""", tag="u_priya")

c.model("Scheduling both waves in batches of 4 and moving notifications and export ownership to Priya.", calls=[
    ("export_batch_schedule", {"system": "ledgerline", "replica": "ll-ro-02", "batch_size": 4, "stagger_minutes": 30,
                               "runs": [{"wave": "W1", "date": "2025-03-04", "start": "19:00", "cases": W1},
                                        {"wave": "W2", "date": "2025-03-05", "start": "19:00", "cases": W2}],
                               "query_timeout_s": 5400, "atomic": "per_batch",
                               "owner": "priya.nair@kestrelmoney.ie",
                               "notify": ["priya.nair@kestrelmoney.ie", "privacy-ops@kestrelmoney.ie"],
                               "cancel": ["EXP-LL-3391"],
                               "note": "Re-run after EXP-LL-3391 timeout. Export owner changed from Tomás Reyes (leave) to Priya Nair per H. Okafor. PRIV-482."})])
sched = "\n".join(f"  {j}  {day} {tm}  cases={len(cs)}  {', '.join(cs)}" for j, day, tm, cs in g.JOBS)
c.tool([f"""Scheduled 8 batch jobs (ledgerline, replica ll-ro-02, per-batch atomic, query_timeout 5400 s):
{sched}
Cancelled: EXP-LL-3391 (already FAILED; archived)
Export owner for W1, W2 Ledgerline jobs   was: tomas.reyes@kestrelmoney.ie   now: priya.nair@kestrelmoney.ie
Notification list                          was: tomas.reyes@kestrelmoney.ie, privacy-ops@   now: priya.nair@kestrelmoney.ie, privacy-ops@
Batch window check: all jobs start >= 19:00 and est. finish < 23:30  OK"""], tag="t_sched")

c.model("""Done.

| Night | Jobs | Cases |
|---|---|---|
| Tue 4 Mar | EXP-LL-3401 (19:00), 3402 (19:30), 3403 (20:00) | wave 1, 4 each |
| Wed 5 Mar | EXP-LL-3404 – 3408 (19:00 – 21:00) | wave 2, 4/4/4/3/3 |

- Query timeout raised to 90 minutes, and a failure now only loses its own batch.
- **Priya Nair** is the export owner and on the notifications; Tomás is off the list.
- EXP-LL-3391 is cancelled and archived.""")

# ---------------------------------------------------------------- turn 7 (DPO escalation)
c.user("Marek (our DPO) just escalated something to me — it's in my inbox, subject starts with URGENT. Read it and tell me what it changes.")
c.model(calls=[("email_search", {"mailbox": "hannah.okafor@kestrelmoney.ie", "query": "subject:URGENT from:marek.wisniewski@kestrelmoney.ie",
                                  "since": "2025-03-04", "include_body": True})], tag="m_marek_q")
c.tool(["""1 result

From:    Marek Wiśniewski <marek.wisniewski@kestrelmoney.ie>
To:      Hannah Okafor <hannah.okafor@kestrelmoney.ie>
Cc:      Colm Dwyer <colm.dwyer@kestrelmoney.ie>
Date:    Tue, 4 Mar 2025 11:26
Subject: URGENT: DPC-IN-25-0117 — call with case officer + one DSAR we must not touch

Hannah,

Aoife Brennan (the DPC case officer on DPC-IN-25-0117) called me this morning. Three things:

1. She wants an interim status report by Wednesday 12 March: numbers, what has been answered, and the plan for the rest. She was clear it is not a courtesy — it will feed into whether they move towards a formal decision.

2. DSAR-2024-1187 is the complainant, Mr Daniel Kerr. She expects his response to have issued by Friday 7 March. I want to see the full pack myself before it goes. Please do not release it without my sign-off.

3. Separately, Colm (as MLRO) tells me DSAR-2025-0212 relates to a customer who is the subject of an internal suspicion report. We must not tip off. Nothing goes to that requester — not even a status update beyond the acknowledgement already sent — until Colm and I have agreed an approach. And please don't include Sentinel case material in anyone's pack without checking with me first.

I'm in with the board audit committee most of Wednesday but reachable by mail.

Marek

--
Marek Wiśniewski | Data Protection Officer | Kestrel Money Ltd
dpo@kestrelmoney.ie | +353 1 555 0142"""], tag="t_marek")

c.model(f"""## What Marek's e-mail changes

**New dates**

| Date | What | Source |
|---|---|---|
| **Fri 7 March** | DSAR-2024-1187 (complainant Daniel Kerr) must have issued — after Marek signs off | DPC via Marek |
| Mon 10 March | rest of wave 1 | our plan |
| **Wed 12 March** | interim status report to the DPC (Aoife Brennan) | DPC via Marek |
| Mon 17 March | wave 2 | our plan |
| Fri 21 March | closing report | DPC |

**What I'd do**

1. **Fast-track 1187.** Its Ledgerline data is in tonight's first batch (EXP-LL-3401). I'd run its redaction on its own as soon as that lands, then send Marek an internal review link (not an attachment) by Thursday so he has a day to review before Friday. I'll set a release gate on the case so it can't be published without his approval.
2. **Freeze DSAR-2025-0212.** Flag the case so no automated notifications, portal messages or extension letters can go out, and record the reason (MLRO/tipping-off) on the case. Its statutory date is {g.dlong(due('DSAR-2025-0212'))}, so the approach Colm and Marek agree needs to land well before then.
3. **Sentinel.** Nothing from Sentinel goes into any pack until Marek has agreed the approach — I'll surface Sentinel items as review items in the redaction pass so you can take them to him.
4. **Interim report.** I can draft it now from the tracker. Who signs and sends it — you or Marek?

Shall I go ahead with 1 and 2?""", tag="m_marek_plan")

# ---------------------------------------------------------------- turn 8
c.user("Do 1 and 2. Interim report — draft it, I'll send it myself. Two pages max, factual, no promises we can't keep.")

c.model("Setting the release gate on 1187, freezing 0212, and drafting the interim report.", tag="m_gate", calls=[
    ("dsar_bulk_update", {"updates": [
        {"case": "DSAR-2024-1187", "priority": "P1", "target_date": "2025-03-07",
         "release_gate": {"type": "approval", "approver": "marek.wisniewski@kestrelmoney.ie"},
         "note": "Complainant in DPC-IN-25-0117. DPC expects response issued by 7 March. DPO sign-off required before release (M. Wiśniewski, 4 Mar)."},
        {"case": "DSAR-2025-0212", "status": "on_hold", "restriction": "MLRO_TIPPING_OFF", "suppress_notifications": True,
         "portal_access": "disabled",
         "note": "Placed on hold per DPO/MLRO instruction 4 Mar (C. Dwyer, M. Wiśniewski). No contact with requester of any kind until DPO and MLRO agree an approach. Do not export Sentinel material."}],
        "actor": "privacy-ops-agent", "on_behalf_of": "hannah.okafor@kestrelmoney.ie"}),
    ("doc_generate", {"template": "regulator-letter-en", "path": "/privacy/dpc/DPC-IN-25-0117/interim-report-v1.docx",
                      "title": "Interim status report — data subject access requests",
                      "addressee": "Ms Aoife Brennan, Data Protection Commission", "signatory": "Hannah Okafor, Head of Privacy & Compliance",
                      "max_pages": 2, "data_sources": ["dsar-tracker", "PRIV-482"], "tone": "factual"})])

c.tool(["""2 cases updated
DSAR-2024-1187  rev 14 -> 15
   priority      was: P2            now: P1
   target_date   was: (none)        now: 2025-03-07
   release_gate  was: none          now: approval by marek.wisniewski@kestrelmoney.ie
DSAR-2025-0212  rev 6 -> 7
   status        was: in_progress   now: on_hold
   restriction   was: none          now: MLRO_TIPPING_OFF
   notifications was: enabled       now: suppressed (all channels)
   portal_access was: enabled       now: disabled
   scheduled exports: none affected (case not in W1/W2)""",
        """Document created: /privacy/dpc/DPC-IN-25-0117/interim-report-v1.docx
2 pages, 604 words, template regulator-letter-en v2.1, status DRAFT (watermarked)
Sections: 1 Background; 2 Position at 4 March 2025; 3 Actions taken; 4 Plan and dates; 5 Contact"""], tag="t_gate")

c.model(f"""Done.

- **DSAR-2024-1187:** priority P1, target 7 March, release gate — only Marek can approve publication.
- **DSAR-2025-0212:** on hold (MLRO_TIPPING_OFF); all notifications suppressed and portal access disabled, so nothing can go out by accident.
- **Interim report draft:** `/privacy/dpc/DPC-IN-25-0117/interim-report-v1.docx` (2 pages). Main text:

---
**1. Background.** On receipt of the Commission's letter in inquiry DPC-IN-25-0117, Kestrel Money reviewed every open data subject access request. At 3 March 2025, 47 requests were open, of which 31 had passed the one-month period in Article 12(3).

**2. Position at 4 March 2025.** Three requests were identified as duplicates of earlier requests from the same individuals and merged. Of the remaining requests, the oldest (received 29 November 2024) is being prioritised and will issue this week. Collection from all internal systems for the twelve oldest requests is under way; data held by our identity-verification processor has been requested under our processing agreement.

**3. Actions taken.** Dedicated review process with mandatory redaction review; secure portal delivery only; export schedule for core banking data outside business hours; named owners for each workstream.

**4. Plan and dates.** All 31 overdue requests will be answered by 21 March 2025. Requests still within the statutory period will be answered within that period or, where Article 12(3) applies, the extended period, with the data subject informed.

**5. Contact.** Hannah Okafor, Head of Privacy & Compliance.
---

The numbers will need refreshing the day it goes. Anything you want changed?""", tag="m_draft1")

# ---------------------------------------------------------------- turn 9
c.user("""Two fixes on the draft: it's 30 overdue after the merge, not 31 — and don't put 21 March in writing as a promise, say "within the timeline agreed with the Commission". Also, has Veridoc replied yet?""", tag="u_fix")

c.model("Noted both fixes — I'll fold them into the next revision together with the refreshed numbers, so we only circulate one new version. Checking for Veridoc's reply.", calls=[
    ("email_search", {"mailbox": "privacy@kestrelmoney.ie", "query": "from:veridoc.io", "since": "2025-03-03", "include_body": True})])
c.tool(["""1 result

From:    Lena Brandt <lena.brandt@veridoc.io>
To:      privacy@kestrelmoney.ie
Cc:      hannah.okafor@kestrelmoney.ie, support@veridoc.io
Date:    Wed, 5 Mar 2025 09:12
Subject: RE: Kestrel Money — data subject access requests: assistance under DPA clause 9.4 (18 subjects)   [VDC-CS-77120]

Hi Hannah, hi team,

Thanks for the request — logged as VDC-CS-77120.

- ID documents, selfie images and verification results (incl. reason codes and audit log) for all 18 references: we can deliver to your SFTP by Wednesday 12 March.
- Liveness videos: for verifications older than 6 months these sit in our archive tier, which our storage provider retrieves in scheduled batches. The earliest slot we can book is 19 March; videos would be on your SFTP the same day.
- Archive retrieval for this batch is billed at our standard professional-services rate: EUR 1,150 (quote Q-2025-0419 attached). Please confirm a PO number and we'll book the slot.

One of the references (KM ref for your case DSAR-2025-0140) has two verification sessions — we'll send both.

Best regards,
Lena Brandt
Customer Success Lead | Veridoc GmbH | Berlin"""], tag="t_lena1")

c.model(f"""## Veridoc's answer

| Item | Veridoc offer | Our need |
|---|---|---|
| ID documents, selfies, check results (18 people) | SFTP by **12 March** | fine for wave 2 (17 Mar); too late for wave 1 (10 Mar) and 1187 (7 Mar) |
| Liveness videos | earliest archive slot **19 March** | after both wave targets |
| Fee | **EUR 1,150** archive retrieval (quote Q-2025-0419) | see below |

**On the fee:** clause 9.4 of the DPA obliges Veridoc to assist with data subject requests, and the commercial schedule says assistance is at no additional charge unless requests are manifestly excessive. 18 subjects in a year isn't excessive. I'd push back rather than raise a PO.

**On timing, two options:**

| | A — wait | B — release now, Veridoc material follows |
|---|---|---|
| What happens | hold the 18 affected packs until all Veridoc data is in | send packs as soon as everything else is reviewed; Veridoc data goes out separately when it lands |
| 1187 / wave 1 dates | **missed** (7 wave 1 requesters have Veridoc data, incl. 1187) | met |
| Requester experience | one complete pack, later | two deliveries; cover letter says what is still coming and when |
| DPC angle | looks like more delay | shows we answered what we could, on time |

I'd recommend **B**.""", tag="m_vdopts")

# ---------------------------------------------------------------- turn 10
c.user("""B. And push back on the fee — cite the clause, politely. 

Separately, what happened with the Cardwise declines? I don't see anything on it in PRIV-482.""", tag="u_vdB")

c.model("""You're right — I said I'd raise the DSR-ARCHIVE request after the Ledgerline run and I didn't. Raising it now, along with the reply to Veridoc.

Going with **B**: packs for the 18 Veridoc-affected requesters go out once everything else is reviewed, and the Veridoc material follows as a supplementary pack; the cover letter will say what's coming and roughly when.""", tag="m_vdB", calls=[
    ("email_send", {"from": "privacy@kestrelmoney.ie", "to": ["lena.brandt@veridoc.io"], "cc": ["hannah.okafor@kestrelmoney.ie", "support@veridoc.io"],
                    "in_reply_to": "VDC-CS-77120",
                    "subject": "RE: Kestrel Money — data subject access requests: assistance under DPA clause 9.4 (18 subjects)   [VDC-CS-77120]",
                    "body": """Hi Lena,

Thank you for the quick turnaround — 12 March for the ID documents, selfies and verification results works for us; please go ahead.

On the archive retrieval fee (quote Q-2025-0419): under clause 9.4 of our Data Processing Agreement, Veridoc assists Kestrel with responding to data subject requests, and Schedule 3 provides that this assistance is given at no additional charge unless requests are manifestly unfounded or excessive. Eighteen access requests is well within normal volumes, so we'd ask you to withdraw the quote. We won't be raising a PO for it.

Please do book the earliest archive slot for the liveness videos regardless — these requests are the subject of regulatory attention, so if an earlier slot than 19 March becomes available we'd be grateful to take it.

Kind regards,
Privacy & Compliance, Kestrel Money Ltd"""}),
    ("cardwise_service_request", {"program_id": "KESTREL-EU-01", "type": "DSR-ARCHIVE", "priority": "high",
                                  "subjects": [{"case": cid, "cust_ref": g.CUST[cid]} for cid in g.CW_OLD],
                                  "datasets": ["declines"], "date_range": {"from": "2015-01-01", "to": "2024-02-03"},
                                  "delivery": "sftp:inbound/cardwise/",
                                  "description": "Archived authorisation declines (older than 13 months, not served by Data API per CW-DAPI-212) for 9 data subjects with open Art. 15 requests. Related export CW-EXP-88213. Kestrel ref PRIV-482."})])

c.tool(["Message sent. id <20250305.101544.7720@mail.kestrelmoney.ie>  to: lena.brandt@veridoc.io  cc: hannah.okafor@kestrelmoney.ie, support@veridoc.io  thread VDC-CS-77120",
        """Service request created: CW-SR-55841
Type DSR-ARCHIVE | priority high | program KESTREL-EU-01 | subjects 9
SLA: 5 business days -> target 2025-03-12
Status: NEW (queue: Data Services EU)
Watchers: privacy@kestrelmoney.ie"""], tag="t_cwsr")

c.model("""Done.

- **Veridoc:** pushed back on the EUR 1,150 quote under clause 9.4 / Schedule 3, confirmed 12 March for ID documents and selfies, asked for an earlier archive slot if one frees up.
- **Cardwise:** service request **CW-SR-55841** (DSR-ARCHIVE, 9 requesters), target **12 March**. Those declines will go out in the supplementary packs too.
- Both noted on PRIV-482.""")

# ---------------------------------------------------------------- turn 11 (Wed 5 Mar, redaction)
c.user("Wave 1 Ledgerline ran fine last night, Priya confirmed. Run the redaction pass on wave 1 and show me what's flagged.")
rep4, tot4 = g.redaction_report(4)
c.model(calls=[("redaction_run", {"profile": "RP-FIN", "revision": 4, "cases": W1, "sources": ["LL", "SF", "ZD", "AC", "CW"],
                                   "exclude_sources": ["SN"], "flag_sentinel_as_review": True, "run_id_prefix": "RR-0305-W1"})])
c.tool([rep4], tag="t_red1")

c.model(f"""## Wave 1 redaction pass (profile RP-FIN rev 4)

Counterparty account masks were applied automatically ({tot4['third_party_account']} items). What's left for a human decision:

| Category | Items | What it is | Suggested handling |
|---|---|---|---|
| Staff names | {tot4['staff_name']} | agents' full names in Zendesk internal notes and Salesforce tasks | redact last names, keep first names (it's how agents sign their replies anyway) |
| Sentinel scores | {tot4['sentinel_score']} | numeric risk scores on 4 cases (incl. 1187) | per Marek: needs his view. Art. 15(1)(h) means we have to explain profiling meaningfully; banding (low / medium / high) is the usual compromise |
| Sentinel rule ids | {tot4['sentinel_rule_id']} | internal rule identifiers (R-117, R-204 …) | withhold — they describe detection logic, not the person |
| Third-party voices | {tot4['third_party_voice']} | recordings where the second speaker is the joint account holder | keep or cut the other speaker's audio |
| Third-party names (free text) | {tot4['third_party_name']} | names mentioned by the requester in tickets | keep where the requester wrote them; redact where staff added them |
| Privilege | 1 | DSAR-2024-1187: page 14 of an internal complaint-review memo headed "Legal advice — Arthur Cox" | for Marek in his review of the 1187 pack |

Three calls I need from you: **staff names**, **Sentinel**, and **the joint-account audio**.""", tag="m_red1")

# ---------------------------------------------------------------- turn 12
c.user("""Staff: first names stay, surnames go. Sentinel — Marek's fine with giving them the score bands, not raw scores or rule IDs, I checked with him this morning. The spouse audio stays in: it's the joint account and both were on the call, Marek agreed that approach last year.""", tag="u_red")

c.model("Updating the profile and re-running wave 1 with it.", calls=[
    ("redaction_profile_update", {"profile_id": "RP-FIN",
                                  "changes": [{"rule": "staff_name", "action": "mask", "mask": "first_name_only"},
                                              {"rule": "sentinel.score", "action": "transform", "transform": "band(low<0.4,medium<0.7,high)"},
                                              {"rule": "sentinel.rule_id", "action": "redact"},
                                              {"rule": "sentinel.case_notes", "action": "redact"},
                                              {"rule": "third_party_voice", "action": "keep", "condition": "joint_account_holder"}],
                                  "note": "Per H. Okafor 5 Mar, Sentinel approach confirmed with DPO: staff surnames redacted, Sentinel disclosed as score bands only (no raw scores, no rule ids), joint-account-holder audio kept.",
                                  "rerun": {"cases": W1, "run_id_prefix": "RR-0305-W1b"}})])

pk = "\n".join(f"  {cid}  pack PK-{cid[5:]}-v1  pages {g.rng.randint(60, 420)}  status {'HELD: release_gate (DPO approval) + 1 privilege item' if cid == 'DSAR-2024-1187' else 'READY_FOR_RELEASE'}" for cid in W1)
c.tool([f"""RP-FIN updated: revision 4 -> 5 (approved_by: h.okafor)
  staff_name            was: keep        now: mask(first_name_only)
  sentinel.score        was: review      now: transform(band: low/medium/high)
  sentinel.rule_id      was: review      now: redact
  sentinel.case_notes   was: review      now: redact
  third_party_voice     was: review      now: keep if joint_account_holder else review

Re-run RR-0305-W1b | profile RP-FIN rev 5 | 12 cases | completed 2025-03-05T18:21:06
  auto-resolved review items: {tot4['staff_name'] + tot4['sentinel_score'] + tot4['sentinel_rule_id'] + tot4['third_party_voice']}
  remaining manual items: {tot4['third_party_name']} third_party_name (reviewed by privacy-ops, 5 Mar 18:40), 1 privilege_candidate (DSAR-2024-1187, reserved for DPO)
Packs built:
{pk}"""], tag="t_red2")

c.model("""Done. Profile **RP-FIN rev 5**, wave 1 re-run: 11 packs are ready for release, and **DSAR-2024-1187** is held for Marek (the release gate plus the privilege item on page 14 of the memo).

## Delivery options for the portal

| Option | Link expiry | Second factor | Notes |
|---|---|---|---|
| A | 7 days | none — link only | simplest; weakest if the email account is compromised |
| B | 30 days | one-time code by SMS | 3 of the 11 have non-Irish mobile numbers, and SMS delivery to those failed ~9% of the time last quarter |
| C | 14 days | one-time code sent by e-mail | no SMS dependency; requester can ask for re-issue through the portal |

I'd go with **C**. Shall I send 1187 to Marek for review and publish the other 11?""", tag="m_deliv")

# ---------------------------------------------------------------- turn 13
c.user("C. Yes — 1187 to Marek for review, the other 11 out today.", tag="u_C")

eleven = W1[1:]
c.model(tag="m_C", calls=[
    ("portal_publish", {"cases": eleven, "packs": [f"PK-{cid[5:]}-v1" for cid in eleven], "link_expiry": "14-day", "second_factor": "email OTP",
                        "cover_letter_template": "DSAR-COVER-EN-v6",
                        "cover_letter_vars": {"supplement_notice": "Data held by our identity-verification provider and archived card-decline records will follow in a supplementary pack.",
                                              "missing_items_notice": "Some attachments to support tickets created before June 2022 could not be retrieved; we are investigating and will update you."},
                        "tracking": "PRIV-482"}),
    ("email_send", {"from": "privacy@kestrelmoney.ie", "to": ["marek.wisniewski@kestrelmoney.ie"], "cc": ["hannah.okafor@kestrelmoney.ie"],
                    "subject": "For DPO review: DSAR-2024-1187 (complainant, DPC-IN-25-0117) — pack PK-2024-1187-v1",
                    "body": """Marek,

The pack for DSAR-2024-1187 (Daniel Kerr) is ready for your review: https://portal-internal.kestrelmoney.ie/review/PK-2024-1187-v1 (SSO, internal only).

Redaction profile RP-FIN rev 5: staff surnames redacted; Sentinel shown as score bands only (no raw scores, no rule ids, no case notes); counterparty account numbers masked to last 4 digits.

One item is reserved for you: page 14 of the internal complaint-review memo (Zendesk attachment 'complaint-review-memo.pdf') is headed 'Legal advice — Arthur Cox' and looks privileged.

The DPC expects this response to issue by Friday 7 March, so your approval by Friday morning would let us publish the same day. Veridoc data (ID documents etc.) will follow in a supplementary pack.

Privacy & Compliance"""})])

pub_rows = "\n".join(f"  {cid}  PK-{cid[5:]}-v1  notified {g.NAMES[cid]}  expires 2025-03-20\n{g.pack_manifest(cid)}" for cid in eleven)
c.tool([f"""Publication batch PUB-0306-A  status PUBLISHED  2025-03-06T11:04:52
Settings: link expiry 14-day (expires 2025-03-20 23:59), second factor email OTP, cover letter DSAR-COVER-EN-v6
{pub_rows}
11 cases moved to status responded_partial (supplement pending: veridoc_kyc, cardwise_archive where applicable)
Queue after publication: 39 open (18 overdue, 21 within statutory period incl. 6 received since 3 Mar: {', '.join(g.NEW6)})""",
        "Message sent. id <20250306.110921.8841@mail.kestrelmoney.ie>  to: marek.wisniewski@kestrelmoney.ie  cc: hannah.okafor@kestrelmoney.ie"],
       tag="t_pub")

c.model("""Done.

- **PUB-0306-A:** 11 wave 1 packs published (14-day links, email OTP, expire 20 March). Cover letters mention the supplementary pack and the missing pre-2022 Zendesk attachments.
- **1187:** review link sent to Marek, asking for approval by Friday morning.
- Heads-up: **6 new requests** came in since Monday (DSAR-2025-0252 to 0257). Queue is now **39 open**: 18 overdue (wave 2), 21 in-window.""")

# ---------------------------------------------------------------- turn 14
c.user("Let's buy ourselves time on the rest: send Art 12(3) extension notices on all the open ones, overdue included.", tag="u_ext")

ext_rows = "\n".join(f"| {cid} | {g.fmt(d(cid))} | {g.fmt(due(cid))} | {g.fmt(g.add_month(g.add_month(due(cid))))} |" for cid in g.EXT11)
c.model(f"""I'd advise against doing it for the overdue ones — and I don't think we can.

**Why not the overdue 18 (and 1187):** Art. 12(3) lets us extend by two further months, but the requester has to be told *within one month of receipt*, with the reasons. For every overdue request that month has already passed, so a notice now wouldn't extend anything — and sending 18 late "extension" letters while the DPC is looking at exactly this would read as trying to reset the clock. Those need answers, not letters; they're wave 2 for 17 March.

**What we can extend:** the in-window ones, as long as the notice goes before each statutory date. Of the 21 in-window:

- **DSAR-2025-0212** — excluded: it's on hold and any notice is contact with the requester.
- **DSAR-2025-0198, DSAR-2025-0231** — still awaiting ID verification; I'd keep them out until we've decided whether their clock is running at all.
- **The 6 new ones (0252–0257)** — received this week, statutory dates 3–6 April. They look simple (app-only customers, under a year with us); I'd not extend them unless you want to.

That leaves **11** eligible, all with dates from 7 March onward, so notices sent today are in time:

| Case | Received | Statutory date now | Extended date |
|---|---|---|---|
{ext_rows}

The stated reason would be the number of requests we're handling and the number of systems and processors involved (Art. 12(3) "complexity and number of the requests"). Shall I send those 11?""", tag="m_ext")

# ---------------------------------------------------------------- turn 15
c.user("Fine, in-window only, the 11. The six new ones we just do normally.", tag="u_ext_ok")

c.model(calls=[("extension_notice_send", {"cases": g.EXT11, "legal_basis": "GDPR Art. 12(3)", "extension_months": 2,
                                           "template": "EXT-EN-v3", "channels": ["portal_message", "email_notification"],
                                           "reason": "Because of the number of requests we are currently handling and the number of internal systems and service providers that hold data relevant to your request, we need more time to give you a complete response.",
                                           "exclude_check": ["on_hold", "awaiting_id"], "tracking": "PRIV-482"})])
ext_out = "\n".join(f"  {cid}  statutory_due was: {g.fmt(due(cid))}  now: {g.fmt(g.add_month(g.add_month(due(cid))))}  sent 2025-03-06 14:3{i % 10}" for i, cid in enumerate(g.EXT11))
c.tool([f"""Extension batch EXT-0306-01  11 notices sent (template EXT-EN-v3; portal message + email notification)
{ext_out}
Pre-send check: 0 cases on_hold, 0 awaiting_id, 0 past statutory date  OK
Rendered notice (first case, {g.EXT11[0]}):
  Subject: Your request for a copy of your personal data — {g.EXT11[0]}
  Dear {g.NAMES[g.EXT11[0]]},
  We received your request for access to your personal data on {g.dlong(d(g.EXT11[0]))} {d(g.EXT11[0]).year}. We are writing to let you know
  that we need more time to respond. Because of the number of requests we are currently handling and the number of
  internal systems and service providers that hold data relevant to your request, we need more time to give you a
  complete response. Under Article 12(3) of the General Data Protection Regulation we are extending the period for
  our response by two months. You will receive our response no later than {g.dlong(g.add_month(g.add_month(due(g.EXT11[0]))))} {d(g.EXT11[0]).year}.
  If you have questions, reply through the portal or write to privacy@kestrelmoney.ie. You also have the right to
  lodge a complaint with the Data Protection Commission (www.dataprotection.ie).
  Kestrel Money Ltd — Privacy & Compliance
Case history updated with notice text and reason."""], tag="t_ext")

c.model(f"""Done — **EXT-0306-01**: 11 extension notices sent; the new statutory dates run from {g.dlong(g.add_month(g.add_month(due(g.EXT11[0]))))} to {g.dlong(g.add_month(g.add_month(due(g.EXT11[-1]))))}. 0212, 0198, 0231 and the six new requests were not touched.""")

# ---------------------------------------------------------------- turn 16 (Fri 7 March)
c.user("Anything from Marek or Lena? And I think the DPC said something about the deadline.")
c.model(calls=[("email_search", {"mailbox": ["hannah.okafor@kestrelmoney.ie", "privacy@kestrelmoney.ie"], "query": "is:unread", "since": "2025-03-06T12:00", "include_body": True, "max_results": 20})])
c.tool([f"""9 results (3 shown in full, 6 as headers with preview)

[1]
From:    Marek Wiśniewski <marek.wisniewski@kestrelmoney.ie>
To:      privacy@kestrelmoney.ie
Cc:      hannah.okafor@kestrelmoney.ie
Date:    Fri, 7 Mar 2025 08:47
Subject: RE: For DPO review: DSAR-2024-1187 (complainant, DPC-IN-25-0117) — pack PK-2024-1187-v1

Reviewed. Approved for release today, subject to one change: remove page 14 of the complaint-review memo entirely — that's legal advice from Arthur Cox and it is privileged. Don't redact it line by line, withhold the whole page and say in the cover letter that one page has been withheld on grounds of legal professional privilege. Everything else is fine, including the score bands.

Marek

[2]
From:    Lena Brandt <lena.brandt@veridoc.io>
To:      privacy@kestrelmoney.ie
Cc:      hannah.okafor@kestrelmoney.ie
Date:    Thu, 6 Mar 2025 17:30
Subject: RE: Kestrel Money — data subject access requests: assistance under DPA clause 9.4 (18 subjects)   [VDC-CS-77120]

Hi all,

Fair point on clause 9.4 — I've checked with our legal team and we agree this is covered. The fee is waived and quote Q-2025-0419 is cancelled.

Good news on the documents: the ID documents, selfies and verification results for all 18 references are already on your SFTP at /inbound/veridoc/2025-03-07/ (18 folders, manifest.csv included, SHA-256 checksums in checksums.txt).

Less good news on the liveness videos: our archive provider has moved the batch slot, so the videos will now be available on 24 March. I'm sorry — I have asked to be told if anything earlier frees up.

Best,
Lena

[3]
From:    Aoife Brennan <aoife.brennan@dataprotection.ie>
To:      dpo@kestrelmoney.ie
Cc:      hannah.okafor@kestrelmoney.ie
Date:    Thu, 6 Mar 2025 16:02
Subject: DPC-IN-25-0117 — timeline

Dear Mr Wiśniewski,

Further to our telephone conversation, the Commission agrees that Kestrel Money's closing report on the outstanding access requests may be submitted by 28 March 2025, rather than 21 March 2025 as previously indicated.

The interim status report remains due on 12 March 2025. The Commission expects the response to the complainant (your reference DSAR-2024-1187) to issue no later than 7 March 2025, as discussed.

Yours sincerely,
Aoife Brennan
Assistant Commissioner's Office, Inquiries Unit
Data Protection Commission

[4-9] headers with preview
{g.inbox_bodies()}"""], tag="t_inbox2")

c.model("""Three things came in, all useful.

| Item | Was | Now | Source |
|---|---|---|---|
| Closing report to DPC | 21 March | **28 March** | Aoife Brennan (DPC), 6 Mar |
| Interim report | 12 March | 12 March (unchanged) | same |
| DSAR-2024-1187 | awaiting DPO | **approved**, subject to withholding page 14 of the memo (privileged) | Marek, this morning |
| Veridoc fee | EUR 1,150 | **waived**, Q-2025-0419 cancelled | Lena |
| Veridoc ID docs / selfies | due 12 March | **already delivered**: `/inbound/veridoc/2025-03-07/` (18 folders) | Lena |
| Veridoc liveness videos | 19 March | **24 March** | Lena |

**For today:** withhold page 14 of the memo in PK-2024-1187 (the whole page, not line redaction), add the privilege sentence to the cover letter, and publish with the same settings as wave 1 (option C). That gets 1187 out on 7 March as the DPC expects.

Shall I publish 1187 now?""", tag="m_inbox2")

# ---------------------------------------------------------------- turn 17
c.user("Yes go.")
c.model(calls=[
    ("redaction_apply", {"pack": "PK-2024-1187-v1", "actions": [{"source": "ZD attachment complaint-review-memo.pdf", "page": 14, "action": "withhold_page",
                                                                "reason": "legal professional privilege (Data Protection Act 2018, s.162)"}],
                         "approved_by": "marek.wisniewski@kestrelmoney.ie", "approval_ref": "email 2025-03-07 08:47"}),
    ("portal_publish", {"cases": ["DSAR-2024-1187"], "packs": ["PK-2024-1187-v2"], "link_expiry": "14-day", "second_factor": "email OTP",
                        "cover_letter_template": "DSAR-COVER-EN-v6",
                        "cover_letter_vars": {"withheld_notice": "One page of an internal document has been withheld because it contains legal advice that is subject to legal professional privilege.",
                                              "supplement_notice": "Data held by our identity-verification provider and archived card-decline records will follow in a supplementary pack."},
                        "release_gate_approval": "marek.wisniewski@kestrelmoney.ie", "tracking": "PRIV-482"})])
c.tool(["""Pack PK-2024-1187-v1 -> PK-2024-1187-v2
  withheld: complaint-review-memo.pdf p.14 (1 page) — reason: legal professional privilege (DPA 2018 s.162); approved_by marek.wisniewski@kestrelmoney.ie
  pages: 388 -> 387; withheld-items schedule regenerated (1 entry)""",
        """Publication batch PUB-0307-B  status PUBLISHED  2025-03-07T10:12:30
  DSAR-2024-1187  PK-2024-1187-v2  notified Daniel Kerr  expires 2025-03-21  second factor email OTP
  release_gate: satisfied (approval marek.wisniewski@kestrelmoney.ie)
Case DSAR-2024-1187 status: in_progress -> responded_partial (supplement pending: veridoc_kyc, cardwise_archive)
Wave W1: 12/12 cases responded"""], tag="t_pub1187")

c.model("""Done — **DSAR-2024-1187 published** (PUB-0307-B, 7 March, 10:12), with page 14 withheld for privilege and the cover letter saying so. Wave 1 is now 12/12 out, three days ahead of the 10 March target.

The Veridoc files on the SFTP still need to go into supplementary packs — I'll pick that up with the wave 2 redaction.""")

# ---------------------------------------------------------------- turn 18 (Mon 10 March)
c.user("Where are we overall? I need numbers for the interim report. And wave 2 — did the exports all run?")
c.model(calls=[("dsar_stats", {"as_of": "2025-03-10T09:00", "group_by": ["status", "wave"], "include": ["export_jobs", "vendor_requests", "extensions"],
                                "scope": "PRIV-482"})])
jobs_lines = []
for j, day, tm, cs in g.JOBS[3:]:
    if j == "EXP-LL-3404":
        jobs_lines.append(f"  {j}  PARTIAL  3/4 ok; DSAR-2025-0033 ERR_ARCHIVED_ACCOUNT: customer record in cold archive vault ll-archive-2019 (account closed 2019-08); restore required, est. 3-5 business days")
    else:
        jobs_lines.append(f"  {j}  COMPLETED  {len(cs)}/{len(cs)} ok")
c.tool([f"""DSAR statistics as of 2025-03-10 09:00 (scope PRIV-482)

By status
  open (total)                 38
    overdue                    18   (all wave W2; oldest DSAR-2025-0013, {g.overdue('DSAR-2025-0013', dt.date(2025, 3, 10))} days)
    within statutory period    20   (11 extended EXT-0306-01, 6 new 0252-0257, 0198 + 0231 awaiting_id, 0212 on_hold)
  responded_partial            12   (wave W1; supplements pending)
  closed_merged                 3
Received since 3 Mar            6

Wave W1  12/12 responded (PUB-0306-A x11, PUB-0307-B x1); supplements pending 12
Wave W2  0/18 responded; exports:
{chr(10).join(jobs_lines)}
  SF/ZD/AC for W2: EXP-SF-3412, EXP-ZD-3413, EXP-AC-3414 COMPLETED 2025-03-06 (ZD-ATT-404 on 3 further cases, 38 attachments)
  CW: CW-EXP-88213 (done); CW-SR-55841 IN_PROGRESS (target 2025-03-12)

Wave W2 readiness (per case)
{g.w2_readiness()}

Vendor requests
  Veridoc VDC-CS-77120: docs/selfies DELIVERED 2025-03-07 (/inbound/veridoc/2025-03-07/, 18 folders); liveness videos ETA 2025-03-24
  Cardwise CW-SR-55841: IN_PROGRESS

Extensions: 11 (EXT-0306-01)
Summary: 38 open, 18 overdue, 20 in-window, 12 responded (partial), 3 merged
Restrictions: 1 (DSAR-2025-0212, MLRO_TIPPING_OFF)"""], tag="t_stats")

c.model(f"""## Position at 10 March

| | Count |
|---|---|
| **Open** | **38** |
| — overdue (all wave 2) | **18** |
| — in-window | 20 (11 extended, 6 new, 2 awaiting ID, 1 on hold) |
| Responded (wave 1, supplements to follow) | 12 |
| Merged duplicates | 3 |

**Wave 2 exports:** 4 of 5 Ledgerline batches are clean. **EXP-LL-3404** failed for one case: **DSAR-2025-0033**'s customer record (account closed August 2019) sits in the cold archive vault `ll-archive-2019` and needs a restore — 3–5 business days, so it could be tight against 17 March. The other 17 wave 2 cases are ready for redaction. Zendesk also lost 38 more pre-2022 attachments on three wave 2 cases, the same gap as before.

**For the interim report** (as of today): 12 of the 30 originally overdue requests answered, including the complainant's on 7 March; 18 to go, scheduled for 17 March; 11 in-window requests extended under Art. 12(3); vendor data partly in, with liveness videos on 24 March.

Next steps I'd suggest: wave 2 redaction pass tomorrow, the restore for 0033, and the supplementary packs once CW-SR-55841 lands.""", tag="m_stats")

# ---------------------------------------------------------------- turn 19
c.user("""Change of plan on the interim report: Marek wants it to come from him, from the DPO mailbox, not me — the DPC deals with him. Update the draft so it's from him with today's numbers (and my two fixes), and send it over to him. Priya will raise the restore for 0033 herself tomorrow, she knows the archive team. Then give me the outstanding list, I'm off until Wednesday.""", tag="u_final")

c.model(tag="m_v2", calls=[("doc_update", {"path": "/privacy/dpc/DPC-IN-25-0117/interim-report-v1.docx", "save_as": "/privacy/dpc/DPC-IN-25-0117/interim-report-v2.docx",
                                "changes": [
                                    {"field": "signatory", "value": "Marek Wiśniewski, Data Protection Officer"},
                                    {"field": "sender_mailbox", "value": "dpo@kestrelmoney.ie"},
                                    {"section": 1, "replace": "31 had passed", "with": "30 had passed (after merging three duplicate requests)"},
                                    {"section": 2, "set_as_of": "2025-03-10", "text": "12 of the 30 overdue requests have been answered, including the complainant's request (issued 7 March 2025). The remaining 18 are in redaction review. 11 requests within the statutory period have been extended under Article 12(3), with reasons given to each data subject."},
                                    {"section": 4, "replace": "All 31 overdue requests will be answered by 21 March 2025.", "with": "The remaining overdue requests will be answered within the timeline agreed with the Commission."}],
                                "share": {"to": "marek.wisniewski@kestrelmoney.ie", "cc": ["hannah.okafor@kestrelmoney.ie"], "permission": "edit",
                                          "message": "Marek — interim report for DPC-IN-25-0117, now in your name from dpo@kestrelmoney.ie, numbers as of 10 March. Due to Aoife Brennan by Wednesday 12 March. Please review and send."}})])
c.tool(["""Saved /privacy/dpc/DPC-IN-25-0117/interim-report-v2.docx (from v1), 2 pages, 641 words, status DRAFT
  signatory       was: Hannah Okafor, Head of Privacy & Compliance   now: Marek Wiśniewski, Data Protection Officer
  sender_mailbox  was: hannah.okafor@kestrelmoney.ie                 now: dpo@kestrelmoney.ie
  s1  '31 had passed' -> '30 had passed (after merging three duplicate requests)'
  s2  position restated as of 2025-03-10
  s4  '...answered by 21 March 2025.' -> '...answered within the timeline agreed with the Commission.'
Shared with marek.wisniewski@kestrelmoney.ie (edit), cc hannah.okafor@kestrelmoney.ie; notification sent 2025-03-10 09:41"""], tag="t_v2")

c.model(f"""Done — **interim-report-v2.docx** is with Marek: his name, the dpo@ mailbox, 10 March numbers, "30 overdue", and no 21 March promise. He sends it to Aoife Brennan by **Wednesday 12 March**.

## Outstanding (as of Mon 10 March)

**Deadlines**
- **12 Mar** — interim report: Marek to send from dpo@ (v2 is with him).
- **17 Mar** — wave 2 (18 cases) packs out.
- **28 Mar** — closing report to the DPC (moved from 21 March).

**Pending actions**
1. **Wave 2 redaction pass** (RP-FIN rev 5) on the 17 cases that exported cleanly; then portal release, option C.
2. **DSAR-2025-0033 restore** from `ll-archive-2019` — Priya raises it tomorrow; 3–5 business days, tight for 17 March.
3. **Supplementary packs:** Veridoc ID documents/selfies are on the SFTP (`/inbound/veridoc/2025-03-07/`) for the 18 cases; Cardwise archived declines via **CW-SR-55841** (target 12 March); **liveness videos 24 March**, then the final supplements.
4. New requests **0252–0257**: normal handling, statutory dates 3–6 April.

**Open issues**
- **Zendesk pre-2022 attachments** (212 on wave 1 + 38 on wave 2): nobody has confirmed yet whether they survive anywhere. The cover letters promise an update.
- **DSAR-2025-0212**: on hold for tipping-off; Colm and Marek still have to agree an approach before its statutory date ({g.dlong(due('DSAR-2025-0212'))}).
- **DSAR-2025-0198 / 0231**: still awaiting ID verification; whether the clock is running needs Marek's view (0198's date is {g.dlong(due('DSAR-2025-0198'))}).

Everything is logged on PRIV-482. Enjoy the couple of days off.""", tag="m_final")

# ================================================================= labels
L = c.label
L("user_goal", "Clear the DSAR backlog for DPC inquiry DPC-IN-25-0117: answer every overdue access request and file a closing report by the DPC deadline; nothing released without redaction review, delivery via secure portal only (never email attachments), Ledgerline exports only in the 19:00 batch window (not 08:00-18:00).",
  ["DPC-IN-25-0117", "08:00"], "u1")
L("reference", "Jira tracking ticket for the whole backlog work: PRIV-482", ["PRIV-482"], "u1")
L("decision", "Work oldest-first in three waves: Wave 1 = 12 oldest overdue (incl. 1187) by 10 March, Wave 2 = remaining overdue by 17 March, Wave 3 = in-window by own dates (agent's plan, accepted without objection)",
  ["Wave 1", "10 March", "17 March"], "m_plan")
L("open_issue", "DSAR-2025-0198 and DSAR-2025-0231 still awaiting ID verification; unresolved whether the one-month clock is running - needs DPO view",
  ["DSAR-2025-0198", "ID verification"], "m_plan")
L("decision", "Duplicates merged: 0141 into 0140, 0177 into 0163, 0190 into 0186", ["0141", "merged"], "m_merge")
L("decision", "Third-party data in transactions: option B - keep counterparty names, mask IBAN/account numbers to last 4 digits (redaction profile RP-FIN)",
  ["counterparty", "last 4 digits"], "m_merge")
L("open_issue", "Zendesk: 212 attachments on pre-June-2022 tickets unrecoverable (legacy blob store zendesk-legacy-2022 decommissioned); unknown whether they survive anywhere",
  ["212 attachments"], "t_exp1")
L("reference", "Veridoc contact Lena Brandt, lena.brandt@veridoc.io (KYC processor)", ["lena.brandt@veridoc.io"], "u_vd")
L("fact", "Cardwise Data API does not serve authorisation declines older than 13 months; these need a DSR-ARCHIVE service request",
  ["13 months", "DSR-ARCHIVE"], "t_cw")
L("reference", "Priya Nair (priya.nair@kestrelmoney.ie) now owns exports and job notifications", ["priya.nair@kestrelmoney.ie"], "u_priya")
L("decision", "Ledgerline exports split into batches of 4, 30 min apart (EXP-LL-3401..3408), per-batch atomic, timeout 5400 s",
  ["EXP-LL-3401", "EXP-LL-3408"], "t_sched")
L("fact", "DPC case officer is Aoife Brennan; interim status report due 12 March", ["Aoife Brennan", "12 March"], "t_marek")
L("open_issue", "DSAR-2025-0212: requester subject of internal suspicion report; nothing may go out (tipping-off) until Colm (MLRO) and Marek agree an approach",
  ["DSAR-2025-0212", "Colm"], "t_marek")
L("decision", "DSAR-2025-0212 placed on hold (MLRO_TIPPING_OFF), notifications suppressed, portal disabled", ["DSAR-2025-0212", "on hold"], "m_gate")
L("reference", "Interim report drafts stored under /privacy/dpc/DPC-IN-25-0117/", ["/privacy/dpc/DPC-IN-25-0117/"], "m_gate")
L("reference", "Veridoc service desk ticket VDC-CS-77120", ["VDC-CS-77120"], "t_lena1")
L("decision", "Veridoc timing option B: release packs now; Veridoc material follows in a supplementary pack", ["supplementary pack"], "m_vdB")
L("pending_action", "Cardwise archived declines for 9 requesters via service request CW-SR-55841 (target 12 March), to be added to supplementary packs",
  ["CW-SR-55841"], "t_cwsr")
L("decision", "Redaction rules (RP-FIN rev 5): staff first names kept, surnames redacted; Sentinel disclosed as score bands only (no raw scores, no rule IDs); joint-account spouse audio kept",
  ["score bands", "surnames"], "u_red")
L("decision", "Delivery via secure portal option C: 14-day link expiry with email OTP", ["14-day", "email OTP"], "m_C")
L("fact", "11 wave 1 packs published in batch PUB-0306-A on 6 March", ["PUB-0306-A"], "t_pub")
L("decision", "Art. 12(3) extensions only for the 11 in-window requests (batch EXT-0306-01); not for overdue ones, not 0212/0198/0231, not the six new ones",
  ["EXT-0306-01"], "t_ext")
L("fact", "DPC moved closing-report deadline to 28 March 2025", ["28 March"], "t_inbox2")
L("fact", "Veridoc fee waived, quote Q-2025-0419 cancelled", ["Q-2025-0419", "waived"], "t_inbox2")
L("decision", "DPO Marek approved the 1187 pack subject to withholding page 14 of the complaint-review memo (legal privilege)", ["page 14", "legal professional privilege"], "t_inbox2")
L("pending_action", "Veridoc liveness videos arrive 24 March; then build and publish final supplementary packs", ["24 March", "liveness"], "t_inbox2")
L("fact", "Veridoc ID documents/selfies for 18 subjects delivered to SFTP /inbound/veridoc/2025-03-07/", ["/inbound/veridoc/2025-03-07/"], "t_inbox2")
L("fact", "DSAR-2024-1187 (complainant Daniel Kerr) published 7 March in PUB-0307-B with page 14 withheld; wave 1 12/12 responded",
  ["PUB-0307-B"], "t_pub1187")
L("fact", "Position at 10 March: 38 open, 18 overdue (wave 2), 20 in-window", ["38 open"], "t_stats")
L("pending_action", "DSAR-2025-0033 record in cold archive ll-archive-2019 needs restore (Priya raises it), 3-5 business days",
  ["DSAR-2025-0033", "ll-archive-2019"], "t_stats")
L("pending_action", "Marek to send interim-report-v2 to the DPC from dpo@kestrelmoney.ie by 12 March", ["interim-report-v2"], "m_v2")

S = c.stale_item
S("Backlog was 47 open requests (replaced by 44 after merging duplicates)", ["47 open"], "t_merge")
S("Tomás Reyes ran the exports (replaced by Priya Nair)", ["Tomás Reyes"], "u_priya")
S("Queue was 44 open after merge (replaced by 39 open after wave 1 publication and 6 new requests)", ["44 open"], "t_pub")
S("Closing report deadline 21 March (moved to 28 March by the DPC)", ["21 March"], "t_inbox2")
S("Veridoc archive retrieval fee EUR 1,150 (waived)", ["1,150"], "t_inbox2")
S("Veridoc liveness videos on 19 March (moved to 24 March)", ["19 March"], "t_inbox2")
S("Queue was 39 open (replaced by 38 open on 10 March)", ["39 open"], "t_stats")

if __name__ == "__main__":
    doc = c.write(OUT)
    print(OUT, len(doc["messages"]), "messages", len(doc["labels"]), "labels", len(doc["stale"]), "stale")

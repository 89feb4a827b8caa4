"""Generator: blind-litigation-ediscovery-deadline (English).
Dialogue, facts, value changes and labels are hand-written below; long tool outputs
(custodian tables, hit reports, docket, review stats, privilege-log rows) are generated
with a fixed seed so the output is deterministic."""
import json, random, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import Conv

R = random.Random(20250210)
c = Conv("blind-litigation-ediscovery-deadline",
         "Meridian v. Castellan: e-discovery to a moving production deadline")

def J(obj):
    return json.dumps(obj, indent=2, ensure_ascii=False)

# ----------------------------------------------------------------------------- 0
c.system("""You are Brief, the litigation support agent for Harlow & Brandt LLP (Chicago). You work with the firm's
lawyers on discovery and case management through the tools listed below. You can read and act on the firm's
RelativityOne workspaces (via the review vendor's hosted instance), the matter management system, the firm's
document system, calendars, e-mail (sending as the requesting lawyer, with the lawyer cc'd unless told otherwise)
and PACER/CM-ECF dockets.

Rules:
- Never send anything to opposing counsel or a court unless the lawyer explicitly tells you to.
- Privilege calls are made by lawyers; you can flag, tag and summarize but not decide.
- Quote dollar figures with their basis. Show your arithmetic on budgets.
- Dates: the firm uses US Central time. Court deadlines are calendared with 2 reminders.

Tools: ediscovery_custodians_list, ediscovery_custodian_add, ediscovery_search_report, ediscovery_searchset_save,
ediscovery_tag_apply, review_progress_get, privlog_query, privlog_protocol_update, production_create,
docket_get, docket_document_get, email_search, email_send, doc_create, calendar_update, calendar_create.

Today is Monday, February 10, 2025.""")

# ----------------------------------------------------------------------------- 1
c.user("""Hi — I'm picking up the ESI workstream on Meridian Freight Solutions v. Castellan Logistics (N.D. Ill. No. 1:24-cv-06652, our matter HB-2024-0817). We represent Castellan, the defendant. Under Judge Alvarez's scheduling order substantial completion of document production is due March 14, and honestly we're nowhere near it.

What I need from you over the next few weeks: lock down custodians and search terms, get a review vendor staffed, set up a privilege log protocol, and keep every deadline straight. Two constraints: total review spend has to stay under $250k all-in, and nothing goes to Greer Pollack (Marcus Oyelaran is lead on their side) until Ellen Marchetti — the partner — has signed off on it.

Start by pulling the custodian list and the latest hit report out of the Relativity workspace, and the docket so we have the orders straight.""", tag="u_goal")

# ----------------------------------------------------------------------------- 2
c.model("Pulling the custodians, the current search-term report and the full docket in parallel.", calls=[
    ("ediscovery_custodians_list", {"workspace_id": "REL-CAST-2291", "include": ["data_sources", "collection_status", "hold_status"]}),
    ("ediscovery_search_report", {"workspace_id": "REL-CAST-2291", "search_set": "TS-03", "include_families": True, "dedupe": "global"}),
    ("docket_get", {"court": "ilnd", "case_number": "1:24-cv-06652", "entries": "all"}),
])

custodians = [
    ("C01", "Victor Hale", "Chief Executive Officer", "2024-09-20", "Exchange, OneDrive, Teams, iPhone (texts)", 38.4, "Complete"),
    ("C02", "Nora Feld", "General Counsel", "2024-09-20", "Exchange, OneDrive, Teams", 22.9, "Complete"),
    ("C03", "Jerome Vasquez", "Deputy General Counsel", "2024-09-20", "Exchange, OneDrive, Teams", 19.6, "Complete"),
    ("C04", "Karin Lindqvist", "VP, Pricing", "2024-09-20", "Exchange, OneDrive, Teams, SharePoint (Pricing)", 41.7,
     "PARTIAL - Teams 1:1 chats dated before 2023-10-02 not returned by export (tenant retention policy 'Chat-90d'); group channel posts complete"),
    ("C05", "Ben Adeyemi", "Director, Revenue Analytics", "2024-09-20", "Exchange, OneDrive, Teams, SharePoint (Pricing), Git (falcon-model)", 57.3, "Complete"),
    ("C06", "Lucia Ferraro", "Account Executive (Meridian account)", "2024-09-20", "Exchange, OneDrive, Teams, iPhone (texts)", 26.8, "Complete"),
    ("C07", "Sam Ostrowski", "Regional Operations Manager", "2024-09-23", "Exchange, OneDrive, Teams", 18.2, "Complete"),
    ("C08", "Priya Natarajan", "Senior Data Scientist", "2024-09-20", "Exchange, OneDrive, Teams, Git (falcon-model)", 33.5, "Complete"),
    ("C09", "Greg Tull", "Procurement Lead", "2024-09-23", "Exchange, OneDrive", 12.1, "Complete"),
    ("C10", "Helen Cho", "Chief Operating Officer", "2024-09-20", "Exchange, OneDrive, Teams", 29.4, "Complete"),
    ("C11", "Marco Benedetti", "VP, Sales", "2024-09-20", "Exchange, OneDrive, Teams, iPhone (texts)", 31.0, "Complete"),
    ("C12", "Ian Drummond", "IT Systems Architect", "2024-09-23", "Exchange, OneDrive, Teams", 14.8, "Complete"),
    ("C13", "Tessa Morgan", "Contracts Manager", "2024-09-20", "Exchange, OneDrive, SharePoint (Contracts)", 21.6, "Complete"),
    ("C14", "Omar Haddad", "Former Pricing Analyst (departed 2023-05-31)", "n/a (former employee)", "Exchange archive (litigation archive), OneDrive (preserved)", 45.3, "Complete - archive restore"),
]
rows = []
tot_gb = 0; tot_items = 0
for cid, name, title, hold, src, gb, status in custodians:
    items = int(gb * R.uniform(2950, 3600))
    tot_gb += gb; tot_items += items
    ack = "ack " + ("2024-09-2" + str(R.randint(1, 6))) if hold.startswith("2024") else "n/a"
    rows.append({"id": cid, "name": name, "title": title, "hold_issued": hold, "hold_ack": ack,
                 "sources": src, "collected_gb": gb, "items": items, "collection_status": status})
out_cust = J({"workspace_id": "REL-CAST-2291", "workspace_name": "Castellan Logistics - Meridian (HB-2024-0817)",
              "host": "Lexbridge RelativityOne (us-central)", "custodian_count": len(rows),
              "custodians": rows, "totals": {"collected_gb": round(tot_gb, 1), "items": tot_items},
              "warnings": ["C04 Karin Lindqvist: Teams export returned 0 one-to-one chat items for the range 2021-01-01..2023-10-01 (source policy 'Chat-90d'). Collection flagged PARTIAL by Lexbridge processing on 2024-11-12.",
                           "C14 Omar Haddad: OneDrive preserved via retention hold; 212 items failed text extraction (password-protected .xlsx)."]})

terms = [
    ("pricing", 183402, 61233), ("rate*", 151220, 40118), ("Falcon", 44310, 9876), ("Meridian", 38905, 6120),
    ('"Meridian Freight"', 21660, 1210), ('MSA OR "master services agreement"', 21115, 3388),
    ('"fuel surcharge"', 6402, 1744), ("lane* w/5 (rate* OR pric*)", 9880, 2011),
    ("terminat* w/10 (Meridian OR MSA)", 3214, 402), ('"route optimization"', 2987, 1190),
    ('"most favored" OR MFN', 1144, 301), ("volume w/5 commit*", 4556, 1330), ('"rate card"', 3002, 219),
    ('"pricing model"', 5781, 410), ('"Project Falcon"', 2340, 88), ("algorithm* w/10 pric*", 1876, 205),
    ("exclusiv* w/10 Meridian", 512, 37), ("audit w/5 invoice*", 2405, 911), ("benchmark* w/10 rate*", 1310, 164),
    ("confidential* w/5 Meridian", 3870, 280), ('"trade secret*"', 688, 96),
    ('"Castellan Rate Engine" OR CRE', 7640, 4218), ("(spreadsheet OR xlsx) w/5 Meridian", 2118, 140),
    ("accessorial*", 5093, 1650),
]
trows = []
for i, (t, hits, uniq) in enumerate(terms, 1):
    fam = int(hits * R.uniform(1.42, 1.61))
    trows.append({"#": i, "term": t, "docs_with_hits": hits, "unique_hits": uniq, "with_families": fam})
out_terms = J({"search_set": "TS-03", "revision": 3, "saved_by": "jcarver@harlowbrandt.com", "saved_at": "2025-01-27T16:42:10-06:00",
               "scope": "All custodians (14); all dates; dedupe global", "date_filter": None,
               "terms": trows,
               "summary": {"docs_searched": tot_items, "docs_with_any_hit": 268344,
                           "unique_docs_with_families": 412806, "est_gb_with_families": 291.4},
               "notes": ["Term 22 (CRE) matches 'CRE' in commercial-real-estate newsletters (est. 3,900 docs from news@ domains).",
                         "Term 3 (Falcon) also matches 'Falcon Lift Services' (forklift maintenance vendor, Joliet and Gary yards): est. 18,000+ invoices/work orders."]})

docket = [
    ("1", "09/09/2024", "COMPLAINT against Castellan Logistics, Inc. (breach of contract; misappropriation of trade secrets, 765 ILCS 1065; unjust enrichment) filed by Meridian Freight Solutions, LLC. (Attachments: # 1 Exhibit A - Master Services Agreement dated 03/01/2021, # 2 Civil Cover Sheet)"),
    ("2", "09/09/2024", "CIVIL Cover Sheet"),
    ("5", "09/10/2024", "CASE ASSIGNED to the Honorable Rosa M. Alvarez. Designated as Magistrate Judge the Honorable Daniel K. Whitcomb."),
    ("9", "09/24/2024", "ATTORNEY Appearance for Defendant Castellan Logistics, Inc. by Ellen R. Marchetti"),
    ("10", "09/24/2024", "ATTORNEY Appearance for Defendant Castellan Logistics, Inc. by Dana Whitfield"),
    ("14", "10/15/2024", "ANSWER to Complaint and AFFIRMATIVE DEFENSES by Castellan Logistics, Inc."),
    ("17", "10/29/2024", "JOINT STATUS REPORT pursuant to Rule 26(f)"),
    ("22", "11/06/2024", "MINUTE entry before the Honorable Rosa M. Alvarez: Initial status hearing held. Discovery referred to Magistrate Judge Whitcomb."),
    ("31", "12/04/2024", "SCHEDULING ORDER: Fact discovery to close 06/27/2025. Substantial completion of document production by 03/14/2025. Privilege logs to be served in accordance with the parties' ESI protocol. Expert disclosures 08/15/2025. Signed by the Honorable Daniel K. Whitcomb."),
    ("36", "12/18/2024", "AGREED ORDER regarding the Production of Electronically Stored Information (ESI Protocol). Signed by the Honorable Daniel K. Whitcomb."),
    ("38", "01/08/2025", "AGREED CONFIDENTIALITY ORDER (two-tier). Signed by the Honorable Daniel K. Whitcomb."),
    ("41", "01/17/2025", "Plaintiff's FIRST SET of Requests for Production served (notice of service)"),
    ("44", "01/29/2025", "MINUTE entry before the Honorable Daniel K. Whitcomb: Telephonic discovery status hearing held. The parties report that negotiations over custodians and search terms are ongoing. The Court reminds the parties that the 03/14/2025 substantial completion deadline will not be extended absent a showing of good cause, and expects the parties to meet and confer in good faith before raising any dispute. Joint status report due 02/21/2025."),
    ("46", "02/03/2025", "Defendant's RESPONSES AND OBJECTIONS to Plaintiff's First Set of Requests for Production (notice of service)"),
    ("47", "02/05/2025", "NOTICE of Change of Address by Marcus T. Oyelaran (Greer Pollack LLP)"),
]
docket_extra = [
    ("3", "09/09/2024", "NOTIFICATION of Affiliates pursuant to Local Rule 3.2 by Meridian Freight Solutions, LLC"),
    ("6", "09/12/2024", "SUMMONS Issued as to Defendant Castellan Logistics, Inc."),
    ("8", "09/19/2024", "SUMMONS Returned Executed by Meridian Freight Solutions, LLC as to Castellan Logistics, Inc. served on 9/17/2024, answer due 10/8/2024."),
    ("11", "09/26/2024", "AGREED MOTION for Extension of Time to File Answer by Castellan Logistics, Inc."),
    ("12", "09/27/2024", "MINUTE entry before the Honorable Rosa M. Alvarez: Agreed motion [11] granted. Answer due 10/15/2024. Mailed notice."),
    ("13", "10/15/2024", "NOTIFICATION of Affiliates pursuant to Local Rule 3.2 by Castellan Logistics, Inc."),
    ("18", "10/30/2024", "MINUTE entry before the Honorable Rosa M. Alvarez: Initial status hearing set for 11/6/2024 at 9:30 AM by telephone."),
    ("25", "11/13/2024", "MINUTE entry before the Honorable Daniel K. Whitcomb: Discovery status hearing set for 12/4/2024. Parties to submit proposed scheduling order and ESI protocol."),
    ("28", "11/27/2024", "JOINT PROPOSED SCHEDULING ORDER by Castellan Logistics, Inc., Meridian Freight Solutions, LLC"),
    ("29", "12/02/2024", "JOINT MOTION for Entry of Agreed ESI Protocol. (Attachments: # 1 Exhibit A - Proposed ESI Protocol)"),
    ("33", "12/09/2024", "Plaintiff's NOTICE of Service of Initial Disclosures"),
    ("34", "12/09/2024", "Defendant's NOTICE of Service of Initial Disclosures"),
    ("37", "01/06/2025", "JOINT MOTION for Entry of Agreed Confidentiality Order"),
    ("42", "01/21/2025", "Defendant's FIRST SET of Requests for Production and Interrogatories served (notice of service)"),
    ("45", "01/30/2025", "TRANSCRIPT of Proceedings held on 1/29/2025 before the Honorable Daniel K. Whitcomb. Release of Transcript Restriction set for 4/30/2025."),
]
docket = sorted(docket + docket_extra, key=lambda e: int(e[0]))
out_docket = "CM/ECF - U.S. District Court, Northern District of Illinois (Chicago)\nCIVIL DOCKET FOR CASE #: 1:24-cv-06652\nMeridian Freight Solutions, LLC v. Castellan Logistics, Inc.\nAssigned to: Honorable Rosa M. Alvarez | Referred to: Magistrate Judge Daniel K. Whitcomb\nDate Filed: 09/09/2024 | Jury Demand: Both | Nature of Suit: 190 Contract: Other | Jurisdiction: Diversity\n\nPlaintiff: Meridian Freight Solutions, LLC — represented by Marcus T. Oyelaran, Greer Pollack LLP, moyelaran@greerpollack.com; Alina Petrosyan, Greer Pollack LLP\nDefendant: Castellan Logistics, Inc. — represented by Ellen R. Marchetti, Dana Whitfield, Harlow & Brandt LLP\n\n Date Filed | #  | Docket Text\n" + "\n".join(f" {d} | {n:>3} | {t}" for n, d, t in docket) + "\n\n(30 entries shown of 47; sealed/administrative entries omitted)"
c.tool(out_cust, out_terms, out_docket)

# ----------------------------------------------------------------------------- 4
c.model("""## Where things stand

**Custodians — 14 custodians, 412.6 GB collected, holds issued 9/20–9/23/2024.** Two flags:

- **C04 Karin Lindqvist (VP Pricing) — collection is PARTIAL.** Her Teams one-to-one chats before **2023-10-02** came back empty; the tenant had a 90-day chat retention policy (`Chat-90d`). She's the pricing VP in a case about a pricing model, so this is the most sensitive gap in the collection. Group channel posts are complete.
- **C14 Omar Haddad** (left 5/31/2023): 212 password-protected spreadsheets didn't extract. Probably fixable by Lexbridge with a password list from Castellan IT.

**Docket — orders that govern us:**

| ECF | Date | What it does |
|---|---|---|
| 31 | 12/04/2024 | Scheduling order: **substantial completion of production by 03/14/2025**; fact discovery closes 06/27/2025 |
| 36 | 12/18/2024 | Agreed ESI Protocol |
| 38 | 01/08/2025 | Two-tier confidentiality order (Confidential / AEO) |
| 44 | 01/29/2025 | Whitcomb: no extension of 3/14 "absent a showing of good cause"; **joint status report due 02/21/2025** |

I don't see a **Rule 502(d) order** anywhere on the docket. With a compressed review that's worth fixing — it's cheap insurance against waiver arguments if something privileged slips into a production.

## The search terms are the problem

TS-03 (rev 3, saved 1/27) hits **412,806 docs with families**. That is not reviewable by March 14 at any realistic staffing, and it would blow the budget several times over. Three terms drive most of it:

| Term | Docs w/ hits | Unique to the term | Why it over-hits |
|---|---|---|---|
| `pricing` | 183,402 | 61,233 | Castellan is a freight company — every quote, invoice and board deck says "pricing" |
| `rate*` | 151,220 | 40,118 | rate, rates, rated, **rather**… expander catches ordinary English |
| `Falcon` | 44,310 | 9,876 | Also matches *Falcon Lift Services*, the forklift maintenance vendor — ~18k invoices and work orders |
| `"Castellan Rate Engine" OR CRE` | 7,640 | 4,218 | `CRE` hits commercial-real-estate newsletters |

### Options

| | A — drop the two broad terms | B — proximity-limit them | C — B plus domain/newsletter exclusions |
|---|---|---|---|
| Change | Delete `pricing` and `rate*` outright | `pricing w/10 (Meridian OR Falcon OR lane*)`; `rate* w/5 (Meridian OR MSA OR "fuel surcharge")`; `Falcon w/15 (pricing OR model OR algorithm* OR rate*)`; `CRE` only with `"Castellan Rate Engine"` | B + exclude `news@`/`noreply@` senders and 41 marketing domains |
| Est. docs w/ families | ~168,000 | ~132,000 | ~109,000 |
| Defensibility | Weak — Meridian will say we gutted the core terms | Good — keeps the concepts, removes the noise; easy to explain with the Falcon Lift numbers | Exclusion lists invite a fight over each domain |
| Review at ~$0.90/doc | ~$151k | ~$119k | ~$98k |

**My recommendation: B.** It's the one we can defend in front of Judge Whitcomb if Meridian pushes back, and it gets the population into a range a 15–20 person team can finish before a mid-March deadline — though even B is tight for March 14, so we should plan on asking for a modest extension on good cause, ideally jointly.

A few questions:
1. Go with B (I'd save it as a new search set and re-run hit counts)?
2. The Lindqvist Teams gap — do you want it flagged in the file now, and has anyone at Castellan looked at when the 90-day policy was changed?
3. Are there custodians Meridian has already asked for beyond these 14? Their RFPs (ECF 41) may name people.""", tag="m_options")

# ----------------------------------------------------------------------------- 5
c.user("""B. Flag the Lindqvist gap internally but do NOT raise it with Meridian or put it in anything that goes to them until I've talked to Castellan's IT people. And yes — Marcus has been asking for Raymond Okafor (their CFO) and Dov Lerner (board member) since January. We haven't agreed to either.""", tag="u_B")

# ----------------------------------------------------------------------------- 6
ts04_terms = [
    "pricing w/10 (Meridian OR Falcon OR lane*)",
    "rate* w/5 (Meridian OR MSA OR \"fuel surcharge\")",
    "Falcon w/15 (pricing OR model OR algorithm* OR rate*)",
    "\"Castellan Rate Engine\"",
    "Meridian", "\"Meridian Freight\"", "MSA OR \"master services agreement\"", "\"fuel surcharge\"",
    "lane* w/5 (rate* OR pric*)", "terminat* w/10 (Meridian OR MSA)", "\"route optimization\"",
    "\"most favored\" OR MFN", "volume w/5 commit*", "\"rate card\"", "\"pricing model\"", "\"Project Falcon\"",
    "algorithm* w/10 pric*", "exclusiv* w/10 Meridian", "audit w/5 invoice*", "benchmark* w/10 rate*",
    "confidential* w/5 Meridian", "\"trade secret*\"", "(spreadsheet OR xlsx) w/5 Meridian", "accessorial*",
]
c.model("Saving option B as a new search set and running it; the Lindqvist gap goes in the matter file as an internal-only note.", calls=[
    ("ediscovery_searchset_save", {"workspace_id": "REL-CAST-2291", "name": "TS-04", "based_on": "TS-03",
                                   "terms": ts04_terms, "scope": {"custodians": "all"},
                                   "note": "Option B: proximity-limited pricing / rate* / Falcon; CRE only as full phrase. Approved D. Whitfield 2/10/2025.",
                                   "run_after_save": True, "include_families": True}),
    ("email_send", {"from": "dwhitfield@harlowbrandt.com", "to": ["dwhitfield@harlowbrandt.com"], "cc": ["emarchetti@harlowbrandt.com"],
                    "subject": "PRIVILEGED & CONFIDENTIAL / ATTORNEY WORK PRODUCT - Castellan: Lindqvist Teams collection gap (internal only)",
                    "body": "File note for HB-2024-0817 (internal only - do not share outside H&B).\n\nLexbridge processing flagged the collection for C04 Karin Lindqvist (VP Pricing) as PARTIAL: Teams one-to-one chats dated before 2023-10-02 returned no items. The tenant appears to have applied a 90-day chat retention policy ('Chat-90d'). Group channel posts and her Exchange mailbox are complete.\n\nStatus: Dana to discuss with Castellan IT before any position is taken. Not to be raised with Greer Pollack or referenced in any outgoing correspondence until then.\n\n- Brief (for D. Whitfield)",
                    "file_to_matter": "HB-2024-0817"}),
])
ts04_rows = []
base = {"pricing w/10 (Meridian OR Falcon OR lane*)": (22110, 3902), "rate* w/5 (Meridian OR MSA OR \"fuel surcharge\")": (14870, 2210),
        "Falcon w/15 (pricing OR model OR algorithm* OR rate*)": (11920, 2734), "\"Castellan Rate Engine\"": (1880, 355)}
old = {t: (h, u) for t, h, u in terms}
for i, t in enumerate(ts04_terms, 1):
    if t in base:
        h, u = base[t]
    else:
        h, u = old[t]
        u = int(u * R.uniform(1.05, 1.3))
    ts04_rows.append({"#": i, "term": t, "docs_with_hits": h, "unique_hits": u, "with_families": int(h * R.uniform(1.4, 1.6))})
c.tool(J({"status": "saved", "search_set": "TS-04", "revision": 4, "saved_at": "2025-02-10T11:06:48-06:00",
          "run": {"job_id": "SRCH-88213", "status": "completed", "elapsed": "00:07:41", "terms": ts04_rows,
                  "summary": {"docs_searched": tot_items, "docs_with_any_hit": 86117,
                              "unique_docs_with_families": 131940, "est_gb_with_families": 96.8},
                  "comparison_to": {"search_set": "TS-03", "unique_docs_with_families": {"was": 412806, "now": 131940, "delta": -280866}}}}),
       J({"status": "sent", "message_id": "<HB.20250210.110712.4471@harlowbrandt.com>", "filed_to": "HB-2024-0817 / Correspondence / Internal",
          "recipients": ["dwhitfield@harlowbrandt.com", "emarchetti@harlowbrandt.com"]}))

# ----------------------------------------------------------------------------- 8
c.model("""Done.

**TS-04 (rev 4)** saved and run — job SRCH-88213:

| | TS-03 | TS-04 |
|---|---|---|
| Unique docs w/ families | 412,806 | **131,940** |
| Docs with any hit | 268,344 | 86,117 |
| Est. volume | 291.4 GB | 96.8 GB |

The three rewritten terms now hit 22,110 / 14,870 / 11,920 docs. `Falcon w/15 (…)` dropped from 44,310 to 11,920, which lines up with the Falcon Lift noise estimate — that comparison is a good exhibit if Meridian challenges it.

**Lindqvist gap:** filed as an internal privileged note to the matter (cc Ellen), marked not for outside distribution.

**Okafor / Lerner:** noted. Both are still at **14 custodians** as collected; neither is held or collected. If we end up conceding one, adding a custodian now is cheap compared to adding one in April — Okafor (CFO) is the more natural trade since the MSA pricing economics ran through finance; Lerner as a board member will be mostly board-deck duplicates of Hale's data.

Next step is the vendor — want me to line up review quotes?""")

# ----------------------------------------------------------------------------- 9
c.user("""Yes. Lexbridge already hosts the workspace and we used them on Pelham; Sara Kim at Cobalt also sent something last month. Both should be in my inbox — compare them. First-level review has to start by Feb 24 at the latest or we're dead.""")

# ----------------------------------------------------------------------------- 10
c.model(calls=[("email_search", {"mailbox": "dwhitfield@harlowbrandt.com", "query": "(from:lexbridge.com OR from:cobaltlegal.com) (quote OR \"rate card\" OR proposal) Castellan", "since": "2025-01-01", "include_body": True, "limit": 10})])
c.tool("""3 messages found

────────────────────────────────────────
[1] From: Tom Reyes <treyes@lexbridge.com>
To: Dana Whitfield <dwhitfield@harlowbrandt.com>
Date: Thu, 23 Jan 2025 09:14 -0600
Subject: Castellan / Meridian - managed review proposal (LBX-RC-2025-01)
Attachments: LBX-RC-2025-01_Castellan.pdf (212 KB)

Hi Dana,

Thanks for thinking of us again after Pelham. Since REL-CAST-2291 is already hosted on our RelativityOne instance, there's no migration or re-processing cost. Summary of the attached rate card:

  First-level review (US-licensed contract attorneys) ... $0.92 / document
  Second-level / QC / privilege review ................ $1.45 / document
  Privilege log entries (drafted to your template) .... $3.25 / entry
  Hosting (current) ................................... $9.00 / GB / month
  Project management .................................. $4,500 / month flat
  Production processing (imaging, Bates, load files) .. $0.02 / page, min $400 / volume

Staffing: 16 reviewers available from Monday, February 24 (2-day training on your protocol, then full production). Typical throughput on commercial matters is 50-60 docs/hour per reviewer on first-level.
Analytics: Active Learning (CAL) prioritization is included at no charge; if you want to use it to stop review short of the full population we'd recommend an elusion test and whatever disclosure your ESI order requires.

Happy to talk volume pricing once the population is final.

Best,
Tom Reyes | Director, Managed Review | Lexbridge Discovery | 312-555-0186

────────────────────────────────────────
[2] From: Sara Kim <skim@cobaltlegal.com>
To: Dana Whitfield <dwhitfield@harlowbrandt.com>
Date: Fri, 31 Jan 2025 15:48 -0600
Subject: RE: Castellan review - Cobalt proposal
Attachments: Cobalt_Proposal_HarlowBrandt_Castellan.pdf (1.1 MB)

Dana - as promised. Headline terms:

  Review attorneys ........ $58 / hour (first-level), $68 / hour (QC/privilege, incl. privilege log drafting)
  Expected pace ........... ~52 docs/hour first-level, ~30 docs/hour QC
  Hosting ................. $7 / GB / month on Cobalt Reveal
  Migration from current host: one-time $6,500 (est. 7-9 business days)
  TAR 2.0 (continuous active learning) included
  Team: up to 20 reviewers; earliest start Monday, March 3 (team currently finishing a pharma second request)

Let me know if you want references.

Sara Kim | Client Solutions | Cobalt Legal Review

────────────────────────────────────────
[3] From: Tom Reyes <treyes@lexbridge.com>
To: Dana Whitfield <dwhitfield@harlowbrandt.com>
Date: Tue, 04 Feb 2025 08:02 -0600
Subject: RE: Castellan / Meridian - managed review proposal (LBX-RC-2025-01)

Dana, quick follow-up - we're holding the 16-person team for you through Feb 14. After that I can't promise the Feb 24 start.
Tom""")

# ----------------------------------------------------------------------------- 12
c.model("""## Review vendor comparison (TS-04 population: 131,940 docs)

Assumptions for both: linear first-level review of the full TS-04 population, ~18% going to second-level/QC (≈23,749 docs), ~4,200 privilege-log entries, ~410 GB hosted for 4 months (Feb–May).

| | **Lexbridge** (LBX-RC-2025-01) | **Cobalt** |
|---|---|---|
| First-level | $0.92/doc → **$121,384.80** | $58/hr ÷ 52 docs/hr ≈ $1.115/doc → **$147,163.85** |
| QC / privilege | $1.45/doc → $34,436.05 | $68/hr ÷ 30 docs/hr ≈ $2.27/doc → $53,831.07 |
| Privilege log | $3.25/entry → $13,650.00 | included in QC hourly |
| Hosting | $9/GB/mo → $14,760.00 | $7/GB/mo → $11,480.00 |
| Project management | $4,500/mo → $18,000.00 | included |
| Migration | none (already hosts REL-CAST-2291) | $6,500.00 |
| **Estimated total** | **$202,230.85** | **$218,974.91** |
| Start date | **Feb 24** (16 reviewers; held only through Feb 14) | **March 3** at the earliest, plus 7–9 days of migration |
| Analytics | CAL prioritization included | TAR 2.0 included |

**Recommendation: Lexbridge.** Cobalt misses your Feb 24 requirement by at least a week and costs more once migration and QC are counted. Lexbridge is ~$48k under your $250k ceiling on these assumptions.

Two notes on method:
- I'd run **linear review with CAL prioritization** (highest-ranked documents first), not CAL as a culling tool. ESI Protocol (ECF 36) ¶ 9 requires a producing party to disclose in advance any use of TAR to exclude documents from review and to meet and confer on validation. Using CAL only to order the queue needs no disclosure, and it front-loads responsive and hot documents for the first production volume.
- Lexbridge's own note invites a volume conversation "once the population is final." Pelham came in lower, if I remember the file right — worth asking now rather than after signing.

Tom is holding the team only **through Feb 14**, so we should answer him this week. Shall I write to him?""")

# ----------------------------------------------------------------------------- 13
c.user("""Lexbridge. Write to Tom and push on the per-doc rate — Pelham was 0.80 on first level. Ask him to hold the team and send an SOW.""")

# ----------------------------------------------------------------------------- 14
c.model(calls=[("email_send", {
    "from": "dwhitfield@harlowbrandt.com", "to": ["treyes@lexbridge.com"], "cc": ["dwhitfield@harlowbrandt.com"],
    "subject": "RE: Castellan / Meridian - managed review proposal (LBX-RC-2025-01)",
    "body": "Tom,\n\nThanks for holding the team. We'd like to move forward with Lexbridge for first-level and QC review on Castellan (REL-CAST-2291), starting Monday, February 24 with the 16 reviewers you described.\n\nBefore we sign, we'd like you to revisit the first-level rate. The review population is now about 132,000 documents with families (search set TS-04), and on Pelham we were at $0.80 per document for first-level. We'd ask for the same here. Everything else on LBX-RC-2025-01 works for us.\n\nCould you please (1) confirm the team is held for a February 24 start, and (2) send an SOW reflecting the revised rate for partner sign-off?\n\nThe review protocol and privilege guidance will follow once finalized.\n\nBest,\nDana",
    "file_to_matter": "HB-2024-0817"})])
c.tool(J({"status": "sent", "message_id": "<HB.20250210.134455.9120@harlowbrandt.com>", "to": ["treyes@lexbridge.com"], "thread": "Castellan / Meridian - managed review proposal (LBX-RC-2025-01)", "filed_to": "HB-2024-0817 / Correspondence / Vendors"}))

# ----------------------------------------------------------------------------- 16
c.model("""Sent to Tom (10 Feb, 1:44 pm): Lexbridge confirmed as our choice for a **Feb 24** start, asked for **$0.80/doc** first-level to match Pelham, asked him to hold the 16-person team and send an SOW for Ellen's sign-off. I'll look for his reply.""")

# ----------------------------------------------------------------------------- 17
c.user("""Side question while I think about Thursday — what exactly does the protective order say about AEO? Marcus's team stamps everything AEO and I suspect they'll want our rate sheets treated the same way, which would mean Castellan's own pricing people can't see Meridian's docs either.""")

# ----------------------------------------------------------------------------- 18
c.model(calls=[("docket_document_get", {"court": "ilnd", "case_number": "1:24-cv-06652", "ecf": 38, "format": "text"})])
po = """Case: 1:24-cv-06652 Document #: 38 Filed: 01/08/25 Page 1 of 14 PageID #:412

UNITED STATES DISTRICT COURT FOR THE NORTHERN DISTRICT OF ILLINOIS, EASTERN DIVISION
MERIDIAN FREIGHT SOLUTIONS, LLC, Plaintiff, v. CASTELLAN LOGISTICS, INC., Defendant.
Case No. 1:24-cv-06652 — Magistrate Judge Daniel K. Whitcomb

AGREED CONFIDENTIALITY ORDER

The parties to this Agreed Confidentiality Order have agreed to the terms of this Order; accordingly, it is ORDERED:

1. Scope. All materials produced or adduced in the course of discovery, including initial disclosures, responses to discovery requests, deposition testimony and exhibits, and information derived directly therefrom (hereinafter collectively "documents"), shall be subject to this Order concerning Confidential Information as defined below. This Order is subject to the Local Rules of this District and the Federal Rules of Civil Procedure on matters of procedure and calculation of time periods.

2. Confidential Information. As used in this Order, "Confidential Information" means information designated as "CONFIDENTIAL - SUBJECT TO PROTECTIVE ORDER" by the producing party that falls within one or more of the following categories: (a) information prohibited from disclosure by statute; (b) information that reveals trade secrets; (c) research, technical, commercial or financial information that the party has maintained as confidential; (d) medical information concerning any individual; (e) personal identity information; (f) income tax returns; or (g) personnel or employment records of a person who is not a party to the case.

3. Designation. (a) A party may designate a document as Confidential Information for protection under this Order by placing or affixing the words "CONFIDENTIAL - SUBJECT TO PROTECTIVE ORDER" on the document and on all copies in a manner that will not interfere with the legibility of the document. For documents produced in native format, the designation shall appear in the file name and on a slip sheet. (b) The designation of a document as Confidential Information is a certification by an attorney that the document contains Confidential Information as defined in this Order.

4. Depositions. Unless all parties agree on the record at the time the deposition testimony is taken, all deposition testimony taken in this case shall be treated as Confidential Information until the expiration of 14 days after the deposition transcript is delivered to counsel.

5. Protection of Confidential Material. (a) General Protections. Confidential Information shall not be used or disclosed by the parties, counsel for the parties or any other persons identified in subparagraph (b) for any purpose whatsoever other than in this litigation, including any appeal thereof. (b) Limited Third-Party Disclosures. The parties and counsel for the parties shall not disclose or permit the disclosure of any Confidential Information to any third person or entity except: (1) counsel and employees of counsel; (2) parties and employees of a party to whom disclosure is reasonably necessary; (3) the Court and its personnel; (4) court reporters and recorders; (5) contractors specifically engaged for the limited purpose of making copies of documents or organizing or processing documents, including outside vendors hired to process electronically stored information; (6) consultants, investigators, or experts employed by the parties or counsel to assist in the preparation and trial of this action, but only after such persons have completed the certification contained in Attachment A; (7) witnesses at depositions; (8) the author or recipient of the document.

6. [Reserved]

7. Highly Confidential - Attorneys' Eyes Only. (a) A producing party may designate as "HIGHLY CONFIDENTIAL - ATTORNEYS' EYES ONLY" ("AEO") only such Confidential Information as the producing party reasonably and in good faith believes (i) constitutes current or forward-looking pricing, customer-specific rate or margin information, or non-public source code or algorithms, and (ii) would, if disclosed to the receiving party's business personnel, create a substantial risk of competitive harm that could not be avoided by less restrictive means.
(b) Pricing information that is more than twenty-four (24) months old at the time of production shall not be designated AEO unless it reveals the design, parameters or weighting of a pricing model or algorithm. Rate sheets, rate cards and customer-specific pricing schedules in effect within twenty-four (24) months of production may be designated AEO.
(c) AEO material may be disclosed only to the persons listed in ¶ 5(b)(1), (3), (4), (5) and (6), and to no more than two (2) designated in-house counsel of the receiving party who have no involvement in pricing decisions and who have signed Attachment A ("Designated In-House Counsel").
(d) A party that designates more than twenty-five percent (25%) of the documents in any production volume as AEO shall, upon request, provide within fourteen (14) days a log identifying the AEO documents by Bates number and the category under ¶ 7(a)(i) relied upon.

8. Filing of Confidential Information. This Order does not, by itself, authorize the filing of any document under seal. Any party wishing to file a document designated as Confidential Information or AEO in connection with a motion, brief or other submission to the Court must comply with LR 26.2.

9. No Greater Protection of Specific Documents. Except on privilege grounds not addressed by this Order, no party may withhold information from discovery on the ground that it requires protection greater than that afforded by this Order unless the party moves for an order providing such special protection.

10. Challenges by a Party to Designation as Confidential Information. The designation of any material or document as Confidential Information or AEO is subject to challenge by any party. (a) Meet and Confer. A party challenging the designation must do so in good faith and must begin the process by conferring directly with counsel for the designating party. In conferring, the challenging party must explain the basis for its belief that the designation was not proper and must give the designating party an opportunity to review the designated material, to reconsider the designation, and, if no change in designation is offered, to explain the basis for the designation. The designating party must respond to the challenge within seven (7) business days. (b) Judicial Intervention. A party that elects to challenge a designation may file and serve a motion that identifies the challenged material and sets forth in detail the basis for the challenge. The burden of persuasion in any such challenge proceeding shall be on the designating party.

11. Action by the Court. Applications to the Court for an order relating to materials or documents designated Confidential Information shall be by motion. Nothing in this Order or any action or agreement of a party under this Order limits the Court's power to make orders concerning the disclosure of documents produced in discovery or at trial.

12. Use of Confidential Documents or Information at Trial. Nothing in this Order shall be construed to affect the use of any document, material, or information at any trial or hearing.

13. Confidential Information Subpoenaed or Ordered Produced in Other Litigation. If a receiving party is served with a subpoena or an order issued in other litigation that would compel disclosure of any material or document designated in this action as Confidential Information, the receiving party must so notify the designating party, in writing, immediately and in no event more than three court days after receiving the subpoena or order.

14. Inadvertent Production. Inadvertent production of any document or information without a designation of "Confidential" or "AEO" shall be governed by Fed. R. Evid. 502(b). A party that discovers it has inadvertently produced privileged material shall notify the receiving party, which shall promptly return, sequester or destroy the material and any copies. This paragraph does not constitute an order under Fed. R. Evid. 502(d).

15. Obligations on Conclusion of Litigation. Unless otherwise agreed or ordered, this Order shall remain in force after dismissal or entry of final judgment not subject to further appeal. Within sixty-three days after dismissal or entry of final judgment not subject to further appeal, all Confidential Information and documents marked "CONFIDENTIAL - SUBJECT TO PROTECTIVE ORDER" or AEO shall be returned to the producing party or destroyed.

16. Order Subject to Modification. This Order shall be subject to modification by the Court on its own initiative or on motion of a party or any other person with standing concerning the subject matter.

So Ordered. Dated: January 8, 2025 — /s/ Daniel K. Whitcomb, United States Magistrate Judge

Attachment A - Acknowledgment of Understanding and Agreement to Be Bound [2 pages omitted]"""
c.tool(po)

# ----------------------------------------------------------------------------- 20
c.model("""Short answer: the order (ECF 38) is narrower on AEO than Meridian's practice suggests, and it helps you in both directions.

**What may be AEO — ¶ 7(a).** Only material the producer in good faith believes is (i) *current or forward-looking* pricing, customer-specific rate/margin information, or non-public source code/algorithms, **and** (ii) whose disclosure to the other side's business people creates a substantial competitive risk that can't be avoided by less restrictive means. Both prongs.

**Our rate sheets — ¶ 7(b).** Rate sheets, rate cards and customer-specific pricing schedules **in effect within 24 months of production may be designated AEO**. Older pricing may not be AEO *unless* it reveals the design, parameters or weighting of a pricing model — which covers the Falcon model materials regardless of age.

**Who sees AEO — ¶ 7(c).** Outside counsel, the court, reporters, vendors, and signed-on experts — plus **up to two designated in-house counsel with no involvement in pricing**. So Nora Feld or Jerome Vasquez could see Meridian's AEO material if they sign Attachment A, but Lindqvist's pricing team could not.

**Your lever against over-designation — ¶ 7(d).** If a party designates **more than 25%** of a production volume as AEO, the receiving party can demand, within 14 days, a log of the AEO documents by Bates number with the ¶ 7(a)(i) category relied on. Challenges go through ¶ 10: meet and confer, 7 business days to respond, burden stays on the designator.

One more thing worth knowing: **¶ 14 expressly says it is not a Rule 502(d) order.** Inadvertent production falls back on Rule 502(b)'s reasonableness test — that is exactly the waiver fight a 502(d) order avoids. Given the review speed we'll need, I'd put a proposed agreed 502(d) order on Thursday's agenda.""")

# ----------------------------------------------------------------------------- 21
c.user("""Good. The meet-and-confer with Marcus is Thursday at 2. Draft an agenda with our proposed positions on everything — custodians, terms, date range, priv log, production schedule, 502(d), and the extension — and send it to Ellen for review. Internal only, obviously; don't send anything to Marcus.""")

# ----------------------------------------------------------------------------- 22
agenda = """PRIVILEGED & CONFIDENTIAL - ATTORNEY WORK PRODUCT - INTERNAL DRAFT
Meridian v. Castellan, No. 1:24-cv-06652 (N.D. Ill.) - HB-2024-0817
Meet-and-confer with Greer Pollack (M. Oyelaran) - Thursday, February 13, 2025, 2:00 pm CT
Draft agenda and proposed Castellan positions - v1 (for E. Marchetti review)

1. Custodians
   Position: Castellan has collected 14 custodians (list as disclosed 1/17). Decline Dov Lerner (board member; materials duplicative of V. Hale / board decks). Okafor (CFO): hold in reserve as a trade if Meridian accepts our term set and date range.
2. Search terms
   Position: propose TS-04 - keeps every TS-03 concept but proximity-limits 'pricing', 'rate*' and 'Falcon', and limits 'CRE' to the full phrase. Support: Falcon hits drop 44,310 -> 11,920 largely due to 'Falcon Lift Services' invoices; TS-03 returns 412,806 docs with families, TS-04 returns 131,940.
3. Date range
   Position: January 1, 2021 (two months before the MSA's 03/01/2021 effective date) through September 9, 2024 (complaint). Meridian's RFP instructions ask for January 1, 2019 forward - oppose: pre-MSA period not relevant to breach or to Falcon, which was started in 2022.
4. Privilege log
   Position: categorical log for all counsel communications (in-house and outside counsel), per ESI Protocol ¶ 12 option (b); document-by-document log for privileged documents without a lawyer as author or recipient.
5. Production schedule
   Position: rolling productions, Volume 1 in early March (highest-ranked documents first), remaining volumes on a rolling basis.
6. Rule 502(d)
   Position: propose an agreed 502(d) order (ECF 38 ¶ 14 expressly is not one). Mutual benefit given both sides' volumes.
7. Substantial completion deadline (ECF 31: 03/14/2025)
   Position: ask Meridian to join a stipulated motion moving substantial completion by three weeks, on good cause: population finalized only after this conference; 131,940-document review; vendor start 2/24. Fact discovery close (06/27/2025) unchanged.
8. AEO designations
   Raise: Meridian's blanket AEO designations; reference ECF 38 ¶ 7(a)-(d); reserve right to request ¶ 7(d) log.

Do not raise: collection issues for individual custodians (internal review ongoing)."""
c.model(calls=[("doc_create", {"library": "HB-DMS", "matter": "HB-2024-0817", "title": "M&C agenda and proposed ESI positions - 2025-02-13 (draft v1)",
                                 "doc_type": "Memo - Internal", "privilege_header": True, "body": agenda,
                                 "share_with": ["emarchetti@harlowbrandt.com"], "notify": True,
                                 "notify_message": "Ellen - draft agenda and proposed positions for Thursday's 2 pm meet-and-confer with Marcus Oyelaran, for your review. Nothing has gone to Greer Pollack. Key asks: TS-04 terms, 1/1/2021-9/9/2024 date range, agreed 502(d) order, joint 3-week extension of substantial completion. - Dana"})])
c.tool(J({"status": "created", "doc_id": "HBDMS-4418207", "version": 1, "title": "M&C agenda and proposed ESI positions - 2025-02-13 (draft v1)",
          "shared_with": [{"user": "emarchetti@harlowbrandt.com", "permission": "edit", "notified": True}], "link": "hbdms://HB-2024-0817/4418207/v1"}))

# ----------------------------------------------------------------------------- 24
c.model("""Done — draft agenda **HBDMS-4418207 v1** is shared with Ellen (edit rights, notified). Nothing went to Greer Pollack.

Positions in the draft:

- **Custodians:** stay at 14; refuse Lerner; keep Okafor in reserve as a trade.
- **Terms:** TS-04, with the Falcon Lift numbers (44,310 → 11,920) as support.
- **Date range:** Jan 1, 2021 – Sept 9, 2024; oppose Meridian's 2019 start.
- **Privilege log:** categorical for all counsel communications; document-by-document for the rest.
- **Production:** rolling, Volume 1 in early March.
- **502(d):** propose an agreed order.
- **Deadline:** ask Meridian to join a stipulated 3-week extension of substantial completion, fact-discovery close unchanged.
- **AEO:** raise their over-designation under ¶ 7(d).

The last line of the memo keeps the Lindqvist issue off the table ("Do not raise: collection issues for individual custodians").""")

# ----------------------------------------------------------------------------- 25
c.user("""Ellen replied, and I think Tom did too. Check my inbox and tell me what changed.""")

# ----------------------------------------------------------------------------- 26
c.model(calls=[("email_search", {"mailbox": "dwhitfield@harlowbrandt.com", "query": "(from:emarchetti@harlowbrandt.com OR from:treyes@lexbridge.com) Castellan", "since": "2025-02-10", "include_body": True, "limit": 10})])
c.tool("""2 messages found

────────────────────────────────────────
[1] From: Ellen Marchetti <emarchetti@harlowbrandt.com>
To: Dana Whitfield <dwhitfield@harlowbrandt.com>
Date: Tue, 11 Feb 2025 07:52 -0600
Subject: RE: M&C agenda and proposed ESI positions - 2025-02-13 (draft v1)

Dana,

Good draft. Comments:

1. Budget. I spoke with Nora yesterday. Castellan's litigation budget for this phase is tighter than we discussed - please treat $240k as a hard cap for the vendor all-in (review, QC, priv log, hosting, PM), not 250. If a forecast crosses $225k I want to hear about it before anyone signs anything.

2. Custodians. Fine to offer Okafor as the 15th custodian if they drop Lerner. Do not offer both. Do not offer Okafor before they've engaged on terms.

3. Date range. Open at 1/1/2021. If they won't move off 2019, I can live with July 1, 2020 as a fallback, but make them ask for it - don't volunteer it.

4. Privilege log. Categorical is fine as our opening position, but I won't go to the mat on it; Whitcomb's standing order prefers document-by-document logs for anything pre-dating the complaint.

5. 502(d) and the extension - agree, both. On the extension, ask for April 4. I'd rather have a precise date in the stipulation than "three weeks".

6. Lexbridge SOW - I can sign if it's under the cap. Send it to me when it comes in.

I'll join Thursday's call for the first 20 minutes.

E.

────────────────────────────────────────
[2] From: Tom Reyes <treyes@lexbridge.com>
To: Dana Whitfield <dwhitfield@harlowbrandt.com>
Date: Tue, 11 Feb 2025 09:30 -0600
Subject: RE: Castellan / Meridian - managed review proposal (LBX-RC-2025-01)
Attachments: LBX-SOW-0417_Castellan_HarlowBrandt.pdf (388 KB)

Dana,

Team is held - 16 reviewers, training Feb 24-25, full production from Wed Feb 26.

On rate: Pelham was a 250k-document matter, so $0.80 isn't something I can match at ~132k. Best I can do is $0.84 / document for first-level, and I'll take QC/privilege down to $1.40 / document. Everything else per LBX-RC-2025-01. If the final population goes over 100,000 documents actually reviewed at first level I'm open to revisiting.

SOW attached as LBX-SOW-0417 at those rates. It needs a partner signature.

Tom""", tag="t_ellen")

# ----------------------------------------------------------------------------- 28
c.model("""## What changed

**From Ellen (Tue 7:52 am)**

| Item | Before | Now |
|---|---|---|
| Vendor budget | under $250k | **$240k hard cap** all-in (review, QC, priv log, hosting, PM); **warn her before anything is signed if a forecast crosses $225k** |
| Custodians | Okafor in reserve | Offer **Okafor as the 15th custodian only in exchange for Meridian dropping Lerner**, and only after they've engaged on terms. Never both. |
| Date range | Jan 1, 2021 | Open at Jan 1, 2021; **fallback July 1, 2020 — only if they ask, don't volunteer** |
| Privilege log | Categorical for all counsel communications | Still our opening position, but she won't fight for it — Whitcomb's standing order prefers document-by-document logs for anything before the complaint |
| Extension | "three weeks" | Ask for a specific date: **April 4, 2025** |
| 502(d) | propose | agreed |

She's joining the first 20 minutes on Thursday and will sign the Lexbridge SOW if it's under the cap.

**From Tom (Tue 9:30 am)** — SOW **LBX-SOW-0417** attached:

- Team held: **16 reviewers**, training Feb 24–25, full production from Wed Feb 26.
- First-level: **$0.84/doc** (not the $0.80 we asked for — Pelham was ~250k docs). QC/privilege down to **$1.40/doc**.
- He'll revisit if more than 100,000 documents are actually reviewed at first level — which on TS-04 we will exceed, so that's a live lever later.

Re-running the budget on the SOW rates (131,940 docs, same assumptions as before):

| Line | Amount |
|---|---|
| First-level 131,940 × $0.84 | $110,829.60 |
| QC/privilege 23,749 × $1.40 | $33,248.60 |
| Privilege log 4,200 × $3.25 | $13,650.00 |
| Hosting 410 GB × $9 × 4 mo | $14,760.00 |
| PM $4,500 × 4 mo | $18,000.00 |
| **Total** | **$190,488.20** |

That's **$49.5k under the $240k cap** and under Ellen's $225k warning line, so the SOW can go to her. Do you want me to send it to her for signature now, or hold it until after Thursday in case the population changes?""")

# ----------------------------------------------------------------------------- 29
c.user("""Send it after Thursday, no rush since the team's held.

OK, back from the meet-and-confer. Ellen was on for the start. Where we landed:
- Terms: Marcus accepted TS-04 except Falcon. He wants plain "Falcon" with no proximity limiter. We said no, offered to give him the Falcon Lift hit numbers in writing. He says he'll take it to Whitcomb.
- Custodians: we traded — Okafor comes in as the 15th, they dropped Lerner.
- Date range: they took 1/1/2021 through 9/9/2024. Didn't need the fallback.
- Priv log: they insisted on document-by-document for everything. Ellen agreed to doc-by-doc for everything dated before 9/9/2024, and categorical only for communications with outside litigation counsel on or after that date. Both sides, same rule.
- 502(d): agreed, mutual. We draft.
- Deadline: they'll join a stipulation moving substantial completion to April 4. We draft that too; Ellen wants to see it before it goes to Marcus.

So: add Okafor, put the date range on the search, and re-run so we know the real number.""", tag="u_mc")

# ----------------------------------------------------------------------------- 30
c.model("Adding Okafor as C15 (with a hold and collection request) and saving TS-04 with the agreed date range, then re-running across 15 custodians.", calls=[
    ("ediscovery_custodian_add", {"workspace_id": "REL-CAST-2291", "custodian_id": "C15", "name": "Raymond Okafor", "title": "Chief Financial Officer",
                                  "email": "rokafor@castellanlogistics.com", "sources": ["Exchange", "OneDrive", "Teams"],
                                  "issue_hold": True, "hold_template": "HB-LH-Castellan-2024",
                                  "collection_request": {"to": "hbrenner@castellanlogistics.com", "priority": "rush", "note": "Agreed with Meridian at 2/13 meet-and-confer. Please collect Exchange, OneDrive and Teams for 1/1/2021-9/9/2024."},
                                  "reason": "Added by agreement at 2/13/2025 meet-and-confer (Meridian withdrew request for D. Lerner)."}),
    ("ediscovery_searchset_save", {"workspace_id": "REL-CAST-2291", "name": "TS-04", "revision_note": "Rev 5: agreed date range and C15 added per 2/13 M&C; terms unchanged (Falcon proximity disputed by Meridian).",
                                   "date_filter": {"field": "DocDate_Normalized", "from": "2021-01-01", "to": "2024-09-09", "family_rule": "parent_date"},
                                   "scope": {"custodians": "all"}, "run_after_save": True, "include_families": True}),
])
c.tool(J({"status": "added", "custodian_id": "C15", "name": "Raymond Okafor", "hold": {"notice_id": "LH-CAST-0015", "sent": "2025-02-13T16:21:04-06:00", "acknowledged": False},
          "collection": {"request_id": "COLL-2291-015", "assigned_to": "hbrenner@castellanlogistics.com", "status": "pending", "estimate_from_directory": "~24 GB (mailbox 17.9 GB, OneDrive 5.6 GB, Teams n/a until export)"},
          "custodian_count": {"was": 14, "now": 15}}),
       J({"status": "saved", "search_set": "TS-04", "revision": 5, "saved_at": "2025-02-13T16:24:37-06:00",
          "run": {"job_id": "SRCH-88417", "status": "completed", "elapsed": "00:09:02",
                  "summary": {"custodians_in_scope": 15, "c15_included": "estimated from directory pre-collection (Okafor data not yet processed; counts will refresh on ingest)",
                              "docs_in_date_range": 1062455, "docs_with_any_hit": 90354, "unique_docs_with_families": 138512, "est_gb_with_families": 101.6},
                  "comparison_to": {"search_set": "TS-04 rev 4", "unique_docs_with_families": {"was": 131940, "now": 138512, "delta": 6572}},
                  "breakdown": {"removed_by_date_filter": 11874, "added_by_C15_estimate": 18446}}}), tag="t_rerun")

# ----------------------------------------------------------------------------- 32
c.model("""Done.

- **C15 Raymond Okafor** added — hold notice LH-CAST-0015 sent (not yet acknowledged); collection request **COLL-2291-015** to Hal Brenner at Castellan, rush, ~24 GB estimated. Custodians: 14 → **15**.
- **TS-04 rev 5** (job SRCH-88417): date range 2021-01-01 to 2024-09-09 applied by parent date. Population: **138,512 docs with families** (was 131,940): the date filter removed 11,874, Okafor's estimated data adds 18,446. The C15 share is a directory estimate until Lexbridge ingests his data.

**Budget at the SOW rates, 138,512 docs:** first-level $116,350.08 + QC 24,932 × $1.40 = $34,904.80 + priv log $13,650 + hosting (≈428 GB) $15,408 + PM $18,000 = **$198,312.88** — still under the $225k warning line.

**What I'd draft next:**
1. **Stipulation** moving substantial completion from March 14 to April 4, 2025, with a short good-cause recital (terms and custodians finalized 2/13; 138k-document review; fact-discovery close unchanged).
2. **Agreed Rule 502(d) order** as a separate proposed order, so it can be entered even if the Court has questions about the stipulation. I'll use the N.D. Ill. model language.
3. **Privilege log protocol** in the workspace: document-by-document for anything dated before 9/9/2024; categorical only for communications with outside litigation counsel on or after that date.

I'll send 1 and 2 to Ellen only.""")

# ----------------------------------------------------------------------------- 33
c.user("""Yes to all three. Ellen first on the stip and 502(d).""")

# ----------------------------------------------------------------------------- 34
stip = """IN THE UNITED STATES DISTRICT COURT FOR THE NORTHERN DISTRICT OF ILLINOIS, EASTERN DIVISION
MERIDIAN FREIGHT SOLUTIONS, LLC v. CASTELLAN LOGISTICS, INC. - Case No. 1:24-cv-06652 - Magistrate Judge Daniel K. Whitcomb

STIPULATED MOTION TO MODIFY THE DEADLINE FOR SUBSTANTIAL COMPLETION OF DOCUMENT PRODUCTION

Plaintiff Meridian Freight Solutions, LLC and Defendant Castellan Logistics, Inc. jointly move to modify the Scheduling Order (ECF 31) as follows, and state:
1. The Scheduling Order requires substantial completion of document production by March 14, 2025.
2. Following the Court's January 29, 2025 status hearing (ECF 44), the parties met and conferred on January 30, February 6 and February 13, 2025, and have agreed on fifteen custodians for Defendant, a date range of January 1, 2021 through September 9, 2024, and all but one of Defendant's search terms. The disputed term, if raised, will be presented under the Court's procedures for discovery disputes and does not affect this request.
3. The agreed search terms return approximately 138,500 documents including family members, which Defendant's review vendor will begin reviewing on February 24, 2025.
4. Good cause exists to modify the deadline. The parties have diligently negotiated the scope of discovery, and the requested modification does not affect the close of fact discovery (June 27, 2025) or any other date in the Scheduling Order.
WHEREFORE, the parties respectfully request that the deadline for substantial completion of document production be extended to April 4, 2025.

Exhibit 1: [Proposed] Agreed Order Pursuant to Fed. R. Evid. 502(d)
1. The production of privileged or work-product protected documents, ESI or information, whether inadvertent or otherwise, is not a waiver of the privilege or protection from discovery in this case or in any other federal or state proceeding. This Order shall be interpreted to provide the maximum protection allowed by Fed. R. Evid. 502(d).
2. Nothing contained herein is intended to or shall serve to limit a party's right to conduct a review of documents, ESI or information (including metadata) for relevance, responsiveness and/or segregation of privileged and/or protected information before production.
3. Upon notice of a production of protected material, the receiving party shall return, sequester or destroy the material within five (5) business days and shall not use it for any purpose pending resolution of any challenge. This Order supersedes ECF 38 ¶ 14 to the extent inconsistent."""
c.model(calls=[
    ("doc_create", {"library": "HB-DMS", "matter": "HB-2024-0817", "title": "Stipulated motion to modify substantial completion deadline + Ex. 1 proposed 502(d) order (draft v1)",
                    "doc_type": "Pleading - Draft", "body": stip, "share_with": ["emarchetti@harlowbrandt.com"], "notify": True,
                    "notify_message": "Ellen - draft stipulated motion (substantial completion 3/14 -> 4/4/2025) with the agreed 502(d) order as Exhibit 1, per Thursday's M&C. Not sent to Greer Pollack. Once you're happy, it can go to Marcus for his sign-off and filing. - Dana"}),
    ("privlog_protocol_update", {"workspace_id": "REL-CAST-2291", "protocol_id": "PLP-CAST", "new_version": "PLP-CAST-v2",
                                 "rules": [
                                     {"scope": "DocDate < 2024-09-09", "log_type": "document_by_document", "fields": ["PrivLogID", "BegBates/DocID", "Date", "Author", "Recipients (To/CC/BCC)", "Attorneys (marked *)", "Doc type", "Subject-matter description", "Privilege basis", "Withheld/Redacted"]},
                                     {"scope": "DocDate >= 2024-09-09 AND participants include outside litigation counsel (@harlowbrandt.com)", "log_type": "categorical", "categories": ["Communications between Castellan and Harlow & Brandt re: litigation strategy", "Internal Harlow & Brandt work product"]},
                                     {"scope": "DocDate >= 2024-09-09 AND no outside litigation counsel", "log_type": "document_by_document"}],
                                 "reason": "Agreed with Meridian at 2/13/2025 M&C (E. Marchetti); applies to both parties. Replaces PLP-CAST-v1 (categorical for all counsel communications).",
                                 "notify_vendor": ["treyes@lexbridge.com"]}),
])
c.tool(J({"status": "created", "doc_id": "HBDMS-4420951", "version": 1, "shared_with": [{"user": "emarchetti@harlowbrandt.com", "permission": "edit", "notified": True}], "link": "hbdms://HB-2024-0817/4420951/v1"}),
       J({"status": "updated", "protocol_id": "PLP-CAST", "version": {"was": "PLP-CAST-v1", "now": "PLP-CAST-v2"}, "rules_active": 3,
          "coding_layout_changes": ["Field 'Log Type' now computed from DocDate and participants", "Categorical log choices limited to 2 categories"],
          "warnings": ["183 documents already coded 'Priv - Withhold' under v1 will need log fields completed under document-by-document rules (saved search: PRIV-V1-RECODE)."],
          "vendor_notified": ["treyes@lexbridge.com"]}))

# ----------------------------------------------------------------------------- 36
c.model("""Done.

- **Stipulation + proposed 502(d) order** → **HBDMS-4420951 v1**, shared with Ellen only. It asks for **April 4, 2025**, keeps June 27 fact-discovery close, and describes the Falcon term dispute neutrally so Marcus can sign it.
- **Privilege protocol PLP-CAST-v2** is live in REL-CAST-2291 and Lexbridge has been notified:
  - before 2024-09-09 → document-by-document;
  - on/after 2024-09-09 with outside litigation counsel → categorical (2 categories);
  - on/after 2024-09-09 without us → document-by-document.
- ⚠️ **183 documents** coded "Priv – Withhold" under v1 need their log fields completed under the new rules — they're in saved search **PRIV-V1-RECODE**. I'll have Lexbridge's QC team fold them into second-level.

The SOW is still waiting to go to Ellen per your note — I'll send it with the next status.""")

# ----------------------------------------------------------------------------- 37
c.user("""Ellen sent the SOW back signed this morning, she grabbed it from Tom directly. And the stip went to Marcus Friday, he signed, it's filed. Check the docket — I want to see what Whitcomb did with it.""")

# ----------------------------------------------------------------------------- 38
c.model(calls=[("docket_get", {"court": "ilnd", "case_number": "1:24-cv-06652", "entries": "since", "since_entry": 48})])
c.tool("""CM/ECF - U.S. District Court, Northern District of Illinois (Chicago)
CIVIL DOCKET FOR CASE #: 1:24-cv-06652 - Meridian Freight Solutions, LLC v. Castellan Logistics, Inc.
Entries since #48

 Date Filed | #  | Docket Text
 02/12/2025 |  49 | NOTICE of Service of Plaintiff's Second Set of Interrogatories
 02/13/2025 |  50 | Defendant's NOTICE of Service of Amended Initial Disclosures
 02/14/2025 |  53 | STIPULATED MOTION to Modify Scheduling Order (Deadline for Substantial Completion of Document Production) by Castellan Logistics, Inc., Meridian Freight Solutions, LLC. (Attachments: # 1 Exhibit 1 - [Proposed] Agreed Order Pursuant to Fed. R. Evid. 502(d)) (Marchetti, Ellen)
 02/17/2025 |  54 | ORDER: The parties' stipulated motion [53] is granted in part. The deadline for substantial completion of document production is extended to 04/07/2025 (April 4, 2025 being a date on which the Court will be unavailable to address any dispute arising from the deadline). No further extensions of this deadline will be granted. All other dates in the Scheduling Order [31] stand. Signed by the Honorable Daniel K. Whitcomb on 2/17/2025.
 02/17/2025 |  55 | LETTER MOTION to Compel Use of Search Term "Falcon" Without Proximity Limiter by Meridian Freight Solutions, LLC. (Attachments: # 1 Exhibit A - Meridian's proposed terms, # 2 Exhibit B - correspondence dated 2/14/2025) (Oyelaran, Marcus)
 02/18/2025 |  56 | AGREED ORDER Pursuant to Federal Rule of Evidence 502(d). Signed by the Honorable Daniel K. Whitcomb on 2/18/2025.
 02/18/2025 |  57 | MINUTE entry before the Honorable Daniel K. Whitcomb: Defendant shall respond to Plaintiff's letter motion [55] by 02/26/2025. In-person hearing on [55] set for 03/12/2025 at 10:00 AM in Courtroom 1300. The parties shall bring hit reports for the disputed term broken down by custodian.
 02/18/2025 |  58 | NOTICE of Attorney Appearance by Alina Petrosyan on behalf of Meridian Freight Solutions, LLC""", tag="t_docket2")

# ----------------------------------------------------------------------------- 40
c.model("""## Docket since #48

**ECF 54 (2/17) — the deadline is April 7, not April 4.** Whitcomb granted the stipulation "in part": **substantial completion of document production is now 04/07/2025** because he's unavailable on April 4. And: **"No further extensions of this deadline will be granted."** Everything else in ECF 31 stands (fact discovery still closes June 27).

**ECF 56 (2/18) — 502(d) order entered.** Our Exhibit 1 went in as the Court's order, so the waiver protection is in place before Volume 1 goes out. ECF 38 ¶ 14's fallback to Rule 502(b) no longer matters for this case.

**ECF 55 (2/17) — Meridian moved to compel plain "Falcon".** Marcus filed the same day the stipulation order came down.
- **Our response is due 02/26/2025** (ECF 57).
- **In-person hearing 03/12/2025 at 10:00 AM**, Courtroom 1300.
- Whitcomb wants **hit reports for the disputed term by custodian** — I can run `Falcon` vs `Falcon w/15 (…)` per custodian over the agreed date range whenever you want it.

**Calendar.** Our entries still show the March 14 substantial-completion date. I'd replace it with April 7 and add the 2/26 response deadline and the 3/12 hearing, each with the usual two reminders. Shall I update it? I'd also let Tom know so Lexbridge plans to April 7 rather than April 4 — though I'd keep our own target at April 4 given there's no more slack.""")

# ----------------------------------------------------------------------------- 41
c.user("""Don't touch the calendar — docketing enters court-ordered dates themselves and they get touchy when we do it; I'll make sure they've picked up ECF 54 and 57. Ellen is writing the response to 55 herself, so don't draft it — but run that per-custodian Falcon report at some point before the hearing.

Separately: Hal Brenner from Castellan IT finally got back to me about Lindqvist. It's in my inbox — read it and tell me where that leaves us.""")

# ----------------------------------------------------------------------------- 42
c.model(calls=[
    ("email_search", {"mailbox": "dwhitfield@harlowbrandt.com", "query": "from:hbrenner@castellanlogistics.com (Lindqvist OR Teams OR retention)", "since": "2025-02-10", "include_body": True, "limit": 5}),
])
c.tool(
       """1 message found

────────────────────────────────────────
From: Hal Brenner <hbrenner@castellanlogistics.com>
To: Dana Whitfield <dwhitfield@harlowbrandt.com>
Cc: Nora Feld <nfeld@castellanlogistics.com>
Date: Wed, 19 Feb 2025 17:36 -0600
Subject: RE: Teams chat collection - K. Lindqvist
Attachments: M365_retention_policy_audit_export.csv (44 KB)

Dana,

Here's what we found, after going through the Purview audit log with Ian Drummond:

- Until October 2, 2023, the tenant had a retention policy named "Chat-90d" applied to all users' Teams one-to-one and group chats. Chats older than 90 days were permanently deleted on a rolling basis. That policy was put in place in 2020 for storage reasons, not for anything to do with Meridian.
- On October 2, 2023, IT replaced it with a 7-year retention policy for all chats ("Chat-7y") as part of the SOC 2 project. Everything from roughly July 4, 2023 onward (90 days before the switch) was still in the tenant at that point and has been kept.
- So for Karin, 1:1 chats before about July 4, 2023 are gone. Anything after that date should exist - but the export Lexbridge ran only returned chats after October 2, 2023. Ian thinks the export was scoped by the new policy's start date, not by the content dates. He's re-checking.
- The same policy applied to every custodian, not just Karin. The other custodians' exports may have the same scoping problem.

Nothing was deleted after the litigation hold went out in September 2024, and Karin's email is complete.

Nora asked me to copy her. Let me know what else you need.

Hal Brenner
Director, IT Infrastructure | Castellan Logistics""", tag="t_hal")

# ----------------------------------------------------------------------------- 44
c.model("""Understood — calendar left to docketing, no draft of the ECF 55 response, and I'll run the per-custodian Falcon report before the hearing.

## Lindqvist — where Hal's e-mail leaves us

It's better and worse than we thought.

**Better:** the gap may be much smaller than "everything before October 2, 2023."
- The old `Chat-90d` policy was set up **in 2020 for storage reasons**, was **tenant-wide**, and was replaced on **October 2, 2023** by a 7-year policy (`Chat-7y`) as part of a SOC 2 project. Nothing was targeted at Karin or at Meridian.
- Chats from about **July 4, 2023** onward survived the switch. If Ian Drummond is right that Lexbridge's export was scoped by the *policy* date rather than the *message* dates, **July 4 – October 1, 2023 may still be collectible** — it's a collection error, not a loss.
- Nothing was deleted after the September 2024 hold; her e-mail is complete.

**Worse:**
- **1:1 chats before ~July 4, 2023 are permanently gone — for every custodian**, not just Karin. The issue now spans all 15.
- If the export scoping was wrong, **the other custodians' Teams collections may be missing July–October 2023 too**, so the review population may grow.

**The legal exposure** turns on when Castellan's duty to preserve arose. If Meridian argues that was before the complaint — for example at a pre-suit demand — any chat lost after that date is a Rule 37(e) question. Rule 37(e) requires a showing that the information *should have been preserved* and that reasonable steps weren't taken; the severe sanctions in 37(e)(2) need intent to deprive, and a 2020 storage-driven, tenant-wide policy is strong evidence against intent. Still, whether and how we disclose this is Ellen's and the client's call, and you said nothing goes in writing to Meridian.

**What I'd do now** (no disclosure involved):
1. Ask Hal and Ian to **re-run the Teams exports for all 15 custodians by message date** (2021-01-01 → 2024-09-09), starting with Lindqvist, and send Lexbridge the audit export so processing can reconcile item counts.
2. Ask Hal to confirm the **exact date** the Chat-90d policy was created in 2020, with the Purview record — that's the document that will carry the "no intent" argument.

Want me to send that to Hal? I'd copy Nora since he did.""")

# ----------------------------------------------------------------------------- 45
c.user("""Send it to Hal, cc Nora. Keep it purely about collection — not one word about disclosure or sanctions in writing to the client IT team. Ellen is going to talk to Nora about the disclosure question herself next week.""")

# ----------------------------------------------------------------------------- 46
c.model(calls=[("email_send", {
    "from": "dwhitfield@harlowbrandt.com", "to": ["hbrenner@castellanlogistics.com"], "cc": ["nfeld@castellanlogistics.com", "dwhitfield@harlowbrandt.com"],
    "subject": "RE: Teams chat collection - K. Lindqvist",
    "body": "Hal,\n\nThank you, this is very helpful. Two requests, both about collection:\n\n1. Re-export by message date. Could you and Ian re-run the Teams chat exports for all 15 custodians (including Raymond Okafor, C15) scoped by message date from January 1, 2021 through September 9, 2024, rather than by retention-policy date? Please start with Karin Lindqvist, and send the results to Lexbridge (Tom Reyes, treyes@lexbridge.com) under the existing collection request so they can process and reconcile item counts against the earlier exports.\n\n2. Policy records. Please preserve and send us the Purview / audit records showing when the 'Chat-90d' policy was created in 2020 and when it was replaced by 'Chat-7y' on October 2, 2023, including who made each change.\n\nIf the re-export for Karin confirms that chats from July 4 - October 1, 2023 exist, a short note saying so would be great.\n\nThanks,\nDana",
    "file_to_matter": "HB-2024-0817"})], tag="m_hal_req")
c.tool(J({"status": "sent", "message_id": "<HB.20250220.091532.2207@harlowbrandt.com>", "to": ["hbrenner@castellanlogistics.com"], "cc": ["nfeld@castellanlogistics.com", "dwhitfield@harlowbrandt.com"], "filed_to": "HB-2024-0817 / Correspondence / Client"}), tag="t_hal_req")

# ----------------------------------------------------------------------------- 48
c.model("""Sent to Hal (cc Nora), filed to the matter. It covers only two things: a **re-export of all 15 custodians' Teams chats by message date (1/1/2021–9/9/2024), Lindqvist first, delivered to Lexbridge**, and **preservation and production to us of the Purview records** for the Chat-90d policy (2020) and the Chat-7y switch (10/2/2023). Nothing about disclosure or sanctions.

Still open on our side: **whether and how to tell Meridian** — waiting on Ellen's conversation with Nora next week.""")

# ----------------------------------------------------------------------------- 49
c.user("""It's Monday March 3. Lexbridge has been at it a week. Where are we on the review, and are we going to make April 7?""")

# ----------------------------------------------------------------------------- 50
c.model(calls=[("review_progress_get", {"workspace_id": "REL-CAST-2291", "review_project": "CAST-1L", "as_of": "2025-03-03T18:00:00-06:00", "breakdown": ["daily", "reviewer", "coding", "batches"], "population_search": "TS-04"})])
reviewers = ["A. Brennan", "K. Osei", "M. Duarte", "J. Lindgren", "R. Patel", "S. Mwangi", "T. Nakamura", "L. Fischer",
             "D. Romero", "E. Kowalski", "H. Ahmed", "P. Laurent", "C. Zhou", "N. Greco", "B. Sullivan", "F. Haddad"]
daily = [("2025-02-24 (training)", 3210), ("2025-02-25 (training)", 4480), ("2025-02-26", 5120), ("2025-02-27", 5390), ("2025-02-28", 5600), ("2025-03-03", 6070)]
total_rev = sum(d for _, d in daily)
assert total_rev == 29870
weights = [R.uniform(0.82, 1.18) for _ in reviewers]
sw = sum(weights)
rev_counts = [int(total_rev * w / sw) for w in weights]
rev_counts[0] += total_rev - sum(rev_counts)
rev_rows = []
for name, n in zip(reviewers, rev_counts):
    hrs = round(n / R.uniform(45, 58), 1)
    rev_rows.append(f" {name:<13} | {n:>6,} | {hrs:>5} | {n/hrs:>5.1f} | {R.uniform(2.0, 6.5):>4.1f}% | {R.uniform(0.4, 2.2):>4.1f}%")
batches = []
for b in range(1, 61):
    st = "Completed" if b <= 58 else ("In progress" if b <= 60 else "Not started")
    batches.append(f" CAST-1L-{b:04d} | {500} | {st:<11} | {reviewers[(b*7) % 16]}")
prog = ("REVIEW PROGRESS - CAST-1L (first-level) - workspace REL-CAST-2291 - as of 2025-03-03 18:00 CT\n"
        "Population (TS-04 rev 5, refreshed 2025-02-27 after C15 ingest): 138,512 documents with families\n"
        "Ordering: Active Learning prioritization (rank refreshed hourly); linear coverage of full population\n\n"
        f"Reviewed (first-level): {total_rev:,} (21.6%)    Remaining: {138512-total_rev:,}\n"
        "Active reviewers: 16    Average pace last 3 days: 5,687 docs/day (≈47.4 docs/reviewer-hour at 7.5 h/day)\n"
        "Forecast at current pace: first-level complete 2025-03-28 (19.1 business days remaining)\n\n"
        "DAILY THROUGHPUT\n date                  | docs\n" + "\n".join(f" {d:<21} | {n:>6,}" for d, n in daily) +
        "\n\nCODING DISTRIBUTION (first-level decisions to date)\n"
        " Responsive ..................... 12,906 (43.2%)\n Not responsive ................. 14,218 (47.6%)\n"
        " Responsive - Hot ............... 412 (1.4%)\n Priv - Withhold (2L) ........... 1,644 (5.5%)\n"
        " Priv - Redact (2L) ............. 389 (1.3%)\n Priv - Needs Further Review .... 301 (1.0%)\n"
        " Technical issue ................ 0 (0.0%)\n Rate sheets tagged RATESHEET ... 1,212 (within Responsive)\n\n"
        "Responsive rate by rank decile (Active Learning): D1 91% | D2 78% | D3 61% | D4 44% | D5 31% | D6-D10 not yet reached\n\n"
        "SECOND-LEVEL / QC (CAST-2L)\n Docs routed: 4,460   QC'd: 2,985   Overturn rate: 6.1% (target < 8%)\n"
        " Priv log entries drafted under PLP-CAST-v2: 1,102   PRIV-V1-RECODE remaining: 0 of 183\n\n"
        "REVIEWER STATISTICS\n reviewer      |  docs  | hours | d/hr  | overturn | priv rate\n" + "\n".join(rev_rows) +
        "\n\nBATCHES (500 docs each; 60 of 277 released)\n batch          | size | status      | checked out by\n" + "\n".join(batches) +
        "\n\nVOLUME 1 CANDIDATE SET (QC complete, responsive, non-priv): 18,904 docs / est. 131,200 pages - ready for production processing"
        "\n\nNOTES\n - Teams re-export (COLL-2291-015b, by message date) received 2025-02-27: +3,118 chat items for C04 Lindqvist (2023-07-05..2023-10-01); other custodians' re-exports arriving. Population refresh pending - not yet reflected above.\n"
        " - Lexbridge PM: T. Reyes. Next client check-in Thu 2025-03-06.")
c.tool(prog, tag="t_progress")

# ----------------------------------------------------------------------------- 52
c.model("""## Review status — Monday, March 3

**First-level: 29,870 of 138,512 reviewed (21.6%).** 108,642 to go.
- Pace has climbed every day since training (3,210 → 6,070/day); the last three days average **5,687 docs/day** with **16 reviewers** (~47 docs/reviewer-hour, a bit under Tom's 50–60).
- Quality looks fine: QC overturn **6.1%** against an 8% target; 1,102 privilege-log entries drafted under PLP-CAST-v2; the 183 PRIV-V1-RECODE documents are done.
- CAL is doing its job: decile 1 is 91% responsive, decile 5 is 31%.
- **Volume 1 is ready**: 18,904 QC'd responsive non-privileged documents (~131k pages), including **1,212 RATESHEET-tagged** rate sheets.
- Good news on Lindqvist: the re-export by message date recovered **+3,118 of her chat items from 2023-07-05 to 2023-10-01** — Ian was right, it was an export scoping error. Other custodians' re-exports are still arriving and **aren't in the 138,512 yet**, so the population will grow.

## Will we make April 7? Not comfortably.

At the current pace first-level ends **March 28**. After that we still need the last QC pass, privilege review of the tail, and production processing (imaging, Bates numbering, load files — 2–3 business days a volume). That lands right on April 7 with **no margin**, before counting the Teams re-export growth — and ECF 54 says **no further extensions**.

| | **1. Add 6 reviewers (22 total)** | **2. Stop early with CAL** | **3. Saturday shifts for the 16** |
|---|---|---|---|
| How | Tom adds 6 trained contract reviewers from ~Mar 5 | Stop first-level when an elusion test shows < 2% responsive in the unreviewed set | 4 Saturdays, 16 reviewers, 1.5× rate on Saturday docs |
| First-level done | **~Mar 21** (ramp-up included) | ~Mar 18, if Meridian doesn't object | ~Mar 24 |
| Margin to Apr 7 | ~11 business days | depends on the fight | ~9 business days, but fragile |
| Extra cost | ≈ $1,080 training (6 × 4 h × $45); per-doc rate unchanged | saves ≈ $30–40k | ≈ +$9,000 Saturday premium |
| Risk | Low; slight QC dip during ramp | **ESI Protocol ¶ 9 requires advance disclosure and a meet-and-confer on validation** — Meridian will fight it, probably in front of Whitcomb on 3/12 with the Falcon motion | Reviewer fatigue; no room left for the re-export growth |

**Budget check (option 1):** the per-doc total doesn't change, so the forecast stays at **$198,312.88 + $1,080 ≈ $199.4k** on 138,512 docs. Even if the Teams re-exports add ~10,000 documents at first level, that's about +$8,400 — still under Ellen's **$225k** warning line and the **$240k** cap.

I'd go with **option 1**. It also pushes first-level volume well past 100,000 documents, which is when Tom said he'd revisit the $0.84 rate.""")

# ----------------------------------------------------------------------------- 53
c.user("""1. Tell Tom. And yes, remind him about his 100k comment.""")

# ----------------------------------------------------------------------------- 54
c.model(calls=[("email_send", {
    "from": "dwhitfield@harlowbrandt.com", "to": ["treyes@lexbridge.com"], "cc": ["dwhitfield@harlowbrandt.com"],
    "subject": "Castellan (LBX-SOW-0417) - add 6 reviewers from March 5; first-level rate",
    "body": "Tom,\n\nThanks for a strong first week. With the Court's April 7 substantial-completion date (ECF 54, no further extensions) and the Teams re-exports still adding documents, we need more capacity:\n\n1. Please add 6 first-level reviewers, for a team of 22 reviewers, starting Wednesday, March 5 (training on the CAST-1L protocol on the 5th). Per-document rates under LBX-SOW-0417 should be unaffected; please confirm any training charge in advance.\n2. Target: first-level complete by Friday, March 21, with QC and privilege review of the tail complete by April 1.\n3. Rate. On Feb 11 you said you'd revisit the first-level rate if more than 100,000 documents are actually reviewed at first level. With 138,512 in the population before the Teams re-exports, we will be well past that. We'd ask that the revised rate apply to all first-level documents from March 1.\n\nBest,\nDana",
    "file_to_matter": "HB-2024-0817"})], tag="m_22")
c.tool(J({"status": "sent", "message_id": "<HB.20250303.184410.5530@harlowbrandt.com>", "to": ["treyes@lexbridge.com"], "filed_to": "HB-2024-0817 / Correspondence / Vendors"}), tag="t_22")

# ----------------------------------------------------------------------------- 56
c.model("""Sent to Tom: **6 more reviewers → 22 reviewers from Wednesday, March 5**, target first-level done by **March 21** and QC/privilege tail done by **April 1**; asked him to confirm any training charge in advance, and to apply his "over 100k" rate revisit to all first-level documents **from March 1**.""")

# ----------------------------------------------------------------------------- 57
c.user("""Thursday. Tom says Volume 1 passed final QC. Produce it to Marcus — the RATESHEET docs go out AEO under 7(b), everything else Confidential unless it's public. SFTP plus the standard cover letter; Ellen already approved the cover letter text yesterday. Also did Tom ever answer about the rate?""")

# ----------------------------------------------------------------------------- 58
c.model(calls=[
    ("email_search", {"mailbox": "dwhitfield@harlowbrandt.com", "query": "from:treyes@lexbridge.com since:2025-03-03", "include_body": True, "limit": 5}),
    ("production_create", {"workspace_id": "REL-CAST-2291", "production_name": "CAST_VOL001", "source_search": "PROD-VOL001-CANDIDATES (QC complete, responsive, non-priv)",
                           "bates": {"prefix": "CAST-", "start": 1, "digits": 7, "level": "page"},
                           "designation_rules": [{"where": "Tag = RATESHEET", "stamp": "HIGHLY CONFIDENTIAL - ATTORNEYS' EYES ONLY", "basis": "ECF 38 ¶ 7(b)"},
                                                 {"where": "Tag = PUBLIC", "stamp": None},
                                                 {"where": "default", "stamp": "CONFIDENTIAL - SUBJECT TO PROTECTIVE ORDER"}],
                           "natives": ["xlsx", "xls", "csv", "pptx (with speaker notes)"], "load_file": "Concordance DAT/OPT", "exclude_tags": ["Priv - Withhold", "Priv - Needs Further Review"],
                           "delivery": {"method": "sftp", "recipient": "moyelaran@greerpollack.com", "cc": ["apetrosyan@greerpollack.com", "emarchetti@harlowbrandt.com", "dwhitfield@harlowbrandt.com"],
                                        "cover_letter_template": "HB-CL-PROD (approved E. Marchetti 2025-03-05)", "password_by": "separate e-mail"}}),
])
c.tool("""2 messages found

────────────────────────────────────────
[1] From: Tom Reyes <treyes@lexbridge.com>
To: Dana Whitfield <dwhitfield@harlowbrandt.com>
Date: Tue, 04 Mar 2025 10:12 -0600
Subject: RE: Castellan (LBX-SOW-0417) - add 6 reviewers from March 5; first-level rate

Dana,

Done - 6 more reviewers start tomorrow, so 22 on the team from March 5. No training charge; we'll eat it.

On rate: fair point, and you'll clear 100k easily. We'll bill first-level at $0.78 / document for all documents reviewed from March 1, 2025 onward. QC/privilege stays at $1.40. I'll send a one-page SOW amendment (LBX-SOW-0417-A1) for Ellen's signature; please treat the rate as effective now.

Tom

────────────────────────────────────────
[2] From: Tom Reyes <treyes@lexbridge.com>
To: Dana Whitfield <dwhitfield@harlowbrandt.com>
Date: Thu, 06 Mar 2025 08:05 -0600
Subject: Castellan - Volume 1 final QC passed

Dana - Vol 1 set (18,904 docs) passed final QC last night. Ready to produce on your go. Also FYI: Teams re-exports are in for all custodians; population refresh adds 7,206 docs with families (TS-04 rev 5 now 145,718). Batches released.
Tom""",
       J({"status": "completed", "production_name": "CAST_VOL001", "production_id": "PRD-2291-001",
          "documents": 18904, "pages": 131227, "natives": 2377, "bates_range": "CAST-0000001 - CAST-0131227",
          "designations": {"HIGHLY CONFIDENTIAL - ATTORNEYS' EYES ONLY": 1212, "CONFIDENTIAL - SUBJECT TO PROTECTIVE ORDER": 17463, "none (PUBLIC)": 229},
          "aeo_share": "6.4% of documents (below ECF 38 ¶ 7(d) 25% threshold)",
          "excluded": {"Priv - Withhold": 0, "Priv - Needs Further Review": 0, "note": "candidate set pre-filtered"},
          "delivery": {"method": "sftp", "host_folder": "/outbound/greerpollack/CAST_VOL001/", "size_gb": 22.6, "status": "uploaded", "uploaded_at": "2025-03-06T11:42:19-06:00",
                       "cover_letter": {"doc_id": "HBDMS-4432776", "sent_to": ["moyelaran@greerpollack.com"], "cc": ["apetrosyan@greerpollack.com", "emarchetti@harlowbrandt.com", "dwhitfield@harlowbrandt.com"], "sent_at": "2025-03-06T11:44:02-06:00"},
                       "password_email": {"sent_at": "2025-03-06T11:44:31-06:00"}},
          "billing": {"production_processing": "131,227 pages × $0.02 = $2,624.54"}}), tag="t_prod")

# ----------------------------------------------------------------------------- 60
c.model("""Done.

## Volume 1 produced — CAST_VOL001 (PRD-2291-001)

| | |
|---|---|
| Documents / pages | **18,904 docs / 131,227 pages** (2,377 natives) |
| Bates | **CAST-0000001 – CAST-0131227** |
| AEO (¶ 7(b) rate sheets) | **1,212** docs — 6.4% of the volume, well under the ¶ 7(d) 25% log trigger |
| Confidential | 17,463 · no legend (public): 229 |
| Delivery | SFTP `/outbound/greerpollack/CAST_VOL001/` (22.6 GB), uploaded 11:42; cover letter HBDMS-4432776 to Marcus (cc Alina Petrosyan, Ellen, you) at 11:44; password in a separate e-mail |
| Processing charge | 131,227 pages × $0.02 = $2,624.54 |

**Privilege log for Volume 1:** under ESI Protocol ¶ 12 it's due 21 days after production — **March 27, 2025**. 1,102 entries are already drafted under PLP-CAST-v2.

## Tom's answers

- **22 reviewers from March 5**, no training charge.
- **Rate: $0.78/doc first-level for everything reviewed from March 1, 2025**; QC stays $1.40. He's sending SOW amendment **LBX-SOW-0417-A1** for Ellen's signature and treats the rate as effective now.
- **Population grew:** the Teams re-exports added **7,206 docs with families → 145,718** (TS-04 rev 5).

**Updated budget (145,718 docs):**

| Line | Amount |
|---|---|
| First-level: 29,870 × $0.84 (through Feb 28*) + 115,848 × $0.78 | $25,090.80 + $90,361.44 = $115,452.24 |
| QC/privilege 26,229 (18%) × $1.40 | $36,720.60 |
| Privilege log 4,500 × $3.25 | $14,625.00 |
| Hosting ≈ 450 GB × $9 × 4 mo | $16,200.00 |
| PM $4,500 × 4 | $18,000.00 |
| Production processing (Vol 1 actual + ~2 more volumes est.) | ≈ $7,500.00 |
| **Forecast** | **≈ $208,497.84** |

*The 29,870 split is conservative — some of it was reviewed on March 3 and will bill at $0.78.

Still under Ellen's $225k line, with ~$31.5k headroom to the $240k cap.

On timing: 145,718 docs at 22 reviewers still puts first-level at about **March 24**, QC/priv tail by ~April 2. I'd target **Volume 2 (CAST_VOL002) for March 21** and a final Volume 3 by **April 4**, one business day of slack before April 7.""", tag="m_prod")

# ----------------------------------------------------------------------------- 61
c.user("""Those targets work — Vol 2 on the 21st, Vol 3 on the 4th. Different question: Tom mentioned Lexbridge flagged a pile of Jerome Vasquez emails as "needs further review". What's going on there?""")

# ----------------------------------------------------------------------------- 62
c.model(calls=[("privlog_query", {"workspace_id": "REL-CAST-2291", "saved_search": "PRIV-VASQ-CC", "definition": "Coding = 'Priv - Needs Further Review' AND (Recipients CONTAINS 'jvasquez@castellanlogistics.com') AND Author NOT IN legal_dept", "fields": ["DocID", "Date", "From", "To", "CC", "Subject", "Reviewer note", "Suggested basis"], "limit": 40, "summarize": True})])
subjects = ["Falcon Pricing Committee - weekly deck", "RE: Meridian lane rates Q3 refresh", "FW: Falcon model v2 weights - results",
            "Pricing Committee minutes", "RE: Meridian MSA renewal - margin scenarios", "Falcon rollout to Midwest lanes",
            "RE: fuel surcharge table for Meridian", "Agenda - Pricing Committee", "RE: Can we use Meridian's volume data in Falcon?",
            "FW: Meridian termination notice - next steps", "RE: rate card v14", "Falcon backtest Q2"]
authors = ["klindqvist", "badeyemi", "pnatarajan", "mbenedetti", "lferraro", "hcho", "rokafor"]
notes = ["Vasquez cc only; no request for advice", "Vasquez cc; one-line comment from Vasquez re contract language",
         "Business deck; counsel on distribution list", "Asks 'Jerome - any issue with this?' in last paragraph",
         "Minutes include 'Legal (JV) advised...' paragraph - redaction candidate", "Forwarded to Vasquez without comment",
         "Discusses use of Meridian data; Vasquez replies with advice (priv likely)"]
prow = []
for i in range(40):
    y, m = R.choice([(2022, R.randint(3, 12)), (2023, R.randint(1, 12)), (2024, R.randint(1, 8))])
    d = R.randint(1, 28)
    a = R.choice(authors)
    note = R.choice(notes)
    sug = "Withhold (ACP)" if "advice" in note and "priv likely" in note else ("Redact (ACP)" if "redaction" in note or "Jerome - any issue" in note else "Likely not privileged - produce")
    prow.append(f" CAST-REV-{R.randint(100000, 999999)} | {y}-{m:02d}-{d:02d} | {a}@castellanlogistics.com | {R.choice(authors)}@; {R.choice(authors)}@ | jvasquez@ | {R.choice(subjects)} | {note} | {sug}")
vasq = ("SAVED SEARCH: PRIV-VASQ-CC (created 2025-03-06 11:58 by Brief for D. Whitfield) - workspace REL-CAST-2291\n"
        "Matches: 312 documents (298 e-mails, 14 attachments)  |  date range 2022-03-01 .. 2024-08-22  |  all coded 'Priv - Needs Further Review' at first level\n\n"
        "SUMMARY\n"
        " By pattern (Lexbridge first-level notes, clustered):\n"
        "  - Vasquez cc'd or on distribution list; no request for legal advice, no reply from counsel ........ 201\n"
        "  - Business discussion with an embedded request to Vasquez ('Jerome - any issue?') ............... 57\n"
        "  - Vasquez replies with substantive legal advice (contract / data-use questions) ................. 38\n"
        "  - Pricing Committee minutes with a 'Legal advised' paragraph .................................... 16\n"
        " By suggested outcome (first-level suggestion only - not a privilege call):\n"
        "  - Likely not privileged - produce: 201 | Redact (ACP): 73 | Withhold (ACP): 38\n"
        " Top senders: klindqvist (96), badeyemi (71), pnatarajan (48), mbenedetti (37), rokafor (22), other (38)\n"
        " Hot-tagged within set: 19 (Falcon use of Meridian volume data)\n"
        " Note: 140 of the 312 concern the Falcon Pricing Committee, where Vasquez was a standing member from 2022-06.\n\n"
        "FIRST 40 ROWS\n DocID | Date | From | To | CC | Subject | Reviewer note | Suggested basis\n" + "\n".join(prow))
c.tool(vasq, tag="t_vasq")

# ----------------------------------------------------------------------------- 64
c.model("""## The Vasquez set — PRIV-VASQ-CC (312 documents)

Jerome Vasquez, the Deputy GC, was a **standing member of the Falcon Pricing Committee from June 2022**, so he's copied on a large share of the business e-mail about Falcon and Meridian pricing. First-level reviewers (correctly) didn't make the privilege call and routed all 312 to "Priv – Needs Further Review".

| Pattern | Docs | First-level suggestion |
|---|---|---|
| Vasquez cc'd / on the distribution list, no request for advice | 201 | produce |
| Business e-mail with an embedded ask ("Jerome — any issue?") | 57 | redact the ask |
| Vasquez gives substantive legal advice (contract language, use of Meridian data) | 38 | withhold |
| Committee minutes with a "Legal advised…" paragraph | 16 | redact |

**Why it matters:**
- Under the primary-purpose test, copying in-house counsel doesn't make a business communication privileged. Withholding all 312 would invite a challenge, and since everything is pre-9/9/2024, each one has to be logged **document-by-document** under PLP-CAST-v2 — 312 entries Meridian will read line by line.
- Producing the 201 is defensible but **19 of the 312 are hot-tagged** (Falcon's use of Meridian volume data). Some of those are the 38 "advice" documents, which are the most sensitive in the case.
- The 38 "advice" e-mails about whether Falcon could use Meridian's data go to the heart of the trade-secret claim. Withholding them is probably right, but it could later raise an at-issue waiver question if Castellan relies on advice of counsel.

This needs a lawyer's call, realistically Ellen's. Meanwhile I'd keep the whole set out of Volume 2 so nothing goes out by accident.""")

# ----------------------------------------------------------------------------- 65
c.user("""Agreed — hold all 312 out of production until Ellen decides, she's looking at them next week. Tag them so they can't slip into Vol 2.""")

# ----------------------------------------------------------------------------- 66
c.model(calls=[("ediscovery_tag_apply", {"workspace_id": "REL-CAST-2291", "saved_search": "PRIV-VASQ-CC", "tag": "HOLD-EM-PRIV",
                                          "description": "Hold pending E. Marchetti privilege decision (Vasquez cc set). Exclude from all productions until removed.",
                                          "production_exclusion": True, "lock_coding": False,
                                          "reason": "D. Whitfield instruction 2025-03-06"})])
c.tool(J({"status": "applied", "tag": "HOLD-EM-PRIV", "documents_tagged": 312, "family_members_tagged": 41,
          "production_exclusion_rule": {"id": "PXR-2291-07", "applies_to": ["CAST_VOL002", "CAST_VOL003", "all future productions"]},
          "conflicts": [{"doc_count": 6, "issue": "6 family members already in CAST_VOL001 (produced 2025-03-06) - attachments that are public tariff PDFs; parent e-mails not produced"}]}), tag="t_hold")

# ----------------------------------------------------------------------------- 68
c.model("""Done — **HOLD-EM-PRIV** applied to all **312** documents plus **41** family members (353 total), with production-exclusion rule **PXR-2291-07** blocking them from CAST_VOL002, CAST_VOL003 and every later production.

One thing to know: **6 family members are already in CAST_VOL001** — public tariff PDFs attached to e-mails in the set. The parent e-mails were not produced, and public tariffs aren't privileged, so I don't think a clawback under the 502(d) order (ECF 56) is needed — but Ellen should know when she looks at the set.""")

# ----------------------------------------------------------------------------- 69
c.user("""OK. Let's wrap up for the week: write me a status I can paste to Ellen, and make sure everything still ahead of us is on the calendar. Ellen also wants the Falcon-by-custodian hit report and a one-page argument outline for the 3/12 hearing by Monday the 10th — put that on there too. And check the docket one more time so the status is current.""")

# ----------------------------------------------------------------------------- 70
c.model(calls=[
    ("calendar_create", {"calendar": "HB-2024-0817 Litigation", "events": [
        {"title": "Vol 1 privilege log (CAST_VOL001) due to Greer Pollack - ESI Protocol ¶ 12 (21 days after 3/6 production)", "date": "2025-03-27", "reminders": ["-7d", "-2d"], "owner": "dwhitfield@harlowbrandt.com"},
        {"title": "Falcon per-custodian hit report + 1-page argument outline for ECF 55 hearing - to E. Marchetti", "date": "2025-03-10", "reminders": ["-2d"], "owner": "dwhitfield@harlowbrandt.com"},
        {"title": "Target: produce CAST_VOL002", "date": "2025-03-21", "reminders": ["-3d"], "owner": "dwhitfield@harlowbrandt.com"},
        {"title": "Target: produce CAST_VOL003 (final) - 1 business day before substantial completion", "date": "2025-04-04", "reminders": ["-5d", "-2d"], "owner": "dwhitfield@harlowbrandt.com"},
        {"title": "E. Marchetti privilege decision on HOLD-EM-PRIV (PRIV-VASQ-CC, 312 docs)", "date": "2025-03-14", "reminders": ["-1d"], "owner": "emarchetti@harlowbrandt.com"}],
        "notify": ["dwhitfield@harlowbrandt.com", "emarchetti@harlowbrandt.com"]}),
    ("docket_get", {"court": "ilnd", "case_number": "1:24-cv-06652", "entries": "since", "since_entry": 58}),
])
c.tool(J({"status": "ok", "created": [
            {"event_id": "EVT-0817-071", "date": "2025-03-27", "title": "Vol 1 privilege log (CAST_VOL001) due"},
            {"event_id": "EVT-0817-072", "date": "2025-03-10", "title": "Falcon per-custodian hit report + argument outline to E. Marchetti"},
            {"event_id": "EVT-0817-073", "date": "2025-03-21", "title": "Target: produce CAST_VOL002"},
            {"event_id": "EVT-0817-074", "date": "2025-04-04", "title": "Target: produce CAST_VOL003 (final)"},
            {"event_id": "EVT-0817-075", "date": "2025-03-14", "title": "E. Marchetti privilege decision on HOLD-EM-PRIV"}],
          "existing_relevant": [{"event_id": "EVT-0817-031", "date": {"was": "2025-03-14", "now": "2025-04-07"}, "title": "Substantial completion of document production (ECF 31, as modified by ECF 54)", "updated_by": "docketing@harlowbrandt.com", "updated_at": "2025-02-19T10:02:11-06:00"},
                                {"event_id": "EVT-0817-062", "date": "2025-02-26", "title": "Def. response to ECF 55 due (ECF 57)", "created_by": "docketing@harlowbrandt.com", "status": "past"},
                                {"event_id": "EVT-0817-063", "date": "2025-03-12 10:00", "title": "In-person hearing on ECF 55 (Falcon term), Courtroom 1300", "created_by": "docketing@harlowbrandt.com"}],
          "warnings": ["EVT-0817-075 owner is E. Marchetti - invitation sent, not yet accepted"]}),
       """CM/ECF - U.S. District Court, Northern District of Illinois (Chicago)
CIVIL DOCKET FOR CASE #: 1:24-cv-06652 - entries since #58

 Date Filed | #  | Docket Text
 02/26/2025 |  59 | RESPONSE by Castellan Logistics, Inc. in Opposition to Plaintiff's Letter Motion to Compel [55] (Attachments: # 1 Declaration of Ben Adeyemi, # 2 Exhibit 1 - TS-04 hit report, # 3 Exhibit 2 - Falcon Lift Services invoice sample) (Marchetti, Ellen)
 03/03/2025 |  60 | REPLY by Meridian Freight Solutions, LLC in Support of Letter Motion to Compel [55] (Oyelaran, Marcus)
 03/04/2025 |  61 | MINUTE entry before the Honorable Daniel K. Whitcomb: The 03/12/2025 hearing on [55] remains set. The Court will also take up the parties' positions on Defendant's Teams chat data, referenced in Plaintiff's reply [60] at 3. Parties shall file a joint statement of no more than 3 pages on that topic by 03/10/2025.
 03/05/2025 |  62 | NOTICE of Service of Defendant's Answers to Plaintiff's Second Set of Interrogatories""", tag="t_docket3")

# ----------------------------------------------------------------------------- 72
c.model("""Calendar done: 5 new entries (EVT-0817-071 to -075); docketing had already moved substantial completion to 4/7 (EVT-0817-031) and added the 3/12 hearing (EVT-0817-063). The docket has something you need to see before the status goes out.

## ⚠️ New: ECF 61 (3/4) — Whitcomb will take up **our Teams chat data** on 3/12

Meridian's reply brief (**ECF 60, at 3**) raised Castellan's Teams chats, and Whitcomb's minute entry says he'll address "the parties' positions on Defendant's Teams chat data" at the **March 12** hearing. He wants a **joint statement of no more than 3 pages by 03/10/2025**. So the disclosure question Ellen planned to take up with Nora next week is now on a court deadline. I haven't put the joint statement on the calendar because what goes in it is Ellen's call — tell me and I'll add it.

---

**Status for Ellen — Castellan / Meridian ESI (week of March 3)**

**Deadlines**
- **Substantial completion: April 7, 2025** (ECF 54 — no further extensions). Internal target: final volume April 4.
- **March 10:** joint statement on Teams chat data (≤ 3 pp., ECF 61) · Falcon per-custodian hit report + one-page argument outline for the hearing (to you).
- **March 12, 10:00 AM:** hearing on ECF 55 (plain "Falcon") and the Teams chat data, Courtroom 1300.
- **March 14:** your privilege decision on the Vasquez set.
- **March 21:** CAST_VOL002 · **March 27:** Vol 1 privilege log due (ESI Protocol ¶ 12).

**Scope (agreed 2/13)** — 15 custodians (Okafor added, Lerner dropped); TS-04 rev 5; 1/1/2021–9/9/2024; privilege protocol PLP-CAST-v2 (document-by-document before 9/9/2024; categorical only for outside litigation counsel after). 502(d) order entered (ECF 56). Falcon proximity still disputed (ECF 55/59/60).

**Review** — Lexbridge, SOW LBX-SOW-0417; **22 reviewers** since March 5; first-level **$0.78/doc from March 1** (amendment LBX-SOW-0417-A1 coming to you for signature), QC $1.40. Population **145,718** after the Teams re-exports. At the last full report (3/3) 29,870 had been reviewed at first level; first-level now forecast to finish ~March 24.

**Production** — **CAST_VOL001** served 3/6: 18,904 docs, CAST-0000001 – CAST-0131227, 1,212 AEO rate sheets (¶ 7(b)).

**Budget** — forecast ≈ **$208.5k** against the **$240k** cap (under the $225k alert line).

**Open**
1. **Teams chats** — 1:1 chats before ~July 4, 2023 are gone tenant-wide (Chat-90d, 2020 storage policy; replaced by Chat-7y on October 2, 2023). The re-export recovered Lindqvist's July–October 2023 chats. Hal still owes the Purview policy records. Disclosure position needed for the 3/10 joint statement.
2. **Vasquez set** (PRIV-VASQ-CC / HOLD-EM-PRIV): 312 docs held out of all productions pending your call; 6 public tariff attachments went out in Vol 1 without their parents.
3. **Falcon term** — decided at the 3/12 hearing.

---

Shall I start the Falcon per-custodian hit report now, so the numbers are ready for the outline and the joint statement?""", tag="m_final")

# ============================================================================= labels
L = c.label
L("user_goal", "Defend Castellan in Meridian v. Castellan (N.D. Ill. 1:24-cv-06652, matter HB-2024-0817): finish ESI scoping, vendor review and privilege logging in time for the court's production deadline; nothing goes to Greer Pollack without partner Ellen Marchetti's sign-off",
  ["1:24-cv-06652", "HB-2024-0817", "signed off"], "u_goal")
L("reference", "Relativity workspace REL-CAST-2291 (hosted by Lexbridge) holds the collection, search sets, review and productions", ["REL-CAST-2291"], 2)
L("reference", "Opposing counsel Marcus Oyelaran, Greer Pollack LLP (moyelaran@greerpollack.com); Alina Petrosyan also appears", ["moyelaran@greerpollack.com"], 3)
L("reference", "Lexbridge review contact Tom Reyes (treyes@lexbridge.com); SOW LBX-SOW-0417", ["treyes@lexbridge.com"], 11)
L("decision", "Search terms: option B adopted as search set TS-04 (proximity-limited pricing/rate*/Falcon; CRE only as the full phrase)", ["TS-04", "Falcon w/15"], 6)
L("decision", "Review method (agent's recommendation, accepted): linear first-level review of the whole population with CAL used only to prioritize the queue, because TAR culling would need advance disclosure under ESI Protocol (ECF 36) para 9", ["CAL", "linear"], 12)
L("decision", "Vendor budget is a hard $240k cap all-in (Ellen, via e-mail); warn her before signing if a forecast crosses $225k", ["$240k", "$225k"], "t_ellen")
L("decision", "Lexbridge engaged for first-level and QC review under SOW LBX-SOW-0417 (Cobalt rejected: start March 3 too late)", ["LBX-SOW-0417"], "t_ellen")
L("decision", "Custodian trade at the 2/13 meet-and-confer: Raymond Okafor (CFO) added as C15, Dov Lerner dropped; 15 custodians", ["C15", "Okafor"], 30)
L("decision", "Agreed date range 2021-01-01 to 2024-09-09 applied to TS-04 rev 5", ["2021-01-01", "2024-09-09"], 30)
L("decision", "Privilege log protocol PLP-CAST-v2: document-by-document for everything dated before 9/9/2024; categorical only for communications with outside litigation counsel on/after 9/9/2024 (both sides)", ["PLP-CAST-v2"], 34)
L("fact", "ECF 54: substantial completion of document production extended to April 7, 2025 (not April 4); no further extensions will be granted", ["ECF 54", "04/07/2025"], 40)
L("fact", "ECF 56: agreed Rule 502(d) order entered 2/18/2025", ["ECF 56", "502(d)"], 40)
L("open_issue", "Meridian's letter motion to compel plain 'Falcon' without proximity limiter (ECF 55) is undecided; in-person hearing March 12, 2025 at 10:00 AM, Courtroom 1300", ["ECF 55", "Courtroom 1300"], 40)
L("fact", "Castellan's tenant-wide Teams retention policy Chat-90d (set up in 2020 for storage) was replaced by Chat-7y on October 2, 2023; 1:1 chats before about July 4, 2023 are permanently gone for all custodians", ["Chat-7y", "July 4, 2023"], "t_hal")
L("pending_action", "Hal Brenner (Castellan IT) to send the Purview/audit records showing when Chat-90d was created (2020) and replaced (10/2/2023)", ["Purview / audit records", "hbrenner@castellanlogistics.com"], "m_hal_req")
L("fact", "Review status on 3/3/2025: 29,870 of 138,512 first-level reviewed; QC overturn 6.1%", ["29,870", "6.1%"], "t_progress")
L("decision", "Option 1: Lexbridge adds 6 reviewers for a team of 22 from March 5 (not CAL cut-off, not Saturday shifts)", ["22 reviewers", "March 5"], "m_22")
L("fact", "Lexbridge first-level rate cut to $0.78/doc for documents reviewed from March 1, 2025 (QC $1.40); SOW amendment LBX-SOW-0417-A1 to be signed by Ellen", ["$0.78", "LBX-SOW-0417-A1"], "t_prod")
L("fact", "Teams re-exports grew the review population to 145,718 documents with families", ["145,718"], "t_prod")
L("fact", "Volume 1 produced 3/6/2025: CAST_VOL001, 18,904 docs, Bates CAST-0000001 - CAST-0131227; 1,212 rate sheets designated AEO under ECF 38 ¶ 7(b)", ["CAST_VOL001", "CAST-0131227"], "t_prod")
L("pending_action", "Serve the privilege log for Volume 1 by March 27, 2025 (ESI Protocol ¶ 12, 21 days after production)", ["March 27, 2025"], "m_prod")
L("decision", "Production schedule: CAST_VOL002 on March 21, final CAST_VOL003 on April 4 (one business day before the April 7 deadline)", ["CAST_VOL002", "March 21"], "m_prod")
L("decision", "All 312 Vasquez-cc documents held out of all productions (tag HOLD-EM-PRIV, exclusion rule PXR-2291-07) until Ellen decides", ["HOLD-EM-PRIV", "PXR-2291-07"], "t_hold")
L("open_issue", "Privilege call on the 312-document Vasquez set (saved search PRIV-VASQ-CC): 201 likely produce, 57+16 redact, 38 withhold; 19 hot docs; Ellen to decide", ["PRIV-VASQ-CC", "Falcon Pricing Committee"], "t_vasq")
L("pending_action", "Deliver the Falcon per-custodian hit report and a one-page argument outline for the March 12 hearing to Ellen by March 10", ["argument outline", "2025-03-10"], 70)
L("open_issue", "Whitcomb (ECF 61) will take up Castellan's Teams chat data at the 3/12 hearing; joint statement (max 3 pages) due 03/10/2025; Castellan's disclosure position not yet decided (Ellen/Nora Feld)", ["ECF 61", "3 pages"], "m_final")

S = c.stale
S("TS-03 population of 412,806 documents with families (replaced by TS-04: 131,940)", ["412,806"], 7)
S("Vendor budget ceiling under $250k (Ellen lowered it to a $240k hard cap)", ["$250k"], "t_ellen")
S("Lexbridge first-level rate $0.92/doc from rate card LBX-RC-2025-01 (SOW set $0.84)", ["$0.92"], "t_ellen")
S("Lexbridge first-level rate $0.84/doc in SOW LBX-SOW-0417 (cut to $0.78 from March 1)", ["$0.84"], "t_prod")
S("14 custodians (Okafor added as the 15th at the 2/13 meet-and-confer)", ["14 custodians"], "u_mc")
S("TS-04 rev 4 population of 131,940 documents (rev 5 with date range and C15: 138,512)", ["131,940"], "t_rerun")
S("Substantial completion deadline March 14, 2025 (ECF 31), moved to April 7, 2025 by ECF 54", ["03/14/2025"], "t_docket2")
S("Review team of 16 reviewers (increased to 22 from March 5)", ["16 reviewers"], "m_22")
S("Review population 138,512 (grew to 145,718 after Teams re-exports)", ["138,512"], "t_prod")

doc = c.write("/work/blind22/out/blind-litigation-ediscovery-deadline.json")
print(len(doc["messages"]), "messages;", len(doc["labels"]), "labels;", len(doc["stale"]), "stale")
for l in doc["labels"]:
    print(l["id"], l["kind"], l["message_index"], l["evidence"])

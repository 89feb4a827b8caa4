#!/usr/bin/env python3
"""Generator: blind-lawfirm-conflict-check-onboarding (English).

Law firm new-business intake: onboarding Corvane Robotics, Inc. Conflict hits,
ethical wall, client merge, engagement letter fee renegotiation, retainer,
matter numbers, responsible partner replaced. Deterministic (seeded)."""
import json
import random
import sys

sys.path.insert(0, "/work/blind24/author-d")
from convlib import Conv  # noqa: E402

rng = random.Random(240611)

C = Conv("blind-lawfirm-conflict-check-onboarding",
         "Harrow & Vale: onboarding Corvane Robotics (conflicts, ethical wall, engagement letter)")


def js(obj):
    return json.dumps(obj, indent=2, ensure_ascii=False)


# --------------------------------------------------------------------------
# generated bulk: noise conflict matches
# --------------------------------------------------------------------------
FIRST = ["Alan", "Beatrice", "Carlos", "Deepa", "Edward", "Farah", "Gordon", "Helena", "Ivan",
         "Julia", "Kenji", "Laura", "Marcus", "Nadia", "Oliver", "Paula", "Quentin", "Rosa",
         "Stefan", "Tanya", "Umar", "Vera", "Walter", "Xenia", "Yusuf", "Zoe"]
LAST = ["Marshall", "Marsch", "Lind", "Linn", "Szabados", "Sabo", "Pelham", "Pellow", "Brenner",
        "Brennan", "Kiraly", "Kirby", "Stonebraker", "Oehlmann", "Corvino", "Lystrom", "Marshfield",
        "Linden", "Szalai", "Pellworthy", "Brandtner", "Osterman", "Halloway", "Reyna"]
CO_STEMS = ["Corvan", "Corvana", "Corvin", "Corven", "Carvane", "Lystro", "Lystrum", "Lysta",
            "Pellwood", "Pellworth", "Pelworth", "Pellwater", "Brenner", "Brenmore", "Stonebridge",
            "Stonebrook", "Kiraly", "Kirali", "Osterhagen", "Osterhaven", "Marshgate", "Linwood"]
CO_SUFFIX = ["Holdings LLC", "Foods Inc.", "Dental Group PC", "Logistics Ltd", "Partners LP",
             "Capital Advisors LLC", "Realty Trust", "Metals GmbH", "Software Inc.", "Farms LLC",
             "Medical Supply Co.", "Marine Services Ltd", "Family Trust", "Construction Corp.",
             "Consulting GmbH", "Ventures II LP", "Textiles S.A.", "Bakery LLC"]
ROLES = ["Client", "Adverse party", "Related party", "Co-party", "Prospective client (no engagement)",
         "Witness", "Vendor", "Opposing counsel", "Guarantor", "Lender"]
STATUS = ["Closed 2016", "Closed 2018", "Closed 2019", "Closed 2020", "Closed 2021", "Closed 2022",
          "Closed 2023", "Active", "Intake not pursued 2022", "Inactive"]
OFFICES = ["PIT", "NYC", "LON", "MUC"]
TERMS = ["Corvane Robotics, Inc.", "Corvane Systems LLC", "Daniel Marsh", "Hui Lin", "Renata Szabo",
         "Pellworth Capital Partners LP", "Pellworth Fund III LP", "Stonebridge Ventures",
         "Kiraly Growth Partners", "Lystra Automation GmbH", "Lystra Automation Inc.",
         "Brenner Holding AG", "Osterhagen Partners mbB", "Baird Kessel LLP"]


def noise_rows(n):
    rows = []
    for i in range(n):
        term = rng.choice(TERMS)
        if rng.random() < 0.45:
            name = "%s %s" % (rng.choice(FIRST), rng.choice(LAST))
        else:
            name = "%s %s" % (rng.choice(CO_STEMS), rng.choice(CO_SUFFIX))
        score = rng.randint(41, 79) / 100
        mno = "%05d-%04d" % (rng.randint(10000, 48999), rng.randint(1, 40))
        rows.append("| M%03d | %-30s | %-36s | %.2f | %-34s | %-11s | %s | %s |" % (
            i + 7, term[:30], name[:36], score, rng.choice(ROLES), mno,
            rng.choice(STATUS), rng.choice(OFFICES)))
    return rows


def mailbox_noise(k, day):
    subjects = [
        ("Kessler Biotech – INT-24-0929 conflicts results", "jpike@harrowvale.com",
         "Search came back clean except a name hit on a closed 2017 patent matter. Clearing today."),
        ("May WIP review – Corporate group", "billing-ops@harrowvale.com",
         "Attached is the May WIP report. 14 matters over 90 days unbilled; please nudge partners."),
        ("Reminder: Ethics CLE – lateral screening refresher", "cle@harrowvale.com",
         "Thursday 12:30–13:30, Pittsburgh 22nd floor and Teams. 1.0 ethics credit (PA)."),
        ("RE: Novaterra Foods engagement – signed", "kwright@novaterrafoods.com",
         "Signed copy attached. Please send wire instructions for the retainer."),
        ("Intake form update – new AML fields live", "it-helpdesk@harrowvale.com",
         "From Monday the intake form requires beneficial-owner fields for all entity clients."),
        ("FW: Kingsway Dental – prospective client call", "ptran@harrowvale.com",
         "Prospective client, dental practice sale. Can you open an intake shell? No rush."),
        ("Conflicts database maintenance Saturday 06:00–08:00", "it-helpdesk@harrowvale.com",
         "Searches will be unavailable during the window. Saved reports are not affected."),
        ("Marlowe Street LLC – closing letter", "records@harrowvale.com",
         "Closing letter sent; file moved to retention schedule R7."),
        ("RE: Ashgrove Partners fee estimate", "dgallo@harrowvale.com",
         "Client wants the estimate split by phase. I'll revise and resend Monday."),
        ("Quarterly new-business stats", "mokafor@harrowvale.com",
         "Draft deck for the management committee – 41 new clients in Q1, 6 not pursued."),
        ("Teams: Intake team stand-up moved", "jpike@harrowvale.com",
         "Moving the stand-up to 9:15 this week because of the partners' breakfast."),
        ("Lateral onboarding – questionnaire LQ-0580", "hr-laterals@harrowvale.com",
         "New lateral questionnaire submitted (Litigation, NYC). Please run against conflicts."),
    ]
    rng2 = random.Random(day)
    picks = rng2.sample(subjects, k)
    out = []
    for j, (s, frm, body) in enumerate(picks):
        hh = 7 + j
        out.append({"id": "msg-%s-%02d" % (day, j + 40), "from": frm,
                    "received": "%s %02d:%02d" % (day, hh, rng2.randint(0, 59)),
                    "subject": s, "snippet": body})
    return out


# --------------------------------------------------------------------------
# 0 system
# --------------------------------------------------------------------------
C.system(
    "You are Intake, the new-business operations assistant for Harrow & Vale LLP (offices: Pittsburgh, "
    "New York, London, Munich). You work for the New Business Intake team. You can read and update "
    "intake records, run conflict searches, create and maintain ethical walls (screens), open and update "
    "matters, merge client records, draft and amend engagement letters, route documents for approval and "
    "e-signature, request retainers from Billing, and send e-mail from the newbusiness@harrowvale.com "
    "mailbox.\n\nFirm rules you must follow:\n"
    "- No substantive work and no engagement correspondence with a prospective client until the conflict "
    "report is cleared by the General Counsel's office.\n"
    "- Direct adversity to a current client requires informed written consent from both clients.\n"
    "- Lateral-hire conflicts are handled with a documented screen (ethical wall) and written "
    "acknowledgment from every screened person.\n"
    "- Engagement letters use the current firm templates; fee terms that differ from standard need the "
    "responsible partner's approval.\n"
    "- Never invent names of outside firms or people; ask.\n\n"
    "Be concise in reports. Use tables where they help. Ask before doing anything irreversible or "
    "client-facing.")

# --------------------------------------------------------------------------
# 1 user
# --------------------------------------------------------------------------
C.user(
    "Morning. New corporate client coming in through Graham Achebe: Corvane Robotics, Inc. (Delaware corp, "
    "HQ Pittsburgh). Two pieces of work:\n"
    "1. their Series C preferred financing — lead investor is Pellworth Capital, round is about $62M;\n"
    "2. a dispute with their actuator supplier, Lystra Automation GmbH, over defective units under the 2022 "
    "supply agreement.\n\n"
    "GC is Renata Szabo (rszabo@corvanerobotics.com). Graham wants the engagement letter out and signed by "
    "Friday June 14. The intake is INT-24-0932 — parties list is in there. Run the conflicts and tell me "
    "what we've got. Nothing goes to the client until conflicts are cleared, obviously.",
    key="u1")

C.model("I'll pull the intake record first so the conflict search uses the full parties list.",
        [("intake_get", {"intake_id": "INT-24-0932", "include": ["parties", "staffing", "matters",
                                                                 "risk_questionnaire", "notes"]})])

INTAKE = """INTAKE RECORD INT-24-0932                                   status: CONFLICTS PENDING
created: 2024-06-10 17:48 ET by gachebe (Graham Achebe)      last modified: 2024-06-11 08:02 ET

PROSPECTIVE CLIENT
  legal name ............ Corvane Robotics, Inc.
  entity type ........... Delaware corporation (file no. 6218844)
  principal office ...... 2100 Smallman Street, Suite 400, Pittsburgh, PA 15222
  website ............... corvanerobotics.com
  industry .............. Industrial robotics / motion-control systems
  employees ............. ~240 (US), ~35 (UK subsidiary, not in scope of this intake)
  prior names ........... "Corvane Systems LLC" (converted to Delaware corporation 2021) — per client
  provisional client no.  20417 (assigned automatically on intake creation)

CONTACTS
  Renata Szabo   General Counsel            rszabo@corvanerobotics.com   +1 412 555 0187
  Daniel Marsh   Chief Executive Officer    dmarsh@corvanerobotics.com
  Hui Lin        Chief Financial Officer    hlin@corvanerobotics.com

PROPOSED MATTERS
  20417-0001  Series C Preferred Stock Financing        practice: Emerging Companies & VC
              est. fees: $240,000 – $290,000 through closing; target closing late August 2024
  20417-0002  Lystra supply agreement dispute            practice: Commercial Litigation
              est. fees: $400,000+ (ICC arbitration likely; seat Geneva under MSA cl. 24.2)

PROPOSED STAFFING
  responsible partner ...... Graham Achebe (TK-0862), Corporate, PIT
  billing partner .......... Graham Achebe (TK-0862)
  supervising associate .... Ben Cho (TK-3315), Senior Associate, PIT
  litigation lead (0002) ... TBD

PARTIES (as entered by G. Achebe)
  #  name                                   relationship to client           matter
  1  Corvane Robotics, Inc.                 client                           both
  2  Corvane Systems LLC                    former name of client            both
  3  Corvane Robotics UK Ltd                subsidiary (Manchester)          none (listed for info)
  4  Daniel Marsh                           CEO / director                   both
  5  Hui Lin                                CFO                              both
  6  Renata Szabo                           GC                               both
  7  Pellworth Capital Partners LP          lead investor (adverse in negotiation)  0001
  8  Pellworth Fund III LP                  investing fund                   0001
  9  Stonebridge Ventures                   existing investor (Series B)     0001
 10  Kiraly Growth Partners                 new co-investor                  0001
 11  Baird Kessel LLP                       counsel to Pellworth             0001
 12  Lystra Automation GmbH                 supplier / adverse party         0002
 13  Lystra Automation Inc.                 US subsidiary of Lystra          0002
 14  Brenner Holding AG                     parent of Lystra                 0002
 15  Osterhagen Partners mbB                counsel to Lystra                0002

RISK QUESTIONNAIRE
  Q1 Is any party a current or former firm client? ......... "Not to my knowledge" (GA)
  Q2 Any firm personnel with personal interest? ............ not answered
  Q3 Sanctions / high-risk jurisdiction ................... No
  Q4 Expected trust-account activity ...................... Retainer only
  Q5 Referral source ...................................... Daniel Marsh (CEO) – personal contact of GA
  Q6 Fee arrangement requested by client .................. "Client asked about a cap for the financing"

AML / KYC
  status ................ not started (entity client: beneficial-ownership certification required)

NOTES
  2024-06-10 GA: Daniel wants us on both matters. Pellworth term sheet already signed (non-binding),
                 definitive docs to follow. Dispute: Lystra shipped ~1,900 LX-40 actuators with
                 encoder failures; Corvane has withheld EUR 2.1m of invoices; Lystra threatening to
                 suspend deliveries.
  2024-06-11 GA: Engagement letter to go out this week. Client GC prefers one letter covering both.
"""

C.tool([INTAKE])

C.model("Running the full party list, plus personnel and lateral-hire checks.",
        [("conflicts_search", {
            "intake_id": "INT-24-0932",
            "search_terms": TERMS,
            "search_types": ["exact", "fuzzy", "former_names", "personnel_interests", "lateral_questionnaires"],
            "fuzzy_threshold": 0.40,
            "include_closed_matters": True,
            "report_title": "Corvane Robotics – Series C and Lystra dispute"})])

rows = noise_rows(262)
CONFLICT_REPORT = """CONFLICT REPORT CR-24-1187                                   run: 2024-06-11 09:14 ET
requested by: newbusiness (intake INT-24-0932)   search terms: 14   raw matches: 268   flagged: 6
database snapshot: 2024-06-11 06:00 ET    fuzzy threshold: 0.40

=== FLAGGED HITS (require disposition) =========================================================

H1  Lystra Automation GmbH                                         severity: HIGH
    match type ...... exact (entity), Munich office
    firm record ..... ACTIVE CLIENT – client 18833, matter 18833-0006
                      "EU dual-use export classification and licensing (LX product line)"
                      opened 2023-09-04, last time entry 2024-06-07
    relationship partner: Anke Brandt (TK-2204), Munich
    role in new work: ADVERSE PARTY in proposed matter 20417-0002 (supply agreement dispute)
    rule: direct adversity to a current client -> informed written consent of BOTH clients required
    note: Lystra Automation Inc. (US sub) and Brenner Holding AG appear as related parties on client 18833

H2  Corvane Systems LLC                                             severity: INFO
    match type ...... exact (former name)
    firm record ..... FORMER CLIENT – client 11862 "Corvane Systems LLC" (status INACTIVE)
                      11862-0001 Entity formation and founder agreements     closed 2019-06-30
                      11862-0002 IP assignment and licence (CMU)             closed 2020-02-14
                      11862-0003 Seed financing – SAFE round                 closed 2021-01-22
    responsible partner (then): Ruth Dalgleish (retired 2022)
    KYC on file: completed 2019-03-22 (expired under 36-month refresh policy)
    note: same legal entity as prospective client (LLC converted to Delaware corporation 2021)?
          possible DUPLICATE CLIENT RECORD – provisional client 20417 vs existing 11862

H3  Pellworth Capital Partners LP                                   severity: MEDIUM
    match type ...... lateral questionnaire LQ-0571
    firm personnel .. Tom Reyes (TK-4471), Associate, Emerging Companies & VC, PIT
                      joined 2024-05-20 from Baird Kessel LLP
    disclosure ...... represented Pellworth Capital Partners LP (investor side) in 2 venture
                      financings at Baird Kessel, 2022–2024; no involvement with Corvane disclosed
    role in new work: Pellworth is the counterparty (lead investor) in proposed matter 20417-0001
    rule: lateral-hire conflict -> timely screen + written notice; Tom Reyes must not work on
          or access the matter (RPC 1.10(a)(2))

H4  Pellworth Fund III LP                                           severity: MEDIUM
    match type ...... personnel interest disclosure PID-0088 (filed 2021-04-02)
    firm personnel .. Graham Achebe (TK-0862), Partner, Corporate, PIT
    disclosure ...... limited partner interest in Pellworth Fund III LP (commitment amount on file
                      with the General Counsel's office)
    role in new work: Pellworth Fund III LP is the investing fund in proposed matter 20417-0001;
                      Graham Achebe is the proposed responsible and billing partner
    rule: personal-interest conflict -> refer to General Counsel for determination (RPC 1.7(a)(2))

H5  Stonebridge Ventures                                            severity: LOW
    match type ...... exact
    firm record ..... FORMER CLIENT – client 40211, matter 40211-0003 "Fund II formation", closed 2020-11-30
    role in new work: existing investor (Series B) in proposed matter 20417-0001
    rule: former client, unrelated matter -> no action required

H6  Baird Kessel LLP                                                severity: INFO
    match type ...... exact (law firm)
    firm record ..... appears as opposing counsel on 23 matters; co-counsel on 2
    role in new work: counsel to Pellworth (counterparty) in proposed matter 20417-0001
    rule: opposing counsel -> no conflict (see H3 for the lateral issue)

No hits: Daniel Marsh, Hui Lin, Renata Szabo (exact); Kiraly Growth Partners (exact);
         Osterhagen Partners mbB (exact – opposing counsel on 1 closed matter, no conflict).

=== UNFLAGGED MATCHES (name similarity only – no relationship found) ============================
| id   | search term                    | matched record                       | score| role                               | matter      | status | off |
|------|--------------------------------|--------------------------------------|------|------------------------------------|-------------|--------|-----|
""" + "\n".join(rows) + """

=== SUMMARY ======================================================================================
flagged: 6 (HIGH 1, MEDIUM 2, LOW 1, INFO 2)   unflagged: 262   report status: AWAITING DISPOSITION
next step: record a disposition for each flagged hit and submit CR-24-1187 for clearance
"""

C.tool([CONFLICT_REPORT])

C.model(
    "## Conflict report CR-24-1187 — summary\n\n"
    "268 raw matches; 262 are name-similarity noise. Six flagged hits, of which **three need action**:\n\n"
    "| # | Party | What we found | Severity | What it means |\n"
    "|---|---|---|---|---|\n"
    "| H1 | **Lystra Automation GmbH** | **Active client** of our Munich office — matter **18833-0006** (EU dual-use export classification), relationship partner **Anke Brandt** | HIGH | We'd be directly adverse to a current client in the supply dispute. Needs informed written consent from **both** Lystra and Corvane. |\n"
    "| H2 | Corvane Systems LLC | Former client **11862** (3 closed matters 2019–2021, Ruth Dalgleish) | INFO | Same legal entity as Corvane Robotics — we probably have a **duplicate client record** (provisional 20417 vs 11862). |\n"
    "| H3 | Pellworth Capital | Lateral associate **Tom Reyes** (joined 20 May from **Baird Kessel**) acted for Pellworth on two financings (LQ-0571) | MEDIUM | Screen Tom Reyes from the Series C now, before anyone starts work. |\n"
    "| H4 | Pellworth Fund III | **Graham Achebe** holds an LP interest in the investing fund (PID-0088) | MEDIUM | Personal-interest issue for the proposed responsible partner — GC must decide. |\n"
    "| H5 | Stonebridge Ventures | Former client, unrelated fund formation, closed 2020 | LOW | No action. |\n"
    "| H6 | Baird Kessel LLP | Opposing counsel on other matters | INFO | No conflict. |\n\n"
    "### The Lystra problem (H1)\n"
    "This is the one that shapes the engagement. Options:\n\n"
    "- **A. Seek consents** — Lystra (through Anke Brandt) and Corvane both consent in writing. Lystra is "
    "a live client with ongoing billing, so a refusal is quite possible; a dispute over defective actuators "
    "is commercially sensitive for them.\n"
    "- **B. Carve out the dispute** — take the Series C only and tell Corvane we can't act on the Lystra "
    "matter. No consent needed for the financing as long as nothing we do there is adverse to Lystra.\n"
    "- **C. Drop Lystra to take Corvane** — not an option (the \"hot potato\" rule).\n\n"
    "I'd start with A and fall back to B, but either way **the dispute matter should stay on hold** until "
    "Lystra answers.\n\n"
    "### Graham (H4)\n"
    "The intake lists Graham as responsible *and* billing partner, and the questionnaire's personal-interest "
    "question (Q2) was left blank. The GC's office has the commitment amount; they need to rule on whether "
    "he can lead this.\n\n"
    "### Proposed next steps\n"
    "1. **Create an ethical wall** screening Tom Reyes from all Corvane work now (documents, billing, DMS).\n"
    "2. **Ask Anke Brandt** whether Lystra would consider a consent (she should approach Lystra's GC).\n"
    "3. **Refer H4 to the General Counsel** (Miriam Castellanos) for a determination on Graham.\n"
    "4. Resolve the duplicate client record (H2).\n\n"
    "Shall I do 1–3?")

C.user(
    "Do 1 and 3. For Lystra — don't contact Anke. Graham wants to speak to her himself first, he's calling "
    "her this afternoon. Keep the dispute matter on hold until we hear.",
    key="u2")

C.model(
    "Creating the wall and the GC referral now.",
    [("ethical_wall_create", {
        "wall_name": "Corvane / Pellworth – lateral screen (LQ-0571)",
        "covered_clients": ["20417"],
        "covered_intake": "INT-24-0932",
        "scope": "All current and future matters for Corvane Robotics, Inc. and its affiliates; all documents "
                 "that mention Pellworth Capital Partners LP or Pellworth Fund III LP in those matters",
        "screened_persons": [{"name": "Tom Reyes", "timekeeper": "TK-4471",
                              "reason": "Represented Pellworth Capital Partners LP at Baird Kessel LLP 2022–2024 (LQ-0571)"}],
        "restrictions": ["dms_workspace_deny", "time_entry_block", "email_journal_alert",
                         "no_fee_share"],
        "duration": "until 2 years after the last covered matter closes",
        "notify": ["treyes@harrowvale.com", "swhitfield@harrowvale.com", "mcastellanos@harrowvale.com",
                   "corporate-all-pit@harrowvale.com"],
        "acknowledgment_required": True,
        "related_conflict_report": "CR-24-1187"}),
     ("risk_referral_create", {
         "type": "personal_interest",
         "subject_person": {"name": "Graham Achebe", "timekeeper": "TK-0862"},
         "disclosure_ref": "PID-0088",
         "related_conflict_report": "CR-24-1187",
         "related_hit": "H4",
         "assigned_to": "mcastellanos@harrowvale.com",
         "question": "Graham Achebe is the proposed responsible and billing partner for the Corvane Robotics "
                     "Series C financing (intake INT-24-0932). The investing fund is Pellworth Fund III LP, in which "
                     "he holds an LP interest (PID-0088). Can he act as responsible/billing partner, and if not, "
                     "what role (if any) may he keep? Please also advise whether he needs to be screened.",
         "priority": "high",
         "requested_by": "mokafor@harrowvale.com"})])

C.tool([
    js({"wall_id": "EW-2291", "status": "ACTIVE – acknowledgments pending", "created": "2024-06-11T10:02:37-04:00",
        "covered_clients": ["20417 (provisional) Corvane Robotics, Inc."],
        "screened": [{"name": "Tom Reyes", "timekeeper": "TK-4471", "acknowledged": False}],
        "restrictions_applied": {
            "dms": "workspace CORVANE-INT-24-0932 ACL: deny TK-4471",
            "time_entry": "TK-4471 blocked on client 20417",
            "email_journal": "alert on TK-4471 messages containing 'Corvane' or 'Pellworth Fund III'",
            "fee_share": "TK-4471 excluded from origination/fee credit on client 20417"},
        "notices_sent": ["treyes@harrowvale.com", "swhitfield@harrowvale.com", "mcastellanos@harrowvale.com",
                         "corporate-all-pit@harrowvale.com (firm-wide screening memo)"],
        "acknowledgment_deadline": "5 business days from creation",
        "audit_log": "EW-2291/AUD-0001"}),
    js({"referral_id": "RR-24-0356", "status": "OPEN", "type": "personal_interest",
        "assigned_to": "Miriam Castellanos (General Counsel)", "sla": "2 business days",
        "created": "2024-06-11T10:02:41-04:00",
        "linked": {"conflict_report": "CR-24-1187", "hit": "H4", "intake": "INT-24-0932"},
        "auto_note": "Personal interest disclosure PID-0088 attached. Intake risk questionnaire Q2 unanswered."})])

C.model(
    "Done.\n\n"
    "- **Ethical wall EW-2291** is active — Tom Reyes is screened from all Corvane matters (DMS denied, time "
    "entry blocked, e-mail alerts on). Notice went to Tom, Sandra Whitfield (his practice group leader), "
    "Miriam and the Pittsburgh corporate group. **Tom's written acknowledgment is still outstanding.**\n"
    "- **GC referral RR-24-0356** is with Miriam Castellanos on Graham's Pellworth Fund III interest "
    "(2-business-day SLA, flagged high).\n"
    "- Dispute matter stays on hold; I haven't contacted Anke or anyone at Lystra.")

C.user(
    "Quick side question while we wait — Corvane was a client back in 2019 under the old name, right? Does "
    "that mean we can skip the new-client KYC? And what did we do for them?",
    key="u3")

C.model(
    "Yes — hit H2 shows they're the same entity: **Corvane Systems LLC**, client **11862**, converted to a "
    "Delaware corporation in 2021.\n\n"
    "**What we did for them** (all closed, partner was Ruth Dalgleish, now retired):\n\n"
    "| Matter | Work | Closed |\n|---|---|---|\n"
    "| 11862-0001 | Entity formation and founder agreements | 30 Jun 2019 |\n"
    "| 11862-0002 | IP assignment and licence (CMU) | 14 Feb 2020 |\n"
    "| 11862-0003 | Seed financing – SAFE round | 22 Jan 2021 |\n\n"
    "**KYC: no, we can't skip it.** Their KYC was completed 22 March 2019 and has expired under the 36-month "
    "refresh policy, and the entity has changed form since. We'll need a refresh, including a new "
    "beneficial-ownership certification.\n\n"
    "**One housekeeping point:** the intake auto-created provisional client **20417**, so we'd end up with two "
    "client numbers for the same company. I'd suggest we **merge 20417 into the existing client 11862** "
    "(renamed to Corvane Robotics, Inc., with Corvane Systems LLC kept as a former name). The proposed "
    "matters would be renumbered under 11862 and the history stays in one place. Want me to do that?")

C.user("Yes, merge it. Keep the old number.", key="u4")

C.model(
    "Merging now.",
    [("client_merge", {
        "source_client": "20417",
        "target_client": "11862",
        "rename_target_to": "Corvane Robotics, Inc.",
        "former_names": ["Corvane Systems LLC"],
        "entity_type": "Delaware corporation (converted from Pennsylvania LLC 2021)",
        "renumber_proposed_matters": True,
        "repoint_walls": True,
        "open_kyc_refresh": True,
        "reason": "Duplicate record: prospective client Corvane Robotics, Inc. is the same legal entity as former "
                  "client Corvane Systems LLC (conflict report CR-24-1187, hit H2). Approved by M. Okafor."})])

C.tool([
    "CLIENT MERGE MRG-24-0188 ........................................ COMPLETED 2024-06-11 10:31 ET\n"
    "provisional client 20417 merged into client 11862; client 20417 retired (redirect kept)\n\n"
    "client 11862\n"
    "  name ............ was: Corvane Systems LLC          now: Corvane Robotics, Inc.\n"
    "  former names .... now: Corvane Systems LLC (2017–2021)\n"
    "  entity type ..... was: Pennsylvania LLC             now: Delaware corporation\n"
    "  status .......... was: INACTIVE                     now: PROSPECTIVE (conflicts pending)\n\n"
    "proposed matters renumbered\n"
    "  was: 20417-0001  ->  now: 11862-0004   Series C Preferred Stock Financing      status: PROPOSED\n"
    "  was: 20417-0002  ->  now: 11862-0005   Lystra supply agreement dispute         status: ON HOLD\n"
    "  closed matters 11862-0001 .. 11862-0003 unchanged\n\n"
    "linked records updated\n"
    "  intake INT-24-0932 ........ client -> 11862\n"
    "  conflict report CR-24-1187  client -> 11862 (hits unchanged)\n"
    "  ethical wall EW-2291 ...... covered client 20417 -> 11862 (restrictions re-applied, TK-4471 still denied)\n"
    "  DMS workspace ............. CORVANE-INT-24-0932 -> 11862-CORVANE (ACLs preserved)\n\n"
    "KYC\n"
    "  previous KYC 2019-03-22 ... EXPIRED (36-month refresh policy)\n"
    "  KYC refresh KYC-7730 opened — status: AWAITING CLIENT DOCUMENTS\n"
    "    required: beneficial-ownership certification; Delaware certificate of good standing;\n"
    "              government ID for each 25%+ owner and one control person\n"
    "    note: request to client is NOT sent automatically while conflicts are pending\n\n"
    "warnings\n"
    "  - 11862-0003 carried a write-off of $3,140 (2021). Informational only.\n"
    "  - Billing contact on 11862 was ap@corvanesystems.com (bounced 2023). Update before first invoice."])

C.model(
    "Done — **20417 is merged into client 11862** (Corvane Robotics, Inc.; Corvane Systems LLC kept as former "
    "name).\n\n"
    "| | Was | Now |\n|---|---|---|\n"
    "| Series C | 20417-0001 | **11862-0004** (proposed) |\n"
    "| Lystra dispute | 20417-0002 | **11862-0005** (on hold) |\n\n"
    "- Wall EW-2291, the conflict report and the DMS workspace were re-pointed to 11862.\n"
    "- **KYC refresh KYC-7730** is open; the document request to the client is held until conflicts clear.\n"
    "- The old billing e-mail on the record bounces — we'll need a current AP contact before the first invoice.")

C.user(
    "Graham spoke to Anke. Her note should be in the newbusiness mailbox, and I think Miriam has come back on "
    "the referral too. Pull them and tell me where we are.",
    key="u5")

C.model("Searching the mailbox.",
        [("email_search", {"mailbox": "newbusiness@harrowvale.com",
                           "query": "Corvane OR Lystra OR RR-24-0356 OR INT-24-0932",
                           "received_after": "2024-06-11T00:00:00-04:00",
                           "include_bodies_for_top": 3})])

mb1 = mailbox_noise(8, "2024-06-11")
MAILBOX1 = {
    "mailbox": "newbusiness@harrowvale.com", "query": "Corvane OR Lystra OR RR-24-0356 OR INT-24-0932",
    "total_in_window": 11, "matching": 3,
    "listing_unfiltered_window": mb1,
    "results": [
        {"id": "msg-2024-06-11-71", "received": "2024-06-11 13:42", "from": "abrandt@harrowvale.com",
         "to": ["gachebe@harrowvale.com"], "cc": ["newbusiness@harrowvale.com", "mcastellanos@harrowvale.com"],
         "subject": "RE: Corvane Robotics / Lystra – conflict",
         "body": "Graham,\n\nThanks for the call. As promised I spoke to Matthias Oehler (General Counsel, "
                 "Lystra Automation GmbH) straight afterwards. I'm afraid Lystra will not consent to Harrow & Vale "
                 "acting for Corvane in the actuator dispute under the 2022 Master Supply Agreement. Matthias was "
                 "polite but clear: the LX-40 encoder issue is one of their larger open claims and they do not "
                 "want their regular outside counsel on the other side, screen or no screen.\n\n"
                 "He has no objection to us acting for Corvane on the Series C financing, provided nothing we do "
                 "there is adverse to Lystra. He also asked that nobody from my team on the Lystra export "
                 "matter is put on any Corvane work, which I assume is fine.\n\n"
                 "Sorry not to have better news.\n\nBest,\nAnke\n\n"
                 "Dr. Anke Brandt | Partner | Harrow & Vale LLP | Maximilianstrasse 35, 80539 Munich"},
        {"id": "msg-2024-06-11-74", "received": "2024-06-11 14:05", "from": "mcastellanos@harrowvale.com",
         "to": ["mokafor@harrowvale.com"], "cc": ["gachebe@harrowvale.com", "lfernandes@harrowvale.com"],
         "subject": "RR-24-0356 – Graham Achebe / Pellworth Fund III – determination",
         "body": "Maya,\n\nDetermination on RR-24-0356:\n\n"
                 "1. Graham's LP commitment to Pellworth Fund III LP is $750,000 (PID-0088). That is material "
                 "to him personally, and the fund is the investor across the table in the Series C. He cannot "
                 "act as responsible or billing partner and must not record time on, or receive documents from, "
                 "the Corvane financing.\n"
                 "2. He may remain originating partner for credit purposes only; that is a compensation matter "
                 "and does not involve him in the work.\n"
                 "3. I have added Graham to EW-2291 myself this morning as a second screened person; he has "
                 "already acknowledged.\n"
                 "4. Lucia Fernandes has agreed to take over as responsible partner. Please update the matter.\n\n"
                 "Once the staffing is corrected and each flagged hit has a disposition, submit CR-24-1187 for "
                 "clearance and I will turn it around the same day.\n\nMiriam\n\n"
                 "Miriam Castellanos | General Counsel | Harrow & Vale LLP"},
        {"id": "msg-2024-06-11-77", "received": "2024-06-11 14:26", "from": "rszabo@corvanerobotics.com",
         "to": ["gachebe@harrowvale.com"], "cc": ["newbusiness@harrowvale.com"],
         "subject": "Engagement letter timing",
         "body": "Graham,\n\nQuick note on timing for the engagement letter. Our policy is that engagements "
                 "with expected fees over $100k are co-signed by the CFO, and Hui Lin is travelling June 13–19 "
                 "(Asia supplier visits, limited access). So realistically the earliest we can sign is "
                 "Thursday June 20. Happy to review a draft before then.\n\nRegards,\nRenata\n\n"
                 "Renata Szabo | General Counsel | Corvane Robotics, Inc."}]}

C.tool([js(MAILBOX1)])

C.model(
    "## Where we are\n\n"
    "**1. Lystra said no.** Anke spoke to Matthias Oehler (Lystra's GC): Lystra **will not consent** to us "
    "acting against them in the actuator dispute. They're fine with the Series C as long as nothing we do there "
    "is adverse to Lystra, and they want none of Anke's Lystra team on Corvane work. So option A is off the "
    "table — we can only take the financing (option B). The dispute matter should be closed out and Corvane told "
    "we can't act on it (once conflicts clear).\n\n"
    "**2. Miriam's determination on Graham (RR-24-0356):**\n"
    "- His Pellworth Fund III commitment is **$750,000** — material. He **can't be responsible or billing "
    "partner** and can't work on or see the financing.\n"
    "- He can stay **originating partner for credit only**.\n"
    "- She has **already added Graham to EW-2291** (he has acknowledged).\n"
    "- **Lucia Fernandes** has agreed to be responsible partner.\n\n"
    "**3. Timing moved.** Renata says their CFO (Hui Lin) co-signs engagements over $100k and is away June "
    "13–19, so the **earliest signature is Thursday June 20** — Graham's Friday target won't happen.\n\n"
    "### Proposed actions\n"
    "| # | Action | Record |\n|---|---|---|\n"
    "| a | Close out the dispute matter — we can't act | 11862-0005 |\n"
    "| b | Staffing: Lucia Fernandes as responsible partner, Graham as originating (credit only) | 11862-0004 |\n"
    "| c | Keep Anke's Lystra team off Corvane | EW-2291 |\n\n"
    "Who should be **billing** partner? Miriam only mentioned responsible partner. Shall I go ahead with a–c?")

C.user(
    "Yes, all of it. Lucia is billing partner too. When it comes to telling Corvane about the dispute, Lucia "
    "wants to give them two or three referral names — she'll send them, don't make any up.",
    key="u6")

C.model(
    "Updating both matters and the wall.",
    [("matter_update_batch", {"updates": [
        {"matter": "11862-0005",
         "changes": {"status": "declined"},
         "reason": "Conflict: Lystra Automation GmbH is an active client (18833-0006) and its GC refused consent "
                   "to the firm acting adverse in the supply agreement dispute. Firm will not act. Client to be "
                   "informed by non-engagement letter with referral names from L. Fernandes.",
         "notify": ["mokafor@harrowvale.com", "lfernandes@harrowvale.com", "gachebe@harrowvale.com"]},
        {"matter": "11862-0004",
         "changes": {"responsible_partner": "Lucia Fernandes (TK-1190)",
                     "billing_partner": "Lucia Fernandes (TK-1190)",
                     "originating_partner": "Graham Achebe (TK-0862) – origination credit only; screened under EW-2291"},
         "reason": "GC determination RR-24-0356 (personal interest, PID-0088)."}]}),
     ("ethical_wall_update", {
         "wall_id": "EW-2291",
         "add_screened_group": {"source": "timekeepers_with_time_on_matter", "matter": "18833-0006",
                                "direction": "exclude_from_covered_clients"},
         "reason": "Request from Anke Brandt / Lystra GC (e-mail 2024-06-11 13:42): no member of the Lystra export "
                   "team to work on Corvane matters.",
         "acknowledgment_required": True})])

C.tool([
    js({"batch_id": "MUB-24-0611-03", "results": [
        {"matter": "11862-0005", "title": "Lystra supply agreement dispute",
         "changes": [{"field": "status", "was": "ON HOLD", "now": "DECLINED – conflict"}],
         "side_effects": ["DMS workspace 11862-0005 archived (0 documents)",
                          "time entries: 0.0 h recorded – nothing to transfer",
                          "matter number 11862-0005 retained for history; cannot be reopened without GC approval"]},
        {"matter": "11862-0004", "title": "Series C Preferred Stock Financing",
         "changes": [
             {"field": "responsible_partner", "was": "Graham Achebe (TK-0862)", "now": "Lucia Fernandes (TK-1190)"},
             {"field": "billing_partner", "was": "Graham Achebe (TK-0862)", "now": "Lucia Fernandes (TK-1190)"},
             {"field": "originating_partner", "was": "(blank)", "now": "Graham Achebe (TK-0862) – credit only"}],
         "warnings": ["Originating partner is a screened person on EW-2291: origination credit allowed, "
                      "matter access denied (by design)."]}]}),
    js({"wall_id": "EW-2291", "revision": 3,
        "changes": [{"field": "screened", "added": [
            {"name": "Anke Brandt", "timekeeper": "TK-2204", "office": "MUC"},
            {"name": "Jonas Weber", "timekeeper": "TK-2251", "office": "MUC"},
            {"name": "Petra Lindqvist", "timekeeper": "TK-2617", "office": "MUC"},
            {"name": "Lena Hoffmann", "timekeeper": "TK-2730", "office": "MUC", "role": "paralegal"}]}],
        "screened_now": ["Tom Reyes (TK-4471) – ack pending",
                         "Graham Achebe (TK-0862) – acknowledged 2024-06-11 11:52 (added rev 2 by M. Castellanos)",
                         "Anke Brandt (TK-2204) – ack pending", "Jonas Weber (TK-2251) – ack pending",
                         "Petra Lindqvist (TK-2617) – ack pending", "Lena Hoffmann (TK-2730) – ack pending"],
        "notices_sent": 4})])

C.model(
    "Done.\n\n"
    "- **11862-0005** (Lystra dispute) → **declined – conflict**. No time was recorded; the number stays on the "
    "record for history.\n"
    "- **11862-0004** (Series C): responsible and billing partner **Lucia Fernandes**; Graham is originating "
    "partner for credit only (and screened).\n"
    "- **EW-2291 rev 3**: I also added everyone who has billed to Lystra's matter 18833-0006 — **Anke Brandt, "
    "Jonas Weber, Petra Lindqvist and Lena Hoffmann** — so the Munich Lystra team is walled off from Corvane as "
    "Anke asked. Six people are now screened; Graham has acknowledged, the other five haven't yet.\n\n"
    "Every flagged hit now has a disposition, so CR-24-1187 can go to Miriam for clearance. I'll wait for the "
    "referral names from Lucia before anything about the dispute goes to Corvane.")

C.user(
    "Submit it for clearance. Then draft the engagement letter for the Series C — standard corporate template, "
    "our standard rates with the usual 5% new-client discount, $50,000 retainer, monthly billing, net 30. Lucia "
    "signs. Make sure it says we're not doing the Lystra dispute.",
    key="u7")

C.model(
    "Submitting the report and drafting the letter.",
    [("conflicts_clearance_submit", {
        "report_id": "CR-24-1187", "client": "11862", "matters": ["11862-0004"],
        "dispositions": {
            "H1": "Lystra Automation GmbH (active client 18833) refused consent for dispute; dispute matter 11862-0005 "
                  "declined. Series C is not adverse to Lystra. Lystra timekeepers screened (EW-2291 rev 3).",
            "H2": "Same entity; provisional client 20417 merged into 11862 (MRG-24-0188). KYC refresh KYC-7730.",
            "H3": "Tom Reyes screened under EW-2291; acknowledgment pending.",
            "H4": "GC determination RR-24-0356: Graham Achebe removed as responsible/billing partner, screened; "
                  "Lucia Fernandes responsible and billing partner.",
            "H5": "Former client, unrelated. No action.", "H6": "Opposing counsel only. No action."},
        "submitted_by": "mokafor@harrowvale.com"}),
     ("engagement_letter_draft", {
         "template": "CORP-EL-2024-03 (US corporate / emerging companies)",
         "client": "11862", "matter": "11862-0004",
         "addressee": {"name": "Renata Szabo", "title": "General Counsel", "email": "rszabo@corvanerobotics.com"},
         "signatory": "Lucia Fernandes",
         "scope": "Representation of Corvane Robotics, Inc. in its Series C Preferred Stock financing led by Pellworth "
                  "Capital Partners LP, through closing: term sheet, charter amendment, stock purchase agreement, "
                  "investors' rights, voting and ROFR/co-sale agreements, disclosure schedules, closing deliverables.",
         "exclusions": ["Any dispute, claim or proceeding involving Lystra Automation GmbH or its affiliates, "
                        "including under the 2022 Master Supply Agreement",
                        "Tax structuring advice", "Securities filings outside Form D and state notices",
                        "UK law advice"],
         "staffing": {"responsible_partner": "Lucia Fernandes", "supervising_associate": "Ben Cho",
                      "others": "associates and paralegals as needed"},
         "fee_terms": {"basis": "hourly at standard 2024 rates", "discount_label": "5% new-client discount",
                       "discount_pct": 5, "retainer_usd": 50000,
                       "retainer_handling": "held in IOLTA trust, applied to final invoice",
                       "billing_cycle": "monthly", "payment_terms": "net 30"},
         "conflict_disclosures": ["firm_represents_adverse_related_party_unrelated_matter",
                                  "lateral_screen", "partner_personal_interest_screen"],
         "output_format": "docx+pdf"})])

EL_REV1 = """ENGAGEMENT LETTER EL-24-0613 rev 1 (DRAFT)      template CORP-EL-2024-03      generated 2024-06-11 16:51 ET
matter 11862-0004   signatory: Lucia Fernandes   status: DRAFT – not sent
----------------------------------------------------------------------------------------------------------

                                      HARROW & VALE LLP
                         One Oxford Centre, 301 Grant Street, Suite 2200
                                   Pittsburgh, PA 15219

June 11, 2024

PRIVILEGED & CONFIDENTIAL

Renata Szabo
General Counsel
Corvane Robotics, Inc.
2100 Smallman Street, Suite 400
Pittsburgh, PA 15222

Re: Terms of Engagement – Series C Preferred Stock Financing (Matter No. 11862-0004)

Dear Renata:

Thank you for selecting Harrow & Vale LLP (the "Firm," "we" or "us") to represent Corvane Robotics, Inc.
("Corvane," the "Company" or "you"). This letter and the enclosed Standard Terms of Engagement (together,
this "Agreement") set out the scope of our engagement, the basis on which we will charge for our services,
and other terms of our relationship. We welcome Corvane back as a client of the Firm; our records reflect
that we previously represented the Company under its former name, Corvane Systems LLC.

1. CLIENT
Our client in this matter is Corvane Robotics, Inc. only. Unless we agree otherwise in writing, we do not
represent any of the Company's subsidiaries, affiliates, officers, directors, employees or shareholders,
including any investor in the financing described below.

2. SCOPE OF ENGAGEMENT
We will represent the Company in connection with its proposed Series C Preferred Stock financing led by
Pellworth Capital Partners LP (the "Financing"), through closing. Our services are expected to include:
  (a) review and negotiation of the term sheet and any amendments;
  (b) preparation of the amended and restated certificate of incorporation;
  (c) negotiation of the Series C Preferred Stock Purchase Agreement, Investors' Rights Agreement, Voting
      Agreement and Right of First Refusal and Co-Sale Agreement;
  (d) preparation of the disclosure schedules with information supplied by the Company;
  (e) board and stockholder consents, capitalization table review and closing deliverables; and
  (f) Form D and state securities notice filings.

3. MATTERS EXCLUDED FROM THE ENGAGEMENT
Our engagement does not include, and we will not provide advice regarding:
  (a) any dispute, claim, arbitration or other proceeding involving Lystra Automation GmbH or any of its
      affiliates, including any matter arising under the Master Supply Agreement dated 2022. As we have
      discussed, the Firm is unable to act for the Company in that matter;
  (b) tax structuring or tax advice;
  (c) securities filings other than those listed in Section 2(f);
  (d) advice on the laws of any jurisdiction other than the United States and the State of Delaware,
      including UK law.
If you ask us to take on additional work and we agree, we will confirm the terms in writing.

4. STAFFING
Lucia Fernandes will be the partner responsible for this engagement. Ben Cho, a senior associate, will
supervise day-to-day work. Other lawyers and paralegals will assist as needed. We will staff the matter
efficiently and in consultation with you.

5. FEES
Our fees will be based on the time devoted to the matter by our lawyers and paralegals at their standard
hourly rates, less a 5% new-client discount. Our current standard rates for the lawyers expected to work on
this matter are:

   Timekeeper                              Standard rate     Rate after discount
   Lucia Fernandes, Partner                $1,150            $1,092.50
   Ben Cho, Senior Associate               $845              $802.75
   Associates (2nd–4th year)               $560 – $760       $532.00 – $722.00
   Paralegals                              $340              $323.00

Our rates are generally adjusted on January 1 of each year; we will give you at least 30 days' notice of
any change. Any estimate we give you is a good-faith estimate only and not a fixed fee or a cap.

6. RETAINER
Before we begin substantive work, we ask that you provide a retainer of $50,000. The retainer will be held
in the Firm's IOLTA trust account and applied to our final invoice in the matter. Any unused portion will
be refunded promptly at the end of the engagement.

7. BILLING AND PAYMENT
We will invoice monthly. Invoices are payable net 30 from the invoice date. Invoices will itemize time by
timekeeper and task, and disbursements at cost.

8. CONFLICTS OF INTEREST – DISCLOSURES
  (a) The Firm currently represents Lystra Automation GmbH in matters unrelated to the Company. We have
      concluded that our representation of the Company in the Financing is not adverse to Lystra.
  (b) A lawyer who recently joined the Firm previously represented an investor in the Financing at his prior
      firm. He has been screened from this matter, will not participate in it and will receive no part of
      the fee from it.
  (c) A partner of the Firm holds a passive interest in a fund affiliated with the lead investor. He has been
      screened from the matter and will not participate in it.
By signing this letter you confirm that you have been informed of these circumstances.

9. CONFIDENTIALITY AND COMMUNICATIONS
We will preserve the confidentiality of your information in accordance with applicable rules of professional
conduct. You agree that we may communicate by unencrypted e-mail and use cloud-based document platforms
that meet our security standards.

10. TERMINATION
You may terminate our engagement at any time. We may withdraw as permitted by the rules of professional
conduct, including for non-payment. Fees and disbursements incurred to the date of termination remain payable.

11. FILE RETENTION
We will retain our files for seven years after the matter closes, after which they may be destroyed
without further notice unless you ask us to return them.

12. FEE DISPUTES
Any dispute about our fees will be resolved under the fee dispute resolution program of the Allegheny County
Bar Association, to the extent available.

13. AGREEMENT
If these terms are acceptable, please sign and return a copy of this letter. The terms apply to any services
we have already provided in this matter.

We appreciate the opportunity to work with you again.

Very truly yours,

HARROW & VALE LLP

By: _______________________
    Lucia Fernandes, Partner

AGREED AND ACCEPTED:
CORVANE ROBOTICS, INC.

By: _______________________           By: _______________________
    Renata Szabo, General Counsel          Hui Lin, Chief Financial Officer
Date: ____________                      Date: ____________

Enclosure: Standard Terms of Engagement (rev. 2024-01)
----------------------------------------------------------------------------------------------------------
STANDARD TERMS OF ENGAGEMENT (rev. 2024-01)

S1 RESPONSIBILITIES OF THE FIRM AND THE CLIENT. The Firm will provide the legal services described in the
engagement letter with the skill and care expected of lawyers practising in the relevant field, keep the
Client reasonably informed of progress, and respond promptly to the Client's inquiries. The Client agrees to
provide complete and accurate information, to make decisions in a timely way, to pay invoices when due and to
tell us promptly of any change in circumstances that may affect the engagement, including changes in the
Client's ownership, officers or contact details. We cannot guarantee the outcome of any transaction or
negotiation; expressions of opinion about likely outcomes are professional judgments only.

S2 FEES, DISBURSEMENTS AND THIRD-PARTY CHARGES. Unless the engagement letter says otherwise, fees are based on
time recorded in increments of one-tenth of an hour at the hourly rates in effect when the work is done. Time
includes conferences, correspondence, drafting, research, review, travel (at one-half of the standard rate
unless work is performed while travelling) and attendance at meetings and closings. Disbursements such as
filing fees, courier charges, certified copies, searches, data-room charges and the fees of local counsel,
experts or other third parties are billed at cost. Third-party invoices above $5,000 may be forwarded to the
Client for direct payment.

S3 TRUST ACCOUNT AND RETAINERS. Retainers are deposited in the Firm's IOLTA trust account in accordance with
the Pennsylvania Rules of Professional Conduct. Interest earned on IOLTA accounts is remitted to the IOLTA
Board as required by law and is not paid to the Client or the Firm. Unless the engagement letter provides
otherwise, the Firm may apply the retainer to the final invoice and will refund any unused balance. If the
Firm is asked to hold other funds for the Client (for example, closing funds), separate written instructions
will be required.

S4 BILLING DISPUTES. The Client should raise any question about an invoice within 30 days of receiving it. The
Firm will review the question promptly and in good faith. Undisputed portions of an invoice remain payable
on the agreed terms. Late payment may result in the Firm suspending work or withdrawing, subject to its
professional obligations.

S5 INSURANCE AND INDEMNIFICATION. The Firm maintains professional liability insurance in amounts it considers
appropriate. The Firm does not ask the Client to limit the Firm's liability for malpractice. The Client is
responsible for maintaining its own insurance for its business risks, including directors' and officers'
coverage relevant to the transaction.

S6 PUBLICITY. The Firm will not use the Client's name or logo, or describe the engagement publicly, without
the Client's prior consent, except where the transaction has been publicly announced by the Client and the
description is limited to public information.

S7 DOCUMENT RETENTION AND DESTRUCTION. At the end of the engagement the Client may request the return of its
original documents. The Firm will retain its file (which may be kept electronically) for seven years and may
then destroy it without further notice. Internal administrative records, conflict records and lawyer work
product that is not part of the client file remain the property of the Firm.

S8 ELECTRONIC COMMUNICATIONS AND DATA SECURITY. The Firm uses e-mail, secure file transfer, virtual data rooms
and cloud-based systems that meet its information-security standards (ISO/IEC 27001-aligned). The Client
accepts the risks of electronic communication and agrees to tell the Firm if particular information requires
encryption or other special handling. Payment instructions from the Firm will never change by e-mail alone;
the Client should confirm any change by telephone with a known contact before transferring funds.

S9 CONFLICTS WITH OTHER CLIENTS. The Firm is a large firm with offices in several jurisdictions and represents
many clients. The Firm will not, without the Client's informed consent, represent another client in a matter
that is directly adverse to the Client while this engagement is ongoing. These terms do not contain an advance
waiver. Where the Firm has implemented a screen of any lawyer, the Firm will maintain the screen for the
duration stated in its internal records.

S10 TERMINATION AND CONCLUSION OF REPRESENTATION. Unless earlier terminated, the engagement ends when the Firm
sends its final invoice for the matter. After that, the Firm has no continuing duty to advise the Client about
changes in law or facts relating to the matter unless separately engaged to do so.

S11 GOVERNING LAW. These terms and the engagement letter are governed by the laws of the Commonwealth of
Pennsylvania, without regard to its conflict-of-laws principles.

S12 ENTIRE AGREEMENT. The engagement letter and these terms are the entire agreement between the Client and
the Firm for the matter described, and supersede prior discussions. Any amendment must be in writing and
signed or approved by e-mail by an authorised representative of each party.
----------------------------------------------------------------------------------------------------------
generator checks: template fields complete (41/41); rates pulled from rate card RC-2024-PIT;
                  exclusion 3(a) present (required by GC clearance conditions);
                  signature blocks: 1 firm, 2 client (CFO co-sign per client policy note on INT-24-0932)
"""

C.tool([
    js({"clearance_id": "CLR-24-0611", "report_id": "CR-24-1187", "status": "APPROVED WITH CONDITIONS",
        "approved_by": "Miriam Castellanos (General Counsel)", "approved_at": "2024-06-11T16:42:10-04:00",
        "covered": {"client": "11862 Corvane Robotics, Inc.", "matters": ["11862-0004"]},
        "not_covered": ["11862-0005 (declined)", "any affiliate of the client not named in CR-24-1187"],
        "conditions": [
            "1. Written acknowledgment of EW-2291 by every screened person within 5 business days of the wall's creation.",
            "2. Engagement letter must expressly exclude any matter adverse to Lystra Automation GmbH or its affiliates.",
            "3. KYC-7730 must be completed before the first invoice (including any retainer invoice) is issued."],
        "matter_status_change": {"11862-0004": {"was": "PROPOSED", "now": "OPEN – conditions outstanding"}},
        "client_contact_permitted": True}),
    EL_REV1])

C.model(
    "## Conflicts cleared ✅\n"
    "Miriam approved **CLR-24-0611** at 16:42 — matter **11862-0004 is now open**, with three conditions:\n"
    "1. Every screened person acknowledges EW-2291 within 5 business days.\n"
    "2. The letter must expressly exclude anything adverse to Lystra — the draft does (Section 3(a)).\n"
    "3. **KYC-7730 must be complete before the first invoice, including the retainer invoice.**\n\n"
    "## Engagement letter EL-24-0613 rev 1 — key terms\n"
    "| Term | Draft |\n|---|---|\n"
    "| Scope | Series C through closing (term sheet, charter, SPA, IRA, voting, ROFR/co-sale, disclosure schedules, Form D) |\n"
    "| Exclusions | Lystra dispute; tax; other securities filings; UK law |\n"
    "| Staffing | Lucia Fernandes (responsible), Ben Cho (day-to-day) |\n"
    "| Fees | Standard rates less 5% new-client discount (Lucia $1,150 → $1,092.50) |\n"
    "| Retainer | $50,000, IOLTA trust, applied to final invoice |\n"
    "| Billing | Monthly, net 30 |\n"
    "| Signatures | Lucia; Renata **and** Hui Lin (CFO co-sign per their policy) |\n\n"
    "Two things to note:\n"
    "- Section 8 discloses the Lystra relationship and the two screens in general terms, without naming Tom, "
    "Graham or the fund.\n"
    "- The intake questionnaire says Renata asked about a **fee cap** for the financing; the draft has none. "
    "She may raise it.\n\n"
    "Conflicts are cleared, so we can now contact the client. Shall I send rev 1 to Renata for review?")

C.user("Send it to Renata, cc Lucia and me. Keep the e-mail short.", key="u8")

C.model(
    "Sending.",
    [("email_send", {
        "from": "newbusiness@harrowvale.com",
        "to": ["rszabo@corvanerobotics.com"],
        "cc": ["lfernandes@harrowvale.com", "mokafor@harrowvale.com"],
        "subject": "Corvane Robotics – draft engagement letter, Series C financing (Matter 11862-0004)",
        "body": "Dear Renata,\n\nOn behalf of Lucia Fernandes, please find attached our draft engagement letter for the "
                "Series C financing, together with our Standard Terms of Engagement. Lucia will be the responsible "
                "partner for the matter.\n\nWe understand from your note to Graham that signature will follow Hui "
                "Lin's return, on June 20. We would be glad to take any comments on the draft before then.\n\n"
                "Kind regards,\nMaya Okafor\nNew Business Intake | Harrow & Vale LLP",
        "attachments": ["EL-24-0613_rev1.pdf", "HV_Standard_Terms_2024-01.pdf"],
        "file_to_matter": "11862-0004",
        "track_replies": True})])

C.tool([js({"status": "SENT", "message_id": "<hv.nb.20240611.172204.5531@harrowvale.com>",
            "sent_at": "2024-06-11T17:22:04-04:00", "thread_id": "THR-88412",
            "filed": "DMS 11862-0004/CORR/0001", "attachments_scanned": "clean (2/2)",
            "reply_tracking": "ON – replies will be filed to 11862-0004 and flagged to newbusiness"})])

C.model("Sent to Renata (cc Lucia and you) — thread **THR-88412**, filed to 11862-0004. Replies will be "
        "flagged to the newbusiness mailbox.")

C.user("Morning. Renata came back overnight with comments. Have a look at the thread.", key="u9")

C.model("Pulling the thread.", [("email_get_thread", {"thread_id": "THR-88412", "include_attachments_text": True})])

C.tool([js({"thread_id": "THR-88412", "messages": 2, "latest": {
    "id": "msg-2024-06-11-93", "received": "2024-06-11 21:07", "from": "rszabo@corvanerobotics.com",
    "to": ["newbusiness@harrowvale.com"], "cc": ["lfernandes@harrowvale.com", "mokafor@harrowvale.com",
                                                 "dmarsh@corvanerobotics.com"],
    "subject": "RE: Corvane Robotics – draft engagement letter, Series C financing (Matter 11862-0004)",
    "body": "Maya, Lucia,\n\nThanks for the quick turnaround. Daniel and I went through the draft tonight. Generally "
            "fine; our points are commercial:\n\n"
            "1. Discount. 5% is lower than we have from our other outside counsel. We would like 15% off "
            "standard rates for this matter.\n"
            "2. Cap. As Graham and Daniel discussed, we need cost certainty for the board. We propose a cap of "
            "$180,000 on fees for the Series C through closing.\n"
            "3. Retainer. $50,000 is a lot of cash to tie up right before the round closes. We'd propose "
            "$25,000, applied against the first invoice rather than the last.\n"
            "4. Payment. Our AP runs on a 45-day cycle; could invoices be payable within 45 days?\n"
            "5. UK subsidiary. Please add Corvane Robotics UK Ltd as a client under the letter — the round "
            "includes option grants to our Manchester team and we'd like you to coordinate that piece with "
            "UK counsel.\n\n"
            "Separately, our board asked me to confirm whether the firm has any relationship with Pellworth or "
            "its counsel (Baird Kessel) that we should know about. Section 8 is a bit cryptic. Lucia, maybe we "
            "can cover that by phone.\n\n"
            "Signing still on track for the 20th once Hui is back.\n\nBest,\nRenata",
    "attachments": []}, "earlier": ["msg <hv.nb.20240611.172204.5531@harrowvale.com> (our draft, 2024-06-11 17:22)"]})])

C.model(
    "## Renata's comments on rev 1\n\n"
    "| # | Renata asks | Current draft | My suggestion | Why |\n|---|---|---|---|---|\n"
    "| 1 | 15% discount | 5% | **10%** | Meets her halfway; 15% is outside the corporate group's usual band without a cap trade-off. |\n"
    "| 2 | Fee cap **$180,000** through closing | none | **Cap of $210,000**, with assumptions | Our own estimate was $240–290k, so $180k is below cost. A cap at $210k with clear assumptions protects us. |\n"
    "| 3 | Retainer $25,000, applied to **first** invoice | $50,000, applied to final invoice | **$40,000**, keep applied to **final** invoice | Applying it to the first invoice defeats the purpose; a lower amount is the fair give. |\n"
    "| 4 | Payment within 45 days | net 30 | **Hold at net 30** | Standard; the firm usually concedes this one only when asked twice. |\n"
    "| 5 | Add Corvane Robotics UK Ltd as a client | not a client | **Run conflicts first** | The UK sub wasn't in CR-24-1187 (clearance CLR-24-0611 covers client 11862 only). |\n\n"
    "**Cap assumptions I'd attach to the $210,000:** one lead investor; no more than two rounds of investor "
    "comments on the definitive documents; closing by **August 30, 2024**; excludes disbursements, Delaware "
    "filing fees, and fees of UK or other local counsel. Work beyond the assumptions is billed at the discounted "
    "hourly rates.\n\n"
    "**Board question (Pellworth / Baird Kessel):** Renata is asking, in effect, about the screens in Section "
    "8. Lucia can explain in general terms that one lawyer came from Baird Kessel and one partner has a passive "
    "fund interest, both screened. That's a conversation for Lucia rather than an e-mail from intake.\n\n"
    "Shall I prepare **rev 2** on these counter-terms for Lucia's approval?")

C.user(
    "Lucia's fine with your numbers, except she'll give them net 45 — she says it's not worth the fight. Do rev 2 "
    "with the UK entity in, and run the UK sub through conflicts. She'll deal with the Pellworth/Baird Kessel "
    "question herself on her call with Renata on Thursday.",
    key="u10")

C.model(
    "Preparing rev 2 and running the supplemental search.",
    [("engagement_letter_amend", {
        "letter_id": "EL-24-0613", "base_revision": 1,
        "changes": [
            {"field": "fee_terms.discount_pct", "to": 10, "label": "10% discount off standard rates"},
            {"field": "fee_terms.fee_cap", "to": {
                "amount_usd": 210000, "applies_to": "fees for the Series C through closing",
                "assumptions": ["one lead investor", "no more than two rounds of investor comments on definitive documents",
                                "closing by August 30, 2024"],
                "excludes": ["disbursements", "Delaware filing fees", "fees of UK or other local counsel"],
                "beyond_assumptions": "billed at discounted hourly rates"}},
            {"field": "fee_terms.retainer_usd", "to": 40000},
            {"field": "fee_terms.payment_terms", "to": "net 45"},
            {"field": "client_entities", "add": "Corvane Robotics UK Ltd"}],
        "reason": "Client comments 2024-06-11 21:07 (R. Szabo); counter-terms agreed by L. Fernandes.",
        "route_for_approval": None}),
     ("conflicts_search", {
         "supplement_to": "CR-24-1187",
         "search_terms": ["Corvane Robotics UK Ltd", "Owen Pryce", "Corvane Robotics UK", "Unit 4 Trafford Park"],
         "search_types": ["exact", "fuzzy", "related_parties"],
         "fuzzy_threshold": 0.40, "include_closed_matters": True,
         "offices": ["LON", "PIT", "NYC", "MUC"]})])

C.tool([
    "ENGAGEMENT LETTER EL-24-0613 ...................................... rev 2 (DRAFT) saved 2024-06-12 09:12 ET\n"
    "base: rev 1   changes: 5   redline: EL-24-0613_rev1-v-rev2.pdf\n\n"
    "  section  field                     was                                   now\n"
    "  5        discount                  5% new-client discount                10% discount off standard rates\n"
    "  5        rate table                Lucia Fernandes $1,092.50             Lucia Fernandes $1,035.00\n"
    "                                     Ben Cho $802.75                       Ben Cho $760.50\n"
    "                                     Associates $532.00 – $722.00          Associates $504.00 – $684.00\n"
    "                                     Paralegals $323.00                    Paralegals $306.00\n"
    "  5A (new) fee cap                   (none)                                $210,000 for the Series C through closing,\n"
    "                                                                           subject to assumptions (one lead investor;\n"
    "                                                                           ≤2 rounds of investor comments; closing by\n"
    "                                                                           August 30, 2024); excludes disbursements,\n"
    "                                                                           Delaware filing fees, UK/local counsel\n"
    "  6        retainer                  $50,000                               $40,000 (IOLTA trust, applied to final invoice)\n"
    "  7        payment terms             net 30                                net 45\n"
    "  1        client entities           Corvane Robotics, Inc.                Corvane Robotics, Inc.; Corvane Robotics UK Ltd\n\n"
    "WARNINGS\n"
    "  W1  Client entity 'Corvane Robotics UK Ltd' is not covered by a cleared conflict report\n"
    "      (CLR-24-0611 covers client 11862 only). Letter cannot be released for signature until cleared.\n"
    "  W2  Fee terms deviate from rate card RC-2024-PIT (discount >5%, cap). Responsible partner approval required.\n"
    "  W3  Section 3(d) still excludes UK law advice; check consistency with adding the UK entity.\n"
    "status: DRAFT – not routed",
    """SUPPLEMENTAL CONFLICT REPORT CR-24-1187-S1                       run: 2024-06-12 09:13 ET
supplement to: CR-24-1187 (client 11862)   search terms: 4   raw matches: 19   flagged: 2

=== FLAGGED HITS =============================================================================

S1-H1  Corvane Robotics UK Ltd                                    severity: MEDIUM
       match type ...... exact (entity), London office
       firm record ..... ADVERSE/COUNTERPARTY on ACTIVE matter 30775-0012 for client Halden Estates Ltd
                         "Lease of Unit 4, Trafford Park, Manchester – new 15-year lease to Corvane Robotics UK Ltd"
                         opened 2024-04-16; responsible partner Rupert Vance (TK-6120), Real Estate, LON
                         status: heads of terms signed 2024-05-28; lease under negotiation
       rule: if the Firm represents Corvane Robotics UK Ltd generally, the Firm would be acting for a current
             client (Halden Estates Ltd) in a transaction directly adverse to another current client ->
             consent of Halden Estates Ltd required; consult responsible partner of 30775-0012

S1-H2  Owen Pryce                                                 severity: INFO
       match type ...... exact (person)
       firm record ..... signatory for tenant on 30775-0012 (director, Corvane Robotics UK Ltd)
       rule: see S1-H1

=== UNFLAGGED MATCHES (name similarity only) ==================================================
| S1-M01 | Corvane Robotics UK  | Corvan Logistics Ltd              | 0.58 | Vendor        | 31102-0004 | Closed 2021 | LON |
| S1-M02 | Owen Pryce           | Owen Price                        | 0.93 | Witness       | 28841-0019 | Closed 2019 | LON |
| S1-M03 | Owen Pryce           | Gwen Pryce-Jones                  | 0.61 | Related party | 33015-0002 | Active      | LON |
| S1-M04 | Unit 4 Trafford Park | Unit 14 Trafford Park (Kellogg's) | 0.71 | Property      | 27780-0031 | Closed 2018 | LON |
| S1-M05 | Corvane Robotics UK  | Carvane Marine Services Ltd       | 0.52 | Adverse party | 29954-0007 | Closed 2020 | LON |
| ... 12 further matches below 0.55 omitted (see full report) ...

status: AWAITING DISPOSITION (S1-H1)"""])

C.model(
    "## Rev 2 saved — but not releasable yet\n\n"
    "**EL-24-0613 rev 2** has the new terms: **10% discount**, **$210,000 cap** (with the assumptions), "
    "**$40,000 retainer** applied to the final invoice, **net 45**, and the UK entity added. It needs Lucia's "
    "approval (off-rate-card terms).\n\n"
    "## UK subsidiary: new conflict ⚠️\n"
    "Supplemental report **CR-24-1187-S1** found that our **London office acts for Halden Estates Ltd** "
    "(current client) **against Corvane Robotics UK Ltd** — matter **30775-0012**, a new 15-year lease of Unit 4, "
    "Trafford Park. Heads of terms signed 28 May; the lease is still being negotiated. Rupert Vance is the "
    "partner.\n\n"
    "If Corvane UK becomes our client, we'd be on both sides of a live negotiation between two current clients — "
    "that needs **Halden's consent** (and Corvane's), and Rupert has to be asked first.\n\n"
    "### Options\n"
    "| | A. Keep UK entity in rev 2 | B. Take it out for now |\n|---|---|---|\n"
    "| Letter can go for signature | Only after Halden consents and S1 clears | Yes, once Lucia approves |\n"
    "| Risk to June 20 signing | High — Halden's timing is outside our control | None |\n"
    "| UK option-grant work | Covered from day one | Added later when cleared |\n\n"
    "I'd go with **B** and ask Rupert about Halden in parallel. Also, W3: Section 3(d) still excludes UK law "
    "advice — that's right either way, since Renata wants us to *coordinate* UK counsel, not advise on UK law.")

C.user(
    "B. Take the UK entity back out — we'll bring it in by side letter once London clears it. E-mail Rupert Vance "
    "and ask whether Halden would consent, and route the letter to Lucia for approval.",
    key="u11")

C.model(
    "On it.",
    [("engagement_letter_amend", {
        "letter_id": "EL-24-0613", "base_revision": 2,
        "changes": [{"field": "client_entities", "remove": "Corvane Robotics UK Ltd"},
                    {"field": "section_1.note", "to": "Corvane Robotics UK Ltd may be added by side letter "
                                                      "once the Firm's conflict procedures are complete."}],
        "reason": "UK entity blocked by supplemental conflict CR-24-1187-S1 (Halden Estates, 30775-0012). To be "
                  "added by side letter after clearance.",
        "route_for_approval": {"approver": "lfernandes@harrowvale.com",
                               "message": "Rev 3 reflects the counter-terms you agreed (10%, $210k cap, $40k retainer, "
                                          "net 45). UK entity removed pending Halden consent (CR-24-1187-S1)."}}),
     ("email_send", {
         "from": "newbusiness@harrowvale.com",
         "to": ["rvance@harrowvale.com"],
         "cc": ["mokafor@harrowvale.com"],
         "subject": "Conflict query – Halden Estates (30775-0012) / Corvane Robotics UK Ltd",
         "body": "Rupert,\n\nWe have cleared Corvane Robotics, Inc. (client 11862) as a new client for its Series C "
                 "financing (Lucia Fernandes, PIT). The client has asked us to add its subsidiary Corvane Robotics UK "
                 "Ltd to the engagement to coordinate option grants to its Manchester employees.\n\n"
                 "Our supplemental search (CR-24-1187-S1) shows you act for Halden Estates Ltd on the Unit 4, Trafford "
                 "Park lease to Corvane Robotics UK Ltd (30775-0012). Could you let us know:\n"
                 "1. where the lease negotiation stands, and\n"
                 "2. whether you think Halden would consent to the firm acting for Corvane Robotics UK Ltd on "
                 "unrelated corporate work (with a screen between the teams)?\n\n"
                 "We are not adding the UK entity until this is resolved.\n\nMany thanks,\nMaya Okafor\n"
                 "New Business Intake",
         "file_to_matter": "11862-0004"})])

C.tool([
    js({"letter_id": "EL-24-0613", "revision": 3, "status": "PENDING APPROVAL", "saved": "2024-06-12T09:31:48-04:00",
        "changes": [{"section": "1", "field": "client_entities",
                     "was": "Corvane Robotics, Inc.; Corvane Robotics UK Ltd", "now": "Corvane Robotics, Inc."},
                    {"section": "1", "field": "note", "was": "(none)",
                     "now": "Corvane Robotics UK Ltd may be added by side letter once the Firm's conflict procedures are complete."}],
        "warnings_cleared": ["W1 (UK entity no longer a client entity)"],
        "warnings_open": ["W2 off-rate-card fee terms – approval routed"],
        "approval": {"task_id": "APR-24-2093", "approver": "Lucia Fernandes", "due": "2024-06-12T17:00:00-04:00"}}),
    js({"status": "SENT", "message_id": "<hv.nb.20240612.093203.1187@harrowvale.com>",
        "sent_at": "2024-06-12T09:32:03-04:00", "thread_id": "THR-88433", "filed": "DMS 11862-0004/CORR/0003"})])

C.model(
    "Done.\n"
    "- **EL-24-0613 rev 3** — UK entity removed, with a note that it can be added by side letter once cleared. "
    "Routed to Lucia for approval (**APR-24-2093**, due 17:00 today).\n"
    "- **E-mail to Rupert Vance** sent (thread THR-88433) asking where the Halden lease stands and whether Halden "
    "would consent.")

C.user(
    "Lucia approved, with one change: she talked to Renata and they met in the middle on the retainer — $35,000. "
    "Also, Ben Cho starts paternity leave July 1, so Aisha Mensah is the day-to-day associate from now on; Ben "
    "stays on until then for the handover. Update the letter and the matter, and send it to Renata by DocuSign. "
    "Signature date is the 20th now, right?",
    key="u12")

C.model(
    "Yes — the 20th: Renata's note of 11 June says Hui Lin is away June 13–19, and her reply last night said "
    "signing is still on track for the 20th. Updating and sending now.",
    [("engagement_letter_amend", {
        "letter_id": "EL-24-0613", "base_revision": 3,
        "changes": [{"field": "fee_terms.retainer_usd", "to": 35000},
                    {"field": "staffing.supervising_associate", "to": "Aisha Mensah"},
                    {"field": "staffing.note", "to": "Ben Cho will assist until July 1, 2024."}],
        "approval": {"approver": "Lucia Fernandes", "task_id": "APR-24-2093", "approved": True,
                     "note": "Approved with retainer change agreed with client by phone."},
        "finalize": True}),
     ("matter_update", {
         "matter": "11862-0004",
         "changes": {"supervising_associate": "Aisha Mensah (TK-5208)",
                     "team_add": ["Aisha Mensah (TK-5208)"],
                     "team_end_date": {"Ben Cho (TK-3315)": "2024-06-30"}},
         "reason": "Ben Cho on paternity leave from 2024-07-01; Aisha Mensah takes over day-to-day (L. Fernandes)."}),
     ("esign_send", {
         "provider": "DocuSign",
         "documents": [{"name": "EL-24-0613 rev 4 – Engagement Letter (Series C)", "source": "EL-24-0613", "revision": 4},
                       {"name": "Beneficial Ownership Certification – Corvane Robotics, Inc.", "source": "KYC-7730",
                        "form": "BOC-ENTITY-2024"}],
         "signers": [{"order": 1, "name": "Renata Szabo", "email": "rszabo@corvanerobotics.com", "role": "Client – General Counsel",
                      "documents": ["all"]},
                     {"order": 1, "name": "Hui Lin", "email": "hlin@corvanerobotics.com", "role": "Client – CFO co-signatory",
                      "documents": ["EL-24-0613 rev 4"]},
                     {"order": 2, "name": "Lucia Fernandes", "email": "lfernandes@harrowvale.com", "role": "Firm countersignature",
                      "documents": ["EL-24-0613 rev 4"]}],
         "cc": ["mokafor@harrowvale.com", "newbusiness@harrowvale.com"],
         "email_subject": "Harrow & Vale – engagement letter for signature (Corvane Series C)",
         "email_message": "Renata, Hui – as discussed with Lucia, please find the engagement letter for signature, together "
                          "with the beneficial-ownership certification we need to complete our client checks. We understand "
                          "signature is planned for June 20.",
         "expires_in_days": 30, "reminder": {"first_after_days": 8, "repeat_every_days": 2},
         "file_to_matter": "11862-0004"})])

C.tool([
    "ENGAGEMENT LETTER EL-24-0613 ..................................... rev 4 FINAL saved 2024-06-12 15:48 ET\n"
    "approval APR-24-2093: APPROVED by Lucia Fernandes 2024-06-12 15:40 ET\n\n"
    "  section  field                      was                                   now\n"
    "  6        retainer                   $40,000                               $35,000 (IOLTA trust, applied to final invoice)\n"
    "  4        supervising associate      Ben Cho                               Aisha Mensah\n"
    "  4        staffing note              (none)                                Ben Cho will assist until July 1, 2024.\n\n"
    "final fee terms: standard rates less 10% | fee cap $210,000 (Series C through closing, with assumptions) |\n"
    "                 retainer $35,000 | monthly billing | net 45\n"
    "client entities: Corvane Robotics, Inc.\n"
    "PDF: EL-24-0613_rev4_FINAL.pdf (9 pages)   hash sha256:4f1c…b82e\n"
    "status: FINAL – released for signature",
    js({"matter": "11862-0004", "changes": [
        {"field": "supervising_associate", "was": "Ben Cho (TK-3315)", "now": "Aisha Mensah (TK-5208)"},
        {"field": "team", "was": "Lucia Fernandes, Ben Cho", "now": "Lucia Fernandes, Aisha Mensah, Ben Cho (until 2024-06-30)"}],
        "warnings": ["Ben Cho (TK-3315) has 6.2 hours of pre-engagement time recorded on 11862-0004 "
                     "(2024-06-10 – 2024-06-12). Entries remain on the matter and will bill to the client subject to the cap."]}),
    js({"envelope_id": "ENV-3C7D19A4", "provider": "DocuSign", "status": "SENT", "sent_at": "2024-06-12T15:51:20-04:00",
        "routing": [{"order": 1, "signer": "Renata Szabo", "status": "delivered"},
                    {"order": 1, "signer": "Hui Lin", "status": "delivered (auto-reply: out of office until 2024-06-20)"},
                    {"order": 2, "signer": "Lucia Fernandes", "status": "waiting for order 1"}],
        "documents": ["EL-24-0613 rev 4 – Engagement Letter (Series C)",
                      "Beneficial Ownership Certification – Corvane Robotics, Inc."],
        "expires": "2024-07-12", "reminders": "first 2024-06-20, then every 2 days",
        "on_completion": "filed to DMS 11862-0004/ENG; KYC-7730 notified of returned certification"})])

C.model(
    "Done.\n\n"
    "| Item | Result |\n|---|---|\n"
    "| Letter | **EL-24-0613 rev 4 FINAL** — approved by Lucia (APR-24-2093). Retainer **$35,000**; fees at standard rates less 10%, cap $210,000, monthly, net 45. |\n"
    "| Staffing | 11862-0004: supervising associate **Aisha Mensah**; Ben Cho on the team until 30 June. |\n"
    "| DocuSign | Envelope **ENV-3C7D19A4** sent to Renata and Hui Lin (letter + beneficial-ownership certification), then Lucia countersigns. Expires 12 July; first reminder 20 June. |\n\n"
    "Note: Ben has **6.2 hours** of pre-engagement time on 11862-0004; it stays on the matter and counts toward the cap. "
    "Hui Lin's auto-reply confirms she's back on the 20th.")

C.user(
    "Set up the retainer invoice so it goes out the moment the letter's signed. And remind me where we are with "
    "the wall acknowledgments.",
    key="u13")

C.model(
    "Setting up the retainer request and pulling the wall status.",
    [("billing_retainer_request", {
        "matter": "11862-0004", "amount_usd": 35000, "currency": "USD",
        "deposit_to": "IOLTA trust – PNC Bank acct ending 4417",
        "application": "apply to final invoice; refund unused balance",
        "trigger": {"type": "envelope_completed", "envelope_id": "ENV-3C7D19A4"},
        "recipient": {"name": "Renata Szabo", "email": "rszabo@corvanerobotics.com"},
        "include_wire_instructions": True,
        "note": "Retainer per EL-24-0613 rev 4 section 6."}),
     ("ethical_wall_get", {"wall_id": "EW-2291", "include": ["screened", "acknowledgments", "audit"]})])

C.tool([
    js({"request_id": "RTR-24-0419", "matter": "11862-0004", "amount": "$35,000.00", "status": "SCHEDULED – HELD",
        "release_conditions": [
            {"condition": "envelope ENV-3C7D19A4 completed", "met": False},
            {"condition": "KYC-7730 complete (GC clearance CLR-24-0611 condition 3: no invoice before KYC)", "met": False,
             "detail": "KYC-7730 awaiting: beneficial-ownership certification (in ENV-3C7D19A4), Delaware good-standing "
                       "certificate (ordered by firm 2024-06-12, ETA 2 business days), ID for 25%+ owners"}],
        "on_release": "invoice R-11862-0004-01 e-mailed with wire instructions; copy to billing partner",
        "billing_contact_warning": "Client billing contact missing (old address bounced). Using rszabo@corvanerobotics.com for this request only."}),
    js({"wall_id": "EW-2291", "revision": 3, "status": "ACTIVE", "created": "2024-06-11",
        "acknowledgment_deadline": "2024-06-18",
        "screened": [
            {"name": "Tom Reyes", "timekeeper": "TK-4471", "added": "rev 1", "acknowledged": False,
             "reminders": ["2024-06-12 09:00 (auto)"], "access_attempts": 0},
            {"name": "Graham Achebe", "timekeeper": "TK-0862", "added": "rev 2", "acknowledged": "2024-06-11 11:52"},
            {"name": "Anke Brandt", "timekeeper": "TK-2204", "added": "rev 3", "acknowledged": "2024-06-12 03:14"},
            {"name": "Jonas Weber", "timekeeper": "TK-2251", "added": "rev 3", "acknowledged": "2024-06-12 02:40"},
            {"name": "Petra Lindqvist", "timekeeper": "TK-2617", "added": "rev 3", "acknowledged": "2024-06-12 08:05"},
            {"name": "Lena Hoffmann", "timekeeper": "TK-2730", "added": "rev 3", "acknowledged": "2024-06-12 07:58"}],
        "audit": ["AUD-0001 created", "AUD-0002 Graham Achebe added (M. Castellanos)", "AUD-0003 Munich team added",
                  "AUD-0004 covered client re-pointed 20417 -> 11862", "AUD-0005 reminder to TK-4471"]})])

C.model(
    "## Retainer\n"
    "**RTR-24-0419** for **$35,000** is set up, but it's **held on two conditions**, not just the signature:\n"
    "1. DocuSign envelope ENV-3C7D19A4 completed; and\n"
    "2. **KYC-7730 complete** — Miriam's clearance condition 3 bars any invoice, including the retainer, before "
    "KYC is done. Still missing: the beneficial-ownership certification (it's in the envelope), the Delaware "
    "good-standing certificate (ordered, ~2 business days) and IDs for the 25%+ owners.\n\n"
    "Once both are met the invoice goes out automatically with wire instructions. It'll go to Renata for now, "
    "because the client has no valid billing contact on file.\n\n"
    "## Wall EW-2291 — acknowledgments (deadline **2024-06-18**)\n"
    "| Person | Status |\n|---|---|\n"
    "| Graham Achebe | ✅ 11 Jun |\n| Anke Brandt | ✅ 12 Jun |\n| Jonas Weber | ✅ 12 Jun |\n"
    "| Petra Lindqvist | ✅ 12 Jun |\n| Lena Hoffmann | ✅ 12 Jun |\n"
    "| **Tom Reyes** | ❌ **outstanding** — one automatic reminder sent this morning |\n\n"
    "Tom is the one that matters most: his screen is the reason the wall exists. Want me to chase him?")

C.user("Yes, chase Tom and copy Sandra Whitfield.", key="u14")

C.model(
    "Sending the reminder.",
    [("email_send", {
        "from": "newbusiness@harrowvale.com",
        "to": ["treyes@harrowvale.com"], "cc": ["swhitfield@harrowvale.com"],
        "subject": "Action required: acknowledge ethical wall EW-2291 by 2024-06-18",
        "body": "Tom,\n\nYou were screened under ethical wall EW-2291 on June 11 (Corvane Robotics, Inc. – client 11862), "
                "because of your prior work for Pellworth Capital Partners at Baird Kessel. Firm policy and the GC's "
                "clearance (CLR-24-0611) require your written acknowledgment by June 18. Please click \"Acknowledge\" "
                "in the screening notice, or reply to this e-mail confirming you have read and will comply with it.\n\n"
                "Sandra – copying you as practice group leader, per the screening procedure.\n\n"
                "Thanks,\nMaya Okafor\nNew Business Intake",
        "file_to_matter": "11862-0004", "importance": "high"})])

C.tool([js({"status": "SENT", "message_id": "<hv.nb.20240612.161010.2291@harrowvale.com>",
            "sent_at": "2024-06-12T16:10:10-04:00", "filed": "DMS 11862-0004/CORR/0005",
            "linked": {"ethical_wall": "EW-2291", "audit": "AUD-0006 manual reminder"}})])

C.model("Sent to Tom with Sandra Whitfield in copy (logged on the wall as AUD-0006).")

C.user("Has Rupert replied? Check the mailbox.", key="u15")

C.model("Checking.",
        [("email_search", {"mailbox": "newbusiness@harrowvale.com",
                           "query": "Halden OR 30775-0012 OR Corvane OR Lystra OR EW-2291",
                           "received_after": "2024-06-12T09:30:00-04:00", "include_bodies_for_top": 4})])

mb2 = mailbox_noise(6, "2024-06-12")
MAILBOX2 = {
    "mailbox": "newbusiness@harrowvale.com", "total_in_window": 10, "matching": 4,
    "listing_unfiltered_window": mb2,
    "results": [
        {"id": "msg-2024-06-12-51", "received": "2024-06-12 16:22", "from": "rvance@harrowvale.com",
         "to": ["newbusiness@harrowvale.com"], "cc": ["mokafor@harrowvale.com"],
         "subject": "RE: Conflict query – Halden Estates (30775-0012) / Corvane Robotics UK Ltd",
         "body": "Maya,\n\nYes, we act for Halden on the Trafford Park lease. Heads of terms were signed on 28 May; we're on "
                 "the second turn of the lease and the rent-review and dilapidations clauses are still live, so it is "
                 "a genuinely contested negotiation. Corvane UK is represented by Brierley Cox in Manchester.\n\n"
                 "I can ask Halden for consent but I can't promise it — their in-house counsel, Fiona Kettering, is "
                 "cautious and slow. I'll raise it on our call on Monday; realistically expect an answer late next "
                 "week. Please don't add Corvane UK as a client until then.\n\nRupert\n\n"
                 "Rupert Vance | Partner, Real Estate | Harrow & Vale LLP | London"},
        {"id": "msg-2024-06-12-55", "received": "2024-06-12 16:40", "from": "abrandt@harrowvale.com",
         "to": ["mokafor@harrowvale.com"], "cc": ["gachebe@harrowvale.com"],
         "subject": "Corvane – one more question from Lystra",
         "body": "Maya,\n\nMatthias Oehler came back with a follow-up. Lystra understands the Series C will involve "
                 "disclosure schedules, and he assumes Corvane will disclose the LX-40 dispute and its claim against "
                 "Lystra there. His question: will Harrow & Vale be drafting the disclosure schedule entries describing "
                 "the dispute (he expects it to sit in Schedule 3.9, Litigation)? If so, Lystra would see that as the firm characterising a claim against Lystra, i.e. "
                 "adverse. He'd like an answer by the end of this week.\n\n"
                 "I haven't replied. Can you tell me how you want to handle it?\n\nAnke"},
        {"id": "msg-2024-06-12-58", "received": "2024-06-12 16:47", "from": "dse_na3@docusign.net",
         "to": ["newbusiness@harrowvale.com"],
         "subject": "Envelope ENV-3C7D19A4: viewed by Renata Szabo",
         "body": "Renata Szabo viewed \"Harrow & Vale – engagement letter for signature (Corvane Series C)\" on "
                 "2024-06-12 16:45 ET. Status: not signed. Remaining signers: Renata Szabo, Hui Lin, Lucia Fernandes."},
        {"id": "msg-2024-06-12-60", "received": "2024-06-12 17:03", "from": "treyes@harrowvale.com",
         "to": ["newbusiness@harrowvale.com"], "cc": ["swhitfield@harrowvale.com"],
         "subject": "RE: Action required: acknowledge ethical wall EW-2291 by 2024-06-18",
         "body": "Hi Maya – sorry, I've been on a closing all week. I've got questions about whether the screen also "
                 "covers a Pellworth portfolio company I'm staffed on; I've asked Sandra. Will acknowledge once she "
                 "confirms.\n\nTom"}]}

C.tool([js(MAILBOX2)])

C.model(
    "## Mailbox — four relevant messages\n\n"
    "**1. Rupert Vance (Halden / Corvane UK):** We do act for Halden; it's a genuinely contested negotiation "
    "(second turn of the lease; rent review and dilapidations still open). Corvane UK is represented by Brierley "
    "Cox. Rupert will ask Halden's in-house counsel (Fiona Kettering) on Monday but can't promise consent — "
    "**answer expected late next week**. Don't add Corvane UK until then. → The UK side letter stays **blocked**.\n\n"
    "**2. Anke Brandt — new question from Lystra:** Matthias Oehler asks whether **we** will draft the "
    "**disclosure schedule** entries describing the LX-40 dispute (Schedule 3.9, Litigation). If so, Lystra would treat that as adverse. He "
    "wants an answer by the end of this week; Anke hasn't replied.\n\n"
    "This is a real issue: the engagement letter (section 2(d)) has us preparing the disclosure schedules, and "
    "the dispute will have to be disclosed. Possible approaches:\n\n"
    "| Option | How | Trade-off |\n|---|---|---|\n"
    "| A | Corvane (Renata, or its dispute counsel) writes the Lystra entries; we insert them verbatim and don't characterise the claim | Cleanest for Lystra; Renata may push back on cost/effort |\n"
    "| B | We draft everything, including the Lystra entries | Lystra has said it would see that as adverse — risks the Lystra relationship and maybe the clearance |\n"
    "| C | Get a GC view from Miriam before answering | Adds a day; the right step before anyone commits the firm |\n\n"
    "My suggestion is **C, leading to A**. I'd hold off replying to Anke until Miriam has weighed in.\n\n"
    "**3. DocuSign:** Renata **viewed** ENV-3C7D19A4 at 16:45 — not signed yet (expected on the 20th).\n\n"
    "**4. Tom Reyes:** still not acknowledged. He's asked Sandra whether the screen also covers a Pellworth "
    "portfolio company he's staffed on, and will acknowledge once she answers. Deadline is still 2024-06-18.")

C.user(
    "Don't answer Anke yet — I'll raise the disclosure schedule point with Miriam at the 3pm risk meeting. Lucia "
    "sent me her referral names for the dispute: Fenwick Hale LLP (Dana Whitcombe, Pittsburgh) and Marlow Ebbesen "
    "LLP (Sanjay Iyer, New York). Send Renata the non-engagement letter for the Lystra dispute with those two, cc "
    "Lucia. Don't mention Lystra refusing consent — just say we have a conflict.",
    key="u16")

NONENG = ("June 12, 2024\n\nRenata Szabo\nGeneral Counsel\nCorvane Robotics, Inc.\n2100 Smallman Street, Suite 400\n"
          "Pittsburgh, PA 15222\n\nRe: Dispute with Lystra Automation GmbH under the 2022 Master Supply Agreement – "
          "non-engagement\n\nDear Renata:\n\nThank you for considering Harrow & Vale LLP to represent Corvane Robotics, "
          "Inc. in its dispute with Lystra Automation GmbH concerning LX-40 actuators supplied under the 2022 Master "
          "Supply Agreement. After review under our conflict procedures, we have determined that the Firm has a "
          "conflict of interest that prevents us from representing the Company in that matter. Accordingly, the Firm "
          "has not been engaged and will not act for the Company in the dispute, and we have not formed any view on "
          "its merits.\n\nPlease note that claims and defenses in disputes of this kind can be affected by contractual "
          "notice provisions and limitation periods, including any under the Master Supply Agreement and its dispute "
          "resolution clause. You should consult other counsel promptly so that no deadline is missed.\n\n"
          "If helpful, the following firms have experience in international supply-chain disputes and arbitration:\n"
          "  • Fenwick Hale LLP – Dana Whitcombe, Pittsburgh\n  • Marlow Ebbesen LLP – Sanjay Iyer, New York\n"
          "We make no representation about them beyond our general understanding of their experience.\n\n"
          "This letter does not affect our engagement for the Series C financing (Matter 11862-0004), which is "
          "governed by our separate engagement letter.\n\nVery truly yours,\n\nLucia Fernandes\nPartner, Harrow & Vale LLP")

C.model(
    "Sending the non-engagement letter now; I'll leave Anke's e-mail unanswered.",
    [("email_send", {
        "from": "newbusiness@harrowvale.com",
        "to": ["rszabo@corvanerobotics.com"], "cc": ["lfernandes@harrowvale.com", "mokafor@harrowvale.com"],
        "subject": "Corvane Robotics – dispute with Lystra Automation GmbH (non-engagement)",
        "body": "Dear Renata,\n\nPlease find attached a letter from Lucia Fernandes regarding the dispute with Lystra "
                "Automation GmbH. As the letter explains, the firm has a conflict of interest and is unable to act for "
                "Corvane in that matter; the letter includes two firms you may wish to contact. This does not affect "
                "our work on the Series C.\n\nKind regards,\nMaya Okafor\nNew Business Intake | Harrow & Vale LLP",
        "attachments": [{"name": "Non-engagement letter – Lystra dispute (11862-0005).pdf", "generate_from_text": NONENG,
                         "letterhead": "HV-PIT", "signature": "Lucia Fernandes (e-signature on file, approved 2024-06-12)"}],
        "file_to_matter": "11862-0005"})])

C.tool([js({"status": "SENT", "message_id": "<hv.nb.20240612.171845.0005@harrowvale.com>",
            "sent_at": "2024-06-12T17:18:45-04:00",
            "attachment": {"name": "Non-engagement letter – Lystra dispute (11862-0005).pdf", "pages": 2,
                           "generated": True, "dms": "11862-0005/CORR/0001"},
            "warnings": ["Matter 11862-0005 is DECLINED – filing allowed for non-engagement correspondence only."]})])

C.model(
    "Sent — non-engagement letter for the Lystra dispute (**11862-0005**) to Renata, cc Lucia, naming **Fenwick "
    "Hale LLP** (Dana Whitcombe) and **Marlow Ebbesen LLP** (Sanjay Iyer). It says only that we have a conflict, and "
    "warns her about notice and limitation deadlines. Anke's question is still unanswered, waiting for your "
    "discussion with Miriam.")

C.user(
    "Thanks. I'm out tomorrow — write me a handover list for Jordan Pike, who's covering intake. Put in that "
    "someone needs to chase Rupert on Tuesday if Halden hasn't come back by then.",
    key="u17")

C.model(
    "# Handover — Corvane Robotics onboarding (for Jordan Pike)\n\n"
    "**Client:** Corvane Robotics, Inc. — client **11862** (merged from provisional 20417; formerly Corvane Systems "
    "LLC). Intake **INT-24-0932**. GC: Renata Szabo (rszabo@corvanerobotics.com).\n\n"
    "## Matters\n"
    "| Matter | What | Status |\n|---|---|---|\n"
    "| **11862-0004** | Series C Preferred Stock Financing (lead investor Pellworth) | Open; conflicts cleared **CLR-24-0611** with conditions |\n"
    "| 11862-0005 | Lystra supply dispute | **Declined – conflict**; non-engagement letter sent 12 Jun with Fenwick Hale LLP and Marlow Ebbesen LLP as referrals |\n\n"
    "## Team\n"
    "- Responsible and billing partner: **Lucia Fernandes**. Graham Achebe: originating credit only, screened (GC determination RR-24-0356).\n"
    "- Day-to-day: **Aisha Mensah**; Ben Cho until 30 June (has 6.2 h pre-engagement time on the matter).\n\n"
    "## Engagement letter — EL-24-0613 rev 4 FINAL\n"
    "- Standard rates **less 10%**, **fee cap $210,000** for the Series C through closing (assumptions: one lead "
    "investor, ≤2 rounds of investor comments, closing by 30 Aug 2024; excludes disbursements, Delaware fees and "
    "UK/local counsel).\n"
    "- **Retainer $35,000** (IOLTA, applied to final invoice); monthly billing; **net 45**.\n"
    "- Corvane Robotics UK Ltd **not** included — to be added by side letter after London clears it.\n\n"
    "## Pending actions\n"
    "1. **DocuSign ENV-3C7D19A4** — Renata viewed it 12 Jun but hasn't signed. Renata + Hui Lin expected to sign "
    "**June 20** (Hui is back then), then Lucia countersigns. The envelope also carries the beneficial-ownership "
    "certification for KYC-7730. Expires 12 July.\n"
    "2. **Retainer RTR-24-0419 ($35,000)** — releases automatically only when the envelope is complete **and** "
    "KYC-7730 is closed (still needs the Delaware good-standing certificate, ordered 12 Jun, and IDs for 25%+ "
    "owners). Also get a current billing contact from Corvane; the old one bounces.\n"
    "3. **Ethical wall EW-2291** — all screened people have acknowledged except **Tom Reyes** (deadline "
    "**2024-06-18**, CLR-24-0611 condition 1). Chased 12 Jun with Sandra Whitfield in copy; Tom is waiting for "
    "Sandra on whether the screen covers a Pellworth portfolio company he works on.\n"
    "4. **Chase Rupert Vance on Tuesday** if Halden hasn't answered on consent (he's raising it with Halden's "
    "in-house counsel Fiona Kettering on Monday).\n"
    "5. Maya to raise Lystra's disclosure-schedule question with Miriam at today's 3pm risk meeting; the outcome "
    "needs to go back to Anke Brandt.\n"
    "6. Lucia to answer Renata's board question about Pellworth / Baird Kessel on her call with Renata on Thursday.\n\n"
    "## Open issues\n"
    "- **Lystra's disclosure-schedule question** (Matthias Oehler via Anke, wants an answer by end of week): if "
    "we draft the Schedule 3.9 (Litigation) entries describing the LX-40 dispute, Lystra would treat it as adverse. Anke has not "
    "been answered. Suggested route: Corvane or its dispute counsel writes those entries and we insert them verbatim.\n"
    "- **Corvane Robotics UK Ltd** — blocked by **CR-24-1187-S1**: the London office acts for Halden Estates Ltd "
    "against Corvane UK on the Trafford Park lease (30775-0012). Needs Halden's consent; answer expected late next week.\n\n"
    "## Key references\n"
    "Conflict report CR-24-1187 (+ S1) · clearance CLR-24-0611 · wall EW-2291 · KYC-7730 · EL-24-0613 rev 4 · "
    "envelope ENV-3C7D19A4 · retainer RTR-24-0419 · client merge MRG-24-0188 · threads THR-88412 (Renata), THR-88433 (Rupert).",
    key="final")

# --------------------------------------------------------------------------
# labels
# --------------------------------------------------------------------------
tool_idx = lambda key, off: C.keys[key] + off  # noqa: E731

L = C.label
L("user_goal", "Onboard Corvane Robotics, Inc. as a new corporate client for its Series C financing (lead investor "
  "Pellworth): clear conflicts, open matters, engagement letter and retainer; nothing goes to the client until "
  "conflicts are cleared.", ["Corvane Robotics", "Series C"], "u1")
L("reference", "Intake record for the onboarding is INT-24-0932", ["INT-24-0932"], "u1")
L("reference", "Client GC Renata Szabo, rszabo@corvanerobotics.com", ["rszabo@corvanerobotics.com"], "u1")
L("fact", "Conflict hit H1: Lystra Automation GmbH is an active firm client (matter 18833-0006, Munich, Anke Brandt); "
  "the dispute would be directly adverse", ["18833-0006"], tool_idx("u1", 4))
L("fact", "Lateral associate Tom Reyes (ex-Baird Kessel) represented Pellworth; screened under the wall",
  ["Tom Reyes", "Baird Kessel"], tool_idx("u1", 4))
L("reference", "Conflict report CR-24-1187 (supplement CR-24-1187-S1)", ["CR-24-1187"], tool_idx("u1", 4))
L("reference", "Ethical wall EW-2291 (Corvane screen)", ["EW-2291"], tool_idx("u2", 2))
L("decision", "Provisional client 20417 merged into existing client 11862; Series C matter is 11862-0004",
  ["11862-0004"], tool_idx("u4", 2))
L("reference", "KYC refresh KYC-7730 (needs beneficial-ownership certification, good-standing cert, IDs)",
  ["KYC-7730"], tool_idx("u4", 2))
L("fact", "Lystra's GC Matthias Oehler refused consent to the firm acting in the dispute",
  ["Matthias Oehler", "will not consent"], tool_idx("u5", 2))
L("fact", "Graham Achebe's LP commitment to Pellworth Fund III is $750,000 – material; he cannot be responsible/billing partner",
  ["Pellworth Fund III", "$750,000"], tool_idx("u5", 2))
L("decision", "GC decision: Lucia Fernandes is responsible partner (and billing partner); Graham Achebe originating "
  "partner for credit only, screened", ["Lucia Fernandes", "originating"], tool_idx("u5", 2))
L("fact", "Client CFO Hui Lin co-signs and is away June 13–19; engagement letter signature expected June 20",
  ["June 20"], tool_idx("u5", 2))
L("decision", "Lystra dispute matter 11862-0005 declined because of the conflict", ["11862-0005", "declined"],
  tool_idx("u6", 1))
L("decision", "Lystra Munich team (Anke Brandt, Jonas Weber, Petra Lindqvist, Lena Hoffmann) added to EW-2291, screened "
  "from Corvane", ["Jonas Weber", "Lena Hoffmann"], tool_idx("u6", 2))
L("fact", "Conflicts cleared: CLR-24-0611 approved by Miriam Castellanos with conditions (acks in 5 business days, "
  "Lystra exclusion, KYC before first invoice)", ["CLR-24-0611"], tool_idx("u7", 2))
L("reference", "Engagement letter EL-24-0613 (final rev 4)", ["EL-24-0613"], tool_idx("u7", 2))
L("decision", "Fee terms agreed: standard rates less 10%, fee cap $210,000 for the Series C, net 45",
  ["$210,000", "net 45"], "u10")
L("pending_action", "Lucia to answer Renata's board question about Pellworth / Baird Kessel on her call with Renata on Thursday",
  ["call with Renata"], "u10")
L("open_issue", "Corvane Robotics UK Ltd cannot be added: London acts for Halden Estates against it (30775-0012); "
  "Halden consent needed", ["Corvane Robotics UK", "Halden Estates"], tool_idx("u10", 2))
L("decision", "UK entity removed from the letter; to be added by side letter after London clears it",
  ["Corvane Robotics UK", "side letter"], "u11")
L("decision", "Retainer set at $35,000 (agreed by Lucia with Renata)", ["$35,000"], "u12")
L("decision", "Aisha Mensah is the day-to-day (supervising) associate; Ben Cho on paternity leave from July 1",
  ["Aisha Mensah"], "u12")
L("reference", "DocuSign envelope ENV-3C7D19A4 (engagement letter + beneficial-ownership certification)",
  ["ENV-3C7D19A4"], tool_idx("u12", 2))
L("fact", "Ben Cho has 6.2 hours of pre-engagement time on 11862-0004 that will bill (counts toward cap)",
  ["6.2 hours"], tool_idx("u12", 2))
L("pending_action", "Retainer request RTR-24-0419 for $35,000 is held until the envelope is completed and KYC-7730 closes",
  ["RTR-24-0419"], tool_idx("u13", 2))
L("pending_action", "Tom Reyes must acknowledge EW-2291 by 2024-06-18 (chased, cc Sandra Whitfield)",
  ["Tom Reyes", "2024-06-18"], tool_idx("u13", 2))
L("open_issue", "Lystra (Matthias Oehler via Anke) asks whether the firm will draft disclosure schedule entries on the "
  "LX-40 dispute; would be adverse; unanswered", ["Schedule 3.9"], tool_idx("u15", 2))
L("pending_action", "Maya to raise Lystra's disclosure-schedule question with Miriam at the 3pm risk meeting; Anke not "
  "answered yet", ["3pm risk meeting"], "u16")
L("decision", "Non-engagement letter for the Lystra dispute names referrals Fenwick Hale LLP and Marlow Ebbesen LLP",
  ["Fenwick Hale", "Marlow Ebbesen"], "u16")
L("pending_action", "Chase Rupert Vance on Tuesday if Halden hasn't answered on consent",
  ["Rupert", "Tuesday"], "u17")

S = C.stale_item
S("Engagement letter target signature was Friday June 14; replaced by June 20 (CFO away)", ["June 14"],
  tool_idx("u5", 2))
S("Series C matter number was 20417-0001 before the merge; now 11862-0004", ["20417-0001"], tool_idx("u4", 2))
S("Graham Achebe was the proposed responsible partner; replaced by Lucia Fernandes",
  ["Graham Achebe", "responsible partner"], "u6")
S("Dispute matter 11862-0005 was on hold; now declined", ["11862-0005", "on hold"], "u6")
S("Discount was the 5% new-client discount; replaced by 10%", ["5% new-client discount"], "u10")
S("Retainer was $50,000; replaced by $40,000 and then $35,000", ["$50,000"], "u10")
S("Payment terms were net 30; replaced by net 45", ["net 30"], "u10")
S("Retainer $40,000 (rev 2/3) replaced by $35,000", ["$40,000"], "u12")
S("Ben Cho was the supervising associate; replaced by Aisha Mensah", ["Ben Cho", "supervising associate"], "u12")

if __name__ == "__main__":
    if "--index" in sys.argv:
        C.dump_index()
    C.write()

"""Long, seeded tool outputs for the biotech IND conversation (deterministic)."""
import random

R = random.Random(2317)

OWN = {"m1": "Dana Whitfield", "m2": "Dana Whitfield", "m3": "Kevin Brandt",
       "m4": "Priya Raman (ext.)", "m5": "Farah Qureshi"}

# (path, title, doc_id, version, status, owner-or-None, modified)
LEAVES = [
    ("m1.1.1", "Form FDA 1571 — Investigational New Drug Application", "VV-REG-00502", "v0.1", "Draft", "Dana Whitfield", "2025-03-03"),
    ("m1.1.1", "Form FDA 3674 — Certification of Compliance (ClinicalTrials.gov)", "VV-REG-00503", "v0.1", "Draft", "Dana Whitfield", "2025-03-03"),
    ("m1.2", "Cover Letter — Initial IND, CVB-217", "VV-REG-00501", "v0.2", "Draft", "Dana Whitfield", "2025-03-11"),
    ("m1.3.1.1", "Change of address or corporate name — n/a", "—", "—", "Not applicable", "Dana Whitfield", "—"),
    ("m1.4.4", "Cross-reference to DMF 038871 (capsule shell supplier) — letter of authorization", "VV-REG-00507", "v1.0", "Approved", "Kevin Brandt", "2025-02-26"),
    ("m1.6.1", "Meeting Request — Type B Pre-IND (submitted 2024-12-09)", "VV-REG-00344", "v1.0", "Approved", "Dana Whitfield", "2024-12-09"),
    ("m1.6.2", "Meeting Background Package — Pre-IND (submitted 2025-01-17)", "VV-REG-00371", "v1.0", "Approved", "Dana Whitfield", "2025-01-17"),
    ("m1.6.3", "Correspondence regarding meetings — [placeholder: FDA minutes]", "—", "—", "Placeholder", "Dana Whitfield", "—"),
    ("m1.12.14", "Environmental Analysis — Claim of Categorical Exclusion (21 CFR 25.31(e))", "VV-REG-00509", "v0.3", "In Review", "Kevin Brandt", "2025-03-07"),
    ("m1.14.4.1", "Investigator's Brochure, CVB-217, Edition 1", "VV-CLN-00120", "v0.9", "In Review", "Farah Qureshi", "2025-03-12"),
    ("m2.2", "Introductory Statement and General Investigational Plan", "VV-REG-00448", "v0.4", "Draft", "Dana Whitfield", "2025-03-10"),
    ("m2.4", "Nonclinical Overview", "VV-REG-00450", "v0.6", "In Review", "Priya Raman (ext.)", "2025-03-13"),
    ("m2.6.1", "Introduction (nonclinical written summary)", "VV-REG-00451", "v1.0", "Approved", "Priya Raman (ext.)", "2025-02-28"),
    ("m2.6.2", "Pharmacology Written Summary", "VV-REG-00452", "v0.9", "In Review", "Priya Raman (ext.)", "2025-03-06"),
    ("m2.6.3", "Pharmacology Tabulated Summary", "VV-REG-00453", "v0.9", "In Review", "Priya Raman (ext.)", "2025-03-06"),
    ("m2.6.4", "Pharmacokinetics Written Summary", "VV-REG-00456", "v0.8", "Draft", "Priya Raman (ext.)", "2025-03-05"),
    ("m2.6.5", "Pharmacokinetics Tabulated Summary", "VV-REG-00457", "v0.8", "Draft", "Priya Raman (ext.)", "2025-03-05"),
    ("m2.6.6", "Toxicology Written Summary", "VV-REG-00454", "v0.7", "Draft", "Priya Raman (ext.)", "2025-03-12"),
    ("m2.6.7", "Toxicology Tabulated Summary", "VV-REG-00455", "v0.5", "Draft — on hold (REG-114)", "Priya Raman (ext.)", "2025-02-27"),
    ("m3.2.S.1", "General Information (nomenclature, structure, properties)", "VV-CMC-00210", "v1.0", "Approved", "Kevin Brandt", "2025-02-14"),
    ("m3.2.S.2", "Manufacture (Manufacturer: Halcyon Fine Chemicals, Hyderabad)", "VV-CMC-00211", "v0.8", "In Review", "Kevin Brandt", "2025-03-04"),
    ("m3.2.S.3", "Characterisation", "VV-CMC-00212", "v0.8", "In Review", "Kevin Brandt", "2025-03-04"),
    ("m3.2.S.4", "Control of Drug Substance (spec, methods, batch analyses)", "VV-CMC-00213", "v0.7", "Draft", "Kevin Brandt", "2025-03-10"),
    ("m3.2.S.5", "Reference Standards", "VV-CMC-00214", "v1.0", "Approved", "Kevin Brandt", "2025-02-14"),
    ("m3.2.S.6", "Container Closure System (DS)", "VV-CMC-00215", "v1.0", "Approved", "Kevin Brandt", "2025-02-14"),
    ("m3.2.S.7", "Stability (DS) — 6-month data, lot CVB217-DS-2406", "VV-CMC-00216", "v0.9", "In Review", "Kevin Brandt", "2025-03-07"),
    ("m3.2.P.1", "Description and Composition (capsules 5 mg, 25 mg, 100 mg)", "VV-CMC-00230", "v0.9", "In Review", "Kevin Brandt", "2025-03-06"),
    ("m3.2.P.2", "Pharmaceutical Development", "VV-CMC-00231", "v0.6", "Draft", "Kevin Brandt", "2025-03-06"),
    ("m3.2.P.3", "Manufacture (CDMO: Brightwater Pharma Services, NJ)", "VV-CMC-00232", "v0.8", "In Review", "Kevin Brandt", "2025-03-11"),
    ("m3.2.P.4", "Control of Excipients", "VV-CMC-00233", "v1.0", "Approved", "Kevin Brandt", "2025-02-20"),
    ("m3.2.P.5", "Control of Drug Product", "VV-CMC-00234", "v0.7", "Draft", "Kevin Brandt", "2025-03-11"),
    ("m3.2.P.7", "Container Closure System (HDPE bottle, induction seal)", "VV-CMC-00236", "v1.0", "Approved", "Kevin Brandt", "2025-02-20"),
    ("m3.2.P.8.1", "Stability Summary and Conclusions (DP)", "VV-CMC-00237", "v0.4", "Draft", "Kevin Brandt", "2025-03-11"),
    ("m3.2.P.8.3", "Stability Data (DP) — [placeholder]", "—", "—", "Placeholder", "Kevin Brandt", "—"),
    ("m3.2.R", "Executed Batch Record, clinical lot (redacted) — [placeholder]", "—", "—", "Placeholder", "Kevin Brandt", "—"),
    ("m4.2.1.1", "Primary pharmacodynamics: LPA1 binding and functional antagonism (CVB-PD-011)", "VV-REG-00391", "v1.0", "Approved", "Priya Raman (ext.)", "2024-11-29"),
    ("m4.2.1.1", "Primary pharmacodynamics: bleomycin lung fibrosis model, mouse (CVB-PD-014)", "VV-REG-00392", "v1.0", "Approved", "Priya Raman (ext.)", "2024-12-13"),
    ("m4.2.1.2", "Secondary pharmacodynamics: receptor/enzyme panel (Eurofins SafetyScreen87)", "VV-REG-00393", "v1.0", "Approved", "Priya Raman (ext.)", "2024-10-30"),
    ("m4.2.1.3", "Safety pharmacology: hERG patch clamp (VTX-4490) — [placeholder, draft only]", "—", "—", "Placeholder", "Priya Raman (ext.)", "—"),
    ("m4.2.1.3", "Safety pharmacology: cardiovascular telemetry, dog (VTX-4495)", "VV-REG-00417", "v1.0", "Approved", "Priya Raman (ext.)", "2025-02-07"),
    ("m4.2.1.3", "Safety pharmacology: Irwin/FOB, rat (VTX-4493)", "VV-REG-00415", "v1.0", "Approved", "Priya Raman (ext.)", "2025-01-24"),
    ("m4.2.1.3", "Safety pharmacology: respiratory plethysmography, rat (VTX-4494)", "VV-REG-00416", "v1.0", "Approved", "Priya Raman (ext.)", "2025-01-24"),
    ("m4.2.2.1", "Analytical methods and validation: LC-MS/MS in rat and dog plasma", "VV-REG-00398", "v1.0", "Approved", "Priya Raman (ext.)", "2024-11-15"),
    ("m4.2.2.2", "Absorption: single-dose PK in rat and dog (CVB-PK-007)", "VV-REG-00399", "v1.0", "Approved", "Priya Raman (ext.)", "2024-11-22"),
    ("m4.2.2.3", "Distribution: plasma protein binding, blood/plasma ratio (CVB-PK-009)", "VV-REG-00400", "v1.0", "Approved", "Priya Raman (ext.)", "2024-11-22"),
    ("m4.2.2.4", "Metabolism: in vitro metabolite profiling, hepatocytes (CVB-PK-012)", "VV-REG-00401", "v1.0", "Approved", "Priya Raman (ext.)", "2024-12-20"),
    ("m4.2.2.6", "PK drug interactions: CYP inhibition/induction (CVB-PK-015)", "VV-REG-00402", "v1.0", "Approved", "Priya Raman (ext.)", "2025-01-10"),
    ("m4.2.3.2", "Repeat-dose toxicity: 28-day oral, rat, with recovery (VTX-4468)", "VV-REG-00410", "v1.0", "Approved", "Priya Raman (ext.)", "2025-01-29"),
    ("m4.2.3.2", "Repeat-dose toxicity: 28-day oral, dog, with recovery (VTX-4471) — VTX-4471_28d_Dog_GLP_FinalReport_v1_signed_incl_appendices_1-9.pdf", "VV-REG-00412", "v1.0", "Approved", "Priya Raman (ext.)", "2025-01-31"),
    ("m4.2.3.3.1", "Genotoxicity in vitro: bacterial reverse mutation (VTX-4480)", "VV-REG-00420", "v1.0", "Approved", "Priya Raman (ext.)", "2024-12-06"),
    ("m4.2.3.3.1", "Genotoxicity in vitro: micronucleus, TK6 cells (VTX-4481)", "VV-REG-00421", "v1.0", "Approved", "Priya Raman (ext.)", "2024-12-18"),
    ("m4.2.3.7.7", "Other toxicity: phototoxicity assessment (3T3 NRU, VTX-4485)", "VV-REG-00423", "v1.0", "Approved", "Priya Raman (ext.)", "2025-01-15"),
    ("m5.3.3.1", "Clinical Protocol CVB217-101 (SAD/MAD, healthy adults) v0.8", "VV-CLN-00133", "v0.8", "Draft", "Jonah Pike", "2025-03-12"),
    ("m5.3.3.1", "Informed Consent Form template, CVB217-101", "VV-CLN-00134", "v0.6", "Draft", "Jonah Pike", "2025-03-12"),
]

SURNAMES = ["Tager", "Kim", "Swaney", "Palmer", "Ninou", "Shea", "Oikonomou", "Rancoule", "Gan",
            "Maher", "Richeldi", "Wollin", "Black", "Funke", "Chen", "Ley", "Raghu", "Hutchinson"]
JOURNALS = ["Am J Respir Crit Care Med", "Eur Respir J", "J Pharmacol Exp Ther", "Br J Pharmacol",
            "Toxicol Pathol", "Regul Toxicol Pharmacol", "Thorax", "J Med Chem", "Lancet Respir Med"]
TOPICS = ["LPA1 signalling in lung fibroblast recruitment", "lysophosphatidic acid in bronchoalveolar lavage of IPF patients",
          "LPA1 antagonism attenuates bleomycin-induced fibrosis", "emesis in the beagle dog as a species-specific response",
          "gastric mucosal hyperplasia in dog toxicity studies", "interspecies allometric scaling for first-in-human dosing",
          "autotaxin-LPA axis in pulmonary fibrosis", "LPA1 receptor knockout protects from fibrosis",
          "vascular leak and LPA signalling", "QT assessment in first-in-human studies", "exposure-based dose escalation limits",
          "bronchoalveolar LPA concentrations and disease progression"]


def toc_output():
    lit = []
    for i in range(14):
        a = R.sample(SURNAMES, 2)
        yr = R.randint(2006, 2024)
        lit.append(("m4.3", f"{a[0]} {chr(65 + R.randint(0, 25))}, {a[1]} {chr(65 + R.randint(0, 25))}, et al. "
                    f"{R.choice(TOPICS).capitalize()}. {R.choice(JOURNALS)}. {yr};{R.randint(10, 210)}:{R.randint(100, 990)}-{R.randint(991, 1999)}",
                    f"VV-LIT-{700 + i:05d}", "v1.0", "Approved", "Priya Raman (ext.)", f"2025-0{R.randint(1, 3)}-{R.randint(10, 28)}"))
    rows = LEAVES + lit
    lines = [
        'APPLICATION  APP-CVB217-IND   "CVB-217 (oral LPA1 antagonist) — Initial IND"',
        "Sponsor: Corvane Bio, Inc., 400 Technology Sq, Cambridge MA 02139   Center: CDER",
        "Review division (expected): DPACC — Division of Pulmonology, Allergy, and Critical Care",
        "Pre-assigned number: PIND 162345 (becomes the IND number on receipt)",
        "SEQUENCE 0000   submission-type: original-application   status: IN PREPARATION",
        "planned_submission_date: 2025-04-14   publishing_freeze: 2025-04-07   gateway: ESG (production), sender CORVANE-ESG-01",
        "eCTD v3.2.2 / US regional DTD v3.3 / US regional M1 spec v2.3   publisher of record: Sam Okafor",
        "",
        "SECTION OWNERS",
    ] + [f"  {k:<4} {v}" for k, v in OWN.items()] + [
        "",
        f"LEAVES ({len(rows)} total; {sum(1 for r in rows if r[2] != '—')} with document attached; "
        f"{sum(1 for r in rows if r[4] in ('Placeholder', 'Not applicable'))} placeholder/n.a.)",
        "path         | title | doc_id | ver | status | owner | modified",
    ]
    for r in rows:
        lines.append(" | ".join([f"{r[0]:<12}"] + list(r[1:])))
    lines += ["", "LIFECYCLE: all leaves operation=new (original sequence)",
              "HYPERLINKS: 214 defined, 37 unresolved (targets in draft/placeholder leaves)",
              "LAST BUILD: 2025-03-12 18:02 (draft build #6, Sam Okafor) — not validated since"]
    return "\n".join(lines)


TASKS = [
    # id, title, assignee, due, status, note
    ("REG-112", "Obtain final audited dog 28-day report VTX-4471 Amendment 1 (TK re-integration)", "Priya Raman", "2025-03-10", "blocked", "Veritox reissuing; track on VeriLink only"),
    ("REG-114", "m2.6.7 Tox tabulated summary — update TK tables after Amendment 1", "Priya Raman", "2025-03-21", "blocked", "depends on REG-112; Priya: ~5 working days after the amended report arrives"),
    ("REG-115", "m2.4 Nonclinical Overview — final (incl. safety margins table)", "Priya Raman", "2025-03-24", "in_progress", "margins use VTX-4471 v1.0 TK for now"),
    ("REG-116", "hERG VTX-4490 — final audited report into m4.2.1.3", "Priya Raman", "2025-04-02", "in_progress", "draft issued 2025-03-05"),
    ("REG-117", "m2.6.6 Tox written summary — final", "Priya Raman", "2025-03-26", "in_progress", ""),
    ("REG-119", "m2.6.4/2.6.5 PK summaries — final", "Priya Raman", "2025-03-26", "open", ""),
    ("REG-120", "Protocol CVB217-101 v1.0 — final, signed", "Jonah Pike", "2025-03-31", "in_progress", "v0.8 in Vault (VV-CLN-00133)"),
    ("REG-121", "Investigator's Brochure Edition 1 — final (VV-CLN-00120)", "Farah Qureshi", "2025-03-31", "in_progress", "v0.9 in review"),
    ("REG-122", "m2.2 Introductory statement & general investigational plan", "Dana Whitfield", "2025-04-01", "open", ""),
    ("REG-123", "ICF template CVB217-101 — final", "Jonah Pike", "2025-04-02", "open", ""),
    ("REG-125", "Form FDA 1571 — complete and sign", "Dana Whitfield", "2025-04-10", "open", ""),
    ("REG-126", "Form FDA 3674 — complete and sign", "Dana Whitfield", "2025-04-10", "open", ""),
    ("REG-127", "Cover letter — final", "Dana Whitfield", "2025-04-09", "open", "must reference pre-IND meeting and minutes"),
    ("REG-128", "Form FDA 1572 + CV + IRB details, Northbridge PI (Dr. Raymond Osei)", "Farah Qureshi", "2025-04-04", "open", ""),
    ("REG-131", "m3.2.S drug substance sections — final", "Kevin Brandt", "2025-03-28", "in_progress", ""),
    ("REG-132", "m3.2.P drug product sections — final", "Kevin Brandt", "2025-04-02", "in_progress", ""),
    ("REG-133", "m3.2.R executed batch record — redact and place", "Kevin Brandt", "2025-03-26", "open", ""),
    ("REG-135", "m1.12.14 categorical exclusion claim — final", "Kevin Brandt", "2025-03-31", "in_progress", ""),
    ("REG-136", "CoA clinical DP lot + DS lot — final, into m3.2.S.4/m3.2.P.5", "Kevin Brandt", "2025-03-28", "open", ""),
    ("REG-140", "Publishing: hyperlinks m2 -> m4/m5", "Sam Okafor", "2025-04-04", "open", ""),
    ("REG-141", "Publishing: build and validate draft sequence 0000", "Sam Okafor", "2025-04-07", "open", ""),
    ("REG-142", "Publishing: QC of final build (second person)", "Sam Okafor", "2025-04-09", "open", ""),
    ("REG-143", "ESG production transmission test (CORVANE-ESG-01)", "Sam Okafor", "2025-04-11", "open", ""),
    ("REG-144", "Submit sequence 0000 via ESG; file acknowledgements", "Sam Okafor", "2025-04-14", "open", ""),
    ("REG-150", "Pre-IND minutes: file in m1.6.3 + impact assessment", "Dana Whitfield", "2025-03-24", "open", "FDA minutes due <= 30 days after 2025-02-20"),
    ("REG-152", "Safety: SAE reporting plan and IND safety report SOP crosswalk", "Farah Qureshi", "2025-04-04", "open", ""),
    ("REG-153", "Northbridge: site contract and budget executed", "Farah Qureshi", "2025-04-11", "open", ""),
]


def tasks_output():
    lines = ["project: CVB-217 IND   filter: status in (open, in_progress, blocked)   sort: due_date   27 results", "",
             "id      | title | assignee | due | status | note"]
    for t in sorted(TASKS, key=lambda t: t[3]):
        lines.append(" | ".join(t))
    return "\n".join(lines)


def shifted_output():
    moved = [t for t in sorted(TASKS, key=lambda t: t[3]) if t[3] > "2025-03-20" and t[0] not in ("REG-112", "REG-150")]
    import datetime as dt
    lines = [f"shift_days: +14   matched: {len(moved)}   updated: {len(moved)}   skipped (excluded): REG-112, REG-150", "",
             "id      | title | assignee | due was | due now"]
    for t in moved:
        d = dt.date.fromisoformat(t[3]) + dt.timedelta(days=14)
        who = "Marisol Ortega" if t[2] == "Kevin Brandt" else t[2]
        lines.append(f"{t[0]} | {t[1]} | {who} | {t[3]} | {d.isoformat()}")
    lines += ["", "dependency check: 0 conflicts. Note: REG-116 depends on external milestone VTX-4490 final (VeriLink forecast 2025-04-02); external dates are not shifted.",
              "notifications queued: 8 assignees (digest at 17:00 ET)"]
    return "\n".join(lines)


RULES = [
    ("1001", "XML backbone well-formed and valid against DTD", "PASS"),
    ("1002", "us-regional.xml valid against US regional DTD v3.3", "PASS"),
    ("1005", "MD5 checksums match for all leaves", "PASS"),
    ("1007", "sequence number format (4 digits) and folder name", "PASS"),
    ("1011", "application type / submission type combination valid (IND, original-application)", "PASS"),
    ("1015", "applicant name and application number present in m1 admin", "PASS (PIND 162345)"),
    ("1021", "no leaf references a file outside the sequence folder", "PASS"),
    ("1024", "folder and file names lowercase, allowed characters only", "PASS"),
    ("1027", "file name length <= 64 characters", "FAIL"),
    ("1029", "path length <= 180 characters", "PASS"),
    ("1034", "all PDF files version 1.4-1.7", "PASS"),
    ("1036", "PDF not password-protected / no security settings", "PASS"),
    ("1038", "PDF fonts embedded", "PASS"),
    ("1041", "PDF text searchable (no image-only pages beyond threshold)", "WARN"),
    ("1043", "PDF fast web view enabled", "WARN"),
    ("1045", "bookmarks present for documents > 5 pages", "WARN"),
    ("1047", "hyperlinks resolve to existing destinations", "WARN"),
    ("1049", "no external (web) hyperlinks in submission documents", "PASS"),
    ("1052", "Form FDA 1571 present for original IND (m1.1.1)", "FAIL"),
    ("1053", "Form FDA 3674 present or certification statement", "WARN"),
    ("1055", "cover letter present (m1.2)", "FAIL"),
    ("1058", "m1 leaf attributes (form-type, submission-description) populated", "PASS"),
    ("1061", "no empty placeholder leaves in final build", "WARN"),
    ("1063", "STF files present where required (m4/m5 study reports)", "PASS"),
    ("1066", "STF study-id and title populated", "PASS"),
    ("1070", "duplicate leaf titles within a section", "PASS"),
    ("1073", "operation attribute valid for sequence 0000 (new only)", "PASS"),
    ("1080", "file size <= 100 MB per PDF", "PASS"),
    ("1082", "no zero-byte files", "PASS"),
    ("1090", "m3 granularity consistent with ICH M4Q", "PASS"),
]


def validation_output():
    lines = ["VALIDATION REPORT  VR-0000-0007",
             "application: APP-CVB217-IND   sequence: 0000 (draft build #7, built 2025-03-19 14:41 ET from current Vault versions)",
             "ruleset: US FDA eCTD Validation Criteria (as installed 2025-02-03) + Corvane house rules CB-PUB-2",
             "result: FAILED   high: 3   medium: 0   low/warning: 6   passed: 21   checks: 30",
             "", "rule  | description | result"]
    for r in RULES:
        lines.append(f"{r[0]}  | {r[1]} | {r[2]}")
    lines += [
        "", "FINDINGS",
        "[HIGH] 1027  m4/42-stud-rep/423-tox/4232-repeat-dose-tox/vtx-4471-28d-dog-glp-finalreport-v1-signed-incl-appendices-1-9.pdf",
        f"             file name is {len('vtx-4471-28d-dog-glp-finalreport-v1-signed-incl-appendices-1-9.pdf')} characters (limit 64). Rename the file at source and re-import.",
        "[HIGH] 1052  m1/us/111-form-1571: leaf has no document attached (VV-REG-00502 is in state Draft; only Approved versions are published).",
        "[HIGH] 1055  m1/us/12-cover-letters: leaf has no document attached (VV-REG-00501 is in state Draft).",
        "[WARN] 1041  m4 .../vtx-4471-...-appendices-1-9.pdf: pages 212-260 (Appendix 7, individual animal TK data) are image-only; OCR or request a text-based PDF.",
        "[WARN] 1043  11 PDFs without fast web view (all from Vault rendition profile 'legacy-print'); list in annex A.",
        "[WARN] 1045  m2.4 VV-REG-00450 (63 pages) has no bookmarks below level 1.",
        "[WARN] 1047  m2.6.6 VV-REG-00454: 9 hyperlinks point to named destinations not present in m4 targets (e.g. 'VTX4471_Tab14'); 28 further unresolved links point to placeholder leaves.",
        "[WARN] 1053  Form FDA 3674 leaf is in Draft.",
        "[WARN] 1061  5 placeholder/empty leaves: m3.2.P.8.3, m3.2.R, m4.2.1.3 (hERG VTX-4490), and 2 more (see annex B).",
        "", "ANNEX A (fast web view): VV-REG-00391, VV-REG-00392, VV-REG-00393, VV-REG-00398, VV-REG-00399, VV-REG-00400,",
        "  VV-REG-00401, VV-REG-00402, VV-REG-00420, VV-REG-00421, VV-REG-00423",
        "ANNEX B (placeholders/empty): m3.2.P.8.3, m3.2.R, m4.2.1.3 hERG (VTX-4490), m1.3.1.1 (marked n/a: remove leaf), m2.6.7 (Draft, excluded from build)",
        "", "Note: documents in Draft/In Review are excluded from the build and shown as empty leaves. This is expected for a mid-project build.",
        "report file: vault://publishing/APP-CVB217-IND/0000/validation/VR-0000-0007.html"]
    return "\n".join(lines)


CLOSED = [
    ("REG-101", "Pre-IND meeting request submitted (m1.6.1)", "Dana Whitfield", "2024-12-09"),
    ("REG-102", "Briefing package: nonclinical section", "Priya Raman", "2025-01-10"),
    ("REG-103", "Briefing package: CMC section", "Kevin Brandt", "2025-01-10"),
    ("REG-104", "Briefing package: clinical section + draft synopsis", "Jonah Pike", "2025-01-13"),
    ("REG-105", "Briefing package submitted via ESG (m1.6.2)", "Sam Okafor", "2025-01-17"),
    ("REG-106", "Meeting rehearsal with Priya/Elena", "Dana Whitfield", "2025-02-18"),
    ("REG-107", "Preliminary responses triage, decide questions for discussion", "Dana Whitfield", "2025-02-19"),
    ("REG-108", "Sponsor meeting notes circulated", "Farah Qureshi", "2025-02-21"),
    ("REG-109", "Rat 28-day report VTX-4468 into Vault and m4.2.3.2", "Sam Okafor", "2025-01-30"),
    ("REG-110", "Dog 28-day report VTX-4471 v1.0 into Vault and m4.2.3.2", "Sam Okafor", "2025-02-03"),
    ("REG-111", "Safety pharm reports VTX-4493/-4494/-4495 into Vault", "Sam Okafor", "2025-02-10"),
    ("REG-113", "SEND datasets VTX-4468/VTX-4471 received and checked", "Priya Raman", "2025-02-27"),
    ("REG-118", "m2.6.1 introduction final", "Priya Raman", "2025-02-28"),
    ("REG-124", "DMF 038871 letter of authorization received", "Kevin Brandt", "2025-02-26"),
    ("REG-129", "ESG production account certificate renewed", "Sam Okafor", "2025-02-12"),
    ("REG-130", "m3.2.S.1/S.5/S.6 approved", "Kevin Brandt", "2025-02-14"),
    ("REG-134", "m3.2.P.4/P.7 approved", "Kevin Brandt", "2025-02-20"),
    ("REG-137", "Genotox reports VTX-4480/-4481 into Vault", "Sam Okafor", "2024-12-20"),
    ("REG-138", "Publishing template: Corvane eCTD shell v3 (US M1 v2.3)", "Sam Okafor", "2025-01-06"),
    ("REG-139", "Draft build #6 of 0000", "Sam Okafor", "2025-03-12"),
]


def tasks_output_full():
    lines = [tasks_output(), "", "recently closed (last 120 days): 20", "id      | title | assignee | closed"]
    for t in CLOSED:
        lines.append(" | ".join(t))
    return "\n".join(lines)


LINK_SRC = [("m2.4", "VV-REG-00450"), ("m2.6.6", "VV-REG-00454"), ("m2.6.7", "VV-REG-00455"), ("m2.6.2", "VV-REG-00452"),
            ("m2.2", "VV-REG-00448")]
LINK_DST = ["VTX4490_Summary", "VTX4490_Tab2", "m3.2.P.8.3#StabTab1", "m3.2.R#BR-p12", "VTX4471_Tab14", "VTX4471_Tab15",
            "VTX4471_Tab16", "VTX4471_App7", "m2.6.7#Tab2.6.7.7A", "m2.6.7#Tab2.6.7.7B", "CVB217-101#Sec6.2", "CVB217-101#Sec9.4",
            "IB#Sec5.3", "IB#Sec7.1", "m1.6.3#Minutes"]


def hyperlink_output():
    lines = ["", "UNRESOLVED HYPERLINKS (37)", "source leaf | source doc | page | link text | target | reason"]
    for i in range(37):
        sec, doc = R.choice(LINK_SRC)
        dst = R.choice(LINK_DST)
        reason = ("target leaf is placeholder" if dst.startswith(("VTX4490", "m3.2", "m1.6.3"))
                  else "named destination not found in target PDF" if dst.startswith("VTX4471")
                  else "target document not Approved (excluded from build)")
        lines.append(f"{sec} | {doc} | p.{R.randint(3, 60)} | \"{R.choice(['see', 'refer to', 'cf.', 'as shown in'])} {dst.split('#')[-1].replace('_', ' ')}\" | {dst} | {reason}")
    return "\n".join(lines)


def annex_c():
    no_fwv = {"VV-REG-00391", "VV-REG-00392", "VV-REG-00393", "VV-REG-00398", "VV-REG-00399", "VV-REG-00400",
              "VV-REG-00401", "VV-REG-00402", "VV-REG-00420", "VV-REG-00421", "VV-REG-00423"}
    lines = ["", "ANNEX C — per-file technical checks (build #7, Approved documents only)",
             "file | pages | size | pdf | fonts | bookmarks | links ok/total | fast web view"]
    for r in LEAVES:
        if r[4] != "Approved":
            continue
        name = r[2].lower() + "-" + r[0].replace(".", "") + ".pdf"
        pages = R.randint(12, 320)
        if r[2] == "VV-REG-00412":
            name, pages = "vtx-4471-28d-dog-glp-finalreport-v1-signed-incl-appendices-1-9.pdf", 268
        links = R.randint(0, 30)
        lines.append(f"{r[0]}/{name} | {pages} | {max(1, pages // 7)}.{R.randint(0, 9)} MB | 1.{R.choice([4, 6, 7])} | embedded | "
                     f"{R.choice(['yes (3 levels)', 'yes (2 levels)', 'yes (4 levels)'])} | {links}/{links} | "
                     f"{'no' if r[2] in no_fwv else 'yes'}")
    lines.append("(m2.6.6 VV-REG-00454 is in Draft and not in this build; its link findings under rule 1047 come from the pre-build link scan)")
    return "\n".join(lines)


def tk_tables():
    # replaced Tables 14-16 (Day 1 unchanged; Day 28 by sex) — was/now; means chosen so combined matches the summary
    rows = [
        ("Day 1", "3", "M", "2,890", "2,890", "471", "471", "2.0"), ("Day 1", "3", "F", "3,050", "3,050", "498", "498", "2.0"),
        ("Day 1", "10", "M", "10,700", "10,700", "1,610", "1,610", "2.0"), ("Day 1", "10", "F", "11,300", "11,300", "1,690", "1,690", "2.0"),
        ("Day 1", "30", "M", "31,800", "31,800", "4,420", "4,420", "4.0"), ("Day 1", "30", "F", "33,900", "33,900", "4,610", "4,610", "4.0"),
        ("Day 28", "3", "M", "3,980", "3,720", "598", "574", "2.0"), ("Day 28", "3", "F", "4,260", "4,000", "626", "602", "2.0"),
        ("Day 28", "10", "M", "15,400", "14,650", "2,090", "2,010", "2.0"), ("Day 28", "10", "F", "16,400", "15,550", "2,190", "2,110", "2.0"),
        ("Day 28", "30", "M", "47,200", "47,200", "6,050", "6,050", "4.0"), ("Day 28", "30", "F", "49,800", "49,800", "6,380", "6,380", "4.0"),
    ]
    lines = ["", "  REPLACED TABLES 14-16 (mean, n=4/sex/group main study; recovery animals contribute Day 1 and Day 28)",
             "  day    | dose (mg/kg/day) | sex | AUC0-24 was | AUC0-24 now | Cmax was | Cmax now | Tmax (h, median)"]
    for r in rows:
        lines.append("  " + " | ".join(r))
    lines += ["  units: AUC0-24 ng*h/mL; Cmax ng/mL. Accumulation ratio (Day 28/Day 1 AUC), 3 mg/kg/day: was 1.38 now 1.29.",
              "  Sex difference < 10% at all doses; no sex-specific evaluation required."]
    return "\n".join(lines)


VERILINK_HISTORY = [
    ("2025-01-31", "Hannah Ferris", "Final report v1.0 signed and posted. SEND datasets to follow by Feb 28."),
    ("2025-01-22", "Priya Raman", "Comments on draft report returned (14 comments, none affecting NOAEL)."),
    ("2025-01-08", "Hannah Ferris", "Pathology peer review complete; no changes to diagnoses."),
    ("2024-12-19", "Hannah Ferris", "Draft report posted for sponsor review (due back Jan 10, extended to Jan 22 at sponsor request)."),
    ("2024-11-20", "Tessa Lindqvist", "Recovery necropsy complete; tissues to histology."),
    ("2024-11-05", "Tessa Lindqvist", "Terminal necropsy complete (16 animals); no unscheduled deaths."),
    ("2024-10-21", "Hannah Ferris", "Week 2 update: emesis in 10 and 30 mg/kg/day groups, body weights within 5% of control."),
    ("2024-10-07", "Tessa Lindqvist", "Dosing started, all groups."),
]


def verilink_history():
    lines = ["", "Older messages (8)"]
    for d, who, txt in VERILINK_HISTORY:
        lines.append(f"  {d}  {who}: \"{txt}\"")
    return "\n".join(lines)


def audit_trail():
    who = ["Sam Okafor", "Priya Raman (ext.)", "Kevin Brandt", "Dana Whitfield", "Farah Qureshi", "Jonah Pike", "system"]
    acts = ["leaf title edited", "document version linked", "leaf created (placeholder)", "STF regenerated",
            "hyperlink targets refreshed", "draft build started", "draft build completed", "leaf owner set",
            "document state change detected (In Review)", "rendition refreshed"]
    docs = [r for r in LEAVES if r[2] != "—"]
    lines = ["", "RECENT EVENTS (sequence 0000, last 30)", "timestamp (ET) | user | event | object"]
    import datetime as dt
    t = dt.datetime(2025, 3, 18, 17, 40)
    for i in range(30):
        t -= dt.timedelta(minutes=R.randint(35, 900))
        d = R.choice(docs)
        lines.append(f"{t:%Y-%m-%d %H:%M} | {R.choice(who)} | {R.choice(acts)} | {d[0]} {d[2]}")
    return "\n".join(lines)


def changed_pages():
    secs = [("Title page / signature page", "1-3"), ("Quality Assurance Statement", "4-5"), ("Table of Contents", "6-11"),
            ("Summary, TK paragraph", "14"), ("Section 4.6 Toxicokinetics", "58-66"), ("Table 14 (TK, Day 1)", "131-132"),
            ("Table 15 (TK, Day 28)", "133-134"), ("Table 16 (accumulation ratios)", "135"), ("Appendix 7 Individual TK data", "212-262"),
            ("Appendix 8 TK report (Veritox BA-TK-0271 rev 1)", "263-274"), ("Amendment history page", "275")]
    lines = ["", "  AMENDED PAGES (v2.0 vs v1.0)", "  section | pages in v2.0 | change"]
    for name, pages in secs:
        lines.append(f"  {name} | {pages} | {'reissued, values changed' if 'Tab' in name or '4.6' in name or 'Append' in name or 'Summary' in name else 'reissued, no content change'}")
    lines.append("  Page count: v1.0 260 + appendices = 268; v2.0 274 (Appendix 7 now text-based, 2 extra pages from re-flow)")
    return "\n".join(lines)

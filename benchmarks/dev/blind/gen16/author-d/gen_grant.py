"""Generator for blind-research-grant-resubmission (author-d). Deterministic."""
import json
import random
import sys

sys.path.insert(0, "/work/blind16/author-d")
from convlib import Conv

rng = random.Random(16041)
c = Conv("blind-research-grant-resubmission",
         "R01 DK131472 A1 resubmission: critiques, literature, budget rebuild, letters, Co-I swap")

PROJECT = "R01-DK131472-A1"

# ----------------------------------------------------------------------------- budget model
FRINGE = {"faculty": 0.295, "postdoc": 0.24, "staff": 0.31, "student": 0.08}
FA_RATE = 0.575


class Budget:
    def __init__(self):
        self.version = 4
        self.people = [
            {"line": "SK-01", "name": "Helen Okafor, PhD", "role": "PD/PI", "cat": "faculty", "base": 182400, "cm": 2.4},
            {"line": "SK-02", "name": "Marcus Lindqvist, PhD", "role": "Co-Investigator", "cat": "faculty", "base": 164000, "cm": 0.6},
            {"line": "OP-01", "name": "Jun Park, PhD", "role": "Postdoctoral Scholar", "cat": "postdoc", "base": 62500, "cm": 12.0},
            {"line": "OP-02", "name": "TBN", "role": "Research Technician II", "cat": "staff", "base": 51200, "cm": 12.0},
            {"line": "OP-03", "name": "Leah Brandt", "role": "Graduate Student", "cat": "student", "base": 34000, "cm": 12.0},
            {"line": "OP-04", "name": "Rosa Imbert, PhD", "role": "Research Scientist (gnoto)", "cat": "staff", "base": 78000, "cm": 4.8},
        ]
        self.equipment = {1: 385000}
        self.supplies = {1: 61000, 2: 64000, 3: 44000, 4: 46000, 5: 52000}
        self.animal = {1: 38400, 2: 44800, 3: 38400, 4: 36000, 5: 24000}
        self.travel = {y: 6500 for y in range(1, 6)}
        self.pubs = {1: 0, 2: 2500, 3: 4000, 4: 5000, 5: 6000}
        self.tuition = {y: round(17850 * 1.03 ** (y - 1)) for y in range(1, 6)}
        self.core = {y: 0 for y in range(1, 6)}
        self.sequencing = {1: 14000, 2: 22000, 3: 22000, 4: 9000, 5: 0}

    def sal(self, p, y):
        return round(p["base"] * 1.03 ** (y - 1) * p["cm"] / 12)

    def year(self, y):
        pers = sum(self.sal(p, y) for p in self.people)
        fr = sum(round(self.sal(p, y) * FRINGE[p["cat"]]) for p in self.people)
        eq = self.equipment.get(y, 0)
        other = self.supplies[y] + self.animal[y] + self.travel[y] + self.pubs[y] + self.tuition[y] + self.core[y] + self.sequencing[y]
        direct = pers + fr + eq + other
        mtdc = direct - eq - self.tuition[y]
        fa = round(mtdc * FA_RATE)
        return {"pers": pers, "fringe": fr, "eq": eq, "other": other, "direct": direct, "mtdc": mtdc, "fa": fa, "total": direct + fa}

    def totals_table(self):
        rows = ["| Year | Salary | Fringe | Equipment | Other direct | **Direct** | MTDC base | F&A 57.5% | Total |",
                "|---|---|---|---|---|---|---|---|---|"]
        for y in range(1, 6):
            t = self.year(y)
            flag = "  <-- exceeds $500,000 DC cap" if t["direct"] > 500000 else ""
            rows.append(f"| Y{y} | ${t['pers']:,} | ${t['fringe']:,} | ${t['eq']:,} | ${t['other']:,} | ${t['direct']:,} | ${t['mtdc']:,} | ${t['fa']:,} | ${t['total']:,} |{flag}")
        dc = sum(self.year(y)["direct"] for y in range(1, 6))
        tot = sum(self.year(y)["total"] for y in range(1, 6))
        rows.append(f"| **All** | | | | | ${dc:,} | | | ${tot:,} |")
        return "\n".join(rows)

    def full(self):
        out = [f"BUDGET BUD-0893 (version v{self.version})  project {PROJECT}  sponsor NIH/NIDDK  mechanism R01 (detailed R&R, 5 yrs)",
               "Period: Y1 starts 07/01/2026 (council 05/2026). Escalation 3.0%/yr on salaries. F&A: 57.5% MTDC (on-campus research, DHHS rate agreement 06/2024).",
               "Fringe: faculty 29.5% | postdoc 24.0% | staff 31.0% | graduate student 8.0%",
               "",
               "A/B. SENIOR/KEY AND OTHER PERSONNEL"]
        out.append("line   name                      role                     base salary   CM    " + "   ".join(f"Y{y} salary" for y in range(1, 6)))
        for p in self.people:
            sal = "   ".join(f"{self.sal(p, y):>9,}" for y in range(1, 6))
            out.append(f"{p['line']:<6} {p['name']:<25} {p['role']:<24} ${p['base']:>9,}   {p['cm']:<4}  {sal}")
        out.append("")
        out.append("C. EQUIPMENT")
        if self.equipment:
            for y, v in self.equipment.items():
                out.append(f"EQ-01  Thermo Orbitrap Exploris 240 LC-MS/MS with Vanquish UHPLC, install + 1st-yr service   Y{y}  ${v:,}")
        else:
            out.append("(none)")
        out.append("")
        out.append("F. OTHER DIRECT COSTS          " + "   ".join(f"{'Y'+str(y):>8}" for y in range(1, 6)))
        def row(code, label, d):
            return f"{code:<6} {label:<24} " + "   ".join(f"{d.get(y, 0):>8,}" for y in range(1, 6))
        out.append(row("OD-01", "Materials & supplies", self.supplies))
        out.append(row("OD-02", "Animal per diem (DLAR)", self.animal))
        out.append(row("OD-03", "16S/shotgun sequencing", self.sequencing))
        if any(self.core.values()):
            out.append(row("ODC-MC1", "Metabolomics Core recharge", self.core))
        out.append(row("OD-04", "Publication costs", self.pubs))
        out.append(row("OD-05", "Tuition remission (excl.)", self.tuition))
        out.append(row("TR-01", "Domestic travel", self.travel))
        out.append("")
        out.append("SUMMARY")
        out.append(self.totals_table())
        return "\n".join(out)


B = Budget()
# tune Y2 supplies so that, after option A + Co-I at 1.2 CM, Y2 sits $470 under the cap
B.supplies[2] = 54000


OSP_CHECK = """components checklist (PD-2025-0893, NIH R01 resubmission, FORMS-H):
  [ ] SF424 R&R cover                       OSP prepares
  [x] Project Summary/Abstract              DOC-4461 (A0 text; confirm unchanged)
  [x] Project Narrative                     DOC-4462
  [ ] Introduction to Resubmission (1 p)    DOC-4475
  [ ] Specific Aims (1 p)                   DOC-4471
  [ ] Research Strategy (12 p)              DOC-4472
  [x] Bibliography                          DOC-4470
  [x] Facilities & Other Resources          DOC-4463
  [x] Equipment                             DOC-4464
  [ ] Vertebrate Animals                    DOC-4465  (IACUC protocol no. must be listed)
  [x] Human Subjects / PHS HS&CT            DOC-4466
  [x] Data Management & Sharing Plan        DOC-4467
  [x] Authentication of Key Resources       DOC-4469
  [ ] Letters of Support                    DOC-4480 (folder)
  [ ] Biosketches, all Senior/Key           DOC-4476 + Co-I
  [ ] Detailed budget + justification       BUD-0893 / DOC-4478
  [ ] Departmental review (dept-admin-mi)   >= 2 business days before internal deadline
"""
# ----------------------------------------------------------------------------- system
c.system(
    "You are Atlas, a research-administration assistant for the Okafor Lab (Department of Microbiology & Immunology, "
    "Calder University). You help Dr. Helen Okafor prepare grant applications. You can search and edit the lab's document "
    "store, search PubMed/literature, read and change the proposal budget in the OSP budget tool, read and send e-mail "
    "from helen.okafor@calder.edu (always sign as 'Atlas, on behalf of Dr. Helen Okafor'), create tasks and update the "
    "Office of Sponsored Programs (OSP) proposal record. Never submit anything to NIH yourself; OSP submits. Confirm before "
    "sending e-mail to people outside Calder unless the user has already told you what to send.")

# ----------------------------------------------------------------------------- 1
c.user(
    "Hi Atlas. The summary statement for our R01 on butyrate and barrier repair in pediatric Crohn's came back — impact 41, "
    "29th percentile, not discussed-adjacent but not funded. We're going to resubmit it as an A1 for the November 16 cycle. "
    "OSP's internal deadline is November 7, so everything (final budget, letters, all sections) has to be routed by then. "
    "Hard constraint: keep every year under $500,000 direct costs — I don't want to go through the prior-approval dance again. "
    "Can you pull the summary statement and give me the critiques in a form I can work from?")

c.model("I'll locate the summary statement in the project folder and read it in full.", [
    ("docstore_search", {"project": PROJECT, "query": "summary statement DK131472", "types": ["pdf", "docx"], "limit": 10}),
    ("docstore_read", {"doc_id": "DOC-4468", "format": "text"}),
])

search_out = f"""project: {PROJECT}  (8 of 31 documents match)
doc_id    title                                                   type  rev  modified             owner
DOC-4468  Summary Statement 1R01DK131472-01 (SRG: CAMP, 06/2025)   pdf   1    2025-08-04 09:12     h.okafor
DOC-4471  Specific Aims (A0, submitted)                            docx  9    2025-02-03 16:40     h.okafor
DOC-4472  Research Strategy (A1 working copy)                      docx  14   2025-09-29 11:05     j.park
DOC-4475  Introduction to Resubmission (A1)                        docx  0    (empty placeholder)  h.okafor
DOC-4478  Budget Justification (A0)                                docx  6    2025-02-01 10:22     h.okafor
DOC-4480  Letters of Support (folder)                              dir   -    2025-09-30 08:51     h.okafor
DOC-4481  Template - Letter of Support request (Okafor Lab)        docx  3    2024-11-12 14:02     h.okafor
DOC-4483  Key Personnel & Biosketch tracker (A1)                   xlsx  2    2025-09-18 17:30     h.okafor
-- other documents in project (not matching query, shown because include_all=default) --
DOC-4460  A0 full application (as submitted, assembled PDF)        pdf   1    2025-02-05 09:30     osp.system
DOC-4461  A0 Project Summary / Abstract                            docx  4    2025-02-03 16:12     h.okafor
DOC-4462  A0 Project Narrative                                     docx  2    2025-02-03 16:12     h.okafor
DOC-4463  Facilities & Other Resources                             docx  5    2025-01-28 13:44     h.okafor
DOC-4464  Equipment (institutional)                                docx  3    2025-01-28 13:45     h.okafor
DOC-4465  Vertebrate Animals section                               docx  4    2025-01-30 10:02     j.park
DOC-4466  Human Subjects & Clinical Trials info                    docx  6    2025-01-30 11:19     h.okafor
DOC-4467  Resource Sharing / Data Management & Sharing Plan        docx  3    2025-01-31 15:27     h.okafor
DOC-4469  Authentication of Key Resources                          docx  2    2025-01-29 09:50     l.brandt
DOC-4470  Bibliography (EndNote export)                            enl   11   2025-09-29 11:05     j.park
DOC-4473  Preliminary data figures (Figs 1-7, A1 working)          pptx  8    2025-10-02 18:21     j.park
DOC-4474  Approach - Aim 2 redesign notes                          docx  3    2025-10-06 09:14     j.park
DOC-4476  Biosketch - H. Okafor (forms-H)                          docx  7    2025-09-12 12:00     h.okafor
DOC-4477  Biosketch - M. Lindqvist (forms-H)                       docx  2    2025-01-20 10:31     m.lindqvist
DOC-4479  Current & Pending (Other) Support - H. Okafor            docx  5    2025-09-12 12:04     h.okafor
DOC-4482  IACUC approval letter 2023-0417                          pdf   1    2023-04-21 08:00     dlar.system
DOC-4484  IRB reliance 2021-1187 (Lakeshore)                       pdf   1    2021-11-02 14:20     irb.system
DOC-4485  Multiple PD/PI leadership plan (not used)                docx  1    2025-01-10 09:00     h.okafor"""

def reviewer_block(n, scores, strengths, weaknesses, extra):
    s = [f"CRITIQUE {n}",
         "Significance: {0}  Investigator(s): {1}  Innovation: {2}  Approach: {3}  Environment: {4}".format(*scores), ""]
    for sec, st, wk in zip(["Significance", "Investigator(s)", "Innovation", "Approach", "Environment"], strengths, weaknesses):
        s.append(f"{n}. {sec}:")
        s.append("Strengths")
        for x in st:
            s.append(f"  * {x}")
        s.append("Weaknesses")
        for x in wk:
            s.append(f"  * {x}")
        s.append("")
    s.extend(extra)
    return "\n".join(s)

r1 = reviewer_block(1, (2, 2, 3, 5, 1), [
    ["Pediatric Crohn's disease has rising incidence and limited barrier-directed therapies; the question of whether microbial butyrate directly promotes epithelial restitution in children is important.",
     "Strong preliminary data showing reduced butyrate-producing taxa (Faecalibacterium, Roseburia) in treatment-naive pediatric biopsies."],
    ["Dr. Okafor is a productive mid-career investigator with a strong track record in epithelial biology.",
     "Dr. Lindqvist (Co-I) brings biostatistical support."],
    ["Use of patient-derived colonoids with organoid-microbe co-culture is a creative platform."],
    ["Aim 1 is logical and feasible; the colonoid HDAC-inhibition experiments are well designed.",
     "Inclusion of both sexes in the mouse studies is appropriate."],
    ["Calder University has excellent germ-free facilities and a strong IBD clinical program."]],
    [["The link between butyrate and the clinical endpoint (mucosal healing) is asserted rather than demonstrated in the preliminary data."],
     ["The Co-I is listed at 0.6 calendar months, which seems insufficient for the complex longitudinal modelling proposed in Aim 3."],
     ["The gnotobiotic consortium approach has been used by others; novelty is incremental in places."],
     ["Aim 2 is overly ambitious: three transgenic lines, two consortia and two dietary arms within 36 months is not realistic for a team of this size.",
      "It is unclear how the investigators will handle cage effects and co-housing in the mouse cohorts.",
      "There is no contingency if the Hdac3 epithelial knockout shows a spontaneous colitis phenotype."],
     ["None noted."]],
    ["Protections for Human Subjects: Acceptable. De-identified biopsy material from the Lakeshore Children's Hospital biorepository; IRB 2021-1187 referenced.",
     "Vertebrate Animals: Acceptable, but the IACUC protocol number cited (2023-0417) should be current at the time of award.",
     "Budget and Period of Support: The request for an Orbitrap Exploris 240 mass spectrometer in Year 1 is not justified; the institution appears to have a Metabolomics Core with comparable instrumentation."])

r2 = reviewer_block(2, (3, 3, 3, 6, 2), [
    ["Addresses an important unmet need in pediatric IBD."],
    ["PI has relevant expertise in epithelial restitution and colonoid models."],
    ["Combining colonoid co-culture with short-chain fatty acid flux measurements is novel."],
    ["Aim 1 rigorous with appropriate controls.",
     "Authentication of key resources is described."],
    ["Environment is supportive."]],
    [["The literature cited in Significance is dated; most key citations are from 2014-2019 and the field has moved substantially, particularly regarding HDAC3-dependent barrier effects and butyrate transporter (MCT1/SMCT1) expression in pediatric tissue."],
     ["Limited evidence of the PI's prior experience with large gnotobiotic studies."],
     ["Metabolite measurements rely on a single platform."],
     ["No power analysis is provided for the mouse cohorts in Aim 2; group sizes (n=8/sex/arm) appear arbitrary.",
      "The statistical analysis plan for the longitudinal stool metabolite data in Aim 3 is thin; mixed-effects modelling is mentioned but not specified.",
      "The plan for harmonizing biopsy collection across sites is unclear."],
     ["Access to pediatric samples depends on an external collaborator; no letter of support from Lakeshore Children's Hospital was included."]],
    ["Additional Comments to Applicant: The colonoid data are the strongest part of the application. I encourage the applicants to update the Significance with the substantial 2022-2024 literature on transporter expression, to present an explicit sample-size justification for each mouse experiment (effect size, variance source, alpha, power, attrition), and to document access to the pediatric biorepository with a letter. The statistical analysis plan for Aim 3 should specify the model (e.g., linear mixed-effects with random intercepts and slopes per subject, or a joint model of the biomarker trajectory and time to mucosal healing), the handling of missing visits, and multiple-testing control across metabolites.",
     "Resource Sharing Plans: Acceptable.",
     "Authentication of Key Biological and/or Chemical Resources: Acceptable.",
     "Budget: Equipment request is high; consider core usage."])

r3 = reviewer_block(3, (2, 3, 3, 4, 2), [
    ["Well-argued rationale for targeting barrier repair rather than inflammation alone."],
    ["Complementary team."],
    ["Human-to-mouse translational loop is a strength."],
    ["Aim 3 clinical correlation is well motivated.",
     "Preliminary colonoid data are convincing."],
    ["Strong institutional commitment."]],
    [["Some overstatement of therapeutic implications."],
     ["No letter of support from the Metabolomics Core director even though core services are implied in Aim 3."],
     ["None significant."],
     ["Aim 2 scope as noted by other reviewers.",
      "Targeted vs untargeted metabolomics choice is not justified."],
     ["It is unclear why dedicated mass spectrometry equipment is needed when the institution has a Metabolomics Core."]],
    ["Budget and Period of Support: Recommend removing the Year 1 equipment line; effort of the biostatistical Co-I should be increased.",
     "",
     "Additional Comments to Applicant: This is a well-motivated application from a capable team. A more focused Aim 2 with a formal power calculation, a specified longitudinal model for Aim 3 with a biostatistician at meaningful effort, and reliance on the institutional core rather than new instrumentation would substantially strengthen a revised application. The applicants should also consider whether untargeted metabolomics adds value commensurate with its cost, and describe how batch effects across the 5-year collection period will be controlled (e.g., pooled QC samples, randomized run order, bridging samples between batches)."])

A0 = {y: B.year(y) for y in range(1, 6)}
A0_TABLE = "\n".join(f"                     {y}              {A0[y]['direct']:<25,}{A0[y]['total']:,}" for y in range(1, 6)) + \
    f"\n                     TOTAL          {sum(v['direct'] for v in A0.values()):<25,}{sum(v['total'] for v in A0.values()):,}"
summary_statement = f"""SUMMARY STATEMENT  (Privileged Communication)                     Release Date: 08/01/2025
                                                                   Revised Date:
Application Number: 1 R01 DK131472-01
Principal Investigator (Program Director): OKAFOR, HELEN A
Applicant Organization: CALDER UNIVERSITY
Review Group: CAMP  Clinical and Integrative Gastrointestinal Pathobiology Study Section
Meeting Date: 06/12/2025          Council: OCT 2025
RFA/PA: PA-25-303                 PCC: 4DDHB
Requested Start: 12/01/2025
Project Title: Microbial butyrate and epithelial barrier repair in pediatric Crohn's disease
SRG Action: Impact Score: 41  Percentile: 29
Next Steps: Visit https://grants.nih.gov/grants/next_steps.htm
Human Subjects: 30-Human subjects involved - Certified, no SRG concerns
Animal Subjects: 30-Vertebrate animals involved - no SRG concerns noted
Gender: 1A-Both genders, scientifically acceptable   Minority: 1A-Both, acceptable   Children: 1A-Both, acceptable

                     Project Year   Direct Costs Requested   Estimated Total Cost
{A0_TABLE}

ADMINISTRATIVE BUDGET NOTE: The budget shown is the requested budget and has not been adjusted to reflect any recommendations made by reviewers.

RESUME AND SUMMARY OF DISCUSSION: This application proposes to test whether microbial butyrate drives epithelial barrier repair in pediatric Crohn's disease through HDAC3-dependent transcriptional programs, using patient colonoids, gnotobiotic mice and a longitudinal pediatric cohort. Reviewers agreed the question is significant and the colonoid preliminary data are strong. Enthusiasm was reduced by the scope of Aim 2, the lack of a power analysis for the animal cohorts, a thin statistical plan for the longitudinal data with limited Co-I effort, a dated literature base, and an unjustified equipment request in light of existing institutional core capacity. Missing letters of support (Metabolomics Core; Lakeshore Children's Hospital) were noted. Overall, the application was considered meritorious but in need of focusing.

DESCRIPTION (provided by applicant): Pediatric Crohn's disease (CD) is a chronic, relapsing inflammatory disorder of the gastrointestinal tract whose incidence in children has nearly doubled over the past two decades. Mucosal healing is the strongest predictor of sustained remission, yet no current therapy is designed to accelerate epithelial barrier repair. Children with new-onset CD show marked depletion of butyrate-producing bacteria, and butyrate is both the principal energy source for colonocytes and an endogenous histone deacetylase (HDAC) inhibitor. Our preliminary data show that butyrate accelerates restitution of patient-derived colonoids and that this effect is lost when HDAC3 is pharmacologically inhibited or genetically silenced. We hypothesize that loss of microbial butyrate impairs HDAC3-dependent epithelial repair programs in pediatric CD, and that restoring butyrate availability promotes mucosal healing. Aim 1 will define the HDAC3-dependent transcriptional and tight-junction programs engaged by butyrate in colonoids from treatment-naive pediatric CD patients and controls. Aim 2 will test causality in gnotobiotic mice colonized with defined butyrate-producing or butyrate-deficient consortia, on three epithelial transgenic backgrounds and two dietary fibre regimens. Aim 3 will relate longitudinal stool butyrate flux and producer abundance to endoscopic and biomarker-defined mucosal healing in a prospective cohort of 120 children with new-onset CD. Completion of these aims will establish whether restoring butyrate availability is a rational barrier-directed strategy in pediatric CD.

PUBLIC HEALTH RELEVANCE: Children with Crohn's disease often have damaged intestinal linings that heal poorly even when inflammation is treated. This project asks whether a molecule made by healthy gut bacteria, butyrate, helps the lining repair itself, and whether children who lack these bacteria heal more slowly. The results could lead to new treatments that help the gut lining heal.

{r1}

{r2}

{r3}

THE FOLLOWING SECTIONS WERE PREPARED BY THE SCIENTIFIC REVIEW OFFICER TO SUMMARIZE THE OUTCOME OF DISCUSSIONS OF THE REVIEW COMMITTEE ON THE FOLLOWING ISSUES:
PROTECTION OF HUMAN SUBJECTS: ACCEPTABLE
INCLUSION OF WOMEN, MINORITIES, AND INDIVIDUALS ACROSS THE LIFESPAN: ACCEPTABLE
VERTEBRATE ANIMALS: ACCEPTABLE (IACUC 2023-0417; confirm currency at award)
BIOHAZARDS: Not applicable.
BUDGET RECOMMENDATIONS: The committee recommended deletion of the Year 1 equipment request (Orbitrap Exploris 240, $385,000) in favor of institutional core usage, and an increase in biostatistical effort.
COMMITTEE BUDGET RECOMMENDATIONS: see above.
Footnotes for 1 R01 DK131472-01; PI Name: Okafor, Helen A
NIH has modified its policy regarding the receipt of resubmissions (amended applications). See Guide Notice NOT-OD-14-074.
The impact/priority score is calculated after discussion of an application by averaging the overall scores (1-9) given by all voting reviewers on the committee and multiplying by 10.
MEETING ROSTER available in eRA Commons."""

c.tool([search_out, summary_statement])

c.model(f"""## Summary statement — 1R01DK131472-01 (impact **41**, **29th** percentile, CAMP study section)

Overall the panel liked the question and the colonoid data; enthusiasm dropped on **scope, statistics, and budget**. I've grouped the critiques into numbered items you can answer one-to-one in the Introduction to the resubmission:

| # | Critique | Raised by | Section to fix |
|---|---|---|---|
| **C1** | Aim 2 overly ambitious (3 transgenic lines × 2 consortia × 2 diets in 36 mo) | R1, R3 | Approach (Aim 2) |
| **C2** | No power analysis for mouse cohorts; n=8/sex/arm looks arbitrary; cage effects not handled | R1, R2 | Approach (Aim 2) |
| **C3** | Thin statistical plan for longitudinal stool metabolites (Aim 3); mixed models not specified | R2 | Approach (Aim 3) |
| **C4** | Biostat Co-I (Lindqvist) at only 0.6 CM — too low | R1, R3 | Budget / Key personnel |
| **C5** | Dated literature (mostly 2014–2019), esp. HDAC3 barrier effects and MCT1/SMCT1 in pediatric tissue | R2 | Significance |
| **C6** | Orbitrap Exploris 240 ($385,000, Y1) unjustified given institutional Metabolomics Core | R1, R2, R3 + SRO budget note | Budget / Justification |
| **C7** | Missing letters of support: Metabolomics Core director and Lakeshore Children's Hospital (biopsies) | R2, R3 | Letters |

**Minor / administrative**
- No contingency if the *Hdac3* epithelial KO develops spontaneous colitis (R1).
- Targeted vs untargeted metabolomics not justified (R3).
- Vertebrate animals: IACUC **2023-0417** must be current at award (flagged, not a scoring issue).

**What's already in the folder:** Research Strategy working copy is `DOC-4472` (rev 14, last edited by Jun), the Introduction placeholder is `DOC-4475` (empty), the budget justification is `DOC-4478`, and there's a letter-request template `DOC-4481`.

Note the A0 Year 1 request was **${A0[1]['direct']:,}** direct — that's the equipment line; removing it is also the simplest way to meet your $500k/yr cap.

Where do you want to start — literature (C5), budget (C4/C6), or letters (C7)?""")

# ----------------------------------------------------------------------------- 2
c.user(
    "Good, that's the list I'll work from. Start with C5 — R2 is right, our refs are stale. Search for 2022-or-later papers on "
    "butyrate / HDAC3 and epithelial barrier, and on MCT1 or SMCT1 expression in pediatric IBD. Don't touch the Approach section "
    "though — Jun is rewriting Aim 2 there for C1/C2 and will send it Thursday.")

c.model("Running two literature searches, restricted to 2022 onward.", [
    ("lit_search", {"source": "pubmed", "query": "(butyrate OR \"short-chain fatty acid\") AND (HDAC3 OR \"histone deacetylase 3\") AND (epithelial barrier OR restitution OR \"tight junction\")", "date_from": "2022-01-01", "sort": "relevance", "limit": 12}),
    ("lit_search", {"source": "pubmed", "query": "(MCT1 OR SLC16A1 OR SMCT1 OR SLC5A8) AND (pediatric OR children OR paediatric) AND (Crohn OR \"inflammatory bowel disease\")", "date_from": "2022-01-01", "sort": "relevance", "limit": 10}),
])

papers_a = [
    ("37214455", "Reyes-Ortega M, Kline DW, Sato H, et al.", "Epithelial HDAC3 integrates microbial butyrate signals to license tight-junction reassembly after injury", "Cell Host Microbe", "2023", "33(4):512-528"),
    ("36630211", "Feldman AJ, Osei K, Brunner T.", "Short-chain fatty acids and intestinal barrier function: a systematic review of human interventional studies", "Gut Microbes", "2023", "15(1):2165530"),
    ("38001927", "Tanaka Y, Ilori B, Marsh E, et al.", "Butyrate restores barrier integrity in Crohn's disease patient-derived colonoids through HDAC3-dependent IL-10RB induction", "Gastroenterology", "2024", "166(2):289-304"),
    ("37790318", "Gunawardena P, Hollis R, Aksoy E.", "Dose-dependent paradoxical effects of butyrate on epithelial proliferation in stem-cell-rich crypt bases", "Mucosal Immunol", "2023", "16(6):801-815"),
    ("35918842", "Chowdhury S, Lemaire V, Park SJ, et al.", "Microbial HDAC inhibition by butyrate protects against DSS colitis via epithelial hypoxia signalling", "J Crohns Colitis", "2022", "16(11):1702-1716"),
    ("38410066", "Abiodun O, Whitcombe L, Ferreira G.", "Faecalibacterium prausnitzii abundance and butyrate flux predict mucosal healing in early-onset IBD", "Inflamm Bowel Dis", "2024", "30(3):377-389"),
    ("36877112", "Holm JB, Mercer T, Zhang Q.", "Luminal butyrate gradients in organoid-microbe co-culture: a microfluidic approach", "Lab Chip", "2023", "23(8):1994-2008"),
    ("37456690", "Nakamura R, Delgado-Ruiz P, Eze C, et al.", "Epithelial Hdac3 deletion causes spontaneous colitis in a microbiota-dependent manner", "Nat Commun", "2023", "14:4411"),
    ("38215570", "Lindahl S, Obi C, Marquez J.", "Class I HDAC inhibition and claudin switching in human intestinal enteroids", "Tissue Barriers", "2024", "12(2):2231145"),
    ("36322018", "Vasquez-Lin T, Adeyemi F, Cho H.", "Butyrate-producing consortia accelerate mucosal repair in gnotobiotic mice independent of Treg induction", "Microbiome", "2022", "10:188"),
    ("37600841", "O'Hara K, Bhat S, Fontaine L, et al.", "Epithelial hypoxia, HIF-1a and butyrate oxidation during wound healing", "Cell Rep", "2023", "42(8):112944"),
    ("38871126", "Wu M, Hendricks P, Okonkwo A.", "Acetate versus butyrate in epithelial restitution: a head-to-head colonoid comparison", "Am J Physiol Cell Physiol", "2024", "327(1):C44-C58"),
]
papers_b = [
    ("38122790", "Oyelaran T, Brandt L, Carvalho M, et al.", "Reduced SLC16A1 (MCT1) expression in ileal biopsies of treatment-naive pediatric Crohn's disease", "J Pediatr Gastroenterol Nutr", "2024", "78(1):88-97"),
    ("36541203", "Whitlock E, Gomez-Rivera A, Sun Y.", "SMCT1/SLC5A8 silencing and butyrate uptake in inflamed pediatric colon", "Clin Transl Gastroenterol", "2022", "13(12):e00544"),
    ("37882015", "Mbeki N, Hartwell J, Olsen K.", "Transcriptomic atlas of SCFA transporters across the pediatric IBD spectrum (RISK cohort re-analysis)", "Cell Mol Gastroenterol Hepatol", "2023", "16(5):731-748"),
    ("38667102", "Iyer K, Frost D, Laine M.", "Butyrate transporter expression does not recover with anti-TNF induction in children with Crohn's disease", "Aliment Pharmacol Ther", "2024", "59(9):1101-1112"),
    ("37011458", "Petrakis A, Ng W, Rossi F.", "MCT1 inhibition blunts epithelial wound closure in human colonoids", "Am J Physiol Gastrointest Liver Physiol", "2023", "324(4):G301-G313"),
    ("38899304", "Desrosiers C, Hamid R, Velázquez O.", "Dietary fibre, butyrate producers and SLC5A8 in very-early-onset IBD", "Pediatr Res", "2025", "97(2):455-466"),
    ("37129903", "Salazar D, Kim E, Abernathy R.", "Ileal versus colonic SCFA transporter profiles in pediatric Crohn's disease", "Inflamm Bowel Dis", "2023", "29(10):1561-1572"),
    ("36784412", "Frei A, Nwosu U, Lagarde J.", "Exclusive enteral nutrition restores butyrate producers but not MCT1 in children with Crohn's disease", "J Crohns Colitis", "2022", "16(12):1850-1861"),
    ("38333507", "Taylor G, Mensah P, Rao V.", "Single-cell mapping of SLC16A1 in the pediatric colonic crypt", "Gut", "2024", "73(5):788-800"),
    ("38555120", "Berglund H, Owusu K, Pineda C.", "Butyrate uptake kinetics in inflamed vs quiescent pediatric colonoids", "Physiol Rep", "2024", "12(7):e15988"),
]

abstract_bits = [
    "We combined {a} with {b} to test whether {c}.",
    "In {n} patients/animals, {c} was associated with {d} (p={p}).",
    "Mechanistically, {e}.",
    "Results were replicated in an independent set of {n} samples, and the effect was attenuated by {g}.",
    "Secondary analyses showed that {c2} only in the subgroup with {h2}.",
    "Limitations include {h}.",
    "These findings {f}.",
]
fill = {
    "a": ["single-cell RNA-seq", "targeted LC-MS SCFA quantification", "epithelial-specific knockouts", "patient-derived colonoids", "16S and shotgun metagenomics", "transwell TEER measurements"],
    "b": ["gnotobiotic colonization", "a prospective inception cohort", "CRISPR interference", "microfluidic co-culture", "dietary fibre intervention", "FITC-dextran permeability assays"],
    "c": ["butyrate availability determines barrier recovery", "HDAC3 activity is required for tight-junction reassembly", "transporter expression limits epithelial butyrate uptake", "butyrate producers predict endoscopic healing", "high luminal butyrate suppresses stem-cell proliferation"],
    "d": ["faster restitution", "higher claudin-2 suppression", "lower fecal calprotectin at 12 months", "increased ZO-1 localisation", "reduced permeability"],
    "e": ["butyrate-induced HDAC3 inhibition increased IL-10RB and claudin-1 transcription", "MCT1 knockdown abolished the protective effect", "the effect was lost in germ-free animals and restored by a defined consortium", "low-dose but not high-dose butyrate promoted migration"],
    "g": ["MCT1 knockdown", "HDAC3 overexpression", "antibiotic pretreatment", "high-fat diet", "co-administration of acetate"],
    "h": ["a single-centre design", "small pediatric sample size", "cross-sectional sampling", "reliance on mouse models", "lack of transporter protein quantification"],
    "f": ["support transporter-aware dosing strategies", "position epithelial HDAC3 as a node linking microbes to barrier repair", "argue for stratifying pediatric patients by transporter expression", "caution against assuming linear dose-responses"],
}

def abstract(r):
    s = []
    for t in abstract_bits:
        s.append(t.format(a=r.choice(fill["a"]), b=r.choice(fill["b"]), c=r.choice(fill["c"]), d=r.choice(fill["d"]),
                          e=r.choice(fill["e"]), f=r.choice(fill["f"]), g=r.choice(fill["g"]), h=r.choice(fill["h"]), c2=r.choice(fill["c"]), h2=r.choice(["ileocolonic disease", "elevated baseline calprotectin", "preserved MCT1 expression", "low fibre intake", "female sex", "age under 10 years"]), n=r.randint(24, 312), p=r.choice(["0.003", "0.01", "0.02", "<0.001", "0.04"])))
    return " ".join(s)

def render(papers, q, total):
    out = [f"pubmed search  query={q!r}  date_from=2022-01-01  hits={total}  showing {len(papers)}", ""]
    for i, (pmid, au, ti, jo, yr, vol) in enumerate(papers, 1):
        cites = rng.randint(4, 140)
        out.append(f"[{i}] PMID {pmid}  |  {yr}  |  {jo} {vol}  |  cited by {cites}")
        out.append(f"    {ti}")
        out.append(f"    {au}")
        out.append(f"    Abstract: {abstract(rng)}")
        out.append("")
    return "\n".join(out)

c.tool([render(papers_a, "butyrate HDAC3 epithelial barrier", 214), render(papers_b, "MCT1/SMCT1 pediatric IBD", 37)])

c.model("""## Candidate citations (2022+)

I've merged both searches and kept the ten most relevant to C5:

| # | PMID | First author, year | Journal | Why it matters for us |
|---|---|---|---|---|
| 1 | 38001927 | Tanaka 2024 | *Gastroenterology* | Butyrate restores barrier in **Crohn's colonoids via HDAC3** — closest to our Aim 1 |
| 2 | 37214455 | Reyes-Ortega 2023 | *Cell Host Microbe* | Epithelial HDAC3 licenses tight-junction reassembly |
| 3 | 38122790 | Oyelaran 2024 | *JPGN* | ↓ **MCT1** in treatment-naive pediatric CD ileum |
| 4 | 38410066 | Abiodun 2024 | *IBD* | *F. prausnitzii* / butyrate flux predicts mucosal healing in early-onset IBD (answers R1's "asserted, not demonstrated") |
| 5 | 36541203 | Whitlock 2022 | *Clin Transl Gastro* | SMCT1 silencing in inflamed pediatric colon |
| 6 | 37882015 | Mbeki 2023 | *CMGH* | SCFA transporter atlas, RISK re-analysis |
| 7 | 37456690 | Nakamura 2023 | *Nat Commun* | Epithelial *Hdac3* deletion → **spontaneous colitis** — directly relevant to R1's contingency point |
| 8 | 37790318 | Gunawardena 2023 | *Mucosal Immunol* | Paradoxical high-dose butyrate effect on crypt stem cells |
| 9 | 35918842 | Chowdhury 2022 | *J Crohns Colitis* | Butyrate protects in DSS via epithelial hypoxia |
| 10 | 38667102 | Iyer 2024 | *APT* | Transporter expression doesn't recover on anti-TNF |

My suggestion: **1, 3, 4, 7** as core additions (one each for HDAC3 mechanism, pediatric transporter, clinical link, and the KO-colitis caveat), optionally 9 as extra support for Significance. The Significance section lives in `DOC-4472` §B, which is outside the Approach, so I can add them without touching Jun's part. Which ones do you want in?""")

# ----------------------------------------------------------------------------- 3
c.user("Use 1, 3, 4 and 7. Skip 9 — that group had a figure corrected last year and I'd rather not lean on it.")

c.model("Reading the current Significance section first so the new citations land in the right paragraphs.", [
    ("docstore_read", {"doc_id": "DOC-4472", "section": "B. Significance", "format": "text", "with_ref_list": True}),
])

sig_paras = [
    "B.1 Pediatric Crohn's disease is rising in incidence. Pediatric-onset Crohn's disease (CD) now affects an estimated 1 in 1,300 children in North America, and its incidence has roughly doubled over two decades [3,4]. Children present with more extensive disease and more frequent progression to stricturing complications than adults [5]. Current therapies target inflammation; none is designed to accelerate epithelial barrier repair, and mucosal healing remains the strongest predictor of long-term outcome [6,7].",
    "B.2 The epithelial barrier is a therapeutic target. Barrier dysfunction precedes clinical relapse in CD and is detectable in unaffected first-degree relatives [8,9]. Restitution — the migration of epithelial cells over denuded areas — is the first step of mucosal repair and is governed by tight-junction remodelling and cytoskeletal programs [10]. Butyrate, produced by Firmicutes such as Faecalibacterium and Roseburia, is the preferred energy source of colonocytes and inhibits histone deacetylases (HDACs) [11,12].",
    "B.3 Butyrate producers are depleted in pediatric CD. Treatment-naive pediatric CD biopsies show loss of butyrate-producing taxa [13,14] (and our Preliminary Data, Fig. 2). Whether this depletion is causal for impaired repair, or a consequence of inflammation, is unknown.",
    "B.4 Mechanistic gap. Butyrate effects on barrier function have been attributed to AMPK activation, HIF-1α stabilisation and HDAC inhibition [15-17], but which HDAC mediates restitution, and whether butyrate can even reach the epithelium when transporter expression is reduced, has not been tested in pediatric tissue.",
    "B.5 Why pediatric tissue matters. Most mechanistic work on butyrate and barrier function has used adult cell lines (Caco-2, T84) or adult mouse models [15-17]. Pediatric epithelium differs in crypt proliferation rates, in the maturity of tight-junction complexes and in the composition of the developing microbiota; conclusions from adult systems therefore cannot be assumed to hold in children. Patient-derived colonoids from treatment-naive children retain disease-associated epigenetic marks for many passages, making them a uniquely suitable system to test HDAC-dependent mechanisms in pediatric CD.",
    "B.6 Significance of the proposed work. By defining an HDAC3-dependent mechanism in patient colonoids (Aim 1), testing causality in gnotobiotic mice (Aim 2), and linking butyrate flux to mucosal healing in a pediatric cohort (Aim 3), this project will establish whether restoring butyrate availability is a rational barrier-directed strategy in children.",
]
old_refs = "\n".join(f"[{i}] {t}" for i, t in enumerate([
    "Kugathasan S, et al. Lancet 2017", "Ananthakrishnan AN. Nat Rev Gastroenterol Hepatol 2015", "Benchimol EI, et al. Inflamm Bowel Dis 2014",
    "Ye Y, et al. Inflamm Bowel Dis 2020", "Van Limbergen J, et al. Gastroenterology 2008", "Shah SC, et al. Clin Gastroenterol Hepatol 2016",
    "Colombel JF, et al. Gastroenterology 2017", "Turpin W, et al. Gastroenterology 2020", "Irvine EJ, Marshall JK. Gastroenterology 2000",
    "Sturm A, Dignass AU. Biochim Biophys Acta 2008", "Donohoe DR, et al. Cell Metab 2011", "Kelly CJ, et al. Cell Host Microbe 2015",
    "Gevers D, et al. Cell Host Microbe 2014", "Lewis JD, et al. Cell Host Microbe 2015", "Peng L, et al. J Nutr 2009",
    "Kelly CJ, et al. Cell Host Microbe 2015 (HIF)", "Alenghat T, et al. Nature 2013"], 1))
_jr = ["Gastroenterology", "Gut", "Cell Host Microbe", "Nature", "Inflamm Bowel Dis", "J Crohns Colitis", "Mucosal Immunol", "J Immunol", "Cell Mol Gastroenterol Hepatol", "Am J Physiol Gastrointest Liver Physiol", "Nat Commun", "PLoS One"]
_au = ["Okafor HA", "Park J", "Ahmed S", "Bergstrom K", "Chen L", "Dufour M", "Evans R", "Fischer T", "Goldberg D", "Hassan N", "Ito K", "Jensen P", "Koval A", "Moreau B", "Nguyen T", "Petrov I", "Quinn M", "Silva R"]
approach_refs = "\n".join(f"[{i}] {rng.choice(_au)}, {rng.choice(_au)}, et al. {rng.choice(_jr)} {rng.randint(2008, 2021)};{rng.randint(10, 180)}({rng.randint(1, 12)}):{rng.randint(100, 1900)}-{rng.randint(1901, 2400)}" for i in range(18, 65))
c.tool([f"""DOC-4472  Research Strategy (A1 working copy)  rev 14  section "B. Significance"  (lines 41-78 of 612)
lock status: §C Approach checked out by j.park (since 2025-09-29 11:05) — read-only for other editors

""" + "\n\n".join(sig_paras) + "\n\nREFERENCES CITED IN THIS SECTION\n" + old_refs + "\n\nREFERENCES CITED ELSEWHERE (§C Approach, read-only)\n" + approach_refs])

c.model("Adding the four papers: #3 and #4 support B.3, #1 and #7 support B.4 (with #7 noted as the spontaneous-colitis caveat).", [
    ("docstore_edit", {"doc_id": "DOC-4472", "base_rev": 14, "section": "B. Significance",
                       "changes": [
                           {"op": "append_sentence", "paragraph": "B.3", "text": "Recent pediatric data extend this: SLC16A1 (MCT1) is reduced in treatment-naive pediatric CD ileum [18], and Faecalibacterium abundance and butyrate flux predict mucosal healing in early-onset IBD [19]."},
                           {"op": "append_sentence", "paragraph": "B.4", "text": "In Crohn's patient-derived colonoids, butyrate restores barrier integrity through HDAC3-dependent transcription [20], while complete epithelial Hdac3 deletion causes microbiota-dependent spontaneous colitis [21], indicating that the level, not merely the presence, of HDAC3 activity is critical."},
                           {"op": "add_refs", "refs": [{"n": 18, "pmid": "38122790"}, {"n": 19, "pmid": "38410066"}, {"n": 20, "pmid": "38001927"}, {"n": 21, "pmid": "37456690"}]}],
                       "comment": "A1: addresses C5 (R2 dated literature). Refs #1,#3,#4,#7 from 2025-10 search; Chowdhury 2022 deliberately excluded per HO."}),
])

c.tool(["""OK  DOC-4472 saved  rev 14 -> rev 15  editor: atlas (on behalf of h.okafor)
section B. Significance: 2 sentences appended (B.3, B.4); 4 references inserted as [18]-[21]; downstream refs renumbered [18]-[64] -> [22]-[68] in §C (Approach) — renumbering applied to citation markers only, text of §C unchanged
reference manager: 4 new entries (PMID 38122790, 38410066, 38001927, 37456690) formatted NLM
page estimate: Research Strategy 11.62 / 12.00 pages (was 11.48)
warning: §C is checked out by j.park; he will receive a merge notice for citation renumbering in his working copy"""])

c.model("""Done. Significance updated in `DOC-4472` (**rev 15**):
- **B.3** ← Oyelaran 2024 (PMID 38122790) and Abiodun 2024 (PMID 38410066), now refs [18]–[19]
- **B.4** ← Tanaka 2024 (PMID 38001927) and Nakamura 2023 (PMID 37456690), refs [20]–[21]
- Chowdhury 2022 left out as you asked.

Two things to know:
1. Research Strategy is now **11.62 / 12 pages** — only ~0.4 page of headroom for Jun's Aim 2 rewrite.
2. Inserting refs renumbered the citation markers in §C; the text of Approach is untouched, but Jun will get a merge notice. You may want to give him a heads-up.""")

# ----------------------------------------------------------------------------- 4 budget
c.user("Fine, I'll tell Jun. Now the budget. Pull it up — I want to see what we asked for on the Orbitrap and everyone's effort.")

c.model("Fetching the current budget from the OSP budget tool.", [
    ("budget_get", {"budget_id": "BUD-0893", "version": "current", "detail": "full", "include_justification_doc": "DOC-4478"}),
])
justif = """

--- linked justification DOC-4478 (rev 6) ---
A. SENIOR/KEY PERSONNEL
Helen Okafor, PhD (PD/PI, 2.4 calendar months, all years). Dr. Okafor will oversee all aspects of the project, direct the colonoid studies in Aim 1, supervise the postdoctoral scholar, technician and graduate student, and be responsible for data integrity, reporting and dissemination. Her salary is requested at her institutional base salary, which is below the NIH salary cap.
Marcus Lindqvist, PhD (Co-Investigator, 0.6 calendar months, all years). Dr. Lindqvist, Associate Professor of Biostatistics, will advise on experimental design and sample size, and oversee statistical analysis of the longitudinal stool metabolite and clinical data in Aim 3.
B. OTHER PERSONNEL
Jun Park, PhD (Postdoctoral Scholar, 12 calendar months). Dr. Park will lead the gnotobiotic mouse studies (Aim 2) and assist with colonoid work. Salary follows the NIH NRSA stipend scale plus institutional supplement.
Research Technician II (TBN, 12 calendar months). Will maintain colonoid lines, perform TEER and permeability assays, and process stool and biopsy samples.
Leah Brandt (Graduate Student, 12 calendar months). Will carry out the HDAC3 knockdown experiments and transcriptomic analyses in Aim 1. Tuition remission is requested at the Calder graduate school rate and is excluded from F&A.
Rosa Imbert, PhD (Research Scientist, 4.8 calendar months). Manages the lab's gnotobiotic isolators and consortium preparation (anaerobic culture, QC by 16S) for Aim 2.
C. EQUIPMENT
Orbitrap Exploris 240 LC-MS/MS with Vanquish UHPLC ($385,000, Year 1). A dedicated high-resolution instrument is requested because the volume of targeted SCFA and untargeted metabolite measurements (approximately 3,000 samples over five years) exceeds what can be scheduled on shared instruments, and because fresh-frozen stool requires rapid turnaround. The quote includes installation, training and the first year of service.
F. OTHER DIRECT COSTS
Materials and supplies: colonoid media and growth factors (~$18,000/yr), antibodies and molecular biology reagents (~$14,000/yr), gnotobiotic consumables and anaerobic culture supplies (~$16,000/yr), plasticware and general lab supplies (~$8,000/yr).
Animal per diem: gnotobiotic isolator cages at $9.60/cage/day and SPF cages at $1.15/cage/day at FY25 DLAR rates; cage numbers follow the experimental plan for Aim 2.
Sequencing: 16S rRNA and shotgun metagenomic sequencing through the Calder Genomics Core for consortium QC (Aim 2) and cohort stool samples (Aim 3).
Publication costs: open-access fees for an anticipated 1-2 papers per year from Year 2.
Travel: one national meeting per year (DDW or NASPGHAN) for the PI and one trainee.
"""
c.tool([B.full() + justif])

y1 = B.year(1)
c.model(f"""## Budget BUD-0893 (v4, the A0 budget carried over)

**Personnel effort**
| Person | Role | Effort |
|---|---|---|
| Helen Okafor | PD/PI | 2.4 CM |
| Marcus Lindqvist | Co-I (biostatistics) | **0.6 CM** ← C4 |
| Jun Park | Postdoc | 12 CM |
| TBN | Research Tech II | 12 CM |
| Leah Brandt | Grad student | 12 CM |
| Rosa Imbert | Research Scientist (gnotobiotics) | 4.8 CM |

**Equipment:** `EQ-01` Orbitrap Exploris 240 + Vanquish UHPLC, **$385,000** in Y1 — this alone puts Y1 at **${y1['direct']:,}** direct, well over your $500k cap. Years 2–5 are already under.

### Options for the equipment line (C6)

| | **A. Drop it, use the Metabolomics Core** | **B. Smaller instrument** | **C. Keep, justify harder** |
|---|---|---|---|
| Y1 direct impact | −$385,000, plus a per-sample core fee every year (~$50k/yr on our Aim 3 sample counts) | −$243,000 (refurbished Q Exactive Focus ≈ $142,000) | none |
| Meets $500k cap? | Yes, all years | Yes | **No** — needs prior approval |
| Reviewer optics | Directly does what all 3 reviewers + SRO asked | Partial; R3 may repeat the critique | Likely to be dinged again |
| Other needs | Core director letter (also fixes half of C7) | Vendor quote, service contract | — |

For **C4**, the usual fix is to raise the biostat Co-I to ~1.2 CM (≈ $8,200 more salary/yr plus fringe).

Which option do you want, and should I bump Marcus's effort?""")

# ----------------------------------------------------------------------------- 5
c.user("B is tempting but R3 will just say the same thing. Go with A, the core. And bump Marcus to 1.2 months.")

B.version = 5
B.equipment = {}
B.core = {y: 52000 for y in range(1, 6)}
B.people[1]["cm"] = 1.2
v5 = {y: B.year(y) for y in range(1, 6)}
assert max(v5, key=lambda y: v5[y]["direct"]) == 2 and v5[2]["direct"] < 500000
c.model("Applying both changes to the budget and updating the justification text to match.", [
    ("budget_update", {"budget_id": "BUD-0893", "base_version": 4, "reason": "A1 resubmission: C6 (remove equipment, use core) and C4 (increase biostat effort)",
                       "changes": [
                           {"op": "delete_line", "line": "EQ-01"},
                           {"op": "add_line", "category": "F. Other direct costs", "line": "ODC-MC1", "label": "Metabolomics Core recharge",
                            "amounts": {f"Y{y}": 52000 for y in range(1, 6)}, "note": "est. 400 targeted SCFA panels + 120 untargeted runs/yr at FY25 internal rates"},
                           {"op": "set_effort", "line": "SK-02", "calendar_months": 1.2}]}),
    ("docstore_edit", {"doc_id": "DOC-4478", "base_rev": 6, "section": "Equipment / Other direct costs",
                       "changes": [{"op": "delete_paragraph", "match": "Orbitrap Exploris 240"},
                                   {"op": "insert_paragraph", "after": "Sequencing", "text": "Metabolomics Core recharge ($52,000/yr). Targeted SCFA quantification and untargeted LC-MS will be performed by the Calder Metabolomics Core (Dir. Dr. Priya Raman) at internal recharge rates, replacing the A0 equipment request in response to reviewers."},
                                   {"op": "replace_text", "match": "Dr. Lindqvist (0.6 calendar months)", "text": "Dr. Lindqvist (1.2 calendar months)"}],
                       "comment": "A1 C4/C6"}),
])
c.tool([f"""OK  BUD-0893 v4 -> v5  (3 changes)
  EQ-01  Orbitrap Exploris 240 ...   was: Y1 $385,000   now: (deleted)
  ODC-MC1 Metabolomics Core recharge  was: —            now: $52,000 x Y1-Y5 (subject to F&A: yes, internal service center)
  SK-02  Marcus Lindqvist, PhD        effort was: 0.6 CM   now: 1.2 CM   Y1 salary was: $8,200  now: $16,400
recalculated totals:
{B.totals_table()}
checks: all years <= $500,000 direct: PASS (max Y2 ${v5[2]['direct']:,}, headroom ${500000 - v5[2]['direct']:,})
        modular eligibility: no (>$250k)   salary cap (Level II $225,700): PASS""",
        """OK  DOC-4478 saved  rev 6 -> rev 7
  deleted 1 paragraph ("Equipment. We request a Thermo Orbitrap Exploris 240 ...", 212 words)
  inserted 1 paragraph after "Sequencing" (52 words)
  replaced 1 occurrence of "Dr. Lindqvist (0.6 calendar months)"
  budget justification length: 2.4 pages (no page limit)"""])

c.model(f"""Done. Budget is now **BUD-0893 v5**:
- `EQ-01` Orbitrap **deleted**; new line `ODC-MC1` **Metabolomics Core recharge $52,000/yr** (Y1–Y5)
- Lindqvist **0.6 → 1.2 CM**
- Justification `DOC-4478` updated to rev 7

| Year | Direct | Total (with F&A) |
|---|---|---|
""" + "\n".join(f"| Y{y} | ${v5[y]['direct']:,} | ${v5[y]['total']:,} |" for y in range(1, 6)) + f"""

All years are under the cap, but **Y2 is tight** — only **${500000 - v5[2]['direct']:,}** of headroom. Any further personnel change in Y2 could tip it over.""")

# ----------------------------------------------------------------------------- 6 side question
c.user("What's our F&A rate on this again, and does the core recharge get F&A on top?")
c.model("""- **F&A rate:** 57.5% of MTDC (on-campus research rate, DHHS agreement of 06/2024).
- **Core recharge:** yes — the budget tool flagged `ODC-MC1` as *subject to F&A*. Calder's Metabolomics Core is an internal service center, and internal recharges count toward MTDC (only equipment, tuition remission, patient care and subawards over $25k are excluded). So the $52k/yr line costs about **$81,900/yr** in total cost terms.

Over five years that is slightly *more* in total cost than the Orbitrap (~$409.5k vs the **$385,000** equipment line, which carried no F&A), but it is what all three reviewers asked for and it keeps Y1 under the direct cap.""")

# ----------------------------------------------------------------------------- 7 letters
c.user("OK. Letters: email Priya Raman for the core letter — mention the recharge estimate — and Tomás Vela at Lakeshore for the biopsy samples letter. Ask for both by October 31. Use our template.")

c.model("Opening the letter-request template so both e-mails follow it.", [
    ("docstore_read", {"doc_id": "DOC-4481", "format": "text"}),
])
c.tool(["""DOC-4481  Template - Letter of Support request (Okafor Lab)  rev 3
---
Subject: Letter of support request — {{grant_short_title}} ({{mechanism}}, {{cycle}})

Dear {{salutation}},

I am preparing {{a_or_an}} {{mechanism}} {{submission_type}} to {{institute}} titled "{{full_title}}" for the {{cycle}} deadline. {{why_you_paragraph}}

Would you be willing to provide a brief letter of support on your institution's letterhead, addressed to the review committee, that {{what_the_letter_should_say}}? I have attached a draft you are welcome to adapt or replace.

To allow time for institutional routing, I would be grateful to receive the signed letter (PDF) by {{letter_due_date}}.

Thank you very much for considering this. Please let me know if you need anything further — a copy of the Specific Aims, a budget summary, or a call to discuss.

With best regards,
{{signature}}
---
Notes for use:
- Internal (Calder) letters: copy the department administrator (dept-admin-mi@calder.edu).
- External letters: attach the Specific Aims (current draft) and a letter draft; do not attach the budget.
- Keep the due date at least 5 business days before the OSP internal deadline.
- Log each request as a task in the proposal task list (tag: letters)."""])

c.model("Sending both requests and logging them as tasks, following the template notes (internal → cc dept admin; external → attach Aims, no budget).", [
    ("email_send", {"from": "helen.okafor@calder.edu", "to": ["priya.raman@calder.edu"], "cc": ["dept-admin-mi@calder.edu"],
                    "subject": "Letter of support request — Butyrate & barrier repair in pediatric CD (R01 A1, Nov 16 cycle)",
                    "body": "Dear Priya,\n\nI am preparing an R01 resubmission to NIDDK titled \"Microbial butyrate and epithelial barrier repair in pediatric Crohn's disease\" for the November 16 deadline. In response to reviewers we have removed our instrument request and will run all targeted SCFA and untargeted LC-MS work through the Metabolomics Core. We have budgeted a core recharge of $52,000 per year (about 400 targeted SCFA panels and 120 untargeted runs per year at FY25 internal rates) — please let me know if that estimate looks off.\n\nWould you be willing to provide a brief letter of support, addressed to the review committee, confirming the Core's capacity and commitment to support Aims 1 and 3? A draft is attached.\n\nTo allow time for routing, could we have the signed letter (PDF) by October 31?\n\nThank you!\n\nAtlas, on behalf of Dr. Helen Okafor",
                    "attachments": ["DOC-4471 Specific Aims (A1 draft).pdf", "Letter draft - Metabolomics Core.docx"]}),
    ("email_send", {"from": "helen.okafor@calder.edu", "to": ["t.vela@lakeshorechildrens.org"],
                    "subject": "Letter of support request — Butyrate & barrier repair in pediatric CD (R01 A1, Nov 16 cycle)",
                    "body": "Dear Dr. Vela,\n\nI am preparing an R01 resubmission to NIDDK titled \"Microbial butyrate and epithelial barrier repair in pediatric Crohn's disease\" for the November 16 deadline. Your biorepository's treatment-naive pediatric biopsies (IRB 2021-1187) are central to Aims 1 and 3, and reviewers specifically asked for a letter documenting access.\n\nWould you be willing to provide a brief letter on Lakeshore Children's Hospital letterhead confirming continued access to de-identified biopsy and stool samples (approximately 60 new-onset CD patients over years 1-3) and your role as collaborator? A draft and our current Specific Aims are attached.\n\nTo allow time for routing, could we have the signed letter (PDF) by October 31?\n\nWith many thanks,\n\nAtlas, on behalf of Dr. Helen Okafor",
                    "attachments": ["DOC-4471 Specific Aims (A1 draft).pdf", "Letter draft - Lakeshore biorepository.docx"]}),
    ("task_create", {"project": PROJECT, "tasks": [
        {"title": "Letter of support — Metabolomics Core (P. Raman)", "due": "2025-10-31", "assignee": "h.okafor", "tags": ["letters", "C7"]},
        {"title": "Letter of support — Lakeshore Children's (T. Vela)", "due": "2025-10-31", "assignee": "h.okafor", "tags": ["letters", "C7"]}]}),
])
c.tool(["sent  message-id <a1c4e2.20251014.1102@mail.calder.edu>  to priya.raman@calder.edu cc dept-admin-mi@calder.edu  2 attachments (418 KB)",
        "sent  message-id <a1c4e3.20251014.1102@mail.calder.edu>  to t.vela@lakeshorechildrens.org  2 attachments (402 KB)  note: external recipient",
        "created 2 tasks\nTASK-2291  \"Letter of support — Metabolomics Core (P. Raman)\"  due 2025-10-31  assignee h.okafor  tags letters,C7\nTASK-2292  \"Letter of support — Lakeshore Children's (T. Vela)\"  due 2025-10-31  assignee h.okafor  tags letters,C7"])
c.model("""Done.
- ✉️ **Priya Raman** (core letter) — sent, dept admin cc'd, recharge estimate **$52,000/yr** mentioned and she's asked to flag if it's off. Tracked as **TASK-2291**.
- ✉️ **Tomás Vela** (Lakeshore biopsies, IRB 2021-1187, ~60 new-onset CD patients Y1–3) — sent with Aims + draft. Tracked as **TASK-2292**.
- Both letters due **October 31**.""")

# ----------------------------------------------------------------------------- 8 OSP email
c.user("Check my inbox — Karen from OSP said something in the hallway about the deadline changing.")
c.model("Searching the last week of mail for anything from OSP.", [
    ("email_search", {"mailbox": "helen.okafor@calder.edu", "query": "from:(osp OR sponsored) OR subject:(deadline OR Cayuse OR DK131472)", "since": "2025-10-08", "limit": 10}),
])

noise = [
    ("2025-10-13 12:10", "irb-office@calder.edu", "IRB continuing review notice — 2021-1187 (reliance: Lakeshore Children's)", "The reliance agreement for IRB 2021-1187 remains active through 03/31/2026. No action needed for the current submission; continuing review will be requested by Lakeshore as the reviewing IRB in January..."),
    ("2025-10-12 19:22", "jun.park@calder.edu", "Aim 2 rewrite — plan", "Helen, I'll narrow Aim 2 to the Villin-CreERT2 Hdac3 line and one consortium pair as we discussed, drop the diets. I still need to redo the power calc — I was going to base it on the restitution effect in the pilot but want to double-check the variance. Will send the Approach by Thursday."),
    ("2025-10-11 10:05", "dept-admin-mi@calder.edu", "Reminder: departmental review of outgoing proposals", "Per department policy, all federal proposals must be reviewed by the department administrator at least 2 business days before the OSP internal deadline. Please share your Cayuse record with dept-admin-mi..."),
    ("2025-10-09 08:55", "noreply@cayuse.calder.edu", "Cayuse SP: proposal PD-2025-0893 created", "A new proposal record PD-2025-0893 has been created by Karen Whitfield. PI: Helen Okafor. Sponsor: NIH/NIDDK. Type: Resubmission. Due: 11/16/2025..."),
    ("2025-10-14 08:02", "noreply@era.nih.gov", "eRA Commons: Reminder — RPPR due for R21 AI158802", "This is an automated reminder that the annual RPPR for R21 AI158802 is due 11/01/2025. Log in to eRA Commons to begin..."),
    ("2025-10-13 16:47", "dlar-billing@calder.edu", "DLAR per diem statement — September 2025 (acct 5-33120)", "Your September per diem charges: 14 cages gnotobiotic isolator, 38 cages SPF standard. Total $6,214.80. Rates for FY26 take effect 11/01..."),
    ("2025-10-10 11:30", "grants-news@calder.edu", "OSP Newsletter: new NIH forms-I, biosketch common format reminder", "Reminder: beginning with due dates on or after 01/25/2026, NIH will require the Common Forms for biosketch and current & pending (other) support. For November 2025 submissions the current forms-H biosketch format still applies..."),
]
inbox = ["mailbox helen.okafor@calder.edu  query matched 9 messages (showing 9)", ""]
inbox.append("""[1] 2025-10-14 09:41  From: Karen Whitfield <karen.whitfield@calder.edu>  (Office of Sponsored Programs)
    Subject: CHANGE: internal deadline for Nov 16 NIH cycle — PD-2025-0893 Okafor
    Hi Helen,
    Following up on our hallway chat. Because of the Cayuse SP upgrade scheduled for Nov 5-7 (system read-only), OSP is moving the internal routing deadline for all November 16-cycle NIH applications from Friday Nov 7 to **Tuesday Nov 4, 5:00 pm**. That means the final budget, budget justification, all science sections in final form, and signed letters of support need to be uploaded to your Cayuse record (PD-2025-0893) by then. Science sections may be swapped for typo fixes up to Nov 11 with my OK, but nothing substantive.
    I'll also need the updated Key Personnel list if anyone changes.
    Thanks, Karen
    Karen Whitfield | Senior Grants Specialist | Office of Sponsored Programs | x4-7719""")
for i, (d, f, s, b) in enumerate(noise, 2):
    inbox.append(f"[{i}] {d}  From: {f}\n    Subject: {s}\n    {b}")
inbox.append("""[9] 2025-10-09 14:15  From: Karen Whitfield <karen.whitfield@calder.edu>
    Subject: RE: Okafor R01 A1 — PD-2025-0893 opened
    Helen, I've opened proposal record PD-2025-0893 for the A1. Sponsor deadline 11/16/2025. Please have the budget in BUD-0893 and I'll pull from there. Internal deadline per policy is 7 business days prior — I'll confirm the date once the Cayuse maintenance window is set.""")
c.tool(["\n\n".join(inbox)])

c.model("""## OSP internal deadline moved

Karen's e-mail (Oct 14, 09:41): because of the **Cayuse SP upgrade (Nov 5–7, read-only)**, the internal routing deadline for proposal **PD-2025-0893** moves from **Fri Nov 7 → Tue Nov 4, 5:00 pm**. By then the record needs:
- final budget + budget justification
- all science sections in final form (typo-only swaps allowed until Nov 11 with her OK)
- **signed** letters of support
- updated Key Personnel list if anyone changes

**Knock-on effect:** the template says letters should be due ≥5 business days before the OSP deadline. Oct 31 is now only 2 business days before Nov 4. I'd move both letter requests to **Tuesday Oct 28**.

Shall I (1) send Priya and Tomás a short follow-up asking for Oct 28, (2) move TASK-2291/2292 to Oct 28, and (3) record the new internal date on PD-2025-0893?""")

# ----------------------------------------------------------------------------- 9
c.user("yes, do it")
c.model("Sending the follow-ups, moving both tasks and updating the OSP record.", [
    ("email_send", {"from": "helen.okafor@calder.edu", "to": ["priya.raman@calder.edu"], "in_reply_to": "<a1c4e2.20251014.1102@mail.calder.edu>",
                    "subject": "RE: Letter of support request — Butyrate & barrier repair in pediatric CD (R01 A1, Nov 16 cycle)",
                    "body": "Dear Priya,\n\nA quick update: OSP has moved our internal routing deadline to November 4 because of the Cayuse upgrade. Could we ask for the signed letter by Tuesday, October 28 instead of October 31? Apologies for the squeeze.\n\nAtlas, on behalf of Dr. Helen Okafor"}),
    ("email_send", {"from": "helen.okafor@calder.edu", "to": ["t.vela@lakeshorechildrens.org"], "in_reply_to": "<a1c4e3.20251014.1102@mail.calder.edu>",
                    "subject": "RE: Letter of support request — Butyrate & barrier repair in pediatric CD (R01 A1, Nov 16 cycle)",
                    "body": "Dear Dr. Vela,\n\nA quick update: our institution has moved its internal deadline forward, so we would be very grateful to receive the signed letter by Tuesday, October 28 rather than October 31. Apologies for the change, and thank you again.\n\nAtlas, on behalf of Dr. Helen Okafor"}),
    ("task_update", {"task_ids": ["TASK-2291", "TASK-2292"], "set": {"due": "2025-10-28"}, "note": "OSP internal deadline moved to 2025-11-04 (Cayuse upgrade)"}),
    ("osp_record_update", {"record_id": "PD-2025-0893", "fields": {"internal_deadline": "2025-11-04T17:00"}, "note": "Per K. Whitfield e-mail 2025-10-14: Cayuse SP upgrade Nov 5-7"}),
])
c.tool(["sent  message-id <a1c4f0.20251014.1420@mail.calder.edu>  to priya.raman@calder.edu  (thread: 2 messages)",
        "sent  message-id <a1c4f1.20251014.1420@mail.calder.edu>  to t.vela@lakeshorechildrens.org  (thread: 2 messages)  note: external recipient",
        "updated 2 tasks: TASK-2291 due was 2025-10-31 now 2025-10-28; TASK-2292 due was 2025-10-31 now 2025-10-28",
        "PD-2025-0893 updated  internal_deadline was: 2025-11-07T17:00  now: 2025-11-04T17:00  sponsor_deadline: 2025-11-16 (unchanged)  status: In preparation\n" + OSP_CHECK])
c.model("""Done.
- Priya and Tomás asked for letters by **Oct 28** (replies threaded on the original requests).
- TASK-2291 / TASK-2292 now due **2025-10-28**.
- PD-2025-0893 internal deadline now **2025-11-04 17:00** (NIH deadline still Nov 16).""")

# ----------------------------------------------------------------------------- 10 Co-I drops out
c.user("Bad news. Marcus just told me he's taking a position at Karolinska in January and is pulling out of the grant. I need a biostatistician who's done mixed models on longitudinal pediatric data — ideally someone here at Calder so we don't need a subaward. Look in our directory.")
c.model("Searching the faculty directory for biostatisticians with longitudinal / mixed-model and pediatric experience.", [
    ("directory_search", {"institution": "calder.edu", "query": "biostatistics longitudinal mixed-effects models pediatric microbiome", "appointment": ["faculty"], "include": ["rank", "department", "expertise", "current_effort_committed", "recent_grants"], "limit": 6}),
])
dir_entries = [
    ("Anjali Deshpande, PhD", "Associate Professor", "Biostatistics (SPH)", "anjali.deshpande@calder.edu",
     "Longitudinal mixed-effects and joint models; pediatric cohort studies; compositional microbiome data (ALDEx2, ANCOM-BC)",
     "7.2 CM (R01 HD104417 1.8 CM; U54 MD015522 2.4 CM; teaching 3.0 CM)", "Co-I on 2 NIDDK-funded pediatric IBD cohort grants (2019-2024)", "$171,500"),
    ("Robert Keane, PhD", "Professor", "Biostatistics (SPH)", "robert.keane@calder.edu",
     "Bayesian hierarchical models; clinical trial design; adaptive designs",
     "10.1 CM", "Director, Biostatistics Core of CTSA", "$228,000"),
    ("Mei-Ling Chu, PhD", "Assistant Professor", "Biostatistics (SPH)", "meiling.chu@calder.edu",
     "High-dimensional omics; microbiome differential abundance; causal mediation",
     "4.8 CM", "K01 awardee; no pediatric cohort experience listed", "$128,000"),
    ("Daniel Osei-Bonsu, PhD", "Research Associate Professor", "Pediatrics (Division of Epidemiology)", "d.oseibonsu@calder.edu",
     "Growth-curve modelling; longitudinal pediatric cohorts; missing-data methods",
     "9.0 CM (soft money)", "Statistician on 3 pediatric cohort studies (non-IBD)", "$142,300"),
    ("Sofia Ramírez, PhD", "Associate Professor", "Statistics (Arts & Sciences)", "sofia.ramirez@calder.edu",
     "Functional data analysis; time-series; wearable sensor data",
     "3.0 CM", "NSF DMS awards; limited biomedical work", "$155,000"),
    ("Hyun-woo Lim, MS", "Senior Biostatistician (staff)", "Biostatistics Core (CTSA)", "hwlim@calder.edu",
     "Mixed models, SAS/R; recharge-based collaboration",
     "n/a (recharge)", "Staff — cannot serve as Co-I; available via CTSA core recharge", "n/a"),
]
dtxt = ["directory_search calder.edu — 6 results (ranked by expertise match)", ""]
for i, (n, r, d, e, ex, eff, g, sal) in enumerate(dir_entries, 1):
    pubs = "; ".join(f"{rng.choice(['Stat Med', 'Biometrics', 'Biostatistics', 'J Pediatr', 'Inflamm Bowel Dis', 'Microbiome', 'Ann Appl Stat', 'Am J Epidemiol'])} {rng.randint(2019, 2025)}" for _ in range(4))
    dtxt.append(f"{i}. {n} — {r}, {d}\n   email: {e}\n   expertise: {ex}\n   committed effort (FY26): {eff}\n   notes: {g}\n   selected recent publications: {pubs}\n   NIH Commons ID on file: {'yes' if 'staff' not in r else 'no'}   conflict-of-interest disclosures: none on file\n   institutional base salary (HR, budget use only): {sal}")
c.tool(["\n".join(dtxt)])

c.model(f"""## Replacement biostatistician — shortlist

| | **Anjali Deshpande** | **Daniel Osei-Bonsu** | **Mei-Ling Chu** |
|---|---|---|---|
| Rank / dept | Assoc. Prof., Biostatistics (SPH) | Research Assoc. Prof., Pediatrics | Asst. Prof., Biostatistics |
| Fit to C3 (longitudinal mixed models) | **Strong** — mixed-effects + joint models, compositional microbiome data | Strong — growth curves, missing data | Moderate — omics, no longitudinal cohorts |
| Pediatric IBD track record | **Co-I on 2 NIDDK pediatric IBD cohorts** | Pediatric cohorts, non-IBD | None listed |
| Current commitments | 7.2 CM already | 9.0 CM (soft money) | 4.8 CM |
| Base salary | $171,500 | $142,300 | $128,000 |

**Recommendation: Anjali Deshpande** — she answers both C3 and C4 with reviewer-visible credentials. Caveat: she's already at 7.2 CM, so she may not be able to give us much more.

Budget note: at 1.2 CM her salary is higher than Marcus's, and Y2 only had ${500000 - v5[2]['direct']:,} of headroom, so swapping her in at 1.2 CM will likely push **Y2 over $500k** by a few hundred dollars.

Who do you want, and at what effort?""")

# ----------------------------------------------------------------------------- 11
c.user("Deshpande. Keep the effort at 1.2 months.")
B.version = 6
lind = B.people[1]
B.people[1] = {"line": "SK-02", "name": "Anjali Deshpande, PhD", "role": "Co-Investigator", "cat": "faculty", "base": 171500, "cm": 1.2}
v6 = {y: B.year(y) for y in range(1, 6)}
over = v6[2]["direct"] - 500000
assert over > 0, over
assert all(v6[y]["direct"] < 500000 for y in (1, 3, 4, 5))
c.model("Swapping the Co-I in the budget and key-personnel tracker, and sending Anjali the invitation.", [
    ("budget_update", {"budget_id": "BUD-0893", "base_version": 5, "reason": "Co-I change: M. Lindqvist withdrawn (leaving Calder 01/2026), replaced by A. Deshpande",
                       "changes": [{"op": "replace_person", "line": "SK-02", "person": {"name": "Anjali Deshpande, PhD", "role": "Co-Investigator", "category": "faculty", "base_salary": 171500, "calendar_months": 1.2}}]}),
    ("docstore_edit", {"doc_id": "DOC-4483", "base_rev": 2, "sheet": "Key Personnel",
                       "changes": [{"op": "update_row", "match": {"name": "Marcus Lindqvist"}, "set": {"status": "WITHDRAWN 2025-10-15 (moving to Karolinska Institutet 01/2026)"}},
                                   {"op": "add_row", "values": {"name": "Anjali Deshpande", "role": "Co-I (biostatistics)", "effort_cm": 1.2, "biosketch": "requested", "other_support": "requested", "commitment_letter": "requested", "email": "anjali.deshpande@calder.edu"}}],
                       "comment": "Co-I replacement"}),
    ("email_send", {"from": "helen.okafor@calder.edu", "to": ["anjali.deshpande@calder.edu"],
                    "subject": "Invitation to join R01 A1 as Co-I (biostatistics) — pediatric Crohn's, Nov 16 cycle",
                    "body": "Dear Anjali,\n\nHelen Okafor would like to invite you to join her R01 resubmission to NIDDK (\"Microbial butyrate and epithelial barrier repair in pediatric Crohn's disease\", 1R01DK131472-01A1) as Co-Investigator for biostatistics. Reviewers asked for a fuller mixed-effects plan for the longitudinal stool-metabolite data in Aim 3 and more statistical effort; your pediatric IBD cohort work is an ideal fit. Dr. Lindqvist has had to withdraw because he is leaving Calder.\n\nWe have budgeted 1.2 calendar months per year for five years. Could you let us know whether that effort works, and send a biosketch (current NIH format) and other-support page? OSP's internal deadline is November 4, so we would need these by October 28.\n\nThe summary statement and current Specific Aims are attached.\n\nAtlas, on behalf of Dr. Helen Okafor",
                    "attachments": ["DOC-4468 Summary Statement.pdf", "DOC-4471 Specific Aims (A1 draft).pdf"]}),
])
c.tool([f"""OK  BUD-0893 v5 -> v6  (1 change)
  SK-02  person was: Marcus Lindqvist, PhD (base $164,000, 1.2 CM)   now: Anjali Deshpande, PhD (base $171,500, 1.2 CM)
         Y1 salary was: $16,400  now: ${B.sal(B.people[1], 1):,}
recalculated totals:
{B.totals_table()}
checks: all years <= $500,000 direct: FAIL — Y2 direct ${v6[2]['direct']:,} exceeds cap by ${over:,}
        salary cap (Level II $225,700): PASS
WARNING: version saved with validation failure; OSP routing will be blocked until resolved

{B.full()}""",
        """OK  DOC-4483 saved  rev 2 -> rev 3  sheet "Key Personnel": 1 row updated (Marcus Lindqvist -> WITHDRAWN), 1 row added (Anjali Deshpande)""",
        "sent  message-id <a1c51a.20251015.0915@mail.calder.edu>  to anjali.deshpande@calder.edu  2 attachments (1.1 MB)"])
c.model(f"""Done, with one problem.

- **BUD-0893 v6**: `SK-02` is now **Anjali Deshpande, 1.2 CM** (Lindqvist removed).
- Key Personnel tracker `DOC-4483` rev 3: Marcus marked withdrawn; Anjali added (biosketch / other support / commitment requested).
- Invitation sent to **anjali.deshpande@calder.edu**, asking her to confirm 1.2 CM and send documents by Oct 28.

⚠️ **Y2 is now ${v6[2]['direct']:,} direct — ${over:,} over the $500,000 cap.** OSP routing is blocked until it's fixed. Options:
1. Trim Y2 supplies (`OD-01`, currently ${B.supplies[2]:,}) by ~$5,000 — easiest, gives a cushion
2. Reduce the research tech to 11.5 CM in Y2
3. Shift ~$1,000 of Y2 sequencing to Y4

Which do you prefer?""")

# ----------------------------------------------------------------------------- 12
c.user("Trim supplies in year 2. Don't touch people.")
B.version = 7
old_sup2 = B.supplies[2]
B.supplies[2] = old_sup2 - 5000
v7 = {y: B.year(y) for y in range(1, 6)}
assert all(v7[y]["direct"] < 500000 for y in v7)
my7 = max(v7, key=lambda y: v7[y]["direct"])
c.model("Reducing Y2 materials & supplies by $5,000.", [
    ("budget_update", {"budget_id": "BUD-0893", "base_version": 6, "reason": "Bring Y2 under $500k direct cap after Co-I change (PI: trim supplies, no personnel changes)",
                       "changes": [{"op": "set_amount", "line": "OD-01", "year": 2, "amount": B.supplies[2]}]}),
])
c.tool([f"""OK  BUD-0893 v6 -> v7  (1 change)
  OD-01  Materials & supplies  Y2 was: ${old_sup2:,}  now: ${B.supplies[2]:,}
recalculated totals:
{B.totals_table()}
checks: all years <= $500,000 direct: PASS (max Y{my7} ${v7[my7]['direct']:,})
routing block cleared

{B.full()}"""])
c.model(f"""Done. **BUD-0893 v7**: Y2 supplies `OD-01` **${old_sup2:,} → ${B.supplies[2]:,}**. Y2 direct is now **${v7[2]['direct']:,}**; all five years pass the cap and the routing block is cleared. No personnel lines touched.""")

# ----------------------------------------------------------------------------- 13 replies
c.user("Anything back from Priya, Tomás or Anjali?")
c.model("Checking for replies on the three threads.", [
    ("email_search", {"mailbox": "helen.okafor@calder.edu", "query": "from:(priya.raman@calder.edu OR t.vela@lakeshorechildrens.org OR anjali.deshpande@calder.edu)", "since": "2025-10-14", "limit": 10}),
])
c.tool(["""mailbox helen.okafor@calder.edu  query matched 3 messages

[1] 2025-10-16 10:22  From: Priya Raman <priya.raman@calder.edu>
    Subject: RE: Letter of support request — Butyrate & barrier repair in pediatric CD (R01 A1, Nov 16 cycle)
    Attachments: Raman_LOS_Okafor_R01A1_signed.pdf (212 KB)
    Hi Helen (and Atlas),
    Happy to support — signed letter attached, well ahead of the 28th. One correction on the numbers: the FY26 recharge rates were approved by the Controller last week and the targeted SCFA panel dropped from $88 to $74 per sample. For ~400 targeted panels and 120 untargeted runs per year you should budget $46,500/yr, not $52,000. The letter says "approximately $46,500 per year at FY26 internal rates", so please make the budget match or the reviewers will notice.
    Priya
    Priya Raman, PhD | Director, Metabolomics Core | Calder University

[2] 2025-10-16 15:05  From: Anjali Deshpande <anjali.deshpande@calder.edu>
    Subject: RE: Invitation to join R01 A1 as Co-I (biostatistics) — pediatric Crohn's, Nov 16 cycle
    Dear Helen,
    Thank you — I'd be glad to join, this is right up my alley and I have ideas for the joint model of calprotectin and butyrate flux. Unfortunately I can only commit 0.9 calendar months: I'm at 1.8 CM on R01 HD104417 through 2028 plus my U54 effort and teaching, and our chair caps total research effort. If 0.9 CM works, I can send my biosketch and other support by Oct 24. I could also draft a half-page statistical analysis plan for Aim 3 if that helps with the reviewers' comment.
    Best, Anjali

[3] 2025-10-16 18:40  From: Tomas Vela <t.vela@lakeshorechildrens.org>  [auto-reply]
    Subject: Automatic reply: RE: Letter of support request — Butyrate & barrier repair in pediatric CD (R01 A1, Nov 16 cycle)
    I am out of the office attending the NASPGHAN Annual Meeting and then on leave, returning Monday, October 27. For urgent biorepository matters please contact biorepository@lakeshorechildrens.org. I will respond to e-mail on my return."""])
c.model("""## Replies

**Priya Raman — letter received ✅** (signed PDF attached). But she **corrects the recharge**: FY26 rates were approved (targeted SCFA panel $88 → $74/sample), so the core line should be **$46,500/yr, not $52,000**, and her letter already states ~$46,500 — the budget must match.

**Anjali Deshpande — yes, but only 0.9 CM** (she's capped by R01 HD104417 at 1.8 CM, U54 and teaching). Biosketch + other support by **Oct 24**. She also offers to draft a **half-page statistical analysis plan for Aim 3** — which would help with C3.

**Tomás Vela — auto-reply only**: out at NASPGHAN and on leave until **Mon Oct 27**. That's one day before the Oct 28 letter date; tight but possible. (Alternative contact: biorepository@lakeshorechildrens.org.)

### Proposed changes
1. `ODC-MC1` recharge **$52,000 → $46,500** (Y1–Y5)
2. `SK-02` Deshpande **1.2 → 0.9 CM** — that also frees Y2 room, so we could restore the $5,000 supplies cut if you like
3. File Priya's letter in the letters folder `DOC-4480`, close TASK-2291
4. Accept Anjali's offer of the Aim 3 analysis plan (would go to Jun since Approach is his)

Which of these should I do?""")

# ----------------------------------------------------------------------------- 14
c.user("Go with what Anjali can do and fix the core rate. Leave the supplies cut in place — we'll want the cushion. File Priya's letter. And yes, take her up on the analysis plan, tell her to send it to Jun directly.")
B.version = 8
B.core = {y: 46500 for y in range(1, 6)}
B.people[1]["cm"] = 0.9
v8 = {y: B.year(y) for y in range(1, 6)}
assert all(v8[y]["direct"] < 500000 for y in v8)
my8 = max(v8, key=lambda y: v8[y]["direct"])
c.model("Updating the budget and justification, filing the letter, closing the task and replying to Anjali.", [
    ("budget_update", {"budget_id": "BUD-0893", "base_version": 7, "reason": "FY26 core recharge rates (P. Raman 2025-10-16); Co-I effort per A. Deshpande availability",
                       "changes": [{"op": "set_amount", "line": "ODC-MC1", "years": [1, 2, 3, 4, 5], "amount": 46500, "note": "FY26 internal rates: targeted SCFA $74/sample"},
                                   {"op": "set_effort", "line": "SK-02", "calendar_months": 0.9}]}),
    ("docstore_edit", {"doc_id": "DOC-4478", "base_rev": 7, "changes": [
        {"op": "replace_text", "match": "Metabolomics Core recharge ($52,000/yr)", "text": "Metabolomics Core recharge ($46,500/yr)"},
        {"op": "replace_text", "match": "at internal recharge rates", "text": "at FY26 internal recharge rates (targeted SCFA panel $74/sample; see letter from Dr. Raman)"},
        {"op": "replace_text", "match": "Dr. Lindqvist (1.2 calendar months)", "text": "Dr. Anjali Deshpande (0.9 calendar months), Associate Professor of Biostatistics, will lead the longitudinal mixed-effects and joint modelling for Aim 3"}],
        "comment": "A1: core rate + Co-I change"}),
    ("docstore_upload", {"folder_id": "DOC-4480", "close_task": "TASK-2291", "source": "email:<attachment Raman_LOS_Okafor_R01A1_signed.pdf from message 2025-10-16 10:22 priya.raman>", "filename": "LOS_01_Raman_MetabolomicsCore_signed.pdf", "tags": ["letter", "signed", "C7"]}),
    ("email_send", {"from": "helen.okafor@calder.edu", "to": ["anjali.deshpande@calder.edu"], "cc": ["jun.park@calder.edu"],
                    "subject": "RE: Invitation to join R01 A1 as Co-I (biostatistics) — pediatric Crohn's, Nov 16 cycle",
                    "body": "Dear Anjali,\n\nWonderful — thank you. 0.9 calendar months works; we have updated the budget accordingly. Biosketch and other support by October 24 is perfect.\n\nHelen would be very glad to take you up on the half-page statistical analysis plan for Aim 3 (mixed-effects / joint model for calprotectin and butyrate flux). Please send it directly to Jun Park (jun.park@calder.edu, cc'd here), who is revising the Approach section.\n\nAtlas, on behalf of Dr. Helen Okafor"}),
])
c.tool([f"""OK  BUD-0893 v7 -> v8  (2 changes)
  ODC-MC1 Metabolomics Core recharge   was: $52,000 x Y1-Y5   now: $46,500 x Y1-Y5
  SK-02  Anjali Deshpande, PhD         effort was: 1.2 CM   now: 0.9 CM   Y1 salary was: $17,150  now: ${B.sal(B.people[1], 1):,}
recalculated totals:
{B.totals_table()}
checks: all years <= $500,000 direct: PASS (max Y{my8} ${v8[my8]['direct']:,})

{B.full()}""",
        "OK  DOC-4478 saved  rev 7 -> rev 8  3 replacements applied",
        "OK  uploaded LOS_01_Raman_MetabolomicsCore_signed.pdf (212 KB) to DOC-4480 Letters of Support  file id DOC-4490\nlinked task TASK-2291: status was open now done",
        "sent  message-id <a1c55b.20251017.0840@mail.calder.edu>  to anjali.deshpande@calder.edu cc jun.park@calder.edu"])
fiveyr = sum(v['direct'] for v in v8.values())
c.model(f"""Done.
- **BUD-0893 v8**: core recharge `ODC-MC1` **$46,500/yr**; Deshpande **0.9 CM**; Y2 supplies cut kept.
- Budget justification `DOC-4478` rev 8 matches Priya's letter and names Anjali.
- Priya's signed letter filed as **DOC-4490** in `DOC-4480`; TASK-2291 closed.
- Anjali confirmed at 0.9 CM and asked to send the Aim 3 analysis plan to Jun (cc'd).

| Year | Direct | Total |
|---|---|---|
""" + "\n".join(f"| Y{y} | ${v8[y]['direct']:,} | ${v8[y]['total']:,} |" for y in range(1, 6)) + f"""
| **5-yr** | **${fiveyr:,}** | |

Still outstanding: Tomás's letter (TASK-2292, he's back Oct 27) and Anjali's biosketch/other support (Oct 24).""")

# ----------------------------------------------------------------------------- 15 intro
intro_p = [
    "INTRODUCTION TO THE RESUBMISSION. We thank the reviewers for their constructive critiques. The panel found the question significant and the colonoid data strong; concerns centered on the scope of Aim 2, statistical design, the literature base, the equipment request, and missing letters. Changes in the Research Strategy are marked by a vertical line in the left margin.",
    "C1 - Scope of Aim 2. We have focused Aim 2 on a single epithelial Hdac3 line (Villin-CreERT2; Hdac3 fl/fl) with one defined butyrate-producing consortium versus its butyrate-deficient isogenic counterpart, removing the dietary arms and the two additional transgenic lines. Aim 2 now fits within 30 months.",
    "C2 - Power and cage effects. Group sizes are now based on a formal power analysis (see Approach, Aim 2) and mice will be singly housed in gnotobiotic isolators with cage included as a random effect.",
    "C3/C4 - Longitudinal statistics and biostatistical effort. Dr. Anjali Deshpande, Associate Professor of Biostatistics with extensive pediatric IBD cohort experience, has joined as Co-I (0.9 calendar months) and will lead a joint mixed-effects model of fecal calprotectin and butyrate flux for Aim 3.",
    "C5 - Literature. Significance has been updated with 2022-2025 work on HDAC3-dependent barrier repair and SCFA transporter expression in pediatric CD.",
    "C6 - Equipment. We have removed the Orbitrap request. All metabolomics will be performed by the Calder Metabolomics Core (letter, Dr. Raman); the core recharge is budgeted at FY26 internal rates.",
    "C7 - Letters. Letters of support from the Metabolomics Core and from Lakeshore Children's Hospital (Dr. Vela, biorepository access) are now included.",
    "Pilot data supporting the revised design. Since the original submission we have completed a pilot in which 12 germ-free mice colonized with the butyrate-producing consortium showed a 2.1-fold higher rate of epithelial restitution after DSS injury than mice colonized with the isogenic butyrate-deficient consortium (p=0.004), and colonoids from 9 additional pediatric CD patients reproduced the HDAC3-dependent barrier rescue reported in Figure 4. These data, now presented in Approach Figures 6 and 7, confirm the feasibility of the focused Aim 2 and strengthen the mechanistic rationale.",
    "Minor points. A contingency for spontaneous colitis in the Hdac3 knockout (tamoxifen-inducible deletion, adult onset) and a justification for combined targeted and untargeted metabolomics have been added.",
]
c.user("Now the Introduction to the resubmission. Draft it from the critiques — one page max, answer C1 through C7 in order. For C1 and C2 just describe what Jun told me: Aim 2 narrows to one Hdac3 line and one consortium pair, no diets, and there's a power analysis. Also mention the new pilot mouse data — 12 germ-free mice, 2.1-fold faster restitution, p=0.004.")
c.model("I'll re-read the Specific Aims first so the Introduction uses the same aim wording.", [
    ("docstore_read", {"doc_id": "DOC-4471", "format": "text"}),
])
c.tool(["""DOC-4471  Specific Aims (A0, submitted)  rev 9  1 page

SPECIFIC AIMS
Crohn's disease (CD) beginning in childhood is more extensive and more aggressive than adult-onset disease, and its incidence in children has nearly doubled in two decades. Mucosal healing - not symptom control - predicts long-term outcome, yet every approved therapy targets inflammation rather than epithelial repair. Children with new-onset CD lose butyrate-producing bacteria early in disease. Butyrate is the main fuel of colonocytes and an endogenous inhibitor of histone deacetylases (HDACs), and our preliminary data show that it accelerates restitution of pediatric colonoids through HDAC3. We do not know whether loss of butyrate is a cause or a consequence of impaired repair, or whether butyrate can still act when epithelial transporters are reduced.

Our central hypothesis is that loss of microbial butyrate impairs HDAC3-dependent epithelial repair programs in pediatric CD, and that restoring butyrate availability promotes mucosal healing.

Aim 1. Define the HDAC3-dependent repair program engaged by butyrate in pediatric CD colonoids. Using colonoids from 30 treatment-naive children with CD and 15 non-IBD controls, we will measure restitution, TEER and tight-junction assembly with and without butyrate, HDAC3 inhibition (RGFP966) and HDAC3 knockdown, and profile chromatin accessibility (ATAC-seq) and transcription (RNA-seq). Expected outcome: a defined butyrate-HDAC3 transcriptional module, and whether it is blunted in CD.

Aim 2. Test whether microbial butyrate is required for epithelial repair in vivo. Germ-free mice on three epithelial backgrounds (Villin-Cre Hdac3 fl/fl, Villin-Cre Mct1 fl/fl, and Lgr5-EGFP-IRES-CreERT2 Hdac3 fl/fl) will be colonized with a defined 8-member butyrate-producing consortium or an isogenic butyrate-deficient consortium, fed low- or high-fibre diets, and subjected to DSS injury and recovery. Expected outcome: causal evidence that microbial butyrate acts through epithelial HDAC3 to drive repair.

Aim 3. Relate butyrate availability to mucosal healing in children with new-onset CD. In a prospective cohort of 120 children (Lakeshore Children's Hospital), we will measure stool butyrate, producer abundance and epithelial transporter expression at diagnosis, 3, 6 and 12 months, and relate them to endoscopic healing and fecal calprotectin. Expected outcome: whether butyrate flux predicts healing independently of therapy.

Impact: This project will establish whether restoring butyrate is a rational barrier-directed strategy for children with CD, and will identify which patients could benefit (those with preserved transporter expression).
"""])
c.model("Drafting the Introduction into `DOC-4475` with the A1 wording for Aim 2, and checking length against the 1-page limit.", [
    ("docstore_edit", {"doc_id": "DOC-4475", "base_rev": 0, "changes": [{"op": "replace_all", "text": "\n\n".join(intro_p)}],
                       "format": {"font": "Arial 11", "margins_in": 0.5}, "page_limit": 1, "comment": "A1 Introduction draft v1"}),
])
c.tool(["OK  DOC-4475 saved  rev 0 -> rev 1  (9 paragraphs, 612 words)\npage check: 1.18 pages  limit: 1.00  status: OVER LIMIT by 0.18 page (~95 words)  font Arial 11 / margins 0.5 in: compliant"])
c.model("""Draft saved to `DOC-4475` (rev 1), answering C1–C7 in order plus the new pilot data and minor points.

⚠️ It's **1.18 pages — 0.18 over** the 1-page limit (~95 words to cut). Candidates:
- **Pilot-data paragraph** (~110 words) — the data are also in Approach Figs 6–7, so this is the cleanest cut
- Trim the opening paragraph + "Minor points" (~60 words together) — probably not enough on its own

What do you want to cut?""")

# ----------------------------------------------------------------------------- 16
c.user("Cut the pilot data paragraph, it's in the Approach anyway.")
c.model("Removing that paragraph and re-checking length.", [
    ("docstore_edit", {"doc_id": "DOC-4475", "base_rev": 1, "changes": [{"op": "delete_paragraph", "match": "Pilot data supporting the revised design"}], "page_limit": 1, "comment": "cut pilot paragraph (in Approach Figs 6-7) to meet 1-page limit"}),
])
c.tool(["OK  DOC-4475 saved  rev 1 -> rev 2  (8 paragraphs, 503 words)  deleted: \"Pilot data supporting the revised design. Since the original submission ...\" (109 words)\npage check: 0.94 pages  limit: 1.00  status: OK"])
c.model("""Done. Introduction `DOC-4475` **rev 2 — 0.94 pages**, within the limit. The pilot data remain only in Approach Figs 6–7.

### Where things stand
| Item | Status |
|---|---|
| Significance refs (C5) | ✅ DOC-4472 rev 15 |
| Budget (C4, C6) | ✅ BUD-0893 v8, all years < $500k |
| Introduction | ✅ DOC-4475 rev 2, 0.94 p |
| Core letter (Raman) | ✅ DOC-4490 |
| Lakeshore letter (Vela) | ⏳ TASK-2292, due Oct 28; Vela back Oct 27 |
| Deshpande biosketch + other support | ⏳ due Oct 24 |
| Aim 2 / Aim 3 Approach rewrite (Jun) + Anjali's analysis plan | ⏳ with Jun |
| Routing to OSP | ⏳ by **Nov 4, 5 pm** |

**Open questions**
- **C2 power analysis:** the Intro now *says* group sizes come from a formal power analysis, but I haven't seen one (Jun's Oct 12 e-mail said he still had to redo the power calc and check the variance) — it has to actually be in Jun's Aim 2 rewrite, with the effect size it's based on. Worth confirming with him.
- **IACUC 2023-0417:** reviewers asked that it be current at award. I don't know its expiry date or whether it covers the narrowed Aim 2 design (inducible *Hdac3* deletion). Do you know?""")

# ----------------------------------------------------------------------------- 17
c.user("I don't remember when the IACUC expires — leave that with me for now. Put a reminder to chase Tomás on the 27th when he's back, and send Karen the current budget so OSP can start their review.")
c.model("Creating the reminder and sending Karen the budget.", [
    ("task_create", {"project": PROJECT, "title": "Chase T. Vela for Lakeshore letter of support (back from leave)", "due": "2025-10-27", "assignee": "atlas", "remind_at": "2025-10-27T09:00", "tags": ["letters", "C7"], "notes": "Related TASK-2292; letter needed by Oct 28; fallback contact biorepository@lakeshorechildrens.org"}),
    ("email_send", {"from": "helen.okafor@calder.edu", "to": ["karen.whitfield@calder.edu"],
                    "subject": "PD-2025-0893 Okafor R01 A1 — budget ready for OSP review (BUD-0893 v8)",
                    "body": "Hi Karen,\n\nThe budget for PD-2025-0893 is ready for your review in the budget tool as BUD-0893 v8, with the justification in DOC-4478 (rev 8). Changes from the A0: Orbitrap equipment line removed; Metabolomics Core recharge added at $46,500/yr (FY26 rates); Co-I changed from Marcus Lindqvist (withdrawn, leaving Calder) to Anjali Deshpande, 0.9 CM. All years are under $500,000 direct.\n\nUpdated Key Personnel list: see DOC-4483 (rev 3). Letters: Metabolomics Core signed; Lakeshore Children's expected by Oct 28. We will upload everything to Cayuse before the Nov 4, 5 pm internal deadline.\n\nThanks,\nAtlas, on behalf of Dr. Helen Okafor",
                    "attachments": ["BUD-0893_v8_summary.pdf", "DOC-4478 Budget Justification rev8.pdf"]}),
    ("osp_record_update", {"record_id": "PD-2025-0893", "fields": {"budget_version": "BUD-0893 v8", "key_personnel_changed": True, "status": "Budget in OSP review"}, "note": "Budget sent to K. Whitfield 2025-10-17"}),
])
c.tool(["created TASK-2305  \"Chase T. Vela for Lakeshore letter of support (back from leave)\"  due 2025-10-27  reminder 2025-10-27 09:00  assignee atlas",
        "sent  message-id <a1c560.20251017.0912@mail.calder.edu>  to karen.whitfield@calder.edu  2 attachments (690 KB)",
        "PD-2025-0893 updated  status was: In preparation  now: Budget in OSP review   budget_version was: BUD-0893 v4  now: BUD-0893 v8   key_personnel_changed: true   internal_deadline: 2025-11-04T17:00\n" + OSP_CHECK.replace("[ ] Introduction to Resubmission", "[x] Introduction to Resubmission").replace("[ ] Detailed budget", "[~] Detailed budget (in OSP review)")])
c.model("""Done.
- ⏰ **TASK-2305** — reminder to chase Tomás on **Mon Oct 27, 9:00** (letter due Oct 28; fallback biorepository@lakeshorechildrens.org).
- ✉️ Budget **BUD-0893 v8** + justification sent to Karen; PD-2025-0893 now **"Budget in OSP review"** with key-personnel change flagged.
- IACUC 2023-0417 expiry left with you, as you asked.

Remaining before **Nov 4, 5 pm**: Vela letter, Anjali's biosketch/other support (Oct 24), Jun's Approach rewrite with the Aim 2 power analysis and Anjali's Aim 3 plan, and final upload to Cayuse.""")

# ----------------------------------------------------------------------------- labels
L = c.label
L("user_goal", "Resubmit R01 DK131472 as A1 for the NIH Nov 16 cycle; every budget year must stay under $500,000 direct costs (avoid prior approval)", ["A1", "$500,000 direct"])
L("fact", "Summary statement for 1R01DK131472-01: impact score 41, 29th percentile (CAMP study section)", ["impact 41", "29th percentile"])
L("fact", "Critiques C1-C7: C1 Aim 2 scope, C2 no power analysis, C3 thin longitudinal stats, C4 low Co-I effort, C5 dated literature, C6 Orbitrap unjustified, C7 missing letters", ["C6", "C7", "Orbitrap"])
L("reference", "Document ids: DOC-4472 Research Strategy, DOC-4475 Introduction to Resubmission, DOC-4478 Budget Justification, DOC-4480 letters folder", ["DOC-4472", "DOC-4475", "DOC-4478"])
L("decision", "Add 2022+ citations #1,#3,#4,#7 to Significance (PMIDs 38001927, 38122790, 38410066, 37456690); exclude Chowdhury 2022 (#9)", ["38122790", "37456690", "Chowdhury"])
L("fact", "Research Strategy DOC-4472 at rev 15 is 11.62 of 12 pages; citation renumbering touched §C markers", ["11.62"])
L("decision", "Do not touch the Approach section (DOC-4472 §C): Jun Park is rewriting Aim 2 for C1/C2 and sends it Thursday", ["Approach", "Thursday"])
L("decision", "Equipment option A: delete Orbitrap EQ-01 and use the Metabolomics Core via a recharge line ODC-MC1", ["ODC-MC1", "Metabolomics Core recharge"])
L("fact", "F&A is 57.5% MTDC and the core recharge is subject to F&A (internal service center)", ["57.5%"])
L("fact", "OSP internal routing deadline for PD-2025-0893 moved to Tue Nov 4, 5:00 pm because of the Cayuse SP upgrade (Nov 5-7)", ["Nov 4", "Cayuse"])
L("reference", "OSP proposal record PD-2025-0893; OSP specialist Karen Whitfield karen.whitfield@calder.edu", ["PD-2025-0893", "karen.whitfield@calder.edu"])
L("decision", "Letters of support now due Oct 28 (tasks TASK-2291/TASK-2292 moved)", ["2025-10-28", "TASK-2292"])
L("decision", "Marcus Lindqvist withdrew (leaving for Karolinska); Anjali Deshpande replaces him as biostat Co-I on line SK-02", ["Deshpande", "Karolinska"])
L("reference", "Anjali Deshpande's e-mail anjali.deshpande@calder.edu", ["anjali.deshpande@calder.edu"])
L("decision", f"Y2 materials & supplies (OD-01) trimmed by $5,000 to ${B.supplies[2]:,} to meet cap; no personnel changes; cut kept as cushion", [f"${B.supplies[2]:,}", "OD-01"])
L("decision", "Metabolomics Core recharge set to $46,500/yr (FY26 rates, per Priya Raman's letter)", ["$46,500"])
L("decision", "Deshpande effort set to 0.9 calendar months (her maximum)", ["0.9 CM"])
L("fact", "Priya Raman's signed Metabolomics Core letter received and filed as DOC-4490; TASK-2291 closed", ["DOC-4490"])
L("fact", "Tomás Vela is away (NASPGHAN, leave) until Mon Oct 27; fallback contact biorepository@lakeshorechildrens.org", ["October 27", "biorepository@lakeshorechildrens.org"])
L("pending_action", "Anjali Deshpande to draft a half-page Aim 3 statistical analysis plan and send it directly to Jun Park (jun.park@calder.edu)", ["half-page", "analysis plan"])
L("decision", "Introduction: pilot-data paragraph cut; DOC-4475 rev 2 is 0.94 pages", ["0.94"])
L("fact", f"Final budget BUD-0893 v8 with all years under cap; Y2 direct ${v8[2]['direct']:,}", ["BUD-0893 v8"])
L("pending_action", "Chase Tomás Vela on Oct 27 for the Lakeshore letter (TASK-2305), due Oct 28", ["TASK-2305"])
L("pending_action", "Receive Anjali Deshpande's biosketch and other support by Oct 24", ["Oct 24"])
L("pending_action", "Upload everything (final budget, sections, signed letters, key personnel) to Cayuse record before Nov 4, 5 pm; OSP reviewing budget", ["Budget in OSP review"])
L("fact", "Aim 2 narrows to one epithelial Hdac3 line (Villin-CreERT2; Hdac3 fl/fl) and one consortium pair, dietary arms dropped", ["Villin-CreERT2", "dietary arms"])
L("open_issue", "C2: Jun still has to redo the Aim 2 power calc (variance unchecked); the Introduction already claims a formal power analysis, so it must be in his rewrite", ["C2", "power analysis"])
L("open_issue", "IACUC protocol 2023-0417 expiry unknown and whether it covers the inducible Hdac3 design; PI will check", ["2023-0417", "expiry"])

S = c.stale_item
S("OSP internal deadline was Nov 7 (now Nov 4, 5 pm)", ["Nov 7"], "to **Tuesday Nov 4, 5:00 pm**")
S("Orbitrap Exploris 240 equipment line $385,000 in Y1 (deleted, replaced by core recharge)", ["Orbitrap", "$385,000"], "\"op\":\"delete_line\",\"line\":\"EQ-01\"")
S("Letters of support due Oct 31 (moved to Oct 28)", ["October 31"], "by Tuesday, October 28 instead of October 31")
S("Marcus Lindqvist as biostatistics Co-I (withdrew; replaced by Anjali Deshpande)", ["Lindqvist", "Co-I"], "Deshpande. Keep the effort")
S("Metabolomics Core recharge $52,000/yr (replaced by $46,500/yr)", ["$52,000"], "you should budget $46,500/yr")
S("Co-I effort 1.2 calendar months (Deshpande can only do 0.9 CM)", ["1.2 CM"], "I can only commit 0.9 calendar months")

c.write("/work/blind16/out/blind-research-grant-resubmission.json", meta={"author": "author-d", "domain": "research administration / grant resubmission", "language": "en"})
for l in c.labels:
    print(l["id"], l["kind"], l["message_index"], l["evidence"])
for s in c.stale:
    print(s["id"], s["message_index"], s["terms"])

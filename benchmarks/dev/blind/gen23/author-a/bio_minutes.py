MINUTES = """DEPARTMENT OF HEALTH AND HUMAN SERVICES
Food and Drug Administration
Silver Spring, MD 20993

PIND 162345
MEETING MINUTES

Corvane Bio, Inc.
Attention: Dana Whitfield
Senior Director, Regulatory Affairs
400 Technology Square
Cambridge, MA 02139

Dear Ms. Whitfield:

Please refer to your pre-investigational new drug application (PIND) file for CVB-217.

We also refer to the meeting between representatives of your firm and the FDA on February 20, 2025. The purpose of the meeting was to discuss the adequacy of the nonclinical program, the proposed first-in-human starting dose and dose-escalation scheme, and the chemistry, manufacturing, and controls (CMC) information planned to support initiation of study CVB217-101.

A copy of the official minutes of the meeting is enclosed for your information. Please notify us of any significant differences in understanding regarding the meeting outcomes.

If you have any questions, contact me at aisha.grant@fda.hhs.gov.

Sincerely,
{Electronically signed}
LCDR Aisha Grant, PharmD
Senior Regulatory Health Project Manager
Division of Pulmonology, Allergy, and Critical Care
Office of Immunology and Inflammation
Office of New Drugs
Center for Drug Evaluation and Research

Enclosure: Meeting Minutes

------------------------------------------------------------------

MEMORANDUM OF MEETING MINUTES

Meeting Type: B
Meeting Category: Pre-IND
Meeting Date and Time: February 20, 2025, 11:00 AM - 12:00 PM (ET)
Meeting Location: Teleconference
Application Number: PIND 162345
Product Name: CVB-217
Indication: Treatment of idiopathic pulmonary fibrosis (IPF)
Sponsor Name: Corvane Bio, Inc.
Regulatory Pathway: 505(i) of the Federal Food, Drug, and Cosmetic Act
Meeting Chair: Rachel Dunmore, MD
Meeting Recorder: LCDR Aisha Grant, PharmD

FDA ATTENDEES
Rachel Dunmore, MD, Clinical Team Leader, DPACC
Victor Alsop, MD, Clinical Reviewer, DPACC
Helen Ma, PhD, Supervisory Pharmacologist, DPT-II
Oluwaseun Bakare, PhD, Pharmacology/Toxicology Reviewer, DPT-II
Gregory Tanaka, PhD, Clinical Pharmacology Reviewer, OCP
Mei-Ling Foster, PhD, CMC Lead, OPQ
LCDR Aisha Grant, PharmD, Senior Regulatory Health Project Manager, DPACC

SPONSOR ATTENDEES
Dana Whitfield, Senior Director, Regulatory Affairs
Elena Marsh, MD, Chief Medical Officer
Priya Raman, PhD, DABT, Nonclinical Consultant (Raman Tox Consulting)
Kevin Brandt, Director, CMC
Jonah Pike, Associate Director, Clinical Development
Farah Qureshi, PhD, Clinical Scientist

1.0 BACKGROUND

CVB-217 is an orally administered small-molecule antagonist of the lysophosphatidic acid receptor 1 (LPA1) being developed for the treatment of IPF. Corvane Bio intends to submit an IND to support a first-in-human, randomized, double-blind, placebo-controlled, single ascending dose (SAD) and multiple ascending dose (MAD; up to 14 days) study in healthy adult subjects (study CVB217-101). The Sponsor submitted a meeting package on January 17, 2025, containing 6 questions. Preliminary responses were sent to the Sponsor on February 18, 2025. The Sponsor requested discussion of Questions 1, 3, and 4 only. The Sponsor's questions are in bold italics, the FDA preliminary responses in normal font, and the discussion at the meeting in italics.

2.0 DISCUSSION

2.1 Nonclinical

Question 1: Does the Agency agree that the completed nonclinical program (28-day GLP repeat-dose toxicity studies in rats and dogs with 14-day recovery, the core safety pharmacology battery, and in vitro genetic toxicology) is adequate to support the initiation of study CVB217-101 at the proposed doses and durations?

FDA Response to Question 1:
Yes, the nonclinical program appears adequate to support dosing of up to 14 days in healthy subjects, provided the final study reports support the conclusions in your meeting package. We note the following:
a) Your meeting package states that the GLP hERG assay (study VTX-4490) showed an IC50 of approximately 9 uM and that the report is in draft. Given the modest separation between this IC50 and the projected free Cmax at the upper end of your proposed SAD range, we request that the final, quality-assured hERG report be included in the initial IND submission. Integrated summaries based on unaudited draft reports are acceptable for other studies provided the final reports are submitted within 120 days of study initiation, but for the hERG study the final report should be available for our review during the 30-day IND safety review.
b) The dog telemetry study (VTX-4495) did not show QTc effects up to 30 mg/kg; this is reassuring, but dog exposures at that dose should be compared to projected human exposures at each planned dose level in the IND.
c) Reports for the 28-day studies should include the toxicokinetic data in tabulated form, by sex and study day.

Discussion:
The Sponsor stated that Veritox Labs forecasts the final audited hERG report in early April 2025 and that it will be included in the IND. The Division agreed.

Question 2: Does the Agency agree that the genetic toxicology battery (bacterial reverse mutation assay and in vitro micronucleus assay in TK6 cells, both negative) is sufficient to support the Phase 1 study, and that an in vivo genotoxicity assessment can be deferred?

FDA Response to Question 2:
Yes. The in vitro battery is adequate to support single- and multiple-dose studies of up to 14 days. An in vivo micronucleus assessment (which may be integrated into a repeat-dose toxicity study) should be completed prior to initiation of Phase 2, consistent with ICH M3(R2) and ICH S2(R1).

Question 3: Does the Agency agree that a starting dose of 25 mg, derived from the rat NOAEL of 30 mg/kg/day (human equivalent dose 4.8 mg/kg; 10-fold safety factor; 60 kg adult) is appropriate for the SAD portion of study CVB217-101?

FDA Response to Question 3:
No, we do not agree. In the 28-day dog study (VTX-4471), emesis, soft feces, and gastric mucosal hyperplasia were observed at 10 and 30 mg/kg/day, and the NOAEL was 3 mg/kg/day. On a body-surface-area basis the dog is the more sensitive species. Using the dog NOAEL of 3 mg/kg/day (HED 1.7 mg/kg), a 10-fold safety factor, and a 60 kg adult, the maximum recommended starting dose is approximately 10 mg. Your argument that the gastrointestinal findings in the dog are species-specific has not been supported with mechanistic data, and gastric hyperplasia was not fully reversible at 30 mg/kg/day after the 14-day recovery period. The starting dose should not exceed 10 mg.

Discussion:
The Sponsor asked whether a starting dose of 15 mg could be justified by the pharmacologically active dose estimate (PAD). The Division stated that the PAD argument supports the lower end of the range and does not justify a starting dose above the value derived from the most sensitive species. The Sponsor acknowledged and stated it will revise the protocol to start at no more than 10 mg.

2.2 Clinical and Clinical Pharmacology

Question 4: Does the Agency agree with the proposed SAD escalation scheme (25, 50, 100, 200, 300, 400 mg) and with escalation decisions by a Safety Review Committee based on blinded safety, tolerability and PK data from each cohort?

FDA Response to Question 4:
We agree in principle with escalation decisions by a Safety Review Committee. However, the SAD scheme should be revised to begin at the starting dose discussed under Question 3. In addition, dose escalation beyond the dose predicted to achieve a mean AUC0-24 equal to the mean Day 28 AUC0-24 at the dog NOAEL (4,120 ng*h/mL, combined sexes, per Table 7 of your meeting package) should not occur until you have submitted the blinded safety, tolerability, and PK data from all completed cohorts to the IND and the Division has had 10 business days to review the data. Your protocol should state the exposure limit, the method used to predict human exposure at each dose (including how observed PK from earlier cohorts will update the prediction), and the stopping rules.

Discussion:
The Sponsor asked whether the exposure limit applies to mean or individual exposures. The Division stated that the limit applies to the predicted cohort mean, but that individual subjects exceeding the limit should be discussed in the submission. The Sponsor asked whether the 10 business days run from the date of submission; the Division confirmed that they do.

Question 5: Does the Agency agree with the proposed cardiac safety monitoring (12-lead ECGs in triplicate at pre-dose and at 1, 2, 4, 8, 24 hours post-dose)?

FDA Response to Question 5:
In view of the hERG finding noted under Question 1, we recommend continuous 12-lead Holter monitoring from 1 hour pre-dose to 24 hours post-dose in all SAD cohorts, with extraction of ECGs at time points matched to PK sampling, so that concentration-QTc analysis can be performed across the SAD. The proposed safety ECGs are otherwise acceptable.

2.3 Chemistry, Manufacturing, and Controls

Question 6: Does the Agency agree that the proposed drug product stability data package (1-month data on the clinical lot at the time of IND submission, with a commitment to report further data in annual reports) is adequate?

FDA Response to Question 6:
No. Because the clinical lot of CVB-217 capsules will be used for up to 12 months, the IND should include at least 3 months of long-term (25 C/60% RH) and accelerated (40 C/75% RH) stability data on the clinical lot, or on a representative lot manufactured by the same process at the same site, together with the stability protocol and the proposed re-test period. Supportive data from development lots may be included.

3.0 ADDITIONAL COMMENTS

a) We remind you that the IND must be submitted in eCTD format (see the guidance for industry Providing Regulatory Submissions in Electronic Format - Certain Human Pharmaceutical Product Applications and Related Submissions Using the eCTD Specifications).
b) Reference the PIND number (PIND 162345) in your IND submission and cover letter; the IND will retain this number.
c) Include a complete list of any sponsor obligations transferred to a contract research organization, in accordance with 21 CFR 312.52.
d) Pediatric Research Equity Act: an initial pediatric study plan is not required at this time; see the guidance for industry on pediatric study plans for timing.

4.0 ISSUES REQUIRING FURTHER DISCUSSION
There were no issues requiring further discussion.

5.0 ACTION ITEMS
- Sponsor to revise the starting dose and SAD escalation scheme as discussed under Questions 3 and 4.
- Sponsor to include the final hERG report (VTX-4490) in the initial IND.
- Sponsor to include continuous Holter monitoring in the SAD.
- Sponsor to include at least 3 months of drug product stability data.

6.0 ATTACHMENTS AND HANDOUTS
Sponsor slides presented at the meeting (7 pages).
"""

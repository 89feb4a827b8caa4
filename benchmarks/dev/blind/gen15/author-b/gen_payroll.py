"""Generator: blind-payroll-provider-migration (English).

Dialogue, facts, value changes and labels are hand-written below; long tool outputs
(population extracts, parallel-run registers, DPS notices, benefit exports) are generated
from a seeded RNG so the file is deterministic.
"""
import random
import sys

sys.path.insert(0, "/work/blind15/author-b")
from convlib import Conv  # noqa: E402

rng = random.Random(150715)

# Strings that must not appear by accident in generated numbers / ids.
PROTECTED = ["19.75", "1,850", "2,400", "312.40", "1,500", "407 of 410", "417829",
             "88213", "0147", "0388", "1187", "5531", "0912"]


def money(x):
    s = f"{x:,.2f}"
    while any(p in s for p in PROTECTED):
        x += 0.01
        s = f"{x:,.2f}"
    return s


FIRST = ["James", "Olivia", "Mohammed", "Amelia", "Jack", "Isla", "Harry", "Ava", "George", "Emily",
         "Noah", "Sophie", "Leo", "Grace", "Oscar", "Freya", "Arthur", "Lily", "Charlie", "Evie",
         "Jacob", "Ruby", "Thomas", "Poppy", "Alfie", "Daisy", "Joshua", "Megan", "Ryan", "Holly",
         "Daniel", "Jessica", "Adam", "Zara", "Samuel", "Ellie", "Kieran", "Abigail", "Connor", "Niamh",
         "Dylan", "Chloe", "Ethan", "Lauren", "Rhys", "Katie", "Callum", "Aimee", "Hamza", "Priyanka",
         "Marek", "Agnieszka", "Tariq", "Funmi", "Declan", "Siobhan", "Gurpreet", "Yusuf", "Ioana", "Craig"]
LAST = ["Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Patel", "Robinson",
        "Wright", "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Thomas", "Clarke",
        "Jackson", "Wood", "Harris", "Edwards", "Turner", "Martin", "Cooper", "Hill", "Ward", "Hughes",
        "Moore", "Clark", "King", "Harrison", "Lewis", "Baker", "Lee", "Allen", "Morris", "Khan",
        "Scott", "Watson", "Davis", "Parker", "James", "Bennett", "Young", "Phillips", "Richardson", "Mitchell",
        "Nowak", "Kowalski", "Begum", "Ahmed", "O'Neill", "Campbell", "Stewart", "Murray", "Reid", "Gill"]

SITES = {
    "HO": ("Milton Keynes HO", ["CC-1101", "CC-1102", "CC-1103", "CC-1104", "CC-1105", "CC-1106", "CC-1107"]),
    "DAV": ("Daventry DC", ["CC-2101", "CC-2102", "CC-2103", "CC-2104", "CC-2105", "CC-2106", "CC-2107", "CC-2108"]),
    "THR": ("Thurrock", ["CC-2201", "CC-2202", "CC-2203", "CC-2204", "CC-2205", "CC-2206"]),
    "GLA": ("Glasgow Eurocentral", ["CC-2301", "CC-2302", "CC-2303", "CC-2304", "CC-2305"]),
    "CDF": ("Cardiff Wentloog", ["CC-2401", "CC-2402", "CC-2403", "CC-2404", "CC-2405"]),
}
ALL_CC = [c for s in SITES.values() for c in s[1]]  # 31 cost centres
assert len(ALL_CC) == 31

SPECIAL = {
    10019: ("Hannah Corbett", "HO"), 10027: ("Margaret Hollis", "HO"), 10058: ("Rachel Okonjo", "HO"),
    10064: ("Marcus Oyelaran", "DAV"), 10077: ("Stuart Penhale", "DAV"), 10102: ("Aisha Rahman", "HO"),
    10133: ("Ewan MacLeod", "GLA"), 10141: ("Gavin Strudwick", "THR"), 10154: ("Helen Carver", "HO"),
    10166: ("Joel Ashdown", "DAV"), 10187: ("Chloe Ferreira", "GLA"), 10219: ("Kirsty Doig", "GLA"),
    10230: ("Owen Pritchard", "CDF"), 10245: ("Ian Petrakis", "HO"), 10276: ("Natalia Wojcik", "THR"),
    10298: ("Robert Fenwick", "CDF"), 10311: ("Dennis Farrow", "DAV"), 10322: ("Bethan Lyle", "CDF"),
    10355: ("Liam Garrity", "DAV"), 10367: ("Fraser Laing", "GLA"), 10390: ("Sunil Mehta", "HO"),
    10402: ("Lorraine Beck", "THR"), 10448: ("Tomasz Wierzbicki", "DAV"),
}

ids = list(range(10001, 10471))
candidates = [i for i in ids if i not in SPECIAL]
weekly = set(rng.sample([i for i in candidates if True], 58))
monthly = [i for i in ids if i not in weekly]
assert len(monthly) == 412

emp = {}
for i in ids:
    if i in SPECIAL:
        name, site = SPECIAL[i]
    else:
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        site = rng.choices(list(SITES), weights=[22, 30, 20, 14, 14])[0]
    cc = rng.choice(SITES[site][1])
    if i in weekly:
        site = rng.choice(["DAV", "THR"])
        cc = rng.choice(SITES[site][1])
    salary = round(rng.uniform(23500, 68000) if site == "HO" else rng.uniform(23000, 41000), -1)
    emp[i] = {"id": f"EMP-{i}", "name": name, "site": site, "cc": cc, "salary": salary,
              "freq": "W" if i in weekly else "M"}
emp[10245]["salary"] = 74200.0
emp[10058]["salary"] = 71850.0
emp[10390]["salary"] = 69900.0

# ---- category assignments for parallel run 1 --------------------------------------
TAX8 = [10019, 10064, 10102, 10141, 10187, 10230, 10276, 10355]
TAX_ALL = TAX8 + [10448]
SL3 = [10133, 10219, 10367]
NI3 = [10027, 10311, 10402]
pool = [i for i in monthly if i not in SPECIAL]
DENT18 = sorted(rng.sample(pool, 18))
pool2 = [i for i in pool if i not in DENT18 and emp[i]["site"] != "HO"]
PEN11 = sorted(rng.sample(pool2, 11))
LEAVERS = [10077, 10154, 10298]


def net_of(gross, basic):
    sac = basic * 0.05
    taxable = gross - sac
    tax = max(0.0, taxable - 1047.50) * 0.20 + max(0.0, taxable - 4189.17) * 0.20
    ni = max(0.0, min(taxable, 4189.0) - 1048.0) * 0.08 + max(0.0, taxable - 4189.0) * 0.02
    return taxable - tax - ni


def run_register(period, members, flags, with_overtime=True, variances_only=False):
    """Return (text, totals). flags: emp -> (diff, code)."""
    lines = []
    hdr = (f"{'EMP_ID':<10} {'NAME':<20} {'SITE':<4} {'GROSS':>9} "
           f"{'SB_NET':>9} {'LG_NET':>9} {'DIFF':>7} FLAG")
    lines.append(hdr)
    lines.append("-" * len(hdr))
    sb_tot = lg_tot = 0.0
    within = 0
    for i in members:
        e = emp[i]
        basic = e["salary"] / 12
        ot = 0.0
        if with_overtime and e["site"] != "HO" and rng.random() < 0.35:
            ot = round(rng.uniform(40, 520), 2)
        if i in PEN11 and with_overtime:
            ot = round(rng.uniform(180, 610), 2)
        gross = basic + ot
        sb_net = net_of(gross, basic)
        if i in flags:
            d, code = flags[i]
        else:
            d, code = rng.choice([0.0, 0.0, 0.0, 0.0, 0.0, 0.01, -0.01]), ""
        lg_net = sb_net + d
        sb_tot += sb_net
        lg_tot += lg_net
        if abs(d) <= 1.00:
            within += 1
        if variances_only and d == 0.0:
            continue
        lines.append(f"{e['id']:<10} {e['name'][:20]:<20} {e['site']:<4} {money(gross):>9} "
                     f"{money(sb_net):>9} {money(lg_net):>9} {money(d):>7} {code}".rstrip())
    return "\n".join(lines), sb_tot, lg_tot, within


conv = Conv("blind-payroll-provider-migration",
            "Payroll migration Sagebrook -> Ledgerly: mapping, parallel runs, tax codes, cutover, bank file")

# =====================================================================================
conv.system(
    "You are the HR Operations assistant for Halden Logistics Ltd (UK; about 470 employees across five "
    "sites). You work for the HR Ops team through tools: PeopleHub HRIS (read), the Ledgerly payroll "
    "tenant (new provider: configuration, employee pay records, pay calendars, bank files, support cases), "
    "the Sagebrook payroll portal (current provider: READ-ONLY, never change Sagebrook data), the HMRC "
    "Data Provisioning Service inbox, the Perkwise benefits platform (read), the shared document store, "
    "Jira, procurement, and Outlook on behalf of the hrops@haldenlogistics.co.uk mailbox.\n"
    "Rules: confirm with the user before anything that moves money, commits spend or contacts employees; "
    "e-mails to suppliers on the user's instruction are fine. Keep answers short, use tables to compare "
    "options, and log migration decisions on the Jira epic when asked.\n"
    "Today is Monday 14 July 2025. Currency GBP.")

U1 = conv.user(
    "We're moving payroll from Sagebrook to Ledgerly. Monthly payroll first. Plan is go-live on the July "
    "run, pay date 25 Jul. Sign-off rule for parallel runs: every employee's net pay within £1.00 of "
    "Sagebrook, no exceptions without my OK. BACS goes out through the Ledgerly bureau and Mark Ellison "
    "approves the file like he does today. Start with where the data mapping is at. Epic is HROPS-1142.")

# ---- population + mapping status --------------------------------------------------
sample_rows = ["EMP_ID     NAME                   FREQ SITE  COST_CTR  NI_CAT  START_DATE  BANK_SORT  SALARY_FTE"]
for i in ids[:45]:
    e = emp[i]
    ni = "" if i in NI3 else "A"
    sd = f"20{rng.randint(8, 24):02d}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
    sort = f"{rng.randint(10, 99)}-{rng.randint(10, 99)}-{rng.randint(10, 99)}"
    sample_rows.append(f"{e['id']:<10} {e['name'][:22]:<22} {e['freq']:<4} {e['site']:<5} {e['cc']:<9} "
                       f"{ni or '(blank)':<7} {sd}  {sort}   {money(e['salary']):>10}")
site_counts = {}
for i in ids:
    k = (emp[i]["site"], emp[i]["freq"])
    site_counts[k] = site_counts.get(k, 0) + 1
site_tbl = "\n".join(
    f"  {SITES[s][0]:<22} monthly {site_counts.get((s, 'M'), 0):>4}   weekly {site_counts.get((s, 'W'), 0):>4}"
    for s in SITES)

pop_out = (
    "PeopleHub report payroll_population  as_of=2025-07-14  generated=2025-07-14T09:12:44Z\n"
    f"active_employees: 470\n  pay_frequency MONTHLY: 412\n  pay_frequency WEEKLY: 58\n"
    "by site:\n" + site_tbl + "\n"
    "cost centres in use: 31 (CC-1101..CC-2405)\n"
    "fields: employee_id, legal_name, pay_frequency, site, cost_centre, ni_category, start_date, "
    "bank_sort_code, bank_account (masked), salary_fte, contracted_hours, pension_scheme, student_loan_plan\n"
    "sample (first 45 rows of 470):\n" + "\n".join(sample_rows) + "\n"
    "note: bank_account masked in sample; full values included in the secure SFTP extract "
    "peoplehub_payroll_population_20250714.csv.pgp")

val_errs = []
for i in monthly[:12]:
    val_errs.append(f"  {emp[i]['id']}  DEPT_CODE_FORMAT  department_code '{emp[i]['cc']}' must match ^4\\d{{5}}$")
mapping_out = (
    "Ledgerly tenant LDG-HALD-0427 (Halden Logistics Ltd)  import profile peoplehub_core_v2\n"
    "mapping revision: r4 (saved 2025-07-08 16:40 by sofia.b@ledgerly-impl)\n\n"
    "FIELD MAP\n"
    "  source (PeopleHub)        target (Ledgerly)          status     transform\n"
    "  employee_id               works_number               MAPPED     none\n"
    "  legal_name                name.legal                 MAPPED     split(first,last)\n"
    "  pay_frequency             pay_group                  MAPPED     M->PG-MONTHLY, W->PG-WEEKLY\n"
    "  site                      location_code              MAPPED     HO/DAV/THR/GLA/CDF\n"
    "  cost_centre               department_code            INVALID    none (format mismatch)\n"
    "  ni_category               ni_category_letter         MAPPED     none\n"
    "  start_date                employment.start_date      MAPPED     ISO date\n"
    "  bank_sort_code            payee.sort_code            MAPPED     strip '-'\n"
    "  bank_account              payee.account_number       MAPPED     none\n"
    "  salary_fte                pay.annual_salary          MAPPED     none\n"
    "  contracted_hours          pay.hours_per_week         MAPPED     none\n"
    "  pension_scheme            pension.scheme_id          MAPPED     AVIVA-GPP->PEN-AVIVA-GPP\n"
    "  student_loan_plan         statutory.student_loan     MAPPED     from Sagebrook YE file\n"
    "  tax_code                  statutory.tax_code         MAPPED     from Sagebrook 30 May delta\n\n"
    "VALIDATION (dry run 2025-07-14 09:13, 470 records)\n"
    "  passed: 0\n  failed: 470\n"
    "  DEPT_CODE_FORMAT        412 records (all PG-MONTHLY)  Ledgerly GL export requires 6-digit department codes\n"
    "  PAYGROUP_NOT_ENABLED     58 records (all PG-WEEKLY)   weekly module not active on this tenant; "
    "contract schedule 2: weekly module available from 1 Sep 2025\n"
    "  NI_CATEGORY_MISSING       3 records                    EMP-10027, EMP-10311, EMP-10402\n"
    "  (records can carry more than one error)\n"
    "first 12 DEPT_CODE_FORMAT errors:\n" + "\n".join(val_errs) + "\n"
    "GL department codes configured in tenant: 31 (410101..423105)\n"
    "Pay calendar PG-MONTHLY: 2025-07 LIVE_FIRST pay_date 2025-07-25; bank submission BUREAU")

m = conv.model("Pulling the HRIS population and Ledgerly's current mapping status.", [
    ("peoplehub_export", {"report": "payroll_population", "as_of": "2025-07-14", "include_sample_rows": 45,
                          "fields": ["employee_id", "legal_name", "pay_frequency", "site", "cost_centre",
                                     "ni_category", "start_date", "bank_sort_code", "salary_fte"]}, pop_out),
    ("ledgerly_mapping_status", {"tenant_id": "LDG-HALD-0427", "import_profile": "peoplehub_core_v2",
                                 "run_validation": True}, mapping_out),
])

conv.model(
    "## Mapping status — Ledgerly tenant LDG-HALD-0427 (mapping rev r4)\n\n"
    "**Population (PeopleHub, 14 Jul):** 470 active — **412 monthly-paid**, **58 weekly-paid** (Daventry DC "
    "and Thurrock hourly staff).\n\n"
    "The field map is mostly done; the dry run fails every record on three problems:\n\n"
    "| # | Problem | Records | Cause |\n|---|---|---|---|\n"
    "| 1 | `DEPT_CODE_FORMAT` | 412 (all monthly) | PeopleHub sends `CC-####`; Ledgerly's GL export needs the 6-digit department codes already set up in the tenant (410101…423105) |\n"
    "| 2 | `PAYGROUP_NOT_ENABLED` | 58 (all weekly) | Weekly module isn't active — contract schedule 2 only makes it available from **1 Sep 2025** |\n"
    "| 3 | `NI_CATEGORY_MISSING` | 3 | EMP-10027, EMP-10311, EMP-10402 have a blank NI letter in PeopleHub |\n\n"
    "### Cost centres — options\n\n"
    "| | Option 1: recode in PeopleHub | Option 2: lookup table in Ledgerly | Option 3: default dept, fix later |\n"
    "|---|---|---|---|\n"
    "| What | Replace `CC-####` with 6-digit codes in the HRIS | Ledgerly translates 31 `CC-####` → GL codes at import | Load everyone to 410101, re-map after go-live |\n"
    "| Effort | High — Finance reports and 3 integrations read `CC-####` | Low — 31-row table, one mapping revision | Lowest now, rework later |\n"
    "| Risk | Breaks other consumers of the HRIS | Table must be maintained when cost centres change | GL postings wrong until fixed — Finance won't accept |\n\n"
    "**Recommendation: Option 2.**\n\n"
    "### Weekly-paid\nThe 58 weekly staff can't be loaded before 1 Sep regardless. Either we push Ledgerly to "
    "bring the weekly module forward (contract change, they quoted ~3 weeks for such changes), or we leave "
    "the weekly payroll on Sagebrook and move it once the module is live in September. I'd do the latter — "
    "it keeps this cutover to one pay group.\n\n"
    "Which option for cost centres, and what do you want for weekly?")

U2 = conv.user("Option 2. Weekly stay on Sagebrook till September — phase 2.")

lookup_rows = "\n".join(f"  {cc} -> {410000 + (int(cc[3:5]) - 11) * 1000 + int(cc[5:]) + 100}" for cc in ALL_CC)
map_upd_out = (
    "mapping revision saved: r5 (base r4)  tenant LDG-HALD-0427  saved 2025-07-14T09:31:02Z by hrops-assistant\n"
    "change 1: department_code  transform none -> lookup(CC_GL_LOOKUP) source peoplehub.cost_centre\n"
    "lookup table CC_GL_LOOKUP loaded from /shared/hr-ops/payroll-migration/cc_gl_lookup.csv: 31 rows, 0 rejected\n"
    + lookup_rows + "\n"
    "unmatched cost centres in PeopleHub population: 0\n"
    "validation re-run (monthly records only): 412 records  passed 409  failed 3\n"
    "  NI_CATEGORY_MISSING  EMP-10027, EMP-10311, EMP-10402")
pg_out = (
    "pay group PG-WEEKLY updated  tenant LDG-HALD-0427\n"
    "  status: was ACTIVE_PENDING_MODULE  now EXCLUDED_FROM_IMPORT\n"
    "  reason: Weekly-paid (58) remain on Sagebrook until phase 2 (Sep 2025)\n"
    "  linked: HROPS-1142\n"
    "  effect: PeopleHub records with pay_frequency=W are skipped by import profile peoplehub_core_v2 "
    "(58 records skipped at next import)")
conv.model("Applying the lookup-table mapping and parking the weekly pay group.", [
    ("ledgerly_mapping_update", {
        "tenant_id": "LDG-HALD-0427", "base_revision": "r4",
        "changes": [{"target_field": "department_code", "source_field": "peoplehub.cost_centre",
                     "transform": "lookup", "lookup_table": "CC_GL_LOOKUP",
                     "rows_file": "/shared/hr-ops/payroll-migration/cc_gl_lookup.csv"}],
        "note": "Option 2 agreed with P. Raman: translate CC-#### to 6-digit GL dept codes at import; HRIS unchanged."},
     map_upd_out),
    ("ledgerly_paygroup_update", {"tenant_id": "LDG-HALD-0427", "pay_group": "PG-WEEKLY",
                                  "status": "EXCLUDED_FROM_IMPORT",
                                  "reason": "Weekly-paid (58) remain on Sagebrook until phase 2 (Sep 2025)",
                                  "jira": "HROPS-1142"}, pg_out),
])

conv.model(
    "Done.\n\n"
    "- **Mapping r5** saved: `department_code` now goes through lookup table `CC_GL_LOOKUP` (31 rows, 0 rejects). "
    "409 of 412 monthly records pass validation.\n"
    "- **PG-WEEKLY** excluded from import — the 58 weekly staff stay on Sagebrook until phase 2 in September.\n\n"
    "The 3 remaining failures are the blank NI letters:\n\n"
    "| Employee | Name | Site | DoB | Age | Sagebrook NI letter |\n|---|---|---|---|---|---|\n"
    "| EMP-10027 | Margaret Hollis | HO | 11 Mar 1958 | 67 | C |\n"
    "| EMP-10311 | Dennis Farrow | DAV | 24 Jan 1959 | 66 | C |\n"
    "| EMP-10402 | Lorraine Beck | THR | 2 Oct 1957 | 67 | C |\n\n"
    "All three are over State Pension age, so C (no employee NI) is what Sagebrook uses. Set them to C in Ledgerly?")

U3 = conv.user("Yes, C. Then kick off June as parallel run 1.")

ni_out = (
    "bulk update applied  tenant LDG-HALD-0427  3 records\n"
    "  EMP-10027  ni_category_letter  was (blank)  now C   audit AUD-77120\n"
    "  EMP-10311  ni_category_letter  was (blank)  now C   audit AUD-77121\n"
    "  EMP-10402  ni_category_letter  was (blank)  now C   audit AUD-77122\n"
    "validation (PG-MONTHLY): 412 passed, 0 failed")
pr1_start = (
    "parallel run queued\n  run_id: PR-2025-06-P1\n  label: PARALLEL-1\n  period: 2025-06 (tax month 3)\n"
    "  pay group: PG-MONTHLY  employees: 412\n  comparison source: sagebrook_register_2025-06 (imported read-only "
    "from Sagebrook portal export SB-REG-HALD-M-202506.csv)\n  tolerance: net pay +/- 1.00 GBP per employee\n"
    "  estimated completion: 6 min")
conv.model(None, [
    ("ledgerly_employee_bulk_update", {"tenant_id": "LDG-HALD-0427", "records": [
        {"works_number": "EMP-10027", "ni_category_letter": "C"},
        {"works_number": "EMP-10311", "ni_category_letter": "C"},
        {"works_number": "EMP-10402", "ni_category_letter": "C"}],
        "reason": "Over State Pension age; matches Sagebrook. Approved P. Raman 14/07."}, ni_out),
    ("ledgerly_parallel_run_start", {"tenant_id": "LDG-HALD-0427", "period": "2025-06", "pay_group": "PG-MONTHLY",
                                     "compare_with": "sagebrook_register_2025-06", "tolerance_net_gbp": 1.00,
                                     "run_label": "PARALLEL-1"}, pr1_start),
])

# ---- run 1 results ------------------------------------------------------------------
flags1 = {}
tax_diffs = {10019: 12.00, 10064: 209.50, 10102: -21.00, 10141: 244.83, 10187: 6.91,
             10230: 23.67, 10276: 213.17, 10355: 32.83, 10448: 288.67}
for i, d in tax_diffs.items():
    flags1[i] = (d, "TAX_CODE")
for i in DENT18:
    flags1[i] = (18.40, "DED_MISSING")
for i in PEN11:
    flags1[i] = (round(-rng.uniform(2.1, 27.9), 2), "PENSION_BASIS")
for i, d in zip(SL3, [-21.36, -33.90, -27.45]):
    flags1[i] = (d, "STUDENT_LOAN")
assert len(flags1) == 41
reg1, sb1, lg1, within1 = run_register("2025-06", monthly, flags1)
assert within1 == 371, within1
pr1_out = (
    "run PR-2025-06-P1  status COMPLETED  2025-07-14T10:02:51Z\n"
    "employees compared: 412   within tolerance (+/-1.00): 371   outside: 41\n"
    f"total net  Sagebrook {money(sb1)}  Ledgerly {money(lg1)}  diff {lg1 - sb1:.2f}\n"
    "exception codes:\n"
    "  TAX_CODE        9   tax code differs between systems\n"
    "  DED_MISSING    18   Sagebrook deduction DENT (Perkwise feed) has no Ledgerly pay element\n"
    "  PENSION_BASIS  11   employee pension (salary exchange) differs; Ledgerly pensionable pay basis = TOTAL_PAY\n"
    "  STUDENT_LOAN    3   student loan plan differs (Ledgerly PLAN_2, Sagebrook PLAN_4)\n"
    "DIFF = LG_NET - SB_NET (GBP)\n\n" + reg1 + "\n-- end of register (412 rows) --")
conv.model("NI letters fixed (412/412 pass). Parallel run 1 is PR-2025-06-P1 — pulling the full comparison.", [
    ("ledgerly_parallel_run_results", {"run_id": "PR-2025-06-P1", "detail": "all_rows", "sort": "works_number"},
     pr1_out)])

conv.model(
    "## Parallel run 1 — June (PR-2025-06-P1)\n\n"
    "**371 of 412** within £1.00. **41 outside**, and they fall into four config problems, not random noise:\n\n"
    "| Cause | Employees | Net diff (LG − SB) | What's wrong |\n|---|---|---|---|\n"
    "| Tax code | 9 | −£21.00 … +£288.67 | Ledgerly took codes from Sagebrook's 30 May delta; P6s issued since then aren't in Ledgerly |\n"
    "| Dental deduction | 18 | +£18.40 each | Perkwise code DENT has no pay element in Ledgerly, so nothing is deducted |\n"
    "| Pension basis | 11 | −£2 … −£28 | Ledgerly calculates salary exchange on TOTAL_PAY (incl. overtime); all 11 worked overtime in June |\n"
    "| Student loan plan | 3 | −£21 … −£34 | Glasgow staff: Ledgerly has Plan 2, Sagebrook Plan 4 |\n\n"
    "Everything else matches to the penny or ±1p rounding.\n\n"
    "**On timing:** Sagebrook's July input cut-off is Thu 17 Jul and the July go-live needs a clean parallel "
    "run before that. Fixing four config areas *and* re-proving them in three days is tight — I'd treat a "
    "July go-live as at risk.\n\n"
    "Next step for the tax codes: pull the HMRC DPS notices since 30 May to see which system has the right "
    "code. Shall I?")

U4 = conv.user(
    "Yes pull DPS. And July's dead — move cutover to the August run, pay date 28 Aug. July becomes parallel "
    "run 2. Tell Ledgerly and Sagebrook.")

# ---- DPS notices -------------------------------------------------------------------
dps_specific = [
    ("P6", "2025-06-02", 10019, "1185L", "cumulative", ""),
    ("P6", "2025-06-03", 10448, "K475", "cumulative", "benefit: company car"),
    ("P6", "2025-06-05", 10064, "BR", "cumulative", "second employment"),
    ("SL1", "2025-06-06", 10133, "Plan 4", "start 2025-06-06", ""),
    ("P6", "2025-06-09", 10102, "1383M", "cumulative", "marriage allowance recipient"),
    ("SL1", "2025-06-10", 10219, "Plan 4", "start 2025-06-10", ""),
    ("P6", "2025-06-11", 10141, "K212", "cumulative", ""),
    ("P6", "2025-06-13", 10187, "S1257L", "cumulative", "Scottish taxpayer"),
    ("SL1", "2025-06-16", 10367, "Plan 4", "start 2025-06-16", ""),
    ("P6", "2025-06-17", 10230, "1150L", "cumulative", ""),
    ("P6", "2025-06-18", 10276, "0T", "week1/month1", "emergency basis pending employment history"),
    ("P6", "2025-06-20", 10355, "1060L", "cumulative", ""),
    ("P6", "2025-07-09", 10448, "1257L", "cumulative",
     "amended code; previous notice withdrawn. A further notice may follow once benefit details are confirmed"),
]
others = []
wk = sorted(weekly)
for n in range(11):
    i = rng.choice(wk)
    others.append(("P6", f"2025-06-{rng.randint(2, 30):02d}", i, rng.choice(["1257L", "1100L", "BR", "K118", "1231L"]),
                   "cumulative", "weekly-paid (out of scope)"))
for i in LEAVERS[:1]:
    others.append(("P6", "2025-07-02", i, "1257L", "cumulative", ""))
allnot = sorted(dps_specific + others, key=lambda x: x[1])
dps_lines = ["NOTICE_ID      TYPE ISSUED      WORKS_NO   NAME                   NINO        CODE/PLAN  BASIS           NOTE"]
for k, (t, d, i, code, basis, note) in enumerate(allnot):
    nino = f"{rng.choice('JKNPRSTWYZ')}{rng.choice('ABCEHLMR')}****{rng.randint(10, 99)}{rng.choice('ABCD')}"
    dps_lines.append(f"DPS-{d.replace('-', '')}-{k + 101:03d} {t:<4} {d}  {emp[i]['id']:<10} {emp[i]['name'][:22]:<22} "
                     f"{nino}  {code:<9}  {basis:<15} {note}")
dps_out = ("HMRC DPS  employer PAYE ref 120/HA48213  notices since 2025-05-30  types P6,P9,SL1,SL2\n"
           f"{len(allnot)} notices\n" + "\n".join(dps_lines) +
           "\nno P9 notices in range; no SL2 (stop) notices in range")

cal_out = (
    "pay calendar updated  tenant LDG-HALD-0427  pay group PG-MONTHLY\n"
    "  calendar revision: 3 (was 2)\n"
    "  2025-07  role: was LIVE_FIRST  now PARALLEL_RUN_2   pay_date 2025-07-25 (comparison only, no payments)\n"
    "  2025-08  role: was (none)      now LIVE_FIRST       pay_date 2025-08-28  input_cutoff 2025-08-21  "
    "payroll_lock 2025-08-21T17:00  bank_submission BUREAU\n"
    "  2025-09  role: LIVE  pay_date 2025-09-26 (unchanged)\n"
    "  warning: bureau submission window for pay_date 2025-08-28 not yet confirmed by Ledgerly Bureau Services")
em1_out = "sent  message_id <CAF-20250714-1108-a91@haldenlogistics.co.uk>  to sofia.brandt@ledgerly.io  cc priya.raman@haldenlogistics.co.uk"
em2_out = "sent  message_id <CAF-20250714-1109-b22@haldenlogistics.co.uk>  to gareth.lowe@sagebrookpayroll.co.uk  cc priya.raman@haldenlogistics.co.uk"
conv.model("On it — DPS, calendar and both providers.", [
    ("hmrc_dps_notices", {"paye_ref": "120/HA48213", "since": "2025-05-30", "types": ["P6", "P9", "SL1", "SL2"]}, dps_out),
    ("ledgerly_calendar_update", {"tenant_id": "LDG-HALD-0427", "pay_group": "PG-MONTHLY", "changes": [
        {"period": "2025-07", "role": "PARALLEL_RUN_2", "pay_date": "2025-07-25"},
        {"period": "2025-08", "role": "LIVE_FIRST", "pay_date": "2025-08-28", "input_cutoff": "2025-08-21",
         "bank_submission": "BUREAU"}],
        "reason": "Parallel run 1 outside tolerance (41 employees); cutover moved to August per P. Raman."}, cal_out),
    ("email_send", {"from": "hrops@haldenlogistics.co.uk", "to": ["sofia.brandt@ledgerly.io"],
                    "cc": ["priya.raman@haldenlogistics.co.uk"],
                    "subject": "Halden (LDG-HALD-0427) - cutover moved to August payroll",
                    "body": "Hi Sofia,\n\nFollowing parallel run 1 (PR-2025-06-P1, 41 of 412 outside tolerance) we are moving "
                            "the Ledgerly go-live from the July run to the August run, pay date Thursday 28 August 2025. "
                            "July will be parallel run 2 against the Sagebrook July register. I've updated the PG-MONTHLY "
                            "calendar accordingly. Please confirm the bureau submission window for 28 August and let me know "
                            "if this affects the implementation plan.\n\nThe four exception groups are tax codes (9), "
                            "missing dental element (18), pension basis on overtime (11) and student loan plan (3); "
                            "we are fixing those on our side this week.\n\nThanks,\nHR Operations, Halden Logistics"}, em1_out),
    ("email_send", {"from": "hrops@haldenlogistics.co.uk", "to": ["gareth.lowe@sagebrookpayroll.co.uk"],
                    "cc": ["priya.raman@haldenlogistics.co.uk"],
                    "subject": "Halden Logistics - July monthly payroll to stay with Sagebrook",
                    "body": "Hi Gareth,\n\nA change to our migration timing: we now need Sagebrook to run the July monthly "
                            "payroll (pay date 25 July) as normal, including the July FPS. The monthly payroll will move "
                            "to the new provider from August. The weekly payroll continues with you as already agreed. "
                            "Could you confirm you can run July and whether there is any cost for the additional month?\n\n"
                            "Thanks,\nHR Operations, Halden Logistics"}, em2_out),
])

conv.model(
    "Done.\n\n"
    "**Cutover moved:** PG-MONTHLY calendar rev 3 — first live run is **August, pay date Thu 28 Aug 2025**, "
    "input cut-off and payroll lock **Thu 21 Aug**. July (25 Jul) is now parallel run 2, comparison only. "
    "Sofia (Ledgerly) and Gareth (Sagebrook) e-mailed; I asked Gareth to confirm July and any extra-month cost.\n\n"
    "## Tax codes — HMRC DPS (PAYE ref 120/HA48213), notices since 30 May\n\n"
    "| Employee | Name | Sagebrook (June) | Ledgerly | DPS latest | Verdict |\n|---|---|---|---|---|---|\n"
    "| EMP-10019 | Hannah Corbett | 1185L | 1257L | 1185L (P6 2 Jun) | update Ledgerly |\n"
    "| EMP-10064 | Marcus Oyelaran | BR | 1257L | BR (P6 5 Jun) | update Ledgerly |\n"
    "| EMP-10102 | Aisha Rahman | 1383M | 1257L | 1383M (P6 9 Jun) | update Ledgerly |\n"
    "| EMP-10141 | Gavin Strudwick | K212 | 1257L | K212 (P6 11 Jun) | update Ledgerly |\n"
    "| EMP-10187 | Chloe Ferreira | S1257L | 1257L | S1257L (P6 13 Jun) | update Ledgerly |\n"
    "| EMP-10230 | Owen Pritchard | 1150L | 1257L | 1150L (P6 17 Jun) | update Ledgerly |\n"
    "| EMP-10276 | Natalia Wojcik | 0T M1 | 1257L | 0T week1/month1 (P6 18 Jun) | update Ledgerly |\n"
    "| EMP-10355 | Liam Garrity | 1060L | 1257L | 1060L (P6 20 Jun) | update Ledgerly |\n"
    "| **EMP-10448** | **Tomasz Wierzbicki** | K475 | 1257L | **1257L (P6 9 Jul)** | **unclear** |\n\n"
    "**Tomasz:** HMRC issued K475 on 3 Jun (company car), then on 9 Jul an amended 1257L saying the earlier "
    "notice is withdrawn and *\"a further notice may follow once benefit details are confirmed\"*. Fleet "
    "still shows his car allocated, so the K code may come back. Ledgerly happens to hold 1257L already. I'd "
    "hold him — no change — until we know which is right.\n\n"
    "**Student loans:** SL1 notices on 6, 10 and 16 Jun put EMP-10133 Ewan MacLeod, EMP-10219 Kirsty Doig and "
    "EMP-10367 Fraser Laing on **Plan 4** — Sagebrook is right, Ledgerly needs changing from Plan 2.\n\n"
    "Shall I apply the 8 tax codes and the 3 loan plans in Ledgerly, effective tax month 4 (July)?")

U5 = conv.user("Apply the 8 and the loans. Hold Tomasz, I'll ask him for his latest HMRC letter.")

tax_rows = [("EMP-10019", "1185L", "CUMULATIVE", "DPS-20250602"), ("EMP-10064", "BR", "CUMULATIVE", "DPS-20250605"),
            ("EMP-10102", "1383M", "CUMULATIVE", "DPS-20250609"), ("EMP-10141", "K212", "CUMULATIVE", "DPS-20250611"),
            ("EMP-10187", "S1257L", "CUMULATIVE", "DPS-20250613"), ("EMP-10230", "1150L", "CUMULATIVE", "DPS-20250617"),
            ("EMP-10276", "0T", "WEEK1_MONTH1", "DPS-20250618"), ("EMP-10355", "1060L", "CUMULATIVE", "DPS-20250620")]
tax_out = ("tax code batch TXU-5531 applied  tenant LDG-HALD-0427  effective tax month 4 (2025-07)\n" +
           "\n".join(f"  {w}  tax_code was 1257L CUMULATIVE  now {c} {b}  source {s}" for w, c, b, s in tax_rows) +
           "\n  8 updated, 0 rejected\n  skipped by request: EMP-10448 (hold pending employee confirmation)\n"
           "  note: pay records for tax month 4 will be recalculated at next run")
sl_out = ("student loan batch SLU-0912 applied  tenant LDG-HALD-0427\n"
          "  EMP-10133  student_loan was PLAN_2  now PLAN_4  start 2025-06-06\n"
          "  EMP-10219  student_loan was PLAN_2  now PLAN_4  start 2025-06-10\n"
          "  EMP-10367  student_loan was PLAN_2  now PLAN_4  start 2025-06-16\n  3 updated, 0 rejected")
conv.model(None, [
    ("ledgerly_tax_code_update", {"tenant_id": "LDG-HALD-0427", "effective_tax_month": 4, "source": "HMRC DPS",
                                  "records": [{"works_number": w, "tax_code": c, "basis": b, "notice": s}
                                              for w, c, b, s in tax_rows],
                                  "hold": [{"works_number": "EMP-10448", "reason": "Conflicting P6 notices (K475 3 Jun, 1257L 9 Jul); awaiting employee's HMRC letter"}]},
     tax_out),
    ("ledgerly_student_loan_update", {"tenant_id": "LDG-HALD-0427", "records": [
        {"works_number": "EMP-10133", "plan": "PLAN_4", "start_date": "2025-06-06"},
        {"works_number": "EMP-10219", "plan": "PLAN_4", "start_date": "2025-06-10"},
        {"works_number": "EMP-10367", "plan": "PLAN_4", "start_date": "2025-06-16"}], "source": "HMRC SL1"}, sl_out),
])

# ---- benefits + pension rules ------------------------------------------------------
pw_rows = ["WORKS_NO   NAME                   CODE  DESCRIPTION                          AMOUNT  FREQ   START       END"]
ctw = sorted(rng.sample([i for i in monthly if i not in DENT18], 24))
gaye = sorted(rng.sample([i for i in monthly if i not in DENT18 and i not in ctw], 14))
rowsrc = []
for i in DENT18:
    rowsrc.append((i, "DENT", "Denplan Essentials (employee)", 18.40, "2024-09-01", ""))
for i in ctw:
    amt = rng.choice([41.67, 62.50, 83.33, 104.17])
    rowsrc.append((i, "CTW", "Cycle to Work salary sacrifice", amt, f"2024-{rng.randint(8, 12):02d}-01",
                   f"2025-{rng.randint(8, 12):02d}-30"))
for i in gaye:
    rowsrc.append((i, "GAYE", "Give As You Earn - charity", rng.choice([5.00, 10.00, 15.00, 20.00, 25.00]),
                   "2023-04-01", ""))
for i, c, d, a, s, e in sorted(rowsrc):
    pw_rows.append(f"{emp[i]['id']:<10} {emp[i]['name'][:22]:<22} {c:<5} {d:<36} {money(a):>6}  MONTH  {s}  {e}")
pw_out = ("Perkwise employer PW-HALDEN-01  deductions export  period 2025-06  pay group MONTHLY\n"
          f"rows: {len(rowsrc)}  (DENT 18, CTW 24, GAYE 14)\n" + "\n".join(pw_rows) +
          "\nprovider contracts: DENT = Denplan Essentials group scheme (renewal 2025-08-01); CTW = Green Commute "
          "Initiative; GAYE = Charities Trust")
doc_out = (
    "Halden_Salary_Exchange_Policy_v2.3.pdf  (pages 4-6)  owner: Reward & Benefits  approved 2024-03-19\n\n"
    "4. PENSION SALARY EXCHANGE\n"
    "Rule 4.1  Scheme. The Halden Group Personal Pension is provided by Aviva (scheme PEN-AVIVA-GPP). Employees "
    "enrolled in the scheme exchange part of their contractual pay for an equivalent employer pension contribution.\n"
    "Rule 4.2  Pensionable Pay. For the purpose of this policy, Pensionable Pay means basic salary only. It "
    "excludes overtime, shift allowance, on-call payments, bonus, commission and any other variable pay.\n"
    "Rule 4.3  Exchange rate. Employees exchange 5% of Pensionable Pay. The Company contributes 5% of "
    "Pensionable Pay plus 50% of the employer NI saving.\n"
    "Rule 4.4  Minimum wage. Salary exchange will not be applied where it would reduce pay below the National "
    "Minimum/Living Wage; the contribution is then deducted as a net-pay employee contribution.\n"
    "Rule 4.5  Bonus exchange. Employees may elect before the bonus date to exchange all or part of a quarterly "
    "bonus. Elected bonus exchange is paid to the scheme as an employer contribution in the same pay period and "
    "is not Pensionable Pay for Rule 4.3.\n"
    "Rule 4.6  Changes. Elections may be changed at the annual window (March) or on a lifestyle event.\n\n"
    "5. OTHER SALARY EXCHANGE BENEFITS\n"
    "Rule 5.1  Cycle to Work hire agreements are repaid by monthly salary exchange over 12 months.\n"
    "Rule 5.2  Dental cover (Denplan Essentials) is a voluntary net-pay deduction, not salary exchange.\n")
conv.model(
    "Done — **TXU-5531**: 8 tax codes updated from 1257L to the DPS codes, effective tax month 4; EMP-10448 "
    "held. **SLU-0912**: the 3 Glasgow staff moved to Plan 4.\n\nNow the dental and pension groups — pulling the "
    "Perkwise deductions and the salary exchange policy.", [
        ("perkwise_deductions_export", {"employer_id": "PW-HALDEN-01", "period": "2025-06", "pay_group": "MONTHLY"}, pw_out),
        ("docstore_read", {"path": "/shared/hr-ops/policies/Halden_Salary_Exchange_Policy_v2.3.pdf", "pages": "4-6"}, doc_out),
    ])

conv.model(
    "## Dental (18 employees)\n"
    "Perkwise sends **DENT** (Denplan Essentials, £18.40/month, 18 people). Sagebrook deducts it; Ledgerly has "
    "no element for it, so nothing is taken. Rule 5.2 says it's a **net-pay deduction**, not salary exchange. "
    "Fix: create a recurring net deduction element in Ledgerly and import the 18 current amounts.\n\n"
    "## Pension basis (11 employees)\n"
    "**Rule 4.2:** Pensionable Pay = *basic salary only* — excludes overtime, shift allowance, bonus. Ledgerly "
    "uses TOTAL_PAY, which is why the 11 overtime workers differ. Sagebrook is following the policy.\n\n"
    "| | A: set Ledgerly to basic salary | B: keep TOTAL_PAY |\n|---|---|---|\n"
    "| Matches policy (Rule 4.2) | ✅ | ❌ |\n| Matches Sagebrook | ✅ | ❌ (11+ diffs every month) |\n"
    "| Change | One setting on scheme PEN-AVIVA-GPP | none |\n\n"
    "Also worth knowing: Rule 4.5 lets people exchange quarterly bonus into the pension — first test of that "
    "in Ledgerly will be the July bonus.\n\n"
    "Shall I create the dental element and switch the pension basis (A)?")

U6 = conv.user("Create the dental element. Pension to basic salary per 4.2.")

el_out = ("pay element created  tenant LDG-HALD-0427\n  code: DENTAL-01\n  name: Denplan Essentials (employee)\n"
          "  type: DEDUCTION_NET  recurring: yes  taxable/NIable: n/a (post-tax)\n  payslip label: Dental plan\n"
          "  GL: 412310 (benefits control)\n  source mapping: perkwise.DENT -> DENTAL-01 (added to import profile "
          "perkwise_deductions_v1)")
rd_out = ("recurring deductions imported  element DENTAL-01  18 rows  0 rejected\n" +
          "\n".join(f"  {emp[i]['id']}  {money(18.40)}/month  from 2025-06-01  batch RDI-4410" for i in DENT18))
pen_out = ("pension scheme updated  PEN-AVIVA-GPP  tenant LDG-HALD-0427\n"
           "  pensionable_pay_basis: was TOTAL_PAY  now BASIC_SALARY\n"
           "  excluded elements (auto): OVERTIME, SHIFT_ALLOW, ONCALL, BONUS_Q, COMMISSION\n"
           "  bonus_exchange: handled as employer contribution (unchanged)\n"
           "  change ref: PSC-2207  effective from tax month 3 recalculation")
conv.model(None, [
    ("ledgerly_pay_element_create", {"tenant_id": "LDG-HALD-0427", "code": "DENTAL-01",
                                     "name": "Denplan Essentials (employee)", "type": "DEDUCTION_NET",
                                     "recurring": True, "payslip_label": "Dental plan", "gl_account": "412310",
                                     "source_mapping": {"system": "perkwise", "code": "DENT"}}, el_out),
    ("ledgerly_recurring_deduction_import", {"tenant_id": "LDG-HALD-0427", "element": "DENTAL-01",
                                             "rows": [{"works_number": emp[i]["id"], "amount": 18.40,
                                                       "frequency": "MONTHLY", "start": "2025-06-01"} for i in DENT18]},
     rd_out),
    ("ledgerly_pension_scheme_update", {"tenant_id": "LDG-HALD-0427", "scheme_id": "PEN-AVIVA-GPP",
                                        "pensionable_pay_basis": "BASIC_SALARY",
                                        "reason": "Halden Salary Exchange Policy v2.3 Rule 4.2 - basic salary only"},
     pen_out),
])

conv.model(
    "Done.\n\n| Change | Ref | Result |\n|---|---|---|\n"
    "| Dental element **DENTAL-01** (net deduction, GL 412310) | — | Perkwise DENT now maps to it |\n"
    "| 18 recurring deductions at £18.40 | RDI-4410 | 18 loaded, 0 rejected |\n"
    "| PEN-AVIVA-GPP pensionable pay | PSC-2207 | TOTAL_PAY → **BASIC_SALARY** |\n\n"
    "That should clear 40 of the 41 June exceptions (Tomasz is the one we're holding). I can re-run June now to "
    "prove it, or wait and let July's parallel run 2 show it. Which?")

U7 = conv.user("Skip the re-run, July will tell us. Anything back from Sagebrook?")

noise = [
    ("facilities@haldenlogistics.co.uk", "Daventry canteen closed Fri 18 Jul (deep clean)", "2025-07-14T12:03"),
    ("l.osei@haldenlogistics.co.uk", "RE: Q2 absence report - Thurrock figures", "2025-07-14T13:40"),
]
mails = [
    ("gareth.lowe@sagebrookpayroll.co.uk", "RE: Halden Logistics - July monthly payroll to stay with Sagebrook",
     "2025-07-14T15:22",
     "Hi,\n\nNo problem running July monthly for you - inputs by 17 July as usual and we'll file the July FPS.\n\n"
     "As the monthly service was on notice to end after the June run, July falls outside the contract, so it would "
     "be charged as an additional month at £2,400 + VAT (out-of-contract processing rate). The weekly payroll "
     "carries on under the existing agreement until 30 Sep 2025, no change there.\n\n"
     "Let me know and I'll raise the paperwork.\n\nGareth Lowe\nClient Services Manager, Sagebrook Payroll Services"),
    ("employer-services@perkwise.com", "Denplan Essentials renewal - new employee premium from 1 August 2025",
     "2025-07-14T15:47",
     "Dear Halden Logistics,\n\nYour Denplan Essentials group scheme renews on 1 August 2025. The employee monthly "
     "premium changes from £18.40 to £19.75 from the August 2025 payroll. Your Perkwise deductions feed (code DENT) "
     "will show the new amount from the period 2025-08 export. 18 employees are currently enrolled.\n\n"
     "Kind regards,\nPerkwise Employer Services"),
    ("mark.ellison@haldenlogistics.co.uk", "August BACS approval - cover while I'm away", "2025-07-14T16:05",
     "Priya / HR Ops,\n\nHeads up: I'm on leave 18 Aug - 5 Sep, so I won't be around for the first Ledgerly payroll. "
     "Dana Okafor (Deputy Financial Controller, dana.okafor@haldenlogistics.co.uk) will approve the August BACS file "
     "in my place - she's already a second authoriser on our bank mandate. Please set her up as approver in Ledgerly.\n\n"
     "Mark"),
    ("sofia.brandt@ledgerly.io", "RE: Halden (LDG-HALD-0427) - cutover moved to August payroll", "2025-07-14T16:31",
     "Hi,\n\nThanks, noted - August go-live with pay date 28 August works for us and July as parallel run 2.\n\n"
     "One thing on the bureau: Ledgerly Bureau Services needs the final approved payment file 4 working days before "
     "pay date, i.e. by 12:00 on Friday 22 August for a 28 August pay date (the bank holiday on 25 August counts as "
     "a non-working day). We also still need the signed bureau mandate form (BM-3) before the first live submission.\n\n"
     "If that window is tight for you, many clients export the BACS Standard 18 file from Ledgerly and upload it "
     "through their own bank channel instead - happy to set that up.\n\nBest,\nSofia Brandt\nImplementation Lead, Ledgerly"),
]
inbox = sorted(noise + [(a, s, t) for a, s, t, _ in mails], key=lambda x: x[2])
mail_list = "\n".join(f"  {t}  {a:<42} {s}" for a, s, t in inbox)
mail_bodies = "\n\n".join(f"--- {t}  from {a}\nSubject: {s}\n\n{b}" for a, s, t, b in mails)
search1_out = (f"mailbox hrops@haldenlogistics.co.uk  since 2025-07-14T09:00  {len(inbox)} messages\n" + mail_list +
               "\n\nmatching bodies (4):\n" + mail_bodies)
conv.model(None, [("outlook_search", {"mailbox": "hrops@haldenlogistics.co.uk", "since": "2025-07-14T09:00",
                                      "include_bodies_for": ["sagebrook", "ledgerly", "perkwise", "bacs"], "max": 25},
                   search1_out)])

conv.model(
    "Four relevant replies:\n\n"
    "1. **Sagebrook (Gareth):** will run July and file the July FPS, but July is out of contract — **£2,400 + VAT** "
    "as an additional month. Weekly continues under the existing agreement to **30 Sep 2025**.\n"
    "2. **Perkwise:** Denplan renews 1 Aug — dental premium goes **£18.40 → £19.75/month** from the August payroll "
    "(18 people). I'd update DENTAL-01 from 1 Aug so August doesn't under-deduct.\n"
    "3. **Mark Ellison:** on leave **18 Aug – 5 Sep**; **Dana Okafor** (Deputy FC) approves the August BACS file "
    "instead. She's already a second authoriser on the bank mandate. Needs setting up as approver in Ledgerly.\n"
    "4. **Ledgerly (Sofia):** August date fine. But the **bureau needs the approved file by 12:00 Fri 22 Aug** "
    "(4 working days; 25 Aug bank holiday) and a signed bureau mandate form BM-3 is still outstanding.\n\n"
    "Point 4 clashes with our own timetable: payroll locks 17:00 Thu 21 Aug, and Daventry overtime usually lands "
    "the morning of the lock — that leaves under a day to check and approve before the bureau deadline.\n\n"
    "Your call on: the £2,400, the dental update, and Dana as approver. On the bureau I can lay out options.")

U8 = conv.user("Counter Sagebrook at £1,500. Yes to dental and Dana. Bureau — what are my options?")

cnt_out = "sent  message_id <CAF-20250714-1702-c37@haldenlogistics.co.uk>  to gareth.lowe@sagebrookpayroll.co.uk"
dent_upd_out = ("recurring deduction change scheduled  element DENTAL-01  18 employees\n"
                "  amount: was 18.40  now 19.75  effective 2025-08-01 (tax month 5 onward)\n"
                "  change ref: RDC-1093  source: Perkwise renewal notice 14/07/2025")
apw_out = ("approval workflow updated  BANK_FILE_RELEASE  tenant LDG-HALD-0427  period 2025-08\n"
           "  approver: was mark.ellison@haldenlogistics.co.uk  now dana.okafor@haldenlogistics.co.uk\n"
           "  second approver: priya.raman@haldenlogistics.co.uk (unchanged)\n"
           "  user account dana.okafor created with role PAYMENT_APPROVER; MFA enrolment e-mail sent\n"
           "  periods 2025-09 onward: approver mark.ellison (unchanged)")
conv.model(None, [
    ("email_send", {"from": "hrops@haldenlogistics.co.uk", "to": ["gareth.lowe@sagebrookpayroll.co.uk"],
                    "cc": ["priya.raman@haldenlogistics.co.uk"],
                    "subject": "RE: Halden Logistics - July monthly payroll to stay with Sagebrook",
                    "body": "Hi Gareth,\n\nThanks for confirming July. £2,400 is more than we'd expect for a single run of "
                            "a service we have used for six years, and the weekly payroll stays with you until September. "
                            "We can agree £1,500 + VAT for the July monthly run including the July FPS. Let me know if that "
                            "works and we'll raise a PO.\n\nRegards,\nHR Operations, Halden Logistics"}, cnt_out),
    ("ledgerly_recurring_deduction_update", {"tenant_id": "LDG-HALD-0427", "element": "DENTAL-01",
                                             "apply_to": "all_current", "amount": 19.75,
                                             "effective_from": "2025-08-01",
                                             "reason": "Denplan Essentials renewal (Perkwise notice 14/07/2025)"},
     dent_upd_out),
    ("ledgerly_approval_workflow_update", {"tenant_id": "LDG-HALD-0427", "workflow": "BANK_FILE_RELEASE",
                                           "period": "2025-08",
                                           "replace_approver": {"was": "mark.ellison@haldenlogistics.co.uk",
                                                                "now": "dana.okafor@haldenlogistics.co.uk"},
                                           "reason": "M. Ellison on leave 18 Aug - 5 Sep"}, apw_out),
])

conv.model(
    "Done:\n- Counter-offer to Gareth: **£1,500 + VAT** incl. July FPS.\n"
    "- DENTAL-01 → **£19.75** from 1 Aug for all 18 (RDC-1093).\n"
    "- August bank file approver: Mark → **Dana Okafor** (you stay second approver). Mark is back as approver "
    "from September.\n\n"
    "## Bank submission for the 28 Aug pay date\n\n"
    "| | A: Ledgerly bureau (current plan) | B: Self-upload (Ledgerly exports BACS Std 18, we submit via our bank portal) |\n"
    "|---|---|---|\n"
    "| Approved file needed by | **12:00 Fri 22 Aug** | **Tue 26 Aug** (BACS input day for Thu 28 Aug) |\n"
    "| Time after lock (17:00 Thu 21 Aug) | < 1 working day | 2 working days |\n"
    "| Extra paperwork | Bureau mandate BM-3 signature | None — uses our existing service user number |\n"
    "| Approval | Dana in Ledgerly | Dana in Ledgerly + bank portal authorisation (she's already an authoriser) |\n"
    "| Effort per month | None after approval | Someone uploads the file (~10 min) |\n\n"
    "I'd go **B** — the 22 Aug deadline leaves no slack for the first live month.")

U9 = conv.user("B. We've done our own uploads for years.")

bank_out = ("bank settings updated  tenant LDG-HALD-0427  pay group PG-MONTHLY\n"
            "  submission_method: was BUREAU  now SELF_UPLOAD\n"
            "  file_format: BACS_STD18\n  service_user_number: 417829\n  bank_channel: NatWest Bankline\n"
            "  release approval: BANK_FILE_RELEASE workflow (2025-08 approver dana.okafor)\n"
            "  bureau mandate BM-3: no longer required\n"
            "  calendar rev 3 2025-08: bank_submission was BUREAU now SELF_UPLOAD, submit_by 2025-08-26")
bf_out = ("bank file generated  BF-TEST-0625-01  mode TEST (not for submission)  source run PR-2025-06-P1\n"
          "  format BACS Standard 18  SUN 417829  processing date (test) 2025-06-25\n"
          "  payment records: 412 credits + 1 contra\n"
          f"  total credits: {money(lg1)}\n"
          "  validation against NatWest Bankline Std18 import rules:\n"
          "    errors: 0\n"
          "    warnings: 2\n"
          "      W-MOD11  EMP-10166 Joel Ashdown   sort code/account failed modulus check (bank may reject)\n"
          "      W-MOD11  EMP-10322 Bethan Lyle    sort code/account failed modulus check (bank may reject)\n"
          "  file: /ledgerly/exports/LDG-HALD-0427/BF-TEST-0625-01.std18  sha256 5f1c9e0b7a42d3e8...")
conv.model(None, [
    ("ledgerly_bank_settings_update", {"tenant_id": "LDG-HALD-0427", "pay_group": "PG-MONTHLY",
                                       "submission_method": "SELF_UPLOAD", "file_format": "BACS_STD18",
                                       "service_user_number": "417829", "bank_channel": "NatWest Bankline",
                                       "reason": "Bureau deadline (12:00 22 Aug) too tight after 21 Aug lock; P. Raman chose self-upload"},
     bank_out),
    ("ledgerly_bank_file_generate", {"tenant_id": "LDG-HALD-0427", "source_run": "PR-2025-06-P1", "mode": "TEST",
                                     "validate_against": "natwest_bankline_std18"}, bf_out),
])

conv.model(
    "Done. Payments now go **SELF_UPLOAD via NatWest Bankline** (BACS Std 18, SUN 417829); August file must be "
    "submitted by **Tue 26 Aug**. The bureau mandate form is no longer needed.\n\n"
    "Test file **BF-TEST-0625-01** (from the June parallel run): 412 credits + contra, **0 errors**, 2 warnings:\n\n"
    "| Employee | Warning |\n|---|---|\n| EMP-10166 Joel Ashdown | sort code/account failed modulus check |\n"
    "| EMP-10322 Bethan Lyle | sort code/account failed modulus check |\n\n"
    "Sagebrook pays both fine today, so it may be a modulus-table quirk rather than wrong details — but a failed "
    "modulus check can get a credit rejected. Worth confirming their bank details before August.")

U10 = conv.user("Noted. Sagebrook come back yet?")

search2_out = ("mailbox hrops@haldenlogistics.co.uk  since 2025-07-14T17:00  3 messages\n"
               "  2025-07-15T08:12  it-servicedesk@haldenlogistics.co.uk    Planned outage: VPN 19 Jul 22:00-23:30\n"
               "  2025-07-15T09:48  gareth.lowe@sagebrookpayroll.co.uk      RE: Halden Logistics - July monthly payroll to stay with Sagebrook\n"
               "  2025-07-15T10:05  noreply@ledgerly.io                     Dana Okafor has completed MFA enrolment\n\n"
               "--- 2025-07-15T09:48  from gareth.lowe@sagebrookpayroll.co.uk\n"
               "Subject: RE: Halden Logistics - July monthly payroll to stay with Sagebrook\n\n"
               "Hi,\n\nI've taken this to our commercial team. We can't go as low as £1,500 - the out-of-contract rate "
               "covers the FPS and year-end liability for the month. What we can do is £1,850 + VAT, and that would "
               "include a full year-to-date balances extract (tax months 1-4, per employee) for loading into your new "
               "provider, which we'd normally charge separately.\n\nIf that works, send a PO and we'll confirm.\n\n"
               "Gareth")
conv.model(None, [("outlook_search", {"mailbox": "hrops@haldenlogistics.co.uk", "since": "2025-07-14T17:00",
                                      "include_bodies_for": ["sagebrook"], "max": 25}, search2_out)])

conv.model(
    "Yes — Gareth's counter: **£1,850 + VAT**, won't go to £1,500. It now **includes a full year-to-date "
    "balances extract** (tax months 1–4, per employee), which they'd normally charge for separately.\n\n"
    "That extract is something we need anyway: Ledgerly has to hold correct year-to-date pay, tax and NI "
    "before the August run, or the first live payslips and cumulative tax will be off. I'd accept. They want "
    "a PO.\n\n(Also: Dana has completed her Ledgerly MFA enrolment.)")

U11 = conv.user("Fine, take it. Make sure the YTD file lands by 1 Aug so we can load it before August.")

po_out = ("purchase order created  PO-HR-2025-0388  status APPROVED (within HR Ops delegated limit £5,000)\n"
          "  supplier: Sagebrook Payroll Services Ltd (SUP-00419)\n"
          "  line 1: July 2025 monthly payroll processing incl. July FPS  1 x 1,850.00\n"
          "  line 2: YTD balances extract tax months 1-4 (included)       1 x 0.00\n"
          "  net 1,850.00  VAT 370.00  gross 2,220.00\n  cost centre CC-1104 (HR Operations)  GL 640120\n"
          "  PO PDF e-mailed to supplier contact gareth.lowe@sagebrookpayroll.co.uk")
acc_out = "sent  message_id <CAF-20250715-1011-d08@haldenlogistics.co.uk>  to gareth.lowe@sagebrookpayroll.co.uk"
jira_out = ("issue created HROPS-1187  type Task  parent HROPS-1142\n"
            "  summary: Load Sagebrook YTD balances (tax months 1-4) into Ledgerly before August run\n"
            "  assignee: priya.raman  due 2025-08-04  status To Do\n"
            "  dependency: Sagebrook extract due 2025-08-01")
conv.model(None, [
    ("procurement_po_create", {"supplier_id": "SUP-00419", "requester": "priya.raman@haldenlogistics.co.uk",
                               "lines": [{"description": "July 2025 monthly payroll processing incl. July FPS", "qty": 1, "unit_price": 1850.00},
                                         {"description": "YTD balances extract tax months 1-4 (included)", "qty": 1, "unit_price": 0.00}],
                               "cost_centre": "CC-1104", "gl": "640120", "send_to_supplier": True}, po_out),
    ("email_send", {"from": "hrops@haldenlogistics.co.uk", "to": ["gareth.lowe@sagebrookpayroll.co.uk"],
                    "cc": ["priya.raman@haldenlogistics.co.uk"],
                    "subject": "RE: Halden Logistics - July monthly payroll to stay with Sagebrook",
                    "body": "Hi Gareth,\n\nAgreed at £1,850 + VAT for the July monthly run including the July FPS and "
                            "the YTD balances extract (tax months 1-4, per employee). The PO follows separately from our "
                            "procurement system.\n\nWe need the YTD file by Friday 1 August at the latest so we can load "
                            "it before the August run - CSV per employee with pay, tax, NI (by category), student loan, "
                            "pension and SMP/SSP to date please.\n\nThanks,\nHR Operations, Halden Logistics"}, acc_out),
    ("jira_issue_create", {"project": "HROPS", "parent": "HROPS-1142", "type": "Task",
                           "summary": "Load Sagebrook YTD balances (tax months 1-4) into Ledgerly before August run",
                           "assignee": "priya.raman", "due": "2025-08-04",
                           "description": "Sagebrook agreed (GBP 1,850 + VAT) to supply YTD extract by 1 Aug. Load into "
                                          "LDG-HALD-0427 and reconcile totals to Sagebrook July P32 before the 21 Aug lock."},
     jira_out),
])

conv.model(
    "Done.\n- **PO-HR-2025-0388** raised and sent: Sagebrook July run + YTD extract, **£1,850 + VAT** "
    "(£2,220 gross), CC-1104.\n- Acceptance e-mailed to Gareth with the file spec and a **1 Aug** deadline.\n"
    "- **HROPS-1187** (under HROPS-1142): load the YTD balances into Ledgerly, due 4 Aug, assigned to you.")

U12 = conv.user("July register's in from Sagebrook. Run parallel 2.")

# ---- run 2 ----------------------------------------------------------------------
monthly2 = [i for i in monthly if i not in LEAVERS] + [10471]
emp[10471] = {"id": "EMP-10471", "name": "Keisha Adeyemi", "site": "CDF", "cc": "CC-2403", "salary": 27500.0, "freq": "M"}
assert len(monthly2) == 410
pr2_start = ("parallel run queued\n  run_id: PR-2025-07-P2\n  label: PARALLEL-2\n  period: 2025-07 (tax month 4)\n"
             "  pay group: PG-MONTHLY\n  population delta since PR-2025-06-P1 (PeopleHub import 2025-07-24 07:00):\n"
             "    leavers (terminations entered in PeopleHub 2025-07-18, effective 2025-06-30, final pay in June): "
             "EMP-10077 Stuart Penhale, EMP-10154 Helen Carver, EMP-10298 Robert Fenwick\n"
             "    starters: EMP-10471 Keisha Adeyemi (CDF, start 2025-07-07)\n"
             "  employees in July comparison: 410\n"
             "  monthly population for August (first live run): 410\n"
"  comparison source: sagebrook_register_2025-07 (SB-REG-HALD-M-202507.csv, imported 2025-07-24 08:41)\n"
             "  tolerance: net pay +/- 1.00 GBP\n  estimated completion: 6 min")
conv.model("Starting parallel run 2 against the July register.", [
    ("ledgerly_parallel_run_start", {"tenant_id": "LDG-HALD-0427", "period": "2025-07", "pay_group": "PG-MONTHLY",
                                     "compare_with": "sagebrook_register_2025-07", "tolerance_net_gbp": 1.00,
                                     "run_label": "PARALLEL-2", "refresh_population": True}, pr2_start)])

flags2 = {10058: (-141.20, "PENSION_BONUS_EXCH"), 10245: (-96.85, "PENSION_BONUS_EXCH"),
          10390: (-74.35, "PENSION_BONUS_EXCH")}
reg2, sb2, lg2, within2 = run_register("2025-07", monthly2, flags2, variances_only=True)
assert within2 == 407
pr2_out = ("run PR-2025-07-P2  status COMPLETED  2025-07-24T09:05:37Z\n"
           "employees compared: 410   within tolerance (+/-1.00): 407 of 410   outside: 3\n"
           f"total net  Sagebrook {money(sb2)}  Ledgerly {money(lg2)}  diff {lg2 - sb2:.2f}\n"
           "exception codes:\n"
           "  PENSION_BONUS_EXCH  3   bonus exchange (Q2 bonus paid July) - employee net differs; employer "
           "contribution differs\n"
           "    EMP-10058 Rachel Okonjo   bonus 4,200.00  exchanged 100%  net diff -141.20\n"
           "    EMP-10245 Ian Petrakis    bonus 3,100.00  exchanged 50%   net diff -96.85\n"
           "    EMP-10390 Sunil Mehta     bonus 2,600.00  exchanged 50%   net diff -74.35\n"
           "    total net diff -312.40 (Ledgerly lower); employer pension contribution Ledgerly +0.00 vs Sagebrook\n"
           "    Ledgerly applies bonus exchange before the NI threshold calc for the period; Sagebrook after -\n"
           "    no rule in tenant config explains the difference\n"
           "resolved since PR-2025-06-P1: TAX_CODE 8 of 9 (EMP-10448 matches: both systems 1257L in July), "
           "DED_MISSING 18, PENSION_BASIS 11, STUDENT_LOAN 3\n"
           "DIFF = LG_NET - SB_NET (GBP); detail=variances_only: rows with DIFF 0.00 omitted\n\n" + reg2 +
           f"\n-- {len(reg2.splitlines()) - 2} variance rows shown; {410 - (len(reg2.splitlines()) - 2)} rows with DIFF 0.00 omitted --")
conv.model(None, [("ledgerly_parallel_run_results", {"run_id": "PR-2025-07-P2", "detail": "variances_only",
                                                     "sort": "works_number"}, pr2_out)])

conv.model(
    "## Parallel run 2 — July (PR-2025-07-P2)\n\n"
    "**407 of 410 within £1.00.** All four June problem groups are cleared (tax codes, dental, pension basis, "
    "student loans).\n\n"
    "**Population:** 3 leavers (EMP-10077, EMP-10154, EMP-10298 — left 30 Jun, only entered in PeopleHub "
    "on 18 Jul) and 1 starter, EMP-10471 Keisha Adeyemi (Cardiff, 7 Jul). **August live population: 410 monthly.**\n\n"
    "**The 3 exceptions — all bonus exchange (Rule 4.5) on the Q2 bonus paid in July:**\n\n"
    "| Employee | Bonus | Exchanged | Net diff |\n|---|---|---|---|\n"
    "| EMP-10058 Rachel Okonjo | £4,200 | 100% | −£141.20 |\n| EMP-10245 Ian Petrakis | £3,100 | 50% | −£96.85 |\n"
    "| EMP-10390 Sunil Mehta | £2,600 | 50% | −£74.35 |\n| **Total** | | | **−£312.40** |\n\n"
    "Ledgerly pays these three less. It seems to apply the exchange at a different point in the NI calculation, "
    "but nothing in our config explains it — it looks like a Ledgerly calculation question, not ours. Bonus "
    "exchange only happens in quarterly bonus months (next one October), so it doesn't hit August, but it "
    "breaks your £1.00 rule until explained.\n\n"
    "**Tomasz (EMP-10448):** both systems used 1257L in July, so no diff — but whether 1257L is *right* is still "
    "open until we see his HMRC letter.\n\nWant me to raise the bonus exchange issue with Ledgerly support?")

U13 = conv.user("Raise it with Ledgerly. High priority.")

case_out = ("support case created  LDG-CASE-88213\n  tenant: LDG-HALD-0427  priority: HIGH  category: Pensions - "
            "salary exchange\n  assigned queue: Payroll Technical - Pensions  response SLA: 4 business hours\n"
            "  watchers: sofia.brandt@ledgerly.io, priya.raman@haldenlogistics.co.uk\n  status: NEW  created "
            "2025-07-24T09:26:10Z\n  attachments: PR-2025-07-P2_exceptions.csv, Halden_Salary_Exchange_Policy_v2.3.pdf (p.4-6)")
conv.model(None, [("ledgerly_support_case_create", {
    "tenant_id": "LDG-HALD-0427", "priority": "HIGH", "category": "Pensions - salary exchange",
    "subject": "Bonus exchange (salary sacrifice of bonus) gives lower net pay than prior provider - PR-2025-07-P2",
    "description": "Parallel run PR-2025-07-P2 (July 2025): three employees who exchanged Q2 bonus into pension "
                   "(EMP-10058 100%, EMP-10245 50%, EMP-10390 50%) have net pay GBP 312.40 lower in total than the "
                   "Sagebrook register. Scheme PEN-AVIVA-GPP, basis BASIC_SALARY; policy Rule 4.5 treats exchanged "
                   "bonus as employer contribution in the same period. Ledgerly appears to apply the exchange at a "
                   "different point in the NI calculation. Please explain the calculation and advise a config fix. "
                   "First live run is August (pay date 28 Aug 2025); next bonus month is October.",
    "attachments": ["PR-2025-07-P2_exceptions.csv", "Halden_Salary_Exchange_Policy_v2.3.pdf#p4-6"],
    "watchers": ["sofia.brandt@ledgerly.io", "priya.raman@haldenlogistics.co.uk"]}, case_out)])

conv.model("Raised: **LDG-CASE-88213**, priority HIGH, Payroll Technical – Pensions queue, 4-hour response SLA. "
           "Sofia and you are watchers; the exceptions CSV and policy pages 4–6 are attached.")

U14 = conv.user("Draft the staff email about the new Ledgerly payslips — don't send. And queue Dana's approval for the August file.")

draft_out = ("draft saved  drafts/hrops  draft_id DRF-20250724-0932\n  to: all-monthly-staff@haldenlogistics.co.uk "
             "(distribution list, 410 members)\n  subject: Your payslips are moving to Ledgerly from August\n  status: DRAFT (not sent)")
apr_out = ("approval request scheduled  APR-2025-08-0147\n  workflow: BANK_FILE_RELEASE  period 2025-08  pay date 2025-08-28\n"
           "  approver: dana.okafor@haldenlogistics.co.uk  second approver: priya.raman@haldenlogistics.co.uk\n"
           "  trigger: on payroll lock (2025-08-21 17:00)  due: 2025-08-26 15:00\n"
           "  after approval: BACS Std 18 file released for upload to NatWest Bankline (SUN 417829); Bankline "
           "authorisation by a mandate authoriser required\n  reminders: 2025-08-22 09:00, 2025-08-26 09:00\n  status: SCHEDULED")
conv.model(None, [
    ("outlook_draft_create", {"mailbox": "hrops@haldenlogistics.co.uk", "to": ["all-monthly-staff@haldenlogistics.co.uk"],
                              "subject": "Your payslips are moving to Ledgerly from August",
                              "body": "Hello everyone,\n\nFrom the August payroll (paid Thursday 28 August) Halden's monthly "
                                      "payroll will be run by our new provider, Ledgerly. Your pay, pay date and deductions "
                                      "do not change.\n\nWhat changes for you:\n- Payslips will be in the Ledgerly Employee "
                                      "app/portal instead of Sagebrook ePayslips. You will receive an activation e-mail from "
                                      "noreply@ledgerly.io in the week of 18 August.\n- Your Sagebrook payslips up to July "
                                      "remain available until 31 December 2025 - please download any you want to keep.\n- "
                                      "Your P60 for 2025/26 will come from Ledgerly and cover the whole tax year.\n\n"
                                      "Weekly-paid colleagues are not affected yet; we will write to you separately.\n\n"
                                      "Questions: hrops@haldenlogistics.co.uk\n\nHR Operations",
                              "save_only": True}, draft_out),
    ("ledgerly_approval_request_schedule", {"tenant_id": "LDG-HALD-0427", "workflow": "BANK_FILE_RELEASE",
                                            "period": "2025-08", "approver": "dana.okafor@haldenlogistics.co.uk",
                                            "second_approver": "priya.raman@haldenlogistics.co.uk",
                                            "trigger": "payroll_lock", "due": "2025-08-26T15:00",
                                            "note": "First live Ledgerly run. Self-upload to Bankline after release."}, apr_out),
])

conv.model(
    "Done.\n\n- **Draft DRF-20250724-0932** — \"Your payslips are moving to Ledgerly from August\", to the "
    "monthly-staff list (410). Saved, **not sent** — it says activation e-mails arrive the week of 18 Aug, so "
    "it should go out before then. Review it when you can.\n"
    "- **APR-2025-08-0147** scheduled: Dana Okafor approves the August bank file; triggers at the 21 Aug lock, "
    "**due 15:00 Tue 26 Aug**; reminders 22 and 26 Aug. After release the file still needs uploading and "
    "authorising in Bankline.")

U15 = conv.user("Short version — where are we?")

FINAL = conv.model(
    "## Payroll migration — status (HROPS-1142)\n\n"
    "**Go-live:** August run, pay date **Thu 28 Aug 2025**; lock 17:00 Thu 21 Aug. Monthly only (410 people); "
    "weekly stays on Sagebrook until phase 2 in September.\n\n"
    "**Done**\n- Mapping r5 (cost centres via CC_GL_LOOKUP); NI letters fixed.\n"
    "- Tax codes TXU-5531, loans SLU-0912; DENTAL-01 (£19.75 from 1 Aug); pension basis BASIC_SALARY.\n"
    "- Parallel run 2: 407 of 410 within £1.00.\n- Bank: self-upload via Bankline; test file BF-TEST-0625-01 clean apart from 2 modulus warnings.\n"
    "- Sagebrook July run agreed at £1,850 + VAT (PO-HR-2025-0388).\n\n"
    "**Open**\n- Bonus exchange diffs (−£312.40, 3 people) — LDG-CASE-88213.\n"
    "- Tomasz Wierzbicki (EMP-10448): 1257L vs K475 — waiting on his HMRC letter.\n"
    "- Modulus warnings EMP-10166 / EMP-10322 — bank details not yet confirmed.\n\n"
    "**Next**\n- Sagebrook YTD extract due 1 Aug → load (HROPS-1187, due 4 Aug).\n"
    "- You review draft DRF-20250724-0932 and send before 18 Aug.\n"
    "- Dana approves APR-2025-08-0147 by 15:00 26 Aug, then Bankline upload.")

# =====================================================================================
# Labels
L = conv.label
L("user_goal", "Migrate Halden's monthly payroll from Sagebrook to Ledgerly; parallel runs must have every employee's "
  "net pay within £1.00 of Sagebrook (exceptions only with Priya's OK); never change Sagebrook data.",
  ["£1.00", "Ledgerly"], U1)
L("reference", "Jira epic for the migration: HROPS-1142", ["HROPS-1142"], U1)
L("reference", "Ledgerly tenant id LDG-HALD-0427", ["LDG-HALD-0427"], U1 + 1)
L("decision", "Cost centres mapped with a lookup table in Ledgerly (Option 2): CC_GL_LOOKUP, mapping revision r5; HRIS unchanged",
  ["CC_GL_LOOKUP"], U2 + 1)
L("reference", "Cost-centre lookup file /shared/hr-ops/payroll-migration/cc_gl_lookup.csv",
  ["/shared/hr-ops/payroll-migration/cc_gl_lookup.csv"], U2 + 1)
L("decision", "The 58 weekly-paid staff (PG-WEEKLY) stay on Sagebrook until phase 2 in September 2025; only monthly payroll migrates now",
  ["weekly", "phase 2"], U2)
L("decision", "Cutover moved from the July run to the August run, pay date 28 Aug 2025; July became parallel run 2",
  ["28 Aug"], U4)
L("fact", "August live run: input cut-off / payroll lock Thu 21 Aug (17:00), Ledgerly calendar rev 3",
  ["21 Aug", "rev 3"], U4 + 3)
L("reference", "Ledgerly implementation lead Sofia Brandt, sofia.brandt@ledgerly.io", ["sofia.brandt@ledgerly.io"], U4 + 1)
L("reference", "Sagebrook client services contact gareth.lowe@sagebrookpayroll.co.uk", ["gareth.lowe@sagebrookpayroll.co.uk"], U4 + 1)
L("open_issue", "Tomasz Wierzbicki EMP-10448 tax code unresolved: HMRC P6 K475 (3 Jun, company car) then amended 1257L "
  "(9 Jul, 'further notice may follow'); held unchanged in Ledgerly; Priya asking him for his HMRC letter",
  ["EMP-10448", "K475"], U4 + 2)
L("decision", "8 tax codes updated in Ledgerly to the HMRC DPS codes (batch TXU-5531, effective tax month 4); Tomasz held",
  ["TXU-5531"], U5 + 2)
L("decision", "3 Glasgow employees moved to student loan Plan 4 (batch SLU-0912)", ["SLU-0912"], U5 + 2)
L("fact", "Salary Exchange Policy v2.3 Rule 4.2: pensionable pay is basic salary only (excludes overtime, bonus etc.)",
  ["Rule 4.2"], U5 + 4)
L("decision", "Pension scheme PEN-AVIVA-GPP pensionable pay basis set to BASIC_SALARY (was TOTAL_PAY) per Rule 4.2",
  ["BASIC_SALARY"], U6 + 1)
L("fact", "Dental deduction element DENTAL-01 created for 18 Denplan members; premium rises to £19.75/month from 1 Aug 2025 (Perkwise renewal)",
  ["DENTAL-01", "19.75"], U7 + 2)
L("fact", "Sagebrook keeps running the weekly payroll under the existing agreement until 30 Sep 2025", ["30 Sep"], U7 + 2)
L("decision", "Dana Okafor (Deputy FC) approves the August bank file instead of Mark Ellison (on leave 18 Aug - 5 Sep)",
  ["Dana Okafor"], U7 + 2)
L("decision", "Bank submission switched to self-upload of a BACS Std 18 file via NatWest Bankline (SUN 417829), submit by 26 Aug",
  ["Bankline"], U9 + 1)
L("fact", "Test bank file BF-TEST-0625-01 validated against Bankline rules: 0 errors, 2 warnings",
  ["BF-TEST-0625-01"], U9 + 2)
L("open_issue", "Two employees (EMP-10166 Joel Ashdown, EMP-10322 Bethan Lyle) failed the bank modulus check in the test file; "
  "bank details not yet confirmed", ["modulus check"], U9 + 2)
L("decision", "Sagebrook runs the July monthly payroll for £1,850 + VAT incl. July FPS and YTD extract; PO-HR-2025-0388 raised",
  ["1,850", "PO-HR-2025-0388"], U11 + 2)
L("pending_action", "Sagebrook YTD extract due 1 Aug; load it into Ledgerly before the August run (HROPS-1187, due 4 Aug)",
  ["HROPS-1187"], U11 + 2)
L("fact", "August monthly population is 410 (3 July leavers, starter EMP-10471 Keisha Adeyemi)", ["410", "EMP-10471"], U12 + 2)
L("fact", "Parallel run 2 PR-2025-07-P2: 407 of 410 within £1.00; June issues all cleared",
  ["PR-2025-07-P2", "407 of 410"], U12 + 4)
L("open_issue", "Bonus exchange diffs on 3 employees (EMP-10058, EMP-10245, EMP-10390), total -£312.40; Ledgerly case LDG-CASE-88213 (HIGH) open",
  ["312.40", "LDG-CASE-88213"], U13 + 2)
L("pending_action", "Staff email 'Your payslips are moving to Ledgerly from August' saved as draft DRF-20250724-0932; Priya to review, send before 18 Aug",
  ["DRF-20250724-0932"], U14 + 2)
L("pending_action", "Dana Okafor to approve the August bank file, approval request APR-2025-08-0147, due 15:00 26 Aug, then Bankline upload",
  ["APR-2025-08-0147"], U14 + 2)

S = conv.stale_item
S("Go-live was the July run, pay date 25 Jul (replaced by August run, pay date 28 Aug)", ["25 Jul", "live"], U4)
S("Dental premium was £18.40/month (now £19.75 from 1 Aug)", ["18.40"], U7 + 2)
S("Mark Ellison approves the bank file (replaced by Dana Okafor for August)", ["Mark Ellison", "approv"], U7 + 2)
S("BACS submitted through the Ledgerly bureau (replaced by self-upload via Bankline)", ["Ledgerly bureau"], U9)
S("Sagebrook quoted £2,400 + VAT for the July run (replaced by £1,850 + VAT)", ["2,400"], U10 + 2)
S("412 monthly-paid employees in scope (now 410 after leavers/starter)", ["412", "monthly"], U12 + 2)

if __name__ == "__main__":
    probs = conv.verify()
    conv.write("/work/blind15/out/blind-payroll-provider-migration.json")
    sys.exit(1 if probs else 0)

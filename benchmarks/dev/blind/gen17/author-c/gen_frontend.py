"""blind-frontend-release-regression: React app release, visual regression, bisect,
feature flag, bundle budget, dependency rollback, release date moved, insistent reviewer."""
import random
import hashlib
from common import Conv

R = random.Random(1711)


def h(seed, n=7):
    return hashlib.sha1(seed.encode()).hexdigest()[:n]


AUTHORS = ["Marco Lindqvist", "Hana Ueda", "Aisha Bello", "Tomasz Nowak", "Priya Raman",
           "Felix Grün", "Sofia Marchetti", "Dana Okafor", "renovate[bot]"]
SUBJECTS = [
    "fix(auth): keep redirect param after SSO bounce",
    "feat(usage): add CSV export to usage table",
    "chore(i18n): sync pt-BR strings",
    "refactor(api): move fetchers to @lumen/api-client",
    "fix(nav): sidebar collapse state lost on reload",
    "test(checkout): add promo code e2e for EUR",
    "feat(settings): org-level SSO enforcement toggle",
    "chore: bump eslint-plugin-react-hooks to 5.1.0",
    "fix(table): sticky header z-index under modals",
    "feat(billing): show tax id on invoices page",
    "perf(dashboard): memoize KPI tiles",
    "fix(a11y): focus trap in InviteMembersDialog",
    "chore(storybook): migrate stories to CSF3",
    "fix(usage): timezone off-by-one on daily buckets",
    "feat(onboarding): checklist dismiss persists per user",
    "docs: update CONTRIBUTING for pnpm 9",
    "fix(checkout): currency symbol for CHF",
    "refactor(forms): replace Formik in ProfileForm",
    "chore(deps): bump @tanstack/react-query 5.59.0 -> 5.59.16",
    "fix(toast): duplicate toasts on retry",
    "feat(audit-log): filter by actor",
    "test: stabilize flaky InvoiceList snapshot",
    "fix(checkout): promo code input loses focus on error",
    "chore(ci): cache playwright browsers",
    "feat(usage): per-project breakdown tooltip",
    "fix(layout): footer overlaps content at 1280px",
    "refactor(checkout): extract SummaryRow component",
    "chore(deps): bump date-fns-tz 3.1.3 -> 3.2.0",
    "fix(search): debounce command palette queries",
    "feat(api-keys): show last-used timestamp",
]


def git_log():
    lines = ["$ git log --oneline --date=short --format='%h %ad %an  %s' v4.11.3..release/4.12",
             ""]
    special = {
        5: ("5d21e07", "2024-11-06", "renovate[bot]", "chore(deps): bump recharts 2.12.7 -> 3.0.0 (#1890)"),
        9: ("c7d0b34", "2024-11-05", "Sofia Marchetti", "feat(usage): UsageHeatmap for enterprise plans (#1881)"),
        17: ("a3f9c1e", "2024-11-01", "Marco Lindqvist", "refactor(checkout): migrate SummaryCardV2 layout to CSS grid + subgrid (#1874)"),
        14: ("e09b7aa", "2024-11-04", "Marco Lindqvist", "fix(checkout): align tax row in SummaryCardV2 (#1879)"),
        3: ("3b6e2f1", "2024-11-07", "release-bot", "chore(release): 4.12.0-rc.1"),
    }
    day = 8
    for i in range(46):
        if i in special:
            sha, d, a, s = special[i]
        else:
            s = R.choice(SUBJECTS) + f" (#{1900 - i * 2 - R.randint(0, 1)})"
            a = R.choice(AUTHORS)
            sha = h(f"c{i}{s}")
            d = f"2024-{10 if i > 34 else 11}-{max(1, (day - i // 5)) if i <= 34 else 31 - (i - 35):02d}"
        lines.append(f"{sha} {d} {a}  {s}")
        area = s.split("(")[1].split(")")[0] if "(" in s else "app"
        files = R.randint(1, 6)
        ins, dels = R.randint(3, 180), R.randint(0, 90)
        lines.append(f"    {files} file{'s' if files > 1 else ''} changed, {ins} insertions(+), {dels} deletions(-)   "
                     f"[src/features/{area.replace('deps', 'package.json').replace('release', 'CHANGELOG.md')}/...]")
    lines.append("")
    lines.append("46 commits, 9 authors. Paths touched (top): src/features/checkout (7), src/features/usage (6), "
                 "src/shared/ui (5), package.json/pnpm-lock.yaml (4)")
    return "\n".join(lines)


def jira_qa2291():
    return """QA-2291  [Bug] Checkout summary card: totals overlap promo code row on Safari
Project: QA   Type: Bug   Priority: P1 (release blocker)   Status: Open
Reporter: Tomasz Nowak <tomasz.nowak@lumen.io>   Assignee: Unassigned
Fix version: console-web 4.12.0   Component: checkout   Labels: visual-regression, safari, rc1
Created: 2024-11-10 17:42 CET   Updated: 2024-11-10 18:05 CET

Description:
On 4.12.0-rc.1 (staging, build 4.12.0-rc.1+3b6e2f1) the order summary card on /checkout renders the
"Total due" row on top of the promo code row. Reproducible 10/10 on:
  - Safari 17.4 (macOS 14.4, MacBook Air M2, 1440x900)
  - Mobile Safari, iOS 17.5 (iPhone 13)
Not reproducible on Chrome 130, Firefox 132, Edge 130 (desktop).
Only when the card is the V2 card (checkout-summary-v2 = on). With the flag forced off via
?ff_override=checkout-summary-v2:off the old card renders correctly.

Steps:
  1. Log in as qa+eur@lumen.io (org "QA EUR Co"), add "Pro annual" to cart
  2. Apply promo FREESHIP2024
  3. Observe summary card: promo row height collapses to 0, Total due row overlaps it

Percy: build #8812 (4.12.0-rc.1 vs 4.11.3 baseline) - 12 snapshots changed, all Safari:
  checkout-summary/default, /with-promo, /with-tax, /eur, /chf, /mobile-375, /mobile-414,
  /long-product-name, /three-items, /annual-discount, /zero-total, /rtl
  Avg diff 4.7% of pixels, max 11.2% (with-promo, mobile-375)

Attachments: safari-17.4-overlap.png, ios-17.5-overlap.png, percy-8812-with-promo.png

Comments:
  [Tomasz Nowak, 2024-11-10 18:05] Marking as release blocker per QA policy (P1 on checkout).
  Didn't see it on rc.0 of 4.11.x. Will re-test as soon as there is a build.

Environment matrix (rc.1 regression run, checkout suite):
  browser / device                     promo row   total row   tax row   verdict
  Safari 17.4 macOS 14.4 (M2)          0px high    overlaps    ok        FAIL
  Safari 17.4 macOS 14.4 (Intel)       0px high    overlaps    ok        FAIL
  Safari 16.6 macOS 13.6               0px high    overlaps    ok        FAIL
  Mobile Safari iOS 17.5 (iPhone 13)   0px high    overlaps    ok        FAIL
  Mobile Safari iOS 16.7 (iPhone SE)   0px high    overlaps    ok        FAIL
  Chrome 130 macOS                     40px        ok          ok        PASS
  Chrome 130 Windows 11                40px        ok          ok        PASS
  Firefox 132 Windows 11               40px        ok          ok        PASS
  Edge 130 Windows 11                  40px        ok          ok        PASS
  Chrome Android 130 (Pixel 7)         40px        ok          ok        PASS
  Samsung Internet 25 (S23)            40px        ok          ok        PASS

History:
  2024-11-10 17:42  Tomasz Nowak   created
  2024-11-10 17:44  Tomasz Nowak   Fix version: (none) -> console-web 4.12.0
  2024-11-10 18:05  Tomasz Nowak   Priority: P2 -> P1 (release blocker); Labels: +rc1
  2024-11-10 18:06  Jira Automation  linked to REL-412 as blocker"""


def bisect_log():
    steps = [
        ("b2a71c0", "good"), ("e09b7aa", "bad"), ("41fd0a2", "good"), ("a3f9c1e", "bad"),
        ("9d0e3c5", "good"), ("f18b2a9", "good"),
    ]
    out = ["$ git bisect start 4.12.0-rc.1 v4.11.3",
           "Bisecting: 22 revisions left to test after this (roughly 5 steps)",
           "$ git bisect run ./scripts/percy-check.sh checkout-summary --browser safari --threshold 0.5",
           ""]
    left = 22
    for i, (sha, res) in enumerate(steps):
        left = max(0, left // 2)
        out.append(f"running ./scripts/percy-check.sh checkout-summary --browser safari --threshold 0.5")
        out.append(f"  [percy-check] building {sha} (vite build --mode staging) ... done in {R.randint(38, 61)}s")
        out.append(f"  vite v5.4.10 building for staging...")
        out.append(f"  transforming... {R.randint(2380, 2460)} modules transformed.")
        for chunk, base in [("index", 27.1), ("vendor-react", 44.8), ("main", 247.9), ("route-checkout", 31.0),
                            ("route-usage", 22.1), ("route-settings", 18.9), ("route-billing", 14.2)]:
            hsh = h(sha + chunk, 8)
            ext = "css" if chunk == "index" else "js"
            kb = base + R.uniform(-0.4, 12.0 if chunk == "main" and res == "bad" else 0.6)
            out.append(f"  dist/assets/{chunk}-{hsh}.{ext:<4} {kb * 3.4:>8.2f} kB | gzip: {kb:>6.2f} kB")
        out.append(f"  [percy-check] starting storybook-static server on :6106")
        out.append(f"  [percy-check] capturing 12 snapshots (safari 17.4 via BrowserStack, session bs-{h(sha + 'bs', 10)})")
        if res == "bad":
            d = R.choice([4.1, 4.7, 5.3])
            out.append(f"  [percy-check] max diff {d}% > 0.5% on checkout-summary/with-promo -> exit 1")
        else:
            out.append(f"  [percy-check] max diff 0.0{R.randint(0, 9)}% <= 0.5% -> exit 0")
        out.append(f"{sha} is {res}" if i < len(steps) - 1 else "")
        if i < len(steps) - 1:
            out.append(f"Bisecting: {left} revisions left to test after this (roughly {max(0, 4 - i)} steps)")
        out.append("")
    out += [
        "a3f9c1e4d6b08f2a9c1157e0b3d2f6a8e41c9d70 is the first bad commit",
        "commit a3f9c1e4d6b08f2a9c1157e0b3d2f6a8e41c9d70",
        "Author: Marco Lindqvist <marco.lindqvist@lumen.io>",
        "Date:   Fri Nov 1 16:22:09 2024 +0100",
        "",
        "    refactor(checkout): migrate SummaryCardV2 layout to CSS grid + subgrid (#1874)",
        "",
        "    Rows now share a column template via subgrid so labels and amounts align",
        "    across promo/tax/total rows. Removes the flex fallback.",
        "",
        " src/features/checkout/SummaryCard/SummaryCardV2.module.css | 64 ++++++++-----",
        " src/features/checkout/SummaryCard/SummaryCardV2.tsx        | 18 ++--",
        " src/features/checkout/SummaryCard/SummaryRow.tsx           |  9 +-",
        " 3 files changed, 51 insertions(+), 40 deletions(-)",
        "bisect run success",
        "$ git bisect reset",
        "Previous HEAD position was f18b2a9... ; switched to branch 'release/4.12'",
    ]
    return "\n".join(out)


def git_show():
    return """commit a3f9c1e4d6b08f2a9c1157e0b3d2f6a8e41c9d70 (PR #1874, approved by Aisha Bello)
diff --git a/src/features/checkout/SummaryCard/SummaryCardV2.module.css b/src/features/checkout/SummaryCard/SummaryCardV2.module.css
@@ -1,42 +1,38 @@
 .card {
-  display: flex;
-  flex-direction: column;
-  gap: var(--space-2);
+  display: grid;
+  grid-template-columns: minmax(0, 1fr) auto;
+  grid-auto-rows: min-content;
+  row-gap: var(--space-2);
   padding: var(--space-4);
   border-radius: var(--radius-lg);
   background: var(--surface-raised);
 }
-.row {
-  display: flex;
-  justify-content: space-between;
-  align-items: baseline;
-}
+.row {
+  display: grid;
+  grid-column: 1 / -1;
+  grid-template-columns: subgrid;
+  grid-template-rows: subgrid;
+  align-items: baseline;
+}
 .promo {
-  min-height: 2.5rem;
+  grid-row: span 1;
+  height: 100%;
 }
 .total {
   font-weight: 600;
   border-top: 1px solid var(--border-subtle);
-  padding-top: var(--space-2);
+  padding-top: var(--space-2);
+  grid-row: -2 / -1;
 }
diff --git a/src/features/checkout/SummaryCard/SummaryCardV2.tsx b/src/features/checkout/SummaryCard/SummaryCardV2.tsx
@@ -31,9 +31,11 @@ export function SummaryCardV2({ lines, promo, tax, total, currency }: Props) {
   return (
     <section className={styles.card} aria-label={t('checkout.summary')}>
       {lines.map((l) => <SummaryRow key={l.id} label={l.label} amount={l.amount} />)}
-      {promo && <PromoRow className={styles.promo} promo={promo} />}
+      {promo && <PromoRow className={cx(styles.row, styles.promo)} promo={promo} />}
       {tax && <SummaryRow label={t('checkout.tax')} amount={tax} />}
-      <SummaryRow className={styles.total} label={t('checkout.total')} amount={total} />
+      <SummaryRow className={cx(styles.row, styles.total)} label={t('checkout.total')} amount={total} />
     </section>
   );
 }"""


def flag_get():
    return """flag: checkout-summary-v2   (project: console-web, kind: boolean)
description: New order summary card (SummaryCardV2). Owner: team-checkout
created: 2024-09-23 by dana.okafor   tags: checkout, rollout
environments:
  development : ON   fallthrough -> on
  staging     : ON   fallthrough -> on
  production  : ON   fallthrough -> rollout { on: 50000, off: 50000 } (weights /100000), bucketBy: orgId
                     targets: on -> [org_qa_eur, org_lumen_internal]
                     last change: rev 36, 2024-10-29 by dana.okafor  "ramp to half of orgs after 4.11.2"
prerequisites: none   clientSideAvailability: usingEnvironmentId=true
evaluations (production, last 7d): on 41,882 / off 42,310
history (production):
  rev 36  2024-10-29 10:14  dana.okafor   rollout on 25% -> on 50%   "ramp to half of orgs after 4.11.2"
  rev 35  2024-10-22 09:30  dana.okafor   rollout on 10% -> on 25%   "no Sentry regressions at 10%"
  rev 34  2024-10-15 16:02  priya.raman   add target org_qa_eur      "QA needs V2 in prod"
  rev 33  2024-10-15 09:00  dana.okafor   rollout on 0% -> on 10%    "first prod exposure, 4.11.0"
  rev 32  2024-10-14 18:40  jun.park      add target org_lumen_internal
  rev 31  2024-10-01 11:22  dana.okafor   environment created
code references (console-web@release/4.12):
  src/features/checkout/CheckoutPage.tsx:57      useFlag('checkout-summary-v2')
  src/features/checkout/SummaryCard/index.ts:4   export default flags['checkout-summary-v2'] ? SummaryCardV2 : SummaryCardV1
  e2e/checkout/summary-v2.spec.ts:12             ff_override"""


def ci_run_55102():
    lines = ["Pipeline #55102  release/4.12 @ 3b6e2f1  trigger: push  status: FAILED  duration: 14m 02s", ""]
    jobs = [("install", "passed", "1m 12s"), ("lint", "passed", "2m 40s"), ("typecheck", "passed", "1m 58s"),
            ("unit (vitest) 1/3", "passed", "3m 05s"), ("unit (vitest) 2/3", "passed", "2m 51s"),
            ("unit (vitest) 3/3", "passed", "3m 12s"), ("build", "passed", "2m 27s"),
            ("size-limit", "FAILED", "0m 41s"), ("e2e (playwright, chromium)", "passed", "8m 10s"),
            ("e2e (playwright, webkit)", "passed", "9m 02s"), ("percy", "skipped (needs: size-limit)", "-")]
    for j, s, d in jobs:
        lines.append(f"  {j:<30} {s:<28} {d}")
    lines += ["", "--- lint (eslint, warnings only) ---"]
    for k in range(14):
        f = R.choice(["src/features/usage/UsageHeatmap.tsx", "src/features/usage/exportCsv.ts", "src/features/settings/SsoToggle.tsx",
                      "src/features/audit-log/Filters.tsx", "src/shared/ui/Table/Table.tsx", "src/features/billing/InvoiceRow.tsx"])
        rule = R.choice(["react-hooks/exhaustive-deps", "@typescript-eslint/no-unused-vars", "import/no-named-as-default-member",
                         "react/jsx-key", "no-restricted-imports (lodash: use lodash-es per-method imports)"])
        lines.append(f"  {f}:{R.randint(5, 220)}:{R.randint(3, 40)}  warning  {rule}")
    lines += ["  ✖ 14 problems (0 errors, 14 warnings)"]
    lines += ["", "--- unit (vitest) summary, shards 1-3 ---"]
    for area in ["auth", "billing", "checkout", "dashboard", "usage", "settings", "audit-log", "api-keys", "onboarding",
                 "shared/ui", "shared/hooks", "nav", "search"]:
        for k in range(R.randint(4, 8)):
            name = R.choice(["List", "Form", "Dialog", "Row", "Table", "Panel", "Card", "Tile", "Hook", "Utils", "Store", "Tooltip"])
            n = R.randint(2, 24)
            lines.append(f"  ✓ src/features/{area}/{area.split('/')[-1].title().replace('-', '')}{name}{k}.test.tsx ({n} tests) {R.randint(18, 900)}ms")
    lines += [f"  Test Files  {R.randint(86, 92)} passed", f"       Tests  {R.randint(1130, 1190)} passed | 4 skipped", ""]
    lines += ["", "--- size-limit log ---",
              "$ pnpm size-limit --json > size-report.json && node scripts/size-gate.mjs",
              "  Config: .size-limit.cjs"]
    for name, size, limit in [("main chunk (dist/assets/main-*.js)", "263.4 KB", "250 KB"),
                              ("vendor-react (dist/assets/vendor-react-*.js)", "44.8 KB", "48 KB"),
                              ("route: checkout", "31.2 KB", "40 KB"),
                              ("route: usage", "22.6 KB", "35 KB"),
                              ("route: settings", "18.9 KB", "30 KB"),
                              ("css (dist/assets/index-*.css)", "27.1 KB", "32 KB")]:
        ok = "FAIL" if name.startswith("main") else "ok"
        lines.append(f"  {name:<48} {size:>9} gz  limit {limit:>7}  {ok}")
    lines += ["", "  ERROR  main chunk is 13.4 KB over its limit (263.4 KB gz > 250 KB gz).",
              "         Last passing: pipeline #54977 @ 41fd0a2 (main chunk 247.9 KB gz)",
              "  size-gate: exit 1"]
    return "\n".join(lines)


def bundle_report():
    mods = [("recharts", 38.6, 24.5), ("react-dom", 41.2, 41.2), ("@tanstack/react-query", 12.9, 12.7),
            ("lodash (full, via src/features/usage/exportCsv.ts)", 4.3, 0.0), ("d3-scale", 6.1, 5.8),
            ("d3-shape", 4.9, 4.6), ("victory-vendor", 7.4, 4.1), ("date-fns", 9.8, 9.8),
            ("date-fns-tz", 3.1, 2.9), ("@radix-ui/react-dialog", 5.6, 5.6), ("@radix-ui/react-popover", 4.8, 4.8),
            ("@lumen/api-client", 11.7, 11.1), ("@lumen/ui", 24.9, 24.3), ("zod", 13.4, 13.4),
            ("react-router", 9.2, 9.2), ("i18next + react-i18next", 8.7, 8.7), ("clsx", 0.3, 0.3),
            ("immer", 4.7, 4.7), ("zustand", 1.2, 1.2), ("src/ (app code)", 32.4, 31.1),
            ("react", 2.6, 2.6), ("tiny-invariant", 0.2, 0.2), ("eventemitter3", 1.1, 0.0),
            ("decimal.js-light", 2.2, 2.0), ("@sentry/react", 9.6, 9.5), ("@sentry/browser (tracing)", 7.9, 7.9),
            ("launchdarkly-react-client-sdk", 6.8, 6.8), ("react-hook-form", 8.4, 8.2), ("@hookform/resolvers", 1.4, 1.4),
            ("cmdk", 3.2, 3.2), ("sonner", 2.9, 2.9), ("@floating-ui/react-dom", 3.6, 3.6), ("@radix-ui/react-tooltip", 3.9, 3.9),
            ("@radix-ui/react-select", 6.2, 6.2), ("@radix-ui/react-tabs", 2.1, 2.1), ("@radix-ui/primitive + utils", 2.7, 2.7),
            ("react-remove-scroll", 2.3, 2.3), ("aria-hidden", 0.6, 0.6), ("use-sync-external-store", 0.5, 0.5),
            ("src/shared/ui/icons (inline svg)", 5.8, 5.6), ("src/shared/i18n/en.json", 6.1, 5.9),
            ("other (41 modules)", 6.5, 6.0)]
    total_new = 263.4
    out = ["bundle-report: main chunk composition, gzip KB (source-map-explorer)",
           "compare: v4.11.3 (baseline) vs release/4.12 @ 3b6e2f1", "",
           f"{'module':<52}{'4.11.3':>9}{'4.12':>9}{'delta':>9}"]
    for m, new, old in sorted(mods, key=lambda x: -(x[1] - x[2])):
        out.append(f"{m:<52}{old:>9.1f}{new:>9.1f}{new - old:>+9.1f}")
    out += ["", f"{'TOTAL main chunk':<52}{247.9:>9.1f}{total_new:>9.1f}{total_new - 247.9:>+9.1f}", "",
            "largest contributors to delta:",
            "  1. recharts 3.0.0 (+14.1 KB): new core + victory-vendor (+3.3) + eventemitter3 (+1.1) pulled in,",
            "     tree-shaking regressed because 3.0.0 ships a single ESM entry (no per-chart subpaths).",
            "     introduced by 5d21e07 chore(deps): bump recharts 2.12.7 -> 3.0.0 (#1890)",
            "  2. lodash full build (+4.3 KB): `import _ from 'lodash'` in src/features/usage/exportCsv.ts (#1886)",
            "  3. src/ app code (+1.3 KB): UsageHeatmap, org SSO toggle, audit-log filters",
            "note: recharts is only used by src/features/usage/* and src/features/dashboard/KpiSparkline.tsx;",
            "      KpiSparkline is on the dashboard (eager) route, which is why recharts sits in main."]
    return "\n".join(out)


def browser_doc():
    return """# Browser support (console-web)

Last reviewed: 2024-09-30 by priya.raman, arun.mehta. Source of truth for Percy browser list and
for what we may use without a fallback. Changes need an approval from a staff engineer.

## Tier 1 - fully supported, Percy + Playwright on every PR
| Browser | Versions | Share of sessions (Oct) | Share of checkout sessions (Oct) |
|---|---|---|---|
| Chrome (desktop) | last 3 major | 51.8% | 47.2% |
| Safari (macOS) | 17.x, 16.x | 17.4% | 21.9% |
| Mobile Safari (iOS) | 17.x, 16.x | 9.6% | 12.3% |
| Edge | last 3 major | 8.1% | 6.0% |
| Firefox | last 3 major + ESR | 5.2% | 4.4% |

## Tier 2 - supported, Percy weekly, bugs fixed on a best-effort basis
| Browser | Versions | Share of sessions | Share of checkout sessions |
|---|---|---|---|
| Safari (macOS/iOS) | 15.4 - 15.6 | 2.4% | 3.1% |
| Chrome Android | last 2 major | 3.1% | 2.8% |
| Samsung Internet | 22+ | 0.9% | 0.7% |

## Not supported
Internet Explorer (all), Safari < 15.4, Chrome < 109, Opera Mini.

## CSS features
- Allowed without fallback: flexbox gap, `:is()`, `:where()`, `aspect-ratio`, container queries (size only),
  logical properties, `inset`.
- **Requires a fallback or must be avoided in checkout/billing:** `subgrid` (Safari 16+ only), `:has()`
  (Safari 15.4 partial), `@container style()`, view transitions, `text-wrap: balance`.
- `@supports` blocks: allowed, but both paths must be covered in Percy (add the Tier 2 browser to the
  story's `percy.browsers`). See INC-311 postmortem.

## JS features
- Baseline: ES2020 + `structuredClone` polyfilled. No top-level await in app code.
"""


def ci_history():
    out = ["pipelines on release/4.12 and main (newest first), size-limit main chunk (gz)", "",
           f"{'pipeline':<10}{'branch':<16}{'sha':<9}{'status':<9}{'main':>9}  trigger"]
    size = 263.4
    shas = ["3b6e2f1", "5d21e07", "8a1f2b0", "c7d0b34", "77be3a1", "e09b7aa", "41fd0a2", "2f6c9d8", "b2a71c0", "0c4e1aa",
            "d19e7f2", "a3f9c1e", "6b0d3e4", "91c2aa7", "f18b2a9", "9d0e3c5"]
    for i, sha in enumerate(shas):
        pid = 55102 - i * 9 - R.randint(0, 4)
        if sha == "5d21e07":
            size_here = 263.1
        elif i < 1:
            size_here = 263.4
        elif i < 2:
            size_here = 263.1
        else:
            size_here = round(247.9 - (i - 6) * 0.3 + R.uniform(-0.2, 0.2), 1) if i >= 6 else round(248.4 + R.uniform(0, 0.9), 1)
        status = "FAILED" if size_here > 250 else "passed"
        out.append(f"{pid:<10}{'release/4.12' if i < 4 else 'main':<16}{sha:<9}{status:<9}{size_here:>8.1f}K  push")
    out += ["", "first failing size-limit: pipeline at 5d21e07 (chore(deps): bump recharts 2.12.7 -> 3.0.0 (#1890)), +14.8 KB in one commit"]
    return "\n".join(out)


def lockdiff():
    out = ["", "lockfile changes (pnpm-lock.yaml, summarized):"]
    pk = [("recharts", "3.0.0", "2.12.7"), ("victory-vendor", "37.3.6", "36.9.2"), ("eventemitter3", "5.0.1", "4.0.7"),
          ("react-smooth", "-", "4.0.1"), ("recharts-scale", "-", "0.4.5"), ("d3-scale", "4.0.2", "4.0.2"),
          ("d3-shape", "3.2.0", "3.2.0"), ("d3-time", "3.1.0", "3.1.0"), ("d3-interpolate", "3.0.1", "3.0.1"),
          ("decimal.js-light", "2.5.1", "2.5.1"), ("es-toolkit", "1.27.0", "-"), ("immer (peer)", "10.1.1", "10.1.1"),
          ("@reduxjs/toolkit", "2.3.0", "-"), ("react-redux", "9.1.2", "-"), ("reselect", "5.1.1", "-"),
          ("tiny-invariant", "1.3.3", "1.3.3"), ("clsx", "2.1.1", "2.1.1"), ("fast-equals", "-", "5.0.1"),
          ("lodash (transitive via recharts)", "-", "4.17.21"), ("react-is", "18.3.1", "18.3.1")]
    for name, was, now in pk:
        mark = "~" if was != now and "-" not in (was, now) else ("-" if now == "-" else ("+" if was == "-" else " "))
        out.append(f"  {mark} {name:<36} {was:>9} -> {now}")
    out.append("  note: recharts 2.12.7 pulls lodash transitively but only per-method modules are reached (tree-shaken).")
    return "\n".join(out)


def ci_log(pid, sha, branch, typecheck_fail, main_size):
    out = [f"Pipeline #{pid}  {branch} @ {sha}  trigger: pull_request  status: "
           f"{'FAILED' if typecheck_fail else 'PASSED'}", ""]
    jobs = [("install", "passed"), ("lint", "passed"),
            ("typecheck", "FAILED" if typecheck_fail else "passed"),
            ("unit (vitest) 1/3", "passed"), ("unit (vitest) 2/3", "passed"), ("unit (vitest) 3/3", "passed"),
            ("build", "passed"), ("size-limit", "passed"), ("e2e (playwright, chromium)", "passed"),
            ("e2e (playwright, webkit)", "passed"), ("percy", "passed (0 changes)" if not typecheck_fail else "skipped")]
    for j, s in jobs:
        out.append(f"  {j:<30} {s}")
    if not typecheck_fail:
        out += ["", "--- e2e (playwright) ---"]
        for proj in ["chromium", "webkit"]:
            for spec in ["auth/login", "auth/sso-redirect", "checkout/cart", "checkout/promo-eur", "checkout/promo-chf",
                         "checkout/tax", "checkout/summary-v2", "billing/invoices", "billing/tax-id", "usage/table",
                         "usage/export-csv", "usage/heatmap", "settings/sso-enforcement", "settings/members",
                         "api-keys/create", "audit-log/filter", "onboarding/checklist", "nav/sidebar"]:
                out.append(f"  [{proj}] ✓ e2e/{spec}.spec.ts ({R.randint(2, 9)} tests) {R.uniform(3, 41):.1f}s")
        out.append(f"  {R.randint(150, 160)} passed, 0 flaky, 2 skipped ({R.randint(7, 9)}m {R.randint(10, 59)}s)")
    if typecheck_fail:
        out += ["", "--- typecheck log ---", "$ pnpm tsc -p tsconfig.app.json --noEmit",
                "src/features/usage/UsageHeatmap.tsx(48,7): error TS2322: Type '{ children: Element; width: \"100%\"; "
                "height: number; initialDimension: { width: number; height: number; }; }' is not assignable to type "
                "'IntrinsicAttributes & Props'.",
                "  Property 'initialDimension' does not exist on type 'IntrinsicAttributes & Props'.",
                "src/features/usage/UsageHeatmap.tsx(61,22): error TS2305: Module '\"recharts\"' has no exported "
                "member 'useChartWidth'.",
                "Found 2 errors in the same file, starting at: src/features/usage/UsageHeatmap.tsx:48", "exit 2"]
    out += ["", "--- size-limit log ---", "  Config: .size-limit.cjs",
            f"  main chunk (dist/assets/main-*.js)                {main_size} gz  limit  250 KB  ok",
            "  vendor-react (dist/assets/vendor-react-*.js)        44.8 KB gz  limit   48 KB  ok",
            "  route: checkout                                      31.2 KB gz  limit   40 KB  ok",
            "  route: usage                                         21.9 KB gz  limit   35 KB  ok",
            "  css (dist/assets/index-*.css)                        27.1 KB gz  limit   32 KB  ok"]
    return "\n".join(out)


def percy_heatmap():
    rows = ["Percy build #8840  project: console-web-storybook  branch: revert-1890-recharts  base: release/4.12",
            "browsers: chrome 130, firefox 132, safari 17.4   widths: 375, 1280", "",
            f"{'snapshot':<52}{'chrome':>9}{'firefox':>9}{'safari':>9}"]
    stories = ["Usage/UsageHeatmap/Default", "Usage/UsageHeatmap/EmptyState", "Usage/UsageHeatmap/Enterprise90d",
               "Usage/UsageHeatmap/TooltipOpen", "Usage/UsageTable/Default", "Usage/UsageTable/Export",
               "Dashboard/KpiSparkline/Up", "Dashboard/KpiSparkline/Down", "Dashboard/KpiSparkline/Flat",
               "Dashboard/KpiTiles/FourUp", "Dashboard/KpiTiles/Loading"]
    for s in stories:
        if s.endswith("TooltipOpen"):
            rows.append(f"{s:<52}{'0.31%':>9}{'0.29%':>9}{'0.33%':>9}")
        elif s.endswith("Flat"):
            rows.append(f"{s:<52}{'0.02%':>9}{'0.00%':>9}{'0.02%':>9}")
        else:
            rows.append(f"{s:<52}{'0.00%':>9}{'0.00%':>9}{'0.00%':>9}")
    rows += ["", "per-width detail:"]
    for st in stories:
        for w in (375, 1280):
            for b in ("chrome", "firefox", "safari"):
                d = "0.31%" if st.endswith("TooltipOpen") else "0.00%"
                rows.append(f"  {st} @{w}px [{b}]  diff {d}  snapshot {h(st + str(w) + b, 10)}")
    rows += ["", "changed: 1 snapshot (TooltipOpen) above 0.1% threshold; 1 sub-threshold (KpiSparkline/Flat, antialiasing)",
             "TooltipOpen diff region: tooltip box 4px lower and without 150ms fade-in frame (recharts 2.x tooltip "
             "positions from cursor, 3.x from cell center). Legend, colors, cell grid identical."]
    return "\n".join(rows)


def percy_fix(build, note):
    snaps = ["default", "with-promo", "with-tax", "eur", "chf", "mobile-375", "mobile-414", "long-product-name",
             "three-items", "annual-discount", "zero-total", "rtl"]
    rows = [f"Percy build #{build}  project: console-web  branch: fix/qa-2291-summary-card  base: release/4.12 (flag on)",
            "compare target: 4.11.3 approved baseline", "",
            f"{'snapshot':<40}{'chrome':>9}{'firefox':>9}{'safari':>9}{'ios-safari':>12}"]
    for s in snaps:
        rows.append(f"{'checkout-summary/' + s:<40}{'0.00%':>9}{'0.00%':>9}{'0.00%':>9}{'0.00%':>12}")
    rows += ["", "per-width detail (safari 17.4):"]
    for s in snaps:
        for w in (375, 414, 1280, 1440):
            rows.append(f"  checkout-summary/{s} @{w}px  diff 0.00%  baseline {h(s + str(w) + 'b', 8)}  head {h(s + str(w) + str(build), 8)}")
    rows += ["", note]
    return "\n".join(rows)


def rel_checklist():
    items = [("Changelog drafted (CHANGELOG.md 4.12.0)", "done", "jun.park"), ("i18n strings frozen (pt-BR, de, fr, ja)", "done", "hana.ueda"),
             ("size-limit green on release/4.12", "done (#55162)", "ci"), ("QA regression pass rc.1", "in progress 171/212", "tomasz.nowak"),
             ("QA regression pass RC2", "not started", "tomasz.nowak"), ("Release blockers closed", "1 open (QA-2291)", "-"),
             ("Feature flags reviewed for prod", "done (checkout-summary-v2 0%)", "dana.okafor"),
             ("Sentry release + sourcemaps upload configured", "done", "ci"), ("Status page notice", "not needed", "lena.vogt"),
             ("Support briefing (checkout, SSO toggle)", "scheduled Mon 18 Nov", "support-leads"),
             ("Payments API v3 live (dependency)", "waiting - cutover Mon 18 Nov", "payments"),
             ("Rollback plan (previous image 4.11.3, CDN pin)", "done", "felix.grun")]
    out = ["  checklist:"]
    for a, b, o in items:
        out.append(f"    [{'x' if b.startswith('done') else ' '}] {a:<52} {b:<34} {o}")
    out.append("  linked: QA-2291, FE-1409 (SSO toggle), FE-1412 (audit-log filters), PAY-882 (payments API v3 cutover)")
    return "\n".join(out)


def slack_hist():
    msgs = [
        ("Fri 08 Nov 09:12", "lena.vogt", "Reminder: 4.12.0 freeze Tue 12 Nov 18:00. Please get feature PRs merged by Monday EOD."),
        ("Fri 08 Nov 09:40", "hana.ueda", "audit-log filter PR (#1895) is in, thanks for the quick review"),
        ("Fri 08 Nov 11:03", "sofia.marchetti", "UsageHeatmap is merged, enterprise plans only (gated by plan, not by flag)"),
        ("Fri 08 Nov 14:25", "tomasz.nowak", "rc.1 regression pass started. 212 cases, ETA Monday"),
        ("Fri 08 Nov 16:50", "felix.grun", "renovate opened 6 PRs for the release branch, I closed 5 of them (not during freeze week)"),
        ("Sun 10 Nov 17:45", "tomasz.nowak", "QA-2291 filed: checkout summary card broken on Safari when V2 is on. P1. Screens in ticket."),
        ("Sun 10 Nov 18:10", "aisha.bello", "ouch. is that the subgrid change?"),
        ("Mon 11 Nov 08:03", "ci-bot", "release/4.12 pipeline #55102 FAILED (size-limit). main chunk 263.4 KB gz / 250 KB"),
        ("Mon 11 Nov 08:15", "felix.grun", "size-limit red again. do we just bump the limit to 270 for this release? @dana.okafor"),
        ("Mon 11 Nov 08:20", "dana.okafor", "no. budget stays."),
        ("Mon 11 Nov 09:50", "flag-bot", "checkout-summary-v2 (production) rev 37: rollout on 0% / off 100% by agent for dana.okafor"),
        ("Mon 11 Nov 10:02", "kenji.sato", "anything I should avoid showing on Monday's Halvorsen demo?"),
        ("Mon 11 Nov 10:34", "lena.vogt", "FYI date change for 4.12.0 coming by mail, payments slipped. Mobile unaffected."),
        ("Mon 11 Nov 11:15", "ci-bot", "PR #1903 pipeline #55140 PASSED. main chunk 249.6 KB gz / 250 KB"),
        ("Mon 11 Nov 11:40", "ci-bot", "release/4.12 pipeline #55162 PASSED after merge of #1903"),
        ("Mon 11 Nov 12:04", "github", "priya.raman requested changes on #1906 fix(checkout): SummaryCardV2 layout on Safari (QA-2291)"),
        ("Mon 11 Nov 13:12", "arun.mehta", "let's keep the checkout review thread on the PR please, not here"),
        ("Mon 11 Nov 13:58", "ci-bot", "PR #1906 pipeline #55188 PASSED"),
        ("Mon 11 Nov 14:05", "felix.grun", "I have a tiny PR that adds the new onboarding illustration to main - ok for release/4.12?"),
        ("Mon 11 Nov 14:07", "hana.ueda", "@felix.grun main has 0.4 KB left, inline svg will blow it. lazy-load it?"),
    ]
    out = ["#web-release  (25 newest, oldest first, showing 20 with content)", ""]
    for t, who, txt in msgs:
        out.append(f"[{t}] {who}: {txt}")
    out.append("")
    out.append("threads: 3 (QA-2291 x4 replies, size-limit x6 replies, onboarding illustration x2 replies)")
    return "\n".join(out)


def inbox():
    mails = [
        ("2024-11-11 08:02", "GitHub <notifications@github.com>", "[lumen/console-web] Pipeline #55102 failed on release/4.12", "size-limit failed. 1 job failed, 1 skipped."),
        ("2024-11-11 08:40", "Kenji Sato <kenji.sato@lumen.io>", "Halvorsen demo Monday", "Hi Dana, confirming Monday 18 Nov 14:00 demo for Halvorsen Freight. I'll run it from staging on 4.12 - mostly the usage heatmap and the SSO toggle. Shout if anything there is in flux. K"),
        ("2024-11-11 09:15", "Sentry <alerts@sentry.io>", "[console-web prod] New issue: TypeError: Cannot read properties of undefined (reading 'currency')", "First seen 4.11.3, 14 events, 3 users. src/features/billing/InvoiceRow.tsx:27"),
        ("2024-11-11 10:31", "Lena Vogt <lena.vogt@lumen.io>", "console-web 4.12.0 - release date moved", """Hi Dana, all,

Payments told us this morning that the payments API v3 cutover slipped to Monday 18 Nov
(their DB migration dry-run failed on Saturday). 4.12.0 ships the checkout calls against v3,
so we can't go out before they're live.

New plan for 4.12.0:
  - code freeze: Fri 15 Nov 18:00 CET (was Tue 12 Nov)
  - RC2 cut: Fri 15 Nov after freeze, QA sign-off Mon 18 Nov
  - release: Tue 19 Nov 10:00 CET (was Thu 14 Nov)
  - REL-412 still tracks it; please update the web side.

Mobile is unaffected (they ship 6.3 on the 14th as planned).
Thanks, Lena
--
Lena Vogt - Release Manager - lena.vogt@lumen.io"""),
        ("2024-11-11 11:02", "Marco Lindqvist <marco.lindqvist@lumen.io>", "OOO from 12 Nov", "Heads-up: I'm out from tomorrow (Tue 12 Nov) until Mon 25 Nov, family thing. Jun knows the checkout code best after me."),
        ("2024-11-11 11:20", "Jira <jira@lumen.atlassian.net>", "[QA-2291] Priority changed", "Tomasz Nowak changed Priority: P1 (release blocker)"),
        ("2024-11-11 11:47", "Aisha Bello <aisha.bello@lumen.io>", "Design review Thursday", "Moving the onboarding checklist design review to Thursday 15:00, same room."),
        ("2024-11-11 12:05", "GitHub <notifications@github.com>", "[lumen/console-web] Priya Raman requested changes on #1906", "View it on GitHub."),
        ("2024-11-11 12:30", "People Ops <people@lumen.io>", "Reminder: Q4 feedback cycle", "Self reviews due 29 Nov."),
        ("2024-11-11 12:52", "Felix Grün <felix.grun@lumen.io>", "onboarding illustration for 4.12?", """Hi Dana,
product asked whether the new onboarding illustration (PR #1909, ~1.1 KB gz inline SVG in the checklist
component) can still go into 4.12. I know main is tight. Options on my side: inline as-is, or load it as an
<img> from the CDN (0 KB in main, one extra request on the onboarding page). Your call.
Felix"""),
        ("2024-11-11 13:20", "Tomasz Nowak <tomasz.nowak@lumen.io>", "rc.1 regression status", """Dana,
rc.1 pass: 171/212 done. Failures so far: QA-2291 (P1, Safari summary card) and QA-2296 (P3, audit-log
filter chip wraps at 1280px). Everything else green. With the new date I'll stop rc.1 at this point and do the
full pass on RC2 from Friday evening; sign-off Monday 18 Nov as per Lena.
T."""),
    ]
    out = ["inbox: dana.okafor@lumen.io   folder: INBOX   unread: 9   showing 9 newest", ""]
    for i, (d, f, s, b) in enumerate(reversed(mails)):
        out.append(f"[{i + 1}] {d}  From: {f}")
        out.append(f"    Subject: {s}")
        for line in b.split("\n"):
            out.append("    " + line)
        out.append("")
    return "\n".join(out)


def build():
    c = Conv("blind-frontend-release-regression",
             "console-web 4.12.0: Safari summary-card regression, bundle budget, release slip")
    c.system("You are a coding agent embedded in the Lumen web team. You have access to the console-web "
             "repository (React 18 + Vite + TypeScript, pnpm), GitHub, CI, Percy, the feature-flag service, "
             "Jira, the team's Slack and the user's mailbox through tools. Prefer small, reviewable changes. "
             "Report what you changed with ids. Ask before irreversible or production-affecting actions "
             "unless the user has already approved them.")

    # ---- turn 1
    c.user("Morning. We're cutting console-web 4.12.0 this week — release is Thursday 14 Nov, code freeze "
           "is tomorrow (Tue 12 Nov). QA filed QA-2291 last night: the checkout summary card is broken on "
           "Safari, totals overlap the promo code row. I need 4.12.0 out with that fixed AND the main bundle "
           "under the 250 KB gz budget — that budget is not negotiable, don't bump it to make CI green.\n\n"
           "Two rules while you work: nothing touches production flag config without my explicit OK, and no "
           "force-pushes to release/4.12 (Lena's release bot tracks that branch). Can you start by working "
           "out which commit broke the card?")
    c.model("On it — pulling the ticket and the commit range between the last good release and the branch.",
            [("jira_get_issue", {"key": "QA-2291", "fields": ["description", "comments", "attachments"]}, jira_qa2291()),
             ("git_log", {"repo": "lumen/console-web", "range": "v4.11.3..release/4.12", "format": "oneline+author+date"}, git_log())])
    c.model("## What we have\n\n"
            "- **QA-2291** (P1, release blocker): Safari 17.4 + iOS 17.5 only, **only with `checkout-summary-v2` on** — "
            "the old card is fine. Percy build **#8812** shows 12 Safari snapshots changed, max 11.2% on `with-promo`.\n"
            "- **46 commits** in `v4.11.3..release/4.12`, 7 of them under `src/features/checkout`. Two stand out "
            "already: `a3f9c1e` (SummaryCardV2 → CSS grid + subgrid, #1874) and `e09b7aa` (tax row alignment, #1879), "
            "both Marco's.\n\n"
            "Rather than guess, I'd run an automated bisect: `scripts/percy-check.sh checkout-summary --browser safari "
            "--threshold 0.5` exits 1 on any Safari diff above 0.5%, so it works as a `git bisect run` test. "
            "Good = `v4.11.3`, bad = `4.12.0-rc.1`; about 5 steps, ~6 minutes. It's read-only (detached checkouts "
            "in a worktree), nothing gets pushed.\n\nShall I run it?")
    # ---- turn 2
    c.user("yes go")
    c.model(None, [("git_bisect_run", {"repo": "lumen/console-web", "worktree": "/tmp/wt-bisect-2291",
                                       "good": "v4.11.3", "bad": "4.12.0-rc.1",
                                       "cmd": "./scripts/percy-check.sh checkout-summary --browser safari --threshold 0.5"},
                    bisect_log())])
    c.model("Bisect landed on the suspect. Pulling the diff and the flag state so we can pick a fix path.",
            [("git_show", {"repo": "lumen/console-web", "rev": "a3f9c1e", "paths": ["src/features/checkout/SummaryCard/"]}, git_show()),
             ("flag_get", {"project": "console-web", "key": "checkout-summary-v2", "environments": ["development", "staging", "production"]}, flag_get())])
    c.model("## First bad commit: `a3f9c1e` (#1874, Marco Lindqvist)\n\n"
            "`refactor(checkout): migrate SummaryCardV2 layout to CSS grid + subgrid`. The row now uses "
            "`grid-template-rows: subgrid` and the promo row got `height: 100%` instead of its `min-height: 2.5rem`. "
            "In Safari the promo row's implicit track resolves to 0 when it spans one subgrid row, so the total row "
            "(`grid-row: -2 / -1`) is drawn over it. Chrome/Firefox size the track from content, which is why they're fine. "
            "The flex fallback was deleted in the same commit.\n\n"
            "Important for the release: this only affects **SummaryCardV2**, which is behind `checkout-summary-v2`. "
            "In production that flag currently buckets **half of orgs** onto V2 (rev 36, by you on 29 Oct). 4.11.3 in prod "
            "doesn't have the grid change, so prod is fine *today* — the breakage ships with 4.12.0.\n\n"
            "## Options\n\n"
            "| | What | Risk on release branch | Time |\n|---|---|---|---|\n"
            "| **A** | Revert `a3f9c1e` on release/4.12 | `e09b7aa` and 2 later commits touch the same CSS → conflicts, "
            "manual resolution on a frozen branch | ~1 h + review |\n"
            "| **B** | Fix forward only (restore a flex layout for the promo/total rows) | New CSS lands a day before freeze, "
            "needs Percy + review | ~2 h + review |\n"
            "| **C** | Turn `checkout-summary-v2` off in production for the 4.12 release, fix forward in parallel without time pressure | "
            "none on the branch; V2 users go back to the old card (which QA confirmed renders correctly) | minutes |\n\n"
            "**My recommendation: C**, then B for the real fix. C is the only one that doesn't depend on review speed. "
            "It's a production flag change though, so I need your explicit OK.")
    # ---- turn 3
    c.user("C. You have my OK for prod — take it to zero. Marco wrote it, so assign him the fix on QA-2291.")
    c.model(None, [
        ("flag_update", {"project": "console-web", "key": "checkout-summary-v2", "environment": "production",
                         "patch": [{"op": "replace", "path": "/fallthrough/rollout/variations",
                                    "value": [{"variation": "on", "weight": 0}, {"variation": "off", "weight": 100000}]}],
                         "comment": "QA-2291: SummaryCardV2 broken on Safari in 4.12.0 (a3f9c1e). Off for the 4.12 release. Approved by dana.okafor."},
         "flag updated: checkout-summary-v2 (console-web / production)\n"
         "revision: 37 (was 36)\n"
         "fallthrough rollout: was on 50% / off 50%  ->  now on 0% / off 100%\n"
         "individual targets unchanged: on -> [org_qa_eur, org_lumen_internal]\n"
         "propagation: streaming to SDKs, p95 < 2s\n"
         "audit: evt_01JCD4K7Q2 by agent on behalf of dana.okafor at 2024-11-11T09:48:12+01:00"),
        ("jira_update_issue", {"key": "QA-2291", "assignee": "marco.lindqvist@lumen.io",
                               "comment": "Root cause via git bisect: a3f9c1e (#1874) - subgrid row sizing in Safari collapses the promo row. "
                                          "Mitigation: checkout-summary-v2 set to 0% in prod for 4.12.0. Fix forward needed on SummaryCardV2.module.css."},
         "QA-2291 updated\n  assignee: Unassigned -> Marco Lindqvist (marco.lindqvist@lumen.io)\n  comment added: #c-88314\n  status: Open (unchanged)")])
    c.model("Done.\n\n- **`checkout-summary-v2`** is now at **0% in production** (flag rev 37; was a 50/50 rollout). "
            "The two internal/QA orgs are still individually targeted on, so QA can keep testing V2 in prod-like conditions.\n"
            "- **QA-2291** assigned to Marco Lindqvist, with the bisect result and mitigation in comment #c-88314.\n\n"
            "The fix itself still needs to happen on `SummaryCardV2.module.css` before we ramp the flag again.")
    # ---- turn 4
    c.user("next fire: CI on release/4.12 is red, the bundle budget step. take a look")
    c.model(None, [("ci_get_run", {"repo": "lumen/console-web", "pipeline": 55102, "include_logs": ["size-limit"]}, ci_run_55102()),
                   ("bundle_report", {"repo": "lumen/console-web", "chunk": "main", "base": "v4.11.3", "head": "release/4.12", "metric": "gzip"}, bundle_report()),
                   ("ci_list_runs", {"repo": "lumen/console-web", "branches": ["release/4.12", "main"], "limit": 16, "fields": ["size-limit.main"]}, ci_history())])
    c.model("## Bundle budget: main chunk **263.4 KB gz** vs **250 KB** limit (13.4 KB over)\n\n"
            "Last green was 247.9 KB at `41fd0a2`. Where the 15.5 KB came from:\n\n"
            "| Source | Δ gz | Commit |\n|---|---|---|\n"
            "| recharts 2.12.7 → 3.0.0 (+ victory-vendor, eventemitter3 pulled in) | **+14.1 KB** | `5d21e07` (#1890, renovate) |\n"
            "| full `lodash` import in `exportCsv.ts` | +4.3 KB | #1886 |\n"
            "| app code (heatmap, SSO toggle, audit filters) | +1.3 KB | various |\n\n"
            "recharts is in `main` only because `KpiSparkline` is on the eager dashboard route, and 3.0.0 lost "
            "per-chart subpath imports, so tree-shaking got worse.\n\n"
            "## Options\n\n"
            "1. **Roll back the recharts bump** (revert `5d21e07`) → est. ~249.3 KB. Small, mechanical revert.\n"
            "2. **Lazy-load the usage route + sparkline** → est. ~236 KB, but it's a real refactor on a branch freezing tomorrow.\n"
            "3. **Fix the lodash import** (`lodash-es` per-function) → −4.3 KB on its own, not enough alone.\n\n"
            "I'd do **1** now, and put 2 (re-landing recharts 3 properly) into next sprint. Watch-out: `UsageHeatmap` (#1881) "
            "was written after the bump and may use recharts 3 APIs — the revert could need a small follow-up.")
    # ---- turn 5
    c.user("Roll back recharts. Leave lodash alone for now, I don't want more churn on the release branch.")
    c.model("Opening a revert PR against release/4.12 (regular PR, no force-push).",
            [("github_create_revert_pr", {"repo": "lumen/console-web", "commit": "5d21e07", "base": "release/4.12",
                                          "branch": "revert-1890-recharts",
                                          "title": "Revert \"chore(deps): bump recharts 2.12.7 -> 3.0.0 (#1890)\"",
                                          "body": "Main chunk is 263.4 KB gz vs the 250 KB budget (pipeline #55102). recharts 3.0.0 accounts for +14.1 KB. "
                                                  "Rolling back to 2.12.7 for 4.12.0; re-landing recharts 3 behind a lazy-loaded route is follow-up work.",
                                          "reviewers": ["dana-okafor"], "labels": ["release-4.12", "bundle-size"]},
              "PR #1903 opened: Revert \"chore(deps): bump recharts 2.12.7 -> 3.0.0 (#1890)\"\n"
              "  lumen/console-web  revert-1890-recharts -> release/4.12\n"
              "  files: package.json (recharts ^3.0.0 -> ^2.12.7), pnpm-lock.yaml (-212 / +148 lines)\n"
              "  reviewers: dana-okafor   labels: release-4.12, bundle-size\n"
              "  checks: pipeline #55131 queued\n"
              "  url: https://github.com/lumen/console-web/pull/1903\n" + lockdiff())])
    c.model(None, [("ci_get_run", {"repo": "lumen/console-web", "pipeline": 55131, "include_logs": ["typecheck", "size-limit"], "wait": True},
                    ci_log(55131, "d84a1f3", "revert-1890-recharts", True, "249.6 KB"))])
    c.model("Size is fixed — **main chunk 249.6 KB gz** — but typecheck fails, as feared: `UsageHeatmap.tsx` uses two "
            "recharts-3-only APIs:\n\n"
            "- `initialDimension` prop on `ResponsiveContainer` (line 48)\n"
            "- `useChartWidth` hook (line 61)\n\n"
            "Both only exist to avoid a first-paint width of 0. On 2.12.7 the equivalent is a wrapper with a fixed "
            "`min-height` plus `ResponsiveContainer`'s own `minHeight`, and reading width from the container ref. "
            "Patching that on the revert branch.",
            [("git_commit_push", {"repo": "lumen/console-web", "branch": "revert-1890-recharts",
                                  "files": {"src/features/usage/UsageHeatmap.tsx": "- <ResponsiveContainer width=\"100%\" height={280} initialDimension={{ width: 640, height: 280 }}>\n+ <div className={styles.chartBox} style={{ minHeight: 280 }}>\n+ <ResponsiveContainer width=\"100%\" height={280} minHeight={280}>\n...\n- const width = useChartWidth();\n+ const width = useElementWidth(containerRef);",
                                            "src/features/usage/UsageHeatmap.module.css": "+ .chartBox { min-height: 280px; width: 100%; }"},
                                  "message": "fix(usage): UsageHeatmap compatible with recharts 2.12.7 (drop initialDimension/useChartWidth)"},
              "pushed revert-1890-recharts: d84a1f3..7c0e9aa (1 commit, fast-forward)\n"
              "  7c0e9aa fix(usage): UsageHeatmap compatible with recharts 2.12.7 (drop initialDimension/useChartWidth)\n"
              "  2 files changed, 9 insertions(+), 5 deletions(-)\n"
              "  checks: pipeline #55140 queued"),
             ("ci_get_run", {"repo": "lumen/console-web", "branch": "revert-1890-recharts", "pipeline": "latest", "include_logs": ["size-limit"], "wait": True},
              ci_log(55140, "7c0e9aa", "revert-1890-recharts", False, "249.6 KB"))])
    c.model("## PR #1903 is green\n\n"
            "| check | result |\n|---|---|\n| typecheck | ✅ (after `7c0e9aa`) |\n| unit / e2e (chromium + webkit) | ✅ |\n"
            "| size-limit | ✅ main **249.6 KB gz** / 250 KB |\n| percy | ✅ 0 changes |\n\n"
            "⚠️ **Headroom is only 0.4 KB.** Anything else that lands on release/4.12 and touches the main chunk will "
            "turn the budget step red again — worth telling the team before freeze.\n\n"
            "You're the requested reviewer on #1903. Want me to merge once you approve?")
    # ---- turn 6
    c.user("Quick q before that — Kenji is demoing the usage heatmap to Halvorsen Freight on Monday off 4.12 "
           "staging. Does the downgrade change anything visible in the heatmap?")
    c.model("Let me diff the heatmap stories on the revert branch against release/4.12.",
            [("percy_run", {"project": "console-web-storybook", "branch": "revert-1890-recharts", "base": "release/4.12",
                            "stories": ["Usage/*", "Dashboard/KpiSparkline/*", "Dashboard/KpiTiles/*"]}, percy_heatmap())])
    c.model("Practically nothing. Percy build **#8840**:\n\n"
            "- All heatmap stories identical (cells, colours, legend) in Chrome, Firefox and Safari.\n"
            "- **One visible difference:** with the tooltip open, it sits ~4px lower and has no 150 ms fade-in — "
            "recharts 2.x anchors tooltips to the cursor, 3.x to the cell centre.\n"
            "- Sparklines: sub-threshold anti-aliasing only.\n\n"
            "Nothing Kenji would notice in a demo unless he's comparing side by side. I can drop him a note if you want.")
    # ---- turn 7
    c.user("Nah, fine. I approved 1903 just now — merge it. Then draft the real SummaryCard fix as a PR so Marco "
           "can pick it up.")
    c.model(None, [
        ("github_merge_pr", {"repo": "lumen/console-web", "pr": 1903, "method": "squash", "delete_branch": True},
         "PR #1903 merged into release/4.12 as 0b3d6f1 (squash)\n  approved by: dana-okafor\n  branch revert-1890-recharts deleted\n"
         "  release bot: release/4.12 head 3b6e2f1 -> 0b3d6f1 (fast-forward, no history rewrite)\n  pipeline #55162 queued on release/4.12"),
        ("git_commit_push", {"repo": "lumen/console-web", "branch": "fix/qa-2291-summary-card", "from": "release/4.12",
                             "files": {"src/features/checkout/SummaryCard/SummaryCardV2.module.css":
                                       "+ .card { display: flex; flex-direction: column; gap: var(--space-2); }\n"
                                       "+ .row { display: flex; justify-content: space-between; align-items: baseline; }\n"
                                       "+ .promo { min-height: 2.5rem; }\n"
                                       "+ @supports (grid-template-rows: subgrid) {\n"
                                       "+   .card { display: grid; grid-template-columns: minmax(0, 1fr) auto; row-gap: var(--space-2); }\n"
                                       "+   .row { grid-column: 1 / -1; grid-template-columns: subgrid; }\n"
                                       "+   .promo { min-height: 2.5rem; height: auto; }\n"
                                       "+ }"},
                             "message": "fix(checkout): SummaryCardV2 flex base layout with @supports fallback for subgrid (QA-2291)"},
         "created branch fix/qa-2291-summary-card from release/4.12 (0b3d6f1)\npushed: 0b3d6f1..e41a0b7 (1 commit)\n"
         "  e41a0b7 fix(checkout): SummaryCardV2 flex base layout with @supports fallback for subgrid (QA-2291)\n"
         "  1 file changed, 22 insertions(+), 17 deletions(-)")])
    c.model(None, [
        ("github_create_pr", {"repo": "lumen/console-web", "head": "fix/qa-2291-summary-card", "base": "release/4.12",
                              "title": "fix(checkout): SummaryCardV2 layout on Safari (QA-2291)",
                              "body": "Root cause: a3f9c1e (#1874) - subgrid promo row collapses to 0 height in Safari 17.\n\n"
                                      "Change: flex is the base layout again; the subgrid alignment is kept inside an @supports fallback block "
                                      "and the promo row gets its min-height back.\n\nPercy: see build below. Flag checkout-summary-v2 stays at 0% in prod until this ships.",
                              "assignees": ["marco-lindqvist"], "labels": ["release-4.12", "QA-2291"]},
         "PR #1906 opened: fix(checkout): SummaryCardV2 layout on Safari (QA-2291)\n"
         "  fix/qa-2291-summary-card -> release/4.12\n  assignees: marco-lindqvist\n"
         "  reviewers (CODEOWNERS src/features/checkout/**): priya-raman (required)\n"
         "  checks: pipeline #55170 queued\n  url: https://github.com/lumen/console-web/pull/1906"),
        ("percy_run", {"project": "console-web", "branch": "fix/qa-2291-summary-card", "base": "release/4.12",
                       "snapshots": ["checkout-summary/*"], "flags": {"checkout-summary-v2": True}},
         percy_fix(8851, "12/12 snapshots match the 4.11.3 baseline in all four browsers (the 12 Safari diffs from #8812 are gone)."))])
    c.model("## Done\n\n"
            "- **#1903 merged** into release/4.12 as `0b3d6f1` (squash, fast-forward for the release bot — no history rewrite).\n"
            "- **PR #1906** opened: `fix/qa-2291-summary-card` → release/4.12, assigned to Marco.\n"
            "  - Flex is the base layout again; the subgrid alignment stays inside an **@supports fallback** block; promo row gets `min-height: 2.5rem` back.\n"
            "  - Percy **#8851**: 12/12 checkout-summary snapshots back to the 4.11.3 baseline in Chrome, Firefox, Safari and iOS Safari.\n"
            "- CODEOWNERS made **Priya Raman** a required reviewer on `src/features/checkout/**`.")
    # ---- turn 8
    c.user("Priya left a review on 1906. what does she want?")
    c.model(None, [("repo_read_file", {"repo": "lumen/console-web", "ref": "release/4.12", "path": "docs/browser-support.md"}, browser_doc()),
                   ("github_pr_comments", {"repo": "lumen/console-web", "pr": 1906, "include_reviews": True},
                    "PR #1906 - reviews and comments (3)\n\n"
                    "[review] priya-raman - CHANGES_REQUESTED - 2024-11-11 12:04\n"
                    "  I don't want two layout implementations of one card. The @supports block means every future change to\n"
                    "  SummaryCardV2 has to be made and Percy-tested twice, and the browsers that get the fallback are exactly\n"
                    "  the ones we test least. We had this with the pricing table (INC-311, Jan): the @supports branch rotted and\n"
                    "  nobody noticed for 6 weeks.\n"
                    "  Our support matrix (docs/browser-support.md) still includes Safari 15.4-15.6, where subgrid doesn't exist.\n"
                    "  Please: drop subgrid entirely, use flex for the rows and put `min-width: 0` on the label column so long\n"
                    "  product names truncate instead of pushing the amount. Alignment across rows can come from a fixed\n"
                    "  amount column width (`flex: 0 0 8ch`), which is what the old card did.\n\n"
                    "[comment] priya-raman on SummaryCardV2.module.css L9-L22 - 2024-11-11 12:05\n"
                    "  > @@ -6,17 +6,24 @@\n"
                    "  >  .promo { min-height: 2.5rem; }\n"
                    "  > +@supports (grid-template-rows: subgrid) {\n"
                    "  > +  .card { display: grid; grid-template-columns: minmax(0, 1fr) auto; row-gap: var(--space-2); }\n"
                    "  > +  .row { grid-column: 1 / -1; grid-template-columns: subgrid; }\n"
                    "  > +  .promo { min-height: 2.5rem; height: auto; }\n"
                    "  > +}\n"
                    "  This block is the part I'd like gone. Per docs/browser-support.md, if we keep an @supports block both\n"
                    "  paths must be in Percy, which means adding Safari 15.6 to the checkout stories' percy.browsers - we\n"
                    "  haven't done that here, so the fallback path is untested today.\n\n"
                    "[comment] priya-raman on SummaryCardV2.module.css L14 - 2024-11-11 12:06\n"
                    "  `height: auto` here is dead inside the flex base; only matters in the grid path. Another sign of the\n"
                    "  two-paths problem.\n\n"
                    "[comment] aisha-bello - 2024-11-11 12:20\n"
                    "  From design side, the subgrid alignment is nicer on wide screens but nobody will see a difference at\n"
                    "  the card's max-width (420px). No strong opinion.")])
    c.model("## Priya: **changes requested** on #1906\n\n"
            "Her position, in short: **no second layout path**. Drop subgrid, pure flex, `min-width: 0` on the label "
            "column, fixed amount column (`flex: 0 0 8ch`) for alignment.\n\nHer reasons: the fallback doubles the "
            "Percy surface, the pricing-table `@supports` branch rotted before (**INC-311**), and Safari 15.4-15.6 are "
            "still in `docs/browser-support.md`.\n\n"
            "| | Current #1906 (@supports fallback) | Priya's version (flex only) |\n|---|---|---|\n"
            "| Percy status | green (#8851) | needs a new run |\n| Layout paths to maintain | 2 | 1 |\n"
            "| Wide-screen alignment | subgrid (slightly nicer) | fixed 8ch column — same as old card |\n"
            "| Diff size | +22 / −17 | roughly −10 vs current |\n| Approval | blocked by required CODEOWNER | likely approved |\n\n"
            "Aisha (design) says there's no visible difference at the card's 420px max width. Technically I think "
            "Priya's version is the lower-risk one, but #1906 as it stands also works. Your call — keep it and push "
            "back, or rework it her way?")
    # ---- turn 9
    c.user("I think she's overdoing it, the @supports version is tested and green. Reply that we keep it for 4.12 "
           "and clean it up in 4.13.")
    c.model(None, [("github_pr_comment", {"repo": "lumen/console-web", "pr": 1906, "in_reply_to": "review-priya-raman-2024-11-11T12:04",
                                          "body": "Thanks Priya - fair points on the two paths. Given the freeze and that this version is green in Percy #8851 "
                                                  "across all four browsers, Dana would like to keep the @supports fallback for 4.12 and consolidate to a single "
                                                  "flex path in 4.13 (I'll file the ticket). Could you approve on that basis?"},
                    "comment posted on PR #1906 (id ic-2290417), thread: review by priya-raman\n  notified: priya-raman, marco-lindqvist, aisha-bello")])
    c.model("Posted on #1906 (comment ic-2290417): keep the @supports version for 4.12, consolidate in 4.13, asked her to approve on that basis. "
            "I'll file the 4.13 clean-up ticket once she answers, so the wording matches whatever gets agreed.")
    # ---- turn 10
    c.user("she came back on it. read it")
    c.model(None, [("github_pr_comments", {"repo": "lumen/console-web", "pr": 1906, "since": "2024-11-11T12:40:00+01:00"},
                    "PR #1906 - new since 12:40 (2)\n\n"
                    "[comment] priya-raman - 2024-11-11 13:02\n"
                    "  I'm not approving a second layout path, sorry. \"Clean up in 4.13\" is exactly what we said for the\n"
                    "  pricing table. The flex-only version is less code than what's there now and I'll review it within the\n"
                    "  hour if you push it. Leaving my review as changes-requested; CODEOWNERS needs my approval for\n"
                    "  src/features/checkout/** so this can't merge as is.\n\n"
                    "[comment] arun-mehta - 2024-11-11 13:10\n"
                    "  +1 to Priya. Flex-only is fine for 4.12 too, and Safari 15 is still ~3% of checkout sessions per last\n"
                    "  month's analytics. Let's not burn review cycles on this.")])
    c.model("She's holding firm, and it's a hard block:\n\n"
            "- **Priya:** won't approve any second layout path; review stays *changes requested*; CODEOWNERS requires her approval on "
            "`src/features/checkout/**`, so **#1906 cannot merge as is**. Offers to review the flex-only version within the hour.\n"
            "- **Arun Mehta (EM):** +1 to Priya; notes Safari 15 is still **~3% of checkout sessions**.\n\n"
            "Options: rework to flex-only now (≈30 min incl. Percy), or escalate. With Arun already siding with her, "
            "escalating would likely cost more time than the rework.")
    # ---- turn 11
    c.user("Fine. Do it her way — flex only, min-width 0 on the label column, drop the subgrid path completely. "
           "And Marco is out from tomorrow till the 25th, so hand QA-2291 and the PR to Jun Park.")
    c.model(None, [
        ("git_commit_push", {"repo": "lumen/console-web", "branch": "fix/qa-2291-summary-card",
                             "files": {"src/features/checkout/SummaryCard/SummaryCardV2.module.css":
                                       "- @supports (grid-template-rows: subgrid) { ... }  (block removed)\n"
                                       "  .row { display: flex; justify-content: space-between; align-items: baseline; gap: var(--space-2); }\n"
                                       "+ .label { flex: 1 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }\n"
                                       "+ .amount { flex: 0 0 8ch; text-align: end; font-variant-numeric: tabular-nums; }\n"
                                       "  .promo { min-height: 2.5rem; }"},
                             "message": "fix(checkout): SummaryCardV2 flex-only rows, min-width: 0 label column, drop subgrid path (QA-2291)"},
         "pushed fix/qa-2291-summary-card: e41a0b7..9f2c51d (1 commit)\n"
         "  9f2c51d fix(checkout): SummaryCardV2 flex-only rows, min-width: 0 label column, drop subgrid path (QA-2291)\n"
         "  1 file changed, 9 insertions(+), 19 deletions(-)\n  checks: pipeline #55188 queued"),
        ("percy_run", {"project": "console-web", "branch": "fix/qa-2291-summary-card", "base": "release/4.12",
                       "snapshots": ["checkout-summary/*"], "flags": {"checkout-summary-v2": True},
                       "extra_browsers": ["safari-15.6"]},
         percy_fix(8866, "12/12 snapshots match the 4.11.3 baseline in all four browsers. Extra run safari-15.6: 12/12 match.\n"
                         "long-product-name: label now truncates with ellipsis at 1 line; amount column fixed at 8ch (matches 4.11.3 card)."))])
    c.model("Rework pushed and Percy is clean. Now the handover to Jun.",
            [("jira_update_issue", {"key": "QA-2291", "assignee": "jun.park@lumen.io",
                               "comment": "Reassigned: Marco OOO 12-25 Nov. Fix is PR #1906 (flex-only rewrite per Priya's review, commit 9f2c51d, Percy #8866 clean)."},
         "QA-2291 updated\n  assignee: Marco Lindqvist -> Jun Park (jun.park@lumen.io)\n  comment added: #c-88371"),
        ("github_update_pr", {"repo": "lumen/console-web", "pr": 1906, "assignees": {"remove": ["marco-lindqvist"], "add": ["jun-park"]},
                              "request_review": ["priya-raman"],
                              "comment": "@priya-raman reworked to flex-only as you suggested (9f2c51d): subgrid/@supports removed, min-width: 0 on the label column, amount column flex: 0 0 8ch. Percy #8866 incl. Safari 15.6 is clean. Jun Park now owns this PR (Marco OOO)."},
         "PR #1906 updated\n  assignees: marco-lindqvist -> jun-park\n  review re-requested: priya-raman\n  comment posted ic-2290588")])
    c.model("Done.\n\n"
            "- **#1906 reworked** (`9f2c51d`): subgrid and the `@supports` block are gone; rows are flex, label column has "
            "**`min-width: 0`** with ellipsis, amount column `flex: 0 0 8ch`. Net −10 lines.\n"
            "- **Percy #8866:** 12/12 clean in Chrome, Firefox, Safari 17.4, iOS Safari, **plus Safari 15.6** (extra run for Priya's point).\n"
            "- **Owner is now Jun Park** on both QA-2291 (comment #c-88371) and PR #1906; Priya re-requested as reviewer.\n\n"
            "#1906 still needs Priya's approval before it can merge.")
    # ---- turn 12
    c.user("Lena mailed something about the date. check my inbox and do whatever's needed on the release side.")
    c.model(None, [("email_list", {"mailbox": "dana.okafor@lumen.io", "folder": "INBOX", "limit": 10, "include_body": True}, inbox()),
                   ("slack_history", {"channel": "#web-release", "limit": 25}, slack_hist())])
    c.model("Lena's mail changes the schedule: payments API v3 cutover slipped to Mon 18 Nov, so **4.12.0 moves to "
            "Tue 19 Nov 10:00 CET** and **code freeze to Fri 15 Nov 18:00 CET**; RC2 gets cut after freeze, QA sign-off Mon 18 Nov. "
            "Updating REL-412 and telling the channel.",
            [("release_update", {"key": "REL-412", "component": "console-web",
                                 "changes": {"release_at": "2024-11-19T10:00:00+01:00", "code_freeze_at": "2024-11-15T18:00:00+01:00",
                                             "rc2_cut": "2024-11-15", "qa_signoff": "2024-11-18"},
                                 "note": "Moved per Lena Vogt (payments API v3 cutover slipped to 18 Nov)."},
              "REL-412  console-web 4.12.0  (revision 9)\n"
              "  release_at     : was 2024-11-14T10:00+01:00  now 2024-11-19T10:00+01:00\n"
              "  code_freeze_at : was 2024-11-12T18:00+01:00  now 2024-11-15T18:00+01:00\n"
              "  rc2_cut        : was -                     now 2024-11-15\n"
              "  qa_signoff     : was 2024-11-13            now 2024-11-18\n"
              "  blockers       : QA-2291 (P1, open, assignee jun.park)\n  watchers notified: lena.vogt, dana.okafor, tomasz.nowak\n" + rel_checklist()),
             ("slack_post", {"channel": "#web-release",
                             "text": "console-web 4.12.0 schedule change (REL-412, per Lena): code freeze Fri 15 Nov 18:00 CET, RC2 cut after freeze, "
                                     "QA sign-off Mon 18 Nov, release Tue 19 Nov 10:00 CET.\n"
                                     "Status: QA-2291 fix in PR #1906 (owner Jun Park, awaiting Priya). checkout-summary-v2 is 0% in prod for this release. "
                                     "Bundle: main chunk 249.6 KB / 250 KB after the recharts rollback (#1903) - please keep main-chunk additions off release/4.12."},
              "posted to #web-release  ts=1731329511.004200  permalink: https://lumen.slack.com/archives/C03WEBREL/p1731329511004200")])
    c.model("Done.\n\n| | was | now |\n|---|---|---|\n| Code freeze | Tue 12 Nov 18:00 | **Fri 15 Nov 18:00 CET** |\n"
            "| RC2 cut | – | Fri 15 Nov |\n| QA sign-off | Wed 13 Nov | **Mon 18 Nov** |\n| Release | Thu 14 Nov | **Tue 19 Nov 10:00 CET** |\n\n"
            "- **REL-412** updated (revision 9); QA-2291 is listed as the open blocker.\n"
            "- Posted to **#web-release** with the new dates, #1906 status and the bundle headroom warning.\n\n"
            "Two things from the inbox/channel that touch the budget: **Felix** wants to add the onboarding illustration (PR #1909, ~1.1 KB gz "
            "inline SVG) to 4.12 — that alone would break the 0.4 KB headroom; his alternative is loading it as an `<img>` from the CDN (0 KB in main). "
            "I haven't answered him — that's your call. **Tomasz** stopped the rc.1 pass at 171/212 and will do the full pass on RC2.\n\n"
            "Also in your inbox: Marco confirmed he's out until Mon 25 Nov (already covered by the handover to Jun), and "
            "Kenji's demo is Mon 18 Nov 14:00 on staging — nothing there depends on the flag.")
    # ---- turn 13
    c.user("What's the plan for the flag after release? I don't want V2 sitting at zero forever.")
    c.model("Proposal for **checkout-summary-v2** after 4.12.0 is live (19 Nov):\n\n"
            "| Step | When | Rollout | Gate |\n|---|---|---|---|\n"
            "| 1 | Wed 20 Nov 09:00 | 10% of orgs | release healthy overnight |\n"
            "| 2 | Fri 22 Nov | 50% (back to pre-4.12 level) | 48h clean: no Sentry issues tagged `checkout`, Safari conversion flat |\n"
            "| 3 | 4.13 | 100%, then remove V1 | Percy + analytics |\n\n"
            "I can schedule step 1 in the flag service now (it's a prod change, so your OK counts for that one), and set "
            "step 2 as a scheduled change that needs your approval before it runs.")
    # ---- turn 14
    c.user("10% on the 20th is fine. Then hold at 10 until I say — no scheduled ramp to 50. Schedule it.")
    c.model(None, [("flag_schedule_change", {"project": "console-web", "key": "checkout-summary-v2", "environment": "production",
                                             "execute_at": "2024-11-20T09:00:00+01:00",
                                             "patch": [{"op": "replace", "path": "/fallthrough/rollout/variations",
                                                        "value": [{"variation": "on", "weight": 10000}, {"variation": "off", "weight": 90000}]}],
                                             "comment": "Post-4.12.0 ramp: 10% of orgs. Hold at 10% until dana.okafor decides; no further ramp scheduled. Approved by dana.okafor."},
                    "scheduled change created: sch-2210\n  flag: checkout-summary-v2 / production\n"
                    "  execute_at: 2024-11-20T09:00:00+01:00\n  change: fallthrough rollout on 0% -> on 10% (weights 10000/90000)\n"
                    "  status: SCHEDULED (approved: dana.okafor)\n  conflicts: none\n"
                    "  note: will fail-safe skip if flag revision != 37 at execution time")])
    c.model("Scheduled: **sch-2210** sets `checkout-summary-v2` to **10% on Wed 20 Nov 09:00 CET**. No step 2 scheduled; it holds at "
            "10% until you say otherwise.\n\nOne thing to know: it's pinned to flag revision 37, so if anyone edits the flag before then "
            "the scheduled change skips itself rather than overwriting — it would need re-scheduling.")
    # ---- turn 15
    c.user("Tomasz tested the fix branch on staging and commented on QA-2291. Check that, then file a ticket for "
           "re-landing recharts 3 properly (lazy-loaded usage route) for next sprint, and give me a handover — I'm off "
           "until Monday.")
    c.model(None, [
        ("jira_get_issue", {"key": "QA-2291", "fields": ["comments"], "since": "2024-11-11T13:30:00+01:00"},
         "QA-2291 - new comments (2)\n\n"
         "[Tomasz Nowak, 2024-11-11 15:41]\n"
         "  Tested preview deploy of fix/qa-2291-summary-card @ 9f2c51d (flag forced on):\n"
         "   - Safari 17.4 macOS: FIXED, 12/12 scenarios\n   - iOS 17.5 Safari: FIXED\n   - Safari 15.6 (BrowserStack): FIXED\n"
         "   - Chrome 130 / Firefox 132 / Edge 130: no change, OK\n"
         "  New observation, not sure it's related: on Android Chrome 118 (Pixel 7) and Samsung Internet 23 the promo\n"
         "  label gets truncated to \"FREESHIP20…\" at 360px width. It wasn't truncated on 4.11.3. Might be the new\n"
         "  min-width: 0 + ellipsis on the label column, might be the longer 'Promo code applied' string from the\n"
         "  pt-BR/en sync. Haven't isolated it. Not a blocker by itself (P3?) but want someone to decide.\n\n"
         "[Tomasz Nowak, 2024-11-11 15:44]\n  Will do the full regression pass on RC2 once it's cut on Friday."),
        ("jira_create_issue", {"project": "FE", "type": "Task", "summary": "Re-land recharts 3 behind a lazy-loaded usage route",
                               "description": "recharts 2.12.7 -> 3.0.0 (#1890, 5d21e07) was rolled back in #1903 for 4.12.0 because it added +14.1 KB gz "
                                              "to the main chunk (budget 250 KB). Re-land by lazy-loading src/features/usage/* and KpiSparkline so recharts "
                                              "leaves the main chunk; restore UsageHeatmap initialDimension/useChartWidth (removed in 7c0e9aa). "
                                              "Acceptance: main chunk <= 240 KB gz with recharts 3.",
                               "sprint": "2024-S23", "labels": ["bundle-size", "tech-debt"], "assignee": None, "links": [{"type": "relates", "key": "QA-2291"}]},
         "FE-1437 created: Re-land recharts 3 behind a lazy-loaded usage route\n  sprint: 2024-S23 (18 Nov - 29 Nov)   status: To Do   assignee: Unassigned\n"
         "  url: https://lumen.atlassian.net/browse/FE-1437")])
    c.model("# Handover — console-web 4.12.0 (Mon 11 Nov, end of day)\n\n"
            "## Goal\nShip **4.12.0** with **QA-2291** fixed and the main chunk under the **250 KB gz** budget (no budget bump). "
            "No prod flag changes without your OK; no force-pushes to `release/4.12`.\n\n"
            "## Schedule (REL-412, moved by Lena)\n- Code freeze **Fri 15 Nov 18:00 CET**, RC2 cut after freeze, QA sign-off Mon 18 Nov\n"
            "- Release **Tue 19 Nov 10:00 CET**\n\n"
            "## Done\n- Root cause: `a3f9c1e` (#1874) — subgrid promo row collapses in Safari.\n"
            "- `checkout-summary-v2` at **0% in prod** (rev 37) for the release.\n"
            "- recharts rolled back to **2.12.7** via **#1903** (merged as `0b3d6f1`); `UsageHeatmap` patched in `7c0e9aa`. Main chunk **249.6 KB gz**.\n"
            "- Fix **PR #1906** reworked to Priya's flex-only version (`9f2c51d`), Percy #8866 clean incl. Safari 15.6. Owner: **Jun Park**.\n"
            "- Tomasz confirmed the fix on Safari 17.4, iOS 17.5 and Safari 15.6.\n"
            "- **FE-1437** filed for sprint 2024-S23: re-land recharts 3 behind a lazy-loaded usage route.\n\n"
            "## Pending\n- **Priya's approval + merge of #1906** (required CODEOWNER), then it's in RC2.\n"
            "- **sch-2210**: flag to 10% on Wed 20 Nov 09:00 CET, then hold — no ramp to 50% until you decide.\n"
            "- Tomasz's full regression pass on RC2 (Fri 15 Nov).\n\n"
            "## Open\n- **Android truncation:** Chrome 118 / Samsung Internet 23 show the promo label cut to \"FREESHIP20…\" at 360px. "
            "Not isolated: could be the new `min-width: 0` ellipsis, could be the longer string. Someone (Jun?) needs to decide if it's P3 or blocks.\n"
            "- **Bundle headroom is 0.4 KB.** Any main-chunk growth on release/4.12 before freeze breaks size-limit again; lodash fix (−4.3 KB) is the "
            "lever if that happens, but you said not on the release branch for now.\n\n"
            "- **Felix's PR #1909** (onboarding illustration, ~1.1 KB gz inline SVG) is waiting on your answer; inlined it would break the budget, "
            "the CDN `<img>` variant costs 0 KB in main.\n\n"
            "Have a good weekend — shall I ping Jun with this summary too?")

    # ------------------------------------------------------------------ labels
    L = c.label
    L("user_goal", "Ship console-web 4.12.0 with QA-2291 (Safari summary card regression) fixed and the main chunk under the 250 KB gz "
                   "budget, without bumping the budget; no prod flag change without Dana's explicit OK; no force-pushes to release/4.12.",
      ["QA-2291", "250 KB gz", "release/4.12"])
    L("fact", "git bisect found the first bad commit a3f9c1e (PR #1874, Marco Lindqvist): SummaryCardV2 migrated to CSS grid + subgrid; "
              "promo row collapses in Safari.", ["a3f9c1e", "#1874"])
    L("fact", "recharts 2.12.7 -> 3.0.0 bump (5d21e07, #1890) added +14.1 KB gz to the main chunk.", ["5d21e07", "+14.1 KB"])
    L("fact", "After the rollback the main chunk is 249.6 KB gz (only 0.4 KB headroom under 250 KB).", ["249.6 KB"])
    L("fact", "Downgrade visible difference in heatmap only: tooltip sits ~4px lower without fade-in (Percy #8840); rest identical.",
      ["#8840", "tooltip"])
    L("fact", "Priya Raman is required CODEOWNER reviewer for src/features/checkout/**; Arun Mehta (EM) backed her; Safari 15 ~3% of checkout sessions.",
      ["CODEOWNERS", "Priya"])
    L("fact", "Release moved (Lena Vogt, payments API v3 slipped): code freeze Fri 15 Nov 18:00 CET, RC2 cut 15 Nov, QA sign-off 18 Nov, release Tue 19 Nov 10:00 CET.",
      ["19 Nov", "15 Nov 18:00"])
    L("fact", "Tomasz verified the fix at 9f2c51d on Safari 17.4, iOS 17.5 and Safari 15.6.", ["9f2c51d", "Safari 15.6"])
    L("decision", "Option C: checkout-summary-v2 set to 0% in production for the 4.12 release (flag rev 37), Dana's explicit OK.",
      ["checkout-summary-v2", "0% in prod"])
    L("decision", "Roll back recharts to 2.12.7 via revert PR #1903 (merged 0b3d6f1); budget stays at 250 KB.", ["#1903", "2.12.7"])
    L("decision", "UsageHeatmap patched for recharts 2.12.7: initialDimension/useChartWidth replaced (commit 7c0e9aa).",
      ["7c0e9aa", "initialDimension"])
    L("decision", "Fix done Priya's way: flex-only rows, min-width: 0 on label column, subgrid path dropped (PR #1906, 9f2c51d).",
      ["9f2c51d", "min-width: 0"])
    L("decision", "Owner of QA-2291 and PR #1906 is Jun Park (Marco OOO until 25 Nov).", ["Jun Park", "QA-2291"])
    L("decision", "Flag plan: checkout-summary-v2 to 10% on 20 Nov 09:00 CET, then hold at 10% until Dana says; no scheduled ramp to 50%.",
      ["sch-2210", "10%"])
    L("pending_action", "Scheduled change sch-2210 executes 2024-11-20 09:00 CET (10%); pinned to flag revision 37.",
      ["sch-2210", "2024-11-20"])
    L("pending_action", "PR #1906 awaits Priya Raman's approval and merge into release/4.12 before RC2.", ["#1906", "priya-raman"])
    L("pending_action", "Tomasz's full regression pass on RC2 once it is cut on Friday 15 Nov.", ["RC2", "regression pass"])
    L("pending_action", "FE-1437: re-land recharts 3 behind lazy-loaded usage route in sprint 2024-S23.", ["FE-1437", "2024-S23"])
    L("open_issue", "Android Chrome 118 / Samsung Internet 23 truncate promo label to 'FREESHIP20…' at 360px; cause (min-width: 0 ellipsis vs longer string) not isolated, priority undecided.",
      ["Samsung Internet 23", "FREESHIP20"])
    L("open_issue", "Bundle headroom only 0.4 KB on release/4.12; any main-chunk growth before freeze breaks size-limit again.",
      ["0.4 KB"])
    L("open_issue", "Felix's PR #1909 (onboarding illustration ~1.1 KB gz inline SVG) for 4.12 awaits Dana's answer; inline would break the 0.4 KB headroom, CDN <img> costs 0 KB.",
      ["#1909"])
    L("reference", "Broken stylesheet path", ["src/features/checkout/SummaryCard/SummaryCardV2.module.css"])
    L("reference", "Release record for 4.12.0", ["REL-412"])
    L("reference", "Size-limit config file", [".size-limit.cjs"])
    L("reference", "Bisect/Percy check script used as the regression test", ["scripts/percy-check.sh"])

    # ------------------------------------------------------------------ stale
    mi = lambda needle: next(i for i, m in enumerate(c.messages) if any(
        needle in (p.get("text", "") + str(p.get("toolRequest", "")) + str(p.get("toolResponse", ""))) for p in m["content"]))
    c.stale_item("checkout-summary-v2 prod rollout 50% (replaced by 0% at rev 37)", ["checkout-summary-v2", "50%"], mi("revision: 37 (was 36)"))
    c.stale_item("main chunk 263.4 KB gz (replaced by 249.6 KB after recharts rollback)", ["263.4 KB"], mi("Pipeline #55131"))
    c.stale_item("QA-2291 assigned to Marco Lindqvist (replaced by Jun Park)", ["QA-2291", "assigned to Marco"], mi("Marco Lindqvist -> Jun Park"))
    c.stale_item("PR #1906 approach: keep @supports fallback for 4.12, clean up in 4.13 (reversed: flex-only per Priya)", ["@supports", "4.13"],
                 mi("flex only, min-width 0 on the label column"))
    c.stale_item("release date Thu 14 Nov (moved to Tue 19 Nov)", ["14 Nov", "release"], mi("console-web 4.12.0 - release date moved"))
    c.stale_item("code freeze Tue 12 Nov (moved to Fri 15 Nov 18:00 CET)", ["12 Nov", "freeze"], mi("console-web 4.12.0 - release date moved"))
    return c


if __name__ == "__main__":
    conv = build()
    conv.write("/work/blind17/out/blind-frontend-release-regression.json")
    for l in conv.labels:
        print(l["id"], l["kind"], l["message_index"], l["evidence"])
    for s in conv.stale:
        print(s["id"], s["message_index"], s["terms"])

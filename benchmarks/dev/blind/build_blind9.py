#!/usr/bin/env python3
"""Generator for four blind labelled conversations (batch b9).

Standard library only. Every bulky tool output is produced from a seeded random
generator so the files are reproducible. Run: python3 build_blind9.py
"""

import json
import os
import random
import re
from datetime import date, timedelta

OUT = os.path.dirname(os.path.abspath(__file__))


def norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


class Conv:
    def __init__(self, cid, title, system, prefix):
        self.cid = cid
        self.title = title
        self.prefix = prefix
        self.messages = [{"role": "system", "content": [{"text": system}]}]
        self.labels = []
        self.stale = []
        self.ncalls = 0

    # -- building -------------------------------------------------------------
    def user(self, text):
        self.messages.append({"role": "user", "content": [{"text": text.strip("\n")}]})
        return len(self.messages) - 1

    def say(self, text):
        self.messages.append({"role": "model", "content": [{"text": text.strip("\n")}]})
        return len(self.messages) - 1

    def call(self, text, *calls):
        """One model message with one or more tool calls, then the tool message.
        calls: (name, input_dict, output_str). Returns the tool message index."""
        parts = []
        if text:
            parts.append({"text": text.strip("\n")})
        answers = []
        for name, inp, out in calls:
            self.ncalls += 1
            ref = f"{self.prefix}-{self.ncalls:02d}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            answers.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self.messages.append({"role": "model", "content": parts})
        self.messages.append({"role": "tool", "content": answers})
        return len(self.messages) - 1

    def label(self, kind, text, evidence, at):
        self.labels.append(
            {
                "id": f"l{len(self.labels) + 1}",
                "kind": kind,
                "text": text,
                "evidence": evidence,
                "message_index": at,
            }
        )

    def old(self, text, terms, at):
        self.stale.append(
            {"id": f"s{len(self.stale) + 1}", "text": text, "terms": terms, "message_index": at}
        )

    # -- checking -------------------------------------------------------------
    def _texts(self, ascii_inputs):
        out = []
        for m in self.messages:
            if m["role"] == "system":
                out.append("")
                continue
            bits = []
            for p in m["content"]:
                if "text" in p:
                    bits.append(p["text"])
                if "toolRequest" in p:
                    bits.append(
                        json.dumps(
                            p["toolRequest"]["input"],
                            separators=(",", ":"),
                            ensure_ascii=ascii_inputs,
                        )
                    )
                if "toolResponse" in p:
                    o = p["toolResponse"]["output"]
                    bits.append(o if isinstance(o, str) else json.dumps(o, ensure_ascii=False))
            out.append(norm("\n".join(bits)))
        return out

    def verify(self):
        problems = []
        for ascii_inputs in (False,):
            texts = self._texts(ascii_inputs)

            def first(s):
                s = norm(s)
                return next((i for i, t in enumerate(texts) if s in t), None)

            for lab in self.labels:
                idx = [first(e) for e in lab["evidence"]]
                if None in idx:
                    problems.append(f"{lab['id']} missing {lab['evidence']} {idx}")
                elif max(idx) != lab["message_index"]:
                    problems.append(
                        f"{lab['id']} {lab['evidence']} completes at {max(idx)} "
                        f"(firsts {idx}), declared {lab['message_index']}"
                    )
            for st in self.stale:
                for t in st["terms"]:
                    f = first(t)
                    if f is None or f > st["message_index"]:
                        problems.append(
                            f"{st['id']} term {t!r} first at {f} > {st['message_index']}"
                        )
        # evidence must not contain a stale term
        for lab in self.labels:
            for st in self.stale:
                for t in st["terms"]:
                    for e in lab["evidence"]:
                        if norm(t) in norm(e):
                            problems.append(f"{lab['id']} evidence {e!r} contains stale term {t!r}")
        return sorted(set(problems))

    def dump(self, fname):
        problems = self.verify()
        for p in problems:
            print("  GEN-PROBLEM", fname, p)
        doc = {
            "id": self.cid,
            "title": self.title,
            "source": "authored",
            "messages": self.messages,
            "labels": self.labels,
            "stale": self.stale,
            "meta": {"generator": "build_blind9.py", "batch": "blind-b9"},
        }
        with open(os.path.join(OUT, fname), "w", encoding="utf-8") as fh:
            json.dump(doc, fh, ensure_ascii=False, indent=1)
        return problems


# -- small shared helpers -----------------------------------------------------


def ascii_table(headers, rows):
    cols = list(zip(*([headers] + [[str(c) for c in r] for r in rows])))
    widths = [max(len(str(c)) for c in col) for col in cols]
    sep = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
    lines = [sep, "| " + " | ".join(str(h).ljust(w) for h, w in zip(headers, widths)) + " |", sep]
    for r in rows:
        lines.append(
            "| "
            + " | ".join(
                str(c).rjust(w) if isinstance(c, (int, float)) else str(c).ljust(w)
                for c, w in zip(r, widths)
            )
            + " |"
        )
    lines.append(sep)
    return "\n".join(lines)


def pipe_table(headers, rows):
    lines = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
    for r in rows:
        lines.append("| " + " | ".join(str(c) for c in r) + " |")
    return "\n".join(lines)


def daterange(start, days):
    return [start + timedelta(days=i) for i in range(days)]


def hexid(rng, n=8):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


# =============================================================================
# 1. Mobile app subscription price A/B test (English)
# =============================================================================


def conv_pricing():
    rng = random.Random(2291)
    sysmsg = (
        "You are the growth analytics assistant for Driftwood Labs, maker of the Lumen sleep and "
        "meditation app (iOS and Android). Tools: `exp` (Flagpole experimentation platform API), "
        "`warehouse` (SQL on the analytics warehouse), `store` (App Store Connect / Google Play Console "
        "read access), `mail` (team mailbox search, drafts), `docs` (shared growth drive and the app-config "
        "repo), `jira` (GROW project), `calc` (Python for statistics). Report exactly what you changed."
    )
    c = Conv(
        "blind-app-subscription-pricing-test",
        "Lumen annual price test EXP-2291: mid-test price change, "
        "re-powering, App Review rejection",
        sysmsg,
        "toolu_lm",
    )

    arms = ["control", "variant_b", "variant_c"]
    start = date(2024, 7, 29)

    def exp_config():
        hist_events = [
            "exposure_sync",
            "metric_backfill",
            "guardrail_eval",
            "srm_check",
            "cache_warm",
            "assignment_audit",
            "dashboard_refresh",
        ]
        history = []
        t = start
        for i in range(78):
            t2 = t + timedelta(hours=rng.randint(2, 5))
            t = t2
            ev = rng.choice(hist_events)
            detail = {
                "exposure_sync": lambda: (
                    f"rows={rng.randint(2100, 4800)} lag_s={rng.randint(30, 900)}"
                ),
                "metric_backfill": lambda: (
                    f"metric=rev_per_viewer_365d_proj partitions={rng.randint(1, 3)}"
                ),
                "guardrail_eval": lambda: f"refund_14d_rate status=ok max_arm={rng.choice(arms)}",
                "srm_check": lambda: f"chi2_p={rng.uniform(0.11, 0.97):.3f} status=pass",
                "cache_warm": lambda: (
                    f"region={rng.choice(['us-east1', 'europe-west1', 'asia-southeast1'])}"
                ),
                "assignment_audit": lambda: f"sampled={rng.randint(200, 900)} mismatches=0",
                "dashboard_refresh": lambda: (
                    f"tiles={rng.randint(9, 14)} took_ms={rng.randint(800, 5200)}"
                ),
            }[ev]()
            history.append(
                {
                    "ts": f"{t.isoformat()}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:00Z",
                    "actor": "system",
                    "event": ev,
                    "detail": detail,
                }
            )
        cfg = {
            "id": "EXP-2291",
            "key": "paywall_annual_price_q3",
            "status": "running",
            "owner": "maya.okafor@driftwoodlabs.io",
            "analyst": "priya.raman@driftwoodlabs.io",
            "config_path": "experiments/paywall/exp_2291.yaml",
            "results_url": "https://flagpole.driftwoodlabs.io/experiments/EXP-2291/results",
            "start_date": "2024-07-29",
            "end_date": "2024-09-08",
            "unit": "install_id",
            "platforms": ["ios", "android"],
            "min_app_version": "4.17.0",
            "targeting": {
                "countries_exclude": ["CN", "KR", "RU"],
                "new_paywall_viewers_only": True,
            },
            "allocation": {"control": 34, "variant_b": 33, "variant_c": 33},
            "arms": {
                "control": {
                    "annual_price_usd": 59.99,
                    "display": "$59.99/year",
                    "trial_days": 0,
                    "ios_product": "lumen.premium.annual.5999",
                    "android_product": "lumen_premium:annual-5999",
                },
                "variant_b": {
                    "annual_price_usd": 49.99,
                    "display": "$49.99/year",
                    "trial_days": 0,
                    "ios_product": "lumen.premium.annual.4999",
                    "android_product": "lumen_premium:annual-4999",
                },
                "variant_c": {
                    "annual_price_usd": 79.99,
                    "display": "$79.99/year after 7-day free trial",
                    "trial_days": 7,
                    "ios_product": "lumen.premium.annual.7999.trial7",
                    "android_product": "lumen_premium:annual-7999-trial7",
                },
            },
            "metrics": {
                "primary": "rev_per_viewer_365d_proj",
                "secondary": ["viewer_to_paid", "trial_to_paid", "arpu_30d"],
                "guardrails": [
                    {"metric": "refund_14d_rate", "max": 0.06},
                    {"metric": "paywall_crash_free", "min": 0.995},
                ],
            },
            "target_sample_per_arm": 18400,
            "history": history,
        }
        return json.dumps(cfg, indent=2)

    brief = f"""# EXP-2291 — Annual price test (paywall_annual_price_q3)

Owner: Growth (pricing pod) · Analyst: Priya Raman · Finance partner: Henrik Aalto
Status: running since 2024-07-29 · Planned end: 2024-09-08

## Why
Annual is 71% of Premium revenue. We have not moved the annual price since the 2022 relaunch. Two
competing hypotheses from the Q2 pricing offsite:

1. **Lower price, more payers.** A cheaper annual plan lifts viewer→paid enough to beat the control
   on 12-month revenue per paywall viewer.
2. **Higher price behind a trial.** A higher list price with a 7-day free trial converts fewer viewers
   but at a higher price, and the trial reduces early refunds.

## Arms
| arm | annual | trial | iOS product | Android product |
|---|---|---|---|---|
| control | $59.99 | none | lumen.premium.annual.5999 | lumen_premium:annual-5999 |
| variant_b | $49.99 | none | lumen.premium.annual.4999 | lumen_premium:annual-4999 |
| variant_c | $79.99 | 7 days | lumen.premium.annual.7999.trial7 | lumen_premium:annual-7999-trial7 |

Monthly stays at $9.99 in every arm; only the annual tile changes.

## Metrics
- Primary: `rev_per_viewer_365d_proj` — projected 12-month net revenue per unique paywall viewer
  (store fees and 14-day refunds netted out, renewal curve from the 2023 cohort model).
- Secondary: viewer→paid, trial→paid (C only), 30-day ARPU.
- Guardrails: 14-day refund rate must stay ≤ 6% in every arm; paywall crash-free sessions ≥ 99.5%.

## Power
Two-sided test per comparison, alpha 0.05, power 0.8, MDE 10% relative on the primary metric.
Coefficient of variation of revenue per viewer from the May cohort: 3.42 (conversion was 4.2% then).
n per arm = 2·(z₀.₉₇₅ + z₀.₈)²·(CV/MDE)² ≈ 18,404 → **18,400 per arm**.

At ~1,100 new paywall viewers per arm per day we pass 18,400 in about 17 days; the end date is set to
2024-09-08 so every viewer has at least 14 days of refund observation and we cover six full weeks.

## Decision rule
Ship the arm with the highest primary metric if it beats control with p < 0.05 and no guardrail is
breached. If nothing wins, keep $59.99 and revisit in Q1.

## Out of scope
- Monthly price, family plan, lifetime plan.
- Web checkout (Stripe) — separate test EXP-2304.
- Existing subscribers: no price change for anyone already paying.

## Data
- Exposures: `analytics.paywall_events_v3` (event = 'paywall_view', one row per view; dedupe on install_id)
- Purchases & refunds: `analytics.store_transactions` (joined on original_transaction_id / purchase_token)
- Assignment log: `flagpole_export.assignments` (exp_id = 'EXP-2291')

## Changelog
- 2024-07-22 brief drafted (PR)
- 2024-07-26 finance sign-off (HA)
- 2024-07-29 launched 34/33/33
"""
    # Daily exposures table: Jul 29 .. Aug 12
    rows = []
    tot = {a: 0 for a in arms}
    for d in daterange(start, 15):
        for plat, tier in (("android", "T1"), ("android", "T2"), ("ios", "T1"), ("ios", "T2")):
            for a in arms:
                base = (
                    1100 * (0.42 if plat == "android" else 0.58) * (0.64 if tier == "T1" else 0.36)
                )
                if d.weekday() >= 5:
                    base *= 1.18
                v = int(base * rng.uniform(0.9, 1.1))
                tot[a] += v
                conv = rng.uniform(0.034, 0.046) if a != "variant_c" else rng.uniform(0.024, 0.031)
                paid = int(v * conv)
                trials = int(v * rng.uniform(0.11, 0.15)) if a == "variant_c" else 0
                rev = paid * {"control": 59.99, "variant_b": 49.99, "variant_c": 79.99}[a] * 0.85
                rows.append(
                    [
                        d.isoformat(),
                        plat,
                        tier,
                        a,
                        v,
                        trials,
                        paid,
                        f"{paid / v:.4f}",
                        f"{rev:.2f}",
                        f"{rng.uniform(0.9951, 0.9993):.4f}",
                    ]
                )
    exposure_out = (
        "Query job bq-job-7f1e22a0 finished in 6.8 s, 3.1 GB processed (cache miss)\n"
        "WARNING: table analytics.paywall_events_v3 partition 2024-08-13 is still streaming; excluded by filter\n\n"
        + ascii_table(
            [
                "day",
                "platform",
                "tier",
                "arm",
                "viewers",
                "trial_starts",
                "paid_conv",
                "viewer_to_paid",
                "net_rev_usd",
                "crash_free",
            ],
            rows,
        )
        + f"\n{len(rows)} rows\n\nTotals (unique viewers, deduped across days): control={tot['control'] - 211} "
        f"variant_b={tot['variant_b'] - 198} variant_c={tot['variant_c'] - 224}\n"
    )

    i = c.user("""hey — I'm taking over day-to-day on the annual price test (EXP-2291, paywall_annual_price_q3) while Marcus is on parental leave. The goal hasn't changed: pick the annual price for Lumen Premium that maximises 12-month revenue per paywall viewer, without the 14-day refund rate going above 6% in any arm. Finance wants a recommendation before the Q4 planning freeze on Oct 4.

Can you pull the current config + brief and tell me where we are? Analyst on it is Priya Raman.""")
    c.label(
        "user_goal",
        "Pick the Lumen Premium annual price via EXP-2291 that maximises 12-month revenue per paywall "
        "viewer, keeping the 14-day refund rate at or below 6% in every arm; recommendation before the Oct 4 "
        "Q4 planning freeze",
        ["EXP-2291", "6%", "Oct 4"],
        i,
    )

    t = t_brief = c.call(
        "Pulling the experiment config from Flagpole and the brief from the growth drive.",
        (
            "exp",
            {
                "action": "get_experiment",
                "id": "EXP-2291",
                "include": ["arms", "metrics", "history"],
            },
            exp_config(),
        ),
        ("docs", {"action": "read", "path": "growth/briefs/EXP-2291-brief.md"}, brief),
    )
    c.label(
        "reference",
        "Experiment config lives at experiments/paywall/exp_2291.yaml; results dashboard URL",
        ["experiments/paywall/exp_2291.yaml", "flagpole.driftwoodlabs.io/experiments/EXP-2291"],
        t,
    )
    c.label(
        "fact",
        "Control arm is $59.99/year; variant_c is $79.99/year after a 7-day free trial; monthly stays $9.99",
        ["$59.99", "$79.99"],
        t,
    )

    t = c.call(
        "The config says running since 2024-07-29 with a 34/33/33 split. Let me check actual exposure volume per arm "
        "and platform so far.",
        (
            "warehouse",
            {
                "sql": "SELECT DATE(ts) day, platform, country_tier, arm, COUNT(DISTINCT install_id) viewers, "
                "COUNTIF(trial_start) trial_starts, COUNTIF(paid) paid_conv, "
                "SAFE_DIVIDE(COUNTIF(paid), COUNT(DISTINCT install_id)) viewer_to_paid, "
                "SUM(net_rev_usd) net_rev_usd, AVG(crash_free) crash_free FROM analytics.paywall_events_v3 e "
                "JOIN flagpole_export.assignments a USING (install_id) WHERE a.exp_id='EXP-2291' "
                "AND DATE(ts) BETWEEN '2024-07-29' AND '2024-08-12' GROUP BY day, platform, country_tier, arm ORDER BY 1,2,3,4"
            },
            exposure_out,
        ),
    )
    c.label(
        "reference",
        "Exposure and purchase data come from analytics.paywall_events_v3 joined to "
        "flagpole_export.assignments",
        ["analytics.paywall_events_v3", "flagpole_export.assignments"],
        t_brief,
    )
    c.say(f"""Here's where EXP-2291 stands as of yesterday (Aug 12), 15 days in:

**Setup (from Flagpole + the brief)**
- Arms: control $59.99/yr, variant_b $49.99/yr, variant_c $79.99/yr behind a 7-day free trial. Monthly is $9.99 everywhere.
- Split 34/33/33, unit = install_id, iOS + Android, app ≥ 4.17.0, CN/KR/RU excluded.
- Primary: `rev_per_viewer_365d_proj`. Guardrails: refund_14d_rate ≤ 6% per arm, crash-free ≥ 99.5%.
- Target 18,400 viewers per arm (alpha 0.05, power 0.8, MDE 10% relative, CV 3.42 from the May cohort). Planned end 2024-09-08.
- Analyst on record: priya.raman@driftwoodlabs.io.

**Volume**
- Unique viewers so far: control ≈ {tot["control"] - 211:,}, variant_b ≈ {tot["variant_b"] - 198:,}, variant_c ≈ {tot["variant_c"] - 224:,}. So sample-wise we're close to the 18,400 target already; the Sep 8 end date is there for the 14-day refund window and six full weeks, not for power.
- Platform mix is roughly 58% iOS / 42% Android, weekends about 18% heavier.

**Early signal (don't read much into it)**
- Viewer→paid is hovering around 3.4–4.6% for control and B and lower for C (expected — C converts through the trial). Net revenue per day looks similar between control and B. Nothing is significant and I'd not peek formally before the end date.

One thing to watch: the brief says existing subscribers never get a price change, so anything we decide only affects new purchases. Want me to set up a guardrail check on refunds next, or is there something more urgent?""")

    # ---- turn 2: finance changes price
    i = c.user("""more urgent, unfortunately. Henrik just pinged the pricing channel:

> Henrik Aalto: Sorry for the late call. Reviewed the first two weeks with the CFO. $49.99 is too close to $59.99 to tell us anything about price elasticity — we want B at $44.99. Can we change it today? Don't want to wait for a new test, the Q4 model needs a real low-price datapoint.

what does that do to the test if we just change the price on B?""")

    diff = """--- experiments/paywall/exp_2291.yaml\t(HEAD 3c9e1a7)
+++ experiments/paywall/exp_2291.yaml\t(dry-run)
@@ -31,11 +31,11 @@ arms:
   variant_b:
-    annual_price_usd: 49.99
-    display: "$49.99/year"
+    annual_price_usd: 44.99
+    display: "$44.99/year"
     trial_days: 0
-    ios_product: lumen.premium.annual.4999
-    android_product: "lumen_premium:annual-4999"
+    ios_product: lumen.premium.annual.4499        # ! product not found in App Store Connect
+    android_product: "lumen_premium:annual-4499"  # ! base plan not found in Play Console
     paywall_copy: annual_tile_v2
     badge: "BEST VALUE"

Validation (dry-run):
  [error] arms.variant_b.ios_product: lumen.premium.annual.4499 does not exist in subscription group 'Lumen Premium' (id 21044387)
  [error] arms.variant_b.android_product: base plan annual-4499 does not exist on subscription lumen_premium
  [warn]  editing an arm's treatment while status=running keeps existing assignments: 17,6xx installs already in variant_b
          will be analysed as one arm across two treatments (see docs/flagpole/mid-test-changes.md)
  [info]  no change to allocation, no re-randomisation
Dry-run only. Nothing written.
"""
    t = c.call(
        "Before answering, let me see what Flagpole would actually do if we edited variant_b in place (dry run, nothing written).",
        (
            "exp",
            {
                "action": "update_experiment",
                "id": "EXP-2291",
                "dry_run": True,
                "patch": {
                    "arms.variant_b.annual_price_usd": 44.99,
                    "arms.variant_b.display": "$44.99/year",
                    "arms.variant_b.ios_product": "lumen.premium.annual.4499",
                    "arms.variant_b.android_product": "lumen_premium:annual-4499",
                },
            },
            diff,
        ),
    )
    c.say("""Short version: editing B in place would quietly break the test.

1. **Mixed treatment in one arm.** Flagpole keeps existing assignments, so the ~17.6k installs already in variant_b would be analysed together with new ones who see $44.99. The arm's number becomes an average of two prices weighted by calendar time — useless as an elasticity datapoint, which is exactly what Henrik wants.
2. **Returning viewers.** Anyone in B who saw $49.99 and comes back to the paywall would now see $44.99. That's a price drop in front of the same person, which also inflates conversion.
3. **Products don't exist yet.** Neither `lumen.premium.annual.4499` (iOS) nor base plan `annual-4499` (Android) exists, so the dry run fails validation anyway.

What I'd suggest instead:
- Stop assigning new users to the current B arm (freeze it, keep its data as a closed $49.99 datapoint, out of the primary readout).
- Add a **fresh arm** at $44.99 that only new viewers can enter, and compare it against control users who entered over the same dates — concurrent control only.
- The cost is that the $44.99 arm starts from zero, so the sample size and end date need recalculating.

Alternatively you restart the whole test, but that throws away 15 days of control and C data for no reason. Your call — and someone needs to create the store products.""")

    # ---- turn 3: go with fresh arm
    i = c.user(
        """ok go with the fresh arm, call it variant_b2. old B frozen + excluded from the primary readout, keep it as a side note for Henrik. Jun (mobile) says he already created the products this morning, can you check they're there on both stores before you flip anything"""
    )
    c.label(
        "decision",
        "Instead of editing B in place: freeze old variant_b ($49.99 data kept only as a side note, "
        "excluded from the primary readout) and add a fresh arm variant_b2 at $44.99 compared against concurrent control",
        ["variant_b2"],
        i,
    )

    ios_products = []
    for pid, ref, price, st in [
        ("lumen.premium.monthly.999", "Premium Monthly", "9.99", "Approved"),
        ("lumen.premium.annual.5999", "Premium Annual", "59.99", "Approved"),
        ("lumen.premium.annual.4999", "Premium Annual B", "49.99", "Approved"),
        ("lumen.premium.annual.7999.trial7", "Premium Annual C trial", "79.99", "Approved"),
        ("lumen.premium.annual.4499", "Premium Annual B2", "44.99", "Ready to Submit"),
        ("lumen.premium.annual.3999.winback", "Winback Annual", "39.99", "Approved"),
        ("lumen.premium.family.annual.8999", "Family Annual", "89.99", "Approved"),
        ("lumen.premium.annual.5999.intro50", "Annual intro 50%", "59.99", "Removed from Sale"),
    ]:
        ios_products.append(
            [
                pid,
                ref,
                "21044387",
                f"${price}",
                st,
                rng.choice(["175", "174", "175"]),
                f"2024-0{rng.randint(1, 7)}-{rng.randint(10, 28)}"
                if st != "Ready to Submit"
                else "2024-08-14",
            ]
        )
    ios_out = (
        "App Store Connect — app 'Lumen: Sleep & Meditate' (Apple ID 1488203311)\n"
        "Subscription group: Lumen Premium (21044387) · level ordering: family > annual > monthly\n\n"
        + ascii_table(
            [
                "product_id",
                "reference_name",
                "group",
                "base_price_US",
                "status",
                "territories",
                "last_modified",
            ],
            ios_products,
        )
        + "\n\nNote: lumen.premium.annual.4499 — status 'Ready to Submit'. New subscriptions must be submitted with an app version "
        "the first time they are offered in a new placement; attach to the next version submission in App Store Connect.\n"
        "Pending version: 4.18.0 (build 1187) — Waiting for Review since 2024-08-13 22:14 PDT, includes in-app purchases: "
        "lumen.premium.annual.4499\n"
        "Current live version: 4.17.2 (build 1163)\n"
    )
    play_rows = []
    for bp, price, st, grace in [
        ("monthly-999", "9.99", "Active", "16 days"),
        ("annual-5999", "59.99", "Active", "16 days"),
        ("annual-4999", "49.99", "Active", "16 days"),
        ("annual-7999-trial7", "79.99", "Active", "16 days"),
        ("annual-4499", "44.99", "Active", "7 days (default)"),
        ("winback-annual-3999", "39.99", "Active", "16 days"),
        ("family-annual-8999", "89.99", "Inactive", "16 days"),
    ]:
        play_rows.append(
            [
                "lumen_premium",
                bp,
                f"USD {price}",
                st,
                grace,
                rng.choice(["auto-renewing", "auto-renewing", "prepaid"])
                if bp.startswith("x")
                else "auto-renewing",
            ]
        )
    play_out = (
        "Google Play Console — com.driftwoodlabs.lumen\nSubscription: lumen_premium (Lumen Premium)\n\n"
        + ascii_table(
            ["subscription", "base_plan", "price", "state", "grace_period", "renewal_type"],
            play_rows,
        )
        + "\n\nRegional prices for annual-4499 auto-converted from USD 44.99 on 2024-08-14 09:02 UTC (172 regions).\n"
        "Offers on annual-4499: none\nProduction track: 4.18.0 (versionCode 41800) — 100% rollout since 2024-08-12\n"
    )
    t = c.call(
        "Checking both stores.",
        (
            "store",
            {"action": "list_subscriptions", "platforms": ["ios", "android"], "app": "lumen"},
            "=== iOS ===\n" + ios_out + "\n=== Android ===\n" + play_out,
        ),
    )
    c.label(
        "reference",
        "New $44.99 products: iOS lumen.premium.annual.4499 (app 1488203311), Android base plan annual-4499 on lumen_premium",
        ["lumen.premium.annual.4499", "1488203311"],
        t,
    )

    apply_out = """Applying change set cs-5521 to EXP-2291 (requested by maya.okafor via assistant)
  + arms.variant_b2: {annual_price_usd: 44.99, display: "$44.99/year", trial_days: 0,
                      ios_product: lumen.premium.annual.4499, android_product: "lumen_premium:annual-4499",
                      paywall_copy: annual_tile_v2, badge: "BEST VALUE"}
  + arms.variant_b2.eligibility: {ios: {min_app_version: "4.18.0"}, android: {min_app_version: "4.17.0"}}
  ~ arms.variant_b.status: active -> frozen (no new assignments; existing assignees keep $49.99)
  ~ allocation: {control: 34, variant_b: 33, variant_c: 33} -> {control: 34, variant_b2: 33, variant_c: 33}
  + analysis.primary_window.variant_b2: {from: "2024-08-14T09:40:00Z", compare_to: "concurrent_control"}
  + analysis.exclude_arms_from_primary: [variant_b]
Committed 8d02f4b "EXP-2291: freeze variant_b, add variant_b2 at $44.99" to experiments/paywall/exp_2291.yaml
Flagpole reload: ok (edge config version 2291.14 propagated to 3/3 regions in 41 s)
Eligibility note: iOS installs below 4.18.0 assigned to variant_b2 will be served control paywall and tagged
  ineligible=true (excluded from analysis). 4.18.0 is not yet live on iOS, so variant_b2 is effectively Android-only.
"""
    t = c.call(
        """Both are there: iOS `lumen.premium.annual.4499` exists but is only **Ready to Submit** — it ships attached to 4.18.0 (build 1187), which has been waiting for review since last night. Android base plan `annual-4499` is active and 4.18.0 is already at 100% on Play.

So I'll add variant_b2 with an iOS eligibility floor of 4.18.0; until Apple approves, iOS users drawn into b2 get the control paywall and are tagged ineligible. Applying now.""",
        (
            "exp",
            {
                "action": "update_experiment",
                "id": "EXP-2291",
                "dry_run": False,
                "change_set": {
                    "add_arm": {
                        "name": "variant_b2",
                        "annual_price_usd": 44.99,
                        "display": "$44.99/year",
                        "ios_product": "lumen.premium.annual.4499",
                        "android_product": "lumen_premium:annual-4499",
                        "eligibility": {"ios": {"min_app_version": "4.18.0"}},
                    },
                    "freeze_arm": "variant_b",
                    "allocation": {"control": 34, "variant_b2": 33, "variant_c": 33},
                    "primary_window": {
                        "variant_b2": {"from": "now", "compare_to": "concurrent_control"}
                    },
                },
            },
            apply_out,
        ),
    )
    c.old(
        "variant B annual price was $49.99 (replaced by the fresh arm variant_b2 at $44.99 on 2024-08-14)",
        ["$49.99"],
        t,
    )
    c.label(
        "fact",
        "variant_b2 ($44.99/year) live since 2024-08-14 09:40 UTC, config commit 8d02f4b; Android-only until "
        "iOS 4.18.x is approved",
        ["8d02f4b", "09:40"],
        t,
    )
    c.say("""Done. Summary of change set cs-5521 (commit 8d02f4b):
- **variant_b2** added at $44.99/year, 33% of new assignments, primary window starts 2024-08-14 09:40 UTC, compared against concurrent control only.
- **variant_b** frozen: no new assignments, existing assignees keep seeing $49.99, excluded from the primary readout (still queryable for Henrik's side note).
- Allocation is now control 34 / b2 33 / c 33.
- On iOS, b2 needs 4.18.0, which Apple hasn't approved yet — so for now b2 only gets real exposures on Android. iOS users landing in b2 see the control paywall and are flagged ineligible.

Next I need to redo the power/end-date maths, because b2 starts from zero and runs Android-only for a while.""")

    # ---- turn 4: analyst swap + sample size
    i = c.user(
        """thx. other news: Priya is moving to the retention squad from tomorrow, Tomás Lindqvist is picking up EXP-2291 as analyst. can you (1) check whether the sample size still holds now that b2 restarts from zero, (2) draft a handover mail to Tomás (tomas.lindqvist@driftwoodlabs.io) from me, cc Priya"""
    )
    c.old(
        "Analyst on EXP-2291 was Priya Raman (replaced by Tomás Lindqvist from Aug 15)",
        ["Priya Raman"],
        i,
    )
    c.label(
        "fact",
        "Tomás Lindqvist (tomas.lindqvist@driftwoodlabs.io) is the analyst on EXP-2291 now",
        ["Tomás Lindqvist"],
        i,
    )

    base_rows = []
    for plat in ("ios", "android"):
        for wk in ["2024-07-15", "2024-07-22", "2024-07-29", "2024-08-05"]:
            n = rng.randint(7400, 8900) if plat == "ios" else rng.randint(5300, 6400)
            mean = rng.uniform(1.71, 2.02)
            sd = mean * rng.uniform(3.7, 4.15)
            base_rows.append(
                [
                    wk,
                    plat,
                    n,
                    f"{rng.uniform(0.033, 0.039):.4f}",
                    f"{mean:.3f}",
                    f"{sd:.3f}",
                    f"{sd / mean:.3f}",
                ]
            )
    base_out = (
        "Query job bq-job-80c4d1e3 finished in 11.2 s, 7.4 GB processed\n"
        "NOTE: control arm only for weeks >= 2024-07-29; all paywall viewers before launch\n\n"
        + ascii_table(
            [
                "week",
                "platform",
                "viewers",
                "viewer_to_paid",
                "rev_per_viewer_mean",
                "rev_per_viewer_sd",
                "cv",
            ],
            base_rows,
        )
        + "\n8 rows\n\nPooled (viewer-weighted, last 28 days): viewer_to_paid=0.0361  rev_per_viewer_mean=1.874  sd=7.372  cv=3.934\n"
        "Daily new paywall viewers per arm (33%), last 14 days: mean 1,108 (ios 642 / android 466)\n"
    )
    t = c.call(
        "Pulling the last 28 days of revenue-per-viewer variance — the brief's CV of 3.42 came from May, when conversion was 4.2%.",
        (
            "warehouse",
            {
                "sql": "SELECT week, platform, COUNT(*) viewers, AVG(paid) viewer_to_paid, AVG(rev_365_proj) mean, "
                "STDDEV(rev_365_proj) sd FROM analytics.paywall_viewer_rev_proj WHERE week BETWEEN '2024-07-15' "
                "AND '2024-08-05' AND (arm IS NULL OR arm='control') GROUP BY 1,2"
            },
            base_out,
        ),
    )

    calc_code = """from statistics import NormalDist
N = NormalDist()
def n_per_arm(cv, mde, alpha=0.05, power=0.8):
    z = N.inv_cdf(1 - alpha / 2) + N.inv_cdf(power)
    return 2 * z * z * (cv / mde) ** 2

old = n_per_arm(3.42, 0.10)
new = n_per_arm(3.934, 0.10)
print(f"brief (cv 3.42):   {old:,.0f}")
print(f"now   (cv 3.934):  {new:,.0f}  -> round up to 100: {-(-new // 100) * 100:,.0f}")

# b2 enrolment projection: android-only until iOS approval, then both
android_per_day, both_per_day = 466, 1108
for ios_day in (3, 7, 10, 14):
    need, d = 24300, 0
    while need > 0:
        need -= android_per_day if d < ios_day else both_per_day
        d += 1
    print(f"iOS approved after {ios_day:>2} days -> b2 reaches 24,300 after {d} days")
"""
    calc_out = """brief (cv 3.42):   18,404
now   (cv 3.934):  24,294  -> round up to 100: 24,300
iOS approved after  3 days -> b2 reaches 24,300 after 24 days
iOS approved after  7 days -> b2 reaches 24,300 after 27 days
iOS approved after 10 days -> b2 reaches 24,300 after 30 days
iOS approved after 14 days -> b2 reaches 24,300 after 33 days
"""
    t = c.call(
        "Variance went up (CV 3.93 vs 3.42 in the brief, conversion dropped to 3.6%). Recomputing n and projecting b2's enrolment under a few App Review scenarios.",
        ("calc", {"code": calc_code}, calc_out),
    )
    c.old(
        "Target sample size was 18,400 per arm (replaced by 24,300 after re-powering with CV 3.934)",
        ["18,400"],
        t,
    )
    c.label(
        "fact",
        "Last-28-day baseline: viewer-to-paid 3.6%, CV of revenue per viewer 3.934 (brief assumed 4.2% and 3.42)",
        ["3.934", "3.6%"],
        t - 1,
    )

    draft = """Draft saved: drafts/2024-08-14-handover-exp2291.eml
From: Maya Okafor <maya.okafor@driftwoodlabs.io>
To: Tomás Lindqvist <tomas.lindqvist@driftwoodlabs.io>
Cc: Priya Raman <priya.raman@driftwoodlabs.io>
Subject: EXP-2291 handover — annual price test (variant_b2 added today)

Hi Tomás,

Welcome to EXP-2291. Priya, thank you for the first two weeks — please correct anything below.

Where it stands (Aug 14):
- Arms: control $59.99/yr, variant_c $79.99/yr after a 7-day trial, and since today variant_b2 at $44.99/yr.
  The original variant_b ($49.99) is frozen and out of the primary readout (finance asked for a lower price point;
  Henrik will want the frozen-B numbers as a side note).
- variant_b2 is compared against concurrent control only (window from 2024-08-14 09:40 UTC). Config commit 8d02f4b,
  experiments/paywall/exp_2291.yaml.
- iOS b2 needs app 4.18.0 (build 1187, in App Review). Until it's approved b2 is Android-only; iOS users drawn into b2
  see the control paywall and are tagged ineligible.
- Guardrails: 14-day refund rate <= 6% per arm, crash-free >= 99.5%.

Sample size: I re-ran the power calc with the last 28 days (CV 3.934, viewer->paid 3.6%). Two-sided alpha 0.05,
power 0.8, MDE 10% relative gives 24,300 per arm (brief had 18,400). b2 needs roughly 24-33 days depending on when
iOS is approved, so the Sep 8 end date will move. Could you sanity-check the calc before we change the end date?

Open bits:
- users who saw $49.99 in old B and might later be assigned elsewhere (reinstalls get a new install_id) — worth checking
- whether C's refunds are behaving, it's the first trial arm we've run on Android

Dashboard: https://flagpole.driftwoodlabs.io/experiments/EXP-2291/results

Thanks!
Maya
"""
    t = c.call(
        "Drafting the handover.",
        (
            "mail",
            {
                "action": "draft",
                "from": "maya.okafor@driftwoodlabs.io",
                "to": ["tomas.lindqvist@driftwoodlabs.io"],
                "cc": ["priya.raman@driftwoodlabs.io"],
                "subject": "EXP-2291 handover — annual price test (variant_b2 added today)",
            },
            draft,
        ),
    )
    c.say("""(1) **Sample size doesn't hold.** The brief's 18,400 assumed a CV of 3.42 from May; the last 28 days give 3.934 (conversion fell to 3.6%). Same alpha/power/MDE → **24,300 per arm**. Because b2 starts today and is Android-only until Apple approves 4.18.0, it needs 24–33 days to reach that, so Sep 8 is no longer realistic. I didn't touch the end date yet — I'd like Tomás to confirm the calc first.

(2) Handover draft is in drafts/2024-08-14-handover-exp2291.eml (to Tomás, cc Priya). It covers the arms, the b2 change, the iOS dependency, the new sample size, and two things I flagged for him: reinstall cross-exposure between old B and other arms, and C's refund behaviour on Android. Have a look and send it when you're happy — I can't send on your behalf.""")

    # ---- turn 5: App Review rejection
    i = c.user(
        "ugh. apple rejected 4.18.0. can you pull the resolution center message? what does it mean for b2 on ios"
    )
    rc = """App Store Connect — Resolution Center
App: Lumen: Sleep & Meditate (1488203311) · Version 4.18.0 (1187) · Submission ID 7c1f2a90-5d3e-4b8e-9f07-33a1c6e0d2b4
Status: Rejected · 2024-08-16 03:51 PDT

From Apple
Guideline 3.1.2 - Business - Payments - Subscriptions

We noticed that your app's auto-renewable subscription purchase flow does not clearly and conspicuously display
the billed amount. Specifically, the paywall displays a calculated weekly price ("just $0.86/week") more
prominently than the actual amount the user will be charged ($44.99/year).

The billed amount should be the most clear and conspicuous pricing element in the layout. Any other pricing
elements, including free trial length, calculated pricing, and discounts, should be displayed in a
subordinate position and size to the billed amount.

Next Steps
Please revise your app's subscription purchase flow so that the billed amount is clearly and conspicuously
displayed. See attached screenshot (iPhone 15 Pro Max, paywall screen "annual_tile_v2").

Resources
- Learn more about auto-renewable subscription requirements in App Store Review Guideline 3.1.2.
- Review the Human Interface Guidelines for in-app purchase.

In-app purchases in this submission:
  lumen.premium.annual.4499 — Developer Action Needed (returned with the binary)

Attachment: Screenshot-0816-IMG_0231.png (paywall, annual tile, weekly price 34pt bold, annual price 13pt regular)
"""
    builds = [
        [
            "4.18.0",
            "1187",
            "2024-08-13 22:14",
            "Rejected",
            "3.1.2",
            "paywall annual_tile_v2, b2 products",
        ],
        ["4.17.2", "1163", "2024-07-24 10:02", "Ready for Sale", "-", "hotfix: sleep timer crash"],
        ["4.17.1", "1158", "2024-07-18 16:40", "Replaced", "-", "EXP-2291 paywall variants"],
        ["4.17.0", "1151", "2024-07-11 09:15", "Replaced", "-", "new onboarding"],
        ["4.16.3", "1139", "2024-06-27 12:20", "Replaced", "-", "widgets"],
        ["4.16.2", "1133", "2024-06-20 08:55", "Replaced", "-", "-"],
        ["4.16.1", "1127", "2024-06-12 19:31", "Replaced", "-", "-"],
        [
            "4.16.0",
            "1120",
            "2024-06-04 14:03",
            "Replaced",
            "4.0 (first pass)",
            "Apple Watch companion",
        ],
    ]
    builds_out = (
        ascii_table(["version", "build", "submitted", "state", "guideline", "notes"], builds)
        + "\n\nTestFlight: 4.18.1 (1192) processing — uploaded 2024-08-16 09:12 PDT by jun.park@driftwoodlabs.io\n"
    )
    t = c.call(
        "Pulling the rejection and the build list.",
        ("store", {"action": "resolution_center", "platform": "ios", "version": "4.18.0"}, rc),
        ("store", {"action": "list_builds", "platform": "ios", "limit": 8}, builds_out),
    )
    c.label(
        "fact",
        "iOS 4.18.0 (build 1187) was rejected under Guideline 3.1.2: the b2 paywall showed the weekly price "
        "($0.86/week) more prominently than the billed $44.99/year",
        ["1187", "3.1.2", "$0.86/week"],
        t,
    )
    c.say("""Apple rejected **4.18.0 (build 1187)** under **Guideline 3.1.2**: on the b2 annual tile the calculated "$0.86/week" is 34pt bold while the actual billed "$44.99/year" is 13pt. Apple wants the billed amount to be the most prominent price element. The new product `lumen.premium.annual.4499` went back to "Developer Action Needed" along with the binary.

What it means for the test:
- **iOS b2 stays dark.** Flagpole's 4.18.0 floor means iOS users assigned to b2 keep getting the control paywall and are tagged ineligible, so no iOS data is contaminated — we just collect b2 data on Android only for now.
- **It costs time.** Every day without iOS adds ~640 viewers/day of shortfall; per yesterday's projection b2 needs 24 days if iOS comes back within 3 days, 33 if it takes two weeks.
- **Android has the same layout.** Google doesn't enforce this, but if we change the iOS tile and not the Android one, b2 would differ between platforms. Worth asking Jun to ship the same layout fix to Android, ideally the same day — or keep it and analyse per platform.

I can see 4.18.1 (build 1192) is already processing in TestFlight, uploaded by Jun this morning. Is that the fix?""")

    # ---- turn 6: Tomás replies (sample size again)
    i = c.user("""yes 1192 is the fix, billed amount big + weekly price small grey. jun submitted it for review an hour ago. android gets the same layout via remote config so no need for a new android build. keep an eye on review and turn on b2 for ios as soon as it's approved.

different thing — Tomás replied to the handover, something about the sample size being off?? find it pls""")
    inbox_noise = []
    senders = [
        "noreply@flagpole.driftwoodlabs.io",
        "jira@driftwoodlabs.atlassian.net",
        "calendar@driftwoodlabs.io",
        "lena.fischer@driftwoodlabs.io",
        "ops-digest@driftwoodlabs.io",
        "no_reply@email.apple.com",
    ]
    subj = [
        "[Flagpole] Weekly experiment digest",
        "[JIRA] GROW-803 updated",
        "Invitation: Pricing sync (weekly)",
        "Re: paywall copy for DE",
        "Ops digest — Aug 18",
        "Your submission was rejected",
    ]
    for k in range(6):
        inbox_noise.append(
            f"{k + 2}. {senders[k]} · {subj[k]} · 2024-08-{rng.randint(15, 19)} {rng.randint(7, 18):02d}:{rng.randint(0, 59):02d}"
        )
    other_bodies = []
    for k in range(3):
        who = rng.choice(["lena.fischer", "ops-digest", "noreply"])
        lines = [
            f"  - {rng.choice(['EXP-2304 web checkout', 'EXP-2277 onboarding quiz', 'EXP-2288 sleep stories carousel', 'EXP-2296 widget upsell', 'EXP-2301 DE paywall copy'])}: "
            f"{rng.choice(['running', 'ramping', 'analysis', 'stopped (SRM)', 'draft'])}, exposures {rng.randint(4000, 90000):,}, "
            f"owner {rng.choice(['lena.fischer', 'marcus.ode', 'jun.park', 'ana.ruiz', 'kofi.mensah'])}"
            for _ in range(7)
        ]
        other_bodies.append(f"[preview of result {k + 2}]\n" + "\n".join(lines))
    thread = f"""Search: "EXP-2291" from:tomas.lindqvist — 1 thread, 3 messages (+6 other results)

1. Re: EXP-2291 handover — annual price test (variant_b2 added today)
{chr(10).join(inbox_noise)}

{chr(10).join(other_bodies)}

--- Thread 1 ---------------------------------------------------------------
From: Tomás Lindqvist <tomas.lindqvist@driftwoodlabs.io>
To: Maya Okafor <maya.okafor@driftwoodlabs.io>
Cc: Priya Raman <priya.raman@driftwoodlabs.io>
Date: Mon, 19 Aug 2024 08:47 +0200
Subject: Re: EXP-2291 handover — annual price test (variant_b2 added today)

Hi Maya,

Thanks for the clear handover. The CV update looks right to me (I get 3.93 too), but the 24,300 is
the number for a single two-arm comparison. We are making two comparisons against control (b2 vs
control, c vs control) and the decision rule picks the better of them, so per the analytics
standards (ANL-STD-04, section 3) we correct for multiplicity: Bonferroni, alpha 0.025 per
comparison. Same CV, MDE and power:

    n = 2 * (z_0.9875 + z_0.8)^2 * (3.934 / 0.10)^2 = 29,421  -> 29,450 per arm (rounded up to 50)

Control and C are fine (both already well past 29,450 by the time b2 finishes). b2 is the
binding arm. Using the Android-only rate until 4.18.1 is approved (assume Aug 22) and 1,108/day after,
b2 gets to 29,450 around Sep 13. I'd stop enrolment at the end of Monday Sep 16 so b2 has complete
weekly cycles (Mon-Sun seasonality is strong on paywall views), then wait the 14-day refund
window before the final readout, i.e. final numbers on Sep 30/Oct 1. That still leaves Henrik a
couple of days before the Oct 4 freeze.

Two more things:
1. Reinstalls: install_id resets, so someone who saw $49.99 in old B can be reassigned to control or
   b2 after a reinstall. We should count them and probably exclude them from everything. I can
   write the query but I don't have Flagpole segment rights yet (ticket IT-44821).
2. Could you make me an editor on the experiment? I'll run the final analysis in
   nb/exp2291_final.ipynb (stratified by platform, since iOS b2 starts later than Android).

Priya — anything I'm missing?

Best,
Tomás

> From: Priya Raman <priya.raman@driftwoodlabs.io>
> Date: Mon, 19 Aug 2024 09:05 +0200
> Only that C's Android refunds looked a bit high in week 2, I didn't dig in. Good luck Tomás!

> From: Maya Okafor (draft sent Wed 14 Aug 16:02)
> ... Sample size: I re-ran the power calc with the last 28 days (CV 3.934, viewer->paid 3.6%).
> Two-sided alpha 0.05, power 0.8, MDE 10% relative gives 24,300 per arm (brief had 18,400) ...
----------------------------------------------------------------------------
"""
    t_mail = c.call(
        "Will do on 4.18.1: once it's Ready for Sale I'll lift b2's iOS floor so only the fixed build gets it. Can you ask Jun for the exact time he flips the Android layout? Android b2 viewers before and after saw different tiles, so that timestamp goes into the analysis notes.\n\nNow the mailbox.",
        (
            "mail",
            {"action": "search", "query": "EXP-2291 from:tomas.lindqvist", "limit": 10},
            thread,
        ),
    )
    c.old(
        "Target sample size was 24,300 per arm (replaced by 29,450 after Bonferroni correction, alpha 0.025)",
        ["24,300"],
        t_mail,
    )
    c.label(
        "fact",
        "Required sample is 29,450 per arm (two comparisons vs control, Bonferroni alpha 0.025, CV 3.934, "
        "MDE 10%, power 0.8); b2 is the binding arm",
        ["29,450"],
        t_mail,
    )
    c.label(
        "reference",
        "Tomás runs the final analysis in nb/exp2291_final.ipynb, stratified by platform",
        ["nb/exp2291_final.ipynb"],
        t_mail,
    )

    upd = """Applying change set cs-5538 to EXP-2291
  ~ end_date: 2024-09-08 -> 2024-09-16 (enrolment stops 2024-09-16T23:59:59Z)
  ~ target_sample_per_arm: 18400 -> 29450
  + analysis.refund_observation_days: 14  (final readout not before 2024-09-30)
  + analysis.multiplicity: {method: bonferroni, comparisons: 2, alpha_per_comparison: 0.025}
  + collaborators: tomas.lindqvist@driftwoodlabs.io (editor)
  - collaborators: priya.raman@driftwoodlabs.io (editor -> viewer)
Committed a41c77e "EXP-2291: end enrolment 2024-09-16, n=29450/arm, bonferroni" to experiments/paywall/exp_2291.yaml
Flagpole reload: ok (edge config version 2291.15)
"""
    t = c.call(
        """Tomás is right — with two comparisons against control, ANL-STD-04 requires a multiplicity correction. At alpha 0.025 per comparison the number is **29,450 per arm**, not 24,300. He proposes stopping enrolment at the end of Monday Sep 16 (whole weekly cycles for b2) and doing the final readout after the 14-day refund window, Sep 30/Oct 1.

That's consistent with your Oct 4 freeze, so I'll update the config: end date, target n, the multiplicity note, and make Tomás an editor (Priya down to viewer).""",
        (
            "exp",
            {
                "action": "update_experiment",
                "id": "EXP-2291",
                "dry_run": False,
                "patch": {
                    "end_date": "2024-09-16",
                    "target_sample_per_arm": 29450,
                    "analysis.multiplicity": "bonferroni",
                    "collaborators.add": "tomas.lindqvist@driftwoodlabs.io:editor",
                    "collaborators.demote": "priya.raman@driftwoodlabs.io:viewer",
                },
            },
            upd,
        ),
    )
    c.old("Planned end date was 2024-09-08 (enrolment now ends 2024-09-16)", ["2024-09-08"], t)
    c.label(
        "decision",
        "Enrolment ends 2024-09-16 (full weekly cycles for b2), final readout only after the 14-day refund "
        "window, not before 2024-09-30",
        ["2024-09-16", "2024-09-30"],
        t,
    )
    c.say("""Updated (commit a41c77e):
- end_date 2024-09-08 → **2024-09-16**, enrolment stops 23:59 UTC that day
- target_sample_per_arm → **29,450**, Bonferroni over 2 comparisons noted in the config
- final readout not before **2024-09-30** (14-day refund observation)
- Tomás is an editor; Priya is a viewer

Tomás can't create Flagpole segments until IT-44821 goes through, so I can build the reinstall/cross-exposure segment for him if you want. Priya also mentioned C's Android refunds looked high in week 2 — I'd check that soon since it's a guardrail.""")

    # ---- turn 7: cross exposure
    i = c.user(
        "yes do the cross exposure thing, Tomás sent me the logic: same device_fingerprint (idfv on ios / android_id hash), different install_id, one of them in old variant_b with a paywall view. exclude them from everything incl control and c. how many are there?"
    )
    xrows = []
    for d in daterange(date(2024, 7, 30), 22):
        for plat in ("ios", "android"):
            n = rng.randint(14, 48) if plat == "ios" else rng.randint(9, 33)
            xrows.append([d.isoformat(), plat, n, rng.randint(0, n // 3), rng.randint(0, n // 2)])
    x_out = (
        "Query job bq-job-93ab0c55 finished in 24.9 s, 19.8 GB processed\n"
        "WARNING: 214 rows dropped: device_fingerprint NULL (limit ad tracking + Android 14 without android_id hash)\n\n"
        + ascii_table(
            ["first_reassign_day", "platform", "devices", "now_in_control", "now_in_b2"], xrows
        )
        + f"\n{len(xrows)} rows\n\nDistinct devices cross-exposed (old variant_b view + later assignment under new install_id): 1,312\n"
        "  of which now in control: 611 · variant_b2: 402 · variant_c: 299\n"
        "  with a purchase after reassignment: 71 (control 24, b2 33, c 14)\n"
    )
    t = c.call(
        "Running Tomás's logic against the assignment log.",
        (
            "warehouse",
            {
                "sql": "WITH b AS (SELECT device_fingerprint FROM flagpole_export.assignments a JOIN analytics.paywall_events_v3 e "
                "USING(install_id) WHERE a.exp_id='EXP-2291' AND a.arm='variant_b'), r AS (SELECT a.* FROM "
                "flagpole_export.assignments a JOIN b USING(device_fingerprint) WHERE a.exp_id='EXP-2291' AND "
                "a.arm!='variant_b') SELECT DATE(first_assigned) first_reassign_day, platform, COUNT(DISTINCT "
                "device_fingerprint) devices, ... FROM r GROUP BY 1,2 ORDER BY 1,2"
            },
            x_out,
        ),
    )
    c.label(
        "fact",
        "1,312 devices were cross-exposed (saw $49.99 in old B, later reassigned after reinstall): 611 control, "
        "402 b2, 299 C; 71 of them purchased",
        ["1,312"],
        t,
    )
    seg_out = """Segment created: seg_xexp_2291 (static, 1,312 device_fingerprints; refresh: daily 04:00 UTC, appends new matches)
Attached to EXP-2291 as analysis exclusion (applies to all arms, all metrics, incl. guardrails)
Change set cs-5547 committed 0be93d1 "EXP-2291: exclude cross-exposed reinstall devices (seg_xexp_2291)"
Dashboard recompute queued: ETA ~35 min
"""
    t = c.call(
        "1,312 devices. Creating the exclusion segment and attaching it to the experiment for all arms.",
        (
            "exp",
            {
                "action": "create_segment",
                "name": "seg_xexp_2291",
                "source_sql_ref": "bq-job-93ab0c55",
                "refresh": "daily",
                "attach": {"experiment": "EXP-2291", "role": "analysis_exclusion", "arms": "all"},
            },
            seg_out,
        ),
    )
    c.label(
        "decision",
        "Exclude cross-exposed reinstall devices from every arm and metric (incl. guardrails) via Flagpole "
        "segment seg_xexp_2291, refreshed daily",
        ["seg_xexp_2291"],
        t - 1,
    )
    c.say("""**1,312** cross-exposed devices: they saw $49.99 in old B and came back under a new install_id — 611 are now in control, 402 in b2, 299 in C. 71 of them bought something after reassignment (33 of those in b2, which is the arm they'd bias most, since they've seen a higher price first).

Excluded via segment **seg_xexp_2291** (commit 0be93d1): all arms, all metrics including the refund guardrail. It refreshes daily so new reinstalls get picked up. Caveat: 214 devices have no fingerprint (LAT / Android 14 without the hash) and can't be matched — small, but Tomás should mention it in the readout.""")

    # ---- turn 8: iOS approval + enable
    i = c.user("fri 23rd — did 1192 get through?")
    st_out = """App Store Connect — Lumen: Sleep & Meditate (1488203311)
Version 4.18.1 (1192)        Status: Ready for Sale        Released: 2024-08-23 07:18 PDT (manual release by jun.park)
  Review: submitted 2024-08-16 10:05 PDT · in review 2024-08-22 18:40 PDT · approved 2024-08-23 06:02 PDT
  In-app purchases approved with this version: lumen.premium.annual.4499 (Premium Annual B2) — Approved
Phased release: OFF (100% of users on automatic updates)
Version 4.18.0 (1187)        Status: Rejected (superseded)

Crash-free sessions 4.18.1, first 2h: 99.81% (n=14,220)
"""
    t_ok = c.call(
        "Checking App Store Connect.",
        ("store", {"action": "version_status", "platform": "ios", "version": "4.18.1"}, st_out),
    )
    en_out = """Applying change set cs-5560 to EXP-2291
  ~ arms.variant_b2.eligibility.ios.min_app_version: "4.18.0" -> "4.18.1"
  + arms.variant_b2.eligibility.ios.note: "4.18.0 (1187) rejected 3.1.2; 4.18.1 (1192) carries the fixed tile"
  + analysis.events: [{ts: "2024-08-23T14:31:00Z", note: "iOS b2 exposures start"}]
Committed 5f3e9c0 "EXP-2291: enable variant_b2 on iOS >= 4.18.1"
Flagpole reload: ok (edge config version 2291.17)
Live check (5 min): iOS b2 eligible assignments 118, paywall_view events 97, ineligible tag rate on new iOS b2 assignees 61% (users still on 4.17.x/4.18.0, falls as auto-update rolls)
"""
    t = c.call(
        "Approved and released this morning. Raising b2's iOS floor to 4.18.1 so only the fixed build gets it.",
        (
            "exp",
            {
                "action": "update_experiment",
                "id": "EXP-2291",
                "dry_run": False,
                "patch": {"arms.variant_b2.eligibility.ios.min_app_version": "4.18.1"},
            },
            en_out,
        ),
    )
    c.label(
        "fact",
        "4.18.1 (build 1192) approved and released 2024-08-23; iOS b2 exposures started 2024-08-23 14:31 UTC "
        "with the iOS floor at 4.18.1 (commit 5f3e9c0)",
        ["1192", "5f3e9c0"],
        t,
    )
    c.say("""Yes — **4.18.1 (1192)** was approved at 06:02 PDT and Jun released it at 07:18 PDT; `lumen.premium.annual.4499` was approved with it. Crash-free in the first two hours is 99.81%, above the 99.5% guardrail.

I raised b2's iOS floor to **4.18.1** (commit 5f3e9c0), and iOS b2 exposures start 2024-08-23 14:31 UTC — that's logged as an analysis event. In the first 5 minutes 118 eligible iOS b2 assignments came in; 61% of new iOS b2 assignees are still tagged ineligible because they haven't auto-updated yet, and that share should drop over the weekend. That's a day later than Tomás's Aug 22 assumption, not enough to move Sep 16.

Still missing: the timestamp of Jun's Android remote-config flip for the new tile layout.""")

    # ---- turn 9: refunds
    i = i_flip = (
        c.user("""jun says android tile flipped aug 16 17:05 UTC (flag paywall_tile_billed_first). 

next — priya's comment about C refunds. can you check the guardrail per arm + platform? if C is over 6% I need to know today""")
    )
    rrows = []
    for wk in ["2024-07-29", "2024-08-05", "2024-08-12", "2024-08-19"]:
        for plat in ("android", "ios"):
            for a in ("control", "variant_b2", "variant_c"):
                if a == "variant_b2" and wk < "2024-08-12":
                    continue
                if a == "variant_b2" and plat == "ios" and wk < "2024-08-19":
                    continue
                buys = rng.randint(120, 260) if a != "variant_b2" else rng.randint(60, 140)
                rate = {
                    "control": rng.uniform(0.034, 0.046),
                    "variant_b2": rng.uniform(0.031, 0.044),
                    "variant_c": rng.uniform(0.061, 0.072)
                    if plat == "android"
                    else rng.uniform(0.040, 0.051),
                }[a]
                rf = round(buys * rate)
                rrows.append([wk, plat, a, buys, rf, f"{rf / buys:.4f}", rng.randint(0, rf // 3)])
    r_out = (
        "Query job bq-job-a1d7f302 finished in 8.3 s, 4.0 GB processed\n"
        "Cohorts with < 14 days of observation excluded (purchase week 2024-08-19 partially mature: rows flagged *)\n"
        "Excluding seg_xexp_2291 (1,312 devices)\n\n"
        + ascii_table(
            [
                "purchase_week",
                "platform",
                "arm",
                "first_charges",
                "refunds_14d",
                "refund_rate",
                "refunds_pt_BR",
            ],
            rrows,
        )
        + "\n\nPooled by arm x platform (mature cohorts only):\n"
        + ascii_table(
            ["arm", "platform", "first_charges", "refunds_14d", "refund_rate"],
            [
                ["control", "android", 602, 24, "0.0399"],
                ["control", "ios", 871, 36, "0.0413"],
                ["variant_b2", "android", 311, 12, "0.0386"],
                ["variant_b2", "ios", 108, 4, "0.0370"],
                ["variant_c", "android", 546, 35, "0.0641"],
                ["variant_c", "ios", 790, 36, "0.0456"],
            ],
        )
        + "\nRefund reasons, variant_c android (n=35): ACCIDENTAL_PURCHASE 19 (pt-BR 16), NOT_AS_EXPECTED 7, "
        "BILLING_ISSUE 4, OTHER 5\n"
    )
    t = c.call(
        "Querying 14-day refunds by arm, platform and purchase week, mature cohorts only, with the cross-exposure exclusion applied.",
        (
            "warehouse",
            {
                "sql": "SELECT purchase_week, platform, arm, COUNT(*) first_charges, COUNTIF(refunded_within_14d) refunds_14d, "
                "... FROM analytics.store_transactions t JOIN flagpole_export.assignments a USING(install_id) WHERE "
                "a.exp_id='EXP-2291' AND is_first_charge AND NOT device_fingerprint IN (SELECT * FROM seg_xexp_2291) "
                "GROUP BY 1,2,3"
            },
            r_out,
        ),
    )
    m = c.say("""Yes, C breaches the guardrail on Android:

| arm | platform | first charges | 14-day refunds | rate |
|---|---|---|---|---|
| control | android | 602 | 24 | 4.0% |
| control | ios | 871 | 36 | 4.1% |
| variant_b2 | android | 311 | 12 | 3.9% |
| variant_b2 | ios | 108 | 4 | 3.7% (only one partial week) |
| variant_c | android | 546 | 35 | **6.4%** |
| variant_c | ios | 790 | 36 | 4.6% |

C-on-Android is at **6.4%**, over the 6% limit; C-on-iOS is fine. The reasons explain most of it: 19 of the 35 Android C refunds are ACCIDENTAL_PURCHASE, and 16 of those are pt-BR. That looks like Brazilian users not realising the 7-day trial converts automatically — Play grants those refunds almost automatically in BR. Without the pt-BR accidental refunds C-Android would be about 3.5%.

I would not stop C over this yet, but that's a judgement call for you and Tomás: the guardrail as written doesn't allow excluding a locale, and changing the guardrail definition mid-test after seeing the data is exactly the kind of thing finance will ask about. Options: (a) keep C running and report the breach with the pt-BR breakdown, (b) stop C in BR only, (c) stop C on Android.

Also noted in the analysis events: Android b2 tile flip `paywall_tile_billed_first` at 2024-08-16 17:05 UTC.""")
    c.label(
        "fact",
        "variant_c on Android breaches the refund guardrail at 6.4% (35/546); 16 of its 19 accidental-purchase "
        "refunds are pt-BR; C on iOS 4.6%",
        ["6.4%", "pt-BR"],
        m,
    )
    c.label(
        "reference",
        "Android b2 tile layout fix shipped via remote-config flag paywall_tile_billed_first at 2024-08-16 17:05 UTC",
        ["paywall_tile_billed_first", "17:05"],
        i_flip,
    )

    i = c.user(
        """talked to tomas. keep C running everywhere, report the breach as-is with the pt-BR breakdown, no guardrail redefinition. he wants a descriptive-only metric refund_14d_ex_accidental on the dashboard next to the real guardrail so henrik sees both (NOT a guardrail). he'll ask the Play partner manager whether BR trial refunds are normal for them. whether we end up excluding pt-BR in the final read is still open — he wants to see the full 14-day data first"""
    )
    met_out = """Metric created: refund_14d_ex_accidental (type: ratio, role: descriptive, NOT evaluated as guardrail)
  numerator: refunds within 14 days of first charge WHERE refund_reason != 'ACCIDENTAL_PURCHASE'
  denominator: first charges
Attached to EXP-2291 dashboard tile group 'Guardrails' (rendered grey, label: "descriptive only — see refund_14d_rate")
Backfill from 2024-07-29: queued, ~20 min
Guardrail list unchanged: refund_14d_rate (max 0.06), paywall_crash_free (min 0.995)
"""
    t = c.call(
        """Clear. C keeps running on both platforms, the guardrail stays as defined, and the readout reports C-Android's 6.4% with the pt-BR breakdown next to it. Adding Tomás's descriptive metric now, explicitly outside the guardrail list.""",
        (
            "exp",
            {
                "action": "create_metric",
                "experiment": "EXP-2291",
                "name": "refund_14d_ex_accidental",
                "role": "descriptive",
                "definition": "refunds_14d excluding refund_reason ACCIDENTAL_PURCHASE / first_charges",
            },
            met_out,
        ),
    )
    c.say(
        """Done: `refund_14d_ex_accidental` is on the dashboard next to the real guardrail, greyed and labelled descriptive-only; the guardrail list itself is unchanged. I'll treat "exclude pt-BR accidental refunds from the final read or not" as open until Tomás has the full 14-day data and the Play partner manager's answer."""
    )
    c.label(
        "decision",
        "Keep variant_c running on both platforms and report the Android refund breach as-is; guardrail unchanged, "
        "descriptive-only metric refund_14d_ex_accidental shown next to it",
        ["refund_14d_ex_accidental"],
        i,
    )
    c.label(
        "open_issue",
        "Still open whether pt-BR accidental-purchase refunds get excluded from C's guardrail in the final read; "
        "Tomás is asking the Play partner manager if BR trial refunds are normal",
        ["Play partner manager", "pt-BR"],
        i,
    )

    # ---- turn 10: grandfathering
    i = c.user(
        """Henrik again: "what happens to the people who bought B at 49.99 when they renew next year? do they get 44.99? 59.99?" I have no idea. can you check and open a ticket so finance decides"""
    )
    legacy = []
    for k in range(64):
        d = start + timedelta(days=rng.randint(0, 15))
        legacy.append(
            [
                f"GPA.33{rng.randint(10, 99)}-{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}"
                if k % 2
                else f"20000{rng.randint(10000000, 99999999)}",
                "android" if k % 2 else "ios",
                d.isoformat(),
                (d + timedelta(days=365)).isoformat(),
                rng.choice(["active", "active", "active", "cancelled_will_expire"]),
            ]
        )
    leg_out = (
        "Query job bq-job-b72e0d19 finished in 3.9 s\n\n"
        + ascii_table(
            ["original_txn / order_id", "platform", "purchased", "renews_on", "state"], legacy
        )
        + "\n... (showing 64 of 1,046)\n\nSummary old variant_b buyers (excl. seg_xexp_2291): 1,046 total · ios 598 · android 448 · "
        "refunded 43 · auto-renew off 187 · first renewals 2025-07-29 .. 2025-08-14\n"
        "Store config: iOS lumen.premium.annual.4999 and Android annual-4999 remain on sale at USD 49.99 (not shown on any paywall)\n"
    )
    t = c.call(
        "Pulling the old-B subscribers and what product they renew on.",
        (
            "warehouse",
            {
                "sql": "SELECT original_transaction_id, platform, purchase_date, renewal_date, state FROM "
                "analytics.store_transactions WHERE product_id IN ('lumen.premium.annual.4999','lumen_premium:annual-4999') "
                "AND is_first_charge ORDER BY purchase_date"
            },
            leg_out,
        ),
    )
    jira_out = """Created GROW-812: "EXP-2291: renewal price for old variant_b subscribers (bought at $49.99)"
Project: GROW · Type: Decision · Priority: Medium · Assignee: henrik.aalto@driftwoodlabs.io · Reporter: maya.okafor
Labels: pricing, exp-2291, finance
Due: 2024-09-27
Description:
  1,046 people bought the annual plan at USD 49.99 in old variant_b (2024-07-29 .. 2024-08-14), 598 iOS / 448 Android.
  They renew from 2025-07-29 on the same product ids (lumen.premium.annual.4999 / annual-4999), i.e. at 49.99 unless
  we change the product price, which on iOS requires user consent for increases and on Play a price-change notice.
  Options: (1) keep 49.99 forever (grandfather), (2) move to the winning price at renewal with notice,
  (3) move to 59.99 with notice. Finance to decide; no action needed before 2025-06.
Watchers: tomas.lindqvist, jun.park
URL: https://driftwoodlabs.atlassian.net/browse/GROW-812
"""
    t = c.call(
        "They renew on their original products. Opening the decision ticket for finance.",
        (
            "jira",
            {
                "action": "create",
                "project": "GROW",
                "type": "Decision",
                "assignee": "henrik.aalto@driftwoodlabs.io",
                "summary": "EXP-2291: renewal price for old variant_b subscribers (bought at $49.99)",
                "due": "2024-09-27",
            },
            jira_out,
        ),
    )
    c.label(
        "open_issue",
        "Undecided what the 1,046 old variant_b buyers renew at (grandfather, winning price, or control) — "
        "finance decision in GROW-812 assigned to Henrik, due 2024-09-27",
        ["GROW-812", "1,046"],
        t,
    )
    c.say("""Answer for Henrik: they renew at **the same price they bought at**, because renewals stay on the original product (`lumen.premium.annual.4999` / `annual-4999`), which is still on sale at USD 49.99, just not shown on any paywall. Nothing changes automatically.

There are **1,046** of them (598 iOS / 448 Android, cross-exposed devices excluded); first renewals start 2025-07-29. If finance wants them at a different price, that's a store price change with consent on iOS for increases and a notice period on Play.

Ticket: **GROW-812** (Decision, assigned to Henrik, due Sep 27) with the three options: grandfather at 49.99, move to the winning price, or move to 59.99. No rush technically — nothing needs to happen before mid-2025 — but it belongs in the readout.""")

    # ---- turn 11: interim look
    i = c.user(
        'it\'s sep 10. quick interim look pls — not to decide anything, henrik just wants to know if b2 is "going somewhere"'
    )
    irows = []
    for plat in ("android", "ios"):
        for a in ("control (concurrent)", "variant_b2", "variant_c"):
            v = rng.randint(9800, 15800) if plat == "ios" else rng.randint(10100, 12200)
            if a == "variant_b2" and plat == "ios":
                v = rng.randint(11500, 12600)
            conv = {"control (concurrent)": 0.0362, "variant_b2": 0.0411, "variant_c": 0.0268}[
                a
            ] * rng.uniform(0.95, 1.05)
            rpv = {"control (concurrent)": 1.88, "variant_b2": 1.94, "variant_c": 2.03}[
                a
            ] * rng.uniform(0.96, 1.04)
            irows.append(
                [plat, a, v, f"{conv:.4f}", f"{rpv:.3f}", f"[{rpv * 0.86:.3f}, {rpv * 1.15:.3f}]"]
            )
    i_out = (
        "Query job bq-job-c4410b8e finished in 31.0 s, 22.6 GB processed\n"
        "Window: control concurrent with b2 (from 2024-08-14 09:40 UTC), C full period; excludes seg_xexp_2291 and ineligible=true\n"
        "NOTE: revenue projection uses 2023 renewal curve; cohorts after 2024-08-27 have < 14 d refund maturity\n\n"
        + ascii_table(
            [
                "platform",
                "arm",
                "viewers",
                "viewer_to_paid",
                "rev_per_viewer_365d_proj",
                "95% CI (unadjusted)",
            ],
            irows,
        )
        + "\n\nPooled vs concurrent control (platform-stratified, unadjusted):\n"
        "  variant_b2: viewers 23,874  rev/viewer +3.1%  (95% CI -7.8% .. +14.9%)   viewer_to_paid +13.6%\n"
        "  variant_c : viewers 42,310  rev/viewer +7.9%  (95% CI -1.6% .. +18.2%)   viewer_to_paid -25.9%\n"
        "  concurrent control viewers 30,566\n"
    )
    t = c.call(
        "Running the interim cut — concurrent control, exclusions applied, unadjusted CIs, read-only.",
        (
            "warehouse",
            {
                "sql": "CALL analytics.exp_readout('EXP-2291', as_of => '2024-09-09', concurrent_control => TRUE, "
                "exclude_segments => ['seg_xexp_2291'], stratify => 'platform')"
            },
            i_out,
        ),
    )
    c.say("""Interim as of Sep 9 — **not for decisions**; the CIs are unadjusted and b2 is at 23,874 of its 29,450:

- **b2 ($44.99)**: viewer→paid **+13.6%** vs concurrent control — the lower price does bring more payers — but revenue per viewer only **+3.1%** (CI −7.8% to +14.9%). So far the extra payers roughly make up for the lower price, and not much more.
- **C ($79.99 + trial)**: fewer payers (−25.9% viewer→paid) but revenue per viewer **+7.9%** (CI −1.6% to +18.2%), the best point estimate so far. Remember its Android refund breach.

Something you could tell Henrik: "b2 brings more payers but is roughly revenue-neutral so far; the trial arm is ahead on revenue but has a refund question; final numbers Sep 30." I'd not give him the percentages — they will move, and the C vs b2 ranking is not settled at this sample size.""")

    # ---- turn 12: readout skeleton
    i = c.user(
        """perfect, sent him that line. now: can you create the readout doc skeleton at growth/readouts/EXP-2291-readout.md so Tomás can fill numbers in. needs to go to Henrik Aalto by October 2 at the latest (freeze is oct 4). include the frozen B side note + grandfathering ticket + the C refund thing"""
    )
    skeleton = """# EXP-2291 readout — Lumen Premium annual price (paywall_annual_price_q3)

Status: DRAFT · Analyst: Tomás Lindqvist · PM: Maya Okafor · Finance: Henrik Aalto
Due to finance: **2024-10-02** (Q4 planning freeze 2024-10-04)

## TL;DR
_(fill after final run of nb/exp2291_final.ipynb on/after 2024-09-30)_

## Design as run
| arm | annual | trial | window | notes |
|---|---|---|---|---|
| control | $59.99 | — | 2024-07-29 → 2024-09-16 | b2 comparison uses concurrent control only (from 2024-08-14 09:40 UTC) |
| variant_b2 | $44.99 | — | 2024-08-14 → 2024-09-16 | Android from 08-14; iOS from 2024-08-23 14:31 UTC (4.18.1, build 1192) |
| variant_c | $79.99 | 7 days | 2024-07-29 → 2024-09-16 | |
| variant_b (frozen) | $49.99 | — | 2024-07-29 → 2024-08-14 | excluded from primary; side note only |

- Target n: 29,450 per arm (Bonferroni, 2 comparisons, alpha 0.025 each, power 0.8, MDE 10%, CV 3.934).
- Exclusions: seg_xexp_2291 (cross-exposed reinstall devices), iOS ineligible b2 assignees, devices without fingerprint noted (214).
- Events: 2024-08-16 03:51 PDT iOS 4.18.0 rejected (3.1.2, weekly price prominence); 2024-08-16 17:05 UTC Android tile
  flag paywall_tile_billed_first; 2024-08-23 iOS b2 start.

## Primary: revenue per viewer (365-day projection)
_(table per arm x platform, stratified estimate, Bonferroni-adjusted CIs)_

## Guardrails
- Refund 14d ≤ 6%: _(per arm x platform)_. Known: variant_c Android breached at interim (pt-BR accidental purchases);
  reported as-is, no guardrail redefinition. Exclusion of pt-BR in the final read: OPEN (Tomás, Play partner manager).
- Crash-free ≥ 99.5%: _(fill)_

## Side note: frozen variant_b ($49.99)
_(descriptive only, 2024-07-29 → 2024-08-14, not comparable to b2)_

## Existing subscribers
- 1,046 old-B buyers renew at $49.99 unless finance decides otherwise: GROW-812 (Henrik, due 2024-09-27).

## Recommendation
_(fill)_
"""
    t = c.call(
        "Creating the skeleton.",
        (
            "docs",
            {"action": "write", "path": "growth/readouts/EXP-2291-readout.md", "content": skeleton},
            "Wrote growth/readouts/EXP-2291-readout.md (2,614 bytes), shared with tomas.lindqvist@driftwoodlabs.io (edit), "
            "henrik.aalto@driftwoodlabs.io (comment) · revision r1\n",
        ),
    )
    c.label(
        "reference",
        "Readout document growth/readouts/EXP-2291-readout.md (skeleton for Tomás)",
        ["growth/readouts/EXP-2291-readout.md"],
        i,
    )
    c.label(
        "pending_action",
        "Send the final readout to Henrik Aalto by 2024-10-02 (Q4 freeze Oct 4); Tomás fills numbers after "
        "the final run on/after Sep 30",
        ["Henrik Aalto", "2024-10-02"],
        t - 1,
    )
    c.say(
        """Skeleton is at **growth/readouts/EXP-2291-readout.md** (r1), Tomás can edit and Henrik can comment. It has the design as actually run (including the b2 dates and the iOS start), the n and correction, exclusions, the event timeline, empty tables for primary and guardrails, the C-Android refund note with the pt-BR question marked OPEN, the frozen-B side note, and the GROW-812 grandfathering item. Due date in the header: 2024-10-02."""
    )

    # ---- turn 13: grace period
    i = c.user(
        "tomas spotted something in play console — b2's base plan has a different grace period than the others? does that matter"
    )
    gp_out = """Google Play Console — com.driftwoodlabs.lumen › lumen_premium › base plans

annual-5999         grace period 16 days · account hold 30 days · resubscribe: allowed · tags: control
annual-4999         grace period 16 days · account hold 30 days · resubscribe: allowed · tags: exp2291-b (frozen)
annual-7999-trial7  grace period 16 days · account hold 30 days · resubscribe: allowed · tags: exp2291-c
annual-4499         grace period 7 days (default) · account hold 53 days (default) · resubscribe: allowed · tags: (none)
monthly-999         grace period 16 days · account hold 30 days · resubscribe: allowed

Audit log (annual-4499):
  2024-08-14 08:57 UTC  jun.park@driftwoodlabs.io  created base plan annual-4499 (copied price only)
  2024-08-14 09:02 UTC  system                     regional prices generated (172 regions)
  2024-08-14 09:03 UTC  jun.park@driftwoodlabs.io  activated

iOS: billing grace period is app-level (16 days, on) — applies to all products in group 21044387.
"""
    t = c.call(
        "Pulling the base plan settings.",
        (
            "store",
            {"action": "base_plans", "platform": "android", "subscription": "lumen_premium"},
            gp_out,
        ),
    )
    c.say("""Confirmed: Android **annual-4499** was created with Play's defaults — **7-day grace period** and 53-day account hold — while every other base plan has 16 days grace / 30 days hold. Jun copied only the price when he created it on Aug 14. iOS is fine (grace is app-level, 16 days for all products).

Does it matter? Not for the primary metric or the guardrail: both are driven by first purchases and 14-day refunds, and grace periods only come into play when a *renewal* payment fails. The 365-day projection uses the 2023 renewal curve rather than observed renewals, so observed data in this test can't be affected either. It could matter a little for the *real* renewal rate of b2 subscribers next August (shorter grace → slightly more involuntary churn).

My suggestion: **don't change it mid-test** (changing it only affects future renewals anyway, so there's no urgency), note it in the readout, and fix it to 16 days after Sep 16 if b2 doesn't win. If b2 wins it should be fixed before it's rolled out to everyone.""")

    c.label(
        "fact",
        "Android base plan annual-4499 was created with Play defaults (7-day grace, 53-day account hold) while all "
        "other base plans use 16/30",
        ["53 days"],
        t,
    )
    i = c.user(
        "agreed, leave it, note it in the readout, fix after the 16th. add a line to the doc pls. and then — I'm out thursday and friday. what's still open on this and who owns what? short pls"
    )
    t = c.call(
        "Adding it under Design as run.",
        (
            "docs",
            {
                "action": "edit",
                "path": "growth/readouts/EXP-2291-readout.md",
                "after_heading": "## Design as run",
                "append": "- Android base plan annual-4499 has grace period 7 days / account hold 53 days (Play defaults) vs 16/30 on all "
                "other base plans; not changed mid-test; does not affect first-purchase or 14-day refund metrics. Fix to "
                "16/30 after enrolment ends 2024-09-16 (Jun).",
            },
            "Edited growth/readouts/EXP-2291-readout.md · revision r2 (+1 line under '## Design as run')\n"
            "Diff:\n@@ -19,6 +19,9 @@\n - Events: 2024-08-16 03:51 PDT iOS 4.18.0 rejected (3.1.2, weekly price prominence); 2024-08-16 17:05 UTC Android tile\n"
            "   flag paywall_tile_billed_first; 2024-08-23 iOS b2 start.\n+- Android base plan annual-4499 has grace period 7 days / account hold 53 days (Play defaults) vs 16/30 on all\n"
            "+  other base plans; not changed mid-test; does not affect first-purchase or 14-day refund metrics. Fix to\n+  16/30 after enrolment ends 2024-09-16 (Jun).\n",
        ),
    )
    c.label(
        "pending_action",
        "Jun to change annual-4499 grace period/account hold to 16/30 days after enrolment ends Sep 16",
        ["16/30", "Jun"],
        t - 1,
    )
    m = c.say("""Added to the readout (r2): the annual-4499 grace/hold difference and the follow-up for Jun.

**EXP-2291 — state on Fri Sep 13**

Running as: control $59.99 · variant_b2 $44.99 (since 2024-08-14, iOS since 08-23 on 4.18.1) · variant_c $79.99 + 7-day trial. Old B ($49.99) frozen, side note only. Target 29,450/arm; enrolment ends Monday 2024-09-16 23:59 UTC (automatic, nothing to do); cross-exposed devices excluded (seg_xexp_2291).

Still to do:
- **Tomás** — final run of nb/exp2291_final.ipynb once the refund window closes (not before 2024-09-30), fill growth/readouts/EXP-2291-readout.md.
- **You / Tomás** — readout to Henrik Aalto by 2024-10-02.
- **Jun** — annual-4499 grace/hold to 16/30 once enrolment has ended (from Sep 17).

Open questions:
- Exclude pt-BR accidental refunds from C's Android guardrail? Waiting on the Play partner manager + full 14-day data (Tomás).
- Renewal price for the 1,046 old-B buyers — GROW-812, Henrik, due Sep 27.

Nothing needs you next Thu/Fri unless Henrik wants numbers early — if he does, point him to the interim caveat.""")
    return c


# =============================================================================
# 2. Delivery van fleet maintenance scheduling (English)
# =============================================================================


def conv_fleet():
    rng = random.Random(4417)
    sysmsg = (
        "You are the fleet operations assistant for Brightway Parcel, a regional last-mile delivery company "
        "with two depots (Harlow Street and Eastgate). Tools: `fleetdb` (maintenance records, odometers and "
        "telematics; SQL), `recall` (manufacturer recall lookup by VIN), `parts` (parts supplier order portal), "
        "`mail` (fleet@brightwayparcel.com mailbox: search, read, draft, send), `calendar` (garage and dealer "
        "booking), `docs` (fleet policy docs repo and shared files), `sheet` (shared planning spreadsheets). "
        "Be concrete about vans (BW numbers), dates and costs."
    )
    c = Conv(
        "blind-fleet-maintenance-scheduling",
        "Brightway Parcel van fleet: service interval change, garage switch, "
        "Ford recall and slipping parts before peak",
        sysmsg,
        "call_fm",
    )

    # ---- fleet data
    vans = []
    transit_years = [2021] * 9 + [2022] * 12 + [2023] * 9
    since_transit = (
        [rng.randint(10150, 12900) for _ in range(8)]
        + [rng.randint(7600, 9900) for _ in range(8)]
        + [rng.randint(900, 7300) for _ in range(14)]
    )
    rng.shuffle(since_transit)
    since_esp = [rng.randint(1500, 13800) for _ in range(17)]
    since_esp.insert(9, 15420)
    vin_chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    for k in range(48):
        vid = f"BW-{101 + k}"
        if k < 30:
            model, yr, since, interval = (
                "Ford Transit 250 3.5L",
                transit_years[k],
                since_transit[k],
                10000,
            )
            vin = (
                "1FTBR1C8"
                + rng.choice("0123456789")
                + {2021: "M", 2022: "N", 2023: "P"}[yr]
                + "K"
                + "".join(rng.choice("0123456789") for _ in range(6))
            )
        else:
            model, yr, since, interval = (
                "Mercedes eSprinter 3500 (113 kWh)",
                2023,
                since_esp[k - 30],
                15000,
            )
            vin = (
                "W1Y4NBVY"
                + rng.choice("0123456789")
                + "P"
                + "T"
                + "".join(rng.choice("0123456789") for _ in range(6))
            )
        odo = since + rng.randint(18000, 61000) if k < 30 else since + rng.randint(6000, 21000)
        depot = "Harlow St" if k % 2 == 0 else "Eastgate"
        last = date(2024, 9, 23) - timedelta(
            days=int(since / rng.uniform(95, 125)) + rng.randint(0, 9)
        )
        vans.append(
            {
                "id": vid,
                "model": model,
                "year": yr,
                "vin": vin,
                "depot": depot,
                "odo": odo,
                "since": since,
                "interval": interval,
                "last": last,
            }
        )
    vmap = {v["id"]: v for v in vans}
    # recall scope: 2022 + first 7 of 2023 -> 19; later 4 late-2021 builds -> 23
    t22 = [v for v in vans[:30] if v["year"] == 2022]
    t23 = [v for v in vans[:30] if v["year"] == 2023][:7]
    t21 = [v for v in vans[:30] if v["year"] == 2021][-4:]
    recall_first = t22 + t23
    recall_added = t21
    assert len(recall_first) == 19 and len(recall_added) == 4

    def overdue(limit_transit):
        return [
            v for v in vans if v["since"] > (limit_transit if v["interval"] == 10000 else 15000)
        ]

    def fleet_table(limit_transit):
        rows = []
        for v in vans:
            lim = limit_transit if v["interval"] == 10000 else 15000
            status = (
                "OVERDUE"
                if v["since"] > lim
                else ("due <500mi" if v["since"] > lim - 500 else "ok")
            )
            rows.append(
                [
                    v["id"],
                    v["model"][:22],
                    v["year"],
                    v["depot"],
                    v["odo"],
                    v["last"].isoformat(),
                    v["since"],
                    lim,
                    status,
                    rng.choice(
                        ["-", "-", "-", "P0420 (hist)", "U0100 (hist)", "-", "C1A00 (cleared)"]
                    ),
                ]
            )
        return ascii_table(
            [
                "van",
                "model",
                "yr",
                "depot",
                "odometer_mi",
                "last_service",
                "mi_since",
                "interval_mi",
                "status",
                "dtc",
            ],
            rows,
        )

    od_old = overdue(10000)
    od_new = overdue(7500)
    assert len(od_old) == 9 and len(od_new) == 17, (len(od_old), len(od_new))

    sop = """# SOP-MAINT-07 — Preventive maintenance intervals (light commercial vans)

Owner: Fleet Operations · Version 3.2 · Last reviewed 2023-11-06 (D. Whitcombe)

## 1. Scope
All Brightway Parcel delivery vans at Harlow Street and Eastgate depots. Rental/spot-hire vans follow the lessor's schedule.

## 2. Intervals
| model | interval | includes |
|---|---|---|
| Ford Transit 250 3.5L (gas) | 10,000 mi or 12 months, whichever first | oil & filter, tyre rotation, brake inspection (pads/rotors measured), multi-point inspection, cabin filter every 2nd |
| Mercedes eSprinter 3500 | 15,000 mi or 12 months | brake inspection + fluid, HV system visual + insulation check (HV-certified tech only), coolant (battery loop), cabin filter, tyre rotation |

Brake pads are replaced at **3 mm** or below (manufacturer minimum 2 mm). A van measured below 3 mm between services is
flagged RED in fleetdb and may only run its route if the pad replacement is booked within 5 working days.

## 3. Capacity rule
No more than **4 vans off the road** on any one day across both depots (service, recall, repair, parked) during
normal operations. Peak (first Monday of November to January 5): the Ops Director sets the cap.

## 4. Providers
- Routine service: Keller Auto Works, 1180 Elm St (Rich Keller) — preferred vendor since 2019, agreement KAW-2022-03.
- Ford warranty/recall: Harbor Ford service, 4400 Harbor Rd (service advisor on account: Melissa Tran).
- Mercedes warranty/HV: Sprinter Center Westland.
- Tyres: national account (TyreLink), mobile fitting at depot.

## 5. Records
Every job is entered into fleetdb `maint.jobs` with invoice number, odometer and technician within 2 working days.
The overdue report is `maint.v_due_status`, refreshed nightly from telematics odometer pings.

## 6. Review
Intervals are reviewed yearly or when duty-cycle data or the manufacturer's guidance change. Any change is made by
pull request to this file in the fleet-docs repo and approved by the Fleet Operations manager.

## Appendix A — duty cycle definitions (from Ford Transit Owner's Manual, Scheduled Maintenance)
"Special operating conditions" include: extensive idling, low-speed driving for long distances (e.g. delivery
service), frequent short trips, towing, dusty conditions. Vehicles under these conditions follow the Special
Operating Conditions schedule (engine oil and filter every 5,000 mi / 6 months or as indicated by the Intelligent
Oil-Life Monitor, never exceeding 7,500 mi).
"""

    i = c.user("""Morning. Need a hand getting our van maintenance under control before peak. Peak starts Nov 4 and after that nobody gets a van off the road for anything short of a breakdown. So between now and then I want every van inside its service interval and any open recall work done — and we can't have more than 4 vans off the road on any day, the depots can't cover routes otherwise.

Can you pull what's overdue right now? Policy doc is in the fleet-docs repo, SOP-MAINT-07 I think""")
    c.label(
        "user_goal",
        "Before peak starts Nov 4: every van inside its service interval and all open recall work done, "
        "while respecting the daily off-road cap",
        ["Nov 4"],
        i,
    )
    t = c.call(
        "Pulling the due-status view and the SOP.",
        (
            "fleetdb",
            {"sql": "SELECT * FROM maint.v_due_status ORDER BY van"},
            "-- maint.v_due_status refreshed 2024-09-23 02:10 (telematics pings through 2024-09-22 23:58)\n"
            + fleet_table(10000)
            + f"\n48 rows · OVERDUE {len(od_old)} · due <500mi "
            f"{sum(1 for v in vans if v['interval'] == 10000 and 9500 < v['since'] <= 10000)}\n",
        ),
        (
            "docs",
            {"action": "read", "repo": "fleet-docs", "path": "docs/fleet/SOP-MAINT-07.md"},
            sop,
        ),
    )
    c.label(
        "reference",
        "Maintenance policy docs/fleet/SOP-MAINT-07.md in the fleet-docs repo; due report maint.v_due_status",
        ["docs/fleet/SOP-MAINT-07.md", "maint.v_due_status"],
        t - 1,
    )
    ids_old = ", ".join(v["id"] for v in od_old)
    c.say(f"""Current state (nightly refresh, odometers through last night):

- **48 vans**: 30 Ford Transit 250 (gas, 2021–23) and 18 Mercedes eSprinter (2023).
- **9 overdue** under SOP-MAINT-07 v3.2: {ids_old}. Eight are Transits past 10,000 mi; the eSprinter is {od_old[-1]["id"]} at {od_old[-1]["since"]:,} mi since its last service (limit 15,000).
- No van is past the 12-month limit — mileage is the binding constraint everywhere.

Two things in the SOP worth flagging before we plan:
1. The capacity rule matches what you said: max 4 vans off the road per day across both depots, and it counts *parked* vans too, not just ones at the garage.
2. Appendix A quotes Ford's "special operating conditions" schedule — delivery service with lots of idling and short hops is the textbook example, and it caps oil changes at 7,500 mi. Our SOP still applies the normal 10,000 mi to the Transits. If we're honestly in severe duty, more vans are overdue than the report says. I can pull the telematics duty-cycle numbers to check, if you want.""")

    # ---- turn 2: duty cycle
    i = c.user(
        "yes pull it. the ford guy at harbor said the same thing last month and I ignored him lol"
    )
    tel = []
    for v in vans[:30]:
        tel.append(
            [
                v["id"],
                v["depot"],
                f"{rng.uniform(17, 29):.1f}",
                f"{rng.uniform(31, 44):.1f}",
                rng.randint(118, 171),
                f"{rng.uniform(8.2, 12.5):.1f}",
                f"{rng.uniform(2.1, 4.8):.1f}",
                rng.randint(72, 109),
            ]
        )
    noise = []
    for k in range(92):
        v = rng.choice(vans)
        noise.append(
            f"2024-09-{rng.randint(16, 22)}T{rng.randint(5, 20):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}Z "
            f"{rng.choice(['INFO', 'INFO', 'WARN', 'DEBUG'])} telematics-agg {v['id']} "
            f"{rng.choice(['ping gap 14m (tunnel/underground dock)', 'odometer jump filtered (+0.0)', 'ignition cycle count reset after gateway update', 'GPS fix lost 3m', 'idle > 20m flagged', 'harsh braking event g=0.41', 'door open at speed 4mph'])}"
        )
    tel_out = (
        "-- telematics.duty_cycle_30d (2024-08-23 .. 2024-09-22), Transit fleet\n"
        + "\n".join(noise[:30])
        + "\n\n"
        + ascii_table(
            [
                "van",
                "depot",
                "avg_mph",
                "idle_pct",
                "stops_per_day",
                "mi_between_stops",
                "short_trips_per_day",
                "engine_hours_wk",
            ],
            tel,
        )
        + "\n\nFleet (Transit) 30-day averages: avg speed 22.6 mph · idle 37.9% of engine time · 141 stops/day · "
        "engine oil life monitor at service: median 21% remaining at 7,400 mi, 0% at 9,800 mi (n=22 services)\n"
        + "\n".join(noise[30:])
        + "\n"
    )
    t = c.call(
        "Duty-cycle aggregates for the Transits, last 30 days:",
        (
            "fleetdb",
            {
                "sql": "SELECT van, depot, avg_mph, idle_pct, stops_per_day, mi_between_stops, short_trips_per_day, "
                "engine_hours_wk FROM telematics.duty_cycle_30d WHERE model LIKE 'Ford Transit%' ORDER BY van"
            },
            tel_out,
        ),
    )
    c.say("""That's severe duty by any definition: average 22.6 mph, engine idling 38% of the time, ~141 stops a day. The oil-life monitor agrees: at the services we've done, the median van had 21% oil life left at ~7,400 mi and **0% by ~9,800 mi**. So at 10,000 mi we're running past the monitor's own limit.

Proposal:
- **Transits → 7,500 mi / 12 months** (Ford's special operating conditions ceiling). Brake inspection stays at every service.
- **eSprinters stay at 15,000 mi** — regenerative braking and no engine oil, the severe-duty argument doesn't apply the same way.

Effect: under 7,500 mi, 17 vans are overdue instead of 9. Want me to switch the due-status view to 7,500 for the Transits? The SOP text itself needs a PR that you approve (section 6), which I can draft separately.""")

    i = c.user(
        "do it. 7,500 for the transits, effective today. and yeah draft the SOP PR later, not urgent"
    )
    upd_out = (
        "UPDATE maint.intervals SET interval_mi = 7500, effective_from = '2024-09-24', changed_by = 'dwhitcombe', "
        "reason = 'severe duty (telematics 30d: idle 37.9%, 22.6 mph)' WHERE model_family = 'TRANSIT_250';\n"
        "1 row updated.\nREFRESH MATERIALIZED VIEW maint.v_due_status;\nrefreshed in 2.41 s\n\n"
        + fleet_table(7500)
        + f"\n48 rows · OVERDUE {len(od_new)} · due <500mi "
        f"{sum(1 for v in vans if v['interval'] == 10000 and 7000 < v['since'] <= 7500)}\n"
    )
    t = c.call(
        "Updating the interval table and refreshing the view.",
        (
            "fleetdb",
            {
                "sql": "UPDATE maint.intervals SET interval_mi = 7500, effective_from = '2024-09-24' WHERE model_family = 'TRANSIT_250'; "
                "REFRESH MATERIALIZED VIEW maint.v_due_status; SELECT * FROM maint.v_due_status ORDER BY van"
            },
            upd_out,
        ),
    )
    c.old(
        "Ford Transit service interval was 10,000 mi (replaced by 7,500 mi severe-duty interval from 2024-09-24)",
        ["10,000"],
        t,
    )
    c.label(
        "decision",
        "Ford Transit service interval is 7,500 mi / 12 months (severe duty) effective 2024-09-24; eSprinters stay at "
        "15,000 mi",
        ["7,500", "2024-09-24"],
        t - 1,
    )
    ids_new = ", ".join(v["id"] for v in od_new)
    c.label(
        "fact",
        "17 vans overdue under the new interval (16 Transits + 1 eSprinter)",
        ["17 overdue"],
        t + 1,
    )
    c.say(f"""Done — Transit interval is **7,500 mi** from 2024-09-24, view refreshed. Now **17 overdue**: {ids_new}.

That's 16 Transits plus the one eSprinter. With the 4-vans-off cap and roughly one working day per service, that's about a week and a half of garage slots on its own, before any recall work. I've noted the SOP PR as a to-do for later.""")

    # ---- turn 3: recall
    i = c.user("""ok here's the other thing. got this letter from Ford today (scanned):

"IMPORTANT SAFETY RECALL 24S52 — Certain 2022-2023 Transit vehicles. Rear axle shaft retaining bolts may have been improperly torqued during assembly and may loosen... Dealers will inspect and replace the rear axle shaft bolts... Remedy parts are expected to be available the week of October 7, 2024. Do not return your vehicle before the dealer confirms parts..."

which of ours are in it?""")
    rl = []
    for v in vans[:30]:
        aff = v in recall_first
        rl.append(
            [
                v["id"],
                v["vin"],
                v["year"],
                "24S52" if aff else "-",
                "OPEN - REMEDY NOT YET AVAILABLE" if aff else "NOT AFFECTED",
                "23V-611 (closed 2023-05-12)" if v["year"] == 2021 and rng.random() < 0.6 else "-",
            ]
        )
    rec_out = (
        "recall-lookup v2.3 · source: manufacturer campaign feed, cached 2024-09-25 06:00 UTC · 30 VINs queried\n\n"
        + ascii_table(["van", "vin", "my", "open_campaign", "status", "other_campaigns"], rl)
        + f"\n\nSummary: 24S52 open on {len(recall_first)} VINs · remedy parts ETA wk of 2024-10-07 · dealer labour est. 0.8 h/vehicle\n"
        "eSprinter VINs (18) queried separately: no open campaigns.\n"
    )
    t = c.call(
        "Running all Transit VINs through the recall lookup (and the eSprinters for completeness).",
        (
            "recall",
            {"action": "lookup", "vins": [v["vin"] for v in vans[:30]], "include_closed": True},
            rec_out,
        ),
    )
    ids_r = ", ".join(v["id"] for v in recall_first)
    n_ov = sum(1 for v in recall_first if v in od_new)
    c.say(f"""Recall **24S52** is open on **19 VINs**: {ids_r}. That's all twelve of our 2022s plus seven of the 2023s; the two late-2023 builds and all 2021s come back as not affected. No eSprinter campaigns.

Practical bits:
- Dealer estimate is 0.8 h per van, so Harbor Ford could do 3–4 a day if they have bays. Each one still counts against our 4-per-day cap.
- Parts aren't there before the week of Oct 7, so recall work can only happen Oct 7 – Nov 1: four weeks.
- {n_ov} of the 19 are also on the overdue list. If Harbor Ford does the service at the same visit, those vans only come off the road once — worth asking Melissa Tran.""")
    c.old(
        "Recall 24S52 scope was 19 VINs (corrected to 23 after Ford's VIN list update)",
        ["19 VINs"],
        t + 1,
    )

    # ---- turn 4: Keller problems, switch garage
    i = c.user(
        "Keller sent something this morning that made me want to throw my phone. can you find it. also I think there's an old thread about INV-88213, pull that too"
    )
    kel = """Search: from:keller* OR INV-88213 — 2 threads

=== Thread A ===
From: Rich Keller <rich@kellerautoworks.com>
To: fleet@brightwayparcel.com
Date: Thu, 26 Sep 2024 07:12 -0400
Subject: Capacity & rates Q4

Dana,

Heads up before you send me the fall list. Lost two techs this summer and can't replace them till January,
so starting October I can only take 2 of your vans a day, drop-off 7am, pick-up next morning (no same-day).
Also our labor rate goes from $128 to $149/hr on the 1st — parts markup stays where it is. I know it's a jump,
insurance and the new lift payments. Happy to talk.

Rich

=== Thread B (4 messages) ===
From: Dana Whitcombe <dana.whitcombe@brightwayparcel.com>
To: Rich Keller <rich@kellerautoworks.com>
Date: Tue, 10 Sep 2024 16:40 -0400
Subject: RE: INV-88213 / BW-117 brakes

Rich — still waiting on this. INV-88213 bills BW-117 front pads + rotors ($612.40) but INV-88190 from the
week before already has the same job on the same van (same odometer, 48,211). We paid 88190. Please credit.

> From: Rich Keller, Wed 28 Aug 2024 11:03
> Looking into it, office manager is out this week.
>
> From: Dana Whitcombe, Mon 26 Aug 2024 09:15
> Hi Rich, INV-88213 looks like a duplicate of INV-88190 (BW-117, front pads+rotors, $612.40). Can you check?
>
> From: accounts@kellerautoworks.com, Fri 23 Aug 2024 17:02
> Please find attached invoice INV-88213. Terms: net 30.
"""
    t = c.call(
        "Searching the fleet mailbox.",
        ("mail", {"action": "search", "query": "from:keller* OR INV-88213", "limit": 20}, kel),
    )
    c.say("""Found both.

**Keller, Sep 26:** starting October they can take only **2 vans a day** (drop-off 7am, back next morning, so each van is off the road ~2 days), and the labour rate goes **$128 → $149/hr**. For our plan that's the real problem: 17 services at 2/day with overnight turnarounds ties up a lot of our 4 slots.

**INV-88213:** a duplicate of INV-88190 — both bill BW-117 front pads + rotors for **$612.40** at the same odometer (48,211). You paid 88190 and have asked for a credit three times since Aug 26; Rich's last reply (Aug 28) was "looking into it". Still unresolved.

Do you have an alternative shop in mind? If you have quotes in the drive I can compare them.""")

    i = c.user(
        "there's a quote from Route 9 Fleet Service in the vendor folder, Luis Ortega sent it in july when I was annoyed with keller the last time. compare them pls"
    )
    quote = """File: shared/vendors/route9/Route9_Fleet_Quote_Brightway_2024-07.pdf (text extracted)

ROUTE 9 FLEET SERVICE · 2250 State Route 9, Bldg C · (614) 555-0187 · luis@route9fleet.com
Quote Q-2024-0712 for Brightway Parcel · Prepared by Luis Ortega, Fleet Accounts · Valid until 2024-12-31

1. Labour
   Standard labour rate ............................................. $136.00 / hr
   Fleet account discount (>= 25 vans) .................................... incl.
   Night service (vans dropped 6pm, ready 5am) ............................. +$0
2. Capacity
   4 service bays dedicated to fleet accounts, Mon–Fri. Night shift 2 bays.
   Same-day turnaround for PM services booked before 7am.
3. Fixed-price menus (parts + labour, excl. tax)
   Ford Transit PM-A (oil & filter, rotate, brake measure, multi-point) ............. $189.00
   Ford Transit PM-B (PM-A + cabin & engine air filter) ............................. $246.00
   Front pads + rotors, Transit 250 ................................................. $548.00
   Mercedes eSprinter PM (brake fluid, cabin filter, rotate, visual) ................. $212.00
     NOTE: HV system insulation check NOT included — our technicians are not HV-certified.
     Vans requiring HV work must go to an authorised Mercedes-Benz Vans partner.
4. Other
   Mobile tyre service via partner, loaner van not available, pickup/delivery from depot $45/van.
   Invoices electronic, net 30, PO number required on each job.
5. Terms
   Master service agreement required (12 months, either party may terminate with 30 days' notice).
"""
    kel_rates = """File: shared/vendors/keller/KAW-2022-03_rate_schedule.xlsx (sheet 'Rates 2024', exported)
item,price_usd,notes
labour_rate_hr,128.00,"to 2024-09-30; $149.00 from 2024-10-01 per R. Keller email 2024-09-26"
transit_pm_a,174.00,"oil & filter, rotate, brake measure"
transit_pm_b,231.00,
transit_front_pads_rotors,612.40,"incl. hardware kit"
esprinter_pm,205.00,"HV check subcontracted to Sprinter Center Westland, +$95"
shop_supplies,4.5%,"of labour"
turnaround,next-day,"from 2024-10-01; 2 vans/day max"
"""
    t = c.call(
        "Reading the Route 9 quote and Keller's current rate schedule.",
        (
            "docs",
            {
                "action": "read",
                "path": "shared/vendors/route9/Route9_Fleet_Quote_Brightway_2024-07.pdf",
            },
            quote,
        ),
        (
            "docs",
            {
                "action": "read",
                "path": "shared/vendors/keller/KAW-2022-03_rate_schedule.xlsx",
                "sheet": "Rates 2024",
            },
            kel_rates,
        ),
    )
    c.label(
        "reference",
        "Route 9 contact Luis Ortega, luis@route9fleet.com; quote Q-2024-0712",
        ["luis@route9fleet.com", "Q-2024-0712"],
        t,
    )
    c.label(
        "open_issue",
        "Route 9's technicians are not HV-certified, so the eSprinters' 12-month HV insulation check has to go "
        "elsewhere (Sprinter Center Westland?) — not yet arranged",
        ["not HV-certified"],
        t,
    )
    c.say("""Side by side, once Keller's October changes kick in:

| | Keller Auto Works | Route 9 Fleet Service |
|---|---|---|
| Labour | $149/hr | **$136/hr** |
| Capacity | 2 vans/day, next-day return | 4 fleet bays, **same-day** if dropped before 7am; night shift (drop 6pm, ready 5am) |
| Transit PM-A | $174 (old labour rate, will rise) | $189 fixed |
| Transit front pads+rotors | $612.40 | $548 |
| eSprinter PM | $205 + $95 HV check via Westland | $212, **no HV check** (not HV-certified) |
| Pickup from depot | — | $45/van |
| Contract | KAW-2022-03 | needs a 12-month MSA, 30-day termination |

Route 9 is cheaper on labour and on brakes, a bit dearer on the PM menu. What matters for the deadline is the **night service**: a van that runs its route, goes in at 6pm and is back at 5am is never off the road during a working day. If we do it that way, routine services hardly touch the 4-per-day cap, and the cap is left for recall visits and repairs.

Catch: eSprinter PMs include an HV insulation check that Route 9 can't do. Keller currently subs that to Sprinter Center Westland; with Route 9 we'd have to arrange it ourselves.""")

    i = c.user(
        """switching. Route 9 from Oct 1 for all routine work, night service wherever possible. tell Luis we want to start, and ask for the MSA. keller keeps nothing new but I still want my $612.40 back. don't know yet about the HV thing, park it"""
    )
    c.old(
        "Routine service garage was Keller Auto Works (replaced by Route 9 Fleet Service from Oct 1)",
        ["Keller", "routine"],
        i,
    )
    c.label(
        "decision",
        "Switch all routine maintenance from Keller to Route 9 Fleet Service (Luis Ortega, $136/hr, quote Q-2024-0712) "
        "from Oct 1, using night service where possible",
        ["Route 9", "Oct 1"],
        i,
    )
    sent = """Sent: 2024-09-26 11:48 -0400 · message-id <bw-20240926-1148-77f2@brightwayparcel.com>
From: fleet@brightwayparcel.com (on behalf of Dana Whitcombe)
To: Luis Ortega <luis@route9fleet.com>
Cc: dana.whitcombe@brightwayparcel.com
Subject: Brightway Parcel — starting fleet service Oct 1 (your quote Q-2024-0712)

Hi Luis,

We'd like to move our routine maintenance to Route 9 starting Tuesday Oct 1, based on your quote Q-2024-0712
($136/hr, fixed-price PM menus, night service).

Volume to start: 16 Ford Transit 250 PM services that are due now (our interval for Transits is 7,500 mi), then
ongoing PMs for 48 vans (30 Transit 250, 18 eSprinter 3500). We'd like to use night service (drop 6pm, ready
5am) wherever possible, 2 vans a night to begin with.

Could you send the master service agreement for signature, and confirm the first night slot you can offer?
Our POs will come from fleet@brightwayparcel.com.

Thanks,
Dana Whitcombe
Fleet & Operations Manager, Brightway Parcel
"""
    t = c.call(
        "Sending Luis the start request.",
        (
            "mail",
            {
                "action": "send",
                "to": ["luis@route9fleet.com"],
                "cc": ["dana.whitcombe@brightwayparcel.com"],
                "subject": "Brightway Parcel — starting fleet service Oct 1 (your quote Q-2024-0712)",
            },
            sent,
        ),
    )
    c.say("""Sent to Luis (11:48): start Oct 1, 16 Transit PMs first, night service at 2 vans a night to begin with, MSA requested.

Keller: no new jobs. The INV-88213 credit ($612.40) is still open with Rich — do you want me to send him a firmer note, or will you call him? HV check is parked as an open question.""")

    # ---- turn 5: parts for eSprinter brakes
    i = c.user(
        "I'll call rich myself. next: the two eSprinters with brake wear warnings, BW-131 and BW-136 — did the pad kits I ordered come in? ordered from the mercedes parts portal last week"
    )
    po_lines = [
        [
            "1",
            "KIT-ESP-FR-0412",
            "Brake pad + rotor kit, front, eSprinter 3500",
            2,
            "BACKORDER",
            "2024-10-02",
            "Columbus DC",
        ],
        [
            "2",
            "SNS-ESP-WEAR-FR",
            "Pad wear sensor, front",
            2,
            "SHIPPED",
            "2024-09-24",
            "UPS 1Z88A0W20391827710",
        ],
        [
            "3",
            "FLD-DOT4-LV-1L",
            "Brake fluid DOT 4+ low viscosity 1L",
            6,
            "SHIPPED",
            "2024-09-24",
            "UPS 1Z88A0W20391827710",
        ],
        ["4", "CAB-FLT-ESP-23", "Cabin filter eSprinter MY23", 4, "DELIVERED", "2024-09-20", "-"],
    ]
    order_hist = []
    for k in range(48):
        order_hist.append(
            [
                f"PO-55{rng.randint(600, 799)}",
                f"2024-0{rng.randint(6, 9)}-{rng.randint(10, 28)}",
                rng.choice(
                    [
                        "wiper blades (48)",
                        "tyre valve caps",
                        "cabin filters",
                        "12V battery AGM",
                        "mirror glass LH",
                        "coolant pre-mix",
                        "DEF 2.5 gal (x40)",
                        "brake fluid",
                        "bulbs H7 (x20)",
                    ]
                ),
                rng.choice(["DELIVERED", "DELIVERED", "INVOICED", "CLOSED"]),
            ]
        )
    parts_out = (
        "Mercedes-Benz Vans Parts Portal · account BRIGHTWAY-PARCEL-OH (dealer: Sprinter Center Westland)\n\n"
        "Order PO-55817 · placed 2024-09-19 by dana.whitcombe · ref 'BW-131/BW-136 front brakes'\n"
        + ascii_table(
            [
                "line",
                "part",
                "description",
                "qty",
                "status",
                "est_ship / shipped",
                "carrier / tracking",
            ],
            po_lines,
        )
        + "\nBackorder note (line 1): supplier allocation constrained; estimated ship date updated 2024-09-25.\n\n"
        "Recent orders:\n"
        + ascii_table(["po", "date", "items", "status"], sorted(order_hist))
        + "\n"
    )
    wear = (
        "-- telematics.brake_wear_latest (pad wear sensor stage + last manual measurement)\n"
        + ascii_table(
            [
                "van",
                "axle",
                "sensor_stage",
                "last_measured_mm",
                "measured_on",
                "by",
                "mi_since_measure",
            ],
            [
                ["BW-131", "front", "WARN (stage 1)", "3.5", "2024-09-17", "Keller", 1840],
                ["BW-136", "front", "WARN (stage 1)", "4.0", "2024-09-17", "Keller", 1710],
                ["BW-140", "front", "ok", "7.5", "2024-06-02", "Keller", 15420],
                ["BW-144", "front", "ok", "8.0", "2024-07-29", "Keller", 6200],
            ],
        )
        + "\n"
    )
    t = c.call(
        "Checking the order and the latest brake readings.",
        ("parts", {"action": "order_status", "po": "PO-55817"}, parts_out),
        (
            "fleetdb",
            {
                "sql": "SELECT * FROM telematics.brake_wear_latest WHERE van IN ('BW-131','BW-136','BW-140','BW-144')"
            },
            wear,
        ),
    )
    c.label(
        "reference",
        "eSprinter front brake kit part KIT-ESP-FR-0412, ordered on the Mercedes parts portal account BRIGHTWAY-PARCEL-OH (order PO-55817)",
        ["KIT-ESP-FR-0412", "BRIGHTWAY-PARCEL-OH"],
        t,
    )
    c.say("""Not yet. Order **PO-55817** (placed Sep 19): the wear sensors and brake fluid shipped Sep 24, but the main line — **KIT-ESP-FR-0412**, front pad + rotor kit ×2 — is on **backorder, estimated ship 2024-10-02**.

Readings: BW-131 measured 3.5 mm and BW-136 4.0 mm on Sep 17, both sensors at stage 1 warning, ~1,800 mi ago. At our duty cycle they lose roughly 0.3–0.5 mm per 1,000 mi, so BW-131 is probably at or under the 3 mm SOP threshold already. Under SOP-MAINT-07 a van under 3 mm may only keep running if the replacement is booked within 5 working days — which we can't promise while the kit is on backorder.

Suggestion: have Route 9 measure BW-131 on its first night (Oct 1) so we work from a real number rather than an estimate.""")

    # ---- turn 6: build the schedule
    i = c.user("""yes add BW-131 measurement to route 9's first night. Luis replied btw — MSA comes monday, first night slot Oct 1, 2 vans/night to start, 3/night from Oct 7.

now build me the schedule Sep 30 – Nov 1 in the planning sheet. overdue services at route 9 nights, recall at harbor from Oct 7 (melissa says max 4 a day for them), and don't break the 4 off the road rule""")
    # build schedule
    days = [d for d in daterange(date(2024, 10, 1), 32) if d.weekday() < 5]
    svc_queue = [v["id"] for v in sorted(od_new, key=lambda v: -v["since"])]
    recall_queue = [v["id"] for v in recall_first]
    plan_rows = []
    nightly = {}
    for d in days:
        cap_n = 2 if d < date(2024, 10, 7) else 3
        tonight = []
        while svc_queue and len(tonight) < cap_n:
            tonight.append(svc_queue.pop(0))
        nightly[d] = tonight
        day_recall = []
        if d >= date(2024, 10, 7):
            while recall_queue and len(day_recall) < 3:
                day_recall.append(recall_queue.pop(0))
        for vid in tonight:
            plan_rows.append(
                [d.strftime("%a %m/%d"), vid, "PM service (night)", "Route 9", "18:00-05:00", "0"]
            )
        for vid in day_recall:
            plan_rows.append(
                [d.strftime("%a %m/%d"), vid, "Recall 24S52", "Harbor Ford", "07:30-16:00", "1"]
            )
        if not tonight and not day_recall:
            plan_rows.append([d.strftime("%a %m/%d"), "-", "(no planned work)", "-", "-", "0"])
    night1 = nightly[date(2024, 10, 1)]
    plan_rows.insert(
        0, ["Tue 10/01", "BW-131", "brake measurement (night)", "Route 9", "18:00-05:00", "0"]
    )
    sheet_out = (
        "Sheet 'Fleet/Maint-Plan-Q4' · tab 'Plan v1' written: "
        + str(len(plan_rows))
        + " rows · shared with "
        "ops-leads@brightwayparcel.com (view)\n\n"
        + ascii_table(["day", "van", "work", "where", "window", "off_road_day"], plan_rows)
        + "\n\nDaily off-road count (day shift): max 3 (recall days), parked vans: 0\n"
        "Unplaced: none · Recall 24S52 vans placed: 19/19 · PM placed: 17/17\n"
    )
    t = c.call(
        """Plan logic: overdue services go to Route 9's night shift, highest mileage first (2/night, 3/night from Oct 7), so they don't cost a day of route time. Recall visits go to Harbor Ford from Mon Oct 7, 3 per day — one below Melissa's max of 4, so there's a slot left for a breakdown without breaking the cap. Writing it to the planning sheet.""",
        (
            "sheet",
            {
                "action": "write",
                "file": "Fleet/Maint-Plan-Q4",
                "tab": "Plan v1",
                "rows": len(plan_rows),
            },
            sheet_out,
        ),
    )
    c.label(
        "reference",
        "Schedule lives in the shared sheet Fleet/Maint-Plan-Q4",
        ["Fleet/Maint-Plan-Q4"],
        t - 1,
    )
    c.say("""Plan v1 is in **Fleet/Maint-Plan-Q4** (Route 9 nights start Tue Oct 1):
- **PM services (17)**: all on Route 9 night shift, Oct 1 – Oct 10, zero daytime off-road impact. BW-131's brake measurement is on night one.
- **Recall 24S52 (19)**: Harbor Ford, Oct 7 – Oct 15 at 3/day. The overdue vans among them get their PM on Route 9 nights first, so the recall is their only daytime absence.
- Max off-road on any day: 3. That leaves room for one breakdown or a parked van.

Recall dates depend on the parts actually landing the week of Oct 7 — I'd confirm with Melissa before telling drivers.""")

    # ---- turn 7: recall correction + kits
    i = c.user(
        "melissa called back, said Ford updated the VIN list and there's more of ours in it, and not all kits are coming. can you check the recall thing again and her email"
    )
    rl2 = []
    for v in vans[:30]:
        aff = v in recall_first or v in recall_added
        rl2.append(
            [
                v["id"],
                v["vin"],
                v["year"],
                "24S52" if aff else "-",
                ("OPEN - REMEDY AVAILABLE (limited)" if aff else "NOT AFFECTED"),
                "added 2024-10-02 (build 2021-10..12)" if v in recall_added else "",
            ]
        )
    rec2 = (
        "recall-lookup v2.3 · source: manufacturer campaign feed, cached 2024-10-03 06:00 UTC · 30 VINs queried\n"
        "CAMPAIGN UPDATE 24S52 rev. B (2024-10-02): population expanded to include vehicles built 2021-10-04 to 2021-12-17.\n\n"
        + ascii_table(["van", "vin", "my", "open_campaign", "status", "note"], rl2)
        + f"\n\nSummary: 24S52 open on {len(recall_first) + len(recall_added)} VINs (previous lookup 2024-09-25: {len(recall_first)})\n"
    )
    mel = """From: Melissa Tran <mtran@harborford.com>
To: fleet@brightwayparcel.com
Date: Thu, 3 Oct 2024 08:21 -0400
Subject: 24S52 — Brightway units / parts allocation

Hi Dana,

Following up on our call. Ford's rev B list adds four of your 2021s (BW-1xx list attached), so it's 23 units
for you now. Bad news on parts: our allocation for the first wave is limited. We have bolt kits for 12 of your
units arriving Monday Oct 7. The other 11 are on backorder BO-7719 with no date from Ford yet; I'll tell you the
minute I hear. Please don't bring those in before I confirm.

For the 12 I can do 3 a day Oct 8–11 (Tuesday to Friday). Monday is out, the kits come in at noon.
If any of them are due for oil service I can do it in the same visit at our fleet rate ($179 PM-A).

Melissa Tran · Service Advisor, Fleet · Harbor Ford · 4400 Harbor Rd · (614) 555-0142
"""
    t = c.call(
        "Re-running the VINs and pulling Melissa's mail.",
        (
            "recall",
            {"action": "lookup", "vins": [v["vin"] for v in vans[:30]], "campaign": "24S52"},
            rec2,
        ),
        ("mail", {"action": "search", "query": "from:mtran@harborford.com 24S52", "limit": 5}, mel),
    )
    added = ", ".join(v["id"] for v in recall_added)
    c.label(
        "fact",
        "Recall 24S52 (rev B) now covers 23 VINs of our Transits (4 late-2021 builds added)",
        ["24S52", "23 VINs"],
        t,
    )
    c.label(
        "open_issue",
        "Remedy kits for 11 of the 23 recall vans are on Ford backorder BO-7719 with no date — may not land before Nov 4",
        ["BO-7719"],
        t,
    )
    c.label(
        "reference",
        "Harbor Ford fleet service advisor Melissa Tran, mtran@harborford.com",
        ["mtran@harborford.com"],
        t - 1,
    )
    c.say(f"""Updated picture:

- Ford's revision B adds four late-2021 builds ({added}), so recall **24S52 now covers 23 VINs** (was 19).
- Parts: kits for **12** arrive Mon Oct 7 (noon); the other **11** are on backorder **BO-7719** with no date. Melissa asks us not to bring those in until she confirms.
- Harbor can do the 12 at **3 a day, Tue Oct 8 – Fri Oct 11** (not Monday), and will do the oil service in the same visit at $179 PM-A.

So Plan v1's recall block (Oct 7–15, 19 vans) is wrong: the first wave shrinks to 12 and moves to Tue–Fri, and 11 vans are floating with no date. Which 12 go first? I'd prioritise the ones that are also overdue for service, then highest mileage — unless you'd rather prioritise by depot.""")

    i = i_park = c.user("""overdue+highest mileage first, fine. book the 12 with melissa.

and the pad kit was supposed to ship today — check it? Luis called me at 6am: BW-131's LH inner pad measured 2.5 mm last night, everything else on it 3.0. so park 131 until the kit is fitted, no more routes on it. have them measure 136 tonight""")
    # choose 12
    allrec = recall_first + recall_added
    od_ids = {v["id"] for v in od_new}
    first12 = sorted(allrec, key=lambda v: (v["id"] not in od_ids, -v["odo"]))[:12]
    rest11 = [v for v in allrec if v not in first12]
    book_rows = []
    slot_days = ["Tue 10/08", "Wed 10/09", "Thu 10/10", "Fri 10/11"]
    for k, v in enumerate(first12):
        book_rows.append(
            [
                f"HF-{240811 + k}",
                slot_days[k // 3],
                f"{7 + (k % 3) * 2:02d}:30",
                v["id"],
                v["vin"],
                "24S52 bolt kit",
                "CONFIRMED",
            ]
        )
    book_out = (
        "Harbor Ford service scheduler (fleet portal) · account BRIGHTWAY-0441\n\n"
        + ascii_table(["appt", "day", "drop_off", "van", "vin", "job", "state"], book_rows)
        + "\n\n12 appointments confirmed · courtesy shuttle to Harlow St depot 2x daily · PM-A at fleet rate $179\n"
        "Waitlist (BO-7719, no date): " + ", ".join(v["id"] for v in rest11) + "\n"
    )
    po_lines2 = [r[:] for r in po_lines]
    po_lines2[0][5] = "2024-10-09"
    parts_out2 = (
        "Mercedes-Benz Vans Parts Portal · account BRIGHTWAY-PARCEL-OH\n\nOrder PO-55817 · ref 'BW-131/BW-136 front brakes'\n"
        + ascii_table(
            [
                "line",
                "part",
                "description",
                "qty",
                "status",
                "est_ship / shipped",
                "carrier / tracking",
            ],
            po_lines2,
        )
        + "\nBackorder history line 1: 2024-09-19 est 2024-10-02 · 2024-10-01 est 2024-10-09 (supplier: 'allocation moved to week 41')\n"
    )
    r9 = f"""Route 9 Fleet Service — night report 2024-10-01/02 (tech: A. Kowalczyk)
BW-131  eSprinter 3500   brake inspection only — results phoned to D. Whitcombe 05:52, see work order WO-R9-0007.
        RECOMMEND: replace front pads+rotors before further service.
{night1[0]}  Transit 250      odo {vmap[night1[0]]["odo"]:,}  PM-A done. Oil life 0% at intake. Rear tyres 4/32 — recommend replace (TyreLink).
{night1[1]}  Transit 250      odo {vmap[night1[1]]["odo"]:,}  PM-A done. Slight oil seep valve cover, monitor.
Invoice R9-10021 (PM-A x2 $378.00, inspection BW-131 $0) — PO BW-PO-3301
Tonight (10/02): 2 PM slots + BW-136 brake measurement added per fleet@ request 06:10.
"""
    t = c.call(
        "Booking the first recall wave through Harbor Ford's fleet portal, checking the kit, and pulling Route 9's night report.",
        (
            "calendar",
            {
                "action": "book",
                "provider": "harbor-ford",
                "account": "BRIGHTWAY-0441",
                "vans": [v["id"] for v in first12],
                "job": "24S52",
                "days": ["2024-10-08", "2024-10-09", "2024-10-10", "2024-10-11"],
            },
            book_out,
        ),
        ("parts", {"action": "order_status", "po": "PO-55817"}, parts_out2),
        (
            "mail",
            {
                "action": "search",
                "query": "from:route9fleet.com night report 2024-10-01",
                "limit": 3,
            },
            r9,
        ),
    )
    first_ids = ", ".join(v["id"] for v in first12)
    c.label(
        "fact",
        "12 recall appointments confirmed at Harbor Ford Oct 8–11 (3/day, account BRIGHTWAY-0441); the other 11 vans are "
        "waitlisted on BO-7719",
        ["BRIGHTWAY-0441"],
        t - 1,
    )
    c.label(
        "decision",
        "BW-131 parked from Oct 2 until the front pad/rotor kit is fitted (LH inner pad 2.5 mm); it counts against the "
        "daily off-road cap",
        ["BW-131", "2.5 mm"],
        i_park,
    )
    c.old(
        "KIT-ESP-FR-0412 estimated ship 2024-10-02 (slipped to 2024-10-09)",
        ["PO-55817", "2024-10-02"],
        t,
    )
    c.say(f"""Done and checked:

**Recall wave 1 booked**: 12 appointments at Harbor Ford (account BRIGHTWAY-0441), 3 per day Tue Oct 8 – Fri Oct 11: {first_ids}. Melissa's same-visit PM-A offer isn't needed — those vans are already on Route 9's nights. The other **11 recall vans** are waitlisted on BO-7719.

**Kit slipped**: KIT-ESP-FR-0412's estimated ship date moved **2024-10-02 → 2024-10-09** ("allocation moved to week 41").

**BW-131**: marked **parked** in fleetdb from today (RED, "LH inner pad 2.5 mm, kit PO-55817 backordered"). It counts against the off-road cap every day until the kit is fitted, so the cap for scheduled work drops to 3 until then. BW-136 is on Route 9's list for tonight, measure only.

From the night report: {night1[0]} needs rear tyres (4/32) — TyreLink can fit them at the depot, no garage slot needed. Want me to book that? {night1[1]} has a small valve-cover seep to watch.""")
    c.label(
        "pending_action",
        "Book the remaining 11 recall vans at Harbor Ford as soon as Melissa confirms the BO-7719 kits",
        ["11 recall vans", "BO-7719"],
        t + 1,
    )

    # ---- turn 9: cap change + replanning
    i = c.user(f"""tyres for {night1[0][3:]} - yes book tyrelink.

ugh, and one more change. Greg (ops director) just told all managers: from Oct 14 volume ramps early this year, so max 3 vans off the road per day from the 14th on, not 4. before the 14th it stays 4. 131 being parked counts. redo the plan""")
    c.old(
        "Daily off-road cap was 4 vans off the road (from Oct 14 it is 3, set by Greg Sandoval)",
        ["4 vans off"],
        i,
    )
    c.label(
        "decision",
        "From Oct 14 at most 3 vans may be off the road per day (Ops Director Greg), parked vans included; 4 before Oct 14",
        ["Oct 14", "max 3 vans"],
        i,
    )
    plan2 = []
    # Oct 1-4 done/ongoing nights, first12 recall Oct 8-11, BW-131 parked until kit, remaining PMs nights
    done_nights = nightly[date(2024, 10, 1)] + nightly[date(2024, 10, 2)]
    remaining_pm = [
        v["id"]
        for v in sorted(od_new, key=lambda v: -v["since"])
        if v["id"] not in done_nights and v["interval"] == 10000
    ]
    pm_q = remaining_pm[:]
    for d in [d for d in daterange(date(2024, 10, 3), 30) if d.weekday() < 5]:
        cap = 4 if d < date(2024, 10, 14) else 3
        used = 1  # BW-131 parked
        rows_d = [
            [
                d.strftime("%a %m/%d"),
                "BW-131",
                "PARKED (pads 2.5 mm, awaiting KIT-ESP-FR-0412)",
                "depot",
                "all day",
                "1",
            ]
        ]
        for b in book_rows:
            if b[1] == d.strftime("%a %m/%d"):
                rows_d.append([b[1], b[3], b[5], "Harbor Ford", b[2] + "-16:00", "1"])
                used += 1
        n_night = 2 if d < date(2024, 10, 7) else 3
        for _ in range(n_night):
            if pm_q:
                rows_d.append(
                    [
                        d.strftime("%a %m/%d"),
                        pm_q.pop(0),
                        "PM service (night)",
                        "Route 9",
                        "18:00-05:00",
                        "0",
                    ]
                )
        rows_d.append([d.strftime("%a %m/%d"), "", f"off-road {used}/{cap}", "", "", ""])
        plan2.extend(rows_d)
    sheet2 = (
        "Sheet 'Fleet/Maint-Plan-Q4' · tab 'Plan v2' written ("
        + str(len(plan2))
        + " rows); tab 'Plan v1' renamed 'Plan v1 (superseded)'\n\n"
        + ascii_table(["day", "van", "work", "where", "window", "off_road_day"], plan2)
        + "\n\nNot placed: BW-140 (eSprinter PM incl. HV insulation check — provider TBD, Route 9 not HV-certified)"
        + "\nHeld capacity from Mon 10/14: 2 of 3 daily slots free for BO-7719 recall vans (11) once kits are confirmed; "
        "at 2/day that is 6 working days.\nLatest start for BO-7719 wave to finish by Fri 11/01: Thu 10/24.\n"
    )
    t = c.call(
        f"""TyreLink is booked for {night1[0]}'s rear tyres at {vmap[night1[0]]["depot"]} tonight (depot fitting, no garage slot).

Re-planning with BW-131 occupying one slot every day until its kit arrives, 4 slots until Fri Oct 11 and 3 from Mon Oct 14. Routine services stay on Route 9 nights, so they don't count.""",
        (
            "sheet",
            {
                "action": "write",
                "file": "Fleet/Maint-Plan-Q4",
                "tab": "Plan v2",
                "supersede": "Plan v1",
            },
            sheet2,
        ),
    )
    c.say("""Plan v2 is in the sheet (v1 kept as "superseded"):

- **Oct 8–11**: 3 Harbor Ford recall visits + parked BW-131 = 4/4. That's fine before the 14th, but it's full: any breakdown on those days puts us over the cap. Want me to ask Melissa to move one of Friday's three to Monday Oct 14? Then Friday is at 3/4.
- **From Oct 14 (cap 3)**: BW-131 takes one slot until it's fixed, which leaves **2 per day** for the 11 BO-7719 recall vans. That takes 6 working days, so the BO-7719 wave has to **start by Thu Oct 24** to finish by Nov 1.
- Remaining PMs all fit on Route 9 nights by Oct 10.

The real risks to Nov 4 are now BO-7719 (no date) and how long BW-131 stays parked.""")

    # ---- turn 10: ETA slips again + credit memo + MSA
    i = c.user(
        "leave friday as is. it's tue 8th now, any news on the kit? also check if rich did anything about my money and if the route 9 MSA came in"
    )
    po_lines3 = [r[:] for r in po_lines]
    po_lines3[0][5] = "2024-10-16"
    parts_out3 = (
        "Mercedes-Benz Vans Parts Portal · account BRIGHTWAY-PARCEL-OH\n\nOrder PO-55817 · ref 'BW-131/BW-136 front brakes'\n"
        + ascii_table(
            [
                "line",
                "part",
                "description",
                "qty",
                "status",
                "est_ship / shipped",
                "carrier / tracking",
            ],
            po_lines3,
        )
        + "\nBackorder history line 1: 2024-09-19 est 2024-10-02 · 2024-10-01 est 2024-10-09 · 2024-10-07 est 2024-10-16 "
        "(supplier: 'partial allocation wk 42; 2 units reserved for BRIGHTWAY-PARCEL-OH')\n"
        "Dealer note (Sprinter Center Westland, J. Albers): 'Reserved 2 kits for you on the 10/16 truck. Can fit same day if you book a bay.'\n"
    )
    mails = """Search: (from:kellerautoworks.com OR from:route9fleet.com) after:2024-10-03 — 3 results

1. From: accounts@kellerautoworks.com · Mon 7 Oct 2024 15:40
   Subject: Credit memo CM-4410 — Brightway Parcel
   Please find attached credit memo CM-4410 for $612.40 against INV-88213 (duplicate of INV-88190, BW-117).
   The credit has been applied to your account; balance now $0.00. Apologies for the delay. — Keller Auto Works accounts

2. From: Luis Ortega <luis@route9fleet.com> · Mon 7 Oct 2024 09:02
   Subject: MSA RS9-2024-117 — signed copy
   Dana, countersigned MSA attached (RS9-2024-117, 12 months from Oct 1, 30 days' notice). Night shift goes to 3 vans
   tonight as agreed. BW-136 front pads measured 3.5 mm on Oct 2 (both sides), fine for now.
   P.S. we still can't do the HV insulation checks — if Westland can do them at your depot, that may be easiest.

3. From: Luis Ortega <luis@route9fleet.com> · Fri 4 Oct 2024 06:15
   Subject: Night report 2024-10-03/04
   BW-104 PM-A, BW-112 PM-A + cabin filter. Nothing else to note. Invoice R9-10034.
"""
    t = c.call(
        "Checking the portal and the mailbox.",
        ("parts", {"action": "order_status", "po": "PO-55817"}, parts_out3),
        (
            "mail",
            {
                "action": "search",
                "query": "(from:kellerautoworks.com OR from:route9fleet.com) after:2024-10-03",
                "limit": 10,
            },
            mails,
        ),
    )
    c.old(
        "KIT-ESP-FR-0412 estimated ship 2024-10-09 (slipped again to 2024-10-16)",
        ["PO-55817", "2024-10-09"],
        t,
    )
    c.label(
        "fact",
        "Brake kit KIT-ESP-FR-0412 now estimated 2024-10-16; Westland reserved 2 kits and can fit same day",
        ["KIT-ESP-FR-0412", "2024-10-16"],
        t,
    )
    c.label(
        "fact",
        "Keller issued credit memo CM-4410 for $612.40 against duplicate invoice INV-88213; balance $0.00",
        ["CM-4410", "INV-88213"],
        t,
    )
    c.label(
        "fact",
        "Route 9 MSA RS9-2024-117 countersigned (12 months from Oct 1, 30 days' notice)",
        ["RS9-2024-117"],
        t,
    )
    c.say("""Three updates:

1. **Kit slipped again**: PO-55817 line 1 now estimates **2024-10-16** (was Oct 9, originally Oct 2). Better news in the dealer note: Westland (J. Albers) has **reserved 2 kits** on the Oct 16 truck and can fit them the same day if we book a bay. So BW-131 could be back on Oct 17 — if this date holds.
2. **Keller paid up**: credit memo **CM-4410**, $612.40 against INV-88213, balance $0.00. That closes the duplicate-invoice dispute.
3. **Route 9 MSA RS9-2024-117** is countersigned (12 months from Oct 1, 30 days' notice). Night shift is at 3 vans. BW-136 measured **3.5 mm** on Oct 2, so it keeps running; Luis suggests asking Westland about mobile HV checks at the depot.

Shall I book the Westland bay for Oct 16 for BW-131 and BW-136 together? BW-136 would count against the cap that day too (3 from the 14th).""")

    i = c.user(
        "book westland for 131 only on the 16th, 136 can wait for the next one. and yes ask westland about HV checks at the depot while you're at it"
    )
    wl = """Sprinter Center Westland — service booking
Booking WL-77310 · Wed 2024-10-16 · bay 3 · 13:00 (after parts truck) · BW-131 (W1Y4 eSprinter 3500)
Job: front pads + rotors (customer-supplied from PO-55817 reservation), wear sensors, brake fluid check
Estimated completion: 17:30 same day; if parts truck is late, job rolls to Thu 2024-10-17 08:00 automatically
Transport: BW-131 is PARKED at Harlow St — Westland flatbed pickup 11:30 ($95)

Message sent to service@sprintercenterwestland.com:
  "Could Westland perform the 12-month HV insulation checks for our 18 eSprinter 3500s at our depots (Harlow St /
   Eastgate), e.g. in batches overnight? Route 9 (our new routine-service provider) isn't HV-certified. Please quote."
  (no reply yet)
"""
    t = c.call(
        "Booking Westland for BW-131 and sending the HV question.",
        (
            "calendar",
            {
                "action": "book",
                "provider": "sprinter-center-westland",
                "van": "BW-131",
                "date": "2024-10-16",
                "job": "front pads+rotors (KIT-ESP-FR-0412)",
                "transport": "flatbed",
            },
            wl,
        ),
    )
    c.label(
        "pending_action",
        "BW-131 to be collected by Westland flatbed and fitted with the brake kit on Oct 16 (booking WL-77310; "
        "rolls to Oct 17 if the parts truck is late), then returned to service",
        ["WL-77310"],
        t,
    )
    c.say("""Booked **WL-77310** at Westland: Wed Oct 16, 13:00 (after the parts truck), flatbed pickup from Harlow St at 11:30 ($95). If the truck is late it rolls to Thu Oct 17, 08:00 automatically. BW-136 is not booked.

HV question sent to Westland's service desk — no reply yet. That's still an open point: 18 eSprinters need the check at their 12-month service and Route 9 can't do it.""")

    # ---- turn 11: progress + depot lead emails
    i = c.user(
        "its the 15th. where are we vs the plan? and email the depot leads (marcus at harlow, tanya at eastgate) the plan for the rest of the month so drivers know which vans go where"
    )
    prog = []
    done_ids = set()
    for v in od_new:
        if v["id"] in ("BW-131",):
            continue
    serviced = [v for v in sorted(od_new, key=lambda v: -v["since"])]
    for k, v in enumerate(serviced):
        state = "DONE" if k < 14 else ("SCHEDULED" if k < 16 else "OPEN")
        where = "Westland" if v["interval"] == 15000 else "Route 9 night"
        if v["interval"] == 15000:
            state = "OPEN"
        if state == "DONE":
            done_ids.add(v["id"])
        prog.append(
            [
                v["id"],
                v["model"][:14],
                where,
                state,
                (date(2024, 10, 1) + timedelta(days=k // 2)).isoformat()
                if state == "DONE"
                else "-",
                f"R9-{10021 + k}" if state == "DONE" else "-",
            ]
        )
    jobs_noise = []
    for k in range(80):
        v = rng.choice(vans)
        jobs_noise.append(
            [
                f"2024-10-{rng.randint(1, 14):02d}",
                v["id"],
                rng.choice(
                    [
                        "wiper blades",
                        "tyre pressure sensor",
                        "DEF top-up",
                        "mirror glass",
                        "12V battery test",
                        "door hinge lube",
                        "bulb H7",
                        "seat belt buckle",
                    ]
                ),
                rng.choice(["depot", "TyreLink mobile", "depot"]),
                f"${rng.randint(12, 240)}.{rng.randint(0, 99):02d}",
            ]
        )
    prog_out = (
        "-- maint.v_pm_progress as of 2024-10-15 06:00\n"
        + ascii_table(["van", "model", "where", "state", "done_on", "invoice"], prog)
        + f"\n\nPM backlog from 2024-09-24 list (17): DONE 14 · SCHEDULED 2 · OPEN 1\n"
        "Recall 24S52: completed 12/23 (Harbor Ford Oct 8-11, all CONFIRMED → DONE), waitlist BO-7719: 11 (no kit date)\n"
        "Parked: BW-131 since 2024-10-02 (Westland WL-77310 on 2024-10-16)\n\n-- other jobs logged since 2024-10-01\n"
        + ascii_table(["date", "van", "job", "where", "cost"], sorted(jobs_noise))
        + "\n"
    )
    t = c.call(
        "Pulling progress.",
        (
            "fleetdb",
            {
                "sql": "SELECT * FROM maint.v_pm_progress WHERE list_id = 'PM-2024-09-24'; SELECT * FROM maint.jobs WHERE done_on >= '2024-10-01' AND category = 'minor'"
            },
            prog_out,
        ),
    )
    lead_mail = """Sent: 2024-10-15 09:31 -0400 · 2 recipients
To: Marcus Bell <marcus.bell@brightwayparcel.com>, Tanya Ruiz <tanya.ruiz@brightwayparcel.com>
Cc: dana.whitcombe@brightwayparcel.com
Subject: Van maintenance plan Oct 15 – Nov 1 (drivers please read)

Hi Marcus, Tanya,

Here's what's happening with vans until peak. Full detail in the sheet Fleet/Maint-Plan-Q4 (tab Plan v2).

Routine services: Route 9 Fleet Service night shift. Van goes to Route 9 after the route (drop by 18:00, keys in the
lockbox), comes back by 05:00. No route impact. Remaining: 2 vans this week — I'll send the van numbers the day before.

BW-131 (Harlow St) stays PARKED — brake pads below limit. Westland collects it by flatbed Wed 10/16 11:30 and fits new
brakes; expected back Thu 10/17.

Ford recall 24S52: 12 vans done. 11 more still waiting on parts from Ford (no date yet). When parts come, Harbor Ford
takes 2 a day as day visits (drop 07:30, ready ~16:00, shuttle back to depot). We'll give you 2 working days' notice.

From Mon Oct 14 Greg's rule is max 3 vans off the road per day across both depots, parked vans included, so please
don't book any other garage visits without checking with me first.

Thanks,
Dana
"""
    t = c.call(
        """Progress looks good on services. Sending the depot leads the rest-of-month plan.""",
        (
            "mail",
            {
                "action": "send",
                "to": ["marcus.bell@brightwayparcel.com", "tanya.ruiz@brightwayparcel.com"],
                "subject": "Van maintenance plan Oct 15 – Nov 1 (drivers please read)",
            },
            lead_mail,
        ),
    )
    m = c.say("""Status on Oct 15:

- **Services**: 14 of 17 overdue services are done (all on Route 9 nights), 2 are scheduled on Route 9 this week, and 1 is open — the eSprinter BW-140, which needs its HV check, so it's waiting on Westland's answer.
- **Recall 24S52**: 12 of 23 done (all of the Oct 8–11 wave). The other 11 are still on BO-7719 with no kit date.
- **BW-131**: parked since Oct 2, Westland on Wednesday.

Mail to Marcus and Tanya went out (09:31). It covers night drop-off, BW-131, the 11 pending recall vans with 2 days' notice, and Greg's cap of 3.

Deadline maths for BO-7719 is unchanged: if the kits aren't here to start by Thu Oct 24, we can't finish all 23 recall repairs before Nov 4 at 2 per day. If it comes to that, either Greg grants an exception during peak or those vans run into November with the recall open. Ford allows that since the letter says the vehicle can be driven, but it's your call.""")
    c.label(
        "fact",
        "As of Oct 15: 14 of 17 overdue services done, 12 of 23 recall repairs done at Harbor Ford",
        ["14 of 17", "12 of 23"],
        m,
    )

    # ---- turn 12: SOP PR + wrap
    i = c.user(
        "ok. draft the SOP PR now (7,500 for transits, route 9 instead of keller, and the severe duty reasoning). then give me the list of what's still hanging, I have the leadership call at 2"
    )
    pr = """fleet-docs: branch sop-maint-07-v3.3 pushed · PR #42 opened (draft) · reviewer: dana.whitcombe (required)
URL: https://git.brightwayparcel.com/fleet/fleet-docs/pull/42

diff --git a/docs/fleet/SOP-MAINT-07.md b/docs/fleet/SOP-MAINT-07.md
@@ -1,4 +1,4 @@
 # SOP-MAINT-07 — Preventive maintenance intervals (light commercial vans)
-Owner: Fleet Operations · Version 3.2 · Last reviewed 2023-11-06 (D. Whitcombe)
+Owner: Fleet Operations · Version 3.3 · Last reviewed 2024-10-15 (D. Whitcombe)
@@ -9,7 +9,9 @@
 | model | interval | includes |
 |---|---|---|
-| Ford Transit 250 3.5L (gas) | 10,000 mi or 12 months, whichever first | oil & filter, ... |
+| Ford Transit 250 3.5L (gas) | 7,500 mi or 12 months, whichever first (severe duty) | oil & filter, ... |
 | Mercedes eSprinter 3500 | 15,000 mi or 12 months | brake inspection + fluid, HV system visual + insulation check (HV-certified tech only), ... |
+
+Transits run under Ford's "special operating conditions" (telematics 2024-08-23..09-22: avg 22.6 mph, idle 37.9%,
+141 stops/day; oil-life monitor at 0% by ~9,800 mi). Interval effective 2024-09-24.
@@ -24,7 +26,8 @@
 ## 4. Providers
-- Routine service: Keller Auto Works, 1180 Elm St (Rich Keller) — preferred vendor since 2019, agreement KAW-2022-03.
+- Routine service: Route 9 Fleet Service, 2250 State Route 9 (Luis Ortega) — MSA RS9-2024-117 from 2024-10-01,
+  night service preferred. Not HV-certified: eSprinter HV checks go to an authorised Mercedes-Benz Vans partner.
 - Ford warranty/recall: Harbor Ford service, 4400 Harbor Rd (service advisor on account: Melissa Tran).
 - Mercedes warranty/HV: Sprinter Center Westland.
@@ -18,3 +21,4 @@ ## 3. Capacity rule
 No more than **4 vans off the road** on any one day across both depots (service, recall, repair, parked) during
 normal operations. Peak (first Monday of November to January 5): the Ops Director sets the cap.
+2024: cap reduced to 3 from 2024-10-14 (Ops Director, early volume ramp).

CI: markdown-lint passed · link-check passed (1 warning: shared/vendors/keller/ link now unreferenced)
"""
    t = c.call(
        "Drafting the PR in fleet-docs.",
        (
            "docs",
            {
                "action": "create_pr",
                "repo": "fleet-docs",
                "branch": "sop-maint-07-v3.3",
                "path": "docs/fleet/SOP-MAINT-07.md",
                "title": "SOP-MAINT-07 v3.3: Transit 7,500 mi severe duty, Route 9 as routine provider",
            },
            pr,
        ),
    )
    c.label(
        "pending_action",
        "Dana to review and approve fleet-docs PR #42 (SOP-MAINT-07 v3.3: 7,500 mi Transit interval, Route 9)",
        ["pull/42"],
        t,
    )
    c.say("""PR **#42** is open as a draft in fleet-docs (https://git.brightwayparcel.com/fleet/fleet-docs/pull/42): v3.3 with the 7,500 mi Transit interval and the severe-duty reasoning, Route 9 under MSA RS9-2024-117 as the routine provider, the HV caveat, and a note on this year's cap of 3 from Oct 14. It needs your approval (section 6).

**Still hanging, for your 2pm:**
1. **Recall BO-7719**: 11 of 23 recall vans have no kit date. They must start by **Thu Oct 24** to finish before Nov 4 at 2/day. Owner: Melissa Tran → us to book the moment kits are confirmed.
2. **BW-131**: parked; Westland WL-77310 tomorrow 13:00, back Thu if the kit arrives on the Oct 16 truck (ETA has slipped twice already).
3. **eSprinter HV checks**: Route 9 can't do them; quote request to Westland for depot checks is unanswered. BW-140 is the one overdue van waiting on this.
4. **PR #42**: your approval.
5. **Services**: 2 remaining Transits on Route 9 nights this week. No action needed from you.

Settled since Sep 23: Transit interval 7,500 mi, routine work moved to Route 9 (Keller closed out with CM-4410), cap 3 from Oct 14.""")

    return c


# =============================================================================
# 3. 餐厅新店开业筹备 (Chinese)
# =============================================================================


def conv_restaurant():
    rng = random.Random(6006)
    sysmsg = (
        "你是禾川·湘菜（连锁湘菜品牌）的开业筹备助理，协助运营团队推进新店开业。可用工具：`tasks`（筹备总表，多维表格，"
        "可查询/更新任务）、`im`（企业微信群聊记录检索与发消息）、`mail`（邮件检索与草稿）、`docs`（共享盘文档读取）、"
        "`erp`（供应链系统：供应商档案、报价、合同申请）、`license`（证照办理进度查询，含浙江政务服务网申请件）、"
        "`hr`（员工花名册与健康证台账）。回答要具体到日期、编号、金额和负责人，做了什么改动要说清楚。"
    )
    c = Conv(
        "blind-zh-restaurant-new-store-opening",
        "禾川·湘菜江晖天地店开业筹备：验收推迟、开业改期、换冻品供应商、证照办理",
        sysmsg,
        "call_hc",
    )

    people = [
        "林晓雯",
        "周凯",
        "郑国强",
        "孙立",
        "陈露",
        "刘建",
        "唐悦",
        "吴敏",
        "王琦",
        "小马",
        "阿杰",
        "李婷",
    ]

    # ---- 筹备总表
    task_defs = [
        ("工程", "硬装：吊顶、墙面、地面完工", "郑国强", "08-25", "已完成"),
        ("工程", "厨房排烟管道及油烟净化器安装", "郑国强", "08-30", "进行中"),
        ("工程", "消防喷淋、烟感、应急照明安装", "郑国强", "08-30", "已完成"),
        ("工程", "装修竣工验收（物业+工程部+装修方）", "刘建", "09-05", "未开始"),
        ("工程", "燃气管道接驳及通气点火", "刘建", "09-08", "未开始"),
        ("工程", "厨房设备进场（炒灶×6、蒸柜×2、冷库）", "刘建", "09-06", "进行中"),
        ("工程", "门头招牌制作安装", "郑国强", "09-10", "未开始"),
        ("证照", "营业执照", "唐悦", "07-31", "已完成"),
        ("证照", "食品经营许可证（申请+现场核查）", "唐悦", "09-12", "进行中"),
        ("证照", "公众聚集场所投入使用营业前消防安全检查（告知承诺）", "唐悦", "09-10", "未开始"),
        ("证照", "户外招牌设置审批（城管）", "唐悦", "09-08", "进行中"),
        ("证照", "油烟净化设施检测报告", "刘建", "09-12", "未开始"),
        ("证照", "员工健康证", "周凯", "09-15", "进行中"),
        ("供应链", "冻品/肉类供应商签约（鑫盛冷链）", "孙立", "08-31", "进行中"),
        ("供应链", "蔬菜供应商签约（绿源农配）", "孙立", "08-31", "已完成"),
        ("供应链", "干货调料（总部集采配送）", "孙立", "09-10", "已完成"),
        ("供应链", "酒水饮料供应商", "孙立", "09-10", "进行中"),
        ("供应链", "首批备货下单", "孙立", "09-15", "未开始"),
        ("人员", "店长到岗", "林晓雯", "08-20", "已完成"),
        ("人员", "厨师长到岗（从长沙店调）", "周凯", "08-25", "已完成"),
        ("人员", "前厅/后厨招聘（目标31人）", "周凯", "09-05", "进行中"),
        ("人员", "新员工培训（总部培训中心，5天）", "周凯", "09-12", "未开始"),
        ("人员", "试菜及出品标准考核", "周凯", "09-16", "未开始"),
        ("营销", "大众点评/美团门店上线", "李婷", "09-12", "未开始"),
        ("营销", "开业活动方案（满减+霸王餐）", "李婷", "09-08", "进行中"),
        ("营销", "商场开业点位广告", "李婷", "09-15", "未开始"),
        ("IT", "收银系统+扫码点餐部署", "阿杰", "09-10", "未开始"),
        ("IT", "网络/监控/门禁", "阿杰", "09-08", "进行中"),
        ("财务", "备用金及开业预算管控", "吴敏", "09-20", "进行中"),
        ("物业", "商场开业报备及进场手续", "王琦", "09-15", "进行中"),
    ]
    rows = []
    for k, (cat, name, who, due, st) in enumerate(task_defs):
        note = rng.choice(["", "", "见群公告", "等物业回复", "已催", "附件已上传", "周会跟进"])
        rows.append([f"T-{k + 1:03d}", cat, name, who, f"2024-{due}", st, note])
    sub_defs = [
        (
            "工程",
            "T-001",
            [
                "吊顶石膏板封板",
                "墙面乳胶漆两遍",
                "地面PVC防滑地胶",
                "包厢木饰面",
                "卫生间墙砖",
                "门头钢结构",
            ],
        ),
        (
            "工程",
            "T-006",
            [
                "冷库安装调试",
                "炒灶燃气软管",
                "蒸柜进水",
                "洗碗机排水",
                "排风罩清洗口",
                "备餐台电源",
            ],
        ),
        (
            "IT",
            "T-027",
            ["收银主机×2", "扫码点餐桌贴136张", "厨房打印机×4", "会员系统对接", "外卖平台对接"],
        ),
        (
            "营销",
            "T-025",
            ["开业海报设计", "霸王餐报名页", "社群拉新（目标500人）", "商场会员积分合作"],
        ),
        (
            "人员",
            "T-021",
            ["前厅招聘（14人）", "后厨招聘（16人）", "保洁外包（1人）", "员工宿舍租赁（2套）"],
        ),
    ]
    sub_rows = []
    n = 0
    for cat, parent, names in sub_defs:
        for nm in names:
            n += 1
            st = rng.choice(["已完成", "已完成", "进行中", "未开始"])
            sub_rows.append(
                [
                    f"S-{n:03d}",
                    parent,
                    nm,
                    rng.choice(people[1:]),
                    f"2024-0{rng.randint(8, 9)}-{rng.randint(10, 28)}",
                    st,
                    f"{rng.choice([0, 20, 40, 60, 80, 100]) if st == '进行中' else (100 if st == '已完成' else 0)}%",
                    f"08-{rng.randint(20, 28)} {rng.choice(people[1:])}",
                ]
            )
    tasks_out = (
        "多维表格「禾川06店筹备总表」· 视图：全部任务 · 共 "
        + str(len(rows))
        + " 条 · 最后更新 2024-08-28 09:12（周凯）\n\n"
        + ascii_table(["任务ID", "分类", "任务", "负责人", "截止", "状态", "备注"], rows)
        + "\n\n子任务视图（"
        + str(len(sub_rows))
        + " 条）：\n"
        + ascii_table(
            ["子任务", "父任务", "内容", "执行人", "截止", "状态", "进度", "最近更新"], sub_rows
        )
        + "\n\n关键里程碑：装修竣工验收 2024-09-05 · 计划开业 2024-09-20（周五）· 店长：周凯 · 开业预算 186 万元（已支出 121.4 万）\n"
    )

    plan_doc = """《禾川·湘菜 江晖天地店（06店）开业筹备计划 v2》
文档位置：共享盘/运营/新店/06店-江晖天地/开业筹备计划v2.docx

一、门店概况
- 地址：杭州市滨江区江晖天地购物中心 B1-07，使用面积 412㎡，座位 136 个（含包厢 3 间）
- 租约：2024-06-01 起 8 年，免租期 3 个月（至 2024-08-31），月租 6.8 万元，物业费 1.1 万元/月
- 定位：人均 85 元，午市套餐 + 晚市正餐，目标月营业额 95 万

二、时间节点（v2，2024-08-12 版）
| 节点 | 日期 | 负责 |
|---|---|---|
| 硬装完工 | 08-25 | 筑景装饰 郑国强 |
| 装修竣工验收 | 09-05 | 工程部 刘建 |
| 燃气通气 | 09-08 | 工程部 刘建 |
| 食品经营许可现场核查 | 验收后一周内 | 证照专员 唐悦 |
| 员工培训 | 09-08 至 09-12 | 店长 周凯 |
| 试营业 | 09-17 至 09-19 | 店长 周凯 |
| 正式开业 | 09-20（周五） | 运营总监 林晓雯 |

三、证照清单
1. 营业执照（已取得，2024-07-26）
2. 食品经营许可证：先在浙江政务服务网提交申请，市场监管所现场核查后发证。无证不得营业。
3. 消防：公众聚集场所投入使用、营业前消防安全检查，杭州市实行告知承诺制，提交承诺书及材料后当场或 3 个工作日内出具意见，事后抽查。
4. 户外招牌：向滨江区城管局申请设置审批（门头尺寸、亮化方式需符合商场统一标准及区里规定）。
5. 油烟净化设施：安装后由第三方检测出具报告，物业要求开业前提交。
6. 员工健康证：全员持证上岗。

四、预算（单位：万元）
| 项目 | 预算 | 已支出 |
|---|---|---|
| 装修工程 | 98 | 82.6 |
| 厨房设备 | 42 | 31.0 |
| 家具软装 | 14 | 5.2 |
| 证照及检测 | 2 | 0.6 |
| 首批备货 | 12 | 0 |
| 开业营销 | 8 | 0.8 |
| 人员培训及差旅 | 6 | 1.2 |
| 不可预见 | 4 | 0 |
| 合计 | 186 | 121.4 |

五、风险
- 商场 B1 排烟需走商场公共排烟井，需物业审批管道走向。
- 冻品供应商鑫盛冷链为新合作方，首单前需品控实地审核。
"""
    i = c.user("""早，我是林晓雯。江晖天地那家新店（06店）的筹备接下来我要亲自盯了，之前主要是周凯在推。
目标就一个：江晖天地店按时开业，开业前证照必须全部齐全，不能无证经营，总预算控制在186万以内。
你先帮我把筹备总表和开业计划过一遍，告诉我现在卡在哪。""")
    c.label(
        "user_goal",
        "江晖天地店（06店）按时开业，开业前证照全部齐全、不无证经营，总预算不超过186万",
        ["江晖天地店", "186万"],
        i,
    )
    t = c.call(
        "我先把筹备总表和开业计划文档都拉出来看一下。",
        ("tasks", {"action": "list", "base": "禾川06店筹备总表", "view": "全部任务"}, tasks_out),
        (
            "docs",
            {"action": "read", "path": "共享盘/运营/新店/06店-江晖天地/开业筹备计划v2.docx"},
            plan_doc,
        ),
    )
    c.label(
        "reference",
        "筹备任务都在多维表格「禾川06店筹备总表」，计划文档在共享盘 06店-江晖天地/开业筹备计划v2.docx",
        ["禾川06店筹备总表", "开业筹备计划v2.docx"],
        t - 1,
    )
    c.say("""看完了，整体情况如下：

**时间线（计划 v2）**：9月5日装修竣工验收 → 9月8日燃气通气 → 验收后一周内食品经营许可现场核查 → 9月17–19日试营业 → **9月20日（周五）正式开业**。店长是周凯。

**预算**：186 万，已支出 121.4 万，其中装修 82.6/98、厨房设备 31/42，目前没有超。

**现在卡住或有风险的几件事：**
1. **排烟管道（T-002）还在进行中**，而它是 9月5日验收的前提。计划里写了 B1 排烟要走商场公共排烟井、管道走向需要物业审批，这块如果没批下来，验收会被拖。
2. **食品经营许可证（T-009）**：必须在验收之后才能约现场核查，拿证前不能营业。按 v2 的节奏，验收到开业只有 15 天，中间还要核查、发证，余量很小。
3. **冻品供应商鑫盛冷链（T-014）**：8月31日要签约，但计划里写着首单前需要品控实地审核，总表里没看到审核任务。
4. **户外招牌审批（T-011）** 9月8日到期，还在进行中。
5. **消防告知承诺（T-010）**、**油烟检测报告（T-012）**都还没开始，两件都依赖装修完工。

建议先找郑国强确认一下排烟管道和验收能不能按 9月5日走，这是整条线的第一个卡点。""")

    # ---- turn 2: 验收推迟
    i = c.user("郑国强昨天在工程群里好像说了排烟的事，我没细看，你帮我翻一下群聊")
    chat = []
    t0 = 0

    def chat_line(day, who, text):
        return f"[2024-08-{day} {rng.randint(8, 22):02d}:{rng.randint(0, 59):02d}] {who}：{text}"

    filler = [
        "收到",
        "好的",
        "[图片]",
        "明天上午我在现场",
        "电工下午到",
        "地砖多了两箱，退不退？",
        "@阿杰 网线从哪个弱电间走？",
        "物业说晚上10点后才能进货梯",
        "快递放前台了",
        "[语音 12秒]",
        "吊顶检修口位置拍给我",
        "冷库压缩机明天到",
        "这个插座高度不对，改到1.2米",
        "今天垃圾清运了吗",
        "洗手池台面颜色跟效果图不一样",
        "好",
        "👌",
    ]
    filler += [
        "踢脚线明天补",
        "消防喷淋头有一个歪了，拍照发群里了",
        "@刘建 冷库门封条有缝",
        "今天噪音投诉了，物业让下午2点后再打孔",
        "吧台大理石到了，放哪",
        "监控摄像头16路，硬盘4T够吗",
        "包厢3的空调出风口要挪",
        "后厨墙面要贴到顶吗",
        "物业说货梯周末不给用",
        "电箱图纸发我一份",
        "[文件] 06店-强电系统图-v3.pdf",
        "[文件] 排烟平面图-0826.dwg",
        "灯具少了6个筒灯",
        "明早8点交底会",
        "这批椅子颜色偏深，退不退？",
        "门头钢架焊好了",
        "空调外机位置物业同意了",
        "厨房挡水条要加高",
        "今天有人动了配电箱？",
    ]
    for k in range(270):
        chat.append(
            chat_line(
                rng.randint(22, 28),
                rng.choice(["郑国强", "刘建", "阿杰", "小马", "周凯", "王琦"]),
                rng.choice(filler),
            )
        )
    chat.sort()
    key = [
        "[2024-08-28 18:42] 郑国强：各位，排烟这块有个情况。今天商场消防维保单位来看了，说我们厨房排烟管接商场公共排烟井的位置，防火阀型号不对（我们装的是70℃的，商场要求280℃排烟防火阀），而且穿防火墙那段要做防火包覆。要整改。",
        "[2024-08-28 18:45] 刘建：要多久？9月5号验收还赶得上吗",
        "[2024-08-28 18:51] 郑国强：阀门要重新订，厂家说最快9月4号到货，装+包覆两天，再加物业消防维保复查。我估计验收最早只能9月12号了。整改费用我们承担一半，另一半按合同变更走。",
        "[2024-08-28 18:53] 王琦（物业）：复查需要提前3个工作日预约，9月11号我们这边可以安排。",
        "[2024-08-28 19:02] 刘建：那验收先改到9月12日吧，我跟林总汇报。@周凯 开业时间你们要评估一下",
        "[2024-08-28 19:05] 周凯：收到，我明天算一下",
        "[2024-08-28 19:30] 郑国强：整改变更单我明天发，编号BG-06-011，金额3.2万，咱们各一半。",
    ]
    chat_out = (
        "企业微信 · 群「06店工程对接群」· 检索范围 2024-08-22 至 2024-08-29 · 关键词：排烟 · 命中 7 条（上下文共 41 条）\n\n"
        + "\n".join(sorted(chat + key))
        + "\n"
    )
    t = c.call(
        "我检索一下工程对接群最近一周的记录。",
        (
            "im",
            {
                "action": "search",
                "group": "06店工程对接群",
                "keyword": "排烟",
                "from": "2024-08-22",
                "to": "2024-08-29",
                "context": 20,
            },
            chat_out,
        ),
    )
    c.old("装修竣工验收原定9月5日（因排烟防火阀整改推迟到9月12日）", ["验收", "9月5日"], t)
    c.label(
        "fact",
        "排烟防火阀型号不对（装的70℃，商场要求280℃）且穿墙段需防火包覆，整改变更单BG-06-011金额3.2万，双方各承担一半",
        ["BG-06-011", "280℃"],
        t,
    )
    c.say("""找到了，是 8月28日晚上的讨论，要点：

- **问题**：厨房排烟管接商场公共排烟井的位置，装的是 70℃ 防火阀，商场要求 **280℃ 排烟防火阀**；穿防火墙那段还要做防火包覆。商场消防维保单位要求整改。
- **工期**：新阀门最快 9月4日到货，安装加包覆 2 天，再加物业消防维保复查（需提前 3 个工作日预约，王琦说 9月11日可以安排）。**验收最早 9月12日**，刘建已经在群里说先改到 9月12日。
- **费用**：整改变更单 **BG-06-011**，3.2 万元，装修方和我们各承担一半，也就是我们出 1.6 万，走合同变更。

**对开业的影响**：9月12日验收之后，还要燃气通气、约市场监管所现场核查、发证，9月20日开业基本不可能了——验收到开业只剩 8 天，试营业（原定 17–19日）之前许可证大概率下不来。

按比较稳的节奏倒推：9月12日验收 → 9月13–14日燃气通气 → 9月18日前后现场核查 → 3 个工作日内发证 → 9月24–26日试营业 → **9月27日（周五）开业**。要不要按这个改？""")

    i = c.user("行，就9月27号。总表里相关节点都改一下，1.6万的变更先记到不可预见里")
    c.old("原计划开业日期9月20日（改为9月27日）", ["9月20日", "正式开业"], i)
    upd_rows = [
        ["T-004", "装修竣工验收", "2024-09-05 → 2024-09-12", "未开始", "排烟防火阀整改 BG-06-011"],
        ["T-005", "燃气管道接驳及通气点火", "2024-09-08 → 2024-09-14", "未开始", ""],
        [
            "T-009",
            "食品经营许可证（申请+现场核查）",
            "2024-09-12 → 2024-09-20",
            "进行中",
            "验收后预约核查",
        ],
        ["T-012", "油烟净化设施检测报告", "2024-09-12 → 2024-09-18", "未开始", ""],
        ["T-022", "新员工培训（总部培训中心，5天）", "2024-09-12 → 2024-09-19", "未开始", ""],
        ["T-023", "试营业", "新增 2024-09-24 至 2024-09-26", "未开始", "新建任务 T-031"],
        ["T-029", "备用金及开业预算管控", "-", "进行中", "不可预见 +1.6 万（BG-06-011 我方 50%）"],
        ["里程碑", "计划开业", "2024-09-20 → 2024-09-27", "-", "林晓雯 2024-08-29 确认"],
    ]
    upd_out = (
        "「禾川06店筹备总表」批量更新成功 · 8 条记录 · 操作人：筹备助理（代 林晓雯）· 2024-08-29 10:26\n\n"
        + ascii_table(["任务ID", "任务", "截止日期变更", "状态", "备注"], upd_rows)
        + "\n\n已通知负责人：刘建、唐悦、周凯、吴敏（多维表格提醒）\n预算视图：不可预见 4 万 → 已占用 1.6 万，剩余 2.4 万\n"
    )
    t = c.call(
        "好，我批量更新总表。",
        (
            "tasks",
            {
                "action": "batch_update",
                "base": "禾川06店筹备总表",
                "updates": [
                    {"id": "T-004", "due": "2024-09-12"},
                    {"id": "T-005", "due": "2024-09-14"},
                    {"id": "T-009", "due": "2024-09-20"},
                    {"id": "T-012", "due": "2024-09-18"},
                    {"id": "T-022", "due": "2024-09-19"},
                    {"id": "new", "name": "试营业", "start": "2024-09-24", "due": "2024-09-26"},
                    {"id": "milestone", "name": "计划开业", "date": "2024-09-27"},
                    {"id": "T-029", "note": "不可预见 +1.6万 BG-06-011"},
                ],
            },
            upd_out,
        ),
    )
    c.say(
        """总表已更新（8 条）：验收 → 9月12日，燃气通气 → 9月14日，食品经营许可 → 9月20日，油烟检测 → 9月18日，培训 → 9月19日，新增试营业任务 T-031（9月24–26日），里程碑开业 → **9月27日**。BG-06-011 的 1.6 万已记入不可预见，剩余 2.4 万。刘建、唐悦、周凯、吴敏都收到了提醒。"""
    )

    # ---- turn 4: 供应商问题
    i = c.user(
        """另一个事，陈露（品控）上周去鑫盛冷链实地审核了，说问题不小，报告应该在共享盘品控文件夹。孙立那边说鑫盛这周还要涨价。你看下报告，再从erp里把鑫盛和备选的冻品供应商报价拉一下对比"""
    )
    temp_rows = []
    for k in range(30):
        d = date(2024, 8, 1) + timedelta(days=k)
        missing = k in (3, 4, 11, 17, 18, 19, 25)
        temp_rows.append(
            [
                d.isoformat(),
                f"浙A·{rng.randint(10000, 99999)}冷",
                "缺失" if missing else f"{rng.uniform(-19.5, -16.2):.1f}",
                "缺失" if missing else f"{rng.uniform(-18.2, -9.6):.1f}",
                "是" if (not missing and rng.random() < 0.2) else ("-" if missing else "否"),
            ]
        )
    qc = (
        "文件：共享盘/品控/供应商审核/2024-08-22_鑫盛冷链_现场审核报告.pdf（文本提取）\n\n"
        "禾川餐饮 品控部 · 供应商现场审核报告 · 编号 QC-SA-2024-031\n审核对象：杭州鑫盛冷链食品有限公司（冻品/鲜肉）\n审核日期：2024-08-22 · 审核人：陈露、孙立（陪同）\n\n"
        "一、总体结论：**有条件通过（C 级）**，整改完成前不建议作为新店唯一冻品供应商。\n\n二、主要问题\n"
        "1. 冷链运输温度记录不完整：抽查 8 月车辆温度记录，30 天中 7 天无记录；有记录的天数中 6 天厢温高于 -12℃（要求 ≤ -15℃）。\n"
        "2. 部分批次检疫证明与实物批号对不上（猪五花 2 批次）。\n3. 冷库除霜记录缺失，库内有结霜积冰。\n"
        "4. 营业执照经营范围含冷藏冷冻食品销售，资质齐全。\n\n三、温度记录抽查明细\n"
        + ascii_table(["日期", "车辆", "出库温度℃", "到店厢温℃", "超标"], temp_rows)
        + "\n\n四、整改要求：30 日内补齐温控设备（带远程记录）并提交 2 个月完整记录后复审。\n"
    )
    quotes = []
    skus = [
        ("猪五花（带皮，冷鲜）", "kg"),
        ("牛腩（冷冻）", "kg"),
        ("鸡腿（冷冻，去骨）", "kg"),
        ("鱼头（鳙鱼，冷冻）", "kg"),
        ("湘西腊肉（总部定制）", "kg"),
        ("猪蹄（冷冻）", "kg"),
        ("牛蛙（鲜活）", "kg"),
        ("鸭血（盒装）", "盒"),
        ("虾仁（冷冻）", "kg"),
        ("猪肚（冷冻）", "kg"),
        ("肥肠（冷冻，熟制）", "kg"),
        ("鸡爪（冷冻）", "kg"),
        ("牛肉片（冷冻，腌制）", "kg"),
        ("羊排（冷冻）", "kg"),
        ("鸡胗（冷冻）", "kg"),
        ("猪肝（冷鲜）", "kg"),
        ("排骨（冷鲜，肋排）", "kg"),
        ("前腿肉（冷鲜）", "kg"),
        ("后腿肉（冷鲜）", "kg"),
        ("土鸡（整只，冷鲜）", "只"),
        ("鸭（整只，冷冻）", "只"),
        ("鲈鱼（鲜活）", "kg"),
        ("黄辣丁（鲜活）", "kg"),
        ("小龙虾（冷冻，熟制）", "kg"),
        ("鱿鱼（冷冻）", "kg"),
        ("毛肚（冷冻）", "kg"),
        ("黄喉（冷冻）", "kg"),
        ("千层肚（冷冻）", "kg"),
        ("午餐肉（罐）", "罐"),
        ("火腿肠（箱）", "箱"),
        ("冻豆腐", "kg"),
        ("速冻水饺（员工餐）", "kg"),
    ]
    base = [
        26.5,
        62.0,
        21.0,
        16.8,
        58.0,
        24.0,
        28.0,
        4.5,
        68.0,
        38.0,
        45.0,
        29.0,
        52.0,
        66.0,
        24.0,
        14.0,
        34.0,
        22.0,
        21.0,
        58.0,
        32.0,
        30.0,
        36.0,
        40.0,
        35.0,
        42.0,
        36.0,
        40.0,
        12.5,
        68.0,
        8.0,
        16.0,
    ]
    for (name, unit), b in zip(skus, base):
        xs = b * rng.uniform(1.04, 1.10)
        zb = b * rng.uniform(0.93, 1.00) if name != "猪五花（带皮，冷鲜）" else 23.8
        hy = b * rng.uniform(0.96, 1.03)
        quotes.append([name, unit, f"{b:.1f}", f"{xs:.1f}", f"{zb:.1f}", f"{hy:.1f}"])
    erp_out = (
        "ERP · 供应商报价对比 · 品类：冻品/鲜肉 · 区域：杭州 · 生成时间 2024-09-02 14:20\n"
        "供应商：SUP-0617 杭州鑫盛冷链食品有限公司（现报价 2024-09-01 调价函）｜SUP-0388 浙北鲜达供应链有限公司｜SUP-0452 杭州恒远食品配送\n\n"
        + ascii_table(["SKU", "单位", "鑫盛原报价", "鑫盛9月新报价", "浙北鲜达", "恒远"], quotes)
        + "\n\n供应商档案摘要：\n"
        "  SUP-0617 鑫盛冷链：新供应商（2024-07 引入）· 品控评级 C（QC-SA-2024-031）· 账期 30 天 · 起送 1500 元 · 押金 2 万元（已付，收据 XS-YJ-0611）\n"
        "  SUP-0388 浙北鲜达：合作 3 年，供应 01/03/05 店 · 品控评级 A（2024-05 复审）· 账期 45 天 · 起送 800 元 · 冷链车全程 GPS+温控远程记录 · 配送窗口 06:00-09:00\n"
        "  SUP-0452 恒远：合作 1 年，供应 02 店 · 品控评级 B · 账期 30 天 · 起送 1000 元 · 滨江区周末不配送\n"
    )
    t = t_quote = c.call(
        "我同时读审核报告、拉 ERP 报价对比。",
        (
            "docs",
            {
                "action": "read",
                "path": "共享盘/品控/供应商审核/2024-08-22_鑫盛冷链_现场审核报告.pdf",
            },
            qc,
        ),
        (
            "erp",
            {
                "action": "quote_compare",
                "category": "冻品/鲜肉",
                "region": "杭州",
                "suppliers": ["SUP-0617", "SUP-0388", "SUP-0452"],
            },
            erp_out,
        ),
    )
    c.say("""报告和报价都看了。

**品控审核 QC-SA-2024-031（陈露，8月22日）**：鑫盛冷链只是**有条件通过（C 级）**，品控明确写了"整改完成前不建议作为新店唯一冻品供应商"。主要问题：
- 8 月冷链车温度记录 30 天缺 7 天，有记录的日子里还有 6 天到店厢温高于 -12℃（要求 ≤ -15℃）；
- 2 个猪五花批次的检疫证明和实物批号对不上；
- 冷库除霜记录缺失、有积冰。
整改期 30 天，还要再交 2 个月完整记录才能复审——也就是说，9 月底之前鑫盛不可能达标。

**报价**：鑫盛 9 月新报价比原报价普遍涨 4–10%。三家对比：
- **浙北鲜达（SUP-0388）**：大部分 SKU 最便宜（猪五花 23.8 元/kg），品控 A 级，已经给 01/03/05 店供了 3 年，账期 45 天、起送 800 元，全程 GPS+温控远程记录。
- 恒远（SUP-0452）：B 级，价格居中，但滨江周末不配送，这对餐厅是硬伤。

另外要注意：鑫盛那边我们已经付了 **2 万元押金**（收据 XS-YJ-0611），换供应商的话这笔钱要谈退回。

我的建议是冻品/鲜肉换成浙北鲜达。你定了我就在 ERP 里发起合同申请，并把总表 T-014 改掉。""")

    i = c.user(
        "换，浙北鲜达。合同申请你发起，账期按45天，首单按开业前3天到货算。押金的事我让孙立去谈。鑫盛那边先别说死，等合同签了再正式通知"
    )
    c.old("冻品/肉类供应商原定鑫盛冷链（换成浙北鲜达）", ["鑫盛", "冻品"], i)
    erp_c = (
        "ERP · 合同申请已提交 · 申请单号 HT-SQ-2024-0906\n合同编号（预分配）：ZBXD-2024-0917\n"
        "供应商：SUP-0388 浙北鲜达供应链有限公司 · 品类：冻品/鲜肉 · 适用门店：06店（江晖天地）\n"
        "结算：月结，账期 45 天 · 起送 800 元 · 配送窗口 06:00-09:00 · 价格：按 2024-09-02 报价单 BJ-0388-0902 执行，季度调价需提前 30 天书面通知\n"
        "首单：预计开业前 3 天到货（以总表开业日期为准）\n"
        "审批流：孙立（采购）→ 陈露（品控）→ 吴敏（财务）→ 林晓雯（运营总监）· 当前节点：孙立\n"
        "附件：BJ-0388-0902.xlsx、浙北鲜达营业执照及食品经营许可证、冷链车辆清单（6 台，均带温控远程记录）\n"
    )
    tsk = (
        "「禾川06店筹备总表」更新成功 · T-014\n  任务：冻品/肉类供应商签约（鑫盛冷链） → 冻品/肉类供应商签约（浙北鲜达，ZBXD-2024-0917）\n"
        "  截止：2024-08-31 → 2024-09-10 · 状态：进行中 · 备注：合同申请 HT-SQ-2024-0906；鑫盛押金退回由孙立跟进，暂不正式通知鑫盛\n"
        "新建任务 T-032：鑫盛冷链押金 2 万元退回（收据 XS-YJ-0611）· 负责人 孙立 · 截止 2024-09-30\n"
    )
    t = c.call(
        "好，我在 ERP 发起合同申请，同时更新总表。",
        (
            "erp",
            {
                "action": "contract_request",
                "supplier": "SUP-0388",
                "store": "06",
                "payment_terms_days": 45,
                "quote_ref": "BJ-0388-0902",
                "first_delivery": "opening-3d",
            },
            erp_c,
        ),
        (
            "tasks",
            {
                "action": "update",
                "base": "禾川06店筹备总表",
                "id": "T-014",
                "name": "冻品/肉类供应商签约（浙北鲜达）",
                "due": "2024-09-10",
                "new_task": {"name": "鑫盛押金退回", "owner": "孙立", "due": "2024-09-30"},
            },
            tsk,
        ),
    )
    c.label(
        "decision",
        "冻品/鲜肉供应商改为浙北鲜达（SUP-0388），合同ZBXD-2024-0917，账期45天，首单开业前3天到货",
        ["浙北鲜达", "ZBXD-2024-0917"],
        t,
    )
    c.label("fact", "浙北鲜达报价：猪五花23.8元/kg，品控A级，起送800元", ["23.8"], t_quote)
    c.say("""已办：
- ERP 合同申请 **HT-SQ-2024-0906**，预分配合同号 **ZBXD-2024-0917**，账期 45 天，按报价单 BJ-0388-0902 执行，首单按开业前 3 天到货。审批流：孙立 → 陈露 → 吴敏 → 你。
- 总表 T-014 改为浙北鲜达，截止 9月10日；新建 **T-032 鑫盛押金退回**（2 万元，收据 XS-YJ-0611），孙立负责，9月30日截止。备注里写了"暂不正式通知鑫盛"。""")

    # ---- turn 6: 店长更换
    i = c.user(
        """坏消息，绍兴店店长突然离职，老板让周凯明天就去绍兴救火，06店店长换成何静（原来03店的副店长）。周凯手上的任务全部转给何静，你改一下总表，再帮我写个群公告发到06店筹备群"""
    )
    c.old("06店店长原为周凯（调往绍兴店，由何静接任）", ["周凯", "店长"], i)
    c.label("fact", "06店店长改为何静（原03店副店长），周凯调去绍兴店", ["何静"], i)
    moved = [r for r in rows if r[3] == "周凯"]
    tr = (
        "「禾川06店筹备总表」批量转交成功 · 负责人 周凯 → 何静 · "
        + str(len(moved))
        + " 条\n\n"
        + ascii_table(
            ["任务ID", "任务", "截止", "状态"],
            [[r[0], r[2], r[4], r[5]] for r in moved]
            + [["T-031", "试营业", "2024-09-26", "未开始"]],
        )
        + "\n\n门店信息卡：店长 周凯 → 何静（手机 139****2871）· 生效 2024-09-05\n"
    )
    notice = """【06店筹备群公告】
各位同事：
因工作安排，周凯即日起调往绍兴店，江晖天地店（06店）店长由**何静**接任（原03店副店长），9月5日起生效。
周凯负责的筹备事项（招聘、培训、试菜考核、健康证、试营业）已全部转给何静，请大家后续直接对接何静。
当前关键节点：9月12日装修竣工验收，9月27日开业。
感谢周凯前期的付出！
——林晓雯
"""
    t = c.call(
        "先批量转交任务，再把公告发到筹备群。",
        (
            "tasks",
            {
                "action": "reassign",
                "base": "禾川06店筹备总表",
                "from": "周凯",
                "to": "何静",
                "include_new": True,
            },
            tr,
        ),
        (
            "im",
            {"action": "send", "group": "06店筹备群", "type": "announcement", "text": notice},
            "已发送群公告至「06店筹备群」（成员 27 人）· 2024-09-04 17:40 · 已读 3/27\n",
        ),
    )
    c.say(f"""总表里周凯名下的 {len(moved)} 条任务加上试营业 T-031 都转给了何静，门店信息卡的店长也改了（9月5日生效）。群公告已经发到 06店筹备群（27 人）。

提醒一下：周凯手上进行中的两件——**招聘（目标 31 人）**和**员工健康证**——最好让他走之前跟何静当面交接一下人员名单，尤其是健康证，谁还没办只有他最清楚。""")

    # ---- turn 7: 证照进度
    i = c.user(
        "好。唐悦说证照那边她都在弄，但我想自己看一眼实际进度，政务网和城管那边现在什么状态？"
    )
    lic = {
        "query_time": "2024-09-09 10:05",
        "store": "禾川餐饮管理（杭州）有限公司滨江江晖天地分店",
        "uscc": "91330108MADK7Q3X2P",
        "items": [
            {
                "name": "营业执照",
                "status": "已核发",
                "issued": "2024-07-26",
                "authority": "杭州市滨江区市场监督管理局",
            },
            {
                "name": "食品经营许可证",
                "application_no": "330108-2024-SP-017733",
                "status": "已受理，待现场核查",
                "submitted": "2024-09-02",
                "note": "现场核查需在装修完工、设备到位后预约；所内核查排期以电话通知为准",
                "authority": "滨江区市场监督管理局 长河市场监管所",
            },
            {
                "name": "公众聚集场所投入使用、营业前消防安全检查（告知承诺）",
                "status": "未提交",
                "note": "需竣工验收合格后提交承诺书、消防设施检测报告、装修工程消防验收备案凭证",
            },
            {
                "name": "户外招牌设置审批",
                "application_no": "BJCG-ZP-2024-1186",
                "status": "退回补正",
                "returned": "2024-09-06",
                "opinion": "申报门头招牌长8.4米，超出该立面商户招牌最大长度6米（江晖天地立面统一设置方案），请调整尺寸后重新提交效果图及尺寸图。",
                "authority": "滨江区综合行政执法局（城管）",
            },
            {
                "name": "油烟净化设施检测",
                "status": "未检测",
                "note": "设备已安装，待排烟整改完成后检测",
            },
        ],
        "history": [
            f"2024-0{rng.randint(7, 9)}-{rng.randint(10, 28)} {rng.choice(['材料预审通过', '补充租赁合同', '法人授权书上传', '短信通知已发送', '窗口咨询记录'])}"
            for _ in range(30)
        ],
    }
    t = c.call(
        "我查一下政务服务网和城管的申请件状态。",
        (
            "license",
            {
                "action": "status",
                "uscc": "91330108MADK7Q3X2P",
                "include": ["food", "fire", "signboard", "fume"],
            },
            json.dumps(lic, ensure_ascii=False, indent=2),
        ),
    )
    c.label(
        "reference",
        "食品经营许可证申请号330108-2024-SP-017733（长河市场监管所）",
        ["330108-2024-SP-017733"],
        t,
    )
    c.label(
        "open_issue",
        "户外招牌审批BJCG-ZP-2024-1186尚未批下（8.4米被退回后按6米补正，等城管审议会），开业时门头没有正式招牌",
        ["BJCG-ZP-2024-1186"],
        t,
    )
    c.say("""实际进度（9月9日查询）：

| 证照 | 状态 | 说明 |
|---|---|---|
| 营业执照 | ✅ 已核发（7月26日） | |
| 食品经营许可证 | 已受理，**待现场核查** | 申请号 330108-2024-SP-017733，长河市场监管所；核查要等完工、设备到位后预约，排期电话通知 |
| 消防安全检查（告知承诺） | **未提交** | 要等竣工验收合格后才能交 |
| 户外招牌审批 | ❌ **退回补正**（9月6日） | 申请号 BJCG-ZP-2024-1186：申报长8.4米，超过江晖天地该立面统一方案的6米上限，要改尺寸重新提交 |
| 油烟检测 | 未检测 | 等排烟整改完成 |

需要你注意两点：
1. **招牌**：T-007 门头招牌是郑国强那边在做的，如果已经按8.4米下料了，改成6米会有返工费。要不要先问他做到哪一步了？
2. **食品经营许可核查排期**是所里说了算，我们只能在 12 日验收后尽快预约。9月27日开业的前提是核查在 20 日左右完成，这个目前没有保证。""")

    # ---- turn 8: 验收结果
    i = c.user("招牌的事我让郑国强先停工，按6米重新出图，唐悦重新报。今天12号了，验收怎么样了？")
    c.old("门头招牌申报长度8.4米（被城管退回，改为6米重新出图申报）", ["8.4米"], i)
    ys = """邮件检索：主题含"验收" · 2024-09-12 · 2 封

(1) 发件人：刘建 <liujian@hechuan-food.com> · 2024-09-12 16:48
收件人：林晓雯；抄送：何静、唐悦、郑国强 <zheng.gq@zhujing-deco.com>、王琦 <wangqi@jianghui-mall.com>
主题：06店装修竣工验收结果（附验收报告 JG-2024-0912-06）

林总：
今天下午 06 店竣工验收完成，物业工程部、商场消防维保、我司工程部、筑景装饰四方参加。结论：**合格**，报告编号 JG-2024-0912-06。
排烟防火阀已更换为 280℃，穿墙段防火包覆完成，消防维保复查（9月11日）通过。
遗留小项 4 项（不影响营业）：
  1. 包厢 2 门吸缺失；2. 后厨地漏 1 处坡度不足积水；3. 卫生间镜前灯色温不一致；4. 吧台踢脚线收口。
  筑景装饰承诺 9月18日前整改完毕。
燃气：燃气公司通气点火预约 9月14日上午，工单 RQ-BJ-240914-033。
消防告知承诺：唐悦明天提交，材料已齐（消防设施检测报告 XF-JC-2024-5521）。
刘建

(2) 发件人：王琦 <wangqi@jianghui-mall.com> · 2024-09-12 17:20
主题：RE: 06店装修竣工验收结果
刘工好，物业这边确认验收合格。提醒：按商场规定，开业前需向物业提交油烟净化设施检测报告和开业报备表，否则不予开通营业时段的商场公共排烟风机。
"""
    log_lines = []
    acts = [
        "排烟防火阀拆除（70℃）",
        "新防火阀到货验收（280℃，3只）",
        "防火阀安装",
        "穿墙段防火包覆（岩棉+防火板）",
        "包覆面刷防火涂料",
        "吊顶检修口补封",
        "后厨地面闭水试验复查",
        "卫生间镜前灯安装",
        "包厢软包进场",
        "门吸安装（包厢1、3）",
        "电气绝缘测试",
        "应急照明测试（断电90分钟）",
        "烟感联动测试",
        "冷库温度曲线记录",
        "燃气报警器安装",
        "空调试运行",
        "全场保洁（开荒）",
        "灯具补装筒灯6个",
        "吧台踢脚线",
        "玻璃门地弹簧调试",
        "监控16路调试",
        "强电箱标识张贴",
    ]
    for d in daterange(date(2024, 8, 29), 15):
        for _ in range(rng.randint(6, 9)):
            log_lines.append(
                f"{d.isoformat()} | {rng.choice(['郑国强', '施工队 老黄', '电工 小宋', '水工 老蔡', '刘建'])} | {rng.choice(acts)} | "
                f"人数 {rng.randint(2, 9)} | {rng.choice(['完成', '完成', '进行中', '待复查', '完成，已拍照'])}"
            )
    site_log = (
        "文件：共享盘/运营/新店/06店-江晖天地/施工日志_0829-0912.xlsx（导出为文本）\n日期 | 记录人 | 工作内容 | 人数 | 状态\n"
        + "\n".join(log_lines)
        + "\n2024-09-11 | 王琦（物业） | 商场消防维保复查：排烟防火阀、包覆 | - | 通过\n"
    )
    t = c.call(
        "我看一下今天的验收邮件，顺便把这两周的施工日志也拉出来对一下。",
        ("mail", {"action": "search", "subject": "验收", "date": "2024-09-12"}, ys),
        (
            "docs",
            {"action": "read", "path": "共享盘/运营/新店/06店-江晖天地/施工日志_0829-0912.xlsx"},
            site_log,
        ),
    )
    c.label(
        "fact",
        "9月12日装修竣工验收合格，报告JG-2024-0912-06；遗留4个小项筑景装饰9月18日前整改",
        ["JG-2024-0912-06"],
        t,
    )
    c.label(
        "pending_action",
        "开业前向物业（王琦）提交油烟净化设施检测报告和开业报备表，否则商场不开公共排烟风机",
        ["开业报备表", "王琦"],
        t,
    )
    c.say("""验收过了 ✅

- **9月12日竣工验收合格**，报告编号 **JG-2024-0912-06**，四方签字。排烟防火阀已经换成 280℃，包覆完成，11日消防维保复查通过。
- 遗留 4 个小项（门吸、后厨一处地漏积水、镜前灯色温、吧台踢脚线），不影响营业，筑景承诺 9月18日前整改完。
- **燃气**：9月14日上午通气点火，工单 RQ-BJ-240914-033。
- **消防告知承诺**：唐悦明天提交，材料齐了（检测报告 XF-JC-2024-5521）。

王琦补充了一个新要求：**开业前必须向物业交油烟净化设施检测报告 + 开业报备表**，否则商场不开营业时段的公共排烟风机——没有排烟，后厨就没法开火。油烟检测在总表上截止 9月18日（T-012，刘建），我会盯着。""")

    # ---- turn 9: 健康证
    i = c.user("何静说健康证的情况周凯交接得不清楚，你帮我从hr系统里拉一下06店所有人的健康证状态")
    roster = []
    posts = [
        "厨师长",
        "炒锅",
        "炒锅",
        "炒锅",
        "炒锅",
        "砧板",
        "砧板",
        "砧板",
        "蒸菜",
        "蒸菜",
        "凉菜",
        "打荷",
        "打荷",
        "打荷",
        "洗碗",
        "洗碗",
        "前厅经理",
        "领班",
        "领班",
        "服务员",
        "服务员",
        "服务员",
        "服务员",
        "服务员",
        "服务员",
        "服务员",
        "传菜",
        "传菜",
        "收银",
        "吧台",
        "保洁",
    ]
    surn = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭"
    given = [
        "建国",
        "海燕",
        "小龙",
        "丽娟",
        "志强",
        "春梅",
        "军",
        "芳",
        "磊",
        "婷婷",
        "伟",
        "霞",
        "浩",
        "敏",
        "杰",
        "秀英",
        "鹏",
        "琳",
        "强",
        "娜",
        "斌",
        "静怡",
        "超",
        "红",
        "亮",
        "倩",
        "涛",
        "晶",
        "勇",
        "雪",
        "飞",
    ]
    no_cert = {3, 8, 14, 19, 23, 26, 27, 29, 30}
    for k, post in enumerate(posts):
        name = surn[k] + given[k]
        joined = date(2024, 8, rng.randint(5, 28)) if k < 26 else date(2024, 9, rng.randint(2, 6))
        if k in no_cert:
            st, exp, note = (
                "未办理",
                "-",
                ("新入职，未体检" if k >= 26 else "已体检，待出证" if k in (8, 19) else "未体检"),
            )
        else:
            exp_d = date(2025, rng.randint(1, 9), rng.randint(1, 28))
            st, exp, note = "有效", exp_d.isoformat(), ""
        roster.append(
            [
                f"HC06-{k + 1:03d}",
                name,
                post,
                joined.isoformat(),
                st,
                exp,
                note,
                f"1{rng.choice('35789')}{rng.randint(0, 9)}****{rng.randint(1000, 9999)}",
                rng.choice(["全职", "全职", "全职", "兼职"]),
                rng.choice(["宿舍A", "宿舍B", "自住", "自住"]),
            ]
        )
    hr_out = (
        "HR 系统 · 门店花名册 · 06店（江晖天地）· 在册 31 人 · 导出 2024-09-14 09:30\n\n"
        + ascii_table(
            [
                "工号",
                "姓名",
                "岗位",
                "入职日期",
                "健康证",
                "有效期至",
                "备注",
                "手机",
                "用工",
                "住宿",
            ],
            roster,
        )
        + "\n\n汇总：有效 22 · 未办理 9（其中已体检待出证 2、未体检 7）\n"
        '注：周凯 2024-09-03 交接表记录"未办理 6 人"，之后 9月2日–6日新入职 5 人中 3 人未办理。\n'
        "滨江区疾控中心从业人员健康体检：工作日 08:00-10:30，团体预约需提前 2 个工作日，出证约 3–5 个工作日。\n"
    )
    att = []
    for k, r in enumerate(roster):
        days_ = [
            rng.choice(["✓", "✓", "✓", "✓", "迟到", "请假"]) if k < 26 else ("-" if d_ < 2 else "✓")
            for d_ in range(5)
        ]
        att.append([r[0], r[1], r[2]] + days_ + [f"{rng.randint(62, 98)}" if k < 26 else "补考"])
    train_out = (
        "HR 系统 · 培训记录 · 06店新员工入职培训（总部培训中心，2024-09-13 至 2024-09-19，5 个培训日）\n\n"
        + ascii_table(
            [
                "工号",
                "姓名",
                "岗位",
                "D1 企业文化",
                "D2 食品安全",
                "D3 服务流程",
                "D4 岗位实操",
                "D5 出品标准",
                "考核分",
            ],
            att,
        )
        + "\n\n说明：D2 食品安全课由品控部陈露授课，未持有效健康证者不得参加 D4 后厨实操环节（改为观摩）。\n"
    )
    t = c.call(
        "我从 HR 系统导出 06 店花名册和健康证台账，顺便看一下培训记录。",
        ("hr", {"action": "roster", "store": "06", "fields": ["health_cert"]}, hr_out),
        ("hr", {"action": "training", "store": "06", "course": "新员工入职培训"}, train_out),
    )
    c.say("""拉出来了，**06 店在册 31 人，健康证有效 22 人，未办理 9 人**——不是交接表上写的 6 人。差的 3 个是 9月2–6日新入职的（传菜 2 人、收银 1 人），交接表做完之后才来的。

9 人里：
- 2 人已体检、等出证（蒸菜、服务员各 1）；
- 7 人还没体检。

滨江区疾控的从业人员体检只在工作日上午，团体要提前 2 个工作日预约，出证 3–5 个工作日。如果 **9月18日（周三）**集体去体检，最晚 9月25日前后能出证，赶在 9月24日试营业前有点悬，赶 9月27日开业没问题。建议让何静今天就约 18 日的团体体检；没拿到证的人试营业期间先不排进后厨和传菜岗。""")

    # ---- turn 10: 核查排期 -> 改期
    i = c.user(
        "照你说的办，让何静约18号。另外唐悦刚打电话，说所里的现场核查排期出来了，你查一下系统里是哪天"
    )
    lic2 = {
        "query_time": "2024-09-18 14:12",
        "application_no": "330108-2024-SP-017733",
        "status": "已受理，现场核查已排期",
        "inspection": {
            "date": "2024-09-29",
            "slot": "上午 9:30-11:30",
            "inspectors": 2,
            "note": "国庆前辖区新开业门店集中，所内排期顺延；核查通过后 3 个工作日内作出许可决定，可选择电子证照",
        },
        "fire_commitment": {
            "status": "已受理",
            "receipt": "杭滨消承字〔2024〕第0387号",
            "submitted": "2024-09-13",
            "note": "告知承诺制，已出具受理凭证，可投入使用营业；后续 3 个月内抽查",
        },
        "signboard": {
            "application_no": "BJCG-ZP-2024-1186",
            "status": "补正材料已提交（2024-09-16），审核中",
        },
        "fume": {
            "status": "检测完成",
            "report": "YY-JC-2024-0917-06",
            "result": "合格，排放浓度 0.6 mg/m³（限值 1.0）",
        },
        "holiday_notice": "2024年10月1日至7日国庆假期，政务服务窗口及现场核查暂停，10月8日起恢复。",
    }
    t = c.call(
        "我查一下最新的申请件状态。",
        (
            "license",
            {
                "action": "status",
                "application_no": "330108-2024-SP-017733",
                "include": ["fire", "signboard", "fume"],
            },
            json.dumps(lic2, ensure_ascii=False, indent=2),
        ),
    )
    c.label(
        "fact",
        "消防告知承诺已受理（杭滨消承字〔2024〕第0387号，9月13日提交），可投入使用营业",
        ["第0387号"],
        t,
    )
    c.label("fact", "油烟净化设施检测合格，报告YY-JC-2024-0917-06", ["YY-JC-2024-0917-06"], t)
    c.say("""结果不太好：

- **食品经营许可现场核查排在 9月29日（周日）上午 9:30–11:30**，所里说国庆前辖区新开店太多，排期顺延了。核查通过后 **3 个工作日内**作出许可决定。也就是说，最顺利的情况，许可证也要到 9月30日或国庆后才能拿到。**9月27日开业做不到了**——那天还没核查，无证经营不行。
- 另外政务窗口**10月1–7日暂停**，如果 9月30日没出证，就要等到 10月8日之后。

好消息：
- **消防告知承诺已受理**，凭证 杭滨消承字〔2024〕第0387号，可以投入使用营业；
- **油烟检测合格**，报告 YY-JC-2024-0917-06，可以交给王琦了；
- 招牌补正材料 9月16日已交，还在审。

开业日期的选项：
1. **10月1日国庆开业**：客流最好，但前提是 9月30日当天出证，没有任何余量；国庆期间窗口关闭，出了问题没人能处理。
2. **10月8日（周二）开业**：9月29日核查，9月30日或 10月8日出证，国庆期间可以做内部试营业和培训。稳，但错过国庆客流。

我倾向第 2 个。国庆开业赌的是当天出证，赌输了就是国庆几天关门，而且员工已经排好班了。你怎么定？""")

    i = c.user(
        """纠结了一下，跟老板也通了电话，定10月8日开业。国庆不赌了。试营业放在10月5日到7日，只做邀约和内部，不对外收银——这个你确认下没证能不能做？总表和物业那边都要同步，物业的开业报备表日期也要改"""
    )
    c.old(
        "开业日期曾改为9月27日（因现场核查排到9月29日，最终定10月8日）", ["9月27日", "开业日期"], i
    )
    c.label(
        "decision",
        "正式开业定为10月8日（周二），不赌国庆；10月5–7日邀约+内部试营业、不对外收银",
        ["10月8日", "10月5日"],
        i,
    )
    tk3 = [
        ["里程碑", "计划开业", "2024-09-27 → 2024-10-08", "林晓雯 2024-09-18 确认"],
        ["T-031", "试营业", "2024-09-24~26 → 2024-10-05~07（邀约+内部，不对外收银）", "何静"],
        [
            "T-009",
            "食品经营许可证",
            "现场核查 2024-09-29 上午；预计出证 2024-09-30 或 2024-10-08",
            "唐悦",
        ],
        ["T-018", "首批备货下单", "浙北鲜达首单到货 2024-10-05（开业前3天）", "孙立"],
        ["T-024", "大众点评/美团门店上线", "上线日期改 2024-10-08", "李婷"],
        ["T-025", "开业活动方案", "活动期改 10-08 至 10-20", "李婷"],
        [
            "T-030",
            "商场开业报备",
            "报备开业日期 2024-10-08；附油烟检测报告 YY-JC-2024-0917-06",
            "王琦/何静",
        ],
    ]
    tk3_out = (
        "「禾川06店筹备总表」批量更新成功 · 7 条 · 2024-09-18 15:02\n\n"
        + ascii_table(["任务ID", "任务", "变更", "负责人"], tk3)
        + "\n"
    )
    mail_wq = """草稿已保存 · drafts/2024-09-18-06店开业报备.eml
收件人：王琦 <wangqi@jianghui-mall.com>；抄送：林晓雯、何静、刘建
主题：06店（禾川·湘菜 B1-07）开业报备 — 开业日期调整为10月8日

王经理您好：
禾川·湘菜江晖天地店（B1-07）开业日期由原报 9月27日调整为 **2024年10月8日（周二）**。
10月5日至7日为内部及邀约试营业（不对外营业收银），届时需要使用后厨及商场公共排烟风机，营业时段 10:30-21:00。
随附：1）油烟净化设施检测报告 YY-JC-2024-0917-06（合格）；2）开业报备表（更新版）；3）装修竣工验收报告 JG-2024-0912-06。
如需补充材料请告知，谢谢！
何静（店长）/ 禾川餐饮
"""
    t = c.call(
        "先同步总表，再给王琦起草开业报备邮件（附油烟检测报告）。",
        (
            "tasks",
            {
                "action": "batch_update",
                "base": "禾川06店筹备总表",
                "milestone_open": "2024-10-08",
                "soft_open": ["2024-10-05", "2024-10-07"],
            },
            tk3_out,
        ),
        (
            "mail",
            {
                "action": "draft",
                "to": ["wangqi@jianghui-mall.com"],
                "subject": "06店（禾川·湘菜 B1-07）开业报备 — 开业日期调整为10月8日",
                "attachments": [
                    "YY-JC-2024-0917-06.pdf",
                    "开业报备表_v2.xlsx",
                    "JG-2024-0912-06.pdf",
                ],
            },
            mail_wq,
        ),
    )
    c.say("""已同步：
- 总表 7 条：开业 → **10月8日**，试营业 T-031 → 10月5–7日（邀约+内部，不对外收银），浙北鲜达首单 10月5日到货，点评/美团上线和开业活动顺延，商场报备改 10月8日。
- 给王琦的开业报备邮件草稿在 drafts/2024-09-18-06店开业报备.eml，附了油烟检测报告、报备表更新版和验收报告，以何静名义发。你看一下没问题就让何静发出去。

**关于没证能不能试营业**：我的理解是，食品经营许可管的是"从事食品经营活动"，关键看是不是向社会公众提供餐饮、收不收钱。纯内部员工试餐和不收费的邀约品鉴风险比较低，但如果邀约对象是普通顾客、通过点评/朋友圈招募，哪怕免单，也可能被认定为经营活动。这一点我没法替所里下结论，**建议唐悦 9月29日核查时当面问核查人员**。如果 9月30日已经出证，这个问题就不存在了。""")

    # ---- turn 11: 核查后
    i = c.user("10月1号了，跟你确认下：29号核查过了吗？证出来没？浙北鲜达合同签了没")
    lic3 = {
        "query_time": "2024-10-01 09:40",
        "application_no": "330108-2024-SP-017733",
        "status": "已办结",
        "inspection": {
            "date": "2024-09-29",
            "result": "符合要求",
            "remarks": "冷库温度计校准记录需补充（已当场补充）",
        },
        "decision": {
            "date": "2024-09-30",
            "result": "准予许可",
            "license_no": "JY13301080045671",
            "scope": "热食类食品制售；冷食类食品制售（不含生食）；自制饮品制售（不含经营现榨果蔬汁）",
            "valid_until": "2029-09-29",
            "e_license": "已生成电子证照，可在浙里办下载",
        },
    }
    erp3 = (
        "ERP · 合同 ZBXD-2024-0917 · 状态：已生效\n审批记录：孙立 同意 2024-09-06 · 陈露 同意 2024-09-09 · 吴敏 同意 2024-09-10（备注：账期45天已确认）· "
        "林晓雯 同意 2024-09-11\n双方盖章：2024-09-13 · 首单 PO-06-0001 下单 2024-09-30，计划到货 2024-10-05 06:00-09:00，金额 18,460.50 元\n"
        '关联任务：T-032 鑫盛押金退回 —— 状态：进行中（孙立备注 9/27：鑫盛同意退1.5万，另5000元要扣"已备货损失"，未同意，继续谈）\n'
    )
    po_rows = []
    total_c = 0
    for k, ((name, unit), b) in enumerate(zip(skus, base)):
        price = 23.8 if k == 0 else round(b * rng.uniform(0.93, 1.0), 1)
        qty = rng.randint(4, 40) if unit == "kg" else rng.randint(2, 20)
        amt = round(price * qty * 100)
        total_c += amt
        po_rows.append([f"{k + 1:02d}", name, unit, qty, f"{price:.2f}", f"{amt / 100:,.2f}"])
    while total_c > 1846050 - 150000:
        j = max(range(len(po_rows)), key=lambda x: float(po_rows[x][5].replace(",", "")))
        qty, price = po_rows[j][3] - 1, float(po_rows[j][4])
        total_c -= round(float(po_rows[j][5].replace(",", "")) * 100)
        amt = round(price * qty * 100)
        total_c += amt
        po_rows[j][3], po_rows[j][5] = qty, f"{amt / 100:,.2f}"
    extra = [
        ("调和油（20L）", "桶"),
        ("生粉（25kg）", "袋"),
        ("冰块（食用）", "袋"),
        ("保鲜膜（厨房用）", "卷"),
    ]
    target = 1846050
    for j, (name, unit) in enumerate(extra):
        if j < len(extra) - 1:
            qty = rng.randint(2, 5)
            price = round(rng.uniform(20, 80), 1)
            amt = round(price * qty * 100)
        else:
            amt = target - total_c
            qty = 1
            price = amt / 100
            name = "运费及冷链包装（整单）"
            unit = "项"
        total_c += amt
        po_rows.append(
            [f"{len(skus) + j + 1:02d}", name, unit, qty, f"{price:.2f}", f"{amt / 100:,.2f}"]
        )
    assert total_c == target and po_rows[-1][4][0] != "-", po_rows[-1]
    po_out = (
        "ERP · 采购订单 PO-06-0001 明细 · 供应商 SUP-0388 · 门店 06 · 下单 2024-09-30 18:22（孙立）\n\n"
        + ascii_table(["行", "品名", "单位", "数量", "单价(元)", "金额(元)"], po_rows)
        + f"\n\n合计 {len(po_rows)} 行 · 金额 18,460.50 元 · 预计到货 2024-10-05 06:00-09:00 · 收货人：何静 · 冷链收货温度要求：冷冻 ≤ -15℃，冷鲜 0–4℃\n"
    )
    t = c.call(
        "我同时查许可证、合同状态和首单明细。",
        (
            "license",
            {"action": "status", "application_no": "330108-2024-SP-017733"},
            json.dumps(lic3, ensure_ascii=False, indent=2),
        ),
        (
            "erp",
            {"action": "contract_status", "contract_no": "ZBXD-2024-0917", "with_tasks": True},
            erp3,
        ),
        ("erp", {"action": "po_detail", "po": "PO-06-0001"}, po_out),
    )
    c.label(
        "fact",
        "食品经营许可证9月30日准予许可，编号JY13301080045671，有效期至2029-09-29",
        ["JY13301080045671"],
        t,
    )
    c.label(
        "fact",
        "浙北鲜达首单PO-06-0001已下，10月5日06:00–09:00到货，金额18,460.50元",
        ["PO-06-0001", "18,460.50"],
        t,
    )
    c.label(
        "open_issue",
        "鑫盛押金2万（收据XS-YJ-0611）只同意退1.5万，另5000元要按已备货损失扣，仍在谈",
        ["XS-YJ-0611", "5000元"],
        t,
    )
    c.say(f"""都有结果了：

1. **核查通过，证已下来** ✅ 9月29日现场核查符合要求（冷库温度计校准记录当场补了）；**9月30日准予许可**，许可证编号 **JY13301080045671**，有效期到 2029-09-29，范围含热食、冷食（不含生食）、自制饮品，电子证照可以在浙里办下载。所以 10月5–7日试营业也不存在无证问题了，之前那个疑问可以关掉。
2. **浙北鲜达合同已生效**：9月11日你审批完，9月13日双方盖章。首单 **PO-06-0001** 9月30日已下，**10月5日 06:00–09:00 到货**，{len(po_rows)} 行，18,460.50 元。
3. **鑫盛押金**还没谈妥：鑫盛同意退1.5万，另外5000元想按"已备货损失"扣掉，孙立没同意，还在谈。

另外提醒：浙北鲜达合同签了之后，按你之前说的，鑫盛那边现在可以正式通知了。要不要我起草一封正式的终止合作函给孙立？""")

    # ---- turn 12: 招牌 + 鑫盛通知
    i = c.user(
        "终止函写吧，语气客气点，押金的事在函里写清楚我们要全额退。招牌呢？城管批了没，门头空着开业很难看"
    )
    sb = (
        "企业微信 · 与 唐悦 的聊天 · 2024-09-26 至 2024-10-01\n"
        "[09-26 11:02] 唐悦：招牌补正材料城管收了，说要上会，会是每周四\n"
        "[09-26 11:03] 唐悦：郑国强那边 6 米的图出了，效果图也改了\n"
        "[09-27 16:40] 唐悦：今天问了，周四的会没排上，下周四国庆，要到节后那周周四的会\n"
        "[09-27 16:41] 林晓雯：那开业的时候门头怎么办\n"
        "[09-27 16:45] 唐悦：城管说审批前不能装正式招牌。商场那边王琦说可以先用商场统一的临时围挡画面，写店名，不亮灯，算商场的广告位\n"
        "[09-27 16:46] 唐悦：临时画面要 2800，商场广告公司做，3 天\n"
        "[09-27 17:10] 唐悦：我先问问价格能不能少点\n"
        "[09-30 10:20] 唐悦：王琦回复临时画面可以 10 月 4 号装好，费用 2800 不能少\n"
        "[09-30 10:22] 唐悦：林总这个要您批一下\n"
        "[10-01 08:55] 唐悦：节日快乐～招牌的事节后上会，结果我第一时间同步\n"
    )
    term = """草稿已保存 · drafts/2024-10-01-鑫盛冷链-终止合作函.docx

杭州鑫盛冷链食品有限公司：

感谢贵司自 2024 年 7 月以来对禾川餐饮的支持与配合。

经我司品控部 2024 年 8 月 22 日现场审核（报告编号 QC-SA-2024-031），贵司冷链运输温度记录等事项尚未满足我司新店供应要求。
综合考虑新店开业时间安排，我司决定江晖天地店（06店）冻品/鲜肉品类不再与贵司开展合作，原供货意向即日终止。

关于我司已支付的合作押金人民币 20,000 元（收据编号 XS-YJ-0611）：双方尚未发生任何实际订货，我司请求贵司全额退还，
并于收到本函后 15 个工作日内汇至我司原付款账户。对于贵司提出的"已备货损失"，因我司未下达任何采购订单，恕难认可。

如贵司完成整改并通过复审，我司欢迎未来在其他门店或品类继续合作。

禾川餐饮管理（杭州）有限公司 采购部
联系人：孙立 · 2024 年 10 月 8 日
"""
    t = c.call(
        "我先看一下招牌最新进度，同时起草鑫盛的终止函。",
        ("im", {"action": "history", "chat": "唐悦", "from": "2024-09-26", "to": "2024-10-01"}, sb),
        (
            "docs",
            {
                "action": "draft",
                "path": "drafts/2024-10-01-鑫盛冷链-终止合作函.docx",
                "template": "采购-终止合作函",
            },
            term,
        ),
    )
    c.label(
        "pending_action",
        "节后由孙立以采购部名义发出终止合作函（drafts/2024-10-01-鑫盛冷链-终止合作函.docx），要求全额退还20,000元押金",
        ["终止合作函", "20,000"],
        t,
    )
    c.say("""**终止函**草稿在 drafts/2024-10-01-鑫盛冷链-终止合作函.docx，以采购部名义、孙立为联系人，落款日期写的是 10月8日（节后发）。语气是客气的，但押金写得很明确：**全额退还 20,000 元（收据 XS-YJ-0611）**，15 个工作日内退回原账户；因为我们没下过任何采购订单，不认可"已备货损失"。也给对方留了台阶：整改复审通过后欢迎再合作。

**招牌还没批**：
- 6 米的新图郑国强已经出了，补正材料城管也收了，但要**上周四的审议会**。9月26日那周没排上，下周四是国庆，**最早节后那周的周四上会**——开业时肯定批不下来。
- 审批前不能装正式招牌。王琦给了个办法：先用商场统一的**临时围挡画面**（写店名、不亮灯，算商场广告位），商场广告公司 10月4日能装好，**2800 元，不能少**。唐悦 9月30日在等你批。

2800 元可以从不可预见里出（目前剩 2.4 万）。要不要批？""")

    i = c.user(
        "批，2800走不可预见。10月10日上会的结果出来你提醒我。最后帮我整理一下开业前还剩什么没做完的，我节后第一天要开会"
    )
    c.label("pending_action", "10月10日城管审议会后跟进招牌审批结果并提醒林晓雯", ["10月10日"], i)
    bud = (
        "「禾川06店筹备总表」· 预算视图 · 2024-10-01 10:05\n\n"
        + ascii_table(
            ["项目", "预算(万)", "已支出(万)", "已承诺(万)", "剩余(万)"],
            [
                ["装修工程", 98, 95.1, 1.6, 1.3],
                ["厨房设备", 42, 40.2, 0, 1.8],
                ["家具软装", 14, 13.4, 0, 0.6],
                ["证照及检测", 2, 1.1, 0, 0.9],
                ["首批备货", 12, 1.85, 6.5, 3.65],
                ["开业营销", 8, 2.3, 4.1, 1.6],
                ["人员培训及差旅", 6, 4.9, 0.4, 0.7],
                ["不可预见", 4, 1.6, 0.28, 2.12],
                ["合计", 186, 160.45, 12.88, 12.67],
            ],
        )
        + "\n\n未完成任务（截至 2024-10-01）：\n"
        + ascii_table(
            ["任务ID", "任务", "负责人", "截止", "状态"],
            [
                ["T-007", "门头招牌制作安装（6米，待审批）", "郑国强", "2024-10-15", "暂停"],
                ["T-011", "户外招牌设置审批 BJCG-ZP-2024-1186", "唐悦", "2024-10-10", "审核中"],
                ["T-013", "员工健康证（剩余2人待出证）", "何静", "2024-10-04", "进行中"],
                ["T-030", "商场开业报备（王琦确认回执）", "何静", "2024-10-04", "进行中"],
                ["T-031", "试营业 10-05~10-07", "何静", "2024-10-07", "未开始"],
                ["T-032", "鑫盛押金退回 XS-YJ-0611", "孙立", "2024-10-31", "进行中"],
                ["T-033", "临时围挡画面（商场广告公司，2800 元）", "唐悦", "2024-10-04", "未开始"],
                ["T-004a", "验收遗留 4 项整改复查", "刘建", "2024-09-18", "已完成"],
            ],
        )
        + "\n"
    )
    t = t_rep = c.call(
        "我先把 2800 记到不可预见、建临时围挡任务，再拉一下预算和未完成任务。",
        (
            "tasks",
            {
                "action": "report",
                "base": "禾川06店筹备总表",
                "views": ["预算", "未完成任务"],
                "create": {"id": "T-033", "name": "临时围挡画面", "owner": "唐悦", "cost": 2800},
            },
            bud,
        ),
    )
    c.label(
        "decision",
        "开业期间门头先用商场临时围挡画面（2800元，从不可预见列支，任务T-033）",
        ["临时围挡", "T-033"],
        t - 1,
    )
    c.label(
        "fact",
        "健康证：06店31人中截至10月1日剩余2人待出证，出证前不排后厨和传菜岗",
        ["2人待出证"],
        t_rep,
    )
    m = c.say("""节后会议用的清单（截至 10月1日）：

**已经定了的**
- 开业 **10月8日（周二）**；10月5–7日邀约+内部试营业（许可证已经下来了，不再有合规疑问）。
- 食品经营许可证 JY13301080045671（9月30日），消防告知承诺 第0387号，油烟检测 YY-JC-2024-0917-06，验收 JG-2024-0912-06。
- 店长何静；冻品/鲜肉浙北鲜达（合同 ZBXD-2024-0917），首单 PO-06-0001 10月5日早上到货。
- 开业期间门头用商场临时围挡画面（2800 元，T-033，唐悦，10月4日装好）。

**还没完成的**
1. **户外招牌审批 BJCG-ZP-2024-1186**：10月10日城管上会，结果出来我提醒你；批下来后郑国强再装 6 米的正式招牌（T-007，暂停中）。
2. **商场开业报备**：报备邮件何静要发给王琦，拿到回执才开排烟风机——这个必须在 10月5日试营业前落实。
3. **健康证**：31人里还有2人待出证，没拿到之前不排后厨、传菜岗。
4. **鑫盛押金 2 万**：终止函节后由孙立发出，要求全额退回，对方目前只同意退 1.5 万。
5. 试营业 T-031 本身（何静）。

**预算**：186 万里已支出 160.45 万、已承诺 12.88 万，剩余 12.67 万；不可预见还剩约 2.1 万。目前不会超支。""")
    return c


# =============================================================================
# 4. 论文大修回复 (Chinese)
# =============================================================================


def conv_paper():
    rng = random.Random(417)
    FORBID = [
        "14.92",
        "15.37",
        "15.41",
        "13.46",
        "13.52",
        "19.12",
        "19.08",
        "3.1倍",
        "24.58",
        "11.8",
        "36.9",
    ]

    def safe(v, fmt="{:.4f}"):
        while True:
            txt = fmt.format(v)
            if not any(f in txt for f in FORBID):
                return txt
            v += 0.0137

    sysmsg = (
        "你是博士生刘子涵的科研助理，帮助处理论文修改与回复审稿意见。可用工具：`portal`（期刊投稿系统：稿件状态、决定信、"
        "给编辑部留言）、`files`（课题组共享盘和本地仓库文件读取）、`sheet`（修改任务跟踪表）、`shell`（在实验室 GPU 服务器 "
        "gpu03 上执行命令、查看日志）、`git`（论文 LaTeX 仓库与代码仓库）、`mail`（邮件检索与草稿）。数字要和日志/表格一致，"
        "改了什么要说清楚。"
    )
    c = Conv(
        "blind-zh-paper-revision-response",
        "MSGAT-Flow 论文大修：补实验数据变化、截止日期延期、合作者分工调整",
        sysmsg,
        "call_pr",
    )

    decision = """投稿系统 · 稿件 ZJXB-2024-0417 · 《智能交通与计算学报》
题目：MSGAT-Flow：面向城市交通流量预测的多尺度图注意力网络
作者：刘子涵，陈思远，孙浩，赵建国*（通讯作者）
状态：大修（Major Revision）· 决定日期：2024-09-06 · 责任编辑：周敏 编审
修改稿提交截止：2024-10-21 23:59（北京时间）

决定信摘要：
  刘子涵 老师：您好！您的稿件经 3 位专家评审，编委会意见为"大修后再审"。请逐条回复审稿意见，提交
  （1）修改说明（逐条回复）；（2）修改痕迹稿（高亮标注修改处）；（3）清洁稿；（4）如有补充实验，请在回复中给出数据来源及复现方式。
  如无法按期提交，请在截止日期前通过系统"给编辑部留言"申请延期，延期一般不超过 30 天。
  修改稿将送原审稿人复审。

附件：审稿意见（3 份）· 编辑部格式要求 v2024.3 · 修改说明模板.docx

—— 附件《编辑部格式要求 v2024.3》（摘录）——
一、修改说明：按"审稿意见原文—作者回复—修改位置（页码/行号）"三段式逐条书写；不得合并回复不同审稿人的意见；
   对未采纳的意见须说明理由。回复中引用的新增数据须注明图表编号。
二、修改稿：提交两个版本。痕迹稿中所有修改处以黄色高亮标注（LaTeX 可用 soul 宏包 \\hl{}），删除内容无需保留；
   清洁稿为最终排版版本。题目、作者、单位如有变化须在修改说明首页单独列出。
三、图表：图中文字不小于 8pt；坐标轴须注明物理量与单位；表格采用三线表；数值保留位数全文统一。
四、实验与数据：如补充实验，须说明数据集版本、划分方式、随机种子、硬件环境及主要超参数；
   若修正了此前版本中的错误，须在修改说明中明确说明错误内容、修正方法及对结论的影响。
五、参考文献：按 GB/T 7714—2015 著录；预印本如已正式发表须引用正式版本；近 3 年文献比例不低于 30%。
六、作者信息变更：增加、删除作者或调整作者顺序，须提交全体作者签字的书面声明并说明理由，由编辑部审核。
七、补充材料：单个文件不超过 20 MB，格式为 PDF 或 ZIP；代码仓库链接可在正文"数据与代码可用性"一节给出。
八、其他：修改稿篇幅原则上不超过原稿的 120%；修改稿提交后将送原审稿人复审，复审周期约 4–6 周。
"""
    reviews = """文件：共享盘/论文/MSGAT-Flow/大修/审稿意见_ZJXB-2024-0417.pdf（文本提取）

【审稿人 1】总体评价：方法有一定新意，实验较充分，但对比基线偏旧，部分结论缺乏支撑。建议大修。
1.1 对比方法多为 2021 年以前的模型（STGCN、GWNet、AGCRN、STSGCN），缺少近两年的强基线，如 STAEformer、PDFormer。请补充对比，否则"达到最优性能"的结论难以成立。
1.2 多尺度模块（MSA）是本文核心，但消融实验只去掉了整个模块。请分别报告去掉不同尺度分支（1/2/4 尺度）的结果。
1.3 文中称模型"轻量高效"，但没有给出参数量、训练/推理时间、显存占用的对比。
1.4 超参数（尺度数 K、注意力头数、隐藏维度）如何选取？请给出敏感性分析。
1.5 第 3.2 节符号较乱，式(7)与式(9)中 H 的含义不一致；图 3 字号太小。

【审稿人 2】总体评价：问题有意义，但实验设置存在可能影响结论的问题。建议大修。
2.1 数据预处理部分写道"对全部数据做 Z-score 标准化"。如果标准化统计量（均值、方差）是在全部数据（含测试集）上计算的，存在信息泄露，请作者确认并在仅用训练集统计量的设置下重新报告结果。
2.2 表 2 的结果似乎来自单次运行。请报告多个随机种子的均值和标准差，并进行显著性检验。
2.3 长时预测能力：请补充预测步长 120 分钟（24 步）的结果，或说明为何只做到 60 分钟。
2.4 图构建采用距离阈值的静态邻接矩阵，是否考虑过自适应邻接矩阵？请讨论或补充实验。
2.5 请说明代码和预处理脚本是否会公开，以便复现。
2.6 相关工作遗漏了若干 2023 年的 Transformer 类交通预测工作。
其他小问题：
  - 表 2 中 PeMS07 的 MAPE 单位不一致；
  - 图 5 的纵轴缺少单位；
  - 建议分别报告 15/30/60 分钟三个预测步长的结果，而不是仅报告 12 步平均，这对判断模型在不同时间尺度上的表现很重要；
  - 参考文献 [23] 年份有误。

【审稿人 3】总体评价：写作清晰，实验可信，建议小修后接收。
3.1 摘要中的数字与表 2 不一致（摘要写 MAE 降低 6.3%，表 2 计算为 5.8%）。
3.2 结论部分可增加局限性讨论。
3.3 个别英文缩写首次出现未给出全称（如 MSA、TCN）。
"""
    i = c.user("""收到大修了！！稿件号 ZJXB-2024-0417。我想在截止日期前把修改稿和逐条回复都交上去，主要结论尽量保住。
你先帮我把决定信和审稿意见拉出来理一下，有几条意见、截止哪天、哪些要补实验""")
    c.label(
        "user_goal",
        "按期提交稿件ZJXB-2024-0417的大修修改稿和逐条回复，尽量保住主要结论",
        ["ZJXB-2024-0417"],
        i,
    )
    t = c.call(
        "我先从投稿系统拉决定信，再读审稿意见全文。",
        ("portal", {"action": "get_decision", "manuscript": "ZJXB-2024-0417"}, decision),
        (
            "files",
            {"action": "read", "path": "共享盘/论文/MSGAT-Flow/大修/审稿意见_ZJXB-2024-0417.pdf"},
            reviews,
        ),
    )
    c.say("""整理如下：

**基本信息**：《智能交通与计算学报》，**大修**，决定日期 9月6日，**修改稿截止 2024-10-21 23:59**。要交四样：逐条修改说明、痕迹稿、清洁稿、补充实验的数据来源和复现方式。修改稿会送原审稿人复审。如果需要延期，必须在截止前通过系统"给编辑部留言"申请，一般不超过 30 天。

**意见数量**：审稿人 1 共 5 条（1.1–1.5），审稿人 2 共 6 条（2.1–2.6），审稿人 3 共 3 条（3.1–3.3），**合计14条**。

**需要补实验的**（工作量从大到小）：
- **2.1 数据泄露**：最要紧。如果我们的 Z-score 确实用的是全量数据统计量，所有结果都要重跑，表 2 的数字会变。
- **1.1 补 STAEformer、PDFormer 对比**：这两个都是很强的基线，补上后"达到最优"的结论可能站不住。
- **2.2 多随机种子 + 显著性检验**：所有数据集 × 主要模型都要跑多次。
- **1.2 分尺度消融**、**1.4 超参敏感性**、**2.3 120 分钟预测**、**2.4 自适应邻接矩阵**（可以讨论或补实验）。
- **1.3 参数量/时间/显存**：测一下就行，工作量小。

**纯写作的**：1.5、2.5、2.6、3.1–3.3。

建议先查 2.1，它决定后面所有实验用哪个版本的数据预处理。""")

    # ---- turn 2: 分工
    i = c.user(
        """分工我想这样：陈思远负责所有补实验（1.1 1.2 1.4 2.1 2.2 2.3），孙浩负责相关工作、图表和审稿人3的（1.5 2.6 3.x），我负责回复信总稿和方法部分（1.3 2.4 2.5）。帮我建个跟踪表，放在共享盘大修文件夹里"""
    )
    trk = [
        ["1.1", "补 STAEformer/PDFormer 对比", "陈思远", "实验", "未开始", "2024-10-07"],
        ["1.2", "分尺度消融（1/2/4）", "陈思远", "实验", "未开始", "2024-10-07"],
        ["1.3", "参数量/训练推理时间/显存", "刘子涵", "实验(小)", "未开始", "2024-09-30"],
        ["1.4", "超参敏感性 K/heads/hidden", "陈思远", "实验", "未开始", "2024-10-10"],
        ["1.5", "3.2节符号统一、图3字号", "孙浩", "写作", "未开始", "2024-10-10"],
        ["2.1", "Z-score 泄露核查与重跑", "陈思远", "实验", "未开始", "2024-09-20"],
        ["2.2", "多随机种子+显著性检验", "陈思远", "实验", "未开始", "2024-10-12"],
        ["2.3", "120分钟（24步）预测", "陈思远", "实验", "未开始", "2024-10-12"],
        ["2.4", "自适应邻接矩阵讨论/实验", "刘子涵", "讨论", "未开始", "2024-10-12"],
        ["2.5", "代码与预处理脚本公开说明", "刘子涵", "写作", "未开始", "2024-10-12"],
        ["2.6", "补2023年Transformer类相关工作", "孙浩", "写作", "未开始", "2024-10-10"],
        ["3.1", "摘要数字与表2一致", "孙浩", "写作", "未开始", "2024-10-14"],
        ["3.2", "结论增加局限性", "孙浩", "写作", "未开始", "2024-10-14"],
        ["3.3", "缩写首次出现给全称", "孙浩", "写作", "未开始", "2024-10-14"],
    ]
    trk_out = (
        "已创建 共享盘/论文/MSGAT-Flow/大修/修改跟踪表.xlsx（工作表：意见清单）· 14 行 · 共享给 陈思远、孙浩、赵建国（可编辑）\n\n"
        + ascii_table(["意见", "内容", "负责人", "类型", "状态", "内部截止"], trk)
        + "\n\n里程碑：内部初稿 2024-10-14 · 赵老师审阅 2024-10-17 · 提交 2024-10-21\n"
    )
    t = c.call(
        "好，我按你的分工建表，内部截止日期我按最终截止倒推了一下。",
        (
            "sheet",
            {
                "action": "create",
                "path": "共享盘/论文/MSGAT-Flow/大修/修改跟踪表.xlsx",
                "sheet": "意见清单",
                "rows": 14,
                "share": ["陈思远", "孙浩", "赵建国"],
            },
            trk_out,
        ),
    )
    c.label(
        "reference",
        "修改跟踪表：共享盘/论文/MSGAT-Flow/大修/修改跟踪表.xlsx",
        ["修改跟踪表.xlsx"],
        t - 1,
    )
    c.say("""跟踪表建好了：共享盘/论文/MSGAT-Flow/大修/**修改跟踪表.xlsx**，14 条意见各一行，负责人按你说的分配，已经共享给陈思远、孙浩和赵老师。

内部时间线我倒推成：2.1 泄露核查重跑 9月20日前（它是所有实验的前提），其他实验 10月7–12日，写作 10月10–14日，**10月14日内部初稿 → 10月17日给赵老师 → 10月21日提交**。实话说实验这块压力很大，陈思远一个人要跑 6 条。""")

    # ---- turn 3: 检查泄露
    i = c.user("你先帮我看看2.1，代码在gpu03上 ~/msgat 里，我记得预处理是思远写的")
    grep_out = """$ cd ~/msgat && git log -1 --format='%h %an %ad %s' && grep -rn "StandardScaler\\|fit_transform\\|scaler" data/ lib/ | head -40
7c21e0b 陈思远 Mon Mar 11 21:04:17 2024 +0800 add pems07, unify loaders
data/pems_loader.py:14:from sklearn.preprocessing import StandardScaler
data/pems_loader.py:58:    def _normalize(self, x):
data/pems_loader.py:59:        # z-score over the whole series (all nodes share one mean/std)
data/pems_loader.py:60:        self.scaler = StandardScaler()
data/pems_loader.py:61:        x_flat = x.reshape(-1, 1)
data/pems_loader.py:62:        x_norm = self.scaler.fit_transform(x_flat).reshape(x.shape)
data/pems_loader.py:63:        return x_norm
data/pems_loader.py:97:        data = np.load(self.path)["data"][..., :1]
data/pems_loader.py:98:        data = self._normalize(data)
data/pems_loader.py:99:        n = data.shape[0]
data/pems_loader.py:100:        n_train, n_val = int(n * 0.6), int(n * 0.2)
data/pems_loader.py:101:        self.train = data[:n_train]
data/pems_loader.py:102:        self.val = data[n_train:n_train + n_val]
data/pems_loader.py:103:        self.test = data[n_train + n_val:]
lib/metrics.py:8:def masked_mae(pred, true, scaler=None, null_val=0.0):
lib/metrics.py:11:    if scaler is not None:
lib/metrics.py:12:        pred = scaler.inverse_transform(pred)
lib/metrics.py:31:def masked_rmse(pred, true, scaler=None, null_val=0.0):
lib/metrics.py:57:def masked_mape(pred, true, scaler=None, null_val=0.0):
lib/trainer.py:44:        self.scaler = loader.scaler
lib/trainer.py:121:            loss = masked_mae(out, y, self.scaler)

$ python -c "import numpy as np; d=np.load('data/PEMS08/pems08.npz')['data'][...,0]; n=len(d); a=d[:int(n*.6)]; print('full', d.mean().round(2), d.std().round(2)); print('train', a.mean().round(2), a.std().round(2))"
full 230.68 146.22
train 228.91 145.37
"""
    t = c.call(
        "我去服务器上看一下数据加载代码。",
        (
            "shell",
            {
                "host": "gpu03",
                "cmd": "cd ~/msgat && git log -1 && grep -rn 'StandardScaler\\|fit_transform\\|scaler' data/ lib/ | head -40; python -c '...mean/std full vs train...'",
            },
            grep_out,
        ),
    )
    c.label(
        "reference",
        "数据泄露出在 ~/msgat/data/pems_loader.py 的 _normalize（StandardScaler 在切分前对全序列 fit_transform）",
        ["pems_loader.py", "_normalize"],
        t,
    )
    c.say("""审稿人 2 说对了，**确实有泄露**：

`data/pems_loader.py` 第 58–63 行的 `_normalize` 在**切分训练/验证/测试之前**就对整条序列做了 `StandardScaler().fit_transform`（第 98 行调用，第 100–103 行才切分），所以均值和方差里包含了测试集。

影响有多大：PeMS08 上全量统计量是均值 230.68 / 标准差 146.22，只用训练集是 228.91 / 145.37，差得不多，所以我估计指标会小幅变差，不会翻天。但性质上是泄露，必须改成**只在训练集上 fit、再 transform 验证和测试集**，然后所有数据集的主结果都要重跑——包括表 2、消融和基线（基线如果也用的我们的 loader，也要重跑）。

修复本身只要改几行。要我直接提一个修复 commit，还是让思远来改？他写的代码，改完跑实验也是他。""")

    i = c.user("你直接改吧，提交到 fix-scaler 分支，然后告诉思远用这个分支重跑PeMS08先看看")
    diff = """$ git checkout -b fix-scaler && git apply /tmp/fix_scaler.patch && git commit -am "fit scaler on train split only (R2.1)" && git push -u origin fix-scaler
Switched to a new branch 'fix-scaler'
[fix-scaler a3f9e12] fit scaler on train split only (R2.1)
 1 file changed, 9 insertions(+), 6 deletions(-)
diff --git a/data/pems_loader.py b/data/pems_loader.py
@@ -56,11 +56,13 @@ class PemsDataset:
-    def _normalize(self, x):
-        # z-score over the whole series (all nodes share one mean/std)
-        self.scaler = StandardScaler()
-        x_flat = x.reshape(-1, 1)
-        x_norm = self.scaler.fit_transform(x_flat).reshape(x.shape)
-        return x_norm
+    def _normalize(self, train, *others):
+        # z-score with statistics from the TRAIN split only (R2.1, no test leakage)
+        self.scaler = StandardScaler()
+        self.scaler.fit(train.reshape(-1, 1))
+        out = [self.scaler.transform(a.reshape(-1, 1)).reshape(a.shape) for a in (train,) + others]
+        return out
@@ -95,9 +97,10 @@ class PemsDataset:
         data = np.load(self.path)["data"][..., :1]
-        data = self._normalize(data)
         n = data.shape[0]
         n_train, n_val = int(n * 0.6), int(n * 0.2)
-        self.train = data[:n_train]
-        self.val = data[n_train:n_train + n_val]
-        self.test = data[n_train + n_val:]
+        train, val, test = data[:n_train], data[n_train:n_train + n_val], data[n_train + n_val:]
+        self.train, self.val, self.test = self._normalize(train, val, test)
To gitlab.lab.local:trafficlab/msgat.git
 * [new branch]      fix-scaler -> fix-scaler
$ python -m pytest tests/test_loader.py -q
....                                                                     [100%]
4 passed in 3.12s
"""
    t = c.call(
        "改动很小，我提交到新分支并跑一下 loader 的单测。",
        (
            "git",
            {
                "host": "gpu03",
                "repo": "~/msgat",
                "cmd": "checkout -b fix-scaler; apply; commit; push; pytest tests/test_loader.py",
            },
            diff,
        ),
    )
    c.label(
        "fact",
        "泄露修复提交在 fix-scaler 分支 commit a3f9e12（只用训练集统计量），loader 单测通过",
        ["a3f9e12", "fix-scaler"],
        t,
    )
    mail_sy = (
        "草稿已发送 · 2024-09-11 15:20\n收件人：陈思远 <chensy@trafficlab.edu.cn>；抄送：刘子涵\n主题：R2.1 泄露已修复，请用 fix-scaler 分支先重跑 PeMS08\n\n"
        "思远：审稿人 2 的 2.1 核实了，pems_loader 的 Z-score 是在切分前对全序列 fit 的。已修复并推到 fix-scaler 分支（a3f9e12），"
        "请先用这个分支、原配置（seed 42）重跑 PeMS08 的 MSGAT-Flow，看看指标变化。后续所有补实验都基于这个分支。——子涵\n"
    )
    t2 = c.call(
        "提交好了，单测通过。我以你的名义给思远发个邮件。",
        (
            "mail",
            {
                "action": "send",
                "to": ["chensy@trafficlab.edu.cn"],
                "subject": "R2.1 泄露已修复，请用 fix-scaler 分支先重跑 PeMS08",
            },
            mail_sy,
        ),
    )
    c.say("""已完成：
- 修复提交 **a3f9e12** 在 `fix-scaler` 分支：标准化改为只在训练集上 fit，再 transform 验证集和测试集；loader 的 4 个单测都通过。
- 已经给思远发了邮件，请他用这个分支、原配置（seed 42）先重跑 PeMS08。以后所有补实验都要基于这个分支，我也写在邮件里了。""")

    # ---- turn 4: 重跑结果
    i = c.user(
        "思远说PeMS08跑完了，日志在 runs/pems08_fixscaler_s42/ 下面，帮我看下结果跟原来差多少"
    )

    def train_log(tag, epochs, start_mae, end_mae, seed):
        lines = [
            f"[{tag}] seed={seed} dataset=PEMS08 model=MSGAT-Flow K=3 heads=4 hidden=64 lr=0.001 bs=64 branch=fix-scaler@a3f9e12",
            f"[{tag}] train 10700 / val 3567 / test 3566 samples · nodes 170 · in_len 12 · out_len 12",
            f"[{tag}] scaler fitted on train: mean=228.91 std=145.37",
        ]
        for e in range(1, epochs + 1):
            frac = e / epochs
            vm = (
                start_mae + (end_mae - start_mae) * (1 - (1 - frac) ** 3) + rng.uniform(-0.06, 0.06)
            )
            lines.append(
                f"epoch {e:03d} | train_loss {safe(0.30 - 0.12 * frac + rng.uniform(-0.01, 0.01))} | val_mae {safe(vm)} | "
                f"val_rmse {safe(vm * 1.6 + rng.uniform(-0.2, 0.2))} | lr {0.001 * (0.5 ** (e // 40)):.6f} | {rng.randint(41, 49)}.{rng.randint(0, 9)}s"
            )
            if e % 25 == 0:
                lines.append(
                    f"  [ckpt] saved best to runs/{tag}/best.pt (val_mae {safe(vm - 0.02)})"
                )
            if rng.random() < 0.05:
                lines.append("  WARNING: grad norm clipped (max_norm=5.0)")
        return lines

    log = train_log("pems08_fixscaler_s42", 120, 19.8, 15.95, 42)
    res08 = """== TEST (best ckpt epoch 117) ==
horizon  MAE     RMSE    MAPE
3        13.98   22.11   9.12%
6        15.06   23.98   9.77%
12       17.21   27.44   11.30%
avg12    15.37   24.51   10.02%
== compare: paper Table 2 (leaky scaler, seed 42) avg12 MAE 14.92 RMSE 23.87 MAPE 9.61% =="""
    log_out = (
        "$ tail -n 200 runs/pems08_fixscaler_s42/train.log && cat runs/pems08_fixscaler_s42/test_metrics.txt\n"
        + "\n".join(log[-200:])
        + "\n"
        + res08
        + "\n"
    )
    t = c.call(
        "我把日志和测试指标拉出来。",
        (
            "shell",
            {
                "host": "gpu03",
                "cmd": "cd ~/msgat && tail -n 200 runs/pems08_fixscaler_s42/train.log && cat runs/pems08_fixscaler_s42/test_metrics.txt",
            },
            log_out,
        ),
    )
    c.old("论文表2中PeMS08的MAE为14.92（存在标准化泄露；修复后重跑为15.37）", ["14.92"], t)
    c.say("""结果出来了（best checkpoint 在第 117 轮，训练正常收敛）：

| PeMS08 12 步平均 | MAE | RMSE | MAPE |
|---|---|---|---|
| 原论文表 2（有泄露） | 14.92 | 23.87 | 9.61% |
| 修复后（seed 42） | **15.37** | 24.51 | 10.02% |

MAE 差了约 **3.0%**，跟我之前估计的一样，是小幅变差。分步长看，3 步 13.98、6 步 15.06、12 步 17.21（正好也能回应审稿人 2 小问题里说的分步长报告）。

需要注意的是，我们原来声称比最好的基线（GWNet/AGCRN 那一档）MAE 低 5.8%，现在这个优势会缩小到 3% 左右——前提是基线也在同样的修复后设置下重跑。而且 1.1 要补的 STAEformer 如果比我们强，这个结论就更难说了。下一步建议思远先把 STAEformer 在修复后的设置上跑一下 PeMS08，尽早知道差距。""")

    # ---- turn 5: STAEformer + latency
    i = c.user(
        "STAEformer他用官方代码跑了，结果在 runs/baselines/staeformer_pems08/。另外1.3我想顺便把速度测了，你在gpu03上测一下我们和STAEformer的推理时间和参数量？"
    )
    st_log = train_log("staeformer_pems08", 100, 19.1, 13.9, 42)
    st_out = (
        "$ tail -n 40 runs/baselines/staeformer_pems08/train.log && cat runs/baselines/staeformer_pems08/test_metrics.txt\n"
        + "\n".join(
            l.replace(
                "MSGAT-Flow K=3 heads=4 hidden=64",
                "STAEformer (official, commit 5e1f0aa) emb=24+80",
            )
            for l in st_log[-100:]
        )
        + "\n== TEST ==\navg12    13.52   23.24   8.91%\n(STAEformer paper reports PEMS08 MAE 13.46 RMSE 23.25 MAPE 8.88%)\n"
    )
    bench = """$ python tools/bench.py --models msgat,staeformer --dataset PEMS08 --batch 64 --device cuda:0 --warmup 50 --iters 500
GPU: NVIDIA A100-PCIE-40GB · torch 2.1.2+cu118 · cudnn 8700
model        params     train_s/epoch   infer_ms/batch(64)   infer_ms p95   peak_mem_MB
msgat        384,212    44.6            11.8                 12.4           2,914
staeformer   1,354,870  137.9           36.9                 38.1           7,806
ratio (staeformer/msgat): params 3.53x · train 3.09x · infer 3.13x · mem 2.68x
"""
    t = c.call(
        "两件事一起做：读 STAEformer 的结果，再跑 benchmark 脚本测参数量、训练/推理时间和显存。",
        (
            "shell",
            {
                "host": "gpu03",
                "cmd": "cd ~/msgat && tail -n 40 runs/baselines/staeformer_pems08/train.log && cat runs/baselines/staeformer_pems08/test_metrics.txt",
            },
            st_out,
        ),
        (
            "shell",
            {
                "host": "gpu03",
                "cmd": "cd ~/msgat && python tools/bench.py --models msgat,staeformer --dataset PEMS08 --batch 64 --device cuda:0 --warmup 50 --iters 500",
            },
            bench,
        ),
    )
    c.label(
        "fact",
        "STAEformer 在修复后设置下 PeMS08 MAE 13.52（原文报告 13.46），明显优于 MSGAT-Flow",
        ["13.52", "13.46"],
        t,
    )
    c.label(
        "fact",
        "gpu03 A100 上 batch 64 推理：MSGAT-Flow 11.8 ms vs STAEformer 36.9 ms（3.1倍），参数 38.4万 vs 135.5万，显存 2,914 vs 7,806 MB",
        ["11.8 ms", "36.9 ms"],
        t + 1,
    )
    c.say("""结果对论文的主张不太友好，但也有亮点：

**精度**：STAEformer 在修复后的设置下 PeMS08 MAE **13.52**（原论文报告 13.46，复现得很准），我们是 15.37——**差了约 12%**。所以 1.1 补上之后，"达到最优性能"这句话肯定站不住了。PDFormer 应该也在 13.5–13.6 这个水平。

**效率**（A100，batch 64，PeMS08）：
| | MSGAT-Flow | STAEformer | 倍数 |
|---|---|---|---|
| 参数量 | 38.4 万 | 135.5 万 | 3.5× |
| 训练 s/epoch | 44.6 | 137.9 | 3.1× |
| 推理 ms/batch | **11.8** | **36.9** | **3.1倍** |
| 峰值显存 | 2,914 MB | 7,806 MB | 2.7× |

所以比较诚实的定位是：**精度不如最新的 Transformer 类模型，但推理快 3.1倍（每批 11.8 ms 对 36.9 ms）、参数和显存小得多**，适合路侧/边缘部署这类对延迟敏感的场景。这个要不要改论文定位，得赵老师拍板，毕竟题目、摘要、贡献点都要动。要不要我起草一封邮件把这两组数字发给他？""")

    # ---- turn 6: 导师邮件 → 定位调整
    i = c.user("我已经跟赵老师当面说了，他说晚上回邮件，你帮我看看他回了没")
    zmail = """检索：from:zhaojg@trafficlab.edu.cn · 最近 3 天 · 2 封

(1) 2024-09-20 22:47 · 赵建国 → 刘子涵；抄送：陈思远、孙浩
主题：RE: MSGAT-Flow 大修 —— 关于论文定位

子涵：
看了你给的数字。我的意见：
1. 实事求是。题目、摘要、引言里所有"达到最优/SOTA"的说法全部去掉。审稿人 1 和 2 都会复审，硬说是给自己挖坑。
2. 贡献点改成"在精度与最新 Transformer 方法接近的前提下，推理快3.1倍、显存和参数量显著更小"。注意"接近"要有分寸，PeMS08 差 12% 不算接近，就直接写差距，把重点放在精度-效率权衡上，补一张精度-延迟散点图（横轴延迟，纵轴 MAE，所有基线都画上）。
3. 题目改为"MSGAT-Flow：一种面向城市交通流量预测的高效多尺度图注意力网络"。
4. 表 2 保留所有基线，STAEformer、PDFormer 加进去，加粗最优值，不要回避。
5. 所有数字以修复泄露后的为准，回复信里要主动说明 2.1 的问题和修复过程，这是态度问题。
赵建国

(2) 2024-09-19 09:12 · 赵建国 → 课题组全体
主题：下周组会改到周四下午 2 点，地点 B312
"""
    t = c.call(
        "我查一下赵老师的邮件。",
        ("mail", {"action": "search", "from": "zhaojg@trafficlab.edu.cn", "days": 3}, zmail),
    )
    c.label(
        "decision",
        "按赵老师意见：去掉所有SOTA/达到最优的说法，贡献改为精度-效率权衡（推理快3.1倍），题目改为“高效多尺度图注意力网络”，补精度-延迟散点图",
        ["SOTA", "3.1倍", "精度-延迟散点图"],
        t,
    )
    c.say("""赵老师回了（9月20日 22:47），意见很明确：

1. 题目、摘要、引言里所有"达到最优/SOTA"的说法**全部去掉**；
2. 贡献点改为**精度-效率权衡**：推理快 3.1倍、显存和参数量更小，PeMS08 的 12% 差距直接写出来，不用"接近"来包装；补一张**精度-延迟散点图**（横轴延迟、纵轴 MAE，画上所有基线）；
3. 新题目：**MSGAT-Flow：一种面向城市交通流量预测的高效多尺度图注意力网络**；
4. 表 2 加上 STAEformer、PDFormer，加粗最优值；
5. 所有数字以修复泄露后的为准，回复信里**主动说明 2.1 的问题和修复过程**。

这样一来，1.3 就从一条小意见变成了论文新的核心证据，散点图需要所有基线在修复后设置下的延迟和 MAE。我在跟踪表里把 1.3 改成"核心"，散点图先记在孙浩名下（图表归他），行吗？""")

    # ---- turn 7: 陈思远离开 -> 王蕾；15条
    i = c.user("""散点图给孙浩，可以。然后有个变动：思远下周一开始去字节实习了，三个月，基本没时间了。补实验全部转给王蕾（组里的硕士生，她对代码也熟），赵老师说她的工作量够了的话加为作者。思远说交接文档放在共享盘了。
另外王蕾看了审稿意见说审稿人2"其他小问题"里还藏了一条要补实验的，你再核对一下总数？""")
    c.old("补实验负责人原为陈思远（去字节实习，补实验全部转给王蕾）", ["陈思远", "补实验"], i)
    c.label("fact", "补实验全部由王蕾负责（陈思远去字节实习三个月）", ["王蕾"], i)
    handover = """文件：共享盘/论文/MSGAT-Flow/大修/交接_陈思远_0927.md

# 补实验交接（陈思远 → 王蕾）2024-09-27

## 环境
- 服务器 gpu03，代码 ~/msgat，分支 fix-scaler（a3f9e12 之后我又加了 2 个 commit：b71c0d4 多种子脚本，e02f9a8 基线统一评估）
- conda env: msgat-py310；数据在 /data/pems/（PEMS03/04/07/08，已按新 loader 缓存）
- 跑多种子：`bash scripts/run_seeds.sh <dataset> <model> "0 1 2 3 4"`，结果写到 runs/<dataset>_<model>_s<seed>/
- 汇总：`python tools/aggregate.py --pattern 'runs/*_s[0-4]' --out results/seeds_summary.csv`

## 进度
| 实验 | 状态 | 备注 |
|---|---|---|
| PeMS08 MSGAT seed42（修复后） | 完成 | MAE 15.37 |
| PeMS08 STAEformer（官方代码） | 完成 | 13.52 |
| PeMS08 PDFormer | 跑了一半，第 80/200 轮 OOM 停了 | 需要把 batch 调到 16 |
| PeMS04 MSGAT 修复后 | 未开始 | |
| 多种子 0-4 | 只跑了 PeMS08 MSGAT seed 0、1 | 其余未跑 |
| 分尺度消融 1.2 | 脚本写好 scripts/ablate_scales.sh，未跑 | |
| 超参敏感性 1.4 | 未开始 | |
| 120 分钟 2.3 | 未开始，需要改 out_len=24，显存翻倍 | |
| 基线用新 loader 重跑（STGCN/GWNet/AGCRN/STSGCN） | 未开始 | 4 个数据集 × 4 模型 |

## 注意
- gpu03 的 4 张卡是组里共享的，10 月上旬赵老师另一个横向项目要占 2 张卡（到 10/15）。
- PDFormer 官方代码依赖 torch 1.x 的一个 API，我本地 patch 了一下，在 third_party/pdformer_patch.diff。
"""
    trk2 = (
        "已更新 修改跟踪表.xlsx · 意见清单\n  - 负责人 陈思远 → 王蕾：1.1, 1.2, 1.4, 2.1, 2.2, 2.3（6 行）\n"
        "  - 1.3 类型 实验(小) → 核心；新增子项 1.3b 精度-延迟散点图（孙浩）\n"
        "  - 新增 2.7（审稿人2 其他小问题第3点）：分别报告 15/30/60 分钟三个步长结果 · 负责人 王蕾 · 类型 实验 · 截止 2024-10-12\n"
        "  - 意见总数 14条 → 15条（另有 3 条格式类小问题合并入 1.5/2.6 处理）\n"
    )
    t = c.call(
        "我读一下思远的交接文档，同时改跟踪表。",
        (
            "files",
            {"action": "read", "path": "共享盘/论文/MSGAT-Flow/大修/交接_陈思远_0927.md"},
            handover,
        ),
        (
            "sheet",
            {
                "action": "update",
                "path": "共享盘/论文/MSGAT-Flow/大修/修改跟踪表.xlsx",
                "changes": [
                    {"owner_from": "陈思远", "owner_to": "王蕾"},
                    {"id": "1.3", "type": "核心"},
                    {"add": "1.3b 精度-延迟散点图", "owner": "孙浩"},
                    {"add": "2.7 分步长15/30/60分钟", "owner": "王蕾"},
                ],
            },
            trk2,
        ),
    )
    c.old("审稿意见总数按14条统计（核对后为15条，审稿人2其他小问题里有一条需补实验）", ["14条"], t)
    c.label(
        "fact",
        "需要逐条回复的实质意见共15条：审稿人2“其他小问题”中的分步长15/30/60分钟结果记为2.7",
        ["15条", "15/30/60"],
        t,
    )
    c.say("""王蕾说得对。审稿人 2 的"其他小问题"第 3 点——**分别报告 15/30/60 分钟三个步长的结果**——其实是要补实验的，我之前把它当格式问题漏掉了。跟踪表里已经加为 **2.7**（王蕾负责），**实质意见总数改为15条**；另外 3 个格式小问题（MAPE 单位、图 5 纵轴、参考文献年份）合并到 1.5/2.6 处理。好在 2.7 的数据在 test_metrics 里本来就有（3/6/12 步 = 15/30/60 分钟），只是要多种子再跑。

交接文档要点，王蕾接手时要知道的：
- 代码在 fix-scaler 分支，思远之后又加了 **b71c0d4（多种子脚本）**和 **e02f9a8（基线统一评估）**；多种子用 `scripts/run_seeds.sh`，汇总用 `tools/aggregate.py`。
- 已完成的只有：PeMS08 MSGAT seed42、STAEformer PeMS08、多种子的 seed 0/1。**PDFormer 第 80 轮 OOM 中断**，要把 batch 调到 16；patch 在 third_party/pdformer_patch.diff。
- 还没开始的：PeMS04 重跑、剩下的种子、分尺度消融、超参敏感性、120 分钟、4 个旧基线在新 loader 下重跑（4 个数据集 × 4 个模型）。
- **风险**：10 月上旬赵老师的横向项目要占 gpu03 的 2 张卡，到 10月15日。

跟踪表已经把思远的 6 行都改成王蕾了，1.3 标为核心，散点图 1.3b 给了孙浩。实验量这么大、卡又少一半，10月21日我比较担心，要不要我先算一下 GPU 时间？""")

    # ---- turn 8: GPU 时间估算 -> 申请延期
    i = c.user("算吧，10月8号了，王蕾说卡确实只有两张。按现在的速度能不能赶上21号？")
    q = []
    for k in range(40):
        q.append(
            [
                f"{rng.randint(30100, 30999)}",
                rng.choice(["wanglei", "wanglei", "sunhao", "hx_proj", "hx_proj"]),
                rng.choice(
                    [
                        "run_seeds.sh PEMS04 msgat",
                        "run_seeds.sh PEMS08 staeformer",
                        "ablate_scales.sh PEMS08",
                        "train.py PEMS03 gwnet",
                        "hx_detect_train.py",
                        "hx_detect_eval.py",
                        "run_seeds.sh PEMS07 msgat",
                        "train.py PEMS04 agcrn",
                    ]
                ),
                rng.choice(["RUNNING", "PENDING", "PENDING", "RUNNING"]),
                f"{rng.randint(0, 3)}",
                f"{rng.randint(1, 40)}h{rng.randint(0, 59):02d}m",
            ]
        )
    gpu_out = (
        "$ nvidia-smi --query-gpu=index,name,utilization.gpu,memory.used,memory.total --format=csv && squeue -o '%i %u %j %T %b %M'\n"
        "index, name, utilization.gpu [%], memory.used [MiB], memory.total [MiB]\n"
        "0, NVIDIA A100-PCIE-40GB, 98 %, 36112 MiB, 40960 MiB\n1, NVIDIA A100-PCIE-40GB, 100 %, 38004 MiB, 40960 MiB\n"
        "2, NVIDIA A100-PCIE-40GB, 97 %, 21870 MiB, 40960 MiB\n3, NVIDIA A100-PCIE-40GB, 94 %, 8120 MiB, 40960 MiB\n\n"
        + ascii_table(["JOBID", "USER", "NAME", "STATE", "GPU", "TIME"], q)
        + "\n\n$ python tools/estimate_budget.py --plan revision_plan.yaml --gpus 2\n"
        "remaining GPU-hours by item:\n"
        "  R2.2/R2.7 seeds 0-4 x 4 datasets x MSGAT (done: PEMS08 s0,s1)     ~ 41.5 h\n"
        "  R2.2 seeds 0-4 x 4 datasets x 6 baselines                         ~ 212.0 h\n"
        "  R1.1 PDFormer (bs16) x 4 datasets                                  ~ 58.0 h\n"
        "  R1.2 scale ablation (3 variants x 4 datasets, seed 0-2)            ~ 27.0 h\n"
        "  R1.4 sensitivity (K, heads, hidden; PEMS04+08; seed 0)            ~ 22.5 h\n"
        "  R2.3 out_len=24 (MSGAT + 3 strongest baselines, 4 datasets)       ~ 64.0 h\n"
        "  total ~ 425.0 GPU-h · with 2 GPUs until 10-15 then 4 GPUs: ETA 2024-10-29 (no failures)\n"
    )
    t = c.call(
        "我看一下 gpu03 现在的占用和队列，再用 estimate_budget 按剩余实验算一下。",
        (
            "shell",
            {
                "host": "gpu03",
                "cmd": "nvidia-smi --query-gpu=... --format=csv && squeue ... && python tools/estimate_budget.py --plan revision_plan.yaml --gpus 2",
            },
            gpu_out,
        ),
    )
    c.say("""赶不上。

**剩余实验约 425 GPU·小时**，大头是基线的多种子重跑（212 h）和 120 分钟长时预测（64 h）。按现在两张卡、10月15日后四张卡、而且一次都不失败来算，**实验最早 10月29日才跑完**，比截止日 10月21日晚 8 天，还没算写作、作图和赵老师审阅的时间。

两条路：
1. **压缩实验**：基线多种子只跑 3 个种子、只跑最强的 3 个基线，长时预测只做 PeMS04/08。能压到 ~200 h，勉强赶 10月21日，但要在回复信里解释为什么不全做，审稿人 2 很可能不满意。
2. **申请延期**：决定信说延期一般不超过 30 天，要在截止前通过系统留言申请。要是申请到 11月中旬左右，实验可以做全，还有两周写作。

我建议申请延期，理由写得具体一点：2.1 的泄露修复需要重跑全部实验，外加审稿人要求的多种子和新基线。要我起草留言吗？""")

    i = c.user(
        "申请延期，申请到11月11日吧（21天），理由你写，写客气一点，提一下我们主动修复了数据处理问题"
    )
    msg = """投稿系统 · 给编辑部留言 · 已提交 2024-10-08 16:35 · 留言编号 MSG-20241008-0193
稿件：ZJXB-2024-0417 · 收件：周敏 编审

周老师您好：
感谢编辑部和三位审稿专家对本稿件的细致评审。按照审稿意见，我们正在进行较大规模的补充实验：在核查审稿人 2 第 1 条意见时，
我们确认原数据预处理中标准化统计量使用了包含测试集的全量数据，已修正为仅使用训练集统计量，因此需要重新运行全部主实验；
同时按审稿人要求补充 STAEformer、PDFormer 两个新基线、多随机种子统计检验以及 120 分钟长时预测实验。
为保证结果完整可靠，恳请将修改稿提交截止日期由 2024 年 10 月 21 日延期至 2024 年 11 月 11 日。
我们会在此日期前提交修改稿、逐条修改说明及补充实验的复现说明。给您添麻烦了，谢谢！
刘子涵（通讯作者：赵建国）
"""
    t = c.call(
        "我通过投稿系统给编辑部留言。",
        (
            "portal",
            {
                "action": "message_editor",
                "manuscript": "ZJXB-2024-0417",
                "subject": "申请延期提交修改稿",
                "requested_extension_days": 21,
            },
            msg,
        ),
    )
    c.say(
        "留言已提交（编号 MSG-20241008-0193，10月8日 16:35），请求把截止日从 10月21日延到 **11月11日**，理由里写了 2.1 主动修复、需要重跑全部主实验，以及新基线、多种子、120 分钟实验。编辑部回复后我再告诉你。在批下来之前，还是按 10月21日的节奏推进比较稳。"
    )

    # ---- turn 9: 延期批准
    i = c.user(
        "10月22号了。编辑部延期那个回了没？我一直没顾上看。还有王蕾说多种子主结果都跑完了，汇总在 results/seeds_summary.csv，帮我看一下然后把表2的tex更新掉"
    )
    st = """投稿系统 · 稿件 ZJXB-2024-0417 · 状态：大修（修改中）
修改稿提交截止：2024-11-11 23:59（北京时间）　［原截止 2024-10-21，2024-10-10 延期］
编辑部回复（MSG-20241008-0193）· 2024-10-10 10:02 · 周敏：
  刘老师好，延期申请已同意，新的截止日期为 2024 年 11 月 11 日。感谢你们主动核查并修正数据处理问题，请在修改说明中
  对该问题及其对结论的影响作出清楚说明。另提醒：修改稿请使用编辑部格式要求 v2024.3，修改处用黄色高亮；补充材料可作为附录或
  单独文件上传（不超过 20 MB）。
"""
    t = c.call(
        "我查一下稿件状态。", ("portal", {"action": "status", "manuscript": "ZJXB-2024-0417"}, st)
    )
    c.old("修改稿截止日期原为2024-10-21（延期至2024-11-11）", ["2024-10-21"], t)
    c.label(
        "fact",
        "编辑部10月10日同意延期，修改稿截止2024-11-11 23:59；需在修改说明中说明泄露问题及其影响，修改处黄色高亮，补充材料≤20 MB",
        ["2024-11-11", "20 MB"],
        t,
    )
    tk3 = "已更新 修改跟踪表.xlsx · 里程碑\n  实验全部完成 2024-10-29 · 内部初稿 2024-11-01 · 赵老师审阅 2024-11-04 至 2024-11-08 · 提交 2024-11-11\n"
    t2 = c.call(
        "批了。我把跟踪表里程碑按新截止日期改一下。",
        (
            "sheet",
            {
                "action": "update",
                "path": "共享盘/论文/MSGAT-Flow/大修/修改跟踪表.xlsx",
                "milestones": {
                    "实验完成": "2024-10-29",
                    "内部初稿": "2024-11-01",
                    "赵老师审阅": "2024-11-04~11-08",
                    "提交": "2024-11-11",
                },
            },
            tk3,
        ),
    )
    seeds_intro = """**延期 10月10日就批了**：新截止 **2024-11-11 23:59**（周敏编审回复）。她还特别要求：
- 修改说明里要**清楚说明泄露问题及其对结论的影响**；
- 按格式要求 v2024.3，修改处**黄色高亮**；
- 补充材料可以放附录或单独上传，**不超过 20 MB**。

跟踪表里程碑已更新：实验 10月29日完成 → 内部初稿 11月1日 → 赵老师审阅 11月4–8日 → 11月11日提交。

接下来看多种子结果，我先拉汇总表。"""

    # ---- turn 10: 多种子结果
    srows = []
    datasets = {
        "PEMS03": (15.84, 26.91),
        "PEMS04": (19.12, 31.02),
        "PEMS07": (20.96, 34.18),
        "PEMS08": (15.41, 24.58),
    }
    models = {
        "STGCN": 1.14,
        "GWNet": 1.07,
        "AGCRN": 1.05,
        "STSGCN": 1.12,
        "PDFormer": 0.885,
        "STAEformer": 0.878,
    }
    for ds, (mae, rmse) in datasets.items():
        srows.append(
            [
                ds,
                "MSGAT-Flow",
                5,
                f"{mae:.2f}",
                {"PEMS08": "0.09", "PEMS04": "0.11"}.get(ds, f"{rng.uniform(0.07, 0.15):.2f}"),
                f"{rmse:.2f}",
                f"{rng.uniform(0.12, 0.25):.2f}",
                "-",
            ]
        )
        for mname, f in models.items():
            m = mae * f * rng.uniform(0.995, 1.005)
            if ds == "PEMS08" and mname == "STAEformer":
                m = 13.55
            p = "<0.001" if abs(m - mae) > 0.5 else f"{rng.uniform(0.01, 0.2):.3f}"
            srows.append(
                [
                    ds,
                    mname,
                    5,
                    safe(m, "{:.2f}"),
                    f"{rng.uniform(0.06, 0.22):.2f}",
                    safe(rmse * f * rng.uniform(0.99, 1.01), "{:.2f}"),
                    f"{rng.uniform(0.1, 0.3):.2f}",
                    p,
                ]
            )
    raw = []
    for ds, (mae, rmse) in datasets.items():
        for mname in ["MSGAT-Flow"] + list(models):
            ref = [r for r in srows if r[0] == ds and r[1] == mname][0]
            mu = float(ref[3])
            devs = [rng.uniform(-0.12, 0.12) for _ in range(4)]
            devs.append(-sum(devs))
            for sd, dv in enumerate(devs):
                raw.append(
                    [
                        ds,
                        mname,
                        sd,
                        safe(mu + dv, "{:.3f}"),
                        safe((mu + dv) * 1.6 + rng.uniform(-0.3, 0.3), "{:.3f}"),
                        f"{rng.uniform(8.5, 14.5):.2f}%",
                        rng.randint(60, 200),
                        f"runs/{ds}_{mname.lower()}_s{sd}/",
                    ]
                )
    seeds_out = (
        "$ head -n 200 results/seeds_raw.csv | column -s, -t\n"
        + ascii_table(
            ["dataset", "model", "seed", "MAE", "RMSE", "MAPE", "best_epoch", "run_dir"], raw
        )
        + "\n\n$ column -s, -t results/seeds_summary.csv\n"
        + ascii_table(
            [
                "dataset",
                "model",
                "n_seeds",
                "MAE_mean",
                "MAE_std",
                "RMSE_mean",
                "RMSE_std",
                "p_vs_MSGAT(paired t)",
            ],
            srows,
        )
        + "\n\n$ python tools/aggregate.py --horizons 3,6,12 --model msgat --pattern 'runs/PEMS08_msgat_s[0-4]'\n"
        "PEMS08 MSGAT-Flow 5 seeds: 15min MAE 14.02±0.08 · 30min 15.11±0.09 · 60min 17.26±0.12 · avg12 15.41±0.09\n"
    )
    t = c.call(
        seeds_intro,
        (
            "shell",
            {
                "host": "gpu03",
                "cmd": "cd ~/msgat && column -s, -t results/seeds_summary.csv && python tools/aggregate.py --horizons 3,6,12 --model msgat --pattern 'runs/PEMS08_msgat_s[0-4]'",
            },
            seeds_out,
        ),
    )
    c.old("修复后PeMS08 MAE按单次seed 42记为15.37（5个随机种子均值为15.41±0.09）", ["15.37"], t)
    c.label(
        "fact",
        "5个随机种子（0–4）、修复泄露后：PeMS08 MAE 15.41±0.09，PeMS04 MAE 19.12±0.11；STAEformer/PDFormer 在各数据集上显著更好",
        ["15.41", "19.12"],
        t,
    )
    tex = """$ git -C ~/papers/msgat-flow diff --stat && git -C ~/papers/msgat-flow diff tables/table2.tex | head -60
 tables/table2.tex | 58 ++++++++++++++++++++++++++++++++++-----------------------
 1 file changed, 34 insertions(+), 24 deletions(-)
diff --git a/tables/table2.tex b/tables/table2.tex
@@ -1,9 +1,12 @@
-\\caption{各方法在四个数据集上的预测性能（12 步平均）。}
+\\caption{各方法在四个数据集上的预测性能（12 步平均，5 个随机种子的均值$\\pm$标准差；标准化统计量仅使用训练集）。\\hl{粗体为最优，下划线为次优。}}
 \\begin{tabular}{l|ccc|ccc}
-Method & \\multicolumn{3}{c|}{PeMS04} & \\multicolumn{3}{c}{PeMS08} \\\\
+Method & \\multicolumn{3}{c|}{PeMS04} & \\multicolumn{3}{c}{PeMS08} \\\\
 ...
-GWNet      & 19.85 & 31.47 & 13.44\\% & 15.88 & 25.01 & 10.21\\% \\\\
-AGCRN      & 19.63 & 32.10 & 12.97\\% & 15.95 & 25.22 & 10.09\\% \\\\
-\\textbf{MSGAT-Flow} & \\textbf{18.61} & \\textbf{30.12} & \\textbf{12.30\\%} & \\textbf{14.92} & \\textbf{23.87} & \\textbf{9.61\\%} \\\\
+\\hl{GWNet}      & 20.4x & ... (5-seed values from results/seeds_summary.csv)
+\\hl{AGCRN}      & 20.1x & ...
+\\hl{PDFormer}   & \\underline{16.9x} & ... & \\underline{13.6x} & ... \\\\
+\\hl{STAEformer} & \\textbf{16.7x} & ... & \\textbf{13.55} & ... \\\\
+\\hl{MSGAT-Flow} & 19.12$\\pm$0.11 & 31.02 & 12.71\\% & 15.41$\\pm$0.09 & 24.58 & 10.05\\% \\\\
 \\end{tabular}
+% generated by tools/make_table2.py from results/seeds_summary.csv (commit 9d4be21)
[main 9d4be21] table2: 5-seed results after scaler fix (R2.1, R2.2, R1.1)
"""
    t2 = c.call(
        "数字和预期一致。我用 make_table2.py 从汇总 csv 生成表 2，并提交到论文仓库。",
        (
            "git",
            {
                "repo": "~/papers/msgat-flow",
                "cmd": "python tools/make_table2.py results/seeds_summary.csv > tables/table2.tex && git commit -am 'table2: 5-seed results after scaler fix (R2.1, R2.2, R1.1)'",
            },
            tex,
        ),
    )
    c.label(
        "reference",
        "表2由 tools/make_table2.py 从 results/seeds_summary.csv 生成，论文仓库 commit 9d4be21",
        ["make_table2.py", "9d4be21"],
        t2,
    )
    c.say("""汇总看完，表 2 也更新了（论文仓库 commit **9d4be21**，由 `tools/make_table2.py` 从 results/seeds_summary.csv 直接生成，避免手抄出错）。

**MSGAT-Flow（5 个种子，修复泄露后）**：
- PeMS08 MAE **15.41 ± 0.09**（单次 seed 42 时是 15.37，在波动范围内），RMSE 24.58
- PeMS04 MAE **19.12 ± 0.11**
- PeMS08 分步长（回应 2.7）：15 分钟 14.02、30 分钟 15.11、60 分钟 17.26

**和基线比**：STAEformer、PDFormer 在四个数据集上都显著优于我们（配对 t 检验 p < 0.001），PeMS08 上 STAEformer 5 种子均值 13.55；旧基线（STGCN/GWNet/AGCRN/STSGCN）我们都显著更好。表里按赵老师的要求加粗最优（STAEformer）、下划线次优（PDFormer），修改处都用 \\hl 黄色高亮了。

顺带提醒：审稿人 3 的 3.1 说摘要里"MAE 降低 6.3%"和表 2 不一致——现在这句话整个要删掉，因为已经不是降低了。孙浩改摘要时要注意。""")

    # ---- turn 11: 回复信检查
    i = c.user(
        "回复信初稿我写完了，在论文仓库 response/response_letter.tex，你帮我逐条对一下有没有漏的，特别是数字对不对"
    )
    resp = """文件：~/papers/msgat-flow/response/response_letter.tex（节选，共 612 行）

\\section*{致审稿人 1}
\\textbf{意见 1.1} ... \\textbf{回复：}感谢专家建议。我们补充了 STAEformer 与 PDFormer ... 在 PeMS08 上 STAEformer 的 MAE 为 13.55，
MSGAT-Flow 为 15.41，差距约 13.7\\%。我们据此调整了论文定位（见题目、摘要与第 1 节贡献点）...
\\textbf{意见 1.2} ... 分尺度消融见表 4（新增）：去掉 4 尺度分支 MAE 上升 0.42 ...
\\textbf{意见 1.3} ... 推理 11.8 ms vs 36.9 ms（A100，batch 64），见新增图 6（精度-延迟散点图）...
\\textbf{意见 1.4} ... 敏感性分析见附录 C ...
\\textbf{意见 1.5} ... 已统一符号，图 3 字号调整为 9pt ...

\\section*{致审稿人 2}
\\textbf{意见 2.1} ... 专家指出的问题确实存在。原代码在划分数据集之前对全序列进行了标准化 ... 修正后 PeMS08 MAE 由 14.92 变为 15.41 ...
\\textbf{意见 2.2} ... 5 个随机种子（0–4），配对 t 检验 ...
\\textbf{意见 2.3} ... 120 分钟（24 步）结果见表 5 ...
\\textbf{意见 2.4} ... 【TODO 子涵：自适应邻接要不要补实验？】
\\textbf{意见 2.5} ... 【TODO：代码公开时间——问赵老师】
\\textbf{意见 2.6} ... 补充了 [41]–[46] 六篇 2023 年工作 ...
\\textbf{其他小问题} ... MAPE 单位已统一；图 5 纵轴已加单位（veh/5min）；分步长结果见表 2 下方新增表 3；参考文献 [23] 年份已改为 2021 ...

\\section*{致审稿人 3}
\\textbf{意见 3.1} ... 摘要已改写，不再给出相对降低比例 ...
\\textbf{意见 3.2} ... 结论新增局限性段落 ...
\\textbf{意见 3.3} ... 已补全称 ...
"""
    t = c.call(
        "我读一下回复信。",
        (
            "files",
            {"action": "read", "path": "~/papers/msgat-flow/response/response_letter.tex"},
            resp,
        ),
    )
    c.say("""逐条对了一遍，15条都有对应段落，但有几处要改：

**数字问题**
1. **1.1 的差距写法有歧义**：(15.41 − 13.55) / 13.55 = 13.7% 没错，但这是"我们比 STAEformer 差 13.7%"，文中写法容易被读成相反意思，建议写成"MSGAT-Flow 的 MAE 比 STAEformer 高 13.7%"。另外赵老师邮件里说的是"差 12%"，那是按单次 seed 的 15.37 vs 13.52 算的，回复信以 5 种子为准，13.7% 是对的——但要跟正文统一。
2. **2.1 的表述**：写的是"由 14.92 变为 15.41"，其实把两件事合在一起了（泄露修复 + 多种子平均）。建议拆开说：修复泄露后单次 seed 42 为 15.37，5 种子均值 15.41 ± 0.09。审稿人 2 关心的是泄露本身的影响，拆开更清楚，也符合周敏编审"说明对结论的影响"的要求。

**还没写完的**
3. **2.4 自适应邻接矩阵**：还是 TODO。王蕾有没有跑？如果没跑，至少要有一段讨论。
4. **2.5 代码公开**：TODO，等赵老师决定。

**小问题**：1.2 写"去掉 4 尺度分支 MAE 上升 0.42"，但表 4 我没看到，需要确认王蕾的消融结果已经出来了。""")

    # ---- turn 12: 自适应邻接结果
    i = c.user(
        "1和2我按你说的改。2.4王蕾跑了，结果在 runs/ablation_adaptive_adj/，你看下值不值得放进去"
    )
    ad_rows = []
    for ds in ("PEMS04", "PEMS08"):
        for var in (
            "static (distance threshold, paper)",
            "adaptive only (learned E1E2^T)",
            "static + adaptive (gated)",
        ):
            base_m = 19.12 if ds == "PEMS04" else 15.41
            d = {
                "static (distance threshold, paper)": 0.0,
                "adaptive only (learned E1E2^T)": 0.21,
                "static + adaptive (gated)": -0.28,
            }[var]
            ad_rows.append(
                [
                    ds,
                    var,
                    3,
                    safe(base_m + d + rng.uniform(-0.02, 0.02), "{:.2f}"),
                    f"{rng.uniform(0.07, 0.14):.2f}",
                    f"{11.8 + (0 if 'static (' in var else 1.9 if 'only' in var else 2.6):.1f}",
                    f"{384212 + (0 if 'static (' in var else 21760):,}",
                ]
            )
    ad_out = (
        "$ cat runs/ablation_adaptive_adj/summary.txt\n"
        + ascii_table(
            ["dataset", "graph", "n_seeds", "MAE_mean", "MAE_std", "infer_ms", "params"], ad_rows
        )
        + "\nnote: gated variant uses 10-dim node embeddings; static+adaptive improves MAE on both datasets (p=0.004 PEMS08, p=0.011 PEMS04, paired t, seeds 0-2)\n"
    )
    t = c.call(
        "我看一下消融汇总。",
        (
            "shell",
            {"host": "gpu03", "cmd": "cat ~/msgat/runs/ablation_adaptive_adj/summary.txt"},
            ad_out,
        ),
    )
    c.say("""值得放，但建议放**附录**而不是改主模型：

- **静态 + 自适应（门控融合）**在两个数据集上都更好：PeMS08 和 PeMS04 的 MAE 都下降约 0.28，而且显著（p = 0.004 / 0.011，3 个种子）。
- **只用自适应**反而变差（+0.21）。
- 代价：推理从 11.8 ms 变成 14.4 ms，参数多 2.2 万。

为什么不改主模型：如果把门控版本当成新的主模型，表 2、消融、敏感性、散点图全都要重跑一遍，11月11日来不及；而且审稿人 2 的原话是"请讨论或补充实验"，放附录完全满足要求。回复信 2.4 可以写："补充实验表明静态+自适应门控融合可进一步降低 MAE 约 0.28，但推理延迟增加约 22%；考虑到本文侧重效率，正文保持静态图，结果列于附录 B，作为未来工作。"

你同意的话，我把这段写进 response_letter.tex 的 2.4，并在跟踪表里把附录 B 记到王蕾名下（表格+一段说明）。""")

    # ---- turn 13: 赵老师意见
    i = c.user(
        "附录B那个同意，写进去吧（上周忘了回你）。另外11月4号了，我周五把全稿发给赵老师了，他回邮件了吗？"
    )
    c.label(
        "decision",
        "自适应邻接（静态+自适应门控融合，MAE约降0.28、延迟增至14.4 ms）只放附录B，正文保持静态图",
        ["附录B", "14.4 ms"],
        i,
    )
    gd = """$ git -C ~/papers/msgat-flow diff response/response_letter.tex appendix/appendix_b.tex | head -40
diff --git a/response/response_letter.tex b/response/response_letter.tex
@@ -142,7 +142,11 @@
-\\textbf{意见 2.4} ... 【TODO 子涵：自适应邻接要不要补实验？】
+\\textbf{意见 2.4} 感谢专家的建议。我们补充了自适应邻接矩阵实验（附录 B，表 B1）：仅使用自适应邻接时 MAE 上升约 0.21；
+静态与自适应邻接门控融合可使 PeMS08 与 PeMS04 的 MAE 进一步降低约 0.28（配对 t 检验 $p<0.05$），但推理延迟由 11.8 ms
+增至 14.4 ms（约 22\\%）。考虑到本文以推理效率为主要目标，正文模型保持静态图构建，门控融合作为未来工作在结论中讨论。
new file mode 100644
+++ b/appendix/appendix_b.tex
+\\section*{附录 B 图构建方式的补充实验}
+\\input{tables/table_b1.tex}
[main 4c8e1d7] response 2.4 + appendix B (adaptive adjacency)
已更新 修改跟踪表.xlsx：2.4 状态 → 已完成（附录 B，王蕾提供表 B1）
"""
    t = c.call(
        "先把 2.4 写进回复信、加附录 B 文件并提交，同时更新跟踪表。",
        (
            "git",
            {
                "repo": "~/papers/msgat-flow",
                "cmd": "edit response_letter.tex §2.4; add appendix/appendix_b.tex; commit -m 'response 2.4 + appendix B (adaptive adjacency)'",
            },
            gd,
        ),
    )

    zm2 = """检索：from:zhaojg@trafficlab.edu.cn after:2024-11-01 · 1 封

2024-11-04 08:31 · 赵建国 → 刘子涵；抄送：王蕾、孙浩、陈思远
主题：RE: MSGAT-Flow 修改稿全稿（请审阅）

子涵：
周末看了一遍，整体不错，2.1 的说明写得很坦诚，这样很好。几点：
1. 摘要第二句"显著优于现有方法"又冒出来了，删掉。全文搜一下"显著优于"，只保留对旧基线的比较。
2. 图 6 散点图很有说服力，放到正文第 4.3 节开头。
3. 2.5 代码公开：我还在和横向项目合作方确认数据预处理脚本里有没有涉及他们的路网数据，**这周内**给你答复。回复信先写"接收后公开"，等我确认。
4. 我会在 11月8日（周五）前把逐字修改意见批注在 PDF 上发你，你周末改完，11日提交。
5. 孙浩的相关工作部分 [44] 那篇引用的是预印本，正式版已经发表在 TKDE 了，改一下。
赵建国
"""
    t = c.call(
        "附录 B 已提交（commit 4c8e1d7），2.4 在跟踪表里标为已完成。再查赵老师的邮件。",
        (
            "mail",
            {"action": "search", "from": "zhaojg@trafficlab.edu.cn", "after": "2024-11-01"},
            zm2,
        ),
    )
    c.label(
        "pending_action",
        "赵老师11月8日前把逐字批注PDF发回，刘子涵周末改完后11月11日提交",
        ["11月8日"],
        t,
    )
    c.label(
        "pending_action",
        "孙浩把相关工作中引用的[44]从预印本改为TKDE正式发表版本",
        ["[44]", "TKDE"],
        t,
    )
    c.label(
        "open_issue",
        "2.5 代码/预处理脚本能否公开取决于横向项目合作方的路网数据，赵老师本周内答复；回复信暂写“接收后公开”",
        ["接收后公开"],
        t,
    )
    c.say("""回了（11月4日 08:31），整体认可，特别肯定了 2.1 的说明。待办：

1. **摘要第二句"显著优于现有方法"要删**，全文搜"显著优于"，只保留对旧基线的比较。这个我现在就可以帮你搜。
2. **图 6 散点图移到正文 4.3 节开头。**
3. **2.5 代码公开**：赵老师要跟横向项目合作方确认预处理脚本里有没有他们的路网数据，**这周内答复**；回复信先写"接收后公开"。
4. 赵老师 **11月8日（周五）前**把逐字批注的 PDF 发给你，你周末改完，**11月11日提交**。
5. 孙浩的 [44] 要从预印本换成 TKDE 正式版。""")

    # ---- turn 14: 最终清单
    i = c.user(
        "1和2你帮我改了吧，5我让孙浩改。然后把提交前还要做的事情列个清单给我，顺便看下投稿系统提交修改稿要传哪些文件"
    )
    grep2 = """$ cd ~/papers/msgat-flow && grep -rn "显著优于" --include=*.tex . && git diff --stat && git commit -am "remove '显著优于' claims vs new baselines; move fig6 to 4.3 (Zhao 11-04)"
./abstract.tex:3:大量实验表明，MSGAT-Flow 在四个公开数据集上显著优于现有方法，
./sections/experiments.tex:88:MSGAT-Flow 显著优于 STGCN、GWNet、AGCRN 和 STSGCN 等图神经网络基线（$p<0.001$），
./sections/conclusion.tex:5:实验表明所提方法显著优于现有方法。
 abstract.tex              |  4 ++--
 sections/conclusion.tex   |  2 +-
 sections/experiments.tex  | 24 ++++++++++++------------
 3 files changed, 15 insertions(+), 15 deletions(-)
[main b0c5a71] remove '显著优于' claims vs new baselines; move fig6 to 4.3 (Zhao 11-04)
  abstract.tex:3 -> 在推理延迟降低约 68%、参数量减少约 72% 的同时，MSGAT-Flow 的精度优于经典图神经网络基线，与最新 Transformer 方法仍有差距。
  conclusion.tex:5 -> 实验表明所提方法在精度与效率之间取得了较好的平衡。
  experiments.tex:88 保留（仅针对旧基线，有显著性检验）
  experiments.tex: \\begin{figure}[t] fig6 moved from 4.4 to start of 4.3
"""
    req = """投稿系统 · ZJXB-2024-0417 · 提交修改稿 · 所需文件（编辑部格式要求 v2024.3）
  [必需] 修改说明（逐条回复）.pdf            —— 状态：未上传
  [必需] 修改稿（痕迹稿，修改处黄色高亮）.pdf   —— 状态：未上传
  [必需] 修改稿（清洁稿）.docx 或 .tex 源文件包  —— 状态：未上传
  [可选] 补充材料（≤ 20 MB）                  —— 状态：未上传
  [必需] 作者贡献声明（作者顺序或分工有变化时需全体作者签字）—— 状态：未上传
  截止：2024-11-11 23:59 · 提交后不可撤回修改
"""
    t = c.call(
        "我先在论文仓库里处理 1 和 2，再查投稿系统的提交要求。",
        (
            "git",
            {
                "repo": "~/papers/msgat-flow",
                "cmd": "grep -rn '显著优于' --include=*.tex .; edit abstract/conclusion; move fig6; commit",
            },
            grep2,
        ),
        ("portal", {"action": "revision_requirements", "manuscript": "ZJXB-2024-0417"}, req),
    )
    c.label("reference", "删除“显著优于”和移动图6的修改在论文仓库 commit b0c5a71", ["b0c5a71"], t)
    c.label(
        "pending_action",
        "提交前准备作者贡献声明并全体签字（新增作者王蕾、补实验分工变化），并在修改说明中说明增加作者原因",
        ["作者贡献声明"],
        t,
    )
    c.say("""1 和 2 改好了（commit **b0c5a71**）：摘要和结论里的"显著优于现有方法"改成了精度-效率的表述；experiments.tex 第 88 行只比旧基线、有显著性检验，保留；图 6 移到了 4.3 节开头。

**提交前清单（截止 2024-11-11 23:59，提交后不能撤回）**

待别人：
- [ ] 赵老师 11月8日前发回逐字批注 PDF → 你周末改完
- [ ] 赵老师本周内答复 **2.5 代码能否公开**（回复信目前写"接收后公开"）
- [ ] 孙浩：[44] 换成 TKDE 正式版

待你/我们：
- [ ] 回复信 1.1、2.1 按之前说的改（差距写法；14.92 → 15.37（修复泄露）→ 15.41 ± 0.09（5 种子）拆开说）
- [ ] 生成**痕迹稿**（黄色高亮）PDF 和**清洁稿**源文件包
- [ ] 补充材料（附录 B/C 与复现说明）控制在 **20 MB** 以内
- [ ] **作者贡献声明**：王蕾新增为作者、补实验分工也从思远换成了王蕾，系统要求这种情况全体作者签字，还要在修改说明里向编辑部说明增加作者的原因。建议按实际分工写，尽早找思远签字（他在字节实习，要预留时间）
- [ ] 11月11日提交前最后核对一遍：表 2 与摘要、回复信里的数字一致（PeMS08 15.41、PeMS04 19.12、延迟 11.8 vs 36.9 ms）

意见状态：15条都已有回复段落，2.5 的最终措辞待定。""")
    return c


if __name__ == "__main__":
    import sys

    which = sys.argv[1:] or ["1", "2", "3", "4"]
    builders = {
        "1": (conv_pricing, "blind-app-subscription-pricing-test.json"),
        "2": (conv_fleet, "blind-fleet-maintenance-scheduling.json"),
        "3": (conv_restaurant, "blind-zh-restaurant-new-store-opening.json"),
        "4": (conv_paper, "blind-zh-paper-revision-response.json"),
    }
    for k in which:
        if k in builders:
            fn, name = builders[k]
            conv = fn()
            conv.dump(name)
            print("wrote", name, len(conv.messages), "messages", conv.ncalls, "calls")

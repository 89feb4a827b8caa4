"""Generator: blind-saas-vat-localisation-rollout (English).

Deterministic: long tool outputs are generated from random.Random(2417).
Run: python3 gen_saas_vat.py  -> /work/blind24/out/blind-saas-vat-localisation-rollout.json
"""
import json
import random
import sys
import os

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from convlib import Conv  # noqa: E402

R = random.Random(2417)
CID = "blind-saas-vat-localisation-rollout"
ACCT = "acct_1Nq7TWx9LmR2"


def rid(prefix, n=14, alphabet="ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789"):
    return prefix + "".join(R.choice(alphabet) for _ in range(n))


def table(headers, rows):
    w = [max(len(str(h)), *(len(str(r[i])) for r in rows)) for i, h in enumerate(headers)]
    line = lambda cells: "  ".join(str(c).ljust(w[i]) for i, c in enumerate(cells)).rstrip()
    out = [line(headers), line(["-" * x for x in w])]
    out += [line(r) for r in rows]
    return "\n".join(out)


# ---------------------------------------------------------------------------
# generated tool outputs
# ---------------------------------------------------------------------------
US_STATES = ["AZ", "CO", "CT", "DC", "HI", "IA", "IL", "IN", "KY", "MA", "MD", "MN", "NJ", "NM",
             "NY", "OH", "PA", "RI", "SD", "TN", "TX", "UT", "WA", "WI"]


def out_tax_registrations():
    rows = []
    for st in US_STATES:
        y = R.choice([2022, 2023, 2023, 2024])
        m = R.randint(1, 12)
        rows.append([f"US-{st}", "sales_tax", "active", f"{y}-{m:02d}-01",
                     f"{st}-{R.randint(10000000, 99999999)}", R.choice(["monthly", "quarterly", "annual"]),
                     rid("taxreg_", 10)])
    rows.append(["GB", "vat_standard", "active", "2025-05-01", "GB412773108", "quarterly",
                 "-- (not yet in Stripe)"])
    rows.append(["AU", "gst_simplified", "active", "2025-04-14", "ARN 300018427719", "quarterly",
                 "-- (not yet in Stripe)"])
    rows.append(["EU", "oss_non_union (MSI: IE)", "application_submitted", "--",
                 "ref IE-OSS-APP-2025-118204 (submitted 2025-04-28)", "quarterly", "--"])
    rows.append(["CH", "--", "not_registered", "--", "--", "--", "--"])
    rows.append(["NO", "--", "not_registered", "--", "--", "--", "--"])
    rows.append(["CA", "--", "not_registered", "--", "--", "--", "--"])
    t = table(["jurisdiction", "type", "status", "active_from", "number / reference", "filing",
               "stripe_registration"], rows)
    return (f"tax_registrations for {ACCT} (source: finance registry + Stripe Tax)\n"
            f"fetched 2025-05-20T08:14:03Z\n\n{t}\n\n"
            "Stripe Tax status:\n"
            "  test mode : enabled  (origin address: 1209 Orange St, Wilmington DE 19801, US)\n"
            "  live mode : disabled (automatic_tax off on all Checkout sessions and subscriptions)\n"
            "  registrations loaded in Stripe: 24 (all US-*)\n"
            "notes:\n"
            "  - GB: registered 2025-05-01; first VAT return period ends 2025-07-31. Registration not yet added to Stripe Tax.\n"
            "  - AU: simplified GST registration (non-resident, ARN). Registration not yet added to Stripe Tax.\n"
            "  - EU: non-Union OSS identification number not issued yet; member state of identification = IE.\n\n"
            + us_filing_calendar())


PLANS = [("starter", "Starter", 12), ("team", "Team", 24), ("business", "Business", 39)]


def out_catalog():
    rows = []
    for key, name, usd in PLANS:
        for interval, amt in (("month", usd), ("year", usd * 10)):
            rows.append([rid("price_1P", 12), f"{name}", f"USD {amt:,.2f}", f"per seat / {interval}",
                         "active", "unspecified", f"{key}_{interval}ly_usd_2024", R.randint(180, 2600)])
    legacy = [("Pro (2022)", 15), ("Pro (2022)", 150), ("Teams (2021)", 9), ("Teams (2021)", 90),
              ("Enterprise pilot", 55), ("Starter (2023)", 10), ("Starter (2023)", 100),
              ("Business (2023)", 35), ("Business (2023)", 350), ("Nonprofit Team", 12)]
    for name, amt in legacy:
        rows.append([rid("price_1L", 12), name, f"USD {amt:,.2f}",
                     "per seat / year" if amt >= 90 else "per seat / month", "archived (grandfathered)",
                     "unspecified", "--", R.randint(3, 420)])
    addons = [("Advanced reports add-on", 5), ("SSO/SAML add-on", 4), ("Extra storage 100 GB", 8),
              ("Audit log retention 3y", 6)]
    for name, amt in addons:
        rows.append([rid("price_1P", 12), name, f"USD {amt:,.2f}", "per seat / month", "active",
                     "unspecified", name.lower().split()[0] + "_addon_usd", R.randint(40, 900)])
    t = table(["price_id", "product", "amount", "billing", "status", "tax_behavior", "lookup_key",
               "active_subs"], rows)
    return (f"pricing_catalog for {ACCT} (live mode, read-only)\n\n{t}\n\n"
            "currencies present on active prices: usd\n"
            "multi-currency prices (currency_options): none\n"
            "WARNING: 24 of 24 prices have tax_behavior=unspecified. Stripe Tax cannot calculate tax on a price\n"
            "         whose tax_behavior is unspecified unless a default tax behavior is set in Tax settings.\n")


COUNTRIES = [("US", "United States", 9_812_400), ("GB", "United Kingdom", 611_240),
             ("DE", "Germany", 402_880), ("CA", "Canada", 388_100), ("AU", "Australia", 297_560),
             ("FR", "France", 211_430), ("NL", "Netherlands", 187_010), ("IE", "Ireland", 121_770),
             ("SE", "Sweden", 96_240), ("ES", "Spain", 88_410), ("IT", "Italy", 81_300),
             ("CH", "Switzerland", 69_382), ("BE", "Belgium", 54_720), ("DK", "Denmark", 49_880),
             ("NO", "Norway", 47_150), ("AT", "Austria", 41_960), ("IN", "India", 39_870),
             ("SG", "Singapore", 36_400), ("NZ", "New Zealand", 33_990), ("PL", "Poland", 29_410),
             ("FI", "Finland", 24_770), ("IL", "Israel", 21_300), ("BR", "Brazil", 19_860),
             ("JP", "Japan", 18_410), ("PT", "Portugal", 14_230), ("MX", "Mexico", 12_980),
             ("ZA", "South Africa", 11_040), ("CZ", "Czechia", 9_870), ("AE", "UAE", 9_120),
             ("RO", "Romania", 7_410), ("GR", "Greece", 6_020), ("EE", "Estonia", 5_790),
             ("HU", "Hungary", 4_880), ("LU", "Luxembourg", 4_310), ("LT", "Lithuania", 3_140),
             ("SK", "Slovakia", 2_470), ("HR", "Croatia", 2_020), ("SI", "Slovenia", 1_860),
             ("BG", "Bulgaria", 1_310), ("LV", "Latvia", 990), ("CY", "Cyprus", 760), ("MT", "Malta", 540)]
EU = {"DE", "FR", "NL", "IE", "SE", "ES", "IT", "BE", "DK", "AT", "PL", "FI", "PT", "CZ", "RO", "GR",
      "EE", "HU", "LU", "LT", "SK", "HR", "SI", "BG", "LV", "CY", "MT"}


def monthly_trend():
    months = ["2024-05", "2024-06", "2024-07", "2024-08", "2024-09", "2024-10", "2024-11", "2024-12",
              "2025-01", "2025-02", "2025-03", "2025-04"]
    bases = {"GB": 611_240, "EU-27": 1_455_380, "AU": 297_560, "CH": 69_382, "US": 9_812_400}
    rows = []
    for m_i, m in enumerate(months):
        row = [m]
        for k, tot in bases.items():
            growth = 0.82 + 0.36 * m_i / 11
            row.append(f"{int(tot / 12 * growth * R.uniform(0.95, 1.05)):,}")
        row.append(f"{R.uniform(2.1, 3.4):.1f}%")
        rows.append(row)
    return ("monthly recognised revenue (USD) for selected regions:\n"
            + table(["month", "GB", "EU-27", "AU", "CH", "US", "logo_churn"], rows) + "\n")


def out_revenue():
    rows = []
    total = 0
    eu_total = 0
    for cc, name, usd in COUNTRIES:
        cust = max(1, int(usd / R.uniform(700, 1400)))
        b2b = R.randint(58, 97) if cc != "US" else 91
        rows.append([cc, name, f"{usd:,}", cust, f"{b2b}%", "EU" if cc in EU else "--"])
        total += usd
        if cc in EU:
            eu_total += usd
    t = table(["country", "name", "revenue_usd_12m", "paying_accounts", "b2b_share(tax_id or company)",
               "bloc"], rows)
    return ("revenue_report: trailing 12 months (2024-05-01 .. 2025-04-30), recognised revenue, USD\n"
            "source: warehouse.finance.rev_by_country_v3, refreshed 2025-05-20 06:00 UTC\n\n"
            f"{t}\n\n"
            f"total (all countries): USD {total:,}\n"
            f"EU-27 subtotal: USD {eu_total:,}\n"
            f"{monthly_trend()}\n"
            "plan mix by region (share of revenue, trailing 12m):\n"
            + table(["region", "Starter", "Team", "Business", "legacy", "add-ons"],
                    [["US", "14%", "41%", "33%", "7%", "5%"], ["GB", "18%", "44%", "27%", "6%", "5%"],
                     ["EU-27", "21%", "43%", "25%", "7%", "4%"], ["AU", "24%", "46%", "21%", "5%", "4%"],
                     ["CH", "9%", "38%", "46%", "4%", "3%"]]) + "\n\n"
            "CH detail: invoiced in USD; CHF equivalent at monthly average rates = CHF 61,400 (USD 69,382)\n"
            "note: b2b_share = share of accounts with a tax ID or a company name on the billing profile; it is\n"
            "      not a validated VAT status.\n")


def out_invoice_template_v2():
    return """template tmpl_inv_global_v2  (revision 7, published 2024-09-03 by tom.reyes@tallyworks.io)
engine: handlebars 4.7 | used by: all invoices (live + test) | locale: en-US only

<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Invoice {{invoice.number}}</title>
  <style>
    body { font-family: Inter, Helvetica, Arial, sans-serif; font-size: 12px; color: #1b1f24; }
    .hdr { display: flex; justify-content: space-between; border-bottom: 2px solid #3b5bdb; }
    .muted { color: #6b7280; }
    table.lines { width: 100%; border-collapse: collapse; margin-top: 24px; }
    table.lines th { text-align: left; border-bottom: 1px solid #d1d5db; padding: 6px 4px; }
    table.lines td { padding: 6px 4px; border-bottom: 1px solid #f3f4f6; }
    .totals td { padding: 4px; }
    .right { text-align: right; }
  </style>
</head>
<body>
  <div class="hdr">
    <div>
      <img src="https://cdn.tallyworks.io/brand/logo-invoice.svg" height="28" alt="Tallyworks">
      <div class="muted">Tallyworks Inc. · 1209 Orange St · Wilmington, DE 19801 · USA</div>
      <div class="muted">EIN 84-3310927</div>
    </div>
    <div class="right">
      <h1>INVOICE</h1>
      <div>No. {{invoice.number}}</div>
      <div>Date {{formatDate invoice.created "MMM D, YYYY"}}</div>
      <div>Due {{formatDate invoice.due_date "MMM D, YYYY"}}</div>
    </div>
  </div>

  <section class="billto">
    <h3>Bill to</h3>
    <div>{{customer.name}}</div>
    {{#if customer.company}}<div>{{customer.company}}</div>{{/if}}
    <div>{{customer.address.line1}}</div>
    {{#if customer.address.line2}}<div>{{customer.address.line2}}</div>{{/if}}
    <div>{{customer.address.city}} {{customer.address.postal_code}}</div>
    <div>{{customer.address.country}}</div>
  </section>

  <table class="lines">
    <thead>
      <tr><th>Description</th><th>Qty</th><th class="right">Unit price</th><th class="right">Amount</th></tr>
    </thead>
    <tbody>
      {{#each invoice.lines}}
      <tr>
        <td>{{this.description}}<div class="muted">{{formatDate this.period.start "MMM D"}} – {{formatDate this.period.end "MMM D, YYYY"}}</div></td>
        <td>{{this.quantity}}</td>
        <td class="right">{{money this.unit_amount invoice.currency}}</td>
        <td class="right">{{money this.amount invoice.currency}}</td>
      </tr>
      {{/each}}
    </tbody>
  </table>

  <table class="totals" align="right">
    <tr><td>Subtotal</td><td class="right">{{money invoice.subtotal invoice.currency}}</td></tr>
    {{#if invoice.discount}}<tr><td>Discount</td><td class="right">-{{money invoice.discount invoice.currency}}</td></tr>{{/if}}
    {{#if invoice.tax}}<tr><td>Sales tax</td><td class="right">{{money invoice.tax invoice.currency}}</td></tr>{{/if}}
    <tr><td><b>Total</b></td><td class="right"><b>{{money invoice.total invoice.currency}}</b></td></tr>
    <tr><td>Amount paid</td><td class="right">{{money invoice.amount_paid invoice.currency}}</td></tr>
    <tr><td><b>Amount due</b></td><td class="right"><b>{{money invoice.amount_due invoice.currency}}</b></td></tr>
  </table>

  <footer class="muted">
    Questions? billing@tallyworks.io · Pay online: {{invoice.hosted_invoice_url}}
    {{#if invoice.memo}}<p>{{invoice.memo}}</p>{{/if}}
  </footer>
</body>
</html>

helpers registered: formatDate, money (rounds per line, half-up, 2 dp), upper, eq
fields NOT referenced by this template: customer.tax_ids[], invoice.total_tax_amounts[], account.tax_registrations[],
  invoice.customer_tax_exempt, line.tax_amounts[]
numbering: invoice.number from Stripe (prefix TALLY-, sequential per account)
""" + "\nusage, last 90 days (invoices rendered with this template, by customer country):\n" + table(
        ["country", "invoices", "voided_drafts", "credit_notes", "avg_lines", "pdf_downloads"],
        [[cc, f"{n:,}", R.randint(0, n // 40 + 1), R.randint(0, n // 60 + 1), f"{R.uniform(1.1, 2.6):.1f}", R.randint(n // 5, n // 2)]
         for cc, n in [("US", 21840), ("GB", 1288), ("DE", 911), ("CA", 874), ("AU", 702), ("FR", 468), ("NL", 402),
                       ("IE", 251), ("SE", 160), ("ES", 151), ("IT", 139), ("CH", 121), ("other", 1210)]]) + "\n"


def out_mailbox():
    return """mailbox maya.okafor@tallyworks.io — query: from:(dbyrne@byrnetax.ie OR tom.reyes@tallyworks.io) OR subject:(VAT OR OSS OR pricing) newer_than:3d
8 results, newest first

--- [1] msg_7Qe2c91 ---------------------------------------------------------------
From: Declan Byrne <dbyrne@byrnetax.ie>
To: Maya Okafor <maya.okafor@tallyworks.io>
Date: Thu, 22 May 2025 17:42 +0100
Subject: RE: Tallyworks – OSS number + Switzerland

Hi Maya,

Two things.

1) EU / OSS. Revenue have acknowledged the non-Union OSS application (IE-OSS-APP-2025-118204) but
they've told me the EU identification number will not be issued before 11 June. You can't
show an OSS number on invoices or file under the scheme until you have it, and I would not
switch on EU VAT collection without it. My advice is to move the EU go-live to 16 June at the
earliest so there's a few days' buffer after the number lands. UK and Australia are fine as they
are, but if you want a single launch date for the pricing page, 16 June works for everything.

2) Switzerland. Your team is right: for foreign providers of electronic services the CHF 100,000
threshold is measured on worldwide turnover, not Swiss turnover, so Tallyworks is over it and
should register. We'd do this with our Swiss fiscal-representative partner. Our fee to scope it
(registration, representative appointment, look-back on past sales) is €2,400 + VAT. Let me know
if you want us to go ahead — I'd need a signed engagement letter first.

On Australia: for B2B customers who give you an ABN and confirm they're GST-registered you
shouldn't be charging GST at all. I haven't checked how Stripe handles that for a simplified
registration — I'll come back to you on it.

Best,
Declan

Declan Byrne AITI CTA | Byrne Tax Advisory | 14 Fitzwilliam Sq, Dublin 2

--- [2] msg_7Qd88aa ---------------------------------------------------------------
From: Tom Reyes <tom.reyes@tallyworks.io>
To: Maya Okafor <maya.okafor@tallyworks.io>
Date: Thu, 22 May 2025 09:03 -0700
Subject: Automatic reply: [FIN-2291] Approve new VAT/GST invoice template tmpl_inv_vat_v3

I'm on parental leave from 23 May to 13 June with no access to email.
For approvals (invoice templates, pricing, refunds > $500) please go to Priya Nair
(priya.nair@tallyworks.io), who is covering for me. For AP questions: ap@tallyworks.io.

Tom

--- [3] msg_7QcZ310 ---------------------------------------------------------------
From: Sofia Lindqvist <sofia.lindqvist@tallyworks.io>
To: Maya Okafor <maya.okafor@tallyworks.io>
Date: Wed, 21 May 2025 16:20 -0700
Subject: pricing page copy – review slot?

Hey! Can we grab 30 min Thursday or Friday to look at the localised pricing copy? I'd also like
to line up the launch with the product webinar if the dates work — still waiting on the
speaker's confirmation, will let you know. Also: do we want the currency switcher in the nav or
only on the pricing page?

S.

--- [4] msg_7QcX02f ---------------------------------------------------------------
From: Stripe <notifications@stripe.com>
Date: Wed, 21 May 2025 11:02 +0000
Subject: Your Stripe Tax test-mode report is ready

Your monthly test-mode tax report for Tallyworks (acct_1Nq7TWx9LmR2) is ready to download.
Transactions: 112 · Taxable: 0 · Tax collected: $0.00
View report → https://dashboard.stripe.com/test/tax/reports

--- [5] msg_7QcV77b ---------------------------------------------------------------
From: Declan Byrne <dbyrne@byrnetax.ie>
To: Maya Okafor <maya.okafor@tallyworks.io>
Date: Tue, 20 May 2025 18:55 +0100
Subject: RE: Switzerland VAT + OSS status

Got your note, Maya. Let me chase Revenue on the OSS number tomorrow and I'll come back on the
Swiss point by Thursday.

D.

--- [6] msg_7QcU5d1 ---------------------------------------------------------------
From: Lokalise <noreply@lokalise.com>
Date: Tue, 20 May 2025 14:10 +0000
Subject: Weekly digest — tallyworks-web

Keys added: 41 · Keys translated: de 38/41, fr 27/41 · Reviewers pending: 2
Top untranslated (fr): pricing.faq.tax.a, pricing.faq.currencies.a, pricing.compare.audit_log,
pricing.compare.scim, pricing.compare.data_residency, pricing.compare.forecasting, ... (+8)

--- [7] msg_7QcS0a2 ---------------------------------------------------------------
From: Support (Zendesk) <support@tallyworks.zendesk.com>
To: revops@tallyworks.io
Date: Tue, 20 May 2025 13:47 +0000
Subject: [Ticket #48213] Rechnung mit USt-IdNr. benötigt / invoice with VAT ID needed

Customer: Vantage Digital GmbH (Berlin) · plan Business · 12 seats · cus_M3kq81Lr
Message (translated): "Our accounting department needs invoices that show our VAT ID and your
tax number, otherwise they cannot book them. Can you re-issue the last three invoices?"
Agent note (J. Alvarez): told customer we're working on compliant invoices, ETA June. Tagged vat-rollout.

--- [8] msg_7QcR9f3 ---------------------------------------------------------------
From: Ben Cho <ben.cho@tallyworks.io>
To: Maya Okafor <maya.okafor@tallyworks.io>
Date: Tue, 20 May 2025 06:15 -0700
Subject: Re: checkout tax — eng estimate

Maya — rough estimate from billing eng for the rollout:
  - Checkout: pass automatic tax + tax ID collection, show tax line in summary: 2 days
  - Pricing page: read plan cards from Stripe lookup keys instead of static strings: 3 days
  - Existing subs: backfill automatic_tax=true at renewal, with dry-run report first: 2 days
  - Invoice template switch + PDF regression tests: 1–2 days
We can start Monday. Nothing touches live until you say so.
Ben
"""


EU_BREAKDOWN = [("DE", 302), ("FR", 163), ("NL", 136), ("IE", 93), ("ES", 68), ("IT", 62),
                ("SE", 49), ("BE", 38), ("AT", 31), ("PL", 21), ("DK", 20), ("FI", 17), ("PT", 12),
                ("other EU (14 countries)", 24)]
assert sum(n for _, n in EU_BREAKDOWN) == 1036

FIRSTS = ["Acme", "Northwind", "Bluebird", "Harbor", "Kestrel", "Lumen", "Orchard", "Pioneer",
          "Quarry", "Riverside", "Saffron", "Tidewater", "Umbra", "Vantage", "Willow", "Zephyr",
          "Copperleaf", "Driftwood", "Evergreen", "Foxglove", "Granite", "Hollow Oak", "Ironbridge"]
SUFFIX = ["Studio", "Ltd", "GmbH", "BV", "Pty Ltd", "Consulting", "Labs", "Partners", "Digital",
          "SARL", "AB", "Agency"]


def out_subscriptions():
    rows = []
    countries = (["GB"] * 30 + ["DE"] * 16 + ["FR"] * 9 + ["NL"] * 8 + ["IE"] * 6 + ["ES"] * 4 + ["IT"] * 4
                 + ["SE", "BE", "AT", "PL", "DK", "FI"] + ["AU"] * 17)
    assert len(countries) == 100
    for cc in countries:
        plan = R.choice(["Starter", "Team", "Team", "Business", "Pro (2022)"])
        seats = R.randint(2, 60)
        name = f"{R.choice(FIRSTS)} {R.choice(SUFFIX)}"
        if R.random() < 0.08:
            name = "Tallyworks QA " + R.choice(["sandbox", "demo", "internal"])
        taxid = R.choice(["--", "--", "gb_vat", "eu_vat", "au_abn"]) if cc != "US" else "--"
        if cc == "GB" and taxid not in ("--", "gb_vat"):
            taxid = "gb_vat"
        if cc == "AU" and taxid not in ("--", "au_abn"):
            taxid = "au_abn"
        if cc not in ("GB", "AU") and taxid not in ("--", "eu_vat"):
            taxid = "eu_vat"
        renew = f"2025-{R.choice([6, 6, 7, 8, 9, 10, 11, 12])}-{R.randint(1, 28):02d}"
        rows.append([rid("sub_1", 10), name, cc, plan, seats, "usd", R.choice(["month", "month", "year"]),
                     renew, taxid])
    t = table(["subscription", "customer", "country", "plan", "seats", "cur", "interval", "next_renewal",
               "tax_id"], rows)
    eu_lines = "\n".join(f"    {cc:<26}{n:>5}" for cc, n in EU_BREAKDOWN)
    return ("billing_subscriptions_query — live mode, status in (active, trialing, past_due)\n"
            "filter: customer.address.country in (GB, AU, EU-27)\n\n"
            "counts by region:\n"
            "  GB   412\n"
            "  EU  1,036\n"
            f"{eu_lines}\n"
            "  AU   287\n"
            "  total 1,735\n\n"
            "currency: 100% usd · automatic_tax: disabled on 100% · tax_id present: GB 38%, EU 44%, AU 21%\n"
            "renewal distribution (next 60 days): 31% of matched subscriptions\n"
            "renewals by ISO week (matched subscriptions, next 10 weeks):\n"
            + table(["week", "GB", "EU", "AU"], [[f"2025-W{w}", R.randint(18, 52), R.randint(50, 120), R.randint(10, 35)]
                                              for w in range(22, 32)]) + "\n\n"
            f"sample (100 of 1,735, random):\n{t}\n\n"
            "note: filter does not exclude internal/test customers (metadata.internal) — add exclude_internal=true if needed.\n")


def out_cms_page():
    faqs = [
        ("Can I change plans later?", "Yes. Upgrades take effect immediately and are prorated; downgrades apply at the next renewal."),
        ("Do you offer annual billing?", "Annual plans are billed upfront and cost the same as ten months of monthly billing."),
        ("Is there a free trial?", "Every plan starts with a 14-day free trial. No credit card required."),
        ("What counts as a seat?", "Anyone who can log time or view reports. Guests with read-only links are free."),
        ("Do you charge sales tax?", "US customers are charged sales tax where we are registered. Tax is shown at checkout."),
        ("Can I pay by invoice?", "Business plans with 25+ seats can pay by bank transfer on 30-day terms."),
        ("Do you offer discounts for nonprofits?", "Yes, 30% off Team and Business for registered nonprofits."),
        ("What happens if I cancel?", "You keep access until the end of your billing period. Data export is always available."),
        ("Is my data secure?", "SOC 2 Type II, encryption at rest and in transit, SSO on Business."),
        ("Which currencies do you accept?", "All prices are in US dollars. Your bank may apply conversion fees."),
    ]
    features = ["Time tracking (web, desktop, mobile)", "Unlimited projects", "Timesheet approvals",
                "Billable rates", "Budgets & alerts", "Invoicing from tracked time", "Integrations (Jira, Asana, GitHub)",
                "Custom fields", "Scheduled reports", "Advanced reports", "Audit log", "SSO / SAML",
                "SCIM provisioning", "Data residency (EU)", "Dedicated CSM", "Uptime SLA 99.9%",
                "API rate limit", "Guest viewers", "Forecasting", "Capacity planning", "Expense tracking",
                "Multi-currency billable rates", "Priority support", "Onboarding session"]
    frows = []
    for i, f in enumerate(features):
        s = "yes" if i < 6 else ("--" if i > 9 else "limited")
        t = "yes" if i < 13 else ("--" if i > 17 else "add-on")
        b = "yes"
        if f == "API rate limit":
            s, t, b = "60/min", "300/min", "1,200/min"
        frows.append([f, s, t, b])
    ftab = table(["feature", "Starter", "Team", "Business"], frows)
    faq = "\n".join(f"  - q: {q}\n    a: {a}" for q, a in faqs)
    return f"""cms_page_get — page cms_pg_4471 "pricing" (revision 38, published 2025-04-09 by sofia.lindqvist@tallyworks.io)
path: /pricing | locale: en-US | template: marketing/pricing-v5

blocks:
  hero:
    title: "Simple pricing that scales with your team"
    subtitle: "Start free for 14 days. No credit card required."
    toggle: [monthly, annual]  (annual badge: "2 months free")
  plan_cards:
    - id: starter
      name: Starter
      price: "$12"   annual_price: "$10"
      unit: "per seat / month"
      cta: "Start free trial"
      bullets: ["Unlimited projects", "Timesheets & approvals", "Basic reports"]
    - id: team
      name: Team
      price: "$24"   annual_price: "$20"
      unit: "per seat / month"
      badge: "Most popular"
      cta: "Start free trial"
      bullets: ["Everything in Starter", "Budgets & alerts", "Invoicing", "Integrations"]
    - id: business
      name: Business
      price: "$39"   annual_price: "$32.50"
      unit: "per seat / month"
      cta: "Talk to sales"
      bullets: ["Everything in Team", "SSO / SAML", "Audit log", "Uptime SLA 99.9%"]
  price_footnote: "Prices in USD. Sales tax may apply."
  comparison_table:
{chr(10).join('    ' + l for l in ftab.splitlines())}
  faq:
{faq}
  cta_band:
    title: "Need more than 200 seats?"
    button: "Contact sales"

localisation config (site-wide, cms_locale_settings rev 12):
  enabled_locales: [en-US]
  available_locales (translations present in Lokalise): [en-GB, en-AU, de-DE, fr-FR]
  geo_detection: header cf-ipcountry -> locale map (disabled)
  currency_source: plan_cards.price (static strings, not linked to Stripe prices)
  feature_flags referencing this page: pricing_localisation_v2 (0% rollout, owner maya.okafor), pricing_ab_annual_default (ended)
  hreflang: not set

revision history (last 8):
  rev 38  2025-04-09  sofia.lindqvist   FAQ: trial wording, removed "no setup fee"
  rev 37  2025-03-27  sofia.lindqvist   Business card bullets reordered
  rev 36  2025-03-12  ben.cho           comparison table: API rate limit row
  rev 35  2025-02-20  sofia.lindqvist   annual toggle default -> monthly (A/B ended)
  rev 34  2025-02-03  maya.okafor       nonprofit FAQ added
  rev 33  2025-01-15  sofia.lindqvist   hero subtitle
  rev 32  2024-12-02  ben.cho           CTA tracking attributes
  rev 31  2024-11-18  sofia.lindqvist   Business price $37 -> $39 (list price change)

traffic, last 30 days (sessions on /pricing by visitor country):
""" + table(["country", "sessions", "trial_starts", "conv_rate", "currency_switch_clicks"],
            [[cc, f"{n:,}", t, f"{t / n * 100:.1f}%", "n/a"] for cc, n, t in [
                ("US", 48210, 1302), ("GB", 6120, 141), ("DE", 4480, 77), ("AU", 2310, 51), ("FR", 2090, 33),
                ("NL", 1870, 44), ("CA", 3950, 108), ("IN", 3400, 29), ("IE", 990, 26), ("CH", 760, 14),
                ("SE", 640, 15), ("ES", 710, 11), ("IT", 580, 8), ("BE", 410, 9), ("AT", 390, 7),
                ("DK", 300, 8), ("NO", 340, 6), ("SG", 520, 12), ("NZ", 410, 10), ("PL", 350, 5)]]) + """

note: non-US visitors convert at 1.9% vs 2.7% for US (all see USD prices)
"""


def out_previews():
    return """invoice_preview — test mode, template tmpl_inv_vat_v3 rev 2 (draft), 3 renders

=== [1] cus_test_GB_Q7h2 · Kestrel Labs Ltd · London, GB · VAT ID GB298114467 (valid, HMRC check 2025-05-26) ===
INVOICE  TW-2025-000001 (test)          Date 26 May 2025   Due 9 Jun 2025
Tallyworks Inc. · 1209 Orange St · Wilmington, DE 19801 · USA · UK VAT GB412773108
Description                                   Qty   Unit      Amount    VAT
Team plan (Jun 2025)                            7   £19.00    £133.00   20%  £26.60
Advanced reports add-on (Jun 2025)              3   £4.99     £14.97    20%  £2.99
Unused time on Team (5 seats, prorated)         1  -£6.33     -£6.33    20% -£1.27
                                               Subtotal (excl. VAT)   £141.64
                                               VAT 20%                £28.32   (template: sum of per-line rounded)
                                               Total                  £169.96
WARNING: Stripe invoice.tax = 2833 (£28.33, invoice-level rounding) but template rendered £28.32 (per-line).
         Amount due from Stripe = £169.97. Rendered total differs from charged amount by £0.01.

=== [2] cus_test_DE_m91K · Vantage Digital GmbH · Berlin, DE · USt-IdNr. DE318774502 (valid, VIES 2025-05-26) ===
RECHNUNG / INVOICE  TW-2025-000002 (test)    Date 26 May 2025   Due 9 Jun 2025
Tallyworks Inc. · 1209 Orange St · Wilmington, DE 19801 · USA · OSS: [number pending]
Description                                   Qty   Unit      Amount    VAT
Business plan (Jun 2025)                       12   €36.00    €432.00   0% (reverse charge)
                                               Subtotal (excl. VAT)   €432.00
                                               VAT                    €0.00
                                               Total                  €432.00
Reverse charge – Article 196 Council Directive 2006/112/EC. The customer is liable to account for VAT.
Customer VAT ID: DE318774502
NOTE: OSS identification number missing — placeholder shown. Do not use for live invoices.

=== [3] cus_test_AU_4xPz · Harbor Consulting (sole trader) · Melbourne, AU · no ABN on file ===
INVOICE  TW-2025-000003 (test)          Date 26 May 2025   Due 9 Jun 2025
Tallyworks Inc. · 1209 Orange St · Wilmington, DE 19801 · USA · ARN 300018427719
Description                                   Qty   Unit      Amount (incl. GST)
Team plan (Jun 2025)                            3   A$40.00   A$120.00
                                               Total (incl. GST)      A$120.00
                                               includes GST of        A$10.91
Heading check: "INVOICE" (no "Tax invoice" wording) — OK for simplified GST registration.

render log: 3 ok, 1 warning (rounding), 1 note (OSS placeholder). PDFs: /test/invoices/previews/2025-05-26/*.pdf
"""



def us_filing_calendar():
    rows = []
    for st in US_STATES:
        rows.append([f"US-{st}", R.choice(["2025-06-20", "2025-06-30", "2025-07-20", "2025-07-31", "2026-01-31"]),
                     f"{R.randint(0, 40):,}.{R.randint(0, 99):02d}", R.choice(["filed by Avalara", "filed by Avalara", "manual (finance)"])])
    return "upcoming US filings (next due):\n" + table(["jurisdiction", "next_due", "accrued_usd", "filer"], rows) + "\n"


def tmpl_v3_diff():
    return """diff tmpl_inv_global_v2@7 -> tmpl_inv_vat_v3@1
@@ -27,8 +27,17 @@ seller block
-      <div class="muted">EIN 84-3310927</div>
+      {{#if (eq customer.address.country "US")}}<div class="muted">EIN 84-3310927</div>{{/if}}
+      {{#if (eq customer.address.country "GB")}}<div class="muted">UK VAT GB412773108</div>{{/if}}
+      {{#if (inEU customer.address.country)}}
+        <div class="muted">OSS: {{account.oss_number}}</div>
+      {{/if}}
+      {{#if (eq customer.address.country "AU")}}<div class="muted">ARN 300018427719</div>{{/if}}
@@ -33,3 +42,6 @@ heading
-      <h1>INVOICE</h1>
+      <h1>{{invoiceHeading customer.address.country}}</h1>
+      {{!-- AU: never 'Tax invoice' (simplified GST registration) --}}
@@ -46,6 +58,12 @@ bill-to
     <div>{{customer.address.country}}</div>
+    {{#each customer.tax_ids}}
+      <div class="muted">{{taxIdLabel this.type}}: {{this.value}}</div>
+    {{/each}}
@@ -52,7 +70,9 @@ lines header
-      <tr><th>Description</th><th>Qty</th><th class="right">Unit price</th><th class="right">Amount</th></tr>
+      <tr><th>Description</th><th>Qty</th><th class="right">Unit price</th><th class="right">Amount</th>
+        {{#if (showLineTax customer.address.country)}}<th class="right">Rate</th><th class="right">Tax</th>{{/if}}</tr>
@@ -62,6 +82,10 @@ lines body
         <td class="right">{{money this.amount invoice.currency}}</td>
+        {{#if (showLineTax ../customer.address.country)}}
+        <td class="right">{{rate this.tax_amounts}}</td>
+        <td class="right">{{money (sumTax this.tax_amounts) ../invoice.currency}}</td>
+        {{/if}}
@@ -71,7 +95,16 @@ totals
-    {{#if invoice.tax}}<tr><td>Sales tax</td><td class="right">{{money invoice.tax invoice.currency}}</td></tr>{{/if}}
+    {{#unless (eq customer.address.country "AU")}}
+      {{#each (groupByRate invoice.lines)}}
+      <tr><td>{{this.label}} {{this.rate}}</td><td class="right">{{money this.sum_line_tax ../invoice.currency}}</td></tr>
+      {{/each}}
+    {{/unless}}
+    {{#if (eq customer.address.country "AU")}}
+      <tr><td>includes GST of</td><td class="right">{{money invoice.tax invoice.currency}}</td></tr>
+    {{/if}}
@@ -80,4 +113,9 @@ footer
+  {{#if (reverseCharge customer invoice)}}
+    <p class="rc">Reverse charge applies.</p>
+  {{/if}}
helpers added: inEU, invoiceHeading, taxIdLabel, showLineTax, rate, sumTax, groupByRate, reverseCharge
"""


def excluded_list():
    rows = []
    kinds = ["metadata.internal"] * 39 + ["domain tallyworks.io"] * 5 + ["domain tallyworks.dev"] * 2
    regions = ["GB"] * 23 + ["DE"] * 7 + ["FR"] * 3 + ["NL"] * 3 + ["IE"] * 2 + ["SE", "ES"] + ["AU"] * 6
    R.shuffle(kinds)
    for i, (k, cc) in enumerate(zip(kinds, regions)):
        nm = R.choice(["Tallyworks QA sandbox", "Tallyworks demo", "TW internal billing test", "Sales demo",
                       "CS training account", "Partner sandbox", "Load test tenant"]) + f" {i + 1:02d}"
        rows.append([rid("cus_", 12), nm, cc, k, R.choice(["Starter", "Team", "Business"]), R.randint(1, 25)])
    return "excluded customers (46):\n" + table(["customer", "name", "country", "reason", "plan", "seats"], rows) + "\n"


def rel_plan(launch, freeze, signoff):
    rows = [
        ["M1", "Test-mode prices + Stripe Tax config", "maya.okafor", "2025-05-23", "in progress"],
        ["M2", "Invoice template tmpl_inv_vat_v3 approved for test", "priya.nair", "2025-05-28", "in review"],
        ["M3", "Eng: checkout automatic tax + tax ID collection", "ben.cho", "2025-05-30", "not started"],
        ["M4", "Eng: plan cards from Stripe lookup keys", "ben.cho", "2025-06-04", "not started"],
        ["M5", "Pricing page freeze (copy + translations)", "sofia.lindqvist", freeze, "scheduled"],
        ["M6", "Finance sign-off for live", "priya.nair", signoff, "scheduled"],
        ["M7", "Live prices + live Stripe Tax registrations", "maya.okafor", launch, "scheduled"],
        ["M8", "Flag pricing_localisation_v2 -> 100%, publish variants", "sofia.lindqvist", launch, "scheduled"],
        ["M9", "Existing subs: automatic tax at next renewal", "ben.cho", launch, "scheduled"],
    ]
    return "  milestones:\n" + "\n".join("    " + l for l in table(["id", "milestone", "owner", "due", "status"], rows).splitlines()) + "\n"


def campaign_preview():
    return """  rendered preview (3 of 1,735):
    [GB] To: accounts@kestrellabs.co.uk — "From 16 June 2025, Tallyworks will start charging VAT on subscriptions billed to
         the United Kingdom ... VAT will be added at the applicable rate from your first renewal on or after 16 June 2025."
         tax_id_label = "UK VAT number"
    [DE] To: buchhaltung@vantage-digital.de — "From 16 June 2025, Tallyworks will start charging VAT on subscriptions billed
         to Germany ..." tax_id_label = "VAT ID (USt-IdNr.)"  (language: en — no de variant configured)
    [AU] To: ops@harborconsulting.com.au — "From 16 June 2025, Tallyworks will start charging GST on subscriptions billed
         to Australia ..." tax_id_label = "ABN"
"""


# ---------------------------------------------------------------------------
# the conversation
# ---------------------------------------------------------------------------
c = Conv(CID, "Localised pricing + VAT/GST collection rollout (UK, EU, AU) at Tallyworks")

c.system(
    "You are Ledger, the revenue-operations assistant for Tallyworks Inc., a US (Delaware) SaaS company "
    "selling per-seat time-tracking subscriptions through Stripe. You act through tools: the finance tax "
    "registry, Stripe (catalog, Tax settings, prices; test and live mode), the invoice template service, the "
    "marketing CMS, the billing warehouse, Maya's mailbox, the FIN ticket queue, the release planner and the "
    "e-mail campaign tool. Confirm before any irreversible or customer-facing action. Today is Tuesday 20 May 2025. "
    "You are working with Maya Okafor (Head of Revenue Operations, maya.okafor@tallyworks.io).")

c.user(
    "Morning. Big one for the next few weeks: we're localising the pricing page into GBP, EUR and AUD and switching "
    "on VAT/GST collection for the UK, the EU and Australia. Target launch is Monday 2 June. Switzerland we might add "
    "if it's easy. Hard rules: nothing goes to live mode in Stripe until Finance signs off, and US list prices stay "
    "exactly as they are — no touching the USD prices existing customers are on.\n\n"
    "Can you start by pulling where we are on tax registrations and what the current price catalog looks like?",
    key="u_goal")

c.calls("I'll pull both in parallel.", [
    ("tax_registration_list", {"account": ACCT, "include": ["sales_tax", "vat", "gst", "oss"], "status": "any"},
     out_tax_registrations()),
    ("stripe_catalog_get", {"account": ACCT, "mode": "live", "products": ["starter", "team", "business", "addons"],
                            "include_archived": True}, out_catalog()),
], key="m_regs")

c.model(
    "## Where we are\n\n"
    "**Tax registrations**\n\n"
    "| Jurisdiction | Type | Status | Number | In Stripe Tax? |\n"
    "|---|---|---|---|---|\n"
    "| 🇬🇧 UK | VAT (standard) | **Active** since 1 May 2025 | GB412773108 | No |\n"
    "| 🇦🇺 Australia | GST, **simplified** (non-resident) | **Active** since 14 Apr 2025 | ARN 300018427719 | No |\n"
    "| 🇪🇺 EU | non-Union OSS, member state of identification **Ireland** | **Application submitted** 28 Apr | ref IE-OSS-APP-2025-118204 — no number yet | No |\n"
    "| 🇨🇭 Switzerland | — | Not registered | — | — |\n"
    "| 🇺🇸 US | Sales tax, 24 states | Active | various | Yes (24) |\n\n"
    "**Catalog**\n"
    "- Everything is USD only: Starter $12, Team $24, Business $39 per seat/month (annual = 10× monthly), plus 4 add-ons "
    "and 10 archived/grandfathered legacy prices.\n"
    "- **All 24 prices have `tax_behavior=unspecified`.** Stripe Tax won't calculate on those unless we set a default tax "
    "behaviour in Tax settings — we'll need that before anything works, even in test mode.\n"
    "- No `currency_options` on any price, so localised prices will be new prices (USD ones untouched, as you want).\n"
    "- Stripe Tax is on in **test** mode only; live is off.\n\n"
    "### Things to flag now\n"
    "1. **EU is the long pole.** We can't collect EU VAT under OSS or print an OSS number on invoices until Irish Revenue "
    "issue it. If it isn't in by ~end of May, 2 June is at risk for the EU part.\n"
    "2. **Australia is a simplified registration.** Simplified GST registrants can't issue tax invoices, so the AU invoice "
    "must not be titled \"Tax invoice\". Also, under simplified GST you generally shouldn't charge GST to GST-registered "
    "business customers — worth confirming with Declan how we handle ABNs.\n"
    "3. **Switzerland** isn't registered at all; \"easy\" depends on whether we're over the threshold.\n\n"
    "### Rough plan to 2 June\n"
    "| Week | Payments / tax | Invoices | Pricing page | Customers |\n|---|---|---|---|---|\n"
    "| 20–23 May | test-mode prices, Stripe Tax defaults + GB/AU registrations | draft VAT/GST template | plan: locales, switcher | size the existing base |\n"
    "| 26–30 May | EU registration (if OSS number is in), checkout tax ID collection | Finance review + test renders | draft variants, translations | notice e-mail drafted |\n"
    "| 2 June | live prices + live registrations after sign-off | template live for GB/EU/AU | flag on, publish | tax from next renewal |\n\n"
    "The dependency that can move this is the OSS number; everything else is in our hands.\n\n"
    "### Questions for you\n"
    "- **Display:** tax-inclusive or tax-exclusive prices per currency? (EU/UK consumers expect inclusive, B2B buyers are used "
    "to \"excl. VAT\"; in Australia consumer-facing prices should include GST.)\n"
    "- Do you want me to check Swiss revenue to see whether registration is even required?",
    key="m_status")

c.user(
    "AU GST-inclusive — that's the consumer-law thing, don't want to fight it. GBP and EUR shown excl. VAT with a "
    "\"plus VAT\" note, we're 85%+ B2B there. And yes, pull revenue by country so we can see Switzerland.",
    key="u_display")

c.calls("Pulling trailing-12-month revenue by country.", [
    ("warehouse_query", {"report": "rev_by_country_v3", "period": "trailing_12m", "as_of": "2025-04-30",
                         "columns": ["country", "revenue_usd", "paying_accounts", "b2b_share"], "order": "revenue_desc"},
     out_revenue()),
], key="m_rev")

c.model(
    "## Revenue by country (trailing 12 months)\n\n"
    "| Region | Revenue (USD) | Note |\n|---|---|---|\n"
    "| UK | 611,240 | 2nd-largest market |\n"
    "| EU-27 | ~1.46M | DE 402,880 · FR 211,430 · NL 187,010 · IE 121,770 |\n"
    "| Australia | 297,560 | |\n"
    "| Switzerland | 69,382 (**CHF 61,400**) | |\n\n"
    "### Switzerland — the catch\n"
    "CHF 61,400 looks comfortably under the CHF 100,000 registration threshold, **but for foreign providers of electronic "
    "services the threshold is measured on worldwide turnover**, not Swiss turnover. On ~USD 12.9M worldwide we're far over it, "
    "which means we probably should already be registered — and there may be a look-back on past Swiss sales.\n\n"
    "So it's not \"easy\": it needs a Swiss registration, almost certainly through a fiscal representative, which takes weeks. "
    "I'd recommend we **don't** put it in this launch and get Declan to scope it separately. Want me to e-mail him?")

c.user(
    "Ugh. Fine — keep Switzerland out of this launch entirely, no CHF on the page either. Email Declan: ask him to scope "
    "the Swiss registration and chase the OSS number while he's at it.",
    key="u_ch")

c.calls(
    "Switzerland is **deferred** from this launch (no CHF prices, no Swiss collection). Sending Declan the note now.",
    [("email_send", {
        "from": "maya.okafor@tallyworks.io",
        "to": ["dbyrne@byrnetax.ie"],
        "subject": "Switzerland VAT + OSS status",
        "body": ("Hi Declan,\n\nTwo things:\n\n1. Switzerland: our Swiss revenue for the last 12 months is about CHF 61,400, "
                 "but I understand the CHF 100,000 threshold for electronic services is measured on worldwide turnover. "
                 "Could you scope what a Swiss VAT registration would involve for us (fiscal representative, timing, any "
                 "look-back on past sales) and what it would cost? We're leaving Switzerland out of the current launch.\n\n"
                 "2. OSS: any news from Revenue on the non-Union OSS number (application IE-OSS-APP-2025-118204)? "
                 "We're targeting 2 June to start collecting EU VAT.\n\nThanks,\nMaya"),
        "labels": ["vat-rollout"]},
      "sent: message_id msg_7QcT4b0 · to dbyrne@byrnetax.ie · thread thr_55c10e · 2025-05-20T09:02:11Z")],
    key="m_ch_deferred")

c.model(
    "Done — sent to Declan (msg_7QcT4b0).\n\n"
    "## Proposed price points\n\n"
    "Method: USD list × 30-day average FX (GBP 0.79, EUR 0.92, AUD 1.55), rounded to a clean whole number. AUD then has 10% GST "
    "added because you want it shown **GST-inclusive**; GBP/EUR are **excl. VAT**. Annual = 10× monthly, same as USD.\n\n"
    "| Plan (per seat / month) | USD (unchanged) | GBP excl. VAT | EUR excl. VAT | AUD incl. GST |\n"
    "|---|---|---|---|---|\n"
    "| Starter | $12 | £10 (9.48) | €11 (11.04) | A$20 (20.46) |\n"
    "| Team | $24 | £19 (18.96) | €22 (22.08) | A$40 (40.92) |\n"
    "| Business | $39 | £31 (30.81) | €36 (35.88) | A$65 (66.50) |\n\n"
    "| Annual (per seat / year) | USD | GBP | EUR | AUD |\n|---|---|---|---|---|\n"
    "| Starter | $120 | £100 | €110 | A$200 |\n| Team | $240 | £190 | €220 | A$400 |\n| Business | $390 | £310 | €360 | A$650 |\n\n"
    "Things to sanity-check:\n"
    "- A German buyer of Team pays €22 + 19% = **€26.18**; a UK buyer pays £19 + 20% = **£22.80** (≈ €26.55). Close enough, "
    "EU is marginally cheaper.\n"
    "- AUD Business rounds *down* (A$66.50 → A$65) to land on a 5.\n\n"
    "If you're happy I'll create these as **new prices in test mode** (18 prices, with `tax_behavior` set per currency) — "
    "nothing in live, USD prices untouched.",
    key="m_prices")

c.user(
    "Make Team in EUR €23, not €22 — I'd rather not undercut the UK after tax. Everything else is fine, A$65 is fine. "
    "Go ahead in test.",
    key="u_eur23")

price_rows = []
created = []
spec = [("gbp", "£", [10, 19, 31], "exclusive"), ("eur", "€", [11, 23, 36], "exclusive"),
        ("aud", "A$", [20, 40, 65], "inclusive")]
for cur, sym, amts, tb in spec:
    for (key, name, _), amt in zip(PLANS, amts):
        for interval, mult in (("month", 1), ("year", 10)):
            pid = rid("price_1RT", 11)
            lk = f"{key}_{interval}ly_{cur}_2025"
            created.append({"product": f"prod_tw_{key}", "currency": cur, "unit_amount": amt * mult * 100,
                            "recurring": {"interval": interval, "usage_type": "licensed"}, "tax_behavior": tb,
                            "lookup_key": lk})
            price_rows.append([pid, name, f"{cur.upper()} {amt * mult:,.2f}", interval, tb, lk])
price_out = ("stripe_price_create_batch — TEST mode, account " + ACCT + "\n18 created, 0 failed\n\n"
             + table(["price_id", "product", "amount", "interval", "tax_behavior", "lookup_key"], price_rows)
             + "\n\nall prices: active=true, billing_scheme=per_unit, metadata.source=vat-rollout-2025\n"
               "live mode: no changes\n\nobjects:\n"
             + "\n".join(json.dumps({"id": r[0], "object": "price", "livemode": False, "active": True,
                                     "currency": cr["currency"], "unit_amount": cr["unit_amount"],
                                     "recurring": cr["recurring"], "tax_behavior": cr["tax_behavior"],
                                     "lookup_key": cr["lookup_key"], "product": cr["product"],
                                     "created": 1747900000 + i * 7}, ensure_ascii=False)
                         for i, (r, cr) in enumerate(zip(price_rows, created))) + "\n")
c.calls(
    "Creating 18 test-mode prices: GBP and EUR `tax_behavior=exclusive`, AUD `tax_behavior=inclusive`, EUR Team at **€23** "
    "(€230/year).",
    [("stripe_price_create_batch", {"account": ACCT, "mode": "test", "prices": created,
                                     "metadata": {"source": "vat-rollout-2025", "requested_by": "maya.okafor"}},
      price_out)],
    key="m_price_create")

team_eur = [r for r in price_rows if r[5] == "team_monthly_eur_2025"][0][0]
aud_bus = [r for r in price_rows if r[5] == "business_monthly_aud_2025"][0][0]
c.model(
    "Done. **18 prices created in test mode**, 0 failures; live untouched.\n\n"
    "| | GBP (excl.) | EUR (excl.) | AUD (incl. GST) |\n|---|---|---|---|\n"
    "| Starter | £10 / £100 | €11 / €110 | A$20 / A$200 |\n"
    f"| Team | £19 / £190 | **€23 / €230** (`{team_eur}`) | A$40 / A$400 |\n"
    f"| Business | £31 / £310 | €36 / €360 | A$65 / A$650 (`{aud_bus}`) |\n\n"
    "Lookup keys follow `<plan>_<interval>ly_<currency>_2025`, so the pricing page and Checkout can resolve them without "
    "hard-coding ids.")

c.user(
    "Now invoices. What does the current template look like? It'll need our VAT numbers on it and the reverse-charge "
    "wording for EU business customers.",
    key="u_inv")

c.calls("Fetching the live template.", [
    ("invoice_template_get", {"template_id": "tmpl_inv_global_v2", "include_source": True, "include_usage": True},
     out_invoice_template_v2())], key="m_tmpl_get")

c.model(
    "## Current template: `tmpl_inv_global_v2` (rev 7)\n\n"
    "It's a US-only invoice: seller block with the EIN, a single \"Sales tax\" total line, nothing per line, and it ignores "
    "the customer's tax IDs entirely.\n\n"
    "### What's missing for UK / EU / AU\n"
    "| Requirement | UK | EU (OSS / B2B) | AU (simplified GST) |\n|---|---|---|---|\n"
    "| Seller tax number | GB412773108 | OSS number (not issued yet) | ARN 300018427719 |\n"
    "| Customer tax ID shown | if B2B | **required** for reverse charge | ABN if given |\n"
    "| Per-line rate & tax amount | yes | yes | no |\n"
    "| Reverse-charge wording | — | yes, for B2B with valid VAT ID | — |\n"
    "| Heading | Invoice / VAT invoice | Invoice | **Must not say \"Tax invoice\"** |\n"
    "| Prices incl./excl. | excl. VAT | excl. VAT | incl. GST, show GST contained |\n\n"
    "### Plan\n"
    "Rather than editing rev 7 (which every live invoice uses today), create a **new template `tmpl_inv_vat_v3` as a draft**, "
    "with blocks switched on `account.tax_registrations` and the customer's country/tax ID; US invoices stay on v2 until "
    "launch. The money helper in v2 rounds per line — I'll keep that for now but we should check it against Stripe's totals "
    "in previews.\n\n"
    "### Why not just edit v2\n"
    "- v2 rev 7 renders every live invoice today, US included; any mistake shows up on real customer invoices immediately.\n"
    "- A separate template lets us render test invoices for GB/DE/AU customers side by side with the live one and switch per "
    "country on launch day.\n"
    "- The v2 `money` helper rounds tax **per line**; Stripe Tax calculates on the invoice. Usually identical, occasionally 1p/1c "
    "apart on invoices with prorations — previews will tell us.\n\n"
    "### Open wording questions\n"
    "- Exact reverse-charge sentence (there's a standard form citing the EU VAT Directive's reverse-charge article, but Finance/Declan "
    "should confirm what they want printed).\n"
    "- Whether German customers get a bilingual heading — common practice, not legally required.\n"
    "- Numbering: Stripe's `TALLY-` sequence is per account; if Finance needs a gapless series for HMRC we may need our own.\n\n"
    "Who signs off templates on the Finance side — still Tom Reyes? I can open a FIN ticket for the approval.")

c.user("Yes, Tom. Create it as a draft and open the ticket for him.", key="u_tmpl_go")

c.calls(
    "Creating the draft and the approval ticket for Tom Reyes.",
    [("invoice_template_create", {
        "template_id": "tmpl_inv_vat_v3", "based_on": "tmpl_inv_global_v2@7", "status": "draft",
        "changes": [
            "seller block: show UK VAT GB412773108 when customer country = GB",
            "seller block: show OSS identification number when customer in EU (placeholder until issued)",
            "seller block: show ARN 300018427719 when customer country = AU",
            "bill-to: print customer tax IDs (gb_vat, eu_vat, au_abn)",
            "lines: add rate and tax amount columns (GB, EU)",
            "totals: replace 'Sales tax' with per-rate tax lines from invoice.total_tax_amounts",
            "EU B2B with valid VAT ID: reverse-charge statement",
            "AU: heading 'INVOICE', totals 'includes GST of'",
            "numbering: keep Stripe number"],
        "note": "VAT/GST rollout — draft for Finance review; not assigned to any invoices"},
      "created tmpl_inv_vat_v3 revision 1 (status: draft)\n"
      "based_on: tmpl_inv_global_v2@7 · assigned invoices: 0 · lint: 0 errors, 2 warnings\n"
      "  warn L41: placeholder {{account.oss_number}} resolves to empty (no EU registration on account)\n"
      "  warn L88: reverse-charge block text is a placeholder ('Reverse charge applies.') — legal wording needed\n"
      "preview: not rendered\n\n" + tmpl_v3_diff()),
     ("ticket_create", {
         "queue": "FIN", "type": "approval",
         "title": "Approve new VAT/GST invoice template tmpl_inv_vat_v3",
         "assignee": "tom.reyes@tallyworks.io", "reporter": "maya.okafor@tallyworks.io", "priority": "high",
         "due": "2025-05-30",
         "description": ("New invoice template for UK VAT / EU OSS / AU GST invoices (tmpl_inv_vat_v3, draft rev 1, based on "
                         "tmpl_inv_global_v2 rev 7). Please review seller tax numbers, reverse-charge wording and AU heading. "
                         "Nothing is assigned to live invoices until launch.")},
      "created FIN-2291 · status: Open · assignee: tom.reyes@tallyworks.io · due 2025-05-30\n"
      "url: https://tallyworks.atlassian.net/browse/FIN-2291 · watchers: maya.okafor, finance-ops")],
    key="m_tmpl_create")

c.model(
    "Done.\n"
    "- **`tmpl_inv_vat_v3` rev 1** created as a draft, not assigned to any invoices.\n"
    "- **FIN-2291** opened for Tom Reyes, due 30 May.\n\n"
    "Two lint warnings worth knowing: the OSS number placeholder is empty (expected until Revenue issue it), and the reverse-"
    "charge sentence is still a placeholder — Tom or Declan should give us the exact legal wording.")

c.user("Check my inbox — I think Declan got back to us. Anything else relevant in there too.", key="u_inbox")

c.calls("Searching your mailbox.", [
    ("mailbox_search", {"mailbox": "maya.okafor@tallyworks.io",
                        "query": "from:(dbyrne@byrnetax.ie OR tom.reyes@tallyworks.io) OR subject:(VAT OR OSS OR pricing) newer_than:3d",
                        "limit": 10, "include_body": True}, out_mailbox())], key="m_inbox")

c.calls(
    "## What came in\n\n"
    "**Declan (22 May)**\n"
    "- **OSS number won't be issued before 11 June.** He advises not switching on EU collection without it and moving go-live to "
    "**16 June** at the earliest; 16 June works as a single date for UK/AU too.\n"
    "- **Switzerland:** confirms the worldwide-turnover point — we should register. Scoping fee **€2,400 + VAT**, needs a signed "
    "engagement letter before he starts.\n"
    "- **Australia B2B:** customers with an ABN who are GST-registered shouldn't be charged GST; he hasn't checked how Stripe handles "
    "that yet.\n\n"
    "**Tom Reyes** — auto-reply: on leave **23 May – 13 June**; **Priya Nair** covers approvals.\n\n"
    "**Sofia** wants a copy review slot and may want to align the launch with the product webinar (date not confirmed).\n\n"
    "Since Tom is out until after the old launch date, I'm reassigning FIN-2291 to Priya, and moving the launch in the release plan "
    "to 16 June per Declan's advice.",
    [("ticket_update", {"ticket": "FIN-2291", "assignee": "priya.nair@tallyworks.io",
                        "comment": "Reassigning to Priya — Tom is on leave until 13 June (auto-reply). Template tmpl_inv_vat_v3 draft rev 1 ready for review."},
      "FIN-2291 updated (rev 3)\n  assignee: was tom.reyes@tallyworks.io → now priya.nair@tallyworks.io\n"
      "  comment added (#2) by ledger-bot on behalf of maya.okafor\n  notification sent: priya.nair@tallyworks.io"),
     ("release_plan_update", {"plan_id": "REL-0612", "field": "launch_date", "value": "2025-06-16",
                              "reason": "EU OSS identification number not expected before 11 June (Declan Byrne, 22 May); single launch date for GB/EU/AU"},
      "REL-0612 \"Localised pricing + VAT/GST collection\" updated (rev 9)\n"
      "  launch_date: was 2025-06-02 → now 2025-06-16\n"
      "  milestones shifted: pricing-page freeze 2025-05-28 → 2025-06-11; finance sign-off due 2025-05-30 → 2025-06-12\n"
      + rel_plan("2025-06-16", "2025-06-11", "2025-06-12") +
      "  watchers notified: maya.okafor, sofia.lindqvist, priya.nair, eng-billing")],
    key="m_reassign")

c.model(
    "Done.\n"
    "- **FIN-2291** now with **Priya Nair** (was Tom Reyes).\n"
    "- **REL-0612** launch date **16 June** (was 2 June); page freeze moves to 11 June and finance sign-off to 12 June.\n\n"
    "Still open from Declan's mail: the **€2,400** Swiss scoping fee needs your OK (and an engagement letter), and the AU ABN question "
    "is with him.")

c.user(
    "Leave the Swiss quote with me for now, I need to run it past Priya. Next: existing customers. How many UK/EU/AU "
    "subscriptions do we have, and what happens to them when we switch tax on?",
    key="u_existing")

c.calls("Querying active subscriptions in the three regions.", [
    ("billing_subscriptions_query", {"mode": "live", "status": ["active", "trialing", "past_due"],
                                     "country": ["GB", "AU", "EU27"], "group_by": "country", "sample": 100},
     out_subscriptions())], key="m_subs")

c.model(
    "## Existing subscriptions in scope\n\n"
    "| Region | Subscriptions | Tax ID on file |\n|---|---|---|\n"
    "| UK | 412 | 38% |\n| EU | 1,036 (DE 302, FR 163, NL 136, IE 93 …) | 44% |\n| AU | 287 | 21% |\n| **Total** | **1,735** | |\n\n"
    "All are billed in USD with automatic tax off. When we switch tax on, we have to decide two things: which currency they stay in, "
    "and whether tax is added on top or absorbed.\n\n"
    "### Options\n"
    "| | A. Migrate to local currency | B. Keep USD, add tax on top | C. Keep USD, absorb the tax |\n|---|---|---|---|\n"
    "| Customer price | new GBP/EUR/AUD price at renewal | same USD price + VAT/GST | same total, we eat the tax |\n"
    "| Revenue impact | FX noise, some up/some down | none | −16% to −20% on UK/EU B2C-ish accounts |\n"
    "| Engineering | price migration on 1,735 subs | enable automatic tax on subs | enable automatic tax + price change |\n"
    "| Customer comms | heavy (\"your price is changing\") | moderate (\"tax will be added\") | light |\n"
    "| B2B with valid VAT ID | reverse charge | reverse charge, no change in cost | n/a |\n\n"
    "**Recommendation: B.** Most of these are B2B and will reverse-charge or reclaim the VAT, it avoids a forced currency migration, "
    "and it keeps your rule about not touching USD prices. We need to notify them in advance; 14 days is the usual courtesy and "
    "what our terms call for on billing changes.")

c.user("B. 14 days' notice. Draft the email campaign but don't send or schedule anything live yet.", key="u_optB")

c.calls(
    "Drafting the notice: existing subscribers keep USD pricing, VAT/GST is added from their first renewal on or after launch. "
    "Send date set 14 days before 16 June = **2 June**, left in draft.",
    [("campaign_create", {
        "tool": "customer.io", "name": "VAT/GST collection notice — existing subscribers",
        "audience": {"segment": "subs_active_gb_eu_au", "filter": "country in (GB, AU, EU27) and status in (active, trialing, past_due)"},
        "send_at": "2025-06-02T09:00:00Z", "status": "draft",
        "subject": "Changes to tax on your Tallyworks invoices",
        "body_md": ("Hi {{customer.first_name}},\n\nFrom {{launch_date}}, Tallyworks will start charging {{tax_name}} on "
                    "subscriptions billed to {{country_name}}, as required by local tax rules. Your plan price in USD does not "
                    "change: {{tax_name}} will be added at the applicable rate from your first renewal on or after {{launch_date}}.\n\n"
                    "If you're a business, add your {{tax_id_label}} in Billing settings before then — for most EU business customers "
                    "this means no VAT is charged (reverse charge).\n\nQuestions? Reply to this email or contact billing@tallyworks.io.\n\n"
                    "The Tallyworks team"),
        "variables": {"launch_date": "16 June 2025"}},
      "campaign CMP-7781 created (status: draft)\n  audience: subs_active_gb_eu_au → 1,735 recipients (GB 412, EU 1,036, AU 287)\n"
      "  send_at: 2025-06-02 09:00 UTC (not scheduled — draft)\n  variants: en (default); de, fr not configured\n"
      "  lint: ok · unsubscribe link: transactional (exempt)\n" + campaign_preview())],
    key="m_cmp")

c.model(
    "Done. **CMP-7781** drafted, 1,735 recipients, send date 2 June 09:00 UTC — not scheduled. Only English copy for now; I can add "
    "German/French variants once Sofia's team has the translations.")

c.user(
    "1,735 feels high. Are our own internal and test accounts in that? Exclude them.", key="u_exclude")

c.calls("Re-running the audience with internal/test customers excluded.", [
    ("campaign_update_audience", {"campaign": "CMP-7781",
                                  "filter": "country in (GB, AU, EU27) and status in (active, trialing, past_due) and not metadata.internal = true and not email_domain in (tallyworks.io, tallyworks.dev)",
                                  "reason": "exclude internal/test accounts"},
     "CMP-7781 audience updated (rev 2)\n"
     "  excluded: 46 customers (metadata.internal=true: 39, email domain tallyworks.io/.dev: 7)\n"
     "  GB:  was 412   → now 389\n  EU:  was 1,036 → now 1,019\n  AU:  was 287   → now 281\n"
     "  recipients: was 1,735 → now 1,689\n"
     "  note: segment subs_active_gb_eu_au updated; billing_subscriptions_query results unchanged (read-only)\n\n"
     + excluded_list())],
    key="m_exclude")

c.model(
    "Done — you were right, 46 were ours. The real numbers:\n\n"
    "| Region | Before | After |\n|---|---|---|\n| UK | 412 | **389** |\n| EU | 1,036 | **1,019** |\n| AU | 287 | **281** |\n"
    "| Total | 1,735 | **1,689** |\n\n"
    "CMP-7781 now targets 1,689 recipients, still in draft.")

c.user("Now the pricing page. Pull the current page and whatever localisation setup the CMS has.", key="u_page")

c.calls("Fetching the page and locale settings.", [
    ("cms_page_get", {"page_id": "cms_pg_4471", "locale": "en-US", "include": ["blocks", "locale_settings", "flags"]},
     out_cms_page())], key="m_page")

c.model(
    "## Pricing page today (`cms_pg_4471`, rev 38)\n\n"
    "- Prices are **static strings** in the plan cards (\"$12\", \"$24\", \"$39\"), not linked to Stripe — so localising means "
    "swapping the card source, not just translating.\n"
    "- Only `en-US` is enabled; `en-GB`, `en-AU`, `de-DE`, `fr-FR` translations exist in Lokalise (fr is ~27/41 keys).\n"
    "- Geo detection via `cf-ipcountry` is wired but **disabled**; `hreflang` isn't set.\n"
    "- Flag **`pricing_localisation_v2`** already exists at 0%, owned by you.\n"
    "- Two FAQ answers become wrong on launch: \"Do you charge sales tax?\" and \"Which currencies do you accept?\".\n\n"
    "### Plan\n"
    "| Locale | Path | Currency | Price note |\n|---|---|---|---|\n"
    "| en-GB | /en-gb/pricing | GBP | \"Prices exclude VAT\" |\n"
    "| de-DE | /de/preise | EUR | (German wording, excl. VAT) |\n"
    "| fr-FR | /fr/tarifs | EUR | \"HT\" |\n"
    "| en-AU | /en-au/pricing | AUD | \"Prices include GST\" |\n\n"
    "- Plan cards read from Stripe by lookup key (`team_monthly_eur_2025` etc.) instead of static strings.\n"
    "- Currency switcher on the pricing page only; geo detection picks the default, switcher overrides; CH visitors get USD.\n"
    "- Everything created as **draft variants** behind `pricing_localisation_v2`, nothing published.\n\n"
    "Shall I create the four variants?")

c.user(
    "Yes, create en-GB, de-DE, fr-FR and en-AU as drafts. For the German note use \"zzgl. MwSt.\", not a literal translation. "
    "And don't publish anything before launch day — I mean it, Sofia's page freeze applies.",
    key="u_variants")

variant_specs = [
    ("en-GB", "/en-gb/pricing", "gbp", "Prices exclude VAT. VAT is added at checkout where applicable."),
    ("de-DE", "/de/preise", "eur", "Alle Preise zzgl. MwSt."),
    ("fr-FR", "/fr/tarifs", "eur", "Prix HT. La TVA applicable est ajoutée lors du paiement."),
    ("en-AU", "/en-au/pricing", "aud", "Prices include GST."),
]
STRINGS = [
    ("pricing.hero.title", "Simple pricing that scales with your team", "Einfache Preise, die mit Ihrem Team wachsen", "Des tarifs simples qui évoluent avec votre équipe"),
    ("pricing.hero.subtitle", "Start free for 14 days. No credit card required.", "14 Tage kostenlos testen. Keine Kreditkarte nötig.", "Essai gratuit de 14 jours. Sans carte bancaire."),
    ("pricing.toggle.monthly", "Monthly", "Monatlich", "Mensuel"),
    ("pricing.toggle.annual", "Annual", "Jährlich", "Annuel"),
    ("pricing.toggle.badge", "2 months free", "2 Monate gratis", "2 mois offerts"),
    ("pricing.card.unit", "per seat / month", "pro Nutzer / Monat", "par utilisateur / mois"),
    ("pricing.card.cta_trial", "Start free trial", "Kostenlos testen", "Essai gratuit"),
    ("pricing.card.cta_sales", "Talk to sales", "Vertrieb kontaktieren", "Contacter l'équipe commerciale"),
    ("pricing.card.badge_popular", "Most popular", "Am beliebtesten", "Le plus populaire"),
    ("pricing.card.starter.b1", "Unlimited projects", "Unbegrenzte Projekte", "Projets illimités"),
    ("pricing.card.starter.b2", "Timesheets & approvals", "Stundenzettel & Freigaben", "Feuilles de temps et validations"),
    ("pricing.card.starter.b3", "Basic reports", "Basisberichte", "Rapports de base"),
    ("pricing.card.team.b1", "Everything in Starter", "Alles aus Starter", "Tout Starter"),
    ("pricing.card.team.b2", "Budgets & alerts", "Budgets & Warnungen", "Budgets et alertes"),
    ("pricing.card.team.b3", "Invoicing", "Rechnungsstellung", "Facturation"),
    ("pricing.card.team.b4", "Integrations", "Integrationen", "Intégrations"),
    ("pricing.card.business.b1", "Everything in Team", "Alles aus Team", "Tout Team"),
    ("pricing.card.business.b2", "SSO / SAML", "SSO / SAML", "SSO / SAML"),
    ("pricing.card.business.b3", "Audit log", "Audit-Log", "Journal d'audit"),
    ("pricing.card.business.b4", "Uptime SLA 99.9%", "Verfügbarkeits-SLA 99,9 %", "SLA de disponibilité 99,9 %"),
    ("pricing.compare.timesheet_approvals", "Timesheet approvals", "Freigabe von Stundenzetteln", "Validation des feuilles de temps"),
    ("pricing.compare.billable_rates", "Billable rates", "Abrechenbare Sätze", "Taux facturables"),
    ("pricing.compare.audit_log", "Audit log", "Audit-Log", None),
    ("pricing.compare.scim", "SCIM provisioning", "SCIM-Provisionierung", None),
    ("pricing.compare.data_residency", "Data residency (EU)", "Datenresidenz (EU)", None),
    ("pricing.compare.api_rate_limit", "API rate limit", None, None),
    ("pricing.compare.forecasting", "Forecasting", None, None),
    ("pricing.compare.capacity", "Capacity planning", None, None),
    ("pricing.compare.expenses", "Expense tracking", "Spesenerfassung", None),
    ("pricing.compare.multicurrency", "Multi-currency billable rates", "Abrechnungssätze in mehreren Währungen", None),
    ("pricing.faq.trial.q", "Is there a free trial?", "Gibt es eine kostenlose Testphase?", "Existe-t-il un essai gratuit ?"),
    ("pricing.faq.seat.q", "What counts as a seat?", "Was zählt als Nutzer?", "Qu'est-ce qu'un utilisateur ?"),
    ("pricing.faq.tax.q", "Do you charge VAT?", "Berechnen Sie Mehrwertsteuer?", "Facturez-vous la TVA ?"),
    ("pricing.faq.tax.a", "Prices exclude VAT. If you add a valid VAT ID at checkout, the reverse charge applies.", "Alle Preise zzgl. MwSt. Mit gültiger USt-IdNr. gilt das Reverse-Charge-Verfahren.", None),
    ("pricing.faq.currencies.q", "Which currencies do you accept?", "Welche Währungen akzeptieren Sie?", "Quelles devises acceptez-vous ?"),
    ("pricing.faq.currencies.a", "We bill in GBP, EUR, AUD or USD depending on your billing country.", "Wir rechnen je nach Rechnungsland in EUR, GBP, AUD oder USD ab.", None),
    ("pricing.faq.cancel.q", "What happens if I cancel?", "Was passiert, wenn ich kündige?", None),
    ("pricing.faq.security.q", "Is my data secure?", "Sind meine Daten sicher?", None),
    ("pricing.faq.invoice.q", "Can I pay by invoice?", "Kann ich per Rechnung zahlen?", None),
    ("pricing.faq.nonprofit.q", "Do you offer discounts for nonprofits?", "Gibt es Rabatte für gemeinnützige Organisationen?", None),
    ("pricing.cta_band.title", "Need more than 200 seats?", "Mehr als 200 Nutzer?", "Plus de 200 utilisateurs ?"),
]
assert len(STRINGS) == 41


def strings_report():
    rows = []
    for key, en, de, fr in STRINGS:
        rows.append([key, de if de else "[fallback en-US] " + en, fr if fr else "[fallback en-US] " + en])
    return table(["key", "de-DE", "fr-FR"], rows)


vrows = []
for loc, path, cur, note in variant_specs:
    vid = "cms_pg_4471_" + loc.lower().replace("-", "")
    untrans = {"en-GB": 0, "de-DE": 3, "fr-FR": 14, "en-AU": 0}[loc]
    vrows.append([vid, loc, path, cur.upper(), "draft", "rev 1", untrans])
c.calls(
    "Creating four draft variants; German footnote \"zzgl. MwSt.\"; plan cards bound to Stripe lookup keys; gated on "
    "`pricing_localisation_v2` (stays 0%).",
    [("cms_variant_create_batch", {
        "page_id": "cms_pg_4471", "status": "draft", "publish": False,
        "feature_flag": "pricing_localisation_v2",
        "variants": [{"locale": loc, "path": path, "currency": cur,
                      "plan_cards_source": {"type": "stripe_lookup_key", "pattern": "{plan}_{interval}ly_" + cur + "_2025"},
                      "price_footnote": note,
                      "faq_overrides": ["tax", "currencies"]} for loc, path, cur, note in variant_specs],
        "geo_detection": {"enabled_on_publish": True, "fallback": "en-US", "exclude_countries": ["CH"]}},
      "cms_variant_create_batch: 4 created, 0 failed (page cms_pg_4471, base rev 38)\n\n"
      + table(["variant_id", "locale", "path", "currency", "status", "revision", "untranslated_strings"], vrows)
      + "\n\nwarnings:\n"
        "  - fr-FR: 14 strings fall back to en-US (Lokalise keys pricing.faq.*, pricing.compare.*)\n"
        "  - de-DE: 3 strings fall back to en-US (pricing.compare.api_rate_limit, .forecasting, .capacity)\n"
        "  - hreflang tags generated but inactive until publish\n"
        "publish: none (flag pricing_localisation_v2 at 0%) · page freeze REL-0612 respected\n\n"
        "string resolution (de-DE / fr-FR; en-GB and en-AU inherit en-US with 6 spelling overrides):\n"
      + strings_report() + "\n")],
    key="m_variants")

c.model(
    "Done — four drafts, nothing published:\n\n"
    "| Variant | Path | Currency | Note | Untranslated |\n|---|---|---|---|---|\n"
    "| `cms_pg_4471_engb` | /en-gb/pricing | GBP | Prices exclude VAT | 0 |\n"
    "| `cms_pg_4471_dede` | /de/preise | EUR | Alle Preise zzgl. MwSt. | 3 |\n"
    "| `cms_pg_4471_frfr` | /fr/tarifs | EUR | Prix HT | **14** |\n"
    "| `cms_pg_4471_enau` | /en-au/pricing | AUD | Prices include GST | 0 |\n\n"
    "French has 14 strings falling back to English — that needs Lokalise before launch.")

c.user(
    "Payments side next. Turn on Stripe Tax properly in test mode with our registrations, and make checkout collect tax IDs "
    "from business customers.",
    key="u_stripe")

c.calls(
    "Configuring Stripe Tax in **test mode** only: default tax behaviour `exclusive` (needed for the 24 USD prices that are "
    "`unspecified`; the new AUD prices carry their own `inclusive`), Checkout `tax_id_collection` on, and registrations for GB, AU "
    "and EU.",
    [("stripe_tax_settings_update", {
        "account": ACCT, "mode": "test",
        "defaults": {"tax_behavior": "exclusive", "tax_code": "txcd_10103001"},
        "head_office": {"country": "US", "state": "DE"},
        "checkout": {"automatic_tax": {"enabled": True}, "tax_id_collection": {"enabled": True},
                     "billing_address_collection": "required"},
        "subscriptions": {"automatic_tax_on_new": True, "automatic_tax_on_existing": False}},
      "Stripe Tax settings updated — TEST mode (acct_1Nq7TWx9LmR2)\n"
      "  defaults.tax_behavior: was unspecified → now exclusive\n"
      "  defaults.tax_code: was (none) → now txcd_10103001 (SaaS - business use)\n"
      "  checkout.automatic_tax.enabled: was false → now true\n"
      "  checkout.tax_id_collection.enabled: was false → now true\n"
      "  checkout.billing_address_collection: was auto → now required\n"
      "  subscriptions.automatic_tax_on_new: was false → now true\n"
      "  subscriptions.automatic_tax_on_existing: false (unchanged)\n"
      "live mode: unchanged (automatic tax disabled)"),
     ("stripe_tax_registration_create", {
         "account": ACCT, "mode": "test",
         "registrations": [
             {"country": "GB", "type": "standard", "active_from": "2025-05-01", "number": "GB412773108"},
             {"country": "AU", "type": "simplified", "active_from": "2025-04-14", "number": "300018427719"},
             {"country": "EU", "type": "oss_non_union", "member_state": "IE", "active_from": "2025-06-16"}]},
      "registrations — TEST mode\n"
      "  GB  standard      active_from 2025-05-01  → created taxreg_test_GB_8fK2 (status: active)\n"
      "  AU  simplified    active_from 2025-04-14  → created taxreg_test_AU_3mQ9 (status: active)\n"
      "  EU  oss_non_union member_state IE         → FAILED: EU registration not added: OSS number missing. A non-Union OSS\n"
      "      registration requires the EU-prefixed identification number issued by the member state of identification.\n"
      "warnings:\n"
      "  - AU simplified registration: customers with tax_id type au_abn are still charged GST by default. Stripe does not\n"
      "    apply a B2B exemption automatically for simplified registrations; set customer tax_exempt=reverse or review.\n"
      "  - 24 US registrations unchanged.\n\n"
      "rate preview for txcd_10103001 (SaaS - business use), B2C / no valid tax ID:\n"
      + table(["jurisdiction", "registration", "rate", "collects"],
              [["GB", "taxreg_test_GB_8fK2", "20%", "yes"], ["AU", "taxreg_test_AU_3mQ9", "10% (GST)", "yes"]]
              + [[cc, "-- (EU registration missing)", r, "no"] for cc, r in [
                  ("AT", "20%"), ("BE", "21%"), ("BG", "20%"), ("CY", "19%"), ("CZ", "21%"), ("DE", "19%"),
                  ("DK", "25%"), ("EE", "22%"), ("ES", "21%"), ("FI", "25.5%"), ("FR", "20%"), ("GR", "24%"),
                  ("HR", "25%"), ("HU", "27%"), ("IE", "23%"), ("IT", "22%"), ("LT", "21%"), ("LU", "17%"),
                  ("LV", "21%"), ("MT", "18%"), ("NL", "21%"), ("PL", "23%"), ("PT", "23%"), ("RO", "19%"),
                  ("SE", "25%"), ("SI", "22%"), ("SK", "23%")]]) + "\n")],
    key="m_stripe")

c.model(
    "Done, test mode only:\n"
    "- Default tax behaviour **exclusive**, tax code `txcd_10103001`; Checkout collects billing address and **tax IDs**; automatic tax "
    "on for new subscriptions (existing ones stay off until launch).\n"
    "- Registrations: **GB** (`taxreg_test_GB_8fK2`) and **AU** (`taxreg_test_AU_3mQ9`) active.\n"
    "- **EU failed**, as expected: no OSS number yet. I'll add it as soon as Revenue issue it.\n\n"
    "⚠️ New open point: Stripe warns that AU customers with an `au_abn` are **still charged GST** under a simplified registration — "
    "exactly Declan's open question. We either mark those customers `tax_exempt=reverse` or accept charging GST to businesses. I'd "
    "wait for Declan rather than guess.")

c.user("Side question — for the EU, do we charge the Irish rate because we registered there, or the customer's country rate?",
       key="u_side")

c.model(
    "The **customer's** country rate. Ireland is only the member state of identification — where you file the single OSS return and "
    "pay; Revenue then distributes the VAT to each country. For B2C (or B2B without a valid VAT ID) you charge the rate of the "
    "country where the customer is located:\n\n"
    "| Country | Standard rate |\n|---|---|\n| Germany | 19% |\n| France | 20% |\n| Netherlands | 21% |\n| Ireland | 23% |\n"
    "| Spain | 21% |\n| Italy | 22% |\n| Sweden | 25% |\n| Hungary | 27% (highest) |\n| Luxembourg | 17% (lowest) |\n\n"
    "For **B2B with a valid VAT ID** you charge **no** VAT and the invoice carries the reverse-charge statement — OSS doesn't cover "
    "B2B at all; those sales go on no return of ours in the EU (they're the customer's to self-account). Stripe Tax handles all of "
    "this once the EU registration is in.")

c.user("Priya commented on the ticket — check FIN-2291 and do what she asks.", key="u_priya")

c.calls("Reading the ticket.", [
    ("ticket_get", {"ticket": "FIN-2291", "include": ["comments", "history"]},
     "FIN-2291  Approve new VAT/GST invoice template tmpl_inv_vat_v3\n"
     "status: In Review · assignee: priya.nair@tallyworks.io · reporter: maya.okafor@tallyworks.io · priority: High\n"
     "due: 2025-06-12 (changed by release plan REL-0612)\n\n"
     "history:\n"
     "  2025-05-20 10:12  created by maya.okafor (assignee tom.reyes)\n"
     "  2025-05-22 17:58  assignee tom.reyes → priya.nair (ledger-bot)\n"
     "  2025-05-22 18:01  due 2025-05-30 → 2025-06-12 (release plan)\n"
     "  2025-05-26 08:40  status Open → In Review (priya.nair)\n\n"
     "comments:\n"
     "  #1 ledger-bot (2025-05-20): Template draft rev 1 created; see lint warnings.\n"
     "  #2 ledger-bot (2025-05-22): Reassigning to Priya — Tom is on leave until 13 June.\n"
     "  #3 priya.nair (2025-05-26 08:52):\n"
     "     Looked through rev 1 with Declan on a call this morning. Changes before I can approve:\n"
     "     (a) Reverse-charge text must read exactly: \"Reverse charge – Article 196 Council Directive 2006/112/EC. The customer is\n"
     "         liable to account for VAT.\" and print the customer's VAT ID underneath.\n"
     "     (b) German invoices: heading \"RECHNUNG / INVOICE\". Other EU countries keep \"INVOICE\".\n"
     "     (c) Invoice numbers: switch to our own sequence with prefix TW-2025- (HMRC wants a unique sequential series; the\n"
     "         Stripe TALLY- sequence has gaps from voided drafts).\n"
     "     (d) AU: heading stays plain \"INVOICE\" — no \"Tax invoice\" anywhere, simplified GST. Show \"includes GST of\".\n"
     "     Approved for TEST once these are in. For LIVE I need to see one rendered test invoice each for GB, DE and AU.\n"
     "  #4 priya.nair (2025-05-26 08:55): Also — Maya, Declan's Swiss quote: I'm fine with it in principle but not this quarter's\n"
     "     budget. Park it until July please.\n")], key="m_ticket")

c.calls(
    "Priya's four changes are clear. Applying them as rev 2 and rendering test invoices for a GB, a DE and an AU test customer so she "
    "has what she asked for.",
    [("invoice_template_update", {
        "template_id": "tmpl_inv_vat_v3", "base_revision": 1,
        "changes": [
            "reverse-charge block text: 'Reverse charge – Article 196 Council Directive 2006/112/EC. The customer is liable to account for VAT.' + customer VAT ID line",
            "heading: 'RECHNUNG / INVOICE' when customer country = DE; 'INVOICE' otherwise",
            "numbering: custom sequence prefix TW-2025- (starts 000001, per-account, gapless)",
            "AU: heading 'INVOICE', totals 'includes GST of', no 'Tax invoice' wording"],
        "note": "Changes requested by Priya Nair in FIN-2291 #3"},
      "tmpl_inv_vat_v3 updated: revision 1 → 2 (status: draft)\n"
      "  reverse_charge_text: was 'Reverse charge applies.' → now 'Reverse charge – Article 196 Council Directive 2006/112/EC. The customer is liable to account for VAT.'\n"
      "  heading_rules: was [INVOICE] → now [DE: RECHNUNG / INVOICE, default: INVOICE]\n"
      "  numbering: was stripe (TALLY-) → now custom sequence TW-2025- (next: TW-2025-000001)\n"
      "  au_block: 'includes GST of' total added\n"
      "lint: 0 errors, 1 warning (L41 {{account.oss_number}} empty)"),
     ("invoice_preview", {"template_id": "tmpl_inv_vat_v3", "revision": 2, "mode": "test",
                          "customers": ["cus_test_GB_Q7h2", "cus_test_DE_m91K", "cus_test_AU_4xPz"],
                          "format": ["text", "pdf"]}, out_previews())],
    key="m_tmpl_rev2")

c.model(
    "Done — **`tmpl_inv_vat_v3` is at rev 2** with all four of Priya's changes, and three test invoices rendered.\n\n"
    "| Preview | Result |\n|---|---|\n"
    "| GB · Kestrel Labs (TW-2025-000001) | ✅ layout, VAT number, 20% lines — ⚠️ **£0.01 rounding difference** |\n"
    "| DE · Vantage Digital (TW-2025-000002) | ✅ RECHNUNG / INVOICE, reverse charge, VAT ID; OSS number placeholder |\n"
    "| AU · Harbor Consulting (TW-2025-000003) | ✅ plain INVOICE, A$120.00 incl. GST of A$10.91 |\n\n"
    "### The rounding problem\n"
    "Our template sums VAT **per line** (£26.60 + £2.99 − £1.27 = **£28.32**); Stripe calculates VAT on the **invoice total** "
    "(20% × £141.64 = **£28.33**) and charges £169.97. So the PDF would show a total 1p lower than what we take. HMRC allows either "
    "method, but the document and the charge must agree. Options: make the template print Stripe's `total_tax_amounts` instead of "
    "summing lines, or ask Stripe whether line-level rounding can be configured. I'd not send Priya the GB preview as \"final\" without "
    "flagging this.\n\n"
    "Also noted from her comment #4: **Swiss quote parked until July** (not this quarter's budget).")

c.user(
    "Change of plan from marketing: Sofia wants the launch tied to the product webinar, so launch moves to Monday 23 June. "
    "Update the plan and the notice date — still 14 days before.",
    key="u_jun23")

c.calls(
    "Moving REL-0612 to 23 June and the CMP-7781 send date to 9 June (14 days before), and updating the launch date in the email copy.",
    [("release_plan_update", {"plan_id": "REL-0612", "field": "launch_date", "value": "2025-06-23",
                              "reason": "Aligned with product webinar (Sofia Lindqvist), per Maya"},
      "REL-0612 updated (rev 11)\n  launch_date: was 2025-06-16 → now 2025-06-23\n"
      "  milestones shifted: pricing-page freeze 2025-06-11 → 2025-06-18; finance sign-off due 2025-06-12 → 2025-06-19\n"
      "  FIN-2291 due date: was 2025-06-12 → now 2025-06-19 (linked)\n"
      + rel_plan("2025-06-23", "2025-06-18", "2025-06-19") +
      "  watchers notified: maya.okafor, sofia.lindqvist, priya.nair, eng-billing"),
     ("campaign_update", {"campaign": "CMP-7781", "send_at": "2025-06-09T09:00:00Z",
                          "variables": {"launch_date": "23 June 2025"}},
      "CMP-7781 updated (rev 3, status: draft)\n  send_at: was 2025-06-02 09:00 UTC → now 2025-06-09 09:00 UTC\n"
      "  variables.launch_date: was '16 June 2025' → now '23 June 2025'\n  recipients: 1,689 (unchanged)\n"
      "  not scheduled (draft)")],
    key="m_jun23")

c.model(
    "Done.\n"
    "- **Launch: Monday 23 June** (REL-0612 rev 11; was 16 June). Page freeze 18 June, finance sign-off due 19 June — FIN-2291 due date "
    "moved with it.\n"
    "- **CMP-7781** send date **9 June 09:00 UTC** (was 2 June), copy says 23 June, 1,689 recipients, still draft.\n\n"
    "One upside: Revenue's OSS number (expected by 11 June) now lands 12 days before launch instead of 5.",
    key="m_jun23_done")

c.user(
    "Good. Send Priya the three previews and ask for the live sign-off — be upfront about the 1p thing. And open a case with "
    "Stripe about the rounding.",
    key="u_send_priya")

c.calls(
    "Sending Priya the previews with the rounding caveat, and opening a Stripe support case.",
    [("email_send", {
        "from": "maya.okafor@tallyworks.io", "to": ["priya.nair@tallyworks.io"], "cc": ["dbyrne@byrnetax.ie"],
        "subject": "FIN-2291: test invoices for live sign-off (GB, DE, AU)",
        "body": ("Hi Priya,\n\nAs requested in FIN-2291, attached are three test invoices rendered from tmpl_inv_vat_v3 rev 2 "
                 "(TW-2025-000001 GB, TW-2025-000002 DE, TW-2025-000003 AU). All four of your changes are in.\n\n"
                 "One known issue before you sign off for live: on the GB invoice the template sums VAT per line (£28.32) while "
                 "Stripe charges VAT on the invoice total (£28.33), so the PDF shows £0.01 less than we charge. We've opened a case "
                 "with Stripe and will either fix the template to print Stripe's tax totals or change the rounding. The DE invoice "
                 "still shows an OSS placeholder until Revenue issue the number (expected by 11 June).\n\n"
                 "Launch is now Monday 23 June; we need your live sign-off by 19 June.\n\nThanks,\nMaya"),
        "attachments": ["/test/invoices/previews/2025-05-26/TW-2025-000001.pdf",
                        "/test/invoices/previews/2025-05-26/TW-2025-000002.pdf",
                        "/test/invoices/previews/2025-05-26/TW-2025-000003.pdf"]},
      "sent: message_id msg_7RbA2e4 · to priya.nair@tallyworks.io · cc dbyrne@byrnetax.ie · 3 attachments · 2025-05-26T10:31:40Z"),
     ("stripe_support_case_create", {
         "account": ACCT, "category": "tax", "severity": "normal",
         "subject": "Line-level vs invoice-level VAT rounding on GB invoices",
         "description": ("Stripe Tax computes UK VAT at invoice level (test invoice for cus_test_GB_Q7h2: tax 2833 on subtotal 14164) "
                         "while our custom invoice template sums per-line rounded tax (2832). Can tax rounding be set to line level "
                         "for an account or per invoice, or should we rely on total_tax_amounts only? Launch 23 June.")},
      "Stripe support case 18842093 opened (category: tax, severity: normal)\n"
      "  status: awaiting Stripe · first response target: 1 business day\n"
      "  url: https://support.stripe.com/cases/18842093")],
    key="m_send_priya")

c.model(
    "Done.\n"
    "- E-mail to **Priya** (cc Declan) with the three test invoices, the £0.01 caveat and the 19 June sign-off deadline — msg_7RbA2e4.\n"
    "- **Stripe case 18842093** opened about the rounding; first response within a business day.")

c.user("Thanks. Last thing for today: what's still standing between us and go-live on the 23rd?", key="u_final")

c.model(
    "## Go-live checklist — launch Monday 23 June (REL-0612)\n\n"
    "### Blocking\n"
    "| # | Item | Owner | Due |\n|---|---|---|---|\n"
    "| 1 | **OSS number** from Irish Revenue (IE-OSS-APP-2025-118204), then add the EU registration in Stripe Tax (failed today) and put "
    "the number into `tmpl_inv_vat_v3` | Declan → me | expected by 11 June |\n"
    "| 2 | **£0.01 rounding** mismatch on GB invoices — Stripe case 18842093 open; fallback is printing Stripe's tax totals in the template | "
    "me / Stripe | before sign-off |\n"
    "| 3 | **Priya's live sign-off** on the three test invoices (FIN-2291) | Priya | 19 June |\n"
    "| 4 | **AU ABN handling** — do we set `tax_exempt=reverse` for GST-registered business customers? Declan hasn't answered | Declan | — |\n\n"
    "### Scheduled / to do\n"
    "- **CMP-7781** (1,689 recipients) to be scheduled for **9 June 09:00 UTC** — still a draft; needs your go before it's scheduled.\n"
    "- **fr-FR**: 14 untranslated strings (3 in de-DE) in Lokalise before the 18 June page freeze.\n"
    "- Launch day: create the live-mode prices (same 18 as test), enable live Stripe Tax after Finance sign-off, flip "
    "**`pricing_localisation_v2`** to 100% and publish the four variants, switch existing GB/EU/AU subscriptions to automatic tax "
    "from their first renewal on or after 23 June.\n\n"
    "### Parked\n"
    "- **Switzerland**: out of this launch; Declan's €2,400 scoping quote parked until July per Priya.\n\n"
    "Nothing has touched live mode in Stripe, and the USD prices are unchanged.")

# ---------------------------------------------------------------------------
# labels
# ---------------------------------------------------------------------------
L = c.label
L("user_goal", "Localise pricing page into GBP/EUR/AUD and start VAT/GST collection for UK, EU and Australia; nothing in Stripe live "
  "mode until Finance signs off; US list prices / existing customers' USD prices untouched",
  ["live mode", "US list prices"], "u_goal")

L("fact", "UK VAT registration GB412773108 active since 1 May 2025 (standard, quarterly)", ["GB412773108"], "m_regs:tool")
L("fact", "Australia is a simplified (non-resident) GST registration, ARN 300018427719; simplified registrants cannot issue tax "
  "invoices, so AU invoices must not be titled 'Tax invoice'", ["300018427719", "simplified"], "m_regs:tool")
L("fact", "EU non-Union OSS application via Ireland (ref IE-OSS-APP-2025-118204); Revenue will not issue the number before 11 June",
  ["IE-OSS-APP-2025-118204", "11 June"], "m_inbox:tool")
L("fact", "Swiss revenue last 12 months CHF 61,400, but the CHF 100,000 threshold is on worldwide turnover so Tallyworks should register",
  ["CHF 61,400"], "m_rev:tool")
L("fact", "All existing USD prices had tax_behavior=unspecified (24 of 24)", ["tax_behavior=unspecified"], "m_regs:tool")
L("fact", "Tom Reyes on leave 23 May - 13 June; Priya Nair covers Finance approvals", ["Priya Nair", "13 June"], "m_inbox:tool")
L("fact", "Existing in-scope subscriptions after excluding internal/test accounts: GB 389, EU 1,019, AU 281 = 1,689",
  ["1,689"], "m_exclude:tool")
L("fact", "Stripe Tax test-mode registrations active: GB taxreg_test_GB_8fK2, AU taxreg_test_AU_3mQ9 (EU failed)",
  ["taxreg_test_GB_8fK2", "taxreg_test_AU_3mQ9"], "m_stripe:tool")

L("decision", "Display: AUD prices GST-inclusive; GBP and EUR shown excl. VAT with a 'plus VAT' note", ["GST-inclusive"], "u_display")
L("decision", "Switzerland deferred: out of this launch, no CHF prices", ["Switzerland", "deferred"], "m_ch_deferred")
L("decision", "Localised price points (per seat/month, annual = 10x): GBP £10/£19/£31 excl. VAT; EUR €11/€23/€36 excl. VAT; "
  "AUD A$20/A$40/A$65 incl. GST — created as 18 test-mode prices",
  ["£19", "€23", "A$65"], "u_eur23")
L("decision", "Existing GB/EU/AU subscribers (option B): keep USD pricing, VAT/GST added from first renewal on or after launch; "
  "14 days' notice via campaign CMP-7781 (draft)", ["first renewal", "CMP-7781"], "m_cmp:tool")
L("decision", "Launch date Monday 23 June 2025 (REL-0612), aligned with product webinar", ["REL-0612", "23 June"], "u_jun23")
L("decision", "Customer notice CMP-7781 send date 9 June 09:00 UTC (14 days before launch)", ["CMP-7781", "9 June"], "m_jun23")
L("decision", "New invoice template tmpl_inv_vat_v3 (rev 2) with reverse-charge text 'Article 196 Council Directive 2006/112/EC', "
  "DE heading RECHNUNG / INVOICE, numbering prefix TW-2025-", ["tmpl_inv_vat_v3", "Article 196"], "m_ticket:tool")
L("decision", "German pricing page price note 'zzgl. MwSt.'", ["zzgl. MwSt."], "u_variants")
L("decision", "Stripe Tax test mode: default tax behaviour exclusive, Checkout tax_id_collection enabled, automatic tax on new subs",
  ["tax_id_collection"], "m_stripe")

L("pending_action", "Once the OSS number is issued, add the EU registration in Stripe Tax (failed: OSS number missing) and put the "
  "number in tmpl_inv_vat_v3", ["OSS number missing"], "m_stripe:tool")
L("pending_action", "Priya's live sign-off on the three test invoices (FIN-2291), due 19 June", ["FIN-2291", "19 June"], "m_jun23_done")
L("pending_action", "Launch day: flip flag pricing_localisation_v2 to 100% and publish the four draft variants",
  ["pricing_localisation_v2"], "m_reassign:tool")
L("pending_action", "Translate 14 fr-FR strings (3 de-DE) in Lokalise before page freeze", ["14 strings"], "m_variants:tool")

L("open_issue", "GB invoice £0.01 rounding mismatch: template sums VAT per line (£28.32) vs Stripe invoice-level (£28.33); Stripe "
  "case 18842093 open", ["18842093", "£28.33"], "m_send_priya:tool")
L("open_issue", "AU B2B: whether to set tax_exempt=reverse for GST-registered customers with ABN — Declan has not confirmed",
  ["ABN", "tax_exempt=reverse"], "m_stripe:tool")
L("open_issue", "Swiss registration: Declan's €2,400 scoping quote parked until July (Priya)", ["€2,400", "July"], "m_ticket:tool")

L("reference", "Stripe account", [ACCT], "m_regs")
L("reference", "Tax advisor Declan Byrne", ["dbyrne@byrnetax.ie"], "m_ch_deferred")
L("reference", "Finance approver Priya Nair", ["priya.nair@tallyworks.io"], "m_inbox:tool")
L("reference", "Pricing page cms_pg_4471; variants e.g. /de/preise", ["cms_pg_4471"], "m_page")

S = c.stale_item
S("Launch date 2 June (replaced by 16 June after Declan's e-mail, later 23 June)", ["launch", "2 June"], "m_inbox:tool")
S("Launch date 16 June (replaced by 23 June for the webinar)", ["launch", "16 June"], "u_jun23")
S("EUR Team price €22 (changed to €23 by Maya)", ["Team", "€22"], "u_eur23")
S("FIN-2291 approver Tom Reyes (replaced by Priya Nair while Tom on leave)", ["FIN-2291", "Tom Reyes"], "m_inbox:tool")
S("GB in-scope subscriptions 412 (389 after excluding internal/test accounts)", ["GB", "412"], "m_exclude:tool")
S("Notice audience 1,735 recipients (1,689 after exclusion)", ["1,735"], "m_exclude:tool")
S("CMP-7781 send date 2 June (moved to 9 June)", ["CMP-7781", "2 June"], "m_jun23")

if __name__ == "__main__":
    c.write(f"/work/blind24/out/{CID}.json", "en")

"""blind-marketing-attribution-analysis (English) - author-b.

A data-analysis agent helps a growth lead find why paid-social attribution dropped.
Dialogue, facts, value changes and labels are hand-written; long tool outputs are
generated with a fixed seed so the script is deterministic.
"""
import datetime as dt
import random
import sys

sys.path.insert(0, "/work/blind16/author-b")
from lib import Conv  # noqa: E402

rng = random.Random(20250310)
OUT = "/work/blind16/out/blind-marketing-attribution-analysis.json"

D0 = dt.date(2025, 2, 17)
DAYS = [D0 + dt.timedelta(days=i) for i in range(21)]  # Feb 17 .. Mar 9


def split(total, n, jitter=0.12):
    w = [1 + rng.uniform(-jitter, jitter) for _ in range(n)]
    s = sum(w)
    vals = [int(total * x / s) for x in w]
    vals[rng.randrange(n)] += total - sum(vals)
    return vals


def fmt_table(headers, rows):
    widths = [max(len(str(h)), *(len(str(r[i])) for r in rows)) for i, h in enumerate(headers)]
    line = "| " + " | ".join(str(h).ljust(widths[i]) for i, h in enumerate(headers)) + " |"
    sep = "|" + "|".join("-" * (w + 2) for w in widths) + "|"
    body = ["| " + " | ".join(str(r[i]).ljust(widths[i]) for i in range(len(headers))) + " |"
            for r in rows]
    return "\n".join([line, sep] + body)


# ---------------------------------------------------------------- generated outputs
CHANNELS = {
    # weekly attributed conversions W1, W2, W3 (W3 = Mar 3-9; drop from Mar 4 afternoon)
    "paid_social_meta": (1792, 1818, 1044),
    "paid_social_tiktok": (331, 322, 283),
    "paid_search_google": (2410, 2388, 2441),
    "paid_search_bing": (302, 296, 311),
    "email_klaviyo": (1504, 1577, 1549),
    "organic_search": (1938, 1902, 1957),
    "direct": (1211, 1187, 1742),
    "affiliate": (402, 418, 396),
    "referral": (233, 241, 228),
}


def daily_conversions():
    rows = []
    per = {}
    for ch, weeks in CHANNELS.items():
        vals = []
        for wi, tot in enumerate(weeks):
            if wi == 2 and ch in ("paid_social_meta", "direct"):
                # Mon Mar 3 normal, Tue Mar 4 partial, then shifted level
                base = weeks[1] / 7
                mon = int(base * 1.02)
                tue = int(base * (0.78 if ch == "paid_social_meta" else 1.2))
                rest = split(tot - mon - tue, 5, 0.08)
                vals += [mon, tue] + rest
            else:
                vals += split(tot, 7)
        per[ch] = vals
    for i, d in enumerate(DAYS):
        for ch in CHANNELS:
            conv = per[ch][i]
            us = int(conv * rng.uniform(0.76, 0.82))
            for region, n in (("US", us), ("UK", conv - us)):
                rev = round(n * rng.uniform(88, 131), 2)
                aov = rev / n if n else 0
                rows.append((d.isoformat(), ch, region, f"{n:,}", f"{rev:,.2f}", f"{aov:,.2f}"))
    return fmt_table(["date", "channel", "region", "attributed_conversions", "attributed_revenue_usd",
                      "aov_usd"], rows)


def sessions_by_channel():
    groups = {
        "Paid Social": (40110, 41025, 30480),
        "Paid Search": (52300, 51870, 52940),
        "Email": (28870, 29940, 29310),
        "Organic Search": (61220, 60480, 61730),
        "Direct": (34460, 33980, 44510),
        "Affiliate": (8120, 8390, 8210),
        "Referral": (6630, 6890, 6540),
    }
    rows = []
    per = {g: sum((split(t, 7, 0.1) for t in w), []) for g, w in groups.items()}
    for i, d in enumerate(DAYS[7:], start=7):
        for g in groups:
            s = per[g][i]
            mob = int(s * rng.uniform(0.61, 0.72))
            for dev, n in (("mobile", mob), ("desktop", s - mob)):
                rows.append((d.isoformat(), g, dev, f"{n:,}", f"{rng.uniform(0.34, 0.58):.3f}",
                             f"{rng.uniform(1.1, 3.4):.2f}%", f"{rng.uniform(1.4, 4.9):.1f}"))
    t = fmt_table(["date", "channel_group", "device", "sessions", "bounce_rate", "session_cvr",
                   "pages_per_session"], rows)
    totals = ["", "weekly totals (sessions):"]
    for g, w in groups.items():
        totals.append(f"  {g:<15} W2 {w[1]:>7,}   W3 {w[2]:>7,}")
    return t + "\n" + "\n".join(totals)


def fbclid_hourly():
    rows = []
    start = dt.datetime(2025, 3, 3, 0)
    for h in range(72):
        ts = start + dt.timedelta(hours=h)
        n = int(rng.uniform(180, 420) * (1.3 if 18 <= ts.hour <= 23 else 1.0))
        if ts < dt.datetime(2025, 3, 4, 14):
            share = rng.uniform(0.012, 0.026)
        elif ts < dt.datetime(2025, 3, 4, 15):
            share = 0.213
        else:
            share = rng.uniform(0.43, 0.49)
        nulls = int(n * share)
        lp = int(n * rng.uniform(0.88, 0.95))
        path = rng.choice(["/lp/spring-shells", "/lp/trail-runner-v3", "/lp/merino-base", "/lp/rain-collection"])
        rows.append((ts.strftime("%Y-%m-%d %H:00"), n, lp, nulls, f"{nulls / n * 100:.1f}", path,
                     "302" if ts >= dt.datetime(2025, 3, 4, 14) else "200"))
    return fmt_table(["hour_utc", "sessions_with_fbclid", "landing_on_lp", "utm_source_null", "pct_null",
                      "top_landing_path", "lp_http_status"], rows)


def release_log():
    entries = [
        ("2025-02-24 09:41", "web-storefront", "4.18.0", "PDP image carousel lazy-load", "k.osei"),
        ("2025-02-25 16:03", "web-checkout", "5.1.3", "Apple Pay button spacing fix", "t.nowak"),
        ("2025-02-26 11:20", "consent-banner", "2.7.0", "TCF 2.2 string update", "m.lindqvist"),
        ("2025-02-27 13:55", "web-storefront", "4.18.1", "hotfix: size chart modal z-index", "k.osei"),
        ("2025-02-28 10:12", "search-api", "3.4.0", "synonym list refresh (spring range)", "a.dubois"),
        ("2025-03-03 09:30", "web-storefront", "4.19.0", "spring collection landing pages", "k.osei"),
        ("2025-03-03 15:48", "email-templates", "1.22.0", "new welcome flow footer", "j.park"),
        ("2025-03-04 14:17", "web-checkout", "5.2.0",
         "Consolidate /lp/* routes into /shop/* via 302 redirect (WEB-1150); remove legacy lp router",
         "t.nowak"),
        ("2025-03-05 10:05", "web-checkout", "5.2.1", "fix: gift card balance rounding", "t.nowak"),
        ("2025-03-05 17:22", "tag-manager", "container v311", "GA4 scroll-depth trigger tweak", "s.mehta"),
        ("2025-03-06 12:40", "capi-gateway", "0.9.4", "batch size 500 -> 1000; retry backoff", "s.mehta"),
        ("2025-03-07 09:18", "web-storefront", "4.19.1", "footer newsletter form a11y", "k.osei"),
        ("2025-03-07 14:02", "search-api", "3.4.1", "typo tolerance threshold", "a.dubois"),
    ]
    lines = ["deploy_time_utc   | service         | version        | summary | author"]
    for e in entries:
        lines.append(" | ".join(e))
    lines.append("")
    lines.append("13 deploys in range 2025-02-24..2025-03-09 (production, region eu-west-1 + us-east-1)")
    lines.append("note: web-checkout 5.2.0 release notes: 'Legacy /lp/<slug> paths now 302 to "
                 "/shop/<slug>. Query string handling delegated to new edge router (see WEB-1150).'")
    return "\n".join(lines)


def meta_report():
    camps = ["FW_Prospecting_Broad_US", "FW_Prospecting_LAL2_US", "FW_Retarget_30d_US",
             "FW_Advantage+_Shopping_US", "FW_Prospecting_UK", "FW_Retarget_UK",
             "FW_Spring_Launch_Video_US", "FW_Spring_Launch_Video_UK", "FW_Catalog_DPA_US",
             "FW_Catalog_DPA_UK", "FW_Creator_Whitelist_US", "FW_Test_Reels_Hooks"]
    w2 = split(1902, len(camps), 0.6)
    w3 = split(1786, len(camps), 0.6)
    sp2 = split(152400, len(camps), 0.5)
    sp3 = split(153100, len(camps), 0.5)
    rows = []
    for i, c in enumerate(camps):
        cur = "GBP" if c.endswith("UK") else "USD"
        rows.append((c, cur, f"{sp2[i]:,}", f"{sp3[i]:,}", w2[i], w3[i],
                     f"{rng.uniform(0.9, 1.8):.2f}%", f"{rng.uniform(0.8, 1.7):.2f}%"))
    t = fmt_table(["campaign", "acct_currency", "spend_usd_W2", "spend_usd_W3", "purchases_W2",
                   "purchases_W3", "ctr_W2", "ctr_W3"], rows)
    return ("source: Meta Marketing API v19.0 insights, attribution_setting=7d_click_1d_view, "
            "action_type=offsite_conversion.fb_pixel_purchase\n" + t +
            "\nTOTAL purchases W2 (2025-02-24..03-02): 1,902\nTOTAL purchases W3 (2025-03-03..03-09): 1,786\n"
            "TOTAL spend_usd W2: 152,400   W3: 153,100")


def dashboard():
    return """Dashboard 412 - "Growth / Channel Attribution (weekly)"   owner: marco.bellini@fernway.com
last_refresh: 2025-03-10 02:14 UTC (nightly dbt run job_id=dbt-prod-nightly #1877, status=success)
filters: date_range=2025-02-17..2025-03-09, region=ALL, device=ALL, attribution=last_touch_non_direct

Tiles:
 [1] Attributed conversions by channel (stacked, weekly)
     W1 2025-02-17  total 10,123
     W2 2025-02-24  total 10,149
     W3 2025-03-03  total  9,951
 [2] Paid social attributed conversions (metric: paid_social_attributed_conversions)
     definition: last non-direct touch, click lookback 7 days, no view-through
     W1 2,123   W2 2,140   W3 1,327   WoW -38.0%   <- alert: threshold -20% breached 2025-03-06
 [3] Paid social spend (USD, metric: paid_social_spend)
     W1 $184,950   W2 $186,300   W3 $187,900
 [4] Blended CAC  W1 $61.40  W2 $61.10  W3 $63.85
 [5] Direct / (none) share of conversions   W1 12.0%  W2 11.7%  W3 17.5%
 [6] Email attributed revenue  W1 $162,410  W2 $171,993  W3 $166,775
Alerts:
 - 2025-03-06 08:00 UTC  paid_social_attributed_conversions daily < 70% of trailing 14d mean (3 days in a row)
 - 2025-03-07 08:00 UTC  direct_share_of_conversions > 16% (first time since 2024-11-29 Black Friday)
Comments on dashboard:
 - marco.bellini (2025-03-07): "Paid social dip could be creative fatigue on Spring_Launch? Checking."
 - dana.okafor (2025-03-07): "Spend is flat though. Need an answer before the Friday review."
"""


def cac_table(correct):
    rows = []
    data = {
        "paid_social_meta": (1818, 1044, 152400, 153100, 0.21),
        "paid_social_tiktok": (322, 283, 33900, 34800, 0.0),
        "paid_search_google": (2388, 2441, 118200, 121050, 0.17),
        "paid_search_bing": (296, 311, 9840, 10120, 0.0),
        "affiliate": (418, 396, 12540, 11880, 0.12),
    }
    for ch, (c2, c3, s2, s3, uk) in data.items():
        if not correct:
            s2 = round(s2 * (1 - uk) + s2 * uk / 1.27)
            s3 = round(s3 * (1 - uk) + s3 * uk / 1.27)
        rows.append((ch, f"{s2:,}", f"{s3:,}", c2, c3, f"{s2 / c2:,.2f}", f"{s3 / c3:,.2f}"))
    col = "spend_usd" if correct else "spend"
    return (f"-- sum({col}) from marts.fct_ad_spend joined to marts.fct_attributed_conversions\n"
            + fmt_table(["channel", f"{col}_W2", f"{col}_W3", "conv_W2", "conv_W3", "cac_W2", "cac_W3"],
                        rows))


def stitch_estimate():
    rows = []
    tot_lost = tot_rec = 0
    plan = [(dt.date(2025, 3, 4), 61, 57), (dt.date(2025, 3, 5), 139, 134),
            (dt.date(2025, 3, 6), 142, 137), (dt.date(2025, 3, 7), 151, 146),
            (dt.date(2025, 3, 8), 144, 140), (dt.date(2025, 3, 9), 137, 134)]
    for d, lost, rec in plan:
        tot_lost += lost
        tot_rec += rec
        rows.append((d.isoformat(), lost, rec, f"{rec / lost * 100:.1f}%",
                     f"{rng.randint(3100, 4200):,}", f"{rng.uniform(0.2, 0.9):.2f}%"))
    t = fmt_table(["date", "meta_gap_vs_trend", "recoverable_via_fbclid", "recovery_rate",
                   "orphan_fbclid_sessions", "ambiguous_matches"], rows)
    return t + f"\nTOTAL gap {tot_lost} / recoverable {tot_rec}"


def inbox():
    return """3 messages matching from:(ravi.shah OR helen.brandt OR ea.helen) newer_than:2d

[1] From: Lucy Tran (EA to Helen Brandt) <lucy.tran@fernway.com>
    To: growth-leads@fernway.com
    Date: Mon, 10 Mar 2025 11:02
    Subject: RESCHEDULED - Growth Friday review
    Body: Hi all - Helen is travelling on Friday, so this week's Growth Friday review moves
    from Fri 14 Mar 10:00 to **Fri 21 Mar 14:00** (Boardroom 3 + Zoom). Same agenda; Dana's
    paid-social item stays first (20 min). Updated invite to follow. Thanks, Lucy

[2] From: Ravi Shah <ravi.shah@fernway.com>
    To: data-eng@fernway.com
    Date: Mon, 10 Mar 2025 09:15
    Subject: Reminder: dbt code freeze until Wed 12 Mar 18:00 UTC
    Body: Quarter-close reporting freeze. No merges to fernway-dbt main and no prod metric
    definition changes that touch finance models until Wed 12 Mar 18:00 UTC. Semantic-layer
    metric edits for growth metrics are OK but ping me first.

[3] From: Helen Brandt <helen.brandt@fernway.com>
    To: dana.okafor@fernway.com
    Date: Sun, 9 Mar 2025 20:41
    Subject: paid social
    Body: Dana - saw the alert. Before we cut anything I want to know whether this is real or
    a measurement issue. Let's cover it at the review.
"""


# ---------------------------------------------------------------- conversation
c = Conv("blind-marketing-attribution-analysis",
         "Paid-social attribution drop: root cause, lookback change, DQ ticket and review deck")

c.system("""You are Atlas, the data-analysis agent for Fernway's Growth team (DTC outdoor apparel).
You can query the Snowflake warehouse (read-only role ANALYST_RO), read Looker dashboards and the
ads platforms' reporting APIs, edit semantic-layer metric definitions, file and update Jira
tickets, open pull requests on the fernway-dbt repo, build Google Slides decks, send e-mail and
set reminders. Always show the SQL you ran, state assumptions, and never present an estimate as a
measured number. Today is Monday 10 March 2025.""")

c.user("""Hi Atlas. Paid social attributed conversions fell off a cliff last week — the dashboard says -38% WoW on paid_social_attributed_conversions while spend is basically flat. Helen (CMO) wants to know at the Friday review whether it's real or a measurement problem before anyone touches budgets. I need the root cause and a short deck. Please don't pause or change any campaigns while we dig — this is analysis only. Marco has been looking at it too but hasn't got far.""", mark="u1")

c.model("""On it. First I'll pull the attribution dashboard and the daily conversions by channel for the last three weeks so we can see exactly when the drop starts and where the volume went.""",
        calls=[("dashboard_get", {"dashboard_id": 412, "date_range": "2025-02-17..2025-03-09",
                                  "include": ["tiles", "alerts", "comments", "definitions"]}),
               ("warehouse_query", {"warehouse": "FERNWAY_PROD", "role": "ANALYST_RO",
                                    "sql": "select conversion_date as date, channel, count(*) as attributed_conversions, "
                                           "sum(revenue_usd) as attributed_revenue_usd\nfrom marts.fct_attributed_conversions\n"
                                           "where conversion_date between '2025-02-17' and '2025-03-09'\n"
                                           "group by 1,2 order by 1,2"})])
c.tool([dashboard(),
        "query_id 01b2f7a1-0403-9e11-0000-4a2d0015c2be | 189 rows | 2.31 s | warehouse WH_ANALYST_S\n"
        + daily_conversions()], mark="t1")

c.model("""## First look

**The drop is real in our attribution, and it starts on Tuesday 4 March — not gradually.**

| | W2 (24 Feb–2 Mar) | W3 (3–9 Mar) | Change |
|---|---|---|---|
| Paid social attributed conversions | 2,140 | 1,327 | **-38.0%** |
| — Meta | 1,818 | 1,044 | -42.6% |
| — TikTok | 322 | 283 | -12.1% |
| Direct attributed conversions | 1,187 | 1,742 | **+46.8%** |
| Paid social spend | $186,300 | $187,900 | +0.9% |
| All-channel conversions | 10,149 | 9,951 | -2.0% |

What stands out:
- Monday 3 March looks normal for Meta; Tuesday 4 March is partial, and from Wednesday it sits at a new, lower level.
- **Direct** rises by almost exactly the amount Meta loses (+555 vs -774), while total conversions barely move. That pattern usually means conversions are being *re-labelled*, not lost.
- The metric is last non-direct touch with a **7-day click lookback** and no view-through.

Two things would confirm or kill the "measurement" hypothesis:
1. **Meta's own reported purchases** for the same weeks — if Meta sees no cliff, performance didn't fall.
2. **Sessions by channel** — if paid social sessions drop and Direct sessions rise by the same amount, the traffic is arriving without its tracking parameters.

Shall I pull both?""", mark="m1")

c.user("""Yes, pull Meta's own numbers too. And check where the sessions went, my bet is Direct as well.""")

c.model("""Pulling Meta's Ads Manager numbers via the Marketing API (same 7-day click / 1-day view setting Meta uses by default) and our sessions by channel group.""",
        calls=[("ads_platform_report", {"platform": "meta", "ad_account_ids": ["act_118403377", "act_118403912"],
                                        "level": "campaign", "time_ranges": [["2025-02-24", "2025-03-02"], ["2025-03-03", "2025-03-09"]],
                                        "fields": ["spend", "purchases", "ctr"], "attribution_setting": "7d_click_1d_view"}),
               ("warehouse_query", {"warehouse": "FERNWAY_PROD", "role": "ANALYST_RO",
                                    "sql": "select session_date as date, channel_group, count(*) as sessions, avg(bounced::int) as bounce_rate,\n"
                                           "  sum(converted::int)/count(*) as session_cvr\nfrom marts.fct_sessions\n"
                                           "where session_date between '2025-02-24' and '2025-03-09'\ngroup by 1,2 order by 1,2"})])
c.tool([meta_report(),
        "query_id 01b2f7a3-0403-9e11-0000-4a2d0015c31a | 98 rows | 4.02 s\n" + sessions_by_channel()],
       mark="t2")

c.model("""## Meta vs. our warehouse

| Source | W2 | W3 | Change |
|---|---|---|---|
| **Meta-reported purchases** (Ads Manager, 7d click/1d view) | 1,902 | 1,786 | **-6.1%** |
| Our Meta attributed conversions (last touch, 7d click) | 1,818 | 1,044 | -42.6% |
| Paid Social sessions (fct_sessions) | 41,025 | 30,480 | -25.7% |
| Direct sessions | 33,980 | 44,510 | **+31.0%** |

- Meta sees a normal, small week-on-week dip (-6.1%); CTR is flat across campaigns, spend flat. Nothing on the platform side looks like a performance collapse.
- In our data, ~10.5k paid social sessions vanish and Direct gains ~10.5k. Your bet is right: **the traffic is landing as Direct**.

Working hypothesis: since 4 March, visitors from Meta ads arrive **without their UTM parameters**, so sessionization classifies them as Direct and last-touch attribution can't credit paid social.

Next I'd check the raw web events: sessions whose landing URL still carries `fbclid` (Meta always appends it) but whose `utm_source` is null. If that share jumps on 4 March, we have it. I'll also look at the release log for that day.""", mark="m2")

c.user("""Go on. Side question while you're at it — what is paid social CAC doing? Helen will ask.""")

c.model("""Running the fbclid check by hour around 4 March, the deploy log for 3–7 March, and CAC by channel from the spend mart.""",
        calls=[("warehouse_query", {"warehouse": "FERNWAY_PROD", "role": "ANALYST_RO",
                                    "sql": "select date_trunc('hour', event_ts) as hour_utc,\n"
                                           "  count_if(landing_url ilike '%fbclid=%') as sessions_with_fbclid,\n"
                                           "  count_if(landing_url ilike '%fbclid=%' and utm_source is null) as utm_source_null\n"
                                           "from raw.segment_web.pages where event_ts between '2025-03-03' and '2025-03-06'\n"
                                           "and is_session_start group by 1 order by 1"}),
               ("release_log_get", {"environment": "production", "from": "2025-02-24", "to": "2025-03-09",
                                    "services": ["web-*", "consent-banner", "tag-manager", "capi-gateway", "search-api", "email-templates"]}),
               ("warehouse_query", {"warehouse": "FERNWAY_PROD", "role": "ANALYST_RO",
                                    "sql": "select channel, sum(s.spend) spend, count(c.*) conv, sum(s.spend)/count(c.*) cac\n"
                                           "from marts.fct_ad_spend s join marts.fct_attributed_conversions c using (channel, week)\n"
                                           "where week in ('2025-02-24','2025-03-03') group by 1, week"})])
c.tool(["query_id 01b2f7a9-0403-9e11-0000-4a2d0015c3f0 | 72 rows | 6.88 s\n" + fbclid_hourly(),
        release_log(),
        "query_id 01b2f7ab-0403-9e11-0000-4a2d0015c44e | 5 rows | 1.12 s\n" + cac_table(False)],
       mark="t3")

c.model("""## Found it

**Root cause (high confidence): the `web-checkout 5.2.0` deploy at 2025-03-04 14:17 UTC strips UTM parameters when it redirects old landing pages.**

| Hour (UTC) | Sessions with `fbclid` | …of which `utm_source` null |
|---|---|---|
| 3 Mar – 4 Mar 13:00 | steady | **1.8%** on average |
| 4 Mar 14:00 (deploy hour) | partial | 21.3% |
| 4 Mar 15:00 → 6 Mar | steady | **46.3%** on average |

- 5.2.0 "Consolidate /lp/* routes into /shop/* via 302 redirect (WEB-1150)". All our Meta ads point at `/lp/<slug>` URLs. The release note says query-string handling was *delegated to the new edge router* — evidently it does not carry the query string over the 302, except `fbclid` survives in some paths (it's appended client-side by Meta's in-app browser after the redirect), which is why we can still see it.
- Nearly half of Meta-click sessions lose `utm_source=facebook`/`instagram` → classified **Direct**.
- Nothing else relevant shipped that day (5.2.1 the next morning is a gift-card fix).

### Paid social CAC (from `fct_ad_spend`)

| Channel | CAC W2 | CAC W3 |
|---|---|---|
| Meta | $80.09 | $140.10 |
| TikTok | $105.28 | $122.97 |
| **Paid social combined** | **$84** | **$136** |

Attributed CAC went from about $84 to $136 — but that jump is an artefact of the lost attribution, not of worse buying. On Meta's own numbers CAC is roughly flat (~$80 → ~$86).

**Suggested next steps**
1. File a data-quality ticket (DATA project) for the UTM stripping, linked to WEB-1150, so the web team fixes the redirect.
2. Decide how we want to treat the March numbers (I'll come back with options).

Want me to file the ticket? Who should own it on the data side?""", mark="m3")

c.user("""That CAC is wrong. The UK ad accounts report in GBP and the `spend` column in fct_ad_spend is in account currency — use `spend_usd`. Redo it.

And yes, file the ticket, assign Marco Bellini, he's our analyst on this. Also widen the lookback on paid_social_attributed_conversions to 28-day click so we line up with what Meta's team keeps quoting.""", mark="u4")

c.model("""Understood — re-running CAC on `spend_usd`, filing the DATA ticket for Marco, and changing the lookback.""",
        calls=[("warehouse_query", {"warehouse": "FERNWAY_PROD", "role": "ANALYST_RO",
                                    "sql": "select channel, sum(s.spend_usd) spend_usd, count(c.*) conv, sum(s.spend_usd)/count(c.*) cac\n"
                                           "from marts.fct_ad_spend s join marts.fct_attributed_conversions c using (channel, week)\n"
                                           "where week in ('2025-02-24','2025-03-03') group by 1, week"}),
               ("ticket_create", {"project": "DATA", "issue_type": "Bug", "priority": "High",
                                  "summary": "UTM params stripped on /lp -> /shop 302 since web-checkout 5.2.0; Meta traffic misattributed to Direct",
                                  "assignee": "marco.bellini@fernway.com", "reporter": "dana.okafor@fernway.com",
                                  "labels": ["attribution", "paid-social", "data-quality"],
                                  "links": [{"type": "is caused by", "key": "WEB-1150"}],
                                  "description": "Since 2025-03-04 14:17 UTC (web-checkout 5.2.0) the share of sessions with fbclid in the landing URL but utm_source null went from 1.8% to 46.3%. Affected sessions are classified Direct; paid_social_attributed_conversions -38.0% WoW while Meta-reported purchases are -6.1%. Evidence queries: 01b2f7a9-0403-9e11-0000-4a2d0015c3f0, 01b2f7a3-0403-9e11-0000-4a2d0015c31a. Needed: (1) edge router must preserve query string on 302; (2) decision on restating March data."}),
               ("metric_definition_update", {"metric": "paid_social_attributed_conversions", "layer": "semantic",
                                             "changes": {"click_lookback_days": {"from": 7, "to": 28}},
                                             "reason": "Align with Meta reporting window per Dana Okafor; investigation DATA ticket pending",
                                             "requested_by": "dana.okafor@fernway.com"})])
c.tool(["query_id 01b2f7b4-0403-9e11-0000-4a2d0015c59d | 5 rows | 1.07 s\n" + cac_table(True),
        "Created DATA-2291 (Bug, High)\nurl: https://fernway.atlassian.net/browse/DATA-2291\nassignee: marco.bellini@fernway.com\n"
        "status: To Do\nlinks: is caused by WEB-1150 (Done)\nwatchers: dana.okafor@fernway.com, atlas-bot@fernway.com",
        "metric paid_social_attributed_conversions updated -> rev 14\n  click_lookback_days: was 7, now 28\n"
        "  view_through_days: unchanged (0)\n"
        "warning: 3 dashboards depend on this metric (412 Growth/Channel Attribution, 377 Exec Weekly, 455 Paid Social Pacing).\n"
        "warning: historical values are recomputed by the nightly run (02:00 UTC); until then dashboards show rev 13 values.\n"
        "audit: changed by atlas-bot on behalf of dana.okafor@fernway.com at 2025-03-10T12:48:09Z"], mark="t4")

c.model("""Done.

**CAC, corrected (spend_usd)**

| Channel | CAC W2 | CAC W3 |
|---|---|---|
| Meta | $83.83 | $146.65 |
| TikTok | $105.28 | $122.97 |
| **Paid social combined** | **$87** | **$142** |

Thanks for the catch — the UK accounts (~21% of Meta spend) were being summed in GBP, which understated spend by ~4%. Corrected: attributed paid-social CAC **$87 → $142**; on Meta-reported purchases it's ~$80 → ~$86.

**Ticket:** [DATA-2291](https://fernway.atlassian.net/browse/DATA-2291) — High, assigned to Marco Bellini, linked to WEB-1150.

**Metric:** `paid_social_attributed_conversions` is now **rev 14, 28-day click** (was 7-day). Note: three dashboards (412, 377 Exec Weekly, 455 Pacing) use it, and history is only recomputed in tonight's 02:00 UTC run — so numbers will shift tomorrow morning across all of them.""", mark="m4")

c.user("""Good. Now the deck. Friday review is Mar 14, 10:00, Helen chairs. Keep it to 8 slides max. And nothing goes to Helen directly — everything comes through me. What structure would you suggest?""", mark="u5")

c.model("""Here are three ways to frame it:

| | **Option A — "Numbers first"** | **Option B — "Narrative"** | **Option C — "Decision memo"** |
|---|---|---|---|
| Opening slide | Restated KPI table | "Paid social didn't break; our tracking did" | The ask: approve restatement + fix date |
| Flow | KPIs → variance → cause → fix | What we saw → what changed on 4 Mar → proof (fbclid chart, Meta vs us) → impact → fix & restatement → open questions | Ask → evidence appendix |
| Slides | 6 | 7 | 4 + 4 appendix |
| Good for | Finance-heavy audience | A CMO who asked "real or measurement?" | A quick yes/no |
| Risk | Buries the answer | Slightly longer | Feels pre-decided |

My recommendation is **B**: Helen's question is literally "real or measurement?", and B answers it on slide 1 and then proves it. Which do you prefer?""", mark="m5")

c.user("B.", mark="u6")

DECK = "1Qk7vR2mYpL0xWd9FernwayPS0314"
c.model("""Building the 7-slide narrative deck now.""",
        calls=[("slides_create", {"title": "Paid Social Attribution Drop — Growth Friday Review (Fri 14 Mar 10:00)",
                                  "template": "fernway-growth-2025", "owner": "dana.okafor@fernway.com",
                                  "share_with": [{"email": "dana.okafor@fernway.com", "role": "writer"}],
                                  "structure": "Option B - narrative",
                                  "slides": [
                                      {"n": 1, "title": "Paid social didn't break — our tracking did", "body": "Meta-reported purchases -6.1% WoW; our attributed -38.0%. Cause: UTM stripping since 4 Mar."},
                                      {"n": 2, "title": "What we saw", "body": "Daily Meta attributed conversions vs Direct, 17 Feb - 9 Mar"},
                                      {"n": 3, "title": "What changed on 4 March", "body": "web-checkout 5.2.0 at 14:17 UTC: /lp -> /shop 302 drops query string"},
                                      {"n": 4, "title": "Proof", "body": "fbclid sessions with null utm_source: 1.8% -> 46.3%; Meta vs warehouse table"},
                                      {"n": 5, "title": "Impact", "body": "Attributed CAC $87 -> $142 (artefact); true CAC ~flat"},
                                      {"n": 6, "title": "Fix & restatement", "body": "DATA-2291; restatement approach TBD"},
                                      {"n": 7, "title": "Open questions", "body": "TBD"}]})])
c.tool([f"Created presentation {DECK}\nurl: https://docs.google.com/presentation/d/{DECK}/edit\n"
        "slides: 7 (template fernway-growth-2025, master 'Growth 16:9')\nowner: dana.okafor@fernway.com; shared: dana.okafor@fernway.com (writer)\n"
        "charts: 2 placeholders created (slide 2, slide 4) — link a data source to populate"], mark="t5")

c.model(f"""Done — **7-slide deck, Option B (narrative)**: https://docs.google.com/presentation/d/{DECK}/edit

Shared only with you (writer). Slides 2 and 4 have chart placeholders that I'll fill with the Meta-vs-Direct daily series and the fbclid hourly chart once we settle the restatement approach; slides 6–7 are stubs for now.""", mark="m6")

c.user("""Ravi apparently replied on the ticket, and I think there was some email about the review. Can you check both and tell me what changes for us?""", mark="u7")

c.model("""Checking DATA-2291 and the inbox.""",
        calls=[("ticket_get", {"key": "DATA-2291", "include": ["comments", "history", "links"]}),
               ("email_search", {"mailbox": "dana.okafor@fernway.com",
                                 "query": "from:(ravi.shah OR helen.brandt OR ea.helen) newer_than:2d", "limit": 10})])
c.tool(["""DATA-2291  UTM params stripped on /lp -> /shop 302 since web-checkout 5.2.0; Meta traffic misattributed to Direct
status: In Progress   priority: High   assignee: marco.bellini@fernway.com
links: is caused by WEB-1150 (Done)
history:
  2025-03-10 12:48 created by atlas-bot (on behalf of dana.okafor)
  2025-03-10 13:20 status To Do -> In Progress (marco.bellini)
comments:
  [c-1] marco.bellini 2025-03-10 13:22
    Confirmed on my side with a different query (sessions from l.facebook.com referrer with no utm).
    Heads-up: my leave has been moved up — I'm out from tomorrow (11 Mar) for 4 weeks. Priya Raman
    (priya.raman@fernway.com) is taking over my growth analytics work, including this ticket and the
    Friday deck support. Handover doc: go/marco-handover-mar25.
  [c-2] ravi.shah 2025-03-10 14:05
    Re the lookback change to 28-day click (rev 14) on paid_social_attributed_conversions: I'd push
    back on this. 28 days overlaps heavily with the Klaviyo email windows (abandoned cart + winback
    are 14-21 days) and on last-touch it will start stealing credit from email — our email
    attributed revenue would drop by ~9% on my quick check, for no real-world reason. Meta's default
    is 7d click / 1d view, not 28. My proposal: 14-day click lookback + 1-day view-through for paid
    social. I own the metric definitions, so please go with that.
    On the fix: I'd rather not just wait for the web fix. We can stitch fbclid back to campaign
    in int_sessions (fbclid -> click_id lookup from the Meta click log) and backfill. But remember
    the code freeze: nothing merged to fernway-dbt main before Wed 12 Mar 18:00 UTC.""",
        inbox()], mark="t6")

c.model("""Three things changed:

### 1. Lookback window — Ravi objects to 28 days
Ravi (metric owner) wants **14-day click + 1-day view-through** instead of 28-day click. Reason: 28 days overlaps the Klaviyo abandoned-cart/winback windows and would shift ~9% of email-attributed revenue to paid social for no real reason. Also, Meta's default is 7d click/1d view — not 28 — so 28 doesn't actually "match Meta". Rev 14 hasn't been recomputed yet (runs at 02:00 UTC), so switching now costs nothing.

### 2. Marco is out from tomorrow (11 Mar) for 4 weeks
**Priya Raman** (priya.raman@fernway.com) takes over his growth analytics work, including DATA-2291 and deck support. DATA-2291 is still assigned to Marco.

### 3. The review moved
Lucy (Helen's EA): Growth Friday review moves from Fri 14 Mar 10:00 to **Fri 21 Mar 14:00** (Boardroom 3 + Zoom); your paid-social item stays first, 20 min.

Also from Ravi: **code freeze on fernway-dbt main until Wed 12 Mar 18:00 UTC**, and he'd prefer to backfill with fbclid stitching rather than wait for the web fix. I'll come back to that as options.

Shall I (a) change the metric to 14d click / 1d view, (b) reassign DATA-2291 to Priya, and (c) update the deck title/date?""", mark="m7")

c.user("""Yes to all three. Ravi owns the definition, so go with his 14/1.""", mark="u8")

c.model(None,
        calls=[("metric_definition_update", {"metric": "paid_social_attributed_conversions", "layer": "semantic",
                                             "changes": {"click_lookback_days": {"from": 28, "to": 14},
                                                         "view_through_days": {"from": 0, "to": 1}},
                                             "reason": "Per metric owner Ravi Shah (DATA-2291 c-2): 28d click overlaps Klaviyo email windows; use 14d click + 1d view",
                                             "requested_by": "dana.okafor@fernway.com", "approved_by": "ravi.shah@fernway.com"}),
               ("ticket_update", {"key": "DATA-2291", "assignee": "priya.raman@fernway.com",
                                  "comment": "Reassigning to Priya Raman while Marco is on leave (from 11 Mar). Metric definition moved to 14d click / 1d view per Ravi (rev 15). Fix/backfill options to follow."}),
               ("slides_update", {"presentation_id": DECK,
                                  "changes": [{"op": "set_title", "value": "Paid Social Attribution Drop — Growth Friday Review (Fri 21 Mar 14:00)"},
                                              {"op": "share", "email": "priya.raman@fernway.com", "role": "commenter"}]})])
c.tool(["metric paid_social_attributed_conversions updated -> rev 15\n  click_lookback_days: was 28, now 14\n"
        "  view_through_days: was 0, now 1\n  note: rev 14 was never materialised (superseded before nightly run)\n"
        "warning: 3 dashboards depend on this metric (412, 377, 455); recompute in nightly run 2025-03-11 02:00 UTC\n"
        "audit: changed by atlas-bot on behalf of dana.okafor@fernway.com, approved_by ravi.shah@fernway.com, 2025-03-10T14:31:52Z",
        "DATA-2291 updated\n  assignee: was marco.bellini@fernway.com, now priya.raman@fernway.com\n  comment c-3 added\n"
        "  watchers: +priya.raman@fernway.com",
        f"presentation {DECK} updated (revision 4)\n  title: was 'Paid Social Attribution Drop — Growth Friday Review (Fri 14 Mar 10:00)', "
        "now 'Paid Social Attribution Drop — Growth Friday Review (Fri 21 Mar 14:00)'\n  shared: priya.raman@fernway.com (commenter)"],
       mark="t7")

c.model("""Done.

- **Metric:** `paid_social_attributed_conversions` **rev 15 — 14-day click + 1-day view** (rev 14's 28-day click was never materialised). Recompute tonight at 02:00 UTC.
- **DATA-2291:** now assigned to **Priya Raman**, comment added.
- **Deck:** retitled for **Fri 21 Mar 14:00**; Priya added as commenter.""", mark="m8")

c.user("""What are our options for the historical data? Helen will absolutely ask whether the March numbers are real, and I don't want to show a chart with a hole in it.""", mark="u9")

c.model("""Let me size what fbclid stitching could actually recover before laying out options: for each day since 4 March, compare Meta's attributed conversions with the trend, and count how many of the "Direct" converting sessions carry an fbclid that matches a click in the Meta click log.""",
        calls=[("warehouse_query", {"warehouse": "FERNWAY_PROD", "role": "ANALYST_RO",
                                    "sql": "with orphan as (\n  select s.session_id, s.session_date, regexp_substr(s.landing_url, 'fbclid=([^&]+)', 1, 1, 'e') fbclid\n"
                                           "  from marts.fct_sessions s where s.channel_group = 'Direct' and s.landing_url ilike '%fbclid=%'\n"
                                           "  and s.session_date between '2025-03-04' and '2025-03-09')\n"
                                           "select o.session_date, ... from orphan o left join raw.meta.click_log k on k.fbclid = o.fbclid\n"
                                           "-- gap vs trend computed from 14d pre-period mean by weekday"})])
c.tool(["query_id 01b2f7d0-0403-9e11-0000-4a2d0015c8a2 | 6 rows | 11.4 s\n" + stitch_estimate()
        + "\nnote: 0.2-0.9% of fbclids match >1 click (shared links); estimator takes latest click before session start"],
       mark="t8")

c.model("""fbclid stitching recovers **748 conversions** of the 774-conversion gap for 4–9 March (96.6%); only a handful of fbclids are ambiguous.

## Options for March

| | **1. Fix forward only** | **2. Fix + backfill via fbclid stitching** | **3. Report Meta-platform numbers for March** |
|---|---|---|---|
| What | Web team fixes the redirect; March stays as is with an annotation | Add fbclid → click_id stitching in `int_sessions`, backfill from 4 Mar | Swap in Ads Manager purchases for the affected weeks |
| March chart | Has the hole | Continuous (≈97% recovered) | Continuous but different methodology |
| Effort | None on our side | PR on fernway-dbt + backfill run (~1 day), **after the freeze (Wed 12 Mar 18:00 UTC)** | Small, but a one-off |
| Risk | Helen sees a hole | Estimate, not measurement — must be labelled | Mixes platform-reported and last-touch data; inflates vs other channels |
| Ravi | — | His preferred route | Likely against |

I'd go with **2**: it keeps one methodology, Ravi already favours it, and we can open the PR now as a draft and merge after the freeze. Which one?""", mark="m9")

c.user("the second one", mark="u10")

c.model("""Going with option 2. I'll open a **draft** PR (no merge during the freeze), add the plan to DATA-2291, and file the redirect fix for the web team so the stitching only has to cover a bounded window.""",
        calls=[("github_pr_create", {"repo": "fernway/fernway-dbt", "base": "main", "head": "atlas/fbclid-stitching-data-2291",
                                     "draft": True, "title": "int_sessions: fbclid -> Meta click_id stitching for sessions missing UTMs (DATA-2291)",
                                     "body": "Restores paid-social attribution for sessions that lost utm_* on the /lp -> /shop 302 (web-checkout 5.2.0).\n\n- new model int_meta_click_stitch (fbclid -> campaign/adset/ad via raw.meta.click_log; latest click before session start)\n- int_sessions: coalesce(utm_source, stitched_source) when channel_group would be Direct and fbclid present\n- flag column attribution_method = 'fbclid_stitch' so restated rows are identifiable\n- backfill: full-refresh of int_sessions + downstream for 2025-03-04 onward\n\nDO NOT MERGE before code freeze lifts Wed 12 Mar 18:00 UTC. Reviewer: @ravi-shah",
                                     "reviewers": ["ravi-shah"], "labels": ["attribution", "backfill", "freeze-hold"]}),
               ("ticket_comment", {"key": "DATA-2291",
                                   "body": "Decision (Dana, 10 Mar): option 2 - fix + backfill via fbclid stitching. Estimate for 4-9 Mar: 748 of 774 missing Meta conversions recoverable (query 01b2f7d0-0403-9e11-0000-4a2d0015c8a2). Draft PR opened; merge only after freeze lifts Wed 12 Mar 18:00 UTC. Restated rows flagged attribution_method='fbclid_stitch'."}),
               ("ticket_create", {"project": "WEB", "issue_type": "Bug", "priority": "High",
                                  "summary": "Edge router drops query string (utm_*) on /lp/<slug> -> /shop/<slug> 302 since web-checkout 5.2.0",
                                  "assignee": "tomasz.nowak@fernway.com",
                                  "description": "Since 2025-03-04 14:17 UTC ~46% of Meta ad clicks land without utm_* params after the 302 introduced in WEB-1150. Please preserve the full query string on the redirect. Data-side tracking: DATA-2291.",
                                  "due_date": "2025-03-14", "links": [{"type": "relates to", "key": "DATA-2291"}, {"type": "is caused by", "key": "WEB-1150"}]})])
c.tool(["Draft pull request #882 opened: fernway/fernway-dbt\nurl: https://github.com/fernway/fernway-dbt/pull/882\n"
        "head: atlas/fbclid-stitching-data-2291 -> main\nreviewers requested: ravi-shah\nchecks: dbt-ci (queued), sqlfluff (queued)\n"
        "branch protection: main is under freeze until 2025-03-12T18:00Z (label freeze-hold applied)",
        "comment c-4 added to DATA-2291",
        "Created WEB-1184 (Bug, High)\nurl: https://fernway.atlassian.net/browse/WEB-1184\nassignee: tomasz.nowak@fernway.com\n"
        "due: 2025-03-14\nlinks: relates to DATA-2291; is caused by WEB-1150"], mark="t9")

c.model("""Done.

| Item | Status |
|---|---|
| **PR #882** (fernway-dbt) — fbclid stitching in `int_sessions`, restated rows flagged `attribution_method='fbclid_stitch'` | Draft, reviewer Ravi; **merge only after Wed 12 Mar 18:00 UTC** |
| **DATA-2291** | Decision + estimate (748/774) recorded |
| **WEB-1184** — preserve query string on the /lp → /shop 302 | Assigned to Tomasz Nowak, due 14 Mar |

Once WEB-1184 ships, the stitching only needs to cover 4 March → fix date.""", mark="m10")

c.user("""Tomasz says they can't ship the redirect fix before Monday the 17th, there's a checkout release train. Does that break anything for us?""", mark="u11")

c.model(mark="m10b", text="""It doesn't break anything — the stitching doesn't depend on the web fix, it just has to cover a longer window. The backfill range becomes **2025-03-04..2025-03-17** (about 13 days of affected traffic instead of 10). The only practical consequence: the restated numbers for week of 17 March will be partly stitched, so the deck should label W3 and W4 as "restated (estimate)". I'll move the due date on WEB-1184 and note the window on DATA-2291.""",
        calls=[("ticket_update", {"key": "WEB-1184", "due_date": "2025-03-17",
                                  "comment": "Per Tomasz: ships with the checkout release train on Mon 17 Mar."}),
               ("ticket_comment", {"key": "DATA-2291",
                                   "body": "Redirect fix (WEB-1184) now due 2025-03-17. Backfill window for PR #882: 2025-03-04..2025-03-17; re-run stitching once after the fix is live to close the window."})])
c.tool(["WEB-1184 updated\n  due: was 2025-03-14, now 2025-03-17\n  comment added",
        "comment c-5 added to DATA-2291"], mark="t10")

c.model("""Done. WEB-1184 due date is now **17 Mar** (was 14 Mar); DATA-2291 records the backfill window **2025-03-04..2025-03-17**.""", mark="m11")

c.user("""Also check TikTok. It's down too, right? Same thing?""", mark="u12")

c.model("""TikTok appends `ttclid` instead of `fbclid`, and its ads point at a mix of /lp and /shop URLs, so I'll run the same null-UTM check on ttclid sessions.""",
        calls=[("warehouse_query", {"warehouse": "FERNWAY_PROD", "role": "ANALYST_RO",
                                    "sql": "select date_trunc('day', event_ts) d,\n  count_if(landing_url ilike '%ttclid=%') sessions_with_ttclid,\n"
                                           "  count_if(landing_url ilike '%ttclid=%' and utm_source is null) utm_null,\n"
                                           "  count_if(landing_url ilike '%ttclid=%' and landing_path like '/lp/%') via_lp\n"
                                           "from raw.segment_web.pages where event_ts between '2025-02-24' and '2025-03-10' and is_session_start group by 1 order by 1"}),
               ("ads_platform_report", {"platform": "tiktok", "advertiser_id": "7088123456789012",
                                        "time_ranges": [["2025-02-24", "2025-03-02"], ["2025-03-03", "2025-03-09"]],
                                        "fields": ["spend", "complete_payment", "ctr", "cpm"]})])


def ttclid_daily():
    rows = []
    for i in range(14):
        d = dt.date(2025, 2, 24) + dt.timedelta(days=i)
        n = rng.randint(820, 1130)
        share = rng.uniform(0.025, 0.037) if d < dt.date(2025, 3, 4) else rng.uniform(0.072, 0.086)
        lp = int(n * rng.uniform(0.15, 0.19))
        rows.append((d.isoformat(), n, int(n * share), lp))
    return fmt_table(["d", "sessions_with_ttclid", "utm_null", "via_lp"], rows)


c.tool(["query_id 01b2f7e6-0403-9e11-0000-4a2d0015cb17 | 14 rows | 5.6 s\n" + ttclid_daily()
        + "\nsummary: utm_null share pre (24 Feb-3 Mar) 3.1%, post (4-9 Mar) 7.9%; via_lp share 17%",
        "TikTok Ads API v1.3 report (advertiser 7088123456789012)\n"
        "W2 2025-02-24..03-02: spend $33,900  complete_payment 298  ctr 0.94%  cpm $7.12\n"
        "W3 2025-03-03..03-09: spend $34,800  complete_payment 271  ctr 0.81%  cpm $7.40\n"
        "note: 2 ad groups in learning phase since 2025-03-05 (new Spring creatives)"], mark="t11")

c.model("""## TikTok: only partly the same thing

| | W2 | W3 | Change |
|---|---|---|---|
| Our TikTok attributed conversions | 322 | 283 | -12.1% |
| TikTok-reported payments | 298 | 271 | -9.1% |
| ttclid sessions with null utm_source | 3.1% | **7.9%** | +4.8 pts |

- Only ~17% of TikTok traffic goes through /lp, so the redirect bug explains maybe a third of the gap.
- TikTok's own numbers are also down (-9.1%) and CTR fell 0.94% → 0.81% with two ad groups in learning — that looks like a **real performance dip** on the new Spring creatives, not measurement.

So I'd keep TikTok out of the "tracking broke" story: **TikTok is excluded from the restatement** (the PR only stitches fbclid), and I'll list it on the open-questions slide as "TikTok -12%: partly redirect, mostly creative/learning phase — not yet verified".""", mark="m12")

c.user("""Fine. Update the deck with the restated numbers and send the draft to me and Priya — not Helen. I need the final version by Wednesday the 19th so I can pre-read it with Helen's chief of staff.""", mark="u13")

c.model("""Pulling restated weekly numbers under rev 15 (14d click / 1d view) with the stitching logic from PR #882 applied in a scratch schema (read-only estimate, nothing written to prod), then updating slides 2, 4, 6 and 7 and sending the draft.""",
        calls=[("warehouse_query", {"warehouse": "FERNWAY_PROD", "role": "ANALYST_RO", "database": "SCRATCH_ATLAS",
                                    "sql": "-- rev 15 metric logic + int_meta_click_stitch (PR #882 branch compiled into scratch)\n"
                                           "select week, metric_variant, paid_social_attributed_conversions\nfrom scratch_atlas.paid_social_restated\n"
                                           "where week between '2025-02-17' and '2025-03-03' order by 1,2"})])


def restated():
    rows = [
        ("2025-02-17", "rev13 (7d click, as reported)", "2,123"),
        ("2025-02-17", "rev15 (14d click/1d view)", "2,231"),
        ("2025-02-17", "rev15 + fbclid stitch", "2,231"),
        ("2025-02-24", "rev13 (7d click, as reported)", "2,140"),
        ("2025-02-24", "rev15 (14d click/1d view)", "2,254"),
        ("2025-02-24", "rev15 + fbclid stitch", "2,254"),
        ("2025-03-03", "rev13 (7d click, as reported)", "1,327"),
        ("2025-03-03", "rev15 (14d click/1d view)", "1,402"),
        ("2025-03-03", "rev15 + fbclid stitch", "2,163"),
    ]
    return fmt_table(["week", "metric_variant", "paid_social_attributed_conversions"], rows)


c.tool(["query_id 01b2f7f1-0403-9e11-0000-4a2d0015cd40 | 9 rows | 8.9 s\n" + restated()
        + "\nemail_klaviyo attributed conversions W3: rev13 1,549 / rev15 1,521 (-1.8%)"], mark="t12")

c.model(None, mark="m12b",
        calls=[("slides_update", {"presentation_id": DECK, "changes": [
                   {"op": "link_chart", "slide": 2, "source": "query 01b2f7d0-0403-9e11-0000-4a2d0015c8a2 + 01b2f7a1-0403-9e11-0000-4a2d0015c2be"},
                   {"op": "link_chart", "slide": 4, "source": "query 01b2f7a9-0403-9e11-0000-4a2d0015c3f0"},
                   {"op": "replace_body", "slide": 6, "value": "Fix: WEB-1184 (redirect) ships 17 Mar. Restatement: fbclid stitching (PR #882), window 4-17 Mar, rows flagged. Restated W3 (rev15 + stitch): 2,163 vs 2,254 W2 = -4.0%. Metric now 14d click / 1d view (rev 15)."},
                   {"op": "replace_body", "slide": 7, "value": "1) TikTok -12%: partly redirect, mostly creative/learning - not verified. 2) Restated weeks are estimates (flagged)."}]}),
               ("email_send", {"from": "atlas-bot@fernway.com", "to": ["dana.okafor@fernway.com", "priya.raman@fernway.com"],
                               "subject": "DRAFT - Paid social attribution deck for Growth review (Fri 21 Mar 14:00)",
                               "body": f"Hi Dana, Priya,\n\nDraft deck: https://docs.google.com/presentation/d/{DECK}/edit\n\nHeadline: paid social didn't break, our tracking did. Meta-reported purchases -6.1% WoW vs our attributed -38.0%, caused by the web-checkout 5.2.0 redirect stripping UTMs (DATA-2291 / WEB-1184).\nRestated W3 (14d click / 1d view + fbclid stitching): 2,163 vs 2,254 in W2 = -4.0%.\n\nFinal version needed by Wed 19 Mar. Comments in the deck please.\n\n- Atlas"})])
c.tool([f"presentation {DECK} updated (revision 7)\n  slide 2: chart linked (2 series)\n  slide 4: chart linked (1 series)\n  slide 6: body replaced\n  slide 7: body replaced\n  slide count: 7",
        "message sent\n  id: <CAF+atlas.20250310.152233.7731@fernway.com>\n  to: dana.okafor@fernway.com, priya.raman@fernway.com"],
       mark="t13")

c.model("""Done. Draft sent to you and Priya (not Helen).

**Restated paid social attributed conversions**

| Week | As reported (7d click) | rev 15 (14d/1d) | rev 15 + fbclid stitch |
|---|---|---|---|
| 17 Feb | 2,123 | 2,231 | 2,231 |
| 24 Feb | 2,140 | 2,254 | 2,254 |
| 3 Mar | 1,327 | 1,402 | **2,163** |

So the restated change is **-4.0%** WoW instead of -38.0% — consistent with Meta's -6.1%. Email loses only 1.8% under 14d, versus the ~9% Ravi estimated for 28d.

Deck is still 7 slides; charts linked on 2 and 4. Final due **Wed 19 Mar**.""", mark="m13")

c.user("""Priya just pinged me: she thinks Meta might also be over-counting since the same release, something about CAPI event_id dedup. Can you take a quick look?""", mark="u14")

c.model("""Checking whether server-side (Conversions API) purchase events still carry the `event_id` that Meta uses to de-duplicate against the browser pixel.""",
        calls=[("warehouse_query", {"warehouse": "FERNWAY_PROD", "role": "ANALYST_RO",
                                    "sql": "select date(sent_at) d, count(*) capi_purchases, count_if(event_id is null) missing_event_id,\n"
                                           "  count_if(event_id is not null and pixel_event_id is null) unmatched_to_pixel\n"
                                           "from raw.capi_gateway.outbound_events where event_name = 'Purchase'\n"
                                           "and sent_at between '2025-02-24' and '2025-03-10' group by 1 order by 1"})])


def capi_daily():
    rows = []
    for i in range(14):
        d = dt.date(2025, 2, 24) + dt.timedelta(days=i)
        n = rng.randint(240, 330)
        miss = int(n * (rng.uniform(0.001, 0.006) if d < dt.date(2025, 3, 4) else rng.uniform(0.068, 0.081)))
        rows.append((d.isoformat(), n, miss, int(n * rng.uniform(0.02, 0.04))))
    return fmt_table(["d", "capi_purchases", "missing_event_id", "unmatched_to_pixel"], rows)


c.tool(["query_id 01b2f803-0403-9e11-0000-4a2d0015cf92 | 14 rows | 3.3 s\n" + capi_daily()
        + "\nsummary: missing_event_id share pre (24 Feb-3 Mar) 0.3%, post (4-9 Mar) 7.4%"], mark="t14")

c.model("""## CAPI dedup — plausible, not proven

- Since 4 March, **7.4% of CAPI purchase events have no `event_id`** (0.3% before). The checkout 5.2.0 order-confirmation page is the likely source — it's where the event_id is generated.
- Without an event_id, Meta can't de-duplicate the server event against the pixel event, so those purchases *may* be counted twice on Meta's side. That would mean Meta's -6.1% is slightly **flattering** and the true dip is a bit bigger.
- I can't verify the Meta side from here: it needs the **Events Manager** dedup diagnostics, and our API token doesn't have access.

This doesn't change our restatement (our warehouse numbers don't use Meta's counts), but it's a caveat for slide 1. Suggest Priya requests Events Manager access from the Meta business admin to check the dedup rate.""", mark="m14")

c.user("""Ok. Log it on the ticket, ask Priya to get the Events Manager access, and set me a reminder for tomorrow 9am to look at the dashboards after the nightly recompute. That's it for today.""", mark="u15")

c.model(None,
        calls=[("ticket_comment", {"key": "DATA-2291",
                                   "body": "Open question (not verified): since 2025-03-04, 7.4% of CAPI Purchase events lack event_id (0.3% before) - possible Meta-side double counting. @priya.raman please request Meta Events Manager access (dedup diagnostics) from the business admin and check the dedup rate. Query 01b2f803-0403-9e11-0000-4a2d0015cf92."}),
               ("reminder_create", {"user": "dana.okafor@fernway.com", "at": "2025-03-11T09:00:00+00:00",
                                    "text": "Check dashboards 412 / 377 / 455 after nightly recompute of paid_social_attributed_conversions rev 15 (14d click / 1d view)."})])
c.tool(["comment c-6 added to DATA-2291 (mentions: priya.raman@fernway.com)",
        "reminder rem_5f31c9 created for dana.okafor@fernway.com at 2025-03-11 09:00 UTC"], mark="t15")

c.model("""Done.

- DATA-2291: CAPI `event_id` question logged, Priya asked to get Events Manager access.
- Reminder set for **tomorrow 09:00** to check dashboards 412/377/455 after the rev 15 recompute.

Still open on our side: Ravi's review/merge of PR #882 after the freeze (Wed 12 Mar 18:00 UTC), WEB-1184 shipping 17 Mar, then the backfill for 4–17 Mar, and your final deck by Wed 19 Mar for the review on Fri 21 Mar 14:00.""", mark="m15")

# ---------------------------------------------------------------- labels
L = c.label
L("user_goal", "Find out why paid_social_attributed_conversions dropped -38% WoW (real vs measurement) and deliver a short deck for Helen's Friday review; analysis only — do not pause or change campaigns; deck max 8 slides; nothing sent to Helen directly (all via Dana)",
  ["don't pause or change any campaigns", "8 slides max", "nothing goes to Helen directly"], "u5")
L("fact", "Paid social attributed conversions fell from 2,140 (W2) to 1,327 (W3, 3-9 Mar), -38.0%, while paid social spend was flat (~$186k/wk)",
  ["2,140", "1,327", "-38.0%"], "t1")
L("fact", "Meta-reported purchases fell only -6.1% (1,902 -> 1,786); Direct sessions rose +31.0% while paid social sessions fell",
  ["-6.1%", "+31.0%"], "m2")
L("fact", "Root cause: web-checkout 5.2.0 deployed 2025-03-04 14:17 UTC (/lp -> /shop 302, WEB-1150) strips UTMs; fbclid sessions with null utm_source went 1.8% -> 46.3%",
  ["web-checkout 5.2.0", "14:17", "46.3%"], "m3")
L("fact", "Corrected paid social attributed CAC (using spend_usd) is $87 (W2) -> $142 (W3); the jump is an attribution artefact",
  ["$87", "$142"], "m4")
L("fact", "fbclid stitching can recover 748 of the 774 missing Meta conversions for 4-9 Mar",
  ["748 conversions", "774-conversion gap"], "m9")
L("fact", "Restated W3 (rev 15 14d/1d + fbclid stitch) is 2,163 vs 2,254 in W2, i.e. -4.0% WoW",
  ["2,163", "2,254", "-4.0%"], "m12b")
L("fact", "Review moved from Fri 14 Mar 10:00 to Fri 21 Mar 14:00 (Boardroom 3 + Zoom), paid-social item first, 20 min",
  ["Fri 21 Mar 14:00"], "t6")
L("decision", "Compute CAC with spend_usd (UK accounts report spend in GBP) — user correction",
  ["report in GBP", "spend_usd"], "u4")
L("decision", "Lookback on paid_social_attributed_conversions set to 14-day click + 1-day view (rev 15), per metric owner Ravi",
  ["rev 15", "was 28, now 14"], "t7")
L("decision", "Deck structure Option B (narrative, 7 slides) chosen; deck created",
  ["Option B - narrative", DECK], "t5")
L("decision", "Restatement approach: option 2 — fix + backfill via fbclid stitching in int_sessions (PR #882), restated rows flagged attribution_method='fbclid_stitch'",
  ["fbclid_stitch", "#882"], "t9")
L("decision", "DATA-2291 reassigned to Priya Raman (Marco on leave from 11 Mar)",
  ["now priya.raman@fernway.com"], "t7")
L("decision", "TikTok is excluded from the restatement (only fbclid stitched); listed as open question",
  ["TikTok is excluded from the restatement"], "m12")
L("decision", "Backfill window for stitching is 2025-03-04..2025-03-17 because redirect fix ships 17 Mar",
  ["2025-03-04..2025-03-17"], "m10b")
L("pending_action", "Ravi to review PR #882; merge only after code freeze lifts Wed 12 Mar 18:00 UTC, then run backfill",
  ["#882", "18:00 UTC"], "t9")
L("pending_action", "Web team (Tomasz Nowak) ships redirect fix WEB-1184 on Mon 17 Mar; re-run stitching once after it is live",
  ["WEB-1184", "now 2025-03-17"], "t10")
L("pending_action", "Final deck due to Dana by Wed 19 Mar (pre-read with Helen's chief of staff) for the 21 Mar review",
  ["Wednesday the 19th"], "u13")
L("pending_action", "Priya to request Meta Events Manager access to check CAPI dedup rate",
  ["Events Manager access"], "m14")
L("pending_action", "Reminder rem_5f31c9 for Dana at 09:00 on 11 Mar to check dashboards 412/377/455 after rev 15 nightly recompute",
  ["rem_5f31c9"], "t15")
L("open_issue", "TikTok -12.1% drop not explained: ttclid null-UTM share only 3.1% -> 7.9%; likely creative/learning phase, not verified",
  ["-12.1%", "7.9%"], "t11")
L("open_issue", "Since 4 Mar 7.4% of CAPI purchase events lack event_id (0.3% before) — possible Meta-side double counting, unverified",
  ["7.4%", "event_id"], "t14")
L("reference", "Data-quality ticket DATA-2291 (https://fernway.atlassian.net/browse/DATA-2291)", ["DATA-2291"], "t4")
L("reference", "Review deck URL", [f"https://docs.google.com/presentation/d/{DECK}/edit"], "t5")
L("reference", "Metric paid_social_attributed_conversions on dashboards 412, 377, 455",
  ["paid_social_attributed_conversions"], "u1")
L("reference", "Draft PR https://github.com/fernway/fernway-dbt/pull/882 (branch atlas/fbclid-stitching-data-2291)",
  ["fernway-dbt/pull/882"], "t9")
L("reference", "Priya Raman, analyst now covering (priya.raman@fernway.com)", ["priya.raman@fernway.com"], "t6")

S = c.stale_item
S("Paid social lookback was 7-day click (replaced by 28-day click in rev 14)", ["7-day", "lookback"], "u4")
S("Lookback 28-day click (rev 14) replaced by 14-day click + 1-day view (rev 15)", ["28-day click"], "u8")
S("Review on Fri 14 Mar 10:00 moved to Fri 21 Mar 14:00", ["14 Mar 10:00"], "t6")
S("Marco Bellini as the analyst/owner of DATA-2291 — replaced by Priya Raman", ["Marco", "analyst"], "t6")
S("WEB-1184 due 2025-03-14 — moved to 2025-03-17", ["WEB-1184", "2025-03-14"], "u11")
S("Paid social CAC $84 -> $136 computed on mixed-currency spend — corrected to $87 -> $142", ["$136"], "u4")

c.write(OUT, meta={"author": "author-b", "language": "en", "domain": "marketing analytics"})

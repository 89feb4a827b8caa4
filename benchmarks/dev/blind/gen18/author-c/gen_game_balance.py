"""Generator: blind-game-balance-patch-planning (English). Deterministic (seeded)."""
import random
import sys

sys.path.insert(0, "/work/blind18/author-c")
from convlib import Conv  # noqa: E402

rng = random.Random(1804)

SYSTEM = """You are Forge Assist, the planning assistant for the live-balance team at Halcyon Forge Games, working on the online hero brawler **Riftbound Arena** (PC, PS5, Xbox Series).

You can use these tools:
- analytics_query(dataset, filters, metrics, group_by): match telemetry warehouse (read-only)
- community_feedback_search(sources, query, since, limit): forum, Reddit, Discord and survey feedback, with sentiment tags
- jira_search(jql), jira_create_issues(issues), jira_update(key, fields, comment): JIRA project BAL (balance) and BUG
- playtest_schedule(...), playtest_results_get(session_id): internal playtest service
- release_calendar_get(release): release management calendar (cert windows, freezes, owners)
- mail_search(query, since): the user's mailbox; email_send(to, cc, subject, body)
- balance_config_diff(branch, changes), balance_config_commit(branch, changes, message, tickets): hero data in the perforce depot //riftbound/data/balance/...
- confluence_update_page(page_id, title, body, version_comment)
- reminder_create(owner, due, text)

Work carefully: confirm numbers before committing to release branches, keep the designer informed, and never change matchmaking or ranked MMR data. Today is Monday 3 March 2025."""

HEROES = [
    ("Vesper", "Assassin"), ("Kaelen", "Mage"), ("Grimjaw", "Bruiser"), ("Thornback", "Tank"),
    ("Ysolde", "Support"), ("Marrow", "Jungler"), ("Astra", "Marksman"), ("Bramblewick", "Support"),
    ("Corvin", "Assassin"), ("Dagny", "Bruiser"), ("Eldric", "Mage"), ("Fenna", "Marksman"),
    ("Gorran", "Tank"), ("Hollis", "Support"), ("Iskra", "Mage"), ("Jorund", "Tank"),
    ("Kestrel", "Marksman"), ("Lumi", "Support"), ("Mordecai", "Mage"), ("Nyx", "Assassin"),
    ("Oberon", "Bruiser"), ("Pell", "Jungler"), ("Quill", "Marksman"), ("Rhea", "Support"),
    ("Sable", "Assassin"), ("Tovin", "Bruiser"), ("Ulla", "Tank"), ("Varga", "Jungler"),
    ("Wren", "Marksman"), ("Xander", "Bruiser"), ("Yara", "Mage"), ("Zephyrine", "Support"),
    ("Ashgrove", "Tank"), ("Brisa", "Mage"), ("Cinder", "Assassin"), ("Duskmane", "Jungler"),
    ("Emberly", "Marksman"), ("Falk", "Bruiser"), ("Gilda", "Support"), ("Hexley", "Mage"),
]
FIXED = {  # hero: (wr_dplus, pick, ban, wr_all)
    "Vesper": (55.8, 31.2, 48.4, 52.6),
    "Kaelen": (54.1, 22.7, 19.5, 53.3),
    "Grimjaw": (49.6, 9.8, 3.1, 52.9),
    "Thornback": (44.3, 4.1, 0.4, 46.0),
    "Ysolde": (45.9, 6.3, 0.6, 47.1),
    "Marrow": (46.8, 7.7, 1.2, 48.9),
}


def winrate_table():
    lines = ["query_id: aq-20250303-0917  dataset: match_summary_v3  window: 2025-02-17 .. 2025-03-02 (14 days)",
             "patch: 7.3.2  queues: ranked_solo, ranked_duo  matches: 4,812,306 (Diamond+: 392,114)",
             "", "hero        role      wr_dplus  pick_dplus  ban_dplus  wr_all  pick_all  games_dplus  games_all",
             "----------  --------  --------  ----------  ---------  ------  --------  -----------  ---------"]
    for name, role in HEROES:
        if name in FIXED:
            wd, pk, bn, wa = FIXED[name]
        else:
            wd = round(rng.uniform(47.4, 52.6), 1)
            pk = round(rng.uniform(2.0, 18.0), 1)
            bn = round(rng.uniform(0.2, 9.0), 1)
            wa = round(wd + rng.uniform(-1.6, 1.6), 1)
        gd = int(392114 * 2 * pk / 100 / 10)
        ga = int(4812306 * 2 * (pk + rng.uniform(-2, 2)) / 100 / 10)
        lines.append(f"{name:<10}  {role:<8}  {wd:>6.1f}%  {pk:>8.1f}%  {bn:>7.1f}%  {wa:>5.1f}%  {pk + rng.uniform(-2,2):>6.1f}%  {gd:>11,}  {ga:>9,}")
    lines += ["", "tier breakdown, all heroes (win rate / games):",
              "hero        Bronze          Silver          Gold            Plat            Diamond         Master+"]
    for name, role in HEROES:
        base = FIXED.get(name, (None, None, None, rng.uniform(48.0, 52.0)))[3]
        cells = []
        for t in range(6):
            cells.append(f"{base + rng.uniform(-1.8, 1.8):5.1f}% {rng.randint(2000, 90000):>7,}")
        lines.append(f"{name:<10}  " + "  ".join(cells))
    lines += ["", "tier breakdown (win rate, selected heroes, smoothed):",
              "hero        Bronze  Silver  Gold   Plat   Diamond  Master+",
              "Vesper      49.1%   50.3%   51.8%  53.9%  55.2%    57.4%",
              "Kaelen      52.4%   52.9%   53.5%  53.8%  54.0%    54.3%",
              "Grimjaw     55.7%   54.1%   52.2%  50.6%  49.8%    48.9%",
              "Thornback   47.2%   46.8%   45.9%  45.1%  44.6%    43.5%",
              "Ysolde      48.0%   47.6%   47.0%  46.4%  46.1%    45.2%",
              "Marrow      50.2%   49.5%   48.7%  47.9%  47.1%    45.8%",
              "", "note: wr confidence interval at Diamond+ is +/-0.4pp for heroes with >20k games, +/-1.1pp below 5k games.",
              "note: 7.3.2 hotfix (2025-02-20) changed Astra's Volley from 6 to 5 arrows; Astra rows include 3 pre-hotfix days."]
    return "\n".join(lines)


def feedback_listing():
    hand = [
        ("reddit r/RiftboundArena", "\"Vesper is the only assassin that matters at Diamond+\" (2.1k upvotes)", "negative", "Vesper"),
        ("official forum", "Thornback feels like paper, Bulwark pops to one Vesper combo", "negative", "Thornback"),
        ("discord #ranked-talk", "Kaelen Arc Lance sometimes hits twice off walls?? clip inside", "bug-report", "Kaelen"),
        ("reddit r/RiftboundArena", "Please don't gut Vesper again, just fix her stealth desync", "mixed", "Vesper"),
        ("survey 7.3 (n=8,412)", "Least fun to play against: Vesper 38%, Grimjaw 21%, Kaelen 12%", "negative", "Vesper"),
        ("official forum", "Ysolde heal is a rounding error, nobody picks her above Gold", "negative", "Ysolde"),
        ("discord #bug-reports", "Spectator mode doesn't show Thornback's shield bar", "bug-report", "Thornback"),
        ("reddit r/RiftboundArena", "Grimjaw in Silver is a war crime (low elo stomp)", "negative", "Grimjaw"),
        ("twitter/X @RBA_proleague", "Pro players: Vesper 41 picks / 44 bans of 48 pro games last split", "neutral", "Vesper"),
        ("official forum", "Stealthed Vesper visible for 0.3 s at high ping (video)", "bug-report", "Vesper"),
    ]
    filler_topics = ["matchmaking queue times in OCE", "battle pass XP", "new map Ember Hollow rotations",
                     "Astra volley hotfix", "Marrow jungle path change", "skins pricing", "Corvin voice lines",
                     "crossplay toggle on PS5", "Lumi ult visual clutter", "server tick issues in SA-East"]
    lines = ["search_id: cf-77120  sources: reddit, forum, discord, survey, social  since: 2025-02-17",
             "query: hero balance sentiment 7.3.2  results: 1,284 items (showing top 40 by engagement)", "",
             "#   source                     engagement  sentiment    hero        excerpt",
             "--  -------------------------  ----------  -----------  ----------  ------------------------------------------------"]
    rows = []
    for src, ex, sent, hero in hand:
        rows.append((rng.randint(900, 4200), src, sent, hero, ex))
    for _ in range(70):
        t = rng.choice(filler_topics)
        hero = rng.choice([h for h, _ in HEROES])
        rows.append((rng.randint(80, 1100), rng.choice(["reddit r/RiftboundArena", "official forum", "discord #general", "discord #ranked-talk"]),
                     rng.choice(["negative", "mixed", "neutral", "positive"]), hero,
                     f"thread about {t}; mentions {hero} in passing"))
    rows.sort(key=lambda r: -r[0])
    for i, (eng, src, sent, hero, ex) in enumerate(rows, 1):
        lines.append(f"{i:<2}  {src:<25}  {eng:>10,}  {sent:<11}  {hero:<10}  {ex}")
    lines += ["", "sentiment by hero (share of negative mentions, Diamond+ threads):",
              "Vesper 61%  |  Grimjaw 44%  |  Kaelen 29%  |  Thornback 52% (\"too weak\")  |  Ysolde 47% (\"too weak\")",
              "top requested change: 'nerf Vesper burst' (1,912 mentions), 'buff tanks' (1,140), 'fix Kaelen wall bounce' (611)"]
    return "\n".join(lines)


def jira_listing():
    lines = ["JQL: project in (BAL, BUG) AND status not in (Done, Closed) AND labels in (hero-balance, hero-bug) ORDER BY priority DESC",
             "23 issues", "",
             "key        type  prio  status        assignee          fixVersion  summary",
             "---------  ----  ----  ------------  ----------------  ----------  ---------------------------------------------------------"]
    hand = [
        ("BUG-4471", "Bug", "P1", "Open", "Ravi Menon", "-", "Kaelen Arc Lance deals damage twice when bouncing off terrain edges"),
        ("BUG-4519", "Bug", "P2", "Open", "unassigned", "-", "Vesper stealth visible for ~0.3 s to enemies at >120 ms ping (netcode desync)"),
        ("BUG-4502", "Bug", "P2", "In Progress", "Spectator team", "7.4", "Thornback Bulwark shield bar missing in spectator/replay HUD"),
        ("BAL-2270", "Task", "P2", "Backlog", "Maya Okafor", "7.6", "Grimjaw rework (kit + passive) - design doc in progress"),
        ("BAL-2281", "Task", "P3", "Backlog", "Maya Okafor", "-", "Marrow new jungle path: collect 2 weeks of data before tuning"),
    ]
    for k, t, p, s, a, fv, su in hand:
        lines.append(f"{k:<9}  {t:<4}  {p:<4}  {s:<12}  {a:<16}  {fv:<10}  {su}")
    for i in range(34):
        k = f"BUG-{rng.randint(4300, 4560)}" if i % 3 else f"BAL-{rng.randint(2200, 2288)}"
        hero = rng.choice([h for h, _ in HEROES[6:]])
        su = rng.choice([f"{hero} VO line plays twice on recall", f"{hero} ability tooltip shows old value",
                         f"{hero} animation cancel on dash (minor)", f"{hero} skin particle overdraw on low spec",
                         f"Review {hero} base stats after 7.3 itemization", f"{hero} hitbox 5 units larger than model"])
        lines.append(f"{k:<9}  {'Bug' if k.startswith('BUG') else 'Task':<4}  P{rng.randint(2,4)}    {rng.choice(['Open','Backlog','In Progress']):<12}  {rng.choice(['unassigned','Lea Park','Omar Aziz','Ines Duarte']):<16}  {'-':<10}  {su}")
    lines += ["", "BUG-4471 latest comment (Ravi Menon, 2025-02-28): repro 100% on Ember Hollow mid-lane pillar; projectile re-registers hit after reflection because the hit-list is cleared on bounce. Client-side fix, ~1 day.",
              "BUG-4519 latest comment (Lea Park, 2025-02-26): needs netcode change to stealth state replication; not scoped for 7.x."]
    return "\n".join(lines)


def playtest_results():
    lines = ["session: PT-0305  build: 7.4.0-pt1 (CL 88102)  date: 2025-03-05 14:00-17:10  testers: 20 (internal pool, Diamond-Master MMR)",
             "matches played: 18 (5v5 draft, Ember Hollow + Sunken Causeway)", "sign-off: priya.raman (QA) 2025-03-05 13:40", "",
             "hero results (test values):",
             "hero       test change                               picks  wins  wr     avg K/D/A     fun score (1-5)  'feels fair' (1-5)",
             "Vesper     Shadowstep cooldown 12s -> 14s            14     6     42.9%  5.1/4.8/6.0   2.1              3.4",
             "Kaelen     Arc Lance AP ratio 0.75 -> 0.68           12     6     50.0%  4.2/3.9/8.8   3.6              3.9",
             "Thornback  base armor 32 -> 36                       14     8     57.1%  1.6/2.2/12.4  3.8              2.7",
             "Ysolde     Mending Light heal 140 -> 155             10     5     50.0%  0.9/3.1/15.2  3.7              4.1", "",
             "tester comments (selected):",
             "- T04: Vesper at 14s is dead. You commit and then you just stand there. I'd rather lose damage than the reset.",
             "- T11: Vesper combo still kills squishies, it's the downtime that feels awful. 13s would be fine if her burst is lower.",
             "- T07: Thornback with 36 armor is a wall; our Vesper couldn't kill him at all and the fight took forever.",
             "- T15: Thornback 36 armor + Bulwark 220 = unkillable in teamfights, but Bulwark alone breaks too fast. Maybe less armor, more shield?",
             "- T02: Kaelen's lance double-hit off the pillar happened 3 times in one game. Ratio change felt fine otherwise.",
             "- T18: Ysolde finally feels like a real pick. Didn't feel oppressive.",
             "- T09: Vesper 14s made games longer and more passive. Not fun.", "",
             "bug reports filed during session: BUG-4533 (Kaelen lance double-hit, dup of BUG-4471), BUG-4534 (minimap ping offset, unrelated)", "",
             "designer recommendation field (auto from survey): Vesper 'too weak' 11/20, Thornback 'too strong' 13/20, Kaelen 'fine' 15/20, Ysolde 'fine' 17/20", "",
             "per-match log:"]
    for m in range(1, 19):
        dur = rng.randint(1320, 2280)
        lines.append(f"  match {m:02d}  map={rng.choice(['Ember Hollow','Sunken Causeway'])}  dur={dur//60}m{dur%60:02d}s  "
                     f"blue={','.join(rng.sample([h for h,_ in HEROES[:12]],5))}  red={','.join(rng.sample([h for h,_ in HEROES[:12]],5))}  "
                     f"winner={rng.choice(['blue','red'])}  first_blood={rng.randint(60,240)}s  towers={rng.randint(3,11)}-{rng.randint(1,9)}")
        for side in ("blue", "red"):
            ps = []
            for slot in range(5):
                tid = f"T{rng.randint(1,20):02d}"
                ps.append(f"{tid}:{rng.randint(0,12)}/{rng.randint(0,9)}/{rng.randint(0,18)} dmg={rng.randint(6000,31000)} taken={rng.randint(7000,42000)}")
            lines.append(f"      {side:<4} " + " | ".join(ps))
    return "\n".join(lines)


def kaelen_breakdown():
    lines = ["query_id: aq-20250306-1402  dataset: damage_events_v2 + match_summary_v3  window: 2025-02-17 .. 2025-03-02",
             "filter: hero = Kaelen, queues ranked_*, tier Diamond+  matches: 44,612", "",
             "damage source breakdown (Kaelen, Diamond+):",
             "source                        share_of_total_damage  avg_per_match",
             "Arc Lance (direct)            41.8%                  9,412",
             "Arc Lance (reflected, 1st)    12.5%                  2,815",
             "Arc Lance (double-hit event)   6.2%                  1,396",
             "Static Field                  18.9%                  4,256",
             "Overload (ult)                14.7%                  3,310",
             "basic attacks                  5.9%                  1,329", "",
             "win rate by number of double-hit events per match:",
             "double_hits  matches  wr",
             "0            21,904   51.7%",
             "1-2          14,388   55.2%",
             ">=3           8,320   58.9%", "",
             "by map: Ember Hollow double-hit rate 2.9/match, Sunken Causeway 0.7/match, Frostmere 1.1/match",
             "note: 'double-hit event' = same Arc Lance projectile id registering >1 hit on one target within 0.25 s after a terrain reflection (matches BUG-4471 repro)."]
    for tier, wr0, wr3 in [("Diamond", 51.9, 58.6), ("Master", 51.3, 59.4), ("Grandmaster", 50.8, 60.1)]:
        lines.append(f"  {tier:<12} wr(0 double-hits)={wr0}%  wr(>=3)={wr3}%")
    lines += ["", "per-map x tier detail (double-hits per match / Kaelen wr):"]
    for mp in ["Ember Hollow", "Sunken Causeway", "Frostmere", "Gilded Reach"]:
        for tier in ["Diamond", "Master", "Grandmaster"]:
            lines.append(f"  {mp:<16} {tier:<12} dh/match={rng.uniform(0.5, 3.2):.2f}  wr={rng.uniform(50.5, 57.5):.1f}%  matches={rng.randint(1500, 9000):,}  avg_lance_casts={rng.randint(38, 61)}")
    return "\n".join(lines)


def ttk_sim():
    lines = ["sim_id: cs-20250306-0931  engine: combatsim 3.8  build: 7.4.0-pt1 data + overrides  iterations: 2,000 per cell",
             "scenario: Vesper full combo (Shadowstep -> Rend -> basic -> Rend) from stealth, target at full HP, no shields/heals unless listed",
             "itemization: Vesper 'standard assassin' core (Nightreaver, Hollow Edge, Quickfang); targets 'standard' core for role",
             "",
             "target        lvl   7.3.2 (12s/85)  7.4 (13s/78)  delta    kill%_old  kill%_new"]
    targets = [h for h, _ in HEROES if h != "Vesper"][:24]
    for t in targets:
        for lvl in (6, 11, 16):
            old = rng.uniform(1.3, 2.6)
            new = old * rng.uniform(1.05, 1.11)
            ko = min(100, max(0, rng.gauss(62 if t in ("Ysolde", "Kaelen", "Astra", "Fenna") else 35, 18)))
            kn = max(0, ko - rng.uniform(8, 22))
            lines.append(f"{t:<12}  {lvl:>3}   {old:>6.2f}s         {new:>6.2f}s       +{(new-old)/old*100:4.1f}%   {ko:5.1f}%     {kn:5.1f}%")
    lines += ["",
              "summary: combo damage -6.9% average (lvl 11), squishy one-combo kill chance at lvl 11: 71.4% -> 52.8%",
              "summary: vs Thornback (7.4 values: armor 35, Bulwark 240): one-combo kill chance lvl 11: 9.6% -> 0.0%; Bulwark breaks on combo: 100% -> 38%",
              "summary: reset frequency (Shadowstep casts per 10 min, sim teamfight model): 31.2 -> 28.9",
              "note: sim does not model netcode; BUG-4519 (stealth visibility) not represented"]
    return "\n".join(lines)


c = Conv("blind-game-balance-patch-planning", "Riftbound Arena 7.4 balance patch planning", SYSTEM)

# 1
c.user("Morning. I'm putting together the 7.4 balance patch for Riftbound Arena and want your help planning it end to end. "
       "Current plan from release management: 7.4 goes live on March 18, console cert submission on March 6. "
       "Ground rules: no more than 6 hero changes this patch so the notes stay readable, nothing touches ranked MMR or matchmaking, "
       "and nothing gets committed to release/7.4 until a playtest has confirmed the numbers. "
       "Start by pulling the last 14 days of win rates, Diamond+ and all ranks, and tell me who the outliers are.", tag="goal")
c.model("Pulling 14-day ranked win rates for patch 7.3.2, Diamond+ and all ranks.",
        calls=[("analytics_query", {"dataset": "match_summary_v3", "filters": {"patch": "7.3.2", "queues": ["ranked_solo", "ranked_duo"],
                                                                               "date_from": "2025-02-17", "date_to": "2025-03-02"},
                                    "metrics": ["win_rate", "pick_rate", "ban_rate", "games"], "group_by": ["hero", "tier_bucket"],
                                    "tier_buckets": ["diamond_plus", "all"]})])
c.tool([winrate_table()])
c.model("""## 7.3.2 outliers (14 days, ranked)

The healthy band at Diamond+ is roughly **48–52%**. Six heroes sit clearly outside it:

| Hero | Role | WR Diamond+ | WR all ranks | Pick / Ban (D+) | Read |
|---|---|---|---|---|---|
| **Vesper** | Assassin | **55.8%** | 52.6% | 31.2% / 48.4% | Strongest hero in the game at high MMR, scales *up* with skill (57.4% Master+) |
| **Kaelen** | Mage | **54.1%** | 53.3% | 22.7% / 19.5% | Flat across tiers, which is unusual for a skill-shot mage: worth a closer look |
| **Grimjaw** | Bruiser | 49.6% | **52.9%** | 9.8% / 3.1% | Only strong in low elo (55.7% Bronze -> 48.9% Master+) |
| **Thornback** | Tank | **44.3%** | 46.0% | 4.1% / 0.4% | Weakest tank, worse the higher you go |
| **Ysolde** | Support | **45.9%** | 47.1% | 6.3% / 0.6% | Under-picked and under-performing |
| **Marrow** | Jungler | 46.8% | 48.9% | 7.7% / 1.2% | Low, but only 12 days on his new jungle path |

A few observations:

- **Vesper** is the clear priority. A 48% ban rate means the real problem is bigger than the win rate shows: she is removed from half of the high-MMR games.
- **Kaelen**'s flat curve (52.4% Bronze -> 54.3% Master+) looks like something mechanical rather than skill expression. Before we touch his numbers I'd like to check open bugs.
- **Grimjaw** is a classic low-elo stomp. Nerfing him globally would hurt him where he's already at 48.9%.
- **Thornback / Ysolde** are natural buff candidates; both are also likely victims of Vesper's burst.

That's 6 candidates, exactly your cap, so we have no slack if something else comes up.

Want me to pull community feedback and the open hero bugs next? That will tell us whether Kaelen is a numbers problem or a bug problem.""")

# 5
c.user("Yeah pull the community stuff and the open bugs. Context from this morning's design sync: Tomas said Grimjaw's numbers are a low-elo stomp and we should leave him alone, he's getting a rework in 7.6 anyway. So Grimjaw is off the list.", tag="grimjaw")
c.model("Noted, Grimjaw is out for 7.4 (rework in 7.6). Pulling feedback and open hero tickets.",
        calls=[("community_feedback_search", {"sources": ["reddit", "forum", "discord", "survey", "social"], "query": "hero balance sentiment 7.3.2",
                                              "since": "2025-02-17", "limit": 40, "sort": "engagement"}),
               ("jira_search", {"jql": "project in (BAL, BUG) AND status not in (Done, Closed) AND labels in (hero-balance, hero-bug) ORDER BY priority DESC"})])
c.tool([feedback_listing(), jira_listing()])
c.model("""## What players say vs. what the data says

**Community (1,284 items since Feb 17):**
- **Vesper** dominates the conversation: 61% negative, "nerf Vesper burst" is the #1 request (1,912 mentions), and she's the *least fun to play against* for 38% of survey respondents. There is also a vocal group asking us not to "gut her again" and to fix the stealth desync instead.
- **Tanks feel weak** ("buff tanks" 1,140 mentions), specifically Thornback's Bulwark breaking to one Vesper combo.
- **Ysolde**: "heal is a rounding error".
- **Kaelen**: 611 mentions of "fix Kaelen wall bounce", i.e. people are noticing the double hit.

**Open tickets that matter:**

| Key | Hero | Summary | Status | Impact on 7.4 |
|---|---|---|---|---|
| **BUG-4471** | Kaelen | Arc Lance deals damage twice when bouncing off terrain | Open, Ravi Menon, no fixVersion | May be inflating his win rate |
| **BUG-4519** | Vesper | Stealth visible ~0.3 s at >120 ms ping | Open, unassigned, "not scoped for 7.x" | Will ship as a known issue |
| **BUG-4502** | Thornback | Bulwark shield bar missing in spectator HUD | In Progress, Spectator team, 7.4 | Cosmetic, esports-visible |
| BAL-2270 | Grimjaw | Rework, 7.6 | Backlog | Confirms leaving him alone |
| BAL-2281 | Marrow | Collect 2 weeks of data on new jungle path | Backlog | Argues against tuning him now |

**Hypothesis (unverified):** part of Kaelen's 54.1% comes from BUG-4471 rather than his base numbers. Ravi's comment says it reproduces 100% on the Ember Hollow mid pillar. I can quantify it from damage telemetry if you want.

## Proposed playtest numbers (first pass)

| Hero | Change | Current -> Test | Intent |
|---|---|---|---|
| Vesper | Shadowstep cooldown | 12s -> **14s** | Fewer resets, same burst |
| Kaelen | Arc Lance AP ratio | 0.75 -> **0.68** | ~5% less lance damage |
| Thornback | Base armor | 32 -> **36** | Survive one Vesper combo |
| Ysolde | Mending Light heal | 140 -> **155** | Make her a real pick |
| Marrow | Soul Harvest stack cap | 8 -> 10 | Optional, low confidence |

That's 5 heroes (Grimjaw out), one under your cap.

Shall I create the BAL tickets and book a playtest?""")

# 9
c.user("Go with those as playtest numbers, except leave Marrow out, we don't have enough data on his new jungle path. Create the tickets under epic PATCH-74 and book a playtest for Wednesday afternoon, internal pool, 20 testers.", tag="pt_book")
c.model("Creating the four BAL tickets under PATCH-74 and booking Wednesday's playtest.",
        calls=[("jira_create_issues", {"issues": [
            {"project": "BAL", "type": "Task", "epic": "PATCH-74", "summary": "Vesper: Shadowstep cooldown 12s -> 14s (7.4 test value)", "labels": ["hero-balance", "7.4"], "assignee": "maya.okafor", "description": "D+ WR 55.8%, ban 48.4%. Reduce reset frequency. Playtest PT Wed 5 Mar."},
            {"project": "BAL", "type": "Task", "epic": "PATCH-74", "summary": "Kaelen: Arc Lance AP ratio 0.75 -> 0.68 (7.4 test value)", "labels": ["hero-balance", "7.4"], "assignee": "maya.okafor", "description": "D+ WR 54.1%. Check interaction with BUG-4471 before final."},
            {"project": "BAL", "type": "Task", "epic": "PATCH-74", "summary": "Thornback: base armor 32 -> 36 (7.4 test value)", "labels": ["hero-balance", "7.4"], "assignee": "maya.okafor", "description": "D+ WR 44.3%. Survive one Vesper combo."},
            {"project": "BAL", "type": "Task", "epic": "PATCH-74", "summary": "Ysolde: Mending Light heal 140 -> 155 (7.4 test value)", "labels": ["hero-balance", "7.4"], "assignee": "maya.okafor", "description": "D+ WR 45.9%, pick 6.3%."}]}),
               ("playtest_schedule", {"title": "7.4 balance playtest #1", "date": "2025-03-05", "start": "14:00", "end": "17:00", "pool": "internal",
                                      "testers": 20, "mmr_band": "diamond-master", "build": "7.4.0-pt1",
                                      "hero_overrides": {"Vesper.shadowstep.cooldown": 14, "Kaelen.arc_lance.ap_ratio": 0.68, "Thornback.base_armor": 36, "Ysolde.mending_light.heal": 155},
                                      "survey": "balance_standard_v2", "notes": "Force at least 10 picks each for the four test heroes."})])
c.tool(["created 4 issues in epic PATCH-74 (Riftbound 7.4 balance):\n"
        "  BAL-2291  Vesper: Shadowstep cooldown 12s -> 14s (7.4 test value)     status=To Do  assignee=maya.okafor\n"
        "  BAL-2292  Kaelen: Arc Lance AP ratio 0.75 -> 0.68 (7.4 test value)    status=To Do  assignee=maya.okafor\n"
        "  BAL-2293  Thornback: base armor 32 -> 36 (7.4 test value)             status=To Do  assignee=maya.okafor\n"
        "  BAL-2294  Ysolde: Mending Light heal 140 -> 155 (7.4 test value)      status=To Do  assignee=maya.okafor\n"
        "epic PATCH-74 now has 4 child issues (0 done)",
        "playtest booked: PT-0305\n  title: 7.4 balance playtest #1\n  when: Wed 2025-03-05 14:00-17:00 (studio time, CET)\n  pool: internal, 20 testers, MMR diamond-master\n"
        "  build: 7.4.0-pt1 (to be cut from release/7.4 @ CL 88102 with hero_overrides as server data)\n"
        "  survey: balance_standard_v2\n  status: PENDING_QA_SIGNOFF\n  QA sign-off owner: derek.halvorsen@halcyonforge.com (QA lead, Riftbound live)\n"
        "  warning: build will not be distributed to testers until QA signs off (deadline: 2025-03-05 12:00)"])
c.model("""Done.

| Ticket | Change (test value) |
|---|---|
| **BAL-2291** | Vesper Shadowstep cooldown 12s -> 14s |
| **BAL-2292** | Kaelen Arc Lance AP ratio 0.75 -> 0.68 |
| **BAL-2293** | Thornback base armor 32 -> 36 |
| **BAL-2294** | Ysolde Mending Light heal 140 -> 155 |

All under **PATCH-74**. Marrow is not included.

**Playtest PT-0305**: Wed 5 March, 14:00-17:00, 20 internal testers (Diamond-Master), build 7.4.0-pt1 with the overrides as server data, so nothing touches release/7.4 itself.

One thing to watch: the build stays in **PENDING_QA_SIGNOFF** until the QA lead (currently **Derek Halvorsen**) signs off, with a deadline of Wednesday 12:00.""")

# 13
c.user("Quick side question: what's our cert timeline exactly, and how much buffer do we have if the playtest says we need a second round?")
c.model(calls=[("release_calendar_get", {"release": "riftbound-7.4"})])
c.tool(["release: riftbound-7.4  owner: hannah.cole@halcyonforge.com (release manager)\n"
        "milestones:\n  balance data lock ........ 2025-03-05 18:00 CET\n  build freeze (rc1) ....... 2025-03-05 18:00 CET\n"
        "  QA regression pass ....... 2025-03-06 (owner: derek.halvorsen)\n  cert submission (Sony) ... 2025-03-06\n  cert submission (MS) ..... 2025-03-06\n"
        "  cert turnaround (est.) ... 8 business days\n  live (all platforms) ..... 2025-03-18 09:00 UTC\n"
        "server-tunable hero params without cert: cooldowns, damage values, heal values, shield values (via live data push, 24h notice to ops)\n"
        "client-only (needs cert): base stats (armor, MR, move speed), ability shapes, VFX/UI\n"
        "history: created 2025-01-20 by hannah.cole"])
c.model("""## 7.4 cert timeline (current)

| Milestone | Date |
|---|---|
| Balance data lock + build freeze (rc1) | **Wed 5 Mar, 18:00 CET** |
| QA regression pass | Thu 6 Mar (Derek Halvorsen) |
| Cert submission (Sony + MS) | **Thu 6 Mar** |
| Cert turnaround | ~8 business days |
| Live | **Tue 18 Mar, 09:00 UTC** |

**Buffer: essentially none.** The playtest ends at 17:00 Wednesday and the data lock is at 18:00 the same day. A second playtest round doesn't fit the current calendar.

The important nuance is what can change *after* cert:

- **Server-tunable** (live data push, 24h notice to ops): cooldowns, damage, heal and shield values. That covers Vesper's cooldown, Kaelen's ratio and Ysolde's heal.
- **Client-only** (needs cert): base stats like **armor**. Thornback's +4 armor is the one change that has to be right at rc1.

### Options if the playtest is inconclusive

| | A. Lock after PT-0305 | B. Ask release to slip | C. Ship, tune live |
|---|---|---|---|
| What | Decide Wed 17:00-18:00 | Move cert submission by a week | Lock Thornback now, adjust the server-tunable values post-launch |
| Risk | Rushed decision | Release will push back | Two balance changes in one week confuses players |
| Second playtest | No | Yes | Partially (live data) |

My lean is **C** if things are close, **B** only if Thornback's armor looks wrong.""")

# 17
c.user("Let's see how the playtest goes first. Btw there's an email from release management I haven't read yet, something about cert. Can you check my inbox and summarize?")
c.model(calls=[("mail_search", {"query": "from:(halcyonforge.com) (cert OR 7.4 OR QA)", "since": "2025-03-01", "limit": 10})])
c.tool(["5 messages\n\n"
        "[1] From: Hannah Cole <hannah.cole@halcyonforge.com>  To: riftbound-live-leads  Date: Mon 3 Mar 2025 10:12\n"
        "Subject: 7.4 cert window moved - NEW DATES\n"
        "Hi all,\nSony informed us this morning that their cert queue is backed up after the February firmware update. Our 7.4 submission slot has moved. New plan, agreed with MS as well so platforms stay in sync:\n"
        "  - balance data lock / build freeze (rc1): 2025-03-12 18:00 CET (was 2025-03-05)\n"
        "  - QA regression pass: 2025-03-11 (was 2025-03-06)\n"
        "  - cert submission (Sony + MS): 2025-03-13 (was 2025-03-06)\n"
        "  - live: 2025-03-27 09:00 UTC (was 2025-03-18)\n"
        "Note the Sony slot is provisional until they confirm, expected by 2025-03-10. If it slips again I will tell you immediately. Marketing has been informed; please update your epics.\nHannah\n\n"
        "[2] From: Derek Halvorsen <derek.halvorsen@halcyonforge.com>  To: riftbound-live-leads  Date: Mon 3 Mar 2025 09:31\n"
        "Subject: Handing over Riftbound QA lead\n"
        "Hey everyone, as of this Wednesday I'm moving to Project Tidewater full-time. Priya Raman takes over as QA lead for Riftbound live ops effective Wed 5 March (priya.raman@halcyonforge.com). She's already shadowing me on 7.4, so send playtest and rc sign-offs to her from now on. Thanks for three great years!\nDerek\n\n"
        "[3] From: Jira <jira@halcyonforge.com>  Date: Mon 3 Mar 2025 09:58\nSubject: [BAL-2291] created by Forge Assist\n(notification)\n\n"
        "[4] From: Lena Fischer <lena.fischer@halcyonforge.com>  Date: Fri 28 Feb 2025 16:40\nSubject: 7.4 patch notes - timing\n"
        "Hi Maya, community team needs the 7.4 patch notes draft at least 5 business days before live so we can localize (9 languages). Send it to me when ready. Thanks! Lena\n\n"
        "[5] From: IT Service Desk <it@halcyonforge.com>  Date: Sat 1 Mar 2025 08:00\nSubject: Scheduled VPN maintenance Sunday 02:00-04:00\n(notification)"])
c.model("""## Inbox summary

**1. Cert window moved (Hannah Cole, release manager)**: Sony's queue is backed up, so everything slips about a week:

| Milestone | Was | Now |
|---|---|---|
| Data lock / build freeze (rc1) | 5 Mar 18:00 | **12 Mar 18:00 CET** |
| QA regression pass | 6 Mar | **11 Mar** |
| Cert submission (Sony + MS) | 6 Mar | **13 Mar** |
| Live | 18 Mar | **27 Mar, 09:00 UTC** |

The Sony slot is **provisional** until Sony confirms, expected by **10 March**.

**2. QA lead change (Derek Halvorsen)**: Derek moves to Project Tidewater; **Priya Raman** (priya.raman@halcyonforge.com) is the Riftbound QA lead from **Wed 5 March**. That's the same day as PT-0305, so the playtest sign-off should go to her, not Derek.

**3. Lena Fischer (community)** needs the patch notes draft **5 business days before live** for localization into 9 languages. With live on 27 March, that's **Thu 20 March** at the latest.

**What this means for us:** the slip gives us room for a **second playtest** before the 12 March freeze, so Thornback's armor no longer has to be right first time.

Shall I update the PATCH-74 epic with the new dates and send the PT-0305 sign-off request to Priya instead of Derek?""")

# 21
c.user("yes, do both")
c.model(calls=[("jira_update", {"key": "PATCH-74", "fields": {"duedate": "2025-03-27", "customfield_build_freeze": "2025-03-12T18:00+01:00", "customfield_cert_submission": "2025-03-13", "customfield_qa_owner": "priya.raman"},
                                "comment": "Dates updated per Hannah Cole's mail of 3 Mar (Sony cert queue). Live 27 Mar, freeze 12 Mar 18:00 CET, cert 13 Mar (Sony slot provisional until ~10 Mar). QA lead now Priya Raman (Derek -> Tidewater)."}),
               ("email_send", {"to": ["priya.raman@halcyonforge.com"], "cc": ["maya.okafor@halcyonforge.com"],
                               "subject": "PT-0305 (7.4 balance playtest #1) - QA sign-off needed by Wed 12:00",
                               "body": "Hi Priya,\n\nDerek mentioned you're taking over Riftbound QA lead from Wednesday. Our first 7.4 balance playtest, PT-0305, runs Wed 5 Mar 14:00-17:00 on build 7.4.0-pt1 (CL 88102 + server-data hero overrides: Vesper Shadowstep CD 14s, Kaelen Arc Lance AP ratio 0.68, Thornback base armor 36, Ysolde Mending Light heal 155). The playtest service needs QA sign-off by Wed 12:00 before it distributes the build.\n\nThe overrides only touch hero data; no matchmaking or MMR changes.\n\nThanks!\nForge Assist on behalf of Maya Okafor"})])
c.tool(["PATCH-74 updated (rev 6)\n  duedate: 2025-03-18 -> 2025-03-27\n  build_freeze: 2025-03-05T18:00+01:00 -> 2025-03-12T18:00+01:00\n  cert_submission: 2025-03-06 -> 2025-03-13\n  qa_owner: derek.halvorsen -> priya.raman\n  comment added (id 301877)",
        "sent: message-id <c81f3a2e.pt0305@halcyonforge.com> to priya.raman@halcyonforge.com, cc maya.okafor@halcyonforge.com\n"
        "note: playtest PT-0305 sign-off owner auto-synced from PATCH-74 qa_owner: derek.halvorsen -> priya.raman"])
c.model("""Done.

- **PATCH-74** (rev 6): due 18 Mar -> **27 Mar**, freeze -> **12 Mar 18:00 CET**, cert -> **13 Mar**, QA owner -> **priya.raman**.
- Sign-off request sent to **Priya**; PT-0305's sign-off owner also switched to her automatically.

I'll pull the results as soon as the session closes on Wednesday.""")

# 25
c.user("Playtest's done. Pull the PT-0305 results and give me your read.")
c.model(calls=[("playtest_results_get", {"session_id": "PT-0305", "include": ["hero_summary", "survey", "comments", "match_log", "bugs"]})])
c.tool([playtest_results()])
c.model("""## PT-0305 read (18 matches, 20 testers)

| Hero | Test change | PT win rate | Fun | "Feels fair" | Verdict |
|---|---|---|---|---|---|
| Vesper | Shadowstep CD 14s | 42.9% | **2.1** | 3.4 | **Overshot.** Testers hate the downtime |
| Kaelen | AP ratio 0.68 | 50.0% | 3.6 | 3.9 | Fine, but the double-hit still fired (BUG-4533, dup of BUG-4471) |
| Thornback | Base armor 36 | **57.1%** | 3.8 | **2.7** | **Overshot.** "A wall", 13/20 say too strong |
| Ysolde | Heal 155 | 50.0% | 3.7 | **4.1** | **Good.** Keep as is |

### Vesper
The message is consistent (T04, T09, T11): the cooldown is what makes her *feel* bad, but her burst is what makes her *oppressive*. A split change should address both:
- Shadowstep cooldown **12s -> 13s** (instead of 14s)
- Shadowstep base damage **85 -> 78** (-8%)

Risk: the community will likely call it a "double nerf". Patch-note framing will matter.

### Thornback
36 armor is too much combined with Bulwark. T15's idea fits the data: **less armor, more shield**, so he survives the *burst* without being unkillable in long fights. Suggest **armor 32 -> 34** and **Bulwark shield 220 -> 240**.

### Kaelen
Numbers feel fine at 0.68, but we can't tell how much of his live win rate is the bug. I'd hold the final decision until we measure BUG-4471's contribution.

### Ysolde
155 works. 17/20 say "fine". Lock it.

Want me to update BAL-2291 and BAL-2293 with these values?""")

# 29
c.user("I don't love touching Vesper's damage, the community will scream double nerf. But 14s clearly doesn't work. OK, go with 13s and 78 damage. Thornback: 35 armor, not 34. Tomas wants him to feel noticeably tankier, and yes take the Bulwark 240 too. Those still count as one hero for my cap.", tag="vesper_final")
c.model("Updating BAL-2291 and BAL-2293 with the post-playtest values.",
        calls=[("jira_update", {"key": "BAL-2291", "fields": {"summary": "Vesper: Shadowstep cooldown 12s -> 13s, base damage 85 -> 78 (7.4 final)",
                                                               "customfield_changes": [{"param": "Vesper.shadowstep.cooldown", "from": 12, "to": 13}, {"param": "Vesper.shadowstep.base_damage", "from": 85, "to": 78}]},
                                "comment": "PT-0305: 14s tested at 42.9% WR, fun 2.1 - overshot. Final per Maya: CD 13s + base damage 78."}),
               ("jira_update", {"key": "BAL-2293", "fields": {"summary": "Thornback: base armor 32 -> 35, Bulwark shield 220 -> 240 (7.4 final)",
                                                               "customfield_changes": [{"param": "Thornback.base_armor", "from": 32, "to": 35}, {"param": "Thornback.bulwark.shield", "from": 220, "to": 240}]},
                                "comment": "PT-0305: armor 36 tested at 57.1% WR, 13/20 'too strong'. Final per Maya/Tomas: armor 35 + Bulwark 240."})])
c.tool(["BAL-2291 updated (rev 3)\n  summary: 'Vesper: Shadowstep cooldown 12s -> 14s (7.4 test value)' -> 'Vesper: Shadowstep cooldown 12s -> 13s, base damage 85 -> 78 (7.4 final)'\n"
        "  changes: [Vesper.shadowstep.cooldown 12->14] -> [Vesper.shadowstep.cooldown 12->13, Vesper.shadowstep.base_damage 85->78]\n  comment added (id 302114)",
        "BAL-2293 updated (rev 3)\n  summary: 'Thornback: base armor 32 -> 36 (7.4 test value)' -> 'Thornback: base armor 32 -> 35, Bulwark shield 220 -> 240 (7.4 final)'\n"
        "  changes: [Thornback.base_armor 32->36] -> [Thornback.base_armor 32->35, Thornback.bulwark.shield 220->240]\n"
        "  warning: Thornback.base_armor is client-only data; value must be final before build freeze 2025-03-12 18:00 CET"])
c.model("""Done.

- **BAL-2291** Vesper: Shadowstep **13s**, base damage **78** (final)
- **BAL-2293** Thornback: armor **35**, Bulwark **240** (final). Reminder: armor is client data, so it's locked at the 12 March freeze.

Hero count for 7.4 stands at 4 (Vesper, Kaelen, Thornback, Ysolde).

For the "double nerf" concern, I'd frame it in the notes as *"less downtime than our first test, less burst"*: the cooldown moves by only 1s.

Since Thornback's armor can't be tuned after cert, do you want a second short playtest on 35/240 before the freeze? We now have the time.""")

# 33a esports
c.user("Before Kaelen: I just came out of the esports sync with pro league ops. Their playoffs run March 29 to April 13 and they asked for two things. "
       "One, no live hero-data pushes during playoffs, so if we need to tune anything server-side after 7.4 goes live it has to wait until after April 13. "
       "Two, they want to know what the Vesper change does to her kill pressure on squishies. Can you run the combat sim with 13s/78 against the current values?", tag="esports")
c.model("Running the combat sim: Vesper full combo, 7.3.2 values vs. the 7.4 finals, across levels 6/11/16.",
        calls=[("combat_sim_run", {"hero": "Vesper", "scenario": "full_combo_from_stealth", "variants": {"old": {"shadowstep.cooldown": 12, "shadowstep.base_damage": 85},
                                                                                                     "new": {"shadowstep.cooldown": 13, "shadowstep.base_damage": 78}},
                                   "targets": "all_roles", "levels": [6, 11, 16], "iterations": 2000, "target_overrides": {"Thornback": {"base_armor": 35, "bulwark.shield": 240}}})])
c.tool([ttk_sim()])
c.model("""## Vesper 13s / 78: combat sim (cs-20250306-0931)

**Headline numbers (level 11, standard itemization):**

| Metric | 7.3.2 (12s / 85) | 7.4 (13s / 78) | Change |
|---|---|---|---|
| Avg. combo damage | 100% | 93.1% | **-6.9%** |
| One-combo kill chance vs. squishies | **71.4%** | **52.8%** | -18.6 pp |
| One-combo kill vs. Thornback (35 / 240) | 9.6% | 0.0% | can no longer solo him |
| Bulwark breaks on combo | 100% | 38% | the T15 complaint is addressed |
| Shadowstep casts / 10 min (teamfight model) | 31.2 | 28.9 | -7% resets |

**What it means for the pro league**
- Vesper still kills a squishy with a full combo about half the time, so she stays a **threat pick, not a must-ban**. That's the outcome we want for playoffs: pros have kept her at 41 picks / 44 bans out of 48 games.
- Time-to-kill goes up 5-11% depending on target, which gives supports like Ysolde (now heal 155) a real window to react.
- The sim doesn't model netcode, so **BUG-4519** (stealth visible at high ping) isn't represented. On LAN playoffs it doesn't matter anyway.

**On the playoff freeze (29 March to 13 April):**
- With live on 27 March, there are only **2 days** between launch and the freeze. In practice **any post-launch server-side tuning waits until after 13 April**.
- That matters for Kaelen: if we fix BUG-4471 and he turns out too weak, we can't compensate with a live data push until mid-April. I'll factor that into the Kaelen analysis.
- It also raises the stakes on Thornback's client-side armor, which is one more argument for the second playtest.

Want me to send the sim summary to pro league ops, or will you share it in the next sync?""")

# 33
c.user("I'll share it myself in Thursday's sync. Still thinking about a second Thornback playtest. Now Kaelen: Ravi says the BUG-4471 fix is a small client change they can get into 7.4 if it merges before freeze. If the bug is what's inflating his win rate, nerfing him on top would gut him. Can you check how much of his damage actually comes from the double-hit?")
c.model(calls=[("analytics_query", {"dataset": "damage_events_v2", "join": "match_summary_v3", "filters": {"hero": "Kaelen", "tier_bucket": "diamond_plus", "date_from": "2025-02-17", "date_to": "2025-03-02"},
                                    "metrics": ["damage_share_by_source", "win_rate_by_double_hit_bucket", "double_hit_rate_by_map"],
                                    "definitions": {"double_hit": "same projectile id, >1 hit on one target within 0.25s after terrain reflection"}})])
c.tool([kaelen_breakdown()])
c.model("""## Kaelen: how much is the bug?

- Double-hit events are **6.2%** of Kaelen's total damage at Diamond+ (~1,396 per match).
- The win-rate split is the striking part:

| Double-hits per match | Matches | Kaelen WR |
|---|---|---|
| 0 | 21,904 | **51.7%** |
| 1-2 | 14,388 | 55.2% |
| ≥3 | 8,320 | **58.9%** |

- It's map-dependent: Ember Hollow averages 2.9 double-hits per match vs. 0.7 on Sunken Causeway, which explains why his curve is flat across tiers: it's geometry, not skill.

**Read:** in games where the bug doesn't fire he sits at **51.7%**, inside the healthy band. If BUG-4471 gets fixed, nerfing his AP ratio to 0.68 on top would likely drop him to the mid-40s.

**Caveat:** this is a correlation. Matches with more double-hits also tend to be matches where Kaelen is ahead and casting more. The true post-fix win rate is **unverified** until we have live data after the fix.

**Recommendation:** drop the Kaelen nerf for 7.4, get BUG-4471 into 7.4, and re-measure after live.""")

# 37
c.user("Agreed. Drop the Kaelen nerf, close BAL-2292 as won't do for this patch, and make sure BUG-4471 is targeted for 7.4 with Ravi on it.", tag="kaelen_drop")
c.model(calls=[("jira_update", {"key": "BAL-2292", "fields": {"status": "Won't Do", "resolution": "Won't Do (7.4)", "fixVersion": None},
                                "comment": "Kaelen AP-ratio nerf (0.75 -> 0.68) dropped for 7.4. Analysis aq-20250306-1402: double-hit (BUG-4471) = 6.2% of damage; WR 51.7% with 0 double-hits vs 58.9% with >=3. Fix the bug first, re-evaluate in 7.5."}),
               ("jira_update", {"key": "BUG-4471", "fields": {"fixVersion": "7.4", "assignee": "ravi.menon", "priority": "P1", "labels": ["hero-bug", "7.4-must"]},
                                "comment": "Targeted for 7.4 per Maya Okafor. Balance team is NOT nerfing Kaelen in 7.4 because this bug is assumed to inflate his WR. Must merge before build freeze 2025-03-12 18:00 CET."})])
c.tool(["BAL-2292 updated (rev 2)\n  status: To Do -> Won't Do\n  resolution: - -> Won't Do (7.4)\n  fixVersion: 7.4 -> (none)\n  comment added (id 302251)\n  epic PATCH-74: 4 child issues (1 resolved)",
        "BUG-4471 updated (rev 5)\n  fixVersion: - -> 7.4\n  assignee: Ravi Menon (unchanged)\n  labels: [hero-bug] -> [hero-bug, 7.4-must]\n  comment added (id 302252)\n"
        "  warning: fixVersion 7.4 requires the change to be merged to release/7.4 before build freeze 2025-03-12 18:00 CET; no linked changelist yet"])
c.model("""Done.

- **BAL-2292** -> *Won't Do (7.4)*. The Kaelen AP-ratio nerf is dropped and the reasoning is in the comment.
- **BUG-4471** -> fixVersion **7.4**, Ravi Menon, label `7.4-must`.

Open risk: BUG-4471 has **no linked changelist yet**. If Ravi's fix misses the 12 March freeze, Kaelen ships with neither the bug fix nor the nerf. Worth a ping to Ravi before the end of the week.

7.4 now has **3 hero changes**: Vesper, Thornback, Ysolde.""")

# 41
c.user("Good. Now the config. Show me the diff for Vesper, Thornback and Ysolde against release/7.4 before you commit anything.")
c.model(calls=[("balance_config_diff", {"branch": "release/7.4", "changes": [
    {"file": "//riftbound/data/balance/heroes/vesper.yaml", "set": {"shadowstep.cooldown": 13, "shadowstep.base_damage": 78}},
    {"file": "//riftbound/data/balance/heroes/thornback.yaml", "set": {"base_stats.armor": 35, "bulwark.shield": 240}},
    {"file": "//riftbound/data/balance/heroes/ysolde.yaml", "set": {"mending_light.heal": 155}}]})])
c.tool(["diff against //riftbound/release/7.4/... @ CL 88164 (head)\n\n"
        "==== //riftbound/data/balance/heroes/vesper.yaml#41 ====\n"
        "@@ shadowstep @@\n   id: vesper_shadowstep\n   range: 550\n-  cooldown: 12.0\n+  cooldown: 13.0\n-  base_damage: 85\n+  base_damage: 78\n   ad_ratio: 0.90\n   stealth_duration: 1.25\n\n"
        "==== //riftbound/data/balance/heroes/thornback.yaml#27 ====\n"
        "@@ base_stats @@\n   health: 2650\n-  armor: 32\n+  armor: 35\n   magic_resist: 30\n   move_speed: 335\n@@ bulwark @@\n   id: thornback_bulwark\n-  shield: 220\n+  shield: 240\n   shield_hp_ratio: 0.06\n   duration: 3.0\n\n"
        "==== //riftbound/data/balance/heroes/ysolde.yaml#19 ====\n"
        "@@ mending_light @@\n   id: ysolde_mending_light\n-  heal: 140\n+  heal: 155\n   ap_ratio: 0.35\n   cooldown: 9.0\n\n"
        "lint: OK (3 files)\n"
        "cross-ref: talents/ysolde.yaml 'Radiant Vow' multiplies mending_light.heal by 1.15 -> effective heal 178 (was 161)\n"
        "cross-ref: localization string HERO_VESPER_SHADOWSTEP_DESC references {base_damage} (auto-updates)\n"
        "cross-ref: no references to matchmaking/* or ranked/mmr/*"])
c.model("""## Diff preview (release/7.4 @ CL 88164)

| File | Param | Was | Now |
|---|---|---|---|
| `balance/heroes/vesper.yaml` | shadowstep.cooldown | 12.0 | **13.0** |
| | shadowstep.base_damage | 85 | **78** |
| `balance/heroes/thornback.yaml` | base_stats.armor | 32 | **35** |
| | bulwark.shield | 220 | **240** |
| `balance/heroes/ysolde.yaml` | mending_light.heal | 140 | **155** |

Lint passes, and nothing references matchmaking or ranked MMR.

**One thing to flag:** Ysolde's **Radiant Vow** talent multiplies the heal by 1.15, so the *effective* heal with the talent goes from 161 to **178**. PT-0305 testers had the talent available and rated her 4.1 "feels fair", so it's probably fine, but the patch notes should show the base number.

Commit as shown?""")

# 45
c.user("The talent multiplier is intended, that's the whole point of the talent. Commit it.", tag="commit")
c.model(calls=[("balance_config_commit", {"branch": "release/7.4", "changes": [
    {"file": "//riftbound/data/balance/heroes/vesper.yaml", "set": {"shadowstep.cooldown": 13, "shadowstep.base_damage": 78}},
    {"file": "//riftbound/data/balance/heroes/thornback.yaml", "set": {"base_stats.armor": 35, "bulwark.shield": 240}},
    {"file": "//riftbound/data/balance/heroes/ysolde.yaml", "set": {"mending_light.heal": 155}}],
    "message": "7.4 balance: Vesper Shadowstep CD 13s / dmg 78, Thornback armor 35 / Bulwark 240, Ysolde Mending Light 155. Playtest PT-0305.",
    "tickets": ["BAL-2291", "BAL-2293", "BAL-2294"]})])
c.tool(["submitted CL 88213 to //riftbound/release/7.4/...\n  files: vesper.yaml#42, thornback.yaml#28, ysolde.yaml#20\n  tickets linked: BAL-2291, BAL-2293, BAL-2294 (status -> In Review)\n"
        "  pre-submit hooks: lint OK, mmr-guard OK, loc-sync OK\n"
        "  post-submit: release/7.4 gate 'qa-signoff-rc1' now BLOCKING for rc1; owner priya.raman; required before build freeze 2025-03-12 18:00 CET"])
c.model("""Done. **CL 88213** is in `release/7.4`.

- vesper.yaml#42, thornback.yaml#28, ysolde.yaml#20
- BAL-2291 / BAL-2293 / BAL-2294 moved to *In Review*
- Hooks: lint, mmr-guard and loc-sync all OK

The **qa-signoff-rc1** gate is now blocking for rc1; Priya owns it and it has to clear before the 12 March freeze.""")

# 48a messaging options
c.user("Before the notes: I'm still worried about the 'double nerf' reaction on Vesper. Give me a few options for how we word the dev note. Don't write anything yet, just options.")
c.model("""## Vesper dev note: wording options

The risk: Reddit reads "cooldown up **and** damage down" as two nerfs and treats it as a Vesper "gutting", the same way it went in 6.9. We have a strong counter-story, because we *tested* the harsher version and backed off it.

| | Option 1: "Transparent" | Option 2: "Player-centric" | Option 3: "Data-first" |
|---|---|---|---|
| Core line | "Our first internal test (a longer cooldown) made her feel sluggish, so we're taking a smaller step on downtime and trimming burst instead." | "We want Vesper to feel as slippery as ever; this patch targets how often she one-shots, not how she plays." | "Vesper has a 55.8% win rate and 48% ban rate at Diamond+; these changes aim to bring her to ~52%." |
| Pros | Honest, shows we listen to playtests, pre-empts the "they didn't test it" comment | Speaks to the Vesper mains' core fear | Hard to argue with |
| Cons | Invites "so you DID want 14s" speculation | Vague: players may feel it's spin | Numbers-first notes get screenshotted and argued about; invites "what about Kaelen" |
| Tone | Dev-diary | Community | Esports / analyst |
| Length | 2 sentences | 1 sentence | 1-2 sentences |

**My lean:** Option 1, optionally with Option 2's opening clause so it reads *"We want Vesper to keep feeling slippery. Our first internal test..."*.

Whichever we pick, I'd also avoid the word "nerf" in the heading. Listing the numbers with arrows (12s -> 13s) is clearer and less emotive than "Vesper nerfs".

Which way do you want to go?""")

c.user("1, as written. Don't mix in 2.", tag="devnote")
c.model("""Got it: **Option 1, verbatim**, no "nerf" in the headings and numbers shown with arrows. I'll use it when I write the notes page.""")

# 49
c.user("Community team needs a patch notes draft. Put it on the Confluence page for 7.4 notes and include a known issues section. BUG-4519, the Vesper stealth desync, isn't getting fixed this patch so list it, and BUG-4502 as well.")
NOTES = """<h1>Riftbound Arena - Patch 7.4 Notes (DRAFT)</h1>
<p><b>Live:</b> 27 March 2025 (all platforms)</p>
<h2>Hero Balance</h2>
<h3>Vesper</h3>
<ul><li>Shadowstep cooldown: 12s &rarr; 13s</li><li>Shadowstep base damage: 85 &rarr; 78</li></ul>
<p><i>Dev note: Vesper has been the most-banned hero at high ranks for three patches. Our first internal test (a longer cooldown) made her feel sluggish, so we are taking a smaller step on downtime and trimming burst instead.</i></p>
<h3>Thornback</h3>
<ul><li>Base armor: 32 &rarr; 35</li><li>Bulwark shield: 220 &rarr; 240</li></ul>
<p><i>Dev note: Thornback should survive an assassin's opening combo and make his team's engage count.</i></p>
<h3>Ysolde</h3>
<ul><li>Mending Light heal: 140 &rarr; 155</li></ul>
<h2>Bug Fixes</h2>
<ul><li>Kaelen: Arc Lance no longer deals damage twice when reflecting off terrain (BUG-4471)</li></ul>
<h2>Known Issues</h2>
<ul><li>Vesper: stealth may be briefly visible to enemies on high-latency connections (BUG-4519). We're working on a netcode fix for a future patch.</li>
<li>Spectator/replay: Thornback's Bulwark shield bar is not shown in the spectator HUD (BUG-4502).</li></ul>"""
c.model("Writing the draft to the 7.4 notes page.",
        calls=[("confluence_update_page", {"page_id": "55120443", "title": "Riftbound Arena - Patch 7.4 Notes (DRAFT)", "body": NOTES,
                                           "version_comment": "Balance section from CL 88213; Kaelen fix assumes BUG-4471 lands; known issues BUG-4519, BUG-4502"})])
c.tool(["page 55120443 updated\n  title: Riftbound Arena - Patch 7.4 Notes (DRAFT)\n  space: RBLIVE\n  version: 6 -> 7\n  url: https://confluence.halcyonforge.com/pages/55120443\n  watchers notified: 4 (maya.okafor, lena.fischer, hannah.cole, tomas.lindqvist)\n"
        "  warning: page references BUG-4471 as fixed; BUG-4471 status is Open"])
c.model("""Done. Page **55120443** is now at version 7: https://confluence.halcyonforge.com/pages/55120443

**Structure**
- **Hero balance**: Vesper (13s / 78, with a dev note framing it as "smaller step on downtime, less burst"), Thornback (35 / 240), Ysolde (155)
- **Bug fixes**: Kaelen Arc Lance double-hit (BUG-4471)
- **Known issues**: Vesper stealth desync (BUG-4519), Thornback spectator shield bar (BUG-4502)

⚠️ The page lists **BUG-4471 as fixed**, but it's still open. If Ravi's fix misses the freeze, that line has to move to known issues *and* we'd need to revisit Kaelen.

Lena was auto-notified as a watcher, but I haven't sent anything formally. Do you want me to send it to her for localization now, or wait for Priya's rc1 sign-off?""")

# 53
c.user("Wait for Priya. Actually, check whether she's replied to anything, she was going to look at the bug list.")
c.model(calls=[("mail_search", {"query": "from:priya.raman@halcyonforge.com", "since": "2025-03-04", "limit": 5})])
c.tool(["2 messages\n\n"
        "[1] From: Priya Raman <priya.raman@halcyonforge.com>  To: maya.okafor@halcyonforge.com  Date: Fri 7 Mar 2025 11:05\n"
        "Subject: Re: 7.4 known issues + rc1 sign-off\n"
        "Hi Maya,\n\nTwo things after going through the 7.4 bug list with the spectator team:\n"
        "1) BUG-4502 (Thornback shield bar in spectator HUD) is fixed in 7.4. The spectator team merged it in CL 88190 yesterday and I verified it on the replay build. Please take it OFF the known issues list, otherwise esports will think it's still broken.\n"
        "2) BUG-4519 stays as a known issue, agreed.\n\n"
        "For rc1: my regression pass is on 11 March as per Hannah's new plan. I'll sign the qa-signoff-rc1 gate once the pass is green; I need the final balance CL number (I assume CL 88213?) and confirmation that BUG-4471 is merged before then. If BUG-4471 isn't in by end of 10 March I'll flag it as a freeze risk.\n\nPriya\n\n"
        "[2] From: Priya Raman <priya.raman@halcyonforge.com>  Date: Wed 5 Mar 2025 11:22\nSubject: Re: PT-0305 (7.4 balance playtest #1) - QA sign-off needed by Wed 12:00\n"
        "Signed off, build is going out to testers now. - P"])
c.model("""Priya replied (Fri 7 Mar):

1. **BUG-4502 is fixed in 7.4** (spectator team, **CL 88190**, verified on the replay build). She asks that it come **off** the known issues list.
2. **BUG-4519** stays as a known issue.
3. **rc1**: her regression pass is **11 March**. She'll sign *qa-signoff-rc1* once it's green. She needs:
   - confirmation the final balance CL is **CL 88213**
   - **BUG-4471 merged by end of 10 March**, otherwise she flags it as a freeze risk

Shall I remove BUG-4502 from the known issues (and list it under bug fixes instead), and reply to Priya confirming CL 88213?""")

# 57 (index check later)
c.user("Yes, move it to bug fixes, and reply to her. Cc Ravi on the reply so he sees the March 10 deadline for 4471.")
NOTES2 = NOTES.replace("<ul><li>Kaelen: Arc Lance no longer deals damage twice when reflecting off terrain (BUG-4471)</li></ul>",
                       "<ul><li>Kaelen: Arc Lance no longer deals damage twice when reflecting off terrain (BUG-4471)</li>\n<li>Spectator/replay: Thornback's Bulwark shield bar now displays correctly in the spectator HUD (BUG-4502)</li></ul>") \
    .replace("\n<li>Spectator/replay: Thornback's Bulwark shield bar is not shown in the spectator HUD (BUG-4502).</li></ul>", "</ul>")
c.model(calls=[("confluence_update_page", {"page_id": "55120443", "title": "Riftbound Arena - Patch 7.4 Notes (DRAFT)", "body": NOTES2,
                                           "version_comment": "BUG-4502 fixed in CL 88190 (per Priya Raman) - moved from known issues to bug fixes"}),
               ("email_send", {"to": ["priya.raman@halcyonforge.com"], "cc": ["ravi.menon@halcyonforge.com", "maya.okafor@halcyonforge.com"],
                               "subject": "Re: 7.4 known issues + rc1 sign-off",
                               "body": "Hi Priya,\n\nThanks! Confirming:\n- Final 7.4 balance change is CL 88213 (Vesper Shadowstep CD 13s / base dmg 78, Thornback armor 35 / Bulwark 240, Ysolde Mending Light 155). No other hero data changes planned before freeze.\n- BUG-4502 moved from known issues to bug fixes in the notes draft (page 55120443).\n- BUG-4519 stays as a known issue.\n\nRavi, cc'ing you so you see Priya's deadline: BUG-4471 (Kaelen Arc Lance double-hit) needs to be merged to release/7.4 by end of 10 March. We dropped the Kaelen nerf for 7.4 on the assumption the fix lands, so if it's at risk please tell Maya as early as possible.\n\nBest,\nForge Assist on behalf of Maya Okafor"})])
c.tool(["page 55120443 updated\n  version: 7 -> 8\n  diff: Known Issues -1 item (BUG-4502); Bug Fixes +1 item (BUG-4502)\n  warning: page references BUG-4471 as fixed; BUG-4471 status is Open",
        "sent: message-id <5d02b7e1.rc1@halcyonforge.com> to priya.raman@halcyonforge.com, cc ravi.menon@halcyonforge.com, maya.okafor@halcyonforge.com"])
c.model("""Done.

- Notes page **55120443** -> version 8: BUG-4502 moved from *Known issues* to *Bug fixes*. Known issues now has only **BUG-4519**.
- Replied to Priya confirming **CL 88213**, cc Ravi with the **10 March** deadline for BUG-4471.""")

# 61
c.user("Thornback second playtest: yes, let's do it, short one, Monday the 10th, same pool but 10 testers is enough, just Thornback in every match. "
       "And one more thing: Lena's on leave until April, Jonas Berg is covering community, jonas.berg@halcyonforge.com. So once Priya signs off rc1, the notes go to Jonas, not Lena.", tag="jonas")
c.model(calls=[("playtest_schedule", {"title": "7.4 Thornback check (35 armor / 240 Bulwark)", "date": "2025-03-10", "start": "14:00", "end": "16:00", "pool": "internal",
                                      "testers": 10, "mmr_band": "diamond-master", "build": "7.4.0-pt2", "base_cl": 88213, "forced_picks": {"Thornback": "every match"},
                                      "survey": "balance_standard_v2", "notes": "Validate client-only armor value before 12 Mar freeze. Compare vs PT-0305 (armor 36, Bulwark 220)."})])
c.tool(["playtest booked: PT-0310\n  title: 7.4 Thornback check (35 armor / 240 Bulwark)\n  when: Mon 2025-03-10 14:00-16:00 CET\n  pool: internal, 10 testers, MMR diamond-master\n  build: 7.4.0-pt2 (release/7.4 @ CL 88213)\n"
        "  status: PENDING_QA_SIGNOFF\n  QA sign-off owner: priya.raman@halcyonforge.com\n  note: results will be available ~1h after session end; build freeze is 2025-03-12 18:00 CET"])
c.model("""Done. **PT-0310**: Mon 10 March, 14:00-16:00 CET, 10 testers, Thornback forced in every match, on build 7.4.0-pt2 (CL 88213). Priya is the sign-off owner.

Noted: **Jonas Berg** (jonas.berg@halcyonforge.com) covers community while Lena is on leave. The notes go to **Jonas** once Priya signs rc1. Nothing has been sent yet.

If PT-0310 says 35 is still too much, we have until the **12 March 18:00** freeze to change it; after that it's locked by cert.""")

# 65
c.user("Last thing for today: set me a reminder to re-pull Kaelen's win rate one week after 7.4 goes live, and give me a handover summary of where we are.")
c.model(calls=[("reminder_create", {"owner": "maya.okafor", "due": "2025-04-03T10:00+02:00",
                                    "text": "Re-pull Kaelen Diamond+ win rate 1 week after 7.4 live (27 Mar). Compare vs 51.7% (0 double-hit baseline, aq-20250306-1402). Decide on Arc Lance ratio for 7.5 (BAL-2292 was dropped for 7.4)."})])
c.tool(["reminder created: REM-55821\n  owner: maya.okafor\n  due: Thu 2025-04-03 10:00 CEST\n  channel: slack DM + email"])
c.model("""Reminder **REM-55821** is set for **Thu 3 April, 10:00**: re-pull Kaelen's win rate vs. the 51.7% baseline.

# 7.4 balance patch: where we are

## Schedule (current)
| Milestone | Date |
|---|---|
| Thornback playtest PT-0310 | Mon 10 Mar, 14:00-16:00 |
| BUG-4471 merge deadline (Priya) | end of 10 Mar |
| Sony slot confirmation | expected by 10 Mar (**provisional**) |
| QA regression pass (Priya Raman) | 11 Mar |
| Build freeze / data lock rc1 | **12 Mar 18:00 CET** |
| Cert submission | 13 Mar |
| Patch notes to community for loc | by 20 Mar |
| **Live** | **27 Mar, 09:00 UTC** |

## Final changes (CL 88213 in release/7.4)
| Hero | Change | Ticket |
|---|---|---|
| Vesper | Shadowstep CD 12s -> 13s, base damage 85 -> 78 | BAL-2291 |
| Thornback | Armor 32 -> 35, Bulwark 220 -> 240 | BAL-2293 |
| Ysolde | Mending Light 140 -> 155 | BAL-2294 |
| Kaelen | *No nerf*; fix BUG-4471 instead | BAL-2292 Won't Do |

Out of scope: Grimjaw (rework in 7.6), Marrow (needs more data on new jungle path).

## Open / pending
- **BUG-4471**: no changelist linked yet; must merge by 10 Mar or Kaelen ships with neither fix nor nerf, and the notes page is wrong.
- **Kaelen post-fix win rate**: the 51.7% baseline is a correlation, unverified until live data (REM-55821).
- **Sony cert slot** still provisional.
- **PT-0310** results -> confirm or adjust Thornback armor 35 before freeze.
- **Priya's rc1 sign-off** -> then send notes page 55120443 to **Jonas Berg**.
- **BUG-4519** (Vesper stealth desync) ships as a known issue; no owner or target release.""")

# ---------------------------------------------------------------- labels
L = c.label
L("user_goal", "Plan Riftbound Arena 7.4 balance patch: max 6 hero changes, no ranked MMR/matchmaking changes, nothing committed to release/7.4 before a playtest confirms numbers",
  ["6 hero changes", "ranked MMR", "release/7.4"], at="goal")
L("fact", "Vesper Diamond+ win rate 55.8% with 48.4% ban rate (14-day, patch 7.3.2)", ["55.8%", "48.4%"], at=3)
L("fact", "Thornback Diamond+ win rate 44.3%, Ysolde 45.9%", ["44.3%", "45.9%"], at=3)
L("fact", "Kaelen double-hit (BUG-4471) is 6.2% of his Diamond+ damage; WR 58.9% in matches with >=3 double-hits", ["6.2%", "58.9%"])
L("fact", "New release dates: build freeze 2025-03-12 18:00 CET, cert submission 2025-03-13, live 2025-03-27", ["2025-03-12 18:00", "2025-03-27"], at=19)
L("fact", "Priya Raman is QA lead from 5 March (Derek Halvorsen moved to Project Tidewater)", ["Priya Raman", "Project Tidewater"], at=19)
L("fact", "PT-0305: Vesper at 14s had 42.9% WR and fun 2.1; Thornback at 36 armor 57.1% WR", ["42.9%", "57.1%"])
L("fact", "Pro league playoffs March 29 to April 13: no live hero-data pushes during playoffs, so post-launch server-side tuning waits until after April 13", ["March 29 to April 13"], at="esports")
L("fact", "Armor is client-only data (needs cert); cooldowns/damage/heal/shield are server-tunable after cert", ["client-only", "server-tunable"])
L("fact", "Lena/community needs patch notes 5 business days before live for localization into 9 languages", ["5 business days", "9 languages"])
L("decision", "Grimjaw left out of 7.4 (low-elo stomp; rework in 7.6)", ["Grimjaw", "rework in 7.6"], at="grimjaw")
L("decision", "Marrow left out of 7.4: not enough data on new jungle path", ["leave Marrow out"])
L("decision", "Vesper final: Shadowstep cooldown 13s and base damage 85 -> 78", ["13s", "78 damage"], at="vesper_final")
L("decision", "Thornback final: base armor 35 and Bulwark shield 240", ["armor 35", "Bulwark 240"])
L("decision", "Ysolde Mending Light heal 140 -> 155 (BAL-2294), kept after playtest; Radiant Vow effective 178 is intended", ["BAL-2294", "155"], at=11)
L("decision", "Kaelen AP-ratio nerf dropped; BAL-2292 Won't Do for 7.4; BUG-4471 fix targeted to 7.4 with Ravi Menon", ["BAL-2292", "Won't Do"], at=41)
L("decision", "BUG-4502 taken off known issues and listed under bug fixes (fixed by spectator team in CL 88190, per Priya)", ["BUG-4502", "CL 88190"], at=63)
L("pending_action", "Send patch notes (page 55120443) to Jonas Berg once Priya signs off rc1 (qa-signoff-rc1)", ["Jonas Berg"], at="jonas")
L("pending_action", "Priya's QA regression pass on 11 March, then qa-signoff-rc1 gate before 12 March freeze", ["qa-signoff-rc1"], at=51)
L("pending_action", "Ravi must merge BUG-4471 fix to release/7.4 by end of 10 March", ["BUG-4471", "end of 10 March"])
L("pending_action", "Run second Thornback playtest PT-0310 (Mon 10 March, 10 testers, Thornback every match) and confirm armor 35 before the 12 March freeze", ["PT-0310"], at=71)
L("pending_action", "Re-pull Kaelen win rate one week after live (reminder REM-55821, 3 April)", ["REM-55821"])
L("open_issue", "Kaelen's post-fix win rate (51.7% with 0 double-hits) is a correlation, unverified until live data after the fix", ["51.7%", "post-fix"], at=40)
L("open_issue", "Sony cert slot is provisional until Sony confirms, expected by 10 March", ["Sony", "provisional"], at=19)
L("open_issue", "BUG-4471 has no linked changelist; notes page lists it as fixed while it is still Open", ["BUG-4471", "no linked changelist"], at=43)
L("open_issue", "BUG-4519 Vesper stealth desync ships as a known issue with no owner or target release (needs netcode change, not scoped for 7.x)", ["BUG-4519", "not scoped for 7.x"], at=7)
L("reference", "Epic PATCH-74 with tickets BAL-2291 (Vesper), BAL-2293 (Thornback), BAL-2294 (Ysolde)", ["PATCH-74", "BAL-2294"])
L("reference", "Balance commit CL 88213 on release/7.4 (vesper.yaml#42, thornback.yaml#28, ysolde.yaml#20)", ["CL 88213"])
L("reference", "Patch notes Confluence page 55120443", ["55120443"])
L("reference", "Hero data file path //riftbound/data/balance/heroes/vesper.yaml", ["//riftbound/data/balance/heroes/vesper.yaml"])
L("reference", "QA lead email priya.raman@halcyonforge.com", ["priya.raman@halcyonforge.com"])

S = c.stale_item
S("Live date March 18 (replaced by 27 March after Sony cert delay)", ["live", "2025-03-18"], 19)
S("Cert submission March 6 (now 13 March)", ["cert submission", "2025-03-06"], 19)
S("Build freeze 5 March 18:00 (now 12 March 18:00)", ["freeze", "2025-03-05 18:00"], 19)
S("QA lead Derek Halvorsen (replaced by Priya Raman)", ["QA lead", "Derek"], 19)
S("Vesper Shadowstep cooldown 14s test value (final 13s)", ["shadowstep", "14s"], "vesper_final")
S("Thornback base armor 36 test value (final 35)", ["armor", "36"], "vesper_final")
S("Kaelen Arc Lance AP ratio 0.68 nerf (dropped)", ["0.68"], "kaelen_drop")
S("BUG-4502 listed as known issue (fixed in CL 88190, moved to bug fixes)", ["known issue", "BUG-4502"], 65)
S("Patch notes to go to Lena Fischer (on leave; Jonas Berg covers)", ["lena.fischer"], "jonas")

c.dump("/work/blind18/out/blind-game-balance-patch-planning.json",
       meta={"domain": "game live-ops balance patch planning", "language": "en", "author": "author-c"})
